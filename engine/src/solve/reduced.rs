//! The one precomputation per shape, rule, surface and N, and every per-board question
//! answered from it without eliminating again.
//!
//! Building a [`Reduced`] chases the move matrix down to a small residual system (see
//! [`crate::solve::chase`]) and factors that system once: bit-packed LU for N = 2, Smith forms per
//! prime power for other N. A board is then solved by one chase, one pair of triangular
//! passes on the small system and a second chase: O(entries + f^2/64) for N = 2, where f is
//! the residual system's size (128 for a 128 x 128 Lights Out board), well within O(n^2/64).

use rand::Rng;

use crate::algebra::count::Count;
use crate::algebra::gf2::{pack_bits, unpack_bits, Gf2Elimination};
use crate::algebra::howell::HowellBasis;
use crate::algebra::modular::{prime_powers, ModularElimination};
use crate::error::EngineError;
use crate::model::board::{Board, Goal, Presses};
use crate::model::move_matrix::MoveMatrix;
use crate::model::puzzle::Puzzle;
use crate::search::budget::Budget;
use crate::solve::chase::Chase;

/// Largest residual system eliminated for N = 2.
pub const MAX_UNKNOWNS_GF2: usize = 4096;
/// Largest residual system put in Smith form for N > 2.
pub const MAX_UNKNOWNS_MODULAR: usize = 512;

/// A puzzle with its move matrix factored once.
#[derive(Debug, Clone)]
pub struct Reduced {
    puzzle: Puzzle,
    matrix: MoveMatrix,
    rows: MoveMatrix,
    chase: Chase,
    system: System,
    quiet_patterns: Vec<(Presses, u32)>,
    kernel_size: Count,
}

/// The factored residual system. For N = 2 the solution found has 0 at every free press, which
/// already makes it canonical (see the Howell form in the algebra room); for other N the Smith form's solution is
/// reduced by the quiet patterns' Howell form.
#[derive(Debug, Clone)]
enum System {
    Gf2(Gf2Elimination),
    Modular(ModularElimination, HowellBasis),
}

/// One class invariant: the board's value of a linear functional that every solvable board
/// sends to 0, taken modulo `modulus`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Invariant {
    pub value: u32,
    pub modulus: u32,
}

/// Which class a board is in: boards differ by a solvable board exactly when their invariants
/// agree, and the solvable boards are the class with every invariant 0 (seed 002, Theorems
/// 1-4: the invariants are b·q for the quiet patterns q of the transposed move matrix).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Class {
    pub invariants: Vec<Invariant>,
}

impl Class {
    /// Whether this is the class of solvable boards.
    pub fn is_solvable(&self) -> bool {
        self.invariants.iter().all(|invariant| invariant.value == 0)
    }
}

/// The answer for one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// These presses take the board to the goal.
    Solvable(Presses),
    /// No presses do; the board's class says why.
    Unsolvable(Class),
}

impl Reduced {
    /// Builds the move matrix, chases it and factors the residual system. Refused, before the
    /// large allocations, when the residual system is larger than this build supports.
    ///
    /// ```
    /// use lights_lab_engine::{Goal, Outcome, Puzzle, Reduced};
    /// // Classic 5 x 5 Lights Out has 2 independent quiet patterns: 1 board in 4 is solvable.
    /// let reduced = Reduced::new(&Puzzle::lights_out(5, 5)?)?;
    /// assert_eq!(reduced.nullity(), Some(2));
    /// assert_eq!(reduced.solvable_fraction(), "1/4");
    /// let all_on = Goal::On.target(25, 2);
    /// let Outcome::Solvable(presses) = reduced.solve(&all_on, &Goal::Off)? else {
    ///     panic!("the all-on 5 x 5 board is solvable");
    /// };
    /// assert_eq!(reduced.apply(&all_on, &presses), Goal::Off.target(25, 2));
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn new(puzzle: &Puzzle) -> Result<Self, EngineError> {
        Self::new_within(puzzle, &mut Budget::unlimited())
    }

