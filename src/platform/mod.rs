//! The platform room: what touches the browser beyond drawing. Storage ([`storage`], when a
//! game is written to it, [`saving`], the games kept aside in it, [`keeping`], and the game
//! the page opens on, [`opening`]), the share
//! code in the address bar ([`url`]), the analyst's clock ([`clock`]), the keyboard shortcuts
//! ([`keys`]), and the bridge that runs the analyst in a Web Worker or on the page
//! ([`bridge`], [`worker`]).

pub mod bridge;
pub mod clock;
pub mod keeping;
pub mod keys;
pub mod opening;
pub mod saving;
pub mod storage;
pub mod url;
pub mod worker;
