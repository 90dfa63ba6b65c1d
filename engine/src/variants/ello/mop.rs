//! Section 7 of seed 001: deciding ELLO on a maximal outerplanar graph (a MOP, a polygon cut
//! into triangles by chords) in linear time, by cutting off triangles at the leaves of the
//! inner dual tree with Reduction Lemmas 1-4 until at most 4 vertices are left.
//!
//! The paper's algorithm only decides. Each reduction here also says how a winning order of
//! the smaller game extends to the larger one, always by moves before it (a prefix) or after
//! it (a suffix), so the algorithm returns a winning order too. With the paper's names (x and
//! z of degree 2, y next to both or of degree 3, a and b their other neighbours):
//!
//! | step   | colours                  | smaller game               | order           |
//! |--------|--------------------------|----------------------------|-----------------|
//! | 2.2 i  | x red, y red             | G - x - y                  | pi; x; y        |
//! | 2.2 ii | x red, y green           | G - x - y, b flipped       | y; x; pi        |
//! | 2.2 iii| x green, y red           | x played: a and y flip     | x; pi           |
//! | 2.2 iv | x green, y green         | G - x                      | pi; x           |
//! | 2.4 ii | x green, z green         | x played                   | x; pi           |
//! | 2.4 i2 | z red, x green, y green  | G - x - y - z, a flipped   | x; pi; z; y     |
//! | 2.4 i3 | z red, x green, y red    | G - x - y - z              | x; y; z; pi     |
//! | 2.4 i3 | z red, x red, y green    | G - x - y - z              | y; x; z; pi     |
//!
//! (2.4 i1, z, x and y red, is lost; with x red instead of z, x and z swap, and a and b.)
//! Each order follows from Proposition 1.1 by counting, for every vertex, the neighbours
//! moved before it; the tests replay every order returned.

use std::collections::hash_map::Entry;

use crate::budget::Budget;
use crate::model::key_map::KeyMap;

use super::graph::Graph;
use super::search::{search, step, Stopped};

const NONE: u32 = u32::MAX;

/// A maximal outerplanar graph cut into its triangles.
#[derive(Debug, Clone)]
pub(crate) struct Mop {
    triangles: Vec<[u32; 3]>,
    /// `across[t][k]`: the triangle sharing the side of t opposite its vertex k, or NONE.
    across: Vec<[u32; 3]>,
}

impl Mop {
    /// The triangles of a MOP, or `None` if the graph is not one. A graph on p >= 3 vertices
    /// is a MOP exactly when it is a 2-tree (it has 2p - 3 edges and can be taken apart by
    /// removing, again and again, a vertex of degree 2 whose two neighbours are joined, down
    /// to a triangle) in which no edge lies in three triangles.
    pub(crate) fn recognise(graph: &Graph) -> Option<Mop> {
        let p = graph.vertex_count();
        if p < 3 || graph.edge_count() != 2 * p - 3 {
            return None;
        }
        let mut degree: Vec<usize> = (0..p).map(|v| graph.degree(v)).collect();
        let mut present = vec![true; p];
        let mut ready: Vec<usize> = (0..p).filter(|&v| degree[v] == 2).collect();
        let mut triangles = Vec::with_capacity(p - 2);
        let mut left = p;
        while left > 3 {
            let v = ready.pop()?;
            if !present[v] || degree[v] != 2 {
                continue;
            }
            let mut ends = graph
                .neighbours(v)
                .iter()
                .map(|&w| w as usize)
                .filter(|&w| present[w]);
            let (u, w) = (ends.next()?, ends.next()?);
            if !graph.adjacent(u, w) {
                return None;
            }
            triangles.push([v as u32, u as u32, w as u32]);
            present[v] = false;
            left -= 1;
            for end in [u, w] {
                degree[end] -= 1;
                if degree[end] == 2 {
                    ready.push(end);
                }
            }
        }
        let last: Vec<u32> = (0..p).filter(|&v| present[v]).map(|v| v as u32).collect();
        let [a, b, c] = last[..] else { return None };
        if !(graph.adjacent(a as usize, b as usize)
            && graph.adjacent(b as usize, c as usize)
            && graph.adjacent(a as usize, c as usize))
        {
            return None;
        }
        triangles.push([a, b, c]);
        // Each side's first triangle t and its vertex k opposite, as 3t + k, until a second
        // triangle shares the side (then SHARED); a third is no triangulation.
        const SHARED: usize = usize::MAX;
        let mut first = KeyMap::default();
        let mut across = vec![[NONE; 3]; triangles.len()];
        for (t, triangle) in triangles.iter().enumerate() {
            for k in 0..3 {
                let (u, v) = side(triangle, k);
                match first.entry((u64::from(u) << 32) | u64::from(v)) {
                    Entry::Vacant(entry) => {
                        entry.insert(3 * t + k);
                    }
                    Entry::Occupied(mut entry) => match entry.insert(SHARED) {
                        SHARED => return None,
                        other => {
                            let (s, j) = (other / 3, other % 3);
                            across[s][j] = t as u32;
                            across[t][k] = s as u32;
                        }
                    },
                }
            }
        }
        Some(Mop { triangles, across })
    }
}

