//! Save image: the board on show as a file, for a designer or a slide. An SVG board is saved
//! as SVG (vector: it scales to any size, marks and hint ring as drawn) or as PNG; a board
//! drawn on the canvas (beyond 64 x 64) as the PNG of what the canvas shows, since as vector
//! it would be an element a cell, which is why the page draws it on a canvas.
//!
//! The SVG is the board element itself, copied with the style the page's stylesheets give
//! each part written onto it, so that the file draws the same without them: the state
//! colours, Solve's dots, a quiet pattern's diamonds, Hint's ring, a repair's rings and the
//! glued edges of a surface.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    Blob, BlobPropertyBag, CanvasRenderingContext2d, Element, HtmlCanvasElement, HtmlElement,
    HtmlImageElement, Url, XmlSerializer,
};
use yew::Callback;

use lights_lab_engine::decimal;

use crate::play::components::toolbar::ImageFormat;
use crate::play::reducer::Action;
use crate::puzzle::setup::{Lattice, Setup};

/// The styles a board's drawing depends on that children take from their parent: written on
/// an element only where it differs from its parent's, to keep a 64 x 64 board's file small.
const INHERITED: [&str; 14] = [
    "fill",
    "fill-opacity",
    "stroke",
    "stroke-width",
    "stroke-opacity",
    "stroke-dasharray",
    "stroke-linecap",
    "stroke-linejoin",
    "paint-order",
    "visibility",
    "font-family",
    "font-size",
    "font-weight",
    "text-anchor",
];

/// The styles each element has of its own, with the value that needs no writing. A square
/// cell's size and corners and a graph vertex's radius are among them: the stylesheet gives
/// them (SVG 2 geometry properties), so that each of 4,096 cells carries only its place.
const OWN: [(&str, &str); 10] = [
    ("width", "auto"),
    ("height", "auto"),
    ("rx", "auto"),
    ("ry", "auto"),
    ("r", "0px"),
    ("opacity", "1"),
    ("display", "inline"),
    ("filter", "none"),
    ("vector-effect", "none"),
    ("dominant-baseline", "auto"),
];

/// PNG pixels per CSS pixel of the board as shown: sharp on a slide or a high-density screen.
const PNG_SCALE: f64 = 2.0;
/// The longest side of a PNG made from the SVG board, in pixels.
const MAX_PNG_SIDE: f64 = 4096.0;
/// How long a download's address is kept before it is let go, in milliseconds.
const KEEP_URL_MS: u32 = 60_000;

/// What becomes of a save, handed the file's bytes (`None` when the browser could not make
/// them); called once.
type Done = Rc<RefCell<Option<Box<dyn FnOnce(Option<Blob>)>>>>;

/// Saves the board on show (the element `#board`) as `format`, named for `setup`; says on
/// the message line what was saved, or why nothing was.
pub fn save_board(format: ImageFormat, setup: &Setup, on_action: Callback<Action>) {
    let board = gloo::utils::document().get_element_by_id("board");
    let vector = board
        .as_ref()
        .is_some_and(|board| board.tag_name().eq_ignore_ascii_case("svg"));
    // A canvas is saved as PNG whatever was asked (the toolbar offers it nothing else).
    let format = if vector { format } else { ImageFormat::Png };
    let name = format!("{}.{}", file_stem(setup), format.extension());
    let report = {
        let (on_action, name) = (on_action.clone(), name.clone());
        move |blob: Option<Blob>| match blob.map(|blob| download(&blob, &name)) {
            Some(Ok(())) => on_action.emit(Action::Note(format!("Saved the board as {name}."))),
            _ => on_action.emit(Action::Refused(if vector {
                "This browser could not make the image. Try the other format, or another browser."
                    .into()
            } else {
                "This browser could not make the image. Try again, or another browser.".into()
            })),
        }
    };
    let done: Done = Rc::new(RefCell::new(Some(Box::new(report))));
    let started = board.ok_or(JsValue::NULL).and_then(|board| {
        if !vector {
            let canvas = board.query_selector("canvas")?.ok_or(JsValue::NULL)?;
            return png_of_canvas(&canvas.dyn_into()?, done.clone());
        }
        let (svg, size) = standalone_svg(&board)?;
        match format {
            ImageFormat::Svg => {
                finish(&done, Some(svg_blob(&svg)?));
                Ok(())
            }
            ImageFormat::Png => png_of_svg(&svg, size, done.clone()),
        }
    });
    if started.is_err() {
        finish(&done, None);
    }
}

/// Calls what becomes of a save, the first time only.
fn finish(done: &Done, blob: Option<Blob>) {
    let taken = done.borrow_mut().take();
    if let Some(done) = taken {
        done(blob)
    }
}

/// "lights-out-5x5", "lights-out-hexagon-3", "lights-out-graph-10": the file's name.
fn file_stem(setup: &Setup) -> String {
    match setup.lattice {
        Lattice::Square => format!("lights-out-{}x{}", setup.rows, setup.cols),
        Lattice::Hex => format!("lights-out-hexagon-{}", setup.order),
        Lattice::Graph => format!("lights-out-graph-{}", setup.cells()),
    }
}

