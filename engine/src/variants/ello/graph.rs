//! The simple undirected graphs ELLO is played on, stored as sorted adjacency lists.

use crate::error::EngineError;
use crate::model::graph::{Digraph, MAX_ARCS, MAX_VERTICES};
use crate::model::sorted_pairs::sort_arcs;

/// The most edges of an ELLO graph: both arcs of each fit a graph file's limit.
pub const MAX_EDGES: usize = MAX_ARCS / 2;

/// An undirected graph without loops or repeated edges on vertices `0..n`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    /// `neighbours[starts[v]..starts[v + 1]]` are v's neighbours, ascending.
    starts: Vec<usize>,
    neighbours: Vec<u32>,
}

impl Graph {
    /// A graph with `vertex_count` vertices (1..=65536) and the given edges; an edge given
    /// twice (either way round) counts once, and a loop is refused: the vertex it would join
    /// to itself is gone by the time its colour could change.
    pub fn new(vertex_count: usize, edges: &[(u32, u32)]) -> Result<Self, EngineError> {
        if vertex_count == 0 || vertex_count > MAX_VERTICES {
            return Err(EngineError::out_of_range(format!(
                "an ELLO graph must have 1..={MAX_VERTICES} vertices, got {vertex_count}"
            )));
        }
        // Listed edges may repeat (a graph file lists both arcs of each), so the limit on
        // distinct edges is checked once they are merged; this bounds what is allocated.
        if edges.len() > MAX_ARCS {
            return Err(EngineError::out_of_range(format!(
                "an ELLO graph may be given at most {MAX_ARCS} edges, got {}",
                edges.len()
            )));
        }
        for &(u, v) in edges {
            if u as usize >= vertex_count || v as usize >= vertex_count {
                return Err(EngineError::new(format!(
                    "edge {u} {v} names a vertex outside 0..={}",
                    vertex_count - 1
                )));
            }
            if u == v {
                return Err(EngineError::new(format!(
                    "edge {u} {u} is a loop; ELLO is played on graphs without loops"
                )));
            }
        }
        let graph = Self::from_arcs(
            vertex_count,
            edges.iter().flat_map(|&(u, v)| [(u, v), (v, u)]).collect(),
        );
        if graph.edge_count() > MAX_EDGES {
            return Err(EngineError::out_of_range(format!(
                "an ELLO graph may have at most {MAX_EDGES} edges, got {}",
                graph.edge_count()
            )));
        }
        Ok(graph)
    }

    /// Reads every arc of a directed graph as an undirected edge, so that the graph file of
    /// the command line and the graph boards of the presets and the editor serve ELLO too.
    pub fn from_digraph(graph: &Digraph) -> Result<Self, EngineError> {
        Self::new(graph.vertex_count(), graph.arcs())
    }

    /// Builds the adjacency lists from arcs that already come in both directions.
    fn from_arcs(vertex_count: usize, mut arcs: Vec<(u32, u32)>) -> Self {
        sort_arcs(&mut arcs);
        let mut starts = vec![0; vertex_count + 1];
        for &(u, _) in &arcs {
            starts[u as usize + 1] += 1;
        }
        for v in 0..vertex_count {
            starts[v + 1] += starts[v];
        }
        Self {
            starts,
            neighbours: arcs.into_iter().map(|(_, v)| v).collect(),
        }
    }

    /// The same graph as a directed graph with both arcs of every edge: the graph file format.
    /// Refused only for the empty graph, which a directed graph cannot be.
    pub fn to_digraph(&self) -> Result<Digraph, EngineError> {
        let arcs = (0..self.vertex_count())
            .flat_map(|u| self.neighbours(u).iter().map(move |&v| (u as u32, v)))
            .collect();
        Digraph::new(self.vertex_count(), arcs)
    }

    pub fn vertex_count(&self) -> usize {
        self.starts.len() - 1
    }

    pub fn edge_count(&self) -> usize {
        self.neighbours.len() / 2
    }

    /// Each edge once, as (u, v) with u < v, by u then v: what [`Graph::new`] takes back.
    pub fn edges(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        (0..self.vertex_count()).flat_map(move |u| {
            self.neighbours(u)
                .iter()
                .filter(move |&&v| u < v as usize)
                .map(move |&v| (u as u32, v))
        })
    }

