//! The algebra room: linear algebra over GF(2) and Z_N, with nothing of the puzzle in it.
//!
//! Bit-packed elimination over GF(2) ([`gf2`]), Smith forms over Z_N split by prime power
//! ([`modular`]), the Howell form that makes a solution canonical ([`howell`]), packed bit sets
//! ([`bits`]) and exact counts beyond u64 ([`count`]). It imports nothing else of the engine but
//! the [`Budget`](crate::Budget) its long eliminations run within (a file that imports nothing
//! itself), so every other room may use it.

pub mod bits;
pub mod count;
pub mod gf2;
pub mod howell;
pub mod modular;
pub mod poly2;
