//! Graph boards: the classic physical variants as SIGMA and SIGMA+ games (seed 000), the
//! families of seed 001, any lattice board as a graph, and the graph file with its drawing.
//! Each preset is checked to be the graph it claims (by invariants that pin it down), and its
//! nullity is recomputed here by plain GF(2) elimination, independent of the engine's chase.

use std::collections::VecDeque;

use rand::rngs::StdRng;
use rand::SeedableRng;

use lights_lab_engine::{
    Digraph, GraphBoard, HexLattice, Pattern, Preset, Puzzle, Reduced, Rule, Shape, SquareLattice,
    Topology, PRESET_SYNTAX,
};

fn board(preset: Preset) -> GraphBoard {
    preset
        .board_with_rng(&mut StdRng::seed_from_u64(0))
        .unwrap()
}

/// The undirected neighbours of each vertex of a symmetric graph without loops.
fn neighbours(graph: &Digraph) -> Vec<Vec<usize>> {
    assert!(graph.is_symmetric());
    (0..graph.vertex_count())
        .map(|v| {
            let out: Vec<usize> = graph.out_neighbours(v).collect();
            assert!(!out.contains(&v), "vertex {v} has a loop");
            out
        })
        .collect()
}

/// How many vertices lie at each distance from `from`.
fn distance_profile(adjacent: &[Vec<usize>], from: usize) -> Vec<usize> {
    let mut distance = vec![usize::MAX; adjacent.len()];
    distance[from] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(v) = queue.pop_front() {
        for &w in &adjacent[v] {
            if distance[w] == usize::MAX {
                distance[w] = distance[v] + 1;
                queue.push_back(w);
            }
        }
    }
    let far = *distance.iter().max().unwrap();
    assert_ne!(far, usize::MAX, "the graph is connected");
    (0..=far)
        .map(|d| distance.iter().filter(|&&x| x == d).count())
        .collect()
}

/// The length of a shortest cycle.
fn girth(adjacent: &[Vec<usize>]) -> usize {
    let mut best = usize::MAX;
    for root in 0..adjacent.len() {
        let mut distance = vec![usize::MAX; adjacent.len()];
        let mut parent = vec![usize::MAX; adjacent.len()];
        distance[root] = 0;
        let mut queue = VecDeque::from([root]);
        while let Some(v) = queue.pop_front() {
            for &w in &adjacent[v] {
                if distance[w] == usize::MAX {
                    distance[w] = distance[v] + 1;
                    parent[w] = v;
                    queue.push_back(w);
                } else if parent[v] != w {
                    best = best.min(distance[v] + distance[w] + 1);
                }
            }
        }
    }
    best
}

/// The nullity over GF(2) of the matrix whose row u has a 1 for every arc u -> v, and on
/// the diagonal when `plus`: plain elimination on 64-bit rows (at most 64 vertices).
fn nullity_by_elimination(graph: &Digraph, plus: bool) -> usize {
    let n = graph.vertex_count();
    assert!(n <= 64);
    let mut rows: Vec<u64> = (0..n)
        .map(|u| {
            let row = graph.out_neighbours(u).fold(0u64, |row, v| row ^ 1 << v);
            if plus {
                row ^ 1 << u
            } else {
                row
            }
        })
        .collect();
    let mut rank = 0;
    for column in 0..n {
        let Some(pivot) = (rank..n).find(|&r| rows[r] >> column & 1 == 1) else {
            continue;
        };
        rows.swap(rank, pivot);
        for r in 0..n {
            if r != rank && rows[r] >> column & 1 == 1 {
                rows[r] ^= rows[rank];
            }
        }
        rank += 1;
    }
    n - rank
}

/// The engine's nullity for the graph puzzle with the given rule.
fn engine_nullity(graph: &Digraph, plus: bool) -> usize {
    let puzzle = Puzzle::new(Shape::Graph(graph.clone()), Rule::Sigma { plus }, 2).unwrap();
    Reduced::new(&puzzle).unwrap().nullity().unwrap()
}

fn same_nullity_both_ways(graph: &Digraph) -> [usize; 2] {
    [false, true].map(|plus| {
        let nullity = nullity_by_elimination(graph, plus);
        assert_eq!(engine_nullity(graph, plus), nullity, "plus = {plus}");
        nullity
    })
}

