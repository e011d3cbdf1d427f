//! Synchronisation: mutexes (normal, recursive, error-checking), condition variables (with
//! timeouts), reader-writer locks, barriers, spinlocks, semaphores (`sem_wait`, `sem_post`), `__pancam_await_eq` (the wait of
//! `pthread_once`) and `__VERIFIER_atomic_*` sections; which threads are enabled; and how
//! pthread objects are shown in reports.
//!
//! Synchronisation objects keep their state in the program's own memory (inside the
//! `pthread_mutex_t` etc., at the offsets of [`abi`]), and a blocked thread records *why* it
//! is blocked as plain data ([`BlockReason`]). A blocking call that cannot proceed rewinds the
//! thread to the call and blocks it; when [`Vm::enabled`] says the reason no longer holds, the
//! thread is scheduled, re-executes the call and succeeds. Everything is therefore part of the
//! hashed state and no hidden queue order exists: which waiter a `pthread_cond_signal` wakes
//! is a choice of the search, like a thread switch.
//!
//! This module dispatches the builtins and decides enabledness; each primitive's semantics
//! is in its own module, in terms of the layouts of [`abi`]. Thread creation, joining and
//! exit are in [`super::threads`].

pub mod abi;
mod barrier;
mod cond;
mod mutex;
mod rwlock;
mod sem;
mod spin;

use super::builtins::Flow;
use super::error::ViolationKind;
use super::state::{BlockReason, State, Thread, ThreadStatus};
use super::threads::handle;
use super::{Env, Vm};
use crate::bytecode::Builtin;
use crate::bytecode::debuginfo::PthreadType;
use crate::bytecode::program::Target;
use abi::Abi;

/// How a synchronisation builtin ends: `Ok` with the flow after a call that ran (or
/// blocked), `Err` with the flow of one that stopped early on a fault or a misuse, which
/// `?` passes on.
pub(super) type SyncResult = Result<Flow, Flow>;

/// Blocks thread `tid` for reason `r`: the call is retried when the reason no longer holds.
pub(super) fn block(st: &mut State, tid: usize, r: BlockReason) -> Flow {
    st.threads[tid].status = ThreadStatus::Blocked(r);
    Flow::Retry
}

/// The meaning of the bytes `b` of a pthread object of type `ty` on target `t`, as reports
/// show it (`locked by T1`, `read-locked by 2 threads`, `1 of 3 arrived`); `None` when `b`
/// is shorter than the type.
pub fn render(t: Target, ty: PthreadType, b: &[u8]) -> Option<String> {
    let abi = Abi::of(t);
    let word = |off: u64| -> Option<u32> {
        let s = usize::try_from(off).ok()?;
        Some(u32::from_le_bytes(b.get(s..s + 4)?.try_into().ok()?))
    };
    let size = match ty {
        PthreadType::Mutex => abi.mutex.size,
        PthreadType::Mutexattr => abi.mutexattr.size,
        PthreadType::Cond => abi.cond.size,
        PthreadType::Rwlock => abi.rwlock.size,
        PthreadType::Barrier => abi.barrier.size,
        PthreadType::Spin => abi.spin.size,
    };
    if (b.len() as u64) < size {
        return None;
    }
    match ty {
        PthreadType::Mutex => mutex::render(&abi.mutex, word),
        PthreadType::Mutexattr => mutex::render_attr(&abi.mutexattr, word),
        PthreadType::Cond => Some(cond::render(&abi.cond, word)),
        PthreadType::Rwlock => rwlock::render(&abi.rwlock, word),
        PthreadType::Barrier => barrier::render(&abi.barrier, word),
        PthreadType::Spin => spin::render(&abi.spin, word),
    }
}

/// `T<n>`, the name reports give the thread whose `pthread_t` value is `h` (not 0).
fn thread_name(h: u32) -> String {
    format!("T{}", h - 1)
}

