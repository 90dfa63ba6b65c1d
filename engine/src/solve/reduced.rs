//! The one precomputation per shape, rule, surface and N, and every per-board question
//! answered from it without eliminating again.
//!
//! Building a [`Reduced`] chases the move matrix down to a small residual system (see
//! [`crate::solve::chase`]) and factors that system once: bit-packed LU for N = 2, Smith forms per
//! prime power for other N. A board is then solved by one chase, one pair of triangular
//! passes on the small system and a second chase: O(entries + f^2/64) for N = 2, where f is
//! the residual system's size (128 for a 128 x 128 Lights Out board), well within O(n^2/64).

use std::sync::{Arc, OnceLock};

use rand::Rng;

use crate::algebra::count::Count;
use crate::algebra::gf2::{pack_bits, unpack_bits, Gf2Elimination};
use crate::algebra::howell::HowellBasis;
use crate::algebra::modular::{prime_powers, ModularElimination};
use crate::budget::Budget;
use crate::error::EngineError;
use crate::model::board::{Board, Goal, Presses};
use crate::model::move_matrix::MoveMatrix;
use crate::model::puzzle::Puzzle;
use crate::solve::chase::Chase;
use crate::solve::chase_plan::Plan;
use crate::solve::plane::PlaneLightsOut;
use crate::solve::quiet::{Generator, Generators};
use crate::solve::unknowns::unknowns_within;

/// A puzzle with its move matrix factored once.
#[derive(Debug, Clone)]
pub struct Reduced {
    puzzle: Puzzle,
    pub(super) route: Route,
    kernel_size: Count,
    /// The move matrix and its chase, built on first use for the polynomial route (the Learn
    /// page steps through the chase of a small board; a huge board never asks).
    plan: OnceLock<Result<Plan, EngineError>>,
    /// The quiet patterns of the polynomial route as generators, built on first use.
    pub(super) generators: OnceLock<Generators>,
}

/// How the puzzle was factored: classic Lights Out on a plane rectangle by its polynomial
/// congruence, which needs no move matrix and grows with the board (up to 10000 x 10000), and
/// every other puzzle by chasing its move matrix.
#[derive(Debug, Clone)]
pub(super) enum Route {
    Plane(PlaneLightsOut),
    Chased(Box<Chased>),
}

