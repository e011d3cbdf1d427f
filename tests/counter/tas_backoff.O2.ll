; ModuleID = 'tas_backoff.c'
source_filename = "tas_backoff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@lock = dso_local global i32 0, align 4, !dbg !0
@inside = dso_local local_unnamed_addr global i32 0, align 4, !dbg !27
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [14 x i8] c"tas_backoff.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !21

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @__VERIFIER_atomic_TAS(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !38 {
    #dbg_value(ptr %0, !43, !DIExpression(), !45)
    #dbg_value(ptr %1, !44, !DIExpression(), !45)
  %3 = load volatile i32, ptr %0, align 4, !dbg !46, !tbaa !47
  store volatile i32 %3, ptr %1, align 4, !dbg !51, !tbaa !47
  store volatile i32 1, ptr %0, align 4, !dbg !52, !tbaa !47
  ret void, !dbg !53
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local void @acquire() local_unnamed_addr #1 !dbg !54 {
  %1 = alloca i32, align 4, !DIAssignID !61
    #dbg_assign(i1 undef, !60, !DIExpression(), !61, ptr %1, !DIExpression(), !62)
    #dbg_value(i32 1, !58, !DIExpression(), !62)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8, !dbg !63
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %1), !dbg !64
    #dbg_value(i32 1, !58, !DIExpression(), !62)
  %2 = load i32, ptr %1, align 4, !dbg !65, !tbaa !47
  %3 = icmp eq i32 %2, 1, !dbg !66
  br i1 %3, label %4, label %7, !dbg !67

4:                                                ; preds = %0, %4
    #dbg_value(i32 poison, !58, !DIExpression(), !62)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !58, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_consts, 0, DW_OP_gt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_shl, DW_OP_stack_value), !62)
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %1), !dbg !68
  %5 = load i32, ptr %1, align 4, !dbg !65, !tbaa !47
  %6 = icmp eq i32 %5, 1, !dbg !66
  br i1 %6, label %4, label %7, !dbg !67, !llvm.loop !70

7:                                                ; preds = %4, %0
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8, !dbg !73
  ret void, !dbg !73
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @worker(ptr nocapture readnone %0) #3 !dbg !74 {
  %2 = alloca i32, align 4, !DIAssignID !79
    #dbg_value(ptr poison, !78, !DIExpression(), !80)
  %3 = load i32, ptr @inside, align 4, !tbaa !47
  %4 = add nsw i32 %3, 1
  %5 = icmp eq i32 %3, 0
  br label %6, !dbg !81

6:                                                ; preds = %1, %14
    #dbg_assign(i1 undef, !60, !DIExpression(), !79, ptr %2, !DIExpression(), !82)
    #dbg_value(i32 1, !58, !DIExpression(), !82)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !85
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %2), !dbg !86
    #dbg_value(i32 1, !58, !DIExpression(), !82)
  %7 = load i32, ptr %2, align 4, !dbg !87, !tbaa !47
  %8 = icmp eq i32 %7, 1, !dbg !88
  br i1 %8, label %9, label %12, !dbg !89

9:                                                ; preds = %6, %9
    #dbg_value(i32 poison, !58, !DIExpression(), !82)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !58, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_consts, 0, DW_OP_gt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_shl, DW_OP_stack_value), !82)
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %2), !dbg !90
  %10 = load i32, ptr %2, align 4, !dbg !87, !tbaa !47
  %11 = icmp eq i32 %10, 1, !dbg !88
  br i1 %11, label %9, label %12, !dbg !89, !llvm.loop !91

12:                                               ; preds = %9, %6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8, !dbg !93
  store i32 %4, ptr @inside, align 4, !dbg !94, !tbaa !47
  br i1 %5, label %14, label %13, !dbg !95

13:                                               ; preds = %12
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 39, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #9, !dbg !97
  unreachable, !dbg !97

14:                                               ; preds = %12
  store i32 0, ptr @inside, align 4, !dbg !99, !tbaa !47
  store volatile i32 0, ptr @lock, align 4, !dbg !100, !tbaa !47
  br label %6, !dbg !81, !llvm.loop !101
}

