//! Abstractions (`--abstraction FILE`, `--match GLOBALS`): what the visited set matches,
//! while the full state stays on the DFS stack.
//!
//! - The shipped abstractions (`abstractions/peterson.c`, `abstractions/ipc.c`, used through
//!   their committed `.ll`) store fewer states than the unabstracted search, still find the
//!   bugs of the buggy versions (and the counterexamples replay), and a search that finds
//!   nothing under an abstraction is reported as incomplete (exit 3), never as verified.
//! - An abstraction can hide a bug: matching `tests/check/context_bound_revisit.c` on
//!   fewer than all of its globals misses its assertion failure. The test pins that down, so
//!   that the documentation's warning stays true to the tool.
//! - Bad abstractions are clear errors (exit 2).

use crate::common;

use common::{root, run_pancam, run_with_timeout};
use std::process::Command;
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(120);

struct Run {
    code: i32,
    stored: u64,
    replayed: bool,
    stderr: String,
}

fn check(ll: &str, extra: &[&str]) -> Run {
    let mut args = vec!["check", ll, "--json"];
    args.extend_from_slice(extra);
    let r = run_pancam(root(), &args, TIMEOUT).expect("pancam runs");
    let code = r
        .code()
        .unwrap_or_else(|| panic!("{ll} {extra:?}: {}", r.describe()));
    let stderr = String::from_utf8_lossy(&r.stderr).into_owned();
    let v: serde_json::Value = serde_json::from_slice(&r.stdout).unwrap_or(serde_json::Value::Null);
    Run {
        code,
        stored: v["statistics"]["counters"]["stored"].as_u64().unwrap_or(0),
        replayed: v["counterexamples"]
            .as_array()
            .is_some_and(|a| !a.is_empty() && a.iter().all(|c| c["replayed"] == true)),
        stderr,
    }
}

/// The program holds: unabstracted exit 0; abstracted exit 3 with at most as many states.
fn holds_with_fewer_states(ll: &str, abstraction: &[&str]) -> (u64, u64) {
    let full = check(ll, &[]);
    assert_eq!(full.code, 0, "{ll}: {}", full.stderr);
    let abs = check(ll, abstraction);
    assert_eq!(
        abs.code, 3,
        "{ll} {abstraction:?}: a search under an abstraction is never complete"
    );
    assert!(
        abs.stored <= full.stored && abs.stored > 0,
        "{ll} {abstraction:?}: {} states, unabstracted {}",
        abs.stored,
        full.stored
    );
    (full.stored, abs.stored)
}

fn finds_the_bug(ll: &str, abstraction: &[&str]) {
    let r = check(ll, abstraction);
    assert_eq!(
        r.code, 1,
        "{ll} {abstraction:?}: exit {}\n{}",
        r.code, r.stderr
    );
    assert!(
        r.replayed,
        "{ll} {abstraction:?}: counterexample does not replay"
    );
}

#[test]
fn peterson_flag_and_turn() {
    let file = ["--abstraction", "abstractions/peterson.ll"];
    let names = ["--match", "pa_f0,pa_f1,pa_last"];
    for level in ["O0", "O2"] {
        let ll = format!("programs/peterson-fixed.{level}.ll");
        let (_, a) = holds_with_fewer_states(&ll, &file);
        let (_, b) = holds_with_fewer_states(&ll, &names);
        // The C function and the declarative form keep the same variables.
        assert_eq!(a, b, "{ll}: --abstraction and --match disagree");
    }
    // At -O0 the stack slots make the unabstracted superstep space larger; the abstraction
    // drops them. (The stubborn-set reduction, on by default, already avoids those states:
    // 68 either way, so this compares the plain superstep graphs.)
    let full = check("programs/peterson-fixed.O0.ll", &["--por", "none"]).stored;
    let abs = check(
        "programs/peterson-fixed.O0.ll",
        &["--por", "none", file[0], file[1]],
    )
    .stored;
    assert!(abs < full && abs > 0, "peterson-fixed.O0: {abs} vs {full}");
    for g in ["shared-access", "superstep"] {
        finds_the_bug(
            "programs/peterson.O2.ll",
            &[
                "--abstraction",
                "abstractions/peterson.ll",
                "--granularity",
                g,
            ],
        );
    }
}

