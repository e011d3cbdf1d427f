//! Constants and operands: integer / float literals, aggregates, `c"…"` strings, global
//! references, `blockaddress`, and constant expressions (`getelementptr`, casts, integer
//! binary operators, `icmp`, `select`, `extractelement`). Also the operand entry points used
//! by instructions: [`Parser::value`] (a local or a constant of a known type) and
//! [`Parser::operand`] (type then value).

use super::{PResult, Parser};
use crate::ir::ast::*;
use crate::ir::lexer::{Tk, Token};

/// Largest vector a `splat (...)` constant may expand to.
const MAX_SPLAT: u32 = 1 << 16;

/// Cast operators by keyword.
pub(super) fn cast_op(w: &str) -> Option<CastOp> {
    Some(match w {
        "trunc" => CastOp::Trunc,
        "zext" => CastOp::ZExt,
        "sext" => CastOp::SExt,
        "fptrunc" => CastOp::FpTrunc,
        "fpext" => CastOp::FpExt,
        "fptoui" => CastOp::FpToUi,
        "fptosi" => CastOp::FpToSi,
        "uitofp" => CastOp::UiToFp,
        "sitofp" => CastOp::SiToFp,
        "ptrtoint" => CastOp::PtrToInt,
        "inttoptr" => CastOp::IntToPtr,
        "bitcast" => CastOp::BitCast,
        "addrspacecast" => CastOp::AddrSpaceCast,
        _ => return None,
    })
}

/// Integer binary operators by keyword.
pub(super) fn bin_op(w: &str) -> Option<BinOp> {
    Some(match w {
        "add" => BinOp::Add,
        "sub" => BinOp::Sub,
        "mul" => BinOp::Mul,
        "udiv" => BinOp::UDiv,
        "sdiv" => BinOp::SDiv,
        "urem" => BinOp::URem,
        "srem" => BinOp::SRem,
        "shl" => BinOp::Shl,
        "lshr" => BinOp::LShr,
        "ashr" => BinOp::AShr,
        "and" => BinOp::And,
        "or" => BinOp::Or,
        "xor" => BinOp::Xor,
        _ => return None,
    })
}

/// `icmp` predicates by keyword.
pub(super) fn ipred(w: &str) -> Option<IPred> {
    Some(match w {
        "eq" => IPred::Eq,
        "ne" => IPred::Ne,
        "ugt" => IPred::Ugt,
        "uge" => IPred::Uge,
        "ult" => IPred::Ult,
        "ule" => IPred::Ule,
        "sgt" => IPred::Sgt,
        "sge" => IPred::Sge,
        "slt" => IPred::Slt,
        "sle" => IPred::Sle,
        _ => return None,
    })
}

/// Masks a 128-bit two's complement pattern to `width` bits.
pub(super) fn mask(v: u128, width: u32) -> u128 {
    if width >= 128 {
        v
    } else {
        v & ((1u128 << width) - 1)
    }
}

/// Parses a decimal integer literal (optionally negative) to its 128-bit two's complement
/// pattern; `None` if it does not fit in 128 bits (signed or unsigned).
fn parse_int_literal(s: &str) -> Option<u128> {
    let (neg, digits) = match s.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, s),
    };
    if digits.is_empty() {
        return None;
    }
    let mut v: u128 = 0;
    for b in digits.bytes() {
        let d = (b as char).to_digit(10)?;
        v = v.checked_mul(10)?.checked_add(u128::from(d))?;
    }
    if neg {
        if v > 1u128 << 127 {
            return None;
        }
        Some(v.wrapping_neg())
    } else {
        Some(v)
    }
}

/// Parses up to `max_digits` hex digits to a u128.
fn parse_hex(s: &str, max_digits: usize) -> Option<u128> {
    if s.is_empty() || s.len() > max_digits {
        return None;
    }
    u128::from_str_radix(s, 16).ok()
}

impl<'a> Parser<'a> {
    /// `T v`: a type then a value of that type.
    pub(super) fn operand(&mut self) -> PResult<Operand> {
        let ty = self.parse_type()?;
        let value = self.value(ty)?;
        Ok(Operand { ty, value })
    }

    /// A value of type `ty`: a local, metadata (for `metadata` typed arguments) or a constant.
    pub(super) fn value(&mut self, ty: TypeId) -> PResult<Value> {
        match self.kind() {
            Tk::Local => {
                let t = self.bump();
                Ok(Value::Local(self.local_use(t, Some(ty))?))
            }
            _ if ty == self.t.metadata => Ok(Value::Metadata(Box::new(self.md_arg()?))),
            _ => Ok(Value::Const(self.constant(ty)?)),
        }
    }

