//! Boards too big for one argument: `--board on`, `--board off` and `--board -` (standard
//! input), and `analyze` of a 9999 x 9999 board, whose 64 quiet patterns would print 6.4 GB.

use std::io::Write;
use std::process::{Command, Stdio};

mod binary;
use binary::{json, refused};

/// A·x on a rows x cols plane board with the plus pattern, from the printed digits.
fn lights(rows: usize, cols: usize, presses: &str) -> String {
    let presses = presses.as_bytes();
    let at = |r: isize, c: isize| -> u8 {
        let inside = r >= 0 && c >= 0 && (r as usize) < rows && (c as usize) < cols;
        if inside {
            presses[r as usize * cols + c as usize] - b'0'
        } else {
            0
        }
    };
    (0..rows * cols)
        .map(|cell| {
            let (r, c) = ((cell / cols) as isize, (cell % cols) as isize);
            let sum = at(r, c) + at(r - 1, c) + at(r + 1, c) + at(r, c - 1) + at(r, c + 1);
            char::from(b'0' + sum % 2)
        })
        .collect()
}

#[test]
fn on_and_off_fill_every_cell() {
    let on = json(&["solve", "--rows", "300", "--cols", "200", "--board", "on"]);
    let presses = on["presses"].as_str().unwrap();
    assert_eq!(lights(300, 200, presses), "1".repeat(60_000));
    let off = json(&["solve", "--rows", "300", "--cols", "200", "--board", "off"]);
    assert_eq!(off["press_count"], 0);
    // With three states, on is every cell at 2.
    let three = json(&[
        "solve", "--rows", "1", "--cols", "1", "--states", "3", "--board", "on",
    ]);
    assert_eq!(three["presses"], "1", "one press takes 2 to 0");
}

#[test]
fn a_board_from_standard_input_may_be_split_into_lines() {
    let (rows, cols) = (61, 67);
    let board: Vec<String> = (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| ((r * c + r) % 3 % 2).to_string())
                .collect()
        })
        .collect();
    let mut child = Command::new(env!("CARGO_BIN_EXE_lights-lab"))
        .args(["solve", "--rows", "61", "--cols", "67", "--board", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let text = board.join("\n") + "\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    let answer: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(answer["solvable"], true, "61 x 67 has no quiet patterns");
    let presses = answer["presses"].as_str().unwrap();
    assert_eq!(lights(rows, cols, presses), board.concat());
    let refusal = refused(&["solve", "--rows", "2", "--cols", "2", "--board", "o"]);
    assert!(refusal.contains("on, off, - (standard input)"), "{refusal}");
}

#[test]
fn analyze_of_a_huge_board_gives_counts_not_megabytes() {
    let summary = json(&["analyze", "--rows", "9999", "--cols", "9999"]);
    assert_eq!(summary["nullity"], 64);
    assert_eq!(summary["kernel_size"], "18446744073709551616");
    assert_eq!(summary["solvable_boards"], "2^99979937");
    assert_eq!(summary["quiet_patterns"].as_array().unwrap().len(), 0);
    assert_eq!(summary["quiet_patterns_omitted"], 64);
}
