//! Frames: entering one ([`Vm::enter_frame`], which every call, thread start and `exit`
//! goes through) with its arguments, by-value copies and variadic argument area; leaving
//! one ([`leave_frame`]) with its result; and the thread's stack objects (allocas), freed
//! by [`free_stack_objects`].

use super::{Action, Executor, Step, as_bytes};
use crate::bytecode::op::R;
use crate::bytecode::program::*;
use crate::vm::arith::mask;
use crate::vm::canon::ThreadRoots;
use crate::vm::error::ViolationKind;
use crate::vm::memory::{Fault, Memory, ObjKind};
use crate::vm::state::*;
use crate::vm::{Event, Vm};

/// Where a new frame's parameters come from.
pub(super) enum Args<'a> {
    /// A call at call site `site` from the frame whose registers start at `caller_base`,
    /// the result going to caller register `dst`. Only the arguments passed in registers
    /// are copied: by-value and variadic arguments need memory ([`Vm::call`]).
    Site {
        site: &'a CallSite,
        caller_base: usize,
        dst: R,
    },
    /// One-slot values (a thread's start function, `exit`), no result.
    Values(&'a [u64]),
}

impl Vm<'_> {
    /// Where the next frame's registers start: after the top frame's.
    #[inline]
    pub(crate) fn frame_top(&self, th: &Thread) -> usize {
        th.frames
            .last()
            .map(|f| f.base as usize + self.prog.funcs[f.func as usize].nregs as usize)
            .unwrap_or(0)
    }

    /// Pushes a frame for `func` onto thread `th`, its registers from `base` (the top of
    /// the register file, [`Vm::frame_top`]): the register file grows to hold them, the
    /// function's constant pool is copied in and its parameters from `args`; an `atomic`
    /// frame (a `__VERIFIER_atomic_*` function) opens an atomic section. Every frame entry
    /// goes through here. The frame's value registers keep whatever an earlier frame left
    /// there: SSA form guarantees every value is written before it is read (states are
    /// canonicalised by zeroing dead registers when they are hashed, not here).
    #[inline(always)]
    pub(super) fn enter_frame(
        &self,
        th: &mut Thread,
        func: u32,
        base: usize,
        args: Args<'_>,
        atomic: bool,
    ) {
        let f = &self.prog.funcs[func as usize];
        th.ensure_regs(base + f.nregs as usize);
        let ca = base + f.consts_at as usize;
        th.regs[ca..ca + f.consts.len()].copy_from_slice(&f.consts);
        let (ret_dst, ret_n) = match args {
            Args::Site {
                site,
                caller_base,
                dst,
            } => {
                for (a, &(preg, pn)) in site.args.iter().zip(&f.params) {
                    if a.byval.is_some() {
                        continue;
                    }
                    let (from, to) = (caller_base + a.reg.i(), base + preg.i());
                    if pn == 1 && a.slots >= 1 {
                        th.regs[to] = th.regs[from];
                    } else {
                        let n = usize::from(pn.min(a.slots));
                        th.regs.copy_within(from..from + n, to);
                    }
                }
                (dst.0, site.ret_slots)
            }
            Args::Values(vals) => {
                for (v, &(preg, _)) in vals.iter().zip(&f.params) {
                    th.regs[base + preg.i()] = *v;
                }
                (0, 0)
            }
        };
        if !th.sym.is_empty() {
            enter_marks(th, f, base, &args);
        }
        if !th.hregs.is_empty() {
            enter_hmarks(th, f, base, &args);
        }
        th.frames.push(Frame {
            func,
            pc: 0,
            base: base as u32,
            alloca_mark: th.allocas.len() as u32,
            va: 0,
            ret_dst,
            ret_n,
            atomic,
        });
        if atomic {
            th.atomic += 1;
        }
    }

    /// Pushes a frame for `func` called from the current frame of `tid` with call site
    /// `site`, its result going to caller register `dst`: the general path, with the call
    /// depth limit, by-value argument copies and variadic arguments.
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
        if st.threads[tid].depth() >= self.cfg.max_frames {
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
        let (lo, rest) = threads.split_at_mut(tid);
        let (th, hi) = rest.split_first_mut().expect("thread");
        let th = &mut **th;
        let base = self.frame_top(th);
        let args = Args::Site {
            site,
            caller_base,
            dst,
        };
        self.enter_frame(th, func, base, args, self.prog.atomic_funcs[func as usize]);
        let mut fault = None;
        for (a, &(preg, _)) in site.args.iter().zip(&f.params) {
            let Some((size, _align)) = a.byval else {
                continue;
            };
            // A fresh copy of the pointee, owned by the callee's frame.
            let from = th.regs[caller_base + a.reg.i()];
            let roots = ThreadRoots {
                args: Some((&site.args, caller_base)),
                ..ThreadRoots::beside(self, [lo, hi], th, None)
            };
            match mem.alloc(ObjKind::Stack, u64::from(size), tid as u16, &roots) {
                Ok(id) => {
                    th.push_alloca(id, u64::from(size));
                    let to = mem.codec.encode(id, 0);
                    match (
                        mem.index(from, u64::from(size)),
                        mem.index(to, u64::from(size)),
                    ) {
                        (Some(s), Some(d)) => {
                            mem.copy_at(s, d, size as usize);
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
        }
        if f.varargs && site.args.len() > f.params.len() {
            let va_args = &site.args[f.params.len()..];
            match self.build_va_area(mem, th, [lo, hi], tid, caller_base, va_args) {
                Ok(id) => th.frames.last_mut().expect("frame").va = id,
                Err(e) => fault = Some(e),
            }
        }
        if let Some(f) = fault {
            let kind = ViolationKind::of_fault(f.kind);
            return Err(self.violation(st, tid, kind, f.msg));
        }
        // The frame is set up: no base is held any more.
        let _ = st.threads[tid].freeze_if_deep();
        Ok(())
    }

    /// Lays out variadic arguments in memory the way the target's ABI passes them on the
    /// stack, so that clang's inline `va_arg` code (and `vprintf`) can read them.
    fn build_va_area(
        &self,
        mem: &mut Memory,
        th: &mut Thread,
        others: [&[ThreadRef]; 2],
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
        let roots = ThreadRoots {
            args: Some((args, caller_base)),
            ..ThreadRoots::beside(self, others, th, None)
        };
        let id = mem
            .alloc(ObjKind::Stack, off, tid as u16, &roots)
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
                mem.copy_at(s, d, size as usize);
                mem.copied(s, d, size as usize);
            } else if a.class == ArgClass::FExt {
                let d = mem.index(dst, 10).expect("fresh area");
                let bytes = as_bytes(&th.regs[src..src + 2]);
                mem.write_at(d, &bytes[..10]);
                mem.written(d, 10);
            } else {
                let n = a.size as usize;
                let d = mem.index(dst, n as u64).expect("fresh area");
                let bytes = as_bytes(&th.regs[src..src + usize::from(a.slots.max(1))]);
                mem.write_at(d, &bytes[..n]);
                mem.written(d, n);
            }
        }
        Ok(id)
    }

    /// Pushes a frame for `func` with the given one-slot arguments (thread start, `exit`).
    pub(crate) fn push_frame(&self, st: &mut State, tid: usize, func: u32, args: &[u64]) {
        let th = &mut st.threads[tid];
        let base = self.frame_top(th);
        self.enter_frame(th, func, base, Args::Values(args), false);
    }

    /// Returns from the start function of thread `tid`, passing `n` result slots at `val`.
    pub(super) fn ret(&self, st: &mut State, tid: usize, val: R, n: u16) -> Option<Event> {
        let State { mem, threads, .. } = st;
        let th = &mut threads[tid];
        leave_frame(th, mem, val, n);
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
}

/// Pops the top frame of thread `th` and returns it: `n` result slots at its register
/// `val` go to the caller's result register (from the thread's last frame, the first
/// becomes the thread's return value), its atomic section ends and its stack objects are
/// freed.
#[inline(always)]
pub(super) fn leave_frame(th: &mut Thread, mem: &mut Memory, val: R, n: u16) -> Frame {
    if th.frames.len() == 1 && th.frozen.is_some() {
        // The caller is frozen: bring its segment back (this frame's base moves).
        th.thaw();
    }
    let fr = th.frames.pop().expect("frame");
    if fr.atomic {
        th.atomic = th.atomic.saturating_sub(1);
    }
    let src = fr.base as usize + val.i();
    let n = usize::from(n);
    if !th.sym.is_empty() {
        leave_marks(th, &fr, src, n);
    }
    if !th.hregs.is_empty() {
        leave_hmarks(th, &fr, src, n);
    }
    if let Some(caller) = th.frames.last() {
        let m = n.min(usize::from(fr.ret_n));
        let dst = caller.base as usize + usize::from(fr.ret_dst);
        if m == 1 {
            th.regs[dst] = th.regs[src];
        } else {
            th.regs.copy_within(src..src + m, dst);
        }
    } else {
        th.retval = if n > 0 { th.regs[src] } else { 0 };
    }
    free_stack_objects(th, mem, fr.alloca_mark as usize);
    fr
}

/// Lazy nondeterministic values entering a frame at `base` of `f`: stale marks of its
/// registers go, and marked arguments mark their parameters.
#[cold]
fn enter_marks(th: &mut Thread, f: &Func, base: usize, args: &Args<'_>) {
    use super::sym::{clear_marks, mark_of, set_mark};
    let mut moved = Vec::new();
    if let Args::Site {
        site, caller_base, ..
    } = *args
    {
        for (a, &(preg, pn)) in site.args.iter().zip(&f.params) {
            if a.byval.is_some() {
                continue;
            }
            for k in 0..usize::from(pn.min(a.slots.max(1))) {
                if let Some(m) = mark_of(th, caller_base + a.reg.i() + k) {
                    moved.push((base + preg.i() + k, m));
                }
            }
        }
    }
    clear_marks(th, base, usize::MAX);
    for (i, m) in moved {
        set_mark(th, i, m);
    }
}

/// Lazy nondeterministic values leaving frame `fr`: the marks of its `n` result slots at
/// `src` go to the caller's result register, and the frame's others go.
#[cold]
fn leave_marks(th: &mut Thread, fr: &Frame, src: usize, n: usize) {
    use super::sym::{clear_marks, mark_of, set_mark};
    let moved: Vec<(usize, crate::vm::sym::SymRef)> = match th.frames.last() {
        Some(caller) => {
            let dst = caller.base as usize + usize::from(fr.ret_dst);
            let m = n.min(usize::from(fr.ret_n));
            (0..m)
                .filter_map(|k| mark_of(th, src + k).map(|r| (dst + k, r)))
                .collect()
        }
        None => Vec::new(),
    };
    clear_marks(th, fr.base as usize, usize::MAX);
    if let Some(caller) = th.frames.last() {
        let dst = caller.base as usize + usize::from(fr.ret_dst);
        clear_marks(th, dst, dst + n.min(usize::from(fr.ret_n)));
    }
    for (i, m) in moved {
        set_mark(th, i, m);
    }
}

/// Thread handles entering a frame at `base` of `f` ([`crate::vm::handles`]): stale marks
/// of its registers go, and marked arguments mark their parameters.
#[cold]
fn enter_hmarks(th: &mut Thread, f: &Func, base: usize, args: &Args<'_>) {
    use crate::vm::handles::{is_marked, mark, unmark};
    let mut moved = Vec::new();
    if let Args::Site {
        site, caller_base, ..
    } = *args
    {
        for (a, &(preg, pn)) in site.args.iter().zip(&f.params) {
            if a.byval.is_some() {
                continue;
            }
            for k in 0..usize::from(pn.min(a.slots.max(1))) {
                if is_marked(&th.hregs, caller_base + a.reg.i() + k) {
                    moved.push(base + preg.i() + k);
                }
            }
        }
    }
    unmark(&mut th.hregs, base, usize::MAX);
    for i in moved {
        mark(&mut th.hregs, i);
    }
}

/// Thread handles leaving frame `fr`: the marks of its `n` result slots at `src` go to the
/// caller's result register, and the frame's others go. A thread's start function that
/// returns a handle makes it the thread's return value, which nothing follows: that
/// observes it.
#[cold]
fn leave_hmarks(th: &mut Thread, fr: &Frame, src: usize, n: usize) {
    use crate::vm::handles::{is_marked, mark, observe, unmark};
    let moved: Vec<usize> = match th.frames.last() {
        Some(caller) => {
            let dst = caller.base as usize + usize::from(fr.ret_dst);
            let m = n.min(usize::from(fr.ret_n));
            (0..m)
                .filter(|&k| is_marked(&th.hregs, src + k))
                .map(|k| dst + k)
                .collect()
        }
        None => {
            if (0..n).any(|k| is_marked(&th.hregs, src + k)) {
                observe(|| "a thread's start function returned a thread handle".into());
            }
            Vec::new()
        }
    };
    unmark(&mut th.hregs, fr.base as usize, usize::MAX);
    if let Some(caller) = th.frames.last() {
        let dst = caller.base as usize + usize::from(fr.ret_dst);
        unmark(&mut th.hregs, dst, dst + n.min(usize::from(fr.ret_n)));
    }
    for i in moved {
        mark(&mut th.hregs, i);
    }
}

/// Frees the stack objects of thread `th` after its first `keep` (a frame's on return,
/// those allocated after a `stacksave` on `stackrestore`, all of them when a thread ends or
/// `exit` unwinds it).
#[inline(always)]
pub(crate) fn free_stack_objects(th: &mut Thread, mem: &mut Memory, keep: usize) {
    while th.allocas.len() > keep {
        th.pop_alloca(mem);
    }
}

impl Executor<'_, '_> {
    /// `alloca` of `size` bytes into register `dst`: a new stack object of the frame.
    #[inline(always)]
    pub(super) fn alloca(&mut self, dst: R, size: u64) -> Step {
        if self.th.stack_bytes.saturating_add(size) > self.vm.cfg.max_stack_bytes {
            let a = self.vm.stack_exhausted(self.th.stack_bytes, size);
            return Err(self.stop(a));
        }
        let at = Some(self.pc as u32 - 1);
        let roots = ThreadRoots::beside(self.vm, self.others, self.th, at);
        match self
            .mem
            .alloc(ObjKind::Stack, size, self.tid as u16, &roots)
        {
            Ok(id) => {
                self.th.push_alloca(id, size);
                self.set(dst, self.vm.codec.encode(id, 0));
                Ok(())
            }
            Err(k) => Err(self.stop(Action::Violation(
                ViolationKind::of_fault(k),
                format!("cannot allocate a stack object of {size} bytes"),
            ))),
        }
    }

    /// `alloca` of `count` (a `w`-bit register) elements of `elem` bytes.
    #[inline(always)]
    pub(super) fn alloca_dyn(&mut self, dst: R, count: R, elem: u32, w: u8) -> Step {
        let n = mask(self.reg(count), w);
        self.alloca(dst, n.saturating_mul(u64::from(elem)))
    }

    /// `stackrestore` to the depth saved in register `src` (not below the frame's own).
    #[inline(always)]
    pub(super) fn stack_restore(&mut self, src: R) -> Step {
        let mark = self.th.frames.last().expect("frame").alloca_mark as usize;
        let keep = (self.reg(src) as usize).max(mark);
        self.free_gate(keep)?;
        free_stack_objects(self.th, self.mem, keep);
        Ok(())
    }
}
