//! Tokens of Spin's LTL syntax (Spin's `tl_lex.c`), with the aliases pancam adds.
//!
//! - propositions: identifiers `[a-z_][A-Za-z0-9_]*` that are not keywords, or any text in
//!   braces `{ ... }` (braces may nest; the name is the trimmed text inside);
//! - constants `true`, `false`;
//! - unary: `!` / `not`, `[]` / `G` / `always`, `<>` / `F` / `eventually`, `X` / `next`;
//! - binary temporal: `U` / `until`, `V` / `R` (release), `W` (weak until);
//! - binary boolean: `&&` / `/\`, `||` / `\/`, `->`, `<->`;
//! - parentheses.
//!
//! As in Spin, an upper-case operator letter is always a token of its own, so `GFp` reads as
//! `G F p`, while a lower-case word is read whole, so `pUq` is one proposition named `pUq`.
//! Spin only knows `X`/`next` when built with `-DNXT`; pancam always does.

use super::error::LtlError;

/// A token kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Tok {
    /// A proposition name (identifier or the inside of `{...}`).
    Prop(String),
    True,
    False,
    LParen,
    RParen,
    Not,
    And,
    Or,
    Implies,
    Equiv,
    Always,
    Eventually,
    Next,
    Until,
    Release,
    WeakUntil,
    End,
}

impl Tok {
    /// How the token is named in error messages.
    pub fn describe(&self) -> String {
        match self {
            Tok::Prop(p) => format!("proposition '{p}'"),
            Tok::True => "'true'".into(),
            Tok::False => "'false'".into(),
            Tok::LParen => "'('".into(),
            Tok::RParen => "')'".into(),
            Tok::Not => "'!'".into(),
            Tok::And => "'&&'".into(),
            Tok::Or => "'||'".into(),
            Tok::Implies => "'->'".into(),
            Tok::Equiv => "'<->'".into(),
            Tok::Always => "'[]'".into(),
            Tok::Eventually => "'<>'".into(),
            Tok::Next => "'X'".into(),
            Tok::Until => "'U'".into(),
            Tok::Release => "'V'".into(),
            Tok::WeakUntil => "'W'".into(),
            Tok::End => "end of formula".into(),
        }
    }
}

/// A token and its 1-based starting column.
#[derive(Debug, Clone)]
pub(crate) struct Token {
    pub tok: Tok,
    pub col: usize,
}

/// Whether `s` is a plain proposition identifier (not a keyword), so it prints without braces.
pub(crate) fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_lowercase() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && keyword(s).is_none()
}

fn keyword(word: &str) -> Option<Tok> {
    Some(match word {
        "true" => Tok::True,
        "false" => Tok::False,
        "not" => Tok::Not,
        "always" => Tok::Always,
        "eventually" => Tok::Eventually,
        "next" => Tok::Next,
        "until" => Tok::Until,
        _ => return None,
    })
}

/// Splits `input` into tokens, ending with [`Tok::End`].
pub(crate) fn tokenize(input: &str) -> Result<Vec<Token>, LtlError> {
    let chars: Vec<char> = input.chars().collect();
    let err = |col: usize, msg: String| Err(LtlError::new(input, col, msg));
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let col = i + 1;
        let next = chars.get(i + 1).copied();
        let mut push = |tok: Tok, len: usize| {
            out.push(Token { tok, col });
            len
        };
        let len = match c {
            _ if c.is_whitespace() => 1,
            'a'..='z' | '_' => {
                let end = (i..chars.len())
                    .find(|&j| !(chars[j].is_ascii_alphanumeric() || chars[j] == '_'))
                    .unwrap_or(chars.len());
                let word: String = chars[i..end].iter().collect();
                let tok = keyword(&word).unwrap_or(Tok::Prop(word));
                push(tok, end - i)
            }
            '{' => {
                let mut depth = 0usize;
                let mut end = None;
                for (j, &d) in chars.iter().enumerate().skip(i) {
                    if d == '{' {
                        depth += 1;
                    } else if d == '}' {
                        depth -= 1;
                        if depth == 0 {
                            end = Some(j);
                            break;
                        }
                    }
                }
                let Some(end) = end else {
                    return err(col, "unmatched '{'".into());
                };
                let name: String = chars[i + 1..end].iter().collect::<String>().trim().into();
                if name.is_empty() {
                    return err(col, "empty predicate '{}'".into());
                }
                push(Tok::Prop(name), end + 1 - i)
            }
            '}' => return err(col, "unmatched '}'".into()),
            '(' => push(Tok::LParen, 1),
            ')' => push(Tok::RParen, 1),
            '!' => push(Tok::Not, 1),
            'U' => push(Tok::Until, 1),
            'V' | 'R' => push(Tok::Release, 1),
            'W' => push(Tok::WeakUntil, 1),
            'X' => push(Tok::Next, 1),
            'G' => push(Tok::Always, 1),
            'F' => push(Tok::Eventually, 1),
            '&' if next == Some('&') => push(Tok::And, 2),
            '|' if next == Some('|') => push(Tok::Or, 2),
            '/' if next == Some('\\') => push(Tok::And, 2),
            '\\' if next == Some('/') => push(Tok::Or, 2),
            '-' if next == Some('>') => push(Tok::Implies, 2),
            '[' if next == Some(']') => push(Tok::Always, 2),
            '<' if next == Some('>') => push(Tok::Eventually, 2),
            '<' if next == Some('-') && chars.get(i + 2) == Some(&'>') => push(Tok::Equiv, 3),
            '&' => return err(col, "expected '&&'".into()),
            '|' => return err(col, "expected '||'".into()),
            '/' => return err(col, "expected '/\\'".into()),
            '\\' => return err(col, "expected '\\/'".into()),
            '-' => return err(col, "expected '->'".into()),
            '[' => return err(col, "expected '[]'".into()),
            '<' => return err(col, "expected '<>' or '<->'".into()),
            'A'..='Z' => {
                return err(
                    col,
                    format!(
                        "unexpected '{c}': proposition names start with a lower-case letter \
                         or '_' (operators: U V R W X G F)"
                    ),
                );
            }
            _ => return err(col, format!("unexpected character '{c}'")),
        };
        i += len;
    }
    out.push(Token {
        tok: Tok::End,
        col: chars.len() + 1,
    });
    Ok(out)
}
