//! The platform room, just under the root component: the side effects the root owns, beyond
//! drawing. Storage ([`storage`], when a game is written to it, [`saving`], and what of the Lights Out game is, [`saved_game`], the games kept
//! aside in it, one key each, [`keeping`], and the game the page opens on, [`opening`]), the
//! share code in the address bar and the history entry of each page ([`url`], and the game's
//! code kept there, [`address`]), the clipboard ([`clipboard`]), the keyboard shortcuts
//! ([`keys`]), the bridge that runs the analyst in a Web Worker or on the page ([`bridge`],
//! [`worker`]), an answer scrolled into view on a phone ([`view`]), and the board saved as an
//! image file ([`image`]). Only the root imports it; it may import every page.

pub mod address;
pub mod bridge;
pub mod clipboard;
pub mod image;
pub mod keeping;
pub mod keys;
pub mod opening;
pub mod records;
pub mod saved_game;
pub mod saving;
pub mod storage;
pub mod url;
pub mod view;
pub mod worker;
