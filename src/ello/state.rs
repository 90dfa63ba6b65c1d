//! The ELLO page's state and the one reducer that changes it: the graph (with its drawing and
//! the preset it came from), the game in play with its undo history, the engine's analysis of
//! the position, and the ui (cursor, hint, message).
//!
//! Everything is decided here, synchronously and within a step budget: ELLO's analysis is the
//! paper's closed-form rules for the families it recognises (instant at any size) and an
//! exhaustive search over removed sets for other graphs of at most 28 vertices. The budget
//! ([`ANALYSIS_STEPS`]) keeps the worst search to a fraction of a second on the page; past it
//! the readout says "not known" rather than freezing the tab. Plain Rust, no browser call, so
//! every action is tested natively.

use std::rc::Rc;

use rand::rngs::StdRng;
use rand::SeedableRng;
use yew::Reducible;

use crate::analyst::next_seed;
use crate::graph::choice::{self, Choice};
use crate::graph::drawing::Drawing;
use crate::shared::message::Message;
use crate::shared::roving::Step;
use lights_lab_engine::ello::{self, Analysis, Colour, Game, Graph, Status};
use lights_lab_engine::{Budget, GraphBoard, Preset};

/// Search steps (positions looked at) for one analysis, shared by the draws of one random
/// colouring. Every preset the search covers is decided in under a hundred steps for the
/// colourings tried; the slowest random graphs of 20 to 28 vertices took a few thousand, at
/// about 8 million steps a second natively in release. A million steps is then at most a
/// fraction of a second in wasm, and the readout says "not known" past it.
pub const ANALYSIS_STEPS: u64 = 1_000_000;

/// The graph the page opens on: the Petersen graph, which no rule of the paper covers, so the
/// search decides it (2^10 positions at most).
const FIRST_GRAPH: &str = "petersen";

/// Everything the ELLO page shows.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The preset the graph was built from; `None` for a graph from the editor or a file.
    pub preset: Option<Preset>,
    /// The graph as the editor and graph files know it, with its drawing.
    pub board: Rc<GraphBoard>,
    pub drawing: Rc<Drawing>,
    pub game: Game,
    /// The analysis of the position; `None` once the game is won.
    pub analysis: Option<Analysis>,
    /// Whether the start colours were drawn uniformly among the winnable ones (false: a random
    /// order's colours, winnable but not uniform, where winnability could not be decided).
    pub uniform: bool,
    /// The vertex Hint marked, until the next move.
    pub hint: Option<usize>,
    /// The vertex with keyboard focus (the one disc with tabindex 0).
    pub cursor: usize,
    pub message: Option<Message>,
    /// The next seed for random graphs and colourings.
    next_seed: u64,
}

/// Every way the ELLO page can change.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// A graph from the presets menu (random presets draw a new graph each time).
    ChooseGraph(Choice),
    /// A graph from the Lights Out page's editor or a graph file.
    UseGraph(Rc<GraphBoard>),
    /// New start colours for the same graph, winnable.
    RandomWinnable,
    /// A click, tap, Space or Enter on a vertex.
    Play(usize),
    /// Keyboard focus moved to a vertex.
    Focus(usize),
    /// An arrow key (or Home/End) on the board.
    Step(Step),
    Undo,
    Redo,
    /// Back to the start colours, the moves kept for Redo.
    Restart,
    Hint,
    /// A note from outside the reducer (the clipboard said yes).
    Note(String),
    Dismiss,
    /// Replaces everything with a game built elsewhere (a link opened in this tab).
    Replace(Box<State>),
}

impl State {
    /// The Petersen graph with random winnable colours drawn from `seed`.
    pub fn new(seed: u64) -> Self {
        let preset = Choice::new(FIRST_GRAPH)
            .and_then(|choice| choice.preset().ok())
            .expect("the first graph is a preset");
        let board = choice::build(&preset, seed).expect("the first graph builds");
        let graph = ello_graph(&board).expect("a preset is an ELLO graph");
        let mut state = Self::on(Rc::new(board), graph, Some(preset), next_seed(seed));
        state.deal();
        state
    }

