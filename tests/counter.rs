//! The counter abstraction (`--counter-bound K`, `model::counter`) against the concrete
//! search.
//!
//! The programs of `tests/counter/` start their workers without a bound, or, given an
//! argument N, start N of them. For N = 1…6 and several bounds K:
//!
//! - **never wrong**: where the abstraction ends in a proof, the concrete search holds; where
//!   it reports a violation, the concrete search finds one (the counterexample reported is
//!   the concrete search's, and it replays);
//! - **exact within the bound**: with K ≥ N no group is ever cut back, and the verdict is
//!   the concrete one;
//! - without a bound on the threads, the correct programs are proved for any number of
//!   threads and the buggy ones reported with the concrete counterexample;
//! - a violation of the abstraction that the concrete searches cannot reach (within their
//!   limits, or at all) gives "incomplete (counter abstraction)" or the concrete verdict,
//!   never a false alarm;
//! - a worker that owns stack objects is counted where nothing but its own registers
//!   names them (`tas_local*`), and not where another thread can see them;
//! - a worker's back-off delay that nothing reads (`tas_backoff`, as in SV-COMP's
//!   `pthread-ext/05_tas`) does not keep the abstract search from ending (faint registers);
//! - a worker that has used a thread-local variable is counted with its copy renamed
//!   where nothing but its own registers names the copy (`tls_flag`, `tls_lock*`), and not
//!   while a global names it (`tls_escape`: the report says why);
//! - `pancam svcomp` turns to the abstraction where a task's search meets the thread limit
//!   (`tests/counter/svcomp`);
//! - a worker that something names (a `pthread_t`, a join, a lock's owner word) is moved
//!   down into emptied places with those names renamed (`join_last*`);
//! - two workers give the same verdicts and the same number of states, and the
//!   hash-compaction store the same verdicts.

use pancam::check::{CheckOptions, Incomplete, Verdict};
use pancam::explore::StoreMode;
use std::path::Path;
use std::time::Duration;

fn program(name: &str) -> pancam::bytecode::Program {
    let ll = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/counter")
        .join(name);
    pancam::load::load_ll(&ll).unwrap_or_else(|e| panic!("{}: {e}", ll.display()))
}

fn options(bound: Option<u32>, n: Option<usize>, seconds: u64) -> CheckOptions {
    let mut o = CheckOptions {
        max_time: Some(Duration::from_secs(seconds)),
        ..CheckOptions::default()
    };
    o.args = vec!["prog".into()];
    if let Some(n) = n {
        o.args.push(n.to_string());
    }
    o.vm.counter_bound = bound;
    o.vm.max_threads = 16;
    o
}

fn check(prog: &pancam::bytecode::Program, opts: &CheckOptions) -> pancam::check::CheckReport {
    pancam::check::run(prog, opts)
        .unwrap_or_else(|e| panic!("{e}"))
        .report
}

fn stopped(r: &pancam::check::CheckReport) -> bool {
    r.incomplete
        .iter()
        .any(|i| matches!(i, Incomplete::Stopped { .. }))
}

/// The abstract verdict never contradicts the concrete one, and equals it within the bound
/// (N = 1…6).
fn agrees(name: &str, bounds: &[u32], seconds: u64) {
    agrees_to(name, bounds, seconds, 6);
}

