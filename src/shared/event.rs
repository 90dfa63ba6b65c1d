//! What reaches a page's reducer. The player's input, the engine's reply to a question the
//! state asked, and a whole state opened from a link are different variants, so that a
//! component can only ever send input, and a reply is only matched against the question it
//! answers (each page's `State::requests` says which ones it waits for).

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
