//! Extended-precision floats: `x86_fp80` (C `long double` on x86) and `fp128`, held in two
//! register slots as their 16-byte memory image and computed with correct IEEE rounding by
//! `rustc_apfloat` (the Rust port of LLVM's APFloat, as miri uses). `sqrt` of `x86_fp80` is
//! computed exactly with integer arithmetic; `sin`/`cos`/`exp`/`log`/`pow` on extended values
//! go through `f64` (their results may differ from glibc's in the last bits).

use crate::bytecode::op::{FCastKind, FOpKind, FTy, FUnKind};
use rustc_apfloat::ieee::{Double, Half, Quad, Single, X87DoubleExtended as X87};
use rustc_apfloat::{Float, FloatConvert, Round};

/// Converts a scalar register value of format `t` (F32/F64/F16) to an apfloat.
fn small<T: Float>(v: u64, t: FTy) -> T
where
    Single: FloatConvert<T>,
    Double: FloatConvert<T>,
    Half: FloatConvert<T>,
{
    let mut loses = false;
    match t {
        FTy::F32 => {
            Single::from_bits(u128::from(v as u32))
                .convert(&mut loses)
                .value
        }
        FTy::F16 => {
            Half::from_bits(u128::from(v as u16))
                .convert(&mut loses)
                .value
        }
        _ => Double::from_bits(u128::from(v)).convert(&mut loses).value,
    }
}

macro_rules! with_fmt {
    ($t:expr, $F:ident => $body:expr) => {
        match $t {
            FTy::Quad => {
                type $F = Quad;
                $body
            }
            _ => {
                type $F = X87;
                $body
            }
        }
    };
}

/// A binary op on extended values (bit images).
pub fn xbin(op: FOpKind, a: u128, b: u128, t: FTy) -> u128 {
    with_fmt!(t, F => {
        let (x, y) = (F::from_bits(a), F::from_bits(b));
        let r = match op {
            FOpKind::Add => (x + y).value,
            FOpKind::Sub => (x - y).value,
            FOpKind::Mul => (x * y).value,
            FOpKind::Div => (x / y).value,
            FOpKind::Rem => x.c_fmod(y).value,
            FOpKind::CopySign => x.copy_sign(y),
            FOpKind::MinNum | FOpKind::Minimum => {
                if x.is_nan() {
                    if op == FOpKind::Minimum { x } else { y }
                } else if y.is_nan() {
                    if op == FOpKind::Minimum { y } else { x }
                } else if y < x || (x.is_zero() && y.is_zero() && y.is_negative()) {
                    y
                } else {
                    x
                }
            }
            FOpKind::MaxNum | FOpKind::Maximum => {
                if x.is_nan() {
                    if op == FOpKind::Maximum { x } else { y }
                } else if y.is_nan() {
                    if op == FOpKind::Maximum { y } else { x }
                } else if y > x || (x.is_zero() && y.is_zero() && !y.is_negative()) {
                    y
                } else {
                    x
                }
            }
            FOpKind::Pow => from_f64::<F>(to_f64_of(x).powf(to_f64_of(y))),
        };
        r.to_bits()
    })
}

fn to_f64_of<F: Float + FloatConvert<Double>>(x: F) -> f64 {
    let mut loses = false;
    let d: Double = x.convert(&mut loses).value;
    f64::from_bits(d.to_bits() as u64)
}

fn from_f64<F: Float>(v: f64) -> F
where
    Double: FloatConvert<F>,
{
    let mut loses = false;
    Double::from_bits(u128::from(v.to_bits()))
        .convert(&mut loses)
        .value
}

/// The exact square root of an x87 value, correctly rounded.
fn sqrt_x87(bits: u128) -> u128 {
    let x = X87::from_bits(bits);
    if x.is_nan() || x.is_zero() || (x.is_infinite() && !x.is_negative()) {
        return bits;
    }
    if x.is_negative() {
        return X87::NAN.to_bits();
    }
    let mut m = bits as u64;
    let mut e = ((bits >> 64) & 0x7fff) as i32;
    if e == 0 {
        e = 1; // denormal
    }
    // Normalise so the top bit of m is set.
    let lz = m.leading_zeros() as i32;
    m <<= lz;
    // value = m * 2^(e - 16383 - 63 - lz)
    let mut exp = e - 16383 - 63 - lz;
    let mut n = u128::from(m) << 64; // value = n * 2^(exp - 64)
    exp -= 64;
    if exp % 2 != 0 {
        n >>= 1; // keep the sticky bit below
        exp += 1;
    }
    // r = floor(sqrt(n)), 64 bits since n < 2^128.
    let mut r = (n as f64).sqrt() as u128;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    let exact = r * r == n && bits & 1 == 0;
    // r has its top bit at 63 or 62; the result is r * 2^(exp/2).
    let mut rexp = exp / 2;
    let mut rm = r;
    // Round to 64 significant bits (r already ≤ 64 bits): nearest-even on the remainder.
    let rem = n - r * r;
    if !exact && rem > r {
        rm += 1; // (r + 0.5)^2 = r^2 + r + 0.25 < n
    }
    if rm >> 64 != 0 {
        rm >>= 1;
        rexp += 1;
    }
    let top = 127 - rm.leading_zeros() as i32;
    let shift = 63 - top;
    rm <<= shift;
    rexp -= shift;
    let be = rexp + 16383 + 63;
    if be <= 0 {
        // Denormal result cannot come from a sqrt of a representable value.
        return 0;
    }
    (u128::from(be as u16) << 64) | (rm as u64 as u128)
}

