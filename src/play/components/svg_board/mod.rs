//! The SVG board (boards up to 64 x 64, [`crate::play::components::board_view`]): one SVG with a viewBox, so any shape and size scales to the space it is given.
//!
//! Cells are focusable `role="button"` groups with a roving tabindex (Tab reaches the board
//! once; arrows move within it, Space or Enter presses). Events are handled once on the
//! `<svg>` and the cell found from `data-site`, instead of a closure per cell: 16,384
//! closures would cost more to build on every render than the cells themselves.

pub mod board_row;
mod mark_layer;
pub mod row_slices;

use std::rc::Rc;

use yew::prelude::*;

use crate::play::components::board_view_props::BoardViewProps;
use crate::play::components::surface_edges::{self, SurfaceEdges};
use crate::play::components::svg_board::board_row::{outline, BoardRow, MarkupRow, RowProps};
use crate::play::components::svg_board::mark_layer::MarkLayer;
use crate::play::components::svg_board::row_slices::{
    use_rows_in_slices, use_wait_for_puzzle, MARKUP_SLICE_CELLS, SLICE_CELLS,
};
use crate::play::graph::lines::graph_lines;
use crate::play::state::Mode;
use crate::puzzle::graph::drawing::round;
use crate::shared::by_address::ByAddress;
use crate::shared::palette::palette;
use crate::shared::roving::{use_focus_follows_cursor, Handlers};
use lights_lab_engine::{decimal, Topology};

/// Boards up to this many cells (32 x 32) get the details: fading lights, state numbers and
/// mark dots, with every marked cell saying so in its label. Beyond it a cell is a few pixels
/// wide, numbers cannot be read, and each extra element per cell costs seconds of style and
/// paint work at 128 x 128 (measured: Solve's dots and N = 5 numbers took 6 s to paint
/// there); marks become outlines in a layer of their own instead ([`MarkLayer`]).
pub const DETAIL_CELLS: usize = 1024;

/// Hint's mark: a thick white ring on a black halo (seen on every state's colour, by every
/// kind of colour vision) with four ticks pointing in at the cell, so it reads as "here" even
/// on a board of many cells and does not fade out while it pulses. The ticks stop at the edge
/// of `view_box` ("min-x min-y width height"): past it they covered the move counter above the
/// board.
fn hint_mark(site: &crate::puzzle::geometry::Site, radius: f64, view_box: &str) -> Html {
    let (x, y) = (site.x, site.y);
    let (inner, outer) = (radius * 1.15, radius * 1.7);
    let numbers: Vec<f64> = view_box
        .split_whitespace()
        .filter_map(decimal::read)
        .collect();
    let (left, top, right, bottom) = match numbers[..] {
        [min_x, min_y, width, height] => (min_x, min_y, min_x + width, min_y + height),
        _ => (f64::MIN, f64::MIN, f64::MAX, f64::MAX),
    };
    let ticks: String = [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)]
        .iter()
        .filter_map(|&(dx, dy)| {
            let end = (
                (x + dx * outer).clamp(left, right),
                (y + dy * outer).clamp(top, bottom),
            );
            let length = (end.0 - x).abs().max((end.1 - y).abs());
            (length > inner + 0.05).then(|| {
                format!(
                    "M{},{}L{},{}",
                    round(x + dx * inner),
                    round(y + dy * inner),
                    round(end.0),
                    round(end.1)
                )
            })
        })
        .collect();
    let (cx, cy, r) = (
        round(x).to_string(),
        round(y).to_string(),
        radius.to_string(),
    );
    html! {
        <g class="hint-mark" data-hint="true">
            <circle class="hint-halo" cx={cx.clone()} cy={cy.clone()} r={r.clone()} />
            <path class="hint-halo" d={ticks.clone()} />
            <circle class="hint-ring" {cx} {cy} {r} />
            <path class="hint-ring" d={ticks} />
        </g>
    }
}

