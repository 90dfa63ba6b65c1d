//! Proposition 3.11(i) of seed 001 read as a strategy. A grid with an odd side is built as
//! Theorem 3.9 builds oddities: take the path of lines across the odd side, and put in place
//! of each of its vertices a line along the odd side (a path of odd order, an oddity); two
//! neighbouring lines are joined by an odd number of edges (the odd side's length), others by
//! none. The theorem's proof is the strategy: colour each line green when it holds an odd
//! number of green vertices, win that colouring of the path of lines, and play the lines out
//! in that order, each (by then holding an odd number of greens) as a path of its own.

use super::graph::Graph;
use super::scheme::scheme_order;
use super::theorems::GridCoordinates;

/// A winning order for a game with an odd number of greens on a grid with an odd side.
pub(crate) fn order(graph: &Graph, red: &[bool], grid: &GridCoordinates) -> Option<Vec<usize>> {
    let across_rows = grid.cols % 2 == 1;
    let (count, length) = if across_rows {
        (grid.rows, grid.cols)
    } else {
        (grid.cols, grid.rows)
    };
    // lines[k][t]: the t-th vertex along line k.
    let mut lines = vec![vec![0; length]; count];
    for (v, &(i, j)) in grid.at.iter().enumerate() {
        let (k, t) = if across_rows { (i, j) } else { (j, i) };
        lines[k][t] = v;
    }
    let along: Vec<usize> = (0..length).collect();
    let path_of = |n: usize| {
        let edges: Vec<(u32, u32)> = (1..n as u32).map(|t| (t - 1, t)).collect();
        Graph::new(n, &edges).ok()
    };
    let (path_of_lines, line) = (path_of(count)?, path_of(length)?);
    let line_red: Vec<bool> = lines
        .iter()
        .map(|vertices| vertices.iter().filter(|&&v| !red[v]).count() % 2 == 0)
        .collect();
    let mut red = red.to_vec();
    let mut order = Vec::with_capacity(graph.vertex_count());
    for k in scheme_order(&path_of_lines, &line_red, &(0..count).collect::<Vec<_>>()) {
        let now: Vec<bool> = lines[k].iter().map(|&v| red[v]).collect();
        if now.iter().filter(|&&r| !r).count() % 2 == 0 {
            return None;
        }
        for t in scheme_order(&line, &now, &along) {
            let v = lines[k][t];
            order.push(v);
            for &w in graph.neighbours(v) {
                red[w as usize] ^= true;
            }
        }
    }
    Some(order)
}
