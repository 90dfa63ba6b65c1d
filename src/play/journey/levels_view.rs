//! The Levels view: every level with what is new in it, and for each one solved its best
//! presses against the fewest and the stars they earn ("Best 4 presses, fewest 3, no hints:
//! 2 of 3 stars"). Picking a level opens it on the board.

use std::rc::Rc;

use yew::prelude::*;

use crate::journey::levels::{self, Level};
use crate::journey::progress::{Best, Progress};
use crate::play::journey::view::View;
use crate::play::reducer::Action;
use crate::shared::wording::count;

pub struct LevelsViewProps {
    pub progress: Rc<Progress>,
    /// The level on show, if the game is one.
    pub playing: Option<usize>,
    /// Opening a level deals a seed and moves focus, so the root handles it.
    pub on_level: Callback<usize>,
    pub on_action: Callback<Action>,
}

/// "★★☆", drawn for the eye; the words beside it say the same.
fn stars(earned: u8) -> String {
    (0..3)
        .map(|star| if star < earned { '★' } else { '☆' })
        .collect()
}

/// What a level's line says of the player's best.
fn record(level: &Level, best: Option<&Best>) -> Html {
    let fewest = count(level.fewest, "press", "presses");
    let Some(best) = best else {
        return html! { <p class="level-record">{format!("Not solved yet. Fewest: {fewest}.")}</p> };
    };
    let earned = best.stars(level.fewest);
    let hints = match best.hints {
        0 => "no hints".to_string(),
        hints => count(hints, "hint", "hints"),
    };
    html! {
        <p class="level-record done">
            <span class="stars" aria-hidden="true">{stars(earned)}</span>
            {format!(
                " Best {}, fewest {}, {hints}: {earned} of 3 stars.",
                count(best.presses, "press", "presses"),
                level.fewest,
            )}
        </p>
    }
}

pub fn levels_view(props: &LevelsViewProps) -> Html {
    let all: Vec<Level> = (1..=levels::count()).filter_map(Level::get).collect();
    let progress = &props.progress;
    let earned: u64 = all
        .iter()
        .filter_map(|level| Some(u64::from(progress.best(level.number)?.stars(level.fewest))))
        .sum();
    let item = |level: &Level| {
        let number = level.number;
        let on_level = props.on_level.clone();
        let playing = props.playing == Some(number);
        html! {
            <li class={classes!(progress.best(number).is_some().then_some("done"))}>
                <button type="button" aria-current={playing.then_some("true")}
                    onclick={Callback::from(move |_: MouseEvent| on_level.emit(number))}>
                    {level.heading()}
                </button>
                <p class="level-new">{level.new}</p>
                { record(level, progress.best(number)) }
            </li>
        }
    };
    let on_close = props
        .on_action
        .reform(|_: MouseEvent| Action::ShowView(None));
    html! {
        <section class="panel journey-view" id={View::Levels.id()} aria-labelledby="levels-heading">
            <h2 id="levels-heading">{"Levels"}</h2>
            <p>
                {format!(
                    "{} of {} solved, {earned} of {} stars. Three stars: the fewest presses with no hint.",
                    progress.solved_count(),
                    all.len(),
                    3 * all.len()
                )}
            </p>
            <ol class="levels">{ for all.iter().map(item) }</ol>
            <button type="button" onclick={on_close}>{"Close levels"}</button>
        </section>
    }
}
