//! The memory large setups take, measured on the binary (each run's own peak resident memory,
//! from `wait4`):
//! - the all-on 4000 x 4000 board (16 million cells) is solved within 100 MB, which grows with
//!   the board (a byte or so a cell for the board, the target, the presses and the printed
//!   answer), not with its cube as a coefficient row per cell would (8 GB here);
//! - a 65,536-vertex graph with 4,096 quiet patterns (the most) is analyzed and dealt a board
//!   of a difficulty within 300 MB: its quiet patterns are kept by the cells they press, not as
//!   4,096 rows of 65,536 bytes (268 MB).

use std::io::Read;
use std::process::{Command, Stdio};

/// What one run of the binary printed, how it exited and its peak resident memory in bytes.
struct Measured {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    peak: u64,
}

/// Runs `lights-lab` with `args`, reaping it with `wait4` for its own resource usage (which
/// `Child::wait` does not give, hence the lint).
#[allow(clippy::zombie_processes)]
fn measured(args: &[&str]) -> Measured {
    let mut child = Command::new(env!("CARGO_BIN_EXE_lights-lab"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut out = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        out.read_to_string(&mut text).map(|_| text)
    });
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: wait4 only writes the status and the struct it is given; the child is reaped
    // here and never waited for again.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        assert_eq!(libc::wait4(pid, &mut status, 0, &mut usage), pid);
        usage
    };
    Measured {
        code: libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status)),
        stdout: reader.join().unwrap().expect("stdout is text"),
        stderr,
        peak: usage.ru_maxrss as u64 * 1024,
    }
}

#[test]
fn the_all_on_4000_by_4000_board_is_solved_within_100_mb() {
    let n = 4000;
    let run = measured(&["solve", "--rows", "4000", "--cols", "4000", "--board", "on"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.peak < 100 << 20,
        "peak resident memory {} bytes",
        run.peak
    );
    let text = run.stdout;
    let start = text.find("\"presses\":\"").unwrap() + 11;
    let presses = &text.as_bytes()[start..start + n * n];
    let at = |r: usize, c: usize| (presses[r * n + c] - b'0') as u32;
    for r in 0..n {
        for c in 0..n {
            let mut sum = at(r, c);
            if r > 0 {
                sum += at(r - 1, c);
            }
            if r + 1 < n {
                sum += at(r + 1, c);
            }
            if c > 0 {
                sum += at(r, c - 1);
            }
            if c + 1 < n {
                sum += at(r, c + 1);
            }
            assert_eq!(sum % 2, 1, "cell ({r}, {c}) stays lit");
        }
    }
}

#[test]
fn a_65536_vertex_graph_with_4096_quiet_patterns_stays_within_300_mb() {
    // 30,720 pairs of vertices pointing at each other, then 4,096 vertices alone. Under SIGMA
    // (a press changes the vertices it points to) a pair's presses light its two lights one
    // each, and a vertex alone can be pressed at will: 4,096 quiet patterns.
    let paired = 65536 - 4096;
    let mut text = String::from("65536\n");
    for u in (0..paired).step_by(2) {
        text += &format!("{u} {}\n{} {u}\n", u + 1, u + 1);
    }
    let graph = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("memory-65536.txt");
    std::fs::write(&graph, text).unwrap();
    let graph = graph.to_string_lossy().into_owned();
    let setup = ["--graph", graph.as_str(), "--rule", "sigma"];

    let analyze = measured(&[&["analyze"], &setup[..]].concat());
    assert_eq!(analyze.code, Some(0), "{}", analyze.stderr);
    assert!(analyze.stdout.contains("\"nullity\":4096"));
    assert!(
        analyze.peak < 300 << 20,
        "analyze peaked at {} bytes",
        analyze.peak
    );

    let deal = measured(
        &[
            &["random", "--difficulty", "medium", "--seed", "1"],
            &setup[..],
            &["--time-limit", "5"],
        ]
        .concat(),
    );
    assert_eq!(deal.code, Some(0), "{}", deal.stderr);
    assert!(
        deal.peak < 300 << 20,
        "random peaked at {} bytes",
        deal.peak
    );
    // A lit light of a pair takes one press of the other vertex, so the lights lit are the
    // board's fewest presses; the hardest board lights all 61,440, and a medium one is in the
    // middle third of 1..61,439. The vertices alone can never be lit.
    let board = deal.stdout.trim_end();
    assert_eq!(board.len(), 65536);
    let lit = board.bytes().filter(|&b| b == b'1').count();
    assert!((20481..=40960).contains(&lit), "{lit} lights lit");
    assert!(board[paired..].bytes().all(|b| b == b'0'));
}
