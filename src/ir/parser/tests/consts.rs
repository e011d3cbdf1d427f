//! Constants and constant expressions, as global initialisers.

use super::{err_at, ok};
use crate::ir::{BinOp, CastOp, Const, ConstExpr, FloatLit, IPred, Module, TypedConst};

/// The initialiser of global `@name`.
fn init(m: &Module, name: &str) -> Const {
    m.globals
        .iter()
        .find(|g| g.name == name)
        .and_then(|g| g.init.clone())
        .expect("initialised global")
}

/// Parses `@x = global <ty_and_value>` and returns the initialiser.
fn c(tv: &str) -> Const {
    let m = ok(&format!("@f = external global i8\n@x = global {tv}\n"));
    init(&m, "x")
}

#[test]
fn integers() {
    assert_eq!(c("i32 42"), Const::Int(42));
    assert_eq!(c("i32 -1"), Const::Int(0xffff_ffff));
    assert_eq!(c("i8 -128"), Const::Int(0x80));
    assert_eq!(c("i64 -9223372036854775808"), Const::Int(1 << 63));
    assert_eq!(c("i128 -1"), Const::Int(u128::MAX));
    assert_eq!(c("i1 true"), Const::Int(1));
    assert_eq!(c("i1 false"), Const::Int(0));
    assert_eq!(c("i32 u0xFFFFFFFF"), Const::Int(0xffff_ffff));
    assert_eq!(c("i64 s0xFF"), Const::Int(0xffff_ffff_ffff_ffff));
    assert_eq!(c("i64 s0x7F"), Const::Int(0x7f));
    assert_eq!(
        c("i128 170141183460469231731687303715884105727"),
        Const::Int(u128::MAX >> 1)
    );
}

/// Integers wider than 128 bits (clang's packed bit-field storage units) keep every bit.
#[test]
fn integers_wider_than_128_bits() {
    let big = |v: &[u64]| Const::BigInt(v.to_vec().into_boxed_slice());
    assert_eq!(c("i136 5"), big(&[5, 0, 0]));
    assert_eq!(c("i136 -1"), big(&[!0, !0, 0xff]));
    assert_eq!(c("i136 -2097152"), big(&[!0 << 21, !0, 0xff]));
    // -2^135, the minimum, and 2^136 - 1, the unsigned maximum
    assert_eq!(
        c("i136 -43556142965880123323311949751266331066368"),
        big(&[0, 0, 0x80])
    );
    assert_eq!(
        c("i136 87112285931760246646623899502532662132735"),
        big(&[!0, !0, 0xff])
    );
    assert_eq!(c("i192 u0xFF"), big(&[0xff, 0, 0]));
    assert_eq!(c("i192 s0xFF"), big(&[!0, !0, !0]));
    assert_eq!(c("i256 -1"), big(&[!0; 4]));
    for bad in [
        "i136 87112285931760246646623899502532662132736",
        "i136 -43556142965880123323311949751266331066369",
    ] {
        err_at(
            &format!("@x = global {bad}\n"),
            1,
            18,
            "integer constant too large",
        );
    }
}

#[test]
fn floats() {
    assert_eq!(
        c("double 1.500000e+00"),
        Const::Float(FloatLit::Double(1.5))
    );
    assert_eq!(c("float -0.0"), Const::Float(FloatLit::Double(-0.0)));
    assert_eq!(
        c("float 0x3FB99999A0000000"),
        Const::Float(FloatLit::Double(f64::from(0.1f32)))
    );
    assert_eq!(
        c("double 0x7FF0000000000000"),
        Const::Float(FloatLit::Double(f64::INFINITY))
    );
    assert_eq!(c("half 0xH3C00"), Const::Float(FloatLit::Half(0x3c00)));
    assert_eq!(c("bfloat 0xR3F80"), Const::Float(FloatLit::BFloat(0x3f80)));
    assert_eq!(
        c("x86_fp80 0xK3FFFC000000000000000"),
        Const::Float(FloatLit::X86Fp80(0x3fffc000000000000000))
    );
    assert_eq!(
        c("fp128 0xL00000000000000004000000000000000"),
        Const::Float(FloatLit::Fp128(0x4000000000000000))
    );
    assert_eq!(
        c("ppc_fp128 0xM3FF00000000000000000000000000000"),
        Const::Float(FloatLit::PpcFp128(0x3ff00000000000000000000000000000))
    );
}

#[test]
fn simple_keywords() {
    assert_eq!(c("ptr null"), Const::Null);
    assert_eq!(c("i32 undef"), Const::Undef);
    assert_eq!(c("i32 poison"), Const::Poison);
    assert_eq!(c("{ i32, i8 } zeroinitializer"), Const::ZeroInit);
    assert_eq!(c("token none"), Const::None);
}

