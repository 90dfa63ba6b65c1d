//! Every message that crosses the Web Worker and every record the page stores comes back
//! unchanged from both forms its one declaration gives (src/shared/codec): the worker's bytes
//! and the JSON text of localStorage. Values are drawn at random over every variant, with
//! numbers up to 64 bits, any text (quotes, control characters, emoji) and boards up to a few
//! hundred cells; a message one byte short is refused rather than misread.

// Natively: the browser tests are tests/web.rs.
#![cfg(not(target_arch = "wasm32"))]

use std::fmt::Debug;
use std::rc::Rc;

use proptest::collection::vec;
use proptest::option::of;
use proptest::prelude::*;
use yew::Reducible;

use lights_lab_engine::ello::{Analysis, Colour, Family, Implausible, Reason, Verdict};
use lights_lab_engine::{Board, Difficulty, Goal, Preset, Topology, WalkSize};
use lights_lab_web::analyst::ello::{DealtColours, ElloGraph, ElloQuestion};
use lights_lab_web::analyst::protocol::{
    Answer, DealKind, Dealt, Facts, Fix, LargestCount, LitOnlyReport, NoHint, Request, Response,
    SearchReport,
};
use lights_lab_web::analyst::refusal::{Refusal, SearchFor};
use lights_lab_web::analyst::solutions::{PageAsk, SolutionsPage};
use lights_lab_web::ello::saved::SavedGame;
use lights_lab_web::journey::daily::Day;
use lights_lab_web::journey::progress::{Best, Progress, ProgressAction};
use lights_lab_web::journey::statistics::{Statistics, StatisticsAction};
use lights_lab_web::learn::state::{Pass, Place, View};
use lights_lab_web::play::kept::Kept;
use lights_lab_web::play::snapshot::Snapshot;
use lights_lab_web::puzzle::graph::setup::GraphSetup;
use lights_lab_web::puzzle::setup::{Lattice, PatternPreset, Setup};
use lights_lab_web::shared::codec::{field, Codec, Json};

/// `value` through the worker's bytes and through stored text, and a message cut short.
fn round_trip<T: Codec + Clone + PartialEq + Debug>(value: T) -> Result<(), TestCaseError> {
    crosses_the_worker(value.clone())?;
    prop_assert_eq!(T::from_text(&value.to_text()), Ok(value));
    Ok(())
}

/// `value` through the worker's bytes alone, and a message cut short: the engine's answers,
/// which are never stored, so that a share of the work done (any `f64`, to the bit) need not
/// survive the stored text, where an `f64` is a time in whole milliseconds.
fn crosses_the_worker<T: Codec + Clone + PartialEq + Debug>(value: T) -> Result<(), TestCaseError> {
    let bytes = value.to_bytes();
    prop_assert_eq!(T::from_bytes(&bytes), Some(value));
    prop_assert_eq!(T::from_bytes(&bytes[..bytes.len() - 1]), None);
    Ok(())
}

fn number() -> impl Strategy<Value = u64> {
    prop_oneof![0..300u64, any::<u64>()]
}

fn size() -> impl Strategy<Value = usize> {
    prop_oneof![0..300usize, any::<usize>()]
}

fn share() -> impl Strategy<Value = f64> {
    prop_oneof![
        0.0..=1.0f64,
        any::<f64>().prop_filter("a number", |x| x.is_finite())
    ]
}

/// When a game was kept: `Date.now()`, whole milliseconds since 1970, today's or any other
/// up to 2^53 (the last whole number an `f64` holds).
fn time() -> impl Strategy<Value = f64> {
    prop_oneof![1_700_000_000_000..1_900_000_000_000u64, 0..1u64 << 53].prop_map(|ms| ms as f64)
}

fn cells() -> impl Strategy<Value = Vec<u8>> {
    vec(0..16u8, 0..300)
}

fn goal() -> impl Strategy<Value = Goal> {
    prop_oneof![
        Just(Goal::Off),
        Just(Goal::On),
        vec(0..16u8, 1..50).prop_map(|cells| Goal::Board(Board(cells))),
    ]
}

