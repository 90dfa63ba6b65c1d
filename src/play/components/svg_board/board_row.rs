//! One row of the board. Rows are separate components with cheap props so that a press
//! redraws only the rows it changed: on a 128 x 128 board a Lights Out press re-renders 3
//! rows of 128 cells, not 16,384 cells.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

use crate::puzzle::geometry::{Geometry, Outline, Site};
use crate::puzzle::graph::drawing::round;
use crate::shared::by_address::ByAddress;
use crate::shared::palette::Swatch;

/// What one row draws.
#[derive(Properties, Clone, PartialEq)]
pub struct RowProps {
    pub geometry: ByAddress<Geometry>,
    /// Which row of the geometry (from 0).
    pub row: usize,
    /// The value of each site of the row; `None` for a hole.
    pub values: Vec<Option<u8>>,
    /// The mark count of each site of the row, as far as the row shows it (empty: none).
    pub marks: Vec<u8>,
    /// The site Hint marked, if it is in this row.
    pub hint: Option<usize>,
    /// The sites of this row whose lights a repair changes.
    pub changes: Vec<usize>,
    /// The site with keyboard focus, if it is in this row.
    pub cursor: Option<usize>,
    /// Draw holes (while editing the shape).
    pub holes: bool,
    pub states: u8,
    /// Write state numbers on the cells.
    pub numbers: bool,
    /// Draw marks as dots (small boards); a large board's [`crate::play::components::svg_board::mark_layer::MarkLayer`]
    /// draws them instead.
    pub detail: bool,
    /// The marks are a quiet pattern's, drawn as hollow diamonds rather than Solve's dots.
    #[prop_or_default]
    pub quiet: bool,
    pub palette: ByAddress<Vec<Swatch>>,
}

/// The name of a value: "off"/"on" with two states, "state k" with more.
pub fn state_name(value: u8, states: u8) -> String {
    match (states, value) {
        (2, 0) => "off".into(),
        (2, _) => "on".into(),
        _ => format!("state {value}"),
    }
}

/// What is marked on a cell, for its name: a sighted player sees it drawn, and a screen
/// reader hears it when the cell has focus.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CellNotes {
    /// Hint's ring is on it.
    pub hint: bool,
    /// Its mark count: Solve's presses (or a previewed solution's), or a quiet pattern's.
    pub mark: u8,
    /// The marks are a quiet pattern's.
    pub quiet: bool,
    /// A repair changes its light.
    pub change: bool,
}

/// "once", "twice", "3 times".
fn times(count: u8) -> String {
    match count {
        1 => "once".into(),
        2 => "twice".into(),
        n => format!("{n} times"),
    }
}

/// A cell's accessible name: its place and light, then what is marked on it, as the board
/// draws it: "row 2, column 3, on, hint: press it", "row 1, column 1, off, marked: press
/// once", "vertex 4, on, in the quiet pattern: pressed twice", "row 5, column 5, on, change
/// this light".
pub fn cell_label(name: &str, value: u8, states: u8, notes: CellNotes) -> String {
    let mut label = format!("{name}, {}", state_name(value, states));
    if notes.hint {
        label.push_str(", hint: press it");
    }
    match notes.mark {
        0 => {}
        mark if notes.quiet => {
            label.push_str(&format!(", in the quiet pattern: pressed {}", times(mark)))
        }
        mark => label.push_str(&format!(", marked: press {}", times(mark))),
    }
    if notes.change {
        label.push_str(", change this light");
    }
    label
}

/// The class of a cell in state `value`: "cell s3". The board's `<style>` colours `s0`..`s15`
/// for the current N, so a cell carries one attribute for its colour, and a fixed string at
/// that.
fn cell_class(value: u8) -> &'static str {
    const CLASSES: [&str; 16] = [
        "cell s0", "cell s1", "cell s2", "cell s3", "cell s4", "cell s5", "cell s6", "cell s7",
        "cell s8", "cell s9", "cell s10", "cell s11", "cell s12", "cell s13", "cell s14",
        "cell s15",
    ];
    CLASSES[value as usize]
}

