; ModuleID = 'data_fnptr.c'
source_filename = "data_fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0
@table = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16, !dbg !7

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !27 {
    #dbg_value(i32 %0, !33, !DIExpression(), !36)
    #dbg_value(ptr %1, !34, !DIExpression(), !36)
  %3 = tail call fastcc i32 @dispatch.specialized.1(i32 noundef 21), !dbg !37
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3), !dbg !38
  %5 = icmp sgt i32 %0, 5, !dbg !39
  %6 = select i1 %5, ptr @twice, ptr @table, !dbg !40
    #dbg_value(ptr %6, !35, !DIExpression(), !36)
  %7 = tail call fastcc i32 @dispatch(ptr noundef nonnull %6, i32 noundef 1), !dbg !41
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7), !dbg !42
  ret i32 0, !dbg !43
}

; Function Attrs: nofree nounwind
declare !dbg !44 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @dispatch(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #2 !dbg !51 {
    #dbg_value(ptr %0, !55, !DIExpression(), !58)
    #dbg_value(i32 %1, !56, !DIExpression(), !58)
    #dbg_value(ptr %0, !57, !DIExpression(), !58)
  %3 = tail call i32 %0(i32 noundef %1) #5, !dbg !59
  ret i32 %3, !dbg !60
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @twice(i32 noundef %0) #3 !dbg !61 {
    #dbg_value(i32 %0, !63, !DIExpression(), !64)
  %2 = shl nsw i32 %0, 1, !dbg !65
  ret i32 %2, !dbg !66
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @dispatch.specialized.1(i32 noundef %0) unnamed_addr #4 !dbg !67 {
    #dbg_value(ptr @twice, !70, !DIExpression(), !73)
    #dbg_value(i32 %0, !71, !DIExpression(), !73)
    #dbg_value(ptr @twice, !72, !DIExpression(), !73)
    #dbg_value(i32 %0, !63, !DIExpression(), !74)
  %2 = shl nsw i32 %0, 1, !dbg !76
  ret i32 %2, !dbg !77
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "data_fnptr.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "76d27045677b4002401c67fb07d10219")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "table", scope: !9, file: !2, line: 9, type: !18, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !17, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "handler", file: !2, line: 5, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!0, !7}
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !5)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !28, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !32)
!28 = !DISubroutineType(types: !29)
!29 = !{!16, !16, !30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!32 = !{!33, !34, !35}
!33 = !DILocalVariable(name: "argc", arg: 1, scope: !27, file: !2, line: 16, type: !16)
!34 = !DILocalVariable(name: "argv", arg: 2, scope: !27, file: !2, line: 16, type: !30)
!35 = !DILocalVariable(name: "p", scope: !27, file: !2, line: 19, type: !11)
!36 = !DILocation(line: 0, scope: !27)
!37 = !DILocation(line: 18, column: 18, scope: !27)
!38 = !DILocation(line: 18, column: 3, scope: !27)
!39 = !DILocation(line: 19, column: 18, scope: !27)
!40 = !DILocation(line: 19, column: 13, scope: !27)
!41 = !DILocation(line: 20, column: 18, scope: !27)
!42 = !DILocation(line: 20, column: 3, scope: !27)
!43 = !DILocation(line: 21, column: 3, scope: !27)
!44 = !DISubprogram(name: "printf", scope: !45, file: !45, line: 356, type: !46, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!45 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!46 = !DISubroutineType(types: !47)
!47 = !{!16, !48, null}
!48 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!51 = distinct !DISubprogram(name: "dispatch", scope: !2, file: !2, line: 11, type: !52, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!16, !11, !16}
!54 = !{!55, !56, !57}
!55 = !DILocalVariable(name: "p", arg: 1, scope: !51, file: !2, line: 11, type: !11)
!56 = !DILocalVariable(name: "x", arg: 2, scope: !51, file: !2, line: 11, type: !16)
!57 = !DILocalVariable(name: "h", scope: !51, file: !2, line: 12, type: !12)
!58 = !DILocation(line: 0, scope: !51)
!59 = !DILocation(line: 13, column: 10, scope: !51)
!60 = !DILocation(line: 13, column: 3, scope: !51)
!61 = distinct !DISubprogram(name: "twice", scope: !2, file: !2, line: 7, type: !14, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !62)
!62 = !{!63}
!63 = !DILocalVariable(name: "x", arg: 1, scope: !61, file: !2, line: 7, type: !16)
!64 = !DILocation(line: 0, scope: !61)
!65 = !DILocation(line: 7, column: 36, scope: !61)
!66 = !DILocation(line: 7, column: 27, scope: !61)
!67 = distinct !DISubprogram(name: "dispatch", scope: !2, file: !2, line: 11, type: !68, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !69)
!68 = !DISubroutineType(cc: DW_CC_nocall, types: !53)
!69 = !{!70, !71, !72}
!70 = !DILocalVariable(name: "p", arg: 1, scope: !67, file: !2, line: 11, type: !11)
!71 = !DILocalVariable(name: "x", arg: 2, scope: !67, file: !2, line: 11, type: !16)
!72 = !DILocalVariable(name: "h", scope: !67, file: !2, line: 12, type: !12)
!73 = !DILocation(line: 0, scope: !67)
!74 = !DILocation(line: 0, scope: !61, inlinedAt: !75)
!75 = distinct !DILocation(line: 13, column: 10, scope: !67)
!76 = !DILocation(line: 7, column: 36, scope: !61, inlinedAt: !75)
!77 = !DILocation(line: 13, column: 3, scope: !67)
