//! `ello --graph FILE --colors grrg...`: decides a game of ELLO (seed 001) and prints a winning
//! order. `--colors random` draws a winnable colouring instead, uniform among all of them
//! whenever winnability can be decided.

use serde_json::{json, Value};

use lights_lab_engine::ello::{
    analyze, format_colours, parse_colours, random_winnable_with_rng, Graph,
};
use lights_lab_engine::Budget;

use super::args::{read_graph, Flag, Flags, GRAPH};
use super::commands::SEED;
use super::{seed, CliError};

pub const COLORS: Flag = Flag {
    name: "colors",
    value: "one letter per vertex, g (green) or r (red), or random",
};
pub const MAX_STEPS: Flag = Flag {
    name: "max-steps",
    value: "a number of search steps, 1..=18446744073709551615",
};

/// Search steps allowed when --max-steps is not given: about a minute at most.
const DEFAULT_MAX_STEPS: u64 = 200_000_000;

/// The verdict, a winning order (vertex numbers in playing order) and the readout.
pub fn ello(flags: &Flags) -> Result<Value, CliError> {
    let colors = flags.required(COLORS)?.trim();
    let max_steps = flags.number::<u64>(MAX_STEPS)?.unwrap_or(DEFAULT_MAX_STEPS);
    if max_steps == 0 {
        return Err(CliError::new(format!(
            "--max-steps must be {}, got 0",
            MAX_STEPS.value
        )));
    }
    let graph = Graph::from_digraph(read_graph(flags.required(GRAPH)?)?.graph())?;
    let mut budget = Budget::steps(max_steps);
    if colors != "random" && flags.get(SEED).is_some() {
        return Err(CliError::new(
            "--seed is for --colors random, which draws the colours",
        ));
    }
    let (colours, uniform) = if colors == "random" {
        let drawn = random_winnable_with_rng(&graph, &mut seed::rng(flags)?, &mut budget);
        (drawn.colours, Some(drawn.uniform))
    } else {
        (parse_colours(colors, graph.vertex_count())?, None)
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
    Ok(output)
}
