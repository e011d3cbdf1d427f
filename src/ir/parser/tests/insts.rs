//! Instructions and terminators, opaque and typed pointers, forward references.

use super::{PRELUDE, func, func_body, insts, ok, one, term0};
use crate::ir::*;

/// `Value::Local` of local named `name` in `f`.
fn local(f: &Function, name: &str) -> Value {
    let i = f.locals.iter().position(|l| l == name).expect("local");
    Value::Local(LocalId(i as u32))
}

#[test]
fn binary_ops_and_flags() {
    let (m, k) = one("  %x = add nuw nsw i32 %n, 1");
    let f = func(&m, "t");
    assert_eq!(
        k,
        InstKind::Bin {
            op: BinOp::Add,
            ty: f.params[1].ty,
            lhs: local(f, "n"),
            rhs: Value::Const(Const::Int(1)),
            nuw: true,
            nsw: true,
            exact: false
        }
    );
    let (_, k) = one("  %x = udiv exact i32 %n, 4");
    assert!(matches!(
        k,
        InstKind::Bin {
            op: BinOp::UDiv,
            exact: true,
            ..
        }
    ));
    let (_, k) = one("  %x = or disjoint i32 %n, 4");
    assert!(matches!(k, InstKind::Bin { op: BinOp::Or, .. }));
    for op in [
        "sub", "mul", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "xor",
    ] {
        let (_, k) = one(&format!("  %x = {op} i32 %n, %n"));
        assert!(matches!(k, InstKind::Bin { .. }), "{op}");
    }
    let (_, k) = one("  %x = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, zeroinitializer");
    assert!(matches!(k, InstKind::Bin { op: BinOp::Add, .. }));
}

#[test]
fn float_ops_with_fast_math_flags() {
    let (_, k) = one("  %x = fadd fast float 1.0, 2.0");
    assert!(matches!(
        k,
        InstKind::FBin {
            op: FBinOp::FAdd,
            ..
        }
    ));
    let (_, k) = one("  %x = fmul nnan ninf nsz arcp contract afn reassoc double 1.0, 2.0");
    assert!(matches!(
        k,
        InstKind::FBin {
            op: FBinOp::FMul,
            ..
        }
    ));
    for op in ["fsub", "fdiv", "frem"] {
        let (_, k) = one(&format!("  %x = {op} double 1.0, 2.0"));
        assert!(matches!(k, InstKind::FBin { .. }));
    }
    let (_, k) = one("  %x = fneg nnan float 1.0");
    assert!(matches!(k, InstKind::FNeg { .. }));
    let (m, k) = one("  %x = fcmp fast olt double 1.0, 2.0");
    assert!(matches!(
        k,
        InstKind::FCmp {
            pred: FPred::Olt,
            ..
        }
    ));
    let f = func(&m, "t");
    assert_eq!(m.types.display(f.local_types[3]), "i1");
    let (_, k) = one("  %x = fcmp uno float 1.0, 2.0");
    assert!(matches!(
        k,
        InstKind::FCmp {
            pred: FPred::Uno,
            ..
        }
    ));
}

#[test]
fn compares_and_vector_compare_results() {
    let (_, k) = one("  %x = icmp samesign ult i32 %n, 10");
    assert!(matches!(
        k,
        InstKind::ICmp {
            pred: IPred::Ult,
            ..
        }
    ));
    let (_, k) = one("  %x = icmp eq ptr %p, null");
    assert!(matches!(
        k,
        InstKind::ICmp {
            pred: IPred::Eq,
            ..
        }
    ));
    let m = func_body("  %v = icmp sgt <4 x i32> zeroinitializer, zeroinitializer\n  ret void");
    let f = func(&m, "t");
    assert_eq!(m.types.display(f.local_types[3]), "<4 x i1>");
}

