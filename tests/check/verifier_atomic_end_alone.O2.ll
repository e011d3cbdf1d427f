; ModuleID = 'verifier_atomic_end_alone.c'
source_filename = "verifier_atomic_end_alone.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !13 {
  tail call void @__VERIFIER_atomic_begin() #2, !dbg !16
  %1 = load i32, ptr @counter, align 4, !dbg !17, !tbaa !18
  %2 = add nsw i32 %1, 1, !dbg !17
  store i32 %2, ptr @counter, align 4, !dbg !17, !tbaa !18
  tail call void @__VERIFIER_atomic_end() #2, !dbg !22
  tail call void @__VERIFIER_atomic_end() #2, !dbg !23
  ret i32 0, !dbg !24
}

declare !dbg !25 void @__VERIFIER_atomic_begin() local_unnamed_addr #1

declare !dbg !28 void @__VERIFIER_atomic_end() local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "verifier_atomic_end_alone.c", directory: ".", checksumkind: CSK_MD5, checksum: "c432275c6020ae662d7e2997bc9127a9")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 11, type: !14, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!14 = !DISubroutineType(types: !15)
!15 = !{!5}
!16 = !DILocation(line: 12, column: 3, scope: !13)
!17 = !DILocation(line: 13, column: 10, scope: !13)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C/C++ TBAA"}
!22 = !DILocation(line: 14, column: 3, scope: !13)
!23 = !DILocation(line: 15, column: 3, scope: !13)
!24 = !DILocation(line: 16, column: 3, scope: !13)
!25 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 6, type: !26, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!26 = !DISubroutineType(types: !27)
!27 = !{null}
!28 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 7, type: !26, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
