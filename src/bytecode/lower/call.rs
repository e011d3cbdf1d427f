//! Lowering of calls: direct and indirect calls, builtins, LLVM intrinsics (mapped to
//! dedicated ops) and pure libm functions.

use super::func::FnLower;
use super::{Ctx, LowerError, Sym};
use crate::bytecode::builtins::Builtin;
use crate::bytecode::op::*;
use crate::bytecode::program::*;
use crate::ir::*;

/// A stub function standing for a native builtin (or an unknown external) so that its address
/// can be taken; calls through the pointer perform the builtin with the caller's call site.
pub(crate) fn builtin_stub(_cx: &Ctx, b: Builtin, name: &str) -> Func {
    Func {
        name: name.to_string(),
        params: Vec::new(),
        nregs: 0,
        consts_at: 0,
        consts: Vec::new(),
        code: Vec::new(),
        locs: Vec::new(),
        sites: Vec::new(),
        switches: Vec::new(),
        indirect: Vec::new(),
        vecs: Vec::new(),
        varargs: true,
        ret_slots: 0,
        block_starts: Vec::new(),
        loc: 0,
        stub: Some(b),
        slow_call: true,
        atomic_pcs: Vec::new(),
        volatile: false,
        ptr_bits: false,
        library: true,
    }
}

/// Is `c` a type-suffix component of an intrinsic name (`i32`, `p0`, `v4f32`, `f80`, …)?
fn is_type_suffix(c: &str) -> bool {
    let b = c.as_bytes();
    (b.len() >= 2 && matches!(b[0], b'i' | b'p' | b'f' | b'v') && b[1].is_ascii_digit())
        || c.starts_with("nxv")
        || c == "bf16"
        || c == "ppcf128"
}

/// The intrinsic's base name: `llvm.smax.i32` → `smax`, `llvm.memcpy.p0.p0.i64` → `memcpy`.
fn base_name(name: &str) -> &str {
    let s = name.strip_prefix("llvm.").unwrap_or(name);
    let mut end = s.len();
    while let Some(dot) = s[..end].rfind('.') {
        if is_type_suffix(&s[dot + 1..end]) {
            end = dot;
        } else {
            break;
        }
    }
    &s[..end]
}

/// Pure libm functions lowered to float ops when the program does not define them.
fn libm(name: &str) -> Option<(Result<FUnKind, FOpKind>, bool)> {
    let (base, f32) = match name.strip_suffix('f') {
        Some(b)
            if matches!(
                b,
                "sqrt"
                    | "fabs"
                    | "floor"
                    | "ceil"
                    | "trunc"
                    | "round"
                    | "rint"
                    | "nearbyint"
                    | "fmin"
                    | "fmax"
                    | "copysign"
                    | "pow"
                    | "fmod"
                    | "sin"
                    | "cos"
                    | "exp"
                    | "log"
            ) =>
        {
            (b, true)
        }
        _ => (name, false),
    };
    let k = match base {
        "sqrt" => Ok(FUnKind::Sqrt),
        "fabs" => Ok(FUnKind::Abs),
        "floor" => Ok(FUnKind::Floor),
        "ceil" => Ok(FUnKind::Ceil),
        "trunc" => Ok(FUnKind::Trunc),
        "round" => Ok(FUnKind::Round),
        "rint" | "nearbyint" => Ok(FUnKind::RoundEven),
        "sin" => Ok(FUnKind::Sin),
        "cos" => Ok(FUnKind::Cos),
        "exp" => Ok(FUnKind::Exp),
        "log" => Ok(FUnKind::Log),
        "fmin" => Err(FOpKind::MinNum),
        "fmax" => Err(FOpKind::MaxNum),
        "copysign" => Err(FOpKind::CopySign),
        "pow" => Err(FOpKind::Pow),
        "fmod" => Err(FOpKind::Rem),
        _ => return None,
    };
    Some((k, f32))
}