/// A unary op on an extended value.
pub fn xun(op: FUnKind, a: u128, t: FTy) -> u128 {
    with_fmt!(t, F => {
        let x = F::from_bits(a);
        let r = match op {
            FUnKind::Neg => -x,
            FUnKind::Abs => x.abs(),
            FUnKind::Floor => x.round_to_integral(Round::TowardNegative).value,
            FUnKind::Ceil => x.round_to_integral(Round::TowardPositive).value,
            FUnKind::Trunc => x.round_to_integral(Round::TowardZero).value,
            FUnKind::Round => x.round_to_integral(Round::NearestTiesToAway).value,
            FUnKind::RoundEven => x.round_to_integral(Round::NearestTiesToEven).value,
            FUnKind::Sqrt => {
                if t == FTy::X87 {
                    return sqrt_x87(a);
                }
                from_f64::<F>(to_f64_of(x).sqrt())
            }
            FUnKind::Sin => from_f64::<F>(to_f64_of(x).sin()),
            FUnKind::Cos => from_f64::<F>(to_f64_of(x).cos()),
            FUnKind::Exp => from_f64::<F>(to_f64_of(x).exp()),
            FUnKind::Log => from_f64::<F>(to_f64_of(x).ln()),
        };
        r.to_bits()
    })
}

/// `fcmp` on extended values (LLVM predicate encoding, see `arith::fcmp`).
pub fn xcmp(pred: u8, a: u128, b: u128, t: FTy) -> bool {
    with_fmt!(t, F => {
        let (x, y) = (F::from_bits(a), F::from_bits(b));
        match x.partial_cmp(&y) {
            None => pred & 8 != 0,
            Some(std::cmp::Ordering::Equal) => pred & 1 != 0,
            Some(std::cmp::Ordering::Greater) => pred & 2 != 0,
            Some(std::cmp::Ordering::Less) => pred & 4 != 0,
        }
    })
}

/// `a * b + c` on extended values.
pub fn xfma(a: u128, b: u128, c: u128, t: FTy, fused: bool) -> u128 {
    with_fmt!(t, F => {
        let (x, y, z) = (F::from_bits(a), F::from_bits(b), F::from_bits(c));
        if fused {
            x.mul_add(y, z).value.to_bits()
        } else {
            ((x * y).value + z).value.to_bits()
        }
    })
}

fn mask(v: u128, w: u8) -> u128 {
    if w >= 128 { v } else { v & ((1u128 << w) - 1) }
}

/// A conversion where at least one side is extended. Scalar (non-extended) values are
/// passed and returned in the low 64 bits.
pub fn xcast(kind: FCastKind, v: u128, from: FTy, to: FTy, w: u8) -> u128 {
    let ext = |t: FTy| matches!(t, FTy::X87 | FTy::Quad);
    match kind {
        FCastKind::FToF => {
            let mut loses = false;
            match (ext(from), ext(to)) {
                (true, true) => {
                    if from == to {
                        v
                    } else if from == FTy::X87 {
                        let q: Quad = X87::from_bits(v).convert(&mut loses).value;
                        q.to_bits()
                    } else {
                        let x: X87 = Quad::from_bits(v).convert(&mut loses).value;
                        x.to_bits()
                    }
                }
                (false, true) => with_fmt!(to, F => small::<F>(v as u64, from).to_bits()),
                (true, false) => with_fmt!(from, F => {
                    let x = F::from_bits(v);
                    match to {
                        FTy::F32 => {
                            let s: Single = x.convert(&mut loses).value;
                            s.to_bits()
                        }
                        FTy::F16 => {
                            let s: Half = x.convert(&mut loses).value;
                            s.to_bits()
                        }
                        _ => {
                            let s: Double = x.convert(&mut loses).value;
                            s.to_bits()
                        }
                    }
                }),
                (false, false) => v,
            }
        }
        FCastKind::FToS => with_fmt!(from, F => {
            let mut exact = false;
            let r = F::from_bits(v).to_i128_r(usize::from(w), Round::TowardZero, &mut exact);
            mask(r.value as u128, w)
        }),
        FCastKind::FToU => with_fmt!(from, F => {
            let mut exact = false;
            let x = F::from_bits(v);
            let r = if x.is_negative() {
                x.to_i128_r(usize::from(w), Round::TowardZero, &mut exact).value as u128
            } else {
                x.to_u128_r(usize::from(w), Round::TowardZero, &mut exact).value
            };
            mask(r, w)
        }),
        FCastKind::UToF => with_fmt!(to, F => F::from_u128(mask(v, w)).value.to_bits()),
        FCastKind::SToF => with_fmt!(to, F => {
            let s = 128 - u32::from(w);
            let x = ((v << s) as i128) >> s;
            F::from_i128(x).value.to_bits()
        }),
    }
}

