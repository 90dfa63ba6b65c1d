//! Where a graph is drawn on the page: a disc per vertex at its point (the engine's drawing,
//! in the unit box) scaled into SVG user units, and a line per edge, an arrow per one-way arc
//! and a small ring per loop, each cut back to the discs' rims so arrowheads stay visible.
//!
//! The scale puts the two closest vertices [`GAP`] units apart, so that discs of radius
//! [`RADIUS`] never touch and a disc is as large on the screen as a lattice cell is, whatever
//! the graph's size. Shared by the ELLO page and the graph boards of the Lights Out page; pure,
//! so tested natively.

use crate::shared::roving::Step;
use lights_lab_engine::{Digraph, Point};

/// A disc's radius, in the units where lattice cells are one wide.
pub const RADIUS: f64 = 0.4;
/// The distance between the centres of the two closest vertices.
pub const GAP: f64 = 1.3;
/// The smallest scale (units across the unit box): two vertices far apart are not drawn as
/// discs filling the board.
const MIN_SCALE: f64 = 4.5;
/// Space around the outermost discs, for focus rings and loops.
const MARGIN: f64 = 0.35;

/// How a line is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineKind {
    /// Both arcs u -> v and v -> u (or an ELLO edge): a plain line.
    Edge,
    /// The arc `from` -> `to` alone: an arrow.
    Arc,
    /// The arc v -> v: a press reaches its own vertex (SIGMA only; SIGMA+ implies it).
    Loop,
}

/// One line of the drawing, in SVG units.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    pub from: usize,
    pub to: usize,
    pub kind: LineKind,
    /// Where it starts and ends: on the discs' rims (a loop: its ring's centre, twice).
    pub x1: f64,
    pub y1: f64,
    pub x2: f64,
    pub y2: f64,
}

/// A graph's drawing in SVG units.
#[derive(Debug, Clone, PartialEq)]
pub struct Drawing {
    /// Each vertex's centre.
    pub centres: Vec<(f64, f64)>,
    pub lines: Vec<Line>,
    /// Units per unit of the engine's drawing.
    pub scale: f64,
    /// The viewBox around the discs.
    pub view_box: String,
    /// The viewBox of the whole unit box, where the graph editor may place vertices.
    pub canvas: String,
}

impl Drawing {
    /// A directed graph's drawing: opposite arcs as one plain line, the rest as arrows.
    pub fn of_digraph(points: &[Point], graph: &Digraph) -> Self {
        let arcs = graph.arcs();
        let lines = arcs.iter().filter_map(|&(u, v)| {
            let reverse = arcs.binary_search(&(v, u)).is_ok();
            let (u, v) = (u as usize, v as usize);
            match (u == v, reverse) {
                (true, _) => Some((u, v, LineKind::Loop)),
                (false, true) => (u < v).then_some((u, v, LineKind::Edge)),
                (false, false) => Some((u, v, LineKind::Arc)),
            }
        });
        Self::new(points, lines)
    }

    /// An undirected graph's drawing from its edges (each listed once).
    pub fn of_edges(points: &[Point], edges: impl IntoIterator<Item = (usize, usize)>) -> Self {
        Self::new(
            points,
            edges.into_iter().map(|(u, v)| (u, v, LineKind::Edge)),
        )
    }

    fn new(points: &[Point], lines: impl IntoIterator<Item = (usize, usize, LineKind)>) -> Self {
        let scale = scale(points);
        let centres: Vec<(f64, f64)> = points
            .iter()
            .map(|p| (round(p.x * scale), round(p.y * scale)))
            .collect();
        let lines = lines
            .into_iter()
            .map(|(from, to, kind)| line(&centres, from, to, kind))
            .collect();
        let view_box = bounds(&centres);
        let canvas = {
            let (min, size) = (-RADIUS - MARGIN, scale + 2.0 * (RADIUS + MARGIN));
            format!(
                "{} {} {} {}",
                round(min),
                round(min),
                round(size),
                round(size)
            )
        };
        Self {
            centres,
            lines,
            scale,
            view_box,
            canvas,
        }
    }

