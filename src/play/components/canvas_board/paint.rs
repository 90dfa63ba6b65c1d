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

use std::ops::Range;
use std::rc::Rc;

use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ImageData};

use crate::play::components::canvas_board::view::{CellRect, View};
use crate::puzzle::geometry::Geometry;
use crate::shared::palette::Swatch;

/// The page behind the board (the style sheet's `--board-bg`): gaps and holes.
const BACKGROUND: [u8; 3] = [0x02, 0x06, 0x17];
/// A hole while the shape is edited: a dim cell that can be put back.
const HOLE: [u8; 3] = [0x33, 0x41, 0x55];
/// Below this many pixels a cell the gaps between cells are not drawn (they would eat it).
const GAP_SCALE: f64 = 6.0;
/// Below this many pixels a cell a mark fills it in its ink rather than an inset square.
const INSET_SCALE: f64 = 4.0;
/// The hint ring's radius against a cell, and its least size in pixels (findable when the
/// whole million-cell board is in view).
const HINT_RADIUS: f64 = 0.62;
const HINT_MIN_PIXELS: f64 = 14.0;
/// From this many pixels a cell its state number is drawn (N > 2): a digit of about half
/// the cell, some 9 pixels, is about the smallest that reads.
const NUMBER_SCALE: f64 = 18.0;
/// Cells compared at once when looking for what changed.
const BLOCK: usize = 256;

/// What the board shows now: the component's props, read where they lie.
pub struct Frame<'a> {
    pub geometry: &'a Rc<Geometry>,
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
    /// Whether cells large enough to read show their state number (N > 2).
    pub numbers: bool,
}

/// The images behind the canvas and what they were last drawn from.
pub struct Painter {
    rows: usize,
    cols: usize,
    /// One pixel per cell: the cell's colour.
    lights: Picture,
    /// One pixel per cell: the ink of a marked cell, transparent elsewhere. Made when marks
    /// are first shown and dropped when they go, so a board without marks keeps no second
    /// million-pixel image.
    marks: Option<Picture>,
    /// Whether marks are shown (their image may still be on its way: [`Painter::advance`]).
    marks_on: bool,
    /// The geometry the images were drawn for (a new one, as after a hole is made, redraws
    /// every site).
    geometry: Option<Rc<Geometry>>,
    /// What each cell showed when last drawn, and its mark, in cell order: a press is found
    /// by comparing these with the board a block of cells at a time, which costs a fraction
    /// of a millisecond at a million cells where visiting every site took several. The
    /// images' pixels are worked out from these, a rectangle at a time, as they are uploaded.
    shown: Vec<u8>,
    shown_marks: Vec<u8>,
    /// The inks per state, and the colours the images were drawn in.
    inks: Vec<[u8; 3]>,
    fills: Vec<[u8; 3]>,
    holes: bool,
    numbers: bool,
    hint: Option<usize>,
    changes: Vec<usize>,
    /// Rows whose pixels are still to be uploaded from what is shown: a redraw of the whole
    /// board goes a band of rows a task ([`Painter::advance`]), so that no task of the page
    /// takes long (a million cells at once took some 40 ms) and the board can be pressed
    /// meanwhile.
    todo: Range<usize>,
}

/// An offscreen canvas of one pixel per cell.
struct Picture {
    canvas: HtmlCanvasElement,
    context: CanvasRenderingContext2d,
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
        Some(Self { canvas, context })
    }

    /// Writes `pixels` (red, green, blue and alpha, row by row) over `rect`.
    fn upload(&self, rect: CellRect, pixels: Vec<[u8; 4]>) {
        if let Ok(data) = ImageData::new_with_u8_clamped_array_and_sh(
            Clamped(pixels.as_flattened()),
            (rect.right - rect.left) as u32,
            (rect.bottom - rect.top) as u32,
        ) {
            let _ = self
                .context
                .put_image_data(&data, rect.left as f64, rect.top as f64);
        }
    }
}

/// Which of the two images.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Layer {
    Lights,
    Marks,
}