    /// [`Reduced::new`] within `budget`: the eliminations and the canonical form of the quiet
    /// patterns report as they go (on 256 x 256 boards with composite N they take seconds), and
    /// a budget that stops them makes this an error saying so (its `stopped()` says why).
    pub fn new_within(puzzle: &Puzzle, budget: &mut Budget) -> Result<Self, EngineError> {
        let stopped = || EngineError::new("factoring the puzzle was stopped before it finished");
        let matrix = puzzle.move_matrix()?;
        let rows = matrix.reached_by();
        let chase = Chase::plan(&matrix, &rows);
        let states = puzzle.states();
        let f = chase.free_count();
        let limit = if states == 2 {
            MAX_UNKNOWNS_GF2
        } else {
            MAX_UNKNOWNS_MODULAR
        };
        if f > limit {
            return Err(EngineError::new(format!(
                "this puzzle reduces to a system of {f} unknowns; with {states} states at most {limit} are supported (try a smaller board or a more local rule)"
            )));
        }
        let mut system = if states == 2 {
            let matrix = chase
                .residual_matrix_gf2(&rows, budget)
                .ok_or_else(stopped)?;
            System::Gf2(Gf2Elimination::new(matrix, budget).ok_or_else(stopped)?)
        } else {
            let matrix = chase
                .residual_matrix_mod(&rows, states, budget)
                .ok_or_else(stopped)?;
            let elimination =
                ModularElimination::new(&matrix, f, states as u32, budget).ok_or_else(stopped)?;
            System::Modular(elimination, HowellBasis::empty(states as u32))
        };
        // A chase of the whole board per quiet pattern (or per 64 of them for N = 2).
        let chase_cost = (matrix.cells() + rows.entries()) as u64;
        let quiet_patterns = match &system {
            System::Gf2(elimination) => {
                gf2_quiet_patterns(&chase, &rows, &elimination.kernel(), chase_cost, budget)
            }
            System::Modular(elimination, _) => {
                let zeros = vec![0u8; matrix.cells()];
                let kernel = elimination.kernel();
                let total = kernel.len().max(1) as f64;
                kernel
                    .into_iter()
                    .enumerate()
                    .map(|(i, (free, order))| {
                        budget.step(chase_cost, i as f64 / total).then(|| {
                            let chased = chase.run(&rows, states, &zeros, &free);
                            (Presses(chased.presses), order)
                        })
                    })
                    .collect()
            }
        }
        .ok_or_else(stopped)?;
        if let System::Modular(_, howell) = &mut system {
            *howell = HowellBasis::new(
                quiet_patterns
                    .iter()
                    .map(|(q, _): &(Presses, u32)| q.0.clone()),
                states as u32,
                budget,
            )
            .ok_or_else(stopped)?;
        }
        let mut kernel_size = Count::one();
        for (_, order) in &quiet_patterns {
            for (p, e) in prime_powers(*order) {
                kernel_size.multiply_prime_power(p, e as u64);
            }
        }
        Ok(Self {
            puzzle: puzzle.clone(),
            matrix,
            rows,
            chase,
            system,
            quiet_patterns,
            kernel_size,
        })
    }

    /// The puzzle this was built for.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The move matrix.
    pub fn move_matrix(&self) -> &MoveMatrix {
        &self.matrix
    }

    /// The planned chase, for stepping through it (the Learn page).
    pub(crate) fn chase(&self) -> &Chase {
        &self.chase
    }

    /// For each cell, the presses that reach it (the move matrix's transpose).
    pub(crate) fn reached_by(&self) -> &MoveMatrix {
        &self.rows
    }

    /// n, the number of cells.
    pub fn cells(&self) -> usize {
        self.matrix.cells()
    }

    /// N, the number of states.
    pub fn states(&self) -> u8 {
        self.puzzle.states()
    }

    /// The size of the residual system the chase left (the classic chase leaves one row).
    pub fn unknowns(&self) -> usize {
        self.chase.free_count()
    }