    /// The engine's point for an SVG position (as the editor reads a click), kept inside the
    /// unit box.
    pub fn point_at(&self, x: f64, y: f64) -> Point {
        Point {
            x: (x / self.scale).clamp(0.0, 1.0),
            y: (y / self.scale).clamp(0.0, 1.0),
        }
    }

    /// The vertex whose disc covers the SVG position, if any.
    pub fn vertex_at(&self, x: f64, y: f64) -> Option<usize> {
        self.centres
            .iter()
            .position(|&(cx, cy)| (cx - x).hypot(cy - y) <= RADIUS)
    }

    /// Where an arrow key moves from `from` among the vertices `eligible` allows: the nearest
    /// one in that direction, preferring those within 45 degrees of it (so Right from the top
    /// of a cycle goes along the rim, not across). Home and End go to the first and last
    /// eligible vertex. Stays put when there is none.
    pub fn step(&self, from: usize, step: Step, eligible: impl Fn(usize) -> bool) -> usize {
        let candidates = (0..self.centres.len()).filter(|&v| v != from && eligible(v));
        let (dx, dy) = match step {
            Step::Left => (-1.0, 0.0),
            Step::Right => (1.0, 0.0),
            Step::Up => (0.0, -1.0),
            Step::Down => (0.0, 1.0),
            Step::RowStart => {
                return (0..self.centres.len())
                    .find(|&v| eligible(v))
                    .unwrap_or(from)
            }
            Step::RowEnd => {
                return (0..self.centres.len())
                    .rev()
                    .find(|&v| eligible(v))
                    .unwrap_or(from)
            }
        };
        let (x, y) = self.centres[from];
        // Distance along the direction, and off it; a vertex behind or level is not a step.
        let cost = |v: usize| {
            let (vx, vy) = self.centres[v];
            let along = (vx - x) * dx + (vy - y) * dy;
            let across = ((vx - x) * dy - (vy - y) * dx).abs();
            (along > 1e-9).then_some((across > along, along + 2.0 * across))
        };
        candidates
            .filter_map(|v| cost(v).map(|c| (c, v)))
            .min_by(|((wide_a, a), _), ((wide_b, b), _)| wide_a.cmp(wide_b).then(a.total_cmp(b)))
            .map_or(from, |(_, v)| v)
    }
}

/// Units per unit of the engine's drawing: the closest pair [`GAP`] apart.
fn scale(points: &[Point]) -> f64 {
    let mut closest = f64::INFINITY;
    for (i, a) in points.iter().enumerate() {
        for b in &points[i + 1..] {
            let distance = (a.x - b.x).hypot(a.y - b.y);
            if distance > 1e-9 {
                closest = closest.min(distance);
            }
        }
    }
    if closest.is_finite() {
        (GAP / closest).max(MIN_SCALE)
    } else {
        MIN_SCALE
    }
}

/// A line between two discs, cut back to their rims; a loop is a ring above its disc.
fn line(centres: &[(f64, f64)], from: usize, to: usize, kind: LineKind) -> Line {
    let (x1, y1) = centres[from];
    let (x2, y2) = centres[to];
    if kind == LineKind::Loop {
        let y = round(y1 - RADIUS - LOOP_RADIUS * 0.6);
        return Line {
            from,
            to,
            kind,
            x1,
            y1: y,
            x2: x1,
            y2: y,
        };
    }
    let length = (x2 - x1).hypot(y2 - y1).max(1e-9);
    let (ux, uy) = ((x2 - x1) / length, (y2 - y1) / length);
    let cut = RADIUS.min(length / 2.0);
    Line {
        from,
        to,
        kind,
        x1: round(x1 + ux * cut),
        y1: round(y1 + uy * cut),
        x2: round(x2 - ux * cut),
        y2: round(y2 - uy * cut),
    }
}

