//! Register liveness, so that dead registers do not distinguish states (DESIGN.md: "dead
//! registers cleared"). A backward dataflow analysis over each function's bytecode computes,
//! for every op, the registers that may be read before being overwritten on some path from
//! it. Computed lazily per function (the first time a state with a frame in it is hashed)
//! and shared by all workers.
//!
//! Soundness: reads are over-approximated (an operand whose extent is uncertain counts as
//! reading all its slots) and writes under-approximated (only registers an op always
//! overwrites completely are killed), so a register reported dead is never read again.
//!
//! **Faint registers** ([`Liveness::new`] with `faint`). A register can be read again and
//! still not matter: SV-COMP's `pthread-ext/05_tas` doubles a local `delay` in its spin loop
//! (`if (delay*2 > delay) delay *= 2`), and nothing else ever reads it, but its 32 values
//! make 32 local states of every spinning thread. The analysis is then *strong* liveness
//! (faint-variable analysis, as in Khedker, Sanyal and Karkare's *Data Flow Analysis*):
//!
//! - a pure op (`pure`: a register computation that cannot fail, block, touch memory or be seen
//!   by another thread) reads its operands only if one of the registers it writes is live
//!   after it, so `delay = delay * 2` does not keep `delay` live by itself;
//! - a two-way branch ([`Op::BrIf`], [`Op::BrICmp`]) whose outcome cannot matter does not read
//!   its condition. That is a branch whose *region* (every op on a path from it to its
//!   nearest post-dominator `p`, `p` excluded) is acyclic and pure, and no register written
//!   in the region is live at `p`: both ways reach `p` with the same values in every live
//!   register, having done nothing anyone can see. A branch in a loop the region closes (a
//!   loop exit) always reads its condition, so whether a loop ends is never lost.
//!
//! Two states that differ only in faint registers then have the same futures up to steps of
//! the thread inside such regions, which no other thread sees: the same violations,
//! deadlocks, cycles and final states. Lazy inputs ([`super::sym`]) are the exception: a pure
//! op on one may have to enumerate its values, a visible choice, so [`super::Vm`] does not
//! use faint registers when the program can make one.

use crate::bytecode::op::{FTy, Op, R};
use crate::bytecode::program::{Func, Program, SwitchTable};
use std::sync::OnceLock;

/// Per-function live register sets.
#[derive(Debug, Default)]
pub struct Liveness {
    funcs: Vec<OnceLock<Option<FuncLiveness>>>,
    /// Strong liveness: registers that only feed pure ops with dead results, or branches
    /// whose outcome cannot matter, are dead too (the module's "faint registers").
    faint: bool,
}

/// Live-in sets of one function: `words` u64s per op.
#[derive(Debug)]
struct FuncLiveness {
    words: usize,
    live_in: Vec<u64>,
}

/// Functions larger than this (ops × value registers) are not analysed: all their registers
/// count as live (correct, just less reduction).
const MAX_CELLS: usize = 1 << 26;

impl Liveness {
    /// An empty cache for `nfuncs` functions; `faint`: faint registers count as dead.
    pub fn new(nfuncs: usize, faint: bool) -> Liveness {
        Liveness {
            funcs: (0..nfuncs).map(|_| OnceLock::new()).collect(),
            faint,
        }
    }

    /// Whether faint registers count as dead.
    pub fn faint(&self) -> bool {
        self.faint
    }

