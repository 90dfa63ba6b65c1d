//! The page's keyboard shortcuts, as plain data so that the mapping is tested natively: Ctrl+Z
//! undoes, Ctrl+Y and Ctrl+Shift+Z redo (Cmd on a Mac), as in every editor a player knows.
//! [`crate::platform::keys`] listens for them, and leaves a text field's own undo alone.

/// What a shortcut asks of the game on show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shortcut {
    Undo,
    Redo,
}

/// The shortcut a key press is, if any: `key` as the browser names it ("z", "Z", "y"),
/// `command` when Ctrl (or Cmd) is held. Alt combinations are left to the browser and the
/// system (AltGr is Ctrl+Alt on some keyboards, and types characters).
pub fn shortcut(key: &str, command: bool, shift: bool, alt: bool) -> Option<Shortcut> {
    if !command || alt {
        return None;
    }
    match (key.to_ascii_lowercase().as_str(), shift) {
        ("z", false) => Some(Shortcut::Undo),
        ("z", true) | ("y", false) => Some(Shortcut::Redo),
        _ => None,
    }
}

/// Whether a key press on an element with this tag (and input type) is typing, whose undo is
/// the field's own: text and number fields, text areas and menus, but not check boxes or
/// buttons.
pub fn is_typing(tag: &str, input_type: &str) -> bool {
    match tag.to_ascii_uppercase().as_str() {
        "TEXTAREA" | "SELECT" => true,
        "INPUT" => !matches!(
            input_type.to_ascii_lowercase().as_str(),
            "checkbox" | "radio" | "button" | "submit" | "reset" | "range" | "color"
        ),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ctrl_z_undoes_and_ctrl_y_or_ctrl_shift_z_redo() {
        assert_eq!(shortcut("z", true, false, false), Some(Shortcut::Undo));
        assert_eq!(shortcut("y", true, false, false), Some(Shortcut::Redo));
        // With Shift held the browser reports the capital letter.
        assert_eq!(shortcut("Z", true, true, false), Some(Shortcut::Redo));
    }

    #[test]
    fn plain_letters_and_other_combinations_are_not_shortcuts() {
        assert_eq!(shortcut("z", false, false, false), None);
        assert_eq!(shortcut("y", true, true, false), None);
        assert_eq!(shortcut("z", true, false, true), None);
        assert_eq!(shortcut("x", true, false, false), None);
    }

    #[test]
    fn fields_that_take_text_keep_their_own_undo() {
        assert!(is_typing("INPUT", "number"));
        assert!(is_typing("INPUT", "text"));
        assert!(is_typing("TEXTAREA", ""));
        assert!(!is_typing("INPUT", "checkbox"));
        assert!(!is_typing("BUTTON", ""));
        assert!(!is_typing("svg", ""));
    }
}
