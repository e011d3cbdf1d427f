//! Integers wider than 128 bits, as `w.div_ceil(64)` register slots, least significant limb
//! first, kept canonical (zero above bit `w`).
//!
//! clang makes such integers for the storage unit of a run of bit-fields in a packed struct
//! (`struct __attribute__((packed)) { int a : 31; int b : 29; int c : 30; … }` is accessed
//! as one `i136` / `i168` / … load, shifted and masked), so they appear in ordinary C. The
//! code here is simple rather than fast: these ops are rare.

use super::arith::ArithError;
use crate::bytecode::op::{ICmpKind, IntOpKind};

fn limbs(w: u16) -> usize {
    usize::from(w.div_ceil(64))
}

/// Clears the bits at and above `w`.
fn canon(v: &mut [u64], w: u16) {
    let n = limbs(w);
    for x in v.iter_mut().skip(n) {
        *x = 0;
    }
    let r = w % 64;
    if r != 0 && n > 0 {
        v[n - 1] &= (1u64 << r) - 1;
    }
}

fn sign(v: &[u64], w: u16) -> bool {
    let b = usize::from(w - 1);
    (v[b / 64] >> (b % 64)) & 1 == 1
}

/// `v` sign-extended from `w` bits to all of its limbs.
fn sext_in_place(v: &mut [u64], w: u16) {
    if !sign(v, w) {
        return;
    }
    let b = usize::from(w);
    if b % 64 != 0 {
        v[b / 64] |= !0u64 << (b % 64);
    }
    for x in v.iter_mut().skip(b.div_ceil(64)) {
        *x = !0;
    }
}

fn neg(v: &mut [u64]) {
    let mut carry = true;
    for x in v.iter_mut() {
        let (s, c) = (!*x).overflowing_add(u64::from(carry));
        *x = s;
        carry = c;
    }
}

fn add(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut carry = false;
    a.iter()
        .zip(b)
        .map(|(&x, &y)| {
            let (s1, c1) = x.overflowing_add(y);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            carry = c1 || c2;
            s2
        })
        .collect()
}

fn sub(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut nb = b.to_vec();
    neg(&mut nb);
    add(a, &nb)
}

fn mul(a: &[u64], b: &[u64]) -> Vec<u64> {
    let n = a.len();
    let mut r = vec![0u64; n];
    for i in 0..n {
        let mut carry = 0u128;
        for j in 0..n - i {
            let t = u128::from(a[i]) * u128::from(b[j]) + u128::from(r[i + j]) + carry;
            r[i + j] = t as u64;
            carry = t >> 64;
        }
    }
    r
}

fn is_zero(v: &[u64]) -> bool {
    v.iter().all(|&x| x == 0)
}

fn ucmp(a: &[u64], b: &[u64]) -> std::cmp::Ordering {
    a.iter().rev().cmp(b.iter().rev())
}

/// The shift amount as a bit count, saturated (any amount ≥ `w` behaves the same).
fn amount(b: &[u64], w: u16) -> usize {
    if b.iter().skip(1).any(|&x| x != 0) || b[0] >= u64::from(w) {
        usize::from(w)
    } else {
        b[0] as usize
    }
}

fn get_bit(v: &[u64], i: usize) -> bool {
    (v[i / 64] >> (i % 64)) & 1 == 1
}

/// `v << s` over all limbs (bits shifted out are lost).
fn shl(v: &[u64], s: usize) -> Vec<u64> {
    let n = v.len();
    let mut r = vec![0u64; n];
    let (q, m) = (s / 64, s % 64);
    for i in q..n {
        let lo = v[i - q] << m;
        let hi = if m != 0 && i > q {
            v[i - q - 1] >> (64 - m)
        } else {
            0
        };
        r[i] = lo | hi;
    }
    r
}

/// `v >> s` over all limbs, filling with `fill` (0 or all ones).
fn shr(v: &[u64], s: usize, fill: u64) -> Vec<u64> {
    let n = v.len();
    let at = |i: usize| if i < n { v[i] } else { fill };
    let (q, m) = (s / 64, s % 64);
    (0..n)
        .map(|i| {
            if m == 0 {
                at(i + q)
            } else {
                (at(i + q) >> m) | (at(i + q + 1) << (64 - m))
            }
        })
        .collect()
}

/// Unsigned division with remainder (shift and subtract); `b` is not zero.
fn udivrem(a: &[u64], b: &[u64]) -> (Vec<u64>, Vec<u64>) {
    let n = a.len();
    let mut q = vec![0u64; n];
    let mut r = vec![0u64; n];
    for i in (0..n * 64).rev() {
        r = shl(&r, 1);
        r[0] |= u64::from(get_bit(a, i));
        if ucmp(&r, b) != std::cmp::Ordering::Less {
            r = sub(&r, b);
            q[i / 64] |= 1 << (i % 64);
        }
    }
    (q, r)
}

