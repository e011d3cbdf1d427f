//! Thread handles as data: where a state holds a `pthread_t`, for the symmetry reduction
//! (`crate::model::symmetry`).
//!
//! A thread's identity is its index in [`super::state::State::threads`], and a program sees
//! it only through its handle ([`super::threads::handle`]): the value `pthread_create` writes
//! to `*thread`, `pthread_self` returns, and a mutex, reader-writer lock or spin lock keeps
//! as its owner. Renaming threads (permuting the indices) is a symmetry of the program's
//! state graph exactly when every handle the state holds is renamed with them, and nothing
//! the program does depends on a handle's numeric value but equality. So with
//! [`super::VmConfig::track_handles`] on, the VM keeps *marks* on the values that are
//! handles, as it keeps marks on lazy inputs ([`super::sym`]), and renames what is marked:
//!
//! - a memory cell is marked when the VM writes a handle there (`pthread_create`'s `*thread`,
//!   a lock's owner word) or the program stores a marked register ([`HandleMem::cells`]);
//!   an overwrite unmarks it; `memcpy` and its kin move whole marked cells along;
//! - a register is marked when a load reads a whole marked cell, `pthread_self` returns,
//!   or it copies a marked register (moves, extensions and truncations to 16 bits or more,
//!   a `select` of a marked value, a call's argument, a return value)
//!   ([`super::state::Thread::hregs`]); any other write unmarks it.
//!
//! Uses that do not depend on which thread a handle names are allowed: `pthread_join`,
//! `pthread_detach` and `pthread_equal` of marked values, comparing two marked values for
//! equality, or a marked value with one that is no renamable handle (0, say). Anything else
//! *observes* the identity: arithmetic on a handle, an ordered comparison, a handle as an
//! index, a read of part of a marked cell, a builtin that reads a marked cell as bytes, an
//! unmarked value that is a thread's handle used as one (`pthread_join(2)`), a lock whose
//! owner word the program wrote itself. The VM then reports [`ViolationKind::ThreadIdentity`](crate::vm::error::ViolationKind::ThreadIdentity)
//! (`super::error`), and the search that asked for the marks starts again without the
//! symmetry reduction. Main's handle is never renamed (main is not interchangeable with the
//! threads it starts), so values equal to it are not "renamable handles".

use super::Vm;
use super::state::{State, Thread};
use super::sync::abi::Abi;
use crate::bytecode::Builtin;
use crate::bytecode::program::CallSite;
use std::cell::RefCell;

/// The marked memory cells: memory index of the first byte → width in bytes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HandleMem {
    /// The cells, by the memory index of their first byte.
    pub cells: Cells,
}

/// Cells `(first byte, width)` sorted by first byte, not overlapping: a handful at a time
/// (the handles a program keeps, the owner words of held locks), which every memory access
/// looks up while any exists, so a sorted vector (one allocation per copy, and an access
/// outside the span of all cells answered by two comparisons), not a tree.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cells(Vec<(usize, u8)>);

impl Cells {
    /// The width of the cell that starts at `k`.
    pub fn get(&self, k: usize) -> Option<u8> {
        let j = self.0.partition_point(|c| c.0 < k);
        self.0.get(j).filter(|c| c.0 == k).map(|c| c.1)
    }

    /// Adds (or replaces) the cell at `k`.
    pub fn insert(&mut self, k: usize, w: u8) {
        let j = self.0.partition_point(|c| c.0 < k);
        match self.0.get_mut(j) {
            Some(c) if c.0 == k => c.1 = w,
            _ => self.0.insert(j, (k, w)),
        }
    }

    /// Removes the cell at `k`, if any.
    pub fn remove(&mut self, k: usize) {
        let j = self.0.partition_point(|c| c.0 < k);
        if self.0.get(j).is_some_and(|c| c.0 == k) {
            self.0.remove(j);
        }
    }

    /// Keeps the cells `f` accepts.
    pub fn retain(&mut self, mut f: impl FnMut(usize, u8) -> bool) {
        self.0.retain(|&(k, w)| f(k, w));
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// How many.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The cells in order.
    pub fn iter(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        self.0.iter().copied()
    }
}

impl HandleMem {
    /// Whether bytes `i..i + n` may overlap a cell: they meet the span from the first
    /// cell's first byte to the last cell's last (most accesses do not).
    #[inline(always)]
    pub fn near(&self, i: usize, n: usize) -> bool {
        let c = &self.cells.0;
        match (c.first(), c.last()) {
            (Some(a), Some(b)) => i + n > a.0 && i < b.0 + usize::from(b.1),
            _ => false,
        }
    }

