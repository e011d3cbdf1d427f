//! Calls of builtins, the library functions pancam implements natively
//! ([`crate::vm::builtins`]): the op ends the inner loop, and the outer loop runs the
//! builtin with the whole state at hand ([`Vm::run_builtin`]).

use super::{Action, Executor, Step, StepCtl};
use crate::bytecode::Builtin;
use crate::bytecode::op::R;
use crate::bytecode::program::Func;
use crate::vm::builtins;
use crate::vm::memory::{Memory, ObjKind};
use crate::vm::state::State;
use crate::vm::superstep::Access;
use crate::vm::{Env, Event, Granularity, Vm};

/// A call of builtin `b` at call site `site` (of the calling function), its result going
/// to register `dst`; the call is op `at`, where a thread that blocks or needs a choice
/// stops.
pub(crate) struct BuiltinCall {
    pub(crate) b: Builtin,
    pub(crate) site: u32,
    pub(crate) dst: R,
    pub(crate) at: u32,
}

impl Executor<'_, '_> {
    /// `Op::Builtin`: ends the loop with the call of builtin number `id`, once the step may
    /// include it.
    #[inline(always)]
    pub(super) fn builtin(&mut self, dst: R, id: u16, site: u32) -> Step {
        let b = Builtin::from_id(id).expect("valid builtin id");
        if self.superstep && b == Builtin::AtomicBegin {
            self.sup_gate()?;
        } else {
            self.sync_point(b, site)?;
        }
        Err(self.stop(Action::Builtin(BuiltinCall {
            b,
            site,
            dst,
            at: (self.pc - 1) as u32,
        })))
    }
}

