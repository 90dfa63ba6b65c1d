//! The page's words for players, in one place: counts with their nouns ("1 press"), ranges
//! ("1 to 128"), surface names ("Möbius band"), articles ("an icosahedron"), and the engine's
//! messages (written for the command line, "rows must be 1..=128") turned into sentences a
//! player reads, a broken link's above all. The `1..=N` form belongs to the command line only.

use lights_lab_engine::{CodeFault, CodePart, EngineError, ErrorKind, Topology};

/// What the page says when the browser refuses to save the game on show (its storage full, or
/// switched off in a private window): the moves are not lost yet, but a reload would lose them.
/// One line at 1280 x 800, where the page's layout leaves one line for a message above the
/// board and its controls.
pub const UNSAVED: &str =
    "Not saved: this browser's storage is full or switched off, so a reload would lose these moves.";

/// An engine message as a sentence on its own: engine messages start in lower case ("rows must
/// be ...") and write ranges for the command line ([`plain`] rewrites them). Every word the
/// page and the engine write begins with an ASCII letter, so ASCII case is enough (Unicode's
/// case tables would be 25 KB more to download).
pub fn capitalise(text: &str) -> String {
    let mut text = plain(text);
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// The other way round, for a message quoted after a colon.
pub fn uncapitalise(text: &str) -> String {
    let mut text = plain(text);
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_lowercase();
    }
    text
}

/// A count with its noun: "1 press", "2 presses", "16,384 cells".
pub fn count(number: impl Into<u64>, one: &str, many: &str) -> String {
    let number = number.into();
    format!(
        "{} {}",
        thousands(number),
        if number == 1 { one } else { many }
    )
}

/// A number as a player reads it, its thousands set apart by commas: "16,384".
pub fn thousands(number: u64) -> String {
    grouped(&number.to_string())
}

/// A decimal, however long, with thousands separators: "4,294,967,296" (counts of solutions
/// go beyond `u64`, so they come as digits).
pub fn grouped(digits: &str) -> String {
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// An inclusive range as a player reads it: "1 to 128".
pub fn range(min: impl std::fmt::Display, max: impl std::fmt::Display) -> String {
    format!("{min} to {max}")
}

/// A surface's name on the page (the engine's names, "moebius", are for the command line).
pub fn surface(surface: Topology) -> &'static str {
    match surface {
        Topology::Plane => "plane",
        Topology::Cylinder => "cylinder",
        Topology::Torus => "torus",
        Topology::Moebius => "Möbius band",
        Topology::Klein => "Klein bottle",
        Topology::Projective => "projective plane",
    }
}

/// Words that keep their capital inside a sentence: names of people and of puzzles.
const PROPER: [&str; 5] = ["Lights", "Merlin's", "Petersen", "SIGMA", "SIGMA+"];

/// A menu label as it reads inside a sentence: "Icosahedron (Orbix)" becomes "icosahedron
/// (Orbix)", "Petersen graph" stays as it is.
pub fn in_sentence(label: &str) -> String {
    let first = label.split_whitespace().next().unwrap_or("");
    if PROPER.contains(&first) {
        label.to_string()
    } else {
        uncapitalise(label)
    }
}

/// A noun with its indefinite article, by the sound of its first letter: "a cube", "an
/// icosahedron", "an 8 × 8 torus".
pub fn with_article(noun: &str) -> String {
    let vowel_sound = match noun.chars().next() {
        Some(first) if "aeioAEIO".contains(first) => true,
        // "an 8", "an 11", "an 18", "an 80" (numbers read aloud from their first word).
        Some('8') => true,
        Some(_) => ["11 ", "11×", "18 ", "18×"]
            .iter()
            .any(|start| noun.starts_with(start)),
        None => false,
    };
    format!("{} {noun}", if vowel_sound { "an" } else { "a" })
}

/// An engine or developer message in a player's words: the command line's ranges `1..=128`
/// read "1 to 128", and the page's own bound is no longer "here". The sense is unchanged.
pub fn plain(message: &str) -> String {
    let message = message.replace(" here,", ",").replace(" here;", ";");
    let mut out = String::with_capacity(message.len());
    let mut rest = message.as_str();
    while let Some(at) = rest.find("..=") {
        out.push_str(&rest[..at]);
        out.push_str(" to ");
        rest = &rest[at + 3..];
    }
    out.push_str(rest);
    out
}

