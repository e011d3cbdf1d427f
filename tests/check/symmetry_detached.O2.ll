; ModuleID = 'symmetry_detached.c'
source_filename = "symmetry_detached.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@all = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !5
@next = dso_local local_unnamed_addr global i32 0, align 4, !dbg !70
@.str = private unnamed_addr constant [9 x i8] c"mine < N\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [20 x i8] c"symmetry_detached.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !54
@served = dso_local local_unnamed_addr global i32 0, align 4, !dbg !73
@.str.2 = private unnamed_addr constant [10 x i8] c"next == N\00", align 1, !dbg !60
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !65

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !111 {
    #dbg_value(ptr poison, !116, !DIExpression(), !118)
  %2 = tail call i64 @pthread_self() #6, !dbg !119
  %3 = tail call i32 @pthread_detach(i64 noundef %2) #7, !dbg !120
  %4 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #7, !dbg !121
  %5 = load i32, ptr @next, align 4, !dbg !122, !tbaa !123
  %6 = add nsw i32 %5, 1, !dbg !122
  store i32 %6, ptr @next, align 4, !dbg !122, !tbaa !123
    #dbg_value(i32 %5, !117, !DIExpression(), !118)
  %7 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #7, !dbg !127
  %8 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #7, !dbg !128
  %9 = icmp slt i32 %5, 4, !dbg !129
  br i1 %9, label %11, label %10, !dbg !132

10:                                               ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 20, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !129
  unreachable, !dbg !129

11:                                               ; preds = %1
  %12 = load i32, ptr @served, align 4, !dbg !133, !tbaa !123
  %13 = add nsw i32 %12, 1, !dbg !133
  store i32 %13, ptr @served, align 4, !dbg !133, !tbaa !123
  %14 = icmp eq i32 %13, 4, !dbg !135
  br i1 %14, label %15, label %17, !dbg !136

15:                                               ; preds = %11
  %16 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @all) #7, !dbg !137
  br label %17, !dbg !137

17:                                               ; preds = %15, %11
  %18 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #7, !dbg !138
  ret ptr null, !dbg !139
}