#[function_component(SvgBoard)]
pub fn svg_board(props: &BoardViewProps) -> Html {
    let palette = use_memo(props.states, |&states| palette(states));
    // The state colours as rules, so each cell names its colour by class.
    let colours = use_memo(palette.clone(), |palette| {
        palette
            .iter()
            .enumerate()
            .map(|(state, swatch)| format!(".board .s{state}{{fill:{}}}", swatch.fill))
            .collect::<String>()
    });
    let svg = use_node_ref();

    use_focus_follows_cursor(svg.clone(), props.cursor, "data-site");
    let Handlers {
        onclick,
        onkeydown,
        onfocusin,
    } = props.handlers();

    let geometry = &props.geometry;
    let cells = geometry.cells();
    let detail = cells <= DETAIL_CELLS;
    let holes = props.mode == Mode::Shape;
    let hint_site = props.hint.map(|cell| geometry.cell_site(cell));
    let change_sites: Vec<usize> = props
        .changes
        .iter()
        .map(|&cell| geometry.cell_site(cell))
        .collect();
    // Quiet-pattern marks are drawn unlike Solve's: they say "these presses cancel out", not
    // "press here".
    let quiet = props.mode == Mode::Quiet;
    let rows = geometry.rows().enumerate().map(|(row, range)| {
        let in_row = |site: usize| range.contains(&site).then_some(site);
        let values: Vec<Option<u8>> = range
            .clone()
            .map(|site| geometry.cell_at(site).map(|cell| props.board()[cell]))
            .collect();
        // Every mark on a small board; on a large one only the focused cell's, for its label
        // (the mark layer draws them all), so that Solve re-renders no row but the cursor's.
        let announced = |site: usize| detail || props.cursor == site;
        let marks: Vec<u8> = match &props.marks {
            Some(marks) if detail || in_row(props.cursor).is_some() => range
                .clone()
                .map(|site| match geometry.cell_at(site) {
                    Some(cell) if announced(site) => marks[cell],
                    _ => 0,
                })
                .collect(),
            _ => Vec::new(),
        };
        RowProps {
            geometry: geometry.clone(),
            row,
            values,
            marks,
            hint: hint_site.and_then(in_row),
            changes: change_sites.iter().copied().filter_map(in_row).collect(),
            cursor: in_row(props.cursor),
            holes,
            states: props.states,
            numbers: props.numbers && detail,
            detail,
            quiet,
            palette: ByAddress(palette.clone()),
        }
    });
    let cursor_row = (props.cursor < geometry.site_count()).then(|| geometry.row_of(props.cursor));
    let slice = if detail {
        SLICE_CELLS
    } else {
        MARKUP_SLICE_CELLS
    };
    // A new large board's puzzle is on its way: its cells are built once, with it (unless a
    // cell of the board has focus, which its row keeps).
    let focused = svg
        .cast::<web_sys::Element>()
        .zip(gloo::utils::document().active_element())
        .is_some_and(|(svg, active)| svg.contains(Some(&active)));
    let waiting = use_wait_for_puzzle(Rc::clone(&geometry.0), props.dealing && !detail && !focused);
    let wanted = if waiting { Vec::new() } else { rows.collect() };
    let (rows, drawing) = use_rows_in_slices(wanted, cursor_row, slice);
    let rows = rows.into_iter().map(|row| {
        let key = row.row;
        match detail {
            true => html! { <BoardRow {key} ..row /> },
            false => html! { <MarkupRow {key} ..row /> },
        }
    });
    let change_rings = props.changes.iter().map(|&cell| {
        let site = geometry.site(geometry.cell_site(cell));
        outline(&site.outline(), "change-ring")
    });
    let cursor_ring = geometry
        .get(props.cursor)
        .map(|site| outline(&site.outline(), "cursor-ring"));
    // Always there, empty without marks: a child that comes and goes would shift the rows'
    // places among the svg's children, and Yew would build every row afresh.
    let layer_marks = match &props.marks {
        Some(marks) if !detail => marks.clone(),
        _ => Vec::new(),
    };
    // A ring a few cells wide on large boards, where one cell is a few pixels.
    let hint_radius = round((geometry.row_count() as f64 / 24.0).max(0.62));

    // Not "5 rows": Playwright's getByLabel("Rows") matches substrings of labels too.
    let label = format!(
        "Game board, {cells} {}",
        if cells == 1 { "cell" } else { "cells" }
    );
    // Fills fade on small boards only: 16,384 running transitions cost more than half a
    // second of style work on every full-board change.
    let animated = detail.then_some("animated");
    let mode_class = match props.mode {
        Mode::Play => "mode-play",
        Mode::Shape => "mode-shape",
        Mode::Paint => "mode-paint",
        Mode::Quiet => "mode-quiet",
    };
    // A square board on a glued surface gets room around it for the edges that meet.
    let glued = geometry
        .grid()
        .filter(|_| props.surface != Topology::Plane)
        .map(|(rows, cols)| {
            let pad = surface_edges::margin(rows, cols);
            let view_box = format!(
                "{} {} {} {}",
                round(-pad),
                round(-pad),
                round(cols as f64 + 2.0 * pad),
                round(rows as f64 + 2.0 * pad)
            );
            (rows, cols, view_box)
        });
    let view_box = match &glued {
        Some((_, _, view_box)) => AttrValue::from(view_box.clone()),
        None => AttrValue::from(geometry.view_box().to_string()),
    };
    let hint_ring = hint_site.map(|site| hint_mark(&geometry.site(site), hint_radius, &view_box));
    let edges = glued.as_ref().map(|&(rows, cols, _)| {
        html! { <SurfaceEdges surface={props.surface} {rows} {cols} /> }
    });
    let caption = glued
        .as_ref()
        .and_then(|_| surface_edges::caption(props.surface))
        .map(|text| html! { <p class="surface-caption" id="surface-caption">{text}</p> });
    html! {
        <>
        <svg id="board" ref={svg} class={classes!("board", mode_class, animated)} viewBox={view_box}
            role="group" aria-label={label} aria-busy={(props.busy || drawing).to_string()}
            data-cells={cells.to_string()} {onclick} {onkeydown} {onfocusin}>
            <style>{ (*colours).clone() }</style>
            { edges }
            { geometry.drawing.as_deref().map(graph_lines) }
            // In a group of their own, so that they are matched by key as rows come and go
            // (among the svg's other children they were matched by place, and a slice that
            // added rows rebuilt the rows after them).
            <g class="rows">{ for rows }</g>
            <MarkLayer geometry={geometry.clone()} board={props.board().to_vec()}
                marks={layer_marks} {quiet} palette={ByAddress(palette.clone())} />
            <g class="overlay" aria-hidden="true">
                { for change_rings }{ cursor_ring }{ hint_ring }
            </g>
        </svg>
        { caption }
        </>
    }
}
