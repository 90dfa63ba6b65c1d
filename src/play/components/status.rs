//! The move counter and the moment of triumph: "Moves: 3" ("Moves: 3 · 12 presses marked"
//! while Solve's marks show), then how the player did ("Solved in 11 presses; fewest possible
//! 9; 1 hint; 2:13", said once by the live region) with Copy result beside it, and on a
//! level the next level offered.

use yew::prelude::*;

use crate::play::journey::outcome::Outcome;
use crate::shared::wording::count;

pub struct StatusProps {
    pub moves: usize,
    /// How the player did, once the game is solved.
    pub outcome: Option<Outcome>,
    /// A new puzzle is being dealt.
    pub dealing: bool,
    /// How many presses Solve's marks ask for, while they show.
    pub to_press: Option<u64>,
    /// Copying the result is a browser side effect, so the root handles it.
    pub on_copy_result: Callback<()>,
    /// The level after the one solved, offered beside the result: its number and heading.
    pub next_level: Option<(usize, String)>,
    pub on_level: Callback<usize>,
}

pub fn status(props: &StatusProps) -> Html {
    let (text, class) = if props.dealing {
        ("Dealing a new puzzle…".to_string(), "dealing")
    } else if let Some(outcome) = &props.outcome {
        (outcome.sentence(), "solved")
    } else {
        let marked = match props.to_press {
            Some(presses) => format!(" · {} marked", count(presses, "press", "presses")),
            None => String::new(),
        };
        (format!("Moves: {}{marked}", props.moves), "playing")
    };
    let on_copy_result = props.on_copy_result.clone();
    let next_level = props.next_level.clone().filter(|_| class == "solved");
    let next = next_level.map(|(number, heading)| {
        let on_level = props.on_level.clone();
        html! {
            <button type="button" class="next-level"
                onclick={Callback::from(move |_: MouseEvent| on_level.emit(number))}>
                {format!("Next: {heading}")}
            </button>
        }
    });
    html! {
        <div class="status-line">
            <p id="status" class={classes!("status", class)} role="status" aria-live="polite">
                {text}
            </p>
            // Outside the live region, so that it is not read with the result.
            if class == "solved" {
                <button type="button" class="copy-result"
                    title="Copy how you did, without giving the puzzle away"
                    onclick={Callback::from(move |_: MouseEvent| on_copy_result.emit(()))}>
                    {"Copy result"}
                </button>
            }
            { for next }
        </div>
    }
}
