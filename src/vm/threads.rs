//! POSIX threads and synchronisation: thread creation, joining and exit; mutexes (normal,
//! recursive, error-checking), condition variables (with timeouts), reader-writer locks,
//! barriers, spinlocks; `__VERIFIER_atomic_*` sections; and enabledness.
//!
//! Synchronisation objects keep their state in the program's own memory (inside the
//! `pthread_mutex_t` etc.), and a blocked thread records *why* it is blocked as plain data
//! ([`BlockReason`]). A blocking call that cannot proceed rewinds the thread to the call and
//! blocks it; when [`Vm::enabled`] says the reason no longer holds, the thread is scheduled,
//! re-executes the call and succeeds. Everything is therefore part of the hashed state and
//! no hidden queue order exists: which waiter a `pthread_cond_signal` wakes is a choice of the
//! search, like a thread switch.

use super::builtins::Flow;
use super::error::ViolationKind;
use super::memory::{ObjKind, flags};
use super::state::{BlockReason, State, SyncPhase, Thread, ThreadStatus};
use super::{Env, Event, Vm};
use crate::bytecode::Builtin;
use crate::bytecode::program::{CODE_ID, Target};

const EBUSY: u64 = 16;
const EDEADLK: u64 = 35;
const EINVAL: u64 = 22;
const EPERM: u64 = 1;
const ESRCH: u64 = 3;
const EAGAIN: u64 = 11;
const ETIMEDOUT: u64 = 110;
/// `PTHREAD_BARRIER_SERIAL_THREAD`
const BARRIER_SERIAL: u64 = u32::MAX as u64;

/// Mutex kinds (glibc's numbering).
const KIND_RECURSIVE: u32 = 1;
const KIND_ERRORCHECK: u32 = 2;

/// The value of a `pthread_t` for thread `tid` (never 0).
pub fn handle(tid: usize) -> u64 {
    tid as u64 + 1
}

