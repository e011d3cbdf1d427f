//! Thread handles in the interpreter ([`crate::vm::handles`]): a load of a whole marked
//! cell marks its register; while the running thread has marked registers, each op goes
//! through `hnd_pre` and `hnd_post` (the interpreter's slow loop, shared with lazy inputs),
//! which move the marks along copies and into memory, and report a use that depends on
//! which thread a handle names.

use super::{Action, Executor, Step};
use crate::bytecode::op::{ICmpKind, Op, R};
use crate::vm::error::ViolationKind;
use crate::vm::handles;
use crate::vm::state::Thread;

/// What `hnd_post` does once the op ran (absolute register indices, memory indices).
#[derive(Debug, Default)]
pub(super) struct HndPost {
    /// Marks to clear: the registers the op writes.
    clear: Vec<(usize, usize)>,
    /// Registers to mark.
    set: Vec<usize>,
    /// Memory cells to mark: memory index and width.
    cells: Vec<(usize, usize)>,
    /// Scratch for the op's register reads and writes.
    reads: Vec<(R, u16)>,
    writes: Vec<(R, u16)>,
}

impl Executor<'_, '_> {
    /// Whether register `x` of the current frame holds a thread handle.
    #[inline]
    fn hmarked(&self, x: R) -> bool {
        handles::is_marked(&self.th.hregs, self.base + x.i())
    }

    /// The number of threads of the state (the running one and the others).
    #[inline]
    pub(super) fn nthreads(&self) -> usize {
        self.others[0].len() + self.others[1].len() + 1
    }

    /// Ends the loop: the op observes a thread's identity (`why`).
    #[cold]
    pub(super) fn identity(&mut self, why: String) -> super::Stop {
        self.stop(Action::Violation(ViolationKind::ThreadIdentity, why))
    }

    /// [`Op::PunCheck`](crate::bytecode::op::Op::PunCheck): an integer the function may
    /// order or compute with was loaded into the `n` slots at `src`. One that reads as a
    /// pointer to a dynamic object, in a state with a thread started with a pointer to a
    /// dynamic object by a function whose threads may be renamed with their blocks, tells
    /// an id that the renaming changes ([`crate::vm::argobj`]): the op observes a thread's
    /// identity. (A lazy input's placeholder bits are no value: skipped.)
    #[cold]
    pub(super) fn pun_check(&mut self, src: R, n: u16) -> Step {
        let codec = self.mem.codec;
        let (lo, hi) = (self.mem.first_dynamic, self.mem.objs.len());
        let dynamic = |w: u64| {
            let (id, _) = codec.decode(w);
            id >= lo && (id as usize) < hi
        };
        let words = |v: u64| {
            if codec.ptr_bytes() == 8 {
                [v, 0]
            } else {
                [v & 0xffff_ffff, v >> 32]
            }
        };
        let mut hit = false;
        for k in 0..n {
            let x = R(src.0 + k);
            if self.sym && super::sym::mark_of(self.th, self.base + x.i()).is_some() {
                continue;
            }
            hit |= words(self.reg(x)).into_iter().any(dynamic);
        }
        if !hit {
            return Ok(());
        }
        let prog = self.vm.prog;
        let renamed = |t: &Thread| dynamic(t.start.1) && self.vm.argobj.of(prog, t.start.0).is_ok();
        let any = renamed(self.th) || self.others.iter().any(|ts| ts.iter().any(|t| renamed(t)));
        if !any {
            return Ok(());
        }
        Err(self.identity(
            "a pointer read from memory as an integer is ordered or computed with (the \
             symmetry reduction renames threads with their blocks, which changes the ids \
             that pointers' bits tell)"
                .into(),
        ))
    }

    /// The `n`-byte load at memory index `i` into register `dst` just ran: a whole marked
    /// cell marks the register; part of one observes the handle.
    #[cold]
    pub(super) fn hnd_load(&mut self, dst: R, i: usize, n: usize) -> Step {
        if self.mem.handle_cell(i, n) {
            let at = self.base + dst.i();
            if self.hnd {
                // `hnd_post` clears the op's destination first, then marks it.
                if let Some(p) = self.hpost.as_mut() {
                    p.set.push(at);
                }
                return Ok(());
            }
            handles::mark(&mut self.th.hregs, at);
            if self.slow {
                // The slow loop takes the marks from the next op on.
                self.hnd_resume = true;
                return Ok(());
            }
            // The fast loop cannot follow marks: the outer loop comes back in the slow one.
            return Err(self.stop(Action::Resume));
        }
        if self.mem.touches_handle(i, n) {
            return Err(self.identity(format!(
                "a load of {n} bytes of a thread handle stored in {} bytes",
                self.mem
                    .handles
                    .as_ref()
                    .and_then(|h| h.overlapping(i, n).next())
                    .map_or(0, |c| c.1)
            )));
        }
        Ok(())
    }

