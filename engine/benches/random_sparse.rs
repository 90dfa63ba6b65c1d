//! The unstructured benchmark puzzle, shared by the criterion bench and the example that
//! writes it out for the M4RI comparison (benches/m4ri/compare.sh).

use lights_lab_engine::{Digraph, Puzzle, Rule, Shape};
use rand::rngs::StdRng;
use rand::seq::index::sample;
use rand::SeedableRng;

/// A random digraph on `n` vertices with `arcs_per_vertex` distinct out-arcs each (no loops),
/// played as SIGMA+: no rows, no symmetry, nothing for the chase to exploit beyond sparsity.
pub fn random_sparse(n: usize, arcs_per_vertex: usize, seed: u64) -> Puzzle {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut arcs = Vec::with_capacity(n * arcs_per_vertex);
    for u in 0..n {
        for v in sample(&mut rng, n - 1, arcs_per_vertex) {
            let v = if v >= u { v + 1 } else { v };
            arcs.push((u as u32, v as u32));
        }
    }
    let graph = Digraph::new(n, arcs).expect("a valid graph");
    Puzzle::new(Shape::Graph(graph), Rule::Sigma { plus: true }, 2).expect("a valid puzzle")
}
