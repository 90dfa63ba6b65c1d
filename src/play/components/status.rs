//! The move counter and the moment of triumph: "Moves: 3" ("Moves: 3 · 12 presses marked"
//! while Solve's marks show), then "Solved in 3 moves (fewest possible: 3)", the player's
//! moves against the start board's fewest presses.

use yew::prelude::*;

use crate::play::fewest::model::FewestCount;
use crate::shared::wording::count;

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    pub moves: usize,
    pub solved: bool,
    /// A new puzzle is being dealt.
    pub dealing: bool,
    /// The start board's fewest presses, for "Solved in 11 moves (fewest possible: 9)".
    #[prop_or_default]
    pub fewest: Option<FewestCount>,
    /// How many presses Solve's marks ask for, while they show.
    #[prop_or_default]
    pub to_press: Option<u64>,
}

#[function_component(Status)]
pub fn status(props: &StatusProps) -> Html {
    let (text, class) = if props.dealing {
        ("Dealing a new puzzle…".to_string(), "dealing")
    } else if props.solved {
        let compared = match props.fewest {
            Some(fewest) if fewest.proven => format!(" (fewest possible: {})", fewest.presses),
            Some(fewest) => format!(" (fewest found: {}, not proven)", fewest.presses),
            None => String::new(),
        };
        (
            format!(
                "Solved in {}{compared}",
                count(props.moves as u64, "move", "moves")
            ),
            "solved",
        )
    } else {
        let marked = match props.to_press {
            Some(presses) => format!(" · {} marked", count(presses, "press", "presses")),
            None => String::new(),
        };
        (format!("Moves: {}{marked}", props.moves), "playing")
    };
    html! {
        <p id="status" class={classes!("status", class)} role="status" aria-live="polite">
            {text}
        </p>
    }
}
