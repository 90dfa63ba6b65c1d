//! The address bar: the fragment holds the share code of the game on show (see
//! [`crate::play::link`]), kept up to date with `history.replaceState` (no history entry per
//! press, no `hashchange` of our own), so a reload, a bookmark or a copied address opens the
//! same puzzle. Each page the player picks is an entry of its own, marked with the page's name
//! (`history.state`), so that Back returns to the last page rather than leaving the site.

use gloo::events::EventListener;
use gloo::utils::window;
use wasm_bindgen::JsValue;

/// The fragment without its `#`, if there is one.
pub fn fragment() -> Option<String> {
    let hash = window().location().hash().ok()?;
    let code = hash.strip_prefix('#').unwrap_or(&hash);
    (!code.is_empty()).then(|| code.to_string())
}

/// The page the current history entry was made for, if the page marked it.
pub fn entry_page() -> Option<String> {
    window().history().ok()?.state().ok()?.as_string()
}

/// Puts `code` in the address bar (none: no fragment) for `page`: a new history entry when
/// the current one was made for another page (the player picked this one), else in place of
/// the current entry.
pub fn show(code: Option<&str>, page: &str) {
    let another_page = entry_page().is_some_and(|shown| shown != page);
    if !another_page && entry_page().is_some() && fragment().as_deref() == code {
        return;
    }
    let Ok(history) = window().history() else {
        return;
    };
    let location = window().location();
    let address = match code {
        Some(code) => format!("#{code}"),
        None => format!(
            "{}{}",
            location.pathname().unwrap_or_default(),
            location.search().unwrap_or_default()
        ),
    };
    let marker = JsValue::from_str(page);
    let _ = if another_page {
        history.push_state_with_url(&marker, "", Some(&address))
    } else {
        history.replace_state_with_url(&marker, "", Some(&address))
    };
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

/// Calls `changed` with the page of the entry Back or Forward went to, when the page marked
/// it (a link typed into the address bar makes an entry without a mark, and goes to
/// [`on_change`]); the listener lives as long as the returned value.
pub fn on_traverse(changed: impl Fn(String) + 'static) -> EventListener {
    EventListener::new(&window(), "popstate", move |_| {
        if let Some(page) = entry_page() {
            changed(page);
        }
    })
}
