; ModuleID = 'cond_signal.c'
source_filename = "cond_signal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@c = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !5
@data = dso_local local_unnamed_addr global i32 0, align 4, !dbg !63
@ready = dso_local local_unnamed_addr global i32 0, align 4, !dbg !60
@.str = private unnamed_addr constant [11 x i8] c"data == 42\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [14 x i8] c"cond_signal.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !54

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @producer(ptr nocapture readnone %0) #0 !dbg !101 {
    #dbg_value(ptr poison, !106, !DIExpression(), !107)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !108
  store i32 42, ptr @data, align 4, !dbg !109, !tbaa !110
  store i32 1, ptr @ready, align 4, !dbg !114, !tbaa !110
  %3 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @c) #5, !dbg !115
  %4 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !116
  ret ptr null, !dbg !117
}

; Function Attrs: nounwind
declare !dbg !118 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !123 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !127 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !128 {
  %1 = alloca i64, align 8, !DIAssignID !135
    #dbg_assign(i1 undef, !132, !DIExpression(), !135, ptr %1, !DIExpression(), !136)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !137
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @producer, ptr noundef null) #5, !dbg !138
  %3 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !139
  %4 = load i32, ptr @ready, align 4, !dbg !140, !tbaa !110
  %5 = icmp eq i32 %4, 0, !dbg !141
  br i1 %5, label %6, label %10, !dbg !142

6:                                                ; preds = %0, %6
  %7 = call i32 @pthread_cond_wait(ptr noundef nonnull @c, ptr noundef nonnull @m) #5, !dbg !143
  %8 = load i32, ptr @ready, align 4, !dbg !140, !tbaa !110
  %9 = icmp eq i32 %8, 0, !dbg !141
  br i1 %9, label %6, label %10, !dbg !142, !llvm.loop !144

10:                                               ; preds = %6, %0
  %11 = load i32, ptr @data, align 4, !dbg !147, !tbaa !110
  %12 = icmp eq i32 %11, 42, !dbg !147
  br i1 %12, label %14, label %13, !dbg !150

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !147
  unreachable, !dbg !147

