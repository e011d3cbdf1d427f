//! The interpreter: executes a thread's ops until something needs the whole machine (a
//! call on the general path, a builtin, the thread's last return) or the thread stops (exit,
//! violation, fuel exhausted, the end of a step).
//!
//! [`Vm::run_ctl`] is the outer loop: it runs the inner loop (`Executor::execute`) and
//! handles the action it ends with, with full access to the state. The executor holds the
//! loop's state (the thread, memory, the step's stop rules and the current frame's
//! function, registers and pc) and dispatches each op, with one `match`, to a method of
//! its category, in the submodules:
//!
//! - `arith`: integer, wide-integer and floating-point arithmetic, compares, casts,
//!   selects, aggregates and vectors;
//! - `memory`: loads and stores, `memcpy`/`memset`/`memmove`, `va_start`/`va_copy`,
//!   pointer arithmetic, lifetimes, and escape tracking;
//! - `atomic`: atomic read-modify-write and compare-exchange;
//! - `control`: branches, calls and returns;
//! - `frame`: entering and leaving frames (every frame entry goes through
//!   `Vm::enter_frame`), stack objects and variadic argument areas;
//! - `builtin`: calls of natively implemented library functions ([`super::builtins`]);
//! - `gate`: where a step stops: the step granularities and the superstep tests
//!   ([`super::superstep`]) before shared accesses and synchronisation points.

mod arith;
mod atomic;
mod builtin;
mod control;
mod frame;
mod gate;
mod handles;
mod memory;
pub(crate) mod sym;
pub(crate) mod weak;

use super::error::*;
use super::memory::{Fault, Memory};
use super::state::*;
use super::superstep::Superstep;
use super::{Env, Event, Granularity, Vm};
use crate::bytecode::op::*;
use crate::bytecode::program::*;
use std::convert::Infallible;
use std::sync::Arc;

pub(crate) use builtin::BuiltinCall;
pub(crate) use frame::free_stack_objects;

#[cfg(not(target_endian = "little"))]
compile_error!("pancam's VM assumes a little-endian host");

/// Something the inner loop hands to the outer loop.
pub(crate) enum Action {
    /// Stop the step here (granularity); the pc is where the thread continues.
    Yield,
    /// A call that takes the general path ([`Vm::call`]).
    Call {
        func: u32,
        site: u32,
        dst: R,
    },
    /// A builtin to run ([`Vm::run_builtin`]).
    Builtin(BuiltinCall),
    /// The return from the thread's start function ([`Vm::ret`]).
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
    /// A lazy nondeterministic value with too many values left must be concrete here: the
    /// path is cut (the search is incomplete), for this reason.
    SymCut(String),
    /// A data race found under RC11 ([`weak`]).
    Race(Box<weak::RaceReport>),
    /// The interpreter cannot go on (an unsupported construct met at run time).
    Failure(String),
    /// The inner loop must start again (the thread got its first marked register in the
    /// fast loop, which does not follow marks: [`handles`]); the op ran.
    Resume,
}

/// What an op method returns: `Err` ends the inner loop, whose action is then in
/// [`Executor::out`] ([`Executor::stop`]).
type Step = Result<(), Stop>;

