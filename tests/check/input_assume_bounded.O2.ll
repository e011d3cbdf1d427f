; ModuleID = 'input_assume_bounded.c'
source_filename = "input_assume_bounded.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [24 x i8] c"a[0] + a[1] + a[2] == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [23 x i8] c"input_assume_bounded.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !34 {
  %1 = tail call i32 @__VERIFIER_nondet_int() #3, !dbg !39
    #dbg_value(i32 %1, !38, !DIExpression(), !40)
  %2 = icmp ult i32 %1, 3, !dbg !41
  %3 = zext i1 %2 to i32, !dbg !41
  tail call void @__VERIFIER_assume(i32 noundef %3) #3, !dbg !42
  %4 = sext i32 %1 to i64, !dbg !43
  %5 = getelementptr inbounds [3 x i32], ptr @a, i64 0, i64 %4, !dbg !43
  store i32 1, ptr %5, align 4, !dbg !44, !tbaa !45
  %6 = load i32, ptr @a, align 4, !dbg !49, !tbaa !45
  %7 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 4), align 4, !dbg !49, !tbaa !45
  %8 = add nsw i32 %7, %6, !dbg !49
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @a, i64 8), align 4, !dbg !49, !tbaa !45
  %10 = add nsw i32 %8, %9, !dbg !49
  %11 = icmp eq i32 %10, 1, !dbg !49
  br i1 %11, label %13, label %12, !dbg !52

12:                                               ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 18, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #4, !dbg !49
  unreachable, !dbg !49

13:                                               ; preds = %0
  ret i32 0, !dbg !53
}

declare !dbg !54 i32 @__VERIFIER_nondet_int() local_unnamed_addr #1

declare !dbg !55 void @__VERIFIER_assume(i32 noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !58 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 12, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "input_assume_bounded.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "634fc8b17c610f2d13412098f649c1a8")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 24)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 184, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 23)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 96, elements: !24)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{!25}
!25 = !DISubrange(count: 3)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !35, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{!23}
!37 = !{!38}
!38 = !DILocalVariable(name: "k", scope: !34, file: !3, line: 15, type: !23)
!39 = !DILocation(line: 15, column: 11, scope: !34)
!40 = !DILocation(line: 0, scope: !34)
!41 = !DILocation(line: 16, column: 28, scope: !34)
!42 = !DILocation(line: 16, column: 3, scope: !34)
!43 = !DILocation(line: 17, column: 3, scope: !34)
!44 = !DILocation(line: 17, column: 8, scope: !34)
!45 = !{!46, !46, i64 0}
!46 = !{!"int", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 18, column: 3, scope: !50)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 18, column: 3)
!51 = distinct !DILexicalBlock(scope: !34, file: !3, line: 18, column: 3)
!52 = !DILocation(line: 18, column: 3, scope: !51)
!53 = !DILocation(line: 19, column: 3, scope: !34)
!54 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !3, file: !3, line: 9, type: !35, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = !DISubprogram(name: "__VERIFIER_assume", scope: !3, file: !3, line: 10, type: !56, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!56 = !DISubroutineType(types: !57)
!57 = !{null, !23}
!58 = !DISubprogram(name: "__assert_fail", scope: !59, file: !59, line: 69, type: !60, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!59 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!60 = !DISubroutineType(types: !61)
!61 = !{null, !62, !62, !63, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!63 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
