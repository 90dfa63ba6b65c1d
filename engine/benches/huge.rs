//! Criterion benchmarks of classic Lights Out on huge boards, the polynomial route: the
//! factorisation alone (what a page waits for before a 1024 x 1024 board can be analysed) and
//! the all-on n x n board factored and solved, as `lights-lab solve --board on` does before it
//! prints. Run with `cargo bench -p lights-lab-engine --bench huge`.

use criterion::{criterion_group, criterion_main, Criterion};

use lights_lab_engine::{Board, Goal, Outcome, Puzzle, Reduced};

fn factor(c: &mut Criterion) {
    let mut group = c.benchmark_group("factor");
    group.sample_size(10);
    for side in [1024, 4000] {
        let puzzle = Puzzle::lights_out(side, side).expect("a valid size");
        group.bench_function(format!("plus-{side}x{side}"), |b| {
            b.iter(|| Reduced::new(&puzzle).expect("within limits"))
        });
    }
    group.finish();
}

fn all_on(c: &mut Criterion) {
    let mut group = c.benchmark_group("all-on");
    group.sample_size(10);
    for side in [1000, 4000, 10000] {
        let puzzle = Puzzle::lights_out(side, side).expect("a valid size");
        let board = Board(vec![1; side * side]);
        group.bench_function(format!("plus-{side}x{side}"), |b| {
            b.iter(|| {
                let reduced = Reduced::new(&puzzle).expect("within limits");
                let outcome = reduced.solve(&board, &Goal::Off).expect("a valid board");
                assert!(matches!(outcome, Outcome::Solvable(_)));
            })
        });
    }
    group.finish();
}

criterion_group!(benches, factor, all_on);
criterion_main!(benches);