/// The inner loop ends (see [`Step`]).
struct Stop;

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
        let weak_before = st.mem.weak.clone();
        if self.cfg.track_handles {
            crate::vm::handles::take_observed();
        }
        let mut out = self.run_step(st, tid, gran, choice, max_ops, sup, env);
        if let Some(th) = st.threads.get(tid)
            && !th.sym.is_empty()
        {
            // Between steps, every mark of a lazy value is on a live register.
            self.drop_dead_marks(&mut st.threads[tid]);
        }
        if self.cfg.track_handles {
            if let Some(why) = crate::vm::handles::take_observed()
                && !matches!(&out.0, Event::Violation(_) | Event::Failure(_))
            {
                // A write or copy over part of a handle, a start function returning one.
                out.0 = self.identity_event_at(st, tid, why);
            }
            if let Some(th) = st.threads.get(tid)
                && !th.hregs.is_empty()
            {
                self.drop_dead_hmarks(&mut st.threads[tid]);
            }
        }
        // The weak state is normalised when the step changed it.
        if let Some(w) = &st.mem.weak
            && !weak_before.as_ref().is_some_and(|b| Arc::ptr_eq(b, w))
        {
            drop(weak_before);
            self.weak_end_step(st, env);
        }
        out
    }

    /// [`Vm::step`] without the end of a step under a weak model: the RC11 state is left
    /// as the step made it, not normalised (timestamps as they were before the step), so
    /// that a caller can compare it with the state the step started from (the spin-loop
    /// reduction, `model::CProgram::spin_iteration`). Not a move of the search.
    pub(crate) fn step_raw(
        &self,
        st: &mut State,
        tid: usize,
        gran: Granularity,
        choice: Option<u64>,
        max_ops: u64,
        env: &mut dyn Env,
    ) -> (Event, u64) {
        let (ev, ops, _) = self.run_step(st, tid, gran, choice, max_ops, None, env);
        (ev, ops)
    }

    /// The body of [`Self::step_sup`].
    #[allow(clippy::too_many_arguments)]
    fn run_step(
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
        th.split_sizes = None;
        if let Some(s) = th.sym_pick.take() {
            // The value the explorer picked for a lazy value the thread needs concrete.
            self.sym_pick(st, tid, s);
        }
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
            let mut action = Action::Yield;
            self.inner(st, tid, fuel, ctl, &mut action);
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
                Action::Builtin(call) => {
                    let ev = if st.mem.sym.is_some() {
                        self.run_builtin_sym(st, tid, call, env, ctl)
                    } else {
                        self.run_builtin(st, tid, call, env, ctl)
                    };
                    if let Some(e) = ev {
                        return e;
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
                Action::Race(r) => return self.race_violation(st, tid, &r),
                Action::Failure(m) => return self.failure(st, tid, m),
                Action::OutOfFuel => return Event::OutOfFuel,
                Action::Resume => {}
                Action::Choice(c) => return Event::Choice(c),
                Action::SymCut(why) => {
                    // The op is not executed: the pc stands at it.
                    let mut at = self.stack_of(st, tid);
                    if let (Some(p), Some(f)) = (at.first_mut(), st.threads[tid].frames.last()) {
                        p.pc = f.pc;
                    }
                    env.sym_cut(why, at);
                    return Event::AssumeFailed;
                }
            }
        }
    }

    /// The call stack of thread `tid`, innermost first. The innermost position is the op
    /// that was executing (the pc was already advanced past it).
    pub fn stack_of(&self, st: &State, tid: usize) -> Vec<CodePos> {
        let frames = st.threads[tid].frame_list();
        frames
            .iter()
            .rev()
            .map(|(f, _)| CodePos {
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

    /// Runs ops of the current frame of `tid` until an [`Action`] is needed, which goes to
    /// `out`. Not inlined: the loop writes its action to memory where it ends, so that no
    /// action value has to be carried through the loop.
    #[inline(never)]
    fn inner(
        &self,
        st: &mut State,
        tid: usize,
        fuel: &mut u64,
        ctl: &mut StepCtl,
        out: &mut Action,
    ) {
        let mut ex = Executor::new(self, st, tid, *fuel, ctl, out);
        ex.execute();
        *fuel = ex.budget;
    }
}

/// The registers of the executor's current frame, `th.regs[base..base + nregs]`, held as a
/// raw pointer so that the executor can hold them beside the thread that owns them.
///
/// The pointer is valid while the thread's register file is neither reallocated nor
/// borrowed: the executor touches `th.regs` only through [`Vm::enter_frame`] and
/// [`frame::leave_frame`], and calls [`Executor::switch_to`], which makes a new `Regs`,
/// after each.
struct Regs {
    ptr: *mut u64,
    len: usize,
}

impl Regs {
    /// Register `x`, without a bounds check: `bytecode::verify` guarantees that every
    /// register operand of every op is below its function's frame size, `len`.
    #[inline(always)]
    fn get(&self, x: R) -> u64 {
        debug_assert!(x.i() < self.len);
        // SAFETY: see above and the type's documentation.
        unsafe { *self.ptr.add(x.i()) }
    }

    /// Sets register `x` (unchecked, as [`Regs::get`]).
    #[inline(always)]
    fn set(&mut self, x: R, v: u64) {
        debug_assert!(x.i() < self.len);
        // SAFETY: as in `get`.
        unsafe { *self.ptr.add(x.i()) = v }
    }

    /// All registers of the frame.
    #[inline(always)]
    fn all(&mut self) -> &mut [u64] {
        // SAFETY: the pointer and length describe the frame's registers (see the type).
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.len) }
    }
}

