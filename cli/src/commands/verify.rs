//! `verify FILE`: checks a certificate that `solve --minimal --certificate FILE` or `merge
//! ... --certificate FILE` wrote, without trusting the search that made it.
//!
//! The solution is checked by pressing it on the board with the move matrix. The lower bound
//! is checked from scratch: the quiet patterns (taken from the factorisation) are checked to be
//! quiet and independent, and their number to be the nullity of the move matrix by an
//! elimination of its own; then every solution x + u·Q is weighed, with no symmetry and no
//! pruning: for each combination of the first patterns in Gray-code order, the cells are
//! counted by their column in the last ones and a Walsh-Hadamard transform gives the lightest
//! of those combinations at once. That takes 2^k / 2^16 passes over the cells. Every check is
//! done within --time-limit: past it (or when the elimination would not fit in memory) what
//! was not checked is null, the bound is reported as not checked and "unfinished" says why.

use std::path::PathBuf;

use clap::Args;
use serde_json::{json, Value};

use lights_lab_engine::{MoveMatrix, Presses, Reduced, SharedPuzzle};

use crate::args::time_limit::{Deadline, TimeLimitArg};
use crate::error::CliError;
use crate::saved_search::CERTIFICATE_KIND;

/// Most quiet patterns settled by one transform.
const INNER: usize = 16;
/// Most bytes the move matrix may take as rows of bits for the nullity's own elimination
/// (256 MiB: 46,340 cells; a 300 x 300 torus took 1 GB, a 1,000 x 1,000 one would take 125 GB).
const MAX_ELIMINATION_BYTES: u64 = 1 << 28;

#[derive(Debug, Clone, Args)]
pub struct VerifyArgs {
    /// the certificate file solve or merge --certificate wrote
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    #[command(flatten)]
    pub time_limit: TimeLimitArg,
}

pub fn run(args: &VerifyArgs) -> Result<String, CliError> {
    let shown = args.file.display();
    let refuse = |why: String| CliError::new(format!("verify {shown}: {why}"));
    let text = std::fs::read_to_string(&args.file)
        .map_err(|error| refuse(format!("cannot be read ({error})")))?;
    let certificate: Value =
        serde_json::from_str(&text).map_err(|error| refuse(format!("is not JSON ({error})")))?;
    if certificate["certificate"] != json!(CERTIFICATE_KIND) {
        return Err(refuse(format!(
            "is not a certificate: its \"certificate\" field must be {CERTIFICATE_KIND:?}"
        )));
    }
    let field = |name: &str| {
        certificate[name]
            .as_str()
            .ok_or_else(|| refuse(format!("has no {name:?} text field")))
    };
    let shared = SharedPuzzle::from_code(field("code")?)
        .map_err(|error| refuse(format!("has a code that cannot be read: {error}")))?;
    let puzzle = &shared.puzzle;
    if puzzle.states() != 2 {
        return Err(refuse(
            "certifies a puzzle with more than 2 states; only 2 are supported".into(),
        ));
    }
    let cells = puzzle.cells();
    let presses = Presses::parse(field("presses")?, cells, 2)
        .map_err(|error| refuse(format!("has presses that cannot be read: {error}")))?;
    let claimed = certificate["press_count"]
        .as_u64()
        .ok_or_else(|| refuse("has no whole-number \"press_count\"".into()))?;
    let deadline = args.time_limit.deadline();
    let reduced = deadline.reduce(puzzle)?;
    let start = shared.start_board(&reduced);
    let target = shared.goal.target(cells, 2);
    // The solution: pressed on the board with the move matrix, it must give the goal.
    let matrix = puzzle.move_matrix()?;
    let mut board = start.0.clone();
    matrix.apply(&presses.0, &mut board, 2);
    let solves = board == target.0;
    let count = presses.press_count();
    let stop = || deadline.is_past();
    let quiet: Vec<Vec<u64>> = reduced.quiet_patterns().map(|q| pack(&q.0)).collect();
    let basis_ok = basis_checked(&reduced, &matrix, &quiet, &deadline);
    let mut unfinished = basis_ok.as_ref().err().cloned();
    let least = if solves && basis_ok == Ok(true) {
        let least = least_weight(&pack(&presses.0), &quiet, cells, &stop);
        if least.is_none() && stop() {
            unfinished = Some(deadline.unfinished("weighing every solution"));
        }
        least
    } else {
        None
    };
    let bound_checked = least.is_some();
    let mut answer = json!({
        "solves": solves,
        "press_count": count,
        "press_count_matches": count == claimed,
        "quiet_patterns": quiet.len(),
        "quiet_patterns_checked": basis_ok.ok(),
        "least_press_count": least,
        "minimal": if bound_checked { json!(least == Some(count) && count == claimed) } else { Value::Null },
        "lower_bound_checked": bound_checked,
    });
    if let Some(why) = unfinished {
        answer["unfinished"] = json!(why);
    }
    Ok(answer.to_string())
}

