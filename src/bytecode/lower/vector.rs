//! Lowering of vector instructions (from the loop and SLP vectorisers) to [`Op::Vector`]
//! with a [`VecSpec`] describing lanes, and to plain `Extract`/`Insert` when the lane index
//! is constant.

use super::LowerError;
use super::func::{FnLower, fpred, int_kind, ipred};
use crate::bytecode::op::*;
use crate::bytecode::program::*;
use crate::ir::*;

/// Lane shape: (bytes in registers, integer bits or 0, float format).
type Lane = (u8, u8, FTy);

impl<'a, 'm> FnLower<'a, 'm> {
    /// Number of lanes and lane shape of vector type `ty`.
    pub(crate) fn vec_shape(&mut self, ty: TypeId) -> Result<(u32, Lane), LowerError> {
        let Type::Vector { len, elem, .. } = self.lay.resolved(ty).clone() else {
            return Err(self.err("expected a vector type"));
        };
        let lb = self.lane_bytes(elem).map_err(|e| self.err(e))?;
        let bits = self.int_bits(elem).unwrap_or(0) as u8;
        let fty = self.fty(elem).unwrap_or(FTy::F64);
        Ok((len, (lb, bits, fty)))
    }

    fn push_spec(
        &mut self,
        kind: VecKind,
        lanes: u32,
        inl: Lane,
        out: Lane,
        out_lanes: u32,
    ) -> u32 {
        let out_slots = (out_lanes * u32::from(out.0)).div_ceil(8).max(1) as u16;
        self.vecs.push(VecSpec {
            kind,
            lanes,
            lane_bytes: inl.0,
            lane_bits: inl.1,
            fty: inl.2,
            out_lane_bytes: out.0,
            out_lane_bits: out.1,
            out_fty: out.2,
            out_slots,
        });
        (self.vecs.len() - 1) as u32
    }

    /// Emits a lane-wise op whose result has the same shape as its input.
    pub(crate) fn vec_same(
        &mut self,
        dst: R,
        kind: VecKind,
        ty: TypeId,
        a: R,
        b: R,
        c: R,
    ) -> Result<(), LowerError> {
        let (n, lane) = self.vec_shape(ty)?;
        let spec = self.push_spec(kind, n, lane, lane, n);
        self.emit(Op::Vector { dst, a, b, c, spec });
        Ok(())
    }

    pub(crate) fn vec_bin(
        &mut self,
        dst: R,
        op: BinOp,
        ty: TypeId,
        lhs: &Value,
        rhs: &Value,
    ) -> Result<(), LowerError> {
        let a = self.val(lhs, ty)?;
        let b = self.val(rhs, ty)?;
        self.vec_same(dst, VecKind::Int(int_kind(op)), ty, a, b, R(0))
    }

    pub(crate) fn vec_fbin(
        &mut self,
        dst: R,
        op: FBinOp,
        ty: TypeId,
        lhs: &Value,
        rhs: &Value,
    ) -> Result<(), LowerError> {
        let a = self.val(lhs, ty)?;
        let b = self.val(rhs, ty)?;
        let k = match op {
            FBinOp::FAdd => FOpKind::Add,
            FBinOp::FSub => FOpKind::Sub,
            FBinOp::FMul => FOpKind::Mul,
            FBinOp::FDiv => FOpKind::Div,
            FBinOp::FRem => FOpKind::Rem,
        };
        self.vec_same(dst, VecKind::Float(k), ty, a, b, R(0))
    }

    pub(crate) fn vec_fun(
        &mut self,
        dst: R,
        op: FUnKind,
        ty: TypeId,
        v: &Value,
    ) -> Result<(), LowerError> {
        let a = self.val(v, ty)?;
        self.vec_same(dst, VecKind::FUn(op), ty, a, R(0), R(0))
    }

    pub(crate) fn vec_icmp(
        &mut self,
        dst: R,
        pred: IPred,
        ty: TypeId,
        lhs: &Value,
        rhs: &Value,
    ) -> Result<(), LowerError> {
        let a = self.val(lhs, ty)?;
        let b = self.val(rhs, ty)?;
        let (n, lane) = self.vec_shape(ty)?;
        let spec = self.push_spec(VecKind::ICmp(ipred(pred)), n, lane, (1, 1, FTy::F64), n);
        self.emit(Op::Vector {
            dst,
            a,
            b,
            c: R(0),
            spec,
        });
        Ok(())
    }

