//! Links: the share code of the page's puzzle (setup, goal, and the start board or the seed
//! that dealt it), and the state a share code opens. The format is the engine's
//! ([`SharedPuzzle`], docs/share-code.md), so the command line's `--code` reads the same text.
//! Pure: [`crate::platform::url`] moves the code in and out of the address bar.

use crate::analyst::DealKind;
use crate::play::kept::Kept;
use crate::play::snapshot::Snapshot;
use crate::play::state::{OfferKind, State};
use crate::puzzle::setup::{Lattice, Setup};
use crate::shared::wording::{broken_link, uncapitalise};
use lights_lab_engine::{EngineError, SharedPuzzle, Start};

/// Longest fragment read at all. The longest code the page writes is about 22,000
/// characters (a 128 x 128 board with 16 states as start and goal); anything far beyond that
/// is refused before any parsing.
pub const MAX_CODE: usize = 65_536;

/// What a link puts before the engine's code when the game is played under the lit-only rule,
/// as ELLO's links put `ello.`: the rule is how the game is played, not part of the puzzle the
/// engine's code names, and a link must carry every rule the game plays by.
pub const LIT_ONLY: &str = "lit.";

/// The code of the puzzle on the page, from its start board: a seed when a solvable deal
/// made it (short at any size), else the board itself, and a graph's drawing. While a link's
/// seed is being dealt, that seed's code (the board it deals is known by it); `None` while
/// another deal is on its way (the start board is a placeholder or the game it replaces).
pub fn share_code(state: &State) -> Option<String> {
    let start = match (state.deal, state.seed) {
        (Some(deal), _) if deal.kind == DealKind::Seed => Start::Seed(deal.seed),
        (Some(_), _) => return None,
        (None, Some(seed)) => Start::Seed(seed),
        (None, None) => Start::Board(state.game.start.clone()),
    };
    let shared = SharedPuzzle::new(
        state.derived.puzzle.clone(),
        state.setup.goal.clone(),
        start,
    )
    .ok()?;
    let shared = match &state.setup.graph {
        Some(graph) if state.setup.lattice == Lattice::Graph => {
            shared.with_drawing(graph.board.points()).ok()?
        }
        _ => shared,
    };
    let rule = if state.ui.lit_only { LIT_ONLY } else { "" };
    Some(format!("{rule}{}", shared.to_code()))
}

/// The code to put in the address bar: the game on show's, or `None` to leave the address
/// bar as it is. `None` while a deal is on its way, and while the puzzle of the link the page
/// opened at waits for the player to choose it ([`OfferKind::Shared`]): the link stays in the
/// address bar then, so that a reload offers the shared puzzle again rather than dropping it.
pub fn address_code(state: &State) -> Option<String> {
    match &state.offer {
        Some(offer) if offer.kind == OfferKind::Shared => None,
        _ => share_code(state),
    }
}

/// The state a code opens, with `seed` for later deals; the message says what is wrong with a
/// code that does not open (naming the share code, as the e2e tests and users read it).
pub fn open(code: &str, seed: u64) -> Result<State, String> {
    let code = code.strip_prefix('#').unwrap_or(code);
    let (lit_only, code) = match code.strip_prefix(LIT_ONLY) {
        Some(rest) => (true, rest),
        None => (false, code),
    };
    if code.len() > MAX_CODE {
        return Err(format!(
            "This link is too long to be a Lights Lab link: {} characters after the #, and a \
             link has at most {MAX_CODE}.",
            code.len()
        ));
    }
    let shared = SharedPuzzle::from_code(code).map_err(|error| broken_link(&error))?;
    let unshown = |error: EngineError| {
        format!(
            "This link's puzzle cannot be shown on this page: {}.",
            uncapitalise(error.message())
        )
    };
    let setup =
        Setup::from_puzzle(&shared.puzzle, &shared.goal, shared.graph_board()).map_err(unshown)?;
    let mut state = State::blank(setup, seed).map_err(unshown)?;
    match shared.start {
        Start::Board(board) => state.start_from(board, None),
        Start::Seed(seed) => state.order_seeded(DealKind::Seed, seed),
    }
    state.ui.lit_only = lit_only;
    Ok(state)
}

/// What the page opens on when its address holds a link: the state, and a game to keep aside
/// at once (so that it outlives the choice the state offers).
#[derive(Debug)]
pub struct Opening {
    pub state: State,
    pub keep: Option<Snapshot>,
}

