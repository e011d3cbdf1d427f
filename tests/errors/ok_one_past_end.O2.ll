; ModuleID = 'ok_one_past_end.c'
source_filename = "ok_one_past_end.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = dso_local global [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5], align 16, !dbg !0
@__const.main.local = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1, !dbg !5

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !23 {
  %3 = alloca [4 x i32], align 16, !DIAssignID !41
    #dbg_assign(i1 undef, !31, !DIExpression(), !41, ptr %3, !DIExpression(), !42)
    #dbg_value(i32 %0, !29, !DIExpression(), !42)
    #dbg_value(ptr %1, !30, !DIExpression(), !42)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #8, !dbg !43
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %3, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.local, i64 16, i1 false), !dbg !44, !DIAssignID !45
    #dbg_assign(i1 undef, !31, !DIExpression(), !45, ptr %3, !DIExpression(), !42)
  %4 = add nsw i32 %0, 7, !dbg !46
    #dbg_value(i32 %4, !35, !DIExpression(), !42)
  %5 = sext i32 %4 to i64, !dbg !47
  %6 = shl nsw i64 %5, 2, !dbg !48
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #9, !dbg !49
    #dbg_value(ptr %7, !36, !DIExpression(), !42)
    #dbg_value(i32 0, !38, !DIExpression(), !50)
  %8 = icmp sgt i32 %0, -7, !dbg !51
  br i1 %8, label %9, label %30, !dbg !53

9:                                                ; preds = %2
  %10 = zext nneg i32 %4 to i64, !dbg !51
  %11 = icmp ult i32 %4, 8, !dbg !53
  br i1 %11, label %12, label %14, !dbg !53

12:                                               ; preds = %28, %9
  %13 = phi i64 [ 0, %9 ], [ %15, %28 ]
  br label %37, !dbg !53

14:                                               ; preds = %9
  %15 = and i64 %10, 2147483640, !dbg !53
  br label %16, !dbg !53

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %25, %16 ], !dbg !54
  %18 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %14 ], [ %26, %16 ]
  %19 = getelementptr inbounds i32, ptr %7, i64 %17, !dbg !55
  %20 = trunc <4 x i64> %18 to <4 x i32>, !dbg !56
  %21 = add <4 x i32> %20, <i32 1, i32 1, i32 1, i32 1>, !dbg !56
  %22 = trunc <4 x i64> %18 to <4 x i32>, !dbg !56
  %23 = add <4 x i32> %22, <i32 5, i32 5, i32 5, i32 5>, !dbg !56
  %24 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !56
  store <4 x i32> %21, ptr %19, align 4, !dbg !56, !tbaa !57
  store <4 x i32> %23, ptr %24, align 4, !dbg !56, !tbaa !57
  %25 = add nuw i64 %17, 8, !dbg !54
  %26 = add <4 x i64> %18, <i64 8, i64 8, i64 8, i64 8>
  %27 = icmp eq i64 %25, %15, !dbg !54
  br i1 %27, label %28, label %16, !dbg !54, !llvm.loop !61

28:                                               ; preds = %16
  %29 = icmp eq i64 %15, %10, !dbg !53
  br i1 %29, label %30, label %12, !dbg !53

30:                                               ; preds = %37, %28, %2
  %31 = getelementptr inbounds i32, ptr %7, i64 %5, !dbg !66
    #dbg_value(ptr %31, !40, !DIExpression(), !42)
  %32 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !67
  %33 = call fastcc i32 @sum(ptr noundef nonnull %3, ptr noundef nonnull %32), !dbg !68
  %34 = tail call fastcc i32 @sum(ptr noundef %7, ptr noundef %31), !dbg !69
  %35 = tail call fastcc i32 @sum(ptr noundef nonnull @g, ptr noundef nonnull getelementptr inbounds (i8, ptr @g, i64 20)), !dbg !70
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %33, i32 noundef %34, i32 noundef %35), !dbg !71
  call void @free(ptr noundef %7) #8, !dbg !72
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #8, !dbg !73
  ret i32 0, !dbg !74

