//! Which cells a press reaches, worked out press by press instead of stored. A move matrix of
//! a million cells holds five million entries and takes a tenth of a second to build, which
//! a page that must be playable at once cannot spend on its thread; on a square lattice each
//! press's reach is a handful of offsets away, so [`Reach`] keeps the offsets (and, for a
//! shape with holes, the two index maps) and reaches the cells as a press is made. Other
//! shapes keep their [`MoveMatrix`], small enough by their own limits.

use crate::model::move_matrix::MoveMatrix;
use crate::model::rule::Rule;
use crate::model::shape::SquareLattice;
use crate::model::topology::Topology;

/// A site that is not a cell.
const HOLE: u32 = u32::MAX;

/// The cells each press reaches, for pressing one cell at a time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reach {
    kind: Kind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Kind {
    Square(SquareReach),
    Matrix(MoveMatrix),
}

/// A square lattice's rule as offsets from the pressed site.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SquareReach {
    rows: usize,
    cols: usize,
    topology: Topology,
    /// The rule's offsets (empty for Merlin's rule, whose offsets depend on the site).
    offsets: Vec<(i32, i32)>,
    merlin: bool,
    /// With holes: each site's cell ([`HOLE`] for a hole), and each cell's site.
    holes: Option<(Vec<u32>, Vec<u32>)>,
}

impl SquareReach {
    /// The reach of `rule` on `square`: offsets, and index maps when the shape has holes.
    pub(crate) fn new(square: &SquareLattice, rule: &Rule) -> Self {
        let (rows, cols) = (square.rows(), square.cols());
        let offsets = match rule {
            Rule::Pattern(pattern) => pattern.offsets().to_vec(),
            Rule::Line => {
                let (r, c) = (rows as i32, cols as i32);
                (1 - c..c)
                    .map(|dc| (0, dc))
                    .chain((1 - r..r).map(|dr| (dr, 0)))
                    .collect()
            }
            Rule::Merlin | Rule::Sigma { .. } => Vec::new(),
        };
        let holes = square.mask().map(|mask| {
            let mut index = vec![HOLE; rows * cols];
            let mut sites = Vec::new();
            for (site, _) in mask.iter().by_vals().enumerate().filter(|(_, cell)| *cell) {
                index[site] = sites.len() as u32;
                sites.push(site as u32);
            }
            (index, sites)
        });
        Self {
            rows,
            cols,
            topology: square.topology(),
            offsets,
            merlin: *rule == Rule::Merlin,
            holes,
        }
    }

    /// The number of cells (and of presses).
    pub(crate) fn cells(&self) -> usize {
        self.holes
            .as_ref()
            .map_or(self.rows * self.cols, |(_, sites)| sites.len())
    }

    /// Pushes the cells a press on `press` reaches onto `out`, in any order, perhaps repeated
    /// (a small torus can bring two offsets to one cell).
    pub(crate) fn push(&self, press: usize, out: &mut Vec<u32>) {
        let site = self
            .holes
            .as_ref()
            .map_or(press, |(_, sites)| sites[press] as usize);
        let (row, col) = (site / self.cols, site % self.cols);
        let merlin;
        let (offsets, topology) = if self.merlin {
            merlin = merlin_offsets(self.rows, self.cols, row, col);
            (merlin.as_slice(), Topology::Plane)
        } else {
            (self.offsets.as_slice(), self.topology)
        };
        let landed = offsets
            .iter()
            .filter_map(|&(dr, dc)| topology.land(self.rows, self.cols, row, col, dr, dc))
            .map(|(r, c)| r * self.cols + c);
        match &self.holes {
            None => out.extend(landed.map(|site| site as u32)),
            Some((index, _)) => {
                out.extend(landed.map(|site| index[site]).filter(|&cell| cell != HOLE))
            }
        }
    }
}

impl SquareReach {
    /// The board's rows and columns (sites, holes included).
    pub(crate) fn sides(&self) -> (usize, usize) {
        (self.rows, self.cols)
    }

    /// The offsets of a press far from every edge: the rule's, or for Merlin's rule the plus
    /// it makes inside. A press whose offsets all land on the board without crossing an edge
    /// reaches the same cells on every surface.
    pub(crate) fn offsets_inside(&self) -> Vec<(i32, i32)> {
        if self.merlin {
            merlin_offsets(3, 3, 1, 1)
        } else {
            self.offsets.clone()
        }
    }
}

