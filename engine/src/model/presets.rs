//! Named graph boards, each drawn so that a person recognises it: the classic physical
//! variants of Lights Out that are SIGMA or SIGMA+ games on other graphs (seed 000), the
//! families the ELLO paper (seed 001) has theorems for, and any lattice board as a graph.
//!
//! A preset is written as words, `cycle 7` or `bipartite 3 4`, which is how the command line
//! takes it and how a share code can name it.

use std::fmt;

use rand::Rng;

use crate::error::{check_range, EngineError};
use crate::model::graph::{Digraph, MAX_ARCS, MAX_VERTICES};
use crate::model::graph_board::{circle, fit, GraphBoard};
use crate::model::key_map::KeyMap;
use crate::model::puzzle::Puzzle;
use crate::model::rule::{Pattern, Rule};
use crate::model::shape::{HexLattice, Shape, SquareLattice, MAX_HEX_ORDER, MAX_SIDE};
use crate::model::topology::Topology;

/// A named graph board and its size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Preset {
    /// Lights Out Cube: six `side` x `side` faces, a press reaching the four cells around it
    /// across the cube's edges (54 cells for the 3 x 3 x 3 toy). Drawn as a cross-shaped net.
    Cube { side: usize },
    /// Merlin's Magic Square: 3 x 3, a corner reaching its 2 x 2 block, a side its row or
    /// column along the edge, the centre the plus.
    Merlin,
    /// The icosahedron (Orbix): 12 vertices of degree 5, drawn as a planar triangulation.
    Icosahedron,
    /// The dodecahedron: 20 vertices of degree 3, drawn as its Schlegel diagram.
    Dodecahedron,
    /// The Petersen graph, drawn as a pentagon around a pentagram.
    Petersen,
    /// The path on `n` vertices.
    Path { n: usize },
    /// The cycle on `n` vertices, n >= 3.
    Cycle { n: usize },
    /// A hub (vertex 0) joined to every vertex of a cycle of `rim` vertices.
    Wheel { rim: usize },
    /// A hub (vertex 0) joined to every vertex of a path of `path` vertices.
    Fan { path: usize },
    /// The complete graph K_n.
    Complete { n: usize },
    /// The complete bipartite graph K_{m,n}: vertices 0..m on the left, the rest on the right.
    Bipartite { m: usize, n: usize },
    /// The hypercube Q_d: vertices are d-bit numbers, adjacent when they differ in one bit.
    Hypercube { dimension: usize },
    /// The rows x cols grid graph: the square board's Lights Out as a graph.
    Grid { rows: usize, cols: usize },
    /// The hexagonal board of the given order as a graph.
    Hexagon { order: usize },
    /// A random tree on `n` vertices, every labelled tree equally likely.
    RandomTree { n: usize },
    /// A random maximal outerplanar graph on `n` vertices: a triangulated polygon.
    RandomMop { n: usize },
}

/// What a menu shows for each preset: the word that names it and the sizes it takes.
pub const PRESET_SYNTAX: [(&str, &str); 16] = [
    (
        "cube",
        "cube [SIDE]  (Lights Out Cube, SIDE 1..=104, default 3)",
    ),
    ("merlin", "merlin  (Merlin's Magic Square)"),
    ("icosahedron", "icosahedron  (Orbix)"),
    ("dodecahedron", "dodecahedron"),
    ("petersen", "petersen"),
    ("path", "path N  (N 1..=65536)"),
    ("cycle", "cycle N  (N 3..=65536)"),
    ("wheel", "wheel N  (N rim vertices, 3..=65535)"),
    ("fan", "fan N  (N path vertices, 1..=65535)"),
    ("complete", "complete N  (N 1..=1414)"),
    ("bipartite", "bipartite M N  (K_{M,N}, 2MN <= 2000000)"),
    ("hypercube", "hypercube D  (D 0..=16)"),
    ("grid", "grid ROWS COLS  (1..=256 each)"),
    ("hex", "hex K  (a hexagon with K cells a side, 1..=64)"),
    ("tree", "tree N  (random, N 1..=65536)"),
    ("mop", "mop N  (random maximal outerplanar, N 3..=65536)"),
];

