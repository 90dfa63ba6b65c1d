//! The one place that answers the pages' questions: an [`Analyst`] holds the latest
//! precomputation and the searches between their slices.

use rand::rngs::StdRng;
use rand::SeedableRng;

use super::effort::Effort;
use super::ello::{self, ElloQuestion};
use super::held::{HeldLitOnly, HeldSearch};
use super::protocol::{
    Answer, DealKind, Dealt, Facts, LargestCount, Request, Response, MAX_QUIET_CELLS,
    MAX_QUIET_SHOWN,
};
use super::refusal::Refusal;
use super::solutions::{self};
use lights_lab_engine::{Board, Goal, Largest, Outcome, Reduced, SharedPuzzle, Start};

/// How many seeds a deal tries before concluding that every board it can deal is solved
/// already (as on a board where no press changes anything).
const DEAL_TRIES: usize = 64;

/// Holds the latest precomputation and answers questions about it.
#[derive(Debug, Default)]
pub struct Analyst {
    pub(crate) current: Option<(u64, Result<Reduced, Refusal>)>,
    /// How long one answer may take.
    pub(crate) effort: Effort,
    /// The fewest-press search between its slices.
    pub(crate) search: Option<HeldSearch>,
    /// The largest fewest-press count of a job, with a board that needs it.
    pub(crate) largest: Option<(u64, Largest)>,
    /// The lit-only search of a job and goal, between its slices and between Hints.
    pub(crate) lit_only: Option<HeldLitOnly>,
}

impl Analyst {
    /// An analyst whose searches stop at deadlines on `clock` (milliseconds), as in the
    /// browser; [`Analyst::default`] counts steps instead, which tests can repeat.
    pub fn timed(clock: fn() -> f64) -> Self {
        Self {
            effort: Effort::timed(clock),
            ..Self::default()
        }
    }

    /// Answers one request. Pure computation: the worker and the page call this alike.
    pub fn handle(&mut self, request: Request) -> Response {
        match request {
            Request::Ping => Response::Pong,
            Request::Analyse { job, setup } => {
                let reduced = setup
                    .puzzle()
                    .and_then(|puzzle| Reduced::new(&puzzle))
                    .map_err(|error| Refusal::analysing(&setup, error));
                let result = reduced.as_ref().map(facts).map_err(Clone::clone);
                self.current = Some((job, reduced));
                // The old puzzle's lit-only table (up to 44 MiB) answers nothing any more.
                self.lit_only = None;
                Response::Analysed { job, result }
            }
            Request::Solve {
                job,
                board_id,
                board,
                goal,
            } => Response::Solved {
                job,
                board_id,
                answer: match self.reduced(job) {
                    Ok(reduced) => solve(reduced, &Board(board), &goal),
                    Err(message) => Answer::Unavailable(message),
                },
            },
            Request::Deal {
                job,
                deal,
                kind: DealKind::Band(difficulty),
                seed,
                goal,
            } => Response::Dealt {
                job,
                deal,
                result: self.deal_band(job, difficulty, seed, &goal),
            },
            Request::Deal {
                job,
                deal,
                kind,
                seed,
                goal,
            } => Response::Dealt {
                job,
                deal,
                result: self
                    .reduced(job)
                    .and_then(|reduced| deal_board(reduced, kind, seed, &goal)),
            },
            Request::Search {
                job,
                board_id,
                slice,
                board,
                goal,
            } => Response::Searched {
                job,
                board_id,
                slice,
                result: self.search_slice(job, board, goal),
            },
            Request::Largest { job } => Response::Largest {
                job,
                result: self.largest(job).map(|largest| LargestCount::of(&largest)),
            },
            Request::LitOnly {
                job,
                slice,
                board,
                goal,
            } => Response::LitOnly {
                job,
                slice,
                board: board.clone(),
                result: self.lit_only_slice(job, board, goal),
            },
            Request::Solutions {
                job,
                board_id,
                board,
                goal,
                ask,
            } => Response::Solutions {
                job,
                board_id,
                ask,
                result: self
                    .reduced(job)
                    .and_then(|reduced| solutions::page(reduced, &Board(board), &goal, ask)),
            },
            Request::Ello {
                id,
                question:
                    ElloQuestion::Analyse {
                        graph,
                        start,
                        moves,
                    },
            } => Response::ElloAnalysed {
                id,
                result: ello::analyse(&graph, start, &moves),
            },
            Request::Ello {
                id,
                question: ElloQuestion::Deal { graph, seed },
            } => Response::ElloDealt {
                id,
                result: ello::deal(&graph, seed),
            },
            Request::Repair {
                job,
                board_id,
                board,
                goal,
            } => Response::Repaired {
                job,
                board_id,
                result: self.repair(job, &Board(board), &goal),
            },
        }
    }

