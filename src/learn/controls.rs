//! First, Back, Play, Next and Last for a view that steps, with where it stands.

use yew::prelude::*;

use super::reducer::Action;

/// The controls `at` steps made of `last`, with `extra` buttons after Next (Next column, for
/// elimination).
pub fn controls(
    at: usize,
    last: usize,
    playing: bool,
    on_action: &Callback<Action>,
    extra: Html,
) -> Html {
    let button = |label: &'static str, id: &'static str, action: Action, disabled: bool| {
        let on_action = on_action.clone();
        html! {
            <button type="button" {id} {disabled}
                onclick={Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))}>
                {label}
            </button>
        }
    };
    html! {
        <div class="learn-controls" role="toolbar" aria-label="Steps">
            { button("First", "learn-first", Action::First, at == 0) }
            { button("Back", "learn-back", Action::Back, at == 0) }
            { button(if playing { "Pause" } else { "Play" }, "learn-play", Action::TogglePlay,
                !playing && at >= last) }
            { button("Next", "learn-next", Action::Next, at >= last) }
            { extra }
            { button("Last", "learn-last", Action::Last, at >= last) }
            <span class="learn-progress" id="learn-progress">{format!("Step {at} of {last}")}</span>
        </div>
    }
}
