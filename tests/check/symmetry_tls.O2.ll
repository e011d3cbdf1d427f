; ModuleID = 'symmetry_tls.c'
source_filename = "symmetry_tls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@mine = dso_local thread_local global i32 0, align 4, !dbg !27
@.str = private unnamed_addr constant [10 x i8] c"mine == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [15 x i8] c"symmetry_tls.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@total = dso_local local_unnamed_addr global i32 0, align 4, !dbg !22
@done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !25
@.str.2 = private unnamed_addr constant [15 x i8] c"total == 3 * N\00", align 1, !dbg !29
@__PRETTY_FUNCTION__.add = private unnamed_addr constant [21 x i8] c"void add(int *, int)\00", align 1, !dbg !31

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !72 {
    #dbg_value(ptr poison, !77, !DIExpression(), !78)
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @mine), !dbg !79
  tail call fastcc void @add(ptr noundef nonnull %2, i32 noundef 1), !dbg !80
  tail call fastcc void @add(ptr noundef nonnull %2, i32 noundef 2), !dbg !81
  %3 = load i32, ptr %2, align 4, !dbg !82, !tbaa !85
  %4 = icmp eq i32 %3, 2, !dbg !82
  br i1 %4, label %6, label %5, !dbg !89

5:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !82
  unreachable, !dbg !82

6:                                                ; preds = %1
  ret ptr null, !dbg !90
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @add(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #1 !dbg !91 {
    #dbg_value(ptr %0, !96, !DIExpression(), !98)
    #dbg_value(i32 %1, !97, !DIExpression(), !98)
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #9, !dbg !99
  %4 = load i32, ptr @total, align 4, !dbg !100, !tbaa !85
  %5 = add nsw i32 %4, %1, !dbg !100
  store i32 %5, ptr @total, align 4, !dbg !100, !tbaa !85
  %6 = load i32, ptr %0, align 4, !dbg !101, !tbaa !85
  %7 = add nsw i32 %6, 1, !dbg !101
  store i32 %7, ptr %0, align 4, !dbg !101, !tbaa !85
  %8 = load i32, ptr @done, align 4, !dbg !102, !tbaa !85
  %9 = add nsw i32 %8, 1, !dbg !102
  store i32 %9, ptr @done, align 4, !dbg !102, !tbaa !85
  %10 = icmp ne i32 %9, 6, !dbg !104
  %11 = load i32, ptr @total, align 4
  %12 = icmp eq i32 %11, 9
  %13 = select i1 %10, i1 true, i1 %12, !dbg !105
  br i1 %13, label %15, label %14, !dbg !105

14:                                               ; preds = %2
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.add) #8, !dbg !106
  unreachable, !dbg !106

15:                                               ; preds = %2
  %16 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #9, !dbg !109
  ret void, !dbg !110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: noreturn nounwind
