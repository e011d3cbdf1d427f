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

/// Every output function (`tests/output/all_outputs.c`): a thread runs through all of them
/// in one move (they are private operations), so the program has only the states its
/// threads' extra positions (before and after the prints) add to its copy without output
/// (`-DQUIET`: 25 states). And `pancam run` writes what the native program would.
#[test]
fn every_output_function_is_free_and_prints() {
    let loud = "tests/output/all_outputs.O2.ll";
    let quiet = "tests/output/all_outputs-quiet.O2.ll";
    assert_eq!(stored(&[quiet, "--por", "none"]), 25);
    assert_eq!(stored(&[quiet]), 25);
    assert_eq!(stored(&[loud, "--por", "none"]), 32);
    assert_eq!(stored(&[loud]), 31);
    let r = common::run_pancam(root(), &["run", loud], Duration::from_secs(60))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.code(), Some(0), "{}", common::text(&r.stderr));
    let (out, err) = (common::text(&r.stdout), common::text(&r.stderr));
    for line in [
        "printf 0", "printf 1", "puts", "c", "fputs", "fwrite", "write1",
    ] {
        assert_eq!(
            out.lines().filter(|l| *l == line).count(),
            if line.starts_with("printf") { 1 } else { 2 },
            "{line:?} on stdout:\n{out}"
        );
    }
    for line in ["fprintf 0", "fprintf 1", "f", "write2"] {
        assert!(err.lines().any(|l| l == line), "{line:?} on stderr:\n{err}");
    }
}