    pub(crate) fn vec_fcmp(
        &mut self,
        dst: R,
        pred: FPred,
        ty: TypeId,
        lhs: &Value,
        rhs: &Value,
    ) -> Result<(), LowerError> {
        let a = self.val(lhs, ty)?;
        let b = self.val(rhs, ty)?;
        let (n, lane) = self.vec_shape(ty)?;
        let spec = self.push_spec(VecKind::FCmp(fpred(pred)), n, lane, (1, 1, FTy::F64), n);
        self.emit(Op::Vector {
            dst,
            a,
            b,
            c: R(0),
            spec,
        });
        Ok(())
    }

    pub(crate) fn vec_select(
        &mut self,
        dst: R,
        cond: &Operand,
        t: &Operand,
        f: &Operand,
    ) -> Result<(), LowerError> {
        let c = self.opnd(cond)?;
        let a = self.opnd(t)?;
        let b = self.opnd(f)?;
        self.vec_same(dst, VecKind::Select, t.ty, c, a, b)
    }

    pub(crate) fn vec_cast(
        &mut self,
        dst: R,
        op: CastOp,
        value: &Operand,
        to: TypeId,
    ) -> Result<(), LowerError> {
        let src = self.opnd(value)?;
        let from_vec = self.is_vector(value.ty);
        let to_vec = self.is_vector(to);
        if op == CastOp::BitCast {
            let from_bool = from_vec && self.vec_shape(value.ty)?.1.1 == 1;
            let to_bool = to_vec && self.vec_shape(to)?.1.1 == 1;
            if from_bool && !to_bool {
                return self.bool_bits(dst, src, value.ty, true);
            }
            if to_bool && !from_bool {
                return self.bool_bits(dst, src, to, false);
            }
            let fb = self.reg_bytes(value.ty).map_err(|e| self.err(e))?;
            let tb = self.reg_bytes(to).map_err(|e| self.err(e))?;
            if fb != tb {
                // A vector of narrow lanes and an integer of as many bits, each in one
                // register slot (`bitcast <4 x i8> %v to i32`): the slot's low bytes are the
                // same; an integer keeps its bits above the width clear.
                let int_bits = |s: &mut Self, t: TypeId| match s.lay.resolved(t) {
                    Type::Int(b) if *b <= 64 => Some(*b),
                    _ => None,
                };
                if fb <= 8 && tb <= 8 {
                    if let (false, Some(w)) = (to_vec, int_bits(self, to)) {
                        self.emit(Op::Mov { dst, src });
                        if w < 64 {
                            self.emit(Op::Trunc {
                                dst,
                                src: dst,
                                w: w as u8,
                            });
                        }
                        return Ok(());
                    }
                    if !from_vec && int_bits(self, value.ty).is_some() {
                        self.emit(Op::Mov { dst, src });
                        return Ok(());
                    }
                }
                return Err(self.err("unsupported vector bitcast between different sizes"));
            }
            return self.mov(dst, src, to);
        }
        if !(from_vec && to_vec) {
            return Err(self.err(format!("unsupported vector cast {op:?}")));
        }
        let (n, inl) = self.vec_shape(value.ty)?;
        let (_, outl) = self.vec_shape(to)?;
        let kind = match op {
            CastOp::Trunc | CastOp::ZExt | CastOp::PtrToInt | CastOp::IntToPtr => {
                VecKind::IntCast {
                    from_bits: inl.1,
                    signed: false,
                }
            }
            CastOp::SExt => VecKind::IntCast {
                from_bits: inl.1,
                signed: true,
            },
            CastOp::FpTrunc | CastOp::FpExt => VecKind::FCast(FCastKind::FToF, inl.2),
            CastOp::FpToUi => VecKind::FCast(FCastKind::FToU, inl.2),
            CastOp::FpToSi => VecKind::FCast(FCastKind::FToS, inl.2),
            CastOp::UiToFp => VecKind::FCast(FCastKind::UToF, inl.2),
            CastOp::SiToFp => VecKind::FCast(FCastKind::SToF, inl.2),
            CastOp::BitCast | CastOp::AddrSpaceCast => {
                return self.mov(dst, src, to);
            }
        };
        let spec = self.push_spec(kind, n, inl, outl, n);
        self.emit(Op::Vector {
            dst,
            a: src,
            b: R(0),
            c: R(0),
            spec,
        });
        Ok(())
    }

