//! Atomic propositions over the state of a C program: `--prop 'NAME = EXPR'`.
//!
//! EXPR is a C-like expression, parsed and type-checked against the program's globals (their
//! C names and types from debug info, as `--match` resolves them) before the search starts:
//!
//! - integer literals (decimal, `0x…`), `NULL`/`true`/`false`;
//! - global variables by C name, with struct fields and array elements at constant indices
//!   (`q.count`, `flags[1]`, `s.a[2].b`); integer, `_Bool` and pointer leaves;
//! - arithmetic `+ - * / %`, bitwise `& | ^ ~ << >>`, comparison `== != < <= > >=`, logic
//!   `&& || !`, parentheses, with C's precedence; integers are evaluated as 64-bit signed
//!   values (each leaf converted by its own C type), division by zero gives 0;
//! - pointers only in truth tests: `p`, `!p`, `p == 0`, `p != NULL` (their value is an
//!   object id and an offset, not an address);
//! - `@func`: a function of the program taking no arguments, run on a scratch copy of the
//!   state (as `--invariant` functions are); non-zero is true;
//! - `tN@func`: thread N (the VM's thread ids: `main` is thread 0, then threads in creation
//!   order) exists, has not finished, and its innermost frame is in function `func`.
//!
//! The proposition is true when the expression is non-zero. Errors carry the column of the
//! offending token ([`LtlError`] renders it with a caret).

use crate::bytecode::Program;
use crate::bytecode::debuginfo::CType;
use crate::ltl::LtlError;
use crate::vm::state::{State, ThreadStatus};

/// A global's scalar leaf: object id, byte offset, width and how to convert it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// Global object id.
    pub obj: u32,
    /// Offset of the first byte.
    pub off: u64,
    /// Width in bytes (1, 2, 4 or 8).
    pub size: u64,
    /// Sign-extend.
    pub signed: bool,
    /// A pointer (only truth-tested).
    pub ptr: bool,
}

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    /// `||`
    Or,
    /// `&&`
    And,
    /// `|`
    BitOr,
    /// `^`
    BitXor,
    /// `&`
    BitAnd,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `<<`
    Shl,
    /// `>>`
    Shr,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
}

/// A checked expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// A constant.
    Const(i64),
    /// A global's scalar.
    Load(Leaf),
    /// `@func`: function index and name.
    Call(u32, String),
    /// `tN@func`: thread, function index.
    At(u16, u32),
    /// `$end`: the program has ended (it exited, or every thread finished).
    Ended,
    /// `!e`
    Not(Box<Expr>),
    /// `-e`
    Neg(Box<Expr>),
    /// `~e`
    BitNot(Box<Expr>),
    /// `a op b`
    Bin(BinOp, Box<Expr>, Box<Expr>),
}

/// The built-in proposition "the program has ended" (`$end`).
pub const ENDED: &str = "$end";

/// A named proposition.
#[derive(Clone, Debug)]
pub struct Prop {
    /// The name used in formulas.
    pub name: String,
    /// The definition as given (after `=`).
    pub text: String,
    /// The checked expression.
    pub expr: Expr,
}

/// What the propositions read: for the superstep reduction's visibility.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reads {
    /// Global byte ranges (object, lo, hi).
    pub ranges: Vec<(u32, u64, u64)>,
    /// Some proposition runs a function (it may read anything).
    pub functions: bool,
    /// Some proposition is a thread location.
    pub locations: bool,
}

impl Expr {
    fn reads(&self, r: &mut Reads) {
        match self {
            Expr::Const(_) => {}
            Expr::Load(l) => r.ranges.push((l.obj, l.off, l.off + l.size)),
            Expr::Call(..) => r.functions = true,
            Expr::At(..) => r.locations = true,
            // The program ends at the end of a step (a thread's last return, `exit`), at
            // every granularity: nothing to make visible.
            Expr::Ended => {}
            Expr::Not(e) | Expr::Neg(e) | Expr::BitNot(e) => e.reads(r),
            Expr::Bin(_, a, b) => {
                a.reads(r);
                b.reads(r);
            }
        }
    }

