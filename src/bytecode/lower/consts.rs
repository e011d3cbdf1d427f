//! Constants: memory images of initialisers, register images of constant operands, scalar
//! evaluation of constant expressions, and `getelementptr` offset computation.

use super::{Ctx, ModIx, block_addr, sym_addr};
use crate::bytecode::floatfmt;
use crate::bytecode::layout::Layouts;
use crate::ir::*;

/// Bit width of a scalar type for masking (ints and pointers).
pub(crate) fn scalar_bits(cx: &Ctx, t: &Type) -> Option<u32> {
    match t {
        Type::Int(b) => Some(*b),
        Type::Ptr { .. } => Some(cx.ptr_bits()),
        _ => None,
    }
}

pub(crate) fn mask128(v: u128, bits: u32) -> u128 {
    if bits >= 128 {
        v
    } else {
        v & ((1u128 << bits) - 1)
    }
}

pub(crate) fn sext128(v: u128, bits: u32) -> u128 {
    if bits == 0 || bits >= 128 {
        v
    } else {
        let s = 128 - bits;
        (((v << s) as i128) >> s) as u128
    }
}

fn float_bits_f64(lit: &FloatLit) -> f64 {
    match lit {
        FloatLit::Double(d) => *d,
        FloatLit::Half(h) | FloatLit::BFloat(h) => floatfmt::f16_to_f64(*h),
        FloatLit::X86Fp80(b) => floatfmt::x87_to_f64(&b.to_le_bytes()[..10]),
        FloatLit::Fp128(b) | FloatLit::PpcFp128(b) => floatfmt::f128_to_f64(&b.to_le_bytes()),
    }
}

/// Writes the in-memory image of constant `tc` into `out` (which is zeroed and sized to at
/// least the type's store size).
pub(crate) fn write_mem(
    cx: &mut Ctx,
    m: ModIx,
    lay: &mut Layouts,
    tc: &TypedConst,
    out: &mut [u8],
) -> Result<(), String> {
    write(cx, m, lay, tc.ty, &tc.value, out, false, 0)
}

/// Writes the register image of constant `c` of type `ty` into `out` (zeroed, a whole
/// number of slots).
pub(crate) fn write_reg(
    cx: &mut Ctx,
    m: ModIx,
    lay: &mut Layouts,
    ty: TypeId,
    c: &Const,
    out: &mut [u8],
) -> Result<(), String> {
    write(cx, m, lay, ty, c, out, true, 0)
}