    /// The registers (below the constant pool) live at `pc` of function `f`, as a bitset;
    /// `None` means "treat all as live". For a caller frame (`innermost` false), `pc` is the
    /// op after the call, and the call's result registers (about to be written by the
    /// return) are dead too: they are returned as the range `(first, count)` to exclude.
    pub fn live_at<'a>(
        &'a self,
        prog: &Program,
        f: u32,
        pc: u32,
        innermost: bool,
    ) -> Option<(&'a [u64], (u16, u16))> {
        let fl = self
            .funcs
            .get(f as usize)?
            .get_or_init(|| analyse(&prog.funcs[f as usize], self.faint));
        let fl = fl.as_ref()?;
        let pc = pc as usize;
        let row = fl.live_in.get(pc * fl.words..(pc + 1) * fl.words)?;
        let mut exclude = (0, 0);
        if !innermost && pc > 0 {
            let func = &prog.funcs[f as usize];
            if let Some(op) = func.code.get(pc - 1)
                && let Op::Call { dst, site, .. }
                | Op::CallInd { dst, site, .. }
                | Op::Builtin { dst, site, .. } = *op
            {
                let n = func
                    .sites
                    .get(site as usize)
                    .map(|s| s.ret_slots)
                    .unwrap_or(0);
                exclude = (dst.0, n);
            }
        }
        Some((row, exclude))
    }
}

/// Whether register `x` (counted from the frame's base) is in the live set `row` that
/// [`Liveness::live_at`] returned.
#[inline]
pub fn is_live(row: &[u64], x: usize) -> bool {
    row[x / 64] >> (x % 64) & 1 != 0
}

/// Whether the canonical form keeps register `x` of a frame whose [`Liveness::live_at`] is
/// `live`: live, and not a call result about to be written (`None`: every register).
#[inline]
pub fn keeps(live: Option<(&[u64], (u16, u16))>, x: usize) -> bool {
    match live {
        Some((row, (ex, exn))) => {
            is_live(row, x) && !(usize::from(ex)..usize::from(ex) + usize::from(exn)).contains(&x)
        }
        None => true,
    }
}

fn set(v: &mut [u64], r: usize) {
    if let Some(w) = v.get_mut(r / 64) {
        *w |= 1 << (r % 64);
    }
}

