//! Lazy nondeterministic values in the interpreter ([`crate::vm::sym`]): before each op of a
//! state that has symbols, `sym_pre` looks at the op's marked operands and either lets the
//! op run on placeholders and moves the marks after it (copies, extensions, adding a
//! constant, loads and stores of a marked cell), or splits the search on a comparison (the
//! chosen outcome narrows the domain, and the op runs on a representative value of it), or
//! concretises an operand (the explorer picks its value, or the path is cut).

use super::{Action, Executor, Step};
use crate::bytecode::builtins::Builtin;
use crate::bytecode::op::{ICmpKind, IntOpKind, Op, R};
use crate::bytecode::program::SwitchTable;
use crate::vm::Choice;
use crate::vm::memory::Memory;
use crate::vm::state::Thread;
use crate::vm::sym::{
    Cmp, Domain, Piece, SymMem, SymRef, View, bits_of, compare, concrete_as, pieces,
};
use std::sync::Arc;

/// Most pieces a value is split into before a use concretises it instead.
const MAX_PIECES: usize = 4;

/// What to do once the op ran (absolute register indices in the thread's register file).
#[derive(Debug, Default)]
pub(super) struct SymPost {
    /// Marks to clear: the registers the op writes.
    clear: Vec<(usize, usize)>,
    /// Marks to set.
    set: Vec<(usize, SymRef)>,
    /// A cell to mark: memory index, bytes, value.
    cell: Option<(usize, u8, SymRef)>,
    /// Cells to copy: from, to, bytes (a `memcpy`).
    copy: Option<(usize, usize, usize)>,
    /// Registers given a representative value for the op, back to the placeholder after it.
    restore: Vec<usize>,
    /// Scratch for the op's register reads and writes.
    reads: Vec<(R, u16)>,
    writes: Vec<(R, u16)>,
}

/// The mark of absolute register `i` of `th`.
#[inline]
pub(crate) fn mark_of(th: &Thread, i: usize) -> Option<SymRef> {
    th.sym
        .binary_search_by_key(&(i as u32), |m| m.0)
        .ok()
        .map(|k| th.sym[k].1)
}

/// Marks absolute register `i` of `th` with `r` (its slot holds the placeholder 0).
pub(crate) fn set_mark(th: &mut Thread, i: usize, r: SymRef) {
    th.regs[i] = 0;
    match th.sym.binary_search_by_key(&(i as u32), |m| m.0) {
        Ok(k) => th.sym[k].1 = r,
        Err(k) => th.sym.insert(k, (i as u32, r)),
    }
}

/// Clears the marks of absolute registers `lo..hi` of `th`.
#[inline]
pub(crate) fn clear_marks(th: &mut Thread, lo: usize, hi: usize) {
    if th.sym.is_empty() {
        return;
    }
    th.sym.retain(|m| (m.0 as usize) < lo || m.0 as usize >= hi);
}

/// Replaces every mark and cell of symbol `s` in `th` and `mem` by its bits for value `x`.
pub(crate) fn materialise(th: &mut Thread, mem: &mut Memory, s: u32, x: i128) {
    let mut k = 0;
    while k < th.sym.len() {
        let (i, r) = th.sym[k];
        if r.sym == s {
            th.regs[i as usize] = bits_of(r, x);
            th.sym.remove(k);
        } else {
            k += 1;
        }
    }
    let cells: Vec<(usize, u8, SymRef)> = match &mem.sym {
        Some(m) => m
            .cells
            .iter()
            .filter(|(_, (_, r))| r.sym == s)
            .map(|(&i, &(n, r))| (i, n, r))
            .collect(),
        None => return,
    };
    for (i, n, r) in cells {
        // `write_at` drops the cell.
        mem.write_at(i, &bits_of(r, x).to_le_bytes()[..usize::from(n)]);
    }
}

/// Narrows symbol `s` to `dom`, materialising it in `th` and `mem` if one value is left.
pub(crate) fn narrow(th: &mut Thread, mem: &mut Memory, s: u32, dom: Domain) {
    let single = dom.as_single();
    if let Some(m) = mem.sym.as_mut() {
        let cur = &m.doms[s as usize];
        if cur.as_ref().is_some_and(|c| c.dom != dom) {
            Arc::make_mut(m).doms[s as usize]
                .as_mut()
                .expect("a marked symbol exists")
                .dom = dom;
        }
    }
    if let Some(x) = single {
        materialise(th, mem, s, x);
    }
}

/// The comparison and signedness of an `icmp` predicate.
fn cmp_of(p: ICmpKind) -> (Cmp, bool) {
    match p {
        ICmpKind::Eq => (Cmp::Eq, false),
        ICmpKind::Ne => (Cmp::Ne, false),
        ICmpKind::Ugt => (Cmp::Gt, false),
        ICmpKind::Uge => (Cmp::Ge, false),
        ICmpKind::Ult => (Cmp::Lt, false),
        ICmpKind::Ule => (Cmp::Le, false),
        ICmpKind::Sgt => (Cmp::Gt, true),
        ICmpKind::Sge => (Cmp::Ge, true),
        ICmpKind::Slt => (Cmp::Lt, true),
        ICmpKind::Sle => (Cmp::Le, true),
    }
}

/// An operand of a comparison: marked, or its concrete bits.
#[derive(Clone, Copy)]
enum Operand {
    Sym(SymRef),
    Bits(u64),
}

