//! The game's buttons, named as a player says them: New puzzle, Random board, Hint, Solve,
//! Undo, Redo, Reset, Copy link.

use yew::prelude::*;

use crate::ui::state::Action;

#[derive(Properties, PartialEq)]
pub struct ToolbarProps {
    pub can_undo: bool,
    pub can_redo: bool,
    /// Whether Solve's marks are showing (Solve is a toggle).
    pub solution_shown: bool,
    pub on_action: Callback<Action>,
    /// Copying a link is a browser side effect, so the root handles it.
    pub on_copy_link: Callback<()>,
}

#[function_component(Toolbar)]
pub fn toolbar(props: &ToolbarProps) -> Html {
    let button = |label: &'static str, action: Action, disabled: bool, title: &'static str| {
        let on_action = props.on_action.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_action.emit(action.clone()));
        html! { <button type="button" {title} {disabled} {onclick}>{label}</button> }
    };
    let solve = {
        let on_action = props.on_action.clone();
        html! {
            <button type="button" aria-pressed={props.solution_shown.to_string()}
                title="Mark every cell to press (press Solve again to hide the marks)"
                onclick={Callback::from(move |_: MouseEvent| on_action.emit(Action::Solve))}>
                {"Solve"}
            </button>
        }
    };
    let copy = {
        let on_copy_link = props.on_copy_link.clone();
        html! {
            <button type="button" title="Copy a link that opens this puzzle"
                onclick={Callback::from(move |_: MouseEvent| on_copy_link.emit(()))}>
                {"Copy link"}
            </button>
        }
    };
    html! {
        <div class="toolbar" role="toolbar" aria-label="Game">
            <div class="group">
                { button("New puzzle", Action::NewPuzzle, false, "A random board that can be solved") }
                { button("Random board", Action::RandomBoard, false, "Any random board, solvable or not") }
            </div>
            <div class="group">
                { button("Hint", Action::Hint, false, "Mark one cell to press next") }
                { solve }
            </div>
            <div class="group">
                { button("Undo", Action::Undo, !props.can_undo, "Take back the last press") }
                { button("Redo", Action::Redo, !props.can_redo, "Press again what was undone") }
                { button("Reset", Action::Reset, !props.can_undo, "Back to the start board") }
            </div>
            <div class="group">{ copy }</div>
        </div>
    }
}
