//! How long work is kept in bounds: a [`Budget`] of work steps, an optional deadline and a
//! progress callback that may stop it. Every search of the engine runs within one, and so does
//! the factorisation of a large puzzle ([`Reduced::new_within`](crate::Reduced::new_within)).
//!
//! The engine never reads a clock of its own: `std::time::Instant` panics on
//! wasm32-unknown-unknown, and a step count makes a search repeatable. A caller that wants a
//! deadline hands in its clock ([`Budget::until`]: natively `Instant`, in a browser worker
//! `performance.now()`), which the budget reads at every report. Reports come after at most
//! [`Budget::REPORT_EVERY`] steps and at most [`Budget::REPORT_WORK`] units of work (about a
//! millisecond), whichever is first, so that a loop whose steps are slow (a chase of a whole
//! board per step) is checked as often as a fast one. A stopped search still returns the best
//! it found, marked as not proven.

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
    /// The clock passed the deadline.
    Deadline,
}

/// A clock in milliseconds since some fixed point, and the reading at which work must stop.
#[derive(Debug, Clone, Copy)]
struct Deadline {
    clock: fn() -> f64,
    at: f64,
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
    /// What the search has proven so far: no answer is below this (for the fewest-press
    /// search, a press count that rises as the search goes on).
    pub bound: Option<u64>,
}

/// A progress callback.
type Callback<'a> = Box<dyn FnMut(&Progress) -> Control + 'a>;

/// How many steps a search may spend, until when, and whom it tells how far it got.
///
/// A step is one unit of a search's inner loop (one combination of quiet patterns weighed, one
/// node of a tree); its cost in time depends on the board, so a search says what a step costs
/// in units of work (about a nanosecond each: a word XOR-ed, a cell added) and the budget
/// reports after [`Budget::REPORT_WORK`] of them even when few steps were taken.
pub struct Budget<'a> {
    limit: Option<u64>,
    spent: u64,
    /// Steps taken one at a time by [`Budget::tick`] and not charged yet.
    pending: u64,
    /// Work done since the last report.
    work: u64,
    deadline: Option<Deadline>,
    on_progress: Option<Callback<'a>>,
    stopped: Option<Stop>,
}

impl std::fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Budget")
            .field("limit", &self.limit)
            .field("spent", &self.spent())
            .field("deadline", &self.deadline.map(|d| d.at))
            .field("callback", &self.on_progress.is_some())
            .field("stopped", &self.stopped)
            .finish()
    }
}

impl<'a> Budget<'a> {
    /// Steps between two progress reports: small enough that a browser worker reports several
    /// times a second, large enough that the callback costs nothing measurable.
    pub const REPORT_EVERY: u64 = 1 << 14;
    /// Units of work between two reports: about a millisecond, so that a deadline is kept to
    /// within a few milliseconds whatever a step costs.
    pub const REPORT_WORK: u64 = 1 << 20;

    /// No step limit: the search ends when it has its answer or the callback stops it. Only
    /// for searches known to be small, or together with a callback that keeps a deadline.
    pub fn unlimited() -> Self {
        Self {
            limit: None,
            spent: 0,
            pending: 0,
            work: 0,
            deadline: None,
            on_progress: None,
            stopped: None,
        }
    }

    /// No step limit, and a deadline: the work stops at the first report at which `clock`
    /// (milliseconds since any fixed point) reads `at` or later.
    pub fn until(clock: fn() -> f64, at: f64) -> Self {
        Self {
            deadline: Some(Deadline { clock, at }),
            ..Self::unlimited()
        }
    }

    /// At most `limit` steps.
    pub fn steps(limit: u64) -> Self {
        Self {
            limit: Some(limit),
            ..Self::unlimited()
        }
    }

    /// The same budget with a step limit too: `limit` steps at most.
    pub fn at_most(mut self, limit: u64) -> Self {
        self.limit = Some(limit);
        self
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
        self.slice_costing(1)
    }

