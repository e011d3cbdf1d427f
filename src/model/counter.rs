//! Counter abstraction: threads that run the same code in the same local state are kept as
//! a count, saturated at a bound, so that a program that starts threads without a bound
//! (`while (1) pthread_create(&t, 0, worker, 0);`) has a finite abstract state space
//! (Pnueli, Xu & Zuck, "Liveness with (0,1,∞)-counter abstraction", CAV 2002; Basler,
//! Mazzucchi, Wahl & Kroening, "Symbolic counter abstraction for concurrent software",
//! CAV 2009). `--counter-bound K`.
//!
//! **Groups.** Threads of one class (start function and argument, [`Thread::start`]) whose
//! canonical bytes are equal are in the same local state. Such threads are counted only
//! when nothing tells them apart: no handle names them (a `pthread_t` variable, a lock's
//! owner word, a register, a join, the pending choice), they own no object (stack,
//! thread-local or heap), they name no thread, and they are not in the middle of
//! something another thread takes part in (an atomic section, a condition variable or
//! barrier wait, a pending choice, lazy inputs). Such a thread can be dropped or copied
//! without renaming anything.
//!
//! **Counts.** A group is its threads, explicitly, up to `K`; past `K` it is `K` threads,
//! one of them flagged "and more" ([`Thread::many`]: it stands for one or more threads).
//! So a group of `p` plain threads and a flagged one stands for at least `p + 1` threads,
//! and the bound keeps `p + 1 <= K`. A finished thread that nothing names can never matter
//! again (no join can name it): its place is emptied ([`VACANT`]) whatever the bound, and
//! the next `pthread_create` takes it. After every step, groups over the bound are cut
//! back and threads are moved down into emptied places (they are named by nothing, so
//! moving them renames nothing), and emptied places at the end are dropped.
//!
//! **Moves.** A plain thread moves as it would. A flagged thread with a plain thread of its
//! group beside it does not move: the plain one's move leaves a group that stands for
//! more threads than the flagged one's would, so it covers it. A flagged thread alone in
//! its group has two moves: one of its threads moves and the others stay (the flagged
//! thread is copied, and the copy keeps the flag: [`super::Move::copy`]), or it was the
//! last one and moves without the flag.
//!
//! **What it means.** Every concrete state with any number of threads is covered by an
//! abstract state the search reaches: the abstraction over-approximates. A search that
//! finds nothing is a proof for any number of threads; a violation it finds may be one of
//! the abstraction only, and `crate::check` searches the concrete program for it before
//! reporting it (a counterexample is always concrete).
//!
//! **Not canonical.** Which emptied place a moved-down thread or a copy takes depends on
//! the concrete state, and the symmetry reduction renames threads only within their
//! class's places: two renamings of one abstract state may get successors whose
//! representatives differ in where the emptied places are. Both are stored (the states
//! are equivalent: moving a thread that nothing names changes nothing it does), so the
//! number of states stored may depend on the search order (`--workers`), never the
//! verdict.
//!
//! **Where it applies.** Under sequential consistency, with the symmetry reduction (which
//! matches the groups up to the order of their places), without stubborn sets and with
//! steps that end at each access to shared memory (`--granularity shared-access`: a
//! superstep is computed against the other threads' next accesses, and a flagged thread
//! stands for threads whose first access may fall into it), for safety properties only.

use super::CProgram;
use crate::vm::memory::{ObjKind, flags};
use crate::vm::state::{
    BlockReason, FREEZE_KEEP, State, SyncPhase, Thread, ThreadRef, ThreadStatus, VACANT,
};
use std::collections::HashMap;

/// A group's key: the class (start function and argument) and the local state.
type Group<'s> = ((u32, u64), &'s [u8]);

