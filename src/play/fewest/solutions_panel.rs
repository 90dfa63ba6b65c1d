//! Every solution of the start board: how many there are (exact, however large), a page of
//! them at a time with Previous and Next, fewest presses first on request (where the board
//! has few enough solutions to weigh them all), and each one previewed on the board as
//! marks at a click.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::analyst::{PageAsk, SolutionsPage, PAGE_SIZE};
use crate::play::fewest::model::FewestAction;
use crate::play::reducer::Action;
use crate::shared::wording::{count, grouped};

pub struct SolutionsPanelProps {
    /// The page asked for; `None` while the panel is closed.
    pub ask: Option<PageAsk>,
    /// The page, once it has come.
    pub page: Option<Result<SolutionsPage, String>>,
    /// The number of the solution previewed on the board.
    pub previewed: Option<u64>,
    pub on_action: Callback<Action>,
}

fn count_text(page: &SolutionsPage) -> String {
    match page.count.as_str() {
        "0" => "This board has no solutions: it cannot reach the goal.".into(),
        "1" => "This board has 1 solution.".into(),
        count => format!("This board has {} solutions.", grouped(count)),
    }
}

/// Emits one fewest-press action on click.
fn on_click(on_action: &Callback<Action>, action: FewestAction) -> Callback<MouseEvent> {
    let on_action = on_action.clone();
    Callback::from(move |_: MouseEvent| on_action.emit(Action::Fewest(action)))
}

fn rows(props: &SolutionsPanelProps, ask: PageAsk, page: &SolutionsPage) -> Html {
    let items = page
        .solutions
        .iter()
        .zip(ask.offset..)
        .map(|(solution, number)| {
            let shown = props.previewed == Some(number);
            let presses = solution.iter().map(|&p| p as u64).sum::<u64>();
            let action = FewestAction::Preview((!shown).then_some(number));
            html! {
                <li>
                    <button type="button" class="solution" aria-pressed={shown.to_string()}
                        title="Mark this solution on the board"
                        onclick={on_click(&props.on_action, action)}>
                        {format!("Solution {}: {}", number + 1, count(presses, "press", "presses"))}
                    </button>
                </li>
            }
        });
    html! { <ol class="solution-list" start={(ask.offset + 1).to_string()}>{ for items }</ol> }
}

fn pager(props: &SolutionsPanelProps, ask: PageAsk, page: &SolutionsPage) -> Html {
    let shown = page.solutions.len() as u64;
    if shown == 0 {
        return Html::default();
    }
    let step = PAGE_SIZE as u64;
    let last = page.total.map(|total| (total - 1) / step * step);
    let has_next = page.total.is_none_or(|total| ask.offset + shown < total);
    let of = format!(" of {}", grouped(&page.count));
    let range = html! {
        <span class="range" id="solutions-range">
            {format!("{}–{}{of}", grouped(&(ask.offset + 1).to_string()),
                grouped(&(ask.offset + shown).to_string()))}
        </span>
    };
    // One page holds them all: nothing to page through.
    if ask.offset == 0 && !has_next {
        return html! { <div class="pager">{ range }</div> };
    }
    let go = |offset: u64| on_click(&props.on_action, FewestAction::SolutionsFrom(offset));
    html! {
        <div class="pager">
            <button type="button" disabled={ask.offset == 0} onclick={go(0)}>{"First"}</button>
            <button type="button" disabled={ask.offset == 0}
                onclick={go(ask.offset.saturating_sub(step))}>{"Previous"}</button>
            { range }
            <button type="button" disabled={!has_next} onclick={go(ask.offset + step)}>{"Next"}</button>
            if let Some(last) = last {
                <button type="button" disabled={ask.offset >= last} onclick={go(last)}>{"Last"}</button>
            }
        </div>
    }
}

pub fn solutions_panel(props: &SolutionsPanelProps) -> Html {
    let Some(ask) = props.ask else {
        return Html::default();
    };
    let sortable = matches!(&props.page, Some(Ok(page)) if page.sortable);
    let onchange = {
        let on_action = props.on_action.clone();
        Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            on_action.emit(Action::Fewest(FewestAction::SortSolutions(input.checked())));
        })
    };
    let body = match &props.page {
        None => html! { <p class="working">{"Listing the solutions…"}</p> },
        Some(Err(message)) => html! { <p class="fact error">{message}</p> },
        Some(Ok(page)) => html! {
            <>
                <p class="fact" id="solution-count" data-count={page.count.clone()}>
                    {count_text(page)}
                </p>
                if !page.sortable && page.count != "0" && page.count != "1" {
                    <p class="hint-text">
                        {"Too many to weigh them all, so they are listed in the engine's \
                          numbering; Hint and Solve use a fewest-press one."}
                    </p>
                }
                { rows(props, ask, page) }
                { pager(props, ask, page) }
            </>
        },
    };
    html! {
        <section id="solutions" class="panel solutions" aria-label="Solutions">
            <div class="solutions-head">
                <h2>{"Solutions"}</h2>
                <label class="choice">
                    <input type="checkbox" id="solutions-sorted" checked={ask.sorted}
                        disabled={!sortable && !ask.sorted} {onchange} />
                    {"Sorted by presses"}
                </label>
            </div>
            { body }
            <p class="hint-text">{"Click a solution to mark it on the board."}</p>
        </section>
    }
}