/// The state of the inner loop: the thread it runs, memory, the step's stop rules, the op
/// budget, and the current frame (function, registers, pc) cached.
struct Executor<'e, 'p> {
    vm: &'e Vm<'p>,
    mem: &'e mut Memory,
    th: &'e mut Thread,
    /// The other threads (before and after `tid`): where a checking-mode allocation looks
    /// for pointers to freed objects besides memory ([`Memory::alloc`]).
    others: [&'e [ThreadRef]; 2],
    ctl: &'e mut StepCtl,
    /// Where the action the loop ends with goes.
    out: &'e mut Action,
    tid: usize,
    /// `exit` is running its handlers ([`State::exiting`]).
    exiting: bool,
    /// The current frame's function index, function and code.
    fidx: u32,
    func: &'p Func,
    code: &'p [Op],
    /// The current frame's first register in the thread's register file.
    base: usize,
    /// The current frame's registers.
    r: Regs,
    /// The next op.
    pc: usize,
    /// Ops this run may still execute; `start` is what it started with.
    budget: u64,
    start: u64,
    /// Ops ran in this step before this run.
    step_started: bool,
    /// Not in an atomic section: the step granularity applies.
    free: bool,
    /// Stop before every op ([`Granularity::Instruction`]).
    pause_each: bool,
    /// Stop after every branch, call and return.
    pause_block: bool,
    /// Stop before a shared access or a synchronisation point. Block steps do too: a block
    /// is not atomic.
    pause_shared: bool,
    /// Superstep tables are computed ([`StepCtl::sup`]).
    superstep: bool,
    /// Escape tracking ([`StepCtl::track_escape`]).
    track: bool,
    /// The state has lazy nondeterministic values: each op goes through `sym_pre`.
    sym: bool,
    /// A weak memory model is on: memory ops go through [`weak`].
    weak: bool,
    /// What `sym_post` does after the op.
    /// (Boxed on first use: an executor is made per run of the loop, and most never need
    /// it.)
    post: Option<Box<sym::SymPost>>,
    /// Some memory cell holds a thread handle: loads look ([`handles`]).
    hnd_mem: bool,
    /// The thread has marked registers: each op goes through `hnd_pre` (the slow loop).
    hnd: bool,
    /// The loop is the slow one (lazy inputs or marked registers).
    slow: bool,
    /// An op of the slow loop gave the thread its first marked register: `hnd` from the
    /// next op on.
    hnd_resume: bool,
    /// What `hnd_post` does after the op.
    hpost: Option<Box<handles::HndPost>>,
}

impl<'e, 'p> Executor<'e, 'p> {
    /// An executor for the top frame of thread `tid`, with `budget` ops.
    #[inline(always)]
    fn new(
        vm: &'e Vm<'p>,
        st: &'e mut State,
        tid: usize,
        budget: u64,
        ctl: &'e mut StepCtl,
        out: &'e mut Action,
    ) -> Executor<'e, 'p> {
        let State {
            mem,
            threads,
            exiting,
            ..
        } = st;
        let sym = mem.sym.is_some();
        let weak = mem.weak.is_some();
        let hnd_mem = mem.handles.is_some();
        let (lo, rest) = threads.split_at_mut(tid);
        let (th, hi) = rest.split_first_mut().expect("thread");
        let th = &mut **th;
        let top = *th.frames.last().expect("frame");
        let func = &vm.prog.funcs[top.func as usize];
        let r = frame_regs(th, top.base as usize, func);
        let hnd = !th.hregs.is_empty();
        // An atomic section runs as one step.
        let free = th.atomic == 0;
        let gran = ctl.gran;
        Executor {
            vm,
            mem,
            th,
            others: [lo, hi],
            tid,
            exiting: *exiting,
            fidx: top.func,
            func,
            code: &func.code,
            base: top.base as usize,
            r,
            pc: top.pc as usize,
            budget,
            start: budget,
            step_started: ctl.ops > 0,
            free,
            pause_each: free && gran == Granularity::Instruction,
            pause_block: free && matches!(gran, Granularity::Block | Granularity::Instruction),
            pause_shared: free && matches!(gran, Granularity::SharedAccess | Granularity::Block),
            superstep: ctl.sup.is_some(),
            track: ctl.track_escape,
            sym,
            weak,
            post: None,
            hnd_mem,
            hnd,
            slow: false,
            hnd_resume: false,
            hpost: None,
            ctl,
            out,
        }
    }

