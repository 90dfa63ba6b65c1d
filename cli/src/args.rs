//! Hand-rolled flag parsing: `--name value` (or `--name=value`), each flag at most once, only
//! the flags the command lists. The puzzle flags become a [`PuzzleSpec`], checked for form and
//! conflicts here so that every command refuses the same mistakes with the same words.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::Read;
use std::str::FromStr;

use lights_lab_engine::{
    parse_mask, GraphBoard, HexLattice, Pattern, Point, Puzzle, Rule, Shape, SquareLattice,
    Topology, MAX_STATES, MIN_STATES,
};

use super::share::{self, CODE};
use super::CliError;

/// A flag a command accepts, and what its value must be (quoted in error messages).
#[derive(Debug, Clone, Copy)]
pub struct Flag {
    pub name: &'static str,
    pub value: &'static str,
}

/// The `value` of a flag that takes none: `--minimal` alone says it all.
const SWITCH: &str = "nothing: it is a switch";

impl Flag {
    /// A flag without a value, given or not.
    pub const fn switch(name: &'static str) -> Self {
        Self {
            name,
            value: SWITCH,
        }
    }

    fn is_switch(&self) -> bool {
        self.value == SWITCH
    }
}

pub const ROWS: Flag = Flag {
    name: "rows",
    value: "a number of rows, 1..=256",
};
pub const COLS: Flag = Flag {
    name: "cols",
    value: "a number of columns, 1..=256",
};
pub const HEX: Flag = Flag {
    name: "hex",
    value: "a hexagon order (cells a side), 1..=64",
};
pub const MASK: Flag = Flag {
    name: "mask",
    value: "rows of '#' (a cell) and '.' (a hole) split by '/'",
};
pub const TOPOLOGY: Flag = Flag {
    name: "topology",
    value: "plane, cylinder, torus, moebius, klein or projective",
};
pub const PATTERN: Flag = Flag {
    name: "pattern",
    value: "plus, sigma, king, x, knight, line or merlin",
};
pub const OFFSETS: Flag = Flag {
    name: "offsets",
    value: "offsets \"dr,dc;dr,dc;...\"",
};
pub const GRAPH: Flag = Flag {
    name: "graph",
    value: "the path of a graph file",
};
pub const RULE: Flag = Flag {
    name: "rule",
    value: "sigma or sigma-plus",
};
pub const STATES: Flag = Flag {
    name: "states",
    value: "a number of states, 2..=16",
};
pub const BOARD: Flag = Flag {
    name: "board",
    value: "a board, one digit per cell (0-9, then a-f)",
};
pub const GOAL: Flag = Flag {
    name: "goal",
    value: "off, on, or a board",
};

/// The flags that describe a puzzle, shared by analyze, solve and random.
pub const PUZZLE_FLAGS: [Flag; 11] = [
    ROWS, COLS, HEX, MASK, TOPOLOGY, PATTERN, OFFSETS, GRAPH, RULE, STATES, CODE,
];

/// Largest graph file read, so that a huge or endless file (say /dev/zero) is refused rather
/// than read into memory; 2,000,000 arcs of two five-digit vertices fit with room for comments.
const MAX_GRAPH_FILE_BYTES: u64 = 64 << 20;

/// The flags given to one command, each checked to be one the command accepts.
#[derive(Debug)]
pub struct Flags {
    command: &'static str,
    values: BTreeMap<&'static str, String>,
}

impl Flags {
    /// Reads `--name value` and `--name=value` pairs, and switches (`--name` alone). Refuses
    /// positional arguments, unknown or repeated flags, a value given to a switch, and a flag
    /// whose value is missing (a following `--flag` is not taken as a value, which catches
    /// `--board --goal on`).
    pub fn parse(
        command: &'static str,
        args: &[String],
        allowed: &[Flag],
    ) -> Result<Self, CliError> {
        let mut values = BTreeMap::new();
        let mut rest = args.iter();
        while let Some(arg) = rest.next() {
            let Some(body) = arg.strip_prefix("--") else {
                return Err(CliError::new(format!(
                    "unexpected argument {arg:?} for {command}; flags start with -- (see lights-lab --help)"
                )));
            };
            let (name, inline) = match body.split_once('=') {
                Some((name, value)) => (name, Some(value.to_string())),
                None => (body, None),
            };
            let Some(flag) = allowed.iter().find(|flag| flag.name == name) else {
                let names: Vec<String> = allowed.iter().map(|f| format!("--{}", f.name)).collect();
                return Err(CliError::new(format!(
                    "unknown flag --{name} for {command}; allowed: {}",
                    names.join(", ")
                )));
            };
            let value = match inline {
                Some(_) if flag.is_switch() => {
                    return Err(CliError::new(format!(
                        "--{name} takes no value; it is a switch (give --{name} alone)"
                    )))
                }
                None if flag.is_switch() => String::new(),
                Some(value) => value,
                None => rest
                    .next()
                    .filter(|value| !value.starts_with("--"))
                    .cloned()
                    .ok_or_else(|| {
                        CliError::new(format!("--{name} needs a value: {}", flag.value))
                    })?,
            };
            if values.insert(flag.name, value).is_some() {
                return Err(CliError::new(format!(
                    "--{name} is given twice; give each flag once"
                )));
            }
        }
        Ok(Self { command, values })
    }

