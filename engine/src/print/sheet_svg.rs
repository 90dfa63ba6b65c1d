//! A worksheet as SVG pages of A4 proportions (210 x 297, in millimetres): the puzzles six to
//! a page, each numbered ("Puzzle 1") with its board, an empty copy of it to work on and its
//! fewest-press count, then the answers twelve to a page, each board with its solution's
//! presses marked. Six 5 x 5 puzzles and their answers are two pages. Vector throughout, so
//! a board prints crisp at any size; every number is written with two decimals, so the same
//! sheet is the same text on every machine.

use std::fmt::Write;

use super::drawing::{BoardDrawing, CellDrawing, Outline};
use super::worksheet::{SheetPuzzle, Worksheet};
use crate::model::board::Goal;
use crate::model::pattern_name::PatternName;
use crate::model::puzzle::Puzzle;
use crate::model::rule::Rule;
use crate::model::shape::Shape;
use crate::model::topology::Topology;
use crate::share::setup::preset_name;

const PAGE_WIDTH: f64 = 210.0;
const PAGE_HEIGHT: f64 = 297.0;
const MARGIN: f64 = 14.0;
/// Where the puzzles or answers start, below a page's heading.
const TOP: f64 = 42.0;
const PUZZLES_PER_PAGE: usize = 6;
const ANSWERS_PER_PAGE: usize = 12;
const LIT: &str = "#f2b705";
const INK: &str = "#222222";

/// A box on the page: left, top, width, height.
type Area = (f64, f64, f64, f64);

impl Worksheet {
    /// The pages, each a whole `<svg>` element: the puzzle pages, then the answer pages.
    pub fn pages(&self) -> Vec<String> {
        self.page_bodies()
            .into_iter()
            .map(|(label, body)| {
                format!(
                    r#"<svg xmlns="http://www.w3.org/2000/svg" class="sheet-page" width="210mm" height="297mm" viewBox="0 0 210 297" role="img" aria-label="{label}">{body}</svg>"#
                )
            })
            .collect()
    }

    /// The whole sheet as one SVG document: the pages one below the other.
    pub fn to_svg(&self) -> String {
        let bodies = self.page_bodies();
        let height = PAGE_HEIGHT * bodies.len() as f64;
        let mut svg = format!(
            r#"<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="{height}mm" viewBox="0 0 210 {height}">
<title>{}</title>
"#,
            escape(&self.title())
        );
        for (index, (label, body)) in bodies.iter().enumerate() {
            let y = PAGE_HEIGHT * index as f64;
            let _ = writeln!(
                svg,
                r#"<svg x="0" y="{y}" width="210" height="297" viewBox="0 0 210 297" aria-label="{label}">{body}</svg>"#
            );
        }
        svg.push_str("</svg>\n");
        svg
    }

    /// "Lights Out worksheet: 6 medium puzzles", the sheet's title.
    pub fn title(&self) -> String {
        let count = self.puzzles.len();
        let noun = if count == 1 { "puzzle" } else { "puzzles" };
        format!("Lights Out worksheet: {count} {} {noun}", self.difficulty)
    }

    /// Each page's label (for a screen reader) and drawing.
    fn page_bodies(&self) -> Vec<(String, String)> {
        let drawing = BoardDrawing::of(&self.setup);
        let states = self.setup.puzzle.states();
        let mut pages = Vec::new();
        let puzzle_pages = self.puzzles.chunks(PUZZLES_PER_PAGE).enumerate();
        for (page, chunk) in puzzle_pages {
            let mut body = self.heading(&self.title());
            for (slot, puzzle) in chunk.iter().enumerate() {
                let number = page * PUZZLES_PER_PAGE + slot + 1;
                body.push_str(&puzzle_slot(&drawing, states, number, puzzle, slot));
            }
            pages.push((format!("Puzzles, page {}", page + 1), body));
        }
        for (page, chunk) in self.puzzles.chunks(ANSWERS_PER_PAGE).enumerate() {
            let mut body = self.heading("Answers");
            for (slot, puzzle) in chunk.iter().enumerate() {
                let number = page * ANSWERS_PER_PAGE + slot + 1;
                body.push_str(&answer_slot(&drawing, states, number, puzzle, slot));
            }
            pages.push((format!("Answers, page {}", page + 1), body));
        }
        pages
    }

    /// A page's white paper, its heading and the line saying what the boards are.
    fn heading(&self, heading: &str) -> String {
        format!(
            r##"<rect width="210" height="297" fill="#ffffff"/><text x="{MARGIN}" y="24" font-family="sans-serif" font-size="8" font-weight="bold" fill="{INK}">{}</text><text x="{MARGIN}" y="32" font-family="sans-serif" font-size="4" fill="{INK}">{}</text>"##,
            escape(heading),
            escape(&self.setup_words()),
        )
    }

