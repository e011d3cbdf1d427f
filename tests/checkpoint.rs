//! Checkpoints (`pancam check --checkpoint DIR`, `--resume DIR`), tested by killing pancam:
//! SIGKILL at random moments of a search that writes checkpoints often, then resumes (killed
//! again, or let finish), must end as the uninterrupted search does: the same verdict, the
//! same stored states, matched states and transitions, and the same counterexamples, each
//! replayed. Kills land between writes and, with a pause pancam takes between writing the
//! temporary file and renaming it (a hidden flag for this test), during writes. Damaged
//! checkpoints and resumes that do not fit are refused with a message and exit 2.

use crate::common::{PANCAM, root};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A scratch directory of this test, emptied.
fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("pancam-ckpt-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("scratch directory");
    d
}

/// Runs pancam to its end; (exit code, stdout, stderr).
fn pancam(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(PANCAM)
        .args(args)
        .current_dir(root())
        .stdin(Stdio::null())
        .output()
        .expect("pancam runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Whether process `pid` has a checkpoint file mapped privately and writable: a resumed
/// visited set read in place from a copy-on-write mapping of its checkpoint (the file's
/// path, or the path it had before a newer checkpoint was renamed over it).
fn maps_a_checkpoint(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/maps")).is_ok_and(|maps| {
        maps.lines()
            .any(|l| l.contains(".pancam") && l.split_whitespace().nth(1) == Some("rw-p"))
    })
}

/// Runs pancam and kills it with SIGKILL after `after`, unless it ends first: `Some(report)`
/// when it ended by itself; and whether it was seen reading a checkpoint in place
/// ([`maps_a_checkpoint`], looked at while it runs).
fn pancam_killed(args: &[&str], after: Duration) -> (Option<(i32, String)>, bool) {
    let mut child = Command::new(PANCAM)
        .args(args)
        .current_dir(root())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("pancam starts");
    // Read while it runs: a report larger than the pipe would block it.
    let mut stdout = child.stdout.take().expect("piped");
    let reader = std::thread::spawn(move || {
        use std::io::Read;
        let mut out = String::new();
        let _ = stdout.read_to_string(&mut out);
        out
    });
    let start = Instant::now();
    let mut mapped = false;
    loop {
        if let Some(status) = child.try_wait().expect("waits") {
            let out = reader.join().unwrap_or_default();
            return (Some((status.code().unwrap_or(-1), out)), mapped);
        }
        if start.elapsed() >= after {
            child.kill().expect("SIGKILL");
            let _ = child.wait();
            let _ = reader.join();
            return (None, mapped);
        }
        mapped = mapped || maps_a_checkpoint(child.id());
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// What the comparisons look at in a JSON report.
#[derive(Debug, PartialEq)]
struct Summary {
    result: String,
    stored: u64,
    matched: u64,
    transitions: u64,
    /// The nested search's inner states and moves (0 for other searches).
    inner: (u64, u64),
    counterexamples: Vec<Value>,
}

/// The comparison's figures of a report: of a Monte Carlo search, the samples finished (as
/// `stored`), the lassos among them (as `matched`) and their moves.
fn summary(json: &str, with_transitions: bool) -> Summary {
    let j: Value = serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}: {json}"));
    let mc = &j["monte_carlo"];
    let c = if mc.is_object() {
        &serde_json::json!({
            "stored": mc["samples"],
            "matched": mc["lassos"],
            "transitions": mc["transitions"],
        })
    } else {
        &j["statistics"]["counters"]
    };
    let mut cxs: Vec<Value> = j["counterexamples"]
        .as_array()
        .expect("counterexamples")
        .iter()
        .map(|x| {
            assert_eq!(x["replayed"], true, "a counterexample replays");
            x["moves"].clone()
        })
        .collect();
    // A parallel search finds them in another order.
    cxs.sort_by_key(|v| v.to_string());
    Summary {
        result: j["result"].as_str().unwrap_or("").to_string(),
        stored: c["stored"].as_u64().expect("stored"),
        matched: if with_transitions {
            c["matched"].as_u64().expect("matched")
        } else {
            0
        },
        transitions: if with_transitions {
            c["transitions"].as_u64().expect("transitions")
        } else {
            0
        },
        inner: if with_transitions {
            (
                j["statistics"]["inner_states"].as_u64().unwrap_or(0),
                j["statistics"]["inner_transitions"].as_u64().unwrap_or(0),
            )
        } else {
            (0, 0)
        },
        counterexamples: cxs,
    }
}

/// A deterministic stream of kill delays for seed `seed`, from `lo` to `hi` milliseconds.
fn delays(seed: u64, lo: u64, hi: u64) -> impl FnMut() -> Duration {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        Duration::from_millis(lo + x % (hi - lo))
    }
}