#[test]
fn aggregates() {
    let m = ok(
        "%struct.S = type { i32, ptr }\n@x = global %struct.S { i32 1, ptr @x }\n\
                @p = global <{ i8, i32 }> <{ i8 1, i32 2 }>\n\
                @a = global [3 x i16] [i16 1, i16 -2, i16 3]\n\
                @v = global <2 x i32> <i32 7, i32 poison>\n\
                @e = global [0 x i32] []\n@s = global { } { }\n",
    );
    match init(&m, "x") {
        Const::Struct(f) => {
            assert_eq!(f.len(), 2);
            assert_eq!(f[0].value, Const::Int(1));
            assert_eq!(f[1].value, Const::Global("x".into()));
        }
        o => panic!("{o:?}"),
    }
    assert!(matches!(init(&m, "p"), Const::Struct(f) if f.len() == 2));
    match init(&m, "a") {
        Const::Array(v) => assert_eq!(v[1].value, Const::Int(0xfffe)),
        o => panic!("{o:?}"),
    }
    match init(&m, "v") {
        Const::Vector(v) => assert_eq!(v[1].value, Const::Poison),
        o => panic!("{o:?}"),
    }
    assert_eq!(init(&m, "e"), Const::Array(vec![]));
    assert_eq!(init(&m, "s"), Const::Struct(vec![]));
    match c("<4 x i32> splat (i32 3)") {
        Const::Vector(v) => {
            assert_eq!(v.len(), 4);
            assert!(v.iter().all(|e| e.value == Const::Int(3)));
        }
        o => panic!("{o:?}"),
    }
}

#[test]
fn c_strings_decode_escapes() {
    assert_eq!(
        c("[7 x i8] c\"a\\0Ab\\\\\\22\\FF\\00\""),
        Const::CString(vec![b'a', b'\n', b'b', b'\\', b'"', 0xff, 0])
    );
    assert_eq!(c("[0 x i8] c\"\""), Const::CString(vec![]));
}

#[test]
fn global_references() {
    let m = ok(
        "@\"a b\" = global i32 0\n@0 = global i32 1\n@\"q\\22\" = global i32 2\n\
                @r = global [3 x ptr] [ptr @\"a b\", ptr @0, ptr @\"q\\22\"]\n\
                @e = global ptr dso_local_equivalent @f\n@n = global ptr no_cfi @f\n\
                define void @f() {\n  ret void\n}\n",
    );
    match init(&m, "r") {
        Const::Array(v) => {
            let names: Vec<_> = v.iter().map(|e| e.value.clone()).collect();
            assert_eq!(
                names,
                vec![
                    Const::Global("a b".into()),
                    Const::Global("0".into()),
                    Const::Global("q\"".into())
                ]
            );
        }
        o => panic!("{o:?}"),
    }
    assert_eq!(init(&m, "e"), Const::Global("f".into()));
    assert_eq!(init(&m, "n"), Const::Global("f".into()));
}

#[test]
fn blockaddress() {
    let m = ok(
        "@t = global [2 x ptr] [ptr blockaddress(@f, %bb), ptr blockaddress(@f, %3)]\n\
                define void @f(i32 %0) {\n  br label %bb\nbb:\n  br label %3\n3:\n  ret void\n}\n",
    );
    match init(&m, "t") {
        Const::Array(v) => {
            assert_eq!(v[0].value, Const::BlockAddress("f".into(), "bb".into()));
            assert_eq!(v[1].value, Const::BlockAddress("f".into(), "3".into()));
        }
        o => panic!("{o:?}"),
    }
    err_at(
        "@t = global ptr blockaddress(@f, %nope)\ndefine void @f() {\n  ret void\n}\n",
        1,
        17,
        "unknown block %nope",
    );
}

/// Unwraps a constant expression.
fn expr(c: Const) -> ConstExpr {
    match c {
        Const::Expr(e) => *e,
        o => panic!("not an expression: {o:?}"),
    }
}

#[test]
fn gep_expressions_opaque_and_typed() {
    let e = expr(c("ptr getelementptr inbounds (i8, ptr @f, i64 24)"));
    match e {
        ConstExpr::Gep {
            base,
            indices,
            inbounds,
            ..
        } => {
            assert!(inbounds);
            assert_eq!(base.value, Const::Global("f".into()));
            assert_eq!(indices.len(), 1);
            assert_eq!(indices[0].value, Const::Int(24));
        }
        o => panic!("{o:?}"),
    }
    let e = expr(c("ptr getelementptr inbounds nuw (i8, ptr @f, i64 4)"));
    assert!(matches!(e, ConstExpr::Gep { inbounds: true, .. }));
    let e = expr(c("ptr getelementptr inrange(-8, 16) (i8, ptr @f, i64 8)"));
    assert!(matches!(
        e,
        ConstExpr::Gep {
            inbounds: false,
            ..
        }
    ));
    let m = ok("@s = global [4 x i8] c\"abc\\00\"\n\
                @p = global i8* getelementptr inbounds ([4 x i8], [4 x i8]* @s, i64 0, i64 0)\n\
                @q = global i8* getelementptr ({ i32, i8 }, { i32, i8 }* null, i32 0, inrange i32 1)\n");
    match expr(init(&m, "p")) {
        ConstExpr::Gep {
            source_ty, base, ..
        } => {
            assert_eq!(m.types.display(source_ty), "[4 x i8]");
            assert_eq!(m.types.display(base.ty), "[4 x i8]*");
        }
        o => panic!("{o:?}"),
    }
    assert!(matches!(expr(init(&m, "q")), ConstExpr::Gep { .. }));
}

