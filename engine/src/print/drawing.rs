//! Where a board's cells sit on paper, in the board's own units (a square cell is 1 wide): a
//! square for each cell of a square lattice, a hexagon for each of a hexagonal one, a disc for
//! each vertex of a graph with its edges as lines. A sheet scales it into the box it has.

use crate::model::graph_board::GraphBoard;
use crate::model::shape::Shape;
use crate::share::code::SharedPuzzle;

/// A point in the drawing's units, x to the right and y downward.
pub type At = (f64, f64);

/// One cell's outline.
#[derive(Debug, Clone, PartialEq)]
pub enum Outline {
    /// A square with its top-left corner and side.
    Square { corner: At, side: f64 },
    /// A polygon's corners.
    Polygon(Vec<At>),
    /// A disc's radius around the cell's centre.
    Disc(f64),
}

/// A cell: its centre (where its mark and digit go), the outline, and the mark's radius.
#[derive(Debug, Clone, PartialEq)]
pub struct CellDrawing {
    pub centre: At,
    pub outline: Outline,
    /// The radius a press mark fits in, well inside the outline.
    pub mark: f64,
}

/// A board's drawing: its cells in cell order, the lines between them (a graph's edges), and
/// its width and height.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardDrawing {
    pub cells: Vec<CellDrawing>,
    pub lines: Vec<(At, At)>,
    pub width: f64,
    pub height: f64,
}

/// Graph drawings fill a box this many units wide, so a vertex's disc is about a square
/// cell's size on a graph of a few dozen vertices.
const GRAPH_SPAN: f64 = 8.0;

impl BoardDrawing {
    /// The drawing of the setup's board (a graph as its share code draws it).
    pub fn of(setup: &SharedPuzzle) -> Self {
        let shape = setup.puzzle.shape();
        match (shape, setup.graph_board()) {
            (Shape::Graph(_), Some(graph)) => Self::graph(&graph),
            (Shape::Hex(_), _) => Self::hexagons(shape),
            _ => Self::squares(shape),
        }
    }

    fn squares(shape: &Shape) -> Self {
        let cells = shape
            .positions()
            .iter()
            .map(|p| {
                let corner = (p.col as f64, p.row as f64);
                CellDrawing {
                    centre: (corner.0 + 0.5, corner.1 + 0.5),
                    outline: Outline::Square { corner, side: 1.0 },
                    mark: 0.22,
                }
            })
            .collect();
        Self::fitted(cells, Vec::new())
    }

    /// Pointy-top hexagons of radius 0.5 at their axial coordinates.
    fn hexagons(shape: &Shape) -> Self {
        let root3 = 3f64.sqrt();
        let radius = 0.5;
        let cells = shape
            .positions()
            .iter()
            .map(|p| {
                let (q, r) = (p.col as f64, p.row as f64);
                let centre = (radius * root3 * (q + r / 2.0), radius * 1.5 * r);
                let corners = (0..6)
                    .map(|k| {
                        let angle =
                            std::f64::consts::PI / 3.0 * k as f64 + std::f64::consts::PI / 6.0;
                        (
                            centre.0 + radius * angle.cos(),
                            centre.1 + radius * angle.sin(),
                        )
                    })
                    .collect();
                CellDrawing {
                    centre,
                    outline: Outline::Polygon(corners),
                    mark: 0.2,
                }
            })
            .collect();
        Self::fitted(cells, Vec::new())
    }

    fn graph(graph: &GraphBoard) -> Self {
        let points = graph.points();
        let radius = (GRAPH_SPAN / (2.0 * (points.len() as f64).sqrt())).clamp(0.15, 0.5);
        let at = |v: usize| {
            let p = points[v];
            (p.x * GRAPH_SPAN, p.y * GRAPH_SPAN)
        };
        let cells = (0..points.len())
            .map(|v| CellDrawing {
                centre: at(v),
                outline: Outline::Disc(radius),
                mark: radius * 0.45,
            })
            .collect();
        let mut lines: Vec<(At, At)> = graph
            .graph()
            .arcs()
            .iter()
            .filter(|&&(from, to)| from < to || !graph.graph().arcs().contains(&(to, from)))
            .map(|&(from, to)| (at(from as usize), at(to as usize)))
            .collect();
        lines.dedup();
        Self::fitted(cells, lines)
    }

    /// Moves the drawing so its outlines start at (0, 0), and measures it.
    fn fitted(mut cells: Vec<CellDrawing>, mut lines: Vec<(At, At)>) -> Self {
        let mut low = (f64::INFINITY, f64::INFINITY);
        let mut high = (f64::NEG_INFINITY, f64::NEG_INFINITY);
        for cell in &cells {
            for (x, y) in cell.extent() {
                low = (low.0.min(x), low.1.min(y));
                high = (high.0.max(x), high.1.max(y));
            }
        }
        let shift = |(x, y): At| (x - low.0, y - low.1);
        for cell in &mut cells {
            cell.centre = shift(cell.centre);
            match &mut cell.outline {
                Outline::Square { corner, .. } => *corner = shift(*corner),
                Outline::Polygon(corners) => corners.iter_mut().for_each(|c| *c = shift(*c)),
                Outline::Disc(_) => {}
            }
        }
        for (from, to) in &mut lines {
            (*from, *to) = (shift(*from), shift(*to));
        }
        Self {
            cells,
            lines,
            width: (high.0 - low.0).max(1.0),
            height: (high.1 - low.1).max(1.0),
        }
    }
}

impl CellDrawing {
    /// The corners of the box round the outline.
    fn extent(&self) -> [At; 2] {
        let (x, y) = self.centre;
        match &self.outline {
            Outline::Square { corner, side } => [*corner, (corner.0 + side, corner.1 + side)],
            Outline::Polygon(corners) => {
                let xs = corners.iter().map(|c| c.0);
                let ys = corners.iter().map(|c| c.1);
                [
                    (xs.clone().fold(x, f64::min), ys.clone().fold(y, f64::min)),
                    (xs.fold(x, f64::max), ys.fold(y, f64::max)),
                ]
            }
            Outline::Disc(r) => [(x - r, y - r), (x + r, y + r)],
        }
    }
}
