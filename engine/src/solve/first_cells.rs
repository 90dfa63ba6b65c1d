//! The unknowns the row-by-row chase leaves, counted without building the move matrix.
//!
//! The chase visits cells in order and settles each press at the first cell it reaches (the
//! lowest-numbered): of the presses first reaching one cell, one is determined there and the
//! others become free unknowns, and a press reaching no cell is free. So the unknowns number
//! the cells minus the cells that are some press's first: [`unknowns_by_rows`] counts those.
//!
//! On a square board without holes that count needs no pass over the board: a press whose
//! offsets all land without crossing an edge (the inside of the board) reaches the cells its
//! offsets say on every surface, so its first cell is itself moved by one fixed step, and the
//! inside presses' first cells are the inside rectangle moved by that step. Only the presses
//! near the edges, a band a few cells wide, are worked out one by one: about 4 x 965 presses
//! for King on 965 x 965, where the move matrix has 8.4 million entries. This is what lets
//! the page state the largest board a rule is factored on while the player picks the rule
//! ([`Reduced::largest_side_at_once`](crate::Reduced::largest_side_at_once)).

use crate::error::EngineError;
use crate::model::puzzle::Puzzle;
use crate::model::reach::SquareReach;
use crate::model::rule::Rule;
use crate::model::shape::{HexLattice, Shape, SquareLattice};
use crate::model::topology::Topology;

/// The unknowns [`Chase`](crate::solve::chase::Chase)'s row-by-row order leaves on `puzzle`:
/// its cells that no press reaches first. A square board is counted from its edges; other
/// shapes (a hexagon, a graph, a board with holes) from their move matrix, refused past its
/// entry limit as [`Puzzle::move_matrix`] is.
pub(crate) fn unknowns_by_rows(puzzle: &Puzzle) -> Result<usize, EngineError> {
    let line = *puzzle.rule() == Rule::Line;
    match puzzle.shape() {
        Shape::Square(square) if square.mask().is_none() && line => {
            return Ok(square_line_unknowns(square));
        }
        Shape::Square(square) if square.mask().is_none() => {
            return Ok(square_unknowns(&SquareReach::new(square, puzzle.rule())));
        }
        Shape::Hex(hex) if hex.mask().is_none() && line => return Ok(hex_line_unknowns(hex)),
        _ => {}
    }
    let matrix = puzzle.move_matrix()?;
    let mut first = vec![false; matrix.cells()];
    for press in 0..matrix.cells() {
        // Each press's cells are sorted: its first cell leads.
        if let Some(&cell) = matrix.reach(press).first() {
            first[cell as usize] = true;
        }
    }
    Ok(first.iter().filter(|&&is_first| !is_first).count())
}

/// The rows (or columns) of a side of `length` whose presses land inside for offsets from
/// `low` to `high` along it, as a first and last index; `None` when there are none.
fn inside(length: usize, low: i32, high: i32) -> Option<(usize, usize)> {
    let start = (-low).max(0) as usize;
    let end = (length as i64 - 1 - i64::from(high.max(0))).max(-1);
    (end >= start as i64).then_some((start, end as usize))
}

/// [`unknowns_by_rows`] on a square board without holes: the inside presses' first cells
/// are one rectangle; the presses round it are reached one by one.
fn square_unknowns(reach: &SquareReach) -> usize {
    let (rows, cols) = reach.sides();
    let offsets = reach.offsets_inside();
    let span = |pick: fn(&(i32, i32)) -> i32| {
        let values = offsets.iter().map(pick);
        (values.clone().min(), values.max())
    };
    let (rows_inside, cols_inside) = match (span(|o| o.0), span(|o| o.1)) {
        ((Some(low_r), Some(high_r)), (Some(low_c), Some(high_c))) => {
            (inside(rows, low_r, high_r), inside(cols, low_c, high_c))
        }
        _ => (None, None),
    };
    // The inside rectangle and its presses' first cells: the inside moved by the offset
    // that comes first in reading order.
    let rectangle = rows_inside.zip(cols_inside);
    let step = offsets
        .iter()
        .copied()
        .min_by_key(|&(dr, dc)| i64::from(dr) * cols as i64 + i64::from(dc));
    let moved = rectangle
        .zip(step)
        .map(|(((top, bottom), (left, right)), (dr, dc))| {
            let shift = |at: usize, by: i32| (at as i64 + i64::from(by)) as usize;
            (
                (shift(top, dr), shift(bottom, dr)),
                (shift(left, dc), shift(right, dc)),
            )
        });
    let in_box = |(low, high): (usize, usize), at: usize| (low..=high).contains(&at);
    let inside_press =
        |row: usize, col: usize| rectangle.is_some_and(|(r, c)| in_box(r, row) && in_box(c, col));
    let first_inside =
        |cell: usize| moved.is_some_and(|(r, c)| in_box(r, cell / cols) && in_box(c, cell % cols));
    // The first cells of the presses round the inside that the inside's first cells miss.
    let mut others = Vec::new();
    let mut cells = Vec::new();
    let edge_rows = (0..rows).filter(|&row| !rows_inside.is_some_and(|r| in_box(r, row)));
    // An inside row's presses round the inside: the columns before it and after it.
    let (left, after) = cols_inside.map_or((cols, cols), |(left, right)| (left, right + 1));
    let edge_presses = edge_rows
        .flat_map(|row| (0..cols).map(move |col| (row, col)))
        .chain(rows_inside.into_iter().flat_map(|(top, bottom)| {
            (top..=bottom)
                .flat_map(move |row| (0..left).chain(after..cols).map(move |col| (row, col)))
        }));
    for (row, col) in edge_presses {
        debug_assert!(!inside_press(row, col));
        cells.clear();
        reach.push(row * cols + col, &mut cells);
        if let Some(&first) = cells.iter().min() {
            if !first_inside(first as usize) {
                others.push(first);
            }
        }
    }
    others.sort_unstable();
    others.dedup();
    let inside_firsts = rectangle.map_or(0, |((top, bottom), (left, right))| {
        (bottom - top + 1) * (right - left + 1)
    });
    rows * cols - inside_firsts - others.len()
}

