//! Section 4 of seed 001: a game on a graph with a cut vertex is decided block by block.
//! Theorem 4.1: if G is G1 and G2 glued at x and the game is parity-plausible, it is winnable
//! exactly when both (G1, c1) and (G2, c2) are, where c_i keeps the colours of G_i and gives x
//! the colour that makes (G_i, c_i) parity-plausible; and winning orders A1; x; B1 and
//! A2; x; B2 combine into A1; A2; x; B1; B2. Peeling leaf blocks off one at a time applies it
//! to every cut vertex, which the paper leaves to the reader ("we omit the details").

use std::collections::VecDeque;

use super::graph::Graph;

/// A block (a maximal 2-connected subgraph, or a bridge) of a connected graph.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Block {
    pub(crate) vertices: Vec<usize>,
    /// The block as a graph of its own, vertex i being `vertices[i]`.
    pub(crate) graph: Graph,
    /// The cut vertex joining this block to the blocks after it; `None` for the last block.
    pub(crate) attachment: Option<usize>,
}

/// The blocks of a connected graph with at least 2 vertices, leaf blocks first: each block
/// meets the blocks after it only in its attachment. Hopcroft and Tarjan's depth-first search,
/// with an explicit stack, since a path of 65,536 vertices would overflow the call stack.
pub(crate) fn blocks(graph: &Graph) -> Vec<Block> {
    let n = graph.vertex_count();
    let mut discovered = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut visiting = Vec::new();
    let mut blocks = Vec::new();
    // (vertex, its parent, index of the next neighbour to look at)
    let mut calls = vec![(0usize, usize::MAX, 0usize)];
    discovered[0] = 0;
    visiting.push(0);
    let mut time = 1;
    while let Some(&mut (v, parent, ref mut next)) = calls.last_mut() {
        if let Some(&w) = graph.neighbours(v).get(*next) {
            *next += 1;
            let w = w as usize;
            if discovered[w] == usize::MAX {
                discovered[w] = time;
                low[w] = time;
                time += 1;
                visiting.push(w);
                calls.push((w, v, 0));
            } else if w != parent {
                low[v] = low[v].min(discovered[w]);
            }
            continue;
        }
        calls.pop();
        let Some(&(u, _, _)) = calls.last() else {
            break;
        };
        low[u] = low[u].min(low[v]);
        if low[v] >= discovered[u] {
            // u separates the vertices above v on the stack from the rest: a block.
            let mut vertices = Vec::new();
            while let Some(w) = visiting.pop() {
                vertices.push(w);
                if w == v {
                    break;
                }
            }
            vertices.push(u);
            blocks.push(Block {
                graph: graph.induced(&vertices),
                vertices,
                attachment: Some(u),
            });
        }
    }
    if let Some(last) = blocks.last_mut() {
        last.attachment = None;
    }
    blocks
}

/// The colours Theorem 4.1 gives each block of a parity-plausible game (true: red), in the
/// order of the block's vertices: peeling the blocks off in order, the peeled block and the
/// rest each get the colour of the cut vertex that makes them parity-plausible.
pub(crate) fn block_colours(graph: &Graph, red: &[bool], blocks: &[Block]) -> Vec<Vec<bool>> {
    let mut red = red.to_vec();
    let mut vertices_left = graph.vertex_count();
    let mut edges_left = graph.edge_count();
    let mut greens_left = red.iter().filter(|&&r| !r).count();
    let mut colours = Vec::with_capacity(blocks.len());
    for block in blocks {
        let Some(x) = block.attachment else {
            colours.push(block.vertices.iter().map(|&v| red[v]).collect());
            continue;
        };
        let (p, q) = (block.vertices.len(), block.graph.edge_count());
        let greens_beside_x = block
            .vertices
            .iter()
            .filter(|&&v| v != x && !red[v])
            .count();
        // x is green in the block exactly when that makes gamma = p + q (mod 2).
        let x_green = (greens_beside_x + 1 + p + q) % 2 == 0;
        colours.push(
            block
                .vertices
                .iter()
                .map(|&v| if v == x { !x_green } else { red[v] })
                .collect(),
        );
        vertices_left -= p - 1;
        edges_left -= q;
        greens_left -= greens_beside_x;
        if (greens_left + vertices_left + edges_left) % 2 == 1 {
            red[x] ^= true;
            greens_left = if red[x] {
                greens_left - 1
            } else {
                greens_left + 1
            };
        }
    }
    colours
}

/// One order whose restriction to every block is that block's order: a topological order of
/// the "comes next in its block" relation. Theorem 4.1's A1; A2; x; B1; B2 is one such order,
/// so one exists; any of them wins, since each vertex then has, block by block, the same
/// neighbours before it as in its block's winning order. `None` only if the orders contradict.
pub(crate) fn merge(vertex_count: usize, orders: &[Vec<usize>]) -> Option<Vec<usize>> {
    let mut successors: Vec<Vec<usize>> = vec![Vec::new(); vertex_count];
    let mut waiting = vec![0usize; vertex_count];
    for order in orders {
        for pair in order.windows(2) {
            successors[pair[0]].push(pair[1]);
            waiting[pair[1]] += 1;
        }
    }
    let mut ready: VecDeque<usize> = (0..vertex_count).filter(|&v| waiting[v] == 0).collect();
    let mut merged = Vec::with_capacity(vertex_count);
    while let Some(v) = ready.pop_front() {
        merged.push(v);
        for &w in &successors[v] {
            waiting[w] -= 1;
            if waiting[w] == 0 {
                ready.push_back(w);
            }
        }
    }
    (merged.len() == vertex_count).then_some(merged)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_triangles_and_a_tail_make_three_blocks_leaf_first() {
        // Triangles 0-1-2 and 2-3-4 share vertex 2; the bridge 4-5 hangs off the second.
        let graph =
            Graph::new(6, &[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 2), (4, 5)]).unwrap();
        let found = blocks(&graph);
        assert_eq!(found.len(), 3);
        let mut sizes: Vec<usize> = found.iter().map(|b| b.vertices.len()).collect();
        sizes.sort_unstable();
        assert_eq!(sizes, vec![2, 3, 3]);
        assert_eq!(found.last().unwrap().attachment, None);
        // Each block but the last shares only its attachment with the blocks after it.
        for (i, block) in found.iter().enumerate() {
            let later: Vec<usize> = found[i + 1..]
                .iter()
                .flat_map(|b| b.vertices.clone())
                .collect();
            let shared: Vec<usize> = block
                .vertices
                .iter()
                .copied()
                .filter(|v| later.contains(v))
                .collect();
            assert_eq!(shared, block.attachment.into_iter().collect::<Vec<_>>());
        }
    }

    #[test]
    fn merging_keeps_every_block_order() {
        let merged = merge(5, &[vec![1, 0, 2], vec![3, 2, 4]]).unwrap();
        let position = |v| merged.iter().position(|&w| w == v).unwrap();
        assert!(position(1) < position(0) && position(0) < position(2));
        assert!(position(3) < position(2) && position(2) < position(4));
        assert_eq!(merge(2, &[vec![0, 1], vec![1, 0]]), None);
    }
}
