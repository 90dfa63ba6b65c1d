//! Every reader of text a user types or a file holds, driven by property tests with arbitrary
//! text and with damaged valid input: offsets, masks, boards, goals, press vectors, graph
//! files, presets, topologies, difficulties and ELLO colourings. None may panic; what one
//! accepts must be what it says it is (offsets within range, boards of the right length and
//! digits), and a value it writes must read back the same. Share codes have their own
//! properties in tests/share.rs. The decimal reader of graph files and saved games is held
//! to the standard library's: the same texts read, to the same number.

use proptest::prelude::*;
use proptest::sample::select;

use lights_lab_engine::ello::parse_colours;
use lights_lab_engine::{
    decimal, parse_mask, Board, Difficulty, Goal, GraphBoard, Pattern, Preset, Presses, Topology,
};

/// Text of every kind: any characters, or the characters these readers care about, in any
/// order, with numbers at the ends of the integer types.
fn hostile_text() -> impl Strategy<Value = String> {
    let numbers = select(vec![
        "-2147483648",
        "2147483647",
        "2147483648",
        "-256",
        "256",
        "257",
        "18446744073709551616",
        "99999999999999999999",
        "-0",
        "+1",
    ]);
    prop_oneof![
        "\\PC{0,60}",
        "[0-9a-g#./,;: \\-+\n]{0,60}",
        prop::collection::vec(
            prop_oneof![numbers.prop_map(String::from), "[0-9,;#./ -]{0,3}"],
            0..8
        )
        .prop_map(|parts| parts.concat()),
    ]
}

/// A valid graph file, then damaged: a character dropped, added or changed, or cut short.
fn damaged_graph_file() -> impl Strategy<Value = String> {
    let valid = select(vec![
        "3\n0 1\n1 2\n",
        "4\n0 1\n1 2\n2 3\n3 0\n# at 0 0.1 0.2\n# at 1 0.9 0.2\n",
        "1\n",
        "2\n0 0\n0 1\n1 0\n",
    ]);
    let damage = prop::collection::vec(
        (
            any::<usize>(),
            0..4u8,
            select("0123456789 #\n-.ate9x".chars().collect::<Vec<_>>()),
        ),
        0..4,
    );
    (valid, damage).prop_map(|(valid, damage)| {
        let mut chars: Vec<char> = valid.chars().collect();
        for (at, kind, c) in damage {
            let len = chars.len();
            match kind {
                0 if len > 0 => {
                    chars.remove(at % len);
                }
                1 => chars.insert(at % (len + 1), c),
                2 if len > 0 => chars[at % len] = c,
                _ => chars.truncate(at % (len + 1)),
            }
        }
        chars.into_iter().collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn offsets_are_read_within_range_or_refused(text in hostile_text()) {
        if let Ok(pattern) = Pattern::parse(&text) {
            prop_assert!(!pattern.offsets().is_empty());
            for &(dr, dc) in pattern.offsets() {
                prop_assert!((-256..=256).contains(&dr) && (-256..=256).contains(&dc));
            }
            prop_assert_eq!(Pattern::parse(&pattern.to_string()).unwrap(), pattern);
        }
    }

    #[test]
    fn offsets_at_and_past_the_limits_of_i32_are_refused(
        dr in prop_oneof![Just(i32::MIN), Just(i32::MAX), Just(-257), Just(257), -256..=256i32],
        dc in prop_oneof![Just(i32::MIN), Just(i32::MAX), -256..=256i32],
    ) {
        let inside = |v: i32| (-256..=256).contains(&v);
        prop_assert_eq!(Pattern::new([(dr, dc)]).is_ok(), inside(dr) && inside(dc));
        prop_assert_eq!(Pattern::parse(&format!("{dr},{dc}")).is_ok(), inside(dr) && inside(dc));
    }

    #[test]
    fn masks_boards_goals_and_presses_never_panic(
        text in hostile_text(),
        rows in prop::collection::vec(1usize..6, 1..5),
        states in 2u8..=16,
    ) {
        let cells: usize = rows.iter().sum();
        if let Ok(mask) = parse_mask(&text, &rows) {
            prop_assert_eq!(mask.len(), cells);
        }
        if let Ok(board) = Board::parse(&text, cells, states) {
            prop_assert_eq!(board.0.len(), cells);
            prop_assert!(board.0.iter().all(|&v| v < states));
            prop_assert_eq!(Board::parse(&board.to_string(), cells, states).unwrap(), board);
        }
        if let Ok(Goal::Board(board)) = Goal::parse(&text, cells, states) {
            prop_assert_eq!(board.0.len(), cells);
        }
        if let Ok(presses) = Presses::parse(&text, cells, states) {
            prop_assert!(presses.0.iter().all(|&v| v < states));
        }
    }

    #[test]
    fn graph_files_never_panic_and_what_is_read_writes_back(
        text in prop_oneof![damaged_graph_file(), hostile_text()],
    ) {
        if let Ok(board) = GraphBoard::parse(&text) {
            let again = GraphBoard::parse(&board.to_text()).unwrap();
            prop_assert_eq!(again.graph(), board.graph());
        }
    }

    #[test]
    fn named_values_never_panic(
        words in prop::collection::vec(hostile_text(), 0..4),
        vertices in 0usize..6,
    ) {
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let _ = Preset::parse(&words);
        for word in &words {
            let _ = word.parse::<Topology>();
            let _ = word.parse::<Difficulty>();
            if let Ok(colours) = parse_colours(word, vertices) {
                prop_assert_eq!(colours.len(), vertices);
            }
        }
    }

    #[test]
    fn decimals_read_as_the_standard_library_reads_them(
        text in "[-+]?[0-9]{0,8}[.]?[0-9]{0,7}([eE][-+]?[0-9])?",
        anything in "[0-9.eE+-]{0,12}",
    ) {
        // Up to 15 digits and 16 places: the nearest f64, as the standard library reads it.
        match text.parse::<f64>() {
            Ok(expected) => prop_assert_eq!(decimal::read(&text), Some(expected)),
            Err(_) => prop_assert_eq!(decimal::read(&text), None),
        }
        // Any power of ten: the same texts read, to within a few units of the last bit.
        match (anything.parse::<f64>(), decimal::read(&anything)) {
            (Ok(expected), Some(read)) => prop_assert!(
                (read - expected).abs() <= expected.abs() * 1e-14 + 1e-300
                    || read == expected,
                "{} read as {} against {}", anything, read, expected
            ),
            (Err(_), None) => {}
            (expected, read) => prop_assert!(false, "{:?} against {:?}", read, expected),
        }
    }
}
