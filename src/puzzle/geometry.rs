//! Where every site of the board sits on the page: centres in SVG user units, the row and
//! column a screen reader announces, and which cell (if any) a site holds.
//!
//! The board view only ever sees sites with positions, grouped into rows, so any lattice (and
//! a graph, its vertices drawn where its drawing puts them) is drawn by the same code. A square
//! board's sites are worked out from their index when asked for; hexagons' and graphs' (a few
//! thousand at most) are listed. Built once per shape and shared by `Rc`.

use std::ops::Range;
use std::rc::Rc;
use std::sync::LazyLock;

use yew::AttrValue;

use crate::puzzle::graph::drawing::{round, Drawing, RADIUS};
use crate::puzzle::setup::{Lattice, Setup};
use crate::shared::roving::Step;
use lights_lab_engine::HexLattice;

/// How much of a cell's width its drawing takes; the rest is the gap between cells. The style
/// sheet's `rect.cell` size says the same.
pub const CELL_SCALE: f64 = 0.9;

/// How a site is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellShape {
    /// A unit square centred on the site.
    Square,
    /// A pointy-top hexagon one unit wide centred on the site.
    Hex,
    /// A disc of radius [`RADIUS`]: a graph's vertex.
    Disc,
}

/// A cell's outline as SVG attribute values, [`CELL_SCALE`] wide, formatted when an SVG board
/// draws the cell ([`Site::outline`]): a million-cell board is drawn on a canvas and never
/// needs them, and the SVG boards (at most 64 x 64 squares, or a hexagon of order 40) format
/// a few thousand numbers a render. A square's size is the same for all and lives in the
/// style sheet.
#[derive(Debug, Clone, PartialEq)]
pub enum Outline {
    Rect {
        x: AttrValue,
        y: AttrValue,
    },
    Polygon {
        points: AttrValue,
    },
    /// A disc; its radius, like a square's size, is in the style sheet.
    Circle {
        cx: AttrValue,
        cy: AttrValue,
    },
}

impl Outline {
    /// The outline of a cell centred on (x, y).
    pub fn new(shape: CellShape, x: f64, y: f64) -> Self {
        let half = CELL_SCALE / 2.0;
        match shape {
            CellShape::Square => Outline::Rect {
                x: round(x - half).to_string().into(),
                y: round(y - half).to_string().into(),
            },
            CellShape::Hex => {
                let radius = HEX_RADIUS * CELL_SCALE;
                let points = [
                    (0.0, -radius),
                    (half, -radius / 2.0),
                    (half, radius / 2.0),
                    (0.0, radius),
                    (-half, radius / 2.0),
                    (-half, -radius / 2.0),
                ]
                .iter()
                .map(|(dx, dy)| format!("{},{}", round(x + dx), round(y + dy)))
                .collect::<Vec<_>>()
                .join(" ");
                Outline::Polygon {
                    points: points.into(),
                }
            }
            CellShape::Disc => Outline::Circle {
                cx: round(x).to_string().into(),
                cy: round(y).to_string().into(),
            },
        }
    }
}

/// How big a large board's mark is against its cell: inset, so that an outline in black on a
/// bright cell is not lost in the dark gap between cells.
const MARK_SCALE: f64 = 0.6;

