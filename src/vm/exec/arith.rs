//! Value ops: integer arithmetic (up to 64 bits, to 128 bits, and wider through
//! [`crate::vm::bigint`]), compares, casts, floating point (with x87 and `fp128` through
//! [`crate::vm::xfloat`]), selects, register moves, aggregates and vectors, and the
//! arithmetic intrinsics. None of them touches memory.

use super::{Action, Executor, Step, Stop, as_bytes, as_bytes_mut};
use crate::bytecode::op::*;
use crate::vm::arith::*;
use crate::vm::error::ViolationKind;
use crate::vm::{bigint, vector, xfloat};

/// 32-bit wrapping addition (zero-extended).
#[inline(always)]
pub(super) fn add32(a: u64, b: u64) -> u64 {
    u64::from((a as u32).wrapping_add(b as u32))
}

/// 32-bit wrapping subtraction (zero-extended).
#[inline(always)]
pub(super) fn sub32(a: u64, b: u64) -> u64 {
    u64::from((a as u32).wrapping_sub(b as u32))
}

/// 32-bit wrapping multiplication (zero-extended).
#[inline(always)]
pub(super) fn mul32(a: u64, b: u64) -> u64 {
    u64::from((a as u32).wrapping_mul(b as u32))
}

/// A value of up to 128 bits (two registers when `w` > 64) at register `i`.
#[inline(always)]
fn read128(r: &[u64], i: usize, w: u16) -> u128 {
    if w > 64 {
        u128::from(r[i]) | (u128::from(r[i + 1]) << 64)
    } else {
        u128::from(r[i])
    }
}

/// Writes a value of up to 128 bits (two registers when `w` > 64) at register `i`.
#[inline(always)]
fn write128(r: &mut [u64], i: usize, w: u16, v: u128) {
    r[i] = v as u64;
    if w > 64 {
        r[i + 1] = (v >> 64) as u64;
    }
}

impl Executor<'_, '_> {
    /// Ends the loop with the violation of a failed division.
    #[cold]
    fn div_violation(&mut self, e: ArithError) -> Stop {
        self.stop(match e {
            ArithError::DivByZero => Action::Violation(
                ViolationKind::DivisionByZero,
                "integer division by zero".into(),
            ),
            ArithError::DivOverflow => Action::Violation(
                ViolationKind::DivisionOverflow,
                "signed division overflow (the minimum value divided by -1)".into(),
            ),
        })
    }

    /// Register `dst` gets `f` of registers `a` and `b`.
    #[inline(always)]
    pub(super) fn bin(&mut self, dst: R, a: R, b: R, f: impl FnOnce(u64, u64) -> u64) {
        let v = f(self.reg(a), self.reg(b));
        self.set(dst, v);
    }

    /// Copies `n` registers from `src` to `dst`.
    #[inline(always)]
    pub(super) fn mov_n(&mut self, dst: R, src: R, n: u16) {
        self.r
            .all()
            .copy_within(src.i()..src.i() + usize::from(n), dst.i());
    }

    /// An integer op of up to 64 bits.
    #[inline(always)]
    pub(super) fn int_op(&mut self, dst: R, a: R, b: R, op: IntOpKind, w: u8) -> Step {
        let v = int_op(op, self.reg(a), self.reg(b), w).map_err(|e| self.div_violation(e))?;
        self.set(dst, v);
        Ok(())
    }

    /// An integer compare of up to 64 bits.
    #[inline(always)]
    pub(super) fn icmp(&mut self, dst: R, a: R, b: R, pred: ICmpKind, w: u8) {
        let v = icmp(pred, self.reg(a), self.reg(b), w);
        self.set(dst, u64::from(v));
    }

    /// An integer op wider than 64 bits.
    #[inline(always)]
    pub(super) fn wide_op(&mut self, dst: R, a: R, b: R, op: IntOpKind, w: u16) -> Step {
        let r = self.r.all();
        let res = if w <= 128 {
            let (x, y) = (read128(r, a.i(), w), read128(r, b.i(), w));
            wide_op(op, x, y, w as u8).map(|v| write128(r, dst.i(), w, v))
        } else {
            bigint::op_regs(r, op, dst.i(), a.i(), b.i(), w)
        };
        res.map_err(|e| self.div_violation(e))
    }

    /// An integer compare wider than 64 bits.
    #[inline(always)]
    pub(super) fn wide_cmp(&mut self, dst: R, a: R, b: R, pred: ICmpKind, w: u16) {
        let r = self.r.all();
        let v = if w <= 128 {
            wide_cmp(pred, read128(r, a.i(), w), read128(r, b.i(), w), w as u8)
        } else {
            bigint::cmp_regs(r, pred, a.i(), b.i(), w)
        };
        self.set(dst, u64::from(v));
    }

