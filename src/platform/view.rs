//! Scrolling an answer into view: on a phone the board, its buttons and the message line do
//! not all fit on one screen, and a tap's answer (a hint's ring, a message, the win) may be
//! drawn where the player is not looking.

use gloo::utils::document;
use web_sys::{ScrollIntoViewOptions, ScrollLogicalPosition};
use yew::prelude::*;

use crate::shared::after_frame::after_next_frame;
use crate::shared::message::Message;

/// Scrolls the page as little as shows the element `selector` finds, if it is there.
pub fn bring_into_view(selector: &str) {
    if let Ok(Some(element)) = document().query_selector(selector) {
        let options = ScrollIntoViewOptions::new();
        options.set_block(ScrollLogicalPosition::Nearest);
        options.set_inline(ScrollLogicalPosition::Nearest);
        element.scroll_into_view_with_scroll_into_view_options(&options);
    }
}

/// Whether the player is at a form field (a size, a menu, the graph file): its own note
/// answers there, and bringing the message line into view would take the player away from it.
fn at_a_field() -> bool {
    document().active_element().is_some_and(|element| {
        matches!(element.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
    })
}

/// On a page on show (`shown`), scrolls a new message, the win and the hint's mark into view
/// (as little as shows each; the hint last, as the answer to Hint) after the frame that draws
/// them, unless the player is at a form field.
#[hook]
pub fn use_answers_in_view(
    message: Option<Message>,
    hint: Option<usize>,
    solved: bool,
    shown: bool,
) {
    use_effect_with(
        (message, hint, solved, shown),
        |(message, hint, solved, shown)| {
            let targets = [
                message.as_ref().map(|_| "#message"),
                solved.then_some("#status"),
                hint.map(|_| "#board .hint-mark"),
            ];
            let shown = *shown;
            let later = after_next_frame(move || {
                let shown = shown && !at_a_field();
                for target in targets.into_iter().flatten().filter(|_| shown) {
                    bring_into_view(target);
                }
            });
            move || drop(later)
        },
    );
}
