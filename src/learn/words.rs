//! The sentences Learn says at each step: shown under the board and announced to screen
//! readers. Plain functions of the lesson and the position, so they are tested natively.

use lights_lab_engine::{RowOp, RowOrigin, Stage, Tableau, Visit};

use super::lesson::Lesson;
use crate::shared::wording::count;

/// How a cell stands against the goal: "lit" / "dark" on a two-state board going dark,
/// otherwise how many steps it still needs.
fn standing(lesson: &Lesson, needs: u8) -> String {
    let plain = lesson.states() == 2 && lesson.target().0.iter().all(|&g| g == 0);
    match (needs, plain) {
        (0, true) => "dark".to_string(),
        (_, true) => "lit".to_string(),
        (0, false) => "at its goal".to_string(),
        (n, false) => format!("{} from its goal", count(n as u64, "step", "steps")),
    }
}

/// What visit number `step` (counting from 1) of a chase did.
pub fn visit(lesson: &Lesson, visit: &Visit) -> String {
    match *visit {
        Visit::Settle {
            cell,
            press,
            count: presses,
        } => {
            let name = lesson.cell_name(cell);
            if presses == 0 {
                format!(
                    "{}: {}, nothing to press.",
                    capital(&name),
                    standing(lesson, 0)
                )
            } else {
                format!(
                    "{} was {}: press {} ({}).",
                    capital(&name),
                    standing(lesson, presses),
                    lesson.cell_name(press),
                    count(presses, "press", "presses")
                )
            }
        }
        Visit::Residual { cell, needs } => {
            let name = capital(&lesson.cell_name(cell));
            if needs == 0 {
                format!(
                    "{name}: no press is left that reaches it, and it came out {}.",
                    standing(lesson, 0)
                )
            } else {
                format!(
                    "{name}: no press is left that reaches it, so it stays {}: a residual light.",
                    standing(lesson, needs)
                )
            }
        }
    }
}

/// The sentence for the start of a pass: nothing pressed yet, or the looked-up presses made.
pub fn pass_start(lesson: &Lesson, free: &[(usize, u8)]) -> String {
    let pressed: Vec<String> = free
        .iter()
        .filter(|&&(_, count)| count != 0)
        .map(|&(cell, count)| match count {
            1 => lesson.cell_name(cell),
            n => format!("{} ({n} times)", lesson.cell_name(cell)),
        })
        .collect();
    if pressed.is_empty() {
        "The board as it is. Next presses the cell under each lit light, row by row.".to_string()
    } else {
        format!(
            "The looked-up presses are made first: {}. Now chase again.",
            pressed.join(", ")
        )
    }
}

/// What the lights left after a pass mean.
pub fn pass_end(residuals: &[(usize, u8)], second: bool, solvable: bool) -> String {
    let left = residuals.iter().filter(|&&(_, needs)| needs != 0).count();
    match (left, second) {
        (0, _) => "Done: every light is at its goal.".to_string(),
        (_, true) => format!("{} still off the goal.", count(left as u64, "light is", "lights are")),
        (_, false) if solvable => format!(
            "{} left in the last cells the chase reaches. Look them up in the table below, then chase again from those presses.",
            count(left as u64, "light is", "lights are")
        ),
        (_, false) => format!(
            "{} left, and no row of the lookup table clears them: this board cannot be solved. Quiet patterns shows why.",
            count(left as u64, "light is", "lights are")
        ),
    }
}

/// Who a row is: "row 2, column 3" for a cell's equation, or "2 × row 2, column 3".
pub fn origin(lesson: &Lesson, origin: RowOrigin) -> String {
    match origin {
        RowOrigin::Cell(cell) => lesson.cell_name(cell),
        RowOrigin::Annexed { factor, of } => format!("{factor} × ({})", lesson.cell_name(of)),
    }
}

/// A row operation in words, with its meaning on the board. `before` is the matrix the
/// operation was made on, `column` the column whose pivot it serves.
pub fn operation(lesson: &Lesson, before: &Tableau, column: usize, op: RowOp) -> String {
    let who = |row: usize| origin(lesson, before.origins()[row]);
    match op {
        RowOp::Swap { a, b } => format!(
            "Swap rows {} and {}: the equations of {} and {} change places, nothing else.",
            a + 1,
            b + 1,
            who(a),
            who(b)
        ),
        RowOp::Scale { row, factor } => format!(
            "Multiply row {} by {factor}, which has an inverse mod {}: the equation of {} says the same, with its pivot made {}.",
            row + 1,
            before.modulus(),
            who(row),
            before.rows()[row][column] * factor % before.modulus()
        ),
        RowOp::AddMultiple {
            target,
            source,
            factor,
        } => format!(
            "Add {factor} × row {} to row {}: combine the equations of {} and {} so that the press of this column no longer appears in row {}.",
            source + 1,
            target + 1,
            who(source),
            who(target),
            target + 1
        ),
        RowOp::Annex { source, factor } => format!(
            "Append {factor} × row {} as a new row: its pivot becomes 0 mod {}, and what is left still constrains the later presses.",
            source + 1,
            before.modulus()
        ),
    }
}

/// What a whole stage came to: pivots, free columns, and the answer.
pub fn stage_summary(lesson: &Lesson, stage: &Stage, prime: bool) -> String {
    let q = stage.end().modulus();
    if let Some(stuck) = stage.stuck() {
        return format!(
            "Stuck at column {} ({}): every entry left in it, such as {}, has no inverse mod {q}, so no row can be divided to make a pivot 1. Plain elimination cannot go on; split {q} into prime powers instead.",
            stuck.column + 1,
            lesson.cell_name(stuck.column),
            stuck.value
        );
    }
    let pivots = stage.pivots().len();
    let free: Vec<String> = stage
        .free_columns()
        .iter()
        .map(|&c| lesson.cell_name(c))
        .collect();
    let shape = if prime {
        format!(
            "{} and {}: rank {pivots}, nullity {}.",
            count(pivots as u64, "pivot", "pivots"),
            count(free.len() as u64, "free column", "free columns"),
            free.len()
        )
    } else {
        let kernel = stage.kernel_size();
        let quiet = if kernel.to_u64() == Some(1) {
            "only pressing nothing changes nothing".to_string()
        } else {
            format!("{kernel} press vectors change nothing")
        };
        format!(
            "{} and {} mod {q}; {quiet}.",
            count(pivots as u64, "pivot", "pivots"),
            count(free.len() as u64, "free column", "free columns"),
        )
    };
    let free_words = if free.is_empty() {
        String::new()
    } else {
        format!(" Free presses (set to 0): {}.", free.join(", "))
    };
    let answer = match stage.contradiction() {
        Some(row) => format!(
            " Row {} reads 0 = {}: no presses can do that, so the board cannot be solved.",
            row + 1,
            stage.end().rows()[row][stage.end().columns()]
        ),
        None => " Back-substitution, last pivot first, gives the presses.".to_string(),
    };
    format!("{shape}{free_words}{answer}")
}

fn capital(text: &str) -> String {
    crate::shared::wording::capitalise(text)
}
