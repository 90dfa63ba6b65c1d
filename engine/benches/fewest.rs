//! Criterion benchmarks of the fewest-press search, named `fewest/case`: Lights Out on 19 x 19
//! (16 quiet patterns, 2^16 solutions a board), on 30 x 30 (20) and on the 20 x 20 torus (32),
//! each over a cycle of random solvable boards, every answer checked to be proven minimal.
//! Run with `cargo bench --bench fewest`; the torus takes seconds an iteration, so its group
//! samples flat, ten iterations in all.

use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode};
use rand::rngs::StdRng;
use rand::SeedableRng;

use lights_lab_engine::{
    Board, Budget, Goal, Pattern, Puzzle, Reduced, Rule, Shape, SquareLattice, Topology,
};

fn reduced(side: usize, topology: Topology) -> Reduced {
    let shape = Shape::Square(SquareLattice::new(side, side, topology).expect("a valid size"));
    let rule = Rule::Pattern(Pattern::square_preset("plus").expect("a preset"));
    Reduced::new(&Puzzle::new(shape, rule, 2).expect("a valid puzzle")).expect("within limits")
}

/// Random solvable boards, the same on every run.
fn boards(reduced: &Reduced, count: usize) -> Vec<Board> {
    let mut rng = StdRng::seed_from_u64(19);
    (0..count)
        .map(|_| reduced.random_solvable_with_rng(&Goal::Off, &mut rng))
        .collect()
}

/// Times the proven fewest presses of each board in turn.
fn bench_fewest(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    reduced: &Reduced,
    boards: &[Board],
) {
    let mut next = boards.iter().cycle();
    group.bench_function(name, |b| {
        b.iter(|| {
            let board = next.next().expect("a cycle never ends");
            let fewest = reduced
                .fewest_presses(board, &Goal::Off, &mut Budget::unlimited())
                .expect("a valid board")
                .expect("a solvable board");
            assert!(fewest.minimal);
            fewest.press_count
        })
    });
}

fn fewest(c: &mut Criterion) {
    let mut group = c.benchmark_group("fewest");
    group.sample_size(20);
    for side in [19, 30] {
        let reduced = reduced(side, Topology::Plane);
        let boards = boards(&reduced, 16);
        bench_fewest(
            &mut group,
            &format!("plus-{side}x{side}"),
            &reduced,
            &boards,
        );
    }
    let torus = reduced(20, Topology::Torus);
    let boards = boards(&torus, 4);
    group.sample_size(10);
    group.sampling_mode(SamplingMode::Flat);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(30));
    bench_fewest(&mut group, "torus-20x20", &torus, &boards);
    group.finish();
}

criterion_group!(benches, fewest);
criterion_main!(benches);