/// The op a use that concretises is, for the cut message (`IntOp URem`, `Mul32`, ...).
fn op_name(op: &Op) -> String {
    match op {
        Op::IntOp { op: k, .. } | Op::WideOp { op: k, .. } => format!("{} {k:?}", op.name()),
        _ => op.name().to_string(),
    }
}

impl Executor<'_, '_> {
    /// The mark of register `x` of the current frame.
    #[inline]
    fn mark(&self, x: R) -> Option<SymRef> {
        mark_of(self.th, self.base + x.i())
    }

    /// The symbols.
    fn syms(&self) -> &SymMem {
        self.mem
            .sym
            .as_deref()
            .expect("a state with marks has symbols")
    }

    /// Runs before op `op` in a state with symbols (see the module documentation).
    pub(super) fn sym_pre(&mut self, op: &Op) -> Step {
        let mut post = self.post.take().unwrap_or_default();
        post.clear.clear();
        post.set.clear();
        post.cell = None;
        post.copy = None;
        post.restore.clear();
        post.reads.clear();
        post.writes.clear();
        if matches!(op, Op::PunCheck { .. }) {
            // Looks at concrete values only (`pun_check`): no lazy input is decided.
            self.post = Some(post);
            return Ok(());
        }
        crate::vm::liveness::regs(op, self.func, &mut post.reads, &mut post.writes);
        // Marked operands; one whose symbol has a single value left is concrete now.
        let mut marked: Vec<(R, SymRef)> = Vec::new();
        for &(r, n) in &post.reads {
            for k in 0..n {
                let x = R(r.0 + k);
                if let Some(m) = self.mark(x) {
                    if let Some(v) = self.syms().sym(m.sym).dom.as_single() {
                        let i = self.base + x.i();
                        self.th.regs[i] = bits_of(m, v);
                        clear_marks(self.th, i, i + 1);
                    } else {
                        marked.push((x, m));
                    }
                }
            }
        }
        if !matches!(
            op,
            Op::Call { .. } | Op::CallInd { .. } | Op::Builtin { .. }
        ) {
            for &(r, n) in &post.writes {
                let i = self.base + r.i();
                post.clear.push((i, i + usize::from(n)));
            }
        }
        let res = if marked.is_empty() {
            self.sym_memory(op, &mut post)
        } else {
            self.sym_marked(op, &marked, &mut post)
        };
        self.post = Some(post);
        res
    }

    /// After the op ran: moves the marks.
    pub(super) fn sym_post(&mut self) {
        let Some(post) = self.post.take() else { return };
        for &i in &post.restore {
            if mark_of(self.th, i).is_some() {
                self.th.regs[i] = 0;
            }
        }
        for &(lo, hi) in &post.clear {
            clear_marks(self.th, lo, hi);
        }
        for &(i, r) in &post.set {
            set_mark(self.th, i, r);
        }
        if let Some((from, to, n)) = post.copy {
            let src: Vec<(usize, u8, SymRef)> = self
                .mem
                .sym
                .as_ref()
                .map(|s| s.overlapping(from, n).collect())
                .unwrap_or_default();
            if !src.is_empty() {
                let m = Arc::make_mut(self.mem.sym.as_mut().expect("symbols"));
                for (k, l, r) in src {
                    m.cells.insert(k - from + to, (l, r));
                }
            }
        }
        if let Some((i, n, r)) = post.cell {
            let m = Arc::make_mut(self.mem.sym.as_mut().expect("symbols"));
            m.cells.insert(i, (n, r));
        }
        self.post = Some(post);
    }

    /// The loop ended inside or before an op: registers given a representative value go
    /// back to the placeholder.
    pub(super) fn sym_abort(&mut self) {
        let Some(post) = self.post.as_mut() else {
            return;
        };
        for &i in &post.restore {
            if mark_of(self.th, i).is_some() {
                self.th.regs[i] = 0;
            }
        }
        post.restore.clear();
    }