declare !dbg !111 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 !dbg !116 {
  %1 = alloca i64, align 8, !DIAssignID !125
    #dbg_assign(i1 undef, !120, !DIExpression(), !125, ptr %1, !DIExpression(), !126)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #9, !dbg !127
    #dbg_value(i32 0, !123, !DIExpression(), !128)
    #dbg_value(i32 0, !123, !DIExpression(), !128)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #9, !dbg !129
  %3 = load i64, ptr %1, align 8, !dbg !132, !tbaa !133
  %4 = call i32 @pthread_detach(i64 noundef %3) #9, !dbg !135
    #dbg_value(i32 1, !123, !DIExpression(), !128)
  %5 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #9, !dbg !129
  %6 = load i64, ptr %1, align 8, !dbg !132, !tbaa !133
  %7 = call i32 @pthread_detach(i64 noundef %6) #9, !dbg !135
    #dbg_value(i32 2, !123, !DIExpression(), !128)
  %8 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #9, !dbg !129
  %9 = load i64, ptr %1, align 8, !dbg !132, !tbaa !133
  %10 = call i32 @pthread_detach(i64 noundef %9) #9, !dbg !135
    #dbg_value(i32 3, !123, !DIExpression(), !128)
  call void @pthread_exit(ptr noundef null) #8, !dbg !136
  unreachable, !dbg !136
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: nounwind
declare !dbg !137 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !156 i32 @pthread_detach(i64 noundef) local_unnamed_addr #6

; Function Attrs: noreturn
declare !dbg !159 void @pthread_exit(ptr noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare !dbg !162 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !166 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #6

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
!llvm.module.flags = !{!64, !65, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 19, type: !33, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_tls.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "73474f17c96e91ac20578f22c8da0f08")
!4 = !{!0, !5, !11, !16, !22, !25, !27, !29, !31}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 10)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 15)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 17, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 17, type: !24, isLocal: false, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "mine", scope: !2, file: !3, line: 18, type: !24, isLocal: false, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !13, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !18, isLocal: true, isDefinition: true)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !34, line: 72, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!35 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !34, line: 67, size: 320, elements: !36)
!36 = !{!37, !58, !62}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !35, file: !34, line: 69, baseType: !38, size: 320)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !39, line: 22, size: 320, elements: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!40 = !{!41, !42, !44, !45, !46, !47, !49, !50}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !38, file: !39, line: 24, baseType: !24, size: 32)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !38, file: !39, line: 25, baseType: !43, size: 32, offset: 32)
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !38, file: !39, line: 26, baseType: !24, size: 32, offset: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !38, file: !39, line: 28, baseType: !43, size: 32, offset: 96)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !38, file: !39, line: 32, baseType: !24, size: 32, offset: 128)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !38, file: !39, line: 34, baseType: !48, size: 16, offset: 160)
!48 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !38, file: !39, line: 35, baseType: !48, size: 16, offset: 176)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !38, file: !39, line: 36, baseType: !51, size: 128, offset: 192)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !52, line: 55, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !52, line: 51, size: 128, elements: !54)
!54 = !{!55, !57}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !53, file: !52, line: 53, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !53, file: !52, line: 54, baseType: !56, size: 64, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !35, file: !34, line: 70, baseType: !59, size: 320)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 40)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !35, file: !34, line: 71, baseType: !63, size: 64)
!63 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!64 = !{i32 7, !"Dwarf Version", i32 5}
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 1, !"wchar_size", i32 4}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!71 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!72 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 30, type: !73, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !76)
!73 = !DISubroutineType(types: !74)
!74 = !{!75, !75}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!76 = !{!77}
!77 = !DILocalVariable(name: "arg", arg: 1, scope: !72, file: !3, line: 30, type: !75)
!78 = !DILocation(line: 0, scope: !72)
!79 = !DILocation(line: 31, column: 8, scope: !72)
!80 = !DILocation(line: 31, column: 3, scope: !72)
!81 = !DILocation(line: 32, column: 3, scope: !72)
!82 = !DILocation(line: 33, column: 3, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 33, column: 3)
!84 = distinct !DILexicalBlock(scope: !72, file: !3, line: 33, column: 3)
!85 = !{!86, !86, i64 0}
!86 = !{!"int", !87, i64 0}
!87 = !{!"omnipotent char", !88, i64 0}
!88 = !{!"Simple C/C++ TBAA"}
!89 = !DILocation(line: 33, column: 3, scope: !84)
!90 = !DILocation(line: 34, column: 3, scope: !72)
!91 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 21, type: !92, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !95)
!92 = !DISubroutineType(types: !93)
!93 = !{null, !94, !24}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!95 = !{!96, !97}
!96 = !DILocalVariable(name: "count", arg: 1, scope: !91, file: !3, line: 21, type: !94)
!97 = !DILocalVariable(name: "v", arg: 2, scope: !91, file: !3, line: 21, type: !24)
!98 = !DILocation(line: 0, scope: !91)
!99 = !DILocation(line: 22, column: 3, scope: !91)
!100 = !DILocation(line: 23, column: 9, scope: !91)
!101 = !DILocation(line: 24, column: 3, scope: !91)
!102 = !DILocation(line: 25, column: 7, scope: !103)
!103 = distinct !DILexicalBlock(scope: !91, file: !3, line: 25, column: 7)
!104 = !DILocation(line: 25, column: 14, scope: !103)
!105 = !DILocation(line: 25, column: 7, scope: !91)
!106 = !DILocation(line: 26, column: 5, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 26, column: 5)
!108 = distinct !DILexicalBlock(scope: !103, file: !3, line: 26, column: 5)
!109 = !DILocation(line: 27, column: 3, scope: !91)
!110 = !DILocation(line: 28, column: 1, scope: !91)
!111 = !DISubprogram(name: "__assert_fail", scope: !112, file: !112, line: 69, type: !113, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!112 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!113 = !DISubroutineType(types: !114)
!114 = !{null, !115, !115, !43, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!116 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !117, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!24}
!119 = !{!120, !123}
!120 = !DILocalVariable(name: "t", scope: !116, file: !3, line: 38, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !34, line: 27, baseType: !122)
!122 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!123 = !DILocalVariable(name: "i", scope: !124, file: !3, line: 39, type: !24)
!124 = distinct !DILexicalBlock(scope: !116, file: !3, line: 39, column: 3)
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 0, scope: !116)
!127 = !DILocation(line: 38, column: 3, scope: !116)
!128 = !DILocation(line: 0, scope: !124)
!129 = !DILocation(line: 40, column: 5, scope: !130)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 39, column: 31)
!131 = distinct !DILexicalBlock(scope: !124, file: !3, line: 39, column: 3)
!132 = !DILocation(line: 41, column: 20, scope: !130)
!133 = !{!134, !134, i64 0}
!134 = !{!"long", !87, i64 0}
!135 = !DILocation(line: 41, column: 5, scope: !130)
!136 = !DILocation(line: 43, column: 3, scope: !116)
!137 = !DISubprogram(name: "pthread_create", scope: !138, file: !138, line: 202, type: !139, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!139 = !DISubroutineType(types: !140)
!140 = !{!24, !141, !143, !154, !155}
!141 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !34, line: 62, baseType: !147)
!147 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !34, line: 56, size: 448, elements: !148)
!148 = !{!149, !153}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !147, file: !34, line: 58, baseType: !150, size: 448)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !151)
!151 = !{!152}
!152 = !DISubrange(count: 56)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !147, file: !34, line: 59, baseType: !63, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!156 = !DISubprogram(name: "pthread_detach", scope: !138, file: !138, line: 269, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{!24, !121}
!159 = !DISubprogram(name: "pthread_exit", scope: !138, file: !138, line: 211, type: !160, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !75}
!162 = !DISubprogram(name: "pthread_mutex_lock", scope: !138, file: !138, line: 794, type: !163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubroutineType(types: !164)
!164 = !{!24, !165}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!166 = !DISubprogram(name: "pthread_mutex_unlock", scope: !138, file: !138, line: 835, type: !163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
