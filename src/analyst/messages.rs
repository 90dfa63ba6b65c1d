//! The requests and answers of [`super::protocol`] on the [`Wire`]: each field in the order
//! the type declares it, each enum's variants numbered in the order it declares them.
//! A setup crosses as the JSON it is stored in, a goal as "off", "on" or its digits.

use super::protocol::{
    Answer, DealKind, Dealt, Facts, Fix, LargestCount, LitOnlyReport, NoHint, Request, Response,
    SearchReport,
};
use super::wire::{Reader, Wire, Writer};
use crate::puzzle::setup::{goal_text, read_goal, Setup};
use crate::shared::json::Stored;
use lights_lab_engine::{Difficulty, Goal};

impl Wire for Setup {
    fn put(&self, out: &mut Writer) {
        out.text(&self.to_text());
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Setup::from_text(&from.text()?).ok()
    }
}

impl Wire for Goal {
    fn put(&self, out: &mut Writer) {
        out.text(&goal_text(self));
    }

    fn take(from: &mut Reader) -> Option<Self> {
        read_goal(&from.text()?).ok()
    }
}

/// By its place in [`Difficulty::ALL`].
impl Wire for Difficulty {
    fn put(&self, out: &mut Writer) {
        let place = Difficulty::ALL.iter().position(|d| d == self);
        out.tag(place.unwrap_or_default() as u8);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Difficulty::ALL.get(usize::from(from.tag()?)).copied()
    }
}

impl Wire for Request {
    fn put(&self, out: &mut Writer) {
        match self {
            Request::Ping => out.tag(0),
            Request::Analyse { job, setup } => {
                out.tag(1);
                job.put(out);
                setup.put(out);
            }
            Request::Solve {
                job,
                board_id,
                board,
                goal,
            } => {
                out.tag(2);
                job.put(out);
                board_id.put(out);
                out.bytes(board);
                goal.put(out);
            }
            Request::Deal {
                job,
                deal,
                kind,
                seed,
                goal,
            } => {
                out.tag(3);
                job.put(out);
                deal.put(out);
                kind.put(out);
                seed.put(out);
                goal.put(out);
            }
            Request::Search {
                job,
                board_id,
                slice,
                board,
                goal,
            } => {
                out.tag(4);
                job.put(out);
                board_id.put(out);
                slice.put(out);
                out.bytes(board);
                goal.put(out);
            }
            Request::Largest { job } => {
                out.tag(5);
                job.put(out);
            }
            Request::LitOnly {
                job,
                slice,
                board,
                goal,
            } => {
                out.tag(6);
                job.put(out);
                slice.put(out);
                out.bytes(board);
                goal.put(out);
            }
            Request::Solutions {
                job,
                board_id,
                board,
                goal,
                ask,
            } => {
                out.tag(7);
                job.put(out);
                board_id.put(out);
                out.bytes(board);
                goal.put(out);
                ask.put(out);
            }
            Request::Ello { id, question } => {
                out.tag(8);
                id.put(out);
                question.put(out);
            }
            Request::Repair {
                job,
                board_id,
                board,
                goal,
            } => {
                out.tag(9);
                job.put(out);
                board_id.put(out);
                out.bytes(board);
                goal.put(out);
            }
        }
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(match from.tag()? {
            0 => Request::Ping,
            1 => Request::Analyse {
                job: Wire::take(from)?,
                setup: Wire::take(from)?,
            },
            2 => Request::Solve {
                job: Wire::take(from)?,
                board_id: Wire::take(from)?,
                board: from.bytes()?,
                goal: Wire::take(from)?,
            },
            3 => Request::Deal {
                job: Wire::take(from)?,
                deal: Wire::take(from)?,
                kind: Wire::take(from)?,
                seed: Wire::take(from)?,
                goal: Wire::take(from)?,
            },
            4 => Request::Search {
                job: Wire::take(from)?,
                board_id: Wire::take(from)?,
                slice: Wire::take(from)?,
                board: from.bytes()?,
                goal: Wire::take(from)?,
            },
            5 => Request::Largest {
                job: Wire::take(from)?,
            },
            6 => Request::LitOnly {
                job: Wire::take(from)?,
                slice: Wire::take(from)?,
                board: from.bytes()?,
                goal: Wire::take(from)?,
            },
            7 => Request::Solutions {
                job: Wire::take(from)?,
                board_id: Wire::take(from)?,
                board: from.bytes()?,
                goal: Wire::take(from)?,
                ask: Wire::take(from)?,
            },
            8 => Request::Ello {
                id: Wire::take(from)?,
                question: Wire::take(from)?,
            },
            9 => Request::Repair {
                job: Wire::take(from)?,
                board_id: Wire::take(from)?,
                board: from.bytes()?,
                goal: Wire::take(from)?,
            },
            _ => return None,
        })
    }
}

