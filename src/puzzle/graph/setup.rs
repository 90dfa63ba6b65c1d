//! A graph board as the setup holds it: the graph with its drawing, and the preset it was
//! built from while it is unchanged (a preset's name says more than its arcs, in the page's
//! title and its menu). Stored and sent to the worker as the command line's graph file text,
//! drawing included, so a saved game reads like a file a person could write.

use std::rc::Rc;

use crate::puzzle::graph::choice;
use crate::shared::codec::codec;
use lights_lab_engine::{GraphBoard, Preset};

/// A graph and its drawing, for the Graph lattice.
#[derive(Debug, Clone, PartialEq)]
pub struct GraphSetup {
    pub board: Rc<GraphBoard>,
    /// The preset that built `board`; `None` once edited, loaded from a file or converted.
    pub preset: Option<Preset>,
}

/// Points are finite (a [`GraphBoard`] refuses anything else), so equality is an equivalence.
impl Eq for GraphSetup {}

impl GraphSetup {
    /// A graph of the user's own (edited, loaded or converted), once the page can draw it.
    pub fn custom(board: GraphBoard) -> Result<Self, String> {
        choice::check(&board)?;
        Ok(Self {
            board: Rc::new(stored(&board)),
            preset: None,
        })
    }

    /// A preset's graph; random presets draw from `seed`.
    pub fn preset(preset: Preset, seed: u64) -> Result<Self, String> {
        Ok(Self {
            board: Rc::new(stored(&choice::build(&preset, seed)?)),
            preset: Some(preset),
        })
    }

    /// "Petersen graph of 10 vertices", or "graph of 7 vertices" for one of the user's own:
    /// how the page's title names it.
    pub fn name(&self) -> String {
        let vertices = self.board.graph().vertex_count();
        let kind = match &self.preset {
            Some(preset) => choice::Choice::of(preset).kind().label,
            None => "graph",
        };
        format!(
            "{kind} of {vertices} {}",
            if vertices == 1 { "vertex" } else { "vertices" }
        )
    }

    /// Whether `other` has the same arcs (the drawing and the name may differ): the same
    /// move matrix.
    pub fn same_graph(&self, other: &GraphSetup) -> bool {
        self.board.graph() == other.board.graph()
    }
}

/// The board as storage gives it back (points to the graph file's four decimals), so that a
/// saved or linked setup equals the one it was made from.
fn stored(board: &GraphBoard) -> GraphBoard {
    GraphBoard::parse(&board.to_text()).expect("a graph file reads back")
}

// Stored as the graph file ("file") and the preset's words.
codec!(struct GraphSetup { board as "file": with file, preset: with preset_words });

/// The graph file's text, drawing included.
mod file {
    use std::rc::Rc;

    use lights_lab_engine::GraphBoard;

    pub fn to(board: &Rc<GraphBoard>) -> String {
        board.to_text()
    }

    pub fn from(text: String) -> Result<Rc<GraphBoard>, String> {
        GraphBoard::parse(&text)
            .map(Rc::new)
            .map_err(|error| error.to_string())
    }
}

/// The preset's words ("petersen"); words that no longer parse are dropped, as the name is
/// only a label.
mod preset_words {
    use lights_lab_engine::Preset;

    pub fn to(preset: &Option<Preset>) -> Option<String> {
        preset.map(|preset| preset.to_string())
    }

    pub fn from(words: Option<String>) -> Result<Option<Preset>, String> {
        Ok(words.and_then(|words| Preset::parse(&words.split(' ').collect::<Vec<_>>()).ok()))
    }
}

/// The graph a first switch to the Graph lattice shows: the Lights Out Cube, the classic
/// physical puzzle that is a graph and not a lattice.
pub fn first_graph() -> GraphSetup {
    GraphSetup::preset(Preset::Cube { side: 3 }, 0).expect("the Lights Out Cube fits the page")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::codec::Codec;

    #[test]
    fn a_graph_survives_json_with_its_drawing_and_name() {
        let setup = GraphSetup::preset(Preset::Petersen, 0).unwrap();
        let json = setup.to_text();
        assert!(json.contains("# at 0"), "{json}");
        let back = GraphSetup::from_text(&json).unwrap();
        assert_eq!(back, setup);
        assert_eq!(back.name(), "Petersen graph of 10 vertices");
    }

    #[test]
    fn graphs_beyond_the_page_are_refused() {
        let path = Preset::parse(&["path", "2000"]).unwrap();
        let board = path.board_with_rng(&mut rand::rng()).unwrap();
        let error = GraphSetup::custom(board).unwrap_err();
        assert!(error.contains("1024"), "{error}");
    }
}