    /// The value of a flag, if given.
    pub fn get(&self, flag: Flag) -> Option<&str> {
        self.values.get(flag.name).map(String::as_str)
    }

    /// Whether a switch was given.
    pub fn switch(&self, flag: Flag) -> bool {
        self.values.contains_key(flag.name)
    }

    /// The value of a flag the command cannot do without.
    pub fn required(&self, flag: Flag) -> Result<&str, CliError> {
        self.get(flag).ok_or_else(|| {
            CliError::new(format!(
                "{} needs --{}: {}",
                self.command, flag.name, flag.value
            ))
        })
    }

    /// The value of a flag read as a number; ranges are checked by the caller or the engine.
    pub fn number<T: FromStr>(&self, flag: Flag) -> Result<Option<T>, CliError> {
        self.get(flag)
            .map(|text| {
                text.trim().parse().map_err(|_| {
                    CliError::new(format!(
                        "--{} must be {}, got {text:?}",
                        flag.name, flag.value
                    ))
                })
            })
            .transpose()
    }

    /// Refuses two flags that say different things about the same choice.
    fn exclusive(&self, a: Flag, b: Flag, why: &str) -> Result<(), CliError> {
        if self.get(a).is_some() && self.get(b).is_some() {
            return Err(CliError::new(format!(
                "--{} and --{} cannot be used together; {why}",
                a.name, b.name
            )));
        }
        Ok(())
    }
}

/// Which rule the flags ask for; presets are resolved once the shape is known, because a
/// hexagon's `plus` is not a square's.
#[derive(Debug, PartialEq, Eq)]
enum RuleSpec {
    Preset(String),
    Offsets(Pattern),
    Sigma { plus: bool },
}

/// Everything about a puzzle but its cells: surface, rule and number of states. `table` holds
/// this fixed while it varies the size.
#[derive(Debug, PartialEq, Eq)]
pub struct Variant {
    topology: Topology,
    rule: RuleSpec,
    states: u8,
}

impl Variant {
    /// Reads --topology, --pattern or --offsets (or --rule) and --states.
    pub fn from_flags(flags: &Flags) -> Result<Self, CliError> {
        flags.exclusive(
            PATTERN,
            OFFSETS,
            "a rule is either a named --pattern or custom --offsets",
        )?;
        let topology = match flags.get(TOPOLOGY) {
            Some(text) => text.trim().parse()?,
            None => Topology::Plane,
        };
        let rule = if let Some(text) = flags.get(RULE) {
            match text.trim() {
                "sigma" => RuleSpec::Sigma { plus: false },
                "sigma-plus" => RuleSpec::Sigma { plus: true },
                other => {
                    return Err(CliError::new(format!(
                        "unknown rule {other:?} for a graph; allowed: sigma, sigma-plus"
                    )))
                }
            }
        } else if let Some(text) = flags.get(OFFSETS) {
            RuleSpec::Offsets(Pattern::parse(text)?)
        } else {
            RuleSpec::Preset(flags.get(PATTERN).unwrap_or("plus").trim().to_string())
        };
        let states = flags
            .number::<usize>(STATES)?
            .unwrap_or(MIN_STATES as usize);
        let range = MIN_STATES as usize..=MAX_STATES as usize;
        if !range.contains(&states) {
            return Err(CliError::new(format!(
                "states must be {MIN_STATES}..={MAX_STATES}, got {states}"
            )));
        }
        Ok(Self {
            topology,
            rule,
            states: states as u8,
        })
    }

    /// The puzzle on a rows x cols board, with the cells the mask keeps (all when `None`).
    /// The engine checks the sides before anything is allocated.
    pub fn square(&self, rows: usize, cols: usize, mask: Option<&str>) -> Result<Puzzle, CliError> {
        let mut lattice = SquareLattice::new(rows, cols, self.topology)?;
        if let Some(mask) = mask {
            lattice = lattice.with_mask(parse_mask(mask, &vec![cols; rows])?)?;
        }
        self.puzzle(Shape::Square(lattice))
    }

