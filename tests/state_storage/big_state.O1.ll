; ModuleID = 'big_state.c'
source_filename = "big_state.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@block = dso_local local_unnamed_addr global ptr null, align 8, !dbg !9

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !22 {
    #dbg_value(ptr poison, !27, !DIExpression(), !30)
    #dbg_value(i32 0, !28, !DIExpression(), !31)
  %2 = load ptr, ptr @block, align 8, !tbaa !32
  %3 = load i32, ptr @counter, align 4, !tbaa !36
    #dbg_value(i32 0, !28, !DIExpression(), !31)
  br label %5, !dbg !38

4:                                                ; preds = %5
  store i32 %8, ptr @counter, align 4, !dbg !39, !tbaa !36
  ret ptr null, !dbg !42

5:                                                ; preds = %1, %5
  %6 = phi i32 [ 0, %1 ], [ %10, %5 ]
  %7 = phi i32 [ %3, %1 ], [ %8, %5 ]
    #dbg_value(i32 %6, !28, !DIExpression(), !31)
  %8 = add nsw i32 %7, 1, !dbg !39
  %9 = trunc i32 %8 to i8, !dbg !43
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16777216) %2, i8 %9, i64 16777216, i1 false), !dbg !43
  %10 = add nuw nsw i32 %6, 1, !dbg !44
    #dbg_value(i32 %10, !28, !DIExpression(), !31)
  %11 = icmp eq i32 %10, 50, !dbg !45
  br i1 %11, label %4, label %5, !dbg !38, !llvm.loop !46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #3 !dbg !50 {
  %1 = alloca i64, align 8, !DIAssignID !58
    #dbg_assign(i1 undef, !54, !DIExpression(), !58, ptr %1, !DIExpression(), !59)
  %2 = alloca i64, align 8, !DIAssignID !60
    #dbg_assign(i1 undef, !57, !DIExpression(), !60, ptr %2, !DIExpression(), !59)
  %3 = tail call noalias dereferenceable_or_null(16777216) ptr @malloc(i64 noundef 16777216) #7, !dbg !61
  store ptr %3, ptr @block, align 8, !dbg !62, !tbaa !32
  %4 = icmp eq ptr %3, null, !dbg !63
  br i1 %4, label %12, label %5, !dbg !65

5:                                                ; preds = %0
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(16777216) %3, i8 1, i64 16777216, i1 false), !dbg !66
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !67
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !67
  %6 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !68
  %7 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !69
  %8 = load i64, ptr %1, align 8, !dbg !70, !tbaa !71
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #8, !dbg !73
  %10 = load i64, ptr %2, align 8, !dbg !74, !tbaa !71
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null) #8, !dbg !75
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !76
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !76
  br label %12

12:                                               ; preds = %0, %5
  %13 = phi i32 [ 0, %5 ], [ 1, %0 ], !dbg !59
  ret i32 %13, !dbg !76
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !77 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !81 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !101 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 12, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "big_state.c", directory: "/work/main/tests/state_storage", checksumkind: CSK_MD5, checksum: "edc1edb2d1f9f1a03348a7e83a1f6d1d")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 18, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !{!0, !9}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "block", scope: !2, file: !3, line: 13, type: !11, isLocal: false, isDefinition: true)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !23, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!26 = !{!27, !28}
!27 = !DILocalVariable(name: "arg", arg: 1, scope: !22, file: !3, line: 14, type: !25)
!28 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 15, type: !13)
!29 = distinct !DILexicalBlock(scope: !22, file: !3, line: 15, column: 5)
!30 = !DILocation(line: 0, scope: !22)
!31 = !DILocation(line: 0, scope: !29)
!32 = !{!33, !33, i64 0}
!33 = !{!"any pointer", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !34, i64 0}
!38 = !DILocation(line: 15, column: 5, scope: !29)
!39 = !DILocation(line: 16, column: 16, scope: !40)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 15, column: 34)
!41 = distinct !DILexicalBlock(scope: !29, file: !3, line: 15, column: 5)
!42 = !DILocation(line: 19, column: 5, scope: !22)
!43 = !DILocation(line: 17, column: 9, scope: !40)
!44 = !DILocation(line: 15, column: 30, scope: !41)
!45 = !DILocation(line: 15, column: 23, scope: !41)
!46 = distinct !{!46, !38, !47, !48, !49}
!47 = !DILocation(line: 18, column: 5, scope: !29)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !{!"llvm.loop.unroll.disable"}
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !51, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!13}
!53 = !{!54, !57}
!54 = !DILocalVariable(name: "a", scope: !50, file: !3, line: 25, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !56, line: 27, baseType: !7)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!57 = !DILocalVariable(name: "b", scope: !50, file: !3, line: 25, type: !55)
!58 = distinct !DIAssignID()
!59 = !DILocation(line: 0, scope: !50)
!60 = distinct !DIAssignID()
!61 = !DILocation(line: 22, column: 13, scope: !50)
!62 = !DILocation(line: 22, column: 11, scope: !50)
!63 = !DILocation(line: 23, column: 10, scope: !64)
!64 = distinct !DILexicalBlock(scope: !50, file: !3, line: 23, column: 9)
!65 = !DILocation(line: 23, column: 9, scope: !50)
!66 = !DILocation(line: 24, column: 5, scope: !50)
!67 = !DILocation(line: 25, column: 5, scope: !50)
!68 = !DILocation(line: 26, column: 5, scope: !50)
!69 = !DILocation(line: 27, column: 5, scope: !50)
!70 = !DILocation(line: 28, column: 18, scope: !50)
!71 = !{!72, !72, i64 0}
!72 = !{!"long", !34, i64 0}
!73 = !DILocation(line: 28, column: 5, scope: !50)
!74 = !DILocation(line: 29, column: 18, scope: !50)
!75 = !DILocation(line: 29, column: 5, scope: !50)
!76 = !DILocation(line: 31, column: 1, scope: !50)
!77 = !DISubprogram(name: "malloc", scope: !78, file: !78, line: 553, type: !79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!78 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!79 = !DISubroutineType(types: !80)
!80 = !{!25, !5}
!81 = !DISubprogram(name: "pthread_create", scope: !82, file: !82, line: 202, type: !83, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!83 = !DISubroutineType(types: !84)
!84 = !{!13, !85, !87, !99, !100}
!85 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !56, line: 62, baseType: !91)
!91 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !56, line: 56, size: 448, elements: !92)
!92 = !{!93, !97}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !91, file: !56, line: 58, baseType: !94, size: 448)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 448, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 56)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !91, file: !56, line: 59, baseType: !98, size: 64)
!98 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !25)
!101 = !DISubprogram(name: "pthread_join", scope: !82, file: !82, line: 219, type: !102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DISubroutineType(types: !103)
!103 = !{!13, !55, !104}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
