//! The worksheet page: the sheet's fields (how many puzzles, how hard), New sheet and Print,
//! and the sheet's pages as the engine draws them. Printed, only the pages show
//! (static/worksheet.css hides the rest), one to a sheet of A4 or US Letter.

use lights_lab_engine::{Difficulty, MAX_SHEET_PUZZLES};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::state::{Action, Sheet, State};
use crate::shared::wording;

/// The page for `state`, whose reducer the root owns (and writes the sheet's link to the
/// address bar). `on_make` makes a sheet of the Lights Out page's puzzle (the root knows that
/// puzzle's code); `on_print` opens the browser's print dialog, a side effect the root makes.
pub fn worksheet_page(
    state: &UseReducerHandle<State>,
    on_make: &Callback<()>,
    on_print: &Callback<()>,
) -> Html {
    let dispatcher = state.dispatcher();
    let make = html! {
        <button type="button" id="sheet-make" onclick={on_make.reform(|_: MouseEvent| ())}>
            {"Make a sheet"}
        </button>
    };
    let sheet = match &state.sheet {
        Sheet::Pages { title, pages } => html! {
            <section class="sheet" aria-label={title.clone()}>
                { for pages.iter().map(|page| Html::from_html_unchecked(AttrValue::from(page.clone()))) }
            </section>
        },
        Sheet::Refused(why) => html! {
            <div class="sheet-refused">
                <p class="message refusal" role="alert">{why.clone()}</p>
                {make.clone()}
            </div>
        },
        Sheet::None => make.clone(),
    };
    let Some(link) = &state.link else {
        return html! { <main class="worksheet" id="worksheet">{sheet}</main> };
    };
    let on_count = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            dispatcher.dispatch(Action::Count(input.value()));
        })
    };
    let on_difficulty = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            if let Ok(difficulty) = select.value().parse() {
                dispatcher.dispatch(Action::Difficulty(difficulty));
            }
        })
    };
    let on_new =
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(Action::Deal(rand::random())));
    let options = Difficulty::ALL.iter().map(|&difficulty| {
        html! {
            <option value={difficulty.name()} selected={difficulty == link.difficulty}>
                {wording::capitalise(difficulty.name())}
            </option>
        }
    });
    let refused = state.count_refused.clone();
    html! {
        <main class="worksheet" id="worksheet">
            <div class="worksheet-controls panel">
                <div class="field">
                    <label for="sheet-count">{format!("Count (1 to {MAX_SHEET_PUZZLES})")}</label>
                    <input type="number" id="sheet-count" min="1" max={MAX_SHEET_PUZZLES.to_string()}
                        value={link.count.to_string()} onchange={on_count}
                        aria-invalid={refused.is_some().then_some("true")}
                        aria-describedby={refused.is_some().then_some("sheet-count-refused")} />
                    if let Some(why) = refused {
                        <p class="field-refused" id="sheet-count-refused" role="alert">{why}</p>
                    }
                </div>
                <div class="field">
                    <label for="sheet-difficulty">{"Difficulty"}</label>
                    <select id="sheet-difficulty" onchange={on_difficulty}>{ for options }</select>
                </div>
                <div class="worksheet-buttons">
                    <button type="button" id="sheet-new" onclick={on_new}
                        title="Other puzzles, as many and as hard">{"New sheet"}</button>
                    <button type="button" id="sheet-print"
                        onclick={on_print.reform(|_: MouseEvent| ())}>{"Print"}</button>
                </div>
                <p class="note">
                    {"Each puzzle has an empty board beside it to work on, and the answers follow on a page of their own. This page's link opens the same sheet again; a sheet of another puzzle starts from the Lights Out page."}
                </p>
            </div>
            {sheet}
        </main>
    }
}