; Function Attrs: noreturn nounwind
declare !dbg !103 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !108 {
  %3 = alloca i64, align 8, !DIAssignID !121
    #dbg_assign(i1 undef, !115, !DIExpression(), !121, ptr %3, !DIExpression(), !122)
    #dbg_value(i32 %0, !112, !DIExpression(), !122)
    #dbg_value(ptr %1, !113, !DIExpression(), !122)
  %4 = icmp sgt i32 %0, 1, !dbg !123
  br i1 %4, label %6, label %5, !dbg !124

5:                                                ; preds = %2
    #dbg_value(i32 -1, !114, !DIExpression(), !122)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !125
  br label %12, !dbg !126

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !127
  %8 = load ptr, ptr %7, align 8, !dbg !127, !tbaa !128
    #dbg_value(ptr %8, !130, !DIExpression(), !136)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #8, !dbg !138
  %10 = trunc i64 %9 to i32, !dbg !139
    #dbg_value(i32 %10, !114, !DIExpression(), !122)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !125
  %11 = icmp slt i32 %10, 0, !dbg !140
  br i1 %11, label %12, label %13, !dbg !126

12:                                               ; preds = %5, %6
  br label %15, !dbg !142

13:                                               ; preds = %6
    #dbg_value(i32 0, !119, !DIExpression(), !143)
  %14 = icmp eq i32 %10, 0, !dbg !144
  br i1 %14, label %17, label %18, !dbg !146

15:                                               ; preds = %12, %15
  %16 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !147
  br label %15, !dbg !142, !llvm.loop !148

17:                                               ; preds = %18, %13
  call void @pthread_exit(ptr noundef null) #9, !dbg !150
  unreachable, !dbg !150

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %21, %18 ], [ 0, %13 ]
    #dbg_value(i32 %19, !119, !DIExpression(), !143)
  %20 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !151
  %21 = add nuw nsw i32 %19, 1, !dbg !152
    #dbg_value(i32 %21, !119, !DIExpression(), !143)
  %22 = icmp eq i32 %21, %10, !dbg !144
  br i1 %22, label %17, label %18, !dbg !146, !llvm.loop !153
}

