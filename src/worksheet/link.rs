//! A sheet's address: `sheet.<count>.<difficulty>.<number>.<share code>`, so a sheet opens (and
//! prints) again from its link, as `lights-lab worksheet CODE --count K --difficulty D --seed
//! S` prints it. The share code comes last, whole, as the Lights Out page writes it.

use lights_lab_engine::{Difficulty, MAX_SHEET_PUZZLES};

/// What a sheet's link holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetLink {
    /// Puzzles on the sheet, 1 to [`MAX_SHEET_PUZZLES`].
    pub count: usize,
    pub difficulty: Difficulty,
    /// The number the sheet is dealt from (the command line's `--seed`).
    pub seed: u64,
    /// The puzzle's share code: its setup, goal and drawing (its start board is not used).
    pub code: String,
}

const PREFIX: &str = "sheet.";

/// What a player can do about a link that does not open.
const INSTEAD: &str = "Press Make a sheet below for a sheet of the puzzle on the Lights Out page.";

/// Whether an address is a sheet's (a whole one or not: a broken one is refused on the
/// worksheet page, not opened as a game).
pub fn is_sheet(fragment: &str) -> bool {
    fragment.starts_with(PREFIX)
}

impl SheetLink {
    /// The address (after `#`).
    pub fn to_fragment(&self) -> String {
        format!(
            "{PREFIX}{}.{}.{}.{}",
            self.count,
            self.difficulty.name(),
            self.seed,
            self.code
        )
    }

    /// Reads an address, or says in a sentence what is wrong with it and what to do. The
    /// puzzle's code is read when the sheet is dealt.
    pub fn parse(fragment: &str) -> Result<Self, String> {
        let cut_short = || {
            format!(
                "This worksheet link is cut short: it needs a count, a difficulty, the sheet's number and a puzzle. {INSTEAD}"
            )
        };
        let body = fragment.strip_prefix(PREFIX).ok_or_else(cut_short)?;
        let fields: Vec<&str> = body.splitn(4, '.').collect();
        let [count, difficulty, seed, code] = fields[..] else {
            return Err(cut_short());
        };
        let count = parse_count(count).ok_or_else(|| {
            format!(
                "A worksheet holds 1 to {MAX_SHEET_PUZZLES} puzzles, and this link asks for another count. {INSTEAD}"
            )
        })?;
        let difficulty = difficulty.parse().map_err(|_| {
            format!(
                "This worksheet link's difficulty is not easy, medium, hard or hardest. {INSTEAD}"
            )
        })?;
        let seed = seed.parse().map_err(|_| {
            format!("This worksheet link's sheet number is not one the page writes. {INSTEAD}")
        })?;
        Ok(Self {
            count,
            difficulty,
            seed,
            code: code.to_string(),
        })
    }
}

/// A count of puzzles as typed or linked: 1 to [`MAX_SHEET_PUZZLES`].
pub fn parse_count(text: &str) -> Option<usize> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|count| (1..=MAX_SHEET_PUZZLES).contains(count))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sheet_link_reads_back_as_the_same_sheet() {
        let link = SheetLink {
            count: 6,
            difficulty: Difficulty::Hard,
            seed: 42,
            code: "v1.s5x5.plane.plus.n2.off.seed7".to_string(),
        };
        let fragment = link.to_fragment();
        assert_eq!(fragment, "sheet.6.hard.42.v1.s5x5.plane.plus.n2.off.seed7");
        assert!(is_sheet(&fragment));
        assert_eq!(SheetLink::parse(&fragment), Ok(link));
        assert!(!is_sheet("v1.s5x5.plane.plus.n2.off.seed7"));
    }

    /// A teacher's link typed wrong says which part is wrong and what to do, in a sentence.
    #[test]
    fn a_broken_sheet_link_says_what_is_wrong() {
        let code = "v1.s5x5.plane.plus.n2.off.seed7";
        let refusals = [
            (format!("sheet.0.hard.42.{code}"), "holds 1 to 12 puzzles"),
            (format!("sheet.99.hard.42.{code}"), "holds 1 to 12 puzzles"),
            (
                format!("sheet.99999999999999999999999.hard.1.{code}"),
                "holds 1 to 12 puzzles",
            ),
            (
                format!("sheet.6.tricky.42.{code}"),
                "easy, medium, hard or hardest",
            ),
            (format!("sheet.6.hard.-1.{code}"), "sheet number"),
            (format!("sheet.6.hard.forty.{code}"), "sheet number"),
            ("sheet.6.hard".to_string(), "cut short"),
            ("sheet.".to_string(), "cut short"),
        ];
        for (fragment, says) in refusals {
            let why = SheetLink::parse(&fragment).expect_err(&fragment);
            assert!(why.contains(says), "{fragment}: {why}");
            assert!(why.ends_with("the Lights Out page."), "{why}");
            assert!(!why.contains("seed") && !why.contains("..="), "{why}");
        }
    }
}
