//! Register liveness, so that dead registers do not distinguish states (DESIGN.md: "dead
//! registers cleared"). A backward dataflow analysis over each function's bytecode computes,
//! for every op, the registers that may be read before being overwritten on some path from
//! it. Computed lazily per function (the first time a state with a frame in it is hashed)
//! and shared by all workers.
//!
//! Soundness: reads are over-approximated (an operand whose extent is uncertain counts as
//! reading all its slots) and writes under-approximated (only registers an op always
//! overwrites completely are killed), so a register reported dead is never read again.

use crate::bytecode::op::{FTy, Op, R};
use crate::bytecode::program::{Func, Program, SwitchTable};
use std::sync::OnceLock;

/// Per-function live register sets.
#[derive(Debug, Default)]
pub struct Liveness {
    funcs: Vec<OnceLock<Option<FuncLiveness>>>,
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
    /// An empty cache for `nfuncs` functions.
    pub fn new(nfuncs: usize) -> Liveness {
        Liveness {
            funcs: (0..nfuncs).map(|_| OnceLock::new()).collect(),
        }
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
            .get_or_init(|| analyse(&prog.funcs[f as usize]));
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

fn analyse(f: &Func) -> Option<FuncLiveness> {
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
    // Backward fixpoint: live_in = uses ∪ (live_out − defs).
    let mut live_in = vec![0u64; n * words];
    let mut out = vec![0u64; words];
    loop {
        let mut changed = false;
        for pc in (0..n).rev() {
            out.iter_mut().for_each(|w| *w = 0);
            for &s in &succ[pc] {
                for (o, l) in out.iter_mut().zip(&live_in[s * words..(s + 1) * words]) {
                    *o |= *l;
                }
            }
            for k in 0..words {
                let v = uses[pc * words + k] | (out[k] & !defs[pc * words + k]);
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
    Some(FuncLiveness { words, live_in })
}
