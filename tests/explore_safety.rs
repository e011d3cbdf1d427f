//! Safety search on toy systems: exact counts, counterexamples and replay, depth/time/memory
//! limits, cancellation, and the context-bounding budget rule.

use crate::common;

use common::explore::{MODES, config, reference};
use pancam::explore::toys::*;
use pancam::explore::{
    Cause, Counterexample, Part, ReplayErrorKind, SearchConfig, Stop, StoreMode, TransitionSystem,
    Verdict, replay, search,
};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[test]
fn mod_counters_exact_counts() {
    let sys = ModCounters { n: 3, bits: 3 };
    let out = search(&sys, &SearchConfig::default());
    assert_eq!(out.verdict, Verdict::Holds);
    assert!(out.complete());
    let c = out.stats.counters;
    assert_eq!(c.stored, 512);
    assert_eq!(c.transitions, 3 * 512);
    // Every transition either stores a new state or matches an old one.
    assert_eq!(c.matched, c.transitions - (c.stored - 1));
}

#[test]
fn grid_counts_and_depth() {
    let sys = Grid {
        width: 7,
        height: 5,
    };
    let out = search(&sys, &SearchConfig::default());
    assert_eq!(out.stats.counters.stored, 35);
    assert_eq!(out.stats.counters.transitions, 6 * 5 + 7 * 4);
    assert_eq!(out.stats.max_depth, 6 + 4);
    assert_eq!(out.verdict, Verdict::Holds);
}

#[test]
fn tree_with_pruned_choices() {
    let sys = Tree {
        depth: 4,
        width: 3,
        prune_last: true,
    };
    let out = search(&sys, &SearchConfig::default());
    let c = out.stats.counters;
    assert_eq!(c.stored, 1 + 2 + 4 + 8 + 16);
    assert_eq!(c.transitions, 3 * (1 + 2 + 4 + 8));
    assert_eq!(c.pruned, 1 + 2 + 4 + 8);
    assert_eq!(out.verdict, Verdict::Holds);
}

#[test]
fn counts_match_reference_in_every_mode() {
    let lost = LostUpdate {
        procs: 3,
        rounds: 2,
    };
    let lock = SpinLock {
        procs: 3,
        buggy: false,
    };
    let phil = Philosophers {
        n: 4,
        ordered: true,
    };
    for mode in MODES {
        let r = reference(&lost, true);
        let out = search(&lost, &config(mode, 1));
        assert_eq!(out.stats.counters.stored, r.states, "{mode:?}");
        assert_eq!(out.stats.counters.transitions, r.transitions, "{mode:?}");
        assert_eq!(out.counterexamples.len() as u64, r.violations, "{mode:?}");
        let r = reference(&lock, true);
        let out = search(&lock, &config(mode, 1));
        assert_eq!(
            (out.stats.counters.stored, out.stats.counters.transitions),
            (r.states, r.transitions)
        );
        assert_eq!(out.verdict, Verdict::Holds);
        let r = reference(&phil, true);
        let out = search(&phil, &config(mode, 1));
        assert_eq!(out.stats.counters.stored, r.states);
        assert_eq!(out.verdict, Verdict::Holds);
    }
}

#[test]
fn long_chain_does_not_overflow_the_stack() {
    let sys = Chain {
        len: 1_000_000,
        bad: None,
    };
    let cfg = SearchConfig {
        store: StoreMode::HashCompaction,
        expected_states: 1 << 20,
        ..SearchConfig::default()
    };
    let out = search(&sys, &cfg);
    assert_eq!(out.stats.counters.stored, 1_000_000);
    assert_eq!(out.stats.counters.transitions, 999_999);
    assert_eq!(out.stats.max_depth, 999_999);
    assert_eq!(out.verdict, Verdict::Holds);
}

