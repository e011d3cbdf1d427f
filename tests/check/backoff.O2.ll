; ModuleID = 'backoff.c'
source_filename = "backoff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@lock = dso_local global i32 0, align 4, !dbg !0
@c = dso_local global i32 0, align 4, !dbg !5
@.str = private unnamed_addr constant [7 x i8] c"c == 1\00", align 1, !dbg !9
@.str.1 = private unnamed_addr constant [10 x i8] c"backoff.c\00", align 1, !dbg !15
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !20

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @__VERIFIER_atomic_TAS(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !34 {
    #dbg_value(ptr %0, !39, !DIExpression(), !41)
    #dbg_value(ptr %1, !40, !DIExpression(), !41)
  %3 = load volatile i32, ptr %0, align 4, !dbg !42, !tbaa !43
  store volatile i32 %3, ptr %1, align 4, !dbg !47, !tbaa !43
  store volatile i32 1, ptr %0, align 4, !dbg !48, !tbaa !43
  ret void, !dbg !49
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local void @acquire() local_unnamed_addr #1 !dbg !50 {
  %1 = alloca i32, align 4, !DIAssignID !57
    #dbg_assign(i1 undef, !56, !DIExpression(), !57, ptr %1, !DIExpression(), !58)
    #dbg_value(i32 1, !54, !DIExpression(), !58)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7, !dbg !59
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %1), !dbg !60
    #dbg_value(i32 1, !54, !DIExpression(), !58)
  %2 = load i32, ptr %1, align 4, !dbg !61, !tbaa !43
  %3 = icmp eq i32 %2, 1, !dbg !62
  br i1 %3, label %4, label %7, !dbg !63

4:                                                ; preds = %0, %4
    #dbg_value(i32 poison, !54, !DIExpression(), !58)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !54, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_consts, 0, DW_OP_gt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_shl, DW_OP_stack_value), !58)
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %1), !dbg !64
  %5 = load i32, ptr %1, align 4, !dbg !61, !tbaa !43
  %6 = icmp eq i32 %5, 1, !dbg !62
  br i1 %6, label %4, label %7, !dbg !63, !llvm.loop !66

7:                                                ; preds = %4, %0
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7, !dbg !69
  ret void, !dbg !69
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #3 !dbg !70 {
  %2 = alloca i32, align 4, !DIAssignID !76
    #dbg_value(ptr poison, !75, !DIExpression(), !77)
    #dbg_assign(i1 undef, !56, !DIExpression(), !76, ptr %2, !DIExpression(), !78)
    #dbg_value(i32 1, !54, !DIExpression(), !78)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7, !dbg !80
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %2), !dbg !81
    #dbg_value(i32 1, !54, !DIExpression(), !78)
  %3 = load i32, ptr %2, align 4, !dbg !82, !tbaa !43
  %4 = icmp eq i32 %3, 1, !dbg !83
  br i1 %4, label %5, label %8, !dbg !84

5:                                                ; preds = %1, %5
    #dbg_value(i32 poison, !54, !DIExpression(), !78)
    #dbg_value(!DIArgList(i32 poison, i32 poison), !54, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_consts, 0, DW_OP_gt, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_shl, DW_OP_stack_value), !78)
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %2), !dbg !85
  %6 = load i32, ptr %2, align 4, !dbg !82, !tbaa !43
  %7 = icmp eq i32 %6, 1, !dbg !83
  br i1 %7, label %5, label %8, !dbg !84, !llvm.loop !86

8:                                                ; preds = %5, %1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7, !dbg !88
  %9 = load volatile i32, ptr @c, align 4, !dbg !89, !tbaa !43
  %10 = add nsw i32 %9, 1, !dbg !89
  store volatile i32 %10, ptr @c, align 4, !dbg !89, !tbaa !43
  %11 = load volatile i32, ptr @c, align 4, !dbg !90, !tbaa !43
  %12 = icmp eq i32 %11, 1, !dbg !90
  br i1 %12, label %14, label %13, !dbg !93

