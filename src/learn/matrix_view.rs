//! Elimination step by step: [A | b] beside the board, one operation at a time with what it
//! means on the board, the pivots and free columns, back-substitution, and the solution
//! played. For a composite N, plain elimination is shown up to the column where it gets
//! stuck, then each prime-power part and how they are joined.

use std::rc::Rc;

use yew::prelude::*;

use super::board::LearnBoard;
use super::controls::controls;
use super::lesson::Lesson;
use super::reducer::{Action, Opening};
use super::sources::{why, COMPOSITE, ELIMINATION};
use super::state::State;
use super::words;
use crate::puzzle::setup::Setup;
use lights_lab_engine::{Board, Elimination, RowOp, RowOrigin, Stage, Tableau};

/// The rows an operation touched.
fn touched(op: RowOp, rows: usize) -> Vec<usize> {
    match op {
        RowOp::Swap { a, b } => vec![a, b],
        RowOp::Scale { row, .. } => vec![row],
        RowOp::AddMultiple { target, source, .. } => vec![target, source],
        RowOp::Annex { source, .. } => vec![source, rows - 1],
    }
}

fn stage_title(elimination: &Elimination, index: usize, stage: &Stage) -> String {
    let n = elimination.states();
    let q = stage.end().modulus();
    match (index, elimination.parts().is_empty()) {
        (0, true) => format!("Elimination mod {n}"),
        (0, false) => format!("Plain elimination mod {n}"),
        _ => format!("Part {index} of {}: mod {q}", elimination.parts().len()),
    }
}

#[derive(Properties, PartialEq)]
struct RowProps {
    /// Its place in the matrix, from 0.
    index: usize,
    /// The cell whose equation it is (or of which it is a multiple).
    name: AttrValue,
    /// Its entries as one line of text, each column as wide as every other.
    entries: AttrValue,
    touched: bool,
    annexed: bool,
}

/// Digits each column of [A | b] takes: the widest entry (at most modulus - 1) or column
/// number, so that in a monospace font column `c` starts at the same place on every line.
fn column_width(t: &Tableau) -> usize {
    let digits = |x: usize| x.max(1).ilog10() as usize + 1;
    digits(t.modulus().saturating_sub(1) as usize).max(digits(t.columns()))
}

/// A line of [A | b]: the columns of A right-aligned to `width`, a bar, then b. One text per
/// row instead of one cell per entry: a 7 x 7 board's 2,500 table cells were most of a step's
/// paint, while a line of text in a monospace font is laid out and painted at once.
fn line(items: impl Iterator<Item = String>, rhs: &str, width: usize) -> String {
    let columns: Vec<String> = items.map(|x| format!("{x:>width$}")).collect();
    format!("{} | {rhs:>width$}", columns.join(" "))
}

/// One row of [A | b]. A step within a column changes one or two rows: Yew redraws only the
/// rows whose entries or marks changed, not all 49 rows of a 7 x 7 board.
#[function_component(MatrixRow)]
fn matrix_row(props: &RowProps) -> Html {
    let class = classes!(
        props.touched.then_some("touched"),
        props.annexed.then_some("annexed")
    );
    let name = &props.name;
    html! {
        <tr {class}>
            <th scope="row" title={name.clone()}>{format!("{} · {name}", props.index + 1)}</th>
            <td class="equation">{props.entries.clone()}</td>
        </tr>
    }
}

