//! The shared room: what both games' pages draw with. Where sites sit ([`geometry`]), the
//! colours ([`palette`]), keyboard focus across a board ([`roving`]), the message line
//! ([`message`], [`message_bar`]), the switch between the games ([`game_switch`]), the
//! keyboard shortcuts ([`shortcuts`]), the player's words ([`wording`]), the engine's work seen and stopped
//! ([`work_progress`]), the [`event`] each page's reducer takes, the [`json`] records are
//! stored as, and work put off until the next frame ([`after_frame`]).

pub mod after_frame;
pub mod event;
pub mod game_switch;
pub mod geometry;
pub mod json;
pub mod message;
pub mod message_bar;
pub mod palette;
pub mod roving;
pub mod shortcuts;
pub mod wording;
pub mod work_progress;
