; ModuleID = 'verifier_atomic_loop.c'
source_filename = "verifier_atomic_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@slots = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4, !dbg !0
@total = dso_local local_unnamed_addr global i32 0, align 4, !dbg !26
@.str = private unnamed_addr constant [40 x i8] c"total == slots[0] + slots[1] + slots[2]\00", align 1, !dbg !9
@.str.1 = private unnamed_addr constant [23 x i8] c"verifier_atomic_loop.c\00", align 1, !dbg !15
@__PRETTY_FUNCTION__.__VERIFIER_atomic_check = private unnamed_addr constant [35 x i8] c"void __VERIFIER_atomic_check(void)\00", align 1, !dbg !20

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @__VERIFIER_atomic_push(i32 noundef %0) local_unnamed_addr #0 !dbg !39 {
    #dbg_value(i32 %0, !43, !DIExpression(), !46)
    #dbg_value(i32 0, !44, !DIExpression(), !47)
  br label %5, !dbg !48

2:                                                ; preds = %5
  %3 = add nuw nsw i64 %6, 1, !dbg !49
    #dbg_value(i64 %3, !44, !DIExpression(), !47)
    #dbg_value(i64 %3, !44, !DIExpression(), !47)
  %4 = icmp eq i64 %3, 3, !dbg !51
  br i1 %4, label %11, label %5, !dbg !48, !llvm.loop !52

5:                                                ; preds = %1, %2
  %6 = phi i64 [ 0, %1 ], [ %3, %2 ]
    #dbg_value(i64 %6, !44, !DIExpression(), !47)
  %7 = getelementptr inbounds [3 x i32], ptr @slots, i64 0, i64 %6, !dbg !56
  %8 = load i32, ptr %7, align 4, !dbg !56, !tbaa !59
  %9 = icmp eq i32 %8, 0, !dbg !63
    #dbg_value(i64 %6, !44, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !47)
  br i1 %9, label %10, label %2, !dbg !64

10:                                               ; preds = %5
  store i32 %0, ptr %7, align 4, !dbg !65, !tbaa !59
  br label %11, !dbg !67

11:                                               ; preds = %2, %10
  %12 = load i32, ptr @total, align 4, !dbg !68, !tbaa !59
  %13 = add nsw i32 %12, %0, !dbg !68
  store i32 %13, ptr @total, align 4, !dbg !68, !tbaa !59
  ret void, !dbg !69
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local void @__VERIFIER_atomic_check() local_unnamed_addr #2 !dbg !70 {
  %1 = load i32, ptr @total, align 4, !dbg !73, !tbaa !59
  %2 = load i32, ptr @slots, align 4, !dbg !73, !tbaa !59
  %3 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 4), align 4, !dbg !73, !tbaa !59
  %4 = add nsw i32 %3, %2, !dbg !73
  %5 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 8), align 4, !dbg !73, !tbaa !59
  %6 = add nsw i32 %4, %5, !dbg !73
  %7 = icmp eq i32 %1, %6, !dbg !73
  br i1 %7, label %9, label %8, !dbg !76

8:                                                ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.__VERIFIER_atomic_check) #6, !dbg !73
  unreachable, !dbg !73

9:                                                ; preds = %0
  ret void, !dbg !77
}

; Function Attrs: noreturn nounwind
declare !dbg !78 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr noundef %0) #2 !dbg !84 {
    #dbg_value(ptr %0, !88, !DIExpression(), !89)
  %2 = ptrtoint ptr %0 to i64, !dbg !90
  %3 = trunc i64 %2 to i32, !dbg !91
    #dbg_value(i32 %3, !43, !DIExpression(), !92)
    #dbg_value(i32 0, !44, !DIExpression(), !94)
  br label %7, !dbg !95

4:                                                ; preds = %7
  %5 = add nuw nsw i64 %8, 1, !dbg !96
    #dbg_value(i64 %5, !44, !DIExpression(), !94)
    #dbg_value(i64 %5, !44, !DIExpression(), !94)
  %6 = icmp eq i64 %5, 3, !dbg !97
  br i1 %6, label %13, label %7, !dbg !95, !llvm.loop !98

7:                                                ; preds = %4, %1
  %8 = phi i64 [ 0, %1 ], [ %5, %4 ]
    #dbg_value(i64 %8, !44, !DIExpression(), !94)
  %9 = getelementptr inbounds [3 x i32], ptr @slots, i64 0, i64 %8, !dbg !100
  %10 = load i32, ptr %9, align 4, !dbg !100, !tbaa !59
  %11 = icmp eq i32 %10, 0, !dbg !101
    #dbg_value(i64 %8, !44, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !94)
  br i1 %11, label %12, label %4, !dbg !102

12:                                               ; preds = %7
  store i32 %3, ptr %9, align 4, !dbg !103, !tbaa !59
  br label %13, !dbg !104

