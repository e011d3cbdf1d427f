//! State storage (issue 10): the shared, copy-on-write state and the tree-compressed store
//! against the plain ones.
//!
//! - Copy-on-write: stepping a state never changes it (its matched bytes are the same before
//!   and after all its moves ran from it) and stepping is a function (the same move twice gives
//!   the same successor), on whole state spaces of programs with several threads.
//! - Parts: `matched_parts` gives exactly `matched`'s bytes, cut at increasing offsets, with
//!   and without context bounding (whose matched bytes carry a suffix).
//! - The tree store against the full store: the same verdict and the same state counts on
//!   the committed programs, with one and two workers, with context bounding and with nested
//!   DFS (LTL), and an honest bytes-per-state figure.
//! - Many workers (3 and 8, on however few cores) store exactly the states one worker stores,
//!   with and without stubborn sets: the tables' lock-free lookups under contention.
//! - Memory pieces: states of a program with a 1 MiB block written a byte per step
//!   (`sparse_state.c`) share all but the pages written.
//! - The memory limit: programs with 16 MiB states (`tests/state_storage/big_state.c`) and
//!   with a thread recursing 20,000 frames deep (`deep_recursion.c`) end with the verdict
//!   "incomplete" at the limit and their statistics, never by the kernel's OOM killer.

use pancam::check::{CheckOptions, LtlOptions};
use pancam::explore::store::Parts;
use pancam::explore::{Step, StoreMode, TransitionSystem};
use pancam::model::por::PorMode;
use pancam::model::{CProgram, ModelOptions};
use pancam::vm::Granularity;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

fn program(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("programs")
        .join(name)
}

const PROGRAMS: [&str; 6] = [
    "peterson.O2.ll",
    "peterson.O0.ll",
    "philosophers3-ordered.O2.ll",
    "philosophers3.O0.ll",
    "ipc-m1.O2.ll",
    "dekker.O2.ll",
];

/// The bytes `key` cut into `parts` stand for: the key's own, with the bytes of each part
/// held by reference put in (if the key left them out), in order.
fn assemble(key: &[u8], parts: &Parts) -> Vec<u8> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut shared = parts.shared.iter().peekable();
    let ends = parts.ends.iter().map(|&e| e as usize).chain([key.len()]);
    for (k, end) in ends.enumerate() {
        let own = &key[start..end];
        start = end;
        match shared.next_if(|(i, _)| *i as usize == k) {
            Some((_, r)) => {
                if parts.by_ref {
                    assert!(own.is_empty(), "part {k} is shared and in the key");
                } else {
                    assert_eq!(own, r.bytes(), "part {k}: the key and its reference differ");
                }
                out.extend_from_slice(r.bytes());
            }
            None => out.extend_from_slice(own),
        }
    }
    assert!(shared.next().is_none(), "a reference past the last part");
    out
}

/// Explores up to `limit` states of `name` depth-first through the model's interface,
/// checking copy-on-write purity and the parts of the matched bytes at every state.
fn walk(name: &str, opts: ModelOptions, limit: usize) -> usize {
    let ll = if Path::new(name).is_absolute() {
        PathBuf::from(name)
    } else {
        program(name)
    };
    let prog = pancam::load::load_ll(&ll).unwrap_or_else(|e| panic!("{}: {e}", ll.display()));
    let sys = CProgram::new(&prog, opts, &[ll.display().to_string()]).expect("model");
    let mut seen: HashSet<Vec<u8>> = HashSet::new();
    let mut stack = vec![sys.initial()];
    let (mut labels, mut aux) = (Vec::new(), Default::default());
    while let Some(s) = stack.pop() {
        let mut whole = Vec::new();
        sys.matched(&s, &mut whole);
        for by_ref in [false, true] {
            let mut parts = Parts {
                by_ref,
                ..Parts::default()
            };
            let mut bytes = Vec::new();
            sys.matched_parts(&s, &mut bytes, &mut parts);
            let ends = &parts.ends;
            assert!(
                ends.windows(2).all(|w| w[0] <= w[1])
                    && ends.last().is_none_or(|&e| e as usize <= bytes.len()),
                "{name}: parts {ends:?} of {} bytes",
                bytes.len()
            );
            assert_eq!(
                assemble(&bytes, &parts),
                whole,
                "{name}: matched_parts bytes (by reference: {by_ref}) differ from matched"
            );
            if !by_ref {
                assert_eq!(bytes, whole, "{name}: a whole key is matched's bytes");
            }
        }
        if !seen.insert(whole.clone()) || seen.len() > limit {
            continue;
        }
        labels.clear();
        sys.transitions(&s, &mut labels, &mut aux);
        for l in &labels {
            let a = sys.step(&s, l, &aux);
            let b = sys.step(&s, l, &aux);
            if let (Step::Next(a), Step::Next(b)) = (&a, &b) {
                let (mut ka, mut kb) = (Vec::new(), Vec::new());
                sys.matched(a, &mut ka);
                sys.matched(b, &mut kb);
                assert_eq!(ka, kb, "{name}: the same move twice gave different states");
            }
            let mut after = Vec::new();
            sys.matched(&s, &mut after);
            assert_eq!(
                after, whole,
                "{name}: stepping {l:?} changed the state it left"
            );
            if let Step::Next(n) = a {
                stack.push(n);
            }
            if let Step::Next(n) = b {
                sys.recycle(n);
            }
        }
    }
    seen.len()
}

