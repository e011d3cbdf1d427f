; ModuleID = 'uaf_reused_thread.c'
source_filename = "uaf_reused_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@shared = dso_local local_unnamed_addr global ptr null, align 8, !dbg !0
@ready = dso_local global i32 0, align 4, !dbg !8

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: read) uwtable
define dso_local ptr @reader(ptr nocapture readnone %0) #0 !dbg !21 {
    #dbg_value(ptr poison, !25, !DIExpression(), !27)
  %2 = load ptr, ptr @shared, align 8, !dbg !28, !tbaa !29
    #dbg_value(ptr %2, !26, !DIExpression(), !27)
  br label %3, !dbg !33

3:                                                ; preds = %3, %1
  %4 = load volatile i32, ptr @ready, align 4, !dbg !34, !tbaa !35
  %5 = icmp eq i32 %4, 0, !dbg !37
  br i1 %5, label %3, label %6, !dbg !33, !llvm.loop !38

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4, !dbg !41, !tbaa !35
  %8 = sext i32 %7 to i64, !dbg !42
  %9 = inttoptr i64 %8 to ptr, !dbg !43
  ret ptr %9, !dbg !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #2 !dbg !45 {
  %1 = alloca i64, align 8, !DIAssignID !55
    #dbg_assign(i1 undef, !49, !DIExpression(), !55, ptr %1, !DIExpression(), !56)
  %2 = tail call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #7, !dbg !57
  store ptr %2, ptr @shared, align 8, !dbg !58, !tbaa !29
  %3 = icmp eq ptr %2, null, !dbg !59
  br i1 %3, label %9, label %4, !dbg !61

4:                                                ; preds = %0
  store i32 1, ptr %2, align 4, !dbg !62, !tbaa !35
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !63
  %5 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @reader, ptr noundef null) #8, !dbg !64
  %6 = load ptr, ptr @shared, align 8, !dbg !65, !tbaa !29
    #dbg_value(ptr %6, !53, !DIExpression(), !56)
  call void @free(ptr noundef %6) #8, !dbg !66
    #dbg_value(ptr poison, !54, !DIExpression(), !56)
  store volatile i32 1, ptr @ready, align 4, !dbg !67, !tbaa !35
  %7 = load i64, ptr %1, align 8, !dbg !68, !tbaa !69
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #8, !dbg !71
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !72
  br label %9

9:                                                ; preds = %0, %4
  %10 = phi i32 [ 0, %4 ], [ 1, %0 ], !dbg !56
  ret i32 %10, !dbg !72
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !73 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !79 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !99 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

declare !dbg !102 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 9, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "uaf_reused_thread.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "d5d9a8e16a5c4a2da7aa988ec96b51cb")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !11)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 12, type: !22, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!5, !5}
!24 = !{!25, !26}
!25 = !DILocalVariable(name: "arg", arg: 1, scope: !21, file: !3, line: 12, type: !5)
!26 = !DILocalVariable(name: "p", scope: !21, file: !3, line: 13, type: !12)
!27 = !DILocation(line: 0, scope: !21)
!28 = !DILocation(line: 13, column: 12, scope: !21)
!29 = !{!30, !30, i64 0}
!30 = !{!"any pointer", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C/C++ TBAA"}
!33 = !DILocation(line: 14, column: 3, scope: !21)
!34 = !DILocation(line: 14, column: 11, scope: !21)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !31, i64 0}
!37 = !DILocation(line: 14, column: 10, scope: !21)
!38 = distinct !{!38, !33, !39, !40}
!39 = !DILocation(line: 15, column: 5, scope: !21)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DILocation(line: 16, column: 24, scope: !21)
!42 = !DILocation(line: 16, column: 18, scope: !21)
!43 = !DILocation(line: 16, column: 10, scope: !21)
!44 = !DILocation(line: 16, column: 3, scope: !21)
!45 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !46, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !48)
!46 = !DISubroutineType(types: !47)
!47 = !{!11}
!48 = !{!49, !53, !54}
!49 = !DILocalVariable(name: "t", scope: !45, file: !3, line: 23, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DILocalVariable(name: "old", scope: !45, file: !3, line: 25, type: !12)
!54 = !DILocalVariable(name: "fresh", scope: !45, file: !3, line: 27, type: !12)
!55 = distinct !DIAssignID()
!56 = !DILocation(line: 0, scope: !45)
!57 = !DILocation(line: 20, column: 12, scope: !45)
!58 = !DILocation(line: 20, column: 10, scope: !45)
!59 = !DILocation(line: 21, column: 8, scope: !60)
!60 = distinct !DILexicalBlock(scope: !45, file: !3, line: 21, column: 7)
!61 = !DILocation(line: 21, column: 7, scope: !45)
!62 = !DILocation(line: 22, column: 11, scope: !45)
!63 = !DILocation(line: 23, column: 3, scope: !45)
!64 = !DILocation(line: 24, column: 3, scope: !45)
!65 = !DILocation(line: 25, column: 14, scope: !45)
!66 = !DILocation(line: 26, column: 3, scope: !45)
!67 = !DILocation(line: 30, column: 9, scope: !45)
!68 = !DILocation(line: 31, column: 16, scope: !45)
!69 = !{!70, !70, i64 0}
!70 = !{!"long", !31, i64 0}
!71 = !DILocation(line: 31, column: 3, scope: !45)
!72 = !DILocation(line: 34, column: 1, scope: !45)
!73 = !DISubprogram(name: "malloc", scope: !74, file: !74, line: 553, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!74 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!75 = !DISubroutineType(types: !76)
!76 = !{!5, !77}
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !78, line: 18, baseType: !52)
!78 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!79 = !DISubprogram(name: "pthread_create", scope: !80, file: !80, line: 202, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!80 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!81 = !DISubroutineType(types: !82)
!82 = !{!11, !83, !85, !97, !98}
!83 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !51, line: 62, baseType: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !51, line: 56, size: 448, elements: !90)
!90 = !{!91, !96}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !89, file: !51, line: 58, baseType: !92, size: 448)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 448, elements: !94)
!93 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!94 = !{!95}
!95 = !DISubrange(count: 56)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !89, file: !51, line: 59, baseType: !6, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!99 = !DISubprogram(name: "free", scope: !74, file: !74, line: 568, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{null, !5}
!102 = !DISubprogram(name: "pthread_join", scope: !80, file: !80, line: 219, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DISubroutineType(types: !104)
!104 = !{!11, !50, !105}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
