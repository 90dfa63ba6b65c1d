//! The board's symmetries, as permutations of its cells, for the fewest-press search.
//!
//! A permutation σ of the cells that maps the solutions of a board onto themselves keeps every
//! press count, so a search needs to weigh only one solution of each orbit. Which σ do that
//! depends on the rule, the surface, the board and the goal together; rather than reason
//! about each, the shape proposes the permutations it has (the dihedral group of a square or
//! of a rectangle, and the turns of a glued surface: a cylinder or torus shifted along its
//! seams, a Möbius band or Klein bottle shifted with the twist) and
//! [`crate::search::blocks`] keeps only those the solutions really obey.

use crate::model::puzzle::Puzzle;
use crate::model::shape::{Shape, SquareLattice};
use crate::model::topology::Topology;

/// Most cells of a board whose symmetries are looked for: seven permutations of a million
/// cells are 28 MB.
pub(crate) const MAX_CELLS: usize = 1 << 20;

/// A permutation of the cells: cell `c` goes to `map[c]`.
pub(crate) type CellMap = Vec<u32>;

/// The permutations of the puzzle's cells that its shape proposes (none for hexagons and
/// graphs).
pub(crate) fn candidates(puzzle: &Puzzle) -> Vec<CellMap> {
    match puzzle.shape() {
        Shape::Square(lattice) => square_candidates(lattice),
        Shape::Hex(_) | Shape::Graph(_) => Vec::new(),
    }
}

/// A site map of the rectangle: (row, column) to (row, column).
type SiteMap = Box<dyn Fn(usize, usize) -> (usize, usize)>;

fn square_candidates(lattice: &SquareLattice) -> Vec<CellMap> {
    let (rows, cols) = (lattice.rows(), lattice.cols());
    let (r1, c1) = (rows - 1, cols - 1);
    let mut maps: Vec<SiteMap> = vec![
        Box::new(move |r, c| (r, c1 - c)),
        Box::new(move |r, c| (r1 - r, c)),
        Box::new(move |r, c| (r1 - r, c1 - c)),
    ];
    if rows == cols {
        maps.push(Box::new(|r, c| (c, r)));
        maps.push(Box::new(move |r, c| (c1 - c, r1 - r)));
        maps.push(Box::new(move |r, c| (c, r1 - r)));
        maps.push(Box::new(move |r, c| (c1 - c, r)));
    }
    let across = move |r: usize, c: usize| (r, (c + 1) % cols);
    let down = move |r: usize, c: usize| ((r + 1) % rows, c);
    // Across a twisted seam the row is mirrored.
    let twisted_across = move |r: usize, c: usize| if c == c1 { (r1 - r, 0) } else { (r, c + 1) };
    match lattice.topology() {
        Topology::Plane | Topology::Projective => {}
        Topology::Cylinder => maps.push(Box::new(across)),
        Topology::Torus => {
            maps.push(Box::new(across));
            maps.push(Box::new(down));
        }
        Topology::Moebius => maps.push(Box::new(twisted_across)),
        Topology::Klein => {
            maps.push(Box::new(twisted_across));
            maps.push(Box::new(down));
        }
    }
    // Cell numbers: row by row, holes skipped.
    let mut cell_of = vec![u32::MAX; rows * cols];
    let mut cells = 0u32;
    for r in 0..rows {
        for c in 0..cols {
            if lattice.contains(r, c) {
                cell_of[r * cols + c] = cells;
                cells += 1;
            }
        }
    }
    maps.iter()
        .filter_map(|map| {
            let mut cell_map = Vec::with_capacity(cells as usize);
            for r in 0..rows {
                for c in 0..cols {
                    if lattice.contains(r, c) {
                        let (r2, c2) = map(r, c);
                        let target = cell_of[r2 * cols + c2];
                        // A cell sent onto a hole: not a symmetry of this shape.
                        if target == u32::MAX {
                            return None;
                        }
                        cell_map.push(target);
                    }
                }
            }
            Some(cell_map)
        })
        .collect()
}

/// The cell-packed image of `vector` under `map`.
pub(crate) fn permuted(vector: &[u64], map: &CellMap) -> Vec<u64> {
    let mut out = vec![0u64; vector.len()];
    for (w, &word) in vector.iter().enumerate() {
        let mut rest = word;
        while rest != 0 {
            let cell = w * 64 + rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let to = map[cell] as usize;
            out[to / 64] |= 1 << (to % 64);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_proposes_its_seven_turns_and_flips_and_a_torus_its_two_shifts() {
        let square = Puzzle::lights_out(3, 3).unwrap();
        let maps = candidates(&square);
        assert_eq!(maps.len(), 7);
        // Each is a permutation, and the quarter turns move the corner 0.
        for map in &maps {
            let mut sorted = map.clone();
            sorted.sort();
            assert_eq!(sorted, (0..9).collect::<Vec<u32>>());
        }
        let rectangle = Puzzle::lights_out(2, 3).unwrap();
        assert_eq!(candidates(&rectangle).len(), 3);
    }

    #[test]
    fn permuting_moves_each_set_cell() {
        // Cells 0 and 2 of a 3-cell row, mirrored: 2 and 0.
        assert_eq!(permuted(&[0b101], &vec![2, 1, 0]), vec![0b101]);
        assert_eq!(permuted(&[0b001], &vec![2, 1, 0]), vec![0b100]);
    }
}
