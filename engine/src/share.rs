//! Share codes: one line of text naming a puzzle, its goal and the board play starts from, such
//! as `v1.s5x5.plane.plus.n2.off.seed42`. A code is the part of a link after `#` and what
//! `lights-lab --code` reads, so it uses only characters a URL fragment takes as they are
//! (letters, digits, `-` `_` `.` `:` `,`). docs/share-code.md is the full grammar.
//!
//! Following Tatham's game IDs, a code is versioned (`v1` first, so a later format can be told
//! apart rather than misread), readable where that is cheap (sizes, names, seeds) and packed
//! where it is not (boards and masks as base64url bits, graph arcs as varints), and strict:
//! every field is checked, every length is compared with the one the puzzle implies before
//! anything is decoded or allocated, and each puzzle has exactly one code, so that any text
//! [`SharedPuzzle::from_code`] accepts is what [`SharedPuzzle::to_code`] writes back.

use std::iter::Peekable;
use std::str::Split;

use bitvec::prelude::BitSlice;
use rand::rngs::StdRng;
use rand::SeedableRng;

use super::board::{Board, Goal};
use super::error::EngineError;
use super::graph::{Digraph, MAX_ARCS, MAX_VERTICES};
use super::graph_board::{GraphBoard, Point};
use super::puzzle::{Puzzle, MAX_STATES, MIN_STATES};
use super::reduced::Reduced;
use super::rule::{Pattern, Rule, HEX_PRESETS, MAX_OFFSET, MAX_OFFSETS, SQUARE_PRESETS};
use super::shape::{
    hex_cell_count, HexLattice, Mask, Shape, SquareLattice, MAX_HEX_ORDER, MAX_SIDE,
};
use super::topology::Topology;

/// The first field of every code this build writes and the only one it reads.
const VERSION: &str = "v1";

/// A puzzle as a link shares it: the puzzle, the goal, where play starts, and for a graph
/// where its vertices are drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedPuzzle {
    pub puzzle: Puzzle,
    pub goal: Goal,
    pub start: Start,
    /// A graph's drawing, each vertex's (x, y) in steps of 1/[`DRAWING_STEPS`] across the
    /// unit box; `None` draws the vertices around a circle ([`GraphBoard::on_circle`]).
    pub drawing: Option<Vec<(u16, u16)>>,
}

/// Steps of a drawn coordinate across the unit box: ten bits each, finer than a pixel of any
/// drawing the web app shows, and 20 bits a vertex in a code.
pub const DRAWING_STEPS: u16 = 1023;

/// Where play starts: a given board, or a seed that stands for a random solvable board (much
/// shorter than the board itself, so "New puzzle" links stay short at any size).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    Board(Board),
    Seed(u64),
}

impl SharedPuzzle {
    /// Checks that the goal (when a board) and the start board have one value below N per
    /// cell, so that [`SharedPuzzle::to_code`] writes a code that reads back as this puzzle.
    pub fn new(puzzle: Puzzle, goal: Goal, start: Start) -> Result<Self, EngineError> {
        if let Goal::Board(board) = &goal {
            check_fits(board, &puzzle, "goal board")?;
        }
        if let Start::Board(board) = &start {
            check_fits(board, &puzzle, "start board")?;
        }
        Ok(Self {
            puzzle,
            goal,
            start,
            drawing: None,
        })
    }

    /// The same puzzle with a graph's drawing, each point rounded to the nearest step of
    /// 1/[`DRAWING_STEPS`]; refused unless the puzzle is a graph with one point per vertex.
    pub fn with_drawing(mut self, points: &[Point]) -> Result<Self, EngineError> {
        let Shape::Graph(graph) = self.puzzle.shape() else {
            return Err(EngineError::new("only a graph's puzzle has a drawing"));
        };
        GraphBoard::new(graph.clone(), points.to_vec())?;
        let step = |c: f64| (c * DRAWING_STEPS as f64).round() as u16;
        self.drawing = Some(points.iter().map(|p| (step(p.x), step(p.y))).collect());
        Ok(self)
    }

