; ModuleID = 'tls_lock.c'
source_filename = "tls_lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@entered = dso_local thread_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"entered == 2\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [11 x i8] c"tls_lock.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !21
@lock = dso_local global i32 0, align 4, !dbg !27
@inside = dso_local local_unnamed_addr global i32 0, align 4, !dbg !29
@.str.2 = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !31
@__PRETTY_FUNCTION__.enter = private unnamed_addr constant [18 x i8] c"void enter(int *)\00", align 1, !dbg !36

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !49 {
    #dbg_value(ptr poison, !53, !DIExpression(), !54)
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @entered), !dbg !55
  tail call fastcc void @enter(ptr noundef nonnull %2), !dbg !56
  tail call fastcc void @enter(ptr noundef nonnull %2), !dbg !57
  %3 = load i32, ptr %2, align 4, !dbg !58, !tbaa !61
  %4 = icmp eq i32 %3, 2, !dbg !58
  br i1 %4, label %6, label %5, !dbg !65

5:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #9, !dbg !58
  unreachable, !dbg !58

6:                                                ; preds = %1
  ret ptr null, !dbg !66
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @enter(ptr nocapture noundef %0) unnamed_addr #1 !dbg !67 {
    #dbg_value(ptr %0, !72, !DIExpression(), !73)
  br label %2, !dbg !74

2:                                                ; preds = %2, %1
  %3 = atomicrmw xchg ptr @lock, i32 1 acquire, align 4, !dbg !75
  %4 = icmp eq i32 %3, 0, !dbg !74
  br i1 %4, label %5, label %2, !dbg !74, !llvm.loop !76

5:                                                ; preds = %2
  %6 = load i32, ptr @inside, align 4, !dbg !79, !tbaa !61
  %7 = add nsw i32 %6, 1, !dbg !79
  store i32 %7, ptr @inside, align 4, !dbg !79, !tbaa !61
  %8 = icmp eq i32 %6, 0, !dbg !80
  br i1 %8, label %10, label %9, !dbg !83

9:                                                ; preds = %5
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 17, ptr noundef nonnull @__PRETTY_FUNCTION__.enter) #9, !dbg !80
  unreachable, !dbg !80