/// [`agrees`] for N = 1…`top`.
fn agrees_to(name: &str, bounds: &[u32], seconds: u64, top: usize) {
    let prog = program(name);
    let cases: Vec<(usize, u32)> = (1..=top)
        .flat_map(|n| bounds.iter().map(move |&k| (n, k)))
        .collect();
    let concrete: Vec<Verdict> = (1..=top)
        .map(|n| {
            let r = check(&prog, &options(None, Some(n), 120));
            assert!(
                matches!(r.verdict, Verdict::Holds | Verdict::Violated),
                "{name} N={n}: the concrete search must be complete: {:?}",
                r.incomplete
            );
            r.verdict
        })
        .collect();
    let results = crate::common::parallel_map(&cases, crate::common::worker_count(), |&(n, k)| {
        (n, k, check(&prog, &options(Some(k), Some(n), seconds)))
    });
    for (n, k, r) in results {
        let c = concrete[n - 1];
        let what = format!(
            "{name} N={n} K={k}: abstract {:?}, concrete {c:?}",
            r.verdict
        );
        match r.verdict {
            Verdict::Holds | Verdict::Violated => assert_eq!(r.verdict, c, "{what}"),
            Verdict::Incomplete => {
                assert!(k < n as u32, "{what}: within the bound it is exact");
                assert!(
                    stopped(&r)
                        || r.incomplete
                            .iter()
                            .any(|i| matches!(i, Incomplete::CounterAbstraction { .. })),
                    "{what}: {:?}",
                    r.incomplete
                );
            }
            Verdict::CannotCheck => panic!("{what}"),
        }
        for f in &r.findings {
            assert!(f.replay.is_ok(), "{what}: the counterexample replays");
        }
        if r.verdict == Verdict::Violated {
            let cs = r.counter.as_ref().expect("counter statistics");
            assert_eq!(cs.concrete.last().map(|c| c.1.as_str()), Some("violated"));
        }
    }
}

#[test]
fn test_and_set_lock_agrees_with_the_concrete_search() {
    agrees("tas.O2.ll", &[1, 2], 30);
    agrees("tas_bug.O2.ll", &[1, 2, 3], 30);
}

#[test]
fn slots_agree_with_the_concrete_search() {
    // K = 1 makes the slot-holders "one or more": their releases then raise the free
    // count without a bound, and the abstract search does not end (incomplete).
    agrees("slots.O2.ll", &[2, 3], 30);
    agrees("slots_bug.O2.ll", &[3, 4], 30);
}

#[test]
fn workers_with_stack_objects_agree_with_the_concrete_search() {
    // Each spinning worker owns a stack object (its `cond`, whose address it passes).
    agrees("tas_local.O2.ll", &[1, 2], 30);
    agrees("tas_local_bug.O2.ll", &[1, 2], 30);
}

#[test]
fn workers_with_a_back_off_delay_agree_with_the_concrete_search() {
    // At -O0, where the delay is still there (a faint register, `vm::liveness`).
    agrees("tas_backoff.O0.ll", &[1, 2], 60);
}

/// The back-off delay of `tas_backoff.c` makes 32 local states of every waiting worker;
/// left out as a faint register, the program is proved for any number of threads, and
/// kept (`--no-faint`), the abstract search does not end in the same time.
#[test]
fn a_back_off_delay_does_not_keep_the_abstraction_from_ending() {
    let prog = program("tas_backoff.O0.ll");
    let r = check(&prog, &options(Some(1), None, 120));
    assert_eq!(r.verdict, Verdict::Holds, "{:?}", r.incomplete);
    let mut kept = options(Some(1), None, 10);
    kept.vm.faint_registers = false;
    let r = check(&prog, &kept);
    assert_eq!(r.verdict, Verdict::Incomplete);
    assert!(stopped(&r), "{:?}", r.incomplete);
}

#[test]
fn third_agrees_with_the_concrete_search() {
    agrees("third.O0.ll", &[1, 2, 3], 30);
}

