//! The Difficulty menu beside New puzzle: Any solvable board, or one of the engine's bands of
//! fewest-press counts relative to the largest count of the setup (on 5 x 5: easy 1-5,
//! medium 6-10, hard 11-14, hardest 15). The choice applies to the next deal.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::play::fewest::model::FewestAction;
use crate::play::reducer::Action;
use lights_lab_engine::Difficulty;

/// A difficulty as the menu names it.
pub fn difficulty_label(difficulty: Difficulty) -> &'static str {
    match difficulty {
        Difficulty::Easy => "Easy",
        Difficulty::Medium => "Medium",
        Difficulty::Hard => "Hard",
        Difficulty::Hardest => "Hardest",
    }
}

/// The menu, with `difficulty` chosen (`None` for Any).
pub fn difficulty_picker(difficulty: Option<Difficulty>, on_action: &Callback<Action>) -> Html {
    let onchange = {
        let on_action = on_action.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            let difficulty = select.value().parse::<Difficulty>().ok();
            on_action.emit(Action::Fewest(FewestAction::SetDifficulty(difficulty)));
        })
    };
    html! {
        <span class="difficulty">
            <label for="difficulty">{"Difficulty"}</label>
            <select id="difficulty" {onchange}
                title="New puzzle deals boards whose fewest-press count is in this band of the setup's largest count">
                <option value="any" selected={difficulty.is_none()}>{"Any"}</option>
                { for Difficulty::ALL.into_iter().map(|each| html! {
                    <option value={each.name()} selected={difficulty == Some(each)}>
                        {difficulty_label(each)}
                    </option>
                }) }
            </select>
        </span>
    }
}
