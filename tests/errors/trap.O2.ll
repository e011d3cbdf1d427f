; ModuleID = 'trap.c'
source_filename = "trap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [3 x i32] [i32 5, i32 6, i32 7], align 4
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !17 {
    #dbg_assign(i1 undef, !26, !DIExpression(), !30, ptr @__const.main.a, !DIExpression(), !31)
    #dbg_value(i32 %0, !24, !DIExpression(), !31)
    #dbg_value(ptr %1, !25, !DIExpression(), !31)
    #dbg_assign(i1 undef, !26, !DIExpression(), !32, ptr @__const.main.a, !DIExpression(), !31)
  %3 = tail call fastcc i32 @checked_index(ptr noundef nonnull @__const.main.a, i32 noundef 2), !dbg !33
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3), !dbg !34
  %5 = add nsw i32 %0, 2, !dbg !35
  %6 = tail call fastcc i32 @checked_index(ptr noundef nonnull @__const.main.a, i32 noundef %5), !dbg !36
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6), !dbg !37
  ret i32 0, !dbg !38
}

; Function Attrs: nofree nounwind
declare !dbg !39 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noinline nounwind memory(argmem: read, inaccessiblemem: write) uwtable
define internal fastcc i32 @checked_index(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #2 !dbg !46 {
    #dbg_value(ptr %0, !52, !DIExpression(), !55)
    #dbg_value(i32 3, !53, !DIExpression(), !55)
    #dbg_value(i32 %1, !54, !DIExpression(), !55)
  %3 = icmp ugt i32 %1, 2, !dbg !56
  br i1 %3, label %4, label %5, !dbg !56

4:                                                ; preds = %2
  tail call void @llvm.trap(), !dbg !58
  unreachable, !dbg !58

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64, !dbg !59
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !59
  %8 = load i32, ptr %7, align 4, !dbg !59, !tbaa !60
  ret i32 %8, !dbg !64
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind memory(argmem: read, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { cold noreturn nounwind memory(inaccessiblemem: write) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "trap.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "d7e7a3ffbf576abc9359c275993b03d3")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !18, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 11, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 11, type: !21)
!26 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 13, type: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 96, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 3)
!30 = distinct !DIAssignID()
!31 = !DILocation(line: 0, scope: !17)
!32 = distinct !DIAssignID()
!33 = !DILocation(line: 14, column: 18, scope: !17)
!34 = !DILocation(line: 14, column: 3, scope: !17)
!35 = !DILocation(line: 15, column: 40, scope: !17)
!36 = !DILocation(line: 15, column: 18, scope: !17)
!37 = !DILocation(line: 15, column: 3, scope: !17)
!38 = !DILocation(line: 16, column: 3, scope: !17)
!39 = !DISubprogram(name: "printf", scope: !40, file: !40, line: 356, type: !41, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!40 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!41 = !DISubroutineType(types: !42)
!42 = !{!20, !43, null}
!43 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!46 = distinct !DISubprogram(name: "checked_index", scope: !2, file: !2, line: 5, type: !47, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !51)
!47 = !DISubroutineType(cc: DW_CC_nocall, types: !48)
!48 = !{!20, !49, !20, !20}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!51 = !{!52, !53, !54}
!52 = !DILocalVariable(name: "a", arg: 1, scope: !46, file: !2, line: 5, type: !49)
!53 = !DILocalVariable(name: "n", arg: 2, scope: !46, file: !2, line: 5, type: !20)
!54 = !DILocalVariable(name: "i", arg: 3, scope: !46, file: !2, line: 5, type: !20)
!55 = !DILocation(line: 0, scope: !46)
!56 = !DILocation(line: 6, column: 13, scope: !57)
!57 = distinct !DILexicalBlock(scope: !46, file: !2, line: 6, column: 7)
!58 = !DILocation(line: 7, column: 5, scope: !57)
!59 = !DILocation(line: 8, column: 10, scope: !46)
!60 = !{!61, !61, i64 0}
!61 = !{!"int", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 8, column: 3, scope: !46)
