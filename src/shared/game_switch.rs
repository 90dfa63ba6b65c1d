//! The switch between the page's games, Lights Out (and its graph boards) and ELLO, Learn,
//! which teaches on the Lights Out board, and Worksheet, which prints its puzzles for a class.

use std::rc::Rc;

use yew::prelude::*;

/// Which game the page shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    LightsOut,
    Ello,
    Learn,
    /// A sheet of the Lights Out page's puzzles to print.
    Worksheet,
}

impl Page {
    /// Every page, in the switch's order.
    const ALL: [Page; 4] = [Page::LightsOut, Page::Ello, Page::Learn, Page::Worksheet];

    /// Its name in the browser's history entries (see `platform::url`).
    pub fn name(self) -> &'static str {
        match self {
            Page::LightsOut => "lights-out",
            Page::Ello => "ello",
            Page::Learn => "learn",
            Page::Worksheet => "worksheet",
        }
    }

    /// The page of that name.
    pub fn named(name: &str) -> Option<Page> {
        Page::ALL.into_iter().find(|page| page.name() == name)
    }
}

/// The page on show changes by one action, showing another page, however the player got there
/// (the switch, Back or Forward, a link pasted into the tab), so that the root holds no page
/// state outside a reducer.
impl Reducible for Page {
    type Action = Page;

    fn reduce(self: Rc<Self>, shown: Page) -> Rc<Self> {
        // The same page keeps the same state: nothing is drawn again.
        if *self == shown {
            self
        } else {
            Rc::new(shown)
        }
    }
}

/// The switch with `shown` pressed.
pub fn game_switch(shown: Page, on_pick: &Callback<Page>) -> Html {
    let choice = |page: Page, label: &'static str| {
        let on_pick = on_pick.clone();
        html! {
            <button type="button" aria-pressed={(shown == page).to_string()}
                onclick={Callback::from(move |_: MouseEvent| on_pick.emit(page))}>
                {label}
            </button>
        }
    };
    html! {
        <nav class="game-switch" id="game-switch" aria-label="Game">
            { choice(Page::LightsOut, "Lights Out") }
            { choice(Page::Ello, "ELLO") }
            { choice(Page::Learn, "Learn") }
            { choice(Page::Worksheet, "Worksheet") }
        </nav>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn showing_a_page_shows_it_and_showing_the_page_on_show_changes_nothing() {
        let lights_out = Rc::new(Page::LightsOut);
        let ello = lights_out.clone().reduce(Page::Ello);
        assert_eq!(*ello, Page::Ello);
        assert!(Rc::ptr_eq(&ello.clone().reduce(Page::Ello), &ello));
        // Every page's history name leads back to it.
        for page in Page::ALL {
            assert_eq!(Page::named(page.name()), Some(page));
        }
        assert_eq!(Page::named("elsewhere"), None);
    }
}
