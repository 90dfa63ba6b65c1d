//! How far the player has got through the levels: each solved level's best solve (the fewest
//! presses, then the fewest hints) and the stars it earns against the level's fewest
//! presses. Kept in the browser under a key of its own, never in a saved game.

use std::rc::Rc;

use yew::Reducible;

use crate::shared::codec::codec;

/// A level's best solve.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Best {
    pub presses: u64,
    /// Hints taken (Solve's marks count as one).
    pub hints: u32,
}

impl Best {
    /// Three stars at the fewest presses with no hint; two within half as many again (or at
    /// the fewest with a hint); one for any other solve.
    pub fn stars(&self, fewest: u64) -> u8 {
        if self.presses <= fewest {
            if self.hints == 0 {
                3
            } else {
                2
            }
        } else if self.presses <= fewest + fewest.div_ceil(2) {
            2
        } else {
            1
        }
    }
}

/// Every solved level's best.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    /// By level number, in order: a few dozen at most, so a list rather than a map (each map
    /// type is a copy of its code in the download).
    by_level: Vec<(usize, Best)>,
}

impl Progress {
    /// Keeps `solve` for `level` if it beats the best so far.
    fn solved(&mut self, level: usize, solve: Best) {
        match self
            .by_level
            .binary_search_by_key(&level, |&(level, _)| level)
        {
            Ok(at) => self.by_level[at].1 = self.by_level[at].1.min(solve),
            Err(at) => self.by_level.insert(at, (level, solve)),
        }
    }

    /// The best solve of `level`, if it was solved.
    pub fn best(&self, level: usize) -> Option<&Best> {
        let at = self
            .by_level
            .binary_search_by_key(&level, |&(level, _)| level);
        at.ok().map(|at| &self.by_level[at].1)
    }

    /// How many levels were solved.
    pub fn solved_count(&self) -> usize {
        self.by_level.len()
    }

    /// The first level not yet solved, if any is left among `count`.
    pub fn next_unsolved(&self, count: usize) -> Option<usize> {
        (1..=count).find(|&level| self.best(level).is_none())
    }
}

/// Every change to the progress.
#[derive(Debug, Clone)]
pub enum ProgressAction {
    /// Level `.0` was solved so.
    Solved(usize, Best),
    /// Another tab's progress: the better of each level's two bests is kept, so that tabs
    /// agree whatever order they write in.
    Merge(Progress),
}

impl Reducible for Progress {
    type Action = ProgressAction;

    fn reduce(self: Rc<Self>, action: ProgressAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            ProgressAction::Solved(level, solve) => next.solved(level, solve),
            ProgressAction::Merge(other) => {
                for (level, solve) in other.by_level {
                    next.solved(level, solve);
                }
            }
        }
        if next == *self {
            return self;
        }
        Rc::new(next)
    }
}

codec!(struct Progress { by_level as "levels": with levels });

/// One level's best as it is stored: `{"level":1,"presses":3,"hints":0}`.
struct LevelBest {
    level: usize,
    presses: u64,
    hints: u32,
}

codec!(struct LevelBest { level, presses, hints });

/// Each solved level, in order; a level listed twice keeps its better solve.
mod levels {
    use super::{Best, LevelBest, Progress};

    pub fn to(by_level: &[(usize, Best)]) -> Vec<LevelBest> {
        let entry = |&(level, best): &(usize, Best)| LevelBest {
            level,
            presses: best.presses,
            hints: best.hints,
        };
        by_level.iter().map(entry).collect()
    }

    pub fn from(entries: Vec<LevelBest>) -> Result<Vec<(usize, Best)>, String> {
        let mut progress = Progress::default();
        for LevelBest {
            level,
            presses,
            hints,
        } in entries
        {
            progress.solved(level, Best { presses, hints });
        }
        Ok(progress.by_level)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::codec::Codec;

    fn solve(presses: u64, hints: u32) -> Best {
        Best { presses, hints }
    }

    #[test]
    fn stars_rate_a_solve_against_the_fewest() {
        assert_eq!(solve(9, 0).stars(9), 3, "the fewest, unaided");
        assert_eq!(solve(9, 1).stars(9), 2, "the fewest with a hint");
        assert_eq!(solve(13, 0).stars(9), 2, "within half as many again");
        assert_eq!(solve(15, 0).stars(9), 1);
        assert_eq!(solve(2, 0).stars(1), 2, "one over the fewest of one");
        assert_eq!(solve(3, 0).stars(1), 1);
    }

    #[test]
    fn the_best_solve_is_kept_and_two_tabs_agree() {
        let mut one = Progress::default();
        one.solved(1, solve(3, 0));
        one.solved(1, solve(5, 0));
        one.solved(2, solve(4, 1));
        assert_eq!(
            one.best(1),
            Some(&solve(3, 0)),
            "a worse solve keeps the best"
        );
        let mut other = Progress::default();
        other.solved(2, solve(4, 0));
        other.solved(7, solve(9, 2));
        let merged = |a: &Progress, b: &Progress| {
            Rc::new(a.clone()).reduce(ProgressAction::Merge(b.clone()))
        };
        assert_eq!(merged(&one, &other), merged(&other, &one));
        let both = merged(&one, &other);
        assert_eq!(
            both.best(2),
            Some(&solve(4, 0)),
            "fewer hints at the same presses"
        );
        assert_eq!(both.next_unsolved(40), Some(3));
        assert_eq!(Progress::from_text(&both.to_text()).as_ref(), Ok(&*both));
    }
}
