//! The distributed search ([`pancam::explore::distributed`]) on ranks that are threads of
//! this process (`LocalTransport`): the same stored-state and transition counts as the
//! single-process search with the exact store, whatever the number of ranks (also more
//! ranks than states), the same verdicts, counterexamples that replay and that can be found
//! by any rank. The MPI transport runs the same code under `mpirun` (`tests/mpi.rs`).

use crate::common;

use common::explore::{Reference, reference};
use pancam::explore::distributed::{DistStats, StateCodec, distributed_local, owner};
use pancam::explore::toys::*;
use pancam::explore::{Cause, Outcome, SearchConfig, StoreMode, Verdict, replay, search};

/// (ranks, search threads per rank).
const SHAPES: [(usize, usize); 9] = [
    (1, 1),
    (2, 1),
    (3, 1),
    (4, 1),
    (7, 1),
    (1, 2),
    (1, 4),
    (2, 3),
    (3, 2),
];

fn dist<T: StateCodec + Clone + Sync>(
    sys: &T,
    cfg: &SearchConfig,
    ranks: usize,
) -> (Outcome<T::Label, T::Violation>, DistStats) {
    distributed_local(|| sys.clone(), cfg, ranks)
}

/// `dist` with `workers` search threads in each rank.
fn dist_w<T: StateCodec + Clone + Sync>(
    sys: &T,
    cfg: &SearchConfig,
    ranks: usize,
    workers: usize,
) -> (Outcome<T::Label, T::Violation>, DistStats) {
    let cfg = SearchConfig {
        workers,
        ..cfg.clone()
    };
    distributed_local(|| sys.clone(), &cfg, ranks)
}

/// Same counts as the sequential search and as the reference BFS, for every rank count.
fn same_counts<T: StateCodec + Clone + Sync>(sys: &T) {
    let cfg = SearchConfig::default();
    let seq = search(sys, &cfg);
    assert_eq!(seq.verdict, Verdict::Holds);
    let r = reference(sys, true);
    for (ranks, workers) in SHAPES {
        let (out, st) = dist_w(sys, &cfg, ranks, workers);
        let c = out.stats.counters;
        let want = seq.stats.counters;
        assert_eq!(out.verdict, Verdict::Holds, "{ranks} ranks × {workers}");
        assert_eq!(
            (c.stored, c.transitions, c.matched, c.pruned),
            (want.stored, want.transitions, want.matched, want.pruned),
            "{ranks} ranks × {workers}"
        );
        assert_eq!(
            Reference {
                states: c.stored,
                transitions: c.transitions,
                pruned: c.pruned,
                violations: 0
            },
            r
        );
        assert_eq!(st.ranks, ranks);
        assert!(st.per_rank.iter().all(|p| p.workers == workers as u64));
        assert_eq!(st.per_rank.iter().map(|p| p.stored).sum::<u64>(), c.stored);
        assert_eq!(out.stats.worker_states.len(), ranks);
        // Every state another rank owns was sent once per move that reached it.
        let received: u64 = st.per_rank.iter().map(|p| p.states_received).sum();
        assert_eq!(received, st.states_sent);
        if ranks == 1 {
            assert_eq!(st.states_sent, 0);
        } else if c.stored > 1000 {
            // Hashing spreads the states: no rank holds more than twice its share.
            assert!(st.imbalance() < 2.0, "imbalance {}", st.imbalance());
            assert!(st.states_sent > 0 && st.bytes_sent > 0);
        }
    }
}

#[test]
fn toys_same_counts_as_the_single_process_search() {
    same_counts(&ModCounters { n: 4, bits: 3 });
    same_counts(&Grid {
        width: 60,
        height: 45,
    });
    same_counts(&Tree {
        depth: 6,
        width: 4,
        prune_last: true,
    });
    same_counts(&Philosophers {
        n: 6,
        ordered: true,
    });
    same_counts(&SpinLock {
        procs: 3,
        buggy: false,
    });
}

#[test]
fn more_ranks_than_states_terminates() {
    let sys = Chain { len: 3, bad: None };
    for ranks in [5, 8, 16] {
        let (out, st) = dist(&sys, &SearchConfig::default(), ranks);
        assert_eq!(out.verdict, Verdict::Holds);
        assert_eq!(out.stats.counters.stored, 3);
        assert!(st.per_rank.iter().filter(|p| p.stored == 0).count() >= ranks - 3);
    }
}

