//! The shared room, at the bottom: what every room above may use and that knows no puzzle.
//! The colours ([`palette`]), keyboard focus across a board ([`roving`]), the message line
//! ([`message`], [`message_bar`]), the sentence said to a screen reader about what just
//! changed ([`said`]), the switch between the games ([`game_switch`]), the
//! keyboard shortcuts ([`shortcuts`]), the player's words ([`wording`]), the engine's work seen
//! and stopped ([`work_progress`]), a readout's line of fact ([`fact`]), the browser's [`clock`], the one [`codec`] that
//! messages to the worker and stored records are declared in, work put off until the next frame ([`after_frame`]), and a shared value that props compare
//! by address ([`by_address`]).

pub mod after_frame;
pub mod by_address;
pub mod clock;
pub mod codec;
pub mod fact;
pub mod game_switch;
pub mod message;
pub mod message_bar;
pub mod palette;
pub mod roving;
pub mod said;
pub mod shortcuts;
pub mod wording;
pub mod work_progress;
