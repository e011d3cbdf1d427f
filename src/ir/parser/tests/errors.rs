//! Errors: every problem is a `ParseError` at the offending token, naming the construct.

use super::{err, err_at, ok};
use crate::ir::parser::MAX_DEPTH;

#[test]
fn lexical_errors_have_positions() {
    err_at(
        "@x = global [3 x i8] c\"ab\n",
        1,
        22,
        "unterminated string constant",
    );
    err_at(
        "define void @f() {\n  ret void ` \n}\n",
        2,
        12,
        "unexpected character '`'",
    );
}

#[test]
fn instruction_syntax_errors() {
    let f = |body: &str| format!("define void @f(ptr %p) {{\n{body}\n}}\n");
    err_at(
        &f("  store i32 1 i32 2"),
        2,
        15,
        "expected ',' after store value, found 'i32'",
    );
    err_at(
        &f("  %x = add i32 1"),
        3,
        1,
        "expected ',' after first operand of 'add'",
    );
    err_at(&f("  %x = frob i32 1"), 2, 8, "unknown instruction 'frob'");
    err_at(
        &f("  %x = icmp foo i32 1, 2"),
        2,
        13,
        "expected icmp predicate",
    );
    err_at(
        &f("  %x = load i32, ptr %p, align 3"),
        2,
        32,
        "power of two",
    );
    err_at(
        &f("  %x = load atomic i32, ptr %p, align 4"),
        2,
        31,
        "expected memory ordering",
    );
    err_at(
        &f("  ret void\n  %y = add i32 1, 2"),
        4,
        1,
        "expected instruction or terminator in block %1",
    );
    err_at(
        &f("  %x = add i32 1, 2"),
        3,
        1,
        "expected instruction or terminator in block %0",
    );
    err_at(
        "define void @f() {\n}\n",
        2,
        1,
        "function body has no blocks",
    );
    err_at(
        &f("  br i32 1, label %a, label %a\na:\n  ret void"),
        2,
        3,
        "br condition must have type i1",
    );
    err_at(
        &f("  %x = store i32 1, ptr %p"),
        2,
        3,
        "produces no value and cannot be named",
    );
    err_at(&f("  %x = call void @f(ptr %p)"), 2, 3, "produces no value");
    err_at(
        &f("  %x = ret void"),
        2,
        3,
        "terminator 'ret' cannot be named",
    );
    err_at(&f("  #foo(i32 1)"), 2, 3, "unknown debug record");
    err_at(
        &f("  #dbg_valu(i32 1)"),
        2,
        3,
        "unknown debug record '#dbg_valu'",
    );
    err_at(
        "attributes #0 = { nounwind \"a\"=\"b\" memory(argmem: read)\nattributes #1 = { }\n",
        1,
        17,
        "unterminated attribute group",
    );
}

#[test]
fn undefined_and_redefined_names() {
    err_at(
        "define i32 @main() {\n  %1 = add i32 %12, 1\n  ret i32 %1\n}\n",
        2,
        16,
        "undefined local %12 (used in function @main)",
    );
    err_at(
        "define void @f() {\n  br label %nowhere\n}\n",
        2,
        12,
        "undefined block %nowhere (used in function @f)",
    );
    err_at(
        "define void @f() {\n  %x = add i32 1, 2\n  %x = add i32 1, 2\n  ret void\n}\n",
        3,
        3,
        "redefinition of local %x",
    );
    err_at(
        "define void @f(i32 %x) {\n  %x = add i32 1, 2\n  ret void\n}\n",
        2,
        3,
        "redefinition of local %x",
    );
    err_at(
        "define void @f() {\na:\n  br label %a\na:\n  ret void\n}\n",
        4,
        1,
        "redefinition of block %a",
    );
    err_at(
        "@x = global i32 0\n@x = global i32 1\n",
        2,
        1,
        "redefinition of global @x",
    );
    err_at(
        "@x = global i32 0\ndefine void @x() {\n  ret void\n}\n",
        2,
        13,
        "redefinition of global @x",
    );
    err_at(
        "define void @f() {\n  %0 = add i32 1, 2\n  ret void\n}\n",
        2,
        3,
        "value number %0 out of order: expected %1 or higher",
    );
    err_at(
        "define void @f(i32 %0) {\n0:\n  ret void\n}\n",
        2,
        1,
        "value number %0 out of order",
    );
    err_at(
        "define void @f() {\n  %a = add i32 %b, 1\n  %b = add i64 1, 2\n  ret void\n}\n",
        2,
        16,
        "local %b has type 'i64' but is used as 'i32'",
    );
    err_at(
        "define void @f(i64 %a) {\n  %b = add i32 %a, 1\n  ret void\n}\n",
        2,
        16,
        "local %a has type 'i64' but is used as 'i32'",
    );
    err_at("@p = global ptr @q\n", 1, 17, "undefined global @q");
    err_at(
        "@p = global i32 %q\n",
        1,
        17,
        "cannot be used in a constant",
    );
}

