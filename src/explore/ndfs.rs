//! Nested depth-first search for accepting cycles (liveness, LTL via a Büchi product).
//!
//! Courcoubetis, Vardi, Wolper & Yannakakis, "Memory-efficient algorithms for the verification of
//! temporal properties" (FMSD 1992), with the improvements of Holzmann, Peled & Yannakakis, "On
//! nested depth first search" (SPIN'96), as in Spin's `pan -a`:
//!
//! - The outer DFS explores the graph; when it *backtracks* from an accepting node (post-order)
//!   it starts an inner DFS from it.
//! - The inner DFS looks for **any node on the outer stack**, not only the seed: such a node
//!   reaches the seed along the outer stack, so a cycle through the seed exists (HPY). The lasso is
//!   the outer path to that node, then the outer stack up to the seed plus the inner path back.
//! - Two marks per node in the visited set ("outer", "inner"); inner marks persist across inner
//!   searches, which keeps the whole algorithm linear. Post-order seeding makes that sound.
//!
//! Finite runs: a node with no moves **stutters** on itself forever (Spin's convention), i.e. it
//! has one pseudo-move back to itself. A terminal accepting state is therefore an accepting cycle,
//! reported as a lasso with an empty cycle. Deadlocks ([`TransitionSystem::terminal`]) are still
//! reported as safety violations when `config.deadlocks` is set.
//!
//! The outer search also reports safety violations (violating moves, failed `check`), like
//! Spin's `-a` runs. With `config.fairness` the search runs on the weak-fairness product of
//! [`super::fairness`]; with a context-switch budget ([`TransitionSystem::budget`]) the budget is
//! part of the node (a graph must be fixed for nested DFS), so the search is complete for the
//! bound. The depth limit applies to the outer stack only. This search is sequential.
//!
//! Both stacks keep their states as the safety search's does ([`StackStates`]): the frames
//! nearest the top and every `every`-th frame below them hold their state; the others are
//! computed again, when the search backtracks to them, by replaying the moves from the
//! nearest frame below that holds one. The outer stack's membership test keeps a 64-bit hash
//! of each node key; a hit is confirmed by computing the frame's key again (a hit closes a
//! cycle, so this is rare), so the stack costs no key bytes per frame and stays exact.
//!
//! **Checkpoints** ([`nested_dfs_checkpointed`]): at a poll, between two moves, the search
//! writes both stacks as their moves, whether an inner search is under way, the visited set
//! with its outer, inner and reported marks, the counters and the counterexamples. A resumed
//! search replays each stack's moves (the outer from the initial state, the inner from the
//! outer stack's top), checking each against its node's moves, rebuilds the outer stack's
//! membership table, and goes on where it stopped: with the same states, inner states, moves
//! and cycles as a search never interrupted.

use super::Outcome;
use super::checkpoint::{
    ArchivedNestedImage, Checkpointing, LabelCodec, NestedFrameImage, NestedImage,
    NestedStackImage, PathImage, Reason, SearchBody, get_labels, put_labels,
};
use super::config::{Limits, POLL_INTERVAL, SearchConfig, StackStates, Stop};
use super::fairness::{ACCEPT_COPY, next_copy};
use super::stats::{Counters, Stats};
use super::store::{AnyStore, Parts, VisitedSet, hash64};
use super::system::{Step, TransitionSystem};
use super::trace::{Cause, Counterexample};
use std::collections::HashMap;
use std::time::{Duration, Instant};

const OUTER: u32 = 0;
const INNER: u32 = 1;
/// Set on a base state once a state violation (check / terminal) was reported for it, so the
/// copies of the fairness product do not report it again.
const REPORTED: u32 = 2;

/// A stack frame of either search: a product node and its moves.
struct Frame<S, A> {
    /// The node's state; `None` while dropped (see the module docs). Boxed: a frame without
    /// its state costs a pointer, not the state's inline size.
    state: Option<Box<S>>,
    /// Estimated heap bytes of `state` while held; 0 while dropped.
    state_bytes: u32,
    aux: A,
    copy: u8,
    /// 0: has moves; 1: terminal, stutter not taken yet; 2: stutter taken.
    stutter: u8,
    accepting: bool,
    enabled: u64,
    lo: u32,
    next: u32,
    hi: u32,
    /// The hash of the node key: outer frames always (stack membership), inner frames with
    /// [`StackStates::verify`] (0 otherwise).
    key_hash: u64,
}

/// One of the two stacks: its frames, their moves, and where thinning stands.
struct Stack<S, A, L> {
    frames: Vec<Frame<S, A>>,
    labels: Vec<L>,
    /// Frames below this index were thinned already (kept their state only as checkpoints).
    held_from: usize,
}

impl<S, A, L> Stack<S, A, L> {
    fn new() -> Self {
        Stack {
            frames: Vec::new(),
            labels: Vec::new(),
            held_from: 0,
        }
    }