fn graph() -> impl Strategy<Value = GraphSetup> {
    let preset = prop_oneof![
        Just(Preset::Petersen),
        Just(Preset::Cube { side: 2 }),
        (3..12usize).prop_map(|n| Preset::Cycle { n }),
    ];
    (preset, any::<bool>()).prop_map(|(preset, named)| GraphSetup {
        preset: named.then_some(preset),
        ..GraphSetup::preset(preset, 0).expect("a preset the page draws")
    })
}

fn setup() -> impl Strategy<Value = Setup> {
    let lattice = prop_oneof![
        Just(Lattice::Square),
        Just(Lattice::Hex),
        Just(Lattice::Graph)
    ];
    let surface = (0..Topology::ALL.len()).prop_map(|at| Topology::ALL[at]);
    let shape = (1..1025usize, 1..1025usize);
    let cells = (of(vec(any::<bool>(), 1..60)), of(graph()));
    let rule = 0..PatternPreset::ALL.len();
    (lattice, shape, surface, 2..=16u8, goal(), rule, cells).prop_map(
        |(lattice, (rows, cols), surface, states, goal, rule, (mask, graph))| Setup {
            lattice,
            rows,
            cols,
            order: rows % 40 + 1,
            surface,
            states,
            goal,
            rule: PatternPreset::ALL[rule..]
                .iter()
                .chain(&PatternPreset::ALL)
                .find_map(|preset| preset.rule(lattice))
                .expect("a rule on every lattice"),
            mask,
            graph,
        },
    )
}

fn difficulty() -> impl Strategy<Value = Difficulty> {
    (0..Difficulty::ALL.len()).prop_map(|at| Difficulty::ALL[at])
}

fn ello_graph() -> impl Strategy<Value = ElloGraph> {
    (size(), vec((any::<u32>(), any::<u32>()), 0..20))
        .prop_map(|(vertices, edges)| ElloGraph { vertices, edges })
}

fn colours() -> impl Strategy<Value = Vec<Colour>> {
    vec(prop_oneof![Just(Colour::Green), Just(Colour::Red)], 0..30)
}

/// A job, a board's id, the board and its goal.
fn ids() -> impl Strategy<Value = (u64, u64, Vec<u8>, Goal)> {
    (number(), number(), cells(), goal())
}

fn request() -> impl Strategy<Value = Request> {
    let kind = prop_oneof![
        Just(DealKind::Solvable),
        Just(DealKind::Any),
        Just(DealKind::Seed),
        difficulty().prop_map(DealKind::Band),
    ];
    let ask = (number(), any::<bool>()).prop_map(|(offset, sorted)| PageAsk { offset, sorted });
    let question = prop_oneof![
        (ello_graph(), colours(), vec(size(), 0..10)).prop_map(|(graph, start, moves)| {
            ElloQuestion::Analyse {
                graph,
                start,
                moves,
            }
        }),
        (ello_graph(), number()).prop_map(|(graph, seed)| ElloQuestion::Deal { graph, seed }),
    ];
    prop_oneof![
        Just(Request::Ping),
        (number(), setup()).prop_map(|(job, setup)| Request::Analyse { job, setup }),
        ids().prop_map(|(job, board_id, board, goal)| Request::Solve {
            job,
            board_id,
            board,
            goal
        }),
        (number(), number(), kind, number(), goal()).prop_map(|(job, deal, kind, seed, goal)| {
            Request::Deal {
                job,
                deal,
                kind,
                seed,
                goal,
            }
        }),
        (ids(), any::<u32>()).prop_map(|((job, board_id, board, goal), slice)| {
            Request::Search {
                job,
                board_id,
                slice,
                board,
                goal,
            }
        }),
        number().prop_map(|job| Request::Largest { job }),
        (ids(), any::<u32>()).prop_map(|((job, _, board, goal), slice)| {
            Request::LitOnly {
                job,
                slice,
                board,
                goal,
            }
        }),
        (ids(), ask).prop_map(|((job, board_id, board, goal), ask)| {
            Request::Solutions {
                job,
                board_id,
                board,
                goal,
                ask,
            }
        }),
        (number(), question).prop_map(|(id, question)| Request::Ello { id, question }),
        ids().prop_map(|(job, board_id, board, goal)| Request::Repair {
            job,
            board_id,
            board,
            goal
        }),
    ]
}

