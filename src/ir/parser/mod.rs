//! Recursive-descent parser from the token vector of [`super::lexer`] to the [`Module`] data
//! model.
//!
//! One [`Parser`] walks the tokens once. Concepts are split by file: `module` (top-level
//! entities, globals, function headers, final cross-checks), `types`, `consts` (constants,
//! constant expressions and operands), `attrs` (attribute skipping and the few that matter),
//! `metadata`, `func` (function bodies: blocks, locals, forward references) and `insts`
//! (instructions and terminators).
//!
//! Robustness rules: every failure is a [`ParseError`] at the offending token; the cursor never
//! moves past the final `Eof` token; nested types, constants and metadata are limited to
//! [`MAX_DEPTH`] levels so malformed input cannot exhaust the stack.

mod attrs;
mod consts;
mod func;
mod insts;
mod metadata;
mod module;
mod terms;
mod types;

#[cfg(test)]
mod tests;

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use super::ParseError;
use super::ast::*;
use super::lexer::{self, Tk, Token};

pub(crate) use module::parse_module;

/// Result type of the parser.
pub(super) type PResult<T> = Result<T, ParseError>;

/// Maximum nesting of types, constants and metadata nodes. Real clang output stays under 10
/// levels (at most 7 over a sweep of ~3800 files); 128 bounds the worst-case stack use to
/// about 1 MiB even in unoptimised builds (about 6.5 KiB per nested constant expression),
/// so parsing is safe on a default 2 MiB thread.
pub(super) const MAX_DEPTH: u32 = 128;

/// Frequently used types, interned once.
#[derive(Clone, Copy)]
struct Prims {
    void: TypeId,
    i1: TypeId,
    i8: TypeId,
    i16: TypeId,
    i32: TypeId,
    i64: TypeId,
    ptr: TypeId,
    label: TypeId,
    metadata: TypeId,
}

/// The parser state.
pub(super) struct Parser<'a> {
    /// The whole source.
    src: &'a str,
    /// The file name, for errors.
    file: &'a str,
    /// All tokens; the last is `Eof`.
    toks: Vec<Token>,
    /// Line start offsets, for columns.
    line_starts: Vec<u32>,
    /// Cursor into `toks`.
    i: usize,
    /// The file uses typed pointers (`T*`), so `alloca`/`getelementptr` results are typed.
    typed_ptrs: bool,
    /// Current nesting depth of types / constants / metadata.
    depth: u32,
    /// The module being built.
    m: Module,
    /// Whether `named[i]` has had its `= type` definition.
    named_defined: Vec<bool>,
    /// Names of all globals, functions and aliases defined so far.
    global_names: HashSet<String>,
    /// Token indices of `@name` uses, checked against `global_names` at the end.
    global_uses: Vec<u32>,
    /// `(id, token index)` of every `!N` reference, checked at the end.
    md_uses: Vec<(u32, u32)>,
    /// `blockaddress(@f, %bb)` uses: function, block, token index.
    blockaddrs: Vec<(String, String, u32)>,
    /// Per-function state while inside a function body.
    f: Option<func::FnState<'a>>,
    /// Cached primitive types.
    t: Prims,
}

impl<'a> Parser<'a> {
    fn new(src: &'a str, file: &'a str, lexed: lexer::Lexed) -> Self {
        let mut types = TypeTable::default();
        let t = Prims {
            void: types.intern(Type::Void),
            i1: types.intern(Type::Int(1)),
            i8: types.intern(Type::Int(8)),
            i16: types.intern(Type::Int(16)),
            i32: types.intern(Type::Int(32)),
            i64: types.intern(Type::Int(64)),
            ptr: types.intern(Type::Ptr {
                addrspace: 0,
                pointee: None,
            }),
            label: types.intern(Type::Label),
            metadata: types.intern(Type::Metadata),
        };
        Parser {
            src,
            file,
            toks: lexed.toks,
            line_starts: lexed.line_starts,
            i: 0,
            typed_ptrs: lexed.typed_ptrs,
            depth: 0,
            m: Module {
                path: file.to_string(),
                types,
                ..Module::default()
            },
            named_defined: Vec::new(),
            global_names: HashSet::new(),
            global_uses: Vec::new(),
            md_uses: Vec::new(),
            blockaddrs: Vec::new(),
            f: None,
            t,
        }
    }

    // ----- cursor -----

    /// The final (`Eof`) token.
    fn eof_tok(&self) -> Token {
        self.toks.last().copied().unwrap_or(Token {
            kind: Tk::Eof,
            start: 0,
            end: 0,
            line: 1,
        })
    }

    /// The current token.
    fn tok(&self) -> Token {
        self.toks
            .get(self.i)
            .copied()
            .unwrap_or_else(|| self.eof_tok())
    }

