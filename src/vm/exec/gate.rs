//! Where a step stops: the step granularities' pauses before shared accesses and
//! synchronisation points, and the superstep tests ([`crate::vm::superstep`]) of the
//! accesses of a step being computed, with what they need to know about memory: which
//! accesses are shared ([`Vm::is_shared`]) and their access-table entries.

use super::{Action, Executor, Step, Stop};
use crate::bytecode::Builtin;
use crate::vm::Vm;
use crate::vm::memory::{Memory, ObjKind, flags};
use crate::vm::superstep::{Access, Decision};

impl Executor<'_, '_> {
    /// Whether an op already ran in this step (the op just decoded is not its first).
    #[inline(always)]
    pub(super) fn started(&self) -> bool {
        self.step_started || self.budget + 1 != self.start
    }

    /// Puts the op just decoded back: the thread continues with it.
    #[inline(always)]
    pub(super) fn rewind(&mut self) {
        self.pc -= 1;
        self.budget += 1;
    }

    /// Ends the step just before the op just decoded (the next step starts with it).
    #[inline(always)]
    pub(super) fn yield_before(&mut self) -> Stop {
        self.rewind();
        self.stop(Action::Yield)
    }

    /// The shared-access and block granularities stop before a shared access or a
    /// synchronisation point, unless it is the step's first op.
    #[inline(always)]
    pub(super) fn pause_before(&mut self) -> Step {
        if self.pause_shared && self.started() {
            return Err(self.yield_before());
        }
        Ok(())
    }

    /// The number of the op just decoded in this step (an op with two accesses, e.g. a
    /// memcpy's read and write, tests and records both as one op).
    #[inline(always)]
    fn op_number(&self) -> u64 {
        self.ctl.ops + (self.start - self.budget)
    }

    /// The superstep test of access `a` about to happen (see [`crate::vm::superstep`]).
    /// Inside an atomic section (entered through [`Executor::sup_gate`]), which is one
    /// transition, accesses are only recorded (as one op: the section's), and any conflict
    /// or visible write ends the superstep after it.
    #[inline(always)]
    pub(super) fn sup_test(&mut self, a: Access) -> Step {
        let opno = self.op_number();
        let started = self.started();
        let Some(sup) = self.ctl.sup.as_mut() else {
            return Ok(());
        };
        if !self.free {
            if sup.test(&a) != Decision::Continue || sup.is_visible(&a) {
                sup.stop_after = true;
            }
            let id = if sup.op == u64::MAX { opno } else { sup.op };
            sup.record(a, id);
            return Ok(());
        }
        // After the superstep's conflicting (or visible) access, the thread still runs its
        // private operations, up to its next shared access: they are independent of every
        // other thread and invisible.
        if sup.stop_pending(opno) || (started && sup.repeats(&a, opno)) {
            return Err(self.yield_before());
        }
        match sup.test(&a) {
            Decision::PreStop if started => Err(self.yield_before()),
            d => {
                // A conflict at the step's first op (a `PreStop` there, e.g. any conflict
                // when checking races) runs the op and ends the superstep after it, like a
                // `PostStop`.
                if d != Decision::Continue || sup.is_visible(&a) {
                    sup.stop_after = true;
                }
                sup.record(a, opno);
                Ok(())
            }
        }
    }

    /// The superstep test of entering an atomic section: its accesses are not known yet,
    /// so it is tested as an access to everything (and not recorded: the section's own
    /// accesses are, as the accesses of this op).
    #[inline(always)]
    pub(super) fn sup_gate(&mut self) -> Step {
        let opno = self.op_number();
        let started = self.started();
        if self.free
            && let Some(sup) = self.ctl.sup.as_mut()
        {
            if sup.stop_pending(opno) {
                return Err(self.yield_before());
            }
            match sup.test(&Access::ALL) {
                Decision::PreStop if started => return Err(self.yield_before()),
                Decision::Continue => {}
                _ => sup.stop_after = true,
            }
            sup.op = opno;
            sup.own.last = sup.own.acc.len();
        }
        Ok(())
    }

