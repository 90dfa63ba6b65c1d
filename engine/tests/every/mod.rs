//! Every vector of a small puzzle, numbered, for the tests that check the engine against
//! brute force. Each test file uses some of these helpers, not all of them.
#![allow(dead_code)]

/// N^n: how many vectors of `cells` entries in 0..N there are.
pub fn count(cells: usize, states: u8) -> u64 {
    (states as u64).pow(cells as u32)
}

/// The vector numbered `code` among all N^n (digit i of `code` in base N is entry i).
pub fn vector(code: u64, cells: usize, states: u8) -> Vec<u8> {
    let mut rest = code;
    (0..cells)
        .map(|_| {
            let digit = (rest % states as u64) as u8;
            rest /= states as u64;
            digit
        })
        .collect()
}

/// All N^n vectors, in the order of their numbers.
pub fn vectors(cells: usize, states: u8) -> impl Iterator<Item = Vec<u8>> {
    (0..count(cells, states)).map(move |code| vector(code, cells, states))
}

/// The number of a vector among all N^n (the inverse of [`vector`]).
pub fn code(values: &[u8], states: u8) -> u64 {
    values
        .iter()
        .rev()
        .fold(0, |code, &v| code * states as u64 + v as u64)
}

/// For every board (by number), the fewest presses that take it to the goal, or `None`: found
/// by pressing every one of the N^n press vectors and keeping the lightest per board reached.
pub fn fewest_per_board(
    reduced: &lights_lab_engine::Reduced,
    goal: &lights_lab_engine::Goal,
) -> Vec<Option<u64>> {
    let (n, states) = (reduced.cells(), reduced.states());
    let goal = goal.target(n, states);
    let matrix = reduced.puzzle().move_matrix().unwrap();
    let mut fewest = vec![None; count(n, states) as usize];
    for presses in vectors(n, states) {
        // board + A·p = goal, so board = goal - A·p.
        let mut change = vec![0u8; n];
        matrix.apply(&presses, &mut change, states);
        let board: Vec<u8> = goal
            .0
            .iter()
            .zip(&change)
            .map(|(&g, &c)| (g + states - c) % states)
            .collect();
        let pressed: u64 = presses.iter().map(|&x| x as u64).sum();
        let entry = &mut fewest[code(&board, states) as usize];
        if entry.is_none_or(|best| pressed < best) {
            *entry = Some(pressed);
        }
    }
    fewest
}
