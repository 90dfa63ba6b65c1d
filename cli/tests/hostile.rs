//! A hostile sweep of the command line: 1,200 command lines drawn from a seeded generator of
//! malformed and extreme input, across every command: numbers at and past every limit, in
//! other notations and scripts, control characters and escape sequences, values of thousands
//! of characters, flags repeated, unknown or missing their values, share codes and graph
//! files mutated byte by byte. Each must end with exit code 0 and a well-formed answer, or 2
//! and a readable refusal (no control character, no line over 300 characters), within ten
//! seconds: never a panic, a signal or a hang. Commands that can run long get
//! `--time-limit 1` or 2 at random, so the sweep stays well within a minute in a debug build.

use std::ffi::OsString;
use std::io::Read;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

/// How many command lines the sweep runs.
const CASES: usize = 1200;
/// The seed of the sweep: the same command lines on every run.
const SEED: u64 = 11;
/// A command still running after this long has hung.
const HANG: Duration = Duration::from_secs(10);
/// Longest line a refusal may print.
const LONGEST_LINE: usize = 300;

const COMMANDS: [&str; 8] = [
    "analyze",
    "solve",
    "solutions",
    "random",
    "code",
    "table",
    "ello",
    "graph",
];

/// Graph files of every kind a user might hand in, written once for the sweep.
fn graph_files() -> Vec<String> {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostile");
    std::fs::create_dir_all(&dir).unwrap();
    let files: [(&str, Vec<u8>); 12] = [
        ("path.txt", b"4\n0 1\n1 2\n2 3\n".to_vec()),
        ("petersen.txt", petersen().into_bytes()),
        ("empty.txt", Vec::new()),
        ("no-arcs.txt", b"3\n".to_vec()),
        ("huge-count.txt", b"99999999999999999999\n0 1\n".to_vec()),
        ("negative.txt", b"-3\n0 1\n".to_vec()),
        ("out-of-range.txt", b"3\n0 7\n".to_vec()),
        ("self-loop.txt", b"2\n0 0\n0 1\n".to_vec()),
        ("binary.txt", (0..=255u8).cycle().take(600).collect()),
        ("many-vertices.txt", b"65536\n0 1\n".to_vec()),
        ("too-many.txt", b"65537\n".to_vec()),
        ("words.txt", b"3\n0 one\n# at 0 1e308 nan\n".to_vec()),
    ];
    files
        .into_iter()
        .map(|(name, bytes)| {
            let path = dir.join(name);
            std::fs::write(&path, bytes).unwrap();
            path.to_string_lossy().into_owned()
        })
        .collect()
}

fn petersen() -> String {
    let mut text = String::from("10\n");
    for i in 0..5 {
        text += &format!("{} {}\n{} {}\n", i, (i + 1) % 5, i, i + 5);
        text += &format!("{} {}\n", i + 5, (i + 2) % 5 + 5);
    }
    text
}

/// A number a user might type where a number is wanted: in range, at a limit, past it, or
/// not a number at all.
fn number(rng: &mut StdRng) -> String {
    let picks = [
        "0",
        "1",
        "2",
        "3",
        "16",
        "17",
        "256",
        "257",
        "1024",
        "3600",
        "3601",
        "65536",
        "-1",
        "-0",
        "+4",
        " 5 ",
        "2147483647",
        "-2147483648",
        "4294967296",
        "18446744073709551615",
        "18446744073709551616",
        "99999999999999999999999999999999",
        "1e3",
        "0x10",
        "3.0",
        "٣",
        "５",
        "",
        "NaN",
    ];
    match rng.random_range(0..4) {
        0 => rng.random_range(0..64u64).to_string(),
        _ => picks.choose(rng).unwrap().to_string(),
    }
}

/// A value that is hostile as text: control characters, escape sequences, other scripts,
/// thousands of characters.
fn text(rng: &mut StdRng) -> String {
    let picks = [
        "\n",
        "a\nb",
        "\u{1b}[31mred\u{1b}[0m",
        "\u{7}",
        "\r",
        "\t",
        "\u{202e}evil",
        "é",
        "🙂",
        "--",
        "-",
        "=",
        "#",
        "v1.",
        "http://x/#",
        "'",
        "\"",
        "\\",
        "%00",
    ];
    match rng.random_range(0..6) {
        0 => "x".repeat(rng.random_range(100..20_000)),
        1 => (0..rng.random_range(1..40))
            .map(|_| char::from_u32(rng.random_range(1..0x3000)).unwrap_or('?'))
            .collect(),
        _ => picks.choose(rng).unwrap().to_string(),
    }
}

