//! Execution of [`Op::Vector`](crate::bytecode::Op::Vector): lane-wise operations, element
//! access, shuffles and reductions over vector register images (lanes packed little-endian,
//! `i1` lanes one byte each).

use super::arith::*;
use super::error::ViolationKind;
use super::exec::{Action, as_bytes, as_bytes_mut};
use crate::bytecode::op::R;
use crate::bytecode::program::{VecKind, VecSpec};

#[inline]
fn lane(bytes: &[u8], reg: R, i: usize, lb: u8) -> u64 {
    let at = reg.i() * 8 + i * usize::from(lb);
    let mut a = [0u8; 8];
    a[..usize::from(lb)].copy_from_slice(&bytes[at..at + usize::from(lb)]);
    u64::from_le_bytes(a)
}

fn put(out: &mut [u8], i: usize, lb: u8, v: u64) {
    let at = i * usize::from(lb);
    out[at..at + usize::from(lb)].copy_from_slice(&v.to_le_bytes()[..usize::from(lb)]);
}

fn arith_err(e: ArithError) -> Action {
    match e {
        ArithError::DivByZero => Action::Violation(
            ViolationKind::DivisionByZero,
            "vector division by zero".into(),
        ),
        ArithError::DivOverflow => Action::Violation(
            ViolationKind::DivisionOverflow,
            "signed vector division overflow".into(),
        ),
    }
}

/// Lane-wise binary ops on 8-byte lanes (`<N x i64>`, `<N x double>`, pointers), working on
/// whole register slots: the common shapes of vectorised loops.
#[inline]
fn fast8(s: &VecSpec, r: &mut [u64], dst: R, a: R, b: R) -> Option<Result<(), Action>> {
    if s.lane_bytes != 8 || s.out_lane_bytes != 8 {
        return None;
    }
    let n = s.lanes as usize;
    let (d, x, y) = (dst.i(), a.i(), b.i());
    match &s.kind {
        VecKind::Float(op) => {
            for i in 0..n {
                r[d + i] = fbin(*op, r[x + i], r[y + i], s.fty);
            }
            Some(Ok(()))
        }
        VecKind::Int(op) => {
            for i in 0..n {
                match int_op(*op, r[x + i], r[y + i], s.lane_bits) {
                    Ok(v) => r[d + i] = v,
                    Err(e) => return Some(Err(arith_err(e))),
                }
            }
            Some(Ok(()))
        }
        _ => None,
    }
}

