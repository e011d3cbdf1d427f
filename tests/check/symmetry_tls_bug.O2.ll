; ModuleID = 'symmetry_tls_bug.c'
source_filename = "symmetry_tls_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@mine = dso_local thread_local global i32 0, align 4, !dbg !27
@.str = private unnamed_addr constant [10 x i8] c"mine == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [19 x i8] c"symmetry_tls_bug.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@total = dso_local local_unnamed_addr global i32 0, align 4, !dbg !22
@done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !25
@.str.2 = private unnamed_addr constant [14 x i8] c"seen == 3 * N\00", align 1, !dbg !29
@__PRETTY_FUNCTION__.add = private unnamed_addr constant [21 x i8] c"void add(int *, int)\00", align 1, !dbg !34

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !75 {
    #dbg_value(ptr poison, !80, !DIExpression(), !81)
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @mine), !dbg !82
  tail call fastcc void @add(ptr noundef nonnull %2, i32 noundef 1), !dbg !83
  tail call fastcc void @add(ptr noundef nonnull %2, i32 noundef 2), !dbg !84
  %3 = load i32, ptr %2, align 4, !dbg !85, !tbaa !88
  %4 = icmp eq i32 %3, 2, !dbg !85
  br i1 %4, label %6, label %5, !dbg !92

5:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !85
  unreachable, !dbg !85

6:                                                ; preds = %1
  ret ptr null, !dbg !93
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @add(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #1 !dbg !94 {
    #dbg_value(ptr %0, !99, !DIExpression(), !103)
    #dbg_value(i32 %1, !100, !DIExpression(), !103)
  %3 = load i32, ptr @total, align 4, !dbg !104, !tbaa !88
    #dbg_value(i32 %3, !101, !DIExpression(), !103)
  %4 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #9, !dbg !105
  %5 = add nsw i32 %3, %1, !dbg !106
  store i32 %5, ptr @total, align 4, !dbg !107, !tbaa !88
    #dbg_value(i32 %5, !102, !DIExpression(), !103)
  %6 = load i32, ptr %0, align 4, !dbg !108, !tbaa !88
  %7 = add nsw i32 %6, 1, !dbg !108
  store i32 %7, ptr %0, align 4, !dbg !108, !tbaa !88
  %8 = load i32, ptr @done, align 4, !dbg !109, !tbaa !88
  %9 = add nsw i32 %8, 1, !dbg !109
  store i32 %9, ptr @done, align 4, !dbg !109, !tbaa !88
  %10 = icmp ne i32 %9, 6, !dbg !111
  %11 = icmp eq i32 %5, 9
  %12 = select i1 %10, i1 true, i1 %11, !dbg !112
  br i1 %12, label %14, label %13, !dbg !112

13:                                               ; preds = %2
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.add) #8, !dbg !113
  unreachable, !dbg !113

