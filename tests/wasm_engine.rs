//! The engine's WebAssembly-only code, checked where it runs: in a (headless) browser, built as
//! the web app builds it (SIMD128 on). The fewest-press search walks its solutions with the
//! WebAssembly kernel there (engine/src/search/simd128.rs) and with plain Rust natively, where
//! the engine's own tests hold it; here its answers are held against every solution weighed.
//! Run with `cargo test -p lights-lab-web --target wasm32-unknown-unknown --test wasm_engine`
//! (scripts/test does).

#![cfg(target_arch = "wasm32")]

use lights_lab_engine::{
    Board, Budget, Goal, Outcome, Pattern, Puzzle, Reduced, Rule, Shape, SquareLattice, Topology,
};
use rand::rngs::StdRng;
use rand::SeedableRng;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// Lights Out on `side` x `side` with `topology`.
fn lights_out(side: usize, topology: Topology) -> Reduced {
    let shape = Shape::Square(SquareLattice::new(side, side, topology).expect("a valid size"));
    let rule = Rule::Pattern(Pattern::square_preset("plus").expect("a preset"));
    Reduced::new(&Puzzle::new(shape, rule, 2).expect("a valid puzzle")).expect("within limits")
}

/// The fewest presses among all the board's solutions: one solution plus every combination of
/// the quiet patterns, in Gray-code order (one pattern added a step).
fn least_of_every_solution(reduced: &Reduced, board: &Board) -> u64 {
    let Outcome::Solvable(solution) = reduced.solve(board, &Goal::Off).expect("a valid board")
    else {
        panic!("a solvable board");
    };
    let patterns: Vec<Vec<u8>> = reduced.quiet_patterns().map(|p| p.0).collect();
    let mut presses = solution.0;
    let mut least = presses.iter().map(|&p| u64::from(p)).sum::<u64>();
    for step in 1u64..1 << patterns.len() {
        let pattern = &patterns[step.trailing_zeros() as usize];
        for (press, &quiet) in presses.iter_mut().zip(pattern) {
            *press ^= quiet;
        }
        least = least.min(presses.iter().map(|&p| u64::from(p)).sum());
    }
    least
}

#[wasm_bindgen_test]
fn the_fewest_press_search_finds_the_lightest_of_every_solution() {
    // 16 quiet patterns each (2^16 solutions a board): 19 x 19 and 33 x 33 on the plane lay
    // their columns out at different depths; the 12 x 12 torus is split by its symmetries.
    for (side, topology) in [
        (19, Topology::Plane),
        (33, Topology::Plane),
        (12, Topology::Torus),
    ] {
        let reduced = lights_out(side, topology);
        assert_eq!(reduced.quiet_pattern_count(), 16, "{side} x {side}");
        let mut rng = StdRng::seed_from_u64(side as u64);
        for _ in 0..3 {
            let board = reduced.random_solvable_with_rng(&Goal::Off, &mut rng);
            let fewest = reduced
                .fewest_presses(&board, &Goal::Off, &mut Budget::unlimited())
                .expect("a valid board")
                .expect("a solvable board");
            assert!(fewest.minimal, "{side} x {side}: proven");
            assert_eq!(
                fewest.press_count,
                least_of_every_solution(&reduced, &board),
                "{side} x {side} {topology:?}"
            );
            assert_eq!(fewest.presses.press_count(), fewest.press_count);
            assert_eq!(
                reduced.apply(&board, &fewest.presses),
                Goal::Off.target(side * side, 2),
                "the presses solve the board"
            );
        }
    }
}
