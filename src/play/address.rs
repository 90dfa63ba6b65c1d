//! The game's share code in the address bar, kept cheap on a large board: the code is worked
//! out again only when what it encodes changes, and a long one is written to the address bar
//! in a task of its own.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::platform::url;
use crate::play::link;
use crate::play::state::State;

/// Codes longer than this (a large board's start, a bit a cell) are shown a task later: the
/// address bar takes one in tens of milliseconds, which would lengthen the render's task.
const LONG_CODE: usize = 10_000;

/// The code for the address bar of the game on show ([`link::address_code`]), made again only
/// when the setup, the start board (known by its id), the seed, a deal on its way, the rule
/// or an offer changes: a million-cell board packs to a long code, not to be made after every
/// press.
#[hook]
pub fn use_game_code(state: &UseReducerHandle<State>) -> Rc<Option<String>> {
    let encoded = (
        state.setup.clone(),
        state.board_id,
        state.seed,
        state.deal.is_some(),
        state.ui.lit_only,
        state.offer.as_ref().map(|offer| offer.kind),
    );
    let state = state.clone();
    use_memo(encoded, move |_| link::address_code(&state))
}

/// Shows `code` in the address bar whenever it changes; the code last shown, so that a
/// fragment the page wrote itself is not taken for a link pasted into the tab.
#[hook]
pub fn use_address_bar(code: Option<String>) -> Rc<RefCell<Option<String>>> {
    let shown = use_mut_ref(|| None::<String>);
    {
        let shown = shown.clone();
        use_effect_with(code, move |code| {
            let later = code.clone().and_then(|code| {
                *shown.borrow_mut() = Some(code.clone());
                if code.len() <= LONG_CODE {
                    url::show(&code);
                    return None;
                }
                Some(Timeout::new(0, move || url::show(&code)))
            });
            move || drop(later)
        });
    }
    shown
}