/// The target of a relative-table entry `trunc (sub (ptrtoint T, ptrtoint TABLE))`.
fn relative_target(c: &Const) -> Option<&TypedConst> {
    let Const::Expr(e) = c else { return None };
    let inner = match &**e {
        ConstExpr::Cast { value, .. } => &value.value,
        _ => c,
    };
    let Const::Expr(e) = inner else { return None };
    let ConstExpr::Bin {
        op: BinOp::Sub,
        lhs,
        ..
    } = &**e
    else {
        return None;
    };
    match &lhs.value {
        Const::Expr(l) => match &**l {
            ConstExpr::Cast { value, .. } => Some(value),
            _ => None,
        },
        _ => None,
    }
}

/// Strips pointer casts from a callee constant, returning the global's name.
fn callee_name(v: &Value) -> Option<&str> {
    let mut c = match v {
        Value::Const(c) => c,
        _ => return None,
    };
    loop {
        match c {
            Const::Global(n) => return Some(n),
            Const::Expr(e) => match &**e {
                ConstExpr::Cast { value, .. } => c = &value.value,
                _ => return None,
            },
            _ => return None,
        }
    }
}

impl<'a, 'm> FnLower<'a, 'm> {
    fn arg_class(&mut self, ty: TypeId) -> ArgClass {
        match self.lay.resolved(ty) {
            Type::Int(b) if *b <= 64 => ArgClass::Int(*b as u8),
            Type::Ptr { .. } => ArgClass::Ptr,
            Type::Float => ArgClass::F32,
            Type::Double => ArgClass::F64,
            Type::X86Fp80 => ArgClass::FExt,
            _ => ArgClass::Bytes,
        }
    }

    fn call_site(&mut self, name: &str, ret_ty: TypeId, args: &[Arg]) -> Result<u32, LowerError> {
        let mut passes = Vec::with_capacity(args.len());
        for a in args {
            let reg = self.opnd(&a.op)?;
            let slots = self.nslots_of(a.op.ty).map_err(|e| self.err(e))?;
            let size = match self.lay.resolved(a.op.ty) {
                Type::Int(b) => b.div_ceil(8),
                Type::Ptr { .. } => self.cx.dl.ptr_size,
                _ => self.reg_bytes(a.op.ty).map_err(|e| self.err(e))?,
            };
            let byval = match a.attrs.byval {
                Some(t) => {
                    let l = self.lay.layout(t).map_err(|e| self.err(e))?;
                    let size = u32::try_from(l.size).map_err(|_| self.err("byval too large"))?;
                    let align = a.attrs.align.unwrap_or(l.align).max(l.align).min(4096) as u16;
                    Some((size, align))
                }
                None => None,
            };
            let class = self.arg_class(a.op.ty);
            passes.push(ArgPass {
                reg,
                slots,
                size,
                class,
                byval,
            });
        }
        let ret_slots = self.nslots_of(ret_ty).map_err(|e| self.err(e))?;
        let ret_bits = self.int_bits(ret_ty).unwrap_or(0) as u16;
        let has_byval = passes.iter().any(|p| p.byval.is_some());
        self.sites.push(CallSite {
            has_byval,
            args: passes,
            ret_slots,
            ret_bits,
            callee: name.to_string(),
        });
        Ok((self.sites.len() - 1) as u32)
    }

