; ModuleID = 'dekker.c'
source_filename = "dekker.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@count = dso_local global i32 0, align 4, !dbg !0
@wants = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !9
@turn = dso_local local_unnamed_addr global i32 0, align 4, !dbg !17
@.str = private unnamed_addr constant [25 x i8] c"atomic_load(&count) == 1\00", align 1, !dbg !19
@.str.1 = private unnamed_addr constant [9 x i8] c"dekker.c\00", align 1, !dbg !25
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !30

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @check_exclusion() local_unnamed_addr #0 !dbg !44 {
  %1 = load atomic i32, ptr @count seq_cst, align 4, !dbg !47
  %2 = icmp slt i32 %1, 2, !dbg !48
  %3 = zext i1 %2 to i32, !dbg !48
  ret i32 %3, !dbg !49
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !50 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !61
    #dbg_assign(i1 undef, !52, !DIExpression(), !61, ptr %1, !DIExpression(), !62)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !63
    #dbg_value(i64 0, !57, !DIExpression(), !64)
    #dbg_value(i64 0, !57, !DIExpression(), !64)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !65
    #dbg_value(i64 1, !57, !DIExpression(), !64)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !67
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #7, !dbg !65
    #dbg_value(i64 2, !57, !DIExpression(), !64)
    #dbg_value(i64 0, !59, !DIExpression(), !68)
  %5 = load i64, ptr %1, align 16, !dbg !69, !tbaa !71
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !75
    #dbg_value(i64 1, !59, !DIExpression(), !68)
  %7 = load i64, ptr %3, align 8, !dbg !69, !tbaa !71
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !75
    #dbg_value(i64 2, !59, !DIExpression(), !68)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #7, !dbg !76
  ret i32 0, !dbg !77
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !78 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @worker(ptr noundef %0) #4 !dbg !99 {
    #dbg_value(ptr %0, !101, !DIExpression(), !103)
  %2 = ptrtoint ptr %0 to i64, !dbg !104
  %3 = trunc i64 %2 to i32, !dbg !105
    #dbg_value(i32 %3, !102, !DIExpression(), !103)
  %4 = sub nsw i32 1, %3
  %5 = shl i64 %2, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds [2 x i32], ptr @wants, i64 0, i64 %6
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds [2 x i32], ptr @wants, i64 0, i64 %8
  br label %10, !dbg !106

10:                                               ; preds = %29, %1
    #dbg_value(i32 %3, !107, !DIExpression(), !113)
    #dbg_value(i32 %4, !112, !DIExpression(), !113)
  store atomic i32 1, ptr %7 seq_cst, align 4, !dbg !118
  %11 = load atomic i32, ptr %9 seq_cst, align 4, !dbg !119
  %12 = icmp eq i32 %11, 0, !dbg !120
  br i1 %12, label %24, label %13, !dbg !120

13:                                               ; preds = %10, %21
  %14 = load atomic i32, ptr @turn seq_cst, align 4, !dbg !121
  %15 = icmp eq i32 %14, %3, !dbg !124
  br i1 %15, label %21, label %16, !dbg !125

16:                                               ; preds = %13
  store atomic i32 0, ptr %7 seq_cst, align 4, !dbg !126
  br label %17, !dbg !128

17:                                               ; preds = %17, %16
  %18 = load atomic i32, ptr @turn seq_cst, align 4, !dbg !129
  %19 = icmp eq i32 %18, %3, !dbg !130
  br i1 %19, label %20, label %17, !dbg !128, !llvm.loop !131

20:                                               ; preds = %17
  store atomic i32 1, ptr %7 seq_cst, align 4, !dbg !134
  br label %21, !dbg !135

21:                                               ; preds = %20, %13
  %22 = load atomic i32, ptr %9 seq_cst, align 4, !dbg !119
  %23 = icmp eq i32 %22, 0, !dbg !120
  br i1 %23, label %24, label %13, !dbg !120, !llvm.loop !136

