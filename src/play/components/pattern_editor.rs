//! The neighbour-pattern editor: the offsets within two steps of the pressed cell (a 5 x 5
//! square, or a hexagon of radius 2), each a toggle button, the centre ringed. The board
//! and readout follow every toggle, since each is one [`Action::ToggleOffset`]. One Tab stop
//! for the whole grid (a roving focus, [`crate::shared::roving`]): arrow keys move between
//! offsets, Space or Enter toggles, so the 25 offsets cost a keyboard user one Tab, not 25.

use yew::prelude::*;

use crate::play::reducer::Action;
use crate::puzzle::geometry::{CellShape, Site, HEX_RADIUS};
use crate::puzzle::graph::drawing::round;
use crate::puzzle::setup::Lattice;
use crate::shared::roving::{handlers, use_focus_follows_cursor, Meaning, Step};
use lights_lab_engine::Rule;

use crate::play::components::svg_board::board_row::outline;

/// How far the editor reaches from the centre.
pub const RADIUS: i32 = 2;

#[derive(Properties, PartialEq)]
pub struct PatternEditorProps {
    pub lattice: Lattice,
    pub rule: Rule,
    pub on_action: Callback<Action>,
}

/// The editor's offsets and where each is drawn: (dr, dc) on squares, axial (dq, dr) on
/// hexagons, as the engine reads them.
fn offsets(lattice: Lattice) -> Vec<((i32, i32), Site)> {
    let shape = match lattice {
        Lattice::Square => CellShape::Square,
        Lattice::Hex => CellShape::Hex,
        Lattice::Graph => CellShape::Disc,
    };
    let site = |x: f64, y: f64| Site::new(shape, 0, 0, 0, x, y);
    let span = -RADIUS..=RADIUS;
    match lattice {
        Lattice::Square => span
            .clone()
            .flat_map(|dr| span.clone().map(move |dc| (dr, dc)))
            .map(|(dr, dc)| ((dr, dc), site(dc as f64, dr as f64)))
            .collect(),
        Lattice::Hex => span
            .clone()
            .flat_map(|dr| span.clone().map(move |dq| (dq, dr)))
            .filter(|&(dq, dr)| (dq + dr).abs() <= RADIUS)
            .map(|(dq, dr)| {
                let x = dq as f64 + dr as f64 / 2.0;
                ((dq, dr), site(x, dr as f64 * 1.5 * HEX_RADIUS))
            })
            .collect(),
        // A graph's rule is its arcs: there are no offsets to edit.
        Lattice::Graph => Vec::new(),
    }
}

/// The offset an arrow key (or Home/End) moves to from `from`, by where the offsets are drawn:
/// the nearest one in that direction, straying as little as possible from its line (so that
/// on hexagons Up and Down follow the zigzag of the rows); `from` when none lies that way.
pub fn step_offset(points: &[(f64, f64)], from: usize, step: Step) -> usize {
    let (x0, y0) = points[from];
    // Along the step's direction and across it, in drawing units.
    let along_across = |&(x, y): &(f64, f64)| -> (f64, f64) {
        let (dx, dy) = (x - x0, y - y0);
        match step {
            Step::Right | Step::RowEnd => (dx, dy.abs()),
            Step::Left | Step::RowStart => (-dx, dy.abs()),
            Step::Down => (dy, dx.abs()),
            Step::Up => (-dy, dx.abs()),
        }
    };
    let whole_row = matches!(step, Step::RowStart | Step::RowEnd);
    let candidates = points.iter().enumerate().filter_map(|(index, point)| {
        let (along, across) = along_across(point);
        let in_line = if whole_row { across < 0.01 } else { true };
        (along > 0.01 && in_line).then_some((index, along, across))
    });
    let best = if whole_row {
        candidates.max_by(|a, b| a.1.total_cmp(&b.1))
    } else {
        candidates.min_by(|a, b| (a.2 * 4.0 + a.1).total_cmp(&(b.2 * 4.0 + b.1)))
    };
    best.map_or(from, |(index, _, _)| index)
}

/// What a key or click in the grid means, before it becomes a page action.
#[derive(Debug, Clone, Copy)]
enum GridKey {
    Toggle(usize),
    Focus(usize),
    Step(Step),
}

