//! The one short sentence a page says to a screen reader about what just changed on it: a
//! hint ("Hint: press row 2, column 3."), the lights a repair changes, a deal that is ready,
//! the fewest presses proven. A sighted player sees a ring drawn or a count settle; without a
//! sentence in a live region, a screen reader says nothing of it.
//!
//! The reducer says the sentence ([`Said::say`]) as it makes the change, and the page keeps it
//! in one polite live region that is always in the document ([`said_aloud`]), so that each new
//! sentence is read once and nothing else is. Each sentence said gets a new number, and the
//! region draws it in an element keyed by that number: the same hint asked for twice is a new
//! element, and so is read again, where an unchanged text would be silent.

use std::rc::Rc;

use yew::prelude::*;

/// The last sentence said, if the latest change said one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Said {
    sentence: Option<Rc<str>>,
    /// How many sentences have been said: the key that makes a repeated sentence new.
    count: u64,
}

impl Said {
    /// Says `sentence` (one short sentence, with its full stop).
    pub fn say(&mut self, sentence: impl Into<Rc<str>>) {
        self.sentence = Some(sentence.into());
        self.count += 1;
    }

    /// Says nothing more: the change that said the last sentence is over.
    pub fn hush(&mut self) {
        self.sentence = None;
    }

    /// What is being said, if anything.
    pub fn sentence(&self) -> Option<&str> {
        self.sentence.as_deref()
    }
}

/// The polite live region that reads [`Said`]'s sentences: not drawn, since what it says is
/// what the page draws. `id` is unique on the page: the Lights Out page stays in the document
/// (hidden) while another page shows.
pub fn said_aloud(id: &'static str, said: &Said) -> Html {
    let sentence = said.sentence().map(|sentence| {
        html! { <span key={said.count.to_string()}>{sentence.to_string()}</span> }
    });
    html! {
        <p {id} class="visually-hidden" role="status" aria-live="polite">
            { sentence }
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_sentence_said_twice_is_a_new_sentence() {
        let mut said = Said::default();
        said.say("Hint: press row 2, column 3.");
        let first = said.clone();
        said.say("Hint: press row 2, column 3.");
        assert_eq!(said.sentence(), first.sentence());
        assert_ne!(said, first, "read again, not taken for the same");
        said.hush();
        assert_eq!(said.sentence(), None);
    }
}
