//! Types: primitive, pointers (opaque and typed), aggregates, named structs, function types.

use super::{err_at, ok};
use crate::ir::parser::MAX_DEPTH;
use crate::ir::{Module, Type, TypeId};

/// The type of global `@name`.
fn gty(m: &Module, name: &str) -> TypeId {
    m.globals
        .iter()
        .find(|g| g.name == name)
        .map(|g| g.ty)
        .expect("global")
}

/// The LLVM spelling of global `@name`'s type.
fn show(m: &Module, name: &str) -> String {
    m.types.display(gty(m, name))
}

#[test]
fn primitive_and_aggregate_types_round_trip() {
    let cases = [
        "i1",
        "i17",
        "i128",
        "half",
        "bfloat",
        "float",
        "double",
        "x86_fp80",
        "fp128",
        "ppc_fp128",
        "ptr",
        "ptr addrspace(3)",
        "{ i32, ptr }",
        "<{ i8, i32 }>",
        "{  }",
        "[4 x [2 x i16]]",
        "<4 x float>",
        "<vscale x 2 x i64>",
    ];
    for c in cases {
        let m = ok(&format!("@x = external global {c}\n"));
        let want = if c == "{  }" { "{  }" } else { c };
        assert_eq!(show(&m, "x"), want, "type {c}");
    }
}

#[test]
fn typed_pointers_keep_pointee() {
    let m = ok(
        "@a = external global i32**\n@b = external global i8 addrspace(1)*\n\
                @c = external global void (i32, ...)*\n@d = external global i8* (i8*)*\n",
    );
    assert_eq!(show(&m, "a"), "i32**");
    assert_eq!(show(&m, "b"), "i8 addrspace(1)*");
    assert_eq!(show(&m, "c"), "void (i32, ...)*");
    assert_eq!(show(&m, "d"), "i8* (i8*)*");
    match m.types.get(gty(&m, "a")) {
        Type::Ptr {
            addrspace: 0,
            pointee: Some(p),
        } => assert_eq!(m.types.display(*p), "i32*"),
        t => panic!("{t:?}"),
    }
}

#[test]
fn interning_is_structural() {
    let m =
        ok("@a = external global { i32, [2 x ptr] }\n@b = external global { i32, [2 x ptr] }\n");
    assert_eq!(gty(&m, "a"), gty(&m, "b"));
}

#[test]
fn named_structs_forward_recursive_and_opaque() {
    let m = ok(
        "%struct.list = type { i32, %struct.list*, %struct.tree* }\n\
                %struct.tree = type { [2 x %struct.tree*], %struct.opq* }\n\
                %struct.opq = type opaque\n\
                %\"struct.a b\" = type <{ i8, i16 }>\n\
                @l = external global %struct.list\n@q = external global %\"struct.a b\"\n",
    );
    let t = &m.types;
    assert_eq!(t.named.len(), 4);
    let list = t.named_map["struct.list"] as usize;
    let body = t.named[list].body.expect("list body");
    assert_eq!(t.display(body), "{ i32, %struct.list*, %struct.tree* }");
    assert_eq!(t.named[t.named_map["struct.opq"] as usize].body, None);
    assert_eq!(t.named[list].pos.line, 1);
    let l = gty(&m, "l");
    assert!(matches!(t.get(l), Type::Named(_)));
    assert_eq!(t.resolve(l), Some(body));
    assert_eq!(show(&m, "q"), "%struct.a b");
}

#[test]
fn function_and_other_types() {
    let m = ok("@f = external global ptr\ndeclare x86_mmx @mmx(x86_mmx)\n\
                declare <2 x ptr> @vp(<2 x ptr>, token, metadata)\n");
    let f = &m.functions[0];
    assert_eq!(m.types.get(f.ret_ty), &Type::Other("x86_mmx".into()));
    let vp = &m.functions[1];
    assert_eq!(m.types.display(vp.ret_ty), "<2 x ptr>");
    assert_eq!(m.types.display(vp.params[1].ty), "token");
    assert_eq!(m.types.display(vp.params[2].ty), "metadata");
}

#[test]
fn bad_types_are_errors() {
    err_at(
        "@x = external global i0\n",
        1,
        22,
        "integer type width out of range",
    );
    err_at(
        "@x = external global i8388609\n",
        1,
        22,
        "integer type width out of range",
    );
    err_at(
        "@x = external global i99999999999999999999\n",
        1,
        22,
        "out of range",
    );
    err_at("@x = external global void*\n", 1, 26, "pointers to void");
    err_at("@x = external global [4 x]\n", 1, 26, "expected type");
    err_at("@x = external global <0 x i32>\n", 1, 23, "vector length");
    err_at(
        "@x = external global %T\n",
        1,
        22,
        "use of undefined type %T",
    );
    err_at("%T = type i32\n", 1, 11, "must be a struct");
    err_at(
        "%T = type {}\n%T = type {}\n",
        2,
        1,
        "redefinition of type %T",
    );
    err_at(
        "@x = external global [18446744073709551616 x i8]\n",
        1,
        23,
        "too large",
    );
    err_at(
        "@x = external global opaque\n",
        1,
        22,
        "'opaque' is only valid",
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let depth = 100_000;
    let src = format!(
        "@x = external global {}i32{}\n",
        "[1 x ".repeat(depth),
        "]".repeat(depth)
    );
    err_at(&src, 1, 22 + 5 * MAX_DEPTH, "nesting too deep");
    let src = format!(
        "@x = external global {}i32{}\n",
        "{".repeat(depth),
        "}".repeat(depth)
    );
    assert!(super::err(&src).msg.contains("nesting too deep"));
    // Up to the limit (the leaf type is a level too) is fine.
    let d = MAX_DEPTH as usize - 1;
    let src = format!(
        "@x = external global {}i32{}\n",
        "[1 x ".repeat(d),
        "]".repeat(d)
    );
    ok(&src);
}
