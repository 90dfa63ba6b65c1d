//! The surface, drawn: on a cylinder, torus, Möbius band, Klein bottle or projective plane the
//! edges of the board that meet carry the same colour and the same number of arrowheads, in
//! the notation of a surface's fundamental square. Arrows that point the same way mean the
//! edges join straight; arrows that point opposite ways mean a twist (the rows, or the
//! columns, are mirrored as they cross, as on a Möbius band).
//!
//! The two pairs differ in colour (blue and orange, told apart by every kind of colour
//! vision) and in the number of arrowheads (one and two), so neither depends on colour alone.

use yew::prelude::*;

use crate::puzzle::graph::drawing::round;
use crate::shared::wording;
use lights_lab_engine::Topology;

/// A side of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Left,
    Right,
    Top,
    Bottom,
}

/// One glued edge as drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edge {
    pub side: Side,
    /// 1 for the left-right pair, 2 for the top-bottom pair: its colour and arrowheads.
    pub pair: u8,
    /// Arrows point down (left and right sides) or right (top and bottom) unless reversed.
    pub reversed: bool,
}

/// The glued edges of a surface: none on the plane. A twisted pair has its second edge's
/// arrows reversed, as [`Topology::land`] mirrors the rows (left-right) or the columns
/// (top-bottom) on crossing.
pub fn glued_edges(surface: Topology) -> Vec<Edge> {
    let (sides, ends) = match surface {
        Topology::Plane => (None, None),
        Topology::Cylinder => (Some(false), None),
        Topology::Torus => (Some(false), Some(false)),
        Topology::Moebius => (Some(true), None),
        Topology::Klein => (Some(true), Some(false)),
        Topology::Projective => (Some(true), Some(true)),
    };
    let mut edges = Vec::new();
    if let Some(twisted) = sides {
        edges.push(Edge {
            side: Side::Left,
            pair: 1,
            reversed: false,
        });
        edges.push(Edge {
            side: Side::Right,
            pair: 1,
            reversed: twisted,
        });
    }
    if let Some(twisted) = ends {
        edges.push(Edge {
            side: Side::Top,
            pair: 2,
            reversed: false,
        });
        edges.push(Edge {
            side: Side::Bottom,
            pair: 2,
            reversed: twisted,
        });
    }
    edges
}

/// What the drawing shows, in words, for screen readers and as the caption under the board.
pub fn caption(surface: Topology) -> Option<String> {
    let edges = glued_edges(surface);
    if edges.is_empty() {
        return None;
    }
    let pair = |side: Side, words: &str, twist: &str| {
        edges
            .iter()
            .find(|edge| edge.side == side)
            .map(|edge| match edge.reversed {
                true => format!("the {words} edges meet with a twist ({twist})"),
                false => format!("the {words} edges meet"),
            })
    };
    let parts: Vec<String> = [
        pair(Side::Right, "left and right", "rows flip"),
        pair(Side::Bottom, "top and bottom", "columns flip"),
    ]
    .into_iter()
    .flatten()
    .collect();
    Some(wording::capitalise(&format!(
        "{}: {}. Matching arrows show how.",
        wording::surface(surface),
        parts.join(", and ")
    )))
}

/// How far outside the board the edges are drawn, in cells: a fixed share of the board's
/// longer side, so the arrows stay visible on a 128 x 128 board.
pub fn margin(rows: usize, cols: usize) -> f64 {
    0.3 * unit(rows, cols)
}

fn unit(rows: usize, cols: usize) -> f64 {
    (rows.max(cols) as f64 / 12.0).max(1.0)
}

#[derive(Properties, PartialEq)]
pub struct SurfaceEdgesProps {
    pub surface: Topology,
    pub rows: usize,
    pub cols: usize,
}