    /// An integer cast from or to more than 64 bits.
    #[inline(always)]
    pub(super) fn wide_cast(&mut self, dst: R, src: R, from: u16, to: u16, signed: bool) {
        let r = self.r.all();
        if from <= 128 && to <= 128 {
            let x = read128(r, src.i(), from);
            write128(r, dst.i(), to, wide_cast(x, from as u8, to as u8, signed));
        } else {
            bigint::cast_regs(r, dst.i(), src.i(), from, to, signed);
        }
    }

    /// Truncation to `w` bits.
    #[inline(always)]
    pub(super) fn trunc(&mut self, dst: R, src: R, w: u8) {
        self.set(dst, mask(self.reg(src), w));
    }

    /// Sign extension from `from` to `to` bits.
    #[inline(always)]
    pub(super) fn sext(&mut self, dst: R, src: R, from: u8, to: u8) {
        self.set(dst, mask(sext(self.reg(src), from) as u64, to));
    }

    /// A cast between floating point types or between them and integers.
    #[inline(always)]
    pub(super) fn fcast(&mut self, dst: R, src: R, kind: FCastKind, from: FTy, to: FTy, w: u8) {
        self.set(dst, fcast(kind, self.reg(src), from, to, w));
    }

    /// `select` of one register.
    #[inline(always)]
    pub(super) fn select(&mut self, dst: R, c: R, a: R, b: R) {
        let v = if self.reg(c) & 1 != 0 {
            self.reg(a)
        } else {
            self.reg(b)
        };
        self.set(dst, v);
    }

    /// `select` of `n` registers.
    #[inline(always)]
    pub(super) fn select_n(&mut self, dst: R, c: R, a: R, b: R, n: u16) {
        let s = if self.reg(c) & 1 != 0 { a } else { b };
        self.mov_n(dst, s, n);
    }

    /// A binary floating point op.
    #[inline(always)]
    pub(super) fn fbin(&mut self, dst: R, a: R, b: R, op: FOpKind, ty: FTy) {
        self.set(dst, fbin(op, self.reg(a), self.reg(b), ty));
    }

    /// A unary floating point op.
    #[inline(always)]
    pub(super) fn fun(&mut self, dst: R, a: R, op: FUnKind, ty: FTy) {
        self.set(dst, fun(op, self.reg(a), ty));
    }

    /// A floating point compare.
    #[inline(always)]
    pub(super) fn fcmp(&mut self, dst: R, a: R, b: R, pred: u8, ty: FTy) {
        let v = fcmp(pred, self.reg(a), self.reg(b), ty);
        self.set(dst, u64::from(v));
    }

    /// A (fused or not) multiply-add.
    #[inline(always)]
    pub(super) fn fma(&mut self, dst: R, a: R, b: R, c: R, ty: FTy, fused: bool) {
        let v = fma(self.reg(a), self.reg(b), self.reg(c), ty, fused);
        self.set(dst, v);
    }

    /// A binary op on x87 or `fp128` values.
    #[inline(always)]
    pub(super) fn xbin(&mut self, dst: R, a: R, b: R, op: FOpKind, ty: FTy) {
        let r = self.r.all();
        let v = xfloat::xbin(op, read128(r, a.i(), 128), read128(r, b.i(), 128), ty);
        write128(r, dst.i(), 128, v);
    }

    /// A unary op on an x87 or `fp128` value.
    #[inline(always)]
    pub(super) fn xun(&mut self, dst: R, a: R, op: FUnKind, ty: FTy) {
        let r = self.r.all();
        let v = xfloat::xun(op, read128(r, a.i(), 128), ty);
        write128(r, dst.i(), 128, v);
    }

    /// A compare of x87 or `fp128` values.
    #[inline(always)]
    pub(super) fn xcmp(&mut self, dst: R, a: R, b: R, pred: u8, ty: FTy) {
        let r = self.r.all();
        let v = xfloat::xcmp(pred, read128(r, a.i(), 128), read128(r, b.i(), 128), ty);
        self.set(dst, u64::from(v));
    }

    /// A cast from or to an x87 or `fp128` value, or between a float and a wide integer.
    #[inline(always)]
    pub(super) fn xcast(&mut self, dst: R, src: R, kind: FCastKind, from: FTy, to: FTy, w: u8) {
        let ext = |t: FTy| matches!(t, FTy::X87 | FTy::Quad);
        let wide_in = ext(from) || (matches!(kind, FCastKind::UToF | FCastKind::SToF) && w > 64);
        let wide_out = ext(to) || (matches!(kind, FCastKind::FToS | FCastKind::FToU) && w > 64);
        let r = self.r.all();
        let x = read128(r, src.i(), if wide_in { 128 } else { 64 });
        let v = xfloat::xcast(kind, x, from, to, w);
        write128(r, dst.i(), if wide_out { 128 } else { 64 }, v);
    }

