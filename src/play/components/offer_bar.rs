//! The line that offers the game waiting beside the one on show ([`crate::play::offer`]): the
//! puzzle of a link, the game set aside, or another tab's game, with the button that switches
//! to it and one that lets it go; and below it the games kept aside, each restorable.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

use crate::play::kept::{describe, Kept};
use crate::play::reducer::Action;
use crate::play::state::OfferKind;
use crate::shared::clock;

/// What the line says and what its button does, by kind.
fn words(kind: OfferKind) -> (&'static str, &'static str) {
    match kind {
        OfferKind::Shared => (
            "This link opens a different puzzle. Your saved game stays on show until you choose.",
            "Play the shared puzzle",
        ),
        OfferKind::SetAside => ("Your earlier game is kept.", "Back to my earlier game"),
        OfferKind::OtherTab => (
            "Another tab saved a different game. This tab keeps its own until you choose.",
            "Play the other tab's game",
        ),
    }
}

/// The line for the game of `kind` offered, if one is.
pub fn offer_bar(kind: Option<OfferKind>, on_action: &Callback<Action>) -> Html {
    let Some(kind) = kind else {
        return Html::default();
    };
    let (text, take) = words(kind);
    let on = |action: Action| {
        let on_action = on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))
    };
    html! {
        <div id="offer" class="message offer" role="status">
            <span class="text">{text}</span>
            <button type="button" onclick={on(Action::TakeOffer)}>{take}</button>
            <button type="button" class="dismiss" aria-label="Let it go"
                title="Let the other game go" onclick={on(Action::DismissOffer)}>{"×"}</button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct KeptListProps {
    /// The games kept aside that are neither on show nor offered, newest first.
    pub games: Vec<Kept>,
    pub on_restore: Callback<Kept>,
    pub on_forget: Callback<Kept>,
}

/// Where keyboard focus goes once a button of the list has taken its game away: a screen
/// reader user would otherwise be left on nothing, at the top of the page.
#[derive(Clone, Copy)]
enum Refocus {
    /// A game restored: the board, to play it.
    Board,
    /// The game at this place let go: the Restore button that now stands there (or the one
    /// above it), the board when none is left.
    Entry(usize),
}

/// Moves focus as `refocus` says, within `list` (the list's `<ul>`, if still drawn).
fn move_focus(refocus: Refocus, list: Option<Element>) {
    let document = gloo::utils::document();
    let entry = |place: usize| {
        let restores = list
            .as_ref()?
            .query_selector_all("li > button:first-child")
            .ok()?;
        let last = restores.length().checked_sub(1)?;
        restores.get((place as u32).min(last))
    };
    let target = match refocus {
        Refocus::Entry(place) => entry(place),
        Refocus::Board => None,
    }
    .or_else(|| {
        document
            .query_selector("#board [tabindex=\"0\"]")
            .ok()
            .flatten()
            .map(Into::into)
    });
    if let Some(target) = target {
        let _ = target.unchecked_into::<HtmlElement>().focus();
    }
}

/// The games kept aside ([`crate::play::kept`]), a list named "Games kept from before", each
/// with a button that brings it back ("Restore: 7 x 7, 12 moves, saved 14:32") and one that
/// lets it go.
#[function_component(KeptList)]
pub fn kept_list(props: &KeptListProps) -> Html {
    let list = use_node_ref();
    let refocus = use_mut_ref(|| None::<Refocus>);
    {
        let (list, refocus) = (list.clone(), refocus.clone());
        use_effect_with(props.games.clone(), move |_| {
            if let Some(refocus) = refocus.borrow_mut().take() {
                move_focus(refocus, list.cast::<Element>());
            }
        });
    }
    if props.games.is_empty() {
        return Html::default();
    }
    let entry = |(place, kept): (usize, &Kept)| {
        let name = format!(
            "{}, saved {}",
            describe(&kept.game),
            clock::when(kept.saved)
        );
        let emit = |on: &Callback<Kept>, then: Refocus| {
            let (on, kept, refocus) = (on.clone(), kept.clone(), refocus.clone());
            Callback::from(move |_: MouseEvent| {
                *refocus.borrow_mut() = Some(then);
                on.emit(kept.clone());
            })
        };
        let restore = emit(&props.on_restore, Refocus::Board);
        let forget = emit(&props.on_forget, Refocus::Entry(place));
        html! {
            <li>
                <button type="button" onclick={restore}>{format!("Restore: {name}")}</button>
                <button type="button" class="dismiss" aria-label={format!("Let go: {name}")}
                    title="Let this game go" onclick={forget}>{"×"}</button>
            </li>
        }
    };
    // A list named by its line, not a live region: the games are there to be found and
    // restored, and a status region would read every entry aloud whenever one changed. A
    // screen reader says "Games kept from before, list, 2 items" on reaching it.
    html! {
        <div id="kept" class="message offer kept">
            <span class="text" id="kept-title">{"Games kept from before:"}</span>
            <ul aria-labelledby="kept-title" ref={list}>
                { for props.games.iter().enumerate().map(entry) }
            </ul>
        </div>
    }
}
