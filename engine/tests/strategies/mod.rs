//! Proptest strategies for random puzzles of every kind the engine accepts, shared by the
//! property tests: square boards on all six surfaces (presets, custom offsets, the line rule,
//! Merlin's rule on the plane, random masks), hexagons of order 1..=4 (plus, sigma, line,
//! custom offsets, masks) and random digraphs with SIGMA and SIGMA+, each with 2..=16 states.
//!
//! Every strategy takes a cap on the number of cells, so that a property can ask for puzzles
//! small enough to check against brute force (N^n press vectors) or just small enough to run
//! fast in debug builds.

use proptest::prelude::*;
use proptest::sample::{select, subsequence};

use lights_lab_engine::{
    hex_cell_count, Board, Digraph, Goal, HexLattice, Pattern, PatternName, Puzzle, Rule, Shape,
    SquareLattice, Topology,
};

/// Composite numbers of states, drawn more often than their share of 2..=16: the Smith-form
/// path for N = 4, 6, 8, 9, 12, 16 is where prime-only reasoning would go wrong.
const COMPOSITE_STATES: [u8; 6] = [4, 6, 8, 9, 12, 16];

/// Prime numbers of states, for properties that only hold over a field.
pub const PRIME_STATES: [u8; 6] = [2, 3, 5, 7, 11, 13];

/// N: any of 2..=16, with the composite values drawn about as often again.
pub fn states() -> impl Strategy<Value = u8> {
    prop_oneof![
        2 => 2u8..=16,
        1 => select(COMPOSITE_STATES.to_vec()),
    ]
}

/// N, prime only.
pub fn prime_states() -> impl Strategy<Value = u8> {
    select(PRIME_STATES.to_vec())
}

/// The largest n with N^n <= `budget`: how many cells a brute force over every press vector
/// (or every board) can afford with N states.
pub fn brute_force_cells(states: u8, budget: u64) -> usize {
    let mut cells = 0;
    let mut total = states as u64;
    while total <= budget {
        cells += 1;
        total *= states as u64;
    }
    cells
}

/// A custom offset pattern: 1..=6 offsets, each coordinate within -3..=3 (so some land off a
/// small board, some wrap more than once on a surface), now and then at the limit of ±256
/// (far off any board here, or wrapped many times round a surface).
fn custom_pattern() -> impl Strategy<Value = Pattern> {
    let coordinate =
        prop_oneof![8 => -3i32..=3, 1 => prop_oneof![Just(-256), Just(256), -256..=256]];
    prop::collection::vec((coordinate.clone(), coordinate), 1..=6).prop_map(|offsets| {
        Pattern::new(offsets).expect("1..=6 offsets within ±256 make a pattern")
    })
}

/// Which sites of a `sites`-site lattice are cells: either all of them (when that is at most
/// `max_cells`) or a random non-empty subset of at most `max_cells`.
fn mask(sites: usize, max_cells: usize) -> BoxedStrategy<Option<Vec<bool>>> {
    let keep = max_cells.min(sites);
    let subset = subsequence((0..sites).collect::<Vec<_>>(), 1..=keep)
        .prop_map(move |kept| {
            let mut mask = vec![false; sites];
            for site in kept {
                mask[site] = true;
            }
            Some(mask)
        })
        .boxed();
    if sites <= max_cells {
        prop_oneof![Just(None), subset].boxed()
    } else {
        subset
    }
}

/// A rule for a square board on `topology`: a preset, custom offsets, the line rule, or
/// (on the plane only) Merlin's rule.
fn square_rule(topology: Topology) -> BoxedStrategy<Rule> {
    let preset = select(PatternName::ALL.to_vec())
        .prop_map(|name| Rule::Pattern(Pattern::square_named(name)));
    let custom = custom_pattern().prop_map(Rule::Pattern);
    if topology == Topology::Plane {
        prop_oneof![3 => preset, 2 => custom, 1 => Just(Rule::Line), 1 => Just(Rule::Merlin)]
            .boxed()
    } else {
        prop_oneof![3 => preset, 2 => custom, 1 => Just(Rule::Line)].boxed()
    }
}

