//! The search room: the questions linear algebra alone does not answer quickly.
//!
//! The fewest presses that solve a board ([`fewest`]; for N = 2 the minimum-weight search of
//! [`minimum`], over the blocks of [`blocks`] cut by the board's [`symmetry`] acting on the
//! coordinates of [`echelon`], each walked in a [`layout`]: the lanes of [`fewest_gf2`] and
//! [`lane_kernel`], whose byte counts WebAssembly takes from `simd128`, or on processors with
//! AVX-512 the classes of `class_walk` and `avx512`), the largest fewest-press count of a setup
//! ([`largest`]) and boards of a chosen difficulty ([`difficulty`]). A fewest-press search is
//! saved, split into shards and put back together in the text of [`checkpoint`]. Every search
//! runs within a [`Budget`](crate::Budget) and reports progress to a
//! callback that may stop it. It imports the solving, model and algebra rooms.

#[cfg(target_arch = "x86_64")]
mod avx512;
pub mod blocks;
pub mod checkpoint;
#[cfg(target_arch = "x86_64")]
mod class_walk;
#[cfg(test)]
mod coset_cases;
pub mod difficulty;
pub mod echelon;
pub mod fewest;
pub mod fewest_gf2;
pub mod lane_kernel;
pub mod largest;
mod layout;
pub mod minimum;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod simd128;
pub mod symmetry;