    /// Packs (`pack`) a `<N x i1>` register image into bits, or unpacks bits into one.
    pub(crate) fn bool_bits(
        &mut self,
        dst: R,
        src: R,
        vec_ty: TypeId,
        pack: bool,
    ) -> Result<(), LowerError> {
        let (n, _) = self.vec_shape(vec_ty)?;
        let (inl, outl) = ((1, 1, FTy::F64), (1, 1, FTy::F64));
        let spec = self.push_spec(
            VecKind::BoolBits(pack),
            n,
            inl,
            outl,
            if pack { n.div_ceil(8) } else { n },
        );
        self.emit(Op::Vector {
            dst,
            a: src,
            b: R(0),
            c: R(0),
            spec,
        });
        Ok(())
    }

    pub(crate) fn vec_extract(
        &mut self,
        dst: R,
        vec: &Operand,
        idx: &Operand,
    ) -> Result<(), LowerError> {
        let v = self.opnd(vec)?;
        let (n, lane) = self.vec_shape(vec.ty)?;
        if let Some(i) = self.const_int(idx) {
            if i < 0 || i as u64 >= u64::from(n) {
                // Poison: any value will do.
                self.emit(Op::Imm { dst, imm: 0 });
                return Ok(());
            }
            self.emit(Op::Extract {
                dst,
                src: v,
                off: i as u32 * u32::from(lane.0),
                size: u16::from(lane.0),
            });
            return Ok(());
        }
        let i = self.opnd(idx)?;
        let spec = self.push_spec(VecKind::ExtractElement, n, lane, lane, 1);
        self.emit(Op::Vector {
            dst,
            a: v,
            b: i,
            c: R(0),
            spec,
        });
        Ok(())
    }

    pub(crate) fn vec_insert(
        &mut self,
        dst: R,
        vec: &Operand,
        elt: &Operand,
        idx: &Operand,
    ) -> Result<(), LowerError> {
        let v = self.opnd(vec)?;
        let e = self.opnd(elt)?;
        let (n, lane) = self.vec_shape(vec.ty)?;
        let slots = self.nslots_of(vec.ty).map_err(|er| self.err(er))?;
        if let Some(i) = self.const_int(idx)
            && i >= 0
            && (i as u64) < u64::from(n)
        {
            self.emit(Op::Insert {
                dst,
                agg: v,
                val: e,
                off: i as u32 * u32::from(lane.0),
                size: u16::from(lane.0),
                n: slots,
            });
            return Ok(());
        }
        let i = self.opnd(idx)?;
        self.vec_same(dst, VecKind::InsertElement, vec.ty, v, e, i)
    }

    pub(crate) fn vec_shuffle(
        &mut self,
        dst: R,
        a: &Operand,
        b: &Operand,
        mask: &[Option<u32>],
    ) -> Result<(), LowerError> {
        let ra = self.opnd(a)?;
        let rb = self.opnd(b)?;
        let (n, lane) = self.vec_shape(a.ty)?;
        let spec = self.push_spec(
            VecKind::Shuffle(mask.to_vec()),
            n,
            lane,
            lane,
            mask.len() as u32,
        );
        self.emit(Op::Vector {
            dst,
            a: ra,
            b: rb,
            c: R(0),
            spec,
        });
        Ok(())
    }

    /// A reduction of vector `v` (type `ty`) to a scalar; `start` for ordered float sums.
    pub(crate) fn vec_reduce(
        &mut self,
        dst: R,
        kind: VecKind,
        v: R,
        ty: TypeId,
        start: R,
    ) -> Result<(), LowerError> {
        let (n, lane) = self.vec_shape(ty)?;
        let spec = self.push_spec(kind, n, lane, lane, 1);
        self.emit(Op::Vector {
            dst,
            a: v,
            b: start,
            c: R(0),
            spec,
        });
        Ok(())
    }
}
