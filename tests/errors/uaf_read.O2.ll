; ModuleID = 'uaf_read.c'
source_filename = "uaf_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !17 {
    #dbg_value(i32 %0, !24, !DIExpression(), !35)
    #dbg_value(ptr %1, !25, !DIExpression(), !35)
    #dbg_value(ptr null, !26, !DIExpression(), !35)
    #dbg_value(i32 0, !32, !DIExpression(), !36)
    #dbg_value(ptr null, !26, !DIExpression(), !35)
    #dbg_value(i32 0, !32, !DIExpression(), !36)
  %3 = icmp sgt i32 %0, -3, !dbg !37
  br i1 %3, label %4, label %7, !dbg !39

4:                                                ; preds = %2
  %5 = add i32 %0, 2, !dbg !39
  %6 = tail call i32 @llvm.smax.i32(i32 %5, i32 0), !dbg !39
  br label %13, !dbg !39

7:                                                ; preds = %13, %2
  %8 = phi ptr [ null, %2 ], [ %16, %13 ], !dbg !35
  %9 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !40
  %10 = load ptr, ptr %9, align 8, !dbg !40, !tbaa !41
    #dbg_value(ptr %10, !34, !DIExpression(), !35)
  tail call fastcc void @free_list(ptr noundef %8), !dbg !47
  %11 = load i32, ptr %10, align 8, !dbg !48, !tbaa !49
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %11), !dbg !50
  ret i32 0, !dbg !51

13:                                               ; preds = %4, %13
  %14 = phi ptr [ %16, %13 ], [ null, %4 ]
  %15 = phi i32 [ %17, %13 ], [ 0, %4 ]
    #dbg_value(ptr %14, !26, !DIExpression(), !35)
    #dbg_value(i32 %15, !32, !DIExpression(), !36)
  %16 = tail call fastcc ptr @push(ptr noundef %14, i32 noundef %15), !dbg !52
    #dbg_value(ptr %16, !26, !DIExpression(), !35)
  %17 = add nuw i32 %15, 1, !dbg !53
    #dbg_value(i32 %17, !32, !DIExpression(), !36)
  %18 = icmp eq i32 %15, %6, !dbg !37
  br i1 %18, label %7, label %13, !dbg !39, !llvm.loop !54
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @push(ptr noundef %0, i32 noundef %1) unnamed_addr #1 !dbg !57 {
    #dbg_value(ptr %0, !61, !DIExpression(), !64)
    #dbg_value(i32 %1, !62, !DIExpression(), !64)
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !65
    #dbg_value(ptr %3, !63, !DIExpression(), !64)
  store i32 %1, ptr %3, align 8, !dbg !66, !tbaa !49
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !67
  store ptr %0, ptr %4, align 8, !dbg !68, !tbaa !41
  ret ptr %3, !dbg !69
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @free_list(ptr noundef %0) unnamed_addr #2 !dbg !70 {
    #dbg_value(ptr %0, !74, !DIExpression(), !77)
  %2 = icmp eq ptr %0, null, !dbg !78
  br i1 %2, label %8, label %3, !dbg !78

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %6, %3 ], [ %0, %1 ]
    #dbg_value(ptr %4, !74, !DIExpression(), !77)
  %5 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !79
  %6 = load ptr, ptr %5, align 8, !dbg !79, !tbaa !41
    #dbg_value(ptr %6, !75, !DIExpression(), !80)
  tail call void @free(ptr noundef nonnull %4) #8, !dbg !81
    #dbg_value(ptr %6, !74, !DIExpression(), !77)
  %7 = icmp eq ptr %6, null, !dbg !78
  br i1 %7, label %8, label %3, !dbg !78, !llvm.loop !82

8:                                                ; preds = %3, %1
  ret void, !dbg !84
}