    /// Stops before an access of `len` bytes at `p` to shared memory, unless it is the
    /// step's first op.
    #[inline(always)]
    pub(super) fn visible(&mut self, p: u64, len: u64, write: bool) -> Step {
        if (self.pause_shared || self.superstep) && self.vm.is_shared(self.mem, p, self.tid) {
            self.pause_before()?;
            self.sup_test(self.vm.access_of(p, len, write))?;
        }
        Ok(())
    }

    /// Stops before a call of builtin `b` at call site `site`, a synchronisation or library
    /// call, unless it is the step's first op.
    #[inline(always)]
    pub(super) fn sync_point(&mut self, b: Builtin, site: u32) -> Step {
        self.pause_before()?;
        if self.superstep && self.weak && crate::vm::weak::glue::drains(b) {
            // Under TSO a library call drains the store buffer: while it holds stores, the
            // call writes wherever they go.
            if crate::vm::weak::glue::tso_pending(self.mem, self.tid) {
                return self.sup_test(Access::ALL);
            }
        }
        if self.superstep {
            let (a, second) =
                self.vm
                    .builtin_accesses(b, self.func, site, self.r.all(), self.mem, self.tid);
            // Output (not state) commutes with every operation: only what an output call
            // reads is tested, and a second print is no round of a loop.
            if a != Access::OUTPUT {
                self.sup_test(a)?;
            }
            if let Some(a) = second {
                self.sup_test(a)?;
            }
        }
        Ok(())
    }

    /// Stops before freeing the thread's stack objects after the first `keep` (a return,
    /// a `stackrestore`) when other threads can see some of them: a visible event.
    #[inline(always)]
    pub(super) fn free_gate(&mut self, keep: usize) -> Step {
        if (self.pause_shared || self.superstep)
            && self
                .mem
                .any_escaped(self.th.allocas.get(keep..).unwrap_or_default())
        {
            self.pause_before()?;
            self.sup_test(Access::ALL)?;
        }
        Ok(())
    }

    /// Stops before entering function `callee` if it is an atomic section: a step of its
    /// own, which does not join the step of the shared access before it.
    #[inline(always)]
    pub(super) fn atomic_gate(&mut self, callee: u32) -> Step {
        if self.vm.prog.atomic_funcs[callee as usize] {
            self.pause_before()?;
            if self.superstep {
                self.sup_gate()?;
            }
        }
        Ok(())
    }

    /// Stops before the return from the thread's start function. The thread's exit frees
    /// its stack: a visible event when other threads can reach some of it, as is the end of
    /// the program.
    #[inline(always)]
    pub(super) fn exit_gate(&mut self) -> Step {
        let a = self
            .vm
            .exit_access(self.mem, &self.th.allocas, self.tid, self.exiting);
        if self.pause_shared && a == Access::ALL {
            self.pause_before()?;
        }
        if self.superstep {
            // Otherwise a thread's exit depends only on joins of it, whose threads cannot
            // run before it: it never ends a superstep early.
            if a == Access::ALL {
                self.sup_test(a)?;
            } else {
                let opno = self.op_number();
                if let Some(sup) = self.ctl.sup.as_mut() {
                    sup.record(a, opno);
                }
            }
        }
        Ok(())
    }
}

impl Vm<'_> {
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
                    o.owner as usize != tid || o.flags & flags::ESCAPED != 0
                }
                ObjKind::Constant | ObjKind::Code | ObjKind::BlockAddrs => false,
                _ => true,
            },
            None => true,
        }
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
        if (tid == 0 && (exiting || self.exit_fn.is_none()))
            || mem.any_escaped(allocas)
            || super::super::weak::glue::tso_pending(mem, tid)
        {
            // (Under TSO a thread's exit drains its store buffer.)
            Access::ALL
        } else {
            Access::thread(tid)
        }
    }
}
