//! The move counter and the moment of triumph: "Moves: 3", then "Solved in 3 moves".

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    pub moves: usize,
    pub solved: bool,
    /// A new puzzle is being dealt.
    pub dealing: bool,
}

/// "1 move", "2 moves".
pub fn moves_text(moves: usize) -> String {
    format!("{moves} move{}", if moves == 1 { "" } else { "s" })
}

#[function_component(Status)]
pub fn status(props: &StatusProps) -> Html {
    let (text, class) = if props.dealing {
        ("Dealing a new puzzle…".to_string(), "dealing")
    } else if props.solved {
        (format!("Solved in {}", moves_text(props.moves)), "solved")
    } else {
        (format!("Moves: {}", props.moves), "playing")
    };
    html! {
        <p id="status" class={classes!("status", class)} role="status" aria-live="polite">
            {text}
        </p>
    }
}
