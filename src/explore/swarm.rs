//! Swarm verification (Holzmann, Joshi and Groce, "Swarm verification techniques", IEEE TSE
//! 2011): many small, *diversified* searches instead of one large one, for state spaces too
//! large for one machine's memory. Each run is a depth-first safety search ([`search`], or
//! a nested DFS for LTL through [`swarm_of`]) with
//! its own visited set (bitstate by default: a few MiB), its own seed
//! ([`SearchConfig::seed`]: the moves of every state in a random order, and hash functions
//! of its own, so that the runs lose different states) and one worker; up to `parallel`
//! runs go at once. The first run to find a violation stops the others, and its
//! counterexample is the result. Otherwise every run goes to its end, and a shared
//! HyperLogLog sketch ([`super::sketch`]) estimates how many distinct states the runs
//! covered together. That is a measure of the effort, not a proof: the runs may all have
//! missed a state.
//!
//! Run `i` of a swarm with seed `S` searches with seed [`run_seed`]`(S + i)`, so it is run 0
//! of the swarm with seed `S + i` (one run can be repeated alone).
//!
//! **Checkpoints** ([`swarm_checkpointed`]): the runs are independent, so no rendezvous is
//! needed. Each run under way checkpoints its own search into its own file, with the
//! coverage sketch's registers at that moment; the swarm's own file lists the runs that ended
//! and the sketch, written every period and when the swarm stops. A resumed swarm merges the
//! sketches (a HyperLogLog register is a maximum, so a state counted twice counts once),
//! skips the runs that ended, takes up the others from their files and starts the rest.

use super::Outcome;
use super::checkpoint::{
    ArchivedSearchBody, Checkpointing, Reason, RunDoneImage, SearchBody, SwarmImage, open_file,
    run_file,
};
use super::config::{SearchConfig, Stop};
use super::search;
use super::sketch::Sketch;
use super::stats::{Counters, Monitor, Stats};
use super::system::TransitionSystem;
use serde::Serialize;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The search seed of a run with swarm seed `s` (never 0, which would not diversify).
pub fn run_seed(s: u64) -> u64 {
    super::store::mix64(s ^ 0x5a5a_7e11_0000_0014) | 1
}

/// What one run of a swarm did.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SwarmRun {
    /// Its index (its seed is [`run_seed`] of the swarm's seed plus the index).
    pub index: usize,
    /// States it stored (its own visited set).
    pub stored: u64,
    /// Moves it executed.
    pub transitions: u64,
    /// Deepest state it reached.
    pub max_depth: usize,
    /// Whether it found a violation.
    pub violated: bool,
    /// Why it stopped early, if it did (`cancelled`: another run found a violation first).
    pub stop: Option<Stop>,
    /// Wall-clock time of the run (seconds, as a number, in JSON).
    #[serde(serialize_with = "super::stats::seconds")]
    pub elapsed: Duration,
}

/// Statistics of a swarm.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SwarmStats {
    /// Runs asked for.
    pub runs: usize,
    /// Runs at once.
    pub parallel: usize,
    /// The swarm's seed.
    pub seed: u64,
    /// The runs that started, in index order (the others were not needed: a violation was
    /// found, or the swarm was stopped).
    pub per_run: Vec<SwarmRun>,
    /// The run whose counterexample is reported.
    pub winner: Option<usize>,
    /// Estimated number of distinct states the runs stored together (HyperLogLog, about
    /// 1% standard error).
    pub distinct_states: u64,
}

/// Runs `runs` diversified searches of `sys` under `config` (its `workers` are the runs at
/// once, each run has one worker; its `max_time` bounds the whole swarm, its `max_memory`
/// the whole process, all runs together (each run checks the resident set against it); its
/// `monitor` sees the runs' progress summed and can cancel them all). The outcome has the winning run's counterexamples, the runs' counters
/// summed, and stops as [`Stop::Cancelled`] only when the swarm itself was cancelled.
pub fn swarm<T>(
    sys: &T,
    config: &SearchConfig,
    runs: usize,
    seed: u64,
) -> (Outcome<T::Label, T::Violation>, SwarmStats)
where
    T: TransitionSystem + Sync,
{
    swarm_of(config, runs, seed, &|c: &SearchConfig| search(sys, c))
}

