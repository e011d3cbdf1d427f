//! The iterative depth-first search engine (one worker's stack).
//!
//! Spin's search loop (Holzmann, *The Spin Model Checker*, ch. 8; pancam drove it, Zaks §3.3)
//! without recursion: a stack frame holds the full tracked state (or can compute it again, see
//! below), the range of its enabled moves in a shared label arena, the index of the next move
//! to try, and the system's per-state auxiliary data. Successors are generated one at a time, never all siblings at once (states are
//! large); only the *matched* bytes of a successor go to the visited set. Depth is bounded only by
//! heap memory, not by the Rust call stack.
//!
//! Buffers are reused: the label arena, the sleep-set arenas, the scratch label list, the
//! matched-bytes buffer, the slots of the states held and recycled `Aux` values, so the steady state allocates nothing beyond what the system's `step`
//! allocates for a new state.
//!
//! A frame keeps its state only while it may be needed soon: the frames nearest the top keep
//! theirs, and below them only every `every`-th frame (a checkpoint); a state dropped is
//! computed again, when the search backtracks to its frame, by replaying the moves from the
//! checkpoint below ([`super::config::StackStates`]). The moves are deterministic, so the
//! replay gives the same state (checked in tests: [`StackStates::verify`]). A deep stack
//! (hundreds of thousands of frames, as a stubborn-set search of a dozen threads reaches)
//! then costs its move lists, its aux data and a state per checkpoint, not a state per frame.
//! This is the counterpart of Spin's stack, which keeps the undo information of each move
//! rather than states; pancam's moves cannot be undone (a superstep runs arbitrary code), but
//! they can be redone.
//!
//! The same engine runs the sequential search and each worker of the parallel search
//! ([`super::search`]); in parallel mode it donates the unexplored moves of its lowest frame to
//! idle workers ([`Worker::donate`]).

use super::checkpoint::{
    Checkpointing, DoneImage, FrameImage, JobImage, LabelCodec, Reason, SearchBody, SearchImage,
    StackImage, put_labels,
};
use super::config::{Limits, POLL_BYTES, POLL_INTERVAL, SearchConfig, StackStates, Stop};
use super::stats::Counters;
use super::store::{AnyStore, Parts, Visit, VisitedSet};
use super::system::{Step, TransitionSystem};
use super::trace::{Cause, Counterexample};
use crossbeam_deque::{Injector, Steal};
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

/// One DFS stack frame: its state's slot, the state's aux data, and the bookkeeping.
struct Frame<A> {
    /// The slot of [`Worker::held`] that holds this frame's state; [`NO_SLOT`] while the
    /// state is dropped (see the module docs).
    slot: u32,
    aux: A,
    /// Sleep sets: where this frame's entries start in [`Worker::dones`] (the moves of this
    /// state executed so far that may put later siblings to sleep, see
    /// [`Worker::sleep_for`]) and in [`Worker::done_keys`]; they run up to the next frame's.
    done_lo: u32,
    keys_lo: u32,
    /// First label of this state in the arena.
    lo: u32,
    /// Next label to execute.
    next: u32,
    /// End of the labels still to execute by this worker (lowered by donation).
    hi: u32,
    /// Estimated bytes of this frame without its state (bookkeeping, aux, labels), for the
    /// memory limit.
    bytes: u32,
    /// Estimated bytes of its state while held; 0 while dropped.
    state_bytes: u32,
}

/// [`Frame::slot`] of a frame whose state is dropped.
const NO_SLOT: u32 = u32::MAX;

/// How many frames at the top of the stack keep the successors their aux data holds
/// ([`TransitionSystem::drop_successors`]).
const ENDS_WINDOW: usize = 64;

/// A move of a frame already executed, for the sleep sets of its later siblings: its
/// sleep key, and the sleep keys of the moves its successor was expanded with (the range
/// `child_lo..child_hi` of [`Worker::done_keys`]; `expanded` false when the successor was
/// not expanded here: seen before, a violation, terminal, cut). Checkpoints write these
/// records as they are.
type Done = DoneImage;

/// A subtree handed from one worker to another: the state (already stored and checked), the
/// moves that lead to it, and the moves of the state to explore (`None`: all of them). The
/// receiver calls `transitions` again only to rebuild the state's `Aux`.
pub(crate) struct Job<S, L> {
    pub(crate) state: S,
    pub(crate) path: Vec<L>,
    pub(crate) moves: Option<Vec<L>>,
}

/// Work distribution of the parallel search.
pub(crate) struct Pool<S, L> {
    pub(crate) injector: Injector<Job<S, L>>,
    /// Jobs queued plus jobs being run. 0 is final: the search is over.
    pub(crate) pending: AtomicUsize,
    /// Workers waiting for a job.
    pub(crate) idle: AtomicUsize,
}

/// What the workers of one search share.
pub(crate) struct Shared<'a, T: TransitionSystem> {
    pub(crate) sys: &'a T,
    pub(crate) store: &'a AnyStore,
    pub(crate) config: &'a SearchConfig,
    pub(crate) limits: Limits,
    /// 0, or a [`Stop`] code.
    pub(crate) stop: AtomicU8,
    pub(crate) found: Mutex<Vec<Counterexample<T::Label, T::Violation>>>,
    /// Sum of the workers' published stack estimates.
    pub(crate) stack_bytes: AtomicUsize,
    pub(crate) pool: Option<Pool<T::State, T::Label>>,
    /// Checkpointing, when the search writes checkpoints.
    pub(crate) ckpt: Option<Ckpt<'a, T::Label>>,
    /// Stacks of a resumed search not yet taken up by a worker (each counts in the pool's
    /// `pending`).
    pub(crate) restored: Mutex<Vec<RestoredStack<T::Label, T::State>>>,
    /// Jobs of a sequential search not yet run (the initial state's, or a resumed search's
    /// queued jobs); a parallel search keeps them in its pool.
    pub(crate) waiting: Mutex<Vec<Job<T::State, T::Label>>>,
}