    /// The cells overlapping bytes `i..i + n`: `(first byte, width)`.
    #[inline]
    pub fn overlapping(&self, i: usize, n: usize) -> impl Iterator<Item = (usize, u8)> + '_ {
        let c = &self.cells.0;
        // A cell is at most 8 bytes wide: one starting up to 7 bytes before `i` may reach in.
        let lo = if self.near(i, n) {
            c.partition_point(|x| x.0 < i.saturating_sub(7))
        } else {
            c.len()
        };
        c[lo..]
            .iter()
            .copied()
            .take_while(move |&(k, _)| k < i + n)
            .filter(move |&(k, w)| k + usize::from(w) > i)
    }
}

thread_local! {
    /// Why the step running on this OS thread observed a thread's identity in a way the
    /// VM cannot see at the op (a memory write that covers part of a marked cell, a copy
    /// of part of one): the step's end reports it ([`take_observed`]).
    static OBSERVED: RefCell<Option<String>> = const { RefCell::new(None) };
    /// A plain read (not one the VM made handle-aware) touched a marked cell: a builtin
    /// read a handle as bytes ([`touched`]).
    static TOUCHED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Notes that the running step observed a thread's identity (the first reason counts).
#[cold]
pub fn observe(why: impl FnOnce() -> String) {
    OBSERVED.with(|o| {
        let mut o = o.borrow_mut();
        if o.is_none() {
            *o = Some(why());
        }
    });
}

/// Takes the reason noted by [`observe`] since the last call, if any.
pub fn take_observed() -> Option<String> {
    OBSERVED.with(|o| o.borrow_mut().take())
}

/// Notes that a plain read touched a marked cell.
#[cold]
pub(crate) fn touch() {
    TOUCHED.with(|t| t.set(true));
}

/// Whether a plain read touched a marked cell since the last call (and forgets it).
pub fn touched() -> bool {
    TOUCHED.with(|t| t.replace(false))
}

/// Whether register `i` (absolute, in the thread's register file) of a thread with marks
/// `hregs` is marked.
#[inline]
pub fn is_marked(hregs: &[u32], i: usize) -> bool {
    hregs.binary_search(&(i as u32)).is_ok()
}

/// Marks register `i`.
pub fn mark(hregs: &mut Vec<u32>, i: usize) {
    if let Err(k) = hregs.binary_search(&(i as u32)) {
        hregs.insert(k, i as u32);
    }
}

/// Unmarks registers `lo..hi`.
#[inline]
pub fn unmark(hregs: &mut Vec<u32>, lo: usize, hi: usize) {
    if hregs.is_empty() {
        return;
    }
    hregs.retain(|&r| (r as usize) < lo || r as usize >= hi);
}

/// Whether `v` is the handle of a thread that renaming may move: one of the `nthreads`
/// threads but main (thread 0, whose handle every renaming keeps).
#[inline]
pub fn renamable(v: u64, nthreads: usize) -> bool {
    v >= 2 && v <= nthreads as u64
}

/// Whether builtin `b` is one of the VM's own thread and synchronisation functions, which
/// know where handles are (`pthread_*`, semaphores, atomic sections): their reads of a
/// lock's owner word are not the program's.
pub fn handle_aware(b: Builtin) -> bool {
    use Builtin as B;
    matches!(
        b,
        B::AtomicBegin
            | B::AtomicEnd
            | B::PthreadCreate
            | B::PthreadJoin
            | B::PthreadExit
            | B::PthreadSelf
            | B::PthreadEqual
            | B::PthreadDetach
            | B::ReturnZero
            | B::MutexattrInit
            | B::MutexattrSettype
            | B::MutexInit
            | B::MutexLock
            | B::MutexTrylock
            | B::MutexUnlock
            | B::MutexDestroy
            | B::CondInit
            | B::CondWait
            | B::CondTimedwait
            | B::CondSignal
            | B::CondBroadcast
            | B::CondDestroy
            | B::RwInit
            | B::RwRdlock
            | B::RwWrlock
            | B::RwTryrdlock
            | B::RwTrywrlock
            | B::RwUnlock
            | B::RwDestroy
            | B::BarrierInit
            | B::BarrierWait
            | B::BarrierDestroy
            | B::SpinInit
            | B::SpinLock
            | B::SpinTrylock
            | B::SpinUnlock
            | B::SpinDestroy
            | B::Yield
            | B::AwaitEq
            | B::SemWait
            | B::SemPost
            | B::Misuse
    )
}

/// Whether argument `k` of builtin `b` is a thread handle.
fn handle_argument(b: Builtin, k: usize) -> bool {
    match b {
        Builtin::PthreadJoin | Builtin::PthreadDetach => k == 0,
        Builtin::PthreadEqual => k < 2,
        _ => false,
    }
}

impl Vm<'_> {
    /// The event of thread `tid` observing a thread's identity (`why`), at the op before
    /// its innermost frame's `pc` (a builtin call).
    #[cold]
    pub(crate) fn identity_event(&self, st: &State, tid: usize, why: String) -> super::Event {
        self.violation(st, tid, super::error::ViolationKind::ThreadIdentity, why)
    }

    /// The event of thread `tid` observing a thread's identity (`why`) at the end of a
    /// step: at its innermost frame's `pc`, or where it ended.
    #[cold]
    pub(crate) fn identity_event_at(&self, st: &State, tid: usize, why: String) -> super::Event {
        let stack = match st.threads[tid].frames.last() {
            Some(f) => vec![super::error::CodePos {
                func: f.func,
                pc: f.pc,
            }],
            None => Vec::new(),
        };
        super::Event::Violation(Box::new(super::error::Violation {
            kind: super::error::ViolationKind::ThreadIdentity,
            msg: why,
            thread: tid as u16,
            stack,
        }))
    }

    /// The owner words a call of builtin `b` with arguments `arg` may read or write: the
    /// `pthread_t` of a mutex's, a spin lock's owner, a reader-writer lock's writer (the
    /// address of the 4-byte word).
    fn owner_words(&self, b: Builtin, arg: &dyn Fn(usize) -> u64) -> Vec<u64> {
        use Builtin as B;
        let abi = Abi::of(self.prog.target);
        let at = |p: u64, off: u64| p.wrapping_add(off);
        match b {
            B::MutexInit | B::MutexLock | B::MutexTrylock | B::MutexUnlock | B::MutexDestroy => {
                vec![at(arg(0), abi.mutex.owner)]
            }
            B::CondWait | B::CondTimedwait => vec![at(arg(1), abi.mutex.owner)],
            B::RwInit
            | B::RwRdlock
            | B::RwWrlock
            | B::RwTryrdlock
            | B::RwTrywrlock
            | B::RwUnlock
            | B::RwDestroy => vec![at(arg(0), abi.rwlock.writer)],
            B::SpinInit | B::SpinLock | B::SpinTrylock | B::SpinUnlock | B::SpinDestroy => {
                vec![at(arg(0), abi.spin.owner)]
            }
            _ => Vec::new(),
        }
    }

    /// Before builtin `b` runs for thread `tid` (its frame's registers at `base`, call site
    /// `site`), with handles tracked: a marked argument it does not take as a handle, an
    /// unmarked renamable value it does, or a lock owner word the program wrote itself,
    /// observes a thread's identity.
    pub(crate) fn handles_before_builtin(
        &self,
        st: &State,
        tid: usize,
        b: Builtin,
        site: &CallSite,
        base: usize,
    ) -> Option<String> {
        touched();
        let th = &st.threads[tid];
        let n = st.threads.len();
        for (k, a) in site.args.iter().enumerate() {
            let at = base + a.reg.i();
            let marked = (0..usize::from(a.slots.max(1))).any(|j| is_marked(&th.hregs, at + j));
            let handle = handle_argument(b, k);
            if marked && !handle {
                return Some(format!("a thread handle passed to {}", b.name()));
            }
            if handle && !marked && renamable(th.regs[at], n) {
                return Some(format!(
                    "{}({}): a thread named by a number the program computed, not by a handle",
                    b.name(),
                    th.regs[at]
                ));
            }
        }
        let arg = |k: usize| site.args.get(k).map_or(0, |a| th.regs[base + a.reg.i()]);
        for w in self.owner_words(b, &arg) {
            let Some(i) = st.mem.index(w, 4) else {
                continue;
            };
            let v = st.mem.read_uint(w, 4).unwrap_or(0);
            if renamable(v, n) && !st.mem.handle_cell(i, 4) {
                return Some(format!(
                    "{}: a lock whose owner word the program wrote itself",
                    b.name()
                ));
            }
        }
        touched();
        None
    }

    /// After builtin `b` ran for thread `tid` (result register `dst` of the frame at
    /// `base`, call site `site`; `done`: it returned): its result is unmarked (but
    /// `pthread_self`'s, a handle), lock owner words it wrote are marked, and a builtin
    /// that is not the VM's own thread function and read a marked cell as bytes observed
    /// the handle in it.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn handles_after_builtin(
        &self,
        st: &mut State,
        tid: usize,
        b: Builtin,
        site: &CallSite,
        dst: usize,
        args: &[u64],
        done: bool,
    ) -> Option<String> {
        if touched() && !handle_aware(b) {
            return Some(format!("{} read a thread handle as bytes", b.name()));
        }
        let arg = |k: usize| args.get(k).copied().unwrap_or(0);
        for w in self.owner_words(b, &arg) {
            let Some(i) = st.mem.index(w, 4) else {
                continue;
            };
            match st.mem.read_uint(w, 4) {
                Ok(v) if v >= 2 => st.mem.mark_handle(i, 4),
                _ => st.mem.unmark_handles(i, 4),
            }
        }
        touched();
        if done && !st.threads[tid].frames.is_empty() {
            let th = &mut st.threads[tid];
            if !th.hregs.is_empty() || b == Builtin::PthreadSelf {
                let n = usize::from(site.ret_slots.max(1));
                unmark(&mut th.hregs, dst, dst + n);
                if b == Builtin::PthreadSelf && th.regs.get(dst).is_some_and(|&v| v >= 2) {
                    mark(&mut th.hregs, dst);
                }
            }
        }
        None
    }

    /// Drops the marks of `th`'s dead registers (their values are never read again, and
    /// the canonical form leaves them out): called at the end of each step of the thread.
    pub(crate) fn drop_dead_hmarks(&self, th: &mut Thread) {
        if th.hregs.is_empty() {
            return;
        }
        let mut live: Vec<u32> = Vec::with_capacity(th.hregs.len());
        self.live_hmarks(th, |k, x| live.push(th.frames[k].base + x as u32));
        th.hregs = live;
    }

    /// Calls `f` with the marked live registers of `th`'s top frames, in order: the frame's
    /// position among the top frames, the register in it.
    pub(crate) fn live_hmarks(&self, th: &Thread, mut f: impl FnMut(usize, usize)) {
        if th.hregs.is_empty() {
            return;
        }
        let n = th.frames.len();
        for (k, fr) in th.frames.iter().enumerate() {
            let func = &self.prog.funcs[fr.func as usize];
            let base = fr.base as usize;
            let end = base + func.consts_at as usize;
            let lo = th.hregs.partition_point(|&m| (m as usize) < base);
            let live = self.liveness.live_at(self.prog, fr.func, fr.pc, k + 1 == n);
            for &i in th.hregs[lo..].iter().take_while(|&&m| (m as usize) < end) {
                let x = i as usize - base;
                if super::liveness::keeps(live, x) {
                    f(k, x);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overlapping_cells_are_found_from_either_side() {
        let mut h = HandleMem::default();
        h.cells.insert(120, 4);
        h.cells.insert(100, 8);
        let at = |i, n| h.overlapping(i, n).collect::<Vec<_>>();
        assert_eq!(at(100, 8), vec![(100, 8)]);
        assert_eq!(at(104, 1), vec![(100, 8)]);
        assert_eq!(at(108, 12), Vec::<(usize, u8)>::new());
        assert_eq!(at(96, 30), vec![(100, 8), (120, 4)]);
        assert_eq!(at(123, 1), vec![(120, 4)]);
        assert_eq!(at(124, 4), Vec::<(usize, u8)>::new());
    }

    #[test]
    fn marks_stay_sorted() {
        let mut m = Vec::new();
        for i in [5, 1, 9, 5, 3] {
            mark(&mut m, i);
        }
        assert_eq!(m, vec![1, 3, 5, 9]);
        assert!(is_marked(&m, 3) && !is_marked(&m, 4));
        unmark(&mut m, 3, 9);
        assert_eq!(m, vec![1, 9]);
        assert!(renamable(2, 3) && renamable(3, 3));
        assert!(!renamable(1, 3) && !renamable(4, 3) && !renamable(0, 3));
    }
}
