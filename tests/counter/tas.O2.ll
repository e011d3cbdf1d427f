; ModuleID = 'tas.c'
source_filename = "tas.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@lock = dso_local global i32 0, align 4, !dbg !0
@inside = dso_local local_unnamed_addr global i32 0, align 4, !dbg !27
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [6 x i8] c"tas.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !21

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !37 {
    #dbg_value(ptr poison, !41, !DIExpression(), !42)
  br label %2, !dbg !43

2:                                                ; preds = %2, %1
  %3 = atomicrmw xchg ptr @lock, i32 1 acquire, align 4, !dbg !44
  %4 = icmp eq i32 %3, 0, !dbg !43
  br i1 %4, label %5, label %2, !dbg !43, !llvm.loop !45

5:                                                ; preds = %2
  %6 = load i32, ptr @inside, align 4, !dbg !48, !tbaa !49
  %7 = add nsw i32 %6, 1, !dbg !48
  store i32 %7, ptr @inside, align 4, !dbg !48, !tbaa !49
  %8 = icmp eq i32 %6, 0, !dbg !53
  br i1 %8, label %10, label %9, !dbg !56

9:                                                ; preds = %5
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 15, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #7, !dbg !53
  unreachable, !dbg !53

10:                                               ; preds = %5
  store i32 0, ptr @inside, align 4, !dbg !57, !tbaa !49
  store atomic i32 0, ptr @lock release, align 4, !dbg !58
  ret ptr null, !dbg !59
}

