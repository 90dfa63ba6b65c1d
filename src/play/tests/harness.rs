//! The reducer's tests play through this: a state with every request answered by a real
//! analyst (counting steps, as natively it does), as the page would see it.

use std::rc::Rc;

use yew::Reducible;

use crate::analyst::{Analyst, Facts, Request};
use crate::play::reducer::{Action, Event};
use crate::play::state::{Precomputation, State};
use crate::puzzle::setup::Setup;
use lights_lab_engine::Board;

/// Rounds of answers [`Harness::settle`] gives before it calls the state stuck: a 5 x 5
/// lit-only search takes a few hundred slices natively, anything else a handful.
const ROUNDS: usize = 1_000;

pub struct Harness {
    pub state: Rc<State>,
    /// One analyst for the whole test, as the page has: it keeps searches between slices.
    pub analyst: Analyst,
    /// Every request answered so far, oldest first.
    pub answered: Vec<Request>,
    /// Every sentence said to a screen reader so far, oldest first (each is gone from the
    /// page's live region once the next is said, so a test that settles many answers at once
    /// reads them here).
    pub heard: Vec<String>,
}

impl Harness {
    /// 5 x 5 Lights Out with a puzzle dealt.
    pub fn new() -> Self {
        let mut harness = Self::of(State::new(7));
        harness.settle();
        harness.act(Action::NewPuzzle);
        harness
    }

    /// `state`, nothing asked yet.
    pub fn of(state: State) -> Self {
        Self {
            state: Rc::new(state),
            analyst: Analyst::default(),
            answered: Vec::new(),
            heard: Vec::new(),
        }
    }

    /// A setup with its board at the goal (nothing dealt), analysed.
    pub fn blank(setup: Setup) -> Self {
        let mut harness = Self::of(State::blank(setup, 1).unwrap());
        harness.settle();
        harness
    }

    /// `start` on `setup`, nothing asked yet.
    pub fn starting(setup: Setup, start: Board) -> Self {
        let mut state = State::blank(setup, 1).unwrap();
        state.start_from(start, None);
        Self::of(state)
    }

    /// Plays `start` on `setup`, analysed and with every question answered.
    pub fn playing(setup: Setup, start: Board) -> Self {
        let mut harness = Self::starting(setup, start);
        harness.settle();
        harness
    }

    /// Answers the requests the state waits for now, once each.
    pub fn answer_once(&mut self) {
        for request in self.state.requests() {
            let response = self.analyst.handle(request.clone());
            self.answered.push(request);
            self.reduce(Event::Engine(response));
        }
    }

    /// Answers requests until the state waits for nothing.
    pub fn settle(&mut self) {
        for _ in 0..ROUNDS {
            if self.state.requests().is_empty() {
                return;
            }
            self.answer_once();
        }
        panic!("the state keeps asking");
    }

    /// Dispatches without answering the requests it raises.
    pub fn raw(&mut self, event: impl Into<Event>) -> &State {
        self.reduce(event.into());
        &self.state
    }

    /// The state after `event`, with the sentence it said heard.
    fn reduce(&mut self, event: Event) {
        let before = self.state.said.clone();
        self.state = self.state.clone().reduce(event);
        let said = &self.state.said;
        if *said != before {
            self.heard.extend(said.sentence().map(str::to_string));
        }
    }

    /// The last sentence said to a screen reader.
    pub fn last_heard(&self) -> &str {
        self.heard.last().map_or("", String::as_str)
    }

    /// Dispatches and answers every request that follows.
    pub fn act(&mut self, event: impl Into<Event>) -> &State {
        self.raw(event);
        self.settle();
        &self.state
    }

    pub fn facts(&self) -> Rc<Facts> {
        match &self.state.precomputation {
            Precomputation::Ready(facts) => facts.clone(),
            other => panic!("not analysed: {other:?}"),
        }
    }

    pub fn site(&self, cell: usize) -> usize {
        self.state.geometry().cell_site(cell)
    }

    pub fn message(&self) -> String {
        self.state
            .message
            .as_ref()
            .map(|m| m.text.clone())
            .unwrap_or_default()
    }
}