/// The glued edges of a rows x cols square board whose cells fill 0..cols by 0..rows.
#[function_component(SurfaceEdges)]
pub fn surface_edges(props: &SurfaceEdgesProps) -> Html {
    let (rows, cols) = (props.rows as f64, props.cols as f64);
    let unit = unit(props.rows, props.cols);
    let gap = margin(props.rows, props.cols) / 2.0;
    let head = 0.13 * unit;
    let edges = glued_edges(props.surface).into_iter().map(|edge| {
        // The bar from its start to its end, in the arrows' direction.
        let ((x1, y1), (x2, y2)) = match edge.side {
            Side::Left => ((-gap, 0.0), (-gap, rows)),
            Side::Right => ((cols + gap, 0.0), (cols + gap, rows)),
            Side::Top => ((0.0, -gap), (cols, -gap)),
            Side::Bottom => ((0.0, rows + gap), (cols, rows + gap)),
        };
        let ((x1, y1), (x2, y2)) = if edge.reversed {
            ((x2, y2), (x1, y1))
        } else {
            ((x1, y1), (x2, y2))
        };
        let length = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt();
        let (dx, dy) = ((x2 - x1) / length, (y2 - y1) / length);
        // One or two arrowheads at the middle of the bar, pointing along it.
        let heads: String = (0..edge.pair)
            .map(|k| {
                let shift = (k as f64 - (edge.pair as f64 - 1.0) / 2.0) * 1.6 * head;
                let (tx, ty) = (
                    (x1 + x2) / 2.0 + dx * (shift + head),
                    (y1 + y2) / 2.0 + dy * (shift + head),
                );
                let (bx, by) = (tx - dx * 2.0 * head, ty - dy * 2.0 * head);
                let (px, py) = (-dy * head, dx * head);
                format!(
                    "M{},{}L{},{}L{},{}z",
                    round(tx),
                    round(ty),
                    round(bx + px),
                    round(by + py),
                    round(bx - px),
                    round(by - py)
                )
            })
            .collect();
        let side = match edge.side {
            Side::Left => "left",
            Side::Right => "right",
            Side::Top => "top",
            Side::Bottom => "bottom",
        };
        html! {
            <g class={classes!("glued-edge", format!("pair-{}", edge.pair))} data-edge={side}
                data-pair={edge.pair.to_string()} data-reversed={edge.reversed.to_string()}>
                <line x1={round(x1).to_string()} y1={round(y1).to_string()}
                    x2={round(x2).to_string()} y2={round(y2).to_string()} />
                <path d={heads} />
            </g>
        }
    });
    html! { <g class="surface-edges" aria-hidden="true">{ for edges }</g> }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(surface: Topology) -> Vec<(u8, bool)> {
        let edges = glued_edges(surface);
        [Side::Left, Side::Right, Side::Top, Side::Bottom]
            .into_iter()
            .filter_map(|side| edges.iter().find(|e| e.side == side))
            .map(|e| (e.pair, e.reversed))
            .collect()
    }

    #[test]
    fn each_surface_glues_the_edges_the_engine_wraps() {
        assert!(glued_edges(Topology::Plane).is_empty());
        assert_eq!(pairs(Topology::Cylinder), [(1, false), (1, false)]);
        assert_eq!(
            pairs(Topology::Torus),
            [(1, false), (1, false), (2, false), (2, false)]
        );
        // A twist shows as arrows pointing opposite ways on the two edges that meet.
        assert_eq!(pairs(Topology::Moebius), [(1, false), (1, true)]);
        assert_eq!(
            pairs(Topology::Klein),
            [(1, false), (1, true), (2, false), (2, false)]
        );
        assert_eq!(
            pairs(Topology::Projective),
            [(1, false), (1, true), (2, false), (2, true)]
        );
    }

    #[test]
    fn twists_agree_with_where_a_press_lands() {
        // Stepping right off the last column: a twisted left-right pair mirrors the row.
        for surface in Topology::ALL.into_iter().filter(|&s| s != Topology::Plane) {
            let right = glued_edges(surface)
                .into_iter()
                .find(|e| e.side == Side::Right)
                .unwrap();
            let landed = surface.land(5, 4, 0, 3, 0, 1).unwrap();
            assert_eq!(landed.0 == 4, right.reversed, "{surface}");
        }
    }

    #[test]
    fn the_caption_says_which_edges_meet_and_where_they_twist() {
        assert_eq!(caption(Topology::Plane), None);
        assert_eq!(
            caption(Topology::Moebius).unwrap(),
            "Möbius band: the left and right edges meet with a twist (rows flip). Matching \
             arrows show how."
        );
        let klein = caption(Topology::Klein).unwrap();
        assert!(
            klein.contains("left and right edges meet with a twist")
                && klein.contains("top and bottom edges meet."),
            "{klein}"
        );
    }
}
