//! One row of the board. Rows are separate components with cheap props so that a press
//! redraws only the rows it changed: on a 128 x 128 board a Lights Out press re-renders 3
//! rows of 128 cells, not 16,384 cells.

use std::rc::Rc;

use yew::prelude::*;

use crate::graph::drawing::round;
use crate::shared::geometry::{Geometry, Outline, Site};
use crate::shared::palette::Swatch;

/// What one row draws.
#[derive(Properties)]
pub struct RowProps {
    pub geometry: Rc<Geometry>,
    /// Which row of `geometry.rows`.
    pub row: usize,
    /// The value of each site of the row; `None` for a hole.
    pub values: Vec<Option<u8>>,
    /// The mark count of each site of the row, as far as the row shows it (empty: none).
    pub marks: Vec<u8>,
    /// The site Hint marked, if it is in this row.
    pub hint: Option<usize>,
    /// The site with keyboard focus, if it is in this row.
    pub cursor: Option<usize>,
    /// Draw holes (while editing the shape).
    pub holes: bool,
    pub states: u8,
    /// Write state numbers on the cells.
    pub numbers: bool,
    /// Draw marks as dots (small boards); a large board's [`crate::play::components::mark_layer::MarkLayer`]
    /// draws them instead.
    pub detail: bool,
    pub palette: Rc<Vec<Swatch>>,
}

impl PartialEq for RowProps {
    /// Geometry and palette are shared and never change in place, so pointer equality says
    /// all; the rest are a row's worth of bytes.
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.geometry, &other.geometry)
            && Rc::ptr_eq(&self.palette, &other.palette)
            && self.row == other.row
            && self.values == other.values
            && self.marks == other.marks
            && self.hint == other.hint
            && self.cursor == other.cursor
            && self.holes == other.holes
            && self.states == other.states
            && self.numbers == other.numbers
            && self.detail == other.detail
    }
}

/// The name of a value: "off"/"on" with two states, "state k" with more.
pub fn state_name(value: u8, states: u8) -> String {
    match (states, value) {
        (2, 0) => "off".into(),
        (2, _) => "on".into(),
        _ => format!("state {value}"),
    }
}

/// The class of a cell in state `value`: "cell s3". The board's `<style>` colours `s0`..`s15`
/// for the current N, so a cell carries one attribute for its colour, and a fixed string at
/// that.
fn cell_class(value: u8) -> &'static str {
    const CLASSES: [&str; 16] = [
        "cell s0", "cell s1", "cell s2", "cell s3", "cell s4", "cell s5", "cell s6", "cell s7",
        "cell s8", "cell s9", "cell s10", "cell s11", "cell s12", "cell s13", "cell s14",
        "cell s15",
    ];
    CLASSES[value as usize]
}

/// An outline as an SVG element with a class and nothing else (the cursor ring, the pattern
/// editor); rects take their size from the style sheet (`width`, `height` and `rx` are CSS
/// properties of SVG 2), which saves three attributes on each of 16,384 cells.
pub fn outline(outline: &Outline, class: &'static str) -> Html {
    match outline {
        Outline::Rect { x, y } => html! { <rect {class} x={x} y={y} /> },
        Outline::Polygon { points } => html! { <polygon {class} points={points} /> },
        Outline::Circle { cx, cy } => html! { <circle {class} cx={cx} cy={cy} /> },
    }
}

/// One site as a focusable button: the fewest attributes that name it, place it and colour
/// it (each attribute is a string crossing from wasm to the DOM, 16,384 times on a large
/// board).
fn button(
    site: &Site,
    class: &'static str,
    label: String,
    tabindex: &'static str,
    marked: bool,
) -> Html {
    let marked = marked.then_some("true");
    match &site.outline {
        Outline::Rect { x, y } => html! {
            <rect {class} x={x} y={y} role="button" {tabindex} aria-label={label}
                data-site={site.key.clone()} data-marked={marked} />
        },
        Outline::Polygon { points } => html! {
            <polygon {class} points={points} role="button" {tabindex} aria-label={label}
                data-site={site.key.clone()} data-marked={marked} />
        },
        Outline::Circle { cx, cy } => html! {
            <circle {class} cx={cx} cy={cy} role="button" {tabindex} aria-label={label}
                data-site={site.key.clone()} data-marked={marked} />
        },
    }
}

#[function_component(BoardRow)]
pub fn board_row(props: &RowProps) -> Html {
    let geometry = &props.geometry;
    let range = geometry.rows[props.row].clone();
    let cells = range.clone().zip(&props.values).map(|(index, value)| {
        let site = &geometry.sites[index];
        let tabindex = tabindex(props.cursor, index);
        let Some(value) = *value else {
            return if props.holes {
                button(
                    site,
                    "hole",
                    format!("{}, hole", site.name()),
                    tabindex,
                    false,
                )
            } else {
                Html::default()
            };
        };
        let mark = props.marks.get(index - range.start).copied().unwrap_or(0);
        let marked = mark != 0 || props.hint == Some(index);
        let mut label = format!("{}, {}", site.name(), state_name(value, props.states));
        if marked {
            label.push_str(", marked");
        }
        let cell = button(site, cell_class(value), label, tabindex, marked);
        let number = (props.numbers && props.states > 2).then(|| {
            html! {
                <text class="number" x={round(site.x).to_string()} y={round(site.y).to_string()}
                    fill={props.palette[value as usize].ink}>{value}</text>
            }
        });
        let dot = (mark != 0 && props.detail).then(|| mark_dot(site, mark, number.is_some()));
        html! { <>{ cell }{ number }{ dot }</> }
    });
    html! { <g class="row">{ for cells }</g> }
}

/// Roving tabindex: only the focused site is in the tab order.
fn tabindex(cursor: Option<usize>, site: usize) -> &'static str {
    if cursor == Some(site) {
        "0"
    } else {
        "-1"
    }
}

/// A Solve or quiet-pattern mark: a white dot ringed in black (visible on every state's
/// colour), big in the middle of the cell, or small in its upper right when the cell shows
/// its state number, with the press count when more than one press is needed.
fn mark_dot(site: &Site, count: u8, beside_number: bool) -> Html {
    let (x, y, r) = if beside_number {
        (round(site.x + 0.22), round(site.y - 0.22), 0.15)
    } else {
        (round(site.x), round(site.y), 0.24)
    };
    let label = (count > 1).then(|| {
        html! { <text class="mark-count" x={x.to_string()} y={y.to_string()}>{count}</text> }
    });
    html! {
        <>
            <circle class="mark" cx={x.to_string()} cy={y.to_string()} r={r.to_string()} />
            { label }
        </>
    }
}
