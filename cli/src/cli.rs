//! The whole command line as one clap type: [`Cli`] with a [`Command`] per subcommand. The
//! help text is generated from these types and the argument types they hold; the usage lines
//! are written here once each, for the command's help and for the overview.

use clap::{CommandFactory, Parser, Subcommand};

use crate::commands::analyze::AnalyzeArgs;
use crate::commands::code::CodeArgs;
use crate::commands::ello::ElloArgs;
use crate::commands::graph::GraphArgs;
use crate::commands::merge::MergeArgs;
use crate::commands::random::RandomArgs;
use crate::commands::solutions::SolutionsArgs;
use crate::commands::solve::SolveArgs;
use crate::commands::table::TableArgs;
use crate::commands::verify::VerifyArgs;
use crate::commands::worksheet::WorksheetArgs;

const ABOUT: &str = "lights-lab: Lights Out and its whole family, solved exactly.
JSON on stdout (random: boards, one per line; worksheet: SVG); an error is one line on stderr, exit code 2.
Work that can run long stops at --time-limit T seconds (default 60) and says what it did not
finish; on a terminal, a progress line on stderr shows how far it has got.";

const ANALYZE: &str = "lights-lab analyze PUZZLE [--all-quiet-patterns] [--time-limit T]";
const SOLVE: &str =
    "lights-lab solve PUZZLE --board B [--goal off|on|B] [--minimal [--checkpoint FILE
                  [--shard I/M]] [--certificate FILE]] [--time-limit T]";
const SOLUTIONS: &str =
    "lights-lab solutions PUZZLE --board B [--goal off|on|B] [--limit L] [--offset O] [--sorted]
                  [--time-limit T]";
const RANDOM: &str = "lights-lab random PUZZLE [--goal off|on|B] [--seed S] [--count K]
                  [--difficulty easy|medium|hard|hardest] [--time-limit T]";
const CODE: &str = "lights-lab code PUZZLE [--goal off|on|B] [--board B | --seed S]";
const TABLE: &str = "lights-lab table --rows A..B --cols A..B [--topology T] [--pattern P | --offsets O] [--states N]
                  [--time-limit T]";
const ELLO: &str =
    "lights-lab ello --graph FILE --colors C|random [--seed S] [--max-steps K] [--time-limit T]";
const GRAPH: &str = "lights-lab graph PRESET [SIZES] [--seed S]";
const MERGE: &str = "lights-lab merge FILE... [--certificate FILE] [--time-limit T]";
const VERIFY: &str = "lights-lab verify FILE [--time-limit T]";
const WORKSHEET: &str = "lights-lab worksheet PUZZLE [--goal off|on|B] [--count K] [--seed S]
                  [--difficulty easy|medium|hard|hardest] [--json] [--time-limit T]";

/// Every usage line, in the order the overview lists them.
const USAGES: [&str; 11] = [
    ANALYZE, SOLVE, SOLUTIONS, RANDOM, WORKSHEET, CODE, TABLE, ELLO, GRAPH, MERGE, VERIFY,
];

/// What PUZZLE stands for, after the overview and after each puzzle command's options.
const PUZZLE: &str =
    "PUZZLE: one board (--rows R --cols C, --hex K, --graph FILE --rule R, or --code CODE), then
optionally --mask, a rule (--pattern or --offsets), a surface (--topology) and the number of
states (--states); each command's --help lists them.

A board (and a press vector) is one character per cell in cell order, row by row with holes
skipped: 0-9, then a-f. The goal is off (every cell 0, the default), on (every cell N-1) or a
board.";

#[derive(Debug, Parser)]
#[command(
    name = "lights-lab",
    about = ABOUT,
    after_help = PUZZLE,
    disable_version_flag = true,
    arg_required_else_help = true,
    term_width = 96
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// cells, states, rank and nullity (prime N, else null), unknowns left after light chasing,
    /// kernel size, solvable boards and fraction, quiet patterns and their orders, and the
    /// largest fewest-press count (null with its proven range when not settled in time)
    #[command(override_usage = ANALYZE, after_help = PUZZLE)]
    Analyze(AnalyzeArgs),
    /// presses that take the board to the goal, or the board's class when none do; --minimal:
    /// the fewest presses, or on a board that cannot reach the goal the fewest lights to change
    #[command(override_usage = SOLVE, after_help = PUZZLE)]
    Solve(SolveArgs),
    /// how many solutions the board has ("count") and a page of them, each with its press count
    #[command(override_usage = SOLUTIONS, after_help = PUZZLE)]
    Solutions(SolutionsArgs),
    /// boards that can reach the goal, drawn uniformly, one per line; --difficulty: only boards
    /// whose fewest-press count is in that band (hardest: built to need the largest count)
    #[command(override_usage = RANDOM, after_help = PUZZLE)]
    Random(RandomArgs),
    /// a worksheet to print: K numbered boards of one difficulty dealt from the seed, each with
    /// its fewest-press count, and the answers with each solution's presses marked, as SVG
    #[command(override_usage = WORKSHEET, after_help = PUZZLE)]
    Worksheet(WorksheetArgs),
    /// the puzzle's share code, one line (a link is the app's address, '#', the code); without
    /// --board or --seed it starts from a seed drawn at random
    #[command(override_usage = CODE, after_help = PUZZLE)]
    Code(CodeArgs),
    /// the nullity (prime N) or kernel size (composite N) of every rows x cols board in the
    /// ranges (at most 1024 boards)
    #[command(override_usage = TABLE)]
    Table(TableArgs),
    /// the elimination game on an undirected graph: winnable (null if not known), a winning
    /// order, parity_ok (Theorem 1.5), the family and the reason; --colors random draws a
    /// winnable colouring
    #[command(override_usage = ELLO)]
    Ello(ElloArgs),
    /// a preset graph in the graph file format, its drawing as "# at v x y" comments
    #[command(override_usage = GRAPH)]
    Graph(GraphArgs),
    /// puts together the checkpoints of every shard of a search (solve --shard I/M): checks
    /// they are of one board and cover every block of solutions once, gives the proven fewest
    /// presses and with --certificate a certificate for verify
    #[command(override_usage = MERGE)]
    Merge(MergeArgs),
    /// checks a certificate from solve or merge --certificate without trusting the search: the
    /// presses solve the board, and no solution has fewer (every solution weighed, within
    /// --time-limit)
    #[command(override_usage = VERIFY)]
    Verify(VerifyArgs),
}

/// The clap command, with the overview's usage made of every command's usage line.
pub fn command() -> clap::Command {
    Cli::command()
        .override_usage(USAGES.join("\n       "))
        // A negative number is a value out of range ("--rows -3"), not an unknown flag: each
        // command takes it so its check can say what is allowed. Clap does not pass this
        // setting down to subcommands by itself.
        .mut_subcommands(|command| command.allow_negative_numbers(true))
}
