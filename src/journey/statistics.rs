//! The player's record of daily puzzles: which dates were played and solved, the streaks, and
//! how many presses over the fewest each solve took. Kept in the browser under a key of its
//! own, never in a saved game, and exported and imported as a file of this JSON.
//!
//! Pure arithmetic on dates: the page hands in the day and the result, and a test checks
//! every count a player reads.

use std::rc::Rc;

use yew::Reducible;

use crate::journey::daily::Day;
use crate::shared::codec::codec;

/// One date's daily puzzle as the player left it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayRecord {
    pub day: Day,
    /// The presses of the solve, once solved.
    pub presses: Option<u64>,
    /// The puzzle's exact fewest presses, when known at the solve.
    pub fewest: Option<u64>,
    pub hints: u32,
}

impl DayRecord {
    pub fn solved(&self) -> bool {
        self.presses.is_some()
    }

    /// Presses over the fewest, for a solve whose fewest is known.
    pub fn over(&self) -> Option<u64> {
        Some(self.presses?.saturating_sub(self.fewest?))
    }
}

/// What the Statistics view says: one record a date, oldest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Statistics {
    pub days: Vec<DayRecord>,
}

/// How many columns the distribution of presses over the fewest has: 0, 1, 2, 3, and 4 or
/// more.
pub const OVER_COLUMNS: usize = 5;

impl Statistics {
    /// `day`'s daily puzzle was opened: played, if it was not already.
    pub fn played(&mut self, day: Day) {
        self.record(day);
    }

    /// `day`'s daily puzzle was solved in `presses` with `hints`; the first solve of a date is
    /// the one that counts (a later one only tells a fewest count the first did not know).
    pub fn solved(&mut self, day: Day, presses: u64, fewest: Option<u64>, hints: u32) {
        let record = self.record(day);
        if !record.solved() {
            (record.presses, record.hints) = (Some(presses), hints);
        }
        record.fewest = record.fewest.or(fewest);
    }

    /// Another tab's (or a file's) record of a date: of two solves the better one (fewer
    /// presses, then fewer hints) is kept, whichever tab wrote first, so that tabs agree.
    fn merge(&mut self, other: &DayRecord) {
        let record = self.record(other.day);
        let rank = |record: &DayRecord| record.presses.map(|presses| (presses, record.hints));
        match (rank(record), rank(other)) {
            (_, None) => {}
            (Some(mine), Some(theirs)) if mine <= theirs => {}
            _ => (record.presses, record.hints) = (other.presses, other.hints),
        }
        record.fewest = record.fewest.or(other.fewest);
    }

    /// `day`'s record, made (played, not solved) if there was none.
    fn record(&mut self, day: Day) -> &mut DayRecord {
        let at = self.days.partition_point(|record| record.day < day);
        if self.days.get(at).is_none_or(|record| record.day != day) {
            let record = DayRecord {
                day,
                presses: None,
                fewest: None,
                hints: 0,
            };
            self.days.insert(at, record);
        }
        &mut self.days[at]
    }

    /// `day`'s record, if it was played.
    pub fn find(&self, day: Day) -> Option<&DayRecord> {
        let at = self.days.partition_point(|record| record.day < day);
        self.days.get(at).filter(|record| record.day == day)
    }

    pub fn played_count(&self) -> usize {
        self.days.len()
    }

    pub fn solved_count(&self) -> usize {
        self.days.iter().filter(|record| record.solved()).count()
    }

    /// Solved dates in a row ending today, or yesterday while today is still unsolved (a
    /// streak is not lost until a date passes unsolved).
    pub fn current_streak(&self, today: Day) -> usize {
        let solved = |day: Day| self.find(day).is_some_and(DayRecord::solved);
        let mut day = match solved(today) {
            true => today,
            false => Day::from_number(today.number() - 1),
        };
        let mut streak = 0;
        while solved(day) {
            streak += 1;
            day = Day::from_number(day.number() - 1);
        }
        streak
    }

    /// The most solved dates in a row ever.
    pub fn longest_streak(&self) -> usize {
        let mut solved = self.days.iter().filter(|record| record.solved());
        let Some(first) = solved.next() else {
            return 0;
        };
        let (mut longest, mut run, mut last) = (1, 1, first.day);
        for record in solved {
            run = if record.day.number() == last.number() + 1 {
                run + 1
            } else {
                1
            };
            longest = longest.max(run);
            last = record.day;
        }
        longest
    }

    /// The presses over the fewest on average, over the solves whose fewest is known (none
    /// before the first).
    pub fn average_over(&self) -> Option<f64> {
        let over: Vec<u64> = self.days.iter().filter_map(DayRecord::over).collect();
        (!over.is_empty()).then(|| over.iter().sum::<u64>() as f64 / over.len() as f64)
    }

    /// How many solves took 0, 1, 2, 3, and 4 or more presses over the fewest.
    pub fn over_fewest(&self) -> [usize; OVER_COLUMNS] {
        let mut columns = [0; OVER_COLUMNS];
        for over in self.days.iter().filter_map(DayRecord::over) {
            columns[(over as usize).min(OVER_COLUMNS - 1)] += 1;
        }
        columns
    }
}