#[function_component(PatternEditor)]
pub fn pattern_editor(props: &PatternEditorProps) -> Html {
    // Which offset holds the grid's one Tab stop: the view's own, like keyboard focus, so it
    // is kept here rather than in the game's state (no save, link or undo depends on it).
    let cursor = use_state(|| 0usize);
    let grid = use_node_ref();
    use_focus_follows_cursor(grid.clone(), *cursor, "data-offset");
    let placed = offsets(props.lattice);
    let points: Vec<(f64, f64)> = placed.iter().map(|(_, site)| (site.x, site.y)).collect();
    let at = (*cursor).min(placed.len().saturating_sub(1));
    let (pattern, note) = match &props.rule {
        Rule::Pattern(pattern) => {
            let inside = |&&(a, b): &&(i32, i32)| {
                a.abs() <= RADIUS
                    && b.abs() <= RADIUS
                    && (props.lattice == Lattice::Square || (a + b).abs() <= RADIUS)
            };
            let outside = pattern.offsets().iter().filter(|o| !inside(o)).count();
            let note = (outside > 0).then(|| format!("{outside} more offsets lie outside this grid."));
            (Some(pattern), note)
        }
        Rule::Line => (None, Some("Flip reaches the whole row and column, at any distance: choose another pattern to edit offsets.".to_string())),
        Rule::Merlin => (None, Some("Merlin's reach depends on where the press is (corner, side or middle): choose another pattern to edit offsets.".to_string())),
        Rule::Sigma { .. } => (None, None),
    };
    let on_key = {
        let on_action = props.on_action.clone();
        let cursor = cursor.clone();
        let offsets: Vec<(i32, i32)> = placed.iter().map(|&(offset, _)| offset).collect();
        Callback::from(move |key: GridKey| match key {
            GridKey::Toggle(index) => {
                cursor.set(index);
                let (a, b) = offsets[index];
                on_action.emit(Action::ToggleOffset(a, b));
            }
            GridKey::Focus(index) => cursor.set(index),
            GridKey::Step(step) => cursor.set(step_offset(&points, at, step)),
        })
    };
    let keys = handlers(
        "data-offset",
        at,
        &on_key,
        Meaning {
            activate: GridKey::Toggle,
            focus: GridKey::Focus,
            step: GridKey::Step,
        },
    );
    let editable = pattern.is_some();
    let cells = placed.into_iter().enumerate().map(|(index, ((a, b), site))| {
        let on = pattern.is_some_and(|p| p.offsets().contains(&(a, b)));
        let centre = (a, b) == (0, 0);
        let label = format!(
            "offset {a},{b}{}, {}",
            if centre { " (the pressed cell)" } else { "" },
            if on { "on" } else { "off" }
        );
        let ring = centre.then(|| {
            html! {
                <circle class="centre" cx={round(site.x).to_string()} cy={round(site.y).to_string()}
                    r="0.18" />
            }
        });
        let shape = outline(&site.outline(), "offset-shape");
        if pattern.is_none() {
            return html! { <g class="offset" aria-disabled="true">{ shape }{ ring }</g> };
        }
        let tabindex = if index == at { "0" } else { "-1" };
        html! {
            <g class={classes!("offset", on.then_some("on"))} role="button" {tabindex}
                data-offset={index.to_string()} aria-label={label} aria-pressed={on.to_string()}>
                { shape }{ ring }
            </g>
        }
    });
    let extent = RADIUS as f64 + 0.55;
    let view_box = format!("{} {} {} {}", -extent, -extent, 2.0 * extent, 2.0 * extent);
    html! {
        <fieldset class="panel pattern-editor" id="pattern-editor">
            <legend>{"Neighbour editor"}</legend>
            <p class="hint-text">
                {"Which cells a press changes, seen from the pressed cell (ringed). Click to add or remove."}
            </p>
            <svg class="pattern-grid" viewBox={view_box} role="group" ref={grid}
                aria-label="Neighbour offsets: arrow keys move, Space or Enter switches"
                onclick={editable.then_some(keys.onclick)}
                onkeydown={editable.then_some(keys.onkeydown)}
                onfocusin={editable.then_some(keys.onfocusin)}>
                { for cells }
            </svg>
            { for note.map(|note| html! { <p class="note">{note}</p> }) }
        </fieldset>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The offsets, and where each is drawn.
    type Placed = (Vec<(i32, i32)>, Vec<(f64, f64)>);

    fn points(lattice: Lattice) -> Placed {
        offsets(lattice)
            .into_iter()
            .map(|(offset, site)| (offset, (site.x, site.y)))
            .unzip()
    }

    fn index(all: &[(i32, i32)], offset: (i32, i32)) -> usize {
        all.iter().position(|&o| o == offset).unwrap()
    }

    #[test]
    fn arrows_walk_the_square_grid_and_stop_at_its_edges() {
        let (all, at) = points(Lattice::Square);
        let centre = index(&all, (0, 0));
        assert_eq!(all[step_offset(&at, centre, Step::Right)], (0, 1));
        assert_eq!(all[step_offset(&at, centre, Step::Up)], (-1, 0));
        assert_eq!(all[step_offset(&at, centre, Step::RowStart)], (0, -2));
        let corner = index(&all, (-2, -2));
        assert_eq!(step_offset(&at, corner, Step::Left), corner);
        assert_eq!(step_offset(&at, corner, Step::Up), corner);
    }

    #[test]
    fn every_hexagon_offset_can_be_reached_by_arrows_from_the_centre() {
        let (all, at) = points(Lattice::Hex);
        let mut seen = vec![false; all.len()];
        let mut queue = vec![index(&all, (0, 0))];
        while let Some(from) = queue.pop() {
            if std::mem::replace(&mut seen[from], true) {
                continue;
            }
            for step in [Step::Left, Step::Right, Step::Up, Step::Down] {
                queue.push(step_offset(&at, from, step));
            }
        }
        assert!(seen.iter().all(|&s| s), "{seen:?}");
    }
}
