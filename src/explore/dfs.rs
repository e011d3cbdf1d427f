//! The iterative depth-first search engine (one worker's stack).
//!
//! Spin's search loop (Holzmann, *The Spin Model Checker*, ch. 8; pancam drove it, Zaks §3.3)
//! without recursion: a stack frame holds the full tracked state, the range of its enabled moves
//! in a shared label arena, the index of the next move to try, and the system's per-state
//! auxiliary data. Successors are generated one at a time, never all siblings at once (states are
//! large); only the *matched* bytes of a successor go to the visited set. Depth is bounded only by
//! heap memory, not by the Rust call stack.
//!
//! Buffers are reused: the label arena, the scratch label list, the matched-bytes buffer and
//! recycled `Aux` values, so the steady state allocates nothing beyond what the system's `step`
//! allocates for a new state.
//!
//! The same engine runs the sequential search and each worker of the parallel search
//! ([`super::search`]); in parallel mode it donates the unexplored moves of its lowest frame to
//! idle workers ([`Worker::donate`]).

use super::config::{Limits, POLL_BYTES, POLL_INTERVAL, SearchConfig, Stop};
use super::stats::Counters;
use super::store::{AnyStore, Parts, Visit, VisitedSet};
use super::system::{Step, TransitionSystem};
use super::trace::{Cause, Counterexample};
use crossbeam_deque::Injector;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};

/// One DFS stack frame. 4 × u32 of bookkeeping beside the state and its aux data.
struct Frame<S, A> {
    state: S,
    aux: A,
    /// Sleep sets: the moves of this state executed so far that may put later siblings to
    /// sleep (see [`Worker::sleep_for`]).
    done: Vec<Done>,
    /// First label of this state in the arena.
    lo: u32,
    /// Next label to execute.
    next: u32,
    /// End of the labels still to execute by this worker (lowered by donation).
    hi: u32,
    /// Estimated bytes of this frame (state, labels), for the memory limit.
    bytes: u32,
}

/// A move of a frame already executed, for the sleep sets of its later siblings: its
/// sleep key, and the sleep keys of the moves its successor was expanded with (`None` when
/// the successor was not expanded here: seen before, a violation, terminal, cut).
struct Done {
    label: u32,
    key: u64,
    child: Option<Vec<u64>>,
}

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
}

impl<T: TransitionSystem> Shared<'_, T> {
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
#[derive(Default)]
pub(crate) struct WorkerReport {
    pub(crate) counters: Counters,
    pub(crate) max_depth: usize,
    pub(crate) peak_stack: usize,
    pub(crate) truncated: bool,
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

/// One DFS stack and its counters.
pub(crate) struct Worker<'s, 'a, T: TransitionSystem> {
    sh: &'s Shared<'a, T>,
    /// Worker index; worker `k > 0` rotates every move list by `k` so that workers spread over
    /// different parts of the graph (worker 0 keeps the system's order).
    id: usize,
    frames: Vec<Frame<T::State, T::Aux>>,
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
    /// Spare `done` lists.
    done_pool: Vec<Vec<Done>>,
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
            done_pool: Vec::new(),
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
            self.aux_pool.push(aux);
            sys.recycle(state);
            return false;
        }
        if self.sh.config.max_depth.is_some_and(|m| depth >= m) {
            self.truncated = true;
            self.aux_pool.push(aux);
            sys.recycle(state);
            return false;
        }
        let lo = self.labels.len();
        self.labels.append(&mut self.scratch);
        let bytes = std::mem::size_of::<Frame<T::State, T::Aux>>()
            + sys.heap_bytes(&state)
            + n * std::mem::size_of::<T::Label>();
        self.stack_bytes += bytes;
        self.pushed += bytes;
        self.peak_stack = self.peak_stack.max(self.stack_bytes);
        let mut done = self.done_pool.pop().unwrap_or_default();
        done.clear();
        self.frames.push(Frame {
            state,
            aux,
            done,
            lo: sat32(lo),
            next: sat32(lo),
            hi: sat32(lo + n),
            bytes: sat32(bytes),
        });
        true
    }

    fn pop(&mut self) {
        if let Some(mut f) = self.frames.pop() {
            self.labels.truncate(f.lo as usize);
            self.stack_bytes = self.stack_bytes.saturating_sub(f.bytes as usize);
            self.aux_pool.push(f.aux);
            f.done.clear();
            self.done_pool.push(f.done);
            self.sh.sys.recycle(f.state);
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
        for d in &top.done {
            if d.child.as_ref().is_some_and(|c| c.contains(&key))
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
        let child = if pushed {
            let f = &self.frames[n - 1];
            Some(
                self.labels[f.lo as usize..f.hi as usize]
                    .iter()
                    .filter_map(|l| sys.sleep_key(&f.aux, l))
                    .collect(),
            )
        } else {
            None
        };
        let parent = if pushed {
            n.checked_sub(2)
        } else {
            n.checked_sub(1)
        };
        if let Some(p) = parent {
            self.frames[p].done.push(Done {
                label: sat32(idx),
                key,
                child,
            });
        }
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
        while let Some(top) = self.frames.last_mut() {
            if top.next >= top.hi {
                self.pop();
                continue;
            }
            let idx = top.next as usize;
            top.next += 1;
            self.counters.transitions += 1;
            match sys.step(&top.state, &self.labels[idx], &top.aux) {
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
        if self.sh.stopped() {
            self.halt = true;
            return;
        }
        // The next expansion copies the top state once per move (the moves are computed on
        // copies) plus the successor: count those copies before they are made, so that a
        // program with very large states stops at the limit, not past it.
        let inflight = self.frames.last().map_or(0, |f| {
            (f.hi.saturating_sub(f.lo) as usize + 2).saturating_mul(f.bytes as usize)
        });
        let memory =
            self.sh.store.memory_bytes() + self.sh.stack_bytes.load(Ordering::Relaxed) + inflight;
        if let Some(why) = self.sh.limits.exceeded(memory, self.sh.store.full()) {
            self.sh.halt(why);
            self.halt = true;
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
            let job = Job {
                state: f.state.clone(),
                path,
                moves: Some(self.labels[split as usize..f.hi as usize].to_vec()),
            };
            self.frames[i].hi = split;
            pool.pending.fetch_add(1, Ordering::AcqRel);
            pool.injector.push(job);
            return;
        }
    }
}