/// Without a bound on the threads: proofs for any number, and concrete counterexamples.
#[test]
fn unbounded_creation_is_proved_or_refuted() {
    let cases: &[(&str, u32, Verdict)] = &[
        ("tas.O0.ll", 1, Verdict::Holds),
        ("tas.O2.ll", 2, Verdict::Holds),
        ("slots.O2.ll", 2, Verdict::Holds),
        ("tas_local.O2.ll", 1, Verdict::Holds),
        ("tas_backoff.O0.ll", 1, Verdict::Holds),
        ("tas_bug.O0.ll", 1, Verdict::Violated),
        // At -O2 clang loads the plain `inside` once, before the spin loop (nothing
        // orders it after the volatile lock): three threads fail the assertion.
        ("tas_backoff.O2.ll", 1, Verdict::Violated),
        ("tas_local_bug.O0.ll", 1, Verdict::Violated),
        ("tas_bug.O2.ll", 2, Verdict::Violated),
        ("slots_bug.O2.ll", 3, Verdict::Violated),
        ("third.O2.ll", 1, Verdict::Violated),
    ];
    for &(name, k, want) in cases {
        let prog = program(name);
        // Without the abstraction a correct program's search can only end at the thread
        // limit.
        if want == Verdict::Holds {
            let plain = check(&prog, &options(None, None, 30));
            assert_eq!(plain.verdict, Verdict::Incomplete, "{name}");
        }
        let r = check(&prog, &options(Some(k), None, 240));
        assert_eq!(r.verdict, want, "{name} K={k}: {:?}", r.incomplete);
        let cs = r.counter.as_ref().expect("counter statistics");
        assert_eq!(cs.bound, k);
        if want == Verdict::Violated {
            let f = &r.findings[0];
            assert!(f.replay.is_ok(), "{name}: {:?}", f.replay);
            // The concrete counterexample has no move of the abstraction.
            assert!(f.cx.path.iter().all(|m| !m.copy), "{name}");
        } else {
            assert!(cs.concrete.is_empty(), "{name}");
        }
    }
}

/// Workers that something names (main's `pthread_t t`, the join main waits in, the
/// mutex's owner word while one holds it) are not counted; where workers before them
/// finished and were dropped, they are moved down with those names renamed. The
/// abstraction agrees with the concrete search, proves `join_last` for any number of
/// threads, and finds the bug of `join_last_bug` (workers not joined skip the lock) with a
/// concrete counterexample.
#[test]
fn workers_that_are_named_move_down_with_their_names() {
    agrees("join_last.O0.ll", &[1, 2], 30);
    agrees("join_last.O2.ll", &[1, 2], 30);
    agrees("join_last_bug.O0.ll", &[1, 2], 30);
    agrees("join_last_bug.O2.ll", &[1, 2], 30);
    for (name, want, most) in [
        ("join_last.O0.ll", Verdict::Holds, 1_000),
        ("join_last.O2.ll", Verdict::Holds, 200),
        ("join_last_bug.O0.ll", Verdict::Violated, 0),
        ("join_last_bug.O2.ll", Verdict::Violated, 0),
    ] {
        let prog = program(name);
        let r = check(&prog, &options(Some(1), None, 120));
        assert_eq!(r.verdict, want, "{name}: {:?}", r.incomplete);
        let cs = r.counter.as_ref().expect("counter statistics");
        if want == Verdict::Holds {
            // 521 and 85 states; 1,586 and 234 with the emptied places left below the
            // thread `t` names.
            assert!(
                cs.abstract_states <= most,
                "{name}: {} states",
                cs.abstract_states
            );
        } else {
            let f = &r.findings[0];
            assert!(f.replay.is_ok(), "{name}: {:?}", f.replay);
            assert!(f.cx.path.iter().all(|m| !m.copy), "{name}");
        }
    }
}

/// A worker whose stack object another thread can see (its address in a global) is not
/// counted while it is: here the workers pile up to the thread limit, and the verdict is
/// incomplete, not a proof. (Once a later worker overwrites the global, an earlier one's
/// object is its own again and it is counted.)
#[test]
fn a_worker_whose_stack_object_is_seen_is_not_counted() {
    let prog = program("tas_local_escape.O2.ll");
    let mut o = options(Some(1), None, 120);
    o.vm.max_threads = 3;
    let r = check(&prog, &o);
    assert_eq!(r.verdict, Verdict::Incomplete, "{:?}", r.incomplete);
    assert!(r.findings.is_empty());
    assert!(
        r.incomplete
            .iter()
            .any(|i| matches!(i, Incomplete::Limit { .. } | Incomplete::Stopped { .. })),
        "{:?}",
        r.incomplete
    );
    // The report names the threads it did not count at the limit.
    let c = r.counter.as_ref().expect("counter statistics");
    assert!(!c.uncounted.is_empty());
    assert!(
        c.uncounted.iter().all(|u| u.starts_with("worker: ")),
        "{:?}",
        c.uncounted
    );
}