    pub(crate) fn lower_call(
        &mut self,
        inst: &'m Inst,
        ret_ty: TypeId,
        callee: &'m Value,
        args: &'m [Arg],
    ) -> Result<(), LowerError> {
        let dst = inst.result.map(|l| self.local(l)).unwrap_or(R(0));
        if let Some(name) = callee_name(callee) {
            if name.starts_with("llvm.") {
                return self.intrinsic(dst, inst.result.is_some(), name, ret_ty, args);
            }
            let sym = self.cx.sym(self.m, name).cloned();
            match sym {
                // SV-COMP's error function: calling it is the violation, whatever its body
                // (`void reach_error() {}`, or a call of `__assert_fail`). Calls through a
                // pointer, or ones the optimiser inlined, run the body.
                Some(Sym::Func(_)) if name == "reach_error" || name == "__VERIFIER_error" => {
                    let site = self.call_site(name, ret_ty, args)?;
                    self.emit(Op::Builtin {
                        dst,
                        id: Builtin::VerifierError as u16,
                        site,
                    });
                    return Ok(());
                }
                Some(Sym::Func(f)) => {
                    let site = self.call_site(name, ret_ty, args)?;
                    self.emit(Op::Call { dst, func: f, site });
                    return Ok(());
                }
                Some(Sym::Builtin(b, _)) => {
                    let site = self.call_site(name, ret_ty, args)?;
                    self.emit(Op::Builtin {
                        dst,
                        id: b as u16,
                        site,
                    });
                    return Ok(());
                }
                Some(Sym::Unknown(_)) => {
                    if let Some((k, _)) = libm(name)
                        && let Some(fty) = self.fty(ret_ty)
                    {
                        return self.float_call(dst, k, fty, args);
                    }
                    let site = self.call_site(name, ret_ty, args)?;
                    self.emit(Op::Builtin {
                        dst,
                        id: Builtin::Unknown as u16,
                        site,
                    });
                    return Ok(());
                }
                _ => {} // aliases, globals: call through the address
            }
        }
        let ptr_ty = match callee {
            Value::Local(l) => self.f.local_types[l.0 as usize],
            _ => {
                let types = &self.cx.modules[self.m].types;
                match types.map.get(&Type::Ptr {
                    addrspace: 0,
                    pointee: None,
                }) {
                    Some(t) => *t,
                    None => {
                        return Err(self.err("call through a constant of unknown pointer type"));
                    }
                }
            }
        };
        let fptr = self.val(callee, ptr_ty)?;
        let site = self.call_site("", ret_ty, args)?;
        self.emit(Op::CallInd { dst, fptr, site });
        Ok(())
    }

    fn float_call(
        &mut self,
        dst: R,
        k: Result<FUnKind, FOpKind>,
        fty: FTy,
        args: &[Arg],
    ) -> Result<(), LowerError> {
        let a = self.arg(args, 0)?;
        match k {
            Ok(op) => self.emit_fun(dst, a, op, fty),
            Err(op) => {
                let b = self.arg(args, 1)?;
                self.emit_fbin(dst, a, b, op, fty)
            }
        }
        Ok(())
    }

    fn arg(&mut self, args: &[Arg], i: usize) -> Result<R, LowerError> {
        let a = args
            .get(i)
            .ok_or_else(|| self.err(format!("call is missing argument {}", i + 1)))?;
        self.opnd(&a.op)
    }

    fn arg_ty(&self, args: &[Arg], i: usize) -> Result<TypeId, LowerError> {
        args.get(i)
            .map(|a| a.op.ty)
            .ok_or_else(|| self.err(format!("call is missing argument {}", i + 1)))
    }