impl Wire for DealKind {
    fn put(&self, out: &mut Writer) {
        match self {
            DealKind::Solvable => out.tag(0),
            DealKind::Any => out.tag(1),
            DealKind::Seed => out.tag(2),
            DealKind::Band(difficulty) => {
                out.tag(3);
                difficulty.put(out);
            }
        }
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(match from.tag()? {
            0 => DealKind::Solvable,
            1 => DealKind::Any,
            2 => DealKind::Seed,
            3 => DealKind::Band(Wire::take(from)?),
            _ => return None,
        })
    }
}

impl Wire for Response {
    fn put(&self, out: &mut Writer) {
        match self {
            Response::Pong => out.tag(0),
            Response::Analysed { job, result } => {
                out.tag(1);
                job.put(out);
                result.put(out);
            }
            Response::Solved {
                job,
                board_id,
                answer,
            } => {
                out.tag(2);
                job.put(out);
                board_id.put(out);
                answer.put(out);
            }
            Response::Dealt { job, deal, result } => {
                out.tag(3);
                job.put(out);
                deal.put(out);
                result.put(out);
            }
            Response::Searched {
                job,
                board_id,
                slice,
                result,
            } => {
                out.tag(4);
                job.put(out);
                board_id.put(out);
                slice.put(out);
                result.put(out);
            }
            Response::Largest { job, result } => {
                out.tag(5);
                job.put(out);
                result.put(out);
            }
            Response::LitOnly {
                job,
                slice,
                board,
                result,
            } => {
                out.tag(6);
                job.put(out);
                slice.put(out);
                out.bytes(board);
                result.put(out);
            }
            Response::Solutions {
                job,
                board_id,
                ask,
                result,
            } => {
                out.tag(7);
                job.put(out);
                board_id.put(out);
                ask.put(out);
                result.put(out);
            }
            Response::Repaired {
                job,
                board_id,
                result,
            } => {
                out.tag(8);
                job.put(out);
                board_id.put(out);
                result.put(out);
            }
            Response::ElloAnalysed { id, result } => {
                out.tag(9);
                id.put(out);
                result.put(out);
            }
            Response::ElloDealt { id, result } => {
                out.tag(10);
                id.put(out);
                result.put(out);
            }
        }
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(match from.tag()? {
            0 => Response::Pong,
            1 => Response::Analysed {
                job: Wire::take(from)?,
                result: Wire::take(from)?,
            },
            2 => Response::Solved {
                job: Wire::take(from)?,
                board_id: Wire::take(from)?,
                answer: Wire::take(from)?,
            },
            3 => Response::Dealt {
                job: Wire::take(from)?,
                deal: Wire::take(from)?,
                result: Wire::take(from)?,
            },
            4 => Response::Searched {
                job: Wire::take(from)?,
                board_id: Wire::take(from)?,
                slice: Wire::take(from)?,
                result: Wire::take(from)?,
            },
            5 => Response::Largest {
                job: Wire::take(from)?,
                result: Wire::take(from)?,
            },
            6 => Response::LitOnly {
                job: Wire::take(from)?,
                slice: Wire::take(from)?,
                board: from.bytes()?,
                result: Wire::take(from)?,
            },
            7 => Response::Solutions {
                job: Wire::take(from)?,
                board_id: Wire::take(from)?,
                ask: Wire::take(from)?,
                result: Wire::take(from)?,
            },
            8 => Response::Repaired {
                job: Wire::take(from)?,
                board_id: Wire::take(from)?,
                result: Wire::take(from)?,
            },
            9 => Response::ElloAnalysed {
                id: Wire::take(from)?,
                result: Wire::take(from)?,
            },
            10 => Response::ElloDealt {
                id: Wire::take(from)?,
                result: Wire::take(from)?,
            },
            _ => return None,
        })
    }
}