/// The largest Lights Out Cube side: six faces of 104 x 104 cells fit in 65,536 vertices.
const MAX_CUBE_SIDE: usize = 104;
/// The largest complete graph: K_1414 has 1,997,982 arcs.
const MAX_COMPLETE: usize = 1414;
/// The largest hypercube: Q_16 has 65,536 vertices.
const MAX_DIMENSION: usize = 16;

impl Preset {
    /// Reads a preset from its words: the name, then its sizes (`["cycle", "7"]`).
    pub fn parse(words: &[&str]) -> Result<Self, EngineError> {
        let Some((&name, sizes)) = words.split_first() else {
            return Err(EngineError::new(format!(
                "name a graph preset; allowed: {}",
                preset_names()
            )));
        };
        let Some(&(_, syntax)) = PRESET_SYNTAX.iter().find(|(word, _)| *word == name) else {
            return Err(EngineError::new(format!(
                "unknown graph preset {name:?}; allowed: {}",
                preset_names()
            )));
        };
        let numbers: Vec<usize> = sizes
            .iter()
            .map(|word| word.parse::<usize>())
            .collect::<Result<_, _>>()
            .map_err(|_| {
                EngineError::new(format!(
                    "{name} takes whole numbers: {syntax}, got {words:?}"
                ))
            })?;
        let preset = match (name, numbers.as_slice()) {
            ("cube", []) => Preset::Cube { side: 3 },
            ("cube", &[side]) => Preset::Cube { side },
            ("merlin", []) => Preset::Merlin,
            ("icosahedron", []) => Preset::Icosahedron,
            ("dodecahedron", []) => Preset::Dodecahedron,
            ("petersen", []) => Preset::Petersen,
            ("path", &[n]) => Preset::Path { n },
            ("cycle", &[n]) => Preset::Cycle { n },
            ("wheel", &[rim]) => Preset::Wheel { rim },
            ("fan", &[path]) => Preset::Fan { path },
            ("complete", &[n]) => Preset::Complete { n },
            ("bipartite", &[m, n]) => Preset::Bipartite { m, n },
            ("hypercube", &[dimension]) => Preset::Hypercube { dimension },
            ("grid", &[rows, cols]) => Preset::Grid { rows, cols },
            ("hex", &[order]) => Preset::Hexagon { order },
            ("tree", &[n]) => Preset::RandomTree { n },
            ("mop", &[n]) => Preset::RandomMop { n },
            _ => {
                return Err(EngineError::new(format!(
                    "{name} takes {syntax}, got {words:?}"
                )))
            }
        };
        preset.check()?;
        Ok(preset)
    }

    /// The rule the physical puzzle or the usual game uses: SIGMA for Orbix's icosahedron (a
    /// press changes the five neighbours), SIGMA+ (the vertex too) for everything else.
    pub fn rule(&self) -> Rule {
        Rule::Sigma {
            plus: *self != Preset::Icosahedron,
        }
    }

    /// Whether building the board draws on the random number generator.
    pub fn is_random(&self) -> bool {
        matches!(self, Preset::RandomTree { .. } | Preset::RandomMop { .. })
    }