impl Outline {
    /// Appends a mark for this cell as SVG path data: the outline shrunk to [`MARK_SCALE`]
    /// about the cell's centre, one closed subpath. The mark layer draws thousands of them
    /// as a few paths, so each is pieces pushed (its start, then moves the same for every
    /// cell of a shape) rather than numbers formatted.
    pub fn push_mark(&self, path: &mut String) {
        static SQUARE: LazyLock<String> = LazyLock::new(|| {
            let inset = round(CELL_SCALE * (1.0 - MARK_SCALE) / 2.0);
            let side = round(CELL_SCALE * MARK_SCALE);
            format!("m{inset},{inset}h{side}v{side}h-{side}z")
        });
        // From the top vertex, the way Outline::new lists the corners.
        static HEX: LazyLock<String> = LazyLock::new(|| {
            let radius = HEX_RADIUS * CELL_SCALE;
            let inset = round(radius * (1.0 - MARK_SCALE));
            let (dx, dy) = (
                round(CELL_SCALE / 2.0 * MARK_SCALE),
                round(radius / 2.0 * MARK_SCALE),
            );
            let side = round(radius * MARK_SCALE);
            format!("m0,{inset}l{dx},{dy}v{side}l-{dx},{dy}l-{dx},-{dy}v-{side}z")
        });
        static DISC: LazyLock<String> = LazyLock::new(|| {
            let r = round(RADIUS * MARK_SCALE);
            let d = round(2.0 * r);
            format!("m-{r},0a{r},{r} 0 1,0 {d},0a{r},{r} 0 1,0 -{d},0z")
        });
        let (x, y, moves): (&str, &str, &str) = match self {
            Outline::Rect { x, y } => (x, y, &SQUARE),
            Outline::Circle { cx, cy } => (cx, cy, &DISC),
            Outline::Polygon { points } => {
                let top = points.split(' ').next().unwrap_or_default();
                let (x, y) = top.split_once(',').unwrap_or_default();
                (x, y, &HEX)
            }
        };
        path.push('M');
        path.push_str(x);
        path.push(',');
        path.push_str(y);
        path.push_str(moves);
    }
}

/// One lattice site: a cell, or a hole left by the mask. Plain numbers, handed out by value:
/// a square board's sites are worked out when asked for rather than stored.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Site {
    /// The cell at this site, in the engine's cell order; `None` for a hole.
    pub cell: Option<usize>,
    /// The row, counting from 1 at the top, as announced.
    pub row: usize,
    /// The position along the row, counting from 1 at the left, as announced. On a graph,
    /// the vertex number (from 0, as graph files count).
    pub col: usize,
    /// The centre, in SVG user units.
    pub x: f64,
    pub y: f64,
    /// How the cell is drawn.
    pub shape: CellShape,
    /// The site's index (its `data-site`).
    index: u32,
}

impl Site {
    /// A site of a `shape` lattice centred on (x, y).
    pub fn new(shape: CellShape, index: usize, row: usize, col: usize, x: f64, y: f64) -> Self {
        Self {
            cell: None,
            row,
            col,
            x,
            y,
            shape,
            index: index as u32,
        }
    }

    /// The drawn cell, formatted for an SVG board.
    pub fn outline(&self) -> Outline {
        Outline::new(self.shape, self.x, self.y)
    }

    /// The site's index as text (its `data-site`).
    pub fn key(&self) -> AttrValue {
        self.index.to_string().into()
    }

    /// "row 2, column 3" (on a graph, "vertex 3"): the start of the site's accessible name.
    pub fn name(&self) -> String {
        match self.shape {
            CellShape::Disc => format!("vertex {}", self.col),
            _ => format!("row {}, column {}", self.row, self.col),
        }
    }
}

/// Where the sites are.
#[derive(Debug, Clone, PartialEq)]
enum Layout {
    /// A square board: site `row * cols + col` is centred at (col + 0.5, row + 0.5), worked out
    /// when asked for. Stored, a 1024 x 1024 board's million sites took some 55 ms to build on
    /// every size change (and 48 MB).
    Grid {
        rows: usize,
        cols: usize,
        holes: Option<Holes>,
    },
    /// Hexagons and graphs: every site stored (a few thousand at most).
    Listed {
        sites: Vec<Site>,
        rows: Vec<Range<usize>>,
        cell_sites: Vec<usize>,
    },
}

/// The mask of a square board, both ways: a site's cell and a cell's site.
#[derive(Debug, Clone, PartialEq)]
struct Holes {
    /// For every site, its cell, or [`Holes::HOLE`].
    cells: Vec<u32>,
    /// For every cell, its site.
    sites: Vec<u32>,
}

