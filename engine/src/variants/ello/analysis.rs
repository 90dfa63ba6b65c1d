//! Deciding a game of ELLO and finding a winning order, from the cheapest argument that
//! settles it: the parity condition and the other necessary conditions; then, component by
//! component, a closed-form rule of the paper, Section 7's algorithm on a maximal outerplanar
//! graph, the exhaustive search on a small graph, or Theorem 4.1 block by block.

use std::fmt;

use crate::budget::Budget;
use crate::error::EngineError;

use super::blocks::{block_colours, blocks, merge};
use super::colour::Colour;
use super::graph::Graph;
use super::mop::{self, Mop};
use super::scheme::scheme_order;
use super::search::{search, Stopped, MAX_SEARCH_VERTICES};
use super::theorems::{
    bipartition, grid_coordinates, hypercube_labels, parity_ok, plausibility, Family, Implausible,
};
use super::{grid, hypercube};

/// Whether a game can be won.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// It can, and `order` is a winning order of vertex numbers. `None` would mean a rule
    /// decided the game but following its proof failed, which no test has seen.
    Winnable {
        order: Option<Vec<usize>>,
    },
    Unwinnable,
    /// Not decided; the reason says why.
    Unknown,
}

/// What decided the verdict, for the readout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// The parity condition fails (Theorem 1.5).
    Parity,
    /// Corollary 1.7 fails for the component containing `vertex` (its smallest vertex).
    Implausible { vertex: usize, why: Implausible },
    /// A closed-form rule of the paper for this family.
    Rule(Family),
    /// Section 7's algorithm for maximal outerplanar graphs.
    Mop,
    /// The exhaustive search over removed sets.
    Search,
    /// Theorem 4.1, each block decided on its own.
    Blocks,
    /// Each component decided on its own, by different means.
    Components,
    /// Not decided: too large for the search, and no rule of the paper applies.
    TooLarge,
    /// Not decided: the search was stopped.
    Stopped,
}

/// Everything the readout shows about one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// Whether the parity condition gamma = p + q (mod 2) holds (Theorem 1.5).
    pub parity_ok: bool,
    /// The family of a connected graph with a rule of its own, if any.
    pub family: Option<Family>,
    pub verdict: Verdict,
    pub reason: Reason,
}

impl Analysis {
    /// `Some(true)` or `Some(false)` once decided.
    pub fn winnable(&self) -> Option<bool> {
        match self.verdict {
            Verdict::Winnable { .. } => Some(true),
            Verdict::Unwinnable => Some(false),
            Verdict::Unknown => None,
        }
    }

    /// A winning order, if one was found.
    pub fn order(&self) -> Option<&[usize]> {
        match &self.verdict {
            Verdict::Winnable { order } => order.as_deref(),
            _ => None,
        }
    }

    /// The hint: the first vertex of a winning order, if there is one.
    pub fn hint(&self) -> Option<usize> {
        self.order().and_then(|order| order.first().copied())
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Family::Tree => write!(f, "tree"),
            Family::Complete { p } => write!(f, "complete graph K_{p}"),
            Family::Cycle { p } => write!(f, "cycle C_{p}"),
            Family::Bipartite { m, n } => write!(f, "complete bipartite graph K_{{{m},{n}}}"),
            Family::Hypercube { dimension } => write!(f, "hypercube Q_{dimension}"),
            Family::Wheel { rim } => write!(f, "wheel C_{rim} + K_1"),
            Family::Grid { rows, cols } => write!(f, "grid P_{rows} x P_{cols}"),
            Family::MaximalOuterplanar => write!(f, "maximal outerplanar graph"),
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Parity => write!(
                f,
                "the parity condition fails: a winnable game has gamma = p + q (mod 2) (Theorem 1.5)"
            ),
            Reason::Implausible { vertex, why } => {
                let what = match why {
                    Implausible::Parity => "fails the parity condition",
                    Implausible::AllRed => "is all red",
                    Implausible::Reflection => {
                        "is the reflection X of all red (green exactly at odd degree)"
                    }
                };
                write!(f, "the component of vertex {vertex} {what} (Corollary 1.7)")
            }
            Reason::Rule(family) => {
                let rule = match family {
                    Family::Tree => "winnable iff the number of green vertices is odd (Proposition 3.5)",
                    Family::Complete { .. } => "winnable iff ceil(p/2) vertices are green (Corollary 1.3)",
                    Family::Cycle { .. } => "winnable iff the number of green vertices is even and positive",
                    Family::Bipartite { .. } => "parity-driven: winnable iff not all red and gamma = p + q (mod 2) (Corollary 3.7)",
                    Family::Hypercube { .. } => "winnable iff plausible (Theorem 5.1)",
                    Family::Wheel { .. } => "winnable iff plausible (Proposition 7.3)",
                    Family::Grid { .. } => "an oddity: winnable iff the number of green vertices is odd (Proposition 3.11)",
                    Family::MaximalOuterplanar => "decided by Section 7's algorithm",
                };
                write!(f, "{family}: {rule}")
            }
            Reason::Mop => write!(
                f,
                "maximal outerplanar graph: decided by Section 7's linear-time algorithm"
            ),
            Reason::Search => write!(f, "decided by exhaustive search over the removed sets"),
            Reason::Blocks => write!(f, "decided block by block (Theorem 4.1)"),
            Reason::Components => write!(f, "each component decided on its own"),
            Reason::TooLarge => write!(
                f,
                "not known: more than {MAX_SEARCH_VERTICES} vertices in a block, and no rule of the paper applies"
            ),
            Reason::Stopped => write!(f, "not known: the search was stopped"),
        }
    }
}

