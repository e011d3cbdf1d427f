; ModuleID = 'cond_while.c'
source_filename = "cond_while.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@nonempty = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !5
@count = dso_local local_unnamed_addr global i32 0, align 4, !dbg !70
@.str = private unnamed_addr constant [10 x i8] c"count > 0\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [13 x i8] c"cond_while.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !54
@.str.2 = private unnamed_addr constant [11 x i8] c"count == 0\00", align 1, !dbg !60
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !65

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @consumer(ptr nocapture readnone %0) #0 !dbg !109 {
    #dbg_value(ptr poison, !114, !DIExpression(), !115)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !116
  %3 = load i32, ptr @count, align 4, !dbg !117, !tbaa !118
  %4 = icmp eq i32 %3, 0, !dbg !122
  br i1 %4, label %5, label %9, !dbg !123

5:                                                ; preds = %1, %5
  %6 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @nonempty, ptr noundef nonnull @m) #5, !dbg !124
  %7 = load i32, ptr @count, align 4, !dbg !117, !tbaa !118
  %8 = icmp eq i32 %7, 0, !dbg !122
  br i1 %8, label %5, label %9, !dbg !123, !llvm.loop !125

9:                                                ; preds = %5, %1
  %10 = phi i32 [ %3, %1 ], [ %7, %5 ], !dbg !117
  %11 = icmp sgt i32 %10, 0, !dbg !128
  br i1 %11, label %13, label %12, !dbg !131

12:                                               ; preds = %9
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 16, ptr noundef nonnull @__PRETTY_FUNCTION__.consumer) #6, !dbg !128
  unreachable, !dbg !128

13:                                               ; preds = %9
  %14 = add nsw i32 %10, -1, !dbg !132
  store i32 %14, ptr @count, align 4, !dbg !132, !tbaa !118
  %15 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !133
  ret ptr null, !dbg !134
}

; Function Attrs: nounwind
declare !dbg !135 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

declare !dbg !140 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !146 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !151 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @producer(ptr nocapture readnone %0) #0 !dbg !152 {
    #dbg_value(ptr poison, !154, !DIExpression(), !157)
    #dbg_value(i32 0, !155, !DIExpression(), !158)
    #dbg_value(i32 0, !155, !DIExpression(), !158)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !159
  %3 = load i32, ptr @count, align 4, !dbg !162, !tbaa !118
  %4 = add nsw i32 %3, 1, !dbg !162
  store i32 %4, ptr @count, align 4, !dbg !162, !tbaa !118
  %5 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @nonempty) #5, !dbg !163
  %6 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !164
    #dbg_value(i32 1, !155, !DIExpression(), !158)
  %7 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !159
  %8 = load i32, ptr @count, align 4, !dbg !162, !tbaa !118
  %9 = add nsw i32 %8, 1, !dbg !162
  store i32 %9, ptr @count, align 4, !dbg !162, !tbaa !118
  %10 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @nonempty) #5, !dbg !163
  %11 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !164
    #dbg_value(i32 2, !155, !DIExpression(), !158)
  ret ptr null, !dbg !165
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind
declare !dbg !166 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !169 {
  %1 = alloca i64, align 8, !DIAssignID !178
    #dbg_assign(i1 undef, !173, !DIExpression(), !178, ptr %1, !DIExpression(), !179)
  %2 = alloca i64, align 8, !DIAssignID !180
    #dbg_assign(i1 undef, !176, !DIExpression(), !180, ptr %2, !DIExpression(), !179)
  %3 = alloca i64, align 8, !DIAssignID !181
    #dbg_assign(i1 undef, !177, !DIExpression(), !181, ptr %3, !DIExpression(), !179)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !182
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !182
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5, !dbg !182
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #5, !dbg !183
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #5, !dbg !184
  %6 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @producer, ptr noundef null) #5, !dbg !185
  %7 = load i64, ptr %1, align 8, !dbg !186, !tbaa !187
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !189
  %9 = load i64, ptr %2, align 8, !dbg !190, !tbaa !187
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #5, !dbg !191
  %11 = load i64, ptr %3, align 8, !dbg !192, !tbaa !187
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #5, !dbg !193
  %13 = load i32, ptr @count, align 4, !dbg !194, !tbaa !118
  %14 = icmp eq i32 %13, 0, !dbg !194
  br i1 %14, label %16, label %15, !dbg !197

15:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 40, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !194
  unreachable, !dbg !194

16:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5, !dbg !198
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !198
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !198
  ret i32 0, !dbg !199
}

; Function Attrs: nounwind
declare !dbg !200 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !218 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!101, !102, !103, !104, !105, !106, !107}
!llvm.ident = !{!108}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !73, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cond_while.c", directory: ".", checksumkind: CSK_MD5, checksum: "8b846102b258d9940d2eaab220275f5e")
!4 = !{!0, !5, !44, !49, !54, !60, !65, !70}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "nonempty", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
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
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 80, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 10)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 104, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 13)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 184, elements: !58)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !{!59}
!59 = !DISubrange(count: 23)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 88, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 11)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 120, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 15)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 10, type: !72, isLocal: false, isDefinition: true)
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !75)
!75 = !{!76, !95, !99}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !74, file: !8, line: 69, baseType: !77, size: 320)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !78, line: 22, size: 320, elements: !79)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!79 = !{!80, !81, !82, !83, !84, !85, !87, !88}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !77, file: !78, line: 24, baseType: !72, size: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !77, file: !78, line: 25, baseType: !26, size: 32, offset: 32)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !77, file: !78, line: 26, baseType: !72, size: 32, offset: 64)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !77, file: !78, line: 28, baseType: !26, size: 32, offset: 96)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !77, file: !78, line: 32, baseType: !72, size: 32, offset: 128)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !77, file: !78, line: 34, baseType: !86, size: 16, offset: 160)
!86 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !77, file: !78, line: 35, baseType: !86, size: 16, offset: 176)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !77, file: !78, line: 36, baseType: !89, size: 128, offset: 192)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !91)
!91 = !{!92, !94}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !90, file: !13, line: 53, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !90, file: !13, line: 54, baseType: !93, size: 64, offset: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !74, file: !8, line: 70, baseType: !96, size: 320)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 40)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !74, file: !8, line: 71, baseType: !100, size: 64)
!100 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!101 = !{i32 7, !"Dwarf Version", i32 5}
!102 = !{i32 2, !"Debug Info Version", i32 3}
!103 = !{i32 1, !"wchar_size", i32 4}
!104 = !{i32 8, !"PIC Level", i32 2}
!105 = !{i32 7, !"PIE Level", i32 2}
!106 = !{i32 7, !"uwtable", i32 2}
!107 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!108 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!109 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 12, type: !110, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!110 = !DISubroutineType(types: !111)
!111 = !{!112, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!113 = !{!114}
!114 = !DILocalVariable(name: "arg", arg: 1, scope: !109, file: !3, line: 12, type: !112)
!115 = !DILocation(line: 0, scope: !109)
!116 = !DILocation(line: 13, column: 3, scope: !109)
!117 = !DILocation(line: 14, column: 10, scope: !109)
!118 = !{!119, !119, i64 0}
!119 = !{!"int", !120, i64 0}
!120 = !{!"omnipotent char", !121, i64 0}
!121 = !{!"Simple C/C++ TBAA"}
!122 = !DILocation(line: 14, column: 16, scope: !109)
!123 = !DILocation(line: 14, column: 3, scope: !109)
!124 = !DILocation(line: 15, column: 5, scope: !109)
!125 = distinct !{!125, !123, !126, !127}
!126 = !DILocation(line: 15, column: 36, scope: !109)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 16, column: 3, scope: !129)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 16, column: 3)
!130 = distinct !DILexicalBlock(scope: !109, file: !3, line: 16, column: 3)
!131 = !DILocation(line: 16, column: 3, scope: !130)
!132 = !DILocation(line: 17, column: 8, scope: !109)
!133 = !DILocation(line: 18, column: 3, scope: !109)
!134 = !DILocation(line: 19, column: 3, scope: !109)
!135 = !DISubprogram(name: "pthread_mutex_lock", scope: !136, file: !136, line: 794, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!136 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!137 = !DISubroutineType(types: !138)
!138 = !{!72, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!140 = !DISubprogram(name: "pthread_cond_wait", scope: !136, file: !136, line: 1133, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DISubroutineType(types: !142)
!142 = !{!72, !143, !145}
!143 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !139)
!146 = !DISubprogram(name: "__assert_fail", scope: !147, file: !147, line: 69, type: !148, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!147 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!148 = !DISubroutineType(types: !149)
!149 = !{null, !150, !150, !26, !150}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!151 = !DISubprogram(name: "pthread_mutex_unlock", scope: !136, file: !136, line: 835, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 22, type: !110, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !153)
!153 = !{!154, !155}
!154 = !DILocalVariable(name: "arg", arg: 1, scope: !152, file: !3, line: 22, type: !112)
!155 = !DILocalVariable(name: "i", scope: !156, file: !3, line: 23, type: !72)
!156 = distinct !DILexicalBlock(scope: !152, file: !3, line: 23, column: 3)
!157 = !DILocation(line: 0, scope: !152)
!158 = !DILocation(line: 0, scope: !156)
!159 = !DILocation(line: 24, column: 5, scope: !160)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 23, column: 31)
!161 = distinct !DILexicalBlock(scope: !156, file: !3, line: 23, column: 3)
!162 = !DILocation(line: 25, column: 10, scope: !160)
!163 = !DILocation(line: 26, column: 5, scope: !160)
!164 = !DILocation(line: 27, column: 5, scope: !160)
!165 = !DILocation(line: 29, column: 3, scope: !152)
!166 = !DISubprogram(name: "pthread_cond_signal", scope: !136, file: !136, line: 1121, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(types: !168)
!168 = !{!72, !144}
!169 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !170, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{!72}
!172 = !{!173, !176, !177}
!173 = !DILocalVariable(name: "c1", scope: !169, file: !3, line: 33, type: !174)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !175)
!175 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!176 = !DILocalVariable(name: "c2", scope: !169, file: !3, line: 33, type: !174)
!177 = !DILocalVariable(name: "p", scope: !169, file: !3, line: 33, type: !174)
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 0, scope: !169)
!180 = distinct !DIAssignID()
!181 = distinct !DIAssignID()
!182 = !DILocation(line: 33, column: 3, scope: !169)
!183 = !DILocation(line: 34, column: 3, scope: !169)
!184 = !DILocation(line: 35, column: 3, scope: !169)
!185 = !DILocation(line: 36, column: 3, scope: !169)
!186 = !DILocation(line: 37, column: 16, scope: !169)
!187 = !{!188, !188, i64 0}
!188 = !{!"long", !120, i64 0}
!189 = !DILocation(line: 37, column: 3, scope: !169)
!190 = !DILocation(line: 38, column: 16, scope: !169)
!191 = !DILocation(line: 38, column: 3, scope: !169)
!192 = !DILocation(line: 39, column: 16, scope: !169)
!193 = !DILocation(line: 39, column: 3, scope: !169)
!194 = !DILocation(line: 40, column: 3, scope: !195)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 40, column: 3)
!196 = distinct !DILexicalBlock(scope: !169, file: !3, line: 40, column: 3)
!197 = !DILocation(line: 40, column: 3, scope: !196)
!198 = !DILocation(line: 42, column: 1, scope: !169)
!199 = !DILocation(line: 41, column: 3, scope: !169)
!200 = !DISubprogram(name: "pthread_create", scope: !136, file: !136, line: 202, type: !201, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DISubroutineType(types: !202)
!202 = !{!72, !203, !205, !216, !217}
!203 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !204)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !208)
!208 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !209)
!209 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !210)
!210 = !{!211, !215}
!211 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !209, file: !8, line: 58, baseType: !212, size: 448)
!212 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !213)
!213 = !{!214}
!214 = !DISubrange(count: 56)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !209, file: !8, line: 59, baseType: !100, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!217 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!218 = !DISubprogram(name: "pthread_join", scope: !136, file: !136, line: 219, type: !219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DISubroutineType(types: !220)
!220 = !{!72, !174, !221}
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