/// A depth-first stack read back from a checkpoint: the moves of [`StackImage`], decoded.
pub(crate) struct RestoredStack<L, S> {
    /// The state its base path leads to (the root frame's).
    pub(crate) root: S,
    pub(crate) rng: u64,
    pub(crate) base: Vec<L>,
    pub(crate) labels: Vec<L>,
    pub(crate) frames: Vec<FrameImage>,
    pub(crate) dones: Vec<DoneImage>,
    pub(crate) done_keys: Vec<u64>,
}

/// What the workers of a checkpointing search share (see [`super::checkpoint`]): when the
/// next checkpoint is due, and the rendezvous at which they write one.
pub(crate) struct Ckpt<'a, L> {
    pub(crate) plan: &'a Checkpointing,
    pub(crate) codec: &'a dyn LabelCodec<L>,
    /// The visited set (the one `Shared::store` borrows), which a checkpoint's image names
    /// and its writer reads.
    pub(crate) store: std::sync::Arc<AnyStore>,
    /// When this run of the search started, and how long the runs before it took.
    pub(crate) start: Instant,
    pub(crate) before: Duration,
    /// Milliseconds after `start` at which the next periodic checkpoint is due.
    pub(crate) next_ms: AtomicU64,
    /// A checkpoint is wanted: every worker stops at its next poll (or while waiting for
    /// work) and hands in its stack.
    pub(crate) requested: AtomicBool,
    /// What the search had done before this run (a resumed search: the checkpoint's
    /// counters, plus the initial state's for a new one), and its deepest depth, peak stack
    /// and depth truncation.
    pub(crate) initial: Counters,
    pub(crate) prior_depth: usize,
    pub(crate) prior_peak: usize,
    pub(crate) prior_truncated: bool,
    pub(crate) round: Mutex<Round>,
    pub(crate) cv: Condvar,
}

/// The rendezvous being gathered.
#[derive(Default)]
pub(crate) struct Round {
    /// Workers still in the search (a rendezvous waits for each of them).
    pub(crate) active: usize,
    /// The final counters of the workers that left.
    left: WorkerReport,
    arrived: usize,
    generation: u64,
    /// The stacks and counters of the workers arrived.
    stacks: Vec<StackImage>,
    sum: WorkerReport,
}

impl Round {
    /// A rendezvous of `active` workers.
    pub(crate) fn new(active: usize) -> Round {
        Round {
            active,
            ..Round::default()
        }
    }
}

impl<L> Ckpt<'_, L> {
    /// Whether a checkpoint is asked for; asks for the periodic one when it is due (not
    /// after the search stopped: a stop that writes one has asked for it already).
    fn due(&self, stopped: bool) -> bool {
        if self.requested.load(Ordering::Acquire) {
            return true;
        }
        if stopped {
            return false;
        }
        let ms = self.start.elapsed().as_millis() as u64;
        if ms >= self.next_ms.load(Ordering::Relaxed) {
            self.requested.store(true, Ordering::Release);
            return true;
        }
        false
    }
}

