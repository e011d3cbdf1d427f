; ModuleID = 'mutex_recursive.c'
source_filename = "mutex_recursive.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_mutexattr_t = type { i32 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !35
@.str = private unnamed_addr constant [13 x i8] c"counter == 4\00", align 1, !dbg !18
@.str.1 = private unnamed_addr constant [18 x i8] c"mutex_recursive.c\00", align 1, !dbg !24
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !29

; Function Attrs: nounwind uwtable
define dso_local void @add(i32 noundef %0) local_unnamed_addr #0 !dbg !76 {
    #dbg_value(i32 %0, !80, !DIExpression(), !81)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !82
  %3 = load i32, ptr @counter, align 4, !dbg !83, !tbaa !84
  %4 = add nsw i32 %3, 1, !dbg !83
  store i32 %4, ptr @counter, align 4, !dbg !83, !tbaa !84
  %5 = icmp sgt i32 %0, 1, !dbg !88
  br i1 %5, label %6, label %8, !dbg !90

6:                                                ; preds = %1
  %7 = add nsw i32 %0, -1, !dbg !91
  tail call void @add(i32 noundef %7), !dbg !92
  br label %8, !dbg !92

8:                                                ; preds = %6, %1
  %9 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !93
  ret void, !dbg !94
}

; Function Attrs: nounwind
declare !dbg !95 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !99 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !100 {
    #dbg_value(ptr poison, !105, !DIExpression(), !106)
  tail call void @add(i32 noundef 2), !dbg !107
  ret ptr null, !dbg !108
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !109 {
  %1 = alloca %union.pthread_mutexattr_t, align 4, !DIAssignID !126
    #dbg_assign(i1 undef, !113, !DIExpression(), !126, ptr %1, !DIExpression(), !127)
  %2 = alloca i64, align 8, !DIAssignID !128
    #dbg_assign(i1 undef, !122, !DIExpression(), !128, ptr %2, !DIExpression(), !127)
  %3 = alloca i64, align 8, !DIAssignID !129
    #dbg_assign(i1 undef, !125, !DIExpression(), !129, ptr %3, !DIExpression(), !127)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #5, !dbg !130
  %4 = call i32 @pthread_mutexattr_init(ptr noundef nonnull %1) #5, !dbg !131
  %5 = call i32 @pthread_mutexattr_settype(ptr noundef nonnull %1, i32 noundef 1) #5, !dbg !132
  %6 = call i32 @pthread_mutex_init(ptr noundef nonnull @m, ptr noundef nonnull %1) #5, !dbg !133
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !134
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5, !dbg !134
  %7 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !135
  %8 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !136
  %9 = load i64, ptr %2, align 8, !dbg !137, !tbaa !138
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #5, !dbg !140
  %11 = load i64, ptr %3, align 8, !dbg !141, !tbaa !138
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #5, !dbg !142
  %13 = load i32, ptr @counter, align 4, !dbg !143, !tbaa !84
  %14 = icmp eq i32 %13, 4, !dbg !143
  br i1 %14, label %16, label %15, !dbg !146

15:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 33, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !143
  unreachable, !dbg !143

16:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5, !dbg !147
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !147
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #5, !dbg !147
  ret i32 0, !dbg !148
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !149 i32 @pthread_mutexattr_init(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !153 i32 @pthread_mutexattr_settype(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !156 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !161 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !179 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !183 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!68, !69, !70, !71, !72, !73, !74}
!llvm.ident = !{!75}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !38, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_recursive.c", directory: ".", checksumkind: CSK_MD5, checksum: "850e6b30c247a5eabf7ae7b25ecb3e30")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 47, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14, !15, !16}
!9 = !DIEnumerator(name: "PTHREAD_MUTEX_TIMED_NP", value: 0)
!10 = !DIEnumerator(name: "PTHREAD_MUTEX_RECURSIVE_NP", value: 1)
!11 = !DIEnumerator(name: "PTHREAD_MUTEX_ERRORCHECK_NP", value: 2)
!12 = !DIEnumerator(name: "PTHREAD_MUTEX_ADAPTIVE_NP", value: 3)
!13 = !DIEnumerator(name: "PTHREAD_MUTEX_NORMAL", value: 0)
!14 = !DIEnumerator(name: "PTHREAD_MUTEX_RECURSIVE", value: 1)
!15 = !DIEnumerator(name: "PTHREAD_MUTEX_ERRORCHECK", value: 2)
!16 = !DIEnumerator(name: "PTHREAD_MUTEX_DEFAULT", value: 0)
!17 = !{!18, !24, !29, !35, !0}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 104, elements: !22)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 13)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 144, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 18)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 120, elements: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!33 = !{!34}
!34 = !DISubrange(count: 15)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !37, isLocal: false, isDefinition: true)
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !39, line: 72, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!40 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !39, line: 67, size: 320, elements: !41)
!41 = !{!42, !62, !66}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !40, file: !39, line: 69, baseType: !43, size: 320)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !44, line: 22, size: 320, elements: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!45 = !{!46, !47, !48, !49, !50, !51, !53, !54}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !43, file: !44, line: 24, baseType: !37, size: 32)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !43, file: !44, line: 25, baseType: !7, size: 32, offset: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !43, file: !44, line: 26, baseType: !37, size: 32, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !43, file: !44, line: 28, baseType: !7, size: 32, offset: 96)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !43, file: !44, line: 32, baseType: !37, size: 32, offset: 128)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !43, file: !44, line: 34, baseType: !52, size: 16, offset: 160)
!52 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !43, file: !44, line: 35, baseType: !52, size: 16, offset: 176)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !43, file: !44, line: 36, baseType: !55, size: 128, offset: 192)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !56, line: 55, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !56, line: 51, size: 128, elements: !58)
!58 = !{!59, !61}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !57, file: !56, line: 53, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !57, file: !56, line: 54, baseType: !60, size: 64, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !40, file: !39, line: 70, baseType: !63, size: 320)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 320, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 40)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !40, file: !39, line: 71, baseType: !67, size: 64)
!67 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!68 = !{i32 7, !"Dwarf Version", i32 5}
!69 = !{i32 2, !"Debug Info Version", i32 3}
!70 = !{i32 1, !"wchar_size", i32 4}
!71 = !{i32 8, !"PIC Level", i32 2}
!72 = !{i32 7, !"PIE Level", i32 2}
!73 = !{i32 7, !"uwtable", i32 2}
!74 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!75 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!76 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 10, type: !77, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !79)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !37}
!79 = !{!80}
!80 = !DILocalVariable(name: "n", arg: 1, scope: !76, file: !3, line: 10, type: !37)
!81 = !DILocation(line: 0, scope: !76)
!82 = !DILocation(line: 11, column: 3, scope: !76)
!83 = !DILocation(line: 12, column: 10, scope: !76)
!84 = !{!85, !85, i64 0}
!85 = !{!"int", !86, i64 0}
!86 = !{!"omnipotent char", !87, i64 0}
!87 = !{!"Simple C/C++ TBAA"}
!88 = !DILocation(line: 13, column: 9, scope: !89)
!89 = distinct !DILexicalBlock(scope: !76, file: !3, line: 13, column: 7)
!90 = !DILocation(line: 13, column: 7, scope: !76)
!91 = !DILocation(line: 14, column: 11, scope: !89)
!92 = !DILocation(line: 14, column: 5, scope: !89)
!93 = !DILocation(line: 15, column: 3, scope: !76)
!94 = !DILocation(line: 16, column: 1, scope: !76)
!95 = !DISubprogram(name: "pthread_mutex_lock", scope: !6, file: !6, line: 794, type: !96, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DISubroutineType(types: !97)
!97 = !{!37, !98}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!99 = !DISubprogram(name: "pthread_mutex_unlock", scope: !6, file: !6, line: 835, type: !96, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 18, type: !101, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!101 = !DISubroutineType(types: !102)
!102 = !{!103, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!104 = !{!105}
!105 = !DILocalVariable(name: "arg", arg: 1, scope: !100, file: !3, line: 18, type: !103)
!106 = !DILocation(line: 0, scope: !100)
!107 = !DILocation(line: 19, column: 3, scope: !100)
!108 = !DILocation(line: 20, column: 3, scope: !100)
!109 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !110, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!37}
!112 = !{!113, !122, !125}
!113 = !DILocalVariable(name: "a", scope: !109, file: !3, line: 24, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !39, line: 36, baseType: !115)
!115 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !39, line: 32, size: 32, elements: !116)
!116 = !{!117, !121}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !115, file: !39, line: 34, baseType: !118, size: 32)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 32, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 4)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !115, file: !39, line: 35, baseType: !37, size: 32)
!122 = !DILocalVariable(name: "t1", scope: !109, file: !3, line: 28, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !39, line: 27, baseType: !124)
!124 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!125 = !DILocalVariable(name: "t2", scope: !109, file: !3, line: 28, type: !123)
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 0, scope: !109)
!128 = distinct !DIAssignID()
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 24, column: 3, scope: !109)
!131 = !DILocation(line: 25, column: 3, scope: !109)
!132 = !DILocation(line: 26, column: 3, scope: !109)
!133 = !DILocation(line: 27, column: 3, scope: !109)
!134 = !DILocation(line: 28, column: 3, scope: !109)
!135 = !DILocation(line: 29, column: 3, scope: !109)
!136 = !DILocation(line: 30, column: 3, scope: !109)
!137 = !DILocation(line: 31, column: 16, scope: !109)
!138 = !{!139, !139, i64 0}
!139 = !{!"long", !86, i64 0}
!140 = !DILocation(line: 31, column: 3, scope: !109)
!141 = !DILocation(line: 32, column: 16, scope: !109)
!142 = !DILocation(line: 32, column: 3, scope: !109)
!143 = !DILocation(line: 33, column: 3, scope: !144)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 33, column: 3)
!145 = distinct !DILexicalBlock(scope: !109, file: !3, line: 33, column: 3)
!146 = !DILocation(line: 33, column: 3, scope: !145)
!147 = !DILocation(line: 35, column: 1, scope: !109)
!148 = !DILocation(line: 34, column: 3, scope: !109)
!149 = !DISubprogram(name: "pthread_mutexattr_init", scope: !6, file: !6, line: 874, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubroutineType(types: !151)
!151 = !{!37, !152}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!153 = !DISubprogram(name: "pthread_mutexattr_settype", scope: !6, file: !6, line: 901, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DISubroutineType(types: !155)
!155 = !{!37, !152, !37}
!156 = !DISubprogram(name: "pthread_mutex_init", scope: !6, file: !6, line: 781, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{!37, !98, !159}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!161 = !DISubprogram(name: "pthread_create", scope: !6, file: !6, line: 202, type: !162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(types: !163)
!163 = !{!37, !164, !166, !177, !178}
!164 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !39, line: 62, baseType: !170)
!170 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !39, line: 56, size: 448, elements: !171)
!171 = !{!172, !176}
!172 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !170, file: !39, line: 58, baseType: !173, size: 448)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 448, elements: !174)
!174 = !{!175}
!175 = !DISubrange(count: 56)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !170, file: !39, line: 59, baseType: !67, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !103)
!179 = !DISubprogram(name: "pthread_join", scope: !6, file: !6, line: 219, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{!37, !123, !182}
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!183 = !DISubprogram(name: "__assert_fail", scope: !184, file: !184, line: 69, type: !185, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!184 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!185 = !DISubroutineType(types: !186)
!186 = !{null, !187, !187, !7, !187}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
