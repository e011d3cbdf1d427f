//! The step loop: executes a thread's ops until something needs the whole machine (a call, a
//! return, a builtin) or the thread stops (exit, violation, fuel exhausted).
//!
//! The inner loop (`Vm::inner`) holds borrows of the current frame's registers and of
//! memory and runs straight-line and branching ops; anything else is returned as an
//! `Action` to [`Vm::run`], which handles it with full access to the state.

use super::arith::*;
use super::bigint;
use super::builtins;
use super::error::*;
use super::memory::{Fault, FaultKind, Memory, ObjKind, flags};
use super::state::*;
use super::superstep::{Access, Decision, Superstep};
use super::vector;
use super::xfloat;
use super::{Env, Event, Granularity, Vm};
use crate::bytecode::Builtin;
use crate::bytecode::op::*;
use crate::bytecode::program::*;

#[cfg(not(target_endian = "little"))]
compile_error!("pancam's VM assumes a little-endian host");

/// Something the inner loop hands to the outer loop.
pub(crate) enum Action {
    /// Stop the step here (granularity); the pc is where the thread continues.
    Yield,
    Call {
        func: u32,
        site: u32,
        dst: R,
    },
    Builtin {
        b: crate::bytecode::Builtin,
        site: u32,
        dst: R,
        at: u32,
    },
    Ret {
        val: R,
        n: u16,
    },
    Fault(Fault),
    Violation(ViolationKind, String),
    OutOfFuel,
    /// A nondeterministic choice is needed at the op the pc stands at (a read of
    /// uninitialised memory); the op runs again with the chosen value.
    Choice(super::Choice),
}

/// The registers of a frame as bytes.
#[inline(always)]
pub(crate) fn as_bytes(r: &[u64]) -> &[u8] {
    // SAFETY: u8 has no alignment or validity requirements; the length is exact.
    unsafe { std::slice::from_raw_parts(r.as_ptr().cast::<u8>(), r.len() * 8) }
}

/// The registers of a frame as mutable bytes.
#[inline(always)]
pub(crate) fn as_bytes_mut(r: &mut [u64]) -> &mut [u8] {
    // SAFETY: as above; every byte pattern is a valid u64.
    unsafe { std::slice::from_raw_parts_mut(r.as_mut_ptr().cast::<u8>(), r.len() * 8) }
}

#[inline(always)]
fn le(b: &[u8]) -> u64 {
    let mut a = [0u8; 8];
    a[..b.len()].copy_from_slice(b);
    u64::from_le_bytes(a)
}

fn div_violation(e: ArithError) -> Action {
    match e {
        ArithError::DivByZero => Action::Violation(
            ViolationKind::DivisionByZero,
            "integer division by zero".into(),
        ),
        ArithError::DivOverflow => Action::Violation(
            ViolationKind::DivisionOverflow,
            "signed division overflow (the minimum value divided by -1)".into(),
        ),
    }
}

fn read128(r: &[u64], i: usize, w: u16) -> u128 {
    if w > 64 {
        u128::from(r[i]) | (u128::from(r[i + 1]) << 64)
    } else {
        u128::from(r[i])
    }
}

fn write128(r: &mut [u64], i: usize, w: u16, v: u128) {
    r[i] = v as u64;
    if w > 64 {
        r[i + 1] = (v >> 64) as u64;
    }
}

/// Step control: the granularity and what the current step has done so far.
#[derive(Clone, Debug)]
pub struct StepCtl {
    /// Where the step stops.
    pub gran: Granularity,
    /// Ops executed in this step so far.
    pub ops: u64,
    /// Mark stack/thread-local objects whose address is stored in shared memory as escaped.
    pub track_escape: bool,
    /// The access tables of a superstep being computed ([`Granularity::Superstep`]).
    pub sup: Option<Superstep>,
}

impl StepCtl {
    /// Control for a sequential run (no stops, no escape tracking).
    pub fn unlimited() -> StepCtl {
        StepCtl {
            gran: Granularity::Unlimited,
            ops: 0,
            track_escape: false,
            sup: None,
        }
    }
}

impl<'p> Vm<'p> {
    /// Runs thread `tid` until it exits, violates, stops for a reason in [`Event`], or
    /// `fuel` (ops) runs out.
    pub fn run(&self, st: &mut State, tid: usize, fuel: &mut u64, env: &mut dyn Env) -> Event {
        self.run_ctl(st, tid, fuel, env, &mut StepCtl::unlimited())
    }

    /// `pan_step`: runs thread `tid` (which must be enabled) for one step of granularity
    /// `gran`. `choice` resolves the nondeterministic call the thread is stopped at, if
    /// any. At most `max_ops` ops run; a step cut short that way ends like a yield (the
    /// thread simply continues in the next step). Returns the event that ended the step and
    /// the number of ops executed.
    pub fn step(
        &self,
        st: &mut State,
        tid: usize,
        gran: Granularity,
        choice: Option<u64>,
        max_ops: u64,
        env: &mut dyn Env,
    ) -> (Event, u64) {
        let (ev, ops, _) = self.step_sup(st, tid, gran, choice, max_ops, None, env);
        self.normalise_block(st, tid, &ev);
        (ev, ops)
    }

    /// A thread that blocked on a lock, a join or an await is stopped at that call with
    /// nothing else changed: it is kept `Runnable` there, and `enabled` recomputes from the
    /// call whether it can proceed. So "stopped before the lock" and "tried the lock and
    /// blocked" are one state, whichever way a step got there.
    pub(crate) fn normalise_block(&self, st: &mut State, tid: usize, ev: &Event) {
        if let Event::Blocked = ev {
            let th = &mut st.threads[tid];
            if let ThreadStatus::Blocked(
                BlockReason::Mutex(_)
                | BlockReason::Spin(_)
                | BlockReason::Join(_)
                | BlockReason::RwRead(_)
                | BlockReason::RwWrite(_)
                | BlockReason::AwaitEq(..),
            ) = th.status
            {
                th.status = ThreadStatus::Runnable;
            }
        }
    }

    /// [`Vm::step`] with superstep tables (for [`Granularity::Superstep`]): returns the
    /// tables too, with this thread's accesses recorded in `own`.
    #[allow(clippy::too_many_arguments)]
    pub fn step_sup(
        &self,
        st: &mut State,
        tid: usize,
        gran: Granularity,
        choice: Option<u64>,
        max_ops: u64,
        sup: Option<Superstep>,
        env: &mut dyn Env,
    ) -> (Event, u64, Option<Superstep>) {
        let th = &mut st.threads[tid];
        if let ThreadStatus::Blocked(_) = th.status {
            th.status = ThreadStatus::Runnable;
        }
        th.choice = choice;
        let mut ctl = StepCtl {
            gran,
            ops: 0,
            track_escape: true,
            sup,
        };
        // Most steps are short. One that runs long without stopping is checked for a cycle
        // (a thread spinning privately forever, e.g. a busy-wait loop whose loads the
        // optimiser hoisted): once the thread's state repeats, the step stops there, and the
        // state graph gets a self-loop instead of the search hanging. Cycle detection is
        // Brent's algorithm on the canonical state, one op at a time, for a limited number of
        // ops (spin loops have short periods); after that the step just runs to `max_ops`.
        const FAST: u64 = 1 << 12;
        const DETECT: u64 = 1 << 12;
        let mut fuel = FAST.min(max_ops);
        let ev = self.run_ctl(st, tid, &mut fuel, env, &mut ctl);
        if !matches!(ev, Event::OutOfFuel) || ctl.ops >= max_ops {
            let ev = if matches!(ev, Event::OutOfFuel) {
                Event::Yield
            } else {
                ev
            };
            return (ev, ctl.ops, ctl.sup);
        }
        let (mut tortoise, mut hare) = (Vec::new(), Vec::new());
        self.canonical(st, &mut tortoise);
        let (mut power, mut lam) = (1u64, 0u64);
        for _ in 0..DETECT {
            let mut one = 1;
            let ev = self.run_ctl(st, tid, &mut one, env, &mut ctl);
            if !matches!(ev, Event::OutOfFuel) {
                return (ev, ctl.ops, ctl.sup);
            }
            if ctl.ops >= max_ops {
                return (Event::Yield, ctl.ops, ctl.sup);
            }
            hare.clear();
            self.canonical(st, &mut hare);
            if hare == tortoise {
                return (Event::Yield, ctl.ops, ctl.sup);
            }
            lam += 1;
            if lam == power {
                std::mem::swap(&mut tortoise, &mut hare);
                power *= 2;
                lam = 0;
            }
        }
        let mut fuel = max_ops.saturating_sub(ctl.ops);
        let ev = self.run_ctl(st, tid, &mut fuel, env, &mut ctl);
        let ev = if matches!(ev, Event::OutOfFuel) {
            Event::Yield
        } else {
            ev
        };
        (ev, ctl.ops, ctl.sup)
    }

