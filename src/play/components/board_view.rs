//! The board on the Lights Out page, drawn by one of two renderers that take the same props
//! ([`BoardViewProps`]):
//! the SVG board ([`SvgBoard`]: an element per cell, with dots, numbers and fades) up to
//! 64 x 64, and the canvas ([`CanvasBoard`]: pixels, zoom and pan, one focusable cell) for
//! larger square boards. Which one draws a board is decided here, by its size, and nowhere
//! else.

use yew::prelude::*;

use crate::play::components::board_view_props::BoardViewProps;
use crate::play::components::canvas_board::CanvasBoard;
use crate::play::components::svg_board::SvgBoard;
use crate::puzzle::geometry::Geometry;

/// Square boards with more sites than this (beyond 64 x 64) are drawn on the canvas; smaller
/// ones keep the SVG board, whose cells carry dots and fades.
pub const CANVAS_SITES: usize = 64 * 64;

/// Whether a board is drawn on the canvas (and so saved as a picture of pixels).
pub fn on_canvas(geometry: &Geometry) -> bool {
    geometry.grid().is_some() && geometry.site_count() > CANVAS_SITES
}

/// How many times a board has been rendered in this tab, in debug builds only (the release
/// build carries none of it): the browser tests check with it that what the board does not
/// show (a message, the engine's progress) leaves the board unrendered, a cost no page shows
/// otherwise (a render with nothing to change changes nothing in the document).
#[cfg(debug_assertions)]
pub static RENDERS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

#[function_component(BoardView)]
pub fn board_view(props: &BoardViewProps) -> Html {
    #[cfg(debug_assertions)]
    RENDERS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    if on_canvas(&props.geometry) {
        html! { <CanvasBoard ..props.clone() /> }
    } else {
        html! { <SvgBoard ..props.clone() /> }
    }
}
