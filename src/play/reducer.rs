//! Every way the Lights Out page's state can change and the one reducer that applies them:
//! plain Rust, no browser call, so every transition is tested natively.
//!
//! What reaches the reducer is an [`Event`]: the player's input ([`Action`]), the engine's
//! reply to a request the state made, or a state opened from a link.

use std::rc::Rc;

use crate::analyst::event::PageState;
use crate::analyst::Response;

use crate::analyst::DealKind;
use crate::play::fewest::model::FewestAction;
use crate::play::graph::action::GraphAction;
use crate::play::journey::view::View;
use crate::play::setup_edit::SetupEdit;
use crate::play::snapshot::Snapshot;
use crate::play::state::{Mode, State};
use crate::puzzle::setup::PatternPreset;
use crate::shared::message::Message;
use crate::shared::roving::Step;

/// What changes the Lights Out page.
pub type Event = crate::analyst::event::Event<Action, State>;

/// Everything the player can do on the Lights Out page.
#[derive(Debug, Clone)]
pub enum Action {
    /// A new size, surface, N, goal or lattice.
    Edit(SetupEdit),
    ChoosePreset(PatternPreset),
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
    /// Stops the engine's work on the puzzle (the root terminates the worker).
    Stop,
    /// Stops waiting for a Hint under the lit-only rule.
    CancelLitOnlyHint,
    /// A graph board's menu, file or editor.
    Graph(GraphAction),
    /// The fewest-press search, the difficulty, the solutions panel, a repair.
    Fewest(FewestAction),
    /// A note from outside the reducer (the clipboard said yes).
    Note(String),
    /// Something refused outside the reducer (a link pasted into this tab that does not open,
    /// a size that is no number): the reason, over the game on show.
    Refused(String),
    /// Switches to the game offered beside this one ([`crate::play::offer`]).
    TakeOffer,
    /// Lets the offered game go.
    DismissOffer,
    /// Another tab saved this game.
    OtherTab(Box<Snapshot>),
    Dismiss,
    /// The time now, in milliseconds since the epoch, when the game asks for it
    /// ([`State::wants_clock`]): its first press and its solve are timed by it.
    Clock(u64),
    /// Opens the Levels or Statistics view (closing the other), or closes it.
    ShowView(Option<View>),
    /// What the open view says: a file of statistics imported, or why it was not.
    ViewNote(Message),
}

crate::analyst::event::page_reducer!(State);

impl PageState for State {
    type Action = Action;

    fn act(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        // The clock is read for the page, not done by the player: what the page says stays
        // (a refusal to save made by the same press would otherwise vanish at once).
        if let Action::Clock(now) = action {
            next.clock(now);
            return Rc::new(next);
        }
        next.message = None;
        next.said.hush();
        let states = next.states();
        let derived = next.derived.clone();
        // What may edit the setup: Undo can take the change back.
        let edits = matches!(
            action,
            Action::Edit(_)
                | Action::ChoosePreset(_)
                | Action::ToggleOffset(..)
                | Action::Activate(_)
                | Action::Graph(_)
        );
        match action {
            Action::Focus(site) => return self.with_cursor(site),
            Action::Step(step) => {
                let holes = self.ui.mode == Mode::Shape;
                let site = derived.geometry.step(self.ui.cursor, step, holes);
                return self.with_cursor(site);
            }
            Action::Edit(edit) => next.edit_setup(edit),
            Action::ChoosePreset(preset) => next.choose_preset(preset),
            Action::ToggleOffset(a, b) => next.toggle_offset((a, b)),
            Action::SetMode(mode) => next.set_mode(mode),
            Action::Activate(site) => next.activate(site),
            Action::Undo if !next.game.can_undo() => next.undo_setup(),
            Action::Redo if !next.game.can_redo() => next.redo_setup(),
            Action::Undo => {
                Rc::make_mut(&mut next.game).undo(&derived.reach, states);
                next.drop_hint();
            }
            Action::Redo => {
                Rc::make_mut(&mut next.game).redo(&derived.reach, states);
                next.drop_hint();
            }
            Action::Reset => {
                Rc::make_mut(&mut next.game).reset();
                next.drop_hint();
            }
            Action::NewPuzzle => {
                next.restart_lost_work();
                next.order_deal(next.puzzle_kind());
            }
            Action::RandomBoard => {
                next.restart_lost_work();
                next.order_deal(DealKind::Any);
            }
            Action::Stop => next.stop_work(),
            Action::Hint => {
                next.hint();
                let given = next.ui.hint.is_some() || next.lit_only_hint.is_some();
                next.count_help(given && !next.at_goal());
            }
            Action::Solve => {
                next.solve();
                next.count_help(next.ui.solution_shown && !self.ui.solution_shown);
            }
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
            Action::Refused(text) => next.refuse(text),
            Action::TakeOffer => next.take_offer(),
            Action::DismissOffer => next.offer = None,
            Action::OtherTab(snapshot) => next.other_tab_saved(*snapshot),
            Action::Dismiss | Action::Clock(_) => {}
            Action::ShowView(view) => (next.ui.view, next.ui.view_note) = (view, None),
            Action::ViewNote(note) => next.ui.view_note = Some(note),
        }
        if edits {
            next.remember_setup(&self);
        }
        Rc::new(next)
    }

    fn answer(&mut self, response: Response) -> bool {
        self.take_answer(response)
    }

    /// A link opened in this tab takes the page, and the game it replaces is set aside.
    fn open(self: Rc<Self>, opened: Self) -> Rc<Self> {
        Rc::new(self.opened_over(opened))
    }
}

impl State {
    /// Keyboard focus on `site`: only the cursor moves (a message stays).
    fn with_cursor(self: Rc<Self>, site: usize) -> Rc<Self> {
        if site >= self.derived.geometry.site_count() || site == self.ui.cursor {
            return self;
        }
        let mut next = (*self).clone();
        next.ui.cursor = site;
        Rc::new(next)
    }
}
