//! Theorem 5.1 of seed 001 read as a strategy: its proof takes Q_{2n} - x and Q_{2n+1} - u - v
//! apart into smaller oddities joined by an odd number of edges, down to single vertices, and
//! Theorem 3.2 says how to win such a split: an oddity is won whenever its number of green
//! vertices is odd, so play first the part with an odd number of greens; its moves flip an odd
//! number of the other part's vertices, which then has an odd number of greens too.
//!
//! The vertices are the labels 0..2^d of [`super::theorems::hypercube_labels`]; a subcube is
//! the set of labels agreeing with a member outside the mask of its free bits.

use super::graph::Graph;

/// An oddity taken apart: a single vertex, or two oddities with an odd number of edges between
/// them (Theorem 3.2).
enum Split {
    Vertex(usize),
    Join(Box<Split>, Box<Split>),
}

fn join(a: Split, b: Split) -> Split {
    Split::Join(Box::new(a), Box::new(b))
}

/// The lowest and the next lowest set bit of a mask with at least two.
fn two_low_bits(mask: usize) -> (usize, usize) {
    let low = mask & mask.wrapping_neg();
    let rest = mask & !low;
    (low, rest & rest.wrapping_neg())
}

/// Q_{2n} - x (n >= 1) for the subcube of x with the `free` bits (2n of them). The proof of
/// 5.1(a): split along the highest free bit into halves A (holding x) and B; with y a
/// neighbour of x in A, y' and x' their partners in B and z a neighbour of y' in B other than
/// x', the rest splits into A - x - y and B - y' - z, odd-type cubes less an edge, joined by
/// 2^(2n-1) - 3 edges; then z, y' and y come back, each joined to what is there by 2n - 1.
fn even_cube_less_one(free: usize, x: usize) -> Split {
    let top = 1 << (usize::BITS - 1 - free.leading_zeros());
    let rest = free & !top;
    let (c1, c2) = two_low_bits(rest);
    let y = x ^ c1;
    let (x_, y_) = (x ^ top, y ^ top);
    if rest.count_ones() == 1 {
        // Q_2 - x is the path y - y' - x'.
        return join(join(Split::Vertex(x_), Split::Vertex(y_)), Split::Vertex(y));
    }
    let z = y_ ^ c2;
    let halves = join(
        odd_cube_less_edge(rest, x, y),
        odd_cube_less_edge(rest, y_, z),
    );
    join(
        join(join(halves, Split::Vertex(z)), Split::Vertex(y_)),
        Split::Vertex(y),
    )
}

/// Q_{2n+1} - u - v (n >= 1) for the subcube of the edge uv with the `free` bits. The proof of
/// 5.1(a): split along the edge's bit into Q_{2n} - u and Q_{2n} - v, joined by 2^(2n) - 1
/// edges.
fn odd_cube_less_edge(free: usize, u: usize, v: usize) -> Split {
    let rest = free & !(u ^ v);
    join(even_cube_less_one(rest, u), even_cube_less_one(rest, v))
}

/// Plays a split oddity with an odd number of green vertices, appending the moves to `order`.
struct Player<'a> {
    graph: &'a Graph,
    vertex_of: Vec<usize>,
    red: Vec<bool>,
    order: Vec<usize>,
}

impl Player<'_> {
    fn play_vertex(&mut self, v: usize) {
        debug_assert!(!self.red[v], "Theorem 3.2 plays only green vertices");
        self.order.push(v);
        for &w in self.graph.neighbours(v) {
            self.red[w as usize] ^= true;
        }
    }

    fn greens(&self, split: &Split) -> usize {
        match split {
            Split::Vertex(label) => !self.red[self.vertex_of[*label]] as usize,
            Split::Join(a, b) => self.greens(a) + self.greens(b),
        }
    }

    fn play(&mut self, split: &Split) {
        match split {
            Split::Vertex(label) => self.play_vertex(self.vertex_of[*label]),
            Split::Join(a, b) => {
                let (first, second) = if self.greens(a) % 2 == 1 {
                    (a, b)
                } else {
                    (b, a)
                };
                self.play(first);
                self.play(second);
            }
        }
    }
}

/// A winning order for a winnable game on Q_d, d >= 2, with `labels` from the recognition.
/// Q_{2n}, a special event: any green vertex first, then the oddity Q_{2n} - x. Q_{2n+1}: a
/// green vertex x next to a red one y (the colouring is not one colour), then y (turned
/// green by x), then the oddity Q_{2n+1} - x - y.
pub(crate) fn order(graph: &Graph, red: &[bool], labels: &[usize]) -> Option<Vec<usize>> {
    let p = graph.vertex_count();
    let free = p - 1;
    let mut vertex_of = vec![0; p];
    for (v, &label) in labels.iter().enumerate() {
        vertex_of[label] = v;
    }
    let mut player = Player {
        graph,
        vertex_of,
        red: red.to_vec(),
        order: Vec::with_capacity(p),
    };
    let rest = if free.count_ones().is_multiple_of(2) {
        let x = (0..p).find(|&v| !red[v])?;
        player.play_vertex(x);
        even_cube_less_one(free, labels[x])
    } else {
        let (x, y) = (0..p).find_map(|x| {
            let y = graph.neighbours(x).iter().find(|&&y| red[y as usize])?;
            (!red[x]).then_some((x, *y as usize))
        })?;
        player.play_vertex(x);
        player.play_vertex(y);
        odd_cube_less_edge(free, labels[x], labels[y])
    };
    if player.greens(&rest).is_multiple_of(2) {
        return None;
    }
    player.play(&rest);
    Some(player.order)
}
