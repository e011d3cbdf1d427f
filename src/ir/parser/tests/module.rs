//! Module level: header, globals, aliases, functions headers, attributes, comdats.

use super::{func, ok};
use crate::ir::*;

#[test]
fn header_lines() {
    let m = ok("; ModuleID = 'a.c'\nsource_filename = \"a.c\"\n\
                target datalayout = \"e-m:e-p:32:32\"\ntarget triple = \"i386-pc-linux-gnu\"\n");
    assert_eq!(m.source_filename.as_deref(), Some("a.c"));
    assert_eq!(m.datalayout.as_deref(), Some("e-m:e-p:32:32"));
    assert_eq!(m.triple.as_deref(), Some("i386-pc-linux-gnu"));
    assert_eq!(m.path, "t.ll");
}

#[test]
fn global_variants() {
    let m = ok(r#"$c = comdat any
$"d e" = comdat largest
@a = private unnamed_addr constant [2 x i8] c"a\00", align 1
@b = internal global i32 1, section ".data.b", align 8
@c = weak_odr dso_local global i32 2, comdat, align 4
@d = linkonce_odr hidden global i32 3, comdat($c)
@e = common global i32 0, align 4
@f = external global i32
@g = extern_weak global i32
@h = available_externally constant i32 4
@i = thread_local(initialexec) global i32 5, align 4
@j = dso_local thread_local local_unnamed_addr global i64 0, align 8, !dbg !0
@k = addrspace(1) externally_initialized global i8 0, partition "p", code_model "small" #0
@l = protected dllexport global i8 9, no_sanitize_address
@m = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @ctor, ptr null }], section "llvm.metadata"
@n = hidden constant ptr @a
define internal void @ctor() {
  ret void
}
attributes #0 = { "x"="y" nounwind }
!0 = !{}
"#);
    let g = |n: &str| m.globals.iter().find(|g| g.name == n).expect(n);
    assert_eq!(g("a").linkage, Linkage::Internal);
    assert!(g("a").is_constant);
    assert_eq!(g("b").align, Some(8));
    assert_eq!(g("c").linkage, Linkage::Weak);
    assert_eq!(g("e").linkage, Linkage::Weak);
    assert_eq!(g("f").init, None);
    assert_eq!(g("f").linkage, Linkage::External);
    assert_eq!(g("g").init, None);
    assert_eq!(g("g").linkage, Linkage::Weak);
    assert_eq!(g("h").init, Some(Const::Int(4)));
    assert_eq!(g("i").thread_local, Some(ThreadLocal::Yes));
    assert_eq!(g("j").thread_local, Some(ThreadLocal::Yes));
    assert_eq!(g("j").dbg, vec![0]);
    assert_eq!(g("k").init, Some(Const::Int(0)));
    assert_eq!(g("m").linkage, Linkage::External);
    assert_eq!(g("n").init, Some(Const::Global("a".into())));
    assert_eq!(g("a").pos, Pos { line: 3, col: 1 });
    assert_eq!(func(&m, "ctor").linkage, Linkage::Internal);
}

#[test]
fn aliases_opaque_and_typed() {
    let m = ok("@x = global i32 0\n@a = alias i32, ptr @x\n\
                @b = weak hidden alias i32, ptr getelementptr (i8, ptr @x, i64 0), partition \"p\"\n");
    assert_eq!(m.aliases.len(), 2);
    assert_eq!(m.aliases[0].aliasee.value, Const::Global("x".into()));
    assert!(matches!(m.aliases[1].aliasee.value, Const::Expr(_)));
    // LLVM 14 prints expression aliasees without a type.
    let m = ok("@x = global { i32, [28 x i8] } zeroinitializer\n\
                @a = alias i32, getelementptr inbounds ({ i32, [28 x i8] }, { i32, [28 x i8] }* @x, i32 0, i32 0)\n\
                define i32 @f(i32) {\n  ret i32 0\n}\n\
                @b = alias i32 (i32), i32 (i32)* @f\n\
                @c = alias i64 (i64), bitcast (i32 (i32)* @f to i64 (i64)*)\n");
    assert_eq!(m.types.display(m.aliases[0].aliasee.ty), "i32*");
    assert_eq!(m.types.display(m.aliases[1].aliasee.ty), "i32 (i32)*");
    assert_eq!(m.types.display(m.aliases[2].aliasee.ty), "i64 (i64)*");
}

#[test]
fn function_headers() {
    let m = ok(r#"%struct.S = type { i32 }
define dso_local noundef range(i32 0, 10) i32 @a(ptr noundef readonly captures(none) %p, i32 noundef signext %x) local_unnamed_addr #0 section ".text.a" comdat align 16 gc "shadow-stack" prefix i32 1 prologue i8 2 personality ptr @b !dbg !0 {
  ret i32 0
}
define internal fastcc void @b(ptr noalias nocapture writeonly sret(%struct.S) align 4 dereferenceable(4) %0, ptr nonnull byval(%struct.S) align 8 %1, i32 %2, ...) unnamed_addr addrspace(0) #1 {
  ret void
}
declare hidden cc 10 void @c(i32 inreg, ptr allocalign, i8 immarg) nounwind memory(none) "key"="v"
define weak void @d() {
  ret void
}
declare extern_weak void @e()
!0 = !{}
"#);
    let a = func(&m, "a");
    assert_eq!(a.params.len(), 2);
    assert_eq!(a.locals, vec!["p", "x"]);
    assert_eq!(a.dbg, Some(0));
    let b = func(&m, "b");
    assert!(b.varargs);
    assert_eq!(b.linkage, Linkage::Internal);
    assert!(b.params[0].attrs.sret.is_some());
    assert_eq!(b.params[0].attrs.align, None);
    assert_eq!(b.params[1].attrs.align, Some(8));
    assert_eq!(b.blocks[0].name, "3");
    let c = func(&m, "c");
    assert!(c.is_declaration());
    assert_eq!(c.locals, vec!["0", "1", "2"]);
    assert_eq!(func(&m, "d").linkage, Linkage::Weak);
    assert_eq!(func(&m, "e").linkage, Linkage::Weak);
}

#[test]
fn summary_entries_are_skipped() {
    let m = ok("define void @f() {\n  ret void\n}\n\
                ^0 = module: (path: \"[Regular LTO]\", hash: (0, 0, 0, 0, 0))\n\
                ^1 = gv: (name: \"f\", summaries: (function: (module: ^0, flags: (linkage: external), insts: 1))) ; guid = 1\n\
                ^2 = flags: 8\n^3 = blockcount: 0\n");
    assert_eq!(m.functions.len(), 1);
}

#[test]
fn parse_file_reports_missing_file() {
    let e = crate::ir::parse_file(std::path::Path::new("/nonexistent/x.ll")).unwrap_err();
    assert_eq!(e.pos, Pos { line: 0, col: 0 });
    assert_eq!(e.file, "/nonexistent/x.ll");
    assert!(e.msg.contains("/nonexistent/x.ll"));
}
