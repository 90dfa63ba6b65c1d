//! A puzzle's parameters: shape, rule and number of states. Building its move matrix checks
//! sizes first, so nothing large is allocated for a request that will be refused.

use crate::error::{check_range, EngineError};
use crate::model::move_matrix::MoveMatrix;
use crate::model::reach::{Reach, SquareReach};
use crate::model::rule::{Pattern, Rule};
use crate::model::shape::{HexLattice, Shape, SquareLattice};
use crate::model::topology::Topology;

/// Fewest and most states a cell may have.
pub const MIN_STATES: u8 = 2;
pub const MAX_STATES: u8 = 16;
/// Largest number of (press, cell) entries of a move matrix.
pub const MAX_ENTRIES: usize = 1 << 23;

/// What a player picks in the menus, less the goal: which cells, which rule, how many states.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    shape: Shape,
    rule: Rule,
    states: u8,
}

impl Puzzle {
    /// Checks that the rule fits the shape and that N is 2..=16.
    pub fn new(shape: Shape, rule: Rule, states: u8) -> Result<Self, EngineError> {
        check_range(
            "states",
            states as usize,
            MIN_STATES as usize,
            MAX_STATES as usize,
        )?;
        match (&shape, &rule) {
            (Shape::Graph(_), Rule::Sigma { .. }) => {}
            (Shape::Graph(_), _) => {
                return Err(EngineError::unsupported(
                    "a graph board takes the rule sigma or sigma-plus",
                ))
            }
            (_, Rule::Sigma { .. }) => {
                return Err(EngineError::unsupported(
                    "the rules sigma and sigma-plus need a graph; for a lattice use a pattern",
                ))
            }
            (Shape::Hex(_), Rule::Merlin) => {
                return Err(EngineError::unsupported(
                    "the merlin rule is for square boards; a hexagon allows plus, sigma, line or offsets",
                ))
            }
            (Shape::Square(square), Rule::Merlin) if square.topology() != Topology::Plane => {
                return Err(EngineError::unsupported(format!(
                    "the merlin rule needs corners and sides, so the plane only; got {}",
                    square.topology()
                )))
            }
            _ => {}
        }
        Ok(Self {
            shape,
            rule,
            states,
        })
    }

    /// Classic Lights Out: a rows x cols plane board, the plus pattern, two states.
    ///
    /// ```
    /// use lights_lab_engine::Puzzle;
    /// // 5 x 5: 25 cells, and 105 press-to-cell entries (25 presses, each reaching itself and
    /// // its 2 to 4 neighbours).
    /// let puzzle = Puzzle::lights_out(5, 5)?;
    /// assert_eq!(puzzle.cells(), 25);
    /// assert_eq!(puzzle.move_matrix()?.entries(), 105);
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn lights_out(rows: usize, cols: usize) -> Result<Self, EngineError> {
        Self::new(
            Shape::Square(SquareLattice::new(rows, cols, Topology::Plane)?),
            Rule::Pattern(Pattern::square_preset("plus")?),
            2,
        )
    }

    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    pub fn rule(&self) -> &Rule {
        &self.rule
    }

    /// N, the number of states of a cell.
    pub fn states(&self) -> u8 {
        self.states
    }

    /// Whether N is prime, so that Z_N is a field and ranks and dimensions make sense.
    pub fn has_prime_states(&self) -> bool {
        (2..self.states).all(|d| !self.states.is_multiple_of(d))
    }

    /// The number of cells.
    pub fn cells(&self) -> usize {
        self.shape.cell_count()
    }

    /// An upper bound on the move matrix's entries, known before building it.
    pub(crate) fn entry_bound(&self) -> usize {
        let per_press = match (&self.shape, &self.rule) {
            (_, Rule::Pattern(pattern)) => pattern.offsets().len(),
            (Shape::Square(square), Rule::Line) => square.rows() + square.cols(),
            (Shape::Hex(hex), Rule::Line) => 6 * hex.order(),
            (_, Rule::Merlin) => 5,
            (Shape::Graph(graph), Rule::Sigma { .. }) => {
                return graph.arcs().len() + graph.vertex_count()
            }
            (Shape::Graph(_), _) => 0,
            (_, Rule::Sigma { .. }) => 0,
        };
        self.cells().saturating_mul(per_press)
    }

    /// Which cells each press reaches, for pressing one cell at a time: on a square lattice
    /// worked out per press (nothing the size of the move matrix is built, so a million-cell
    /// board is ready at once); on other shapes the move matrix, refused as it is.
    pub fn reach(&self) -> Result<Reach, EngineError> {
        match &self.shape {
            Shape::Square(square) => Ok(Reach::square(SquareReach::new(square, &self.rule))),
            _ => self.move_matrix().map(Reach::matrix),
        }
    }

    /// The move matrix: which cells each press reaches. Refused when it would exceed
    /// 8,388,608 entries.
    pub fn move_matrix(&self) -> Result<MoveMatrix, EngineError> {
        let bound = self.entry_bound();
        if bound > MAX_ENTRIES {
            return Err(EngineError::too_large(
                "move-matrix entries",
                MAX_ENTRIES as u64,
                format!(
                    "this puzzle's move matrix would have up to {bound} entries; at most {MAX_ENTRIES} are allowed (use fewer cells or a smaller pattern)"
                ),
            ));
        }
        Ok(match &self.shape {
            Shape::Square(square) => square_matrix(square, &self.rule),
            Shape::Hex(hex) => hex_matrix(hex, &self.rule),
            Shape::Graph(graph) => {
                let plus = matches!(self.rule, Rule::Sigma { plus: true });
                // Arcs are sorted, so each vertex's out-arcs form one run.
                let arcs = graph.arcs();
                let mut next_arc = 0;
                MoveMatrix::build(graph.vertex_count(), |press, out| {
                    if plus {
                        out.push(press as u32);
                    }
                    while next_arc < arcs.len() && arcs[next_arc].0 as usize == press {
                        out.push(arcs[next_arc].1);
                        next_arc += 1;
                    }
                })
            }
        })
    }
}

