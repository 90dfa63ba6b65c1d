//! The PUZZLE flags every command about one puzzle shares: one board (a square, a hexagon, a
//! graph file or a share code), then optionally a mask, a rule, a surface and N. Read once into
//! [`PuzzleArgs`] by clap, then checked for conflicts and built here, so every command refuses
//! the same mistakes with the same words.

use clap::Args;

use lights_lab_engine::{parse_mask, GraphBoard, HexLattice, Point, Puzzle, Shape, SharedPuzzle};

use super::graph_file::read_graph;
use super::limits;
use super::variant::{Variant, VariantArgs};
use crate::error::{parsed, CliError};

#[derive(Debug, Clone, Default, Args)]
pub struct PuzzleArgs {
    /// a square board's rows, 1..=10000
    #[arg(long, value_name = "R", value_parser = limits::side)]
    pub rows: Option<usize>,
    /// a square board's columns, 1..=10000
    #[arg(long, value_name = "C", value_parser = limits::side)]
    pub cols: Option<usize>,
    /// a hexagon with K cells a side, 1..=64
    #[arg(long, value_name = "K", value_parser = limits::hex_order)]
    pub hex: Option<usize>,
    /// a directed graph file: the vertex count on the first line, then one arc "u v" per line
    #[arg(long, value_name = "FILE")]
    pub graph: Option<String>,
    /// a graph's rule: sigma (a press on u changes the vertices u points to) or sigma-plus
    /// (and u itself)
    #[arg(long, value_name = "R")]
    pub rule: Option<String>,
    /// cells left out, rows split by '/': '#' a cell, '.' a hole ("##./###")
    #[arg(long, value_name = "M")]
    pub mask: Option<String>,
    #[command(flatten)]
    pub variant: VariantArgs,
    /// instead of all the above (and --goal, --board): a share code such as
    /// v1.s5x5.plane.plus.n2.off.seed42, or a link ending in #CODE
    #[arg(long, value_name = "CODE")]
    pub code: Option<String>,
}

/// A puzzle as the flags gave it: the puzzle, a graph file's drawing (when it has one other
/// than the circle every undrawn graph gets), and the whole share code when `--code` gave it.
pub struct GivenPuzzle {
    pub puzzle: Puzzle,
    pub drawing: Option<Vec<Point>>,
    pub shared: Option<SharedPuzzle>,
}

const ONE_BOARD: &str =
    "a board is --rows R --cols C, --hex K, --graph FILE --rule R, or --code CODE";
/// What --code may be, for its refusals.
const CODE_ALLOWED: &str =
    "a share code such as v1.s5x5.plane.plus.n2.off.seed42, or a link ending in #CODE";
/// What --mask may be, for its refusals.
const MASK_ALLOWED: &str =
    "one row of '#' (a cell) and '.' (a hole) per board row, split by '/', with a cell left";
const GRAPH_ONLY: &str = "a --graph board takes only --rule sigma|sigma-plus and --states";