/// An extended value as the nearest f64.
pub fn to_f64(v: u128, t: FTy) -> f64 {
    with_fmt!(t, F => to_f64_of(F::from_bits(v)))
}

/// An f64 as an extended value.
pub fn from_f64_bits(x: f64, t: FTy) -> u128 {
    with_fmt!(t, F => from_f64::<F>(x).to_bits())
}

/// Decomposes an extended value for exact formatting: `(negative, class)` where class is
/// `Ok((m, e))` for the finite value `m * 2^e`, or `Err(is_nan)` for infinities and NaNs.
pub fn decompose(v: u128, t: FTy) -> (bool, Result<(u128, i32), bool>) {
    match t {
        FTy::Quad => {
            let neg = v >> 127 == 1;
            let e = ((v >> 112) & 0x7fff) as i32;
            let f = v & ((1u128 << 112) - 1);
            if e == 0x7fff {
                (neg, Err(f != 0))
            } else if e == 0 {
                (neg, Ok((f, 1 - 16383 - 112)))
            } else {
                (neg, Ok((f | (1u128 << 112), e - 16383 - 112)))
            }
        }
        _ => {
            let neg = (v >> 79) & 1 == 1;
            let e = ((v >> 64) & 0x7fff) as i32;
            let m = v as u64;
            if e == 0x7fff {
                (neg, Err(m << 1 != 0))
            } else {
                (neg, Ok((u128::from(m), e.max(1) - 16383 - 63)))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn x(v: f64) -> u128 {
        from_f64_bits(v, FTy::X87)
    }

    #[test]
    fn x87_arithmetic_is_extended() {
        // (1e16 + 1) - 1e16 is 1 in 64-bit precision, 0 in double.
        let a = xbin(FOpKind::Add, x(1e16), x(1.0), FTy::X87);
        let b = xbin(FOpKind::Sub, a, x(1e16), FTy::X87);
        assert_eq!(to_f64(b, FTy::X87), 1.0);
        // 2^53 + 1 converts exactly to long double and back.
        let v = (1u128 << 53) + 1;
        let f = xcast(FCastKind::SToF, v, FTy::X87, FTy::X87, 64);
        assert_eq!(xcast(FCastKind::FToS, f, FTy::X87, FTy::X87, 64), v);
        assert_eq!(x(1.0), 0x3fff_8000_0000_0000_0000);
    }

    #[test]
    fn x87_sqrt_and_compare() {
        let two = x(2.0);
        let r = sqrt_x87(two);
        let sq = xbin(FOpKind::Mul, r, r, FTy::X87);
        assert!((to_f64(sq, FTy::X87) - 2.0).abs() < 1e-18);
        assert_eq!(sqrt_x87(x(16.0)), x(4.0));
        assert_eq!(sqrt_x87(x(0.25)), x(0.5));
        assert!(xcmp(4, x(1.0), two, FTy::X87));
        assert!(xcmp(8, X87::NAN.to_bits(), two, FTy::X87));
    }

    #[test]
    fn conversions() {
        let d = xcast(FCastKind::FToF, x(0.1), FTy::X87, FTy::F64, 0);
        assert_eq!(f64::from_bits(d as u64), 0.1);
        let q = xcast(
            FCastKind::FToF,
            u128::from(0.5f64.to_bits()),
            FTy::F64,
            FTy::Quad,
            0,
        );
        assert_eq!(to_f64(q, FTy::Quad), 0.5);
        assert_eq!(decompose(x(1.0), FTy::X87), (false, Ok((1u128 << 63, -63))));
    }
}
