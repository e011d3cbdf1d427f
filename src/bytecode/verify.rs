//! Bytecode verification: checks the invariants the interpreter's unchecked register and
//! code accesses rely on. Every lowered function passes through [`verify`]; a failure is an
//! internal error in lowering, reported as a [`LowerError`](super::LowerError) rather than
//! risking undefined behaviour in the VM.
//!
//! Invariants:
//! - every single-register operand of every op is below the frame size `nregs`, and every
//!   multi-slot operand range (`MovN`, `SelectN`, wide, extended and aggregate ops) fits;
//! - every branch target (jumps, switch and `indirectbr` tables) is a valid op index;
//! - the last op is a terminator, so execution cannot run past the end;
//! - call sites' argument registers fit the caller's frame, and parameter slots fit the
//!   callee's.

use super::op::{FTy, Op, R};
use super::program::{Func, Program, SwitchTable};

/// Slots an op's register operands may span beyond the named register.
fn extent(op: &Op) -> u32 {
    match *op {
        Op::MovN { n, .. } | Op::SelectN { n, .. } | Op::Insert { n, .. } => u32::from(n),
        Op::WideOp { w, .. } | Op::WideCmp { w, .. } => u32::from(w.div_ceil(64)).max(2),
        Op::WideCast { from, to, .. } => u32::from(from.max(to).div_ceil(64)).max(2),
        Op::XBin { .. } | Op::XUn { .. } | Op::XCmp { .. } | Op::XCast { .. } | Op::XFma { .. } => {
            2
        }
        Op::CmpXchg { .. } => 2,
        Op::Overflow { w, .. } if w > 64 => 3,
        Op::Ret { n, .. } => u32::from(n),
        Op::LoadN { size, .. } | Op::StoreN { size, .. } => size.div_ceil(8).max(1),
        Op::Extract { size, off, .. } => (u32::from(size) + off).div_ceil(8).max(1),
        Op::Vector { .. } => 1,
        _ => 1,
    }
}

fn is_terminator(op: &Op) -> bool {
    matches!(
        op,
        Op::Jump { .. }
            | Op::BrIf { .. }
            | Op::BrICmp { .. }
            | Op::Switch { .. }
            | Op::IndirectBr { .. }
            | Op::Ret { .. }
            | Op::Unreachable {}
            | Op::Trap {}
    )
}

