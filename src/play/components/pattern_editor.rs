//! The neighbour-pattern editor: the offsets within two steps of the pressed cell (a 5 x 5
//! square, or a hexagon of radius 2), each a toggle button, the centre ringed. The board
//! and readout follow every toggle, since each is one [`Action::ToggleOffset`].

use yew::prelude::*;

use crate::graph::drawing::round;
use crate::play::reducer::Action;
use crate::play::setup::Lattice;
use crate::shared::geometry::{CellShape, Site, HEX_RADIUS};
use lights_lab_engine::Rule;

use crate::play::components::board_row::outline;

/// How far the editor reaches from the centre.
pub const RADIUS: i32 = 2;

#[derive(Properties, PartialEq)]
pub struct PatternEditorProps {
    pub lattice: Lattice,
    pub rule: Rule,
    pub on_action: Callback<Action>,
}

/// The editor's offsets and where each is drawn: (dr, dc) on squares, axial (dq, dr) on
/// hexagons, as the engine reads them.
fn offsets(lattice: Lattice) -> Vec<((i32, i32), Site)> {
    let shape = match lattice {
        Lattice::Square => CellShape::Square,
        Lattice::Hex => CellShape::Hex,
        Lattice::Graph => CellShape::Disc,
    };
    let site = |x: f64, y: f64| Site::new(shape, 0, 0, 0, x, y);
    let span = -RADIUS..=RADIUS;
    match lattice {
        Lattice::Square => span
            .clone()
            .flat_map(|dr| span.clone().map(move |dc| (dr, dc)))
            .map(|(dr, dc)| ((dr, dc), site(dc as f64, dr as f64)))
            .collect(),
        Lattice::Hex => span
            .clone()
            .flat_map(|dr| span.clone().map(move |dq| (dq, dr)))
            .filter(|&(dq, dr)| (dq + dr).abs() <= RADIUS)
            .map(|(dq, dr)| {
                let x = dq as f64 + dr as f64 / 2.0;
                ((dq, dr), site(x, dr as f64 * 1.5 * HEX_RADIUS))
            })
            .collect(),
        // A graph's rule is its arcs: there are no offsets to edit.
        Lattice::Graph => Vec::new(),
    }
}

#[function_component(PatternEditor)]
pub fn pattern_editor(props: &PatternEditorProps) -> Html {
    let (pattern, note) = match &props.rule {
        Rule::Pattern(pattern) => {
            let inside = |&&(a, b): &&(i32, i32)| {
                a.abs() <= RADIUS
                    && b.abs() <= RADIUS
                    && (props.lattice == Lattice::Square || (a + b).abs() <= RADIUS)
            };
            let outside = pattern.offsets().iter().filter(|o| !inside(o)).count();
            let note = (outside > 0).then(|| format!("{outside} more offsets lie outside this grid."));
            (Some(pattern), note)
        }
        Rule::Line => (None, Some("Flip reaches the whole row and column, at any distance: choose another pattern to edit offsets.".to_string())),
        Rule::Merlin => (None, Some("Merlin's reach depends on where the press is (corner, side or middle): choose another pattern to edit offsets.".to_string())),
        Rule::Sigma { .. } => (None, None),
    };
    let cells = offsets(props.lattice).into_iter().map(|((a, b), site)| {
        let on = pattern.is_some_and(|p| p.offsets().contains(&(a, b)));
        let onclick = {
            let on_action = props.on_action.clone();
            Callback::from(move |_: MouseEvent| on_action.emit(Action::ToggleOffset(a, b)))
        };
        let onkeydown = {
            let on_action = props.on_action.clone();
            Callback::from(move |event: KeyboardEvent| {
                if event.key() == " " || event.key() == "Enter" {
                    event.prevent_default();
                    on_action.emit(Action::ToggleOffset(a, b));
                }
            })
        };
        let centre = (a, b) == (0, 0);
        let label = format!(
            "offset {a},{b}{}, {}",
            if centre { " (the pressed cell)" } else { "" },
            if on { "on" } else { "off" }
        );
        let ring = centre.then(|| {
            html! {
                <circle class="centre" cx={round(site.x).to_string()} cy={round(site.y).to_string()}
                    r="0.18" />
            }
        });
        let shape = outline(&site.outline, "offset-shape");
        if pattern.is_none() {
            return html! { <g class="offset" aria-disabled="true">{ shape }{ ring }</g> };
        }
        html! {
            <g class={classes!("offset", on.then_some("on"))} role="button" tabindex="0"
                aria-label={label} aria-pressed={on.to_string()} {onclick} {onkeydown}>
                { shape }{ ring }
            </g>
        }
    });
    let extent = RADIUS as f64 + 0.55;
    let view_box = format!("{} {} {} {}", -extent, -extent, 2.0 * extent, 2.0 * extent);
    html! {
        <fieldset class="panel pattern-editor" id="pattern-editor">
            <legend>{"Neighbour editor"}</legend>
            <p class="hint-text">
                {"Which cells a press changes, seen from the pressed cell (ringed). Click to add or remove."}
            </p>
            <svg class="pattern-grid" viewBox={view_box} role="group" aria-label="Neighbour offsets">
                { for cells }
            </svg>
            { for note.map(|note| html! { <p class="note">{note}</p> }) }
        </fieldset>
    }
}
