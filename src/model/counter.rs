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
//! owner word, a register, a join, the pending choice), they own no object but stack
//! objects and thread-local copies of their own that nothing else names (no heap block),
//! they name no thread, and they are not in the middle of
//! something another thread takes part in (an atomic section, a condition variable or
//! barrier wait, a pending choice, lazy inputs). Such a thread can be dropped (its stack
//! objects released with it) or copied (its stack objects copied under new ids) without
//! renaming anything else.
//!
//! **Stack objects.** A thread's stack objects, and the copies of `__thread` variables
//! whose address it took, are its own when nothing but its own registers that point into
//! them names them (the symmetry reduction's test, [`crate::vm::argobj::ArgObjs::stacks`]).
//! Such a thread's local state is its key with those objects renamed
//! (`Vm::arg_object_key`: its pointers to them written as placeholders, then the objects'
//! bytes): two threads whose `int cond` locals, or whose thread-local flags, hold the same
//! value at different ids are in the same local state. A copy of such a thread copies
//! them too, under new ids.
//!
//! **Counts.** A group is its threads, explicitly, up to `K`; past `K` it is `K` threads,
//! one of them flagged "and more" ([`Thread::many`]: it stands for one or more threads).
//! So a group of `p` plain threads and a flagged one stands for at least `p + 1` threads,
//! and the bound keeps `p + 1 <= K`. A finished thread that nothing names can never matter
//! again (no join can name it): its place is emptied ([`VACANT`]) whatever the bound, and
//! the next `pthread_create` takes it. After every step, groups over the bound are cut
//! back, threads are moved down into emptied places, and emptied places at the end are
//! dropped, so that no emptied place is left below a thread.
//!
//! **Moving down.** A counted thread is named by nothing, so moving it changes only its
//! objects' owner. A thread that is not counted (the one that main's `pthread_t t` names,
//! in `while (1) pthread_create(&t, 0, worker, 0);`) is moved with every name of it
//! renamed (`CProgram::renumber`: handles in marked memory cells and registers, object
//! owners, join targets, the pending choice): a program sees a thread's id only through
//! its handles, and any other use stops the symmetry reduction that the abstraction
//! needs. Without that, each place such a thread held above the emptied ones was a state
//! of its own: `tests/counter/tas_local.O2.ll` at K = 1 stored 44,646 states, and 11,634
//! with it; SV-COMP's `pthread-ext/33_double_lock_p1_vs` did not end in 60 s, and is
//! proved in 23 s.
//!
//! **Moves.** A plain thread moves as it would. A flagged thread with a plain thread of its
//! group beside it does not move: the plain one's move leaves a group that stands for
//! more threads than the flagged one's would, so it covers it. A flagged thread alone in
//! its group has two moves: one of its threads moves and the others stay (the flagged
//! thread is copied, and the copy keeps the flag: [`super::Move::copy`]), or it was the
//! last one and moves without the flag. A copy takes an emptied place or a new one; at
//! `--max-threads` with none emptied it is not made, and the search is incomplete, as for a
//! `pthread_create` there.
//!
//! **Why not counted.** At the first state at the thread limit with a thread not counted,
//! the reasons are kept, per start function ([`crate::check::CounterStats::uncounted`]),
//! and the report prints them: threads the abstraction cannot count pile up there.
//!
//! **What it means.** Every concrete state with any number of threads is covered by an
//! abstract state the search reaches: the abstraction over-approximates. A search that
//! finds nothing is a proof for any number of threads; a violation it finds may be one of
//! the abstraction only, and `crate::check` searches the concrete program for it before
//! reporting it (a counterexample is always concrete).
//!
//! **Packing.** Where threads come and go without a bound, which ids their objects got
//! depends on the history: a thread-local copy or a stack object at one id or another,
//! tombstones left where threads' objects were. After every step the object table is
//! packed ([`crate::vm::memory::Memory::pack`]): tombstones that no pointer names become
//! vacant (the allocator takes either alike), and the thread-local copies whose address
//! was never taken and the stack objects of threads that own them take the lowest of
//! their ids and the vacant ones, in the order of the threads (their threads' lists and
//! registers rewritten: nothing else names them). It needs what the symmetry reduction's
//! object renaming needs: a program that never looks at pointers' bits, and no lazy
//! input's marked cell in a moved object (an untaken copy holds its initial bytes, a
//! private thread's objects hold none: `ArgObjs::stacks`, a tombstone's cells went with
//! it; the cells of the objects that stay are kept by the place of their bytes).
//! On `tests/counter/slots.O2.ll` at K = 2 it takes the states from 185,757 to 4,909.
//!
//! **Not canonical where a thread has frozen frames.** A deep thread's frozen registers
//! are not rewritten, so while one exists only counted threads move down, and emptied
//! places may stay below a thread that is not counted. The symmetry reduction renames
//! threads only within their class's places, so two renamings of one abstract state may
//! then get successors whose representatives differ in where the emptied places are.
//! Both are stored (the states are equivalent), so the number of states stored may depend
//! on the search order (`--workers`), never the verdict. Otherwise no emptied place is
//! left below a thread, and where they lie is not part of the state.
//!
//! **Where it applies.** Under sequential consistency, with the symmetry reduction (which
//! matches the groups up to the order of their places), without stubborn sets and with
//! steps that end at each access to shared memory (`--granularity shared-access`: a
//! superstep is computed against the other threads' next accesses, and a flagged thread
//! stands for threads whose first access may fall into it), for safety properties only.

