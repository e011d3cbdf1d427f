//! The safety search: sequential DFS, or parallel DFS with work donation.
//!
//! Sequential (`workers = 1`): one [`Worker`] explores from the initial state in the system's
//! move order; results are deterministic.
//!
//! Parallel (`workers > 1`): every worker runs the same iterative DFS on its own stack and all
//! share one visited set, so a state is expanded by whichever worker stores it first — each state
//! is stored and expanded exactly once in exact mode, and the state and transition counts equal
//! the sequential ones. Work is balanced by donation rather than by random restarts (Spin's swarm)
//! : a busy worker that sees an idle one and an empty queue hands over the unexplored moves of its
//! lowest stack frame as a job (state + path from the initial state + the moves to try), pushed
//! on a crossbeam [`Injector`](crossbeam_deque::Injector); the receiver recomputes only that
//! state's `Aux` (the system is deterministic) and explores those moves. Worker `k > 0` tries the
//! moves of every state rotated by `k`, so workers fan out over different regions of the graph
//! instead of racing down the same path (the diversification idea of Spin's swarm verification,
//! Holzmann, Joshi & Groce 2008). This is the stack-splitting scheme of
//! parallel DFS (Rao & Kumar, "Parallel depth first search", 1987) over a shared hash table, as in
//! Spin's multi-core mode (Holzmann & Bošnački, "The design of a multicore extension of the SPIN
//! model checker", 2007). Counterexamples are the job's path plus the worker's stack, so they are
//! valid paths, though not necessarily the ones the sequential search would report.
//!
//! Termination: `pending` counts queued plus running jobs; a worker only creates a job while it
//! runs one, so `pending == 0` is final.
//!
//! Only safety properties are searched in parallel; nested DFS ([`super::nested_dfs`]) is
//! sequential (a parallel version would be CNDFS, Evangelista et al. 2012).

use super::Outcome;
use super::config::{Limits, SearchConfig, Stop};
use super::dfs::{Job, Pool, Shared, Worker, WorkerReport};
use super::stats::{Counters, Stats};
use super::store::{AnyStore, Parts, VisitedSet};
use super::system::TransitionSystem;
use super::trace::{Cause, Counterexample};
use crossbeam_deque::{Injector, Steal};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Searches the states reachable from the initial state for violations of safety properties:
/// violating moves, [`TransitionSystem::check`] on every stored state, and deadlocks
/// ([`TransitionSystem::terminal`]) if `config.deadlocks`. Stops at `config.max_violations`
/// violations (default 1) or at a limit; see [`Outcome`] for the verdict.
pub fn search<T>(sys: &T, config: &SearchConfig) -> Outcome<T::Label, T::Violation>
where
    T: TransitionSystem + Sync,
{
    let start = Instant::now();
    config.monitor.reset();
    let init = sys.initial();
    let probe_budget = sys.budget(&init).is_some();
    let store = AnyStore::seeded(
        config.store,
        config.expected_states,
        probe_budget,
        config.seed,
    );
    let workers = config.workers.max(1);
    let sh = Shared {
        sys,
        store: &store,
        config,
        limits: Limits::new(config, start),
        stop: AtomicU8::new(0),
        found: Mutex::new(Vec::new()),
        stack_bytes: AtomicUsize::new(0),
        pool: (workers > 1).then(|| Pool {
            injector: Injector::new(),
            pending: AtomicUsize::new(1),
            idle: AtomicUsize::new(0),
        }),
    };

    // The initial state: stored and checked here, expanded by the first job.
    let (mut key, mut parts) = (
        Vec::new(),
        Parts {
            by_ref: store.takes_refs(),
            ..Parts::default()
        },
    );
    sys.matched_parts(&init, &mut key, &mut parts);
    let _ = store.insert_parts(&key, &parts, sys.budget(&init));
    if let Some(sk) = &config.sketch {
        sk.add(super::dfs::state_hash(sys, &init, &key, &parts));
    }
    let initial = Counters {
        stored: 1,
        ..Counters::default()
    };
    let mut reports = Vec::new();
    let job = Job {
        state: init,
        path: Vec::new(),
        moves: None,
    };
    if let Some(v) = sys.check(&job.state) {
        sh.record(Counterexample {
            path: Vec::new(),
            cycle: None,
            cause: Cause::State(v),
        });
    } else if let Some(pool) = &sh.pool {
        pool.injector.push(job);
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..workers)
                .map(|id| {
                    let sh = &sh;
                    scope.spawn(move || run_worker(sh, id))
                })
                .collect();
            for h in handles {
                // A worker that panicked lost part of the state space: no verdict can be
                // given, so the panic goes on to the caller (never a silent "holds").
                match h.join() {
                    Ok(r) => reports.push(r),
                    Err(p) => std::panic::resume_unwind(p),
                }
            }
        });
    } else {
        let mut w = Worker::new(&sh, 0);
        w.run_job(job);
        reports.push(w.finish());
    }
    config.monitor.publish(&initial, 0);
    finish(&sh, &store, initial, reports, workers, start.elapsed())
}

