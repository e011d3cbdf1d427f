//! Metadata: numbered nodes `!N = [distinct] !{...}` / `!DIxxx(field: value, ...)`, named
//! metadata `!llvm.dbg.cu = !{!0}`, inline metadata operands (`metadata !DIExpression()`,
//! `!DIArgList(i32 %x)`), debug-record arguments and attachments (`, !dbg !12`).
//!
//! Specialised nodes keep their fields in order; positional operands (as in
//! `!DIExpression(DW_OP_plus_uconst, 4)`) get the empty field name `""`. `!DIArgList(...)`
//! becomes [`MdValue::List`]. `distinct` is dropped.

use super::{PResult, Parser, is_type_word};
use crate::ir::ast::{MdNode, MdValue, Operand};
use crate::ir::lexer::Tk;

impl Parser<'_> {
    /// `!N = [distinct] node`
    pub(super) fn numbered_metadata(&mut self) -> PResult<()> {
        let t = self.bump();
        let id = self.md_id_of(t)?;
        self.expect(Tk::Eq, "after metadata id")?;
        self.eat_word("distinct");
        let nt = self.tok();
        let node = match self.md_value()? {
            MdValue::Node(n) => *n,
            _ => return Err(self.err_at(nt, "expected metadata node '!{...}' or '!DIxxx(...)'")),
        };
        if self.m.metadata.insert(id, node).is_some() {
            return Err(self.err_at(t, format!("redefinition of metadata !{id}")));
        }
        Ok(())
    }

    /// `!name = !{!0, !1}`
    pub(super) fn named_metadata(&mut self) -> PResult<()> {
        let t = self.bump();
        let name = self.text(t).get(1..).unwrap_or("").to_string();
        self.expect(Tk::Eq, "after named metadata")?;
        self.expect(Tk::Excl, "to start named metadata '!{...}'")?;
        self.expect(Tk::LBrace, "to start named metadata '!{...}'")?;
        let mut ids = Vec::new();
        if !self.eat(Tk::RBrace) {
            loop {
                ids.push(self.md_ref()?);
                if self.eat(Tk::RBrace) {
                    break;
                }
                self.expect(Tk::Comma, "between named metadata operands")?;
            }
        }
        // As in LLVM, a repeated definition appends its operands.
        self.m.named_metadata.entry(name).or_default().extend(ids);
        Ok(())
    }

    /// A metadata value starting with `!`: `!N`, `!"str"`, `!{...}`, `!DIxxx(...)`.
    pub(super) fn md_value(&mut self) -> PResult<MdValue> {
        self.enter()?;
        let r = self.md_value_inner();
        self.leave();
        r
    }

    #[inline(never)]
    fn md_value_inner(&mut self) -> PResult<MdValue> {
        let t = self.tok();
        match t.kind {
            Tk::MdId => Ok(MdValue::Ref(self.md_ref()?)),
            Tk::Excl => {
                self.bump();
                match self.kind() {
                    Tk::Str => {
                        let s = self.bump();
                        Ok(MdValue::Str(self.string_of(s)))
                    }
                    Tk::LBrace => self.md_tuple(),
                    _ => Err(self.expected("'{' or a string after '!'")),
                }
            }
            Tk::MdName if self.peek(1).kind == Tk::LParen => {
                let kind = self.text(t).get(1..).unwrap_or("");
                self.bump();
                self.bump();
                if kind == "DIArgList" {
                    self.md_arglist()
                } else {
                    self.md_specialized(kind)
                }
            }
            _ => Err(self.expected("metadata")),
        }
    }

    /// `!{ a, b, ... }` with the cursor at `{`.
    #[inline(never)]
    fn md_tuple(&mut self) -> PResult<MdValue> {
        self.bump();
        let mut elems = Vec::new();
        if !self.eat(Tk::RBrace) {
            loop {
                elems.push(self.md_tuple_elem()?);
                if self.eat(Tk::RBrace) {
                    break;
                }
                self.expect(Tk::Comma, "between metadata tuple operands")?;
            }
        }
        Ok(MdValue::Node(Box::new(MdNode::Tuple(elems))))
    }

    /// The operands of `!DIArgList(...)` (after the `(`).
    #[inline(never)]
    fn md_arglist(&mut self) -> PResult<MdValue> {
        let mut args = Vec::new();
        if !self.eat(Tk::RParen) {
            loop {
                args.push(self.md_arg()?);
                if self.eat(Tk::RParen) {
                    break;
                }
                self.expect(Tk::Comma, "between DIArgList operands")?;
            }
        }
        Ok(MdValue::List(args))
    }

    /// The fields of `!Kind(...)` (after the `(`).
    #[inline(never)]
    fn md_specialized(&mut self, kind: &str) -> PResult<MdValue> {
        let mut fields = Vec::new();
        if !self.eat(Tk::RParen) {
            loop {
                let name = if self.kind() == Tk::Label {
                    let l = self.bump();
                    self.text(l).to_string()
                } else {
                    String::new()
                };
                let v = self.md_field_value()?;
                fields.push((name, v));
                if self.eat(Tk::RParen) {
                    break;
                }
                self.expect(Tk::Comma, || format!("between fields of !{kind}"))?;
            }
        }
        Ok(MdValue::Node(Box::new(MdNode::Specialized {
            kind: kind.to_string(),
            fields,
        })))
    }

    /// An operand of a `!{...}` tuple: `null`, metadata, or a typed value.
    #[inline(never)]
    fn md_tuple_elem(&mut self) -> PResult<MdValue> {
        if self.eat_word("null") {
            return Ok(MdValue::Null);
        }
        self.md_arg()
    }

    /// A metadata argument (of `metadata` call arguments, debug records, DIArgList):
    /// metadata starting with `!`, or a typed value `i32 %x` / `ptr @g`.
    #[inline(never)]
    pub(super) fn md_arg(&mut self) -> PResult<MdValue> {
        match self.kind() {
            Tk::MdId | Tk::Excl | Tk::MdName => self.md_value(),
            _ if self.at_type_start() => {
                let ty = self.parse_type()?;
                if ty == self.t.metadata {
                    // `metadata !5` inside metadata: only metadata may follow.
                    return match self.kind() {
                        Tk::MdId | Tk::Excl | Tk::MdName => self.md_value(),
                        _ => Err(self.expected("metadata after 'metadata'")),
                    };
                }
                let value = self.value(ty)?;
                Ok(MdValue::Value(Operand { ty, value }))
            }
            _ => Err(self.expected("metadata operand")),
        }
    }

    /// The value of a specialised node's field (or a positional operand).
    #[inline(never)]
    fn md_field_value(&mut self) -> PResult<MdValue> {
        let t = self.tok();
        match t.kind {
            Tk::Int => {
                let s = self.text(t);
                let v: i128 = s
                    .parse()
                    .map_err(|_| self.err_at(t, format!("metadata integer too large: {s}")))?;
                self.bump();
                if self.kind() == Tk::Bar {
                    return self.md_flags(t);
                }
                Ok(MdValue::Int(v))
            }
            Tk::Str => {
                self.bump();
                Ok(MdValue::Str(self.string_of(t)))
            }
            Tk::MdId | Tk::Excl | Tk::MdName => self.md_value(),
            Tk::Word => {
                let w = self.text(t);
                if w == "null" {
                    self.bump();
                    return Ok(MdValue::Null);
                }
                if is_type_word(w) {
                    // e.g. `extraData: i64 128`
                    let ty = self.parse_type()?;
                    let value = self.value(ty)?;
                    return Ok(MdValue::Value(Operand { ty, value }));
                }
                self.bump();
                if self.kind() == Tk::Bar {
                    return self.md_flags(t);
                }
                Ok(MdValue::Ident(w.to_string()))
            }
            _ => Err(self.expected("metadata field value")),
        }
    }

    /// The rest of a `A | B | C` flag list whose first element `first` was consumed.
    fn md_flags(&mut self, first: crate::ir::lexer::Token) -> PResult<MdValue> {
        let mut s = self.text(first).to_string();
        while self.eat(Tk::Bar) {
            let t = self.tok();
            if !matches!(t.kind, Tk::Word | Tk::Int) {
                return Err(self.expected("flag after '|'"));
            }
            self.bump();
            s.push_str(" | ");
            s.push_str(self.text(t));
        }
        Ok(MdValue::Ident(s))
    }

    /// One attachment `!kind md` (cursor at `!kind`); returns the node id if it is `!dbg !N`.
    pub(super) fn attachment(&mut self) -> PResult<Option<u32>> {
        let k = self.expect(Tk::MdName, "(attachment kind)")?;
        let is_dbg = self.text(k) == "!dbg";
        let v = self.md_value()?;
        Ok(match v {
            MdValue::Ref(n) if is_dbg => Some(n),
            _ => None,
        })
    }

    /// Trailing instruction attachments `, !kind md, ...`; returns the `!dbg` node if any.
    pub(super) fn attachments(&mut self) -> PResult<Option<u32>> {
        let mut dbg = None;
        while self.kind() == Tk::Comma && self.peek(1).kind == Tk::MdName {
            self.bump();
            if let Some(n) = self.attachment()? {
                dbg = Some(n);
            }
        }
        Ok(dbg)
    }
}
