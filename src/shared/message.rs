//! A line for the message area, shared by both games' pages.

/// A line for the message area.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    /// An error (refused input) rather than a note.
    pub error: bool,
}

impl Message {
    /// A note: what happened, or why nothing did.
    pub fn note(text: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            error: false,
        }
    }

    /// Refused input: what was wrong and what is allowed, as a player's sentence
    /// ([`crate::shared::wording::sentence`]), whoever wrote it.
    pub fn refusal(text: impl Into<String>) -> Self {
        Self {
            text: crate::shared::wording::sentence(&text.into()),
            error: true,
        }
    }
}
