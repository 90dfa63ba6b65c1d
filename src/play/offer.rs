//! Never losing a game: a game the page would otherwise drop waits beside the one on show, one
//! click away. A link opened over a saved game offers its puzzle and keeps the saved one on
//! show; a game left for another (a link, the offered puzzle, another tab's game) is set aside
//! and can be brought back, after a reload too; another tab that saves a different game is
//! said, not obeyed.

use std::rc::Rc;

use crate::play::snapshot::Snapshot;
use crate::play::state::{Offer, OfferKind, Precomputation, Setups, State};

impl State {
    /// This state with `game` offered beside it (a game offered never carries an offer of its
    /// own: one waits at a time).
    pub fn offering(mut self, kind: OfferKind, mut game: State) -> Self {
        game.offer = None;
        self.offer = Some(Offer {
            kind,
            game: Rc::new(game),
        });
        self
    }

    /// `opened` (a link opened in this tab) on show, and this game set aside.
    pub fn opened_over(&self, opened: State) -> State {
        let mut opened = opened.renumbered_after(self);
        let set_aside = State {
            offer: None,
            setups: Setups::default(),
            ..self.clone()
        };
        opened.offer = Some(Offer {
            kind: OfferKind::SetAside,
            game: Rc::new(set_aside),
        });
        opened
    }

    /// Switches to the offered game; the game that was on show is set aside in its place.
    pub(crate) fn take_offer(&mut self) {
        let Some(offer) = self.offer.take() else {
            return;
        };
        let message = match offer.kind {
            OfferKind::Shared => "Playing the shared puzzle; your earlier game is kept beside it.",
            OfferKind::SetAside => "Back to your earlier game; the other is kept beside it.",
            OfferKind::OtherTab => {
                "Playing the other tab's game; this tab's game is kept beside it."
            }
        };
        let taken = (*offer.game).clone();
        *self = self.opened_over(taken);
        self.say(message);
    }

    /// What a reload keeps of the game set aside beside this one (the game left for a link's
    /// puzzle or another tab's), so that "Back to my earlier game" outlives a reload.
    pub fn set_aside_snapshot(&self) -> Option<Snapshot> {
        match &self.offer {
            Some(offer) if offer.kind == OfferKind::SetAside => Some(Snapshot::of(&offer.game)),
            _ => None,
        }
    }

    /// This state as a reload opens it, with `aside` (what [`State::set_aside_snapshot`] kept)
    /// set aside beside it again; left out when another game is offered already (one waits at
    /// a time) or `aside` is the game on show.
    pub fn with_set_aside(self, aside: Snapshot) -> State {
        if self.offer.is_some() || aside == Snapshot::of(&self) {
            return self;
        }
        match aside.restore(self.next_seed) {
            Ok(game) => self.offering(OfferKind::SetAside, game),
            Err(_) => self,
        }
    }

    /// Another tab saved `snapshot`: offered beside this tab's game when it is a different
    /// game (a tab hears its own writes as no event, and the same game twice needs no word;
    /// an offer of the other tab's game goes when that tab comes round to this one). A link's
    /// puzzle waiting to be chosen keeps its place, and a game set aside leaves its place for
    /// the list of games kept, each with a word: one offer waits at a time, and none goes
    /// unsaid. (The other tab's game is kept by the root if this tab saves over it.)
    pub(crate) fn other_tab_saved(&mut self, snapshot: Snapshot) {
        let waiting = self.offer.as_ref().map(|offer| offer.kind);
        if snapshot == Snapshot::of(self) {
            // The other tab came round to this game: nothing is left to choose.
            if waiting == Some(OfferKind::OtherTab) {
                self.offer = None;
            }
            return;
        }
        if waiting == Some(OfferKind::Shared) {
            self.say(
                "Another tab saved a different game; should this tab save over it, it goes to \
                 the games kept from before.",
            );
            return;
        }
        if let Ok(game) = snapshot.restore(self.next_seed) {
            *self = self.clone().offering(OfferKind::OtherTab, game);
            if waiting == Some(OfferKind::SetAside) {
                self.say(
                    "Another tab saved a different game; your earlier game is in the games kept \
                     from before.",
                );
            }
        }
    }

    /// This state made current again after `current`: fresh ids for its job, board and deal
    /// (so that no answer meant for `current` is taken for it), and the engine asked afresh,
    /// since the analyst holds only the latest puzzle.
    pub(crate) fn renumbered_after(mut self, current: &State) -> State {
        self.counter = self.counter.max(current.counter);
        self.next_seed = current.next_seed;
        self.job = self.fresh_id();
        self.precomputation = Precomputation::Pending;
        self.fewest.listing = None;
        if let Some(mut deal) = self.deal {
            deal.id = self.fresh_id();
            self.deal = Some(deal);
        }
        self.new_board_id();
        self
    }
}
