//! Integer and floating-point semantics shared by the scalar ops, the vector ops and the
//! builtins: masking to a width, sign extension, checked division, comparisons, conversions.

use crate::bytecode::floatfmt;
use crate::bytecode::op::*;

/// `v` truncated to `w` bits (1..=64).
#[inline(always)]
pub fn mask(v: u64, w: u8) -> u64 {
    if w >= 64 { v } else { v & ((1u64 << w) - 1) }
}

/// `v` sign-extended from `w` bits (1..=64).
#[inline(always)]
pub fn sext(v: u64, w: u8) -> i64 {
    let s = 64 - u32::from(w.clamp(1, 64));
    ((v << s) as i64) >> s
}

/// Errors integer ops can raise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithError {
    /// Division or remainder by zero.
    DivByZero,
    /// `MIN / -1` or `MIN % -1`.
    DivOverflow,
}

/// Integer binary op at width `w` ≤ 64 on canonical (zero-extended) operands.
#[inline]
pub fn int_op(op: IntOpKind, a: u64, b: u64, w: u8) -> Result<u64, ArithError> {
    let wb = u64::from(w);
    Ok(mask(
        match op {
            IntOpKind::Add => a.wrapping_add(b),
            IntOpKind::Sub => a.wrapping_sub(b),
            IntOpKind::Mul => a.wrapping_mul(b),
            IntOpKind::And => a & b,
            IntOpKind::Or => a | b,
            IntOpKind::Xor => a ^ b,
            IntOpKind::Shl => {
                if b >= wb {
                    0
                } else {
                    a << b
                }
            }
            IntOpKind::LShr => {
                if b >= wb {
                    0
                } else {
                    a >> b
                }
            }
            IntOpKind::AShr => {
                let sa = sext(a, w);
                (if b >= wb { sa >> 63 } else { sa >> b }) as u64
            }
            IntOpKind::UDiv | IntOpKind::URem | IntOpKind::SDiv | IntOpKind::SRem if b == 0 => {
                return Err(ArithError::DivByZero);
            }
            IntOpKind::UDiv => a / b,
            IntOpKind::URem => a % b,
            IntOpKind::SDiv | IntOpKind::SRem => {
                let (sa, sb) = (sext(a, w), sext(b, w));
                let min = if w >= 64 {
                    i64::MIN
                } else {
                    -(1i64 << (w - 1))
                };
                if sa == min && sb == -1 {
                    return Err(ArithError::DivOverflow);
                }
                if op == IntOpKind::SDiv {
                    (sa / sb) as u64
                } else {
                    (sa % sb) as u64
                }
            }
        },
        w,
    ))
}

/// Integer comparison at width `w` ≤ 64.
#[inline]
pub fn icmp(p: ICmpKind, a: u64, b: u64, w: u8) -> bool {
    match p {
        ICmpKind::Eq => a == b,
        ICmpKind::Ne => a != b,
        ICmpKind::Ugt => a > b,
        ICmpKind::Uge => a >= b,
        ICmpKind::Ult => a < b,
        ICmpKind::Ule => a <= b,
        ICmpKind::Sgt => sext(a, w) > sext(b, w),
        ICmpKind::Sge => sext(a, w) >= sext(b, w),
        ICmpKind::Slt => sext(a, w) < sext(b, w),
        ICmpKind::Sle => sext(a, w) <= sext(b, w),
    }
}

fn mask128(v: u128, w: u8) -> u128 {
    if w >= 128 { v } else { v & ((1u128 << w) - 1) }
}

fn sext128(v: u128, w: u8) -> i128 {
    let s = 128 - u32::from(w.clamp(1, 128));
    ((v << s) as i128) >> s
}

