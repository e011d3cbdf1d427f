; ModuleID = 'oob_heap_read.c'
source_filename = "oob_heap_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !17 {
    #dbg_value(i32 %0, !24, !DIExpression(), !31)
    #dbg_value(ptr %1, !25, !DIExpression(), !31)
  %3 = add nsw i32 %0, 4, !dbg !32
    #dbg_value(i32 %3, !26, !DIExpression(), !31)
  %4 = sext i32 %3 to i64, !dbg !33
  %5 = shl nsw i64 %4, 2, !dbg !34
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #6, !dbg !35
    #dbg_value(ptr %6, !27, !DIExpression(), !31)
    #dbg_value(i32 0, !29, !DIExpression(), !36)
  %7 = icmp sgt i32 %0, -4, !dbg !37
  br i1 %7, label %8, label %26, !dbg !39

8:                                                ; preds = %2
  %9 = zext nneg i32 %3 to i64, !dbg !37
  %10 = icmp ult i32 %3, 8, !dbg !39
  br i1 %10, label %11, label %13, !dbg !39

11:                                               ; preds = %24, %8
  %12 = phi i64 [ 0, %8 ], [ %14, %24 ]
  br label %29, !dbg !39

13:                                               ; preds = %8
  %14 = and i64 %9, 2147483640, !dbg !39
  br label %15, !dbg !39

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %21, %15 ], !dbg !40
  %17 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %13 ], [ %22, %15 ], !dbg !41
  %18 = add <4 x i32> %17, <i32 4, i32 4, i32 4, i32 4>, !dbg !41
  %19 = getelementptr inbounds i32, ptr %6, i64 %16, !dbg !42
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !41
  store <4 x i32> %17, ptr %19, align 4, !dbg !41, !tbaa !43
  store <4 x i32> %18, ptr %20, align 4, !dbg !41, !tbaa !43
  %21 = add nuw i64 %16, 8, !dbg !40
  %22 = add <4 x i32> %17, <i32 8, i32 8, i32 8, i32 8>, !dbg !41
  %23 = icmp eq i64 %21, %14, !dbg !40
  br i1 %23, label %24, label %15, !dbg !40, !llvm.loop !47

24:                                               ; preds = %15
  %25 = icmp eq i64 %14, %9, !dbg !39
  br i1 %25, label %26, label %11, !dbg !39

26:                                               ; preds = %29, %24, %2
  %27 = tail call fastcc i32 @sum(ptr noundef %6, i32 noundef %3), !dbg !52
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %27), !dbg !53
  tail call void @free(ptr noundef %6) #7, !dbg !54
  ret i32 0, !dbg !55

29:                                               ; preds = %11, %29
  %30 = phi i64 [ %33, %29 ], [ %12, %11 ]
    #dbg_value(i64 %30, !29, !DIExpression(), !36)
  %31 = getelementptr inbounds i32, ptr %6, i64 %30, !dbg !42
  %32 = trunc nuw nsw i64 %30 to i32, !dbg !41
  store i32 %32, ptr %31, align 4, !dbg !41, !tbaa !43
  %33 = add nuw nsw i64 %30, 1, !dbg !40
    #dbg_value(i64 %33, !29, !DIExpression(), !36)
  %34 = icmp eq i64 %33, %9, !dbg !37
  br i1 %34, label %26, label %29, !dbg !39, !llvm.loop !56
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !57 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !65 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i32 @sum(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #3 !dbg !72 {
    #dbg_value(ptr %0, !78, !DIExpression(), !83)
    #dbg_value(i32 %1, !79, !DIExpression(), !83)
    #dbg_value(i32 0, !80, !DIExpression(), !83)
    #dbg_value(i32 0, !81, !DIExpression(), !84)
  %3 = icmp sgt i32 %1, 0, !dbg !85
  br i1 %3, label %4, label %28, !dbg !87

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64, !dbg !85
  %6 = icmp ult i32 %1, 8, !dbg !87
  br i1 %6, label %7, label %10, !dbg !87

7:                                                ; preds = %24, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %24 ]
  %9 = phi i32 [ 0, %4 ], [ %26, %24 ]
  br label %34, !dbg !87

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483640, !dbg !87
  br label %12, !dbg !87

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %22, %12 ], !dbg !88
  %14 = phi <4 x i32> [ zeroinitializer, %10 ], [ %20, %12 ]
  %15 = phi <4 x i32> [ zeroinitializer, %10 ], [ %21, %12 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %13, !dbg !89
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !89
  %18 = load <4 x i32>, ptr %16, align 4, !dbg !89, !tbaa !43
  %19 = load <4 x i32>, ptr %17, align 4, !dbg !89, !tbaa !43
  %20 = add <4 x i32> %18, %14, !dbg !90
  %21 = add <4 x i32> %19, %15, !dbg !90
  %22 = add nuw i64 %13, 8, !dbg !88
  %23 = icmp eq i64 %22, %11, !dbg !88
  br i1 %23, label %24, label %12, !dbg !88, !llvm.loop !91

24:                                               ; preds = %12
  %25 = add <4 x i32> %21, %20, !dbg !87
  %26 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %25), !dbg !87
  %27 = icmp eq i64 %11, %5, !dbg !87
  br i1 %27, label %28, label %7, !dbg !87

