; ModuleID = 'peterson.c'
source_filename = "peterson.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@pa_f0 = external global i32, align 4
@pa_f1 = external global i32, align 4
@pa_last = external global i32, align 4

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write) uwtable
define dso_local range(i64 0, 4) i64 @pancam_abstract(ptr nocapture noundef writeonly %0, i64 noundef %1) local_unnamed_addr #0 !dbg !12 {
    #dbg_value(ptr %0, !18, !DIExpression(), !20)
    #dbg_value(i64 %1, !19, !DIExpression(), !20)
  %3 = icmp ult i64 %1, 3, !dbg !21
  br i1 %3, label %13, label %4, !dbg !23

4:                                                ; preds = %2
  %5 = load volatile i32, ptr @pa_f0, align 4, !dbg !24, !tbaa !25
  %6 = trunc i32 %5 to i8, !dbg !29
  store i8 %6, ptr %0, align 1, !dbg !30, !tbaa !31
  %7 = load volatile i32, ptr @pa_f1, align 4, !dbg !32, !tbaa !25
  %8 = trunc i32 %7 to i8, !dbg !33
  %9 = getelementptr inbounds i8, ptr %0, i64 1, !dbg !34
  store i8 %8, ptr %9, align 1, !dbg !35, !tbaa !31
  %10 = load volatile i32, ptr @pa_last, align 4, !dbg !36, !tbaa !25
  %11 = trunc i32 %10 to i8, !dbg !37
  %12 = getelementptr inbounds i8, ptr %0, i64 2, !dbg !38
  store i8 %11, ptr %12, align 1, !dbg !39, !tbaa !31
  br label %13, !dbg !40

13:                                               ; preds = %2, %4
  %14 = phi i64 [ 3, %4 ], [ 0, %2 ], !dbg !20
  ret i64 %14, !dbg !41
}

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "peterson.c", directory: ".", checksumkind: CSK_MD5, checksum: "2e1e37acc9d2eaee8a1e312fa9e9f87e")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 2}
!10 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "pancam_abstract", scope: !1, file: !1, line: 17, type: !13, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !16, !15}
!15 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!17 = !{!18, !19}
!18 = !DILocalVariable(name: "buf", arg: 1, scope: !12, file: !1, line: 17, type: !16)
!19 = !DILocalVariable(name: "cap", arg: 2, scope: !12, file: !1, line: 17, type: !15)
!20 = !DILocation(line: 0, scope: !12)
!21 = !DILocation(line: 19, column: 13, scope: !22)
!22 = distinct !DILexicalBlock(scope: !12, file: !1, line: 19, column: 9)
!23 = !DILocation(line: 19, column: 9, scope: !12)
!24 = !DILocation(line: 21, column: 29, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C/C++ TBAA"}
!29 = !DILocation(line: 21, column: 14, scope: !12)
!30 = !DILocation(line: 21, column: 12, scope: !12)
!31 = !{!27, !27, i64 0}
!32 = !DILocation(line: 22, column: 29, scope: !12)
!33 = !DILocation(line: 22, column: 14, scope: !12)
!34 = !DILocation(line: 22, column: 5, scope: !12)
!35 = !DILocation(line: 22, column: 12, scope: !12)
!36 = !DILocation(line: 23, column: 29, scope: !12)
!37 = !DILocation(line: 23, column: 14, scope: !12)
!38 = !DILocation(line: 23, column: 5, scope: !12)
!39 = !DILocation(line: 23, column: 12, scope: !12)
!40 = !DILocation(line: 24, column: 5, scope: !12)
!41 = !DILocation(line: 25, column: 1, scope: !12)
