; ModuleID = 'stale_pointer_loop.c'
source_filename = "stale_pointer_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@p = dso_local local_unnamed_addr global ptr null, align 8, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !15 {
    #dbg_value(ptr poison, !20, !DIExpression(), !25)
  %2 = load ptr, ptr @p, align 8, !dbg !26, !tbaa !27
  tail call void @free(ptr noundef %2) #5, !dbg !31
  %3 = tail call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #6, !dbg !32
  %4 = icmp eq ptr %3, null, !dbg !33
  br i1 %4, label %10, label %5, !dbg !35

5:                                                ; preds = %1, %5
  %6 = phi ptr [ %7, %5 ], [ %3, %1 ]
  tail call void @free(ptr noundef nonnull %6) #5, !dbg !31
  %7 = tail call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #6, !dbg !32
    #dbg_value(ptr %7, !21, !DIExpression(), !36)
  %8 = icmp eq ptr %7, null, !dbg !33
  br i1 %8, label %9, label %5, !dbg !35

9:                                                ; preds = %5
  store ptr %6, ptr @p, align 8, !dbg !37, !tbaa !27
  br label %10, !dbg !38

10:                                               ; preds = %9, %1
  ret ptr null, !dbg !38
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !39 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !43 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !49 {
  %1 = alloca i64, align 8, !DIAssignID !56
    #dbg_assign(i1 undef, !53, !DIExpression(), !56, ptr %1, !DIExpression(), !57)
  %2 = tail call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #6, !dbg !58
  store ptr %2, ptr @p, align 8, !dbg !59, !tbaa !27
  %3 = icmp eq ptr %2, null, !dbg !60
  br i1 %3, label %6, label %4, !dbg !62

4:                                                ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !63
  %5 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !64
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !65
  br label %6

6:                                                ; preds = %0, %4
  %7 = phi i32 [ 0, %4 ], [ 1, %0 ], !dbg !57
  ret i32 %7, !dbg !65
}

; Function Attrs: nounwind
declare !dbg !66 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "p", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "stale_pointer_loop.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "54958551be33159d0b76bcb3fa604b1c")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !16, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!19 = !{!20, !21}
!20 = !DILocalVariable(name: "arg", arg: 1, scope: !15, file: !3, line: 11, type: !18)
!21 = !DILocalVariable(name: "q", scope: !22, file: !3, line: 14, type: !5)
!22 = distinct !DILexicalBlock(scope: !23, file: !3, line: 12, column: 12)
!23 = distinct !DILexicalBlock(scope: !24, file: !3, line: 12, column: 3)
!24 = distinct !DILexicalBlock(scope: !15, file: !3, line: 12, column: 3)
!25 = !DILocation(line: 0, scope: !15)
!26 = !DILocation(line: 13, column: 10, scope: !22)
!27 = !{!28, !28, i64 0}
!28 = !{!"any pointer", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C/C++ TBAA"}
!31 = !DILocation(line: 13, column: 5, scope: !22)
!32 = !DILocation(line: 14, column: 14, scope: !22)
!33 = !DILocation(line: 15, column: 10, scope: !34)
!34 = distinct !DILexicalBlock(scope: !22, file: !3, line: 15, column: 9)
!35 = !DILocation(line: 15, column: 9, scope: !22)
!36 = !DILocation(line: 0, scope: !22)
!37 = !DILocation(line: 17, column: 7, scope: !22)
!38 = !DILocation(line: 19, column: 1, scope: !15)
!39 = !DISubprogram(name: "free", scope: !40, file: !40, line: 568, type: !41, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!40 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!41 = !DISubroutineType(types: !42)
!42 = !{null, !18}
!43 = !DISubprogram(name: "malloc", scope: !40, file: !40, line: 553, type: !44, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!44 = !DISubroutineType(types: !45)
!45 = !{!18, !46}
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !47, line: 18, baseType: !48)
!47 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !50, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!6}
!52 = !{!53}
!53 = !DILocalVariable(name: "t", scope: !49, file: !3, line: 24, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !55, line: 27, baseType: !48)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!56 = distinct !DIAssignID()
!57 = !DILocation(line: 0, scope: !49)
!58 = !DILocation(line: 22, column: 7, scope: !49)
!59 = !DILocation(line: 22, column: 5, scope: !49)
!60 = !DILocation(line: 23, column: 8, scope: !61)
!61 = distinct !DILexicalBlock(scope: !49, file: !3, line: 23, column: 7)
!62 = !DILocation(line: 23, column: 7, scope: !49)
!63 = !DILocation(line: 24, column: 3, scope: !49)
!64 = !DILocation(line: 25, column: 3, scope: !49)
!65 = !DILocation(line: 27, column: 1, scope: !49)
!66 = !DISubprogram(name: "pthread_create", scope: !67, file: !67, line: 202, type: !68, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!67 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!68 = !DISubroutineType(types: !69)
!69 = !{!6, !70, !72, !85, !86}
!70 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !55, line: 62, baseType: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !55, line: 56, size: 448, elements: !77)
!77 = !{!78, !83}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !76, file: !55, line: 58, baseType: !79, size: 448)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 448, elements: !81)
!80 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!81 = !{!82}
!82 = !DISubrange(count: 56)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !76, file: !55, line: 59, baseType: !84, size: 64)
!84 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !18)
