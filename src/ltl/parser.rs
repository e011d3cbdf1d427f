//! Recursive-descent parser for Spin's LTL grammar (Spin 6 `tl_parse.c`), building
//! simplified negation-normal-form formulas directly.
//!
//! Precedence, tightest first, as verified against `spin -f` (Spin 6.5.2):
//!
//! 1. unary prefix operators `!`, `[]`, `<>`, `X` (and their aliases) apply to the next
//!    operand only: `[] p U q` is `([] p) U q`, `! p && q` is `(! p) && q`;
//! 2. binary temporal operators `U`, `V`/`R`, `W`, one level, **left**-associative:
//!    `p U q U r` is `(p U q) U r`;
//! 3. binary boolean operators `&&`, `||`, `->`, `<->`, **one** level, left-associative:
//!    `p || q && r` is `(p || q) && r` and `p -> q -> r` is `(p -> q) -> r`.
//!
//! So `p U q && r` is `(p U q) && r`. This differs from most other tools (where `&&` binds
//! tighter than `||`, and `->` and `U` are right-associative); write parentheses when in
//! doubt.

use super::error::LtlError;
use super::formula::{FALSE, Formula, MAX_PROPS, NodeId, Store, TRUE};
use super::lexer::{Tok, Token, tokenize};

/// The deepest nesting accepted (parentheses, operator chains), so that the recursive
/// algorithms on formulas cannot overflow the stack.
pub const MAX_DEPTH: usize = 200;

/// Parses a formula in Spin's LTL syntax (see the module documentation of [`super`] and of
/// this module for the grammar and precedence).
pub fn parse(input: &str) -> Result<Formula, LtlError> {
    let tokens = tokenize(input)?;
    let mut p = Parser {
        input,
        tokens,
        pos: 0,
        store: Store::new(),
        depth: 0,
    };
    let root = p.boolean()?;
    let t = p.peek();
    match t.tok {
        Tok::End => Ok(Formula {
            store: p.store,
            root,
        }),
        Tok::RParen => Err(p.error(t.col, "unmatched ')'")),
        _ => Err(p.error(
            t.col,
            format!(
                "expected a binary operator or end of formula, found {}",
                t.tok.describe()
            ),
        )),
    }
}

struct Parser<'a> {
    input: &'a str,
    tokens: Vec<Token>,
    pos: usize,
    store: Store,
    depth: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Token {
        self.tokens[self.pos].clone()
    }

    fn bump(&mut self) -> Token {
        let t = self.tokens[self.pos].clone();
        if self.pos + 1 < self.tokens.len() {
            self.pos += 1;
        }
        t
    }

    fn error(&self, col: usize, msg: impl Into<String>) -> LtlError {
        LtlError::new(self.input, col, msg)
    }

    /// Rejects a node nested deeper than [`MAX_DEPTH`], blaming the operator at `col`.
    fn check(&self, id: NodeId, col: usize) -> Result<NodeId, LtlError> {
        if self.store.data(id).height as usize > MAX_DEPTH {
            return Err(self.error(
                col,
                format!("formula nested too deeply (more than {MAX_DEPTH} levels)"),
            ));
        }
        Ok(id)
    }

    /// `boolean := temporal (("&&" | "||" | "->" | "<->") temporal)*`, left-associative.
    fn boolean(&mut self) -> Result<NodeId, LtlError> {
        let mut acc = self.temporal()?;
        loop {
            let op = self.peek();
            if !matches!(op.tok, Tok::And | Tok::Or | Tok::Implies | Tok::Equiv) {
                return Ok(acc);
            }
            self.bump();
            let rhs = self.temporal()?;
            let id = match op.tok {
                Tok::And => self.store.and2(acc, rhs),
                Tok::Or => self.store.or2(acc, rhs),
                Tok::Implies => self.store.implies(acc, rhs),
                _ => self.store.equiv(acc, rhs),
            };
            acc = self.check(id, op.col)?;
        }
    }

    /// `temporal := unary (("U" | "V" | "R" | "W") unary)*`, left-associative.
    fn temporal(&mut self) -> Result<NodeId, LtlError> {
        let mut acc = self.unary()?;
        loop {
            let op = self.peek();
            if !matches!(op.tok, Tok::Until | Tok::Release | Tok::WeakUntil) {
                return Ok(acc);
            }
            self.bump();
            let rhs = self.unary()?;
            let id = match op.tok {
                Tok::Until => self.store.until(acc, rhs),
                Tok::Release => self.store.release(acc, rhs),
                _ => self.store.weak_until(acc, rhs),
            };
            acc = self.check(id, op.col)?;
        }
    }

    /// `unary := ("!" | "[]" | "<>" | "X") unary | "(" boolean ")" | prop | true | false`.
    fn unary(&mut self) -> Result<NodeId, LtlError> {
        let t = self.bump();
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error(
                t.col,
                format!("formula nested too deeply (more than {MAX_DEPTH} levels)"),
            ));
        }
        let r = self.unary_inner(&t);
        self.depth -= 1;
        r
    }

    fn unary_inner(&mut self, t: &Token) -> Result<NodeId, LtlError> {
        let id = match &t.tok {
            Tok::True => TRUE,
            Tok::False => FALSE,
            Tok::Prop(name) => {
                let Some(p) = self.store.prop(name) else {
                    return Err(self.error(
                        t.col,
                        format!("too many propositions (at most {MAX_PROPS})"),
                    ));
                };
                self.store.lit(p, false)
            }
            Tok::Not => {
                let a = self.unary()?;
                self.store.not(a)
            }
            Tok::Always => {
                let a = self.unary()?;
                self.store.always(a)
            }
            Tok::Eventually => {
                let a = self.unary()?;
                self.store.eventually(a)
            }
            Tok::Next => {
                let a = self.unary()?;
                self.store.next(a)
            }
            Tok::LParen => {
                let a = self.boolean()?;
                let close = self.peek();
                match close.tok {
                    Tok::RParen => {
                        self.bump();
                        a
                    }
                    Tok::End => return Err(self.error(t.col, "unmatched '('")),
                    other => {
                        return Err(self.error(
                            close.col,
                            format!(
                                "expected ')' or a binary operator, found {}",
                                other.describe()
                            ),
                        ));
                    }
                }
            }
            Tok::End => {
                return Err(self.error(
                    t.col,
                    "unexpected end of formula: expected a proposition, 'true', 'false', \
                     a unary operator or '('",
                ));
            }
            other => {
                return Err(self.error(
                    t.col,
                    format!(
                        "expected a proposition, 'true', 'false', a unary operator or '(', \
                         found {}",
                        other.describe()
                    ),
                ));
            }
        };
        self.check(id, t.col)
    }
}