    fn puzzle(&self, shape: Shape) -> Result<Puzzle, CliError> {
        let rule = match &self.rule {
            RuleSpec::Preset(name) if name == "line" => Rule::Line,
            RuleSpec::Preset(name) if name == "merlin" => Rule::Merlin,
            RuleSpec::Preset(name) => Rule::Pattern(match shape {
                Shape::Hex(_) => Pattern::hex_preset(name)?,
                _ => Pattern::square_preset(name)?,
            }),
            RuleSpec::Offsets(pattern) => Rule::Pattern(pattern.clone()),
            &RuleSpec::Sigma { plus } => Rule::Sigma { plus },
        };
        Ok(Puzzle::new(shape, rule, self.states)?)
    }
}

/// Which cells the puzzle has, as the flags gave them.
#[derive(Debug, PartialEq, Eq)]
enum ShapeSpec {
    Square {
        rows: usize,
        cols: usize,
        mask: Option<String>,
    },
    Hex {
        order: usize,
        mask: Option<String>,
    },
    Graph {
        path: String,
    },
    /// The whole puzzle of a --code; the variant flags are refused beside it.
    Code(Puzzle),
}

/// The puzzle flags, read and checked for conflicts; [`PuzzleSpec::build`] makes the puzzle.
#[derive(Debug, PartialEq, Eq)]
pub struct PuzzleSpec {
    shape: ShapeSpec,
    variant: Variant,
}

const ONE_BOARD: &str =
    "a board is --rows R --cols C, --hex K, --graph FILE --rule R, or --code CODE";
const GRAPH_ONLY: &str = "a --graph board takes only --rule sigma|sigma-plus and --states";

impl PuzzleSpec {
    /// Reads the puzzle flags: exactly one board (square, hexagon or graph), a rule that suits
    /// it, and the number of states.
    pub fn from_flags(flags: &Flags) -> Result<Self, CliError> {
        if let Some(shared) = share::shared(flags)? {
            return Ok(Self {
                shape: ShapeSpec::Code(shared.puzzle),
                variant: Variant::from_flags(flags)?,
            });
        }
        for (a, b) in [
            (HEX, ROWS),
            (HEX, COLS),
            (GRAPH, ROWS),
            (GRAPH, COLS),
            (GRAPH, HEX),
        ] {
            flags.exclusive(a, b, ONE_BOARD)?;
        }
        for other in [MASK, TOPOLOGY, PATTERN, OFFSETS] {
            flags.exclusive(GRAPH, other, GRAPH_ONLY)?;
        }
        flags.exclusive(
            HEX,
            TOPOLOGY,
            "surfaces other than the plane are for square boards",
        )?;
        let mask = flags.get(MASK).map(str::to_string);
        let shape = if let Some(path) = flags.get(GRAPH) {
            if flags.get(RULE).is_none() {
                return Err(CliError::new(
                    "--graph needs --rule: sigma (a press changes the vertices it points to) or sigma-plus (and itself)",
                ));
            }
            ShapeSpec::Graph {
                path: path.to_string(),
            }
        } else if let Some(order) = flags.number(HEX)? {
            ShapeSpec::Hex { order, mask }
        } else {
            match (flags.number(ROWS)?, flags.number(COLS)?) {
                (Some(rows), Some(cols)) => ShapeSpec::Square { rows, cols, mask },
                (Some(_), None) => {
                    return Err(CliError::new(
                        "--rows needs --cols too: a square board is --rows R --cols C",
                    ))
                }
                (None, Some(_)) => {
                    return Err(CliError::new(
                        "--cols needs --rows too: a square board is --rows R --cols C",
                    ))
                }
                (None, None) => {
                    return Err(CliError::new(format!(
                        "{} needs a board; {ONE_BOARD}",
                        flags.command
                    )))
                }
            }
        };
        if flags.get(RULE).is_some() && !matches!(shape, ShapeSpec::Graph { .. }) {
            return Err(CliError::new(
                "--rule is for --graph boards; on a lattice use --pattern or --offsets",
            ));
        }
        Ok(Self {
            shape,
            variant: Variant::from_flags(flags)?,
        })
    }

    /// Builds the puzzle: the engine checks sizes before allocating, and a graph file is read
    /// only up to a size limit.
    pub fn build(&self) -> Result<Puzzle, CliError> {
        self.build_drawn().map(|(puzzle, _)| puzzle)
    }