/// [`swarm`] of any search: `run` searches under the configuration it is given (a safety
/// search, or [`super::nested_dfs`] for LTL, whose runs diversify the same way).
pub fn swarm_of<L, V>(
    config: &SearchConfig,
    runs: usize,
    seed: u64,
    run: &(dyn Fn(&SearchConfig) -> Outcome<L, V> + Sync),
) -> (Outcome<L, V>, SwarmStats)
where
    L: Clone + Send,
    V: Clone + Send,
{
    swarm_part(
        config,
        runs,
        seed,
        (0, 1),
        &Arc::new(Sketch::default()),
        None,
        &|c: &SearchConfig, _: Option<&Checkpointing>| Ok(run(c)),
    )
}

/// A search that a swarm runs: under the configuration it is given, checkpointing as the
/// plan says (an error: its checkpoint could not be resumed).
pub type RunFn<'a, L, V> =
    dyn Fn(&SearchConfig, Option<&Checkpointing>) -> Result<Outcome<L, V>, String> + Sync + 'a;

/// [`swarm_of`], writing checkpoints as `plan` says and resuming from its checkpoint if it
/// has one ([`super::checkpoint`]): the runs that ended, with the coverage sketch, in the
/// swarm's file, and each run under way in its own, written by its own search (`run` is
/// given its run's plan). A resumed swarm does not run again the runs that ended, takes up
/// those under way from their files, and starts the others. `sys`, the model the runs
/// search, gives its record ([`super::TransitionSystem::record`]) to the swarm's file.
pub fn swarm_checkpointed<L, V, T>(
    sys: &T,
    config: &SearchConfig,
    runs: usize,
    seed: u64,
    plan: &Checkpointing,
    run: &RunFn<'_, L, V>,
) -> (Outcome<L, V>, SwarmStats)
where
    L: Clone + Send,
    V: Clone + Send,
    T: super::TransitionSystem + Sync,
{
    let hooks = ModelHooks {
        record: &|| sys.record(),
        absorb: &|b| sys.absorb_record(b),
    };
    swarm_part(
        config,
        runs,
        seed,
        (0, 1),
        &Arc::new(Sketch::default()),
        Some((plan, &hooks)),
        run,
    )
}

/// How a swarm's own checkpoint reads the model's record and gives a resumed one back
/// ([`super::TransitionSystem::record`]): the swarm sees no model, only its runs do.
pub(crate) struct ModelHooks<'a> {
    record: &'a (dyn Fn() -> Vec<u8> + Sync),
    absorb: &'a (dyn Fn(&[u8]) -> Result<(), String> + Sync),
}

/// What a swarm's checkpoint records of a run that ended.
fn done_image<L, V>(index: usize, o: &Outcome<L, V>) -> RunDoneImage {
    let st = &o.stats;
    RunDoneImage {
        index: index as u64,
        counters: st.counters,
        inner: (st.inner_states, st.inner_transitions),
        max_depth: st.max_depth as u64,
        stack_bytes: st.stack_bytes as u64,
        visited_bytes: st.visited_bytes as u64,
        state_bytes: st.state_bytes.map(|b| b as u64),
        elapsed_ns: st.elapsed.as_nanos() as u64,
        store: st.store,
        stop: o.stop.map(Stop::code),
        truncated: o.depth_truncated,
    }
}

/// What a swarm's checkpoint records of the runs that ended without a violation.
fn done_images<L, V>(results: &[Option<Outcome<L, V>>]) -> Vec<RunDoneImage> {
    results
        .iter()
        .enumerate()
        .filter_map(|(i, o)| {
            o.as_ref()
                .filter(|o| o.stop.is_none() && o.counterexamples.is_empty())
                .map(|o| done_image(i, o))
        })
        .collect()
}

/// A swarm whose checkpoint could not be resumed: no run, stopped as cancelled.
fn not_run<L, V>(config: &SearchConfig, runs: usize, seed: u64) -> (Outcome<L, V>, SwarmStats) {
    let sw = SwarmStats {
        runs,
        parallel: 0,
        seed,
        per_run: Vec::new(),
        winner: None,
        distinct_states: 0,
    };
    let o = Outcome::new(
        Vec::new(),
        Stats::empty(config.store),
        Some(Stop::Cancelled),
        false,
    );
    (o, sw)
}