/// Integer op on widths up to 128.
pub fn wide_op(op: IntOpKind, a: u128, b: u128, w: u8) -> Result<u128, ArithError> {
    let wb = u128::from(w);
    Ok(mask128(
        match op {
            IntOpKind::Add => a.wrapping_add(b),
            IntOpKind::Sub => a.wrapping_sub(b),
            IntOpKind::Mul => a.wrapping_mul(b),
            IntOpKind::And => a & b,
            IntOpKind::Or => a | b,
            IntOpKind::Xor => a ^ b,
            IntOpKind::Shl => {
                if b >= wb {
                    0
                } else {
                    a << b
                }
            }
            IntOpKind::LShr => {
                if b >= wb {
                    0
                } else {
                    a >> b
                }
            }
            IntOpKind::AShr => {
                let sa = sext128(a, w);
                (if b >= wb { sa >> 127 } else { sa >> b }) as u128
            }
            IntOpKind::UDiv | IntOpKind::URem | IntOpKind::SDiv | IntOpKind::SRem if b == 0 => {
                return Err(ArithError::DivByZero);
            }
            IntOpKind::UDiv => a / b,
            IntOpKind::URem => a % b,
            IntOpKind::SDiv | IntOpKind::SRem => {
                let (sa, sb) = (sext128(a, w), sext128(b, w));
                let min = if w >= 128 {
                    i128::MIN
                } else {
                    -(1i128 << (w - 1))
                };
                if sa == min && sb == -1 {
                    return Err(ArithError::DivOverflow);
                }
                if op == IntOpKind::SDiv {
                    (sa / sb) as u128
                } else {
                    (sa % sb) as u128
                }
            }
        },
        w,
    ))
}

/// Comparison on widths up to 128.
pub fn wide_cmp(p: ICmpKind, a: u128, b: u128, w: u8) -> bool {
    match p {
        ICmpKind::Eq => a == b,
        ICmpKind::Ne => a != b,
        ICmpKind::Ugt => a > b,
        ICmpKind::Uge => a >= b,
        ICmpKind::Ult => a < b,
        ICmpKind::Ule => a <= b,
        ICmpKind::Sgt => sext128(a, w) > sext128(b, w),
        ICmpKind::Sge => sext128(a, w) >= sext128(b, w),
        ICmpKind::Slt => sext128(a, w) < sext128(b, w),
        ICmpKind::Sle => sext128(a, w) <= sext128(b, w),
    }
}

/// Width change (trunc/zext/sext) on widths up to 128.
pub fn wide_cast(v: u128, from: u8, to: u8, signed: bool) -> u128 {
    let x = if signed {
        sext128(v, from) as u128
    } else {
        mask128(v, from)
    };
    mask128(x, to)
}

/// A register value as an f64 (exact for every format).
#[inline(always)]
pub fn fget(v: u64, t: FTy) -> f64 {
    match t {
        FTy::F32 => f64::from(f32::from_bits(v as u32)),
        FTy::F64 | FTy::X87 | FTy::Quad => f64::from_bits(v),
        FTy::F16 => floatfmt::f16_to_f64(v as u16),
    }
}

/// An f64 rounded to format `t`, as a register value.
#[inline(always)]
pub fn fput(x: f64, t: FTy) -> u64 {
    match t {
        FTy::F32 => u64::from((x as f32).to_bits()),
        FTy::F64 | FTy::X87 | FTy::Quad => x.to_bits(),
        FTy::F16 => u64::from(floatfmt::f64_to_f16(x)),
    }
}

fn minnum(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if a == b {
        if a.is_sign_negative() { a } else { b }
    } else {
        a.min(b)
    }
}

fn maxnum(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else if a == b {
        if a.is_sign_positive() { a } else { b }
    } else {
        a.max(b)
    }
}

