//! The "Lit cells only" switch: the lit-only rule of seed 002 (and Flip's original rule, with
//! lit and dark swapped) on any board or graph. While it is on, a press on an unlit cell is
//! refused, and Hint searches for a lit cell from which the goal can still be reached.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::play::reducer::Action;

#[derive(Properties, PartialEq)]
pub struct LitOnlySwitchProps {
    pub on: bool,
    pub on_action: Callback<Action>,
}

#[function_component(LitOnlySwitch)]
pub fn lit_only_switch(props: &LitOnlySwitchProps) -> Html {
    let onchange = {
        let on_action = props.on_action.clone();
        Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            on_action.emit(Action::SetLitOnly(input.checked()));
        })
    };
    html! {
        <fieldset class="modes lit-only" id="lit-only-panel">
            <legend>{"Rule of play"}</legend>
            <label class="choice">
                <input type="checkbox" id="lit-only" checked={props.on} {onchange} />
                {"Lit cells only"}
            </label>
            <p class="hint-text">
                {"Only a lit cell may be pressed. Hint then searches every board for a lit cell \
                  from which the goal can still be reached: exactly, on puzzles with up to about \
                  33 million boards (25 cells with 2 states, 15 with 3). The first Hint on a puzzle can take a few \
                  seconds, later ones come at once; on larger puzzles Hint says it does not \
                  know."}
            </p>
        </fieldset>
    }
}