fn refusal() -> impl Strategy<Value = Refusal> {
    let walk = (number(), number(), number()).prop_map(|(patterns, cells, entries)| WalkSize {
        patterns,
        cells,
        entries,
    });
    let search = prop_oneof![Just(SearchFor::Fewest), Just(SearchFor::Largest)];
    prop_oneof![
        any::<String>().prop_map(Refusal::Engine),
        number().prop_map(|job| Refusal::Superseded { job }),
        (difficulty(), number(), number()).prop_map(|(difficulty, lower, upper)| {
            Refusal::UnsettledBand {
                difficulty,
                lower,
                upper,
            }
        }),
        difficulty().prop_map(|difficulty| Refusal::RareBand { difficulty }),
        Just(Refusal::CannotReachGoal),
        number().prop_map(|max_work| Refusal::TooManyToSort { max_work }),
        Just(Refusal::Stopped),
        Just(Refusal::WorkerFailed),
        (search, walk, number()).prop_map(|(search, size, allowed)| {
            Refusal::TooLargeToSearch {
                search,
                size,
                allowed,
            }
        }),
        (size(), size(), of(size())).prop_map(|(rows, cols, largest)| {
            Refusal::TooLargeForRule {
                rows,
                cols,
                largest,
            }
        }),
    ]
}

/// `Ok` of `value` or an `Err` of every refusal.
fn result<T: Debug>(value: impl Strategy<Value = T>) -> impl Strategy<Value = Result<T, Refusal>> {
    prop_oneof![value.prop_map(Ok), refusal().prop_map(Err)]
}

fn answer() -> impl Strategy<Value = Answer> {
    prop_oneof![
        cells().prop_map(Answer::Solvable),
        vec((any::<u32>(), any::<u32>()), 0..8).prop_map(Answer::Unsolvable),
        refusal().prop_map(Answer::Unavailable),
    ]
}

fn family() -> impl Strategy<Value = Family> {
    prop_oneof![
        Just(Family::Tree),
        size().prop_map(|p| Family::Complete { p }),
        size().prop_map(|p| Family::Cycle { p }),
        (size(), size()).prop_map(|(m, n)| Family::Bipartite { m, n }),
        size().prop_map(|dimension| Family::Hypercube { dimension }),
        size().prop_map(|rim| Family::Wheel { rim }),
        (size(), size()).prop_map(|(rows, cols)| Family::Grid { rows, cols }),
        Just(Family::MaximalOuterplanar),
    ]
}

fn analysis() -> impl Strategy<Value = Option<Analysis>> {
    let verdict = prop_oneof![
        of(vec(size(), 0..10)).prop_map(|order| Verdict::Winnable { order }),
        Just(Verdict::Unwinnable),
        Just(Verdict::Unknown),
    ];
    let why = prop_oneof![
        Just(Implausible::Parity),
        Just(Implausible::AllRed),
        Just(Implausible::Reflection),
    ];
    let reason = prop_oneof![
        Just(Reason::Parity),
        (size(), why).prop_map(|(vertex, why)| Reason::Implausible { vertex, why }),
        family().prop_map(Reason::Rule),
        Just(Reason::Mop),
        Just(Reason::Search),
        Just(Reason::Blocks),
        Just(Reason::Components),
        Just(Reason::TooLarge),
        Just(Reason::Stopped),
    ];
    of((any::<bool>(), of(family()), verdict, reason).prop_map(
        |(parity_ok, family, verdict, reason)| Analysis {
            parity_ok,
            family,
            verdict,
            reason,
        },
    ))
}

