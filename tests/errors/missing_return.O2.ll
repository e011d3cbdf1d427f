; ModuleID = 'missing_return.c'
source_filename = "missing_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [8 x i8] c"0 or -1\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [6 x i8] c"other\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !29 {
    #dbg_value(i32 %0, !36, !DIExpression(), !39)
    #dbg_value(ptr %1, !37, !DIExpression(), !39)
  %3 = tail call fastcc i32 @sign(i32 noundef %0), !dbg !40
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3), !dbg !41
  %5 = add nsw i32 %0, -1, !dbg !42
  %6 = tail call fastcc i32 @sign(i32 noundef %5), !dbg !43
    #dbg_value(i32 %6, !38, !DIExpression(), !39)
  %7 = add i32 %6, 1, !dbg !44
  %8 = icmp ult i32 %7, 2, !dbg !44
  %9 = select i1 %8, ptr @.str.2, ptr @.str.3, !dbg !45
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) %9), !dbg !46
  ret i32 0, !dbg !47
}

; Function Attrs: nofree nounwind
declare !dbg !48 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @sign(i32 noundef %0) unnamed_addr #2 !dbg !55 {
    #dbg_value(i32 %0, !59, !DIExpression(), !60)
  %2 = icmp slt i32 %0, 1, !dbg !61
  %3 = select i1 %2, i32 -1, i32 1, !dbg !61
  ret i32 %3, !dbg !62
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "missing_return.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "b6c1e970f9ddb6a70a3400ce5f7d1406")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !18, splitDebugInlining: false, nameTableKind: None)
!18 = !{!0, !19, !7, !12}
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 8, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 2}
!27 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!28 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!29 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !30, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !35)
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !32, !33}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!35 = !{!36, !37, !38}
!36 = !DILocalVariable(name: "argc", arg: 1, scope: !29, file: !2, line: 16, type: !32)
!37 = !DILocalVariable(name: "argv", arg: 2, scope: !29, file: !2, line: 16, type: !33)
!38 = !DILocalVariable(name: "s", scope: !29, file: !2, line: 19, type: !32)
!39 = !DILocation(line: 0, scope: !29)
!40 = !DILocation(line: 18, column: 18, scope: !29)
!41 = !DILocation(line: 18, column: 3, scope: !29)
!42 = !DILocation(line: 19, column: 21, scope: !29)
!43 = !DILocation(line: 19, column: 11, scope: !29)
!44 = !DILocation(line: 20, column: 25, scope: !29)
!45 = !DILocation(line: 20, column: 18, scope: !29)
!46 = !DILocation(line: 20, column: 3, scope: !29)
!47 = !DILocation(line: 21, column: 3, scope: !29)
!48 = !DISubprogram(name: "printf", scope: !49, file: !49, line: 356, type: !50, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!49 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!50 = !DISubroutineType(types: !51)
!51 = !{!32, !52, null}
!52 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!55 = distinct !DISubprogram(name: "sign", scope: !2, file: !2, line: 9, type: !56, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!32, !32}
!58 = !{!59}
!59 = !DILocalVariable(name: "x", arg: 1, scope: !55, file: !2, line: 9, type: !32)
!60 = !DILocation(line: 0, scope: !55)
!61 = !DILocation(line: 10, column: 7, scope: !55)
!62 = !DILocation(line: 14, column: 1, scope: !55)