    /// The functions `@f` the expression calls.
    fn calls<'a>(&'a self, out: &mut Vec<(u32, &'a str)>) {
        match self {
            Expr::Call(f, n) => out.push((*f, n)),
            Expr::Not(e) | Expr::Neg(e) | Expr::BitNot(e) => e.calls(out),
            Expr::Bin(_, a, b) => {
                a.calls(out);
                b.calls(out);
            }
            _ => {}
        }
    }
}

/// What the propositions of a set read, together.
pub fn reads(props: &[Prop]) -> Reads {
    let mut r = Reads::default();
    for p in props {
        p.expr.reads(&mut r);
    }
    r.ranges.sort_unstable();
    r.ranges.dedup();
    r
}

/// The threads `tN@func` propositions name, with the proposition's name.
pub fn threads_named(props: &[Prop]) -> Vec<(String, u16)> {
    fn walk(e: &Expr, out: &mut Vec<u16>) {
        match e {
            Expr::At(t, _) => out.push(*t),
            Expr::Not(a) | Expr::Neg(a) | Expr::BitNot(a) => walk(a, out),
            Expr::Bin(_, a, b) => {
                walk(a, out);
                walk(b, out);
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for p in props {
        let mut ts = Vec::new();
        walk(&p.expr, &mut ts);
        out.extend(ts.into_iter().map(|t| (p.name.clone(), t)));
    }
    out
}

/// Every `@func` the propositions call, with the proposition's name.
pub fn calls(props: &[Prop]) -> Vec<(String, u32, String)> {
    let mut out = Vec::new();
    for p in props {
        let mut c = Vec::new();
        p.expr.calls(&mut c);
        out.extend(
            c.into_iter()
                .map(|(f, n)| (p.name.clone(), f, n.to_string())),
        );
    }
    out
}

/// Evaluates an expression on a state; `call` runs `@func` propositions.
pub fn eval(prog: &Program, e: &Expr, s: &State, call: &mut dyn FnMut(&State, u32) -> i64) -> i64 {
    match e {
        Expr::Const(c) => *c,
        Expr::Load(l) => load(prog, l, s),
        Expr::Call(f, _) => call(s, *f),
        Expr::At(t, f) => s.threads.get(*t as usize).is_some_and(|th| {
            th.status != ThreadStatus::Finished && th.frames.last().is_some_and(|fr| fr.func == *f)
        }) as i64,
        Expr::Ended => {
            (s.exited.is_some() || s.threads.iter().all(|t| t.status == ThreadStatus::Finished))
                as i64
        }
        Expr::Not(a) => (eval(prog, a, s, call) == 0) as i64,
        Expr::Neg(a) => eval(prog, a, s, call).wrapping_neg(),
        Expr::BitNot(a) => !eval(prog, a, s, call),
        Expr::Bin(BinOp::And, a, b) => {
            (eval(prog, a, s, call) != 0 && eval(prog, b, s, call) != 0) as i64
        }
        Expr::Bin(BinOp::Or, a, b) => {
            (eval(prog, a, s, call) != 0 || eval(prog, b, s, call) != 0) as i64
        }
        Expr::Bin(op, a, b) => {
            let (x, y) = (eval(prog, a, s, call), eval(prog, b, s, call));
            match op {
                BinOp::BitOr => x | y,
                BinOp::BitXor => x ^ y,
                BinOp::BitAnd => x & y,
                BinOp::Eq => (x == y) as i64,
                BinOp::Ne => (x != y) as i64,
                BinOp::Lt => (x < y) as i64,
                BinOp::Le => (x <= y) as i64,
                BinOp::Gt => (x > y) as i64,
                BinOp::Ge => (x >= y) as i64,
                BinOp::Shl => x.wrapping_shl((y & 63) as u32),
                BinOp::Shr => x.wrapping_shr((y & 63) as u32),
                BinOp::Add => x.wrapping_add(y),
                BinOp::Sub => x.wrapping_sub(y),
                BinOp::Mul => x.wrapping_mul(y),
                BinOp::Div => x.checked_div(y).unwrap_or(0),
                BinOp::Rem => x.checked_rem(y).unwrap_or(0),
                BinOp::And | BinOp::Or => 0,
            }
        }
    }
}

fn load(_prog: &Program, l: &Leaf, s: &State) -> i64 {
    let Some(o) = s.mem.objs.get(l.obj as usize) else {
        return 0;
    };
    if l.off + l.size > u64::from(o.cap) {
        return 0;
    }
    let b = o.loc() + l.off as usize;
    let mut a = [0u8; 8];
    s.mem.read_at(b, &mut a[..l.size as usize]);
    let u = u64::from_le_bytes(a);
    if l.ptr {
        return (u != 0) as i64;
    }
    let bits = l.size * 8;
    if bits >= 64 {
        u as i64
    } else if l.signed {
        let sh = 64 - bits;
        ((u << sh) as i64) >> sh
    } else {
        u as i64
    }
}

// ---------------------------------------------------------------------------------------
// Parsing

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(i64),
    Ident(String),
    Punct(&'static str),
    End,
}

const PUNCTS: [&str; 27] = [
    "||", "&&", "==", "!=", "<=", ">=", "<<", ">>", "|", "^", "&", "<", ">", "+", "-", "*", "/",
    "%", "!", "~", "(", ")", "[", "]", ".", "@", "$",
];

fn lex(input: &str, base_col: usize) -> Result<Vec<(Tok, usize)>, LtlError> {
    let chars: Vec<char> = input.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let err = |col: usize, msg: String| LtlError::new(input, col, msg);
    while i < chars.len() {
        let c = chars[i];
        let col = base_col + i;
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let text: String = chars[start..i].iter().collect();
            let t = text.trim_end_matches(['u', 'U', 'l', 'L']);
            let v = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
                u64::from_str_radix(h, 16).ok().map(|v| v as i64)
            } else if t.len() > 1 && t.starts_with('0') {
                u64::from_str_radix(&t[1..], 8).ok().map(|v| v as i64)
            } else {
                t.parse::<u64>().ok().map(|v| v as i64)
            };
            let v = v.ok_or_else(|| err(col, format!("bad number '{text}'")))?;
            out.push((Tok::Num(v), col));
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push((Tok::Ident(chars[start..i].iter().collect()), col));
        } else {
            let rest: String = chars[i..chars.len().min(i + 2)].iter().collect();
            let Some(p) = PUNCTS.iter().find(|p| rest.starts_with(**p)) else {
                return Err(err(col, format!("unexpected character '{c}'")));
            };
            i += p.chars().count();
            out.push((Tok::Punct(p), col));
        }
    }
    out.push((Tok::End, base_col + chars.len()));
    Ok(out)
}

/// Static type of a subexpression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    Int,
    Ptr,
    /// The literal 0 (an integer that may also be compared with a pointer).
    Zero,
}

