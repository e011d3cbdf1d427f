//! Textual LLVM IR (`.ll`): a lexer and parser into the plain data model of [`ast`].
//!
//! This module knows nothing about execution. It accepts the IR that clang 14 to 19 emits for
//! C11 at every optimisation level, with typed (clang 14) or opaque pointers, with or without
//! debug information. Input it cannot handle yields a [`ParseError`] with the file, line and
//! column and the construct's name, never a panic.

pub mod ast;

pub use ast::*;

/// An error reading a `.ll` file: where, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The file being parsed.
    pub file: String,
    /// Where the problem is.
    pub pos: Pos,
    /// What went wrong, naming the construct.
    pub msg: String,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.file, self.pos.line, self.pos.col, self.msg
        )
    }
}

impl std::error::Error for ParseError {}
