//! The progress line: while a long piece of work runs and stderr is a terminal, one line on
//! stderr says what is being done and how far it has got, redrawn in place at most five times
//! a second and erased before the answer is printed. When stderr is a file or a pipe nothing
//! is written, so scripts see only the JSON and the one-line errors.

use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use lights_lab_engine::{Budget, Control};

/// Whether a line is on the terminal now, to be erased.
static DRAWN: AtomicBool = AtomicBool::new(false);

/// Least time between two redraws.
const REDRAW_EVERY: Duration = Duration::from_millis(200);
/// Work shorter than this shows no line at all.
const QUIET_FOR: Duration = Duration::from_millis(500);

/// `budget`, drawing the progress of `work` on stderr when stderr is a terminal.
pub fn shown(budget: Budget<'static>, work: &'static str) -> Budget<'static> {
    if !io::stderr().is_terminal() {
        return budget;
    }
    let started = Instant::now();
    let mut last: Option<Instant> = None;
    budget.on_progress(move |progress| {
        let now = Instant::now();
        let due = last.is_none_or(|last| now - last >= REDRAW_EVERY);
        if now - started >= QUIET_FOR && due {
            last = Some(now);
            let best = progress
                .best
                .map_or(String::new(), |best| format!(", best so far {best}"));
            let bound = progress
                .bound
                .map_or(String::new(), |bound| format!(", proven at least {bound}"));
            let line = format!(
                "{work}: {:.0}% after {:.1} s{best}{bound}",
                progress.done.clamp(0.0, 1.0) * 100.0,
                (now - started).as_secs_f64()
            );
            // Nothing to do if stderr is gone.
            let _ = write!(io::stderr(), "\r\x1b[2K{line}");
            DRAWN.store(true, Ordering::Relaxed);
        }
        Control::Continue
    })
}

/// Erases the progress line, if one is drawn.
pub fn finish() {
    if DRAWN.swap(false, Ordering::Relaxed) {
        let _ = write!(io::stderr(), "\r\x1b[2K");
    }
}
