; ModuleID = 'mutex_trylock.c'
source_filename = "mutex_trylock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !37
@.str = private unnamed_addr constant [11 x i8] c"r == EBUSY\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"mutex_trylock.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@busy = dso_local local_unnamed_addr global i32 0, align 4, !dbg !40
@.str.2 = private unnamed_addr constant [20 x i8] c"counter + busy == 2\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [13 x i8] c"counter >= 1\00", align 1, !dbg !32

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !81 {
    #dbg_value(ptr poison, !86, !DIExpression(), !88)
  %2 = tail call i32 @pthread_mutex_trylock(ptr noundef nonnull @m) #5, !dbg !89
    #dbg_value(i32 %2, !87, !DIExpression(), !88)
  switch i32 %2, label %3 [
    i32 0, label %6
    i32 16, label %4
  ], !dbg !90

3:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 17, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !91
  unreachable, !dbg !91

4:                                                ; preds = %1
  %5 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !96
  br label %6

6:                                                ; preds = %1, %4
  %7 = phi ptr [ @busy, %4 ], [ @counter, %1 ]
  %8 = load i32, ptr %7, align 4, !dbg !97, !tbaa !98
  %9 = add nsw i32 %8, 1, !dbg !97
  store i32 %9, ptr %7, align 4, !dbg !97, !tbaa !98
  %10 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !97
  ret ptr null, !dbg !102
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !103 i32 @pthread_mutex_trylock(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !108 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !109 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !114 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !115 {
  %1 = alloca i64, align 8, !DIAssignID !123
    #dbg_assign(i1 undef, !119, !DIExpression(), !123, ptr %1, !DIExpression(), !124)
  %2 = alloca i64, align 8, !DIAssignID !125
    #dbg_assign(i1 undef, !122, !DIExpression(), !125, ptr %2, !DIExpression(), !124)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !126
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !126
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !127
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !128
  %5 = load i64, ptr %1, align 8, !dbg !129, !tbaa !130
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !132
  %7 = load i64, ptr %2, align 8, !dbg !133, !tbaa !130
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !134
  %9 = load i32, ptr @counter, align 4, !dbg !135, !tbaa !98
  %10 = load i32, ptr @busy, align 4, !dbg !135, !tbaa !98
  %11 = add nsw i32 %10, %9, !dbg !135
  %12 = icmp eq i32 %11, 2, !dbg !135
  br i1 %12, label %14, label %13, !dbg !138

13:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 31, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !135
  unreachable, !dbg !135

14:                                               ; preds = %0
  %15 = icmp sgt i32 %9, 0, !dbg !139
  br i1 %15, label %17, label %16, !dbg !142

16:                                               ; preds = %14
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !139
  unreachable, !dbg !139

17:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !143
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !143
  ret i32 0, !dbg !144
}

; Function Attrs: nounwind
declare !dbg !145 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !163 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!73, !74, !75, !76, !77, !78, !79}
!llvm.ident = !{!80}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !42, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_trylock.c", directory: ".", checksumkind: CSK_MD5, checksum: "9e27ccdaac7df708aad6fbb32038ea38")
!4 = !{!0, !5, !11, !16, !22, !27, !32, !37, !40}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 11)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 20)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 13)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !39, isLocal: false, isDefinition: true)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "busy", scope: !2, file: !3, line: 9, type: !39, isLocal: false, isDefinition: true)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !43, line: 72, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!44 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !43, line: 67, size: 320, elements: !45)
!45 = !{!46, !67, !71}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !44, file: !43, line: 69, baseType: !47, size: 320)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !48, line: 22, size: 320, elements: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!49 = !{!50, !51, !53, !54, !55, !56, !58, !59}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !47, file: !48, line: 24, baseType: !39, size: 32)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !47, file: !48, line: 25, baseType: !52, size: 32, offset: 32)
!52 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !47, file: !48, line: 26, baseType: !39, size: 32, offset: 64)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !47, file: !48, line: 28, baseType: !52, size: 32, offset: 96)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !47, file: !48, line: 32, baseType: !39, size: 32, offset: 128)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !47, file: !48, line: 34, baseType: !57, size: 16, offset: 160)
!57 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !47, file: !48, line: 35, baseType: !57, size: 16, offset: 176)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !47, file: !48, line: 36, baseType: !60, size: 128, offset: 192)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !61, line: 55, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !61, line: 51, size: 128, elements: !63)
!63 = !{!64, !66}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !62, file: !61, line: 53, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !62, file: !61, line: 54, baseType: !65, size: 64, offset: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !44, file: !43, line: 70, baseType: !68, size: 320)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 40)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !44, file: !43, line: 71, baseType: !72, size: 64)
!72 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!73 = !{i32 7, !"Dwarf Version", i32 5}
!74 = !{i32 2, !"Debug Info Version", i32 3}
!75 = !{i32 1, !"wchar_size", i32 4}
!76 = !{i32 8, !"PIC Level", i32 2}
!77 = !{i32 7, !"PIE Level", i32 2}
!78 = !{i32 7, !"uwtable", i32 2}
!79 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!80 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!81 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !82, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!82 = !DISubroutineType(types: !83)
!83 = !{!84, !84}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!85 = !{!86, !87}
!86 = !DILocalVariable(name: "arg", arg: 1, scope: !81, file: !3, line: 11, type: !84)
!87 = !DILocalVariable(name: "r", scope: !81, file: !3, line: 12, type: !39)
!88 = !DILocation(line: 0, scope: !81)
!89 = !DILocation(line: 12, column: 11, scope: !81)
!90 = !DILocation(line: 13, column: 7, scope: !81)
!91 = !DILocation(line: 17, column: 5, scope: !92)
!92 = distinct !DILexicalBlock(scope: !93, file: !3, line: 17, column: 5)
!93 = distinct !DILexicalBlock(scope: !94, file: !3, line: 17, column: 5)
!94 = distinct !DILexicalBlock(scope: !95, file: !3, line: 16, column: 10)
!95 = distinct !DILexicalBlock(scope: !81, file: !3, line: 13, column: 7)
!96 = !DILocation(line: 18, column: 5, scope: !94)
!97 = !DILocation(line: 0, scope: !95)
!98 = !{!99, !99, i64 0}
!99 = !{!"int", !100, i64 0}
!100 = !{!"omnipotent char", !101, i64 0}
!101 = !{!"Simple C/C++ TBAA"}
!102 = !DILocation(line: 22, column: 3, scope: !81)
!103 = !DISubprogram(name: "pthread_mutex_trylock", scope: !104, file: !104, line: 790, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!105 = !DISubroutineType(types: !106)
!106 = !{!39, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!108 = !DISubprogram(name: "pthread_mutex_unlock", scope: !104, file: !104, line: 835, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DISubprogram(name: "__assert_fail", scope: !110, file: !110, line: 69, type: !111, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!110 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!111 = !DISubroutineType(types: !112)
!112 = !{null, !113, !113, !52, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!114 = !DISubprogram(name: "pthread_mutex_lock", scope: !104, file: !104, line: 794, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !116, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!39}
!118 = !{!119, !122}
!119 = !DILocalVariable(name: "a", scope: !115, file: !3, line: 26, type: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !43, line: 27, baseType: !121)
!121 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!122 = !DILocalVariable(name: "b", scope: !115, file: !3, line: 26, type: !120)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 0, scope: !115)
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 26, column: 3, scope: !115)
!127 = !DILocation(line: 27, column: 3, scope: !115)
!128 = !DILocation(line: 28, column: 3, scope: !115)
!129 = !DILocation(line: 29, column: 16, scope: !115)
!130 = !{!131, !131, i64 0}
!131 = !{!"long", !100, i64 0}
!132 = !DILocation(line: 29, column: 3, scope: !115)
!133 = !DILocation(line: 30, column: 16, scope: !115)
!134 = !DILocation(line: 30, column: 3, scope: !115)
!135 = !DILocation(line: 31, column: 3, scope: !136)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 31, column: 3)
!137 = distinct !DILexicalBlock(scope: !115, file: !3, line: 31, column: 3)
!138 = !DILocation(line: 31, column: 3, scope: !137)
!139 = !DILocation(line: 32, column: 3, scope: !140)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 32, column: 3)
!141 = distinct !DILexicalBlock(scope: !115, file: !3, line: 32, column: 3)
!142 = !DILocation(line: 32, column: 3, scope: !141)
!143 = !DILocation(line: 34, column: 1, scope: !115)
!144 = !DILocation(line: 33, column: 3, scope: !115)
!145 = !DISubprogram(name: "pthread_create", scope: !104, file: !104, line: 202, type: !146, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DISubroutineType(types: !147)
!147 = !{!39, !148, !150, !161, !162}
!148 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !43, line: 62, baseType: !154)
!154 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !43, line: 56, size: 448, elements: !155)
!155 = !{!156, !160}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !154, file: !43, line: 58, baseType: !157, size: 448)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 56)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !154, file: !43, line: 59, baseType: !72, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !84)
!163 = !DISubprogram(name: "pthread_join", scope: !104, file: !104, line: 219, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(types: !165)
!165 = !{!39, !120, !166}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
