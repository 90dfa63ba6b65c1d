//! The canvas board's picture: what each cell shows, kept as two images of one pixel per cell
//! (the lights, and the marks), and the composite of both on the visible canvas.
//!
//! Why images of one pixel per cell. A million cells cannot each be a drawing call: fitted on
//! screen they are less than a pixel wide, and even a fillRect each would take a tenth of a
//! second. Instead a press writes the few pixels of the cells it changed into the images
//! (`putImageData` of their bounding box), and the canvas shows the images scaled up in one
//! `drawImage` each, with the gaps between cells, the marks as inset squares and the rings
//! drawn over them only where cells are large enough to tell apart, and only over the
//! changed cells' rectangle (a clip), so a press costs the same at 1024 x 1024 as at 64 x 64.

use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ImageData};

use crate::play::components::canvas_board::view::{CellRect, View};
use crate::shared::geometry::Geometry;
use crate::shared::palette::Swatch;

/// The page behind the board (the style sheet's `--board-bg`): gaps and holes.
const BACKGROUND: [u8; 3] = [0x02, 0x06, 0x17];
/// A hole while the shape is edited: a dim cell that can be put back.
const HOLE: [u8; 3] = [0x33, 0x41, 0x55];
/// What a site shows when it is a hole outside the shape editor.
const NO_CELL: u8 = u8::MAX;
/// Below this many pixels a cell the gaps between cells are not drawn (they would eat it).
const GAP_SCALE: f64 = 6.0;
/// Below this many pixels a cell a mark fills it in its ink rather than an inset square.
const INSET_SCALE: f64 = 4.0;
/// The hint ring's radius against a cell, and its least size in pixels (findable when the
/// whole million-cell board is in view).
const HINT_RADIUS: f64 = 0.62;
const HINT_MIN_PIXELS: f64 = 14.0;

/// What the board shows now: the component's props, read where they lie.
pub struct Frame<'a> {
    pub geometry: &'a Geometry,
    pub board: &'a [u8],
    /// Mark counts per cell (Solve's presses, or a quiet pattern).
    pub marks: Option<&'a [u8]>,
    /// The site Hint marked.
    pub hint: Option<usize>,
    /// Cells a repair changes.
    pub changes: &'a [usize],
    pub palette: &'a [Swatch],
    /// Whether holes are drawn (while the shape is edited).
    pub holes: bool,
}

/// The images behind the canvas and what they were last drawn from.
pub struct Painter {
    rows: usize,
    cols: usize,
    /// One pixel per cell: the cell's colour.
    lights: Picture,
    /// One pixel per cell: the ink of a marked cell, transparent elsewhere.
    marks: Picture,
    /// What each site showed when last drawn (its state, or [`NO_CELL`]) and its mark.
    shown: Vec<u8>,
    shown_marks: Vec<u8>,
    /// The inks per state, and the colours the images were drawn in.
    inks: Vec<[u8; 3]>,
    fills: Vec<[u8; 3]>,
    holes: bool,
    hint: Option<usize>,
    changes: Vec<usize>,
    any_marks: bool,
}

/// An offscreen canvas of one pixel per cell and its pixels.
struct Picture {
    canvas: HtmlCanvasElement,
    context: CanvasRenderingContext2d,
    pixels: Vec<u8>,
}

impl Picture {
    fn new(rows: usize, cols: usize) -> Option<Self> {
        let canvas: HtmlCanvasElement = gloo::utils::document()
            .create_element("canvas")
            .ok()?
            .dyn_into()
            .ok()?;
        canvas.set_width(cols as u32);
        canvas.set_height(rows as u32);
        let context = context_2d(&canvas)?;
        Some(Self {
            canvas,
            context,
            pixels: vec![0; rows * cols * 4],
        })
    }

    fn set(&mut self, pixel: usize, colour: Option<[u8; 3]>) {
        let at = pixel * 4;
        match colour {
            Some([r, g, b]) => self.pixels[at..at + 4].copy_from_slice(&[r, g, b, 255]),
            None => self.pixels[at..at + 4].copy_from_slice(&[0, 0, 0, 0]),
        }
    }

    /// Copies the pixels of `rect` to the offscreen canvas.
    fn upload(&self, cols: usize, rect: CellRect) {
        let width = rect.right - rect.left;
        let mut part = Vec::with_capacity(width * (rect.bottom - rect.top) * 4);
        for row in rect.top..rect.bottom {
            let start = (row * cols + rect.left) * 4;
            part.extend_from_slice(&self.pixels[start..start + width * 4]);
        }
        if let Ok(data) = ImageData::new_with_u8_clamped_array_and_sh(
            Clamped(&part),
            width as u32,
            (rect.bottom - rect.top) as u32,
        ) {
            let _ = self
                .context
                .put_image_data(&data, rect.left as f64, rect.top as f64);
        }
    }
}

