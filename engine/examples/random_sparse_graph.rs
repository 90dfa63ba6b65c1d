//! Writes the precompute/random-sparse-4096 benchmark puzzle as a graph file on stdout, so the
//! same matrix can be handed to another solver (benches/m4ri/compare.sh).

#[path = "../benches/random_sparse.rs"]
mod random_sparse;

use lights_lab_engine::Shape;

fn main() {
    let puzzle = random_sparse::random_sparse(4096, 5, 1);
    let Shape::Graph(graph) = puzzle.shape() else {
        unreachable!("random_sparse builds a graph puzzle")
    };
    print!("{}", graph.to_text());
}