    /// Checks the sizes before anything is built, so that a refused size allocates nothing.
    fn check(&self) -> Result<(), EngineError> {
        match *self {
            Preset::Cube { side } => check_range("cube side", side, 1, MAX_CUBE_SIDE),
            Preset::Merlin | Preset::Icosahedron | Preset::Dodecahedron | Preset::Petersen => {
                Ok(())
            }
            Preset::Path { n } => check_range("path vertices", n, 1, MAX_VERTICES),
            Preset::RandomTree { n } => check_range("tree vertices", n, 1, MAX_VERTICES),
            Preset::Cycle { n } => check_range("cycle vertices", n, 3, MAX_VERTICES),
            Preset::RandomMop { n } => check_range("mop vertices", n, 3, MAX_VERTICES),
            Preset::Wheel { rim } => check_range("wheel rim vertices", rim, 3, MAX_VERTICES - 1),
            Preset::Fan { path } => check_range("fan path vertices", path, 1, MAX_VERTICES - 1),
            Preset::Complete { n } => check_range("complete graph vertices", n, 1, MAX_COMPLETE),
            Preset::Bipartite { m, n } => {
                check_range("bipartite left vertices", m, 1, MAX_VERTICES)?;
                check_range("bipartite right vertices", n, 1, MAX_VERTICES)?;
                check_range("bipartite vertices", m + n, 2, MAX_VERTICES)?;
                check_range("bipartite arcs (2 M N)", 2 * m * n, 2, MAX_ARCS)
            }
            Preset::Hypercube { dimension } => {
                check_range("hypercube dimension", dimension, 0, MAX_DIMENSION)
            }
            Preset::Grid { rows, cols } => {
                check_range("grid rows", rows, 1, MAX_SIDE)?;
                check_range("grid columns", cols, 1, MAX_SIDE)
            }
            Preset::Hexagon { order } => check_range("hexagon order", order, 1, MAX_HEX_ORDER),
        }
    }

    /// Builds the board; only the random presets use `rng`.
    pub fn board_with_rng<R: Rng + ?Sized>(&self, rng: &mut R) -> Result<GraphBoard, EngineError> {
        self.check()?;
        match *self {
            Preset::Cube { side } => cube(side),
            Preset::Merlin => lattice(SquareLattice::new(3, 3, Topology::Plane)?, Rule::Merlin),
            Preset::Icosahedron => icosahedron(),
            Preset::Dodecahedron => dodecahedron(),
            Preset::Petersen => petersen(),
            Preset::Path { n } => undirected(
                n,
                (1..n).map(|v| (v - 1, v)),
                &(0..n).map(|v| (v as f64, 0.0)).collect::<Vec<_>>(),
            ),
            Preset::Cycle { n } => undirected(n, (0..n).map(|v| (v, (v + 1) % n)), &circle(n)),
            Preset::Wheel { rim } => {
                let spokes = (1..=rim).map(|v| (0, v));
                let around = (1..=rim).map(|v| (v, v % rim + 1));
                let mut points = vec![(0.0, 0.0)];
                points.extend(circle(rim));
                undirected(rim + 1, spokes.chain(around), &points)
            }
            Preset::Fan { path } => fan(path),
            Preset::Complete { n } => undirected(
                n,
                (0..n).flat_map(|u| (u + 1..n).map(move |v| (u, v))),
                &circle(n),
            ),
            Preset::Bipartite { m, n } => {
                let column = |count: usize, x: f64| {
                    (0..count).map(move |i| (x, i as f64 - (count as f64 - 1.0) / 2.0))
                };
                let width = (m.max(n) as f64 / 2.0).max(1.0);
                let points: Vec<_> = column(m, 0.0).chain(column(n, width)).collect();
                undirected(
                    m + n,
                    (0..m).flat_map(|u| (m..m + n).map(move |v| (u, v))),
                    &points,
                )
            }
            Preset::Hypercube { dimension } => hypercube(dimension),
            Preset::Grid { rows, cols } => lattice(
                SquareLattice::new(rows, cols, Topology::Plane)?,
                Rule::Pattern(Pattern::square_preset("plus")?),
            ),
            Preset::Hexagon { order } => {
                let puzzle = Puzzle::new(
                    Shape::Hex(HexLattice::new(order)?),
                    Rule::Pattern(Pattern::hex_preset("plus")?),
                    2,
                )?;
                Ok(GraphBoard::from_puzzle(&puzzle)?.0)
            }
            Preset::RandomTree { n } => random_tree_with_rng(n, rng),
            Preset::RandomMop { n } => random_mop_with_rng(n, rng),
        }
    }
}