/// A program of `tests/check/` whose thread recurses 30 frames deep: its outer frames are
/// frozen into shared segments, which keys hold by reference.
fn deep_stack(bug: bool) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/check")
        .join(if bug {
            "deep_stack_bug.O0.ll"
        } else {
            "deep_stack.O0.ll"
        })
        .display()
        .to_string()
}

#[test]
fn stepping_shares_but_never_changes_the_parent() {
    let paged = paged("paged_state.O1.ll");
    let deep = deep_stack(false);
    for name in PROGRAMS.into_iter().chain([paged.as_str(), deep.as_str()]) {
        for g in [Granularity::Superstep, Granularity::Instruction] {
            let n = walk(
                name,
                ModelOptions {
                    granularity: g,
                    ..ModelOptions::default()
                },
                3000,
            );
            assert!(n > 10, "{name}: only {n} states");
        }
    }
}

#[test]
fn parts_agree_with_matched_under_context_bounding() {
    for name in PROGRAMS {
        walk(
            name,
            ModelOptions {
                context_bound: Some(1),
                ..ModelOptions::default()
            },
            2000,
        );
    }
}

fn check(name: &str, opts: &CheckOptions) -> pancam::check::CheckReport {
    let ll = if Path::new(name).is_absolute() {
        PathBuf::from(name)
    } else {
        program(name)
    };
    let prog = pancam::load::load_ll(&ll).unwrap_or_else(|e| panic!("{}: {e}", ll.display()));
    pancam::check::run(&prog, opts)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .report
}

/// A program of `tests/state_storage/`, as an absolute path.
fn paged(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/state_storage")
        .join(name)
        .display()
        .to_string()
}

/// The tree store finds the same states as the full store (also on `paged_state.c`, whose
/// pages the tree store takes by reference, and on `deep_stack.c`, whose frozen stack
/// segments it takes by reference).
#[test]
fn tree_store_matches_full_store() {
    let variants: Vec<(&str, CheckOptions)> = vec![
        ("default", CheckOptions::default()),
        (
            "two workers",
            CheckOptions {
                workers: 2,
                ..CheckOptions::default()
            },
        ),
        (
            "context bound 1",
            CheckOptions {
                context_bound: Some(1),
                ..CheckOptions::default()
            },
        ),
        (
            "instruction",
            CheckOptions {
                granularity: Granularity::Instruction,
                ..CheckOptions::default()
            },
        ),
    ];
    let paged = [
        paged("paged_state.O1.ll"),
        paged("paged_state-bug.O1.ll"),
        deep_stack(false),
        deep_stack(true),
    ];
    let paged: Vec<&str> = paged.iter().map(String::as_str).collect();
    for name in PROGRAMS
        .iter()
        .chain(&["philosophers4-ordered.O2.ll"])
        .chain(&paged)
    {
        for (what, opts) in &variants {
            let tree = check(name, opts);
            let full = check(
                name,
                &CheckOptions {
                    store: StoreMode::Full,
                    ..opts.clone()
                },
            );
            assert_eq!(tree.verdict, full.verdict, "{name} {what}: verdicts differ");
            if opts.workers == 1 {
                // Parallel searches stop at different places when they find a violation.
                assert_eq!(
                    tree.stats.counters.stored, full.stats.counters.stored,
                    "{name} {what}: stored states differ"
                );
                assert_eq!(
                    tree.stats.counters.matched, full.stats.counters.matched,
                    "{name} {what}: matched states differ"
                );
            }
        }
    }
}

