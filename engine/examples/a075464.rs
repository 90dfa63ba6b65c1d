//! OEIS A075464, the fewest presses that solve the all-on n x n Lights Out board, computed and
//! timed term by term on every core: `cargo run --release -p lights-lab-engine --example
//! a075464 -- FROM TO [SECONDS]` prints `n a(n) proven bound seconds` a line per n (then k,
//! the symmetries, the blocks and the share of the solutions settled), each search stopped
//! after SECONDS (default 3600) with its best and its lower bound.

use std::time::Instant;

use lights_lab_engine::{Budget, Goal, Puzzle, Reduced};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("FROM TO [SECONDS], whole numbers"))
        .collect();
    let (from, to) = (
        args.first().copied().unwrap_or(1),
        args.get(1).copied().unwrap_or(20),
    );
    let seconds = args.get(2).copied().unwrap_or(3600) as f64;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    for n in from..=to {
        let started = Instant::now();
        let side = n as usize;
        let reduced = Reduced::new(&Puzzle::lights_out(side, side).expect("a valid size"))
            .expect("within limits");
        let all_on = Goal::On.target(side * side, 2);
        let mut search = reduced
            .fewest_search(&all_on, &Goal::Off)
            .expect("a valid board")
            .expect("the all-on board is solvable");
        let deadline = now_ms() + seconds * 1000.0;
        let fewest = search.run_parallel(threads, &mut Budget::until(now_ms, deadline));
        let (symmetries, blocks) = search.split();
        println!(
            "{n} {} {} {} {:.3} k={} sym={symmetries} blocks={blocks} settled={:.4}",
            fewest.press_count,
            fewest.minimal,
            fewest.lower_bound,
            started.elapsed().as_secs_f64(),
            reduced.nullity().unwrap_or(0),
            search.progress().done,
        );
    }
}

/// Milliseconds since the first call: the clock the budget reads.
fn now_ms() -> f64 {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}