/// Violations of every kind are found on any number of ranks, and their counterexamples
/// (rebuilt across ranks) replay to the same violation.
#[test]
fn violations_found_and_replayed() {
    let cfg = SearchConfig::default();
    for (ranks, workers) in SHAPES {
        let lock = SpinLock {
            procs: 3,
            buggy: true,
        };
        let (out, _) = dist_w(&lock, &cfg, ranks, workers);
        assert_eq!(out.verdict, Verdict::Violated, "{ranks} ranks × {workers}");
        assert!(matches!(out.counterexamples[0].cause, Cause::Step(_)));
        let r = replay(&lock, &out.counterexamples[0]).expect("replays");
        assert_eq!(r.violation, Some("mutual exclusion"));

        let phil = Philosophers {
            n: 5,
            ordered: false,
        };
        let (out, _) = dist_w(&phil, &cfg, ranks, workers);
        assert!(matches!(
            out.counterexamples[0].cause,
            Cause::Terminal("deadlock")
        ));
        assert_eq!(
            replay(&phil, &out.counterexamples[0]).map(|r| r.state),
            Ok(vec![1; 5])
        );

        let lost = LostUpdate {
            procs: 3,
            rounds: 2,
        };
        let (out, _) = dist_w(&lost, &cfg, ranks, workers);
        assert!(matches!(
            out.counterexamples[0].cause,
            Cause::State("lost update")
        ));
        replay(&lost, &out.counterexamples[0]).expect("replays");

        // The budget rule: the state first met without budget is explored again.
        let b = Budgeted {
            report_budget: true,
        };
        let (out, _) = dist_w(&b, &cfg, ranks, workers);
        assert_eq!(out.verdict, Verdict::Violated, "{ranks} ranks");
        replay(&b, &out.counterexamples[0]).expect("replays");
    }
}

/// A violation in a state owned by a rank other than 0 is found by that rank, and its path,
/// whose states lie on several ranks, is rebuilt.
#[test]
fn a_bug_found_by_another_rank() {
    let ranks = 4;
    let key = |s: u32| s.to_le_bytes().to_vec();
    let bad = (500..1000)
        .find(|&s| owner(&key(s), ranks) == 3)
        .expect("some state is owned by rank 3");
    let sys = Chain {
        len: 1000,
        bad: Some(bad),
    };
    let (out, st) = dist(&sys, &SearchConfig::default(), ranks);
    assert_eq!(out.verdict, Verdict::Violated);
    assert_eq!(st.found_by, Some(3));
    let cx = &out.counterexamples[0];
    assert_eq!(cx.path.len(), bad as usize);
    assert_eq!(replay(&sys, cx).map(|r| r.state), Ok(bad));
}

#[test]
fn lossy_stores_and_their_estimates() {
    let sys = ModCounters { n: 4, bits: 3 };
    for store in [
        StoreMode::HashCompaction,
        StoreMode::Bitstate {
            log2_bits: 22,
            hashes: 3,
        },
        StoreMode::Full,
    ] {
        let cfg = SearchConfig {
            store,
            ..SearchConfig::default()
        };
        let (out, _) = dist(&sys, &cfg, 3);
        // Roomy stores lose nothing on 4096 states.
        assert_eq!(out.stats.counters.stored, sys.states(), "{store:?}");
        assert_eq!(out.stats.mode, store);
    }
}

#[test]
fn depth_limit_marks_the_search_incomplete() {
    let sys = Grid {
        width: 50,
        height: 50,
    };
    let cfg = SearchConfig {
        max_depth: Some(20),
        ..SearchConfig::default()
    };
    for ranks in [1, 3] {
        let (out, _) = dist(&sys, &cfg, ranks);
        // Every path to a cell has the same length: cells with x + y ≤ 20.
        assert_eq!(out.stats.counters.stored, 21 * 22 / 2);
        assert!(out.depth_truncated);
        assert_eq!(out.verdict, Verdict::Incomplete);
    }
}

/// Random graphs: the distributed search stores exactly the reachable nodes.
#[test]
fn random_graphs_same_counts() {
    let mut rng = 0x1234_5678_9abc_def1u64;
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    for _ in 0..30 {
        let n = 2 + (next() % 300) as u32;
        let mut g = Graph::new(n as usize);
        for from in 0..n {
            for _ in 0..next() % 4 {
                g = g.edge(from, (next() % u64::from(n)) as u32, (next() % 3) as u32);
            }
        }
        let want = reference(&g, false);
        let cfg = SearchConfig {
            deadlocks: false,
            ..SearchConfig::default()
        };
        let ranks = 1 + (next() % 6) as usize;
        let workers = 1 + (next() % 3) as usize;
        let (out, _) = dist_w(&g, &cfg, ranks, workers);
        assert_eq!(out.verdict, Verdict::Holds);
        assert_eq!(
            out.stats.counters.stored, want.states,
            "{ranks} ranks × {workers}"
        );
        assert_eq!(out.stats.counters.transitions, want.transitions);
    }
}