impl Holes {
    const HOLE: u32 = u32::MAX;

    fn of(mask: &[bool]) -> Self {
        let mut sites = Vec::new();
        let cells = mask
            .iter()
            .enumerate()
            .map(|(site, &present)| {
                if present {
                    sites.push(site as u32);
                    (sites.len() - 1) as u32
                } else {
                    Self::HOLE
                }
            })
            .collect();
        Self { cells, sites }
    }
}

/// Every site of a board, in site order (row by row), with the cells among them.
#[derive(Debug, Clone)]
pub struct Geometry {
    pub shape: CellShape,
    layout: Layout,
    /// The SVG viewBox "min-x min-y width height".
    view_box: String,
    /// A graph's drawing (its lines, and where the editor places vertices); `None` on a
    /// lattice.
    pub drawing: Option<Rc<Drawing>>,
}

/// Props carry the geometry by `Rc` and are compared on every render: the same geometry is
/// equal at once, without comparing its sites.
impl PartialEq for Geometry {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
            || (self.shape == other.shape
                && self.view_box == other.view_box
                && self.drawing == other.drawing
                && self.layout == other.layout)
    }
}

/// Half the height of a pointy-top hexagon one unit wide (its circumradius): 1/sqrt(3).
pub const HEX_RADIUS: f64 = 0.577_350_269_189_625_8;

impl Geometry {
    /// The sites of a setup's lattice, with its mask.
    pub fn of(setup: &Setup) -> Self {
        match setup.lattice {
            Lattice::Square => Self {
                shape: CellShape::Square,
                layout: Layout::Grid {
                    rows: setup.rows,
                    cols: setup.cols,
                    holes: setup.mask.as_deref().map(Holes::of),
                },
                view_box: bounds(
                    0.5,
                    (0.5, setup.cols as f64 - 0.5),
                    (0.5, setup.rows as f64 - 0.5),
                ),
                drawing: None,
            },
            Lattice::Hex => Self::hexagon(setup),
            Lattice::Graph => Self::graph(setup),
        }
    }