impl<T: TransitionSystem> Shared<'_, T> {
    /// Whether a checkpoint is asked for (a checkpointing search only).
    fn checkpoint_asked(&self) -> bool {
        self.ckpt
            .as_ref()
            .is_some_and(|ck| ck.requested.load(Ordering::SeqCst))
    }

    /// Halts the search for `why`; a checkpointing search first asks for the checkpoint
    /// that the stop writes (time, memory, cancellation), so that every worker hands in its
    /// stack before it sees the stop.
    pub(crate) fn halt_writing(&self, why: Stop) {
        if let Some(ck) = &self.ckpt
            && why != Stop::ViolationLimit
        {
            // Under the round's lock, so that no worker leaves in between unseen.
            let _r = ck.round.lock().unwrap_or_else(|e| e.into_inner());
            if !self.stopped() {
                ck.requested.store(true, Ordering::SeqCst);
            }
            self.halt(why);
            return;
        }
        self.halt(why);
    }

    /// A worker (`image`: its stack and counters; `None`: one waiting for work, with its
    /// counters) arrives at the checkpoint rendezvous; the last one writes the checkpoint.
    /// Returns once it is written.
    pub(crate) fn rendezvous(&self, image: Option<StackImage>, w: &WorkerReport) {
        let Some(ck) = &self.ckpt else { return };
        let mut r = ck.round.lock().unwrap_or_else(|e| e.into_inner());
        r.arrived += 1;
        if let Some(im) = image {
            r.stacks.push(im);
        }
        r.sum.merge(w);
        if r.arrived < r.active {
            let generation = r.generation;
            while r.generation == generation {
                r = ck.cv.wait(r).unwrap_or_else(|e| e.into_inner());
            }
            return;
        }
        self.complete_round(ck, &mut r);
    }

    /// A worker leaves the search for good (`w`: its final counters): a rendezvous no
    /// longer waits for it, and its counters count in every later checkpoint.
    pub(crate) fn leave(&self, w: &WorkerReport) {
        let Some(ck) = &self.ckpt else { return };
        let mut r = ck.round.lock().unwrap_or_else(|e| e.into_inner());
        r.active -= 1;
        r.left.merge(w);
        if r.arrived > 0 && r.arrived >= r.active {
            self.complete_round(ck, &mut r);
        }
    }

    /// Writes the checkpoint of a rendezvous every active worker has arrived at, and lets
    /// them go on.
    fn complete_round(&self, ck: &Ckpt<'_, T::Label>, r: &mut Round) {
        let written = Instant::now();
        let stop = Stop::from_code(self.stop.load(Ordering::Acquire));
        // A violation limit ends the search with its verdict; a worker that stopped for it
        // may have given up its stack before arriving, so nothing is written then.
        if stop != Some(Stop::ViolationLimit) {
            let mut all = r.sum.clone();
            all.merge(&r.left);
            let mut counters = ck.initial;
            counters.add(&all.counters);
            let jobs = self.queued_jobs(ck);
            let found = self
                .found
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .iter()
                .map(|c| put_labels(ck.codec, &c.path))
                .collect();
            let image = SearchImage {
                counters,
                max_depth: all.max_depth.max(ck.prior_depth) as u64,
                peak_stack: all.peak_stack.max(ck.prior_peak) as u64,
                truncated: all.truncated || ck.prior_truncated,
                elapsed_ns: (ck.before + ck.start.elapsed()).as_nanos() as u64,
                store: ck.store.image(),
                stacks: {
                    let mut stacks = std::mem::take(&mut r.stacks);
                    stacks.extend(self.untaken_stacks(ck));
                    stacks
                },
                jobs,
                found,
                model: self.sys.record(),
            };
            let reason = match stop {
                Some(s) => Reason::Stopped(s),
                None => Reason::Periodic,
            };
            ck.plan
                .write(SearchBody::Exhaustive(image), reason, written);
        }
        let next = match ck.plan.every {
            Some(every) => (ck.start.elapsed() + every).as_millis() as u64,
            None => u64::MAX,
        };
        ck.next_ms.store(next, Ordering::Relaxed);
        r.generation += 1;
        r.arrived = 0;
        r.stacks.clear();
        r.sum = WorkerReport::default();
        ck.requested.store(false, Ordering::Release);
        ck.cv.notify_all();
    }

    /// The restored stacks no worker has taken up yet, as images.
    fn untaken_stacks(&self, ck: &Ckpt<'_, T::Label>) -> Vec<StackImage> {
        let restored = self.restored.lock().unwrap_or_else(|e| e.into_inner());
        // Taken from the end: the first to be taken up is written first.
        restored
            .iter()
            .rev()
            .map(|st| {
                let (base, base_len) = put_labels(ck.codec, &st.base);
                let (labels, labels_len) = put_labels(ck.codec, &st.labels);
                StackImage {
                    rng: st.rng,
                    base,
                    base_len,
                    labels,
                    labels_len,
                    frames: st.frames.clone(),
                    dones: st.dones.clone(),
                    done_keys: st.done_keys.clone(),
                }
            })
            .collect()
    }

    /// The jobs waiting or in the queue, as images (they are put back).
    fn queued_jobs(&self, ck: &Ckpt<'_, T::Label>) -> Vec<JobImage> {
        let image = |j: &Job<T::State, T::Label>| {
            let (path, path_len) = put_labels(ck.codec, &j.path);
            JobImage {
                path,
                path_len,
                moves: j.moves.as_ref().map(|m| put_labels(ck.codec, m)),
            }
        };
        let waiting = self.waiting.lock().unwrap_or_else(|e| e.into_inner());
        let mut images: Vec<JobImage> = waiting.iter().rev().map(image).collect();
        drop(waiting);
        let Some(pool) = &self.pool else {
            return images;
        };
        let mut taken = Vec::new();
        loop {
            match pool.injector.steal() {
                Steal::Success(job) => taken.push(job),
                Steal::Retry => continue,
                Steal::Empty => break,
            }
        }
        images.extend(taken.iter().map(image));
        for j in taken {
            pool.injector.push(j);
        }
        images
    }

    pub(crate) fn halt(&self, why: Stop) {
        let _ = self
            .stop
            .compare_exchange(0, why.code(), Ordering::AcqRel, Ordering::Relaxed);
    }

    pub(crate) fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed) != 0
    }

    /// Records a counterexample; returns true when the violation limit is reached.
    pub(crate) fn record(&self, cx: Counterexample<T::Label, T::Violation>) -> bool {
        let mut found = self.found.lock().unwrap_or_else(|e| e.into_inner());
        let max = self.config.max_violations;
        if max == 0 || found.len() < max {
            found.push(cx);
        }
        if max != 0 && found.len() >= max {
            self.halt(Stop::ViolationLimit);
            return true;
        }
        false
    }
}

/// What a worker hands back when it finishes.
#[derive(Default, Clone)]
pub(crate) struct WorkerReport {
    pub(crate) counters: Counters,
    pub(crate) max_depth: usize,
    pub(crate) peak_stack: usize,
    pub(crate) truncated: bool,
}

impl WorkerReport {
    /// Adds `o`'s counters and peak stack, keeps the deeper depth.
    pub(crate) fn merge(&mut self, o: &WorkerReport) {
        self.counters.add(&o.counters);
        self.max_depth = self.max_depth.max(o.max_depth);
        self.peak_stack += o.peak_stack;
        self.truncated |= o.truncated;
    }
}

/// The hash of `s`'s matched bytes for a coverage sketch ([`SearchConfig::sketch`]): of
/// `key` when it holds them all (`parts` not by reference), else recomputed.
pub(crate) fn state_hash<T: TransitionSystem>(
    sys: &T,
    s: &T::State,
    key: &[u8],
    parts: &Parts,
) -> u64 {
    if parts.by_ref {
        let mut b = Vec::new();
        sys.matched(s, &mut b);
        super::store::hash64(&b)
    } else {
        super::store::hash64(key)
    }
}

