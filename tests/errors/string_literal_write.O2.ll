; ModuleID = 'string_literal_write.c'
source_filename = "string_literal_write.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !0

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !17 {
    #dbg_value(i32 %0, !24, !DIExpression(), !27)
    #dbg_value(ptr %1, !25, !DIExpression(), !27)
  %3 = icmp sgt i32 %0, 5, !dbg !28
  br i1 %3, label %4, label %6, !dbg !29

4:                                                ; preds = %2
  %5 = load ptr, ptr %1, align 8, !dbg !30, !tbaa !31
  br label %6, !dbg !29

6:                                                ; preds = %2, %4
  %7 = phi ptr [ %5, %4 ], [ @.str, %2 ], !dbg !29
    #dbg_value(ptr %7, !26, !DIExpression(), !27)
  tail call fastcc void @upcase(ptr noundef %7), !dbg !35
  %8 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) %7), !dbg !36
  ret i32 0, !dbg !37
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @upcase(ptr nocapture noundef %0) unnamed_addr #1 !dbg !38 {
    #dbg_value(ptr %0, !42, !DIExpression(), !43)
  %2 = load i8, ptr %0, align 1, !dbg !44, !tbaa !47
  %3 = icmp eq i8 %2, 0, !dbg !48
  br i1 %3, label %15, label %4, !dbg !48

4:                                                ; preds = %1, %11
  %5 = phi i8 [ %13, %11 ], [ %2, %1 ]
  %6 = phi ptr [ %12, %11 ], [ %0, %1 ]
    #dbg_value(ptr %6, !42, !DIExpression(), !43)
  %7 = add i8 %5, -97, !dbg !49
  %8 = icmp ult i8 %7, 26, !dbg !49
  br i1 %8, label %9, label %11, !dbg !49

9:                                                ; preds = %4
  %10 = add nsw i8 %5, -32, !dbg !51
  store i8 %10, ptr %6, align 1, !dbg !51, !tbaa !47
  br label %11, !dbg !52

11:                                               ; preds = %4, %9
  %12 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !53
    #dbg_value(ptr %12, !42, !DIExpression(), !43)
  %13 = load i8, ptr %12, align 1, !dbg !44, !tbaa !47
  %14 = icmp eq i8 %13, 0, !dbg !48
  br i1 %14, label %15, label %4, !dbg !48, !llvm.loop !54

15:                                               ; preds = %11, %1
  ret void, !dbg !57
}

; Function Attrs: nofree nounwind
declare !dbg !58 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "string_literal_write.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "fc12a25259a3bb6ade393775d4316d41")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
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
!26 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 13, type: !22)
!27 = !DILocation(line: 0, scope: !17)
!28 = !DILocation(line: 13, column: 18, scope: !17)
!29 = !DILocation(line: 13, column: 13, scope: !17)
!30 = !DILocation(line: 13, column: 24, scope: !17)
!31 = !{!32, !32, i64 0}
!32 = !{!"any pointer", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 14, column: 3, scope: !17)
!36 = !DILocation(line: 15, column: 3, scope: !17)
!37 = !DILocation(line: 16, column: 3, scope: !17)
!38 = distinct !DISubprogram(name: "upcase", scope: !2, file: !2, line: 5, type: !39, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !41)
!39 = !DISubroutineType(types: !40)
!40 = !{null, !22}
!41 = !{!42}
!42 = !DILocalVariable(name: "s", arg: 1, scope: !38, file: !2, line: 5, type: !22)
!43 = !DILocation(line: 0, scope: !38)
!44 = !DILocation(line: 6, column: 10, scope: !45)
!45 = distinct !DILexicalBlock(scope: !46, file: !2, line: 6, column: 3)
!46 = distinct !DILexicalBlock(scope: !38, file: !2, line: 6, column: 3)
!47 = !{!33, !33, i64 0}
!48 = !DILocation(line: 6, column: 3, scope: !46)
!49 = !DILocation(line: 7, column: 19, scope: !50)
!50 = distinct !DILexicalBlock(scope: !45, file: !2, line: 7, column: 9)
!51 = !DILocation(line: 8, column: 10, scope: !50)
!52 = !DILocation(line: 8, column: 7, scope: !50)
!53 = !DILocation(line: 6, column: 15, scope: !45)
!54 = distinct !{!54, !48, !55, !56}
!55 = !DILocation(line: 8, column: 19, scope: !46)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 9, column: 1, scope: !38)
!58 = !DISubprogram(name: "puts", scope: !59, file: !59, line: 661, type: !60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!59 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!60 = !DISubroutineType(types: !61)
!61 = !{!20, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