; Function Attrs: nounwind
declare !dbg !140 i32 @pthread_detach(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !146 i64 @pthread_self() local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !149 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !153 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !154 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !159 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !163 {
  %1 = alloca i64, align 8, !DIAssignID !170
    #dbg_assign(i1 undef, !167, !DIExpression(), !170, ptr %1, !DIExpression(), !171)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !172
    #dbg_value(i32 0, !168, !DIExpression(), !173)
    #dbg_value(i32 0, !168, !DIExpression(), !173)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !174
    #dbg_value(i32 1, !168, !DIExpression(), !173)
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !174
    #dbg_value(i32 2, !168, !DIExpression(), !173)
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !174
    #dbg_value(i32 3, !168, !DIExpression(), !173)
  %5 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !174
    #dbg_value(i32 4, !168, !DIExpression(), !173)
  %6 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #7, !dbg !176
  %7 = load i32, ptr @served, align 4, !dbg !177, !tbaa !123
  %8 = icmp slt i32 %7, 4, !dbg !178
  br i1 %8, label %9, label %13, !dbg !179

9:                                                ; preds = %0, %9
  %10 = call i32 @pthread_cond_wait(ptr noundef nonnull @all, ptr noundef nonnull @m) #7, !dbg !180
  %11 = load i32, ptr @served, align 4, !dbg !177, !tbaa !123
  %12 = icmp slt i32 %11, 4, !dbg !178
  br i1 %12, label %9, label %13, !dbg !179, !llvm.loop !181

13:                                               ; preds = %9, %0
  %14 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #7, !dbg !184
  %15 = load i32, ptr @next, align 4, !dbg !185, !tbaa !123
  %16 = icmp eq i32 %15, 4, !dbg !185
  br i1 %16, label %18, label %17, !dbg !188

17:                                               ; preds = %13
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 35, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !185
  unreachable, !dbg !185

18:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !189
  ret i32 0, !dbg !190
}

; Function Attrs: nounwind
declare !dbg !191 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !209 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!103, !104, !105, !106, !107, !108, !109}
!llvm.ident = !{!110}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 11, type: !75, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_detached.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "39ec75b856850b1adb4ea68c0723ebab")
!4 = !{!0, !5, !44, !49, !54, !60, !65, !70, !73}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "all", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !8, line: 80, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 75, size: 384, elements: !10)
!10 = !{!11, !37, !42}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 77, baseType: !12, size: 384)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !13, line: 94, size: 384, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!14 = !{!15, !28, !29, !33, !34, !35, !36}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !12, file: !13, line: 96, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !17, line: 33, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
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
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 72, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 9)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 160, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 20)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 168, elements: !58)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !{!59}
!59 = !DISubrange(count: 21)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 80, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 10)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 120, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 15)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "next", scope: !2, file: !3, line: 10, type: !72, isLocal: false, isDefinition: true)
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "served", scope: !2, file: !3, line: 10, type: !72, isLocal: false, isDefinition: true)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !77)
!77 = !{!78, !97, !101}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !76, file: !8, line: 69, baseType: !79, size: 320)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !80, line: 22, size: 320, elements: !81)
!80 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!81 = !{!82, !83, !84, !85, !86, !87, !89, !90}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !79, file: !80, line: 24, baseType: !72, size: 32)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !79, file: !80, line: 25, baseType: !26, size: 32, offset: 32)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !79, file: !80, line: 26, baseType: !72, size: 32, offset: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !79, file: !80, line: 28, baseType: !26, size: 32, offset: 96)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !79, file: !80, line: 32, baseType: !72, size: 32, offset: 128)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !79, file: !80, line: 34, baseType: !88, size: 16, offset: 160)
!88 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !79, file: !80, line: 35, baseType: !88, size: 16, offset: 176)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !79, file: !80, line: 36, baseType: !91, size: 128, offset: 192)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !92)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !93)
!93 = !{!94, !96}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !92, file: !13, line: 53, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !92, file: !13, line: 54, baseType: !95, size: 64, offset: 64)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !76, file: !8, line: 70, baseType: !98, size: 320)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 40)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !76, file: !8, line: 71, baseType: !102, size: 64)
!102 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!103 = !{i32 7, !"Dwarf Version", i32 5}
!104 = !{i32 2, !"Debug Info Version", i32 3}
!105 = !{i32 1, !"wchar_size", i32 4}
!106 = !{i32 8, !"PIC Level", i32 2}
!107 = !{i32 7, !"PIE Level", i32 2}
!108 = !{i32 7, !"uwtable", i32 2}
!109 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!110 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!111 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !112, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!112 = !DISubroutineType(types: !113)
!113 = !{!114, !114}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!115 = !{!116, !117}
!116 = !DILocalVariable(name: "arg", arg: 1, scope: !111, file: !3, line: 14, type: !114)
!117 = !DILocalVariable(name: "mine", scope: !111, file: !3, line: 17, type: !72)
!118 = !DILocation(line: 0, scope: !111)
!119 = !DILocation(line: 15, column: 18, scope: !111)
!120 = !DILocation(line: 15, column: 3, scope: !111)
!121 = !DILocation(line: 16, column: 3, scope: !111)
!122 = !DILocation(line: 17, column: 18, scope: !111)
!123 = !{!124, !124, i64 0}
!124 = !{!"int", !125, i64 0}
!125 = !{!"omnipotent char", !126, i64 0}
!126 = !{!"Simple C/C++ TBAA"}
!127 = !DILocation(line: 18, column: 3, scope: !111)
!128 = !DILocation(line: 19, column: 3, scope: !111)
!129 = !DILocation(line: 20, column: 3, scope: !130)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 20, column: 3)
!131 = distinct !DILexicalBlock(scope: !111, file: !3, line: 20, column: 3)
!132 = !DILocation(line: 20, column: 3, scope: !131)
!133 = !DILocation(line: 21, column: 7, scope: !134)
!134 = distinct !DILexicalBlock(scope: !111, file: !3, line: 21, column: 7)
!135 = !DILocation(line: 21, column: 16, scope: !134)
!136 = !DILocation(line: 21, column: 7, scope: !111)
!137 = !DILocation(line: 22, column: 5, scope: !134)
!138 = !DILocation(line: 23, column: 3, scope: !111)
!139 = !DILocation(line: 24, column: 3, scope: !111)
!140 = !DISubprogram(name: "pthread_detach", scope: !141, file: !141, line: 269, type: !142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!142 = !DISubroutineType(types: !143)
!143 = !{!72, !144}
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !145)
!145 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!146 = !DISubprogram(name: "pthread_self", scope: !141, file: !141, line: 273, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(types: !148)
!148 = !{!144}
!149 = !DISubprogram(name: "pthread_mutex_lock", scope: !141, file: !141, line: 794, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubroutineType(types: !151)
!151 = !{!72, !152}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!153 = !DISubprogram(name: "pthread_mutex_unlock", scope: !141, file: !141, line: 835, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DISubprogram(name: "__assert_fail", scope: !155, file: !155, line: 69, type: !156, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!155 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!156 = !DISubroutineType(types: !157)
!157 = !{null, !158, !158, !26, !158}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!159 = !DISubprogram(name: "pthread_cond_signal", scope: !141, file: !141, line: 1121, type: !160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{!72, !162}
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!163 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !164, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !166)
!164 = !DISubroutineType(types: !165)
!165 = !{!72}
!166 = !{!167, !168}
!167 = !DILocalVariable(name: "t", scope: !163, file: !3, line: 28, type: !144)
!168 = !DILocalVariable(name: "i", scope: !169, file: !3, line: 29, type: !72)
!169 = distinct !DILexicalBlock(scope: !163, file: !3, line: 29, column: 3)
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 0, scope: !163)
!172 = !DILocation(line: 28, column: 3, scope: !163)
!173 = !DILocation(line: 0, scope: !169)
!174 = !DILocation(line: 30, column: 5, scope: !175)
!175 = distinct !DILexicalBlock(scope: !169, file: !3, line: 29, column: 3)
!176 = !DILocation(line: 31, column: 3, scope: !163)
!177 = !DILocation(line: 32, column: 10, scope: !163)
!178 = !DILocation(line: 32, column: 17, scope: !163)
!179 = !DILocation(line: 32, column: 3, scope: !163)
!180 = !DILocation(line: 33, column: 5, scope: !163)
!181 = distinct !{!181, !179, !182, !183}
!182 = !DILocation(line: 33, column: 31, scope: !163)
!183 = !{!"llvm.loop.mustprogress"}
!184 = !DILocation(line: 34, column: 3, scope: !163)
!185 = !DILocation(line: 35, column: 3, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !3, line: 35, column: 3)
!187 = distinct !DILexicalBlock(scope: !163, file: !3, line: 35, column: 3)
!188 = !DILocation(line: 35, column: 3, scope: !187)
!189 = !DILocation(line: 37, column: 1, scope: !163)
!190 = !DILocation(line: 36, column: 3, scope: !163)
!191 = !DISubprogram(name: "pthread_create", scope: !141, file: !141, line: 202, type: !192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = !DISubroutineType(types: !193)
!193 = !{!72, !194, !196, !207, !208}
!194 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !195)
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !197)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !200)
!200 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !201)
!201 = !{!202, !206}
!202 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !200, file: !8, line: 58, baseType: !203, size: 448)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !204)
!204 = !{!205}
!205 = !DISubrange(count: 56)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !200, file: !8, line: 59, baseType: !102, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!209 = !DISubprogram(name: "pthread_cond_wait", scope: !141, file: !141, line: 1133, type: !210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DISubroutineType(types: !211)
!211 = !{!72, !212, !213}
!212 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!213 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !152)
