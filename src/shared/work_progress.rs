//! The engine's work on the player's behalf, seen: nothing for the first half second (most
//! answers come sooner), then a progress bar with what is being worked out and for how long,
//! and from one second on a Stop button, which ends the work and leaves the game playable.

use gloo::timers::callback::Interval;
use yew::prelude::*;

use crate::shared::clock;

/// When the progress bar appears, and when Stop joins it (milliseconds).
const SHOW_AFTER_MS: f64 = 500.0;
const STOP_AFTER_MS: f64 = 1_000.0;

#[derive(Properties, PartialEq)]
pub struct WorkProgressProps {
    /// What the engine is doing ("Working out the 256 × 256 board"), or nothing.
    pub working: Option<AttrValue>,
    pub on_stop: Callback<()>,
}

#[function_component(WorkProgress)]
pub fn work_progress(props: &WorkProgressProps) -> Html {
    // Milliseconds the current work has run, ticking while there is work.
    let elapsed = use_state(|| 0.0);
    {
        let elapsed = elapsed.clone();
        use_effect_with(props.working.clone(), move |working| {
            elapsed.set(0.0);
            let started = clock::now();
            let ticking = working
                .is_some()
                .then(|| Interval::new(100, move || elapsed.set(clock::now() - started)));
            move || drop(ticking)
        });
    }
    let Some(working) = props.working.as_ref().filter(|_| *elapsed >= SHOW_AFTER_MS) else {
        return Html::default();
    };
    let stop = (*elapsed >= STOP_AFTER_MS).then(|| {
        let on_stop = props.on_stop.clone();
        html! {
            <button type="button" class="stop" onclick={Callback::from(move |_| on_stop.emit(()))}>
                {"Stop"}
            </button>
        }
    });
    html! {
        <div id="work-progress" class="work-progress" role="status">
            <progress aria-label={working.clone()}></progress>
            <span>{format!(" {working}… {:.1} s ", *elapsed / 1000.0)}</span>
            { stop }
        </div>
    }
}
