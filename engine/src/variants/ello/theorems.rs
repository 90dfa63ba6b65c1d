//! What seed 001 proves without playing: the parity condition (Theorem 1.5), the other
//! necessary conditions (Corollary 1.7), and the families of graphs on which winnability is
//! read off the colours: trees, complete graphs, cycles, complete bipartite graphs,
//! hypercubes and wheels.
//!
//! Colours are `red: &[bool]`, true for red: the paper's shorthand 1 for red, 0 for green.

use std::collections::VecDeque;

use super::colour::Colour;
use super::graph::Graph;

/// The parity condition of Theorem 1.5: gamma = p + q (mod 2), where gamma is the number of
/// green vertices, p the vertices and q the edges. Every winnable game meets it: a move
/// deletes a green vertex of some degree d, lowering p + q by d + 1 and changing gamma by
/// d + 1 mod 2, and the last move leaves p = q = 0 after gamma = p = 1.
pub(crate) fn parity_ok(graph: &Graph, red: &[bool]) -> bool {
    let greens = red.iter().filter(|&&r| !r).count();
    (greens + graph.vertex_count() + graph.edge_count()).is_multiple_of(2)
}

/// Proposition 1.1: `order` wins the game exactly when it plays every vertex once and each
/// vertex's first colour, flipped once per neighbour played before it, is green.
pub fn wins(graph: &Graph, colours: &[Colour], order: &[usize]) -> bool {
    let n = graph.vertex_count();
    if colours.len() != n || order.len() != n {
        return false;
    }
    let mut played = vec![false; n];
    for &v in order {
        if v >= n || played[v] {
            return false;
        }
        let before = graph
            .neighbours(v)
            .iter()
            .filter(|&&w| played[w as usize])
            .count();
        if (colours[v] == Colour::Red) != (before % 2 == 1) {
            return false;
        }
        played[v] = true;
    }
    true
}

/// Corollary 1.2: the one colouring an order of all the vertices wins, each vertex red
/// exactly when an odd number of its neighbours come before it. Vertices outside the graph
/// are skipped.
pub fn colours_won_by(graph: &Graph, order: &[usize]) -> Vec<Colour> {
    let n = graph.vertex_count();
    let mut played = vec![false; n];
    let mut colours = vec![Colour::Green; n];
    for &v in order.iter().filter(|&&v| v < n) {
        let before = graph
            .neighbours(v)
            .iter()
            .filter(|&&w| played[w as usize])
            .count();
        if before % 2 == 1 {
            colours[v] = Colour::Red;
        }
        played[v] = true;
    }
    colours
}

/// Why a connected game fails Corollary 1.7.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Implausible {
    /// gamma differs from p + q mod 2 (Theorem 1.5).
    Parity,
    /// Every vertex is red (the colouring R): there is no first move.
    AllRed,
    /// Green exactly at the vertices of odd degree: the reflection X of R, which is winnable
    /// exactly when R is (Corollary 1.4), so never.
    Reflection,
}

/// Corollary 1.7 for a connected graph: the parity condition, not R, not X.
pub(crate) fn plausibility(graph: &Graph, red: &[bool]) -> Result<(), Implausible> {
    if !parity_ok(graph, red) {
        Err(Implausible::Parity)
    } else if red.iter().all(|&r| r) {
        Err(Implausible::AllRed)
    } else if (0..graph.vertex_count()).all(|v| red[v] == graph.degree(v).is_multiple_of(2)) {
        Err(Implausible::Reflection)
    } else {
        Ok(())
    }
}