/// Many workers on few cores interleave their table lookups, inserts and slot-array
/// doublings in many ways (the tables' lookups take no lock): a search whose verdict holds
/// explores every state, so every worker count must store exactly the states one worker
/// stores, with and without stubborn sets, and under a context bound (where the order of
/// the search decides with which budget a state is met first: the state graph must not
/// depend on it, see `CProgram::transitions`).
#[test]
fn many_workers_store_every_state_once() {
    for (name, bound) in [
        ("ipc-m4.O2.ll", 4),
        ("philosophers5-ordered.O2.ll", 1),
        ("dekker.O2.ll", 2),
    ] {
        let opts = |workers| CheckOptions {
            workers,
            context_bound: Some(bound),
            ..CheckOptions::default()
        };
        let one = check(name, &opts(1));
        for workers in [2, 3, 8] {
            let many = check(name, &opts(workers));
            assert_eq!(
                many.stats.counters.stored, one.stats.counters.stored,
                "{name} --context-bound {bound}, {workers} workers: stored states"
            );
        }
    }
    for (name, por) in [
        ("philosophers6-ordered.O2.ll", PorMode::None),
        ("philosophers7-ordered.O2.ll", PorMode::None),
        ("philosophers7-ordered.O2.ll", PorMode::Stubborn),
        ("philosophers4.O2.ll", PorMode::None),
    ] {
        let opts = |workers| CheckOptions {
            workers,
            por,
            properties: pancam::model::Properties {
                deadlocks: false,
                ..Default::default()
            },
            ..CheckOptions::default()
        };
        let one = check(name, &opts(1));
        assert!(one.stats.counters.stored > 100, "{name}: too small to test");
        for workers in [3, 8] {
            let many = check(name, &opts(workers));
            assert_eq!(
                many.verdict, one.verdict,
                "{name} {por:?} {workers} workers: verdict"
            );
            assert_eq!(
                many.stats.counters.stored, one.stats.counters.stored,
                "{name} {por:?} {workers} workers: stored states"
            );
        }
    }
}

/// Nested DFS marks states in the store with flags: the same search either way.
#[test]
fn tree_store_matches_full_store_under_ltl() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let peterson = root.join("tests/ltl_check/peterson_ltl.O2.ll");
    let props = || {
        vec![
            "want0 = flag0 == 1".to_string(),
            "cs0 = cs0 == 1".to_string(),
        ]
    };
    for (file, fair) in [(&peterson, true), (&peterson, false)] {
        let name = file.to_str().expect("path");
        let opts = CheckOptions {
            ltl: Some(LtlOptions {
                formula: "[] (want0 -> <> cs0)".to_string(),
                props: props(),
                fair,
            }),
            ..CheckOptions::default()
        };
        let tree = check(name, &opts);
        let full = check(
            name,
            &CheckOptions {
                store: StoreMode::Full,
                ..opts.clone()
            },
        );
        assert_eq!(tree.verdict, full.verdict, "{name}: verdicts differ");
        assert_eq!(
            tree.stats.counters.stored, full.stats.counters.stored,
            "{name}: stored states differ"
        );
    }
}

/// The bytes per state reported are what the stored states occupy, not a preallocation.
#[test]
fn bytes_per_state_are_measured() {
    let r = check("philosophers6-ordered.O2.ll", &CheckOptions::default());
    let stored = r.stats.counters.stored;
    let per = r.stats.state_bytes.expect("exact store reports its bytes") as f64 / stored as f64;
    assert!(stored > 1000, "{stored} states");
    assert!(per < 200.0, "{per:.1} bytes per state for {stored} states");
    let full = check(
        "philosophers6-ordered.O2.ll",
        &CheckOptions {
            store: StoreMode::Full,
            ..CheckOptions::default()
        },
    );
    let per_full = full.stats.state_bytes.expect("bytes") as f64 / stored as f64;
    assert!(
        per * 4.0 < per_full,
        "tree {per:.1} vs full {per_full:.1} bytes per state"
    );
}

