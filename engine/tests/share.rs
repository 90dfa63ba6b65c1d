//! Share codes: the documented examples read as the puzzles they describe, every puzzle the
//! engine accepts survives a round trip, each puzzle has one code, and no text, however
//! broken, makes `from_code` panic or accept something it would not write.

// The strategies serve several test crates; each uses only some of them.
#[allow(dead_code)]
mod strategies;

use proptest::prelude::*;
use proptest::sample::select;
use rand::rngs::StdRng;
use rand::SeedableRng;

use lights_lab_engine::{
    Board, Digraph, Goal, GraphBoard, HexLattice, Outcome, Pattern, Point, Puzzle, Reduced, Rule,
    Shape, SharedPuzzle, SquareLattice, Start, Topology,
};

fn square(rows: usize, cols: usize, topology: Topology) -> SquareLattice {
    SquareLattice::new(rows, cols, topology).unwrap()
}

fn shared(puzzle: Puzzle, goal: Goal, start: Start) -> SharedPuzzle {
    SharedPuzzle::new(puzzle, goal, start).unwrap()
}

fn refused(code: &str) -> String {
    match SharedPuzzle::from_code(code) {
        Ok(puzzle) => panic!("{code:?} was accepted as {puzzle:?}"),
        Err(error) => error.message().to_string(),
    }
}

// The examples of docs/share-code.md, each read back as the puzzle the document says it is.

#[test]
fn classic_lights_out_from_a_seed_reads_as_written() {
    let code = "v1.s5x5.plane.plus.n2.off.seed42";
    let expected = shared(
        Puzzle::lights_out(5, 5).unwrap(),
        Goal::Off,
        Start::Seed(42),
    );
    assert_eq!(SharedPuzzle::from_code(code).unwrap(), expected);
    assert_eq!(expected.to_code(), code);
}

#[test]
fn a_board_with_a_hole_packs_its_mask_and_board_as_bits() {
    // 3 x 3 with the centre left out: sites 111101111 -> "111101" "111" + "000" -> '9' '4'.
    // The board lights the four corners of the eight cells: 10100101 -> "101001" "01" + "0000"
    // -> 'p' 'Q'.
    let mask = vec![true, true, true, true, false, true, true, true, true];
    let lattice = square(3, 3, Topology::Plane).with_mask(mask).unwrap();
    let puzzle = Puzzle::new(
        Shape::Square(lattice),
        Rule::Pattern(Pattern::square_preset("plus").unwrap()),
        2,
    )
    .unwrap();
    let board = Board(vec![1, 0, 1, 0, 0, 1, 0, 1]);
    let expected = shared(puzzle, Goal::Off, Start::Board(board));
    let code = "v1.s3x3.plane.mask94.plus.n2.off.bpQ";
    assert_eq!(expected.to_code(), code);
    assert_eq!(SharedPuzzle::from_code(code).unwrap(), expected);
}

#[test]
fn a_hexagon_with_three_states_and_all_lights_on_as_the_goal() {
    let puzzle = Puzzle::new(
        Shape::Hex(HexLattice::new(3).unwrap()),
        Rule::Pattern(Pattern::hex_preset("plus").unwrap()),
        3,
    )
    .unwrap();
    let code = "v1.h3.plus.n3.on.seed7";
    let expected = shared(puzzle, Goal::On, Start::Seed(7));
    assert_eq!(SharedPuzzle::from_code(code).unwrap(), expected);
    assert_eq!(expected.to_code(), code);
}

#[test]
fn custom_offsets_on_a_torus_are_listed_in_order() {
    let pattern = Pattern::parse("0,0;0,2;2,0").unwrap();
    let puzzle = Puzzle::new(
        Shape::Square(square(4, 6, Topology::Torus)),
        Rule::Pattern(pattern),
        5,
    )
    .unwrap();
    let code = "v1.s4x6.torus.o0,0:0,2:2,0.n5.off.seed0";
    let expected = shared(puzzle, Goal::Off, Start::Seed(0));
    assert_eq!(expected.to_code(), code);
    assert_eq!(SharedPuzzle::from_code(code).unwrap(), expected);
}

