//! Random winnable games. Drawing a colouring uniformly among those meeting the parity
//! condition and keeping it only if it is winnable gives every winnable colouring the same
//! chance, whatever their number, so long as winnability can be decided: by the search on
//! small graphs, or by the paper's rules on trees, cycles, complete and complete bipartite
//! graphs, hypercubes, wheels, maximal outerplanar graphs and graphs made of such blocks.
//! Where it cannot, the colouring a random order wins (Corollary 1.2) is winnable for sure,
//! but no longer uniform.

use rand::seq::SliceRandom;
use rand::Rng;

use crate::budget::Budget;

use super::analysis::analyze_red;
use super::colour::Colour;
use super::graph::Graph;
use super::theorems::colours_won_by;

/// How many colourings are drawn before giving up on uniformity. Where winnable colourings
/// are a small share (large maximal outerplanar graphs, where one red corner configuration of
/// Reduction Lemma 3 already loses), a few draws cost as much as many would fail.
const MAX_ATTEMPTS: usize = 64;

/// A winnable colouring, and whether it was drawn uniformly among all winnable colourings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RandomColouring {
    pub colours: Vec<Colour>,
    pub uniform: bool,
    /// When not uniform: the random order the colours were made from, which wins them
    /// (Corollary 1.2), so that a caller can say the game is winnable and how.
    pub order: Option<Vec<usize>>,
}

/// A winnable colouring of `graph`, uniform among the winnable colourings when winnability
/// can be decided within `budget`, which all the draws share (see [`super::analysis::analyze`]).
pub fn random_winnable_with_rng<R: Rng + ?Sized>(
    graph: &Graph,
    rng: &mut R,
    budget: &mut Budget,
) -> RandomColouring {
    let n = graph.vertex_count();
    for _ in 0..MAX_ATTEMPTS {
        // Uniform among the colourings with gamma = p + q (mod 2): vertex 0 settles the parity.
        let mut red: Vec<bool> = (0..n).map(|_| rng.random()).collect();
        let greens = red.iter().filter(|&&r| !r).count();
        if (greens + n + graph.edge_count()) % 2 == 1 {
            red[0] ^= true;
        }
        match analyze_red(graph, &red, budget).winnable() {
            Some(true) => {
                return RandomColouring {
                    colours: red
                        .into_iter()
                        .map(|r| if r { Colour::Red } else { Colour::Green })
                        .collect(),
                    uniform: true,
                    order: None,
                }
            }
            Some(false) => {}
            None => break,
        }
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.shuffle(rng);
    RandomColouring {
        colours: colours_won_by(graph, &order),
        uniform: false,
        order: Some(order),
    }
}
