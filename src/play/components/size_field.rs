//! A size field (rows, columns, order) that acts when the player is done typing: on Enter, on
//! leaving the field, or after a short pause, so that typing "10" never passes through a
//! one-row board. What was typed stays in the field until the board takes it; a size out of
//! range, or text that is no number, goes back to the board's size with the reason beside the
//! field (and on the message line).

use gloo::timers::callback::Timeout;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::play::reducer::Action;
use crate::play::setup_edit::SetupEdit;
use crate::shared::wording;

/// How long a pause in typing counts as done, in milliseconds.
const PAUSE_MS: u32 = 800;

/// Which size a field sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dimension {
    Rows,
    Cols,
    Order,
}

impl Dimension {
    fn edit(self, size: usize) -> SetupEdit {
        match self {
            Dimension::Rows => SetupEdit::Rows(size),
            Dimension::Cols => SetupEdit::Cols(size),
            Dimension::Order => SetupEdit::Order(size),
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct SizeFieldProps {
    pub id: AttrValue,
    /// What the field sets, as a player says it: "Rows".
    pub name: AttrValue,
    /// The size the board has.
    pub value: usize,
    pub max: usize,
    /// Why `max` is below the page's own range, as a phrase to follow it: "with the King
    /// pattern" (see [`SizeLimit`](crate::puzzle::size_limit::SizeLimit)); empty when it is not.
    #[prop_or_default]
    pub because: AttrValue,
    pub dimension: Dimension,
    pub on_action: Callback<Action>,
}

/// What typing `text` asks for, once the player is done: the edit of a new size, the reason
/// a size out of `1..=max` or text that is no number is refused, or nothing when the size is
/// the board's already. `because` follows the range when the setup's rule sets `max`.
pub fn typed(
    text: &str,
    props_value: usize,
    label: &str,
    max: usize,
    because: &str,
) -> Option<Result<usize, String>> {
    let text = text.trim();
    let allowed = allowed(max, because);
    let refused = |why: String| {
        Some(Err(format!(
            "{label} must be a whole number from {allowed}{why}; the board stays at {}.",
            wording::thousands(props_value as u64)
        )))
    };
    match text.parse::<i64>() {
        Ok(size) if size as usize == props_value && size > 0 => None,
        Ok(size) if (1..=max as i64).contains(&size) => Some(Ok(size as usize)),
        Ok(size) if size < 1 => refused(format!(", and {size} is too few")),
        Ok(size) => refused(format!(
            ", and {} is too many",
            wording::thousands(size as u64)
        )),
        // What a number field holds when what was typed is no number ("abc" reads as "").
        Err(_) if text.is_empty() || text.len() > 10 => refused(String::new()),
        Err(_) => refused(format!(", and \u{201c}{text}\u{201d} is not one")),
    }
}

/// The sizes a field takes, as its label and its refusals say them: "1 to 1024", "1 to 965
/// with the King pattern".
fn allowed(max: usize, because: &str) -> String {
    let range = wording::range(1, max);
    if because.is_empty() {
        range
    } else {
        format!("{range} {because}")
    }
}

#[function_component(SizeField)]
pub fn size_field(props: &SizeFieldProps) -> Html {
    // The text typed and not yet taken by the board.
    let typing = use_state(|| None::<String>);
    // Why the last size typed was refused, shown beside the field until the next one.
    let refused = use_state(|| None::<String>);
    let pause = use_mut_ref(|| None::<Timeout>);
    {
        // The board took a size (this one or another): the field shows it.
        let typing = typing.clone();
        use_effect_with(props.value, move |_| typing.set(None));
    }
    {
        // A new rule brings a new range: a reason given under the old one no longer holds.
        let refused = refused.clone();
        use_effect_with((props.max, props.because.clone()), move |_| {
            refused.set(None)
        });
    }
    let apply = {
        let (on_action, edit, value, max, because) = (
            props.on_action.clone(),
            props.dimension,
            props.value,
            props.max,
            props.because.clone(),
        );
        let label = props.name.clone();
        let (pause, typing, refused) = (pause.clone(), typing.clone(), refused.clone());
        move |text: &str| {
            pause.borrow_mut().take();
            let outcome = typed(text, value, &label, max, &because);
            refused.set(outcome.clone().and_then(Result::err));
            match outcome {
                Some(Ok(size)) => on_action.emit(Action::Edit(edit.edit(size))),
                Some(Err(message)) => {
                    // The field goes back to the board's size.
                    typing.set(None);
                    on_action.emit(Action::Refused(message));
                }
                None => typing.set(None),
            }
        }
    };
    let oninput = {
        let (typing, pause, apply) = (typing.clone(), pause.clone(), apply.clone());
        Callback::from(move |event: InputEvent| {
            let text = event.target_unchecked_into::<HtmlInputElement>().value();
            typing.set(Some(text.clone()));
            let apply = apply.clone();
            *pause.borrow_mut() = Some(Timeout::new(PAUSE_MS, move || apply(&text)));
        })
    };
    let onchange = {
        let apply = apply.clone();
        Callback::from(move |event: Event| {
            apply(&event.target_unchecked_into::<HtmlInputElement>().value())
        })
    };
    let onkeydown = Callback::from(move |event: KeyboardEvent| {
        if event.key() == "Enter" {
            apply(&event.target_unchecked_into::<HtmlInputElement>().value());
        }
    });
    let shown = (*typing).clone().unwrap_or_else(|| props.value.to_string());
    let note_id = format!("{}-refused", props.id);
    html! {
        <div class="field">
            // The allowed range is part of the label, so a player knows it before typing, and
            // with it the choices that bring it below the page's own.
            <label for={props.id.clone()}>{format!("{} ({})", props.name, allowed(props.max, &props.because))}</label>
            <input id={props.id.clone()} type="number" min="1" max={props.max.to_string()}
                inputmode="numeric" value={shown} {oninput} {onchange} {onkeydown}
                aria-invalid={refused.is_some().then_some("true")}
                aria-describedby={refused.is_some().then(|| note_id.clone())} />
            if let Some(why) = (*refused).clone() {
                <p class="field-refused" id={note_id}>{why}</p>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_size_is_taken_when_it_is_a_new_number_and_text_is_refused_by_name() {
        assert_eq!(typed(" 10 ", 5, "Rows", 128, ""), Some(Ok(10)));
        assert_eq!(typed("5", 5, "Rows", 128, ""), None);
        let refused = |text| typed(text, 5, "Rows", 128, "").unwrap().unwrap_err();
        assert_eq!(
            refused("ten"),
            "Rows must be a whole number from 1 to 128, and \u{201c}ten\u{201d} is not one; \
             the board stays at 5."
        );
        // A number field holds "" for text that is no number.
        assert_eq!(
            refused(""),
            "Rows must be a whole number from 1 to 128; the board stays at 5."
        );
        assert_eq!(
            refused("0"),
            "Rows must be a whole number from 1 to 128, and 0 is too few; the board stays at 5."
        );
        assert!(refused("-5").contains("-5 is too few"));
        assert!(refused("99999").contains("99,999 is too many"));
    }

    #[test]
    fn a_size_past_the_rules_limit_is_refused_with_the_choice_that_sets_it() {
        let king = |text| typed(text, 1000, "Rows", 965, "with the King pattern");
        assert_eq!(
            king("966").unwrap().unwrap_err(),
            "Rows must be a whole number from 1 to 965 with the King pattern, and 966 is too \
             many; the board stays at 1,000."
        );
        assert_eq!(king("965"), Some(Ok(965)));
        // The board already larger (the rule chosen after the size) stays as it is.
        assert_eq!(king("1000"), None);
    }
}
