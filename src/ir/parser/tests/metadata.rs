//! Metadata: numbered and named nodes, specialised fields, attachments.

use super::{err_at, func, ok};
use crate::ir::{MdNode, MdValue, Operand, Value};

const DEBUG_MODULE: &str = r#"
@g = global i32 0, align 4, !dbg !0, !dbg !9
define i32 @main() !dbg !5 {
  %1 = load i32, ptr @g, align 4, !dbg !8, !tbaa !10
  ret i32 %1, !dbg !8
}
!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11}
!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 1, type: !4, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "clang \2219\22", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "a.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "00ff")
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 2, type: !6, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !7)
!6 = !DISubroutineType(types: !{!4, null})
!7 = !{}
!8 = !DILocation(line: 3, column: -1, scope: !5, inlinedAt: !DILocation(line: 9, scope: !5))
!9 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_plus_uconst, 4, DW_OP_LLVM_fragment, 0, 32))
!10 = !{!"int", !7, i64 0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "bf", baseType: !4, size: 3, offset: 128, flags: DIFlagBitField, extraData: i64 128)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !{!DISubrange(count: 2, lowerBound: 0)})
!14 = !DIEnumerator(name: "big", value: 18446744073709551615, isUnsigned: true)
!15 = !{ptr @g, ptr null, null, !"s"}
"#;

#[test]
fn debug_info_module() {
    let m = ok(DEBUG_MODULE);
    assert_eq!(m.globals[0].dbg, vec![0, 9]);
    let f = func(&m, "main");
    assert_eq!(f.dbg, Some(5));
    assert_eq!(f.blocks[0].insts[0].dbg, Some(8));
    assert_eq!(f.blocks[0].term.dbg, Some(8));
    assert_eq!(m.named_metadata["llvm.dbg.cu"], vec![2]);
    assert_eq!(m.named_metadata["llvm.module.flags"], vec![11]);
    assert_eq!(m.metadata.len(), 16);

    let sp = m.md(5).expect("!5");
    assert_eq!(sp.kind(), "DISubprogram");
    assert_eq!(sp.field("name"), Some(&MdValue::Str("main".into())));
    assert_eq!(sp.field("line"), Some(&MdValue::Int(2)));
    assert_eq!(sp.field("unit"), Some(&MdValue::Ref(2)));
    assert_eq!(
        sp.field("flags"),
        Some(&MdValue::Ident(
            "DIFlagPrototyped | DIFlagAllCallsDescribed".into()
        ))
    );
    assert_eq!(
        m.md(2).and_then(|n| n.field("producer")),
        Some(&MdValue::Str("clang \"19\"".into()))
    );
    assert_eq!(
        m.md(2).and_then(|n| n.field("isOptimized")),
        Some(&MdValue::Ident("true".into()))
    );
    let loc = m.md(8).expect("!8");
    assert_eq!(loc.field("column"), Some(&MdValue::Int(-1)));
    let inl = loc
        .field("inlinedAt")
        .and_then(|v| m.md_node(v))
        .expect("inline node");
    assert_eq!(inl.kind(), "DILocation");
    assert_eq!(inl.field("line"), Some(&MdValue::Int(9)));

    let ty = m.md(6).and_then(|n| n.field("types")).expect("types");
    assert_eq!(
        m.md_node(ty),
        Some(&MdNode::Tuple(vec![MdValue::Ref(4), MdValue::Null]))
    );
    match m
        .md(9)
        .and_then(|n| n.field("expr"))
        .and_then(|v| m.md_node(v))
    {
        Some(MdNode::Specialized { kind, fields }) => {
            assert_eq!(kind, "DIExpression");
            let vals: Vec<_> = fields
                .iter()
                .map(|(n, v)| (n.as_str(), v.clone()))
                .collect();
            assert_eq!(
                vals,
                vec![
                    ("", MdValue::Ident("DW_OP_plus_uconst".into())),
                    ("", MdValue::Int(4)),
                    ("", MdValue::Ident("DW_OP_LLVM_fragment".into())),
                    ("", MdValue::Int(0)),
                    ("", MdValue::Int(32)),
                ]
            );
        }
        o => panic!("{o:?}"),
    }
    assert!(matches!(
        m.md(12).and_then(|n| n.field("extraData")),
        Some(MdValue::Value(Operand {
            value: Value::Const(_),
            ..
        }))
    ));
    assert_eq!(
        m.md(14).and_then(|n| n.field("value")),
        Some(&MdValue::Int(18446744073709551615))
    );
    match m.md(15) {
        Some(MdNode::Tuple(v)) => {
            assert!(matches!(v[0], MdValue::Value(_)));
            assert!(matches!(v[1], MdValue::Value(_)));
            assert_eq!(v[2], MdValue::Null);
            assert_eq!(v[3], MdValue::Str("s".into()));
        }
        o => panic!("{o:?}"),
    }
    assert_eq!(m.md(7), Some(&MdNode::Tuple(vec![])));
}

#[test]
fn attachments_other_than_dbg_are_skipped() {
    let m = ok("define void @f(ptr %p) !prof !0 {\n\
                  %1 = load ptr, ptr %p, !nonnull !0, !range !1, !llvm.access.group !0, !annotation !{!\"x\"}\n\
                  br label %2, !llvm.loop !2\n\
                2:\n  ret void\n}\n\
                !0 = !{}\n!1 = !{i32 0, i32 10}\n!2 = distinct !{!2, !3}\n!3 = !{!\"llvm.loop.mustprogress\"}\n");
    let f = func(&m, "f");
    assert_eq!(f.dbg, None);
    assert_eq!(f.blocks[0].insts[0].dbg, None);
    assert_eq!(f.blocks[0].term.dbg, None);
}

#[test]
fn declarations_with_dbg_attachment() {
    let m = ok(
        "declare !dbg !0 i32 @ext(i32 noundef)\n!0 = !DISubprogram(name: \"ext\", spFlags: DISPFlagOptimized)\n",
    );
    assert_eq!(m.functions[0].dbg, Some(0));
    // Named metadata right after a declaration is not an attachment of it.
    let m = ok("declare !dbg !0 i32 @ext(i32) #1\n!llvm.ident = !{!0}\n!0 = !{}\n");
    assert_eq!(m.named_metadata["llvm.ident"], vec![0]);
}

#[test]
fn repeated_named_metadata_appends() {
    let m = ok("!a = !{!0}\n!a = !{!1, !0}\n!0 = !{}\n!1 = !{}\n");
    assert_eq!(m.named_metadata["a"], vec![0, 1, 0]);
}

#[test]
fn metadata_errors() {
    err_at("!0 = !{}\n!0 = !{}\n", 2, 1, "redefinition of metadata !0");
    err_at("!0 = !{!1}\n", 1, 8, "undefined metadata !1");
    err_at(
        "!x = !{!0, i32 1}\n!0 = !{}\n",
        1,
        12,
        "expected metadata reference",
    );
    err_at("!0 = !\"s\"\n", 1, 6, "expected metadata node");
    err_at(
        "!0 = !DILocation(line: 1,, column: 2)\n",
        1,
        26,
        "expected metadata field value",
    );
    err_at(
        "!0 = !{i32 1\n",
        2,
        1,
        "expected ',' between metadata tuple operands",
    );
    err_at("!0 = !{!99999999999}\n", 1, 8, "metadata id too large");
}
