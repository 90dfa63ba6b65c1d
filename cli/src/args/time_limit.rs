//! `--time-limit T`, shared by the searches: the engine counts steps, the command line keeps
//! the clock and stops the search at the deadline, which then answers with the best it found
//! and says so ("minimal": false).

use std::time::{Duration, Instant};

use clap::Args;

use lights_lab_engine::{Budget, Control};

use super::limits;

/// Seconds a search may take unless --time-limit says otherwise: enough for the 2^32
/// solutions of a 20 x 20 torus board, a bound on the rest.
const DEFAULT_SECONDS: u64 = 60;

#[derive(Debug, Clone, Default, Args)]
pub struct TimeLimitArg {
    /// a search stops after T seconds (1..=3600, default 60) with the best found
    #[arg(long = "time-limit", value_name = "T", value_parser = limits::seconds)]
    pub seconds: Option<u64>,
}

impl TimeLimitArg {
    /// A budget that stops its search at the deadline, which starts now.
    pub fn budget(&self) -> Budget<'static> {
        let deadline =
            Instant::now() + Duration::from_secs(self.seconds.unwrap_or(DEFAULT_SECONDS));
        Budget::unlimited().on_progress(move |_| {
            if Instant::now() < deadline {
                Control::Continue
            } else {
                Control::Stop
            }
        })
    }
}