impl Vm<'_> {
    /// Offset of glibc's `__kind` field in `pthread_mutex_t` (where the static initialisers
    /// for recursive and error-checking mutexes put the kind).
    fn mutex_kind_off(&self) -> u64 {
        if self.prog.target == Target::I386 {
            12
        } else {
            16
        }
    }

    fn rd(&self, st: &State, p: u64, off: u64) -> Option<u32> {
        st.mem
            .read_uint(p.wrapping_add(off), 4)
            .ok()
            .map(|v| v as u32)
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
        let me = handle(t) as u32;
        match b {
            Builtin::MutexLock => {
                let m = arg(0);
                let owner = self.rd(st, m, 0)?;
                let kind = self.rd(st, m, self.mutex_kind_off())?;
                if owner == 0
                    || (owner == me && (kind == KIND_RECURSIVE || kind == KIND_ERRORCHECK))
                {
                    None
                } else {
                    Some(BlockReason::Mutex(m))
                }
            }
            Builtin::SpinLock => {
                let s = arg(0);
                (self.rd(st, s, 0)? != 0).then_some(BlockReason::Spin(s))
            }
            Builtin::PthreadJoin => {
                let u = arg(0).wrapping_sub(1) as usize;
                let other = st.threads.get(u)?;
                (u != t && !other.detached && other.status != ThreadStatus::Finished)
                    .then_some(BlockReason::Join(u as u16))
            }
            Builtin::RwRdlock => {
                let l = arg(0);
                (self.rd(st, l, 4)? != 0).then_some(BlockReason::RwRead(l))
            }
            Builtin::RwWrlock => {
                let l = arg(0);
                (self.rd(st, l, 0)? != 0 || self.rd(st, l, 4)? != 0)
                    .then_some(BlockReason::RwWrite(l))
            }
            Builtin::AwaitEq => {
                let (p, v) = (arg(0), arg(1) as u32);
                (self.rd(st, p, 0)? != v).then_some(BlockReason::AwaitEq(p, v))
            }
            _ => None,
        }
    }

    fn unblocked(&self, st: &State, th: &Thread, r: BlockReason) -> bool {
        match r {
            BlockReason::Join(u) => st.threads[u as usize].status == ThreadStatus::Finished,
            BlockReason::Mutex(m) | BlockReason::CondReacquire(m) | BlockReason::Spin(m) => {
                self.rd(st, m, 0) == Some(0)
            }
            BlockReason::CondWait(_) => {
                matches!(th.sync, SyncPhase::CondWaiting { timed: true, .. })
            }
            BlockReason::RwRead(l) => self.rd(st, l, 4) == Some(0),
            BlockReason::RwWrite(l) => self.rd(st, l, 0) == Some(0) && self.rd(st, l, 4) == Some(0),
            BlockReason::Barrier(b, generation) => {
                self.rd(st, b, 8).is_some_and(|g| g != generation)
            }
            BlockReason::AwaitEq(p, v) => self.rd(st, p, 0) == Some(v),
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
                    let owner = self.rd(st, m, 0).unwrap_or(0);
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
            },
        }
    }

    /// A C-level description of an address: the global's C name (with offset), or the
    /// object kind.
    pub fn describe_addr(&self, st: &State, p: u64) -> String {
        let (id, off) = self.codec.decode(p);
        if let Some(o) = self.prog.objects.get(id as usize) {
            let n = o.c_name.as_deref().unwrap_or(&o.name);
            return if off == 0 {
                n.to_string()
            } else {
                format!("{n}+{off}")
            };
        }
        let kind = st
            .mem
            .objs
            .get(id as usize)
            .map(|o| super::memory::kind_name(o.kind))
            .unwrap_or("invalid");
        format!("{kind} object #{id}+{off}")
    }

    /// Marks the stack or thread-local object `p` points into as escaped (reachable from
    /// other threads), so accesses to it become visible.
    pub(crate) fn escape(&self, st: &mut State, p: u64) {
        let (id, _) = self.codec.decode(p);
        if let Some(o) = st.mem.objs.get_mut(id as usize)
            && matches!(o.kind, ObjKind::Stack | ObjKind::Tls)
        {
            o.flags |= flags::ESCAPED;
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
        let me = handle(tid) as u32;
        macro_rules! block {
            ($r:expr) => {{
                st.threads[tid].status = ThreadStatus::Blocked($r);
                return Flow::Retry;
            }};
        }
        macro_rules! w32 {
            ($p:expr, $off:expr, $v:expr) => {
                if let Err(f) = st.mem.write_uint(($p).wrapping_add($off), 4, u64::from($v)) {
                    return Flow::Stop(self.violation(
                        st,
                        tid,
                        ViolationKind::of_fault(f.kind),
                        f.msg,
                    ));
                }
            };
        }
        macro_rules! r32 {
            ($p:expr, $off:expr) => {
                match st.mem.read_uint(($p).wrapping_add($off), 4) {
                    Ok(v) => v as u32,
                    Err(f) => {
                        return Flow::Stop(self.violation(
                            st,
                            tid,
                            ViolationKind::of_fault(f.kind),
                            f.msg,
                        ));
                    }
                }
            };
        }
        macro_rules! misuse {
            ($($t:tt)*) => {
                return Flow::Stop(self.violation(st, tid, ViolationKind::SyncMisuse, format!($($t)*)))
            };
        }
        let kind_off = self.mutex_kind_off();
        match b {
            Builtin::PthreadCreate => {
                let (tp, fptr, a) = (arg(0), arg(2), arg(3));
                let (id, off) = self.codec.decode(fptr);
                if id != CODE_ID || off >= self.prog.funcs.len() as u64 {
                    return Flow::Stop(self.violation(
                        st,
                        tid,
                        ViolationKind::BadFunctionPointer,
                        format!(
                            "pthread_create with a start routine {fptr:#x} that is not a function"
                        ),
                    ));
                }
                let f = off as u32;
                if self.prog.funcs[f as usize].stub.is_some() {
                    return Flow::Stop(self.failure(
                        st,
                        tid,
                        format!(
                            "pthread_create with the library function '{}' as start routine",
                            self.prog.funcs[f as usize].name
                        ),
                    ));
                }
                if st.threads.len() >= self.cfg.max_threads {
                    env.limit_hit(super::Limit::Threads);
                    ret(st, EAGAIN);
                    return Flow::Next;
                }
                let t = match self.new_thread(st) {
                    Ok(t) => t,
                    Err(_) => {
                        env.limit_hit(super::Limit::Heap);
                        ret(st, EAGAIN);
                        return Flow::Next;
                    }
                };
                self.push_frame(st, t, f, &[a]);
                // The new thread gets the argument in a register: what it points to, and
                // everything reachable from there, escapes.
                self.escape_value(&mut st.mem, tid, a);
                self.escape(st, a);
                let psize = u64::from(self.prog.dl.ptr_size);
                if let Err(fl) = st.mem.write_uint(tp, psize, handle(t)) {
                    return Flow::Stop(self.violation(
                        st,
                        tid,
                        ViolationKind::of_fault(fl.kind),
                        fl.msg,
                    ));
                }
                ret(st, 0);
            }
            Builtin::PthreadJoin => {
                let (h, rp) = (arg(0), arg(1));
                let t = h.wrapping_sub(1) as usize;
                if h == 0 || t >= st.threads.len() {
                    ret(st, ESRCH);
                    return Flow::Next;
                }
                if t == tid {
                    ret(st, EDEADLK);
                    return Flow::Next;
                }
                if st.threads[t].detached {
                    ret(st, EINVAL);
                    return Flow::Next;
                }
                if st.threads[t].status != ThreadStatus::Finished {
                    block!(BlockReason::Join(t as u16));
                }
                if rp != 0 {
                    let v = st.threads[t].retval;
                    let psize = u64::from(self.prog.dl.ptr_size);
                    if let Err(fl) = st.mem.write_uint(rp, psize, v) {
                        return Flow::Stop(self.violation(
                            st,
                            tid,
                            ViolationKind::of_fault(fl.kind),
                            fl.msg,
                        ));
                    }
                }
                ret(st, 0);
            }
            Builtin::PthreadExit => {
                let v = arg(0);
                if self.start_exit(st, tid, v) {
                    return Flow::Next;
                }
                self.finish_thread(st, tid, v);
                return Flow::Stop(self.thread_ended(st, tid));
            }
            Builtin::PthreadSelf => ret(st, handle(tid)),
            Builtin::PthreadEqual => ret(st, u64::from(arg(0) == arg(1))),
            Builtin::PthreadDetach => {
                let t = arg(0).wrapping_sub(1) as usize;
                if t >= st.threads.len() {
                    ret(st, ESRCH);
                } else {
                    st.threads[t].detached = true;
                    ret(st, 0);
                }
            }
            Builtin::ReturnZero => ret(st, 0),
            Builtin::MutexattrInit => {
                w32!(arg(0), 0, 0u32);
                ret(st, 0);
            }
            Builtin::MutexattrSettype => {
                let k = arg(1) as u32;
                if k > 3 {
                    ret(st, EINVAL);
                } else {
                    w32!(arg(0), 0, k);
                    ret(st, 0);
                }
            }
            Builtin::MutexInit => {
                let (m, a) = (arg(0), arg(1));
                let k = if a == 0 { 0 } else { r32!(a, 0) };
                w32!(m, 0, 0u32);
                w32!(m, 4, 0u32);
                w32!(m, kind_off, k);
                ret(st, 0);
            }
            Builtin::MutexLock | Builtin::MutexTrylock => {
                let m = arg(0);
                let owner = r32!(m, 0);
                let kind = r32!(m, kind_off);
                if owner == 0 {
                    w32!(m, 0, me);
                    w32!(m, 4, 1u32);
                    ret(st, 0);
                } else if owner == me && kind == KIND_RECURSIVE {
                    let c = r32!(m, 4);
                    w32!(m, 4, c.wrapping_add(1));
                    ret(st, 0);
                } else if owner == me && kind == KIND_ERRORCHECK {
                    ret(st, EDEADLK);
                } else if b == Builtin::MutexTrylock {
                    ret(st, EBUSY);
                } else {
                    // Held by another thread, or a normal mutex relocked by its owner (which
                    // deadlocks, as it does natively).
                    block!(BlockReason::Mutex(m));
                }
            }
            Builtin::MutexUnlock => {
                let m = arg(0);
                let owner = r32!(m, 0);
                let kind = r32!(m, kind_off);
                if owner != me {
                    if kind == KIND_ERRORCHECK {
                        ret(st, EPERM);
                        return Flow::Next;
                    }
                    let what = self.describe_addr(st, m);
                    if owner == 0 {
                        misuse!("pthread_mutex_unlock of {what}, which is not locked");
                    }
                    misuse!(
                        "pthread_mutex_unlock of {what}, which is held by thread {}, not by the caller",
                        owner - 1
                    );
                }
                let c = r32!(m, 4);
                if kind == KIND_RECURSIVE && c > 1 {
                    w32!(m, 4, c - 1);
                } else {
                    w32!(m, 0, 0u32);
                    w32!(m, 4, 0u32);
                }
                ret(st, 0);
            }
            Builtin::MutexDestroy => {
                let m = arg(0);
                if r32!(m, 0) != 0 {
                    let what = self.describe_addr(st, m);
                    misuse!("pthread_mutex_destroy of {what}, which is locked");
                }
                ret(st, 0);
            }
            Builtin::CondInit | Builtin::CondDestroy => ret(st, 0),
            Builtin::CondWait | Builtin::CondTimedwait => {
                let (c, m) = (arg(0), arg(1));
                let timed = b == Builtin::CondTimedwait;
                match st.threads[tid].sync {
                    SyncPhase::None => {
                        if r32!(m, 0) != me {
                            let what = self.describe_addr(st, m);
                            misuse!("pthread_cond_wait with {what} not held by the caller");
                        }
                        w32!(m, 0, 0u32);
                        w32!(m, 4, 0u32);
                        st.threads[tid].sync = SyncPhase::CondWaiting {
                            cond: c,
                            mutex: m,
                            timed,
                        };
                        block!(BlockReason::CondWait(c));
                    }
                    SyncPhase::CondWaiting { mutex, .. } => {
                        // Scheduled while still waiting: only a timed wait can be, and it
                        // times out.
                        st.threads[tid].sync = SyncPhase::CondWoken {
                            mutex,
                            timed_out: true,
                        };
                        return self.cond_reacquire(st, tid, me, ret);
                    }
                    SyncPhase::CondWoken { .. } => return self.cond_reacquire(st, tid, me, ret),
                    SyncPhase::BarrierWaiting { .. } => {
                        misuse!("internal: condition wait during a barrier wait")
                    }
                }
            }
            Builtin::CondSignal | Builtin::CondBroadcast => {
                let c = arg(0);
                let waiters: Vec<usize> = (0..st.threads.len())
                    .filter(|&u| {
                        matches!(st.threads[u].sync, SyncPhase::CondWaiting { cond, .. } if cond == c)
                    })
                    .collect();
                let wake: Vec<usize> = if b == Builtin::CondBroadcast || waiters.len() <= 1 {
                    waiters
                } else {
                    // Which waiter wakes is up to the implementation: a choice.
                    let n = waiters.len() as u64;
                    let pick = match st.threads[tid].choice.take() {
                        Some(v) if v < n => Some(v),
                        _ => env.choose(n),
                    };
                    match pick {
                        Some(i) => vec![waiters[i as usize]],
                        None => return Flow::Choice(super::Choice::Index(n)),
                    }
                };
                for u in wake {
                    if let SyncPhase::CondWaiting { mutex, .. } = st.threads[u].sync {
                        st.threads[u].sync = SyncPhase::CondWoken {
                            mutex,
                            timed_out: false,
                        };
                        st.threads[u].status =
                            ThreadStatus::Blocked(BlockReason::CondReacquire(mutex));
                    }
                }
                ret(st, 0);
            }
            Builtin::RwInit | Builtin::RwDestroy => {
                if b == Builtin::RwInit {
                    w32!(arg(0), 0, 0u32);
                    w32!(arg(0), 4, 0u32);
                }
                ret(st, 0);
            }
            Builtin::RwRdlock | Builtin::RwTryrdlock => {
                let l = arg(0);
                if r32!(l, 4) == 0 {
                    let n = r32!(l, 0);
                    w32!(l, 0, n + 1);
                    ret(st, 0);
                } else if b == Builtin::RwTryrdlock {
                    ret(st, EBUSY);
                } else {
                    block!(BlockReason::RwRead(l));
                }
            }
            Builtin::RwWrlock | Builtin::RwTrywrlock => {
                let l = arg(0);
                if r32!(l, 0) == 0 && r32!(l, 4) == 0 {
                    w32!(l, 4, me);
                    ret(st, 0);
                } else if b == Builtin::RwTrywrlock {
                    ret(st, EBUSY);
                } else {
                    block!(BlockReason::RwWrite(l));
                }
            }
            Builtin::RwUnlock => {
                let l = arg(0);
                if r32!(l, 4) == me {
                    w32!(l, 4, 0u32);
                } else if r32!(l, 4) == 0 && r32!(l, 0) > 0 {
                    let n = r32!(l, 0);
                    w32!(l, 0, n - 1);
                } else {
                    let what = self.describe_addr(st, l);
                    misuse!("pthread_rwlock_unlock of {what}, which the caller does not hold");
                }
                ret(st, 0);
            }
            Builtin::BarrierInit => {
                let (bar, n) = (arg(0), arg(2) as u32);
                if n == 0 {
                    ret(st, EINVAL);
                } else {
                    w32!(bar, 0, n);
                    w32!(bar, 4, 0u32);
                    w32!(bar, 8, 0u32);
                    ret(st, 0);
                }
            }
            Builtin::BarrierWait => {
                let bar = arg(0);
                if let SyncPhase::BarrierWaiting { .. } = st.threads[tid].sync {
                    st.threads[tid].sync = SyncPhase::None;
                    ret(st, 0);
                    return Flow::Next;
                }
                let (n, arrived, generation) = (r32!(bar, 0), r32!(bar, 4), r32!(bar, 8));
                if n == 0 {
                    let what = self.describe_addr(st, bar);
                    misuse!("pthread_barrier_wait on {what}, which is not initialised");
                }
                if arrived + 1 >= n {
                    w32!(bar, 4, 0u32);
                    w32!(bar, 8, generation.wrapping_add(1));
                    ret(st, BARRIER_SERIAL);
                } else {
                    w32!(bar, 4, arrived + 1);
                    st.threads[tid].sync = SyncPhase::BarrierWaiting {
                        addr: bar,
                        generation,
                    };
                    block!(BlockReason::Barrier(bar, generation));
                }
            }
            Builtin::BarrierDestroy | Builtin::SpinDestroy => ret(st, 0),
            Builtin::SpinInit => {
                w32!(arg(0), 0, 0u32);
                ret(st, 0);
            }
            Builtin::SpinLock | Builtin::SpinTrylock => {
                let s = arg(0);
                if r32!(s, 0) == 0 {
                    w32!(s, 0, me);
                    ret(st, 0);
                } else if b == Builtin::SpinTrylock {
                    ret(st, EBUSY);
                } else {
                    block!(BlockReason::Spin(s));
                }
            }
            Builtin::SpinUnlock => {
                let s = arg(0);
                if r32!(s, 0) != me {
                    let what = self.describe_addr(st, s);
                    misuse!("pthread_spin_unlock of {what}, which the caller does not hold");
                }
                w32!(s, 0, 0u32);
                ret(st, 0);
            }
            Builtin::Yield => ret(st, 0),
            Builtin::AwaitEq => {
                let (p, v) = (arg(0), arg(1) as u32);
                if r32!(p, 0) != v {
                    block!(BlockReason::AwaitEq(p, v));
                }
            }
            Builtin::AtomicBegin => st.threads[tid].atomic += 1,
            Builtin::AtomicEnd => {
                if st.threads[tid].atomic == 0 {
                    misuse!("__VERIFIER_atomic_end without __VERIFIER_atomic_begin");
                }
                st.threads[tid].atomic -= 1;
            }
            _ => unreachable!("not a threading builtin: {b:?}"),
        }
        Flow::Next
    }

    fn cond_reacquire(
        &self,
        st: &mut State,
        tid: usize,
        me: u32,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> Flow {
        let SyncPhase::CondWoken { mutex, timed_out } = st.threads[tid].sync else {
            return Flow::Next;
        };
        match st.mem.read_uint(mutex, 4) {
            Ok(0) => {
                let _ = st.mem.write_uint(mutex, 4, u64::from(me));
                let _ = st.mem.write_uint(mutex.wrapping_add(4), 4, 1);
                st.threads[tid].sync = SyncPhase::None;
                ret(st, if timed_out { ETIMEDOUT } else { 0 });
                Flow::Next
            }
            Ok(_) => {
                st.threads[tid].status = ThreadStatus::Blocked(BlockReason::CondReacquire(mutex));
                Flow::Retry
            }
            Err(f) => Flow::Stop(self.violation(st, tid, ViolationKind::of_fault(f.kind), f.msg)),
        }
    }

    /// Starts ending thread `tid` with value `v` when it has thread-specific data destructors
    /// to run: unwinds its stack and calls the C library's destructor runner, after which the
    /// thread finishes ([`super::state::Thread::exiting`]). False when there is nothing to run.
    pub(crate) fn start_exit(&self, st: &mut State, tid: usize, v: u64) -> bool {
        let Some((run, count)) = self.tsd else {
            return false;
        };
        if st.threads[tid].exiting.is_some()
            || !matches!(st.mem.read_uint(count, 4), Ok(n) if n != 0)
        {
            return false;
        }
        let State { mem, threads, .. } = st;
        let th = &mut threads[tid];
        while !th.allocas.is_empty() {
            th.pop_alloca(mem);
        }
        th.frames.clear();
        th.atomic = 0;
        th.exiting = Some(v);
        self.push_frame(st, tid, run, &[]);
        true
    }

    /// Unwinds thread `tid` (releasing its stack objects) and marks it finished with `v`.
    pub(crate) fn finish_thread(&self, st: &mut State, tid: usize, v: u64) {
        let State { mem, threads, .. } = st;
        let th = &mut threads[tid];
        while !th.allocas.is_empty() {
            th.pop_alloca(mem);
        }
        th.frames.clear();
        th.retval = v;
        th.status = ThreadStatus::Finished;
        th.atomic = 0;
        th.exiting = None;
    }

    /// The event for a thread that ended: the program ends when `main` returned through
    /// `exit`, or when every thread finished after `main` called `pthread_exit`.
    pub(crate) fn thread_ended(&self, st: &mut State, tid: usize) -> Event {
        let _ = tid;
        if st
            .threads
            .iter()
            .all(|t| t.status == ThreadStatus::Finished)
        {
            st.exited = Some(0);
            return Event::Exit(0);
        }
        Event::ThreadFinished
    }
}