/// A family of connected graphs with a closed-form rule, or the maximal outerplanar graphs,
/// which Section 7's algorithm decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    /// A tree: winnable iff the number of green vertices is odd (Proposition 3.5).
    Tree,
    /// K_p: winnable iff exactly ceil(p/2) vertices are green (Corollary 1.3).
    Complete { p: usize },
    /// C_p: winnable iff the number of green vertices is even and positive (Section 1).
    Cycle { p: usize },
    /// K_{m,n}, m <= n, both at least 2 (a star is a tree): parity-driven (Corollary 3.7), so
    /// winnable iff not all red and the parity condition holds.
    Bipartite { m: usize, n: usize },
    /// Q_d, d >= 2: Q_{2n} is a special event and Q_{2n+1} is plausibility-driven (Theorem
    /// 5.1), so winnable iff the parity condition holds, not all red, and for odd d not all
    /// green (X, as every degree is odd).
    Hypercube { dimension: usize },
    /// A hub joined to a cycle of `rim` >= 4 vertices (the wheel on 3 is K_4): C_{2n} v K_1
    /// is an oddity and C_{2n+1} v K_1 an even-type plausibility-driven graph (Proposition
    /// 7.3(b)), so winnable iff plausible.
    Wheel { rim: usize },
    /// The grid P_rows x P_cols, rows <= cols, with an odd side, both sides at least 2: an
    /// oddity (Proposition 3.11(i)), so winnable iff the number of green vertices is odd.
    Grid { rows: usize, cols: usize },
    /// A maximal outerplanar graph with at least 4 vertices (a triangle is K_3).
    MaximalOuterplanar,
}

impl Family {
    /// The closed-form families a connected graph belongs to, tried from the most special.
    /// The maximal outerplanar graphs are recognised by [`super::mop`].
    pub(crate) fn recognise(graph: &Graph) -> Option<Family> {
        let (p, q) = (graph.vertex_count(), graph.edge_count());
        if q + 1 == p {
            return Some(Family::Tree);
        }
        if 2 * q == p * (p - 1) {
            return Some(Family::Complete { p });
        }
        if q == p && (0..p).all(|v| graph.degree(v) == 2) {
            return Some(Family::Cycle { p });
        }
        if let Some(side) = bipartition(graph) {
            let m = side.iter().filter(|&&s| s).count();
            let n = p - m;
            if m * n == q {
                return Some(Family::Bipartite {
                    m: m.min(n),
                    n: m.max(n),
                });
            }
        }
        if hypercube_labels(graph).is_some() {
            let dimension = p.trailing_zeros() as usize;
            return Some(Family::Hypercube { dimension });
        }
        if is_wheel(graph) {
            return Some(Family::Wheel { rim: p - 1 });
        }
        if let Some(grid) = grid_coordinates(graph) {
            if grid.rows % 2 == 1 || grid.cols % 2 == 1 {
                return Some(Family::Grid {
                    rows: grid.rows.min(grid.cols),
                    cols: grid.rows.max(grid.cols),
                });
            }
        }
        None
    }

    /// The paper's verdict for this family, from the colours alone; `None` for the maximal
    /// outerplanar graphs, which need the algorithm.
    pub(crate) fn rule(self, graph: &Graph, red: &[bool]) -> Option<bool> {
        let p = graph.vertex_count();
        let greens = red.iter().filter(|&&r| !r).count();
        let parity = parity_ok(graph, red);
        Some(match self {
            Family::Tree => greens % 2 == 1,
            Family::Complete { p } => greens == p.div_ceil(2),
            Family::Cycle { .. } => greens % 2 == 0 && greens > 0,
            Family::Bipartite { .. } => parity && greens > 0,
            Family::Hypercube { dimension } if dimension % 2 == 0 => parity && greens > 0,
            Family::Hypercube { .. } => parity && greens > 0 && greens < p,
            Family::Wheel { .. } => plausibility(graph, red).is_ok(),
            Family::Grid { .. } => greens % 2 == 1,
            Family::MaximalOuterplanar => return None,
        })
    }
}

/// The side of each vertex of a connected bipartite graph (vertex 0 on side `false`), or
/// `None` if the graph has an odd cycle.
pub(crate) fn bipartition(graph: &Graph) -> Option<Vec<bool>> {
    let p = graph.vertex_count();
    let mut side: Vec<Option<bool>> = vec![None; p];
    side[0] = Some(false);
    let mut queue = VecDeque::from([0usize]);
    while let Some(v) = queue.pop_front() {
        let here = side[v]?;
        for &w in graph.neighbours(v) {
            match side[w as usize] {
                None => {
                    side[w as usize] = Some(!here);
                    queue.push_back(w as usize);
                }
                Some(there) if there == here => return None,
                Some(_) => {}
            }
        }
    }
    side.into_iter().collect()
}