    /// `T c`: a type then a constant.
    pub(super) fn typed_const(&mut self) -> PResult<TypedConst> {
        let ty = self.parse_type()?;
        let value = self.constant(ty)?;
        Ok(TypedConst { ty, value })
    }

    /// A constant of type `ty`.
    pub(super) fn constant(&mut self, ty: TypeId) -> PResult<Const> {
        self.enter()?;
        let r = self.constant_inner(ty);
        self.leave();
        r
    }

    /// The integer width of `ty`, or an error naming `what` at token `t`.
    fn int_width(&self, ty: TypeId, t: Token, what: &str) -> PResult<u32> {
        match self.ty(ty) {
            Type::Int(w) => Ok(*w),
            _ => Err(self.err_at(
                t,
                format!("{what} must have integer type, not '{}'", self.show_ty(ty)),
            )),
        }
    }

    fn constant_inner(&mut self, ty: TypeId) -> PResult<Const> {
        let t = self.tok();
        match t.kind {
            Tk::Int => {
                let w = self.int_width(ty, t, "integer constant")?;
                let v = parse_int_literal(self.text(t)).ok_or_else(|| {
                    self.err_at(t, format!("integer constant too large: {}", self.text(t)))
                })?;
                self.bump();
                Ok(Const::Int(mask(v, w)))
            }
            Tk::HexInt => {
                let w = self.int_width(ty, t, "integer constant")?;
                let s = self.text(t);
                let digits = s.get(3..).unwrap_or("");
                let mut v = parse_hex(digits, 32)
                    .ok_or_else(|| self.err_at(t, format!("hex integer too large: {s}")))?;
                let bits = (digits.len() * 4) as u32;
                if s.starts_with('s') && bits < 128 && (v >> (bits - 1)) & 1 == 1 {
                    v |= !0u128 << bits;
                }
                self.bump();
                Ok(Const::Int(mask(v, w)))
            }
            Tk::Float => {
                self.expect_float_ty(ty, t)?;
                let v: f64 = self.text(t).parse().map_err(|_| {
                    self.err_at(
                        t,
                        format!("malformed floating-point constant {}", self.show(t)),
                    )
                })?;
                self.bump();
                Ok(Const::Float(FloatLit::Double(v)))
            }
            Tk::HexFloat => {
                self.expect_float_ty(ty, t)?;
                let lit = self.hex_float(t)?;
                self.bump();
                Ok(Const::Float(lit))
            }
            Tk::CStr => {
                let bytes = {
                    let s = self.text(t);
                    let inner = s.get(2..s.len().saturating_sub(1)).unwrap_or("");
                    crate::ir::lexer::unescape(inner.as_bytes())
                };
                match self.resolved(ty) {
                    Some(Type::Array(n, e)) if *e == self.t.i8 => {
                        if *n != bytes.len() as u64 {
                            return Err(self.err_at(
                                t,
                                format!(
                                    "string constant has {} bytes but type '{}' needs {n}",
                                    bytes.len(),
                                    self.show_ty(ty)
                                ),
                            ));
                        }
                    }
                    _ => {
                        return Err(self.err_at(
                            t,
                            format!(
                                "c\"...\" constant needs an i8 array type, not '{}'",
                                self.show_ty(ty)
                            ),
                        ));
                    }
                }
                self.bump();
                Ok(Const::CString(bytes))
            }
            Tk::Global => {
                self.bump();
                Ok(Const::Global(self.global_use(t)))
            }
            Tk::LBrace => {
                self.bump();
                self.struct_const(ty, t, false)
            }
            Tk::Lt if self.peek(1).kind == Tk::LBrace => {
                self.bump();
                self.bump();
                let c = self.struct_const(ty, t, true)?;
                self.expect(Tk::Gt, "after packed struct constant")?;
                Ok(c)
            }
            Tk::Lt => {
                self.bump();
                let (len, elem) = self.vector_of(ty).ok_or_else(|| {
                    self.err_at(
                        t,
                        format!("vector constant for non-vector type '{}'", self.show_ty(ty)),
                    )
                })?;
                let elems = self.const_list(Tk::Gt, elem, "vector")?;
                if elems.len() as u64 != u64::from(len) {
                    return Err(self.err_at(
                        t,
                        format!(
                            "vector constant has {} elements, type '{}' needs {len}",
                            elems.len(),
                            self.show_ty(ty)
                        ),
                    ));
                }
                Ok(Const::Vector(elems))
            }
            Tk::LBrack => {
                self.bump();
                let (n, elem) = match self.resolved(ty) {
                    Some(Type::Array(n, e)) => (*n, *e),
                    _ => {
                        return Err(self.err_at(
                            t,
                            format!("array constant for non-array type '{}'", self.show_ty(ty)),
                        ));
                    }
                };
                let elems = self.const_list(Tk::RBrack, elem, "array")?;
                if elems.len() as u64 != n {
                    return Err(self.err_at(
                        t,
                        format!(
                            "array constant has {} elements, type '{}' needs {n}",
                            elems.len(),
                            self.show_ty(ty)
                        ),
                    ));
                }
                Ok(Const::Array(elems))
            }
            Tk::Word => self.word_const(ty, t),
            Tk::Local => Err(self.err_at(
                t,
                format!("local value {} cannot be used in a constant", self.show(t)),
            )),
            _ => Err(self.expected(&format!("constant of type '{}'", self.show_ty(ty)))),
        }
    }

