//! The files the fewest-press search leaves: the `--checkpoint` file of a search or of one of
//! its shards, and the `--certificate` of a proven minimum that `lights-lab verify` checks.
//!
//! A checkpoint file is the engine's text of the search (see `FewestSearch::checkpoint`) and
//! a last line `code CODE`, the share code of the puzzle, board and goal it is for: `merge`
//! then needs nothing but the files, and refuses shards of different boards by their codes.
//! Checkpoints written before that line was added still resume.

use std::path::{Path, PathBuf};

use serde_json::json;

use lights_lab_engine::{Board, Fewest, FewestSearch, Goal, Reduced, SharedPuzzle, Start};

use crate::error::CliError;

/// The first line of a certificate's "certificate" field, which verify insists on.
pub const CERTIFICATE_KIND: &str = "lights-lab fewest presses 1";
/// What starts the line of a checkpoint file that names its puzzle, board and goal.
const CODE_LINE: &str = "\ncode ";

/// A checkpoint file as read: the engine's text and the share code it is for, if it names one.
pub struct CheckpointFile {
    pub text: String,
    pub code: Option<String>,
}

/// The share code of `board` of the puzzle, to be reached at `goal`.
pub fn code(reduced: &Reduced, board: &Board, goal: &Goal) -> Result<String, CliError> {
    let shared = SharedPuzzle::new(
        reduced.puzzle().clone(),
        goal.clone(),
        Start::Board(board.clone()),
    )?;
    Ok(shared.to_code())
}

/// Reads the checkpoint file at `path`, which a refusal calls `named`.
pub fn read(path: &Path, named: &str) -> Result<CheckpointFile, CliError> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| CliError::new(format!("{named}: cannot be read ({error})")))?;
    Ok(match text.rsplit_once(CODE_LINE) {
        Some((search, code)) => CheckpointFile {
            text: format!("{search}\n"),
            code: Some(code.trim_end().to_string()),
        },
        None => CheckpointFile { text, code: None },
    })
}

/// Takes the search up from `path` when that file exists.
pub fn resume(search: &mut FewestSearch, path: &Path) -> Result<(), CliError> {
    if !path.exists() {
        return Ok(());
    }
    let named = format!("--checkpoint {}", path.display());
    let file = read(path, &named)?;
    search.resume(&file.text).map_err(|error| {
        CliError::new(format!(
            "{named}: {error}; give another FILE to start afresh"
        ))
    })
}

/// Saves the search, for the puzzle, board and goal of `code`, to `path`.
pub fn save(search: &FewestSearch, code: &str, path: &Path) -> Result<(), CliError> {
    let Some(text) = search.checkpoint() else {
        return Err(CliError::new(
            "--checkpoint: only searches with 2 states can be saved",
        ));
    };
    write(path, "--checkpoint", &format!("{text}code {code}\n"))
}

/// Writes the certificate of `fewest`, a proven minimum for the board of `code`, to `path`.
pub fn certify(
    path: &Path,
    code: &str,
    reduced: &Reduced,
    fewest: &Fewest,
) -> Result<(), CliError> {
    let certificate = json!({
        "certificate": CERTIFICATE_KIND,
        "code": code,
        "presses": fewest.presses.to_string(),
        "press_count": fewest.press_count,
        "quiet_patterns": reduced.nullity(),
        "minimal": true,
    });
    write(path, "--certificate", &format!("{certificate:#}\n"))
}

/// Writes `text` to `path` through a temporary file, so that a stop mid-write leaves the last
/// file whole.
fn write(path: &Path, flag: &str, text: &str) -> Result<(), CliError> {
    let cannot = |error: std::io::Error| {
        CliError::new(format!(
            "{flag} {}: cannot be written ({error})",
            path.display()
        ))
    };
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".partial");
    let temporary = PathBuf::from(temporary);
    std::fs::write(&temporary, text).map_err(cannot)?;
    std::fs::rename(&temporary, path).map_err(cannot)
}
