//! A graph with a drawing: what the presets produce, what the graph editor edits, and what a
//! graph file or share code carries. The drawing travels inside the graph file as comment
//! lines `# at v x y`, which [`Digraph::parse`] skips, so a file with a drawing still reads
//! everywhere a plain graph file does.

use crate::error::EngineError;
use crate::model::decimal;
use crate::model::graph::{Digraph, MAX_VERTICES};
use crate::model::puzzle::Puzzle;
use crate::model::rule::Rule;
use crate::model::shape::Shape;

/// Where a vertex is drawn: x to the right and y downward (as in SVG), both in 0..=1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

impl Point {
    /// Checks that both coordinates are finite and within 0..=1.
    fn check(self) -> Result<Self, EngineError> {
        if [self.x, self.y]
            .iter()
            .all(|c| c.is_finite() && (0.0..=1.0).contains(c))
        {
            Ok(self)
        } else {
            Err(EngineError::out_of_range(format!(
                "a vertex must be drawn within the unit box, x and y in 0..=1, got ({}, {})",
                self.x, self.y
            )))
        }
    }
}

/// A directed graph and a point for each vertex.
#[derive(Debug, Clone, PartialEq)]
pub struct GraphBoard {
    graph: Digraph,
    points: Vec<Point>,
}

/// The margin [`fit`] leaves on every side of the unit box, so that discs drawn at the
/// outermost vertices are not cut off.
const MARGIN: f64 = 0.05;

/// Scales and centres points given in any units (y downward) into the unit box, keeping their
/// proportions, so that every preset can be written in the coordinates natural to it.
pub(crate) fn fit(points: &[(f64, f64)]) -> Vec<Point> {
    let (mut min_x, mut min_y) = (f64::INFINITY, f64::INFINITY);
    let (mut max_x, mut max_y) = (f64::NEG_INFINITY, f64::NEG_INFINITY);
    for &(x, y) in points {
        min_x = min_x.min(x);
        max_x = max_x.max(x);
        min_y = min_y.min(y);
        max_y = max_y.max(y);
    }
    let span = (max_x - min_x).max(max_y - min_y);
    let scale = if span > 0.0 {
        (1.0 - 2.0 * MARGIN) / span
    } else {
        0.0
    };
    let (mid_x, mid_y) = ((min_x + max_x) / 2.0, (min_y + max_y) / 2.0);
    points
        .iter()
        .map(|&(x, y)| Point {
            x: (0.5 + (x - mid_x) * scale).clamp(0.0, 1.0),
            y: (0.5 + (y - mid_y) * scale).clamp(0.0, 1.0),
        })
        .collect()
}

/// `count` points evenly around a circle, the first at the top, going clockwise.
pub(crate) fn circle(count: usize) -> Vec<(f64, f64)> {
    (0..count)
        .map(|i| {
            let angle = std::f64::consts::TAU * i as f64 / count as f64;
            (angle.sin(), -angle.cos())
        })
        .collect()
}

impl GraphBoard {
    /// A graph drawn at the given points, one per vertex, each within the unit box.
    pub fn new(graph: Digraph, points: Vec<Point>) -> Result<Self, EngineError> {
        if points.len() != graph.vertex_count() {
            return Err(EngineError::new(format!(
                "a drawing needs one point per vertex ({}), got {}",
                graph.vertex_count(),
                points.len()
            )));
        }
        for point in &points {
            point.check()?;
        }
        Ok(Self { graph, points })
    }

    /// A graph with its vertices around a circle: how a graph without a drawing is shown.
    pub fn on_circle(graph: Digraph) -> Self {
        let points = fit(&circle(graph.vertex_count()));
        Self { graph, points }
    }

    /// Any puzzle as a graph board: lattice cells drawn where they sit on the board, the move
    /// matrix read as arcs (see [`Digraph::from_move_matrix`]). The rule returned makes the
    /// graph puzzle press exactly as the lattice puzzle does.
    pub fn from_puzzle(puzzle: &Puzzle) -> Result<(Self, Rule), EngineError> {
        if let (Shape::Graph(graph), rule) = (puzzle.shape(), puzzle.rule()) {
            return Ok((Self::on_circle(graph.clone()), rule.clone()));
        }
        let (graph, rule) = Digraph::from_move_matrix(&puzzle.move_matrix()?)?;
        let raw: Vec<(f64, f64)> = puzzle
            .shape()
            .positions()
            .iter()
            .map(|p| match puzzle.shape() {
                // Axial (q, r): each row is shifted half a cell from the one above.
                Shape::Hex(_) => (
                    p.col as f64 + p.row as f64 / 2.0,
                    p.row as f64 * 3f64.sqrt() / 2.0,
                ),
                _ => (p.col as f64, p.row as f64),
            })
            .collect();
        Ok((
            Self {
                graph,
                points: fit(&raw),
            },
            rule,
        ))
    }

