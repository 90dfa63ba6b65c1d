//! `graph PRESET [SIZES...] [--seed S]`: prints a preset in the graph file format, drawing
//! included as `# at v x y` comments, so that `--graph` can read it (`graph cube > cube.txt`).

use clap::Args;

use lights_lab_engine::Preset;

use crate::args::seed::SeedArg;
use crate::error::{parsed, CliError};

#[derive(Debug, Clone, Args)]
pub struct GraphArgs {
    /// the preset and its sizes: cube [SIDE], merlin, icosahedron, dodecahedron, petersen,
    /// path N, cycle N, wheel N, fan N, complete N, bipartite M N, hypercube D, grid R C,
    /// hex K, tree N, mop N
    #[arg(value_name = "PRESET", required = true, num_args = 1..)]
    pub words: Vec<String>,
    /// a seed for the random presets (tree, mop)
    #[command(flatten)]
    pub seed: SeedArg,
}

pub fn run(args: &GraphArgs) -> Result<String, CliError> {
    let words: Vec<&str> = args.words.iter().map(String::as_str).collect();
    let preset = parsed(
        Preset::parse(&words),
        "PRESET",
        "a preset and its sizes (see lights-lab graph --help)",
        &words.join(" "),
    )?;
    if !preset.is_random() && args.seed.seed.is_some() {
        return Err(CliError::new(format!(
            "--seed is for the random presets (tree, mop); {preset} is always the same"
        )));
    }
    let board = preset.board_with_rng(&mut args.seed.rng()?)?;
    Ok(board.to_text().trim_end().to_string())
}