/// [A | b] as a table of one line a row. The step's pivot column is marked by a band drawn
/// behind the lines at its place (`--pivot`, in columns), one style on the table rather than
/// a class on 49 cells, so moving to the next column redraws no row.
fn matrix(lesson: &Lesson, t: &Tableau, touched: &[usize], column: Option<usize>) -> Html {
    let width = column_width(t);
    let head = line((1..=t.columns()).map(|c| c.to_string()), "b", width);
    let rows = t
        .rows()
        .iter()
        .zip(t.origins())
        .enumerate()
        .map(|(i, (row, &origin))| {
            let (rhs, entries) = row.split_last().map_or((0, &[][..]), |(&b, a)| (b, a));
            let entries = line(entries.iter().map(u32::to_string), &rhs.to_string(), width);
            html! {
                <MatrixRow key={i} index={i} name={AttrValue::from(words::origin(lesson, origin))}
                    entries={AttrValue::from(entries)} touched={touched.contains(&i)}
                    annexed={matches!(origin, RowOrigin::Annexed { .. })} />
            }
        });
    // The band starts after `column` columns of `width` digits and a space each.
    let style = column.map(|c| {
        format!(
            "--pivot-start: {}ch; --pivot-end: {}ch",
            c * (width + 1),
            c * (width + 1) + width
        )
    });
    let class = classes!("learn-matrix", column.is_some().then_some("has-pivot"));
    html! {
        // A wide matrix scrolls sideways in its frame, so the frame takes keyboard focus (the
        // arrow keys scroll it) and is named.
        <div class="learn-matrix-frame" tabindex="0" role="region" aria-label="The matrix [A | b]">
            <table {class} id="learn-matrix" {style}
                aria-label={format!("[A | b] mod {}, {} rows; column i is a press of cell i", t.modulus(), t.rows().len())}>
                <thead><tr><th scope="col">{"row · equation of"}</th><th scope="col" class="equation">{head}</th></tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
    }
}

/// 2 × 2 Lights Out with 6 states, one corner pressed from dark: its matrix has determinant
/// -3, so mod 6 plain elimination meets a 3 with no inverse, as seed 004's a + 2b = 2,
/// 2a + b = 4 does.
fn mod_6_example() -> Opening {
    Opening {
        setup: Setup {
            rows: 2,
            cols: 2,
            states: 6,
            ..Setup::default()
        },
        board: Board(vec![1, 1, 1, 0]),
    }
}

