//! Types: parsing (`i32`, `ptr addrspace(1)`, `%struct.S*`, `{ i8, [4 x i32] }`, `<4 x float>`,
//! `void (i32, ...)*`) and the few result-type computations the parser needs
//! (`getelementptr` and `extractvalue` results, `i1` vectors for compares).

use super::{PResult, Parser, is_int_type_word};
use crate::ir::ast::{Const, NamedType, Operand, Pos, Type, TypeId, Value};
use crate::ir::lexer::{Tk, Token};

/// The largest integer width LLVM accepts (2^23).
const MAX_INT_BITS: u64 = 1 << 23;

impl<'a> Parser<'a> {
    /// Interns a type.
    pub(super) fn intern(&mut self, t: Type) -> TypeId {
        self.m.types.intern(t)
    }

    /// The integer type `iN`.
    pub(super) fn int_ty(&mut self, n: u32) -> TypeId {
        match n {
            1 => self.t.i1,
            8 => self.t.i8,
            16 => self.t.i16,
            32 => self.t.i32,
            64 => self.t.i64,
            _ => self.intern(Type::Int(n)),
        }
    }

    /// The type with id `id` (a clone-free reference).
    pub(super) fn ty(&self, id: TypeId) -> &Type {
        // Ids handed out by the table are always valid.
        self.m.types.types.get(id.0 as usize).unwrap_or(&Type::Void)
    }

    /// Follows named structs to their body (`None` when opaque).
    pub(super) fn resolved(&self, id: TypeId) -> Option<&Type> {
        match self.ty(id) {
            Type::Named(n) => {
                let body = self.m.types.named.get(*n as usize)?.body?;
                Some(self.ty(body))
            }
            t => Some(t),
        }
    }

    /// LLVM spelling of a type, for messages.
    pub(super) fn show_ty(&self, id: TypeId) -> String {
        self.m.types.display(id)
    }

    /// True if the current token can start a type.
    pub(super) fn at_type_start(&self) -> bool {
        match self.kind() {
            Tk::LBrace | Tk::Lt | Tk::LBrack | Tk::Local => true,
            Tk::Word => self.word().is_some_and(super::is_type_word),
            _ => false,
        }
    }

    /// The index of named struct `name` in the type table, creating an undefined entry on
    /// first mention.
    pub(super) fn named_index(&mut self, name: &str, pos: Pos) -> u32 {
        if let Some(&i) = self.m.types.named_map.get(name) {
            return i;
        }
        let i = self.m.types.named.len() as u32;
        self.m.types.named.push(NamedType {
            name: name.to_string(),
            body: None,
            pos,
        });
        self.m.types.named_map.insert(name.to_string(), i);
        self.named_defined.push(false);
        i
    }

    /// Parses an optional `addrspace(N)`; 0 when absent.
    pub(super) fn opt_addrspace(&mut self) -> PResult<u32> {
        if self.is_word("addrspace") && self.peek(1).kind == Tk::LParen {
            self.bump();
            self.bump();
            if self.kind() == Tk::Str {
                return Err(self.err("unsupported symbolic address space"));
            }
            let n = self.expect_u32("address space")?;
            self.expect(Tk::RParen, "after address space")?;
            Ok(n)
        } else {
            Ok(0)
        }
    }

    /// Parses a type.
    pub(super) fn parse_type(&mut self) -> PResult<TypeId> {
        self.enter()?;
        let r = self.type_inner();
        self.leave();
        r
    }

    #[inline(never)]
    fn type_inner(&mut self) -> PResult<TypeId> {
        let t = self.tok();
        let ty = match t.kind {
            Tk::Word => self.word_type(t)?,
            Tk::LBrace => {
                self.bump();
                self.struct_type(false)?
            }
            Tk::Lt if self.peek(1).kind == Tk::LBrace => {
                self.bump();
                self.bump();
                let ty = self.struct_type(true)?;
                self.expect(Tk::Gt, "after packed struct type")?;
                ty
            }
            Tk::Lt => self.vector_type()?,
            Tk::LBrack => self.array_type()?,
            Tk::Local => {
                self.bump();
                let name = self.name_of(t);
                let pos = self.pos(t);
                let idx = self.named_index(&name, pos);
                self.intern(Type::Named(idx))
            }
            _ => return Err(self.expected("type")),
        };
        self.type_postfix(ty)
    }