/// `a op b` at width `w` > 128 on canonical operands; the result is canonical.
pub fn op(op: IntOpKind, a: &[u64], b: &[u64], w: u16) -> Result<Vec<u64>, ArithError> {
    let wb = usize::from(w);
    let mut r = match op {
        IntOpKind::Add => add(a, b),
        IntOpKind::Sub => sub(a, b),
        IntOpKind::Mul => mul(a, b),
        IntOpKind::And => a.iter().zip(b).map(|(x, y)| x & y).collect(),
        IntOpKind::Or => a.iter().zip(b).map(|(x, y)| x | y).collect(),
        IntOpKind::Xor => a.iter().zip(b).map(|(x, y)| x ^ y).collect(),
        IntOpKind::Shl => {
            let s = amount(b, w);
            if s >= wb { vec![0; a.len()] } else { shl(a, s) }
        }
        IntOpKind::LShr => {
            let s = amount(b, w);
            if s >= wb {
                vec![0; a.len()]
            } else {
                shr(a, s, 0)
            }
        }
        IntOpKind::AShr => {
            let s = amount(b, w).min(wb - 1);
            let mut x = a.to_vec();
            sext_in_place(&mut x, w);
            let fill = if sign(a, w) { !0 } else { 0 };
            shr(&x, s, fill)
        }
        IntOpKind::UDiv | IntOpKind::URem | IntOpKind::SDiv | IntOpKind::SRem if is_zero(b) => {
            return Err(ArithError::DivByZero);
        }
        IntOpKind::UDiv => udivrem(a, b).0,
        IntOpKind::URem => udivrem(a, b).1,
        IntOpKind::SDiv | IntOpKind::SRem => {
            let (na, nb) = (sign(a, w), sign(b, w));
            let mut min = vec![0u64; a.len()];
            min[(wb - 1) / 64] = 1 << ((wb - 1) % 64);
            let mut ones = vec![!0u64; a.len()];
            canon(&mut ones, w);
            if a == min.as_slice() && b == ones.as_slice() {
                return Err(ArithError::DivOverflow);
            }
            let mut ua = a.to_vec();
            let mut ub = b.to_vec();
            if na {
                sext_in_place(&mut ua, w);
                neg(&mut ua);
            }
            if nb {
                sext_in_place(&mut ub, w);
                neg(&mut ub);
            }
            let (mut q, mut r) = udivrem(&ua, &ub);
            if na != nb {
                neg(&mut q);
            }
            if na {
                neg(&mut r);
            }
            if op == IntOpKind::SDiv { q } else { r }
        }
    };
    canon(&mut r, w);
    Ok(r)
}

/// `a pred b` at width `w` on canonical operands.
pub fn cmp(p: ICmpKind, a: &[u64], b: &[u64], w: u16) -> bool {
    use std::cmp::Ordering::*;
    let u = ucmp(a, b);
    let s = match (sign(a, w), sign(b, w)) {
        (true, false) => Less,
        (false, true) => Greater,
        _ => u,
    };
    match p {
        ICmpKind::Eq => u == Equal,
        ICmpKind::Ne => u != Equal,
        ICmpKind::Ugt => u == Greater,
        ICmpKind::Uge => u != Less,
        ICmpKind::Ult => u == Less,
        ICmpKind::Ule => u != Greater,
        ICmpKind::Sgt => s == Greater,
        ICmpKind::Sge => s != Less,
        ICmpKind::Slt => s == Less,
        ICmpKind::Sle => s != Greater,
    }
}

/// `v` (canonical at `from` bits, `from.div_ceil(64)` limbs) truncated, zero- or
/// sign-extended to `to` bits: `to.div_ceil(64)` limbs, canonical.
pub fn cast(v: &[u64], from: u16, to: u16, signed: bool) -> Vec<u64> {
    let n = limbs(to).max(1);
    let mut r = vec![0u64; n.max(v.len())];
    r[..v.len()].copy_from_slice(v);
    if signed {
        sext_in_place(&mut r, from);
    }
    r.truncate(n);
    canon(&mut r, to);
    r
}

/// [`op`] on registers: operands at `a`, `b`, result to `dst` (slot indices).
pub fn op_regs(
    r: &mut [u64],
    o: IntOpKind,
    dst: usize,
    a: usize,
    b: usize,
    w: u16,
) -> Result<(), ArithError> {
    let n = limbs(w);
    let v = op(o, &r[a..a + n], &r[b..b + n], w)?;
    r[dst..dst + n].copy_from_slice(&v);
    Ok(())
}

/// [`cmp`] on registers.
pub fn cmp_regs(r: &[u64], p: ICmpKind, a: usize, b: usize, w: u16) -> bool {
    let n = limbs(w);
    cmp(p, &r[a..a + n], &r[b..b + n], w)
}

