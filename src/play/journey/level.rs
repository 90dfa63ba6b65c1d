//! A level as a game on the page: its setup and fixed start board opened like a link's puzzle
//! (the game on show set aside beside it), under the lit-only rule when the level asks for
//! it, and named "Level 12: A torus" for as long as it is still that puzzle.

use crate::journey::levels::Level;
use crate::play::reducer::{Action, Event};
use crate::play::state::State;

impl State {
    /// `level` to play, its engine work still to ask for; `seed` for later deals.
    pub fn level_puzzle(level: &Level, seed: u64) -> State {
        let mut state = State::blank(level.setup.clone(), seed).expect("every level fits the page");
        state.start_from(level.start.clone(), None);
        state.ui.lit_only = level.lit_only;
        state.level_number = Some(level.number);
        // Said as the heading and its sentence appear.
        state
            .said
            .say(format!("{}. {}", level.heading(), level.new));
        state
    }

    /// The level this game is: none once the setup, the start board or the rule is another
    /// (a new deal, a painted board, the lit-only switch), whatever level it was opened as.
    pub fn level(&self) -> Option<Level> {
        let level = Level::get(self.level_number?)?;
        let same = self.setup == level.setup
            && self.game.start == level.start
            && self.ui.lit_only == level.lit_only;
        same.then_some(level)
    }

    /// What picking level `number` does: nothing new when it is on show, back to it when it
    /// was set aside, else the level opened over this game (set aside beside it).
    pub fn open_level(&self, number: usize, seed: u64) -> Event {
        let Some(level) = Level::get(number) else {
            return Event::Player(Action::Refused(format!(
                "There is no level {number}; pick one from the list of levels."
            )));
        };
        let is_level = |state: &State| state.level().is_some_and(|on| on.number == number);
        if is_level(self) {
            Event::Player(Action::Note(format!("This is {}.", level.heading())))
        } else if self
            .offer
            .as_ref()
            .is_some_and(|offer| is_level(&offer.game))
        {
            Event::Player(Action::TakeOffer)
        } else {
            Event::Opened(Box::new(State::level_puzzle(&level, seed)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::journey::levels;
    use crate::play::snapshot::Snapshot;
    use crate::play::tests::harness::Harness;
    use crate::shared::codec::Codec;

    /// Every level opens on the page as its fixed board, is still that level after a reload,
    /// and the page's own analyst proves the fewest count the level's stars are measured by
    /// (the lit-only levels' is the lit-only search's, checked in `journey::levels`).
    #[test]
    fn every_level_opens_survives_a_reload_and_is_graded_by_the_page() {
        for number in 1..=levels::count() {
            let level = Level::get(number).unwrap();
            let mut play = Harness::of(State::level_puzzle(&level, 1));
            play.settle();
            assert_eq!(play.state.level().as_ref(), Some(&level));
            let text = Snapshot::of(&play.state).to_text();
            let reloaded = Snapshot::read(&text, 2).unwrap();
            assert_eq!(reloaded.level(), Some(level.clone()), "level {number}");
            if !level.lit_only {
                let count = play.state.fewest_count().filter(|count| count.proven);
                assert_eq!(count.map(|count| count.presses), Some(level.fewest));
            }
        }
    }

    #[test]
    fn a_level_is_named_until_the_game_becomes_another_puzzle() {
        let first = Level::get(1).unwrap();
        assert_eq!(
            State::level_puzzle(&first, 1).said.sentence(),
            Some(
                "Level 1: One press. A press changes its cell and the cells beside it: turn \
                 every light off."
            ),
            "a screen reader hears the heading and what is new"
        );
        let mut play = Harness::of(State::level_puzzle(&first, 1));
        play.settle();
        play.act(Action::Activate(play.site(4)));
        assert!(play.state.solved(), "level 1 is the centre's press");
        assert_eq!(play.state.level().map(|level| level.number), Some(1));
        let event = play.state.open_level(2, 2);
        play.act(event);
        assert_eq!(play.state.level().map(|level| level.number), Some(2));
        // Level 1 was set aside beside it: picking it again goes back to it, press and all.
        let event = play.state.open_level(1, 3);
        assert!(
            matches!(event, Event::Player(Action::TakeOffer)),
            "{event:?}"
        );
        play.act(event);
        assert_eq!(play.state.game.position, 1);
        play.act(Action::NewPuzzle);
        play.settle();
        assert_eq!(play.state.level(), None, "a new deal is no level");
        let lit = Level::get(32).unwrap();
        assert!(lit.lit_only);
        let mut play = Harness::of(State::level_puzzle(&lit, 1));
        play.settle();
        play.act(Action::Activate(play.site(4)));
        let outcome = play
            .state
            .outcome()
            .expect("the centre's press solves level 32");
        assert!(
            outcome
                .sentence()
                .starts_with("Solved in 1 press; fewest possible 1; "),
            "a lit-only level's result names its fewest lit presses: {}",
            outcome.sentence()
        );
        play.act(Action::SetLitOnly(false));
        assert_eq!(
            play.state.level(),
            None,
            "the free game is not the lit-only level"
        );
    }
}
