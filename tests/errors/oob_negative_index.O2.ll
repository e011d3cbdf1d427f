; ModuleID = 'oob_negative_index.c'
source_filename = "oob_negative_index.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !7

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !22 {
    #dbg_value(i32 %0, !29, !DIExpression(), !34)
    #dbg_value(ptr %1, !30, !DIExpression(), !34)
  %3 = tail call noalias dereferenceable_or_null(16) ptr @calloc(i64 noundef 4, i64 noundef 4) #6, !dbg !35
    #dbg_value(ptr %3, !31, !DIExpression(), !34)
  %4 = tail call fastcc i32 @find(ptr noundef %3, i32 noundef 0), !dbg !36
  tail call fastcc void @set(ptr noundef %3, i32 noundef %4, i32 noundef 7), !dbg !37
  %5 = add nsw i32 %0, 10, !dbg !38
  %6 = tail call fastcc i32 @find(ptr noundef %3, i32 noundef %5), !dbg !39
    #dbg_value(i32 %6, !33, !DIExpression(), !34)
  %7 = load i32, ptr %3, align 4, !dbg !40, !tbaa !41
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i32 noundef %6), !dbg !45
  tail call fastcc void @set(ptr noundef nonnull %3, i32 noundef %6, i32 noundef 8), !dbg !46
  %9 = load i32, ptr %3, align 4, !dbg !47, !tbaa !41
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %9), !dbg !48
  tail call void @free(ptr noundef %3) #7, !dbg !49
  ret i32 0, !dbg !50
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !51 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @set(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 !dbg !59 {
    #dbg_value(ptr %0, !63, !DIExpression(), !66)
    #dbg_value(i32 %1, !64, !DIExpression(), !66)
    #dbg_value(i32 %2, !65, !DIExpression(), !66)
  %4 = sext i32 %1 to i64, !dbg !67
  %5 = getelementptr inbounds i32, ptr %0, i64 %4, !dbg !67
  store i32 %2, ptr %5, align 4, !dbg !68, !tbaa !41
  ret void, !dbg !69
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @find(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 !dbg !70 {
    #dbg_value(ptr %0, !76, !DIExpression(), !81)
    #dbg_value(i32 4, !77, !DIExpression(), !81)
    #dbg_value(i32 %1, !78, !DIExpression(), !81)
    #dbg_value(i32 0, !79, !DIExpression(), !82)
    #dbg_value(i64 0, !79, !DIExpression(), !82)
  %3 = load i32, ptr %0, align 4, !dbg !83, !tbaa !41
  %4 = icmp eq i32 %3, %1, !dbg !86
  br i1 %4, label %18, label %5, !dbg !87

5:                                                ; preds = %2
    #dbg_value(i64 1, !79, !DIExpression(), !82)
  %6 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !83
  %7 = load i32, ptr %6, align 4, !dbg !83, !tbaa !41
  %8 = icmp eq i32 %7, %1, !dbg !86
  br i1 %8, label %18, label %9, !dbg !87

9:                                                ; preds = %5
    #dbg_value(i64 2, !79, !DIExpression(), !82)
  %10 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !83
  %11 = load i32, ptr %10, align 4, !dbg !83, !tbaa !41
  %12 = icmp eq i32 %11, %1, !dbg !86
  br i1 %12, label %18, label %13, !dbg !87

13:                                               ; preds = %9
    #dbg_value(i64 3, !79, !DIExpression(), !82)
  %14 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !83
  %15 = load i32, ptr %14, align 4, !dbg !83, !tbaa !41
  %16 = icmp eq i32 %15, %1, !dbg !86
  %17 = select i1 %16, i32 3, i32 -1, !dbg !87
  br label %18, !dbg !87

18:                                               ; preds = %13, %9, %5, %2
  %19 = phi i32 [ 0, %2 ], [ 1, %5 ], [ 2, %9 ], [ %17, %13 ]
  ret i32 %19, !dbg !88
}

; Function Attrs: nofree nounwind
declare !dbg !89 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !96 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0,1) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_negative_index.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "ca76038b39aa5cde9a725f158e2fb762")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !23, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{!29, !30, !31, !33}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 17, type: !25)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 17, type: !26)
!31 = !DILocalVariable(name: "a", scope: !22, file: !2, line: 19, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!33 = !DILocalVariable(name: "i", scope: !22, file: !2, line: 21, type: !25)
!34 = !DILocation(line: 0, scope: !22)
!35 = !DILocation(line: 19, column: 12, scope: !22)
!36 = !DILocation(line: 20, column: 10, scope: !22)
!37 = !DILocation(line: 20, column: 3, scope: !22)
!38 = !DILocation(line: 21, column: 27, scope: !22)
!39 = !DILocation(line: 21, column: 11, scope: !22)
!40 = !DILocation(line: 22, column: 21, scope: !22)
!41 = !{!42, !42, i64 0}
!42 = !{!"int", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocation(line: 22, column: 3, scope: !22)
!46 = !DILocation(line: 23, column: 3, scope: !22)
!47 = !DILocation(line: 24, column: 18, scope: !22)
!48 = !DILocation(line: 24, column: 3, scope: !22)
!49 = !DILocation(line: 25, column: 3, scope: !22)
!50 = !DILocation(line: 26, column: 3, scope: !22)
!51 = !DISubprogram(name: "calloc", scope: !52, file: !52, line: 556, type: !53, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!52 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!53 = !DISubroutineType(types: !54)
!54 = !{!55, !56, !56}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !57, line: 18, baseType: !58)
!57 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!58 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!59 = distinct !DISubprogram(name: "set", scope: !2, file: !2, line: 6, type: !60, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !32, !25, !25}
!62 = !{!63, !64, !65}
!63 = !DILocalVariable(name: "a", arg: 1, scope: !59, file: !2, line: 6, type: !32)
!64 = !DILocalVariable(name: "i", arg: 2, scope: !59, file: !2, line: 6, type: !25)
!65 = !DILocalVariable(name: "v", arg: 3, scope: !59, file: !2, line: 6, type: !25)
!66 = !DILocation(line: 0, scope: !59)
!67 = !DILocation(line: 7, column: 3, scope: !59)
!68 = !DILocation(line: 7, column: 8, scope: !59)
!69 = !DILocation(line: 8, column: 1, scope: !59)
!70 = distinct !DISubprogram(name: "find", scope: !2, file: !2, line: 10, type: !71, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !75)
!71 = !DISubroutineType(cc: DW_CC_nocall, types: !72)
!72 = !{!25, !73, !25, !25}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!75 = !{!76, !77, !78, !79}
!76 = !DILocalVariable(name: "a", arg: 1, scope: !70, file: !2, line: 10, type: !73)
!77 = !DILocalVariable(name: "n", arg: 2, scope: !70, file: !2, line: 10, type: !25)
!78 = !DILocalVariable(name: "v", arg: 3, scope: !70, file: !2, line: 10, type: !25)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 11, type: !25)
!80 = distinct !DILexicalBlock(scope: !70, file: !2, line: 11, column: 3)
!81 = !DILocation(line: 0, scope: !70)
!82 = !DILocation(line: 0, scope: !80)
!83 = !DILocation(line: 12, column: 9, scope: !84)
!84 = distinct !DILexicalBlock(scope: !85, file: !2, line: 12, column: 9)
!85 = distinct !DILexicalBlock(scope: !80, file: !2, line: 11, column: 3)
!86 = !DILocation(line: 12, column: 14, scope: !84)
!87 = !DILocation(line: 12, column: 9, scope: !85)
!88 = !DILocation(line: 15, column: 1, scope: !70)
!89 = !DISubprogram(name: "printf", scope: !90, file: !90, line: 356, type: !91, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!91 = !DISubroutineType(types: !92)
!92 = !{!25, !93, null}
!93 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!96 = !DISubprogram(name: "free", scope: !52, file: !52, line: 568, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !55}
