//! A board of focusable items inside one `<svg>` (the Lights Out board's cells, ELLO's discs):
//! one roving tab stop that follows the reducer's cursor, and pointer and keyboard events
//! handled once on the `<svg>` and mapped to the item under them by a data attribute, so a
//! 16,384-cell board carries no per-cell listeners.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

/// The number in `attribute` (such as "data-site") of the element an event happened on or of
/// its closest ancestor that has one.
pub fn index_of(target: Option<web_sys::EventTarget>, attribute: &str) -> Option<usize> {
    let element: Element = target?.dyn_into().ok()?;
    element
        .closest(&format!("[{attribute}]"))
        .ok()??
        .get_attribute(attribute)?
        .parse()
        .ok()
}

/// Moves keyboard focus to the item at `cursor` when the cursor moves, but only while focus
/// is already on the board: Hint moves the cursor without pulling focus off the Hint button.
#[hook]
pub fn use_focus_follows_cursor(board: NodeRef, cursor: usize, attribute: &'static str) {
    use_effect_with(cursor, move |&cursor| {
        let Some(board) = board.cast::<Element>() else {
            return;
        };
        let active = gloo::utils::document().active_element();
        if !active.is_some_and(|active| board.contains(Some(&active))) {
            return;
        }
        if let Ok(Some(item)) = board.query_selector(&format!("[{attribute}=\"{cursor}\"]")) {
            let _ = item.unchecked_into::<HtmlElement>().focus();
        }
    });
}

/// What the board's events mean in its game's actions.
pub struct Meaning<A> {
    /// Press, play or otherwise use the item.
    pub activate: fn(usize) -> A,
    /// The item took keyboard focus.
    pub focus: fn(usize) -> A,
    /// An arrow key moved the cursor.
    pub step: fn(Step) -> A,
}

/// The handlers to put on the `<svg>`.
pub struct Handlers {
    pub onclick: Callback<MouseEvent>,
    pub onkeydown: Callback<KeyboardEvent>,
    pub onfocusin: Callback<FocusEvent>,
}

/// A callback that emits the action `map` makes of an event, when it makes one.
fn emit_some<E: 'static, A: 'static>(
    on_action: &Callback<A>,
    map: impl Fn(E) -> Option<A> + 'static,
) -> Callback<E> {
    let on_action = on_action.clone();
    Callback::from(move |event: E| {
        if let Some(action) = map(event) {
            on_action.emit(action);
        }
    })
}

/// A click activates the item under the pointer, arrow keys step the cursor, Space or Enter
/// activates the item at the cursor, and focus landing on an item moves the cursor there.
pub fn handlers<A: 'static>(
    attribute: &'static str,
    cursor: usize,
    on_action: &Callback<A>,
    meaning: Meaning<A>,
) -> Handlers {
    let Meaning {
        activate,
        focus,
        step,
    } = meaning;
    let onclick = emit_some(on_action, move |event: MouseEvent| {
        index_of(event.target(), attribute).map(activate)
    });
    let onkeydown = emit_some(on_action, move |event: KeyboardEvent| {
        let key = event.key();
        if let Some(direction) = Step::from_key(&key) {
            event.prevent_default();
            Some(step(direction))
        } else if key == " " || key == "Enter" {
            event.prevent_default();
            Some(activate(cursor))
        } else {
            None
        }
    });
    let onfocusin = emit_some(on_action, move |event: FocusEvent| {
        index_of(event.target(), attribute).map(focus)
    });
    Handlers {
        onclick,
        onkeydown,
        onfocusin,
    }
}

/// A direction of the arrow keys (and Home/End) on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Left,
    Right,
    Up,
    Down,
    RowStart,
    RowEnd,
}

impl Step {
    /// The step an arrow key (or Home/End) asks for, by `KeyboardEvent.key`.
    pub fn from_key(key: &str) -> Option<Step> {
        Some(match key {
            "ArrowLeft" => Step::Left,
            "ArrowRight" => Step::Right,
            "ArrowUp" => Step::Up,
            "ArrowDown" => Step::Down,
            "Home" => Step::RowStart,
            "End" => Step::RowEnd,
            _ => return None,
        })
    }
}