    /// The graph with its drawing (around a circle when the code has none), or `None` for a
    /// lattice puzzle.
    pub fn graph_board(&self) -> Option<GraphBoard> {
        let Shape::Graph(graph) = self.puzzle.shape() else {
            return None;
        };
        Some(match &self.drawing {
            Some(steps) => {
                let at = |step: u16| step as f64 / DRAWING_STEPS as f64;
                let points = steps.iter().map(|&(x, y)| Point { x: at(x), y: at(y) });
                GraphBoard::new(graph.clone(), points.collect())
                    .expect("a drawing has one point per vertex, each in the unit box")
            }
            None => GraphBoard::on_circle(graph.clone()),
        })
    }

    /// The board play starts from. For a seed this is
    /// `reduced.random_solvable_with_rng(&goal, &mut StdRng::seed_from_u64(seed))`: one
    /// definition for the command line and the web app, so a seed link shows the same board in
    /// both. `reduced` must be this puzzle's factorisation.
    pub fn start_board(&self, reduced: &Reduced) -> Board {
        match &self.start {
            Start::Board(board) => board.clone(),
            Start::Seed(seed) => {
                reduced.random_solvable_with_rng(&self.goal, &mut StdRng::seed_from_u64(*seed))
            }
        }
    }

    /// The code: `v1.<shape>.<rule>.n<N>.<goal>.<start>` (docs/share-code.md). The goal and
    /// start board must fit the puzzle, as [`SharedPuzzle::new`] and
    /// [`SharedPuzzle::from_code`] ensure; for a board that does not, the code names some
    /// other board or none.
    pub fn to_code(&self) -> String {
        let puzzle = &self.puzzle;
        let mut fields = vec![VERSION.to_string()];
        match puzzle.shape() {
            Shape::Square(square) => {
                fields.push(format!("s{}x{}", square.rows(), square.cols()));
                fields.push(square.topology().name().to_string());
                if let Some(mask) = square.mask() {
                    fields.push(format!("{MASK}{}", pack_bits(mask)));
                }
            }
            Shape::Hex(hex) => {
                fields.push(format!("h{}", hex.order()));
                if let Some(mask) = hex.mask() {
                    fields.push(format!("{MASK}{}", pack_bits(mask)));
                }
            }
            Shape::Graph(graph) => {
                fields.push(format!("g{}", graph.vertex_count()));
                fields.push(format!("a{}", pack_arcs(graph.arcs())));
                if let Some(drawing) = &self.drawing {
                    fields.push(format!("{DRAWING}{}", pack_drawing(drawing)));
                }
            }
        }
        fields.push(rule_name(puzzle));
        fields.push(format!("n{}", puzzle.states()));
        fields.push(match &self.goal {
            Goal::Off => "off".to_string(),
            Goal::On => "on".to_string(),
            Goal::Board(board) => format!("t{}", pack_board(board, puzzle.states())),
        });
        fields.push(match &self.start {
            Start::Board(board) => format!("b{}", pack_board(board, puzzle.states())),
            Start::Seed(seed) => format!("seed{seed}"),
        });
        fields.join(".")
    }