struct Parser<'a> {
    prog: &'a Program,
    input: &'a str,
    toks: Vec<(Tok, usize)>,
    pos: usize,
}

type Typed = (Expr, Ty, usize);

impl Parser<'_> {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].0
    }
    fn col(&self) -> usize {
        self.toks[self.pos].1
    }
    fn err(&self, col: usize, msg: impl Into<String>) -> LtlError {
        LtlError::new(self.input, col, msg)
    }
    fn describe(&self) -> String {
        match self.peek() {
            Tok::Num(n) => format!("'{n}'"),
            Tok::Ident(s) => format!("'{s}'"),
            Tok::Punct(p) => format!("'{p}'"),
            Tok::End => "the end".into(),
        }
    }
    fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(), Tok::Punct(q) if *q == p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn int(&self, (e, t, col): Typed, what: &str) -> Result<Expr, LtlError> {
        if t == Ty::Ptr {
            return Err(self.err(
                col,
                format!("a pointer cannot be an operand of {what} (pointers may only be compared with 0 or tested)"),
            ));
        }
        Ok(e)
    }

    fn binary(&mut self, level: usize) -> Result<Typed, LtlError> {
        const LEVELS: [&[(&str, BinOp)]; 10] = [
            &[("||", BinOp::Or)],
            &[("&&", BinOp::And)],
            &[("|", BinOp::BitOr)],
            &[("^", BinOp::BitXor)],
            &[("&", BinOp::BitAnd)],
            &[("==", BinOp::Eq), ("!=", BinOp::Ne)],
            &[
                ("<=", BinOp::Le),
                (">=", BinOp::Ge),
                ("<", BinOp::Lt),
                (">", BinOp::Gt),
            ],
            &[("<<", BinOp::Shl), (">>", BinOp::Shr)],
            &[("+", BinOp::Add), ("-", BinOp::Sub)],
            &[("*", BinOp::Mul), ("/", BinOp::Div), ("%", BinOp::Rem)],
        ];
        if level == LEVELS.len() {
            return self.unary();
        }
        let mut lhs = self.binary(level + 1)?;
        loop {
            let Some(&(sym, op)) = LEVELS[level]
                .iter()
                .find(|(s, _)| matches!(self.peek(), Tok::Punct(p) if p == s))
            else {
                return Ok(lhs);
            };
            let opcol = self.col();
            self.pos += 1;
            let rhs = self.binary(level + 1)?;
            let col = lhs.2;
            let e = match op {
                BinOp::And | BinOp::Or => Expr::Bin(op, Box::new(lhs.0), Box::new(rhs.0)),
                BinOp::Eq | BinOp::Ne
                    if matches!((lhs.1, rhs.1), (Ty::Ptr, Ty::Zero) | (Ty::Zero, Ty::Ptr)) =>
                {
                    Expr::Bin(op, Box::new(lhs.0), Box::new(rhs.0))
                }
                _ => {
                    if lhs.1 == Ty::Ptr || rhs.1 == Ty::Ptr {
                        let c = if lhs.1 == Ty::Ptr { lhs.2 } else { rhs.2 };
                        return Err(self.err(
                            c,
                            format!(
                                "a pointer cannot be an operand of '{sym}' (pointers may only be \
                                 compared with 0 or tested; operator at column {opcol})"
                            ),
                        ));
                    }
                    if matches!(op, BinOp::Div | BinOp::Rem) && rhs.1 == Ty::Zero {
                        return Err(self.err(
                            rhs.2,
                            format!("division by zero (the right operand of '{sym}' is 0)"),
                        ));
                    }
                    Expr::Bin(op, Box::new(lhs.0), Box::new(rhs.0))
                }
            };
            lhs = (e, Ty::Int, col);
        }
    }

    fn unary(&mut self) -> Result<Typed, LtlError> {
        let col = self.col();
        if self.eat("!") {
            let (e, _, _) = self.unary()?;
            return Ok((Expr::Not(Box::new(e)), Ty::Int, col));
        }
        if self.eat("-") {
            let a = self.unary()?;
            let e = self.int(a, "'-'")?;
            return Ok((Expr::Neg(Box::new(e)), Ty::Int, col));
        }
        if self.eat("+") {
            let a = self.unary()?;
            let e = self.int(a, "'+'")?;
            return Ok((e, Ty::Int, col));
        }
        if self.eat("~") {
            let a = self.unary()?;
            let e = self.int(a, "'~'")?;
            return Ok((Expr::BitNot(Box::new(e)), Ty::Int, col));
        }
        self.primary()
    }

    fn func(&mut self, col: usize) -> Result<u32, LtlError> {
        let fcol = self.col();
        let Tok::Ident(name) = self.peek().clone() else {
            return Err(self.err(
                fcol,
                format!(
                    "expected a function name after '@', found {}",
                    self.describe()
                ),
            ));
        };
        self.pos += 1;
        match self.prog.func(&name) {
            Some(f) if self.prog.funcs[f as usize].stub.is_none() => Ok(f),
            _ => Err(self.err(
                col.max(fcol),
                format!("no function named {name} in the program"),
            )),
        }
    }

    fn primary(&mut self) -> Result<Typed, LtlError> {
        let col = self.col();
        match self.peek().clone() {
            Tok::Num(n) => {
                self.pos += 1;
                Ok((Expr::Const(n), if n == 0 { Ty::Zero } else { Ty::Int }, col))
            }
            Tok::Punct("(") => {
                self.pos += 1;
                let inner = self.binary(0)?;
                if !self.eat(")") {
                    return Err(self.err(
                        self.col(),
                        format!("expected ')', found {}", self.describe()),
                    ));
                }
                Ok((inner.0, inner.1, col))
            }
            Tok::Punct("$") => {
                self.pos += 1;
                match self.peek().clone() {
                    Tok::Ident(k) if k == "end" => {
                        self.pos += 1;
                        Ok((Expr::Ended, Ty::Int, col))
                    }
                    _ => Err(self.err(
                        col,
                        "expected $end (true once the program has ended: it exited or every \
                         thread finished)",
                    )),
                }
            }
            Tok::Punct("@") => {
                self.pos += 1;
                let f = self.func(col)?;
                if !self.prog.funcs[f as usize].params.is_empty() {
                    return Err(self.err(col, "a proposition function must take no arguments"));
                }
                let name = self.prog.funcs[f as usize].name.clone();
                Ok((Expr::Call(f, name), Ty::Int, col))
            }
            Tok::Ident(name) => {
                self.pos += 1;
                // tN@func
                if matches!(self.peek(), Tok::Punct("@")) {
                    let t = name
                        .strip_prefix('t')
                        .and_then(|n| n.parse::<u16>().ok())
                        .ok_or_else(|| {
                            self.err(
                                col,
                                format!(
                                    "expected a thread 'tN' before '@' (as in t1@critical), \
                                     found '{name}'"
                                ),
                            )
                        })?;
                    self.pos += 1;
                    let f = self.func(col)?;
                    return Ok((Expr::At(t, f), Ty::Int, col));
                }
                match name.as_str() {
                    "NULL" | "false" => return Ok((Expr::Const(0), Ty::Zero, col)),
                    "true" => return Ok((Expr::Const(1), Ty::Int, col)),
                    _ => {}
                }
                self.global(&name, col)
            }
            _ => Err(self.err(col, format!("expected a value, found {}", self.describe()))),
        }
    }

    fn global(&mut self, name: &str, col: usize) -> Result<Typed, LtlError> {
        let prog = self.prog;
        let id = prog
            .objects
            .iter()
            .position(|o| o.c_name.as_deref() == Some(name))
            .or_else(|| prog.objects.iter().position(|o| o.name == name))
            .ok_or_else(|| self.err(col, format!("no global variable named {name}")))?;
        let o = &prog.objects[id];
        let mut path = name.to_string();
        let (mut ty, mut off) = match &o.c_type {
            Some(t) => (t.clone(), 0u64),
            None => {
                // No debug info: a scalar of the object's size.
                let n = o.init.len() as u64;
                if !matches!(n, 1 | 2 | 4 | 8) {
                    return Err(self.err(
                        col,
                        format!("no debug information for the type of {name} (compile with -g)"),
                    ));
                }
                (
                    CType::Int {
                        size: n as u32,
                        signed: true,
                    },
                    0,
                )
            }
        };
        loop {
            // A pthread object is read as the C library defines it.
            if let CType::Pthread { repr, .. } = ty {
                ty = *repr;
            }
            let c = self.col();
            if self.eat(".") {
                let Tok::Ident(field) = self.peek().clone() else {
                    return Err(self.err(
                        self.col(),
                        format!("expected a field name after '.', found {}", self.describe()),
                    ));
                };
                self.pos += 1;
                let CType::Struct { fields, .. } = &ty else {
                    return Err(self.err(c, format!("{path} is not a struct")));
                };
                let Some((_, o2, t2)) = fields.iter().find(|(n, _, _)| *n == field) else {
                    let names: Vec<&str> = fields.iter().map(|(n, _, _)| n.as_str()).collect();
                    return Err(self.err(
                        c + 1,
                        format!("{path} has no field {field} (fields: {})", names.join(", ")),
                    ));
                };
                off += o2;
                path = format!("{path}.{field}");
                ty = t2.clone();
            } else if self.eat("[") {
                let icol = self.col();
                let idx = match self.binary(0)? {
                    (Expr::Const(i), _, _) => i,
                    (Expr::Neg(e), _, _) if matches!(*e, Expr::Const(_)) => -1,
                    _ => {
                        return Err(self.err(icol, "array indices must be integer constants"));
                    }
                };
                if !self.eat("]") {
                    return Err(self.err(
                        self.col(),
                        format!("expected ']', found {}", self.describe()),
                    ));
                }
                let CType::Array {
                    elem,
                    count,
                    stride,
                } = &ty
                else {
                    return Err(self.err(c, format!("{path} is not an array")));
                };
                if idx < 0 || idx as u64 >= *count {
                    return Err(self.err(
                        icol,
                        format!("index {idx} out of bounds: {path} has {count} elements"),
                    ));
                }
                off += idx as u64 * stride;
                path = format!("{path}[{idx}]");
                ty = (**elem).clone();
            } else {
                break;
            }
        }
        let (size, signed, ptr) = match ty {
            CType::Int { size, signed } => (u64::from(size), signed, false),
            CType::Bool => (1, false, false),
            CType::Ptr => (u64::from(prog.dl.ptr_size), false, true),
            CType::Float(_) => {
                return Err(self.err(
                    col,
                    format!("{path} is a floating-point value (not supported in propositions)"),
                ));
            }
            CType::Array { .. } => {
                return Err(self.err(
                    col,
                    format!("{path} is an array: pick an element, as in {path}[0]"),
                ));
            }
            CType::Struct { ref fields, .. } => {
                return Err(self.err(
                    col,
                    format!(
                        "{path} is a struct: pick a field, as in {path}.{}",
                        fields.first().map_or("field", |f| f.0.as_str())
                    ),
                ));
            }
            CType::Opaque(_) | CType::Pthread { .. } => {
                return Err(self.err(col, format!("{path} has a type propositions cannot read")));
            }
        };
        if !matches!(size, 1 | 2 | 4 | 8) || off + size > o.init.len() as u64 {
            return Err(self.err(col, format!("{path} has a type propositions cannot read")));
        }
        let leaf = Leaf {
            obj: id as u32,
            off,
            size,
            signed,
            ptr,
        };
        Ok((Expr::Load(leaf), if ptr { Ty::Ptr } else { Ty::Int }, col))
    }
}

