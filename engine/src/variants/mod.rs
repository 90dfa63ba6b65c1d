//! The variants room: games played by other rules than free presses on a board.
//!
//! [`lit_only`]: only a lit cell may be pressed, decided by an exact search over boards.
//! [`ello`]: the elimination game of seed 001, played on graphs. Both may import every other
//! room; nothing else imports them.

pub mod ello;
pub mod lit_only;
