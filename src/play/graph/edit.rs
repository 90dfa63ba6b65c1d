//! The graph boards' part of the reducer: choosing a preset, converting the lattice board to a
//! graph, loading a graph file, and the editor's moves (add, move and remove a vertex, toggle
//! an arc or an edge). Each builds the new graph and hands it to the one path every setup
//! change takes ([`State::change_setup`]), so a graph the page cannot draw is refused with the
//! page's bound, and a new move matrix is analysed as any other.
//!
//! While the graph is edited (the Edit graph mode), lights stay on the vertices that keep
//! them: the vertices after a removed one move down by one, as the engine renumbers them.

use std::rc::Rc;

use super::action::GraphAction;
use crate::analyst::next_seed;
use crate::play::state::{Mode, State};
use crate::puzzle::graph::choice::Choice;
use crate::puzzle::graph::setup::GraphSetup;
use crate::puzzle::setup::Lattice;
use crate::puzzle::setup::Setup;
use lights_lab_engine::{Board, EngineError, GraphBoard, Rule};

impl State {
    pub(crate) fn graph_action(&mut self, action: GraphAction) {
        match action {
            GraphAction::Choose(choice) => self.choose_graph(&choice),
            GraphAction::Convert => self.convert(),
            GraphAction::Load(text) => match GraphBoard::parse(&text) {
                Ok(board) => self.use_graph(board, None),
                Err(error) => self.refuse(format!("The graph file was not loaded: {error}.")),
            },
            GraphAction::BothDirections(both) => self.ui.both_directions = both,
            GraphAction::AddVertex(at) => {
                let goal = self.setup.goal.clone();
                let states = self.states();
                self.edit(|board, values| {
                    let vertex = board.add_vertex(at)?;
                    values.push(goal.target(vertex + 1, states).0[vertex]);
                    Ok(vertex)
                })
            }
            GraphAction::MoveVertex(vertex, at) => {
                self.edit(|board, _| board.move_vertex(vertex, at).map(|()| vertex))
            }
            GraphAction::RemoveVertex(vertex) => self.edit(|board, values| {
                board.remove_vertex(vertex)?;
                values.remove(vertex);
                Ok(vertex.saturating_sub(1))
            }),
            GraphAction::Connect(from, to) => {
                let both = self.ui.both_directions && from != to;
                self.edit(|board, _| {
                    if both {
                        board.toggle_edge(from, to)?;
                    } else {
                        board.toggle_arc(from, to)?;
                    }
                    Ok(to)
                })
            }
        }
    }

    /// Rebuilds the drawing after a change that kept the graph (a vertex moved).
    pub(crate) fn redraw(&mut self) {
        match crate::play::state::Derived::of(&self.setup, None) {
            Ok(derived) => self.derived = Rc::new(derived),
            Err(error) => self.refuse(error.message()),
        }
    }

    pub(crate) fn choose_graph(&mut self, choice: &Choice) {
        let preset = match choice.preset() {
            Ok(preset) => preset,
            Err(message) => return self.refuse(crate::shared::wording::capitalise(&message)),
        };
        let seed = self.next_seed;
        self.next_seed = next_seed(seed);
        match GraphSetup::preset(preset, seed) {
            Ok(graph) => self.play_graph(graph, preset.rule()),
            Err(message) => self.refuse(crate::shared::wording::capitalise(&message)),
        }
    }

    /// The lattice puzzle as a graph: each cell a vertex where it was drawn, each press's reach
    /// its arcs. It is the same puzzle, so the board stays as it is.
    pub(crate) fn convert(&mut self) {
        if self.setup.lattice == Lattice::Graph {
            return self.say("The board is a graph already.");
        }
        let converted = GraphBoard::from_puzzle(&self.derived.puzzle)
            .map_err(|error| error.to_string())
            .and_then(|(board, rule)| Ok((GraphSetup::custom(board)?, rule)));
        let (graph, rule) = match converted {
            Ok(converted) => converted,
            Err(message) => {
                return self.refuse(format!(
                    "This board cannot be converted: {}.",
                    crate::shared::wording::uncapitalise(&message)
                ))
            }
        };
        let board = self.game.board.clone();
        self.play_graph(graph, rule);
        if self.setup.lattice == Lattice::Graph {
            self.deal = None;
            self.start_from(board, None);
        }
    }

