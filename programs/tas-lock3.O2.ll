; ModuleID = 'tas_lock.c'
source_filename = "tas_lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.atomic_flag = type { i8 }

@locked = dso_local global %struct.atomic_flag zeroinitializer, align 1, !dbg !0
@count = dso_local global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [25 x i8] c"atomic_load(&count) == 1\00", align 1, !dbg !13
@.str.1 = private unnamed_addr constant [11 x i8] c"tas_lock.c\00", align 1, !dbg !19
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !24

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @check_exclusion() local_unnamed_addr #0 !dbg !45 {
  %1 = load atomic i32, ptr @count seq_cst, align 4, !dbg !48
  %2 = icmp slt i32 %1, 2, !dbg !49
  %3 = zext i1 %2 to i32, !dbg !49
  ret i32 %3, !dbg !50
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !51 {
  %1 = alloca [3 x i64], align 16, !DIAssignID !64
    #dbg_assign(i1 undef, !53, !DIExpression(), !64, ptr %1, !DIExpression(), !65)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #7, !dbg !66
    #dbg_value(i32 0, !60, !DIExpression(), !67)
    #dbg_value(i64 0, !60, !DIExpression(), !67)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !68
    #dbg_value(i64 1, !60, !DIExpression(), !67)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !70
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !68
    #dbg_value(i64 2, !60, !DIExpression(), !67)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !70
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !68
    #dbg_value(i64 3, !60, !DIExpression(), !67)
    #dbg_value(i64 0, !62, !DIExpression(), !71)
  %7 = load i64, ptr %1, align 16, !dbg !72, !tbaa !74
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !78
    #dbg_value(i64 1, !62, !DIExpression(), !71)
  %9 = load i64, ptr %3, align 8, !dbg !72, !tbaa !74
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #7, !dbg !78
    #dbg_value(i64 2, !62, !DIExpression(), !71)
  %11 = load i64, ptr %5, align 16, !dbg !72, !tbaa !74
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #7, !dbg !78
    #dbg_value(i64 3, !62, !DIExpression(), !71)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #7, !dbg !79
  ret i32 0, !dbg !80
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !81 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @worker(ptr nocapture readnone %0) #4 !dbg !103 {
    #dbg_value(ptr poison, !105, !DIExpression(), !106)
  br label %2, !dbg !107

2:                                                ; preds = %5, %1
  %3 = atomicrmw xchg ptr @locked, i8 1 seq_cst, align 1, !dbg !108
  %4 = trunc i8 %3 to i1, !dbg !108
  br i1 %4, label %5, label %6, !dbg !116

5:                                                ; preds = %2, %11
  br label %2, !dbg !108, !llvm.loop !117

6:                                                ; preds = %2
  %7 = atomicrmw add ptr @count, i32 1 seq_cst, align 4, !dbg !120
  %8 = load atomic i32, ptr @count seq_cst, align 4, !dbg !121
  %9 = icmp eq i32 %8, 1, !dbg !121
  br i1 %9, label %11, label %10, !dbg !124

10:                                               ; preds = %6
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 61, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !121
  unreachable, !dbg !121

11:                                               ; preds = %6
  %12 = atomicrmw sub ptr @count, i32 1 seq_cst, align 4, !dbg !125
  store atomic i8 0, ptr @locked seq_cst, align 1, !dbg !126
  br label %5, !dbg !129
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !130 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !134 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

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
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "locked", scope: !2, file: !3, line: 41, type: !30, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas_lock.c", directory: ".", checksumkind: CSK_MD5, checksum: "3355eba46746ff7c4d7cd29b321ae7be")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !13, !19, !24}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 53, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !10, line: 104, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!11 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !12)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 200, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 25)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 88, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 11)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 168, elements: !28)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!28 = !{!29}
!29 = !DISubrange(count: 21)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_flag", file: !10, line: 173, baseType: !31)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "atomic_flag", file: !10, line: 173, size: 8, elements: !32)
!32 = !{!33}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "_Value", scope: !31, file: !10, line: 173, baseType: !34, size: 8)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_bool", file: !10, line: 97, baseType: !35)
!35 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !36)
!36 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 68, type: !46, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!46 = !DISubroutineType(types: !47)
!47 = !{!12}
!48 = !DILocation(line: 70, column: 12, scope: !45)
!49 = !DILocation(line: 70, column: 32, scope: !45)
!50 = !DILocation(line: 70, column: 5, scope: !45)
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 73, type: !46, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!52 = !{!53, !60, !62}
!53 = !DILocalVariable(name: "t", scope: !51, file: !3, line: 75, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 192, elements: !58)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !56, line: 27, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !{!59}
!59 = !DISubrange(count: 3)
!60 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 76, type: !12)
!61 = distinct !DILexicalBlock(scope: !51, file: !3, line: 76, column: 5)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 78, type: !12)
!63 = distinct !DILexicalBlock(scope: !51, file: !3, line: 78, column: 5)
!64 = distinct !DIAssignID()
!65 = !DILocation(line: 0, scope: !51)
!66 = !DILocation(line: 75, column: 5, scope: !51)
!67 = !DILocation(line: 0, scope: !61)
!68 = !DILocation(line: 77, column: 9, scope: !69)
!69 = distinct !DILexicalBlock(scope: !61, file: !3, line: 76, column: 5)
!70 = !DILocation(line: 77, column: 25, scope: !69)
!71 = !DILocation(line: 0, scope: !63)
!72 = !DILocation(line: 79, column: 22, scope: !73)
!73 = distinct !DILexicalBlock(scope: !63, file: !3, line: 78, column: 5)
!74 = !{!75, !75, i64 0}
!75 = !{!"long", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !DILocation(line: 79, column: 9, scope: !73)
!79 = !DILocation(line: 81, column: 1, scope: !51)
!80 = !DILocation(line: 80, column: 5, scope: !51)
!81 = !DISubprogram(name: "pthread_create", scope: !82, file: !82, line: 202, type: !83, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!83 = !DISubroutineType(types: !84)
!84 = !{!12, !85, !87, !99, !102}
!85 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !56, line: 62, baseType: !91)
!91 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !56, line: 56, size: 448, elements: !92)
!92 = !{!93, !97}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !91, file: !56, line: 58, baseType: !94, size: 448)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 448, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 56)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !91, file: !56, line: 59, baseType: !98, size: 64)
!98 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DISubroutineType(types: !101)
!101 = !{!5, !5}
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!103 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 55, type: !100, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!104 = !{!105}
!105 = !DILocalVariable(name: "arg", arg: 1, scope: !103, file: !3, line: 55, type: !5)
!106 = !DILocation(line: 0, scope: !103)
!107 = !DILocation(line: 58, column: 5, scope: !103)
!108 = !DILocation(line: 44, column: 12, scope: !109, inlinedAt: !112)
!109 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 42, type: !110, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!110 = !DISubroutineType(types: !111)
!111 = !{null}
!112 = distinct !DILocation(line: 59, column: 9, scope: !113)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 58, column: 14)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 58, column: 5)
!115 = distinct !DILexicalBlock(scope: !103, file: !3, line: 58, column: 5)
!116 = !DILocation(line: 44, column: 5, scope: !109, inlinedAt: !112)
!117 = distinct !{!117, !118, !119}
!118 = !DILocation(line: 58, column: 5, scope: !115)
!119 = !DILocation(line: 64, column: 5, scope: !115)
!120 = !DILocation(line: 60, column: 9, scope: !113)
!121 = !DILocation(line: 61, column: 9, scope: !122)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 61, column: 9)
!123 = distinct !DILexicalBlock(scope: !113, file: !3, line: 61, column: 9)
!124 = !DILocation(line: 61, column: 9, scope: !123)
!125 = !DILocation(line: 62, column: 9, scope: !113)
!126 = !DILocation(line: 49, column: 5, scope: !127, inlinedAt: !128)
!127 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 47, type: !110, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!128 = distinct !DILocation(line: 63, column: 9, scope: !113)
!129 = !DILocation(line: 58, column: 5, scope: !114)
!130 = !DISubprogram(name: "pthread_join", scope: !82, file: !82, line: 219, type: !131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DISubroutineType(types: !132)
!132 = !{!12, !55, !133}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!134 = !DISubprogram(name: "__assert_fail", scope: !135, file: !135, line: 69, type: !136, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!135 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!136 = !DISubroutineType(types: !137)
!137 = !{null, !138, !138, !139, !138}
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!139 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