    /// Reads a code written by [`SharedPuzzle::to_code`], refusing anything else with a
    /// message that names the field, what was wrong and what is allowed. Never panics, and
    /// allocates nothing larger than the puzzle the code describes.
    pub fn from_code(code: &str) -> Result<Self, EngineError> {
        check_characters(code)?;
        let mut fields = Fields {
            rest: code.split('.').peekable(),
            number: 0,
        };
        let version = fields.next("the version v1")?;
        if version != VERSION {
            let numbered = version.len() > 1
                && version.starts_with('v')
                && version[1..].bytes().all(|b| b.is_ascii_digit());
            return Err(if numbered {
                fail(format!(
                    "version {version} is not one this build reads; it reads {VERSION}"
                ))
            } else {
                fail(format!("must start with {VERSION}., got {}", show(version)))
            });
        }
        let (shape, drawing) = read_shape(&mut fields)?;
        let rule = read_rule(&mut fields, &shape)?;
        let states_field = fields.next("the states n2..n16")?;
        let states = match states_field.strip_prefix('n') {
            Some(digits) => size(digits, "states", MIN_STATES as usize, MAX_STATES as usize)?,
            None => {
                return Err(fail(format!(
                    "field {} must be the states n{MIN_STATES}..n{MAX_STATES}, got {}",
                    fields.number,
                    show(states_field)
                )))
            }
        } as u8;
        let puzzle = Puzzle::new(shape, rule, states).map_err(|e| fail(e.message()))?;
        let goal_field = fields.next("the goal off, on or t<board>")?;
        let goal = match goal_field {
            "off" => Goal::Off,
            "on" => Goal::On,
            other => match other.strip_prefix('t') {
                Some(data) => Goal::Board(unpack_board(data, &puzzle, "goal board")?),
                None => {
                    return Err(fail(format!(
                        "field {} must be the goal off, on or t<board>, got {}",
                        fields.number,
                        show(other)
                    )))
                }
            },
        };
        let start_field = fields.next("the start seed<S> or b<board>")?;
        let start = if let Some(digits) = start_field.strip_prefix("seed") {
            Start::Seed(number(digits, u64::MAX).map_err(|why| {
                fail(format!(
                    "the seed must be a number 0..={}{why}, got {}",
                    u64::MAX,
                    show(digits)
                ))
            })?)
        } else if let Some(data) = start_field.strip_prefix('b') {
            Start::Board(unpack_board(data, &puzzle, "start board")?)
        } else {
            return Err(fail(format!(
                "field {} must be the start seed<S> or b<board>, got {}",
                fields.number,
                show(start_field)
            )));
        };
        if let Some(extra) = fields.rest.next() {
            return Err(fail(format!(
                "ends after the start (field {}); got more: {}",
                fields.number,
                show(extra)
            )));
        }
        Ok(Self {
            puzzle,
            goal,
            start,
            drawing,
        })
    }
}

/// The prefix of the optional mask field; no rule name starts with it.
const MASK: &str = "mask";
/// The prefix of a graph's optional drawing field; no rule name starts with it.
const DRAWING: &str = "at";

/// The 64 digits of base64url (RFC 4648 §5), each worth 6 bits.
const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The value of a base64url digit.
fn digit_value(byte: u8) -> Option<u32> {
    Some(match byte {
        b'A'..=b'Z' => byte - b'A',
        b'a'..=b'z' => byte - b'a' + 26,
        b'0'..=b'9' => byte - b'0' + 52,
        b'-' => 62,
        b'_' => 63,
        _ => return None,
    } as u32)
}

/// Prefixes every message, so that an error read far from its cause says it is about a code.
fn fail(message: impl AsRef<str>) -> EngineError {
    EngineError::new(format!("share code: {}", message.as_ref()))
}

/// A field as quoted in a message: in full when short, else its start, so that a megabyte of
/// junk does not become a megabyte of error.
fn show(field: &str) -> String {
    const SHOWN: usize = 24;
    if field.chars().count() <= SHOWN {
        format!("{field:?}")
    } else {
        let start: String = field.chars().take(SHOWN).collect();
        format!("{start:?}... ({} characters)", field.len())
    }
}

/// Refuses any character a code never uses, before splitting; afterwards every byte is ASCII,
/// so byte lengths are character counts.
fn check_characters(code: &str) -> Result<(), EngineError> {
    if code.is_empty() {
        return Err(fail(format!(
            "is empty; a code looks like {VERSION}.s5x5.plane.plus.n2.off.seed42"
        )));
    }
    if code.contains('#') {
        return Err(fail("contains '#'; give only the part of a link after '#'"));
    }
    if let Some((at, ch)) = code
        .char_indices()
        .find(|&(_, ch)| !(ch.is_ascii_alphanumeric() || matches!(ch, '-' | '_' | '.' | ':' | ',')))
    {
        return Err(fail(format!(
            "has {ch:?} at position {}; a code uses only letters, digits and - _ . : ,",
            code[..at].chars().count() + 1
        )));
    }
    Ok(())
}