    /// A hexagon's sites, row by row, with its mask.
    fn hexagon(setup: &Setup) -> Self {
        let hex = HexLattice::new(setup.order).expect("orders are checked by the setup");
        let mut sites: Vec<Site> = Vec::with_capacity(setup.sites());
        let mut rows: Vec<Range<usize>> = Vec::new();
        let mut last_r = None;
        for (q, r) in hex.sites() {
            if last_r != Some(r) {
                rows.push(sites.len()..sites.len());
                last_r = Some(r);
            }
            let row = rows.len();
            let range = rows.last_mut().expect("a row was just opened");
            range.end += 1;
            let (x, y) = (q as f64 + r as f64 / 2.0, r as f64 * 1.5 * HEX_RADIUS);
            let site = Site::new(CellShape::Hex, sites.len(), row, range.len(), x, y);
            sites.push(site);
        }
        let present = |site: usize| setup.mask.as_ref().is_none_or(|mask| mask[site]);
        let mut cell_sites = Vec::with_capacity(setup.cells());
        for (index, site) in sites.iter_mut().enumerate() {
            if present(index) {
                site.cell = Some(cell_sites.len());
                cell_sites.push(index);
            }
        }
        let span = |axis: fn(&Site) -> f64| {
            sites
                .iter()
                .map(axis)
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(min, max), v| {
                    (min.min(v), max.max(v))
                })
        };
        let view_box = bounds(HEX_RADIUS, span(|site| site.x), span(|site| site.y));
        Self {
            shape: CellShape::Hex,
            layout: Layout::Listed {
                sites,
                rows,
                cell_sites,
            },
            view_box,
            drawing: None,
        }
    }

    /// A graph's vertices as sites, in vertex order and all in one row (arrow keys move by
    /// position instead, [`Drawing::step`]), drawn as discs where the graph's drawing puts them.
    fn graph(setup: &Setup) -> Self {
        let graph = setup.graph.as_ref().expect("the Graph lattice has a graph");
        let drawing = Drawing::of_digraph(graph.board.points(), graph.board.graph());
        let sites: Vec<Site> = drawing
            .centres
            .iter()
            .enumerate()
            .map(|(vertex, &(x, y))| Site {
                cell: Some(vertex),
                ..Site::new(CellShape::Disc, vertex, 1, vertex, x, y)
            })
            .collect();
        Self {
            shape: CellShape::Disc,
            layout: Layout::Listed {
                rows: std::iter::once(0..sites.len()).collect(),
                cell_sites: (0..sites.len()).collect(),
                sites,
            },
            view_box: drawing.view_box.clone(),
            drawing: Some(Rc::new(drawing)),
        }
    }

    /// How many sites there are (cells and holes).
    pub fn site_count(&self) -> usize {
        match &self.layout {
            Layout::Grid { rows, cols, .. } => rows * cols,
            Layout::Listed { sites, .. } => sites.len(),
        }
    }

    /// The site at `index`, if there is one.
    pub fn get(&self, index: usize) -> Option<Site> {
        match &self.layout {
            Layout::Grid { rows, cols, holes } => {
                (index < rows * cols).then_some(())?;
                let (row, col) = (index / cols, index % cols);
                let (x, y) = (col as f64 + 0.5, row as f64 + 0.5);
                let cell = match holes {
                    None => Some(index),
                    Some(holes) => Some(holes.cells[index])
                        .filter(|&cell| cell != Holes::HOLE)
                        .map(|cell| cell as usize),
                };
                Some(Site {
                    cell,
                    ..Site::new(CellShape::Square, index, row + 1, col + 1, x, y)
                })
            }
            Layout::Listed { sites, .. } => sites.get(index).copied(),
        }
    }

    /// The site at `index`.
    ///
    /// # Panics
    /// If there is no such site, as indexing past the end of a list does.
    pub fn site(&self, index: usize) -> Site {
        self.get(index)
            .unwrap_or_else(|| panic!("no site {index} of {}", self.site_count()))
    }

    /// The cell at site `index`: `None` for a hole (or no such site).
    pub fn cell_at(&self, index: usize) -> Option<usize> {
        match &self.layout {
            Layout::Grid { rows, cols, holes } => match holes {
                _ if index >= rows * cols => None,
                None => Some(index),
                Some(holes) => {
                    Some(holes.cells[index] as usize).filter(|&cell| cell != Holes::HOLE as usize)
                }
            },
            Layout::Listed { sites, .. } => sites.get(index).and_then(|site| site.cell),
        }
    }

    /// How many cells there are.
    pub fn cells(&self) -> usize {
        match &self.layout {
            Layout::Grid {
                holes: Some(holes), ..
            } => holes.sites.len(),
            Layout::Grid { rows, cols, .. } => rows * cols,
            Layout::Listed { cell_sites, .. } => cell_sites.len(),
        }
    }

    /// The site of cell `cell`.
    ///
    /// # Panics
    /// If there is no such cell.
    pub fn cell_site(&self, cell: usize) -> usize {
        match &self.layout {
            Layout::Grid {
                holes: Some(holes), ..
            } => holes.sites[cell] as usize,
            Layout::Grid { rows, cols, .. } => {
                assert!(cell < rows * cols, "no cell {cell} of {}", rows * cols);
                cell
            }
            Layout::Listed { cell_sites, .. } => cell_sites[cell],
        }
    }

    /// Every cell's site, in cell order.
    pub fn cell_sites(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.cells()).map(|cell| self.cell_site(cell))
    }

    /// How many rows there are.
    pub fn row_count(&self) -> usize {
        match &self.layout {
            Layout::Grid { rows, .. } => *rows,
            Layout::Listed { rows, .. } => rows.len(),
        }
    }

    /// The sites of row `row` (from 0, at the top).
    pub fn row(&self, row: usize) -> Range<usize> {
        match &self.layout {
            Layout::Grid { cols, .. } => row * cols..(row + 1) * cols,
            Layout::Listed { rows, .. } => rows[row].clone(),
        }
    }

    /// The sites of each row, top to bottom.
    pub fn rows(&self) -> impl Iterator<Item = Range<usize>> + '_ {
        (0..self.row_count()).map(|row| self.row(row))
    }

    /// The sites of `range`, in order.
    pub fn sites(&self, range: Range<usize>) -> impl Iterator<Item = Site> + '_ {
        range.map(|index| self.site(index))
    }

    /// A square board's rows and columns, where site `row * cols + col` is at (row, col).
    pub fn grid(&self) -> Option<(usize, usize)> {
        match &self.layout {
            Layout::Grid { rows, cols, .. } => Some((*rows, *cols)),
            Layout::Listed { .. } => None,
        }
    }

    /// The SVG viewBox "min-x min-y width height".
    pub fn view_box(&self) -> &str {
        &self.view_box
    }

    /// The site of cell 0, where keyboard focus starts.
    pub fn first_cell_site(&self) -> usize {
        if self.cells() == 0 {
            0
        } else {
            self.cell_site(0)
        }
    }

    /// The row (from 0) a site lies in.
    pub fn row_of(&self, site: usize) -> usize {
        match &self.layout {
            Layout::Grid { cols, .. } => site / cols,
            Layout::Listed { rows, .. } => rows.partition_point(|range| range.end <= site),
        }
    }

    /// Where an arrow key moves from `from`: along the row to the next site that can take
    /// focus, or to the nearest such site (by horizontal position) in the closest row above or
    /// below that has one. Holes take focus only when `holes` is set (while editing the
    /// shape). Stays put at an edge.
    pub fn step(&self, from: usize, step: Step, holes: bool) -> usize {
        if let Some(drawing) = &self.drawing {
            return drawing.step(from, step, |_| true);
        }
        let eligible = |site: &usize| holes || self.cell_at(*site).is_some();
        let row = self.row_of(from);
        let range = self.row(row);
        let found = match step {
            Step::Left => (range.start..from).rev().find(eligible),
            Step::Right => (from + 1..range.end).find(eligible),
            Step::RowStart => range.clone().find(eligible),
            Step::RowEnd => range.clone().rev().find(eligible),
            Step::Up | Step::Down => {
                let x = self.site(from).x;
                let rows: Vec<usize> = if step == Step::Up {
                    (0..row).rev().collect()
                } else {
                    (row + 1..self.row_count()).collect()
                };
                let distance = |site: &usize| (self.site(*site).x - x).abs();
                let nearest = |row: usize| {
                    self.row(row)
                        .filter(eligible)
                        .min_by(|a, b| distance(a).total_cmp(&distance(b)))
                };
                // Straight on first (jumping over holes, as a spreadsheet does), then the
                // nearest site of the closest row that has one.
                let beneath = |site: &usize| distance(site) <= 0.5 + 1e-9;
                rows.iter()
                    .find_map(|&row| nearest(row).filter(beneath))
                    .or_else(|| rows.iter().find_map(|&row| nearest(row)))
            }
        };
        found.unwrap_or(from)
    }
}