    fn expect_float_ty(&self, ty: TypeId, t: Token) -> PResult<()> {
        if self.is_float_ty(ty) {
            Ok(())
        } else {
            Err(self.err_at(
                t,
                format!(
                    "floating-point constant for non-float type '{}'",
                    self.show_ty(ty)
                ),
            ))
        }
    }

    /// `0x…` (double pattern), `0xH`, `0xR`, `0xK`, `0xL`, `0xM`.
    fn hex_float(&self, t: Token) -> PResult<FloatLit> {
        let s = self.text(t);
        let body = s.get(2..).unwrap_or("");
        let bad = || {
            self.err_at(
                t,
                format!("malformed hexadecimal floating-point constant {s}"),
            )
        };
        let (kind, digits) = match body.as_bytes().first() {
            Some(c @ (b'H' | b'R' | b'K' | b'L' | b'M')) => (*c, body.get(1..).unwrap_or("")),
            _ => (b'D', body),
        };
        Ok(match kind {
            b'H' => FloatLit::Half(parse_hex(digits, 4).ok_or_else(bad)? as u16),
            b'R' => FloatLit::BFloat(parse_hex(digits, 4).ok_or_else(bad)? as u16),
            b'K' => FloatLit::X86Fp80(parse_hex(digits, 20).ok_or_else(bad)?),
            b'L' => FloatLit::Fp128(parse_hex(digits, 32).ok_or_else(bad)?),
            b'M' => FloatLit::PpcFp128(parse_hex(digits, 32).ok_or_else(bad)?),
            _ => FloatLit::Double(f64::from_bits(parse_hex(digits, 16).ok_or_else(bad)? as u64)),
        })
    }

    /// `{ T v, ... }` (after the opening brace); checks the fields against `ty`.
    fn struct_const(&mut self, ty: TypeId, t: Token, packed: bool) -> PResult<Const> {
        let fields = match self.resolved(ty) {
            Some(Type::Struct { fields, packed: p }) if *p == packed => fields.clone(),
            _ => {
                return Err(self.err_at(
                    t,
                    format!(
                        "{} constant for type '{}'",
                        if packed { "packed struct" } else { "struct" },
                        self.show_ty(ty)
                    ),
                ));
            }
        };
        let mut elems = Vec::with_capacity(fields.len());
        if !self.eat(Tk::RBrace) {
            loop {
                let et = self.tok();
                let c = self.typed_const()?;
                if fields.get(elems.len()) != Some(&c.ty) {
                    return Err(self.err_at(
                        et,
                        format!(
                            "element {} of struct constant has type '{}', expected for '{}'",
                            elems.len(),
                            self.show_ty(c.ty),
                            self.show_ty(ty)
                        ),
                    ));
                }
                elems.push(c);
                if self.eat(Tk::RBrace) {
                    break;
                }
                self.expect(Tk::Comma, "between struct constant elements")?;
            }
        }
        if elems.len() != fields.len() {
            return Err(self.err_at(
                t,
                format!(
                    "struct constant has {} elements, type '{}' has {}",
                    elems.len(),
                    self.show_ty(ty),
                    fields.len()
                ),
            ));
        }
        Ok(Const::Struct(elems))
    }