; Function Attrs: noreturn nounwind
declare !dbg !60 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !66 {
  %3 = alloca i64, align 8, !DIAssignID !79
    #dbg_assign(i1 undef, !73, !DIExpression(), !79, ptr %3, !DIExpression(), !80)
    #dbg_value(i32 %0, !70, !DIExpression(), !80)
    #dbg_value(ptr %1, !71, !DIExpression(), !80)
  %4 = icmp sgt i32 %0, 1, !dbg !81
  br i1 %4, label %6, label %5, !dbg !82

5:                                                ; preds = %2
    #dbg_value(i32 -1, !72, !DIExpression(), !80)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !83
  br label %12, !dbg !84

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !85
  %8 = load ptr, ptr %7, align 8, !dbg !85, !tbaa !86
    #dbg_value(ptr %8, !88, !DIExpression(), !94)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #8, !dbg !96
  %10 = trunc i64 %9 to i32, !dbg !97
    #dbg_value(i32 %10, !72, !DIExpression(), !80)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !83
  %11 = icmp slt i32 %10, 0, !dbg !98
  br i1 %11, label %12, label %13, !dbg !84

12:                                               ; preds = %5, %6
  br label %15, !dbg !100

13:                                               ; preds = %6
    #dbg_value(i32 0, !77, !DIExpression(), !101)
  %14 = icmp eq i32 %10, 0, !dbg !102
  br i1 %14, label %17, label %18, !dbg !104

15:                                               ; preds = %12, %15
  %16 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !105
  br label %15, !dbg !100, !llvm.loop !106

17:                                               ; preds = %18, %13
  call void @pthread_exit(ptr noundef null) #7, !dbg !108
  unreachable, !dbg !108

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %21, %18 ], [ 0, %13 ]
    #dbg_value(i32 %19, !77, !DIExpression(), !101)
  %20 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !109
  %21 = add nuw nsw i32 %19, 1, !dbg !110
    #dbg_value(i32 %21, !77, !DIExpression(), !101)
  %22 = icmp eq i32 %21, %10, !dbg !102
  br i1 %22, label %17, label %18, !dbg !104, !llvm.loop !111
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !113 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn
declare !dbg !133 void @pthread_exit(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !136 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "989ab4b4801dd7eb947f54a526689206")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!11, !16, !21, !0, !27}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 12)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 6)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 168, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !38, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!9, !9}
!40 = !{!41}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !37, file: !3, line: 11, type: !9)
!42 = !DILocation(line: 0, scope: !37)
!43 = !DILocation(line: 12, column: 3, scope: !37)
!44 = !DILocation(line: 12, column: 10, scope: !37)
!45 = distinct !{!45, !43, !46, !47}
!46 = !DILocation(line: 13, column: 5, scope: !37)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 14, column: 9, scope: !37)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 15, column: 3, scope: !54)
!54 = distinct !DILexicalBlock(scope: !55, file: !3, line: 15, column: 3)
!55 = distinct !DILexicalBlock(scope: !37, file: !3, line: 15, column: 3)
!56 = !DILocation(line: 15, column: 3, scope: !55)
!57 = !DILocation(line: 16, column: 9, scope: !37)
!58 = !DILocation(line: 17, column: 3, scope: !37)
!59 = !DILocation(line: 18, column: 3, scope: !37)
!60 = !DISubprogram(name: "__assert_fail", scope: !61, file: !61, line: 69, type: !62, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!61 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!62 = !DISubroutineType(types: !63)
!63 = !{null, !64, !64, !65, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!65 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!66 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !67, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!5, !5, !6}
!69 = !{!70, !71, !72, !73, !77}
!70 = !DILocalVariable(name: "argc", arg: 1, scope: !66, file: !3, line: 21, type: !5)
!71 = !DILocalVariable(name: "argv", arg: 2, scope: !66, file: !3, line: 21, type: !6)
!72 = !DILocalVariable(name: "n", scope: !66, file: !3, line: 22, type: !5)
!73 = !DILocalVariable(name: "t", scope: !66, file: !3, line: 23, type: !74)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !75, line: 27, baseType: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!76 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!77 = !DILocalVariable(name: "i", scope: !78, file: !3, line: 27, type: !5)
!78 = distinct !DILexicalBlock(scope: !66, file: !3, line: 27, column: 3)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 0, scope: !66)
!81 = !DILocation(line: 22, column: 16, scope: !66)
!82 = !DILocation(line: 22, column: 11, scope: !66)
!83 = !DILocation(line: 23, column: 3, scope: !66)
!84 = !DILocation(line: 24, column: 7, scope: !66)
!85 = !DILocation(line: 22, column: 27, scope: !66)
!86 = !{!87, !87, i64 0}
!87 = !{!"any pointer", !51, i64 0}
!88 = !DILocalVariable(name: "__nptr", arg: 1, scope: !89, file: !90, line: 362, type: !64)
!89 = distinct !DISubprogram(name: "atoi", scope: !90, file: !90, line: 362, type: !91, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !93)
!90 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!91 = !DISubroutineType(types: !92)
!92 = !{!5, !64}
!93 = !{!88}
!94 = !DILocation(line: 0, scope: !89, inlinedAt: !95)
!95 = distinct !DILocation(line: 22, column: 22, scope: !66)
!96 = !DILocation(line: 364, column: 16, scope: !89, inlinedAt: !95)
!97 = !DILocation(line: 364, column: 10, scope: !89, inlinedAt: !95)
!98 = !DILocation(line: 24, column: 9, scope: !99)
!99 = distinct !DILexicalBlock(scope: !66, file: !3, line: 24, column: 7)
!100 = !DILocation(line: 25, column: 5, scope: !99)
!101 = !DILocation(line: 0, scope: !78)
!102 = !DILocation(line: 27, column: 21, scope: !103)
!103 = distinct !DILexicalBlock(scope: !78, file: !3, line: 27, column: 3)
!104 = !DILocation(line: 27, column: 3, scope: !78)
!105 = !DILocation(line: 26, column: 7, scope: !99)
!106 = distinct !{!106, !100, !107}
!107 = !DILocation(line: 26, column: 38, scope: !99)
!108 = !DILocation(line: 29, column: 3, scope: !66)
!109 = !DILocation(line: 28, column: 5, scope: !103)
!110 = !DILocation(line: 27, column: 27, scope: !103)
!111 = distinct !{!111, !104, !112, !47}
!112 = !DILocation(line: 28, column: 36, scope: !78)
!113 = !DISubprogram(name: "pthread_create", scope: !114, file: !114, line: 202, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!115 = !DISubroutineType(types: !116)
!116 = !{!5, !117, !119, !131, !132}
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !75, line: 62, baseType: !123)
!123 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !75, line: 56, size: 448, elements: !124)
!124 = !{!125, !129}
!125 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !123, file: !75, line: 58, baseType: !126, size: 448)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 56)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !123, file: !75, line: 59, baseType: !130, size: 64)
!130 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
!133 = !DISubprogram(name: "pthread_exit", scope: !114, file: !114, line: 211, type: !134, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!134 = !DISubroutineType(types: !135)
!135 = !{null, !9}
!136 = !DISubprogram(name: "strtol", scope: !90, file: !90, line: 177, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{!130, !139, !140, !5}
!139 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !64)
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
