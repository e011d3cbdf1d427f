; ModuleID = 'dekker_weak.c'
source_filename = "dekker_weak.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@wants = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !0
@turn = dso_local global i32 0, align 4, !dbg !20
@in_cs = dso_local global i32 0, align 4, !dbg !24
@.str = private unnamed_addr constant [56 x i8] c"atomic_load_explicit(&in_cs, memory_order_relaxed) == 1\00", align 1, !dbg !28
@.str.1 = private unnamed_addr constant [14 x i8] c"dekker_weak.c\00", align 1, !dbg !34
@__PRETTY_FUNCTION__.critical = private unnamed_addr constant [20 x i8] c"void critical(void)\00", align 1, !dbg !39

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !56 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !69
    #dbg_assign(i1 undef, !60, !DIExpression(), !69, ptr %1, !DIExpression(), !70)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #5, !dbg !71
    #dbg_value(i64 0, !65, !DIExpression(), !72)
    #dbg_value(i64 0, !65, !DIExpression(), !72)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !73
    #dbg_value(i64 1, !65, !DIExpression(), !72)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !75
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #5, !dbg !73
    #dbg_value(i64 2, !65, !DIExpression(), !72)
    #dbg_value(i64 0, !67, !DIExpression(), !76)
  %5 = load i64, ptr %1, align 16, !dbg !77, !tbaa !79
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !83
    #dbg_value(i64 1, !67, !DIExpression(), !76)
  %7 = load i64, ptr %3, align 8, !dbg !77, !tbaa !79
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !83
    #dbg_value(i64 2, !67, !DIExpression(), !76)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5, !dbg !84
  ret i32 0, !dbg !85
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !86 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @worker(ptr noundef %0) #0 !dbg !104 {
    #dbg_value(ptr %0, !106, !DIExpression(), !110)
  %2 = ptrtoint ptr %0 to i64, !dbg !111
  %3 = trunc i64 %2 to i32, !dbg !112
    #dbg_value(i32 %3, !107, !DIExpression(), !110)
    #dbg_value(i32 0, !108, !DIExpression(), !113)
  %4 = sub nsw i32 1, %3
  %5 = shl i64 %2, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds [2 x i32], ptr @wants, i64 0, i64 %6
    #dbg_value(i32 0, !108, !DIExpression(), !113)
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds [2 x i32], ptr @wants, i64 0, i64 %8
    #dbg_value(i32 0, !108, !DIExpression(), !113)
    #dbg_value(i32 %3, !114, !DIExpression(), !120)
    #dbg_value(i32 %4, !119, !DIExpression(), !120)
  store volatile i32 1, ptr %7, align 4, !dbg !124, !tbaa !125
  %10 = load volatile i32, ptr %9, align 4, !dbg !127, !tbaa !125
  %11 = icmp eq i32 %10, 0, !dbg !128
  br i1 %11, label %23, label %12, !dbg !128

12:                                               ; preds = %1, %20
  %13 = load volatile i32, ptr @turn, align 4, !dbg !129, !tbaa !125
  %14 = icmp eq i32 %13, %3, !dbg !132
  br i1 %14, label %20, label %15, !dbg !133

15:                                               ; preds = %12
  store volatile i32 0, ptr %7, align 4, !dbg !134, !tbaa !125
  br label %16, !dbg !136

16:                                               ; preds = %16, %15
  %17 = load volatile i32, ptr @turn, align 4, !dbg !137, !tbaa !125
  %18 = icmp eq i32 %17, %3, !dbg !138
  br i1 %18, label %19, label %16, !dbg !136, !llvm.loop !139

19:                                               ; preds = %16
  store volatile i32 1, ptr %7, align 4, !dbg !142, !tbaa !125
  br label %20, !dbg !143

20:                                               ; preds = %19, %12
  %21 = load volatile i32, ptr %9, align 4, !dbg !127, !tbaa !125
  %22 = icmp eq i32 %21, 0, !dbg !128
  br i1 %22, label %23, label %12, !dbg !128, !llvm.loop !144

23:                                               ; preds = %20, %1
  %24 = atomicrmw add ptr @in_cs, i32 1 monotonic, align 4, !dbg !146
  %25 = load atomic i32, ptr @in_cs monotonic, align 4, !dbg !151
  %26 = icmp eq i32 %25, 1, !dbg !151
  br i1 %26, label %28, label %27, !dbg !154

27:                                               ; preds = %43, %23
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 76, ptr noundef nonnull @__PRETTY_FUNCTION__.critical) #6, !dbg !151
  unreachable, !dbg !151

28:                                               ; preds = %23
  %29 = atomicrmw sub ptr @in_cs, i32 1 monotonic, align 4, !dbg !155
    #dbg_value(i32 %3, !156, !DIExpression(), !159)
  store volatile i32 %4, ptr @turn, align 4, !dbg !161, !tbaa !125
  store volatile i32 0, ptr %7, align 4, !dbg !162, !tbaa !125
    #dbg_value(i32 1, !108, !DIExpression(), !113)
    #dbg_value(i32 %3, !114, !DIExpression(), !120)
    #dbg_value(i32 %4, !119, !DIExpression(), !120)
  store volatile i32 1, ptr %7, align 4, !dbg !124, !tbaa !125
  %30 = load volatile i32, ptr %9, align 4, !dbg !127, !tbaa !125
  %31 = icmp eq i32 %30, 0, !dbg !128
  br i1 %31, label %43, label %32, !dbg !128