/// Stores the initial state `init` in `store`; returns its matched key and parts.
pub(crate) fn store_initial<T: TransitionSystem>(
    sys: &T,
    store: &AnyStore,
    init: &T::State,
) -> (Vec<u8>, Parts) {
    let (mut key, mut parts) = (
        Vec::new(),
        Parts {
            by_ref: store.takes_refs(),
            ..Parts::default()
        },
    );
    sys.matched_parts(init, &mut key, &mut parts);
    let _ = store.insert_parts(&key, &parts, sys.budget(init));
    (key, parts)
}

/// One DFS stack and its counters.
pub(crate) struct Worker<'s, 'a, T: TransitionSystem> {
    sh: &'s Shared<'a, T>,
    /// Worker index; worker `k > 0` rotates every move list by `k` so that workers spread over
    /// different parts of the graph (worker 0 keeps the system's order).
    id: usize,
    frames: Vec<Frame<T::Aux>>,
    /// The states the frames hold, by slot (`None`: a free slot, listed in `free_slots`).
    held: Vec<Option<T::State>>,
    free_slots: Vec<u32>,
    /// Every frame from this index up holds its state; below it only checkpoints (and the
    /// job's root) do.
    held_from: usize,
    /// The frames below this one dropped the successors their aux data kept
    /// ([`TransitionSystem::drop_successors`]): only the window's frames keep theirs.
    ends_from: usize,
    /// With [`StackStates::verify`], by frame: the hash of the frame's state's matched
    /// bytes, which a replay must give again; and a buffer for those bytes.
    checks: Vec<u64>,
    verify_buf: Vec<u8>,
    labels: Vec<T::Label>,
    scratch: Vec<T::Label>,
    aux_pool: Vec<T::Aux>,
    key: Vec<u8>,
    /// The parts of `key` (see `TransitionSystem::matched_parts`).
    parts: Parts,
    /// Moves from the initial state to the root of the current job.
    base: Vec<T::Label>,
    counters: Counters,
    published: Counters,
    next_poll: u64,
    max_depth: usize,
    stack_bytes: usize,
    /// Bytes of frames pushed since the last poll.
    pushed: usize,
    published_stack: usize,
    peak_stack: usize,
    truncated: bool,
    halt: bool,
    /// Frames below this index have no moves left to donate (keeps donation O(1) amortised on
    /// deep stacks).
    donate_from: usize,
    /// The sleep set of the successor being handled.
    sleep: Vec<u64>,
    /// The frames' executed moves for sleep sets, a stack in frame order ([`Frame::done_lo`]).
    dones: Vec<Done>,
    /// The sleep keys of the successors' moves that `dones` refer to, likewise.
    done_keys: Vec<u64>,
    /// Xorshift state shuffling every move list ([`SearchConfig::seed`]); 0: no shuffle.
    rng: u64,
}

fn sat32(x: usize) -> u32 {
    u32::try_from(x).unwrap_or(u32::MAX)
}

impl<'s, 'a, T: TransitionSystem> Worker<'s, 'a, T> {
    pub(crate) fn new(sh: &'s Shared<'a, T>, id: usize) -> Self {
        Worker {
            sh,
            id,
            frames: Vec::new(),
            held: Vec::new(),
            free_slots: Vec::new(),
            held_from: 0,
            ends_from: 0,
            checks: Vec::new(),
            verify_buf: Vec::new(),
            labels: Vec::new(),
            scratch: Vec::new(),
            aux_pool: Vec::new(),
            key: Vec::new(),
            parts: Parts {
                by_ref: sh.store.takes_refs(),
                ..Parts::default()
            },
            base: Vec::new(),
            counters: Counters::default(),
            published: Counters::default(),
            next_poll: POLL_INTERVAL,
            max_depth: 0,
            stack_bytes: 0,
            pushed: 0,
            published_stack: 0,
            peak_stack: 0,
            truncated: false,
            halt: false,
            donate_from: 0,
            sleep: Vec::new(),
            dones: Vec::new(),
            done_keys: Vec::new(),
            rng: sh.config.shuffle_state(id),
        }
    }

    /// Explores a job to completion (or until the search stops).
    pub(crate) fn run_job(&mut self, job: Job<T::State, T::Label>) {
        self.base = job.path;
        self.sleep.clear();
        self.expand(job.state, job.moves);
        self.run();
        while !self.frames.is_empty() {
            self.pop();
        }
    }

    /// Final counters; publishes the last progress delta.
    pub(crate) fn finish(mut self) -> WorkerReport {
        self.publish();
        WorkerReport {
            counters: self.counters,
            max_depth: self.max_depth,
            peak_stack: self.peak_stack,
            truncated: self.truncated,
        }
    }

    /// The moves from the initial state to the state being expanded (or, during a move, to the
    /// state the move leaves).
    fn path(&self) -> Vec<T::Label> {
        let mut path = Vec::with_capacity(self.base.len() + self.frames.len() + 1);
        path.extend_from_slice(&self.base);
        path.extend(
            self.frames
                .iter()
                .map(|f| self.labels[f.next as usize - 1].clone()),
        );
        path
    }

    #[cold]
    fn report(&mut self, cause: Cause<T::Violation>) {
        let cx = Counterexample {
            path: self.path(),
            cycle: None,
            cause,
        };
        if self.sh.record(cx) {
            self.halt = true;
        }
    }