/// The side of a triangle opposite its vertex k, as a sorted pair.
fn side(triangle: &[u32; 3], k: usize) -> (u32, u32) {
    let (u, v) = (triangle[(k + 1) % 3], triangle[(k + 2) % 3]);
    (u.min(v), u.max(v))
}

/// The algorithm's working state: which triangles and vertices remain, the current colours,
/// and the moves decided before and after the smaller game.
struct Reduction<'a> {
    mop: &'a Mop,
    alive: Vec<bool>,
    /// How many remaining triangles share a side with each triangle.
    dual_degree: Vec<u8>,
    /// Triangles that may be leaves of the inner dual, to be looked at.
    leaves: Vec<u32>,
    red: Vec<bool>,
    present: Vec<bool>,
    left: usize,
    prefix: Vec<usize>,
    /// The moves after the smaller game, backward: a suffix decided later belongs earlier.
    suffix_backward: Vec<usize>,
}

/// What one reduction step found.
enum Step {
    /// The game was replaced by a smaller one of the same winnability.
    Reduced,
    /// The game is lost (Reduction Lemma 3(i)).
    Lost,
    /// The leaf looked at cannot be used yet.
    Deferred,
}

/// A winning order for a parity-plausible game on a MOP, or `None` if the game cannot be won.
/// Linear in the number of vertices, plus a search over at most 4 vertices at the end.
pub(crate) fn solve(
    mop: &Mop,
    graph: &Graph,
    red: &[bool],
    budget: &mut Budget,
) -> Result<Option<Vec<usize>>, Stopped> {
    let count = mop.triangles.len();
    let dual_degree: Vec<u8> = mop
        .across
        .iter()
        .map(|sides| sides.iter().filter(|&&t| t != NONE).count() as u8)
        .collect();
    let mut state = Reduction {
        mop,
        alive: vec![true; count],
        leaves: (0..count as u32)
            .filter(|&t| dual_degree[t as usize] == 1)
            .collect(),
        dual_degree,
        red: red.to_vec(),
        present: vec![true; graph.vertex_count()],
        left: graph.vertex_count(),
        prefix: Vec::new(),
        suffix_backward: Vec::new(),
    };
    while state.left > 4 {
        step(
            budget,
            1.0 - state.left as f64 / graph.vertex_count() as f64,
        )?;
        let Some(leaf) = state.leaves.pop() else {
            // Every tree of three or more triangles has a leaf next to a triangle of degree
            // 2, or two leaves next to one triangle of degree 3, and each is queued again
            // whenever its neighbourhood changes; an empty queue means a broken invariant.
            debug_assert!(
                false,
                "no reducible leaf in a MOP with {} vertices",
                state.left
            );
            return Ok(None);
        };
        match state.step(leaf) {
            Step::Reduced | Step::Deferred => {}
            Step::Lost => return Ok(None),
        }
    }
    let rest: Vec<usize> = (0..graph.vertex_count())
        .filter(|&v| state.present[v])
        .collect();
    let rest_red: Vec<bool> = rest.iter().map(|&v| state.red[v]).collect();
    let Some(end) = search(&graph.induced(&rest), &rest_red, budget)? else {
        return Ok(None);
    };
    let mut order = state.prefix;
    order.extend(end.into_iter().map(|i| rest[i]));
    order.extend(state.suffix_backward.iter().rev());
    Ok(Some(order))
}

