//! Every way the ELLO page can change ([`Action`] from the player, the engine's answers, a
//! game opened from a link) and the one reducer that applies them: plain Rust, no browser
//! call, so every transition is tested natively.

use std::rc::Rc;

use crate::analyst::event::PageState;
use crate::analyst::Response;

use super::state::State;
use crate::puzzle::graph::choice::Choice;
use crate::shared::roving::Step;
use lights_lab_engine::GraphBoard;

/// What changes the ELLO page.
pub type Event = crate::analyst::event::Event<Action, State>;

/// Everything the player can do on the ELLO page.
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
}

crate::analyst::event::page_reducer!(State);

impl PageState for State {
    type Action = Action;

    fn act(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.message = None;
        next.said.hush();
        match action {
            Action::Focus(vertex) => return self.with_cursor(vertex),
            Action::Step(step) => {
                let game = &self.game;
                let vertex = self
                    .drawing
                    .step(self.cursor, step, |v| game.colour(v).is_some());
                return self.with_cursor(vertex);
            }
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
        }
        Rc::new(next)
    }

    fn answer(&mut self, response: Response) -> bool {
        self.take_answer(response)
    }
}

impl State {
    /// Keyboard focus on `vertex`: only the cursor moves (a message stays).
    fn with_cursor(self: Rc<Self>, vertex: usize) -> Rc<Self> {
        if vertex >= self.vertices() || vertex == self.cursor {
            return self;
        }
        let mut next = (*self).clone();
        next.cursor = vertex;
        Rc::new(next)
    }
}