/// Float binary op in format `t` (f32 ops round once in f32).
#[inline]
pub fn fbin(op: FOpKind, a: u64, b: u64, t: FTy) -> u64 {
    if t == FTy::F32 {
        let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
        let r = match op {
            FOpKind::Add => x + y,
            FOpKind::Sub => x - y,
            FOpKind::Mul => x * y,
            FOpKind::Div => x / y,
            FOpKind::Rem => x % y,
            FOpKind::CopySign => x.copysign(y),
            FOpKind::MinNum => minnum(f64::from(x), f64::from(y)) as f32,
            FOpKind::MaxNum => maxnum(f64::from(x), f64::from(y)) as f32,
            FOpKind::Minimum => {
                if x.is_nan() || y.is_nan() {
                    f32::NAN
                } else {
                    minnum(f64::from(x), f64::from(y)) as f32
                }
            }
            FOpKind::Maximum => {
                if x.is_nan() || y.is_nan() {
                    f32::NAN
                } else {
                    maxnum(f64::from(x), f64::from(y)) as f32
                }
            }
            FOpKind::Pow => x.powf(y),
        };
        return u64::from(r.to_bits());
    }
    let (x, y) = (fget(a, t), fget(b, t));
    let r = match op {
        FOpKind::Add => x + y,
        FOpKind::Sub => x - y,
        FOpKind::Mul => x * y,
        FOpKind::Div => x / y,
        FOpKind::Rem => x % y,
        FOpKind::CopySign => x.copysign(y),
        FOpKind::MinNum => minnum(x, y),
        FOpKind::MaxNum => maxnum(x, y),
        FOpKind::Minimum => {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else {
                minnum(x, y)
            }
        }
        FOpKind::Maximum => {
            if x.is_nan() || y.is_nan() {
                f64::NAN
            } else {
                maxnum(x, y)
            }
        }
        FOpKind::Pow => x.powf(y),
    };
    fput(r, t)
}

/// Float unary op in format `t`.
#[inline]
pub fn fun(op: FUnKind, a: u64, t: FTy) -> u64 {
    if t == FTy::F32 {
        let x = f32::from_bits(a as u32);
        let r = match op {
            FUnKind::Neg => -x,
            FUnKind::Abs => x.abs(),
            FUnKind::Sqrt => x.sqrt(),
            FUnKind::Floor => x.floor(),
            FUnKind::Ceil => x.ceil(),
            FUnKind::Trunc => x.trunc(),
            FUnKind::Round => x.round(),
            FUnKind::RoundEven => x.round_ties_even(),
            FUnKind::Sin => x.sin(),
            FUnKind::Cos => x.cos(),
            FUnKind::Exp => x.exp(),
            FUnKind::Log => x.ln(),
        };
        return u64::from(r.to_bits());
    }
    let x = fget(a, t);
    let r = match op {
        FUnKind::Neg => -x,
        FUnKind::Abs => x.abs(),
        FUnKind::Sqrt => x.sqrt(),
        FUnKind::Floor => x.floor(),
        FUnKind::Ceil => x.ceil(),
        FUnKind::Trunc => x.trunc(),
        FUnKind::Round => x.round(),
        FUnKind::RoundEven => x.round_ties_even(),
        FUnKind::Sin => x.sin(),
        FUnKind::Cos => x.cos(),
        FUnKind::Exp => x.exp(),
        FUnKind::Log => x.ln(),
    };
    fput(r, t)
}

/// `fcmp` with LLVM's predicate encoding (bit 0 eq, 1 gt, 2 lt, 3 unordered).
#[inline]
pub fn fcmp(pred: u8, a: u64, b: u64, t: FTy) -> bool {
    let (x, y) = (fget(a, t), fget(b, t));
    if x.is_nan() || y.is_nan() {
        pred & 8 != 0
    } else {
        (pred & 1 != 0 && x == y) || (pred & 2 != 0 && x > y) || (pred & 4 != 0 && x < y)
    }
}

/// `a * b + c`, fused or not.
pub fn fma(a: u64, b: u64, c: u64, t: FTy, fused: bool) -> u64 {
    if t == FTy::F32 {
        let (x, y, z) = (
            f32::from_bits(a as u32),
            f32::from_bits(b as u32),
            f32::from_bits(c as u32),
        );
        let r = if fused { x.mul_add(y, z) } else { x * y + z };
        return u64::from(r.to_bits());
    }
    let (x, y, z) = (fget(a, t), fget(b, t), fget(c, t));
    fput(if fused { x.mul_add(y, z) } else { x * y + z }, t)
}