/// The elimination of `lesson` where `state` stands in it: at its position over all stages,
/// the stage on show and the operations made in it. Its section is keyed, so that another
/// view's section is drawn anew in its place.
pub fn matrix_view(lesson: &Lesson, state: &State, on_action: &Callback<Action>) -> Html {
    let (at, last) = state.progress();
    let (stage_index, done) = state.stage_at(state.position);
    let elimination = match &lesson.elimination {
        Ok(elimination) => elimination,
        Err(reason) => {
            return html! {
                <section key="elimination" class="learn-view" aria-label="Elimination">
                    <p id="learn-say" aria-live="polite">{format!("{reason} Pick a board of at most 49 cells (7 × 7) on the Lights Out page to see every step.")}</p>
                    { why(&ELIMINATION, "the presses that solve a board are the solutions of A·x = b, which elimination finds.") }
                </section>
            };
        }
    };
    let stages: Vec<&Stage> = std::iter::once(elimination.plain())
        .chain(elimination.parts())
        .collect();
    let stage = stages[stage_index.min(stages.len() - 1)];
    let done = done.min(stage.ops().len());
    let t = stage.tableau_at(done);
    let prime = elimination.rank().is_some();
    let last_op = done.checked_sub(1).map(|i| stage.ops()[i]);
    let mut say = match last_op {
        None if stage_index == 0 => format!(
            "[A | b] mod {}: row i is the equation of cell i (1 in each column whose press reaches it), b is what the cell needs to reach the goal.",
            elimination.states()
        ),
        None => {
            let q = t.modulus();
            let p = (2..=q).find(|p| q.is_multiple_of(*p)).unwrap_or(q);
            format!("The same equations with every number taken mod {q}: a pivot may be a power of {p}, as long as it has the fewest factors {p} in its column; the rows below are then multiples of it.")
        }
        Some((column, op)) => words::operation(lesson, &stage.tableau_at(done - 1), column, op),
    };
    let stage_done = done == stage.ops().len();
    if stage_done {
        say = format!("{say} {}", words::stage_summary(lesson, stage, prime));
    }
    let very_end = at == last;
    let solution = very_end.then(|| elimination.solution()).flatten();
    if very_end && !elimination.parts().is_empty() {
        let moduli: Vec<String> = elimination
            .parts()
            .iter()
            .map(|p| p.end().modulus().to_string())
            .collect();
        let joined: Vec<String> = elimination
            .multipliers()
            .iter()
            .zip(&moduli)
            .map(|(m, q)| format!("{m} × (the mod {q} presses)"))
            .collect();
        say = match solution {
            Some(_) => format!(
                "{say} Joined by the Chinese remainder theorem: presses = {} mod {}.",
                joined.join(" + "),
                elimination.states()
            ),
            None => format!(
                "{say} One part has no solution, so neither has the board mod {}.",
                elimination.states()
            ),
        };
    }
    let column = last_op.map(|(c, _)| c);
    let touched_rows = last_op.map_or(Vec::new(), |(_, op)| touched(op, t.rows().len()));
    let mut ringed: Vec<usize> = touched_rows
        .iter()
        .filter_map(|&r| match t.origins().get(r) {
            Some(RowOrigin::Cell(cell)) | Some(RowOrigin::Annexed { of: cell, .. }) => Some(*cell),
            None => None,
        })
        .collect();
    ringed.extend(column);
    let target = lesson.target();
    let (values, marks) = match solution {
        Some(presses) if state.solution_played => (target.0.clone(), presses.0.clone()),
        Some(presses) => (lesson.board.0.clone(), presses.0.clone()),
        None => (lesson.board.0.clone(), Vec::new()),
    };
    let back = solution.map(|presses| {
        let on_action = on_action.clone();
        let pressed: Vec<String> = presses.0.iter().enumerate().filter(|(_, &c)| c != 0)
            .map(|(cell, &c)| match c {
                1 => lesson.cell_name(cell),
                n => format!("{} ({n} times)", lesson.cell_name(cell)),
            }).collect();
        let text = if pressed.is_empty() {
            "Back-substitution: no presses at all.".to_string()
        } else {
            format!("Back-substitution gives: press {}.", pressed.join(", "))
        };
        html! {
            <div class="learn-solution">
                <p id="learn-back-substitution">{text}</p>
                <button type="button" id="learn-play-solution" aria-pressed={state.solution_played.to_string()}
                    onclick={Callback::from(move |_: MouseEvent| on_action.emit(Action::PlaySolution))}>
                    { if state.solution_played { "Show the board before" } else { "Play the solution" } }
                </button>
                if state.solution_played {
                    <p id="learn-played" aria-live="polite">{"Played: every light is at its goal."}</p>
                }
            </div>
        }
    });
    let next_column = {
        let on_action = on_action.clone();
        html! {
            <button type="button" id="learn-next-column" disabled={at >= last}
                onclick={Callback::from(move |_: MouseEvent| on_action.emit(Action::NextPivot))}>
                {"Next column"}
            </button>
        }
    };
    let composite = if elimination.parts().is_empty() {
        // Where plain elimination does not fail, offer the smallest board where it does.
        let on_action = on_action.clone();
        html! {
            <button type="button" id="learn-mod-6"
                onclick={Callback::from(move |_: MouseEvent| on_action.emit(Action::Open(Rc::new(mod_6_example()))))}>
                {"See where plain elimination fails: 2 × 2 with 6 states"}
            </button>
        }
    } else {
        why(&COMPOSITE, "a pivot with no inverse cannot be divided out; mod each prime power it can (or its multiples are annexed), and the Chinese remainder theorem joins the answers.")
    };
    html! {
        <section key="elimination" class="learn-view" aria-label="Elimination">
            { controls(at, last, state.playing, on_action, next_column) }
            <h3 id="learn-stage">{stage_title(elimination, stage_index, stage)}</h3>
            <p id="learn-say" aria-live="polite">{say}</p>
            <div class="learn-side-by-side">
                <div class="board-frame">
                    <LearnBoard id="learn-board" geometry={lesson.geometry.clone()} {values}
                        states={lesson.states()} {marks} {ringed}
                        label={"The board; the cells of the rows in the last step are ringed"} />
                </div>
                { matrix(lesson, &t, &touched_rows, column) }
            </div>
            { back }
            { why(&ELIMINATION, "each row operation keeps exactly the same solutions, so the pivots count the independent equations (the rank) and the free columns the quiet patterns (the nullity).") }
            { composite }
        </section>
    }
}
