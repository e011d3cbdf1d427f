//! Instructions inside a block (terminators and debug records are in `terms`).
//!
//! Each instruction parser returns its [`InstKind`] and result type (`None` for no value);
//! [`Parser::statement`] binds the result name, checks numbering, and reads trailing
//! attachments (keeping `!dbg`). Constructs C never needs (exception handling, `callbr`,
//! inline asm) are rejected with an error naming them.

use super::consts::{bin_op, cast_op, ipred};
use super::{PResult, Parser};
use crate::ir::ast::*;
use crate::ir::lexer::{Tk, Token};

/// Largest `shufflevector` mask accepted (masks are expanded to one entry per lane).
const MAX_MASK: u32 = 1 << 16;

/// A parsed statement: an ordinary instruction or the block's terminator.
pub(super) enum Stmt {
    /// A non-terminator.
    Inst(Inst),
    /// A terminator (ends the block).
    Term(Terminator),
}

/// Floating binary operators by keyword.
fn fbin_op(w: &str) -> Option<FBinOp> {
    Some(match w {
        "fadd" => FBinOp::FAdd,
        "fsub" => FBinOp::FSub,
        "fmul" => FBinOp::FMul,
        "fdiv" => FBinOp::FDiv,
        "frem" => FBinOp::FRem,
        _ => return None,
    })
}

/// `fcmp` predicates by keyword.
fn fpred(w: &str) -> Option<FPred> {
    Some(match w {
        "false" => FPred::False,
        "oeq" => FPred::Oeq,
        "ogt" => FPred::Ogt,
        "oge" => FPred::Oge,
        "olt" => FPred::Olt,
        "ole" => FPred::Ole,
        "one" => FPred::One,
        "ord" => FPred::Ord,
        "ueq" => FPred::Ueq,
        "ugt" => FPred::Ugt,
        "uge" => FPred::Uge,
        "ult" => FPred::Ult,
        "ule" => FPred::Ule,
        "une" => FPred::Une,
        "uno" => FPred::Uno,
        "true" => FPred::True,
        _ => return None,
    })
}

/// `atomicrmw` operations by keyword.
fn rmw_op(w: &str) -> Option<RmwOp> {
    Some(match w {
        "xchg" => RmwOp::Xchg,
        "add" => RmwOp::Add,
        "sub" => RmwOp::Sub,
        "and" => RmwOp::And,
        "nand" => RmwOp::Nand,
        "or" => RmwOp::Or,
        "xor" => RmwOp::Xor,
        "max" => RmwOp::Max,
        "min" => RmwOp::Min,
        "umax" => RmwOp::UMax,
        "umin" => RmwOp::UMin,
        "fadd" => RmwOp::FAdd,
        "fsub" => RmwOp::FSub,
        "fmax" => RmwOp::FMax,
        "fmin" => RmwOp::FMin,
        "uinc_wrap" => RmwOp::UIncWrap,
        "udec_wrap" => RmwOp::UDecWrap,
        _ => return None,
    })
}

/// Instruction keywords rejected with a named error.
pub(super) fn unsupported(w: &str) -> Option<&'static str> {
    Some(match w {
        "invoke" | "landingpad" | "resume" | "catchswitch" | "catchret" | "cleanupret"
        | "catchpad" | "cleanuppad" => "exception handling is not used by C",
        "callbr" => "asm goto is not supported",
        _ => return None,
    })
}