fn response() -> impl Strategy<Value = Response> {
    let facts = (
        (size(), 2..=16u8, of(size()), of(size())),
        vec((any::<u32>(), number()), 0..4),
        vec(cells(), 0..4),
        (size(), size()),
    )
        .prop_map(
            |((cells, states, rank, nullity), kernel, quiet, (generators, unknowns))| Facts {
                cells,
                states,
                rank,
                nullity,
                kernel,
                quiet_patterns: quiet,
                generators,
                unknowns,
            },
        );
    let dealt = (cells(), number(), answer(), any::<bool>(), any::<bool>()).prop_map(
        |(board, seed, answer, all_solved, minimal)| Dealt {
            board,
            seed,
            answer,
            all_solved,
            minimal,
        },
    );
    let searched = (cells(), any::<bool>(), number(), share()).prop_map(
        |(presses, minimal, lower_bound, done)| SearchReport {
            presses,
            minimal,
            lower_bound,
            done,
        },
    );
    let largest = (number(), number()).prop_map(|(lower, upper)| LargestCount { lower, upper });
    let no_hint = prop_oneof![
        Just(NoHint::AtGoal),
        Just(NoHint::NothingLit),
        Just(NoHint::UnsolvableWithoutTheRule),
        Just(NoHint::Unreachable),
        (size(), 2..=16u8).prop_map(|(cells, states)| NoHint::TooManyBoards { cells, states }),
        Just(NoHint::Stopped),
    ];
    let lit_only = prop_oneof![
        share().prop_map(|done| LitOnlyReport::Searching { done }),
        (size(), size()).prop_map(|(cell, presses)| LitOnlyReport::Hint { cell, presses }),
        no_hint.prop_map(LitOnlyReport::NoHint),
    ];
    let ask = (number(), any::<bool>()).prop_map(|(offset, sorted)| PageAsk { offset, sorted });
    let page = (
        any::<String>(),
        of(number()),
        any::<bool>(),
        vec(cells(), 0..10),
    )
        .prop_map(|(count, total, sortable, solutions)| SolutionsPage {
            count,
            total,
            sortable,
            solutions,
        });
    let fix = (vec((size(), 0..16u8), 0..20), any::<bool>(), number()).prop_map(
        |(changes, minimal, lower_bound)| Fix {
            changes,
            minimal,
            lower_bound,
        },
    );
    let colours =
        (colours(), any::<bool>(), of(vec(size(), 0..10))).prop_map(|(colours, uniform, order)| {
            DealtColours {
                colours,
                uniform,
                order,
            }
        });
    prop_oneof![
        Just(Response::Pong),
        (number(), result(facts)).prop_map(|(job, result)| Response::Analysed { job, result }),
        ((number(), number()), answer()).prop_map(|((job, board_id), answer)| Response::Solved {
            job,
            board_id,
            answer
        }),
        ((number(), number()), result(dealt)).prop_map(|((job, deal), result)| Response::Dealt {
            job,
            deal,
            result
        }),
        ((number(), number()), any::<u32>(), result(searched)).prop_map(
            |((job, board_id), slice, result)| {
                Response::Searched {
                    job,
                    board_id,
                    slice,
                    result,
                }
            }
        ),
        (number(), result(largest)).prop_map(|(job, result)| Response::Largest { job, result }),
        (number(), any::<u32>(), cells(), result(lit_only)).prop_map(
            |(job, slice, board, result)| Response::LitOnly {
                job,
                slice,
                board,
                result
            }
        ),
        ((number(), number()), ask, result(page)).prop_map(|((job, board_id), ask, result)| {
            Response::Solutions {
                job,
                board_id,
                ask,
                result,
            }
        }),
        ((number(), number()), result(fix)).prop_map(|((job, board_id), result)| {
            Response::Repaired {
                job,
                board_id,
                result,
            }
        }),
        (number(), result(analysis()))
            .prop_map(|(id, result)| Response::ElloAnalysed { id, result }),
        (number(), result(colours)).prop_map(|(id, result)| Response::ElloDealt { id, result }),
    ]
}

fn snapshot() -> impl Strategy<Value = Snapshot> {
    let game = (
        any::<String>(),
        any::<bool>(),
        of(number()),
        vec(any::<u32>(), 0..30),
        size(),
    );
    let view = (any::<bool>(), any::<bool>(), of(any::<String>()));
    let help = (
        any::<u32>(),
        of(number()),
        of(number()),
        of(any::<String>()),
        of(size()),
    );
    (setup(), game, view, help).prop_map(
        |(setup, (start, packed, seed, moves, position), (numbers, lit_only, difficulty), help)| {
            let (hints, started, finished, daily, level) = help;
            Snapshot {
                setup,
                start,
                packed,
                seed,
                moves,
                position,
                numbers,
                lit_only,
                difficulty,
                hints,
                started,
                finished,
                daily,
                level,
            }
        },
    )
}

