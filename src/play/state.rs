//! The page's state and the one reducer that changes it.
//!
//! Following Tatham's split, [`State`] holds the params ([`Setup`]), what they imply
//! ([`Derived`]: the puzzle, its move matrix and the board's geometry, rebuilt only when the
//! matrix changes), the game (start board, board, history), what the engine said (the
//! readout and the start board's solution), and the ui (mode, cursor, marks). Every change is
//! an [`Action`] through [`Reducible::reduce`]: plain Rust, no browser call, so every
//! transition is tested natively. Questions for the engine are not asked here; the state
//! says which answers it is waiting for ([`State::requests`]) and the root component sends
//! them, then feeds the answers back in as [`Action::Answer`].

use std::rc::Rc;

use crate::analyst::Refusal;
use crate::analyst::{next_seed, Answer, DealKind, Facts, Request};
use crate::journey::daily::Day;
use crate::play::fewest::model::FewestAnswers;
use crate::play::game::Game;
use crate::play::journey::view::View;
use crate::puzzle::geometry::Geometry;
use crate::puzzle::setup::Setup;
use crate::shared::message::Message;
use crate::shared::said::Said;
use lights_lab_engine::{Board, EngineError, Goal, Puzzle, Reach};

/// What the params imply: built once per move matrix and shared by `Rc`, so pressing and
/// drawing never rebuild it.
#[derive(Debug)]
pub struct Derived {
    pub puzzle: Puzzle,
    pub reach: Reach,
    pub geometry: Rc<Geometry>,
}

impl Derived {
    /// Builds the puzzle, its move matrix and the geometry (kept from `old` when the sites
    /// are the same, as when only the rule or N changed).
    pub(crate) fn of(setup: &Setup, old: Option<&Derived>) -> Result<Self, EngineError> {
        let puzzle = setup.puzzle()?;
        let reach = puzzle.reach()?;
        let geometry = match old {
            Some(old) if same_cells(old.puzzle.shape(), puzzle.shape()) => old.geometry.clone(),
            _ => Rc::new(Geometry::of(setup)),
        };
        Ok(Self {
            puzzle,
            reach,
            geometry,
        })
    }
}

/// Whether two shapes have the same sites and mask (the surface does not move any cell).
fn same_cells(a: &lights_lab_engine::Shape, b: &lights_lab_engine::Shape) -> bool {
    use lights_lab_engine::Shape;
    match (a, b) {
        (Shape::Square(a), Shape::Square(b)) => {
            (a.rows(), a.cols(), a.mask()) == (b.rows(), b.cols(), b.mask())
        }
        // The same graph may be drawn elsewhere: its geometry is rebuilt, which is cheap.
        (Shape::Graph(_), _) => false,
        _ => a == b,
    }
}

/// Where the precomputation for the current setup stands.
#[derive(Debug, Clone, PartialEq)]
pub enum Precomputation {
    /// Asked for and not yet answered: the progress indicator shows.
    Pending,
    Ready(Rc<Facts>),
    /// The engine refused this setup (say, too many unknowns after light chasing); the board
    /// can still be played, without hints.
    Failed(Refusal),
}

/// What is known about the start board.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    Pending,
    /// A solution of the start board: press counts, one per cell.
    Solvable(Rc<Vec<u8>>),
    /// No solution; the class invariants as (value, modulus).
    Unsolvable(Vec<(u32, u32)>),
    /// The engine cannot say; the message says why.
    Unavailable(Refusal),
}

impl From<Answer> for Verdict {
    fn from(answer: Answer) -> Self {
        match answer {
            Answer::Solvable(presses) => Verdict::Solvable(Rc::new(presses)),
            Answer::Unsolvable(class) => Verdict::Unsolvable(class),
            Answer::Unavailable(message) => Verdict::Unavailable(message),
        }
    }
}

