//! Everything about a puzzle but its cells: the surface, the rule and the number of states.
//! `table` holds these fixed while it varies the size.

use clap::Args;

use lights_lab_engine::{
    Pattern, PatternName, Puzzle, Rule, Shape, SquareLattice, Topology, MIN_STATES,
};

use super::limits;
use crate::error::{parsed, quote, CliError};

/// The flags of a variant, as clap reads them.
#[derive(Debug, Clone, Default, Args)]
pub struct VariantArgs {
    /// plane (default), cylinder, torus, moebius, klein, projective (square boards)
    #[arg(long, value_name = "T", value_parser = parse_topology)]
    pub topology: Option<Topology>,
    /// plus (default), sigma, king, x, knight, line, merlin (on a hexagon: plus, sigma, line)
    #[arg(long, value_name = "P")]
    pub pattern: Option<String>,
    /// a custom pattern "dr,dc;dr,dc;..." ("dq,dr;..." axial on a hexagon)
    #[arg(long, value_name = "O", allow_hyphen_values = true)]
    pub offsets: Option<String>,
    /// states of a cell, 2..=16 (default 2)
    #[arg(long, value_name = "N", value_parser = limits::states)]
    pub states: Option<u8>,
}

fn parse_topology(text: &str) -> Result<Topology, String> {
    text.trim().parse().map_err(|_| {
        format!(
            "must be plane, cylinder, torus, moebius, klein or projective, got {}",
            quote(text)
        )
    })
}

/// What --offsets may be, for its refusals.
const OFFSETS_ALLOWED: &str =
    "1..=1024 offsets \"dr,dc;dr,dc;...\", each coordinate within -256..=256";

/// What --pattern may be.
const PATTERNS_ALLOWED: &str =
    "plus, sigma, king, x, knight, line or merlin (plus, sigma or line on a hexagon)";

/// Which rule was asked for; a named pattern is resolved once the shape is known, because a
/// hexagon's `plus` is not a square's.
#[derive(Debug, Clone, PartialEq, Eq)]
enum RuleChoice {
    Named(PatternName),
    Line,
    Merlin,
    Offsets(Pattern),
    Sigma { plus: bool },
}

impl RuleChoice {
    /// The rule --pattern names: a pattern's word ([`PatternName`]), `line` or `merlin`.
    fn preset(text: &str) -> Result<Self, CliError> {
        match text.trim() {
            "line" => Ok(RuleChoice::Line),
            "merlin" => Ok(RuleChoice::Merlin),
            word => word
                .parse()
                .map(RuleChoice::Named)
                .map_err(|_| CliError::value("--pattern", PATTERNS_ALLOWED, text, None)),
        }
    }
}

/// A variant read and checked: the surface, the rule and N.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variant {
    topology: Topology,
    rule: RuleChoice,
    states: u8,
}

impl Variant {
    /// Reads the variant flags, with the `--rule` of a graph board when there is one.
    pub fn new(args: &VariantArgs, graph_rule: Option<&str>) -> Result<Self, CliError> {
        if args.pattern.is_some() && args.offsets.is_some() {
            return Err(CliError::new(
                "--pattern and --offsets cannot be used together; a rule is either a named --pattern or custom --offsets",
            ));
        }
        let rule = if let Some(text) = graph_rule {
            match text.trim() {
                "sigma" => RuleChoice::Sigma { plus: false },
                "sigma-plus" => RuleChoice::Sigma { plus: true },
                other => {
                    return Err(CliError::value(
                        "--rule",
                        "sigma or sigma-plus",
                        other,
                        None,
                    ))
                }
            }
        } else if let Some(text) = &args.offsets {
            RuleChoice::Offsets(parsed(
                Pattern::parse(text),
                "--offsets",
                OFFSETS_ALLOWED,
                text,
            )?)
        } else {
            RuleChoice::preset(args.pattern.as_deref().unwrap_or("plus"))?
        };
        Ok(Self {
            topology: args.topology.unwrap_or(Topology::Plane),
            rule,
            states: args.states.unwrap_or(MIN_STATES),
        })
    }

    pub fn topology(&self) -> Topology {
        self.topology
    }

    /// The puzzle on a rows x cols board with every cell; the engine checks the sides before
    /// anything is allocated.
    pub fn square(&self, rows: usize, cols: usize) -> Result<Puzzle, CliError> {
        self.puzzle(Shape::Square(SquareLattice::new(
            rows,
            cols,
            self.topology,
        )?))
    }

    /// The puzzle of this variant on a shape.
    pub fn puzzle(&self, shape: Shape) -> Result<Puzzle, CliError> {
        let rule = match &self.rule {
            RuleChoice::Line => Rule::Line,
            RuleChoice::Merlin => Rule::Merlin,
            &RuleChoice::Named(name) => Rule::Pattern(match shape {
                Shape::Hex(_) => Pattern::hex_named(name).ok_or_else(|| {
                    CliError::value(
                        "--pattern",
                        "plus, sigma or line on a hexagon",
                        name.word(),
                        None,
                    )
                })?,
                _ => Pattern::square_named(name),
            }),
            RuleChoice::Offsets(pattern) => Rule::Pattern(pattern.clone()),
            &RuleChoice::Sigma { plus } => Rule::Sigma { plus },
        };
        Ok(Puzzle::new(shape, rule, self.states)?)
    }
}
