//! The Learn page: the views as tabs over one lesson (the Lights Out page's own board), the
//! facts they show at the foot.

use gloo::timers::callback::Interval;
use yew::prelude::*;

use super::chase_view::chase_view;
use super::exercise_view::exercise_view;
use super::matrix_view::matrix_view;
use super::quiet_view::quiet_view;
use super::reducer::{Action, Event};
use super::sources::sources;
use super::state::{State, View};

/// Play's pace: one step every 0.6 s, slow enough to read the sentence.
const PLAY_MS: u32 = 600;

#[derive(Properties, PartialEq)]
pub struct PageProps {
    /// The root owns the reducer, so switching pages keeps the place in the lesson.
    pub state: UseReducerHandle<State>,
}

#[function_component(LearnPage)]
pub fn learn_page(props: &PageProps) -> Html {
    let state = &props.state;
    let on_action = {
        let dispatcher = state.dispatcher();
        Callback::from(move |action: Action| dispatcher.dispatch(Event::Player(action)))
    };
    // Play steps through a timer that lives only while playing: a tick is one more Next,
    // through the reducer like any other step.
    {
        let dispatcher = state.dispatcher();
        use_effect_with(state.playing, move |&playing| {
            let interval = playing.then(|| {
                Interval::new(PLAY_MS, move || {
                    dispatcher.dispatch(Event::Player(Action::Tick))
                })
            });
            move || drop(interval)
        });
    }
    let tabs = View::ALL.iter().map(|&view| {
        let on_action = on_action.clone();
        html! {
            <button type="button" id={format!("learn-tab-{}", tab_key(view))}
                aria-pressed={(state.view == view).to_string()}
                onclick={Callback::from(move |_: MouseEvent| on_action.emit(Action::Show(view)))}>
                {view.label()}
            </button>
        }
    });
    let body = match (&state.lesson, state.view) {
        (_, View::Exercises) => exercise_view(state.exercise.as_ref(), state.cursor, &on_action),
        (None, _) => {
            html! { <p id="learn-say">{"Open Learn from the page switch to learn on your board."}</p> }
        }
        (Some(Err(reason)), _) => {
            html! { <p id="learn-say" class="message" role="alert">{reason.clone()}</p> }
        }
        (Some(Ok(lesson)), View::Chase) => chase_view(lesson, state, &on_action),
        (Some(Ok(lesson)), View::Eliminate) => matrix_view(lesson, state, &on_action),
        (Some(Ok(lesson)), View::Quiet) => quiet_view(lesson, state.quiet_pressed, &on_action),
    };
    html! {
        <main class="layout learn" id="learn">
            <section class="learn-main" aria-label="Learn">
                <nav class="learn-tabs" aria-label="Learn views">{ for tabs }</nav>
                { body }
            </section>
            <aside class="side">
                { sources() }
            </aside>
        </main>
    }
}

/// The view's name in ids.
fn tab_key(view: View) -> &'static str {
    match view {
        View::Chase => "chase",
        View::Eliminate => "elimination",
        View::Quiet => "quiet",
        View::Exercises => "exercises",
    }
}
