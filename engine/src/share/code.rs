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

use rand::rngs::StdRng;
use rand::SeedableRng;

use crate::error::{CodeFault, CodePart, EngineError};
use crate::model::board::{Board, Goal};
use crate::model::graph_board::{GraphBoard, Point};
use crate::model::puzzle::{Puzzle, MAX_STATES, MIN_STATES};
use crate::model::shape::Shape;
use crate::solve::reduced::Reduced;

use super::fields::{
    check_characters, fail, fail_with, number, show, size, Fields, DRAWING, MASK, VERSION,
};
use super::packing::{check_fits, pack_arcs, pack_bits, pack_board, pack_drawing, unpack_board};
use super::setup::{read_rule, read_shape, rule_name};
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
            return Err(EngineError::unsupported(
                "only a graph's puzzle has a drawing",
            ));
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
    ///
    /// ```
    /// use lights_lab_engine::SharedPuzzle;
    /// // 5 x 5 Lights Out, lights off to win, the start board drawn from seed 42.
    /// let shared = SharedPuzzle::from_code("v1.s5x5.plane.plus.n2.off.seed42")?;
    /// assert_eq!(shared.puzzle.cells(), 25);
    /// assert_eq!(shared.to_code(), "v1.s5x5.plane.plus.n2.off.seed42");
    /// assert!(SharedPuzzle::from_code("v1.s0x5.plane.plus.n2.off.seed42").is_err());
    /// # Ok::<(), lights_lab_engine::EngineError>(())
    /// ```
    pub fn from_code(code: &str) -> Result<Self, EngineError> {
        check_characters(code)?;
        let mut fields = Fields {
            rest: code.split('.').peekable(),
            number: 0,
        };
        let version = fields.next(CodePart::Version)?;
        if version != VERSION {
            let numbered = version.len() > 1
                && version.starts_with('v')
                && version[1..].bytes().all(|b| b.is_ascii_digit());
            return Err(if numbered {
                fail_with(
                    CodeFault::OtherVersion,
                    format!("version {version} is not one this build reads; it reads {VERSION}"),
                )
            } else {
                fail_with(
                    CodeFault::NotACode,
                    format!("must start with {VERSION}., got {}", show(version)),
                )
            });
        }
        let (shape, drawing) = read_shape(&mut fields)?;
        let rule = read_rule(&mut fields, &shape)?;
        let states_field = fields.next(CodePart::States)?;
        let states = match states_field.strip_prefix('n') {
            Some(digits) => size(digits, "states", MIN_STATES as usize, MAX_STATES as usize)?,
            None => return Err(fields.unknown(CodePart::States, states_field)),
        } as u8;
        let puzzle = Puzzle::new(shape, rule, states).map_err(|e| fail(e.message()))?;
        let goal_field = fields.next(CodePart::Goal)?;
        let goal = match goal_field {
            "off" => Goal::Off,
            "on" => Goal::On,
            other => match other.strip_prefix('t') {
                Some(data) => Goal::Board(unpack_board(data, &puzzle, "goal board")?),
                None => return Err(fields.unknown(CodePart::Goal, other)),
            },
        };
        let start_field = fields.next(CodePart::Start)?;
        let start = if let Some(digits) = start_field.strip_prefix("seed") {
            Start::Seed(number(digits, u64::MAX).map_err(|why| {
                fail_with(
                    CodeFault::Seed,
                    format!(
                        "the seed must be a number 0..={}{why}, got {}",
                        u64::MAX,
                        show(digits)
                    ),
                )
            })?)
        } else if let Some(data) = start_field.strip_prefix('b') {
            Start::Board(unpack_board(data, &puzzle, "start board")?)
        } else {
            return Err(fields.unknown(CodePart::Start, start_field));
        };
        if let Some(extra) = fields.rest.next() {
            return Err(fail_with(
                CodeFault::TooLong,
                format!(
                    "ends after the start (field {}); got more: {}",
                    fields.number,
                    show(extra)
                ),
            ));
        }
        Ok(Self {
            puzzle,
            goal,
            start,
            drawing,
        })
    }
}
