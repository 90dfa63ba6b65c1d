//! Which cells a puzzle has: a square lattice, a hexagon, or the vertices of a graph, with an
//! optional mask of cells left out. Cells are numbered row by row, left to right, holes skipped.

use bitvec::prelude::{BitSlice, BitVec};

use crate::error::{check_range, EngineError};
use crate::model::graph::Digraph;
use crate::model::topology::Topology;

/// Largest number of rows or columns of a square board.
pub const MAX_SIDE: usize = 10_000;
/// Largest order (cells a side) of a hexagonal board.
pub const MAX_HEX_ORDER: usize = 64;

/// Which lattice sites are cells, one bit a site in site order (1 a cell, 0 a hole): an
/// eighth of the memory of a `Vec<bool>`, 8 KiB for a 256 x 256 board.
pub type Mask = BitVec;

/// The cells of a puzzle and how they sit on the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// A rows x cols rectangle on a surface.
    Square(SquareLattice),
    /// A hexagon with `order` cells a side, in axial coordinates.
    Hex(HexLattice),
    /// The vertices of a directed graph.
    Graph(Digraph),
}

/// A rectangle of square cells, glued along its edges as `topology` says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SquareLattice {
    rows: usize,
    cols: usize,
    topology: Topology,
    mask: Option<Mask>,
}

/// A hexagon of hexagonal cells with `order` cells a side (3K^2 - 3K + 1 cells).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HexLattice {
    order: usize,
    mask: Option<Mask>,
}

/// Where a cell sits: its row and its position along the row (column for square boards, the
/// axial q coordinate for hexagons, the vertex number for graphs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub row: i32,
    pub col: i32,
}

impl SquareLattice {
    /// A full rectangle; sides must be 1..=10000.
    pub fn new(rows: usize, cols: usize, topology: Topology) -> Result<Self, EngineError> {
        check_range("rows", rows, 1, MAX_SIDE)?;
        check_range("columns", cols, 1, MAX_SIDE)?;
        Ok(Self {
            rows,
            cols,
            topology,
            mask: None,
        })
    }

    /// The same rectangle with the cells marked `false` left out (row by row, `rows * cols`
    /// entries). At least one cell must remain.
    pub fn with_mask(mut self, mask: impl IntoIterator<Item = bool>) -> Result<Self, EngineError> {
        let shape = format!("{} rows of {} cells", self.rows, self.cols);
        self.mask = checked_mask(mask, self.rows * self.cols, &shape)?;
        Ok(self)
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    pub fn topology(&self) -> Topology {
        self.topology
    }

    /// Which lattice sites are cells (`None`: all of them).
    pub fn mask(&self) -> Option<&BitSlice> {
        self.mask.as_deref()
    }

    /// Whether the site at `(row, col)` is a cell.
    pub fn contains(&self, row: usize, col: usize) -> bool {
        self.mask
            .as_ref()
            .is_none_or(|mask| mask[row * self.cols + col])
    }
}

impl HexLattice {
    /// A full hexagon of the given order, 1..=64.
    pub fn new(order: usize) -> Result<Self, EngineError> {
        check_range("hexagon order", order, 1, MAX_HEX_ORDER)?;
        Ok(Self { order, mask: None })
    }

    /// The hexagon with the cells marked `false` left out, one entry per cell of the full
    /// hexagon in cell order. At least one cell must remain.
    pub fn with_mask(mut self, mask: impl IntoIterator<Item = bool>) -> Result<Self, EngineError> {
        let lengths: Vec<String> = self.row_lengths().iter().map(usize::to_string).collect();
        let shape = format!("rows of {} cells", lengths.join(", "));
        self.mask = checked_mask(mask, hex_cell_count(self.order), &shape)?;
        Ok(self)
    }

    pub fn order(&self) -> usize {
        self.order
    }

    /// Which sites of the full hexagon are cells (`None`: all of them).
    pub fn mask(&self) -> Option<&BitSlice> {
        self.mask.as_deref()
    }

    /// The number of cells in each row, top to bottom (2K - 1 rows).
    pub fn row_lengths(&self) -> Vec<usize> {
        let k = self.order as i32;
        (-(k - 1)..k)
            .map(|r| (2 * k - 1 - r.abs()) as usize)
            .collect()
    }

