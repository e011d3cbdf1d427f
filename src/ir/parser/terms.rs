//! Terminators (`ret`, `br`, `switch`, `indirectbr`, `unreachable`) and the debug records of
//! LLVM 19 (`#dbg_value(...)` and friends), which sit between instructions.

use super::consts::mask;
use super::insts::unsupported;
use super::{PResult, Parser};
use crate::ir::ast::*;
use crate::ir::lexer::{Tk, Token};

impl Parser<'_> {
    /// `#dbg_value(...)`, `#dbg_declare(...)`, `#dbg_assign(...)`, `#dbg_label(...)`.
    /// The record's last operand (its `DILocation`) also becomes the instruction's `dbg`.
    pub(super) fn debug_record(&mut self) -> PResult<Inst> {
        let t = self.bump();
        let pos = self.pos(t);
        let text = self.text(t);
        let kind = text
            .strip_prefix("#dbg_")
            .filter(|k| matches!(*k, "value" | "declare" | "assign" | "label"))
            .ok_or_else(|| self.err_at(t, format!("unknown debug record {}", self.show(t))))?
            .to_string();
        self.expect(Tk::LParen, || format!("after {text}"))?;
        let mut args = Vec::new();
        if !self.eat(Tk::RParen) {
            loop {
                args.push(self.md_arg()?);
                if self.eat(Tk::RParen) {
                    break;
                }
                self.expect(Tk::Comma, "between debug record operands")?;
            }
        }
        let dbg = match args.last() {
            Some(MdValue::Ref(n)) => Some(*n),
            _ => None,
        };
        Ok(Inst {
            result: None,
            kind: InstKind::DbgRecord { kind, args },
            pos,
            dbg,
        })
    }

    /// Parses a terminator if `w` names one (cursor at `w`).
    pub(super) fn terminator(&mut self, w: &str, kt: Token) -> PResult<Option<TermKind>> {
        Ok(Some(match w {
            "ret" => {
                self.bump();
                let ty = self.parse_type()?;
                if ty == self.t.void {
                    TermKind::Ret(None)
                } else {
                    let value = self.value(ty)?;
                    TermKind::Ret(Some(Operand { ty, value }))
                }
            }
            "br" => {
                self.bump();
                if self.is_word("label") {
                    TermKind::Br(self.label_operand("in br")?)
                } else {
                    let ty = self.parse_type()?;
                    if ty != self.t.i1 {
                        return Err(self.err_at(kt, "br condition must have type i1"));
                    }
                    let cond = self.value(ty)?;
                    self.expect(Tk::Comma, "after br condition")?;
                    let t = self.label_operand("(true target) in br")?;
                    self.expect(Tk::Comma, "after br true target")?;
                    let f = self.label_operand("(false target) in br")?;
                    TermKind::CondBr { cond, t, f }
                }
            }
            "switch" => {
                self.bump();
                let ty = self.parse_type()?;
                let width = match self.ty(ty) {
                    Type::Int(w) => *w,
                    _ => return Err(self.err_at(kt, "switch value must have integer type")),
                };
                let value = self.value(ty)?;
                self.expect(Tk::Comma, "after switch value")?;
                let default = self.label_operand("(default) in switch")?;
                self.expect(Tk::LBrack, "to start switch cases")?;
                let mut cases = Vec::new();
                while !self.eat(Tk::RBrack) {
                    let ct = self.tok();
                    let cty = self.parse_type()?;
                    if cty != ty {
                        return Err(
                            self.err_at(ct, "switch case type differs from the switch value")
                        );
                    }
                    let v = match self.constant(cty)? {
                        Const::Int(v) => mask(v, width),
                        _ => return Err(self.err_at(ct, "switch case must be an integer constant")),
                    };
                    self.expect(Tk::Comma, "after switch case value")?;
                    let b = self.label_operand("in switch case")?;
                    cases.push((v, b));
                }
                TermKind::Switch {
                    ty,
                    value,
                    default,
                    cases,
                }
            }
            "indirectbr" => {
                self.bump();
                let addr = self.operand()?;
                self.expect(Tk::Comma, "after indirectbr address")?;
                self.expect(Tk::LBrack, "to start indirectbr destinations")?;
                let mut dests = Vec::new();
                if !self.eat(Tk::RBrack) {
                    loop {
                        dests.push(self.label_operand("in indirectbr")?);
                        if self.eat(Tk::RBrack) {
                            break;
                        }
                        self.expect(Tk::Comma, "between indirectbr destinations")?;
                    }
                }
                TermKind::IndirectBr { addr, dests }
            }
            "unreachable" => {
                self.bump();
                TermKind::Unreachable
            }
            _ => {
                if let Some(why) = unsupported(w) {
                    return Err(self.err_at(kt, format!("unsupported instruction '{w}' ({why})")));
                }
                return Ok(None);
            }
        }))
    }
}