/// [`cast`] on registers.
pub fn cast_regs(r: &mut [u64], dst: usize, src: usize, from: u16, to: u16, signed: bool) {
    let v = cast(&r[src..src + limbs(from).max(1)], from, to, signed);
    r[dst..dst + v.len()].copy_from_slice(&v);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reference: 192-bit values as (lo u128, hi u64) via u128 pairs, checked against
    /// u128 arithmetic where the width allows, and against identities elsewhere.
    fn v(x: u128, hi: u64) -> Vec<u64> {
        vec![x as u64, (x >> 64) as u64, hi]
    }

    #[test]
    fn matches_u128_arithmetic_on_values_below_2_128() {
        let xs: [u128; 6] = [
            0,
            1,
            7,
            u64::MAX as u128,
            0x1234_5678_9abc_def0_1122_3344,
            u128::MAX >> 3,
        ];
        for &x in &xs {
            for &y in &xs {
                let (a, b) = (v(x, 0), v(y, 0));
                // 192-bit results of 128-bit operands: exact sums and products' low parts.
                let s = op(IntOpKind::Add, &a, &b, 192).unwrap();
                let (lo, c) = x.overflowing_add(y);
                assert_eq!(s, v(lo, u64::from(c)));
                let p = op(IntOpKind::Mul, &a, &b, 192).unwrap();
                assert_eq!(p[0] as u128 | (u128::from(p[1]) << 64), x.wrapping_mul(y));
                if let (Some(q), Some(r)) = (x.checked_div(y), x.checked_rem(y)) {
                    assert_eq!(op(IntOpKind::UDiv, &a, &b, 192).unwrap(), v(q, 0));
                    assert_eq!(op(IntOpKind::URem, &a, &b, 192).unwrap(), v(r, 0));
                }
                assert_eq!(cmp(ICmpKind::Ult, &a, &b, 192), x < y);
                assert_eq!(cmp(ICmpKind::Sge, &a, &b, 192), x >= y);
            }
        }
    }

    #[test]
    fn shifts_casts_and_signs_at_136_bits() {
        let w = 136;
        let one = vec![1u64, 0, 0];
        let top = op(IntOpKind::Shl, &one, &[135, 0, 0], w).unwrap();
        assert_eq!(top, vec![0, 0, 0x80]);
        assert!(cmp(ICmpKind::Slt, &top, &one, w));
        assert!(cmp(ICmpKind::Ugt, &top, &one, w));
        // ashr of the minimum by 135 gives -1 (all 136 bits set), canonical.
        let m1 = op(IntOpKind::AShr, &top, &[135, 0, 0], w).unwrap();
        assert_eq!(m1, vec![!0, !0, 0xff]);
        assert_eq!(
            op(IntOpKind::LShr, &top, &[131, 0, 0], w).unwrap(),
            one.iter().map(|x| x << 4).collect::<Vec<_>>()
        );
        assert_eq!(
            op(IntOpKind::Shl, &one, &[136, 0, 0], w).unwrap(),
            vec![0, 0, 0]
        );
        // -1 + 1 wraps to 0; -1 * -1 = 1; -1 / -1 = 1; min / -1 overflows.
        assert_eq!(op(IntOpKind::Add, &m1, &one, w).unwrap(), vec![0, 0, 0]);
        assert_eq!(op(IntOpKind::Mul, &m1, &m1, w).unwrap(), one);
        assert_eq!(op(IntOpKind::SDiv, &m1, &m1, w).unwrap(), one);
        assert_eq!(
            op(IntOpKind::SDiv, &top, &m1, w),
            Err(ArithError::DivOverflow)
        );
        assert_eq!(
            op(IntOpKind::SRem, &m1, &[0, 0, 0], w),
            Err(ArithError::DivByZero)
        );
        // -7 / 2 = -3, -7 % 2 = -1 (truncating)
        let m7 = op(IntOpKind::Sub, &[0, 0, 0], &[7, 0, 0], w).unwrap();
        let q = op(IntOpKind::SDiv, &m7, &[2, 0, 0], w).unwrap();
        assert_eq!(
            op(IntOpKind::Add, &q, &[3, 0, 0], w).unwrap(),
            vec![0, 0, 0]
        );
        let rem = op(IntOpKind::SRem, &m7, &[2, 0, 0], w).unwrap();
        assert_eq!(rem, m1);
        // casts: sext i32 -1 to i136, trunc back, zext
        assert_eq!(cast(&[0xffff_ffff], 32, w, true), vec![!0, !0, 0xff]);
        assert_eq!(cast(&[0xffff_ffff], 32, w, false), vec![0xffff_ffff, 0, 0]);
        assert_eq!(cast(&m1, w, 32, false), vec![0xffff_ffff]);
        assert_eq!(cast(&m1, w, 100, false), vec![!0, (1 << 36) - 1]);
        assert_eq!(cast(&m1, w, 200, true), vec![!0, !0, !0, 0xff]);
    }
}
