//! The puzzle room: what every page builds on and no page owns. The puzzle's setup
//! ([`setup`]: lattice, size, surface, rule, N, goal, or a graph), a graph board's setup,
//! menu and drawing ([`graph`]), its name in a line ([`naming`]), the largest board its rule is worked out on ([`size_limit`]), and where a board's sites sit on the screen ([`geometry`]).
//! It imports only the shared room; the pages, the analyst and the platform import it.

pub mod geometry;
pub mod graph;
pub mod naming;
pub mod setup;
pub mod size_limit;