/// A margin of a twentieth of a cell around the drawing, so focus rings are not clipped.
const MARGIN: f64 = 0.05;

/// The viewBox around cells half `half_height` high (and half a unit wide) whose centres span
/// `(min, max)` across and down.
fn bounds(half_height: f64, (min_x, max_x): (f64, f64), (min_y, max_y): (f64, f64)) -> String {
    let half_width = 0.5;
    let (min_x, max_x) = (min_x - half_width, max_x + half_width);
    let (min_y, max_y) = (min_y - half_height, max_y + half_height);
    format!(
        "{} {} {} {}",
        round(min_x - MARGIN),
        round(min_y - MARGIN),
        round(max_x - min_x + 2.0 * MARGIN),
        round(max_y - min_y + 2.0 * MARGIN)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(rows: usize, cols: usize, mask: Option<Vec<bool>>) -> Geometry {
        Geometry::of(&Setup {
            rows,
            cols,
            mask,
            ..Setup::default()
        })
    }

    #[test]
    fn square_sites_are_numbered_row_by_row_with_holes_skipped() {
        let geometry = square(2, 3, Some(vec![true, false, true, true, true, true]));
        assert_eq!(geometry.site_count(), 6);
        assert_eq!(geometry.cell_sites().collect::<Vec<_>>(), [0, 2, 3, 4, 5]);
        assert_eq!(geometry.site(1).cell, None);
        assert_eq!(geometry.site(3).name(), "row 2, column 1");
        assert_eq!(geometry.site(3).cell, Some(2));
        assert_eq!(geometry.cell_at(5), Some(4));
        assert_eq!(geometry.view_box(), "-0.05 -0.05 3.1 2.1");
        assert_eq!(geometry.get(6), None);
    }

    #[test]
    fn the_largest_board_names_and_places_any_site() {
        let geometry = square(1024, 1024, None);
        assert_eq!(
            (geometry.site_count(), geometry.cells()),
            (1 << 20, 1 << 20)
        );
        let last = geometry.site(1024 * 1024 - 1);
        assert_eq!(last.name(), "row 1024, column 1024");
        assert_eq!(
            (last.x, last.y, last.cell),
            (1023.5, 1023.5, Some(1024 * 1024 - 1))
        );
        assert_eq!(geometry.site(1024 * 511 + 2).name(), "row 512, column 3");
        assert_eq!(geometry.row(1), 1024..2048);
        assert_eq!(geometry.view_box(), "-0.05 -0.05 1024.1 1024.1");
        assert_eq!(geometry.step(3, Step::Down, false), 1027);
        assert_eq!(geometry.step(1027, Step::RowEnd, false), 2047);
    }

    #[test]
    fn a_hexagon_of_order_two_has_rows_of_two_three_two() {
        let geometry = Geometry::of(&Setup {
            lattice: Lattice::Hex,
            order: 2,
            ..Setup::default()
        });
        let lengths: Vec<usize> = geometry.rows().map(|r| r.len()).collect();
        assert_eq!(lengths, [2, 3, 2]);
        assert_eq!(geometry.site(2).name(), "row 2, column 1");
        // The middle row is half a cell to the left of the rows above and below it.
        assert_eq!(geometry.site(0).x - geometry.site(2).x, 0.5);
    }

    #[test]
    fn arrows_skip_holes_and_stop_at_edges() {
        // ###
        // #.#
        // ###
        let mask = vec![true, true, true, true, false, true, true, true, true];
        let geometry = square(3, 3, Some(mask));
        assert_eq!(geometry.step(3, Step::Right, false), 5);
        assert_eq!(geometry.step(3, Step::Right, true), 4);
        assert_eq!(geometry.step(1, Step::Down, false), 7);
        assert_eq!(geometry.step(1, Step::Down, true), 4);
        assert_eq!(geometry.step(0, Step::Up, false), 0);
        assert_eq!(geometry.step(0, Step::Left, false), 0);
        assert_eq!(geometry.step(4, Step::RowEnd, true), 5);
        assert_eq!(geometry.step(5, Step::RowStart, false), 3);
    }

    #[test]
    fn up_and_down_on_a_hexagon_pick_the_nearest_cell() {
        let geometry = Geometry::of(&Setup {
            lattice: Lattice::Hex,
            order: 2,
            ..Setup::default()
        });
        // Site 0 (row 1, left) sits between sites 2 and 3 of the middle row; ties go left.
        assert_eq!(geometry.step(0, Step::Down, false), 2);
        assert_eq!(geometry.step(4, Step::Up, false), 1);
    }
}
