; ModuleID = 'rem_zero.c'
source_filename = "rem_zero.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !19 {
    #dbg_value(i32 %0, !26, !DIExpression(), !29)
    #dbg_value(ptr %1, !27, !DIExpression(), !29)
  %3 = add i32 %0, -1, !dbg !30
    #dbg_value(i32 %3, !28, !DIExpression(), !29)
  %4 = tail call fastcc i32 @bucket_of(i32 noundef %3), !dbg !31
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4), !dbg !32
  ret i32 0, !dbg !33
}

; Function Attrs: nofree nounwind
declare !dbg !34 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 12346) i32 @bucket_of(i32 noundef %0) unnamed_addr #2 !dbg !41 {
    #dbg_value(i32 12345, !45, !DIExpression(), !47)
    #dbg_value(i32 %0, !46, !DIExpression(), !47)
  %2 = urem i32 12345, %0, !dbg !48
  ret i32 %2, !dbg !49
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "rem_zero.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "727b865bbb663d97886adb5aa5e281aa")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !20, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{!26, !27, !28}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 9, type: !22)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 9, type: !23)
!28 = !DILocalVariable(name: "nbuckets", scope: !19, file: !2, line: 11, type: !9)
!29 = !DILocation(line: 0, scope: !19)
!30 = !DILocation(line: 11, column: 38, scope: !19)
!31 = !DILocation(line: 12, column: 18, scope: !19)
!32 = !DILocation(line: 12, column: 3, scope: !19)
!33 = !DILocation(line: 13, column: 3, scope: !19)
!34 = !DISubprogram(name: "printf", scope: !35, file: !35, line: 356, type: !36, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!35 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!36 = !DISubroutineType(types: !37)
!37 = !{!22, !38, null}
!38 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!41 = distinct !DISubprogram(name: "bucket_of", scope: !2, file: !2, line: 5, type: !42, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !44)
!42 = !DISubroutineType(cc: DW_CC_nocall, types: !43)
!43 = !{!9, !9, !9}
!44 = !{!45, !46}
!45 = !DILocalVariable(name: "hash", arg: 1, scope: !41, file: !2, line: 5, type: !9)
!46 = !DILocalVariable(name: "nbuckets", arg: 2, scope: !41, file: !2, line: 5, type: !9)
!47 = !DILocation(line: 0, scope: !41)
!48 = !DILocation(line: 6, column: 15, scope: !41)
!49 = !DILocation(line: 6, column: 3, scope: !41)
