//! Reading a graph file (`--graph FILE`), bounded in size so that a huge or endless file (say
//! /dev/zero) is refused rather than read into memory.

use std::fs::File;
use std::io::Read;

use lights_lab_engine::GraphBoard;

use crate::error::CliError;

/// Largest graph file read: 2,000,000 arcs of two five-digit vertices fit, with room for
/// comments.
const MAX_GRAPH_FILE_BYTES: u64 = 64 << 20;

/// What --graph may be, for its refusals.
const ALLOWED: &str =
    "a readable graph file of at most 64 MiB (the vertex count, then one arc \"u v\" a line)";

/// Reads and parses a graph file with its drawing, naming the path in every error.
pub fn read_graph(path: &str) -> Result<GraphBoard, CliError> {
    let cannot = |why: String| CliError::value("--graph", ALLOWED, path, Some(&why));
    let mut text = String::new();
    File::open(path)
        .and_then(|file| {
            file.take(MAX_GRAPH_FILE_BYTES + 1)
                .read_to_string(&mut text)
        })
        .map_err(|e| cannot(e.to_string()))?;
    if text.len() as u64 > MAX_GRAPH_FILE_BYTES {
        return Err(cannot(format!(
            "it is larger than {MAX_GRAPH_FILE_BYTES} bytes, the most this reads"
        )));
    }
    GraphBoard::parse(&text).map_err(|e| cannot(e.message().to_string()))
}
