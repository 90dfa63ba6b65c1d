//! The one kind of error the command line reports: a line of text for stderr, naming what was
//! wrong and what is allowed (exit code 2). Values a user typed are echoed through [`quote`],
//! so a newline or an escape byte cannot break the line and a huge value cannot flood it, and
//! every message is one line of at most [`LONGEST_LINE`] characters whatever it quotes.
//!
//! A refused value always reads the same way ([`CliError::value`]): the flag, what it must be,
//! the value as given, then what exactly was wrong with it when there is more to say:
//! `--offsets must be "dr,dc;dr,dc;..." ..., got "1,x": offset "1,x" is not a pair of integers`.

use std::fmt;

use lights_lab_engine::EngineError;

/// Why a command was refused. Its text is what stderr gets.
#[derive(Debug)]
pub struct CliError {
    message: String,
}

/// Longest line an error prints, in characters.
pub const LONGEST_LINE: usize = 300;

impl CliError {
    /// A one-line refusal: control characters escaped, cut to [`LONGEST_LINE`] characters.
    pub fn new(message: impl Into<String>) -> Self {
        let line = escape_controls(&message.into());
        let message = if line.chars().count() > LONGEST_LINE {
            let kept: String = line.chars().take(LONGEST_LINE - 3).collect();
            format!("{kept}...")
        } else {
            line
        };
        Self { message }
    }

    /// The help, printed as it is (many lines) when a bare command is refused.
    pub fn help(text: String) -> Self {
        Self { message: text }
    }

    /// A refused value: `{flag} must be {allowed}, got {value}`, then `: {detail}` when the
    /// reason says more than that.
    pub fn value(flag: &str, allowed: &str, value: &str, detail: Option<&str>) -> Self {
        let detail = detail.map_or(String::new(), |detail| format!(": {detail}"));
        Self::new(format!(
            "{flag} must be {allowed}, got {}{detail}",
            quote(value)
        ))
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CliError {}

/// The engine's messages already say what was wrong and what is allowed: pass them through,
/// with any control character escaped (a share code or a board may echo what it was given).
impl From<EngineError> for CliError {
    fn from(error: EngineError) -> Self {
        Self::new(error.message())
    }
}

/// A parse of the value of `flag` by the engine, its refusal in the one shape of
/// [`CliError::value`] with the engine's reason as the detail.
pub fn parsed<T>(
    result: Result<T, EngineError>,
    flag: &str,
    allowed: &str,
    value: &str,
) -> Result<T, CliError> {
    result.map_err(|error| CliError::value(flag, allowed, value, Some(error.message())))
}

/// Values longer than this many characters are shortened when echoed.
const LONGEST_ECHO: usize = 60;
/// How many characters of a shortened value are kept.
const KEPT_OF_LONG_ECHO: usize = 40;

/// A value as an error message shows it: in quotes, control characters escaped (`\n`,
/// `\u{1b}`), and when longer than 60 characters its first 40, an ellipsis and its length.
pub fn quote(value: &str) -> String {
    let length = value.chars().count();
    if length <= LONGEST_ECHO {
        return format!("{value:?}");
    }
    let kept: String = value.chars().take(KEPT_OF_LONG_ECHO).collect();
    format!("{kept:?}... ({length} characters)")
}

/// `text` with every control character written as an escape, so it stays on one line.
pub fn escape_controls(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_debug().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_values_stay_on_one_short_line() {
        assert_eq!(quote("5"), "\"5\"");
        assert_eq!(quote("a\nb\u{1b}"), "\"a\\nb\\u{1b}\"");
        let long = "x".repeat(131_072);
        let shown = quote(&long);
        assert!(shown.len() < 80, "{shown}");
        assert!(shown.ends_with("... (131072 characters)"), "{shown}");
    }

    #[test]
    fn a_refused_value_names_the_flag_what_is_allowed_and_the_value_on_one_short_line() {
        let error = CliError::value("--mask", "rows of # and .", "#\n#", Some("bad"));
        assert_eq!(
            error.to_string(),
            "--mask must be rows of # and ., got \"#\\n#\": bad"
        );
        let long = CliError::value("--board", "digits", "x", Some(&"why ".repeat(200)));
        assert_eq!(long.to_string().chars().count(), LONGEST_LINE);
    }

    #[test]
    fn engine_messages_lose_their_control_characters() {
        let error = CliError::from(EngineError::new("bad \u{7} bell\nand a newline"));
        assert_eq!(error.to_string(), "bad \\u{7} bell\\nand a newline");
    }
}
