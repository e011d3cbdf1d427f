; ModuleID = 'verifier_atomic_loop_bad.c'
source_filename = "verifier_atomic_loop_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@slots = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4, !dbg !0
@total = dso_local local_unnamed_addr global i32 0, align 4, !dbg !26
@.str = private unnamed_addr constant [40 x i8] c"total == slots[0] + slots[1] + slots[2]\00", align 1, !dbg !9
@.str.1 = private unnamed_addr constant [27 x i8] c"verifier_atomic_loop_bad.c\00", align 1, !dbg !15
@__PRETTY_FUNCTION__.__VERIFIER_atomic_check = private unnamed_addr constant [35 x i8] c"void __VERIFIER_atomic_check(void)\00", align 1, !dbg !20

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define dso_local void @push(i32 noundef %0) local_unnamed_addr #0 !dbg !39 {
    #dbg_value(i32 %0, !43, !DIExpression(), !46)
    #dbg_value(i32 0, !44, !DIExpression(), !47)
    #dbg_value(i64 0, !44, !DIExpression(), !47)
  %2 = load i32, ptr @slots, align 4, !dbg !48, !tbaa !52
  %3 = icmp eq i32 %2, 0, !dbg !56
    #dbg_value(i64 0, !44, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !47)
  br i1 %3, label %10, label %4, !dbg !57

4:                                                ; preds = %1
    #dbg_value(i64 1, !44, !DIExpression(), !47)
  %5 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 4), align 4, !dbg !48, !tbaa !52
  %6 = icmp eq i32 %5, 0, !dbg !56
    #dbg_value(i64 1, !44, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !47)
  br i1 %6, label %10, label %7, !dbg !57

7:                                                ; preds = %4
    #dbg_value(i64 2, !44, !DIExpression(), !47)
  %8 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 8), align 4, !dbg !48, !tbaa !52
  %9 = icmp eq i32 %8, 0, !dbg !56
    #dbg_value(i64 2, !44, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !47)
  br i1 %9, label %10, label %12, !dbg !57

10:                                               ; preds = %7, %4, %1
  %11 = phi ptr [ @slots, %1 ], [ getelementptr inbounds (i8, ptr @slots, i64 4), %4 ], [ getelementptr inbounds (i8, ptr @slots, i64 8), %7 ], !dbg !48
  store i32 %0, ptr %11, align 4, !dbg !58, !tbaa !52
  br label %12, !dbg !60

12:                                               ; preds = %7, %10
  %13 = load i32, ptr @total, align 4, !dbg !61, !tbaa !52
  %14 = add nsw i32 %13, %0, !dbg !61
  store i32 %14, ptr @total, align 4, !dbg !61, !tbaa !52
  ret void, !dbg !62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local void @__VERIFIER_atomic_check() local_unnamed_addr #2 !dbg !63 {
  %1 = load i32, ptr @total, align 4, !dbg !66, !tbaa !52
  %2 = load i32, ptr @slots, align 4, !dbg !66, !tbaa !52
  %3 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 4), align 4, !dbg !66, !tbaa !52
  %4 = add nsw i32 %3, %2, !dbg !66
  %5 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 8), align 4, !dbg !66, !tbaa !52
  %6 = add nsw i32 %4, %5, !dbg !66
  %7 = icmp eq i32 %1, %6, !dbg !66
  br i1 %7, label %9, label %8, !dbg !69

8:                                                ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 22, ptr noundef nonnull @__PRETTY_FUNCTION__.__VERIFIER_atomic_check) #6, !dbg !66
  unreachable, !dbg !66

9:                                                ; preds = %0
  ret void, !dbg !70
}

; Function Attrs: noreturn nounwind
declare !dbg !71 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr noundef %0) #2 !dbg !77 {
    #dbg_value(ptr %0, !81, !DIExpression(), !82)
  %2 = ptrtoint ptr %0 to i64, !dbg !83
  %3 = trunc i64 %2 to i32, !dbg !84
    #dbg_value(i32 %3, !43, !DIExpression(), !85)
    #dbg_value(i32 0, !44, !DIExpression(), !87)
    #dbg_value(i64 0, !44, !DIExpression(), !87)
  %4 = load i32, ptr @slots, align 4, !dbg !88, !tbaa !52
  %5 = icmp eq i32 %4, 0, !dbg !89
    #dbg_value(i64 0, !44, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !87)
  br i1 %5, label %12, label %6, !dbg !90

6:                                                ; preds = %1
    #dbg_value(i64 1, !44, !DIExpression(), !87)
  %7 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 4), align 4, !dbg !88, !tbaa !52
  %8 = icmp eq i32 %7, 0, !dbg !89
    #dbg_value(i64 1, !44, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !87)
  br i1 %8, label %12, label %9, !dbg !90

9:                                                ; preds = %6
    #dbg_value(i64 2, !44, !DIExpression(), !87)
  %10 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 8), align 4, !dbg !88, !tbaa !52
  %11 = icmp eq i32 %10, 0, !dbg !89
    #dbg_value(i64 2, !44, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !87)
  br i1 %11, label %12, label %17, !dbg !90

