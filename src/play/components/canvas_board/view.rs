//! Which part of a large board the canvas shows, and how big: the zoom and pan of the canvas
//! board, as plain numbers with no browser in sight, so every gesture's arithmetic is tested
//! natively.
//!
//! A [`View`] is Tatham's drawstate: disposable, never undone, never saved. It changes only
//! by a [`ViewAction`] through [`View::apply`], the view's own small reducer.

/// The most screen pixels one cell may take: a million-cell board zoomed in all the way
/// shows a few hundred cells, each big enough for a finger.
pub const MAX_SCALE: f64 = 64.0;

/// How much one press of a zoom button (or one notch of a wheel) magnifies.
pub const ZOOM_STEP: f64 = 1.5;

/// What changes the view.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ViewAction {
    /// The canvas now measures `width` x `height` CSS pixels.
    Resize { width: f64, height: f64 },
    /// Another board: all of it in view.
    Reshape { rows: usize, cols: usize },
    /// Magnify by `factor` keeping the board point under (x, y) (CSS pixels from the canvas's
    /// top left) where it is: a wheel notch or a pinch.
    ZoomAt { factor: f64, x: f64, y: f64 },
    /// Magnify by `factor` about the middle of the canvas: the zoom buttons.
    Zoom(f64),
    /// Move the board by (dx, dy) CSS pixels: a drag.
    Pan { dx: f64, dy: f64 },
    /// The whole board in view.
    Fit,
    /// Pan just enough to show the cell at (row, col) whole (the keyboard cursor, a hint).
    Reveal { row: usize, col: usize },
}

/// A rectangle of cells: rows `top..bottom`, columns `left..right`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CellRect {
    pub top: usize,
    pub left: usize,
    pub bottom: usize,
    pub right: usize,
}

impl CellRect {
    /// The one cell at (row, col), widened by `margin` cells on every side (clipped at zero).
    pub fn around(row: usize, col: usize, margin: usize) -> Self {
        Self {
            top: row.saturating_sub(margin),
            left: col.saturating_sub(margin),
            bottom: row + margin + 1,
            right: col + margin + 1,
        }
    }

    /// The smallest rectangle holding both.
    pub fn union(self, other: Self) -> Self {
        Self {
            top: self.top.min(other.top),
            left: self.left.min(other.left),
            bottom: self.bottom.max(other.bottom),
            right: self.right.max(other.right),
        }
    }

    /// The part of both, if any.
    pub fn intersect(self, other: Self) -> Option<Self> {
        let clipped = Self {
            top: self.top.max(other.top),
            left: self.left.max(other.left),
            bottom: self.bottom.min(other.bottom),
            right: self.right.min(other.right),
        };
        (clipped.top < clipped.bottom && clipped.left < clipped.right).then_some(clipped)
    }
}

/// The zoom and pan of a `rows` x `cols` board on a canvas of `width` x `height` CSS pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct View {
    pub rows: usize,
    pub cols: usize,
    pub width: f64,
    pub height: f64,
    /// CSS pixels per cell.
    pub scale: f64,
    /// The board point (in cells) at the canvas's top left corner; negative when the board
    /// is narrower than the canvas and centred in it.
    pub x: f64,
    pub y: f64,
}

impl View {
    /// The whole board fitted into the canvas.
    pub fn new(rows: usize, cols: usize, width: f64, height: f64) -> Self {
        let mut view = Self {
            rows: rows.max(1),
            cols: cols.max(1),
            width: width.max(1.0),
            height: height.max(1.0),
            scale: 1.0,
            x: 0.0,
            y: 0.0,
        };
        view.fit();
        view
    }

    /// The view after `action`.
    pub fn apply(mut self, action: ViewAction) -> Self {
        match action {
            ViewAction::Resize { width, height } => {
                let fitted = self.scale <= self.fit_scale() + 1e-9;
                self.width = width.max(1.0);
                self.height = height.max(1.0);
                if fitted {
                    self.fit();
                } else {
                    self.clamp();
                }
            }
            ViewAction::Reshape { rows, cols } => {
                return View::new(rows, cols, self.width, self.height)
            }
            ViewAction::ZoomAt { factor, x, y } => self.zoom_at(factor, x, y),
            ViewAction::Zoom(factor) => self.zoom_at(factor, self.width / 2.0, self.height / 2.0),
            ViewAction::Pan { dx, dy } => {
                self.x -= dx / self.scale;
                self.y -= dy / self.scale;
                self.clamp();
            }
            ViewAction::Fit => self.fit(),
            ViewAction::Reveal { row, col } => {
                let (columns, rows) = (self.width / self.scale, self.height / self.scale);
                let (col, row) = (col as f64, row as f64);
                if col < self.x {
                    self.x = col;
                } else if col + 1.0 > self.x + columns {
                    self.x = col + 1.0 - columns;
                }
                if row < self.y {
                    self.y = row;
                } else if row + 1.0 > self.y + rows {
                    self.y = row + 1.0 - rows;
                }
                self.clamp();
            }
        }
        self
    }

