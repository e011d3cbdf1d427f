//! Textual LLVM IR (`.ll`): a lexer and parser into the plain data model of [`ast`].
//!
//! This module knows nothing about execution. It accepts the IR that clang 14 to 19 emits for
//! C11 at every optimisation level, with typed (clang 14) or opaque pointers, with or without
//! debug information. Input it cannot handle yields a [`ParseError`] with the file, line and
//! column and the construct's name, never a panic.

pub mod ast;
mod lexer;
mod parser;

pub use ast::*;

/// Parses the text of a `.ll` module. `path` names the source in errors and is stored in
/// [`Module::path`].
///
/// Accepts the IR clang 14 to 19 emits for C (typed or opaque pointers, with or without debug
/// information). Anything else, and any malformed input, yields a [`ParseError`] naming the
/// construct, with the 1-based line and column of the offending token; it never panics.
pub fn parse(src: &str, path: &str) -> Result<Module, ParseError> {
    parser::parse_module(src, path)
}

/// Reads and parses a `.ll` file. A read failure is a [`ParseError`] at 0:0 naming the file.
/// Invalid UTF-8 is replaced (LLVM escapes non-ASCII bytes in strings and names, so it can
/// only occur in comments).
pub fn parse_file(path: &std::path::Path) -> Result<Module, ParseError> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| ParseError {
        file: name.clone(),
        pos: Pos { line: 0, col: 0 },
        msg: format!("cannot read {name}: {e}"),
    })?;
    let src = match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    };
    parse(&src, &name)
}

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