    /// The token `n` places ahead of the current one.
    fn peek(&self, n: usize) -> Token {
        self.toks
            .get(self.i + n)
            .copied()
            .unwrap_or_else(|| self.eof_tok())
    }

    /// The current token's kind.
    fn kind(&self) -> Tk {
        self.tok().kind
    }

    /// Advances past the current token (never past `Eof`) and returns it.
    fn bump(&mut self) -> Token {
        let t = self.tok();
        if t.kind != Tk::Eof {
            self.i += 1;
        }
        t
    }

    /// The source text of a token.
    fn text(&self, t: Token) -> &'a str {
        self.src.get(t.start as usize..t.end as usize).unwrap_or("")
    }

    /// The current token's text if it is a word.
    fn word(&self) -> Option<&'a str> {
        let t = self.tok();
        (t.kind == Tk::Word).then(|| self.text(t))
    }

    /// True if the current token is the word `w`.
    fn is_word(&self, w: &str) -> bool {
        self.word() == Some(w)
    }

    /// Consumes the word `w` if it is next.
    fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of kind `k` if it is next.
    fn eat(&mut self, k: Tk) -> bool {
        if self.kind() == k {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of kind `k` or fails with "expected K CTX, found 'x'".
    fn expect(&mut self, k: Tk, ctx: impl Context) -> PResult<Token> {
        if self.kind() == k {
            Ok(self.bump())
        } else {
            Err(self.expected_ctx(k.describe(), ctx.render()))
        }
    }

    /// Consumes the word `w` or fails with "expected 'w' CTX, found 'x'".
    fn expect_word(&mut self, w: &str, ctx: impl Context) -> PResult<Token> {
        if self.is_word(w) {
            Ok(self.bump())
        } else {
            Err(self.expected_ctx(&format!("'{w}'"), ctx.render()))
        }
    }

    #[cold]
    #[inline(never)]
    fn expected_ctx(&self, what: &str, ctx: String) -> ParseError {
        self.expected(&format!("{what} {ctx}"))
    }

    // ----- positions and errors -----

    /// The 1-based line:column of a token.
    fn pos(&self, t: Token) -> Pos {
        let ls = self
            .line_starts
            .get((t.line as usize).wrapping_sub(1))
            .copied()
            .unwrap_or(0);
        Pos {
            line: t.line,
            col: t.start.saturating_sub(ls) + 1,
        }
    }

    /// An error at token `t`.
    #[cold]
    #[inline(never)]
    fn err_at(&self, t: Token, msg: impl Into<String>) -> ParseError {
        ParseError {
            file: self.file.to_string(),
            pos: self.pos(t),
            msg: msg.into(),
        }
    }

    /// An error at the current token.
    #[cold]
    #[inline(never)]
    fn err(&self, msg: impl Into<String>) -> ParseError {
        self.err_at(self.tok(), msg)
    }

    /// How a token is shown in messages: `'text'` (shortened) or `end of file`.
    fn show(&self, t: Token) -> String {
        if t.kind == Tk::Eof {
            return "end of file".into();
        }
        let s = self.text(t);
        if s.len() > 40 {
            let mut cut = 37;
            while !s.is_char_boundary(cut) {
                cut -= 1;
            }
            format!("'{}...'", &s[..cut])
        } else {
            format!("'{s}'")
        }
    }

    /// "expected WHAT, found 'x'" at the current token.
    #[cold]
    #[inline(never)]
    fn expected(&self, what: &str) -> ParseError {
        self.err(format!("expected {what}, found {}", self.show(self.tok())))
    }

    /// Enters one nesting level (types, constants, metadata).
    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.err(format!(
                "nesting too deep (more than {MAX_DEPTH} levels of types, constants or metadata)"
            )));
        }
        Ok(())
    }

    /// Leaves one nesting level.
    fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    // ----- names and numbers -----

    /// The name carried by a sigil token (`@x`, `%"a b"`, `$c`) or a label (`bb:`,
    /// `"a b":`): sigil stripped, quotes removed, escapes decoded.
    fn name_of(&self, t: Token) -> Cow<'a, str> {
        let s = self.text(t);
        let s = match t.kind {
            Tk::Global | Tk::Local | Tk::Comdat => s.get(1..).unwrap_or(""),
            _ => s,
        };
        unquote(s)
    }

    /// The decoded contents of a string token.
    fn string_of(&self, t: Token) -> String {
        let s = self.text(t);
        let inner = s
            .strip_prefix('c')
            .unwrap_or(s)
            .strip_prefix('"')
            .and_then(|s| s.strip_suffix('"'))
            .unwrap_or("");
        String::from_utf8_lossy(&lexer::unescape(inner.as_bytes())).into_owned()
    }

    /// Parses an unsigned decimal integer token (no sign) as a u64.
    fn u64_of(&self, t: Token, what: &str) -> PResult<u64> {
        let s = self.text(t);
        if t.kind != Tk::Int || s.starts_with('-') {
            return Err(self.err_at(
                t,
                format!("expected unsigned integer {what}, found {}", self.show(t)),
            ));
        }
        s.parse::<u64>()
            .map_err(|_| self.err_at(t, format!("integer {what} too large: {s}")))
    }

    /// Consumes an unsigned integer token as a u64.
    fn expect_u64(&mut self, what: &str) -> PResult<u64> {
        let t = self.tok();
        let v = self.u64_of(t, what)?;
        self.bump();
        Ok(v)
    }

    /// Consumes an unsigned integer token as a u32.
    fn expect_u32(&mut self, what: &str) -> PResult<u32> {
        let t = self.tok();
        let v = self.u64_of(t, what)?;
        let v = u32::try_from(v).map_err(|_| self.err_at(t, format!("{what} too large: {v}")))?;
        self.bump();
        Ok(v)
    }

    /// The id of a `!N` token.
    fn md_id_of(&self, t: Token) -> PResult<u32> {
        let s = self.text(t);
        s.get(1..)
            .and_then(|d| d.parse::<u32>().ok())
            .ok_or_else(|| self.err_at(t, format!("metadata id too large: {s}")))
    }

    /// Consumes a `!N` reference, recording it for the final existence check.
    fn md_ref(&mut self) -> PResult<u32> {
        let t = self.expect(Tk::MdId, "(metadata reference)")?;
        let id = self.md_id_of(t)?;
        self.md_uses.push((id, (self.i - 1) as u32));
        Ok(id)
    }
}