/// Decides a game and finds a winning order when it can. A step is one position looked at by
/// the search or one reduction of Section 7's algorithm; when `budget` stops them the verdict
/// is unknown.
///
/// ```
/// use lights_lab_engine::ello::{analyze, parse_colours, Graph};
/// use lights_lab_engine::Budget;
/// // A path of three vertices. All green: play an end, the other end, then the middle.
/// // Green, red, green: either end turns the middle green, but the middle then leaves the
/// // other end red, so the game is lost.
/// let path = Graph::new(3, &[(0, 1), (1, 2)])?;
/// let all_green = analyze(&path, &parse_colours("ggg", 3)?, &mut Budget::unlimited())?;
/// assert_eq!(all_green.winnable(), Some(true));
/// assert_eq!(all_green.order().map(<[usize]>::len), Some(3));
/// let ends_green = analyze(&path, &parse_colours("grg", 3)?, &mut Budget::unlimited())?;
/// assert_eq!(ends_green.winnable(), Some(false));
/// # Ok::<(), lights_lab_engine::EngineError>(())
/// ```
pub fn analyze(
    graph: &Graph,
    colours: &[Colour],
    budget: &mut Budget,
) -> Result<Analysis, EngineError> {
    let n = graph.vertex_count();
    if colours.len() != n {
        return Err(EngineError::new(format!(
            "a game needs one colour per vertex ({n}), got {}",
            colours.len()
        )));
    }
    let red: Vec<bool> = colours.iter().map(|&c| c == Colour::Red).collect();
    Ok(analyze_red(graph, &red, budget))
}

/// [`analyze`] with the colours as red flags, one per vertex.
pub(crate) fn analyze_red(graph: &Graph, red: &[bool], budget: &mut Budget) -> Analysis {
    let n = graph.vertex_count();
    let components = graph.components();
    let family = match components.len() {
        1 => family_of(graph),
        _ => None,
    };
    let analysis = |verdict, reason| Analysis {
        parity_ok: parity_ok(graph, red),
        family,
        verdict,
        reason,
    };
    if !parity_ok(graph, red) {
        return analysis(Verdict::Unwinnable, Reason::Parity);
    }
    let parts: Vec<(Graph, Vec<bool>)> = components
        .iter()
        .map(|vertices| {
            let part_red = vertices.iter().map(|&v| red[v]).collect();
            (graph.induced(vertices), part_red)
        })
        .collect();
    for ((part, part_red), vertices) in parts.iter().zip(&components) {
        if let Err(why) = plausibility(part, part_red) {
            let vertex = vertices[0];
            return analysis(Verdict::Unwinnable, Reason::Implausible { vertex, why });
        }
    }
    let mut orders = Some(Vec::with_capacity(n));
    let mut reasons = Vec::with_capacity(parts.len());
    for ((part, part_red), vertices) in parts.iter().zip(&components) {
        let Ok((verdict, reason)) = solve_connected(part, part_red, budget) else {
            return analysis(Verdict::Unknown, Reason::Stopped);
        };
        match verdict {
            Verdict::Winnable { order } => {
                orders = orders.zip(order).map(|(mut all, order): (Vec<usize>, _)| {
                    all.extend(order.into_iter().map(|i| vertices[i]));
                    all
                });
                reasons.push(reason);
            }
            Verdict::Unwinnable | Verdict::Unknown => return analysis(verdict, reason),
        }
    }
    let reason = match reasons[..] {
        [first, ..] if reasons.iter().all(|&r| r == first) => first,
        _ => Reason::Components,
    };
    analysis(Verdict::Winnable { order: orders }, reason)
}

/// The family of a connected graph for the readout: a closed-form family, or a maximal
/// outerplanar graph with at least 4 vertices.
fn family_of(graph: &Graph) -> Option<Family> {
    Family::recognise(graph).or_else(|| {
        (graph.vertex_count() >= 4 && Mop::recognise(graph).is_some())
            .then_some(Family::MaximalOuterplanar)
    })
}