/// Float/int conversions.
#[inline]
pub fn fcast(kind: FCastKind, v: u64, from: FTy, to: FTy, w: u8) -> u64 {
    match kind {
        FCastKind::FToF => fput(fget(v, from), to),
        FCastKind::FToS => {
            let x = fget(v, from);
            mask(x as i64 as u64, w)
        }
        FCastKind::FToU => {
            let x = fget(v, from);
            // Values in [2^63, 2^64) need the unsigned conversion; negatives wrap like x86.
            let r = if x < 0.0 { x as i64 as u64 } else { x as u64 };
            mask(r, w)
        }
        FCastKind::UToF => {
            let x = mask(v, w);
            match to {
                FTy::F32 => u64::from((x as f32).to_bits()),
                _ => fput(x as f64, to),
            }
        }
        FCastKind::SToF => {
            let x = sext(v, w);
            match to {
                FTy::F32 => u64::from((x as f32).to_bits()),
                _ => fput(x as f64, to),
            }
        }
    }
}

/// Bit-counting intrinsics and `abs` at width `w`.
#[inline]
pub fn bits(op: BitKind, v: u64, w: u8) -> u64 {
    let wu = u32::from(w);
    match op {
        BitKind::CtPop => u64::from(mask(v, w).count_ones()),
        BitKind::Ctlz => {
            let m = mask(v, w);
            if m == 0 {
                u64::from(w)
            } else {
                u64::from(m.leading_zeros() - (64 - wu))
            }
        }
        BitKind::Cttz => {
            let m = mask(v, w);
            if m == 0 {
                u64::from(w)
            } else {
                u64::from(m.trailing_zeros())
            }
        }
        BitKind::BSwap => mask(v, w).swap_bytes() >> (64 - wu),
        BitKind::BitReverse => mask(v, w).reverse_bits() >> (64 - wu),
        BitKind::Abs => mask(sext(v, w).wrapping_abs() as u64, w),
    }
}

/// min/max and saturating arithmetic at width `w`.
#[inline]
pub fn minmax(op: MinMaxKind, a: u64, b: u64, w: u8) -> u64 {
    let (sa, sb) = (i128::from(sext(a, w)), i128::from(sext(b, w)));
    let smax = (1i128 << (w - 1)) - 1;
    let smin = -(1i128 << (w - 1));
    let umax = mask(u64::MAX, w);
    match op {
        MinMaxKind::SMax => {
            if sa >= sb {
                a
            } else {
                b
            }
        }
        MinMaxKind::SMin => {
            if sa <= sb {
                a
            } else {
                b
            }
        }
        MinMaxKind::UMax => a.max(b),
        MinMaxKind::UMin => a.min(b),
        MinMaxKind::SAddSat => mask((sa + sb).clamp(smin, smax) as u64, w),
        MinMaxKind::SSubSat => mask((sa - sb).clamp(smin, smax) as u64, w),
        MinMaxKind::UAddSat => (u128::from(a) + u128::from(b)).min(u128::from(umax)) as u64,
        MinMaxKind::USubSat => a.saturating_sub(b),
    }
}

