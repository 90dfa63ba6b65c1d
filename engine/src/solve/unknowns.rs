//! How many unknowns the residual system left by light chasing may have: the limit of the
//! eliminations, checked by [`Reduced::new`](crate::Reduced::new) after planning the chase and
//! by [`Reduced::fits_by_rows`](crate::Reduced::fits_by_rows) before any factoring.

use crate::error::EngineError;

/// Largest residual system eliminated for N = 2.
pub const MAX_UNKNOWNS_GF2: usize = 4096;
/// Largest residual system put in Smith form for N > 2.
pub const MAX_UNKNOWNS_MODULAR: usize = 512;

/// Refuses a residual system of `free` unknowns over `states` states past the elimination's
/// limit: the check [`Reduced::new`] makes after planning the chase.
pub(crate) fn unknowns_within(free: usize, states: u8) -> Result<(), EngineError> {
    let limit = if states == 2 {
        MAX_UNKNOWNS_GF2
    } else {
        MAX_UNKNOWNS_MODULAR
    };
    if free > limit {
        return Err(EngineError::too_large(
            "unknowns",
            limit as u64,
            format!(
                "this puzzle reduces to a system of {free} unknowns; with {states} states at most {limit} are supported (try a smaller board or a more local rule)"
            ),
        ));
    }
    Ok(())
}