    /// [`Vm::run`] with step control.
    pub fn run_ctl(
        &self,
        st: &mut State,
        tid: usize,
        fuel: &mut u64,
        env: &mut dyn Env,
        ctl: &mut StepCtl,
    ) -> Event {
        loop {
            if st.threads[tid].frames.is_empty() {
                return Event::ThreadFinished;
            }
            let before = *fuel;
            let action = self.inner(st, tid, fuel, ctl);
            ctl.ops += before - *fuel;
            match action {
                Action::Yield => return Event::Yield,
                Action::Call { func, site, dst } => {
                    let caller = st.threads[tid].frames.last().expect("frame").func;
                    let site = &self.prog.funcs[caller as usize].sites[site as usize];
                    if let Err(e) = self.call(st, tid, func, site, dst) {
                        return e;
                    }
                    if ctl.gran == Granularity::Block && st.threads[tid].atomic == 0 {
                        return Event::Yield;
                    }
                }
                Action::Builtin { b, site, dst, at } => {
                    let caller = st.threads[tid].frames.last().expect("frame").func;
                    let site = &self.prog.funcs[caller as usize].sites[site as usize];
                    let nthreads = st.threads.len();
                    match builtins::call(self, st, tid, b, site, dst, env) {
                        builtins::Flow::Next => {}
                        builtins::Flow::Retry => {
                            st.threads[tid].frames.last_mut().expect("frame").pc = at;
                            return Event::Blocked;
                        }
                        builtins::Flow::Choice(c) => {
                            st.threads[tid].frames.last_mut().expect("frame").pc = at;
                            return Event::Choice(c);
                        }
                        builtins::Flow::Stop(e) => return e,
                    }
                    let free = st.threads[tid].atomic == 0;
                    if free && ctl.gran == Granularity::Instruction {
                        return Event::Yield;
                    }
                    // A new thread, or the end of an atomic section (which enables the
                    // others), leaves threads without access tables: the superstep ends at
                    // the next access.
                    if (st.threads.len() != nthreads || (free && b == Builtin::AtomicEnd))
                        && let Some(sup) = ctl.sup.as_mut()
                    {
                        sup.stop_after = true;
                    }
                }
                Action::Ret { val, n } => {
                    if let Some(e) = self.ret(st, tid, val, n) {
                        return e;
                    }
                    if matches!(ctl.gran, Granularity::Block | Granularity::Instruction)
                        && st.threads[tid].atomic == 0
                    {
                        return Event::Yield;
                    }
                }
                Action::Fault(f) => {
                    let kind = ViolationKind::of_fault(f.kind);
                    return self.violation(st, tid, kind, f.msg);
                }
                Action::Violation(k, m) => return self.violation(st, tid, k, m),
                Action::OutOfFuel => return Event::OutOfFuel,
                Action::Choice(c) => return Event::Choice(c),
            }
        }
    }

    /// The call stack of thread `tid`, innermost first. The innermost position is the op
    /// that was executing (the pc was already advanced past it).
    pub fn stack_of(&self, st: &State, tid: usize) -> Vec<CodePos> {
        let frames = &st.threads[tid].frames;
        frames
            .iter()
            .rev()
            .map(|f| CodePos {
                func: f.func,
                pc: f.pc.saturating_sub(1),
            })
            .collect()
    }

    /// A violation event for thread `tid` at its current position.
    #[cold]
    pub fn violation(&self, st: &State, tid: usize, kind: ViolationKind, msg: String) -> Event {
        Event::Violation(Box::new(Violation {
            kind,
            msg,
            thread: tid as u16,
            stack: self.stack_of(st, tid),
        }))
    }

    /// A failure event for thread `tid` at its current position.
    #[cold]
    pub fn failure(&self, st: &State, tid: usize, msg: String) -> Event {
        Event::Failure(Box::new(Failure {
            msg,
            thread: tid as u16,
            stack: self.stack_of(st, tid),
        }))
    }

    /// Whether an access at `p` by thread `tid` touches memory another thread can reach:
    /// globals, the heap, other threads' objects, and this thread's escaped stack and
    /// thread-local objects. Constants (read-only) never conflict. Accesses that will fault
    /// count as shared, so the fault is its own step.
    #[inline]
    pub(crate) fn is_shared(&self, mem: &Memory, p: u64, tid: usize) -> bool {
        let (id, _) = self.codec.decode(p);
        match mem.objs.get(id as usize) {
            Some(o) => match o.kind {
                ObjKind::Stack | ObjKind::Tls => {
                    o.owner as usize != tid || o.flags & super::memory::flags::ESCAPED != 0
                }
                ObjKind::Constant | ObjKind::Code | ObjKind::BlockAddrs => false,
                _ => true,
            },
            None => true,
        }
    }

    /// A pointer-sized value `v` was stored into shared memory by thread `tid`: if it points
    /// into one of the thread's private objects, that object (and everything reachable from
    /// it) escapes.
    pub(crate) fn escape_value(&self, mem: &mut Memory, tid: usize, v: u64) {
        let mut work = vec![v];
        while let Some(v) = work.pop() {
            let (id, _) = self.codec.decode(v);
            let Some(o) = mem.objs.get_mut(id as usize) else {
                continue;
            };
            if !matches!(o.kind, ObjKind::Stack | ObjKind::Tls)
                || o.owner as usize != tid
                || o.flags & super::memory::flags::ESCAPED != 0
            {
                continue;
            }
            o.flags |= super::memory::flags::ESCAPED;
            let (b, c) = (o.base as usize, o.cap as usize);
            let w = self.prog.dl.ptr_size as usize;
            let mut i = 0;
            while i + w <= c {
                let mut a = [0u8; 8];
                a[..w].copy_from_slice(&mem.bytes[b + i..b + i + w]);
                let x = u64::from_le_bytes(a);
                if x != 0 {
                    work.push(x);
                }
                i += w;
            }
        }
    }

    /// Bytes `[i, i + n)` of memory, written at pointer `p`, were written into shared
    /// memory: pointers among them (at pointer-aligned offsets of the object `p` points
    /// into) escape (see [`Vm::escape_value`]).
    pub(crate) fn escape_range(&self, mem: &mut Memory, tid: usize, p: u64, i: usize, n: usize) {
        let w = self.prog.dl.ptr_size as usize;
        let off = self.codec.decode(p).1 as usize;
        let mut k = (w - off % w) % w;
        while k + w <= n {
            let mut a = [0u8; 8];
            a[..w].copy_from_slice(&mem.bytes[i + k..i + k + w]);
            let x = u64::from_le_bytes(a);
            if x != 0 {
                self.escape_value(mem, tid, x);
            }
            k += w;
        }
    }

    /// The violation for a stack allocation over the stack size limit.
    #[cold]
    fn stack_exhausted(&self, used: u64, want: u64) -> Action {
        Action::Violation(
            ViolationKind::StackOverflow,
            format!(
                "stack size limit of {} KiB exceeded: {} KiB in use, {want} more bytes requested \
                 (unbounded recursion or a huge local array?)",
                self.cfg.max_stack_bytes >> 10,
                used >> 10
            ),
        )
    }

    /// The access-table entry of an access of `len` bytes at `p`.
    #[inline]
    pub(crate) fn access_of(&self, p: u64, len: u64, write: bool) -> Access {
        let (id, off) = self.codec.decode(p);
        Access {
            obj: id,
            lo: off,
            hi: off.saturating_add(len.max(1)),
            write,
        }
    }

