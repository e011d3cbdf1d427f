//! The command line as a new user meets it: bad inputs and options end with exit 2 and one
//! clear line naming the problem (never a panic or a backtrace), every outcome has its
//! documented exit code (README: 0 holds, 1 violation, 2 usage/input, 3 incomplete, 4 trail
//! not reproduced, 70 internal error), pipes closed early end quietly, and limits that cut
//! behaviour make the verdict "incomplete", never "holds".

use crate::common;

use common::{PANCAM, TempDir, root, run_with_timeout, text};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// Runs pancam with `args` in `dir` (without `RUST_BACKTRACE`, so that a panic's message is
/// the same everywhere); (exit code, stdout, stderr).
fn pancam_in(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let mut cmd = Command::new(PANCAM);
    cmd.current_dir(dir).args(args).env_remove("RUST_BACKTRACE");
    let r = run_with_timeout(&mut cmd, Duration::from_secs(120)).expect("run pancam");
    (r.code().unwrap_or(-1), text(&r.stdout), text(&r.stderr))
}

fn pancam(args: &[&str]) -> (i32, String, String) {
    pancam_in(root(), args)
}

const PETERSON: &str = "programs/peterson.O2.ll";

/// Each case: arguments, and a piece of the one-line message on stderr.
#[test]
fn bad_input_is_exit_2_with_one_line() {
    let dir = TempDir::new("pancam-cli").expect("tempdir");
    let garbage = dir.path().join("garbage.ll");
    std::fs::write(&garbage, "this is not LLVM IR\n").unwrap();
    let cpp = dir.path().join("prog.cpp");
    std::fs::write(&cpp, "int main() { return 0; }\n").unwrap();
    let bad_trail = dir.path().join("bad.json");
    std::fs::write(&bad_trail, "{\"pancam_trail\": 99}").unwrap();
    let prp = dir.path().join("bad.prp");
    std::fs::write(&prp, "CHECK( init(main()), LTL(G something-else) )\n").unwrap();
    let unreach = root().join("tests/svcomp/properties/unreach-call.prp");
    let (g, c, t, p, u) = (
        garbage.to_str().unwrap(),
        cpp.to_str().unwrap(),
        bad_trail.to_str().unwrap(),
        prp.to_str().unwrap(),
        unreach.to_str().unwrap(),
    );
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["check", "no/such/file.ll"], "no such file"),
        (vec!["check", g], "garbage.ll:1"),
        (vec!["check", c], "C++"),
        (vec!["check", PETERSON, "--workers", "0"], "--workers"),
        (vec!["check", PETERSON, "--workers", "100000"], "--workers"),
        (
            vec!["check", PETERSON, "--max-threads", "0"],
            "--max-threads",
        ),
        (
            vec!["check", PETERSON, "--nondet-range", "0..100000000000"],
            "2^20 values",
        ),
        (
            vec!["check", PETERSON, "--nondet-range", "5..1"],
            "empty range",
        ),
        (
            vec!["check", PETERSON, "--store", "bitstate", "-w", "100"],
            "-w 100",
        ),
        (vec!["check", PETERSON, "--max-time", "-1"], "-1"),
        (vec!["check", PETERSON, "--invariant", "nope"], "nope"),
        (vec!["check", PETERSON, "--match", "nope"], "nope"),
        (
            vec!["check", PETERSON, "--prop", "p = flag0"],
            "needs a formula",
        ),
        (
            vec!["check", PETERSON, "--property", p],
            "unsupported property",
        ),
        (
            vec!["check", PETERSON, "--property", u, "--data-model", "ILP32"],
            "data model is ILP32",
        ),
        (vec!["check", PETERSON, "--frobnicate"], "--frobnicate"),
        (vec!["replay", t], "version 99"),
        (vec!["replay", g], "not a pancam trail"),
        (vec!["svcomp", g], "garbage.ll"),
        (vec!["sweep", PETERSON, "--bounds", "x"], "--bounds"),
    ];
    let mut problems = Vec::new();
    for (args, msg) in &cases {
        let (code, out, err) = pancam(args);
        if code != 2 {
            problems.push(format!("{args:?}: exit {code}, expected 2\n{out}{err}"));
            continue;
        }
        if !err.contains(msg) {
            problems.push(format!("{args:?}: stderr does not mention `{msg}`:\n{err}"));
        }
        if err.contains("panicked")
            || err.contains("internal error")
            || err.contains("RUST_BACKTRACE")
        {
            problems.push(format!("{args:?}: a panic:\n{err}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

/// An unknown external function reached during the search: "cannot check", exit 2, naming
/// the function and its call site.
#[test]
fn unknown_function_reached_is_exit_2() {
    let dir = TempDir::new("pancam-cli").expect("tempdir");
    let ll = dir.path().join("unknown.ll");
    std::fs::write(
        &ll,
        "declare i32 @frobnicate(i32)\ndefine i32 @main() {\n  %r = call i32 @frobnicate(i32 1)\n  ret i32 %r\n}\n",
    )
    .unwrap();
    let (code, out, err) = pancam(&["check", ll.to_str().unwrap()]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.contains("frobnicate"), "{out}");
    assert!(out.contains("cannot check"), "{out}");
}

/// A pipe closed early ends pancam quietly (SIGPIPE), not with a panic.
#[test]
fn closed_pipe_is_quiet() {
    for args in [
        vec!["check", PETERSON, "--json"],
        vec!["sweep", PETERSON, "--bounds", "0..=2", "--out"],
    ] {
        let tmp = TempDir::new("pancam-cli").expect("tempdir");
        let mut args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        if args.last().is_some_and(|a| a == "--out") {
            args.push(tmp.path().display().to_string());
        }
        let script = format!("'{}' {} | head -c1 >/dev/null", PANCAM, args.join(" "));
        let mut cmd = Command::new("bash");
        cmd.current_dir(root())
            .args(["-c", &format!("{script}; echo ${{PIPESTATUS[0]}}")]);
        let r = run_with_timeout(&mut cmd, Duration::from_secs(60)).expect("bash");
        let err = String::from_utf8_lossy(&r.stderr);
        assert!(
            !err.contains("panicked") && !err.contains("internal error"),
            "{args:?}: {err}"
        );
    }
}

/// `--max-threads` below what the program needs: pthread_create fails, and a search that finds
/// nothing says so (issue 8: this was a wrong "every reachable state was explored").
#[test]
fn thread_limit_is_incomplete() {
    let (code, out, err) = pancam(&[
        "check",
        "programs/philosophers5.O2.ll",
        "--max-threads",
        "3",
        "-q",
    ]);
    assert!(code == 1 || code == 3, "{out}{err}");
    if code == 3 {
        assert!(out.contains("thread limit"), "{out}");
    }
    let (code, out, err) = pancam(&[
        "check",
        "programs/philosophers5.O2.ll",
        "--max-threads",
        "3",
        "--no-deadlocks",
        "-q",
    ]);
    assert_eq!(code, 3, "{out}{err}");
    assert!(out.contains("thread limit (--max-threads 3)"), "{out}");
}

/// Trails: absolute path and program hash; a changed program is refused (exit 4), and a
/// trail replays from another directory.
#[test]
fn trails_are_portable_and_checked() {
    let dir = TempDir::new("pancam-cli").expect("tempdir");
    let prog = dir.path().join("peterson.ll");
    std::fs::copy(root().join(PETERSON), &prog).unwrap();
    let trail = dir.path().join("t.json");
    let (code, out, err) = pancam_in(
        dir.path(),
        &["check", "peterson.ll", "--trail", "t.json", "-q"],
    );
    assert_eq!(code, 1, "{out}{err}");
    let (code, out, err) = pancam_in(root(), &["replay", trail.to_str().unwrap()]);
    assert_eq!(code, 1, "replay from elsewhere: {out}{err}");
    assert!(out.contains("reproduced"), "{out}");
    // Change the program: the trail is refused.
    let mut text = std::fs::read_to_string(&prog).unwrap();
    text.push_str("\n; changed\n");
    std::fs::write(&prog, text).unwrap();
    let (code, out, err) = pancam_in(root(), &["replay", trail.to_str().unwrap()]);
    assert_eq!(code, 4, "{out}{err}");
    assert!(err.contains("changed since the trail was written"), "{err}");

    // A program without debug information: the violation names IR lines by the path the
    // user gave (relative), and the trail still replays from another directory.
    let prog = dir.path().join("nodebug.ll");
    std::fs::copy(root().join("tests/ir_parse/peterson.o0.clang19.ll"), &prog).unwrap();
    let (code, out, err) = pancam_in(
        dir.path(),
        &["check", "nodebug.ll", "--races", "--trail", "t2.json"],
    );
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("nodebug.ll:"), "{out}");
    let trail = dir.path().join("t2.json");
    let (code, out, err) = pancam_in(root(), &["replay", trail.to_str().unwrap()]);
    assert_eq!(code, 1, "replay from elsewhere: {out}{err}");
    assert!(out.contains("reproduced"), "{out}");
}

/// Code of pancam's C library is shown as the user's call that runs it: a qsort in a thread
/// shows the qsort line and the comparison callback, never the lines of `libc.c`.
#[test]
fn library_frames_fold_into_the_call() {
    for level in ["O0", "O2"] {
        let prog = format!("tests/check/library_callback.{level}.ll");
        let (code, out, err) = pancam(&["check", &prog]);
        assert_eq!(code, 1, "{out}{err}");
        assert!(
            !out.contains("libc.c"),
            "{level}: library lines shown:\n{out}"
        );
        assert!(
            out.contains("qsort(a, 4, sizeof a[0], cmp);"),
            "{level}:\n{out}"
        );
        assert!(out.contains("cmp "), "{level}: callback not shown:\n{out}");
    }
}

/// An interrupt (SIGINT, as Ctrl-C sends; SIGTERM, as `kill` and `mpirun` send) stops the
/// search at its next poll with the statistics so far: the verdict "incomplete:
/// interrupted", exit 3.
#[test]
fn interrupts_stop_the_search_with_a_report() {
    for sig in ["INT", "TERM"] {
        // Millions of states at single instructions: far longer than the signal's delay.
        let mut cmd = Command::new(PANCAM);
        cmd.current_dir(root()).args([
            "check",
            "programs/philosophers8-ordered.O2.ll",
            "--por",
            "none",
            "--granularity",
            "instruction",
            "--max-time",
            "300",
        ]);
        let out = common::interrupted(&mut cmd, Duration::from_millis(1500), sig);
        let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
        assert_eq!(out.status.code(), Some(3), "SIG{sig}: {stdout}\n{stderr}");
        assert!(
            stdout.contains("incomplete: interrupted"),
            "SIG{sig}: {stdout}"
        );
        assert!(stdout.contains("states, stored"), "SIG{sig}: {stdout}");
        assert!(stderr.contains("interrupted"), "SIG{sig}: {stderr}");
    }
}

/// `pancam check --help` groups its options under headings.
#[test]
fn check_help_is_grouped() {
    let (code, out, err) = pancam(&["check", "--help"]);
    assert_eq!(code, 0, "{err}");
    let mut at = 0;
    for h in [
        "Input and compilation:",
        "Search:",
        "Reduction:",
        "Properties:",
        "Limits:",
        "Monte Carlo:",
        "Swarm and distributed:",
        "Output:",
        "SV-COMP:",
    ] {
        let i = out[at..]
            .find(h)
            .unwrap_or_else(|| panic!("no {h:?} after byte {at}:\n{out}"));
        at += i + h.len();
    }
    // Every option is under a heading: none in clap's catch-all "Options:" but help.
    let options = out.split("\nOptions:\n").nth(1).unwrap_or("");
    let block: Vec<&str> = options
        .split("\n\n")
        .next()
        .unwrap_or("")
        .lines()
        .filter(|l| l.trim_start().starts_with('-'))
        .collect();
    assert!(
        block.iter().all(|l| l.contains("--help")),
        "options outside the headings: {block:?}"
    );
}