/// A puzzle factored by chasing its move matrix down to a residual system.
#[derive(Debug, Clone)]
pub(super) struct Chased {
    plan: Plan,
    system: System,
    pub(super) quiet_patterns: Generators,
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
        let route = match PlaneLightsOut::dimensions(puzzle) {
            Some((rows, cols)) => {
                Route::Plane(PlaneLightsOut::new(rows, cols, budget).ok_or_else(stopped)?)
            }
            None => Route::Chased(Box::new(Chased::new(puzzle, budget)?)),
        };
        let kernel_size = match &route {
            Route::Plane(plane) => Count::prime_power(2, plane.nullity() as u64),
            Route::Chased(chased) => {
                let mut size = Count::one();
                for generator in chased.quiet_patterns.iter() {
                    for (p, e) in prime_powers(generator.order) {
                        size.multiply_prime_power(p, e as u64);
                    }
                }
                size
            }
        };
        Ok(Self {
            puzzle: puzzle.clone(),
            route,
            kernel_size,
            plan: OnceLock::new(),
            generators: OnceLock::new(),
        })
    }

    /// The puzzle this was built for.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The move matrix, its transpose and the chase: the factorisation's own for a chased
    /// puzzle, built on first use for classic Lights Out (refused, before building, past the
    /// move-matrix entries allowed).
    pub(crate) fn plan(&self) -> Result<&Plan, EngineError> {
        match &self.route {
            Route::Chased(chased) => Ok(&chased.plan),
            Route::Plane(_) => self
                .plan
                .get_or_init(|| {
                    Plan::new(&self.puzzle, &mut Budget::unlimited())
                        .map(|plan| plan.expect("an unlimited budget never stops"))
                })
                .as_ref()
                .map_err(Clone::clone),
        }
    }

    /// The move matrix (see [`Reduced::plan`] for when it is refused).
    pub fn move_matrix(&self) -> Result<&MoveMatrix, EngineError> {
        Ok(&self.plan()?.matrix)
    }

    /// The planned chase, for stepping through it (the Learn page).
    pub(crate) fn chase(&self) -> Result<&Chase, EngineError> {
        Ok(&self.plan()?.chase)
    }

    /// For each cell, the presses that reach it (the move matrix's transpose).
    pub(crate) fn reached_by(&self) -> Result<&MoveMatrix, EngineError> {
        Ok(&self.plan()?.rows)
    }

    /// n, the number of cells.
    pub fn cells(&self) -> usize {
        self.puzzle.cells()
    }

    /// N, the number of states.
    pub fn states(&self) -> u8 {
        self.puzzle.states()
    }

    /// The size of the residual system the chase left (the classic chase leaves one row).
    pub fn unknowns(&self) -> usize {
        match &self.route {
            Route::Plane(plane) => plane.unknowns(),
            Route::Chased(chased) => chased.plan.chase.free_count(),
        }
    }

    /// The number of quiet-pattern generators (the nullity for prime N).
    pub fn quiet_pattern_count(&self) -> usize {
        match &self.route {
            Route::Plane(plane) => plane.nullity(),
            Route::Chased(chased) => chased.quiet_patterns.len(),
        }
    }

    /// The nullity: how many independent quiet patterns there are (prime N only).
    pub fn nullity(&self) -> Option<usize> {
        self.puzzle
            .has_prime_states()
            .then_some(self.quiet_pattern_count())
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
    /// orders multiply to the kernel size. On a plane Lights Out board each is built when the
    /// iterator reaches it, so taking a few of a huge board's patterns costs only those.
    pub fn quiet_patterns(&self) -> impl Iterator<Item = Presses> + '_ {
        (0..self.quiet_pattern_count()).map(move |i| match &self.route {
            Route::Plane(plane) => Presses(plane.quiet_pattern(i)),
            Route::Chased(chased) => Presses(chased.quiet_patterns[i].dense(self.cells())),
        })
    }

    /// The additive order of each quiet-pattern generator (N for prime N).
    pub fn quiet_pattern_orders(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.quiet_pattern_count()).map(move |i| match &self.route {
            Route::Plane(_) => 2,
            Route::Chased(chased) => chased.quiet_patterns[i].order,
        })
    }

    /// The number of (press, cell) entries of the move matrix: the work of one chase.
    pub fn entries(&self) -> usize {
        match &self.route {
            Route::Plane(_) => {
                let (rows, cols) = PlaneLightsOut::dimensions(&self.puzzle).expect("a plane board");
                5 * rows * cols - 2 * rows - 2 * cols
            }
            Route::Chased(chased) => chased.plan.matrix.entries(),
        }
    }

    /// Checks that a board fits this puzzle.
    pub fn check_board(&self, board: &Board) -> Result<(), EngineError> {
        board.check(self.cells(), self.states())
    }

    /// goal - board, mod N: what the presses must add.
    fn target(&self, board: &Board, goal: &Goal) -> Result<Vec<u8>, EngineError> {
        self.check_board(board)?;
        let states = self.states();
        // Off and On without a board of the goal: a 10000 x 10000 board is 100 MB a copy.
        Ok(match goal {
            Goal::Off => board.0.iter().map(|&b| minus(0, b, states)).collect(),
            Goal::On => board.0.iter().map(|&b| states - 1 - b).collect(),
            Goal::Board(goal) => {
                self.check_board(goal)
                    .map_err(|e| EngineError::new(format!("goal: {e}")))?;
                difference(&goal.0, &board.0, states)
            }
        })
    }

    /// Solves the board: presses that reach the goal, or the board's class when none do.
    /// The solution is the canonical one of its coset (see the Howell form in the algebra room): pressing any
    /// cell it presses leaves a board whose solution is this one less that press.
    pub fn solve(&self, board: &Board, goal: &Goal) -> Result<Outcome, EngineError> {
        let target = self.target(board, goal)?;
        let solved = match &self.route {
            Route::Plane(plane) => plane.solve(&target).map_err(gf2_invariants),
            Route::Chased(chased) => chased.solve(&target, self.states()),
        };
        Ok(match solved {
            Ok(presses) => Outcome::Solvable(Presses(presses)),
            Err(invariants) => Outcome::Unsolvable(Class { invariants }),
        })
    }

    /// The board's class (all invariants 0 for a solvable board).
    pub fn class(&self, board: &Board, goal: &Goal) -> Result<Class, EngineError> {
        let target = self.target(board, goal)?;
        let invariants = match &self.route {
            Route::Plane(plane) => gf2_invariants(plane.class(&target)),
            Route::Chased(chased) => chased.class(&target, self.states()),
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

    /// What `presses` add to every cell: A·presses, mod N.
    pub fn change(&self, presses: &Presses) -> Board {
        let mut change = Board::dark(self.cells());
        match &self.route {
            Route::Plane(plane) => plane.add_product(&presses.0, &mut change.0),
            Route::Chased(chased) => {
                chased
                    .plan
                    .matrix
                    .apply(&presses.0, &mut change.0, self.states())
            }
        }
        change
    }

    /// Presses `cell` once, in place: on classic Lights Out without building a move matrix.
    pub fn press(&self, cell: usize, board: &mut Board) {
        match &self.route {
            Route::Plane(plane) => plane.press(cell, &mut board.0),
            Route::Chased(chased) => chased.plan.matrix.press(cell, &mut board.0, self.states()),
        }
    }

    /// The board after `presses`.
    pub fn apply(&self, board: &Board, presses: &Presses) -> Board {
        let change = self.change(presses);
        let states = self.states();
        Board(
            board
                .0
                .iter()
                .zip(&change.0)
                .map(|(&b, &c)| (b + c) % states)
                .collect(),
        )
    }

    /// A board drawn uniformly from those that can reach the goal: goal - A·x for a uniform
    /// press vector x (a homomorphism pushes the uniform distribution onto its image).
    pub fn random_solvable_with_rng<R: Rng + ?Sized>(&self, goal: &Goal, rng: &mut R) -> Board {
        let states = self.states();
        let presses: Vec<u8> = (0..self.cells())
            .map(|_| rng.random_range(0..states))
            .collect();
        let change = self.change(&Presses(presses));
        let goal = goal.target(self.cells(), states);
        Board(difference(&goal.0, &change.0, states))
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

impl Chased {
    fn new(puzzle: &Puzzle, budget: &mut Budget) -> Result<Self, EngineError> {
        let plan = Plan::new(puzzle, budget)?.ok_or_else(stopped)?;
        let (matrix, rows, chase) = (&plan.matrix, &plan.rows, &plan.chase);
        let states = puzzle.states();
        let f = chase.free_count();
        unknowns_within(f, states)?;
        let mut system = if states == 2 {
            let matrix = chase
                .residual_matrix_gf2(rows, budget)
                .ok_or_else(stopped)?;
            System::Gf2(Gf2Elimination::new(matrix, budget).ok_or_else(stopped)?)
        } else {
            let matrix = chase
                .residual_matrix_mod(rows, states, budget)
                .ok_or_else(stopped)?;
            let elimination =
                ModularElimination::new(&matrix, f, states as u32, budget).ok_or_else(stopped)?;
            System::Modular(elimination, HowellBasis::empty(states as u32))
        };
        // A chase of the whole board per quiet pattern (or per 64 of them for N = 2).
        let chase_cost = (matrix.cells() + rows.entries()) as u64;
        let quiet_patterns = match &system {
            System::Gf2(elimination) => {
                gf2_quiet_patterns(chase, rows, &elimination.kernel(), chase_cost, budget)
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
                            let chased = chase.run(rows, states, &zeros, &free);
                            Generator::new(&chased.presses, order)
                        })
                    })
                    .collect()
            }
        }
        .ok_or_else(stopped)?;
        if let System::Modular(_, howell) = &mut system {
            let cells = matrix.cells();
            *howell = HowellBasis::new(
                quiet_patterns.iter().map(|g| g.dense(cells)),
                states as u32,
                budget,
            )
            .ok_or_else(stopped)?;
        }
        Ok(Self {
            plan,
            system,
            quiet_patterns: Arc::new(quiet_patterns.into()),
        })
    }

    /// The residual lights `target` leaves when chased with every free press at 0: what the
    /// small system solves for, and what decides the class.
    fn residuals(&self, target: &[u8], states: u8) -> Vec<u8> {
        let f = self.plan.chase.free_count();
        self.plan
            .chase
            .run(&self.plan.rows, states, target, &vec![0; f])
            .residuals
    }

    /// The canonical presses that add `target`, or its class invariants.
    fn solve(&self, target: &[u8], states: u8) -> Result<Vec<u8>, Vec<Invariant>> {
        let residuals = self.residuals(target, states);
        let free = match &self.system {
            System::Gf2(elimination) => elimination
                .solve(&pack_bits(&residuals))
                .map(|words| unpack_bits(&words, self.plan.chase.free_count()))
                .map_err(|invariants| {
                    gf2_invariants(invariants.into_iter().map(u8::from).collect())
                })?,
            System::Modular(elimination, _) => elimination
                .solve(&residuals)
                .ok_or_else(|| modular_class(elimination, &residuals))?,
        };
        let mut chased = self.plan.chase.run(&self.plan.rows, states, target, &free);
        debug_assert!(chased.residuals.iter().all(|&r| r == 0));
        if let System::Modular(_, howell) = &self.system {
            howell.reduce(&mut chased.presses);
        }
        Ok(chased.presses)
    }

    /// The class invariants of `target`.
    fn class(&self, target: &[u8], states: u8) -> Vec<Invariant> {
        let residuals = self.residuals(target, states);
        match &self.system {
            System::Gf2(elimination) => gf2_invariants(
                elimination
                    .invariants(&pack_bits(&residuals))
                    .into_iter()
                    .map(u8::from)
                    .collect(),
            ),
            System::Modular(elimination, _) => modular_class(elimination, &residuals),
        }
    }
}

/// a - b, cell by cell, mod N.
fn difference(a: &[u8], b: &[u8], states: u8) -> Vec<u8> {
    a.iter()
        .zip(b)
        .map(|(&a, &b)| minus(a, b, states))
        .collect()
}

/// a - b mod N for a, b below N, without a division (the loops above vectorise).
fn minus(a: u8, b: u8, states: u8) -> u8 {
    let sum = a + states - b;
    sum.min(sum.wrapping_sub(states))
}

fn gf2_invariants(values: Vec<u8>) -> Vec<Invariant> {
    values
        .into_iter()
        .map(|value| Invariant {
            value: value as u32,
            modulus: 2,
        })
        .collect()
}

fn stopped() -> EngineError {
    EngineError::stopped("factoring the puzzle was stopped before it finished")
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
) -> Option<Vec<Generator>> {
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
        // Each lane's support at once: most quiet patterns of a large graph are mostly zeros.
        patterns.extend((0..batch.len()).map(|lane| {
            Generator {
                order: 2,
                support: (lanes.iter().enumerate())
                    .filter(|(_, &l)| l >> lane & 1 == 1)
                    .map(|(cell, _)| (cell as u32, 1))
                    .collect(),
            }
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