    /// The access-table entry of thread `tid` returning from its start function: the end
    /// of the program (everything) when `main` returns without the C library's `exit` to
    /// run (`exiting`: it runs already); else the thread's exit (awaited by joins) and,
    /// when other threads can see one of its stack objects, the freeing of those
    /// (everything). `main` returning into `exit` is no event of its own: `exit` ends the
    /// program with a library call, a synchronisation point.
    pub(crate) fn exit_access(
        &self,
        mem: &Memory,
        allocas: &[u32],
        tid: usize,
        exiting: bool,
    ) -> Access {
        if (tid == 0 && (exiting || self.exit_fn.is_none())) || mem.any_escaped(allocas) {
            Access::ALL
        } else {
            Access::thread(tid)
        }
    }

    /// The access-table entry of a call to builtin `b` at call site `site` of `func` with
    /// the frame registers `r`: lock-like operations access their object; everything else
    /// (thread creation and joining, condition variables, allocation, output, atomic
    /// sections) conflicts with everything.
    pub(crate) fn builtin_access(&self, b: Builtin, func: &Func, site: u32, r: &[u64]) -> Access {
        use Builtin as B;
        let arg0 = || {
            func.sites
                .get(site as usize)
                .and_then(|s| s.args.first())
                .map(|a| r[a.reg.i()])
        };
        match b {
            B::MutexLock
            | B::MutexTrylock
            | B::MutexUnlock
            | B::SpinLock
            | B::SpinTrylock
            | B::SpinUnlock
            | B::RwRdlock
            | B::RwWrlock
            | B::RwTryrdlock
            | B::RwTrywrlock
            | B::RwUnlock
            | B::BarrierWait
            | B::AwaitEq => match arg0() {
                Some(p) => self.access_of(p, 16, true),
                None => Access::ALL,
            },
            // Atomic sections are gated separately (the section's own accesses are recorded).
            B::Nondet
            | B::Yield
            | B::PthreadSelf
            | B::PthreadEqual
            | B::ReturnZero
            | B::AtomicBegin
            | B::AtomicEnd
            | B::VerifierAssume
            | B::UbsanOverflow
            | B::VerifierAssert => Access::NONE,
            // Allocation touches no existing object; allocations conflict with each other
            // (they number the objects).
            B::Malloc | B::Calloc | B::AlignedAlloc => Access::HEAP,
            _ => Access::ALL,
        }
    }

    /// Where the next frame's registers start: after the top frame's.
    #[inline]
    pub(crate) fn frame_top(&self, th: &Thread) -> usize {
        th.frames
            .last()
            .map(|f| f.base as usize + self.prog.funcs[f.func as usize].nregs as usize)
            .unwrap_or(0)
    }

    /// Pushes a frame for `func` called from the current frame of `tid` with call site
    /// `site`, its result going to caller register `dst`.
    pub(crate) fn call(
        &self,
        st: &mut State,
        tid: usize,
        func: u32,
        site: &CallSite,
        dst: R,
    ) -> Result<(), Event> {
        let f = &self.prog.funcs[func as usize];
        if f.stub.is_some() {
            return Err(self.failure(st, tid, "internal: direct call of a builtin stub".into()));
        }
        if st.threads[tid].frames.len() >= self.cfg.max_frames {
            return Err(self.violation(
                st,
                tid,
                ViolationKind::StackOverflow,
                format!(
                    "call depth limit of {} frames exceeded (unbounded recursion?)",
                    self.cfg.max_frames
                ),
            ));
        }
        let caller_base = st.threads[tid].frames.last().map(|fr| fr.base).unwrap_or(0) as usize;
        let State { mem, threads, .. } = st;
        let th = &mut threads[tid];
        let base = self.frame_top(th);
        th.ensure_regs(base + f.nregs as usize);
        let ca = f.consts_at as usize;
        th.regs[base + ca..base + ca + f.consts.len()].copy_from_slice(&f.consts);
        let mark = th.allocas.len() as u32;
        let mut fault = None;
        for (i, a) in site.args.iter().enumerate().take(f.params.len()) {
            let (preg, pn) = f.params[i];
            let src = caller_base + a.reg.i();
            if let Some((size, _align)) = a.byval {
                // A fresh copy of the pointee, owned by the callee's frame.
                let from = th.regs[src];
                match mem.alloc(ObjKind::Stack, u64::from(size), tid as u16) {
                    Ok(id) => {
                        th.push_alloca(id, u64::from(size));
                        let to = mem.codec.encode(id, 0);
                        match (
                            mem.index(from, u64::from(size)),
                            mem.index(to, u64::from(size)),
                        ) {
                            (Some(s), Some(d)) => {
                                mem.bytes.copy_within(s..s + size as usize, d);
                                mem.copied(s, d, size as usize);
                            }
                            _ if size == 0 => {}
                            _ => fault = Some(mem.fault(from, u64::from(size), false)),
                        }
                        th.regs[base + preg.i()] = to;
                    }
                    Err(k) => {
                        fault = Some(Fault {
                            kind: k,
                            ptr: 0,
                            len: u64::from(size),
                            write: true,
                            msg: "out of memory for a by-value argument copy".into(),
                        })
                    }
                }
            } else {
                let n = usize::from(pn.min(a.slots));
                th.regs.copy_within(src..src + n, base + preg.i());
            }
        }
        let mut va = 0;
        if f.varargs && site.args.len() > f.params.len() {
            match self.build_va_area(mem, th, tid, caller_base, &site.args[f.params.len()..]) {
                Ok(id) => va = id,
                Err(e) => fault = Some(e),
            }
        }
        th.frames.push(Frame {
            func,
            pc: 0,
            base: base as u32,
            alloca_mark: mark,
            va,
            ret_dst: dst.0,
            ret_n: site.ret_slots,
            atomic: self.prog.atomic_funcs[func as usize],
        });
        if self.prog.atomic_funcs[func as usize] {
            th.atomic += 1;
        }
        if let Some(f) = fault {
            let kind = ViolationKind::of_fault(f.kind);
            return Err(self.violation(st, tid, kind, f.msg));
        }
        Ok(())
    }

    /// Lays out variadic arguments in memory the way the target's ABI passes them on the
    /// stack, so that clang's inline `va_arg` code (and `vprintf`) can read them.
    fn build_va_area(
        &self,
        mem: &mut super::memory::Memory,
        th: &mut Thread,
        tid: usize,
        caller_base: usize,
        args: &[ArgPass],
    ) -> Result<u32, Fault> {
        let slot = if self.prog.target == Target::I386 {
            4
        } else {
            8
        };
        let mut layout = Vec::with_capacity(args.len());
        let mut off = 0u64;
        for a in args {
            let (size, align) = match (a.byval, a.class) {
                (Some((s, al)), _) => (u64::from(s), u64::from(al).max(slot)),
                (None, ArgClass::FExt) => {
                    if slot == 4 {
                        (12, 4)
                    } else {
                        (16, 16)
                    }
                }
                (None, _) => (u64::from(a.size).max(1), slot),
            };
            let align = if slot == 4 { 4 } else { align.min(16) };
            off = off.div_ceil(align) * align;
            layout.push(off);
            off += size.div_ceil(slot) * slot;
        }
        let id = mem
            .alloc(ObjKind::Stack, off, tid as u16)
            .map_err(|k| Fault {
                kind: k,
                ptr: 0,
                len: off,
                write: true,
                msg: "out of memory for variadic arguments".into(),
            })?;
        th.push_alloca(id, off);
        for (a, o) in args.iter().zip(layout) {
            let dst = mem.codec.encode(id, o);
            let src = caller_base + a.reg.i();
            if let Some((size, _)) = a.byval {
                let from = th.regs[src];
                let s = mem
                    .index(from, u64::from(size))
                    .ok_or_else(|| mem.fault(from, u64::from(size), false))?;
                let d = mem.index(dst, u64::from(size)).expect("fresh area");
                mem.bytes.copy_within(s..s + size as usize, d);
                mem.copied(s, d, size as usize);
            } else if a.class == ArgClass::FExt {
                let d = mem.index(dst, 10).expect("fresh area");
                let bytes = as_bytes(&th.regs[src..src + 2]);
                mem.bytes[d..d + 10].copy_from_slice(&bytes[..10]);
                mem.written(d, 10);
            } else {
                let n = a.size as usize;
                let d = mem.index(dst, n as u64).expect("fresh area");
                let bytes = as_bytes(&th.regs[src..src + usize::from(a.slots.max(1))]);
                mem.bytes[d..d + n].copy_from_slice(&bytes[..n]);
                mem.written(d, n);
            }
        }
        Ok(id)
    }

