//! The flags several commands share, as clap types, each with the checks that turn it into an
//! engine value: number ranges ([`limits`]), the PUZZLE flags ([`puzzle`], with the surface,
//! rule and N in [`variant`]), the start and goal ([`start`]), the board a command is asked
//! about with its factored puzzle ([`board_question`]), a graph file ([`graph_file`]),
//! `--seed` ([`seed`]) and `--time-limit` ([`time_limit`]).

pub mod board_question;
pub mod graph_file;
pub mod limits;
pub mod puzzle;
pub mod seed;
pub mod start;
pub mod time_limit;
pub mod variant;