    /// "5 × 5 board, 2 states. Turn every light off in the fewest presses.", with the pattern
    /// named where it is not Lights Out's own ("King pattern"), in the words the page uses.
    fn setup_words(&self) -> String {
        let puzzle = &self.setup.puzzle;
        let board = match puzzle.shape() {
            Shape::Square(square) => {
                let surface = match square.topology() {
                    Topology::Plane => String::new(),
                    Topology::Moebius => " on a Möbius band".to_string(),
                    Topology::Klein => " on a Klein bottle".to_string(),
                    Topology::Projective => " on a projective plane".to_string(),
                    other => format!(" on a {other}"),
                };
                format!("{} × {} board{surface}", square.rows(), square.cols())
            }
            Shape::Hex(hex) => format!("hexagonal board of side {}", hex.order()),
            Shape::Graph(graph) => format!("graph of {} vertices", graph.vertex_count()),
        };
        let goal = match &self.setup.goal {
            Goal::Off => "Turn every light off",
            Goal::On => "Turn every light on",
            Goal::Board(_) => "Reach the goal board",
        };
        let pattern = pattern_words(puzzle)
            .map(|words| format!(", {words}"))
            .unwrap_or_default();
        format!(
            "{board}{pattern}, {} states. {goal} in the fewest presses.",
            puzzle.states()
        )
    }
}

/// The pattern as a player reads it on a sheet, or nothing for Lights Out's own (each press
/// changes its cell and the cells beside it), which the heading already names.
fn pattern_words(puzzle: &Puzzle) -> Option<String> {
    let words = match puzzle.rule() {
        Rule::Pattern(pattern) => match preset_name(puzzle.shape(), pattern) {
            Some(PatternName::Plus) => return None,
            Some(PatternName::Sigma) => "SIGMA pattern".to_string(),
            Some(PatternName::X) => "X pattern".to_string(),
            Some(PatternName::King) => "King pattern".to_string(),
            Some(PatternName::Knight) => "Knight pattern".to_string(),
            None => format!("a pattern of {} cells", pattern.offsets().len()),
        },
        Rule::Line => "Flip pattern".to_string(),
        Rule::Merlin => "Merlin pattern".to_string(),
        Rule::Sigma { plus: false } => "SIGMA pattern".to_string(),
        Rule::Sigma { plus: true } => "SIGMA+ pattern".to_string(),
    };
    Some(words)
}

/// Where the `slot`-th of a page's `columns` x `rows` places lies, left to right then down
/// (x, y, width, height in millimetres): puzzle pages and answer pages share the page's frame.
fn slot_box(columns: usize, rows: usize, slot: usize) -> (f64, f64, f64, f64) {
    let width = (PAGE_WIDTH - 2.0 * MARGIN) / columns as f64;
    let height = (PAGE_HEIGHT - TOP - MARGIN) / rows as f64;
    (
        MARGIN + width * (slot % columns) as f64,
        TOP + height * (slot / columns) as f64,
        width,
        height,
    )
}

/// A puzzle on a puzzle page: two columns of three.
fn puzzle_slot(
    drawing: &BoardDrawing,
    states: u8,
    number: usize,
    puzzle: &SheetPuzzle,
    slot: usize,
) -> String {
    let (x, y, width, height) = slot_box(2, 3, slot);
    let board_box = (x, y + 10.0, width / 2.0 - 4.0, height - 24.0);
    let work_box = (x + width / 2.0, y + 10.0, width / 2.0 - 4.0, height - 24.0);
    let mut svg = format!(
        r#"<g class="puzzle">{}{}"#,
        text(x, y + 5.0, 5.0, true, &format!("Puzzle {number}")),
        text(x + width / 2.0, y + 5.0, 3.2, false, "Work here"),
    );
    svg.push_str(&board(
        drawing,
        states,
        board_box,
        Some(&puzzle.board.0),
        None,
    ));
    svg.push_str(&board(drawing, states, work_box, None, None));
    svg.push_str(&text(
        x,
        y + height - 7.0,
        4.2,
        false,
        &format!("Fewest presses: {}", puzzle.press_count()),
    ));
    svg.push_str("</g>");
    svg
}

/// An answer on an answer page: three columns of four.
fn answer_slot(
    drawing: &BoardDrawing,
    states: u8,
    number: usize,
    puzzle: &SheetPuzzle,
    slot: usize,
) -> String {
    let (x, y, width, height) = slot_box(3, 4, slot);
    let count = puzzle.press_count();
    let presses = if count == 1 { "press" } else { "presses" };
    let area = (x, y + 8.0, width - 6.0, height - 14.0);
    format!(
        r#"<g class="answer">{}{}</g>"#,
        text(
            x,
            y + 4.5,
            4.0,
            true,
            &format!("Puzzle {number}: {count} {presses}")
        ),
        board(
            drawing,
            states,
            area,
            Some(&puzzle.board.0),
            Some(&puzzle.solution.0)
        ),
    )
}