/// Register ranges an op reads and (completely) writes.
pub(crate) fn regs(op: &Op, f: &Func, reads: &mut Vec<(R, u16)>, writes: &mut Vec<(R, u16)>) {
    let slots = |bytes: u32| bytes.div_ceil(8).max(1) as u16;
    let ext = |t: FTy| {
        if matches!(t, FTy::X87 | FTy::Quad) {
            2
        } else {
            1
        }
    };
    let w2 = |w: u16| w.div_ceil(64).max(1);
    let call_site = |s: u32, reads: &mut Vec<(R, u16)>, writes: &mut Vec<(R, u16)>, dst: R| {
        if let Some(cs) = f.sites.get(s as usize) {
            for a in &cs.args {
                reads.push((a.reg, a.slots.max(1)));
            }
            if cs.ret_slots > 0 {
                writes.push((dst, cs.ret_slots));
            }
        }
    };
    match *op {
        Op::Nop {} | Op::Fence { .. } | Op::Jump { .. } | Op::Unreachable {} | Op::Trap {} => {}
        Op::BrIf { cond, .. } => reads.push((cond, 1)),
        Op::PunCheck { src, n } => reads.push((src, n)),
        Op::Switch { val, table } => {
            let wide = matches!(
                f.switches.get(table as usize),
                Some(SwitchTable::Wide { .. })
            );
            reads.push((val, if wide { 2 } else { 1 }));
        }
        Op::IndirectBr { addr, .. } => reads.push((addr, 1)),
        Op::Ret { val, n } => {
            if n > 0 {
                reads.push((val, n));
            }
        }
        Op::Mov { dst, src } => {
            reads.push((src, 1));
            writes.push((dst, 1));
        }
        Op::MovN { dst, src, n } => {
            reads.push((src, n));
            writes.push((dst, n));
        }
        Op::Imm { dst, .. } | Op::StackSave { dst } | Op::TlsAddr { dst, .. } => {
            writes.push((dst, 1))
        }
        Op::Add64 { dst, a, b }
        | Op::Sub64 { dst, a, b }
        | Op::Mul64 { dst, a, b }
        | Op::Add32 { dst, a, b }
        | Op::Sub32 { dst, a, b }
        | Op::Mul32 { dst, a, b }
        | Op::And { dst, a, b }
        | Op::Or { dst, a, b }
        | Op::Xor { dst, a, b }
        | Op::IntOp { dst, a, b, .. }
        | Op::ICmp { dst, a, b, .. }
        | Op::FBin { dst, a, b, .. }
        | Op::FCmp { dst, a, b, .. }
        | Op::MinMax { dst, a, b, .. } => {
            reads.push((a, 1));
            reads.push((b, 1));
            writes.push((dst, 1));
        }
        Op::BrICmp { a, b, .. } => {
            reads.push((a, 1));
            reads.push((b, 1));
        }
        Op::WideOp { dst, a, b, w, .. } => {
            reads.push((a, w2(w)));
            reads.push((b, w2(w)));
            writes.push((dst, w2(w)));
        }
        Op::WideCmp { dst, a, b, w, .. } => {
            reads.push((a, w2(w)));
            reads.push((b, w2(w)));
            writes.push((dst, 1));
        }
        Op::WideCast {
            dst, src, from, to, ..
        } => {
            reads.push((src, w2(from)));
            writes.push((dst, w2(to)));
        }
        Op::Trunc { dst, src, .. } | Op::SExt { dst, src, .. } | Op::FCast { dst, src, .. } => {
            reads.push((src, 1));
            writes.push((dst, 1));
        }
        Op::FUn { dst, a, .. } | Op::Bits { dst, a, .. } => {
            reads.push((a, 1));
            writes.push((dst, 1));
        }
        Op::Select { dst, c, a, b } => {
            reads.push((c, 1));
            reads.push((a, 1));
            reads.push((b, 1));
            writes.push((dst, 1));
        }
        Op::SelectN { dst, c, a, b, n } => {
            reads.push((c, 1));
            reads.push((a, n));
            reads.push((b, n));
            writes.push((dst, n));
        }
        Op::Fma { dst, a, b, c, .. } | Op::Funnel { dst, a, b, c, .. } => {
            reads.push((a, 1));
            reads.push((b, 1));
            reads.push((c, 1));
            writes.push((dst, 1));
        }
        Op::XBin { dst, a, b, .. } => {
            reads.push((a, 2));
            reads.push((b, 2));
            writes.push((dst, 2));
        }
        Op::XUn { dst, a, .. } => {
            reads.push((a, 2));
            writes.push((dst, 2));
        }
        Op::XCmp { dst, a, b, .. } => {
            reads.push((a, 2));
            reads.push((b, 2));
            writes.push((dst, 1));
        }
        Op::XCast {
            dst,
            src,
            from,
            to,
            w,
            ..
        } => {
            reads.push((src, ext(from).max(w2(w.into()))));
            writes.push((dst, ext(to)));
        }
        Op::XFma { dst, a, b, c, .. } => {
            reads.push((a, 2));
            reads.push((b, 2));
            reads.push((c, 2));
            writes.push((dst, 2));
        }
        Op::Load1 { dst, ptr, .. }
        | Op::Load2 { dst, ptr, .. }
        | Op::Load4 { dst, ptr, .. }
        | Op::Load8 { dst, ptr, .. } => {
            reads.push((ptr, 1));
            writes.push((dst, 1));
        }
        Op::LoadN { dst, ptr, size } => {
            reads.push((ptr, 1));
            writes.push((dst, slots(size)));
        }
        Op::Store1 { val, ptr, .. }
        | Op::Store2 { val, ptr, .. }
        | Op::Store4 { val, ptr, .. }
        | Op::Store8 { val, ptr, .. } => {
            reads.push((val, 1));
            reads.push((ptr, 1));
        }
        Op::StoreN { val, ptr, size } => {
            reads.push((val, slots(size)));
            reads.push((ptr, 1));
        }
        Op::Alloca { dst, .. } => writes.push((dst, 1)),
        Op::AllocaDyn { dst, count, .. } => {
            reads.push((count, 1));
            writes.push((dst, 1));
        }
        Op::PtrAdd { dst, base, .. } => {
            reads.push((base, 1));
            writes.push((dst, 1));
        }
        Op::PtrIdx { dst, base, idx, .. } => {
            reads.push((base, 1));
            reads.push((idx, 1));
            writes.push((dst, 1));
        }
        // `dst` is a pointer operand here, not a result.
        Op::MemCpy { dst, src, len } | Op::MemMove { dst, src, len } => {
            reads.push((dst, 1));
            reads.push((src, 1));
            reads.push((len, 1));
        }
        Op::MemSet { dst, val, len } => {
            reads.push((dst, 1));
            reads.push((val, 1));
            reads.push((len, 1));
        }
        Op::VaCopy { dst, src } => {
            reads.push((dst, 1));
            reads.push((src, 1));
        }
        Op::VaStart { list } => reads.push((list, 1)),
        Op::LifetimeStart { ptr } | Op::LifetimeEnd { ptr } => reads.push((ptr, 1)),
        Op::StackRestore { src } => reads.push((src, 1)),
        Op::AtomicRmw { dst, ptr, val, .. } => {
            reads.push((ptr, 1));
            reads.push((val, 1));
            writes.push((dst, 1));
        }
        Op::ALoad { dst, ptr, .. } => {
            reads.push((ptr, 1));
            writes.push((dst, 1));
        }
        Op::AStore { val, ptr, .. } => {
            reads.push((val, 1));
            reads.push((ptr, 1));
        }
        Op::CmpXchg {
            dst,
            ptr,
            cmp,
            new,
            size,
            ..
        } => {
            reads.push((ptr, 1));
            reads.push((cmp, 1));
            reads.push((new, 1));
            writes.push((dst, if size >= 8 { 2 } else { 1 }));
        }
        Op::Call { dst, site, .. } | Op::Builtin { dst, site, .. } => {
            call_site(site, reads, writes, dst)
        }
        Op::CallInd { dst, fptr, site } => {
            reads.push((fptr, 1));
            call_site(site, reads, writes, dst)
        }
        Op::Extract {
            dst,
            src,
            off,
            size,
        } => {
            reads.push((src, slots(off + u32::from(size))));
            writes.push((dst, slots(u32::from(size))));
        }
        Op::Insert {
            dst,
            agg,
            val,
            size,
            n,
            ..
        } => {
            reads.push((agg, n));
            reads.push((val, slots(u32::from(size))));
            writes.push((dst, n));
        }
        Op::Vector { dst, a, b, c, spec } => {
            let s = &f.vecs[spec as usize];
            let k = slots(s.lanes * u32::from(s.lane_bytes)).max(s.out_slots);
            reads.push((a, k));
            reads.push((b, k));
            reads.push((c, k));
            writes.push((dst, s.out_slots));
        }
        Op::Overflow { dst, a, b, w, .. } => {
            reads.push((a, w2(w.into())));
            reads.push((b, w2(w.into())));
            writes.push((
                dst,
                if w > 64 {
                    3
                } else if w > 32 {
                    2
                } else {
                    1
                },
            ));
        }
    }
}