    /// An op none of whose register operands is marked: the marked memory cells it reads.
    fn sym_memory(&mut self, op: &Op, post: &mut SymPost) -> Step {
        let (p, n, load_dst) = match *op {
            Op::Load1 { dst, ptr, off } => {
                (self.reg(ptr).wrapping_add(off as i64 as u64), 1, Some(dst))
            }
            Op::Load2 { dst, ptr, off } => {
                (self.reg(ptr).wrapping_add(off as i64 as u64), 2, Some(dst))
            }
            Op::Load4 { dst, ptr, off } => {
                (self.reg(ptr).wrapping_add(off as i64 as u64), 4, Some(dst))
            }
            Op::Load8 { dst, ptr, off } => {
                (self.reg(ptr).wrapping_add(off as i64 as u64), 8, Some(dst))
            }
            Op::Store1 { ptr, off, .. } => (self.reg(ptr).wrapping_add(off as i64 as u64), 1, None),
            Op::Store2 { ptr, off, .. } => (self.reg(ptr).wrapping_add(off as i64 as u64), 2, None),
            Op::Store4 { ptr, off, .. } => (self.reg(ptr).wrapping_add(off as i64 as u64), 4, None),
            Op::Store8 { ptr, off, .. } => (self.reg(ptr).wrapping_add(off as i64 as u64), 8, None),
            Op::LoadN { dst, ptr, size } => {
                return self.sym_range(op, self.reg(ptr), u64::from(size), Some((dst, size)), post);
            }
            Op::StoreN { ptr, size, .. } => {
                return self.sym_range(op, self.reg(ptr), u64::from(size), None, post);
            }
            Op::AtomicRmw { ptr, size, .. }
            | Op::CmpXchg { ptr, size, .. }
            | Op::AStore { ptr, size, .. }
            | Op::ALoad { ptr, size, .. } => {
                return self.sym_range(op, self.reg(ptr), u64::from(size), None, post);
            }
            Op::MemSet { dst, len, .. } => {
                return self.sym_range(op, self.reg(dst), self.reg(len), None, post);
            }
            Op::MemCpy { dst, src, len } | Op::MemMove { dst, src, len } => {
                let (d, s, n) = (self.reg(dst), self.reg(src), self.reg(len));
                self.sym_range(op, d, n, None, post)?;
                if let (Some(si), Some(di)) = (self.mem.index(s, n), self.mem.index(d, n)) {
                    let n = n as usize;
                    // Whole cells of the source are copied marked; part of one, concrete.
                    if let Some(r) = self.straddling(si, n) {
                        return self.concretise(op, r.sym);
                    }
                    post.copy = Some((si, di, n));
                }
                return Ok(());
            }
            Op::VaCopy { dst, src } => {
                let size = 32;
                self.sym_range(op, self.reg(src), size, None, post)?;
                return self.sym_range(op, self.reg(dst), size, None, post);
            }
            _ => return Ok(()),
        };
        let Some(i) = self.mem.index(p, n) else {
            // The op faults.
            return Ok(());
        };
        let n = n as usize;
        if let Some(dst) = load_dst
            && let Some(r) = self.mem.sym_cell(i, n)
        {
            // A load of a whole marked cell: the placeholder, marked.
            post.set.push((self.base + dst.i(), r));
            return Ok(());
        }
        // Any other load of a marked cell, and a store that covers part of one, concretises
        // it (a store over a whole one makes it concrete: `Memory::write_at`).
        let partial = if load_dst.is_some() {
            self.mem
                .sym
                .as_ref()
                .and_then(|m| m.overlapping(i, n).next().map(|c| c.2))
        } else {
            self.straddling(i, n)
        };
        match partial {
            Some(r) => self.concretise(op, r.sym),
            None => Ok(()),
        }
    }

    /// The first marked cell that overlaps memory indices `i..i + n` without lying inside
    /// them.
    fn straddling(&self, i: usize, n: usize) -> Option<SymRef> {
        self.mem
            .sym
            .as_ref()?
            .overlapping(i, n)
            .find(|&(k, l, _)| k < i || k + usize::from(l) > i + n)
            .map(|c| c.2)
    }

    /// An access of `n` bytes at `p` that is not symbolic-aware: a marked cell it overlaps
    /// is concretised (a load into registers, `dst`, of whole cells keeps them marked).
    fn sym_range(
        &mut self,
        op: &Op,
        p: u64,
        n: u64,
        dst: Option<(R, u32)>,
        post: &mut SymPost,
    ) -> Step {
        let Some(i) = self.mem.index(p, n) else {
            return Ok(());
        };
        let n = n as usize;
        let hit: Vec<(usize, u8, SymRef)> = match &self.mem.sym {
            Some(m) => m.overlapping(i, n).collect(),
            None => return Ok(()),
        };
        if let Some((_, size)) = dst {
            // LoadN: whole cells at 8-byte slot boundaries of the value become marks of
            // their slots.
            let fits = |k: usize, l: u8| {
                k >= i && (k - i).is_multiple_of(8) && k + usize::from(l) <= i + size as usize
            };
            if let Some((_, _, r)) = hit.iter().find(|&&(k, l, _)| !fits(k, l)) {
                return self.concretise(op, r.sym);
            }
            let (dst, _) = dst.expect("a load");
            for (k, _, r) in hit {
                post.set.push((self.base + dst.i() + (k - i) / 8, r));
            }
            return Ok(());
        }
        // A write over whole cells makes them concrete (`Memory::write_at`); any other
        // access, or a write over part of a cell, concretises it.
        let writes = matches!(
            op,
            Op::StoreN { .. } | Op::MemSet { .. } | Op::MemCpy { .. } | Op::MemMove { .. }
        );
        let partial = if writes {
            self.straddling(i, n)
        } else {
            hit.first().map(|c| c.2)
        };
        match partial {
            Some(r) => self.concretise(op, r.sym),
            None => Ok(()),
        }
    }