37:                                               ; preds = %12, %37
  %38 = phi i64 [ %39, %37 ], [ %13, %12 ]
    #dbg_value(i64 %38, !38, !DIExpression(), !50)
  %39 = add nuw nsw i64 %38, 1, !dbg !54
  %40 = getelementptr inbounds i32, ptr %7, i64 %38, !dbg !55
  %41 = trunc nuw nsw i64 %39 to i32, !dbg !56
  store i32 %41, ptr %40, align 4, !dbg !56, !tbaa !57
    #dbg_value(i64 %39, !38, !DIExpression(), !50)
  %42 = icmp eq i64 %39, %10, !dbg !51
  br i1 %42, label %30, label %37, !dbg !53, !llvm.loop !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !76 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !84 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum(ptr noundef readonly %0, ptr noundef readnone %1) unnamed_addr #5 !dbg !91 {
    #dbg_value(ptr %0, !97, !DIExpression(), !102)
    #dbg_value(ptr %1, !98, !DIExpression(), !102)
    #dbg_value(i32 0, !99, !DIExpression(), !102)
    #dbg_value(ptr %0, !100, !DIExpression(), !103)
  %3 = icmp eq ptr %0, %1, !dbg !104
  br i1 %3, label %36, label %4, !dbg !106

4:                                                ; preds = %2
  %5 = ptrtoint ptr %1 to i64, !dbg !104
  %6 = ptrtoint ptr %0 to i64, !dbg !104
  %7 = add i64 %5, -4, !dbg !106
  %8 = sub i64 %7, %6, !dbg !106
  %9 = lshr i64 %8, 2, !dbg !106
  %10 = add nuw nsw i64 %9, 1, !dbg !106
  %11 = icmp ult i64 %8, 28, !dbg !106
  br i1 %11, label %12, label %15, !dbg !106

12:                                               ; preds = %32, %4
  %13 = phi ptr [ %0, %4 ], [ %18, %32 ]
  %14 = phi i32 [ 0, %4 ], [ %34, %32 ]
  br label %38, !dbg !106

15:                                               ; preds = %4
  %16 = and i64 %10, 9223372036854775800, !dbg !106
  %17 = shl i64 %16, 2, !dbg !106
  %18 = getelementptr i8, ptr %0, i64 %17, !dbg !106
  br label %19, !dbg !106

19:                                               ; preds = %19, %15
  %20 = phi i64 [ 0, %15 ], [ %30, %19 ]
  %21 = phi <4 x i32> [ zeroinitializer, %15 ], [ %28, %19 ]
  %22 = phi <4 x i32> [ zeroinitializer, %15 ], [ %29, %19 ]
  %23 = shl i64 %20, 2, !dbg !106
  %24 = getelementptr i8, ptr %0, i64 %23
  %25 = getelementptr i8, ptr %24, i64 16, !dbg !107
  %26 = load <4 x i32>, ptr %24, align 4, !dbg !107, !tbaa !57
  %27 = load <4 x i32>, ptr %25, align 4, !dbg !107, !tbaa !57
  %28 = add <4 x i32> %26, %21, !dbg !108
  %29 = add <4 x i32> %27, %22, !dbg !108
  %30 = add nuw i64 %20, 8
  %31 = icmp eq i64 %30, %16
  br i1 %31, label %32, label %19, !llvm.loop !109

32:                                               ; preds = %19
  %33 = add <4 x i32> %29, %28, !dbg !106
  %34 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %33), !dbg !106
  %35 = icmp eq i64 %10, %16, !dbg !106
  br i1 %35, label %36, label %12, !dbg !106

36:                                               ; preds = %38, %32, %2
  %37 = phi i32 [ 0, %2 ], [ %34, %32 ], [ %42, %38 ], !dbg !102
  ret i32 %37, !dbg !111