    /// Pushes `state` (already stored) as a new frame, unless it is terminal or at the depth
    /// limit. `moves` replaces the state's move list (donated jobs). The moves whose sleep key
    /// is in `self.sleep` are left out (a state whose moves all sleep is not terminal).
    /// Returns whether a frame was pushed.
    fn expand(&mut self, state: T::State, moves: Option<Vec<T::Label>>) -> bool {
        let sys = self.sh.sys;
        let depth = self.base.len() + self.frames.len();
        self.max_depth = self.max_depth.max(depth);
        let mut aux = self.aux_pool.pop().unwrap_or_default();
        self.scratch.clear();
        sys.transitions(&state, &mut self.scratch, &mut aux);
        if let Some(moves) = moves {
            self.scratch.clear();
            self.scratch.extend(moves);
        } else if self.rng != 0 {
            // A diversified search (swarm): the moves in a random order.
            super::config::shuffle(&mut self.scratch, &mut self.rng);
        } else if self.id > 0 && self.scratch.len() > 1 {
            let r = self.id % self.scratch.len();
            self.scratch.rotate_left(r);
        }
        if self.scratch.is_empty() {
            sys.drop_successors(&mut aux, false);
            self.aux_pool.push(aux);
            if self.sh.config.deadlocks
                && let Some(v) = sys.terminal(&state)
            {
                self.report(Cause::Terminal(v));
            }
            sys.recycle(state);
            return false;
        }
        if !self.sleep.is_empty() {
            let before = self.scratch.len();
            let sleep = &self.sleep;
            self.scratch
                .retain(|l| sys.sleep_key(&aux, l).is_none_or(|k| !sleep.contains(&k)));
            self.counters.slept += (before - self.scratch.len()) as u64;
        }
        let n = self.scratch.len();
        if n == 0 {
            // Every move sleeps: their successors are reached the other way round.
            sys.drop_successors(&mut aux, false);
            self.aux_pool.push(aux);
            sys.recycle(state);
            return false;
        }
        if self.sh.config.max_depth.is_some_and(|m| depth >= m) {
            self.truncated = true;
            sys.drop_successors(&mut aux, false);
            self.aux_pool.push(aux);
            sys.recycle(state);
            return false;
        }
        let lo = self.labels.len();
        self.labels.append(&mut self.scratch);
        let bytes = std::mem::size_of::<Frame<T::Aux>>()
            + sys.aux_heap_bytes(&aux)
            + n * std::mem::size_of::<T::Label>();
        let state_bytes = self.state_bytes(&state);
        self.stack_bytes += bytes + state_bytes;
        self.pushed += bytes + state_bytes;
        self.peak_stack = self.peak_stack.max(self.stack_bytes);
        if self.sh.config.stack.verify {
            let check = self.check_of(&state);
            self.checks.truncate(self.frames.len());
            self.checks.push(check);
        }
        let slot = self.hold(state);
        self.frames.push(Frame {
            slot,
            aux,
            done_lo: sat32(self.dones.len()),
            keys_lo: sat32(self.done_keys.len()),
            lo: sat32(lo),
            next: sat32(lo),
            hi: sat32(lo + n),
            bytes: sat32(bytes),
            state_bytes: sat32(state_bytes),
        });
        self.thin();
        true
    }

    /// The estimated bytes of a state held by a frame.
    fn state_bytes(&self, s: &T::State) -> usize {
        std::mem::size_of::<Option<T::State>>() + self.sh.sys.heap_bytes(s)
    }

    /// The hash of the matched bytes of `s` ([`StackStates::verify`]).
    fn check_of(&mut self, s: &T::State) -> u64 {
        self.verify_buf.clear();
        self.sh.sys.matched(s, &mut self.verify_buf);
        super::store::hash64(&self.verify_buf)
    }

    /// Puts `s` in a free slot of `held`.
    fn hold(&mut self, s: T::State) -> u32 {
        match self.free_slots.pop() {
            Some(k) => {
                self.held[k as usize] = Some(s);
                k
            }
            None => {
                self.held.push(Some(s));
                sat32(self.held.len() - 1)
            }
        }
    }

    /// Takes the state out of slot `k` and frees the slot.
    fn unhold(&mut self, k: u32) -> T::State {
        self.free_slots.push(k);
        self.held[k as usize]
            .take()
            .expect("a frame's slot holds its state")
    }

    /// The state frame `i` holds.
    fn state_of(&self, i: usize) -> &T::State {
        self.held[self.frames[i].slot as usize]
            .as_ref()
            .expect("a frame's slot holds its state")
    }

    /// Drops the states of the frames that fell below the window, checkpoints aside.
    fn thin(&mut self) {
        let StackStates { every, window, .. } = self.sh.config.stack;
        // The successors kept by the frames below the window are dropped (checkpoints too:
        // the search comes back to a frame below the window rarely; its moves then compute
        // their successors again).
        let sys = self.sh.sys;
        while self.frames.len() - self.ends_from > ENDS_WINDOW.min(window).max(1) {
            let f = &mut self.frames[self.ends_from];
            self.ends_from += 1;
            let before = sys.aux_heap_bytes(&f.aux);
            sys.drop_successors(&mut f.aux, true);
            let freed = before.saturating_sub(sys.aux_heap_bytes(&f.aux));
            f.bytes = f.bytes.saturating_sub(sat32(freed));
            self.stack_bytes = self.stack_bytes.saturating_sub(freed);
        }
        if every <= 1 {
            return;
        }
        while self.frames.len() - self.held_from > window {
            let i = self.held_from;
            self.held_from += 1;
            let f = &mut self.frames[i];
            if i.is_multiple_of(every) || f.slot == NO_SLOT {
                continue;
            }
            let k = std::mem::replace(&mut f.slot, NO_SLOT);
            self.stack_bytes = self
                .stack_bytes
                .saturating_sub(std::mem::take(&mut f.state_bytes) as usize);
            let s = self.unhold(k);
            self.sh.sys.recycle(s);
        }
    }