/// `x - p` mod `states` for `x` and `p` below it, without a division (a million of these
/// after every press with Solve's marks on).
pub(crate) fn less(x: u8, p: u8, states: u8) -> u8 {
    if x >= p {
        x - p
    } else {
        x + states - p
    }
}

/// What a click or Space on a cell does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Press the cell.
    Play,
    /// Remove the site from the shape or put it back.
    Shape,
    /// Step the start board's value at the cell.
    Paint,
    /// Press the cell, with a quiet pattern shown as marks.
    Quiet,
}

/// The ui (Tatham's `ui`): not undone, not part of the puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ui {
    pub mode: Mode,
    /// The site that has keyboard focus (the one cell with tabindex 0).
    pub cursor: usize,
    /// Whether Solve's marks are on.
    pub solution_shown: bool,
    /// The cell Hint marked, until the next move.
    pub hint: Option<usize>,
    /// Whether cells show their state number.
    pub numbers: bool,
    /// Which quiet pattern the Quiet view shows.
    pub quiet: usize,
    /// Whether the graph editor draws an edge (both arcs) rather than one arc.
    pub both_directions: bool,
    /// The lit-only rule: only lit cells may be pressed ([`lit_only`]).
    pub lit_only: bool,
    /// The Levels or Statistics view, when open ([`crate::play::journey::view`]).
    pub view: Option<View>,
    /// What the open view says (a file of statistics imported, or why it was not).
    pub view_note: Option<Message>,
}

/// A Hint under the rule while the engine's search works toward it.
#[derive(Debug, Clone, PartialEq)]
pub struct LitOnlyHint {
    /// The job and board it is for: on any other it is stale.
    pub job: u64,
    pub board: Vec<u8>,
    /// The slice that carries the search on.
    pub slice: u32,
    /// The share of all boards the search has settled, 0.0..=1.0.
    pub done: f64,
}

/// A deal waiting for the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DealOrder {
    pub id: u64,
    pub kind: DealKind,
    pub seed: u64,
}

/// Why another game waits beside the one on show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OfferKind {
    /// The puzzle of a link that opened this page over a different saved game.
    Shared,
    /// The game the player left for the one on show.
    SetAside,
    /// The game another tab saved since.
    OtherTab,
}

/// A game the player can switch to (what switching does is in [`crate::play::offer`]).
#[derive(Debug, Clone)]
pub struct Offer {
    pub kind: OfferKind,
    pub game: Rc<State>,
}

/// The games before and after each setup change, so that Undo and Redo reach past the moves
/// of one game ([`crate::play::history`]).
#[derive(Debug, Clone, Default)]
pub struct Setups {
    pub earlier: Vec<Rc<State>>,
    pub later: Vec<Rc<State>>,
}

/// Everything the page shows.
#[derive(Debug, Clone)]
pub struct State {
    pub setup: Setup,
    pub derived: Rc<Derived>,
    /// Identifies the current precomputation; answers for other jobs are dropped.
    pub job: u64,
    pub precomputation: Precomputation,
    /// Shared by `Rc`, so that every other change to the state (an engine's answer, a hint,
    /// Solve, the cursor) copies none of it: its boards are three megabytes at 1024 x 1024.
    pub game: Rc<Game>,
    /// Identifies the current start board and goal; answers for other boards are dropped.
    pub board_id: u64,
    pub verdict: Verdict,
    /// The seed that dealt the start board, when it was a solvable deal (for share codes).
    pub seed: Option<u64>,
    pub deal: Option<DealOrder>,
    /// The fewest-press search, difficulty, every solution, repairs.
    pub fewest: FewestAnswers,
    /// A Hint under the lit-only rule waiting for the search ([`State::lit_only_hint`]).
    pub(crate) lit_only_hint: Option<LitOnlyHint>,
    pub ui: Ui,
    pub message: Option<Message>,
    /// The sentence said to a screen reader about the latest change ([`crate::play::said`]).
    pub said: Said,
    /// A game waiting beside this one, one click away ([`crate::play::offer`]).
    pub offer: Option<Offer>,
    pub setups: Setups,
    /// Source of job, board and deal ids.
    pub(crate) counter: u64,
    /// The next seed to deal from.
    pub(crate) next_seed: u64,
    /// The date whose daily puzzle this game was opened as; it names the game only while the
    /// game is still that puzzle ([`State::daily`]).
    pub daily_date: Option<Day>,
    /// The level this game was opened as; it names the game only while the game is still
    /// that level ([`State::level`]).
    pub level_number: Option<usize>,
}

