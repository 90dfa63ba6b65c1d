//! The native command line: `analyze`, `solve`, `solutions`, `random`, `code`, `table`, `ello`
//! and `graph`, reading flags and writing JSON (random: boards, one per line; graph: a graph
//! file). Everything but printing lives here, so that the binary in `src/main.rs`
//! stays a thin shell and the parsing is tested as a library.

mod args;
mod commands;
mod ello;
mod fewest;
mod graph;
mod seed;
mod share;
mod table;

use std::ffi::OsString;
use std::fmt;

use lights_lab_engine::EngineError;

use args::{Flag, Flags, BOARD, GOAL, PUZZLE_FLAGS};

/// What `--help` prints; also what a bare `lights-lab` prints on stderr.
pub const USAGE: &str = r###"lights-lab: Lights Out and its whole family, solved exactly.
JSON on stdout (random: boards, one per line); an error is one line on stderr, exit code 2.

Usage:
  lights-lab analyze PUZZLE
  lights-lab solve PUZZLE --board B [--goal off|on|B] [--minimal [--time-limit T]]
  lights-lab solutions PUZZLE --board B [--goal off|on|B] [--limit L] [--offset O] [--sorted]
  lights-lab random PUZZLE [--goal off|on|B] [--seed S] [--count K]
                   [--difficulty easy|medium|hard|hardest [--time-limit T]]
  lights-lab code PUZZLE [--goal off|on|B] [--board B | --seed S]
  lights-lab table --rows A..B --cols A..B [--topology T] [--pattern P | --offsets O] [--states N]
  lights-lab ello --graph FILE --colors C|random [--seed S] [--max-steps K]
  lights-lab graph PRESET [SIZES] [--seed S]
  lights-lab help | --help

Commands:
  analyze  cells, states, rank and nullity (prime N, else null), unknowns left after light
           chasing, kernel size, solvable boards and fraction, quiet patterns and their orders
  solve    presses that take the board to the goal, or the board's class when none do;
           --minimal: the fewest presses, "minimal": true once proven, else false with a
           "lower_bound"; on a board that cannot reach the goal, "repair": the fewest lights
           to change (their cells and the board they make)
  solutions  how many solutions the board has ("count") and L of them (1..=100000, default
           100) from number O on (default 0), each with its press count; --sorted: fewest
           presses first (boards with at most 1048576 solutions)
  random   K boards (1..=10000, default 1) that can reach the goal, drawn uniformly;
           --seed S (0..=18446744073709551615) makes them repeatable; --difficulty: only
           boards whose fewest-press count is in that band of the setup's largest count L
           (easy, medium, hard: 1..L-1 in thirds; hardest: L), L searched for about a second
           and the largest found when that does not settle it
  code     the puzzle's share code, one line (a link is the app's address, '#', the code);
           without --board or --seed it starts from a seed drawn at random
  table    the nullity (prime N) or kernel size (composite N) of every rows x cols board in
           the ranges (a..b or a single number, within 1..=256; at most 1024 boards)
  ello     the elimination game on an undirected graph (the graph file's lines read as edges
           "u v"), colours one letter per vertex, g green or r red: winnable (null if not
           known), a winning order of vertices, parity_ok (Theorem 1.5), the family and the
           reason; random draws a winnable colouring. The search stops after K steps
           (default 200000000)
  graph    a preset in the graph file format, drawing as "# at v x y" comments: cube [SIDE],
           merlin, icosahedron, dodecahedron, petersen, path N, cycle N, wheel N, fan N,
           complete N, bipartite M N, hypercube D, grid R C, hex K, tree N, mop N

