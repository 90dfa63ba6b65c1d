#!/usr/bin/env bash
# Times M4RI's echelon form of [A|I] on the exact matrix of precompute/random-sparse-4096, for
# comparison with `cargo bench --bench engine -- precompute/random-sparse-4096`.
# Needs Debian's libm4ri-dev (installed here if missing). Not part of the test suite.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -f /usr/include/m4ri/m4ri.h ]; then
  if [ "$(id -u)" -eq 0 ]; then apt-get install -y libm4ri-dev; else sudo apt-get install -y libm4ri-dev; fi
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cc -O3 -march=native -o "$work/echelon" benches/m4ri/echelon.c $(pkg-config --cflags --libs m4ri 2>/dev/null || echo -lm4ri)
cargo run --quiet --release --example random_sparse_graph > "$work/graph.txt"
"$work/echelon" 21 < "$work/graph.txt"
