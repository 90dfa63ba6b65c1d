//! What the pointers on the canvas mean: a tap presses the cell under it, a drag pans, two
//! fingers pinch to zoom. Pointer events in, [`ViewAction`]s and taps out; no browser here.

use crate::play::components::canvas_board::view::ViewAction;

/// How far (CSS pixels) a pointer may wander and still count as a tap rather than a drag.
const TAP_SLOP: f64 = 6.0;

/// The pointers down on the canvas.
#[derive(Debug, Default)]
pub struct Gestures {
    /// Each pointer's id and where it is now.
    down: Vec<(i32, f64, f64)>,
    /// Where the first pointer went down, while it may still be a tap.
    tap: Option<(f64, f64)>,
}

impl Gestures {
    /// A pointer went down at (x, y).
    pub fn down(&mut self, id: i32, x: f64, y: f64) {
        self.down.retain(|&(known, _, _)| known != id);
        self.down.push((id, x, y));
        // A second finger makes it a pinch, never a tap.
        self.tap = (self.down.len() == 1).then_some((x, y));
    }

    /// A pointer moved to (x, y): the pan or pinch it makes, if any.
    pub fn moved(&mut self, id: i32, x: f64, y: f64) -> Option<ViewAction> {
        let index = self.down.iter().position(|&(known, _, _)| known == id)?;
        if let Some((tx, ty)) = self.tap {
            if (x - tx).hypot(y - ty) <= TAP_SLOP {
                return None;
            }
            self.tap = None;
        }
        let (_, old_x, old_y) = self.down[index];
        let action = match self.down.as_slice() {
            [_] => ViewAction::Pan {
                dx: x - old_x,
                dy: y - old_y,
            },
            [(_, ax, ay), (_, bx, by)] => {
                let (other_x, other_y) = if index == 0 { (*bx, *by) } else { (*ax, *ay) };
                let before = (old_x - other_x).hypot(old_y - other_y);
                let after = (x - other_x).hypot(y - other_y);
                if before < 1.0 {
                    self.down[index] = (id, x, y);
                    return None;
                }
                ViewAction::ZoomAt {
                    factor: after / before,
                    x: (x + other_x) / 2.0,
                    y: (y + other_y) / 2.0,
                }
            }
            _ => return None,
        };
        self.down[index] = (id, x, y);
        Some(action)
    }

    /// A pointer went up: where, if it was a tap.
    pub fn up(&mut self, id: i32) -> Option<(f64, f64)> {
        let tap = self.tap.filter(|_| self.down.len() == 1);
        self.down.retain(|&(known, _, _)| known != id);
        if self.down.is_empty() {
            self.tap = None;
        }
        tap
    }

    /// The pointer was taken away (a scroll, a system gesture): no tap.
    pub fn cancel(&mut self, id: i32) {
        self.down.retain(|&(known, _, _)| known != id);
        self.tap = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_press_that_stays_put_is_a_tap() {
        let mut gestures = Gestures::default();
        gestures.down(1, 100.0, 100.0);
        assert_eq!(gestures.moved(1, 103.0, 102.0), None);
        assert_eq!(gestures.up(1), Some((100.0, 100.0)));
    }

    #[test]
    fn a_drag_pans_by_the_distance_moved_and_is_no_tap() {
        let mut gestures = Gestures::default();
        gestures.down(1, 100.0, 100.0);
        assert_eq!(
            gestures.moved(1, 120.0, 90.0),
            Some(ViewAction::Pan {
                dx: 20.0,
                dy: -10.0
            })
        );
        assert_eq!(
            gestures.moved(1, 125.0, 90.0),
            Some(ViewAction::Pan { dx: 5.0, dy: 0.0 })
        );
        assert_eq!(gestures.up(1), None);
    }

    #[test]
    fn two_fingers_spreading_zoom_in_about_their_middle() {
        let mut gestures = Gestures::default();
        gestures.down(1, 100.0, 100.0);
        gestures.down(2, 200.0, 100.0);
        assert_eq!(
            gestures.moved(2, 300.0, 100.0),
            Some(ViewAction::ZoomAt {
                factor: 2.0,
                x: 200.0,
                y: 100.0
            })
        );
        assert_eq!(gestures.up(2), None);
        assert_eq!(gestures.up(1), None);
    }
}