/// Merlin's rule at (row, col): the 2x2 block toward the middle at a corner, the cell and its
/// two neighbours along the edge on a side, the plus inside.
fn merlin_offsets(rows: usize, cols: usize, row: usize, col: usize) -> Vec<(i32, i32)> {
    let top_or_bottom = row == 0 || row + 1 == rows;
    let left_or_right = col == 0 || col + 1 == cols;
    let inward_r = if row == 0 { 1 } else { -1 };
    let inward_c = if col == 0 { 1 } else { -1 };
    match (top_or_bottom, left_or_right) {
        (true, true) => vec![(0, 0), (0, inward_c), (inward_r, 0), (inward_r, inward_c)],
        (true, false) => vec![(0, -1), (0, 0), (0, 1)],
        (false, true) => vec![(-1, 0), (0, 0), (1, 0)],
        (false, false) => vec![(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)],
    }
}

impl Reach {
    pub(crate) fn square(reach: SquareReach) -> Self {
        Self {
            kind: Kind::Square(reach),
        }
    }

    pub(crate) fn matrix(matrix: MoveMatrix) -> Self {
        Self {
            kind: Kind::Matrix(matrix),
        }
    }

    /// The number of cells (and of presses).
    pub fn cells(&self) -> usize {
        match &self.kind {
            Kind::Square(square) => square.cells(),
            Kind::Matrix(matrix) => matrix.cells(),
        }
    }

    /// Adds `step` (mod `states`) to every cell a press on `press` reaches, each once: a
    /// press is step 1, taking it back is step N - 1.
    pub fn add(&self, press: usize, step: u8, board: &mut [u8], states: u8) {
        let mut add = |cell: u32| {
            let value = &mut board[cell as usize];
            *value = ((*value as u16 + step as u16) % states as u16) as u8;
        };
        match &self.kind {
            Kind::Matrix(matrix) => matrix.reach(press).iter().for_each(|&cell| add(cell)),
            Kind::Square(square) => {
                let mut cells = Vec::with_capacity(8);
                square.push(press, &mut cells);
                cells.sort_unstable();
                cells.dedup();
                cells.into_iter().for_each(add);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::model::puzzle::Puzzle;
    use crate::model::rule::{Pattern, Rule};
    use crate::model::shape::{Shape, SquareLattice};
    use crate::model::topology::Topology;

    /// Every press, made through the reach and through the move matrix, changes the same
    /// cells: on a plane with holes, on a 2 x 2 torus where offsets meet, under Merlin's rule.
    #[test]
    fn a_press_reaches_what_the_move_matrix_says() {
        let holes = SquareLattice::new(4, 5, Topology::Plane)
            .unwrap()
            .with_mask((0..20).map(|site| site % 7 != 3))
            .unwrap();
        let torus = SquareLattice::new(2, 2, Topology::Torus).unwrap();
        let plane = SquareLattice::new(3, 4, Topology::Plane).unwrap();
        let cases = [
            (
                holes,
                Rule::Pattern(Pattern::square_preset("plus").unwrap()),
                3,
            ),
            (
                torus,
                Rule::Pattern(Pattern::square_preset("plus").unwrap()),
                2,
            ),
            (plane, Rule::Merlin, 5),
        ];
        for (square, rule, states) in cases {
            let puzzle = Puzzle::new(Shape::Square(square), rule, states).unwrap();
            let (reach, matrix) = (puzzle.reach().unwrap(), puzzle.move_matrix().unwrap());
            assert_eq!(reach.cells(), matrix.cells());
            for press in 0..matrix.cells() {
                let (mut by_reach, mut by_matrix) =
                    (vec![0; reach.cells()], vec![0; reach.cells()]);
                reach.add(press, 1, &mut by_reach, states);
                matrix.press(press, &mut by_matrix, states);
                assert_eq!(by_reach, by_matrix, "{puzzle:?}, press {press}");
                reach.add(press, states - 1, &mut by_reach, states);
                assert!(by_reach.iter().all(|&v| v == 0), "a press taken back");
            }
        }
    }
}
