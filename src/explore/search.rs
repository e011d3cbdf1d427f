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
use super::checkpoint::{
    ArchivedSearchImage, Checkpointing, DoneImage, FrameImage, LabelCodec, get_labels,
};
use super::config::{Limits, SearchConfig, Stop};
use super::dfs::{
    Ckpt, Job, Pool, RestoredStack, Round, Shared, Worker, WorkerReport, store_initial,
};
use super::stats::{Counters, Stats};
use super::store::{AnyStore, VisitedSet};
use super::system::Step;
use super::system::TransitionSystem;
use super::trace::{Cause, Counterexample};
use crossbeam_deque::{Injector, Steal};
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// Searches the states reachable from the initial state for violations of safety properties:
/// violating moves, [`TransitionSystem::check`] on every stored state, and deadlocks
/// ([`TransitionSystem::terminal`]) if `config.deadlocks`. Stops at `config.max_violations`
/// violations (default 1) or at a limit; see [`Outcome`] for the verdict.
pub fn search<T>(sys: &T, config: &SearchConfig) -> Outcome<T::Label, T::Violation>
where
    T: TransitionSystem + Sync,
{
    run(sys, config, None).expect("a search without a checkpoint to resume cannot fail")
}

/// [`search`], writing checkpoints as `plan` says and resuming from its checkpoint if it has
/// one ([`super::checkpoint`]). An error: the checkpoint to resume from does not fit the
/// system or the configuration (another store, a move that does not replay).
pub fn search_checkpointed<T>(
    sys: &T,
    config: &SearchConfig,
    plan: &Checkpointing,
) -> Result<Outcome<T::Label, T::Violation>, String>
where
    T: TransitionSystem + LabelCodec<<T as TransitionSystem>::Label> + Sync,
{
    run(sys, config, Some((plan, sys as &dyn LabelCodec<T::Label>)))
}

/// The state `path` leads to from the initial state, and the violation of its last move if
/// that move gives one (a resumed search's paths: each move must be enabled).
fn walk<T: TransitionSystem>(
    sys: &T,
    path: &[T::Label],
) -> Result<(T::State, Option<T::Violation>), String> {
    walk_from(sys, sys.initial(), path, true)
}

/// [`walk`] from `s`; a violation at the last move is an error unless `violation_at_end`.
pub(super) fn walk_from<T: TransitionSystem>(
    sys: &T,
    mut s: T::State,
    path: &[T::Label],
    violation_at_end: bool,
) -> Result<(T::State, Option<T::Violation>), String> {
    let mut labels = Vec::new();
    for (i, l) in path.iter().enumerate() {
        let mut aux = T::Aux::default();
        labels.clear();
        sys.transitions(&s, &mut labels, &mut aux);
        let fail = || {
            format!("the checkpoint's move {l:?} at depth {i} cannot be replayed on this program")
        };
        if !labels.contains(l) && !sys.has_move(&s, l, &labels) {
            return Err(fail());
        }
        match sys.step(&s, l, &aux) {
            Step::Next(n) => s = n,
            Step::Violation(n, v) if violation_at_end && i + 1 == path.len() => {
                return Ok((n, Some(v)));
            }
            _ => return Err(fail()),
        }
    }
    Ok((s, None))
}

/// A counterexample found before the checkpoint, from its path: the cause is found again
/// by replaying it.
pub(super) fn refind<T: TransitionSystem>(
    sys: &T,
    path: Vec<T::Label>,
) -> Result<Counterexample<T::Label, T::Violation>, String> {
    let (s, v) = walk(sys, &path)?;
    let cause = match v {
        Some(v) => Cause::Step(v),
        None => match sys.check(&s) {
            Some(v) => Cause::State(v),
            None => match sys.terminal(&s) {
                Some(v) => Cause::Terminal(v),
                None => {
                    return Err("a counterexample of the checkpoint does not replay".into());
                }
            },
        },
    };
    Ok(Counterexample {
        path,
        cycle: None,
        cause,
    })
}

/// An archived part of a checkpoint, as its own type.
fn deserialize<A, T>(a: &A) -> Result<T, String>
where
    A: rkyv::Deserialize<T, rkyv::rancor::Strategy<rkyv::de::Pool, rkyv::rancor::Error>>,
{
    rkyv::deserialize::<T, rkyv::rancor::Error>(a).map_err(|e| e.to_string())
}

/// What a resumed search starts from.
struct Resumed<S, L, V> {
    counters: Counters,
    max_depth: usize,
    peak: usize,
    truncated: bool,
    before: Duration,
    stacks: Vec<RestoredStack<L, S>>,
    jobs: Vec<Job<S, L>>,
    found: Vec<Counterexample<L, V>>,
}

type ResumedOf<T> = Resumed<
    <T as TransitionSystem>::State,
    <T as TransitionSystem>::Label,
    <T as TransitionSystem>::Violation,
>;

