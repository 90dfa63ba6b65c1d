//! One line for what the page has to say: a refused input (what was wrong and what is
//! allowed), a note, or a copied link. Always in the page, so screen readers announce
//! changes to it.

use yew::prelude::*;

use crate::play::reducer::Action;
use crate::shared::message::Message;

#[derive(Properties, PartialEq)]
pub struct MessageBarProps {
    pub message: Option<Message>,
    pub on_action: Callback<Action>,
}

#[function_component(MessageBar)]
pub fn message_bar(props: &MessageBarProps) -> Html {
    let content = props.message.as_ref().map(|message| {
        let on_action = props.on_action.clone();
        html! {
            <div class={classes!("message", message.error.then_some("error"))}>
                <span class="text">{&message.text}</span>
                <button type="button" class="dismiss" aria-label="Dismiss message"
                    onclick={Callback::from(move |_: MouseEvent| on_action.emit(Action::Dismiss))}>
                    {"×"}
                </button>
            </div>
        }
    });
    html! {
        <div id="message" role="status" aria-live="polite">{ content }</div>
    }
}
