; ModuleID = 'ok_realloc_grow.c'
source_filename = "ok_realloc_grow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"%zu %ld %d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !21 {
    #dbg_value(i32 %0, !28, !DIExpression(), !45)
    #dbg_value(ptr %1, !29, !DIExpression(), !45)
  %3 = sext i32 %0 to i64, !dbg !46
    #dbg_value(i64 %3, !30, !DIExpression(), !45)
    #dbg_value(i64 0, !31, !DIExpression(), !45)
  %4 = shl nsw i64 %3, 2, !dbg !47
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #6, !dbg !48
    #dbg_value(ptr %5, !32, !DIExpression(), !45)
    #dbg_value(i32 0, !34, !DIExpression(), !49)
  br label %35, !dbg !50

6:                                                ; preds = %46, %6
  %7 = phi i64 [ %27, %6 ], [ 0, %46 ], !dbg !51
  %8 = phi <2 x i64> [ %25, %6 ], [ zeroinitializer, %46 ]
  %9 = phi <2 x i64> [ %26, %6 ], [ zeroinitializer, %46 ]
  %10 = getelementptr inbounds i32, ptr %48, i64 %7, !dbg !53
  %11 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !53
  %12 = load <2 x i32>, ptr %10, align 4, !dbg !53, !tbaa !54
  %13 = load <2 x i32>, ptr %11, align 4, !dbg !53, !tbaa !54
  %14 = sext <2 x i32> %12 to <2 x i64>, !dbg !53
  %15 = sext <2 x i32> %13 to <2 x i64>, !dbg !53
  %16 = add <2 x i64> %8, %14, !dbg !58
  %17 = add <2 x i64> %9, %15, !dbg !58
  %18 = or disjoint i64 %7, 4, !dbg !51
  %19 = getelementptr inbounds i32, ptr %48, i64 %18, !dbg !53
  %20 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !53
  %21 = load <2 x i32>, ptr %19, align 4, !dbg !53, !tbaa !54
  %22 = load <2 x i32>, ptr %20, align 4, !dbg !53, !tbaa !54
  %23 = sext <2 x i32> %21 to <2 x i64>, !dbg !53
  %24 = sext <2 x i32> %22 to <2 x i64>, !dbg !53
  %25 = add <2 x i64> %16, %23, !dbg !58
  %26 = add <2 x i64> %17, %24, !dbg !58
  %27 = add nuw nsw i64 %7, 8, !dbg !51
  %28 = icmp eq i64 %27, 1000, !dbg !51
  br i1 %28, label %29, label %6, !dbg !51, !llvm.loop !59

29:                                               ; preds = %6
  %30 = add <2 x i64> %26, %25, !dbg !60
  %31 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %30), !dbg !60
  %32 = getelementptr inbounds i8, ptr %48, i64 3996, !dbg !65
  %33 = load i32, ptr %32, align 4, !dbg !65, !tbaa !54
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1000, i64 noundef %31, i32 noundef %33), !dbg !66
  tail call void @free(ptr noundef nonnull %48) #7, !dbg !67
  br label %52

35:                                               ; preds = %2, %46
  %36 = phi ptr [ %5, %2 ], [ %48, %46 ]
  %37 = phi i64 [ 0, %2 ], [ %49, %46 ]
  %38 = phi i64 [ %3, %2 ], [ %47, %46 ]
  %39 = trunc i64 %37 to i32
    #dbg_value(i32 %39, !34, !DIExpression(), !49)
    #dbg_value(ptr %36, !32, !DIExpression(), !45)
    #dbg_value(i64 %37, !31, !DIExpression(), !45)
    #dbg_value(i64 %38, !30, !DIExpression(), !45)
  %40 = icmp eq i64 %37, %38, !dbg !68
  br i1 %40, label %41, label %46, !dbg !69

41:                                               ; preds = %35
  %42 = shl nuw i64 %37, 1, !dbg !70
    #dbg_value(i64 %42, !30, !DIExpression(), !45)
  %43 = shl i64 %37, 3, !dbg !71
  %44 = tail call ptr @realloc(ptr noundef %36, i64 noundef %43) #8, !dbg !72
    #dbg_value(ptr %44, !36, !DIExpression(), !73)
  %45 = icmp eq ptr %44, null, !dbg !74
    #dbg_value(ptr undef, !32, !DIExpression(), !45)
  br i1 %45, label %52, label %46

46:                                               ; preds = %41, %35
  %47 = phi i64 [ %42, %41 ], [ %38, %35 ], !dbg !45
  %48 = phi ptr [ %44, %41 ], [ %36, %35 ], !dbg !45
    #dbg_value(ptr %48, !32, !DIExpression(), !45)
    #dbg_value(i64 %47, !30, !DIExpression(), !45)
  %49 = add nuw nsw i64 %37, 1, !dbg !76
    #dbg_value(i64 %49, !31, !DIExpression(), !45)
  %50 = getelementptr inbounds i32, ptr %48, i64 %37, !dbg !77
  store i32 %39, ptr %50, align 4, !dbg !78, !tbaa !54
    #dbg_value(i64 %49, !34, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !49)
  %51 = icmp eq i64 %49, 1000, !dbg !79
  br i1 %51, label %6, label %35, !dbg !50, !llvm.loop !80

