; ModuleID = 'ok_fresh_malloc.c'
source_filename = "ok_fresh_malloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"sum %d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !17 {
    #dbg_value(i32 %0, !24, !DIExpression(), !32)
    #dbg_value(ptr %1, !25, !DIExpression(), !32)
  %3 = shl nsw i32 %0, 3, !dbg !33
    #dbg_value(i32 %3, !26, !DIExpression(), !32)
  %4 = sext i32 %3 to i64, !dbg !34
  %5 = shl nsw i64 %4, 2, !dbg !35
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #5, !dbg !36
    #dbg_value(ptr %6, !27, !DIExpression(), !32)
    #dbg_value(i32 0, !29, !DIExpression(), !32)
    #dbg_value(i32 0, !30, !DIExpression(), !37)
  %7 = icmp sgt i32 %0, 0, !dbg !38
  br i1 %7, label %8, label %28, !dbg !40

8:                                                ; preds = %2
  %9 = tail call i32 @llvm.smax.i32(i32 %3, i32 1), !dbg !40
  %10 = zext nneg i32 %9 to i64, !dbg !38
  %11 = and i64 %10, 2147483640, !dbg !40
  br label %12, !dbg !40

12:                                               ; preds = %12, %8
  %13 = phi i64 [ 0, %8 ], [ %22, %12 ], !dbg !41
  %14 = phi <4 x i32> [ zeroinitializer, %8 ], [ %20, %12 ]
  %15 = phi <4 x i32> [ zeroinitializer, %8 ], [ %21, %12 ]
  %16 = getelementptr inbounds i32, ptr %6, i64 %13, !dbg !42
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !42
  %18 = load <4 x i32>, ptr %16, align 4, !dbg !42, !tbaa !43
  %19 = load <4 x i32>, ptr %17, align 4, !dbg !42, !tbaa !43
  %20 = add <4 x i32> %18, %14, !dbg !47
  %21 = add <4 x i32> %19, %15, !dbg !47
  %22 = add nuw i64 %13, 8, !dbg !41
  %23 = icmp eq i64 %22, %11, !dbg !41
  br i1 %23, label %24, label %12, !dbg !41, !llvm.loop !48

24:                                               ; preds = %12
  %25 = add <4 x i32> %21, %20, !dbg !40
  %26 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %25), !dbg !40
  %27 = icmp eq i64 %11, %10, !dbg !40
  br i1 %27, label %28, label %31, !dbg !40

28:                                               ; preds = %31, %24, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %24 ], [ %36, %31 ], !dbg !32
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %29), !dbg !53
  tail call void @free(ptr noundef %6) #6, !dbg !54
  ret i32 0, !dbg !55

31:                                               ; preds = %24, %31
  %32 = phi i64 [ %37, %31 ], [ %11, %24 ]
  %33 = phi i32 [ %36, %31 ], [ %26, %24 ]
    #dbg_value(i64 %32, !30, !DIExpression(), !37)
    #dbg_value(i32 %33, !29, !DIExpression(), !32)
  %34 = getelementptr inbounds i32, ptr %6, i64 %32, !dbg !42
  %35 = load i32, ptr %34, align 4, !dbg !42, !tbaa !43
  %36 = add nsw i32 %35, %33, !dbg !47
    #dbg_value(i32 %36, !29, !DIExpression(), !32)
  %37 = add nuw nsw i64 %32, 1, !dbg !41
    #dbg_value(i64 %37, !30, !DIExpression(), !37)
  %38 = icmp eq i64 %37, %10, !dbg !38
  br i1 %38, label %28, label %31, !dbg !40, !llvm.loop !56
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !57 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !65 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !72 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ok_fresh_malloc.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "96d901b09ae1955e3c0b97278c2bebd0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !18, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !27, !29, !30}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 9, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 9, type: !21)
!26 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 11, type: !20)
!27 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 12, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!29 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 13, type: !20)
!30 = !DILocalVariable(name: "i", scope: !31, file: !2, line: 14, type: !20)
!31 = distinct !DILexicalBlock(scope: !17, file: !2, line: 14, column: 3)
!32 = !DILocation(line: 0, scope: !17)
!33 = !DILocation(line: 11, column: 13, scope: !17)
!34 = !DILocation(line: 12, column: 19, scope: !17)
!35 = !DILocation(line: 12, column: 21, scope: !17)
!36 = !DILocation(line: 12, column: 12, scope: !17)
!37 = !DILocation(line: 0, scope: !31)
!38 = !DILocation(line: 14, column: 21, scope: !39)
!39 = distinct !DILexicalBlock(scope: !31, file: !2, line: 14, column: 3)
!40 = !DILocation(line: 14, column: 3, scope: !31)
!41 = !DILocation(line: 14, column: 27, scope: !39)
!42 = !DILocation(line: 15, column: 10, scope: !39)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 15, column: 7, scope: !39)
!48 = distinct !{!48, !40, !49, !50, !51, !52}
!49 = !DILocation(line: 15, column: 13, scope: !31)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!"llvm.loop.isvectorized", i32 1}
!52 = !{!"llvm.loop.unroll.runtime.disable"}
!53 = !DILocation(line: 16, column: 3, scope: !17)
!54 = !DILocation(line: 17, column: 3, scope: !17)
!55 = !DILocation(line: 18, column: 3, scope: !17)
!56 = distinct !{!56, !40, !49, !50, !52, !51}
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
!72 = !DISubprogram(name: "free", scope: !58, file: !58, line: 568, type: !73, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = !DISubroutineType(types: !74)
!74 = !{null, !61}
