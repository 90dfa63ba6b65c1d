//! The platform room, just under the root component: the side effects the root owns, beyond
//! drawing. Storage ([`storage`], when a game is written to it, [`saving`], the games kept
//! aside in it, [`keeping`], and the game the page opens on, [`opening`]), the share code in
//! the address bar ([`url`], and the game's code kept there, [`address`]), the keyboard
//! shortcuts ([`keys`]), and the bridge that runs the analyst in a Web Worker or on the page
//! ([`bridge`], [`worker`]). Only the root imports it; it may import every page.

pub mod address;
pub mod bridge;
pub mod keeping;
pub mod keys;
pub mod opening;
pub mod saving;
pub mod storage;
pub mod url;
pub mod worker;
