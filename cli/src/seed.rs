//! The --seed flag: the same numbers on every run when it is given, the operating system's
//! entropy when it is not.

use rand::rngs::StdRng;
use rand::SeedableRng;

use super::args::Flags;
use super::commands::SEED;
use super::CliError;

/// A random number generator seeded by --seed, or by the operating system without it.
pub fn rng(flags: &Flags) -> Result<StdRng, CliError> {
    match flags.number::<u64>(SEED)? {
        Some(seed) => Ok(StdRng::seed_from_u64(seed)),
        None => StdRng::try_from_os_rng().map_err(|e| {
            CliError::new(format!(
                "cannot get a seed from the operating system ({e}); give one with --seed S"
            ))
        }),
    }
}
