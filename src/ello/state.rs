//! The ELLO page's state: the graph (with its drawing and the preset it came from), the game
//! in play with its undo history, the engine's analysis of the position, and the ui (cursor,
//! hint, message). The reducer ([`super::reducer`]) changes it.
//!
//! As on the Lights Out page, questions for the engine are not asked here: the state says
//! which answer it waits for ([`State::requests`]), the root component sends it, and the
//! answer comes back as an event ([`State::answer`]). ELLO's analysis is the paper's
//! closed-form rules for the families it recognises (instant at any size) and an exhaustive
//! search over removed sets for other graphs of at most 28 vertices, within a step budget
//! ([`crate::analyst::ello::ANALYSIS_STEPS`]). Plain Rust, no browser call, so every action
//! is tested natively.

use std::rc::Rc;

use super::explain;
use crate::analyst::ello::{ElloGraph, ElloQuestion};
use crate::analyst::{next_seed, Request, Response};
use crate::puzzle::graph::choice::{self, Choice};
use crate::puzzle::graph::drawing::Drawing;
use crate::shared::message::Message;
use crate::shared::said::Said;
use crate::shared::wording::capitalise;
use lights_lab_engine::ello::{wins, Analysis, Colour, Game, Graph, Status, Verdict};
use lights_lab_engine::{GraphBoard, Preset};

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
    /// The analysis of the position; `None` once the game is won, and while it is asked for.
    pub analysis: Option<Analysis>,
    /// The answer the page waits for, if any.
    pub(crate) question: Option<Question>,
    /// Whether the start colours were drawn uniformly among the winnable ones (false: a random
    /// order's colours, winnable but not uniform, where winnability could not be decided).
    pub uniform: bool,
    /// When the start colours were made from a random order (not uniform): that order, which
    /// wins them (Corollary 1.2). It settles positions too large for the search to decide.
    pub(crate) witness: Option<Vec<usize>>,
    /// The analysis on show was settled by [`State::witness`], not by the engine.
    pub witnessed: bool,
    /// The vertex Hint marked, until the next move.
    pub hint: Option<usize>,
    /// The vertex with keyboard focus (the one disc with tabindex 0).
    pub cursor: usize,
    pub message: Option<Message>,
    /// The sentence said to a screen reader about the latest change: the vertex Hint marks.
    pub said: Said,
    /// The next seed for random graphs and colourings.
    next_seed: u64,
    /// Source of question ids.
    counter: u64,
}

