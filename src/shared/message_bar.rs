//! One line for what the page has to say: a refused input (what was wrong and what is
//! allowed), a note, or a copied link. Always in the page, so screen readers announce
//! changes to it.

use yew::prelude::*;

use crate::shared::message::Message;

/// `id` is unique on the page: both games keep a message line, and the Lights Out page stays
/// in the document (hidden) while ELLO shows. `on_dismiss`: the player dismissed the message.
pub fn message_bar(id: &'static str, message: Option<&Message>, on_dismiss: &Callback<()>) -> Html {
    let content = message.map(|message| {
        let on_dismiss = on_dismiss.clone();
        html! {
            <div class={classes!("message", message.error.then_some("error"))}>
                <span class="text">{&message.text}</span>
                <button type="button" class="dismiss" aria-label="Dismiss message"
                    onclick={Callback::from(move |_: MouseEvent| on_dismiss.emit(()))}>
                    {"×"}
                </button>
            </div>
        }
    });
    html! {
        <div {id} class="message-bar" role="status" aria-live="polite">{ content }</div>
    }
}