impl State {
    /// Classic 5 x 5 Lights Out with every light off, as the page first opens: the player
    /// deals a puzzle, paints one, or presses to explore. Later deals draw from `seed`.
    pub fn new(seed: u64) -> Self {
        Self::blank(Setup::default(), seed).expect("the default setup is valid")
    }

    /// The page's first visit: classic 5 x 5 Lights Out with a random solvable puzzle on its
    /// way, so that a newcomer has a game to play at once rather than a solved, blank board.
    pub fn first_visit(seed: u64) -> Self {
        let mut state = Self::new(seed);
        state.order_deal(DealKind::Solvable);
        state
    }

    /// This state with an error message (a link that could not be opened).
    pub fn refused(mut self, text: impl Into<String>) -> Self {
        self.refuse(text);
        self
    }

    /// A setup with its board at the goal and nothing asked yet.
    pub fn blank(setup: Setup, seed: u64) -> Result<Self, EngineError> {
        let derived = Derived::of(&setup, None)?;
        let cells = derived.puzzle.cells();
        let start = setup.goal.target(cells, setup.states);
        let cursor = derived.geometry.first_cell_site();
        Ok(Self {
            setup,
            derived: Rc::new(derived),
            job: 1,
            precomputation: Precomputation::Pending,
            game: Rc::new(Game::new(start)),
            board_id: 2,
            verdict: Verdict::Pending,
            seed: None,
            deal: None,
            fewest: FewestAnswers::default(),
            lit_only_hint: None,
            ui: Ui {
                mode: Mode::Play,
                cursor,
                solution_shown: false,
                hint: None,
                numbers: true,
                quiet: 0,
                both_directions: true,
                lit_only: false,
                view: None,
                view_note: None,
            },
            message: None,
            said: Said::default(),
            offer: None,
            setups: Setups::default(),
            counter: 2,
            next_seed: seed,
            daily_date: None,
            level_number: None,
        })
    }

    /// Starts play from `start` (a dealt, painted, stored or linked board).
    pub fn start_from(&mut self, start: Board, seed: Option<u64>) {
        self.game = Rc::new(Game::new(start));
        self.seed = seed;
        self.new_board_id();
    }

    /// The board or goal changed: what was known about the old one no longer holds.
    pub(crate) fn new_board_id(&mut self) {
        self.board_id = self.fresh_id();
        self.verdict = match &self.precomputation {
            Precomputation::Failed(message) => Verdict::Unavailable(message.clone()),
            _ => Verdict::Pending,
        };
        self.drop_hint();
        self.ui.solution_shown = false;
    }

    /// The hint on show, or on its way under the lit-only rule, no longer applies.
    pub(crate) fn drop_hint(&mut self) {
        self.ui.hint = None;
        self.lit_only_hint = None;
    }

    pub(crate) fn fresh_id(&mut self) -> u64 {
        self.counter += 1;
        self.counter
    }

    pub(crate) fn order_deal(&mut self, kind: DealKind) {
        let seed = self.next_seed;
        self.next_seed = next_seed(seed);
        self.order_seeded(kind, seed);
    }

    /// Asks for the board `seed` deals (a share code's seed: [`DealKind::Seed`]).
    pub fn order_seeded(&mut self, kind: DealKind, seed: u64) {
        self.deal = Some(DealOrder {
            id: self.fresh_id(),
            kind,
            seed,
        });
    }

    /// N.
    pub fn states(&self) -> u8 {
        self.setup.states
    }