/// Whether the straight segments (a, b) and (c, d) cross at a point inside both.
fn cross(a: (f64, f64), b: (f64, f64), c: (f64, f64), d: (f64, f64)) -> bool {
    let side = |p: (f64, f64), q: (f64, f64), r: (f64, f64)| {
        (q.0 - p.0) * (r.1 - p.1) - (q.1 - p.1) * (r.0 - p.0)
    };
    let (d1, d2) = (side(c, d, a), side(c, d, b));
    let (d3, d4) = (side(a, b, c), side(a, b, d));
    d1 * d2 < -1e-12 && d3 * d4 < -1e-12
}

/// How many pairs of edges cross in the drawing.
fn crossings(board: &GraphBoard) -> usize {
    let at = |v: u32| {
        let p = board.points()[v as usize];
        (p.x, p.y)
    };
    let edges: Vec<(u32, u32)> = board
        .graph()
        .arcs()
        .iter()
        .copied()
        .filter(|(u, v)| u < v)
        .collect();
    let mut count = 0;
    for (i, &(a, b)) in edges.iter().enumerate() {
        for &(c, d) in &edges[i + 1..] {
            if [a, b].iter().all(|x| ![c, d].contains(x)) && cross(at(a), at(b), at(c), at(d)) {
                count += 1;
            }
        }
    }
    count
}

/// Merlin's Magic Square can always be solved (Pelletier): as a graph, SIGMA+ with nullity 0.
#[test]
fn merlins_magic_square_is_always_solvable() {
    let merlin = board(Preset::Merlin);
    assert_eq!(merlin.graph().vertex_count(), 9);
    assert_eq!(Preset::Merlin.rule(), Rule::Sigma { plus: true });
    assert_eq!(nullity_by_elimination(merlin.graph(), true), 0);
    assert_eq!(engine_nullity(merlin.graph(), true), 0);
    // The same move matrix as the lattice puzzle with Merlin's rule.
    let square = SquareLattice::new(3, 3, Topology::Plane).unwrap();
    let lattice = Puzzle::new(Shape::Square(square), Rule::Merlin, 2).unwrap();
    let graph = Puzzle::new(
        Shape::Graph(merlin.graph().clone()),
        Preset::Merlin.rule(),
        2,
    )
    .unwrap();
    assert_eq!(graph.move_matrix().unwrap(), lattice.move_matrix().unwrap());
}

/// Lights Out Cube: 54 cells, each press reaching itself and the 4 cells around it across
/// the cube's edges. Faces are U, L, F, R, B, D in the net; opposite faces share no edge, the
/// others 3 each.
#[test]
fn the_lights_out_cube_folds_into_a_cube() {
    let cube = board(Preset::Cube { side: 3 });
    let adjacent = neighbours(cube.graph());
    assert_eq!(adjacent.len(), 54);
    assert!(adjacent.iter().all(|n| n.len() == 4));
    let face = |v: usize| v / 9;
    let mut between = [[0; 6]; 6];
    for (u, near) in adjacent.iter().enumerate() {
        for &v in near {
            between[face(u)][face(v)] += 1;
        }
    }
    let opposite = [5, 3, 4, 1, 2, 0];
    for f in 0..6 {
        // Within a face, the 3 x 3 grid: 12 edges, counted from both ends.
        assert_eq!(between[f][f], 24);
        for g in (0..6).filter(|&g| g != f) {
            let expected = if opposite[f] == g { 0 } else { 3 };
            assert_eq!(between[f][g], expected, "faces {f} and {g}");
        }
    }
    // Across an edge, the cells pair up the right way round exactly when the three cells
    // at each of the 8 corners of the cube touch one another: 8 triangles, none elsewhere.
    let triangles = (0..54)
        .flat_map(|a| (a + 1..54).flat_map(move |b| (b + 1..54).map(move |c| (a, b, c))))
        .filter(|&(a, b, c)| {
            adjacent[a].contains(&b) && adjacent[b].contains(&c) && adjacent[a].contains(&c)
        })
        .count();
    assert_eq!(triangles, 8);
    let [sigma, plus] = same_nullity_both_ways(cube.graph());
    println!("Lights Out Cube nullity: SIGMA {sigma}, SIGMA+ {plus}");
    // A single face: the octahedron, each face touching the four around it.
    let octahedron = neighbours(board(Preset::Cube { side: 1 }).graph());
    assert_eq!(distance_profile(&octahedron, 0), vec![1, 4, 1]);
}

