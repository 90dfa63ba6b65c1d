//! The Learn page's board: the lights at one step, with the presses drawn as dots (a number
//! for more than one press) and the cells the step is about ringed. Focusable and clickable
//! only where the student plays (the exercises); elsewhere each cell is a picture named as the
//! cell is, and the step's sentence is announced by the page's live region.

use std::rc::Rc;

use yew::prelude::*;

use super::reducer::Action;
use crate::puzzle::geometry::{Geometry, Outline, CELL_SCALE};
use crate::puzzle::graph::drawing::RADIUS;
use crate::shared::palette::palette;
use crate::shared::roving::{handlers, use_focus_follows_cursor, Handlers, Meaning};

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub geometry: Rc<Geometry>,
    /// Each cell's light.
    pub values: Vec<u8>,
    pub states: u8,
    /// Press counts to draw (empty: none).
    #[prop_or_default]
    pub marks: Vec<u8>,
    /// Cells to ring.
    #[prop_or_default]
    pub ringed: Vec<usize>,
    /// What the board shows, for its accessible name.
    pub label: AttrValue,
    /// The element id (tests and the page's links find boards by it).
    pub id: AttrValue,
    /// Present when the student plays on this board: the cursor and the actions.
    #[prop_or_default]
    pub play: Option<(usize, Callback<Action>)>,
}

/// "row 2, column 3, on, pressed once".
fn cell_label(name: String, value: u8, states: u8, marks: u8) -> String {
    let light = match (states, value) {
        (2, 0) => "off".to_string(),
        (2, _) => "on".to_string(),
        _ => format!("state {value}"),
    };
    match marks {
        0 => format!("{name}, {light}"),
        1 => format!("{name}, {light}, pressed once"),
        n => format!("{name}, {light}, pressed {n} times"),
    }
}

#[function_component(LearnBoard)]
pub fn learn_board(props: &BoardProps) -> Html {
    let svg = use_node_ref();
    let swatches = use_memo(props.states, |&states| palette(states));
    let (cursor, on_action) = props
        .play
        .clone()
        .map_or((usize::MAX, Callback::noop()), |(c, a)| (c, a));
    use_focus_follows_cursor(svg.clone(), cursor, "data-site");
    let Handlers {
        onclick,
        onkeydown,
        onfocusin,
    } = handlers(
        "data-site",
        cursor,
        &on_action,
        Meaning {
            activate: Action::Activate,
            focus: Action::Focus,
            step: Action::Step,
        },
    );
    let playing = props.play.is_some();
    let geometry = &props.geometry;
    let cells = geometry.cell_sites().enumerate().map(|(cell, site_index)| {
        let site = geometry.site(site_index);
        let value = props.values.get(cell).copied().unwrap_or(0);
        let fill = swatches[value as usize % swatches.len()].fill.clone();
        let marks = props.marks.get(cell).copied().unwrap_or(0);
        let label = cell_label(site.name(), value, props.states, marks);
        let tabindex = if !playing {
            None
        } else if site_index == cursor {
            Some("0")
        } else {
            Some("-1")
        };
        // A picture of one cell where the student only watches, named as the cell is, so that
        // a screen reader can read the board cell by cell; a button where the student plays.
        let role = if playing { "button" } else { "img" };
        let size = CELL_SCALE.to_string();
        let shape = match &site.outline() {
            Outline::Rect { x, y } => html! {
                <rect class="cell" x={x} y={y} width={size.clone()} height={size} {fill}
                    {role} {tabindex} aria-label={label} data-site={site.key()}
                    data-value={value.to_string()} data-marks={marks.to_string()} />
            },
            Outline::Polygon { points } => html! {
                <polygon class="cell" points={points} {fill} {role} {tabindex} aria-label={label}
                    data-site={site.key()} data-value={value.to_string()}
                    data-marks={marks.to_string()} />
            },
            Outline::Circle { cx, cy } => html! {
                <circle class="cell" cx={cx} cy={cy} r={RADIUS.to_string()} {fill} {role}
                    {tabindex} aria-label={label} data-site={site.key()}
                    data-value={value.to_string()} data-marks={marks.to_string()} />
            },
        };
        let ink = swatches[value as usize % swatches.len()].ink;
        let number = (props.states > 2).then(|| html! {
            <text class={classes!("learn-value", (marks > 0).then_some("small"))} x={site.x.to_string()}
                y={(site.y + if marks > 0 { 0.38 } else { 0.3 }).to_string()}
                fill={ink} aria-hidden="true">{value}</text>
        });
        // Beside a state's digit the press mark takes the top of the cell and the digit its
        // foot, so that neither covers the other and "×2" stays inside its cell.
        let numbered = props.states > 2;
        let (mark_y, count_y) = if numbered {
            (site.y - 0.24, site.y - 0.1)
        } else {
            (site.y, site.y + 0.13)
        };
        let mark = (marks > 0).then(|| {
            if marks == 1 {
                html! { <circle class="learn-press" cx={site.x.to_string()} cy={mark_y.to_string()}
                    r={if numbered { "0.09" } else { "0.14" }} fill={ink} aria-hidden="true" /> }
            } else {
                html! { <text class={classes!("learn-press-count", numbered.then_some("small"))}
                    x={site.x.to_string()} y={count_y.to_string()} fill={ink}
                    aria-hidden="true">{format!("×{marks}")}</text> }
            }
        });
        html! { <g class="learn-cell">{shape}{number}{mark}</g> }
    });
    let rings = props.ringed.iter().filter(|&&cell| cell < geometry.cells()).map(|&cell| {
        let site = geometry.site(geometry.cell_site(cell));
        html! {
            <circle class="learn-ring" cx={site.x.to_string()} cy={site.y.to_string()} r="0.5" />
        }
    });
    let cursor_ring = playing.then(|| geometry.get(cursor)).flatten().map(|site| {
        html! {
            <circle class="learn-cursor" cx={site.x.to_string()} cy={site.y.to_string()} r="0.56" />
        }
    });
    let (onclick, onkeydown, onfocusin) = if playing {
        (Some(onclick), Some(onkeydown), Some(onfocusin))
    } else {
        (None, None, None)
    };
    html! {
        <svg id={props.id.clone()} ref={svg} class="board learn-board"
            viewBox={geometry.view_box().to_string()} role="group"
            aria-label={props.label.clone()} {onclick} {onkeydown} {onfocusin}>
            { for cells }
            <g class="overlay" aria-hidden="true">{ for rings }{ cursor_ring }</g>
        </svg>
    }
}