/// A square board of up to 6 x 6 sites on any of the six surfaces, masked down to at most
/// `max_cells` cells, with a rule that fits it.
fn square_shape_and_rule(max_cells: usize) -> impl Strategy<Value = (Shape, Rule)> {
    (1usize..=6, 1usize..=6, select(Topology::ALL.to_vec())).prop_flat_map(
        move |(rows, cols, topology)| {
            (mask(rows * cols, max_cells), square_rule(topology)).prop_map(move |(mask, rule)| {
                let mut square = SquareLattice::new(rows, cols, topology).expect("sides 1..=6");
                if let Some(mask) = mask {
                    square = square.with_mask(mask).expect("a mask keeping a cell");
                }
                (Shape::Square(square), rule)
            })
        },
    )
}

/// A hexagon of order 1..=4, masked down to at most `max_cells` cells, with plus, sigma, line
/// or custom offsets.
fn hex_shape_and_rule(max_cells: usize) -> impl Strategy<Value = (Shape, Rule)> {
    let rule = prop_oneof![
        3 => select(PatternName::HEX.to_vec())
            .prop_filter_map("a hexagon's name", |name| Pattern::hex_named(name).map(Rule::Pattern)),
        2 => custom_pattern().prop_map(Rule::Pattern),
        1 => Just(Rule::Line),
    ];
    (1usize..=4, rule).prop_flat_map(move |(order, rule)| {
        mask(hex_cell_count(order), max_cells).prop_map(move |mask| {
            let mut hex = HexLattice::new(order).expect("order 1..=4");
            if let Some(mask) = mask {
                hex = hex.with_mask(mask).expect("a mask keeping a cell");
            }
            (Shape::Hex(hex), rule.clone())
        })
    })
}

/// A random digraph on 1..=min(max_cells, 10) vertices (self-loops and repeated arcs allowed,
/// as a user's file may have them) with SIGMA or SIGMA+.
fn graph_shape_and_rule(max_cells: usize) -> impl Strategy<Value = (Shape, Rule)> {
    (1usize..=max_cells.clamp(1, 10)).prop_flat_map(|vertices| {
        let v = vertices as u32;
        (
            prop::collection::vec((0..v, 0..v), 0..=3 * vertices),
            any::<bool>(),
        )
            .prop_map(move |(arcs, plus)| {
                let graph = Digraph::new(vertices, arcs).expect("arcs between vertices");
                (Shape::Graph(graph), Rule::Sigma { plus })
            })
    })
}

/// A shape and a rule that fits it, with at most `max_cells` cells.
pub fn shape_and_rule(max_cells: usize) -> impl Strategy<Value = (Shape, Rule)> {
    prop_oneof![
        3 => square_shape_and_rule(max_cells),
        2 => hex_shape_and_rule(max_cells),
        2 => graph_shape_and_rule(max_cells),
    ]
}

/// A puzzle of any kind with N drawn from `states` and at most `max_cells` cells.
pub fn puzzle_with(
    states: impl Strategy<Value = u8>,
    max_cells: usize,
) -> impl Strategy<Value = Puzzle> {
    (shape_and_rule(max_cells), states).prop_map(|((shape, rule), states)| {
        Puzzle::new(shape, rule, states).expect("strategies only build puzzles the engine accepts")
    })
}

/// A puzzle of any kind, any N in 2..=16, at most `max_cells` cells.
pub fn puzzle(max_cells: usize) -> impl Strategy<Value = Puzzle> {
    puzzle_with(states(), max_cells)
}

/// A puzzle small enough that all N^n press vectors (and all N^n boards) number at most
/// `budget`: N is drawn first, then the shape is capped at the cells N allows.
pub fn tiny_puzzle(budget: u64) -> impl Strategy<Value = Puzzle> {
    states()
        .prop_flat_map(move |states| puzzle_with(Just(states), brute_force_cells(states, budget)))
}

/// Any board of `cells` cells with `states` states, every one equally likely.
pub fn board(cells: usize, states: u8) -> impl Strategy<Value = Board> {
    prop::collection::vec(0..states, cells).prop_map(Board)
}

/// A goal: all off (Lights Out), all on (All Lights), or an explicit board.
pub fn goal(cells: usize, states: u8) -> impl Strategy<Value = Goal> {
    prop_oneof![
        Just(Goal::Off),
        Just(Goal::On),
        board(cells, states).prop_map(Goal::Board),
    ]
}

/// A puzzle together with a board and a goal that fit it.
pub fn puzzle_board_goal(
    puzzle: impl Strategy<Value = Puzzle>,
) -> impl Strategy<Value = (Puzzle, Board, Goal)> {
    puzzle.prop_flat_map(|puzzle| {
        let (cells, states) = (puzzle.cells(), puzzle.states());
        (Just(puzzle), board(cells, states), goal(cells, states))
    })
}
