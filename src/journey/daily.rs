//! The daily puzzle: one puzzle a calendar date, the same for everyone, worked out from the
//! date alone. The week goes round the family (classic boards early in the week, then a torus,
//! a hexagon, three states, a graph, and the Möbius band on Sunday); the board is the one a
//! share code's seed names, the seed drawn from the date's day number, so the daily is a
//! puzzle any link or the command line can open too.
//!
//! Changing anything here changes everyone's daily puzzle: the tests fix a table of dates.

use crate::analyst::next_seed;
use crate::puzzle::graph::setup::GraphSetup;
use crate::puzzle::setup::{Lattice, PatternPreset, Setup};
use lights_lab_engine::{Preset, Rule, Topology};

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// A calendar date (the player's local one): the daily puzzle's only input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day {
    year: i32,
    month: u32,
    day: u32,
}

impl Day {
    /// The date, if there is one (31 February is none).
    pub fn new(year: i32, month: u32, day: u32) -> Option<Day> {
        let date = Day { year, month, day };
        let valid = (1..=9999).contains(&year)
            && (1..=12).contains(&month)
            && (1..=31).contains(&day)
            && Day::from_number(date.number()) == date;
        valid.then_some(date)
    }

    /// Days since 1 January 1970 (Hinnant's days-from-civil): the date's place on a count
    /// that the week and the seed are read from.
    pub fn number(&self) -> i64 {
        let year = i64::from(self.year) - i64::from(self.month <= 2);
        let era = year.div_euclid(400);
        let of_era = year - era * 400;
        let month = i64::from(self.month);
        let of_year =
            (153 * (month + if month > 2 { -3 } else { 9 }) + 2) / 5 + i64::from(self.day) - 1;
        let of_era_days = of_era * 365 + of_era / 4 - of_era / 100 + of_year;
        era * 146_097 + of_era_days - 719_468
    }

    /// The date `number` days after 1 January 1970 (Hinnant's civil-from-days).
    pub fn from_number(number: i64) -> Day {
        let z = number + 719_468;
        let era = z.div_euclid(146_097);
        let of_era = z - era * 146_097;
        let year_of_era = (of_era - of_era / 1460 + of_era / 36_524 - of_era / 146_096) / 365;
        let of_year = of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let mp = (5 * of_year + 2) / 153;
        let day = (of_year - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = (year_of_era + era * 400 + i64::from(month <= 2)) as i32;
        Day { year, month, day }
    }

    /// The next calendar date.
    pub fn next(&self) -> Day {
        Day::from_number(self.number() + 1)
    }

    /// 0 for Monday to 6 for Sunday (1 January 1970 was a Thursday).
    pub fn weekday(&self) -> usize {
        (self.number() + 3).rem_euclid(7) as usize
    }

    /// "1 December 2026", as the heading says it.
    pub fn name(&self) -> String {
        let month = MONTHS[self.month as usize - 1];
        format!("{} {month} {}", self.day, self.year)
    }

    /// "2026-12-01", as a saved game and the statistics keep it.
    pub fn iso(&self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }

    /// The date `text` (as [`Day::iso`] writes it) names, if any.
    pub fn parse(text: &str) -> Option<Day> {
        let mut parts = text.splitn(3, '-').map(str::parse::<u32>);
        let (year, month, day) = (
            parts.next()?.ok()?,
            parts.next()?.ok()?,
            parts.next()?.ok()?,
        );
        Day::new(i32::try_from(year).ok()?, month, day)
    }
}

/// A date's puzzle: the setup and the seed that deals its board.
#[derive(Debug, Clone, PartialEq)]
pub struct Daily {
    pub day: Day,
    pub setup: Setup,
    pub seed: u64,
}

impl Daily {
    /// The puzzle for `day`, from the date alone.
    pub fn of(day: Day) -> Daily {
        let square = |rows, cols, surface, preset: PatternPreset| Setup {
            rows,
            cols,
            surface,
            rule: preset.rule(Lattice::Square).expect("a square preset"),
            ..Setup::default()
        };
        let lights_out = PatternPreset::LightsOut;
        let setup = match day.weekday() {
            0 => square(5, 5, Topology::Plane, lights_out),
            1 => square(6, 6, Topology::Plane, lights_out),
            2 => square(5, 5, Topology::Torus, lights_out),
            3 => Setup {
                lattice: Lattice::Hex,
                order: 3,
                rule: lights_out.rule(Lattice::Hex).expect("a hexagon preset"),
                ..Setup::default()
            },
            4 => Setup {
                states: 3,
                ..square(4, 4, Topology::Plane, lights_out)
            },
            5 => Setup {
                lattice: Lattice::Graph,
                rule: Rule::Sigma { plus: true },
                graph: Some(GraphSetup::preset(Preset::Petersen, 0).expect("the Petersen graph")),
                ..Setup::default()
            },
            _ => square(7, 7, Topology::Moebius, lights_out),
        };
        // The day number mixed, so that neighbouring dates deal unrelated boards.
        let seed = next_seed(day.number() as u64 ^ 0x4C69_6768_7473_4C61);
        Daily { day, setup, seed }
    }