    fn intrinsic(
        &mut self,
        dst: R,
        has_result: bool,
        name: &str,
        ret_ty: TypeId,
        args: &'m [Arg],
    ) -> Result<(), LowerError> {
        let base = base_name(name);
        let w = self.int_bits(ret_ty).unwrap_or(0);
        let vec_arg = args
            .first()
            .map(|a| self.is_vector(a.op.ty))
            .unwrap_or(false);
        let fty_ret = self.fty(ret_ty);
        match base {
            "dbg.declare"
            | "dbg.value"
            | "dbg.assign"
            | "dbg.label"
            | "assume"
            | "donothing"
            | "sideeffect"
            | "experimental.noalias.scope.decl"
            | "var.annotation"
            | "prefetch"
            | "va_end"
            | "pseudoprobe"
            | "codeview.annotation"
            | "invariant.end"
            | "instrprof.increment"
            | "lifetime.start.inline" => {}
            "lifetime.start" | "lifetime.end" => {
                let last = args.len().saturating_sub(1);
                if let Some(Value::Local(a)) = args.get(last).map(|a| &a.op.value)
                    && self.promoted.contains(a)
                {
                    return Ok(());
                }
                let p = self.arg(args, last)?;
                if base == "lifetime.start" {
                    self.emit(Op::LifetimeStart { ptr: p });
                } else {
                    self.emit(Op::LifetimeEnd { ptr: p });
                }
            }
            "invariant.start" => {
                if has_result {
                    self.emit(Op::Imm { dst, imm: 0 });
                }
            }
            "memcpy" | "memcpy.inline" | "memmove" | "memset" | "memset.inline" => {
                let d = self.arg(args, 0)?;
                let s = self.arg(args, 1)?;
                let n = self.arg(args, 2)?;
                let op = match base {
                    "memmove" => Op::MemMove {
                        dst: d,
                        src: s,
                        len: n,
                    },
                    "memset" | "memset.inline" => Op::MemSet {
                        dst: d,
                        val: s,
                        len: n,
                    },
                    _ => Op::MemCpy {
                        dst: d,
                        src: s,
                        len: n,
                    },
                };
                self.emit(op);
            }
            "stacksave" => self.emit(Op::StackSave { dst }),
            "stackrestore" => {
                let s = self.arg(args, 0)?;
                self.emit(Op::StackRestore { src: s });
            }
            "va_start" => {
                let l = self.arg(args, 0)?;
                self.emit(Op::VaStart { list: l });
            }
            "va_copy" => {
                let d = self.arg(args, 0)?;
                let s = self.arg(args, 1)?;
                self.emit(Op::VaCopy { dst: d, src: s });
            }
            "threadlocal.address"
            | "expect"
            | "expect.with.probability"
            | "annotation"
            | "ptr.annotation"
            | "launder.invariant.group"
            | "strip.invariant.group"
            | "ssa.copy"
            | "arithmetic.fence" => {
                let s = self.arg(args, 0)?;
                let t = self.arg_ty(args, 0)?;
                self.mov(dst, s, t)?;
            }
            "trap" | "debugtrap" | "ubsantrap" => self.emit(Op::Trap {}),
            "objectsize" => {
                let min = args
                    .get(1)
                    .and_then(|a| match &a.op.value {
                        Value::Const(Const::Int(v)) => Some(*v != 0),
                        _ => None,
                    })
                    .unwrap_or(false);
                let v = if min {
                    0
                } else {
                    u64::MAX >> (64 - w.clamp(1, 64))
                };
                self.emit(Op::Imm { dst, imm: v });
            }
            "is.constant" => self.emit(Op::Imm { dst, imm: 0 }),
            "load.relative" => self.load_relative(dst, name, args)?,
            "smax" | "smin" | "umax" | "umin" | "sadd.sat" | "uadd.sat" | "ssub.sat"
            | "usub.sat" => {
                let k = match base {
                    "smax" => MinMaxKind::SMax,
                    "smin" => MinMaxKind::SMin,
                    "umax" => MinMaxKind::UMax,
                    "umin" => MinMaxKind::UMin,
                    "sadd.sat" => MinMaxKind::SAddSat,
                    "uadd.sat" => MinMaxKind::UAddSat,
                    "ssub.sat" => MinMaxKind::SSubSat,
                    _ => MinMaxKind::USubSat,
                };
                let a = self.arg(args, 0)?;
                let b = self.arg(args, 1)?;
                if vec_arg {
                    return self.vec_same(dst, VecKind::MinMax(k), ret_ty, a, b, R(0));
                }
                self.check_w(w)?;
                self.emit(Op::MinMax {
                    dst,
                    a,
                    b,
                    op: k,
                    w: w as u8,
                });
            }
            "abs" | "ctpop" | "ctlz" | "cttz" | "bswap" | "bitreverse" => {
                let k = match base {
                    "abs" => BitKind::Abs,
                    "ctpop" => BitKind::CtPop,
                    "ctlz" => BitKind::Ctlz,
                    "cttz" => BitKind::Cttz,
                    "bswap" => BitKind::BSwap,
                    _ => BitKind::BitReverse,
                };
                let a = self.arg(args, 0)?;
                if vec_arg {
                    return self.vec_same(dst, VecKind::Bits(k), ret_ty, a, R(0), R(0));
                }
                self.check_w(w)?;
                self.emit(Op::Bits {
                    dst,
                    a,
                    op: k,
                    w: w as u8,
                });
            }
            "sadd.with.overflow" | "uadd.with.overflow" | "ssub.with.overflow"
            | "usub.with.overflow" | "smul.with.overflow" | "umul.with.overflow" => {
                let k = match &base[..4] {
                    "sadd" => OvfKind::SAdd,
                    "uadd" => OvfKind::UAdd,
                    "ssub" => OvfKind::SSub,
                    "usub" => OvfKind::USub,
                    "smul" => OvfKind::SMul,
                    _ => OvfKind::UMul,
                };
                let ow = self.int_bits(self.arg_ty(args, 0)?).unwrap_or(0);
                if vec_arg {
                    return Err(self.err(format!("unsupported vector intrinsic @{name}")));
                }
                if ow == 0 || ow > 128 {
                    return Err(self.err(format!("@{name} on {ow}-bit integers is not supported")));
                }
                let a = self.arg(args, 0)?;
                let b = self.arg(args, 1)?;
                self.emit(Op::Overflow {
                    dst,
                    a,
                    b,
                    op: k,
                    w: ow as u8,
                });
            }
            "fshl" | "fshr" => {
                let a = self.arg(args, 0)?;
                let b = self.arg(args, 1)?;
                let c = self.arg(args, 2)?;
                if vec_arg {
                    return Err(self.err(format!("unsupported vector intrinsic @{name}")));
                }
                self.check_w(w)?;
                self.emit(Op::Funnel {
                    dst,
                    a,
                    b,
                    c,
                    w: w as u8,
                    left: base == "fshl",
                });
            }
            "fabs" | "sqrt" | "floor" | "ceil" | "trunc" | "round" | "rint" | "nearbyint"
            | "roundeven" | "sin" | "cos" | "exp" | "log" => {
                let k = match base {
                    "fabs" => FUnKind::Abs,
                    "sqrt" => FUnKind::Sqrt,
                    "floor" => FUnKind::Floor,
                    "ceil" => FUnKind::Ceil,
                    "trunc" => FUnKind::Trunc,
                    "round" => FUnKind::Round,
                    "sin" => FUnKind::Sin,
                    "cos" => FUnKind::Cos,
                    "exp" => FUnKind::Exp,
                    "log" => FUnKind::Log,
                    _ => FUnKind::RoundEven,
                };
                let a = self.arg(args, 0)?;
                if vec_arg {
                    return self.vec_same(dst, VecKind::FUn(k), ret_ty, a, R(0), R(0));
                }
                let ty = fty_ret.ok_or_else(|| self.err(format!("@{name} on a non-float")))?;
                self.emit_fun(dst, a, k, ty);
            }
            "copysign" | "minnum" | "maxnum" | "minimum" | "maximum" | "pow" => {
                let k = match base {
                    "copysign" => FOpKind::CopySign,
                    "minnum" => FOpKind::MinNum,
                    "maxnum" => FOpKind::MaxNum,
                    "minimum" => FOpKind::Minimum,
                    "maximum" => FOpKind::Maximum,
                    _ => FOpKind::Pow,
                };
                let a = self.arg(args, 0)?;
                let b = self.arg(args, 1)?;
                if vec_arg {
                    return self.vec_same(dst, VecKind::Float(k), ret_ty, a, b, R(0));
                }
                let ty = fty_ret.ok_or_else(|| self.err(format!("@{name} on a non-float")))?;
                self.emit_fbin(dst, a, b, k, ty);
            }
            "fma" | "fmuladd" => {
                let a = self.arg(args, 0)?;
                let b = self.arg(args, 1)?;
                let c = self.arg(args, 2)?;
                let fused = base == "fma";
                if vec_arg {
                    return self.vec_same(dst, VecKind::Fma(fused), ret_ty, a, b, c);
                }
                let ty = fty_ret.ok_or_else(|| self.err(format!("@{name} on a non-float")))?;
                if super::func::is_ext(ty) {
                    self.emit(Op::XFma {
                        dst,
                        a,
                        b,
                        c,
                        ty,
                        fused,
                    });
                } else {
                    self.emit(Op::Fma {
                        dst,
                        a,
                        b,
                        c,
                        ty,
                        fused,
                    });
                }
            }
            "lrint" | "llrint" | "lround" | "llround" => {
                let a = self.arg(args, 0)?;
                let from = self
                    .fty(self.arg_ty(args, 0)?)
                    .ok_or_else(|| self.err(format!("@{name} of a non-float")))?;
                let t = self.temp(2)?;
                let k = if base.contains("round") {
                    FUnKind::Round
                } else {
                    FUnKind::RoundEven
                };
                self.emit_fun(t, a, k, from);
                self.check_w(w)?;
                self.emit_fcast(dst, t, FCastKind::FToS, from, from, w as u8);
            }
            b if b.starts_with("vector.reduce.") => {
                let r = &b["vector.reduce.".len()..];
                let (kind, vi, start) = match r {
                    "add" => (VecKind::ReduceInt(IntOpKind::Add), 0, None),
                    "mul" => (VecKind::ReduceInt(IntOpKind::Mul), 0, None),
                    "and" => (VecKind::ReduceInt(IntOpKind::And), 0, None),
                    "or" => (VecKind::ReduceInt(IntOpKind::Or), 0, None),
                    "xor" => (VecKind::ReduceInt(IntOpKind::Xor), 0, None),
                    "smax" => (VecKind::ReduceMinMax(MinMaxKind::SMax), 0, None),
                    "smin" => (VecKind::ReduceMinMax(MinMaxKind::SMin), 0, None),
                    "umax" => (VecKind::ReduceMinMax(MinMaxKind::UMax), 0, None),
                    "umin" => (VecKind::ReduceMinMax(MinMaxKind::UMin), 0, None),
                    "fadd" => (VecKind::ReduceFloat(FOpKind::Add), 1, Some(0)),
                    "fmul" => (VecKind::ReduceFloat(FOpKind::Mul), 1, Some(0)),
                    "fmax" => (VecKind::ReduceFMinMax(FOpKind::MaxNum), 0, None),
                    "fmin" => (VecKind::ReduceFMinMax(FOpKind::MinNum), 0, None),
                    "fmaximum" => (VecKind::ReduceFMinMax(FOpKind::Maximum), 0, None),
                    "fminimum" => (VecKind::ReduceFMinMax(FOpKind::Minimum), 0, None),
                    _ => return Err(self.err(format!("unsupported intrinsic @{name}"))),
                };
                let v = self.arg(args, vi)?;
                let vty = self.arg_ty(args, vi)?;
                let s = match start {
                    Some(i) => self.arg(args, i)?,
                    None => R(0),
                };
                self.vec_reduce(dst, kind, v, vty, s)?;
            }
            _ => {
                return Err(self.err(format!("unsupported intrinsic @{name}")));
            }
        }
        Ok(())
    }