/// A canvas's 2D context.
pub fn context_2d(canvas: &HtmlCanvasElement) -> Option<CanvasRenderingContext2d> {
    canvas.get_context("2d").ok()??.dyn_into().ok()
}

/// "#facc15" as bytes; black for anything else.
fn rgb(hex: &str) -> [u8; 3] {
    let byte = |at: usize| {
        hex.get(at..at + 2)
            .and_then(|pair| u8::from_str_radix(pair, 16).ok())
            .unwrap_or(0)
    };
    [byte(1), byte(3), byte(5)]
}

impl Painter {
    /// Images for a `rows` x `cols` board, blank until the first [`Painter::sync`].
    pub fn new(rows: usize, cols: usize) -> Option<Self> {
        Some(Self {
            rows,
            cols,
            lights: Picture::new(rows, cols)?,
            marks: Picture::new(rows, cols)?,
            shown: vec![NO_CELL; rows * cols],
            shown_marks: vec![0; rows * cols],
            inks: Vec::new(),
            fills: Vec::new(),
            holes: false,
            hint: None,
            changes: Vec::new(),
            any_marks: false,
        })
    }

    /// Whether these images are for a board of this size.
    pub fn fits(&self, rows: usize, cols: usize) -> bool {
        (self.rows, self.cols) == (rows, cols)
    }

    /// Brings the images up to `frame`, writing only the cells whose light or mark changed;
    /// the cells to redraw on the canvas, if any.
    pub fn sync(&mut self, frame: &Frame) -> Option<CellRect> {
        let fills: Vec<[u8; 3]> = frame.palette.iter().map(|s| rgb(&s.fill)).collect();
        let inks: Vec<[u8; 3]> = frame.palette.iter().map(|s| rgb(s.ink)).collect();
        let recolour = fills != self.fills || inks != self.inks || frame.holes != self.holes;
        self.fills = fills;
        self.inks = inks;
        self.holes = frame.holes;
        let mut dirty: Option<CellRect> = None;
        for (site, spot) in frame.geometry.sites.iter().enumerate() {
            let (value, mark) = match spot.cell {
                Some(cell) => (
                    frame.board[cell],
                    frame.marks.map_or(0, |marks| marks[cell]),
                ),
                None => (NO_CELL, 0),
            };
            if !recolour && value == self.shown[site] && mark == self.shown_marks[site] {
                continue;
            }
            self.shown[site] = value;
            self.shown_marks[site] = mark;
            let fill = match value {
                NO_CELL if self.holes => HOLE,
                NO_CELL => BACKGROUND,
                value => self.fills[value as usize],
            };
            self.lights.set(site, Some(fill));
            let ink = (mark != 0 && value != NO_CELL).then(|| self.inks[value as usize]);
            self.marks.set(site, ink);
            let here = CellRect::around(site / self.cols, site % self.cols, 0);
            dirty = Some(dirty.map_or(here, |rect| rect.union(here)));
        }
        if let Some(rect) = dirty {
            self.lights.upload(self.cols, rect);
            self.marks.upload(self.cols, rect);
        }
        self.any_marks = frame.marks.is_some();
        // Rings reach past their cells, and a hint ring is large when cells are small: any
        // change of them redraws the whole view (rare: a Hint, or the press after one).
        let changes: Vec<usize> = frame
            .changes
            .iter()
            .map(|&cell| frame.geometry.cell_sites[cell])
            .collect();
        if frame.hint != self.hint || changes != self.changes {
            self.hint = frame.hint;
            self.changes = changes;
            return Some(self.whole());
        }
        dirty.map(|rect| {
            // The hint ring may overlap the changed cells: keep it whole.
            match self.hint {
                Some(_) => self.whole(),
                None => rect,
            }
        })
    }

    fn whole(&self) -> CellRect {
        CellRect {
            top: 0,
            left: 0,
            bottom: self.rows,
            right: self.cols,
        }
    }