    /// A game on `board` from the given start colours, as a link shares it; later random
    /// graphs and colourings draw from `seed`.
    pub fn with_colours(
        board: GraphBoard,
        colours: Vec<Colour>,
        seed: u64,
    ) -> Result<Self, String> {
        choice::check(&board).map_err(|message| capitalise(&message))?;
        let graph = ello_graph(&board)?;
        let mut state = Self::on(Rc::new(board), graph.clone(), None, seed);
        state.game = Game::new(graph, colours).map_err(|error| capitalise(error.message()))?;
        state.cursor = state.first_green().unwrap_or(0);
        state.after_move();
        Ok(state)
    }

    /// Plays `moves` from the start colours, then takes back all but the first `played`, as
    /// a saved game was left; refused at the first move the rules do not allow.
    pub fn replay(&mut self, moves: &[usize], played: usize) -> Result<(), String> {
        self.game = Game::replay(self.game.graph().clone(), self.game.start().to_vec(), moves)
            .map_err(|error| capitalise(error.message()))?;
        for _ in played..moves.len() {
            self.game.undo();
        }
        self.cursor = self.first_green().unwrap_or(0);
        self.after_move();
        Ok(())
    }

    /// This game with an error message (a link that could not be opened).
    pub fn refused(mut self, text: impl Into<String>) -> Self {
        self.refuse(text);
        self
    }

    /// A game on `board` with every vertex green until [`State::deal`] draws colours.
    pub(crate) fn on(
        board: Rc<GraphBoard>,
        graph: Graph,
        preset: Option<Preset>,
        seed: u64,
    ) -> Self {
        let drawing = Rc::new(Drawing::of_edges(
            board.points(),
            (0..graph.vertex_count()).flat_map(|u| {
                graph
                    .neighbours(u)
                    .iter()
                    .map(move |&v| (u, v as usize))
                    .filter(|&(u, v)| u < v)
                    .collect::<Vec<_>>()
            }),
        ));
        let colours = vec![Colour::Green; graph.vertex_count()];
        let game = Game::new(graph, colours).expect("one colour per vertex");
        Self {
            preset,
            board,
            drawing,
            game,
            analysis: None,
            uniform: true,
            hint: None,
            cursor: 0,
            message: None,
            next_seed: seed,
        }
    }

    /// Whether the game is won, lost or in play.
    pub fn status(&self) -> Status {
        self.game.status()
    }

    /// Each vertex's colour, `None` once it is removed.
    pub fn colours(&self) -> Vec<Option<Colour>> {
        (0..self.vertices()).map(|v| self.game.colour(v)).collect()
    }

    /// The graph's vertex count.
    pub fn vertices(&self) -> usize {
        self.game.graph().vertex_count()
    }

    pub(crate) fn take_seed(&mut self) -> u64 {
        let seed = self.next_seed;
        self.next_seed = next_seed(seed);
        seed
    }

    /// Draws winnable start colours and starts a fresh game with them.
    pub(crate) fn deal(&mut self) {
        let seed = self.take_seed();
        let graph = self.game.graph().clone();
        let drawn = ello::random_winnable_with_rng(
            &graph,
            &mut StdRng::seed_from_u64(seed),
            &mut Budget::steps(ANALYSIS_STEPS),
        );
        self.uniform = drawn.uniform;
        self.game = Game::new(graph, drawn.colours).expect("one colour per vertex");
        self.cursor = self.first_green().unwrap_or(0);
        self.after_move();
        if !self.uniform {
            self.say(
                "These colours are winnable (a random order of the vertices wins them), but not \
                 drawn evenly among all winnable colourings: this graph is too large to decide \
                 every colouring.",
            );
        }
    }

    /// Switches to another graph, keeping the current one if it cannot be played.
    pub(crate) fn change_graph(&mut self, board: GraphBoard, preset: Option<Preset>) {
        if let Err(message) = choice::check(&board) {
            return self.refuse(capitalise(&message));
        }
        let graph = match ello_graph(&board) {
            Ok(graph) => graph,
            Err(message) => return self.refuse(message),
        };
        let seed = self.take_seed();
        *self = Self {
            message: self.message.take(),
            ..Self::on(Rc::new(board), graph, preset, seed)
        };
        self.deal();
    }