    /// The nearest frame at or below `i` that holds its state (frame 0 always does).
    fn held_at_or_below(&self, i: usize) -> usize {
        (0..=i)
            .rev()
            .find(|&j| self.frames[j].state.is_some())
            .expect("a stack's bottom frame holds its state")
    }
}

enum Move<S, V> {
    Succ(S, u8),
    Violation(V),
    Pruned,
    Done,
}

struct Ndfs<'a, T: TransitionSystem> {
    sys: &'a T,
    store: &'a AnyStore,
    config: &'a SearchConfig,
    limits: Limits,
    outer: Stack<T::State, T::Aux, T::Label>,
    inner: Stack<T::State, T::Aux, T::Label>,
    scratch: Vec<T::Label>,
    aux_pool: Vec<T::Aux>,
    key: Vec<u8>,
    /// The parts of `key` (see `TransitionSystem::matched_parts`).
    /// (Keys are kept whole, `by_ref` clear: they are hashed whole.)
    parts: Parts,
    /// A second key buffer: a stack frame's key computed again (confirming a stack hit,
    /// verifying a replayed state) while `key` holds the successor's.
    key2: Vec<u8>,
    parts2: Parts,
    /// Outer-stack membership: key hash → frame index; `collided` holds frames whose hash was
    /// taken by another frame's (vanishingly rare, but exactness is cheap).
    on_stack: HashMap<u64, u32>,
    collided: Vec<u32>,
    counters: Counters,
    published: Counters,
    inner_states: u64,
    inner_transitions: u64,
    next_poll: u64,
    max_depth: usize,
    stack_bytes: usize,
    peak_stack: usize,
    truncated: bool,
    found: Vec<Counterexample<T::Label, T::Violation>>,
    stop: Option<Stop>,
    /// Xorshift state shuffling every node's moves ([`SearchConfig::seed`]); 0: no shuffle.
    rng: u64,
    /// An inner search is under way.
    in_inner: bool,
    /// Checkpointing, if asked for.
    ckpt: Option<NestedCkpt<'a, T::Label>>,
}

/// The checkpointing of a nested search: where to, when next, and the time before this run.
struct NestedCkpt<'a, L> {
    plan: &'a Checkpointing,
    codec: &'a dyn LabelCodec<L>,
    /// The visited set (the one `Ndfs::store` borrows), which a checkpoint's image names
    /// and its writer reads.
    store: std::sync::Arc<AnyStore>,
    start: Instant,
    before: Duration,
    /// When the next periodic checkpoint is due (after `start`).
    next: Option<Duration>,
}

fn sat32(x: usize) -> u32 {
    u32::try_from(x).unwrap_or(u32::MAX)
}

/// Searches for accepting cycles ([`TransitionSystem::accepting`]) reachable from the initial
/// state, weakly fair ones if `config.fairness`, and for safety violations on the way. A cycle is
/// reported as a [`Counterexample`] with [`Cause::Acceptance`] and a `cycle`. Stops at
/// `config.max_violations` violations (default 1). Sequential; `config.workers` is ignored.
pub fn nested_dfs<T: TransitionSystem>(
    sys: &T,
    config: &SearchConfig,
) -> Outcome<T::Label, T::Violation> {
    nested(sys, config, None).expect("a search without a checkpoint to resume cannot fail")
}

/// [`nested_dfs`], writing checkpoints as `plan` says and resuming from its checkpoint if it
/// has one ([`super::checkpoint`]): at a poll, both stacks as their moves, the visited set
/// with its marks, the counters and the counterexamples. An error: the checkpoint does not fit
/// the system or the configuration.
pub fn nested_dfs_checkpointed<T>(
    sys: &T,
    config: &SearchConfig,
    plan: &Checkpointing,
) -> Result<Outcome<T::Label, T::Violation>, String>
where
    T: TransitionSystem + LabelCodec<<T as TransitionSystem>::Label>,
{
    nested(sys, config, Some((plan, sys as &dyn LabelCodec<T::Label>)))
}

