//! What a factored puzzle hands to the walks through every solution (the fewest-press and
//! difficulty searches): its quiet-pattern generators, by the route it was factored by, and
//! how many cells they press, which those searches check before they start.

use std::sync::Arc;

use crate::solve::quiet::{Generator, Generators};
use crate::solve::reduced::{Reduced, Route};

impl Reduced {
    /// The quiet patterns with their supports, shared: what every coset walks.
    pub(crate) fn generators(&self) -> Generators {
        match &self.route {
            Route::Chased(chased) => Arc::clone(&chased.quiet_patterns),
            Route::Plane(_) => Arc::clone(self.generators.get_or_init(|| {
                let orders = self.quiet_pattern_orders();
                Arc::new(
                    self.quiet_patterns()
                        .zip(orders)
                        .map(|(pattern, order)| Generator::new(&pattern.0, order))
                        .collect::<Vec<_>>()
                        .into(),
                )
            })),
        }
    }

    /// The first `count` generators (all of them when there are fewer, or when they are built
    /// already): what a listing of the solutions numbered below the product of their orders
    /// walks. Classic Lights Out on a plane rectangle builds its quiet patterns when asked, and
    /// building all 484 of 1024 x 1024 for a page of one solution took 7 s of CPU and 1.4 GB.
    pub(crate) fn first_generators(&self, count: usize) -> Generators {
        match (&self.route, self.generators.get()) {
            (Route::Plane(_), None) if count < self.quiet_pattern_count() => Arc::new(
                self.quiet_patterns()
                    .take(count)
                    .map(|pattern| Generator::new(&pattern.0, 2))
                    .collect::<Vec<_>>()
                    .into(),
            ),
            _ => self.generators(),
        }
    }

    /// The cells the quiet-pattern generators press, counted with repeats: what a walk through
    /// every solution (the fewest-press and difficulty searches) lays out before it can start.
    /// For classic Lights Out on a plane rectangle the generators are not laid out until asked
    /// for, and this is the bound of every generator pressing every cell.
    pub fn quiet_pattern_entries(&self) -> u64 {
        match &self.route {
            Route::Plane(plane) => (plane.nullity() as u64).saturating_mul(self.cells() as u64),
            Route::Chased(chased) => chased
                .quiet_patterns
                .iter()
                .map(|generator| generator.support.len() as u64)
                .sum(),
        }
    }
}