/// The dot-separated fields, read one at a time (never collected, so a code of a million dots
/// costs nothing), counting them for messages.
struct Fields<'a> {
    rest: Peekable<Split<'a, char>>,
    number: usize,
}

impl<'a> Fields<'a> {
    /// The next field, or an error saying the code stops where `expected` should be.
    fn next(&mut self, expected: &str) -> Result<&'a str, EngineError> {
        let field = self.rest.next().ok_or_else(|| {
            fail(format!(
                "ends after field {}; expected {expected} next",
                self.number
            ))
        })?;
        self.number += 1;
        Ok(field)
    }

    /// The next field if it is a mask field, without the prefix.
    fn mask(&mut self) -> Option<&'a str> {
        self.optional(MASK)
    }

    /// The next field if it starts with `prefix`, without the prefix.
    fn optional(&mut self, prefix: &str) -> Option<&'a str> {
        let field: &'a str = self.rest.peek()?;
        let data = field.strip_prefix(prefix)?;
        self.rest.next();
        self.number += 1;
        Some(data)
    }
}

/// A decimal number without sign or leading zeros (one spelling per number), at most `max`.
/// The error completes "must be 0..=max": how the text fell short.
fn number(digits: &str, max: u64) -> Result<u64, &'static str> {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(", written in decimal digits");
    }
    if digits.len() > 1 && digits.starts_with('0') {
        return Err(", written without leading zeros");
    }
    // At most 20 digits fit a u64; the length is checked before parsing anything longer.
    match digits.len() <= 20 {
        true => digits.parse::<u64>().ok(),
        false => None,
    }
    .filter(|&value| value <= max)
    .ok_or("")
}

/// A size field such as `s5x5`'s 5: a number in `min..=max`.
fn size(digits: &str, what: &str, min: usize, max: usize) -> Result<usize, EngineError> {
    number(digits, max as u64)
        .map_err(|why| {
            fail(format!(
                "{what} must be {min}..={max}{why}, got {}",
                show(digits)
            ))
        })
        .and_then(|value| match value as usize {
            value if value >= min => Ok(value),
            value => Err(fail(format!("{what} must be {min}..={max}, got {value}"))),
        })
}

/// A graph's drawing, as a shape field carries it.
type Drawing = Vec<(u16, u16)>;

/// The shape, and for a graph its drawing if the code has one.
fn read_shape(fields: &mut Fields<'_>) -> Result<(Shape, Option<Drawing>), EngineError> {
    let field = fields.next("the shape s<rows>x<cols>, h<order> or g<vertices>")?;
    let wrong = || {
        fail(format!(
            "field 2 must be the shape s<rows>x<cols>, h<order> or g<vertices>, got {}",
            show(field)
        ))
    };
    let (kind, body) = field.split_at_checked(1).ok_or_else(wrong)?;
    match kind {
        "s" => {
            let (rows, cols) = body.split_once('x').ok_or_else(wrong)?;
            let rows = size(rows, "rows", 1, MAX_SIDE)?;
            let cols = size(cols, "columns", 1, MAX_SIDE)?;
            let surface = fields.next("the surface")?;
            let topology: Topology = surface.parse().map_err(|_| {
                fail(format!(
                    "field 3 must be the surface plane, cylinder, torus, moebius, klein or projective, got {}",
                    show(surface)
                ))
            })?;
            let mut square =
                SquareLattice::new(rows, cols, topology).map_err(|e| fail(e.message()))?;
            if let Some(data) = fields.mask() {
                let mask = unpack_mask(data, rows * cols, &format!("{rows} x {cols}"))?;
                square = square.with_mask(mask).map_err(|e| fail(e.message()))?;
            }
            Ok((Shape::Square(square), None))
        }
        "h" => {
            let order = size(body, "hexagon order", 1, MAX_HEX_ORDER)?;
            let mut hex = HexLattice::new(order).map_err(|e| fail(e.message()))?;
            if let Some(data) = fields.mask() {
                let sites = hex_cell_count(order);
                let mask = unpack_mask(data, sites, &format!("order-{order} hexagon"))?;
                hex = hex.with_mask(mask).map_err(|e| fail(e.message()))?;
            }
            Ok((Shape::Hex(hex), None))
        }
        "g" => {
            let vertices = size(body, "vertices", 1, MAX_VERTICES)?;
            let arcs_field = fields.next("the arcs a<arcs>")?;
            let data = arcs_field.strip_prefix('a').ok_or_else(|| {
                fail(format!(
                    "field 3 must be the arcs a<arcs>, got {}",
                    show(arcs_field)
                ))
            })?;
            let arcs = unpack_arcs(data, vertices)?;
            let graph = Digraph::new(vertices, arcs).map_err(|e| fail(e.message()))?;
            let drawing = fields
                .optional(DRAWING)
                .map(|data| unpack_drawing(data, vertices))
                .transpose()?;
            Ok((Shape::Graph(graph), drawing))
        }
        _ => Err(wrong()),
    }
}

