//! Difficulty: the largest fewest-press count of a setup (searched once per setup, kept for
//! the deals), and deals drawn uniformly from the boards of one difficulty's band.

use rand::rngs::StdRng;
use rand::SeedableRng;

use super::effort::{Work, WALK_SECONDS};
use super::protocol::{Answer, Dealt};
use super::refusal::{Refusal, SearchFor};
use super::service::Analyst;
use lights_lab_engine::{Difficulty, Goal, Largest, Presses};

impl Analyst {
    /// The largest count of `job`'s puzzle, searched the first time it is asked for (refused
    /// when its walk does not fit [`WALK_SECONDS`]: every later question of the puzzle, New
    /// puzzle's deal among them, would wait behind it).
    pub(crate) fn largest(&mut self, job: u64) -> Result<Largest, Refusal> {
        if let Some((known, largest)) = &self.largest {
            if *known == job {
                return Ok(largest.clone());
            }
        }
        let reduced = self.reduced(job)?;
        Refusal::unless_walk_fits(SearchFor::Largest, reduced.walk_size(), WALK_SECONDS)?;
        let largest = reduced.largest_fewest(&mut self.effort.budget(Work::Largest));
        self.largest = Some((job, largest.clone()));
        Ok(largest)
    }

    /// A board of `job`'s puzzle is proven to need the presses of `solution`: the largest
    /// count is at least that, which a short search for it on a large setup may not have
    /// reached (the readout folds the same fact in, so its bands are the deals' bands).
    pub(crate) fn proven_to_need(&mut self, job: u64, solution: &[u8]) {
        let Some((_, largest)) = self.largest.as_mut().filter(|(known, _)| *known == job) else {
            return;
        };
        let count = solution.iter().map(|&p| p as u64).sum::<u64>();
        if count > largest.lower && count <= largest.upper {
            largest.lower = count;
            largest.hardest = Presses(solution.to_vec());
        }
    }

