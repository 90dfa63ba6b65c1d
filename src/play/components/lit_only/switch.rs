//! The "Lit cells only" switch: the lit-only rule of seed 002 (and Flip's original rule, with
//! lit and dark swapped) on any board or graph. While it is on, a press on an unlit cell is
//! refused, and Hint searches for a lit cell from which the goal can still be reached.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::play::reducer::Action;

/// The switch, ticked when the rule is `on`.
pub fn lit_only_switch(on: bool, on_action: &Callback<Action>) -> Html {
    let onchange = {
        let on_action = on_action.clone();
        Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            on_action.emit(Action::SetLitOnly(input.checked()));
        })
    };
    html! {
        <fieldset class="modes lit-only" id="lit-only-panel">
            <legend>{"Rule of play"}</legend>
            <label class="choice">
                <input type="checkbox" id="lit-only" checked={on} {onchange} />
                {"Lit cells only"}
            </label>
            <p class="hint-text">
                if on {
                    {"Only a lit cell may be pressed. Hint looks through every board you could \
                      reach for a lit cell that still leads to the goal: on puzzles of up to 25 \
                      cells (15 with 3 states) it knows, and the first Hint may take a few \
                      seconds; on larger ones Hint says it cannot tell."}
                } else {
                    {"A harder rule: only a lit cell may be pressed."}
                }
            </p>
        </fieldset>
    }
}
