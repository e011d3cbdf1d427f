//! Nested DFS and weak fairness on toy graphs with known answers, the classic pitfalls, Peterson's
//! lock (starvation needs unfairness), and a property test against an SCC-based reference.

use crate::common;

use common::explore::MODES;
use pancam::explore::toys::{Edge, Graph, Peterson};
use pancam::explore::{
    Cause, Counterexample, ReplayErrorKind, SearchConfig, StackStates, StoreMode, TransitionSystem,
    Verdict, nested_dfs, replay, search,
};
use proptest::prelude::*;

fn ndfs(
    sys: &Graph,
    fairness: bool,
    store: StoreMode,
) -> pancam::explore::Outcome<Edge, &'static str> {
    let cfg = SearchConfig {
        fairness,
        store,
        ..SearchConfig::default()
    };
    nested_dfs(sys, &cfg)
}

/// Runs nested DFS, checks the lasso replays, and returns (prefix targets, cycle targets).
fn lasso(sys: &Graph, fairness: bool) -> Option<(Vec<u32>, Vec<u32>)> {
    let out = ndfs(sys, fairness, StoreMode::Exact);
    let cx = out.counterexamples.first()?;
    assert_eq!(cx.cause, Cause::Acceptance { fair: fairness });
    if let Err(e) = replay(sys, cx) {
        panic!("lasso does not replay: {e}\n{cx}");
    }
    let mut node = 0u32;
    let mut walk = |labels: &[Edge]| -> Vec<u32> {
        labels
            .iter()
            .map(|l| {
                node = sys.edges[node as usize][l.index as usize].0;
                node
            })
            .collect()
    };
    let prefix = walk(&cx.path);
    let cycle = walk(cx.cycle.as_deref().unwrap_or_default());
    Some((prefix, cycle))
}

#[test]
fn self_loop_on_accepting_state() {
    let g = Graph::new(2).edge(0, 1, 0).edge(1, 1, 0).accept(1);
    assert_eq!(lasso(&g, false), Some((vec![1], vec![1])));
}

#[test]
fn no_accepting_cycle() {
    // An accepting state on a path that leads to a non-accepting cycle.
    let g = Graph::new(4)
        .edge(0, 1, 0)
        .edge(1, 2, 0)
        .edge(2, 3, 0)
        .edge(3, 2, 0)
        .accept(1);
    let out = ndfs(&g, false, StoreMode::Exact);
    assert_eq!(out.verdict, Verdict::Holds);
    assert_eq!(out.stats.counters.stored, 4);
    assert!(out.stats.inner_states > 0);
}

#[test]
fn first_accepting_state_has_no_cycle() {
    // 1 is accepting and explored first, but only 3 lies on a cycle (3 → 4 → 3).
    let g = Graph::new(5)
        .edge(0, 1, 0)
        .edge(0, 3, 0)
        .edge(1, 2, 0)
        .edge(2, 1, 1)
        .edge(2, 4, 0)
        .edge(3, 4, 0)
        .edge(4, 3, 0)
        .accept(3);
    let g = Graph {
        accepting: vec![false, true, false, true, false],
        ..g
    };
    // 1 → 2 → 1 is a cycle through 1 too; remove it to make 1 acyclic.
    let g = Graph {
        edges: vec![
            vec![(1, 0), (3, 0)],
            vec![(2, 0)],
            vec![(4, 0)],
            vec![(4, 0)],
            vec![(3, 0)],
        ],
        ..g
    };
    let (_, cycle) = lasso(&g, false).expect("cycle through 3");
    assert!(cycle.contains(&3));
}

#[test]
fn cycle_through_a_state_the_outer_search_already_left() {
    // Outer DFS: 0 → 1 → 2 → 0 (on stack); 2 finishes before 1. The inner search from 1 must
    // walk through 2 (already visited and finished by the outer search) to reach 0.
    let g = Graph::new(3)
        .edge(0, 1, 0)
        .edge(1, 2, 0)
        .edge(2, 0, 0)
        .accept(1);
    let (prefix, cycle) = lasso(&g, false).expect("cycle");
    assert_eq!(prefix, Vec::<u32>::new());
    assert_eq!(cycle, vec![1, 2, 0]);
}

