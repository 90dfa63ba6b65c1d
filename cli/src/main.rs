//! The native command line. All parsing and output lives in the library (`lights_lab_cli::run`); this only
//! prints what `run` returns and sets the exit code: 0 on success, 2 for a refused command
//! line, 1 when the output cannot be written.

use std::io::{self, ErrorKind, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    match lights_lab_cli::run(std::env::args_os().skip(1)) {
        Ok(output) => {
            let mut stdout = io::stdout().lock();
            match writeln!(stdout, "{output}").and_then(|()| stdout.flush()) {
                Ok(()) => ExitCode::SUCCESS,
                // The reader has what it wanted (`lights-lab random --count 10000 | head`).
                Err(e) if e.kind() == ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    // Nothing better to do if stderr is gone too.
                    let _ = writeln!(io::stderr(), "cannot write the output: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Err(error) => {
            let _ = writeln!(io::stderr(), "{error}");
            ExitCode::from(2)
        }
    }
}