impl Vm<'_> {
    /// The pthread layouts of the program's target.
    fn abi(&self) -> &'static Abi {
        Abi::of(self.prog.target)
    }

    /// The 32-bit word at `p + off`, or `None` where it cannot be read (for decisions that
    /// do not step: a fault shows when the call runs).
    fn peek32(&self, st: &State, p: u64, off: u64) -> Option<u32> {
        st.mem
            .read_uint(p.wrapping_add(off), 4)
            .ok()
            .map(|v| v as u32)
    }

    /// For a thread `t` that waits for a mutex or spin lock (to lock it, or to reacquire it
    /// after a condition wait), the thread holding it: only that thread's unlock can let
    /// `t` on (another thread's unlock is a misuse that changes nothing). `None` when `t`
    /// waits for something else, or the holder is not a thread of the state.
    pub fn lock_holder(&self, st: &State, t: usize) -> Option<usize> {
        self.lock_holder_for(st, self.block_reason(st, t)?)
    }

    /// [`Self::lock_holder`] of a thread waiting for `reason` ([`Self::block_reason`]).
    pub fn lock_holder_for(&self, st: &State, reason: BlockReason) -> Option<usize> {
        let owner = match reason {
            BlockReason::Mutex(m) | BlockReason::CondReacquire(m) => {
                self.peek32(st, m, self.abi().mutex.owner)?
            }
            BlockReason::Spin(p) => self.peek32(st, p, self.abi().spin.owner)?,
            _ => return None,
        };
        let h = (owner as usize).checked_sub(1)?;
        (h < st.threads.len()).then_some(h)
    }

    /// The 32-bit word at `p + off`; a fault stops thread `tid` with its violation.
    fn load32(&self, st: &State, tid: usize, p: u64, off: u64) -> Result<u32, Flow> {
        match st.mem.read_uint(p.wrapping_add(off), 4) {
            Ok(v) => Ok(v as u32),
            Err(f) => Err(Flow::Stop(self.violation(
                st,
                tid,
                ViolationKind::of_fault(f.kind),
                f.msg,
            ))),
        }
    }

    /// Writes the 32-bit word at `p + off`; a fault stops thread `tid` with its violation.
    fn store32(&self, st: &mut State, tid: usize, p: u64, off: u64, v: u32) -> Result<(), Flow> {
        self.store_uint(st, tid, p.wrapping_add(off), 4, u64::from(v))
    }

    /// Writes the `size`-byte word `v` at `p`; a fault stops thread `tid` with its violation.
    pub(super) fn store_uint(
        &self,
        st: &mut State,
        tid: usize,
        p: u64,
        size: u64,
        v: u64,
    ) -> Result<(), Flow> {
        st.mem.write_uint(p, size, v).map_err(|f| {
            Flow::Stop(self.violation(st, tid, ViolationKind::of_fault(f.kind), f.msg))
        })
    }

    /// Stops thread `tid` with a synchronisation misuse.
    fn misuse(&self, st: &State, tid: usize, msg: String) -> Flow {
        Flow::Stop(self.violation(st, tid, ViolationKind::SyncMisuse, msg))
    }

    /// Stops thread `tid` with the misuse of an object used after `destroy` and before its
    /// init: `used` says which call used which object (`pthread_mutex_lock of m`).
    fn destroyed_misuse(&self, st: &State, tid: usize, used: String, destroy: &str) -> Flow {
        self.misuse(
            st,
            tid,
            format!("{used}, which was destroyed ({destroy}) and not initialised again"),
        )
    }

    /// Whether thread `t` can take a step in `st`.
    pub fn enabled(&self, st: &State, t: usize) -> bool {
        if st.exited.is_some() {
            return false;
        }
        let th = &st.threads[t];
        // An atomic section of another thread excludes everyone else.
        if st
            .threads
            .iter()
            .enumerate()
            .any(|(u, o)| u != t && o.atomic > 0 && o.status != ThreadStatus::Finished)
        {
            return false;
        }
        match th.status {
            ThreadStatus::Runnable => self.would_block(st, t).is_none(),
            ThreadStatus::Finished => false,
            ThreadStatus::Blocked(r) => self.unblocked(st, th, r),
        }
    }

    /// What thread `t` waits for, or would wait for: the reason it is blocked, or, for a
    /// runnable thread, [`Self::would_block`]'s; `None` for a finished thread. (A blocked
    /// thread's reason may no longer hold: [`Self::enabled`] tells.)
    pub fn block_reason(&self, st: &State, t: usize) -> Option<BlockReason> {
        match st.threads[t].status {
            ThreadStatus::Blocked(r) => Some(r),
            ThreadStatus::Runnable => self.would_block(st, t),
            ThreadStatus::Finished => None,
        }
    }

    /// The enabled threads of `st`, in order, into `enabled`, and every thread's
    /// [`Self::block_reason`] into `reasons` (by thread): [`Self::enabled`] of every
    /// thread at once, each blocking call looked at once.
    pub fn enabled_threads(
        &self,
        st: &State,
        enabled: &mut Vec<usize>,
        reasons: &mut Vec<Option<BlockReason>>,
    ) {
        enabled.clear();
        reasons.clear();
        // Threads in an atomic section: another one excludes everyone else.
        let mut atomic = st
            .threads
            .iter()
            .enumerate()
            .filter(|(_, o)| o.atomic > 0 && o.status != ThreadStatus::Finished)
            .map(|(u, _)| u);
        let (a0, a1) = (atomic.next(), atomic.next());
        for (t, th) in st.threads.iter().enumerate() {
            let reason = self.block_reason(st, t);
            reasons.push(reason);
            let excluded = a0.is_some_and(|u| u != t) || a1.is_some();
            if st.exited.is_some() || excluded {
                continue;
            }
            let on = match th.status {
                ThreadStatus::Runnable => reason.is_none(),
                ThreadStatus::Finished => false,
                ThreadStatus::Blocked(r) => self.unblocked(st, th, r),
            };
            if on {
                enabled.push(t);
            }
        }
        debug_assert!((0..st.threads.len()).all(|t| self.enabled(st, t) == enabled.contains(&t)));
    }

    /// If runnable thread `t` is stopped right at a blocking call that cannot proceed now,
    /// why it would block: such a thread is not enabled (as a Spin process whose guard is
    /// false), which saves the step that would only find out.
    pub fn would_block(&self, st: &State, t: usize) -> Option<BlockReason> {
        let th = &st.threads[t];
        let f = th.frames.last()?;
        let func = &self.prog.funcs[f.func as usize];
        let crate::bytecode::Op::Builtin { id, site, .. } = *func.code.get(f.pc as usize)? else {
            return None;
        };
        let b = Builtin::from_id(id)?;
        let s = func.sites.get(site as usize)?;
        let arg = |i: usize| {
            s.args
                .get(i)
                .map(|a| th.regs[f.base as usize + a.reg.i()])
                .unwrap_or(0)
        };
        match b {
            Builtin::MutexLock => self.mutex_would_block(st, t, arg(0)),
            Builtin::SpinLock => self.spin_would_block(st, arg(0)),
            Builtin::SemWait => self.sem_would_block(st, arg(0)),
            Builtin::PthreadJoin => {
                let u = arg(0).wrapping_sub(1) as usize;
                let other = st.threads.get(u)?;
                (u != t && !other.detached && other.status != ThreadStatus::Finished)
                    .then_some(BlockReason::Join(u as u16))
            }
            Builtin::RwRdlock => self.rwlock_would_block(st, arg(0), false),
            Builtin::RwWrlock => self.rwlock_would_block(st, arg(0), true),
            Builtin::AwaitEq => {
                let (p, v) = (arg(0), arg(1) as u32);
                (self.peek32(st, p, 0)? != v).then_some(BlockReason::AwaitEq(p, v))
            }
            _ => None,
        }
    }

    /// Whether the reason `r` thread `th` is blocked for no longer holds.
    fn unblocked(&self, st: &State, th: &Thread, r: BlockReason) -> bool {
        let abi = self.abi();
        match r {
            BlockReason::Join(u) => st.threads[u as usize].status == ThreadStatus::Finished,
            BlockReason::Mutex(m) | BlockReason::CondReacquire(m) => {
                self.peek32(st, m, abi.mutex.owner) == Some(0)
            }
            BlockReason::Spin(s) => self.peek32(st, s, abi.spin.owner) == Some(0),
            BlockReason::CondWait(_) => self.cond_wait_ends(th),
            BlockReason::RwRead(l) => self.rwlock_free(st, l, false),
            BlockReason::RwWrite(l) => self.rwlock_free(st, l, true),
            BlockReason::Barrier(b, generation) => self.barrier_opened(st, b, generation),
            BlockReason::AwaitEq(p, v) => self.peek32(st, p, 0) == Some(v),
            BlockReason::Sem(p) => self.sem_posted(st, p),
        }
    }

    /// A short description of why thread `t` is blocked (for deadlock reports).
    pub fn block_description(&self, st: &State, t: usize) -> String {
        let th = &st.threads[t];
        let name = |p: u64| self.describe_addr(st, p);
        let status = match (th.status, self.would_block(st, t)) {
            (ThreadStatus::Runnable, Some(r)) => ThreadStatus::Blocked(r),
            (s, _) => s,
        };
        match status {
            ThreadStatus::Runnable => "runnable".into(),
            ThreadStatus::Finished => "finished".into(),
            ThreadStatus::Blocked(r) => match r {
                BlockReason::Join(u) => format!("in pthread_join waiting for thread {u}"),
                BlockReason::Mutex(m) => {
                    let owner = self.peek32(st, m, self.abi().mutex.owner).unwrap_or(0);
                    if owner as usize == t + 1 {
                        format!(
                            "in pthread_mutex_lock on {}, which it already holds",
                            name(m)
                        )
                    } else {
                        format!(
                            "in pthread_mutex_lock on {} held by thread {}",
                            name(m),
                            owner.saturating_sub(1)
                        )
                    }
                }
                BlockReason::CondWait(c) => format!("in pthread_cond_wait on {}", name(c)),
                BlockReason::CondReacquire(m) => {
                    format!("in pthread_cond_wait reacquiring {}", name(m))
                }
                BlockReason::RwRead(l) => format!("in pthread_rwlock_rdlock on {}", name(l)),
                BlockReason::RwWrite(l) => format!("in pthread_rwlock_wrlock on {}", name(l)),
                BlockReason::Barrier(b, _) => format!("in pthread_barrier_wait on {}", name(b)),
                BlockReason::Spin(s) => format!("in pthread_spin_lock on {}", name(s)),
                BlockReason::AwaitEq(p, v) => format!("waiting for {} to become {v}", name(p)),
                BlockReason::Sem(p) => format!("in sem_wait on {}", self.describe_sem(st, p)),
            },
        }
    }

    /// Executes a threading builtin.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn sync_builtin(
        &self,
        st: &mut State,
        tid: usize,
        b: Builtin,
        arg: &dyn Fn(usize) -> u64,
        ret: &mut dyn FnMut(&mut State, u64),
        env: &mut dyn Env,
    ) -> Flow {
        match self.sync_call(st, tid, b, arg, ret, env) {
            Ok(f) | Err(f) => f,
        }
    }

    /// [`Vm::sync_builtin`], dispatching to the primitives.
    fn sync_call(
        &self,
        st: &mut State,
        tid: usize,
        b: Builtin,
        arg: &dyn Fn(usize) -> u64,
        ret: &mut dyn FnMut(&mut State, u64),
        env: &mut dyn Env,
    ) -> SyncResult {
        let me = handle(tid) as u32;
        match b {
            Builtin::PthreadCreate => self.pthread_create(st, tid, arg, ret, env),
            Builtin::PthreadJoin => self.pthread_join(st, tid, arg(0), arg(1), ret),
            Builtin::PthreadExit => Ok(self.pthread_exit(st, tid, arg(0))),
            Builtin::PthreadSelf => {
                ret(st, handle(tid));
                Ok(Flow::Next)
            }
            Builtin::PthreadEqual => {
                ret(st, u64::from(arg(0) == arg(1)));
                Ok(Flow::Next)
            }
            Builtin::PthreadDetach => Ok(self.pthread_detach(st, arg(0), ret)),
            Builtin::ReturnZero | Builtin::Yield => {
                ret(st, 0);
                Ok(Flow::Next)
            }
            Builtin::MutexattrInit => self.mutexattr_init(st, tid, arg(0), ret),
            Builtin::MutexattrSettype => self.mutexattr_settype(st, tid, arg(0), arg(1), ret),
            Builtin::MutexInit => self.mutex_init(st, tid, arg(0), arg(1), ret),
            Builtin::MutexLock => self.mutex_lock(st, tid, me, arg(0), false, ret),
            Builtin::MutexTrylock => self.mutex_lock(st, tid, me, arg(0), true, ret),
            Builtin::MutexUnlock => self.mutex_unlock(st, tid, me, arg(0), ret),
            Builtin::MutexDestroy => self.mutex_destroy(st, tid, arg(0), ret),
            Builtin::CondInit => self.cond_init(st, tid, arg(0), ret),
            Builtin::CondDestroy => self.cond_destroy(st, tid, arg(0), ret),
            Builtin::RwDestroy => self.rwlock_destroy(st, tid, arg(0), ret),
            Builtin::BarrierDestroy => self.barrier_destroy(st, tid, arg(0), ret),
            Builtin::SpinDestroy => self.spin_destroy(st, tid, arg(0), ret),
            Builtin::CondWait => self.cond_wait(st, tid, me, arg(0), arg(1), false, ret),
            Builtin::CondTimedwait => self.cond_wait(st, tid, me, arg(0), arg(1), true, ret),
            Builtin::CondSignal => self.cond_signal(st, tid, arg(0), false, ret, env),
            Builtin::CondBroadcast => self.cond_signal(st, tid, arg(0), true, ret, env),
            Builtin::RwInit => self.rwlock_init(st, tid, arg(0), ret),
            Builtin::RwRdlock => self.rwlock_rdlock(st, tid, arg(0), false, ret),
            Builtin::RwTryrdlock => self.rwlock_rdlock(st, tid, arg(0), true, ret),
            Builtin::RwWrlock => self.rwlock_wrlock(st, tid, me, arg(0), false, ret),
            Builtin::RwTrywrlock => self.rwlock_wrlock(st, tid, me, arg(0), true, ret),
            Builtin::RwUnlock => self.rwlock_unlock(st, tid, me, arg(0), ret),
            Builtin::BarrierInit => self.barrier_init(st, tid, arg(0), arg(2) as u32, ret),
            Builtin::BarrierWait => self.barrier_wait(st, tid, arg(0), ret),
            Builtin::SpinInit => self.spin_init(st, tid, arg(0), ret),
            Builtin::SpinLock => self.spin_lock(st, tid, me, arg(0), false, ret),
            Builtin::SpinTrylock => self.spin_lock(st, tid, me, arg(0), true, ret),
            Builtin::SpinUnlock => self.spin_unlock(st, tid, me, arg(0), ret),
            Builtin::AwaitEq => {
                let (p, v) = (arg(0), arg(1) as u32);
                if self.load32(st, tid, p, 0)? != v {
                    return Ok(block(st, tid, BlockReason::AwaitEq(p, v)));
                }
                Ok(Flow::Next)
            }
            Builtin::SemWait => self.sem_wait(st, tid, arg(0), ret),
            Builtin::SemPost => self.sem_post(st, tid, arg(0), ret),
            Builtin::Misuse => {
                let what = match st.mem.read_cstr(arg(0)) {
                    Ok(b) => String::from_utf8_lossy(&b).into_owned(),
                    Err(f) => {
                        return Err(Flow::Stop(self.violation(
                            st,
                            tid,
                            ViolationKind::of_fault(f.kind),
                            f.msg,
                        )));
                    }
                };
                Err(self.misuse(st, tid, what))
            }
            Builtin::AtomicBegin => {
                st.threads[tid].atomic += 1;
                Ok(Flow::Next)
            }
            Builtin::AtomicEnd => {
                if st.threads[tid].atomic == 0 {
                    return Err(self.misuse(
                        st,
                        tid,
                        "__VERIFIER_atomic_end without __VERIFIER_atomic_begin".into(),
                    ));
                }
                st.threads[tid].atomic -= 1;
                Ok(Flow::Next)
            }
            _ => unreachable!("not a threading builtin: {b:?}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `size` zero bytes with the given 32-bit words set.
    fn bytes(size: u64, words: &[(u64, u32)]) -> Vec<u8> {
        let mut b = vec![0u8; size as usize];
        for &(off, v) in words {
            b[off as usize..off as usize + 4].copy_from_slice(&v.to_le_bytes());
        }
        b
    }

    #[test]
    fn renders_objects_by_meaning_on_each_target() {
        for t in [Target::X86_64, Target::I386] {
            let a = Abi::of(t);
            let m = &a.mutex;
            let show = |ty, b: &[u8]| render(t, ty, b).unwrap();
            assert_eq!(show(PthreadType::Mutex, &bytes(m.size, &[])), "unlocked");
            assert_eq!(
                show(
                    PthreadType::Mutex,
                    &bytes(m.size, &[(m.owner, 2), (m.count, 1)])
                ),
                "locked by T1"
            );
            let rec = [(m.owner, 3), (m.count, 2), (m.kind, abi::MUTEX_RECURSIVE)];
            assert_eq!(
                show(PthreadType::Mutex, &bytes(m.size, &rec)),
                "locked by T2 (2 times)"
            );
            let r = &a.rwlock;
            assert_eq!(show(PthreadType::Rwlock, &bytes(r.size, &[])), "unlocked");
            assert_eq!(
                show(PthreadType::Rwlock, &bytes(r.size, &[(r.readers, 2)])),
                "read-locked by 2 threads"
            );
            assert_eq!(
                show(PthreadType::Rwlock, &bytes(r.size, &[(r.writer, 1)])),
                "write-locked by T0"
            );
            let b = &a.barrier;
            assert_eq!(
                show(
                    PthreadType::Barrier,
                    &bytes(b.size, &[(b.count, 3), (b.arrived, 1), (b.generation, 7)])
                ),
                "1 of 3 arrived"
            );
            assert_eq!(
                show(PthreadType::Spin, &bytes(a.spin.size, &[(a.spin.owner, 2)])),
                "locked by T1"
            );
            assert_eq!(
                show(
                    PthreadType::Mutexattr,
                    &bytes(
                        a.mutexattr.size,
                        &[(a.mutexattr.kind, abi::MUTEX_ERRORCHECK)]
                    )
                ),
                "error-checking"
            );
            assert_eq!(
                show(PthreadType::Cond, &bytes(a.cond.size, &[])),
                "condition variable"
            );
            // Destroyed objects (pthread_*_destroy and no init since).
            let gone = abi::DESTROYED;
            let dm = [(m.kind, abi::MUTEX_RECURSIVE | abi::MUTEX_DESTROYED)];
            assert_eq!(show(PthreadType::Mutex, &bytes(m.size, &dm)), "destroyed");
            assert_eq!(
                show(PthreadType::Rwlock, &bytes(r.size, &[(r.destroyed, gone)])),
                "destroyed"
            );
            assert_eq!(
                show(PthreadType::Barrier, &bytes(b.size, &[(b.arrived, gone)])),
                "destroyed"
            );
            assert_eq!(
                show(PthreadType::Barrier, &bytes(b.size, &[])),
                "not initialised"
            );
            assert_eq!(
                show(
                    PthreadType::Cond,
                    &bytes(a.cond.size, &[(a.cond.destroyed, gone)])
                ),
                "destroyed condition variable"
            );
            // Too few bytes for the type: not rendered.
            assert_eq!(render(t, PthreadType::Mutex, &bytes(m.size - 4, &[])), None);
        }
    }
}