/// What the page has asked the engine and waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Question {
    /// The analysis of the position on show.
    Analyse { id: u64 },
    /// Winnable start colours from `seed`, for a fresh game on the same graph.
    Deal { id: u64, seed: u64 },
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
            witness: None,
            witnessed: false,
            hint: None,
            cursor: 0,
            message: None,
            said: Said::default(),
            next_seed: seed,
            counter: 0,
            question: None,
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

    /// How many pieces the vertices still in play form, for the explanation.
    pub fn pieces(&self) -> usize {
        let left: Vec<bool> = self.colours().iter().map(Option::is_some).collect();
        explain::pieces(self.game.graph(), &left)
    }

    pub(crate) fn take_seed(&mut self) -> u64 {
        let seed = self.next_seed;
        self.next_seed = next_seed(seed);
        seed
    }

    /// Asks for winnable start colours for a fresh game on this graph.
    pub(crate) fn deal(&mut self) {
        let seed = self.take_seed();
        self.question = Some(Question::Deal {
            id: self.fresh_id(),
            seed,
        });
    }

    /// Starts a fresh game from dealt colours.
    fn dealt(&mut self, colours: Vec<Colour>, uniform: bool, order: Option<Vec<usize>>) {
        let graph = self.game.graph().clone();
        match Game::new(graph, colours) {
            Ok(game) => self.game = game,
            Err(error) => return self.refuse(capitalise(error.message())),
        }
        self.uniform = uniform;
        self.witness = order;
        self.cursor = self.first_green().unwrap_or(0);
        self.after_move();
        if !uniform {
            self.say(
                "These colours are winnable (a random order of the vertices wins them), but not \
                 drawn evenly among all winnable colourings: this graph is too large to decide \
                 every colouring.",
            );
        }
    }

    fn fresh_id(&mut self) -> u64 {
        self.counter += 1;
        self.counter
    }

    /// The engine request this state waits for: the analysis of the position, or colours.
    pub fn requests(&self) -> Vec<Request> {
        let graph = || ElloGraph::of(self.game.graph());
        let Some(question) = self.question else {
            return Vec::new();
        };
        let (id, question) = match question {
            Question::Analyse { id } => (
                id,
                ElloQuestion::Analyse {
                    graph: graph(),
                    start: self.game.start().to_vec(),
                    moves: self.game.moves().to_vec(),
                },
            ),
            Question::Deal { id, seed } => (
                id,
                ElloQuestion::Deal {
                    graph: graph(),
                    seed,
                },
            ),
        };
        vec![Request::Ello { id, question }]
    }

    /// Takes in the engine's answer; false when it is not for the question waited for.
    pub(crate) fn take_answer(&mut self, response: Response) -> bool {
        match (self.question, response) {
            (
                Some(Question::Analyse { id }),
                Response::ElloAnalysed {
                    id: answered,
                    result,
                },
            ) if id == answered => {
                self.question = None;
                match result {
                    Ok(analysis) => {
                        self.analysis = analysis;
                        self.settle_by_witness();
                    }
                    Err(refusal) => self.refuse(capitalise(&refusal.to_string())),
                }
            }
            (
                Some(Question::Deal { id, .. }),
                Response::ElloDealt {
                    id: answered,
                    result,
                },
            ) if id == answered => {
                self.question = None;
                match result {
                    Ok(dealt) => self.dealt(dealt.colours, dealt.uniform, dealt.order),
                    Err(refusal) => self.refuse(capitalise(&refusal.to_string())),
                }
            }
            _ => return false,
        }
        true
    }

    /// Where the engine could not decide the position: if the moves made so far, followed by
    /// the rest of the order the colours were dealt from, win the game (Proposition 1.1:
    /// every vertex's colour plus its predegree is even), the position can be won that way.
    fn settle_by_witness(&mut self) {
        self.witnessed = false;
        let (Some(analysis), Some(witness)) = (&mut self.analysis, &self.witness) else {
            return;
        };
        if analysis.winnable().is_some() {
            return;
        }
        let played = self.game.moves();
        let rest: Vec<usize> = witness
            .iter()
            .copied()
            .filter(|v| !played.contains(v))
            .collect();
        let order: Vec<usize> = played.iter().chain(&rest).copied().collect();
        if wins(self.game.graph(), self.game.start(), &order) {
            analysis.verdict = Verdict::Winnable { order: Some(rest) };
            self.witnessed = true;
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

    /// The position changed: what was known about the old one no longer holds, and the
    /// engine is asked again.
    pub(crate) fn after_move(&mut self) {
        self.hint = None;
        self.analysis = None;
        self.witnessed = false;
        self.question = Some(Question::Analyse {
            id: self.fresh_id(),
        });
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
        if self.question.is_some() {
            return self.say("Still working out how this game can be won; try again in a moment.");
        }
        let Some(analysis) = &self.analysis else {
            return self.say("The game is won: every vertex is gone.");
        };
        if let Some(vertex) = analysis.hint() {
            self.hint = Some(vertex);
            self.cursor = vertex;
            self.said.say(format!("Hint: play vertex {vertex}."));
            return;
        }
        let why = match analysis.winnable() {
            Some(false) if self.status() == Status::Lost => {
                "The game is lost: only red vertices remain. Undo, or try Random winnable."
                    .to_string()
            }
            Some(false) => format!(
                "No winning order from here. {} Undo a move or two.",
                explain::why(analysis, self.pieces())
            ),
            _ => format!("No hint. {}", explain::why(analysis, self.pieces())),
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
