//! Light chasing on the player's own board: step through the first chase, read the residual
//! lights in the lookup table, chase again from the looked-up presses, finish.

use yew::prelude::*;

use super::board::LearnBoard;
use super::controls::controls;
use super::lesson::Lesson;
use super::lookup_table::lookup_table;
use super::reducer::Action;
use super::sources::{why, CHASE, LOOKUP};
use super::state::{Pass, State};
use super::words;
use crate::shared::wording::count;
use lights_lab_engine::Visit;

/// The chase of `lesson` where `state` stands in it. Its section is keyed, so that another
/// view's section is drawn anew in its place, not patched into this one.
pub fn chase_view(lesson: &Lesson, state: &State, on_action: &Callback<Action>) -> Html {
    let Some(chase) = &lesson.chase else {
        let on_action = on_action.clone();
        return html! {
            <section key="chase" class="learn-view" aria-label="Light chasing">
                <p id="learn-say" aria-live="polite">
                    {"Light chasing needs rows to chase along, and a graph has none: no order of its vertices is forced. Elimination works on any graph."}
                </p>
                <button type="button" id="learn-to-elimination"
                    onclick={Callback::from(move |_: MouseEvent| on_action.emit(Action::Show(super::state::View::Eliminate)))}>
                    {"Show elimination"}
                </button>
            </section>
        };
    };
    let walk = match state.pass {
        Pass::First => &chase.first,
        Pass::Second => chase.second.as_ref().map_or(&chase.first, |(_, walk)| walk),
    };
    let visits = state.visits.min(walk.len());
    let board = walk.board_at(visits);
    let mut marks = vec![0u8; board.0.len()];
    for &(cell, count) in walk.free_cells() {
        marks[cell] = count;
    }
    let mut ringed = Vec::new();
    for (i, visit) in walk.visits()[..visits].iter().enumerate() {
        if let Visit::Settle { press, count, cell } = *visit {
            marks[press] = count;
            if i + 1 == visits {
                ringed = vec![cell, press];
            }
        } else if i + 1 == visits {
            ringed = vec![visit.cell()];
        }
    }
    let solvable = lesson.solution.is_some();
    let second = state.pass == Pass::Second;
    let mut say = if visits == 0 {
        words::pass_start(lesson, walk.free_cells())
    } else {
        words::visit(lesson, &walk.visits()[visits - 1])
    };
    let at_end = visits == walk.len();
    if at_end {
        say = format!(
            "{say} {}",
            words::pass_end(&walk.residuals(), second, solvable)
        );
    }
    let states = lesson.states();
    let lookup = (at_end && !second).then(|| match &chase.lookup {
        Ok(lookup) => {
            let names = |cells: &[usize]| {
                cells
                    .iter()
                    .map(|&c| lesson.cell_name(c))
                    .collect::<Vec<_>>()
            };
            let lights: Vec<u8> = chase
                .first
                .residuals()
                .iter()
                .map(|&(_, needs)| (states - needs) % states)
                .collect();
            lookup_table(
                lookup,
                &names(lookup.free_cells()),
                &names(lookup.residual_cells()),
                &lights,
            )
        }
        Err(reason) => html! { <p>{reason.clone()}</p> },
    });
    let again = (at_end && !second && !chase.first.reaches_goal()).then_some(chase.second.as_ref()).flatten().map(|(counts, _)| {
        let on_action = on_action.clone();
        let pressed: Vec<String> = chase.first.free_cells().iter().zip(counts)
            .filter(|(_, &count)| count != 0)
            .map(|(&(cell, _), &count)| match count {
                1 => lesson.cell_name(cell),
                n => format!("{} ({n} times)", lesson.cell_name(cell)),
            })
            .collect();
        let looked_up = if pressed.is_empty() {
            "The lookup says: no free presses at all.".to_string()
        } else {
            format!("The lookup says: press {}.", pressed.join(", "))
        };
        html! {
            <div class="learn-again">
                <p id="learn-looked-up">{looked_up}</p>
                <button type="button" id="learn-chase-again"
                    onclick={Callback::from(move |_: MouseEvent| on_action.emit(Action::ChaseAgain))}>
                    {"Chase again from the looked-up presses"}
                </button>
            </div>
        }
    });
    let label = format!(
        "{} chase, after {} of {}",
        if second { "Second" } else { "First" },
        count(visits as u64, "step", "steps"),
        walk.len()
    );
    html! {
        <section key="chase" class="learn-view" aria-label="Light chasing">
            { controls(visits, walk.len(), state.playing, on_action, Html::default()) }
            <p id="learn-say" aria-live="polite">{say}</p>
            <div class="board-frame">
                <LearnBoard id="learn-board" geometry={lesson.geometry.clone()} values={board.0.clone()}
                    states={states} {marks} {ringed} label={label} />
            </div>
            { again }
            { lookup }
            { why(&CHASE, "each light is settled by the one press left that reaches it, so the chase is forced until only the last cells remain.") }
            { why(&LOOKUP, "a free press changes the last cells the same way on every board, so one table serves every board of this shape.") }
        </section>
    }
}