#[test]
fn casts_with_flags() {
    let (m, k) = one("  %x = zext nneg i32 %n to i64");
    match k {
        InstKind::Cast { op, to, .. } => {
            assert_eq!(op, CastOp::ZExt);
            assert_eq!(m.types.display(to), "i64");
        }
        o => panic!("{o:?}"),
    }
    let (_, k) = one("  %x = trunc nuw nsw i32 %n to i8");
    assert!(matches!(
        k,
        InstKind::Cast {
            op: CastOp::Trunc,
            ..
        }
    ));
    let (_, k) = one("  %x = uitofp nneg i32 %n to float");
    assert!(matches!(
        k,
        InstKind::Cast {
            op: CastOp::UiToFp,
            ..
        }
    ));
    for op in ["sext", "ptrtoint", "bitcast"] {
        let ty = if op == "ptrtoint" {
            "ptr %p to i64"
        } else {
            "i32 %n to i32"
        };
        let (_, k) = one(&format!("  %x = {op} {ty}"));
        assert!(matches!(k, InstKind::Cast { .. }), "{op}");
    }
}

#[test]
fn alloca_forms() {
    let (m, k) = one("  %x = alloca i32, align 4");
    assert!(matches!(
        k,
        InstKind::Alloca {
            count: None,
            align: Some(4),
            ..
        }
    ));
    assert_eq!(m.types.display(func(&m, "t").local_types[3]), "ptr");
    let (_, k) = one("  %x = alloca inalloca i8, i64 16, align 16, addrspace(0), !dbg !99");
    match k {
        InstKind::Alloca { count, align, .. } => {
            assert_eq!(count.expect("count").value, Value::Const(Const::Int(16)));
            assert_eq!(align, Some(16));
        }
        o => panic!("{o:?}"),
    }
    let (_, k) = one("  %x = alloca i32, i32 %n");
    assert!(matches!(
        k,
        InstKind::Alloca {
            count: Some(_),
            align: None,
            ..
        }
    ));
}

#[test]
fn load_store_volatile_atomic() {
    let (_, k) = one("  %x = load volatile i32, ptr %p, align 4, !tbaa !99");
    assert!(matches!(
        k,
        InstKind::Load {
            volatile: true,
            atomic: None,
            align: Some(4),
            ..
        }
    ));
    let (_, k) = one("  %x = load atomic i32, ptr %p syncscope(\"singlethread\") acquire, align 4");
    match k {
        InstKind::Load {
            atomic: Some(a), ..
        } => {
            assert_eq!(a.ordering, Ordering::Acquire);
            assert_eq!(a.syncscope.as_deref(), Some("singlethread"));
        }
        o => panic!("{o:?}"),
    }
    let (_, k) = one("  store atomic volatile i64 0, ptr %p release, align 8");
    match k {
        InstKind::Store {
            atomic: Some(a),
            volatile,
            ..
        } => {
            assert!(volatile);
            assert_eq!(a.ordering, Ordering::Release);
        }
        o => panic!("{o:?}"),
    }
    let (_, k) = one("  store i32 %n, ptr @g, align 4, !nontemporal !99");
    assert!(matches!(
        k,
        InstKind::Store {
            atomic: None,
            volatile: false,
            ..
        }
    ));
}

#[test]
fn gep_opaque_typed_and_vector() {
    let (m, k) = one(
        "  %x = getelementptr inbounds nuw { i32, [4 x i8] }, ptr %p, i64 0, i32 1, i64 %k\n  %k = add i64 0, 0",
    );
    match k {
        InstKind::Gep {
            indices, inbounds, ..
        } => {
            assert!(inbounds);
            assert_eq!(indices.len(), 3);
        }
        o => panic!("{o:?}"),
    }
    assert_eq!(m.types.display(func(&m, "t").local_types[3]), "ptr");
    // Typed pointers: the result type follows the indices.
    let m = ok("%struct.S = type { i32, [4 x i16] }\n\
                define i16* @t(%struct.S* %s, i64 %i) {\n\
                  %1 = getelementptr inbounds %struct.S, %struct.S* %s, i64 0, i32 1, i64 %i\n\
                  %2 = getelementptr %struct.S, %struct.S* %s, i64 1\n\
                  ret i16* %1\n}\n");
    let f = func(&m, "t");
    assert_eq!(m.types.display(f.local_types[2]), "i16*");
    assert_eq!(m.types.display(f.local_types[3]), "%struct.S*");
    // Vector GEP.
    let m = func_body(
        "  %v = getelementptr i32, <2 x ptr> zeroinitializer, <2 x i64> <i64 0, i64 1>\n  ret void",
    );
    assert_eq!(m.types.display(func(&m, "t").local_types[3]), "<2 x ptr>");
}

