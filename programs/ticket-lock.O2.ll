; ModuleID = 'ticket_lock.c'
source_filename = "ticket_lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@count = dso_local global i32 0, align 4, !dbg !0
@next_ticket = dso_local global i32 0, align 4, !dbg !7
@now_serving = dso_local local_unnamed_addr global i32 0, align 4, !dbg !13
@.str = private unnamed_addr constant [25 x i8] c"atomic_load(&count) == 1\00", align 1, !dbg !15
@.str.1 = private unnamed_addr constant [14 x i8] c"ticket_lock.c\00", align 1, !dbg !21
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !26

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @check_exclusion() local_unnamed_addr #0 !dbg !40 {
  %1 = load atomic i32, ptr @count seq_cst, align 4, !dbg !43
  %2 = icmp slt i32 %1, 2, !dbg !44
  %3 = zext i1 %2 to i32, !dbg !44
  ret i32 %3, !dbg !45
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !46 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !59
    #dbg_assign(i1 undef, !48, !DIExpression(), !59, ptr %1, !DIExpression(), !60)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !61
    #dbg_value(i32 0, !55, !DIExpression(), !62)
    #dbg_value(i64 0, !55, !DIExpression(), !62)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !63
    #dbg_value(i64 1, !55, !DIExpression(), !62)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !65
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !63
    #dbg_value(i64 2, !55, !DIExpression(), !62)
    #dbg_value(i64 0, !57, !DIExpression(), !66)
  %5 = load i64, ptr %1, align 16, !dbg !67, !tbaa !69
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !73
    #dbg_value(i64 1, !57, !DIExpression(), !66)
  %7 = load i64, ptr %3, align 8, !dbg !67, !tbaa !69
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !73
    #dbg_value(i64 2, !57, !DIExpression(), !66)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #7, !dbg !74
  ret i32 0, !dbg !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !76 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @worker(ptr nocapture readnone %0) #4 !dbg !98 {
    #dbg_value(ptr poison, !100, !DIExpression(), !102)
  br label %2, !dbg !103

2:                                                ; preds = %19, %1
    #dbg_value(ptr undef, !104, !DIExpression(), !110)
  %3 = load atomic i32, ptr @next_ticket seq_cst, align 4, !dbg !115
    #dbg_value(i32 %3, !118, !DIExpression(), !120)
  br label %4, !dbg !121

4:                                                ; preds = %4, %2
  %5 = phi i32 [ %3, %2 ], [ %10, %4 ], !dbg !122
    #dbg_value(i32 %5, !118, !DIExpression(), !120)
  %6 = add nsw i32 %5, 1, !dbg !123
  %7 = srem i32 %6, 3, !dbg !123
  %8 = cmpxchg weak ptr @next_ticket, i32 %5, i32 %7 seq_cst seq_cst, align 4, !dbg !123
  %9 = extractvalue { i32, i1 } %8, 1, !dbg !123
  %10 = extractvalue { i32, i1 } %8, 0
    #dbg_value(i32 undef, !118, !DIExpression(), !120)
  br i1 %9, label %11, label %4, !dbg !121, !llvm.loop !124

11:                                               ; preds = %4, %11
  %12 = load atomic i32, ptr @now_serving seq_cst, align 4, !dbg !127
  %13 = icmp eq i32 %12, %5, !dbg !128
  br i1 %13, label %14, label %11, !dbg !129, !llvm.loop !130

14:                                               ; preds = %11
  %15 = atomicrmw add ptr @count, i32 1 seq_cst, align 4, !dbg !132
  %16 = load atomic i32, ptr @count seq_cst, align 4, !dbg !133
  %17 = icmp eq i32 %16, 1, !dbg !133
  br i1 %17, label %19, label %18, !dbg !136

18:                                               ; preds = %14
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 54, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !133
  unreachable, !dbg !133

