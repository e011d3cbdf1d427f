; ModuleID = 'null_fnptr.c'
source_filename = "null_fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"before %d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !19 {
    #dbg_value(i32 %0, !26, !DIExpression(), !36)
    #dbg_value(ptr %1, !27, !DIExpression(), !36)
    #dbg_value(ptr @log_before, !28, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !36)
    #dbg_value(ptr null, !28, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !36)
  %3 = icmp sgt i32 %0, 5, !dbg !37
  %4 = select i1 %3, ptr @log_before, ptr null, !dbg !39
    #dbg_value(ptr %4, !28, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !36)
  tail call fastcc void @run_hook.specialized.1(i32 noundef 1), !dbg !40
  tail call fastcc void @run_hook(ptr noundef %4, i32 noundef 2), !dbg !41
  ret i32 0, !dbg !42
}

; Function Attrs: nofree nounwind uwtable
define internal void @log_before(i32 noundef %0) #1 !dbg !43 {
    #dbg_value(i32 %0, !45, !DIExpression(), !46)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0), !dbg !47
  ret void, !dbg !48
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @run_hook(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #2 !dbg !49 {
    #dbg_value(ptr %0, !53, !DIExpression(), !55)
    #dbg_value(i32 %1, !54, !DIExpression(), !55)
  tail call void %0(i32 noundef %1) #5, !dbg !56, !callees !57
  ret void, !dbg !58
}

; Function Attrs: nofree nounwind
declare !dbg !59 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @run_hook.specialized.1(i32 noundef %0) unnamed_addr #4 !dbg !66 {
    #dbg_value(ptr @log_before, !69, !DIExpression(), !71)
    #dbg_value(i32 %0, !70, !DIExpression(), !71)
    #dbg_value(i32 %0, !45, !DIExpression(), !72)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0), !dbg !74
  ret void, !dbg !75
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "null_fnptr.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "df9ff60e980403819b5756b90b535a40")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !20, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{!26, !27, !28}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 16, type: !22)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 16, type: !23)
!28 = !DILocalVariable(name: "h", scope: !19, file: !2, line: 18, type: !29)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hooks", file: !2, line: 5, size: 128, elements: !30)
!30 = !{!31, !35}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "before", scope: !29, file: !2, line: 6, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DISubroutineType(types: !34)
!34 = !{null, !22}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "after", scope: !29, file: !2, line: 7, baseType: !32, size: 64, offset: 64)
!36 = !DILocation(line: 0, scope: !19)
!37 = !DILocation(line: 19, column: 12, scope: !38)
!38 = distinct !DILexicalBlock(scope: !19, file: !2, line: 19, column: 7)
!39 = !DILocation(line: 19, column: 7, scope: !19)
!40 = !DILocation(line: 21, column: 3, scope: !19)
!41 = !DILocation(line: 22, column: 3, scope: !19)
!42 = !DILocation(line: 23, column: 3, scope: !19)
!43 = distinct !DISubprogram(name: "log_before", scope: !2, file: !2, line: 10, type: !33, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !44)
!44 = !{!45}
!45 = !DILocalVariable(name: "x", arg: 1, scope: !43, file: !2, line: 10, type: !22)
!46 = !DILocation(line: 0, scope: !43)
!47 = !DILocation(line: 10, column: 33, scope: !43)
!48 = !DILocation(line: 10, column: 59, scope: !43)
!49 = distinct !DISubprogram(name: "run_hook", scope: !2, file: !2, line: 12, type: !50, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !32, !22}
!52 = !{!53, !54}
!53 = !DILocalVariable(name: "hook", arg: 1, scope: !49, file: !2, line: 12, type: !32)
!54 = !DILocalVariable(name: "x", arg: 2, scope: !49, file: !2, line: 12, type: !22)
!55 = !DILocation(line: 0, scope: !49)
!56 = !DILocation(line: 13, column: 3, scope: !49)
!57 = !{ptr @log_before}
!58 = !DILocation(line: 14, column: 1, scope: !49)
!59 = !DISubprogram(name: "printf", scope: !60, file: !60, line: 356, type: !61, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!60 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!61 = !DISubroutineType(types: !62)
!62 = !{!22, !63, null}
!63 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!66 = distinct !DISubprogram(name: "run_hook", scope: !2, file: !2, line: 12, type: !67, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !68)
!67 = !DISubroutineType(cc: DW_CC_nocall, types: !51)
!68 = !{!69, !70}
!69 = !DILocalVariable(name: "hook", arg: 1, scope: !66, file: !2, line: 12, type: !32)
!70 = !DILocalVariable(name: "x", arg: 2, scope: !66, file: !2, line: 12, type: !22)
!71 = !DILocation(line: 0, scope: !66)
!72 = !DILocation(line: 0, scope: !43, inlinedAt: !73)
!73 = distinct !DILocation(line: 13, column: 3, scope: !66)
!74 = !DILocation(line: 10, column: 33, scope: !43, inlinedAt: !73)
!75 = !DILocation(line: 14, column: 1, scope: !66)
