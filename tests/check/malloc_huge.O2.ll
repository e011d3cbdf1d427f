; ModuleID = 'malloc_huge.c'
source_filename = "malloc_huge.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@huge = dso_local global i64 -2, align 8, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%p %p\0A\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [17 x i8] c"p == 0 && q == 0\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [14 x i8] c"malloc_huge.c\00", align 1, !dbg !21
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !26

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !41 {
  %1 = load volatile i64, ptr @huge, align 8, !dbg !49, !tbaa !50
  %2 = tail call noalias ptr @malloc(i64 noundef %1) #4, !dbg !54
    #dbg_value(ptr %2, !46, !DIExpression(), !55)
  %3 = load volatile i64, ptr @huge, align 8, !dbg !56, !tbaa !50
  %4 = lshr i64 %3, 1, !dbg !57
  %5 = add nuw i64 %4, 1, !dbg !58
  %6 = tail call ptr @malloc(i64 %5), !dbg !59
    #dbg_value(ptr %6, !48, !DIExpression(), !55)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %2, ptr noundef %6), !dbg !60
  %8 = icmp eq ptr %2, null, !dbg !61
  %9 = icmp eq ptr %6, null, !dbg !61
  %10 = and i1 %8, %9, !dbg !61
  br i1 %10, label %12, label %11, !dbg !61

11:                                               ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, i32 noundef 14, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #5, !dbg !61
  unreachable, !dbg !61

12:                                               ; preds = %0
  ret i32 0, !dbg !64
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !65 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !69 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !75 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "huge", scope: !2, file: !3, line: 8, type: !32, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "malloc_huge.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "a86af83385cda060ff3a65a5d8eaa999")
!4 = !{!5, !8}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 18, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{!0, !10, !16, !21, !26}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 56, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 136, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 17)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 112, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 14)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 120, elements: !30)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !42, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !{!46, !48}
!46 = !DILocalVariable(name: "p", scope: !41, file: !3, line: 11, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!48 = !DILocalVariable(name: "q", scope: !41, file: !3, line: 12, type: !47)
!49 = !DILocation(line: 11, column: 20, scope: !41)
!50 = !{!51, !51, i64 0}
!51 = !{!"long", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 11, column: 13, scope: !41)
!55 = !DILocation(line: 0, scope: !41)
!56 = !DILocation(line: 12, column: 24, scope: !41)
!57 = !DILocation(line: 12, column: 29, scope: !41)
!58 = !DILocation(line: 12, column: 33, scope: !41)
!59 = !DILocation(line: 12, column: 13, scope: !41)
!60 = !DILocation(line: 13, column: 3, scope: !41)
!61 = !DILocation(line: 14, column: 3, scope: !62)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 14, column: 3)
!63 = distinct !DILexicalBlock(scope: !41, file: !3, line: 14, column: 3)
!64 = !DILocation(line: 15, column: 3, scope: !41)
!65 = !DISubprogram(name: "malloc", scope: !66, file: !66, line: 553, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!66 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!67 = !DISubroutineType(types: !68)
!68 = !{!8, !5}
!69 = !DISubprogram(name: "printf", scope: !70, file: !70, line: 356, type: !71, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!71 = !DISubroutineType(types: !72)
!72 = !{!44, !73, null}
!73 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!75 = !DISubprogram(name: "__assert_fail", scope: !76, file: !76, line: 69, type: !77, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!76 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!77 = !DISubroutineType(types: !78)
!78 = !{null, !74, !74, !79, !74}
!79 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