    /// Pops the current frame, passing `n` result slots at `val` to the caller.
    fn ret(&self, st: &mut State, tid: usize, val: R, n: u16) -> Option<Event> {
        let State { mem, threads, .. } = st;
        let th = &mut threads[tid];
        let fr = th.frames.pop().expect("frame");
        if fr.atomic {
            th.atomic = th.atomic.saturating_sub(1);
        }
        let base = fr.base as usize;
        let src = base + val.i();
        let n = usize::from(n);
        if let Some(caller) = th.frames.last() {
            let m = n.min(usize::from(fr.ret_n));
            let dst = caller.base as usize + usize::from(fr.ret_dst);
            th.regs.copy_within(src..src + m, dst);
        } else {
            th.retval = if n > 0 { th.regs[src] } else { 0 };
        }
        while th.allocas.len() > fr.alloca_mark as usize {
            th.pop_alloca(mem);
        }
        if th.frames.is_empty() {
            return self.thread_returned(st, tid);
        }
        None
    }

    /// The start function of thread `tid` returned; `None` if execution continues (the
    /// C library's `exit` runs after `main`).
    fn thread_returned(&self, st: &mut State, tid: usize) -> Option<Event> {
        if let Some(value) = st.threads[tid].exiting {
            // The thread-specific data destructors ran.
            self.finish_thread(st, tid, value);
            return Some(self.thread_ended(st, tid));
        }
        if tid == 0 {
            let code = st.threads[0].retval as i32;
            if !st.exiting
                && let Some(exit) = self.exit_fn
            {
                // Run `exit(code)` from the C library: atexit handlers, then exit.
                st.exiting = true;
                self.push_frame(st, 0, exit, &[u64::from(code as u32)]);
                return None;
            }
            st.exited = Some(code);
            return Some(Event::Exit(code));
        }
        let v = st.threads[tid].retval;
        if self.start_exit(st, tid, v) {
            return None;
        }
        self.finish_thread(st, tid, v);
        Some(self.thread_ended(st, tid))
    }

    /// Pushes a frame for `func` with the given one-slot arguments (thread start, `exit`).
    pub(crate) fn push_frame(&self, st: &mut State, tid: usize, func: u32, args: &[u64]) {
        let f = &self.prog.funcs[func as usize];
        let th = &mut st.threads[tid];
        let base = self.frame_top(th);
        th.ensure_regs(base + f.nregs as usize);
        let ca = f.consts_at as usize;
        th.regs[base + ca..base + ca + f.consts.len()].copy_from_slice(&f.consts);
        for (i, a) in args.iter().enumerate().take(f.params.len()) {
            th.regs[base + f.params[i].0.i()] = *a;
        }
        th.frames.push(Frame {
            func,
            pc: 0,
            base: base as u32,
            alloca_mark: th.allocas.len() as u32,
            va: 0,
            ret_dst: 0,
            ret_n: 0,
            atomic: false,
        });
    }