#[allow(clippy::too_many_arguments)]
fn write(
    cx: &mut Ctx,
    m: ModIx,
    lay: &mut Layouts,
    ty: TypeId,
    c: &Const,
    out: &mut [u8],
    reg: bool,
    depth: u32,
) -> Result<(), String> {
    if depth > 256 {
        return Err("constant nested too deeply".into());
    }
    if matches!(
        c,
        Const::Undef | Const::Poison | Const::ZeroInit | Const::Null | Const::None
    ) {
        return Ok(());
    }
    let t = lay.resolved(ty).clone();
    let need = |n: usize, out: &[u8]| -> Result<(), String> {
        if out.len() < n {
            Err("constant larger than its type".to_string())
        } else {
            Ok(())
        }
    };
    match (&t, c) {
        (Type::Half | Type::BFloat, Const::Float(l)) => {
            need(2, out)?;
            let bits = match l {
                FloatLit::Half(h) | FloatLit::BFloat(h) => *h,
                other => floatfmt::f64_to_f16(float_bits_f64(other)),
            };
            out[..2].copy_from_slice(&bits.to_le_bytes());
        }
        (Type::Float, Const::Float(l)) => {
            need(4, out)?;
            out[..4].copy_from_slice(&(float_bits_f64(l) as f32).to_bits().to_le_bytes());
        }
        (Type::Double, Const::Float(l)) => {
            need(8, out)?;
            out[..8].copy_from_slice(&float_bits_f64(l).to_bits().to_le_bytes());
        }
        (Type::X86Fp80, Const::Float(l)) => {
            need(10, out)?;
            let b = match l {
                FloatLit::X86Fp80(b) => {
                    let mut a = [0u8; 10];
                    a.copy_from_slice(&b.to_le_bytes()[..10]);
                    a
                }
                other => floatfmt::f64_to_x87(float_bits_f64(other)),
            };
            out[..10].copy_from_slice(&b);
        }
        (Type::Fp128 | Type::PpcFp128, Const::Float(l)) => {
            need(16, out)?;
            let b = match l {
                FloatLit::Fp128(b) => b.to_le_bytes(),
                other => floatfmt::f64_to_f128(float_bits_f64(other)),
            };
            out[..16].copy_from_slice(&b);
        }
        (Type::Struct { fields, .. }, Const::Struct(elems)) => {
            if fields.len() != elems.len() {
                return Err("struct constant has the wrong number of fields".into());
            }
            let offs = lay.field_offsets(ty)?.to_vec();
            for (e, off) in elems.iter().zip(offs) {
                let off = off as usize;
                need(off, out)?;
                write(
                    cx,
                    m,
                    lay,
                    e.ty,
                    &e.value,
                    &mut out[off..],
                    false,
                    depth + 1,
                )?;
            }
        }
        (Type::Array(_, elem), Const::Array(elems)) => {
            let stride = lay.layout(*elem)?.size as usize;
            for (i, e) in elems.iter().enumerate() {
                let off = i * stride;
                need(off + stride, out)?;
                write(
                    cx,
                    m,
                    lay,
                    e.ty,
                    &e.value,
                    &mut out[off..],
                    false,
                    depth + 1,
                )?;
            }
        }
        (Type::Array(_, _), Const::CString(bytes)) => {
            need(bytes.len(), out)?;
            out[..bytes.len()].copy_from_slice(bytes);
        }
        (Type::Vector { elem, .. }, Const::Vector(elems)) => {
            let et = lay.resolved(*elem).clone();
            if et == Type::Int(1) {
                for (i, e) in elems.iter().enumerate() {
                    let v = eval_scalar(cx, m, lay, e)? & 1;
                    if reg {
                        need(i + 1, out)?;
                        out[i] = v as u8;
                    } else if v != 0 {
                        need(i / 8 + 1, out)?;
                        out[i / 8] |= 1 << (i % 8);
                    }
                }
            } else {
                let stride = lay.layout(*elem)?.store as usize;
                for (i, e) in elems.iter().enumerate() {
                    let off = i * stride;
                    need(off + stride, out)?;
                    write(cx, m, lay, e.ty, &e.value, &mut out[off..], reg, depth + 1)?;
                }
            }
        }
        (Type::Int(bits), Const::BigInt(limbs)) => {
            let n = (*bits as usize).div_ceil(8);
            need(n, out)?;
            let bytes: Vec<u8> = limbs.iter().flat_map(|l| l.to_le_bytes()).collect();
            if bytes.len() < n {
                return Err("integer constant narrower than its type".into());
            }
            out[..n].copy_from_slice(&bytes[..n]);
        }
        (Type::Int(bits), _) if *bits > 64 => {
            let v = mask128(
                eval_scalar(
                    cx,
                    m,
                    lay,
                    &TypedConst {
                        ty,
                        value: c.clone(),
                    },
                )?,
                *bits,
            );
            let n = (*bits as usize).div_ceil(8).min(16);
            need(n, out)?;
            out[..n].copy_from_slice(&v.to_le_bytes()[..n]);
        }
        (Type::Int(_) | Type::Ptr { .. }, _) => {
            let bits = scalar_bits(cx, &t).unwrap_or(64);
            let v = mask128(
                eval_scalar(
                    cx,
                    m,
                    lay,
                    &TypedConst {
                        ty,
                        value: c.clone(),
                    },
                )?,
                bits,
            );
            let n = (bits as usize).div_ceil(8);
            need(n, out)?;
            out[..n].copy_from_slice(&v.to_le_bytes()[..n]);
        }
        (Type::Float | Type::Double, Const::Expr(_)) => {
            let v = eval_scalar(
                cx,
                m,
                lay,
                &TypedConst {
                    ty,
                    value: c.clone(),
                },
            )?;
            let n = if t == Type::Float { 4 } else { 8 };
            need(n, out)?;
            out[..n].copy_from_slice(&v.to_le_bytes()[..n]);
        }
        _ => {
            return Err(format!(
                "unsupported constant {} for type {}",
                const_name(c),
                lay.types().display(ty)
            ));
        }
    }
    Ok(())
}