/// Decides a connected game (true: red) by the cheapest argument that settles it.
fn solve_connected(
    graph: &Graph,
    red: &[bool],
    budget: &mut Budget,
) -> Result<(Verdict, Reason), Stopped> {
    let p = graph.vertex_count();
    if let Err(why) = plausibility(graph, red) {
        return Ok((Verdict::Unwinnable, Reason::Implausible { vertex: 0, why }));
    }
    if let Some(family) = Family::recognise(graph) {
        let Some(true) = family.rule(graph, red) else {
            return Ok((Verdict::Unwinnable, Reason::Rule(family)));
        };
        let order = family_order(family, graph, red, budget)?;
        return Ok((Verdict::Winnable { order }, Reason::Rule(family)));
    }
    if p >= 4 {
        if let Some(mop) = Mop::recognise(graph) {
            let verdict = match mop::solve(&mop, graph, red, budget)? {
                Some(order) => Verdict::Winnable { order: Some(order) },
                None => Verdict::Unwinnable,
            };
            return Ok((verdict, Reason::Mop));
        }
    }
    if p <= MAX_SEARCH_VERTICES {
        let verdict = match search(graph, red, budget)? {
            Some(order) => Verdict::Winnable { order: Some(order) },
            None => Verdict::Unwinnable,
        };
        return Ok((verdict, Reason::Search));
    }
    Ok(
        by_blocks(graph, red, budget)?.map_or((Verdict::Unknown, Reason::TooLarge), |verdict| {
            (verdict, Reason::Blocks)
        }),
    )
}

/// Theorem 4.1: decides each block with the colours the theorem gives it and merges the
/// blocks' winning orders; `None` for a graph that is a single block.
fn by_blocks(graph: &Graph, red: &[bool], budget: &mut Budget) -> Result<Option<Verdict>, Stopped> {
    let found = blocks(graph);
    if found.len() < 2 {
        return Ok(None);
    }
    let mut orders = Some(Vec::with_capacity(found.len()));
    for (block, block_red) in found.iter().zip(block_colours(graph, red, &found)) {
        let (verdict, _) = solve_connected(&block.graph, &block_red, budget)?;
        match verdict {
            Verdict::Winnable { order } => {
                orders = orders
                    .zip(order)
                    .map(|(mut all, order): (Vec<Vec<usize>>, _)| {
                        all.push(order.into_iter().map(|i| block.vertices[i]).collect());
                        all
                    });
            }
            Verdict::Unwinnable | Verdict::Unknown => return Ok(Some(verdict)),
        }
    }
    let order = orders.and_then(|orders| merge(graph.vertex_count(), &orders));
    Ok(Some(Verdict::Winnable { order }))
}

/// A winning order for a game its family's rule says is winnable.
fn family_order(
    family: Family,
    graph: &Graph,
    red: &[bool],
    budget: &mut Budget,
) -> Result<Option<Vec<usize>>, Stopped> {
    let p = graph.vertex_count();
    match family {
        // Which green vertex of a clique is played makes no difference (Corollary 1.3).
        Family::Complete { .. } => Ok(Some(greedy_clique(red))),
        Family::Cycle { .. } | Family::Wheel { .. } => first_move_then_rest(graph, red, budget),
        Family::Bipartite { .. } => match odd_side_scheme(graph) {
            Some(scheme) => Ok(Some(scheme_order(graph, red, &scheme))),
            // Both sides even: after any first move one side is odd (Corollary 3.7).
            None => first_move_then_rest(graph, red, budget),
        },
        Family::Hypercube { .. } => {
            Ok(hypercube_labels(graph).and_then(|labels| hypercube::order(graph, red, &labels)))
        }
        Family::Grid { .. } => {
            Ok(grid_coordinates(graph).and_then(|grid| grid::order(graph, red, &grid)))
        }
        _ if p <= MAX_SEARCH_VERTICES => search(graph, red, budget),
        // A tree's blocks are its edges, each decided and ordered by the search.
        Family::Tree => Ok(match by_blocks(graph, red, budget)? {
            Some(Verdict::Winnable { order }) => order,
            _ => None,
        }),
        // Recognised by Mop::recognise, never by Family::recognise.
        Family::MaximalOuterplanar => Ok(None),
    }
}

/// Plays any green vertex of a clique while one remains; every other vertex flips each time.
fn greedy_clique(red: &[bool]) -> Vec<usize> {
    let mut red = red.to_vec();
    let mut left: Vec<usize> = (0..red.len()).collect();
    let mut order = Vec::with_capacity(red.len());
    while let Some(i) = left.iter().position(|&v| !red[v]) {
        let v = left.swap_remove(i);
        order.push(v);
        for &w in &left {
            red[w] ^= true;
        }
    }
    order
}

