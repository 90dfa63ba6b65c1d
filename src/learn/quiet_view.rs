//! Quiet patterns and classes: the gallery of the quiet-pattern basis, one pressed on the
//! board to watch nothing change; and for a board that cannot be solved, the quiet pattern of
//! the transpose whose sum shows why, and the lights to change (the engine's repair).

use yew::prelude::*;

use super::board::LearnBoard;
use super::lesson::Lesson;
use super::reducer::Action;
use super::sources::{why, CLASSES, QUIET};
use crate::shared::wording::count;

/// The quiet patterns of `lesson`, with the gallery's `pressed` pattern pressed on the board.
/// Its section is keyed, so that another view's section is drawn anew in its place.
pub fn quiet_view(lesson: &Lesson, pressed: Option<usize>, on_action: &Callback<Action>) -> Html {
    let gallery = lesson.gallery();
    let states = lesson.states();
    let total = lesson.reduced.quiet_patterns().count();
    let items = gallery.iter().enumerate().map(|(i, pattern)| {
        let on_action = on_action.clone();
        let cells = pattern.pressed_cells().count();
        html! {
            <li class="learn-gallery-item">
                <LearnBoard id={format!("quiet-{i}")} geometry={lesson.geometry.clone()}
                    values={vec![0; pattern.0.len()]} {states} marks={pattern.0.clone()}
                    label={format!("Quiet pattern {}: {}", i + 1, count(cells as u64, "cell", "cells"))} />
                <button type="button" id={format!("quiet-press-{i}")}
                    onclick={Callback::from(move |_: MouseEvent| on_action.emit(Action::TryQuiet(i)))}>
                    {format!("Press pattern {} on the board", i + 1)}
                </button>
            </li>
        }
    });
    let pressed = pressed.and_then(|i| gallery.get(i).map(|p| (i, p)));
    let (values, marks, say) = match pressed {
        Some((i, pattern)) => {
            let after = lesson.reduced.apply(&lesson.board, pattern);
            let same = after == lesson.board;
            let reach = if states == 2 { "an even number of times".to_string() } else { format!("a multiple of {states} times") };
            let say = if same {
                format!("Pattern {} pressed ({}) and no light changed: every cell is reached {reach}.", i + 1, count(pattern.press_count(), "press", "presses"))
            } else {
                "The board changed: this is not a quiet pattern.".to_string()
            };
            (after.0, pattern.0.clone(), say)
        }
        None if total == 0 => (
            lesson.board.0.clone(),
            Vec::new(),
            "This board has no quiet patterns besides pressing nothing: every board of this shape can be solved, in exactly one way.".to_string(),
        ),
        None => (
            lesson.board.0.clone(),
            Vec::new(),
            format!("{}: presses that change nothing. Press one on the board.", count(total as u64, "independent quiet pattern", "independent quiet patterns")),
        ),
    };
    let unsolvable = lesson.solution.is_none().then(|| {
        let witness = lesson.witness.as_ref().map(|witness| {
            let weighted = witness.pattern.iter().any(|&w| w > 1);
            let how = if weighted { "each times its mark" } else { "the ones under the marks" };
            html! {
                <>
                    <p id="learn-witness">{format!(
                        "Why it cannot be solved: add up the lights under the marked cells ({how}). On this board the sum is {} (mod {states}); at the goal it is 0. A press changes this sum by 0, because the marked pattern is quiet for the transposed move matrix, so no presses can bring the board to its goal.",
                        witness.sum
                    )}</p>
                    <div class="board-frame small">
                        <LearnBoard id="learn-witness-board" geometry={lesson.geometry.clone()}
                            values={lesson.board.0.clone()} {states} marks={witness.pattern.clone()}
                            label={"The board, with the quiet pattern of the transpose marked"} />
                    </div>
                </>
            }
        });
        let repair = lesson.repair.as_ref().map(|repair| {
            let changes: Vec<String> = repair.changes.iter().map(|&(cell, value)| {
                let to = match (states, value) {
                    (2, 0) => "off".to_string(),
                    (2, _) => "on".to_string(),
                    _ => format!("state {value}"),
                };
                format!("{} to {to}", lesson.cell_name(cell))
            }).collect();
            let ringed: Vec<usize> = repair.changes.iter().map(|&(cell, _)| cell).collect();
            html! {
                <>
                    <p id="learn-repair">{format!(
                        "The fewest lights to change: {}. Change {}: {}, and every such sum is 0 again, so the board can be solved.",
                        repair.changes.len(),
                        if repair.changes.len() == 1 { "it" } else { "them" },
                        changes.join(", ")
                    )}</p>
                    <div class="board-frame small">
                        <LearnBoard id="learn-repair-board" geometry={lesson.geometry.clone()}
                            values={repair.board.0.clone()} {states} {ringed}
                            label={"The board with the changed lights ringed"} />
                    </div>
                </>
            }
        });
        html! {
            <div class="learn-unsolvable">
                <h3>{"This board cannot be solved"}</h3>
                { witness }
                { repair }
                { why(&CLASSES, "a board is solvable exactly when every such sum is 0; the sums name its class.") }
            </div>
        }
    });
    html! {
        <section key="quiet" class="learn-view" aria-label="Quiet patterns">
            <p id="learn-say" aria-live="polite">{say}</p>
            <div class="board-frame">
                <LearnBoard id="learn-board" geometry={lesson.geometry.clone()} {values} {states} {marks}
                    label={"The board, with the pressed quiet pattern marked"} />
            </div>
            if total > gallery.len() {
                <p>{format!("The first {} of {} are drawn.", gallery.len(), total)}</p>
            }
            <ul class="learn-gallery" aria-label="Quiet patterns">{ for items }</ul>
            { why(&QUIET, "quiet patterns are the null space of A: two solutions differ by one, and each independent one halves (for two states) the boards that can be solved.") }
            { unsolvable }
        </section>
    }
}
