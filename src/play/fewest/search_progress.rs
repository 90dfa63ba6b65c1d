//! The fewest-press search while it is not over: how far it has got, the best found so far
//! (which Hint and Solve already use, honestly marked as not yet proven fewest), and a Cancel
//! button; once cancelled, what was found and a button to search on. Nothing shows once the
//! search has proven its answer, which on most boards is at once.

use yew::prelude::*;

use crate::play::fewest::model::{FewestAction, FewestCount, Search};
use crate::play::reducer::Action;
use crate::shared::wording::count;

/// The line for `search`, with `fewest` the best count found so far.
pub fn search_progress(
    search: Option<&Search>,
    fewest: Option<FewestCount>,
    on_action: &Callback<Action>,
) -> Html {
    let (Some(search), Some(fewest)) = (search, fewest) else {
        return Html::default();
    };
    let (progress, running) = match search {
        Search::Running(progress) => (progress, true),
        Search::Stopped(progress) => (progress, false),
        Search::Proven | Search::Failed(_) => return Html::default(),
    };
    let settled = format!("{:.1} %", progress.done * 100.0);
    let best = count(fewest.presses, "press", "presses");
    let (text, label, action) = if running {
        (
            format!(
                "Searching for the fewest presses: {settled} settled. Hint and Solve use the best \
                 found so far, {best} (not yet proven fewest)."
            ),
            "Cancel",
            FewestAction::CancelSearch,
        )
    } else {
        let bound = match fewest.lower_bound {
            0 => String::new(),
            bound => format!("; no solution has fewer than {bound}"),
        };
        (
            format!(
                "Search stopped with {settled} settled. Hint and Solve use {best} (not proven \
                 fewest{bound})."
            ),
            "Search on",
            FewestAction::ResumeSearch,
        )
    };
    let onclick = {
        let on_action = on_action.clone();
        Callback::from(move |_: MouseEvent| on_action.emit(Action::Fewest(action)))
    };
    html! {
        <div id="fewest-search" class={classes!("search-progress", running.then_some("running"))}>
            <progress max="1" value={progress.done.to_string()}
                aria-label="Fewest-press search"></progress>
            <span class="text">{text}</span>
            <button type="button" {onclick}>{label}</button>
        </div>
    }
}