10:                                               ; preds = %5
  store i32 0, ptr @inside, align 4, !dbg !84, !tbaa !61
  %11 = load i32, ptr %0, align 4, !dbg !85, !tbaa !61
  %12 = add nsw i32 %11, 1, !dbg !85
  store i32 %12, ptr %0, align 4, !dbg !85, !tbaa !61
  store atomic i32 0, ptr @lock release, align 4, !dbg !86
  ret void, !dbg !87
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: noreturn nounwind
declare !dbg !88 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 !dbg !94 {
  %3 = alloca i64, align 8, !DIAssignID !107
    #dbg_assign(i1 undef, !101, !DIExpression(), !107, ptr %3, !DIExpression(), !108)
    #dbg_value(i32 %0, !98, !DIExpression(), !108)
    #dbg_value(ptr %1, !99, !DIExpression(), !108)
  %4 = icmp sgt i32 %0, 1, !dbg !109
  br i1 %4, label %6, label %5, !dbg !110

5:                                                ; preds = %2
    #dbg_value(i32 -1, !100, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10, !dbg !111
  br label %12, !dbg !112

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !113
  %8 = load ptr, ptr %7, align 8, !dbg !113, !tbaa !114
    #dbg_value(ptr %8, !116, !DIExpression(), !122)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #10, !dbg !124
  %10 = trunc i64 %9 to i32, !dbg !125
    #dbg_value(i32 %10, !100, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10, !dbg !111
  %11 = icmp slt i32 %10, 0, !dbg !126
  br i1 %11, label %12, label %13, !dbg !112

12:                                               ; preds = %5, %6
  br label %15, !dbg !128

13:                                               ; preds = %6
    #dbg_value(i32 0, !105, !DIExpression(), !129)
  %14 = icmp eq i32 %10, 0, !dbg !130
  br i1 %14, label %17, label %18, !dbg !132

15:                                               ; preds = %12, %15
  %16 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #10, !dbg !133
  br label %15, !dbg !128, !llvm.loop !134

17:                                               ; preds = %18, %13
  call void @pthread_exit(ptr noundef null) #9, !dbg !136
  unreachable, !dbg !136

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %21, %18 ], [ 0, %13 ]
    #dbg_value(i32 %19, !105, !DIExpression(), !129)
  %20 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #10, !dbg !137
  %21 = add nuw nsw i32 %19, 1, !dbg !138
    #dbg_value(i32 %21, !105, !DIExpression(), !129)
  %22 = icmp eq i32 %21, %10, !dbg !130
  br i1 %22, label %17, label %18, !dbg !132, !llvm.loop !139
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nounwind
declare !dbg !141 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: noreturn
declare !dbg !161 void @pthread_exit(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !164 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "entered", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tls_lock.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "6a479cffd01b4fb3bc63edf0d97c2f9e")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!11, !16, !21, !27, !29, !0, !31, !36}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 13)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 11)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 168, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 12)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 144, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 18)
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 23, type: !50, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!9, !9}
!52 = !{!53}
!53 = !DILocalVariable(name: "arg", arg: 1, scope: !49, file: !3, line: 23, type: !9)
!54 = !DILocation(line: 0, scope: !49)
!55 = !DILocation(line: 24, column: 10, scope: !49)
!56 = !DILocation(line: 24, column: 3, scope: !49)
!57 = !DILocation(line: 25, column: 3, scope: !49)
!58 = !DILocation(line: 26, column: 3, scope: !59)
!59 = distinct !DILexicalBlock(scope: !60, file: !3, line: 26, column: 3)
!60 = distinct !DILexicalBlock(scope: !49, file: !3, line: 26, column: 3)
!61 = !{!62, !62, i64 0}
!62 = !{!"int", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocation(line: 26, column: 3, scope: !60)
!66 = !DILocation(line: 27, column: 3, scope: !49)
!67 = distinct !DISubprogram(name: "enter", scope: !3, file: !3, line: 13, type: !68, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{null, !70}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!71 = !{!72}
!72 = !DILocalVariable(name: "mine", arg: 1, scope: !67, file: !3, line: 13, type: !70)
!73 = !DILocation(line: 0, scope: !67)
!74 = !DILocation(line: 14, column: 3, scope: !67)
!75 = !DILocation(line: 14, column: 10, scope: !67)
!76 = distinct !{!76, !74, !77, !78}
!77 = !DILocation(line: 15, column: 5, scope: !67)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 16, column: 9, scope: !67)
!80 = !DILocation(line: 17, column: 3, scope: !81)
!81 = distinct !DILexicalBlock(scope: !82, file: !3, line: 17, column: 3)
!82 = distinct !DILexicalBlock(scope: !67, file: !3, line: 17, column: 3)
!83 = !DILocation(line: 17, column: 3, scope: !82)
!84 = !DILocation(line: 18, column: 9, scope: !67)
!85 = !DILocation(line: 19, column: 3, scope: !67)
!86 = !DILocation(line: 20, column: 3, scope: !67)
!87 = !DILocation(line: 21, column: 1, scope: !67)
!88 = !DISubprogram(name: "__assert_fail", scope: !89, file: !89, line: 69, type: !90, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!89 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!90 = !DISubroutineType(types: !91)
!91 = !{null, !92, !92, !93, !92}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!93 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!94 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !95, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!5, !5, !6}
!97 = !{!98, !99, !100, !101, !105}
!98 = !DILocalVariable(name: "argc", arg: 1, scope: !94, file: !3, line: 30, type: !5)
!99 = !DILocalVariable(name: "argv", arg: 2, scope: !94, file: !3, line: 30, type: !6)
!100 = !DILocalVariable(name: "n", scope: !94, file: !3, line: 31, type: !5)
!101 = !DILocalVariable(name: "t", scope: !94, file: !3, line: 32, type: !102)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !103, line: 27, baseType: !104)
!103 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!104 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 36, type: !5)
!106 = distinct !DILexicalBlock(scope: !94, file: !3, line: 36, column: 3)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 0, scope: !94)
!109 = !DILocation(line: 31, column: 16, scope: !94)
!110 = !DILocation(line: 31, column: 11, scope: !94)
!111 = !DILocation(line: 32, column: 3, scope: !94)
!112 = !DILocation(line: 33, column: 7, scope: !94)
!113 = !DILocation(line: 31, column: 27, scope: !94)
!114 = !{!115, !115, i64 0}
!115 = !{!"any pointer", !63, i64 0}
!116 = !DILocalVariable(name: "__nptr", arg: 1, scope: !117, file: !118, line: 362, type: !92)
!117 = distinct !DISubprogram(name: "atoi", scope: !118, file: !118, line: 362, type: !119, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!118 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!119 = !DISubroutineType(types: !120)
!120 = !{!5, !92}
!121 = !{!116}
!122 = !DILocation(line: 0, scope: !117, inlinedAt: !123)
!123 = distinct !DILocation(line: 31, column: 22, scope: !94)
!124 = !DILocation(line: 364, column: 16, scope: !117, inlinedAt: !123)
!125 = !DILocation(line: 364, column: 10, scope: !117, inlinedAt: !123)
!126 = !DILocation(line: 33, column: 9, scope: !127)
!127 = distinct !DILexicalBlock(scope: !94, file: !3, line: 33, column: 7)
!128 = !DILocation(line: 34, column: 5, scope: !127)
!129 = !DILocation(line: 0, scope: !106)
!130 = !DILocation(line: 36, column: 21, scope: !131)
!131 = distinct !DILexicalBlock(scope: !106, file: !3, line: 36, column: 3)
!132 = !DILocation(line: 36, column: 3, scope: !106)
!133 = !DILocation(line: 35, column: 7, scope: !127)
!134 = distinct !{!134, !128, !135}
!135 = !DILocation(line: 35, column: 38, scope: !127)
!136 = !DILocation(line: 38, column: 3, scope: !94)
!137 = !DILocation(line: 37, column: 5, scope: !131)
!138 = !DILocation(line: 36, column: 27, scope: !131)
!139 = distinct !{!139, !132, !140, !78}
!140 = !DILocation(line: 37, column: 36, scope: !106)
!141 = !DISubprogram(name: "pthread_create", scope: !142, file: !142, line: 202, type: !143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!143 = !DISubroutineType(types: !144)
!144 = !{!5, !145, !147, !159, !160}
!145 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !103, line: 62, baseType: !151)
!151 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !103, line: 56, size: 448, elements: !152)
!152 = !{!153, !157}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !151, file: !103, line: 58, baseType: !154, size: 448)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !155)
!155 = !{!156}
!156 = !DISubrange(count: 56)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !151, file: !103, line: 59, baseType: !158, size: 64)
!158 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
!161 = !DISubprogram(name: "pthread_exit", scope: !142, file: !142, line: 211, type: !162, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !9}
!164 = !DISubprogram(name: "strtol", scope: !118, file: !118, line: 177, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{!158, !167, !168, !5}
!167 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !92)
!168 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