    /// Builds the puzzle, with the graph file's drawing (`# at v x y` lines) when it has one
    /// other than the circle every undrawn graph gets.
    pub fn build_drawn(&self) -> Result<(Puzzle, Option<Vec<Point>>), CliError> {
        match &self.shape {
            ShapeSpec::Square { rows, cols, mask } => {
                Ok((self.variant.square(*rows, *cols, mask.as_deref())?, None))
            }
            ShapeSpec::Hex { order, mask } => {
                let mut hex = HexLattice::new(*order)?;
                if let Some(mask) = mask {
                    let mask = parse_mask(mask, &hex.row_lengths())?;
                    hex = hex.with_mask(mask)?;
                }
                Ok((self.variant.puzzle(Shape::Hex(hex))?, None))
            }
            ShapeSpec::Graph { path } => {
                let board = read_graph(path)?;
                let circle = GraphBoard::on_circle(board.graph().clone());
                let drawing = (board.points() != circle.points()).then(|| board.points().to_vec());
                let puzzle = self.variant.puzzle(Shape::Graph(board.graph().clone()))?;
                Ok((puzzle, drawing))
            }
            ShapeSpec::Code(puzzle) => Ok((puzzle.clone(), None)),
        }
    }
}

/// Reads and parses a graph file with its drawing, naming the path in every error.
pub fn read_graph(path: &str) -> Result<GraphBoard, CliError> {
    let cannot = |why: String| CliError::new(format!("cannot read graph file {path:?}: {why}"));
    let mut text = String::new();
    File::open(path)
        .and_then(|file| {
            file.take(MAX_GRAPH_FILE_BYTES + 1)
                .read_to_string(&mut text)
        })
        .map_err(|e| cannot(e.to_string()))?;
    if text.len() as u64 > MAX_GRAPH_FILE_BYTES {
        return Err(cannot(format!(
            "it is larger than {MAX_GRAPH_FILE_BYTES} bytes, the most this reads"
        )));
    }
    GraphBoard::parse(&text).map_err(|e| cannot(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags(args: &[&str]) -> Result<Flags, CliError> {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        Flags::parse("analyze", &args, &PUZZLE_FLAGS)
    }

    fn spec(args: &[&str]) -> Result<PuzzleSpec, CliError> {
        PuzzleSpec::from_flags(&flags(args)?)
    }

    #[test]
    fn both_flag_forms_read_the_same_and_negative_offsets_are_values() {
        let spaced = spec(&["--rows", "3", "--cols", "4", "--offsets", "-1,0;0,0"]).unwrap();
        let joined = spec(&["--rows=3", "--cols=4", "--offsets=-1,0;0,0"]).unwrap();
        assert_eq!(spaced, joined);
    }

    #[test]
    fn a_following_flag_is_not_taken_as_a_value() {
        let error = flags(&["--rows", "--cols", "3"]).unwrap_err();
        assert!(
            error.to_string().contains("--rows needs a value"),
            "{error}"
        );
    }

    #[test]
    fn a_switch_takes_no_value_and_the_next_flag_is_read_as_usual() {
        let minimal = Flag::switch("minimal");
        let allowed = [ROWS, COLS, minimal];
        let args: Vec<String> = ["--minimal", "--rows", "3"].map(String::from).to_vec();
        let flags = Flags::parse("solve", &args, &allowed).unwrap();
        assert!(flags.switch(minimal));
        assert_eq!(flags.get(ROWS), Some("3"));
        assert!(!Flags::parse("solve", &args[1..], &allowed)
            .unwrap()
            .switch(minimal));
        let error = Flags::parse("solve", &["--minimal=yes".to_string()], &allowed).unwrap_err();
        assert!(
            error.to_string().contains("--minimal takes no value"),
            "{error}"
        );
    }

    #[test]
    fn conflicting_and_incomplete_boards_are_refused() {
        let cases: [(&[&str], &str); 6] = [
            (&["--hex", "3", "--rows", "3"], "cannot be used together"),
            (
                &["--pattern", "x", "--offsets", "0,0", "--hex", "2"],
                "cannot be used together",
            ),
            (&["--graph", "g.txt"], "--graph needs --rule"),
            (
                &["--rows", "3", "--cols", "3", "--rule", "sigma"],
                "--rule is for --graph",
            ),
            (&["--rows", "3"], "--rows needs --cols"),
            (&["--states", "3"], "analyze needs a board"),
        ];
        for (args, expected) in cases {
            let error = spec(args).unwrap_err();
            assert!(error.to_string().contains(expected), "{args:?}: {error}");
        }
    }

    #[test]
    fn hexagon_presets_and_masks_use_the_hexagon_rows() {
        let puzzle = spec(&["--hex", "2", "--mask", "##/#.#/##", "--pattern", "sigma"])
            .unwrap()
            .build()
            .unwrap();
        assert_eq!(puzzle.cells(), 6);
        assert_eq!(
            puzzle.rule(),
            &Rule::Pattern(Pattern::hex_preset("sigma").unwrap())
        );
    }
}