    /// The neighbours of `vertex`, ascending.
    pub fn neighbours(&self, vertex: usize) -> &[u32] {
        &self.neighbours[self.starts[vertex]..self.starts[vertex + 1]]
    }

    pub fn degree(&self, vertex: usize) -> usize {
        self.starts[vertex + 1] - self.starts[vertex]
    }

    /// Whether u and v are joined.
    pub fn adjacent(&self, u: usize, v: usize) -> bool {
        self.neighbours(u).binary_search(&(v as u32)).is_ok()
    }

    /// The subgraph induced on `vertices` (distinct), vertex i of it being `vertices[i]`. It
    /// may be empty: that is the board once every disc has been removed. The cost does not
    /// grow with the whole graph: a few vertices are tested pair by pair (a block of a star
    /// holds its centre, whose neighbour list is long), many by looking their neighbours up.
    pub(crate) fn induced(&self, vertices: &[usize]) -> Graph {
        let k = vertices.len();
        let degrees: usize = vertices.iter().map(|&v| self.degree(v)).sum();
        let arcs: Vec<(u32, u32)> = if k.saturating_mul(k) <= degrees {
            (0..k)
                .flat_map(|i| (0..k).map(move |j| (i, j)))
                .filter(|&(i, j)| i != j && self.adjacent(vertices[i], vertices[j]))
                .map(|(i, j)| (i as u32, j as u32))
                .collect()
        } else {
            let mut local: Vec<(u32, u32)> = vertices
                .iter()
                .enumerate()
                .map(|(i, &v)| (v as u32, i as u32))
                .collect();
            sort_arcs(&mut local);
            let find = |w: u32| {
                local
                    .binary_search_by_key(&w, |&(v, _)| v)
                    .ok()
                    .map(|at| local[at].1)
            };
            vertices
                .iter()
                .enumerate()
                .flat_map(|(i, &v)| {
                    self.neighbours(v)
                        .iter()
                        .filter_map(move |&w| find(w).map(|j| (i as u32, j)))
                })
                .collect()
        };
        Self::from_arcs(k, arcs)
    }

    /// The connected components, each a list of vertices in increasing order, ordered by
    /// their smallest vertex.
    pub fn components(&self) -> Vec<Vec<usize>> {
        let n = self.vertex_count();
        let mut component = vec![usize::MAX; n];
        let mut components = Vec::new();
        for root in 0..n {
            if component[root] != usize::MAX {
                continue;
            }
            let index = components.len();
            component[root] = index;
            let mut members = vec![root];
            let mut next = 0;
            while let Some(&v) = members.get(next) {
                next += 1;
                for &w in self.neighbours(v) {
                    if component[w as usize] == usize::MAX {
                        component[w as usize] = index;
                        members.push(w as usize);
                    }
                }
            }
            members.sort_unstable();
            components.push(members);
        }
        components
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges_count_once_and_loops_are_refused() {
        let graph = Graph::new(3, &[(0, 1), (1, 0), (2, 1)]).unwrap();
        assert_eq!(graph.edge_count(), 2);
        assert_eq!(graph.neighbours(1), &[0, 2]);
        assert!(graph.adjacent(2, 1) && !graph.adjacent(0, 2));
        let error = Graph::new(2, &[(1, 1)]).unwrap_err();
        assert!(error.message().contains("loop"), "{error}");
        assert!(Graph::new(2, &[(0, 2)]).is_err());
        assert!(Graph::new(0, &[]).is_err());
    }

    #[test]
    fn induced_subgraphs_renumber_and_components_split() {
        let graph = Graph::new(5, &[(0, 1), (1, 2), (3, 4)]).unwrap();
        assert_eq!(graph.components(), vec![vec![0, 1, 2], vec![3, 4]]);
        let middle = graph.induced(&[2, 1, 4]);
        assert_eq!(middle.neighbours(0), &[1]);
        assert_eq!(middle.degree(2), 0);
        assert_eq!(graph.induced(&[]).vertex_count(), 0);
        assert_eq!(
            Graph::from_digraph(&graph.to_digraph().unwrap()).unwrap(),
            graph
        );
    }
}
