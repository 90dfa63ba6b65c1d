//! The worksheet's state: which sheet (its link) and the sheet dealt for it, or why there is
//! none. Every change is an [`Action`] through the reducer, which deals the sheet with the
//! engine on the page, as `lights-lab worksheet` deals it: the same limits (1 to 12 puzzles,
//! boards of at most 400 cells) and the same deal from the same number, held to [`DEAL_MS`]
//! (a deal that takes longer is refused with a sentence, never a frozen tab).

use std::rc::Rc;

use lights_lab_engine::{
    Budget, Difficulty, ErrorKind, Reduced, SharedPuzzle, Worksheet, MAX_SHEET_PUZZLES,
};
use yew::Reducible;

use super::link::{parse_count, SheetLink};
use crate::shared::wording;

/// The longest the page deals a sheet for, in milliseconds: the deal runs on the page, so a
/// slow one holds the tab this long at most.
pub const DEAL_MS: f64 = 1000.0;

/// A sheet until the teacher chooses: a page of puzzles and a page of answers.
pub const DEFAULT_COUNT: usize = 6;

/// The sheet on show, or why there is none.
#[derive(Debug, Clone, PartialEq)]
pub enum Sheet {
    /// Nothing asked for yet.
    None,
    /// The title ("Lights Out worksheet: 6 hard puzzles") and the pages, each an `<svg>`
    /// element as the engine draws it.
    Pages {
        title: String,
        pages: Rc<Vec<String>>,
    },
    /// A sentence for the teacher: what was wrong and what to do.
    Refused(String),
}

#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The sheet's link; `None` before any sheet, or when the link opened did not read.
    pub link: Option<SheetLink>,
    pub sheet: Sheet,
    /// Why the count typed was not taken (the sheet on show stays).
    pub count_refused: Option<String>,
}

#[derive(Debug, Clone)]
pub enum Action {
    /// A sheet's link opened (from the address), or why it does not read.
    Open(Result<SheetLink, String>),
    /// A sheet of the Lights Out page's puzzle (its share code; `None` while its deal is on
    /// its way): the sheet on show when it is that puzzle's, else a new one dealt from
    /// `seed`, as many and as hard as the last.
    Make {
        code: Option<String>,
        seed: u64,
    },
    /// The count typed, 1 to 12.
    Count(String),
    Difficulty(Difficulty),
    /// Another sheet of the same kind, dealt from this number.
    Deal(u64),
}

impl Default for State {
    fn default() -> Self {
        Self {
            link: None,
            sheet: Sheet::None,
            count_refused: None,
        }
    }
}

impl State {
    /// The page's heading: the sheet's title, "Lights Out worksheet: 6 hard puzzles".
    pub fn title(&self) -> String {
        match &self.sheet {
            Sheet::Pages { title, .. } => title.clone(),
            Sheet::None | Sheet::Refused(_) => "Lights Out worksheet".to_string(),
        }
    }

    /// The sheet a link names, dealt.
    fn dealt(link: SheetLink) -> Rc<Self> {
        let sheet = match deal(&link) {
            Ok(sheet) => Sheet::Pages {
                title: sheet.title(),
                pages: Rc::new(sheet.pages()),
            },
            Err(why) => Sheet::Refused(why),
        };
        Rc::new(State {
            link: Some(link),
            sheet,
            count_refused: None,
        })
    }

    fn refused(why: String) -> Rc<Self> {
        Rc::new(State {
            link: None,
            sheet: Sheet::Refused(why),
            count_refused: None,
        })
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let link = match (action, &self.link) {
            (Action::Open(Ok(link)), _) => link,
            (Action::Open(Err(why)), _) => return State::refused(why),
            (Action::Make { code: None, .. }, _) => {
                return State::refused(
                    "The Lights Out page is still dealing its puzzle. Press Make a sheet again in a moment."
                        .into(),
                )
            }
            (Action::Make { code: Some(code), .. }, Some(link))
                if link.code == code && matches!(self.sheet, Sheet::Pages { .. }) =>
            {
                return self
            }
            (Action::Make { code: Some(code), seed }, last) => SheetLink {
                count: last.as_ref().map_or(DEFAULT_COUNT, |last| last.count),
                difficulty: last.as_ref().map_or(Difficulty::Medium, |last| last.difficulty),
                seed,
                code,
            },
            (Action::Count(text), Some(link)) => match parse_count(&text) {
                Some(count) if count == link.count && self.count_refused.is_none() => return self,
                Some(count) => SheetLink {
                    count,
                    ..link.clone()
                },
                None => {
                    let why = format!(
                        "A worksheet holds 1 to {MAX_SHEET_PUZZLES} puzzles: this sheet keeps its {}.",
                        link.count
                    );
                    return Rc::new(State {
                        count_refused: Some(why),
                        ..(*self).clone()
                    });
                }
            },
            (Action::Difficulty(difficulty), Some(link)) => SheetLink {
                difficulty,
                ..link.clone()
            },
            (Action::Deal(seed), Some(link)) => SheetLink {
                seed,
                ..link.clone()
            },
            // The fields are shown only with a sheet's link.
            (Action::Count(_) | Action::Difficulty(_) | Action::Deal(_), None) => return self,
        };
        State::dealt(link)
    }
}

