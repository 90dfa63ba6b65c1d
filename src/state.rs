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

mod fewest;
mod graph_edit;
mod lit_only;

use std::rc::Rc;

use yew::Reducible;

use super::analyst::{next_seed, Answer, DealKind, Facts, Request, Response};
use super::game::Game;
use super::geometry::{Geometry, Step};
use super::setup::{Lattice, Preset, Setup};
pub use fewest::{Fewest, FewestAction, FewestCount, Listing, Progress, Search};
pub use graph_edit::GraphAction;
use lights_lab_engine::{Board, EngineError, Goal, MoveMatrix, Pattern, Puzzle, Rule, Topology};
pub use lit_only::LitOnlyHint;

/// What the params imply: built once per move matrix and shared by `Rc`, so pressing and
/// drawing never rebuild it.
#[derive(Debug)]
pub struct Derived {
    pub puzzle: Puzzle,
    pub matrix: MoveMatrix,
    pub geometry: Rc<Geometry>,
}

impl Derived {
    /// Builds the puzzle, its move matrix and the geometry (kept from `old` when the sites
    /// are the same, as when only the rule or N changed).
    fn of(setup: &Setup, old: Option<&Derived>) -> Result<Self, EngineError> {
        let puzzle = setup.puzzle()?;
        let matrix = puzzle.move_matrix()?;
        let geometry = match old {
            Some(old) if same_cells(old.puzzle.shape(), puzzle.shape()) => old.geometry.clone(),
            _ => Rc::new(Geometry::of(setup)),
        };
        Ok(Self {
            puzzle,
            matrix,
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
pub enum Analysis {
    /// Asked for and not yet answered: the progress indicator shows.
    Pending,
    Ready(Rc<Facts>),
    /// The engine refused this setup (say, too many unknowns after light chasing); the board
    /// can still be played, without hints.
    Failed(String),
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
    Unavailable(String),
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
}

/// A line for the message area.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    /// An error (refused input) rather than a note.
    pub error: bool,
}

impl Message {
    /// A note: what happened, or why nothing did.
    pub fn note(text: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            error: false,
        }
    }

    /// Refused input: what was wrong and what is allowed.
    pub fn refusal(text: impl Into<String>) -> Self {
        Self {
            text: text.into(),
            error: true,
        }
    }
}

/// A deal waiting for the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DealOrder {
    pub id: u64,
    pub kind: DealKind,
    pub seed: u64,
}

/// Everything the page shows.
#[derive(Debug, Clone)]
pub struct State {
    pub setup: Setup,
    pub derived: Rc<Derived>,
    /// Identifies the current precomputation; answers for other jobs are dropped.
    pub job: u64,
    pub analysis: Analysis,
    pub game: Game,
    /// Identifies the current start board and goal; answers for other boards are dropped.
    pub board_id: u64,
    pub verdict: Verdict,
    /// The seed that dealt the start board, when it was a solvable deal (for share codes).
    pub seed: Option<u64>,
    pub deal: Option<DealOrder>,
    /// The fewest-press search, difficulty, every solution, repairs.
    pub fewest: Fewest,
    /// A Hint under the lit-only rule waiting for the search ([`State::lit_only_hint`]).
    lit_only_hint: Option<LitOnlyHint>,
    pub ui: Ui,
    pub message: Option<Message>,
    /// Source of job, board and deal ids.
    counter: u64,
    /// The next seed to deal from.
    next_seed: u64,
}

/// Every way the state can change.
#[derive(Debug, Clone)]
pub enum Action {
    SetLattice(Lattice),
    SetRows(usize),
    SetCols(usize),
    SetOrder(usize),
    SetSurface(Topology),
    SetStates(u8),
    SetGoal(Goal),
    ChoosePreset(Preset),
    /// Adds or removes one offset of the pattern ((dr, dc), or axial (dq, dr) on hexagons).
    ToggleOffset(i32, i32),
    SetMode(Mode),
    /// A click, tap, Space or Enter on a site: what it does depends on the mode.
    Activate(usize),
    /// Moves keyboard focus to a site.
    Focus(usize),
    /// An arrow key (or Home/End) on the board.
    Step(Step),
    Undo,
    Redo,
    Reset,
    NewPuzzle,
    RandomBoard,
    Hint,
    /// Shows or hides the solution marks.
    Solve,
    /// Shows quiet pattern `index` (the Quiet view).
    ShowQuiet(usize),
    ShowNumbers(bool),
    /// Switches the lit-only rule on or off.
    SetLitOnly(bool),
    /// Stops waiting for a Hint under the lit-only rule.
    CancelLitOnlyHint,
    /// A graph board's menu, file or editor.
    Graph(GraphAction),
    /// The fewest-press search, the difficulty, the solutions panel, a repair.
    Fewest(FewestAction),
    /// A note from outside the reducer (the clipboard said yes).
    Note(String),
    Dismiss,
    /// The engine answered.
    Answer(Response),
    /// Replaces everything with a state built elsewhere (a link opened in this tab).
    Replace(Box<State>),
}

impl State {
    /// Classic 5 x 5 Lights Out with every light off, as the page first opens: the player
    /// deals a puzzle, paints one, or presses to explore. Later deals draw from `seed`.
    pub fn new(seed: u64) -> Self {
        Self::blank(Setup::default(), seed).expect("the default setup is valid")
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
            analysis: Analysis::Pending,
            game: Game::new(start),
            board_id: 2,
            verdict: Verdict::Pending,
            seed: None,
            deal: None,
            fewest: Fewest::default(),
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
            },
            message: None,
            counter: 2,
            next_seed: seed,
        })
    }

    /// Starts play from `start` (a dealt, painted, stored or linked board).
    pub fn start_from(&mut self, start: Board, seed: Option<u64>) {
        self.game = Game::new(start);
        self.seed = seed;
        self.new_board_id();
    }

    /// The board or goal changed: what was known about the old one no longer holds.
    fn new_board_id(&mut self) {
        self.board_id = self.fresh_id();
        self.verdict = match &self.analysis {
            Analysis::Failed(message) => Verdict::Unavailable(message.clone()),
            _ => Verdict::Pending,
        };
        self.drop_hint();
        self.ui.solution_shown = false;
    }

    /// The hint on show, or on its way under the lit-only rule, no longer applies.
    fn drop_hint(&mut self) {
        self.ui.hint = None;
        self.lit_only_hint = None;
    }

    fn fresh_id(&mut self) -> u64 {
        self.counter += 1;
        self.counter
    }

    fn order_deal(&mut self, kind: DealKind) {
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

    /// Whether the board is at the goal.
    pub fn at_goal(&self) -> bool {
        self.game.board == self.target()
    }

    /// "Solved in k moves" applies: the goal was reached by playing.
    pub fn solved(&self) -> bool {
        self.game.position > 0 && self.at_goal()
    }

    /// A solution of the current board: the start board's solution minus the presses made,
    /// mod N. The one source of hints and Solve marks.
    pub fn remaining(&self) -> Option<Vec<u8>> {
        let Verdict::Solvable(solution) = &self.verdict else {
            return None;
        };
        Some(self.still_to_press(solution))
    }

    /// `solution` (of the start board) less the presses made, mod N: what is left to press
    /// to reach the goal by that solution.
    pub fn still_to_press(&self, solution: &[u8]) -> Vec<u8> {
        let states = self.states();
        solution
            .iter()
            .zip(&self.game.pressed)
            .map(|(&x, &p)| (x + states - p) % states)
            .collect()
    }

    /// The marks drawn on the board: the quiet pattern in the Quiet view, else the remaining
    /// solution while Solve is on, else the solution previewed from the solutions panel.
    pub fn marks(&self) -> Option<Vec<u8>> {
        match (&self.ui.mode, &self.analysis) {
            (Mode::Quiet, Analysis::Ready(facts)) => {
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
        let mut requests = match &self.analysis {
            Analysis::Pending => vec![Request::Analyse {
                job: self.job,
                setup: self.setup.clone(),
            }],
            Analysis::Failed(_) => Vec::new(),
            Analysis::Ready(_) => match (&self.deal, &self.verdict) {
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

    fn say(&mut self, text: impl Into<String>) {
        self.message = Some(Message::note(text));
    }

    fn refuse(&mut self, text: impl Into<String>) {
        self.message = Some(Message::refusal(text));
    }

    /// Switches to `setup`, or says why not and keeps the current one. A new move matrix
    /// means a new precomputation; in play a new puzzle is dealt, while designing the board
    /// is carried over site by site so the design survives.
    fn change_setup(&mut self, mut setup: Setup) {
        if setup.cells() != self.setup.cells() || !setup.same_sites(&self.setup) {
            if let Goal::Board(_) = setup.goal {
                setup.goal = Goal::Off;
                self.say("The custom goal does not fit the new shape; the goal is now all off.");
            }
        }
        if setup == self.setup {
            return;
        }
        if setup.same_matrix(&self.setup) {
            let redrawn = setup.graph != self.setup.graph;
            self.setup = setup;
            if redrawn {
                // Only a graph's drawing (or name) changed: same puzzle, same game.
                return self.redraw();
            }
            self.after_setup_change();
            return;
        }
        let derived = match Derived::of(&setup, Some(&self.derived)) {
            Ok(derived) => derived,
            Err(error) => return self.refuse(capitalise(error.message())),
        };
        let carried = self.carry_board(&setup, &derived.geometry);
        self.setup = setup;
        self.derived = Rc::new(derived);
        self.job = self.fresh_id();
        self.analysis = Analysis::Pending;
        self.start_from(carried, None);
        let geometry = self.derived.geometry.clone();
        let on_cell = geometry
            .sites
            .get(self.ui.cursor)
            .is_some_and(|site| site.cell.is_some());
        if !on_cell && (self.ui.mode != Mode::Shape || self.ui.cursor >= geometry.sites.len()) {
            self.ui.cursor = geometry.first_cell_site();
        }
        self.ui.quiet = 0;
        self.after_setup_change();
    }

    /// In play a setup change deals a new puzzle (as Tatham's games start a new game when the
    /// params change); while designing it keeps the board.
    fn after_setup_change(&mut self) {
        self.new_board_id();
        match self.ui.mode {
            Mode::Play | Mode::Quiet => self.order_deal(self.puzzle_kind()),
            Mode::Shape | Mode::Paint => {
                self.deal = None;
                self.seed = None;
                self.game = Game::new(self.game.board.clone());
            }
        }
    }

    /// The current board on the new setup's cells: each cell keeps its value (mod the new N)
    /// when its site was a cell before, and new cells start at the goal.
    fn carry_board(&self, setup: &Setup, geometry: &Geometry) -> Board {
        let states = setup.states;
        let goal = setup.goal.target(geometry.cell_sites.len(), states);
        if !setup.same_sites(&self.setup) {
            return goal;
        }
        let old = &self.derived.geometry;
        Board(
            geometry
                .cell_sites
                .iter()
                .zip(&goal.0)
                .map(|(&site, &target)| match old.sites[site].cell {
                    Some(cell) => self.game.board.0[cell] % states,
                    None => target,
                })
                .collect(),
        )
    }

    fn toggle_site(&mut self, site: usize) {
        let sites = self.setup.sites();
        let mut mask = self.setup.mask.clone().unwrap_or_else(|| vec![true; sites]);
        mask[site] = !mask[site];
        if !mask.contains(&true) {
            return self.refuse("A board needs at least one cell.");
        }
        let mask = (!mask.iter().all(|&present| present)).then_some(mask);
        self.change_setup(Setup {
            mask,
            ..self.setup.clone()
        });
    }

    fn toggle_offset(&mut self, offset: (i32, i32)) {
        let mut offsets: Vec<(i32, i32)> = match &self.setup.rule {
            Rule::Pattern(pattern) => pattern.offsets().to_vec(),
            _ => match Preset::LightsOut.rule(self.setup.lattice) {
                Some(Rule::Pattern(pattern)) => pattern.offsets().to_vec(),
                _ => vec![(0, 0)],
            },
        };
        match offsets.iter().position(|&o| o == offset) {
            Some(index) => {
                offsets.remove(index);
            }
            None => offsets.push(offset),
        }
        if offsets.is_empty() {
            return self.refuse("A pattern needs at least one cell.");
        }
        match Pattern::new(offsets) {
            Ok(pattern) => self.change_setup(Setup {
                rule: Rule::Pattern(pattern),
                ..self.setup.clone()
            }),
            Err(error) => self.refuse(capitalise(error.message())),
        }
    }

    fn choose_preset(&mut self, preset: Preset) {
        let Some(rule) = preset.rule(self.setup.lattice) else {
            return self.refuse(format!(
                "{} is not available on hexagonal boards.",
                preset.label()
            ));
        };
        let mut setup = Setup {
            rule,
            ..self.setup.clone()
        };
        if preset == Preset::Merlin && setup.surface != Topology::Plane {
            setup.surface = Topology::Plane;
            self.say("Merlin needs corners and sides, so the surface is now the plane.");
        }
        self.change_setup(setup);
    }

    fn set_lattice(&mut self, lattice: Lattice) {
        if lattice == self.setup.lattice {
            return;
        }
        let rule = self
            .setup
            .preset()
            .and_then(|preset| preset.rule(lattice))
            .or_else(|| Preset::LightsOut.rule(lattice))
            .expect("Lights Out exists on every lattice");
        let graph = match (lattice, &self.setup.graph) {
            (Lattice::Graph, None) => Some(graph_edit::first_graph()),
            (_, graph) => graph.clone(),
        };
        self.change_setup(Setup {
            lattice,
            rule,
            surface: Topology::Plane,
            mask: None,
            graph,
            ..self.setup.clone()
        });
    }

    fn activate(&mut self, site: usize) {
        let Some(found) = self.derived.geometry.sites.get(site) else {
            return;
        };
        let cell = found.cell;
        self.ui.cursor = site;
        match (self.ui.mode, cell) {
            // A graph is edited by its own actions; a click only selects the vertex.
            (Mode::Shape, _) if self.setup.lattice == Lattice::Graph => {}
            (Mode::Shape, _) => self.toggle_site(site),
            (Mode::Paint, Some(cell)) => {
                let mut start = self.game.start.clone();
                start.0[cell] = (start.0[cell] + 1) % self.states();
                self.start_from(start, None);
            }
            (Mode::Play | Mode::Quiet, Some(cell)) => {
                if let Some(refusal) = self.lit_only_refusal(cell) {
                    return self.refuse(refusal);
                }
                let derived = self.derived.clone();
                self.game.press(&derived.matrix, self.states(), cell);
                self.drop_hint();
            }
            (_, None) => {}
        }
    }

    /// Why Hint and Solve cannot mark anything, if they cannot.
    fn no_solution(&self) -> Option<String> {
        match &self.verdict {
            Verdict::Solvable(_) if self.at_goal() => {
                Some("The board is already at the goal.".into())
            }
            Verdict::Solvable(_) => None,
            Verdict::Pending => Some("Still working out a solution; try again in a moment.".into()),
            Verdict::Unsolvable(_) => Some(
                "This board cannot reach the goal, whatever is pressed: change the ringed lights \
                 (Change them, above the board), or try New puzzle."
                    .into(),
            ),
            Verdict::Unavailable(message) => Some(format!(
                "No solution is available: {}",
                uncapitalise(message)
            )),
        }
    }

    fn hint(&mut self) {
        if self.ui.lit_only {
            return self.hint_under_the_rule();
        }
        if let Some(reason) = self.no_solution() {
            return self.say(reason);
        }
        let remaining = self.remaining().expect("a solution exists");
        if let Some(cell) = remaining.iter().position(|&count| count != 0) {
            self.ui.hint = Some(cell);
            self.ui.cursor = self.derived.geometry.cell_sites[cell];
            if self.ui.mode != Mode::Play {
                self.ui.mode = Mode::Play;
            }
        }
    }

    fn solve(&mut self) {
        if self.ui.solution_shown {
            self.ui.solution_shown = false;
            return;
        }
        if self.ui.lit_only {
            return self.say(
                "Lit cells only: the order of presses matters, and Solve's marks have none. \
                 Hint gives the next lit cell to press.",
            );
        }
        if let Some(reason) = self.no_solution() {
            return self.say(reason);
        }
        self.ui.solution_shown = true;
        self.ui.mode = Mode::Play;
        self.end_preview();
    }

    fn set_mode(&mut self, mode: Mode) {
        if mode == Mode::Quiet {
            return self.show_quiet(self.ui.quiet);
        }
        self.ui.mode = mode;
        self.drop_hint();
        let on_cell = self.derived.geometry.sites[self.ui.cursor].cell.is_some();
        if mode != Mode::Shape && !on_cell {
            self.ui.cursor = self.derived.geometry.first_cell_site();
        }
    }

    fn show_quiet(&mut self, index: usize) {
        match &self.analysis {
            Analysis::Ready(facts) if !facts.quiet_patterns.is_empty() => {
                self.ui.quiet = index.min(facts.quiet_patterns.len() - 1);
                self.ui.mode = Mode::Quiet;
                self.drop_hint();
            }
            Analysis::Ready(_) => {
                self.say("No quiet patterns: only pressing nothing changes nothing here.")
            }
            _ => self.say("The quiet patterns are still being worked out."),
        }
    }

    fn answer(&mut self, response: Response) -> bool {
        match response {
            Response::Pong => false,
            Response::Analysed { job, result } if job == self.job => {
                match result {
                    Ok(facts) => self.analysis = Analysis::Ready(Rc::new(facts)),
                    Err(message) => {
                        self.analysis = Analysis::Failed(message.clone());
                        self.verdict = Verdict::Unavailable(message.clone());
                        if self.deal.take().is_some() {
                            self.refuse(format!(
                                "No puzzle can be dealt: {}",
                                uncapitalise(&message)
                            ));
                        }
                    }
                }
                true
            }
            Response::Solved {
                job,
                board_id,
                answer,
            } if job == self.job && board_id == self.board_id => {
                self.verdict = answer.into();
                true
            }
            Response::Dealt { job, deal, result }
                if job == self.job && self.deal.is_some_and(|order| order.id == deal) =>
            {
                let order = self.deal.take().expect("checked above");
                match result {
                    Ok(dealt) => {
                        let seed = order.kind.named_by_seed().then_some(dealt.seed);
                        self.start_from(Board(dealt.board), seed);
                        self.verdict = dealt.answer.into();
                        if dealt.minimal {
                            self.proven_fewest();
                        }
                        if matches!(self.ui.mode, Mode::Shape | Mode::Paint) {
                            self.ui.mode = Mode::Play;
                        }
                        if dealt.all_solved {
                            self.say(
                                "Every board this puzzle can deal is already at the goal: no press changes anything.",
                            );
                        }
                    }
                    Err(message) => self.refuse(format!(
                        "No puzzle can be dealt: {}",
                        uncapitalise(&message)
                    )),
                }
                true
            }
            Response::LitOnly {
                job,
                slice,
                board,
                result,
            } => self.lit_only_answered(job, slice, board, result),
            // The fewest-press answers, and any answer to a question that was superseded
            // while in flight.
            response => self.fewest_answer(response),
        }
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        let states = next.states();
        match action {
            Action::Answer(response) => {
                if !next.answer(response) {
                    return self;
                }
            }
            Action::Focus(site) => {
                if site >= next.derived.geometry.sites.len() || site == next.ui.cursor {
                    return self;
                }
                next.ui.cursor = site;
                return Rc::new(next);
            }
            Action::Step(step) => {
                let holes = next.ui.mode == Mode::Shape;
                let site = next.derived.geometry.step(next.ui.cursor, step, holes);
                if site == next.ui.cursor {
                    return self;
                }
                next.ui.cursor = site;
                return Rc::new(next);
            }
            Action::Replace(state) => return Rc::new(*state),
            action => {
                next.message = None;
                let derived = next.derived.clone();
                match action {
                    Action::SetLattice(lattice) => next.set_lattice(lattice),
                    Action::SetRows(rows) => next.change_setup(Setup {
                        rows,
                        ..next.setup.clone()
                    }),
                    Action::SetCols(cols) => next.change_setup(Setup {
                        cols,
                        ..next.setup.clone()
                    }),
                    Action::SetOrder(order) => next.change_setup(Setup {
                        order,
                        ..next.setup.clone()
                    }),
                    Action::SetSurface(surface) => next.change_setup(Setup {
                        surface,
                        ..next.setup.clone()
                    }),
                    Action::SetStates(states) => next.change_setup(Setup {
                        states,
                        ..next.setup.clone()
                    }),
                    Action::SetGoal(goal) => next.change_setup(Setup {
                        goal,
                        ..next.setup.clone()
                    }),
                    Action::ChoosePreset(preset) => next.choose_preset(preset),
                    Action::ToggleOffset(a, b) => next.toggle_offset((a, b)),
                    Action::SetMode(mode) => next.set_mode(mode),
                    Action::Activate(site) => next.activate(site),
                    Action::Undo => {
                        next.game.undo(&derived.matrix, states);
                        next.drop_hint();
                    }
                    Action::Redo => {
                        next.game.redo(&derived.matrix, states);
                        next.drop_hint();
                    }
                    Action::Reset => {
                        next.game.reset();
                        next.drop_hint();
                    }
                    Action::NewPuzzle => next.order_deal(next.puzzle_kind()),
                    Action::RandomBoard => next.order_deal(DealKind::Any),
                    Action::Hint => next.hint(),
                    Action::Solve => next.solve(),
                    Action::ShowQuiet(index) => next.show_quiet(index),
                    Action::ShowNumbers(numbers) => next.ui.numbers = numbers,
                    Action::SetLitOnly(on) => {
                        next.ui.lit_only = on;
                        next.drop_hint();
                        next.ui.solution_shown &= !on;
                    }
                    Action::CancelLitOnlyHint => next.cancel_lit_only_hint(),
                    Action::Graph(action) => next.graph_action(action),
                    Action::Fewest(action) => next.fewest_action(action),
                    Action::Note(text) => next.say(text),
                    Action::Dismiss => {}
                    Action::Answer(_) | Action::Focus(_) | Action::Step(_) | Action::Replace(_) => {
                        unreachable!("handled above")
                    }
                }
            }
        }
        Rc::new(next)
    }
}

/// Engine messages start in lower case ("rows must be ..."); a sentence on its own does not.
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The other way round, for a message quoted after a colon.
fn uncapitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    mod fewest;
    pub(super) mod harness;

    use super::*;
    use crate::snapshot::Snapshot;
    use harness::Harness;

    #[test]
    fn opens_on_a_solvable_unsolved_5x5_puzzle() {
        let harness = Harness::new();
        let state = &harness.state;
        assert_eq!(harness.facts().rank, Some(23));
        assert!(!state.at_goal());
        assert!(matches!(state.verdict, Verdict::Solvable(_)));
        assert!(state.seed.is_some());
        assert!(state.requests().is_empty());
    }

    #[test]
    fn the_page_opens_on_the_solved_board_and_asks_for_the_precomputation() {
        let state = State::new(1);
        assert!(state.at_goal() && !state.solved());
        let requests = state.requests();
        assert!(matches!(requests[..], [Request::Analyse { job: 1, .. }]));
    }

    #[test]
    fn pressing_follows_the_rule_and_counts_moves() {
        let mut harness = Harness::new();
        let before = harness.state.game.board.clone();
        let site = harness.site(12);
        let state = harness.act(Action::Activate(site));
        let changed: Vec<usize> = (0..25)
            .filter(|&cell| state.game.board.0[cell] != before.0[cell])
            .collect();
        assert_eq!(changed, [7, 11, 12, 13, 17]);
        assert_eq!(state.game.position, 1);
        assert_eq!(state.ui.cursor, site);
    }

    #[test]
    fn following_the_solve_marks_solves_in_as_many_moves_as_marks() {
        let mut harness = Harness::new();
        harness.act(Action::Solve);
        let marks = harness.state.marks().expect("Solve shows marks");
        let cells: Vec<usize> = (0..25).filter(|&c| marks[c] != 0).collect();
        for &cell in &cells {
            let site = harness.site(cell);
            harness.act(Action::Activate(site));
        }
        assert!(harness.state.solved());
        assert_eq!(harness.state.game.position, cells.len());
        assert_eq!(harness.state.marks(), Some(vec![0; 25]));
    }

    #[test]
    fn solve_marks_follow_presses_off_the_solution() {
        let mut harness = Harness::new();
        harness.act(Action::Solve);
        let marks = harness.state.marks().unwrap();
        let unmarked = (0..25).find(|&c| marks[c] == 0).unwrap();
        let site = harness.site(unmarked);
        harness.act(Action::Activate(site));
        assert_eq!(harness.state.marks().unwrap()[unmarked], 1);
        harness.act(Action::Undo);
        assert_eq!(harness.state.marks().unwrap(), marks);
        // Solve again hides the marks.
        harness.act(Action::Solve);
        assert_eq!(harness.state.marks(), None);
    }

    #[test]
    fn hint_marks_a_cell_of_the_solution_and_the_next_press_clears_it() {
        let mut harness = Harness::new();
        harness.act(Action::Hint);
        let cell = harness.state.ui.hint.expect("a hint");
        assert_ne!(harness.state.remaining().unwrap()[cell], 0);
        assert_eq!(harness.state.ui.cursor, harness.site(cell));
        let site = harness.site(cell);
        harness.act(Action::Activate(site));
        assert_eq!(harness.state.ui.hint, None);
    }

    #[test]
    fn hint_on_a_solved_board_says_so() {
        let mut harness = Harness::blank(Setup::default());
        harness.act(Action::Hint);
        assert_eq!(harness.state.ui.hint, None);
        assert!(
            harness.message().contains("already"),
            "{}",
            harness.message()
        );
    }

    #[test]
    fn undo_redo_and_reset() {
        let mut harness = Harness::new();
        let start = harness.state.game.start.clone();
        let (a, b) = (harness.site(0), harness.site(24));
        harness.act(Action::Activate(a));
        harness.act(Action::Activate(b));
        let after = harness.state.game.board.clone();
        harness.act(Action::Undo);
        assert_eq!(harness.state.game.position, 1);
        harness.act(Action::Redo);
        assert_eq!(harness.state.game.board, after);
        harness.act(Action::Reset);
        assert_eq!(harness.state.game.board, start);
        assert_eq!(harness.state.game.position, 0);
        // A press after Reset drops the redo tail.
        harness.act(Action::Activate(a));
        assert!(!harness.state.game.can_redo());
    }

    #[test]
    fn new_puzzle_deals_a_different_solvable_board() {
        let mut harness = Harness::new();
        let first = harness.state.game.start.clone();
        harness.act(Action::Activate(0));
        let state = harness.act(Action::NewPuzzle);
        assert_ne!(state.game.start, first);
        assert_eq!(state.game.position, 0);
        assert!(matches!(state.verdict, Verdict::Solvable(_)));
    }

    #[test]
    fn random_board_may_be_unsolvable_and_says_its_class() {
        let mut harness = Harness::new();
        // A quarter of 5 x 5 boards is solvable; some deal in 20 is not.
        let unsolvable = (0..20).any(|_| {
            harness.act(Action::RandomBoard);
            assert_eq!(harness.state.seed, None);
            matches!(harness.state.verdict, Verdict::Unsolvable(ref class) if class.len() == 2)
        });
        assert!(unsolvable);
        harness.act(Action::Hint);
        assert!(
            harness.message().contains("cannot reach"),
            "{}",
            harness.message()
        );
        harness.act(Action::Solve);
        assert!(!harness.state.ui.solution_shown);
    }

    #[test]
    fn resizing_reanalyses_and_deals_on_the_new_board() {
        let mut harness = Harness::new();
        let job = harness.state.job;
        harness.raw(Action::SetRows(4));
        assert_eq!(harness.state.analysis, Analysis::Pending);
        assert_ne!(harness.state.job, job);
        harness.settle();
        harness.act(Action::SetCols(4));
        // 4 x 4 Lights Out: nullity 4.
        assert_eq!(harness.facts().nullity, Some(4));
        assert_eq!(harness.state.game.board.0.len(), 16);
        assert!(!harness.state.at_goal());
    }

    #[test]
    fn refused_sizes_say_what_is_allowed_and_change_nothing() {
        let mut harness = Harness::new();
        let job = harness.state.job;
        harness.act(Action::SetRows(0));
        assert!(
            harness.message().contains("1..=128"),
            "{}",
            harness.message()
        );
        assert_eq!((harness.state.setup.rows, harness.state.job), (5, job));
        harness.act(Action::SetStates(17));
        assert!(
            harness.message().contains("2..=16"),
            "{}",
            harness.message()
        );
    }

    #[test]
    fn every_setup_menu_changes_the_puzzle() {
        let mut harness = Harness::new();
        harness.act(Action::SetSurface(Topology::Torus));
        // 5 x 5 Lights Out on the torus has nullity 8.
        assert_eq!(harness.facts().nullity, Some(8));
        harness.act(Action::SetStates(3));
        assert_eq!(harness.facts().states, 3);
        assert!(harness.state.game.board.0.iter().all(|&v| v < 3));
        harness.act(Action::SetGoal(Goal::On));
        assert_eq!(harness.state.target(), Board(vec![2; 25]));
        assert!(matches!(harness.state.verdict, Verdict::Solvable(_)));
        harness.act(Action::ChoosePreset(Preset::King));
        assert_eq!(harness.state.setup.preset(), Some(Preset::King));
        harness.act(Action::SetLattice(Lattice::Hex));
        harness.act(Action::SetOrder(2));
        assert_eq!(harness.state.game.board.0.len(), 7);
        assert_eq!(harness.state.setup.surface, Topology::Plane);
        assert_eq!(harness.state.setup.preset(), Some(Preset::LightsOut));
    }

    #[test]
    fn merlin_moves_the_board_to_the_plane() {
        let mut harness = Harness::new();
        harness.act(Action::SetSurface(Topology::Cylinder));
        harness.act(Action::ChoosePreset(Preset::Merlin));
        assert_eq!(harness.state.setup.surface, Topology::Plane);
        assert!(harness.message().contains("plane"));
        harness.act(Action::SetSurface(Topology::Torus));
        assert!(harness.message().contains("plane"), "{}", harness.message());
        assert_eq!(harness.state.setup.surface, Topology::Plane);
    }

    #[test]
    fn the_pattern_editor_adds_and_removes_offsets() {
        let mut harness = Harness::new();
        harness.act(Action::ToggleOffset(0, 0));
        // Lights Out without the centre is SIGMA.
        assert_eq!(harness.state.setup.preset(), Some(Preset::Sigma));
        harness.act(Action::ToggleOffset(2, 2));
        assert_eq!(harness.state.setup.preset(), None);
        for offset in [(1, 0), (-1, 0), (0, 1), (0, -1), (2, 2)] {
            harness.act(Action::ToggleOffset(offset.0, offset.1));
        }
        assert!(
            harness.message().contains("at least one"),
            "{}",
            harness.message()
        );
        assert_eq!(
            harness.state.setup.rule,
            Rule::Pattern(Pattern::new([(2, 2)]).unwrap())
        );
    }

    #[test]
    fn editing_the_shape_removes_and_restores_cells_and_keeps_the_board() {
        let mut harness = Harness::blank(Setup::default());
        harness.act(Action::SetMode(Mode::Paint));
        harness.act(Action::Activate(24));
        assert_eq!(harness.state.game.start.0[24], 1);
        harness.act(Action::SetMode(Mode::Shape));
        let state = harness.act(Action::Activate(0));
        assert_eq!(state.game.board.0.len(), 24);
        // The painted light is now cell 23 and still lit.
        assert_eq!(state.game.board.0[23], 1);
        assert_eq!(state.setup.cells(), 24);
        assert_eq!(state.deal, None);
        // Putting the site back restores the full board.
        let state = harness.act(Action::Activate(0));
        assert_eq!(state.setup.mask, None);
        assert_eq!(state.game.board.0.len(), 25);
    }

    #[test]
    fn the_last_cell_cannot_be_removed() {
        let mut harness = Harness::blank(Setup {
            rows: 1,
            cols: 1,
            ..Setup::default()
        });
        harness.act(Action::SetMode(Mode::Shape));
        harness.act(Action::Activate(0));
        assert!(harness.message().contains("at least one cell"));
        assert_eq!(harness.state.setup.cells(), 1);
    }

    #[test]
    fn painting_sets_the_start_board_and_asks_for_its_solution_again() {
        let mut harness = Harness::blank(Setup {
            states: 3,
            ..Setup::default()
        });
        harness.act(Action::SetMode(Mode::Paint));
        let board_id = harness.state.board_id;
        harness.raw(Action::Activate(12));
        assert_eq!(harness.state.verdict, Verdict::Pending);
        assert_ne!(harness.state.board_id, board_id);
        harness.settle();
        harness.act(Action::Activate(12));
        assert_eq!(harness.state.game.start.0[12], 2);
        assert_eq!(harness.state.game.position, 0);
        assert_ne!(harness.state.verdict, Verdict::Pending);
    }

    #[test]
    fn the_quiet_view_shows_each_basis_pattern() {
        let mut harness = Harness::new();
        harness.act(Action::ShowQuiet(1));
        assert_eq!(harness.state.ui.mode, Mode::Quiet);
        let pattern = harness.state.marks().unwrap();
        assert_eq!(pattern, harness.facts().quiet_patterns[1]);
        // Pressing every cell of a quiet pattern changes nothing.
        let before = harness.state.game.board.clone();
        for cell in (0..25).filter(|&c| pattern[c] != 0) {
            let site = harness.site(cell);
            harness.act(Action::Activate(site));
        }
        assert_eq!(harness.state.game.board, before);
        harness.act(Action::ShowQuiet(9));
        assert_eq!(harness.state.ui.quiet, 1);
        harness.act(Action::SetMode(Mode::Play));
        assert_eq!(harness.state.marks(), None);
    }

    #[test]
    fn a_3x3_board_has_no_quiet_patterns_to_show() {
        let mut harness = Harness::new();
        harness.act(Action::SetRows(3));
        harness.act(Action::SetCols(3));
        harness.act(Action::ShowQuiet(0));
        assert_eq!(harness.state.ui.mode, Mode::Play);
        assert!(harness.message().contains("No quiet patterns"));
    }

    #[test]
    fn arrows_move_the_cursor_and_focus_is_not_saved() {
        let mut harness = Harness::new();
        let saved = Snapshot::of(&harness.state);
        harness.act(Action::Step(Step::Right));
        harness.act(Action::Step(Step::Down));
        assert_eq!(harness.state.ui.cursor, 6);
        harness.act(Action::Focus(3));
        assert_eq!(harness.state.ui.cursor, 3);
        assert_eq!(Snapshot::of(&harness.state), saved);
    }

    #[test]
    fn presses_are_saved_but_hints_and_solve_marks_are_not() {
        let mut harness = Harness::new();
        harness.act(Action::NewPuzzle);
        let saved = Snapshot::of(&harness.state);
        harness.act(Action::Hint);
        harness.act(Action::Solve);
        assert!(harness.state.ui.solution_shown);
        assert_eq!(Snapshot::of(&harness.state), saved);
        harness.act(Action::Activate(harness.state.ui.cursor));
        assert_ne!(Snapshot::of(&harness.state), saved);
    }

    #[test]
    fn stale_answers_are_dropped() {
        let mut harness = Harness::new();
        let old_job = harness.state.job;
        harness.raw(Action::SetRows(4));
        let stale = Response::Analysed {
            job: old_job,
            result: Err("late".into()),
        };
        let before = harness.state.clone();
        let after = before.clone().reduce(Action::Answer(stale));
        assert!(Rc::ptr_eq(&before, &after));
    }

    #[test]
    fn a_refused_precomputation_leaves_the_board_playable() {
        // Flip on 32 x 32 leaves 962 unknowns after chasing; for N > 2 the engine puts at
        // most 512 in Smith form.
        let mut harness = Harness::new();
        harness.act(Action::ChoosePreset(Preset::Flip));
        harness.act(Action::SetStates(3));
        harness.act(Action::SetRows(32));
        harness.act(Action::SetCols(32));
        assert!(matches!(harness.state.analysis, Analysis::Failed(_)));
        assert!(harness.message().contains("No puzzle can be dealt"));
        harness.act(Action::Activate(0));
        assert_eq!(harness.state.game.position, 1);
        harness.act(Action::Hint);
        assert!(
            harness.message().contains("unknowns"),
            "{}",
            harness.message()
        );
    }

    #[test]
    fn numbers_and_dismiss() {
        let mut harness = Harness::new();
        harness.act(Action::ShowNumbers(false));
        assert!(!harness.state.ui.numbers);
        harness.act(Action::SetRows(0));
        assert!(harness.state.message.is_some());
        harness.act(Action::Dismiss);
        assert!(harness.state.message.is_none());
        harness.act(Action::Note("Link copied.".into()));
        assert_eq!(harness.message(), "Link copied.");
    }

    #[test]
    fn replace_swaps_in_a_whole_state() {
        let mut harness = Harness::new();
        let other = State::blank(
            Setup {
                rows: 2,
                ..Setup::default()
            },
            3,
        )
        .unwrap();
        harness.act(Action::Replace(Box::new(other)));
        assert_eq!(harness.state.setup.rows, 2);
    }
}