/// The board element as an SVG file of its own, and the size of its drawing on the page in
/// CSS pixels (the element may be wider than the board it centres).
fn standalone_svg(board: &Element) -> Result<(String, (f64, f64)), JsValue> {
    let copy: Element = board.clone_node_with_deep(true)?.dyn_into()?;
    write_styles(board, &copy, &[])?;
    let rect = board.get_bounding_client_rect();
    let view: Vec<f64> = board
        .get_attribute("viewBox")
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(decimal::read)
        .collect();
    let (width, height) = match view[..] {
        [_, _, wide, high] if wide > 0.0 && high > 0.0 => {
            let scale = (rect.width() / wide).min(rect.height() / high);
            (wide * scale, high * scale)
        }
        _ => (rect.width(), rect.height()),
    };
    let (width, height) = (width.round().max(1.0), height.round().max(1.0));
    copy.set_attribute("width", &width.to_string())?;
    copy.set_attribute("height", &height.to_string())?;
    let text = XmlSerializer::new()?.serialize_to_string(&copy)?;
    Ok((
        format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{text}\n"),
        (width, height),
    ))
}

/// Writes on `copy`, and on each of its children, the drawing styles the page gives
/// `original` that it does not take from its parent (whose [`INHERITED`] values are
/// `parent`'s).
fn write_styles(original: &Element, copy: &Element, parent: &[String]) -> Result<(), JsValue> {
    let style = gloo::utils::window()
        .get_computed_style(original)?
        .ok_or(JsValue::NULL)?;
    let mut written = String::new();
    let mut inherited = Vec::with_capacity(INHERITED.len());
    for (index, property) in INHERITED.into_iter().enumerate() {
        let value = style.get_property_value(property)?;
        if !value.is_empty() && parent.get(index) != Some(&value) {
            written.push_str(&format!("{property}:{value};"));
        }
        inherited.push(value);
    }
    // The root's size is its attributes' (the file's size), not the page's layout.
    let root = parent.is_empty();
    for (property, initial) in OWN {
        if root && (property == "width" || property == "height") {
            continue;
        }
        let value = style.get_property_value(property)?;
        if !value.is_empty() && value != initial {
            written.push_str(&format!("{property}:{value};"));
        }
    }
    copy.set_attribute("style", &written)?;
    let (originals, copies) = (original.children(), copy.children());
    for index in 0..originals.length() {
        if let (Some(original), Some(copy)) = (originals.item(index), copies.item(index)) {
            write_styles(&original, &copy, &inherited)?;
        }
    }
    Ok(())
}

fn svg_blob(svg: &str) -> Result<Blob, JsValue> {
    let options = BlobPropertyBag::new();
    options.set_type("image/svg+xml");
    Blob::new_with_str_sequence_and_options(&js_sys::Array::of1(&svg.into()), &options)
}

/// Draws `svg` (`size` CSS pixels) on a canvas at [`PNG_SCALE`], at most [`MAX_PNG_SIDE`]
/// pixels a side, and hands `done` its PNG.
fn png_of_svg(svg: &str, (width, height): (f64, f64), done: Done) -> Result<(), JsValue> {
    let scale = PNG_SCALE.min(MAX_PNG_SIDE / width.max(height));
    let (wide, high) = ((width * scale).round(), (height * scale).round());
    let url = Url::create_object_url_with_blob(&svg_blob(svg)?)?;
    let image = HtmlImageElement::new()?;
    let on_load = {
        let (image, url, done) = (image.clone(), url.clone(), done.clone());
        Closure::once_into_js(move || {
            let _ = Url::revoke_object_url(&url);
            let drawn = canvas(wide as u32, high as u32).and_then(|(canvas, context)| {
                context.draw_image_with_html_image_element_and_dw_and_dh(
                    &image, 0.0, 0.0, wide, high,
                )?;
                png_of_canvas(&canvas, done.clone())
            });
            if drawn.is_err() {
                finish(&done, None);
            }
        })
    };
    let on_error = {
        let url = url.clone();
        Closure::once_into_js(move || {
            let _ = Url::revoke_object_url(&url);
            finish(&done, None);
        })
    };
    image.set_onload(Some(on_load.unchecked_ref()));
    image.set_onerror(Some(on_error.unchecked_ref()));
    image.set_src(&url);
    Ok(())
}

fn canvas(
    width: u32,
    height: u32,
) -> Result<(HtmlCanvasElement, CanvasRenderingContext2d), JsValue> {
    let canvas: HtmlCanvasElement = gloo::utils::document()
        .create_element("canvas")?
        .dyn_into()?;
    canvas.set_width(width);
    canvas.set_height(height);
    let context = canvas
        .get_context("2d")?
        .ok_or(JsValue::NULL)?
        .dyn_into::<CanvasRenderingContext2d>()?;
    Ok((canvas, context))
}

/// Hands `done` the canvas's pixels as PNG.
fn png_of_canvas(canvas: &HtmlCanvasElement, done: Done) -> Result<(), JsValue> {
    let callback = Closure::once_into_js(move |blob: Option<Blob>| finish(&done, blob));
    canvas.to_blob_with_type(callback.unchecked_ref(), "image/png")
}

/// Offers `blob` to the player as a download named `name`.
fn download(blob: &Blob, name: &str) -> Result<(), JsValue> {
    let url = Url::create_object_url_with_blob(blob)?;
    let link: HtmlElement = gloo::utils::document().create_element("a")?.dyn_into()?;
    link.set_attribute("href", &url)?;
    link.set_attribute("download", name)?;
    link.click();
    Timeout::new(KEEP_URL_MS, move || {
        let _ = Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}
