//! The share-code room: a whole puzzle and its start written as one short, URL-safe string,
//! read back exactly (docs/share-code.md). [`code`] is the code as a whole; [`fields`] reads a
//! code field by field, [`setup`] the shape and rule fields, [`packing`] the base64url parts.
//! Why a code does not read is a [`crate::CodeFault`], beside the engine's error type.
//! It imports the model and solving rooms.

pub mod code;
pub mod fields;
pub mod packing;
pub mod setup;