    /// The `n`-byte load at memory index `i` into the registers from `dst` on (`LoadN`) just
    /// ran: marked cells that are whole registers mark them; any other observes.
    #[cold]
    pub(super) fn hnd_load_n(&mut self, dst: R, i: usize, n: usize) -> Step {
        let cells: Vec<(usize, u8)> = match &self.mem.handles {
            Some(h) => h.overlapping(i, n).collect(),
            None => return Ok(()),
        };
        for (k, w) in cells {
            if k < i || !(k - i).is_multiple_of(8) || k + usize::from(w) > i + n {
                return Err(self.identity("a thread handle loaded as part of a register".into()));
            }
            let at = self.base + dst.i() + (k - i) / 8;
            match self.hpost.as_mut().filter(|_| self.hnd) {
                Some(p) => p.set.push(at),
                None => {
                    // As in `hnd_load`.
                    handles::mark(&mut self.th.hregs, at);
                    if self.slow {
                        self.hnd_resume = true;
                    } else {
                        return Err(self.stop(Action::Resume));
                    }
                }
            }
        }
        Ok(())
    }

    /// Runs before op `op` while the thread has marked registers (see the module
    /// documentation).
    pub(super) fn hnd_pre(&mut self, op: &Op) -> Step {
        let mut post = self.hpost.take().unwrap_or_default();
        post.clear.clear();
        post.set.clear();
        post.cells.clear();
        post.reads.clear();
        post.writes.clear();
        if matches!(op, Op::PunCheck { .. }) {
            // Reads a loaded value's bits, not a handle's: a handle is a small number.
            self.hpost = Some(post);
            return Ok(());
        }
        crate::vm::liveness::regs(op, self.func, &mut post.reads, &mut post.writes);
        if !matches!(
            op,
            Op::Call { .. } | Op::CallInd { .. } | Op::Builtin { .. }
        ) {
            // A call's result is written when it returns (`leave_frame` moves the marks);
            // a builtin's by the builtin (`Vm::handles_after_builtin`).
            for &(r, n) in &post.writes {
                let i = self.base + r.i();
                post.clear.push((i, i + usize::from(n)));
            }
        }
        let marked = post
            .reads
            .iter()
            .any(|&(r, n)| (0..n).any(|k| self.hmarked(R(r.0 + k))));
        let res = if marked {
            self.hnd_marked(op, &mut post)
        } else {
            Ok(())
        };
        self.hpost = Some(post);
        res
    }

    /// After the op ran: moves the marks.
    pub(super) fn hnd_post(&mut self) {
        let Some(post) = self.hpost.take() else {
            return;
        };
        for &(lo, hi) in &post.clear {
            handles::unmark(&mut self.th.hregs, lo, hi);
        }
        for &i in &post.set {
            handles::mark(&mut self.th.hregs, i);
        }
        for &(i, w) in &post.cells {
            self.mem.mark_handle(i, w);
        }
        self.hpost = Some(post);
    }

