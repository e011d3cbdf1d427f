; ModuleID = 'input_extensions.c'
source_filename = "input_extensions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = dso_local local_unnamed_addr global i16 0, align 2, !dbg !0
@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [19 x i8] c"input_extensions.c\00", align 1, !dbg !13
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !18

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !33 {
  %1 = tail call i32 @__VERIFIER_nondet_int() #3, !dbg !41
  %2 = trunc i32 %1 to i16, !dbg !41
  store i16 %2, ptr @g, align 2, !dbg !42, !tbaa !43
  %3 = shl i32 %1, 16, !dbg !47
  %4 = ashr exact i32 %3, 16, !dbg !47
  %5 = add nsw i32 %4, 2, !dbg !48
  %6 = icmp ult i32 %5, 6, !dbg !48
  %7 = zext i1 %6 to i32, !dbg !48
  tail call void @__VERIFIER_assume(i32 noundef %7) #3, !dbg !49
  %8 = tail call i32 @__VERIFIER_nondet_int() #3, !dbg !50
    #dbg_value(i32 %8, !38, !DIExpression(), !51)
  %9 = and i32 %8, 255, !dbg !52
    #dbg_value(i32 %8, !39, !DIExpression(), !51)
    #dbg_value(i32 %9, !40, !DIExpression(), !51)
  %10 = load i16, ptr @g, align 2, !dbg !53, !tbaa !43
  %11 = icmp eq i16 %10, 3, !dbg !55
  %12 = icmp eq i32 %9, 200
  %13 = select i1 %11, i1 %12, i1 false, !dbg !56
  br i1 %13, label %14, label %15, !dbg !56

14:                                               ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 23, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #4, !dbg !57
  unreachable, !dbg !57

15:                                               ; preds = %0
  ret i32 0, !dbg !60
}

declare !dbg !61 i32 @__VERIFIER_nondet_int() local_unnamed_addr #1

declare !dbg !62 void @__VERIFIER_assume(i32 noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !65 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 14, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "input_extensions.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "f1636f4c44818ab0bad7b0889b09802c")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7, !13, !18, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 16, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 2)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 152, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 19)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 120, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!22 = !{!23}
!23 = !DISubrange(count: 15)
!24 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !34, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{!38, !39, !40}
!38 = !DILocalVariable(name: "y", scope: !33, file: !3, line: 19, type: !36)
!39 = !DILocalVariable(name: "low", scope: !33, file: !3, line: 20, type: !5)
!40 = !DILocalVariable(name: "seen", scope: !33, file: !3, line: 21, type: !36)
!41 = !DILocation(line: 17, column: 7, scope: !33)
!42 = !DILocation(line: 17, column: 5, scope: !33)
!43 = !{!44, !44, i64 0}
!44 = !{!"short", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 18, column: 21, scope: !33)
!48 = !DILocation(line: 18, column: 29, scope: !33)
!49 = !DILocation(line: 18, column: 3, scope: !33)
!50 = !DILocation(line: 19, column: 11, scope: !33)
!51 = !DILocation(line: 0, scope: !33)
!52 = !DILocation(line: 21, column: 14, scope: !33)
!53 = !DILocation(line: 22, column: 7, scope: !54)
!54 = distinct !DILexicalBlock(scope: !33, file: !3, line: 22, column: 7)
!55 = !DILocation(line: 22, column: 9, scope: !54)
!56 = !DILocation(line: 22, column: 14, scope: !54)
!57 = !DILocation(line: 23, column: 5, scope: !58)
!58 = distinct !DILexicalBlock(scope: !59, file: !3, line: 23, column: 5)
!59 = distinct !DILexicalBlock(scope: !54, file: !3, line: 23, column: 5)
!60 = !DILocation(line: 24, column: 3, scope: !33)
!61 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !3, file: !3, line: 11, type: !34, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!62 = !DISubprogram(name: "__VERIFIER_assume", scope: !3, file: !3, line: 12, type: !63, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!63 = !DISubroutineType(types: !64)
!64 = !{null, !36}
!65 = !DISubprogram(name: "__assert_fail", scope: !66, file: !66, line: 69, type: !67, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!66 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!67 = !DISubroutineType(types: !68)
!68 = !{null, !69, !69, !70, !69}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!70 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