    /// How many steps of `cost` units of work each the search may take before it next
    /// reports (at least one while it may go on): 0 once it must stop.
    pub(crate) fn slice_costing(&self, cost: u64) -> u64 {
        if self.stopped.is_some() {
            return 0;
        }
        let left = self
            .limit
            .map_or(u64::MAX, |limit| limit.saturating_sub(self.spent));
        let by_work = (Self::REPORT_WORK / cost.max(1)).max(1);
        left.min(Self::REPORT_EVERY).min(by_work)
    }

    /// Charges `steps` and reports `progress`; false when the search must stop (the limit or
    /// the deadline is reached, or the callback said so).
    pub(crate) fn charge(&mut self, steps: u64, progress: impl FnOnce(u64) -> Progress) -> bool {
        self.spent = self.spent.saturating_add(steps);
        self.work = 0;
        if self.stopped.is_some() {
            return false;
        }
        if self.deadline_passed() {
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
        self.tick_costing(1, progress)
    }

    /// Takes one step that costs `cost` units of work, reporting once the steps or the work
    /// since the last report reach their share; false when the search must stop.
    pub(crate) fn tick_costing(
        &mut self,
        cost: u64,
        progress: impl FnOnce(u64) -> Progress,
    ) -> bool {
        self.pending += 1;
        self.work = self.work.saturating_add(cost);
        if self.pending < self.slice() && self.work < Self::REPORT_WORK {
            return true;
        }
        let steps = std::mem::take(&mut self.pending);
        self.charge(steps, progress)
    }

    /// Work a search does before its first step (laying out its walk, costing layouts,
    /// cutting its blocks): `cost` units, after which the clock is read once a report's worth
    /// of work has been done, as after a step. It takes no step and calls no callback, so that
    /// a step limit or a progress callback sees the search itself as before. False once the
    /// deadline has passed (the budget is then stopped, as a report would stop it).
    pub(crate) fn prepare(&mut self, cost: u64) -> bool {
        if self.stopped.is_some() {
            return false;
        }
        self.work = self.work.saturating_add(cost);
        if self.work < Self::REPORT_WORK {
            return true;
        }
        self.work = 0;
        !self.deadline_passed()
    }

    /// Reads the clock: whether the deadline has passed, which stops the budget.
    fn deadline_passed(&mut self) -> bool {
        let passed = self
            .deadline
            .is_some_and(|deadline| (deadline.clock)() >= deadline.at);
        if passed {
            self.stopped = Some(Stop::Deadline);
        }
        passed
    }

    /// [`Budget::tick_costing`] for work that only knows how far it has got (`done`, 0..=1):
    /// a factorisation, a preparation before a search.
    pub(crate) fn step(&mut self, cost: u64, done: f64) -> bool {
        self.tick_costing(cost, |steps| Progress {
            done,
            steps,
            best: None,
            bound: None,
        })
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
            bound: None,
        }) {}
        assert_eq!(budget.stopped(), Some(Stop::Cancelled));
        assert_eq!(budget.spent(), 20);
        assert_eq!(budget.slice(), 0);
        drop(budget);
        assert_eq!(calls, 2);
    }

    #[test]
    fn slow_steps_report_by_their_work_and_a_passed_deadline_stops_them() {
        fn noon() -> f64 {
            12.0 * 3_600_000.0
        }
        // A step costing a quarter of a report's work: four steps a report.
        let mut budget = Budget::until(noon, noon() + 1.0);
        assert_eq!(budget.slice_costing(Budget::REPORT_WORK / 4), 4);
        for _ in 0..3 {
            assert!(budget.step(Budget::REPORT_WORK / 4, 0.5));
        }
        // The fourth reports, and the clock still reads before the deadline.
        assert!(budget.step(Budget::REPORT_WORK / 4, 0.5));
        assert_eq!(budget.stopped(), None);
        // A budget whose deadline has passed stops at its first report: after one slow step.
        let mut late = Budget::until(noon, noon());
        assert!(!late.step(Budget::REPORT_WORK, 0.0));
        assert_eq!(late.stopped(), Some(Stop::Deadline));
        assert_eq!(late.spent(), 1);
    }

    /// Without a callback the progress is never built.
    fn unreachable_progress() -> Progress {
        unreachable!("no callback, no progress")
    }
}