32:                                               ; preds = %28, %40
  %33 = load volatile i32, ptr @turn, align 4, !dbg !129, !tbaa !125
  %34 = icmp eq i32 %33, %3, !dbg !132
  br i1 %34, label %40, label %35, !dbg !133

35:                                               ; preds = %32
  store volatile i32 0, ptr %7, align 4, !dbg !134, !tbaa !125
  br label %36, !dbg !136

36:                                               ; preds = %36, %35
  %37 = load volatile i32, ptr @turn, align 4, !dbg !137, !tbaa !125
  %38 = icmp eq i32 %37, %3, !dbg !138
  br i1 %38, label %39, label %36, !dbg !136, !llvm.loop !139

39:                                               ; preds = %36
  store volatile i32 1, ptr %7, align 4, !dbg !142, !tbaa !125
  br label %40, !dbg !143

40:                                               ; preds = %39, %32
  %41 = load volatile i32, ptr %9, align 4, !dbg !127, !tbaa !125
  %42 = icmp eq i32 %41, 0, !dbg !128
  br i1 %42, label %43, label %32, !dbg !128, !llvm.loop !144

43:                                               ; preds = %40, %28
  %44 = atomicrmw add ptr @in_cs, i32 1 monotonic, align 4, !dbg !146
  %45 = load atomic i32, ptr @in_cs monotonic, align 4, !dbg !151
  %46 = icmp eq i32 %45, 1, !dbg !151
  br i1 %46, label %47, label %27, !dbg !154