    /// A type spelled by one word (`i32`, `ptr addrspace(1)`, `double`, ...).
    #[inline(never)]
    fn word_type(&mut self, t: Token) -> PResult<TypeId> {
        let w = self.text(t);
        self.bump();
        Ok(match w {
            "void" => self.t.void,
            "half" => self.intern(Type::Half),
            "bfloat" => self.intern(Type::BFloat),
            "float" => self.intern(Type::Float),
            "double" => self.intern(Type::Double),
            "x86_fp80" => self.intern(Type::X86Fp80),
            "fp128" => self.intern(Type::Fp128),
            "ppc_fp128" => self.intern(Type::PpcFp128),
            "label" => self.t.label,
            "metadata" => self.t.metadata,
            "token" => self.intern(Type::Token),
            "ptr" => {
                let addrspace = self.opt_addrspace()?;
                if addrspace == 0 {
                    self.t.ptr
                } else {
                    self.intern(Type::Ptr {
                        addrspace,
                        pointee: None,
                    })
                }
            }
            "x86_amx" | "x86_mmx" => self.intern(Type::Other(w.to_string())),
            "opaque" => {
                return Err(self.err_at(t, "'opaque' is only valid as the body of a named type"));
            }
            "target" => {
                return Err(self.err_at(t, "unsupported target extension type 'target'"));
            }
            w if is_int_type_word(w) => {
                let n: u64 = w[1..].parse().unwrap_or(u64::MAX);
                if n == 0 || n > MAX_INT_BITS {
                    return Err(self.err_at(
                        t,
                        format!("integer type width out of range (1 to 2^23): {w}"),
                    ));
                }
                self.int_ty(n as u32)
            }
            _ => return Err(self.err_at(t, format!("expected type, found {}", self.show(t)))),
        })
    }

    /// `{ T, ... }` after the opening brace (`packed`: inside `<{ ... }>`).
    #[inline(never)]
    fn struct_type(&mut self, packed: bool) -> PResult<TypeId> {
        let fields = self.type_list(Tk::RBrace)?;
        Ok(self.intern(Type::Struct { fields, packed }))
    }

    /// `<N x T>` or `<vscale x N x T>`.
    #[inline(never)]
    fn vector_type(&mut self) -> PResult<TypeId> {
        self.bump();
        let scalable = self.eat_word("vscale");
        if scalable {
            self.expect_word("x", "after 'vscale'")?;
        }
        let lt = self.tok();
        let len = self.expect_u32("vector length")?;
        if len == 0 {
            return Err(self.err_at(lt, "vector length must be greater than zero"));
        }
        self.expect_word("x", "in vector type")?;
        let elem = self.parse_type()?;
        self.expect(Tk::Gt, "at end of vector type")?;
        Ok(self.intern(Type::Vector {
            len,
            elem,
            scalable,
        }))
    }

    /// `[N x T]`
    #[inline(never)]
    fn array_type(&mut self) -> PResult<TypeId> {
        self.bump();
        let n = self.expect_u64("array length")?;
        self.expect_word("x", "in array type")?;
        let elem = self.parse_type()?;
        self.expect(Tk::RBrack, "at end of array type")?;
        Ok(self.intern(Type::Array(n, elem)))
    }

    /// Postfix: pointers `T*`, `T addrspace(N)*`, and function types `R (P...)`.
    #[inline(never)]
    fn type_postfix(&mut self, mut ty: TypeId) -> PResult<TypeId> {
        loop {
            match self.kind() {
                Tk::Star => {
                    let st = self.bump();
                    if ty == self.t.void {
                        return Err(self.err_at(st, "pointers to void are invalid; use i8*"));
                    }
                    ty = self.intern(Type::Ptr {
                        addrspace: 0,
                        pointee: Some(ty),
                    });
                }
                Tk::Word if self.is_word("addrspace") && self.peek(1).kind == Tk::LParen => {
                    let addrspace = self.opt_addrspace()?;
                    self.expect(Tk::Star, "after 'addrspace(N)' in pointer type")?;
                    ty = self.intern(Type::Ptr {
                        addrspace,
                        pointee: Some(ty),
                    });
                }
                Tk::LParen => ty = self.function_type(ty)?,
                _ => return Ok(ty),
            }
        }
    }

    /// `R (P, ..., ...)` with the return type `ret` already parsed (cursor at `(`).
    #[inline(never)]
    fn function_type(&mut self, ret: TypeId) -> PResult<TypeId> {
        self.bump();
        let mut params = Vec::new();
        let mut varargs = false;
        if !self.eat(Tk::RParen) {
            loop {
                if self.eat(Tk::Ellipsis) {
                    varargs = true;
                    self.expect(Tk::RParen, "after '...' in function type")?;
                    break;
                }
                params.push(self.parse_type()?);
                if self.eat(Tk::RParen) {
                    break;
                }
                self.expect(Tk::Comma, "between function type parameters")?;
            }
        }
        Ok(self.intern(Type::Function {
            ret,
            params,
            varargs,
        }))
    }

    /// Comma-separated types up to the closing token (already past the opener).
    fn type_list(&mut self, close: Tk) -> PResult<Vec<TypeId>> {
        let mut v = Vec::new();
        if self.eat(close) {
            return Ok(v);
        }
        loop {
            v.push(self.parse_type()?);
            if self.eat(close) {
                return Ok(v);
            }
            self.expect(Tk::Comma, "between struct fields")?;
        }
    }

    // ----- result types -----

