//! What the board view draws, the one props type of both its renderers (the SVG board and
//! the canvas), so that a field added for one is there for the other and compared once.

use yew::prelude::*;

use crate::play::game::Game;
use crate::play::reducer::Action;
use crate::play::state::Mode;
use crate::puzzle::geometry::Geometry;
use crate::shared::by_address::ByAddress;
use crate::shared::roving::{handlers, Handlers, Meaning};
use lights_lab_engine::Topology;

/// What either renderer draws.
#[derive(Properties, PartialEq, Clone)]
pub struct BoardViewProps {
    /// Built once per setup and compared by address ([`ByAddress`]).
    pub geometry: ByAddress<Geometry>,
    /// The game on show, whose board is drawn: compared by address ([`ByAddress`]), so that a
    /// render of the page neither copies nor compares a million-cell board (35 ms of each
    /// change at 1024 x 1024 in a CPU profile, when the props held the board's values).
    pub game: ByAddress<Game>,
    pub states: u8,
    /// Mark counts per cell (Solve's remaining presses, or a quiet pattern).
    pub marks: Option<Vec<u8>>,
    /// The cell Hint marked.
    pub hint: Option<usize>,
    /// Cells whose lights a repair changes, ringed (an unsolvable board's fewest changes).
    #[prop_or_default]
    pub changes: Vec<usize>,
    /// The site with keyboard focus.
    pub cursor: usize,
    pub mode: Mode,
    /// Whether cells show their state number (for N > 2, where cells are drawn large enough
    /// to read it).
    pub numbers: bool,
    /// Whether the engine is still working (for `aria-busy`, which on the SVG board also says
    /// when rows of a large change are still to be drawn).
    pub busy: bool,
    /// Whether a new puzzle is being dealt (a new size's, or New puzzle): the SVG board's
    /// large boards wait for it before building their cells.
    #[prop_or_default]
    pub dealing: bool,
    /// The surface of a square board, whose glued edges the SVG board draws.
    #[prop_or_default]
    pub surface: Topology,
    pub on_action: Callback<Action>,
}

impl BoardViewProps {
    /// The value of every cell.
    pub fn board(&self) -> &[u8] {
        &self.game.board.0
    }

    /// What a click, a key or focus on a cell (`data-site`) does, the same on either
    /// renderer: the canvas answers the keys of its one focused cell, the SVG board all three.
    pub fn handlers(&self) -> Handlers {
        handlers(
            "data-site",
            self.cursor,
            &self.on_action,
            Meaning {
                activate: Action::Activate,
                focus: Action::Focus,
                step: Action::Step,
            },
        )
    }
}