    /// `llvm.load.relative(table, off)` = `table + *(i32 *)(table + off)`: relative lookup
    /// tables hold 32-bit differences of addresses, which the (object, offset) encoding
    /// cannot represent across objects. The table's initialiser says which address each
    /// entry stands for, so lowering builds a constant table of absolute pointers and loads
    /// from it instead.
    fn load_relative(&mut self, dst: R, name: &str, args: &[Arg]) -> Result<(), LowerError> {
        let table = match args.first().and_then(|a| callee_name(&a.op.value)) {
            Some(g) => g.to_string(),
            None => {
                return Err(self.err(format!(
                    "@{name} on a table that is not a global constant is not supported"
                )));
            }
        };
        let key = (self.m, table.clone());
        let id = match self.cx.rel_tables.get(&key) {
            Some(id) => *id,
            None => {
                let module = self.cx.modules[self.m];
                let g = module
                    .globals
                    .iter()
                    .find(|g| g.name == table)
                    .ok_or_else(|| self.err(format!("@{name}: unknown table @{table}")))?;
                let Some(Const::Array(elems)) = &g.init else {
                    return Err(self.err(format!("@{name}: @{table} is not a constant array")));
                };
                let psize = self.cx.dl.ptr_size as usize;
                let mut bytes = vec![0u8; elems.len() * psize];
                for (i, e) in elems.iter().enumerate() {
                    let target = relative_target(&e.value).ok_or_else(|| {
                        self.err(format!("@{name}: entry {i} of @{table} is not relative"))
                    })?;
                    let v = super::consts::eval_scalar(self.cx, self.m, &mut self.lay, target)
                        .map_err(|er| self.err(er))? as u64;
                    bytes[i * psize..(i + 1) * psize].copy_from_slice(&v.to_le_bytes()[..psize]);
                }
                let id = self.cx.objects.len() as u32;
                self.cx.objects.push(StaticObject {
                    name: format!("{table}.absolute"),
                    kind: StaticKind::Constant,
                    init: bytes,
                    align: psize as u64,
                    line: g.pos.line,
                    c_name: None,
                    c_type: None,
                    library: false,
                });
                self.cx.rel_tables.insert(key, id);
                id
            }
        };
        let base = self.imm(self.cx.codec.encode(id, 0))?;
        let off = self.arg(args, 1)?;
        let w = self.int_bits(self.arg_ty(args, 1)?).unwrap_or(64) as u8;
        let t = self.temp(1)?;
        let scale = (self.cx.dl.ptr_size / 4) as i32;
        self.emit(Op::PtrIdx {
            dst: t,
            base,
            idx: off,
            scale,
            w,
        });
        if self.cx.dl.ptr_size == 8 {
            self.emit(Op::Load8 {
                dst,
                ptr: t,
                off: 0,
            });
        } else {
            self.emit(Op::Load4 {
                dst,
                ptr: t,
                off: 0,
            });
        }
        Ok(())
    }