#[test]
fn accepting_states_in_either_order() {
    // Two accepting states; only 3 is on a cycle. Edge order decides which the outer DFS
    // meets first; the answer must not depend on it.
    for flip in [false, true] {
        let mut g = Graph::new(5)
            .edge(1, 2, 0)
            .edge(2, 3, 0)
            .edge(3, 2, 0)
            .edge(4, 2, 0)
            .accept(1)
            .accept(3);
        g.edges[0] = if flip {
            vec![(4, 0), (1, 0)]
        } else {
            vec![(1, 0), (4, 0)]
        };
        let (_, cycle) = lasso(&g, false).expect("cycle");
        assert!(cycle.contains(&3) && cycle.contains(&2));
    }
}

#[test]
fn inner_search_marks_persist_soundly() {
    // The classic case for post-order seeding: inner search from 3 (seeded first) visits 4 and
    // 5; the cycle through 1 (1 → 4 → 5 → 1) must still be found later.
    let g = Graph::new(6)
        .edge(0, 1, 0)
        .edge(1, 3, 0)
        .edge(3, 4, 0)
        .edge(4, 5, 0)
        .edge(5, 1, 0)
        .accept(1)
        .accept(3);
    let (_, cycle) = lasso(&g, false).expect("cycle");
    assert!(cycle.contains(&1));
}

#[test]
fn terminal_accepting_state_stutters() {
    let g = Graph::new(3).edge(0, 1, 0).edge(0, 2, 0).accept(2);
    let (prefix, cycle) = lasso(&g, false).expect("stutter cycle");
    assert_eq!(prefix, vec![2]);
    assert!(cycle.is_empty());
    // Stuttering is fair: nothing is enabled.
    assert!(lasso(&g, true).is_some());
    // A terminal non-accepting state is not a cycle.
    let g = Graph::new(2).edge(0, 1, 0).accept(0);
    assert_eq!(ndfs(&g, false, StoreMode::Exact).verdict, Verdict::Holds);
}

#[test]
fn only_unfair_accepting_cycles() {
    // 0 loops on itself by process 0 (accepting); process 1 is enabled in 0 (0 → 1) and never
    // moves on the loop: unfair.
    let g = Graph::new(2)
        .edge(0, 0, 0)
        .edge(0, 1, 1)
        .edge(1, 1, 1)
        .accept(0);
    assert!(lasso(&g, false).is_some());
    let out = ndfs(&g, true, StoreMode::Exact);
    assert_eq!(out.verdict, Verdict::Holds);
    // The unfair lasso, replayed as if fairness were required, is rejected by name.
    let unfair = ndfs(&g, false, StoreMode::Exact).counterexamples[0].clone();
    let as_fair = Counterexample {
        cause: Cause::Acceptance { fair: true },
        ..unfair
    };
    assert_eq!(
        replay(&g, &as_fair).expect_err("unfair").kind,
        ReplayErrorKind::Unfair(1)
    );
}

#[test]
fn fair_cycle_exists() {
    // An unfair self-loop on 0 by process 0 (process 1 is enabled in 0 and never moves on it)
    // and the fair cycle 0 → 1 → 0 where both processes move.
    let g = Graph::new(2)
        .edge(0, 0, 0)
        .edge(0, 1, 1)
        .edge(1, 0, 0)
        .accept(0);
    assert_eq!(lasso(&g, false).map(|l| l.1), Some(vec![0]));
    let (_, cycle) = lasso(&g, true).expect("fair cycle");
    assert!(cycle.contains(&1));
    // A process that is disabled somewhere on the cycle need not move.
    let g = Graph::new(3)
        .edge(0, 1, 0)
        .edge(1, 0, 0)
        .edge(0, 2, 1)
        .accept(1);
    assert!(lasso(&g, true).is_some());
}

