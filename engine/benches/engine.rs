//! Criterion benchmarks named `group/case`: the precomputation, a solve and a random solvable
//! board on the sizes docs/benchmarks.md reports. Run with `cargo bench --bench engine`.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use rand::rngs::StdRng;
use rand::SeedableRng;

use lights_lab_engine::{Goal, Puzzle, Reduced};

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

criterion_group!(benches, precompute, per_board);
criterion_main!(benches);
