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

use super::Outcome;
use super::config::{Limits, POLL_INTERVAL, SearchConfig, Stop};
use super::fairness::{ACCEPT_COPY, next_copy};
use super::stats::{Counters, Stats};
use super::store::{AnyStore, Parts, VisitedSet, hash64};
use super::system::{Step, TransitionSystem};
use super::trace::{Cause, Counterexample};
use std::collections::HashMap;
use std::time::Instant;

const OUTER: u32 = 0;
const INNER: u32 = 1;
/// Set on a base state once a state violation (check / terminal) was reported for it, so the
/// copies of the fairness product do not report it again.
const REPORTED: u32 = 2;

/// A stack frame of either search: a product node and its moves.
struct Frame<S, A> {
    state: S,
    aux: A,
    copy: u8,
    /// 0: has moves; 1: terminal, stutter not taken yet; 2: stutter taken.
    stutter: u8,
    accepting: bool,
    enabled: u64,
    lo: u32,
    next: u32,
    hi: u32,
    /// Outer frames: where the node's key starts in the key arena.
    key_lo: u32,
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
    outer: Vec<Frame<T::State, T::Aux>>,
    outer_labels: Vec<T::Label>,
    inner: Vec<Frame<T::State, T::Aux>>,
    inner_labels: Vec<T::Label>,
    scratch: Vec<T::Label>,
    aux_pool: Vec<T::Aux>,
    key: Vec<u8>,
    /// The parts of `key` (see `TransitionSystem::matched_parts`).
    /// (Keys are kept whole, `by_ref` clear: the stack keeps them and hashes them.)
    parts: Parts,
    /// Keys of the outer stack's nodes, concatenated.
    keys: Vec<u8>,
    /// Outer-stack membership: key hash → frame index; `collided` holds frames whose hash was
    /// taken by another key (vanishingly rare, but exactness is cheap).
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
    let start = Instant::now();
    config.monitor.reset();
    let store = AnyStore::seeded(config.store, config.expected_states, true, config.seed);
    let mut n = Ndfs {
        sys,
        store: &store,
        config,
        limits: Limits::new(config, start),
        outer: Vec::new(),
        outer_labels: Vec::new(),
        inner: Vec::new(),
        inner_labels: Vec::new(),
        scratch: Vec::new(),
        aux_pool: Vec::new(),
        key: Vec::new(),
        parts: Parts::default(),
        keys: Vec::new(),
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
    };
    n.run();
    let delta = n.counters.sub(&n.published);
    config.monitor.publish(&delta, n.max_depth);
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
        elapsed: start.elapsed(),
        store: store.report(n.counters.stored),
    };
    Outcome::new(n.found, stats, n.stop, n.truncated)
}