/// Checks one function; `Err` describes the first broken invariant.
pub fn verify_func(p: &Program, f: &Func) -> Result<(), String> {
    if f.stub.is_some() {
        return Ok(());
    }
    let n = f.nregs;
    let len = f.code.len() as u32;
    if f.locs.len() != f.code.len() {
        return Err("source map length differs from code length".into());
    }
    match f.code.last() {
        Some(op) if is_terminator(op) => {}
        _ => return Err("function does not end with a terminator".into()),
    }
    if f.consts_at as usize + f.consts.len() != n as usize {
        return Err("the constant pool must end the frame".into());
    }
    for &(r, k) in &f.params {
        if u32::from(r.0) + u32::from(k) > n {
            return Err(format!("parameter {r:?} outside the frame"));
        }
    }
    for (pc, op) in f.code.iter().enumerate() {
        let ext = extent(op);
        let mut bad = None;
        let mut op2 = *op;
        // Placeholder operands are never touched: a `ret void` names a register it never
        // reads, and a call whose result is unused (no result slots at its site) a
        // destination it never writes (`verify_site` checks real destinations). A function
        // that needs no register at all (`void f(void) {}`) has a frame of size 0.
        match *op {
            Op::Ret { n: 0, .. } => continue,
            Op::Call { .. } | Op::Builtin { .. } => op2 = Op::Nop {},
            Op::CallInd { fptr, .. } if u32::from(fptr.0) >= n => {
                return Err(format!(
                    "op {pc} ({}) uses register {fptr:?} outside the frame",
                    op.name()
                ));
            }
            Op::CallInd { .. } => op2 = Op::Nop {},
            _ => {}
        }
        op2.for_each_reg_mut(&mut |r: &mut R| {
            // Wide/extended ops read operands whose width may be a single slot (e.g. an i64
            // source of an XCast); the two-slot extent is checked as an upper bound below.
            if u32::from(r.0) + 1 > n {
                bad = Some(*r);
            }
        });
        if let Some(r) = bad {
            return Err(format!(
                "op {pc} ({}) uses register {r:?} outside the frame",
                op.name()
            ));
        }
        let first_reg_ok = |r: R, k: u32| u32::from(r.0) + k <= n;
        let ok = match *op {
            Op::MovN { dst, src, n: k } => {
                first_reg_ok(dst, u32::from(k)) && first_reg_ok(src, u32::from(k))
            }
            Op::SelectN {
                dst, a, b, n: k, ..
            } => {
                first_reg_ok(dst, u32::from(k))
                    && first_reg_ok(a, u32::from(k))
                    && first_reg_ok(b, u32::from(k))
            }
            Op::Insert { dst, agg, n: k, .. } => {
                first_reg_ok(dst, u32::from(k)) && first_reg_ok(agg, u32::from(k))
            }
            Op::WideOp { dst, a, b, w, .. } | Op::WideCmp { dst, a, b, w, .. } => {
                let n = u32::from(w.div_ceil(64));
                first_reg_ok(a, n) && first_reg_ok(b, n) && first_reg_ok(dst, 1)
            }
            Op::XBin { dst, a, b, .. } => {
                first_reg_ok(dst, 2) && first_reg_ok(a, 2) && first_reg_ok(b, 2)
            }
            Op::XUn { dst, a, .. } => first_reg_ok(dst, 2) && first_reg_ok(a, 2),
            Op::XCmp { a, b, .. } => first_reg_ok(a, 2) && first_reg_ok(b, 2),
            Op::XFma { dst, a, b, c, .. } => [dst, a, b, c].iter().all(|r| first_reg_ok(*r, 2)),
            Op::XCast {
                dst, src, from, to, ..
            } => {
                let e = |t: FTy| matches!(t, FTy::X87 | FTy::Quad);
                first_reg_ok(src, if e(from) { 2 } else { 1 })
                    && first_reg_ok(dst, if e(to) { 2 } else { 1 })
            }
            Op::LoadN { dst, .. } => first_reg_ok(dst, ext),
            Op::StoreN { val, .. } => first_reg_ok(val, ext),
            Op::Ret { val, .. } => first_reg_ok(val, ext),
            Op::Overflow { dst, w, .. } if w > 64 => first_reg_ok(dst, 3),
            Op::CmpXchg { dst, size: 8, .. } => first_reg_ok(dst, 2),
            _ => true,
        };
        if !ok {
            return Err(format!(
                "op {pc} ({}) has a multi-slot operand outside the frame",
                op.name()
            ));
        }
        let target_ok = |t: u32| t < len;
        let targets_ok = match *op {
            Op::Jump { target } => target_ok(target),
            Op::BrIf { t, f: e, .. } | Op::BrICmp { t, f: e, .. } => target_ok(t) && target_ok(e),
            Op::Switch { table, .. } => match f.switches.get(table as usize) {
                Some(SwitchTable::Dense {
                    targets, default, ..
                }) => targets.iter().all(|&t| target_ok(t)) && target_ok(*default),
                Some(SwitchTable::Sparse { cases, default }) => {
                    cases.iter().all(|c| target_ok(c.1)) && target_ok(*default)
                }
                Some(SwitchTable::Wide { cases, default }) => {
                    cases.iter().all(|c| target_ok(c.1)) && target_ok(*default)
                }
                None => false,
            },
            Op::IndirectBr { table, .. } => f
                .indirect
                .get(table as usize)
                .is_some_and(|t| t.iter().all(|&x| target_ok(x))),
            Op::Call { func, site, dst } => {
                let Some(cf) = p.funcs.get(func as usize) else {
                    return Err(format!("op {pc}: call of unknown function #{func}"));
                };
                verify_site(f, site, dst)? && cf.stub.is_none()
            }
            Op::CallInd { site, dst, .. } | Op::Builtin { site, dst, .. } => {
                verify_site(f, site, dst)?
            }
            Op::Vector { spec, dst, .. } => f
                .vecs
                .get(spec as usize)
                .is_some_and(|s| u32::from(dst.0) + u32::from(s.out_slots) <= n),
            _ => true,
        };
        if !targets_ok {
            return Err(format!(
                "op {pc} ({}) has an invalid target or table",
                op.name()
            ));
        }
    }
    Ok(())
}

fn verify_site(f: &Func, site: u32, dst: R) -> Result<bool, String> {
    let Some(s) = f.sites.get(site as usize) else {
        return Ok(false);
    };
    let n = f.nregs;
    if s.ret_slots > 0 && u32::from(dst.0) + u32::from(s.ret_slots) > n {
        return Ok(false);
    }
    Ok(s.args
        .iter()
        .all(|a| u32::from(a.reg.0) + u32::from(a.slots.max(1)) <= n))
}

/// Checks every function of a program.
pub fn verify(p: &Program) -> Result<(), (String, String)> {
    for f in &p.funcs {
        verify_func(p, f).map_err(|e| (f.name.clone(), e))?;
    }
    Ok(())
}