const HOLE: u32 = u32::MAX;

fn square_matrix(square: &SquareLattice, rule: &Rule) -> MoveMatrix {
    let reach = SquareReach::new(square, rule);
    MoveMatrix::build(reach.cells(), |press, out| reach.push(press, out))
}

fn hex_matrix(hex: &HexLattice, rule: &Rule) -> MoveMatrix {
    let k = hex.order() as i32;
    let span = (2 * k - 1) as usize;
    let slot = |q: i32, r: i32| -> Option<usize> {
        let s = -q - r;
        (q.abs() < k && r.abs() < k && s.abs() < k)
            .then(|| (r + k - 1) as usize * span + (q + k - 1) as usize)
    };
    let sites = hex.sites();
    let mut index = vec![HOLE; span * span];
    let mut next = 0;
    for (site, &(q, r)) in sites.iter().enumerate() {
        if hex.mask().is_none_or(|mask| mask[site]) {
            index[slot(q, r).expect("a site of the hexagon")] = next;
            next += 1;
        }
    }
    let offsets: Vec<(i32, i32)> = match rule {
        Rule::Pattern(pattern) => pattern.offsets().to_vec(),
        Rule::Line => {
            let reach = 2 * k - 2;
            (-reach..=reach)
                .flat_map(|d| [(d, 0), (0, d), (d, -d)])
                .collect()
        }
        Rule::Merlin | Rule::Sigma { .. } => Vec::new(),
    };
    let cells: Vec<(i32, i32)> = sites
        .iter()
        .enumerate()
        .filter(|(site, _)| hex.mask().is_none_or(|mask| mask[*site]))
        .map(|(_, &site)| site)
        .collect();
    MoveMatrix::build(cells.len(), |press, out| {
        let (q, r) = cells[press];
        out.extend(
            offsets
                .iter()
                .filter_map(|&(dq, dr)| slot(q + dq, r + dr))
                .map(|s| index[s])
                .filter(|&cell| cell != HOLE),
        );
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::graph::Digraph;

    #[test]
    fn lights_out_corner_reaches_three_cells_and_centre_five() {
        let matrix = Puzzle::lights_out(3, 3).unwrap().move_matrix().unwrap();
        assert_eq!(matrix.reach(0), &[0, 1, 3]);
        assert_eq!(matrix.reach(4), &[1, 3, 4, 5, 7]);
    }

    #[test]
    fn merlin_corner_side_and_centre() {
        let square = SquareLattice::new(3, 3, Topology::Plane).unwrap();
        let puzzle = Puzzle::new(Shape::Square(square), Rule::Merlin, 2).unwrap();
        let matrix = puzzle.move_matrix().unwrap();
        assert_eq!(matrix.reach(0), &[0, 1, 3, 4]);
        assert_eq!(matrix.reach(1), &[0, 1, 2]);
        assert_eq!(matrix.reach(3), &[0, 3, 6]);
        assert_eq!(matrix.reach(4), &[1, 3, 4, 5, 7]);
    }

    #[test]
    fn a_press_adds_once_even_when_wrapping_lands_twice() {
        // On a 1x2 torus the offsets +1 and -1 land on the same cell.
        let square = SquareLattice::new(1, 2, Topology::Torus).unwrap();
        let puzzle = Puzzle::new(
            Shape::Square(square),
            Rule::Pattern(Pattern::square_preset("plus").unwrap()),
            3,
        )
        .unwrap();
        assert_eq!(puzzle.move_matrix().unwrap().reach(0), &[0, 1]);
    }

    #[test]
    fn rules_must_fit_the_shape() {
        let graph = Digraph::new(2, vec![(0, 1)]).unwrap();
        let plus = Rule::Pattern(Pattern::square_preset("plus").unwrap());
        assert!(Puzzle::new(Shape::Graph(graph), plus, 2).is_err());
        let torus = SquareLattice::new(3, 3, Topology::Torus).unwrap();
        assert!(Puzzle::new(Shape::Square(torus), Rule::Merlin, 2).is_err());
        assert!(Puzzle::lights_out(3, 3).is_ok());
        let square = SquareLattice::new(3, 3, Topology::Plane).unwrap();
        assert!(Puzzle::new(Shape::Square(square), Rule::Line, 17).is_err());
    }

    #[test]
    fn prime_state_counts_are_those_with_a_field() {
        let primes: Vec<u8> = (2..=16)
            .filter(|&n| {
                let square = SquareLattice::new(2, 2, Topology::Plane).unwrap();
                let rule = Rule::Pattern(Pattern::square_preset("plus").unwrap());
                Puzzle::new(Shape::Square(square), rule, n)
                    .unwrap()
                    .has_prime_states()
            })
            .collect();
        assert_eq!(primes, [2, 3, 5, 7, 11, 13]);
    }

    #[test]
    fn huge_line_boards_are_refused_before_building() {
        let square = SquareLattice::new(256, 256, Topology::Plane).unwrap();
        let puzzle = Puzzle::new(Shape::Square(square), Rule::Line, 2).unwrap();
        assert!(puzzle
            .move_matrix()
            .unwrap_err()
            .message()
            .contains("entries"));
    }
}