    /// "Daily puzzle, 1 December 2026": the heading and the name in a copied result.
    pub fn heading(&self) -> String {
        format!("Daily puzzle, {}", self.day.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(iso: &str) -> Day {
        Day::parse(iso).unwrap_or_else(|| panic!("{iso} is a date"))
    }

    #[test]
    fn dates_count_from_1970_and_name_their_weekday() {
        assert_eq!(day("1970-01-01").number(), 0);
        assert_eq!(day("2000-03-01").number(), 11_017);
        assert_eq!(day("2026-12-01").number(), 20_788);
        assert_eq!(
            day("2026-12-01").weekday(),
            1,
            "1 December 2026 is a Tuesday"
        );
        assert_eq!(day("2024-02-28").next(), day("2024-02-29"));
        assert_eq!(day("2026-12-31").next(), day("2027-01-01"));
        assert_eq!(day("2026-12-01").name(), "1 December 2026");
        assert_eq!(day("2026-12-01").iso(), "2026-12-01");
        assert_eq!(Day::parse("2026-02-29"), None, "2026 is no leap year");
        assert_eq!(Day::parse("2026-13-01"), None);
        assert_eq!(Day::parse("yesterday"), None);
    }

    /// Everyone's daily puzzle for a fortnight and a few dates beyond: a change that deals
    /// another puzzle on any of them fails here. (The boards these seeds deal are fixed in
    /// `play::tests::daily`.)
    #[test]
    fn every_date_has_its_puzzle_for_good() {
        let table = [
            ("2026-11-30", "5 x 5 plane", 2005472883097907227),
            ("2026-12-01", "6 x 6 plane", 13781275438767689380),
            ("2026-12-02", "5 x 5 torus", 2551446254142399920),
            ("2026-12-03", "hexagon 3", 2929390134191329001),
            ("2026-12-04", "4 x 4 plane, 3 states", 8751448204121940185),
            ("2026-12-05", "Petersen graph", 15800654066495317791),
            ("2026-12-06", "7 x 7 Möbius band", 7420832090274044704),
            ("2026-12-07", "5 x 5 plane", 2552117801218480465),
            ("2027-01-01", "4 x 4 plane, 3 states", 3345884119624247769),
            ("2028-02-29", "6 x 6 plane", 9761497242986046533),
        ];
        for (iso, family, seed) in table {
            let daily = Daily::of(day(iso));
            let setup = &daily.setup;
            let found = match setup.lattice {
                Lattice::Square => format!(
                    "{} x {} {}{}",
                    setup.rows,
                    setup.cols,
                    crate::shared::wording::surface(setup.surface),
                    if setup.states == 2 {
                        String::new()
                    } else {
                        format!(", {} states", setup.states)
                    }
                ),
                Lattice::Hex => format!("hexagon {}", setup.order),
                Lattice::Graph => "Petersen graph".to_string(),
            };
            assert_eq!((iso, found.as_str(), daily.seed), (iso, family, seed));
        }
        assert_eq!(
            Daily::of(day("2026-12-01")).heading(),
            "Daily puzzle, 1 December 2026"
        );
    }
}