/// Checks a case's program with its flags, killed at random moments and resumed, against
/// the uninterrupted check, for each seed.
/// A program, its flags, the flags of its resumed runs, the seeds and the range of kill
/// delays (ms) for [`killed_and_resumed`].
struct Case<'a> {
    name: &'a str,
    program: &'a str,
    flags: &'a [&'a str],
    resume_flags: &'a [&'a str],
    seeds: std::ops::Range<u64>,
    kill_ms: (u64, u64),
    /// What must agree with the uninterrupted check.
    compare: Compare,
    /// The search has a visited set, which a resumed run reads in place from its
    /// checkpoint: some resumed run must be seen doing so (see [`maps_a_checkpoint`]).
    in_place: bool,
}

/// What of a resumed check must agree with the uninterrupted one.
#[derive(Clone, Copy, PartialEq)]
enum Compare {
    /// Verdict, states, matches, transitions, counterexamples (a deterministic search).
    Everything,
    /// Verdict, states, counterexamples.
    States,
    /// The verdict and the number of counterexamples (each replayed): a search whose
    /// violation depends on timing, the distributed search's.
    Verdict,
}

fn killed_and_resumed(case: Case) {
    let Case {
        name,
        program,
        flags,
        resume_flags,
        seeds,
        kill_ms: (lo, hi),
        compare,
        in_place,
    } = case;
    let with_transitions = compare == Compare::Everything;
    let mut args = vec!["check", program, "--json", "-q"];
    args.extend_from_slice(flags);
    let (want_code, whole, err) = pancam(&args);
    let want = summary(&whole, with_transitions);
    assert!(want.stored > 1000, "{err}");
    let (mut kills, mut resumes, mut mapped) = (0, 0, 0);
    for seed in seeds {
        let dir = scratch(&format!("{name}-{seed}"));
        let d = dir.display().to_string();
        let mut next = delays(seed, lo, hi);
        let mut runs = 0;
        let report = loop {
            runs += 1;
            assert!(runs < 200, "seed {seed}: the search never ends");
            let resuming = dir.join("checkpoint.pancam").is_file();
            let mut a: Vec<&str> = if resuming {
                let mut a = vec!["check", "--resume", &d, "--json", "-q"];
                a.extend_from_slice(resume_flags);
                a
            } else {
                let mut a = args.clone();
                a.extend_from_slice(&["--checkpoint", &d]);
                a
            };
            a.extend_from_slice(&["--checkpoint-every", "0.02"]);
            // Every third run lingers 30 ms between writing and renaming: kills land in writes.
            if runs % 3 == 0 {
                a.extend_from_slice(&["--checkpoint-test-pause", "30"]);
            }
            // Every fifth run goes unkilled, so that the search ends.
            let after = if runs % 5 == 0 {
                Duration::from_secs(600)
            } else {
                next()
            };
            let (ended, seen) = pancam_killed(&a, after);
            resumes += usize::from(resuming);
            mapped += usize::from(seen);
            assert!(
                !seen || resuming,
                "seed {seed} run {runs}: a checkpoint mapped, not resumed"
            );
            match ended {
                Some((code, out)) => {
                    assert_eq!(
                        code,
                        want_code,
                        "seed {seed} run {runs}: {}",
                        &out[..out.len().min(3000)]
                    );
                    break out;
                }
                None => kills += 1,
            }
        };
        let got = summary(&report, with_transitions);
        if compare == Compare::Verdict {
            assert_eq!(
                (&got.result, got.counterexamples.len()),
                (&want.result, want.counterexamples.len()),
                "{name} seed {seed}: after {runs} runs"
            );
        } else {
            assert_eq!(got, want, "{name} seed {seed}: after {runs} runs");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(kills > 0, "no run was killed");
    // (A resumed run may be killed before it restores: asked of a few.)
    if in_place && resumes >= 3 {
        assert!(
            mapped > 0,
            "{name}: no resumed run of {resumes} was seen reading its visited set in place"
        );
    }
}

#[test]
fn a_search_killed_and_resumed_ends_as_the_uninterrupted_one() {
    killed_and_resumed(Case {
        name: "ipc",
        program: "programs/ipc-m4.O0.ll",
        flags: &["--por", "none"],
        resume_flags: &[],
        seeds: 0..8,
        kill_ms: (15, 250),
        compare: Compare::Everything,
        in_place: true,
    });
}

#[test]
fn a_search_with_violations_killed_and_resumed_finds_them_all() {
    killed_and_resumed(Case {
        name: "ipc-bug",
        program: "programs/ipc-m2-bug.O0.ll",
        flags: &["--max-violations", "0"],
        resume_flags: &[],
        seeds: 0..5,
        kill_ms: (15, 300),
        compare: Compare::Everything,
        in_place: true,
    });
}

/// Each visited set (the tree store is the default of the others): resumed runs read it in
/// place from their checkpoint, and end as the uninterrupted search.
#[test]
fn a_search_killed_and_resumed_with_each_store_ends_as_the_uninterrupted_one() {
    for (name, store) in [
        ("full", &["--store", "full"][..]),
        ("compact", &["--store", "hash-compaction"][..]),
        ("bitstate", &["--store", "bitstate", "-w", "24"][..]),
    ] {
        let mut flags = vec!["--por", "none"];
        flags.extend_from_slice(store);
        killed_and_resumed(Case {
            name,
            program: "programs/ipc-m4.O0.ll",
            flags: &flags,
            resume_flags: &[],
            seeds: 0..3,
            kill_ms: (15, 250),
            compare: Compare::Everything,
            in_place: true,
        });
    }
}

#[test]
fn a_parallel_search_killed_and_resumed_with_other_worker_counts_stores_the_same_states() {
    killed_and_resumed(Case {
        name: "par",
        program: "programs/ipc-m4.O0.ll",
        flags: &["--por", "none", "--workers", "2"],
        resume_flags: &["--workers", "1"],
        seeds: 0..3,
        kill_ms: (15, 200),
        compare: Compare::States,
        in_place: true,
    });
    killed_and_resumed(Case {
        name: "par2",
        program: "programs/philosophers6-ordered.O2.ll",
        flags: &["--por", "none", "--store", "hash-compaction"],
        resume_flags: &["--workers", "2"],
        seeds: 0..3,
        kill_ms: (10, 120),
        compare: Compare::States,
        in_place: true,
    });
}

/// Committed programs that run past their first poll and take under 5 s
/// ([`every_committed_program_cut_at_every_poll_ends_as_never_cut`] lists them), less the
/// five that take more than 30 cuts (`char-cube`, `bakery`, `ipc-m4.O0`, philosophers N=8:
/// the ignored test runs them).
const CUT_PROGRAMS: &[&str] = &[
    "programs/bakery3-bug.O2.ll",
    "programs/bakery3.O2.ll",
    "programs/ipc-m1.O0.ll",
    "programs/ipc-m2-bug.O0.ll",
    "programs/ipc-m2-bug.O2.ll",
    "programs/ipc-m2.O0.ll",
    "programs/ipc-m2.O2.ll",
    "programs/ipc-m3.O0.ll",
    "programs/ipc-m3.O2.ll",
    "programs/ipc-m4.O2.ll",
    "programs/mpmc-queue-bug-plain.O1.ll",
    "programs/mpmc-queue-bug-plain.O2.ll",
    "programs/mpmc-queue-bug.O1.ll",
    "programs/mpmc-queue-bug.O2.ll",
    "programs/mpmc-queue-plain.O1.ll",
    "programs/mpmc-queue-plain.O2.ll",
    "programs/mpmc-queue.O1.ll",
    "programs/mpmc-queue.O2.ll",
    "programs/needham-schroeder-mailbox.O0.ll",
    "programs/philosophers5-ordered.O0.ll",
    "programs/philosophers5-watch-ordered.O0.ll",
    "programs/philosophers5-watch.O0.ll",
    "programs/philosophers5-watch.O2.ll",
    "programs/philosophers5.O0.ll",
    "programs/philosophers5.O2.ll",
    "programs/philosophers6-ordered.O2.ll",
    "programs/philosophers6.O2.ll",
    "programs/philosophers7-ordered.O2.ll",
    "programs/philosophers7-watch-ordered.O2.ll",
    "programs/philosophers7.O2.ll",
    "programs/robots3-bug.O2.ll",
    "programs/robots3.O0.ll",
    "programs/robots3.O2.ll",
    "programs/robots4.O0.ll",
    "programs/robots4.O2.ll",
    "programs/robots5.O0.ll",
    "programs/robots5.O2.ll",
    "programs/szymanski3-bug.O2.ll",
    "programs/szymanski3.O2.ll",
    "programs/ticket-lock-bug.O0.ll",
    "programs/ticket-lock-bug.O2.ll",
    "programs/ticket-lock3.O2.ll",
    "tests/check/stdin_eof.O2.ll",
    "tests/svcomp/reach/fib-bench-bug.ll",
    "tests/svcomp/reach/fib-bench.ll",
    "tests/svcomp/reach/rwlock-emul.ll",
    "tests/svcomp/termination/countdown-nondet.ll",
    "tests/svcomp/termination/parity-loop.ll",
];

/// The LTL check of `ipc-m3` with `closed` as given (see `tests/ltl_check.rs`): the queue
/// drains and, under weak fairness, closes.
const IPC_LTL: [&str; 11] = [
    "--ltl",
    "[] (pending -> <> drained) && <> closed",
    "--prop",
    "pending = queue.n > 0",
    "--prop",
    "drained = queue.n == 0",
    "--fair",
    "--por",
    "none",
    "--max-violations",
    "20",
];

#[test]
fn a_nested_search_killed_and_resumed_ends_as_the_uninterrupted_one() {
    // Holds: 72,389 states, 29,041 of them reached again by inner searches.
    let mut flags = IPC_LTL.to_vec();
    flags.extend_from_slice(&["--prop", "closed = queue.closed"]);
    killed_and_resumed(Case {
        name: "ltl",
        program: "programs/ipc-m3.O0.ll",
        flags: &flags,
        resume_flags: &[],
        seeds: 0..3,
        kill_ms: (15, 300),
        compare: Compare::Everything,
        in_place: true,
    });
    // Violated: the one fair accepting cycle is found by an inner search after 61,096
    // states; thin stacks that replay (and verify) their states.
    let mut flags = IPC_LTL.to_vec();
    flags.extend_from_slice(&[
        "--prop",
        "closed = queue.n == 2",
        "--stack-states",
        "3",
        "--stack-window",
        "0",
        "--verify-stack",
    ]);
    killed_and_resumed(Case {
        name: "ltl-bug",
        program: "programs/ipc-m3.O0.ll",
        flags: &flags,
        resume_flags: &[],
        seeds: 0..3,
        kill_ms: (15, 300),
        compare: Compare::Everything,
        in_place: true,
    });
}

#[test]
fn a_swarm_killed_and_resumed_ends_as_the_uninterrupted_one() {
    // Four bitstate runs, two at once: the runs that ended are in the swarm's file, those
    // under way in their own; every run ends with the states it would have stored.
    killed_and_resumed(Case {
        name: "swarm",
        program: "programs/philosophers7-ordered.O2.ll",
        flags: &["--swarm", "4", "--workers", "2", "--por", "none"],
        resume_flags: &["--workers", "1"],
        seeds: 0..3,
        kill_ms: (40, 500),
        compare: Compare::Everything,
        in_place: true,
    });
    // Nested DFS runs (exact store, one at a time; a swarm reports its first violation).
    let mut flags = IPC_LTL[..IPC_LTL.len() - 2].to_vec();
    flags.extend_from_slice(&[
        "--prop",
        "closed = queue.closed",
        "--swarm",
        "3",
        "--workers",
        "1",
        "--store",
        "exact",
    ]);
    killed_and_resumed(Case {
        name: "swarm-ltl",
        program: "programs/ipc-m2.O0.ll",
        flags: &flags,
        resume_flags: &[],
        seeds: 0..2,
        kill_ms: (20, 300),
        compare: Compare::Everything,
        in_place: true,
    });
}

#[test]
fn a_monte_carlo_search_killed_and_resumed_draws_the_same_samples() {
    // No violation: every sample is drawn once, whichever run drew it, with any workers.
    killed_and_resumed(Case {
        name: "mc",
        program: "programs/philosophers8-ordered.O2.ll",
        flags: &[
            "--search",
            "monte-carlo",
            "--max-samples",
            "6000",
            "--workers",
            "2",
        ],
        resume_flags: &["--workers", "1"],
        seeds: 0..3,
        kill_ms: (40, 400),
        compare: Compare::Everything,
        in_place: false,
    });
    // Sample 90,012 violates: one worker stops there, having drawn every sample below it.
    killed_and_resumed(Case {
        name: "mc-bug",
        program: "programs/szymanski3-bug.O2.ll",
        flags: &["--search", "monte-carlo", "--max-samples", "300000"],
        resume_flags: &[],
        seeds: 0..3,
        kill_ms: (100, 900),
        compare: Compare::Everything,
        in_place: false,
    });
}

/// The distributed search, its ranks threads of one process (`--ranks-in-process`): every
/// rank writes its part of each checkpoint, rank 0 the index once all have.
#[test]
fn a_distributed_search_killed_and_resumed_ends_as_the_uninterrupted_one() {
    killed_and_resumed(Case {
        name: "dist",
        program: "programs/ipc-m4.O0.ll",
        flags: &["--por", "none", "--ranks-in-process", "3"],
        resume_flags: &[],
        seeds: 0..4,
        kill_ms: (15, 250),
        compare: Compare::Everything,
        in_place: true,
    });
    // Two threads in each rank, resumed with one, then two again; a lossy store.
    killed_and_resumed(Case {
        name: "dist-threads",
        program: "programs/philosophers6-ordered.O2.ll",
        flags: &[
            "--por",
            "none",
            "--ranks-in-process",
            "2",
            "--workers",
            "2",
            "--store",
            "hash-compaction",
        ],
        resume_flags: &["--workers", "1"],
        seeds: 0..3,
        kill_ms: (10, 150),
        compare: Compare::Everything,
        in_place: true,
    });
}

/// The distributed search stops at the first violation any rank finds, which depends on
/// timing: resumed again and again, it must still find one, rebuilt across the runs' parent
/// tables and replayed.
#[test]
fn a_distributed_search_killed_and_resumed_finds_its_violation() {
    killed_and_resumed(Case {
        name: "dist-bug",
        program: "programs/philosophers8.O2.ll",
        // Ranks own states by the hash of their canonical bytes, and with the symmetry
        // reduction's bytes (each thread's class in them) the deadlock is met after a few
        // hundred states, too soon to be killed: without them, after tens of thousands.
        flags: &["--por", "none", "--ranks-in-process", "3", "--no-symmetry"],
        resume_flags: &[],
        seeds: 0..2,
        kill_ms: (100, 1200),
        compare: Compare::Verdict,
        in_place: true,
    });
}

/// Paths the model cut before a checkpoint (inputs it could not make concrete) are not
/// explored again after it: the resumed search inherits the model's record of them, and its
/// verdict stays "incomplete", never "holds". The distributed search on 2 ranks, cut at its
/// first rendezvous and every 2 ms after, meets the cuts only before its first cut.
#[test]
fn paths_cut_before_a_checkpoint_keep_the_verdict_incomplete() {
    let dir = scratch("cut-paths");
    let d = dir.display().to_string();
    for round in 0..5 {
        let _ = std::fs::remove_dir_all(&dir);
        let stopped = |out: &str| out.contains("\"stop\": \"time\"");
        let (_, mut out, _) = pancam(&[
            "check",
            "tests/check/max_time.O0.ll",
            "--ranks-in-process",
            "2",
            "--checkpoint",
            &d,
            "--max-time",
            "0",
            "--json",
            "-q",
        ]);
        let mut runs = 0;
        while stopped(&out) {
            runs += 1;
            assert!(runs < 500, "the search never ends");
            out = pancam(&[
                "check",
                "--resume",
                &d,
                "--max-time",
                "0.002",
                "--json",
                "-q",
            ])
            .1;
        }
        let j: Value = serde_json::from_str(&out).expect("a JSON report");
        assert_eq!(
            j["result"], "incomplete",
            "round {round}, {runs} resumes: {out}"
        );
        assert!(
            j["incomplete"]
                .as_array()
                .expect("reasons")
                .iter()
                .any(|r| r["reason"]["reason"] == "nondet-cut"),
            "{out}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Writes a checkpoint of `program` stopped at its first poll's checkpoint (a time limit
/// of 0 s), in `dir`.
fn stopped_checkpoint(dir: &Path, program: &str) {
    let d = dir.display().to_string();
    let (code, out, err) = pancam(&[
        "check",
        program,
        "--por",
        "none",
        "--checkpoint",
        &d,
        "--max-time",
        "0",
    ]);
    assert_eq!(code, 3, "{out}{err}");
    assert!(out.contains("checkpoints: 1 written"), "{out}");
}

#[test]
fn damaged_or_foreign_checkpoints_are_refused_with_a_message() {
    let dir = scratch("damaged");
    let d = dir.display().to_string();
    stopped_checkpoint(&dir, "programs/ipc-m4.O0.ll");
    let file = dir.join("checkpoint.pancam");
    let good = std::fs::read(&file).expect("written");
    let refused = |what: &str| {
        let (code, out, err) = pancam(&["check", "--resume", &d]);
        assert_eq!(code, 2, "{what}: {out}{err}");
        assert!(err.contains("checkpoint"), "{what}: {err}");
        assert!(!err.contains("panicked"), "{what}: {err}");
        err
    };
    for cut in [0, 7, 64, good.len() / 3, good.len() - 1] {
        std::fs::write(&file, &good[..cut]).expect("writes");
        refused(&format!("truncated at {cut}"));
    }
    let step = (good.len() / 40).max(1);
    for at in (0..good.len()).step_by(step) {
        let mut bad = good.clone();
        bad[at] ^= 0x04;
        std::fs::write(&file, &bad).expect("writes");
        refused(&format!("bit flipped at {at}"));
    }
    std::fs::write(&file, &good).expect("writes");
    // Options other than the limits, workers and output do not go with --resume.
    let (code, _, err) = pancam(&["check", "--resume", &d, "--por", "stubborn"]);
    assert_eq!(code, 2);
    assert!(err.contains("only --max-time"), "{err}");
    let (code, _, err) = pancam(&["check", "programs/ipc-m1.O0.ll", "--resume", &d]);
    assert_eq!(code, 2, "{err}");
    // Another program under the checkpoint's name.
    let copy = scratch("foreign");
    let prog = copy.join("p.ll");
    std::fs::copy(root().join("programs/ipc-m4.O0.ll"), &prog).expect("copies");
    let d2 = copy.join("ck").display().to_string();
    let p = prog.display().to_string();
    let (code, out, err) = pancam(&[
        "check",
        &p,
        "--checkpoint",
        &d2,
        "--max-time",
        "0",
        "--por",
        "none",
    ]);
    assert_eq!(code, 3, "{out}{err}");
    std::fs::copy(root().join("programs/ipc-m1.O0.ll"), &prog).expect("copies");
    let (code, _, err) = pancam(&["check", "--resume", &d2]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("has changed"), "{err}");
    // A checkpoint of the whole search resumes to the same end as the search.
    std::fs::copy(root().join("programs/ipc-m4.O0.ll"), &prog).expect("copies");
    let (code, out, err) = pancam(&["check", "--resume", &d2, "--max-time", "600"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("resumed: from"), "{out}");
    assert!(out.contains("54082 states, stored"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&copy);
}

#[test]
fn a_distributed_checkpoint_resumes_with_as_many_ranks_only() {
    let dir = scratch("ranks");
    let d = dir.display().to_string();
    let (code, out, err) = pancam(&[
        "check",
        "programs/philosophers8-ordered.O2.ll",
        "--por",
        "none",
        "--ranks-in-process",
        "3",
        "--checkpoint",
        &d,
        "--max-time",
        "0",
    ]);
    assert_eq!(code, 3, "{out}{err}");
    assert!(out.contains("checkpoints: 1 written"), "{out}");
    let index = dir.join("checkpoint.pancam");
    let parts: Vec<String> = std::fs::read_dir(&dir)
        .expect("lists")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("rank-"))
        .collect();
    assert_eq!(parts.len(), 3, "{parts:?}");
    // The number of ranks is the checkpoint's: --ranks-in-process may not change it.
    let (code, _, err) = pancam(&["check", "--resume", &d, "--ranks-in-process", "2"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("may not change it"), "{err}");
    // A rank's part damaged: refused, naming the rank.
    let part = dir.join(&parts[0]);
    let mut bytes = std::fs::read(&part).expect("reads");
    let k = bytes.len() / 2;
    bytes[k] ^= 0x10;
    std::fs::write(&part, &bytes).expect("writes");
    let (code, _, err) = pancam(&["check", "--resume", &d]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("checksum does not match"), "{err}");
    assert!(err.contains("cannot resume: rank "), "{err}");
    assert!(index.is_file());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A resumed search reads its visited set in place, from a private copy-on-write mapping of
/// its checkpoint, whatever the store; the file is as it was once the search has written to
/// its tables and ended.
#[test]
fn a_resumed_search_reads_its_visited_set_in_place_and_leaves_the_file_unchanged() {
    for store in [
        &["--store", "exact"][..],
        &["--store", "full"][..],
        &["--store", "hash-compaction"][..],
        &["--store", "bitstate", "-w", "24"][..],
    ] {
        let dir = scratch("in-place");
        let (d, d2) = (
            dir.display().to_string(),
            dir.join("again").display().to_string(),
        );
        let mut args = vec![
            "check",
            "programs/philosophers8-ordered.O2.ll",
            "--por",
            "none",
            "-q",
            "--max-time",
            "0.5",
            "--checkpoint",
            &d,
            "--checkpoint-every",
            "0",
        ];
        args.extend_from_slice(store);
        let (code, out, err) = pancam(&args);
        assert_eq!(code, 3, "{store:?}: {out}{err}");
        let file = dir.join("checkpoint.pancam");
        let written = std::fs::read(&file).expect("a checkpoint");
        // Resumed for a second, writing its own checkpoint elsewhere.
        let (ended, mapped) = pancam_killed(
            &[
                "check",
                "--resume",
                &d,
                "--max-time",
                "1",
                "--checkpoint",
                &d2,
                "--checkpoint-every",
                "0",
            ],
            Duration::from_secs(60),
        );
        let (code, out) = ended.expect("ends by itself");
        assert_eq!(code, 3, "{store:?}: {out}");
        assert!(out.contains("resumed: from"), "{store:?}: {out}");
        assert!(mapped, "{store:?}: the visited set was not read in place");
        assert!(
            std::fs::read(&file).expect("still there") == written,
            "{store:?}: the checkpoint changed"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn sigterm_and_limits_write_a_checkpoint_that_resumes() {
    let (code, whole, _) = pancam(&[
        "check",
        "programs/philosophers8-ordered.O2.ll",
        "--por",
        "none",
        "--json",
        "-q",
    ]);
    let want = summary(&whole, true);
    // SIGTERM (as Ctrl-C, and as mpirun or a batch system stop a job): the search stops
    // at its next poll and writes its checkpoint.
    let dir = scratch("sigterm");
    let d = dir.display().to_string();
    let child = Command::new(PANCAM)
        .args([
            "check",
            "programs/philosophers8-ordered.O2.ll",
            "--por",
            "none",
            "-q",
            "--checkpoint",
            &d,
            "--checkpoint-every",
            "0",
        ])
        .current_dir(root())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts");
    std::thread::sleep(Duration::from_millis(700));
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let out = child.wait_with_output().expect("ends");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(3), "{text}");
    assert!(
        text.contains("checkpoints: 1 written") && text.contains("last: interrupted"),
        "{text}"
    );
    // The memory limit (a small one: the tree store of this search outgrows it).
    let (c2, out2, _) = pancam(&[
        "check",
        "--resume",
        &d,
        "--max-memory",
        "2",
        "--checkpoint-every",
        "0",
    ]);
    assert_eq!(c2, 3, "{out2}");
    assert!(out2.contains("last: memory limit"), "{out2}");
    let (c3, out3, _) = pancam(&["check", "--resume", &d, "--json", "--max-memory", "0"]);
    assert_eq!(c3, code);
    assert_eq!(summary(&out3, true), want);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_program_resumed_from_elsewhere_keeps_its_name_and_its_states() {
    // The program's argv[0] (FILE as given) is in its memory, so in its states: a resume,
    // which reads the program by an absolute path, must run it under the name it had.
    let program = "tests/svcomp/reach/fib-bench.ll";
    let (code, whole, _) = pancam(&["check", program, "--json", "-q"]);
    let want = summary(&whole, true);
    let dir = scratch("argv0");
    let d = dir.display().to_string();
    let (c1, out, err) = pancam(&["check", program, "--checkpoint", &d, "--max-time", "0"]);
    assert_eq!(c1, 3, "{out}{err}");
    // Resumed from another directory.
    let out = Command::new(PANCAM)
        .args(["check", "--resume", &d, "--json", "-q", "--max-time", "600"])
        .current_dir(std::env::temp_dir())
        .output()
        .expect("pancam runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(code), "{text}");
    assert_eq!(summary(&text, true), want);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The `.ll` files under `dir` (relative to the repository), sorted.
fn programs_under(dir: &str) -> Vec<String> {
    fn walk(d: &Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(d) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "ll") {
                out.push(p.strip_prefix(root()).unwrap_or(&p).display().to_string());
            }
        }
    }
    let mut out = Vec::new();
    walk(&root().join(dir), &mut out);
    out.sort();
    out
}

/// Checks `program` plainly, then cut at its first poll (`--max-time 0`) and resumed, cut
/// again every 2 ms (20 ms for the distributed search), until it ends: the same result,
/// stored states, transitions and number of violations (up to 50: each report writes every
/// counterexample found, each replayed).
/// `flags` are the search's (empty: the safety search of one process). The distributed
/// search stops at its first violation, which depends on timing: for it a violation found is
/// compared by its result alone. `None`: it ended before its first poll (nothing to cut) or
/// takes more than 5 s (thousands of cuts); otherwise the resumes it took, or the
/// difference.
fn cut_at_every_poll(
    program: &str,
    scratch_dir: &Path,
    flags: &[&str],
) -> Option<Result<usize, String>> {
    let distributed = flags.contains(&"--ranks-in-process");
    let key = |out: &str| -> String {
        let j: Value = serde_json::from_str(out).unwrap_or_default();
        let c = &j["statistics"]["counters"];
        let cxs = j["counterexamples"].as_array().map_or(0, Vec::len);
        if distributed && cxs > 0 {
            return format!("{} {cxs}", j["result"]);
        }
        format!("{} {} {} {cxs}", j["result"], c["stored"], c["transitions"],)
    };
    let stopped = |out: &str| out.contains("\"stop\": \"time\"");
    let violations: &[&str] = if distributed {
        &[]
    } else {
        &["--max-violations", "50"]
    };
    let mut a = vec!["check", program, "-q", "--json", "--max-time", "5"];
    a.extend_from_slice(violations);
    a.extend_from_slice(flags);
    let (_, plain, _) = pancam(&a);
    if stopped(&plain) {
        return None;
    }
    let want = key(&plain);
    let d = scratch_dir.display().to_string();
    let _ = std::fs::remove_dir_all(scratch_dir);
    let mut a = vec!["check", program, "-q", "--json", "--checkpoint", &d];
    a.extend_from_slice(&["--max-time", "0"]);
    a.extend_from_slice(violations);
    a.extend_from_slice(flags);
    let (_, mut out, _) = pancam(&a);
    if !stopped(&out) {
        return None;
    }
    let mut runs = 0;
    while stopped(&out) && runs < 5000 {
        runs += 1;
        out = pancam(&[
            "check",
            "--resume",
            &d,
            "-q",
            "--json",
            "--max-time",
            // The ranks of a distributed search start one after the other: a rank without
            // work that sees the limit at once stops the others before they begin.
            if distributed { "0.02" } else { "0.002" },
        ])
        .1;
    }
    let _ = std::fs::remove_dir_all(scratch_dir);
    let got = key(&out);
    Some(if got == want {
        Ok(runs)
    } else {
        Err(format!(
            "{program}: uninterrupted [{want}], cut and resumed {runs} times [{got}]"
        ))
    })
}

/// [`cut_at_every_poll`] over `programs` with `flags`, on two threads; panics naming every
/// difference. Returns the programs cut, with their resumes.
fn cut_campaign(name: &str, programs: &[String], flags: &[&str]) -> Vec<(String, usize)> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for t in 0..2 {
            let (next, results) = (&next, &results);
            s.spawn(move || {
                let dir = scratch(&format!("{name}-{t}"));
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(p) = programs.get(i) else { break };
                    if let Some(r) = cut_at_every_poll(p, &dir, flags) {
                        results.lock().unwrap().push((p.clone(), r));
                    }
                }
            });
        }
    });
    let results = results.into_inner().unwrap();
    let diffs: Vec<&str> = results
        .iter()
        .filter_map(|(_, r)| r.as_ref().err().map(String::as_str))
        .collect();
    assert!(diffs.is_empty(), "{}", diffs.join("\n"));
    let mut cut: Vec<(String, usize)> = results
        .into_iter()
        .filter_map(|(p, r)| r.ok().map(|n| (p, n)))
        .collect();
    cut.sort();
    eprintln!(
        "{name}: {} of {} programs cut at every poll",
        cut.len(),
        programs.len()
    );
    for (p, n) in &cut {
        eprintln!("  {p}: {n} resumes");
    }
    cut
}

/// The programs of `tests/svcomp` (SV-COMP-style tasks, most written by others),
/// `tests/check` and `programs/` that run past their first poll and take under 5 s (the
/// others end before there is anything to cut, or take thousands of cuts), cut at every
/// poll; the ignored test below finds them.
#[test]
fn committed_programs_cut_at_every_poll_end_as_never_cut() {
    let programs: Vec<String> = CUT_PROGRAMS.iter().map(|p| p.to_string()).collect();
    let cut = cut_campaign("listed", &programs, &[]);
    assert_eq!(cut.len(), programs.len(), "every listed program is cut");
}

/// The same with the distributed search, 2 ranks in one process: the first 12 listed.
/// A rank dropped a violation it found after a stop (the time limit, cut at every poll)
/// while the violating state went into the checkpoint: the resumed search never met it
/// again and said "holds" (`prodcons-signal.O2` on 2 ranks, violated after 279 states: "holds"
/// with 287 in 5 of 28 runs, 4 at once, all of those cut 2 times or more). Run 16 times, 4 at
/// once: the load makes the stops land between a state's check and the rendezvous (this test
/// failed 2 times in 3 before the fix).
#[test]
fn a_violation_a_rank_finds_at_a_stop_survives_the_checkpoint() {
    std::thread::scope(|s| {
        for t in 0..4 {
            s.spawn(move || {
                let dir = scratch(&format!("stop-violation-{t}"));
                for _ in 0..4 {
                    let r = cut_at_every_poll(
                        "programs/prodcons-signal.O2.ll",
                        &dir,
                        &["--ranks-in-process", "2"],
                    );
                    if let Some(Err(e)) = r {
                        panic!("{e}");
                    }
                }
            });
        }
    });
}

#[test]
fn committed_programs_searched_distributed_cut_at_every_poll_end_as_never_cut() {
    let programs: Vec<String> = CUT_PROGRAMS[..12].iter().map(|p| p.to_string()).collect();
    cut_campaign("listed-dist", &programs, &["--ranks-in-process", "2"]);
}

/// Every committed program cut at every poll (several minutes:
/// `cargo test --release --test integration -- --ignored --nocapture every_committed`);
/// it prints the programs that were cut, the list above.
#[test]
#[ignore]
fn every_committed_program_cut_at_every_poll_ends_as_never_cut() {
    let mut all = programs_under("tests/svcomp");
    all.extend(programs_under("tests/check"));
    all.extend(programs_under("programs"));
    cut_campaign("all", &all, &[]);
}

/// Every committed program searched by 2 ranks (`--ranks-in-process 2`), cut at every
/// poll (`cargo test --release --test integration -- --ignored --nocapture
/// every_committed_program_searched`).
#[test]
#[ignore]
fn every_committed_program_searched_distributed_cut_at_every_poll_ends_as_never_cut() {
    let mut all = programs_under("tests/svcomp");
    all.extend(programs_under("tests/check"));
    all.extend(programs_under("programs"));
    cut_campaign("all-dist", &all, &["--ranks-in-process", "2"]);
}