/// Executes one vector op.
pub(crate) fn exec(s: &VecSpec, r: &mut [u64], dst: R, a: R, b: R, c: R) -> Result<(), Action> {
    if let Some(res) = fast8(s, r, dst, a, b) {
        return res;
    }
    let n = s.lanes as usize;
    let (lb, bits, ft) = (s.lane_bytes, s.lane_bits, s.fty);
    let (ob, obits) = (s.out_lane_bytes, s.out_lane_bits);
    let mut small = [0u8; 32];
    let mut buf;
    let mut big;
    let len = usize::from(s.out_slots) * 8;
    let out: &mut [u8] = if len <= small.len() {
        &mut small[..len]
    } else if len <= 256 {
        buf = [0u8; 256];
        &mut buf[..len]
    } else {
        big = vec![0u8; usize::from(s.out_slots) * 8];
        &mut big
    };
    let scalar = |r: &mut [u64], v: u64| {
        r[dst.i()] = v;
    };
    {
        let by = as_bytes(r);
        match &s.kind {
            VecKind::Int(op) => {
                for i in 0..n {
                    let v = int_op(*op, lane(by, a, i, lb), lane(by, b, i, lb), bits)
                        .map_err(arith_err)?;
                    put(out, i, ob, v);
                }
            }
            VecKind::Float(op) => {
                for i in 0..n {
                    put(
                        out,
                        i,
                        ob,
                        fbin(*op, lane(by, a, i, lb), lane(by, b, i, lb), ft),
                    );
                }
            }
            VecKind::FUn(op) => {
                for i in 0..n {
                    put(out, i, ob, fun(*op, lane(by, a, i, lb), ft));
                }
            }
            VecKind::ICmp(p) => {
                for i in 0..n {
                    let v = icmp(*p, lane(by, a, i, lb), lane(by, b, i, lb), bits);
                    put(out, i, 1, u64::from(v));
                }
            }
            VecKind::FCmp(p) => {
                for i in 0..n {
                    let v = fcmp(*p, lane(by, a, i, lb), lane(by, b, i, lb), ft);
                    put(out, i, 1, u64::from(v));
                }
            }
            VecKind::Select => {
                for i in 0..n {
                    let cond = lane(by, a, i, 1) & 1 != 0;
                    let v = if cond {
                        lane(by, b, i, lb)
                    } else {
                        lane(by, c, i, lb)
                    };
                    put(out, i, ob, v);
                }
            }
            VecKind::SelectScalar => {
                let src = if by[a.i() * 8] & 1 != 0 { b } else { c };
                let len = out.len();
                out.copy_from_slice(&by[src.i() * 8..src.i() * 8 + len]);
            }
            VecKind::IntCast { from_bits, signed } => {
                for i in 0..n {
                    let v = lane(by, a, i, lb);
                    let v = if *signed {
                        sext(v, *from_bits) as u64
                    } else {
                        v
                    };
                    put(out, i, ob, mask(v, obits.max(1)));
                }
            }
            VecKind::FCast(k, _) => {
                use crate::bytecode::op::FCastKind;
                let w = match k {
                    FCastKind::FToS | FCastKind::FToU => obits,
                    _ => bits,
                };
                for i in 0..n {
                    put(out, i, ob, fcast(*k, lane(by, a, i, lb), ft, s.out_fty, w));
                }
            }
            VecKind::MinMax(k) => {
                for i in 0..n {
                    put(
                        out,
                        i,
                        ob,
                        minmax(*k, lane(by, a, i, lb), lane(by, b, i, lb), bits),
                    );
                }
            }
            VecKind::Bits(k) => {
                for i in 0..n {
                    put(out, i, ob, super::arith::bits(*k, lane(by, a, i, lb), bits));
                }
            }
            VecKind::Fma(fused) => {
                for i in 0..n {
                    let v = fma(
                        lane(by, a, i, lb),
                        lane(by, b, i, lb),
                        lane(by, c, i, lb),
                        ft,
                        *fused,
                    );
                    put(out, i, ob, v);
                }
            }
            VecKind::ExtractElement => {
                let idx = r[b.i()] as usize;
                let v = if idx < n { lane(by, a, idx, lb) } else { 0 };
                scalar(r, v);
                return Ok(());
            }
            VecKind::InsertElement => {
                let len = out.len();
                out.copy_from_slice(&by[a.i() * 8..a.i() * 8 + len]);
                let idx = r[c.i()] as usize;
                if idx < n {
                    put(out, idx, lb, r[b.i()]);
                }
            }
            VecKind::Shuffle(maskv) => {
                for (j, m) in maskv.iter().enumerate() {
                    let v = match m {
                        Some(k) if (*k as usize) < n => lane(by, a, *k as usize, lb),
                        Some(k) if (*k as usize) < 2 * n => lane(by, b, *k as usize - n, lb),
                        _ => 0,
                    };
                    put(out, j, ob, v);
                }
            }
            VecKind::ReduceInt(op) => {
                let mut acc = lane(by, a, 0, lb);
                for i in 1..n {
                    acc = int_op(*op, acc, lane(by, a, i, lb), bits).map_err(arith_err)?;
                }
                scalar(r, acc);
                return Ok(());
            }
            VecKind::ReduceMinMax(k) => {
                let mut acc = lane(by, a, 0, lb);
                for i in 1..n {
                    acc = minmax(*k, acc, lane(by, a, i, lb), bits);
                }
                scalar(r, acc);
                return Ok(());
            }
            VecKind::ReduceFloat(op) => {
                let mut acc = r[b.i()];
                for i in 0..n {
                    acc = fbin(*op, acc, lane(by, a, i, lb), ft);
                }
                scalar(r, acc);
                return Ok(());
            }
            VecKind::ReduceFMinMax(op) => {
                let mut acc = lane(by, a, 0, lb);
                for i in 1..n {
                    acc = fbin(*op, acc, lane(by, a, i, lb), ft);
                }
                scalar(r, acc);
                return Ok(());
            }
            VecKind::BoolBits(pack) => {
                if *pack {
                    for i in 0..n {
                        if by[a.i() * 8 + i] & 1 != 0 {
                            out[i / 8] |= 1 << (i % 8);
                        }
                    }
                } else {
                    for i in 0..n {
                        out[i] = (by[a.i() * 8 + i / 8] >> (i % 8)) & 1;
                    }
                }
            }
        }
    }
    let slots = usize::from(s.out_slots);
    let d = &mut r[dst.i()..dst.i() + slots];
    as_bytes_mut(d).copy_from_slice(out);
    Ok(())
}