impl Parser<'_> {
    /// One statement of a block: `[%x =] instruction [, attachments]`, a terminator, or a
    /// debug record.
    pub(super) fn statement(&mut self) -> PResult<Stmt> {
        let first = self.tok();
        if first.kind == Tk::DbgRec {
            return self.debug_record().map(Stmt::Inst);
        }
        let result_tok = if first.kind == Tk::Local && self.peek(1).kind == Tk::Eq {
            self.bump();
            self.bump();
            Some(first)
        } else {
            None
        };
        let kt = self.tok();
        let Some(w) = self.word() else {
            return Err(self.expected("instruction"));
        };
        let pos = self.pos(first);
        if let Some(term) = self.terminator(w, kt)? {
            if let Some(r) = result_tok {
                return Err(self.err_at(r, format!("terminator '{w}' cannot be named")));
            }
            let dbg = self.attachments()?;
            return Ok(Stmt::Term(Terminator {
                kind: term,
                pos,
                dbg,
            }));
        }
        let (kind, ty) = self.instruction(w, kt)?;
        let result = match (result_tok, ty) {
            (Some(r), Some(ty)) => {
                let id = self.local_def(r)?;
                self.set_local_type(id, ty)?;
                Some(id)
            }
            (Some(r), None) => {
                return Err(self.err_at(
                    r,
                    format!("instruction '{w}' produces no value and cannot be named"),
                ));
            }
            (None, Some(ty)) if ty != self.t.void => {
                // An unnamed result still takes the next number.
                if let Some(f) = self.f.as_mut() {
                    f.next_num = f.next_num.saturating_add(1);
                }
                None
            }
            _ => None,
        };
        let dbg = self.attachments()?;
        Ok(Stmt::Inst(Inst {
            result,
            kind,
            pos,
            dbg,
        }))
    }

    /// Parses a non-terminator instruction named by `w` (cursor at `w`).
    fn instruction(&mut self, w: &str, kt: Token) -> PResult<(InstKind, Option<TypeId>)> {
        if let Some(op) = bin_op(w) {
            self.bump();
            let (mut nuw, mut nsw, mut exact) = (false, false, false);
            loop {
                match self.word() {
                    Some("nuw") => nuw = true,
                    Some("nsw") => nsw = true,
                    Some("exact") => exact = true,
                    Some("disjoint") => {}
                    _ => break,
                }
                self.bump();
            }
            let ty = self.parse_type()?;
            let lhs = self.value(ty)?;
            self.expect(Tk::Comma, || format!("after first operand of '{w}'"))?;
            let rhs = self.value(ty)?;
            let kind = InstKind::Bin {
                op,
                ty,
                lhs,
                rhs,
                nuw,
                nsw,
                exact,
            };
            return Ok((kind, Some(ty)));
        }
        if let Some(op) = fbin_op(w) {
            self.bump();
            self.skip_fmf();
            let ty = self.parse_type()?;
            let lhs = self.value(ty)?;
            self.expect(Tk::Comma, || format!("after first operand of '{w}'"))?;
            let rhs = self.value(ty)?;
            return Ok((InstKind::FBin { op, ty, lhs, rhs }, Some(ty)));
        }
        if let Some(op) = cast_op(w) {
            self.bump();
            while matches!(self.word(), Some("nneg" | "nuw" | "nsw")) {
                self.bump();
            }
            let value = self.operand()?;
            self.expect_word("to", || format!("in '{w}'"))?;
            let to = self.parse_type()?;
            return Ok((InstKind::Cast { op, value, to }, Some(to)));
        }
        match w {
            "fneg" => {
                self.bump();
                self.skip_fmf();
                let ty = self.parse_type()?;
                let value = self.value(ty)?;
                Ok((InstKind::FNeg { ty, value }, Some(ty)))
            }
            "icmp" => {
                self.bump();
                self.eat_word("samesign");
                let pt = self.tok();
                let pred = self.word().and_then(ipred).ok_or_else(|| {
                    self.err_at(
                        pt,
                        format!("expected icmp predicate, found {}", self.show(pt)),
                    )
                })?;
                self.bump();
                let ty = self.parse_type()?;
                let lhs = self.value(ty)?;
                self.expect(Tk::Comma, "after first operand of 'icmp'")?;
                let rhs = self.value(ty)?;
                let res = self.bool_like(ty);
                Ok((InstKind::ICmp { pred, ty, lhs, rhs }, Some(res)))
            }
            "fcmp" => {
                self.bump();
                self.skip_fmf();
                let pt = self.tok();
                let pred = self.word().and_then(fpred).ok_or_else(|| {
                    self.err_at(
                        pt,
                        format!("expected fcmp predicate, found {}", self.show(pt)),
                    )
                })?;
                self.bump();
                let ty = self.parse_type()?;
                let lhs = self.value(ty)?;
                self.expect(Tk::Comma, "after first operand of 'fcmp'")?;
                let rhs = self.value(ty)?;
                let res = self.bool_like(ty);
                Ok((InstKind::FCmp { pred, ty, lhs, rhs }, Some(res)))
            }
            "alloca" => self.alloca(),
            "load" => self.load(),
            "store" => self.store(),
            "getelementptr" => self.gep(kt),
            "select" => {
                self.bump();
                self.skip_fmf();
                let cond = self.operand()?;
                self.expect(Tk::Comma, "after select condition")?;
                let t = self.operand()?;
                self.expect(Tk::Comma, "after select true value")?;
                let f = self.operand()?;
                if t.ty != f.ty {
                    return Err(self.err_at(kt, "select operands have different types"));
                }
                let ty = t.ty;
                Ok((InstKind::Select { cond, t, f }, Some(ty)))
            }
            "phi" => {
                self.bump();
                self.skip_fmf();
                let ty = self.parse_type()?;
                let mut incoming = Vec::new();
                loop {
                    self.expect(Tk::LBrack, "to start a phi incoming pair")?;
                    let v = self.value(ty)?;
                    self.expect(Tk::Comma, "after phi incoming value")?;
                    let bt = self.expect(Tk::Local, "(block name) in phi")?;
                    let b = self.block_use(bt)?;
                    self.expect(Tk::RBrack, "after phi incoming block")?;
                    incoming.push((v, b));
                    if !(self.kind() == Tk::Comma && self.peek(1).kind == Tk::LBrack) {
                        break;
                    }
                    self.bump();
                }
                Ok((InstKind::Phi { ty, incoming }, Some(ty)))
            }
            "call" | "tail" | "musttail" | "notail" => self.call(),
            "extractvalue" => {
                self.bump();
                let agg = self.operand()?;
                let indices = self.const_indices("extractvalue")?;
                let ty = self
                    .aggregate_member(agg.ty, &indices)
                    .map_err(|m| self.err_at(kt, m))?;
                Ok((InstKind::ExtractValue { agg, indices }, Some(ty)))
            }
            "insertvalue" => {
                self.bump();
                let agg = self.operand()?;
                self.expect(Tk::Comma, "after insertvalue aggregate")?;
                let value = self.operand()?;
                let indices = self.const_indices("insertvalue")?;
                self.aggregate_member(agg.ty, &indices)
                    .map_err(|m| self.err_at(kt, m))?;
                let ty = agg.ty;
                Ok((
                    InstKind::InsertValue {
                        agg,
                        value,
                        indices,
                    },
                    Some(ty),
                ))
            }
            "extractelement" => {
                self.bump();
                let vec = self.operand()?;
                self.expect(Tk::Comma, "after extractelement vector")?;
                let idx = self.operand()?;
                let (_, elem) = self
                    .vector_of(vec.ty)
                    .ok_or_else(|| self.err_at(kt, "extractelement needs a vector operand"))?;
                Ok((InstKind::ExtractElement { vec, idx }, Some(elem)))
            }
            "insertelement" => {
                self.bump();
                let vec = self.operand()?;
                self.expect(Tk::Comma, "after insertelement vector")?;
                let elt = self.operand()?;
                self.expect(Tk::Comma, "after insertelement element")?;
                let idx = self.operand()?;
                let ty = vec.ty;
                if self.vector_of(ty).is_none() {
                    return Err(self.err_at(kt, "insertelement needs a vector operand"));
                }
                Ok((InstKind::InsertElement { vec, elt, idx }, Some(ty)))
            }
            "shufflevector" => self.shufflevector(kt),
            "atomicrmw" => {
                self.bump();
                let volatile = self.eat_word("volatile");
                let ot = self.tok();
                let op = self.word().and_then(rmw_op).ok_or_else(|| {
                    self.err_at(
                        ot,
                        format!("expected atomicrmw operation, found {}", self.show(ot)),
                    )
                })?;
                self.bump();
                let ptr = self.operand()?;
                self.expect(Tk::Comma, "after atomicrmw address")?;
                let value = self.operand()?;
                self.syncscope()?;
                let ordering = self.ordering("in atomicrmw")?;
                self.opt_align()?;
                let ty = value.ty;
                let kind = InstKind::AtomicRmw {
                    op,
                    ptr,
                    value,
                    ordering,
                    volatile,
                };
                Ok((kind, Some(ty)))
            }
            "cmpxchg" => {
                self.bump();
                let weak = self.eat_word("weak");
                let volatile = self.eat_word("volatile");
                let ptr = self.operand()?;
                self.expect(Tk::Comma, "after cmpxchg address")?;
                let cmp = self.operand()?;
                self.expect(Tk::Comma, "after cmpxchg expected value")?;
                let new = self.operand()?;
                self.syncscope()?;
                let success = self.ordering("(success) in cmpxchg")?;
                let failure = self.ordering("(failure) in cmpxchg")?;
                self.opt_align()?;
                let i1 = self.t.i1;
                let ty = self.intern(Type::Struct {
                    fields: vec![cmp.ty, i1],
                    packed: false,
                });
                let kind = InstKind::CmpXchg {
                    ptr,
                    cmp,
                    new,
                    success,
                    failure,
                    weak,
                    volatile,
                };
                Ok((kind, Some(ty)))
            }
            "fence" => {
                self.bump();
                self.syncscope()?;
                let ordering = self.ordering("in fence")?;
                Ok((InstKind::Fence { ordering }, None))
            }
            "freeze" => {
                self.bump();
                let value = self.operand()?;
                let ty = value.ty;
                Ok((InstKind::Freeze { value }, Some(ty)))
            }
            "va_arg" => {
                self.bump();
                let list = self.operand()?;
                self.expect(Tk::Comma, "after va_arg list")?;
                let ty = self.parse_type()?;
                Ok((InstKind::VaArg { list, ty }, Some(ty)))
            }
            _ => {
                if let Some(why) = unsupported(w) {
                    return Err(self.err_at(kt, format!("unsupported instruction '{w}' ({why})")));
                }
                Err(self.err_at(kt, format!("unknown instruction '{w}'")))
            }
        }
    }

    /// `, N, M...` constant indices of extractvalue/insertvalue (stops before attachments).
    fn const_indices(&mut self, what: &str) -> PResult<Vec<u32>> {
        let mut v = Vec::new();
        while self.kind() == Tk::Comma && self.peek(1).kind == Tk::Int {
            self.bump();
            v.push(self.expect_u32(&format!("{what} index"))?);
        }
        if v.is_empty() {
            return Err(self.expected(&format!("',' and index in {what}")));
        }
        Ok(v)
    }

    /// Optional `, align N` (stops before attachments).
    fn opt_align(&mut self) -> PResult<Option<u64>> {
        if self.kind() == Tk::Comma
            && self.peek(1).kind == Tk::Word
            && self.text(self.peek(1)) == "align"
        {
            self.bump();
            self.bump();
            return Ok(Some(self.align_value()?));
        }
        Ok(None)
    }

    /// `alloca [inalloca] T [, iN count] [, align A] [, addrspace(N)]`
    fn alloca(&mut self) -> PResult<(InstKind, Option<TypeId>)> {
        self.bump();
        while matches!(self.word(), Some("inalloca" | "swifterror")) {
            self.bump();
        }
        let ty = self.parse_type()?;
        let mut count = None;
        let mut align = None;
        let mut addrspace = 0;
        while self.kind() == Tk::Comma {
            let n = self.peek(1);
            match (n.kind, self.text(n)) {
                (Tk::Word, "align") => {
                    self.bump();
                    self.bump();
                    align = Some(self.align_value()?);
                }
                (Tk::Word, "addrspace") => {
                    self.bump();
                    addrspace = self.opt_addrspace()?;
                }
                (Tk::MdName, _) => break,
                _ if count.is_none() && align.is_none() => {
                    self.bump();
                    count = Some(self.operand()?);
                }
                _ => {
                    self.bump();
                    return Err(
                        self.expected("'align', 'addrspace' or metadata after ',' in alloca")
                    );
                }
            }
        }
        let res = self.alloca_result(ty, addrspace);
        Ok((InstKind::Alloca { ty, count, align }, Some(res)))
    }

    /// `load [atomic] [volatile] T, ptr p [syncscope] [ordering] [, align A]`
    fn load(&mut self) -> PResult<(InstKind, Option<TypeId>)> {
        self.bump();
        let atomic = self.eat_word("atomic");
        let volatile = self.eat_word("volatile");
        let ty = self.parse_type()?;
        self.expect(Tk::Comma, "after load type")?;
        let ptr = self.operand()?;
        let atomic = if atomic {
            let syncscope = self.syncscope()?;
            let ordering = self.ordering("in atomic load")?;
            Some(Atomic {
                ordering,
                syncscope,
            })
        } else {
            None
        };
        let align = self.opt_align()?;
        let kind = InstKind::Load {
            ty,
            ptr,
            align,
            volatile,
            atomic,
        };
        Ok((kind, Some(ty)))
    }

    /// `store [atomic] [volatile] T v, ptr p [syncscope] [ordering] [, align A]`
    fn store(&mut self) -> PResult<(InstKind, Option<TypeId>)> {
        self.bump();
        let atomic = self.eat_word("atomic");
        let volatile = self.eat_word("volatile");
        let value = self.operand()?;
        self.expect(Tk::Comma, "after store value")?;
        let ptr = self.operand()?;
        let atomic = if atomic {
            let syncscope = self.syncscope()?;
            let ordering = self.ordering("in atomic store")?;
            Some(Atomic {
                ordering,
                syncscope,
            })
        } else {
            None
        };
        let align = self.opt_align()?;
        let kind = InstKind::Store {
            value,
            ptr,
            align,
            volatile,
            atomic,
        };
        Ok((kind, None))
    }

    /// `getelementptr [inbounds] [nuw] [nusw] [inrange(a,b)] T, ptr base, idx...`
    fn gep(&mut self, kt: Token) -> PResult<(InstKind, Option<TypeId>)> {
        self.bump();
        let mut inbounds = false;
        loop {
            match self.word() {
                Some("inbounds") => inbounds = true,
                Some("nuw" | "nusw") => {}
                Some("inrange") => {
                    self.bump();
                    if self.kind() == Tk::LParen {
                        self.skip_parens()?;
                    }
                    continue;
                }
                _ => break,
            }
            self.bump();
        }
        let source_ty = self.parse_type()?;
        self.expect(Tk::Comma, "after getelementptr source type")?;
        let base = self.operand()?;
        let mut indices = Vec::new();
        while self.kind() == Tk::Comma && self.peek(1).kind != Tk::MdName {
            self.bump();
            self.eat_word("inrange");
            indices.push(self.operand()?);
        }
        let res = self
            .gep_result(source_ty, &base, &indices)
            .map_err(|m| self.err_at(kt, m))?;
        let kind = InstKind::Gep {
            source_ty,
            base,
            indices,
            inbounds,
        };
        Ok((kind, Some(res)))
    }

    /// `shufflevector <N x T> a, <N x T> b, <M x i32> mask`
    fn shufflevector(&mut self, kt: Token) -> PResult<(InstKind, Option<TypeId>)> {
        self.bump();
        let a = self.operand()?;
        self.expect(Tk::Comma, "after first shufflevector operand")?;
        let b = self.operand()?;
        self.expect(Tk::Comma, "after second shufflevector operand")?;
        let mt = self.tok();
        let mty = self.parse_type()?;
        let (len, _) = self
            .vector_of(mty)
            .ok_or_else(|| self.err_at(mt, "shufflevector mask must be a vector"))?;
        if len > MAX_MASK {
            return Err(self.err_at(
                mt,
                format!("shufflevector mask of {len} lanes is too large"),
            ));
        }
        let mask = match self.constant(mty)? {
            Const::ZeroInit => vec![Some(0); len as usize],
            Const::Undef | Const::Poison => vec![None; len as usize],
            Const::Vector(elems) => {
                let mut m = Vec::with_capacity(elems.len());
                for e in elems {
                    m.push(match e.value {
                        Const::Int(v) => Some(u32::try_from(v).map_err(|_| {
                            self.err_at(mt, "shufflevector mask element out of range")
                        })?),
                        Const::Undef | Const::Poison => None,
                        _ => {
                            return Err(
                                self.err_at(mt, "shufflevector mask must be constant integers")
                            );
                        }
                    });
                }
                m
            }
            _ => return Err(self.err_at(mt, "shufflevector mask must be a constant vector")),
        };
        let (_, elem) = self
            .vector_of(a.ty)
            .ok_or_else(|| self.err_at(kt, "shufflevector needs vector operands"))?;
        let scalable = matches!(self.ty(a.ty), Type::Vector { scalable: true, .. });
        let res = self.intern(Type::Vector {
            len,
            elem,
            scalable,
        });
        Ok((InstKind::ShuffleVector { a, b, mask }, Some(res)))
    }

    /// `[tail|musttail|notail] call [fmf] [cc] [ret attrs] T|FnTy callee(args) [#N] [bundles]`
    fn call(&mut self) -> PResult<(InstKind, Option<TypeId>)> {
        if !self.is_word("call") {
            self.bump();
            self.expect_word("call", "after tail-call marker")?;
        } else {
            self.bump();
        }
        self.skip_fmf();
        let mut ignored = ParamAttrs::default();
        while self.skip_attr(&mut ignored, None)? {}
        let ty = self.parse_type()?;
        let (ret_ty, fn_ty) = match self.ty(ty) {
            Type::Function { ret, .. } => (*ret, Some(ty)),
            _ => (ty, None),
        };
        let ct = self.tok();
        if self.is_word("asm") {
            return Err(self.err_at(ct, "unsupported inline asm call"));
        }
        let callee = match ct.kind {
            Tk::Local => {
                self.bump();
                Value::Local(self.local_use(ct, None)?)
            }
            _ => {
                let pty = self.t.ptr;
                Value::Const(self.constant(pty)?)
            }
        };
        self.expect(Tk::LParen, "to start call arguments")?;
        let mut args = Vec::new();
        if !self.eat(Tk::RParen) {
            loop {
                if self.kind() == Tk::Ellipsis {
                    return Err(
                        self.err("unsupported '...' in call arguments (musttail forwarding)")
                    );
                }
                let aty = self.parse_type()?;
                let arg = if aty == self.t.metadata {
                    let md = self.md_arg()?;
                    Arg {
                        op: Operand {
                            ty: aty,
                            value: Value::Metadata(Box::new(md)),
                        },
                        attrs: ParamAttrs::default(),
                    }
                } else {
                    let attrs = self.param_attrs(Some(aty))?;
                    let value = self.value(aty)?;
                    Arg {
                        op: Operand { ty: aty, value },
                        attrs,
                    }
                };
                args.push(arg);
                if self.eat(Tk::RParen) {
                    break;
                }
                self.expect(Tk::Comma, "between call arguments")?;
            }
        }
        loop {
            match self.kind() {
                Tk::AttrGrp => {
                    self.bump();
                }
                Tk::LBrack => self.skip_balanced(Tk::LBrack, Tk::RBrack)?,
                _ => break,
            }
        }
        let res = (ret_ty != self.t.void).then_some(ret_ty);
        let kind = InstKind::Call {
            ret_ty,
            fn_ty,
            callee,
            args,
        };
        Ok((kind, res))
    }
}