/// An outline as an SVG element with a class and nothing else (the cursor ring, the pattern
/// editor); rects take their size from the style sheet (`width`, `height` and `rx` are CSS
/// properties of SVG 2), which saves three attributes on each of 16,384 cells.
pub fn outline(outline: &Outline, class: &'static str) -> Html {
    match outline {
        Outline::Rect { x, y } => html! { <rect {class} x={x} y={y} /> },
        Outline::Polygon { points } => html! { <polygon {class} points={points} /> },
        Outline::Circle { cx, cy } => html! { <circle {class} cx={cx} cy={cy} /> },
    }
}

/// What one site's element says that a game changes: its colour class, name, tab stop and
/// whether something is marked on it.
#[derive(Clone, PartialEq)]
struct CellText {
    class: &'static str,
    label: String,
    tabindex: &'static str,
    marked: bool,
}

/// What the site `index` of the row (its value `value`, `None` for a hole) says, or `None`
/// when nothing is drawn there (a hole outside shape editing).
fn cell_text(props: &RowProps, site: &Site, index: usize, value: Option<u8>) -> Option<CellText> {
    let tabindex = tabindex(props.cursor, index);
    let Some(value) = value else {
        return props.holes.then(|| CellText {
            class: "hole",
            label: format!("{}, hole", site.name()),
            tabindex,
            marked: false,
        });
    };
    let range = props.geometry.row(props.row);
    let mark = props.marks.get(index - range.start).copied().unwrap_or(0);
    let notes = CellNotes {
        hint: props.hint == Some(index),
        mark,
        quiet: props.quiet,
        change: props.changes.contains(&index),
    };
    Some(CellText {
        class: cell_class(value),
        label: cell_label(&site.name(), value, props.states, notes),
        tabindex,
        marked: mark != 0 || notes.hint,
    })
}

/// One site as a focusable button: the fewest attributes that name it, place it and colour
/// it (each attribute is a string crossing from wasm to the DOM, 16,384 times on a large
/// board).
fn button(site: &Site, text: CellText) -> Html {
    let CellText {
        class,
        label,
        tabindex,
        marked,
    } = text;
    let marked = marked.then_some("true");
    match &site.outline() {
        Outline::Rect { x, y } => html! {
            <rect {class} x={x} y={y} role="button" {tabindex} aria-label={label}
                data-site={site.key()} data-marked={marked} />
        },
        Outline::Polygon { points } => html! {
            <polygon {class} points={points} role="button" {tabindex} aria-label={label}
                data-site={site.key()} data-marked={marked} />
        },
        Outline::Circle { cx, cy } => html! {
            <circle {class} cx={cx} cy={cy} role="button" {tabindex} aria-label={label}
                data-site={site.key()} data-marked={marked} />
        },
    }
}

#[function_component(BoardRow)]
pub fn board_row(props: &RowProps) -> Html {
    let geometry = &props.geometry;
    let range = geometry.row(props.row);
    let cells = range.clone().zip(&props.values).map(|(index, value)| {
        let site = &geometry.site(index);
        let Some(text) = cell_text(props, site, index, *value) else {
            return Html::default();
        };
        let cell = button(site, text);
        let Some(value) = *value else {
            return cell;
        };
        let mark = props.marks.get(index - range.start).copied().unwrap_or(0);
        let badge = mark != 0 && props.detail;
        let number = (props.numbers && props.states > 2).then(|| {
            let (x, y, size) = number_place(site, badge);
            html! {
                <text class="number" x={x.to_string()} y={y.to_string()} font-size={size.to_string()}
                    fill={props.palette[value as usize].ink}>{value}</text>
            }
        });
        let dot = badge.then(|| mark_dot(site, mark, number.is_some(), props.quiet));
        html! { <>{ cell }{ number }{ dot }</> }
    });
    html! { <g class="row">{ for cells }</g> }
}