/// The outcome of a run that ended before the checkpoint a swarm resumed.
fn done_outcome<L, V>(d: &RunDoneImage, mode: super::StoreMode) -> Outcome<L, V> {
    let stats = Stats {
        mode,
        workers: 1,
        distributed: false,
        worker_states: vec![d.counters.stored],
        counters: d.counters,
        inner_states: d.inner.0,
        inner_transitions: d.inner.1,
        max_depth: d.max_depth as usize,
        stack_bytes: d.stack_bytes as usize,
        visited_bytes: d.visited_bytes as usize,
        state_bytes: d.state_bytes.map(|b| b as usize),
        elapsed: Duration::from_nanos(d.elapsed_ns),
        store: d.store,
    };
    Outcome::new(
        Vec::new(),
        stats,
        d.stop.and_then(Stop::from_code),
        d.truncated,
    )
}

/// A resumed swarm's start: the runs that ended, the time before, the directory of the
/// runs' files (their fingerprint must be the swarm file's).
struct SwarmResume {
    done: Vec<RunDoneImage>,
    before: Duration,
    dir: std::path::PathBuf,
    fingerprint: [u8; 32],
}

/// Reads the swarm checkpoint `plan` resumes, if any, merging its sketch into `sketch`.
fn swarm_resume(
    plan: &Checkpointing,
    hooks: &ModelHooks<'_>,
    sketch: &Sketch,
) -> Result<Option<SwarmResume>, String> {
    let Some(im) = plan.resumed_swarm()? else {
        return Ok(None);
    };
    (hooks.absorb)(&im.model)?;
    let loaded = plan.resume.as_ref().expect("a resumed checkpoint");
    let done: Vec<RunDoneImage> = rkyv::deserialize::<_, rkyv::rancor::Error>(&im.done)
        .map_err(|e| format!("the swarm's runs do not read back: {e}"))?;
    sketch.merge(&im.sketch);
    Ok(Some(SwarmResume {
        done,
        before: Duration::from_nanos(im.elapsed_ns.to_native()),
        dir: loaded
            .path
            .parent()
            .map(std::path::Path::to_path_buf)
            .unwrap_or_default(),
        fingerprint: loaded.fingerprint(),
    }))
}

/// The plan of run `i` of a checkpointing swarm: resumed from its own file if the swarm
/// resumes and the run had one (whose sketch then joins the swarm's).
fn run_plan(
    plan: &Checkpointing,
    resume: Option<&SwarmResume>,
    i: usize,
    sketch: &Arc<Sketch>,
) -> Result<Checkpointing, String> {
    let own = match resume {
        Some(r) if r.dir.join(run_file(i as u64)).is_file() => {
            let l = open_file(&r.dir, &run_file(i as u64))?;
            if l.fingerprint() != r.fingerprint {
                return Err(format!(
                    "{} is not of the swarm's checkpoint (another program, pancam or options)",
                    l.path.display()
                ));
            }
            if let ArchivedSearchBody::SwarmRun(ri) = &l.file().search {
                if ri.index.to_native() != i as u64 {
                    return Err(format!("{} is not run {i}'s", l.path.display()));
                }
                sketch.merge(&ri.sketch);
            }
            Some(l)
        }
        _ => None,
    };
    Ok(plan.for_run(i as u64, sketch.clone(), own))
}

