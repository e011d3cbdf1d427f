; ModuleID = 'oob_off_by_one.c'
source_filename = "oob_off_by_one.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !17 {
    #dbg_value(i32 %0, !24, !DIExpression(), !32)
    #dbg_value(ptr %1, !25, !DIExpression(), !32)
  %3 = add nsw i32 %0, 9, !dbg !33
    #dbg_value(i32 %3, !26, !DIExpression(), !32)
  %4 = sext i32 %3 to i64, !dbg !34
  %5 = shl nsw i64 %4, 3, !dbg !35
  %6 = tail call noalias ptr @malloc(i64 noundef %5) #5, !dbg !36
    #dbg_value(ptr %6, !27, !DIExpression(), !32)
    #dbg_value(i32 0, !30, !DIExpression(), !37)
  %7 = icmp sgt i32 %0, -10, !dbg !38
  tail call void @llvm.assume(i1 %7), !dbg !40
  %8 = add i32 %0, 10, !dbg !40
  %9 = zext i32 %8 to i64, !dbg !38
  %10 = icmp ult i32 %8, 4, !dbg !40
  br i1 %10, label %11, label %13, !dbg !40

11:                                               ; preds = %24, %2
  %12 = phi i64 [ 0, %2 ], [ %14, %24 ]
  br label %32, !dbg !40

13:                                               ; preds = %2
  %14 = and i64 %9, 4294967292, !dbg !40
  br label %15, !dbg !40

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %21, %15 ], !dbg !41
  %17 = phi <2 x i64> [ <i64 0, i64 1>, %13 ], [ %22, %15 ]
  %18 = add <2 x i64> %17, <i64 2, i64 2>
  %19 = getelementptr inbounds i64, ptr %6, i64 %16, !dbg !42
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !43
  store <2 x i64> %17, ptr %19, align 8, !dbg !43, !tbaa !44
  store <2 x i64> %18, ptr %20, align 8, !dbg !43, !tbaa !44
  %21 = add nuw i64 %16, 4, !dbg !41
  %22 = add <2 x i64> %17, <i64 4, i64 4>
  %23 = icmp eq i64 %21, %14, !dbg !41
  br i1 %23, label %24, label %15, !dbg !41, !llvm.loop !48

24:                                               ; preds = %15
  %25 = icmp eq i64 %14, %9, !dbg !40
  br i1 %25, label %26, label %11, !dbg !40

26:                                               ; preds = %32, %24
  %27 = sext i32 %0 to i64
  %28 = getelementptr i64, ptr %6, i64 %27
  %29 = getelementptr i8, ptr %28, i64 64
  %30 = load i64, ptr %29, align 8, !dbg !53, !tbaa !44
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %30), !dbg !54
  tail call void @free(ptr noundef %6) #6, !dbg !55
  ret i32 0, !dbg !56

32:                                               ; preds = %11, %32
  %33 = phi i64 [ %35, %32 ], [ %12, %11 ]
    #dbg_value(i64 %33, !30, !DIExpression(), !37)
  %34 = getelementptr inbounds i64, ptr %6, i64 %33, !dbg !42
  store i64 %33, ptr %34, align 8, !dbg !43, !tbaa !44
  %35 = add nuw nsw i64 %33, 1, !dbg !41
    #dbg_value(i64 %35, !30, !DIExpression(), !37)
  %36 = icmp eq i64 %35, %9, !dbg !38
  br i1 %36, label %26, label %32, !dbg !40, !llvm.loop !57
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !58 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !66 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !73 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_off_by_one.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "de30e03fbef39aee690a6f47bcc02e99")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !18, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !27, !30}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 6, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 6, type: !21)
!26 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 8, type: !20)
!27 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 9, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!30 = !DILocalVariable(name: "i", scope: !31, file: !2, line: 10, type: !20)
!31 = distinct !DILexicalBlock(scope: !17, file: !2, line: 10, column: 3)
!32 = !DILocation(line: 0, scope: !17)
!33 = !DILocation(line: 8, column: 16, scope: !17)
!34 = !DILocation(line: 9, column: 20, scope: !17)
!35 = !DILocation(line: 9, column: 22, scope: !17)
!36 = !DILocation(line: 9, column: 13, scope: !17)
!37 = !DILocation(line: 0, scope: !31)
!38 = !DILocation(line: 10, column: 21, scope: !39)
!39 = distinct !DILexicalBlock(scope: !31, file: !2, line: 10, column: 3)
!40 = !DILocation(line: 10, column: 3, scope: !31)
!41 = !DILocation(line: 10, column: 28, scope: !39)
!42 = !DILocation(line: 11, column: 5, scope: !39)
!43 = !DILocation(line: 11, column: 10, scope: !39)
!44 = !{!45, !45, i64 0}
!45 = !{!"long", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = distinct !{!48, !40, !49, !50, !51, !52}
!49 = !DILocation(line: 11, column: 12, scope: !31)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!"llvm.loop.isvectorized", i32 1}
!52 = !{!"llvm.loop.unroll.runtime.disable"}
!53 = !DILocation(line: 12, column: 19, scope: !17)
!54 = !DILocation(line: 12, column: 3, scope: !17)
!55 = !DILocation(line: 13, column: 3, scope: !17)
!56 = !DILocation(line: 14, column: 3, scope: !17)
!57 = distinct !{!57, !40, !49, !50, !52, !51}
!58 = !DISubprogram(name: "malloc", scope: !59, file: !59, line: 553, type: !60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!59 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!60 = !DISubroutineType(types: !61)
!61 = !{!62, !63}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !64, line: 18, baseType: !65)
!64 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DISubprogram(name: "printf", scope: !67, file: !67, line: 356, type: !68, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!67 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!68 = !DISubroutineType(types: !69)
!69 = !{!20, !70, null}
!70 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!73 = !DISubprogram(name: "free", scope: !59, file: !59, line: 568, type: !74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!74 = !DISubroutineType(types: !75)
!75 = !{null, !62}