; Function Attrs: nounwind
declare !dbg !155 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare !dbg !175 void @pthread_exit(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !178 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 16, type: !29, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas_backoff.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "72df411f6fc736c2ace5a63c815c4ff5")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!11, !16, !21, !0, !27}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 12)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 14)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 168, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!29 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "__VERIFIER_atomic_TAS", scope: !3, file: !3, line: 19, type: !39, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!39 = !DISubroutineType(types: !40)
!40 = !{null, !41, !41}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!42 = !{!43, !44}
!43 = !DILocalVariable(name: "v", arg: 1, scope: !38, file: !3, line: 19, type: !41)
!44 = !DILocalVariable(name: "o", arg: 2, scope: !38, file: !3, line: 19, type: !41)
!45 = !DILocation(line: 0, scope: !38)
!46 = !DILocation(line: 20, column: 8, scope: !38)
!47 = !{!48, !48, i64 0}
!48 = !{!"int", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocation(line: 20, column: 6, scope: !38)
!52 = !DILocation(line: 21, column: 6, scope: !38)
!53 = !DILocation(line: 22, column: 1, scope: !38)
!54 = distinct !DISubprogram(name: "acquire", scope: !3, file: !3, line: 24, type: !55, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{null}
!57 = !{!58, !60}
!58 = !DILocalVariable(name: "delay", scope: !54, file: !3, line: 25, type: !59)
!59 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!60 = !DILocalVariable(name: "cond", scope: !54, file: !3, line: 26, type: !5)
!61 = distinct !DIAssignID()
!62 = !DILocation(line: 0, scope: !54)
!63 = !DILocation(line: 26, column: 3, scope: !54)
!64 = !DILocation(line: 27, column: 3, scope: !54)
!65 = !DILocation(line: 28, column: 10, scope: !54)
!66 = !DILocation(line: 28, column: 15, scope: !54)
!67 = !DILocation(line: 28, column: 3, scope: !54)
!68 = !DILocation(line: 31, column: 5, scope: !69)
!69 = distinct !DILexicalBlock(scope: !54, file: !3, line: 28, column: 21)
!70 = distinct !{!70, !67, !71, !72}
!71 = !DILocation(line: 32, column: 3, scope: !54)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 33, column: 1, scope: !54)
!74 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 35, type: !75, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!9, !9}
!77 = !{!78}
!78 = !DILocalVariable(name: "arg", arg: 1, scope: !74, file: !3, line: 35, type: !9)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 0, scope: !74)
!81 = !DILocation(line: 36, column: 3, scope: !74)
!82 = !DILocation(line: 0, scope: !54, inlinedAt: !83)
!83 = distinct !DILocation(line: 37, column: 5, scope: !84)
!84 = distinct !DILexicalBlock(scope: !74, file: !3, line: 36, column: 13)
!85 = !DILocation(line: 26, column: 3, scope: !54, inlinedAt: !83)
!86 = !DILocation(line: 27, column: 3, scope: !54, inlinedAt: !83)
!87 = !DILocation(line: 28, column: 10, scope: !54, inlinedAt: !83)
!88 = !DILocation(line: 28, column: 15, scope: !54, inlinedAt: !83)
!89 = !DILocation(line: 28, column: 3, scope: !54, inlinedAt: !83)
!90 = !DILocation(line: 31, column: 5, scope: !69, inlinedAt: !83)
!91 = distinct !{!91, !89, !92, !72}
!92 = !DILocation(line: 32, column: 3, scope: !54, inlinedAt: !83)
!93 = !DILocation(line: 33, column: 1, scope: !54, inlinedAt: !83)
!94 = !DILocation(line: 38, column: 11, scope: !84)
!95 = !DILocation(line: 39, column: 5, scope: !96)
!96 = distinct !DILexicalBlock(scope: !84, file: !3, line: 39, column: 5)
!97 = !DILocation(line: 39, column: 5, scope: !98)
!98 = distinct !DILexicalBlock(scope: !96, file: !3, line: 39, column: 5)
!99 = !DILocation(line: 40, column: 11, scope: !84)
!100 = !DILocation(line: 41, column: 10, scope: !84)
!101 = distinct !{!101, !81, !102}
!102 = !DILocation(line: 42, column: 3, scope: !74)
!103 = !DISubprogram(name: "__assert_fail", scope: !104, file: !104, line: 69, type: !105, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!104 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!105 = !DISubroutineType(types: !106)
!106 = !{null, !107, !107, !59, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!108 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 46, type: !109, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!5, !5, !6}
!111 = !{!112, !113, !114, !115, !119}
!112 = !DILocalVariable(name: "argc", arg: 1, scope: !108, file: !3, line: 46, type: !5)
!113 = !DILocalVariable(name: "argv", arg: 2, scope: !108, file: !3, line: 46, type: !6)
!114 = !DILocalVariable(name: "n", scope: !108, file: !3, line: 47, type: !5)
!115 = !DILocalVariable(name: "t", scope: !108, file: !3, line: 48, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !117, line: 27, baseType: !118)
!117 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!118 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!119 = !DILocalVariable(name: "i", scope: !120, file: !3, line: 52, type: !5)
!120 = distinct !DILexicalBlock(scope: !108, file: !3, line: 52, column: 3)
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 0, scope: !108)
!123 = !DILocation(line: 47, column: 16, scope: !108)
!124 = !DILocation(line: 47, column: 11, scope: !108)
!125 = !DILocation(line: 48, column: 3, scope: !108)
!126 = !DILocation(line: 49, column: 7, scope: !108)
!127 = !DILocation(line: 47, column: 27, scope: !108)
!128 = !{!129, !129, i64 0}
!129 = !{!"any pointer", !49, i64 0}
!130 = !DILocalVariable(name: "__nptr", arg: 1, scope: !131, file: !132, line: 362, type: !107)
!131 = distinct !DISubprogram(name: "atoi", scope: !132, file: !132, line: 362, type: !133, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !135)
!132 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!133 = !DISubroutineType(types: !134)
!134 = !{!5, !107}
!135 = !{!130}
!136 = !DILocation(line: 0, scope: !131, inlinedAt: !137)
!137 = distinct !DILocation(line: 47, column: 22, scope: !108)
!138 = !DILocation(line: 364, column: 16, scope: !131, inlinedAt: !137)
!139 = !DILocation(line: 364, column: 10, scope: !131, inlinedAt: !137)
!140 = !DILocation(line: 49, column: 9, scope: !141)
!141 = distinct !DILexicalBlock(scope: !108, file: !3, line: 49, column: 7)
!142 = !DILocation(line: 50, column: 5, scope: !141)
!143 = !DILocation(line: 0, scope: !120)
!144 = !DILocation(line: 52, column: 21, scope: !145)
!145 = distinct !DILexicalBlock(scope: !120, file: !3, line: 52, column: 3)
!146 = !DILocation(line: 52, column: 3, scope: !120)
!147 = !DILocation(line: 51, column: 7, scope: !141)
!148 = distinct !{!148, !142, !149}
!149 = !DILocation(line: 51, column: 38, scope: !141)
!150 = !DILocation(line: 54, column: 3, scope: !108)
!151 = !DILocation(line: 53, column: 5, scope: !145)
!152 = !DILocation(line: 52, column: 27, scope: !145)
!153 = distinct !{!153, !146, !154, !72}
!154 = !DILocation(line: 53, column: 36, scope: !120)
!155 = !DISubprogram(name: "pthread_create", scope: !156, file: !156, line: 202, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!157 = !DISubroutineType(types: !158)
!158 = !{!5, !159, !161, !173, !174}
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !117, line: 62, baseType: !165)
!165 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !117, line: 56, size: 448, elements: !166)
!166 = !{!167, !171}
!167 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !165, file: !117, line: 58, baseType: !168, size: 448)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !169)
!169 = !{!170}
!170 = !DISubrange(count: 56)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !165, file: !117, line: 59, baseType: !172, size: 64)
!172 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
!175 = !DISubprogram(name: "pthread_exit", scope: !156, file: !156, line: 211, type: !176, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!176 = !DISubroutineType(types: !177)
!177 = !{null, !9}
!178 = !DISubprogram(name: "strtol", scope: !132, file: !132, line: 177, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{!172, !181, !182, !5}
!181 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !107)
!182 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