/// A row of a board too large for details (beyond [`DETAIL_CELLS`]: no numbers, dots or
/// fades, a button for each site and nothing else), written as markup that the browser
/// parses in one call, where Yew set each attribute of each cell by a call from wasm: a new
/// 64 x 64 board took 516 ms of 2.1 s in those calls (CPU profile, load average 5-7). Later
/// changes set only the attributes that changed on the elements there (a new deal restyles
/// the cells it changed instead of building 4,096 new ones): the focused cell keeps focus,
/// and a screen reader hears its new name. Markup is written again only when sites gain or
/// lose their element (holes shown while shaping the board).
///
/// [`DETAIL_CELLS`]: crate::play::components::svg_board::DETAIL_CELLS
#[function_component(MarkupRow)]
pub fn markup_row(props: &RowProps) -> Html {
    let node = use_node_ref();
    let drawn = use_mut_ref(Vec::<Option<CellText>>::new);
    {
        let node = node.clone();
        use_effect_with(props.clone(), move |props| {
            if let Some(row) = node.cast::<Element>() {
                draw_row(&row, &mut drawn.borrow_mut(), props);
            }
        });
    }
    html! { <g class="row" ref={node} /> }
}

/// Brings the `row` element from what it shows (`drawn`, a text for each site that has an
/// element) to `props`.
fn draw_row(row: &Element, drawn: &mut Vec<Option<CellText>>, props: &RowProps) {
    let geometry = &props.geometry;
    let range = geometry.row(props.row);
    let wanted: Vec<Option<CellText>> = range
        .clone()
        .zip(&props.values)
        .map(|(index, value)| cell_text(props, &geometry.site(index), index, *value))
        .collect();
    let same_elements = drawn.len() == wanted.len()
        && drawn
            .iter()
            .zip(&wanted)
            .all(|(old, new)| old.is_some() == new.is_some());
    if same_elements {
        let elements = row.children();
        let pairs = drawn
            .iter()
            .zip(&wanted)
            .filter_map(|(old, new)| old.as_ref().zip(new.as_ref()));
        for (at, (old, new)) in pairs.enumerate() {
            if let Some(element) = elements.item(at as u32).filter(|_| old != new) {
                patch(&element, old, new);
            }
        }
    } else {
        let mut markup = String::new();
        for (index, text) in range.zip(&wanted) {
            if let Some(text) = text {
                push_button(&mut markup, &geometry.site(index), text);
            }
        }
        let focused = gloo::utils::document()
            .active_element()
            .is_some_and(|active| row.contains(Some(&active)));
        row.set_inner_html(&markup);
        let cursor = props.cursor.filter(|_| focused);
        if let Some(Ok(Some(cell))) =
            cursor.map(|site| row.query_selector(&format!("[data-site=\"{site}\"]")))
        {
            let _ = cell.unchecked_into::<HtmlElement>().focus();
        }
    }
    *drawn = wanted;
}

/// Sets on `element` the attributes that differ from `old` to `new`.
fn patch(element: &Element, old: &CellText, new: &CellText) {
    if old.class != new.class {
        let _ = element.set_attribute("class", new.class);
    }
    if old.label != new.label {
        let _ = element.set_attribute("aria-label", &new.label);
    }
    if old.tabindex != new.tabindex {
        let _ = element.set_attribute("tabindex", new.tabindex);
    }
    if old.marked != new.marked {
        let _ = match new.marked {
            true => element.set_attribute("data-marked", "true"),
            false => element.remove_attribute("data-marked"),
        };
    }
}

/// Appends the element [`button`] makes, as markup.
fn push_button(markup: &mut String, site: &Site, text: &CellText) {
    let place = match site.outline() {
        Outline::Rect { x, y } => format!("<rect x=\"{x}\" y=\"{y}\""),
        Outline::Polygon { points } => format!("<polygon points=\"{points}\""),
        Outline::Circle { cx, cy } => format!("<circle cx=\"{cx}\" cy=\"{cy}\""),
    };
    markup.push_str(&place);
    let marked = if text.marked {
        " data-marked=\"true\""
    } else {
        ""
    };
    markup.push_str(&format!(
        " class=\"{}\" role=\"button\" tabindex=\"{}\" aria-label=\"{}\" data-site=\"{}\"{marked}/>",
        text.class,
        text.tabindex,
        escape(&text.label),
        site.key()
    ));
}

/// `text` safe inside a double-quoted attribute.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

/// Roving tabindex: only the focused site is in the tab order.
fn tabindex(cursor: Option<usize>, site: usize) -> &'static str {
    if cursor == Some(site) {
        "0"
    } else {
        "-1"
    }
}