#[test]
fn deep_violation_has_full_path() {
    let sys = Chain {
        len: 200_000,
        bad: Some(150_000),
    };
    let out = search(&sys, &SearchConfig::default());
    assert_eq!(out.verdict, Verdict::Violated);
    let cx = &out.counterexamples[0];
    assert_eq!(cx.path.len(), 150_000);
    assert_eq!(replay(&sys, cx).map(|r| r.state), Ok(150_000));
}

#[test]
fn violation_in_initial_state() {
    let sys = Chain {
        len: 5,
        bad: Some(0),
    };
    let out = search(&sys, &SearchConfig::default());
    assert_eq!(out.verdict, Verdict::Violated);
    assert!(out.counterexamples[0].path.is_empty());
    assert_eq!(out.stop, Some(Stop::ViolationLimit));
    assert!(replay(&sys, &out.counterexamples[0]).is_ok());
}

#[test]
fn assertion_during_a_move_is_replayed() {
    let sys = SpinLock {
        procs: 2,
        buggy: true,
    };
    let out = search(&sys, &SearchConfig::default());
    assert_eq!(out.verdict, Verdict::Violated);
    assert_eq!(out.stop, Some(Stop::ViolationLimit));
    let cx = &out.counterexamples[0];
    assert!(matches!(cx.cause, Cause::Step("mutual exclusion")));
    let r = replay(&sys, cx).expect("replays");
    assert_eq!(r.violation, Some("mutual exclusion"));
    assert_eq!(r.state.1, 2);
    // The first violation in the sequential DFS order is deterministic: both processes test
    // the lock free, 0 takes it, enters, 1 takes it too, 0 leaves and comes back (the lock
    // looks free again), 1 enters, 0 enters.
    assert_eq!(cx.path, vec![0, 1, 0, 0, 1, 0, 0, 0, 1, 0]);
}

#[test]
fn all_violations_are_valid_paths() {
    let sys = LostUpdate {
        procs: 2,
        rounds: 2,
    };
    let out = search(&sys, &config(StoreMode::Exact, 1));
    assert_eq!(out.verdict, Verdict::Violated);
    assert_eq!(
        out.counterexamples.len() as u64,
        reference(&sys, true).violations
    );
    assert!(out.counterexamples.len() > 1);
    for cx in &out.counterexamples {
        let r = replay(&sys, cx).expect("replays");
        assert_eq!(r.violation, Some("lost update"));
    }
}

#[test]
fn deadlock_is_a_terminal_violation() {
    let sys = Philosophers {
        n: 3,
        ordered: false,
    };
    let out = search(&sys, &SearchConfig::default());
    assert_eq!(out.verdict, Verdict::Violated);
    let cx = &out.counterexamples[0];
    assert!(matches!(cx.cause, Cause::Terminal("deadlock")));
    let r = replay(&sys, cx).expect("replays");
    assert_eq!(r.state, vec![1, 1, 1]);
    let states = pancam::explore::states_along(&sys, &cx.path).expect("replays");
    assert_eq!(states.len(), cx.path.len() + 1);
    assert_eq!(states[0], vec![0, 0, 0]);
    assert_eq!(states.last(), Some(&vec![1, 1, 1]));
    let quiet = SearchConfig {
        deadlocks: false,
        ..SearchConfig::default()
    };
    assert_eq!(search(&sys, &quiet).verdict, Verdict::Holds);
}

