//! Constants and operands: integer / float literals, aggregates, `c"…"` strings, global
//! references, `blockaddress`, and constant expressions (`getelementptr`, casts, integer
//! binary operators, `icmp`, `select`, `extractelement`). Also the operand entry points used
//! by instructions: [`Parser::value`] (a local or a constant of a known type) and
//! [`Parser::operand`] (type then value).

use super::{PResult, Parser};
use crate::ir::ParseError;
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

/// Parses an integer literal (decimal, optionally negative, or `u0x…`/`s0x…`) of an
/// integer type of `width` > 128 bits to its two's complement limbs at that width, least
/// significant first; `None` if it does not fit.
fn parse_big_literal(s: &str, width: u32) -> Option<Vec<u64>> {
    let n = width.div_ceil(64) as usize;
    let mut v = vec![0u64; n + 1];
    // v = v * base + d over the limbs; a carry out of the top (extra) limb does not fit.
    let mul_add = |v: &mut Vec<u64>, base: u64, d: u64| -> Option<()> {
        let mut carry = u128::from(d);
        for x in v.iter_mut() {
            let t = u128::from(*x) * u128::from(base) + carry;
            *x = t as u64;
            carry = t >> 64;
        }
        (carry == 0).then_some(())
    };
    let (neg, digits, base, signed_hex) = if let Some(h) = s.strip_prefix("u0x") {
        (false, h, 16, false)
    } else if let Some(h) = s.strip_prefix("s0x") {
        (false, h, 16, true)
    } else if let Some(d) = s.strip_prefix('-') {
        (true, d, 10, false)
    } else {
        (false, s, 10, false)
    };
    if digits.is_empty() {
        return None;
    }
    for c in digits.chars() {
        mul_add(&mut v, base, u64::from(c.to_digit(base as u32)?))?;
    }
    let bits = digits.len() as u32 * 4;
    if signed_hex && bits < width && bits > 0 {
        let top = (bits - 1) as usize;
        if (v[top / 64] >> (top % 64)) & 1 == 1 {
            for i in bits as usize..(n * 64) {
                v[i / 64] |= 1 << (i % 64);
            }
        }
    }
    if v[n] != 0 {
        return None;
    }
    v.truncate(n);
    let top_bits = width as usize - (n - 1) * 64;
    let fits = |v: &[u64]| top_bits == 64 || v[n - 1] >> top_bits == 0;
    if neg {
        // magnitude at most 2^(width-1)
        let top = width as usize - 1;
        let mut min = vec![0u64; n];
        min[top / 64] = 1 << (top % 64);
        if v.iter().rev().cmp(min.iter().rev()) == std::cmp::Ordering::Greater {
            return None;
        }
        let mut carry = true;
        for x in v.iter_mut() {
            let (r, c) = (!*x).overflowing_add(u64::from(carry));
            *x = r;
            carry = c;
        }
    } else if !fits(&v) && !signed_hex {
        return None;
    }
    if top_bits < 64 {
        v[n - 1] &= (1u64 << top_bits) - 1;
    }
    Some(v)
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
    #[inline(never)]
    pub(super) fn typed_const(&mut self) -> PResult<TypedConst> {
        let ty = self.parse_type()?;
        let value = self.constant(ty)?;
        Ok(TypedConst { ty, value })
    }

    /// A constant of type `ty`.
    ///
    /// The functions on this recursive path are deliberately small and not inlined, with
    /// error messages built in cold helpers: unoptimised builds give every temporary its own
    /// stack slot, and nesting is bounded by [`super::MAX_DEPTH`] levels of these frames.
    pub(super) fn constant(&mut self, ty: TypeId) -> PResult<Const> {
        self.enter()?;
        let r = self.constant_inner(ty);
        self.leave();
        r
    }

    #[inline(never)]
    fn constant_inner(&mut self, ty: TypeId) -> PResult<Const> {
        let t = self.tok();
        match t.kind {
            Tk::Int | Tk::HexInt => self.int_const(ty, t),
            Tk::Float | Tk::HexFloat => self.float_const(ty, t),
            Tk::CStr => self.cstr_const(ty, t),
            Tk::Global => {
                if !matches!(self.ty(ty), Type::Ptr { .. }) {
                    return Err(self.type_err(
                        t,
                        "global reference must have pointer type, not",
                        ty,
                    ));
                }
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
            Tk::Lt => self.vector_const(ty, t),
            Tk::LBrack => self.array_const(ty, t),
            Tk::Word => self.word_const(ty, t),
            _ => Err(self.bad_const(ty, t)),
        }
    }

    /// The error for a token that cannot start a constant of type `ty`.
    #[cold]
    #[inline(never)]
    fn bad_const(&self, ty: TypeId, t: Token) -> ParseError {
        if t.kind == Tk::Local {
            return self.err_at(
                t,
                format!("local value {} cannot be used in a constant", self.show(t)),
            );
        }
        self.err_at(
            t,
            format!(
                "expected constant of type '{}', found {}",
                self.show_ty(ty),
                self.show(t)
            ),
        )
    }

    /// An error "`what` ... type 'ty'" at `t`.
    #[cold]
    #[inline(never)]
    fn type_err(&self, t: Token, what: &str, ty: TypeId) -> ParseError {
        self.err_at(t, format!("{what} '{}'", self.show_ty(ty)))
    }

    /// The integer width of `ty`, or an error naming `what` at token `t`.
    fn int_width(&self, ty: TypeId, t: Token, what: &str) -> PResult<u32> {
        match self.ty(ty) {
            Type::Int(w) => Ok(*w),
            _ => Err(self.type_err(t, &format!("{what} must have integer type, not"), ty)),
        }
    }

    /// A decimal or `u0x`/`s0x` integer literal.
    #[inline(never)]
    fn int_const(&mut self, ty: TypeId, t: Token) -> PResult<Const> {
        let w = self.int_width(ty, t, "integer constant")?;
        let s = self.text(t);
        if w > 128 {
            let v = parse_big_literal(s, w)
                .ok_or_else(|| self.err_at(t, format!("integer constant too large: {s}")))?;
            self.bump();
            return Ok(Const::BigInt(v.into_boxed_slice()));
        }
        let v = if t.kind == Tk::HexInt {
            let digits = s.get(3..).unwrap_or("");
            let mut v = parse_hex(digits, 32)
                .ok_or_else(|| self.err_at(t, format!("hex integer too large: {s}")))?;
            let bits = (digits.len() * 4) as u32;
            if s.starts_with('s') && (1..128).contains(&bits) && (v >> (bits - 1)) & 1 == 1 {
                v |= !0u128 << bits;
            }
            v
        } else {
            parse_int_literal(s)
                .ok_or_else(|| self.err_at(t, format!("integer constant too large: {s}")))?
        };
        self.bump();
        Ok(Const::Int(mask(v, w)))
    }

    /// A decimal or hexadecimal floating-point literal.
    #[inline(never)]
    fn float_const(&mut self, ty: TypeId, t: Token) -> PResult<Const> {
        if !self.is_float_ty(ty) {
            return Err(self.type_err(t, "floating-point constant for non-float type", ty));
        }
        let lit = if t.kind == Tk::HexFloat {
            self.hex_float(t)?
        } else {
            let v: f64 = self.text(t).parse().map_err(|_| {
                self.err_at(
                    t,
                    format!("malformed floating-point constant {}", self.show(t)),
                )
            })?;
            FloatLit::Double(v)
        };
        // As in LLVM, a `float` literal must be exactly representable as a float.
        if let FloatLit::Double(v) = lit
            && *self.ty(ty) == Type::Float
            && !v.is_nan()
            && f64::from(v as f32) != v
        {
            return Err(self.type_err(t, "floating-point constant invalid for type", ty));
        }
        self.bump();
        Ok(Const::Float(lit))
    }

    /// `c"..."` for an `[N x i8]`.
    #[inline(never)]
    fn cstr_const(&mut self, ty: TypeId, t: Token) -> PResult<Const> {
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
            _ => return Err(self.type_err(t, "c\"...\" constant needs an i8 array type, not", ty)),
        }
        self.bump();
        Ok(Const::CString(bytes))
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
    #[inline(never)]
    fn struct_const(&mut self, ty: TypeId, t: Token, packed: bool) -> PResult<Const> {
        let fields = match self.resolved(ty) {
            Some(Type::Struct { fields, packed: p }) if *p == packed => fields.clone(),
            _ => {
                let what = if packed {
                    "packed struct constant for type"
                } else {
                    "struct constant for type"
                };
                return Err(self.type_err(t, what, ty));
            }
        };
        let mut elems = Vec::with_capacity(fields.len());
        if !self.eat(Tk::RBrace) {
            loop {
                let et = self.tok();
                let c = self.typed_const()?;
                if fields.get(elems.len()) != Some(&c.ty) {
                    return Err(self.struct_elem_err(et, elems.len(), c.ty, ty));
                }
                elems.push(c);
                if self.eat(Tk::RBrace) {
                    break;
                }
                self.expect(Tk::Comma, "between struct constant elements")?;
            }
        }
        if elems.len() != fields.len() {
            return Err(self.count_err(t, "struct", elems.len(), ty));
        }
        Ok(Const::Struct(elems))
    }

    #[cold]
    #[inline(never)]
    fn struct_elem_err(&self, t: Token, i: usize, got: TypeId, ty: TypeId) -> ParseError {
        self.err_at(
            t,
            format!(
                "element {i} of struct constant has type '{}', wrong for '{}'",
                self.show_ty(got),
                self.show_ty(ty)
            ),
        )
    }

    #[cold]
    #[inline(never)]
    fn count_err(&self, t: Token, what: &str, n: usize, ty: TypeId) -> ParseError {
        self.err_at(
            t,
            format!(
                "{what} constant has {n} elements, which does not match type '{}'",
                self.show_ty(ty)
            ),
        )
    }

    /// `< T v, ... >`
    #[inline(never)]
    fn vector_const(&mut self, ty: TypeId, t: Token) -> PResult<Const> {
        self.bump();
        let Some((len, elem)) = self.vector_of(ty) else {
            return Err(self.type_err(t, "vector constant for non-vector type", ty));
        };
        let elems = self.const_list(Tk::Gt, elem)?;
        if elems.len() as u64 != u64::from(len) {
            return Err(self.count_err(t, "vector", elems.len(), ty));
        }
        Ok(Const::Vector(elems))
    }

    /// `[ T v, ... ]`
    #[inline(never)]
    fn array_const(&mut self, ty: TypeId, t: Token) -> PResult<Const> {
        self.bump();
        let (n, elem) = match self.resolved(ty) {
            Some(Type::Array(n, e)) => (*n, *e),
            _ => return Err(self.type_err(t, "array constant for non-array type", ty)),
        };
        let elems = self.const_list(Tk::RBrack, elem)?;
        if elems.len() as u64 != n {
            return Err(self.count_err(t, "array", elems.len(), ty));
        }
        Ok(Const::Array(elems))
    }

    /// Comma-separated typed constants of type `elem` up to `close` (after the opener).
    fn const_list(&mut self, close: Tk, elem: TypeId) -> PResult<Vec<TypedConst>> {
        let mut v = Vec::new();
        if self.eat(close) {
            return Ok(v);
        }
        loop {
            let et = self.tok();
            let c = self.typed_const()?;
            if c.ty != elem {
                return Err(self.elem_err(et, c.ty, elem));
            }
            v.push(c);
            if self.eat(close) {
                return Ok(v);
            }
            self.expect(Tk::Comma, "between aggregate elements")?;
        }
    }

    #[cold]
    #[inline(never)]
    fn elem_err(&self, t: Token, got: TypeId, want: TypeId) -> ParseError {
        self.err_at(
            t,
            format!(
                "element has type '{}', expected '{}'",
                self.show_ty(got),
                self.show_ty(want)
            ),
        )
    }

    /// A `@name` use: records it for the end-of-module check and returns the name.
    pub(super) fn global_use(&mut self, t: Token) -> String {
        // Callers have just consumed `t`, so it sits at index i-1.
        self.global_uses.push(self.i.saturating_sub(1) as u32);
        self.name_of(t).into_owned()
    }

    /// Constants introduced by a keyword.
    #[inline(never)]
    fn word_const(&mut self, ty: TypeId, t: Token) -> PResult<Const> {
        let w = self.text(t);
        let c = match w {
            "true" | "false" => {
                self.int_width(ty, t, "boolean constant")?;
                Const::Int(u128::from(w == "true"))
            }
            "null" => {
                if !matches!(self.ty(ty), Type::Ptr { .. }) {
                    return Err(self.type_err(t, "null must be a pointer type, not", ty));
                }
                Const::Null
            }
            "none" => Const::None,
            "undef" => Const::Undef,
            "poison" => Const::Poison,
            "zeroinitializer" => Const::ZeroInit,
            "splat" => return self.splat_const(ty, t),
            "blockaddress" => return self.blockaddress_const(),
            "dso_local_equivalent" | "no_cfi" => {
                self.bump();
                let g = self.expect(Tk::Global, "(function) after dso_local_equivalent/no_cfi")?;
                return Ok(Const::Global(self.global_use(g)));
            }
            _ => {
                return match self.const_expr(w)? {
                    Some(e) => Ok(Const::Expr(e)),
                    None => Err(self.bad_const(ty, t)),
                };
            }
        };
        self.bump();
        Ok(c)
    }

    /// `splat (T v)` for a vector type.
    #[inline(never)]
    fn splat_const(&mut self, ty: TypeId, t: Token) -> PResult<Const> {
        self.bump();
        self.expect(Tk::LParen, "after 'splat'")?;
        let e = self.typed_const()?;
        self.expect(Tk::RParen, "after splat element")?;
        let Some((len, elem)) = self.vector_of(ty) else {
            return Err(self.type_err(t, "splat for non-vector type", ty));
        };
        if elem != e.ty {
            return Err(self.err_at(t, "splat element type does not match the vector"));
        }
        if len > MAX_SPLAT {
            return Err(self.err_at(t, format!("splat of {len} lanes is too large")));
        }
        Ok(Const::Vector(vec![e; len as usize]))
    }

    /// `blockaddress(@f, %bb)`
    #[inline(never)]
    fn blockaddress_const(&mut self) -> PResult<Const> {
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

    /// A constant expression starting at word `w`; `None` if `w` is not an expression keyword.
    #[inline(never)]
    fn const_expr(&mut self, w: &str) -> PResult<Option<Box<ConstExpr>>> {
        if let Some(op) = cast_op(w) {
            return self.cast_expr(op).map(Some);
        }
        if let Some(op) = bin_op(w) {
            return self.bin_expr(op).map(Some);
        }
        match w {
            "getelementptr" => self.gep_expr().map(Some),
            "icmp" => self.icmp_expr().map(Some),
            "select" => self.select_expr().map(Some),
            "extractelement" => self.extractelement_expr().map(Some),
            "fcmp" | "insertelement" | "shufflevector" | "extractvalue" | "insertvalue"
            | "ptrauth" => Err(self.err(format!("unsupported constant expression '{w}'"))),
            "asm" => Err(self.err("unsupported inline asm")),
            _ => Ok(None),
        }
    }

    /// `cast (T v to U)`
    #[inline(never)]
    fn cast_expr(&mut self, op: CastOp) -> PResult<Box<ConstExpr>> {
        self.bump();
        self.expect(Tk::LParen, "after cast keyword")?;
        let value = self.typed_const()?;
        self.expect_word("to", "in cast constant expression")?;
        let to = self.parse_type()?;
        self.expect(Tk::RParen, "at end of cast constant expression")?;
        Ok(Box::new(ConstExpr::Cast { op, value, to }))
    }

    /// `op [flags] (T a, T b)`
    #[inline(never)]
    fn bin_expr(&mut self, op: BinOp) -> PResult<Box<ConstExpr>> {
        self.bump();
        while matches!(self.word(), Some("nuw" | "nsw" | "exact" | "disjoint")) {
            self.bump();
        }
        self.expect(Tk::LParen, "after binary operator")?;
        let lhs = self.typed_const()?;
        self.expect(Tk::Comma, "in binary constant expression")?;
        let rhs = self.typed_const()?;
        self.expect(Tk::RParen, "at end of binary constant expression")?;
        Ok(Box::new(ConstExpr::Bin { op, lhs, rhs }))
    }

    /// `getelementptr [inbounds|nuw|nusw|inrange(a,b)] (T, ptr base, [inrange] idx...)`
    #[inline(never)]
    fn gep_expr(&mut self) -> PResult<Box<ConstExpr>> {
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
        Ok(Box::new(ConstExpr::Gep {
            source_ty,
            base,
            indices,
            inbounds,
        }))
    }

    /// `icmp pred (T a, T b)`
    #[inline(never)]
    fn icmp_expr(&mut self) -> PResult<Box<ConstExpr>> {
        self.bump();
        self.eat_word("samesign");
        let Some(pred) = self.word().and_then(ipred) else {
            return Err(self.expected("icmp predicate"));
        };
        self.bump();
        self.expect(Tk::LParen, "after icmp predicate")?;
        let lhs = self.typed_const()?;
        self.expect(Tk::Comma, "in icmp constant expression")?;
        let rhs = self.typed_const()?;
        self.expect(Tk::RParen, "at end of icmp constant expression")?;
        Ok(Box::new(ConstExpr::ICmp { pred, lhs, rhs }))
    }

    /// `select (i1 c, T a, T b)`
    #[inline(never)]
    fn select_expr(&mut self) -> PResult<Box<ConstExpr>> {
        self.bump();
        self.expect(Tk::LParen, "after 'select'")?;
        let cond = self.typed_const()?;
        self.expect(Tk::Comma, "in select constant expression")?;
        let t = self.typed_const()?;
        self.expect(Tk::Comma, "in select constant expression")?;
        let f = self.typed_const()?;
        self.expect(Tk::RParen, "at end of select constant expression")?;
        Ok(Box::new(ConstExpr::Select { cond, t, f }))
    }

    /// `extractelement (<N x T> v, iK idx)`
    #[inline(never)]
    fn extractelement_expr(&mut self) -> PResult<Box<ConstExpr>> {
        self.bump();
        self.expect(Tk::LParen, "after 'extractelement'")?;
        let vec = self.typed_const()?;
        self.expect(Tk::Comma, "in extractelement constant expression")?;
        let idx = self.typed_const()?;
        self.expect(Tk::RParen, "at end of extractelement constant expression")?;
        Ok(Box::new(ConstExpr::ExtractElement { vec, idx }))
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