14:                                               ; preds = %10
  %15 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !151
  %16 = load i64, ptr %1, align 8, !dbg !152, !tbaa !153
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null) #5, !dbg !155
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !156
  ret i32 0, !dbg !157
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !158 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !176 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !181 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !186 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

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
!llvm.module.flags = !{!93, !94, !95, !96, !97, !98, !99}
!llvm.ident = !{!100}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 7, type: !65, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cond_signal.c", directory: ".", checksumkind: CSK_MD5, checksum: "d3df942c9db825138e0cdf4d75b579ef")
!4 = !{!0, !5, !44, !49, !54, !60, !63}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !8, line: 80, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 75, size: 384, elements: !10)
!10 = !{!11, !37, !42}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 77, baseType: !12, size: 384)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !13, line: 94, size: 384, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!14 = !{!15, !28, !29, !33, !34, !35, !36}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !12, file: !13, line: 96, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !17, line: 33, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: ".", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!18 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !17, line: 25, size: 64, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !18, file: !17, line: 27, baseType: !21, size: 64)
!21 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !18, file: !17, line: 32, baseType: !23, size: 64)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !18, file: !17, line: 28, size: 64, elements: !24)
!24 = !{!25, !27}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !23, file: !17, line: 30, baseType: !26, size: 32)
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !23, file: !17, line: 31, baseType: !26, size: 32, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !12, file: !13, line: 97, baseType: !16, size: 64, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !12, file: !13, line: 98, baseType: !30, size: 64, offset: 128)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 64, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 2)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !12, file: !13, line: 99, baseType: !30, size: 64, offset: 192)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !12, file: !13, line: 100, baseType: !26, size: 32, offset: 256)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !12, file: !13, line: 101, baseType: !26, size: 32, offset: 288)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !12, file: !13, line: 102, baseType: !30, size: 64, offset: 320)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !9, file: !8, line: 78, baseType: !38, size: 384)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 384, elements: !40)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41}
!41 = !DISubrange(count: 48)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !9, file: !8, line: 79, baseType: !43, size: 64)
!43 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 88, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 11)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 112, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 14)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 120, elements: !58)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !{!59}
!59 = !DISubrange(count: 15)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 9, type: !62, isLocal: false, isDefinition: true)
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "data", scope: !2, file: !3, line: 9, type: !62, isLocal: false, isDefinition: true)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !67)
!67 = !{!68, !87, !91}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !66, file: !8, line: 69, baseType: !69, size: 320)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !70, line: 22, size: 320, elements: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!71 = !{!72, !73, !74, !75, !76, !77, !79, !80}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !69, file: !70, line: 24, baseType: !62, size: 32)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !69, file: !70, line: 25, baseType: !26, size: 32, offset: 32)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !69, file: !70, line: 26, baseType: !62, size: 32, offset: 64)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !69, file: !70, line: 28, baseType: !26, size: 32, offset: 96)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !69, file: !70, line: 32, baseType: !62, size: 32, offset: 128)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !69, file: !70, line: 34, baseType: !78, size: 16, offset: 160)
!78 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !69, file: !70, line: 35, baseType: !78, size: 16, offset: 176)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !69, file: !70, line: 36, baseType: !81, size: 128, offset: 192)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !83)
!83 = !{!84, !86}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !82, file: !13, line: 53, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !82, file: !13, line: 54, baseType: !85, size: 64, offset: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !66, file: !8, line: 70, baseType: !88, size: 320)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 40)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !66, file: !8, line: 71, baseType: !92, size: 64)
!92 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!93 = !{i32 7, !"Dwarf Version", i32 5}
!94 = !{i32 2, !"Debug Info Version", i32 3}
!95 = !{i32 1, !"wchar_size", i32 4}
!96 = !{i32 8, !"PIC Level", i32 2}
!97 = !{i32 7, !"PIE Level", i32 2}
!98 = !{i32 7, !"uwtable", i32 2}
!99 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!100 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!101 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 11, type: !102, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !105)
!102 = !DISubroutineType(types: !103)
!103 = !{!104, !104}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!105 = !{!106}
!106 = !DILocalVariable(name: "arg", arg: 1, scope: !101, file: !3, line: 11, type: !104)
!107 = !DILocation(line: 0, scope: !101)
!108 = !DILocation(line: 12, column: 3, scope: !101)
!109 = !DILocation(line: 13, column: 8, scope: !101)
!110 = !{!111, !111, i64 0}
!111 = !{!"int", !112, i64 0}
!112 = !{!"omnipotent char", !113, i64 0}
!113 = !{!"Simple C/C++ TBAA"}
!114 = !DILocation(line: 14, column: 9, scope: !101)
!115 = !DILocation(line: 15, column: 3, scope: !101)
!116 = !DILocation(line: 16, column: 3, scope: !101)
!117 = !DILocation(line: 17, column: 3, scope: !101)
!118 = !DISubprogram(name: "pthread_mutex_lock", scope: !119, file: !119, line: 794, type: !120, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!120 = !DISubroutineType(types: !121)
!121 = !{!62, !122}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!123 = !DISubprogram(name: "pthread_cond_signal", scope: !119, file: !119, line: 1121, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{!62, !126}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!127 = !DISubprogram(name: "pthread_mutex_unlock", scope: !119, file: !119, line: 835, type: !120, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !129, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !131)
!129 = !DISubroutineType(types: !130)
!130 = !{!62}
!131 = !{!132}
!132 = !DILocalVariable(name: "t", scope: !128, file: !3, line: 21, type: !133)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !134)
!134 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 0, scope: !128)
!137 = !DILocation(line: 21, column: 3, scope: !128)
!138 = !DILocation(line: 22, column: 3, scope: !128)
!139 = !DILocation(line: 23, column: 3, scope: !128)
!140 = !DILocation(line: 24, column: 11, scope: !128)
!141 = !DILocation(line: 24, column: 10, scope: !128)
!142 = !DILocation(line: 24, column: 3, scope: !128)
!143 = !DILocation(line: 25, column: 5, scope: !128)
!144 = distinct !{!144, !142, !145, !146}
!145 = !DILocation(line: 25, column: 29, scope: !128)
!146 = !{!"llvm.loop.mustprogress"}
!147 = !DILocation(line: 26, column: 3, scope: !148)
!148 = distinct !DILexicalBlock(scope: !149, file: !3, line: 26, column: 3)
!149 = distinct !DILexicalBlock(scope: !128, file: !3, line: 26, column: 3)
!150 = !DILocation(line: 26, column: 3, scope: !149)
!151 = !DILocation(line: 27, column: 3, scope: !128)
!152 = !DILocation(line: 28, column: 16, scope: !128)
!153 = !{!154, !154, i64 0}
!154 = !{!"long", !112, i64 0}
!155 = !DILocation(line: 28, column: 3, scope: !128)
!156 = !DILocation(line: 30, column: 1, scope: !128)
!157 = !DILocation(line: 29, column: 3, scope: !128)
!158 = !DISubprogram(name: "pthread_create", scope: !119, file: !119, line: 202, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{!62, !161, !163, !174, !175}
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !166)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !167)
!167 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !168)
!168 = !{!169, !173}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !167, file: !8, line: 58, baseType: !170, size: 448)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !171)
!171 = !{!172}
!172 = !DISubrange(count: 56)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !167, file: !8, line: 59, baseType: !92, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !104)
!176 = !DISubprogram(name: "pthread_cond_wait", scope: !119, file: !119, line: 1133, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{!62, !179, !180}
!179 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !126)
!180 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !122)
!181 = !DISubprogram(name: "__assert_fail", scope: !182, file: !182, line: 69, type: !183, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!182 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!183 = !DISubroutineType(types: !184)
!184 = !{null, !185, !185, !26, !185}
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!186 = !DISubprogram(name: "pthread_join", scope: !119, file: !119, line: 219, type: !187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DISubroutineType(types: !188)
!188 = !{!62, !133, !189}
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