#[test]
fn a_directed_triangle_with_sigma_plus() {
    // Arcs 0->1, 1->2, 2->0: (tail gap 0, head 1), (gap 1, head 2), (gap 1, head 0).
    let graph = Digraph::new(3, vec![(0, 1), (1, 2), (2, 0)]).unwrap();
    let puzzle = Puzzle::new(Shape::Graph(graph), Rule::Sigma { plus: true }, 2).unwrap();
    // Start with vertex 0 lit: 100 -> "100000" -> 'g'.
    let expected = shared(puzzle, Goal::Off, Start::Board(Board(vec![1, 0, 0])));
    let code = "v1.g3.aABBCBA.sigma-plus.n2.off.bg";
    assert_eq!(expected.to_code(), code);
    assert_eq!(SharedPuzzle::from_code(code).unwrap(), expected);
}

#[test]
fn a_drawn_triangle_carries_its_points_in_twenty_bits_a_vertex() {
    // Vertex 0 at the top middle, 1 bottom right, 2 bottom left: steps (512, 0), (1023, 1023),
    // (0, 1023), each coordinate as two 5-bit halves: 16 0 0 0, 31 31 31 31, 0 0 31 31. Sixty
    // bits: 100000 000000 000000 001111 111111 111111 111100 000000 001111 111111.
    let graph = Digraph::new(3, vec![(0, 1), (1, 2), (2, 0)]).unwrap();
    let puzzle = Puzzle::new(Shape::Graph(graph), Rule::Sigma { plus: true }, 2).unwrap();
    let points = [(0.5, 0.0), (1.0, 1.0), (0.0, 1.0)].map(|(x, y)| Point { x, y });
    let expected = shared(puzzle, Goal::Off, Start::Board(Board(vec![1, 0, 0])))
        .with_drawing(&points)
        .unwrap();
    let code = "v1.g3.aABBCBA.atgAAP__8AP_.sigma-plus.n2.off.bg";
    assert_eq!(expected.to_code(), code);
    let read = SharedPuzzle::from_code(code).unwrap();
    assert_eq!(read, expected);
    let board = read.graph_board().unwrap();
    for (drawn, point) in board.points().iter().zip(&points) {
        assert!((drawn.x - point.x).abs() <= 0.5 / 1023.0);
        assert!((drawn.y - point.y).abs() <= 0.5 / 1023.0);
    }
    // Without the field the graph is drawn around a circle, as before drawings were shared.
    let plain = SharedPuzzle::from_code("v1.g3.aABBCBA.sigma-plus.n2.off.bg").unwrap();
    assert_eq!(plain.drawing, None);
    assert_eq!(
        plain.graph_board().unwrap(),
        GraphBoard::on_circle(board.graph().clone())
    );
}

#[test]
fn drawings_of_the_wrong_length_or_on_a_lattice_are_refused() {
    let message = refused("v1.g3.aABBCBA.atgAAP__8AP.sigma-plus.n2.off.bg");
    assert!(
        message.contains("drawing (3 vertices of 20 bits) must be 10"),
        "{message}"
    );
    let message = refused("v1.g3.aABBCBA.atgAAP__8AP_B.sigma-plus.n2.off.bg");
    assert!(message.contains("must be 10"), "{message}");
    let lattice = shared(Puzzle::lights_out(2, 2).unwrap(), Goal::Off, Start::Seed(0));
    assert!(lattice.clone().with_drawing(&[]).is_err());
    assert!(lattice.graph_board().is_none());
    assert!(refused("v1.s2x2.plane.atAAAA.plus.n2.off.seed0").contains("rule"));
}

#[test]
fn line_and_merlin_rules_and_a_goal_board_of_sixteen_states() {
    let puzzle = Puzzle::new(Shape::Square(square(1, 3, Topology::Plane)), Rule::Line, 16).unwrap();
    // Four bits a cell: f 0 9 -> 1111 0000 1001 -> "111100" "001001" -> '8' 'J'.
    let goal = Goal::Board(Board(vec![15, 0, 9]));
    let expected = shared(puzzle, goal, Start::Seed(u64::MAX));
    let code = "v1.s1x3.plane.line.n16.t8J.seed18446744073709551615";
    assert_eq!(expected.to_code(), code);
    assert_eq!(SharedPuzzle::from_code(code).unwrap(), expected);
    let merlin = Puzzle::new(
        Shape::Square(square(3, 3, Topology::Plane)),
        Rule::Merlin,
        2,
    );
    let merlin = shared(merlin.unwrap(), Goal::Off, Start::Seed(1));
    assert_eq!(merlin.to_code(), "v1.s3x3.plane.merlin.n2.off.seed1");
}

