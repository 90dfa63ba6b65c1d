//! A Hint under the lit-only rule while the exact search works toward it: how much of every
//! board it has settled, and a Cancel button. The first Hint on a 5 x 5 puzzle can take a few
//! seconds; later ones on the same puzzle and goal come at once, and this never shows.

use yew::prelude::*;

use crate::play::reducer::Action;

/// The line while a Hint waits for the search, `done` the share of all boards settled.
pub fn lit_only_progress(done: Option<f64>, on_action: &Callback<Action>) -> Html {
    let Some(done) = done else {
        return Html::default();
    };
    let onclick = {
        let on_action = on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(Action::CancelLitOnlyHint))
    };
    html! {
        <div id="lit-only-search" class="search-progress">
            <progress max="1" value={done.to_string()} aria-label="Lit-only search"></progress>
            <span class="text">
                {format!("Lit cells only: searching every board for a lit cell that keeps the \
                          goal in reach, {:.0} % of boards settled.", done * 100.0)}
            </span>
            <button type="button" {onclick}>{"Cancel"}</button>
        </div>
    }
}
