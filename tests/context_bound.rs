//! Context bounding and context-bound sweeps, end to end through the `pancam` binary.
//!
//! - Completeness for the bound: `tests/check/context_bound_revisit.c` has a violation that
//!   needs one preemption and that a search matching states without their remaining budget
//!   (the paper's tracked-but-unmatched counters, `--naive-context-bound`) misses, because
//!   depth-first search first stores a state of the failing schedule with no budget left.
//! - Counterexamples use at most the bound's preemptions, and the verdict never goes back
//!   from violation to holds as the bound grows.
//! - `pancam sweep` writes the table, CSV and SVG, and stops a line once larger bounds
//!   cannot change anything.
//! - A bounded search that never reaches its bound is complete (exit 0).

use crate::common;

use common::{TempDir, root, run_pancam, text};
use std::path::{Path, PathBuf};
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(120);

fn pancam(args: &[&str], dir: &Path) -> (i32, String, String) {
    let r = run_pancam(dir, args, TIMEOUT).expect("pancam runs");
    let code = r
        .code()
        .unwrap_or_else(|| panic!("pancam {args:?}: {}", r.describe()));
    (code, text(&r.stdout), text(&r.stderr))
}

fn file(rel: &str) -> String {
    root().join(rel).display().to_string()
}

/// `pancam check --json`: (exit code, preemptions of the first counterexample).
fn check(ll: &str, extra: &[&str]) -> (i32, Option<u64>) {
    let f = file(ll);
    let mut args = vec!["check", f.as_str(), "--json"];
    args.extend_from_slice(extra);
    let (code, out, err) = pancam(&args, root());
    let v: serde_json::Value = serde_json::from_str(&out)
        .unwrap_or_else(|e| panic!("pancam {args:?}: no JSON ({e}); stderr:\n{err}"));
    let pre = v["counterexamples"]
        .get(0)
        .and_then(|c| c["preemptions"].as_u64());
    (code, pre)
}

#[test]
fn revisiting_with_more_budget_finds_what_naive_matching_misses() {
    for level in ["O0", "O2"] {
        let ll = format!("tests/check/context_bound_revisit.{level}.ll");
        for g in ["instruction", "block", "shared-access"] {
            let (code, pre) = check(&ll, &["--granularity", g, "--context-bound", "1"]);
            assert_eq!(
                code, 1,
                "{ll} --granularity {g} --context-bound 1: exit {code}"
            );
            assert!(pre.is_some_and(|p| p <= 1), "{ll} {g}: {pre:?} preemptions");
            let (naive, _) = check(
                &ll,
                &[
                    "--granularity",
                    g,
                    "--context-bound",
                    "1",
                    "--naive-context-bound",
                ],
            );
            assert_eq!(
                naive, 3,
                "{ll} --granularity {g}: the naive bound was expected to miss the violation \
                 (exit 3); if it finds it now, the program no longer shows the difference"
            );
        }
        let (code, _) = check(&ll, &["--context-bound", "1"]);
        assert_eq!(code, 1, "{ll} at superstep: exit {code}");
        let (code, _) = check(&ll, &["--context-bound", "0"]);
        assert_eq!(code, 3, "{ll} at bound 0: exit {code}");
    }
}

#[test]
fn counterexamples_stay_within_the_bound_and_verdicts_are_monotone() {
    for ll in [
        "programs/peterson.O2.ll",
        "tests/check/mutex_lost_update.O2.ll",
    ] {
        for g in ["shared-access", "superstep"] {
            let mut found = false;
            for k in 0..4u64 {
                let ks = k.to_string();
                let (code, pre) = check(ll, &["--granularity", g, "--context-bound", &ks]);
                match code {
                    1 => {
                        let p = pre.expect("a counterexample has its preemptions");
                        assert!(p <= k, "{ll} {g} bound {k}: {p} preemptions");
                        found = true;
                    }
                    3 => assert!(!found, "{ll} {g}: violation at a lower bound, none at {k}"),
                    c => panic!("{ll} {g} bound {k}: exit {c}"),
                }
            }
            assert!(found, "{ll} {g}: no violation within bound 3");
        }
    }
}

fn csv_rows(path: &Path) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("bound,granularity,verdict,states,transitions,seconds,cx_length")
    );
    lines
        .map(|l| l.split(',').map(str::to_string).collect())
        .collect()
}