/// If the graph is the hypercube Q_d with d >= 2, each vertex's label: a d-bit number, two
/// vertices being joined exactly when their labels differ in one bit. Vertex 0 is labelled 0,
/// its neighbours the d single bits, and every other vertex the union of the labels of its
/// neighbours one step nearer vertex 0; the graph is Q_d exactly when this labels the
/// vertices 0..2^d - 1 once each and every edge joins labels one bit apart (there are then
/// d 2^(d-1) edges, as many as Q_d has).
pub(crate) fn hypercube_labels(graph: &Graph) -> Option<Vec<usize>> {
    let p = graph.vertex_count();
    if !p.is_power_of_two() || p < 4 {
        return None;
    }
    let d = p.trailing_zeros() as usize;
    if graph.edge_count() != d * p / 2 || (0..p).any(|v| graph.degree(v) != d) {
        return None;
    }
    let mut distance = vec![usize::MAX; p];
    let mut label = vec![0usize; p];
    distance[0] = 0;
    let mut queue = VecDeque::from([0usize]);
    while let Some(v) = queue.pop_front() {
        for (i, &w) in graph.neighbours(v).iter().enumerate() {
            let w = w as usize;
            if distance[w] == usize::MAX {
                distance[w] = distance[v] + 1;
                queue.push_back(w);
            }
            if distance[w] == distance[v] + 1 {
                label[w] |= if v == 0 { 1 << i } else { label[v] };
            }
        }
    }
    let mut seen = vec![false; p];
    for v in 0..p {
        if label[v] >= p || std::mem::replace(&mut seen[label[v]], true) {
            return None;
        }
        let one_bit_apart = |w: &u32| (label[v] ^ label[*w as usize]).count_ones() == 1;
        if !graph.neighbours(v).iter().all(one_bit_apart) {
            return None;
        }
    }
    Some(label)
}

/// A grid graph's shape and where each vertex sits in it.
pub(crate) struct GridCoordinates {
    pub(crate) rows: usize,
    pub(crate) cols: usize,
    /// `(row, col)` of each vertex.
    pub(crate) at: Vec<(usize, usize)>,
}

/// If the graph is a grid P_rows x P_cols with both sides at least 2, where each vertex sits.
/// A corner c is a vertex of degree 2; the nearest other corner c' ends c's row, which fixes
/// the columns. A vertex at (i, j) is i + j steps from c and i + (cols - 1 - j) from c', which
/// gives i and j; the graph is the grid exactly when these are in range, distinct, and every
/// edge is one step, there being as many edges as the grid has.
pub(crate) fn grid_coordinates(graph: &Graph) -> Option<GridCoordinates> {
    let p = graph.vertex_count();
    let corners: Vec<usize> = (0..p).filter(|&v| graph.degree(v) == 2).collect();
    if corners.len() != 4 || (0..p).any(|v| graph.degree(v) > 4) {
        return None;
    }
    let from_first = distances(graph, corners[0])?;
    let &end_of_row = corners[1..].iter().min_by_key(|&&c| from_first[c])?;
    let cols = from_first[end_of_row] + 1;
    let rows = p / cols;
    if rows < 2 || rows * cols != p || graph.edge_count() != rows * (cols - 1) + cols * (rows - 1) {
        return None;
    }
    let from_end = distances(graph, end_of_row)?;
    let mut at = Vec::with_capacity(p);
    let mut taken = vec![false; p];
    for v in 0..p {
        let (sum, difference) = (from_first[v] + from_end[v], from_first[v] + cols - 1);
        if sum < cols - 1 || (sum - (cols - 1)) % 2 == 1 || difference < from_end[v] {
            return None;
        }
        let (i, j) = ((sum - (cols - 1)) / 2, (difference - from_end[v]) / 2);
        if i >= rows || j >= cols || std::mem::replace(&mut taken[i * cols + j], true) {
            return None;
        }
        at.push((i, j));
    }
    let one_step = |v: usize, w: usize| at[v].0.abs_diff(at[w].0) + at[v].1.abs_diff(at[w].1) == 1;
    (0..p)
        .all(|v| graph.neighbours(v).iter().all(|&w| one_step(v, w as usize)))
        .then_some(GridCoordinates { rows, cols, at })
}