/// Where a state number is written and how big: in the middle of the cell, or, when a mark
/// badge takes the upper right corner, smaller and low on the left so that even "15" stays
/// clear of the badge.
pub fn number_place(site: &Site, badge: bool) -> (f64, f64, f64) {
    if badge {
        (round(site.x - 0.1), round(site.y + 0.1), 0.34)
    } else {
        (round(site.x), round(site.y), 0.42)
    }
}

/// Where a mark is drawn: centre and radius; big in the middle of the cell, or a badge in its
/// upper right corner when the cell shows its state number.
pub fn mark_place(site: &Site, beside_number: bool) -> (f64, f64, f64) {
    if beside_number {
        (round(site.x + 0.28), round(site.y - 0.28), 0.16)
    } else {
        (round(site.x), round(site.y), 0.24)
    }
}

/// A Solve mark is a white dot ringed in black ("press here", visible on every state's
/// colour); a quiet pattern's is a hollow diamond (these presses cancel out), so the two are
/// told apart by shape, not colour. The press count is written on it when more than one press
/// is needed.
fn mark_dot(site: &Site, count: u8, beside_number: bool, quiet: bool) -> Html {
    let (x, y, r) = mark_place(site, beside_number);
    let label = (count > 1).then(|| {
        html! { <text class="mark-count" x={x.to_string()} y={y.to_string()}>{count}</text> }
    });
    let shape = if quiet {
        let points = format!(
            "{},{} {},{} {},{} {},{}",
            x,
            round(y - r * 1.2),
            round(x + r * 1.2),
            y,
            x,
            round(y + r * 1.2),
            round(x - r * 1.2),
            y
        );
        html! { <polygon class="mark quiet" {points} /> }
    } else {
        html! { <circle class="mark" cx={x.to_string()} cy={y.to_string()} r={r.to_string()} /> }
    };
    html! { <>{ shape }{ label }</> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::geometry::CellShape;

    #[test]
    fn a_cells_name_says_what_the_board_draws_on_it() {
        let plain = CellNotes::default();
        let hint = CellNotes {
            hint: true,
            ..plain
        };
        let solve = |mark| CellNotes { mark, ..plain };
        let quiet = CellNotes {
            mark: 2,
            quiet: true,
            ..plain
        };
        let change = CellNotes {
            change: true,
            ..plain
        };
        // (the cell, its state, the states, what is drawn on it, its name)
        let cases = [
            ("row 2, column 3", 1, 2, plain, "row 2, column 3, on"),
            (
                "row 2, column 3",
                0,
                2,
                hint,
                "row 2, column 3, off, hint: press it",
            ),
            (
                "vertex 4",
                0,
                2,
                solve(1),
                "vertex 4, off, marked: press once",
            ),
            (
                "row 1, column 1",
                2,
                5,
                solve(3),
                "row 1, column 1, state 2, marked: press 3 times",
            ),
            (
                "row 1, column 1",
                1,
                3,
                quiet,
                "row 1, column 1, state 1, in the quiet pattern: pressed twice",
            ),
            (
                "row 5, column 5",
                1,
                2,
                change,
                "row 5, column 5, on, change this light",
            ),
        ];
        for (cell, state, states, notes, name) in cases {
            assert_eq!(cell_label(cell, state, states, notes), name);
        }
    }

    #[test]
    fn a_two_digit_state_number_clears_the_mark_badge() {
        let site = Site::new(CellShape::Square, 0, 1, 1, 0.5, 0.5);
        let (nx, ny, size) = number_place(&site, true);
        let (bx, by, r) = mark_place(&site, true);
        // "15": two digits, each at most 0.6 em wide, the glyphs 0.7 em tall about the centre.
        let (right, top) = (nx + 0.6 * size, ny - 0.35 * size);
        let (badge_left, badge_bottom) = (bx - r, by + r);
        assert!(
            right <= badge_left || top >= badge_bottom,
            "number right {right} top {top}, badge left {badge_left} bottom {badge_bottom}"
        );
        // Both stay inside the cell (0.9 wide, centred).
        assert!(nx - 0.6 * size >= 0.05 && bx + r <= 0.95 && by - r >= 0.05);
    }
}
