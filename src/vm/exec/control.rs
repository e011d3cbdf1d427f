//! Control flow: branches, calls (entered without leaving the inner loop when they take
//! the fast path) and returns (likewise, except the thread's last), `unreachable` and traps.

use super::frame::{Args, leave_frame};
use super::{Action, BuiltinCall, Executor, Step};
use crate::bytecode::op::*;
use crate::bytecode::program::*;
use crate::vm::Granularity;
use crate::vm::arith::icmp;
use crate::vm::error::ViolationKind;

impl Executor<'_, '_> {
    /// `unreachable`: a violation.
    #[cold]
    pub(super) fn unreachable(&mut self) -> Step {
        Err(self.stop(Action::Violation(
            ViolationKind::Unreachable,
            "'unreachable' executed (e.g. the end of a non-void function without return, \
             or __builtin_unreachable)"
                .into(),
        )))
    }

    /// `llvm.trap`: a violation.
    #[cold]
    pub(super) fn trap(&mut self) -> Step {
        Err(self.stop(Action::Violation(
            ViolationKind::Trap,
            "llvm.trap executed (__builtin_trap or a compiler-inserted check)".into(),
        )))
    }

    /// Continues at op `target` of the current function: the end of a block.
    #[inline(always)]
    pub(super) fn jump(&mut self, target: u32) -> Step {
        self.pc = target as usize;
        if self.pause_block {
            return Err(self.stop(Action::Yield));
        }
        Ok(())
    }

    /// A compare and branch: to `t` if `a pred b` (at `w` bits), else to `f`.
    #[inline(always)]
    pub(super) fn br_icmp(&mut self, a: R, b: R, pred: ICmpKind, w: u8, t: u32, f: u32) -> Step {
        let c = icmp(pred, self.reg(a), self.reg(b), w);
        self.jump(if c { t } else { f })
    }

    /// `switch` on register `val` with switch table `table`.
    #[inline(always)]
    pub(super) fn switch(&mut self, val: R, table: u32) -> Step {
        let target = match &self.func.switches[table as usize] {
            SwitchTable::Dense {
                min,
                targets,
                default,
            } => {
                let k = self.reg(val).wrapping_sub(*min);
                if k < targets.len() as u64 {
                    targets[k as usize]
                } else {
                    *default
                }
            }
            SwitchTable::Sparse { cases, default } => {
                let v = self.reg(val);
                match cases.binary_search_by_key(&v, |c| c.0) {
                    Ok(i) => cases[i].1,
                    Err(_) => *default,
                }
            }
            SwitchTable::Wide { cases, default } => {
                let v = (self.reg(val), self.r.all()[val.i() + 1]);
                cases
                    .iter()
                    .find(|c| c.0 == v)
                    .map(|c| c.1)
                    .unwrap_or(*default)
            }
        };
        self.jump(target)
    }

    /// `indirectbr` to the block address in register `addr`, which must be one of the
    /// destinations in table `table`.
    #[inline(always)]
    pub(super) fn indirect_br(&mut self, addr: R, table: u32) -> Step {
        let (id, off) = self.vm.codec.decode(self.reg(addr));
        let target = (id == BLOCKADDR_ID)
            .then(|| self.vm.prog.block_addrs.get(off as usize))
            .flatten()
            .filter(|(f, _)| *f == self.fidx)
            .and_then(|(_, bpc)| {
                self.func.indirect[table as usize]
                    .chunks_exact(2)
                    .find(|c| c[0] == *bpc)
                    .map(|c| c[1])
            });
        match target {
            Some(t) => self.jump(t),
            None => Err(self.stop(Action::Violation(
                ViolationKind::InvalidDereference,
                "indirectbr to an address that is not one of its destinations".into(),
            ))),
        }
    }

    /// Returns `n` result slots at register `val`: to the caller without leaving the loop,
    /// or, from the thread's start function, through the outer loop ([`crate::vm::Vm::run_ctl`]).
    #[inline(always)]
    pub(super) fn ret(&mut self, val: R, n: u16) -> Step {
        if self.th.frames.len() == 1 && self.th.frozen.is_none() {
            self.exit_gate()?;
            return Err(self.stop(Action::Ret { val, n }));
        }
        if self.pause_shared || self.superstep {
            let mark = self.th.frames.last().expect("frame").alloca_mark as usize;
            self.free_gate(mark)?;
        }
        let fr = leave_frame(self.th, self.mem, val, n);
        let caller = *self.th.frames.last().expect("caller");
        let func = &self.vm.prog.funcs[caller.func as usize];
        self.switch_to(caller.func, func, caller.base as usize, caller.pc as usize);
        if self.pause_block
            || (fr.atomic && self.th.atomic == 0 && self.ctl.gran != Granularity::Unlimited)
        {
            return Err(self.stop(Action::Yield));
        }
        Ok(())
    }

    /// Calls function `callee` with call site `site`, its result going to register `dst`.
    /// A call that needs nothing but registers (no by-value or variadic arguments, no
    /// atomic section or stub, within the call depth limit) enters the callee without
    /// leaving the loop; any other takes the general path ([`crate::vm::Vm::call`]).
    #[inline(always)]
    pub(super) fn call(&mut self, dst: R, callee: u32, site: u32) -> Step {
        let cf = &self.vm.prog.funcs[callee as usize];
        let cs = &self.func.sites[site as usize];
        if cf.slow_call
            || cs.has_byval
            || (cf.varargs && cs.args.len() > cf.params.len())
            || self.th.depth() >= self.vm.cfg.max_frames
        {
            // Atomic functions are always `slow_call`, so the fast path below never needs
            // this gate.
            self.atomic_gate(callee)?;
            return Err(self.stop(Action::Call {
                func: callee,
                site,
                dst,
            }));
        }
        self.th.frames.last_mut().expect("frame").pc = self.pc as u32;
        // The callee's frame starts where this one ends.
        let base = self.base + self.func.nregs as usize;
        let args = Args::Site {
            site: cs,
            caller_base: self.base,
            dst,
        };
        self.vm.enter_frame(self.th, callee, base, args, false);
        let base = if self.th.freeze_if_deep() {
            // Deep: the outer frames went into a shared segment, the top was rebased.
            self.th.frames.last().expect("frame").base as usize
        } else {
            base
        };
        self.switch_to(callee, cf, base, 0);
        if self.pause_block {
            return Err(self.stop(Action::Yield));
        }
        Ok(())
    }

    /// Calls through the function pointer in register `fptr` with call site `site`: a
    /// builtin stub runs as that builtin, a function takes the general call path.
    #[inline(always)]
    pub(super) fn call_ind(&mut self, dst: R, fptr: R, site: u32) -> Step {
        let p = self.reg(fptr);
        let (id, off) = self.vm.codec.decode(p);
        if id != CODE_ID || off >= self.vm.prog.funcs.len() as u64 {
            return Err(self.stop(Action::Violation(
                ViolationKind::BadFunctionPointer,
                if p == 0 {
                    "call through a null function pointer".to_string()
                } else {
                    format!("call through {p:#x}, which is not a function")
                },
            )));
        }
        let f = off as u32;
        let stub = self.vm.prog.funcs[f as usize].stub;
        if let Some(b) = stub {
            self.sync_point(b, site)?;
        }
        // An atomic section called through a pointer, as in `call`.
        self.atomic_gate(f)?;
        let a = match stub {
            Some(b) => Action::Builtin(BuiltinCall {
                b,
                site,
                dst,
                at: (self.pc - 1) as u32,
            }),
            None => Action::Call { func: f, site, dst },
        };
        Err(self.stop(a))
    }
}
