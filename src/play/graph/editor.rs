//! The graph editor, in place of the board while a graph is edited: click empty space to add a
//! vertex; drag from a vertex and let go on another to add or remove the arc (or edge, with
//! both directions on); let go on empty space to move the vertex there; click a vertex to
//! select it, and Delete (or the Graph panel's button) removes it.
//!
//! One SVG over the whole unit box the engine's drawings live in, with pointer events (mouse,
//! pen and touch alike) read in SVG units through the element's screen matrix, so any zoom or
//! layout maps a press to the right point. Vertices are focusable buttons with a roving
//! tabindex, so the keyboard selects (arrows), deletes (Delete or Backspace) and draws arcs
//! as a drag does: Enter on a vertex starts an arc there, the arrows take it to another, and
//! Enter there adds or removes it (Escape lets go). Like a drag, an arc in progress is the
//! editor's own passing state; only the finished edit goes through the reducer.

use std::rc::Rc;

use web_sys::{Element, SvgGraphicsElement};
use yew::prelude::*;

use crate::play::graph::action::GraphAction;
use crate::play::graph::lines::graph_lines;
use crate::play::reducer::Action;
use crate::puzzle::graph::drawing::{Drawing, RADIUS};
use crate::shared::roving::Step;
use crate::shared::roving::{index_of, use_focus_follows_cursor};
use crate::shared::wording::count;

/// How far (in SVG units, a cell is one) a press must travel to count as a drag.
const DRAG: f64 = 0.25;

#[derive(Properties, PartialEq)]
pub struct GraphEditorProps {
    pub drawing: Rc<Drawing>,
    /// The selected vertex (the one with keyboard focus).
    pub cursor: usize,
    pub on_action: Callback<Action>,
}

/// A press in progress: where it started (on a vertex or on empty space) and where it is.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Press {
    from: Option<usize>,
    start: (f64, f64),
    now: (f64, f64),
    moved: bool,
}

/// Where a pointer event is, in the SVG's user units.
fn svg_point(svg: &NodeRef, event: &PointerEvent) -> Option<(f64, f64)> {
    let matrix = svg.cast::<SvgGraphicsElement>()?.get_screen_ctm()?;
    let (a, d) = (matrix.a() as f64, matrix.d() as f64);
    if a == 0.0 || d == 0.0 {
        return None;
    }
    Some((
        (event.client_x() as f64 - matrix.e() as f64) / a,
        (event.client_y() as f64 - matrix.f() as f64) / d,
    ))
}

/// What letting go does, from where the press started, whether it moved, and where it ends.
fn release(press: &Press, drawing: &Drawing, at: (f64, f64)) -> Option<Action> {
    let over = drawing.vertex_at(at.0, at.1);
    let edit = match (press.from, press.moved, over) {
        (None, false, None) => GraphAction::AddVertex(drawing.point_at(at.0, at.1)),
        (Some(from), true, Some(to)) if to != from => GraphAction::Connect(from, to),
        (Some(from), true, None) => GraphAction::MoveVertex(from, drawing.point_at(at.0, at.1)),
        _ => return None,
    };
    Some(Action::Graph(edit))
}

/// What Enter or Space on the selected vertex does: starts an arc there, or ends the one in
/// progress there (a connection when it ends on another vertex). Returns the arc in progress
/// after the key, and the edit to make.
fn enter(linking: Option<usize>, cursor: usize) -> (Option<usize>, Option<GraphAction>) {
    match linking {
        None => (Some(cursor), None),
        Some(from) if from == cursor => (None, None),
        Some(from) => (None, Some(GraphAction::Connect(from, cursor))),
    }
}

/// The selected vertex's label, which tells a keyboard player what Enter will do.
fn vertex_label(vertex: usize, cursor: usize, linking: Option<usize>) -> String {
    match linking {
        _ if vertex != cursor => format!("vertex {vertex}"),
        Some(from) if from == vertex => {
            format!("vertex {vertex}, selected, arc from here: arrows to its other end, then Enter")
        }
        Some(from) => {
            format!("vertex {vertex}, selected, Enter toggles the arc from vertex {from}")
        }
        None => format!("vertex {vertex}, selected"),
    }
}

