//! Never losing a game: a link over a saved game, a link pasted into the tab, another tab's
//! game, a broken link. Each keeps the game the player had, one click away.

use std::rc::Rc;

use super::harness::Harness;
use crate::play::link;
use crate::play::reducer::{Action, Event};
use crate::play::snapshot::Snapshot;
use crate::play::state::{OfferKind, State};
use crate::shared::wording;

/// A dealt 5 x 5 game with two presses made.
fn played() -> Harness {
    let mut harness = Harness::new();
    for cell in [0, 12] {
        let site = harness.site(cell);
        harness.act(Action::Activate(site));
    }
    harness
}

/// The state a seed link opens.
fn shared(seed: u64) -> State {
    link::open(&format!("v1.s4x4.torus.plus.n2.off.seed{seed}"), 1).unwrap()
}

#[test]
fn a_shared_puzzle_is_offered_and_the_saved_game_stays_restorable() {
    let mut harness = played();
    let saved = harness.state.game.clone();
    let offered = (*harness.state)
        .clone()
        .offering(OfferKind::Shared, shared(3));
    harness.state = Rc::new(offered);
    assert_eq!(harness.state.game, saved, "the saved game stays on show");
    harness.act(Action::TakeOffer);
    assert_eq!((harness.state.setup.rows, harness.state.setup.cols), (4, 4));
    assert!(!harness.state.at_goal(), "the shared puzzle was dealt");
    let offer = harness
        .state
        .offer
        .as_ref()
        .expect("the saved game is kept");
    assert_eq!(offer.kind, OfferKind::SetAside);
    // Back to it, with its moves and its undo history.
    harness.act(Action::TakeOffer);
    assert_eq!(harness.state.game, saved);
    assert!(harness.state.game.can_undo());
    assert_eq!(harness.facts().rank, Some(23), "analysed afresh");
}

#[test]
fn the_address_bar_keeps_a_shared_link_until_the_player_chooses() {
    let mut harness = played();
    let own = link::share_code(&harness.state).unwrap();
    let offered = (*harness.state)
        .clone()
        .offering(OfferKind::Shared, shared(3));
    harness.state = Rc::new(offered);
    // The link stays in the address bar: a reload reads it and offers its puzzle again.
    assert_eq!(link::address_code(&harness.state), None);
    harness.act(Action::DismissOffer);
    assert_eq!(link::address_code(&harness.state), Some(own));
    // Taken, the shared puzzle is the game on show and its code the address.
    harness.state = Rc::new(
        (*harness.state)
            .clone()
            .offering(OfferKind::Shared, shared(3)),
    );
    harness.act(Action::TakeOffer);
    harness.settle();
    assert_eq!(
        link::address_code(&harness.state).as_deref(),
        Some("v1.s4x4.torus.plus.n2.off.seed3")
    );
}

#[test]
fn the_game_set_aside_for_a_shared_puzzle_outlives_a_reload() {
    let mut harness = played();
    let earlier = harness.state.game.clone();
    harness.state = Rc::new(
        (*harness.state)
            .clone()
            .offering(OfferKind::Shared, shared(3)),
    );
    assert_eq!(
        harness.state.set_aside_snapshot(),
        None,
        "nothing set aside yet"
    );
    harness.act(Action::TakeOffer);
    harness.settle();
    // What a reload reads back: the game on show and the one set aside.
    let aside = harness
        .state
        .set_aside_snapshot()
        .expect("the earlier game");
    let reloaded = Snapshot::of(&harness.state).restore(5).unwrap();
    let reloaded = reloaded.with_set_aside(aside.clone());
    assert_eq!(reloaded.setup.rows, 4, "the shared puzzle on show");
    let offer = reloaded
        .offer
        .as_ref()
        .expect("the earlier game waits beside it");
    assert_eq!(
        (offer.kind, &offer.game.game),
        (OfferKind::SetAside, &earlier)
    );
    // Not twice, and not the game on show itself.
    let shown = Snapshot::of(&reloaded);
    assert!(reloaded.clone().with_set_aside(shown).offer.is_some());
    let plain = Snapshot::of(&harness.state).restore(5).unwrap();
    let same = Snapshot::of(&plain);
    assert!(plain.with_set_aside(same).offer.is_none());
    // Let go, nothing is kept aside.
    harness.act(Action::DismissOffer);
    assert_eq!(harness.state.set_aside_snapshot(), None);
}

