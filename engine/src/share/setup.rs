//! The shape and rule fields of a code: the board's size or graph, its mask or drawing, and
//! the rule's preset name or packed offsets.

use super::fields::{fail, fail_with, number, show, size, Fields, DRAWING};
use super::packing::{unpack_arcs, unpack_drawing, unpack_mask, Drawing};
use crate::error::{CodePart, EngineError};
use crate::model::graph::{Digraph, MAX_VERTICES};
use crate::model::pattern_name::PatternName;
use crate::model::puzzle::Puzzle;
use crate::model::rule::{Pattern, Rule, MAX_OFFSET, MAX_OFFSETS};
use crate::model::shape::{
    hex_cell_count, HexLattice, Shape, SquareLattice, MAX_HEX_ORDER, MAX_SIDE,
};
use crate::model::topology::Topology;

/// The shape, and for a graph its drawing if the code has one.
pub fn read_shape(fields: &mut Fields<'_>) -> Result<(Shape, Option<Drawing>), EngineError> {
    let field = fields.next(CodePart::Shape)?;
    let wrong = || fields.unknown(CodePart::Shape, field);
    let (kind, body) = field.split_at_checked(1).ok_or_else(wrong)?;
    match kind {
        "s" => {
            let (rows, cols) = body.split_once('x').ok_or_else(wrong)?;
            let rows = size(rows, "rows", 1, MAX_SIDE)?;
            let cols = size(cols, "columns", 1, MAX_SIDE)?;
            let surface = fields.next(CodePart::Surface)?;
            let topology: Topology = surface.parse().map_err(|_| {
                fail_with(CodePart::Surface.unknown(), format!(
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
            let arcs_field = fields.next(CodePart::Arcs)?;
            let data = arcs_field
                .strip_prefix('a')
                .ok_or_else(|| fields.unknown(CodePart::Arcs, arcs_field))?;
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

/// The named pattern a pattern is, if any: a code writes its name.
pub fn preset_name(shape: &Shape, pattern: &Pattern) -> Option<PatternName> {
    match shape {
        Shape::Hex(_) => PatternName::HEX
            .into_iter()
            .find(|&name| Pattern::hex_named(name).as_ref() == Some(pattern)),
        _ => PatternName::ALL
            .into_iter()
            .find(|&name| Pattern::square_named(name) == *pattern),
    }
}

/// The pattern `word` names on `shape`, if it names one there.
fn named_pattern(shape: &Shape, word: &str) -> Option<Pattern> {
    let name = word.parse().ok()?;
    match shape {
        Shape::Hex(_) => Pattern::hex_named(name),
        _ => Some(Pattern::square_named(name)),
    }
}

pub fn rule_name(puzzle: &Puzzle) -> String {
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

pub fn read_rule(fields: &mut Fields<'_>, shape: &Shape) -> Result<Rule, EngineError> {
    let field = fields.next(CodePart::Rule)?;
    let allowed = match shape {
        Shape::Square(_) => "plus, sigma, king, x, knight, line, merlin or offsets o<dr>,<dc>:...",
        Shape::Hex(_) => "plus, sigma, line or offsets o<dq>,<dr>:...",
        Shape::Graph(_) => "sigma or sigma-plus",
    };
    let wrong = || {
        fail_with(
            CodePart::Rule.unknown(),
            format!(
                "field {} must be a rule for this board: {allowed}; got {}",
                fields.number,
                show(field)
            ),
        )
    };
    match (shape, field) {
        (Shape::Graph(_), "sigma") => Ok(Rule::Sigma { plus: false }),
        (Shape::Graph(_), "sigma-plus") => Ok(Rule::Sigma { plus: true }),
        (Shape::Graph(_), _) => Err(wrong()),
        (_, "line") => Ok(Rule::Line),
        (_, "merlin") => Ok(Rule::Merlin),
        (_, other) => {
            if let Some(pattern) = named_pattern(shape, other) {
                return Ok(Rule::Pattern(pattern));
            }
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
pub fn read_offsets(data: &str) -> Result<Pattern, EngineError> {
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