    /// The nearest frame below frame `i` that holds its state (frame 0, the job's root, is
    /// a checkpoint: there is one).
    fn held_below(&self, i: usize) -> usize {
        (0..i)
            .rev()
            .find(|&j| self.frames[j].slot != NO_SLOT)
            .expect("the job's root frame holds its state")
    }

    /// The state of frame `i` of `frames`, computed from `from` (the state of frame `i - 1`)
    /// by replaying the move that led to it (`depth`: frame 0's depth, for the message).
    fn replay(
        sys: &T,
        frames: &[Frame<T::Aux>],
        labels: &[T::Label],
        i: usize,
        from: &T::State,
        depth: usize,
    ) -> T::State {
        let p = &frames[i - 1];
        let label = &labels[p.next as usize - 1];
        match sys.step(from, label, &p.aux) {
            Step::Next(s) => s,
            _ => panic!(
                "internal error: replaying the move {label:?} at depth {} did not give the \
                 state it gave before (a nondeterministic step)",
                depth + i - 1
            ),
        }
    }

    /// Gives the top frame, whose state was dropped, its state again: replays the moves from
    /// the nearest frame below that holds one; the frames in between get theirs too.
    #[cold]
    fn restore_top(&mut self) {
        let t = self.frames.len() - 1;
        let c = self.held_below(t);
        let depth = self.base.len();
        for i in c + 1..=t {
            let from = self.state_of(i - 1);
            let s = Self::replay(self.sh.sys, &self.frames, &self.labels, i, from, depth);
            self.counters.replayed += 1;
            self.verify(i, &s);
            let bytes = self.state_bytes(&s);
            let k = self.hold(s);
            let f = &mut self.frames[i];
            f.slot = k;
            f.state_bytes = sat32(bytes);
            self.stack_bytes += bytes;
        }
        self.peak_stack = self.peak_stack.max(self.stack_bytes);
        self.held_from = c + 1;
    }

    /// The state of frame `i` for a donated job: a copy of the held one, or one replayed
    /// from the nearest frame below that holds its state.
    fn state_for_job(&mut self, i: usize) -> T::State {
        if self.frames[i].slot != NO_SLOT {
            return self.state_of(i).clone();
        }
        let c = self.held_below(i);
        let (sys, depth) = (self.sh.sys, self.base.len());
        let mut s = Self::replay(
            sys,
            &self.frames,
            &self.labels,
            c + 1,
            self.state_of(c),
            depth,
        );
        for j in c + 2..=i {
            let next = Self::replay(sys, &self.frames, &self.labels, j, &s, depth);
            sys.recycle(std::mem::replace(&mut s, next));
        }
        self.counters.replayed += (i - c) as u64;
        self.verify(i, &s);
        s
    }

    /// With [`StackStates::verify`]: panics unless `s` has frame `i`'s matched bytes.
    fn verify(&mut self, i: usize, s: &T::State) {
        if self.sh.config.stack.verify {
            let want = self.checks[i];
            assert_eq!(
                self.check_of(s),
                want,
                "a replayed state of depth {} differs from the state first reached",
                self.base.len() + i
            );
        }
    }

    fn pop(&mut self) {
        if let Some(mut f) = self.frames.pop() {
            self.sh.sys.drop_successors(&mut f.aux, false);
            self.labels.truncate(f.lo as usize);
            self.stack_bytes = self
                .stack_bytes
                .saturating_sub(f.bytes as usize + f.state_bytes as usize);
            self.aux_pool.push(f.aux);
            self.dones.truncate(f.done_lo as usize);
            self.done_keys.truncate(f.keys_lo as usize);
            if f.slot != NO_SLOT {
                let s = self.unhold(f.slot);
                self.sh.sys.recycle(s);
            }
            self.held_from = self.held_from.min(self.frames.len());
            self.ends_from = self.ends_from.min(self.frames.len());
            self.donate_from = self.donate_from.min(self.frames.len());
        }
    }

    /// The sleep set of the successor by move `idx` of the top frame, into `self.sleep`
    /// (Godefroid's sleep sets, one level deep): an earlier move `i` of the frame whose
    /// successor was expanded here with this move among its moves (the same transition:
    /// same sleep key), and which commutes with this move, need not be taken from this
    /// successor: both orders reach the same state, and that state is reached (or will be)
    /// from move `i`'s successor. That holds whatever the reduction at the successors, since
    /// it only skips a move whose target the other order reaches; so the stored states are
    /// the same with and without sleep sets, only transitions are saved. Returns the move's
    /// sleep key.
    fn sleep_for(&mut self, idx: usize) -> Option<u64> {
        self.sleep.clear();
        let sys = self.sh.sys;
        let top = self.frames.last()?;
        let label = &self.labels[idx];
        let key = sys.sleep_key(&top.aux, label)?;
        for d in &self.dones[top.done_lo as usize..] {
            if d.expanded
                && self.done_keys[d.child_lo as usize..d.child_hi as usize].contains(&key)
                && sys.commute(&top.aux, &self.labels[d.label as usize], label)
            {
                self.sleep.push(d.key);
            }
        }
        Some(key)
    }