    /// An op with marked register operands `marked`.
    fn sym_marked(&mut self, op: &Op, marked: &[(R, SymRef)], post: &mut SymPost) -> Step {
        let (r0, m0) = marked[0];
        let base = self.base;
        let abs = |x: R| base + x.i();
        match *op {
            Op::Mov { dst, .. } => post.set.push((abs(dst), m0)),
            Op::MovN { dst, src, n } => {
                for &(x, m) in marked {
                    if x.0 >= src.0 && x.0 < src.0 + n {
                        post.set.push((abs(dst) + usize::from(x.0 - src.0), m));
                    }
                }
            }
            Op::Trunc { dst, w, .. } => post.set.push((
                abs(dst),
                SymRef {
                    w: w.min(m0.w),
                    ..m0
                },
            )),
            Op::SExt { dst, from, to, .. } => {
                let v = View {
                    width: from,
                    signed: true,
                };
                let Some(p) = self.split_pieces(op, m0, v)? else {
                    return Ok(());
                };
                post.set.push((
                    abs(dst),
                    SymRef {
                        sym: m0.sym,
                        c: p.d,
                        w: to,
                    },
                ));
            }
            Op::Add64 { dst, a, b }
            | Op::Sub64 { dst, a, b }
            | Op::Add32 { dst, a, b }
            | Op::Sub32 { dst, a, b } => {
                let sub = matches!(op, Op::Sub64 { .. } | Op::Sub32 { .. });
                let w = if matches!(op, Op::Add64 { .. } | Op::Sub64 { .. }) {
                    64
                } else {
                    32
                };
                return self.sym_add(op, dst, a, b, sub, w, marked, post);
            }
            Op::IntOp {
                dst,
                a,
                b,
                op: k @ (IntOpKind::Add | IntOpKind::Sub),
                w,
            } => {
                return self.sym_add(op, dst, a, b, k == IntOpKind::Sub, w, marked, post);
            }
            Op::ICmp { a, b, pred, w, .. } | Op::BrICmp { a, b, pred, w, .. } => {
                return self.sym_icmp(op, a, b, pred, w, post);
            }
            Op::Select { dst, c, a, b } => {
                if let Some(cm) = self.mark(c) {
                    return self.concretise(op, cm.sym);
                }
                let chosen = if self.reg(c) & 1 != 0 { a } else { b };
                if let Some(m) = self.mark(chosen) {
                    post.set.push((abs(dst), m));
                }
            }
            Op::Switch { val, table } => return self.sym_switch(op, val, table, post),
            Op::Store1 { val, ptr, off }
            | Op::Store2 { val, ptr, off }
            | Op::Store4 { val, ptr, off }
            | Op::Store8 { val, ptr, off } => {
                if let Some(pm) = self.mark(ptr) {
                    return self.concretise(op, pm.sym);
                }
                let n: u8 = match op {
                    Op::Store1 { .. } => 1,
                    Op::Store2 { .. } => 2,
                    Op::Store4 { .. } => 4,
                    _ => 8,
                };
                let p = self.reg(ptr).wrapping_add(off as i64 as u64);
                let Some(i) = self.mem.index(p, u64::from(n)) else {
                    return Ok(());
                };
                // Cells it covers in part are concretised first.
                if let Some((_, _, r)) = self.mem.sym.as_ref().and_then(|m| {
                    m.overlapping(i, usize::from(n))
                        .find(|&(k, l, _)| k < i || k + usize::from(l) > i + usize::from(n))
                }) {
                    return self.concretise(op, r.sym);
                }
                let m = self.mark(val).expect("the marked operand is the value");
                post.cell = Some((
                    i,
                    n,
                    SymRef {
                        w: m.w.min(8 * n),
                        ..m
                    },
                ));
            }
            Op::StoreN { val, ptr, size } if self.mark(ptr).is_none() => {
                // Whole registers into memory: each marked slot becomes a cell of 8 bytes
                // (or what is left of the value).
                let p = self.reg(ptr);
                let Some(i) = self.mem.index(p, u64::from(size)) else {
                    return Ok(());
                };
                if let Some((_, _, r)) = self.mem.sym.as_ref().and_then(|m| {
                    m.overlapping(i, size as usize)
                        .find(|&(k, l, _)| k < i || k + usize::from(l) > i + size as usize)
                }) {
                    return self.concretise(op, r.sym);
                }
                // One cell per op: more than one marked slot concretises the others.
                if marked.len() > 1 {
                    return self.concretise(op, marked[1].1.sym);
                }
                let slot = usize::from(r0.0 - val.0);
                let n = (size as usize - 8 * slot).min(8) as u8;
                post.cell = Some((
                    i + 8 * slot,
                    n,
                    SymRef {
                        w: m0.w.min(8 * n),
                        ..m0
                    },
                ));
            }
            Op::Call { site, .. } | Op::CallInd { site, .. } => {
                let cs = &self.func.sites[site as usize];
                let callee = match *op {
                    Op::Call { func, .. } => Some(func),
                    Op::CallInd { fptr, .. } => {
                        let (id, off) = self.vm.codec.decode(self.reg(fptr));
                        (id == crate::bytecode::program::CODE_ID).then_some(off as u32)
                    }
                    _ => None,
                };
                let f = callee.and_then(|c| self.vm.prog.funcs.get(c as usize));
                // Marks pass into the callee's parameters (`Vm::enter_frame`), but not into
                // a builtin, a variadic area or a by-value copy.
                for &(x, m) in marked {
                    let Some(f) = f else {
                        return self.concretise(op, m.sym);
                    };
                    let k = cs
                        .args
                        .iter()
                        .position(|a| x.0 >= a.reg.0 && x.0 < a.reg.0 + a.slots.max(1));
                    let plain = k.is_some_and(|k| k < f.params.len() && cs.args[k].byval.is_none());
                    if f.stub.is_some() || !plain {
                        return self.concretise(op, m.sym);
                    }
                }
            }
            Op::Ret { .. } => {
                if self.th.frames.len() == 1 && self.th.frozen.is_none() {
                    // The thread's own return value is not kept symbolic.
                    return self.concretise(op, m0.sym);
                }
            }
            Op::Builtin { id, site, .. } => {
                let b = Builtin::from_id(id).expect("valid builtin id");
                let cs = &self.func.sites[site as usize];
                let arg0 = cs.args.first().map(|a| a.reg);
                if b == Builtin::VerifierAssume && marked.len() == 1 && arg0 == Some(r0) {
                    // `assume(v)`: a split on `v != 0` (an `int`).
                    let outcomes = self.cmp_outcomes(
                        op,
                        Operand::Sym(m0),
                        Operand::Bits(0),
                        Cmp::Ne,
                        View {
                            width: 32,
                            signed: false,
                        },
                    )?;
                    let Some(mut outcomes) = outcomes else {
                        return Ok(());
                    };
                    // The values that fail the assumption end the path: no move for them
                    // (and a random walk draws among the values that pass it).
                    if outcomes.iter().any(|o| o.0) {
                        outcomes.retain(|o| o.0);
                    }
                    return self.take_outcome(m0.sym, outcomes, &[r0], post);
                }
                return self.concretise(op, m0.sym);
            }
            _ => return self.concretise(op, m0.sym),
        }
        Ok(())
    }

