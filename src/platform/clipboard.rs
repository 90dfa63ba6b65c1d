//! The clipboard, where Copy link and Copy result put their text.

/// Puts `text` on the clipboard; false where the browser has none (an insecure page).
pub fn copy_text(text: &str) -> bool {
    let navigator = gloo::utils::window().navigator();
    let has_clipboard = js_sys::Reflect::has(&navigator, &"clipboard".into()).unwrap_or(false);
    if has_clipboard {
        let _ = navigator.clipboard().write_text(text);
    }
    has_clipboard
}
