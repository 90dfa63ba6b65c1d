//! The game's share code in the address bar, kept cheap on a large board: the code is worked
//! out again only when what it encodes changes, and written to the address bar in a task of
//! its own after the next frame.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::utils::{document, window};
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

/// What the address bar is to hold for the page on show.
pub enum Address {
    /// This code (none: no fragment).
    Code(Option<String>),
    /// The fragment the page last took in, if the function keeps it: a link that did not
    /// open, or one whose puzzle is on its way, stays for a reload to open again. Not the
    /// fragment read at render: a link pasted into the tab is in the address at once but
    /// announced (`hashchange`) a task later, and a render in between would take it for the
    /// page's own and leave it unopened.
    Kept(fn(&str) -> bool),
}

/// A code waiting to be shown (none: no fragment), the page it is for, and the fragment the
/// address bar holds until it is.
type Waiting = Rc<RefCell<Option<(Option<String>, &'static str, Option<String>)>>>;

/// Shows the waiting code, if any, unless the address changed meanwhile: a link pasted into
/// the tab wins (its `hashchange` opens it).
fn write(waiting: &Waiting) {
    if let Some((code, page, before)) = waiting.borrow_mut().take() {
        if url::fragment() == before {
            url::show(code.as_deref(), page);
        }
    }
}

/// Shows the `address` for `page` in the address bar whenever either changes, once the next
/// frame has been drawn, or at once should the page be hidden or left first (a reload right
/// after a press must find the code of the game on show); a page the player picked is a new
/// history entry ([`url::show`]). Not at once: the browser brings the page's style up to date
/// before it takes a new address, which after a 64 x 64 board was drawn took some 60 ms of
/// the render's task (and a long code, a large board's start, tens of milliseconds of its own).
///
/// Returns the fragment the page has taken in: the one it opened with, each it showed, and
/// each the caller records (a link pasted and opened, an entry gone back to), so that the
/// page does not open again what it already shows.
#[hook]
pub fn use_address_bar(address: Address, page: &'static str) -> Rc<RefCell<Option<String>>> {
    let shown = use_mut_ref(url::fragment);
    let code = match address {
        Address::Code(code) => code,
        Address::Kept(keeps) => shown.borrow().clone().filter(|code| keeps(code)),
    };
    let waiting: Waiting = use_mut_ref(|| None);
    {
        let waiting = waiting.clone();
        use_effect_with((), move |_| {
            let on_hide = {
                let waiting = waiting.clone();
                EventListener::new(&document(), "visibilitychange", move |_| {
                    if document().hidden() {
                        write(&waiting);
                    }
                })
            };
            let on_leave = EventListener::new(&window(), "pagehide", move |_| write(&waiting));
            move || drop((on_hide, on_leave))
        });
    }
    {
        let shown = shown.clone();
        use_effect_with((code, page), move |(code, page)| {
            let taken_in = shown.replace(code.clone());
            // A code not yet written leaves the address as it was before that code.
            let before = match waiting.borrow_mut().take() {
                Some((_, _, before)) => before,
                None => taken_in,
            };
            *waiting.borrow_mut() = Some((code.clone(), *page, before));
            let later = after_next_frame(move || write(&waiting));
            move || drop(later)
        });
    }
    shown
}
