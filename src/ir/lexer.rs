//! Lexer for textual LLVM IR: turns the source into a flat vector of byte-span tokens.
//!
//! Hand-written over bytes, no allocation per token: a [`Token`] is a kind, a byte span into
//! the source and a line number. The token classes follow LLVM's own `LLLexer` (e.g. `name:` is
//! a label token wherever it occurs, so metadata field names `line: 5` are labels too); the
//! parser interprets the spans. Newlines are not significant, `;` starts a comment.

/// What kind of token a [`Token`] is. Spans include sigils (`@`, `%`, `!`, `#`, `$`, `^`) and
/// quotes, so the parser can tell `@"x"` from `@x`; a [`Tk::Label`]'s span excludes the `:`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tk {
    /// End of input (always the last token).
    Eof,
    /// A bare word: keyword, type name (`i32`), flag (`DW_TAG_member`), `x`, `c` …
    Word,
    /// `name:`, `7:`, `"quoted name":` (span without the colon).
    Label,
    /// A decimal integer, possibly negative: `42`, `-1`.
    Int,
    /// `u0x…` / `s0x…` hexadecimal integer.
    HexInt,
    /// A decimal floating-point literal `1.500000e+00`.
    Float,
    /// A hexadecimal floating-point literal `0x3FF0…`, `0xK…`, `0xH…`, ….
    HexFloat,
    /// A string `"…"` (escapes not decoded).
    Str,
    /// A C string constant `c"…"`.
    CStr,
    /// `@name`, `@"name"`, `@12`.
    Global,
    /// `%name`, `%"name"`, `%12`.
    Local,
    /// `!name` (attachment kinds, named metadata, `!DIxxx` node kinds).
    MdName,
    /// `!12`.
    MdId,
    /// A lone `!` (before `{` or a string).
    Excl,
    /// `#12` (attribute group reference).
    AttrGrp,
    /// `#dbg_value` and friends (debug records).
    DbgRec,
    /// `$name` (comdat).
    Comdat,
    /// `^12` (summary index entry).
    Summary,
    /// `=`
    Eq,
    /// `,`
    Comma,
    /// `*`
    Star,
    /// `[`
    LBrack,
    /// `]`
    RBrack,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `<`
    Lt,
    /// `>`
    Gt,
    /// `...`
    Ellipsis,
    /// `|`
    Bar,
    /// A lone `:`.
    Colon,
}

impl Tk {
    /// How the token kind is described in "expected …" messages.
    pub(crate) fn describe(self) -> &'static str {
        match self {
            Tk::Eof => "end of file",
            Tk::Word => "keyword",
            Tk::Label => "label",
            Tk::Int => "integer",
            Tk::HexInt => "hexadecimal integer",
            Tk::Float | Tk::HexFloat => "floating-point literal",
            Tk::Str => "string",
            Tk::CStr => "c\"...\" string",
            Tk::Global => "global name (@...)",
            Tk::Local => "local name (%...)",
            Tk::MdName => "metadata name (!...)",
            Tk::MdId => "metadata reference (!N)",
            Tk::Excl => "'!'",
            Tk::AttrGrp => "attribute group (#N)",
            Tk::DbgRec => "debug record",
            Tk::Comdat => "comdat name ($...)",
            Tk::Summary => "summary entry (^N)",
            Tk::Eq => "'='",
            Tk::Comma => "','",
            Tk::Star => "'*'",
            Tk::LBrack => "'['",
            Tk::RBrack => "']'",
            Tk::LBrace => "'{'",
            Tk::RBrace => "'}'",
            Tk::LParen => "'('",
            Tk::RParen => "')'",
            Tk::Lt => "'<'",
            Tk::Gt => "'>'",
            Tk::Ellipsis => "'...'",
            Tk::Bar => "'|'",
            Tk::Colon => "':'",
        }
    }
}

/// One token: kind, byte span `[start, end)` in the source, and 1-based line of `start`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    /// The kind.
    pub kind: Tk,
    /// Byte offset of the first byte.
    pub start: u32,
    /// Byte offset one past the last byte.
    pub end: u32,
    /// 1-based line of `start`.
    pub line: u32,
}