    /// Ends the loop with action `a`.
    #[inline(always)]
    fn stop(&mut self, a: Action) -> Stop {
        *self.out = a;
        Stop
    }

    /// Makes the frame of function `fidx` (`func`) with registers from `base` the current
    /// one, continuing at `pc`.
    #[inline(always)]
    fn switch_to(&mut self, fidx: u32, func: &'p Func, base: usize, pc: usize) {
        self.fidx = fidx;
        self.func = func;
        self.code = &func.code;
        self.base = base;
        self.pc = pc;
        self.r = frame_regs(self.th, base, self.func);
    }

    /// Register `x` of the current frame.
    #[inline(always)]
    fn reg(&self, x: R) -> u64 {
        self.r.get(x)
    }

    /// Sets register `x` of the current frame.
    #[inline(always)]
    fn set(&mut self, x: R, v: u64) {
        self.r.set(x, v)
    }

    /// Runs ops until one needs the outer loop; the pc is saved in the thread's top frame.
    #[inline(always)]
    fn execute(&mut self) {
        if self.sym || self.hnd {
            self.slow = true;
            let Err(Stop) = self.run::<true>();
            if self.sym {
                self.sym_abort();
            }
        } else {
            let Err(Stop) = self.run::<false>();
        }
        self.th.frames.last_mut().expect("frame").pc = self.pc as u32;
    }