/// The runs `i` of a swarm of `runs` with `i % part.1 == part.0` (this process's share of a
/// swarm spread over `part.1` processes), adding their states to `sketch`. Otherwise as
/// [`swarm_of`]; the statistics list only these runs.
#[allow(clippy::too_many_arguments)]
pub(crate) fn swarm_part<L, V>(
    config: &SearchConfig,
    runs: usize,
    seed: u64,
    part: (usize, usize),
    sketch: &Arc<Sketch>,
    ckpt: Option<(&Checkpointing, &ModelHooks<'_>)>,
    run: &RunFn<'_, L, V>,
) -> (Outcome<L, V>, SwarmStats)
where
    L: Clone + Send,
    V: Clone + Send,
{
    let start = Instant::now();
    let hooks = ckpt.map(|c| c.1);
    let ckpt = ckpt.map(|c| c.0);
    let resume = match ckpt
        .zip(hooks)
        .map(|(p, h)| swarm_resume(p, h, sketch))
        .transpose()
    {
        Ok(r) => r.flatten(),
        Err(e) => {
            let plan = ckpt.expect("a plan");
            plan.fail(e);
            None
        }
    };
    if ckpt.is_some_and(|p| p.failed().is_some()) {
        return not_run(config, runs, seed);
    }
    if let Some(p) = ckpt {
        *p.restored_in.lock().unwrap_or_else(|e| e.into_inner()) =
            resume.as_ref().map(|_| start.elapsed());
    }
    let before = resume.as_ref().map_or(Duration::ZERO, |r| r.before);
    let runs = runs.max(1);
    let (rank, ranks) = (part.0, part.1.max(1));
    // This process's runs: rank, rank + ranks, ...
    let mine = runs.saturating_sub(rank).div_ceil(ranks);
    let parallel = config.workers.clamp(1, mine.max(1));
    let monitors: Vec<Arc<Monitor>> = (0..runs).map(|_| Arc::new(Monitor::new())).collect();
    let next = AtomicUsize::new(0);
    let found = AtomicBool::new(false);
    let winner: Mutex<Option<usize>> = Mutex::new(None);
    let mut ended = vec![false; runs];
    let mut initial: Vec<Option<Outcome<L, V>>> = (0..runs).map(|_| None).collect();
    for d in resume.iter().flat_map(|r| &r.done) {
        let i = d.index as usize;
        if i < runs {
            ended[i] = true;
            initial[i] = Some(done_outcome(d, config.store));
        }
    }
    let results: Mutex<Vec<Option<Outcome<L, V>>>> = Mutex::new(initial);
    let running = AtomicUsize::new(parallel);
    // The swarm's checkpoint: the runs that ended (without a violation), and the sketch.
    let write_index = |done: Vec<RunDoneImage>, reason: Reason| {
        let Some(plan) = ckpt else { return };
        let t0 = Instant::now();
        let image = SwarmImage {
            done,
            sketch: sketch.registers(),
            elapsed_ns: (before + start.elapsed()).as_nanos() as u64,
            model: hooks.map_or_else(Vec::new, |h| (h.record)()),
        };
        plan.write(SearchBody::Swarm(image), reason, t0);
    };
    let mut next_index = ckpt.and_then(|p| p.every);
    let deadline = config.max_time.map(|t| start + t);
    let stop_all = |monitors: &[Arc<Monitor>]| monitors.iter().for_each(|m| m.cancel());
    config.monitor.reset();
    std::thread::scope(|scope| {
        for _ in 0..parallel {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let i = rank + k * ranks;
                    if k >= mine || found.load(Ordering::Acquire) || config.monitor.is_cancelled() {
                        break;
                    }
                    if ended[i] {
                        continue;
                    }
                    let now = Instant::now();
                    if deadline.is_some_and(|d| now >= d) {
                        break;
                    }
                    let cfg = SearchConfig {
                        workers: 1,
                        seed: run_seed(seed.wrapping_add(i as u64)),
                        sketch: Some(sketch.clone()),
                        monitor: monitors[i].clone(),
                        max_time: deadline.map(|d| d.saturating_duration_since(now)),
                        // Each run compares its own account and the process's resident
                        // set (all runs together) with the limit: the swarm stays within it.
                        max_memory: config.max_memory,
                        ..config.clone()
                    };
                    let plan = match ckpt.map(|p| run_plan(p, resume.as_ref(), i, sketch)) {
                        Some(Err(e)) => {
                            ckpt.expect("a plan").fail(e);
                            config.monitor.cancel();
                            break;
                        }
                        Some(Ok(p)) => Some(p),
                        None => None,
                    };
                    let o = match run(&cfg, plan.as_ref()) {
                        Ok(o) => o,
                        Err(e) => {
                            ckpt.expect("a plan").fail(e);
                            config.monitor.cancel();
                            break;
                        }
                    };
                    // A run's restore counts in the swarm's (the report's "restored in"), and
                    // its first write error is the swarm's.
                    if let (Some(p), Some(own)) = (ckpt, &plan) {
                        let restored = *own.restored_in.lock().unwrap_or_else(|e| e.into_inner());
                        if let Some(d) = restored {
                            let mut r = p.restored_in.lock().unwrap_or_else(|e| e.into_inner());
                            *r = Some(r.unwrap_or_default() + d);
                        }
                        let failed = own
                            .written
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .1
                            .take();
                        if let Some(e) = failed {
                            p.written
                                .lock()
                                .unwrap_or_else(|e| e.into_inner())
                                .1
                                .get_or_insert(e);
                        }
                    }
                    if !o.counterexamples.is_empty() {
                        let mut w = winner.lock().unwrap_or_else(|e| e.into_inner());
                        if w.is_none() {
                            *w = Some(i);
                            found.store(true, Ordering::Release);
                            stop_all(&monitors);
                        }
                    }
                    results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(o);
                }
                running.fetch_sub(1, Ordering::AcqRel);
            });
        }
        // Progress for the caller's monitor (the runs' counters summed), and its
        // cancellation (Ctrl-C) passed on to every run.
        let mut shown = Counters::default();
        while running.load(Ordering::Acquire) > 0 {
            std::thread::sleep(Duration::from_millis(20));
            if config.monitor.is_cancelled() {
                stop_all(&monitors);
            }
            let mut now = Counters::default();
            let mut depth = 0;
            for m in &monitors {
                let p = m.snapshot();
                now.stored += p.stored;
                now.matched += p.matched;
                now.transitions += p.transitions;
                depth = depth.max(p.max_depth as usize);
            }
            if now.stored >= shown.stored
                && now.matched >= shown.matched
                && now.transitions >= shown.transitions
            {
                config.monitor.publish(&now.sub(&shown), depth);
                shown = now;
            }
            if let (Some(due), Some(every)) = (next_index, ckpt.and_then(|p| p.every))
                && start.elapsed() >= due
            {
                let done = done_images(&results.lock().unwrap_or_else(|e| e.into_inner()));
                write_index(done, Reason::Periodic);
                next_index = Some(start.elapsed() + every);
            }
        }
    });
    let winner = winner.into_inner().unwrap_or_else(|e| e.into_inner());
    let results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    let done = ckpt.map(|_| done_images(&results));
    let mut per_run = Vec::new();
    let mut counters = Counters::default();
    let mut stats: Option<Stats> = None;
    let mut max_depth = 0;
    let mut visited = 0;
    let mut stack = 0;
    let mut state_bytes = Some(0usize);
    let mut truncated = false;
    let mut stop = None;
    let mut cxs = Vec::new();
    for (i, o) in results.into_iter().enumerate() {
        let Some(o) = o else { continue };
        per_run.push(SwarmRun {
            index: i,
            stored: o.stats.counters.stored,
            transitions: o.stats.counters.transitions,
            max_depth: o.stats.max_depth,
            violated: !o.counterexamples.is_empty(),
            stop: o.stop,
            elapsed: o.stats.elapsed,
        });
        counters.add(&o.stats.counters);
        max_depth = max_depth.max(o.stats.max_depth);
        visited += o.stats.visited_bytes;
        stack = stack.max(o.stats.stack_bytes);
        state_bytes = state_bytes.zip(o.stats.state_bytes).map(|(a, b)| a + b);
        truncated |= o.depth_truncated;
        // A run stopped by another's violation is not a reason; a limit is.
        if winner.is_none()
            && let Some(s) = o.stop
            && stop.is_none()
        {
            stop = Some(s);
        }
        if Some(i) == winner {
            cxs = o.counterexamples.clone();
        }
        if stats.is_none() || Some(i) == winner {
            stats = Some(o.stats);
        }
    }
    // Where the runs stand for a checkpoint: a run cut short, or one not started, is taken
    // up by a resumed swarm, even where one run that ended makes the swarm's verdict.
    let cut = stop.or_else(|| {
        (winner.is_none() && per_run.len() < mine).then_some(if config.monitor.is_cancelled() {
            Stop::Cancelled
        } else {
            Stop::Time
        })
    });
    // One run that went to its end searched the whole space (up to its store's losses).
    if per_run.iter().any(|r| r.stop.is_none()) {
        stop = None;
    }
    if winner.is_none() && stop.is_some() && config.monitor.is_cancelled() {
        stop = Some(Stop::Cancelled);
    }
    // Runs that never started (the deadline passed first) leave the swarm short.
    if winner.is_none() && per_run.iter().all(|r| r.stop.is_some()) && per_run.len() < mine {
        stop = Some(if config.monitor.is_cancelled() {
            Stop::Cancelled
        } else {
            Stop::Time
        });
    }
    // A swarm stopped early writes where its runs stand (each run under way wrote its own
    // file as it stopped); one that found a violation, or whose runs all ended, is done.
    if winner.is_none()
        && let Some(s) = cut
        && ckpt.is_some_and(|p| p.failed().is_none())
    {
        write_index(done.unwrap_or_default(), Reason::Stopped(s));
    }
    // The store report is one run's (the winner's, else the first's): each run has its own
    // visited set, and their loss estimates are alike.
    let stats = stats.unwrap_or_else(|| Stats {
        workers: parallel,
        ..Stats::empty(config.store)
    });
    let mut stats = Totals {
        counters,
        max_depth,
        visited,
        stack,
    }
    .into_stats(stats, parallel, start);
    stats.elapsed += before;
    stats.state_bytes = state_bytes.filter(|_| !per_run.is_empty());
    let sw = SwarmStats {
        runs,
        parallel,
        seed,
        per_run,
        winner,
        distinct_states: sketch.estimate().round() as u64,
    };
    (Outcome::new(cxs, stats, stop, truncated), sw)
}

