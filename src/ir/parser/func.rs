//! Function bodies: blocks, local value numbering and forward references.
//!
//! Two phases per function. A pre-scan over the body's tokens finds every local definition
//! (`%x =`), so each local gets its final [`LocalId`] (parameters first, then results in
//! textual order) before any instruction is parsed, and uses of later locals (phis in loops)
//! resolve directly; the type of a use that precedes its definition is checked afterwards.
//! Blocks get a provisional id on first mention (`label %bb` before `bb:`) and are renumbered
//! to textual order once the body is complete. Unnamed values (parameters, blocks, results)
//! share one counter, as in LLVM: a numbered definition must not go backwards.

use std::borrow::Cow;

use super::insts::Stmt;
use super::{NameMap, PResult, Parser, is_numbered};
use crate::ir::ast::*;
use crate::ir::lexer::{Tk, Token};

/// Per-function parse state.
pub(super) struct FnState<'a> {
    /// The function's name, for messages.
    pub fname: String,
    /// Local name → id.
    pub local_ids: NameMap<'a>,
    /// Names of locals, by id.
    pub local_names: Vec<String>,
    /// Types of locals, by id, once defined.
    pub local_types: Vec<Option<TypeId>>,
    /// Uses before definition: (local, expected type, token index), checked at the end.
    pub pending: Vec<(u32, TypeId, u32)>,
    /// Block name → provisional id.
    pub block_ids: NameMap<'a>,
    /// Per provisional block id: (final index once defined, token index of first mention).
    pub block_slots: Vec<(Option<u32>, u32)>,
    /// The next number for an unnamed value.
    pub next_num: u32,
}

impl<'a> FnState<'a> {
    /// A fresh state for function `fname`.
    pub fn new(fname: String) -> Self {
        FnState {
            fname,
            local_ids: NameMap::default(),
            local_names: Vec::new(),
            local_types: Vec::new(),
            pending: Vec::new(),
            block_ids: NameMap::default(),
            block_slots: Vec::new(),
            next_num: 0,
        }
    }
}