/// A seed names one board for good: this is the board 5 x 5 Lights Out from seed 42 starts
/// from. If it changes (a new rand, a new StdRng), every seed link shared so far would show a
/// different puzzle, so the format's version must change with it.
#[test]
fn a_seed_stands_for_the_same_solvable_board_everywhere() {
    let shared = SharedPuzzle::from_code("v1.s5x5.plane.plus.n2.off.seed42").unwrap();
    let reduced = Reduced::new(&shared.puzzle).unwrap();
    let board = shared.start_board(&reduced);
    let again = reduced.random_solvable_with_rng(&Goal::Off, &mut StdRng::seed_from_u64(42));
    assert_eq!(board, again);
    assert_eq!(board.to_string(), "0001011010111010100110110");
    assert!(matches!(
        reduced.solve(&board, &Goal::Off).unwrap(),
        Outcome::Solvable(_)
    ));
}

#[test]
fn the_largest_puzzles_round_trip() {
    let states_16 = Puzzle::new(
        Shape::Square(square(256, 256, Topology::Projective)),
        Rule::Pattern(Pattern::square_preset("knight").unwrap()),
        16,
    )
    .unwrap();
    let board = Board((0..65_536).map(|i| (i * 7 % 16) as u8).collect());
    let big = shared(states_16, Goal::Board(board.clone()), Start::Board(board));
    let code = big.to_code();
    // Four bits a cell: 65,536 cells take 43,691 characters each for goal and start.
    assert!(code.len() < 2 * 43_691 + 100, "{}", code.len());
    assert_eq!(SharedPuzzle::from_code(&code).unwrap(), big);

    let arcs: Vec<(u32, u32)> = (0..65_536u32).map(|v| (v, (v * 31 + 7) % 65_536)).collect();
    let graph = Digraph::new(65_536, arcs).unwrap();
    let graph = Puzzle::new(Shape::Graph(graph), Rule::Sigma { plus: false }, 2).unwrap();
    let graph = shared(graph, Goal::On, Start::Seed(3));
    assert_eq!(SharedPuzzle::from_code(&graph.to_code()).unwrap(), graph);
}

#[test]
fn boards_that_do_not_fit_the_puzzle_are_refused_by_new() {
    let puzzle = Puzzle::lights_out(2, 2).unwrap();
    let short = SharedPuzzle::new(puzzle.clone(), Goal::Off, Start::Board(Board(vec![0; 3])));
    assert!(short.unwrap_err().message().contains("(4), got 3"));
    let high = SharedPuzzle::new(puzzle, Goal::Board(Board(vec![0, 2, 0, 0])), Start::Seed(0));
    assert!(high.unwrap_err().message().contains("0..=1"));
}

