//! The lookup table of light chasing, drawn as tables a person reads: what each free press
//! does to the residual cells once chased, and (when it is short enough) every residual
//! pattern with the fewest free presses that clear it. The row for the board's own residual
//! lights is marked.

use yew::prelude::*;

use lights_lab_engine::Lookup;

#[derive(Properties, PartialEq)]
pub struct LookupProps {
    pub lookup: Lookup,
    /// The free cells' and residual cells' names.
    pub free_names: Vec<String>,
    pub residual_names: Vec<String>,
    /// The board's residual lights after the first chase.
    pub lights: Vec<u8>,
}

/// A pattern as digits, one per cell: "10001".
fn digits(values: &[u8]) -> String {
    let wide = values.iter().any(|&v| v > 9);
    values
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(if wide { " " } else { "" })
}

#[function_component(LookupTable)]
pub fn lookup_table(props: &LookupProps) -> Html {
    let lookup = &props.lookup;
    let effects = props.free_names.iter().enumerate().map(|(j, name)| {
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
                let mine = row.lights == props.lights;
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
            <p>{format!("With {} free cells the full table would have too many lines to read; the table above is all it takes: combine the rows whose lights add up to yours.", props.free_names.len())}</p>
        },
    };
    html! {
        <div class="learn-lookup" id="lookup">
            <p>{format!("Free cells, left to right: {}. Last cells, left to right: {}.",
                props.free_names.join(", "), props.residual_names.join(", "))}</p>
            <table class="learn-table" id="lookup-effects">
                <caption>{"Press one free cell on a dark board and chase: these last cells light up"}</caption>
                <thead><tr><th scope="col">{"Press"}</th><th scope="col">{"Lights in the last cells"}</th></tr></thead>
                <tbody>{ for effects }</tbody>
            </table>
            { table }
        </div>
    }
}