    /// Comma-separated typed constants of type `elem` up to `close` (after the opener).
    fn const_list(&mut self, close: Tk, elem: TypeId, what: &str) -> PResult<Vec<TypedConst>> {
        let mut v = Vec::new();
        if self.eat(close) {
            return Ok(v);
        }
        loop {
            let et = self.tok();
            let c = self.typed_const()?;
            if c.ty != elem {
                return Err(self.err_at(
                    et,
                    format!(
                        "{what} element has type '{}', expected '{}'",
                        self.show_ty(c.ty),
                        self.show_ty(elem)
                    ),
                ));
            }
            v.push(c);
            if self.eat(close) {
                return Ok(v);
            }
            self.expect(Tk::Comma, &format!("between {what} elements"))?;
        }
    }

    /// A `@name` use: records it for the end-of-module check and returns the name.
    pub(super) fn global_use(&mut self, t: Token) -> String {
        // Callers have just consumed `t`, so it sits at index i-1.
        self.global_uses.push(self.i.saturating_sub(1) as u32);
        self.name_of(t).into_owned()
    }

    /// Constants introduced by a keyword.
    fn word_const(&mut self, ty: TypeId, t: Token) -> PResult<Const> {
        let w = self.text(t);
        match w {
            "true" | "false" => {
                self.int_width(ty, t, "boolean constant")?;
                self.bump();
                Ok(Const::Int(u128::from(w == "true")))
            }
            "null" => {
                if !matches!(self.ty(ty), Type::Ptr { .. }) {
                    return Err(self.err_at(
                        t,
                        format!("null must be a pointer type, not '{}'", self.show_ty(ty)),
                    ));
                }
                self.bump();
                Ok(Const::Null)
            }
            "none" => {
                self.bump();
                Ok(Const::None)
            }
            "undef" => {
                self.bump();
                Ok(Const::Undef)
            }
            "poison" => {
                self.bump();
                Ok(Const::Poison)
            }
            "zeroinitializer" => {
                self.bump();
                Ok(Const::ZeroInit)
            }
            "splat" => {
                self.bump();
                self.expect(Tk::LParen, "after 'splat'")?;
                let e = self.typed_const()?;
                self.expect(Tk::RParen, "after splat element")?;
                let (len, elem) = self.vector_of(ty).ok_or_else(|| {
                    self.err_at(
                        t,
                        format!("splat for non-vector type '{}'", self.show_ty(ty)),
                    )
                })?;
                if elem != e.ty {
                    return Err(self.err_at(t, "splat element type does not match the vector"));
                }
                if len > MAX_SPLAT {
                    return Err(self.err_at(t, format!("splat of {len} lanes is too large")));
                }
                Ok(Const::Vector(vec![e; len as usize]))
            }
            "blockaddress" => {
                let at = self.i as u32;
                self.bump();
                self.expect(Tk::LParen, "after 'blockaddress'")?;
                let ft = self.expect(Tk::Global, "(function) in blockaddress")?;
                let fname = self.name_of(ft).into_owned();
                self.expect(Tk::Comma, "in blockaddress")?;
                let bt = self.expect(Tk::Local, "(block) in blockaddress")?;
                let bname = self.name_of(bt).into_owned();
                self.expect(Tk::RParen, "after blockaddress")?;
                self.blockaddrs.push((fname.clone(), bname.clone(), at));
                Ok(Const::BlockAddress(fname, bname))
            }
            "dso_local_equivalent" | "no_cfi" => {
                self.bump();
                let g = self.expect(Tk::Global, &format!("after '{w}'"))?;
                Ok(Const::Global(self.global_use(g)))
            }
            "asm" => Err(self.err_at(t, "unsupported inline asm")),
            _ => match self.const_expr(t)? {
                Some(e) => Ok(Const::Expr(Box::new(e))),
                None => Err(self.err_at(
                    t,
                    format!(
                        "expected constant of type '{}', found {}",
                        self.show_ty(ty),
                        self.show(t)
                    ),
                )),
            },
        }
    }

