//! The one line above the board that says what to do: "Turn all the lights off", "...on", or
//! match the target board, and under the lit-only rule that only lit cells may be pressed. A
//! newcomer reads it before anything else, so it uses no term the page has not shown.

use yew::prelude::*;

use crate::puzzle::setup::{PatternPreset, Setup};
use lights_lab_engine::Goal;

/// The sentence for a setup's goal: what the lights must become, and what a press does.
pub fn goal_text(setup: &Setup, lit_only: bool) -> String {
    let (goal, states) = (&setup.goal, setup.states);
    let aim = match (goal, states) {
        (Goal::Off, _) => "Turn all the lights off".to_string(),
        (Goal::On, 2) => "Turn all the lights on".to_string(),
        (Goal::On, _) => format!("Bring every light up to its brightest ({})", states - 1),
        (Goal::Board(_), _) => "Make the board match the target pattern".to_string(),
    };
    let reach = match setup.preset() {
        Some(PatternPreset::LightsOut) => "a light and its neighbours",
        Some(PatternPreset::Sigma) => "the lights around it",
        _ => "the lights its pattern reaches",
    };
    let press = if states == 2 {
        format!("each press switches {reach}")
    } else {
        format!("each press steps {reach} one state on")
    };
    // Before the colon, so the lit-only sentence stays one line at 1280 x 800 beside a message
    // (the board leaves room for one line of each above it).
    let rule = if lit_only {
        ", pressing only lit lights"
    } else {
        ""
    };
    format!("{aim}{rule}: {press}.")
}

/// The line for `setup`'s goal, played under the lit-only rule if `lit_only`.
pub fn goal_line(setup: &Setup, lit_only: bool) -> Html {
    html! {
        <p id="goal-line" class="goal">{goal_text(setup, lit_only)}</p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lights_lab_engine::Board;

    fn with(goal: Goal, states: u8) -> Setup {
        Setup {
            goal,
            states,
            ..Setup::default()
        }
    }

    #[test]
    fn the_goal_is_said_in_plain_words() {
        assert_eq!(
            goal_text(&Setup::default(), false),
            "Turn all the lights off: each press switches a light and its neighbours."
        );
        assert!(goal_text(&with(Goal::On, 2), false).starts_with("Turn all the lights on:"));
        let five = goal_text(&with(Goal::On, 5), false);
        assert!(
            five.starts_with("Bring every light up to its brightest (4)"),
            "{five}"
        );
        let target = with(Goal::Board(Board(vec![0; 25])), 2);
        assert!(goal_text(&target, false).contains("target pattern"));
        assert_eq!(
            goal_text(&Setup::default(), true),
            "Turn all the lights off, pressing only lit lights: each press switches a light and \
             its neighbours."
        );
    }
}
