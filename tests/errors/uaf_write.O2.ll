; ModuleID = 'uaf_write.c'
source_filename = "uaf_write.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !17 {
  %3 = alloca ptr, align 8, !DIAssignID !38
    #dbg_assign(i1 undef, !26, !DIExpression(), !38, ptr %3, !DIExpression(), !39)
    #dbg_value(i32 %0, !24, !DIExpression(), !39)
    #dbg_value(ptr %1, !25, !DIExpression(), !39)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !40
    #dbg_assign(ptr null, !26, !DIExpression(), !41, ptr %3, !DIExpression(), !39)
    #dbg_value(i32 0, !32, !DIExpression(), !42)
    #dbg_value(i32 0, !32, !DIExpression(), !42)
  %4 = icmp sgt i32 %0, -2, !dbg !43
  br i1 %4, label %5, label %7, !dbg !44

5:                                                ; preds = %2
  %6 = add i32 %0, 1
  br label %14, !dbg !44

7:                                                ; preds = %14, %2
  %8 = phi ptr [ null, %2 ], [ %17, %14 ]
  store ptr %8, ptr %3, align 8, !dbg !45, !tbaa !46, !DIAssignID !50
  %9 = call fastcc ptr @pop(ptr noundef nonnull %3), !dbg !51
    #dbg_value(ptr %9, !37, !DIExpression(), !39)
  %10 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !52
  store ptr null, ptr %10, align 8, !dbg !53, !tbaa !54
  %11 = load ptr, ptr %3, align 8, !dbg !57, !tbaa !46
  %12 = load i32, ptr %11, align 8, !dbg !58, !tbaa !59
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %12), !dbg !60
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !61
  ret i32 0, !dbg !62

14:                                               ; preds = %5, %14
  %15 = phi i32 [ %19, %14 ], [ 0, %5 ]
  %16 = phi ptr [ %17, %14 ], [ null, %5 ]
    #dbg_value(i32 %15, !32, !DIExpression(), !42)
  %17 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #7, !dbg !63
    #dbg_value(ptr %17, !34, !DIExpression(), !45)
  store i32 %15, ptr %17, align 8, !dbg !64, !tbaa !59
  %18 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !65
  store ptr %16, ptr %18, align 8, !dbg !66, !tbaa !54
    #dbg_assign(ptr %17, !26, !DIExpression(), !50, ptr %3, !DIExpression(), !39)
  %19 = add nuw i32 %15, 1, !dbg !67
    #dbg_value(i32 %19, !32, !DIExpression(), !42)
  %20 = icmp eq i32 %15, %6, !dbg !43
  br i1 %20, label %7, label %14, !dbg !44, !llvm.loop !68
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !71 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline nounwind willreturn uwtable
define internal fastcc noundef ptr @pop(ptr nocapture noundef %0) unnamed_addr #3 !dbg !79 {
    #dbg_value(ptr %0, !84, !DIExpression(), !86)
  %2 = load ptr, ptr %0, align 8, !dbg !87, !tbaa !46
    #dbg_value(ptr %2, !85, !DIExpression(), !86)
  %3 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !88
  %4 = load ptr, ptr %3, align 8, !dbg !88, !tbaa !54
  store ptr %4, ptr %0, align 8, !dbg !89, !tbaa !46
  tail call void @free(ptr noundef %2) #6, !dbg !90
  ret ptr %2, !dbg !91
}

; Function Attrs: nofree nounwind
declare !dbg !92 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !99 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "uaf_write.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "46bdf090b3b603b9bb3b62b36a040542")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !18, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !32, !34, !37}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 18, type: !20)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 18, type: !21)
!26 = !DILocalVariable(name: "head", scope: !17, file: !2, line: 20, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 6, size: 128, elements: !29)
!29 = !{!30, !31}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !28, file: !2, line: 7, baseType: !20, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !28, file: !2, line: 8, baseType: !27, size: 64, offset: 64)
!32 = !DILocalVariable(name: "i", scope: !33, file: !2, line: 21, type: !20)
!33 = distinct !DILexicalBlock(scope: !17, file: !2, line: 21, column: 3)
!34 = !DILocalVariable(name: "n", scope: !35, file: !2, line: 22, type: !27)
!35 = distinct !DILexicalBlock(scope: !36, file: !2, line: 21, column: 38)
!36 = distinct !DILexicalBlock(scope: !33, file: !2, line: 21, column: 3)
!37 = !DILocalVariable(name: "old", scope: !17, file: !2, line: 27, type: !27)
!38 = distinct !DIAssignID()
!39 = !DILocation(line: 0, scope: !17)
!40 = !DILocation(line: 20, column: 3, scope: !17)
!41 = distinct !DIAssignID()
!42 = !DILocation(line: 0, scope: !33)
!43 = !DILocation(line: 21, column: 21, scope: !36)
!44 = !DILocation(line: 21, column: 3, scope: !33)
!45 = !DILocation(line: 0, scope: !35)
!46 = !{!47, !47, i64 0}
!47 = !{!"any pointer", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = distinct !DIAssignID()
!51 = !DILocation(line: 27, column: 22, scope: !17)
!52 = !DILocation(line: 28, column: 8, scope: !17)
!53 = !DILocation(line: 28, column: 13, scope: !17)
!54 = !{!55, !47, i64 8}
!55 = !{!"node", !56, i64 0, !47, i64 8}
!56 = !{!"int", !48, i64 0}
!57 = !DILocation(line: 29, column: 18, scope: !17)
!58 = !DILocation(line: 29, column: 24, scope: !17)
!59 = !{!55, !56, i64 0}
!60 = !DILocation(line: 29, column: 3, scope: !17)
!61 = !DILocation(line: 31, column: 1, scope: !17)
!62 = !DILocation(line: 30, column: 3, scope: !17)
!63 = !DILocation(line: 22, column: 22, scope: !35)
!64 = !DILocation(line: 23, column: 14, scope: !35)
!65 = !DILocation(line: 24, column: 8, scope: !35)
!66 = !DILocation(line: 24, column: 13, scope: !35)
!67 = !DILocation(line: 21, column: 34, scope: !36)
!68 = distinct !{!68, !44, !69, !70}
!69 = !DILocation(line: 26, column: 3, scope: !33)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DISubprogram(name: "malloc", scope: !72, file: !72, line: 553, type: !73, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!73 = !DISubroutineType(types: !74)
!74 = !{!75, !76}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !77, line: 18, baseType: !78)
!77 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!78 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!79 = distinct !DISubprogram(name: "pop", scope: !2, file: !2, line: 11, type: !80, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !83)
!80 = !DISubroutineType(types: !81)
!81 = !{!27, !82}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!83 = !{!84, !85}
!84 = !DILocalVariable(name: "head", arg: 1, scope: !79, file: !2, line: 11, type: !82)
!85 = !DILocalVariable(name: "n", scope: !79, file: !2, line: 12, type: !27)
!86 = !DILocation(line: 0, scope: !79)
!87 = !DILocation(line: 12, column: 20, scope: !79)
!88 = !DILocation(line: 13, column: 14, scope: !79)
!89 = !DILocation(line: 13, column: 9, scope: !79)
!90 = !DILocation(line: 14, column: 3, scope: !79)
!91 = !DILocation(line: 15, column: 3, scope: !79)
!92 = !DISubprogram(name: "printf", scope: !93, file: !93, line: 356, type: !94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!94 = !DISubroutineType(types: !95)
!95 = !{!20, !96, null}
!96 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!99 = !DISubprogram(name: "free", scope: !72, file: !72, line: 568, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{null, !75}