/// A board drawn in `area`, as large as fits and centred: its lights (`None`: an empty copy
/// to work on) and its press marks (a dot, with the count beside it when above 1).
fn board(
    drawing: &BoardDrawing,
    states: u8,
    area: Area,
    lights: Option<&[u8]>,
    marks: Option<&[u8]>,
) -> String {
    let (left, top, width, height) = area;
    let scale = (width / drawing.width).min(height / drawing.height);
    let x0 = left + (width - drawing.width * scale) / 2.0;
    let y0 = top + (height - drawing.height * scale) / 2.0;
    let at = |(x, y): (f64, f64)| (x0 + x * scale, y0 + y * scale);
    let mut svg = String::new();
    for &(from, to) in &drawing.lines {
        let ((x1, y1), (x2, y2)) = (at(from), at(to));
        let _ = write!(
            svg,
            r#"<line x1="{x1:.2}" y1="{y1:.2}" x2="{x2:.2}" y2="{y2:.2}" stroke="{INK}" stroke-width="0.3"/>"#
        );
    }
    for (index, cell) in drawing.cells.iter().enumerate() {
        let value = lights.map_or(0, |lights| lights[index]);
        svg.push_str(&outline(cell, &at, scale, fill(value, states)));
        let (cx, cy) = at(cell.centre);
        if states > 2 && lights.is_some() {
            svg.push_str(&digit(cx, cy, scale * cell.mark * 2.2, value));
        }
        let pressed = marks.map_or(0, |marks| marks[index]);
        if pressed > 0 {
            let r = scale * cell.mark;
            let _ = write!(
                svg,
                r##"<circle class="press" cx="{cx:.2}" cy="{cy:.2}" r="{r:.2}" fill="{INK}" stroke="#ffffff" stroke-width="0.3"/>"##
            );
            if pressed > 1 {
                svg.push_str(&digit(cx + r * 1.6, cy - r, r * 1.6, pressed));
            }
        }
    }
    svg
}

fn outline(
    cell: &CellDrawing,
    at: &dyn Fn((f64, f64)) -> (f64, f64),
    scale: f64,
    fill: String,
) -> String {
    let paint = format!(r#"fill="{fill}" stroke="{INK}" stroke-width="0.3""#);
    match &cell.outline {
        Outline::Square { corner, side } => {
            let (x, y) = at(*corner);
            let side = side * scale;
            format!(r#"<rect x="{x:.2}" y="{y:.2}" width="{side:.2}" height="{side:.2}" {paint}/>"#)
        }
        Outline::Polygon(corners) => {
            let points: Vec<String> = corners
                .iter()
                .map(|&c| {
                    let (x, y) = at(c);
                    format!("{x:.2},{y:.2}")
                })
                .collect();
            format!(r#"<polygon points="{}" {paint}/>"#, points.join(" "))
        }
        Outline::Disc(r) => {
            let (cx, cy) = at(cell.centre);
            let r = r * scale;
            format!(r#"<circle cx="{cx:.2}" cy="{cy:.2}" r="{r:.2}" {paint}/>"#)
        }
    }
}

/// White for an unlit cell, amber for a lit one, and between them by value when N > 2.
fn fill(value: u8, states: u8) -> String {
    if value == 0 {
        return "#ffffff".to_string();
    }
    if states == 2 {
        return LIT.to_string();
    }
    let share = value as f64 / (states - 1) as f64;
    let mix = |full: u8| (255.0 - (255.0 - full as f64) * share).round() as u8;
    format!("#{:02x}{:02x}{:02x}", mix(0xf2), mix(0xb7), mix(0x05))
}

fn digit(x: f64, y: f64, size: f64, value: u8) -> String {
    format!(
        r#"<text x="{x:.2}" y="{:.2}" font-family="sans-serif" font-size="{size:.2}" text-anchor="middle" fill="{INK}">{value}</text>"#,
        y + size * 0.35
    )
}

fn text(x: f64, y: f64, size: f64, bold: bool, words: &str) -> String {
    let weight = if bold { r#" font-weight="bold""# } else { "" };
    format!(
        r#"<text x="{x:.2}" y="{y:.2}" font-family="sans-serif" font-size="{size}"{weight} fill="{INK}">{}</text>"#,
        escape(words)
    )
}

/// Text made safe inside an SVG element or attribute.
fn escape(words: &str) -> String {
    words
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
