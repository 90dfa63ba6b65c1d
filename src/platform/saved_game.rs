//! What of the Lights Out game is written to storage, and when: the game on show (small games
//! at once, large ones when the page is quiet, see [`saving`]), the game set aside for a link
//! in this tab's own storage, and, when another tab saves a different game, this tab's game
//! kept aside rather than lost (the other's is said beside it, not obeyed): a reload, which
//! opens the game saved last, then loses neither.

use yew::prelude::*;

use crate::platform::saving;
use crate::platform::storage;
use crate::play::components::board_view::on_canvas;
use crate::play::kept::KeptAction;
use crate::play::kept::KeptGames;
use crate::play::reducer::{Action, Event};
use crate::play::snapshot::Snapshot;
use crate::play::state::State;
use crate::shared::clock;
use crate::shared::codec::Codec;
use crate::shared::wording;

/// Writes the game on show and the game set aside whenever what a reload keeps of them
/// changes, and keeps this tab's game when another tab saves over it.
#[hook]
pub fn use_saved_game(state: &UseReducerHandle<State>, kept: &UseReducerHandle<KeptGames>) {
    // Keep both games across reloads, written whenever what a reload keeps has changed (not
    // for a hint, Solve's marks or the cursor: at 128 x 128 a write takes longer than
    // drawing them). The start board is known by its id here, so a render at 1024 x 1024
    // does not pack a million cells only to find that nothing changed; and a board drawn on
    // the canvas is written once the page is quiet or hidden, not in the press's frame.
    // What this tab saved last: its own game, kept aside if another tab saves over it.
    let last_saved = use_mut_ref(|| None::<Snapshot>);
    // What another tab saved last, kept aside if this tab saves over it.
    let heard = use_mut_ref(|| None::<Snapshot>);
    // Whether the browser refused the last write of the game on show.
    let unsaved = use_mut_ref(|| false);
    {
        let saved = (
            state.setup.clone(),
            state.board_id,
            state.seed,
            state.game.moves.clone(),
            state.game.position,
            (state.ui.numbers, state.ui.lit_only, state.fewest.difficulty),
            state.deal.is_some(),
            // How the game went: the help taken and its times.
            (state.game.hints, state.game.started, state.game.finished),
        );
        let later = on_canvas(state.geometry());
        let (dispatcher, state) = (state.dispatcher(), state.clone());
        let (last_saved, kept, unsaved) = (last_saved.clone(), kept.dispatcher(), unsaved.clone());
        let heard = heard.clone();
        saving::use_saved(saved, later, move || {
            // While a deal is on its way the board on show is a placeholder (or the game the
            // deal replaces, saved already): a reload then opens the game saved before.
            if state.deal.is_some() {
                return;
            }
            let snapshot = Snapshot::of(&state);
            // The other tab's game this write replaces is kept (that tab may be closed).
            if let Some(other) = heard.take().filter(|other| *other != snapshot) {
                kept.dispatch(KeptAction::Keep(Box::new(other), clock::now()));
            }
            // Said once when the browser refuses the game, and again only after a write that
            // worked: a reload would lose what is on show.
            let written = storage::save(storage::GAME_KEY, &snapshot);
            let refused_before = unsaved.replace(!written);
            if !written && !refused_before {
                dispatcher.dispatch(Event::Player(Action::Refused(wording::UNSAVED.into())));
            }
            // A game kept aside that is on show again needs no keeping.
            kept.dispatch(KeptAction::Drop(Box::new(snapshot.clone())));
            *last_saved.borrow_mut() = Some(snapshot);
        });
    }
    // The game set aside, known by its start board and moves for the same reason.
    {
        let aside = state.offer.as_ref().map(|offer| {
            let game = &offer.game;
            (
                offer.kind,
                game.board_id,
                game.game.moves.clone(),
                game.game.position,
            )
        });
        let state = state.clone();
        let kept = kept.dispatcher();
        use_effect_with(aside, move |_| match state.set_aside_snapshot() {
            Some(aside) => {
                storage::save_for_tab(storage::ASIDE_KEY, &aside.to_text());
                // Among the games kept too: another link or tab may set another aside.
                kept.dispatch(KeptAction::Keep(Box::new(aside), clock::now()));
            }
            None => storage::remove_for_tab(storage::ASIDE_KEY),
        });
    }
    // Another tab that saves a different game is said beside this tab's game, not obeyed, and
    // this tab's game is kept aside, so that a reload (which opens the other's) loses nothing.
    {
        let dispatcher = state.dispatcher();
        let kept = kept.dispatcher();
        let last_saved = last_saved.clone();
        use_effect_with((), move |_| {
            let listener = storage::on_change(storage::GAME_KEY, move |text| {
                if let Ok(snapshot) = Snapshot::from_text(&text) {
                    let own = last_saved.borrow().clone();
                    if let Some(own) = own.filter(|own| *own != snapshot) {
                        kept.dispatch(KeptAction::Keep(Box::new(own), clock::now()));
                    }
                    *heard.borrow_mut() = Some(snapshot.clone());
                    dispatcher.dispatch(Event::Player(Action::OtherTab(Box::new(snapshot))));
                }
            });
            move || drop(listener)
        });
    }
}