#[test]
fn ipc_queue_contents() {
    let (full, abs) = holds_with_fewer_states(
        "programs/ipc-m2.O2.ll",
        &["--abstraction", "abstractions/ipc.ll"],
    );
    assert!(
        abs * 3 < full,
        "ipc-m2: {abs} states under the abstraction, {full} without"
    );
    holds_with_fewer_states(
        "programs/ipc-m3.O2.ll",
        &["--abstraction", "abstractions/ipc-m3.ll"],
    );
    finds_the_bug(
        "programs/ipc-m2-bug.O2.ll",
        &["--abstraction", "abstractions/ipc.ll"],
    );
}

#[test]
fn an_abstraction_can_hide_a_bug() {
    let ll = "tests/check/context_bound_revisit.O2.ll";
    assert_eq!(check(ll, &[]).code, 1, "{ll}: the bug");
    finds_the_bug(ll, &["--match", "x,y,z"]);
    for keep in ["x", "y", "z", "x,y", "x,z"] {
        let r = check(ll, &["--match", keep]);
        assert_eq!(
            r.code, 3,
            "{ll} --match {keep}: expected the abstraction to hide the bug (and say \
             incomplete), got exit {}",
            r.code
        );
    }
}

#[test]
fn bad_abstractions_are_errors() {
    let ll = "tests/check/mutex_counter.O2.ll";
    let r = check(ll, &["--match", "nosuch"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("no global variable named nosuch"),
        "{}",
        r.stderr
    );
    // A module without pancam_abstract (the program itself will do).
    let r = check(
        ll,
        &["--abstraction", "tests/check/mutex_lost_update.O2.ll"],
    );
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("pancam_abstract"), "{}", r.stderr);
    let r = check(ll, &["--abstraction", "abstractions/no-such-file.c"]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("no-such-file"), "{}", r.stderr);
}

#[test]
fn sweeps_take_abstractions_and_never_claim_holds() {
    let tmp = common::TempDir::new("pancam-sweep-abs").expect("temp dir");
    let out = tmp.path().display().to_string();
    let sweep = |extra: &[&str]| -> Vec<Vec<String>> {
        let mut cmd = Command::new(common::PANCAM);
        cmd.args([
            "sweep",
            "programs/peterson-fixed.O0.ll",
            "--bounds",
            "0..=3",
        ])
        .args([
            "--granularity",
            "superstep",
            "--no-early-stop",
            "--out",
            &out,
        ])
        .args(extra)
        .current_dir(root());
        let r = run_with_timeout(&mut cmd, TIMEOUT).expect("pancam runs");
        assert!(r.code().is_some(), "{}", r.describe());
        let csv =
            std::fs::read_to_string(tmp.path().join("peterson-fixed.O0-sweep.csv")).expect("csv");
        csv.lines()
            .skip(1)
            .map(|l| l.split(',').map(str::to_string).collect())
            .collect()
    };
    let full = sweep(&[]);
    let abs = sweep(&["--abstraction", "abstractions/peterson.ll"]);
    assert_eq!(full.len(), 4);
    assert_eq!(abs.len(), 4);
    for (f, a) in full.iter().zip(&abs) {
        let (fs, as_): (u64, u64) = (f[3].parse().unwrap(), a[3].parse().unwrap());
        assert!(as_ <= fs, "bound {}: {as_} abstracted states > {fs}", f[0]);
        assert_ne!(
            a[2], "holds",
            "bound {}: holds claimed under an abstraction",
            a[0]
        );
        assert!(["bounded", "abstracted"].contains(&a[2].as_str()), "{a:?}");
    }
}