13:                                               ; preds = %4, %12
  %14 = load i32, ptr @total, align 4, !dbg !105, !tbaa !59
  %15 = add nsw i32 %14, %3, !dbg !105
  store i32 %15, ptr @total, align 4, !dbg !105, !tbaa !59
  %16 = load i32, ptr @slots, align 4, !dbg !106, !tbaa !59
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 4), align 4, !dbg !106, !tbaa !59
  %18 = add nsw i32 %17, %16, !dbg !106
  %19 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 8), align 4, !dbg !106, !tbaa !59
  %20 = add nsw i32 %18, %19, !dbg !106
  %21 = icmp eq i32 %15, %20, !dbg !106
  br i1 %21, label %23, label %22, !dbg !108

22:                                               ; preds = %13
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.__VERIFIER_atomic_check) #6, !dbg !106
  unreachable, !dbg !106

23:                                               ; preds = %13
  ret ptr null, !dbg !109
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !110 {
  %1 = alloca i64, align 8, !DIAssignID !119
    #dbg_assign(i1 undef, !114, !DIExpression(), !119, ptr %1, !DIExpression(), !120)
  %2 = alloca i64, align 8, !DIAssignID !121
    #dbg_assign(i1 undef, !118, !DIExpression(), !121, ptr %2, !DIExpression(), !120)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !122
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !122
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #7, !dbg !123
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #7, !dbg !124
  %5 = load i32, ptr @total, align 4, !dbg !125, !tbaa !59
  %6 = load i32, ptr @slots, align 4, !dbg !125, !tbaa !59
  %7 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 4), align 4, !dbg !125, !tbaa !59
  %8 = add nsw i32 %7, %6, !dbg !125
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 8), align 4, !dbg !125, !tbaa !59
  %10 = add nsw i32 %8, %9, !dbg !125
  %11 = icmp eq i32 %5, %10, !dbg !125
  br i1 %11, label %13, label %12, !dbg !127

12:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.__VERIFIER_atomic_check) #6, !dbg !125
  unreachable, !dbg !125

13:                                               ; preds = %0
  %14 = load i64, ptr %1, align 8, !dbg !128, !tbaa !129
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null) #7, !dbg !131
  %16 = load i64, ptr %2, align 8, !dbg !132, !tbaa !129
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null) #7, !dbg !133
  %18 = load i32, ptr @total, align 4, !dbg !134, !tbaa !59
  %19 = load i32, ptr @slots, align 4, !dbg !134, !tbaa !59
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 4), align 4, !dbg !134, !tbaa !59
  %21 = add nsw i32 %20, %19, !dbg !134
  %22 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 8), align 4, !dbg !134, !tbaa !59
  %23 = add nsw i32 %21, %22, !dbg !134
  %24 = icmp eq i32 %18, %23, !dbg !134
  br i1 %24, label %26, label %25, !dbg !136

25:                                               ; preds = %13
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.__VERIFIER_atomic_check) #6, !dbg !134
  unreachable, !dbg !134

26:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !137
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !137
  ret i32 0, !dbg !138
}