/// The radius of a loop's ring.
pub const LOOP_RADIUS: f64 = 0.2;

/// The viewBox around every disc (and loop ring above it).
fn bounds(centres: &[(f64, f64)]) -> String {
    let pad = RADIUS + MARGIN;
    let min_x = centres.iter().map(|c| c.0).fold(f64::INFINITY, f64::min) - pad;
    let max_x = centres
        .iter()
        .map(|c| c.0)
        .fold(f64::NEG_INFINITY, f64::max)
        + pad;
    let min_y = centres.iter().map(|c| c.1).fold(f64::INFINITY, f64::min) - pad;
    let max_y = centres
        .iter()
        .map(|c| c.1)
        .fold(f64::NEG_INFINITY, f64::max)
        + pad;
    format!(
        "{} {} {} {}",
        round(min_x),
        round(min_y),
        round(max_x - min_x),
        round(max_y - min_y)
    )
}

/// Three decimals are far finer than a pixel at any size the page draws.
pub fn round(value: f64) -> f64 {
    (value * 1000.0).round() / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn points(raw: &[(f64, f64)]) -> Vec<Point> {
        raw.iter().map(|&(x, y)| Point { x, y }).collect()
    }

    #[test]
    fn the_closest_vertices_are_a_gap_apart_and_lines_end_on_the_rims() {
        let graph = Digraph::new(3, vec![(0, 1), (1, 0), (1, 2), (2, 2)]).unwrap();
        let drawing = Drawing::of_digraph(&points(&[(0.1, 0.5), (0.2, 0.5), (0.9, 0.5)]), &graph);
        let (a, b) = (drawing.centres[0], drawing.centres[1]);
        assert!(((b.0 - a.0) - GAP).abs() < 1e-3, "{a:?} {b:?}");
        let kinds: Vec<(usize, usize, LineKind)> = drawing
            .lines
            .iter()
            .map(|line| (line.from, line.to, line.kind))
            .collect();
        assert_eq!(
            kinds,
            [
                (0, 1, LineKind::Edge),
                (1, 2, LineKind::Arc),
                (2, 2, LineKind::Loop)
            ]
        );
        let edge = &drawing.lines[0];
        assert!((edge.x1 - (a.0 + RADIUS)).abs() < 1e-3);
        assert!((edge.x2 - (b.0 - RADIUS)).abs() < 1e-3);
    }

    #[test]
    fn clicks_map_back_to_points_and_discs() {
        let drawing = Drawing::of_edges(&points(&[(0.0, 0.0), (1.0, 1.0)]), [(0, 1)]);
        assert_eq!(drawing.scale, MIN_SCALE);
        assert_eq!(drawing.vertex_at(0.1, -0.2), Some(0));
        assert_eq!(drawing.vertex_at(1.5, 1.5), None);
        let point = drawing.point_at(MIN_SCALE / 2.0, 99.0);
        assert_eq!((point.x, point.y), (0.5, 1.0));
    }

    #[test]
    fn arrows_step_to_the_nearest_vertex_that_way() {
        //  0   1
        //    2
        //  3
        let drawing = Drawing::of_edges(
            &points(&[(0.0, 0.0), (1.0, 0.0), (0.5, 0.4), (0.0, 1.0)]),
            [],
        );
        let all = |_: usize| true;
        assert_eq!(drawing.step(0, Step::Right, all), 1);
        assert_eq!(drawing.step(0, Step::Down, all), 3);
        assert_eq!(drawing.step(1, Step::Left, all), 0);
        assert_eq!(drawing.step(3, Step::Up, all), 0);
        assert_eq!(drawing.step(3, Step::Down, all), 3);
        assert_eq!(drawing.step(0, Step::Right, |v| v != 1), 2);
        assert_eq!(drawing.step(2, Step::RowEnd, all), 3);
    }
}
