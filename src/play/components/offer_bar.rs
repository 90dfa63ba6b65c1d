//! The line that offers the game waiting beside the one on show ([`crate::play::offer`]): the
//! puzzle of a link, the game set aside, or another tab's game, with the button that switches
//! to it and one that lets it go.

use yew::prelude::*;

use crate::play::reducer::Action;
use crate::play::state::OfferKind;

#[derive(Properties, PartialEq)]
pub struct OfferBarProps {
    pub kind: Option<OfferKind>,
    pub on_action: Callback<Action>,
}

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

#[function_component(OfferBar)]
pub fn offer_bar(props: &OfferBarProps) -> Html {
    let Some(kind) = props.kind else {
        return Html::default();
    };
    let (text, take) = words(kind);
    let on = |action: Action| {
        let on_action = props.on_action.clone();
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