    /// `a ± b` at width `w` with a marked operand.
    #[allow(clippy::too_many_arguments)]
    fn sym_add(
        &mut self,
        op: &Op,
        dst: R,
        a: R,
        b: R,
        sub: bool,
        w: u8,
        marked: &[(R, SymRef)],
        post: &mut SymPost,
    ) -> Step {
        let (ma, mb) = (self.mark(a), self.mark(b));
        let (m, k) = match (ma, mb) {
            (Some(m), None) => (m, self.reg(b)),
            (None, Some(m)) if !sub => (m, self.reg(a)),
            _ => return self.concretise(op, marked[0].1.sym),
        };
        let k = i128::from(crate::vm::arith::mask(k, w));
        let k = if sub { -k } else { k };
        let c = if m.w >= w {
            m.c
        } else {
            // The value is read as an unsigned `m.w`-bit number first.
            let v = View {
                width: m.w,
                signed: false,
            };
            match self.split_pieces(op, m, v)? {
                Some(p) => p.d,
                None => return Ok(()),
            }
        };
        post.set.push((
            self.base + dst.i(),
            SymRef {
                sym: m.sym,
                c: c + k,
                w,
            },
        ));
        Ok(())
    }

    /// The piece of `m` under view `v` the search takes: one piece, or a split into them.
    /// `Ok(None)`: the op concretises instead (the stop or the cut is in `out`... returned as
    /// `Err`), never returned with `Ok(None)` but for an empty domain.
    fn split_pieces(&mut self, op: &Op, m: SymRef, v: View) -> Result<Option<Piece>, super::Stop> {
        let Some(ps) = self.pieces_or_rebase(m, v) else {
            return self.concretise(op, m.sym).map(|()| None);
        };
        if ps.len() == 1 {
            return Ok(ps.into_iter().next());
        }
        let i = self.outcome(ps.iter().map(|p| &p.dom))?;
        let p = ps.into_iter().nth(i).expect("outcome in range");
        narrow(self.th, self.mem, m.sym, p.dom.clone());
        Ok(Some(p))
    }

    /// The pieces of `m` under view `v`; when there are too many (a narrow view of a wide
    /// domain, as `short s = nondet_int()` then reading `s`), the symbol is first re-based
    /// onto the view if that is exact (see [`Self::rebase`]), which leaves one piece.
    fn pieces_or_rebase(&mut self, m: SymRef, v: View) -> Option<Vec<Piece>> {
        let dom = self.syms().sym(m.sym).dom.clone();
        if let Some(ps) = pieces(&dom, m, v, MAX_PIECES) {
            return Some(ps);
        }
        if !self.rebase(m, v) {
            return None;
        }
        let dom = self.syms().sym(m.sym).dom.clone();
        pieces(&dom, SymRef { c: 0, ..m }, v, MAX_PIECES)
    }