/// The result of lexing a whole file.
#[derive(Debug)]
pub(crate) struct Lexed {
    /// The tokens, ending with one [`Tk::Eof`].
    pub toks: Vec<Token>,
    /// Byte offset where each line starts (`line_starts[0] == 0`).
    pub line_starts: Vec<u32>,
    /// A `*` token was seen: the file uses typed pointers (clang ≤ 14).
    pub typed_ptrs: bool,
}

/// A lexical error: 1-based line and column, and the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LexError {
    /// Line.
    pub line: u32,
    /// Column (bytes, 1-based).
    pub col: u32,
    /// What went wrong.
    pub msg: String,
}

/// Characters allowed in identifiers after the first (LLVM: `[-a-zA-Z$._0-9]`).
fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

/// Characters that may start a bare identifier (LLVM: `[a-zA-Z$._]`).
fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_')
}

/// Characters allowed in metadata names (`!llvm.loop`, `!DILocation`): identifier chars plus `\`.
fn is_md_name(c: u8) -> bool {
    is_ident(c) || c == b'\\'
}

struct Lexer<'a> {
    b: &'a [u8],
    i: usize,
    line: u32,
    line_starts: Vec<u32>,
    toks: Vec<Token>,
    typed_ptrs: bool,
}

impl Lexer<'_> {
    /// The byte at `i`, or 0 past the end.
    fn at(&self, i: usize) -> u8 {
        self.b.get(i).copied().unwrap_or(0)
    }

    fn err(&self, start: usize, msg: String) -> LexError {
        // `start` is always on or after the start of `self.line` except for strings spanning
        // lines, where we report the string's own start line.
        let (line, ls) = self.line_of(start);
        LexError {
            line,
            col: (start as u32).saturating_sub(ls) + 1,
            msg,
        }
    }

    /// The line containing byte `off` and the offset where that line starts.
    fn line_of(&self, off: usize) -> (u32, u32) {
        let off = off as u32;
        let idx = match self.line_starts.binary_search(&off) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        };
        (
            idx as u32 + 1,
            self.line_starts.get(idx).copied().unwrap_or(0),
        )
    }

    fn push(&mut self, kind: Tk, start: usize, end: usize, line: u32) {
        self.toks.push(Token {
            kind,
            start: start as u32,
            end: end as u32,
            line,
        });
    }

    /// Scans a quoted string whose opening `"` is at `self.i`; returns the offset after the
    /// closing quote. Newlines inside are counted.
    fn scan_string(&mut self, tok_start: usize) -> Result<usize, LexError> {
        let mut j = self.i + 1;
        loop {
            match self.b.get(j) {
                None => {
                    return Err(self.err(tok_start, "unterminated string constant".into()));
                }
                Some(b'"') => return Ok(j + 1),
                Some(b'\n') => {
                    self.line += 1;
                    self.line_starts.push(j as u32 + 1);
                }
                Some(_) => {}
            }
            j += 1;
        }
    }

    fn scan_ident(&self, mut j: usize) -> usize {
        while is_ident(self.at(j)) {
            j += 1;
        }
        j
    }

    fn scan_digits(&self, mut j: usize) -> usize {
        while self.at(j).is_ascii_digit() {
            j += 1;
        }
        j
    }

    /// `@…` / `%…` / `$…`: a quoted, numbered or named identifier after a sigil.
    fn sigil_name(&mut self, kind: Tk, what: &str) -> Result<(), LexError> {
        let start = self.i;
        let line = self.line;
        let c = self.at(start + 1);
        let end = if c == b'"' {
            self.i = start + 1;
            self.scan_string(start)?
        } else if is_ident(c) {
            self.scan_ident(start + 1)
        } else {
            return Err(self.err(start, format!("expected a name after '{what}'")));
        };
        self.push(kind, start, end, line);
        self.i = end;
        Ok(())
    }

    /// A number, or a numbered label `7:`.
    fn number(&mut self) -> Result<(), LexError> {
        let start = self.i;
        let line = self.line;
        let c = self.at(start);
        if c == b'0' && self.at(start + 1) == b'x' {
            // Hex float: 0x[KLMHR]?[0-9A-Fa-f]+
            let mut j = start + 2;
            if matches!(self.at(j), b'K' | b'L' | b'M' | b'H' | b'R') {
                j += 1;
            }
            let digits = j;
            while self.at(j).is_ascii_hexdigit() {
                j += 1;
            }
            if j == digits {
                return Err(self.err(
                    start,
                    "malformed hexadecimal floating-point constant".into(),
                ));
            }
            self.push(Tk::HexFloat, start, j, line);
            self.i = j;
            return Ok(());
        }
        let mut j = start;
        if c == b'-' || c == b'+' {
            j += 1;
        }
        let d0 = j;
        j = self.scan_digits(j);
        if j == d0 {
            // `-` not followed by digits: LLVM allows `-name:` labels; we do not.
            return Err(self.err(start, format!("unexpected character '{}'", c as char)));
        }
        if self.at(j) == b'.' {
            j = self.scan_digits(j + 1);
            if matches!(self.at(j), b'e' | b'E') {
                let mut k = j + 1;
                if matches!(self.at(k), b'+' | b'-') {
                    k += 1;
                }
                let e0 = k;
                k = self.scan_digits(k);
                if k == e0 {
                    return Err(self.err(start, "malformed floating-point exponent".into()));
                }
                j = k;
            }
            self.push(Tk::Float, start, j, line);
            self.i = j;
            return Ok(());
        }
        // A label such as `7:` or `0abc:`.
        let k = self.scan_ident(j);
        if self.at(k) == b':' && c != b'+' {
            self.push(Tk::Label, start, k, line);
            self.i = k + 1;
            return Ok(());
        }
        // Otherwise the number ends at the last digit, as in LLVM (`1x` is `1` then `x`).
        if c == b'+' {
            return Err(self.err(start, "unexpected character '+'".into()));
        }
        self.push(Tk::Int, start, j, line);
        self.i = j;
        Ok(())
    }

    fn run(&mut self) -> Result<(), LexError> {
        while let Some(&c) = self.b.get(self.i) {
            let start = self.i;
            let line = self.line;
            let single = |k: Tk| Some(k);
            let punct = match c {
                b'=' => single(Tk::Eq),
                b',' => single(Tk::Comma),
                b'*' => {
                    self.typed_ptrs = true;
                    single(Tk::Star)
                }
                b'[' => single(Tk::LBrack),
                b']' => single(Tk::RBrack),
                b'{' => single(Tk::LBrace),
                b'}' => single(Tk::RBrace),
                b'(' => single(Tk::LParen),
                b')' => single(Tk::RParen),
                b'<' => single(Tk::Lt),
                b'>' => single(Tk::Gt),
                b'|' => single(Tk::Bar),
                b':' => single(Tk::Colon),
                _ => None,
            };
            if let Some(k) = punct {
                self.push(k, start, start + 1, line);
                self.i += 1;
                continue;
            }
            match c {
                b'\n' => {
                    self.i += 1;
                    self.line += 1;
                    self.line_starts.push(self.i as u32);
                }
                b' ' | b'\t' | b'\r' | b'\x0c' => self.i += 1,
                b';' => {
                    while let Some(&d) = self.b.get(self.i) {
                        if d == b'\n' {
                            break;
                        }
                        self.i += 1;
                    }
                }
                b'"' => {
                    let end = self.scan_string(start)?;
                    if self.at(end) == b':' {
                        self.push(Tk::Label, start, end, line);
                        self.i = end + 1;
                    } else {
                        self.push(Tk::Str, start, end, line);
                        self.i = end;
                    }
                }
                b'@' => self.sigil_name(Tk::Global, "@")?,
                b'%' => self.sigil_name(Tk::Local, "%")?,
                b'$' => self.sigil_name(Tk::Comdat, "$")?,
                b'!' => {
                    let d = self.at(start + 1);
                    if d.is_ascii_digit() {
                        let end = self.scan_digits(start + 1);
                        self.push(Tk::MdId, start, end, line);
                        self.i = end;
                    } else if is_ident_start(d) || d == b'-' || d == b'\\' {
                        let mut end = start + 1;
                        while is_md_name(self.at(end)) {
                            end += 1;
                        }
                        self.push(Tk::MdName, start, end, line);
                        self.i = end;
                    } else {
                        self.push(Tk::Excl, start, start + 1, line);
                        self.i += 1;
                    }
                }
                b'#' => {
                    let d = self.at(start + 1);
                    if d.is_ascii_digit() {
                        let end = self.scan_digits(start + 1);
                        self.push(Tk::AttrGrp, start, end, line);
                        self.i = end;
                    } else if is_ident_start(d) {
                        let end = self.scan_ident(start + 1);
                        self.push(Tk::DbgRec, start, end, line);
                        self.i = end;
                    } else {
                        return Err(self.err(start, "expected a number or name after '#'".into()));
                    }
                }
                b'^' => {
                    let end = self.scan_digits(start + 1);
                    if end == start + 1 {
                        return Err(self.err(start, "expected a number after '^'".into()));
                    }
                    self.push(Tk::Summary, start, end, line);
                    self.i = end;
                }
                b'.' if self.at(start + 1) == b'.' && self.at(start + 2) == b'.' => {
                    self.push(Tk::Ellipsis, start, start + 3, line);
                    self.i += 3;
                }
                b'c' if self.at(start + 1) == b'"' => {
                    self.i = start + 1;
                    let end = self.scan_string(start)?;
                    self.push(Tk::CStr, start, end, line);
                    self.i = end;
                }
                b'0'..=b'9' | b'-' | b'+' => self.number()?,
                c if is_ident_start(c) => {
                    let end = self.scan_ident(start);
                    if self.at(end) == b':' {
                        self.push(Tk::Label, start, end, line);
                        self.i = end + 1;
                        continue;
                    }
                    let w = &self.b[start..end];
                    let kind = if w.len() > 3
                        && (w.starts_with(b"u0x") || w.starts_with(b"s0x"))
                        && w[3..].iter().all(u8::is_ascii_hexdigit)
                    {
                        Tk::HexInt
                    } else {
                        Tk::Word
                    };
                    self.push(kind, start, end, line);
                    self.i = end;
                }
                _ => {
                    let shown = if c.is_ascii_graphic() {
                        format!("'{}'", c as char)
                    } else {
                        format!("byte 0x{c:02x}")
                    };
                    return Err(self.err(start, format!("unexpected character {shown}")));
                }
            }
        }
        let n = self.b.len();
        let line = self.line;
        self.push(Tk::Eof, n, n, line);
        Ok(())
    }
}

