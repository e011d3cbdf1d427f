//! Breadth-first safety search: the counterexample with the fewest moves.
//!
//! The search explores the graph the [`TransitionSystem`] describes level by level (all
//! states `d` moves from the initial state before any state `d + 1` moves away), so the first
//! violation it meets is at the smallest depth: a violating move, a state that fails
//! [`TransitionSystem::check`], or (with `config.deadlocks`) a terminal state the system
//! calls an error. Every level is expanded completely and, among the violations of the
//! shortest length, the one met first in the level's order is reported (with one worker the
//! result is deterministic). The moves of a state are those `transitions` lists: the graph is
//! the one the depth-first search explores with the same system, but no sleep sets (they
//! depend on the order of the search and would cut paths a breadth-first order needs).
//!
//! **What is guaranteed.** With a lossless store ([`super::StoreMode::is_lossless`]) the path
//! reported has the fewest moves among the paths of the explored graph that end in a
//! violation (of the properties the system checks). A lossy store (hash compaction,
//! bitstate) may take a state for one already seen and lose the shortest path through it:
//! the result is then only the shortest found. A budgeted system (context bounding) stores
//! the largest budget per state; a state reached again with a larger budget (necessarily at
//! a larger depth) is expanded again, so paths that need the budget are not lost.
//!
//! Workers: each level is cut into one contiguous slice per worker; the workers expand their
//! slices against the shared visited set and the results are merged in slice order.
//!
//! Memory: the search keeps every state of the level being expanded and of the next one, and
//! for each stored state its parent and the move from it (to rebuild the path).

use super::Outcome;
use super::config::{Limits, POLL_INTERVAL, SearchConfig, Stop};
use super::stats::{Counters, Stats};
use super::store::{AnyStore, Parts, Visit, VisitedSet};
use super::system::{Step, TransitionSystem};
use super::trace::{Cause, Counterexample};
use std::time::Instant;

/// No parent: the initial state.
const ROOT: usize = usize::MAX;

/// A stored state's place in the breadth-first tree.
struct Node<L> {
    parent: usize,
    label: Option<L>,
}

/// What one worker made of its slice of a level.
struct SliceResult<S, L, V> {
    /// New states: (parent node, move, state).
    next: Vec<(usize, L, S)>,
    /// The first violation found: its length class (0: at the expanded state itself, a
    /// terminal one; 1: one move further) and how to rebuild it.
    found: Option<Found<L, V>>,
    counters: Counters,
    stop: Option<Stop>,
    truncated: bool,
}

/// A violation found while expanding a level.
struct Found<L, V> {
    /// The node of the expanded state.
    node: usize,
    /// The move from it (none: the state itself is terminal).
    label: Option<L>,
    cause: Cause<V>,
}