/// Workers that have used a thread-local variable are counted with their copies renamed
/// (`tls_flag.c`, `pthread-ext/46_monabsex2`'s shape; `tls_lock.c`, whose helper gets the
/// copy's address): proved for any number of threads, and the bug of `tls_lock_bug.c`
/// found with the concrete search's counterexample. They once piled up to the thread limit.
#[test]
fn workers_with_thread_local_variables_are_counted_with_their_copies() {
    for (name, want) in [
        ("tls_flag.O0.ll", Verdict::Holds),
        ("tls_flag.O2.ll", Verdict::Holds),
        ("tls_lock.O0.ll", Verdict::Holds),
        ("tls_lock.O2.ll", Verdict::Holds),
        ("tls_lock_bug.O0.ll", Verdict::Violated),
        ("tls_lock_bug.O2.ll", Verdict::Violated),
    ] {
        let prog = program(name);
        let r = check(&prog, &options(Some(1), None, 120));
        assert_eq!(r.verdict, want, "{name}: {:?}", r.incomplete);
        let c = r.counter.as_ref().expect("counter statistics");
        assert!(c.uncounted.is_empty(), "{name}: {:?}", c.uncounted);
        if want == Verdict::Violated {
            let f = &r.findings[0];
            assert!(f.replay.is_ok(), "{name}: {:?}", f.replay);
            assert!(f.cx.path.iter().all(|m| !m.copy), "{name}");
        }
    }
}

#[test]
fn workers_with_thread_local_variables_agree_with_the_concrete_search() {
    agrees("tls_lock.O2.ll", &[1, 2], 30);
    agrees("tls_lock_bug.O2.ll", &[1, 2], 30);
    agrees("tls_escape.O2.ll", &[1], 60);
}

/// Workers that free their argument block and own a stack array (`freed_arg.c`): a freed
/// block's id that a stack object took while a start argument still holds it does not
/// stop the abstract search. The concrete search beyond four workers takes minutes (the
/// workers' distinct arguments).
#[test]
fn a_start_argument_naming_a_reused_id_does_not_stop_the_abstraction() {
    agrees_to("freed_arg.O0.ll", &[1, 2], 60, 4);
    agrees_to("freed_arg.O2.ll", &[1, 2], 60, 4);
}

/// A worker whose thread-local copy a global names (`tls_escape.c`: main writes it
/// through the global) is not counted while it is: at a low thread limit the search ends
/// incomplete and the report says why; with room for the few workers the global and
/// main's `pthread_t` keep apart, it ends in a proof. The abstraction's copies of a "one
/// or more" worker stop at the limit too (they once went past it, and the search did not
/// end).
#[test]
fn a_worker_whose_thread_local_copy_is_seen_is_not_counted() {
    let prog = program("tls_escape.O2.ll");
    let mut o = options(Some(1), None, 120);
    o.vm.max_threads = 6;
    let r = check(&prog, &o);
    assert_eq!(r.verdict, Verdict::Incomplete, "{:?}", r.incomplete);
    assert!(
        !stopped(&r),
        "the abstract search must end: {:?}",
        r.incomplete
    );
    let c = r.counter.as_ref().expect("counter statistics");
    assert!(
        c.uncounted
            .iter()
            .any(|u| u == "worker: 1 thread: a thread-local variable that something else names"),
        "{:?}",
        c.uncounted
    );
    let mut o = options(Some(1), None, 240);
    o.vm.max_threads = 16;
    let r = check(&prog, &o);
    assert_eq!(r.verdict, Verdict::Holds, "{:?}", r.incomplete);
}

/// A violation the concrete searches cannot reach within --max-threads: incomplete (counter
/// abstraction), not a violation.
#[test]
fn an_unconfirmed_violation_is_incomplete() {
    let prog = program("third.O2.ll");
    let mut o = options(Some(1), None, 60);
    // The third worker needs four threads.
    o.vm.max_threads = 3;
    let r = check(&prog, &o);
    assert_eq!(r.verdict, Verdict::Incomplete);
    assert!(r.findings.is_empty());
    assert!(
        r.incomplete.iter().any(|i| matches!(
            i,
            Incomplete::CounterAbstraction {
                bound: 1,
                threads: 3,
                ..
            }
        )),
        "{:?}",
        r.incomplete
    );
}

