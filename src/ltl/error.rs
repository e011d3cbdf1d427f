//! Parse errors for LTL formulas: a message, a 1-based column and the input, rendered with a
//! caret under the offending token.

use std::fmt;

/// An error in an LTL formula.
///
/// `col` is the 1-based column (counted in characters, not bytes) of the offending token in
/// `input`; an error at the end of the input has `col == input.chars().count() + 1`.
/// `Display` renders the message, then the formula with a caret under that column:
///
/// ```text
/// expected ')' or a binary operator, found 'q' at column 4
///   (p q)
///      ^
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LtlError {
    /// 1-based column (in characters) of the offending token.
    pub col: usize,
    /// What went wrong, without position information.
    pub msg: String,
    /// The formula text the column refers to.
    pub input: String,
}

impl LtlError {
    /// Creates an error at column `col` (1-based) of `input`.
    pub fn new(input: &str, col: usize, msg: impl Into<String>) -> LtlError {
        LtlError {
            col,
            msg: msg.into(),
            input: input.to_string(),
        }
    }
}

impl fmt::Display for LtlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} at column {}", self.msg, self.col)?;
        // One character per column: control characters and line breaks become spaces so the
        // caret stays under the offending character.
        let line: String = self
            .input
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        writeln!(f, "  {line}")?;
        write!(f, "  {}^", " ".repeat(self.col.saturating_sub(1)))
    }
}

impl std::error::Error for LtlError {}