/// Every change to the statistics.
#[derive(Debug, Clone)]
pub enum StatisticsAction {
    /// A daily puzzle was opened.
    Played(Day),
    /// A daily puzzle was solved: its presses, the exact fewest if known, the hints.
    Solved(Day, u64, Option<u64>, u32),
    /// Another tab's statistics, or a file imported: every date either knows is kept, and a
    /// solve beats a date only played, so that tabs agree whatever order they write in.
    Merge(Statistics),
}

impl Reducible for Statistics {
    type Action = StatisticsAction;

    fn reduce(self: Rc<Self>, action: StatisticsAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            StatisticsAction::Played(day) => next.played(day),
            StatisticsAction::Solved(day, presses, fewest, hints) => {
                next.solved(day, presses, fewest, hints)
            }
            StatisticsAction::Merge(other) => {
                for record in &other.days {
                    next.merge(record);
                }
            }
        }
        if next == *self {
            return self;
        }
        Rc::new(next)
    }
}

// A file of statistics is `{"dailies":[...]}`, oldest first.
codec!(struct Statistics { days as "dailies": with merged });
codec!(struct DayRecord { day, presses, fewest, hints: or_default });
codec!(text Day: Day::iso, |text: &str| Day::parse(text).ok_or(format!("“{text}” is no date")));

/// The records, a date listed twice merged as two tabs' records are; a date that is no date
/// refuses the whole file, so that an import never half-reads.
mod merged {
    use super::{DayRecord, Statistics};

    pub fn to(days: &[DayRecord]) -> Vec<DayRecord> {
        days.to_vec()
    }

    pub fn from(days: Vec<DayRecord>) -> Result<Vec<DayRecord>, String> {
        let mut statistics = Statistics::default();
        days.iter().for_each(|record| statistics.merge(record));
        Ok(statistics.days)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::codec::Codec;

    fn day(iso: &str) -> Day {
        Day::parse(iso).expect("a date")
    }

    #[test]
    fn streaks_count_solved_dates_in_a_row() {
        let mut statistics = Statistics::default();
        for (iso, presses) in [
            ("2026-11-20", 9),
            ("2026-11-21", 10),
            ("2026-11-22", 12),
            ("2026-11-25", 9),
            ("2026-11-26", 14),
        ] {
            statistics.solved(day(iso), presses, Some(9), 0);
        }
        statistics.played(day("2026-11-24"));
        assert_eq!(statistics.played_count(), 6);
        assert_eq!(statistics.solved_count(), 5);
        assert_eq!(statistics.longest_streak(), 3, "20 to 22 November");
        // Today (27th) not yet solved: the streak to yesterday still stands.
        assert_eq!(statistics.current_streak(day("2026-11-27")), 2);
        statistics.solved(day("2026-11-27"), 9, Some(9), 1);
        assert_eq!(statistics.current_streak(day("2026-11-27")), 3);
        assert_eq!(statistics.longest_streak(), 3);
        // A date passed unsolved ends it.
        assert_eq!(statistics.current_streak(day("2026-11-29")), 0);
        // 0 over three times, 1 over once, 3 over once, 5 over once.
        assert_eq!(statistics.over_fewest(), [3, 1, 0, 1, 1]);
        assert_eq!(statistics.average_over(), Some(9.0 / 6.0));
        assert_eq!(Statistics::default().average_over(), None);
    }

    #[test]
    fn the_first_solve_of_a_date_counts_and_the_record_survives_a_file() {
        let mut statistics = Statistics::default();
        statistics.solved(day("2026-12-01"), 20, Some(20), 2);
        statistics.solved(day("2026-12-01"), 30, Some(20), 0);
        statistics.played(day("2026-12-02"));
        assert_eq!(
            statistics.find(day("2026-12-01")).unwrap().presses,
            Some(20)
        );
        let text = statistics.to_text();
        assert_eq!(Statistics::from_text(&text).unwrap(), statistics);
        let error = Statistics::from_text(r#"{"dailies":[{"day":"2026-02-30"}]}"#).unwrap_err();
        assert_eq!(error, "“2026-02-30” is no date");
    }

    #[test]
    fn two_tabs_merged_either_way_agree() {
        let mut one = Statistics::default();
        one.solved(day("2026-12-01"), 21, Some(20), 0);
        one.played(day("2026-12-03"));
        // Both tabs solved 2 December before either heard of the other.
        one.solved(day("2026-12-02"), 6, None, 0);
        let mut other = Statistics::default();
        other.played(day("2026-12-01"));
        other.solved(day("2026-12-02"), 4, Some(4), 1);
        let merged = |a: &Statistics, b: &Statistics| {
            Rc::new(a.clone()).reduce(StatisticsAction::Merge(b.clone()))
        };
        assert_eq!(merged(&one, &other), merged(&other, &one));
        let both = merged(&one, &other);
        assert_eq!((both.played_count(), both.solved_count()), (3, 2));
        assert_eq!(both.current_streak(day("2026-12-03")), 2);
        let second = both.find(day("2026-12-02")).unwrap();
        assert_eq!(
            (second.presses, second.fewest, second.hints),
            (Some(4), Some(4), 1),
            "the better solve, and the fewest count either knew"
        );
    }
}
