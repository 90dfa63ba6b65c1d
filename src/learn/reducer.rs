//! Every way the Learn page changes: the player's [`Action`]s and a board opened from the
//! Lights Out page. Plain Rust, no browser call, so every transition is tested natively.
//! Learn asks the engine nothing through the worker: its boards are small enough (at most
//! [`super::lesson::MAX_LEARN_CELLS`] cells, 49 for elimination) to be worked out within a
//! frame on the page.

use std::rc::Rc;

use lights_lab_engine::{Board, ChaseWalk};

use super::exercise::{Exercise, Kind};
use super::lesson::{Lesson, MAX_LEARN_CELLS};
use super::state::{Pass, Place, State, View};
use crate::analyst::event::PageState;
use crate::analyst::Response;
use crate::puzzle::setup::Setup;
use crate::shared::roving::Step;

/// What changes the Learn page.
pub type Event = crate::analyst::event::Event<Action, State>;

/// The Lights Out page's setup and board, which Learn teaches on.
#[derive(Debug, Clone, PartialEq)]
pub struct Opening {
    pub setup: Setup,
    pub board: Board,
}

/// Everything the player can do on the Learn page.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// Teach on this board (the page was switched to, with the Lights Out page's board).
    Open(Rc<Opening>),
    /// Back to where the student was before a reload; a place that does not fit (an old or
    /// hand-edited entry) changes nothing.
    Restore(Rc<Place>),
    Show(View),
    Next,
    Back,
    /// Back to the first step of the view.
    First,
    /// On to the last step of the view.
    Last,
    /// Start or stop stepping on its own.
    TogglePlay,
    /// One step of Play (from the page's timer).
    Tick,
    /// Chase again from the looked-up presses.
    ChaseAgain,
    /// On to the end of the current column's operations.
    NextPivot,
    /// Play the solution elimination found on the board (or show it unplayed again).
    PlaySolution,
    /// Press the gallery's quiet pattern number `i` on the board.
    TryQuiet(usize),
    StartExercise(Kind),
    /// A click, Space or Enter on a site of the exercise board.
    Activate(usize),
    Focus(usize),
    Step(Step),
    Check,
}

crate::analyst::event::page_reducer!(State);

impl PageState for State {
    type Action = Action;

    fn act(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Open(opening) => {
                next = State {
                    lesson: Some(Lesson::new(&opening.setup, &opening.board).map(Rc::new)),
                    view: self.view,
                    exercise: self.exercise.clone(),
                    ..State::new(self.seed)
                };
            }
            Action::Restore(place) => return self.restored(&place).map_or(self, Rc::new),
            Action::Show(view) => {
                next.view = view;
                next.playing = false;
            }
            Action::Next | Action::Tick => {
                let (at, last) = next.progress();
                if at < last {
                    next.go(at + 1);
                }
                if matches!(action, Action::Tick) && at + 1 >= last {
                    next.playing = false;
                }
            }
            Action::Back => {
                let (at, _) = next.progress();
                next.go(at.saturating_sub(1));
                next.playing = false;
            }
            Action::First => {
                if next.view == View::Chase {
                    next.pass = Pass::First;
                }
                next.go(0);
                next.playing = false;
            }
            Action::Last => {
                let (_, last) = next.progress();
                next.go(last);
                next.playing = false;
            }
            Action::TogglePlay => {
                let (at, last) = next.progress();
                next.playing = !next.playing && at < last;
            }
            Action::ChaseAgain => {
                if next.chase().is_some_and(|chase| chase.second.is_some()) {
                    next.pass = Pass::Second;
                    next.visits = 0;
                    next.playing = false;
                }
            }
            Action::NextPivot => next.next_pivot(),
            Action::PlaySolution => next.solution_played = !next.solution_played,
            Action::TryQuiet(i) => next.quiet_pressed = Some(i),
            Action::StartExercise(kind) => {
                next.seed = next
                    .seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1);
                let exercise = Exercise::new(kind, next.seed);
                next.cursor = exercise.geometry.first_cell_site();
                next.exercise = Some(exercise);
            }
            Action::Activate(site) => {
                let Some(exercise) = next.exercise.as_mut() else {
                    return self;
                };
                let Some(cell) = exercise.geometry.cell_at(site) else {
                    return self;
                };
                exercise.activate(cell);
                next.cursor = site;
            }
            Action::Focus(site) => {
                if self.cursor == site {
                    return self;
                }
                next.cursor = site;
            }
            Action::Step(step) => {
                let Some(exercise) = &self.exercise else {
                    return self;
                };
                next.cursor = exercise.geometry.step(self.cursor, step, false);
            }
            Action::Check => {
                if let Some(exercise) = next.exercise.as_mut() {
                    exercise.check();
                }
            }
        }
        Rc::new(next)
    }

    /// Learn waits for no answer from the engine.
    fn answer(&mut self, _response: Response) -> bool {
        false
    }
}

impl State {
    /// The page at `place`, each step held within the lesson's; `None` when the place's board
    /// does not fit its setup or Learn refuses it. Sizes are checked before the lesson is
    /// worked out.
    fn restored(&self, place: &Place) -> Option<State> {
        let fits = place.board.len() <= MAX_LEARN_CELLS
            && place.setup.puzzle().is_ok()
            && place.board.len() == place.setup.cells()
            && place.board.iter().all(|&light| light < place.setup.states);
        if !fits {
            return None;
        }
        let lesson = Lesson::new(&place.setup, &Board(place.board.clone())).ok()?;
        let mut next = State {
            lesson: Some(Ok(Rc::new(lesson))),
            view: place.view,
            ..State::new(self.seed)
        };
        if next.chase().is_some_and(|chase| chase.second.is_some()) {
            next.pass = place.pass;
        }
        next.visits = place.visits.min(next.walk().map_or(0, ChaseWalk::len));
        next.position = place.position.min(next.positions().saturating_sub(1));
        Some(next)
    }

    /// Moves the current view to step `at`.
    fn go(&mut self, at: usize) {
        match self.view {
            View::Chase => self.visits = at,
            View::Eliminate => {
                self.position = at;
                self.solution_played = false;
            }
            View::Quiet | View::Exercises => {}
        }
    }

    /// Elimination: on past every operation that serves the current column.
    fn next_pivot(&mut self) {
        let stages = self.stages();
        let (stage, done) = self.stage_at(self.position);
        let Some(ops) = stages.get(stage).map(|s| s.ops()) else {
            return;
        };
        let Some(&(column, _)) = ops.get(done) else {
            let last = self.positions().saturating_sub(1);
            self.position = (self.position + 1).min(last);
            return;
        };
        let more = ops[done..].iter().take_while(|(c, _)| *c == column).count();
        self.position += more;
        self.playing = false;
    }
}
