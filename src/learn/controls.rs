//! First, Back, Play, Next and Last for a view that steps, with where it stands.

use yew::prelude::*;

use super::reducer::Action;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// Steps made, and how many there are.
    pub at: usize,
    pub last: usize,
    pub playing: bool,
    pub on_action: Callback<Action>,
    /// Extra buttons after Next (Next column, for elimination).
    #[prop_or_default]
    pub children: Html,
}

#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let button = |label: &'static str, id: &'static str, action: Action, disabled: bool| {
        let on_action = props.on_action.clone();
        html! {
            <button type="button" {id} {disabled}
                onclick={Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))}>
                {label}
            </button>
        }
    };
    let (at, last) = (props.at, props.last);
    html! {
        <div class="learn-controls" role="toolbar" aria-label="Steps">
            { button("First", "learn-first", Action::First, at == 0) }
            { button("Back", "learn-back", Action::Back, at == 0) }
            { button(if props.playing { "Pause" } else { "Play" }, "learn-play", Action::TogglePlay,
                !props.playing && at >= last) }
            { button("Next", "learn-next", Action::Next, at >= last) }
            { props.children.clone() }
            { button("Last", "learn-last", Action::Last, at >= last) }
            <span class="learn-progress" id="learn-progress">{format!("Step {at} of {last}")}</span>
        </div>
    }
}