/// Reads a checkpoint's search back: paths decoded and replayed.
fn resumed<T: TransitionSystem>(
    sys: &T,
    codec: &dyn LabelCodec<T::Label>,
    im: &ArchivedSearchImage,
) -> Result<ResumedOf<T>, String> {
    // What the model cut before the checkpoint is not explored again: its record goes on.
    sys.absorb_record(&im.model)?;
    let mut stacks = Vec::new();
    for st in im.stacks.iter() {
        let base = get_labels(codec, &st.base, st.base_len.to_native())?;
        let labels = get_labels(codec, &st.labels, st.labels_len.to_native())?;
        let frames: Vec<FrameImage> = deserialize(&st.frames)?;
        let dones: Vec<DoneImage> = deserialize(&st.dones)?;
        let done_keys: Vec<u64> = deserialize(&st.done_keys)?;
        // The positions must lie where the search will read them.
        let n = labels.len() as u32;
        let (nd, nk) = (dones.len() as u32, done_keys.len() as u32);
        let ok = !frames.is_empty()
            && frames.iter().enumerate().all(|(i, f)| {
                f.lo <= f.next
                    && f.next <= f.hi
                    && f.hi <= n
                    && f.done_lo <= nd
                    && f.keys_lo <= nk
                    && (i + 1 == frames.len() || f.next > f.lo)
            })
            && dones
                .iter()
                .all(|d| d.label < n && d.child_lo <= d.child_hi && d.child_hi <= nk);
        if !ok {
            return Err("a stack of the checkpoint is malformed".into());
        }
        let (root, _) = walk(sys, &base)?;
        // Each frame's move must lead to the next frame's state, as when it was written: the
        // worker that takes the stack up replays them and relies on it.
        let path: Vec<T::Label> = frames[..frames.len() - 1]
            .iter()
            .map(|f| labels[f.next as usize - 1].clone())
            .collect();
        walk_from(sys, root.clone(), &path, false)
            .map_err(|e| format!("a stack of the checkpoint does not replay: {e}"))?;
        stacks.push(RestoredStack {
            root,
            rng: st.rng.to_native(),
            base,
            labels,
            frames,
            dones,
            done_keys,
        });
    }
    let mut jobs = Vec::new();
    for j in im.jobs.iter() {
        let path = get_labels(codec, &j.path, j.path_len.to_native())?;
        let moves = match j.moves.as_ref() {
            Some(m) => Some(get_labels(codec, &m.0, m.1.to_native())?),
            None => None,
        };
        let (state, _) = walk(sys, &path)?;
        jobs.push(Job { state, path, moves });
    }
    let mut found = Vec::new();
    for f in im.found.iter() {
        found.push(refind(sys, get_labels(codec, &f.0, f.1.to_native())?)?);
    }
    Ok(Resumed {
        counters: deserialize(&im.counters)?,
        max_depth: im.max_depth.to_native() as usize,
        peak: im.peak_stack.to_native() as usize,
        truncated: im.truncated,
        before: Duration::from_nanos(im.elapsed_ns.to_native()),
        stacks,
        jobs,
        found,
    })
}

