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