#[test]
fn broken_codes_say_what_is_wrong_and_what_is_allowed() {
    let cases: &[(&str, &str)] = &[
        ("", "is empty"),
        (
            "#v1.s5x5.plane.plus.n2.off.seed42",
            "part of a link after '#'",
        ),
        ("v1.s5x5.plane.plus.n2.off.seed 42", "only letters, digits"),
        ("v2.s5x5.plane.plus.n2.off.seed42", "version v2"),
        ("lights.s5x5", "must start with v1."),
        ("v1", "ends after field 1; expected the shape"),
        ("v1.s5y5.plane.plus.n2.off.seed42", "shape s<rows>x<cols>"),
        ("v1.s0x5.plane.plus.n2.off.seed42", "rows must be 1..=10000"),
        (
            "v1.s5x10001.plane.plus.n2.off.seed42",
            "columns must be 1..=10000",
        ),
        ("v1.s05x5.plane.plus.n2.off.seed42", "without leading zeros"),
        (
            "v1.s5x5.donut.plus.n2.off.seed42",
            "surface plane, cylinder",
        ),
        ("v1.s5x5.plane.queen.n2.off.seed42", "plus, sigma, king"),
        ("v1.h3.king.n2.off.seed42", "plus, sigma, line or offsets"),
        ("v1.h65.plus.n2.off.seed42", "hexagon order must be 1..=64"),
        ("v1.s5x5.torus.merlin.n2.off.seed42", "plane only"),
        ("v1.s5x5.plane.plus.n17.off.seed42", "states must be 2..=16"),
        ("v1.s5x5.plane.plus.n1.off.seed42", "states must be 2..=16"),
        (
            "v1.s5x5.plane.plus.n2.dark.seed42",
            "goal off, on or t<board>",
        ),
        ("v1.s5x5.plane.plus.n2.off", "expected the start"),
        (
            "v1.s5x5.plane.plus.n2.off.seed18446744073709551616",
            "0..=18446744073709551615",
        ),
        ("v1.s5x5.plane.plus.n2.off.seed42.", "got more"),
        (
            "v1.s5x5.plane.plus.n2.off.bAAAA",
            "must be 5 base64url characters, got 4",
        ),
        (
            "v1.s5x5.plane.plus.n2.off.bAAAAB",
            "padding bits that are not zero",
        ),
        ("v1.s5x5.plane.plus.n2.off.bAA:AA", "has ':' at character 3"),
        ("v1.s1x2.plane.plus.n3.off.bM", "cell 1 is 3; with 3 states"),
        ("v1.s3x3.plane.mask_4.plus.n2.off.seed1", "keeps every cell"),
        (
            "v1.s3x3.plane.maskAA.plus.n2.off.seed1",
            "at least one cell",
        ),
        (
            "v1.s3x3.plane.o0,0:1,0:-1,0:0,1:0,-1.n2.off.seed1",
            "increasing order",
        ),
        (
            "v1.s3x3.plane.o-1,0:0,-1:0,0:0,1:1,0.n2.off.seed1",
            "the preset plus; write plus",
        ),
        ("v1.s3x3.plane.o0,0:0,257.n2.off.seed1", "within -256..=256"),
        ("v1.s3x3.plane.o0,-0.n2.off.seed1", "no -0"),
        ("v1.g3.aABBCBA.plus.n2.off.seed1", "sigma or sigma-plus"),
        ("v1.g3.ABBCBA.sigma.n2.off.seed1", "arcs a<arcs>"),
        (
            "v1.g3.aABBDBA.sigma.n2.off.seed1",
            "head is vertex 3; vertices are 0..=2",
        ),
        ("v1.g3.aAB.sigma.n2.off.seed1.x", "got more"),
        ("v1.g3.aA.sigma.n2.off.seed1", "without its head"),
        ("v1.g3.ag.sigma.n2.off.seed1", "inside the tail"),
        ("v1.g3.aAgA.sigma.n2.off.seed1", "needless zero digit"),
        (
            "v1.g65537.a.sigma.n2.off.seed1",
            "vertices must be 1..=65536",
        ),
    ];
    for (code, expected) in cases {
        let message = refused(code);
        assert!(message.starts_with("share code: "), "{code:?}: {message}");
        assert!(message.contains(expected), "{code:?}: {message}");
    }
}

#[test]
fn oversized_fields_are_refused_by_length_before_anything_is_decoded() {
    let long_board = format!("v1.s5x5.plane.plus.n2.off.b{}", "A".repeat(10_000_000));
    assert!(refused(&long_board).contains("must be 5 base64url characters, got 10000000"));
    let long_arcs = format!("v1.g2.a{}.sigma.n2.off.seed1", "A".repeat(16_000_001));
    assert!(refused(&long_arcs).contains("take at most 16000000"));
    let long_number = format!("v1.s{}x5.plane.plus.n2.off.seed1", "9".repeat(1_000_000));
    let message = refused(&long_number);
    assert!(message.contains("rows must be 1..=10000"), "{message}");
    assert!(
        message.len() < 200,
        "the message quotes only the start: {message}"
    );
    let dots = ".".repeat(1_000_000);
    assert!(refused(&dots).contains("must start with v1."));
}

