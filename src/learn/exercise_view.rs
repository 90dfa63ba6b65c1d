//! The exercises: pick one, play on its board, check. The chase exercise shows its lookup
//! table, so the student can chase by hand.

use yew::prelude::*;

use super::board::LearnBoard;
use super::exercise::{Exercise, Kind};
use super::lookup_table::lookup_table;
use super::reducer::Action;
use super::sources::{why, CHASE, CLASSES, QUIET};
use lights_lab_engine::Lookup;

/// The exercises, with `exercise` on show (its board's keyboard cursor at `cursor`). Its
/// section is keyed, so that another view's section is drawn anew in its place.
pub fn exercise_view(
    exercise: Option<&Exercise>,
    cursor: usize,
    on_action: &Callback<Action>,
) -> Html {
    let choices = Kind::ALL.iter().map(|&kind| {
        let on_action = on_action.clone();
        let current = exercise.is_some_and(|e| e.kind == kind);
        html! {
            <button type="button" id={format!("exercise-{}", kind_key(kind))}
                aria-pressed={current.to_string()}
                onclick={Callback::from(move |_: MouseEvent| on_action.emit(Action::StartExercise(kind)))}>
                {kind.title()}
            </button>
        }
    });
    let body = exercise.map(|exercise| {
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
                    { lookup_table(&lookup, &names(lookup.free_cells()), &names(lookup.residual_cells()), &[]) }
                </details>
            }
        });
        let why = match exercise.kind {
            Kind::Chase => why(&CHASE, "chasing leaves only the last row, and the lookup turns it into first-row presses."),
            Kind::Quiet => why(&QUIET, "4 × 4 Lights Out has 4 independent quiet patterns, so 1 board in 16 is solvable."),
            Kind::Repair => why(&CLASSES, "changing one light moves the board to another class; one of them is the solvable one."),
        };
        html! {
            <div class="learn-exercise" id="learn-exercise" data-kind={kind_key(exercise.kind)}>
                <p id="learn-task">{exercise.kind.task()}</p>
                <div class="board-frame">
                    <LearnBoard id="exercise-board" geometry={exercise.geometry.clone()}
                        values={exercise.board.0.clone()} states={exercise.reduced.states()}
                        marks={if exercise.kind == Kind::Repair { Vec::new() } else { exercise.presses.clone() }}
                        label={exercise.kind.title()} play={Some((cursor, on_action.clone()))} />
                </div>
                <button type="button" id="exercise-check" onclick={check}>{"Check"}</button>
                <div id="learn-say" aria-live="polite">{ verdict }</div>
                { lookup }
                { why }
            </div>
        }
    });
    html! {
        <section key="exercises" class="learn-view" aria-label="Exercises">
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
