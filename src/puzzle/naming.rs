//! The puzzle's name in one line, as the page's title and a copied result say it.

use crate::puzzle::setup::{Lattice, Setup};
use crate::shared::wording;
use lights_lab_engine::{Goal, Rule};

/// One line naming the puzzle: "Lights Out on a 5 × 5 plane, 2 states, goal all off".
pub fn describe(setup: &Setup) -> String {
    let rule = match setup.rule {
        Rule::Sigma { plus: true } => "SIGMA+",
        Rule::Sigma { plus: false } => "SIGMA",
        _ => setup
            .preset()
            .map_or("A custom pattern", |preset| preset.label()),
    };
    let board = match (setup.lattice, &setup.graph) {
        (Lattice::Square, _) => format!(
            "{} × {} {}",
            setup.rows,
            setup.cols,
            wording::surface(setup.surface)
        ),
        (Lattice::Hex, _) => format!("hexagon of order {}", setup.order),
        (Lattice::Graph, Some(graph)) => wording::in_sentence(&graph.name()),
        (Lattice::Graph, None) => "graph".to_string(),
    };
    let goal = match setup.goal {
        Goal::Off => "all off",
        Goal::On => "all on",
        Goal::Board(_) => "a custom board",
    };
    format!(
        "{rule} on {}{}, {} states, goal {goal}",
        wording::with_article(&board),
        if setup.mask.is_some() {
            " with holes"
        } else {
            ""
        },
        setup.states
    )
}
