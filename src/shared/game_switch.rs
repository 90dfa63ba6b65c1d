//! The switch between the page's games, Lights Out (and its graph boards) and ELLO, and Learn,
//! which teaches on the Lights Out board.

use yew::prelude::*;

/// Which game the page shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    LightsOut,
    Ello,
    Learn,
}

impl Page {
    /// Every page, in the switch's order.
    const ALL: [Page; 3] = [Page::LightsOut, Page::Ello, Page::Learn];

    /// Its name in the browser's history entries (see `platform::url`).
    pub fn name(self) -> &'static str {
        match self {
            Page::LightsOut => "lights-out",
            Page::Ello => "ello",
            Page::Learn => "learn",
        }
    }

    /// The page of that name.
    pub fn named(name: &str) -> Option<Page> {
        Page::ALL.into_iter().find(|page| page.name() == name)
    }
}

#[derive(Properties, PartialEq)]
pub struct GameSwitchProps {
    pub page: Page,
    pub on_pick: Callback<Page>,
}

#[function_component(GameSwitch)]
pub fn game_switch(props: &GameSwitchProps) -> Html {
    let choice = |page: Page, label: &'static str| {
        let on_pick = props.on_pick.clone();
        html! {
            <button type="button" aria-pressed={(props.page == page).to_string()}
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
        </nav>
    }
}
