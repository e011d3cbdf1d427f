//! Output functions cost nothing: `printf`, `puts`, `putchar`, `fputs`, `fputc`, `fwrite`
//! and `fflush` write only the output stream and read their arguments, so a superstep runs
//! through them: output is not state, so the output calls of different threads commute (the
//! report shows the output in the order of its moves). Three threads that each print twice
//! (`tests/check/output_independent.c`).

use crate::common;

use common::{pancam_output, root};
use serde_json::Value;
use std::time::Duration;

/// States stored by `pancam check --json ARGS`.
fn stored(args: &[&str]) -> u64 {
    let mut all = vec!["check", "--json", "-q"];
    all.extend_from_slice(args);
    let (code, out, err) = pancam_output(root(), &all, Duration::from_secs(120));
    assert_eq!(code, 0, "{all:?}: {err}\n{out}");
    let j: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"));
    j["statistics"]["counters"]["stored"]
        .as_u64()
        .unwrap_or_else(|| panic!("no state count: {out}"))
}

#[test]
fn three_threads_printing_twice_store_21_states() {
    for level in ["O0", "O2"] {
        let ll = format!("tests/check/output_independent.{level}.ll");
        // Supersteps alone: main creates the threads one by one (each creation conflicts
        // with everything), and each thread runs through both of its prints in one move.
        // (When an output call conflicted with everything: 54 states.)
        assert_eq!(stored(&[&ll, "--por", "none"]), 23, "{ll} --por none");
        // With stubborn sets (the default; 67 states before).
        assert_eq!(stored(&[&ll]), 21, "{ll}");
    }
}