/// Parses and checks `--prop` definitions: `NAME = EXPR`. Columns in errors are counted in
/// the whole definition.
pub fn parse_prop(prog: &Program, def: &str) -> Result<Prop, LtlError> {
    let Some(eq) = def.find('=').filter(|&i| !def[i + 1..].starts_with('=')) else {
        return Err(LtlError::new(
            def,
            def.chars().count() + 1,
            "expected NAME = EXPRESSION",
        ));
    };
    let name = def[..eq].trim();
    let name_col = def[..eq].chars().take_while(|c| c.is_whitespace()).count() + 1;
    let valid = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_lowercase() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !valid {
        return Err(LtlError::new(
            def,
            name_col,
            format!(
                "bad proposition name '{name}': it must start with a lower-case letter or '_' \
                 and have only letters, digits and '_' (Spin's rule)"
            ),
        ));
    }
    if matches!(name, "true" | "false") {
        return Err(LtlError::new(
            def,
            name_col,
            format!("'{name}' is a constant in formulas, not a proposition name"),
        ));
    }
    let body = &def[eq + 1..];
    let base_col = def[..eq + 1].chars().count() + 1;
    let toks = lex(body, base_col).map_err(|e| LtlError::new(def, e.col, e.msg))?;
    let mut p = Parser {
        prog,
        input: def,
        toks,
        pos: 0,
    };
    if matches!(p.peek(), Tok::End) {
        return Err(p.err(p.col(), "expected an expression after '='"));
    }
    let (expr, _, _) = p.binary(0)?;
    if !matches!(p.peek(), Tok::End) {
        return Err(p.err(
            p.col(),
            format!("expected an operator or the end, found {}", p.describe()),
        ));
    }
    Ok(Prop {
        name: name.to_string(),
        text: body.trim().to_string(),
        expr,
    })
}