#[test]
fn a_bound_never_reached_gives_a_complete_search() {
    let (code, _) = check(
        "tests/check/mutex_counter.O2.ll",
        &["--context-bound", "20"],
    );
    assert_eq!(code, 0, "bound 20 is never reached: the search is complete");
    // ... unless something else makes it incomplete.
    let (code, _) = check(
        "tests/check/mutex_counter.O2.ll",
        &["--context-bound", "20", "--store", "bitstate"],
    );
    assert_eq!(code, 3, "a bitstate search is never complete");
    let (code, _) = check("tests/check/mutex_counter.O2.ll", &["--context-bound", "0"]);
    assert_eq!(code, 3, "bound 0 cuts schedules");
}

#[test]
fn sweep_writes_table_csv_and_plot() {
    let tmp = TempDir::new("pancam-sweep").expect("temp dir");
    let ll = file("programs/peterson.O2.ll");
    let out = tmp.path().display().to_string();
    let (code, stdout, stderr) = pancam(
        &[
            "sweep",
            ll.as_str(),
            "--bounds",
            "0..=3",
            "--out",
            out.as_str(),
        ],
        root(),
    );
    assert_eq!(code, 1, "sweep: exit {code}\n{stdout}\n{stderr}");
    assert!(
        stdout.contains("bound") && stdout.contains("granularity"),
        "{stdout}"
    );
    let csv: PathBuf = tmp.path().join("peterson.O2-sweep.csv");
    let rows = csv_rows(&csv);
    assert_eq!(rows.len(), 8, "{rows:?}");
    for g in ["shared-access", "superstep"] {
        let line: Vec<&Vec<String>> = rows.iter().filter(|r| r[1] == g).collect();
        let verdicts: Vec<&str> = line.iter().map(|r| r[2].as_str()).collect();
        // The unfixed lock needs two preemptions.
        assert_eq!(
            verdicts,
            ["bounded", "bounded", "violation", "violation"],
            "{g}"
        );
        let states: Vec<u64> = line.iter().map(|r| r[3].parse().unwrap()).collect();
        assert!(states.windows(2).all(|w| w[0] <= w[1]), "{g}: {states:?}");
        assert!(line[2][6].parse::<u64>().unwrap() > 0, "{g}: no cx length");
    }
    for k in 0..4 {
        let at = |g: &str| -> u64 {
            rows.iter()
                .find(|r| r[1] == g && r[0] == k.to_string())
                .map(|r| r[3].parse().unwrap())
                .unwrap()
        };
        assert!(at("superstep") <= at("shared-access"), "bound {k}");
    }
    let svg = std::fs::read_to_string(tmp.path().join("peterson.O2-sweep.svg")).expect("svg");
    assert!(
        svg.contains("<svg") && svg.contains("superstep"),
        "not a plot"
    );
}

#[test]
fn sweep_stops_a_line_once_the_states_stop_changing() {
    let tmp = TempDir::new("pancam-sweep").expect("temp dir");
    let ll = file("tests/check/mutex_counter.O2.ll");
    let out = tmp.path().display().to_string();
    let (code, stdout, stderr) = pancam(
        &[
            "sweep",
            ll.as_str(),
            "--bounds",
            "0..=20",
            "--granularity",
            "superstep",
            "--out",
            out.as_str(),
        ],
        root(),
    );
    // Exit 0: at the last bound the search was complete (the bound was never reached).
    assert_eq!(code, 0, "sweep: exit {code}\n{stdout}\n{stderr}");
    let rows = csv_rows(&tmp.path().join("mutex_counter.O2-sweep.csv"));
    assert!(
        rows.len() < 21,
        "the line did not stop early: {} rows",
        rows.len()
    );
    let n = rows.len();
    assert_eq!(rows[n - 1][2], "holds", "{rows:?}");
    assert!(rows[..n - 1].iter().all(|r| r[2] == "bounded"), "{rows:?}");
    assert!(
        stdout.contains("never reached, the search was complete (line stopped)"),
        "the early stop is not reported:\n{stdout}"
    );
}

#[test]
fn options_after_the_file_are_never_taken_for_program_arguments() {
    // `-O2` (an attached short value) used to start main's argv and swallow the options
    // after it, so the bound was silently ignored. Program arguments now follow `--`.
    let (code, _) = check(
        "tests/check/mutex_counter.O2.ll",
        &["-O2", "-DN=3", "--context-bound", "0"],
    );
    assert_eq!(code, 3, "the context bound after -O2 was ignored");
}
