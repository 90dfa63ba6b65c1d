//! `graph PRESET [SIZES...] [--seed S]`: prints a preset in the graph file format, drawing
//! included as `# at v x y` comments, so that `--graph` can read it (`graph cube > cube.txt`).

use lights_lab_engine::Preset;

use super::args::{Flag, Flags};
use super::commands::SEED;
use super::{seed, CliError};

const FLAGS: [Flag; 1] = [SEED];

/// Reads the preset's words up to the first flag, then the flags.
pub fn run(args: &[String]) -> Result<String, CliError> {
    let split = args
        .iter()
        .position(|arg| arg.starts_with("--"))
        .unwrap_or(args.len());
    let words: Vec<&str> = args[..split].iter().map(String::as_str).collect();
    let flags = Flags::parse("graph", &args[split..], &FLAGS)?;
    let preset = Preset::parse(&words)?;
    if !preset.is_random() && flags.get(SEED).is_some() {
        return Err(CliError::new(format!(
            "--seed is for the random presets (tree, mop); {preset} is always the same"
        )));
    }
    let board = preset.board_with_rng(&mut seed::rng(&flags)?)?;
    Ok(board.to_text().trim_end().to_string())
}
