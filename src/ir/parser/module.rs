//! Top-level entities: header lines, named types, comdats, globals and aliases, function
//! definitions and declarations (header parsing; bodies are in `func`), attribute groups and
//! metadata; then the whole-module checks (undefined types, globals, metadata, block
//! addresses).

use std::collections::HashMap;

use super::attrs::{is_toplevel_word, linkage_of};
use super::func::FnState;
use super::{PResult, Parser};
use crate::ir::ParseError;
use crate::ir::ast::*;
use crate::ir::lexer::{self, Tk};

/// Parses a whole `.ll` source; `path` is used in messages and stored in the module.
pub(crate) fn parse_module(src: &str, path: &str) -> Result<Module, ParseError> {
    let lexed = lexer::lex(src).map_err(|e| ParseError {
        file: path.to_string(),
        pos: Pos {
            line: e.line,
            col: e.col,
        },
        msg: e.msg,
    })?;
    let mut p = Parser::new(src, path, lexed);
    p.module()?;
    p.finish()
}

impl Parser<'_> {
    /// The top-level loop.
    fn module(&mut self) -> PResult<()> {
        loop {
            let t = self.tok();
            match t.kind {
                Tk::Eof => return Ok(()),
                Tk::Word => match self.text(t) {
                    "source_filename" => {
                        self.bump();
                        self.expect(Tk::Eq, "after 'source_filename'")?;
                        let s = self.expect(Tk::Str, "after 'source_filename ='")?;
                        self.m.source_filename = Some(self.string_of(s));
                    }
                    "target" => {
                        self.bump();
                        let which = self.tok();
                        let is_dl = match self.word() {
                            Some("datalayout") => true,
                            Some("triple") => false,
                            _ => {
                                return Err(
                                    self.expected("'datalayout' or 'triple' after 'target'")
                                );
                            }
                        };
                        self.bump();
                        let which = self.text(which);
                        self.expect(Tk::Eq, || format!("after 'target {which}'"))?;
                        let s = self.expect(Tk::Str, "(target string)")?;
                        let s = Some(self.string_of(s));
                        if is_dl {
                            self.m.datalayout = s;
                        } else {
                            self.m.triple = s;
                        }
                    }
                    "define" => self.function(true)?,
                    "declare" => self.function(false)?,
                    "attributes" => self.attribute_group()?,
                    "module" => {
                        return Err(self
                            .err_at(t, "unsupported 'module asm' (module-level inline assembly)"));
                    }
                    w @ ("uselistorder" | "uselistorder_bb" | "deplibs") => {
                        return Err(
                            self.err_at(t, format!("unsupported top-level directive '{w}'"))
                        );
                    }
                    _ => return Err(self.expected("top-level entity")),
                },
                Tk::Global => self.global_entity()?,
                Tk::Local => self.named_type()?,
                Tk::Comdat => {
                    self.bump();
                    self.expect(Tk::Eq, "after comdat name")?;
                    self.expect_word("comdat", "after '$name ='")?;
                    self.expect(Tk::Word, "(comdat selection kind)")?;
                }
                Tk::MdName => self.named_metadata()?,
                Tk::MdId => self.numbered_metadata()?,
                Tk::Summary => self.skip_summary_entry()?,
                _ => return Err(self.expected("top-level entity")),
            }
        }
    }

    /// Skips a summary index entry such as `^0 = module: (path: "x", hash: (0, 0))` or
    /// `^2 = flags: 8` (emitted with `-flto`); it carries nothing execution needs.
    fn skip_summary_entry(&mut self) -> PResult<()> {
        self.bump();
        self.expect(Tk::Eq, "after summary entry id")?;
        self.expect(Tk::Label, "(summary entry kind)")?;
        loop {
            match self.kind() {
                Tk::LParen => self.skip_parens()?,
                Tk::Int | Tk::Label => {
                    self.bump();
                }
                _ => return Ok(()),
            }
        }
    }

    /// Registers a global/function/alias name, rejecting redefinitions.
    fn define_global_name(&mut self, name: &str, t: lexer::Token) -> PResult<()> {
        if !self.global_names.insert(name.to_string()) {
            return Err(self.err_at(t, format!("redefinition of global @{name}")));
        }
        Ok(())
    }

    /// `%name = type { ... } | type opaque`
    fn named_type(&mut self) -> PResult<()> {
        let t = self.bump();
        let name = self.name_of(t);
        self.expect(Tk::Eq, "after type name")?;
        self.expect_word("type", || format!("after '%{name} ='"))?;
        let pos = self.pos(t);
        let idx = self.named_index(&name, pos);
        if self
            .named_defined
            .get(idx as usize)
            .copied()
            .unwrap_or(true)
        {
            return Err(self.err_at(t, format!("redefinition of type %{name}")));
        }
        if let Some(d) = self.named_defined.get_mut(idx as usize) {
            *d = true;
        }
        let body = if self.eat_word("opaque") {
            None
        } else {
            let bt = self.tok();
            let body = self.parse_type()?;
            if !matches!(self.ty(body), Type::Struct { .. }) {
                return Err(self.err_at(
                    bt,
                    format!(
                        "named type %{name} must be a struct, not '{}'",
                        self.show_ty(body)
                    ),
                ));
            }
            Some(body)
        };
        if let Some(n) = self.m.types.named.get_mut(idx as usize) {
            n.body = body;
            n.pos = pos;
        }
        Ok(())
    }

    /// `@g = ... global|constant T [init] [, section ...]...` or `@a = ... alias T, aliasee`.
    fn global_entity(&mut self) -> PResult<()> {
        let t = self.bump();
        let name = self.name_of(t).into_owned();
        let pos = self.pos(t);
        self.expect(Tk::Eq, || format!("after '@{name}'"))?;
        let mut linkage = Linkage::External;
        let mut declaration = false;
        let mut thread_local = None;
        let is_constant = loop {
            let Some(w) = self.word() else {
                return Err(self.expected(&format!(
                    "'global', 'constant' or 'alias' in definition of @{name}"
                )));
            };
            match w {
                "global" | "constant" => {
                    self.bump();
                    break w == "constant";
                }
                "alias" => return self.alias(name, t, pos),
                "ifunc" => return Err(self.err("unsupported 'ifunc'")),
                "thread_local" => thread_local = Some(ThreadLocal::Yes),
                _ => {
                    if let Some((l, decl)) = linkage_of(w) {
                        linkage = l;
                        declaration = decl;
                    }
                }
            }
            self.bump();
            if self.kind() == Tk::LParen {
                self.skip_parens()?;
            }
        };
        self.define_global_name(&name, t)?;
        let ty = self.parse_type()?;
        let init = if declaration {
            None
        } else {
            Some(self.constant(ty)?)
        };
        let mut align = None;
        let mut dbg = Vec::new();
        loop {
            match self.kind() {
                Tk::AttrGrp => {
                    self.bump();
                }
                Tk::Comma => {
                    self.bump();
                    let at = self.tok();
                    match (at.kind, self.text(at)) {
                        (Tk::Word, "section" | "partition" | "code_model") => {
                            self.bump();
                            let what = self.text(at);
                            self.expect(Tk::Str, || format!("after '{what}'"))?;
                        }
                        (Tk::Word, "comdat") => {
                            self.bump();
                            self.opt_comdat_name()?;
                        }
                        (Tk::Word, "align") => {
                            self.bump();
                            align = Some(self.align_value()?);
                        }
                        (
                            Tk::Word,
                            "no_sanitize_address"
                            | "no_sanitize_hwaddress"
                            | "sanitize_memtag"
                            | "sanitize_address_dyninit",
                        ) => {
                            self.bump();
                        }
                        (Tk::MdName, _) => {
                            if let Some(n) = self.attachment()? {
                                dbg.push(n);
                            }
                        }
                        _ => {
                            return Err(
                                self.expected(&format!("global attribute after ',' in @{name}"))
                            );
                        }
                    }
                }
                _ => break,
            }
        }
        self.m.globals.push(Global {
            name,
            ty,
            is_constant,
            init,
            linkage,
            align,
            thread_local,
            dbg,
            pos,
        });
        Ok(())
    }

    /// Optional `($name)` after `comdat`.
    fn opt_comdat_name(&mut self) -> PResult<()> {
        if self.eat(Tk::LParen) {
            self.expect(Tk::Comdat, "in comdat(...)")?;
            self.expect(Tk::RParen, "after comdat name")?;
        }
        Ok(())
    }

    /// The rest of `@a = ... alias T, ptr @aliasee` (cursor at `alias`).
    fn alias(&mut self, name: String, t: lexer::Token, pos: Pos) -> PResult<()> {
        self.bump();
        self.define_global_name(&name, t)?;
        let ty = self.parse_type()?;
        self.expect(Tk::Comma, "after alias type")?;
        // LLVM <= 14 prints cast / getelementptr aliasees without their type.
        let aliasee = if matches!(
            self.word(),
            Some("bitcast" | "getelementptr" | "addrspacecast" | "inttoptr")
        ) {
            let pty = self.alloca_result(ty, 0);
            let value = self.constant(pty)?;
            let cty = match &value {
                Const::Expr(e) => match &**e {
                    ConstExpr::Cast { to, .. } => *to,
                    _ => pty,
                },
                _ => pty,
            };
            TypedConst { ty: cty, value }
        } else {
            self.typed_const()?
        };
        while self.kind() == Tk::Comma {
            self.bump();
            if self.eat_word("partition") {
                self.expect(Tk::Str, "after 'partition'")?;
            } else if self.kind() == Tk::MdName {
                self.attachment()?;
            } else {
                return Err(self.expected("'partition' or metadata after ',' in alias"));
            }
        }
        self.m.aliases.push(Alias {
            name,
            ty,
            aliasee,
            pos,
        });
        Ok(())
    }

    /// `define ... { body }` or `declare ...`.
    fn function(&mut self, is_define: bool) -> PResult<()> {
        let start = self.bump();
        let pos = self.pos(start);
        let mut dbg = None;
        while self.kind() == Tk::MdName {
            if let Some(n) = self.attachment()? {
                dbg = Some(n);
            }
        }
        let mut linkage = Linkage::External;
        let mut ignored = ParamAttrs::default();
        loop {
            if self.at_type_start() {
                break;
            }
            if let Some((l, _)) = self.word().and_then(linkage_of) {
                linkage = l;
                self.bump();
                continue;
            }
            if !self.skip_attr(&mut ignored, None)? {
                return Err(self.expected("function return type"));
            }
        }
        let ret_ty = self.parse_type()?;
        let nt = self.expect(Tk::Global, "(function name)")?;
        let name = self.name_of(nt).into_owned();
        self.define_global_name(&name, nt)?;
        self.f = Some(FnState::new(name.clone()));
        let r = self.function_rest(is_define, name, ret_ty, linkage, dbg, pos);
        self.f = None;
        r
    }

    /// Parameters, trailer and body of a function (with `self.f` set).
    fn function_rest(
        &mut self,
        is_define: bool,
        name: String,
        ret_ty: TypeId,
        linkage: Linkage,
        mut dbg: Option<u32>,
        pos: Pos,
    ) -> PResult<()> {
        self.expect(Tk::LParen, || format!("after function name @{name}"))?;
        let mut params = Vec::new();
        let mut varargs = false;
        if !self.eat(Tk::RParen) {
            loop {
                if self.eat(Tk::Ellipsis) {
                    varargs = true;
                    self.expect(Tk::RParen, "after '...'")?;
                    break;
                }
                let ty = self.parse_type()?;
                if ty == self.t.void {
                    return Err(self.err("parameters cannot have type void"));
                }
                let attrs = self.param_attrs(Some(ty))?;
                let name_tok = if self.kind() == Tk::Local {
                    Some(self.bump())
                } else {
                    None
                };
                self.define_param(ty, name_tok)?;
                params.push(Param { ty, attrs });
                if self.eat(Tk::RParen) {
                    break;
                }
                self.expect(Tk::Comma, "between parameters")?;
            }
        }
        // Trailer: unnamed_addr, addrspace, #N, section, comdat, align, gc, prefix, ...
        loop {
            let t = self.tok();
            match t.kind {
                Tk::AttrGrp => {
                    self.bump();
                }
                // A declaration's attachments precede its header (`declare !dbg !5 ...`), so
                // after one a `!name` starts the next entity (named metadata).
                Tk::MdName if is_define => {
                    if let Some(n) = self.attachment()? {
                        dbg = Some(n);
                    }
                }
                Tk::Word => {
                    let w = self.text(t);
                    if is_toplevel_word(w) {
                        break;
                    }
                    self.bump();
                    match w {
                        "section" | "partition" | "gc" => {
                            self.expect(Tk::Str, || format!("after '{w}'"))?;
                        }
                        "comdat" => self.opt_comdat_name()?,
                        "align" => {
                            self.align_value()?;
                        }
                        "prefix" | "prologue" | "personality" => {
                            self.typed_const()?;
                        }
                        _ => {
                            if self.kind() == Tk::LParen {
                                self.skip_parens()?;
                            }
                        }
                    }
                }
                Tk::Str => {
                    let mut ignored = ParamAttrs::default();
                    self.skip_attr(&mut ignored, None)?;
                }
                _ => break,
            }
        }
        let blocks = if is_define {
            if self.kind() != Tk::LBrace {
                return Err(self.expected(&format!("'{{' to start the body of @{name}")));
            }
            self.body()?
        } else {
            Vec::new()
        };
        let f = self.f.take().unwrap_or_else(|| FnState::new(String::new()));
        let void = self.t.void;
        self.m.functions.push(Function {
            name,
            ret_ty,
            params,
            varargs,
            linkage,
            blocks,
            locals: f.local_names,
            local_types: f
                .local_types
                .into_iter()
                .map(|t| t.unwrap_or(void))
                .collect(),
            dbg,
            pos,
        });
        Ok(())
    }

    /// Whole-module checks, then hands out the module.
    fn finish(self) -> PResult<Module> {
        for (i, n) in self.m.types.named.iter().enumerate() {
            if !self.named_defined.get(i).copied().unwrap_or(false) {
                return Err(ParseError {
                    file: self.file.to_string(),
                    pos: n.pos,
                    msg: format!("use of undefined type %{}", n.name),
                });
            }
        }
        for &ti in &self.global_uses {
            let t = self
                .toks
                .get(ti as usize)
                .copied()
                .unwrap_or_else(|| self.eof_tok());
            let name = self.name_of(t);
            if !self.global_names.contains(&*name) {
                let hint = if name.starts_with("llvm.") {
                    " (intrinsics must be declared)"
                } else {
                    ""
                };
                return Err(self.err_at(t, format!("undefined global @{name}{hint}")));
            }
        }
        for &(id, ti) in &self.md_uses {
            if !self.m.metadata.contains_key(&id) {
                let t = self
                    .toks
                    .get(ti as usize)
                    .copied()
                    .unwrap_or_else(|| self.eof_tok());
                return Err(self.err_at(t, format!("undefined metadata !{id}")));
            }
        }
        let by_name: HashMap<&str, &Function> = self
            .m
            .functions
            .iter()
            .map(|f| (f.name.as_str(), f))
            .collect();
        for (fname, bname, ti) in &self.blockaddrs {
            let t = self
                .toks
                .get(*ti as usize)
                .copied()
                .unwrap_or_else(|| self.eof_tok());
            let Some(f) = by_name.get(fname.as_str()) else {
                return Err(self.err_at(
                    t,
                    format!("blockaddress refers to unknown function @{fname}"),
                ));
            };
            if !f.blocks.iter().any(|b| &b.name == bname) {
                return Err(self.err_at(
                    t,
                    format!("blockaddress refers to unknown block %{bname} in @{fname}"),
                ));
            }
        }
        drop(by_name);
        Ok(self.m)
    }
}