impl Vm<'_> {
    /// The access-table entries of a call to builtin `b` at call site `site` of `func` with
    /// the frame registers `r`: lock-like operations access their object; a condition wait
    /// its condition variable and its mutex (it releases the mutex, and waits on the
    /// condition variable, which a signal writes: waiters are threads whose state says so,
    /// and the signal that changes them and the waiting thread's enabling access, the
    /// condition variable, conflict); a signal or broadcast its condition variable; an
    /// output function the output stream and what it reads (see [`Self::output_accesses`]);
    /// everything else (thread creation and joining, allocation, formatting into memory,
    /// atomic sections) conflicts with everything. `mem` and `tid` (the calling thread)
    /// tell shared objects from private ones.
    pub(crate) fn builtin_accesses(
        &self,
        b: Builtin,
        func: &Func,
        site: u32,
        r: &[u64],
        mem: &Memory,
        tid: usize,
    ) -> (Access, Option<Access>) {
        use Builtin as B;
        let arg = |i: usize| {
            func.sites
                .get(site as usize)
                .and_then(|s| s.args.get(i))
                .map(|a| r[a.reg.i()])
        };
        match b {
            B::CondWait | B::CondTimedwait => match (arg(0), arg(1)) {
                (Some(c), Some(m)) => (
                    self.access_of(c, 16, true),
                    Some(self.access_of(m, 16, true)),
                ),
                _ => (Access::ALL, None),
            },
            B::CondSignal | B::CondBroadcast => match arg(0) {
                Some(c) => (self.access_of(c, 16, true), None),
                None => (Access::ALL, None),
            },
            b if b.is_output() => self.output_accesses(func, site, r, mem, tid),
            _ => (self.builtin_access(b, func, site, r), None),
        }
    }

    /// The access-table entries of an output function (`printf`, `fprintf`, `puts`,
    /// `putchar`, `fputs`, `fputc`, `fwrite`, `fflush`, `write`): it writes the output
    /// stream ([`Access::OUTPUT`], which is not state) and reads what its arguments point to
    /// (the format, `%s` strings, the `FILE`), and nothing else. Every argument that points
    /// into a shared, writable object counts as a read of that whole object (an integer
    /// argument that happens to look like such a pointer only adds a conflict); objects
    /// nobody writes (string literals, the null object, private stack objects, the C
    /// library's `stdin`, `stdout` and `stderr` objects) are left out. Up to one such object
    /// fits the table's two entries; more make the call conflict with everything. So output
    /// functions are independent of every operation but the writes to what they print.
    fn output_accesses(
        &self,
        func: &Func,
        site: u32,
        r: &[u64],
        mem: &Memory,
        tid: usize,
    ) -> (Access, Option<Access>) {
        let Some(site) = func.sites.get(site as usize) else {
            return (Access::ALL, None);
        };
        let mut read: Option<u32> = None;
        for a in &site.args {
            let p = r[a.reg.i()];
            let (id, _) = self.codec.decode(p);
            let Some(o) = mem.objs.get(id as usize) else {
                // No object: a read through it faults whatever other threads do.
                continue;
            };
            // pancam's own `FILE` objects are statics of its C library, which only reads
            // them (a program has no business writing into a `FILE`).
            let library = self
                .prog
                .objects
                .get(id as usize)
                .is_some_and(|s| s.library && s.name.starts_with("pancam_std"));
            if id == 0
                || library
                || matches!(
                    o.kind,
                    ObjKind::Vacant | ObjKind::Constant | ObjKind::Code | ObjKind::BlockAddrs
                )
                || !self.is_shared(mem, p, tid)
            {
                continue;
            }
            match read {
                None => read = Some(id),
                Some(r) if r == id => {}
                Some(_) => return (Access::ALL, None),
            }
        }
        let read = read.map(|obj| Access {
            obj,
            lo: 0,
            hi: u64::MAX,
            write: false,
        });
        (Access::OUTPUT, read)
    }

    /// The one access-table entry of builtin `b` (see [`Self::builtin_accesses`]; condition
    /// variable operations are its own).
    fn builtin_access(&self, b: Builtin, func: &Func, site: u32, r: &[u64]) -> Access {
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
            | B::SemWait
            | B::SemPost
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

    /// Runs builtin call `call` of thread `tid` for the outer loop: `Some` event when the
    /// step ends with it.
    pub(super) fn run_builtin(
        &self,
        st: &mut State,
        tid: usize,
        call: BuiltinCall,
        env: &mut dyn Env,
        ctl: &mut StepCtl,
    ) -> Option<Event> {
        let BuiltinCall { b, site, dst, at } = call;
        let top = *st.threads[tid].frames.last().expect("frame");
        let caller = top.func;
        let site = &self.prog.funcs[caller as usize].sites[site as usize];
        let nthreads = st.threads.len();
        let weak = st.mem.weak.is_some();
        // Under a weak model: the drain before (TSO), the synchronisation after (RC11),
        // which needs the arguments and the phase before the call.
        let (arg0, arg1, phase) = if weak {
            let regs = &st.threads[tid].regs;
            let arg = |i: usize| {
                site.args
                    .get(i)
                    .map_or(0, |a| regs[top.base as usize + a.reg.i()])
            };
            let (a0, a1) = (arg(0), arg(1));
            if let Err(e) = self.weak_before_builtin(st, tid, b, a0) {
                return Some(e);
            }
            (a0, a1, st.threads[tid].sync)
        } else {
            (0, 0, crate::vm::state::SyncPhase::None)
        };
        // Thread handles (the symmetry reduction): what the call does with them.
        let track = self.cfg.track_handles;
        let hargs: Vec<u64> = if track {
            let base = top.base as usize;
            if let Some(why) = self.handles_before_builtin(st, tid, b, site, base) {
                return Some(self.identity_event(st, tid, why));
            }
            let regs = &st.threads[tid].regs;
            site.args.iter().map(|a| regs[base + a.reg.i()]).collect()
        } else {
            Vec::new()
        };
        let flow = builtins::call(self, st, tid, b, site, dst, env);
        if track {
            let done = matches!(flow, builtins::Flow::Next);
            let d = top.base as usize + dst.i();
            if let Some(why) = self.handles_after_builtin(st, tid, b, site, d, &hargs, done) {
                return Some(self.identity_event(st, tid, why));
            }
        }
        if weak {
            let done = matches!(flow, builtins::Flow::Next);
            let ret = if done && !st.threads[tid].frames.is_empty() {
                let f = *st.threads[tid].frames.last().expect("frame");
                st.threads[tid]
                    .regs
                    .get(f.base as usize + dst.i())
                    .copied()
                    .unwrap_or(0)
            } else {
                0
            };
            let pos = crate::vm::weak::rc11::Pos {
                func: caller,
                pc: at,
            };
            self.weak_after_builtin(st, tid, b, done, arg0, arg1, ret, phase, nthreads, pos);
        }
        match flow {
            builtins::Flow::Next => {}
            builtins::Flow::Retry => {
                st.threads[tid].frames.last_mut().expect("frame").pc = at;
                return Some(Event::Blocked);
            }
            builtins::Flow::Choice(c) => {
                st.threads[tid].frames.last_mut().expect("frame").pc = at;
                return Some(Event::Choice(c));
            }
            builtins::Flow::Stop(e) => return Some(e),
        }
        let free = st.threads[tid].atomic == 0;
        if free && ctl.gran == Granularity::Instruction {
            return Some(Event::Yield);
        }
        // A new thread, or the end of an atomic section (which enables the others), leaves
        // threads without access tables: the superstep ends at the next access.
        if (st.threads.len() != nthreads || (free && b == Builtin::AtomicEnd))
            && let Some(sup) = ctl.sup.as_mut()
        {
            sup.stop_after = true;
        }
        None
    }
}