#[test]
fn select_phi_and_forward_references() {
    let m = ok("define i32 @t(i32 %n) {\nentry:\n  br label %loop\n\
                loop:\n  %i = phi i32 [ 0, %entry ], [ %next, %loop ]\n\
                  %next = add i32 %i, 1\n  %done = icmp eq i32 %next, %n\n\
                  %r = select nnan i1 %done, i32 %i, i32 %next\n\
                  br i1 %done, label %exit, label %loop\n\
                exit:\n  ret i32 %r\n}\n");
    let f = func(&m, "t");
    assert_eq!(f.locals, vec!["n", "i", "next", "done", "r"]);
    assert_eq!(f.blocks.len(), 3);
    match &f.blocks[1].insts[0].kind {
        InstKind::Phi { incoming, .. } => {
            assert_eq!(incoming[0], (Value::Const(Const::Int(0)), BlockId(0)));
            assert_eq!(incoming[1], (Value::Local(LocalId(2)), BlockId(1)));
        }
        o => panic!("{o:?}"),
    }
    assert_eq!(
        f.blocks[1].term.kind,
        TermKind::CondBr {
            cond: Value::Local(LocalId(3)),
            t: BlockId(2),
            f: BlockId(1)
        }
    );
    assert_eq!(f.blocks[0].term.kind, TermKind::Br(BlockId(1)));
}

#[test]
fn implicit_numbering_of_params_blocks_and_values() {
    let m = ok(
        "define i32 @t(i32 %0, i32) {\n  %3 = add i32 %0, %1\n  br label %4\n\
                4:                     ; preds = %2\n  %5 = phi i32 [ %3, %2 ]\n  ret i32 %5\n}\n",
    );
    let f = func(&m, "t");
    assert_eq!(f.locals, vec!["0", "1", "3", "5"]);
    assert_eq!(f.blocks[0].name, "2");
    assert_eq!(f.blocks[1].name, "4");
    assert_eq!(f.blocks[0].pos, Pos { line: 2, col: 3 });
    assert_eq!(f.blocks[1].pos, Pos { line: 4, col: 1 });
    // Quoted names.
    let m = ok(
        "define void @t() {\n\"the entry\":\n  %\"a b\" = add i32 1, 2\n  br label %\"x y\"\n\"x y\":\n  ret void\n}\n",
    );
    let f = func(&m, "t");
    assert_eq!(f.locals, vec!["a b"]);
    assert_eq!(f.blocks[1].name, "x y");
}