    /// Replaces symbol `x` of `m` by `x' = (x + m.c)` read through view `v` (`m` bits), so
    /// that `m` becomes `x'` itself. Exact when every reference to the symbol has at most
    /// `m` bits: each reads `(x + c_i) mod 2^w_i`, which is `(x' + c_i - m.c) mod 2^w_i`
    /// since `x' ≡ x + m.c (mod 2^m)`. References of the running thread that are dead are
    /// dropped first (they are never read again); with a reference in another thread (all
    /// live between steps: [`crate::vm::Vm::drop_dead_marks`]), or a wider one, the symbol
    /// is left as it was (`false`).
    fn rebase(&mut self, m: SymRef, v: View) -> bool {
        let bits = u32::from(v.width.min(m.w).clamp(1, 63));
        let (s, c0) = (m.sym, m.c);
        if self
            .others
            .iter()
            .any(|ts| ts.iter().any(|t| t.sym.iter().any(|x| x.1.sym == s)))
        {
            return false;
        }
        // Dead marks go (in this frame: not live into this op, never read again).
        // A register holding `m` itself that this op reads for the last time (live into
        // it, not into the next op) only needs the bits this op reads: it is narrowed with
        // the others instead of blocking the re-base (it may not go: a split re-runs this
        // op, which reads it again). For a branch, nothing is known to die here.
        let lo = self.base;
        let hi = self.base + self.func.consts_at as usize;
        let at = self.pc - 1;
        let branch = matches!(
            self.func.code.get(at),
            Some(
                Op::BrICmp { .. }
                    | Op::BrIf { .. }
                    | Op::Switch { .. }
                    | Op::Jump { .. }
                    | Op::Ret { .. }
            ) | None
        );
        let live = |pc: u32| {
            self.vm
                .liveness
                .live_at(self.vm.prog, self.fidx, pc, true)
                .map(|(l, _)| l)
        };
        let bit = |l: &[u64], i: usize| crate::vm::liveness::is_live(l, i - lo);
        let in_frame = |i: usize| i >= lo && i < hi;
        // Every frame's dead marks go, not only this one's: the callers' are dead at their
        // resume points (this step may have returned into a caller since the last drop).
        self.vm.drop_dead_marks_at(self.th, Some(at as u32));
        let mut dying: Vec<usize> = Vec::new();
        if !branch && let Some(live_out) = live(self.pc as u32) {
            dying = self
                .th
                .sym
                .iter()
                .filter(|&&(i, x)| x == m && in_frame(i as usize) && !bit(live_out, i as usize))
                .map(|&(i, _)| i as usize)
                .collect();
        }
        let syms = self.syms();
        let narrow_enough = self
            .th
            .sym
            .iter()
            .filter(|x| x.1.sym == s && !dying.contains(&(x.0 as usize)))
            .all(|x| u32::from(x.1.w) <= bits)
            && syms
                .cells
                .values()
                .filter(|c| c.1.sym == s)
                .all(|c| u32::from(c.1.w) <= bits);
        if !narrow_enough {
            return false;
        }
        let lo_win: i128 = if v.signed && v.width <= m.w {
            -(1i128 << (bits - 1))
        } else {
            0
        };
        let span = 1i128 << bits;
        let window = |y: i128| (y - lo_win).rem_euclid(span) + lo_win;
        let mut image = Domain::default();
        for &(a, b) in syms.sym(s).dom.intervals() {
            let part = if b - a + 1 >= span {
                Domain::range(lo_win, lo_win + span - 1)
            } else {
                let (ea, eb) = (window(a + c0), window(b + c0));
                if ea <= eb {
                    Domain::range(ea, eb)
                } else {
                    Domain::range(ea, lo_win + span - 1).union(&Domain::range(lo_win, eb))
                }
            };
            image = image.union(&part);
        }
        for x in self.th.sym.iter_mut().filter(|x| x.1.sym == s) {
            x.1.c -= c0;
            if dying.contains(&(x.0 as usize)) {
                x.1.w = x.1.w.min(bits as u8);
            }
        }
        let mm = Arc::make_mut(self.mem.sym.as_mut().expect("symbols"));
        for c in mm.cells.values_mut().filter(|c| c.1.sym == s) {
            c.1.c -= c0;
        }
        let sym = mm.doms[s as usize]
            .as_mut()
            .expect("a marked symbol exists");
        let before = sym.clone();
        sym.dom = image;
        sym.base = Some(Arc::new(crate::vm::sym::Based {
            sym: before,
            c: c0,
            lo: lo_win,
            span,
        }));
        true
    }

