//! On a board that cannot reach the goal: the fewest lights to change so that it can, named
//! cell by cell ("Change these 2 lights and it can be solved: ..."), ringed on the board, and
//! a button that changes them.

use yew::prelude::*;

use crate::analyst::Fix;
use crate::analyst::Refusal;
use crate::play::fewest::model::FewestAction;
use crate::play::fewest::repair::fix_sentence;
use crate::play::reducer::Action;
use crate::puzzle::geometry::Geometry;

/// The note for `fix`, if there is one; `board` is the board now (with `states` states on
/// `geometry`'s cells), so each change can say what the light becomes.
pub fn repair_note(
    fix: Option<&Result<Fix, Refusal>>,
    geometry: &Geometry,
    board: &[u8],
    states: u8,
    on_action: &Callback<Action>,
) -> Html {
    let fix = match fix {
        Some(Ok(fix)) if !fix.changes.is_empty() => fix,
        Some(Err(message)) => {
            return html! {
                <p id="repair" class="repair-note">
                    {format!("No lights to change were found: {message}.")}
                </p>
            }
        }
        _ => return Html::default(),
    };
    let count = fix.changes.len();
    let honest = (!fix.minimal).then(|| {
        format!(
            " Perhaps fewer would do: the search ran out of time, and at least {} must change.",
            fix.lower_bound
        )
    });
    let onclick = {
        let on_action = on_action.clone();
        Callback::from(move |_: MouseEvent| {
            on_action.emit(Action::Fewest(FewestAction::ApplyRepair))
        })
    };
    html! {
        <div id="repair" class="repair-note">
            <p>
                { fix_sentence(fix, geometry, board, states) }
                { honest }
            </p>
            <button type="button" {onclick}>
                { if count == 1 { "Change it" } else { "Change them" } }
            </button>
        </div>
    }
}