/// The preset a pattern is, if any: the name a code writes for it.
fn preset_name(shape: &Shape, pattern: &Pattern) -> Option<&'static str> {
    match shape {
        Shape::Hex(_) => HEX_PRESETS
            .into_iter()
            .find(|name| Pattern::hex_preset(name).is_ok_and(|p| p == *pattern)),
        _ => SQUARE_PRESETS
            .into_iter()
            .find(|name| Pattern::square_preset(name).is_ok_and(|p| p == *pattern)),
    }
}

fn rule_name(puzzle: &Puzzle) -> String {
    match puzzle.rule() {
        Rule::Pattern(pattern) => match preset_name(puzzle.shape(), pattern) {
            Some(name) => name.to_string(),
            None => {
                let pairs: Vec<String> = pattern
                    .offsets()
                    .iter()
                    .map(|(a, b)| format!("{a},{b}"))
                    .collect();
                format!("o{}", pairs.join(":"))
            }
        },
        Rule::Line => "line".to_string(),
        Rule::Merlin => "merlin".to_string(),
        Rule::Sigma { plus: false } => "sigma".to_string(),
        Rule::Sigma { plus: true } => "sigma-plus".to_string(),
    }
}

fn read_rule(fields: &mut Fields<'_>, shape: &Shape) -> Result<Rule, EngineError> {
    let field = fields.next("the rule")?;
    let allowed = match shape {
        Shape::Square(_) => "plus, sigma, king, x, knight, line, merlin or offsets o<dr>,<dc>:...",
        Shape::Hex(_) => "plus, sigma, line or offsets o<dq>,<dr>:...",
        Shape::Graph(_) => "sigma or sigma-plus",
    };
    let wrong = || {
        fail(format!(
            "field {} must be a rule for this board: {allowed}; got {}",
            fields.number,
            show(field)
        ))
    };
    match (shape, field) {
        (Shape::Graph(_), "sigma") => Ok(Rule::Sigma { plus: false }),
        (Shape::Graph(_), "sigma-plus") => Ok(Rule::Sigma { plus: true }),
        (Shape::Graph(_), _) => Err(wrong()),
        (_, "line") => Ok(Rule::Line),
        (_, "merlin") => Ok(Rule::Merlin),
        (Shape::Hex(_), name) if HEX_PRESETS.contains(&name) => {
            Pattern::hex_preset(name).map(Rule::Pattern)
        }
        (_, name) if SQUARE_PRESETS.contains(&name) && !matches!(shape, Shape::Hex(_)) => {
            Pattern::square_preset(name).map(Rule::Pattern)
        }
        (_, other) => {
            let data = other.strip_prefix('o').ok_or_else(wrong)?;
            let pattern = read_offsets(data)?;
            match preset_name(shape, &pattern) {
                Some(name) => Err(fail(format!(
                    "offsets {} are the preset {name}; write {name}",
                    show(data)
                ))),
                None => Ok(Rule::Pattern(pattern)),
            }
        }
    }
}