/// Flip on a square board: a press reaches its whole row and column, so its first cell is
/// in the top row. Column `col` of it from the column itself; the top-left corner for a press
/// in the top row, or in the bottom row of a surface whose left and right edges meet with a
/// twist (its row, carried across that edge, lands on the top row: every column but its own);
/// and on the projective plane the mirrored column `cols - 1 - col`, where the column carried
/// across the top and bottom edges lands.
fn square_line_unknowns(square: &SquareLattice) -> usize {
    let (rows, cols, surface) = (square.rows(), square.cols(), square.topology());
    let twisted = matches!(
        surface,
        Topology::Moebius | Topology::Klein | Topology::Projective
    );
    let mut first = vec![false; cols];
    for row in 0..rows {
        for col in 0..cols {
            let cell = if row == 0 || (twisted && row + 1 == rows && cols > 1) {
                0
            } else if surface == Topology::Projective {
                col.min(cols - 1 - col)
            } else {
                col
            };
            first[cell] = true;
        }
    }
    rows * cols - first.iter().filter(|&&is_first| is_first).count()
}

/// Flip on a hexagon: a press reaches the three lines through its cell, and its first cell
/// (cells are numbered row by row, from the top, left to right) is the highest of the three
/// lines' top ends, the leftmost where two are as high.
fn hex_line_unknowns(hex: &HexLattice) -> usize {
    let k = hex.order() as i32;
    let lowest_q = |r: i32| (-(k - 1)).max(-(k - 1) - r);
    let mut row_start = Vec::with_capacity(2 * k as usize);
    let mut next = 0usize;
    for length in hex.row_lengths() {
        row_start.push(next);
        next += length;
    }
    let index = |(r, q): (i32, i32)| row_start[(r + k - 1) as usize] + (q - lowest_q(r)) as usize;
    let mut first = vec![false; next];
    for (q, r) in hex.sites() {
        let s = -q - r;
        // The top ends of its row, of the line of its q and of the line of its s.
        let along_q = (-(k - 1)).max(-(k - 1) - q);
        let along_s = (-(k - 1)).max(-(k - 1) - s);
        let top = [(r, lowest_q(r)), (along_q, q), (along_s, -s - along_s)]
            .into_iter()
            .min()
            .expect("three ends");
        first[index(top)] = true;
    }
    next - first.iter().filter(|&&is_first| is_first).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::move_matrix::MoveMatrix;
    use crate::model::rule::Pattern;
    use crate::solve::chase::Chase;

    fn chased(puzzle: &Puzzle) -> usize {
        let matrix: MoveMatrix = puzzle.move_matrix().unwrap();
        Chase::free_count_by_rows(&matrix, &matrix.reached_by())
    }

    #[test]
    fn the_count_from_the_edges_is_the_chases_on_every_surface_rule_and_shape() {
        let mut rules: Vec<Rule> = ["plus", "sigma", "king", "x", "knight"]
            .into_iter()
            .map(|name| Rule::Pattern(Pattern::square_preset(name).unwrap()))
            .collect();
        rules.extend([
            Rule::Line,
            Rule::Merlin,
            // Lopsided: no centre, far to one side, wider than small boards.
            Rule::Pattern(Pattern::new([(0, 3), (2, -1), (1, 5)]).unwrap()),
            Rule::Pattern(Pattern::new([(-3, 0), (0, -2)]).unwrap()),
        ]);
        for rule in &rules {
            for surface in Topology::ALL {
                for (rows, cols) in [(1, 1), (1, 7), (6, 1), (2, 3), (5, 5), (7, 4), (9, 12)] {
                    let Ok(square) = SquareLattice::new(rows, cols, surface) else {
                        continue;
                    };
                    let Ok(puzzle) = Puzzle::new(Shape::Square(square), rule.clone(), 3) else {
                        continue;
                    };
                    assert_eq!(
                        unknowns_by_rows(&puzzle).unwrap(),
                        chased(&puzzle),
                        "{rule:?} on a {rows} x {cols} {surface}"
                    );
                }
            }
        }
        let hex_pattern = |name| Rule::Pattern(Pattern::hex_preset(name).unwrap());
        for rule in [hex_pattern("plus"), hex_pattern("sigma"), Rule::Line] {
            for order in 1..=9 {
                let hexagon = Shape::Hex(HexLattice::new(order).unwrap());
                let puzzle = Puzzle::new(hexagon, rule.clone(), 2).unwrap();
                assert_eq!(
                    unknowns_by_rows(&puzzle).unwrap(),
                    chased(&puzzle),
                    "{rule:?} on a hexagon of order {order}"
                );
            }
        }
        // With holes, from the move matrix.
        let holes = SquareLattice::new(6, 7, Topology::Torus)
            .unwrap()
            .with_mask((0..42).map(|site| site % 5 != 2))
            .unwrap();
        let puzzle = Puzzle::new(Shape::Square(holes), Rule::Line, 2).unwrap();
        assert_eq!(unknowns_by_rows(&puzzle).unwrap(), chased(&puzzle));
    }
}