/// The runs' counters and extents summed (the deepest, the largest stack).
struct Totals {
    counters: Counters,
    max_depth: usize,
    visited: usize,
    stack: usize,
}

impl Totals {
    /// A swarm's statistics: one run's `stats` (its store report) with the runs' totals,
    /// `parallel` runs at once, timed from `start`.
    fn into_stats(self, mut stats: Stats, parallel: usize, start: Instant) -> Stats {
        stats.counters = self.counters;
        stats.workers = parallel;
        // Per run in [`SwarmStats::per_run`]: the runs are not workers of one search.
        stats.worker_states = Vec::new();
        stats.max_depth = self.max_depth;
        stats.visited_bytes = self.visited;
        stats.stack_bytes = self.stack;
        stats.elapsed = start.elapsed();
        stats
    }
}

/// What rank 0 of a swarm over ranks returns: the outcome and the swarm's statistics.
pub type Swarmed<L, V> = (Outcome<L, V>, SwarmStats);

/// What a rank of a swarm over ranks tells rank 0 ([`swarm_over`]).
#[derive(serde::Serialize, serde::Deserialize)]
struct RankSwarm {
    /// (index, stored, transitions, max depth, violated, stop code, seconds).
    runs: Vec<(usize, u64, u64, usize, bool, u8, f64)>,
    counters: (u64, u64, u64, u64, u64),
    max_depth: usize,
    visited: usize,
    stack: usize,
    truncated: bool,
    stop: u8,
    parallel: usize,
    /// The violation found: its run, kind (as [`super::distributed::rebuild`] takes it) and
    /// path (encoded moves).
    found: Option<(usize, u8, Vec<u8>)>,
    sketch: Vec<u8>,
}