#[test]
fn a_link_pasted_into_the_tab_sets_the_game_aside() {
    let mut harness = played();
    let saved = harness.state.game.clone();
    harness.act(Event::Opened(Box::new(shared(4))));
    assert_eq!(harness.state.setup.rows, 4);
    let offer = harness.state.offer.as_ref().unwrap();
    assert_eq!(
        (offer.kind, &offer.game.game),
        (OfferKind::SetAside, &saved)
    );
    harness.act(Action::DismissOffer);
    assert!(harness.state.offer.is_none());
}

#[test]
fn a_broken_link_says_why_and_leaves_the_game_alone() {
    let mut harness = played();
    let saved = harness.state.game.clone();
    let message = link::open("v1.s5x5.plane.plus.n2.off.bAAAA", 1).unwrap_err();
    harness.act(Action::Refused(message.clone()));
    assert_eq!(harness.state.game, saved);
    assert_eq!(harness.message(), message);
    assert!(harness.state.message.as_ref().unwrap().error);
}

#[test]
fn the_clock_read_after_a_press_leaves_the_refusal_to_save_on_show() {
    // A press the browser would not save: the page says so, then reads the clock for the
    // game's time; the player must still see why a reload would lose the press.
    let mut harness = played();
    harness.act(Action::Refused(wording::UNSAVED.into()));
    harness.act(Action::Clock(1_764_201_600_000));
    assert_eq!(harness.message(), wording::UNSAVED);
}

#[test]
fn another_tabs_game_is_offered_not_obeyed() {
    let mut harness = played();
    let mine = harness.state.game.clone();
    // The same game saved by another tab needs no word.
    let same = Snapshot::of(&harness.state);
    harness.act(Action::OtherTab(Box::new(same)));
    assert!(harness.state.offer.is_none());
    // A different one is offered beside this tab's game.
    let mut other = Harness::new();
    other.act(Action::NewPuzzle);
    let theirs = Snapshot::of(&other.state);
    harness.act(Action::OtherTab(Box::new(theirs)));
    assert_eq!(harness.state.game, mine);
    assert_eq!(
        harness.state.offer.as_ref().unwrap().kind,
        OfferKind::OtherTab
    );
    harness.act(Action::TakeOffer);
    assert_eq!(harness.state.game.start, other.state.game.start);
    assert_eq!(harness.state.offer.as_ref().unwrap().game.game, mine);
}

#[test]
fn another_tabs_game_never_silently_takes_the_place_of_an_offer() {
    let mut other = Harness::new();
    other.act(Action::NewPuzzle);
    let theirs = Snapshot::of(&other.state);
    // A link's puzzle waiting to be chosen keeps its place; the other tab's game is said.
    let mut harness = played();
    harness.state = Rc::new(
        (*harness.state)
            .clone()
            .offering(OfferKind::Shared, shared(3)),
    );
    harness.act(Action::OtherTab(Box::new(theirs.clone())));
    let offer = harness.state.offer.as_ref().unwrap();
    assert_eq!(offer.kind, OfferKind::Shared);
    assert_eq!(offer.game.setup.rows, 4);
    let said = harness.state.message.as_ref().unwrap().text.clone();
    assert!(
        said.starts_with("Another tab saved a different game;"),
        "{said}"
    );
    // A game set aside gives its place to the other tab's game, and the player is told where
    // it went (the root keeps every game set aside among the games kept).
    let mut harness = played();
    harness.state = Rc::new(harness.state.opened_over(shared(3)));
    harness.act(Action::OtherTab(Box::new(theirs)));
    assert_eq!(
        harness.state.offer.as_ref().unwrap().kind,
        OfferKind::OtherTab
    );
    let said = harness.state.message.as_ref().unwrap().text.clone();
    assert!(
        said.contains("your earlier game is in the games kept"),
        "{said}"
    );
}

#[test]
fn undo_reaches_back_past_a_new_deal_to_the_game_with_its_moves() {
    for deal in [Action::NewPuzzle, Action::RandomBoard] {
        let mut harness = played();
        let game = harness.state.game.clone();
        harness.act(deal);
        assert_ne!(harness.state.game.start, game.start, "a new board dealt");
        assert!(harness.state.can_undo(), "Undo is there after the deal");
        harness.act(Action::Undo);
        assert_eq!(harness.state.game.start, game.start);
        assert_eq!(harness.state.game.board, game.board, "both presses made");
        assert_eq!(harness.state.game.position, 2);
        // Redo comes back to the new deal; Undo then takes back the two presses as usual.
        harness.act(Action::Redo);
        assert_eq!(harness.state.game.position, 0);
        assert_ne!(harness.state.game.start, game.start);
    }
    // A deal over a game not yet played keeps nothing: it was only a puzzle.
    let mut harness = Harness::new();
    harness.act(Action::NewPuzzle);
    assert!(!harness.state.can_undo());
}