/// A code for any puzzle of every kind with a goal and a start: a seed, or a board.
fn any_shared(max_cells: usize) -> impl Strategy<Value = SharedPuzzle> {
    strategies::puzzle(max_cells).prop_flat_map(|puzzle| {
        let (cells, states) = (puzzle.cells(), puzzle.states());
        let start = prop_oneof![
            any::<u64>().prop_map(Start::Seed),
            strategies::board(cells, states).prop_map(Start::Board),
        ];
        // A graph may carry a drawing: any step of the unit box for each vertex.
        let graph = matches!(puzzle.shape(), Shape::Graph(_));
        let steps = 0..=lights_lab_engine::DRAWING_STEPS;
        let drawing = prop::option::of(prop::collection::vec((steps.clone(), steps), cells))
            .prop_map(move |drawing| drawing.filter(|_| graph));
        (
            Just(puzzle),
            strategies::goal(cells, states),
            start,
            drawing,
        )
            .prop_map(|(puzzle, goal, start, drawing)| SharedPuzzle {
                drawing,
                ..shared(puzzle, goal, start)
            })
    })
}

/// Fields a code is made of, right and wrong, so that random codes reach every field.
fn field() -> impl Strategy<Value = String> {
    let words = [
        "v1",
        "v2",
        "s5x5",
        "s1x1",
        "s3x3",
        "s0x3",
        "h1",
        "h3",
        "g1",
        "g3",
        "g70000",
        "plane",
        "torus",
        "moebius",
        "projective",
        "mask",
        "mask94",
        "mask_",
        "plus",
        "sigma",
        "sigma-plus",
        "at",
        "atA",
        "atgAAP__8AP_",
        "king",
        "x",
        "line",
        "merlin",
        "o0,0",
        "o0,0:1,1",
        "o1,1:0,0",
        "a",
        "aABBCBA",
        "aA",
        "n2",
        "n3",
        "n16",
        "n17",
        "off",
        "on",
        "t",
        "tAAAA",
        "b",
        "bAAAA",
        "seed0",
        "seed42",
        "",
    ];
    prop_oneof![
        3 => select(words.to_vec()).prop_map(String::from),
        1 => "[a-z]{0,2}[A-Za-z0-9_:,-]{0,12}",
    ]
}

/// One edit a link may suffer: a character dropped, added, changed, or the code cut short.
#[derive(Debug, Clone)]
enum Edit {
    Remove(usize),
    Insert(usize, char),
    Replace(usize, char),
    Truncate(usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let ch = select("Aa0_-.:,gz9~ #%é".chars().collect::<Vec<char>>());
    prop_oneof![
        any::<usize>().prop_map(Edit::Remove),
        (any::<usize>(), ch.clone()).prop_map(|(at, c)| Edit::Insert(at, c)),
        (any::<usize>(), ch).prop_map(|(at, c)| Edit::Replace(at, c)),
        any::<usize>().prop_map(Edit::Truncate),
    ]
}

fn apply(code: &str, edit: &Edit) -> String {
    let mut chars: Vec<char> = code.chars().collect();
    let len = chars.len();
    match *edit {
        Edit::Remove(at) if len > 0 => {
            chars.remove(at % len);
        }
        Edit::Insert(at, c) => chars.insert(at % (len + 1), c),
        Edit::Replace(at, c) if len > 0 => chars[at % len] = c,
        Edit::Truncate(at) => chars.truncate(at % (len + 1)),
        _ => {}
    }
    chars.into_iter().collect()
}

/// Whatever `from_code` accepts is exactly what `to_code` writes for it: one code per puzzle,
/// and nothing read loosely.
fn check_canonical(code: &str) -> Result<(), TestCaseError> {
    if let Ok(shared) = SharedPuzzle::from_code(code) {
        prop_assert_eq!(shared.to_code(), code);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn every_puzzle_survives_a_round_trip(shared in any_shared(40)) {
        let code = shared.to_code();
        prop_assert!(
            code.chars().all(|c| c.is_ascii_alphanumeric() || "-_.:,".contains(c)),
            "{} needs percent-encoding in a link", code
        );
        prop_assert_eq!(SharedPuzzle::from_code(&code).unwrap(), shared);
    }

    #[test]
    fn damaged_codes_never_panic_and_never_read_loosely(
        shared in any_shared(40),
        edits in prop::collection::vec(edit(), 1..4),
    ) {
        let mut code = shared.to_code();
        for edit in &edits {
            code = apply(&code, edit);
            check_canonical(&code)?;
        }
    }

    #[test]
    fn codes_assembled_from_random_fields_never_panic(
        fields in prop::collection::vec(field(), 0..10),
    ) {
        check_canonical(&fields.join("."))?;
        check_canonical(&format!("v1.{}", fields.join(".")))?;
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,80}") {
        check_canonical(&text)?;
    }
}