impl Reduction<'_> {
    /// The remaining triangle across side k of t, if any.
    fn neighbour(&self, t: u32, k: usize) -> Option<u32> {
        let s = self.mop.across[t as usize][k];
        (s != NONE && self.alive[s as usize]).then_some(s)
    }

    /// The index k in t of the vertex opposite the side t shares with s.
    fn facing(&self, t: u32, s: u32) -> usize {
        (0..3)
            .find(|&k| self.mop.across[t as usize][k] == s)
            .expect("s is a neighbour of t")
    }

    fn vertex(&self, t: u32, k: usize) -> usize {
        self.mop.triangles[t as usize][k] as usize
    }

    /// Looks at a triangle that may be a leaf of the inner dual and reduces there if the
    /// configuration of step 2.1 or 2.3 is present.
    fn step(&mut self, leaf: u32) -> Step {
        if !self.alive[leaf as usize] || self.dual_degree[leaf as usize] != 1 {
            return Step::Deferred;
        }
        let k = (0..3)
            .find(|&k| self.neighbour(leaf, k).is_some())
            .expect("a leaf has one neighbour");
        let t = self.neighbour(leaf, k).expect("found above");
        let x = self.vertex(leaf, k);
        let j = self.facing(t, leaf);
        let others: Vec<usize> = (0..3)
            .filter(|&i| i != j && self.neighbour(t, i).is_some())
            .collect();
        match others[..] {
            // Step 2.1: t has one other neighbour, across the side a-b, so y (the shared
            // vertex not on that side) has degree 3 and b is t's vertex opposite the leaf.
            [i] => {
                let y = self.vertex(t, i);
                let a = self.vertex(t, 3 - i - j);
                let b = self.vertex(t, j);
                self.ear_next_to_degree_three(leaf, t, x, y, a, b);
                Step::Reduced
            }
            // Step 2.3: t has two other neighbours; go on if one of them is a leaf too.
            [i1, i2] => {
                let Some(i) = [i1, i2]
                    .into_iter()
                    .find(|&i| self.dual_degree[self.mop.across[t as usize][i] as usize] == 1)
                else {
                    return Step::Deferred;
                };
                let second = self.mop.across[t as usize][i];
                let z = self.vertex(second, self.facing(second, t));
                let y = self.vertex(t, 3 - i - j);
                let a = self.vertex(t, i);
                let b = self.vertex(t, j);
                self.two_ears_at_degree_four([leaf, second, t], [x, y, z, a, b])
            }
            _ => Step::Deferred,
        }
    }

    /// Steps 2.2 i-iv (Reduction Lemmas 1 and 2): x of degree 2 in the leaf (x, y, a), y of
    /// degree 3 with third neighbour b.
    fn ear_next_to_degree_three(
        &mut self,
        leaf: u32,
        t: u32,
        x: usize,
        y: usize,
        a: usize,
        b: usize,
    ) {
        match (self.red[x], self.red[y]) {
            (true, true) => {
                self.suffix(&[x, y]);
                self.remove(&[leaf, t], &[x, y]);
            }
            (true, false) => {
                self.prefix.extend([y, x]);
                self.red[b] ^= true;
                self.remove(&[leaf, t], &[x, y]);
            }
            (false, true) => self.play_first(x, &[a, y], leaf),
            (false, false) => {
                self.suffix(&[x]);
                self.remove(&[leaf], &[x]);
            }
        }
    }

    /// Step 2.4 (Reduction Lemmas 3 and 4): leaves (x, y, a) and (z, y, b) on both sides of
    /// t = (a, y, b), so N(x) = {a, y}, N(y) = {a, b, x, z}, N(z) = {b, y}.
    fn two_ears_at_degree_four(&mut self, triangles: [u32; 3], vertices: [usize; 5]) -> Step {
        let [leaf, second, t] = triangles;
        let [mut x, y, mut z, mut a, mut b] = vertices;
        if !self.red[x] && !self.red[z] {
            self.play_first(x, &[a, y], leaf);
            return Step::Reduced;
        }
        if !self.red[z] {
            // Only x is red: the symmetric statements, with x and z, a and b swapped.
            std::mem::swap(&mut x, &mut z);
            std::mem::swap(&mut a, &mut b);
        }
        match (self.red[x], self.red[y]) {
            (true, true) => return Step::Lost,
            (false, false) => {
                self.prefix.push(x);
                self.suffix(&[z, y]);
                self.red[a] ^= true;
            }
            (false, true) => self.prefix.extend([x, y, z]),
            (true, false) => self.prefix.extend([y, x, z]),
        }
        self.remove(&[leaf, second, t], &[x, y, z]);
        Step::Reduced
    }

    /// Moves to make after the smaller game, after those of any later reduction.
    fn suffix(&mut self, moves: &[usize]) {
        self.suffix_backward.extend(moves.iter().rev());
    }

    /// Plays the green vertex x of the leaf first: its neighbours flip and it goes.
    fn play_first(&mut self, x: usize, neighbours: &[usize], leaf: u32) {
        self.prefix.push(x);
        for &v in neighbours {
            self.red[v] ^= true;
        }
        self.remove(&[leaf], &[x]);
    }

    /// Removes triangles and vertices, and queues every triangle whose surroundings changed
    /// so that a leaf deferred earlier is looked at again.
    fn remove(&mut self, triangles: &[u32], vertices: &[usize]) {
        for &v in vertices {
            self.present[v] = false;
            self.left -= 1;
        }
        for &t in triangles {
            self.alive[t as usize] = false;
        }
        for &t in triangles {
            for k in 0..3 {
                let Some(s) = self.neighbour(t, k) else {
                    continue;
                };
                self.dual_degree[s as usize] -= 1;
                self.leaves.push(s);
                for i in 0..3 {
                    if let Some(r) = self.neighbour(s, i) {
                        self.leaves.push(r);
                    }
                }
            }
        }
    }
}