fn nested<T: TransitionSystem>(
    sys: &T,
    config: &SearchConfig,
    ckpt: Option<(&Checkpointing, &dyn LabelCodec<T::Label>)>,
) -> Result<Outcome<T::Label, T::Violation>, String> {
    let start = Instant::now();
    config.monitor.reset();
    let resume = match ckpt {
        Some((plan, _)) => plan.resumed_nested()?,
        None => None,
    };
    let store = std::sync::Arc::new(match resume {
        Some(im) => {
            let from = ckpt
                .and_then(|c| c.0.resume.as_ref())
                .ok_or("no checkpoint")?;
            super::checkpoint::restore_store_of(&im.store, config.store, from)?
        }
        None => AnyStore::seeded(config.store, config.expected_states, true, config.seed),
    });
    let mut n = Ndfs {
        sys,
        store: &store,
        config,
        limits: Limits::new(config, start),
        outer: Stack::new(),
        inner: Stack::new(),
        scratch: Vec::new(),
        aux_pool: Vec::new(),
        key: Vec::new(),
        parts: Parts::default(),
        key2: Vec::new(),
        parts2: Parts::default(),
        on_stack: HashMap::new(),
        collided: Vec::new(),
        counters: Counters::default(),
        published: Counters::default(),
        inner_states: 0,
        inner_transitions: 0,
        next_poll: POLL_INTERVAL,
        max_depth: 0,
        stack_bytes: 0,
        peak_stack: 0,
        truncated: false,
        found: Vec::new(),
        stop: None,
        rng: config.shuffle_state(0),
        in_inner: false,
        ckpt: ckpt.map(|(plan, codec)| NestedCkpt {
            plan,
            codec,
            store: store.clone(),
            start,
            before: Duration::ZERO,
            next: plan.every,
        }),
    };
    if let (Some(im), Some((plan, codec))) = (resume, ckpt) {
        n.restore(im, codec)?;
        *plan.restored_in.lock().unwrap_or_else(|e| e.into_inner()) = Some(start.elapsed());
    }
    n.run(resume.is_some());
    let delta = n.counters.sub(&n.published);
    config.monitor.publish(&delta, n.max_depth);
    let before = n.ckpt.as_ref().map_or(Duration::ZERO, |c| c.before);
    let stats = Stats {
        mode: config.store,
        distributed: false,
        workers: 1,
        worker_states: vec![n.counters.stored],
        counters: n.counters,
        inner_states: n.inner_states,
        inner_transitions: n.inner_transitions,
        max_depth: n.max_depth,
        stack_bytes: n.peak_stack,
        visited_bytes: store.memory_bytes(),
        state_bytes: store.state_bytes(),
        elapsed: before + start.elapsed(),
        store: store.report(n.counters.stored),
    };
    Ok(Outcome::new(n.found, stats, n.stop, n.truncated))
}