/// A calendar date of 2020 to 2039.
fn day() -> impl Strategy<Value = Day> {
    (2020..2040u32, 1..=12u32, 1..=28u32)
        .prop_map(|(y, m, d)| Day::parse(&format!("{y:04}-{m:02}-{d:02}")).expect("a date"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_request_crosses_the_worker_unchanged(request in request()) {
        round_trip(request)?;
    }

    #[test]
    fn every_answer_crosses_the_worker_unchanged(response in response()) {
        crosses_the_worker(response)?;
    }

    #[test]
    fn a_saved_game_and_its_setup_come_back_unchanged(snapshot in snapshot()) {
        round_trip(snapshot.setup.clone())?;
        round_trip(snapshot)?;
    }

    #[test]
    fn games_kept_aside_come_back_unchanged(games in vec((snapshot(), time()), 0..3)) {
        let games: Vec<Kept> = games.into_iter().map(|(game, saved)| Kept { game, saved }).collect();
        round_trip(games)?;
    }

    #[test]
    fn an_ello_game_and_learns_place_come_back_unchanged(
        code in any::<String>(),
        moves in vec(size(), 0..20),
        played in size(),
        setup in setup(),
        board in cells(),
        place in (0..4usize, any::<bool>(), size(), size(), any::<bool>()),
    ) {
        round_trip(SavedGame { code, moves, played })?;
        let (view, second, visits, position, shown) = place;
        let pass = if second { Pass::Second } else { Pass::First };
        round_trip(Place { setup, board, view: View::ALL[view], pass, visits, position, shown })?;
    }

    #[test]
    fn statistics_and_levels_come_back_unchanged(
        dailies in vec((day(), of((number(), of(number()), any::<u32>()))), 0..20),
        levels in vec((1..100usize, number(), any::<u32>()), 0..20),
    ) {
        let mut statistics = Rc::new(Statistics::default());
        for (day, solve) in dailies {
            let action = match solve {
                Some((presses, fewest, hints)) => StatisticsAction::Solved(day, presses, fewest, hints),
                None => StatisticsAction::Played(day),
            };
            statistics = statistics.reduce(action);
        }
        round_trip((*statistics).clone())?;
        let mut progress = Rc::new(Progress::default());
        for (level, presses, hints) in levels {
            progress = progress.reduce(ProgressAction::Solved(level, Best { presses, hints }));
        }
        round_trip((*progress).clone())?;
    }
}

/// A million-cell answer crosses as one byte a cell, with a few dozen bytes of names and
/// lengths around it.
#[test]
fn a_large_board_crosses_as_a_byte_a_cell() {
    let presses: Vec<u8> = (0..1 << 20).map(|i| (i % 7 == 0) as u8).collect();
    let response = Response::Solved {
        job: 3,
        board_id: 4,
        answer: Answer::Solvable(presses),
    };
    let bytes = response.to_bytes();
    assert!(bytes.len() < (1 << 20) + 64, "{} bytes", bytes.len());
    assert_eq!(Response::from_bytes(&bytes), Some(response));
}

/// Stored text as serde_json wrote it and as the page writes it: escapes, a 64-bit seed and a
/// time with its decimal point read back exactly, and an absent or `null` field is absent.
#[test]
fn stored_text_reads_back_as_written() {
    let number = |digits: &str| Json::Number(digits.into());
    let name = "a \"quoted\"\\ line\nand a tab\t\u{1} é ☃";
    let value = Json::Object(vec![
        ("seed".into(), number("18446744073709551615")),
        ("saved".into(), number("1764201600000.0")),
        ("name".into(), Json::Text(name.into())),
        ("moves".into(), Json::List(vec![number("0"), number("24")])),
        ("graph".into(), Json::Null),
        ("shown".into(), Json::Bool(true)),
    ]);
    let mut text = String::new();
    value.write(&mut text);
    assert_eq!(
        text,
        r#"{"seed":18446744073709551615,"saved":1764201600000.0,"name":"a \"quoted\"\\ line\nand a tab\t\u0001 é ☃","moves":[0,24],"graph":null,"shown":true}"#
    );
    let back = Json::parse(&text).unwrap();
    assert_eq!(back, value);
    assert_eq!(back.get("seed").unwrap().as_small(), Ok(u64::MAX));
    assert_eq!(
        f64::from_json(back.get("saved").unwrap()),
        Ok(1764201600000.0)
    );
    assert_eq!(back.get("graph"), None);
    assert_eq!(back.get("absent"), None);
    // A board is written as the list of numbers it is.
    assert_eq!(vec![0u8, 1, 15].to_text(), "[0,1,15]");
    assert_eq!(Vec::<u8>::from_text("[0,1,15]"), Ok(vec![0, 1, 15]));
}

#[test]
fn what_serde_json_accepted_reads_too() {
    let text = " { \"a\" : [ 1 , -2.5e3 , 0.25E-1 ] ,\n\t\"b\":\"\\u00e9\\ud83d\\ude00\\/\", \"c\":{} , \"d\":[] } ";
    let value = Json::parse(text).unwrap();
    let numbers = value.get("a").unwrap().as_list().unwrap();
    assert_eq!(f64::from_json(&numbers[1]), Ok(-2500.0));
    assert_eq!(f64::from_json(&numbers[2]), Ok(0.025));
    assert_eq!(value.get("b").unwrap().as_text(), Ok("é😀/"));
    assert_eq!(value.get("c"), Some(&Json::Object(Vec::new())));
}

/// A damaged entry is refused with where it went wrong, never misread, and nesting deep
/// enough to exhaust the stack is refused before it does.
#[test]
fn malformed_text_is_refused_with_where() {
    for bad in [
        "",
        "{",
        "[1,]",
        "{\"a\" 1}",
        "1 .5",
        "1-2",
        "-",
        "1e",
        "nul",
        "\"open",
        "\"\\x\"",
        "\"\\ud800\"",
        "\"\\ud800\\u0041\"",
        "\"\\u12\"",
        "\"tab\there\"",
        "{} {}",
        "[1 2]",
        "{1:2}",
    ] {
        assert!(Json::parse(bad).is_err(), "{bad:?} read");
    }
    assert_eq!(
        Json::parse("[1,]").unwrap_err(),
        "expected a value at character 4"
    );
    let deep = "[".repeat(100_000);
    assert!(Json::parse(&deep)
        .unwrap_err()
        .starts_with("nesting too deep"));
}

#[test]
fn fields_of_the_wrong_kind_say_so() {
    let value = Json::parse(r#"{"rows":"5","states":300,"seed":-1,"big":1.5}"#).unwrap();
    assert_eq!(
        value.get("rows").unwrap().as_small::<u64>(),
        Err("expected a whole number, found text".to_string())
    );
    assert!(value.get("states").unwrap().as_small::<u8>().is_err());
    assert!(value.get("seed").unwrap().as_small::<u64>().is_err());
    assert!(value.get("big").unwrap().as_small::<u64>().is_err());
    assert_eq!(
        field::<u64>(&value, "moves"),
        Err("missing field `moves`".to_string())
    );
    assert_eq!(
        field::<Option<u64>>(&value, "moves"),
        Ok(None),
        "an absent option is none"
    );
    assert_eq!(
        field::<u64>(&Json::Number("3".into()), "moves"),
        Err("expected an object, found a number".to_string())
    );
}

/// A small number crosses the worker as one byte, and bytes the worker did not write read as
/// nothing, never as a wrong message: a number longer than ten bytes, a list longer than the
/// message, a number too large for its field, a flag that is neither, bytes left over.
#[test]
fn small_numbers_take_a_byte_and_damaged_messages_read_as_none() {
    assert_eq!(127u64.to_bytes(), [127]);
    assert_eq!(128u64.to_bytes(), [0x80, 1]);
    assert_eq!(u64::from_bytes(&u64::MAX.to_bytes()), Some(u64::MAX));
    assert_eq!(u64::from_bytes(&[0x80; 11]), None);
    assert_eq!(
        Vec::<u64>::from_bytes(&[0xff, 0xff, 0xff, 0xff, 0x0f]),
        None
    );
    assert_eq!(Vec::<u8>::from_bytes(&[5, 1, 2]), None);
    assert_eq!(u8::from_bytes(&256u64.to_bytes()), None);
    assert_eq!(bool::from_bytes(&[2]), None);
    assert_eq!(u64::from_bytes(&[1, 2]), None);
}
