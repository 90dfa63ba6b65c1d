//! One row of the board. Rows are separate components with cheap props so that a press
//! redraws only the rows it changed: on a 128 x 128 board a Lights Out press re-renders 3
//! rows of 128 cells, not 16,384 cells.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::geometry::{round, CellShape, Geometry, Site, HEX_RADIUS};
use crate::ui::palette::Swatch;

/// What one row draws.
#[derive(Properties)]
pub struct RowProps {
    pub geometry: Rc<Geometry>,
    /// Which row of `geometry.rows`.
    pub row: usize,
    /// The value of each site of the row; `None` for a hole.
    pub values: Vec<Option<u8>>,
    /// The mark count of each site of the row (empty: no marks on the board).
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

/// How much of a cell's width its drawing takes; the rest is the gap between cells.
const FILL: f64 = 0.9;

/// The outline of a site's cell as SVG attributes, scaled by `scale` around its centre.
pub fn outline(shape: CellShape, site: &Site, scale: f64, class: &'static str) -> Html {
    match shape {
        CellShape::Square => {
            let half = scale / 2.0;
            html! {
                <rect class={class} x={round(site.x - half).to_string()}
                    y={round(site.y - half).to_string()} width={round(scale).to_string()}
                    height={round(scale).to_string()} rx={round(scale * 0.1).to_string()} />
            }
        }
        CellShape::Hex => html! { <polygon class={class} points={hex_points(site, scale)} /> },
    }
}

fn hex_points(site: &Site, scale: f64) -> String {
    let radius = HEX_RADIUS * scale;
    let half_width = scale / 2.0;
    [
        (0.0, -radius),
        (half_width, -radius / 2.0),
        (half_width, radius / 2.0),
        (0.0, radius),
        (-half_width, radius / 2.0),
        (-half_width, -radius / 2.0),
    ]
    .iter()
    .map(|(dx, dy)| format!("{},{}", round(site.x + dx), round(site.y + dy)))
    .collect::<Vec<_>>()
    .join(" ")
}

#[function_component(BoardRow)]
pub fn board_row(props: &RowProps) -> Html {
    let geometry = &props.geometry;
    let range = geometry.rows[props.row].clone();
    let cells = range.clone().zip(&props.values).map(|(index, value)| {
        let site = &geometry.sites[index];
        let Some(value) = *value else {
            return if props.holes {
                html! {
                    <g class="hole" role="button" tabindex={tabindex(props.cursor, index)}
                        aria-label={format!("{}, hole", site.name())}
                        data-site={index.to_string()}>
                        { outline(geometry.shape, site, FILL, "hole-shape") }
                    </g>
                }
            } else {
                Html::default()
            };
        };
        let mark = props.marks.get(index - range.start).copied().unwrap_or(0);
        let marked = mark != 0 || props.hint == Some(index);
        let swatch = &props.palette[value as usize];
        let mut label = format!("{}, {}", site.name(), state_name(value, props.states));
        if marked {
            label.push_str(", marked");
        }
        let number = (props.numbers && props.states > 2).then(|| {
            html! {
                <text class="number" x={round(site.x).to_string()} y={round(site.y).to_string()}
                    fill={swatch.ink}>{value}</text>
            }
        });
        let dot = (mark != 0).then(|| mark_dot(site, mark));
        html! {
            <g class="cell" role="button" tabindex={tabindex(props.cursor, index)}
                aria-label={label} data-site={index.to_string()}
                data-cell={site.cell.map(|c| c.to_string())} data-state={value.to_string()}
                data-marked={marked.then_some("true")} fill={swatch.fill.clone()}>
                { outline(geometry.shape, site, FILL, "cell-shape") }
                { number }
                { dot }
            </g>
        }
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
/// colour), in the cell's upper right so the state number stays readable, with the press
/// count when more than one press is needed.
fn mark_dot(site: &Site, count: u8) -> Html {
    let (x, y) = (round(site.x + 0.22), round(site.y - 0.22));
    let label = (count > 1).then(|| {
        html! { <text class="mark-count" x={x.to_string()} y={y.to_string()}>{count}</text> }
    });
    html! {
        <>
            <circle class="mark" cx={x.to_string()} cy={y.to_string()} r="0.15" />
            { label }
        </>
    }
}