#[test]
fn calls_of_every_shape() {
    let src = format!(
        "{PRELUDE}declare i32 @printf(ptr, ...)\ndeclare void @llvm.dbg.declare(metadata, metadata, metadata)\n\
         %struct.S = type {{ i64, i64 }}\n\
         define void @t(ptr %p) {{\n\
           %1 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @g, i32 noundef signext 5) #3\n\
           %2 = tail call noundef range(i32 0, 10) i32 @f2(ptr noundef initializes((0, 4)) captures(none) %p)\n\
           call void %p(ptr byval(%struct.S) align 8 %p, ptr sret(%struct.S) %p) [ \"deopt\"(i32 1) ]\n\
           notail call fastcc void @callee(i32 zeroext 1), !srcloc !99\n\
           musttail call void @callee(i32 2)\n\
           call void @llvm.dbg.declare(metadata ptr %p, metadata !99, metadata !DIExpression(DW_OP_deref))\n\
           %3 = call fast float @llvm.fabs.f32(float 1.0)\n\
           call addrspace(0) void @callee(i32 3) #4\n\
           ret void\n}}\n\
         declare float @llvm.fabs.f32(float)\ndeclare i32 @f2(ptr)\n"
    );
    let m = ok(&src);
    let is = insts(&m);
    match &is[0].kind {
        InstKind::Call {
            fn_ty,
            callee,
            args,
            ..
        } => {
            assert_eq!(m.types.display(fn_ty.expect("fn type")), "i32 (ptr, ...)");
            assert_eq!(*callee, Value::Const(Const::Global("printf".into())));
            assert_eq!(args.len(), 2);
        }
        o => panic!("{o:?}"),
    }
    match &is[2].kind {
        InstKind::Call { callee, args, .. } => {
            assert_eq!(*callee, Value::Local(LocalId(0)));
            let a0 = &args[0].attrs;
            assert_eq!(m.types.display(a0.byval.expect("byval")), "%struct.S");
            assert_eq!(a0.align, Some(8));
            assert!(args[1].attrs.sret.is_some());
            assert_eq!(args[1].attrs.align, None);
        }
        o => panic!("{o:?}"),
    }
    assert_eq!(is[2].result, None);
    match &is[5].kind {
        InstKind::Call { args, .. } => {
            assert!(
                matches!(&args[0].op.value, Value::Metadata(md) if matches!(**md, MdValue::Value(_)))
            );
            assert!(matches!(&args[1].op.value, Value::Metadata(md) if **md == MdValue::Ref(99)));
            match &args[2].op.value {
                Value::Metadata(md) => match &**md {
                    MdValue::Node(n) => {
                        assert_eq!(n.kind(), "DIExpression");
                        assert_eq!(n.field(""), Some(&MdValue::Ident("DW_OP_deref".into())));
                    }
                    o => panic!("{o:?}"),
                },
                o => panic!("{o:?}"),
            }
        }
        o => panic!("{o:?}"),
    }
    assert_eq!(is.len(), 8);
}

#[test]
fn typed_pointer_calls_and_byval() {
    let m = ok("%struct.S = type { i32 }\ndeclare void @f(...)\n\
                define void @t(%struct.S* byval %s, i32 (i32)* %fp) {\n\
                  call void bitcast (void (...)* @f to void (i32)*)(i32 1)\n\
                  %1 = call i32 %fp(i32 2)\n\
                  %2 = call i8* (i8*, ...) bitcast (void (...)* @f to i8* (i8*, ...)*)(i8* null)\n\
                  ret void\n}\n");
    let f = func(&m, "t");
    assert_eq!(
        m.types.display(f.params[0].attrs.byval.expect("byval")),
        "%struct.S"
    );
    let is = insts(&m);
    match &is[0].kind {
        InstKind::Call {
            callee: Value::Const(Const::Expr(e)),
            ..
        } => {
            assert!(matches!(
                **e,
                ConstExpr::Cast {
                    op: CastOp::BitCast,
                    ..
                }
            ));
        }
        o => panic!("{o:?}"),
    }
    match &is[2].kind {
        InstKind::Call { ret_ty, fn_ty, .. } => {
            assert_eq!(m.types.display(*ret_ty), "i8*");
            assert!(fn_ty.is_some());
        }
        o => panic!("{o:?}"),
    }
}

