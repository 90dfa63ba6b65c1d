//! Running the built `lights-lab` binary as a user does, shared by the integration tests that
//! drive the command line. Each test file uses some of these helpers, not all of them.
#![allow(dead_code)]

use std::process::Command;

use serde_json::Value;

/// What one run of the binary did.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `lights-lab` with `args`.
pub fn lights_lab(args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_lights-lab"))
        .args(args)
        .output()
        .expect("the binary runs");
    Run {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).expect("stdout is text"),
        stderr: String::from_utf8(output.stderr).expect("stderr is text"),
    }
}

/// What a successful command prints (exit code 0, nothing on stderr), without the final
/// newline.
pub fn output(args: &[&str]) -> String {
    let run = lights_lab(args);
    assert_eq!(run.code, Some(0), "{args:?}: {}", run.stderr);
    assert!(run.stderr.is_empty(), "{args:?}: {}", run.stderr);
    run.stdout.trim_end().to_string()
}

/// The JSON a successful command prints.
pub fn json(args: &[&str]) -> Value {
    serde_json::from_str(&output(args)).expect("stdout is JSON")
}

/// The one line a refused command prints on stderr, after checking it exits with 2 and prints
/// nothing on stdout.
pub fn refused(args: &[&str]) -> String {
    let run = lights_lab(args);
    assert_eq!(run.code, Some(2), "{args:?} should be refused");
    assert!(run.stdout.is_empty(), "{args:?} printed {:?}", run.stdout);
    assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {:?}", run.stderr);
    assert!(run.stderr.ends_with('\n'));
    run.stderr.trim_end().to_string()
}