/// Offsets `dr,dc:dr,dc:...`, in increasing order without repeats (the order [`Pattern`] keeps
/// them in, so each pattern has one spelling), at most 1024, each coordinate within ±256.
fn read_offsets(data: &str) -> Result<Pattern, EngineError> {
    let coordinate = |text: &str| -> Option<i32> {
        let digits = text.strip_prefix('-').unwrap_or(text);
        let value = number(digits, MAX_OFFSET as u64).ok()? as i32;
        match text.starts_with('-') {
            true if value == 0 => None,
            true => Some(-value),
            false => Some(value),
        }
    };
    let mut offsets: Vec<(i32, i32)> = Vec::new();
    for pair in data.split(':') {
        if offsets.len() == MAX_OFFSETS {
            return Err(fail(format!("a pattern has at most {MAX_OFFSETS} offsets")));
        }
        let offset = pair
            .split_once(',')
            .and_then(|(a, b)| Some((coordinate(a)?, coordinate(b)?)))
            .ok_or_else(|| {
                fail(format!(
                    "offset {} must be two integers within -{MAX_OFFSET}..={MAX_OFFSET} written a,b (no leading zeros, no -0)",
                    show(pair)
                ))
            })?;
        if offsets.last().is_some_and(|&last| last >= offset) {
            return Err(fail(format!(
                "offsets must be listed in increasing order (by first, then second coordinate) without repeats; {} comes too late",
                show(pair)
            )));
        }
        offsets.push(offset);
    }
    Pattern::new(offsets).map_err(|e| fail(e.message()))
}

/// Bits per cell: the fewest that hold N - 1.
fn bits_per_cell(states: u8) -> u32 {
    u8::BITS - (states - 1).leading_zeros()
}

/// `values` of `bits` bits each, most significant bit first, six bits to a base64url digit,
/// the last digit padded with zero bits.
fn pack(values: impl Iterator<Item = u8>, bits: u32) -> String {
    let mut text = String::new();
    let (mut buffer, mut held) = (0u32, 0u32);
    for value in values {
        buffer = ((buffer << bits) | (value as u32 & ((1 << bits) - 1))) & 0xfff;
        held += bits;
        while held >= 6 {
            held -= 6;
            text.push(BASE64URL[((buffer >> held) & 63) as usize] as char);
        }
    }
    if held > 0 {
        text.push(BASE64URL[((buffer << (6 - held)) & 63) as usize] as char);
    }
    text
}

/// Reads `count` values of `bits` bits each from `data`, which must have exactly the length
/// [`pack`] writes (checked before decoding) and zero padding bits.
fn unpack(data: &str, count: usize, bits: u32, what: &str) -> Result<Vec<u8>, EngineError> {
    let expected = (count * bits as usize).div_ceil(6);
    if data.len() != expected {
        return Err(fail(format!(
            "the {what} must be {expected} base64url characters, got {}",
            data.len()
        )));
    }
    let mut values = Vec::with_capacity(count);
    let (mut buffer, mut held) = (0u32, 0u32);
    for (index, byte) in data.bytes().enumerate() {
        let digit = digit_value(byte).ok_or_else(|| {
            fail(format!(
                "the {what} has {:?} at character {}; allowed: A-Z a-z 0-9 - _",
                byte as char,
                index + 1
            ))
        })?;
        buffer = ((buffer << 6) | digit) & 0xfff;
        held += 6;
        while held >= bits && values.len() < count {
            held -= bits;
            values.push(((buffer >> held) & ((1 << bits) - 1)) as u8);
        }
    }
    if buffer & ((1 << held) - 1) != 0 {
        return Err(fail(format!(
            "the {what} ends in padding bits that are not zero; it was cut or changed"
        )));
    }
    Ok(values)
}

/// A mask as bits, one per site, 1 for a cell.
fn pack_bits(mask: &BitSlice) -> String {
    pack(mask.iter().by_vals().map(u8::from), 1)
}