13:                                               ; preds = %8
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !90
  unreachable, !dbg !90

14:                                               ; preds = %8
  %15 = load volatile i32, ptr @c, align 4, !dbg !94, !tbaa !43
  %16 = add nsw i32 %15, -1, !dbg !94
  store volatile i32 %16, ptr @c, align 4, !dbg !94, !tbaa !43
  store volatile i32 0, ptr @lock, align 4, !dbg !95, !tbaa !43
  ret ptr null, !dbg !96
}

; Function Attrs: noreturn nounwind
declare !dbg !97 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !102 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !117
    #dbg_assign(i1 undef, !106, !DIExpression(), !117, ptr %1, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !119
    #dbg_value(i32 0, !113, !DIExpression(), !120)
    #dbg_value(i64 0, !113, !DIExpression(), !120)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !121
    #dbg_value(i64 1, !113, !DIExpression(), !120)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !123
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !121
    #dbg_value(i64 2, !113, !DIExpression(), !120)
    #dbg_value(i64 0, !115, !DIExpression(), !124)
  %5 = load i64, ptr %1, align 16, !dbg !125, !tbaa !127
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !129
    #dbg_value(i64 1, !115, !DIExpression(), !124)
  %7 = load i64, ptr %3, align 8, !dbg !125, !tbaa !127
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !129
    #dbg_value(i64 2, !115, !DIExpression(), !124)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #7, !dbg !130
  ret i32 0, !dbg !131
}