    /// Records in the top frame that move `idx` (sleep key `key`) was executed, with the
    /// sleep keys of the frame pushed for its successor (`pushed`).
    fn record_done(&mut self, idx: usize, key: Option<u64>, pushed: bool) {
        let Some(key) = key else { return };
        let sys = self.sh.sys;
        let n = self.frames.len();
        let parent = if pushed {
            n.checked_sub(2)
        } else {
            n.checked_sub(1)
        };
        let Some(p) = parent else { return };
        // The successor's frame (if pushed) has no entries yet: the parent's go first, and
        // the successor's start after them.
        let child_lo = self.done_keys.len();
        if pushed {
            let f = &self.frames[n - 1];
            self.done_keys.extend(
                self.labels[f.lo as usize..f.hi as usize]
                    .iter()
                    .filter_map(|l| sys.sleep_key(&f.aux, l)),
            );
        }
        let child_hi = self.done_keys.len();
        self.dones.push(Done {
            key,
            label: sat32(idx),
            child_lo: sat32(child_lo),
            child_hi: sat32(child_hi),
            expanded: pushed,
        });
        if pushed {
            let f = &mut self.frames[n - 1];
            f.done_lo = sat32(self.dones.len());
            f.keys_lo = sat32(child_hi);
        }
        let bytes = std::mem::size_of::<Done>() + (child_hi - child_lo) * 8;
        self.stack_bytes += bytes;
        let f = &mut self.frames[p];
        f.bytes = f.bytes.saturating_add(sat32(bytes));
    }

    /// Handles a successor produced by move `idx` of the top frame.
    #[inline]
    fn successor(&mut self, s: T::State, idx: usize) {
        let sys = self.sh.sys;
        self.key.clear();
        self.parts.clear();
        sys.matched_parts(&s, &mut self.key, &mut self.parts);
        match self
            .sh
            .store
            .insert_parts(&self.key, &self.parts, sys.budget(&s))
        {
            Visit::New => {
                self.counters.stored += 1;
                if let Some(sk) = &self.sh.config.sketch {
                    sk.add(state_hash(sys, &s, &self.key, &self.parts));
                }
                match sys.check(&s) {
                    Some(v) => {
                        self.max_depth = self.max_depth.max(self.base.len() + self.frames.len());
                        self.report(Cause::State(v));
                    }
                    None => {
                        let key = self.sleep_for(idx);
                        let pushed = self.expand(s, None);
                        self.record_done(idx, key, pushed);
                    }
                }
            }
            Visit::Better => {
                self.counters.revisited += 1;
                // Its check ran (and was reported) when it was first stored.
                if sys.check(&s).is_none() {
                    self.sleep.clear();
                    self.expand(s, None);
                }
            }
            Visit::Seen => {
                self.counters.matched += 1;
                sys.recycle(s);
            }
        }
    }

    /// The DFS loop.
    fn run(&mut self) {
        let sys = self.sh.sys;
        let share = self.sh.pool.is_some();
        while let Some(top) = self.frames.last() {
            if top.next >= top.hi {
                self.pop();
                continue;
            }
            if top.slot == NO_SLOT {
                self.restore_top();
            }
            let Some(top) = self.frames.last_mut() else {
                break;
            };
            let idx = top.next as usize;
            top.next += 1;
            self.counters.transitions += 1;
            let state = self.held[top.slot as usize]
                .as_ref()
                .expect("the top frame holds its state");
            // The move may take a successor the frame's aux data kept (`step_mut`): the
            // frame's bytes lose it.
            let before = sys.aux_heap_bytes(&top.aux);
            let step = sys.step_mut(state, &self.labels[idx], &mut top.aux);
            let taken = before.saturating_sub(sys.aux_heap_bytes(&top.aux));
            if taken > 0 {
                top.bytes = top.bytes.saturating_sub(sat32(taken));
                self.stack_bytes = self.stack_bytes.saturating_sub(taken);
            }
            match step {
                Step::Next(s) => self.successor(s, idx),
                Step::Violation(_, v) => self.report(Cause::Step(v)),
                Step::Pruned => self.counters.pruned += 1,
            }
            let t = self.counters.transitions;
            if share && t & 63 == 0 {
                self.donate();
            }
            if t >= self.next_poll || self.pushed >= POLL_BYTES {
                self.next_poll = t + POLL_INTERVAL;
                self.pushed = 0;
                self.poll();
            }
            if self.halt {
                break;
            }
        }
    }

    fn publish(&mut self) {
        let delta = self.counters.sub(&self.published);
        self.published = self.counters;
        self.sh.limits.monitor.publish(&delta, self.max_depth);
        if self.stack_bytes >= self.published_stack {
            self.sh
                .stack_bytes
                .fetch_add(self.stack_bytes - self.published_stack, Ordering::Relaxed);
        } else {
            self.sh
                .stack_bytes
                .fetch_sub(self.published_stack - self.stack_bytes, Ordering::Relaxed);
        }
        self.published_stack = self.stack_bytes;
    }

    /// Publishes progress and checks the limits and the shared stop flag.
    fn poll(&mut self) {
        self.publish();
        if self
            .sh
            .ckpt
            .as_ref()
            .is_some_and(|ck| ck.due(self.sh.stopped()))
        {
            self.arrive();
        }
        if self.sh.stopped() {
            // A stop that writes a checkpoint asked for it before it stopped the search:
            // this stack goes into it before it is given up.
            if self.sh.checkpoint_asked() {
                self.arrive();
            }
            self.halt = true;
            return;
        }
        // The next expansion copies the top state once per move (the moves are computed on
        // copies) plus the successor: count those copies before they are made, so that a
        // program with very large states stops at the limit, not past it.
        let inflight = self.frames.last().map_or(0, |f| {
            (f.hi.saturating_sub(f.lo) as usize + 2)
                .saturating_mul(f.bytes as usize + f.state_bytes as usize)
        });
        let memory =
            self.sh.store.memory_bytes() + self.sh.stack_bytes.load(Ordering::Relaxed) + inflight;
        if let Some(why) = self.sh.limits.exceeded(memory, self.sh.store.full()) {
            self.sh.halt_writing(why);
            self.halt = true;
            if self.sh.checkpoint_asked() {
                self.arrive();
            }
        }
    }