#[test]
fn peterson_starvation_needs_unfairness() {
    let sys = Peterson { buggy: false };
    let plain = nested_dfs(&sys, &SearchConfig::default());
    assert_eq!(plain.verdict, Verdict::Violated);
    let cx = &plain.counterexamples[0];
    assert!(cx.cycle.is_some());
    replay(&sys, cx).expect("replays");
    let fair = nested_dfs(
        &sys,
        &SearchConfig {
            fairness: true,
            ..SearchConfig::default()
        },
    );
    assert_eq!(fair.verdict, Verdict::Holds, "{fair}");
    assert!(fair.stats.counters.stored > plain.stats.counters.stored);
    // Mutual exclusion holds for the correct lock.
    assert_eq!(
        search(&sys, &SearchConfig::default()).verdict,
        Verdict::Holds
    );
}

#[test]
fn peterson_bug_is_a_safety_violation_in_both_searches() {
    let sys = Peterson { buggy: true };
    for out in [
        search(&sys, &SearchConfig::default()),
        nested_dfs(
            &sys,
            &SearchConfig {
                fairness: true,
                ..SearchConfig::default()
            },
        ),
    ] {
        assert_eq!(out.verdict, Verdict::Violated);
        let cx = &out.counterexamples[0];
        assert!(matches!(cx.cause, Cause::State("mutual exclusion")));
        replay(&sys, cx).expect("replays");
    }
}

#[test]
fn same_verdicts_in_every_store_mode() {
    let sys = Peterson { buggy: false };
    for mode in MODES {
        for fairness in [false, true] {
            let cfg = SearchConfig {
                store: mode,
                fairness,
                ..SearchConfig::default()
            };
            let out = nested_dfs(&sys, &cfg);
            let want = if fairness {
                Verdict::Holds
            } else {
                Verdict::Violated
            };
            assert_eq!(out.verdict, want, "{mode:?} fairness={fairness}");
            for cx in &out.counterexamples {
                replay(&sys, cx).expect("replays");
            }
        }
    }
}

/// Runs nested DFS with every stack frame keeping its state, then with stacks that keep one
/// every `every` frames below the top (window 0: the most replays) and check each replayed
/// state; both searches must be the same (counts, violations, lassos). Returns the number of
/// states replayed.
fn same_search_with_thin_stacks<T: TransitionSystem>(sys: &T, fairness: bool, every: usize) -> u64
where
    T::Label: PartialEq,
    T::Violation: PartialEq,
{
    let run = |stack| {
        nested_dfs(
            sys,
            &SearchConfig {
                fairness,
                stack,
                max_violations: 0,
                ..SearchConfig::default()
            },
        )
    };
    let all = run(StackStates {
        every: 1,
        ..StackStates::default()
    });
    let thin = run(StackStates {
        every,
        window: 0,
        verify: true,
    });
    let (a, t) = (&all.stats, &thin.stats);
    assert_eq!(a.counters.replayed, 0);
    let mut tc = t.counters;
    tc.replayed = 0;
    assert_eq!(tc, a.counters, "fairness={fairness}");
    assert_eq!(
        (t.inner_states, t.inner_transitions, t.max_depth),
        (a.inner_states, a.inner_transitions, a.max_depth)
    );
    assert_eq!(thin.counterexamples, all.counterexamples);
    assert_eq!(thin.verdict, all.verdict);
    t.counters.replayed
}

#[test]
fn thin_stacks_replay_to_the_same_search() {
    for fairness in [false, true] {
        for buggy in [false, true] {
            let sys = Peterson { buggy };
            assert!(same_search_with_thin_stacks(&sys, fairness, 2) > 0);
            assert!(same_search_with_thin_stacks(&sys, fairness, 3) > 0);
        }
    }
}