    /// Index of the outcome out of `n` the explorer chose (`th.choice`), or a stop asking
    /// for it.
    /// The outcomes are the domains `doms` (their sizes are kept with the thread for a
    /// random walk: [`crate::vm::state::Thread::split_sizes`]).
    fn outcome<'d>(
        &mut self,
        doms: impl ExactSizeIterator<Item = &'d Domain>,
    ) -> Result<usize, super::Stop> {
        let n = doms.len();
        if n == 1 {
            return Ok(0);
        }
        match self.th.choice.take() {
            Some(i) if (i as usize) < n => Ok(i as usize),
            _ => {
                self.th.split_sizes = Some(doms.map(Domain::size).collect());
                self.stop_at_op();
                Err(self.stop(Action::Choice(Choice::Split(n as u64))))
            }
        }
    }

    /// The outcomes (`true` first) of comparing `a` with `b` by `cmp` through view `v`, as
    /// domains of the one symbol involved; `Ok(None)` when an operand was materialised.
    fn cmp_outcomes(
        &mut self,
        op: &Op,
        a: Operand,
        b: Operand,
        cmp: Cmp,
        v: View,
    ) -> Result<Option<Vec<(bool, Domain)>>, super::Stop> {
        let (mut yes, mut no) = (Domain::default(), Domain::default());
        match (a, b) {
            (Operand::Sym(m), Operand::Bits(k)) | (Operand::Bits(k), Operand::Sym(m)) => {
                let cmp = if matches!(a, Operand::Sym(_)) {
                    cmp
                } else {
                    cmp.flip()
                };
                let Some(ps) = self.pieces_or_rebase(m, v) else {
                    return self.concretise(op, m.sym).map(|()| None);
                };
                let k = concrete_as(k, v);
                for p in ps {
                    let (y, n) = compare(&p.dom, p.d, cmp, k);
                    yes = yes.union(&y);
                    no = no.union(&n);
                }
            }
            (Operand::Sym(ma), Operand::Sym(mb)) if ma.sym == mb.sym => {
                let dom = self.syms().sym(ma.sym).dom.clone();
                let (Some(pa), Some(pb)) = (
                    pieces(&dom, ma, v, MAX_PIECES),
                    pieces(&dom, mb, v, MAX_PIECES),
                ) else {
                    return self.concretise(op, ma.sym).map(|()| None);
                };
                for x in &pa {
                    for y in &pb {
                        let both = x.dom.intersect(&y.dom);
                        if cmp.holds(x.d, y.d) {
                            yes = yes.union(&both);
                        } else {
                            no = no.union(&both);
                        }
                    }
                }
            }
            (Operand::Sym(ma), Operand::Sym(mb)) => {
                // Two symbols: the one with fewer values is enumerated.
                let s = self.syms();
                let pick = if s.sym(ma.sym).dom.size() <= s.sym(mb.sym).dom.size() {
                    ma.sym
                } else {
                    mb.sym
                };
                return self.concretise(op, pick).map(|()| None);
            }
            (Operand::Bits(_), Operand::Bits(_)) => {
                unreachable!("a comparison with a marked operand")
            }
        }
        Ok(Some(
            [(true, yes), (false, no)]
                .into_iter()
                .filter(|(_, d)| !d.is_empty())
                .collect(),
        ))
    }

    /// Takes one of `outcomes` of symbol `s` (the explorer's choice when there are several),
    /// narrows the symbol to it, and gives the marked registers `regs` a representative value
    /// for the op to run on.
    fn take_outcome<T>(
        &mut self,
        s: u32,
        outcomes: Vec<(T, Domain)>,
        regs: &[R],
        post: &mut SymPost,
    ) -> Step {
        if outcomes.is_empty() {
            // No value is left (cannot happen: the domain is never empty).
            return Ok(());
        }
        let i = self.outcome(outcomes.iter().map(|o| &o.1))?;
        let dom = outcomes.into_iter().nth(i).expect("outcome in range").1;
        let rep = dom.nth(0).expect("a non-empty outcome");
        narrow(self.th, self.mem, s, dom);
        for &x in regs {
            let i = self.base + x.i();
            if let Some(m) = mark_of(self.th, i) {
                self.th.regs[i] = bits_of(m, rep);
                post.restore.push(i);
            }
        }
        Ok(())
    }

    /// `icmp` (or a compare-and-branch) with a marked operand.
    fn sym_icmp(&mut self, op: &Op, a: R, b: R, pred: ICmpKind, w: u8, post: &mut SymPost) -> Step {
        let (cmp, signed) = cmp_of(pred);
        let opnd = |x: R| match self.mark(x) {
            Some(m) => Operand::Sym(m),
            None => Operand::Bits(self.reg(x)),
        };
        let (oa, ob) = (opnd(a), opnd(b));
        let s = match (oa, ob) {
            (Operand::Sym(m), _) | (_, Operand::Sym(m)) => m.sym,
            _ => return Ok(()),
        };
        let v = View { width: w, signed };
        let Some(outcomes) = self.cmp_outcomes(op, oa, ob, cmp, v)? else {
            return Ok(());
        };
        self.take_outcome(s, outcomes, &[a, b], post)
    }

    /// `switch` on a marked value: one outcome per target.
    fn sym_switch(&mut self, op: &Op, val: R, table: u32, post: &mut SymPost) -> Step {
        let m = self.mark(val).expect("the marked operand");
        let cases: Vec<(u64, u32)> = match &self.func.switches[table as usize] {
            SwitchTable::Dense { min, targets, .. } => targets
                .iter()
                .enumerate()
                .map(|(k, &t)| (min.wrapping_add(k as u64), t))
                .collect(),
            SwitchTable::Sparse { cases, .. } => cases.clone(),
            SwitchTable::Wide { .. } => return self.concretise(op, m.sym),
        };
        let v = View {
            width: m.w,
            signed: false,
        };
        let Some(ps) = self.pieces_or_rebase(m, v) else {
            return self.concretise(op, m.sym);
        };
        let dom = self.syms().sym(m.sym).dom.clone();
        // Target → values; the default gets what no case takes.
        let mut by_target: Vec<(u32, Domain)> = Vec::new();
        let mut rest = dom.clone();
        for p in &ps {
            for &(cv, t) in &cases {
                let x = i128::from(cv) - p.d;
                if p.dom.restrict(x, x).is_empty() {
                    continue;
                }
                rest = rest.without(x, x);
                match by_target.iter_mut().find(|(tt, _)| *tt == t) {
                    Some((_, d)) => *d = d.union(&Domain::single(x)),
                    None => by_target.push((t, Domain::single(x))),
                }
            }
        }
        if !rest.is_empty() {
            by_target.push((u32::MAX, rest));
        }
        self.take_outcome(m.sym, by_target, &[val], post)
    }

    /// Stops before the op being executed, which still counts as run: a step that a
    /// superstep replays by its length (`CProgram::apply`) then stops here too, with the same
    /// choice, instead of yielding just before it.
    fn stop_at_op(&mut self) {
        self.pc -= 1;
    }

    /// A use of symbol `s` that needs a concrete value: the explorer picks one of its
    /// values (`Thread::sym_pick`, applied when the thread next runs), or, with more than
    /// `nondet_k` values, the path is cut.
    pub(super) fn concretise(&mut self, op: &Op, s: u32) -> Step {
        let size = self.syms().sym(s).dom.size();
        self.stop_at_op();
        let k = self.vm.cfg.nondet_k;
        // `nondet_k == u64::MAX` (Monte Carlo: one value is drawn, none listed): any domain;
        // one of 2^64 values is drawn from the first 2^64 - 1.
        let size = if k == u64::MAX {
            size.min(u128::from(k))
        } else {
            size
        };
        if size > u128::from(k) {
            let origin = &self.syms().sym(s).origin;
            let why = format!(
                "`{}` needs the value of {}() (thread {}) concrete, and {} values are possible",
                op_name(op),
                origin.name,
                origin.thread,
                size,
            );
            return Err(self.stop(Action::SymCut(why)));
        }
        self.th.sym_pick = Some(s);
        Err(self.stop(Action::Choice(Choice::Split(size as u64))))
    }
}

