//! Criterion benchmarks named `group/case`: the precomputation, a solve and a random solvable
//! board on the sizes docs/benchmarks.md reports, and the largest side a rule is worked out on
//! as the page's size fields state it. Run with `cargo bench --bench engine`.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use rand::rngs::StdRng;
use rand::SeedableRng;

use lights_lab_engine::{
    EngineError, Goal, HexLattice, Pattern, Puzzle, Reduced, Rule, Shape, SquareLattice, Topology,
};

#[path = "random_sparse.rs"]
mod random_sparse;
use random_sparse::random_sparse;

fn precompute(c: &mut Criterion) {
    let mut group = c.benchmark_group("precompute");
    group.sample_size(20);
    for side in [64, 128] {
        let puzzle = Puzzle::lights_out(side, side).expect("a valid size");
        group.bench_function(format!("plus-{side}x{side}"), |b| {
            b.iter(|| Reduced::new(&puzzle).expect("within limits"))
        });
    }
    let sparse = random_sparse(4096, 5, 1);
    group.bench_function("random-sparse-4096", |b| {
        b.iter(|| Reduced::new(&sparse).expect("within limits"))
    });
    group.finish();
}

fn per_board(c: &mut Criterion) {
    let reduced =
        Reduced::new(&Puzzle::lights_out(128, 128).expect("a valid size")).expect("within limits");
    let mut rng = StdRng::seed_from_u64(7);
    c.bench_function("solve/plus-128x128", |b| {
        b.iter_batched(
            || reduced.random_solvable_with_rng(&Goal::Off, &mut rng),
            |board| reduced.solve(&board, &Goal::Off).expect("a valid board"),
            BatchSize::SmallInput,
        )
    });
    let mut rng = StdRng::seed_from_u64(8);
    c.bench_function("random/plus-128x128", |b| {
        b.iter(|| reduced.random_solvable_with_rng(&Goal::Off, &mut rng))
    });
}

/// The largest side found at once, as the page works it out at each change of pattern,
/// surface or states: King (its entries), King with 16 states on the torus (the chase's
/// unknowns), Flip (whose presses reach a whole row and column, counted press by press), and
/// Flip on a hexagon (counted from its move matrix).
fn largest_side(c: &mut Criterion) {
    let mut group = c.benchmark_group("largest-side");
    group.sample_size(20);
    let pattern = |name| Rule::Pattern(Pattern::square_preset(name).expect("a preset"));
    let square = |rule: Rule, surface, states| {
        move |side| -> Result<Puzzle, EngineError> {
            let square = SquareLattice::new(side, side, surface)?;
            Puzzle::new(Shape::Square(square), rule.clone(), states)
        }
    };
    let cases = [
        ("king", square(pattern("king"), Topology::Plane, 2)),
        (
            "king-torus-16",
            square(pattern("king"), Topology::Torus, 16),
        ),
        ("flip", square(Rule::Line, Topology::Plane, 2)),
    ];
    for (name, resized) in cases {
        group.bench_function(format!("{name}-to-1024"), |b| {
            b.iter(|| Reduced::largest_side_at_once(1024, &resized))
        });
    }
    let hexagon = |order| Puzzle::new(Shape::Hex(HexLattice::new(order)?), Rule::Line, 2);
    group.bench_function("flip-hexagon-to-40", |b| {
        b.iter(|| Reduced::largest_side_at_once(40, hexagon))
    });
    group.finish();
}

criterion_group!(benches, precompute, per_board, largest_side);
criterion_main!(benches);
