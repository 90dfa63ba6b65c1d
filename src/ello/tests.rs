//! The ELLO page's reducer, played through as the page plays it: every question the state
//! asks is answered by a real analyst.

use std::rc::Rc;

use yew::Reducible;

use super::reducer::{Action, Event};
use super::state::State;
use crate::analyst::Analyst;
use crate::ello::saved::SavedGame;
use crate::puzzle::graph::choice::Choice;
use crate::shared::roving::Step;
use lights_lab_engine::ello::{self, parse_colours, wins, Colour, Status};
use lights_lab_engine::{Digraph, GraphBoard, Point};

/// `state` with every question it asks answered.
pub(crate) fn settled(mut state: Rc<State>) -> Rc<State> {
    let mut analyst = Analyst::default();
    while let Some(request) = state.requests().pop() {
        state = state.reduce(Event::Engine(analyst.handle(request)));
    }
    state
}

/// Dispatches `action` and answers what it asks, as the page does.
fn act(state: Rc<State>, action: Action) -> Rc<State> {
    settled(state.reduce(action.into()))
}

/// A fresh page from `seed`, its colours dealt and analysed.
fn opened(seed: u64) -> Rc<State> {
    settled(Rc::new(State::new(seed)))
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
    settled(Rc::new(State::with_colours(board, colours, 1).unwrap()))
}

fn path(n: usize) -> GraphBoard {
    let edges: Vec<(u32, u32)> = (1..n as u32).map(|v| (v - 1, v)).collect();
    GraphBoard::on_circle(Digraph::undirected(n, &edges).unwrap())
}

#[test]
fn the_page_opens_on_a_winnable_petersen_game() {
    let state = opened(5);
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
    let mut state = opened(8);
    for moves in 1..=10 {
        state = act(state, Action::Hint);
        let vertex = state.hint.expect("a winnable game has a hint");
        assert_eq!(state.game.colour(vertex), Some(Colour::Green));
        assert_eq!(state.cursor, vertex);
        // Said to a screen reader as the ring is drawn.
        assert_eq!(
            state.said.sentence(),
            Some(format!("Hint: play vertex {vertex}.").as_str())
        );
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
    let state = opened(3);
    let green = state.first_green().unwrap();
    let state = act(state, Action::Play(green));
    let next = act(state.clone(), Action::RandomWinnable);
    assert!(next.game.moves().is_empty() && !next.game.can_redo());
    assert_eq!(next.game.graph(), state.game.graph());
    assert_eq!(next.analysis.as_ref().unwrap().winnable(), Some(true));
}

#[test]
fn choosing_a_graph_builds_it_and_refuses_what_does_not_fit() {
    let state = opened(1);
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
        message(&refused).contains("1 to 1024"),
        "{}",
        message(&refused)
    );
    assert_eq!(refused.vertices(), 8);
}

#[test]
fn random_trees_differ_from_one_choice_to_the_next() {
    let tree = Choice::new("tree").unwrap();
    let first = act(opened(1), Action::ChooseGraph(tree.clone()));
    let second = act(first.clone(), Action::ChooseGraph(tree));
    assert_ne!(first.game.graph(), second.game.graph());
    let family = |state: &State| state.analysis.as_ref().unwrap().family;
    assert_eq!(family(&first), Some(ello::Family::Tree));
}

#[test]
fn a_graph_from_the_editor_drops_its_loops() {
    let mut board = path(2);
    board.toggle_arc(1, 1).unwrap();
    let state = act(opened(1), Action::UseGraph(Rc::new(board)));
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

#[test]
fn the_lights_out_cube_is_winnable_by_the_order_its_colours_were_dealt_from() {
    // 54 vertices in one block: too many for the search, and no family of the paper; the
    // colours are a random order's, and that order decides the game.
    let mut state = act(
        opened(3),
        Action::ChooseGraph(Choice {
            word: "cube",
            sizes: vec![3],
        }),
    );
    assert!(!state.uniform);
    assert!(state.witnessed);
    assert_eq!(
        state.analysis.as_ref().and_then(|a| a.winnable()),
        Some(true)
    );
    // Following the hints wins the game.
    for _ in 0..54 {
        state = act(state, Action::Hint);
        let Some(vertex) = state.hint else { break };
        state = act(state, Action::Play(vertex));
    }
    assert_eq!(state.status(), Status::Won);
}

#[test]
fn a_cycle_broken_into_pieces_is_explained_as_pieces() {
    let mut state = act(
        opened(3),
        Action::ChooseGraph(Choice {
            word: "cycle",
            sizes: vec![8],
        }),
    );
    // Two moves on a cycle of 8 leave a path (a tree) or two paths (pieces).
    for _ in 0..2 {
        let vertex = state.analysis.as_ref().and_then(|a| a.hint()).unwrap();
        state = act(state, Action::Play(vertex));
    }
    let analysis = state.analysis.clone().unwrap();
    let why = super::explain::why(&analysis, state.pieces());
    if state.pieces() > 1 {
        assert!(
            why.contains("pieces") && !why.starts_with("This graph is"),
            "{why}"
        );
    } else {
        assert!(why.starts_with("This graph is a tree"), "{why}");
    }
}
