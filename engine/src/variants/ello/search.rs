//! The exhaustive search. After the moves of a set S of vertices, in any order, a remaining
//! vertex v shows its first colour flipped once for each neighbour in S: the colours depend on
//! S only (seed 001, Proposition 1.1). So the search runs over removed sets, not orders, and a
//! set once found losing is never explored again: 2^p states at most, one bit each.
//!
//! Two necessary conditions prune it: a position whose remaining graph falls apart is won
//! exactly when each part is won (the parts do not touch), and each connected part must meet
//! Corollary 1.7: the parity condition, a green vertex, and not the reflection X of all red.

use crate::budget::{Budget, Progress};
use crate::error::EngineError;

use super::colour::Colour;
use super::graph::Graph;

/// The largest graph the search takes: 2^28 states, a 32 MiB bitset.
pub const MAX_SEARCH_VERTICES: usize = 28;

/// Why a search gave up: its budget ran out, or the budget's callback said stop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Stopped;

/// Takes one step of `budget`, reporting `done`, the share of the work settled so far.
pub(crate) fn step(budget: &mut Budget, done: f64) -> Result<(), Stopped> {
    let progress = |steps| Progress {
        done,
        steps,
        best: None,
        bound: None,
    };
    if budget.tick(progress) {
        Ok(())
    } else {
        Err(Stopped)
    }
}

/// What the exhaustive search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Searched {
    /// A winning order of vertex numbers.
    Winnable(Vec<usize>),
    Unwinnable,
    /// The budget stopped it first.
    Stopped,
}

/// The exhaustive search on its own, without the paper's rules: for graphs of up to
/// [`MAX_SEARCH_VERTICES`] vertices, the exact answer with a winning order. [`super::analysis::analyze`]
/// uses it where no rule applies; on its own it lets the rules be checked against it.
pub fn exhaustive_search(
    graph: &Graph,
    colours: &[Colour],
    budget: &mut Budget,
) -> Result<Searched, EngineError> {
    let p = graph.vertex_count();
    if p > MAX_SEARCH_VERTICES || colours.len() != p {
        return Err(EngineError::too_large(
            "vertices",
            MAX_SEARCH_VERTICES as u64,
            format!(
                "the exhaustive search takes graphs of at most {MAX_SEARCH_VERTICES} vertices with one colour each, got {p} vertices and {} colours",
                colours.len()
            ),
        ));
    }
    let red: Vec<bool> = colours.iter().map(|&c| c == Colour::Red).collect();
    Ok(match search(graph, &red, budget) {
        Ok(Some(order)) => Searched::Winnable(order),
        Ok(None) => Searched::Unwinnable,
        Err(Stopped) => Searched::Stopped,
    })
}

/// A winning order (vertex numbers) for the colouring `red` (true: red), `None` when there is
/// none. The graph must have at most [`MAX_SEARCH_VERTICES`] vertices.
pub(crate) fn search(
    graph: &Graph,
    red: &[bool],
    budget: &mut Budget,
) -> Result<Option<Vec<usize>>, Stopped> {
    let p = graph.vertex_count();
    debug_assert!(p <= MAX_SEARCH_VERTICES);
    let mut search = Search {
        adjacent: (0..p)
            .map(|v| graph.neighbours(v).iter().fold(0, |m, &w| m | 1 << w))
            .collect(),
        red: red
            .iter()
            .enumerate()
            .fold(0, |m, (v, &r)| m | (r as u32) << v),
        all: ((1u64 << p) - 1) as u32,
        lost: vec![0; (1usize << p).div_ceil(64)],
        budget,
        lost_count: 0,
    };
    let mut order = Vec::with_capacity(p);
    Ok(search
        .win(0, &mut order)?
        .then(|| order.into_iter().map(|v| v as usize).collect()))
}

struct Search<'a, 'b> {
    /// Each vertex's neighbours as a bit mask.
    adjacent: Vec<u32>,
    /// The first colours, a bit per vertex, 1 for red.
    red: u32,
    all: u32,
    /// A bit per removed set: the position after removing it is known to be lost.
    lost: Vec<u64>,
    budget: &'a mut Budget<'b>,
    /// How many sets are marked lost, for the progress report.
    lost_count: u64,
}

impl Search<'_, '_> {
    /// Whether v shows green once the vertices of `removed` are gone.
    fn green(&self, removed: u32, v: usize) -> bool {
        (self.red >> v ^ (self.adjacent[v] & removed).count_ones()) & 1 == 0
    }

    /// The vertices of `within` connected to `seed` inside it.
    fn component(&self, within: u32, seed: u32) -> u32 {
        let (mut component, mut frontier) = (seed, seed);
        while frontier != 0 {
            let v = frontier.trailing_zeros() as usize;
            frontier &= frontier - 1;
            let new = self.adjacent[v] & within & !component;
            component |= new;
            frontier |= new;
        }
        component
    }

    /// Corollary 1.7 for a connected remaining graph: gamma = p + q mod 2, some vertex green,
    /// and not every vertex green exactly when its degree is odd (the reflection X of R).
    fn plausible(&self, removed: u32, remaining: u32) -> bool {
        let (mut p, mut degrees, mut greens, mut reflection) = (0, 0, 0, true);
        let mut rest = remaining;
        while rest != 0 {
            let v = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let degree = (self.adjacent[v] & remaining).count_ones();
            let green = self.green(removed, v);
            p += 1;
            degrees += degree;
            greens += green as u32;
            reflection &= green == (degree % 2 == 1);
        }
        greens > 0 && !reflection && (p + degrees / 2 + greens) % 2 == 0
    }

    fn mark_lost(&mut self, removed: u32) {
        self.lost_count += 1;
        self.lost[removed as usize / 64] |= 1 << (removed % 64);
    }

    fn known_lost(&self, removed: u32) -> bool {
        self.lost[removed as usize / 64] >> (removed % 64) & 1 == 1
    }

    /// Whether the position after `removed` can be won; if so its moves are pushed on `order`.
    fn win(&mut self, removed: u32, order: &mut Vec<u8>) -> Result<bool, Stopped> {
        let remaining = self.all & !removed;
        if remaining == 0 {
            return Ok(true);
        }
        if self.known_lost(removed) {
            return Ok(false);
        }
        let done = self.lost_count as f64 / (self.all as f64 + 1.0);
        step(self.budget, done)?;
        let first = self.component(remaining, remaining & remaining.wrapping_neg());
        if first != remaining {
            // Each part is a position of its own: its colours depend only on its removed
            // neighbours, which are all gone, so "everything but this part removed" is it.
            let mark = order.len();
            let mut rest = remaining;
            while rest != 0 {
                let part = self.component(rest, rest & rest.wrapping_neg());
                rest &= !part;
                if !self.win(self.all & !part, order)? {
                    order.truncate(mark);
                    self.mark_lost(removed);
                    return Ok(false);
                }
            }
            return Ok(true);
        }
        if self.plausible(removed, remaining) {
            let mut candidates = remaining;
            while candidates != 0 {
                let v = candidates.trailing_zeros() as usize;
                candidates &= candidates - 1;
                if self.green(removed, v) {
                    order.push(v as u8);
                    if self.win(removed | 1 << v, order)? {
                        return Ok(true);
                    }
                    order.pop();
                }
            }
        }
        self.mark_lost(removed);
        Ok(false)
    }
}