    /// A constant expression starting at word `t`; `None` if `t` is not an expression keyword.
    fn const_expr(&mut self, t: Token) -> PResult<Option<ConstExpr>> {
        let w = self.text(t);
        if let Some(op) = cast_op(w) {
            self.bump();
            self.expect(Tk::LParen, &format!("after '{w}'"))?;
            let value = self.typed_const()?;
            self.expect_word("to", &format!("in '{w}' constant expression"))?;
            let to = self.parse_type()?;
            self.expect(Tk::RParen, &format!("at end of '{w}' constant expression"))?;
            return Ok(Some(ConstExpr::Cast { op, value, to }));
        }
        if let Some(op) = bin_op(w) {
            self.bump();
            while matches!(self.word(), Some("nuw" | "nsw" | "exact" | "disjoint")) {
                self.bump();
            }
            self.expect(Tk::LParen, &format!("after '{w}'"))?;
            let lhs = self.typed_const()?;
            self.expect(Tk::Comma, &format!("in '{w}' constant expression"))?;
            let rhs = self.typed_const()?;
            self.expect(Tk::RParen, &format!("at end of '{w}' constant expression"))?;
            return Ok(Some(ConstExpr::Bin { op, lhs, rhs }));
        }
        match w {
            "getelementptr" => {
                self.bump();
                let mut inbounds = false;
                loop {
                    match self.word() {
                        Some("inbounds") => inbounds = true,
                        Some("nuw" | "nusw") => {}
                        Some("inrange") => {
                            self.bump();
                            self.skip_parens()?;
                            continue;
                        }
                        _ => break,
                    }
                    self.bump();
                }
                self.expect(Tk::LParen, "after 'getelementptr'")?;
                let source_ty = self.parse_type()?;
                self.expect(Tk::Comma, "after getelementptr source type")?;
                let base = self.typed_const()?;
                let mut indices = Vec::new();
                while self.eat(Tk::Comma) {
                    self.eat_word("inrange");
                    indices.push(self.typed_const()?);
                }
                self.expect(Tk::RParen, "at end of getelementptr constant expression")?;
                Ok(Some(ConstExpr::Gep {
                    source_ty,
                    base,
                    indices,
                    inbounds,
                }))
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
                self.expect(Tk::LParen, "after icmp predicate")?;
                let lhs = self.typed_const()?;
                self.expect(Tk::Comma, "in icmp constant expression")?;
                let rhs = self.typed_const()?;
                self.expect(Tk::RParen, "at end of icmp constant expression")?;
                Ok(Some(ConstExpr::ICmp { pred, lhs, rhs }))
            }
            "select" => {
                self.bump();
                self.expect(Tk::LParen, "after 'select'")?;
                let cond = self.typed_const()?;
                self.expect(Tk::Comma, "in select constant expression")?;
                let tv = self.typed_const()?;
                self.expect(Tk::Comma, "in select constant expression")?;
                let fv = self.typed_const()?;
                self.expect(Tk::RParen, "at end of select constant expression")?;
                Ok(Some(ConstExpr::Select { cond, t: tv, f: fv }))
            }
            "extractelement" => {
                self.bump();
                self.expect(Tk::LParen, "after 'extractelement'")?;
                let vec = self.typed_const()?;
                self.expect(Tk::Comma, "in extractelement constant expression")?;
                let idx = self.typed_const()?;
                self.expect(Tk::RParen, "at end of extractelement constant expression")?;
                Ok(Some(ConstExpr::ExtractElement { vec, idx }))
            }
            "fcmp" | "insertelement" | "shufflevector" | "extractvalue" | "insertvalue"
            | "ptrauth" => Err(self.err_at(t, format!("unsupported constant expression '{w}'"))),
            _ => Ok(None),
        }
    }

    /// Skips a balanced `( ... )` group starting at the current `(`.
    pub(super) fn skip_parens(&mut self) -> PResult<()> {
        self.skip_balanced(Tk::LParen, Tk::RParen)
    }

    /// Skips a balanced group of `open ... close` starting at the current `open`.
    pub(super) fn skip_balanced(&mut self, open: Tk, close: Tk) -> PResult<()> {
        let start = self.expect(open, "")?;
        let mut depth = 1u32;
        loop {
            let k = self.bump().kind;
            if k == open {
                depth += 1;
            } else if k == close {
                depth -= 1;
                if depth == 0 {
                    return Ok(());
                }
            } else if k == Tk::Eof {
                return Err(self.err_at(
                    start,
                    format!(
                        "unbalanced {}: no matching {}",
                        open.describe(),
                        close.describe()
                    ),
                ));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_literals() {
        assert_eq!(parse_int_literal("42"), Some(42));
        assert_eq!(parse_int_literal("-1"), Some(u128::MAX));
        assert_eq!(
            parse_int_literal("-170141183460469231731687303715884105728"),
            Some(1u128 << 127)
        );
        assert_eq!(
            parse_int_literal("-170141183460469231731687303715884105729"),
            None
        );
        assert_eq!(
            parse_int_literal("340282366920938463463374607431768211455"),
            Some(u128::MAX)
        );
        assert_eq!(
            parse_int_literal("340282366920938463463374607431768211456"),
            None
        );
        assert_eq!(mask(u128::MAX, 8), 255);
        assert_eq!(mask(5, 128), 5);
    }
}