    pub fn graph(&self) -> &Digraph {
        &self.graph
    }

    /// Where each vertex is drawn, in vertex order.
    pub fn points(&self) -> &[Point] {
        &self.points
    }

    /// Reads a graph file; `# at v x y` comment lines give the drawing. A file without them
    /// is drawn on a circle; a file with some but not all of them is refused.
    pub fn parse(text: &str) -> Result<Self, EngineError> {
        let graph = Digraph::parse(text)?;
        let n = graph.vertex_count();
        let mut points: Vec<Option<Point>> = vec![None; n];
        let mut given = 0;
        for (index, line) in text.lines().enumerate() {
            let Some(comment) = line.trim().strip_prefix('#') else {
                continue;
            };
            let words: Vec<&str> = comment.split_whitespace().collect();
            if words.first() != Some(&"at") {
                continue;
            }
            let bad = || {
                EngineError::new(format!(
                    "graph file line {}: a drawing line is \"# at v x y\" with v 0..={} and x, y in 0..=1, got {:?}",
                    index + 1,
                    n - 1,
                    line.trim()
                ))
            };
            let [_, v, x, y] = words.as_slice() else {
                return Err(bad());
            };
            let vertex = v.parse::<usize>().ok().filter(|&v| v < n).ok_or_else(bad)?;
            let point = match (decimal::read(x), decimal::read(y)) {
                (Some(x), Some(y)) => Point { x, y }.check().map_err(|_| bad())?,
                _ => return Err(bad()),
            };
            if points[vertex].replace(point).is_some() {
                return Err(EngineError::new(format!(
                    "graph file line {}: vertex {vertex} is placed twice",
                    index + 1
                )));
            }
            given += 1;
        }
        match given {
            0 => Ok(Self::on_circle(graph)),
            _ if given == n => Ok(Self {
                graph,
                points: points.into_iter().flatten().collect(),
            }),
            _ => Err(EngineError::new(format!(
                "graph file places {given} of its {n} vertices; place all of them (\"# at v x y\") or none"
            ))),
        }
    }

    /// Writes the graph file format with the drawing as `# at v x y` lines.
    pub fn to_text(&self) -> String {
        let mut text = self.graph.to_text();
        for (v, point) in self.points.iter().enumerate() {
            text.push_str(&format!("# at {v} {:.4} {:.4}\n", point.x, point.y));
        }
        text
    }

    /// Adds a vertex drawn at `at`, with no arcs; returns its number.
    pub fn add_vertex(&mut self, at: Point) -> Result<usize, EngineError> {
        let n = self.graph.vertex_count();
        if n == MAX_VERTICES {
            return Err(EngineError::out_of_range(format!(
                "a graph may have at most {MAX_VERTICES} vertices"
            )));
        }
        let at = at.check()?;
        self.graph = Digraph::new(n + 1, self.graph.arcs().to_vec())?;
        self.points.push(at);
        Ok(n)
    }

    /// Removes a vertex and its arcs; the vertices after it move down by one. The last vertex
    /// cannot be removed, since a graph has at least one.
    pub fn remove_vertex(&mut self, vertex: usize) -> Result<(), EngineError> {
        let n = self.check_vertex(vertex)?;
        if n == 1 {
            return Err(EngineError::new("a graph must keep at least one vertex"));
        }
        let gone = vertex as u32;
        let shift = |v: u32| if v > gone { v - 1 } else { v };
        let arcs = self
            .graph
            .arcs()
            .iter()
            .filter(|&&(u, v)| u != gone && v != gone)
            .map(|&(u, v)| (shift(u), shift(v)))
            .collect();
        self.graph = Digraph::new(n - 1, arcs)?;
        self.points.remove(vertex);
        Ok(())
    }