    /// Runs ops of the current frame of `tid` until an [`Action`] is needed.
    fn inner(&self, st: &mut State, tid: usize, fuel: &mut u64, ctl: &mut StepCtl) -> Action {
        let prog = self.prog;
        let codec = self.codec;
        let pmask = codec.mask;
        let State {
            mem,
            threads,
            exiting,
            ..
        } = st;
        let exiting = *exiting;
        let th = &mut threads[tid];
        let top = *th.frames.last().expect("frame");
        let mut fidx = top.func;
        let mut func = &prog.funcs[fidx as usize];
        let mut code = &func.code[..];
        let mut base = top.base as usize;
        let mut r: &mut [u64] = &mut th.regs[base..base + func.nregs as usize];
        let mut pc = top.pc as usize;
        let mut budget = *fuel;
        // Step granularity (see `StepCtl`); an atomic section runs as one step.
        let start = budget;
        let step_started = ctl.ops > 0;
        let free = th.atomic == 0;
        let pause_each = free && ctl.gran == Granularity::Instruction;
        let pause_block = free && matches!(ctl.gran, Granularity::Block | Granularity::Instruction);
        // Block steps also stop before a second shared access: a block is not atomic.
        let pause_shared =
            free && matches!(ctl.gran, Granularity::SharedAccess | Granularity::Block);
        let superstep = ctl.sup.is_some();
        let track = ctl.track_escape;
        macro_rules! fault {
            ($p:expr, $len:expr, $w:expr) => {{
                th.frames.last_mut().expect("frame").pc = pc as u32;
                *fuel = budget;
                return Action::Fault(mem.fault($p, $len, $w));
            }};
        }
        macro_rules! leave {
            ($a:expr) => {{
                th.frames.last_mut().expect("frame").pc = pc as u32;
                *fuel = budget;
                return $a;
            }};
        }
        // Whether an op already ran in this step (the op just decoded is not its first).
        macro_rules! started {
            () => {
                step_started || budget + 1 != start
            };
        }
        // Ends the step just before the op just decoded (the next step starts with it).
        macro_rules! yield_before {
            () => {{
                pc -= 1;
                budget += 1;
                leave!(Action::Yield);
            }};
        }
        // The shared-access and block granularities stop before a shared access or a
        // synchronisation point, unless it is the step's first op.
        macro_rules! pause_before {
            () => {
                if pause_shared && started!() {
                    yield_before!();
                }
            };
        }
        // Register access without bounds checks: `bytecode::verify` guarantees that every
        // register operand of every op is below the frame size `func.nregs`, which is the
        // length of `r`.
        macro_rules! reg {
            ($x:expr) => {
                // SAFETY: see above.
                *unsafe { r.get_unchecked_mut($x.i()) }
            };
        }
        // The number of the op just decoded in this step (an op with two accesses, e.g. a
        // memcpy's read and write, tests and records both as one op).
        macro_rules! op_number {
            () => {
                ctl.ops + (start - budget)
            };
        }
        // The superstep test of an access about to happen (see `superstep`). Inside an
        // atomic section (entered through `sup_gate`), which is one transition, accesses are
        // only recorded (as one op: the section's), and any conflict or visible write ends
        // the superstep after it.
        macro_rules! sup_test {
            ($a:expr) => {
                let opno = op_number!();
                if let Some(sup) = ctl.sup.as_mut() {
                    let a = $a;
                    if !free {
                        if sup.test(&a) != Decision::Continue || sup.is_visible(&a) {
                            sup.stop_after = true;
                        }
                        let id = if sup.op == u64::MAX { opno } else { sup.op };
                        sup.record(a, id);
                    } else {
                        // After the superstep's conflicting (or visible) access, the thread
                        // still runs its private operations, up to its next shared access:
                        // they are independent of every other thread and invisible.
                        if sup.stop_pending(opno) || (started!() && sup.repeats(&a, opno)) {
                            yield_before!();
                        }
                        match sup.test(&a) {
                            Decision::PreStop if started!() => {
                                yield_before!();
                            }
                            d => {
                                // A conflict at the step's first op (a `PreStop` there,
                                // e.g. any conflict when checking races) runs the op and
                                // ends the superstep after it, like a `PostStop`.
                                if d != Decision::Continue || sup.is_visible(&a) {
                                    sup.stop_after = true;
                                }
                                sup.record(a, opno);
                            }
                        }
                    }
                }
            };
        }
        // The superstep test of entering an atomic section: its accesses are not known yet,
        // so it is tested as an access to everything (and not recorded: the section's own
        // accesses are, as the accesses of this op).
        macro_rules! sup_gate {
            () => {
                let opno = op_number!();
                if free && let Some(sup) = ctl.sup.as_mut() {
                    if sup.stop_pending(opno) {
                        yield_before!();
                    }
                    match sup.test(&Access::ALL) {
                        Decision::PreStop if started!() => {
                            yield_before!();
                        }
                        Decision::Continue => {}
                        _ => sup.stop_after = true,
                    }
                    sup.op = opno;
                    sup.own.last = sup.own.acc.len();
                }
            };
        }
        // Stops before an access to shared memory, unless it is the step's first op.
        macro_rules! visible {
            ($p:expr, $len:expr, $w:expr) => {
                if (pause_shared || superstep) && self.is_shared(mem, $p, tid) {
                    pause_before!();
                    sup_test!(self.access_of($p, $len as u64, $w));
                }
            };
        }
        // Stops before a synchronisation or library call, unless it is the step's first op.
        macro_rules! sync_point {
            ($a:expr) => {
                pause_before!();
                if superstep {
                    sup_test!($a);
                }
            };
        }
        // A read of bytes never written (tracked in the SV-COMP mode) reads a
        // nondeterministic value: the search chooses it (the op runs again with the
        // thread's choice), and it is stored so that later reads agree.
        macro_rules! uninit_read {
            ($i:expr, $n:expr) => {
                if mem.track_init && mem.uninit_in($i, $n) {
                    match th.choice.take() {
                        Some(v) => mem.fill_uninit($i, $n, v),
                        None => {
                            pc -= 1;
                            budget += 1;
                            leave!(Action::Choice(super::Choice::Nondet {
                                bits: (8 * $n).min(64) as u32,
                                signed: false,
                                boolean: false,
                            }));
                        }
                    }
                }
            };
        }
        macro_rules! load {
            ($dst:expr, $ptr:expr, $off:expr, $n:literal, $t:ty) => {{
                let p = reg!($ptr).wrapping_add($off as i64 as u64);
                visible!(p, $n, false);
                match mem.index(p, $n) {
                    Some(i) => {
                        uninit_read!(i, $n);
                        let mut a = [0u8; $n];
                        a.copy_from_slice(&mem.bytes[i..i + $n]);
                        reg!($dst) = <$t>::from_le_bytes(a) as u64;
                    }
                    None => fault!(p, $n, false),
                }
            }};
        }
        macro_rules! store {
            ($val:expr, $ptr:expr, $off:expr, $n:literal, $t:ty) => {{
                let p = reg!($ptr).wrapping_add($off as i64 as u64);
                visible!(p, $n, true);
                match mem.index_w(p, $n) {
                    Some(i) => {
                        mem.bytes[i..i + $n].copy_from_slice(&(reg!($val) as $t).to_le_bytes());
                        if track
                            && $n == self.prog.dl.ptr_size as usize
                            && self.is_shared(mem, p, tid)
                        {
                            self.escape_value(mem, tid, reg!($val));
                        }
                    }
                    None => fault!(p, $n, true),
                }
            }};
        }
        loop {
            if budget == 0 {
                leave!(Action::OutOfFuel);
            }
            if pause_each && (step_started || budget != start) {
                leave!(Action::Yield);
            }
            budget -= 1;
            // SAFETY: verification guarantees every function ends in a terminator and every
            // branch target is in range, so `pc` is always a valid index.
            let op = unsafe { code.get_unchecked(pc) };
            pc += 1;
            match op {
                &Op::Nop {} => {}
                &Op::Jump { target } => {
                    pc = target as usize;
                    if pause_block {
                        leave!(Action::Yield);
                    }
                }
                &Op::BrIf { cond, t, f } => {
                    pc = if reg!(cond) & 1 != 0 { t } else { f } as usize;
                    if pause_block {
                        leave!(Action::Yield);
                    }
                }
                &Op::BrICmp {
                    a,
                    b,
                    pred,
                    w,
                    t,
                    f,
                } => {
                    pc = if icmp(pred, reg!(a), reg!(b), w) {
                        t
                    } else {
                        f
                    } as usize;
                    if pause_block {
                        leave!(Action::Yield);
                    }
                }
                &Op::Switch { val, table } => {
                    pc = match &func.switches[table as usize] {
                        SwitchTable::Dense {
                            min,
                            targets,
                            default,
                        } => {
                            let k = reg!(val).wrapping_sub(*min);
                            if k < targets.len() as u64 {
                                targets[k as usize]
                            } else {
                                *default
                            }
                        }
                        SwitchTable::Sparse { cases, default } => {
                            let v = reg!(val);
                            match cases.binary_search_by_key(&v, |c| c.0) {
                                Ok(i) => cases[i].1,
                                Err(_) => *default,
                            }
                        }
                        SwitchTable::Wide { cases, default } => {
                            let v = (reg!(val), r[val.i() + 1]);
                            cases
                                .iter()
                                .find(|c| c.0 == v)
                                .map(|c| c.1)
                                .unwrap_or(*default)
                        }
                    } as usize;
                    if pause_block {
                        leave!(Action::Yield);
                    }
                }
                &Op::IndirectBr { addr, table } => {
                    let (id, off) = codec.decode(reg!(addr));
                    let target = (id == BLOCKADDR_ID)
                        .then(|| prog.block_addrs.get(off as usize))
                        .flatten()
                        .filter(|(f, _)| *f == fidx)
                        .and_then(|(_, bpc)| {
                            func.indirect[table as usize]
                                .chunks_exact(2)
                                .find(|c| c[0] == *bpc)
                                .map(|c| c[1])
                        });
                    match target {
                        Some(t) => {
                            pc = t as usize;
                            if pause_block {
                                leave!(Action::Yield);
                            }
                        }
                        None => leave!(Action::Violation(
                            ViolationKind::InvalidDereference,
                            "indirectbr to an address that is not one of its destinations".into()
                        )),
                    }
                }
                &Op::Ret { val, n } => {
                    if th.frames.len() == 1 {
                        // The thread's exit frees its stack: a visible event when other
                        // threads can reach some of it, as is the end of the program.
                        let a = self.exit_access(mem, &th.allocas, tid, exiting);
                        if pause_shared && a == Access::ALL {
                            pause_before!();
                        }
                        if superstep {
                            // Otherwise a thread's exit depends only on joins of it, whose
                            // threads cannot run before it: it never ends a superstep early.
                            if a == Access::ALL {
                                sup_test!(a);
                            } else {
                                let opno = op_number!();
                                if let Some(sup) = ctl.sup.as_mut() {
                                    sup.record(a, opno);
                                }
                            }
                        }
                        leave!(Action::Ret { val, n });
                    }
                    // Freeing stack objects other threads can see is a visible event.
                    if pause_shared || superstep {
                        let mark = th.frames.last().expect("frame").alloca_mark as usize;
                        if mem.any_escaped(&th.allocas[mark..]) {
                            pause_before!();
                            sup_test!(Access::ALL);
                        }
                    }
                    // Return to the caller without leaving the loop.
                    let fr = th.frames.pop().expect("frame");
                    if fr.atomic {
                        th.atomic = th.atomic.saturating_sub(1);
                    }
                    let caller = *th.frames.last().expect("caller");
                    let m = usize::from(n.min(fr.ret_n));
                    let cbase = caller.base as usize;
                    let (from, to) = (base + val.i(), cbase + usize::from(fr.ret_dst));
                    if m == 1 {
                        th.regs[to] = th.regs[from];
                    } else {
                        th.regs.copy_within(from..from + m, to);
                    }
                    while th.allocas.len() > fr.alloca_mark as usize {
                        if let Some(id) = th.allocas.pop() {
                            th.stack_bytes = th
                                .stack_bytes
                                .saturating_sub(u64::from(mem.objs[id as usize].cap));
                            mem.release(id, ObjKind::DeadStack);
                        }
                    }
                    fidx = caller.func;
                    func = &prog.funcs[fidx as usize];
                    code = &func.code[..];
                    base = cbase;
                    pc = caller.pc as usize;
                    r = &mut th.regs[base..base + func.nregs as usize];
                    if pause_block
                        || (fr.atomic && th.atomic == 0 && ctl.gran != Granularity::Unlimited)
                    {
                        leave!(Action::Yield);
                    }
                }
                &Op::Unreachable {} => leave!(Action::Violation(
                    ViolationKind::Unreachable,
                    "'unreachable' executed (e.g. the end of a non-void function without return, \
                     or __builtin_unreachable)"
                        .into()
                )),
                &Op::Trap {} => leave!(Action::Violation(
                    ViolationKind::Trap,
                    "llvm.trap executed (__builtin_trap or a compiler-inserted check)".into()
                )),
                &Op::Mov { dst, src } => reg!(dst) = reg!(src),
                &Op::MovN { dst, src, n } => {
                    r.copy_within(src.i()..src.i() + usize::from(n), dst.i())
                }
                &Op::Imm { dst, imm } => reg!(dst) = imm,
                &Op::Add64 { dst, a, b } => reg!(dst) = reg!(a).wrapping_add(reg!(b)),
                &Op::Sub64 { dst, a, b } => reg!(dst) = reg!(a).wrapping_sub(reg!(b)),
                &Op::Mul64 { dst, a, b } => reg!(dst) = reg!(a).wrapping_mul(reg!(b)),
                &Op::Add32 { dst, a, b } => {
                    reg!(dst) = u64::from((reg!(a) as u32).wrapping_add(reg!(b) as u32))
                }
                &Op::Sub32 { dst, a, b } => {
                    reg!(dst) = u64::from((reg!(a) as u32).wrapping_sub(reg!(b) as u32))
                }
                &Op::Mul32 { dst, a, b } => {
                    reg!(dst) = u64::from((reg!(a) as u32).wrapping_mul(reg!(b) as u32))
                }
                &Op::And { dst, a, b } => reg!(dst) = reg!(a) & reg!(b),
                &Op::Or { dst, a, b } => reg!(dst) = reg!(a) | reg!(b),
                &Op::Xor { dst, a, b } => reg!(dst) = reg!(a) ^ reg!(b),
                &Op::IntOp { dst, a, b, op, w } => match int_op(op, reg!(a), reg!(b), w) {
                    Ok(v) => reg!(dst) = v,
                    Err(e) => leave!(div_violation(e)),
                },
                &Op::ICmp { dst, a, b, pred, w } => {
                    reg!(dst) = u64::from(icmp(pred, reg!(a), reg!(b), w))
                }
                &Op::WideOp { dst, a, b, op, w } if w <= 128 => {
                    let x = read128(r, a.i(), w);
                    let y = read128(r, b.i(), w);
                    match wide_op(op, x, y, w as u8) {
                        Ok(v) => write128(r, dst.i(), w, v),
                        Err(e) => leave!(div_violation(e)),
                    }
                }
                &Op::WideOp { dst, a, b, op, w } => {
                    if let Err(e) = bigint::op_regs(r, op, dst.i(), a.i(), b.i(), w) {
                        leave!(div_violation(e));
                    }
                }
                &Op::WideCmp { dst, a, b, pred, w } if w <= 128 => {
                    let x = read128(r, a.i(), w);
                    let y = read128(r, b.i(), w);
                    reg!(dst) = u64::from(wide_cmp(pred, x, y, w as u8));
                }
                &Op::WideCmp { dst, a, b, pred, w } => {
                    reg!(dst) = u64::from(bigint::cmp_regs(r, pred, a.i(), b.i(), w));
                }
                &Op::WideCast {
                    dst,
                    src,
                    from,
                    to,
                    signed,
                } if from <= 128 && to <= 128 => {
                    let x = read128(r, src.i(), from);
                    write128(r, dst.i(), to, wide_cast(x, from as u8, to as u8, signed));
                }
                &Op::WideCast {
                    dst,
                    src,
                    from,
                    to,
                    signed,
                } => bigint::cast_regs(r, dst.i(), src.i(), from, to, signed),
                &Op::Trunc { dst, src, w } => reg!(dst) = mask(reg!(src), w),
                &Op::SExt { dst, src, from, to } => {
                    reg!(dst) = mask(sext(reg!(src), from) as u64, to)
                }
                &Op::FCast {
                    dst,
                    src,
                    kind,
                    from,
                    to,
                    w,
                } => reg!(dst) = fcast(kind, reg!(src), from, to, w),
                &Op::Select { dst, c, a, b } => {
                    reg!(dst) = if reg!(c) & 1 != 0 { reg!(a) } else { reg!(b) }
                }
                &Op::SelectN { dst, c, a, b, n } => {
                    let s = if reg!(c) & 1 != 0 { a } else { b };
                    r.copy_within(s.i()..s.i() + usize::from(n), dst.i());
                }
                &Op::FBin { dst, a, b, op, ty } => reg!(dst) = fbin(op, reg!(a), reg!(b), ty),
                &Op::FUn { dst, a, op, ty } => reg!(dst) = fun(op, reg!(a), ty),
                &Op::FCmp {
                    dst,
                    a,
                    b,
                    pred,
                    ty,
                } => reg!(dst) = u64::from(fcmp(pred, reg!(a), reg!(b), ty)),
                &Op::Fma {
                    dst,
                    a,
                    b,
                    c,
                    ty,
                    fused,
                } => reg!(dst) = fma(reg!(a), reg!(b), reg!(c), ty, fused),
                &Op::XBin { dst, a, b, op, ty } => {
                    let v = xfloat::xbin(op, read128(r, a.i(), 128), read128(r, b.i(), 128), ty);
                    write128(r, dst.i(), 128, v);
                }
                &Op::XUn { dst, a, op, ty } => {
                    let v = xfloat::xun(op, read128(r, a.i(), 128), ty);
                    write128(r, dst.i(), 128, v);
                }
                &Op::XCmp {
                    dst,
                    a,
                    b,
                    pred,
                    ty,
                } => {
                    let v = xfloat::xcmp(pred, read128(r, a.i(), 128), read128(r, b.i(), 128), ty);
                    reg!(dst) = u64::from(v);
                }
                &Op::XCast {
                    dst,
                    src,
                    kind,
                    from,
                    to,
                    w,
                } => {
                    let ext = |t: FTy| matches!(t, FTy::X87 | FTy::Quad);
                    let wide_in =
                        ext(from) || (matches!(kind, FCastKind::UToF | FCastKind::SToF) && w > 64);
                    let wide_out =
                        ext(to) || (matches!(kind, FCastKind::FToS | FCastKind::FToU) && w > 64);
                    let x = read128(r, src.i(), if wide_in { 128 } else { 64 });
                    let v = xfloat::xcast(kind, x, from, to, w);
                    write128(r, dst.i(), if wide_out { 128 } else { 64 }, v);
                }
                &Op::XFma {
                    dst,
                    a,
                    b,
                    c,
                    ty,
                    fused,
                } => {
                    let v = xfloat::xfma(
                        read128(r, a.i(), 128),
                        read128(r, b.i(), 128),
                        read128(r, c.i(), 128),
                        ty,
                        fused,
                    );
                    write128(r, dst.i(), 128, v);
                }
                &Op::Load1 { dst, ptr, off } => load!(dst, ptr, off, 1, u8),
                &Op::Load2 { dst, ptr, off } => load!(dst, ptr, off, 2, u16),
                &Op::Load4 { dst, ptr, off } => load!(dst, ptr, off, 4, u32),
                &Op::Load8 { dst, ptr, off } => load!(dst, ptr, off, 8, u64),
                &Op::Store1 { val, ptr, off } => store!(val, ptr, off, 1, u8),
                &Op::Store2 { val, ptr, off } => store!(val, ptr, off, 2, u16),
                &Op::Store4 { val, ptr, off } => store!(val, ptr, off, 4, u32),
                &Op::Store8 { val, ptr, off } => store!(val, ptr, off, 8, u64),
                &Op::LoadN { dst, ptr, size } => {
                    let p = reg!(ptr);
                    visible!(p, size, false);
                    let n = size as usize;
                    match mem.index(p, u64::from(size)) {
                        Some(i) => {
                            uninit_read!(i, n);
                            let slots = n.div_ceil(8);
                            let d = &mut r[dst.i()..dst.i() + slots];
                            d.fill(0);
                            as_bytes_mut(d)[..n].copy_from_slice(&mem.bytes[i..i + n]);
                        }
                        None => fault!(p, u64::from(size), false),
                    }
                }
                &Op::StoreN { val, ptr, size } => {
                    let p = reg!(ptr);
                    visible!(p, size, true);
                    let n = size as usize;
                    match mem.index_w(p, u64::from(size)) {
                        Some(i) => {
                            let slots = n.div_ceil(8);
                            let s = as_bytes(&r[val.i()..val.i() + slots]);
                            mem.bytes[i..i + n].copy_from_slice(&s[..n]);
                            if track && self.is_shared(mem, p, tid) {
                                self.escape_range(mem, tid, p, i, n);
                            }
                        }
                        None => fault!(p, u64::from(size), true),
                    }
                }
                &Op::Alloca {
                    dst,
                    size,
                    align: _,
                } => {
                    if th.stack_bytes + u64::from(size) > self.cfg.max_stack_bytes {
                        leave!(self.stack_exhausted(th.stack_bytes, u64::from(size)));
                    }
                    match mem.alloc(ObjKind::Stack, u64::from(size), tid as u16) {
                        Ok(id) => {
                            th.allocas.push(id);
                            th.stack_bytes += u64::from(size);
                            reg!(dst) = codec.encode(id, 0);
                        }
                        Err(k) => leave!(Action::Violation(
                            ViolationKind::of_fault(k),
                            format!("cannot allocate a stack object of {size} bytes")
                        )),
                    }
                }
                &Op::AllocaDyn {
                    dst,
                    count,
                    elem,
                    w,
                } => {
                    let n = mask(reg!(count), w);
                    let size = n.saturating_mul(u64::from(elem));
                    if th.stack_bytes.saturating_add(size) > self.cfg.max_stack_bytes {
                        leave!(self.stack_exhausted(th.stack_bytes, size));
                    }
                    match mem.alloc(ObjKind::Stack, size, tid as u16) {
                        Ok(id) => {
                            th.allocas.push(id);
                            th.stack_bytes += size;
                            reg!(dst) = codec.encode(id, 0);
                        }
                        Err(k) => leave!(Action::Violation(
                            ViolationKind::of_fault(k),
                            format!("cannot allocate a stack object of {size} bytes")
                        )),
                    }
                }
                &Op::PtrAdd { dst, base, off } => {
                    reg!(dst) = reg!(base).wrapping_add(off as u64) & pmask
                }
                &Op::PtrIdx {
                    dst,
                    base,
                    idx,
                    scale,
                    w,
                } => {
                    let i = sext(reg!(idx), w);
                    reg!(dst) =
                        reg!(base).wrapping_add(i.wrapping_mul(i64::from(scale)) as u64) & pmask
                }
                &Op::MemCpy { dst, src, len } | &Op::MemMove { dst, src, len } => {
                    let (d, s, n) = (reg!(dst), reg!(src), reg!(len));
                    if n > 0 {
                        visible!(s, n, false);
                        visible!(d, n, true);
                        let si = match mem.index(s, n) {
                            Some(i) => i,
                            None => fault!(s, n, false),
                        };
                        let di = match mem.index_w(d, n) {
                            Some(i) => i,
                            None => fault!(d, n, true),
                        };
                        if matches!(op, Op::MemCpy { .. })
                            && si < di + n as usize
                            && di < si + n as usize
                            && si != di
                        {
                            leave!(Action::Fault(Fault {
                                kind: FaultKind::Overlap,
                                ptr: d,
                                len: n,
                                write: true,
                                msg: format!("memcpy of {n} bytes between overlapping ranges"),
                            }));
                        }
                        mem.bytes.copy_within(si..si + n as usize, di);
                        mem.copied(si, di, n as usize);
                        if track && self.is_shared(mem, d, tid) {
                            self.escape_range(mem, tid, d, di, n as usize);
                        }
                    }
                }
                &Op::MemSet { dst, val, len } => {
                    let (d, n) = (reg!(dst), reg!(len));
                    if n > 0 {
                        visible!(d, n, true);
                        match mem.index_w(d, n) {
                            Some(i) => mem.bytes[i..i + n as usize].fill(reg!(val) as u8),
                            None => fault!(d, n, true),
                        }
                    }
                }
                &Op::AtomicRmw {
                    dst,
                    ptr,
                    val,
                    op,
                    size,
                } => {
                    let p = reg!(ptr);
                    visible!(p, size, true);
                    let n = usize::from(size);
                    match mem.index_w(p, u64::from(size)) {
                        Some(i) => {
                            let old = le(&mem.bytes[i..i + n]);
                            let new = rmw(op, old, reg!(val), size);
                            mem.bytes[i..i + n].copy_from_slice(&new.to_le_bytes()[..n]);
                            reg!(dst) = old;
                            if track && self.is_shared(mem, p, tid) {
                                self.escape_value(mem, tid, new);
                            }
                        }
                        None => fault!(p, u64::from(size), true),
                    }
                }
                &Op::CmpXchg {
                    dst,
                    ptr,
                    cmp,
                    new,
                    size,
                } => {
                    let p = reg!(ptr);
                    visible!(p, size, true);
                    let n = usize::from(size);
                    match mem.index_w(p, u64::from(size)) {
                        Some(i) => {
                            let old = le(&mem.bytes[i..i + n]);
                            let eq = old == mask(reg!(cmp), size * 8);
                            if eq {
                                let v = reg!(new);
                                mem.bytes[i..i + n].copy_from_slice(&v.to_le_bytes()[..n]);
                                if track && self.is_shared(mem, p, tid) {
                                    self.escape_value(mem, tid, v);
                                }
                            }
                            if n < 8 {
                                reg!(dst) = old | (u64::from(eq) << (n * 8));
                            } else {
                                reg!(dst) = old;
                                r[dst.i() + 1] = u64::from(eq);
                            }
                        }
                        None => fault!(p, u64::from(size), true),
                    }
                }
                &Op::LifetimeStart { ptr } | &Op::LifetimeEnd { ptr } => {
                    // Ending (or starting again) the lifetime of an object other threads
                    // can reach changes what their accesses to it do.
                    if (pause_shared || superstep)
                        && let Some(a) = self.lifetime_access(mem, reg!(ptr))
                    {
                        pause_before!();
                        sup_test!(a);
                    }
                    let id = codec.decode(reg!(ptr)).0 as usize;
                    if let Some(o) = mem.objs.get_mut(id)
                        && o.kind == ObjKind::Stack
                    {
                        if matches!(op, Op::LifetimeStart { .. }) {
                            o.flags &= !flags::LIFETIME_DEAD;
                            o.size = o.cap;
                        } else {
                            o.flags |= flags::LIFETIME_DEAD;
                            o.size = 0;
                            let (b, c) = (o.base as usize, o.cap as usize);
                            mem.bytes[b..b + c].fill(0);
                        }
                    }
                }
                &Op::StackSave { dst } => reg!(dst) = th.allocas.len() as u64,
                &Op::StackRestore { src } => {
                    let mark = th.frames.last().expect("frame").alloca_mark as usize;
                    let keep = (reg!(src) as usize).max(mark);
                    // Freeing stack objects other threads can see is a visible event.
                    if (pause_shared || superstep)
                        && mem.any_escaped(th.allocas.get(keep..).unwrap_or_default())
                    {
                        pause_before!();
                        sup_test!(Access::ALL);
                    }
                    while th.allocas.len() > keep {
                        if let Some(id) = th.allocas.pop() {
                            th.stack_bytes = th
                                .stack_bytes
                                .saturating_sub(u64::from(mem.objs[id as usize].cap));
                            mem.release(id, ObjKind::DeadStack);
                        }
                    }
                }
                &Op::VaStart { list } => {
                    let p = reg!(list);
                    visible!(p, 24, true);
                    let area = codec.encode(th.frames.last().expect("frame").va, 0);
                    let res = match prog.target {
                        Target::X86_64 => mem.write(p, 24).map(|b| {
                            b[0..4].copy_from_slice(&48u32.to_le_bytes());
                            b[4..8].copy_from_slice(&176u32.to_le_bytes());
                            b[8..16].copy_from_slice(&area.to_le_bytes());
                            b[16..24].fill(0);
                        }),
                        Target::I386 => mem.write_uint(p, 4, area),
                        Target::Other => leave!(Action::Violation(
                            ViolationKind::LibraryMisuse,
                            "va_start is only supported for x86-64 and i386 targets".into()
                        )),
                    };
                    if let Err(f) = res {
                        leave!(Action::Fault(f));
                    }
                }
                &Op::VaCopy { dst, src } => {
                    let n = if prog.target == Target::I386 { 4 } else { 24 };
                    let (d, s) = (reg!(dst), reg!(src));
                    visible!(s, n, false);
                    visible!(d, n, true);
                    let si = match mem.index(s, n) {
                        Some(i) => i,
                        None => fault!(s, n, false),
                    };
                    let di = match mem.index_w(d, n) {
                        Some(i) => i,
                        None => fault!(d, n, true),
                    };
                    mem.bytes.copy_within(si..si + n as usize, di);
                    mem.copied(si, di, n as usize);
                }
                &Op::TlsAddr { dst, global } => {
                    let ix = self.tls_index[global as usize] as usize;
                    reg!(dst) = codec.encode(th.tls[ix], 0);
                }
                &Op::Call {
                    dst,
                    func: callee,
                    site,
                } => {
                    let cf = &prog.funcs[callee as usize];
                    let cs = &func.sites[site as usize];
                    if cf.slow_call
                        || cs.has_byval
                        || (cf.varargs && cs.args.len() > cf.params.len())
                        || th.frames.len() >= self.cfg.max_frames
                    {
                        // An atomic section is a step of its own: it does not join the step
                        // of the shared access before it (atomic functions are always
                        // `slow_call`, so the fast path below never needs this test).
                        if prog.atomic_funcs[callee as usize] {
                            pause_before!();
                            if superstep {
                                sup_gate!();
                            }
                        }
                        leave!(Action::Call {
                            func: callee,
                            site,
                            dst
                        });
                    }
                    // Enter the callee without leaving the loop.
                    th.frames.last_mut().expect("frame").pc = pc as u32;
                    // The callee's frame starts where this one ends. Its value registers
                    // keep whatever an earlier frame left there: SSA form guarantees every
                    // value is written before it is read (states are canonicalised by zeroing
                    // dead registers when they are hashed, not here).
                    let nb = base + func.nregs as usize;
                    th.ensure_regs(nb + cf.nregs as usize);
                    let ca = nb + cf.consts_at as usize;
                    th.regs[ca..ca + cf.consts.len()].copy_from_slice(&cf.consts);
                    for (a, &(preg, pn)) in cs.args.iter().zip(&cf.params) {
                        let from = base + a.reg.i();
                        let to = nb + preg.i();
                        if pn == 1 && a.slots >= 1 {
                            th.regs[to] = th.regs[from];
                        } else {
                            let n = usize::from(pn.min(a.slots));
                            th.regs.copy_within(from..from + n, to);
                        }
                    }
                    th.frames.push(Frame {
                        func: callee,
                        pc: 0,
                        base: nb as u32,
                        alloca_mark: th.allocas.len() as u32,
                        va: 0,
                        ret_dst: dst.0,
                        ret_n: cs.ret_slots,
                        atomic: false,
                    });
                    fidx = callee;
                    func = cf;
                    code = &func.code[..];
                    base = nb;
                    pc = 0;
                    r = &mut th.regs[base..base + func.nregs as usize];
                    if pause_block {
                        leave!(Action::Yield);
                    }
                }
                &Op::CallInd { dst, fptr, site } => {
                    let (id, off) = codec.decode(reg!(fptr));
                    if id != CODE_ID || off >= prog.funcs.len() as u64 {
                        let p = reg!(fptr);
                        leave!(Action::Violation(
                            ViolationKind::BadFunctionPointer,
                            if p == 0 {
                                "call through a null function pointer".to_string()
                            } else {
                                format!("call through {p:#x}, which is not a function")
                            }
                        ));
                    }
                    let f = off as u32;
                    if let Some(b) = prog.funcs[f as usize].stub {
                        sync_point!(self.builtin_access(b, func, site, r));
                    }
                    // An atomic section called through a pointer, as in `Op::Call`.
                    if prog.atomic_funcs[f as usize] {
                        pause_before!();
                        if superstep {
                            sup_gate!();
                        }
                    }
                    match prog.funcs[f as usize].stub {
                        Some(b) => leave!(Action::Builtin {
                            b,
                            site,
                            dst,
                            at: (pc - 1) as u32
                        }),
                        None => leave!(Action::Call { func: f, site, dst }),
                    }
                }
                &Op::Builtin { dst, id, site } => {
                    let b = crate::bytecode::Builtin::from_id(id).expect("valid builtin id");
                    if superstep && b == crate::bytecode::Builtin::AtomicBegin {
                        sup_gate!();
                    } else {
                        sync_point!(self.builtin_access(b, func, site, r));
                    }
                    leave!(Action::Builtin {
                        b,
                        site,
                        dst,
                        at: (pc - 1) as u32
                    });
                }
                &Op::Extract {
                    dst,
                    src,
                    off,
                    size,
                } => {
                    let n = usize::from(size);
                    let slots = n.div_ceil(8).max(1);
                    let mut tmp = [0u8; 64];
                    let off = off as usize;
                    if n <= 64 {
                        tmp[..n].copy_from_slice(
                            &as_bytes(r)[src.i() * 8 + off..src.i() * 8 + off + n],
                        );
                        let d = &mut r[dst.i()..dst.i() + slots];
                        d.fill(0);
                        as_bytes_mut(d)[..n].copy_from_slice(&tmp[..n]);
                    } else {
                        let v = as_bytes(r)[src.i() * 8 + off..src.i() * 8 + off + n].to_vec();
                        let d = &mut r[dst.i()..dst.i() + slots];
                        d.fill(0);
                        as_bytes_mut(d)[..n].copy_from_slice(&v);
                    }
                }
                &Op::Insert {
                    dst,
                    agg,
                    val,
                    off,
                    size,
                    n,
                } => {
                    if dst != agg {
                        r.copy_within(agg.i()..agg.i() + usize::from(n), dst.i());
                    }
                    let sz = usize::from(size);
                    let at = dst.i() * 8 + off as usize;
                    let from = val.i() * 8;
                    // The value and the aggregate are different registers (SSA), but copy
                    // through a buffer in case a value overlaps its own destination.
                    if sz <= 64 {
                        let mut tmp = [0u8; 64];
                        tmp[..sz].copy_from_slice(&as_bytes(r)[from..from + sz]);
                        as_bytes_mut(r)[at..at + sz].copy_from_slice(&tmp[..sz]);
                    } else {
                        as_bytes_mut(r).copy_within(from..from + sz, at);
                    }
                }
                &Op::Vector { dst, a, b, c, spec } => {
                    if let Err(e) = vector::exec(&func.vecs[spec as usize], r, dst, a, b, c) {
                        leave!(e);
                    }
                }
                &Op::Bits { dst, a, op, w } => reg!(dst) = bits(op, reg!(a), w),
                &Op::MinMax { dst, a, b, op, w } => reg!(dst) = minmax(op, reg!(a), reg!(b), w),
                &Op::Overflow { dst, a, b, op, w } if w > 64 => {
                    let x = read128(r, a.i(), w.into());
                    let y = read128(r, b.i(), w.into());
                    let (v, o) = wide_overflow(op, x, y, w);
                    write128(r, dst.i(), 128, v);
                    r[dst.i() + 2] = u64::from(o);
                }
                &Op::Overflow { dst, a, b, op, w } => {
                    let (v, o) = overflow(op, reg!(a), reg!(b), w);
                    let off = u32::from(w.div_ceil(8)).next_power_of_two();
                    if off < 8 {
                        reg!(dst) = v | (u64::from(o) << (off * 8));
                    } else {
                        reg!(dst) = v;
                        r[dst.i() + 1] = u64::from(o);
                    }
                }
                &Op::Funnel {
                    dst,
                    a,
                    b,
                    c,
                    w,
                    left,
                } => reg!(dst) = funnel(reg!(a), reg!(b), reg!(c), w, left),
            }
        }
    }
}