; Function Attrs: nounwind
declare !dbg !139 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !158 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "slots", scope: !2, file: !3, line: 8, type: !28, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "verifier_atomic_loop.c", directory: ".", checksumkind: CSK_MD5, checksum: "011cde7c9121ba8411bc371652f1402a")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!9, !15, !20, !0, !26}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 40)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 184, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 23)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 280, elements: !24)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!24 = !{!25}
!25 = !DISubrange(count: 35)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 96, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 3)
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "__VERIFIER_atomic_push", scope: !3, file: !3, line: 11, type: !40, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !5}
!42 = !{!43, !44}
!43 = !DILocalVariable(name: "v", arg: 1, scope: !39, file: !3, line: 11, type: !5)
!44 = !DILocalVariable(name: "i", scope: !45, file: !3, line: 12, type: !5)
!45 = distinct !DILexicalBlock(scope: !39, file: !3, line: 12, column: 3)
!46 = !DILocation(line: 0, scope: !39)
!47 = !DILocation(line: 0, scope: !45)
!48 = !DILocation(line: 12, column: 3, scope: !45)
!49 = !DILocation(line: 12, column: 27, scope: !50)
!50 = distinct !DILexicalBlock(scope: !45, file: !3, line: 12, column: 3)
!51 = !DILocation(line: 12, column: 21, scope: !50)
!52 = distinct !{!52, !48, !53, !54, !55}
!53 = !DILocation(line: 17, column: 3, scope: !45)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = !DILocation(line: 13, column: 9, scope: !57)
!57 = distinct !DILexicalBlock(scope: !58, file: !3, line: 13, column: 9)
!58 = distinct !DILexicalBlock(scope: !50, file: !3, line: 12, column: 31)
!59 = !{!60, !60, i64 0}
!60 = !{!"int", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocation(line: 13, column: 18, scope: !57)
!64 = !DILocation(line: 13, column: 9, scope: !58)
!65 = !DILocation(line: 14, column: 16, scope: !66)
!66 = distinct !DILexicalBlock(scope: !57, file: !3, line: 13, column: 24)
!67 = !DILocation(line: 15, column: 7, scope: !66)
!68 = !DILocation(line: 18, column: 9, scope: !39)
!69 = !DILocation(line: 19, column: 1, scope: !39)
!70 = distinct !DISubprogram(name: "__VERIFIER_atomic_check", scope: !3, file: !3, line: 21, type: !71, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!71 = !DISubroutineType(types: !72)
!72 = !{null}
!73 = !DILocation(line: 21, column: 38, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 21, column: 38)
!75 = distinct !DILexicalBlock(scope: !70, file: !3, line: 21, column: 38)
!76 = !DILocation(line: 21, column: 38, scope: !75)
!77 = !DILocation(line: 21, column: 87, scope: !70)
!78 = !DISubprogram(name: "__assert_fail", scope: !79, file: !79, line: 69, type: !80, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!79 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!80 = !DISubroutineType(types: !81)
!81 = !{null, !82, !82, !83, !82}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!83 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!84 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 23, type: !85, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!7, !7}
!87 = !{!88}
!88 = !DILocalVariable(name: "arg", arg: 1, scope: !84, file: !3, line: 23, type: !7)
!89 = !DILocation(line: 0, scope: !84)
!90 = !DILocation(line: 24, column: 31, scope: !84)
!91 = !DILocation(line: 24, column: 26, scope: !84)
!92 = !DILocation(line: 0, scope: !39, inlinedAt: !93)
!93 = distinct !DILocation(line: 24, column: 3, scope: !84)
!94 = !DILocation(line: 0, scope: !45, inlinedAt: !93)
!95 = !DILocation(line: 12, column: 3, scope: !45, inlinedAt: !93)
!96 = !DILocation(line: 12, column: 27, scope: !50, inlinedAt: !93)
!97 = !DILocation(line: 12, column: 21, scope: !50, inlinedAt: !93)
!98 = distinct !{!98, !95, !99, !54, !55}
!99 = !DILocation(line: 17, column: 3, scope: !45, inlinedAt: !93)
!100 = !DILocation(line: 13, column: 9, scope: !57, inlinedAt: !93)
!101 = !DILocation(line: 13, column: 18, scope: !57, inlinedAt: !93)
!102 = !DILocation(line: 13, column: 9, scope: !58, inlinedAt: !93)
!103 = !DILocation(line: 14, column: 16, scope: !66, inlinedAt: !93)
!104 = !DILocation(line: 15, column: 7, scope: !66, inlinedAt: !93)
!105 = !DILocation(line: 18, column: 9, scope: !39, inlinedAt: !93)
!106 = !DILocation(line: 21, column: 38, scope: !74, inlinedAt: !107)
!107 = distinct !DILocation(line: 25, column: 3, scope: !84)
!108 = !DILocation(line: 21, column: 38, scope: !75, inlinedAt: !107)
!109 = !DILocation(line: 26, column: 3, scope: !84)
!110 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !111, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!5}
!113 = !{!114, !118}
!114 = !DILocalVariable(name: "a", scope: !110, file: !3, line: 30, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !116, line: 27, baseType: !117)
!116 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!117 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!118 = !DILocalVariable(name: "b", scope: !110, file: !3, line: 30, type: !115)
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !110)
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 30, column: 3, scope: !110)
!123 = !DILocation(line: 31, column: 3, scope: !110)
!124 = !DILocation(line: 32, column: 3, scope: !110)
!125 = !DILocation(line: 21, column: 38, scope: !74, inlinedAt: !126)
!126 = distinct !DILocation(line: 33, column: 3, scope: !110)
!127 = !DILocation(line: 21, column: 38, scope: !75, inlinedAt: !126)
!128 = !DILocation(line: 34, column: 16, scope: !110)
!129 = !{!130, !130, i64 0}
!130 = !{!"long", !61, i64 0}
!131 = !DILocation(line: 34, column: 3, scope: !110)
!132 = !DILocation(line: 35, column: 16, scope: !110)
!133 = !DILocation(line: 35, column: 3, scope: !110)
!134 = !DILocation(line: 21, column: 38, scope: !74, inlinedAt: !135)
!135 = distinct !DILocation(line: 36, column: 3, scope: !110)
!136 = !DILocation(line: 21, column: 38, scope: !75, inlinedAt: !135)
!137 = !DILocation(line: 38, column: 1, scope: !110)
!138 = !DILocation(line: 37, column: 3, scope: !110)
!139 = !DISubprogram(name: "pthread_create", scope: !140, file: !140, line: 202, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!141 = !DISubroutineType(types: !142)
!142 = !{!5, !143, !145, !156, !157}
!143 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !116, line: 62, baseType: !149)
!149 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !116, line: 56, size: 448, elements: !150)
!150 = !{!151, !155}
!151 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !149, file: !116, line: 58, baseType: !152, size: 448)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 448, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 56)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !149, file: !116, line: 59, baseType: !6, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)
!158 = !DISubprogram(name: "pthread_join", scope: !140, file: !140, line: 219, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{!5, !115, !161}
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
