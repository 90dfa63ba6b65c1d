//! `--seed S`: the same numbers on every run when it is given, the operating system's entropy
//! when it is not.

use clap::Args;
use rand::rngs::StdRng;
use rand::SeedableRng;

use super::limits;
use crate::error::CliError;

#[derive(Debug, Clone, Default, Args)]
pub struct SeedArg {
    /// makes what is drawn repeatable, 0..=18446744073709551615
    #[arg(long, value_name = "S", value_parser = limits::seed)]
    pub seed: Option<u64>,
}

impl SeedArg {
    /// A random number generator seeded by --seed, or by the operating system without it.
    pub fn rng(&self) -> Result<StdRng, CliError> {
        match self.seed {
            Some(seed) => Ok(StdRng::seed_from_u64(seed)),
            None => StdRng::try_from_os_rng().map_err(|e| {
                CliError::new(format!(
                    "cannot get a seed from the operating system ({e}); give one with --seed S"
                ))
            }),
        }
    }
}