/// The icosahedron (Orbix): 12 vertices of degree 5, 30 edges in 20 triangles, every vertex
/// with 5 at distance 1, 5 at distance 2 and its antipode at 3; drawn without crossings.
#[test]
fn the_icosahedron_is_the_icosahedron() {
    let icosahedron = board(Preset::Icosahedron);
    let adjacent = neighbours(icosahedron.graph());
    assert_eq!(adjacent.len(), 12);
    assert!(adjacent.iter().all(|n| n.len() == 5));
    let triangles = (0..12)
        .flat_map(|a| (a + 1..12).flat_map(move |b| (b + 1..12).map(move |c| (a, b, c))))
        .filter(|&(a, b, c)| {
            adjacent[a].contains(&b) && adjacent[b].contains(&c) && adjacent[a].contains(&c)
        })
        .count();
    assert_eq!(triangles, 20);
    for v in 0..12 {
        assert_eq!(distance_profile(&adjacent, v), vec![1, 5, 5, 1]);
    }
    assert_eq!(crossings(&icosahedron), 0);
    assert_eq!(Preset::Icosahedron.rule(), Rule::Sigma { plus: false });
    let [sigma, plus] = same_nullity_both_ways(icosahedron.graph());
    println!("icosahedron nullity: SIGMA {sigma}, SIGMA+ {plus}");
}

/// The dodecahedron: 20 vertices of degree 3, girth 5, distances 1, 3, 6, 6, 3, 1 from every
/// vertex; its Schlegel diagram has no crossings.
#[test]
fn the_dodecahedron_is_the_dodecahedron() {
    let dodecahedron = board(Preset::Dodecahedron);
    let adjacent = neighbours(dodecahedron.graph());
    assert_eq!(adjacent.len(), 20);
    assert!(adjacent.iter().all(|n| n.len() == 3));
    assert_eq!(girth(&adjacent), 5);
    for v in 0..20 {
        assert_eq!(distance_profile(&adjacent, v), vec![1, 3, 6, 6, 3, 1]);
    }
    assert_eq!(crossings(&dodecahedron), 0);
    same_nullity_both_ways(dodecahedron.graph());
}

/// The Petersen graph: 3-regular on 10 vertices with girth 5 and diameter 2, the unique
/// such graph (a Moore graph).
#[test]
fn the_petersen_graph_is_the_petersen_graph() {
    let petersen = board(Preset::Petersen);
    let adjacent = neighbours(petersen.graph());
    assert_eq!(adjacent.len(), 10);
    assert!(adjacent.iter().all(|n| n.len() == 3));
    assert_eq!(girth(&adjacent), 5);
    for v in 0..10 {
        assert_eq!(distance_profile(&adjacent, v), vec![1, 3, 6]);
    }
    same_nullity_both_ways(petersen.graph());
}

/// A random tree hangs in layers and a random MOP has its outer cycle on a circle: neither
/// drawing has a crossing.
#[test]
fn random_trees_and_mops_are_drawn_without_crossings() {
    for seed in 0..5 {
        let mut rng = StdRng::seed_from_u64(seed);
        let tree = Preset::RandomTree { n: 60 }
            .board_with_rng(&mut rng)
            .unwrap();
        assert_eq!(tree.graph().arcs().len(), 2 * 59);
        assert_eq!(crossings(&tree), 0);
        let mop = Preset::RandomMop { n: 30 }
            .board_with_rng(&mut rng)
            .unwrap();
        assert_eq!(mop.graph().arcs().len(), 2 * (2 * 30 - 3));
        assert_eq!(crossings(&mop), 0);
    }
}

