//! The game's share code in the address bar, kept cheap on a large board: the code is worked
//! out again only when what it encodes changes, and written to the address bar in a task of
//! its own after the next frame.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::platform::url;
use crate::play::link;
use crate::play::state::State;
use crate::shared::after_frame::after_next_frame;

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

/// Shows `code` in the address bar whenever it changes, once the next frame has been drawn;
/// the code last shown, so that a fragment the page wrote itself is not taken for a link
/// pasted into the tab. Not at once: the browser brings the page's style up to date before
/// it takes a new address, which after a 64 x 64 board was drawn took some 60 ms of the
/// render's task (and a long code, a large board's start, tens of milliseconds of its own).
#[hook]
pub fn use_address_bar(code: Option<String>) -> Rc<RefCell<Option<String>>> {
    let shown = use_mut_ref(|| None::<String>);
    {
        let shown = shown.clone();
        use_effect_with(code, move |code| {
            let later = code.clone().map(|code| {
                *shown.borrow_mut() = Some(code.clone());
                // A link pasted into the tab meanwhile wins: its `hashchange` opens it.
                let before = url::fragment();
                after_next_frame(move || {
                    if url::fragment() == before {
                        url::show(&code);
                    }
                })
            });
            move || drop(later)
        });
    }
    shown
}
