//! The Learn page: the views as tabs over one lesson (the Lights Out page's own board), the
//! facts they show at the foot.

use std::rc::Rc;

use gloo::timers::callback::Interval;
use yew::prelude::*;

use super::chase_view::ChaseView;
use super::exercise_view::ExerciseView;
use super::matrix_view::MatrixView;
use super::quiet_view::QuietView;
use super::reducer::{Action, Event};
use super::sources::Sources;
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
        (_, View::Exercises) => html! {
            <ExerciseView exercise={state.exercise.clone()} cursor={state.cursor}
                on_action={on_action.clone()} />
        },
        (None, _) => {
            html! { <p id="learn-say">{"Open Learn from the page switch to learn on your board."}</p> }
        }
        (Some(Err(reason)), _) => {
            html! { <p id="learn-say" class="message" role="alert">{reason.clone()}</p> }
        }
        (Some(Ok(lesson)), View::Chase) => html! {
            <ChaseView lesson={Rc::clone(lesson)} pass={state.pass} visits={state.visits}
                playing={state.playing} on_action={on_action.clone()} />
        },
        (Some(Ok(lesson)), View::Eliminate) => {
            let (at, last) = state.progress();
            let (stage, done) = state.stage_at(state.position);
            html! {
                <MatrixView lesson={Rc::clone(lesson)} {at} {last} {stage} {done}
                    playing={state.playing} solution_played={state.solution_played}
                    on_action={on_action.clone()} />
            }
        }
        (Some(Ok(lesson)), View::Quiet) => html! {
            <QuietView lesson={Rc::clone(lesson)} pressed={state.quiet_pressed}
                on_action={on_action.clone()} />
        },
    };
    html! {
        <main class="layout learn" id="learn">
            <section class="learn-main" aria-label="Learn">
                <nav class="learn-tabs" aria-label="Learn views">{ for tabs }</nav>
                { body }
            </section>
            <aside class="side">
                <Sources />
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
