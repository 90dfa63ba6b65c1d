//! Directed graphs for SIGMA and SIGMA+ games, and the text format the command line reads:
//! the vertex count on the first line, then one arc "u v" per line (0-based).

use crate::error::EngineError;
use crate::model::move_matrix::MoveMatrix;
use crate::model::rule::Rule;
use crate::model::sorted_pairs::sort_arcs;

/// Largest number of vertices of a graph board.
pub const MAX_VERTICES: usize = 65_536;
/// Largest number of arcs of a graph board.
pub const MAX_ARCS: usize = 2_000_000;

/// A directed graph on vertices `0..n`; an arc (u, v) means a press on u reaches v.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Digraph {
    vertex_count: usize,
    arcs: Vec<(u32, u32)>,
}

impl Digraph {
    /// A graph with `vertex_count` vertices (1..=65536) and the given arcs. Repeated arcs are
    /// kept once; every endpoint must be a vertex.
    pub fn new(vertex_count: usize, arcs: Vec<(u32, u32)>) -> Result<Self, EngineError> {
        if vertex_count == 0 || vertex_count > MAX_VERTICES {
            return Err(EngineError::out_of_range(format!(
                "a graph must have 1..={MAX_VERTICES} vertices, got {vertex_count}"
            )));
        }
        if arcs.len() > MAX_ARCS {
            return Err(EngineError::out_of_range(format!(
                "a graph may have at most {MAX_ARCS} arcs, got {}",
                arcs.len()
            )));
        }
        if let Some(&(u, v)) = arcs
            .iter()
            .find(|&&(u, v)| u as usize >= vertex_count || v as usize >= vertex_count)
        {
            return Err(EngineError::new(format!(
                "arc {u} {v} names a vertex outside 0..={}",
                vertex_count - 1
            )));
        }
        let mut arcs = arcs;
        sort_arcs(&mut arcs);
        Ok(Self { vertex_count, arcs })
    }

    /// The same graph with every edge "u v" read in both directions.
    pub fn undirected(vertex_count: usize, edges: &[(u32, u32)]) -> Result<Self, EngineError> {
        let arcs = edges.iter().flat_map(|&(u, v)| [(u, v), (v, u)]).collect();
        Self::new(vertex_count, arcs)
    }

    pub fn vertex_count(&self) -> usize {
        self.vertex_count
    }

    /// The arcs, sorted, each once.
    pub fn arcs(&self) -> &[(u32, u32)] {
        &self.arcs
    }