fn unpack_mask(data: &str, sites: usize, lattice: &str) -> Result<Mask, EngineError> {
    let what = format!("mask of a {lattice} lattice (one bit per site)");
    let mask: Mask = unpack(data, sites, 1, &what)?
        .into_iter()
        .map(|bit| bit == 1)
        .collect();
    if mask.all() {
        return Err(fail(
            "the mask keeps every cell; a full board has no mask field",
        ));
    }
    Ok(mask)
}

/// A drawing as four 5-bit values a vertex (x's high and low half, then y's), so that the
/// packing of boards serves it too.
fn pack_drawing(drawing: &[(u16, u16)]) -> String {
    let halves = |c: u16| [(c >> 5) as u8, (c & 31) as u8];
    pack(
        drawing
            .iter()
            .flat_map(|&(x, y)| halves(x).into_iter().chain(halves(y))),
        5,
    )
}

fn unpack_drawing(data: &str, vertices: usize) -> Result<Drawing, EngineError> {
    let what = format!("drawing ({vertices} vertices of 20 bits)");
    let values = unpack(data, 4 * vertices, 5, &what)?;
    let steps = |high: u8, low: u8| (high as u16) << 5 | low as u16;
    // Two 5-bit halves make 0..=1023, every one a step of the unit box.
    Ok(values
        .chunks_exact(4)
        .map(|v| (steps(v[0], v[1]), steps(v[2], v[3])))
        .collect())
}

fn pack_board(board: &Board, states: u8) -> String {
    pack(board.0.iter().copied(), bits_per_cell(states))
}

fn unpack_board(data: &str, puzzle: &Puzzle, what: &str) -> Result<Board, EngineError> {
    let states = puzzle.states();
    let bits = bits_per_cell(states);
    let described = format!(
        "{what} ({} cells of {bits} bit{})",
        puzzle.cells(),
        if bits == 1 { "" } else { "s" }
    );
    let values = unpack(data, puzzle.cells(), bits, &described)?;
    if let Some((cell, value)) = values.iter().enumerate().find(|(_, &v)| v >= states) {
        return Err(fail(format!(
            "{what} cell {cell} is {value}; with {states} states each cell must be 0..={}",
            states - 1
        )));
    }
    Ok(Board(values))
}

fn check_fits(board: &Board, puzzle: &Puzzle, what: &str) -> Result<(), EngineError> {
    if board.0.len() != puzzle.cells() {
        return Err(EngineError::new(format!(
            "{what} must have one value per cell ({}), got {}",
            puzzle.cells(),
            board.0.len()
        )));
    }
    if let Some((cell, value)) = board
        .0
        .iter()
        .enumerate()
        .find(|(_, &v)| v >= puzzle.states())
    {
        return Err(EngineError::new(format!(
            "{what} cell {cell} is {value}; with {} states each cell must be 0..={}",
            puzzle.states(),
            puzzle.states() - 1
        )));
    }
    Ok(())
}

/// Varint digits: 5 value bits each, least significant first, bit 5 set on every digit but
/// the last. Values below 65,536 take at most 4 digits.
const MORE: u32 = 32;
const MAX_VARINT_DIGITS: usize = 4;

fn push_varint(text: &mut String, mut value: u32) {
    while value >= MORE {
        text.push(BASE64URL[(MORE | (value & 31)) as usize] as char);
        value >>= 5;
    }
    text.push(BASE64URL[value as usize] as char);
}

/// Arcs, sorted as [`Digraph`] keeps them, each as two varints: the gap from the previous
/// arc's tail, then the head (after the first arc, when the tail is unchanged, the gap from
/// the previous head less one, so that small graphs take about two digits an arc).
fn pack_arcs(arcs: &[(u32, u32)]) -> String {
    let mut text = String::new();
    let mut previous: Option<(u32, u32)> = None;
    for &(u, v) in arcs {
        match previous {
            Some((pu, pv)) if pu == u => {
                push_varint(&mut text, 0);
                push_varint(&mut text, v - pv - 1);
            }
            _ => {
                push_varint(&mut text, u - previous.map_or(0, |(pu, _)| pu));
                push_varint(&mut text, v);
            }
        }
        previous = Some((u, v));
    }
    text
}

