//! Parallel search: the same state and transition counts as the sequential search (exact store),
//! the same verdicts, and counterexamples that replay; so does a diversified search (a
//! swarm run's shuffled move order).

use crate::common;

use common::explore::config;
use pancam::explore::toys::*;
use pancam::explore::{Cause, SearchConfig, StoreMode, TransitionSystem, Verdict, replay, search};

fn same_counts<T: TransitionSystem + Sync>(sys: &T, mode: StoreMode) {
    let seq = search(sys, &config(mode, 1));
    // Parallel searches, and diversified ones (`seed`: shuffled moves, as a swarm's runs
    // search) with one worker and with two.
    let runs = [2, 3, 4]
        .map(|w| (0u64, w))
        .into_iter()
        .chain([(1, 1), (99, 1), (5, 2)]);
    for (seed, workers) in runs {
        let cfg = SearchConfig {
            seed,
            ..config(mode, workers)
        };
        let other = search(sys, &cfg);
        let (a, b) = (seq.stats.counters, other.stats.counters);
        assert_eq!(
            (a.stored, a.transitions, a.matched, a.pruned),
            (b.stored, b.transitions, b.matched, b.pruned),
            "seed {seed}, {workers} workers, {mode:?}"
        );
        assert_eq!(other.verdict, seq.verdict);
        assert_eq!(other.counterexamples.len(), seq.counterexamples.len());
        assert_eq!(other.stats.workers, workers);
        for cx in &other.counterexamples {
            replay(sys, cx).expect("the counterexample replays");
        }
    }
}

#[test]
fn counters_same_counts() {
    same_counts(&ModCounters { n: 4, bits: 4 }, StoreMode::Exact);
    same_counts(&ModCounters { n: 4, bits: 4 }, StoreMode::HashCompaction);
}

#[test]
fn grid_and_tree_same_counts() {
    same_counts(
        &Grid {
            width: 120,
            height: 90,
        },
        StoreMode::Exact,
    );
    same_counts(
        &Tree {
            depth: 7,
            width: 4,
            prune_last: true,
        },
        StoreMode::Exact,
    );
}

#[test]
fn interleavings_same_counts_and_violations() {
    // Every lost-update end state is reported once, whichever worker stores it.
    same_counts(
        &LostUpdate {
            procs: 3,
            rounds: 2,
        },
        StoreMode::Exact,
    );
    same_counts(
        &Philosophers {
            n: 5,
            ordered: true,
        },
        StoreMode::Exact,
    );
}

#[test]
fn parallel_finds_violations_with_valid_paths() {
    let cfg = SearchConfig {
        workers: 3,
        ..SearchConfig::default()
    };
    let lock = SpinLock {
        procs: 3,
        buggy: true,
    };
    let out = search(&lock, &cfg);
    assert_eq!(out.verdict, Verdict::Violated);
    let r = replay(&lock, &out.counterexamples[0]).expect("replays");
    assert_eq!(r.violation, Some("mutual exclusion"));
    let phil = Philosophers {
        n: 5,
        ordered: false,
    };
    let out = search(&phil, &cfg);
    assert!(matches!(
        out.counterexamples[0].cause,
        Cause::Terminal("deadlock")
    ));
    assert_eq!(
        replay(&phil, &out.counterexamples[0]).map(|r| r.state),
        Ok(vec![1; 5])
    );
    let ok = SpinLock {
        procs: 3,
        buggy: false,
    };
    assert_eq!(search(&ok, &cfg).verdict, Verdict::Holds);
}

#[test]
fn parallel_budget_rule_still_finds_the_violation() {
    let sys = Budgeted {
        report_budget: true,
    };
    let out = search(
        &sys,
        &SearchConfig {
            workers: 2,
            ..SearchConfig::default()
        },
    );
    assert_eq!(out.verdict, Verdict::Violated);
    replay(&sys, &out.counterexamples[0]).expect("replays");
}

#[test]
fn parallel_depth_limit() {
    let sys = Grid {
        width: 50,
        height: 50,
    };
    let cfg = SearchConfig {
        workers: 2,
        max_depth: Some(20),
        ..SearchConfig::default()
    };
    let out = search(&sys, &cfg);
    // Cells with x + y ≤ 20.
    assert_eq!(out.stats.counters.stored, 21 * 22 / 2);
    assert!(out.depth_truncated);
    assert_eq!(out.verdict, Verdict::Incomplete);
}