/// The same verdicts with two workers and with hash compaction; with two workers the
/// same states too (no emptied place is left below a thread, so where threads came and
/// went is not part of the abstract state).
#[test]
fn two_workers_and_hash_compaction_give_the_same_verdicts() {
    for name in [
        "tas.O2.ll",
        "slots.O2.ll",
        "join_last.O0.ll",
        "tls_lock.O2.ll",
    ] {
        let prog = program(name);
        let one = check(&prog, &options(Some(2), None, 120));
        assert_eq!(one.verdict, Verdict::Holds, "{name}");
        let mut two = options(Some(2), None, 120);
        two.workers = 2;
        let two = check(&prog, &two);
        assert_eq!(two.verdict, Verdict::Holds, "{name}");
        let states = |r: &pancam::check::CheckReport| {
            r.counter
                .as_ref()
                .expect("counter statistics")
                .abstract_states
        };
        assert_eq!(
            states(&one),
            states(&two),
            "{name}: states with two workers"
        );
        let mut hc = options(Some(2), None, 120);
        hc.store = StoreMode::HashCompaction;
        let hc = check(&prog, &hc);
        assert_eq!(hc.verdict, Verdict::Incomplete, "{name}: a lossy store");
        assert!(hc.findings.is_empty(), "{name}: hash compaction");
    }
}

/// What the counter abstraction refuses, with a clear error.
#[test]
fn refusals_are_errors() {
    let prog = program("tas.O2.ll");
    let mut o = options(Some(2), None, 10);
    o.symmetry = false;
    let e = pancam::check::run(&prog, &o).err().expect("refused");
    assert!(e.to_string().contains("--counter-bound"), "{e}");
    let mut o = options(Some(2), None, 10);
    o.context_bound = Some(2);
    assert!(pancam::check::run(&prog, &o).is_err());
    let mut o = options(Some(0), None, 10);
    o.vm.counter_bound = Some(0);
    assert!(pancam::check::run(&prog, &o).is_err());
}

/// Generated programs with 2 to 5 identical workers (the reduction fuzzer's generator,
/// `fuzz_reduction/gen.rs`, forced to that shape; some workers own a stack array they
/// pass to a helper), at -O0 and -O2: with K at least the number of workers the verdict is
/// the concrete one; with K = 1 a proof or a violation is the concrete verdict too.
/// `PANCAM_COUNTER_SEEDS=a..b` runs other seeds (default 0..12).
#[test]
#[cfg_attr(not(has_clang), ignore = "needs clang 14-19 (not found)")]
fn generated_programs_agree_with_the_concrete_search() {
    let seeds = crate::common::seeds_from_env("PANCAM_COUNTER_SEEDS", 0..12);
    let work = crate::common::TempDir::new("pancam-counter-gen").expect("a temporary directory");
    let problems = std::sync::Mutex::new(Vec::new());
    let compared = std::sync::Mutex::new(0usize);
    crate::common::parallel_map(&seeds, crate::common::worker_count(), |&seed| {
        let threads = 2 + (seed % 4) as usize;
        let g = crate::fuzz_reduction::generator::generate_with(seed, Some(threads));
        let dir = work.path().join(format!("s{seed}"));
        std::fs::create_dir_all(&dir).expect("a directory");
        std::fs::write(dir.join("p.c"), &g.source).expect("the program");
        for level in ["O0", "O2"] {
            let ll = format!("p.{level}.ll");
            let (code, _, err) = crate::common::pancam_output(
                &dir,
                &["compile", "p.c", &format!("-{level}"), "-o", &ll],
                Duration::from_secs(120),
            );
            assert_eq!(code, 0, "seed {seed}: the program does not compile: {err}");
            let prog = pancam::load::load_ll(&dir.join(&ll)).expect("the program loads");
            let concrete = check(&prog, &options(None, None, 60));
            if !matches!(concrete.verdict, Verdict::Holds | Verdict::Violated) {
                eprintln!("seed {seed} -{level}: the concrete search is incomplete: skipped");
                continue;
            }
            for k in [1, threads as u32] {
                let Ok(run) = pancam::check::run(&prog, &options(Some(k), None, 60)) else {
                    // Refused (an option the abstraction does not take): no verdict.
                    continue;
                };
                let r = run.report;
                let what = format!(
                    "seed {seed} -{level} ({threads} workers) K={k}: abstract {:?}, concrete {:?}",
                    r.verdict, concrete.verdict
                );
                let mut p = problems.lock().unwrap();
                match r.verdict {
                    Verdict::Holds | Verdict::Violated if r.verdict != concrete.verdict => {
                        p.push(what.clone())
                    }
                    Verdict::Incomplete if k >= threads as u32 && !stopped(&r) => p.push(format!(
                        "{what}: within the bound it is exact: {:?}",
                        r.incomplete
                    )),
                    Verdict::CannotCheck => p.push(what.clone()),
                    _ => {}
                }
                if r.findings.iter().any(|f| f.replay.is_err()) {
                    p.push(format!("{what}: a counterexample does not replay"));
                }
                *compared.lock().unwrap() += 1;
            }
        }
    });
    let problems = problems.into_inner().unwrap();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let compared = compared.into_inner().unwrap();
    eprintln!("{compared} abstract searches compared with the concrete ones");
    assert!(compared > 0, "every program was skipped");
}

