//! Bringing the visible canvas up to date after a render: the images to the new props, then
//! the changed cells (or all of them, when the view changed) drawn from the images.
//!
//! Why later tasks. A new size, a new deal or Solve's marks change a million cells, and
//! working out and uploading their pixels at once took some 40 ms on top of the render (more
//! than 100 ms on a loaded machine), during which the page could not take a press. So the
//! images of a new size are made in a task of their own, and a whole redraw goes a band of
//! rows a task ([`Painter::advance`]), each task yielding to the browser: the board can be
//! pressed meanwhile, and its cells appear band by band within a few frames.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo::timers::callback::Timeout;
use web_sys::HtmlCanvasElement;

use crate::play::components::canvas_board::paint::{clear, context_2d, Frame, Painter};
use crate::play::components::canvas_board::view::{CellRect, View};
use crate::play::game::Game;
use crate::puzzle::geometry::Geometry;
use crate::shared::palette::palette;

/// A board's cells and marks as the painter reads them, owned for the effect.
pub struct Scene {
    pub geometry: Rc<Geometry>,
    /// The game whose board is painted, shared with the page's state rather than copied.
    pub game: Rc<Game>,
    pub marks: Option<Vec<u8>>,
    pub hint: Option<usize>,
    pub changes: Vec<usize>,
    pub states: u8,
    pub holes: bool,
    pub numbers: bool,
}

/// What the painting effect keeps between renders.
#[derive(Default)]
pub struct Canvas {
    painter: Option<Painter>,
    /// Props not yet brought into the images (while the images of a new size are made).
    scene: Option<Scene>,
    /// The props the images were last brought up to (their address: Yew makes new props for
    /// every change and keeps them while they are current).
    synced: usize,
    /// The view and device pixel ratio last painted.
    painted: Option<(View, f64)>,
    /// Whether a task of the redraw is waiting to run.
    scheduled: bool,
}

impl Canvas {
    /// Whether the props at `version` are already in the images.
    pub fn synced(&self, version: usize) -> bool {
        self.synced == version
    }

    /// Brings the painter up to the props waiting, if both are there; the cells to redraw.
    fn sync(&mut self) -> Option<CellRect> {
        let painter = self.painter.as_mut()?;
        let scene = self.scene.take()?;
        let palette = palette(scene.states);
        painter.sync(&Frame {
            geometry: &scene.geometry,
            board: &scene.game.board.0,
            marks: scene.marks.as_deref(),
            hint: scene.hint,
            changes: &scene.changes,
            palette: &palette,
            holes: scene.holes,
            numbers: scene.numbers,
        })
    }

    /// Draws `region` (everything when `None`) of the images onto `element` as last painted.
    fn draw(&self, element: &HtmlCanvasElement, region: Option<CellRect>) {
        let (Some((view, ratio)), Some(context)) = (self.painted, context_2d(element)) else {
            return;
        };
        let _ = context.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0);
        let everything = CellRect {
            top: 0,
            left: 0,
            bottom: view.rows,
            right: view.cols,
        };
        match &self.painter {
            Some(painter) => painter.paint(&context, &view, region.unwrap_or(everything)),
            // No images yet: the board's background until they come.
            None => clear(&context, &view),
        }
    }

    /// Whether more of the redraw is to come.
    fn unfinished(&self) -> bool {
        self.painter.as_ref().is_none_or(Painter::pending)
    }
}

/// Brings the canvas up to date after a render: its backing store to the view's size at the
/// device's pixel ratio, the images to `scene` (new props, if any), then the changed cells,
/// or all of them when the view or the size changed; the rest of a whole redraw follows in
/// tasks of its own.
pub fn paint_canvas(
    shared: &Rc<RefCell<Canvas>>,
    element: &HtmlCanvasElement,
    view: View,
    scene: Option<Scene>,
    version: usize,
) {
    let mut canvas = shared.borrow_mut();
    let ratio = gloo::utils::window().device_pixel_ratio().max(1.0);
    let (width, height) = (
        (view.width * ratio).round() as u32,
        (view.height * ratio).round() as u32,
    );
    let mut whole = canvas.painted != Some((view, ratio));
    if (element.width(), element.height()) != (width, height) {
        element.set_width(width);
        element.set_height(height);
        whole = true;
    }
    if canvas
        .painter
        .as_ref()
        .is_some_and(|painter| !painter.fits(view.rows, view.cols))
    {
        // Made again in a task of its own ([`step`]).
        canvas.painter = None;
        whole = true;
    }
    if let Some(scene) = scene.filter(|scene| scene.geometry.grid() == Some((view.rows, view.cols)))
    {
        canvas.scene = Some(scene);
        canvas.synced = version;
    }
    let region = canvas.sync();
    canvas.painted = Some((view, ratio));
    match (whole, region) {
        (true, _) => canvas.draw(element, None),
        (false, Some(region)) => canvas.draw(element, Some(region)),
        (false, None) => {}
    }
    if canvas.unfinished() {
        schedule(&mut canvas, Rc::downgrade(shared), element);
    }
}

/// Runs the next step of the redraw in a task of its own, unless one is waiting already.
fn schedule(canvas: &mut Canvas, shared: Weak<RefCell<Canvas>>, element: &HtmlCanvasElement) {
    if canvas.scheduled {
        return;
    }
    canvas.scheduled = true;
    let element = element.clone();
    // Forgotten rather than kept: a step for a board no longer on the page finds nothing.
    Timeout::new(0, move || {
        if let Some(shared) = shared.upgrade() {
            step(&shared, &element);
        }
    })
    .forget();
}

/// One step of a redraw: the images of a new size (and the props waiting for them), or the
/// next band of rows, drawn on the canvas.
fn step(shared: &Rc<RefCell<Canvas>>, element: &HtmlCanvasElement) {
    let mut canvas = shared.borrow_mut();
    canvas.scheduled = false;
    let Some((view, _)) = canvas.painted else {
        return;
    };
    let region = match &mut canvas.painter {
        Some(painter) => painter.advance(),
        None => {
            canvas.painter = Painter::new(view.rows, view.cols);
            canvas.sync()
        }
    };
    if region.is_some() {
        canvas.draw(element, region);
    }
    if canvas.unfinished() && canvas.painter.is_some() {
        schedule(&mut canvas, Rc::downgrade(shared), element);
    }
}