impl<T: TransitionSystem> Ndfs<'_, T> {
    /// Writes the node key of `(state, copy)` to `key` and its parts to `parts`: matched
    /// bytes, the copy (with `fairness` only) and the budget (if counted).
    fn write_node_key(
        sys: &T,
        fairness: bool,
        state: &T::State,
        copy: u8,
        key: &mut Vec<u8>,
        parts: &mut Parts,
    ) {
        key.clear();
        parts.clear();
        sys.matched_parts(state, key, parts);
        if fairness {
            key.push(copy);
        }
        if let Some(b) = sys.budget(state) {
            key.extend_from_slice(&b.to_le_bytes());
        }
    }

    /// The node key of `(state, copy)` in `self.key`.
    fn node_key(&mut self, state: &T::State, copy: u8) {
        let fair = self.config.fairness;
        Self::write_node_key(self.sys, fair, state, copy, &mut self.key, &mut self.parts);
    }

    /// Adds the node in `self.key` (whole: `parts` are never by reference here) to the
    /// coverage sketch, if there is one ([`SearchConfig::sketch`]).
    fn sketch_key(&self) {
        if let Some(sk) = &self.config.sketch {
            sk.add(hash64(&self.key));
        }
    }

    fn is_accepting(&self, f: &Frame<T::State, T::Aux>) -> bool {
        if self.config.fairness {
            f.copy == ACCEPT_COPY
        } else {
            f.accepting
        }
    }

    /// The stack of the outer or the inner search.
    fn stack(&mut self, outer: bool) -> &mut Stack<T::State, T::Aux, T::Label> {
        if outer {
            &mut self.outer
        } else {
            &mut self.inner
        }
    }

    /// Builds the frame of a node, its moves appended to the outer or inner label arena.
    fn frame(&mut self, state: T::State, copy: u8, outer: bool) -> Frame<T::State, T::Aux> {
        self.frame_of(state, copy, outer, None)
    }

    /// [`Self::frame`], with the moves in the order `given` (a resumed stack's: the node's
    /// own moves, checked by the caller) instead of the system's.
    fn frame_of(
        &mut self,
        state: T::State,
        copy: u8,
        outer: bool,
        given: Option<&[T::Label]>,
    ) -> Frame<T::State, T::Aux> {
        let mut aux = self.aux_pool.pop().unwrap_or_default();
        self.scratch.clear();
        self.sys.transitions(&state, &mut self.scratch, &mut aux);
        if let Some(moves) = given {
            self.scratch.clear();
            self.scratch.extend_from_slice(moves);
        } else if self.rng != 0 {
            // A diversified search (swarm): the moves in a random order (the inner search
            // may take another than the outer).
            super::config::shuffle(&mut self.scratch, &mut self.rng);
        }
        let enabled = if self.config.fairness {
            self.sys.enabled_processes(&state, &self.scratch)
        } else {
            0
        };
        let stutter = u8::from(self.scratch.is_empty());
        let arena = if outer {
            &mut self.outer.labels
        } else {
            &mut self.inner.labels
        };
        let lo = sat32(arena.len());
        arena.append(&mut self.scratch);
        let hi = sat32(arena.len());
        let state_bytes = Self::state_bytes(self.sys, &state);
        self.stack_bytes += Self::frame_bytes(lo, hi, &aux, self.sys) + state_bytes;
        self.peak_stack = self.peak_stack.max(self.stack_bytes);
        Frame {
            accepting: self.sys.accepting(&state),
            state: Some(Box::new(state)),
            state_bytes: sat32(state_bytes),
            aux,
            copy,
            stutter,
            enabled,
            lo,
            next: lo,
            hi,
            key_hash: 0,
        }
    }

    /// Estimated bytes of a held state: its box and what it owns.
    fn state_bytes(sys: &T, s: &T::State) -> usize {
        std::mem::size_of::<T::State>() + sys.heap_bytes(s)
    }

    /// Estimated bytes of a frame without its state.
    fn frame_bytes(lo: u32, hi: u32, aux: &T::Aux, sys: &T) -> usize {
        std::mem::size_of::<Frame<T::State, T::Aux>>()
            + sys.aux_heap_bytes(aux)
            + (hi - lo) as usize * std::mem::size_of::<T::Label>()
    }

    /// Pushes a frame built by [`Self::frame`] and thins the stack below the window.
    fn push(&mut self, f: Frame<T::State, T::Aux>, outer: bool) {
        self.stack(outer).frames.push(f);
        self.thin(outer);
    }

    fn release(&mut self, f: Frame<T::State, T::Aux>, outer: bool) {
        self.stack(outer).labels.truncate(f.lo as usize);
        self.stack_bytes = self.stack_bytes.saturating_sub(
            Self::frame_bytes(f.lo, f.hi, &f.aux, self.sys) + f.state_bytes as usize,
        );
        self.aux_pool.push(f.aux);
        if let Some(s) = f.state {
            self.sys.recycle(*s);
        }
    }

    /// Pops the top frame of the inner stack.
    fn pop_inner(&mut self) {
        if let Some(f) = self.inner.frames.pop() {
            self.inner.held_from = self.inner.held_from.min(self.inner.frames.len());
            self.release(f, false);
        }
    }

    /// Drops the states of the frames that fell below the window, checkpoints aside.
    fn thin(&mut self, outer: bool) {
        let StackStates { every, window, .. } = self.config.stack;
        if every <= 1 {
            return;
        }
        let (sys, st) = if outer {
            (self.sys, &mut self.outer)
        } else {
            (self.sys, &mut self.inner)
        };
        while st.frames.len() - st.held_from > window {
            let i = st.held_from;
            st.held_from += 1;
            let f = &mut st.frames[i];
            if i.is_multiple_of(every) {
                continue;
            }
            if let Some(s) = f.state.take() {
                self.stack_bytes = self
                    .stack_bytes
                    .saturating_sub(std::mem::take(&mut f.state_bytes) as usize);
                sys.recycle(*s);
            }
        }
    }

    /// The state of frame `i` of `st`, computed from `from` (the state of frame `i - 1`) by
    /// replaying the move frame `i - 1` took to it (the stutter of a terminal node: the
    /// same state).
    fn replay(
        sys: &T,
        st: &Stack<T::State, T::Aux, T::Label>,
        i: usize,
        from: &T::State,
    ) -> T::State {
        let p = &st.frames[i - 1];
        if p.lo == p.hi {
            return from.clone();
        }
        let label = &st.labels[p.next as usize - 1];
        match sys.step(from, label, &p.aux) {
            Step::Next(s) => s,
            _ => panic!(
                "internal error: replaying the move {label:?} at depth {} did not give the \
                 state it gave before (a nondeterministic step)",
                i - 1
            ),
        }
    }

    /// Gives the top frame of a stack, whose state was dropped, its state again: replays the
    /// moves from the nearest frame below that holds one; the frames in between get theirs
    /// too.
    #[cold]
    fn restore_top(&mut self, outer: bool) {
        let sys = self.sys;
        let t = self.stack(outer).frames.len() - 1;
        let c = self.stack(outer).held_at_or_below(t);
        for i in c + 1..=t {
            let st = self.stack(outer);
            let from = st.frames[i - 1]
                .state
                .as_deref()
                .expect("the frame below holds its state");
            let s = Self::replay(sys, st, i, from);
            self.counters.replayed += 1;
            let copy = self.stack(outer).frames[i].copy;
            self.verify(outer, i, &s, copy);
            let bytes = Self::state_bytes(sys, &s);
            let f = &mut self.stack(outer).frames[i];
            f.state = Some(Box::new(s));
            f.state_bytes = sat32(bytes);
            self.stack_bytes += bytes;
        }
        self.peak_stack = self.peak_stack.max(self.stack_bytes);
        let st = self.stack(outer);
        st.held_from = st.held_from.min(c + 1);
    }

    /// A copy of the state of outer frame `i`: the held one, or one replayed from the
    /// nearest frame below that holds its state (nothing is kept).
    fn outer_state(&mut self, i: usize) -> T::State {
        let st = &self.outer;
        let c = st.held_at_or_below(i);
        let held = st.frames[c].state.as_deref().expect("a held state");
        if c == i {
            return held.clone();
        }
        let mut s = Self::replay(self.sys, st, c + 1, held);
        for j in c + 2..=i {
            let next = Self::replay(self.sys, st, j, &s);
            self.sys.recycle(std::mem::replace(&mut s, next));
        }
        self.counters.replayed += (i - c) as u64;
        s
    }

    /// The hash of the node key of `(state, copy)`, computed in the second key buffer.
    fn key2_hash(&mut self, state: &T::State, copy: u8) -> u64 {
        let fair = self.config.fairness;
        Self::write_node_key(
            self.sys,
            fair,
            state,
            copy,
            &mut self.key2,
            &mut self.parts2,
        );
        hash64(&self.key2)
    }

    /// With [`StackStates::verify`]: panics unless `s` has the node key of frame `i`.
    fn verify(&mut self, outer: bool, i: usize, s: &T::State, copy: u8) {
        if self.config.stack.verify {
            let want = self.stack(outer).frames[i].key_hash;
            assert_eq!(
                self.key2_hash(s, copy),
                want,
                "a replayed state of depth {i} ({} stack) differs from the state first reached",
                if outer { "outer" } else { "inner" }
            );
        }
    }

    /// Executes the next move of the top frame of the outer or inner stack.
    fn next_move(&mut self, outer: bool) -> Move<T::State, T::Violation> {
        let restore = self
            .stack(outer)
            .frames
            .last()
            .is_some_and(|f| f.state.is_none() && (f.next < f.hi || f.stutter == 1));
        if restore {
            self.restore_top(outer);
        }
        let (sys, st) = if outer {
            (self.sys, &mut self.outer)
        } else {
            (self.sys, &mut self.inner)
        };
        let Some(f) = st.frames.last_mut() else {
            return Move::Done;
        };
        let fair = self.config.fairness;
        if f.next < f.hi {
            let label = &st.labels[f.next as usize];
            f.next += 1;
            let state = f.state.as_deref().expect("the top frame holds its state");
            match sys.step(state, label, &f.aux) {
                Step::Next(s) => {
                    let copy = if fair {
                        next_copy(f.copy, f.accepting, f.enabled, sys.process(label))
                    } else {
                        0
                    };
                    Move::Succ(s, copy)
                }
                Step::Violation(_, v) => Move::Violation(v),
                Step::Pruned => Move::Pruned,
            }
        } else if f.stutter == 1 {
            f.stutter = 2;
            let copy = if fair {
                next_copy(f.copy, f.accepting, 0, None)
            } else {
                0
            };
            let state = f.state.as_deref().expect("the top frame holds its state");
            Move::Succ(state.clone(), copy)
        } else {
            Move::Done
        }
    }

    /// The moves taken out of `frames` (stutters contribute none).
    fn taken(frames: &[Frame<T::State, T::Aux>], arena: &[T::Label], out: &mut Vec<T::Label>) {
        out.extend(
            frames
                .iter()
                .filter(|f| f.next > f.lo)
                .map(|f| arena[f.next as usize - 1].clone()),
        );
    }

    fn outer_path(&self) -> Vec<T::Label> {
        let mut path = Vec::with_capacity(self.outer.frames.len());
        Self::taken(&self.outer.frames, &self.outer.labels, &mut path);
        path
    }

    /// Records a violation; returns true if the search must stop.
    fn record(&mut self, cx: Counterexample<T::Label, T::Violation>) -> bool {
        self.found.push(cx);
        let max = self.config.max_violations;
        if max != 0 && self.found.len() >= max {
            self.stop = Some(Stop::ViolationLimit);
            return true;
        }
        false
    }

    /// Reports a state violation of `state` once per base state (not once per product copy).
    #[cold]
    fn report_state(&mut self, state: &T::State, cause: Cause<T::Violation>) -> bool {
        let (mut key, mut parts) = (Vec::new(), Parts::default());
        self.sys.matched_parts(state, &mut key, &mut parts);
        if let Some(b) = self.sys.budget(state) {
            key.extend_from_slice(&b.to_le_bytes());
        }
        key.push(0xff); // keep base keys apart from node keys
        if self.store.mark_parts(&key, &parts, REPORTED) {
            return false;
        }
        let cx = Counterexample {
            path: self.outer_path(),
            cycle: None,
            cause,
        };
        self.record(cx)
    }

    /// The outer frame whose node key is `self.key`, if one is on the stack: a frame with the
    /// key's hash, confirmed by computing its key again.
    fn lookup_stack(&mut self) -> Option<usize> {
        let h = hash64(&self.key);
        let mut candidates: Vec<usize> = self
            .on_stack
            .get(&h)
            .map(|&i| i as usize)
            .into_iter()
            .collect();
        candidates.extend(
            self.collided
                .iter()
                .map(|&i| i as usize)
                .filter(|&i| self.outer.frames[i].key_hash == h),
        );
        for i in candidates {
            let s = self.outer_state(i);
            let copy = self.outer.frames[i].copy;
            self.key2_hash(&s, copy);
            self.sys.recycle(s);
            if self.key2 == self.key {
                return Some(i);
            }
        }
        None
    }

    /// Pushes a node (its key in `self.key`, already marked) on the outer stack, unless the
    /// depth limit cuts it.
    fn push_outer(&mut self, state: T::State, copy: u8) -> bool {
        let depth = self.outer.frames.len();
        self.max_depth = self.max_depth.max(depth);
        if self.config.max_depth.is_some_and(|m| depth >= m) {
            self.truncated = true;
            return false;
        }
        let mut f = self.frame(state, copy, true);
        if f.stutter == 1
            && self.config.deadlocks
            && let Some(v) = self
                .sys
                .terminal(f.state.as_deref().expect("a new frame's state"))
            && self.report_state(
                f.state.as_deref().expect("a new frame's state"),
                Cause::Terminal(v),
            )
        {
            self.release(f, true);
            return true;
        }
        let idx = sat32(depth);
        let h = hash64(&self.key);
        f.key_hash = h;
        if let Some(other) = self.on_stack.insert(h, idx) {
            // Another frame with the same hash is on the stack: keep it in the map and put
            // this frame on the collision list.
            self.on_stack.insert(h, other);
            self.collided.push(idx);
        }
        self.push(f, true);
        false
    }

    fn pop_outer(&mut self) {
        let Some(f) = self.outer.frames.pop() else {
            return;
        };
        let idx = sat32(self.outer.frames.len());
        self.outer.held_from = self.outer.held_from.min(self.outer.frames.len());
        let h = f.key_hash;
        if self.on_stack.get(&h) == Some(&idx) {
            self.on_stack.remove(&h);
        } else if let Some(pos) = self.collided.iter().rposition(|&i| i == idx) {
            self.collided.swap_remove(pos);
        }
        self.release(f, true);
    }

    /// The search: from the initial state, or from the stacks a checkpoint restored.
    fn run(&mut self, resumed: bool) {
        if resumed {
            // An inner search under way goes on, and then its seed is popped.
            if self.in_inner {
                if self.inner_loop() {
                    return;
                }
                self.pop_outer();
            }
        } else {
            let init = self.sys.initial();
            self.node_key(&init, 0);
            self.store.mark_parts(&self.key, &self.parts, OUTER);
            self.counters.stored += 1;
            self.sketch_key();
            if let Some(v) = self.sys.check(&init) {
                self.report_state(&init, Cause::State(v));
                return;
            }
            if self.push_outer(init, 0) {
                return;
            }
        }
        self.outer_loop();
    }

    fn outer_loop(&mut self) {
        while !self.outer.frames.is_empty() {
            match self.next_move(true) {
                Move::Done => {
                    let seed_accepts = self
                        .outer
                        .frames
                        .last()
                        .is_some_and(|f| self.is_accepting(f));
                    if seed_accepts && self.inner_search() {
                        return;
                    }
                    self.pop_outer();
                }
                Move::Violation(v) => {
                    self.counters.transitions += 1;
                    let cx = Counterexample {
                        path: self.outer_path(),
                        cycle: None,
                        cause: Cause::Step(v),
                    };
                    if self.record(cx) {
                        return;
                    }
                }
                Move::Pruned => {
                    self.counters.transitions += 1;
                    self.counters.pruned += 1;
                }
                Move::Succ(s, copy) => {
                    self.counters.transitions += 1;
                    self.node_key(&s, copy);
                    if self.store.mark_parts(&self.key, &self.parts, OUTER) {
                        self.counters.matched += 1;
                        self.sys.recycle(s);
                    } else {
                        self.counters.stored += 1;
                        self.sketch_key();
                        let stop = match self.sys.check(&s) {
                            Some(v) => self.report_state(&s, Cause::State(v)),
                            None => self.push_outer(s, copy),
                        };
                        if stop {
                            return;
                        }
                    }
                }
            }
            if self.poll() {
                return;
            }
        }
    }

    /// The inner DFS from the top of the outer stack. Returns true if the search must stop (a
    /// cycle was recorded up to the violation limit, or a limit was hit).
    fn inner_search(&mut self) -> bool {
        let Some(seed) = self.outer.frames.last() else {
            return false;
        };
        if seed.state.is_none() {
            self.restore_top(true);
        }
        let seed = self.outer.frames.last().expect("the seed frame");
        let state = seed
            .state
            .as_deref()
            .expect("the seed holds its state")
            .clone();
        let (copy, seed_hash) = (seed.copy, seed.key_hash);
        // The seed's node key, with its own parts.
        self.node_key(&state, copy);
        debug_assert_eq!(hash64(&self.key), seed_hash);
        self.store.mark_parts(&self.key, &self.parts, INNER);
        let mut f = self.frame(state, copy, false);
        f.key_hash = seed_hash;
        self.push(f, false);
        self.in_inner = true;
        self.inner_loop()
    }

    /// The inner DFS's loop, to the end of the inner search (its stack emptied).
    fn inner_loop(&mut self) -> bool {
        let verify = self.config.stack.verify;
        let mut stop = false;
        while !self.inner.frames.is_empty() {
            match self.next_move(false) {
                Move::Done => self.pop_inner(),
                Move::Violation(_) | Move::Pruned => self.inner_transitions += 1,
                Move::Succ(s, copy) => {
                    self.inner_transitions += 1;
                    self.node_key(&s, copy);
                    if let Some(j) = self.lookup_stack() {
                        self.sys.recycle(s);
                        stop = self.lasso(j);
                        break;
                    }
                    if self.store.mark_parts(&self.key, &self.parts, INNER) {
                        self.sys.recycle(s);
                    } else {
                        self.inner_states += 1;
                        let mut f = self.frame(s, copy, false);
                        if verify {
                            f.key_hash = hash64(&self.key);
                        }
                        self.push(f, false);
                    }
                }
            }
            if self.poll() {
                stop = true;
                break;
            }
        }
        while !self.inner.frames.is_empty() {
            self.pop_inner();
        }
        self.in_inner = false;
        stop
    }

    /// Records the lasso closed at outer-stack node `j`.
    fn lasso(&mut self, j: usize) -> bool {
        let top = self.outer.frames.len() - 1;
        let mut prefix = Vec::with_capacity(j);
        Self::taken(&self.outer.frames[..j], &self.outer.labels, &mut prefix);
        let mut cycle = Vec::new();
        Self::taken(&self.outer.frames[j..top], &self.outer.labels, &mut cycle);
        Self::taken(&self.inner.frames, &self.inner.labels, &mut cycle);
        let cx = Counterexample {
            path: prefix,
            cycle: Some(cycle),
            cause: Cause::Acceptance {
                fair: self.config.fairness,
            },
        };
        self.record(cx)
    }

    /// Publishes progress and checks limits every few thousand moves; writes a checkpoint
    /// when one is due or a limit stops the search.
    fn poll(&mut self) -> bool {
        let t = self.counters.transitions + self.inner_transitions;
        if t < self.next_poll {
            return false;
        }
        self.next_poll = t + POLL_INTERVAL;
        let delta = self.counters.sub(&self.published);
        self.published = self.counters;
        self.limits.monitor.publish(&delta, self.max_depth);
        let memory = self.store.memory_bytes() + self.stack_bytes;
        if let Some(why) = self.limits.exceeded(memory, self.store.full()) {
            self.stop = Some(why);
            self.checkpoint(Reason::Stopped(why));
            return true;
        }
        if let Some(ck) = &mut self.ckpt
            && let Some(due) = ck.next
        {
            let now = ck.start.elapsed();
            if now >= due {
                ck.next = ck.plan.every.map(|e| now + e);
                self.checkpoint(Reason::Periodic);
            }
        }
        false
    }

    /// Writes the search as it is now (between two moves) to the checkpoint, if any.
    fn checkpoint(&self, reason: Reason) {
        let Some(ck) = &self.ckpt else { return };
        let written = Instant::now();
        let stack = |st: &Stack<T::State, T::Aux, T::Label>| {
            let (labels, labels_len) = put_labels(ck.codec, &st.labels);
            NestedStackImage {
                labels,
                labels_len,
                frames: st
                    .frames
                    .iter()
                    .map(|f| NestedFrameImage {
                        lo: f.lo,
                        next: f.next,
                        hi: f.hi,
                        copy: f.copy,
                        stutter: f.stutter,
                    })
                    .collect(),
            }
        };
        let image = NestedImage {
            counters: self.counters,
            inner_states: self.inner_states,
            inner_transitions: self.inner_transitions,
            max_depth: self.max_depth as u64,
            peak_stack: self.peak_stack as u64,
            truncated: self.truncated,
            elapsed_ns: (ck.before + ck.start.elapsed()).as_nanos() as u64,
            rng: self.rng,
            store: ck.store.image(),
            outer: stack(&self.outer),
            inner: stack(&self.inner),
            in_inner: self.in_inner,
            found: self
                .found
                .iter()
                .map(|c| PathImage {
                    path: put_labels(ck.codec, &c.path),
                    cycle: c.cycle.as_ref().map(|cy| put_labels(ck.codec, cy)),
                })
                .collect(),
            model: self.sys.record(),
        };
        ck.plan.write(SearchBody::Nested(image), reason, written);
    }

    /// Takes up the search of a checkpoint: its counters, counterexamples and both stacks,
    /// whose states are computed again by replaying their moves (each checked to be a move
    /// of its node, so that a damaged checkpoint is an error, not a wrong search).
    fn restore(
        &mut self,
        im: &ArchivedNestedImage,
        codec: &dyn LabelCodec<T::Label>,
    ) -> Result<(), String> {
        let de = |e: rkyv::rancor::Error| e.to_string();
        self.sys.absorb_record(&im.model)?;
        self.counters =
            rkyv::deserialize::<Counters, rkyv::rancor::Error>(&im.counters).map_err(de)?;
        self.inner_states = im.inner_states.to_native();
        self.inner_transitions = im.inner_transitions.to_native();
        self.max_depth = im.max_depth.to_native() as usize;
        self.truncated = im.truncated;
        if let Some(ck) = &mut self.ckpt {
            ck.before = Duration::from_nanos(im.elapsed_ns.to_native());
        }
        for f in im.found.iter() {
            let path = get_labels(codec, &f.path.0, f.path.1.to_native())?;
            let cx = match f.cycle.as_ref() {
                Some(c) => Counterexample {
                    path,
                    cycle: Some(get_labels(codec, &c.0, c.1.to_native())?),
                    cause: Cause::Acceptance {
                        fair: self.config.fairness,
                    },
                },
                None => super::search::refind(self.sys, path)?,
            };
            self.found.push(cx);
        }
        let outer = self.restore_stack(&im.outer, codec, true, self.sys.initial())?;
        if outer == 0 && (im.in_inner || !im.inner.frames.is_empty()) {
            return Err("the checkpoint's inner search has no seed".into());
        }
        if !im.inner.frames.is_empty() {
            // The seed: the outer stack's top (whose state a thin stack may have dropped).
            let state = self.outer_state(outer - 1);
            let seed_hash = self.outer.frames[outer - 1].key_hash;
            self.restore_stack(&im.inner, codec, false, state)?;
            self.inner.frames[0].key_hash = seed_hash;
        }
        self.in_inner = im.in_inner;
        self.rng = im.rng.to_native();
        self.peak_stack = self.peak_stack.max(im.peak_stack.to_native() as usize);
        Ok(())
    }

    /// Rebuilds one stack of the checkpoint from `state`, its bottom frame's; returns its
    /// frames.
    fn restore_stack(
        &mut self,
        im: &super::checkpoint::ArchivedNestedStackImage,
        codec: &dyn LabelCodec<T::Label>,
        outer: bool,
        mut state: T::State,
    ) -> Result<usize, String> {
        let labels = get_labels(codec, &im.labels, im.labels_len.to_native())?;
        let frames: Vec<NestedFrameImage> =
            rkyv::deserialize::<_, rkyv::rancor::Error>(&im.frames).map_err(|e| e.to_string())?;
        let n = frames.len();
        // The arenas are laid out frame after frame; every frame below the top took a move
        // to the frame above it (or its stutter).
        let ok = frames.iter().enumerate().all(|(i, f)| {
            f.lo == if i == 0 { 0 } else { frames[i - 1].hi }
                && f.lo <= f.next
                && f.next <= f.hi
                && f.stutter <= 2
                && (f.stutter == 0) == (f.lo < f.hi)
                && (i + 1 == n || f.next > f.lo || f.stutter == 2)
        }) && frames.last().map_or(0, |f| f.hi as usize) == labels.len();
        if !ok {
            return Err("a stack of the checkpoint is malformed".into());
        }
        let verify = self.config.stack.verify;
        let mut own = Vec::new();
        for (i, fi) in frames.iter().enumerate() {
            let moves = &labels[fi.lo as usize..fi.hi as usize];
            let mut aux = T::Aux::default();
            own.clear();
            self.sys.transitions(&state, &mut own, &mut aux);
            if own.len() != moves.len() || moves.iter().any(|m| !own.contains(m)) {
                return Err(format!(
                    "the checkpoint's moves at depth {i} are not those of the state they \
                     lead to in this program"
                ));
            }
            self.node_key(&state, fi.copy);
            let h = hash64(&self.key);
            let next = (i + 1 < n).then(|| {
                if fi.lo == fi.hi {
                    Ok(state.clone())
                } else {
                    match self.sys.step(&state, &labels[fi.next as usize - 1], &aux) {
                        Step::Next(s) => Ok(s),
                        _ => Err(format!(
                            "the checkpoint's stack does not replay at depth {i}"
                        )),
                    }
                }
            });
            let next = next.transpose()?;
            let mut f = self.frame_of(state, fi.copy, outer, Some(moves));
            f.next = fi.next;
            f.stutter = fi.stutter;
            if outer {
                let idx = sat32(i);
                f.key_hash = h;
                if let Some(other) = self.on_stack.insert(h, idx) {
                    self.on_stack.insert(h, other);
                    self.collided.push(idx);
                }
            } else if verify {
                f.key_hash = h;
            }
            self.push(f, outer);
            match next {
                Some(s) => state = s,
                None => break,
            }
        }
        Ok(n)
    }
}
