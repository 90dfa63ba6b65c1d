//! The command line's parsing as a library, driven by property tests: arbitrary arguments
//! after a command never panic and are refused in one short readable line, and every setup
//! the generator makes (offsets up to ±256 included) gets a share code that `--code` reads
//! back as the same puzzle.

use std::ffi::OsString;

use proptest::prelude::*;
use proptest::sample::select;

use lights_lab_cli::run;

fn run_strings(args: &[String]) -> Result<String, String> {
    run(args.iter().map(OsString::from)).map_err(|e| e.to_string())
}

/// An argument of every kind: a flag of some command, a number at a limit or past it, text
/// with control characters, or anything at all.
fn argument() -> impl Strategy<Value = String> {
    let flags = select(vec![
        "--rows",
        "--cols",
        "--hex",
        "--graph",
        "--rule",
        "--mask",
        "--topology",
        "--pattern",
        "--offsets",
        "--states",
        "--code",
        "--board",
        "--goal",
        "--minimal",
        "--time-limit",
        "--limit",
        "--offset",
        "--sorted",
        "--seed",
        "--count",
        "--difficulty",
        "--colors",
        "--max-steps",
        "--all-quiet-patterns",
        "--help",
    ]);
    let values = select(vec![
        "0",
        "1",
        "3",
        "256",
        "257",
        "-1",
        "-2147483648",
        "18446744073709551616",
        "1..3",
        "on",
        "off",
        "torus",
        "x",
        "1",
        "0,0;1,1",
        "-2147483648,0",
        "##/#.",
        "v1.s3x3.plane.plus.n2.off.seed1",
    ]);
    prop_oneof![
        3 => flags.prop_map(String::from),
        3 => values.prop_map(String::from),
        1 => "\\PC{0,12}",
        1 => "[\\x01-\\x1f\\x7f]{1,3}",
        1 => "--[a-z\\n\\x1b-]{1,8}(=.{0,6})?",
    ]
}

/// The flags of a small puzzle, its goal and a seed: square boards on every surface or
/// hexagons, with any N, a preset or custom offsets (their coordinates now and then at ±256).
fn puzzle_flags() -> impl Strategy<Value = Vec<String>> {
    let coordinate = prop_oneof![4 => -3i32..=3, 1 => prop_oneof![Just(-256), Just(256)]];
    let offsets = prop::collection::vec((coordinate.clone(), coordinate), 1..4).prop_map(|o| {
        o.iter()
            .map(|(a, b)| format!("{a},{b}"))
            .collect::<Vec<_>>()
            .join(";")
    });
    let shape = prop_oneof![
        (
            1usize..=5,
            1usize..=5,
            select(vec![
                "plane",
                "cylinder",
                "torus",
                "moebius",
                "klein",
                "projective"
            ])
        )
            .prop_map(|(r, c, t)| vec![
                "--rows".into(),
                r.to_string(),
                "--cols".into(),
                c.to_string(),
                "--topology".into(),
                t.into()
            ]),
        (1usize..=3).prop_map(|k| vec!["--hex".into(), k.to_string()]),
    ];
    let rule = prop_oneof![
        select(vec!["plus", "sigma"]).prop_map(|p| vec!["--pattern".to_string(), p.to_string()]),
        offsets.prop_map(|o| vec![format!("--offsets={o}")]),
    ];
    (
        shape,
        rule,
        2u8..=16,
        select(vec!["off", "on"]),
        any::<u64>(),
    )
        .prop_map(|(shape, rule, states, goal, seed)| {
            let mut flags = shape;
            flags.extend(rule);
            flags.extend([
                "--states".into(),
                states.to_string(),
                "--goal".into(),
                goal.into(),
            ]);
            flags.extend(["--seed".into(), seed.to_string()]);
            flags
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn arbitrary_arguments_are_answered_or_refused_in_one_readable_line(
        command in select(vec!["analyze", "solve", "solutions", "random", "code", "table", "ello", "graph"]),
        args in prop::collection::vec(argument(), 0..7),
    ) {
        let mut line = vec![command.to_string()];
        line.extend(args.iter().filter(|a| a.as_str() != "--help").cloned());
        // Small boards only: whatever the arguments, nothing long runs.
        line.extend(["--time-limit".to_string(), "1".to_string()]);
        if let Err(refusal) = run_strings(&line) {
            prop_assert!(!refusal.contains('\n'), "{:?}", refusal);
            prop_assert!(!refusal.chars().any(char::is_control), "{:?}", refusal);
            prop_assert!(refusal.chars().count() <= 300, "{:?}", refusal);
        }
    }

    #[test]
    fn every_setup_gets_a_code_that_reads_back_as_the_same_puzzle(flags in puzzle_flags()) {
        let mut code_line = vec!["code".to_string()];
        code_line.extend(flags.iter().cloned());
        let code = run_strings(&code_line).map_err(TestCaseError::fail)?;
        let again = run_strings(&["code".into(), "--code".into(), code.clone()])
            .map_err(|e| TestCaseError::fail(format!("{code}: {e}")))?;
        prop_assert_eq!(&again, &code);
        // The same readout from the flags and from the code.
        let puzzle: Vec<String> = flags[..flags.len() - 4].to_vec();
        let mut by_flags = vec!["analyze".to_string()];
        by_flags.extend(puzzle);
        let by_code = ["analyze".to_string(), "--code".into(), code.clone()];
        prop_assert_eq!(run_strings(&by_flags), run_strings(&by_code), "{}", code);
    }
}
