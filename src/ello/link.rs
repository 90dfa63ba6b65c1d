//! ELLO links: `ello.` and then the share code of the graph (docs/share-code.md) read as a
//! SIGMA+ puzzle whose start board is the colouring, 1 for a green vertex and 0 for a red one,
//! with the graph's drawing. So an ELLO link is as strict, as short and as URL-safe as a
//! Lights Out link, and the engine's parser checks every field of it.
//!
//! Like the Lights Out page's links, a link shares the start position (the graph and its
//! first colours), not the moves made.

use super::state::State;
use lights_lab_engine::ello::Colour;
use lights_lab_engine::{Board, Goal, Puzzle, Rule, Shape, SharedPuzzle, Start};

/// What starts every ELLO link's fragment.
pub const PREFIX: &str = "ello.";

/// Whether a fragment is an ELLO link's.
pub fn is_ello(code: &str) -> bool {
    code.strip_prefix('#').unwrap_or(code).starts_with(PREFIX)
}

/// The code of the ELLO game on the page, from its start colours.
pub fn share_code(state: &State) -> String {
    let graph = state.board.graph().clone();
    let puzzle = Puzzle::new(Shape::Graph(graph), Rule::Sigma { plus: true }, 2)
        .expect("a graph with two states is a puzzle");
    let greens = state
        .game
        .start()
        .iter()
        .map(|&colour| u8::from(colour == Colour::Green))
        .collect();
    let shared = SharedPuzzle::new(puzzle, Goal::Off, Start::Board(Board(greens)))
        .and_then(|shared| shared.with_drawing(state.board.points()))
        .expect("one colour and one point per vertex");
    format!("{PREFIX}{}", shared.to_code())
}

/// The game an ELLO link opens, with `seed` for later random graphs and colourings; the
/// message says what is wrong with a link that does not open.
pub fn open(code: &str, seed: u64) -> Result<State, String> {
    let code = code.strip_prefix('#').unwrap_or(code);
    let inner = code
        .strip_prefix(PREFIX)
        .ok_or_else(|| format!("This ELLO link must start with {PREFIX}."))?;
    let refused = |why: String| format!("This ELLO link is not valid: {why}.");
    let shared = SharedPuzzle::from_code(inner)
        .map_err(|error| crate::shared::wording::broken_link(&error))?;
    let (Some(board), Start::Board(start), 2) =
        (shared.graph_board(), &shared.start, shared.puzzle.states())
    else {
        return Err(refused(
            "it must name a graph with two states and a start board (1 for green)".into(),
        ));
    };
    let colours = start
        .0
        .iter()
        .map(|&value| {
            if value == 1 {
                Colour::Green
            } else {
                Colour::Red
            }
        })
        .collect();
    let preset = crate::puzzle::graph::choice::recognise(&board);
    let mut state = State::with_colours(board, colours, seed)
        .map_err(|why| format!("This ELLO link cannot be played here: {why}"))?;
    state.preset = preset;
    Ok(state)
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use super::*;
    use crate::ello::tests::settled;

    #[test]
    fn a_game_is_shared_by_its_graph_drawing_and_start_colours() {
        let state = settled(Rc::new(State::new(4)));
        let code = share_code(&state);
        assert!(code.starts_with("ello.v1.g10.a"), "{code}");
        assert!(is_ello(&format!("#{code}")));
        let opened = open(&code, 9).unwrap();
        assert_eq!(opened.game.start(), state.game.start());
        assert_eq!(opened.game.graph(), state.game.graph());
        assert_eq!(share_code(&opened), code);
        // The first game is on the Petersen graph, and its link says so.
        assert_eq!(state.preset, Some(lights_lab_engine::Preset::Petersen));
        assert_eq!(opened.preset, state.preset);
        // docs/share-code.md's directed triangle is none of the menu's graphs.
        let triangle = open("ello.v1.g3.aABBCBA.atgAAP__8AP_.sigma-plus.n2.off.bg", 1).unwrap();
        assert_eq!(triangle.preset, None);
    }

    #[test]
    fn the_documented_triangle_opens_as_an_ello_game() {
        // docs/share-code.md's drawn triangle: vertex 0 green, 1 and 2 red.
        let state = open("ello.v1.g3.aABBCBA.atgAAP__8AP_.sigma-plus.n2.off.bg", 1).unwrap();
        assert_eq!(state.game.colour(0), Some(Colour::Green));
        assert_eq!(state.game.colour(1), Some(Colour::Red));
        // Its arcs read as the edges of a triangle.
        assert_eq!(state.game.graph().edge_count(), 3);
    }

    #[test]
    fn broken_links_say_what_is_wrong() {
        let message = open("ello.v1.g3.aABBCBA.sigma-plus.n2.off.seed4", 1).unwrap_err();
        assert!(message.contains("start board"), "{message}");
        let message = open("ello.v1.g3.aABBCBA.sigma-plus.n2.off.bgA", 1).unwrap_err();
        assert!(message.contains("This link is"), "{message}");
        assert!(!is_ello("v1.s5x5.plane.plus.n2.off.seed42"));
    }
}