/// A colour as an opaque pixel.
fn opaque([r, g, b]: [u8; 3]) -> [u8; 4] {
    [r, g, b, 255]
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

/// Rows of `cols` cells in one band of a whole redraw: about 128 thousand cells, a few
/// milliseconds of work.
fn band_rows(cols: usize) -> usize {
    ((1 << 17) / cols.max(1)).max(1)
}

impl Painter {
    /// Images for a `rows` x `cols` board, blank until the first [`Painter::sync`].
    pub fn new(rows: usize, cols: usize) -> Option<Self> {
        Some(Self {
            rows,
            cols,
            lights: Picture::new(rows, cols)?,
            marks: None,
            marks_on: false,
            geometry: None,
            shown: Vec::new(),
            shown_marks: Vec::new(),
            inks: Vec::new(),
            fills: Vec::new(),
            holes: false,
            numbers: false,
            hint: None,
            changes: Vec::new(),
            todo: 0..0,
        })
    }

    /// Whether these images are for a board of this size.
    pub fn fits(&self, rows: usize, cols: usize) -> bool {
        (self.rows, self.cols) == (rows, cols)
    }

    /// Brings what is shown up to `frame`. A few changed cells are written to the images at
    /// once; a change of most of the board (a new deal, Solve's marks, a new size) is left to
    /// [`Painter::advance`], a band at a time. The cells to redraw on the canvas now, if any.
    pub fn sync(&mut self, frame: &Frame) -> Option<CellRect> {
        let fills: Vec<[u8; 3]> = frame.palette.iter().map(|s| rgb(&s.fill)).collect();
        let inks: Vec<[u8; 3]> = frame.palette.iter().map(|s| rgb(s.ink)).collect();
        let same_geometry = self
            .geometry
            .as_ref()
            .is_some_and(|geometry| Rc::ptr_eq(geometry, frame.geometry));
        let marks_on = frame.marks.is_some();
        let marks_gone = self.marks_on && !marks_on;
        let marks_come = marks_on && !self.marks_on;
        if marks_gone {
            // Nothing of them is drawn now; the lights stay as they are.
            self.marks = None;
            self.shown_marks.fill(0);
        }
        let blocks = if same_geometry && !marks_come {
            self.changed_blocks(frame)
        } else {
            Vec::new()
        };
        // A new deal or Solve's marks change much of the board: drawn whole.
        let most = blocks.len() * BLOCK * 4 > frame.board.len();
        let redraw = fills != self.fills
            || inks != self.inks
            || frame.holes != self.holes
            || frame.numbers != self.numbers
            || !same_geometry
            || marks_come
            || most;
        self.fills = fills;
        self.inks = inks;
        self.holes = frame.holes;
        self.numbers = frame.numbers;
        self.geometry = Some(frame.geometry.clone());
        self.marks_on = marks_on;
        let dirty = if redraw {
            self.restart(frame);
            None
        } else {
            self.draw_changed(frame, blocks)
        };
        let dirty = dirty.or_else(|| marks_gone.then(|| self.whole()));
        // Rings reach past their cells, and a hint ring is large when cells are small: any
        // change of them redraws the whole view (rare: a Hint, or the press after one).
        let changes: Vec<usize> = frame
            .changes
            .iter()
            .map(|&cell| frame.geometry.cell_site(cell))
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

    /// Every site to be drawn afresh, band by band: a new board size, geometry, palette or
    /// mode, or most of the board changed.
    fn restart(&mut self, frame: &Frame) {
        self.shown = frame.board.to_vec();
        self.shown_marks = frame
            .marks
            .map_or_else(|| vec![0; frame.board.len()], <[u8]>::to_vec);
        self.todo = 0..self.rows;
    }

    /// Whether part of a whole redraw is still to come.
    pub fn pending(&self) -> bool {
        !self.todo.is_empty()
    }

    /// Uploads the next band of a whole redraw; the cells to redraw on the canvas.
    pub fn advance(&mut self) -> Option<CellRect> {
        if self.todo.is_empty() {
            return None;
        }
        if self.marks_on && self.marks.is_none() {
            self.marks = Picture::new(self.rows, self.cols);
        }
        let end = (self.todo.start + band_rows(self.cols)).min(self.todo.end);
        let band = CellRect {
            top: self.todo.start,
            left: 0,
            bottom: end,
            right: self.cols,
        };
        self.todo.start = end;
        self.upload(band);
        Some(band)
    }

    /// Writes both images' pixels over `rect`, from what is shown.
    fn upload(&self, rect: CellRect) {
        self.lights.upload(rect, self.pixels(rect, Layer::Lights));
        if let Some(marks) = &self.marks {
            marks.upload(rect, self.pixels(rect, Layer::Marks));
        }
    }

    /// One image's pixels over `rect`, row by row.
    fn pixels(&self, rect: CellRect, layer: Layer) -> Vec<[u8; 4]> {
        let fills: Vec<[u8; 4]> = self.fills.iter().map(|&colour| opaque(colour)).collect();
        let inks: Vec<[u8; 4]> = self.inks.iter().map(|&colour| opaque(colour)).collect();
        let hole = match layer {
            Layer::Lights => opaque(if self.holes { HOLE } else { BACKGROUND }),
            Layer::Marks => [0; 4],
        };
        let pixel = |cell: usize| {
            let value = self.shown[cell] as usize;
            match layer {
                Layer::Lights => fills[value],
                Layer::Marks if self.shown_marks[cell] != 0 => inks[value],
                Layer::Marks => [0; 4],
            }
        };
        let geometry = self.geometry.as_deref();
        // Where every site is a cell, cell and site are one number.
        let every_site = geometry.is_none_or(|geometry| geometry.cells() == geometry.site_count());
        let mut pixels = Vec::with_capacity((rect.right - rect.left) * (rect.bottom - rect.top));
        for row in rect.top..rect.bottom {
            let sites = row * self.cols + rect.left..row * self.cols + rect.right;
            match geometry.filter(|_| !every_site) {
                None => pixels.extend(sites.map(pixel)),
                Some(geometry) => {
                    pixels.extend(sites.map(|site| geometry.cell_at(site).map_or(hole, pixel)))
                }
            }
        }
        pixels
    }

    /// The blocks of cells where the board or its marks differ from what was drawn, each
    /// found by a slice comparison (which the compiler makes a memcmp): a press is found in
    /// a fraction of a millisecond at a million cells.
    fn changed_blocks(&self, frame: &Frame) -> Vec<Range<usize>> {
        const NO_MARKS: [u8; BLOCK] = [0; BLOCK];
        let cells = frame.board.len().min(self.shown.len());
        (0..cells)
            .step_by(BLOCK)
            .map(|start| start..(start + BLOCK).min(cells))
            .filter(|block| {
                let marks = frame
                    .marks
                    .map_or(&NO_MARKS[..block.len()], |marks| &marks[block.clone()]);
                frame.board[block.clone()] != self.shown[block.clone()]
                    || *marks != self.shown_marks[block.clone()]
            })
            .collect()
    }

    /// Only the cells of `blocks` whose value or mark differs from what was drawn; the
    /// rectangle of sites they span.
    fn draw_changed(&mut self, frame: &Frame, blocks: Vec<Range<usize>>) -> Option<CellRect> {
        let mut dirty: Option<CellRect> = None;
        for cell in blocks.into_iter().flatten() {
            let value = frame.board[cell];
            let mark = frame.marks.map_or(0, |marks| marks[cell]);
            if value == self.shown[cell] && mark == self.shown_marks[cell] {
                continue;
            }
            self.shown[cell] = value;
            self.shown_marks[cell] = mark;
            let site = frame.geometry.cell_site(cell);
            let here = CellRect::around(site / self.cols, site % self.cols, 0);
            dirty = Some(dirty.map_or(here, |rect| rect.union(here)));
        }
        if let Some(rect) = dirty {
            self.upload(rect);
        }
        dirty
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
            clear(context, view);
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
        if self.numbers && scale >= NUMBER_SCALE {
            self.state_numbers(context, view, cells);
        }
        if self.marks_on {
            if scale >= INSET_SCALE {
                self.inset_marks(context, view, cells);
            } else if let Some(marks) = &self.marks {
                image(marks);
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

    /// The cells of `cells` (a rectangle of sites), with what each shows: its state and mark.
    fn shown_in(&self, cells: CellRect) -> impl Iterator<Item = (usize, u8, u8)> + '_ {
        let geometry = self.geometry.as_ref();
        (cells.top..cells.bottom)
            .flat_map(move |row| row * self.cols + cells.left..row * self.cols + cells.right)
            .filter_map(move |site| {
                let cell = geometry?.cell_at(site)?;
                Some((site, *self.shown.get(cell)?, *self.shown_marks.get(cell)?))
            })
    }

    /// A square in its cell's ink, inset in each marked cell: one path per ink.
    fn inset_marks(&self, context: &CanvasRenderingContext2d, view: &View, cells: CellRect) {
        let mut by_ink: Vec<([u8; 3], Vec<usize>)> = Vec::new();
        for (site, value, mark) in self.shown_in(cells) {
            if mark == 0 {
                continue;
            }
            let ink = self.inks[value as usize];
            match by_ink.iter_mut().find(|(known, _)| *known == ink) {
                Some((_, sites)) => sites.push(site),
                None => by_ink.push((ink, vec![site])),
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

    /// Each cell's state number in its ink, as the SVG board writes it; while marks are on,
    /// smaller, and in a marked cell above its inset square.
    fn state_numbers(&self, context: &CanvasRenderingContext2d, view: &View, cells: CellRect) {
        let size = view.scale * if self.marks_on { 0.28 } else { 0.5 };
        context.set_font(&format!("650 {size:.1}px system-ui, sans-serif"));
        context.set_text_align("center");
        context.set_text_baseline("middle");
        let mut ink_now = None;
        for (site, value, mark) in self.shown_in(cells) {
            let ink = self.inks[value as usize];
            if ink_now != Some(ink) {
                context.set_fill_style_str(&css(ink));
                ink_now = Some(ink);
            }
            let (left, top, side) = view.cell_box(site / self.cols, site % self.cols);
            let middle = if mark != 0 { 0.16 } else { 0.5 };
            let _ = context.fill_text(&value.to_string(), left + side / 2.0, top + side * middle);
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

/// The whole canvas in the board's background: the gaps between cells, and what lies beyond
/// the board.
pub fn clear(context: &CanvasRenderingContext2d, view: &View) {
    context.set_fill_style_str(&css(BACKGROUND));
    context.fill_rect(0.0, 0.0, view.width, view.height);
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
