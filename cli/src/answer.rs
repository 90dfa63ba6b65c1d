//! Answers with one huge field: the presses of a 10,000 x 10,000 board (100 MB), a page of up
//! to 64 MiB of solutions, every quiet pattern of a large board. serde writes the rest of the
//! answer (keys in order), and the huge field is written into its place once, as digits in
//! quotes, rather than built into a JSON value, copied and scanned for characters to escape:
//! after the deadline that took seconds (in the debug build the tests run, far more).

use lights_lab_engine::Presses;
use serde_json::Value;

/// `answer` as JSON, with the value of `key` (which must not be in it yet, and must not be a
/// key of any object inside it) written by `write`; `size` is about how long that is.
pub fn spliced(
    mut answer: Value,
    key: &str,
    size: usize,
    write: impl FnOnce(&mut String),
) -> String {
    answer[key] = Value::Null;
    let text = answer.to_string();
    // The one unescaped `"key":null` is the key's own: quotes inside strings are escaped.
    let slot = format!("{}:", Value::from(key));
    let at = text
        .find(&format!("{slot}null"))
        .expect("the key was put in")
        + slot.len();
    let mut written = String::with_capacity(text.len() + size);
    written.push_str(&text[..at]);
    write(&mut written);
    written.push_str(&text[at + "null".len()..]);
    written
}

/// Writes `presses` as a JSON string of digits.
pub fn push_presses(written: &mut String, presses: &Presses) {
    written.push('"');
    written.push_str(&presses.digits());
    written.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_spliced_answer_is_the_json_serde_writes() {
        let presses = Presses(vec![1, 0, 2, 0, 1]);
        // A path and a reason with quotes and the key itself in them, as a user may give.
        let rest = json!({
            "solvable": true,
            "press_count": presses.press_count(),
            "class": null,
            "certificate": "a \"presses\":null b.json",
            "unfinished": "\"presses\":null",
        });
        let mut by_serde = rest.clone();
        by_serde["presses"] = json!(presses.to_string());
        let spliced = spliced(rest, "presses", 7, |out| push_presses(out, &presses));
        assert_eq!(spliced, by_serde.to_string());
    }
}