    /// An op that reads a marked register: what it does with the handle.
    fn hnd_marked(&mut self, op: &Op, post: &mut HndPost) -> Step {
        let abs = |s: &Self, x: R| s.base + x.i();
        match *op {
            Op::Mov { dst, .. } => post.set.push(abs(self, dst)),
            Op::MovN { dst, src, n } => {
                for k in 0..n {
                    if self.hmarked(R(src.0 + k)) {
                        post.set.push(abs(self, R(dst.0 + k)));
                    }
                }
            }
            // Handles are small (at most `--max-threads` + 1): 16 bits hold them.
            Op::Trunc { dst, w, .. } if w >= 16 => post.set.push(abs(self, dst)),
            Op::SExt { dst, from, .. } if from >= 16 => post.set.push(abs(self, dst)),
            Op::Select { dst, c, a, b } => {
                if self.hmarked(c) {
                    return Err(self.identity("a thread handle used as a condition".into()));
                }
                let chosen = if self.reg(c) & 1 != 0 { a } else { b };
                if self.hmarked(chosen) {
                    post.set.push(abs(self, dst));
                }
            }
            Op::SelectN { dst, c, a, b, n } => {
                if self.hmarked(c) {
                    return Err(self.identity("a thread handle used as a condition".into()));
                }
                let chosen = if self.reg(c) & 1 != 0 { a } else { b };
                for k in 0..n {
                    if self.hmarked(R(chosen.0 + k)) {
                        post.set.push(abs(self, R(dst.0 + k)));
                    }
                }
            }
            Op::ICmp { a, b, pred, .. } | Op::BrICmp { a, b, pred, .. } => {
                self.hnd_compare(a, b, pred)?;
            }
            Op::Store1 { val, ptr, off } => return self.hnd_store(val, ptr, off, 1, post),
            Op::Store2 { val, ptr, off } => return self.hnd_store(val, ptr, off, 2, post),
            Op::Store4 { val, ptr, off } => return self.hnd_store(val, ptr, off, 4, post),
            Op::Store8 { val, ptr, off } => return self.hnd_store(val, ptr, off, 8, post),
            Op::AStore { val, ptr, size, .. } => {
                return self.hnd_store(val, ptr, 0, usize::from(size), post);
            }
            Op::StoreN { val, ptr, size } => {
                if self.hmarked(ptr) {
                    return Err(self.identity("a thread handle used as a pointer".into()));
                }
                let n = size as usize;
                let p = self.reg(ptr);
                let Some(i) = self.mem.index(p, u64::from(size)) else {
                    // The store faults.
                    return Ok(());
                };
                for k in 0..n.div_ceil(8) {
                    if self.hmarked(R(val.0 + k as u16)) {
                        let w = (n - 8 * k).min(8);
                        if w < 2 {
                            return Err(self.identity("a thread handle stored in a byte".into()));
                        }
                        post.cells.push((i + 8 * k, w));
                    }
                }
            }
            // Arguments go to the callee's parameters (`Vm::enter_frame`), results to the
            // caller (`leave_frame`), a builtin's arguments are looked at by
            // `Vm::handles_before_builtin`.
            Op::Call { .. } | Op::Ret { .. } | Op::Builtin { .. } => {}
            Op::CallInd { fptr, .. } => {
                if self.hmarked(fptr) {
                    return Err(self.identity("a thread handle called as a function".into()));
                }
            }
            _ => {
                let what = match op {
                    Op::IntOp { op: k, .. } | Op::WideOp { op: k, .. } => {
                        format!("{} {k:?}", op.name())
                    }
                    _ => op.name().to_string(),
                };
                return Err(self.identity(format!("a thread handle used by {what}")));
            }
        }
        Ok(())
    }

    /// A comparison with a marked operand: equality of two handles, or of a handle with a
    /// value that is no renamable handle, does not depend on which threads they name.
    fn hnd_compare(&mut self, a: R, b: R, pred: ICmpKind) -> Step {
        if !matches!(pred, ICmpKind::Eq | ICmpKind::Ne) {
            return Err(self.identity("an ordered comparison of a thread handle".into()));
        }
        let (ma, mb) = (self.hmarked(a), self.hmarked(b));
        if ma && mb {
            return Ok(());
        }
        let other = if ma { self.reg(b) } else { self.reg(a) };
        if handles::renamable(other, self.nthreads()) {
            return Err(self.identity(format!(
                "a thread handle compared with {other}, a number that names a thread"
            )));
        }
        Ok(())
    }

    /// A store of `n` bytes of register `val` at register `ptr` plus `off`, one of them
    /// marked: the cell it writes holds the handle.
    fn hnd_store(&mut self, val: R, ptr: R, off: i32, n: usize, post: &mut HndPost) -> Step {
        if self.hmarked(ptr) {
            return Err(self.identity("a thread handle used as a pointer".into()));
        }
        if !self.hmarked(val) {
            return Ok(());
        }
        if n < 2 {
            return Err(self.identity("a thread handle stored in a byte".into()));
        }
        let p = self.reg(ptr).wrapping_add(off as i64 as u64);
        if let Some(i) = self.mem.index(p, n as u64) {
            post.cells.push((i, n));
        }
        Ok(())
    }
}