    pub(crate) fn choose(&mut self, choice: &Choice) {
        if !choice.kind().ello {
            return self.refuse(format!(
                "{} is a directed graph; ELLO is played on undirected graphs.",
                choice.kind().label
            ));
        }
        let preset = match choice.preset() {
            Ok(preset) => preset,
            Err(message) => return self.refuse(capitalise(&message)),
        };
        let seed = self.take_seed();
        match choice::build(&preset, seed) {
            Ok(board) => self.change_graph(board, Some(preset)),
            Err(message) => self.refuse(capitalise(&message)),
        }
    }

    /// The position changed: what was known about the old one no longer holds.
    pub(crate) fn after_move(&mut self) {
        self.hint = None;
        self.analysis = self.game.analyze(&mut Budget::steps(ANALYSIS_STEPS));
        if self.game.colour(self.cursor).is_none() {
            self.cursor = self
                .first_green()
                .or_else(|| self.first_left())
                .unwrap_or(0);
        }
    }

    pub(crate) fn first_green(&self) -> Option<usize> {
        (0..self.vertices()).find(|&v| self.game.colour(v) == Some(Colour::Green))
    }

    pub(crate) fn first_left(&self) -> Option<usize> {
        (0..self.vertices()).find(|&v| self.game.colour(v).is_some())
    }

    pub(crate) fn play(&mut self, vertex: usize) {
        self.cursor = vertex.min(self.vertices() - 1);
        match self.game.play(vertex) {
            Ok(()) => self.after_move(),
            Err(error) => self.refuse(capitalise(error.message())),
        }
    }

    pub(crate) fn hint(&mut self) {
        let Some(analysis) = &self.analysis else {
            return self.say("The game is won: every vertex is gone.");
        };
        if let Some(vertex) = analysis.hint() {
            self.hint = Some(vertex);
            self.cursor = vertex;
            return;
        }
        let why = match analysis.winnable() {
            Some(false) if self.status() == Status::Lost => {
                "The game is lost: only red vertices remain. Undo, or try Random winnable."
                    .to_string()
            }
            Some(false) => format!(
                "No winning order from here: {}. Undo a move or two.",
                analysis.reason
            ),
            _ => format!("No hint: {}.", analysis.reason),
        };
        self.say(why);
    }

    pub(crate) fn say(&mut self, text: impl Into<String>) {
        self.message = Some(Message::note(text));
    }

    pub(crate) fn refuse(&mut self, text: impl Into<String>) {
        self.message = Some(Message::refusal(text));
    }
}

/// The ELLO graph of a board: every arc read as an edge; loops, which a SIGMA board may have
/// but ELLO has no use for, are left out.
pub fn ello_graph(board: &GraphBoard) -> Result<Graph, String> {
    let edges: Vec<(u32, u32)> = board
        .graph()
        .arcs()
        .iter()
        .copied()
        .filter(|&(u, v)| u != v)
        .collect();
    Graph::new(board.graph().vertex_count(), &edges).map_err(|error| capitalise(error.message()))
}