    pub fn geometry(&self) -> &Rc<Geometry> {
        &self.derived.geometry
    }

    /// The goal board.
    pub fn target(&self) -> Board {
        self.setup
            .goal
            .target(self.game.board.0.len(), self.states())
    }

    /// Whether the board is at the goal: compared a block at a time, with no goal board
    /// made, since the page asks after every press and a million-cell board is a megabyte.
    pub fn at_goal(&self) -> bool {
        let board = &self.game.board.0;
        let all = |value: u8| {
            let block = [value; 256];
            board
                .chunks(256)
                .all(|chunk| *chunk == block[..chunk.len()])
        };
        match &self.setup.goal {
            Goal::Off => all(0),
            Goal::On => all(self.states() - 1),
            Goal::Board(goal) => goal.0 == *board,
        }
    }

    /// "Solved in k moves" applies: the goal was reached by playing.
    pub fn solved(&self) -> bool {
        self.game.position > 0 && self.at_goal()
    }

    /// A solution of the current board: the start board's solution minus the presses made,
    /// mod N, or the lightest solution it and the quiet patterns make when they are few enough
    /// to weigh ([`State::lightest_of`]), so that Solve marks as many presses as the readout's
    /// fewest count. The one source of hints and Solve marks.
    pub fn remaining(&self) -> Option<Vec<u8>> {
        let Verdict::Solvable(solution) = &self.verdict else {
            return None;
        };
        let remaining = self.still_to_press(solution);
        Some(self.lightest_of(&remaining).unwrap_or(remaining))
    }

    /// `solution` (of the start board) less the presses made, mod N: what is left to press
    /// to reach the goal by that solution.
    pub fn still_to_press(&self, solution: &[u8]) -> Vec<u8> {
        let states = self.states();
        solution
            .iter()
            .zip(&self.game.pressed)
            .map(|(&x, &p)| less(x, p, states))
            .collect()
    }

    /// The marks drawn on the board: the quiet pattern in the Quiet view, else the remaining
    /// solution while Solve is on, else the solution previewed from the solutions panel.
    pub fn marks(&self) -> Option<Vec<u8>> {
        match (&self.ui.mode, &self.precomputation) {
            (Mode::Quiet, Precomputation::Ready(facts)) => {
                facts.quiet_patterns.get(self.ui.quiet).cloned()
            }
            (Mode::Play, _) if self.ui.solution_shown => self.remaining(),
            (Mode::Play, _) => self.preview_marks(),
            _ => None,
        }
    }

    /// The engine requests this state is waiting for, each tagged so that the root sends it
    /// once: the precomputation, then a deal or the start board's solution, then a Hint under
    /// the lit-only rule (asked for by the player, so before the rest), then the fewest-press
    /// questions ([`State::fewest_requests`]).
    pub fn requests(&self) -> Vec<Request> {
        let mut requests = match &self.precomputation {
            Precomputation::Pending => vec![Request::Analyse {
                job: self.job,
                setup: self.setup.clone(),
            }],
            Precomputation::Failed(_) => Vec::new(),
            Precomputation::Ready(_) => match (&self.deal, &self.verdict) {
                (Some(deal), _) => vec![Request::Deal {
                    job: self.job,
                    deal: deal.id,
                    kind: deal.kind,
                    seed: deal.seed,
                    goal: self.setup.goal.clone(),
                }],
                (None, Verdict::Pending) => vec![Request::Solve {
                    job: self.job,
                    board_id: self.board_id,
                    board: self.game.start.0.clone(),
                    goal: self.setup.goal.clone(),
                }],
                (None, _) => Vec::new(),
            },
        };
        requests.extend(self.lit_only_request());
        requests.extend(self.fewest_requests());
        requests
    }

    pub(crate) fn say(&mut self, text: impl Into<String>) {
        self.message = Some(Message::note(text));
    }

    pub(crate) fn refuse(&mut self, text: impl Into<String>) {
        self.message = Some(Message::refusal(text));
    }
}