14:                                               ; preds = %2
  %15 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #9, !dbg !116
  ret void, !dbg !117
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: noreturn nounwind
declare !dbg !118 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 !dbg !123 {
  %1 = alloca i64, align 8, !DIAssignID !132
    #dbg_assign(i1 undef, !127, !DIExpression(), !132, ptr %1, !DIExpression(), !133)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #9, !dbg !134
    #dbg_value(i32 0, !130, !DIExpression(), !135)
    #dbg_value(i32 0, !130, !DIExpression(), !135)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #9, !dbg !136
  %3 = load i64, ptr %1, align 8, !dbg !139, !tbaa !140
  %4 = call i32 @pthread_detach(i64 noundef %3) #9, !dbg !142
    #dbg_value(i32 1, !130, !DIExpression(), !135)
  %5 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #9, !dbg !136
  %6 = load i64, ptr %1, align 8, !dbg !139, !tbaa !140
  %7 = call i32 @pthread_detach(i64 noundef %6) #9, !dbg !142
    #dbg_value(i32 2, !130, !DIExpression(), !135)
  %8 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #9, !dbg !136
  %9 = load i64, ptr %1, align 8, !dbg !139, !tbaa !140
  %10 = call i32 @pthread_detach(i64 noundef %9) #9, !dbg !142
    #dbg_value(i32 3, !130, !DIExpression(), !135)
  call void @pthread_exit(ptr noundef null) #8, !dbg !143
  unreachable, !dbg !143
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nounwind
declare !dbg !144 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !163 i32 @pthread_detach(i64 noundef) local_unnamed_addr #6

; Function Attrs: noreturn
declare !dbg !166 void @pthread_exit(ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare !dbg !169 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !173 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 18, type: !36, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_tls_bug.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "aad1d2b27768b00ea819dc8472f63303")
!4 = !{!0, !5, !11, !16, !22, !25, !27, !29, !34}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 10)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 152, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 19)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 16, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 16, type: !24, isLocal: false, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "mine", scope: !2, file: !3, line: 17, type: !24, isLocal: false, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 14)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !18, isLocal: true, isDefinition: true)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !37, line: 72, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!38 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !37, line: 67, size: 320, elements: !39)
!39 = !{!40, !61, !65}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !38, file: !37, line: 69, baseType: !41, size: 320)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !42, line: 22, size: 320, elements: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!43 = !{!44, !45, !47, !48, !49, !50, !52, !53}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !41, file: !42, line: 24, baseType: !24, size: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !41, file: !42, line: 25, baseType: !46, size: 32, offset: 32)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !41, file: !42, line: 26, baseType: !24, size: 32, offset: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !41, file: !42, line: 28, baseType: !46, size: 32, offset: 96)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !41, file: !42, line: 32, baseType: !24, size: 32, offset: 128)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !41, file: !42, line: 34, baseType: !51, size: 16, offset: 160)
!51 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !41, file: !42, line: 35, baseType: !51, size: 16, offset: 176)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !41, file: !42, line: 36, baseType: !54, size: 128, offset: 192)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !55, line: 55, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !55, line: 51, size: 128, elements: !57)
!57 = !{!58, !60}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !56, file: !55, line: 53, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !56, file: !55, line: 54, baseType: !59, size: 64, offset: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !38, file: !37, line: 70, baseType: !62, size: 320)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 40)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !38, file: !37, line: 71, baseType: !66, size: 64)
!66 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 30, type: !76, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !79)
!76 = !DISubroutineType(types: !77)
!77 = !{!78, !78}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!79 = !{!80}
!80 = !DILocalVariable(name: "arg", arg: 1, scope: !75, file: !3, line: 30, type: !78)
!81 = !DILocation(line: 0, scope: !75)
!82 = !DILocation(line: 31, column: 8, scope: !75)
!83 = !DILocation(line: 31, column: 3, scope: !75)
!84 = !DILocation(line: 32, column: 3, scope: !75)
!85 = !DILocation(line: 33, column: 3, scope: !86)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 33, column: 3)
!87 = distinct !DILexicalBlock(scope: !75, file: !3, line: 33, column: 3)
!88 = !{!89, !89, i64 0}
!89 = !{!"int", !90, i64 0}
!90 = !{!"omnipotent char", !91, i64 0}
!91 = !{!"Simple C/C++ TBAA"}
!92 = !DILocation(line: 33, column: 3, scope: !87)
!93 = !DILocation(line: 34, column: 3, scope: !75)
!94 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 20, type: !95, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98)
!95 = !DISubroutineType(types: !96)
!96 = !{null, !97, !24}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!98 = !{!99, !100, !101, !102}
!99 = !DILocalVariable(name: "count", arg: 1, scope: !94, file: !3, line: 20, type: !97)
!100 = !DILocalVariable(name: "v", arg: 2, scope: !94, file: !3, line: 20, type: !24)
!101 = !DILocalVariable(name: "t", scope: !94, file: !3, line: 21, type: !24)
!102 = !DILocalVariable(name: "seen", scope: !94, file: !3, line: 23, type: !24)
!103 = !DILocation(line: 0, scope: !94)
!104 = !DILocation(line: 21, column: 11, scope: !94)
!105 = !DILocation(line: 22, column: 3, scope: !94)
!106 = !DILocation(line: 23, column: 24, scope: !94)
!107 = !DILocation(line: 23, column: 20, scope: !94)
!108 = !DILocation(line: 24, column: 3, scope: !94)
!109 = !DILocation(line: 25, column: 7, scope: !110)
!110 = distinct !DILexicalBlock(scope: !94, file: !3, line: 25, column: 7)
!111 = !DILocation(line: 25, column: 14, scope: !110)
!112 = !DILocation(line: 25, column: 7, scope: !94)
!113 = !DILocation(line: 26, column: 5, scope: !114)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 26, column: 5)
!115 = distinct !DILexicalBlock(scope: !110, file: !3, line: 26, column: 5)
!116 = !DILocation(line: 27, column: 3, scope: !94)
!117 = !DILocation(line: 28, column: 1, scope: !94)
!118 = !DISubprogram(name: "__assert_fail", scope: !119, file: !119, line: 69, type: !120, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!119 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!120 = !DISubroutineType(types: !121)
!121 = !{null, !122, !122, !46, !122}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!123 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !124, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{!24}
!126 = !{!127, !130}
!127 = !DILocalVariable(name: "t", scope: !123, file: !3, line: 38, type: !128)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !37, line: 27, baseType: !129)
!129 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!130 = !DILocalVariable(name: "i", scope: !131, file: !3, line: 39, type: !24)
!131 = distinct !DILexicalBlock(scope: !123, file: !3, line: 39, column: 3)
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 0, scope: !123)
!134 = !DILocation(line: 38, column: 3, scope: !123)
!135 = !DILocation(line: 0, scope: !131)
!136 = !DILocation(line: 40, column: 5, scope: !137)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 39, column: 31)
!138 = distinct !DILexicalBlock(scope: !131, file: !3, line: 39, column: 3)
!139 = !DILocation(line: 41, column: 20, scope: !137)
!140 = !{!141, !141, i64 0}
!141 = !{!"long", !90, i64 0}
!142 = !DILocation(line: 41, column: 5, scope: !137)
!143 = !DILocation(line: 43, column: 3, scope: !123)
!144 = !DISubprogram(name: "pthread_create", scope: !145, file: !145, line: 202, type: !146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!146 = !DISubroutineType(types: !147)
!147 = !{!24, !148, !150, !161, !162}
!148 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !37, line: 62, baseType: !154)
!154 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !37, line: 56, size: 448, elements: !155)
!155 = !{!156, !160}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !154, file: !37, line: 58, baseType: !157, size: 448)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 56)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !154, file: !37, line: 59, baseType: !66, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!163 = !DISubprogram(name: "pthread_detach", scope: !145, file: !145, line: 269, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(types: !165)
!165 = !{!24, !128}
!166 = !DISubprogram(name: "pthread_exit", scope: !145, file: !145, line: 211, type: !167, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !78}
!169 = !DISubprogram(name: "pthread_mutex_lock", scope: !145, file: !145, line: 794, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{!24, !172}
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!173 = !DISubprogram(name: "pthread_mutex_unlock", scope: !145, file: !145, line: 835, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