    /// The nullity: how many independent quiet patterns there are (prime N only).
    pub fn nullity(&self) -> Option<usize> {
        self.puzzle
            .has_prime_states()
            .then_some(self.quiet_patterns.len())
    }

    /// The rank of the move matrix: the dimension of the solvable boards (prime N only).
    pub fn rank(&self) -> Option<usize> {
        self.nullity().map(|nullity| self.cells() - nullity)
    }

    /// The number of quiet press vectors (presses that change nothing), counting none.
    pub fn kernel_size(&self) -> &Count {
        &self.kernel_size
    }

    /// The number of boards from which the goal can be reached: N^n / kernel size.
    pub fn solvable_boards(&self) -> Count {
        let mut all = Count::one();
        for (p, e) in prime_powers(self.states() as u32) {
            all.multiply_prime_power(p, e as u64 * self.cells() as u64);
        }
        all.divided_by(&self.kernel_size)
    }

    /// The chance that a uniformly random board is solvable, as "1/k" with k the kernel size.
    pub fn solvable_fraction(&self) -> String {
        format!("1/{}", self.kernel_size)
    }

    /// Generators of the quiet patterns: a basis for prime N; for composite N, generators whose
    /// orders multiply to the kernel size.
    pub fn quiet_patterns(&self) -> impl Iterator<Item = &Presses> {
        self.quiet_patterns.iter().map(|(presses, _)| presses)
    }

    /// The additive order of each quiet-pattern generator (N for prime N).
    pub fn quiet_pattern_orders(&self) -> impl Iterator<Item = u32> + '_ {
        self.quiet_patterns.iter().map(|&(_, order)| order)
    }

    /// Checks that a board fits this puzzle.
    pub fn check_board(&self, board: &Board) -> Result<(), EngineError> {
        board.check(self.cells(), self.states())
    }

    /// goal - board, mod N: what the presses must add.
    fn target(&self, board: &Board, goal: &Goal) -> Result<Vec<u8>, EngineError> {
        self.check_board(board)?;
        let goal = goal.target(self.cells(), self.states());
        self.check_board(&goal)
            .map_err(|e| EngineError::new(format!("goal: {e}")))?;
        let states = self.states();
        Ok(goal
            .0
            .iter()
            .zip(&board.0)
            .map(|(&g, &b)| (g + states - b) % states)
            .collect())
    }

    /// Solves the board: presses that reach the goal, or the board's class when none do.
    /// The solution is the canonical one of its coset (see the Howell form in the algebra room): pressing any
    /// cell it presses leaves a board whose solution is this one less that press.
    pub fn solve(&self, board: &Board, goal: &Goal) -> Result<Outcome, EngineError> {
        let target = self.target(board, goal)?;
        let states = self.states();
        let f = self.unknowns();
        let residuals = self
            .chase
            .run(&self.rows, states, &target, &vec![0; f])
            .residuals;
        let free = match &self.system {
            System::Gf2(elimination) => elimination
                .solve(&pack_bits(&residuals))
                .map(|words| unpack_bits(&words, f))
                .map_err(|invariants| {
                    invariants
                        .into_iter()
                        .map(|value| Invariant {
                            value: value as u32,
                            modulus: 2,
                        })
                        .collect()
                }),
            System::Modular(elimination, _) => elimination
                .solve(&residuals)
                .ok_or_else(|| modular_class(elimination, &residuals)),
        };
        Ok(match free {
            Ok(free) => {
                let mut chased = self.chase.run(&self.rows, states, &target, &free);
                debug_assert!(chased.residuals.iter().all(|&r| r == 0));
                if let System::Modular(_, howell) = &self.system {
                    howell.reduce(&mut chased.presses);
                }
                Outcome::Solvable(Presses(chased.presses))
            }
            Err(invariants) => Outcome::Unsolvable(Class { invariants }),
        })
    }

    /// The board's class (all invariants 0 for a solvable board).
    pub fn class(&self, board: &Board, goal: &Goal) -> Result<Class, EngineError> {
        let target = self.target(board, goal)?;
        let residuals = self
            .chase
            .run(
                &self.rows,
                self.states(),
                &target,
                &vec![0; self.unknowns()],
            )
            .residuals;
        let invariants = match &self.system {
            System::Gf2(elimination) => elimination
                .invariants(&pack_bits(&residuals))
                .into_iter()
                .map(|value| Invariant {
                    value: value as u32,
                    modulus: 2,
                })
                .collect(),
            System::Modular(elimination, _) => modular_class(elimination, &residuals),
        };
        Ok(Class { invariants })
    }

    /// One cell to press next, taken from a solution of the board; `None` when the board is
    /// already at the goal or cannot reach it.
    pub fn hint(&self, board: &Board, goal: &Goal) -> Result<Option<usize>, EngineError> {
        Ok(match self.solve(board, goal)? {
            Outcome::Solvable(presses) => presses.pressed_cells().next(),
            Outcome::Unsolvable(_) => None,
        })
    }

    /// The board after `presses`.
    pub fn apply(&self, board: &Board, presses: &Presses) -> Board {
        let mut next = board.clone();
        self.matrix.apply(&presses.0, &mut next.0, self.states());
        next
    }

    /// A board drawn uniformly from those that can reach the goal: goal - A·x for a uniform
    /// press vector x (a homomorphism pushes the uniform distribution onto its image).
    pub fn random_solvable_with_rng<R: Rng + ?Sized>(&self, goal: &Goal, rng: &mut R) -> Board {
        let states = self.states();
        let presses: Vec<u8> = (0..self.cells())
            .map(|_| rng.random_range(0..states))
            .collect();
        let mut change = vec![0u8; self.cells()];
        self.matrix.apply(&presses, &mut change, states);
        let goal = goal.target(self.cells(), states);
        Board(
            goal.0
                .iter()
                .zip(&change)
                .map(|(&g, &c)| (g + states - c) % states)
                .collect(),
        )
    }

    /// Any board, every one equally likely (solvable or not).
    pub fn random_board_with_rng<R: Rng + ?Sized>(&self, rng: &mut R) -> Board {
        let states = self.states();
        Board(
            (0..self.cells())
                .map(|_| rng.random_range(0..states))
                .collect(),
        )
    }
}

