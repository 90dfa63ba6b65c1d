//! The lookup table of light chasing, drawn as tables a person reads: what each free press
//! does to the residual cells once chased, and (when it is short enough) every residual
//! pattern with the fewest free presses that clear it. The row for the board's own residual
//! lights is marked.

use yew::prelude::*;

use lights_lab_engine::Lookup;

/// A pattern as digits, one per cell: "10001".
fn digits(values: &[u8]) -> String {
    let wide = values.iter().any(|&v| v > 9);
    values
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(if wide { " " } else { "" })
}

/// The tables of `lookup`, whose free cells and residual cells are named by `free_names` and
/// `residual_names`; `lights` are the board's residual lights after the first chase.
pub fn lookup_table(
    lookup: &Lookup,
    free_names: &[String],
    residual_names: &[String],
    lights: &[u8],
) -> Html {
    let effects = free_names.iter().enumerate().map(|(j, name)| {
        html! {
            <tr>
                <th scope="row">{name.clone()}</th>
                <td class="pattern">{digits(lookup.effect(j))}</td>
            </tr>
        }
    });
    let rows = lookup.rows();
    let table = match &rows {
        Some(rows) => {
            let lines = rows.iter().map(|row| {
                let mine = row.lights == lights;
                html! {
                    <tr class={classes!(mine.then_some("mine"))} aria-current={mine.then_some("true")}>
                        <td class="pattern">{digits(&row.lights)}</td>
                        <td class="pattern">{digits(&row.presses)}</td>
                    </tr>
                }
            });
            html! {
                <table class="learn-table" id="lookup-rows">
                    <caption>{"Lights left in the last cells → press these free cells, then chase again"}</caption>
                    <thead><tr><th scope="col">{"Lights left"}</th><th scope="col">{"Press"}</th></tr></thead>
                    <tbody>{ for lines }</tbody>
                </table>
            }
        }
        None => html! {
            <p>{format!("With {} free cells the full table would have too many lines to read; the table above is all it takes: combine the rows whose lights add up to yours.", free_names.len())}</p>
        },
    };
    html! {
        <div class="learn-lookup" id="lookup">
            <p>{format!("Free cells, left to right: {}. Last cells, left to right: {}.",
                free_names.join(", "), residual_names.join(", "))}</p>
            <table class="learn-table" id="lookup-effects">
                <caption>{"Press one free cell on a dark board and chase: these last cells light up"}</caption>
                <thead><tr><th scope="col">{"Press"}</th><th scope="col">{"Lights in the last cells"}</th></tr></thead>
                <tbody>{ for effects }</tbody>
            </table>
            { table }
        </div>
    }
}