    /// A multiply-add of x87 or `fp128` values.
    #[inline(always)]
    pub(super) fn xfma(&mut self, dst: R, a: R, b: R, c: R, ty: FTy, fused: bool) {
        let r = self.r.all();
        let v = xfloat::xfma(
            read128(r, a.i(), 128),
            read128(r, b.i(), 128),
            read128(r, c.i(), 128),
            ty,
            fused,
        );
        write128(r, dst.i(), 128, v);
    }

    /// `extractvalue`: `size` bytes at byte `off` of the aggregate from register `src`.
    #[inline(always)]
    pub(super) fn extract(&mut self, dst: R, src: R, off: u32, size: u16) {
        let r = self.r.all();
        let n = usize::from(size);
        let slots = n.div_ceil(8).max(1);
        let mut tmp = [0u8; 64];
        let off = off as usize;
        if n <= 64 {
            tmp[..n].copy_from_slice(&as_bytes(r)[src.i() * 8 + off..src.i() * 8 + off + n]);
            let d = &mut r[dst.i()..dst.i() + slots];
            d.fill(0);
            as_bytes_mut(d)[..n].copy_from_slice(&tmp[..n]);
        } else {
            let v = as_bytes(r)[src.i() * 8 + off..src.i() * 8 + off + n].to_vec();
            let d = &mut r[dst.i()..dst.i() + slots];
            d.fill(0);
            as_bytes_mut(d)[..n].copy_from_slice(&v);
        }
    }

    /// `insertvalue`: the aggregate of `n` registers from `agg`, with the `size` bytes of
    /// register `val` at byte `off`, into the registers from `dst`.
    #[inline(always)]
    pub(super) fn insert(&mut self, dst: R, agg: R, val: R, off: u32, size: u16, n: u16) {
        if dst != agg {
            self.mov_n(dst, agg, n);
        }
        let r = self.r.all();
        let sz = usize::from(size);
        let at = dst.i() * 8 + off as usize;
        let from = val.i() * 8;
        // The value and the aggregate are different registers (SSA), but copy through a
        // buffer in case a value overlaps its own destination.
        if sz <= 64 {
            let mut tmp = [0u8; 64];
            tmp[..sz].copy_from_slice(&as_bytes(r)[from..from + sz]);
            as_bytes_mut(r)[at..at + sz].copy_from_slice(&tmp[..sz]);
        } else {
            as_bytes_mut(r).copy_within(from..from + sz, at);
        }
    }

    /// A vector op with spec `spec` of the function ([`crate::vm::vector`]).
    #[inline(always)]
    pub(super) fn vector(&mut self, dst: R, a: R, b: R, c: R, spec: u32) -> Step {
        vector::exec(&self.func.vecs[spec as usize], self.r.all(), dst, a, b, c)
            .map_err(|a| self.stop(a))
    }

    /// Bit counting, a byte swap or `abs` ([`BitKind`]).
    #[inline(always)]
    pub(super) fn bits(&mut self, dst: R, a: R, op: BitKind, w: u8) {
        self.set(dst, bits(op, self.reg(a), w));
    }

    /// A min/max intrinsic.
    #[inline(always)]
    pub(super) fn minmax(&mut self, dst: R, a: R, b: R, op: MinMaxKind, w: u8) {
        let v = minmax(op, self.reg(a), self.reg(b), w);
        self.set(dst, v);
    }

    /// `llvm.*.with.overflow`: the result and, after it, the overflow bit.
    #[inline(always)]
    pub(super) fn overflow(&mut self, dst: R, a: R, b: R, op: OvfKind, w: u8) {
        if w > 64 {
            let r = self.r.all();
            let x = read128(r, a.i(), w.into());
            let y = read128(r, b.i(), w.into());
            let (v, o) = wide_overflow(op, x, y, w);
            write128(r, dst.i(), 128, v);
            r[dst.i() + 2] = u64::from(o);
        } else {
            let (v, o) = overflow(op, self.reg(a), self.reg(b), w);
            let off = u32::from(w.div_ceil(8)).next_power_of_two();
            if off < 8 {
                self.set(dst, v | (u64::from(o) << (off * 8)));
            } else {
                self.set(dst, v);
                self.r.all()[dst.i() + 1] = u64::from(o);
            }
        }
    }

    /// A funnel shift.
    #[inline(always)]
    pub(super) fn funnel(&mut self, dst: R, a: R, b: R, c: R, w: u8, left: bool) {
        let v = funnel(self.reg(a), self.reg(b), self.reg(c), w, left);
        self.set(dst, v);
    }
}