fn const_name(c: &Const) -> &'static str {
    match c {
        Const::Int(_) | Const::BigInt(_) => "integer",
        Const::Float(_) => "float",
        Const::Null => "null",
        Const::None => "none",
        Const::Undef => "undef",
        Const::Poison => "poison",
        Const::ZeroInit => "zeroinitializer",
        Const::Struct(_) => "struct",
        Const::Array(_) => "array",
        Const::Vector(_) => "vector",
        Const::CString(_) => "string",
        Const::Global(_) => "global reference",
        Const::BlockAddress(..) => "blockaddress",
        Const::Expr(_) => "constant expression",
    }
}

/// Evaluates a scalar constant (integer, pointer, or float bits) to its bit pattern.
pub(crate) fn eval_scalar(
    cx: &mut Ctx,
    m: ModIx,
    lay: &mut Layouts,
    tc: &TypedConst,
) -> Result<u128, String> {
    let t = lay.resolved(tc.ty).clone();
    let bits = scalar_bits(cx, &t).unwrap_or(64);
    Ok(match &tc.value {
        Const::Int(v) => mask128(*v, bits),
        Const::Null | Const::Undef | Const::Poison | Const::ZeroInit | Const::None => 0,
        Const::Float(l) => match t {
            Type::Float => u128::from((float_bits_f64(l) as f32).to_bits()),
            _ => u128::from(float_bits_f64(l).to_bits()),
        },
        Const::Global(n) => u128::from(sym_addr(cx, m, n)?),
        Const::BlockAddress(f, bb) => u128::from(block_addr(cx, m, f, bb)),
        Const::Expr(e) => match &**e {
            ConstExpr::Gep {
                source_ty,
                base,
                indices,
                ..
            } => {
                let b = eval_scalar(cx, m, lay, base)? as u64;
                let mut idx = Vec::with_capacity(indices.len());
                for i in indices {
                    let it = lay.resolved(i.ty).clone();
                    let ib = scalar_bits(cx, &it).unwrap_or(64);
                    idx.push(sext128(eval_scalar(cx, m, lay, i)?, ib) as i64);
                }
                let off = gep_const(lay, *source_ty, &idx)?;
                u128::from(b.wrapping_add(off as u64) & cx.codec.mask)
            }
            ConstExpr::Cast { op, value, to } => {
                let from_t = lay.resolved(value.ty).clone();
                let from_bits = scalar_bits(cx, &from_t).unwrap_or(64);
                let to_t = lay.resolved(*to).clone();
                let to_bits = scalar_bits(cx, &to_t).unwrap_or(64);
                let v = eval_scalar(cx, m, lay, value)?;
                match op {
                    CastOp::SExt => mask128(sext128(v, from_bits), to_bits),
                    CastOp::Trunc
                    | CastOp::ZExt
                    | CastOp::BitCast
                    | CastOp::PtrToInt
                    | CastOp::IntToPtr
                    | CastOp::AddrSpaceCast => mask128(v, to_bits),
                    _ => return Err(format!("unsupported constant cast {op:?}")),
                }
            }
            ConstExpr::Bin { op, lhs, rhs } => {
                let a = eval_scalar(cx, m, lay, lhs)?;
                let b = eval_scalar(cx, m, lay, rhs)?;
                let sa = sext128(a, bits) as i128;
                let sb = sext128(b, bits) as i128;
                let r = match op {
                    BinOp::Add => a.wrapping_add(b),
                    BinOp::Sub => a.wrapping_sub(b),
                    BinOp::Mul => a.wrapping_mul(b),
                    BinOp::And => a & b,
                    BinOp::Or => a | b,
                    BinOp::Xor => a ^ b,
                    BinOp::Shl => {
                        if b >= u128::from(bits) {
                            0
                        } else {
                            a << b
                        }
                    }
                    BinOp::LShr => {
                        if b >= u128::from(bits) {
                            0
                        } else {
                            a >> b
                        }
                    }
                    BinOp::AShr => {
                        if b >= u128::from(bits) {
                            0
                        } else {
                            (sa >> b) as u128
                        }
                    }
                    BinOp::UDiv | BinOp::URem | BinOp::SDiv | BinOp::SRem if b == 0 => {
                        return Err("constant division by zero".into());
                    }
                    BinOp::UDiv => a / b,
                    BinOp::URem => a % b,
                    BinOp::SDiv => sa.wrapping_div(sb) as u128,
                    BinOp::SRem => sa.wrapping_rem(sb) as u128,
                };
                mask128(r, bits)
            }
            ConstExpr::ICmp { pred, lhs, rhs } => {
                let lt = lay.resolved(lhs.ty).clone();
                let lb = scalar_bits(cx, &lt).unwrap_or(64);
                let a = eval_scalar(cx, m, lay, lhs)?;
                let b = eval_scalar(cx, m, lay, rhs)?;
                let (sa, sb) = (sext128(a, lb) as i128, sext128(b, lb) as i128);
                u128::from(match pred {
                    IPred::Eq => a == b,
                    IPred::Ne => a != b,
                    IPred::Ugt => a > b,
                    IPred::Uge => a >= b,
                    IPred::Ult => a < b,
                    IPred::Ule => a <= b,
                    IPred::Sgt => sa > sb,
                    IPred::Sge => sa >= sb,
                    IPred::Slt => sa < sb,
                    IPred::Sle => sa <= sb,
                })
            }
            ConstExpr::Select { cond, t, f } => {
                if eval_scalar(cx, m, lay, cond)? & 1 == 1 {
                    eval_scalar(cx, m, lay, t)?
                } else {
                    eval_scalar(cx, m, lay, f)?
                }
            }
            ConstExpr::ExtractElement { .. } => {
                return Err("unsupported constant expression extractelement".into());
            }
        },
        other => return Err(format!("a {} is not a scalar constant", const_name(other))),
    })
}

