//! The Graph panel. On a square or hexagonal board it offers to convert the board into a graph
//! to edit further. On a graph board it holds the presets menu, the switch between SIGMA (a
//! press changes the vertices it points to) and SIGMA+ (and itself), the editor's "both
//! directions" and "Delete vertex", and the graph file: the command line's format, loaded from
//! and saved to a text box (and downloaded as a file).

use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::play::graph::action::GraphAction;
use crate::play::reducer::Action;
use crate::play::state::Mode;
use crate::puzzle::graph::choice::Choice;
use crate::puzzle::graph::picker::GraphPicker;
use crate::puzzle::setup::{Lattice, PatternPreset, Setup};
use lights_lab_engine::Rule;

#[derive(Properties, PartialEq)]
pub struct GraphPanelProps {
    pub setup: Setup,
    pub mode: Mode,
    /// The selected vertex (the board's cursor).
    pub cursor: usize,
    /// Whether the editor draws edges rather than single arcs.
    pub both_directions: bool,
    pub on_action: Callback<Action>,
}

fn graph_action(on_action: &Callback<Action>, action: GraphAction) -> Callback<MouseEvent> {
    let on_action = on_action.clone();
    Callback::from(move |_: MouseEvent| on_action.emit(Action::Graph(action.clone())))
}

#[function_component(GraphPanel)]
pub fn graph_panel(props: &GraphPanelProps) -> Html {
    let on_action = &props.on_action;
    let file = use_node_ref();
    // The graph file box's text: what the user typed, or the graph's file once saved.
    let text = use_state(String::new);
    let (Lattice::Graph, Some(graph)) = (props.setup.lattice, &props.setup.graph) else {
        return html! {
            <fieldset class="panel graph-panel" id="graph-panel">
                <legend>{"Graph"}</legend>
                <p class="hint-text">
                    {"Every board is a graph: a vertex per cell, an arc to each cell a press \
                      reaches. Convert this one to edit it as a graph, or pick Graph under \
                      Lattice for the presets."}
                </p>
                <button type="button" onclick={graph_action(on_action, GraphAction::Convert)}>
                    {"Convert to graph"}
                </button>
            </fieldset>
        };
    };

    let on_choose = {
        let on_action = on_action.clone();
        Callback::from(move |choice| on_action.emit(Action::Graph(GraphAction::Choose(choice))))
    };
    let plus = props.setup.rule == Rule::Sigma { plus: true };
    let rule = |value: bool, label: &'static str| {
        let on_action = on_action.clone();
        // On a graph the Lights Out preset is SIGMA+ ([`PatternPreset::rule`]).
        let preset = if value {
            PatternPreset::LightsOut
        } else {
            PatternPreset::Sigma
        };
        html! {
            <label class="choice">
                <input type="radio" name="graph-rule" checked={plus == value}
                    onchange={Callback::from(move |_: Event| on_action.emit(Action::ChoosePreset(preset)))} />
                {label}
            </label>
        }
    };
    let on_both = {
        let on_action = on_action.clone();
        Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            on_action.emit(Action::Graph(GraphAction::BothDirections(input.checked())));
        })
    };
    let vertices = graph.board.graph().vertex_count();
    let editing = props.mode == Mode::Shape;
    let delete = html! {
        <button type="button" disabled={!editing || vertices == 1}
            title="Remove the selected vertex and its arcs"
            onclick={graph_action(on_action, GraphAction::RemoveVertex(props.cursor))}>
            {format!("Delete vertex {}", props.cursor)}
        </button>
    };
    let on_text = {
        let text = text.clone();
        Callback::from(move |event: InputEvent| {
            let area: HtmlTextAreaElement = event.target_unchecked_into();
            text.set(area.value());
        })
    };
    let on_load = {
        let (file, on_action) = (file.clone(), on_action.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(area) = file.cast::<HtmlTextAreaElement>() {
                on_action.emit(Action::Graph(GraphAction::Load(area.value())));
            }
        })
    };
    let saved = graph.board.to_text();
    let on_save = {
        let (text, saved) = (text.clone(), saved.clone());
        Callback::from(move |_: MouseEvent| text.set(saved.clone()))
    };
    let download = format!(
        "data:text/plain;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(&saved))
    );
    html! {
        <fieldset class="panel graph-panel" id="graph-panel">
            <legend>{"Graph"}</legend>
            <GraphPicker id="graph" choice={graph.preset.as_ref().map(Choice::of)} {on_choose} />
            <div class="choices" role="radiogroup" aria-label="Rule">
                { rule(true, "SIGMA+: a press changes its vertex and those it points to") }
                { rule(false, "SIGMA: only the vertices it points to") }
            </div>
            <label class="choice">
                <input type="checkbox" id="graph-both" checked={props.both_directions}
                    onchange={on_both} />
                {"New arcs go both ways (an edge)"}
            </label>
            <div class="group">
                { delete }
            </div>
            <details class="graph-file">
                <summary>{"Graph file"}</summary>
                <p class="hint-text">
                    {"First line: how many vertices. Then one arc a line, as two vertex numbers \
                      counted from 0 (\u{201c}0 1\u{201d} points from vertex 0 to vertex 1). A line \
                      \u{201c}# at 0 0.5 0.2\u{201d} draws vertex 0 at x 0.5, y 0.2 (each 0 to 1)."}
                </p>
                <label for="graph-file">{"Graph file text"}</label>
                <textarea id="graph-file" ref={file} rows="8" spellcheck="false"
                    value={(*text).clone()} oninput={on_text} />
                <div class="group">
                    <button type="button" onclick={on_load}>{"Load"}</button>
                    <button type="button" onclick={on_save}
                        title="Write this graph's file in the box above, to copy or edit">
                        {"Show this graph's file"}</button>
                    <a class="button" href={download} download="graph.txt">{"Download"}</a>
                </div>
            </details>
        </fieldset>
    }
}