/// Reference: an accepting (weakly fair) cycle exists iff some reachable non-trivial SCC has an
/// accepting node and, for fairness, every process is disabled somewhere in it or moves on one
/// of its internal edges (a cycle can cover a whole SCC, so per-SCC is exact for weak fairness).
fn reference_has_cycle(g: &Graph, fairness: bool, procs: u32) -> bool {
    let n = g.edges.len();
    // Edges with terminal nodes stuttering (process None).
    let mut edges: Vec<Vec<(usize, Option<u32>)>> = g
        .edges
        .iter()
        .map(|es| es.iter().map(|&(t, p)| (t as usize, Some(p))).collect())
        .collect();
    for (i, es) in edges.iter_mut().enumerate() {
        if es.is_empty() {
            es.push((i, None));
        }
    }
    // reach[a][b]: b reachable from a in ≥ 1 step.
    let mut reach = vec![vec![false; n]; n];
    for (a, es) in edges.iter().enumerate() {
        for &(b, _) in es {
            reach[a][b] = true;
        }
    }
    for k in 0..n {
        let via = reach[k].clone();
        for row in reach.iter_mut() {
            if row[k] {
                for (cell, &v) in row.iter_mut().zip(&via) {
                    *cell |= v;
                }
            }
        }
    }
    let reachable = |a: usize| a == 0 || reach[0][a];
    (0..n).filter(|&a| reachable(a) && reach[a][a]).any(|a| {
        let scc: Vec<usize> = (0..n).filter(|&b| reach[a][b] && reach[b][a]).collect();
        if !scc.iter().any(|&b| g.accepting[b]) {
            return false;
        }
        if !fairness {
            return true;
        }
        (0..procs).all(|p| {
            scc.iter().any(|&b| {
                let enabled = g.edges[b].iter().any(|&(_, q)| q == p);
                let moves_inside = edges[b]
                    .iter()
                    .any(|&(t, q)| q == Some(p) && scc.contains(&t));
                !enabled || moves_inside
            })
        })
    })
}

fn graphs() -> impl Strategy<Value = Graph> {
    (1usize..8).prop_flat_map(|n| {
        let edge = (0..n as u32, 0..n as u32, 0u32..3);
        (
            prop::collection::vec(edge, 0..(2 * n + 2)),
            prop::collection::vec(any::<bool>(), n),
        )
            .prop_map(move |(es, acc)| {
                let mut g = Graph::new(n);
                for (a, b, p) in es {
                    g = g.edge(a, b, p);
                }
                g.accepting = acc;
                g
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn nested_dfs_agrees_with_scc_reference(g in graphs()) {
        for fairness in [false, true] {
            let want = reference_has_cycle(&g, fairness, 3);
            let small_bitstate = StoreMode::Bitstate { log2_bits: 16, hashes: 3 };
            for mode in [StoreMode::Exact, StoreMode::HashCompaction, small_bitstate] {
                let out = ndfs(&g, fairness, mode);
                prop_assert_eq!(out.verdict == Verdict::Violated, want,
                    "fairness={} mode={:?} graph={:?}", fairness, mode, g);
                for cx in &out.counterexamples {
                    prop_assert!(replay(&g, cx).is_ok(), "{:?}", replay(&g, cx).err());
                }
            }
            same_search_with_thin_stacks(&g, fairness, 2);
            // A diversified search (swarm: shuffled moves, seeded hash) is a nested DFS
            // too: the same verdict for every seed.
            for seed in [1u64, 7, 12345] {
                let cfg = SearchConfig {
                    fairness,
                    seed,
                    ..SearchConfig::default()
                };
                let out = nested_dfs(&g, &cfg);
                prop_assert_eq!(out.verdict == Verdict::Violated, want,
                    "fairness={} seed={} graph={:?}", fairness, seed, g);
                for cx in &out.counterexamples {
                    prop_assert!(replay(&g, cx).is_ok(), "{:?}", replay(&g, cx).err());
                }
            }
        }
    }
}
