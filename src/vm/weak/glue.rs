//! Where the weak memory models meet the rest of the VM: the flush moves and drains of
//! TSO store buffers, pthreads' synchronisation as views (RC11), the end of a step
//! (normalisation, limits), and the access-table entries of what drains or synchronises.

use super::{WeakLimit, WeakMem};
use crate::bytecode::Builtin;
use crate::vm::error::{Violation, ViolationKind};
use crate::vm::memory::Memory;
use crate::vm::state::{State, SyncPhase};
use crate::vm::{Env, Event, Limit, Vm};
use std::sync::Arc;

/// The address of the pseudo object through which `__VERIFIER_atomic_*` sections (and
/// `__pancam_await_eq`, which waits for a value written in one) synchronise under RC11:
/// sections run one at a time, as if under one lock.
pub const ATOMIC_SECTIONS: u64 = u64::MAX;

/// Whether thread `t` has stores in its TSO store buffer.
#[inline]
pub fn tso_pending(mem: &Memory, t: usize) -> bool {
    mem.weak
        .as_deref()
        .and_then(WeakMem::tso)
        .is_some_and(|b| !b.buf(t).is_empty())
}

/// Whether a call of builtin `b` drains the caller's store buffer under TSO: every library
/// call but those that touch no memory (glibc's take locks, or are system calls; for the
/// string and memory functions pancam implements natively this is an approximation: their
/// stores reach memory at once).
pub fn drains(b: Builtin) -> bool {
    use Builtin as B;
    !matches!(
        b,
        B::Nondet
            | B::VerifierAssume
            | B::VerifierAssert
            | B::PthreadSelf
            | B::PthreadEqual
            | B::UbsanOverflow
            | B::ReturnZero
            | B::Unknown
    )
}

/// The weak part of `st`'s memory, unshared, if any.
fn wm(st: &mut State) -> Option<&mut WeakMem> {
    st.mem.weak.as_mut().map(Arc::make_mut)
}