/// The ordinal a player reads: "1st", "2nd", "3rd", "8th", "11th", "22nd".
fn ordinal(number: usize) -> String {
    let suffix = match (number % 10, number % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{number}{suffix}")
}

/// A refusal as a player reads it: the command line's ranges in words, "not" for the command
/// line's "got", no "field N" nor "share code:", no number past ten digits, curly quotes, and
/// a full stop at the end. Every refusal on the page passes through it
/// ([`crate::shared::message::Message::refusal`]).
pub fn sentence(text: &str) -> String {
    let text = plain(text)
        .replace("share code: ", "")
        .replace("; got ", ", not ")
        .replace(", got ", ", not ")
        .replace(" got ", " found ");
    let text = without_huge_numbers(&curly_quotes(&text));
    let text = text.trim_end();
    if text.ends_with(['.', '?', '!']) || text.is_empty() {
        text.to_string()
    } else {
        format!("{text}.")
    }
}

/// `"x"` written “x”, as the page writes quotations.
fn curly_quotes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut open = true;
    for character in text.chars() {
        if character == '"' {
            out.push(if open { '\u{201c}' } else { '\u{201d}' });
            open = !open;
        } else {
            out.push(character);
        }
    }
    out
}

/// Any run of more than ten digits written as words: no player reads a twenty-digit number.
fn without_huge_numbers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut digits = String::new();
    let flush = |digits: &mut String, out: &mut String| {
        if digits.len() > 10 {
            out.push_str("a number too large to use");
        } else {
            out.push_str(digits);
        }
        digits.clear();
    };
    for character in text.chars() {
        if character.is_ascii_digit() {
            digits.push(character);
        } else {
            flush(&mut digits, &mut out);
            out.push(character);
        }
    }
    flush(&mut digits, &mut out);
    out
}

/// What to do about a link that does not open.
const AGAIN: &str = "Check that the whole link was copied, or ask for it again.";

/// A field of a link as a player calls it.
fn link_part(part: CodePart) -> &'static str {
    match part {
        CodePart::Version => "version (v1)",
        CodePart::Shape => "size",
        CodePart::Surface => "surface",
        CodePart::Arcs => "list of arcs",
        CodePart::Rule => "rule",
        CodePart::States => "number of states",
        CodePart::Goal => "goal",
        CodePart::Start => "start board",
    }
}

/// Why a link does not open, in a player's words, from what the engine found wrong with its
/// share code: what is wrong, then what to do. The engine's words are kept (as a
/// [`sentence`]) only where no plainer sentence says it.
pub fn broken_link(error: &EngineError) -> String {
    let detail = error.message();
    let detail = detail.strip_prefix("share code: ").unwrap_or(detail);
    let ErrorKind::Code(fault) = error.kind() else {
        return damaged(detail);
    };
    match fault {
        CodeFault::Character {
            character,
            position,
        } => format!(
            "This link is damaged: its {} character after the # is “{character}”, which no \
             Lights Lab link contains. {AGAIN}",
            ordinal(*position)
        ),
        CodeFault::Empty => {
            "This link has no puzzle after its #. Copy a link with Copy link, then open it.".into()
        }
        CodeFault::NotACode => format!(
            "This is not a Lights Lab link, or its start is missing: what follows the # starts \
             with “v1.”. {AGAIN}"
        ),
        CodeFault::OtherVersion => format!(
            "This link was made by another version of Lights Lab and cannot be opened here ({}).",
            plain(detail).trim_end_matches('.')
        ),
        CodeFault::CutShort(part) => format!(
            "This link is cut short: it ends before its {}. {AGAIN}",
            link_part(*part)
        ),
        CodeFault::ArcsCut => {
            format!("This link is cut short: its list of arcs ends halfway. {AGAIN}")
        }
        CodeFault::TooLong => {
            format!("This link goes on past its start board, where a link ends. {AGAIN}")
        }
        CodeFault::Unknown(part) => format!(
            "This link is damaged: its {} is not one Lights Lab knows. {AGAIN}",
            link_part(*part)
        ),
        CodeFault::Seed => {
            format!("This link is damaged: its seed is not a number it can deal from. {AGAIN}")
        }
        CodeFault::Length {
            part,
            expected,
            got,
        } => format!(
            "This link is cut short or damaged: the {part} should be {} long, and is {}. {AGAIN}",
            count(*expected as u64, "character", "characters"),
            count(*got as u64, "character", "characters"),
        ),
        CodeFault::Other => damaged(detail),
    }
}

