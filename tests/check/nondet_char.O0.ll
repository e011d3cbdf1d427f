; ModuleID = 'nondet_char.c'
source_filename = "nondet_char.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"c != -128\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"nondet_char.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !28 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !33, !DIExpression(), !35)
  %4 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !36
  %5 = zext i1 %4 to i8, !dbg !35
  store i8 %5, ptr %2, align 1, !dbg !35
    #dbg_declare(ptr %3, !37, !DIExpression(), !38)
  %6 = call signext i8 @__VERIFIER_nondet_char(), !dbg !39
  store i8 %6, ptr %3, align 1, !dbg !38
  %7 = load i8, ptr %2, align 1, !dbg !40
  %8 = trunc i8 %7 to i1, !dbg !40
  br i1 %8, label %9, label %16, !dbg !42

9:                                                ; preds = %0
  %10 = load i8, ptr %3, align 1, !dbg !43
  %11 = sext i8 %10 to i32, !dbg !43
  %12 = icmp ne i32 %11, -128, !dbg !43
  br i1 %12, label %13, label %14, !dbg !46

13:                                               ; preds = %9
  br label %15, !dbg !46

14:                                               ; preds = %9
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 16, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !43
  unreachable, !dbg !43

15:                                               ; preds = %13
  br label %16, !dbg !47

16:                                               ; preds = %15, %0
  ret i32 0, !dbg !48
}

declare zeroext i1 @__VERIFIER_nondet_bool() #1

declare signext i8 @__VERIFIER_nondet_char() #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "nondet_char.c", directory: ".", checksumkind: CSK_MD5, checksum: "448cf4c130d49b2737fa9d0e0ce96827")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !19, splitDebugInlining: false, nameTableKind: None)
!19 = !{!0, !7, !12}
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !29, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !18, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{!31}
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !{}
!33 = !DILocalVariable(name: "b", scope: !28, file: !2, line: 13, type: !34)
!34 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!35 = !DILocation(line: 13, column: 8, scope: !28)
!36 = !DILocation(line: 13, column: 12, scope: !28)
!37 = !DILocalVariable(name: "c", scope: !28, file: !2, line: 14, type: !4)
!38 = !DILocation(line: 14, column: 8, scope: !28)
!39 = !DILocation(line: 14, column: 12, scope: !28)
!40 = !DILocation(line: 15, column: 7, scope: !41)
!41 = distinct !DILexicalBlock(scope: !28, file: !2, line: 15, column: 7)
!42 = !DILocation(line: 15, column: 7, scope: !28)
!43 = !DILocation(line: 16, column: 5, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !2, line: 16, column: 5)
!45 = distinct !DILexicalBlock(scope: !41, file: !2, line: 16, column: 5)
!46 = !DILocation(line: 16, column: 5, scope: !45)
!47 = !DILocation(line: 16, column: 5, scope: !41)
!48 = !DILocation(line: 17, column: 3, scope: !28)
