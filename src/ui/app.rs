//! The root component: owns the state (a Yew reducer) and hands children plain data.

use yew::prelude::*;

use super::components::{Readout, SizePicker};
use super::state::{Action, State};

/// The whole page. Children never see the reducer, only values and callbacks, so they stay
/// reusable and the state changes in one place.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer_eq(State::default);
    let on_resize = {
        let state = state.clone();
        Callback::from(move |side: usize| {
            state.dispatch(Action::Resize {
                rows: side,
                cols: side,
            })
        })
    };
    let body = match &state.facts {
        Ok(facts) => html! { <Readout facts={facts.clone()} /> },
        Err(message) => html! { <p class="error" role="alert">{message}</p> },
    };
    html! {
        <main class="app">
            <h1>{"Lights Lab"}</h1>
            <p class="subtitle">
                {format!("Lights Out on a {} × {} board", state.rows, state.cols)}
            </p>
            <SizePicker rows={state.rows} cols={state.cols} {on_resize} />
            {body}
        </main>
    }
}