    /// Adds the arc u -> v, or removes it if it is there (u = v is a loop: a SIGMA press that
    /// reaches its own vertex).
    pub fn toggle_arc(&mut self, u: usize, v: usize) -> Result<(), EngineError> {
        self.toggle(&[(u, v)])
    }

    /// Adds the edge u - v (both arcs), or removes it if both arcs are there.
    pub fn toggle_edge(&mut self, u: usize, v: usize) -> Result<(), EngineError> {
        self.toggle(&[(u, v), (v, u)])
    }

    /// Redraws a vertex at `at`.
    pub fn move_vertex(&mut self, vertex: usize, at: Point) -> Result<(), EngineError> {
        self.check_vertex(vertex)?;
        self.points[vertex] = at.check()?;
        Ok(())
    }

    /// Removes the given arcs if all are present, else adds the missing ones.
    fn toggle(&mut self, pair: &[(usize, usize)]) -> Result<(), EngineError> {
        let n = self.graph.vertex_count();
        for &(u, v) in pair {
            self.check_vertex(u)?;
            self.check_vertex(v)?;
        }
        let pair: Vec<(u32, u32)> = pair.iter().map(|&(u, v)| (u as u32, v as u32)).collect();
        let arcs = self.graph.arcs();
        let present = pair.iter().all(|arc| arcs.binary_search(arc).is_ok());
        let mut arcs: Vec<(u32, u32)> = arcs.to_vec();
        if present {
            arcs.retain(|arc| !pair.contains(arc));
        } else {
            arcs.extend(pair);
        }
        self.graph = Digraph::new(n, arcs)?;
        Ok(())
    }

    /// Checks a vertex number; returns the vertex count.
    fn check_vertex(&self, vertex: usize) -> Result<usize, EngineError> {
        let n = self.graph.vertex_count();
        if vertex >= n {
            return Err(EngineError::out_of_range(format!(
                "vertex must be 0..={}, got {vertex}",
                n - 1
            )));
        }
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_drawing_travels_in_comments_of_the_graph_file() {
        let graph = Digraph::undirected(3, &[(0, 1), (1, 2)]).unwrap();
        let board = GraphBoard::on_circle(graph.clone());
        let text = board.to_text();
        assert_eq!(Digraph::parse(&text).unwrap(), graph);
        let read = GraphBoard::parse(&text).unwrap();
        assert_eq!(read.graph(), &graph);
        for (a, b) in read.points().iter().zip(board.points()) {
            assert!((a.x - b.x).abs() < 1e-3 && (a.y - b.y).abs() < 1e-3);
        }
    }

    #[test]
    fn partial_or_bad_drawings_are_refused() {
        let partial = GraphBoard::parse("2\n0 1\n# at 0 0.5 0.5\n").unwrap_err();
        assert!(partial.message().contains("1 of its 2"), "{partial}");
        assert!(GraphBoard::parse("1\n# at 0 1.5 0.5\n").is_err());
        assert!(GraphBoard::parse("1\n# at 1 0.5 0.5\n").is_err());
        assert!(GraphBoard::parse("1\n# at 0 0.5\n").is_err());
        // Other comments are still comments.
        assert!(GraphBoard::parse("1\n# attic\n# a note\n").is_ok());
    }

    #[test]
    fn editing_renumbers_and_toggles() {
        let mut board = GraphBoard::on_circle(Digraph::undirected(3, &[(0, 1), (1, 2)]).unwrap());
        board.toggle_edge(0, 2).unwrap();
        assert_eq!(board.graph().arcs().len(), 6);
        board.toggle_edge(0, 2).unwrap();
        assert_eq!(board.graph().arcs().len(), 4);
        board.toggle_arc(2, 2).unwrap();
        assert!(board.graph().arcs().contains(&(2, 2)));
        board.remove_vertex(0).unwrap();
        assert_eq!(board.graph().arcs(), &[(0, 1), (1, 0), (1, 1)]);
        let added = board.add_vertex(Point { x: 0.1, y: 0.9 }).unwrap();
        assert_eq!((added, board.points().len()), (2, 3));
        assert!(board.move_vertex(5, Point { x: 0.0, y: 0.0 }).is_err());
        assert!(board.toggle_edge(0, 7).is_err());
    }
}