/// A link fault no plainer sentence says: the engine's words, in plain ranges.
fn damaged(detail: &str) -> String {
    format!(
        "This link is damaged and does not open a puzzle: {} {AGAIN}",
        sentence(&uncapitalise(detail))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_agree_with_their_number() {
        assert_eq!(count(1u64, "press", "presses"), "1 press");
        assert_eq!(count(0u64, "press", "presses"), "0 presses");
        assert_eq!(count(12u64, "move", "moves"), "12 moves");
        assert_eq!(count(16_384u64, "cell", "cells"), "16,384 cells");
    }

    #[test]
    fn thousands_are_set_apart_by_commas() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(66_060_288), "66,060,288");
        assert_eq!(thousands(u64::MAX), "18,446,744,073,709,551,615");
        assert_eq!(grouped("1024"), "1,024");
        assert_eq!(grouped("4294967296"), "4,294,967,296");
    }

    #[test]
    fn articles_follow_the_sound() {
        assert_eq!(
            with_article("icosahedron (Orbix)"),
            "an icosahedron (Orbix)"
        );
        assert_eq!(with_article("cube"), "a cube");
        assert_eq!(with_article("8 × 8 torus"), "an 8 × 8 torus");
        assert_eq!(with_article("11 × 3 plane"), "an 11 × 3 plane");
        assert_eq!(with_article("5 × 5 plane"), "a 5 × 5 plane");
        assert_eq!(with_article("1 × 3 plane"), "a 1 × 3 plane");
    }

    #[test]
    fn labels_lose_their_capital_inside_a_sentence_unless_they_are_names() {
        assert_eq!(in_sentence("Icosahedron (Orbix)"), "icosahedron (Orbix)");
        assert_eq!(in_sentence("Petersen graph"), "Petersen graph");
        assert_eq!(in_sentence("Lights Out Cube"), "Lights Out Cube");
    }

    #[test]
    fn messages_gain_or_lose_their_first_capital() {
        assert_eq!(capitalise("rows must be 1..=8"), "Rows must be 1 to 8");
        assert_eq!(uncapitalise("The board"), "the board");
        // Only an ASCII first letter changes; anything else is left as it is.
        assert_eq!(capitalise("× 2"), "× 2");
        assert_eq!(capitalise(""), "");
    }

    #[test]
    fn surfaces_have_their_names_not_the_command_lines() {
        assert_eq!(surface(Topology::Moebius), "Möbius band");
        assert_eq!(surface(Topology::Projective), "projective plane");
    }

    #[test]
    fn ranges_read_as_words() {
        assert_eq!(
            plain("rows must be 1..=128 here, got 200"),
            "rows must be 1 to 128, got 200"
        );
        assert_eq!(range(2, 16), "2 to 16");
    }

    /// The page's sentence for the link `#code`.
    fn opened(code: &str) -> String {
        let error = lights_lab_engine::SharedPuzzle::from_code(code)
            .err()
            .unwrap_or_else(|| panic!("{code} opens"));
        broken_link(&error)
    }

    #[test]
    fn a_bad_character_in_a_link_is_named_in_plain_words() {
        let message = opened("v1.s5x5!plane.plus.n2.off.seed1");
        assert!(message.contains("8th character"), "{message}");
        assert!(message.contains("“!”"), "{message}");
        assert!(!message.contains("share code"), "{message}");
        assert!(!message.contains("position"), "{message}");
    }

    #[test]
    fn a_short_board_in_a_link_says_how_long_it_should_be() {
        let message = opened("v1.s5x5.plane.plus.n2.off.bAAAA");
        assert!(
            message.contains("start board should be 5 characters long, and is 4 characters"),
            "{message}"
        );
        assert!(!message.contains("base64url"), "{message}");
    }

    #[test]
    fn other_link_faults_keep_their_detail_in_plain_ranges() {
        let message = opened("v1.s0x5.plane.plus.n2.off.seed1");
        assert_eq!(
            message,
            "This link is damaged and does not open a puzzle: rows must be 1 to 10000, not 0. \
             Check that the whole link was copied, or ask for it again."
        );
    }

    /// What the page must never show: the command line's words, a field by number, a number
    /// no one reads, or a message without its full stop.
    fn for_players(message: &str) {
        assert!(!message.contains("got"), "{message}");
        assert!(!message.contains("..="), "{message}");
        assert!(!message.contains("field "), "{message}");
        assert!(!message.contains("share code"), "{message}");
        let longest = message
            .split(|c: char| !c.is_ascii_digit())
            .map(str::len)
            .max();
        assert!(longest <= Some(10), "{message}");
        assert!(message.ends_with('.'), "{message}");
    }

    #[test]
    fn every_broken_link_reads_as_a_players_sentence() {
        // Faults of each kind: cut short, a part mistyped, a huge seed, too long, cut arcs
        // (e2e/words.test.mjs opens many more on the page).
        for code in [
            "v1.s5x5.plane.plus.n2",
            "v1.s5x5.spiral.plus.n2.off.seed1",
            "v1.s5x5.plane.plus.n2.off.seed99999999999999999999",
            "v1.s5x5.plane.plus.n2.off.seed1.more",
            "v1.g3.aA.sigma-plus.n2.off.bg",
        ] {
            for_players(&opened(code));
        }
    }

    #[test]
    fn a_refusal_reads_as_a_sentence() {
        assert_eq!(
            sentence("Rows must be 1..=1024, got 0"),
            "Rows must be 1 to 1024, not 0."
        );
        assert_eq!(
            sentence("the seed must be 0..=18446744073709551615, got \"x\""),
            "the seed must be 0 to a number too large to use, not “x”."
        );
        assert_eq!(sentence("Stopped."), "Stopped.");
    }

    #[test]
    fn ordinals_have_their_suffixes() {
        let read: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 103]
            .into_iter()
            .map(ordinal)
            .collect();
        assert_eq!(
            read,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "103rd"]
        );
    }
}