12:                                               ; preds = %9, %6, %1
  %13 = phi ptr [ @slots, %1 ], [ getelementptr inbounds (i8, ptr @slots, i64 4), %6 ], [ getelementptr inbounds (i8, ptr @slots, i64 8), %9 ], !dbg !88
  store i32 %3, ptr %13, align 4, !dbg !91, !tbaa !52
  %14 = load i32, ptr @slots, align 4, !dbg !92, !tbaa !52
  %15 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 4), align 4, !dbg !92, !tbaa !52
  %16 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 8), align 4, !dbg !92, !tbaa !52
  br label %17, !dbg !94

17:                                               ; preds = %9, %12
  %18 = phi i32 [ %10, %9 ], [ %16, %12 ], !dbg !92
  %19 = phi i32 [ %7, %9 ], [ %15, %12 ], !dbg !92
  %20 = phi i32 [ %4, %9 ], [ %14, %12 ], !dbg !92
  %21 = load i32, ptr @total, align 4, !dbg !95, !tbaa !52
  %22 = add nsw i32 %21, %3, !dbg !95
  store i32 %22, ptr @total, align 4, !dbg !95, !tbaa !52
  %23 = add nsw i32 %19, %20, !dbg !92
  %24 = add nsw i32 %23, %18, !dbg !92
  %25 = icmp eq i32 %22, %24, !dbg !92
  br i1 %25, label %27, label %26, !dbg !96

26:                                               ; preds = %17
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 22, ptr noundef nonnull @__PRETTY_FUNCTION__.__VERIFIER_atomic_check) #6, !dbg !92
  unreachable, !dbg !92

27:                                               ; preds = %17
  ret ptr null, !dbg !97
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !98 {
  %1 = alloca i64, align 8, !DIAssignID !107
    #dbg_assign(i1 undef, !102, !DIExpression(), !107, ptr %1, !DIExpression(), !108)
  %2 = alloca i64, align 8, !DIAssignID !109
    #dbg_assign(i1 undef, !106, !DIExpression(), !109, ptr %2, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !110
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !110
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #7, !dbg !111
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #7, !dbg !112
  %5 = load i32, ptr @total, align 4, !dbg !113, !tbaa !52
  %6 = load i32, ptr @slots, align 4, !dbg !113, !tbaa !52
  %7 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 4), align 4, !dbg !113, !tbaa !52
  %8 = add nsw i32 %7, %6, !dbg !113
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 8), align 4, !dbg !113, !tbaa !52
  %10 = add nsw i32 %8, %9, !dbg !113
  %11 = icmp eq i32 %5, %10, !dbg !113
  br i1 %11, label %13, label %12, !dbg !115

12:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 22, ptr noundef nonnull @__PRETTY_FUNCTION__.__VERIFIER_atomic_check) #6, !dbg !113
  unreachable, !dbg !113

13:                                               ; preds = %0
  %14 = load i64, ptr %1, align 8, !dbg !116, !tbaa !117
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null) #7, !dbg !119
  %16 = load i64, ptr %2, align 8, !dbg !120, !tbaa !117
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null) #7, !dbg !121
  %18 = load i32, ptr @total, align 4, !dbg !122, !tbaa !52
  %19 = load i32, ptr @slots, align 4, !dbg !122, !tbaa !52
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 4), align 4, !dbg !122, !tbaa !52
  %21 = add nsw i32 %20, %19, !dbg !122
  %22 = load i32, ptr getelementptr inbounds (i8, ptr @slots, i64 8), align 4, !dbg !122, !tbaa !52
  %23 = add nsw i32 %21, %22, !dbg !122
  %24 = icmp eq i32 %18, %23, !dbg !122
  br i1 %24, label %26, label %25, !dbg !124

25:                                               ; preds = %13
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 22, ptr noundef nonnull @__PRETTY_FUNCTION__.__VERIFIER_atomic_check) #6, !dbg !122
  unreachable, !dbg !122

26:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !125
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !125
  ret i32 0, !dbg !126
}