/// The byte offset of a GEP whose indices are all constants.
pub(crate) fn gep_const(lay: &mut Layouts, source_ty: TypeId, idx: &[i64]) -> Result<i64, String> {
    let mut off: i64 = 0;
    let mut cur = source_ty;
    for (k, &i) in idx.iter().enumerate() {
        if k == 0 {
            let size = lay.layout(cur)?.size as i64;
            off = off.wrapping_add(i.wrapping_mul(size));
            continue;
        }
        let (stride_or_field, next) = gep_descend(lay, cur, Some(i))?;
        off = off.wrapping_add(match stride_or_field {
            Descend::Field(o) => o,
            Descend::Stride(s) => i.wrapping_mul(s),
        });
        cur = next;
    }
    Ok(off)
}

/// One level of GEP descent.
pub(crate) enum Descend {
    /// A struct field at this offset.
    Field(i64),
    /// An array/vector element of this stride.
    Stride(i64),
}

/// Descends one GEP level into `cur` with index `idx` (required for structs).
pub(crate) fn gep_descend(
    lay: &mut Layouts,
    cur: TypeId,
    idx: Option<i64>,
) -> Result<(Descend, TypeId), String> {
    let types = lay.types();
    let rt = types.resolve(cur).unwrap_or(cur);
    match types.get(rt).clone() {
        Type::Struct { fields, .. } => {
            let i = idx.ok_or("getelementptr into a struct needs a constant index")?;
            let f = usize::try_from(i)
                .ok()
                .filter(|&i| i < fields.len())
                .ok_or_else(|| format!("struct field index {i} out of range"))?;
            let off = lay.field_offsets(cur)?[f] as i64;
            Ok((Descend::Field(off), fields[f]))
        }
        Type::Array(_, e) => Ok((Descend::Stride(lay.layout(e)?.size as i64), e)),
        Type::Vector { elem, .. } => Ok((Descend::Stride(lay.layout(elem)?.store as i64), elem)),
        _ => Err(format!(
            "getelementptr cannot index into {}",
            types.display(cur)
        )),
    }
}
