//! The ELLO page's buttons, named as a player says them: Random winnable, Hint, Undo, Redo,
//! Restart, Copy link.

use yew::prelude::*;

use super::reducer::Action;

#[derive(Properties, PartialEq)]
pub struct ToolbarProps {
    pub can_undo: bool,
    pub can_redo: bool,
    pub on_action: Callback<Action>,
    /// Copying a link is a browser side effect, so the root handles it.
    pub on_copy_link: Callback<()>,
}

#[function_component(ElloToolbar)]
pub fn ello_toolbar(props: &ToolbarProps) -> Html {
    let button = |label: &'static str, action: Action, disabled: bool, title: &'static str| {
        let on_action = props.on_action.clone();
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
                { button("Undo", Action::Undo, !props.can_undo, "Take back the last move") }
                { button("Redo", Action::Redo, !props.can_redo, "Play again what was undone") }
                { button("Restart", Action::Restart, !props.can_undo, "Back to the start colours") }
            </div>
            <div class="group">
                <button type="button" title="Copy a link that opens this game"
                    onclick={props.on_copy_link.reform(|_: MouseEvent| ())}>
                    {"Copy link"}
                </button>
            </div>
        </div>
    }
}