/// The sheet a link names, dealt as `lights-lab worksheet` deals it, or a sentence saying why
/// not and what to do.
pub fn deal(link: &SheetLink) -> Result<Worksheet, String> {
    let setup = SharedPuzzle::from_code(&link.code).map_err(|_| {
        "This worksheet link names no puzzle this page can open. Press Make a sheet below for a sheet of the puzzle on the Lights Out page.".to_string()
    })?;
    // The engine's limits, before anything is factored; the link's count is in range already.
    Worksheet::check(&setup, link.count).map_err(|error| match error.kind() {
        ErrorKind::TooLarge { max, .. } => format!(
            "A worksheet's boards have at most {max} cells (20 × 20), and this board has {}. Choose a smaller board on the Lights Out page, then Worksheet.",
            wording::count(setup.puzzle.cells() as u64, "cell", "cells")
        ),
        _ => wording::sentence(&wording::capitalise(error.message())),
    })?;
    let too_long = || {
        format!(
            "This worksheet took longer than {} to deal on this page. Choose an easier difficulty or a smaller board, or make it with the command line: lights-lab worksheet.",
            wording::count((DEAL_MS / 1000.0) as u64, "second", "seconds")
        )
    };
    let mut budget = deal_budget();
    let reduced = Reduced::new_within(&setup.puzzle, &mut budget).map_err(|_| too_long())?;
    let largest = reduced.largest_fewest(&mut budget);
    // The bands are cut from the largest count; one not settled in time would cut them
    // differently from the command line's, and the sheet would not be its.
    if largest.exact().is_none() {
        return Err(too_long());
    }
    Worksheet::deal(
        &setup,
        &reduced,
        &largest,
        link.count,
        link.difficulty,
        link.seed,
        &mut budget,
    )
    .map_err(|error| {
        if *error.kind() == ErrorKind::Stopped {
            too_long()
        } else {
            wording::sentence(&format!(
                "No {} worksheet on this board: {}. Choose another difficulty",
                link.difficulty,
                wording::uncapitalise(&error.to_string())
            ))
        }
    })
}