38:                                               ; preds = %12, %38
  %39 = phi ptr [ %43, %38 ], [ %13, %12 ]
  %40 = phi i32 [ %42, %38 ], [ %14, %12 ]
    #dbg_value(ptr %39, !100, !DIExpression(), !103)
    #dbg_value(i32 %40, !99, !DIExpression(), !102)
  %41 = load i32, ptr %39, align 4, !dbg !107, !tbaa !57
  %42 = add nsw i32 %41, %40, !dbg !108
    #dbg_value(i32 %42, !99, !DIExpression(), !102)
  %43 = getelementptr inbounds i8, ptr %39, i64 4, !dbg !112
    #dbg_value(ptr %43, !100, !DIExpression(), !103)
  %44 = icmp eq ptr %43, %1, !dbg !104
  br i1 %44, label %36, label %38, !dbg !106, !llvm.loop !113
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !114 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 8, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ok_one_past_end.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "683e4ee32725db91401dca61ad140108")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 10)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 160, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DISubrange(count: 5)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !24, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!24 = !DISubroutineType(types: !25)
!25 = !{!12, !12, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!28 = !{!29, !30, !31, !35, !36, !38, !40}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !23, file: !3, line: 17, type: !12)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !23, file: !3, line: 17, type: !26)
!31 = !DILocalVariable(name: "local", scope: !23, file: !3, line: 19, type: !32)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 4)
!35 = !DILocalVariable(name: "n", scope: !23, file: !3, line: 20, type: !12)
!36 = !DILocalVariable(name: "h", scope: !23, file: !3, line: 21, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 22, type: !12)
!39 = distinct !DILexicalBlock(scope: !23, file: !3, line: 22, column: 3)
!40 = !DILocalVariable(name: "end", scope: !23, file: !3, line: 24, type: !37)
!41 = distinct !DIAssignID()
!42 = !DILocation(line: 0, scope: !23)
!43 = !DILocation(line: 19, column: 3, scope: !23)
!44 = !DILocation(line: 19, column: 7, scope: !23)
!45 = distinct !DIAssignID()
!46 = !DILocation(line: 20, column: 13, scope: !23)
!47 = !DILocation(line: 21, column: 19, scope: !23)
!48 = !DILocation(line: 21, column: 21, scope: !23)
!49 = !DILocation(line: 21, column: 12, scope: !23)
!50 = !DILocation(line: 0, scope: !39)
!51 = !DILocation(line: 22, column: 21, scope: !52)
!52 = distinct !DILexicalBlock(scope: !39, file: !3, line: 22, column: 3)
!53 = !DILocation(line: 22, column: 3, scope: !39)
!54 = !DILocation(line: 23, column: 14, scope: !52)
!55 = !DILocation(line: 23, column: 5, scope: !52)
!56 = !DILocation(line: 23, column: 10, scope: !52)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = distinct !{!61, !53, !62, !63, !64, !65}
!62 = !DILocation(line: 23, column: 16, scope: !39)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !{!"llvm.loop.isvectorized", i32 1}
!65 = !{!"llvm.loop.unroll.runtime.disable"}
!66 = !DILocation(line: 24, column: 16, scope: !23)
!67 = !DILocation(line: 25, column: 41, scope: !23)
!68 = !DILocation(line: 25, column: 24, scope: !23)
!69 = !DILocation(line: 25, column: 47, scope: !23)
!70 = !DILocation(line: 25, column: 64, scope: !23)
!71 = !DILocation(line: 25, column: 3, scope: !23)
!72 = !DILocation(line: 26, column: 3, scope: !23)
!73 = !DILocation(line: 28, column: 1, scope: !23)
!74 = !DILocation(line: 27, column: 3, scope: !23)
!75 = distinct !{!75, !53, !62, !63, !65, !64}
!76 = !DISubprogram(name: "malloc", scope: !77, file: !77, line: 553, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!78 = !DISubroutineType(types: !79)
!79 = !{!80, !81}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !82, line: 18, baseType: !83)
!82 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!83 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DISubprogram(name: "printf", scope: !85, file: !85, line: 356, type: !86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!86 = !DISubroutineType(types: !87)
!87 = !{!12, !88, null}
!88 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!91 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 10, type: !92, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!92 = !DISubroutineType(types: !93)
!93 = !{!12, !94, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!96 = !{!97, !98, !99, !100}
!97 = !DILocalVariable(name: "begin", arg: 1, scope: !91, file: !3, line: 10, type: !94)
!98 = !DILocalVariable(name: "end", arg: 2, scope: !91, file: !3, line: 10, type: !94)
!99 = !DILocalVariable(name: "s", scope: !91, file: !3, line: 11, type: !12)
!100 = !DILocalVariable(name: "p", scope: !101, file: !3, line: 12, type: !94)
!101 = distinct !DILexicalBlock(scope: !91, file: !3, line: 12, column: 3)
!102 = !DILocation(line: 0, scope: !91)
!103 = !DILocation(line: 0, scope: !101)
!104 = !DILocation(line: 12, column: 32, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !3, line: 12, column: 3)
!106 = !DILocation(line: 12, column: 3, scope: !101)
!107 = !DILocation(line: 13, column: 10, scope: !105)
!108 = !DILocation(line: 13, column: 7, scope: !105)
!109 = distinct !{!109, !106, !110, !63, !64, !65}
!110 = !DILocation(line: 13, column: 11, scope: !101)
!111 = !DILocation(line: 14, column: 3, scope: !91)
!112 = !DILocation(line: 12, column: 41, scope: !105)
!113 = distinct !{!113, !106, !110, !63, !65, !64}
!114 = !DISubprogram(name: "free", scope: !77, file: !77, line: 568, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{null, !80}