; Function Attrs: nounwind
declare !dbg !127 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !146 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!3 = !DIFile(filename: "verifier_atomic_loop_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "290fae6e14e352285be5096c868d439f")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!9, !15, !20, !0, !26}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 40)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 216, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 27)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !22, isLocal: true, isDefinition: true)
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
!39 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 11, type: !40, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !5}
!42 = !{!43, !44}
!43 = !DILocalVariable(name: "v", arg: 1, scope: !39, file: !3, line: 11, type: !5)
!44 = !DILocalVariable(name: "i", scope: !45, file: !3, line: 12, type: !5)
!45 = distinct !DILexicalBlock(scope: !39, file: !3, line: 12, column: 3)
!46 = !DILocation(line: 0, scope: !39)
!47 = !DILocation(line: 0, scope: !45)
!48 = !DILocation(line: 13, column: 9, scope: !49)
!49 = distinct !DILexicalBlock(scope: !50, file: !3, line: 13, column: 9)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 12, column: 31)
!51 = distinct !DILexicalBlock(scope: !45, file: !3, line: 12, column: 3)
!52 = !{!53, !53, i64 0}
!53 = !{!"int", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 13, column: 18, scope: !49)
!57 = !DILocation(line: 13, column: 9, scope: !50)
!58 = !DILocation(line: 14, column: 16, scope: !59)
!59 = distinct !DILexicalBlock(scope: !49, file: !3, line: 13, column: 24)
!60 = !DILocation(line: 15, column: 7, scope: !59)
!61 = !DILocation(line: 18, column: 9, scope: !39)
!62 = !DILocation(line: 19, column: 1, scope: !39)
!63 = distinct !DISubprogram(name: "__VERIFIER_atomic_check", scope: !3, file: !3, line: 21, type: !64, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!64 = !DISubroutineType(types: !65)
!65 = !{null}
!66 = !DILocation(line: 22, column: 3, scope: !67)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 22, column: 3)
!68 = distinct !DILexicalBlock(scope: !63, file: !3, line: 22, column: 3)
!69 = !DILocation(line: 22, column: 3, scope: !68)
!70 = !DILocation(line: 23, column: 1, scope: !63)
!71 = !DISubprogram(name: "__assert_fail", scope: !72, file: !72, line: 69, type: !73, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!72 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!73 = !DISubroutineType(types: !74)
!74 = !{null, !75, !75, !76, !75}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 25, type: !78, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!7, !7}
!80 = !{!81}
!81 = !DILocalVariable(name: "arg", arg: 1, scope: !77, file: !3, line: 25, type: !7)
!82 = !DILocation(line: 0, scope: !77)
!83 = !DILocation(line: 26, column: 13, scope: !77)
!84 = !DILocation(line: 26, column: 8, scope: !77)
!85 = !DILocation(line: 0, scope: !39, inlinedAt: !86)
!86 = distinct !DILocation(line: 26, column: 3, scope: !77)
!87 = !DILocation(line: 0, scope: !45, inlinedAt: !86)
!88 = !DILocation(line: 13, column: 9, scope: !49, inlinedAt: !86)
!89 = !DILocation(line: 13, column: 18, scope: !49, inlinedAt: !86)
!90 = !DILocation(line: 13, column: 9, scope: !50, inlinedAt: !86)
!91 = !DILocation(line: 14, column: 16, scope: !59, inlinedAt: !86)
!92 = !DILocation(line: 22, column: 3, scope: !67, inlinedAt: !93)
!93 = distinct !DILocation(line: 27, column: 3, scope: !77)
!94 = !DILocation(line: 15, column: 7, scope: !59, inlinedAt: !86)
!95 = !DILocation(line: 18, column: 9, scope: !39, inlinedAt: !86)
!96 = !DILocation(line: 22, column: 3, scope: !68, inlinedAt: !93)
!97 = !DILocation(line: 28, column: 3, scope: !77)
!98 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !99, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!99 = !DISubroutineType(types: !100)
!100 = !{!5}
!101 = !{!102, !106}
!102 = !DILocalVariable(name: "a", scope: !98, file: !3, line: 32, type: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !104, line: 27, baseType: !105)
!104 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!105 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!106 = !DILocalVariable(name: "b", scope: !98, file: !3, line: 32, type: !103)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 0, scope: !98)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 32, column: 3, scope: !98)
!111 = !DILocation(line: 33, column: 3, scope: !98)
!112 = !DILocation(line: 34, column: 3, scope: !98)
!113 = !DILocation(line: 22, column: 3, scope: !67, inlinedAt: !114)
!114 = distinct !DILocation(line: 35, column: 3, scope: !98)
!115 = !DILocation(line: 22, column: 3, scope: !68, inlinedAt: !114)
!116 = !DILocation(line: 36, column: 16, scope: !98)
!117 = !{!118, !118, i64 0}
!118 = !{!"long", !54, i64 0}
!119 = !DILocation(line: 36, column: 3, scope: !98)
!120 = !DILocation(line: 37, column: 16, scope: !98)
!121 = !DILocation(line: 37, column: 3, scope: !98)
!122 = !DILocation(line: 22, column: 3, scope: !67, inlinedAt: !123)
!123 = distinct !DILocation(line: 38, column: 3, scope: !98)
!124 = !DILocation(line: 22, column: 3, scope: !68, inlinedAt: !123)
!125 = !DILocation(line: 40, column: 1, scope: !98)
!126 = !DILocation(line: 39, column: 3, scope: !98)
!127 = !DISubprogram(name: "pthread_create", scope: !128, file: !128, line: 202, type: !129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!129 = !DISubroutineType(types: !130)
!130 = !{!5, !131, !133, !144, !145}
!131 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !104, line: 62, baseType: !137)
!137 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !104, line: 56, size: 448, elements: !138)
!138 = !{!139, !143}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !137, file: !104, line: 58, baseType: !140, size: 448)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 448, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 56)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !137, file: !104, line: 59, baseType: !6, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)
!146 = !DISubprogram(name: "pthread_join", scope: !128, file: !128, line: 219, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(types: !148)
!148 = !{!5, !103, !149}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
