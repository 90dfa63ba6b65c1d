//! Theorem 3.2 of seed 001 as a strategy: an odd-elimination scheme gives a winning order.

use super::graph::Graph;

/// A winning order from an odd-elimination scheme v_1..v_p (each v_i with an odd number of
/// neighbours among v_1..v_(i-1)) when the number of green vertices is odd: Theorem 3.2 with
/// G_i split into G_(i-1) and v_i, unwound from the end. A green v_i is played before all of
/// G_(i-1) (flipping its neighbours there), a red one after, when its odd number of earlier
/// neighbours have turned it green.
pub fn scheme_order(graph: &Graph, red: &[bool], scheme: &[usize]) -> Vec<usize> {
    let mut position = vec![0; graph.vertex_count()];
    for (i, &v) in scheme.iter().enumerate() {
        position[v] = i;
    }
    let mut red = red.to_vec();
    let mut before = Vec::new();
    let mut after = Vec::new();
    for (i, &v) in scheme.iter().enumerate().skip(1).rev() {
        if red[v] {
            after.push(v);
        } else {
            before.push(v);
            for &w in graph.neighbours(v) {
                if position[w as usize] < i {
                    red[w as usize] ^= true;
                }
            }
        }
    }
    before.push(scheme[0]);
    before.extend(after.into_iter().rev());
    before
}
