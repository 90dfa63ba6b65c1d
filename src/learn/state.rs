//! The Learn page's state: the lesson on show and where the student is in it. Positions are
//! plain numbers (a visit of the chase, an operation of the elimination), so Back, Next and
//! Play are arithmetic and every view is drawn from the lesson at that position.

use std::rc::Rc;

use lights_lab_engine::{Board, ChaseWalk, Presses, Stage};

use super::exercise::Exercise;
use super::lesson::{ChaseLesson, Lesson};
use crate::puzzle::setup::Setup;
use crate::shared::codec::codec;

/// The four views of a lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    Chase,
    Eliminate,
    Quiet,
    Exercises,
}

impl View {
    pub const ALL: [View; 4] = [View::Chase, View::Eliminate, View::Quiet, View::Exercises];

    /// The tab's words.
    pub fn label(self) -> &'static str {
        match self {
            View::Chase => "Light chasing",
            View::Eliminate => "Elimination",
            View::Quiet => "Quiet patterns",
            View::Exercises => "Exercises",
        }
    }
}

/// The first chase, or the second one from the looked-up presses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pass {
    First,
    Second,
}

/// Where the student is, as a reload keeps it (in localStorage under a key of its own, apart
/// from the saved game): the board taught on, the view and the step. Restored through
/// [`super::reducer::Action::Restore`], which works the lesson out again and ignores a place
/// that does not fit.
#[derive(Debug, Clone, PartialEq)]
pub struct Place {
    pub setup: Setup,
    /// The lights of the board taught on, cell by cell.
    pub board: Vec<u8>,
    pub view: View,
    pub pass: Pass,
    pub visits: usize,
    pub position: usize,
    /// Whether Learn was the page on show, so that a reload opens on it again.
    pub shown: bool,
}

codec!(struct Place { setup, board, view, pass, visits, position, shown });
codec!(
    enum View {
        Chase,
        Eliminate,
        Quiet,
        Exercises,
    }
);
codec!(
    enum Pass {
        First,
        Second,
    }
);

/// The whole page.
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The lesson, or why the board did not open (`None` before the page was first opened).
    pub lesson: Option<Result<Rc<Lesson>, String>>,
    pub view: View,
    pub pass: Pass,
    /// Chase visits made in the current pass.
    pub visits: usize,
    /// Position in the elimination: see [`State::stage_at`].
    pub position: usize,
    /// Whether Play is stepping on its own.
    pub playing: bool,
    /// Whether the elimination's solution is shown played on the board.
    pub solution_played: bool,
    /// The gallery pattern last pressed on the board.
    pub quiet_pressed: Option<usize>,
    pub exercise: Option<Exercise>,
    /// The site with keyboard focus on the exercise board.
    pub cursor: usize,
    /// Draws the exercises' boards.
    pub seed: u64,
}

impl State {
    pub fn new(seed: u64) -> Self {
        Self {
            lesson: None,
            view: View::Chase,
            pass: Pass::First,
            visits: 0,
            position: 0,
            playing: false,
            solution_played: false,
            quiet_pressed: None,
            exercise: None,
            cursor: 0,
            seed,
        }
    }

    /// The place to keep, when a lesson is open; `shown` when Learn is the page on show.
    pub fn place(&self, shown: bool) -> Option<Place> {
        let lesson = self.lesson()?;
        Some(Place {
            setup: lesson.setup.clone(),
            board: lesson.board.0.clone(),
            view: self.view,
            pass: self.pass,
            visits: self.visits,
            position: self.position,
            shown,
        })
    }

    /// The lesson, when one is open.
    pub fn lesson(&self) -> Option<&Rc<Lesson>> {
        self.lesson.as_ref().and_then(|lesson| lesson.as_ref().ok())
    }

    /// The chase of the lesson, when the board chases.
    pub fn chase(&self) -> Option<&ChaseLesson> {
        self.lesson().and_then(|lesson| lesson.chase.as_ref())
    }

    /// The pass on show.
    pub fn walk(&self) -> Option<&ChaseWalk> {
        let chase = self.chase()?;
        match self.pass {
            Pass::First => Some(&chase.first),
            Pass::Second => chase.second.as_ref().map(|(_, walk)| walk),
        }
    }

    /// The board at the current visit of the chase.
    pub fn chase_board(&self) -> Option<Board> {
        self.walk().map(|walk| walk.board_at(self.visits))
    }

    /// The stages of the elimination in the order shown: plain elimination, then (when it got
    /// stuck) each prime-power part.
    pub fn stages(&self) -> Vec<&Stage> {
        let Some(Ok(elimination)) = self.lesson().map(|lesson| &lesson.elimination) else {
            return Vec::new();
        };
        std::iter::once(elimination.plain())
            .chain(elimination.parts())
            .collect()
    }

    /// The number of positions in the elimination: each stage from before its first
    /// operation to after its last.
    pub fn positions(&self) -> usize {
        self.stages()
            .iter()
            .map(|stage| stage.ops().len() + 1)
            .sum()
    }

    /// (stage, operations made in it) at elimination position `position`.
    pub fn stage_at(&self, position: usize) -> (usize, usize) {
        let mut rest = position;
        let stages = self.stages();
        for (index, stage) in stages.iter().enumerate() {
            if rest <= stage.ops().len() {
                return (index, rest);
            }
            rest -= stage.ops().len() + 1;
        }
        let last = stages.len().saturating_sub(1);
        (last, stages.get(last).map_or(0, |stage| stage.ops().len()))
    }

    /// How many steps the current view has, and where it stands.
    pub fn progress(&self) -> (usize, usize) {
        match self.view {
            View::Chase => (self.visits, self.walk().map_or(0, ChaseWalk::len)),
            View::Eliminate => (self.position, self.positions().saturating_sub(1)),
            View::Quiet | View::Exercises => (0, 0),
        }
    }

    /// The solution back-substitution found, when the elimination is at its very end.
    pub fn eliminated_solution(&self) -> Option<&Presses> {
        let (at, last) = self.progress();
        let elimination = self.lesson()?.elimination.as_ref().ok()?;
        (self.view == View::Eliminate && at == last)
            .then(|| elimination.solution())
            .flatten()
    }
}