    /// The loop: one op at a time, each dispatched to the method of its category (one line
    /// each, which rustfmt would spread over several for the ops with many operands).
    /// `SYM`: the state has lazy nondeterministic values, or the thread has registers
    /// holding thread handles, and each op goes through `sym_pre` and `sym_post`, or
    /// `hnd_pre` and `hnd_post` (a loop of its own, so that the others pay nothing).
    #[inline(always)]
    #[rustfmt::skip]
    fn run<const SYM: bool>(&mut self) -> Result<Infallible, Stop> {
        loop {
            if self.budget == 0 {
                return Err(self.stop(Action::OutOfFuel));
            }
            if self.pause_each && (self.step_started || self.budget != self.start) {
                return Err(self.stop(Action::Yield));
            }
            self.budget -= 1;
            // SAFETY: verification guarantees every function ends in a terminator and every
            // branch target is in range, so `pc` is always a valid index.
            let op = unsafe { self.code.get_unchecked(self.pc) };
            self.pc += 1;
            if SYM {
                if self.sym {
                    self.sym_pre(op)?;
                }
                if self.hnd {
                    self.hnd_pre(op)?;
                }
            }
            match *op {
                Op::Nop {} => {}
                Op::PunCheck { src, n } => {
                    if self.vm.watch_puns {
                        self.pun_check(src, n)?
                    }
                }
                Op::Jump { target } => self.jump(target)?,
                Op::BrIf { cond, t, f } => self.jump(if self.reg(cond) & 1 != 0 { t } else { f })?,
                Op::BrICmp { a, b, pred, w, t, f } => self.br_icmp(a, b, pred, w, t, f)?,
                Op::Switch { val, table } => self.switch(val, table)?,
                Op::IndirectBr { addr, table } => self.indirect_br(addr, table)?,
                Op::Ret { val, n } => self.ret(val, n)?,
                Op::Unreachable {} => self.unreachable()?,
                Op::Trap {} => self.trap()?,
                Op::Mov { dst, src } => self.set(dst, self.reg(src)),
                Op::MovN { dst, src, n } => self.mov_n(dst, src, n),
                Op::Imm { dst, imm } => self.set(dst, imm),
                Op::Add64 { dst, a, b } => self.bin(dst, a, b, u64::wrapping_add),
                Op::Sub64 { dst, a, b } => self.bin(dst, a, b, u64::wrapping_sub),
                Op::Mul64 { dst, a, b } => self.bin(dst, a, b, u64::wrapping_mul),
                Op::Add32 { dst, a, b } => self.bin(dst, a, b, arith::add32),
                Op::Sub32 { dst, a, b } => self.bin(dst, a, b, arith::sub32),
                Op::Mul32 { dst, a, b } => self.bin(dst, a, b, arith::mul32),
                Op::And { dst, a, b } => self.bin(dst, a, b, |x, y| x & y),
                Op::Or { dst, a, b } => self.bin(dst, a, b, |x, y| x | y),
                Op::Xor { dst, a, b } => self.bin(dst, a, b, |x, y| x ^ y),
                Op::IntOp { dst, a, b, op, w } => self.int_op(dst, a, b, op, w)?,
                Op::ICmp { dst, a, b, pred, w } => self.icmp(dst, a, b, pred, w),
                Op::WideOp { dst, a, b, op, w } => self.wide_op(dst, a, b, op, w)?,
                Op::WideCmp { dst, a, b, pred, w } => self.wide_cmp(dst, a, b, pred, w),
                Op::WideCast { dst, src, from, to, signed } => self.wide_cast(dst, src, from, to, signed),
                Op::Trunc { dst, src, w } => self.trunc(dst, src, w),
                Op::SExt { dst, src, from, to } => self.sext(dst, src, from, to),
                Op::FCast { dst, src, kind, from, to, w } => self.fcast(dst, src, kind, from, to, w),
                Op::Select { dst, c, a, b } => self.select(dst, c, a, b),
                Op::SelectN { dst, c, a, b, n } => self.select_n(dst, c, a, b, n),
                Op::FBin { dst, a, b, op, ty } => self.fbin(dst, a, b, op, ty),
                Op::FUn { dst, a, op, ty } => self.fun(dst, a, op, ty),
                Op::FCmp { dst, a, b, pred, ty } => self.fcmp(dst, a, b, pred, ty),
                Op::Fma { dst, a, b, c, ty, fused } => self.fma(dst, a, b, c, ty, fused),
                Op::XBin { dst, a, b, op, ty } => self.xbin(dst, a, b, op, ty),
                Op::XUn { dst, a, op, ty } => self.xun(dst, a, op, ty),
                Op::XCmp { dst, a, b, pred, ty } => self.xcmp(dst, a, b, pred, ty),
                Op::XCast { dst, src, kind, from, to, w } => self.xcast(dst, src, kind, from, to, w),
                Op::XFma { dst, a, b, c, ty, fused } => self.xfma(dst, a, b, c, ty, fused),
                Op::Load1 { dst, ptr, off } => self.load::<1>(dst, ptr, off)?,
                Op::Load2 { dst, ptr, off } => self.load::<2>(dst, ptr, off)?,
                Op::Load4 { dst, ptr, off } => self.load::<4>(dst, ptr, off)?,
                Op::Load8 { dst, ptr, off } => self.load::<8>(dst, ptr, off)?,
                Op::Store1 { val, ptr, off } => self.store::<1>(val, ptr, off)?,
                Op::Store2 { val, ptr, off } => self.store::<2>(val, ptr, off)?,
                Op::Store4 { val, ptr, off } => self.store::<4>(val, ptr, off)?,
                Op::Store8 { val, ptr, off } => self.store::<8>(val, ptr, off)?,
                Op::LoadN { dst, ptr, size } => self.load_n(dst, ptr, size)?,
                Op::StoreN { val, ptr, size } => self.store_n(val, ptr, size)?,
                Op::Alloca { dst, size, align: _ } => self.alloca(dst, u64::from(size))?,
                Op::AllocaDyn { dst, count, elem, w } => self.alloca_dyn(dst, count, elem, w)?,
                Op::PtrAdd { dst, base, off } => self.ptr_add(dst, base, off),
                Op::PtrIdx { dst, base, idx, scale, w } => self.ptr_idx(dst, base, idx, scale, w),
                Op::MemCpy { dst, src, len } => self.mem_copy(dst, src, len, false)?,
                Op::MemMove { dst, src, len } => self.mem_copy(dst, src, len, true)?,
                Op::MemSet { dst, val, len } => self.mem_set(dst, val, len)?,
                Op::AtomicRmw { dst, ptr, val, op, size, ord } => self.atomic_rmw(dst, ptr, val, op, size, ord)?,
                Op::CmpXchg { dst, ptr, cmp, new, size, ord, fail } => self.cmpxchg(dst, ptr, cmp, new, size, ord, fail)?,
                Op::ALoad { dst, ptr, size, ord } => self.atomic_load(dst, ptr, size, ord)?,
                Op::AStore { val, ptr, size, ord } => self.atomic_store(val, ptr, size, ord)?,
                Op::Fence { ord } => self.fence(ord)?,
                Op::LifetimeStart { ptr } => self.lifetime(ptr, true)?,
                Op::LifetimeEnd { ptr } => self.lifetime(ptr, false)?,
                Op::StackSave { dst } => self.set(dst, self.th.allocas.len() as u64),
                Op::StackRestore { src } => self.stack_restore(src)?,
                Op::VaStart { list } => self.va_start(list)?,
                Op::VaCopy { dst, src } => self.va_copy(dst, src)?,
                Op::TlsAddr { dst, global } => self.tls_addr(dst, global)?,
                Op::Call { dst, func, site } => self.call(dst, func, site)?,
                Op::CallInd { dst, fptr, site } => self.call_ind(dst, fptr, site)?,
                Op::Builtin { dst, id, site } => self.builtin(dst, id, site)?,
                Op::Extract { dst, src, off, size } => self.extract(dst, src, off, size),
                Op::Insert { dst, agg, val, off, size, n } => self.insert(dst, agg, val, off, size, n),
                Op::Vector { dst, a, b, c, spec } => self.vector(dst, a, b, c, spec)?,
                Op::Bits { dst, a, op, w } => self.bits(dst, a, op, w),
                Op::MinMax { dst, a, b, op, w } => self.minmax(dst, a, b, op, w),
                Op::Overflow { dst, a, b, op, w } => self.overflow(dst, a, b, op, w),
                Op::Funnel { dst, a, b, c, w, left } => self.funnel(dst, a, b, c, w, left),
            }
            if SYM {
                if self.sym {
                    self.sym_post();
                }
                if self.hnd {
                    self.hnd_post();
                } else if self.hnd_resume {
                    self.hnd_resume = false;
                    self.hnd = true;
                }
            }
        }
    }
}

/// The registers of a frame of `func` at `base` in the register file of `th`.
#[inline(always)]
fn frame_regs(th: &mut Thread, base: usize, func: &Func) -> Regs {
    let len = func.nregs as usize;
    Regs {
        ptr: th.regs[base..base + len].as_mut_ptr(),
        len,
    }
}