    /// The axial coordinates (q, r) of every site of the full hexagon in cell order: rows by r
    /// from top to bottom, q increasing to the right.
    pub fn sites(&self) -> Vec<(i32, i32)> {
        let k = self.order as i32;
        let mut sites = Vec::with_capacity(hex_cell_count(self.order));
        for r in -(k - 1)..k {
            let q_min = (-(k - 1)).max(-(k - 1) - r);
            let q_max = (k - 1).min(k - 1 - r);
            sites.extend((q_min..=q_max).map(|q| (q, r)));
        }
        sites
    }
}

/// Checks a mask's length against the lattice (`shape` says how its rows run, for the message)
/// and that it keeps a cell; a mask that keeps every cell is no mask.
fn checked_mask(
    mask: impl IntoIterator<Item = bool>,
    expected: usize,
    shape: &str,
) -> Result<Option<Mask>, EngineError> {
    let mask: Mask = mask.into_iter().collect();
    if mask.len() != expected {
        return Err(EngineError::new(format!(
            "mask must have {expected} cells ({shape}), got {}",
            mask.len()
        )));
    }
    if mask.not_any() {
        return Err(EngineError::new("mask must keep at least one cell"));
    }
    Ok((!mask.all()).then_some(mask))
}

/// 3K^2 - 3K + 1, the number of cells of an order-K hexagon.
pub fn hex_cell_count(order: usize) -> usize {
    3 * order * order - 3 * order + 1
}

impl Shape {
    /// The number of cells (vertices for a graph).
    pub fn cell_count(&self) -> usize {
        match self {
            Shape::Square(square) => match &square.mask {
                Some(mask) => mask.count_ones(),
                None => square.rows * square.cols,
            },
            Shape::Hex(hex) => match &hex.mask {
                Some(mask) => mask.count_ones(),
                None => hex_cell_count(hex.order),
            },
            Shape::Graph(graph) => graph.vertex_count(),
        }
    }

    /// Where each cell sits, in cell order: (row, column) for square boards, (r, q) in axial
    /// coordinates for hexagons, (0, vertex) for graphs.
    pub fn positions(&self) -> Vec<Position> {
        match self {
            Shape::Square(square) => {
                let mut positions = Vec::with_capacity(self.cell_count());
                for row in 0..square.rows {
                    for col in 0..square.cols {
                        if square.contains(row, col) {
                            positions.push(Position {
                                row: row as i32,
                                col: col as i32,
                            });
                        }
                    }
                }
                positions
            }
            Shape::Hex(hex) => hex
                .sites()
                .into_iter()
                .enumerate()
                .filter(|(site, _)| hex.mask.as_ref().is_none_or(|mask| mask[*site]))
                .map(|(_, (q, r))| Position { row: r, col: q })
                .collect(),
            Shape::Graph(graph) => (0..graph.vertex_count() as i32)
                .map(|v| Position { row: 0, col: v })
                .collect(),
        }
    }
}

/// Parses a mask such as `"##.#/####"`: rows split by '/', '#' a cell, '.' a hole.
/// `row_lengths` says how long each row must be.
pub fn parse_mask(text: &str, row_lengths: &[usize]) -> Result<Mask, EngineError> {
    let rows: Vec<&str> = text.trim().split('/').collect();
    if rows.len() != row_lengths.len() {
        return Err(EngineError::new(format!(
            "mask must have {} rows split by '/', got {}",
            row_lengths.len(),
            rows.len()
        )));
    }
    let mut mask = Mask::with_capacity(row_lengths.iter().sum());
    for (index, (row, &length)) in rows.iter().zip(row_lengths).enumerate() {
        if row.chars().count() != length {
            return Err(EngineError::new(format!(
                "mask row {} must have {length} characters, got {}",
                index + 1,
                row.chars().count()
            )));
        }
        for ch in row.chars() {
            mask.push(match ch {
                '#' => true,
                '.' => false,
                other => {
                    return Err(EngineError::new(format!(
                        "mask row {} has {other:?}; allowed: '#' (a cell) and '.' (a hole)",
                        index + 1
                    )))
                }
            });
        }
    }
    Ok(mask)
}

/// Writes a mask in the format [`parse_mask`] reads.
pub fn format_mask(mask: &BitSlice, row_lengths: &[usize]) -> String {
    let mut rows = Vec::with_capacity(row_lengths.len());
    let mut start = 0;
    for &length in row_lengths {
        rows.push(
            mask[start..start + length]
                .iter()
                .map(|present| if *present { '#' } else { '.' })
                .collect::<String>(),
        );
        start += length;
    }
    rows.join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hexagon_of_order_three_has_nineteen_cells_in_rows_of_three_to_five() {
        let hex = HexLattice::new(3).unwrap();
        assert_eq!(hex.row_lengths(), vec![3, 4, 5, 4, 3]);
        assert_eq!(hex.sites().len(), 19);
        assert_eq!(Shape::Hex(hex).cell_count(), 19);
    }

    #[test]
    fn mask_round_trips_and_skips_holes_in_numbering() {
        let mask = parse_mask("##./#.#", &[3, 3]).unwrap();
        assert_eq!(format_mask(&mask, &[3, 3]), "##./#.#");
        let square = SquareLattice::new(2, 3, Topology::Plane)
            .unwrap()
            .with_mask(mask)
            .unwrap();
        let positions = Shape::Square(square).positions();
        assert_eq!(positions.len(), 4);
        assert_eq!(positions[2], Position { row: 1, col: 0 });
    }

    #[test]
    fn bad_masks_say_what_is_allowed() {
        let error = parse_mask("#x", &[2]).unwrap_err();
        assert!(error.message().contains("allowed"), "{error}");
        assert!(parse_mask("##", &[2, 2]).is_err());
        assert!(SquareLattice::new(0, 3, Topology::Plane)
            .unwrap_err()
            .message()
            .contains("1..=10000"));
    }
}