/// Reads what [`pack_arcs`] writes, refusing a field longer than the most arcs could take
/// before reading it, and any varint with a needless final zero digit (so each graph has one
/// spelling).
fn unpack_arcs(data: &str, vertices: usize) -> Result<Vec<(u32, u32)>, EngineError> {
    let longest = 2 * MAX_VARINT_DIGITS * MAX_ARCS;
    if data.len() > longest {
        return Err(fail(format!(
            "the arcs take {} characters; {MAX_ARCS} arcs take at most {longest}",
            data.len()
        )));
    }
    let mut digits = data.bytes().enumerate();
    let mut varint = |what: &str| -> Result<Option<u32>, EngineError> {
        let mut value = 0u32;
        for place in 0..MAX_VARINT_DIGITS {
            let Some((index, byte)) = digits.next() else {
                return match place {
                    0 => Ok(None),
                    _ => Err(fail(format!(
                        "the arcs end inside the {what}; they were cut"
                    ))),
                };
            };
            let digit = digit_value(byte).ok_or_else(|| {
                fail(format!(
                    "the arcs have {:?} at character {}; allowed: A-Z a-z 0-9 - _",
                    byte as char,
                    index + 1
                ))
            })?;
            value |= (digit & 31) << (5 * place);
            if digit & MORE == 0 {
                if place > 0 && digit == 0 {
                    return Err(fail(format!(
                        "the arcs have a varint with a needless zero digit at character {}",
                        index + 1
                    )));
                }
                return Ok(Some(value));
            }
        }
        Err(fail(format!(
            "the arcs have a {what} longer than {MAX_VARINT_DIGITS} digits; vertices are below {MAX_VERTICES}"
        )))
    };
    let out_of_range = |what: &str, value: u64| {
        fail(format!(
            "an arc's {what} is vertex {value}; vertices are 0..={}",
            vertices - 1
        ))
    };
    let mut arcs: Vec<(u32, u32)> = Vec::new();
    while let Some(gap) = varint("tail")? {
        if arcs.len() == MAX_ARCS {
            return Err(fail(format!("a graph has at most {MAX_ARCS} arcs")));
        }
        let head = varint("head")?
            .ok_or_else(|| fail("the arcs end after a tail without its head; they were cut"))?;
        let previous = arcs.last().copied();
        let (u, v) = match previous {
            Some((pu, pv)) if gap == 0 => (pu as u64, pv as u64 + 1 + head as u64),
            _ => (
                previous.map_or(0, |(pu, _)| pu as u64) + gap as u64,
                head as u64,
            ),
        };
        if u >= vertices as u64 {
            return Err(out_of_range("tail", u));
        }
        if v >= vertices as u64 {
            return Err(out_of_range("head", v));
        }
        arcs.push((u as u32, v as u32));
    }
    Ok(arcs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_per_cell_hold_the_top_state() {
        let bits: Vec<u32> = [2, 3, 4, 5, 8, 9, 16].map(bits_per_cell).to_vec();
        assert_eq!(bits, [1, 2, 2, 3, 3, 4, 4]);
    }

    #[test]
    fn packing_is_base64url_most_significant_bit_first() {
        // 100000 -> 'g' (32), then 1 padded to 100000 -> 'g'.
        assert_eq!(pack([1, 0, 0, 0, 0, 0, 1].into_iter(), 1), "gg");
        assert_eq!(unpack("gg", 7, 1, "board").unwrap(), [1, 0, 0, 0, 0, 0, 1]);
        assert!(unpack("gh", 7, 1, "board").is_err(), "padding bit set");
    }

    #[test]
    fn varints_take_five_bits_a_digit() {
        let mut text = String::new();
        push_varint(&mut text, 31);
        push_varint(&mut text, 32);
        assert_eq!(text, "fgB");
    }
}