    /// Switches the setup to `graph` under `rule`, through the one path every setup change
    /// takes (which may refuse it).
    pub(crate) fn play_graph(&mut self, graph: GraphSetup, rule: Rule) {
        self.change_setup(Setup {
            lattice: Lattice::Graph,
            rule,
            mask: None,
            graph: Some(graph),
            ..self.setup.clone()
        });
    }

    /// A graph of the user's own, keeping the current graph rule (SIGMA+ from a lattice).
    pub(crate) fn use_graph(&mut self, board: GraphBoard, carried: Option<Vec<u8>>) {
        let graph = match GraphSetup::custom(board) {
            Ok(graph) => graph,
            Err(message) => return self.refuse(crate::shared::wording::capitalise(&message)),
        };
        let rule = match self.setup.rule {
            Rule::Sigma { plus } => Rule::Sigma { plus },
            _ => Rule::Sigma { plus: true },
        };
        let before = self.setup.graph.clone();
        self.play_graph(graph, rule);
        let changed = self.setup.graph != before && self.deal.is_none();
        if let (true, Some(values)) = (changed, carried) {
            self.start_from(Board(values), None);
        }
    }

    /// One move of the editor on the current graph: `change` edits the graph and the lights
    /// alike and names the vertex to select afterwards.
    pub(crate) fn edit(
        &mut self,
        change: impl FnOnce(&mut GraphBoard, &mut Vec<u8>) -> Result<usize, EngineError>,
    ) {
        let Some(graph) = self.setup.graph.clone() else {
            return;
        };
        if self.setup.lattice != Lattice::Graph {
            return;
        }
        let mut board = (*graph.board).clone();
        let mut values = self.game.board.0.clone();
        let selected = match change(&mut board, &mut values) {
            Ok(selected) => selected,
            Err(error) => return self.refuse(crate::shared::wording::capitalise(error.message())),
        };
        // Editing keeps the lights only while designing; in play a new graph deals anew.
        let carried = matches!(self.ui.mode, Mode::Shape | Mode::Paint).then_some(values);
        let before = self.setup.graph.clone();
        self.use_graph(board, carried);
        if self.setup.graph != before {
            self.ui.cursor = selected.min(self.setup.cells() - 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyst::{Analyst, Facts};
    use crate::play::reducer::{Action, Event};
    use crate::play::setup_edit::SetupEdit;
    use crate::play::state::Precomputation;
    use crate::shared::codec::Codec;
    use lights_lab_engine::{Goal, Point};
    use yew::Reducible;

    /// Dispatches and answers every request the state raises, as the page does.
    fn act(state: Rc<State>, action: Action) -> Rc<State> {
        let mut analyst = Analyst::default();
        let mut state = state.reduce(action.into());
        for _ in 0..10 {
            let requests = state.requests();
            if requests.is_empty() {
                break;
            }
            for request in requests {
                state = state.reduce(Event::Engine(analyst.handle(request)));
            }
        }
        state
    }

    fn graph(state: &State) -> &GraphBoard {
        &state.setup.graph.as_ref().expect("a graph").board
    }

    fn facts(state: &State) -> Rc<Facts> {
        match &state.precomputation {
            Precomputation::Ready(facts) => facts.clone(),
            other => panic!("not analysed: {other:?}"),
        }
    }

    fn message(state: &State) -> String {
        state
            .message
            .as_ref()
            .map(|m| m.text.clone())
            .unwrap_or_default()
    }

    fn choose(words: &str) -> Action {
        let mut words = words.split(' ');
        let mut choice = Choice::new(words.next().unwrap()).unwrap();
        choice.sizes = words.map(|w| w.parse().unwrap()).collect();
        Action::Graph(GraphAction::Choose(choice))
    }

    /// A blank page switched to editing `words`' graph, every light off.
    fn editing(words: &str) -> Rc<State> {
        let state = act(Rc::new(State::new(1)), Action::SetMode(Mode::Shape));
        act(state, choose(words))
    }

    #[test]
    fn the_graph_lattice_opens_on_the_lights_out_cube_with_sigma_plus() {
        let state = act(
            Rc::new(State::new(1)),
            Action::Edit(SetupEdit::Lattice(Lattice::Graph)),
        );
        assert_eq!(state.setup.cells(), 54);
        assert_eq!(state.setup.rule, Rule::Sigma { plus: true });
        assert_eq!(facts(&state).cells, 54);
        assert!(state.geometry().drawing.is_some());
        assert_eq!(state.geometry().site(3).name(), "vertex 3");
    }

    #[test]
    fn sigma_plus_on_a_cycle_has_quiet_patterns_exactly_when_three_divides_its_length() {
        // I + A of the cycle is the circulant 1 + x + x^-1 over GF(2): singular iff 3 | n.
        let state = act(Rc::new(State::new(1)), choose("cycle 6"));
        assert_eq!(state.setup.lattice, Lattice::Graph);
        assert_eq!(facts(&state).nullity, Some(2));
        let state = act(state, choose("cycle 7"));
        assert_eq!(facts(&state).nullity, Some(0));
        // Play deals a solvable board and hints lead to the goal.
        let mut state = state;
        for _ in 0..7 {
            if state.at_goal() {
                break;
            }
            state = act(state, Action::Hint);
            let cell = state.ui.hint.expect("a hint");
            state = act(state, Action::Activate(cell));
        }
        assert!(state.solved());
    }

    #[test]
    fn the_rule_switch_makes_a_press_leave_its_own_vertex_alone() {
        let state = editing("path 3");
        let state = act(act(state, Action::SetMode(Mode::Play)), Action::RandomBoard);
        let state = act(
            state,
            Action::ChoosePreset(crate::puzzle::setup::PatternPreset::Sigma),
        );
        assert_eq!(state.setup.rule, Rule::Sigma { plus: false });
        let before = state.game.board.clone();
        let state = act(state, Action::Activate(1));
        let changed: Vec<usize> = (0..3)
            .filter(|&v| state.game.board.0[v] != before.0[v])
            .collect();
        assert_eq!(changed, [0, 2]);
    }

    #[test]
    fn the_editor_adds_joins_moves_and_removes_vertices_keeping_the_lights() {
        let state = editing("path 3");
        let state = act(state, Action::SetMode(Mode::Paint));
        let state = act(state, Action::Activate(2));
        let state = act(state, Action::SetMode(Mode::Shape));
        assert_eq!(state.game.board.0, [0, 0, 1]);
        let state = act(
            state,
            Action::Graph(GraphAction::AddVertex(Point { x: 0.5, y: 0.9 })),
        );
        assert_eq!(state.setup.cells(), 4);
        assert_eq!(state.game.board.0, [0, 0, 1, 0]);
        assert_eq!(state.ui.cursor, 3);
        assert_eq!(state.setup.graph.as_ref().unwrap().preset, None);
        // Both directions is on by default: an edge, then removed again by the same drag.
        let state = act(state, Action::Graph(GraphAction::Connect(3, 0)));
        assert!(graph(&state).graph().arcs().contains(&(0, 3)));
        assert!(graph(&state).graph().arcs().contains(&(3, 0)));
        let state = act(state, Action::Graph(GraphAction::Connect(0, 3)));
        assert!(!graph(&state).graph().arcs().contains(&(0, 3)));
        let state = act(state, Action::Graph(GraphAction::BothDirections(false)));
        let state = act(state, Action::Graph(GraphAction::Connect(3, 0)));
        assert!(graph(&state).graph().arcs().contains(&(3, 0)));
        assert!(!graph(&state).graph().arcs().contains(&(0, 3)));
        // Moving keeps the precomputation: the same puzzle, drawn elsewhere.
        let job = state.job;
        let at = Point { x: 0.1, y: 0.1 };
        let state = act(state, Action::Graph(GraphAction::MoveVertex(3, at)));
        assert_eq!(state.job, job);
        let moved = graph(&state).points()[3];
        assert!((moved.x - 0.1).abs() < 1e-9 && (moved.y - 0.1).abs() < 1e-9);
        assert_eq!(state.game.board.0, [0, 0, 1, 0]);
        // Removing vertex 0 takes its arcs and renumbers the rest: the edge 1 - 2 is now
        // 0 - 1, and the light of old vertex 2 is on vertex 1.
        let state = act(state, Action::Graph(GraphAction::RemoveVertex(0)));
        assert_eq!(state.setup.cells(), 3);
        assert_eq!(state.game.board.0, [0, 1, 0]);
        assert_eq!(graph(&state).graph().arcs(), [(0, 1), (1, 0)]);
    }

    #[test]
    fn the_last_vertex_stays_and_the_page_bound_is_named() {
        let state = editing("path 1");
        let state = act(state, Action::Graph(GraphAction::RemoveVertex(0)));
        assert!(
            message(&state).contains("at least one vertex"),
            "{}",
            message(&state)
        );
        let state = act(state, choose("path 1024"));
        let state = act(
            state,
            Action::Graph(GraphAction::AddVertex(Point { x: 0.5, y: 0.5 })),
        );
        assert!(message(&state).contains("1024"), "{}", message(&state));
        assert_eq!(state.setup.cells(), 1024);
    }

    #[test]
    fn a_lattice_board_converts_to_the_same_puzzle_on_a_graph() {
        let state = act(Rc::new(State::new(3)), Action::Edit(SetupEdit::Rows(3)));
        let state = act(state, Action::Edit(SetupEdit::Cols(3)));
        let board = state.game.board.clone();
        let state = act(state, Action::Graph(GraphAction::Convert));
        assert_eq!(state.setup.lattice, Lattice::Graph);
        assert_eq!(state.setup.rule, Rule::Sigma { plus: true });
        assert_eq!(state.game.board, board);
        // 3 x 3 Lights Out has no quiet pattern, as a lattice or as a graph.
        assert_eq!(facts(&state).nullity, Some(0));
        // The centre's press reaches the plus: four arcs out of vertex 4.
        assert_eq!(graph(&state).graph().out_neighbours(4).count(), 4);
        let again = act(state, Action::Graph(GraphAction::Convert));
        assert!(message(&again).contains("already"));
    }

    #[test]
    fn a_large_board_is_too_large_to_convert() {
        let state = act(Rc::new(State::new(3)), Action::Edit(SetupEdit::Rows(40)));
        let state = act(state, Action::Edit(SetupEdit::Cols(40)));
        let state = act(state, Action::Graph(GraphAction::Convert));
        assert_eq!(state.setup.lattice, Lattice::Square);
        assert!(
            message(&state).contains("cannot be converted"),
            "{}",
            message(&state)
        );
    }

    #[test]
    fn graph_files_load_with_their_drawing_and_bad_ones_say_why() {
        let state = act(
            Rc::new(State::new(1)),
            Action::Edit(SetupEdit::Goal(Goal::On)),
        );
        let text = "3\n0 1\n1 2\n# at 0 0.1 0.5\n# at 1 0.5 0.5\n# at 2 0.9 0.5\n";
        let state = act(state, Action::Graph(GraphAction::Load(text.into())));
        assert_eq!(state.setup.cells(), 3);
        assert_eq!(graph(&state).graph().arcs(), [(0, 1), (1, 2)]);
        assert_eq!(state.setup.goal, Goal::On);
        // Every arc is one way: each line is an arrow.
        let lines = &state.geometry().drawing.as_ref().unwrap().lines;
        assert_eq!(lines.len(), 2);
        let bad = act(state, Action::Graph(GraphAction::Load("3\n0 7\n".into())));
        assert!(message(&bad).contains("line 2"), "{}", message(&bad));
        assert_eq!(bad.setup.cells(), 3);
    }

    #[test]
    fn a_setup_with_a_graph_is_stored_and_read_back() {
        let state = act(Rc::new(State::new(1)), choose("wheel 5"));
        let json = state.setup.to_text();
        let back = Setup::from_text(&json).unwrap();
        assert_eq!(back, state.setup);
        assert_eq!(back.puzzle().unwrap(), state.derived.puzzle);
    }
}