/// Time and cancellation stop every rank with a verdict of "incomplete".
#[test]
fn limits_stop_all_ranks() {
    let sys = ModCounters { n: 6, bits: 4 };
    let cfg = SearchConfig {
        max_time: Some(std::time::Duration::from_millis(200)),
        ..SearchConfig::default()
    };
    for workers in [1, 3] {
        let (out, _) = dist_w(&sys, &cfg, 3, workers);
        assert_eq!(out.verdict, Verdict::Incomplete);
        assert!(out.stop.is_some());
        assert!(out.stats.counters.stored < sys.states());
    }
}

/// Termination detection with several threads per rank, many times over: a rank declared
/// passive too early would lose states (fewer stored), one never passive would hang.
#[test]
fn threads_in_ranks_terminate_exactly() {
    let sys = Grid {
        width: 40,
        height: 30,
    };
    let cfg = SearchConfig::default();
    for round in 0..40 {
        let (ranks, workers) = (1 + round % 4, 2 + round % 3);
        let (out, st) = dist_w(&sys, &cfg, ranks, workers);
        assert_eq!(out.verdict, Verdict::Holds);
        assert_eq!(
            out.stats.counters.stored,
            40 * 30,
            "{ranks} ranks × {workers}"
        );
        let received: u64 = st.per_rank.iter().map(|p| p.states_received).sum();
        assert_eq!(received, st.states_sent);
    }
}

/// A swarm spread over ranks (`swarm_over`): every run once, on the rank `index % P`; the
/// first violation anywhere stops every rank and is rebuilt on rank 0; the union of the
/// ranks' sketches counts the distinct states.
#[test]
fn swarm_over_ranks() {
    use pancam::explore::distributed::{Transport, on_local_ranks};
    use pancam::explore::{SwarmStats, swarm_over};
    fn over<T: StateCodec + Clone + Send + Sync>(
        sys: &T,
        cfg: &SearchConfig,
        runs: usize,
        ranks: usize,
    ) -> (Outcome<T::Label, T::Violation>, SwarmStats) {
        on_local_ranks(ranks, |c| {
            // Each rank its own monitor, as each process has (a stop cancels it).
            let cfg = SearchConfig {
                monitor: Default::default(),
                ..cfg.clone()
            };
            let r = swarm_over(&sys.clone(), &cfg, runs, 5, c);
            assert_eq!(r.is_some(), c.rank() == 0);
            r
        })
    }
    let exact = SearchConfig::default();
    let sys = ModCounters { n: 3, bits: 4 };
    for ranks in [1, 2, 3] {
        let (o, st) = over(&sys, &exact, 5, ranks);
        assert_eq!(o.verdict, Verdict::Holds, "{ranks} ranks");
        let idx: Vec<usize> = st.per_run.iter().map(|r| r.index).collect();
        assert_eq!(idx, vec![0, 1, 2, 3, 4]);
        assert!(st.per_run.iter().all(|r| r.stored == 4096));
        let err = (st.distinct_states as f64 - 4096.0).abs() / 4096.0;
        assert!(err < 0.03, "{} distinct", st.distinct_states);
        assert_eq!(o.stats.counters.stored, 5 * 4096);
    }
    let phil = Philosophers {
        n: 5,
        ordered: false,
    };
    for ranks in [2, 3] {
        let (o, st) = over(&phil, &exact, 30, ranks);
        assert_eq!(o.verdict, Verdict::Violated, "{ranks} ranks");
        assert!(st.winner.is_some());
        assert_eq!(
            replay(&phil, &o.counterexamples[0]).map(|r| r.state),
            Ok(vec![1; 5])
        );
    }
}

