//! ELLO's questions for the engine: the analysis of a position and a winnable colouring. They
//! go the same way as every Lights Out question (a [`Request`](super::Request) through the
//! bridge, answered on the page or in the worker), so the page has one way to the engine.
//!
//! Both are bounded by a step count rather than the clock, so that "not known" means the same
//! on every machine: [`ANALYSIS_STEPS`].

use rand::rngs::StdRng;
use rand::SeedableRng;

use super::refusal::Refusal;
use lights_lab_engine::ello::{self, Analysis, Colour, Game, Graph};
use lights_lab_engine::Budget;

/// Search steps (positions looked at) for one analysis, shared by the draws of one random
/// colouring. Every preset the search covers is decided in under a hundred steps for the
/// colourings tried; the slowest random graphs of 20 to 28 vertices took a few thousand, at
/// about 8 million steps a second natively in release. A million steps is then at most a
/// fraction of a second in wasm, and the readout says "not known" past it.
pub const ANALYSIS_STEPS: u64 = 1_000_000;

/// An ELLO graph as it crosses the worker: its vertex count and each edge once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ElloGraph {
    pub vertices: usize,
    pub edges: Vec<(u32, u32)>,
}

impl ElloGraph {
    pub fn of(graph: &Graph) -> Self {
        Self {
            vertices: graph.vertex_count(),
            edges: graph.edges().collect(),
        }
    }

    fn graph(&self) -> Result<Graph, Refusal> {
        Ok(Graph::new(self.vertices, &self.edges)?)
    }
}

/// A question about an ELLO game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ElloQuestion {
    /// Can the position reached by `moves` from `start` still be won, and how?
    Analyse {
        graph: ElloGraph,
        start: Vec<Colour>,
        moves: Vec<usize>,
    },
    /// Winnable start colours drawn from `seed`.
    Deal { graph: ElloGraph, seed: u64 },
}

/// Winnable start colours.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealtColours {
    pub colours: Vec<Colour>,
    /// Whether they were drawn uniformly among all winnable colourings (false: a random
    /// order's colours, where winnability could not be decided in time).
    pub uniform: bool,
    /// When not uniform, the order the colours were made from: it wins them.
    pub order: Option<Vec<usize>>,
}

/// The analysis of the position `moves` reach from `start`; `None` when every vertex is gone
/// (the game is won).
pub fn analyse(
    graph: &ElloGraph,
    start: Vec<Colour>,
    moves: &[usize],
) -> Result<Option<Analysis>, Refusal> {
    let game = Game::replay(graph.graph()?, start, moves)?;
    Ok(game.analyze(&mut Budget::steps(ANALYSIS_STEPS)))
}

/// Winnable start colours for `graph`, drawn from `seed`.
pub fn deal(graph: &ElloGraph, seed: u64) -> Result<DealtColours, Refusal> {
    let drawn = ello::random_winnable_with_rng(
        &graph.graph()?,
        &mut StdRng::seed_from_u64(seed),
        &mut Budget::steps(ANALYSIS_STEPS),
    );
    Ok(DealtColours {
        colours: drawn.colours,
        uniform: drawn.uniform,
        order: drawn.order,
    })
}
