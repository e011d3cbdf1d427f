; ModuleID = 'verifier_error.c'
source_filename = "verifier_error.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !17 {
    #dbg_value(i32 %0, !24, !DIExpression(), !29)
    #dbg_value(ptr %1, !25, !DIExpression(), !29)
    #dbg_value(i32 10, !26, !DIExpression(), !29)
    #dbg_value(i32 0, !27, !DIExpression(), !30)
  %3 = shl nsw i32 %0, 2
    #dbg_value(i32 0, !27, !DIExpression(), !30)
    #dbg_value(i32 10, !26, !DIExpression(), !29)
    #dbg_value(i32 0, !27, !DIExpression(), !30)
    #dbg_value(i32 10, !26, !DIExpression(), !29)
  %4 = sub nsw i32 10, %3, !dbg !31
    #dbg_value(i32 %4, !26, !DIExpression(), !29)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4), !dbg !34
  tail call fastcc void @check(i32 noundef %4), !dbg !35
    #dbg_value(i32 1, !27, !DIExpression(), !30)
  %6 = sub nsw i32 %4, %3, !dbg !31
    #dbg_value(i32 %6, !26, !DIExpression(), !29)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6), !dbg !34
  tail call fastcc void @check(i32 noundef %6), !dbg !35
    #dbg_value(i32 2, !27, !DIExpression(), !30)
  %8 = sub nsw i32 %6, %3, !dbg !31
    #dbg_value(i32 %8, !26, !DIExpression(), !29)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8), !dbg !34
  tail call fastcc void @check(i32 noundef %8), !dbg !35
    #dbg_value(i32 3, !27, !DIExpression(), !30)
  ret i32 0, !dbg !36
}

; Function Attrs: nofree nounwind
declare !dbg !37 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @check(i32 noundef %0) unnamed_addr #2 !dbg !44 {
    #dbg_value(i32 %0, !48, !DIExpression(), !49)
  %2 = icmp slt i32 %0, 0, !dbg !50
  br i1 %2, label %3, label %4, !dbg !52

3:                                                ; preds = %1
  tail call void @__VERIFIER_error() #4, !dbg !53
  br label %4, !dbg !53

4:                                                ; preds = %3, %1
  ret void, !dbg !54
}

declare !dbg !55 void @__VERIFIER_error() local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "verifier_error.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "a6b4ead2f86eb5610a060a16fe5225a0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !18, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !27}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 12, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 12, type: !21)
!26 = !DILocalVariable(name: "balance", scope: !17, file: !2, line: 14, type: !20)
!27 = !DILocalVariable(name: "i", scope: !28, file: !2, line: 15, type: !20)
!28 = distinct !DILexicalBlock(scope: !17, file: !2, line: 15, column: 3)
!29 = !DILocation(line: 0, scope: !17)
!30 = !DILocation(line: 0, scope: !28)
!31 = !DILocation(line: 16, column: 13, scope: !32)
!32 = distinct !DILexicalBlock(scope: !33, file: !2, line: 15, column: 31)
!33 = distinct !DILexicalBlock(scope: !28, file: !2, line: 15, column: 3)
!34 = !DILocation(line: 17, column: 5, scope: !32)
!35 = !DILocation(line: 18, column: 5, scope: !32)
!36 = !DILocation(line: 20, column: 3, scope: !17)
!37 = !DISubprogram(name: "printf", scope: !38, file: !38, line: 356, type: !39, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!38 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!39 = !DISubroutineType(types: !40)
!40 = !{!20, !41, null}
!41 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!44 = distinct !DISubprogram(name: "check", scope: !2, file: !2, line: 7, type: !45, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{null, !20}
!47 = !{!48}
!48 = !DILocalVariable(name: "balance", arg: 1, scope: !44, file: !2, line: 7, type: !20)
!49 = !DILocation(line: 0, scope: !44)
!50 = !DILocation(line: 8, column: 15, scope: !51)
!51 = distinct !DILexicalBlock(scope: !44, file: !2, line: 8, column: 7)
!52 = !DILocation(line: 8, column: 7, scope: !44)
!53 = !DILocation(line: 9, column: 5, scope: !51)
!54 = !DILocation(line: 10, column: 1, scope: !44)
!55 = !DISubprogram(name: "__VERIFIER_error", scope: !2, file: !2, line: 5, type: !56, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!56 = !DISubroutineType(types: !57)
!57 = !{null}
