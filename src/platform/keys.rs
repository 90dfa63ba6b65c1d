//! The page-wide keyboard shortcuts ([`crate::shared::shortcuts`]): one keydown listener on
//! the document, which leaves key presses in text fields to the field.

use gloo::events::{EventListener, EventListenerOptions};
use gloo::utils::document;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, KeyboardEvent};

use crate::shared::shortcuts::{is_typing, shortcut, Shortcut};

/// Calls `act` for every shortcut pressed outside a text field, and keeps the browser from
/// acting on it too; the listener lives as long as the returned value.
pub fn on_shortcut(act: impl Fn(Shortcut) + 'static) -> EventListener {
    let options = EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(&document(), "keydown", options, move |event| {
        let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
            return;
        };
        let typing = event
            .target()
            .and_then(|target| target.dyn_into::<Element>().ok())
            .is_some_and(|element| {
                let kind = element
                    .dyn_ref::<HtmlInputElement>()
                    .map(HtmlInputElement::type_)
                    .unwrap_or_default();
                is_typing(&element.tag_name(), &kind) || element.has_attribute("contenteditable")
            });
        if typing {
            return;
        }
        let command = event.ctrl_key() || event.meta_key();
        if let Some(found) = shortcut(&event.key(), command, event.shift_key(), event.alt_key()) {
            event.prevent_default();
            act(found);
        }
    })
}