    /// The scale at which the whole board just fits.
    pub fn fit_scale(&self) -> f64 {
        (self.width / self.cols as f64).min(self.height / self.rows as f64)
    }

    /// Whether the view can magnify further (the Zoom in button's state).
    pub fn can_zoom_in(&self) -> bool {
        self.scale < self.max_scale() - 1e-9
    }

    /// Whether the view shows less than the whole board (the Zoom out button's state).
    pub fn can_zoom_out(&self) -> bool {
        self.scale > self.fit_scale() + 1e-9
    }

    fn max_scale(&self) -> f64 {
        MAX_SCALE.max(self.fit_scale())
    }

    fn fit(&mut self) {
        self.scale = self.fit_scale();
        self.clamp();
    }

    fn zoom_at(&mut self, factor: f64, x: f64, y: f64) {
        if !factor.is_finite() || factor <= 0.0 {
            return;
        }
        let (board_x, board_y) = (self.x + x / self.scale, self.y + y / self.scale);
        self.scale = (self.scale * factor).clamp(self.fit_scale(), self.max_scale());
        self.x = board_x - x / self.scale;
        self.y = board_y - y / self.scale;
        self.clamp();
    }

    /// Keeps the board on the canvas: centred along an axis where it is smaller than the
    /// canvas, else with no empty space beyond its edges.
    fn clamp(&mut self) {
        let clamp_axis = |start: f64, cells: usize, pixels: f64, scale: f64| {
            let shown = pixels / scale;
            let cells = cells as f64;
            if shown >= cells {
                (cells - shown) / 2.0
            } else {
                start.clamp(0.0, cells - shown)
            }
        };
        self.x = clamp_axis(self.x, self.cols, self.width, self.scale);
        self.y = clamp_axis(self.y, self.rows, self.height, self.scale);
    }

    /// The cell under the canvas point (x, y), as (row, col).
    pub fn cell_at(&self, x: f64, y: f64) -> Option<(usize, usize)> {
        let col = (self.x + x / self.scale).floor();
        let row = (self.y + y / self.scale).floor();
        let inside = col >= 0.0 && row >= 0.0 && col < self.cols as f64 && row < self.rows as f64;
        inside.then_some((row as usize, col as usize))
    }

    /// Where the cell at (row, col) is drawn: its left, top and side in CSS pixels.
    pub fn cell_box(&self, row: usize, col: usize) -> (f64, f64, f64) {
        (
            (col as f64 - self.x) * self.scale,
            (row as f64 - self.y) * self.scale,
            self.scale,
        )
    }