#[function_component(GraphEditor)]
pub fn graph_editor(props: &GraphEditorProps) -> Html {
    let svg = use_node_ref();
    let press = use_state(|| None::<Press>);
    // The start of an arc drawn from the keyboard (a vertex of this drawing).
    let linking = use_state(|| None::<usize>);
    let vertex_count = props.drawing.centres.len();
    let link_from = (*linking).filter(|&from| from < vertex_count);

    // Keyboard focus follows the selection while focus is in the editor.
    use_focus_follows_cursor(svg.clone(), props.cursor, "data-vertex");

    let onpointerdown = {
        let (svg, press, drawing, on_action) = (
            svg.clone(),
            press.clone(),
            props.drawing.clone(),
            props.on_action.clone(),
        );
        Callback::from(move |event: PointerEvent| {
            if event.button() != 0 {
                return;
            }
            let Some(at) = svg_point(&svg, &event) else {
                return;
            };
            let from =
                index_of(event.target(), "data-vertex").or_else(|| drawing.vertex_at(at.0, at.1));
            if let Some(element) = svg.cast::<Element>() {
                let _ = element.set_pointer_capture(event.pointer_id());
            }
            if let Some(vertex) = from {
                on_action.emit(Action::Focus(vertex));
            }
            press.set(Some(Press {
                from,
                start: at,
                now: at,
                moved: false,
            }));
        })
    };
    let onpointermove = {
        let (svg, press) = (svg.clone(), press.clone());
        Callback::from(move |event: PointerEvent| {
            let (Some(current), Some(at)) = (*press, svg_point(&svg, &event)) else {
                return;
            };
            let moved =
                current.moved || (at.0 - current.start.0).hypot(at.1 - current.start.1) > DRAG;
            press.set(Some(Press {
                now: at,
                moved,
                ..current
            }));
        })
    };
    let onpointerup = {
        let (svg, press, drawing, on_action) = (
            svg.clone(),
            press.clone(),
            props.drawing.clone(),
            props.on_action.clone(),
        );
        Callback::from(move |event: PointerEvent| {
            let Some(current) = *press else {
                return;
            };
            press.set(None);
            let at = svg_point(&svg, &event).unwrap_or(current.now);
            if let Some(action) = release(&current, &drawing, at) {
                on_action.emit(action);
            }
        })
    };
    let onpointercancel = {
        let press = press.clone();
        Callback::from(move |_: PointerEvent| press.set(None))
    };
    let onkeydown = {
        let on_action = props.on_action.clone();
        let (cursor, linking) = (props.cursor, linking.clone());
        Callback::from(move |event: KeyboardEvent| {
            let key = event.key();
            if let Some(step) = Step::from_key(&key) {
                event.prevent_default();
                on_action.emit(Action::Step(step));
                return;
            }
            match key.as_str() {
                "Delete" | "Backspace" => {
                    linking.set(None);
                    on_action.emit(Action::Graph(GraphAction::RemoveVertex(cursor)));
                }
                "Enter" | " " => {
                    let (next, edit) = enter(link_from, cursor);
                    linking.set(next);
                    if let Some(edit) = edit {
                        on_action.emit(Action::Graph(edit));
                    }
                }
                "Escape" if link_from.is_some() => linking.set(None),
                _ => return,
            }
            event.prevent_default();
        })
    };
    let onfocusin = {
        let on_action = props.on_action.clone();
        Callback::from(move |event: FocusEvent| {
            if let Some(vertex) = index_of(event.target(), "data-vertex") {
                on_action.emit(Action::Focus(vertex));
            }
        })
    };

    let drawing = &props.drawing;
    let vertices = drawing.centres.iter().enumerate().map(|(vertex, &(x, y))| {
        let selected = vertex == props.cursor;
        html! {
            <g class={classes!("editor-vertex", selected.then_some("selected"))} role="button"
                tabindex={if selected { "0" } else { "-1" }}
                aria-label={vertex_label(vertex, props.cursor, link_from)}
                data-vertex={vertex.to_string()}>
                <circle class="disc" cx={x.to_string()} cy={y.to_string()} r={RADIUS.to_string()} />
                <text class="vertex-number" x={x.to_string()} y={y.to_string()}>{vertex}</text>
            </g>
        }
    });
    // While a drag from a vertex is under way: a line to the pointer, or to the vertex it
    // would join; while an arc is drawn from the keyboard, a line to the selected vertex.
    let dragged = (*press)
        .filter(|press| press.moved)
        .and_then(|press| press.from.map(|from| (from, press.now)));
    let keyed = link_from.map(|from| (from, drawing.centres[props.cursor.min(vertex_count - 1)]));
    let band = dragged.or(keyed).map(|(from, now)| {
        let (x1, y1) = drawing.centres[from];
        let (x2, y2) = drawing
            .vertex_at(now.0, now.1)
            .map_or(now, |to| drawing.centres[to]);
        html! {
            <line class="rubber-band" x1={x1.to_string()} y1={y1.to_string()}
                x2={x2.to_string()} y2={y2.to_string()} />
        }
    });
    html! {
        <svg id="graph-editor" ref={svg} class="board graph-editor" viewBox={drawing.canvas.clone()}
            role="group" aria-label={format!("Graph editor, {}", count(vertex_count as u64, "vertex", "vertices"))}
            {onpointerdown} {onpointermove} {onpointerup} {onpointercancel} {onkeydown} {onfocusin}>
            <rect class="canvas" x={(-RADIUS).to_string()} y={(-RADIUS).to_string()}
                width={(drawing.scale + 2.0 * RADIUS).to_string()}
                height={(drawing.scale + 2.0 * RADIUS).to_string()} />
            { graph_lines(drawing) }
            { band }
            { for vertices }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enter_starts_an_arc_and_enter_on_another_vertex_makes_it() {
        assert_eq!(enter(None, 3), (Some(3), None));
        assert_eq!(enter(Some(3), 5), (None, Some(GraphAction::Connect(3, 5))));
        // Enter where the arc started lets go of it; no loop is drawn.
        assert_eq!(enter(Some(3), 3), (None, None));
    }

    #[test]
    fn the_selected_vertex_says_what_enter_does() {
        assert_eq!(vertex_label(2, 5, Some(0)), "vertex 2");
        assert_eq!(vertex_label(5, 5, None), "vertex 5, selected");
        assert!(vertex_label(5, 5, Some(5)).contains("arc from here"));
        assert_eq!(
            vertex_label(5, 5, Some(0)),
            "vertex 5, selected, Enter toggles the arc from vertex 0"
        );
    }
}