/// Engine messages start in lower case; a sentence on its own does not.
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Focus(vertex) => {
                if vertex >= next.vertices() || vertex == next.cursor {
                    return self;
                }
                next.cursor = vertex;
                return Rc::new(next);
            }
            Action::Replace(state) => return Rc::new(*state),
            Action::Step(step) => {
                let game = &next.game;
                let vertex = next
                    .drawing
                    .step(next.cursor, step, |v| game.colour(v).is_some());
                if vertex == next.cursor {
                    return self;
                }
                next.cursor = vertex;
                return Rc::new(next);
            }
            action => {
                next.message = None;
                match action {
                    Action::ChooseGraph(choice) => next.choose(&choice),
                    Action::UseGraph(board) => next.change_graph((*board).clone(), None),
                    Action::RandomWinnable => next.deal(),
                    Action::Play(vertex) => next.play(vertex),
                    Action::Undo => {
                        if next.game.undo() {
                            next.after_move();
                        }
                    }
                    Action::Redo => {
                        if next.game.redo() {
                            next.after_move();
                        }
                    }
                    Action::Restart => {
                        let mut undone = false;
                        while next.game.undo() {
                            undone = true;
                        }
                        if undone {
                            next.after_move();
                        }
                    }
                    Action::Hint => next.hint(),
                    Action::Note(text) => next.say(text),
                    Action::Dismiss => {}
                    Action::Focus(_) | Action::Step(_) | Action::Replace(_) => {
                        unreachable!("handled above")
                    }
                }
            }
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ello::saved::SavedGame;
    use lights_lab_engine::ello::{parse_colours, wins};
    use lights_lab_engine::{Digraph, Point};

    fn act(state: Rc<State>, action: Action) -> Rc<State> {
        state.reduce(action)
    }

    fn message(state: &State) -> String {
        state
            .message
            .as_ref()
            .map(|m| m.text.clone())
            .unwrap_or_default()
    }

    /// A state on `board` with the given colours, as a link sets them.
    fn with_colours(board: GraphBoard, colours: &str) -> Rc<State> {
        let colours = parse_colours(colours, board.graph().vertex_count()).unwrap();
        Rc::new(State::with_colours(board, colours, 1).unwrap())
    }

    fn path(n: usize) -> GraphBoard {
        let edges: Vec<(u32, u32)> = (1..n as u32).map(|v| (v - 1, v)).collect();
        GraphBoard::on_circle(Digraph::undirected(n, &edges).unwrap())
    }

    #[test]
    fn the_page_opens_on_a_winnable_petersen_game() {
        let state = State::new(5);
        assert_eq!(state.vertices(), 10);
        assert_eq!(state.preset.map(|p| p.to_string()), Some("petersen".into()));
        assert!(state.uniform);
        let analysis = state.analysis.as_ref().unwrap();
        assert_eq!(analysis.winnable(), Some(true));
        assert!(analysis.parity_ok);
        assert_eq!(state.status(), Status::Playing);
    }

    #[test]
    fn following_hints_wins_and_every_hint_is_green() {
        let mut state = Rc::new(State::new(8));
        for moves in 1..=10 {
            state = act(state, Action::Hint);
            let vertex = state.hint.expect("a winnable game has a hint");
            assert_eq!(state.game.colour(vertex), Some(Colour::Green));
            assert_eq!(state.cursor, vertex);
            state = act(state, Action::Play(vertex));
            assert_eq!(state.game.moves().len(), moves);
            assert_eq!(state.hint, None);
        }
        assert_eq!(state.status(), Status::Won);
        assert!(state.analysis.is_none());
        let start = state.game.start().to_vec();
        assert!(wins(state.game.graph(), &start, state.game.moves()));
        state = act(state, Action::Hint);
        assert!(message(&state).contains("won"), "{}", message(&state));
    }

    #[test]
    fn a_red_vertex_is_refused_and_the_move_list_is_unchanged() {
        // The path 0 - 1 - 2 coloured green, red, red: only vertex 0 may be played.
        let state = with_colours(path(3), "grr");
        let state = act(state, Action::Play(1));
        assert!(message(&state).contains("red"), "{}", message(&state));
        assert!(state.message.as_ref().unwrap().error);
        assert!(state.game.moves().is_empty());
        let state = act(state, Action::Play(0));
        assert_eq!(state.game.moves(), [0]);
        assert_eq!(state.game.colour(1), Some(Colour::Green));
        assert!(state.message.is_none());
    }

    #[test]
    fn undo_redo_and_restart_walk_the_history() {
        let state = with_colours(path(3), "grr");
        let state = act(act(state, Action::Play(0)), Action::Play(1));
        let state = act(state, Action::Undo);
        assert_eq!(state.game.moves(), [0]);
        let state = act(state, Action::Redo);
        assert_eq!(state.game.moves(), [0, 1]);
        let state = act(state, Action::Restart);
        assert!(state.game.moves().is_empty());
        assert!(state.game.can_redo());
        assert_eq!(state.game.colour(0), Some(Colour::Green));
        let state = act(state, Action::Redo);
        assert_eq!(state.game.moves(), [0]);
    }

    #[test]
    fn a_lost_game_says_so_and_hints_say_why_not() {
        // The path coloured green, green, green: playing the middle leaves two red ends.
        let state = act(with_colours(path(3), "ggg"), Action::Play(1));
        assert_eq!(state.status(), Status::Lost);
        assert_eq!(state.analysis.as_ref().unwrap().winnable(), Some(false));
        let state = act(state, Action::Hint);
        assert!(message(&state).contains("lost"), "{}", message(&state));
        // A tree with an even number of greens cannot be won (Proposition 3.5).
        let state = act(with_colours(path(3), "ggr"), Action::Hint);
        assert_eq!(state.hint, None);
        assert!(
            message(&state).contains("No winning order"),
            "{}",
            message(&state)
        );
    }

    #[test]
    fn random_winnable_deals_new_winnable_colours_on_the_same_graph() {
        let state = Rc::new(State::new(3));
        let green = state.first_green().unwrap();
        let state = act(state, Action::Play(green));
        let next = act(state.clone(), Action::RandomWinnable);
        assert!(next.game.moves().is_empty() && !next.game.can_redo());
        assert_eq!(next.game.graph(), state.game.graph());
        assert_eq!(next.analysis.as_ref().unwrap().winnable(), Some(true));
    }

    #[test]
    fn choosing_a_graph_builds_it_and_refuses_what_does_not_fit() {
        let state = Rc::new(State::new(1));
        let cycle = act(
            state.clone(),
            Action::ChooseGraph(Choice::new("cycle").unwrap()),
        );
        assert_eq!(cycle.vertices(), 8);
        assert_eq!(cycle.preset.map(|p| p.to_string()), Some("cycle 8".into()));
        let analysis = cycle.analysis.as_ref().unwrap();
        assert_eq!(
            analysis.family.map(|f| f.to_string()),
            Some("cycle C_8".into())
        );
        assert_eq!(analysis.winnable(), Some(true));
        let merlin = act(
            cycle.clone(),
            Action::ChooseGraph(Choice::new("merlin").unwrap()),
        );
        assert!(
            message(&merlin).contains("directed"),
            "{}",
            message(&merlin)
        );
        assert_eq!(merlin.vertices(), 8);
        let huge = Choice {
            word: "path",
            sizes: vec![5000],
        };
        let refused = act(cycle, Action::ChooseGraph(huge));
        assert!(
            message(&refused).contains("1..=1024"),
            "{}",
            message(&refused)
        );
        assert_eq!(refused.vertices(), 8);
    }

    #[test]
    fn random_trees_differ_from_one_choice_to_the_next() {
        let tree = Choice::new("tree").unwrap();
        let first = act(Rc::new(State::new(1)), Action::ChooseGraph(tree.clone()));
        let second = act(first.clone(), Action::ChooseGraph(tree));
        assert_ne!(first.game.graph(), second.game.graph());
        let family = |state: &State| state.analysis.as_ref().unwrap().family;
        assert_eq!(family(&first), Some(ello::Family::Tree));
    }

    #[test]
    fn a_graph_from_the_editor_drops_its_loops() {
        let mut board = path(2);
        board.toggle_arc(1, 1).unwrap();
        let state = act(Rc::new(State::new(1)), Action::UseGraph(Rc::new(board)));
        assert_eq!((state.vertices(), state.game.graph().edge_count()), (2, 1));
        assert_eq!(state.preset, None);
        assert_eq!(state.drawing.lines.len(), 1);
    }

    #[test]
    fn arrows_move_among_the_vertices_left_and_focus_is_not_saved() {
        let mut board = path(3);
        for (v, x) in [(0, 0.1), (1, 0.5), (2, 0.9)] {
            board.move_vertex(v, Point { x, y: 0.5 }).unwrap();
        }
        let state = with_colours(board, "grr");
        let saved = SavedGame::of(&state);
        let state = act(state, Action::Step(Step::Right));
        assert_eq!(state.cursor, 1);
        assert_eq!(SavedGame::of(&state), saved);
        let state = act(act(state, Action::Play(0)), Action::Focus(2));
        assert_eq!(state.cursor, 2);
        // Vertex 0 is gone, so Left from 1 stays.
        let state = act(act(state, Action::Focus(1)), Action::Step(Step::Left));
        assert_eq!(state.cursor, 1);
        let state = act(state, Action::Dismiss);
        assert!(state.message.is_none());
    }
}