#[test]
fn depth_limit_cuts_and_marks_incomplete() {
    let sys = Chain {
        len: 100,
        bad: None,
    };
    let cfg = SearchConfig {
        max_depth: Some(10),
        ..SearchConfig::default()
    };
    let out = search(&sys, &cfg);
    assert_eq!(out.stats.counters.stored, 11);
    assert_eq!(out.stats.max_depth, 10);
    assert!(out.depth_truncated);
    assert!(!out.complete());
    assert_eq!(out.verdict, Verdict::Incomplete);
    // A violation beyond the limit is not found; one within it is.
    let bad = Chain {
        len: 100,
        bad: Some(50),
    };
    assert_eq!(search(&bad, &cfg).verdict, Verdict::Incomplete);
    let cfg60 = SearchConfig {
        max_depth: Some(60),
        ..SearchConfig::default()
    };
    assert_eq!(search(&bad, &cfg60).verdict, Verdict::Violated);
    // A limit at the last state cuts nothing: the search is complete.
    let exact = SearchConfig {
        max_depth: Some(99),
        ..SearchConfig::default()
    };
    let out = search(&sys, &exact);
    assert!(out.complete());
    assert_eq!(out.verdict, Verdict::Holds);
}

fn huge() -> ModCounters {
    ModCounters { n: 4, bits: 10 }
}

#[test]
fn time_limit_stops_cleanly() {
    for workers in [1, 2] {
        let cfg = SearchConfig {
            max_time: Some(Duration::from_millis(50)),
            workers,
            store: StoreMode::HashCompaction,
            ..SearchConfig::default()
        };
        let t = Instant::now();
        let out = search(&huge(), &cfg);
        assert!(t.elapsed() < Duration::from_secs(5));
        assert_eq!(out.stop, Some(Stop::Time));
        assert_eq!(out.verdict, Verdict::Incomplete);
        assert!(out.stats.counters.stored > 100);
        assert!(out.stats.elapsed >= Duration::from_millis(50));
    }
}

#[test]
fn memory_limit_stops_cleanly() {
    let cfg = SearchConfig {
        max_memory: Some(4 << 20),
        ..SearchConfig::default()
    };
    let out = search(&huge(), &cfg);
    assert_eq!(out.stop, Some(Stop::Memory));
    assert_eq!(out.verdict, Verdict::Incomplete);
    assert!(out.stats.visited_bytes > 0);
    assert!(out.stats.visited_bytes < 16 << 20);
}

#[test]
fn cancellation_and_live_progress() {
    let cfg = SearchConfig {
        store: StoreMode::HashCompaction,
        workers: 2,
        ..SearchConfig::default()
    };
    let monitor = Arc::clone(&cfg.monitor);
    let out = std::thread::scope(|s| {
        let h = s.spawn(|| search(&huge(), &cfg));
        let mut seen = 0;
        let t = Instant::now();
        while seen == 0 && t.elapsed() < Duration::from_secs(5) {
            std::thread::sleep(Duration::from_millis(5));
            seen = monitor.snapshot().stored;
        }
        assert!(seen > 0, "progress is visible while the search runs");
        monitor.cancel();
        h.join().expect("search thread")
    });
    assert_eq!(out.stop, Some(Stop::Cancelled));
    assert_eq!(out.verdict, Verdict::Incomplete);
}

#[test]
fn budget_rule_reexplores_states_reached_with_more_budget() {
    let ours = Budgeted {
        report_budget: true,
    };
    for mode in MODES {
        let out = search(
            &ours,
            &SearchConfig {
                store: mode,
                ..SearchConfig::default()
            },
        );
        assert_eq!(out.verdict, Verdict::Violated, "{mode:?}");
        let cx = &out.counterexamples[0];
        assert_eq!(
            cx.path,
            vec![BudgetMove::Walk, BudgetMove::Go, BudgetMove::Spend]
        );
        assert!(replay(&ours, cx).is_ok());
    }
    let out = search(&ours, &SearchConfig::default());
    assert_eq!(out.stats.counters.revisited, 1);
    // pancam's original rule (budget tracked but not matched) misses the violation.
    let naive = Budgeted {
        report_budget: false,
    };
    let out = search(&naive, &SearchConfig::default());
    assert_eq!(out.verdict, Verdict::Holds);
    assert_eq!(out.stats.counters.matched, 1);
}