    /// The vertices a press on `vertex` reaches, ascending (the heads of its arcs).
    pub fn out_neighbours(&self, vertex: usize) -> impl Iterator<Item = usize> + '_ {
        // Arcs are sorted, so a vertex's out-arcs form one run.
        let start = self.arcs.partition_point(|&(u, _)| (u as usize) < vertex);
        self.arcs[start..]
            .iter()
            .take_while(move |&&(u, _)| u as usize == vertex)
            .map(|&(_, v)| v as usize)
    }

    /// Whether every arc u -> v has its reverse v -> u, so that the graph reads as undirected
    /// (what ELLO and the drawing of edges without arrowheads need).
    pub fn is_symmetric(&self) -> bool {
        self.arcs
            .iter()
            .all(|&(u, v)| self.arcs.binary_search(&(v, u)).is_ok())
    }

    /// The graph of a move matrix, so that any lattice board can be edited further as a graph:
    /// an arc from each press to each cell it reaches. When every press reaches its own cell
    /// the loops are left out and the rule is SIGMA+; otherwise they stay and the rule is SIGMA.
    /// Either way `Puzzle::new(Shape::Graph(graph), rule, N)` has the same move matrix.
    pub fn from_move_matrix(matrix: &MoveMatrix) -> Result<(Self, Rule), EngineError> {
        let cells = matrix.cells();
        let plus =
            (0..cells).all(|press| matrix.reach(press).binary_search(&(press as u32)).is_ok());
        let arc_count = matrix.entries() - if plus { cells } else { 0 };
        if arc_count > MAX_ARCS {
            return Err(EngineError::too_large(
                "arcs",
                MAX_ARCS as u64,
                format!(
                    "this board's graph would have {arc_count} arcs; a graph may have at most {MAX_ARCS}"
                ),
            ));
        }
        let mut arcs = Vec::with_capacity(arc_count);
        for press in 0..cells {
            arcs.extend(
                matrix
                    .reach(press)
                    .iter()
                    .filter(|&&cell| !plus || cell as usize != press)
                    .map(|&cell| (press as u32, cell)),
            );
        }
        Ok((Self::new(cells, arcs)?, Rule::Sigma { plus }))
    }

    /// Reads the graph file format: the vertex count, then one arc "u v" per line. Blank lines
    /// and lines starting with '#' are skipped.
    pub fn parse(text: &str) -> Result<Self, EngineError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(index, line)| (index + 1, line.trim()))
            .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'));
        let (first_line, first) = lines.next().ok_or_else(|| {
            EngineError::new("graph file is empty; expected the vertex count on the first line")
        })?;
        let vertex_count: usize = first.parse().map_err(|_| {
            EngineError::new(format!(
                "graph file line {first_line}: expected the vertex count (a number 1..={MAX_VERTICES}), got {first:?}"
            ))
        })?;
        if vertex_count == 0 || vertex_count > MAX_VERTICES {
            return Err(EngineError::out_of_range(format!(
                "graph file line {first_line}: a graph must have 1..={MAX_VERTICES} vertices, got {vertex_count}"
            )));
        }
        let mut arcs = Vec::new();
        for (number, line) in lines {
            if arcs.len() == MAX_ARCS {
                return Err(EngineError::out_of_range(format!(
                    "graph file has more than {MAX_ARCS} arcs"
                )));
            }
            let parts: Vec<&str> = line.split_whitespace().collect();
            let endpoint = |text: &str| -> Option<u32> {
                text.parse::<u32>()
                    .ok()
                    .filter(|&v| (v as usize) < vertex_count)
            };
            match parts.as_slice() {
                [u, v] => match (endpoint(u), endpoint(v)) {
                    (Some(u), Some(v)) => arcs.push((u, v)),
                    _ => {
                        return Err(EngineError::new(format!(
                            "graph file line {number}: vertices must be 0..={}, got {line:?}",
                            vertex_count - 1
                        )))
                    }
                },
                _ => {
                    return Err(EngineError::new(format!(
                        "graph file line {number}: expected an arc \"u v\", got {line:?}"
                    )))
                }
            }
        }
        Self::new(vertex_count, arcs)
    }

    /// Writes the graph in the format [`Digraph::parse`] reads.
    pub fn to_text(&self) -> String {
        let mut text = format!("{}\n", self.vertex_count);
        for (u, v) in &self.arcs {
            text.push_str(&format!("{u} {v}\n"));
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_writes_the_graph_file_format() {
        let graph = Digraph::parse("3\n0 1\n1 2\n# a comment\n\n2 0\n").unwrap();
        assert_eq!(graph.vertex_count(), 3);
        assert_eq!(graph.arcs(), &[(0, 1), (1, 2), (2, 0)]);
        assert_eq!(Digraph::parse(&graph.to_text()).unwrap(), graph);
    }

    #[test]
    fn out_neighbours_and_symmetry() {
        let path = Digraph::undirected(3, &[(0, 1), (1, 2)]).unwrap();
        assert_eq!(path.out_neighbours(1).collect::<Vec<_>>(), vec![0, 2]);
        assert!(path.is_symmetric());
        let arrow = Digraph::new(2, vec![(0, 1)]).unwrap();
        assert_eq!(arrow.out_neighbours(1).count(), 0);
        assert!(!arrow.is_symmetric());
    }

    #[test]
    fn a_move_matrix_becomes_sigma_plus_when_every_press_reaches_itself() {
        let plus = MoveMatrix::build(2, |press, out| out.extend([press as u32, 1 - press as u32]));
        let (graph, rule) = Digraph::from_move_matrix(&plus).unwrap();
        assert_eq!(rule, Rule::Sigma { plus: true });
        assert_eq!(graph.arcs(), &[(0, 1), (1, 0)]);
        let sigma = MoveMatrix::build(2, |press, out| out.extend([0, 1 - press as u32]));
        let (graph, rule) = Digraph::from_move_matrix(&sigma).unwrap();
        assert_eq!(rule, Rule::Sigma { plus: false });
        assert_eq!(graph.arcs(), &[(0, 0), (0, 1), (1, 0)]);
    }

    #[test]
    fn unreadable_files_are_refused_with_the_line() {
        assert!(Digraph::parse("").is_err());
        assert!(Digraph::parse("x\n")
            .unwrap_err()
            .message()
            .contains("line 1"));
        let error = Digraph::parse("2\n0 5\n").unwrap_err();
        assert!(error.message().contains("line 2"), "{error}");
        assert!(Digraph::parse("2\n0 1 1\n").is_err());
        assert!(Digraph::parse("0\n").is_err());
    }
}