/// Searches for the shortest path from the initial state to a violation of a safety
/// property (see the module documentation), exploring at most `max_depth` moves
/// (`config.max_depth`, or `bound` when smaller: a search that already knows a
/// counterexample of `bound` moves needs to look no deeper). Stops at the first level with a
/// violation, or at a limit. `config.max_violations` is ignored: one counterexample.
pub fn shortest<T>(
    sys: &T,
    config: &SearchConfig,
    bound: Option<usize>,
) -> Outcome<T::Label, T::Violation>
where
    T: TransitionSystem + Sync,
    T::State: Send,
{
    let start = Instant::now();
    config.monitor.reset();
    let init = sys.initial();
    let budgeted = sys.budget(&init).is_some();
    let store = AnyStore::seeded(config.store, config.expected_states, budgeted, config.seed);
    let limits = Limits::new(config, start);
    let max_depth = match (config.max_depth, bound) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    let workers = config.workers.max(1);
    let mut counters = Counters {
        stored: 1,
        ..Counters::default()
    };
    let mut nodes: Vec<Node<T::Label>> = vec![Node {
        parent: ROOT,
        label: None,
    }];
    super::dfs::store_initial(sys, &store, &init);
    let mut found: Vec<Counterexample<T::Label, T::Violation>> = Vec::new();
    let mut stop = None;
    let mut truncated = false;
    let mut depth = 0usize;
    let mut peak_bytes = 0usize;
    if let Some(v) = sys.check(&init) {
        found.push(Counterexample {
            path: Vec::new(),
            cycle: None,
            cause: Cause::State(v),
        });
    }
    // The level being expanded: (node, state).
    let mut level: Vec<(usize, T::State)> = vec![(0, init)];
    while found.is_empty() && !level.is_empty() {
        let at_limit = max_depth.is_some_and(|m| depth >= m);
        let bytes: usize = level
            .iter()
            .map(|(_, s)| std::mem::size_of::<T::State>() + sys.heap_bytes(s))
            .sum();
        peak_bytes = peak_bytes.max(bytes);
        let chunk = level.len().div_ceil(workers).max(1);
        let ctx = Ctx {
            sys,
            store: &store,
            limits: &limits,
            deadlocks: config.deadlocks,
            at_limit,
            level_bytes: bytes,
        };
        let results: Vec<SliceResult<T::State, T::Label, T::Violation>> =
            if workers == 1 || level.len() < 2 {
                vec![expand_slice(&ctx, &mut level)]
            } else {
                let mut slices: Vec<Vec<(usize, T::State)>> = Vec::new();
                while level.len() > chunk {
                    let rest = level.split_off(chunk);
                    slices.push(std::mem::replace(&mut level, rest));
                }
                slices.push(std::mem::take(&mut level));
                std::thread::scope(|scope| {
                    let handles: Vec<_> = slices
                        .into_iter()
                        .map(|mut slice| {
                            let ctx = &ctx;
                            scope.spawn(move || expand_slice(ctx, &mut slice))
                        })
                        .collect();
                    handles
                        .into_iter()
                        .map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
                        .collect()
                })
            };
        level = Vec::new();
        // The shortest violation of this level: a terminal state (length `depth`) before a
        // violating move or state (length `depth + 1`), then in slice order.
        let mut best: Option<Found<T::Label, T::Violation>> = None;
        for r in results {
            counters.add(&r.counters);
            truncated |= r.truncated;
            if stop.is_none() {
                stop = r.stop;
            }
            if let Some(f) = r.found {
                let better = match &best {
                    None => true,
                    Some(b) => b.label.is_some() && f.label.is_none(),
                };
                if better {
                    best = Some(f);
                }
            }
            for (parent, label, s) in r.next {
                nodes.push(Node {
                    parent,
                    label: Some(label),
                });
                level.push((nodes.len() - 1, s));
            }
        }
        config.monitor.publish(&counters, depth + 1);
        if let Some(f) = best {
            let mut path = path_to(&nodes, f.node);
            path.extend(f.label);
            found.push(Counterexample {
                path,
                cycle: None,
                cause: f.cause,
            });
            break;
        }
        if stop.is_some() {
            break;
        }
        if !level.is_empty() {
            depth += 1;
        }
        if stop.is_none()
            && let Some(s) = limits.exceeded(store.memory_bytes() + peak_bytes, store.full())
        {
            stop = Some(s);
            break;
        }
    }
    for (_, s) in level {
        sys.recycle(s);
    }
    // The counters of the initial state went to the monitor with the first level.
    let stats = Stats {
        mode: config.store,
        distributed: false,
        workers,
        worker_states: vec![counters.stored],
        counters,
        inner_states: 0,
        inner_transitions: 0,
        max_depth: depth,
        stack_bytes: peak_bytes + nodes.capacity() * std::mem::size_of::<Node<T::Label>>(),
        visited_bytes: store.memory_bytes(),
        state_bytes: store.state_bytes(),
        elapsed: start.elapsed(),
        store: store.report(counters.stored),
    };
    Outcome::new(found, stats, stop, truncated)
}

/// The moves from the initial state to node `n`.
fn path_to<L: Clone>(nodes: &[Node<L>], mut n: usize) -> Vec<L> {
    let mut path = Vec::new();
    while n != ROOT {
        let node = &nodes[n];
        if let Some(l) = &node.label {
            path.push(l.clone());
        }
        n = node.parent;
    }
    path.reverse();
    path
}

/// What the workers of a level share.
struct Ctx<'a, T: TransitionSystem> {
    sys: &'a T,
    store: &'a AnyStore,
    limits: &'a Limits,
    deadlocks: bool,
    /// The level is at the depth limit: its states are not expanded.
    at_limit: bool,
    /// Estimated bytes of the level's states (for the memory limit).
    level_bytes: usize,
}

