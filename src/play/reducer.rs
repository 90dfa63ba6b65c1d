//! Every way the Lights Out page's state can change ([`Action`]) and the one reducer that
//! applies them: plain Rust, no browser call, so every transition is tested natively.

use std::rc::Rc;

use yew::Reducible;

use crate::analyst::{DealKind, Response};
use crate::graph::action::GraphAction;
use crate::play::fewest::model::FewestAction;
use crate::play::setup::{Lattice, Preset, Setup};
use crate::play::state::{Mode, State};
use crate::shared::roving::Step;
use lights_lab_engine::{Goal, Topology};

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