impl Wire for Facts {
    fn put(&self, out: &mut Writer) {
        self.cells.put(out);
        self.states.put(out);
        self.rank.put(out);
        self.nullity.put(out);
        self.kernel.put(out);
        out.byte_lists(&self.quiet_patterns);
        self.generators.put(out);
        self.unknowns.put(out);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(Facts {
            cells: Wire::take(from)?,
            states: Wire::take(from)?,
            rank: Wire::take(from)?,
            nullity: Wire::take(from)?,
            kernel: Wire::take(from)?,
            quiet_patterns: from.byte_lists()?,
            generators: Wire::take(from)?,
            unknowns: Wire::take(from)?,
        })
    }
}

impl Wire for Answer {
    fn put(&self, out: &mut Writer) {
        match self {
            Answer::Solvable(presses) => {
                out.tag(0);
                out.bytes(presses);
            }
            Answer::Unsolvable(class) => {
                out.tag(1);
                class.put(out);
            }
            Answer::Unavailable(refusal) => {
                out.tag(2);
                refusal.put(out);
            }
        }
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(match from.tag()? {
            0 => Answer::Solvable(from.bytes()?),
            1 => Answer::Unsolvable(Wire::take(from)?),
            2 => Answer::Unavailable(Wire::take(from)?),
            _ => return None,
        })
    }
}

impl Wire for Dealt {
    fn put(&self, out: &mut Writer) {
        out.bytes(&self.board);
        self.seed.put(out);
        self.answer.put(out);
        self.all_solved.put(out);
        self.minimal.put(out);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(Dealt {
            board: from.bytes()?,
            seed: Wire::take(from)?,
            answer: Wire::take(from)?,
            all_solved: Wire::take(from)?,
            minimal: Wire::take(from)?,
        })
    }
}

impl Wire for LargestCount {
    fn put(&self, out: &mut Writer) {
        self.lower.put(out);
        self.upper.put(out);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(LargestCount {
            lower: Wire::take(from)?,
            upper: Wire::take(from)?,
        })
    }
}

impl Wire for SearchReport {
    fn put(&self, out: &mut Writer) {
        out.bytes(&self.presses);
        self.minimal.put(out);
        self.lower_bound.put(out);
        self.done.put(out);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(SearchReport {
            presses: from.bytes()?,
            minimal: Wire::take(from)?,
            lower_bound: Wire::take(from)?,
            done: Wire::take(from)?,
        })
    }
}

impl Wire for LitOnlyReport {
    fn put(&self, out: &mut Writer) {
        match self {
            LitOnlyReport::Searching { done } => {
                out.tag(0);
                done.put(out);
            }
            LitOnlyReport::Hint { cell, presses } => {
                out.tag(1);
                cell.put(out);
                presses.put(out);
            }
            LitOnlyReport::NoHint(why) => {
                out.tag(2);
                why.put(out);
            }
        }
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(match from.tag()? {
            0 => LitOnlyReport::Searching {
                done: Wire::take(from)?,
            },
            1 => LitOnlyReport::Hint {
                cell: Wire::take(from)?,
                presses: Wire::take(from)?,
            },
            2 => LitOnlyReport::NoHint(Wire::take(from)?),
            _ => return None,
        })
    }
}

impl Wire for NoHint {
    fn put(&self, out: &mut Writer) {
        match self {
            NoHint::AtGoal => out.tag(0),
            NoHint::NothingLit => out.tag(1),
            NoHint::UnsolvableWithoutTheRule => out.tag(2),
            NoHint::Unreachable => out.tag(3),
            NoHint::TooManyBoards { cells, states } => {
                out.tag(4);
                cells.put(out);
                states.put(out);
            }
            NoHint::Stopped => out.tag(5),
        }
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(match from.tag()? {
            0 => NoHint::AtGoal,
            1 => NoHint::NothingLit,
            2 => NoHint::UnsolvableWithoutTheRule,
            3 => NoHint::Unreachable,
            4 => NoHint::TooManyBoards {
                cells: Wire::take(from)?,
                states: Wire::take(from)?,
            },
            5 => NoHint::Stopped,
            _ => return None,
        })
    }
}

impl Wire for Fix {
    fn put(&self, out: &mut Writer) {
        self.changes.put(out);
        self.minimal.put(out);
        self.lower_bound.put(out);
    }