    /// The cells at least partly on the canvas.
    pub fn visible(&self) -> CellRect {
        let first = |start: f64| start.floor().max(0.0) as usize;
        let end = |start: f64, pixels: f64, cells: usize| {
            ((start + pixels / self.scale).ceil().max(0.0) as usize).min(cells)
        };
        CellRect {
            top: first(self.y),
            left: first(self.x),
            bottom: end(self.y, self.height, self.rows),
            right: end(self.x, self.width, self.cols),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn a_million_cell_board_fits_an_800_pixel_canvas_at_under_a_pixel_a_cell() {
        let view = View::new(1024, 1024, 800.0, 800.0);
        assert!(close(view.scale, 800.0 / 1024.0));
        assert_eq!(view.cell_at(0.0, 0.0), Some((0, 0)));
        assert_eq!(view.cell_at(799.9, 799.9), Some((1023, 1023)));
        assert_eq!(
            view.visible(),
            CellRect::around(0, 0, 0).union(CellRect::around(1023, 1023, 0))
        );
        assert!(!view.can_zoom_out() && view.can_zoom_in());
    }

    #[test]
    fn a_wide_board_is_centred_and_taps_beside_it_find_no_cell() {
        let view = View::new(10, 40, 400.0, 400.0);
        assert!(close(view.scale, 10.0));
        // 100 px of board in 400 px: 150 px above and below.
        assert_eq!(view.cell_at(5.0, 100.0), None);
        assert_eq!(view.cell_at(5.0, 155.0), Some((0, 0)));
        assert_eq!(view.cell_at(395.0, 245.0), Some((9, 39)));
    }

    #[test]
    fn zooming_at_a_point_keeps_the_cell_under_it_there() {
        let view = View::new(1024, 1024, 800.0, 800.0);
        let under = view.cell_at(300.0, 500.0);
        let zoomed = view.apply(ViewAction::ZoomAt {
            factor: 20.0,
            x: 300.0,
            y: 500.0,
        });
        assert!(close(zoomed.scale, 800.0 / 1024.0 * 20.0));
        assert_eq!(zoomed.cell_at(300.0, 500.0), under);
        assert!(zoomed.can_zoom_out());
        // Zooming back out past the fit stops at the fit, the board centred again.
        let out = zoomed.apply(ViewAction::Zoom(1.0 / 1000.0));
        assert_eq!(out, View::new(1024, 1024, 800.0, 800.0));
    }

    #[test]
    fn zoom_stops_at_the_largest_cell() {
        let view = View::new(256, 256, 512.0, 512.0).apply(ViewAction::Zoom(1e6));
        assert!(close(view.scale, MAX_SCALE));
        assert!(!view.can_zoom_in());
        // A tiny board fitted larger than the cap stays fitted.
        let small = View::new(2, 2, 512.0, 512.0);
        assert!(close(small.apply(ViewAction::Zoom(2.0)).scale, 256.0));
    }

    #[test]
    fn a_drag_moves_the_board_with_the_pointer_and_stops_at_its_edges() {
        let view = View::new(1024, 1024, 800.0, 800.0).apply(ViewAction::Zoom(32.0));
        let centre = view.cell_at(400.0, 400.0).unwrap();
        let dragged = view.apply(ViewAction::Pan { dx: -50.0, dy: 0.0 });
        // The board moved left by 50 px: the cell that was 50 px right of the centre is there.
        assert_eq!(dragged.cell_at(350.0, 400.0), view.cell_at(400.0, 400.0));
        assert_eq!(dragged.cell_at(400.0, 400.0), view.cell_at(450.0, 400.0));
        assert_ne!(dragged.cell_at(400.0, 400.0), Some(centre));
        let far = view.apply(ViewAction::Pan { dx: 1e9, dy: 1e9 });
        assert_eq!(far.cell_at(0.0, 0.0), Some((0, 0)));
        let other = view.apply(ViewAction::Pan { dx: -1e9, dy: -1e9 });
        assert_eq!(other.cell_at(799.0, 799.0), Some((1023, 1023)));
    }

    #[test]
    fn reveal_brings_the_cursor_into_view_and_leaves_a_visible_one_alone() {
        let view = View::new(1024, 1024, 800.0, 800.0).apply(ViewAction::Zoom(16.0));
        let visible = view.visible();
        let inside = view.apply(ViewAction::Reveal {
            row: visible.top + 2,
            col: visible.left + 2,
        });
        assert_eq!(inside, view);
        let moved = view.apply(ViewAction::Reveal { row: 1000, col: 3 });
        let (left, top, side) = moved.cell_box(1000, 3);
        assert!(left >= -1e-9 && top >= -1e-9, "{left} {top}");
        assert!(left + side <= 800.0 + 1e-9 && top + side <= 800.0 + 1e-9);
    }

    #[test]
    fn a_fitted_view_refits_when_the_canvas_grows() {
        let view = View::new(100, 100, 400.0, 400.0);
        let grown = view.apply(ViewAction::Resize {
            width: 800.0,
            height: 800.0,
        });
        assert!(close(grown.scale, 8.0));
        let zoomed = grown
            .apply(ViewAction::Zoom(2.0))
            .apply(ViewAction::Resize {
                width: 900.0,
                height: 900.0,
            });
        assert!(close(zoomed.scale, 16.0));
    }

    #[test]
    fn cell_rects_join_and_clip() {
        let a = CellRect::around(5, 5, 1);
        assert_eq!((a.top, a.left, a.bottom, a.right), (4, 4, 7, 7));
        let b = CellRect::around(0, 9, 0);
        assert_eq!(
            a.union(b),
            CellRect {
                top: 0,
                left: 4,
                bottom: 7,
                right: 10
            }
        );
        assert_eq!(a.intersect(b), None);
        assert_eq!(
            a.intersect(CellRect::around(6, 6, 0)),
            Some(CellRect::around(6, 6, 0))
        );
    }
}