impl<T: TransitionSystem> Ndfs<'_, T> {
    /// The node key of `(state, copy)` in `self.key`: matched bytes, the copy (fairness only) and
    /// the budget (if counted).
    fn node_key(&mut self, state: &T::State, copy: u8) {
        self.key.clear();
        self.parts.clear();
        self.sys
            .matched_parts(state, &mut self.key, &mut self.parts);
        if self.config.fairness {
            self.key.push(copy);
        }
        if let Some(b) = self.sys.budget(state) {
            self.key.extend_from_slice(&b.to_le_bytes());
        }
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

    /// Builds the frame of a node, its moves appended to the outer or inner label arena.
    fn frame(&mut self, state: T::State, copy: u8, outer: bool) -> Frame<T::State, T::Aux> {
        let mut aux = self.aux_pool.pop().unwrap_or_default();
        self.scratch.clear();
        self.sys.transitions(&state, &mut self.scratch, &mut aux);
        if self.rng != 0 {
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
            &mut self.outer_labels
        } else {
            &mut self.inner_labels
        };
        let lo = sat32(arena.len());
        arena.append(&mut self.scratch);
        let hi = sat32(arena.len());
        self.stack_bytes += std::mem::size_of::<Frame<T::State, T::Aux>>()
            + self.sys.heap_bytes(&state)
            + (hi - lo) as usize * std::mem::size_of::<T::Label>();
        self.peak_stack = self.peak_stack.max(self.stack_bytes);
        Frame {
            accepting: self.sys.accepting(&state),
            state,
            aux,
            copy,
            stutter,
            enabled,
            lo,
            next: lo,
            hi,
            key_lo: 0,
        }
    }

    fn release(&mut self, f: Frame<T::State, T::Aux>, outer: bool) {
        let arena = if outer {
            &mut self.outer_labels
        } else {
            &mut self.inner_labels
        };
        arena.truncate(f.lo as usize);
        self.stack_bytes = self.stack_bytes.saturating_sub(
            std::mem::size_of::<Frame<T::State, T::Aux>>()
                + self.sys.heap_bytes(&f.state)
                + (f.hi - f.lo) as usize * std::mem::size_of::<T::Label>(),
        );
        self.aux_pool.push(f.aux);
    }

    /// Executes the next move of the top frame of the outer or inner stack.
    fn next_move(&mut self, outer: bool) -> Move<T::State, T::Violation> {
        let (stack, arena) = if outer {
            (&mut self.outer, &self.outer_labels)
        } else {
            (&mut self.inner, &self.inner_labels)
        };
        let Some(f) = stack.last_mut() else {
            return Move::Done;
        };
        let fair = self.config.fairness;
        if f.next < f.hi {
            let label = &arena[f.next as usize];
            f.next += 1;
            match self.sys.step(&f.state, label, &f.aux) {
                Step::Next(s) => {
                    let copy = if fair {
                        next_copy(f.copy, f.accepting, f.enabled, self.sys.process(label))
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
            Move::Succ(f.state.clone(), copy)
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
        let mut path = Vec::with_capacity(self.outer.len());
        Self::taken(&self.outer, &self.outer_labels, &mut path);
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

    fn lookup_stack(&self, key: &[u8]) -> Option<usize> {
        let frame_key = |i: usize| {
            let lo = self.outer[i].key_lo as usize;
            let hi = self
                .outer
                .get(i + 1)
                .map_or(self.keys.len(), |g| g.key_lo as usize);
            &self.keys[lo..hi]
        };
        if let Some(&i) = self.on_stack.get(&hash64(key))
            && frame_key(i as usize) == key
        {
            return Some(i as usize);
        }
        self.collided
            .iter()
            .map(|&i| i as usize)
            .find(|&i| frame_key(i) == key)
    }

    /// Pushes a node (its key in `self.key`, already marked) on the outer stack, unless the
    /// depth limit cuts it.
    fn push_outer(&mut self, state: T::State, copy: u8) -> bool {
        let depth = self.outer.len();
        self.max_depth = self.max_depth.max(depth);
        if self.config.max_depth.is_some_and(|m| depth >= m) {
            self.truncated = true;
            return false;
        }
        let mut f = self.frame(state, copy, true);
        if f.stutter == 1
            && self.config.deadlocks
            && let Some(v) = self.sys.terminal(&f.state)
            && self.report_state(&f.state, Cause::Terminal(v))
        {
            self.release(f, true);
            return true;
        }
        f.key_lo = sat32(self.keys.len());
        self.keys.extend_from_slice(&self.key);
        let idx = sat32(self.outer.len());
        let h = hash64(&self.key);
        if let Some(other) = self.on_stack.insert(h, idx) {
            // Another key with the same hash is on the stack: keep it in the map and put this
            // frame on the collision list.
            self.on_stack.insert(h, other);
            self.collided.push(idx);
        }
        self.outer.push(f);
        false
    }

    fn pop_outer(&mut self) {
        let Some(f) = self.outer.pop() else { return };
        let idx = sat32(self.outer.len());
        let key = &self.keys[f.key_lo as usize..];
        let h = hash64(key);
        if self.on_stack.get(&h) == Some(&idx) {
            self.on_stack.remove(&h);
        } else if let Some(pos) = self.collided.iter().rposition(|&i| i == idx) {
            self.collided.swap_remove(pos);
        }
        self.keys.truncate(f.key_lo as usize);
        self.release(f, true);
    }

    fn run(&mut self) {
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
        while !self.outer.is_empty() {
            match self.next_move(true) {
                Move::Done => {
                    let seed_accepts = self.outer.last().is_some_and(|f| self.is_accepting(f));
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
        let Some(seed) = self.outer.last() else {
            return false;
        };
        let (state, copy, key_lo) = (seed.state.clone(), seed.copy, seed.key_lo as usize);
        // The seed's node key, with its own parts (the key kept on the stack has none).
        self.node_key(&state, copy);
        debug_assert_eq!(self.key, self.keys[key_lo..]);
        self.store.mark_parts(&self.key, &self.parts, INNER);
        let f = self.frame(state, copy, false);
        self.inner.push(f);
        let mut stop = false;
        while !self.inner.is_empty() {
            match self.next_move(false) {
                Move::Done => {
                    if let Some(f) = self.inner.pop() {
                        self.release(f, false);
                    }
                }
                Move::Violation(_) | Move::Pruned => self.inner_transitions += 1,
                Move::Succ(s, copy) => {
                    self.inner_transitions += 1;
                    self.node_key(&s, copy);
                    if let Some(j) = self.lookup_stack(&self.key) {
                        stop = self.lasso(j);
                        break;
                    }
                    if !self.store.mark_parts(&self.key, &self.parts, INNER) {
                        self.inner_states += 1;
                        let f = self.frame(s, copy, false);
                        self.inner.push(f);
                    }
                }
            }
            if self.poll() {
                stop = true;
                break;
            }
        }
        while let Some(f) = self.inner.pop() {
            self.release(f, false);
        }
        stop
    }

    /// Records the lasso closed at outer-stack node `j`.
    fn lasso(&mut self, j: usize) -> bool {
        let top = self.outer.len() - 1;
        let mut prefix = Vec::with_capacity(j);
        Self::taken(&self.outer[..j], &self.outer_labels, &mut prefix);
        let mut cycle = Vec::new();
        Self::taken(&self.outer[j..top], &self.outer_labels, &mut cycle);
        Self::taken(&self.inner, &self.inner_labels, &mut cycle);
        let cx = Counterexample {
            path: prefix,
            cycle: Some(cycle),
            cause: Cause::Acceptance {
                fair: self.config.fairness,
            },
        };
        self.record(cx)
    }

    /// Publishes progress and checks limits every few thousand moves.
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
            return true;
        }
        false
    }
}