/// The words [`Preset::parse`] reads back.
impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Preset::Cube { side } => write!(f, "cube {side}"),
            Preset::Merlin => write!(f, "merlin"),
            Preset::Icosahedron => write!(f, "icosahedron"),
            Preset::Dodecahedron => write!(f, "dodecahedron"),
            Preset::Petersen => write!(f, "petersen"),
            Preset::Path { n } => write!(f, "path {n}"),
            Preset::Cycle { n } => write!(f, "cycle {n}"),
            Preset::Wheel { rim } => write!(f, "wheel {rim}"),
            Preset::Fan { path } => write!(f, "fan {path}"),
            Preset::Complete { n } => write!(f, "complete {n}"),
            Preset::Bipartite { m, n } => write!(f, "bipartite {m} {n}"),
            Preset::Hypercube { dimension } => write!(f, "hypercube {dimension}"),
            Preset::Grid { rows, cols } => write!(f, "grid {rows} {cols}"),
            Preset::Hexagon { order } => write!(f, "hex {order}"),
            Preset::RandomTree { n } => write!(f, "tree {n}"),
            Preset::RandomMop { n } => write!(f, "mop {n}"),
        }
    }
}

fn preset_names() -> String {
    PRESET_SYNTAX
        .iter()
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// An undirected graph board from its edges and raw drawing coordinates.
fn undirected(
    n: usize,
    edges: impl Iterator<Item = (usize, usize)>,
    points: &[(f64, f64)],
) -> Result<GraphBoard, EngineError> {
    let edges: Vec<(u32, u32)> = edges.map(|(u, v)| (u as u32, v as u32)).collect();
    GraphBoard::new(Digraph::undirected(n, &edges)?, fit(points))
}

/// A lattice puzzle's graph with two states (the states do not change the arcs).
fn lattice(square: SquareLattice, rule: Rule) -> Result<GraphBoard, EngineError> {
    let puzzle = Puzzle::new(Shape::Square(square), rule, 2)?;
    Ok(GraphBoard::from_puzzle(&puzzle)?.0)
}

/// The Lights Out Cube. Each face is a `side` x `side` block of the cross-shaped net
///
/// ```text
///     U
///   L F R B
///     D
/// ```
///
/// and each cell is also placed at its centre on the surface of the cube [0, 2 side]^3 (doubled
/// coordinates: centres are odd within their face and 0 or 2 side across it). Two cells share
/// an edge exactly when their centres are 2 apart within one face or (1, 1) apart across a
/// cube edge.
fn cube(side: usize) -> Result<GraphBoard, EngineError> {
    let k = side as i64;
    // Where each face sits in the net, in face order U, L, F, R, B, D.
    const BLOCKS: [(i64, i64); 6] = [(1, 0), (0, 1), (1, 1), (2, 1), (3, 1), (1, 2)];
    let mut centres = Vec::with_capacity(6 * side * side);
    let mut points = Vec::with_capacity(6 * side * side);
    for (face, &(block_col, block_row)) in BLOCKS.iter().enumerate() {
        for r in 0..k {
            for c in 0..k {
                centres.push(cube_centre(face, 2 * k, c, r));
                points.push(((block_col * k + c) as f64, (block_row * k + r) as f64));
            }
        }
    }
    let index: KeyMap = centres
        .iter()
        .enumerate()
        .map(|(i, &p)| (cube_key(p), i))
        .collect();
    // One of each pair of opposite offsets at squared distance 4 (same face) or 2 (across an
    // edge); the other of the pair is the same edge seen from its other end.
    const STEPS: [[i64; 3]; 9] = [
        [2, 0, 0],
        [0, 2, 0],
        [0, 0, 2],
        [1, 1, 0],
        [1, -1, 0],
        [1, 0, 1],
        [1, 0, -1],
        [0, 1, 1],
        [0, 1, -1],
    ];
    let mut edges = Vec::with_capacity(2 * centres.len());
    for (u, p) in centres.iter().enumerate() {
        for d in STEPS {
            // A step of 2 stays on the face: along an axis in which the centre is odd, not
            // across the cube between opposite faces (2 apart when the side is 1).
            let along_face = (0..3).all(|a| d[a] != 2 || p[a] % 2 == 1);
            let q = [p[0] + d[0], p[1] + d[1], p[2] + d[2]];
            if let (true, Some(&v)) = (along_face, index.get(&cube_key(q))) {
                edges.push((u, v));
            }
        }
    }
    undirected(centres.len(), edges.into_iter(), &points)
}

/// The doubled centre of cell (col c, row r) of a face of the cube [0, e]^3, the faces folded
/// from the net so that cells side by side in the net are side by side on the cube.
fn cube_centre(face: usize, e: i64, c: i64, r: i64) -> [i64; 3] {
    let (c, r) = (2 * c + 1, 2 * r + 1);
    match face {
        0 => [c, e, r],         // U, the top: its bottom row meets F
        1 => [0, e - r, c],     // L, the left: its right column meets F
        2 => [c, e - r, e],     // F, the front
        3 => [e, e - r, e - c], // R, the right: its left column meets F
        4 => [e - c, e - r, 0], // B, the back: its left column meets R
        _ => [c, 0, e - r],     // D, the bottom: its top row meets F
    }
}

/// A doubled centre, or one a step past it (each coordinate from -1 to 2k + 2), as one key:
/// 21 bits a coordinate, shifted up by one.
fn cube_key(p: [i64; 3]) -> u64 {
    p.iter().fold(0, |key, &x| (key << 21) | (x + 1) as u64)
}

/// Polar coordinates: radius and the angle in turns, clockwise from the top.
fn polar(radius: f64, turns: f64) -> (f64, f64) {
    let angle = std::f64::consts::TAU * turns;
    (radius * angle.sin(), -radius * angle.cos())
}

/// The icosahedron as a planar triangulation, layered around a face: an outer triangle a
/// (0..3), a hexagon m (3..9) and an inner triangle c (9..12). Outer vertex a_i meets m_{2i-1},
/// m_{2i} and m_{2i+1}; inner vertex c_i meets m_{2i}, m_{2i+1} and m_{2i+2}. Every vertex has
/// degree 5, and the 5-regular planar triangulation on 12 vertices is the icosahedron.
fn icosahedron() -> Result<GraphBoard, EngineError> {
    let (a, m, c) = (|i: usize| i % 3, |j: usize| 3 + j % 6, |i: usize| 9 + i % 3);
    let mut edges = Vec::new();
    for i in 0..3 {
        edges.extend([(a(i), a(i + 1)), (c(i), c(i + 1))]);
        edges.extend([(a(i), m(2 * i + 5)), (a(i), m(2 * i)), (a(i), m(2 * i + 1))]);
        edges.extend([(c(i), m(2 * i)), (c(i), m(2 * i + 1)), (c(i), m(2 * i + 2))]);
    }
    edges.extend((0..6).map(|j| (m(j), m(j + 1))));
    let mut points: Vec<(f64, f64)> = (0..3).map(|i| polar(1.0, i as f64 / 3.0)).collect();
    points.extend((0..6).map(|j| polar([0.46, 0.3][j % 2], j as f64 / 6.0)));
    points.extend((0..3).map(|i| polar(0.13, (2 * i + 1) as f64 / 6.0)));
    undirected(12, edges.into_iter(), &points)
}

/// The dodecahedron's Schlegel diagram: an outer pentagon a (0..5), a ring of ten b (5..15) and
/// an inner pentagon c (15..20), with a_i - b_{2i} and c_i - b_{2i+1}.
fn dodecahedron() -> Result<GraphBoard, EngineError> {
    let (a, b, c) = (
        |i: usize| i % 5,
        |j: usize| 5 + j % 10,
        |i: usize| 15 + i % 5,
    );
    let mut edges = Vec::new();
    for i in 0..5 {
        edges.extend([(a(i), a(i + 1)), (a(i), b(2 * i))]);
        edges.extend([(c(i), c(i + 1)), (c(i), b(2 * i + 1))]);
    }
    edges.extend((0..10).map(|j| (b(j), b(j + 1))));
    let mut points: Vec<(f64, f64)> = (0..5).map(|i| polar(1.0, i as f64 / 5.0)).collect();
    points.extend((0..10).map(|j| polar([0.66, 0.5][j % 2], j as f64 / 10.0)));
    points.extend((0..5).map(|i| polar(0.3, (2 * i + 1) as f64 / 10.0)));
    undirected(20, edges.into_iter(), &points)
}

/// The Petersen graph: an outer pentagon (0..5), each vertex joined to the matching point of an
/// inner pentagram (5..10).
fn petersen() -> Result<GraphBoard, EngineError> {
    let edges = (0..5).flat_map(|i| [(i, (i + 1) % 5), (i, 5 + i), (5 + i, 5 + (i + 2) % 5)]);
    let points: Vec<(f64, f64)> = (0..10)
        .map(|v| polar(if v < 5 { 1.0 } else { 0.45 }, (v % 5) as f64 / 5.0))
        .collect();
    undirected(10, edges, &points)
}

/// A fan: the hub (vertex 0) below the path (1..=path), which is drawn along an arc.
fn fan(path: usize) -> Result<GraphBoard, EngineError> {
    let spokes = (1..=path).map(|v| (0, v));
    let along = (2..=path).map(|v| (v - 1, v));
    let mut points = vec![(0.0, 0.0)];
    points.extend((0..path).map(|j| {
        let share = if path == 1 {
            0.5
        } else {
            j as f64 / (path - 1) as f64
        };
        polar(1.0, (share - 0.5) / 3.0)
    }));
    undirected(path + 1, spokes.chain(along), &points)
}

/// The hypercube, drawn as a projection: bit i moves a vertex along its own direction, the
/// directions fanned over half a turn and shortening, so that no two vertices coincide for
/// the dimensions a person would look at.
fn hypercube(dimension: usize) -> Result<GraphBoard, EngineError> {
    let n = 1usize << dimension;
    let steps: Vec<(f64, f64)> = (0..dimension)
        .map(|i| {
            let (x, y) = polar(
                1.0 / (1.0 + 0.35 * i as f64),
                0.25 + i as f64 / (2 * dimension) as f64,
            );
            (x, y)
        })
        .collect();
    let points: Vec<(f64, f64)> = (0..n)
        .map(|v| {
            steps
                .iter()
                .enumerate()
                .filter(|(i, _)| v >> i & 1 == 1)
                .fold((0.0, 0.0), |(x, y), (_, (dx, dy))| (x + dx, y + dy))
        })
        .collect();
    let edges = (0..n).flat_map(|v| {
        (0..dimension)
            .map(move |i| (v, v ^ (1 << i)))
            .filter(|&(u, w)| u < w)
    });
    undirected(n, edges, &points)
}

/// A uniformly random labelled tree on `n` vertices, from a random Prüfer sequence, drawn as a
/// layered tree hanging from vertex 0.
pub fn random_tree_with_rng<R: Rng + ?Sized>(
    n: usize,
    rng: &mut R,
) -> Result<GraphBoard, EngineError> {
    Preset::RandomTree { n }.check()?;
    let mut edges = Vec::with_capacity(n.saturating_sub(1));
    if n == 2 {
        edges.push((0, 1));
    } else if n > 2 {
        let sequence: Vec<usize> = (0..n - 2).map(|_| rng.random_range(0..n)).collect();
        let mut degree = vec![1usize; n];
        for &v in &sequence {
            degree[v] += 1;
        }
        // Leaves least first, as u64 so that the heap's code is the chase's too.
        let mut leaves: std::collections::BinaryHeap<std::cmp::Reverse<u64>> = (0..n)
            .filter(|&v| degree[v] == 1)
            .map(|v| std::cmp::Reverse(v as u64))
            .collect();
        let least = |leaves: &mut std::collections::BinaryHeap<_>| {
            let std::cmp::Reverse(leaf) = leaves.pop().expect("a Prüfer sequence leaves a leaf");
            leaf as usize
        };
        for &v in &sequence {
            edges.push((least(&mut leaves), v));
            degree[v] -= 1;
            if degree[v] == 1 {
                leaves.push(std::cmp::Reverse(v as u64));
            }
        }
        edges.push((least(&mut leaves), least(&mut leaves)));
    }
    let points = tree_drawing(n, &edges);
    undirected(n, edges.into_iter(), &points)
}

/// Draws a tree layered by depth from vertex 0, each leaf in its own column in depth-first
/// order and each parent centred over its children, so that no edges cross.
fn tree_drawing(n: usize, edges: &[(usize, usize)]) -> Vec<(f64, f64)> {
    let mut neighbours = vec![Vec::new(); n];
    for &(u, v) in edges {
        neighbours[u].push(v);
        neighbours[v].push(u);
    }
    let mut points = vec![(0.0, 0.0); n];
    let mut depth = vec![0usize; n];
    let mut seen = vec![false; n];
    let mut next_column = 0.0;
    // (vertex, index of the next neighbour to visit): an explicit stack, as a path of 65,536
    // vertices would overflow the call stack.
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    while let Some(&mut (v, ref mut next)) = stack.last_mut() {
        if let Some(&child) = neighbours[v].get(*next) {
            *next += 1;
            if !seen[child] {
                seen[child] = true;
                depth[child] = depth[v] + 1;
                stack.push((child, 0));
            }
            continue;
        }
        stack.pop();
        let children: Vec<usize> = neighbours[v]
            .iter()
            .copied()
            .filter(|&w| depth[w] == depth[v] + 1)
            .collect();
        let x = match (children.first(), children.last()) {
            (Some(&first), Some(&last)) => (points[first].0 + points[last].0) / 2.0,
            _ => {
                next_column += 1.0;
                next_column
            }
        };
        points[v] = (x, depth[v] as f64);
    }
    points
}

/// A random maximal outerplanar graph on `n` >= 3 vertices: a triangle, then each new vertex
/// glued onto a uniformly chosen edge of the outer cycle. Drawn with the outer cycle on a
/// circle, so every chord is a straight line inside it.
pub fn random_mop_with_rng<R: Rng + ?Sized>(
    n: usize,
    rng: &mut R,
) -> Result<GraphBoard, EngineError> {
    Preset::RandomMop { n }.check()?;
    let mut edges = vec![(0, 1), (1, 2), (2, 0)];
    let mut outer = edges.clone();
    // next[v]: the vertex after v around the outer cycle.
    let mut next = vec![0usize; n];
    next[..3].copy_from_slice(&[1, 2, 0]);
    for v in 3..n {
        let i = rng.random_range(0..outer.len());
        let (u, w) = outer[i];
        edges.extend([(v, u), (v, w)]);
        outer[i] = (u, v);
        outer.push((v, w));
        next[u] = v;
        next[v] = w;
    }
    let around = circle(n);
    let mut points = vec![(0.0, 0.0); n];
    let mut v = 0;
    for &point in &around {
        points[v] = point;
        v = next[v];
    }
    undirected(n, edges.into_iter(), &points)
}
