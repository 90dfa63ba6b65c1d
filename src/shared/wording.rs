//! Joining the engine's messages into the page's sentences.

/// Engine messages start in lower case ("rows must be ..."); a sentence on its own does not.
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The other way round, for a message quoted after a colon.
pub fn uncapitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}
