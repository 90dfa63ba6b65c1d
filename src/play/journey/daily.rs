//! The daily puzzle as a game on the page: opened like a link's puzzle (the setup, and the
//! board its seed deals), so that it is kept, reloaded and shared like any other game, and
//! named "Daily puzzle, 1 December 2026" for as long as it is still that puzzle.

use crate::analyst::DealKind;
use crate::journey::daily::{Daily, Day};
use crate::play::reducer::{Action, Event};
use crate::play::state::State;

impl State {
    /// The daily puzzle of `day`, its board on its way; `seed` for later deals.
    pub fn daily_puzzle(day: Day, seed: u64) -> State {
        let daily = Daily::of(day);
        let mut state = State::blank(daily.setup, seed).expect("every daily puzzle fits the page");
        state.order_seeded(DealKind::Seed, daily.seed);
        state.daily_date = Some(day);
        state
    }

    /// The daily puzzle this game is: none once the setup or the board is another (a new
    /// deal, a painted board, a change of size), whatever date it was opened as.
    pub fn daily(&self) -> Option<Daily> {
        let daily = Daily::of(self.daily_date?);
        let dealing = self.deal.is_some_and(|order| order.seed == daily.seed);
        let same = self.setup == daily.setup && (self.seed == Some(daily.seed) || dealing);
        same.then_some(daily)
    }

    /// What the Daily puzzle button does on `day`: nothing new when the game on show is
    /// already that day's puzzle, back to it when it was set aside, else the day's puzzle
    /// opened over this game (set aside beside it, as a link's puzzle is); `seed` for its
    /// later deals.
    pub fn open_daily(&self, day: Day, seed: u64) -> Event {
        let is_day = |state: &State| state.daily().is_some_and(|daily| daily.day == day);
        if is_day(self) {
            Event::Player(Action::Note("This is today's daily puzzle.".into()))
        } else if self.offer.as_ref().is_some_and(|offer| is_day(&offer.game)) {
            Event::Player(Action::TakeOffer)
        } else {
            Event::Opened(Box::new(State::daily_puzzle(day, seed)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::tests::harness::Harness;

    fn day(iso: &str) -> Day {
        Day::parse(iso).expect("a date")
    }

    /// The boards everyone is dealt on a week of dates, each graded by its exact fewest
    /// presses: a change to the deal or the seed that
    /// would give anyone another daily puzzle fails here.
    #[test]
    fn a_week_of_daily_puzzles_deals_the_same_boards_for_everyone() {
        let table = [
            ("2026-11-30", "0010111010101001000110010", 10),
            ("2026-12-01", "000110011010011000000001101011100000", 20),
            ("2026-12-02", "0101000000111101100111010", 4),
            ("2026-12-03", "1100111010011011010", 6),
            ("2026-12-04", "0211010121102021", 11),
            ("2026-12-05", "1011011001", 3),
            (
                "2026-12-06",
                "0101011111011100010000100111111011110101001111110",
                22,
            ),
        ];
        for (iso, board, fewest) in table {
            let mut play = Harness::of(State::daily_puzzle(day(iso), 1));
            play.settle();
            let daily = play.state.daily().expect("still the daily puzzle");
            assert_eq!(
                daily.heading(),
                format!("Daily puzzle, {}", day(iso).name())
            );
            let start = play.state.game.start.to_string();
            let graded = play.state.fewest_count().filter(|count| count.proven);
            assert_eq!(
                (iso, start.as_str(), graded.map(|count| count.presses)),
                (iso, board, Some(fewest)),
                "the board and its exact fewest presses"
            );
        }
    }

    #[test]
    fn the_daily_is_named_until_the_game_becomes_another_puzzle() {
        let mut play = Harness::of(State::daily_puzzle(day("2026-12-01"), 1));
        play.settle();
        play.act(Action::Activate(play.site(0)));
        assert!(play.state.daily().is_some(), "a press keeps the puzzle");
        play.act(Action::NewPuzzle);
        assert!(
            play.state.daily().is_none(),
            "a new deal is no daily puzzle"
        );
        // The button brings the day's puzzle back, set aside beside the new deal, and then
        // the earlier game back in one press, with its press.
        let event = play.state.open_daily(day("2026-12-01"), 2);
        play.act(event);
        assert!(play.state.daily().is_some());
        let event = play.state.open_daily(day("2026-12-01"), 3);
        assert!(matches!(event, Event::Player(Action::Note(_))), "{event:?}");
        play.act(Action::TakeOffer);
        assert!(play.state.daily().is_none());
        let event = play.state.open_daily(day("2026-12-01"), 4);
        assert!(
            matches!(event, Event::Player(Action::TakeOffer)),
            "{event:?}"
        );
    }
}
