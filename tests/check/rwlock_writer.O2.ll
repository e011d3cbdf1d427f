; ModuleID = 'rwlock_writer.c'
source_filename = "rwlock_writer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }

@l = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !0
@readers = dso_local local_unnamed_addr global i32 0, align 4, !dbg !29
@writers = dso_local local_unnamed_addr global i32 0, align 4, !dbg !32
@.str = private unnamed_addr constant [13 x i8] c"writers == 0\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"rwlock_writer.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.reader = private unnamed_addr constant [21 x i8] c"void *reader(void *)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [29 x i8] c"writers == 1 && readers == 0\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.writer = private unnamed_addr constant [21 x i8] c"void *writer(void *)\00", align 1, !dbg !27

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @reader(ptr nocapture readnone %0) #0 !dbg !75 {
    #dbg_value(ptr poison, !80, !DIExpression(), !81)
  %2 = tail call i32 @pthread_rwlock_rdlock(ptr noundef nonnull @l) #5, !dbg !82
  %3 = load i32, ptr @readers, align 4, !dbg !83, !tbaa !84
  %4 = add nsw i32 %3, 1, !dbg !83
  store i32 %4, ptr @readers, align 4, !dbg !83, !tbaa !84
  %5 = load i32, ptr @writers, align 4, !dbg !88, !tbaa !84
  %6 = icmp eq i32 %5, 0, !dbg !88
  br i1 %6, label %8, label %7, !dbg !91

7:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 12, ptr noundef nonnull @__PRETTY_FUNCTION__.reader) #6, !dbg !88
  unreachable, !dbg !88

8:                                                ; preds = %1
  store i32 %3, ptr @readers, align 4, !dbg !92, !tbaa !84
  %9 = tail call i32 @pthread_rwlock_unlock(ptr noundef nonnull @l) #5, !dbg !93
  ret ptr null, !dbg !94
}

; Function Attrs: nounwind
declare !dbg !95 i32 @pthread_rwlock_rdlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !100 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !105 i32 @pthread_rwlock_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @writer(ptr nocapture readnone %0) #0 !dbg !106 {
    #dbg_value(ptr poison, !108, !DIExpression(), !109)
  %2 = tail call i32 @pthread_rwlock_wrlock(ptr noundef nonnull @l) #5, !dbg !110
  %3 = load i32, ptr @writers, align 4, !dbg !111, !tbaa !84
  %4 = add nsw i32 %3, 1, !dbg !111
  store i32 %4, ptr @writers, align 4, !dbg !111, !tbaa !84
  %5 = icmp eq i32 %3, 0, !dbg !112
  %6 = load i32, ptr @readers, align 4, !dbg !112
  %7 = icmp eq i32 %6, 0, !dbg !112
  %8 = select i1 %5, i1 %7, i1 false, !dbg !112
  br i1 %8, label %10, label %9, !dbg !112

9:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.writer) #6, !dbg !112
  unreachable, !dbg !112

10:                                               ; preds = %1
  store i32 0, ptr @writers, align 4, !dbg !115, !tbaa !84
  %11 = tail call i32 @pthread_rwlock_unlock(ptr noundef nonnull @l) #5, !dbg !116
  ret ptr null, !dbg !117
}

; Function Attrs: nounwind
declare !dbg !118 i32 @pthread_rwlock_wrlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !119 {
  %1 = alloca i64, align 8, !DIAssignID !126
    #dbg_assign(i1 undef, !123, !DIExpression(), !126, ptr %1, !DIExpression(), !127)
  %2 = alloca i64, align 8, !DIAssignID !128
    #dbg_assign(i1 undef, !125, !DIExpression(), !128, ptr %2, !DIExpression(), !127)
  %3 = tail call i32 @pthread_rwlock_init(ptr noundef nonnull @l, ptr noundef null) #5, !dbg !129
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !130
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !130
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @reader, ptr noundef null) #5, !dbg !131
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @writer, ptr noundef null) #5, !dbg !132
    #dbg_value(ptr null, !108, !DIExpression(), !133)
  %6 = call i32 @pthread_rwlock_wrlock(ptr noundef nonnull @l) #5, !dbg !135
  %7 = load i32, ptr @writers, align 4, !dbg !136, !tbaa !84
  %8 = add nsw i32 %7, 1, !dbg !136
  store i32 %8, ptr @writers, align 4, !dbg !136, !tbaa !84
  %9 = icmp eq i32 %7, 0, !dbg !137
  %10 = load i32, ptr @readers, align 4, !dbg !137
  %11 = icmp eq i32 %10, 0, !dbg !137
  %12 = select i1 %9, i1 %11, i1 false, !dbg !137
  br i1 %12, label %14, label %13, !dbg !137

13:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.writer) #6, !dbg !137
  unreachable, !dbg !137

14:                                               ; preds = %0
  store i32 0, ptr @writers, align 4, !dbg !138, !tbaa !84
  %15 = call i32 @pthread_rwlock_unlock(ptr noundef nonnull @l) #5, !dbg !139
  %16 = load i64, ptr %1, align 8, !dbg !140, !tbaa !141
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null) #5, !dbg !143
  %18 = load i64, ptr %2, align 8, !dbg !144, !tbaa !141
  %19 = call i32 @pthread_join(i64 noundef %18, ptr noundef null) #5, !dbg !145
  %20 = call i32 @pthread_rwlock_destroy(ptr noundef nonnull @l) #5, !dbg !146
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !147
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !147
  ret i32 0, !dbg !148
}

; Function Attrs: nounwind
declare !dbg !149 i32 @pthread_rwlock_init(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !164 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !179 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !183 i32 @pthread_rwlock_destroy(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "l", scope: !2, file: !3, line: 6, type: !34, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "rwlock_writer.c", directory: ".", checksumkind: CSK_MD5, checksum: "b9726d3a8b4fc10b1f1f62bd90af3731")
!4 = !{!5, !11, !16, !22, !27, !0, !29, !32}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 232, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 29)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !18, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "readers", scope: !2, file: !3, line: 7, type: !31, isLocal: false, isDefinition: true)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "writers", scope: !2, file: !3, line: 7, type: !31, isLocal: false, isDefinition: true)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !35, line: 91, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!36 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !35, line: 86, size: 448, elements: !37)
!37 = !{!38, !61, !65}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !36, file: !35, line: 88, baseType: !39, size: 448)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !40, line: 23, size: 448, elements: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: ".", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!41 = !{!42, !44, !45, !46, !47, !48, !49, !50, !51, !53, !58, !60}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !39, file: !40, line: 25, baseType: !43, size: 32)
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !39, file: !40, line: 26, baseType: !43, size: 32, offset: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !39, file: !40, line: 27, baseType: !43, size: 32, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !39, file: !40, line: 28, baseType: !43, size: 32, offset: 96)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !39, file: !40, line: 29, baseType: !43, size: 32, offset: 128)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !39, file: !40, line: 30, baseType: !43, size: 32, offset: 160)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !39, file: !40, line: 32, baseType: !31, size: 32, offset: 192)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !39, file: !40, line: 33, baseType: !31, size: 32, offset: 224)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !39, file: !40, line: 34, baseType: !52, size: 8, offset: 256)
!52 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !39, file: !40, line: 39, baseType: !54, size: 56, offset: 264)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 56, elements: !56)
!55 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!56 = !{!57}
!57 = !DISubrange(count: 7)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !39, file: !40, line: 42, baseType: !59, size: 64, offset: 320)
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !39, file: !40, line: 45, baseType: !43, size: 32, offset: 384)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !36, file: !35, line: 89, baseType: !62, size: 448)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 56)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !36, file: !35, line: 90, baseType: !66, size: 64)
!66 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 9, type: !76, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !79)
!76 = !DISubroutineType(types: !77)
!77 = !{!78, !78}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!79 = !{!80}
!80 = !DILocalVariable(name: "arg", arg: 1, scope: !75, file: !3, line: 9, type: !78)
!81 = !DILocation(line: 0, scope: !75)
!82 = !DILocation(line: 10, column: 3, scope: !75)
!83 = !DILocation(line: 11, column: 10, scope: !75)
!84 = !{!85, !85, i64 0}
!85 = !{!"int", !86, i64 0}
!86 = !{!"omnipotent char", !87, i64 0}
!87 = !{!"Simple C/C++ TBAA"}
!88 = !DILocation(line: 12, column: 3, scope: !89)
!89 = distinct !DILexicalBlock(scope: !90, file: !3, line: 12, column: 3)
!90 = distinct !DILexicalBlock(scope: !75, file: !3, line: 12, column: 3)
!91 = !DILocation(line: 12, column: 3, scope: !90)
!92 = !DILocation(line: 13, column: 10, scope: !75)
!93 = !DILocation(line: 14, column: 3, scope: !75)
!94 = !DILocation(line: 15, column: 3, scope: !75)
!95 = !DISubprogram(name: "pthread_rwlock_rdlock", scope: !96, file: !96, line: 976, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!97 = !DISubroutineType(types: !98)
!98 = !{!31, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!100 = !DISubprogram(name: "__assert_fail", scope: !101, file: !101, line: 69, type: !102, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!101 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!102 = !DISubroutineType(types: !103)
!103 = !{null, !104, !104, !43, !104}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!105 = !DISubprogram(name: "pthread_rwlock_unlock", scope: !96, file: !96, line: 1071, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 18, type: !76, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !107)
!107 = !{!108}
!108 = !DILocalVariable(name: "arg", arg: 1, scope: !106, file: !3, line: 18, type: !78)
!109 = !DILocation(line: 0, scope: !106)
!110 = !DILocation(line: 19, column: 3, scope: !106)
!111 = !DILocation(line: 20, column: 10, scope: !106)
!112 = !DILocation(line: 21, column: 3, scope: !113)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 21, column: 3)
!114 = distinct !DILexicalBlock(scope: !106, file: !3, line: 21, column: 3)
!115 = !DILocation(line: 22, column: 10, scope: !106)
!116 = !DILocation(line: 23, column: 3, scope: !106)
!117 = !DILocation(line: 24, column: 3, scope: !106)
!118 = !DISubprogram(name: "pthread_rwlock_wrlock", scope: !96, file: !96, line: 1023, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !120, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !122)
!120 = !DISubroutineType(types: !121)
!121 = !{!31}
!122 = !{!123, !125}
!123 = !DILocalVariable(name: "r", scope: !119, file: !3, line: 29, type: !124)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !35, line: 27, baseType: !59)
!125 = !DILocalVariable(name: "w", scope: !119, file: !3, line: 29, type: !124)
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 0, scope: !119)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 28, column: 3, scope: !119)
!130 = !DILocation(line: 29, column: 3, scope: !119)
!131 = !DILocation(line: 30, column: 3, scope: !119)
!132 = !DILocation(line: 31, column: 3, scope: !119)
!133 = !DILocation(line: 0, scope: !106, inlinedAt: !134)
!134 = distinct !DILocation(line: 32, column: 3, scope: !119)
!135 = !DILocation(line: 19, column: 3, scope: !106, inlinedAt: !134)
!136 = !DILocation(line: 20, column: 10, scope: !106, inlinedAt: !134)
!137 = !DILocation(line: 21, column: 3, scope: !113, inlinedAt: !134)
!138 = !DILocation(line: 22, column: 10, scope: !106, inlinedAt: !134)
!139 = !DILocation(line: 23, column: 3, scope: !106, inlinedAt: !134)
!140 = !DILocation(line: 33, column: 16, scope: !119)
!141 = !{!142, !142, i64 0}
!142 = !{!"long", !86, i64 0}
!143 = !DILocation(line: 33, column: 3, scope: !119)
!144 = !DILocation(line: 34, column: 16, scope: !119)
!145 = !DILocation(line: 34, column: 3, scope: !119)
!146 = !DILocation(line: 35, column: 3, scope: !119)
!147 = !DILocation(line: 37, column: 1, scope: !119)
!148 = !DILocation(line: 36, column: 3, scope: !119)
!149 = !DISubprogram(name: "pthread_rwlock_init", scope: !96, file: !96, line: 967, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubroutineType(types: !151)
!151 = !{!31, !152, !153}
!152 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !99)
!153 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlockattr_t", file: !35, line: 97, baseType: !157)
!157 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !35, line: 93, size: 64, elements: !158)
!158 = !{!159, !163}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !157, file: !35, line: 95, baseType: !160, size: 64)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !161)
!161 = !{!162}
!162 = !DISubrange(count: 8)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !157, file: !35, line: 96, baseType: !66, size: 64)
!164 = !DISubprogram(name: "pthread_create", scope: !96, file: !96, line: 202, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{!31, !167, !169, !177, !178}
!167 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !168)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !170)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !172)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !35, line: 62, baseType: !173)
!173 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !35, line: 56, size: 448, elements: !174)
!174 = !{!175, !176}
!175 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !173, file: !35, line: 58, baseType: !62, size: 448)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !173, file: !35, line: 59, baseType: !66, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!179 = !DISubprogram(name: "pthread_join", scope: !96, file: !96, line: 219, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{!31, !124, !182}
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!183 = !DISubprogram(name: "pthread_rwlock_destroy", scope: !96, file: !96, line: 972, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