/// The number of steps from `from` to every vertex of a connected graph.
fn distances(graph: &Graph, from: usize) -> Option<Vec<usize>> {
    let mut distance = vec![usize::MAX; graph.vertex_count()];
    distance[from] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(v) = queue.pop_front() {
        for &w in graph.neighbours(v) {
            if distance[w as usize] == usize::MAX {
                distance[w as usize] = distance[v] + 1;
                queue.push_back(w as usize);
            }
        }
    }
    (!distance.contains(&usize::MAX)).then_some(distance)
}

/// Whether the graph is a hub joined to every vertex of a cycle of at least 4 others.
fn is_wheel(graph: &Graph) -> bool {
    let p = graph.vertex_count();
    if p < 5 || graph.edge_count() != 2 * (p - 1) {
        return false;
    }
    let Some(hub) = (0..p).find(|&v| graph.degree(v) == p - 1) else {
        return false;
    };
    if (0..p).any(|v| v != hub && graph.degree(v) != 3) {
        return false;
    }
    // The rim is 2-regular; it is one cycle exactly when it is connected.
    let rim: Vec<usize> = (0..p).filter(|&v| v != hub).collect();
    graph.induced(&rim).components().len() == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(n: usize, edges: &[(u32, u32)]) -> Graph {
        Graph::new(n, edges).unwrap()
    }

    #[test]
    fn families_are_told_apart() {
        let c4 = graph(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]);
        assert_eq!(Family::recognise(&c4), Some(Family::Cycle { p: 4 }));
        let k23 = graph(5, &[(0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4)]);
        assert_eq!(
            Family::recognise(&k23),
            Some(Family::Bipartite { m: 2, n: 3 })
        );
        let star = graph(4, &[(0, 1), (0, 2), (0, 3)]);
        assert_eq!(Family::recognise(&star), Some(Family::Tree));
        // Two squares sharing a vertex: 7 vertices, bipartite but not complete bipartite.
        let bowtie = graph(
            7,
            &[
                (0, 1),
                (1, 2),
                (2, 3),
                (3, 0),
                (0, 4),
                (4, 5),
                (5, 6),
                (6, 0),
            ],
        );
        assert_eq!(Family::recognise(&bowtie), None);
    }

    #[test]
    fn grids_are_told_from_graphs_with_the_same_counts() {
        // The 3 x 4 grid, vertex 4 i + j at (i, j).
        let mut edges: Vec<(u32, u32)> = (0..12)
            .flat_map(|v| [(v, v + 1), (v, v + 4)])
            .filter(|&(v, w)| w < 12 && (w != v + 1 || v % 4 != 3))
            .collect();
        // Which corner's row is a row depends on the numbering: (3, 4) or (4, 3).
        let grid = grid_coordinates(&graph(12, &edges)).unwrap();
        let transposed = (grid.rows, grid.cols) == (4, 3);
        assert!(transposed || (grid.rows, grid.cols) == (3, 4));
        let (a, b) = grid.at[6];
        assert_eq!(if transposed { (b, a) } else { (a, b) }, (1, 2));
        // Move one inner edge to a diagonal: same degrees at the corners, same edge count.
        edges.retain(|&e| e != (5, 6));
        edges.push((5, 10));
        assert!(grid_coordinates(&graph(12, &edges)).is_none());
    }

    #[test]
    fn the_moebius_ladder_on_eight_vertices_is_not_the_three_cube() {
        // C_4 x K_2 is Q_3; the Moebius ladder on 8 vertices is 3-regular with 12 edges too.
        let moebius: Vec<(u32, u32)> = (0..8)
            .map(|v| (v, (v + 1) % 8))
            .chain((0..4).map(|v| (v, v + 4)))
            .collect();
        assert_eq!(hypercube_labels(&graph(8, &moebius)), None);
        let cube: Vec<(u32, u32)> = (0..8u32)
            .flat_map(|v| (0..3).map(move |i| (v, v ^ 1 << i)))
            .filter(|(u, w)| u < w)
            .collect();
        let labels = hypercube_labels(&graph(8, &cube)).unwrap();
        let mut sorted = labels.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..8).collect::<Vec<_>>());
    }
}
