//! Reading a code field by field: the characters a code may hold, the dot-separated fields
//! in order, numbers and sizes, and the one message style every refusal uses.

use std::iter::Peekable;
use std::str::Split;

use crate::error::{CodeFault, CodePart, EngineError};

/// The first field of every code this build writes and the only one it reads.
pub const VERSION: &str = "v1";

/// The prefix of the optional mask field; no rule name starts with it.
pub const MASK: &str = "mask";

/// The prefix of a graph's optional drawing field; no rule name starts with it.
pub const DRAWING: &str = "at";

/// A fault of the kind [`CodeFault::Other`], whose message says what.
pub fn fail(message: impl AsRef<str>) -> EngineError {
    fail_with(CodeFault::Other, message)
}

/// Prefixes every message, so that an error read far from its cause says it is about a code.
pub fn fail_with(fault: CodeFault, message: impl AsRef<str>) -> EngineError {
    EngineError::code(fault, format!("share code: {}", message.as_ref()))
}

/// A field as quoted in a message: in full when short, else its start, so that a megabyte of
/// junk does not become a megabyte of error.
pub fn show(field: &str) -> String {
    const SHOWN: usize = 24;
    if field.chars().count() <= SHOWN {
        format!("{field:?}")
    } else {
        let start: String = field.chars().take(SHOWN).collect();
        format!("{start:?}... ({} characters)", field.len())
    }
}

/// Refuses any character a code never uses, before splitting; afterwards every byte is ASCII,
/// so byte lengths are character counts.
pub fn check_characters(code: &str) -> Result<(), EngineError> {
    if code.is_empty() {
        return Err(fail_with(
            CodeFault::Empty,
            format!("is empty; a code looks like {VERSION}.s5x5.plane.plus.n2.off.seed42"),
        ));
    }
    if code.contains('#') {
        return Err(fail("contains '#'; give only the part of a link after '#'"));
    }
    if let Some((at, ch)) = code
        .char_indices()
        .find(|&(_, ch)| !(ch.is_ascii_alphanumeric() || matches!(ch, '-' | '_' | '.' | ':' | ',')))
    {
        let position = code[..at].chars().count() + 1;
        return Err(fail_with(
            CodeFault::Character {
                character: ch,
                position,
            },
            format!(
                "has {ch:?} at position {position}; a code uses only letters, digits and - _ . : ,"
            ),
        ));
    }
    Ok(())
}

/// The dot-separated fields, read one at a time (never collected, so a code of a million dots
/// costs nothing), counting them for messages.
pub struct Fields<'a> {
    /// The fields not read yet.
    pub rest: Peekable<Split<'a, char>>,
    /// The number of the field read last, counting from 1, for messages.
    pub number: usize,
}

impl<'a> Fields<'a> {
    /// The next field, or an error saying the code stops where `part` should be.
    pub fn next(&mut self, part: CodePart) -> Result<&'a str, EngineError> {
        let field = self.rest.next().ok_or_else(|| {
            fail_with(
                CodeFault::CutShort(part),
                format!(
                    "ends after field {}; expected {} next",
                    self.number,
                    part.expected()
                ),
            )
        })?;
        self.number += 1;
        Ok(field)
    }

    /// The refusal of `field`, the one read last, when it holds nothing `part` can be: the
    /// field's number, what it must be and what it held.
    pub fn unknown(&self, part: CodePart, field: &str) -> EngineError {
        fail_with(
            part.unknown(),
            format!(
                "field {} must be {}, got {}",
                self.number,
                part.expected(),
                show(field)
            ),
        )
    }

    /// The next field if it is a mask field, without the prefix.
    pub fn mask(&mut self) -> Option<&'a str> {
        self.optional(MASK)
    }

    /// The next field if it starts with `prefix`, without the prefix.
    pub fn optional(&mut self, prefix: &str) -> Option<&'a str> {
        let field: &'a str = self.rest.peek()?;
        let data = field.strip_prefix(prefix)?;
        self.rest.next();
        self.number += 1;
        Some(data)
    }
}

/// A decimal number without sign or leading zeros (one spelling per number), at most `max`.
/// The error completes "must be 0..=max": how the text fell short.
pub fn number(digits: &str, max: u64) -> Result<u64, &'static str> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(", written in decimal digits");
    }
    if digits.len() > 1 && digits.starts_with('0') {
        return Err(", written without leading zeros");
    }
    // At most 20 digits fit a u64; the length is checked before parsing anything longer.
    match digits.len() <= 20 {
        true => digits.parse::<u64>().ok(),
        false => None,
    }
    .filter(|&value| value <= max)
    .ok_or("")
}

/// A size field such as `s5x5`'s 5: a number in `min..=max`.
pub fn size(digits: &str, what: &str, min: usize, max: usize) -> Result<usize, EngineError> {
    number(digits, max as u64)
        .map_err(|why| {
            fail(format!(
                "{what} must be {min}..={max}{why}, got {}",
                show(digits)
            ))
        })
        .and_then(|value| match value as usize {
            value if value >= min => Ok(value),
            value => Err(fail(format!("{what} must be {min}..={max}, got {value}"))),
        })
}