#[test]
fn replay_reports_divergence_loudly() {
    let sys = Philosophers {
        n: 3,
        ordered: false,
    };
    let out = search(&sys, &SearchConfig::default());
    let good = out.counterexamples[0].clone();
    // Philosopher 0 cannot take fork 1 while philosopher 1 holds it.
    let bad: Counterexample<u8, &str> = Counterexample {
        path: vec![1, 0, 0],
        ..good.clone()
    };
    let err = replay(&sys, &bad).expect_err("diverges");
    assert_eq!(err.part, Part::Path);
    assert_eq!(err.step, 2);
    assert!(matches!(err.kind, ReplayErrorKind::NotEnabled { .. }));
    let msg = err.to_string();
    assert!(msg.contains("move 3 of the path"), "{msg}");
    // A prefix of the deadlock path does not end in a deadlock.
    let short = Counterexample {
        path: good.path[..1].to_vec(),
        ..good.clone()
    };
    let err = replay(&sys, &short).expect_err("no deadlock");
    assert_eq!(err.kind, ReplayErrorKind::NoViolation);
    // A step violation that does not happen.
    let step = Counterexample {
        cause: Cause::Step("x"),
        ..good
    };
    assert_eq!(
        replay(&sys, &step).expect_err("no violation").kind,
        ReplayErrorKind::NoViolation
    );
}

#[test]
fn reports_read_like_spin() {
    let sys = Grid {
        width: 3,
        height: 3,
    };
    let out = search(&sys, &SearchConfig::default());
    let text = out.to_string();
    for needle in [
        "errors: 0",
        "9 states, stored",
        "4 states, matched",
        "12 transitions",
        "max depth reached 4",
    ] {
        assert!(text.contains(needle), "missing {needle:?} in\n{text}");
    }
    let mut buf = Vec::new();
    sys.matched(&(1, 2), &mut buf);
    assert_eq!(buf.len(), 8);
}

/// A grid whose successors are precomputed by `transitions` into the frame's `Aux` (as the
/// superstep reduction will keep access tables there); `step` only reads them back.
struct AuxGrid {
    side: u32,
    bad: (u32, u32),
}

impl TransitionSystem for AuxGrid {
    type State = (u32, u32);
    type Label = u8;
    type Violation = &'static str;
    type Aux = Vec<(u32, u32)>;

    fn initial(&self) -> (u32, u32) {
        (0, 0)
    }

    fn transitions(&self, s: &(u32, u32), out: &mut Vec<u8>, aux: &mut Vec<(u32, u32)>) {
        aux.clear();
        if s.0 + 1 < self.side {
            aux.push((s.0 + 1, s.1));
        }
        if s.1 + 1 < self.side {
            aux.push((s.0, s.1 + 1));
        }
        out.extend(0..aux.len() as u8);
    }

    fn step(
        &self,
        _s: &(u32, u32),
        l: &u8,
        aux: &Vec<(u32, u32)>,
    ) -> pancam::explore::Step<(u32, u32), &'static str> {
        pancam::explore::Step::Next(aux[usize::from(*l)])
    }

    fn matched(&self, s: &(u32, u32), buf: &mut Vec<u8>) {
        buf.extend_from_slice(&s.0.to_le_bytes());
        buf.extend_from_slice(&s.1.to_le_bytes());
    }

    fn check(&self, s: &(u32, u32)) -> Option<&'static str> {
        (*s == self.bad).then_some("bad cell")
    }
}

#[test]
fn aux_data_travels_from_transitions_to_step() {
    let sys = AuxGrid {
        side: 30,
        bad: (99, 99),
    };
    for workers in [1, 2] {
        let out = search(&sys, &config(StoreMode::Exact, workers));
        assert_eq!(out.stats.counters.stored, 900);
        assert_eq!(out.stats.counters.transitions, 2 * 29 * 30);
    }
    let bad = AuxGrid {
        side: 30,
        bad: (7, 3),
    };
    let out = search(&bad, &SearchConfig::default());
    let r = replay(&bad, &out.counterexamples[0]).expect("replays");
    assert_eq!(r.state, (7, 3));
    assert_eq!(
        pancam::explore::nested_dfs(&bad, &SearchConfig::default()).verdict,
        Verdict::Violated
    );
}

