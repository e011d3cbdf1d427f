; ModuleID = 'mutex_errorcheck.c'
source_filename = "mutex_errorcheck.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_mutexattr_t = type { i32 }

@locked = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !52
@.str = private unnamed_addr constant [34 x i8] c"pthread_mutex_unlock(&m) == EPERM\00", align 1, !dbg !18
@.str.1 = private unnamed_addr constant [19 x i8] c"mutex_errorcheck.c\00", align 1, !dbg !24
@__PRETTY_FUNCTION__.other = private unnamed_addr constant [20 x i8] c"void *other(void *)\00", align 1, !dbg !29
@.str.2 = private unnamed_addr constant [28 x i8] c"pthread_mutex_lock(&m) == 0\00", align 1, !dbg !35
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !40
@.str.3 = private unnamed_addr constant [34 x i8] c"pthread_mutex_lock(&m) == EDEADLK\00", align 1, !dbg !45
@.str.4 = private unnamed_addr constant [30 x i8] c"pthread_mutex_unlock(&m) == 0\00", align 1, !dbg !47

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @other(ptr nocapture readnone %0) #0 !dbg !93 {
    #dbg_value(ptr poison, !98, !DIExpression(), !99)
  %2 = load i32, ptr @locked, align 4, !dbg !100, !tbaa !102
  %3 = icmp eq i32 %2, 0, !dbg !100
  br i1 %3, label %8, label %4, !dbg !106

4:                                                ; preds = %1
  %5 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !107
  %6 = icmp eq i32 %5, 1, !dbg !107
  br i1 %6, label %8, label %7, !dbg !110

7:                                                ; preds = %4
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 13, ptr noundef nonnull @__PRETTY_FUNCTION__.other) #6, !dbg !107
  unreachable, !dbg !107

8:                                                ; preds = %4, %1
  ret ptr null, !dbg !111
}

; Function Attrs: nounwind
declare !dbg !112 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !116 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !121 {
  %1 = alloca %union.pthread_mutexattr_t, align 4, !DIAssignID !137
    #dbg_assign(i1 undef, !125, !DIExpression(), !137, ptr %1, !DIExpression(), !138)
  %2 = alloca i64, align 8, !DIAssignID !139
    #dbg_assign(i1 undef, !134, !DIExpression(), !139, ptr %2, !DIExpression(), !138)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #5, !dbg !140
  %3 = call i32 @pthread_mutexattr_init(ptr noundef nonnull %1) #5, !dbg !141
  %4 = call i32 @pthread_mutexattr_settype(ptr noundef nonnull %1, i32 noundef 2) #5, !dbg !142
  %5 = call i32 @pthread_mutex_init(ptr noundef nonnull @m, ptr noundef nonnull %1) #5, !dbg !143
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !144
  %6 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @other, ptr noundef null) #5, !dbg !145
  %7 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !146
  %8 = icmp eq i32 %7, 0, !dbg !146
  br i1 %8, label %10, label %9, !dbg !149

9:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 24, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !146
  unreachable, !dbg !146

10:                                               ; preds = %0
  store i32 1, ptr @locked, align 4, !dbg !150, !tbaa !102
  %11 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !151
  %12 = icmp eq i32 %11, 35, !dbg !151
  br i1 %12, label %14, label %13, !dbg !154

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !151
  unreachable, !dbg !151

14:                                               ; preds = %10
  %15 = load i64, ptr %2, align 8, !dbg !155, !tbaa !156
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #5, !dbg !158
  store i32 0, ptr @locked, align 4, !dbg !159, !tbaa !102
  %17 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !160
  %18 = icmp eq i32 %17, 0, !dbg !160
  br i1 %18, label %20, label %19, !dbg !163

19:                                               ; preds = %14
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !160
  unreachable, !dbg !160

20:                                               ; preds = %14
  %21 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !164
  %22 = icmp eq i32 %21, 1, !dbg !164
  br i1 %22, label %24, label %23, !dbg !167