#[test]
fn aggregates_and_vectors() {
    let m = ok(&format!(
        "{PRELUDE}define void @t(i32 %n) {{\n  %a = insertvalue {{ i32, i1 }} undef, i32 %n, 0\n\
         %b = extractvalue {{ i32, i1 }} %a, 1\n\
         %c = extractvalue [2 x {{ i8, [3 x i16] }}] zeroinitializer, 1, 1, 2\n\
         %v = insertelement <4 x i32> poison, i32 %n, i64 0\n\
         %e = extractelement <4 x i32> %v, i32 3\n\
         %s = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 3, i32 poison, i32 1, i32 0>\n\
         %z = shufflevector <4 x i32> %v, <4 x i32> undef, <8 x i32> zeroinitializer\n\
         %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %s)\n\
         ret void\n}}\ndeclare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)\n"
    ));
    let f = func(&m, "t");
    let ty = |n: &str| {
        let i = f.locals.iter().position(|l| l == n).expect("local");
        m.types.display(f.local_types[i])
    };
    assert_eq!(ty("b"), "i1");
    assert_eq!(ty("c"), "i16");
    assert_eq!(ty("e"), "i32");
    assert_eq!(ty("z"), "<8 x i32>");
    let is = insts(&m);
    match &is[5].kind {
        InstKind::ShuffleVector { mask, .. } => {
            assert_eq!(*mask, vec![Some(3), None, Some(1), Some(0)])
        }
        o => panic!("{o:?}"),
    }
    match &is[6].kind {
        InstKind::ShuffleVector { mask, .. } => assert_eq!(mask.len(), 8),
        o => panic!("{o:?}"),
    }
    match &is[2].kind {
        InstKind::ExtractValue { indices, .. } => assert_eq!(*indices, vec![1, 1, 2]),
        o => panic!("{o:?}"),
    }
}

#[test]
fn atomics() {
    let m = func_body(
        "  %a = atomicrmw volatile add ptr %p, i32 1 syncscope(\"singlethread\") seq_cst, align 4\n\
         %b = atomicrmw xchg ptr %p, i32 1 monotonic\n\
         %c2 = atomicrmw fadd ptr %p, float 1.0 acq_rel\n\
         %d = atomicrmw uinc_wrap ptr %p, i32 1 release\n\
         %e = cmpxchg weak volatile ptr %p, i32 0, i32 1 syncscope(\"singlethread\") acq_rel monotonic, align 4\n\
         %f = cmpxchg ptr %p, i64 0, i64 1 seq_cst seq_cst\n\
         fence syncscope(\"singlethread\") acquire\n\
         fence seq_cst\n\
         ret void",
    );
    let is = insts(&m);
    assert!(matches!(
        is[0].kind,
        InstKind::AtomicRmw {
            op: RmwOp::Add,
            volatile: true,
            ordering: Ordering::SeqCst,
            ..
        }
    ));
    assert!(matches!(
        is[1].kind,
        InstKind::AtomicRmw {
            op: RmwOp::Xchg,
            ..
        }
    ));
    assert!(matches!(
        is[2].kind,
        InstKind::AtomicRmw {
            op: RmwOp::FAdd,
            ..
        }
    ));
    assert!(matches!(
        is[3].kind,
        InstKind::AtomicRmw {
            op: RmwOp::UIncWrap,
            ..
        }
    ));
    assert!(matches!(
        is[4].kind,
        InstKind::CmpXchg {
            weak: true,
            volatile: true,
            success: Ordering::AcqRel,
            failure: Ordering::Monotonic,
            ..
        }
    ));
    let f = func(&m, "t");
    assert_eq!(m.types.display(f.local_types[8]), "{ i64, i1 }");
    assert!(matches!(
        is[6].kind,
        InstKind::Fence {
            ordering: Ordering::Acquire
        }
    ));
    assert_eq!(is[7].result, None);
}