/// Lexes a whole `.ll` source.
pub(crate) fn lex(src: &str) -> Result<Lexed, LexError> {
    if src.len() >= u32::MAX as usize {
        return Err(LexError {
            line: 1,
            col: 1,
            msg: "file too large (4 GiB or more)".into(),
        });
    }
    let mut lx = Lexer {
        b: src.as_bytes(),
        i: 0,
        line: 1,
        line_starts: vec![0],
        toks: Vec::with_capacity(src.len() / 5 + 16),
        typed_ptrs: false,
    };
    lx.run()?;
    Ok(Lexed {
        toks: lx.toks,
        line_starts: lx.line_starts,
        typed_ptrs: lx.typed_ptrs,
    })
}

/// Decodes LLVM string escapes: `\\` is a backslash, `\XX` two hex digits a byte; any other
/// backslash is kept literally (as LLVM does).
pub(crate) fn unescape(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while let Some(&c) = s.get(i) {
        if c == b'\\' {
            if s.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if let (Some(h), Some(l)) = (
                s.get(i + 1).and_then(|&d| (d as char).to_digit(16)),
                s.get(i + 2).and_then(|&d| (d as char).to_digit(16)),
            ) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(Tk, String)> {
        let l = lex(src).unwrap();
        l.toks
            .iter()
            .map(|t| (t.kind, src[t.start as usize..t.end as usize].to_string()))
            .collect()
    }

    #[test]
    fn punctuation_and_words() {
        let k = kinds("%x = add nsw i32 %a, 1 ; comment\n");
        let want = [
            (Tk::Local, "%x"),
            (Tk::Eq, "="),
            (Tk::Word, "add"),
            (Tk::Word, "nsw"),
            (Tk::Word, "i32"),
            (Tk::Local, "%a"),
            (Tk::Comma, ","),
            (Tk::Int, "1"),
            (Tk::Eof, ""),
        ];
        assert_eq!(k.len(), want.len());
        for (a, b) in k.iter().zip(want.iter()) {
            assert_eq!((a.0, a.1.as_str()), *b);
        }
    }

    #[test]
    fn labels_of_all_kinds() {
        let k = kinds("entry:\n7:\n\"a b\":\nfor.body:  ; preds = %1\n");
        let labels: Vec<_> = k.iter().filter(|t| t.0 == Tk::Label).collect();
        assert_eq!(labels.len(), 4);
        assert_eq!(labels[0].1, "entry");
        assert_eq!(labels[1].1, "7");
        assert_eq!(labels[2].1, "\"a b\"");
        assert_eq!(labels[3].1, "for.body");
    }

    #[test]
    fn numbers() {
        let k = kinds(
            "-12 1.500000e+00 -0.0 0x3FF0000000000000 0xK4000C000000000000000 u0x1F s0xFF 0xH3C00",
        );
        let ks: Vec<_> = k.iter().map(|t| t.0).collect();
        assert_eq!(
            ks,
            vec![
                Tk::Int,
                Tk::Float,
                Tk::Float,
                Tk::HexFloat,
                Tk::HexFloat,
                Tk::HexInt,
                Tk::HexInt,
                Tk::HexFloat,
                Tk::Eof
            ]
        );
    }

    #[test]
    fn sigils_and_metadata() {
        let k =
            kinds("@\"a b\" @0 %struct.S !dbg !12 !{ !\"s\" } #0 #dbg_value $c ^3 ... c\"hi\\0A\"");
        let ks: Vec<_> = k.iter().map(|t| t.0).collect();
        assert_eq!(
            ks,
            vec![
                Tk::Global,
                Tk::Global,
                Tk::Local,
                Tk::MdName,
                Tk::MdId,
                Tk::Excl,
                Tk::LBrace,
                Tk::Excl,
                Tk::Str,
                Tk::RBrace,
                Tk::AttrGrp,
                Tk::DbgRec,
                Tk::Comdat,
                Tk::Summary,
                Tk::Ellipsis,
                Tk::CStr,
                Tk::Eof
            ]
        );
    }

    #[test]
    fn number_followed_by_word_is_two_tokens() {
        let k = kinds("-1blockaddress 7:");
        assert_eq!(k[0], (Tk::Int, "-1".to_string()));
        assert_eq!(k[1], (Tk::Word, "blockaddress".to_string()));
        assert_eq!(k[2], (Tk::Label, "7".to_string()));
    }

    #[test]
    fn typed_pointer_detection() {
        assert!(lex("i32* %p").unwrap().typed_ptrs);
        assert!(!lex("ptr %p").unwrap().typed_ptrs);
    }

    #[test]
    fn line_numbers() {
        let l = lex("a\n  b\n\n c").unwrap();
        let lines: Vec<_> = l.toks.iter().map(|t| t.line).collect();
        assert_eq!(lines, vec![1, 2, 4, 4]);
        assert_eq!(l.line_starts, vec![0, 2, 6, 7]);
    }

    #[test]
    fn string_spanning_lines_counts_them() {
        let l = lex("\"a\nb\" x").unwrap();
        assert_eq!(l.toks[1].line, 2);
    }

    #[test]
    fn errors() {
        let e = lex("x = \"abc").unwrap_err();
        assert_eq!((e.line, e.col), (1, 5));
        assert!(e.msg.contains("unterminated string"));
        let e = lex("ok\n  \u{e9}").unwrap_err();
        assert_eq!((e.line, e.col), (2, 3));
        assert!(lex("@ x").is_err());
        assert!(lex("1.0e").is_err());
        assert!(lex("0xZ").is_err());
        assert!(lex("- 1").is_err());
    }

    #[test]
    fn unescaping() {
        assert_eq!(unescape(b"a\\0Ab\\\\c\\q"), b"a\nb\\c\\q".to_vec());
        assert_eq!(unescape(b"\\2"), b"\\2".to_vec());
    }
}