/// Runs the CLI on a program of `tests/state_storage` and returns (exit code, stdout).
fn cli(file: &str, args: &[&str]) -> (Option<i32>, String) {
    let ll = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/state_storage")
        .join(file);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_pancam"))
        .arg("check")
        .arg(&ll)
        .args(args)
        .output()
        .expect("run pancam");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn large_states_stop_at_the_memory_limit() {
    let (code, out) = cli("big_state.O1.ll", &["--max-memory", "200"]);
    assert_eq!(code, Some(3), "{out}");
    assert!(
        out.contains("stopped at the memory limit (200 MiB"),
        "{out}"
    );
    assert!(out.contains("states, stored"), "statistics expected: {out}");
}

/// A path of `len` states of `tests/state_storage/FILE` from its initial state, taking at
/// each state the move that `pick(path length, moves)` names: the states (a search stack)
/// and each one's matched bytes, taken before its successor was made.
fn path_of(
    file: &str,
    opts: ModelOptions,
    len: usize,
    pick: impl Fn(usize, usize) -> usize,
) -> (usize, Vec<Vec<u8>>) {
    let ll = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/state_storage")
        .join(file);
    let prog = pancam::load::load_ll(&ll).unwrap_or_else(|e| panic!("{}: {e}", ll.display()));
    let sys = CProgram::new(&prog, opts, &[ll.display().to_string()]).expect("model");
    let mut path = vec![sys.initial()];
    let (mut labels, mut aux) = (Vec::new(), Default::default());
    let mut keys = Vec::new();
    while path.len() < len {
        let s = path.last().expect("a state");
        let mut k = Vec::new();
        sys.matched(s, &mut k);
        keys.push(k);
        labels.clear();
        sys.transitions(s, &mut labels, &mut aux);
        let l = labels[pick(path.len(), labels.len())];
        match sys.step(s, &l, &aux) {
            Step::Next(n) => path.push(n),
            _ => panic!("{file}: the path ended at {} states", path.len()),
        }
    }
    let held: usize = path.iter().map(|s| sys.heap_bytes(s)).sum();
    // Every state still reads its own bytes.
    for (s, k) in path.iter().zip(&keys) {
        let mut now = Vec::new();
        sys.matched(s, &mut now);
        assert!(
            now == *k,
            "{file}: a state changed after its successors were made"
        );
    }
    (held, keys)
}

/// States of a program with a 1 MiB block written one byte per step share all but the
/// written page of it: 200 states of one path (a search stack) hold about 1 MiB plus a
/// page and a piece table each, where whole copies would hold 200 MiB; every state still
/// reads its own bytes.
#[test]
fn sparse_states_share_their_pages() {
    let opts = ModelOptions {
        granularity: Granularity::SharedAccess,
        ..ModelOptions::default()
    };
    // Alternate the threads, so that both write the block.
    let (held, _) = path_of("sparse_state.O1.ll", opts, 200, |n, moves| n % moves);
    assert!(
        held < 8 << 20,
        "200 states of 1 MiB hold {:.1} MiB",
        held as f64 / f64::from(1 << 20)
    );
}

#[test]
fn deep_recursion_stops_at_the_memory_limit() {
    // With frozen stack segments the whole search (20,000 frames deep) fits in about
    // 150 MiB; a tighter limit still stops it cleanly.
    let (code, out) = cli("deep_recursion.O0.ll", &["--max-memory", "20"]);
    assert_eq!(code, Some(3), "{out}");
    assert!(out.contains("stopped at the memory limit (20 MiB"), "{out}");
    assert!(out.contains("states, stored"), "statistics expected: {out}");
}

/// The states of a search stack down a deep recursion share the frozen outer frames of the
/// recursing thread ([`pancam::vm::state::Segment`]): 3,000 states of one path (down to
/// about 1,400 frames) hold about 4 KiB each, 12.4 MiB in all, where copies of the whole
/// stack in every state held 1,783 MiB. The states still read their own frames: every
/// state's matched bytes are the same after its successor was made.
#[test]
fn deep_stacks_share_their_frozen_frames() {
    let opts = ModelOptions {
        granularity: Granularity::SharedAccess,
        por: PorMode::None,
        ..ModelOptions::default()
    };
    // The first enabled thread: main, then the recursing thread (main waits for it).
    let (held, keys) = path_of("deep_recursion.O0.ll", opts, 3000, |_, _| 0);
    let last = keys.last().map_or(0, |k| k.len());
    assert!(
        last > 1000 * 40,
        "the path should be deep in the recursion: {last} bytes"
    );
    assert!(
        held < 48 << 20,
        "3,000 states of a deep recursion hold {:.1} MiB",
        held as f64 / f64::from(1 << 20)
    );
}

#[test]
fn memory_limit_defaults_and_overrides() {
    let mut o = CheckOptions::default();
    assert_eq!(
        o.memory_limit(),
        pancam::explore::memory::default_memory_limit(),
        "no --max-memory: the default"
    );
    o.max_memory = Some(123 << 20);
    assert_eq!(o.memory_limit(), Some(123 << 20));
    o.max_memory = Some(usize::MAX);
    assert_eq!(o.memory_limit(), None, "--max-memory 0: none");
    if std::path::Path::new("/proc/meminfo").exists() {
        assert!(
            pancam::explore::memory::default_memory_limit().is_some(),
            "Linux: the default limit is 3/4 of the memory"
        );
    }
}

/// The depth-first stack keeps the state of only every few frames below its top and
/// replays the moves to the others when the search backtracks there (`StackStates`): on C
/// programs the search must be the same as with every state kept (counts, verdict and
/// counterexample; each replayed state checked against the state first reached), under the
/// reductions and bounds that change what a move is, and with workers that donate frames
/// whose states were dropped.
#[test]
fn stack_states_dropped_and_replayed_give_the_same_search() {
    use pancam::explore::StackStates;
    let variants: Vec<(&str, CheckOptions)> = vec![
        ("default", CheckOptions::default()),
        (
            "--por none",
            CheckOptions {
                por: PorMode::None,
                ..CheckOptions::default()
            },
        ),
        (
            "no sleep sets",
            CheckOptions {
                sleep_sets: false,
                ..CheckOptions::default()
            },
        ),
        (
            "context bound 2",
            CheckOptions {
                context_bound: Some(2),
                ..CheckOptions::default()
            },
        ),
        (
            "shared-access",
            CheckOptions {
                granularity: Granularity::SharedAccess,
                ..CheckOptions::default()
            },
        ),
        (
            "all violations",
            CheckOptions {
                max_violations: 0,
                ..CheckOptions::default()
            },
        ),
        (
            "three workers",
            CheckOptions {
                workers: 3,
                ..CheckOptions::default()
            },
        ),
    ];
    let extra = [deep_stack(false), deep_stack(true)];
    let names: Vec<&str> = PROGRAMS
        .iter()
        .copied()
        .chain([
            "philosophers4-ordered.O2.ll",
            "philosophers4.O2.ll",
            "bakery2-bug.O2.ll",
            "ipc-m2-bug.O2.ll",
            "peterson-atomic-bug.O2.ll",
        ])
        .chain(extra.iter().map(String::as_str))
        .collect();
    let mut replayed = 0;
    for name in names {
        for (what, opts) in &variants {
            let all = check(
                name,
                &CheckOptions {
                    stack: StackStates {
                        every: 1,
                        ..StackStates::default()
                    },
                    ..opts.clone()
                },
            );
            let some = check(
                name,
                &CheckOptions {
                    stack: StackStates {
                        every: 3,
                        window: 0,
                        verify: true,
                    },
                    ..opts.clone()
                },
            );
            let how = format!("{name} {what}");
            assert_eq!(some.verdict, all.verdict, "{how}: verdicts differ");
            let (a, b) = (&some.stats.counters, &all.stats.counters);
            if opts.workers == 1 {
                assert_eq!(
                    (a.stored, a.matched, a.transitions, a.slept, a.revisited),
                    (b.stored, b.matched, b.transitions, b.slept, b.revisited),
                    "{how}: counts differ"
                );
                let moves = |r: &pancam::check::CheckReport| {
                    r.findings
                        .iter()
                        .map(|f| (f.cx.path.clone(), f.replay.clone()))
                        .collect::<Vec<_>>()
                };
                assert_eq!(moves(&some), moves(&all), "{how}: counterexamples differ");
                replayed += a.replayed;
            } else if all.verdict == pancam::check::Verdict::Holds {
                assert_eq!(a.stored, b.stored, "{how}: stored states differ");
            }
        }
    }
    assert!(replayed > 1000, "only {replayed} states were replayed");
}

/// A deep stubborn-set search (7 philosophers: a stack 2,089 frames deep for 3,835 states)
/// holds a fraction of its frames' states: its peak stack estimate is well below the one
/// with every state kept (3.9 MiB against 0.9 MiB when measured), and the search is the
/// same.
#[test]
fn deep_stacks_keep_a_fraction_of_their_states() {
    use pancam::explore::StackStates;
    let run = |every| {
        check(
            "philosophers7-ordered.O2.ll",
            &CheckOptions {
                stack: StackStates {
                    every,
                    ..StackStates::default()
                },
                ..CheckOptions::default()
            },
        )
    };
    let all = run(1);
    let some = run(StackStates::default().every);
    assert!(all.stats.max_depth > 1000, "depth {}", all.stats.max_depth);
    assert_eq!(some.stats.counters.stored, all.stats.counters.stored);
    assert_eq!(
        some.stats.counters.transitions,
        all.stats.counters.transitions
    );
    assert!(
        some.stats.stack_bytes * 3 < all.stats.stack_bytes,
        "peak stack {} bytes against {} with every state kept",
        some.stats.stack_bytes,
        all.stats.stack_bytes
    );
}