pub(crate) fn successors(op: &Op, pc: usize, f: &Func, out: &mut Vec<usize>) {
    match *op {
        Op::Jump { target } => out.push(target as usize),
        Op::BrIf { t, f: e, .. } | Op::BrICmp { t, f: e, .. } => {
            out.push(t as usize);
            out.push(e as usize);
        }
        Op::Switch { table, .. } => match &f.switches[table as usize] {
            SwitchTable::Dense {
                targets, default, ..
            } => {
                out.extend(targets.iter().map(|&t| t as usize));
                out.push(*default as usize);
            }
            SwitchTable::Sparse { cases, default } => {
                out.extend(cases.iter().map(|c| c.1 as usize));
                out.push(*default as usize);
            }
            SwitchTable::Wide { cases, default } => {
                out.extend(cases.iter().map(|c| c.1 as usize));
                out.push(*default as usize);
            }
        },
        Op::IndirectBr { table, .. } => {
            out.extend(
                f.indirect[table as usize]
                    .chunks_exact(2)
                    .map(|c| c[1] as usize),
            );
        }
        Op::Ret { .. } | Op::Unreachable {} | Op::Trap {} => {}
        _ => out.push(pc + 1),
    }
}

/// Whether `op` is pure: it reads registers only, writes only its result registers, cannot
/// fail, block or stop the thread, and touches nothing another thread can see. Faint
/// registers (the module's doc) rest on this list: an op belongs here only if its result is
/// a function of its operands and nothing else happens.
fn pure(op: &Op) -> bool {
    use crate::bytecode::op::IntOpKind as K;
    match *op {
        Op::Nop {}
        | Op::Mov { .. }
        | Op::MovN { .. }
        | Op::Imm { .. }
        | Op::Add64 { .. }
        | Op::Sub64 { .. }
        | Op::Mul64 { .. }
        | Op::Add32 { .. }
        | Op::Sub32 { .. }
        | Op::Mul32 { .. }
        | Op::And { .. }
        | Op::Or { .. }
        | Op::Xor { .. }
        | Op::ICmp { .. }
        | Op::Trunc { .. }
        | Op::SExt { .. }
        | Op::Select { .. }
        | Op::SelectN { .. }
        | Op::MinMax { .. }
        | Op::Extract { .. }
        | Op::Insert { .. }
        | Op::Overflow { .. } => true,
        // Division and remainder fail on a zero divisor.
        Op::IntOp { op: k, .. } => !matches!(k, K::UDiv | K::SDiv | K::URem | K::SRem),
        _ => false,
    }
}