/// Any lattice board, converted to a graph, presses exactly as before: SIGMA+ when every
/// press reaches its own cell (the loops left out), SIGMA with the loops otherwise.
#[test]
fn lattice_boards_convert_to_graphs_that_press_the_same() {
    let square =
        |rows, cols, topology| Shape::Square(SquareLattice::new(rows, cols, topology).unwrap());
    let puzzles = [
        Puzzle::lights_out(5, 5).unwrap(),
        Puzzle::new(
            square(4, 5, Topology::Torus),
            Rule::Pattern(Pattern::square_preset("knight").unwrap()),
            3,
        )
        .unwrap(),
        Puzzle::new(
            Shape::Hex(HexLattice::new(3).unwrap()),
            Rule::Pattern(Pattern::hex_preset("sigma").unwrap()),
            2,
        )
        .unwrap(),
        // On a 3 x 1 Moebius band the step right comes back mirrored: the middle cell
        // reaches itself, the top and bottom reach each other. Mixed: SIGMA with one loop.
        Puzzle::new(
            square(3, 1, Topology::Moebius),
            Rule::Pattern(Pattern::new([(0, 1)]).unwrap()),
            2,
        )
        .unwrap(),
        // A press reaching only the cell below: the bottom row reaches nothing, never itself.
        Puzzle::new(
            square(3, 3, Topology::Plane),
            Rule::Pattern(Pattern::new([(1, 0)]).unwrap()),
            2,
        )
        .unwrap(),
    ];
    // (SIGMA+?, loops kept)
    let expected = [(true, 0), (true, 0), (false, 0), (false, 1), (false, 0)];
    for (puzzle, (plus, loops)) in puzzles.iter().zip(expected) {
        let (graph_board, rule) = GraphBoard::from_puzzle(puzzle).unwrap();
        assert_eq!(rule, Rule::Sigma { plus });
        let arcs = graph_board.graph().arcs();
        assert_eq!(arcs.iter().filter(|(u, v)| u == v).count(), loops);
        let as_graph = Puzzle::new(
            Shape::Graph(graph_board.graph().clone()),
            rule,
            puzzle.states(),
        )
        .unwrap();
        assert_eq!(
            as_graph.move_matrix().unwrap(),
            puzzle.move_matrix().unwrap()
        );
        let (a, b) = (
            Reduced::new(puzzle).unwrap(),
            Reduced::new(&as_graph).unwrap(),
        );
        assert_eq!(a.kernel_size(), b.kernel_size());
    }
    // The grid preset is Lights Out: 5 x 5 has nullity 2.
    let grid = board(Preset::Grid { rows: 5, cols: 5 });
    assert_eq!(engine_nullity(grid.graph(), true), 2);
}

#[test]
fn every_preset_is_drawn_inside_the_unit_box_and_reads_back() {
    let examples = [
        "cube",
        "cube 2",
        "merlin",
        "icosahedron",
        "dodecahedron",
        "petersen",
        "path 5",
        "cycle 6",
        "wheel 5",
        "fan 4",
        "complete 5",
        "bipartite 2 3",
        "hypercube 4",
        "grid 3 4",
        "hex 3",
        "tree 12",
        "mop 9",
    ];
    assert_eq!(
        examples
            .iter()
            .map(|e| e.split(' ').next().unwrap())
            .collect::<std::collections::BTreeSet<_>>()
            .len(),
        PRESET_SYNTAX.len(),
        "every preset has an example"
    );
    for example in examples {
        let words: Vec<&str> = example.split(' ').collect();
        let preset = Preset::parse(&words).unwrap();
        if words.len() > 1 {
            assert_eq!(preset.to_string(), example);
        }
        assert_eq!(
            Preset::parse(&preset.to_string().split(' ').collect::<Vec<_>>()).unwrap(),
            preset
        );
        let drawn = board(preset);
        let points = drawn.points();
        assert!(points
            .iter()
            .all(|p| (0.0..=1.0).contains(&p.x) && (0.0..=1.0).contains(&p.y)));
        for (i, a) in points.iter().enumerate() {
            for b in &points[i + 1..] {
                let apart = (a.x - b.x).hypot(a.y - b.y);
                assert!(apart > 1e-3, "{example}: two vertices drawn at one point");
            }
        }
        let read = GraphBoard::parse(&drawn.to_text()).unwrap();
        assert_eq!(read.graph(), drawn.graph());
    }
}

#[test]
fn bad_presets_are_refused_before_anything_is_built() {
    let cases: [(&[&str], &str); 7] = [
        (&[], "name a graph preset"),
        (&["moebius"], "unknown graph preset"),
        (&["cycle"], "cycle N"),
        (&["cycle", "x"], "whole numbers"),
        (&["complete", "1415"], "1..=1414"),
        (&["hypercube", "17"], "0..=16"),
        (&["bipartite", "1000", "1001"], "2000000"),
    ];
    for (words, expected) in cases {
        let error = Preset::parse(words).unwrap_err();
        assert!(error.message().contains(expected), "{words:?}: {error}");
    }
}