/// A board-like string: digits and letters of some length, sometimes the right one.
fn board(rng: &mut StdRng, cells: usize) -> String {
    let length = match rng.random_range(0..4) {
        0 => rng.random_range(0..cells * 2 + 2),
        _ => cells,
    };
    let alphabet = b"0000111123456789abcdefg#.-";
    (0..length)
        .map(|_| *alphabet.choose(rng).unwrap() as char)
        .collect()
}

/// Offsets, sometimes far past ±256 or not numbers.
fn offsets(rng: &mut StdRng) -> String {
    (0..rng.random_range(0..5))
        .map(|_| {
            let coordinate = |rng: &mut StdRng| match rng.random_range(0..5) {
                0 => number(rng),
                _ => rng.random_range(-3..=3).to_string(),
            };
            format!("{},{}", coordinate(rng), coordinate(rng))
        })
        .collect::<Vec<_>>()
        .join(";")
}

/// A mask of # and . split by /, sometimes with other characters.
fn mask(rng: &mut StdRng) -> String {
    (0..rng.random_range(0..6))
        .map(|_| {
            (0..rng.random_range(0..6))
                .map(|_| *b"##.#.x".choose(rng).unwrap() as char)
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// A share code: a valid one, or one with a byte changed, dropped or added.
fn code(rng: &mut StdRng) -> String {
    let valid = [
        "v1.s5x5.plane.plus.n2.off.seed42",
        "v1.h3.plane.sigma.n3.on.seed7",
        "v1.s3x3.plane.mask94.plus.n2.off.bpQ",
        "v1.s4x4.torus.o0,0:1,1:-1,2.n4.off.seed0",
        "v1.g3.0-1.1-2.sigma-plus.n2.off.seed1",
        "http://127.0.0.1:8080/#v1.s5x5.plane.plus.n2.off.seed42",
    ];
    let mut code: Vec<char> = valid.choose(rng).unwrap().chars().collect();
    for _ in 0..rng.random_range(0..4) {
        let at = rng.random_range(0..code.len());
        let byte = *b"0123456789.,:-xsghmnbtfo#".choose(rng).unwrap() as char;
        match rng.random_range(0..3) {
            0 => code[at] = byte,
            1 => {
                code.remove(at);
            }
            _ => code.insert(at, byte),
        }
    }
    code.into_iter().collect()
}

/// A puzzle's flags: mostly small and valid, sometimes not.
fn puzzle(rng: &mut StdRng, files: &[String]) -> (Vec<String>, usize) {
    let side = |rng: &mut StdRng| rng.random_range(1..=6usize);
    let mut args: Vec<String> = Vec::new();
    let cells = match rng.random_range(0..10) {
        0..=4 => {
            let (r, c) = (side(rng), side(rng));
            args.extend([
                "--rows".into(),
                r.to_string(),
                "--cols".into(),
                c.to_string(),
            ]);
            r * c
        }
        5 | 6 => {
            let k = rng.random_range(1..=3usize);
            args.extend(["--hex".into(), k.to_string()]);
            3 * k * (k - 1) + 1
        }
        7 | 8 => {
            let file = files.choose(rng).unwrap().clone();
            let rule = ["sigma", "sigma-plus"].choose(rng).unwrap().to_string();
            args.extend(["--graph".into(), file, "--rule".into(), rule]);
            4
        }
        _ => {
            args.extend(["--code".into(), code(rng)]);
            return (args, 25);
        }
    };
    for _ in 0..rng.random_range(0..3) {
        match rng.random_range(0..5) {
            0 => args.extend(["--states".into(), rng.random_range(2..=6).to_string()]),
            1 => args.extend(["--offsets".into(), offsets(rng)]),
            2 => args.extend(["--mask".into(), mask(rng)]),
            3 => {
                let topology = ["plane", "torus", "klein", "projective", "moebius", "sphere"];
                args.extend([
                    "--topology".into(),
                    topology.choose(rng).unwrap().to_string(),
                ]);
            }
            _ => {
                let pattern = [
                    "plus", "sigma", "king", "x", "knight", "line", "merlin", "queen",
                ];
                args.extend(["--pattern".into(), pattern.choose(rng).unwrap().to_string()]);
            }
        }
    }
    (args, cells)
}

/// A command line that would mostly work.
fn plausible(rng: &mut StdRng, files: &[String]) -> Vec<String> {
    let command = *COMMANDS.choose(rng).unwrap();
    let mut args = vec![command.to_string()];
    let time_limit =
        |rng: &mut StdRng| vec!["--time-limit".into(), rng.random_range(1..=2).to_string()];
    match command {
        "table" => {
            let span = |rng: &mut StdRng| {
                let a = rng.random_range(1..=8);
                format!("{a}..{}", a + rng.random_range(0..4))
            };
            args.extend(["--rows".into(), span(rng), "--cols".into(), span(rng)]);
            if rng.random_bool(0.3) {
                args.extend(["--states".into(), rng.random_range(2..=16).to_string()]);
            }
            args.extend(time_limit(rng));
        }
        "ello" => {
            args.extend(["--graph".into(), files.choose(rng).unwrap().clone()]);
            let colors = match rng.random_range(0..3) {
                0 => "random".to_string(),
                _ => board(rng, 4).replace(['0', '1'], "g"),
            };
            args.extend(["--colors".into(), colors, "--seed".into(), number(rng)]);
            args.extend(time_limit(rng));
        }
        "graph" => {
            let presets = [
                "cube",
                "merlin",
                "petersen",
                "path",
                "cycle",
                "wheel",
                "grid",
                "tree",
                "mop",
                "hypercube",
                "bipartite",
                "nothing",
            ];
            args.push(presets.choose(rng).unwrap().to_string());
            for _ in 0..rng.random_range(0..3) {
                args.push(rng.random_range(0..12).to_string());
            }
        }
        _ => {
            let (flags, cells) = puzzle(rng, files);
            args.extend(flags);
            if matches!(command, "solve" | "solutions") || rng.random_bool(0.2) {
                args.extend(["--board".into(), board(rng, cells)]);
            }
            if rng.random_bool(0.2) {
                let goal = match rng.random_range(0..3) {
                    0 => "on".to_string(),
                    1 => "off".to_string(),
                    _ => board(rng, cells),
                };
                args.extend(["--goal".into(), goal]);
            }
            match command {
                "solve" if rng.random_bool(0.5) => args.push("--minimal".into()),
                "solutions" => {
                    for flag in ["--limit", "--offset"] {
                        if rng.random_bool(0.4) {
                            args.extend([flag.into(), number(rng)]);
                        }
                    }
                    if rng.random_bool(0.3) {
                        args.push("--sorted".into());
                    }
                }
                "random" => {
                    args.extend(["--seed".into(), rng.random_range(0..100u64).to_string()]);
                    if rng.random_bool(0.5) {
                        let difficulty = ["easy", "medium", "hard", "hardest", "impossible"];
                        args.extend([
                            "--difficulty".into(),
                            difficulty.choose(rng).unwrap().to_string(),
                        ]);
                    }
                    if rng.random_bool(0.3) {
                        args.extend(["--count".into(), number(rng)]);
                    }
                }
                "code" if rng.random_bool(0.5) => {
                    args.extend(["--seed".into(), number(rng)]);
                }
                _ => {}
            }
            if command != "code" {
                args.extend(time_limit(rng));
            }
        }
    }
    args
}

/// A plausible command line with up to three hostile changes (none in one case of five, so
/// that the extremes within the limits reach the engine too).
fn hostile(rng: &mut StdRng, files: &[String]) -> Vec<OsString> {
    let mut args = plausible(rng, files);
    let changes = if rng.random_bool(0.2) {
        0
    } else {
        rng.random_range(1..=3)
    };
    for _ in 0..changes {
        let at = rng.random_range(0..args.len());
        let value = match rng.random_range(0..3) {
            0 => number(rng),
            1 => text(rng),
            _ => offsets(rng),
        };
        match rng.random_range(0..8) {
            // A value replaced, a flag's value lost, a flag or word added, one repeated.
            0 | 1 if at > 0 => args[at] = value,
            2 if at > 0 => {
                args.remove(at);
            }
            3 => args.insert(at.max(1), format!("--{}", text(rng))),
            4 => args.push(value),
            5 if at > 0 => args.insert(at, args[at].clone()),
            6 => args.insert(at.max(1), format!("--rows={value}")),
            _ => {
                args[0] = ["help", "--help", "-h", "Analyze", "anal", ""]
                    .choose(rng)
                    .unwrap()
                    .to_string()
            }
        }
    }
    if rng.random_bool(0.02) {
        // The largest board with a deadline, now and then.
        args.truncate(1);
        args.extend(["--rows", "256", "--cols", "256", "--time-limit", "1"].map(String::from));
    }
    // Arguments cannot hold NUL; everything else goes.
    args.into_iter()
        .map(|a| a.replace('\0', "0").into())
        .collect()
}

/// Whether one run answered (true) or refused (false) as it should, or why it is wrong.
fn check(args: &[OsString]) -> Result<bool, String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_lights-lab"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start: {e}"))?;
    let mut stdout_pipe = child.stdout.take().unwrap();
    let mut stderr_pipe = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        stdout_pipe.read_to_end(&mut bytes).map(|_| bytes)
    });
    let err = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        stderr_pipe.read_to_end(&mut bytes).map(|_| bytes)
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > HANG {
            child.kill().unwrap();
            child.wait().unwrap();
            return Err(format!("still running after {HANG:?}"));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout =
        String::from_utf8(out.join().unwrap().unwrap()).map_err(|_| "stdout is not text")?;
    let stderr =
        String::from_utf8(err.join().unwrap().unwrap()).map_err(|_| "stderr is not text")?;
    match status.code() {
        Some(0) => well_formed(&args[0].to_string_lossy(), &stdout).map(|()| true),
        Some(2) => {
            if !stdout.is_empty() {
                return Err(format!("refused but printed {stdout:?}"));
            }
            readable(&stderr).map(|()| false)
        }
        other => Err(format!("exit {other:?} (a signal if None): {stderr}")),
    }
}