; Function Attrs: nofree nounwind
declare !dbg !85 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !92 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !100 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: none, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "uaf_read.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "5a656d3b5339b9df49f2fdebd685d8f2")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !18, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !32, !34}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 26, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 26, type: !21)
!26 = !DILocalVariable(name: "head", scope: !17, file: !2, line: 28, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 6, size: 128, elements: !29)
!29 = !{!30, !31}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !28, file: !2, line: 7, baseType: !20, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !28, file: !2, line: 8, baseType: !27, size: 64, offset: 64)
!32 = !DILocalVariable(name: "i", scope: !33, file: !2, line: 29, type: !20)
!33 = distinct !DILexicalBlock(scope: !17, file: !2, line: 29, column: 3)
!34 = !DILocalVariable(name: "second", scope: !17, file: !2, line: 31, type: !27)
!35 = !DILocation(line: 0, scope: !17)
!36 = !DILocation(line: 0, scope: !33)
!37 = !DILocation(line: 29, column: 21, scope: !38)
!38 = distinct !DILexicalBlock(scope: !33, file: !2, line: 29, column: 3)
!39 = !DILocation(line: 29, column: 3, scope: !33)
!40 = !DILocation(line: 31, column: 31, scope: !17)
!41 = !{!42, !46, i64 8}
!42 = !{!"node", !43, i64 0, !46, i64 8}
!43 = !{!"int", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !{!"any pointer", !44, i64 0}
!47 = !DILocation(line: 32, column: 3, scope: !17)
!48 = !DILocation(line: 33, column: 26, scope: !17)
!49 = !{!42, !43, i64 0}
!50 = !DILocation(line: 33, column: 3, scope: !17)
!51 = !DILocation(line: 34, column: 3, scope: !17)
!52 = !DILocation(line: 30, column: 12, scope: !38)
!53 = !DILocation(line: 29, column: 34, scope: !38)
!54 = distinct !{!54, !39, !55, !56}
!55 = !DILocation(line: 30, column: 24, scope: !33)
!56 = !{!"llvm.loop.mustprogress"}
!57 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 11, type: !58, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!27, !27, !20}
!60 = !{!61, !62, !63}
!61 = !DILocalVariable(name: "head", arg: 1, scope: !57, file: !2, line: 11, type: !27)
!62 = !DILocalVariable(name: "v", arg: 2, scope: !57, file: !2, line: 11, type: !20)
!63 = !DILocalVariable(name: "n", scope: !57, file: !2, line: 12, type: !27)
!64 = !DILocation(line: 0, scope: !57)
!65 = !DILocation(line: 12, column: 20, scope: !57)
!66 = !DILocation(line: 13, column: 12, scope: !57)
!67 = !DILocation(line: 14, column: 6, scope: !57)
!68 = !DILocation(line: 14, column: 11, scope: !57)
!69 = !DILocation(line: 15, column: 3, scope: !57)
!70 = distinct !DISubprogram(name: "free_list", scope: !2, file: !2, line: 18, type: !71, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{null, !27}
!73 = !{!74, !75}
!74 = !DILocalVariable(name: "n", arg: 1, scope: !70, file: !2, line: 18, type: !27)
!75 = !DILocalVariable(name: "next", scope: !76, file: !2, line: 20, type: !27)
!76 = distinct !DILexicalBlock(scope: !70, file: !2, line: 19, column: 13)
!77 = !DILocation(line: 0, scope: !70)
!78 = !DILocation(line: 19, column: 3, scope: !70)
!79 = !DILocation(line: 20, column: 28, scope: !76)
!80 = !DILocation(line: 0, scope: !76)
!81 = !DILocation(line: 21, column: 5, scope: !76)
!82 = distinct !{!82, !78, !83, !56}
!83 = !DILocation(line: 23, column: 3, scope: !70)
!84 = !DILocation(line: 24, column: 1, scope: !70)
!85 = !DISubprogram(name: "printf", scope: !86, file: !86, line: 356, type: !87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!87 = !DISubroutineType(types: !88)
!88 = !{!20, !89, null}
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!92 = !DISubprogram(name: "malloc", scope: !93, file: !93, line: 553, type: !94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!94 = !DISubroutineType(types: !95)
!95 = !{!96, !97}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !98, line: 18, baseType: !99)
!98 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!99 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!100 = !DISubprogram(name: "free", scope: !93, file: !93, line: 568, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !96}