impl PuzzleArgs {
    /// The flags given, by name, in the order the help lists them.
    fn given(&self) -> [(&'static str, bool); 10] {
        let variant = &self.variant;
        [
            ("rows", self.rows.is_some()),
            ("cols", self.cols.is_some()),
            ("hex", self.hex.is_some()),
            ("mask", self.mask.is_some()),
            ("topology", variant.topology.is_some()),
            ("pattern", variant.pattern.is_some()),
            ("offsets", variant.offsets.is_some()),
            ("graph", self.graph.is_some()),
            ("rule", self.rule.is_some()),
            ("states", variant.states.is_some()),
        ]
    }

    /// Checks the flags and builds the puzzle. `command` names the command in messages;
    /// `also_set_by_code` are the command's other flags a share code also sets (`--goal`,
    /// `--board`), each with whether it was given.
    pub fn read(
        &self,
        command: &str,
        also_set_by_code: &[(&'static str, bool)],
    ) -> Result<GivenPuzzle, CliError> {
        if let Some(code) = &self.code {
            let given = self
                .given()
                .into_iter()
                .chain(also_set_by_code.iter().copied());
            if let Some((other, _)) = given.into_iter().find(|&(_, given)| given) {
                return Err(CliError::new(format!(
                    "--code and --{other} cannot be used together; the code sets the puzzle, the goal and the start board"
                )));
            }
            // A whole link is taken too: the code is what follows its '#'.
            let code = code.trim();
            let code = code.rsplit_once('#').map_or(code, |(_, code)| code);
            let shared = parsed(SharedPuzzle::from_code(code), "--code", CODE_ALLOWED, code)?;
            return Ok(GivenPuzzle {
                puzzle: shared.puzzle.clone(),
                drawing: None,
                shared: Some(shared),
            });
        }
        self.check_one_board(command)?;
        let variant = Variant::new(&self.variant, self.rule.as_deref())?;
        let (puzzle, drawing) = match (&self.graph, self.hex, self.rows, self.cols) {
            (Some(path), ..) => {
                let board = read_graph(path)?;
                let circle = GraphBoard::on_circle(board.graph().clone());
                let drawing = (board.points() != circle.points()).then(|| board.points().to_vec());
                (
                    variant.puzzle(Shape::Graph(board.graph().clone()))?,
                    drawing,
                )
            }
            (None, Some(order), ..) => {
                let mut hex = HexLattice::new(order)?;
                if let Some(mask) = &self.mask {
                    let cells = parsed(
                        parse_mask(mask, &hex.row_lengths()),
                        "--mask",
                        MASK_ALLOWED,
                        mask,
                    )?;
                    hex = parsed(hex.with_mask(cells), "--mask", MASK_ALLOWED, mask)?;
                }
                (variant.puzzle(Shape::Hex(hex))?, None)
            }
            (None, None, Some(rows), Some(cols)) => {
                let puzzle = match &self.mask {
                    Some(mask) => {
                        let lattice =
                            lights_lab_engine::SquareLattice::new(rows, cols, variant.topology())?;
                        let cells = parsed(
                            parse_mask(mask, &vec![cols; rows]),
                            "--mask",
                            MASK_ALLOWED,
                            mask,
                        )?;
                        let lattice =
                            parsed(lattice.with_mask(cells), "--mask", MASK_ALLOWED, mask)?;
                        variant.puzzle(Shape::Square(lattice))?
                    }
                    None => variant.square(rows, cols)?,
                };
                (puzzle, None)
            }
            _ => unreachable!("check_one_board leaves exactly one board"),
        };
        Ok(GivenPuzzle {
            puzzle,
            drawing,
            shared: None,
        })
    }

    /// Exactly one board, and only the flags that suit it.
    fn check_one_board(&self, command: &str) -> Result<(), CliError> {
        let exclusive = |a: (&str, bool), b: (&str, bool), why: &str| {
            if a.1 && b.1 {
                return Err(CliError::new(format!(
                    "--{} and --{} cannot be used together; {why}",
                    a.0, b.0
                )));
            }
            Ok(())
        };
        let [rows, cols, hex, mask, topology, pattern, offsets, graph, rule, _] = self.given();
        for (a, b) in [
            (hex, rows),
            (hex, cols),
            (graph, rows),
            (graph, cols),
            (graph, hex),
        ] {
            exclusive(a, b, ONE_BOARD)?;
        }
        for other in [mask, topology, pattern, offsets] {
            exclusive(graph, other, GRAPH_ONLY)?;
        }
        exclusive(
            hex,
            topology,
            "surfaces other than the plane are for square boards",
        )?;
        if graph.1 && !rule.1 {
            return Err(CliError::new(
                "--graph needs --rule: sigma (a press changes the vertices it points to) or sigma-plus (and itself)",
            ));
        }
        if rule.1 && !graph.1 {
            return Err(CliError::new(
                "--rule is for --graph boards; on a lattice use --pattern or --offsets",
            ));
        }
        match (rows.1, cols.1) {
            (true, false) => Err(CliError::new(
                "--rows needs --cols too: a square board is --rows R --cols C",
            )),
            (false, true) => Err(CliError::new(
                "--cols needs --rows too: a square board is --rows R --cols C",
            )),
            (false, false) if !hex.1 && !graph.1 => Err(CliError::new(format!(
                "{command} needs a board; {ONE_BOARD}"
            ))),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(rows: usize, cols: usize) -> PuzzleArgs {
        PuzzleArgs {
            rows: Some(rows),
            cols: Some(cols),
            ..PuzzleArgs::default()
        }
    }

    fn refusal(args: &PuzzleArgs) -> String {
        match args.read("analyze", &[]) {
            Ok(_) => panic!("{args:?} should be refused"),
            Err(error) => error.to_string(),
        }
    }

    #[test]
    fn conflicting_and_incomplete_boards_are_refused() {
        let mut hex_and_rows = square(3, 3);
        hex_and_rows.hex = Some(3);
        assert!(refusal(&hex_and_rows).contains("--hex and --rows cannot be used together"));
        let mut both_rules = square(3, 3);
        both_rules.variant.pattern = Some("x".into());
        both_rules.variant.offsets = Some("0,0".into());
        assert!(refusal(&both_rules).contains("--pattern and --offsets cannot be used together"));
        let graph = PuzzleArgs {
            graph: Some("g.txt".into()),
            ..PuzzleArgs::default()
        };
        assert!(refusal(&graph).contains("--graph needs --rule"));
        let mut rule_on_square = square(3, 3);
        rule_on_square.rule = Some("sigma".into());
        assert!(refusal(&rule_on_square).contains("--rule is for --graph"));
        let rows_only = PuzzleArgs {
            rows: Some(3),
            ..PuzzleArgs::default()
        };
        assert!(refusal(&rows_only).contains("--rows needs --cols"));
        assert!(refusal(&PuzzleArgs::default()).contains("analyze needs a board"));
        let mut code_and_rows = square(3, 3);
        code_and_rows.code = Some("v1.s5x5.plane.plus.n2.off.seed42".into());
        assert!(refusal(&code_and_rows).contains("--code and --rows cannot be used together"));
    }

    #[test]
    fn hexagon_presets_and_masks_use_the_hexagon_rows() {
        let mut args = PuzzleArgs {
            hex: Some(2),
            mask: Some("##/#.#/##".into()),
            ..PuzzleArgs::default()
        };
        args.variant.pattern = Some("sigma".into());
        let puzzle = args.read("analyze", &[]).unwrap().puzzle;
        assert_eq!(puzzle.cells(), 6);
        assert_eq!(
            puzzle.rule(),
            &lights_lab_engine::Rule::Pattern(
                lights_lab_engine::Pattern::hex_preset("sigma").unwrap()
            )
        );
    }
}