/// The page opened at link `code` over the game saved in this browser (`saved`) and the games
/// kept aside (`kept`), with `seed` for later deals:
/// - the saved game, when the link is its own (a reload keeps the moves and the undo history);
/// - a kept game, when the link is its own and not the saved game's: a tab's own game, kept
///   when another tab saved over it, whose address bar still names it. It comes back with its
///   moves, and the saved game (the other tab's) is offered beside it and kept, since this
///   tab's game is about to be saved over it;
/// - else the saved game, with the link's puzzle offered beside it; the link's puzzle alone
///   when nothing is saved;
/// - the saved game (or a first visit's puzzle) with the reason, when the link does not open.
pub fn open_over(code: &str, saved: Option<State>, kept: &[Kept], seed: u64) -> Opening {
    let opening = |state: State| Opening { state, keep: None };
    let opened = match open(code, seed) {
        Ok(opened) => opened,
        Err(message) => {
            let state = saved.unwrap_or_else(|| State::first_visit(seed));
            return opening(state.refused(message));
        }
    };
    let Some(saved) = saved else {
        return opening(opened);
    };
    resume(code, saved, kept, seed)
        .unwrap_or_else(|saved| opening(saved.offering(OfferKind::Shared, opened)))
}

/// The game named by `code` (a tab's own, as its address bar or its tab storage names it)
/// over the game saved in this browser (`saved`) and the games kept aside (`kept`), with
/// `seed` for later deals: the saved game when the code is its own; else a kept game whose
/// code it is (kept when another tab saved over it), with the saved game (the other tab's)
/// offered beside it and kept, since this tab's game is about to be saved over it; else the
/// saved game back, for the caller to decide.
pub fn resume(code: &str, saved: State, kept: &[Kept], seed: u64) -> Result<Opening, Box<State>> {
    let code = code.strip_prefix('#').unwrap_or(code);
    if share_code(&saved).as_deref() == Some(code) {
        return Ok(Opening {
            state: saved,
            keep: None,
        });
    }
    let own = kept
        .iter()
        .filter_map(|kept| kept.game.clone().restore(seed).ok())
        .find(|game| share_code(game).as_deref() == Some(code));
    match own {
        Some(own) => Ok(Opening {
            keep: Some(Snapshot::of(&saved)),
            state: own.offering(OfferKind::OtherTab, saved),
        }),
        None => Err(Box::new(saved)),
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use yew::Reducible;

    use super::*;
    use crate::analyst::{Analyst, Request};
    use crate::play::reducer::{Action, Event};

    /// Answers every request, as the page does.
    fn settle(mut state: Rc<State>) -> Rc<State> {
        let mut analyst = Analyst::default();
        for _ in 0..5 {
            let requests: Vec<Request> = state.requests();
            for request in requests {
                state = state.reduce(Event::Engine(analyst.handle(request)));
            }
        }
        state
    }

    #[test]
    fn the_documented_example_opens_as_its_board() {
        // docs/share-code.md: 3 x 3 without its centre, the four corners lit.
        let state = open("#v1.s3x3.plane.mask94.plus.n2.off.bpQ", 1).unwrap();
        assert_eq!(state.setup.cells(), 8);
        assert_eq!(state.game.start.to_string(), "10100101");
        assert_eq!(
            share_code(&state).as_deref(),
            Some("v1.s3x3.plane.mask94.plus.n2.off.bpQ")
        );
    }

    #[test]
    fn a_dealt_puzzle_is_shared_by_its_seed_and_opens_as_the_same_board() {
        let state = settle(Rc::new(State::new(11)).reduce(Action::NewPuzzle.into()));
        let code = share_code(&state).unwrap();
        assert!(code.starts_with("v1.s5x5.plane.plus.n2.off.seed"), "{code}");
        let opened = settle(Rc::new(open(&code, 99).unwrap()));
        assert_eq!(opened.game.start, state.game.start);
        assert_eq!(share_code(&opened), Some(code));
    }

    #[test]
    fn a_painted_board_is_shared_as_a_board() {
        let mut state = Rc::new(State::new(3));
        state = state.reduce(Action::SetMode(crate::play::state::Mode::Paint).into());
        state = settle(state.reduce(Action::Activate(4).into()));
        let code = share_code(&state).unwrap();
        assert!(code.contains(".b"), "{code}");
        assert_eq!(open(&code, 1).unwrap().game.start, state.game.start);
    }

    #[test]
    fn broken_codes_say_what_is_wrong() {
        // One character short of a 5 x 5 board.
        let message = open("v1.s5x5.plane.plus.n2.off.bAAAA", 1).unwrap_err();
        assert!(message.contains("This link is cut short"), "{message}");
        assert!(
            message.contains("should be 5 characters long, and is 4 characters"),
            "{message}"
        );
        let huge = "v".repeat(MAX_CODE + 1);
        assert!(open(&huge, 1).unwrap_err().contains("at most"));
        let side = crate::puzzle::setup::MAX_SIDE;
        let wide = open(&format!("v1.s{}x5.plane.plus.n2.off.seed1", side + 1), 1).unwrap_err();
        assert!(wide.contains(&format!("1 to {side}")), "{wide}");
    }

    #[test]
    fn a_lit_only_game_keeps_its_rule_through_its_link() {
        let mut state = settle(Rc::new(State::new(5)).reduce(Action::NewPuzzle.into()));
        state = state.reduce(Action::SetLitOnly(true).into());
        let code = share_code(&state).unwrap();
        assert!(code.starts_with("lit.v1.s5x5."), "{code}");
        let opened = settle(Rc::new(open(&code, 1).unwrap()));
        assert!(opened.ui.lit_only);
        assert_eq!(opened.game.start, state.game.start);
        // The engine's code alone opens the game without the rule.
        assert!(!open(&code[LIT_ONLY.len()..], 1).unwrap().ui.lit_only);
    }

    #[test]
    fn a_graph_link_keeps_its_drawing() {
        // docs/share-code.md: the directed triangle, drawn point up.
        let code = "v1.g3.aABBCBA.atgAAP__8AP_.sigma-plus.n2.off.bg";
        let state = open(code, 1).unwrap();
        assert_eq!(state.setup.lattice, Lattice::Graph);
        let points = state.setup.graph.as_ref().unwrap().board.points().to_vec();
        assert!((points[0].x - 0.5).abs() < 1e-3 && points[0].y == 0.0);
        assert_eq!(share_code(&state).as_deref(), Some(code));
        // A code without a drawing opens around a circle.
        let plain = open("v1.g3.aABBCBA.sigma-plus.n2.off.bg", 1).unwrap();
        assert_eq!(plain.setup.cells(), 3);
    }

    /// A dealt 5 x 5 game (answers settled) with `presses` made, and its link.
    fn played(seed: u64, presses: &[usize]) -> (State, String) {
        let mut state = settle(Rc::new(State::new(seed)).reduce(Action::NewPuzzle.into()));
        for &cell in presses {
            state = state.reduce(Action::Activate(cell).into());
        }
        let code = share_code(&state).unwrap();
        ((*state).clone(), code)
    }

    fn kept(state: &State) -> Kept {
        Kept {
            game: Snapshot::of(state),
            saved: 0.0,
        }
    }

    #[test]
    fn a_link_opens_over_the_saved_game_by_what_it_names() {
        let (ours, our_code) = played(21, &[12]);
        let (theirs, their_code) = played(22, &[0, 6]);
        // The saved game's own link continues it, moves and all.
        let opening = open_over(&their_code, Some(theirs.clone()), &[], 1);
        assert_eq!(opening.state.game.moves, theirs.game.moves);
        assert!(opening.state.offer.is_none() && opening.keep.is_none());
        // A tab whose address names its own game, which another tab saved over (so it was
        // kept aside): its game comes back with its move, the other's is offered and kept.
        let opening = open_over(&our_code, Some(theirs.clone()), &[kept(&ours)], 1);
        assert_eq!(opening.state.game.start, ours.game.start);
        assert_eq!(opening.state.game.moves, ours.game.moves);
        let offer = opening
            .state
            .offer
            .as_ref()
            .expect("the other tab's game offered");
        assert_eq!(offer.kind, OfferKind::OtherTab);
        assert_eq!(offer.game.game.moves, theirs.game.moves);
        assert_eq!(opening.keep, Some(Snapshot::of(&theirs)));
        // A link to a puzzle neither saved nor kept is offered beside the saved game.
        let opening = open_over(&our_code, Some(theirs.clone()), &[], 1);
        assert_eq!(opening.state.game.moves, theirs.game.moves);
        assert_eq!(
            opening.state.offer.as_ref().map(|o| o.kind),
            Some(OfferKind::Shared)
        );
        // A broken link leaves the saved game on show, with the reason.
        let opening = open_over(
            "v1.s5x5.plane.plus.n2.off.bAAAA",
            Some(theirs.clone()),
            &[],
            1,
        );
        assert_eq!(opening.state.game.moves, theirs.game.moves);
        assert!(opening.state.offer.is_none() && opening.keep.is_none());
    }
}