23:                                               ; preds = %20
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 30, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !164
  unreachable, !dbg !164

24:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !168
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #5, !dbg !168
  ret i32 0, !dbg !169
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !170 i32 @pthread_mutexattr_init(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !174 i32 @pthread_mutexattr_settype(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !177 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !182 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !200 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

declare !dbg !201 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

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
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "locked", scope: !2, file: !3, line: 9, type: !63, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_errorcheck.c", directory: ".", checksumkind: CSK_MD5, checksum: "efef2e1d895aa4585c5e850dca4e7477")
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
!17 = !{!18, !24, !29, !35, !40, !45, !47, !52, !0}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 272, elements: !22)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 34)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 152, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 19)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 160, elements: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!33 = !{!34}
!34 = !DISubrange(count: 20)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 224, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 28)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 120, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 15)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !20, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 240, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 30)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !54, isLocal: false, isDefinition: true)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !55, line: 72, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!56 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !55, line: 67, size: 320, elements: !57)
!57 = !{!58, !79, !83}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !56, file: !55, line: 69, baseType: !59, size: 320)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !60, line: 22, size: 320, elements: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!61 = !{!62, !64, !65, !66, !67, !68, !70, !71}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !59, file: !60, line: 24, baseType: !63, size: 32)
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !59, file: !60, line: 25, baseType: !7, size: 32, offset: 32)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !59, file: !60, line: 26, baseType: !63, size: 32, offset: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !59, file: !60, line: 28, baseType: !7, size: 32, offset: 96)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !59, file: !60, line: 32, baseType: !63, size: 32, offset: 128)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !59, file: !60, line: 34, baseType: !69, size: 16, offset: 160)
!69 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !59, file: !60, line: 35, baseType: !69, size: 16, offset: 176)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !59, file: !60, line: 36, baseType: !72, size: 128, offset: 192)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !73, line: 55, baseType: !74)
!73 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !73, line: 51, size: 128, elements: !75)
!75 = !{!76, !78}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !74, file: !73, line: 53, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !74, file: !73, line: 54, baseType: !77, size: 64, offset: 64)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !56, file: !55, line: 70, baseType: !80, size: 320)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 320, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 40)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !56, file: !55, line: 71, baseType: !84, size: 64)
!84 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "other", scope: !3, file: !3, line: 11, type: !94, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !97)
!94 = !DISubroutineType(types: !95)
!95 = !{!96, !96}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!97 = !{!98}
!98 = !DILocalVariable(name: "arg", arg: 1, scope: !93, file: !3, line: 11, type: !96)
!99 = !DILocation(line: 0, scope: !93)
!100 = !DILocation(line: 12, column: 7, scope: !101)
!101 = distinct !DILexicalBlock(scope: !93, file: !3, line: 12, column: 7)
!102 = !{!103, !103, i64 0}
!103 = !{!"int", !104, i64 0}
!104 = !{!"omnipotent char", !105, i64 0}
!105 = !{!"Simple C/C++ TBAA"}
!106 = !DILocation(line: 12, column: 7, scope: !93)
!107 = !DILocation(line: 13, column: 5, scope: !108)
!108 = distinct !DILexicalBlock(scope: !109, file: !3, line: 13, column: 5)
!109 = distinct !DILexicalBlock(scope: !101, file: !3, line: 13, column: 5)
!110 = !DILocation(line: 13, column: 5, scope: !109)
!111 = !DILocation(line: 14, column: 3, scope: !93)
!112 = !DISubprogram(name: "pthread_mutex_unlock", scope: !6, file: !6, line: 835, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DISubroutineType(types: !114)
!114 = !{!63, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!116 = !DISubprogram(name: "__assert_fail", scope: !117, file: !117, line: 69, type: !118, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!117 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!118 = !DISubroutineType(types: !119)
!119 = !{null, !120, !120, !7, !120}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!121 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !122, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!63}
!124 = !{!125, !134}
!125 = !DILocalVariable(name: "a", scope: !121, file: !3, line: 18, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !55, line: 36, baseType: !127)
!127 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !55, line: 32, size: 32, elements: !128)
!128 = !{!129, !133}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !127, file: !55, line: 34, baseType: !130, size: 32)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 32, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 4)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !127, file: !55, line: 35, baseType: !63, size: 32)
!134 = !DILocalVariable(name: "t", scope: !121, file: !3, line: 22, type: !135)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !55, line: 27, baseType: !136)
!136 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 0, scope: !121)
!139 = distinct !DIAssignID()
!140 = !DILocation(line: 18, column: 3, scope: !121)
!141 = !DILocation(line: 19, column: 3, scope: !121)
!142 = !DILocation(line: 20, column: 3, scope: !121)
!143 = !DILocation(line: 21, column: 3, scope: !121)
!144 = !DILocation(line: 22, column: 3, scope: !121)
!145 = !DILocation(line: 23, column: 3, scope: !121)
!146 = !DILocation(line: 24, column: 3, scope: !147)
!147 = distinct !DILexicalBlock(scope: !148, file: !3, line: 24, column: 3)
!148 = distinct !DILexicalBlock(scope: !121, file: !3, line: 24, column: 3)
!149 = !DILocation(line: 24, column: 3, scope: !148)
!150 = !DILocation(line: 25, column: 10, scope: !121)
!151 = !DILocation(line: 26, column: 3, scope: !152)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 26, column: 3)
!153 = distinct !DILexicalBlock(scope: !121, file: !3, line: 26, column: 3)
!154 = !DILocation(line: 26, column: 3, scope: !153)
!155 = !DILocation(line: 27, column: 16, scope: !121)
!156 = !{!157, !157, i64 0}
!157 = !{!"long", !104, i64 0}
!158 = !DILocation(line: 27, column: 3, scope: !121)
!159 = !DILocation(line: 28, column: 10, scope: !121)
!160 = !DILocation(line: 29, column: 3, scope: !161)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 29, column: 3)
!162 = distinct !DILexicalBlock(scope: !121, file: !3, line: 29, column: 3)
!163 = !DILocation(line: 29, column: 3, scope: !162)
!164 = !DILocation(line: 30, column: 3, scope: !165)
!165 = distinct !DILexicalBlock(scope: !166, file: !3, line: 30, column: 3)
!166 = distinct !DILexicalBlock(scope: !121, file: !3, line: 30, column: 3)
!167 = !DILocation(line: 30, column: 3, scope: !166)
!168 = !DILocation(line: 32, column: 1, scope: !121)
!169 = !DILocation(line: 31, column: 3, scope: !121)
!170 = !DISubprogram(name: "pthread_mutexattr_init", scope: !6, file: !6, line: 874, type: !171, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DISubroutineType(types: !172)
!172 = !{!63, !173}
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!174 = !DISubprogram(name: "pthread_mutexattr_settype", scope: !6, file: !6, line: 901, type: !175, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!175 = !DISubroutineType(types: !176)
!176 = !{!63, !173, !63}
!177 = !DISubprogram(name: "pthread_mutex_init", scope: !6, file: !6, line: 781, type: !178, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{!63, !115, !180}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!182 = !DISubprogram(name: "pthread_create", scope: !6, file: !6, line: 202, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{!63, !185, !187, !198, !199}
!185 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !186)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !188)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !55, line: 62, baseType: !191)
!191 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !55, line: 56, size: 448, elements: !192)
!192 = !{!193, !197}
!193 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !191, file: !55, line: 58, baseType: !194, size: 448)
!194 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 448, elements: !195)
!195 = !{!196}
!196 = !DISubrange(count: 56)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !191, file: !55, line: 59, baseType: !84, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!199 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!200 = !DISubprogram(name: "pthread_mutex_lock", scope: !6, file: !6, line: 794, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DISubprogram(name: "pthread_join", scope: !6, file: !6, line: 219, type: !202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DISubroutineType(types: !203)
!203 = !{!63, !135, !204}
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