/// The search, checkpointing with `ckpt` if given.
fn run<T>(
    sys: &T,
    config: &SearchConfig,
    ckpt: Option<(&Checkpointing, &dyn LabelCodec<T::Label>)>,
) -> Result<Outcome<T::Label, T::Violation>, String>
where
    T: TransitionSystem + Sync,
{
    let start = Instant::now();
    config.monitor.reset();
    let resume = match ckpt {
        Some((plan, codec)) => match plan.resumed()? {
            Some(im) => Some((im, resumed(sys, codec, im)?)),
            None => None,
        },
        None => None,
    };
    let store = Arc::new(match &resume {
        Some((im, _)) => {
            let from = ckpt
                .and_then(|c| c.0.resume.as_ref())
                .ok_or("no checkpoint")?;
            super::checkpoint::restore_store_of(&im.store, config.store, from)?
        }
        None => {
            let probe_budget = sys.budget(&sys.initial()).is_some();
            AnyStore::seeded(
                config.store,
                config.expected_states,
                probe_budget,
                config.seed,
            )
        }
    });
    if let Some((plan, _)) = ckpt
        && plan.resume.is_some()
    {
        *plan.restored_in.lock().unwrap_or_else(|e| e.into_inner()) = Some(start.elapsed());
    }
    let workers = config.workers.max(1);
    let mut initial = Counters::default();
    let (mut prior_depth, mut prior_peak, mut prior_truncated) = (0, 0, false);
    let mut before = Duration::ZERO;
    let mut tasks: Vec<RestoredStack<T::Label, T::State>> = Vec::new();
    let mut jobs = Vec::new();
    let mut found = Vec::new();
    let mut violation_at_start = None;
    match resume {
        Some((_, r)) => {
            initial = r.counters;
            prior_depth = r.max_depth;
            prior_peak = r.peak;
            prior_truncated = r.truncated;
            before = r.before;
            tasks = r.stacks;
            jobs = r.jobs;
            found = r.found;
        }
        None => {
            // The initial state: stored and checked here, expanded by the first job.
            let init = sys.initial();
            let (key, parts) = store_initial(sys, &store, &init);
            if let Some(sk) = &config.sketch {
                sk.add(super::dfs::state_hash(sys, &init, &key, &parts));
            }
            initial.stored = 1;
            match sys.check(&init) {
                Some(v) => violation_at_start = Some(v),
                None => jobs.push(Job {
                    state: init,
                    path: Vec::new(),
                    moves: None,
                }),
            }
        }
    }
    let pending = tasks.len() + jobs.len();
    let sh = Shared {
        sys,
        store: &store,
        config,
        limits: Limits::new(config, start),
        stop: AtomicU8::new(0),
        found: Mutex::new(found),
        stack_bytes: AtomicUsize::new(0),
        pool: (workers > 1).then(|| Pool {
            injector: Injector::new(),
            pending: AtomicUsize::new(pending),
            idle: AtomicUsize::new(0),
        }),
        ckpt: ckpt.map(|(plan, codec)| Ckpt {
            plan,
            codec,
            store: store.clone(),
            start,
            before,
            next_ms: AtomicU64::new(
                plan.every
                    .map_or(u64::MAX, |e| e.as_millis().min(u128::from(u64::MAX)) as u64),
            ),
            requested: AtomicBool::new(false),
            initial,
            prior_depth,
            prior_peak,
            prior_truncated,
            round: Mutex::new(Round::new(workers)),
            cv: Condvar::new(),
        }),
        restored: Mutex::new(Vec::new()),
        waiting: Mutex::new(Vec::new()),
    };
    let mut reports = Vec::new();
    if let Some(v) = violation_at_start {
        sh.record(Counterexample {
            path: Vec::new(),
            cycle: None,
            cause: Cause::State(v),
        });
    } else if let Some(pool) = &sh.pool {
        // Stacks are taken up in the order written, before the queued jobs.
        tasks.reverse();
        *sh.restored.lock().unwrap_or_else(|e| e.into_inner()) = tasks;
        for job in jobs {
            pool.injector.push(job);
        }
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
        tasks.reverse();
        jobs.reverse();
        *sh.restored.lock().unwrap_or_else(|e| e.into_inner()) = tasks;
        *sh.waiting.lock().unwrap_or_else(|e| e.into_inner()) = jobs;
        let mut w = Worker::new(&sh, 0);
        loop {
            w.arrive_idle();
            if sh.stopped() {
                break;
            }
            let stack = sh.restored.lock().unwrap_or_else(|e| e.into_inner()).pop();
            if let Some(st) = stack {
                w.run_stack(st);
                continue;
            }
            let job = sh.waiting.lock().unwrap_or_else(|e| e.into_inner()).pop();
            match job {
                Some(job) => w.run_job(job),
                None => break,
            }
        }
        let r = w.finish();
        sh.leave(&r);
        reports.push(r);
    }
    config.monitor.publish(&initial, 0);
    // A resumed search's time is that of every run.
    let elapsed = before + start.elapsed();
    let mut outcome = finish(&sh, &store, initial, reports, workers, elapsed);
    if sh.ckpt.is_some() {
        outcome.stats.max_depth = outcome.stats.max_depth.max(prior_depth);
        outcome.depth_truncated |= prior_truncated;
        if prior_truncated && outcome.counterexamples.is_empty() {
            outcome.verdict = super::Verdict::Incomplete;
        }
    }
    Ok(outcome)
}

/// A parallel worker: takes jobs until the search is over or stopped.
fn run_worker<T: TransitionSystem + Sync>(sh: &Shared<'_, T>, id: usize) -> WorkerReport {
    let mut w = Worker::new(sh, id);
    loop {
        w.arrive_idle();
        if sh.stopped() {
            break;
        }
        let stack = sh.restored.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let Some(st) = stack else { break };
        w.run_stack(st);
        if let Some(pool) = &sh.pool {
            pool.pending.fetch_sub(1, Ordering::AcqRel);
        }
    }
    while let Some(job) = acquire(sh, &mut w) {
        w.run_job(job);
        if let Some(pool) = &sh.pool {
            pool.pending.fetch_sub(1, Ordering::AcqRel);
        }
    }
    let r = w.finish();
    sh.leave(&r);
    r
}

/// Waits for a job; `None` when all work is done or the search stopped.
fn acquire<T: TransitionSystem>(
    sh: &Shared<'_, T>,
    w: &mut Worker<'_, '_, T>,
) -> Option<Job<T::State, T::Label>> {
    let pool = sh.pool.as_ref()?;
    pool.idle.fetch_add(1, Ordering::AcqRel);
    let mut spins = 0u32;
    loop {
        // A checkpoint asked for: hand in no stack, and wait for it (before looking at the
        // stop, which a stop that writes a checkpoint raises after asking for one).
        w.arrive_idle();
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
    let mut all = WorkerReport {
        counters: initial,
        ..WorkerReport::default()
    };
    for r in &reports {
        all.merge(r);
    }
    let WorkerReport {
        counters,
        max_depth,
        peak_stack: stack_bytes,
        truncated,
    } = all;
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