/// Whether the quiet patterns are quiet, independent and as many as the nullity, by an
/// elimination of its own; every step looks at the deadline (that elimination took 2 minutes of
/// CPU on a 300 x 300 torus), and one too large for memory is not started: then what was not finished,
/// and why.
fn basis_checked(
    reduced: &Reduced,
    matrix: &MoveMatrix,
    quiet: &[Vec<u64>],
    deadline: &Deadline,
) -> Result<bool, String> {
    let cells = reduced.cells();
    let stop = || deadline.is_past();
    let stopped = || deadline.unfinished("checking the quiet patterns");
    let mut all_quiet = true;
    for q in reduced.quiet_patterns() {
        let mut lights = vec![0u8; cells];
        matrix.apply(&q.0, &mut lights, 2);
        all_quiet &= lights.iter().all(|&l| l == 0);
        if stop() {
            return Err(stopped());
        }
    }
    let independent = rank(quiet.to_vec(), cells, &stop).ok_or_else(stopped)? == quiet.len();
    let bytes = (cells as u64).pow(2) / 8;
    if bytes > MAX_ELIMINATION_BYTES {
        return Err(format!(
            "checking the quiet patterns was not finished: the nullity's own elimination would hold the move matrix in {} MB, more than the {} MB allowed",
            bytes >> 20,
            MAX_ELIMINATION_BYTES >> 20
        ));
    }
    let nullity = cells - rank(move_rows(matrix), cells, &stop).ok_or_else(stopped)?;
    Ok(all_quiet && independent && nullity == quiet.len())
}

fn pack(values: &[u8]) -> Vec<u64> {
    let mut words = vec![0u64; values.len().div_ceil(64)];
    for (i, &v) in values.iter().enumerate() {
        words[i / 64] |= ((v & 1) as u64) << (i % 64);
    }
    words
}

fn get(words: &[u64], i: usize) -> bool {
    words[i / 64] >> (i % 64) & 1 == 1
}

/// The rows of the move matrix (cell by cell, the presses that reach it), packed.
fn move_rows(matrix: &MoveMatrix) -> Vec<Vec<u64>> {
    let cells = matrix.cells();
    let mut rows = vec![vec![0u64; cells.div_ceil(64)]; cells];
    for press in 0..cells {
        for &cell in matrix.reach(press) {
            // A press that reaches a cell twice changes it twice: nothing, with 2 states.
            rows[cell as usize][press / 64] ^= 1 << (press % 64);
        }
    }
    rows
}

/// The rank over GF(2) of packed rows of `width` bits, by plain elimination; `None` when
/// `stop` said so first (it is asked at every column, a pass over the rows at most).
fn rank(mut rows: Vec<Vec<u64>>, width: usize, stop: &dyn Fn() -> bool) -> Option<usize> {
    let mut rank = 0;
    for column in 0..width {
        if stop() {
            return None;
        }
        let Some(found) = (rank..rows.len()).find(|&r| get(&rows[r], column)) else {
            continue;
        };
        rows.swap(rank, found);
        let pivot = rows[rank].clone();
        for row in rows.iter_mut().skip(rank + 1) {
            if get(row, column) {
                row.iter_mut().zip(&pivot).for_each(|(a, &b)| *a ^= b);
            }
        }
        rank += 1;
    }
    Some(rank)
}

/// The fewest cells set in x + u·Q over every u, or `None` when `stop` said so first (it is
/// asked after every transform, a few milliseconds of work).
fn least_weight(
    x: &[u64],
    quiet: &[Vec<u64>],
    cells: usize,
    stop: &dyn Fn() -> bool,
) -> Option<u64> {
    let k = quiet.len();
    if k >= 64 + INNER {
        return None;
    }
    let inner = k.min(INNER);
    let outer = k - inner;
    // Each cell's column in the inner patterns.
    let column: Vec<usize> = (0..cells)
        .map(|cell| (0..inner).fold(0, |t, i| t | (get(&quiet[outer + i], cell) as usize) << i))
        .collect();
    let mut current = x.to_vec();
    let mut least = u64::MAX;
    let mut signed = vec![0i64; 1 << inner];
    let combinations: u64 = 1 << outer;
    for step in 0..combinations {
        if step > 0 {
            let flip = &quiet[step.trailing_zeros() as usize];
            current.iter_mut().zip(flip).for_each(|(a, &b)| *a ^= b);
        }
        // Σ over cells of (-1)^(cell pressed), by inner column; the transform at b is then
        // cells - 2·(cells pressed after adding the inner combination b).
        signed.iter_mut().for_each(|s| *s = 0);
        for (cell, &t) in column.iter().enumerate() {
            signed[t] += if get(&current, cell) { -1 } else { 1 };
        }
        let mut half = 1;
        while half < signed.len() {
            for block in signed.chunks_exact_mut(2 * half) {
                let (low, high) = block.split_at_mut(half);
                for (a, b) in low.iter_mut().zip(high) {
                    (*a, *b) = (*a + *b, *a - *b);
                }
            }
            half *= 2;
        }
        let largest = signed.iter().copied().max().unwrap_or(cells as i64);
        least = least.min(((cells as i64 - largest) / 2) as u64);
        if stop() {
            return None;
        }
    }
    Some(least)
}
