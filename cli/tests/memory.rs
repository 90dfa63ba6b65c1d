//! The memory a huge board takes, measured on the binary: the all-on 4000 x 4000 board (16
//! million cells) is solved within 100 MB of peak resident memory, which grows with the board
//! (a byte or so a cell for the board, the target, the presses and the printed answer), not
//! with its cube as a coefficient row per cell would (8 GB here). The one test of this file,
//! so that the peak of this process's children is this run's.

use std::process::Command;

/// Peak resident memory of the 4000 x 4000 solve, in bytes.
const BOUND: u64 = 100 << 20;

#[test]
fn the_all_on_4000_by_4000_board_is_solved_within_100_mb() {
    let n = 4000;
    let output = Command::new(env!("CARGO_BIN_EXE_lights-lab"))
        .args(["solve", "--rows", "4000", "--cols", "4000", "--board", "on"])
        .output()
        .expect("the binary runs");
    assert_eq!(output.status.code(), Some(0));
    // SAFETY: getrusage only writes the struct it is given.
    let peak = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        assert_eq!(libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage), 0);
        usage.ru_maxrss as u64 * 1024
    };
    assert!(peak < BOUND, "peak resident memory {peak} bytes");
    // The presses switch every light: each cell and its neighbours are pressed an odd number
    // of times, summed here in one pass over the printed digits.
    let text = String::from_utf8(output.stdout).unwrap();
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
