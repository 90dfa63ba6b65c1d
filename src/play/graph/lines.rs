//! A graph's lines under its discs: a plain line for an edge (both arcs), an arrow for a
//! one-way arc, and a small ring above the disc for a loop. Drawn by the board (in play) and
//! by the graph editor alike, from the same [`Drawing`].

use yew::prelude::*;

use crate::puzzle::graph::drawing::{Drawing, LineKind, LOOP_RADIUS};

/// The arrowhead's id: one board or editor is on the page at a time.
const ARROWHEAD: &str = "graph-arrowhead";

/// The lines of `drawing`, hidden from screen readers (each vertex's button names it; the
/// graph file spells the arcs out).
pub fn graph_lines(drawing: &Drawing) -> Html {
    // One-way arcs last, over the edges: an arc along the line of edges already drawn (a
    // path's first and last vertex joined) was hidden under them.
    let (arcs, rest): (Vec<_>, Vec<_>) = drawing
        .lines
        .iter()
        .partition(|line| line.kind == LineKind::Arc);
    let lines = rest.into_iter().chain(arcs).map(|line| match line.kind {
        LineKind::Loop => html! {
            <circle class="graph-loop" cx={line.x1.to_string()} cy={line.y1.to_string()}
                r={LOOP_RADIUS.to_string()} />
        },
        LineKind::Edge | LineKind::Arc => {
            let arc = line.kind == LineKind::Arc;
            let arrow = arc.then(|| format!("url(#{ARROWHEAD})"));
            html! {
                <line class={classes!("graph-line", arc.then_some("arc"))}
                    x1={line.x1.to_string()} y1={line.y1.to_string()}
                    x2={line.x2.to_string()} y2={line.y2.to_string()} marker-end={arrow} />
            }
        }
    });
    html! {
        <g class="graph-lines" aria-hidden="true">
            <defs>
                <marker id={ARROWHEAD} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5"
                    markerHeight="5" orient="auto-start-reverse" markerUnits="strokeWidth">
                    <path d="M 0 0 L 10 5 L 0 10 z" />
                </marker>
            </defs>
            { for lines }
        </g>
    }
}