/// The page's deadline for a deal; natively (in tests) a count of steps instead of a clock.
fn deal_budget() -> Budget<'static> {
    #[cfg(target_arch = "wasm32")]
    {
        use crate::shared::clock;
        Budget::until(clock::now, clock::now() + DEAL_MS)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        Budget::steps(1 << 32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIVE: &str = "v1.s5x5.plane.plus.n2.off.seed1";

    fn made(code: &str, seed: u64) -> Rc<State> {
        Rc::new(State::default()).reduce(Action::Make {
            code: Some(code.to_string()),
            seed,
        })
    }

    fn pages(state: &State) -> Rc<Vec<String>> {
        match &state.sheet {
            Sheet::Pages { pages, .. } => pages.clone(),
            other => panic!("no sheet: {other:?}"),
        }
    }

    /// Every "Fewest presses: K" a page prints, in order.
    fn counts(page: &str) -> Vec<u64> {
        page.split(">Fewest presses: ")
            .skip(1)
            .map(|rest| rest[..rest.find('<').unwrap()].parse().unwrap())
            .collect()
    }

    /// Six medium 5 x 5 puzzles (6 to 10 presses each: its hardest board needs 15) on a page,
    /// and their answers on another; fewer puzzles are the first of them, and the same count
    /// deals the same sheet again.
    #[test]
    fn a_sheet_of_the_puzzle_opens_and_changes_with_its_fields() {
        let state = made(FIVE, 7);
        assert_eq!(state.title(), "Lights Out worksheet: 6 medium puzzles");
        let sheet = pages(&state);
        assert_eq!(sheet.len(), 2);
        assert!(sheet[0].contains(">Puzzle 6<") && !sheet[0].contains(">Puzzle 7<"));
        assert!(sheet[1].contains(">Answers<") && sheet[1].contains(">Puzzle 6: "));
        let six = counts(&sheet[0]);
        assert_eq!(six.len(), 6);
        assert!(six.iter().all(|count| (6..=10).contains(count)), "{six:?}");
        let link = state.link.clone().unwrap();
        assert_eq!(
            (link.count, link.difficulty, link.seed),
            (6, Difficulty::Medium, 7)
        );

        let two = state.clone().reduce(Action::Count("2".into()));
        assert_eq!(counts(&pages(&two)[0]), six[..2]);
        assert!(!pages(&two)[0].contains(">Puzzle 3<"));
        assert_eq!(two.reduce(Action::Count(" 6 ".into())).sheet, state.sheet);

        let hard = state.clone().reduce(Action::Difficulty(Difficulty::Hard));
        assert_eq!(hard.title(), "Lights Out worksheet: 6 hard puzzles");
        assert!(counts(&pages(&hard)[0])
            .iter()
            .all(|c| (11..=14).contains(c)));
        assert_ne!(state.clone().reduce(Action::Deal(8)).sheet, state.sheet);
    }

    /// Back on Worksheet after playing, the sheet on show stays when it is of the same
    /// puzzle; another puzzle gets a sheet as many and as hard as the last.
    #[test]
    fn picking_worksheet_again_keeps_the_sheet_of_the_same_puzzle() {
        let state = made(FIVE, 7).reduce(Action::Difficulty(Difficulty::Hard));
        let again = state.clone().reduce(Action::Make {
            code: Some(FIVE.into()),
            seed: 9,
        });
        assert!(Rc::ptr_eq(&again, &state));
        let other = state.reduce(Action::Make {
            code: Some("v1.s4x4.plane.plus.n2.off.seed1".into()),
            seed: 9,
        });
        assert_eq!(other.title(), "Lights Out worksheet: 6 hard puzzles");
    }

    #[test]
    fn a_count_out_of_range_is_refused_beside_its_field_and_the_sheet_stays() {
        let state = made(FIVE, 7);
        for typed in ["0", "13", "99", "six", ""] {
            let refused = state.clone().reduce(Action::Count(typed.into()));
            assert_eq!(refused.sheet, state.sheet, "{typed}");
            assert_eq!(
                refused.count_refused.as_deref(),
                Some("A worksheet holds 1 to 12 puzzles: this sheet keeps its 6.")
            );
            // The count typed again clears the refusal.
            assert_eq!(*refused.reduce(Action::Count("6".into())), *state);
        }
    }

    /// What cannot be dealt says why and what to do, in a sentence, and never a blank page.
    #[test]
    fn what_cannot_be_dealt_says_why_in_a_sentence() {
        let refusal = |state: Rc<State>| match &state.sheet {
            Sheet::Refused(why) => why.clone(),
            other => panic!("dealt: {other:?}"),
        };
        let large = refusal(made("v1.s21x21.plane.plus.n2.off.seed1", 1));
        assert!(
            large.contains("at most 400 cells (20 × 20), and this board has 441 cells."),
            "{large}"
        );
        assert!(refusal(made("not a code", 1)).contains("names no puzzle this page can open"));
        let lone =
            made("v1.s1x1.plane.plus.n2.off.seed1", 1).reduce(Action::Difficulty(Difficulty::Easy));
        let easy = refusal(lone);
        assert!(
            easy.starts_with("No easy worksheet on this board: "),
            "{easy}"
        );
        assert!(easy.ends_with(". Choose another difficulty."), "{easy}");
        let opened = Rc::new(State::default()).reduce(Action::Open(Err("Broken.".into())));
        assert_eq!(
            (opened.link.clone(), refusal(opened)),
            (None, "Broken.".into())
        );
        let waiting = Rc::new(State::default()).reduce(Action::Make {
            code: None,
            seed: 1,
        });
        assert!(refusal(waiting).contains("still dealing"));
        for why in [large, easy] {
            assert!(!why.contains("seed") && !why.contains("..=") && !why.contains(" got "));
        }
    }
}
