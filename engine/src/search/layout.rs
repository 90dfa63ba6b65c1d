//! Which layout a block of solutions is walked in: the class layout where the processor has
//! AVX-512 and the classes fit ([`crate::search::class_walk`]), the lane layout everywhere else
//! ([`crate::search::fewest_gf2`]). Both answer the same questions, so the plan and the search
//! ([`crate::search::blocks`], [`crate::search::minimum`]) hold a [`Layout`] and walk a [`Walk`]
//! without knowing which.

use crate::budget::Budget;
use crate::search::checkpoint::fingerprint;
#[cfg(target_arch = "x86_64")]
use crate::search::class_walk::{ClassLayout, ClassWalk};
use crate::search::fewest_gf2::{Best, LaneWalk, Lanes};

/// Most cells the vectors press, summed, for which layouts are tried and costed: both kinds
/// build a few dozen candidates and weigh each on hundreds of random combinations, which on a
/// 1,000 x 1,000 torus (64 quiet patterns of a million cells) took 3 s. Past it the lanes'
/// guess is taken as it is, at once.
const CHOICE_CELLS: usize = 1 << 23;
/// The fewest combinations (as a power of two) a search must have to be walked in the class
/// layout.
#[cfg(target_arch = "x86_64")]
const CLASSES_FROM: f64 = 22.0;

/// The layout of one set of vectors.
#[derive(Debug, Clone)]
pub(crate) enum Layout {
    Lanes(Lanes),
    #[cfg(target_arch = "x86_64")]
    Classes(ClassLayout),
}

/// One block's walk in a [`Layout`].
#[derive(Debug, Clone)]
pub(crate) enum Walk {
    Lanes(LaneWalk),
    #[cfg(target_arch = "x86_64")]
    Classes(ClassWalk),
}

impl Layout {
    /// The layout of `basis` (cell-packed, on `cells` cells) whose walk of `base` + span(basis)
    /// promises to be cheapest when solutions of `best` presses or more are ruled out, for a
    /// search that walks `blocks` blocks in it. The class layout only for searches of at least
    /// 2^22 combinations in all: below that the lanes settle them in milliseconds, less than
    /// choosing a class layout takes (a random 19 x 19 board, 2^16 solutions, took 7 ms with
    /// it and under 1 ms without). The candidates are built and costed before the search's
    /// first step, each reported to `budget`; `None` when the deadline passed first.
    pub fn choose(
        cells: usize,
        basis: Vec<Vec<u64>>,
        base: &[u64],
        best: u64,
        blocks: usize,
        budget: &mut Budget,
    ) -> Option<Self> {
        if basis.len() * cells > CHOICE_CELLS {
            // Placing each cell, then each vector's cells.
            let cost = (cells + basis.len() * cells / 2) as u64;
            let plain = Self::plain(cells, basis);
            return budget.prepare(cost).then_some(plain);
        }
        // Elsewhere the class layout, which `blocks` sizes, does not run.
        #[cfg(not(target_arch = "x86_64"))]
        let _ = blocks;
        #[cfg(target_arch = "x86_64")]
        if basis.len() as f64 + (blocks.max(1) as f64).log2() >= CLASSES_FROM {
            if let Some(classes) = ClassLayout::choose(cells, &basis, base, best, budget) {
                return Some(Self::Classes(classes));
            }
            if budget.stopped().is_some() {
                return None;
            }
        }
        Lanes::choose(cells, basis, base, best, budget).map(Self::Lanes)
    }

    /// The lane layout of `basis` with the inner count of its guess, costed on nothing: for
    /// searches too large to be finished anyway, or to cost.
    pub fn plain(cells: usize, basis: Vec<Vec<u64>>) -> Self {
        Self::Lanes(Lanes::new(cells, basis))
    }

    /// The walk of the block `base` + span(vectors), from outer combination `from` (0 for a
    /// block not begun; a saved search's step for one under way).
    pub fn walk(&self, base: Vec<u64>, from: u64) -> Walk {
        match self {
            Self::Lanes(lanes) => Walk::Lanes(lanes.walk(base, from)),
            #[cfg(target_arch = "x86_64")]
            Self::Classes(classes) => Walk::Classes(classes.walk(base, from)),
        }
    }

    /// A fingerprint of what a step of a walk means (the outer vectors, in their order), so
    /// that a step saved where the walk was laid out otherwise (a processor with AVX-512 or
    /// without) is never taken for one here.
    pub fn fingerprint(&self) -> u64 {
        let outer = match self {
            Self::Lanes(lanes) => lanes.outer_vectors(),
            #[cfg(target_arch = "x86_64")]
            Self::Classes(classes) => classes.outer_vectors(),
        };
        fingerprint(outer.iter().flat_map(|vector| vector.iter().copied()))
    }

    /// Outer combinations a block has, or `None` when that does not fit in a u64.
    pub fn leaves(&self) -> Option<u64> {
        match self {
            Self::Lanes(lanes) => lanes.leaves(),
            #[cfg(target_arch = "x86_64")]
            Self::Classes(classes) => classes.leaves(),
        }
    }

    /// Units of work one outer combination takes.
    pub fn step_cost(&self) -> u64 {
        match self {
            Self::Lanes(lanes) => lanes.step_cost(),
            #[cfg(target_arch = "x86_64")]
            Self::Classes(classes) => classes.step_cost(),
        }
    }
}

impl Walk {
    /// Weighs up to `max_steps` outer combinations of `layout` (the one this walk was made
    /// by), offering any solution lighter than `best`; returns how many it weighed.
    pub fn advance(&mut self, layout: &Layout, max_steps: u64, best: &Best) -> u64 {
        match (self, layout) {
            (Self::Lanes(walk), Layout::Lanes(lanes)) => walk.advance(lanes, max_steps, best),
            #[cfg(target_arch = "x86_64")]
            (Self::Classes(walk), Layout::Classes(classes)) => {
                walk.advance(classes, max_steps, best)
            }
            #[cfg(target_arch = "x86_64")]
            _ => unreachable!("a walk is advanced in the layout that made it"),
        }
    }

    /// Whether every outer combination of `layout` has been weighed.
    pub fn is_finished(&self, layout: &Layout) -> bool {
        layout.leaves() == Some(self.step())
    }

    /// The share of the outer combinations of `layout` weighed.
    pub fn done(&self, layout: &Layout) -> f64 {
        layout
            .leaves()
            .map_or(0.0, |leaves| self.step() as f64 / leaves as f64)
    }

    /// Outer combinations weighed so far: where a saved search takes the walk up.
    pub fn step(&self) -> u64 {
        match self {
            Self::Lanes(walk) => walk.step(),
            #[cfg(target_arch = "x86_64")]
            Self::Classes(walk) => walk.step(),
        }
    }
}
