//! The Lights Out game the page opens on, from what the browser holds: the link in the address
//! bar, the game saved in storage, the games kept aside and the game set aside before a reload
//! (the choice itself is [`crate::play::link::open_over`]'s); and the worksheet a sheet's link
//! opens on.

use std::rc::Rc;

use yew::Reducible;

use crate::ello;
use crate::platform::{keeping, storage, url};
use crate::play::kept::Kept;
use crate::play::link;
use crate::play::snapshot::Snapshot;
use crate::play::state::State;
use crate::shared::clock;
use crate::shared::codec::Codec;
use crate::worksheet::link::{is_sheet, SheetLink};
use crate::worksheet::state::{Action as SheetAction, State as SheetState};

/// The state the page opens on. With no link (or an ELLO link) the saved game continues (or
/// this tab's own, [`link::resume`]), or a first visit deals a puzzle; with a link, what
/// [`link::open_over`] says. A game set aside
/// before the reload waits beside it again.
pub fn initial_state() -> State {
    let state = opening_state();
    match set_aside_game() {
        Some(aside) => state.with_set_aside(aside),
        None => state,
    }
}

/// The game this tab set aside before the reload, from the tab's own storage; or, once, the one
/// an earlier version kept for every tab.
fn set_aside_game() -> Option<Snapshot> {
    let own = storage::load_for_tab(storage::ASIDE_KEY);
    let earlier = storage::load_text(storage::ASIDE_KEY);
    if earlier.is_some() {
        storage::remove(storage::ASIDE_KEY);
    }
    Snapshot::from_text(&own.or(earlier)?).ok()
}

/// The worksheet a sheet's link opens on, dealt at once (or why the link does not open); none
/// without one.
pub fn initial_sheet() -> SheetState {
    let state = Rc::new(SheetState::default());
    match url::fragment().filter(|code| is_sheet(code)) {
        Some(code) => (*state.reduce(SheetAction::Open(SheetLink::parse(&code)))).clone(),
        None => (*state).clone(),
    }
}

/// The game [`initial_state`] opens on, before the game set aside is put back beside it.
fn opening_state() -> State {
    let seed: u64 = rand::random();
    let kept = keeping::stored_games();
    // An ELLO link or a worksheet's is not a Lights Out game to open.
    let game = |code: &String| !ello::link::is_ello(code) && !is_sheet(code);
    let opening = match url::fragment().filter(game) {
        Some(code) => link::open_over(&code, saved_game(seed), &kept, seed),
        // On ELLO or Learn (or with no link), this tab's own game when another tab saved over
        // it, else the game saved.
        None => {
            let Some(saved) = saved_game(seed) else {
                return State::first_visit(seed);
            };
            let Some(own) = storage::load_for_tab(storage::TAB_GAME_KEY) else {
                return saved;
            };
            match link::resume(&own, saved, &kept, seed) {
                Ok(opening) => opening,
                Err(saved) => return *saved,
            }
        }
    };
    if let Some(game) = opening.keep {
        // Written before the games kept are first read (`keeping::use_kept_games`), and before
        // this tab's own game is saved over the one kept here.
        keeping::keep_now(&Kept {
            game,
            saved: clock::now(),
        });
    }
    opening.state
}

/// The game saved in this browser, if there is one. One this version cannot open is set aside
/// under a key of its own (never dropped) and a first visit's puzzle is dealt, with a message
/// that says so.
fn saved_game(seed: u64) -> Option<State> {
    let text = storage::load_text(storage::GAME_KEY)?;
    Some(Snapshot::read(&text, seed).unwrap_or_else(|why| {
        let key = storage::set_aside(&text);
        State::first_visit(seed).refused(format!(
            "The game saved here earlier could not be opened ({why}). It is kept aside in this \
             browser's storage as {key}, not deleted; here is a new puzzle."
        ))
    }))
}
