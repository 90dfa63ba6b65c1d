//! The quiet-pattern generators of a puzzle as the walks through every solution use them: each
//! dense and by its support, built once per puzzle and shared by every coset. A 65,536-vertex
//! graph's 4,096 quiet patterns are 268 MB; a difficulty search makes a coset per board it
//! tries, and each used to copy them.

use std::sync::Arc;

/// One quiet-pattern generator.
#[derive(Debug)]
pub(crate) struct Generator {
    /// Its additive order (N for prime N).
    pub(crate) order: u32,
    pub(crate) values: Vec<u8>,
    /// The cells it presses, with how often.
    pub(crate) support: Vec<(u32, u8)>,
}

/// The generators of one puzzle, shared.
pub(crate) type Generators = Arc<Vec<Generator>>;

impl Generator {
    pub(crate) fn new(values: Vec<u8>, order: u32) -> Self {
        let support = values
            .iter()
            .enumerate()
            .filter(|(_, &v)| v != 0)
            .map(|(cell, &v)| (cell as u32, v))
            .collect();
        Self {
            order,
            values,
            support,
        }
    }
}
