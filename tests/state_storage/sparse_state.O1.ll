; ModuleID = 'sparse_state.c'
source_filename = "sparse_state.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@block = dso_local local_unnamed_addr global ptr null, align 8, !dbg !10

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !22 {
    #dbg_value(ptr poison, !27, !DIExpression(), !30)
    #dbg_value(i32 0, !28, !DIExpression(), !31)
  br label %3, !dbg !32

2:                                                ; preds = %3
  ret ptr null, !dbg !33

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %13, %3 ]
    #dbg_value(i32 %4, !28, !DIExpression(), !31)
  %5 = load i32, ptr @counter, align 4, !dbg !34, !tbaa !37
  %6 = add nsw i32 %5, 1, !dbg !34
  store i32 %6, ptr @counter, align 4, !dbg !34, !tbaa !37
  %7 = trunc nuw i32 %4 to i8, !dbg !41
  %8 = load ptr, ptr @block, align 8, !dbg !42, !tbaa !43
  %9 = mul nsw i32 %6, 4099, !dbg !45
  %10 = srem i32 %9, 1048576, !dbg !46
  %11 = sext i32 %10 to i64, !dbg !42
  %12 = getelementptr inbounds i8, ptr %8, i64 %11, !dbg !42
  store i8 %7, ptr %12, align 1, !dbg !47, !tbaa !48
  %13 = add nuw nsw i32 %4, 1, !dbg !49
    #dbg_value(i32 %13, !28, !DIExpression(), !31)
  %14 = icmp eq i32 %13, 50, !dbg !50
  br i1 %14, label %2, label %3, !dbg !32, !llvm.loop !51
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #2 !dbg !55 {
  %1 = alloca i64, align 8, !DIAssignID !63
    #dbg_assign(i1 undef, !59, !DIExpression(), !63, ptr %1, !DIExpression(), !64)
  %2 = alloca i64, align 8, !DIAssignID !65
    #dbg_assign(i1 undef, !62, !DIExpression(), !65, ptr %2, !DIExpression(), !64)
  %3 = tail call noalias dereferenceable_or_null(1048576) ptr @malloc(i64 noundef 1048576) #7, !dbg !66
  store ptr %3, ptr @block, align 8, !dbg !67, !tbaa !43
  %4 = icmp eq ptr %3, null, !dbg !68
  br i1 %4, label %12, label %5, !dbg !70

5:                                                ; preds = %0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1048576) %3, i8 1, i64 1048576, i1 false), !dbg !71
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !72
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !72
  %6 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !73
  %7 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !74
  %8 = load i64, ptr %1, align 8, !dbg !75, !tbaa !76
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #8, !dbg !78
  %10 = load i64, ptr %2, align 8, !dbg !79, !tbaa !76
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null) #8, !dbg !80
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !81
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !81
  br label %12

12:                                               ; preds = %0, %5
  %13 = phi i32 [ 0, %5 ], [ 1, %0 ], !dbg !64
  ret i32 %13, !dbg !81
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !82 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind
declare !dbg !86 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !106 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 11, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sparse_state.c", directory: "/work/main/tests/state_storage", checksumkind: CSK_MD5, checksum: "ab4d0b5b336375116e3093056afe6803")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !7, line: 18, baseType: !8)
!7 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!8 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!9 = !{!0, !10}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "block", scope: !2, file: !3, line: 12, type: !12, isLocal: false, isDefinition: true)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !23, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!26 = !{!27, !28}
!27 = !DILocalVariable(name: "arg", arg: 1, scope: !22, file: !3, line: 13, type: !25)
!28 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 14, type: !13)
!29 = distinct !DILexicalBlock(scope: !22, file: !3, line: 14, column: 5)
!30 = !DILocation(line: 0, scope: !22)
!31 = !DILocation(line: 0, scope: !29)
!32 = !DILocation(line: 14, column: 5, scope: !29)
!33 = !DILocation(line: 18, column: 5, scope: !22)
!34 = !DILocation(line: 15, column: 16, scope: !35)
!35 = distinct !DILexicalBlock(scope: !36, file: !3, line: 14, column: 34)
!36 = distinct !DILexicalBlock(scope: !29, file: !3, line: 14, column: 5)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 16, column: 48, scope: !35)
!42 = !DILocation(line: 16, column: 9, scope: !35)
!43 = !{!44, !44, i64 0}
!44 = !{!"any pointer", !39, i64 0}
!45 = !DILocation(line: 16, column: 24, scope: !35)
!46 = !DILocation(line: 16, column: 32, scope: !35)
!47 = !DILocation(line: 16, column: 46, scope: !35)
!48 = !{!39, !39, i64 0}
!49 = !DILocation(line: 14, column: 30, scope: !36)
!50 = !DILocation(line: 14, column: 23, scope: !36)
!51 = distinct !{!51, !32, !52, !53, !54}
!52 = !DILocation(line: 17, column: 5, scope: !29)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !{!"llvm.loop.unroll.disable"}
!55 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !56, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!13}
!58 = !{!59, !62}
!59 = !DILocalVariable(name: "a", scope: !55, file: !3, line: 24, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !61, line: 27, baseType: !8)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!62 = !DILocalVariable(name: "b", scope: !55, file: !3, line: 24, type: !60)
!63 = distinct !DIAssignID()
!64 = !DILocation(line: 0, scope: !55)
!65 = distinct !DIAssignID()
!66 = !DILocation(line: 21, column: 13, scope: !55)
!67 = !DILocation(line: 21, column: 11, scope: !55)
!68 = !DILocation(line: 22, column: 10, scope: !69)
!69 = distinct !DILexicalBlock(scope: !55, file: !3, line: 22, column: 9)
!70 = !DILocation(line: 22, column: 9, scope: !55)
!71 = !DILocation(line: 23, column: 5, scope: !55)
!72 = !DILocation(line: 24, column: 5, scope: !55)
!73 = !DILocation(line: 25, column: 5, scope: !55)
!74 = !DILocation(line: 26, column: 5, scope: !55)
!75 = !DILocation(line: 27, column: 18, scope: !55)
!76 = !{!77, !77, i64 0}
!77 = !{!"long", !39, i64 0}
!78 = !DILocation(line: 27, column: 5, scope: !55)
!79 = !DILocation(line: 28, column: 18, scope: !55)
!80 = !DILocation(line: 28, column: 5, scope: !55)
!81 = !DILocation(line: 30, column: 1, scope: !55)
!82 = !DISubprogram(name: "malloc", scope: !83, file: !83, line: 553, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!83 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!84 = !DISubroutineType(types: !85)
!85 = !{!25, !6}
!86 = !DISubprogram(name: "pthread_create", scope: !87, file: !87, line: 202, type: !88, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!88 = !DISubroutineType(types: !89)
!89 = !{!13, !90, !92, !104, !105}
!90 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !61, line: 62, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !61, line: 56, size: 448, elements: !97)
!97 = !{!98, !102}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !96, file: !61, line: 58, baseType: !99, size: 448)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 448, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 56)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !96, file: !61, line: 59, baseType: !103, size: 64)
!103 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !25)
!106 = !DISubprogram(name: "pthread_join", scope: !87, file: !87, line: 219, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{!13, !60, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