/// Expands a GF(2) kernel basis of the residual system into quiet patterns of the board, 64
/// at a time in the bit lanes of one chase.
/// `None` when `budget` stopped it first.
fn gf2_quiet_patterns(
    chase: &Chase,
    rows: &MoveMatrix,
    kernel: &[Vec<u64>],
    chase_cost: u64,
    budget: &mut Budget,
) -> Option<Vec<(Presses, u32)>> {
    let f = chase.free_count();
    let mut patterns = Vec::with_capacity(kernel.len());
    for (i, batch) in kernel.chunks(64).enumerate() {
        let done = (i * 64) as f64 / kernel.len() as f64;
        // The chase, then unpacking each lane over the board.
        if !budget.step(chase_cost + (batch.len() * rows.cells()) as u64, done) {
            return None;
        }
        let free: Vec<u64> = (0..f)
            .map(|j| {
                batch
                    .iter()
                    .enumerate()
                    .fold(0u64, |lanes, (lane, vector)| {
                        lanes | (vector[j / 64] >> (j % 64) & 1) << lane
                    })
            })
            .collect();
        let lanes = chase.run_gf2_lanes(rows, &free);
        patterns.extend((0..batch.len()).map(|lane| {
            let presses = lanes.iter().map(|&l| (l >> lane & 1) as u8).collect();
            (Presses(presses), 2)
        }));
    }
    Some(patterns)
}

fn modular_class(elimination: &ModularElimination, residuals: &[u8]) -> Vec<Invariant> {
    elimination
        .invariants(residuals)
        .into_iter()
        .map(|(value, modulus)| Invariant { value, modulus })
        .collect()
}
