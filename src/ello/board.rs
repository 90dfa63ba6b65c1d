//! The ELLO board: one SVG, a line per edge and a disc per vertex, green or red.
//!
//! Colour is never the only sign: a green disc carries a "G" and a red one an "R" inside a
//! dashed ring, and each disc's accessible name says it ("vertex 3, green"). Removed vertices
//! and their edges fade out and leave the tab order ("vertex 3, removed"). Discs are focusable
//! buttons with a roving tabindex (Tab reaches the board once, arrows move to the nearest
//! vertex that way, Space or Enter plays); events are handled once on the `<svg>`, as on the
//! Lights Out board.

use yew::prelude::*;

use std::rc::Rc;

use super::reducer::Action;
use crate::puzzle::graph::drawing::{Drawing, RADIUS};
use crate::shared::roving::{handlers, use_focus_follows_cursor, Handlers, Meaning};
use lights_lab_engine::ello::Colour;

/// Graphs up to this many vertices show each vertex's number beside its disc (the move list
/// and hints name vertices by number); beyond it the numbers would be a grey smear.
const NUMBERED: usize = 64;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub drawing: Rc<Drawing>,
    /// Each vertex's colour, `None` once it is removed.
    pub colours: Vec<Option<Colour>>,
    /// The vertex with keyboard focus.
    pub cursor: usize,
    /// The vertex Hint marked.
    pub hint: Option<usize>,
    pub on_action: Callback<Action>,
}

/// "vertex 3, green" and what else a screen reader should hear about it.
fn vertex_label(vertex: usize, colour: Colour, hinted: bool) -> String {
    let colour = match colour {
        Colour::Green => "green",
        Colour::Red => "red",
    };
    let hint = if hinted { ", hint" } else { "" };
    format!("vertex {vertex}, {colour}{hint}")
}

#[function_component(ElloBoard)]
pub fn ello_board(props: &BoardProps) -> Html {
    let svg = use_node_ref();
    let (cursor, colours) = (props.cursor, &props.colours);

    use_focus_follows_cursor(svg.clone(), cursor, "data-vertex");
    let Handlers {
        onclick,
        onkeydown,
        onfocusin,
    } = handlers(
        "data-vertex",
        cursor,
        &props.on_action,
        Meaning {
            activate: Action::Play,
            focus: Action::Focus,
            step: Action::Step,
        },
    );

    let drawing = &props.drawing;
    let edges = drawing.lines.iter().map(|line| {
        let gone = colours[line.from].is_none() || colours[line.to].is_none();
        html! {
            <line class={classes!("ello-edge", gone.then_some("removed"))}
                x1={line.x1.to_string()} y1={line.y1.to_string()}
                x2={line.x2.to_string()} y2={line.y2.to_string()} />
        }
    });
    let numbered = colours.len() <= NUMBERED;
    let discs = drawing.centres.iter().enumerate().map(|(vertex, &(x, y))| {
        let (cx, cy) = (x.to_string(), y.to_string());
        let number = numbered.then(|| {
            html! {
                <text class="ello-number" x={(x + RADIUS * 0.95).to_string()}
                    y={(y - RADIUS * 0.95).to_string()}>{vertex}</text>
            }
        });
        let Some(colour) = colours[vertex] else {
            // Still focusable from script (tabindex -1), so a disc played from the keyboard
            // keeps focus until the effect above moves it to the next vertex.
            return html! {
                <g class="ello-vertex removed" role="img" tabindex="-1"
                    aria-label={format!("vertex {vertex}, removed")}>
                    <circle class="disc" {cx} {cy} r={RADIUS.to_string()} />
                </g>
            };
        };
        let hinted = props.hint == Some(vertex);
        let (class, letter) = match colour {
            Colour::Green => ("green", "G"),
            Colour::Red => ("red", "R"),
        };
        // The letter is drawn over the disc but outside its button: it shows the colour the name
        // already says, and a control's visible text must be part of its name (WCAG 2.5.3),
        // as the number is.
        html! {
            <>
                <g class={classes!("ello-vertex", class)} role="button"
                    tabindex={if cursor == vertex { "0" } else { "-1" }}
                    aria-label={vertex_label(vertex, colour, hinted)}
                    data-vertex={vertex.to_string()} data-colour={class}>
                    <circle class="disc" cx={cx.clone()} cy={cy.clone()} r={RADIUS.to_string()} />
                    { number }
                </g>
                <text class={classes!("letter", class)} x={cx} y={cy} aria-hidden="true">{letter}</text>
            </>
        }
    });
    let ring = |vertex: usize, class: &'static str, scale: f64| {
        let (x, y) = drawing.centres[vertex];
        html! {
            <circle {class} cx={x.to_string()} cy={y.to_string()}
                r={(RADIUS * scale).to_string()} />
        }
    };
    let cursor_ring = colours[cursor]
        .is_some()
        .then(|| ring(cursor, "cursor-ring", 1.25));
    let hint_ring = props.hint.map(|vertex| ring(vertex, "hint-ring", 1.55));
    let left = colours.iter().flatten().count();
    let label = format!("ELLO board, {} vertices, {left} left", colours.len());
    html! {
        <svg id="ello-board" ref={svg} class="board ello-board" viewBox={drawing.view_box.clone()}
            role="group" aria-label={label} data-left={left.to_string()}
            {onclick} {onkeydown} {onfocusin}>
            <g class="ello-edges" aria-hidden="true">{ for edges }</g>
            <g class="ello-vertices">{ for discs }</g>
            <g class="overlay" aria-hidden="true">{ cursor_ring }{ hint_ring }</g>
        </svg>
    }
}
