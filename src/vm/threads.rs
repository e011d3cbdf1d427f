//! Threads: `pthread_create`, `pthread_join`, `pthread_exit`, `pthread_detach`, how a
//! thread ends (thread-specific data destructors, then finished), and how addresses are
//! named in reports.
//!
//! A thread's `pthread_t` is its index plus one ([`handle`]), so 0 is never a thread. The
//! synchronisation primitives and enabledness are in [`super::sync`].

use super::builtins::Flow;
use super::error::ViolationKind;
use super::memory::{ObjKind, flags};
use super::state::{BlockReason, State, ThreadStatus};
use super::sync::abi::errno::{EAGAIN, EDEADLK, EINVAL, ESRCH};
use super::sync::{SyncResult, block};
use super::{Env, Event, Vm};
use crate::bytecode::program::CODE_ID;

/// The value of a `pthread_t` for thread `tid` (never 0).
pub fn handle(tid: usize) -> u64 {
    tid as u64 + 1
}

impl Vm<'_> {
    /// A C-level description of an address: the global's C name with the element or field
    /// it points into (`fork_mutex[1]`, `q.count`; `+N` past what the type says: `x+2`
    /// inside an `int`, `buf+3` without debug information), or the object kind.
    pub fn describe_addr(&self, st: &State, p: u64) -> String {
        let (id, off) = self.codec.decode(p);
        if let Some(n) = self.prog.describe_static(id, off) {
            return n;
        }
        let kind = st
            .mem
            .objs
            .get(id as usize)
            .map(super::memory::obj_kind_name)
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

    /// `pthread_create(tp, attr, f, a)` by thread `tid`.
    pub(super) fn pthread_create(
        &self,
        st: &mut State,
        tid: usize,
        arg: &dyn Fn(usize) -> u64,
        ret: &mut dyn FnMut(&mut State, u64),
        env: &mut dyn Env,
    ) -> SyncResult {
        let (tp, fptr, a) = (arg(0), arg(2), arg(3));
        let (id, off) = self.codec.decode(fptr);
        if id != CODE_ID || off >= self.prog.funcs.len() as u64 {
            return Err(Flow::Stop(self.violation(
                st,
                tid,
                ViolationKind::BadFunctionPointer,
                format!("pthread_create with a start routine {fptr:#x} that is not a function"),
            )));
        }
        let f = off as u32;
        if self.prog.funcs[f as usize].stub.is_some() {
            return Err(Flow::Stop(self.failure(
                st,
                tid,
                format!(
                    "pthread_create with the library function '{}' as start routine",
                    self.prog.funcs[f as usize].name
                ),
            )));
        }
        let vacant = self.cfg.counter_bound.is_some()
            && st.threads.iter().any(|t| t.start == super::state::VACANT);
        if st.threads.len() >= self.cfg.max_threads && !vacant {
            env.limit_hit(super::Limit::Threads);
            ret(st, EAGAIN);
            return Ok(Flow::Next);
        }
        let t = match self.new_thread(st, Some(tid)) {
            Ok(t) => t,
            Err(_) => {
                env.limit_hit(super::Limit::Heap);
                ret(st, EAGAIN);
                return Ok(Flow::Next);
            }
        };
        self.push_frame(st, t, f, &[a]);
        st.threads[t].start = (f, a);
        env.thread_started(f, a, t);
        // The new thread gets the argument in a register: what it points to, and
        // everything reachable from there, escapes.
        self.escape_value(&mut st.mem, tid, a);
        self.escape(st, a);
        let psize = u64::from(self.prog.dl.ptr_size);
        self.store_uint(st, tid, tp, psize, handle(t))?;
        if self.cfg.track_handles
            && let Some(i) = st.mem.index(tp, psize)
        {
            st.mem.mark_handle(i, psize as usize);
        }
        ret(st, 0);
        Ok(Flow::Next)
    }

    /// `pthread_join(h, rp)` by thread `tid`: blocks until thread `h` finished.
    pub(super) fn pthread_join(
        &self,
        st: &mut State,
        tid: usize,
        h: u64,
        rp: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> SyncResult {
        let t = h.wrapping_sub(1) as usize;
        if h == 0 || t >= st.threads.len() {
            ret(st, ESRCH);
            return Ok(Flow::Next);
        }
        if t == tid {
            ret(st, EDEADLK);
            return Ok(Flow::Next);
        }
        if st.threads[t].detached {
            ret(st, EINVAL);
            return Ok(Flow::Next);
        }
        if st.threads[t].status != ThreadStatus::Finished {
            return Ok(block(st, tid, BlockReason::Join(t as u16)));
        }
        if rp != 0 {
            let v = st.threads[t].retval;
            let psize = u64::from(self.prog.dl.ptr_size);
            self.store_uint(st, tid, rp, psize, v)?;
        }
        ret(st, 0);
        Ok(Flow::Next)
    }

    /// `pthread_exit(v)` by thread `tid`.
    pub(super) fn pthread_exit(&self, st: &mut State, tid: usize, v: u64) -> Flow {
        if self.start_exit(st, tid, v) {
            return Flow::Next;
        }
        self.finish_thread(st, tid, v);
        Flow::Stop(self.thread_ended(st, tid))
    }

    /// `pthread_detach(h)`.
    pub(super) fn pthread_detach(
        &self,
        st: &mut State,
        h: u64,
        ret: &mut dyn FnMut(&mut State, u64),
    ) -> Flow {
        let t = h.wrapping_sub(1) as usize;
        if t >= st.threads.len() {
            ret(st, ESRCH);
        } else {
            st.threads[t].detached = true;
            ret(st, 0);
        }
        Flow::Next
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
        super::exec::free_stack_objects(th, mem, 0);
        th.frames.clear();
        th.frozen = None;
        th.sym.clear();
        th.hregs.clear();
        th.atomic = 0;
        th.exiting = Some(v);
        self.push_frame(st, tid, run, &[]);
        true
    }

    /// Unwinds thread `tid` (releasing its stack objects) and marks it finished with `v`.
    pub(crate) fn finish_thread(&self, st: &mut State, tid: usize, v: u64) {
        self.weak_finish(st, tid);
        let State { mem, threads, .. } = st;
        let th = &mut threads[tid];
        super::exec::free_stack_objects(th, mem, 0);
        th.frames.clear();
        th.frozen = None;
        th.sym.clear();
        th.hregs.clear();
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