/// `*.with.overflow` at width `w`: (result, overflowed).
#[inline]
pub fn overflow(op: OvfKind, a: u64, b: u64, w: u8) -> (u64, bool) {
    let (sa, sb) = (i128::from(sext(a, w)), i128::from(sext(b, w)));
    let (ua, ub) = (u128::from(a), u128::from(b));
    let smax = (1i128 << (w - 1)) - 1;
    let smin = -(1i128 << (w - 1));
    let umax = u128::from(mask(u64::MAX, w));
    match op {
        OvfKind::SAdd => {
            let r = sa + sb;
            (mask(r as u64, w), r < smin || r > smax)
        }
        OvfKind::SSub => {
            let r = sa - sb;
            (mask(r as u64, w), r < smin || r > smax)
        }
        OvfKind::SMul => {
            let r = sa * sb;
            (mask(r as u64, w), r < smin || r > smax)
        }
        OvfKind::UAdd => {
            let r = ua + ub;
            (mask(r as u64, w), r > umax)
        }
        OvfKind::USub => (mask(a.wrapping_sub(b), w), a < b),
        OvfKind::UMul => {
            let r = ua * ub;
            (mask(r as u64, w), r > umax)
        }
    }
}

/// `*.with.overflow` at widths 65..=128: (result, overflowed).
pub fn wide_overflow(op: OvfKind, a: u128, b: u128, w: u8) -> (u128, bool) {
    let (sa, sb) = (sext128(a, w), sext128(b, w));
    let smax = if w >= 128 {
        i128::MAX
    } else {
        (1i128 << (w - 1)) - 1
    };
    let smin = if w >= 128 {
        i128::MIN
    } else {
        -(1i128 << (w - 1))
    };
    let umax = mask128(u128::MAX, w);
    let signed = |r: Option<i128>| match r {
        Some(v) => (mask128(v as u128, w), v < smin || v > smax),
        None => (0, true),
    };
    match op {
        OvfKind::SAdd => {
            let (v, o) = signed(sa.checked_add(sb));
            (if o { mask128(a.wrapping_add(b), w) } else { v }, o)
        }
        OvfKind::SSub => {
            let (v, o) = signed(sa.checked_sub(sb));
            (if o { mask128(a.wrapping_sub(b), w) } else { v }, o)
        }
        OvfKind::SMul => {
            let (v, o) = signed(sa.checked_mul(sb));
            (if o { mask128(a.wrapping_mul(b), w) } else { v }, o)
        }
        OvfKind::UAdd => match a.checked_add(b) {
            Some(v) if v <= umax => (v, false),
            _ => (mask128(a.wrapping_add(b), w), true),
        },
        OvfKind::USub => (mask128(a.wrapping_sub(b), w), a < b),
        OvfKind::UMul => match a.checked_mul(b) {
            Some(v) if v <= umax => (v, false),
            _ => (mask128(a.wrapping_mul(b), w), true),
        },
    }
}

/// Funnel shift: `fshl` (`left`) or `fshr` of `a:b` by `c` at width `w`.
#[inline]
pub fn funnel(a: u64, b: u64, c: u64, w: u8, left: bool) -> u64 {
    let wu = u32::from(w);
    let s = (c % u64::from(w)) as u32;
    let cat = (u128::from(mask(a, w)) << wu) | u128::from(mask(b, w));
    if left {
        mask(((cat << s) >> wu) as u64, w)
    } else {
        mask((cat >> s) as u64, w)
    }
}