impl crate::vm::Vm<'_> {
    /// Applies the explorer's pick (`Thread::choice`, an index into the domain) for symbol
    /// `s`, which thread `tid` stopped to have concrete.
    pub(crate) fn sym_pick(&self, st: &mut crate::vm::state::State, tid: usize, s: u32) {
        let crate::vm::state::State { mem, threads, .. } = st;
        let th = &mut *threads[tid];
        let Some(i) = th.choice.take() else { return };
        let Some(v) = mem
            .sym
            .as_ref()
            .and_then(|m| m.sym(s).dom.nth(u128::from(i)))
        else {
            return;
        };
        narrow(th, mem, s, Domain::single(v));
    }

    /// [`Vm::run_builtin`] in a state with lazy values: a builtin may read a marked cell's
    /// placeholder, so it runs on the state kept only if it did not; otherwise the state is
    /// put back and the cell's symbol is made concrete first.
    #[cold]
    #[inline(never)]
    pub(super) fn run_builtin_sym(
        &self,
        st: &mut crate::vm::state::State,
        tid: usize,
        call: super::BuiltinCall,
        env: &mut dyn crate::vm::Env,
        ctl: &mut super::StepCtl,
    ) -> Option<crate::vm::Event> {
        if st.mem.sym.as_ref().is_none_or(|s| s.cells.is_empty()) {
            return self.run_builtin(st, tid, call, env, ctl);
        }
        let at = call.at;
        let before = st.clone();
        crate::vm::memory::sym_untouch();
        let ev = self.run_builtin(st, tid, call, env, ctl);
        let Some(touched) = crate::vm::memory::sym_touched() else {
            return ev;
        };
        let s = before
            .mem
            .sym
            .as_ref()
            .and_then(|m| m.cells.get(&touched))
            .map(|c| c.1.sym);
        let Some(s) = s else {
            // Not a cell of the state before (cannot happen): keep what the builtin did.
            return ev;
        };
        *st = before;
        st.threads[tid].frames.last_mut().expect("frame").pc = at;
        Some(self.sym_concretise_at(st, tid, s, env))
    }

    /// Thread `tid`, stopped before a builtin that reads a marked cell of symbol `s`: the
    /// explorer is to pick its value, or the path is cut.
    pub(crate) fn sym_concretise_at(
        &self,
        st: &mut crate::vm::state::State,
        tid: usize,
        s: u32,
        env: &mut dyn crate::vm::Env,
    ) -> crate::vm::Event {
        let sym = st.mem.sym.as_ref().expect("symbols").sym(s);
        let size = sym.dom.size();
        if size > u128::from(self.cfg.nondet_k) {
            let why = format!(
                "a library function needs the value of {}() (thread {}) concrete, and {} \
                 values are possible",
                sym.origin.name, sym.origin.thread, size
            );
            let mut at = self.stack_of(st, tid);
            if let (Some(p), Some(f)) = (at.first_mut(), st.threads[tid].frames.last()) {
                p.pc = f.pc;
            }
            env.sym_cut(why, at);
            return crate::vm::Event::AssumeFailed;
        }
        st.threads[tid].sym_pick = Some(s);
        crate::vm::Event::Choice(Choice::Split(size as u64))
    }

    /// A new symbol for a `__VERIFIER_nondet_*` call of thread `tid` named `name` (an integer
    /// of `bits` bits, `signed` or not), in absolute register `reg`: the lowest id no mark or
    /// cell names (the ids of symbols nothing names any more are freed here, so that equal
    /// states number their symbols alike).
    pub(crate) fn new_symbol(
        &self,
        st: &mut crate::vm::state::State,
        tid: usize,
        name: &str,
        bits: u8,
        signed: bool,
        reg: usize,
    ) {
        // The symbols still referenced: by a *live* register mark (as the canonical form
        // counts them: a dead register's stale mark must not keep an id, or two states that
        // are canonically equal would give the new symbol different ids), a pending pick, or
        // a memory cell.
        let mut used: Vec<u32> = Vec::new();
        for t in &st.threads {
            self.live_marks(t, |_, _, r| used.push(r.sym));
            used.extend(t.sym_pick);
        }
        if let Some(m) = &st.mem.sym {
            used.extend(m.cells.values().map(|c| c.1.sym));
        }
        used.sort_unstable();
        used.dedup();
        let m = Arc::make_mut(st.mem.sym.get_or_insert_with(Default::default));
        for (k, d) in m.doms.iter_mut().enumerate() {
            if used.binary_search(&(k as u32)).is_err() {
                *d = None;
            }
        }
        let id = m
            .doms
            .iter()
            .position(Option::is_none)
            .unwrap_or(m.doms.len());
        if id == m.doms.len() {
            m.doms.push(None);
        }
        // Stale (dead) register marks of a freed id go, so that none names the new symbol.
        for t in st.threads.iter_mut() {
            if t.sym.iter().any(|x| x.1.sym == id as u32) {
                t.sym.retain(|x| x.1.sym != id as u32);
            }
        }
        let b = u32::from(bits.clamp(1, 64));
        let (lo, hi) = if signed {
            (-(1i128 << (b - 1)), (1i128 << (b - 1)) - 1)
        } else {
            (0, (1i128 << b) - 1)
        };
        let th = &st.threads[tid];
        let fr = th.frames.last().expect("frame");
        m.doms[id] = Some(crate::vm::sym::Symbol {
            base: None,
            dom: Domain::range(lo, hi),
            origin: crate::vm::sym::Origin {
                thread: tid as u16,
                func: fr.func,
                pc: fr.pc.saturating_sub(1),
                name: Arc::from(name),
                signed,
                bits,
                serial: m.made,
            },
        });
        m.made += 1;
        let r = SymRef {
            sym: id as u32,
            c: 0,
            w: bits,
        };
        set_mark(&mut st.threads[tid], reg, r);
    }
}