19:                                               ; preds = %14
  %20 = atomicrmw sub ptr @count, i32 1 seq_cst, align 4, !dbg !137
    #dbg_value(i32 %5, !138, !DIExpression(), !143)
  store atomic i32 %7, ptr @now_serving seq_cst, align 4, !dbg !145
  br label %2, !dbg !146, !llvm.loop !147
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !150 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !154 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

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
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 21, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ticket_lock.c", directory: ".", checksumkind: CSK_MD5, checksum: "0974ca5591079c1f45156925ca6ebed0")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !13, !0, !15, !21, !26}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "next_ticket", scope: !2, file: !3, line: 19, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !10, line: 104, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!11 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !12)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "now_serving", scope: !2, file: !3, line: 20, type: !9, isLocal: false, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 200, elements: !19)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{!20}
!20 = !DISubrange(count: 25)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 112, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 14)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 168, elements: !30)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 61, type: !41, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!41 = !DISubroutineType(types: !42)
!42 = !{!12}
!43 = !DILocation(line: 63, column: 12, scope: !40)
!44 = !DILocation(line: 63, column: 32, scope: !40)
!45 = !DILocation(line: 63, column: 5, scope: !40)
!46 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 66, type: !41, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!47 = !{!48, !55, !57}
!48 = !DILocalVariable(name: "t", scope: !46, file: !3, line: 68, type: !49)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 128, elements: !53)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !{!54}
!54 = !DISubrange(count: 2)
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 69, type: !12)
!56 = distinct !DILexicalBlock(scope: !46, file: !3, line: 69, column: 5)
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 71, type: !12)
!58 = distinct !DILexicalBlock(scope: !46, file: !3, line: 71, column: 5)
!59 = distinct !DIAssignID()
!60 = !DILocation(line: 0, scope: !46)
!61 = !DILocation(line: 68, column: 5, scope: !46)
!62 = !DILocation(line: 0, scope: !56)
!63 = !DILocation(line: 70, column: 9, scope: !64)
!64 = distinct !DILexicalBlock(scope: !56, file: !3, line: 69, column: 5)
!65 = !DILocation(line: 70, column: 25, scope: !64)
!66 = !DILocation(line: 0, scope: !58)
!67 = !DILocation(line: 72, column: 22, scope: !68)
!68 = distinct !DILexicalBlock(scope: !58, file: !3, line: 71, column: 5)
!69 = !{!70, !70, i64 0}
!70 = !{!"long", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = !DILocation(line: 72, column: 9, scope: !68)
!74 = !DILocation(line: 74, column: 1, scope: !46)
!75 = !DILocation(line: 73, column: 5, scope: !46)
!76 = !DISubprogram(name: "pthread_create", scope: !77, file: !77, line: 202, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!78 = !DISubroutineType(types: !79)
!79 = !{!12, !80, !82, !94, !97}
!80 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !51, line: 62, baseType: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !51, line: 56, size: 448, elements: !87)
!87 = !{!88, !92}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !86, file: !51, line: 58, baseType: !89, size: 448)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 448, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 56)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !86, file: !51, line: 59, baseType: !93, size: 64)
!93 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DISubroutineType(types: !96)
!96 = !{!5, !5}
!97 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!98 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 47, type: !95, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !99)
!99 = !{!100, !101}
!100 = !DILocalVariable(name: "arg", arg: 1, scope: !98, file: !3, line: 47, type: !5)
!101 = !DILocalVariable(name: "ticket", scope: !98, file: !3, line: 50, type: !12)
!102 = !DILocation(line: 0, scope: !98)
!103 = !DILocation(line: 51, column: 5, scope: !98)
!104 = !DILocalVariable(name: "ticket", arg: 1, scope: !105, file: !3, line: 35, type: !108)
!105 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 35, type: !106, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!109 = !{!104}
!110 = !DILocation(line: 0, scope: !105, inlinedAt: !111)
!111 = distinct !DILocation(line: 52, column: 9, scope: !112)
!112 = distinct !DILexicalBlock(scope: !113, file: !3, line: 51, column: 14)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 51, column: 5)
!114 = distinct !DILexicalBlock(scope: !98, file: !3, line: 51, column: 5)
!115 = !DILocation(line: 25, column: 13, scope: !116, inlinedAt: !119)
!116 = distinct !DISubprogram(name: "take_ticket", scope: !3, file: !3, line: 23, type: !41, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !117)
!117 = !{!118}
!118 = !DILocalVariable(name: "t", scope: !116, file: !3, line: 25, type: !12)
!119 = distinct !DILocation(line: 37, column: 15, scope: !105, inlinedAt: !111)
!120 = !DILocation(line: 0, scope: !116, inlinedAt: !119)
!121 = !DILocation(line: 29, column: 5, scope: !116, inlinedAt: !119)
!122 = !DILocation(line: 25, column: 9, scope: !116, inlinedAt: !119)
!123 = !DILocation(line: 29, column: 13, scope: !116, inlinedAt: !119)
!124 = distinct !{!124, !121, !125, !126}
!125 = !DILocation(line: 30, column: 9, scope: !116, inlinedAt: !119)
!126 = !{!"llvm.loop.mustprogress"}
!127 = !DILocation(line: 38, column: 12, scope: !105, inlinedAt: !111)
!128 = !DILocation(line: 38, column: 38, scope: !105, inlinedAt: !111)
!129 = !DILocation(line: 38, column: 5, scope: !105, inlinedAt: !111)
!130 = distinct !{!130, !129, !131, !126}
!131 = !DILocation(line: 39, column: 9, scope: !105, inlinedAt: !111)
!132 = !DILocation(line: 53, column: 9, scope: !112)
!133 = !DILocation(line: 54, column: 9, scope: !134)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 54, column: 9)
!135 = distinct !DILexicalBlock(scope: !112, file: !3, line: 54, column: 9)
!136 = !DILocation(line: 54, column: 9, scope: !135)
!137 = !DILocation(line: 55, column: 9, scope: !112)
!138 = !DILocalVariable(name: "ticket", arg: 1, scope: !139, file: !3, line: 42, type: !12)
!139 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 42, type: !140, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{null, !12}
!142 = !{!138}
!143 = !DILocation(line: 0, scope: !139, inlinedAt: !144)
!144 = distinct !DILocation(line: 56, column: 9, scope: !112)
!145 = !DILocation(line: 44, column: 5, scope: !139, inlinedAt: !144)
!146 = !DILocation(line: 51, column: 5, scope: !113)
!147 = distinct !{!147, !148, !149}
!148 = !DILocation(line: 51, column: 5, scope: !114)
!149 = !DILocation(line: 57, column: 5, scope: !114)
!150 = !DISubprogram(name: "pthread_join", scope: !77, file: !77, line: 219, type: !151, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DISubroutineType(types: !152)
!152 = !{!12, !50, !153}
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!154 = !DISubprogram(name: "__assert_fail", scope: !155, file: !155, line: 69, type: !156, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!155 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!156 = !DISubroutineType(types: !157)
!157 = !{null, !158, !158, !159, !158}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!159 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