/// Expands the states of `slice` (taken out of it): their new successors, and the first
/// violation met.
fn expand_slice<T>(
    ctx: &Ctx<'_, T>,
    slice: &mut Vec<(usize, T::State)>,
) -> SliceResult<T::State, T::Label, T::Violation>
where
    T: TransitionSystem,
{
    let sys = ctx.sys;
    let mut out = SliceResult {
        next: Vec::new(),
        found: None,
        counters: Counters::default(),
        stop: None,
        truncated: false,
    };
    let mut moves = Vec::new();
    let mut aux = T::Aux::default();
    let (mut key, mut parts) = (
        Vec::new(),
        Parts {
            by_ref: ctx.store.takes_refs(),
            ..Parts::default()
        },
    );
    let mut next_poll = POLL_INTERVAL;
    let mut next_bytes = 0usize;
    for (node, state) in slice.drain(..) {
        moves.clear();
        sys.transitions(&state, &mut moves, &mut aux);
        if moves.is_empty() {
            if ctx.deadlocks
                && let Some(v) = sys.terminal(&state)
            {
                // A terminal violation is as short as anything this level can find.
                out.found = Some(Found {
                    node,
                    label: None,
                    cause: Cause::Terminal(v),
                });
                break;
            }
            sys.recycle(state);
            continue;
        }
        if ctx.at_limit {
            out.truncated = true;
            sys.recycle(state);
            continue;
        }
        if out.found.is_some() {
            // Only a terminal state can still be shorter than what was found.
            sys.recycle(state);
            continue;
        }
        for l in &moves {
            out.counters.transitions += 1;
            match sys.step_mut(&state, l, &mut aux) {
                Step::Next(s) => {
                    key.clear();
                    parts.clear();
                    sys.matched_parts(&s, &mut key, &mut parts);
                    match ctx.store.insert_parts(&key, &parts, sys.budget(&s)) {
                        Visit::New => {
                            out.counters.stored += 1;
                            if let Some(v) = sys.check(&s) {
                                out.found = Some(Found {
                                    node,
                                    label: Some(l.clone()),
                                    cause: Cause::State(v),
                                });
                                break;
                            }
                            next_bytes += std::mem::size_of::<T::State>() + sys.heap_bytes(&s);
                            out.next.push((node, l.clone(), s));
                        }
                        Visit::Better => {
                            out.counters.revisited += 1;
                            // Its check ran when it was first stored.
                            if sys.check(&s).is_none() {
                                out.next.push((node, l.clone(), s));
                            }
                        }
                        Visit::Seen => {
                            out.counters.matched += 1;
                            sys.recycle(s);
                        }
                    }
                }
                Step::Violation(_, v) => {
                    out.found = Some(Found {
                        node,
                        label: Some(l.clone()),
                        cause: Cause::Step(v),
                    });
                    break;
                }
                Step::Pruned => out.counters.pruned += 1,
            }
        }
        sys.recycle(state);
        if out.counters.transitions >= next_poll {
            next_poll = out.counters.transitions + POLL_INTERVAL;
            let memory = ctx.store.memory_bytes() + ctx.level_bytes + next_bytes;
            if let Some(s) = ctx.limits.exceeded(memory, ctx.store.full()) {
                out.stop = Some(s);
                break;
            }
        }
    }
    for (_, s) in slice.drain(..) {
        sys.recycle(s);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::toys;

    #[test]
    fn philosophers_deadlock_after_each_takes_one_fork() {
        // Four philosophers deadlock when each holds its first fork: four moves, while the
        // depth-first search in move order lets philosopher 0 eat first.
        let sys = toys::Philosophers {
            n: 4,
            ordered: false,
        };
        let config = SearchConfig::default();
        let dfs = crate::explore::search(&sys, &config);
        assert!(
            dfs.counterexamples[0].path.len() > 4,
            "{:?}",
            dfs.counterexamples
        );
        for workers in [1, 2, 3] {
            let c = SearchConfig {
                workers,
                ..SearchConfig::default()
            };
            let bfs = shortest(&sys, &c, None);
            assert_eq!(bfs.counterexamples.len(), 1);
            let cx = &bfs.counterexamples[0];
            assert_eq!(cx.path.len(), 4, "{workers} workers: {cx:?}");
            assert!(matches!(cx.cause, Cause::Terminal(_)));
            let end = crate::explore::states_along(&sys, &cx.path).expect("a path");
            assert_eq!(end.last(), Some(&vec![1, 1, 1, 1]));
        }
    }

    #[test]
    fn a_bad_state_at_its_depth_and_nothing_past_the_bound() {
        let sys = toys::Chain {
            len: 20,
            bad: Some(7),
        };
        let config = SearchConfig::default();
        let cx = &shortest(&sys, &config, None).counterexamples[0];
        assert_eq!(cx.path.len(), 7);
        assert!(matches!(cx.cause, Cause::State(_)));
        // A bound below the violation: nothing found, the search is cut.
        let o = shortest(&sys, &config, Some(5));
        assert!(o.counterexamples.is_empty());
        assert!(o.depth_truncated);
        // A chain without violation: the search ends, complete.
        let ok = toys::Chain { len: 20, bad: None };
        let o = shortest(&ok, &config, None);
        assert!(o.counterexamples.is_empty() && !o.depth_truncated && o.stop.is_none());
        assert_eq!(o.stats.counters.stored, 20);
    }
}
