//! Unit tests of the parser: each instruction form, constants, metadata, typed and opaque
//! pointers, forward references and error positions. Inputs are small inline `.ll` texts.

mod consts;
mod errors;
mod insts;
mod metadata;
mod module;
mod types;

use crate::ir::{Function, Inst, InstKind, Module, ParseError, TermKind, parse};

/// Parses `src`, panicking with the error if it fails.
fn ok(src: &str) -> Module {
    match parse(src, "t.ll") {
        Ok(m) => m,
        Err(e) => panic!("unexpected parse error: {e}\n--- input ---\n{src}"),
    }
}

/// Parses `src`, which must fail; returns the error.
fn err(src: &str) -> ParseError {
    match parse(src, "t.ll") {
        Ok(_) => panic!("expected a parse error for:\n{src}"),
        Err(e) => e,
    }
}

/// Asserts `src` fails at `line:col` with a message containing `msg`.
#[track_caller]
fn err_at(src: &str, line: u32, col: u32, msg: &str) {
    let e = err(src);
    assert!(
        e.msg.contains(msg),
        "message {:?} does not contain {:?}",
        e.msg,
        msg
    );
    assert_eq!(
        (e.pos.line, e.pos.col),
        (line, col),
        "wrong position for {e}"
    );
}

/// Prelude declaring globals used by [`func_body`] snippets.
const PRELUDE: &str =
    "@g = global i32 0\n@gp = global ptr null\ndeclare void @callee(i32)\n!99 = !{}\n";

/// Wraps instruction lines into `define void @t(ptr %p, i32 %n, i1 %c) { ... }`.
fn func_body(body: &str) -> Module {
    ok(&format!(
        "{PRELUDE}define void @t(ptr %p, i32 %n, i1 %c) {{\nentry:\n{body}\n}}\n"
    ))
}

/// The function named `name`.
fn func<'m>(m: &'m Module, name: &str) -> &'m Function {
    m.functions
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no function @{name}"))
}

/// All instructions of `@t`, in order.
fn insts(m: &Module) -> Vec<&Inst> {
    func(m, "t")
        .blocks
        .iter()
        .flat_map(|b| b.insts.iter())
        .collect()
}

/// The single instruction of a one-instruction body of `@t`.
fn one(body: &str) -> (Module, InstKind) {
    let m = func_body(&format!("{body}\n  ret void"));
    let k = insts(&m)
        .first()
        .map(|i| i.kind.clone())
        .expect("one instruction");
    (m, k)
}

/// The terminator of the first block of `@t`.
fn term0(m: &Module) -> &TermKind {
    &func(m, "t").blocks[0].term.kind
}
