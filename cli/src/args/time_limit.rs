//! `--time-limit T`, taken by every command that can run long: one deadline for the whole
//! command, T seconds from the moment [`run`](crate::run) started it (reading a board or a
//! graph file, parsing it, factoring, every search and writing the answer all count). Every
//! piece of work it does runs within an engine [`Budget`] that ends at this deadline or
//! earlier, and reads this clock at least every millisecond or so of work; what did not finish
//! says so in the output ("minimal": false, "unfinished") or, when there is nothing to show, in
//! an error naming the limit.

use std::cell::Cell;
use std::sync::OnceLock;
use std::time::Instant;

use clap::Args;

use lights_lab_engine::{Budget, Puzzle, Reduced, Stop, WalkSize};

use super::limits::{self, SECONDS};
use crate::error::CliError;
use crate::progress;

/// Seconds a command may take unless --time-limit says otherwise: enough for the 2^32
/// solutions of a 20 x 20 torus board, a bound on the rest.
pub const DEFAULT_SECONDS: u64 = 60;

#[derive(Debug, Clone, Default, Args)]
pub struct TimeLimitArg {
    /// the command stops its work after T seconds, 1..=3600 (default 60), with the best found
    #[arg(long = "time-limit", value_name = "T", value_parser = limits::seconds)]
    pub seconds: Option<u64>,
}

/// Milliseconds since the command line first read its clock: the clock every budget reads.
fn clock() -> f64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

thread_local! {
    /// When the command running on this thread started, on [`clock`]: one command at a time
    /// per thread (the tests run several in one process, each on a thread of its own).
    static STARTED: Cell<Option<f64>> = const { Cell::new(None) };
}

/// Marks the start of a command: its deadline is counted from here, not from the moment it
/// first asks for it (after reading a 64 MiB graph file, say).
pub fn start_command() {
    STARTED.set(Some(clock()));
}

/// The command's deadline.
#[derive(Debug, Clone, Copy)]
pub struct Deadline {
    at: f64,
    seconds: u64,
}

impl TimeLimitArg {
    /// The deadline, T seconds from the start of the command ([`start_command`]; from now when
    /// nothing marked it).
    pub fn deadline(&self) -> Deadline {
        let seconds = self.seconds.unwrap_or(DEFAULT_SECONDS);
        let started = STARTED.get().unwrap_or_else(clock);
        Deadline {
            at: started + seconds as f64 * 1000.0,
            seconds,
        }
    }
}

impl Deadline {
    /// A budget for `work` (named on the progress line) that ends at the deadline.
    pub fn budget(&self, work: &'static str) -> Budget<'static> {
        progress::shown(Budget::until(clock, self.at), work)
    }

    /// A budget for `work` that ends at the deadline or after `seconds`, whichever is first:
    /// a stretch of a long search between two saves.
    pub fn within(&self, seconds: f64, work: &'static str) -> Budget<'static> {
        let at = self.at.min(clock() + seconds * 1000.0);
        progress::shown(Budget::until(clock, at), work)
    }

    /// A budget for `work` that ends once `share` of the time left has passed, so that later
    /// work keeps the rest.
    pub fn share(&self, share: f64, work: &'static str) -> Budget<'static> {
        let now = clock();
        let at = now + (self.at - now).max(0.0) * share;
        progress::shown(Budget::until(clock, at), work)
    }

    /// Why `flag`'s walk through every solution of `reduced` cannot fit this time limit or
    /// memory (the engine's rule, [`WalkSize`], which the web app's worker applies too), with
    /// `instead` as the way round it; checked before the walk lays anything out.
    pub fn too_large_to_walk(
        &self,
        reduced: &Reduced,
        flag: &str,
        instead: &str,
    ) -> Option<String> {
        let size = reduced.walk_size();
        let seconds = self.seconds;
        if size.fits(seconds as f64) {
            return None;
        }
        let WalkSize {
            patterns,
            cells,
            entries,
        } = size;
        let allowed = WalkSize::allowed(seconds as f64);
        let walks = format!(
            "{flag} on this setup walks {patterns} quiet patterns of {cells} cells ({entries} presses in all)"
        );
        Some(match size.seconds_needed() {
            Some(needed) => {
                let plural = if seconds == 1 { "" } else { "s" };
                format!(
                    "{walks}; a time limit of {seconds} second{plural} allows {allowed}: allow {needed} seconds or more with --time-limit T"
                )
            }
            None => format!(
                "{walks}, more than the {} any time limit allows: pick a smaller board, or {instead}",
                WalkSize::MAX_ENTRIES
            ),
        })
    }

    /// Whether the deadline has passed.
    pub fn is_past(&self) -> bool {
        clock() >= self.at
    }

    /// Whether `budget` stopped at a deadline.
    pub fn passed(budget: &Budget) -> bool {
        budget.stopped() == Some(Stop::Deadline)
    }

    /// What did not finish: `work` stopped at the deadline, and how to allow it more.
    pub fn unfinished(&self, work: &str) -> String {
        format!(
            "{work} did not finish within the time limit of {} second{}; allow more with --time-limit T ({})",
            self.seconds,
            if self.seconds == 1 { "" } else { "s" },
            SECONDS.allowed()
        )
    }

    /// The refusal when `work` found nothing to show before the deadline.
    pub fn refusal(&self, work: &str) -> CliError {
        CliError::new(self.unfinished(work))
    }

    /// Factors the puzzle within the deadline.
    pub fn reduce(&self, puzzle: &Puzzle) -> Result<Reduced, CliError> {
        let mut budget = self.budget("factoring the puzzle");
        Reduced::new_within(puzzle, &mut budget).map_err(|error| {
            if Self::passed(&budget) {
                self.refusal("factoring the puzzle")
            } else {
                error.into()
            }
        })
    }
}