/// `atomicrmw` new value from `old` and operand `v` on `size` bytes.
pub fn rmw(op: RmwKind, old: u64, v: u64, size: u8) -> u64 {
    let w = size * 8;
    let ft = if size == 4 { FTy::F32 } else { FTy::F64 };
    mask(
        match op {
            RmwKind::Xchg => v,
            RmwKind::Add => old.wrapping_add(v),
            RmwKind::Sub => old.wrapping_sub(v),
            RmwKind::And => old & v,
            RmwKind::Nand => !(old & v),
            RmwKind::Or => old | v,
            RmwKind::Xor => old ^ v,
            RmwKind::Max => {
                if sext(old, w) >= sext(v, w) {
                    old
                } else {
                    v
                }
            }
            RmwKind::Min => {
                if sext(old, w) <= sext(v, w) {
                    old
                } else {
                    v
                }
            }
            RmwKind::UMax => old.max(v),
            RmwKind::UMin => old.min(v),
            RmwKind::UIncWrap => {
                if old >= v {
                    0
                } else {
                    old + 1
                }
            }
            RmwKind::UDecWrap => {
                if old == 0 || old > v {
                    v
                } else {
                    old - 1
                }
            }
            RmwKind::FAdd => fbin(FOpKind::Add, old, v, ft),
            RmwKind::FSub => fbin(FOpKind::Sub, old, v, ft),
            RmwKind::FMax => fbin(FOpKind::MaxNum, old, v, ft),
            RmwKind::FMin => fbin(FOpKind::MinNum, old, v, ft),
        },
        w,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn division_edge_cases() {
        assert_eq!(
            int_op(IntOpKind::SDiv, mask(-7i64 as u64, 32), 2, 32),
            Ok(mask(-3i64 as u64, 32))
        );
        assert_eq!(
            int_op(IntOpKind::SRem, mask(-7i64 as u64, 32), 2, 32),
            Ok(mask(-1i64 as u64, 32))
        );
        assert_eq!(
            int_op(IntOpKind::SRem, 7, mask(-2i64 as u64, 32), 32),
            Ok(1)
        );
        assert_eq!(
            int_op(IntOpKind::UDiv, 1, 0, 32),
            Err(ArithError::DivByZero)
        );
        assert_eq!(
            int_op(IntOpKind::SDiv, 0x8000_0000, 0xffff_ffff, 32),
            Err(ArithError::DivOverflow)
        );
        assert_eq!(
            int_op(IntOpKind::SDiv, 0x80, 0xff, 8),
            Err(ArithError::DivOverflow)
        );
    }

    #[test]
    fn shifts_and_compares() {
        assert_eq!(int_op(IntOpKind::AShr, 0x80, 7, 8), Ok(0xff));
        assert_eq!(int_op(IntOpKind::Shl, 1, 63, 64), Ok(1 << 63));
        assert!(icmp(ICmpKind::Slt, 0xffff_ffff, 0, 32));
        assert!(!icmp(ICmpKind::Ult, 0xffff_ffff, 0, 32));
    }

    #[test]
    fn bit_ops() {
        assert_eq!(bits(BitKind::Ctlz, 1, 32), 31);
        assert_eq!(bits(BitKind::Cttz, 0, 16), 16);
        assert_eq!(bits(BitKind::BSwap, 0x1122_3344, 32), 0x4433_2211);
        assert_eq!(bits(BitKind::Abs, 0xff, 8), 1);
        assert_eq!(funnel(0x12, 0x34, 4, 8, true), 0x23);
        assert_eq!(funnel(0x12, 0x34, 4, 8, false), 0x23);
        assert_eq!(
            overflow(OvfKind::SAdd, 0x7fff_ffff, 1, 32),
            (0x8000_0000, true)
        );
        assert_eq!(overflow(OvfKind::UMul, 1 << 32, 1 << 32, 64), (0, true));
        assert_eq!(minmax(MinMaxKind::SMax, 0xff, 1, 8), 1);
        assert_eq!(minmax(MinMaxKind::UAddSat, 200, 100, 8), 255);
    }

    #[test]
    fn float_ops() {
        let one = fput(1.0, FTy::F32);
        let three = fput(3.0, FTy::F32);
        assert_eq!(
            fget(fbin(FOpKind::Div, one, three, FTy::F32), FTy::F32),
            f64::from(1.0f32 / 3.0)
        );
        assert!(fcmp(8, f64::NAN.to_bits(), 0, FTy::F64));
        assert!(!fcmp(1, f64::NAN.to_bits(), f64::NAN.to_bits(), FTy::F64));
        assert_eq!(
            fcast(FCastKind::SToF, 0xffff_ffff, FTy::F64, FTy::F64, 32),
            (-1.0f64).to_bits()
        );
        assert_eq!(
            fcast(FCastKind::FToS, (-2.7f64).to_bits(), FTy::F64, FTy::F64, 32),
            0xffff_fffe
        );
    }
}