    /// Hands this worker's stack in at the checkpoint rendezvous and waits for the
    /// checkpoint to be written.
    #[cold]
    fn arrive(&mut self) {
        let image = (!self.frames.is_empty()).then(|| self.image());
        let report = self.report_now();
        self.sh.rendezvous(image, &report);
    }

    /// Arrives at a checkpoint rendezvous without a stack (a worker waiting for work), if
    /// one is asked for.
    pub(crate) fn arrive_idle(&mut self) {
        if self.sh.checkpoint_asked() {
            let report = self.report_now();
            self.sh.rendezvous(None, &report);
        }
    }

    /// The counters and peaks so far.
    fn report_now(&self) -> WorkerReport {
        WorkerReport {
            counters: self.counters,
            max_depth: self.max_depth,
            peak_stack: self.peak_stack,
            truncated: self.truncated,
        }
    }

    /// This worker's stack as its moves ([`StackImage`]).
    fn image(&self) -> StackImage {
        let ck = self.sh.ckpt.as_ref().expect("a checkpointing search");
        let (base, base_len) = put_labels(ck.codec, &self.base);
        let (labels, labels_len) = put_labels(ck.codec, &self.labels);
        StackImage {
            rng: self.rng,
            base,
            base_len,
            labels,
            labels_len,
            frames: self
                .frames
                .iter()
                .map(|f| FrameImage {
                    lo: f.lo,
                    next: f.next,
                    hi: f.hi,
                    done_lo: f.done_lo,
                    keys_lo: f.keys_lo,
                })
                .collect(),
            dones: self.dones.clone(),
            done_keys: self.done_keys.clone(),
        }
    }

    /// Takes up a stack read back from a checkpoint, exactly as it was written: the
    /// states of its frames are computed again by replaying its moves from `root` (the
    /// state its base path leads to), each frame's auxiliary data with them; then explores
    /// it to completion (or until the search stops), as [`Worker::run_job`] does a job.
    pub(crate) fn run_stack(&mut self, st: RestoredStack<T::Label, T::State>) {
        let sys = self.sh.sys;
        self.base = st.base;
        self.sleep.clear();
        self.labels = st.labels;
        self.rng = st.rng;
        self.dones = st.dones;
        self.done_keys = st.done_keys;
        self.stack_bytes +=
            self.dones.len() * std::mem::size_of::<Done>() + self.done_keys.len() * 8;
        let n = st.frames.len();
        let mut state = Some(st.root);
        for (i, fr) in st.frames.iter().enumerate() {
            let s = state.take().expect("each frame's state is computed");
            let mut aux = self.aux_pool.pop().unwrap_or_default();
            self.scratch.clear();
            sys.transitions(&s, &mut self.scratch, &mut aux);
            self.scratch.clear();
            let bytes = std::mem::size_of::<Frame<T::Aux>>()
                + sys.aux_heap_bytes(&aux)
                + (fr.hi - fr.lo) as usize * std::mem::size_of::<T::Label>();
            let state_bytes = self.state_bytes(&s);
            self.stack_bytes += bytes + state_bytes;
            self.max_depth = self.max_depth.max(self.base.len() + i);
            if self.sh.config.stack.verify {
                let check = self.check_of(&s);
                self.checks.truncate(i);
                self.checks.push(check);
            }
            let slot = self.hold(s);
            self.frames.push(Frame {
                slot,
                aux,
                done_lo: fr.done_lo,
                keys_lo: fr.keys_lo,
                lo: fr.lo,
                next: fr.next,
                hi: fr.hi,
                bytes: sat32(bytes),
                state_bytes: sat32(state_bytes),
            });
            if i + 1 < n {
                let f = &self.frames[i];
                let label = &self.labels[f.next as usize - 1];
                match sys.step(self.state_of(i), label, &f.aux) {
                    Step::Next(next) => state = Some(next),
                    _ => panic!(
                        "internal error: a checkpoint's move {label:?} at depth {} does not \
                         give a state when replayed",
                        self.base.len() + i
                    ),
                }
                self.counters.replayed += 1;
            }
            self.thin();
        }
        self.peak_stack = self.peak_stack.max(self.stack_bytes);
        self.run();
        while !self.frames.is_empty() {
            self.pop();
        }
    }

    /// If a worker is idle and no job is queued, hands it the unexplored moves of the lowest
    /// frame that has some (the biggest subtrees are near the root): the upper half of them, or
    /// the last one if it is not the frame being worked on.
    fn donate(&mut self) {
        let Some(pool) = &self.sh.pool else { return };
        if pool.idle.load(Ordering::Relaxed) == 0 || !pool.injector.is_empty() {
            return;
        }
        let top = self.frames.len().saturating_sub(1);
        while self
            .frames
            .get(self.donate_from)
            .is_some_and(|f| f.next >= f.hi)
        {
            self.donate_from += 1;
        }
        for i in self.donate_from..self.frames.len() {
            let f = &self.frames[i];
            let rem = f.hi - f.next;
            let split = if rem >= 2 {
                f.next + rem / 2
            } else if rem == 1 && i < top {
                f.next
            } else {
                continue;
            };
            let mut path = Vec::with_capacity(self.base.len() + i);
            path.extend_from_slice(&self.base);
            path.extend(
                self.frames[..i]
                    .iter()
                    .map(|g| self.labels[g.next as usize - 1].clone()),
            );
            let moves = Some(self.labels[split as usize..f.hi as usize].to_vec());
            let job = Job {
                state: self.state_for_job(i),
                path,
                moves,
            };
            self.frames[i].hi = split;
            pool.pending.fetch_add(1, Ordering::AcqRel);
            pool.injector.push(job);
            return;
        }
    }
}
