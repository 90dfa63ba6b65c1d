//! The address bar: the fragment holds the page's share code (see [`crate::play::link`]), kept up to
//! date with `history.replaceState` (no history entry per press, no `hashchange` of our own),
//! so a reload, a bookmark or a copied address opens the same puzzle.

use gloo::events::EventListener;
use gloo::utils::window;

/// The fragment without its `#`, if there is one.
pub fn fragment() -> Option<String> {
    let hash = window().location().hash().ok()?;
    let code = hash.strip_prefix('#').unwrap_or(&hash);
    (!code.is_empty()).then(|| code.to_string())
}

/// Puts `code` in the address bar, replacing the current entry.
pub fn show(code: &str) {
    if fragment().as_deref() == Some(code) {
        return;
    }
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("#{code}")),
        );
    }
}

/// The page's address with `code` as its fragment: the link to share.
pub fn link(code: &str) -> String {
    let location = window().location();
    let base = format!(
        "{}{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    format!("{base}#{code}")
}

/// Calls `changed` with the new fragment whenever the user edits it (pastes a link into this
/// tab); the listener lives as long as the returned value.
pub fn on_change(changed: impl Fn(Option<String>) + 'static) -> EventListener {
    EventListener::new(&window(), "hashchange", move |_| changed(fragment()))
}