    pub(crate) fn reduced(&self, job: u64) -> Result<&Reduced, Refusal> {
        match &self.current {
            Some((current, Ok(reduced))) if *current == job => Ok(reduced),
            Some((current, Err(message))) if *current == job => Err(message.clone()),
            _ => Err(Refusal::Superseded { job }),
        }
    }
}

fn facts(reduced: &Reduced) -> Facts {
    let kernel = [2, 3, 5, 7, 11, 13]
        .into_iter()
        .map(|p| (p, reduced.kernel_size().exponent_of(p)))
        .filter(|&(_, e)| e > 0)
        .collect();
    Facts {
        cells: reduced.cells(),
        states: reduced.states(),
        rank: reduced.rank(),
        nullity: reduced.nullity(),
        kernel,
        quiet_patterns: reduced
            .quiet_patterns()
            .take(MAX_QUIET_SHOWN.min((MAX_QUIET_CELLS / reduced.cells().max(1)).max(1)))
            .map(|presses| presses.0)
            .collect(),
        generators: reduced.quiet_pattern_count(),
        unknowns: reduced.unknowns(),
    }
}

fn solve(reduced: &Reduced, board: &Board, goal: &Goal) -> Answer {
    match reduced.solve(board, goal) {
        Ok(Outcome::Solvable(presses)) => Answer::Solvable(presses.0),
        Ok(Outcome::Unsolvable(class)) => Answer::Unsolvable(
            class
                .invariants
                .iter()
                .map(|invariant| (invariant.value, invariant.modulus))
                .collect(),
        ),
        Err(error) => Answer::Unavailable(error.into()),
    }
}

/// Deals from `seed`, then (unless the seed itself was asked for) from the seeds after it
/// while the board is already at the goal. A solvable deal is the board a share code's seed
/// names ([`SharedPuzzle::start_board`]), so the seed alone is enough to share it.
fn deal_board(reduced: &Reduced, kind: DealKind, seed: u64, goal: &Goal) -> Result<Dealt, Refusal> {
    let target = goal.target(reduced.cells(), reduced.states());
    let shared = SharedPuzzle::new(reduced.puzzle().clone(), goal.clone(), Start::Seed(seed))?;
    let draw = |seed: u64| match kind {
        DealKind::Solvable | DealKind::Seed => SharedPuzzle {
            start: Start::Seed(seed),
            ..shared.clone()
        }
        .start_board(reduced),
        DealKind::Any => reduced.random_board_with_rng(&mut StdRng::seed_from_u64(seed)),
        DealKind::Band(_) => unreachable!("Analyst::deal_band deals by difficulty"),
    };
    let tries = if kind == DealKind::Seed {
        1
    } else {
        DEAL_TRIES
    };
    let mut seed = seed;
    let mut board = draw(seed);
    for _ in 1..tries {
        if board != target {
            break;
        }
        seed = next_seed(seed);
        board = draw(seed);
    }
    Ok(Dealt {
        answer: solve(reduced, &board, goal),
        all_solved: board == target && kind != DealKind::Seed,
        board: board.0,
        seed,
        minimal: false,
    })
}

