; ModuleID = 'input_countdown.c'
source_filename = "input_countdown.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@waiting = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@served = dso_local local_unnamed_addr global i32 0, align 4, !dbg !5

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !16 {
  %1 = tail call i32 @__VERIFIER_nondet_int() #2, !dbg !21
    #dbg_value(i32 %1, !20, !DIExpression(), !22)
  %2 = icmp ult i32 %1, 1000000, !dbg !23
  %3 = zext i1 %2 to i32, !dbg !23
  tail call void @__VERIFIER_assume(i32 noundef %3) #2, !dbg !24
  store i32 1, ptr @waiting, align 4, !dbg !25, !tbaa !26
  %4 = icmp sgt i32 %1, 100
  br i1 %4, label %6, label %5, !dbg !30, !llvm.loop !31

5:                                                ; preds = %0
    #dbg_value(i32 poison, !20, !DIExpression(), !22)
  store i32 1, ptr @served, align 4, !dbg !34, !tbaa !26
  br label %7, !dbg !35

6:                                                ; preds = %0, %6
  br label %6, !dbg !30

7:                                                ; preds = %7, %5
  br label %7, !dbg !36, !llvm.loop !39
}

declare !dbg !42 i32 @__VERIFIER_nondet_int() local_unnamed_addr #1

declare !dbg !43 void @__VERIFIER_assume(i32 noundef) local_unnamed_addr #1

attributes #0 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "waiting", scope: !2, file: !3, line: 6, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "input_countdown.c", directory: "/work/main/tests/ltl_check", checksumkind: CSK_MD5, checksum: "f3538e4b954219eae63e84367d3c0b2e")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "served", scope: !2, file: !3, line: 6, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !17, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!7}
!19 = !{!20}
!20 = !DILocalVariable(name: "n", scope: !16, file: !3, line: 8, type: !7)
!21 = !DILocation(line: 8, column: 11, scope: !16)
!22 = !DILocation(line: 0, scope: !16)
!23 = !DILocation(line: 9, column: 28, scope: !16)
!24 = !DILocation(line: 9, column: 3, scope: !16)
!25 = !DILocation(line: 10, column: 11, scope: !16)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocation(line: 12, column: 3, scope: !16)
!31 = distinct !{!31, !30, !32, !33}
!32 = !DILocation(line: 12, column: 21, scope: !16)
!33 = !{!"llvm.loop.mustprogress"}
!34 = !DILocation(line: 16, column: 10, scope: !16)
!35 = !DILocation(line: 17, column: 3, scope: !16)
!36 = !DILocation(line: 17, column: 3, scope: !37)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 17, column: 3)
!38 = distinct !DILexicalBlock(scope: !16, file: !3, line: 17, column: 3)
!39 = distinct !{!39, !40, !41}
!40 = !DILocation(line: 17, column: 3, scope: !38)
!41 = !DILocation(line: 17, column: 14, scope: !38)
!42 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !3, file: !3, line: 4, type: !17, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!43 = !DISubprogram(name: "__VERIFIER_assume", scope: !3, file: !3, line: 5, type: !44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!44 = !DISubroutineType(types: !45)
!45 = !{null, !7}