/// A parallel worker: takes jobs until the search is over or stopped.
fn run_worker<T: TransitionSystem + Sync>(sh: &Shared<'_, T>, id: usize) -> WorkerReport {
    let mut w = Worker::new(sh, id);
    while let Some(job) = acquire(sh) {
        w.run_job(job);
        if let Some(pool) = &sh.pool {
            pool.pending.fetch_sub(1, Ordering::AcqRel);
        }
    }
    w.finish()
}

/// Waits for a job; `None` when all work is done or the search stopped.
fn acquire<T: TransitionSystem>(sh: &Shared<'_, T>) -> Option<Job<T::State, T::Label>> {
    let pool = sh.pool.as_ref()?;
    pool.idle.fetch_add(1, Ordering::AcqRel);
    let mut spins = 0u32;
    loop {
        if sh.stopped() {
            pool.idle.fetch_sub(1, Ordering::AcqRel);
            return None;
        }
        match pool.injector.steal() {
            Steal::Success(job) => {
                pool.idle.fetch_sub(1, Ordering::AcqRel);
                return Some(job);
            }
            Steal::Retry => continue,
            Steal::Empty => {}
        }
        if pool.pending.load(Ordering::Acquire) == 0 {
            return None;
        }
        spins += 1;
        if spins < 64 {
            std::hint::spin_loop();
        } else if spins < 256 {
            std::thread::yield_now();
        } else {
            std::thread::sleep(Duration::from_micros(50));
        }
    }
}

fn finish<T: TransitionSystem>(
    sh: &Shared<'_, T>,
    store: &AnyStore,
    initial: Counters,
    reports: Vec<WorkerReport>,
    workers: usize,
    elapsed: Duration,
) -> Outcome<T::Label, T::Violation> {
    let mut counters = initial;
    let mut max_depth = 0;
    let mut stack_bytes = 0;
    let mut truncated = false;
    for r in &reports {
        counters.add(&r.counters);
        max_depth = max_depth.max(r.max_depth);
        stack_bytes += r.peak_stack;
        truncated |= r.truncated;
    }
    let counterexamples = std::mem::take(&mut *sh.found.lock().unwrap_or_else(|e| e.into_inner()));
    let stop = Stop::from_code(sh.stop.load(Ordering::Acquire));
    let stats = Stats {
        mode: sh.config.store,
        distributed: false,
        workers,
        worker_states: reports.iter().map(|r| r.counters.stored).collect(),
        counters,
        inner_states: 0,
        inner_transitions: 0,
        max_depth,
        stack_bytes,
        visited_bytes: store.memory_bytes(),
        state_bytes: store.state_bytes(),
        elapsed,
        store: store.report(counters.stored),
    };
    Outcome::new(counterexamples, stats, stop, truncated)
}
