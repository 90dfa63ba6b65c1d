//! The move counter and the end of the game: "Moves: 3", "Won in 10 moves", or "Lost: only
//! red vertices remain".

use yew::prelude::*;

use lights_lab_engine::ello::Status;

pub fn ello_status(moves: usize, status: Status) -> Html {
    let (text, class) = match status {
        Status::Playing => (format!("Moves: {moves}"), "playing"),
        Status::Won => (
            format!("Won in {moves} move{}", if moves == 1 { "" } else { "s" }),
            "solved",
        ),
        Status::Lost => ("Lost: only red vertices remain".to_string(), "lost"),
    };
    html! {
        <p id="ello-status" class={classes!("status", class)} role="status" aria-live="polite">
            {text}
        </p>
    }
}