#[test]
fn unsupported_constructs_are_named() {
    let f = |body: &str| format!("define void @f(ptr %p) personality ptr null {{\n{body}\n}}\n");
    err_at(
        &f("  %x = landingpad { ptr, i32 } cleanup"),
        2,
        8,
        "unsupported instruction 'landingpad'",
    );
    err_at(
        &f("  invoke void @f(ptr %p) to label %a unwind label %a"),
        2,
        3,
        "unsupported instruction 'invoke'",
    );
    err_at(
        &f("  resume { ptr, i32 } undef"),
        2,
        3,
        "unsupported instruction 'resume'",
    );
    err_at(
        &f("  callbr void asm \"\", \"!i\"() to label %a [label %b]"),
        2,
        3,
        "unsupported instruction 'callbr'",
    );
    err_at(
        &f("  call void asm sideeffect \"\", \"~{memory}\"()"),
        2,
        13,
        "unsupported inline asm",
    );
    err_at("module asm \"nop\"\n", 1, 1, "unsupported 'module asm'");
    err_at("@f = ifunc void (), ptr @r\n", 1, 6, "unsupported 'ifunc'");
    err_at(
        "uselistorder ptr @f, { 1, 0 }\n",
        1,
        1,
        "unsupported top-level directive 'uselistorder'",
    );
    err_at(
        "@x = external global target(\"spirv.Image\")\n",
        1,
        22,
        "target extension type",
    );
    // A personality without invoke is fine.
    ok(&f("  ret void"));
}

#[test]
fn integer_overflow_and_limits() {
    err_at(
        "@x = global i32 0, align 8589934592\n",
        1,
        26,
        "power of two",
    );
    err_at(
        "@x = global [4294967296 x i8] zeroinitializer, align 99999999999999999999\n",
        1,
        54,
        "too large",
    );
    err_at(
        "define void @f() {\n  %4294967295 = add i32 1, 2\n  ret void\n}\n",
        2,
        3,
        "value number too large",
    );
    err_at(
        "define void @f() {\n  %x = extractvalue { i32 } zeroinitializer, 4294967296\n  ret void\n}\n",
        2,
        46,
        "too large",
    );
    err_at(
        "define void @f() {\n  %x = shufflevector <2 x i8> zeroinitializer, <2 x i8> zeroinitializer, <4294967295 x i32> zeroinitializer\n  ret void\n}\n",
        2,
        74,
        "too large",
    );
}

#[test]
fn error_display_has_file_line_col() {
    let e = err("@x = global i32 @\n");
    assert_eq!(
        e.to_string(),
        format!("t.ll:{}:{}: {}", e.pos.line, e.pos.col, e.msg)
    );
    assert_eq!(e.file, "t.ll");
}

#[test]
fn truncated_inputs_never_panic() {
    let src = include_str!("../../../../tests/ir_parse/atomics.o2.clang19.ll");
    for cut in (0..src.len()).step_by(37) {
        if src.is_char_boundary(cut) {
            let _ = crate::ir::parse(&src[..cut], "cut.ll");
        }
    }
}

#[test]
fn deeply_nested_constants_and_metadata_are_bounded() {
    // Each nested form either parses (within the limit) or fails cleanly, never overflowing
    // the stack of a test thread (2 MiB, debug build).
    let max = MAX_DEPTH as usize;
    for depth in [10, max - 1, max, max + 1, 2 * max, 100_000] {
        let gep = format!(
            "@x = global ptr {}@x{}\n",
            "getelementptr (i8, ptr ".repeat(depth),
            ", i64 1)".repeat(depth)
        );
        let ty = format!("{}i8{}", "[1 x ".repeat(depth), "]".repeat(depth));
        let mut val = String::from("i8 0");
        for k in 0..depth.min(2 * max) {
            let inner_ty = format!("{}i8{}", "[1 x ".repeat(k), "]".repeat(k));
            val = format!("[{inner_ty} {val}]");
        }
        let arr = format!("@x = global {ty}{val}\n");
        let md = format!("!0 = {}{}\n", "!{".repeat(depth), "}".repeat(depth));
        let cast = format!(
            "@x = global i64 {}0{}\n",
            "add (i64 0, i64 ".repeat(depth),
            ")".repeat(depth)
        );
        for src in [gep, md, cast] {
            match crate::ir::parse(&src, "deep.ll") {
                Ok(_) => assert!(depth <= max, "depth {depth} accepted"),
                Err(e) => assert!(e.msg.contains("nesting too deep"), "{e}"),
            }
        }
        if depth <= 2 * max {
            let _ = crate::ir::parse(&arr, "deep.ll");
        }
    }
}
