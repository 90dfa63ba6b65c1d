//! What reaches a page's reducer. The player's input, the engine's reply to a question the
//! state asked, and a whole state opened from a link are different variants, so that a
//! component can only ever send input, and a reply is only matched against the question it
//! answers (each page's `State::requests` says which ones it waits for).

use std::rc::Rc;

use crate::analyst::Response;

/// One change to a page whose input is `Action` and whose state is `State`.
#[derive(Debug, Clone)]
pub enum Event<Action, State> {
    /// The player did something.
    Player(Action),
    /// The engine answered a request.
    Engine(Response),
    /// Replaces everything with a state built elsewhere (a link opened in this tab).
    Opened(Box<State>),
}

impl<Action, State> From<Action> for Event<Action, State> {
    fn from(action: Action) -> Self {
        Event::Player(action)
    }
}

/// A page's state as its reducer sees it: what the player's input does to it, and how it takes
/// in an answer from the engine.
pub trait PageState: Clone {
    type Action;

    /// The state after the player's `action`; `self` itself when nothing changes, so that Yew
    /// skips the render.
    fn act(self: Rc<Self>, action: Self::Action) -> Rc<Self>;

    /// Takes in the engine's answer; false when it is not one the state waits for.
    fn answer(&mut self, response: Response) -> bool;

    /// The state after a link opened in this tab: `opened` itself, unless the page keeps the
    /// game it replaces.
    fn open(self: Rc<Self>, opened: Self) -> Rc<Self>
    where
        Self: Sized,
    {
        Rc::new(opened)
    }
}

impl<Action, State: PageState<Action = Action>> Event<Action, State> {
    /// The state after this event: the one body of each page's `Reducible::reduce`.
    pub fn apply(self, state: Rc<State>) -> Rc<State> {
        match self {
            Event::Player(action) => state.act(action),
            Event::Engine(response) => {
                let mut next = (*state).clone();
                if next.answer(response) {
                    Rc::new(next)
                } else {
                    state
                }
            }
            Event::Opened(opened) => state.open(*opened),
        }
    }
}

/// Makes a page's `State` (a [`PageState`]) the Yew reducer of its page, taking its
/// [`Event`]s: the one `impl Reducible` every page has, written once
/// (`crate::analyst::event::page_reducer!(State);`).
macro_rules! page_reducer {
    ($state:ty) => {
        impl yew::Reducible for $state {
            type Action = $crate::analyst::event::Event<
                <$state as $crate::analyst::event::PageState>::Action,
                $state,
            >;

            fn reduce(self: std::rc::Rc<Self>, event: Self::Action) -> std::rc::Rc<Self> {
                event.apply(self)
            }
        }
    };
}
pub(crate) use page_reducer;