/// The context of an "expected X CTX" message: a string, or a closure building one only when
/// the error happens (so the success path does not allocate).
pub(super) trait Context {
    /// The context text.
    fn render(self) -> String;
}

impl Context for &str {
    fn render(self) -> String {
        self.to_string()
    }
}

impl<F: FnOnce() -> String> Context for F {
    fn render(self) -> String {
        self()
    }
}

/// Removes surrounding quotes and decodes escapes; unquoted names are borrowed.
fn unquote(s: &str) -> Cow<'_, str> {
    match s.strip_prefix('"').and_then(|s| s.strip_suffix('"')) {
        Some(inner) => {
            if inner.contains('\\') {
                Cow::Owned(String::from_utf8_lossy(&lexer::unescape(inner.as_bytes())).into_owned())
            } else {
                Cow::Borrowed(inner)
            }
        }
        None => Cow::Borrowed(s),
    }
}

/// True for an unquoted all-digit name (`%7`, `7:`), i.e. a numbered value or block.
fn is_numbered(raw: &str) -> bool {
    !raw.is_empty() && raw.bytes().all(|b| b.is_ascii_digit())
}

/// Words that start a type.
pub(super) fn is_type_word(w: &str) -> bool {
    matches!(
        w,
        "void"
            | "half"
            | "bfloat"
            | "float"
            | "double"
            | "x86_fp80"
            | "fp128"
            | "ppc_fp128"
            | "label"
            | "metadata"
            | "token"
            | "ptr"
            | "x86_amx"
            | "x86_mmx"
            | "target"
    ) || is_int_type_word(w)
}

/// `iN`
fn is_int_type_word(w: &str) -> bool {
    w.len() > 1 && w.starts_with('i') && w.bytes().skip(1).all(|b| b.is_ascii_digit())
}

/// Words that start a constant value (so they are never skipped as attributes).
pub(super) fn is_value_word(w: &str) -> bool {
    matches!(
        w,
        "null"
            | "true"
            | "false"
            | "undef"
            | "poison"
            | "zeroinitializer"
            | "none"
            | "splat"
            | "getelementptr"
            | "bitcast"
            | "trunc"
            | "zext"
            | "sext"
            | "fptrunc"
            | "fpext"
            | "fptoui"
            | "fptosi"
            | "uitofp"
            | "sitofp"
            | "ptrtoint"
            | "inttoptr"
            | "addrspacecast"
            | "add"
            | "sub"
            | "mul"
            | "udiv"
            | "sdiv"
            | "urem"
            | "srem"
            | "shl"
            | "lshr"
            | "ashr"
            | "and"
            | "or"
            | "xor"
            | "icmp"
            | "fcmp"
            | "select"
            | "extractelement"
            | "insertelement"
            | "shufflevector"
            | "extractvalue"
            | "insertvalue"
            | "blockaddress"
            | "dso_local_equivalent"
            | "no_cfi"
            | "asm"
            | "ptrauth"
    )
}

/// Used by `func`: a map keyed by decoded names, borrowing the source where possible.
type NameMap<'a> = HashMap<Cow<'a, str>, u32>;