/// Abstractions (`--abstraction`, `--match`) and context bounds through the command line:
/// the distributed search (three in-process ranks; two ranks of three threads) stores what
/// one process stores.
#[test]
fn abstractions_and_bounds_through_the_cli() {
    use common::{pancam_output, root};
    use std::time::Duration;
    let runs: [&[&str]; 4] = [
        &[
            "programs/peterson-fixed.O0.ll",
            "--abstraction",
            "abstractions/peterson.ll",
        ],
        &[
            "programs/ipc-m3.O2.ll",
            "--abstraction",
            "abstractions/ipc-m3.ll",
        ],
        &["programs/peterson-fixed.O2.ll", "--match", "count"],
        &["programs/ipc-m3.O2.ll", "--context-bound", "2"],
    ];
    for args in runs {
        let run = |extra: &[&str]| {
            let mut a = vec!["check", "--json"];
            a.extend_from_slice(args);
            a.extend_from_slice(extra);
            let (code, out, err) = pancam_output(root(), &a, Duration::from_secs(120));
            let j: serde_json::Value =
                serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {err}"));
            (
                code,
                j["verdict"].clone(),
                j["statistics"]["counters"]["stored"].clone(),
            )
        };
        let one = run(&[]);
        let dist = run(&["--ranks-in-process", "3"]);
        assert_eq!(one, dist, "{args:?}");
        let threads = run(&["--ranks-in-process", "2", "--workers", "3"]);
        assert_eq!(one, threads, "{args:?} with threads in the ranks");
    }
}

/// States received again are not decoded again (the cache of encodings received lately),
/// and the search stores and matches exactly what one process does.
#[test]
fn states_received_lately_are_not_decoded_again() {
    use common::{pancam_output, root};
    use std::time::Duration;
    let run = |extra: &[&str]| {
        let mut a = vec!["check", "--json", "programs/ipc-m3.O2.ll"];
        a.extend_from_slice(extra);
        let (_, out, err) = pancam_output(root(), &a, Duration::from_secs(120));
        serde_json::from_str::<serde_json::Value>(&out).unwrap_or_else(|e| panic!("{e}: {err}"))
    };
    let one = run(&[]);
    for extra in [
        &["--ranks-in-process", "3"][..],
        &["--ranks-in-process", "2", "--workers", "2"],
    ] {
        let d = run(extra);
        let counters = |j: &serde_json::Value| {
            let c = &j["statistics"]["counters"];
            (
                c["stored"].clone(),
                c["matched"].clone(),
                c["transitions"].clone(),
            )
        };
        assert_eq!(counters(&one), counters(&d), "{extra:?}");
        let sum = |k: &str| -> u64 {
            d["distributed"]["per_rank"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r[k].as_u64().unwrap())
                .sum()
        };
        let (skipped, received) = (sum("not_decoded"), sum("states_received"));
        assert!(
            skipped > 0 && skipped < received,
            "{extra:?}: {skipped} of {received}"
        );
    }
}

/// A grid whose expansion of one cell panics (a bug in a model, as the search sees it).
#[derive(Clone)]
struct PanicAt {
    grid: Grid,
    at: (u32, u32),
}

impl pancam::explore::TransitionSystem for PanicAt {
    type State = (u32, u32);
    type Label = Dir;
    type Violation = ToyViolation;
    type Aux = ();

    fn initial(&self) -> (u32, u32) {
        self.grid.initial()
    }

    fn transitions(&self, s: &(u32, u32), out: &mut Vec<Dir>, aux: &mut ()) {
        assert_ne!(*s, self.at, "the model's bug");
        self.grid.transitions(s, out, aux)
    }

    fn step(
        &self,
        s: &(u32, u32),
        l: &Dir,
        aux: &(),
    ) -> pancam::explore::Step<(u32, u32), ToyViolation> {
        self.grid.step(s, l, aux)
    }

    fn matched(&self, s: &(u32, u32), buf: &mut Vec<u8>) {
        self.grid.matched(s, buf)
    }
}

impl StateCodec for PanicAt {
    fn encode_state(&self, s: &(u32, u32), out: &mut Vec<u8>) {
        self.grid.encode_state(s, out)
    }
    fn decode_state(&self, b: &[u8]) -> Result<(u32, u32), String> {
        self.grid.decode_state(b)
    }
    fn encode_label(&self, l: &Dir, out: &mut Vec<u8>) {
        self.grid.encode_label(l, out)
    }
    fn decode_label(&self, b: &[u8], pos: &mut usize) -> Option<Dir> {
        self.grid.decode_label(b, pos)
    }
}

/// A panic in any search thread of a rank reaches the caller; the other threads leave
/// instead of waiting for the panicking one to go idle.
#[test]
fn a_panicking_thread_ends_its_rank() {
    let sys = PanicAt {
        grid: Grid {
            width: 40,
            height: 40,
        },
        at: (25, 30),
    };
    for workers in [1, 2, 4] {
        let r = std::panic::catch_unwind(|| dist_w(&sys, &SearchConfig::default(), 1, workers));
        let msg = r.err().and_then(|p| {
            p.downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        });
        assert!(
            msg.as_deref()
                .is_some_and(|m| m.contains("the model's bug")),
            "{workers} threads: {msg:?}"
        );
    }
}
