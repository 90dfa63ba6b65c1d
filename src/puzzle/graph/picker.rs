//! The graph presets menu: a kind of graph and the sizes it takes, each with a visible label.
//! Every change emits the whole [`Choice`]; the reducer checks it against the page's ranges
//! and says what is allowed. Random kinds get a button to draw another graph of the same size.
//! Shared by the ELLO page and the graph boards of the Lights Out page, so ids take a prefix.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::puzzle::graph::choice::{Choice, KINDS};

#[derive(Properties, PartialEq)]
pub struct GraphPickerProps {
    /// Prefix of the controls' ids, unique on the page.
    pub id: &'static str,
    /// The current preset's choice; `None` for a graph from the editor or a file.
    pub choice: Option<Choice>,
    /// Offer only what ELLO plays on (undirected graphs).
    #[prop_or_default]
    pub ello: bool,
    pub on_choose: Callback<Choice>,
}

#[function_component(GraphPicker)]
pub fn graph_picker(props: &GraphPickerProps) -> Html {
    let kind_id = format!("{}-kind", props.id);
    let onchange = {
        let on_choose = props.on_choose.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            if let Some(choice) = Choice::new(&select.value()) {
                on_choose.emit(choice);
            }
        })
    };
    let current = props.choice.as_ref().map(|choice| choice.word);
    let options = KINDS
        .iter()
        .filter(|kind| kind.ello || !props.ello)
        .map(|kind| {
            html! {
                <option value={kind.word} selected={current == Some(kind.word)}>{kind.label}</option>
            }
        });
    let custom = current.is_none().then(|| {
        html! { <option value="" selected=true disabled=true>{"Your own graph"}</option> }
    });
    let sizes = props.choice.iter().flat_map(|choice| {
        choice.kind().sizes.iter().enumerate().map(move |(index, size)| {
            let id = format!("{}-size-{index}", props.id);
            let oninput = {
                let on_choose = props.on_choose.clone();
                let choice = choice.clone();
                Callback::from(move |event: InputEvent| {
                    let input: HtmlInputElement = event.target_unchecked_into();
                    if let Ok(number) = input.value().trim().parse() {
                        let mut choice = choice.clone();
                        choice.sizes[index] = number;
                        on_choose.emit(choice);
                    }
                })
            };
            html! {
                <div class="field">
                    <label for={id.clone()}>{size.label}</label>
                    <input {id} type="number" min={size.min.to_string()} max={size.max.to_string()}
                        inputmode="numeric" value={choice.sizes[index].to_string()} {oninput} />
                </div>
            }
        })
    });
    let again = props
        .choice
        .as_ref()
        .filter(|choice| choice.preset().is_ok_and(|preset| preset.is_random()))
        .map(|choice| {
            let on_choose = props.on_choose.clone();
            let choice = choice.clone();
            html! {
                <button type="button" onclick={Callback::from(move |_: MouseEvent| on_choose.emit(choice.clone()))}>
                    {"Another random graph"}
                </button>
            }
        });
    html! {
        <div class="graph-picker">
            <div class="field">
                <label for={kind_id.clone()}>{"Graph"}</label>
                <select id={kind_id} {onchange}>
                    { custom }
                    { for options }
                </select>
            </div>
            { for sizes }
            { again }
        </div>
    }
}