/// A swarm spread over the ranks of `comm` (`mpirun -np P pancam check --swarm K`): rank `r`
/// runs the runs `i` with `i % P == r`, `config.workers` of them at once; the first
/// violation found anywhere stops every rank. Rank 0 gets the outcome (the counterexample
/// rebuilt from its moves, as from a local run) and the statistics of every run, the
/// distinct states estimated from every rank's sketch; the other ranks get `None`. Safety
/// only: a counterexample travels as its moves, and the moves of an LTL product have no
/// codec.
pub fn swarm_over<T>(
    sys: &T,
    config: &SearchConfig,
    runs: usize,
    seed: u64,
    comm: &mut dyn super::distributed::Transport,
) -> Option<Swarmed<T::Label, T::Violation>>
where
    T: super::distributed::StateCodec + Sync,
{
    use super::distributed::{backoff, quiesce, rebuild, tag, wire};
    let start = Instant::now();
    let (me, ranks) = (comm.rank(), comm.size());
    let sketch = Arc::new(Sketch::default());
    let done = AtomicBool::new(false);
    let mut stopped_by_other = false;
    let (local, st) = std::thread::scope(|scope| {
        let h = scope.spawn(|| {
            let r = swarm_part(
                config,
                runs,
                seed,
                (me, ranks),
                &sketch,
                None,
                &|c: &SearchConfig, _: Option<&Checkpointing>| Ok(search(sys, c)),
            );
            done.store(true, Ordering::Release);
            r
        });
        // This thread talks MPI: a stop from another rank cancels the local runs.
        let mut spins = 0;
        while !done.load(Ordering::Acquire) {
            while let Some((_, t, _)) = comm.try_recv() {
                if t == tag::STOP && !stopped_by_other {
                    stopped_by_other = true;
                    config.monitor.cancel();
                }
            }
            backoff(&mut spins);
            spins = spins.min(300);
        }
        match h.join() {
            Ok(r) => r,
            Err(p) => std::panic::resume_unwind(p),
        }
    });
    if st.winner.is_some() {
        for d in (0..ranks).filter(|&d| d != me) {
            comm.send(d, tag::STOP, vec![Stop::ViolationLimit.code()]);
        }
    }
    quiesce(comm, &mut |_, _, _| {});
    let found = st.winner.zip(local.counterexamples.first()).map(|(w, cx)| {
        let mut path = Vec::new();
        wire::put(&mut path, cx.path.len() as u64);
        for l in &cx.path {
            sys.encode_label(l, &mut path);
        }
        let kind = match cx.cause {
            super::Cause::Step(_) => 0,
            super::Cause::State(_) => 1,
            _ => 2,
        };
        (w, kind, path)
    });
    let c = local.stats.counters;
    let mine = RankSwarm {
        runs: st
            .per_run
            .iter()
            .map(|r| {
                (
                    r.index,
                    r.stored,
                    r.transitions,
                    r.max_depth,
                    r.violated,
                    r.stop.map_or(0, Stop::code),
                    r.elapsed.as_secs_f64(),
                )
            })
            .collect(),
        counters: (c.stored, c.matched, c.revisited, c.transitions, c.pruned),
        max_depth: local.stats.max_depth,
        visited: local.stats.visited_bytes,
        stack: local.stats.stack_bytes,
        truncated: local.depth_truncated,
        // Cancelled because another rank won: not this rank's own reason.
        stop: if stopped_by_other {
            0
        } else {
            local.stop.map_or(0, Stop::code)
        },
        parallel: st.parallel,
        found,
        sketch: sketch.registers(),
    };
    let bytes = serde_json::to_vec(&mine).expect("a swarm report serialises");
    let all = comm.gather(&bytes)?;
    let reports: Vec<RankSwarm> = all
        .iter()
        .map(|b| serde_json::from_slice(b).expect("a swarm report of this program"))
        .collect();
    let mut counters = Counters::default();
    let mut per_run = Vec::new();
    let (mut max_depth, mut visited, mut stack, mut truncated) = (0, 0, 0, false);
    let mut parallel = 0;
    let mut winner = None;
    let mut cxs = Vec::new();
    let mut stop = None;
    for r in &reports {
        sketch.merge(&r.sketch);
        let (stored, matched, revisited, transitions, pruned) = r.counters;
        counters.add(&Counters {
            stored,
            matched,
            revisited,
            transitions,
            pruned,
            slept: 0,
            replayed: 0,
        });
        max_depth = max_depth.max(r.max_depth);
        visited += r.visited;
        stack = stack.max(r.stack);
        truncated |= r.truncated;
        parallel += r.parallel;
        for &(index, stored, transitions, depth, violated, code, secs) in &r.runs {
            per_run.push(SwarmRun {
                index,
                stored,
                transitions,
                max_depth: depth,
                violated,
                stop: Stop::from_code(code),
                elapsed: Duration::from_secs_f64(secs),
            });
        }
        if let (None, Some((w, kind, path))) = (winner, &r.found) {
            let mut pos = 0;
            let n = wire::get(path, &mut pos).unwrap_or(0);
            let labels: Option<Vec<T::Label>> =
                (0..n).map(|_| sys.decode_label(path, &mut pos)).collect();
            if let Some(labels) = labels {
                winner = Some(*w);
                cxs.push(rebuild(sys, labels, *kind));
            }
        }
        if stop.is_none() {
            stop = Stop::from_code(r.stop);
        }
    }
    per_run.sort_by_key(|r| r.index);
    // One run that went to its end searched the whole space (up to its store's losses).
    if winner.is_some() || per_run.iter().any(|r| r.stop.is_none()) {
        stop = None;
    } else if stop.is_none() && per_run.len() < runs {
        stop = Some(Stop::Time);
    }
    let stats = Totals {
        counters,
        max_depth,
        visited,
        stack,
    }
    .into_stats(local.stats, parallel, start);
    let sw = SwarmStats {
        runs,
        parallel,
        seed,
        per_run,
        winner,
        distinct_states: sketch.estimate().round() as u64,
    };
    Some((Outcome::new(cxs, stats, stop, truncated), sw))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::toys::{ModCounters, Philosophers};
    use crate::explore::{StoreMode, Verdict};

    /// 2^13 bits for 2^14 states: every run loses many.
    const TINY_BITSTATE: StoreMode = StoreMode::Bitstate {
        log2_bits: 13,
        hashes: 2,
    };

    fn config(store: StoreMode, workers: usize) -> SearchConfig {
        SearchConfig {
            store,
            workers,
            ..SearchConfig::default()
        }
    }

    #[test]
    fn a_swarm_covers_a_small_space_and_counts_it_once() {
        // 4096 states: every run of an exact store covers them all; the union is 4096.
        let sys = ModCounters { n: 3, bits: 4 };
        let (o, st) = swarm(&sys, &config(StoreMode::Exact, 2), 4, 7);
        assert_eq!(o.verdict, Verdict::Holds);
        assert_eq!(st.per_run.len(), 4);
        assert!(st.per_run.iter().all(|r| r.stored == 4096));
        let err = (st.distinct_states as f64 - 4096.0).abs() / 4096.0;
        assert!(err < 0.03, "{} distinct", st.distinct_states);
        assert_eq!(o.stats.counters.stored, 4 * 4096);
    }

    #[test]
    fn runs_go_different_ways() {
        // Tiny bit arrays lose states; runs with their own order and hash lose different
        // ones, so together they cover more than any one of them.
        let sys = ModCounters { n: 2, bits: 7 };
        let store = TINY_BITSTATE;
        let (_, st) = swarm(&sys, &config(store, 1), 6, 1);
        let best = st.per_run.iter().map(|r| r.stored).max().unwrap();
        assert!(best < 16384, "{best}");
        assert!(
            st.distinct_states as f64 > best as f64 * 1.1,
            "union {} against the best run {best}",
            st.distinct_states
        );
        let seeds: std::collections::HashSet<u64> = st.per_run.iter().map(|r| r.stored).collect();
        assert!(
            seeds.len() > 1,
            "every run stored the same number of states"
        );
    }

    #[test]
    fn the_first_violation_stops_the_swarm() {
        let sys = Philosophers {
            n: 4,
            ordered: false,
        };
        let (o, st) = swarm(&sys, &config(StoreMode::Exact, 2), 50, 3);
        assert_eq!(o.verdict, Verdict::Violated);
        assert_eq!(o.counterexamples.len(), 1);
        let w = st.winner.expect("a winner");
        assert!(st.per_run.iter().any(|r| r.index == w && r.violated));
        assert!(st.per_run.len() < 50, "{} runs started", st.per_run.len());
        // The counterexample is a path of the system.
        crate::explore::replay(&sys, &o.counterexamples[0]).expect("replays");
    }

    #[test]
    fn a_run_is_repeated_alone_by_its_seed() {
        let sys = ModCounters { n: 2, bits: 7 };
        let store = TINY_BITSTATE;
        let (_, many) = swarm(&sys, &config(store, 2), 3, 10);
        let (_, one) = swarm(&sys, &config(store, 1), 1, 12);
        assert_eq!(many.per_run[2].stored, one.per_run[0].stored);
        assert_eq!(many.per_run[2].transitions, one.per_run[0].transitions);
    }
}