/// A green vertex to play first and a winning order of what is left, trying the green
/// vertices in turn. Some first move works in a winnable game; on a cycle or a complete
/// bipartite graph with even sides any does (the rest is a tree or has an odd side), on a
/// wheel the rest is a cycle (the hub played) or a fan, which Section 7 decides.
fn first_move_then_rest(
    graph: &Graph,
    red: &[bool],
    budget: &mut Budget,
) -> Result<Option<Vec<usize>>, Stopped> {
    for first in (0..graph.vertex_count()).filter(|&v| !red[v]) {
        let rest: Vec<usize> = (0..graph.vertex_count()).filter(|&v| v != first).collect();
        let rest_red: Vec<bool> = rest
            .iter()
            .map(|&v| red[v] ^ graph.adjacent(first, v))
            .collect();
        if let (Verdict::Winnable { order: Some(order) }, _) =
            solve_connected(&graph.induced(&rest), &rest_red, budget)?
        {
            let order = std::iter::once(first).chain(order.into_iter().map(|i| rest[i]));
            return Ok(Some(order.collect()));
        }
    }
    Ok(None)
}

/// An odd-elimination scheme of K_{m,n} with an odd side A (Corollary 3.7): one vertex b of
/// the other side, then A (each meeting only b before it), then the rest of the other side
/// (each meeting all of A, an odd number).
fn odd_side_scheme(graph: &Graph) -> Option<Vec<usize>> {
    let side = bipartition(graph)?;
    let left: Vec<usize> = (0..side.len()).filter(|&v| !side[v]).collect();
    let right: Vec<usize> = (0..side.len()).filter(|&v| side[v]).collect();
    let (odd, other) = match (left.len() % 2, right.len() % 2) {
        (1, _) => (left, right),
        (_, 1) => (right, left),
        _ => return None,
    };
    Some(
        other[..1]
            .iter()
            .chain(&odd)
            .chain(&other[1..])
            .copied()
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    use super::*;
    use crate::variants::ello::theorems::colours_won_by;
    use crate::variants::ello::wins;

    /// Theorem 4.1 as applied here, block by block, against the search on graphs small enough
    /// for both: random blocks glued at random earlier vertices.
    #[test]
    fn blocks_agree_with_the_search() {
        let mut rng = StdRng::seed_from_u64(1);
        let mut compared = 0;
        while compared < 300 {
            let mut edges = Vec::new();
            let mut n = 1u32;
            while n < 14 {
                let size = rng.random_range(2..=5u32);
                let at = rng.random_range(0..n);
                let block: Vec<u32> = std::iter::once(at).chain(n..n + size - 1).collect();
                for i in 0..block.len() {
                    let (u, v) = (block[i], block[(i + 1) % block.len()]);
                    if u != v {
                        edges.push((u, v));
                    }
                }
                if block.len() == 5 {
                    edges.push((block[0], block[2]));
                }
                n += size - 1;
            }
            let graph = Graph::new(n as usize, &edges).unwrap();
            let red: Vec<bool> = (0..n).map(|_| rng.random()).collect();
            if plausibility(&graph, &red).is_err() {
                continue;
            }
            let mut budget = Budget::unlimited();
            let by_search = search(&graph, &red, &mut budget).unwrap();
            let by_blocks = by_blocks(&graph, &red, &mut budget).unwrap().unwrap();
            let colours: Vec<Colour> = red
                .iter()
                .map(|&r| if r { Colour::Red } else { Colour::Green })
                .collect();
            match by_blocks {
                Verdict::Winnable { order } => {
                    assert!(by_search.is_some(), "{edges:?} {red:?}");
                    assert!(wins(&graph, &colours, &order.unwrap()));
                }
                verdict => assert_eq!((verdict, by_search), (Verdict::Unwinnable, None)),
            }
            compared += 1;
        }
    }

    #[test]
    fn odd_elimination_schemes_win_with_an_odd_number_of_greens() {
        // K_{3,4}: one vertex of the side of 4, the side of 3, the other three.
        let edges: Vec<(u32, u32)> = (0..3).flat_map(|a| (3..7).map(move |b| (a, b))).collect();
        let graph = Graph::new(7, &edges).unwrap();
        let scheme = odd_side_scheme(&graph).unwrap();
        assert_eq!(scheme.len(), 7);
        for bits in 0..1u32 << 7 {
            let red: Vec<bool> = (0..7).map(|v| bits >> v & 1 == 1).collect();
            if red.iter().filter(|&&r| !r).count() % 2 == 1 {
                let order = scheme_order(&graph, &red, &scheme);
                let colours = colours_won_by(&graph, &order);
                let wanted: Vec<Colour> = red
                    .iter()
                    .map(|&r| if r { Colour::Red } else { Colour::Green })
                    .collect();
                assert_eq!(colours, wanted);
            }
        }
    }
}