/// Whether `op` may lie inside a quiet branch's region: pure, or control flow that cannot
/// fail (a jump may end a step at a block boundary, which no other thread can tell apart).
fn in_region(op: &Op) -> bool {
    pure(op)
        || matches!(
            op,
            Op::Jump { .. } | Op::BrIf { .. } | Op::BrICmp { .. } | Op::Switch { .. }
        )
}

/// A two-way branch that may not need its condition: both ways lead to `join` through
/// `region` ops only ([`in_region`], no cycle), which write (at most) `writes`.
struct Quiet {
    at: usize,
    join: usize,
    writes: Vec<u64>,
}

/// The most ops a quiet branch's region is searched for.
const MAX_REGION: usize = 256;

/// The branch at `b`, if its paths meet at a nearest post-dominator `p` after an acyclic
/// region of [`in_region`] ops: `(p, the region's ops)`.
fn region_of(code: &[Op], succ: &[Vec<usize>], b: usize) -> Option<(usize, Vec<usize>)> {
    // The ops reachable from `b` through region ops, in a depth-first order that gives a
    // post-order (a node after all its successors); the others reached are sinks.
    let mut idx: std::collections::HashMap<usize, usize> = std::collections::HashMap::new();
    let mut nodes: Vec<usize> = Vec::new();
    let mut inner: Vec<bool> = Vec::new();
    let mut post: Vec<usize> = Vec::new();
    // 0: unvisited, 1: on the path, 2: done.
    let mut colour: Vec<u8> = Vec::new();
    let mut stack: Vec<(usize, usize)> = Vec::new();
    let visit = |x: usize,
                 idx: &mut std::collections::HashMap<usize, usize>,
                 nodes: &mut Vec<usize>,
                 inner: &mut Vec<bool>,
                 colour: &mut Vec<u8>|
     -> Option<usize> {
        if let Some(&i) = idx.get(&x) {
            return Some(i);
        }
        if nodes.len() >= MAX_REGION {
            return None;
        }
        let i = nodes.len();
        idx.insert(x, i);
        nodes.push(x);
        inner.push(in_region(&code[x]) && !succ[x].is_empty());
        colour.push(0);
        Some(i)
    };
    let root = visit(b, &mut idx, &mut nodes, &mut inner, &mut colour)?;
    colour[root] = 1;
    stack.push((root, 0));
    while let Some(top) = stack.last_mut() {
        let (i, k) = *top;
        let x = nodes[i];
        if k < succ[x].len() && (i == root || inner[i]) {
            top.1 += 1;
            let y = succ[x][k];
            let j = visit(y, &mut idx, &mut nodes, &mut inner, &mut colour)?;
            if j == root || colour[j] == 1 {
                // A cycle: the branch may decide whether a loop ends.
                return None;
            }
            if colour[j] == 0 {
                colour[j] = 1;
                stack.push((j, 0));
            }
        } else {
            colour[i] = 2;
            post.push(i);
            stack.pop();
        }
    }
    // Post-dominators within this acyclic graph, successors first.
    let m = nodes.len();
    let w = m.div_ceil(64);
    let mut pd = vec![0u64; m * w];
    for &i in &post {
        let x = nodes[i];
        let mut acc: Option<Vec<u64>> = None;
        if i == root || inner[i] {
            for &y in &succ[x] {
                let j = idx[&y];
                let row = &pd[j * w..(j + 1) * w];
                match &mut acc {
                    None => acc = Some(row.to_vec()),
                    Some(a) => a.iter_mut().zip(row).for_each(|(a, r)| *a &= *r),
                }
            }
        }
        let row = &mut pd[i * w..(i + 1) * w];
        if let Some(a) = acc {
            row.copy_from_slice(&a);
        }
        if i != root {
            row[i / 64] |= 1 << (i % 64);
        }
    }
    // The nearest post-dominator of the branch: the one with the most post-dominators.
    let row = &pd[root * w..(root + 1) * w];
    let count = |j: usize| {
        pd[j * w..(j + 1) * w]
            .iter()
            .map(|v| v.count_ones())
            .sum::<u32>()
    };
    let p = (0..m)
        .filter(|&j| row[j / 64] >> (j % 64) & 1 != 0)
        .max_by_key(|&j| count(j))?;
    // The region: what lies between the branch and `p`.
    let mut region = Vec::new();
    let mut seen = vec![false; m];
    let mut work: Vec<usize> = succ[b].iter().map(|y| idx[y]).collect();
    while let Some(j) = work.pop() {
        if j == p || std::mem::replace(&mut seen[j], true) {
            continue;
        }
        // Every op before `p` is a region op (a sink there would not be post-dominated).
        if !inner[j] {
            return None;
        }
        region.push(nodes[j]);
        work.extend(succ[nodes[j]].iter().map(|y| idx[y]));
    }
    Some((nodes[p], region))
}

