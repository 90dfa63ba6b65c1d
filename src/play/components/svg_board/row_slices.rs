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

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::play::components::svg_board::board_row::RowProps;
use crate::puzzle::geometry::Geometry;
use crate::shared::after_frame::{after_next_frame, AfterFrame};
use crate::shared::clock;

/// Cells whose rows a render brings up to date at most: a slice of a new 64 x 64 board took
/// 13-25 ms (CDP profile, load average 4-5), and the frame after it 10-16 ms.
pub const SLICE_CELLS: usize = 256;

/// The same for rows written as markup (boards beyond 32 x 32, `MarkupRow`), which the
/// browser builds many times faster.
pub const MARKUP_SLICE_CELLS: usize = 4096;

/// The rows to draw now: `wanted`, except where more than `slice` cells changed since the
/// last render (see the module's note); `first` is the row brought up to date first.
/// Also whether rows are still to come (the board says it is busy meanwhile).
#[hook]
pub fn use_rows_in_slices(
    wanted: Vec<RowProps>,
    first: Option<usize>,
    slice: usize,
) -> (Vec<RowProps>, bool) {
    let drawn = use_mut_ref(Vec::<Option<RowProps>>::new);
    let update = use_force_update();
    let next_slice = use_mut_ref(|| None::<AfterFrame>);
    let (rows, held) = catch_up(
        &mut drawn.borrow_mut(),
        wanted,
        |row| row.values.len(),
        first,
        slice,
    );
    use_effect(move || {
        // Replacing a slice still waiting cancels it: this render took its place.
        *next_slice.borrow_mut() = held.then(|| after_next_frame(move || update.force_update()));
    });
    (rows, held)
}

/// How long a new large board's rows wait for its puzzle before they are drawn as the board
/// stands (all at the goal).
pub const WAIT_FOR_PUZZLE_MS: f64 = 300.0;

/// Whether the rows of a new board (`geometry`, another than the last) wait while its puzzle
/// is dealt (`busy`), at most [`WAIT_FOR_PUZZLE_MS`] from when it came: a new size's board is
/// all at the goal until its puzzle is dealt a moment later, and drawing a 64 x 64 board
/// twice, its cells' style and paint included, took a third of the time to the puzzle
/// (Chromium trace). A board whose rows were drawn never waits again: New puzzle leaves the
/// last one in view until the next is dealt.
#[hook]
pub fn use_wait_for_puzzle(geometry: Rc<Geometry>, busy: bool) -> bool {
    let wait = use_mut_ref(Wait::<Rc<Geometry>>::default);
    let timer = use_mut_ref(|| None::<(f64, Timeout)>);
    let update = use_force_update();
    let now = clock::now();
    let until = wait.borrow_mut().until(geometry, busy, now, Rc::ptr_eq);
    let mut timer = timer.borrow_mut();
    match until {
        // Looked at again once the wait is over, if nothing has drawn the board before.
        Some(until) if timer.as_ref().is_none_or(|(set, _)| *set != until) => {
            let delay = (until - now).max(0.0).ceil() as u32;
            *timer = Some((until, Timeout::new(delay, move || update.force_update())));
        }
        Some(_) => {}
        None => *timer = None,
    }
    until.is_some()
}

/// A new board's wait ([`use_wait_for_puzzle`]): the board it is for, and until when it
/// waits (`None`: its rows are drawn).
struct Wait<K> {
    board: Option<K>,
    until: Option<f64>,
}

impl<K> Default for Wait<K> {
    fn default() -> Self {
        Self {
            board: None,
            until: None,
        }
    }
}

impl<K> Wait<K> {
    /// Until when the rows of `board` wait at `now` (milliseconds), if they still do: a new
    /// board (not `same` as the last) waits while `busy`, for [`WAIT_FOR_PUZZLE_MS`] at most.
    fn until(&mut self, board: K, busy: bool, now: f64, same: fn(&K, &K) -> bool) -> Option<f64> {
        if !self.board.as_ref().is_some_and(|last| same(last, &board)) {
            self.board = Some(board);
            self.until = Some(now + WAIT_FOR_PUZZLE_MS);
        }
        self.until = self.until.filter(|&until| busy && now < until);
        self.until
    }
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
    fn a_new_board_waits_for_its_puzzle_but_not_for_long_nor_again() {
        let same = |a: &u32, b: &u32| a == b;
        let mut wait = Wait::default();
        // A new size: its rows wait while the engine deals, until the puzzle comes.
        assert_eq!(wait.until(1, true, 1000.0, same), Some(1300.0));
        assert_eq!(wait.until(1, true, 1100.0, same), Some(1300.0));
        assert_eq!(wait.until(1, false, 1150.0, same), None);
        // New puzzle on the board now drawn: the last puzzle stays in view meanwhile.
        assert_eq!(wait.until(1, true, 1200.0, same), None);
        // Another size whose puzzle is slow: drawn as it stands once the wait is over.
        assert_eq!(wait.until(2, true, 2000.0, same), Some(2300.0));
        assert_eq!(wait.until(2, true, 2300.0, same), None);
        assert_eq!(wait.until(2, true, 2400.0, same), None);
        // A new board with nothing on its way is drawn at once.
        assert_eq!(wait.until(3, false, 3000.0, same), None);
    }

    #[test]
    fn a_board_with_fewer_rows_drops_the_rest() {
        let mut drawn = Vec::new();
        catch_up(&mut drawn, rows(6, 2, 0), Vec::len, None, 100);
        let (shown, held) = catch_up(&mut drawn, rows(3, 2, 0), Vec::len, None, 100);
        assert_eq!((shown.len(), held, drawn.len()), (3, false, 3));
    }
}