PUZZLE: one board, then optionally a rule, a surface and a number of states.
  --rows R --cols C     a square board, 1..=256 a side
  --hex K               a hexagon with K cells a side, 1..=64
  --graph FILE --rule sigma|sigma-plus
                        a directed graph: the vertex count on the first line, then one arc
                        "u v" per line (0-based); a press on u changes v (and u, sigma-plus)
  --mask M              cells left out, rows split by '/': '#' a cell, '.' a hole ("##./###")
  --topology T          plane (default), cylinder, torus, moebius, klein, projective (square)
  --pattern P           plus (default), sigma, king, x, knight, line, merlin
                        (on a hexagon: plus, sigma, line)
  --offsets O           a custom pattern "dr,dc;dr,dc;..." ("dq,dr;..." axial on a hexagon)
  --states N            states of a cell, 2..=16 (default 2)
  --code CODE           instead of all the above (and --goal, --board): a share code such as
                        v1.s5x5.plane.plus.n2.off.seed42, with its puzzle, goal and start
                        board (a seed's random solvable board); see docs/share-code.md

--time-limit T: a search stops after T seconds (1..=3600, default 60) with the best found.

A board (and a press vector) is one character per cell in cell order, row by row with holes
skipped: 0-9, then a-f. The goal is off (every cell 0, the default), on (every cell N-1) or a
board."###;

/// Why a command was refused. Its text is what stderr gets: one line naming what was wrong
/// and what is allowed, or the usage when no command was given at all.
#[derive(Debug)]
pub struct CliError {
    message: String,
}

impl CliError {
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CliError {}

/// The engine's messages already say what was wrong and what is allowed: pass them through.
impl From<EngineError> for CliError {
    fn from(error: EngineError) -> Self {
        Self::new(error.message())
    }
}

/// Runs one command line (the arguments after the program name) and returns what to print on
/// stdout, without the final newline.
pub fn run(args: impl IntoIterator<Item = OsString>) -> Result<String, CliError> {
    let args = args
        .into_iter()
        .enumerate()
        .map(|(index, arg)| {
            arg.into_string().map_err(|arg| {
                CliError::new(format!(
                    "argument {} ({arg:?}) is not valid UTF-8; every argument must be text",
                    index + 1
                ))
            })
        })
        .collect::<Result<Vec<String>, _>>()?;
    let Some((command, rest)) = args.split_first() else {
        return Err(CliError::new(USAGE));
    };
    if matches!(command.as_str(), "help" | "--help" | "-h") || rest.iter().any(|a| a == "--help") {
        return Ok(USAGE.to_string());
    }
    // The one command with positional words: the preset's name and sizes.
    if command == "graph" {
        return graph::run(rest);
    }
    let Some(command) = COMMANDS.iter().find(|c| c.name == command) else {
        let names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        return Err(CliError::new(format!(
            "unknown command {command:?}; allowed: {}, graph, help",
            names.join(", ")
        )));
    };
    let allowed = [command.puzzle_flags, command.flags].concat();
    (command.run)(&Flags::parse(command.name, rest, &allowed)?)
}

/// A subcommand: the flags it takes and what it prints.
struct Command {
    name: &'static str,
    /// [`PUZZLE_FLAGS`] for the commands about one puzzle, none for `table` and `ello`.
    puzzle_flags: &'static [Flag],
    /// The command's own flags.
    flags: &'static [Flag],
    run: fn(&Flags) -> Result<String, CliError>,
}

/// Every subcommand; a new one is one more entry.
const COMMANDS: &[Command] = &[
    Command {
        name: "analyze",
        puzzle_flags: &PUZZLE_FLAGS,
        flags: &[],
        run: |flags| Ok(commands::analyze(flags)?.to_string()),
    },
    Command {
        name: "solve",
        puzzle_flags: &PUZZLE_FLAGS,
        flags: &[BOARD, GOAL, fewest::MINIMAL, fewest::TIME_LIMIT],
        run: |flags| Ok(commands::solve(flags)?.to_string()),
    },
    Command {
        name: "solutions",
        puzzle_flags: &PUZZLE_FLAGS,
        flags: &[BOARD, GOAL, fewest::LIMIT, fewest::OFFSET, fewest::SORTED],
        run: |flags| Ok(fewest::solutions(flags)?.to_string()),
    },
    Command {
        name: "random",
        puzzle_flags: &PUZZLE_FLAGS,
        flags: &[
            GOAL,
            commands::SEED,
            commands::COUNT,
            fewest::DIFFICULTY,
            fewest::TIME_LIMIT,
        ],
        run: commands::random,
    },
    Command {
        name: "code",
        puzzle_flags: &PUZZLE_FLAGS,
        flags: &[GOAL, BOARD, commands::SEED],
        run: share::code,
    },
    Command {
        name: "ello",
        puzzle_flags: &[],
        flags: &[args::GRAPH, ello::COLORS, commands::SEED, ello::MAX_STEPS],
        run: |flags| Ok(ello::ello(flags)?.to_string()),
    },
    Command {
        name: "table",
        puzzle_flags: &[],
        flags: &table::FLAGS,
        run: |flags| Ok(table::table(flags)?.to_string()),
    },
];