    /// Draws the cells of `region` that `view` shows onto `context` (whose transform maps CSS
    /// pixels), clipped to them.
    pub fn paint(&self, context: &CanvasRenderingContext2d, view: &View, region: CellRect) {
        let Some(cells) = region.intersect(view.visible()) else {
            return;
        };
        let (left, top, scale) = view.cell_box(cells.top, cells.left);
        let (width, height) = (
            (cells.right - cells.left) as f64 * scale,
            (cells.bottom - cells.top) as f64 * scale,
        );
        let whole = region == self.whole();
        context.save();
        if whole {
            context.set_fill_style_str(&css(BACKGROUND));
            context.fill_rect(0.0, 0.0, view.width, view.height);
        } else {
            context.begin_path();
            context.rect(left, top, width, height);
            context.clip();
        }
        context.set_image_smoothing_enabled(false);
        let image = |picture: &Picture| {
            let _ = context
                .draw_image_with_html_canvas_element_and_sw_and_sh_and_dx_and_dy_and_dw_and_dh(
                    &picture.canvas,
                    cells.left as f64,
                    cells.top as f64,
                    (cells.right - cells.left) as f64,
                    (cells.bottom - cells.top) as f64,
                    left,
                    top,
                    width,
                    height,
                );
        };
        image(&self.lights);
        if scale >= GAP_SCALE {
            self.gaps(context, view, cells);
        }
        if self.any_marks {
            if scale >= INSET_SCALE {
                self.inset_marks(context, view, cells);
            } else {
                image(&self.marks);
            }
        }
        self.rings(context, view);
        context.restore();
    }

    /// The dark lines between cells, a tenth of a cell wide.
    fn gaps(&self, context: &CanvasRenderingContext2d, view: &View, cells: CellRect) {
        let (left, top, scale) = view.cell_box(cells.top, cells.left);
        let gap = scale * 0.1;
        let (width, height) = (
            (cells.right - cells.left) as f64 * scale,
            (cells.bottom - cells.top) as f64 * scale,
        );
        context.set_fill_style_str(&css(BACKGROUND));
        context.begin_path();
        for col in cells.left..=cells.right {
            let x = left + (col - cells.left) as f64 * scale;
            context.rect(x - gap / 2.0, top, gap, height);
        }
        for row in cells.top..=cells.bottom {
            let y = top + (row - cells.top) as f64 * scale;
            context.rect(left, y - gap / 2.0, width, gap);
        }
        context.fill();
    }

    /// A square in its cell's ink, inset in each marked cell: one path per ink.
    fn inset_marks(&self, context: &CanvasRenderingContext2d, view: &View, cells: CellRect) {
        let mut by_ink: Vec<([u8; 3], Vec<usize>)> = Vec::new();
        for row in cells.top..cells.bottom {
            for site in row * self.cols + cells.left..row * self.cols + cells.right {
                let value = self.shown[site];
                if self.shown_marks[site] == 0 || value == NO_CELL {
                    continue;
                }
                let ink = self.inks[value as usize];
                match by_ink.iter_mut().find(|(known, _)| *known == ink) {
                    Some((_, sites)) => sites.push(site),
                    None => by_ink.push((ink, vec![site])),
                }
            }
        }
        for (ink, sites) in by_ink {
            context.set_fill_style_str(&css(ink));
            context.begin_path();
            for site in sites {
                let (left, top, side) = view.cell_box(site / self.cols, site % self.cols);
                context.rect(left + side * 0.3, top + side * 0.3, side * 0.4, side * 0.4);
            }
            context.fill();
        }
    }

    /// A repair's cells ringed, and the hint's ring: white over black, seen on any colour.
    fn rings(&self, context: &CanvasRenderingContext2d, view: &View) {
        let stroke = |width: f64, colour: &str| {
            context.set_line_width(width);
            context.set_stroke_style_str(colour);
            context.stroke();
        };
        if !self.changes.is_empty() {
            context.begin_path();
            for &site in &self.changes {
                let (left, top, side) = view.cell_box(site / self.cols, site % self.cols);
                let side = side.max(4.0);
                context.rect(left, top, side, side);
            }
            stroke(3.0, "#f97316");
        }
        if let Some(site) = self.hint {
            let (left, top, side) = view.cell_box(site / self.cols, site % self.cols);
            let radius = (side * HINT_RADIUS).max(HINT_MIN_PIXELS);
            context.begin_path();
            let _ = context.arc(
                left + side / 2.0,
                top + side / 2.0,
                radius,
                0.0,
                std::f64::consts::TAU,
            );
            stroke(6.0, "#000000");
            stroke(3.0, "#ffffff");
        }
    }
}

/// "#rrggbb" of a colour.
fn css([r, g, b]: [u8; 3]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn palette_colours_read_back_as_the_bytes_they_name() {
        assert_eq!(rgb("#facc15"), [0xfa, 0xcc, 0x15]);
        assert_eq!(css(rgb("#1e293b")), "#1e293b");
        assert_eq!(rgb("not a colour"), [0, 0, 0]);
    }
}