/// An answer: JSON from the JSON commands, boards from random, a code from code, a graph file
/// from graph, help from help.
fn well_formed(command: &str, stdout: &str) -> Result<(), String> {
    let stdout = stdout.trim_end();
    let json = || {
        serde_json::from_str::<serde_json::Value>(stdout)
            .map(drop)
            .map_err(|e| format!("not JSON ({e}): {:?}", &stdout[..stdout.len().min(200)]))
    };
    match command {
        "analyze" | "solve" | "solutions" | "table" | "ello" => json(),
        "random" => stdout
            .lines()
            .all(|line| !line.is_empty() && line.chars().all(|c| c.is_ascii_hexdigit()))
            .then_some(())
            .ok_or_else(|| format!("not boards: {stdout:?}")),
        "code" => (stdout.starts_with("v1.") && !stdout.contains('\n'))
            .then_some(())
            .ok_or_else(|| format!("not a code: {stdout:?}")),
        "graph" => stdout
            .lines()
            .next()
            .and_then(|first| first.trim().parse::<usize>().ok())
            .map(drop)
            .ok_or_else(|| format!("not a graph file: {stdout:?}")),
        _ => readable(stdout),
    }
}

/// A refusal (or help) a person can read: lines of at most 300 characters, no control
/// characters but the line ends.
fn readable(text: &str) -> Result<(), String> {
    if text.trim().is_empty() {
        return Err("nothing said".into());
    }
    for line in text.lines() {
        if line.chars().count() > LONGEST_LINE {
            return Err(format!("a line of {} characters", line.chars().count()));
        }
        if line.chars().any(char::is_control) {
            return Err(format!("a control character in {line:?}"));
        }
        if line.contains("panicked") {
            return Err(format!("a panic: {line}"));
        }
    }
    Ok(())
}

