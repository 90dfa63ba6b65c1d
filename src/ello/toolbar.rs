//! The ELLO page's buttons, named as a player says them: Random winnable, Hint, Undo, Redo,
//! Restart, Copy link.

use yew::prelude::*;

use super::reducer::Action;

/// `on_copy_link`: copying a link is a browser side effect, so the root handles it.
pub fn ello_toolbar(
    can_undo: bool,
    can_redo: bool,
    on_action: &Callback<Action>,
    on_copy_link: &Callback<()>,
) -> Html {
    let button = |label: &'static str, action: Action, disabled: bool, title: &'static str| {
        let on_action = on_action.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_action.emit(action.clone()));
        html! { <button type="button" {title} {disabled} {onclick}>{label}</button> }
    };
    html! {
        <div class="toolbar" role="toolbar" aria-label="ELLO">
            <div class="group">
                { button("Random winnable", Action::RandomWinnable, false,
                    "New start colours on this graph that can be won") }
                { button("Hint", Action::Hint, false, "Mark the next vertex of a winning order") }
            </div>
            <div class="group">
                { button("Undo", Action::Undo, !can_undo, "Take back the last move") }
                { button("Redo", Action::Redo, !can_redo, "Play again what was undone") }
                { button("Restart", Action::Restart, !can_undo, "Back to the start colours") }
            </div>
            <div class="group">
                <button type="button" title="Copy a link that opens this game"
                    onclick={on_copy_link.reform(|_: MouseEvent| ())}>
                    {"Copy link"}
                </button>
            </div>
        </div>
    }
}
