//! From the arguments to what stdout gets: clap parses them into a [`Cli`] once, the command's
//! `run` hands its typed arguments to the engine. Clap's own multi-line errors are rendered
//! here as the command line's one-line refusals.

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::FromArgMatches;

use crate::args::time_limit;
use crate::cli::{command, Cli, Command};
use crate::commands::{
    analyze, code, ello, graph, merge, random, solutions, solve, table, verify, worksheet,
};
use crate::error::{escape_controls, quote, CliError};
use crate::progress;

/// Runs one command line (the arguments after the program name) and returns what to print on
/// stdout, without the final newline. `--help` and `help` are answers (stdout); a bare
/// `lights-lab` is refused with the overview (stderr).
pub fn run(args: impl IntoIterator<Item = OsString>) -> Result<String, CliError> {
    time_limit::start_command();
    let args: Vec<OsString> = args.into_iter().collect();
    let mut parser = command();
    let matches = parser
        .try_get_matches_from_mut(std::iter::once(OsString::from("lights-lab")).chain(args.clone()))
        .map_err(|error| refusal(&error, &parser, &args));
    let matches = match matches {
        Ok(matches) => matches,
        Err(Ok(help)) => return Ok(help),
        Err(Err(refused)) => return Err(refused),
    };
    let cli =
        Cli::from_arg_matches(&matches).map_err(|e| CliError::new(one_line(&e.to_string())))?;
    let answer = match &cli.command {
        Command::Analyze(args) => analyze::run(args),
        Command::Solve(args) => solve::run(args),
        Command::Solutions(args) => solutions::run(args),
        Command::Random(args) => random::run(args),
        Command::Code(args) => code::run(args),
        Command::Table(args) => table::run(args),
        Command::Ello(args) => ello::run(args),
        Command::Graph(args) => graph::run(args),
        Command::Merge(args) => merge::run(args),
        Command::Verify(args) => verify::run(args),
        Command::Worksheet(args) => worksheet::run(args),
    };
    progress::finish();
    answer
}

/// What a clap error becomes: help asked for (`Ok`, for stdout) or a one-line refusal naming
/// the flag, the value and what is allowed.
fn refusal(
    error: &clap::Error,
    parser: &clap::Command,
    args: &[OsString],
) -> Result<String, CliError> {
    let help = || error.render().to_string().trim_end().to_string();
    let subcommand = args
        .first()
        .and_then(|arg| arg.to_str())
        .and_then(|name| parser.find_subcommand(name));
    let name = subcommand.map_or("lights-lab", |s| s.get_name());
    let invalid = context(error, ContextKind::InvalidArg);
    let flag = invalid
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_string();
    let message = match error.kind() {
        ErrorKind::DisplayHelp => return Ok(help()),
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => return Err(CliError::help(help())),
        ErrorKind::InvalidSubcommand => {
            let names: Vec<&str> = parser.get_subcommands().map(|s| s.get_name()).collect();
            format!(
                "unknown command {}; allowed: {}",
                quote(&context(error, ContextKind::InvalidSubcommand)),
                names.join(", ")
            )
        }
        ErrorKind::UnknownArgument if !flag.starts_with('-') => format!(
            "unexpected argument {} for {name}; flags start with -- (see lights-lab {name} --help)",
            quote(&invalid)
        ),
        ErrorKind::UnknownArgument => {
            let allowed: Vec<String> = subcommand
                .into_iter()
                .flat_map(|s| s.get_arguments())
                .filter_map(|arg| arg.get_long())
                .filter(|&long| long != "help")
                .map(|long| format!("--{long}"))
                .collect();
            format!(
                "unknown flag {} for {name}; allowed: {}",
                shortened(&invalid),
                allowed.join(", ")
            )
        }
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(error)
                .map(ToString::to_string)
                .unwrap_or_default();
            if why.starts_with("must") {
                format!("{flag} {why}")
            } else {
                format!("{flag}: {why}")
            }
        }
        ErrorKind::InvalidValue if context(error, ContextKind::InvalidValue).is_empty() => {
            let what = subcommand
                .into_iter()
                .flat_map(|s| s.get_arguments())
                .find(|arg| {
                    arg.get_long()
                        .is_some_and(|long| flag == format!("--{long}"))
                })
                .and_then(|arg| arg.get_help())
                .map(|help| help.to_string())
                .unwrap_or_default();
            format!("{flag} needs a value: {what}")
        }
        ErrorKind::ArgumentConflict => {
            let prior = context(error, ContextKind::PriorArg);
            let prior = prior.split_whitespace().next().unwrap_or_default();
            if prior == flag || prior.is_empty() {
                format!("{flag} is given twice; give each flag once")
            } else {
                format!("{prior} and {flag} cannot be used together")
            }
        }
        ErrorKind::TooManyValues if flag.starts_with("--") => {
            format!("{flag} takes no value; it is a switch (give {flag} alone)")
        }
        ErrorKind::MissingRequiredArgument => {
            let missing: Vec<&str> = invalid
                .split('\u{0}')
                .filter_map(|arg| arg.split_whitespace().next())
                .collect();
            format!("{name} needs {}", missing.join(" and "))
        }
        ErrorKind::InvalidUtf8 => {
            "an argument is not valid UTF-8; every argument must be text".to_string()
        }
        _ => one_line(&error.to_string()),
    };
    Err(CliError::new(message))
}

/// A context value of a clap error as text; several values are joined with NUL.
fn context(error: &clap::Error, kind: ContextKind) -> String {
    match error.get(kind) {
        Some(ContextValue::String(value)) => value.clone(),
        Some(ContextValue::Strings(values)) => values.join("\u{0}"),
        Some(other) => other.to_string(),
        None => String::new(),
    }
}

/// A flag name a user typed, echoed with control characters escaped and shortened if long.
fn shortened(text: &str) -> String {
    let quoted = quote(text);
    quoted
        .strip_prefix('"')
        .and_then(|q| q.strip_suffix('"'))
        .map_or(quoted.clone(), str::to_string)
}

/// The first line of a message clap wrote, without its "error: " prefix.
fn one_line(text: &str) -> String {
    let first = text.lines().next().unwrap_or_default();
    escape_controls(first.strip_prefix("error: ").unwrap_or(first))
}