#[test]
fn cast_binary_compare_select_extract() {
    match expr(c("i64 ptrtoint (ptr @f to i64)")) {
        ConstExpr::Cast { op, value, .. } => {
            assert_eq!(op, CastOp::PtrToInt);
            assert_eq!(
                value,
                TypedConst {
                    ty: value.ty,
                    value: Const::Global("f".into())
                }
            );
        }
        o => panic!("{o:?}"),
    }
    match expr(c(
        "i64 sub nuw nsw (i64 ptrtoint (ptr @f to i64), i64 ptrtoint (ptr @x to i64))",
    )) {
        ConstExpr::Bin { op, lhs, .. } => {
            assert_eq!(op, BinOp::Sub);
            assert!(matches!(lhs.value, Const::Expr(_)));
        }
        o => panic!("{o:?}"),
    }
    for (src, op) in [
        ("add", BinOp::Add),
        ("mul", BinOp::Mul),
        ("shl", BinOp::Shl),
        ("xor", BinOp::Xor),
        ("and", BinOp::And),
        ("or", BinOp::Or),
        ("lshr", BinOp::LShr),
    ] {
        let e = expr(c(&format!("i32 {src} (i32 1, i32 2)")));
        assert!(
            matches!(e, ConstExpr::Bin { op: o, .. } if o == op),
            "{src}"
        );
    }
    match expr(c("i1 icmp eq (ptr @f, ptr null)")) {
        ConstExpr::ICmp { pred, .. } => assert_eq!(pred, IPred::Eq),
        o => panic!("{o:?}"),
    }
    let e = expr(c(
        "i32 select (i1 icmp ne (ptr @f, ptr null), i32 1, i32 2)",
    ));
    assert!(matches!(e, ConstExpr::Select { .. }));
    let e = expr(c("i32 extractelement (<2 x i32> <i32 1, i32 2>, i32 1)"));
    assert!(matches!(e, ConstExpr::ExtractElement { .. }));
    let e = expr(c("i8 trunc (i64 ptrtoint (ptr @f to i64) to i8)"));
    assert!(matches!(
        e,
        ConstExpr::Cast {
            op: CastOp::Trunc,
            ..
        }
    ));
    let e = expr(c("ptr addrspacecast (ptr addrspace(1) null to ptr)"));
    assert!(matches!(
        e,
        ConstExpr::Cast {
            op: CastOp::AddrSpaceCast,
            ..
        }
    ));
    let e = expr(c("i32* bitcast (i8* null to i32*)"));
    assert!(matches!(
        e,
        ConstExpr::Cast {
            op: CastOp::BitCast,
            ..
        }
    ));
}

#[test]
fn float_literals_must_be_exact_for_float() {
    assert_eq!(c("float 1.500000e+00"), Const::Float(FloatLit::Double(1.5)));
    assert!(
        matches!(c("float 0x7FF8000000000000"), Const::Float(FloatLit::Double(v)) if v.is_nan())
    );
    err_at(
        "@x = global float 1.000000e-01\n",
        1,
        19,
        "floating-point constant invalid for type 'float'",
    );
    err_at(
        "@x = global float 0x3FB999999999999A\n",
        1,
        19,
        "invalid for type 'float'",
    );
    assert_eq!(
        c("double 1.000000e-01"),
        Const::Float(FloatLit::Double(0.1))
    );
}

#[test]
fn constant_errors() {
    err_at(
        "@x = global i32 99999999999999999999999999999999999999999\n",
        1,
        17,
        "too large",
    );
    err_at("@x = global i32 1.0\n", 1, 17, "non-float type");
    err_at("@x = global double 1\n", 1, 20, "integer type");
    err_at("@x = global i32 null\n", 1, 17, "null must be a pointer");
    err_at(
        "@x = global [2 x i8] c\"abc\"\n",
        1,
        22,
        "string constant has 3 bytes",
    );
    err_at(
        "@x = global [2 x i32] [i32 1]\n",
        1,
        23,
        "array constant has 1 elements",
    );
    err_at(
        "@x = global { i32 } { i64 1 }\n",
        1,
        23,
        "element 0 of struct constant",
    );
    err_at(
        "@x = global i32 fcmp (float 1.0, float 2.0)\n",
        1,
        17,
        "unsupported constant expression 'fcmp'",
    );
    err_at("@x = global ptr @nope\n", 1, 17, "undefined global @nope");
    err_at(
        "@x = global i64 @x\n",
        1,
        17,
        "global reference must have pointer type, not 'i64'",
    );
    err_at(
        "@x = global i32 %y\n",
        1,
        17,
        "cannot be used in a constant",
    );
    err_at(
        "@x = global half 0xH12345\n",
        1,
        18,
        "malformed hexadecimal",
    );
    err_at("@x = global i32\n", 2, 1, "expected constant of type 'i32'");
    err_at(
        "@x = global <70000 x i8> splat (i8 1)\n",
        1,
        26,
        "too large",
    );
}