/// The next seed of a sequence (SplitMix64's step): the reducer draws seeds from it, so that
/// it stays a pure function of the seed it started with.
pub fn next_seed(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// An analyst that has analysed `setup` as job 1: where the tests of every question start.
#[cfg(test)]
pub(crate) fn analysed(setup: crate::puzzle::setup::Setup) -> Analyst {
    let mut analyst = Analyst::default();
    analyst.handle(Request::Analyse { job: 1, setup });
    analyst
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::setup::{Lattice, Setup};
    use lights_lab_engine::Puzzle;

    fn facts_of(setup: Setup) -> (Analyst, Facts) {
        let mut analyst = Analyst::default();
        match analyst.handle(Request::Analyse { job: 1, setup }) {
            Response::Analysed { result, .. } => {
                let facts = result.expect("the setup analyses");
                (analyst, facts)
            }
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn classic_lights_out_has_two_quiet_patterns() {
        // 5 x 5 Lights Out: rank 23, kernel 2^2 (Anderson and Feil 1998).
        let (_, facts) = facts_of(Setup::default());
        assert_eq!((facts.rank, facts.nullity), (Some(23), Some(2)));
        assert_eq!(facts.kernel, [(2, 2)]);
        assert_eq!(facts.quiet_patterns.len(), 2);
        assert_eq!(facts.unknowns, 5);
    }

    #[test]
    fn composite_states_give_no_rank_but_a_factored_kernel() {
        // Mod 6 the quiet patterns are those mod 2 times those mod 3 (Chinese remainders).
        let with_states = |states| {
            facts_of(Setup {
                states,
                ..Setup::default()
            })
            .1
        };
        let (two, three, six) = (with_states(2), with_states(3), with_states(6));
        assert_eq!(six.rank, None);
        let nullity = |facts: &Facts| facts.nullity.unwrap() as u64;
        assert_eq!(six.kernel, [(2, nullity(&two)), (3, nullity(&three))]);
    }

    #[test]
    fn a_solution_takes_the_board_to_the_goal() {
        let (mut analyst, _) = facts_of(Setup::default());
        let board = Board::parse("1100010000000000000000000", 25, 2).unwrap();
        let answer = match analyst.handle(Request::Solve {
            job: 1,
            board_id: 7,
            board: board.0.clone(),
            goal: Goal::Off,
        }) {
            Response::Solved {
                job: 1,
                board_id: 7,
                answer,
            } => answer,
            other => panic!("unexpected {other:?}"),
        };
        let Answer::Solvable(presses) = answer else {
            panic!("the corner press pattern is solvable: {answer:?}")
        };
        let matrix = Puzzle::lights_out(5, 5).unwrap().move_matrix().unwrap();
        let mut after = board.0.clone();
        matrix.apply(&presses, &mut after, 2);
        assert_eq!(after, vec![0; 25]);
    }

    #[test]
    fn one_light_in_the_corner_of_5x5_is_unsolvable() {
        let (mut analyst, _) = facts_of(Setup::default());
        let mut board = vec![0; 25];
        board[0] = 1;
        let response = analyst.handle(Request::Solve {
            job: 1,
            board_id: 1,
            board,
            goal: Goal::Off,
        });
        assert!(matches!(
            response,
            Response::Solved {
                answer: Answer::Unsolvable(_),
                ..
            }
        ));
    }

    #[test]
    fn questions_about_a_superseded_job_are_refused() {
        let (mut analyst, _) = facts_of(Setup::default());
        let response = analyst.handle(Request::Solve {
            job: 2,
            board_id: 1,
            board: vec![0; 25],
            goal: Goal::Off,
        });
        assert!(matches!(
            response,
            Response::Solved {
                answer: Answer::Unavailable(_),
                ..
            }
        ));
    }

    #[test]
    fn a_solvable_deal_is_solvable_and_not_already_solved() {
        let (mut analyst, _) = facts_of(Setup::default());
        for seed in 0..20 {
            let Response::Dealt {
                result: Ok(dealt), ..
            } = analyst.handle(Request::Deal {
                job: 1,
                deal: seed,
                kind: DealKind::Solvable,
                seed,
                goal: Goal::On,
            })
            else {
                panic!("the deal succeeds")
            };
            assert!(matches!(dealt.answer, Answer::Solvable(_)));
            assert_ne!(dealt.board, vec![1; 25]);
            assert!(!dealt.all_solved);
        }
    }

    #[test]
    fn a_seed_deal_is_the_board_the_share_code_names() {
        let (mut analyst, _) = facts_of(Setup::default());
        let puzzle = Puzzle::lights_out(5, 5).unwrap();
        let reduced = Reduced::new(&puzzle).unwrap();
        for seed in [0, 42, u64::MAX] {
            let shared = SharedPuzzle::new(puzzle.clone(), Goal::Off, Start::Seed(seed)).unwrap();
            let Response::Dealt {
                result: Ok(dealt), ..
            } = analyst.handle(Request::Deal {
                job: 1,
                deal: 1,
                kind: DealKind::Seed,
                seed,
                goal: Goal::Off,
            })
            else {
                panic!("the deal succeeds")
            };
            assert_eq!(dealt.board, shared.start_board(&reduced).0);
            assert_eq!(dealt.seed, seed);
        }
    }

    #[test]
    fn a_board_where_no_press_changes_anything_deals_the_goal() {
        // SIGMA on a single cell: the press reaches no cell at all.
        let sigma = crate::puzzle::setup::PatternPreset::Sigma
            .rule(Lattice::Square)
            .unwrap();
        let (mut analyst, _) = facts_of(Setup {
            rows: 1,
            cols: 1,
            rule: sigma,
            ..Setup::default()
        });
        let Response::Dealt {
            result: Ok(dealt), ..
        } = analyst.handle(Request::Deal {
            job: 1,
            deal: 1,
            kind: DealKind::Solvable,
            seed: 3,
            goal: Goal::Off,
        })
        else {
            panic!("the deal succeeds")
        };
        assert!(dealt.all_solved);
        assert_eq!(dealt.board, [0]);
    }
}
