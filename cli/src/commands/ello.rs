//! `ello --graph FILE --colors grrg...`: decides a game of ELLO (seed 001) and prints a winning
//! order. `--colors random` draws a winnable colouring instead, uniform among all of them
//! whenever winnability can be decided.

use clap::Args;
use serde_json::json;

use lights_lab_engine::ello::{
    analyze, format_colours, parse_colours, random_winnable_with_rng, Graph,
};

use crate::args::graph_file::read_graph;
use crate::args::limits;
use crate::args::seed::SeedArg;
use crate::args::time_limit::TimeLimitArg;
use crate::error::{parsed, CliError};

/// Search steps allowed when --max-steps is not given: about a minute at most.
const DEFAULT_MAX_STEPS: u64 = 200_000_000;

#[derive(Debug, Clone, Args)]
pub struct ElloArgs {
    /// an undirected graph file (its lines read as edges "u v")
    #[arg(long, value_name = "FILE", required = true)]
    pub graph: Option<String>,
    /// one letter per vertex, g (green) or r (red), or random
    #[arg(long, value_name = "C", required = true)]
    pub colors: Option<String>,
    #[command(flatten)]
    pub seed: SeedArg,
    /// search steps before the answer is "not known", 1..=18446744073709551615 (default
    /// 200000000)
    #[arg(long = "max-steps", value_name = "K", value_parser = limits::search_steps)]
    pub max_steps: Option<u64>,
    #[command(flatten)]
    pub time_limit: TimeLimitArg,
}

/// The verdict, a winning order (vertex numbers in playing order) and the readout.
pub fn run(args: &ElloArgs) -> Result<String, CliError> {
    let (Some(path), Some(colors)) = (&args.graph, &args.colors) else {
        unreachable!("clap requires --graph and --colors");
    };
    let colors = colors.trim();
    if colors != "random" && args.seed.seed.is_some() {
        return Err(CliError::new(
            "--seed is for --colors random, which draws the colours",
        ));
    }
    let graph = Graph::from_digraph(read_graph(path)?.graph())?;
    let mut budget = args
        .time_limit
        .deadline()
        .budget("the ELLO search")
        .at_most(args.max_steps.unwrap_or(DEFAULT_MAX_STEPS));
    let (colours, uniform) = if colors == "random" {
        let drawn = random_winnable_with_rng(&graph, &mut args.seed.rng()?, &mut budget);
        (drawn.colours, Some(drawn.uniform))
    } else {
        let allowed = format!(
            "one letter per vertex ({}), g (green) or r (red), or random",
            graph.vertex_count()
        );
        let colours = parsed(
            parse_colours(colors, graph.vertex_count()),
            "--colors",
            &allowed,
            colors,
        )?;
        (colours, None)
    };
    let analysis = analyze(&graph, &colours, &mut budget)?;
    let mut output = json!({
        "vertices": graph.vertex_count(),
        "edges": graph.edge_count(),
        "colors": format_colours(&colours),
        "winnable": analysis.winnable(),
        "order": analysis.order(),
        "parity_ok": analysis.parity_ok,
        "family": analysis.family.map(|family| family.to_string()),
        "reason": analysis.reason.to_string(),
    });
    if let Some(uniform) = uniform {
        output["uniform"] = json!(uniform);
    }
    Ok(output.to_string())
}