    /// A board of `difficulty` drawn from `seed`, with its fewest-press solution. A band too
    /// rare to turn up in the time allowed is refused with a sentence a player can act on.
    pub(crate) fn deal_band(
        &mut self,
        job: u64,
        difficulty: Difficulty,
        seed: u64,
        goal: &Goal,
    ) -> Result<Dealt, Refusal> {
        let largest = self.largest(job)?;
        if largest.exact().is_none() && difficulty.presses(&largest).is_empty() {
            return Err(Refusal::UnsettledBand {
                difficulty,
                lower: largest.lower,
                upper: largest.upper,
            });
        }
        let reduced = self.reduced(job)?;
        let mut budget = self.effort.budget(Work::Deal);
        let dealt = reduced.random_with_difficulty_with_rng(
            goal,
            difficulty,
            &largest,
            &mut StdRng::seed_from_u64(seed),
            &mut budget,
        );
        match dealt {
            Ok((board, fewest)) => Ok(Dealt {
                board: board.0,
                seed,
                answer: Answer::Solvable(fewest.presses.0),
                all_solved: false,
                minimal: fewest.minimal,
            }),
            Err(_) if budget.stopped().is_some() => Err(Refusal::RareBand { difficulty }),
            Err(error) => Err(error.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyst::protocol::{DealKind, LargestCount, Request, Response};
    use crate::analyst::refusal::SearchFor;
    use crate::analyst::service::analysed;
    use crate::puzzle::setup::Setup;
    use crate::shared::codec::Codec;
    use lights_lab_engine::WalkSize;

    fn deal(analyst: &mut Analyst, difficulty: Difficulty, seed: u64) -> Result<Dealt, Refusal> {
        match analyst.handle(Request::Deal {
            job: 1,
            deal: seed,
            kind: DealKind::Band(difficulty),
            seed,
            goal: Goal::Off,
        }) {
            Response::Dealt { result, .. } => result,
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn the_largest_count_on_5x5_is_15_and_on_4x4_is_7() {
        for (side, largest) in [(5, 15), (4, 7)] {
            let mut analyst = analysed(Setup {
                rows: side,
                cols: side,
                ..Setup::default()
            });
            let response = analyst.handle(Request::Largest { job: 1 });
            assert_eq!(
                response,
                Response::Largest {
                    job: 1,
                    result: Ok(LargestCount {
                        lower: largest,
                        upper: largest
                    })
                }
            );
        }
    }

    #[test]
    fn every_difficulty_deals_a_board_in_its_band_with_a_fewest_solution() {
        let mut analyst = analysed(Setup::default());
        let bands = [(Difficulty::Easy, 1..=5), (Difficulty::Medium, 6..=10)];
        let bands = bands
            .into_iter()
            .chain([(Difficulty::Hard, 11..=14), (Difficulty::Hardest, 15..=15)]);
        for (difficulty, band) in bands {
            for seed in 0..5 {
                let dealt = deal(&mut analyst, difficulty, seed).expect("5 x 5 has every band");
                let Answer::Solvable(presses) = &dealt.answer else {
                    panic!("a dealt board is solvable: {dealt:?}")
                };
                let count = presses.iter().map(|&p| p as u64).sum::<u64>();
                assert!(band.contains(&count), "{difficulty}: {count}");
                assert!(dealt.minimal);
            }
        }
    }

    #[test]
    fn a_walk_too_large_for_the_worker_is_refused_at_once_in_words_and_solving_goes_on() {
        // 512 x 512 Lights Out: 252 quiet patterns (OEIS A159257), laid out over 262,144 cells
        // before any search could read its clock, more than half a second of the worker.
        let mut analyst = analysed(Setup {
            rows: 512,
            cols: 512,
            ..Setup::default()
        });
        let Response::Largest {
            result: Err(refusal),
            ..
        } = analyst.handle(Request::Largest { job: 1 })
        else {
            panic!("the largest count of 512 x 512 is refused")
        };
        assert!(
            matches!(
                refusal,
                Refusal::TooLargeToSearch {
                    search: SearchFor::Largest,
                    size: WalkSize {
                        patterns: 252,
                        cells: 262_144,
                        ..
                    },
                    ..
                }
            ),
            "{refusal:?}"
        );
        let words = refusal.to_string();
        assert!(
            words.contains("252 quiet patterns") && words.contains("over 262,144 cells"),
            "{words}"
        );
        // New puzzle by difficulty gets the same sentence, and the board is still solved.
        assert_eq!(deal(&mut analyst, Difficulty::Easy, 1), Err(refusal));
        let Response::Solved { answer, .. } = analyst.handle(Request::Solve {
            job: 1,
            board_id: 2,
            board: vec![0; 262_144],
            goal: Goal::On,
        }) else {
            panic!("Solve answers")
        };
        assert!(matches!(answer, Answer::Solvable(_)), "{answer:?}");
    }

    #[test]
    fn a_board_proven_to_need_more_raises_an_unsettled_largest_count() {
        let mut analyst = analysed(Setup::default());
        let unsettled = Largest {
            lower: 3,
            upper: 15,
            hardest: Presses(vec![0; 25]),
        };
        analyst.largest = Some((1, unsettled.clone()));
        let nine: Vec<u8> = (0..25).map(|cell| (cell < 9) as u8).collect();
        analyst.proven_to_need(1, &nine);
        let raised = analyst.largest.clone().unwrap().1;
        assert_eq!((raised.lower, raised.upper), (9, 15));
        assert_eq!(raised.hardest.0, nine);
        // Another job's board, or a count beyond the upper bound, says nothing.
        analyst.largest = Some((1, unsettled));
        analyst.proven_to_need(2, &nine);
        analyst.proven_to_need(1, &[1; 25]);
        assert_eq!(analyst.largest.unwrap().1.lower, 3);
    }

    #[test]
    fn difficulties_cross_the_worker() {
        let request = Request::Deal {
            job: 1,
            deal: 2,
            kind: DealKind::Band(Difficulty::Hardest),
            seed: 3,
            goal: Goal::On,
        };
        let bytes = request.to_bytes();
        assert_eq!(Request::from_bytes(&bytes), Some(request));
    }
}