; Function Attrs: nounwind
declare !dbg !132 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !152 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "backoff.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "8eba7a9ff2c6c975553124557b95dd6a")
!4 = !{!0, !5, !9, !15, !20}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 11, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 56, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 7)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 80, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 10)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 168, elements: !24)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!24 = !{!25}
!25 = !DISubrange(count: 21)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "__VERIFIER_atomic_TAS", scope: !3, file: !3, line: 13, type: !35, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{null, !37, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!38 = !{!39, !40}
!39 = !DILocalVariable(name: "v", arg: 1, scope: !34, file: !3, line: 13, type: !37)
!40 = !DILocalVariable(name: "o", arg: 2, scope: !34, file: !3, line: 13, type: !37)
!41 = !DILocation(line: 0, scope: !34)
!42 = !DILocation(line: 14, column: 8, scope: !34)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 14, column: 6, scope: !34)
!48 = !DILocation(line: 15, column: 6, scope: !34)
!49 = !DILocation(line: 16, column: 1, scope: !34)
!50 = distinct !DISubprogram(name: "acquire", scope: !3, file: !3, line: 18, type: !51, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{null}
!53 = !{!54, !56}
!54 = !DILocalVariable(name: "delay", scope: !50, file: !3, line: 19, type: !55)
!55 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!56 = !DILocalVariable(name: "cond", scope: !50, file: !3, line: 20, type: !8)
!57 = distinct !DIAssignID()
!58 = !DILocation(line: 0, scope: !50)
!59 = !DILocation(line: 20, column: 3, scope: !50)
!60 = !DILocation(line: 21, column: 3, scope: !50)
!61 = !DILocation(line: 22, column: 10, scope: !50)
!62 = !DILocation(line: 22, column: 15, scope: !50)
!63 = !DILocation(line: 22, column: 3, scope: !50)
!64 = !DILocation(line: 25, column: 5, scope: !65)
!65 = distinct !DILexicalBlock(scope: !50, file: !3, line: 22, column: 21)
!66 = distinct !{!66, !63, !67, !68}
!67 = !DILocation(line: 26, column: 3, scope: !50)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 27, column: 1, scope: !50)
!70 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 29, type: !71, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!71 = !DISubroutineType(types: !72)
!72 = !{!73, !73}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!74 = !{!75}
!75 = !DILocalVariable(name: "arg", arg: 1, scope: !70, file: !3, line: 29, type: !73)
!76 = distinct !DIAssignID()
!77 = !DILocation(line: 0, scope: !70)
!78 = !DILocation(line: 0, scope: !50, inlinedAt: !79)
!79 = distinct !DILocation(line: 30, column: 3, scope: !70)
!80 = !DILocation(line: 20, column: 3, scope: !50, inlinedAt: !79)
!81 = !DILocation(line: 21, column: 3, scope: !50, inlinedAt: !79)
!82 = !DILocation(line: 22, column: 10, scope: !50, inlinedAt: !79)
!83 = !DILocation(line: 22, column: 15, scope: !50, inlinedAt: !79)
!84 = !DILocation(line: 22, column: 3, scope: !50, inlinedAt: !79)
!85 = !DILocation(line: 25, column: 5, scope: !65, inlinedAt: !79)
!86 = distinct !{!86, !84, !87, !68}
!87 = !DILocation(line: 26, column: 3, scope: !50, inlinedAt: !79)
!88 = !DILocation(line: 27, column: 1, scope: !50, inlinedAt: !79)
!89 = !DILocation(line: 31, column: 4, scope: !70)
!90 = !DILocation(line: 32, column: 3, scope: !91)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 32, column: 3)
!92 = distinct !DILexicalBlock(scope: !70, file: !3, line: 32, column: 3)
!93 = !DILocation(line: 32, column: 3, scope: !92)
!94 = !DILocation(line: 33, column: 4, scope: !70)
!95 = !DILocation(line: 34, column: 8, scope: !70)
!96 = !DILocation(line: 35, column: 3, scope: !70)
!97 = !DISubprogram(name: "__assert_fail", scope: !98, file: !98, line: 69, type: !99, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!98 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!99 = !DISubroutineType(types: !100)
!100 = !{null, !101, !101, !55, !101}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!102 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 38, type: !103, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !105)
!103 = !DISubroutineType(types: !104)
!104 = !{!8}
!105 = !{!106, !113, !115}
!106 = !DILocalVariable(name: "t", scope: !102, file: !3, line: 39, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 128, elements: !111)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !109, line: 27, baseType: !110)
!109 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!110 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!111 = !{!112}
!112 = !DISubrange(count: 2)
!113 = !DILocalVariable(name: "i", scope: !114, file: !3, line: 40, type: !8)
!114 = distinct !DILexicalBlock(scope: !102, file: !3, line: 40, column: 3)
!115 = !DILocalVariable(name: "i", scope: !116, file: !3, line: 42, type: !8)
!116 = distinct !DILexicalBlock(scope: !102, file: !3, line: 42, column: 3)
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 0, scope: !102)
!119 = !DILocation(line: 39, column: 3, scope: !102)
!120 = !DILocation(line: 0, scope: !114)
!121 = !DILocation(line: 41, column: 5, scope: !122)
!122 = distinct !DILexicalBlock(scope: !114, file: !3, line: 40, column: 3)
!123 = !DILocation(line: 41, column: 21, scope: !122)
!124 = !DILocation(line: 0, scope: !116)
!125 = !DILocation(line: 43, column: 18, scope: !126)
!126 = distinct !DILexicalBlock(scope: !116, file: !3, line: 42, column: 3)
!127 = !{!128, !128, i64 0}
!128 = !{!"long", !45, i64 0}
!129 = !DILocation(line: 43, column: 5, scope: !126)
!130 = !DILocation(line: 45, column: 1, scope: !102)
!131 = !DILocation(line: 44, column: 3, scope: !102)
!132 = !DISubprogram(name: "pthread_create", scope: !133, file: !133, line: 202, type: !134, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!134 = !DISubroutineType(types: !135)
!135 = !{!8, !136, !138, !150, !151}
!136 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !109, line: 62, baseType: !142)
!142 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !109, line: 56, size: 448, elements: !143)
!143 = !{!144, !148}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !142, file: !109, line: 58, baseType: !145, size: 448)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 448, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 56)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !142, file: !109, line: 59, baseType: !149, size: 64)
!149 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
!152 = !DISubprogram(name: "pthread_join", scope: !133, file: !133, line: 219, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubroutineType(types: !154)
!154 = !{!8, !108, !155}
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