impl CProgram<'_> {
    /// Which threads of `st` the counter abstraction may count: see the module
    /// documentation.
    fn countable(&self, st: &State) -> Vec<bool> {
        let n = st.threads.len();
        let mut ok: Vec<bool> = st
            .threads
            .iter()
            .enumerate()
            .map(|(t, th)| t != 0 && th.start != VACANT && countable_thread(th))
            .collect();
        let mut name = |t: usize| {
            if t < n {
                ok[t] = false;
            }
        };
        if let Some((t, _)) = st.pending {
            name(usize::from(t));
        }
        if self.opts.context_bound.is_some() {
            name(usize::from(st.sched.last));
        }
        let mem = &st.mem;
        for o in &mem.objs {
            if o.kind.is_tombstone() {
                continue;
            }
            // (A thread-local copy its thread never took the address of is not part of
            // the state: see `Thread::tls_taken`.)
            let untaken = o.kind == ObjKind::Tls && o.flags & flags::TAKEN == 0;
            if matches!(o.kind, ObjKind::Stack | ObjKind::Tls | ObjKind::Heap) && !untaken {
                name(usize::from(o.owner));
            }
            if o.cap == 0 {
                continue;
            }
            if let Some(h) = &mem.handles {
                for (k, w) in h.overlapping(o.loc(), o.cap as usize) {
                    let mut b = [0u8; 8];
                    mem.read_at(k, &mut b[..usize::from(w)]);
                    let v = u64::from_le_bytes(b);
                    if v >= 2 {
                        name((v - 1) as usize);
                    }
                }
            }
        }
        for th in &st.threads {
            if let ThreadStatus::Blocked(BlockReason::Join(u)) = th.status {
                name(usize::from(u));
            }
            if !th.hregs.is_empty() {
                let mut vals = Vec::new();
                self.vm.live_hmarks(th, |k, x| {
                    vals.push(th.regs[th.frames[k].base as usize + x]);
                });
                for v in vals {
                    if v >= 2 {
                        name((v - 1) as usize);
                    }
                }
            }
        }
        ok
    }

    /// A thread's local state: its canonical bytes without the "and more" flag (the first
    /// byte under the counter abstraction).
    fn local_state<'s>(&self, th: &'s ThreadRef) -> &'s [u8] {
        &th.canonical(|x, b| self.vm.canonical_thread(x, b))[1..]
    }

    /// Brings `st` to the counter abstraction's form (see the module documentation): each
    /// group within the bound, finished threads that nothing names emptied, the countable
    /// threads moved down into emptied places, emptied places at the end dropped.
    pub(crate) fn counter_abstract(&self, st: &mut State) {
        let Some(k) = self.vm.cfg.counter_bound else {
            return;
        };
        let k = k.max(1) as usize;
        let ok = self.countable(st);
        let mut vacate: Vec<usize> = Vec::new();
        let mut flag: Vec<(usize, bool)> = Vec::new();
        {
            let mut groups: HashMap<Group<'_>, Vec<usize>> = HashMap::new();
            for (t, th) in st.threads.iter().enumerate() {
                if !ok[t] {
                    continue;
                }
                if th.status == ThreadStatus::Finished {
                    vacate.push(t);
                    continue;
                }
                groups
                    .entry((th.start, self.local_state(th)))
                    .or_default()
                    .push(t);
            }
            for members in groups.values() {
                let many = members.iter().filter(|&&t| st.threads[t].many).count();
                let plain = members.len() - many;
                if many == 0 && plain <= k {
                    continue;
                }
                if many == 1 && plain < k {
                    // Within the bound already.
                    continue;
                }
                // At least `plain + many` threads: `keep` of them, the last flagged.
                let keep = members.len().min(k);
                for (i, &t) in members.iter().enumerate() {
                    if i + 1 < keep {
                        flag.push((t, false));
                    } else if i + 1 == keep {
                        flag.push((t, true));
                    } else {
                        vacate.push(t);
                    }
                }
            }
        }
        if vacate.is_empty() && flag.iter().all(|&(t, f)| st.threads[t].many == f) {
            return;
        }
        for (t, f) in flag {
            if st.threads[t].many != f {
                st.threads[t].many = f;
            }
        }
        for &t in &vacate {
            // Its thread-local copies (never used: `countable_thread`) go with it.
            for &id in &st.threads[t].tls {
                st.mem.release(id, ObjKind::DeadStack);
            }
            st.threads[t] = ThreadRef::new(Thread::vacant());
        }
        // Countable threads down into emptied places (nothing names them, so nothing is
        // renamed), lowest first.
        let mut hole = 1;
        for (t, &countable) in ok.iter().enumerate().skip(1) {
            if st.threads[t].start == VACANT || !countable {
                continue;
            }
            while hole < t && st.threads[hole].start != VACANT {
                hole += 1;
            }
            if hole >= t {
                continue;
            }
            st.threads.swap(hole, t);
            for &id in &st.threads[hole].tls {
                if let Some(o) = st.mem.objs.get_mut(id as usize) {
                    o.owner = hole as u16;
                }
            }
            hole += 1;
        }
        while st.threads.len() > 1 && st.threads.last().is_some_and(|t| t.start == VACANT) {
            st.threads.pop();
        }
    }

    /// Whether thread `t` of `s` is flagged and has a plain thread of its group beside
    /// it, whose move covers its own (see the module documentation).
    pub(crate) fn counter_covered(&self, s: &State, t: usize, ok: &[bool]) -> bool {
        let th = &s.threads[t];
        if !th.many || !ok[t] {
            return false;
        }
        let me = self.local_state(th);
        s.threads.iter().enumerate().any(|(u, o)| {
            u != t && ok[u] && !o.many && o.start == th.start && self.local_state(o) == me
        })
    }

    /// The moves of `s`'s enabled threads `ts` under the counter abstraction: a flagged
    /// thread covered by a plain one of its group does not move, one alone in its group
    /// moves twice ([`super::Move::copy`], and as the last of its group).
    pub(crate) fn counter_moves(&self, s: &State, ts: &mut Vec<usize>, copies: &mut Vec<u16>) {
        if self.vm.cfg.counter_bound.is_none() || !ts.iter().any(|&t| s.threads[t].many) {
            return;
        }
        let ok = self.countable(s);
        ts.retain(|&t| !self.counter_covered(s, t, &ok));
        copies.extend(ts.iter().filter(|&&t| s.threads[t].many).map(|&t| t as u16));
    }

    /// Before move `m` of `s` runs on its copy `st`: for a [`super::Move::copy`], the
    /// flagged thread that stays, as it is, in the first emptied place (else a new one).
    /// Placed before the step, so that the step sees it (a step that ends the last other
    /// thread does not end the program).
    pub(crate) fn counter_before(&self, m: &super::Move, st: &mut State) {
        if self.vm.cfg.counter_bound.is_none() || m.flush || !m.copy {
            return;
        }
        let t = usize::from(m.thread);
        let Some(before) = st.threads.get(t).filter(|th| th.many) else {
            return;
        };
        let mut stay: Thread = (**before).clone();
        let place = st
            .threads
            .iter()
            .position(|u| u.start == VACANT)
            .unwrap_or(st.threads.len());
        if !stay.tls.is_empty() {
            // Its own thread-local copies (the flagged thread's were never used).
            match self.vm.new_tls(st, place, None) {
                Ok(tls) => stay.tls = tls,
                Err(_) => {
                    self.cuts.limit(crate::vm::Limit::Heap);
                    return;
                }
            }
        }
        let stay = ThreadRef::new(stay);
        if place < st.threads.len() {
            st.threads[place] = stay;
        } else {
            st.threads.push(stay);
        }
    }

    /// After move `m` of `s` gave `st`: the thread that moved is no longer flagged (it
    /// stands for one thread now; for a [`super::Move::copy`] the others stayed).
    pub(crate) fn counter_after(&self, s: &State, m: &super::Move, st: &mut State) {
        if self.vm.cfg.counter_bound.is_none() || m.flush {
            return;
        }
        let t = usize::from(m.thread);
        if s.threads.get(t).is_some_and(|th| th.many) && st.threads[t].many {
            st.threads[t].many = false;
        }
    }
}

/// Whether thread `th` is in a local state the counter abstraction may count (before
/// looking at what names it): see the module documentation.
fn countable_thread(th: &Thread) -> bool {
    let status = match th.status {
        ThreadStatus::Runnable | ThreadStatus::Finished => true,
        ThreadStatus::Blocked(r) => matches!(
            r,
            BlockReason::Mutex(_)
                | BlockReason::RwRead(_)
                | BlockReason::RwWrite(_)
                | BlockReason::Spin(_)
                | BlockReason::AwaitEq(..)
                | BlockReason::Sem(_)
        ),
    };
    status
        && th.hregs.is_empty()
        && th.frozen.is_none()
        && th.frames.len() <= FREEZE_KEEP
        && th.atomic == 0
        && th.sync == SyncPhase::None
        && th.sym.is_empty()
        && th.sym_pick.is_none()
        && th.choice.is_none()
        && th.exiting.is_none()
        && th.split_sizes.is_none()
        && th.tls_taken == 0
        && th.allocas.is_empty()
}
