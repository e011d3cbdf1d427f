//! Attributes: the parser keeps only what execution needs (`byval`, `sret`, `align` with
//! `byval`, linkage) and skips everything else robustly: unknown words, words with a
//! parenthesised argument (`dereferenceable(8)`, `range(i32 0, 10)`, `initializes((0, 4))`,
//! `memory(argmem: readwrite)`), `align N`, `cc N`, string attributes `"k"="v"`, attribute
//! groups `#N` and whole `attributes #N = { ... }` definitions.

use super::{PResult, Parser, is_type_word, is_value_word};
use crate::ir::ast::{Linkage, ParamAttrs, Type, TypeId};
use crate::ir::lexer::Tk;

/// Linkage keywords: `(linkage, is a declaration linkage)`.
pub(super) fn linkage_of(w: &str) -> Option<(Linkage, bool)> {
    Some(match w {
        "private" | "internal" => (Linkage::Internal, false),
        "external" => (Linkage::External, true),
        "extern_weak" => (Linkage::Weak, true),
        "weak" | "weak_odr" | "linkonce" | "linkonce_odr" | "common" | "available_externally" => {
            (Linkage::Weak, false)
        }
        // `appending` only matters when linking modules (llvm.global_ctors, llvm.used).
        "appending" => (Linkage::External, false),
        _ => return None,
    })
}

/// Words that begin a top-level entity (they end a function declaration's trailer).
pub(super) fn is_toplevel_word(w: &str) -> bool {
    matches!(
        w,
        "define"
            | "declare"
            | "attributes"
            | "source_filename"
            | "target"
            | "module"
            | "uselistorder"
            | "uselistorder_bb"
            | "deplibs"
    )
}

impl Parser<'_> {
    /// Skips one attribute at the cursor, recording `byval`/`sret`/`align` into `a`.
    /// `ptr_ty` is the parameter's type (for bare `byval`/`sret` of typed pointers).
    /// Returns false (consuming nothing) if the cursor is not at an attribute: at a type,
    /// a value keyword, or any non-word token.
    pub(super) fn skip_attr(
        &mut self,
        a: &mut ParamAttrs,
        ptr_ty: Option<TypeId>,
    ) -> PResult<bool> {
        let t = self.tok();
        match t.kind {
            Tk::Word => {
                let w = self.text(t);
                if is_type_word(w) || is_value_word(w) {
                    return Ok(false);
                }
                self.bump();
                match w {
                    "align" => {
                        if self.kind() == Tk::LParen {
                            self.bump();
                            a.align = Some(self.align_value()?);
                            self.expect(Tk::RParen, "after align(N)")?;
                        } else {
                            a.align = Some(self.align_value()?);
                        }
                    }
                    "cc" => {
                        self.expect_u32("calling convention number")?;
                    }
                    "byval" | "sret" => {
                        let ty = if self.kind() == Tk::LParen {
                            self.bump();
                            let ty = self.parse_type()?;
                            self.expect(Tk::RParen, || format!("after {w}(T)"))?;
                            ty
                        } else {
                            let pointee = ptr_ty.and_then(|p| match self.ty(p) {
                                Type::Ptr { pointee, .. } => *pointee,
                                _ => None,
                            });
                            pointee.ok_or_else(|| {
                                self.err_at(
                                    t,
                                    format!("bare '{w}' needs a typed pointer parameter"),
                                )
                            })?
                        };
                        if w == "byval" {
                            a.byval = Some(ty);
                        } else {
                            a.sret = Some(ty);
                        }
                    }
                    _ => {
                        if self.kind() == Tk::LParen {
                            self.skip_parens()?;
                        }
                    }
                }
                Ok(true)
            }
            Tk::Str => {
                // "key" or "key"="value"
                self.bump();
                if self.eat(Tk::Eq) {
                    self.expect(Tk::Str, "after '=' in string attribute")?;
                }
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// Skips a run of attributes, returning the ones that matter. `align` is kept only with
    /// `byval` (it is an assumption elsewhere).
    pub(super) fn param_attrs(&mut self, ptr_ty: Option<TypeId>) -> PResult<ParamAttrs> {
        let mut a = ParamAttrs::default();
        while self.skip_attr(&mut a, ptr_ty)? {}
        if a.byval.is_none() {
            a.align = None;
        }
        Ok(a)
    }

    /// An alignment: a power of two up to 2^32.
    pub(super) fn align_value(&mut self) -> PResult<u64> {
        let t = self.tok();
        let v = self.expect_u64("alignment")?;
        if !v.is_power_of_two() || v > 1 << 32 {
            return Err(self.err_at(
                t,
                format!("alignment must be a power of two up to 2^32, not {v}"),
            ));
        }
        Ok(v)
    }

    /// `attributes #N = { ... }`: skipped entirely.
    pub(super) fn attribute_group(&mut self) -> PResult<()> {
        self.bump();
        self.expect(Tk::AttrGrp, "after 'attributes'")?;
        self.expect(Tk::Eq, "after attribute group number")?;
        let open = self.expect(Tk::LBrace, "to start the attribute group")?;
        // Contents: words, `"k"="v"`, `align=8`, `memory(argmem: read)`, ... never braces or
        // sigils, so anything else means the closing brace is missing.
        loop {
            let t = self.tok();
            match t.kind {
                Tk::RBrace => {
                    self.bump();
                    return Ok(());
                }
                Tk::Word if is_toplevel_word(self.text(t)) => break,
                Tk::Word
                | Tk::Str
                | Tk::Eq
                | Tk::Int
                | Tk::Comma
                | Tk::LParen
                | Tk::RParen
                | Tk::Label
                | Tk::Colon => {
                    self.bump();
                }
                _ => break,
            }
        }
        Err(self.err_at(open, "unterminated attribute group (no matching '}')"))
    }

    /// Optional `syncscope("...")`.
    pub(super) fn syncscope(&mut self) -> PResult<Option<String>> {
        if !self.eat_word("syncscope") {
            return Ok(None);
        }
        self.expect(Tk::LParen, "after 'syncscope'")?;
        let s = self.expect(Tk::Str, "(scope name) in syncscope")?;
        self.expect(Tk::RParen, "after syncscope name")?;
        Ok(Some(self.string_of(s)))
    }

    /// A memory ordering keyword.
    pub(super) fn ordering(&mut self, ctx: &str) -> PResult<crate::ir::ast::Ordering> {
        use crate::ir::ast::Ordering as O;
        let o = match self.word() {
            Some("unordered") => O::Unordered,
            Some("monotonic") => O::Monotonic,
            Some("acquire") => O::Acquire,
            Some("release") => O::Release,
            Some("acq_rel") => O::AcqRel,
            Some("seq_cst") => O::SeqCst,
            _ => return Err(self.expected(&format!("memory ordering {ctx}"))),
        };
        self.bump();
        Ok(o)
    }

    /// Skips fast-math flags.
    pub(super) fn skip_fmf(&mut self) {
        while matches!(
            self.word(),
            Some("fast" | "nnan" | "ninf" | "nsz" | "arcp" | "contract" | "afn" | "reassoc")
        ) {
            self.bump();
        }
    }
}