    fn check_w(&self, w: u32) -> Result<(), LowerError> {
        if w == 0 || w > 64 {
            Err(self.err(format!(
                "intrinsic on {w}-bit integers is not supported (at most 64 bits)"
            )))
        } else {
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::base_name;

    #[test]
    fn intrinsic_base_names() {
        assert_eq!(base_name("llvm.smax.i32"), "smax");
        assert_eq!(base_name("llvm.memcpy.p0.p0.i64"), "memcpy");
        assert_eq!(base_name("llvm.memcpy.p0i8.p0i8.i64"), "memcpy");
        assert_eq!(
            base_name("llvm.vector.reduce.add.v4i32"),
            "vector.reduce.add"
        );
        assert_eq!(
            base_name("llvm.sadd.with.overflow.i32"),
            "sadd.with.overflow"
        );
        assert_eq!(base_name("llvm.va_start"), "va_start");
        assert_eq!(base_name("llvm.va_start.p0"), "va_start");
        assert_eq!(base_name("llvm.fmuladd.f64"), "fmuladd");
        assert_eq!(base_name("llvm.fabs.f80"), "fabs");
        assert_eq!(base_name("llvm.memset.inline.p0.i64"), "memset.inline");
        assert_eq!(base_name("llvm.lifetime.start.p0"), "lifetime.start");
    }
}
