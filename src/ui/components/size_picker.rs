//! Picks the board size. Square boards only for now; the real controls come with the board.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The sizes offered: small enough to read at a glance, and including the classic 5 x 5.
pub const SIDES: std::ops::RangeInclusive<usize> = 1..=12;

#[derive(Properties, PartialEq)]
pub struct SizePickerProps {
    pub rows: usize,
    pub cols: usize,
    /// Called with the new side length when the user picks a size.
    pub on_resize: Callback<usize>,
}

#[function_component(SizePicker)]
pub fn size_picker(props: &SizePickerProps) -> Html {
    let onchange = {
        let on_resize = props.on_resize.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            // The options are ours, so the value always parses; ignore anything else.
            if let Ok(side) = select.value().parse() {
                on_resize.emit(side);
            }
        })
    };
    html! {
        <label class="size-picker">
            {"Board "}
            <select name="size" {onchange}>
                { for SIDES.map(|side| html! {
                    <option
                        value={side.to_string()}
                        selected={(side, side) == (props.rows, props.cols)}
                    >
                        {format!("{side} × {side}")}
                    </option>
                }) }
            </select>
        </label>
    }
}