/// The search of `sys` with the stack keeping every state, and with it dropping states and
/// replaying them (`StackStates`, replays checked against the first state), must be the same
/// search: the same counts, verdict and counterexamples (sequentially, in the same order);
/// with 3 workers the same verdict, and the same stored states when it holds. Returns the
/// states replayed with the smallest window.
fn same_search_with_replayed_stack<T: TransitionSystem + Sync>(what: &str, sys: &T) -> u64 {
    use pancam::explore::StackStates;
    let with = |stack: StackStates, workers: usize| {
        search(
            sys,
            &SearchConfig {
                stack,
                ..config(StoreMode::Exact, workers)
            },
        )
    };
    let all = StackStates {
        every: 1,
        ..StackStates::default()
    };
    let base = with(all, 1);
    let base3 = with(all, 3);
    let mut replayed = 0;
    for (every, window) in [(2, 0), (3, 1), (5, 2), (64, 64)] {
        let stack = StackStates {
            every,
            window,
            verify: true,
        };
        let out = with(stack, 1);
        let (a, b) = (out.stats.counters, base.stats.counters);
        let how = format!("{what}, every {every}, window {window}");
        assert_eq!(
            (a.stored, a.matched, a.transitions, a.revisited, a.pruned),
            (b.stored, b.matched, b.transitions, b.revisited, b.pruned),
            "{how}: counts differ"
        );
        assert_eq!(out.verdict, base.verdict, "{how}");
        assert_eq!(out.stats.max_depth, base.stats.max_depth, "{how}");
        let paths = |o: &pancam::explore::Outcome<T::Label, T::Violation>| {
            o.counterexamples
                .iter()
                .map(|c| c.path.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(paths(&out), paths(&base), "{how}: counterexamples differ");
        if window == 0 {
            replayed = a.replayed;
        }
        // Donations take states from frames that dropped theirs.
        let out3 = with(stack, 3);
        assert_eq!(out3.verdict, base3.verdict, "{how}, 3 workers");
        if out3.verdict == Verdict::Holds {
            assert_eq!(
                out3.stats.counters.stored, base.stats.counters.stored,
                "{how}, 3 workers"
            );
        }
    }
    replayed
}

#[test]
fn stack_states_dropped_and_replayed_give_the_same_search() {
    // Systems whose frames have moves left below the top: their states are replayed.
    let replayed = same_search_with_replayed_stack(
        "lost update",
        &LostUpdate {
            procs: 3,
            rounds: 2,
        },
    );
    assert!(replayed > 0);
    same_search_with_replayed_stack(
        "spin lock",
        &SpinLock {
            procs: 3,
            buggy: false,
        },
    );
    same_search_with_replayed_stack(
        "buggy spin lock",
        &SpinLock {
            procs: 3,
            buggy: true,
        },
    );
    let replayed = same_search_with_replayed_stack(
        "philosophers",
        &Philosophers {
            n: 4,
            ordered: false,
        },
    );
    assert!(replayed > 0);
    same_search_with_replayed_stack(
        "grid",
        &Grid {
            width: 9,
            height: 7,
        },
    );
    same_search_with_replayed_stack(
        "tree",
        &Tree {
            depth: 6,
            width: 3,
            prune_last: true,
        },
    );
    same_search_with_replayed_stack(
        "chain",
        &Chain {
            len: 5_000,
            bad: Some(4_000),
        },
    );
    same_search_with_replayed_stack(
        "budget",
        &Budgeted {
            report_budget: true,
        },
    );
    same_search_with_replayed_stack(
        "aux grid",
        &AuxGrid {
            side: 12,
            bad: (11, 4),
        },
    );
}