#[test]
fn freeze_va_arg_and_debug_records() {
    let m = ok("define void @t(ptr %ap, i32 %x) !dbg !1 {\n\
                  %a = va_arg ptr %ap, i32\n\
                  %f = freeze i32 %x\n\
                    #dbg_value(i32 %x, !2, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !3)\n\
                    #dbg_declare(ptr %ap, !2, !DIExpression(), !3)\n\
                    #dbg_assign(i32 %f, !2, !DIExpression(), !4, ptr %ap, !DIExpression(), !3)\n\
                    #dbg_value(!DIArgList(i32 %x, i32 %a), !2, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !3)\n\
                    #dbg_label(!2, !3)\n\
                  ret void, !dbg !3\n}\n\
                !1 = distinct !{}\n!2 = !{}\n!3 = !DILocation(line: 1, scope: !1)\n!4 = distinct !DIAssignID()\n");
    let f = func(&m, "t");
    assert_eq!(f.dbg, Some(1));
    assert_eq!(f.locals, vec!["ap", "x", "a", "f"]);
    let is = insts(&m);
    assert!(matches!(is[0].kind, InstKind::VaArg { .. }));
    assert!(matches!(is[1].kind, InstKind::Freeze { .. }));
    match &is[2].kind {
        InstKind::DbgRecord { kind, args } => {
            assert_eq!(kind, "value");
            assert_eq!(args.len(), 4);
            assert!(matches!(
                &args[0],
                MdValue::Value(Operand {
                    value: Value::Local(LocalId(1)),
                    ..
                })
            ));
            match &args[2] {
                MdValue::Node(n) => match &**n {
                    MdNode::Specialized { kind, fields } => {
                        assert_eq!(kind, "DIExpression");
                        assert_eq!(fields.len(), 3);
                        assert_eq!(fields[2], (String::new(), MdValue::Int(32)));
                    }
                    o => panic!("{o:?}"),
                },
                o => panic!("{o:?}"),
            }
        }
        o => panic!("{o:?}"),
    }
    assert_eq!(is[2].dbg, Some(3));
    assert_eq!(is[2].result, None);
    assert!(
        matches!(&is[4].kind, InstKind::DbgRecord { kind, args } if kind == "assign" && args.len() == 7)
    );
    match &is[5].kind {
        InstKind::DbgRecord { args, .. } => {
            assert!(matches!(&args[0], MdValue::List(v) if v.len() == 2))
        }
        o => panic!("{o:?}"),
    }
    assert!(matches!(&is[6].kind, InstKind::DbgRecord { kind, .. } if kind == "label"));
    assert_eq!(f.blocks[0].term.dbg, Some(3));
}

#[test]
fn terminators() {
    let m = func_body(
        "  switch i32 %n, label %d [\n    i32 0, label %a\n    i32 -1, label %b\n  ], !dbg !99\n\
         a:\n  br i1 %c, label %b, label %d\n\
         b:\n  indirectbr ptr %p, [label %a, label %d]\n\
         d:\n  unreachable\n}\ndefine i32 @u() {\n  ret i32 7",
    );
    match term0(&m) {
        TermKind::Switch { cases, default, .. } => {
            assert_eq!(*cases, vec![(0, BlockId(1)), (0xffff_ffff, BlockId(2))]);
            assert_eq!(*default, BlockId(3));
        }
        o => panic!("{o:?}"),
    }
    let f = func(&m, "t");
    assert!(matches!(f.blocks[1].term.kind, TermKind::CondBr { .. }));
    assert!(
        matches!(&f.blocks[2].term.kind, TermKind::IndirectBr { dests, .. } if *dests == vec![BlockId(1), BlockId(3)])
    );
    assert_eq!(f.blocks[3].term.kind, TermKind::Unreachable);
    assert!(matches!(
        &func(&m, "u").blocks[0].term.kind,
        TermKind::Ret(Some(_))
    ));
    let m = func_body("  ret void");
    assert_eq!(*term0(&m), TermKind::Ret(None));
}

#[test]
fn unnamed_blocks_after_terminators() {
    let m = ok("define void @t() {\n  br label %1\n  br label %2\n  ret void\n}\n");
    let f = func(&m, "t");
    let names: Vec<_> = f.blocks.iter().map(|b| b.name.as_str()).collect();
    assert_eq!(names, vec!["0", "1", "2"]);
}