47:                                               ; preds = %43
  %48 = atomicrmw sub ptr @in_cs, i32 1 monotonic, align 4, !dbg !155
    #dbg_value(i32 %3, !156, !DIExpression(), !159)
  store volatile i32 %4, ptr @turn, align 4, !dbg !161, !tbaa !125
  store volatile i32 0, ptr %7, align 4, !dbg !162, !tbaa !125
    #dbg_value(i32 2, !108, !DIExpression(), !113)
  ret ptr null, !dbg !163
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !164 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !168 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "wants", scope: !2, file: !3, line: 47, type: !45, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !19, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dekker_weak.c", directory: ".", checksumkind: CSK_MD5, checksum: "009f045019c2faab6f2f5a93445279c4")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !17, !18}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !{!0, !20, !24, !28, !34, !39}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "turn", scope: !2, file: !3, line: 48, type: !22, isLocal: false, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "var_t", file: !3, line: 36, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !17)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "in_cs", scope: !2, file: !3, line: 49, type: !26, isLocal: false, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !17)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 448, elements: !32)
!31 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!32 = !{!33}
!33 = !DISubrange(count: 56)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 112, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 14)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 160, elements: !43)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!43 = !{!44}
!44 = !DISubrange(count: 20)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 2)
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 91, type: !57, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!17}
!59 = !{!60, !65, !67}
!60 = !DILocalVariable(name: "t", scope: !56, file: !3, line: 93, type: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 128, elements: !46)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !63, line: 27, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DILocalVariable(name: "i", scope: !66, file: !3, line: 94, type: !18)
!66 = distinct !DILexicalBlock(scope: !56, file: !3, line: 94, column: 5)
!67 = !DILocalVariable(name: "i", scope: !68, file: !3, line: 96, type: !17)
!68 = distinct !DILexicalBlock(scope: !56, file: !3, line: 96, column: 5)
!69 = distinct !DIAssignID()
!70 = !DILocation(line: 0, scope: !56)
!71 = !DILocation(line: 93, column: 5, scope: !56)
!72 = !DILocation(line: 0, scope: !66)
!73 = !DILocation(line: 95, column: 9, scope: !74)
!74 = distinct !DILexicalBlock(scope: !66, file: !3, line: 94, column: 5)
!75 = !DILocation(line: 95, column: 25, scope: !74)
!76 = !DILocation(line: 0, scope: !68)
!77 = !DILocation(line: 97, column: 22, scope: !78)
!78 = distinct !DILexicalBlock(scope: !68, file: !3, line: 96, column: 5)
!79 = !{!80, !80, i64 0}
!80 = !{!"long", !81, i64 0}
!81 = !{!"omnipotent char", !82, i64 0}
!82 = !{!"Simple C/C++ TBAA"}
!83 = !DILocation(line: 97, column: 9, scope: !78)
!84 = !DILocation(line: 99, column: 1, scope: !56)
!85 = !DILocation(line: 98, column: 5, scope: !56)
!86 = !DISubprogram(name: "pthread_create", scope: !87, file: !87, line: 202, type: !88, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!88 = !DISubroutineType(types: !89)
!89 = !{!17, !90, !92, !100, !103}
!90 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !63, line: 62, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !63, line: 56, size: 448, elements: !97)
!97 = !{!98, !99}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !96, file: !63, line: 58, baseType: !30, size: 448)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !96, file: !63, line: 59, baseType: !18, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DISubroutineType(types: !102)
!102 = !{!16, !16}
!103 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!104 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 80, type: !101, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !105)
!105 = !{!106, !107, !108}
!106 = !DILocalVariable(name: "arg", arg: 1, scope: !104, file: !3, line: 80, type: !16)
!107 = !DILocalVariable(name: "self", scope: !104, file: !3, line: 82, type: !17)
!108 = !DILocalVariable(name: "i", scope: !109, file: !3, line: 83, type: !17)
!109 = distinct !DILexicalBlock(scope: !104, file: !3, line: 83, column: 5)
!110 = !DILocation(line: 0, scope: !104)
!111 = !DILocation(line: 82, column: 21, scope: !104)
!112 = !DILocation(line: 82, column: 16, scope: !104)
!113 = !DILocation(line: 0, scope: !109)
!114 = !DILocalVariable(name: "self", arg: 1, scope: !115, file: !3, line: 51, type: !17)
!115 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 51, type: !116, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !17}
!118 = !{!114, !119}
!119 = !DILocalVariable(name: "other", scope: !115, file: !3, line: 53, type: !17)
!120 = !DILocation(line: 0, scope: !115, inlinedAt: !121)
!121 = distinct !DILocation(line: 84, column: 9, scope: !122)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 83, column: 37)
!123 = distinct !DILexicalBlock(scope: !109, file: !3, line: 83, column: 5)
!124 = !DILocation(line: 54, column: 5, scope: !115, inlinedAt: !121)
!125 = !{!126, !126, i64 0}
!126 = !{!"int", !81, i64 0}
!127 = !DILocation(line: 56, column: 12, scope: !115, inlinedAt: !121)
!128 = !DILocation(line: 56, column: 5, scope: !115, inlinedAt: !121)
!129 = !DILocation(line: 57, column: 13, scope: !130, inlinedAt: !121)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 57, column: 13)
!131 = distinct !DILexicalBlock(scope: !115, file: !3, line: 56, column: 32)
!132 = !DILocation(line: 57, column: 24, scope: !130, inlinedAt: !121)
!133 = !DILocation(line: 57, column: 13, scope: !131, inlinedAt: !121)
!134 = !DILocation(line: 58, column: 13, scope: !135, inlinedAt: !121)
!135 = distinct !DILexicalBlock(scope: !130, file: !3, line: 57, column: 33)
!136 = !DILocation(line: 59, column: 13, scope: !135, inlinedAt: !121)
!137 = !DILocation(line: 59, column: 20, scope: !135, inlinedAt: !121)
!138 = !DILocation(line: 59, column: 31, scope: !135, inlinedAt: !121)
!139 = distinct !{!139, !136, !140, !141}
!140 = !DILocation(line: 60, column: 17, scope: !135, inlinedAt: !121)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 61, column: 13, scope: !135, inlinedAt: !121)
!143 = !DILocation(line: 63, column: 9, scope: !135, inlinedAt: !121)
!144 = distinct !{!144, !128, !145, !141}
!145 = !DILocation(line: 64, column: 5, scope: !115, inlinedAt: !121)
!146 = !DILocation(line: 75, column: 5, scope: !147, inlinedAt: !150)
!147 = distinct !DISubprogram(name: "critical", scope: !3, file: !3, line: 73, type: !148, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!148 = !DISubroutineType(types: !149)
!149 = !{null}
!150 = distinct !DILocation(line: 85, column: 9, scope: !122)
!151 = !DILocation(line: 76, column: 5, scope: !152, inlinedAt: !150)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 76, column: 5)
!153 = distinct !DILexicalBlock(scope: !147, file: !3, line: 76, column: 5)
!154 = !DILocation(line: 76, column: 5, scope: !153, inlinedAt: !150)
!155 = !DILocation(line: 77, column: 5, scope: !147, inlinedAt: !150)
!156 = !DILocalVariable(name: "self", arg: 1, scope: !157, file: !3, line: 67, type: !17)
!157 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 67, type: !116, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !158)
!158 = !{!156}
!159 = !DILocation(line: 0, scope: !157, inlinedAt: !160)
!160 = distinct !DILocation(line: 86, column: 9, scope: !122)
!161 = !DILocation(line: 69, column: 5, scope: !157, inlinedAt: !160)
!162 = !DILocation(line: 70, column: 5, scope: !157, inlinedAt: !160)
!163 = !DILocation(line: 88, column: 5, scope: !104)
!164 = !DISubprogram(name: "pthread_join", scope: !87, file: !87, line: 219, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{!17, !62, !167}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!168 = !DISubprogram(name: "__assert_fail", scope: !169, file: !169, line: 69, type: !170, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!169 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!170 = !DISubroutineType(types: !171)
!171 = !{null, !172, !172, !7, !172}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
