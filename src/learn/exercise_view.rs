//! The exercises: pick one, play on its board, check. The chase exercise shows its lookup
//! table, so the student can chase by hand.

use yew::prelude::*;

use super::board::LearnBoard;
use super::exercise::{Exercise, Kind};
use super::lookup_table::LookupTable;
use super::reducer::Action;
use super::sources::{Why, CHASE, CLASSES, QUIET};
use lights_lab_engine::Lookup;

#[derive(Properties, PartialEq)]
pub struct ExerciseProps {
    pub exercise: Option<Exercise>,
    pub cursor: usize,
    pub on_action: Callback<Action>,
}

#[function_component(ExerciseView)]
pub fn exercise_view(props: &ExerciseProps) -> Html {
    let on_action = &props.on_action;
    let choices = Kind::ALL.iter().map(|&kind| {
        let on_action = on_action.clone();
        let current = props.exercise.as_ref().is_some_and(|e| e.kind == kind);
        html! {
            <button type="button" id={format!("exercise-{}", kind_key(kind))}
                aria-pressed={current.to_string()}
                onclick={Callback::from(move |_: MouseEvent| on_action.emit(Action::StartExercise(kind)))}>
                {kind.title()}
            </button>
        }
    });
    let body = props.exercise.as_ref().map(|exercise| {
        let check = {
            let on_action = on_action.clone();
            Callback::from(move |_: MouseEvent| on_action.emit(Action::Check))
        };
        let verdict = exercise.verdict.as_ref().map(|(passed, text)| html! {
            <p class={classes!("verdict", passed.then_some("passed"))}>{text.clone()}</p>
        });
        let lookup = (exercise.kind == Kind::Chase).then(|| Lookup::new(&exercise.reduced).ok()).flatten().map(|lookup| {
            let names = |cells: &[usize]| cells.iter().map(|&c| exercise.geometry.site(exercise.geometry.cell_site(c)).name()).collect::<Vec<_>>();
            html! {
                <details class="learn-exercise-lookup">
                    <summary>{"The lookup table for 5 × 5"}</summary>
                    <LookupTable lookup={lookup.clone()} free_names={names(lookup.free_cells())}
                        residual_names={names(lookup.residual_cells())} lights={Vec::new()} />
                </details>
            }
        });
        let why = match exercise.kind {
            Kind::Chase => html! { <Why fact={CHASE.id}>{"chasing leaves only the last row, and the lookup turns it into first-row presses."}</Why> },
            Kind::Quiet => html! { <Why fact={QUIET.id}>{"4 × 4 Lights Out has 4 independent quiet patterns, so 1 board in 16 is solvable."}</Why> },
            Kind::Repair => html! { <Why fact={CLASSES.id}>{"changing one light moves the board to another class; one of them is the solvable one."}</Why> },
        };
        html! {
            <div class="learn-exercise" id="learn-exercise" data-kind={kind_key(exercise.kind)}>
                <p id="learn-task">{exercise.kind.task()}</p>
                <div class="board-frame">
                    <LearnBoard id="exercise-board" geometry={exercise.geometry.clone()}
                        values={exercise.board.0.clone()} states={exercise.reduced.states()}
                        marks={if exercise.kind == Kind::Repair { Vec::new() } else { exercise.presses.clone() }}
                        label={exercise.kind.title()} play={Some((props.cursor, on_action.clone()))} />
                </div>
                <button type="button" id="exercise-check" onclick={check}>{"Check"}</button>
                <div id="learn-say" aria-live="polite">{ verdict }</div>
                { lookup }
                { why }
            </div>
        }
    });
    html! {
        <section class="learn-view" aria-label="Exercises">
            <div class="learn-exercise-choices" role="group" aria-label="Exercise">{ for choices }</div>
            { body }
        </section>
    }
}

/// The exercise's name in ids.
fn kind_key(kind: Kind) -> &'static str {
    match kind {
        Kind::Chase => "chase",
        Kind::Quiet => "quiet",
        Kind::Repair => "repair",
    }
}
