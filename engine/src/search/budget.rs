//! How a long search is kept in bounds: a [`Budget`] of work steps and a progress callback
//! that may stop it.
//!
//! The engine never reads a clock: `std::time::Instant` panics on wasm32-unknown-unknown, and
//! a step count makes a search repeatable. A caller that wants a deadline checks its own clock
//! in the callback (natively `Instant`, in a browser worker `performance.now()`) and answers
//! [`Control::Stop`]. A stopped search still returns the best it found, marked as not proven.

/// What a progress callback tells the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    /// Keep searching.
    Continue,
    /// Stop now and return the best found so far.
    Stop,
}

/// Why a search ended before it had settled its question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// The step limit was reached.
    Limit,
    /// The progress callback answered [`Control::Stop`].
    Cancelled,
}

/// A snapshot of a running search, handed to the progress callback.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Progress {
    /// The share of the search space settled so far (searched or ruled out), 0.0..=1.0.
    pub done: f64,
    /// Steps spent so far.
    pub steps: u64,
    /// The best value found so far: a press count for the fewest-press search, the largest
    /// fewest-press count found for [`largest_fewest`](crate::Reduced::largest_fewest),
    /// the number of lights to change for a repair, tries for a random board.
    pub best: Option<u64>,
}

/// A progress callback.
type Callback<'a> = Box<dyn FnMut(&Progress) -> Control + 'a>;

/// How many steps a search may spend, and whom it tells how far it got.
///
/// A step is one unit of a search's inner loop (one combination of quiet patterns weighed, one
/// node of a tree); its cost in time depends on the board, which is why deadlines belong in the
/// callback. The callback is called about every [`Budget::REPORT_EVERY`] steps.
pub struct Budget<'a> {
    limit: Option<u64>,
    spent: u64,
    /// Steps taken one at a time by [`Budget::tick`] and not charged yet.
    pending: u64,
    on_progress: Option<Callback<'a>>,
    stopped: Option<Stop>,
}

impl std::fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Budget")
            .field("limit", &self.limit)
            .field("spent", &self.spent())
            .field("callback", &self.on_progress.is_some())
            .field("stopped", &self.stopped)
            .finish()
    }
}

impl<'a> Budget<'a> {
    /// Steps between two progress reports: small enough that a browser worker reports several
    /// times a second, large enough that the callback costs nothing measurable.
    pub const REPORT_EVERY: u64 = 1 << 14;

    /// No step limit: the search ends when it has its answer or the callback stops it. Only
    /// for searches known to be small, or together with a callback that keeps a deadline.
    pub fn unlimited() -> Self {
        Self {
            limit: None,
            spent: 0,
            pending: 0,
            on_progress: None,
            stopped: None,
        }
    }

    /// At most `limit` steps.
    pub fn steps(limit: u64) -> Self {
        Self {
            limit: Some(limit),
            ..Self::unlimited()
        }
    }

    /// Calls `callback` with the progress about every [`Budget::REPORT_EVERY`] steps; the
    /// search stops when it answers [`Control::Stop`].
    pub fn on_progress(mut self, callback: impl FnMut(&Progress) -> Control + 'a) -> Self {
        self.on_progress = Some(Box::new(callback));
        self
    }

    /// Steps spent so far.
    pub fn spent(&self) -> u64 {
        self.spent + self.pending
    }

    /// Why the last search stopped early, if it did.
    pub fn stopped(&self) -> Option<Stop> {
        self.stopped
    }

    /// How many steps the search may take before it next reports: 0 once it must stop.
    pub(crate) fn slice(&self) -> u64 {
        if self.stopped.is_some() {
            return 0;
        }
        let left = self
            .limit
            .map_or(u64::MAX, |limit| limit.saturating_sub(self.spent));
        left.min(Self::REPORT_EVERY)
    }

    /// Charges `steps` and reports `progress`; false when the search must stop (the limit is
    /// reached or the callback said so).
    pub(crate) fn charge(&mut self, steps: u64, progress: impl FnOnce(u64) -> Progress) -> bool {
        self.spent = self.spent.saturating_add(steps);
        if self.stopped.is_some() {
            return false;
        }
        if let Some(callback) = self.on_progress.as_mut() {
            if callback(&progress(self.spent)) == Control::Stop {
                self.stopped = Some(Stop::Cancelled);
                return false;
            }
        }
        if self.limit.is_some_and(|limit| self.spent >= limit) {
            self.stopped = Some(Stop::Limit);
            return false;
        }
        true
    }

    /// Takes one step of a search that cannot count its steps in slices (a tree, a
    /// breadth-first search), charging them a slice at a time; false when it must stop.
    pub(crate) fn tick(&mut self, progress: impl FnOnce(u64) -> Progress) -> bool {
        self.pending += 1;
        if self.pending < self.slice() {
            return true;
        }
        let steps = std::mem::take(&mut self.pending);
        self.charge(steps, progress)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_limit_stops_after_the_limit_and_a_callback_can_cancel() {
        let mut budget = Budget::steps(3 * Budget::REPORT_EVERY);
        let mut slices = 0;
        while budget.slice() > 0 {
            slices += 1;
            let steps = budget.slice();
            if !budget.charge(steps, |_| unreachable_progress()) {
                break;
            }
        }
        assert_eq!(slices, 3);
        assert_eq!(budget.stopped(), Some(Stop::Limit));

        let mut calls = 0;
        let mut budget = Budget::unlimited().on_progress(|progress| {
            calls += 1;
            if progress.steps >= 20 {
                Control::Stop
            } else {
                Control::Continue
            }
        });
        while budget.charge(10, |steps| Progress {
            done: 0.0,
            steps,
            best: None,
        }) {}
        assert_eq!(budget.stopped(), Some(Stop::Cancelled));
        assert_eq!(budget.spent(), 20);
        assert_eq!(budget.slice(), 0);
        drop(budget);
        assert_eq!(calls, 2);
    }

    /// Without a callback the progress is never built.
    fn unreachable_progress() -> Progress {
        unreachable!("no callback, no progress")
    }
}
