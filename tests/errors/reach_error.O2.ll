; ModuleID = 'reach_error.c'
source_filename = "reach_error.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !19 {
    #dbg_value(i32 %0, !26, !DIExpression(), !31)
    #dbg_value(ptr %1, !27, !DIExpression(), !31)
    #dbg_value(i32 0, !28, !DIExpression(), !31)
    #dbg_value(i32 0, !29, !DIExpression(), !32)
    #dbg_value(i32 poison, !29, !DIExpression(), !32)
    #dbg_value(i32 poison, !28, !DIExpression(), !31)
  %3 = mul i32 %0, 5, !dbg !33
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3), !dbg !34
  %5 = icmp eq i32 %0, 1, !dbg !35
  br i1 %5, label %6, label %7, !dbg !37

6:                                                ; preds = %2
  tail call void @reach_error() #3, !dbg !38
  br label %7, !dbg !38

7:                                                ; preds = %6, %2
  ret i32 0, !dbg !39
}

; Function Attrs: nofree nounwind
declare !dbg !40 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare !dbg !47 void @reach_error() local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "reach_error.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "5ed30ef4cbfd841197ccf84ac234eba5")
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
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 7, type: !20, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{!26, !27, !28, !29}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 7, type: !22)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 7, type: !23)
!28 = !DILocalVariable(name: "x", scope: !19, file: !2, line: 9, type: !9)
!29 = !DILocalVariable(name: "i", scope: !30, file: !2, line: 10, type: !22)
!30 = distinct !DILexicalBlock(scope: !19, file: !2, line: 10, column: 3)
!31 = !DILocation(line: 0, scope: !19)
!32 = !DILocation(line: 0, scope: !30)
!33 = !DILocation(line: 10, column: 3, scope: !30)
!34 = !DILocation(line: 12, column: 3, scope: !19)
!35 = !DILocation(line: 13, column: 9, scope: !36)
!36 = distinct !DILexicalBlock(scope: !19, file: !2, line: 13, column: 7)
!37 = !DILocation(line: 13, column: 7, scope: !19)
!38 = !DILocation(line: 14, column: 5, scope: !36)
!39 = !DILocation(line: 15, column: 3, scope: !19)
!40 = !DISubprogram(name: "printf", scope: !41, file: !41, line: 356, type: !42, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!41 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!42 = !DISubroutineType(types: !43)
!43 = !{!22, !44, null}
!44 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!47 = !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 5, type: !48, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!48 = !DISubroutineType(types: !49)
!49 = !{null}