    fn take(from: &mut Reader) -> Option<Self> {
        Some(Fix {
            changes: Wire::take(from)?,
            minimal: Wire::take(from)?,
            lower_bound: Wire::take(from)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyst::ello::{DealtColours, ElloGraph, ElloQuestion};
    use crate::analyst::refusal::SearchFor;
    use crate::analyst::wire::{decode, encode};
    use crate::analyst::{Analyst, PageAsk, Refusal, SolutionsPage};
    use crate::puzzle::setup::Lattice;
    use lights_lab_engine::ello::{Analysis, Colour, Family, Implausible, Reason, Verdict};
    use lights_lab_engine::{Board, Preset, WalkSize};

    fn round_trip<T: Wire + PartialEq + std::fmt::Debug>(message: T) {
        let bytes = encode(&message);
        assert_eq!(decode::<T>(&bytes).as_ref(), Some(&message));
        assert_eq!(decode::<T>(&bytes[..bytes.len() - 1]), None, "{message:?}");
    }

    #[test]
    fn every_request_crosses_unchanged() {
        let graph = crate::puzzle::graph::setup::GraphSetup::preset(Preset::Petersen, 0).unwrap();
        let setups = [
            Setup::default(),
            Setup {
                mask: Some(vec![true; 24].into_iter().chain([false]).collect()),
                goal: Goal::On,
                ..Setup::default()
            },
            Setup {
                lattice: Lattice::Graph,
                rule: lights_lab_engine::Rule::Sigma { plus: false },
                graph: Some(graph),
                ..Setup::default()
            },
        ];
        for setup in setups {
            round_trip(Request::Analyse { job: 3, setup });
        }
        let board = vec![0, 1, 2, 0];
        let goal = Goal::Board(Board(vec![1, 0, 1, 1]));
        let ello = ElloGraph {
            vertices: 3,
            edges: vec![(0, 1), (1, 2)],
        };
        for request in [
            Request::Ping,
            Request::Solve {
                job: u64::MAX,
                board_id: 2,
                board: board.clone(),
                goal: goal.clone(),
            },
            Request::Deal {
                job: 1,
                deal: 2,
                kind: DealKind::Band(Difficulty::Hardest),
                seed: 1 << 63,
                goal: Goal::Off,
            },
            Request::Deal {
                job: 1,
                deal: 2,
                kind: DealKind::Seed,
                seed: 0,
                goal: Goal::On,
            },
            Request::Search {
                job: 1,
                board_id: 2,
                slice: 3,
                board: board.clone(),
                goal: goal.clone(),
            },
            Request::Largest { job: 9 },
            Request::LitOnly {
                job: 1,
                slice: 0,
                board: board.clone(),
                goal: Goal::Off,
            },
            Request::Solutions {
                job: 1,
                board_id: 2,
                board: board.clone(),
                goal: Goal::Off,
                ask: PageAsk {
                    offset: 20,
                    sorted: true,
                },
            },
            Request::Ello {
                id: 4,
                question: ElloQuestion::Analyse {
                    graph: ello.clone(),
                    start: vec![Colour::Green, Colour::Red, Colour::Green],
                    moves: vec![1],
                },
            },
            Request::Ello {
                id: 5,
                question: ElloQuestion::Deal {
                    graph: ello,
                    seed: 6,
                },
            },
            Request::Repair {
                job: 1,
                board_id: 2,
                board,
                goal,
            },
        ] {
            round_trip(request);
        }
    }

    #[test]
    fn every_answer_crosses_unchanged() {
        // The analyst's own answers on 5 x 5.
        let mut analyst = Analyst::default();
        let analysed = analyst.handle(Request::Analyse {
            job: 1,
            setup: Setup::default(),
        });
        assert!(
            matches!(&analysed, Response::Analysed { result: Ok(facts), .. }
            if facts.quiet_patterns.len() == 2)
        );
        round_trip(analysed);
        for kind in [DealKind::Solvable, DealKind::Band(Difficulty::Easy)] {
            round_trip(analyst.handle(Request::Deal {
                job: 1,
                deal: 1,
                kind,
                seed: 7,
                goal: Goal::Off,
            }));
        }
        let board = vec![1; 25];
        for request in [
            Request::Solve {
                job: 1,
                board_id: 1,
                board: board.clone(),
                goal: Goal::Off,
            },
            Request::Solve {
                job: 1,
                board_id: 1,
                board: [vec![1], vec![0; 24]].concat(),
                goal: Goal::Off,
            },
            Request::Search {
                job: 1,
                board_id: 1,
                slice: 0,
                board: board.clone(),
                goal: Goal::Off,
            },
            Request::Largest { job: 1 },
            Request::Largest { job: 2 },
            Request::LitOnly {
                job: 1,
                slice: 0,
                board: board.clone(),
                goal: Goal::Off,
            },
            Request::Solutions {
                job: 1,
                board_id: 1,
                board: board.clone(),
                goal: Goal::Off,
                ask: PageAsk::default(),
            },
            Request::Repair {
                job: 1,
                board_id: 1,
                board: [vec![1], vec![0; 24]].concat(),
                goal: Goal::Off,
            },
        ] {
            round_trip(analyst.handle(request));
        }
        // And every variant the 5 x 5 game does not give.
        let refusals = [
            Refusal::Engine("rows must be 1 to 1,024, got 0".into()),
            Refusal::Superseded { job: 3 },
            Refusal::UnsettledBand {
                difficulty: Difficulty::Medium,
                lower: 4,
                upper: 9,
            },
            Refusal::RareBand {
                difficulty: Difficulty::Hard,
            },
            Refusal::CannotReachGoal,
            Refusal::TooManyToSort { max_work: 1 << 24 },
            Refusal::Stopped,
            Refusal::WorkerFailed,
            Refusal::TooLargeToSearch {
                search: SearchFor::Largest,
                size: WalkSize {
                    patterns: 40,
                    cells: 1 << 20,
                    entries: 1 << 30,
                },
                allowed: 1 << 25,
            },
            Refusal::TooLargeForRule {
                rows: 1024,
                cols: 1000,
                largest: Some(200),
            },
        ];
        for refusal in refusals {
            round_trip(Response::Largest {
                job: 1,
                result: Err(refusal),
            });
        }
        round_trip(Response::Solutions {
            job: 1,
            board_id: 2,
            ask: PageAsk::default(),
            result: Ok(SolutionsPage {
                count: "1267650600228229401496703205376".into(),
                total: None,
                sortable: false,
                solutions: vec![vec![0, 1], vec![1, 1]],
            }),
        });
        for report in [
            LitOnlyReport::Searching { done: 0.25 },
            LitOnlyReport::NoHint(NoHint::TooManyBoards {
                cells: 30,
                states: 3,
            }),
            LitOnlyReport::NoHint(NoHint::Stopped),
        ] {
            round_trip(Response::LitOnly {
                job: 1,
                slice: 2,
                board: vec![1, 0],
                result: Ok(report),
            });
        }
        let families = [
            Family::Tree,
            Family::Complete { p: 5 },
            Family::Bipartite { m: 2, n: 3 },
            Family::Grid { rows: 3, cols: 4 },
            Family::MaximalOuterplanar,
        ];
        for family in families {
            round_trip(Response::ElloAnalysed {
                id: 1,
                result: Ok(Some(Analysis {
                    parity_ok: true,
                    family: Some(family),
                    verdict: Verdict::Winnable {
                        order: Some(vec![2, 0, 1]),
                    },
                    reason: Reason::Rule(family),
                })),
            });
        }
        round_trip(Response::ElloAnalysed {
            id: 1,
            result: Ok(Some(Analysis {
                parity_ok: false,
                family: None,
                verdict: Verdict::Unwinnable,
                reason: Reason::Implausible {
                    vertex: 3,
                    why: Implausible::Reflection,
                },
            })),
        });
        round_trip(Response::ElloDealt {
            id: 2,
            result: Ok(DealtColours {
                colours: vec![Colour::Red, Colour::Green],
                uniform: false,
                order: Some(vec![1, 0]),
            }),
        });
    }

    /// A million-cell answer crosses as one byte a cell, and comes back as it was.
    #[test]
    fn a_large_board_crosses_as_a_byte_a_cell() {
        let presses: Vec<u8> = (0..1 << 20).map(|i| (i % 7 == 0) as u8).collect();
        let response = Response::Solved {
            job: 3,
            board_id: 4,
            answer: Answer::Solvable(presses),
        };
        let bytes = encode(&response);
        assert!(bytes.len() < (1 << 20) + 16, "{} bytes", bytes.len());
        assert_eq!(decode(&bytes), Some(response));
    }
}