impl<'a> Parser<'a> {
    /// The current function state (callers only run inside a function).
    fn fs(&mut self) -> PResult<&mut FnState<'a>> {
        let (file, pos) = (self.file, self.pos(self.tok()));
        match self.f.as_mut() {
            Some(f) => Ok(f),
            None => Err(crate::ir::ParseError {
                file: file.to_string(),
                pos,
                msg: "internal error: not inside a function".into(),
            }),
        }
    }

    /// Defines a parameter; `name_tok` is its `%name` if written.
    pub(super) fn define_param(&mut self, ty: TypeId, name_tok: Option<Token>) -> PResult<()> {
        let name: Cow<'a, str> = match name_tok {
            Some(t) => {
                let n = self.name_of(t);
                self.check_number(t, &n)?;
                n
            }
            None => {
                let f = self.fs()?;
                let n = f.next_num.to_string();
                f.next_num += 1;
                Cow::Owned(n)
            }
        };
        let f = self.fs()?;
        let id = f.local_names.len() as u32;
        if f.local_ids.contains_key(&*name) {
            let t = name_tok.unwrap_or_else(|| self.tok());
            return Err(self.err_at(t, format!("redefinition of parameter %{name}")));
        }
        f.local_names.push(name.to_string());
        f.local_types.push(Some(ty));
        f.local_ids.insert(name, id);
        Ok(())
    }

    /// For a numbered name `%N` / `N:` written at `t`: checks N against the unnamed-value
    /// counter and advances it. Named values are left alone.
    pub(super) fn check_number(&mut self, t: Token, name: &str) -> PResult<()> {
        let raw = self.text(t);
        let raw = raw.strip_prefix('%').unwrap_or(raw);
        if !is_numbered(raw) {
            return Ok(());
        }
        let Ok(n) = name.parse::<u32>() else {
            return Err(self.err_at(t, format!("value number too large: %{name}")));
        };
        let f = self.fs()?;
        let expected = f.next_num;
        if n < expected {
            return Err(self.err_at(
                t,
                format!("value number %{n} out of order: expected %{expected} or higher"),
            ));
        }
        if n == u32::MAX {
            return Err(self.err_at(t, format!("value number too large: %{name}")));
        }
        self.fs()?.next_num = n + 1;
        Ok(())
    }

    /// Pre-scans the body starting at the cursor (just after `{`) for `%x =` definitions.
    fn prescan_locals(&mut self) -> PResult<()> {
        let mut depth = 0u32;
        let mut j = self.i;
        while let Some(&t) = self.toks.get(j) {
            match t.kind {
                Tk::Eof => break,
                Tk::LBrace => depth += 1,
                Tk::RBrace => {
                    if depth == 0 {
                        break;
                    }
                    depth -= 1;
                }
                Tk::Local if self.toks.get(j + 1).is_some_and(|n| n.kind == Tk::Eq) => {
                    let name = self.name_of(t);
                    let f = self.fs()?;
                    if f.local_ids.contains_key(&*name) {
                        return Err(self.err_at(t, format!("redefinition of local %{name}")));
                    }
                    let id = f.local_names.len() as u32;
                    f.local_names.push(name.to_string());
                    f.local_types.push(None);
                    f.local_ids.insert(name, id);
                }
                _ => {}
            }
            j += 1;
        }
        Ok(())
    }

    /// A use of local `%x` (token `t`) with expected type `ty` (`None`: unchecked).
    pub(super) fn local_use(&mut self, t: Token, ty: Option<TypeId>) -> PResult<LocalId> {
        let name = self.name_of(t);
        let tok_idx = self.i.saturating_sub(1) as u32;
        let Some(f) = self.f.as_mut() else {
            return Err(self.err_at(t, format!("local value %{name} used outside a function")));
        };
        let Some(&id) = f.local_ids.get(&*name) else {
            let fname = f.fname.clone();
            return Err(self.err_at(
                t,
                format!("undefined local %{name} (used in function @{fname})"),
            ));
        };
        if let Some(ty) = ty {
            match f.local_types.get(id as usize).copied().flatten() {
                Some(d) if d != ty => {
                    let msg = format!(
                        "local %{name} has type '{}' but is used as '{}'",
                        self.show_ty(d),
                        self.show_ty(ty)
                    );
                    return Err(self.err_at(t, msg));
                }
                Some(_) => {}
                None => f.pending.push((id, ty, tok_idx)),
            }
        }
        Ok(LocalId(id))
    }

    /// A use of block `%bb` (token `t`): a provisional id, fixed when the body is done.
    pub(super) fn block_use(&mut self, t: Token) -> PResult<BlockId> {
        let name = self.name_of(t);
        let tok_idx = self.i.saturating_sub(1) as u32;
        let f = self.fs()?;
        if let Some(&id) = f.block_ids.get(&*name) {
            return Ok(BlockId(id));
        }
        let id = f.block_slots.len() as u32;
        f.block_slots.push((None, tok_idx));
        f.block_ids.insert(name, id);
        Ok(BlockId(id))
    }

    /// `label %bb`
    pub(super) fn label_operand(&mut self, ctx: &str) -> PResult<BlockId> {
        self.expect_word("label", ctx)?;
        let t = self.expect(Tk::Local, "(block name) after 'label'")?;
        self.block_use(t)
    }

    /// Defines block `name` (at token `t`) as block number `index`.
    fn define_block(&mut self, name: Cow<'a, str>, t: Token, index: u32) -> PResult<()> {
        let tok_idx = self.i.saturating_sub(1) as u32;
        let f = self.fs()?;
        let id = match f.block_ids.get(&*name) {
            Some(&id) => id,
            None => {
                let id = f.block_slots.len() as u32;
                f.block_slots.push((None, tok_idx));
                f.block_ids.insert(name.clone(), id);
                id
            }
        };
        match f.block_slots.get_mut(id as usize) {
            Some(slot) if slot.0.is_none() => {
                slot.0 = Some(index);
                Ok(())
            }
            _ => Err(self.err_at(t, format!("redefinition of block %{name}"))),
        }
    }

    /// Records the type of a defined local.
    pub(super) fn set_local_type(&mut self, id: LocalId, ty: TypeId) -> PResult<()> {
        let f = self.fs()?;
        if let Some(slot) = f.local_types.get_mut(id.0 as usize) {
            *slot = Some(ty);
        }
        Ok(())
    }

    /// The id the pre-scan gave to the local defined at `t`, after checking its number.
    pub(super) fn local_def(&mut self, t: Token) -> PResult<LocalId> {
        let name = self.name_of(t);
        self.check_number(t, &name)?;
        let f = self.fs()?;
        match f.local_ids.get(&*name) {
            Some(&id) => Ok(LocalId(id)),
            None => Err(self.err_at(t, format!("internal error: %{name} missed by pre-scan"))),
        }
    }

    /// Parses `{ blocks }` (cursor at `{`) of the function whose state is in `self.f`.
    pub(super) fn body(&mut self) -> PResult<Vec<Block>> {
        self.expect(Tk::LBrace, "to start function body")?;
        self.prescan_locals()?;
        let mut blocks: Vec<Block> = Vec::new();
        loop {
            let t = self.tok();
            if t.kind == Tk::RBrace {
                if blocks.is_empty() {
                    return Err(self.err_at(t, "function body has no blocks"));
                }
                self.bump();
                break;
            }
            let index = blocks.len() as u32;
            let (name, pos) = if t.kind == Tk::Label {
                self.bump();
                let name = self.name_of(t);
                self.check_number(t, &name)?;
                (name, self.pos(t))
            } else {
                let f = self.fs()?;
                let n = f.next_num;
                f.next_num = n.saturating_add(1);
                (Cow::Owned(n.to_string()), self.pos(t))
            };
            self.define_block(name.clone(), t, index)?;
            let mut insts = Vec::new();
            loop {
                let st = self.tok();
                if matches!(st.kind, Tk::Label | Tk::RBrace | Tk::Eof) {
                    return Err(self.err_at(
                        st,
                        format!(
                            "expected instruction or terminator in block %{name}, found {}",
                            self.show(st)
                        ),
                    ));
                }
                match self.statement()? {
                    Stmt::Inst(i) => insts.push(i),
                    Stmt::Term(term) => {
                        blocks.push(Block {
                            name: name.into_owned(),
                            insts,
                            term,
                            pos,
                        });
                        break;
                    }
                }
            }
        }
        self.finish_body(&mut blocks)?;
        Ok(blocks)
    }

    /// Resolves block ids to textual order and checks uses that preceded definitions.
    fn finish_body(&mut self, blocks: &mut [Block]) -> PResult<()> {
        let f = self.fs()?;
        let mut map = Vec::with_capacity(f.block_slots.len());
        let mut undefined = None;
        for (id, (fin, tok)) in f.block_slots.iter().enumerate() {
            match fin {
                Some(k) => map.push(*k),
                None => {
                    undefined.get_or_insert((id, *tok));
                    map.push(0);
                }
            }
        }
        if let Some((id, tok)) = undefined {
            let name = f
                .block_ids
                .iter()
                .find(|(_, v)| **v as usize == id)
                .map(|(k, _)| k.to_string())
                .unwrap_or_default();
            let fname = f.fname.clone();
            let t = self
                .toks
                .get(tok as usize)
                .copied()
                .unwrap_or_else(|| self.tok());
            return Err(self.err_at(
                t,
                format!("undefined block %{name} (used in function @{fname})"),
            ));
        }
        let pending = std::mem::take(&mut f.pending);
        for (id, ty, tok) in pending {
            let f = self.fs()?;
            let def = f.local_types.get(id as usize).copied().flatten();
            if def != Some(ty) {
                let name = f.local_names.get(id as usize).cloned().unwrap_or_default();
                let t = self
                    .toks
                    .get(tok as usize)
                    .copied()
                    .unwrap_or_else(|| self.tok());
                let msg = match def {
                    Some(d) => format!(
                        "local %{name} has type '{}' but is used as '{}'",
                        self.show_ty(d),
                        self.show_ty(ty)
                    ),
                    None => format!("local %{name} is never defined by an instruction"),
                };
                return Err(self.err_at(t, msg));
            }
        }
        let fix = |b: &mut BlockId| b.0 = map.get(b.0 as usize).copied().unwrap_or(0);
        for blk in blocks.iter_mut() {
            for inst in &mut blk.insts {
                if let InstKind::Phi { incoming, .. } = &mut inst.kind {
                    for (_, b) in incoming.iter_mut() {
                        fix(b);
                    }
                }
            }
            match &mut blk.term.kind {
                TermKind::Br(b) => fix(b),
                TermKind::CondBr { t, f, .. } => {
                    fix(t);
                    fix(f);
                }
                TermKind::Switch { default, cases, .. } => {
                    fix(default);
                    for (_, b) in cases.iter_mut() {
                        fix(b);
                    }
                }
                TermKind::IndirectBr { dests, .. } => dests.iter_mut().for_each(fix),
                TermKind::Ret(_) | TermKind::Unreachable => {}
            }
        }
        Ok(())
    }
}
