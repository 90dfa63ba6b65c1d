//! Each refusal says which kind it is ([`EngineError::kind`]), so that a caller that words it
//! its own way (the web page says which square boards a rule is taken on) need not run the
//! engine's checks again to learn why; the words stay the engine's.

use lights_lab_engine::{
    Board, Budget, CodeFault, CodePart, EngineError, ErrorKind, Pattern, Puzzle, Reduced, Rule,
    Shape, SharedPuzzle, SquareLattice, Topology,
};

fn square(rows: usize, cols: usize, rule: Rule) -> Result<Puzzle, EngineError> {
    let lattice = SquareLattice::new(rows, cols, Topology::Plane)?;
    Puzzle::new(Shape::Square(lattice), rule, 2)
}

#[test]
fn flip_past_64_by_64_leaves_too_many_unknowns_and_says_the_limit() {
    // Flip reaches the whole row and column, so light chasing leaves every cell unknown, and
    // two states allow 4,096.
    let error = Reduced::new(&square(70, 66, Rule::Line).unwrap()).unwrap_err();
    assert_eq!(
        *error.kind(),
        ErrorKind::TooLarge {
            what: "unknowns",
            max: 4096
        }
    );
    assert!(
        error.message().contains("at most 4096 are supported"),
        "{error}"
    );
    assert!(Reduced::new(&square(64, 64, Rule::Line).unwrap()).is_ok());
}

#[test]
fn a_side_of_no_cells_is_out_of_range() {
    let error = SquareLattice::new(0, 5, Topology::Plane).unwrap_err();
    assert_eq!(*error.kind(), ErrorKind::OutOfRange);
    assert!(error.message().starts_with("rows must be 1..="), "{error}");
}

#[test]
fn merlin_off_the_plane_is_a_rule_the_engine_does_not_play_there() {
    let torus = SquareLattice::new(5, 5, Topology::Torus).unwrap();
    let error = Puzzle::new(Shape::Square(torus), Rule::Merlin, 2).unwrap_err();
    assert_eq!(*error.kind(), ErrorKind::Unsupported);
    assert!(error.message().contains("the plane only"), "{error}");
}

#[test]
fn a_factorisation_out_of_steps_is_stopped() {
    let king = Rule::Pattern(Pattern::square_preset("king").unwrap());
    let mut budget = Budget::steps(1);
    let error = Reduced::new_within(&square(40, 40, king).unwrap(), &mut budget).unwrap_err();
    assert_eq!(*error.kind(), ErrorKind::Stopped);
    assert!(error.message().contains("stopped"), "{error}");
}

#[test]
fn a_board_that_does_not_read_is_invalid() {
    let error = Board::parse("10x", 3, 2).unwrap_err();
    assert_eq!(*error.kind(), ErrorKind::Invalid);
}

#[test]
fn a_share_code_cut_short_says_which_field_it_ends_before() {
    // The page words a broken link from this fault ("it ends before its goal"), not from the
    // message, which stays the command line's.
    let error = SharedPuzzle::from_code("v1.s5x5.plane.plus.n2").unwrap_err();
    assert_eq!(
        *error.kind(),
        ErrorKind::Code(CodeFault::CutShort(CodePart::Goal))
    );
    assert!(
        error
            .message()
            .ends_with("expected the goal off, on or t<board> next"),
        "{error}"
    );
    let error = SharedPuzzle::from_code("v1.s5x5.plane.plus.n2.off.bAAAA").unwrap_err();
    assert_eq!(
        *error.kind(),
        ErrorKind::Code(CodeFault::Length {
            part: "start board".into(),
            expected: 5,
            got: 4
        })
    );
}

#[test]
fn a_share_code_field_holding_nothing_known_is_named_with_what_it_must_be() {
    // The command line prints these messages as they are; the page words the fault.
    let cases = [
        (
            "v1.q5x5.plane.plus.n2.off.seed1",
            CodePart::Shape,
            "field 2 must be the shape s<rows>x<cols>, h<order> or g<vertices>, got \"q5x5\"",
        ),
        (
            "v1.g3.b0-1.plus.n2.off.seed1",
            CodePart::Arcs,
            "field 3 must be the arcs a<arcs>, got \"b0-1\"",
        ),
        (
            "v1.s5x5.plane.plus.x2.off.seed1",
            CodePart::States,
            "field 5 must be the states n2..n16, got \"x2\"",
        ),
        (
            "v1.s5x5.plane.plus.n2.dark.seed1",
            CodePart::Goal,
            "field 6 must be the goal off, on or t<board>, got \"dark\"",
        ),
        (
            "v1.s5x5.plane.plus.n2.off.random",
            CodePart::Start,
            "field 7 must be the start seed<S> or b<board>, got \"random\"",
        ),
    ];
    for (code, part, message) in cases {
        let error = SharedPuzzle::from_code(code).unwrap_err();
        assert_eq!(
            *error.kind(),
            ErrorKind::Code(CodeFault::Unknown(part)),
            "{code}"
        );
        assert_eq!(error.message(), format!("share code: {message}"), "{code}");
    }
}
