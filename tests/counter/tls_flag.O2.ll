; ModuleID = 'tls_flag.c'
source_filename = "tls_flag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@raised = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@mine = dso_local thread_local local_unnamed_addr global i32 0, align 4, !dbg !27
@.str = private unnamed_addr constant [48 x i8] c"__atomic_load_n(&raised, __ATOMIC_SEQ_CST) == 1\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [11 x i8] c"tls_flag.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !21

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !37 {
    #dbg_value(ptr poison, !41, !DIExpression(), !42)
  store atomic i32 1, ptr @raised seq_cst, align 4, !dbg !43
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @mine), !dbg !44
  store i32 1, ptr %2, align 4, !dbg !45, !tbaa !46
  %3 = load atomic i32, ptr @raised seq_cst, align 4, !dbg !50
  %4 = icmp eq i32 %3, 1, !dbg !50
  br i1 %4, label %6, label %5, !dbg !53

5:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 16, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !50
  unreachable, !dbg !50

6:                                                ; preds = %1
  ret ptr null, !dbg !54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: noreturn nounwind
declare !dbg !55 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !61 {
  %3 = alloca i64, align 8, !DIAssignID !74
    #dbg_assign(i1 undef, !68, !DIExpression(), !74, ptr %3, !DIExpression(), !75)
    #dbg_value(i32 %0, !65, !DIExpression(), !75)
    #dbg_value(ptr %1, !66, !DIExpression(), !75)
  %4 = icmp sgt i32 %0, 1, !dbg !76
  br i1 %4, label %6, label %5, !dbg !77

5:                                                ; preds = %2
    #dbg_value(i32 -1, !67, !DIExpression(), !75)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9, !dbg !78
  br label %12, !dbg !79

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !80
  %8 = load ptr, ptr %7, align 8, !dbg !80, !tbaa !81
    #dbg_value(ptr %8, !83, !DIExpression(), !89)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #9, !dbg !91
  %10 = trunc i64 %9 to i32, !dbg !92
    #dbg_value(i32 %10, !67, !DIExpression(), !75)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9, !dbg !78
  %11 = icmp slt i32 %10, 0, !dbg !93
  br i1 %11, label %12, label %13, !dbg !79

12:                                               ; preds = %5, %6
  br label %15, !dbg !95

13:                                               ; preds = %6
    #dbg_value(i32 0, !72, !DIExpression(), !96)
  %14 = icmp eq i32 %10, 0, !dbg !97
  br i1 %14, label %17, label %18, !dbg !99

15:                                               ; preds = %12, %15
  %16 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #9, !dbg !100
  br label %15, !dbg !95, !llvm.loop !101

17:                                               ; preds = %18, %13
  call void @pthread_exit(ptr noundef null) #8, !dbg !103
  unreachable, !dbg !103

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %21, %18 ], [ 0, %13 ]
    #dbg_value(i32 %19, !72, !DIExpression(), !96)
  %20 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #9, !dbg !104
  %21 = add nuw nsw i32 %19, 1, !dbg !105
    #dbg_value(i32 %21, !72, !DIExpression(), !96)
  %22 = icmp eq i32 %21, %10, !dbg !97
  br i1 %22, label %17, label %18, !dbg !99, !llvm.loop !106
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind
declare !dbg !109 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare !dbg !129 void @pthread_exit(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !132 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "raised", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tls_flag.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "efd3c4ad91b00ced161bf52041d25258")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!11, !16, !21, !0, !27}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 384, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 48)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 11)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 168, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "mine", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !38, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!9, !9}
!40 = !{!41}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !37, file: !3, line: 13, type: !9)
!42 = !DILocation(line: 0, scope: !37)
!43 = !DILocation(line: 14, column: 3, scope: !37)
!44 = !DILocation(line: 15, column: 3, scope: !37)
!45 = !DILocation(line: 15, column: 8, scope: !37)
!46 = !{!47, !47, i64 0}
!47 = !{!"int", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocation(line: 16, column: 3, scope: !51)
!51 = distinct !DILexicalBlock(scope: !52, file: !3, line: 16, column: 3)
!52 = distinct !DILexicalBlock(scope: !37, file: !3, line: 16, column: 3)
!53 = !DILocation(line: 16, column: 3, scope: !52)
!54 = !DILocation(line: 17, column: 3, scope: !37)
!55 = !DISubprogram(name: "__assert_fail", scope: !56, file: !56, line: 69, type: !57, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!56 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!57 = !DISubroutineType(types: !58)
!58 = !{null, !59, !59, !60, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!60 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!61 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !62, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{!5, !5, !6}
!64 = !{!65, !66, !67, !68, !72}
!65 = !DILocalVariable(name: "argc", arg: 1, scope: !61, file: !3, line: 20, type: !5)
!66 = !DILocalVariable(name: "argv", arg: 2, scope: !61, file: !3, line: 20, type: !6)
!67 = !DILocalVariable(name: "n", scope: !61, file: !3, line: 21, type: !5)
!68 = !DILocalVariable(name: "t", scope: !61, file: !3, line: 22, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !70, line: 27, baseType: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!71 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 26, type: !5)
!73 = distinct !DILexicalBlock(scope: !61, file: !3, line: 26, column: 3)
!74 = distinct !DIAssignID()
!75 = !DILocation(line: 0, scope: !61)
!76 = !DILocation(line: 21, column: 16, scope: !61)
!77 = !DILocation(line: 21, column: 11, scope: !61)
!78 = !DILocation(line: 22, column: 3, scope: !61)
!79 = !DILocation(line: 23, column: 7, scope: !61)
!80 = !DILocation(line: 21, column: 27, scope: !61)
!81 = !{!82, !82, i64 0}
!82 = !{!"any pointer", !48, i64 0}
!83 = !DILocalVariable(name: "__nptr", arg: 1, scope: !84, file: !85, line: 362, type: !59)
!84 = distinct !DISubprogram(name: "atoi", scope: !85, file: !85, line: 362, type: !86, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!85 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!86 = !DISubroutineType(types: !87)
!87 = !{!5, !59}
!88 = !{!83}
!89 = !DILocation(line: 0, scope: !84, inlinedAt: !90)
!90 = distinct !DILocation(line: 21, column: 22, scope: !61)
!91 = !DILocation(line: 364, column: 16, scope: !84, inlinedAt: !90)
!92 = !DILocation(line: 364, column: 10, scope: !84, inlinedAt: !90)
!93 = !DILocation(line: 23, column: 9, scope: !94)
!94 = distinct !DILexicalBlock(scope: !61, file: !3, line: 23, column: 7)
!95 = !DILocation(line: 24, column: 5, scope: !94)
!96 = !DILocation(line: 0, scope: !73)
!97 = !DILocation(line: 26, column: 21, scope: !98)
!98 = distinct !DILexicalBlock(scope: !73, file: !3, line: 26, column: 3)
!99 = !DILocation(line: 26, column: 3, scope: !73)
!100 = !DILocation(line: 25, column: 7, scope: !94)
!101 = distinct !{!101, !95, !102}
!102 = !DILocation(line: 25, column: 38, scope: !94)
!103 = !DILocation(line: 28, column: 3, scope: !61)
!104 = !DILocation(line: 27, column: 5, scope: !98)
!105 = !DILocation(line: 26, column: 27, scope: !98)
!106 = distinct !{!106, !99, !107, !108}
!107 = !DILocation(line: 27, column: 36, scope: !73)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !DISubprogram(name: "pthread_create", scope: !110, file: !110, line: 202, type: !111, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!111 = !DISubroutineType(types: !112)
!112 = !{!5, !113, !115, !127, !128}
!113 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !70, line: 62, baseType: !119)
!119 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !70, line: 56, size: 448, elements: !120)
!120 = !{!121, !125}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !119, file: !70, line: 58, baseType: !122, size: 448)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 56)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !119, file: !70, line: 59, baseType: !126, size: 64)
!126 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
!129 = !DISubprogram(name: "pthread_exit", scope: !110, file: !110, line: 211, type: !130, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!130 = !DISubroutineType(types: !131)
!131 = !{null, !9}
!132 = !DISubprogram(name: "strtol", scope: !85, file: !85, line: 177, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubroutineType(types: !134)
!134 = !{!126, !135, !136, !5}
!135 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!136 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
