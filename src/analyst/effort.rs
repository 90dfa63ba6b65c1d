//! How long the analyst may work on one answer. In the browser that is a deadline on the
//! page's clock: a slice of the fewest-press search must end soon enough for the page to
//! stay responsive (it runs between frames when it runs on the page), and a one-off search
//! (the largest count, a deal by difficulty, a repair) must end before a player wonders
//! whether the page froze. Natively, where tests must repeat exactly, it is a step count.
//! The engine itself never reads a clock ([`lights_lab_engine::Budget`]).

use lights_lab_engine::{Budget, Control};

/// A kind of work, with its time allowed and its native step count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Work {
    /// One slice of a search run slice by slice (the fewest-press search, the lit-only
    /// search); the next slice follows after the page has had its turn.
    Slice,
    /// The largest fewest-press count of a setup (once per setup, for the readout and for
    /// deals by difficulty).
    Largest,
    /// A deal by difficulty: rejection sampling until a board of the band turns up.
    Deal,
    /// The fewest lights to change on an unsolvable board.
    Repair,
}

impl Work {
    /// Milliseconds allowed in the browser: a slice well within a frame budget a person
    /// notices (50 ms), one-off work within about half a second.
    fn millis(self) -> f64 {
        match self {
            Work::Slice => 50.0,
            Work::Largest => 300.0,
            Work::Deal => 600.0,
            Work::Repair => 300.0,
        }
    }

    /// Steps allowed natively: enough to settle the small boards the tests play on in one
    /// go (5 x 5 takes tens of steps, 4 x 4 hundreds), and a test that wants a search to take
    /// several slices takes a board with a large kernel.
    fn steps(self) -> u64 {
        match self {
            Work::Slice | Work::Largest | Work::Repair => 1 << 16,
            Work::Deal => 1 << 18,
        }
    }
}

/// Seconds a walk through every solution may spend laying out its quiet patterns before its
/// search can read the clock (the engine's [`lights_lab_engine::WalkSize`] rule, the one the
/// command line applies to its time limit): the worker answers nothing else meanwhile, so
/// this is kept to about the half second after which the page shows its progress bar.
/// 256 x 256 Lights Out (144 quiet patterns over 65,536 cells) fits; 512 x 512 (252 over
/// 262,144) does not.
pub const WALK_SECONDS: f64 = 0.5;

/// The analyst's measure of work: a clock when it has one.
#[derive(Debug, Clone, Copy, Default)]
pub struct Effort {
    /// Milliseconds since some fixed point (the browser's `Date.now`).
    clock: Option<fn() -> f64>,
}

impl Effort {
    /// Work ends at deadlines on `clock`.
    pub fn timed(clock: fn() -> f64) -> Self {
        Self { clock: Some(clock) }
    }

    /// A budget for one piece of `work`, starting now.
    pub fn budget(&self, work: Work) -> Budget<'static> {
        match self.clock {
            None => Budget::steps(work.steps()),
            Some(now) => {
                let deadline = now() + work.millis();
                Budget::unlimited().on_progress(move |_| {
                    if now() < deadline {
                        Control::Continue
                    } else {
                        Control::Stop
                    }
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lights_lab_engine::{Pattern, Puzzle, Rule, Shape, SquareLattice, Stop, Topology};

    #[test]
    fn a_clock_past_its_deadline_stops_the_work_at_the_first_report() {
        // A clock that jumps a second ahead on every reading: the deadline has always passed.
        fn racing() -> f64 {
            use std::sync::atomic::{AtomicU64, Ordering};
            static TICKS: AtomicU64 = AtomicU64::new(0);
            TICKS.fetch_add(1_000, Ordering::Relaxed) as f64
        }
        let puzzle = lights_lab_engine::Puzzle::lights_out(9, 9).unwrap();
        let reduced = lights_lab_engine::Reduced::new(&puzzle).unwrap();
        let mut budget = Effort::timed(racing).budget(Work::Largest);
        reduced.largest_fewest(&mut budget);
        assert_eq!(budget.stopped(), Some(Stop::Cancelled));
        assert!(budget.spent() <= Budget::REPORT_EVERY, "{}", budget.spent());
    }

    #[test]
    fn without_a_clock_work_is_counted_in_steps() {
        let mut budget = Effort::default().budget(Work::Slice);
        // 4 x 4 with 6 states: its largest count is far from settled in a slice.
        let square = SquareLattice::new(4, 4, Topology::Plane).unwrap();
        let plus = Rule::Pattern(Pattern::square_preset("plus").unwrap());
        let puzzle = Puzzle::new(Shape::Square(square), plus, 6).unwrap();
        let reduced = lights_lab_engine::Reduced::new(&puzzle).unwrap();
        reduced.largest_fewest(&mut budget);
        assert_eq!(budget.stopped(), Some(Stop::Limit));
        assert_eq!(budget.spent(), 1 << 16);
    }
}
