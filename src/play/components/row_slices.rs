//! The SVG board's rows brought up to date a slice at a time when a change reaches many of
//! them (a new size, a new deal), so that no render takes long.
//!
//! Why. Yew builds an SVG cell in a few tens of microseconds here: a new 64 x 64 board took
//! one task of about 145 ms (CDP profile), a new deal on it about 50 ms. A render now brings
//! at most [`SLICE_CELLS`] cells' rows up to date (the cursor's row first); the other rows
//! that changed keep what they showed, or wait unbuilt, and the next slice follows in a task
//! of its own once the frame has been drawn (so the style work of one slice is done before
//! the next is built): the board is drawn within a few frames and can be pressed meanwhile.
//! A press changes a few rows and is drawn at once.

use yew::prelude::*;

use crate::play::components::board_row::RowProps;
use crate::shared::after_frame::{after_next_frame, AfterFrame};

/// Cells whose rows a render brings up to date at most: a slice of a new 64 x 64 board took
/// 13-25 ms (CDP profile, load average 4-5), and the frame after it 10-16 ms.
pub const SLICE_CELLS: usize = 256;

/// The rows to draw now: `wanted`, except where more than a slice of cells changed since
/// the last render (see the module's note); `first` is the row brought up to date first.
/// Also whether rows are still to come (the board says it is busy meanwhile).
#[hook]
pub fn use_rows_in_slices(wanted: Vec<RowProps>, first: Option<usize>) -> (Vec<RowProps>, bool) {
    let drawn = use_mut_ref(Vec::<Option<RowProps>>::new);
    let update = use_force_update();
    let next_slice = use_mut_ref(|| None::<AfterFrame>);
    let (rows, held) = catch_up(
        &mut drawn.borrow_mut(),
        wanted,
        |row| row.values.len(),
        first,
        SLICE_CELLS,
    );
    use_effect(move || {
        // Replacing a slice still waiting cancels it: this render took its place.
        *next_slice.borrow_mut() = held.then(|| after_next_frame(move || update.force_update()));
    });
    (rows, held)
}

/// Brings `drawn` (what each row showed, `None` for a row not built yet) towards `wanted`:
/// changed rows in turn (`first`, then top to bottom) until `budget` cells have been taken.
/// Returns the rows to draw, top to bottom, and whether changed rows were held back.
fn catch_up<T: PartialEq + Clone>(
    drawn: &mut Vec<Option<T>>,
    wanted: Vec<T>,
    cells: impl Fn(&T) -> usize,
    first: Option<usize>,
    budget: usize,
) -> (Vec<T>, bool) {
    drawn.resize_with(wanted.len(), || None);
    let mut left = budget;
    let mut held = false;
    let order = first.into_iter().chain(0..wanted.len());
    for row in order.filter(|&row| row < wanted.len()) {
        if drawn[row].as_ref() == Some(&wanted[row]) {
            continue;
        }
        if left == 0 {
            held = true;
            continue;
        }
        left = left.saturating_sub(cells(&wanted[row]));
        drawn[row] = Some(wanted[row].clone());
    }
    (drawn.iter().flatten().cloned().collect(), held)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rows of `width` cells, each showing `value`.
    fn rows(count: usize, width: usize, value: u8) -> Vec<Vec<u8>> {
        vec![vec![value; width]; count]
    }

    #[test]
    fn a_new_board_is_built_a_slice_at_a_time_cursor_row_first() {
        let mut drawn = Vec::new();
        let (shown, held) = catch_up(&mut drawn, rows(8, 4, 0), Vec::len, Some(6), 12);
        // The cursor's row, then rows 0 and 1: 12 cells.
        assert_eq!(shown.len(), 3);
        assert!(held);
        assert!(drawn[6].is_some() && drawn[0].is_some() && drawn[2].is_none());
        let (shown, held) = catch_up(&mut drawn, rows(8, 4, 0), Vec::len, Some(6), 12);
        assert_eq!((shown.len(), held), (6, true));
        let (shown, held) = catch_up(&mut drawn, rows(8, 4, 0), Vec::len, Some(6), 12);
        assert_eq!((shown.len(), held), (8, false));
    }

    #[test]
    fn rows_held_back_keep_what_they_showed_and_a_small_change_is_drawn_at_once() {
        let mut drawn = Vec::new();
        catch_up(&mut drawn, rows(4, 4, 0), Vec::len, None, 100);
        // A new deal: every row changes, two rows' worth a slice.
        let (shown, held) = catch_up(&mut drawn, rows(4, 4, 1), Vec::len, None, 8);
        assert!(held);
        assert_eq!(shown, [vec![1; 4], vec![1; 4], vec![0; 4], vec![0; 4]]);
        catch_up(&mut drawn, rows(4, 4, 1), Vec::len, None, 8);
        // A press: one row changes, drawn in the render that follows it.
        let mut pressed = rows(4, 4, 1);
        pressed[3][2] = 0;
        let (shown, held) = catch_up(&mut drawn, pressed.clone(), Vec::len, None, 8);
        assert_eq!((shown, held), (pressed, false));
    }

    #[test]
    fn a_board_with_fewer_rows_drops_the_rest() {
        let mut drawn = Vec::new();
        catch_up(&mut drawn, rows(6, 2, 0), Vec::len, None, 100);
        let (shown, held) = catch_up(&mut drawn, rows(3, 2, 0), Vec::len, None, 100);
        assert_eq!((shown.len(), held, drawn.len()), (3, false, 3));
    }
}