use super::CProgram;
use crate::vm::error::Failure;
use crate::vm::memory::{ObjKind, flags};
use crate::vm::state::{
    BlockReason, FREEZE_KEEP, State, SyncPhase, Thread, ThreadRef, ThreadStatus, VACANT,
};
use std::collections::HashMap;

/// A group's key: the class (start function and argument) and the local state.
type Group<'s> = ((u32, u64), &'s [u8]);

/// Which threads of a state the counter abstraction may count, and their local states
/// where those are not their canonical bytes ([`CProgram::countable`]).
pub(crate) struct Counting {
    /// Per thread, whether it may be counted.
    ok: Vec<bool>,
    /// Per countable thread with stack objects of its own, its local state: its key with
    /// those objects renamed, after a first byte (`0xff`) that no canonical thread starts
    /// with. `None` for the others, whose local state is their canonical bytes.
    keys: Vec<Option<Vec<u8>>>,
    /// Per thread, whether its stack objects are its own (nothing but its own registers
    /// that point into its stack names them), counted or not.
    private: Vec<bool>,
}

impl CProgram<'_> {
    /// Which threads of `st` the counter abstraction may count: see the module
    /// documentation.
    fn countable(&self, st: &State) -> Counting {
        self.countable_why(st, None)
    }

    /// [`Self::countable`], and with `why`, per thread the first reason it is not counted.
    fn countable_why(
        &self,
        st: &State,
        mut why: Option<&mut Vec<Option<&'static str>>>,
    ) -> Counting {
        let n = st.threads.len();
        if let Some(w) = why.as_deref_mut() {
            *w = st.threads.iter().map(|th| uncounted_thread(th)).collect();
        }
        let mut ok: Vec<bool> = st
            .threads
            .iter()
            .enumerate()
            .map(|(t, th)| t != 0 && th.start != VACANT && uncounted_thread(th).is_none())
            .collect();
        // Threads with stack objects count when those are their own (nothing else names
        // them): the symmetry reduction's test. `own` holds those objects' ids, sorted.
        let stacks = if st.threads.iter().skip(1).any(|th| th.may_own_objects()) {
            self.vm.arg_objects(st)
        } else {
            crate::vm::argobj::ArgObjs::default()
        };
        let mut own: Vec<u32> = Vec::new();
        for (t, th) in st.threads.iter().enumerate() {
            if ok[t] && th.may_own_objects() {
                if let Some(s) = stacks.stack_of(t) {
                    own.extend_from_slice(&s.ids);
                } else {
                    ok[t] = false;
                    if let Some(w) = why.as_deref_mut() {
                        w[t] = Some(if th.allocas.is_empty() {
                            "a thread-local variable that something else names"
                        } else {
                            "stack objects or thread-local variables that something else \
                             names"
                        });
                    }
                }
            }
        }
        own.sort_unstable();
        let mut name = |t: usize, r: &'static str| {
            if t < n {
                if ok[t]
                    && let Some(w) = why.as_deref_mut()
                {
                    w[t] = Some(r);
                }
                ok[t] = false;
            }
        };
        if let Some((t, _)) = st.pending {
            name(usize::from(t), "a pending choice");
        }
        if self.opts.context_bound.is_some() {
            name(
                usize::from(st.sched.last),
                "the last to move (--context-bound)",
            );
        }
        let mem = &st.mem;
        for (id, o) in mem.objs.iter().enumerate() {
            if o.kind.is_tombstone() {
                continue;
            }
            // (A thread-local copy its thread never took the address of is not part of
            // the state: see `Thread::tls_taken`.)
            let untaken = o.kind == ObjKind::Tls && o.flags & flags::TAKEN == 0;
            let mine = matches!(o.kind, ObjKind::Stack | ObjKind::Tls)
                && own.binary_search(&(id as u32)).is_ok();
            if matches!(o.kind, ObjKind::Stack | ObjKind::Tls | ObjKind::Heap) && !untaken && !mine
            {
                name(
                    usize::from(o.owner),
                    match o.kind {
                        ObjKind::Tls => "a thread-local variable that something else names",
                        ObjKind::Heap => "a heap block it allocated",
                        _ => "a stack object that something else names",
                    },
                );
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
                        name(
                            (v - 1) as usize,
                            "named in memory (a pthread_t, a lock's owner)",
                        );
                    }
                }
            }
        }
        for th in &st.threads {
            if let ThreadStatus::Blocked(BlockReason::Join(u)) = th.status {
                name(usize::from(u), "joined by a thread");
            }
            if !th.hregs.is_empty() {
                let mut vals = Vec::new();
                self.vm.live_hmarks(th, |k, x| {
                    vals.push(th.regs[th.frames[k].base as usize + x]);
                });
                for v in vals {
                    if v >= 2 {
                        name(
                            (v - 1) as usize,
                            "named by a thread's register (its handle)",
                        );
                    }
                }
            }
        }
        let keys: Vec<Option<Vec<u8>>> = (0..n)
            .map(|t| {
                let s = stacks.stack_of(t);
                s.filter(|_| ok[t]).map(|s| {
                    let mut k = self.vm.arg_object_key(st, t, None, Some(s));
                    // In place of the "and more" flag.
                    k[0] = 0xff;
                    k
                })
            })
            .collect();
        let private = (0..n).map(|t| stacks.stack_of(t).is_some()).collect();
        Counting { ok, keys, private }
    }

    /// Why the threads of `st` that are not counted are not, grouped by start function and
    /// reason, with how many threads: "thr1: 62 threads: a heap block it allocated". Taken
    /// at the first state at the thread limit with a thread not counted: where threads
    /// that are never counted pile up.
    fn explain_uncounted(&self, st: &State) -> Vec<String> {
        let mut why = Vec::new();
        let c = self.countable_why(st, Some(&mut why));
        let mut groups: std::collections::BTreeMap<(&str, &str), usize> = Default::default();
        for (t, th) in st.threads.iter().enumerate().skip(1) {
            if c.ok[t] || th.start == VACANT {
                continue;
            }
            let f = self
                .vm
                .prog
                .funcs
                .get(th.start.0 as usize)
                .map_or("?", |f| f.name.as_str());
            let r = why.get(t).copied().flatten().unwrap_or("?");
            *groups.entry((f, r)).or_default() += 1;
        }
        groups
            .into_iter()
            .map(|((f, r), n)| {
                let threads = if n == 1 { "thread" } else { "threads" };
                format!("{f}: {n} {threads}: {r}")
            })
            .collect()
    }

    /// Thread `t`'s local state: its canonical bytes without the "and more" flag (the
    /// first byte under the counter abstraction), or its key with its stack objects
    /// renamed (`c.keys`).
    fn local_state<'s>(&self, st: &'s State, t: usize, c: &'s Counting) -> &'s [u8] {
        match &c.keys[t] {
            Some(k) => k,
            None => &st.threads[t].canonical(|x, b| self.vm.canonical_thread(x, b))[1..],
        }
    }

    /// Brings `st` to the counter abstraction's form (see the module documentation): each
    /// group within the bound, finished threads that nothing names emptied, the countable
    /// threads moved down into emptied places, emptied places at the end dropped.
    pub(crate) fn counter_abstract(&self, st: &mut State) {
        let Some(k) = self.vm.cfg.counter_bound else {
            return;
        };
        let k = k.max(1) as usize;
        let c = self.countable(st);
        if st.threads.len() >= self.vm.cfg.max_threads
            && self.uncounted.get().is_none()
            && c.ok
                .iter()
                .enumerate()
                .skip(1)
                .any(|(t, &ok)| !ok && st.threads[t].start != VACANT)
        {
            let _ = self.uncounted.set(self.explain_uncounted(st));
        }
        let ok = &c.ok;
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
                    .entry((th.start, self.local_state(st, t, &c)))
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
        let mut private = c.private;
        // (The threads vacated below are counted ones, never frozen: this holds after.)
        let renumbers = self.can_renumber(st);
        if vacate.is_empty()
            && flag.iter().all(|&(t, f)| st.threads[t].many == f)
            && !holes(st, ok, renumbers)
        {
            self.pack(st, &private);
            return;
        }
        for (t, f) in flag {
            if st.threads[t].many != f {
                st.threads[t].many = f;
            }
        }
        for &t in &vacate {
            // Its stack objects (its own: nothing else names them) and its thread-local
            // copies (never used: `uncounted_thread`) go with it.
            let th = &st.threads[t];
            for &id in th.allocas.iter().chain(&th.tls) {
                st.mem.release(id, ObjKind::DeadStack);
            }
            st.threads[t] = ThreadRef::new(Thread::vacant());
            private[t] = false;
        }
        // Threads down into emptied places, lowest first: a countable thread (nothing names
        // it, so only its objects' owner changes), and one that is not counted renamed
        // with what names it (`renumber`), where that can be done.
        let mut hole = 1;
        for (t, &countable) in ok.iter().enumerate().skip(1) {
            if st.threads[t].start == VACANT || !(countable || renumbers) {
                continue;
            }
            while hole < t && st.threads[hole].start != VACANT {
                hole += 1;
            }
            if hole >= t {
                continue;
            }
            self.renumber(st, t, hole);
            private.swap(hole, t);
            hole += 1;
        }
        while st.threads.len() > 1 && st.threads.last().is_some_and(|t| t.start == VACANT) {
            st.threads.pop();
        }
        self.pack(st, &private);
    }

    /// Whether threads of `st` may be renumbered with what names them ([`Self::renumber`]):
    /// handles are tracked (the symmetry reduction's marks, [`crate::vm::handles`]), and no
    /// thread has frozen frames (whose registers are not rewritten).
    fn can_renumber(&self, st: &State) -> bool {
        self.vm.cfg.track_handles && st.threads.iter().all(|th| th.frozen.is_none())
    }

    /// Moves thread `from` into the emptied place `to`, and renames every name of the one
    /// into the other: the handles in marked memory cells (`pthread_t` variables, lock
    /// owners) and marked registers, the owners of objects, join targets, the pending
    /// choice's thread and the last mover. Thread ids are seen only through these (a use
    /// of a handle's value is a [`crate::vm::error::ViolationKind::ThreadIdentity`], which
    /// stops the reduction), so the state is a renaming of the one it was: as with the
    /// symmetry reduction, the renamed state has the same futures up to a renaming (a
    /// `pthread_create` takes the lowest emptied place, and each emptied place is one no
    /// name refers to). Then where threads came and went leaves no emptied place below a
    /// thread: a thread that is not counted (one a `pthread_t` names, typically the last
    /// one started) no longer keeps the places below it apart.
    fn renumber(&self, st: &mut State, from: usize, to: usize) {
        debug_assert!(st.threads[to].start == VACANT && from > 0 && to > 0);
        st.threads.swap(from, to);
        let swap16 = |x: &mut u16| {
            if usize::from(*x) == from {
                *x = to as u16;
            } else if usize::from(*x) == to {
                *x = from as u16;
            }
        };
        let (hf, ht) = (
            crate::vm::threads::handle(from),
            crate::vm::threads::handle(to),
        );
        let swap_handle = |v: u64| {
            if v == hf {
                ht
            } else if v == ht {
                hf
            } else {
                v
            }
        };
        for o in st.mem.objs.iter_mut() {
            if o.kind != ObjKind::Vacant {
                swap16(&mut o.owner);
            }
        }
        if let Some(cells) = st.mem.handles.as_ref().map(|h| h.cells.clone()) {
            // Read and written past the marks (a write unmarks what it covers, a read is
            // the program's), which then go back.
            let marks = st.mem.handles.take();
            for (k, w) in cells.iter() {
                let w = usize::from(w);
                let v = st.mem.uint_raw(k, w);
                let r = swap_handle(v);
                if r != v {
                    st.mem.write_at(k, &r.to_le_bytes()[..w]);
                }
            }
            st.mem.handles = marks;
        }
        for th in st.threads.iter_mut() {
            let named = th.hregs.iter().any(|&i| {
                th.regs
                    .get(i as usize)
                    .is_some_and(|&v| swap_handle(v) != v)
            }) || matches!(th.status, ThreadStatus::Blocked(BlockReason::Join(u))
                    if usize::from(u) == from || usize::from(u) == to);
            if !named {
                continue;
            }
            let th = &mut **th;
            for k in 0..th.hregs.len() {
                if let Some(v) = th.regs.get_mut(th.hregs[k] as usize) {
                    *v = swap_handle(*v);
                }
            }
            if let ThreadStatus::Blocked(BlockReason::Join(u)) = &mut th.status {
                swap16(u);
            }
        }
        if let Some((t, _)) = &mut st.pending {
            swap16(t);
        }
        swap16(&mut st.sched.last);
    }

    /// Packs `st`'s object table (see the module documentation): tombstones that nothing
    /// names dropped, then the thread-local copies whose address was never taken and the
    /// stack objects of threads that own them (`private`) given the lowest ids among
    /// theirs and the vacant ones, in the order of the threads.
    fn pack(&self, st: &mut State, private: &[bool]) {
        if !self.vm.argobj.possible() {
            return;
        }
        // Every thread's untaken thread-local copies first, then the private stack
        // objects: the kinds the canonical form writes in id order are then the same
        // whatever order the places of interchangeable threads are in (a thread in its
        // wait loop owns a stack object, one past it none; with the two interleaved,
        // which of them came first showed in the table).
        let mut ids: Vec<u32> = Vec::new();
        for th in &st.threads {
            for &id in &th.tls {
                if st
                    .mem
                    .objs
                    .get(id as usize)
                    .is_some_and(|o| o.kind == ObjKind::Tls && o.flags & flags::TAKEN == 0)
                {
                    ids.push(id);
                }
            }
        }
        for (t, th) in st.threads.iter().enumerate() {
            if private.get(t).copied().unwrap_or(false) {
                ids.extend_from_slice(&th.allocas);
                ids.extend(crate::vm::argobj::taken_tls(th, &st.mem));
            }
        }
        let moves = {
            let roots = crate::vm::canon::ThreadRoots::of(&self.vm, &st.threads);
            st.mem.pack(&ids, &roots)
        };
        if moves.is_empty() {
            return;
        }
        let to = |id: u32| {
            moves
                .binary_search_by_key(&id, |m| m.0)
                .ok()
                .map(|k| moves[k].1)
        };
        for (t, th) in st.threads.iter_mut().enumerate() {
            let tls_moves = th.tls.iter().any(|&id| to(id).is_some());
            let stack_moves = private.get(t).copied().unwrap_or(false)
                && th.allocas.iter().any(|&id| to(id).is_some());
            if !tls_moves && !stack_moves {
                continue;
            }
            let th = &mut **th;
            if private.get(t).copied().unwrap_or(false) {
                // Its registers may point into its stack objects and its taken copies.
                let mut map: Vec<(u32, u32)> = th
                    .allocas
                    .iter()
                    .chain(&th.tls)
                    .filter_map(|&id| to(id).map(|n| (id, n)))
                    .collect();
                map.sort_unstable();
                self.vm.move_stack_pointers(th, &map);
            } else {
                // Only copies whose address it never took moved: nothing else names them.
                for id in &mut th.tls {
                    if let Some(n) = to(*id) {
                        *id = n;
                    }
                }
            }
        }
    }

    /// Whether thread `t` of `s` is flagged and has a plain thread of its group beside
    /// it, whose move covers its own (see the module documentation).
    pub(crate) fn counter_covered(&self, s: &State, t: usize, c: &Counting) -> bool {
        let th = &s.threads[t];
        if !th.many || !c.ok[t] {
            return false;
        }
        let me = self.local_state(s, t, c);
        s.threads.iter().enumerate().any(|(u, o)| {
            u != t && c.ok[u] && !o.many && o.start == th.start && self.local_state(s, u, c) == me
        })
    }

    /// The moves of `s`'s enabled threads `ts` under the counter abstraction: a flagged
    /// thread covered by a plain one of its group does not move, one alone in its group
    /// moves twice ([`super::Move::copy`], and as the last of its group).
    pub(crate) fn counter_moves(&self, s: &State, ts: &mut Vec<usize>, copies: &mut Vec<u16>) {
        if self.vm.cfg.counter_bound.is_none() || !ts.iter().any(|&t| s.threads[t].many) {
            return;
        }
        let c = self.countable(s);
        ts.retain(|&t| !self.counter_covered(s, t, &c));
        let mut many = ts.iter().filter(|&&t| s.threads[t].many).map(|&t| t as u16);
        // A copy takes an emptied place or a new one: at the thread limit with none
        // emptied, as `pthread_create` there, it cannot be made, and the search is
        // incomplete (threads the abstraction cannot count pile up to the limit).
        let room = s.threads.len() < self.vm.cfg.max_threads
            || s.threads.iter().any(|u| u.start == VACANT);
        if room {
            copies.extend(many);
        } else if many.next().is_some() {
            self.cuts.limit(crate::vm::Limit::Threads);
        }
    }

    /// Before move `m` of `s` runs on its copy `st`: for a [`super::Move::copy`], the
    /// flagged thread that stays, as it is, in the first emptied place (else a new one),
    /// with copies of its stack objects. Placed before the step, so that the step sees it
    /// (a step that ends the last other thread does not end the program). `Err`: the copy
    /// cannot be made, and the move does not run.
    pub(crate) fn counter_before(&self, m: &super::Move, st: &mut State) -> Result<(), Failure> {
        if self.vm.cfg.counter_bound.is_none() || m.flush || !m.copy {
            return Ok(());
        }
        let t = usize::from(m.thread);
        let Some(before) = st.threads.get(t).filter(|th| th.many) else {
            return Ok(());
        };
        let mut stay: Thread = (**before).clone();
        let place = st
            .threads
            .iter()
            .position(|u| u.start == VACANT)
            .unwrap_or(st.threads.len());
        // Its thread-local copies: new ones (those it never used hold their initial
        // bytes), and copies of the bytes of those it took the address of.
        let mut tls = Vec::new();
        if !stay.tls.is_empty() {
            match self.vm.new_tls(st, place, None) {
                Ok(v) => tls = v,
                Err(_) => {
                    self.cuts.limit(crate::vm::Limit::Heap);
                    return Ok(());
                }
            }
        }
        let taken_ids: Vec<u32> = crate::vm::argobj::taken_tls(&stay, &st.mem).collect();
        let taken: Vec<(u32, u32)> = stay
            .tls
            .iter()
            .zip(&tls)
            .filter(|(id, _)| taken_ids.contains(id))
            .map(|(&from, &to)| (from, to))
            .collect();
        if !stay.allocas.is_empty() || !taken.is_empty() {
            // Its stack objects and taken copies are its own (it was counted, and nothing
            // can have named them since): the copy gets copies of them, under new ids.
            if self.vm.arg_objects(st).stack_of(t).is_none() {
                return Err(Failure {
                    msg: "the counter abstraction cannot copy a counted thread whose stack \
                          objects are no longer its own (lazy inputs or a deep thread \
                          appeared)"
                        .into(),
                    thread: m.thread,
                    stack: Vec::new(),
                });
            }
            let mut map = Vec::with_capacity(stay.allocas.len());
            for &id in &stay.allocas {
                let o = st.mem.objs[id as usize];
                let roots = crate::vm::canon::ThreadRoots::of(&self.vm, &st.threads);
                let Ok(to) = st
                    .mem
                    .alloc(ObjKind::Stack, u64::from(o.cap), place as u16, &roots)
                else {
                    self.cuts.limit(crate::vm::Limit::Heap);
                    return Err(Failure {
                        msg: "the counter abstraction's copy of a thread ran out of object ids"
                            .into(),
                        thread: m.thread,
                        stack: Vec::new(),
                    });
                };
                map.push((id, to));
            }
            map.extend_from_slice(&taken);
            for &(from, to) in &map {
                // Bytes and flags (a copy's `tls_taken` bit stays set, as its object's).
                let (o, n) = (st.mem.objs[from as usize], st.mem.objs[to as usize]);
                let len = (o.cap as usize).min(n.cap as usize);
                st.mem.copy_at(o.loc(), n.loc(), len);
                st.mem.copied(o.loc(), n.loc(), len);
                st.mem.objs[to as usize].flags = o.flags;
            }
            map.sort_unstable();
            self.vm.move_stack_pointers(&mut stay, &map);
        }
        if !tls.is_empty() {
            stay.tls = tls;
        }
        let stay = ThreadRef::new(stay);
        if place < st.threads.len() {
            st.threads[place] = stay;
        } else {
            st.threads.push(stay);
        }
        Ok(())
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

/// Whether an emptied place of `st` lies below a thread that `CProgram::counter_abstract`
/// would move down into it (`ok`: the countable threads; `renumbers`: the others may move
/// too, [`CProgram::can_renumber`]).
fn holes(st: &State, ok: &[bool], renumbers: bool) -> bool {
    let Some(h) = st.threads.iter().position(|th| th.start == VACANT) else {
        return false;
    };
    (h + 1..st.threads.len()).any(|t| st.threads[t].start != VACANT && (renumbers || ok[t]))
}

/// Why thread `th` is in a local state the counter abstraction may not count (before
/// looking at what names it), if it is: see the module documentation.
fn uncounted_thread(th: &Thread) -> Option<&'static str> {
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
    Some(if !status {
        "waiting (a join, a condition variable, a barrier)"
    } else if !th.hregs.is_empty() {
        "a thread's handle in its registers"
    } else if th.frozen.is_some() || th.frames.len() > FREEZE_KEEP {
        "a deep call stack"
    } else if th.atomic != 0 {
        "in an atomic section"
    } else if th.sync != SyncPhase::None {
        "in a condition variable or barrier operation"
    } else if !th.sym.is_empty() || th.sym_pick.is_some() {
        "lazy inputs"
    } else if th.choice.is_some() {
        "a pending choice"
    } else if th.exiting.is_some() {
        "exiting"
    } else if th.split_sizes.is_some() {
        "a split access"
    } else {
        return None;
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::{Step, TransitionSystem};
    use crate::model::{ModelOptions, SuperAux};
    use crate::vm::Granularity;

    /// `CProgram::renumber` takes every name of a thread with it: on the abstract states of
    /// `tests/counter/join_last.O0.ll` (main's `pthread_t t` names the last worker, main
    /// waits to join some, a worker holding the mutex is named by its owner word), each
    /// thread moved into a new place leaves no handle, join target or object owner naming
    /// its old place, and moved back gives the state it was.
    #[test]
    fn renumbering_a_thread_takes_its_names_and_back() {
        let ll =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/counter/join_last.O0.ll");
        let prog = crate::load::load_ll(&ll).expect("the program loads");
        let mut opts = ModelOptions {
            granularity: Granularity::SharedAccess,
            symmetry: true,
            ..ModelOptions::default()
        };
        opts.vm.counter_bound = Some(1);
        opts.vm.max_threads = 16;
        let sys = CProgram::new(&prog, opts, &["p".into()]).expect("the model");
        let handle = crate::vm::threads::handle;
        // Whether something in `s` names thread place `t`.
        let names = |s: &State, t: usize| -> usize {
            let mut n = 0;
            if let Some(h) = &s.mem.handles {
                for (k, w) in h.cells.iter() {
                    n += usize::from(s.mem.uint_raw(k, usize::from(w)) == handle(t));
                }
            }
            for th in &s.threads {
                n += th
                    .hregs
                    .iter()
                    .filter(|&&i| th.regs.get(i as usize) == Some(&handle(t)))
                    .count();
                n += usize::from(th.status == ThreadStatus::Blocked(BlockReason::Join(t as u16)));
            }
            n + s
                .mem
                .objs
                .iter()
                .filter(|o| o.kind != ObjKind::Vacant && usize::from(o.owner) == t)
                .count()
        };
        let mut seen = std::collections::HashSet::new();
        let mut stack = vec![sys.initial()];
        let (mut buf, mut moved) = (Vec::new(), 0usize);
        while let Some(s) = stack.pop() {
            buf.clear();
            sys.matched(&s, &mut buf);
            if seen.len() >= 400 || !seen.insert(buf.clone()) {
                continue;
            }
            for t in 1..s.threads.len() {
                if s.threads[t].start == VACANT {
                    continue;
                }
                let mut r = s.clone();
                r.threads.push(ThreadRef::new(Thread::vacant()));
                let v = r.threads.len() - 1;
                let before = names(&s, t);
                sys.renumber(&mut r, t, v);
                assert_eq!(names(&r, t), 0, "thread {t}: a name stayed");
                assert_eq!(names(&r, v), before, "thread {t}: names moved");
                assert_eq!(r.threads[t].start, VACANT);
                moved += before;
                sys.renumber(&mut r, v, t);
                r.threads.pop();
                assert!(sys.same_state(&r, &s), "thread {t}: moved back");
            }
            let (mut out, mut aux) = (Vec::new(), SuperAux::default());
            sys.transitions(&s, &mut out, &mut aux);
            for m in &out {
                if let Step::Next(n) = sys.step(&s, m, &aux) {
                    stack.push(n);
                }
            }
        }
        assert!(seen.len() > 100, "{} states", seen.len());
        assert!(moved > 100, "{moved} names moved");
    }
}
