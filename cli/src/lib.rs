//! The native command line: `analyze`, `solve`, `solutions`, `random`, `code`, `table`, `ello`,
//! `graph`, `verify` and `merge`, reading flags and writing JSON (random: boards, one per line; graph: a graph
//! file). Everything but printing lives here, so that the binary in `src/main.rs` stays a
//! thin shell and the parsing is tested as a library.
//!
//! [`cli`] is the clap type of the whole command line; [`args`] the flags several commands
//! share, each with the checks that turn it into an engine value; [`commands`] one file per
//! command; [`run`](mod@run) ties them together; [`error`] is the one-line refusal; [`progress`]
//! the progress line a terminal shows during long work; [`answer`] writes the answers that
//! hold a huge field; [`saved_search`] the files the fewest-press search leaves (checkpoints
//! of a search or a shard, certificates).

pub mod answer;
pub mod args;
pub mod cli;
pub mod commands;
pub mod error;
pub mod progress;
pub mod run;
pub mod saved_search;

pub use error::CliError;
pub use run::run;