/// `pancam svcomp` (the counter abstraction up to K = 2 by default) on tasks in
/// sv-benchmarks' shape that start threads without a bound (`tests/counter/svcomp`): the
/// first search stops at the thread limit, and the abstraction at K = 1 (the lock, its
/// back-off delay a faint register: K = 2 does not end in the time) or K = 2 (two slots:
/// K = 1's abstract counterexample does not replay) proves them; the buggy one is FALSE.
/// With `--counter-bound 1` the slots are UNKNOWN; with `--no-counter` both proofs are.
#[test]
fn svcomp_mode_tries_bounds_up_to_the_one_given() {
    use crate::common::{PANCAM, run_with_timeout};
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/counter/svcomp");
    let tasks: Vec<_> = ["tas-backoff", "slots", "slots-bug"]
        .iter()
        .map(|t| dir.join(format!("{t}.yml")))
        .collect();
    let run = |extra: &[&str]| -> serde_json::Value {
        let mut cmd = std::process::Command::new(PANCAM);
        cmd.arg("svcomp")
            .args(&tasks)
            .args(["--committed-ir", "--json", "-j", "2"])
            .args(extra);
        let r = run_with_timeout(&mut cmd, Duration::from_secs(600)).expect("pancam svcomp");
        serde_json::from_slice(&r.stdout).unwrap_or_else(|e| panic!("{}: {e}", r.describe()))
    };
    let status = |j: &serde_json::Value| -> Vec<(String, String)> {
        let mut v: Vec<(String, String)> = j["runs"]
            .as_array()
            .expect("runs")
            .iter()
            .map(|r| {
                let task = r["task"].as_str().unwrap_or_default();
                let name = Path::new(task)
                    .file_stem()
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                (name, r["status"].as_str().unwrap_or_default().to_string())
            })
            .collect();
        v.sort();
        v
    };
    let pairs = |p: &[(&str, &str)]| -> Vec<(String, String)> {
        p.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    };
    let all = status(&run(&["--max-time", "60"]));
    assert_eq!(
        all,
        pairs(&[
            ("slots", "correct"),
            ("slots-bug", "correct"),
            ("tas-backoff", "correct")
        ])
    );
    let one = status(&run(&["--counter-bound", "1", "--max-time", "20"]));
    assert!(one.contains(&("slots".into(), "unknown".into())), "{one:?}");
    assert!(
        one.contains(&("slots-bug".into(), "correct".into())),
        "{one:?}"
    );
    assert_eq!(
        status(&run(&["--no-counter", "--max-time", "10"])),
        pairs(&[
            ("slots", "unknown"),
            ("slots-bug", "correct"),
            ("tas-backoff", "unknown")
        ])
    );
}
