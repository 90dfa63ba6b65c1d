//! What a click on the board does: play, edit the shape, or paint the start board; and
//! whether cells show their state numbers.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::board_view::CANVAS_SITES;
use super::svg_board::DETAIL_CELLS;
use crate::play::reducer::Action;
use crate::play::state::Mode;

pub struct ModePickerProps {
    pub mode: Mode,
    pub states: u8,
    pub numbers: bool,
    /// The number of cells (numbers show on small boards only).
    pub cells: usize,
    /// A graph board, whose shape is edited as a graph.
    pub graph: bool,
    pub on_action: Callback<Action>,
}

pub fn mode_picker(props: &ModePickerProps) -> Html {
    let choice = |mode: Mode, label: &'static str, help: &'static str| {
        let on_action = props.on_action.clone();
        // The quiet view is play with marks; it counts as Play here.
        let checked = props.mode == mode || (mode == Mode::Play && props.mode == Mode::Quiet);
        html! {
            <label class="choice" title={help}>
                <input type="radio" name="mode" {checked}
                    onchange={Callback::from(move |_: Event| on_action.emit(Action::SetMode(mode)))} />
                {label}
            </label>
        }
    };
    let numbers = (props.states > 2).then(|| {
        let on_action = props.on_action.clone();
        // Small SVG boards write them; the canvas (large square boards) writes them on cells
        // zoomed in large enough to read.
        let readable = props.cells <= DETAIL_CELLS || props.cells > CANVAS_SITES;
        let title = (!readable)
            .then_some("Numbers show on boards of up to 1,024 cells, and on large ones zoomed in");
        html! {
            <label class="choice" {title}>
                <input type="checkbox" checked={props.numbers && readable} disabled={!readable}
                    onchange={Callback::from(move |event: Event| {
                        let input: HtmlInputElement = event.target_unchecked_into();
                        on_action.emit(Action::ShowNumbers(input.checked()));
                    })} />
                {"Show state numbers"}
            </label>
        }
    });
    let help = match props.mode {
        Mode::Play | Mode::Quiet => {
            "Click or tap a cell to press it. Arrow keys move, Space or Enter presses."
        }
        Mode::Shape if props.graph => {
            "Click empty space to add a vertex. Drag from one vertex to another to add or remove \
             an arc; drag a vertex to empty space to move it. Delete removes the selected vertex. \
             From the keyboard: Enter on a vertex, the arrows to another, Enter again."
        }
        Mode::Shape => {
            "Click a cell to remove it from the board; click a hole to put the cell back."
        }
        Mode::Paint => "Click a cell to step its light; this sets the board play starts from.",
    };
    html! {
        <fieldset class="modes" id="modes">
            <legend>{"Mode"}</legend>
            { choice(Mode::Play, "Play", "Press cells") }
            { if props.graph {
                choice(Mode::Shape, "Edit graph", "Add, move, join and remove vertices")
            } else {
                choice(Mode::Shape, "Edit shape", "Remove cells or put them back")
            } }
            { choice(Mode::Paint, "Paint board", "Set the start board by hand") }
            { numbers }
            <p class="hint-text" id="mode-help">{help}</p>
        </fieldset>
    }
}