    /// `(len, elem)` if `ty` is a vector.
    pub(super) fn vector_of(&self, ty: TypeId) -> Option<(u32, TypeId)> {
        match self.ty(ty) {
            Type::Vector { len, elem, .. } => Some((*len, *elem)),
            _ => None,
        }
    }

    /// `i1`, or `<N x i1>` if `ty` is an N-lane vector (the result of a compare).
    pub(super) fn bool_like(&mut self, ty: TypeId) -> TypeId {
        match self.ty(ty) {
            Type::Vector { len, scalable, .. } => {
                let (len, scalable) = (*len, *scalable);
                let i1 = self.t.i1;
                self.intern(Type::Vector {
                    len,
                    elem: i1,
                    scalable,
                })
            }
            _ => self.t.i1,
        }
    }

    /// The pointer type an `alloca` yields in this file's pointer style.
    pub(super) fn alloca_result(&mut self, ty: TypeId, addrspace: u32) -> TypeId {
        let pointee = self.typed_ptrs.then_some(ty);
        if pointee.is_none() && addrspace == 0 {
            return self.t.ptr;
        }
        self.intern(Type::Ptr { addrspace, pointee })
    }

    /// The result type of `getelementptr T, base, indices`: a pointer (typed if the base is a
    /// typed pointer: the indexed element), or a vector of pointers if any operand is a vector.
    pub(super) fn gep_result(
        &mut self,
        source_ty: TypeId,
        base: &Operand,
        indices: &[Operand],
    ) -> Result<TypeId, String> {
        let mut lanes = None;
        let mut ptr_ty = base.ty;
        if let Some((len, elem)) = self.vector_of(base.ty) {
            lanes = Some(len);
            ptr_ty = elem;
        }
        for ix in indices {
            if let Some((len, _)) = self.vector_of(ix.ty) {
                lanes = Some(len);
            }
        }
        let (addrspace, typed) = match self.ty(ptr_ty) {
            Type::Ptr { addrspace, pointee } => (*addrspace, pointee.is_some()),
            _ => {
                return Err(format!(
                    "getelementptr base must be a pointer, not '{}'",
                    self.show_ty(base.ty)
                ));
            }
        };
        let pointee = if typed {
            let mut cur = source_ty;
            for ix in indices.iter().skip(1) {
                cur = self.index_into(cur, Some(&ix.value))?;
            }
            Some(cur)
        } else {
            None
        };
        let p = self.intern(Type::Ptr { addrspace, pointee });
        Ok(match lanes {
            Some(len) => self.intern(Type::Vector {
                len,
                elem: p,
                scalable: false,
            }),
            None => p,
        })
    }

    /// The type reached by indexing `agg` once: a struct field (the index must be a
    /// constant), or an array / vector element.
    fn index_into(&self, agg: TypeId, idx: Option<&Value>) -> Result<TypeId, String> {
        match self.resolved(agg) {
            Some(Type::Struct { fields, .. }) => {
                let k = match idx {
                    Some(Value::Const(Const::Int(k))) => Some(*k),
                    Some(Value::Const(Const::ZeroInit)) => Some(0),
                    Some(Value::Const(Const::Vector(v))) => match v.first().map(|c| &c.value) {
                        Some(Const::Int(k)) => Some(*k),
                        _ => None,
                    },
                    _ => None,
                };
                let k = k.ok_or("struct index in getelementptr must be a constant integer")?;
                usize::try_from(k)
                    .ok()
                    .and_then(|k| fields.get(k).copied())
                    .ok_or_else(|| {
                        format!("struct index {k} out of range for '{}'", self.show_ty(agg))
                    })
            }
            Some(Type::Array(_, e)) => Ok(*e),
            Some(Type::Vector { elem, .. }) => Ok(*elem),
            _ => Err(format!("cannot index into type '{}'", self.show_ty(agg))),
        }
    }

    /// The type reached by `extractvalue`/`insertvalue` indices.
    pub(super) fn aggregate_member(&self, agg: TypeId, indices: &[u32]) -> Result<TypeId, String> {
        let mut cur = agg;
        for &k in indices {
            cur = match self.resolved(cur) {
                Some(Type::Struct { fields, .. }) => fields
                    .get(k as usize)
                    .copied()
                    .ok_or_else(|| format!("index {k} out of range for '{}'", self.show_ty(cur)))?,
                Some(Type::Array(n, e)) if u64::from(k) < *n => *e,
                _ => {
                    return Err(format!(
                        "invalid index {k} into '{}' in extractvalue/insertvalue",
                        self.show_ty(cur)
                    ));
                }
            };
        }
        Ok(cur)
    }

    /// True for the floating-point types.
    pub(super) fn is_float_ty(&self, ty: TypeId) -> bool {
        matches!(
            self.ty(ty),
            Type::Half
                | Type::BFloat
                | Type::Float
                | Type::Double
                | Type::X86Fp80
                | Type::Fp128
                | Type::PpcFp128
        )
    }
}