24:                                               ; preds = %21, %10
  %25 = atomicrmw add ptr @count, i32 1 seq_cst, align 4, !dbg !138
  %26 = load atomic i32, ptr @count seq_cst, align 4, !dbg !139
  %27 = icmp eq i32 %26, 1, !dbg !139
  br i1 %27, label %29, label %28, !dbg !142

28:                                               ; preds = %24
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 49, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !139
  unreachable, !dbg !139

29:                                               ; preds = %24
  %30 = atomicrmw sub ptr @count, i32 1 seq_cst, align 4, !dbg !143
    #dbg_value(i32 %3, !144, !DIExpression(), !147)
  store atomic i32 %4, ptr @turn seq_cst, align 4, !dbg !149
  store atomic i32 0, ptr %7 seq_cst, align 4, !dbg !150
  br label %10, !dbg !151, !llvm.loop !152
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !155 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !159 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 15, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dekker.c", directory: ".", checksumkind: CSK_MD5, checksum: "6af0bc0d2a6a9206cb3e856a12f42821")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{!9, !17, !0, !19, !25, !30}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "wants", scope: !2, file: !3, line: 13, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !15)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !13, line: 104, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!14 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !6)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "turn", scope: !2, file: !3, line: 14, type: !12, isLocal: false, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 49, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 200, elements: !23)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{!24}
!24 = !DISubrange(count: 25)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 49, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 72, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 9)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 49, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 168, elements: !34)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!34 = !{!35}
!35 = !DISubrange(count: 21)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 56, type: !45, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!45 = !DISubroutineType(types: !46)
!46 = !{!6}
!47 = !DILocation(line: 58, column: 12, scope: !44)
!48 = !DILocation(line: 58, column: 32, scope: !44)
!49 = !DILocation(line: 58, column: 5, scope: !44)
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 61, type: !45, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !51)
!51 = !{!52, !57, !59}
!52 = !DILocalVariable(name: "t", scope: !50, file: !3, line: 63, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 128, elements: !15)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !55, line: 27, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!56 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 64, type: !7)
!58 = distinct !DILexicalBlock(scope: !50, file: !3, line: 64, column: 5)
!59 = !DILocalVariable(name: "i", scope: !60, file: !3, line: 66, type: !6)
!60 = distinct !DILexicalBlock(scope: !50, file: !3, line: 66, column: 5)
!61 = distinct !DIAssignID()
!62 = !DILocation(line: 0, scope: !50)
!63 = !DILocation(line: 63, column: 5, scope: !50)
!64 = !DILocation(line: 0, scope: !58)
!65 = !DILocation(line: 65, column: 9, scope: !66)
!66 = distinct !DILexicalBlock(scope: !58, file: !3, line: 64, column: 5)
!67 = !DILocation(line: 65, column: 25, scope: !66)
!68 = !DILocation(line: 0, scope: !60)
!69 = !DILocation(line: 67, column: 22, scope: !70)
!70 = distinct !DILexicalBlock(scope: !60, file: !3, line: 66, column: 5)
!71 = !{!72, !72, i64 0}
!72 = !{!"long", !73, i64 0}
!73 = !{!"omnipotent char", !74, i64 0}
!74 = !{!"Simple C/C++ TBAA"}
!75 = !DILocation(line: 67, column: 9, scope: !70)
!76 = !DILocation(line: 69, column: 1, scope: !50)
!77 = !DILocation(line: 68, column: 5, scope: !50)
!78 = !DISubprogram(name: "pthread_create", scope: !79, file: !79, line: 202, type: !80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!80 = !DISubroutineType(types: !81)
!81 = !{!6, !82, !84, !95, !98}
!82 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !55, line: 62, baseType: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !55, line: 56, size: 448, elements: !89)
!89 = !{!90, !94}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !88, file: !55, line: 58, baseType: !91, size: 448)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 448, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 56)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !88, file: !55, line: 59, baseType: !7, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DISubroutineType(types: !97)
!97 = !{!5, !5}
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!99 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 43, type: !96, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!100 = !{!101, !102}
!101 = !DILocalVariable(name: "arg", arg: 1, scope: !99, file: !3, line: 43, type: !5)
!102 = !DILocalVariable(name: "self", scope: !99, file: !3, line: 45, type: !6)
!103 = !DILocation(line: 0, scope: !99)
!104 = !DILocation(line: 45, column: 21, scope: !99)
!105 = !DILocation(line: 45, column: 16, scope: !99)
!106 = !DILocation(line: 46, column: 5, scope: !99)
!107 = !DILocalVariable(name: "self", arg: 1, scope: !108, file: !3, line: 17, type: !6)
!108 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 17, type: !109, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{null, !6}
!111 = !{!107, !112}
!112 = !DILocalVariable(name: "other", scope: !108, file: !3, line: 19, type: !6)
!113 = !DILocation(line: 0, scope: !108, inlinedAt: !114)
!114 = distinct !DILocation(line: 47, column: 9, scope: !115)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 46, column: 14)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 46, column: 5)
!117 = distinct !DILexicalBlock(scope: !99, file: !3, line: 46, column: 5)
!118 = !DILocation(line: 25, column: 5, scope: !108, inlinedAt: !114)
!119 = !DILocation(line: 26, column: 12, scope: !108, inlinedAt: !114)
!120 = !DILocation(line: 26, column: 5, scope: !108, inlinedAt: !114)
!121 = !DILocation(line: 27, column: 13, scope: !122, inlinedAt: !114)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 27, column: 13)
!123 = distinct !DILexicalBlock(scope: !108, file: !3, line: 26, column: 40)
!124 = !DILocation(line: 27, column: 32, scope: !122, inlinedAt: !114)
!125 = !DILocation(line: 27, column: 13, scope: !123, inlinedAt: !114)
!126 = !DILocation(line: 28, column: 13, scope: !127, inlinedAt: !114)
!127 = distinct !DILexicalBlock(scope: !122, file: !3, line: 27, column: 41)
!128 = !DILocation(line: 29, column: 13, scope: !127, inlinedAt: !114)
!129 = !DILocation(line: 29, column: 20, scope: !127, inlinedAt: !114)
!130 = !DILocation(line: 29, column: 39, scope: !127, inlinedAt: !114)
!131 = distinct !{!131, !128, !132, !133}
!132 = !DILocation(line: 30, column: 17, scope: !127, inlinedAt: !114)
!133 = !{!"llvm.loop.mustprogress"}
!134 = !DILocation(line: 31, column: 13, scope: !127, inlinedAt: !114)
!135 = !DILocation(line: 32, column: 9, scope: !127, inlinedAt: !114)
!136 = distinct !{!136, !120, !137, !133}
!137 = !DILocation(line: 33, column: 5, scope: !108, inlinedAt: !114)
!138 = !DILocation(line: 48, column: 9, scope: !115)
!139 = !DILocation(line: 49, column: 9, scope: !140)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 49, column: 9)
!141 = distinct !DILexicalBlock(scope: !115, file: !3, line: 49, column: 9)
!142 = !DILocation(line: 49, column: 9, scope: !141)
!143 = !DILocation(line: 50, column: 9, scope: !115)
!144 = !DILocalVariable(name: "self", arg: 1, scope: !145, file: !3, line: 37, type: !6)
!145 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 37, type: !109, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !146)
!146 = !{!144}
!147 = !DILocation(line: 0, scope: !145, inlinedAt: !148)
!148 = distinct !DILocation(line: 51, column: 9, scope: !115)
!149 = !DILocation(line: 39, column: 5, scope: !145, inlinedAt: !148)
!150 = !DILocation(line: 40, column: 5, scope: !145, inlinedAt: !148)
!151 = !DILocation(line: 46, column: 5, scope: !116)
!152 = distinct !{!152, !153, !154}
!153 = !DILocation(line: 46, column: 5, scope: !117)
!154 = !DILocation(line: 52, column: 5, scope: !117)
!155 = !DISubprogram(name: "pthread_join", scope: !79, file: !79, line: 219, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{!6, !54, !158}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!159 = !DISubprogram(name: "__assert_fail", scope: !160, file: !160, line: 69, type: !161, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!160 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!161 = !DISubroutineType(types: !162)
!162 = !{null, !163, !163, !164, !163}
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!164 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
