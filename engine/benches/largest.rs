//! Criterion benchmarks of the largest fewest-press count, named `largest/case`: Lights Out on
//! 9 x 9 (8 quiet patterns, 55 cell types: 37) and on 16 x 16 (8, 60 types: 124), each settled
//! exactly by the branch and bound over the types, and 77 x 77 (2 quiet patterns: 4239, the
//! averaging bound, reached at once; the cell types are worked out on the first call only). Run with `cargo bench --bench largest`; 16 x 16
//! takes seconds an iteration, so its group samples flat, ten iterations in all.

use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode};

use lights_lab_engine::{Budget, Puzzle, Reduced};

fn largest(c: &mut Criterion) {
    let mut group = c.benchmark_group("largest");
    group.sample_size(10);
    group.sampling_mode(SamplingMode::Flat);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(20));
    for (side, count) in [(9, 37), (16, 124), (77, 4239)] {
        let reduced = Reduced::new(&Puzzle::lights_out(side, side).expect("a valid size"))
            .expect("within limits");
        group.bench_function(format!("plus-{side}x{side}"), |b| {
            b.iter(|| {
                let largest = reduced.largest_fewest(&mut Budget::unlimited());
                assert_eq!(largest.exact(), Some(count));
            })
        });
    }
    group.finish();
}

criterion_group!(benches, largest);
criterion_main!(benches);