52:                                               ; preds = %41, %29
  %53 = phi i32 [ 0, %29 ], [ 1, %41 ]
  ret i32 %53, !dbg !82
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !83 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !88 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !91 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !98 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(1) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ok_realloc_grow.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "e7a350a2df10c0c63871a949f471ad79")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !{!0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 8, type: !22, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !27)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !24, !25}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!27 = !{!28, !29, !30, !31, !32, !34, !36, !41, !43}
!28 = !DILocalVariable(name: "argc", arg: 1, scope: !21, file: !2, line: 8, type: !24)
!29 = !DILocalVariable(name: "argv", arg: 2, scope: !21, file: !2, line: 8, type: !25)
!30 = !DILocalVariable(name: "cap", scope: !21, file: !2, line: 10, type: !9)
!31 = !DILocalVariable(name: "len", scope: !21, file: !2, line: 10, type: !9)
!32 = !DILocalVariable(name: "v", scope: !21, file: !2, line: 11, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!34 = !DILocalVariable(name: "i", scope: !35, file: !2, line: 12, type: !24)
!35 = distinct !DILexicalBlock(scope: !21, file: !2, line: 12, column: 3)
!36 = !DILocalVariable(name: "w", scope: !37, file: !2, line: 15, type: !33)
!37 = distinct !DILexicalBlock(scope: !38, file: !2, line: 13, column: 21)
!38 = distinct !DILexicalBlock(scope: !39, file: !2, line: 13, column: 9)
!39 = distinct !DILexicalBlock(scope: !40, file: !2, line: 12, column: 34)
!40 = distinct !DILexicalBlock(scope: !35, file: !2, line: 12, column: 3)
!41 = !DILocalVariable(name: "s", scope: !21, file: !2, line: 22, type: !42)
!42 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!43 = !DILocalVariable(name: "i", scope: !44, file: !2, line: 23, type: !9)
!44 = distinct !DILexicalBlock(scope: !21, file: !2, line: 23, column: 3)
!45 = !DILocation(line: 0, scope: !21)
!46 = !DILocation(line: 10, column: 16, scope: !21)
!47 = !DILocation(line: 11, column: 23, scope: !21)
!48 = !DILocation(line: 11, column: 12, scope: !21)
!49 = !DILocation(line: 0, scope: !35)
!50 = !DILocation(line: 12, column: 3, scope: !35)
!51 = !DILocation(line: 23, column: 32, scope: !52)
!52 = distinct !DILexicalBlock(scope: !44, file: !2, line: 23, column: 3)
!53 = !DILocation(line: 24, column: 10, scope: !52)
!54 = !{!55, !55, i64 0}
!55 = !{!"int", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 24, column: 7, scope: !52)
!59 = distinct !{!59, !60, !61, !62, !63, !64}
!60 = !DILocation(line: 23, column: 3, scope: !44)
!61 = !DILocation(line: 24, column: 13, scope: !44)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !{!"llvm.loop.isvectorized", i32 1}
!64 = !{!"llvm.loop.unroll.runtime.disable"}
!65 = !DILocation(line: 25, column: 34, scope: !21)
!66 = !DILocation(line: 25, column: 3, scope: !21)
!67 = !DILocation(line: 26, column: 3, scope: !21)
!68 = !DILocation(line: 13, column: 13, scope: !38)
!69 = !DILocation(line: 13, column: 9, scope: !39)
!70 = !DILocation(line: 14, column: 11, scope: !37)
!71 = !DILocation(line: 15, column: 31, scope: !37)
!72 = !DILocation(line: 15, column: 16, scope: !37)
!73 = !DILocation(line: 0, scope: !37)
!74 = !DILocation(line: 16, column: 12, scope: !75)
!75 = distinct !DILexicalBlock(scope: !37, file: !2, line: 16, column: 11)
!76 = !DILocation(line: 20, column: 10, scope: !39)
!77 = !DILocation(line: 20, column: 5, scope: !39)
!78 = !DILocation(line: 20, column: 14, scope: !39)
!79 = !DILocation(line: 12, column: 21, scope: !40)
!80 = distinct !{!80, !50, !81, !62}
!81 = !DILocation(line: 21, column: 3, scope: !35)
!82 = !DILocation(line: 28, column: 1, scope: !21)
!83 = !DISubprogram(name: "malloc", scope: !84, file: !84, line: 553, type: !85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!85 = !DISubroutineType(types: !86)
!86 = !{!87, !9}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!88 = !DISubprogram(name: "realloc", scope: !84, file: !84, line: 564, type: !89, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(types: !90)
!90 = !{!87, !87, !9}
!91 = !DISubprogram(name: "printf", scope: !92, file: !92, line: 356, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!93 = !DISubroutineType(types: !94)
!94 = !{!24, !95, null}
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!98 = !DISubprogram(name: "free", scope: !84, file: !84, line: 568, type: !99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DISubroutineType(types: !100)
!100 = !{null, !87}