impl Vm<'_> {
    /// Whether thread `t` of `st` has a store-buffer entry to flush (TSO): the flush is a
    /// move of its own.
    pub fn flushable(&self, st: &State, t: usize) -> bool {
        tso_pending(&st.mem, t)
    }

    /// The flush of thread `t`'s oldest buffered store to memory (a move of the search).
    /// A store to an object that no longer takes it (freed, or never writable) is the
    /// thread's memory error.
    pub fn flush(&self, st: &mut State, t: usize) -> Event {
        let Some(e) = wm(st).and_then(WeakMem::tso_mut).and_then(|b| b.pop(t)) else {
            return Event::Yield;
        };
        let b = e.bytes.get();
        match st.mem.index_w(e.addr, b.len() as u64) {
            Some(i) => {
                st.mem.write_at(i, b);
                Event::Yield
            }
            None => {
                let f = st.mem.fault(e.addr, b.len() as u64, true);
                Event::Violation(Box::new(Violation {
                    kind: ViolationKind::of_fault(f.kind),
                    msg: format!("thread {t}'s buffered store reaches memory: {}", f.msg),
                    thread: t as u16,
                    stack: Vec::new(),
                }))
            }
        }
    }

    /// The access-table entries of flushing thread `t`'s oldest entry: the buffer's head
    /// and the bytes it writes.
    pub fn flush_access(&self, st: &State, t: usize) -> Option<[crate::vm::superstep::Access; 2]> {
        let b = st.mem.weak.as_deref()?.tso()?;
        let e = b.buf(t).first()?;
        let (id, lo, hi) = e.range(&self.codec);
        Some([
            crate::vm::superstep::Access::buffer_head(t),
            crate::vm::superstep::Access {
                obj: id,
                lo,
                hi: hi.max(lo + 1),
                write: true,
            },
        ])
    }

    /// Drains thread `tid`'s store buffer (TSO): an `Err` event if a write faults.
    pub(crate) fn tso_drain(&self, st: &mut State, tid: usize) -> Result<(), Event> {
        while tso_pending(&st.mem, tid) {
            if let Event::Violation(v) = self.flush(st, tid) {
                let mut v = *v;
                v.stack = self.stack_of(st, tid);
                return Err(Event::Violation(Box::new(v)));
            }
        }
        Ok(())
    }

    /// The weak model's part of thread `tid` finishing: under TSO its buffer drains (a
    /// thread's exit takes locks), under RC11 its view stays for those who join it.
    pub(crate) fn weak_finish(&self, st: &mut State, tid: usize) {
        match st.mem.weak.as_deref().map(WeakMem::model) {
            Some(super::MemoryModel::Tso) => {
                // Stores to objects that went away were dropped with them: the others go.
                let _ = self.tso_drain(st, tid);
            }
            Some(super::MemoryModel::Rc11) => {
                if let Some(rc) = wm(st).and_then(WeakMem::rc11_mut) {
                    rc.finish(tid);
                }
            }
            _ => {}
        }
    }

    /// Before builtin `b` of thread `tid` runs (`arg0`: its first argument): under TSO, the
    /// drain of its buffer, and for `free`, a store of another thread to the block still in
    /// its buffer is a use after free (it reaches memory later, whenever that buffer
    /// flushes).
    pub(crate) fn weak_before_builtin(
        &self,
        st: &mut State,
        tid: usize,
        b: Builtin,
        arg0: u64,
    ) -> Result<(), Event> {
        if drains(b) && tso_pending(&st.mem, tid) {
            self.tso_drain(st, tid)?;
        }
        if matches!(b, Builtin::Free | Builtin::Realloc) && arg0 != 0 {
            let (id, _) = self.codec.decode(arg0);
            if let Some(u) = self.tso_pending_store_to(st, tid, id) {
                let what = self.describe_addr(st, arg0);
                return Err(self.violation(
                    st,
                    tid,
                    ViolationKind::UseAfterFree,
                    format!(
                        "{} of {what} while thread {u}'s store to it is still in its store \
                         buffer: the store reaches freed memory",
                        b.name()
                    ),
                ));
            }
        }
        Ok(())
    }

    /// After builtin `b` of thread `tid` ran (`done`: it completed, else it blocked or
    /// stopped): the synchronisation it makes under RC11, as views released to and
    /// acquired from its object. `arg0`: its first argument; `ret`: its result; `phase`:
    /// the thread's synchronisation phase before the call; `nthreads`: threads before it;
    /// `pos`: the call.
    ///
    /// An allocation is a non-atomic write of the whole new block (its indeterminate
    /// contents): another thread that reaches the block through a pointer it read without
    /// synchronising (a relaxed load) races with the allocation, as C11 (7.22.3: allocation
    /// and deallocation are ordered only by happens-before) and GenMC ("not
    /// happens-before the allocation") have it.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn weak_after_builtin(
        &self,
        st: &mut State,
        tid: usize,
        b: Builtin,
        done: bool,
        arg0: u64,
        arg1: u64,
        ret: u64,
        phase: SyncPhase,
        nthreads: usize,
        pos: super::rc11::Pos,
    ) {
        use Builtin as B;
        if st.mem.weak.as_deref().and_then(WeakMem::rc11).is_none() {
            return;
        }
        if b.allocates() && done && ret != 0 {
            let (id, _) = self.codec.decode(ret);
            let size = st
                .mem
                .objs
                .get(id as usize)
                .map_or(0, |o| u64::from(o.size));
            if size > 0
                && let Some(rc) = wm(st).and_then(WeakMem::rc11_mut)
            {
                // A new block: nothing can race with its first write.
                let _ = rc.plain_access(tid, id, 0, size, true, pos);
            }
            return;
        }
        let new_thread = st.threads.len() > nthreads;
        let phase_now = st.threads[tid].sync;
        let Some(rc) = wm(st).and_then(WeakMem::rc11_mut) else {
            return;
        };
        let ok = ret & 0xffff_ffff == 0;
        match b {
            B::MutexLock | B::SpinLock | B::RwRdlock | B::RwWrlock | B::SemWait if done => {
                rc.acquire_obj(tid, arg0)
            }
            B::MutexTrylock | B::SpinTrylock | B::RwTryrdlock | B::RwTrywrlock if done && ok => {
                rc.acquire_obj(tid, arg0)
            }
            B::MutexUnlock | B::SpinUnlock | B::RwUnlock | B::SemPost if done => {
                rc.release_obj(tid, arg0)
            }
            B::CondWait | B::CondTimedwait => {
                // The wait releases the mutex when it starts, and acquires it when it
                // returns.
                if matches!(phase, SyncPhase::None) && !matches!(phase_now, SyncPhase::None) {
                    rc.release_obj(tid, arg1);
                }
                if done {
                    rc.acquire_obj(tid, arg1);
                }
            }
            B::BarrierWait => {
                if matches!(phase, SyncPhase::None) {
                    rc.release_obj(tid, arg0);
                }
                if done {
                    rc.acquire_obj(tid, arg0);
                }
            }
            B::AtomicBegin if done => rc.acquire_obj(tid, ATOMIC_SECTIONS),
            B::AwaitEq if done => {
                // It waits for a value written in an atomic section, or by a release store
                // (pthread_once's): it acquires both.
                rc.acquire_obj(tid, ATOMIC_SECTIONS);
                let (id, off) = self.codec.decode(arg0);
                rc.acquire_latest(tid, super::rc11::key(id, off));
            }
            B::AtomicEnd if done => rc.release_obj(tid, ATOMIC_SECTIONS),
            B::PthreadCreate if done && new_thread => rc.spawn(tid, nthreads),
            B::PthreadJoin if done && ok => {
                let t = arg0.wrapping_sub(1) as usize;
                if t != tid && t < nthreads {
                    rc.join(tid, t);
                }
            }
            _ => {}
        }
    }

    /// The end of a step of thread `tid` under a weak model: the RC11 state is brought to
    /// its canonical form, and the limits the step hit go to the environment.
    pub(crate) fn weak_end_step(&self, st: &mut State, env: &mut dyn Env) {
        if self.renormalise(st) {
            super::hit(WeakLimit::Messages);
        }
        let hits = super::take_hits();
        if hits & WeakLimit::StoreBuffer as u8 != 0 {
            env.limit_hit(Limit::StoreBuffer);
        }
        if hits & WeakLimit::Messages as u8 != 0 {
            env.limit_hit(Limit::Messages);
        }
    }

    /// What the threads' futures tell the normal form of the RC11 state
    /// ([`super::rc11::Facts`]):
    ///
    /// - `floors`: a thread waiting for a join, or for a lock another thread holds,
    ///   acquires that thread's view before it does anything else: its view is at least
    ///   that one.
    ///
    /// and from the static future analysis of the stubborn sets (which includes the
    /// threads a thread may still create):
    ///
    /// - `far`: the atomic locations that a live thread keeps older messages of readable
    ///   (its view is behind the location's last message) but will never access again:
    ///   `(thread, location)`, sorted. Such a thread's view of the location matters only
    ///   through what it passes on, and whoever it passes it to joins it with a view of its
    ///   own that is at least as far, so its lag keeps nothing readable.
    /// - `unraced`: atomic locations with records of atomic accesses that no live thread
    ///   will access non-atomically again (see [`super::rc11::Unraced`]), sorted. Only a
    ///   non-atomic access looks at those records (an atomic access races only with
    ///   non-atomic ones), so they can be forgotten.
    /// - `unreleased`: `(thread, location)`, sorted, where the thread has a release view of
    ///   the location that no future write of its own carries
    ///   ([`super::rc11::Facts::unreleased`]).
    fn future_facts(&self, st: &State) -> super::rc11::Facts {
        use crate::model::por::future::{ATOMIC, BLIND, Fut, RELEASES, conflict};
        use crate::vm::superstep::Access;
        let mut facts = super::rc11::Facts {
            floors: (0..st.threads.len())
                .map(|t| self.waits_for(st, t))
                .collect(),
            ..Default::default()
        };
        let (Some(fu), Some(rc)) = (
            self.weak_futures.as_ref(),
            st.mem.weak.as_deref().and_then(WeakMem::rc11),
        ) else {
            return facts;
        };
        let probe = |l: &super::rc11::Loc, write: bool| {
            let (obj, lo) = super::rc11::unkey(l.key);
            Access {
                obj,
                lo,
                hi: lo + u64::from(l.size),
                write,
            }
        };
        // Locations with atomic race records, and whether some future non-atomic access
        // reads them (then the atomic writes' records stay) or writes them (then the reads'
        // records stay too).
        let mut recorded: Vec<(usize, bool, bool)> = rc
            .locs
            .iter()
            .enumerate()
            .filter(|(_, l)| !l.race.a_w.0.is_empty() || !l.race.a_r.0.is_empty())
            .map(|(i, _)| (i, false, false))
            .collect();
        // Locations with old messages that only a read-modify-write chain keeps unreadable
        // to read-modify-writes (`blind`), while no future access may read them otherwise.
        // Only where a live thread's view keeps such a message.
        let mut blind: Vec<(usize, bool)> =
            rc.locs
                .iter()
                .enumerate()
                .filter(|(_, l)| {
                    let chain = l.msgs.iter().skip(1).take_while(|m| m.rmw).count() as u32;
                    chain > 0
                        && rc.threads.iter().any(|tv| {
                            !tv.done && tv.cur.ts(l.key) < chain.min(l.msgs.len() as u32 - 1)
                        })
                })
                .map(|(i, _)| (i, true))
                .collect();
        let mut futs: Vec<Fut> = Vec::new();
        for (t, tv) in rc.threads.iter().enumerate() {
            if tv.done || t >= st.threads.len() {
                continue;
            }
            let mut behind = rc
                .locs
                .iter()
                .filter(|l| (tv.cur.ts(l.key) as usize) + 1 < l.msgs.len())
                .peekable();
            let open = recorded.iter().any(|&(_, r, w)| !(r && w));
            if behind.peek().is_none() && !open && tv.relw.is_empty() && !blind.iter().any(|b| b.1)
            {
                continue;
            }
            futs.clear();
            fu.thread_future(self, st, t, &mut futs);
            for (li, ok) in blind.iter_mut().filter(|b| b.1) {
                let p = probe(&rc.locs[*li], true);
                *ok = !futs
                    .iter()
                    .any(|f| conflict(&p, &f.acc) && !(f.acc.write && f.atomic & BLIND != 0));
            }
            for l in behind {
                // A write of the location conflicts with every future access of it.
                let p = probe(l, true);
                if !futs.iter().any(|f| conflict(&p, &f.acc)) {
                    facts.far.push((t, l.key));
                }
            }
            for &(k, _) in &tv.relw {
                let Some(li) = rc.loc(k) else { continue };
                // A future write of the location that may not release carries the view.
                let p = probe(&rc.locs[li], false);
                if !futs
                    .iter()
                    .any(|f| f.atomic & RELEASES == 0 && conflict(&p, &f.acc))
                {
                    facts.unreleased.push((t, k));
                }
            }
            for (li, r, w) in recorded.iter_mut().filter(|(_, r, w)| !(*r && *w)) {
                let l = &rc.locs[*li];
                let (pw, pr) = (probe(l, true), probe(l, false));
                for f in futs.iter().filter(|f| f.atomic & ATOMIC == 0) {
                    *r |= conflict(&pw, &f.acc);
                    *w |= conflict(&pr, &f.acc);
                }
            }
        }
        // A thread the RC11 state has no views for was not asked.
        let unasked = (rc.threads.len()..st.threads.len())
            .any(|t| st.threads[t].status != crate::vm::state::ThreadStatus::Finished);
        facts.blind = blind
            .into_iter()
            .filter(|_| !unasked)
            .filter(|b| b.1)
            .map(|(li, _)| rc.locs[li].key)
            .collect();
        facts.unraced = recorded
            .into_iter()
            .filter(|&(_, r, w)| !(r && w))
            .map(|(li, r, _)| super::rc11::Unraced {
                key: rc.locs[li].key,
                writes_too: !r,
            })
            .collect();
        facts
    }

    /// The thread whose view thread `t` acquires before anything else it does: the one it
    /// joins (its next op is the join, finished or not), or the holder of the lock it waits
    /// for.
    fn waits_for(&self, st: &State, t: usize) -> Option<usize> {
        use crate::vm::state::{BlockReason, ThreadStatus};
        if let Some(u) = self.next_join(st, t) {
            return Some(u);
        }
        let reason = match st.threads[t].status {
            ThreadStatus::Blocked(r) => r,
            ThreadStatus::Runnable => self.would_block(st, t)?,
            ThreadStatus::Finished => return None,
        };
        match reason {
            BlockReason::Join(u) => Some(usize::from(u)),
            BlockReason::Mutex(_) | BlockReason::CondReacquire(_) | BlockReason::Spin(_) => {
                self.lock_holder(st, t)
            }
            _ => None,
        }
    }

    /// The thread that thread `t`'s next op joins (a `pthread_join` of a thread that exists
    /// and is not detached), if it is one.
    fn next_join(&self, st: &State, t: usize) -> Option<usize> {
        let th = &st.threads[t];
        if th.status == crate::vm::state::ThreadStatus::Finished {
            return None;
        }
        let f = th.frames.last()?;
        let func = &self.prog.funcs[f.func as usize];
        let crate::bytecode::Op::Builtin { id, site, .. } = *func.code.get(f.pc as usize)? else {
            return None;
        };
        if Builtin::from_id(id)? != Builtin::PthreadJoin {
            return None;
        }
        let a = func.sites.get(site as usize)?.args.first()?;
        let u = th.regs[f.base as usize + a.reg.i()].wrapping_sub(1) as usize;
        (u != t && st.threads.get(u).is_some_and(|o| !o.detached)).then_some(u)
    }

    /// Under TSO, a thread other than `tid` with a store to object `id` still in its
    /// buffer (`tid` is about to free `id`): that store would reach freed memory.
    pub(crate) fn tso_pending_store_to(&self, st: &State, tid: usize, id: u32) -> Option<usize> {
        st.mem
            .weak
            .as_deref()
            .and_then(WeakMem::tso)
            .and_then(|b| b.pending_on(&self.codec, tid, id))
    }

    /// The RC11 state brought to its normal form ([`super::rc11::Rc11::normalise`]) with
    /// the facts of the threads' futures: at the end of a step, and again after the model
    /// raised views (the spin-loop normal form, which can only drop more). Whether
    /// `--max-messages` cut messages.
    pub(crate) fn renormalise(&self, st: &mut State) -> bool {
        if st.mem.weak.as_deref().and_then(WeakMem::rc11).is_none() {
            return false;
        }
        let facts = self.future_facts(st);
        wm(st)
            .and_then(WeakMem::rc11_mut)
            .is_some_and(|rc| rc.normalise(self.cfg.max_messages, &facts))
    }
}