#[test]
fn a_thousand_hostile_command_lines_get_an_answer_or_a_readable_refusal() {
    let files = graph_files();
    let mut rng = StdRng::seed_from_u64(SEED);
    let cases: Vec<Vec<OsString>> = (0..CASES).map(|_| hostile(&mut rng, &files)).collect();
    for command in COMMANDS {
        assert!(
            cases.iter().any(|args| args[0] == command),
            "the sweep covers {command}"
        );
    }
    let next = AtomicUsize::new(0);
    let answered = AtomicUsize::new(0);
    let failures: Vec<String> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|_| {
                scope.spawn(|| {
                    let mut failures = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(args) = cases.get(i) else { break };
                        let checked = check(args);
                        if checked == Ok(true) {
                            answered.fetch_add(1, Ordering::Relaxed);
                        }
                        if let Err(why) = checked {
                            let shown: Vec<String> = args
                                .iter()
                                .map(|a| {
                                    let a = a.to_string_lossy();
                                    format!("{:?}", &a[..a.floor_char_boundary(80)])
                                })
                                .collect();
                            failures.push(format!("case {i} [{}]: {why}", shown.join(" ")));
                        }
                    }
                    failures
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap())
            .collect()
    });
    // Hostile, not hopeless: a good share of the command lines still get an answer.
    let answered = answered.into_inner();
    assert!(
        answered >= CASES / 10,
        "only {answered} of {CASES} answered"
    );
    assert!(
        failures.is_empty(),
        "{} of {CASES} failed:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

#[test]
fn the_sweep_catches_what_it_looks_for() {
    assert!(readable("thread 'main' panicked at src/lib.rs:1:1").is_err());
    assert!(readable("--rows must be 1..=256, got \"\u{1b}\"").is_err());
    assert!(readable(&"x".repeat(301)).is_err());
    assert!(readable("").is_err());
    assert!(readable("--rows must be 1..=256, got \"0\"").is_ok());
    assert!(well_formed("analyze", "{\"cells\": 9").is_err());
    assert!(well_formed("random", "0101\n01x1").is_err());
    assert!(well_formed("code", "v1.s5x5.plane.plus.n2.off.seed42").is_ok());
}