28:                                               ; preds = %34, %24, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %24 ], [ %39, %34 ], !dbg !83
  %30 = sext i32 %1 to i64, !dbg !93
  %31 = getelementptr inbounds i32, ptr %0, i64 %30, !dbg !93
  %32 = load i32, ptr %31, align 4, !dbg !93, !tbaa !43
  %33 = add nsw i32 %32, %29, !dbg !94
  ret i32 %33, !dbg !95

34:                                               ; preds = %7, %34
  %35 = phi i64 [ %40, %34 ], [ %8, %7 ]
  %36 = phi i32 [ %39, %34 ], [ %9, %7 ]
    #dbg_value(i64 %35, !81, !DIExpression(), !84)
    #dbg_value(i32 %36, !80, !DIExpression(), !83)
  %37 = getelementptr inbounds i32, ptr %0, i64 %35, !dbg !89
  %38 = load i32, ptr %37, align 4, !dbg !89, !tbaa !43
  %39 = add nsw i32 %38, %36, !dbg !90
    #dbg_value(i32 %39, !80, !DIExpression(), !83)
  %40 = add nuw nsw i64 %35, 1, !dbg !88
    #dbg_value(i64 %40, !81, !DIExpression(), !84)
  %41 = icmp eq i64 %40, %5, !dbg !85
  br i1 %41, label %28, label %34, !dbg !87, !llvm.loop !96
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !97 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_heap_read.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "36152d28b5132689f46d0acbcf9d3a44")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !18, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !27, !29}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 13, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 13, type: !21)
!26 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 15, type: !20)
!27 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 16, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!29 = !DILocalVariable(name: "i", scope: !30, file: !2, line: 17, type: !20)
!30 = distinct !DILexicalBlock(scope: !17, file: !2, line: 17, column: 3)
!31 = !DILocation(line: 0, scope: !17)
!32 = !DILocation(line: 15, column: 16, scope: !17)
!33 = !DILocation(line: 16, column: 19, scope: !17)
!34 = !DILocation(line: 16, column: 21, scope: !17)
!35 = !DILocation(line: 16, column: 12, scope: !17)
!36 = !DILocation(line: 0, scope: !30)
!37 = !DILocation(line: 17, column: 21, scope: !38)
!38 = distinct !DILexicalBlock(scope: !30, file: !2, line: 17, column: 3)
!39 = !DILocation(line: 17, column: 3, scope: !30)
!40 = !DILocation(line: 17, column: 27, scope: !38)
!41 = !DILocation(line: 18, column: 10, scope: !38)
!42 = !DILocation(line: 18, column: 5, scope: !38)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = distinct !{!47, !39, !48, !49, !50, !51}
!48 = !DILocation(line: 18, column: 12, scope: !30)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !{!"llvm.loop.isvectorized", i32 1}
!51 = !{!"llvm.loop.unroll.runtime.disable"}
!52 = !DILocation(line: 19, column: 18, scope: !17)
!53 = !DILocation(line: 19, column: 3, scope: !17)
!54 = !DILocation(line: 20, column: 3, scope: !17)
!55 = !DILocation(line: 21, column: 3, scope: !17)
!56 = distinct !{!56, !39, !48, !49, !51, !50}
!57 = !DISubprogram(name: "malloc", scope: !58, file: !58, line: 553, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!58 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!59 = !DISubroutineType(types: !60)
!60 = !{!61, !62}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !63, line: 18, baseType: !64)
!63 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DISubprogram(name: "printf", scope: !66, file: !66, line: 356, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!66 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!67 = !DISubroutineType(types: !68)
!68 = !{!20, !69, null}
!69 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!72 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 6, type: !73, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !77)
!73 = !DISubroutineType(types: !74)
!74 = !{!20, !75, !20}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!77 = !{!78, !79, !80, !81}
!78 = !DILocalVariable(name: "a", arg: 1, scope: !72, file: !2, line: 6, type: !75)
!79 = !DILocalVariable(name: "n", arg: 2, scope: !72, file: !2, line: 6, type: !20)
!80 = !DILocalVariable(name: "s", scope: !72, file: !2, line: 7, type: !20)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 8, type: !20)
!82 = distinct !DILexicalBlock(scope: !72, file: !2, line: 8, column: 3)
!83 = !DILocation(line: 0, scope: !72)
!84 = !DILocation(line: 0, scope: !82)
!85 = !DILocation(line: 8, column: 21, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !2, line: 8, column: 3)
!87 = !DILocation(line: 8, column: 3, scope: !82)
!88 = !DILocation(line: 8, column: 27, scope: !86)
!89 = !DILocation(line: 9, column: 10, scope: !86)
!90 = !DILocation(line: 9, column: 7, scope: !86)
!91 = distinct !{!91, !87, !92, !49, !50, !51}
!92 = !DILocation(line: 9, column: 13, scope: !82)
!93 = !DILocation(line: 10, column: 14, scope: !72)
!94 = !DILocation(line: 10, column: 12, scope: !72)
!95 = !DILocation(line: 10, column: 3, scope: !72)
!96 = distinct !{!96, !87, !92, !49, !51, !50}
!97 = !DISubprogram(name: "free", scope: !58, file: !58, line: 568, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubroutineType(types: !99)
!99 = !{null, !61}
