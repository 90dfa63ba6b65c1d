//! What the graph menu, the graph file box and the graph editor ask of the Lights Out page.

use lights_lab_engine::Point;

use crate::puzzle::graph::choice::Choice;

/// What the graph menu, the graph file box and the graph editor ask for.
#[derive(Debug, Clone, PartialEq)]
pub enum GraphAction {
    /// A preset from the menu (a random one draws a new graph each time).
    Choose(Choice),
    /// The current square or hexagonal board as a graph, to edit further.
    Convert,
    /// A graph file's text (the command line's format, `# at v x y` lines for the drawing).
    Load(String),
    /// A new vertex, unconnected, at a point of the unit box.
    AddVertex(Point),
    MoveVertex(usize, Point),
    RemoveVertex(usize),
    /// Toggles the arc `from` -> `to`, or the edge between them while both directions is on.
    Connect(usize, usize),
    /// Whether the editor draws edges (both arcs) or single arcs.
    BothDirections(bool),
}