fn analyse(f: &Func, faint: bool) -> Option<FuncLiveness> {
    let nv = f.consts_at as usize;
    let n = f.code.len();
    if f.stub.is_some() || n == 0 {
        return None;
    }
    let words = nv.div_ceil(64).max(1);
    if n.saturating_mul(words * 64) > MAX_CELLS {
        return None;
    }
    // Per-op use and def sets.
    let mut uses = vec![0u64; n * words];
    let mut defs = vec![0u64; n * words];
    let mut succ: Vec<Vec<usize>> = Vec::with_capacity(n);
    let (mut rd, mut wr) = (Vec::new(), Vec::new());
    for (pc, op) in f.code.iter().enumerate() {
        rd.clear();
        wr.clear();
        regs(op, f, &mut rd, &mut wr);
        let u = &mut uses[pc * words..(pc + 1) * words];
        for &(r, k) in &rd {
            for i in r.i()..r.i() + usize::from(k) {
                if i < nv {
                    set(u, i);
                }
            }
        }
        let d = &mut defs[pc * words..(pc + 1) * words];
        for &(r, k) in &wr {
            for i in r.i()..r.i() + usize::from(k) {
                if i < nv {
                    set(d, i);
                }
            }
        }
        let mut s = Vec::new();
        successors(op, pc, f, &mut s);
        s.retain(|&t| t < n);
        succ.push(s);
    }
    // Faint registers: pure ops, and the two-way branches that may not need their
    // condition (dropped below when their region writes a register live at the join).
    let pure_at: Vec<bool> = if faint {
        f.code.iter().map(pure).collect()
    } else {
        Vec::new()
    };
    let mut quiet: Vec<Quiet> = Vec::new();
    let mut silent = vec![false; if faint { n } else { 0 }];
    if faint {
        for (b, op) in f.code.iter().enumerate() {
            if !matches!(op, Op::BrIf { .. } | Op::BrICmp { .. }) {
                continue;
            }
            if let Some((join, region)) = region_of(&f.code, &succ, b) {
                let mut writes = vec![0u64; words];
                for x in region {
                    for (w, d) in writes.iter_mut().zip(&defs[x * words..(x + 1) * words]) {
                        *w |= *d;
                    }
                }
                silent[b] = true;
                quiet.push(Quiet {
                    at: b,
                    join,
                    writes,
                });
            }
        }
    }
    // Backward fixpoint: live_in = uses ∪ (live_out − defs), where a pure op's uses count
    // only if it writes a register live after it, and a quiet branch uses nothing. Dropping
    // a quiet branch only adds uses, so the iteration goes on from where it was.
    let mut live_in = vec![0u64; n * words];
    let mut out = vec![0u64; words];
    loop {
        loop {
            let mut changed = false;
            for pc in (0..n).rev() {
                out.iter_mut().for_each(|w| *w = 0);
                for &s in &succ[pc] {
                    for (o, l) in out.iter_mut().zip(&live_in[s * words..(s + 1) * words]) {
                        *o |= *l;
                    }
                }
                let d = &defs[pc * words..(pc + 1) * words];
                let reads = if !faint {
                    true
                } else if silent[pc] {
                    false
                } else if pure_at[pc] {
                    out.iter().zip(d).any(|(o, d)| o & d != 0)
                } else {
                    true
                };
                for k in 0..words {
                    let u = if reads { uses[pc * words + k] } else { 0 };
                    let v = u | (out[k] & !d[k]);
                    if v != live_in[pc * words + k] {
                        live_in[pc * words + k] = v;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        let before = quiet.len();
        quiet.retain(|q| {
            let at_join = &live_in[q.join * words..(q.join + 1) * words];
            let keep = q.writes.iter().zip(at_join).all(|(w, l)| w & l == 0);
            if !keep {
                silent[q.at] = false;
            }
            keep
        });
        if quiet.len() == before {
            break;
        }
    }
    Some(FuncLiveness { words, live_in })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytecode::op::ICmpKind;

    /// A function of `code` with registers r0..r9 and constants from r10 on.
    fn func(code: Vec<Op>) -> Func {
        Func {
            name: "f".into(),
            params: vec![],
            nregs: 16,
            consts_at: 10,
            consts: vec![0; 6],
            locs: vec![0; code.len()],
            code,
            sites: vec![],
            switches: vec![],
            indirect: vec![],
            vecs: vec![],
            varargs: false,
            ret_slots: 0,
            block_starts: vec![0],
            loc: 0,
            stub: None,
            slow_call: false,
            atomic_pcs: vec![],
            volatile: false,
            ptr_bits: false,
            library: false,
        }
    }

    /// Whether register `r` is live before op `pc` of `f`, with or without faint registers.
    fn live(f: &Func, faint: bool, pc: usize, r: usize) -> bool {
        let fl = analyse(f, faint).unwrap();
        is_live(&fl.live_in[pc * fl.words..(pc + 1) * fl.words], r)
    }

    fn br(a: u16, b: u16, pred: ICmpKind, t: u32, f: u32) -> Op {
        Op::BrICmp {
            a: R(a),
            b: R(b),
            pred,
            w: 32,
            t,
            f,
        }
    }

    #[test]
    fn a_back_off_delay_is_faint() {
        // 05_tas's acquire loop: r0 is the delay, doubled when doubling grows it.
        let f = func(vec![
            Op::Imm { dst: R(0), imm: 1 },
            Op::Load4 {
                dst: R(2),
                ptr: R(10),
                off: 0,
            },
            br(2, 11, ICmpKind::Eq, 3, 9),
            Op::Mul32 {
                dst: R(5),
                a: R(0),
                b: R(12),
            },
            br(5, 0, ICmpKind::Ugt, 5, 7),
            Op::Mul32 {
                dst: R(0),
                a: R(0),
                b: R(12),
            },
            Op::Jump { target: 7 },
            Op::Store4 {
                val: R(11),
                ptr: R(10),
                off: 0,
            },
            Op::Jump { target: 1 },
            Op::Ret { val: R(0), n: 0 },
        ]);
        for pc in 1..9 {
            assert!(!live(&f, true, pc, 0), "r0 faint at {pc}");
        }
        assert!(live(&f, false, 1, 0) && live(&f, false, 4, 5));
        // The loop's exit still reads what it compares.
        assert!(live(&f, true, 2, 2));
    }

    #[test]
    fn a_loop_exit_keeps_its_counter() {
        // for (r0 = 0; r0 < N; r0++) {}: the branch closes a cycle, so whether the loop
        // ends depends on r0 even though nothing else reads it.
        let f = func(vec![
            Op::Imm { dst: R(0), imm: 0 },
            Op::Add64 {
                dst: R(0),
                a: R(0),
                b: R(11),
            },
            br(0, 12, ICmpKind::Ult, 1, 3),
            Op::Ret { val: R(0), n: 0 },
        ]);
        assert!(live(&f, true, 1, 0) && live(&f, true, 2, 0));
    }

    #[test]
    fn a_branch_is_quiet_only_if_its_region_writes_nothing_live_at_the_join() {
        let shape = |stored: u16| {
            func(vec![
                Op::Load4 {
                    dst: R(1),
                    ptr: R(10),
                    off: 0,
                },
                Op::Imm { dst: R(3), imm: 0 },
                br(1, 11, ICmpKind::Eq, 3, 4),
                Op::Imm { dst: R(3), imm: 5 },
                Op::Store4 {
                    val: R(stored),
                    ptr: R(10),
                    off: 0,
                },
                Op::Ret { val: R(0), n: 0 },
            ])
        };
        // The join stores r3, which one way sets: the branch decides what is stored.
        let f = shape(3);
        assert!(live(&f, true, 2, 1));
        // The join stores a constant: r3 is dead there, the branch's condition too.
        let f = shape(11);
        assert!(!live(&f, true, 2, 1) && live(&f, false, 2, 1));
    }

    #[test]
    fn ops_that_can_fail_read_their_operands() {
        use crate::bytecode::op::IntOpKind;
        let f = func(vec![
            Op::Load4 {
                dst: R(1),
                ptr: R(10),
                off: 0,
            },
            Op::IntOp {
                dst: R(2),
                a: R(11),
                b: R(1),
                op: IntOpKind::UDiv,
                w: 32,
            },
            Op::IntOp {
                dst: R(3),
                a: R(1),
                b: R(11),
                op: IntOpKind::Shl,
                w: 32,
            },
            Op::Ret { val: R(0), n: 0 },
        ]);
        // A division by zero is a violation: its divisor matters, its result does not.
        assert!(live(&f, true, 1, 1));
        assert!(!live(&f, true, 2, 1));
    }
}
