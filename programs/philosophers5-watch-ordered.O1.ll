; ModuleID = 'philosophers.c'
source_filename = "philosophers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@eating = dso_local local_unnamed_addr global [5 x i32] zeroinitializer, align 16, !dbg !0
@fork_mutex = dso_local global [5 x %union.pthread_mutex_t] zeroinitializer, align 16, !dbg !9
@.str = private unnamed_addr constant [49 x i8] c"!eating[(i + N - 1) % N] && !eating[(i + 1) % N]\00", align 1, !dbg !45
@.str.1 = private unnamed_addr constant [15 x i8] c"philosophers.c\00", align 1, !dbg !50
@__PRETTY_FUNCTION__.philosopher = private unnamed_addr constant [26 x i8] c"void *philosopher(void *)\00", align 1, !dbg !55

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @check_forks() local_unnamed_addr #0 !dbg !70 {
    #dbg_value(i32 0, !74, !DIExpression(), !76)
  br label %1, !dbg !77

1:                                                ; preds = %0, %15
  %2 = phi i64 [ 0, %0 ], [ %16, %15 ]
  %3 = phi i1 [ false, %0 ], [ %17, %15 ]
    #dbg_value(i64 %2, !74, !DIExpression(), !76)
  %4 = getelementptr inbounds [5 x i32], ptr @eating, i64 0, i64 %2, !dbg !78
  %5 = load i32, ptr %4, align 4, !dbg !78, !tbaa !81
  %6 = icmp eq i32 %5, 0, !dbg !78
  br i1 %6, label %15, label %7, !dbg !85

7:                                                ; preds = %1
  %8 = add nuw nsw i64 %2, 1, !dbg !86
  %9 = icmp eq i64 %8, 5
  %10 = and i64 %8, 4294967295, !dbg !87
  %11 = select i1 %9, i64 0, i64 %10, !dbg !87
  %12 = getelementptr inbounds [5 x i32], ptr @eating, i64 0, i64 %11, !dbg !87
  %13 = load i32, ptr %12, align 4, !dbg !87, !tbaa !81
  %14 = icmp eq i32 %13, 0, !dbg !87
  br i1 %14, label %15, label %19, !dbg !88

15:                                               ; preds = %1, %7
  %16 = add nuw nsw i64 %2, 1, !dbg !89
    #dbg_value(i64 %16, !74, !DIExpression(), !76)
  %17 = icmp ugt i64 %2, 3, !dbg !90
  %18 = icmp eq i64 %16, 5, !dbg !90
  br i1 %18, label %19, label %1, !dbg !77, !llvm.loop !91

19:                                               ; preds = %7, %15
  %20 = phi i1 [ %3, %7 ], [ %17, %15 ], !dbg !90
  %21 = zext i1 %20 to i32
  ret i32 %21, !dbg !95
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !96 {
  %1 = alloca [5 x i64], align 16, !DIAssignID !108
    #dbg_assign(i1 undef, !98, !DIExpression(), !108, ptr %1, !DIExpression(), !109)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #8, !dbg !110
    #dbg_value(i32 0, !102, !DIExpression(), !111)
  br label %3, !dbg !112

2:                                                ; preds = %3
  tail call void @__VERIFIER_atomic_begin() #8, !dbg !113
    #dbg_value(i64 0, !104, !DIExpression(), !114)
  br label %10, !dbg !115

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %7, %3 ]
    #dbg_value(i64 %4, !102, !DIExpression(), !111)
  %5 = getelementptr inbounds [5 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %4, !dbg !116
  %6 = tail call i32 @pthread_mutex_init(ptr noundef nonnull %5, ptr noundef null) #8, !dbg !118
  %7 = add nuw nsw i64 %4, 1, !dbg !119
    #dbg_value(i64 %7, !102, !DIExpression(), !111)
  %8 = icmp eq i64 %7, 5, !dbg !120
  br i1 %8, label %2, label %3, !dbg !112, !llvm.loop !121

9:                                                ; preds = %10
  call void @__VERIFIER_atomic_end() #8, !dbg !123
    #dbg_value(i32 0, !106, !DIExpression(), !124)
  br label %18, !dbg !125

10:                                               ; preds = %2, %10
  %11 = phi i64 [ 0, %2 ], [ %15, %10 ]
    #dbg_value(i64 %11, !104, !DIExpression(), !114)
  %12 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 %11, !dbg !126
  %13 = inttoptr i64 %11 to ptr, !dbg !128
  %14 = call i32 @pthread_create(ptr noundef nonnull %12, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef %13) #8, !dbg !129
  %15 = add nuw nsw i64 %11, 1, !dbg !130
    #dbg_value(i64 %15, !104, !DIExpression(), !114)
  %16 = icmp eq i64 %15, 5, !dbg !131
  br i1 %16, label %9, label %10, !dbg !115, !llvm.loop !132

17:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #8, !dbg !134
  ret i32 0, !dbg !135

18:                                               ; preds = %9, %18
  %19 = phi i64 [ 0, %9 ], [ %23, %18 ]
    #dbg_value(i64 %19, !106, !DIExpression(), !124)
  %20 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 %19, !dbg !136
  %21 = load i64, ptr %20, align 8, !dbg !136, !tbaa !138
  %22 = call i32 @pthread_join(i64 noundef %21, ptr noundef null) #8, !dbg !140
  %23 = add nuw nsw i64 %19, 1, !dbg !141
    #dbg_value(i64 %23, !106, !DIExpression(), !124)
  %24 = icmp eq i64 %23, 5, !dbg !142
  br i1 %24, label %17, label %18, !dbg !125, !llvm.loop !143
}

; Function Attrs: nounwind
declare !dbg !145 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !160 void @__VERIFIER_atomic_begin() local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !163 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @philosopher(ptr noundef %0) #5 !dbg !183 {
    #dbg_value(ptr %0, !185, !DIExpression(), !191)
  %2 = ptrtoint ptr %0 to i64, !dbg !192
  %3 = trunc i64 %2 to i32, !dbg !193
    #dbg_value(i32 %3, !186, !DIExpression(), !191)
    #dbg_value(i32 %3, !187, !DIExpression(), !191)
  %4 = add nsw i32 %3, 1, !dbg !194
  %5 = srem i32 %4, 5, !dbg !195
    #dbg_value(i32 %5, !188, !DIExpression(), !191)
  %6 = tail call i32 @llvm.smin.i32(i32 %5, i32 %3), !dbg !196
    #dbg_value(i32 %6, !189, !DIExpression(), !191)
  %7 = tail call i32 @llvm.smax.i32(i32 %5, i32 %3), !dbg !197
    #dbg_value(i32 %7, !190, !DIExpression(), !191)
  %8 = sext i32 %5 to i64, !dbg !198
  %9 = getelementptr inbounds [5 x i32], ptr @eating, i64 0, i64 %8, !dbg !198
  %10 = sext i32 %6 to i64
  %11 = getelementptr inbounds [5 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %10
  %12 = sext i32 %7 to i64
  %13 = getelementptr inbounds [5 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %12
  %14 = shl i64 %2, 32
  %15 = ashr exact i64 %14, 32
  %16 = getelementptr inbounds [5 x i32], ptr @eating, i64 0, i64 %15
  %17 = add nsw i32 %3, 4
  %18 = srem i32 %17, 5
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [5 x i32], ptr @eating, i64 0, i64 %19
  %21 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull %11) #8, !dbg !204
  %22 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull %13) #8, !dbg !205
  store i32 1, ptr %16, align 4, !dbg !206, !tbaa !81
  %23 = load i32, ptr %20, align 4, !dbg !198, !tbaa !81
  %24 = icmp eq i32 %23, 0, !dbg !198
  br i1 %24, label %25, label %28, !dbg !198

25:                                               ; preds = %1, %29
  %26 = load i32, ptr %9, align 4, !dbg !198, !tbaa !81
  %27 = icmp eq i32 %26, 0, !dbg !198
  br i1 %27, label %29, label %28, !dbg !207

28:                                               ; preds = %29, %25, %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 52, ptr noundef nonnull @__PRETTY_FUNCTION__.philosopher) #9, !dbg !198
  unreachable, !dbg !198

29:                                               ; preds = %25
  store i32 0, ptr %16, align 4, !dbg !208, !tbaa !81
  %30 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull %13) #8, !dbg !209
  %31 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull %11) #8, !dbg !210
  %32 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull %11) #8, !dbg !204
  %33 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull %13) #8, !dbg !205
  store i32 1, ptr %16, align 4, !dbg !206, !tbaa !81
  %34 = load i32, ptr %20, align 4, !dbg !198, !tbaa !81
  %35 = icmp eq i32 %34, 0, !dbg !198
  br i1 %35, label %25, label %28, !dbg !198, !llvm.loop !211
}

declare !dbg !214 void @__VERIFIER_atomic_end() local_unnamed_addr #4

declare !dbg !215 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !219 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !222 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !227 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nofree norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67, !68}
!llvm.ident = !{!69}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "eating", scope: !2, file: !3, line: 31, type: !61, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "philosophers.c", directory: ".", checksumkind: CSK_MD5, checksum: "11358acd8d199fa6d3fbd8aa7cb257f0")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{!9, !0, !45, !50, !55}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "fork_mutex", scope: !2, file: !3, line: 29, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 1600, elements: !43)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !13, line: 72, baseType: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!14 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !13, line: 67, size: 320, elements: !15)
!15 = !{!16, !37, !42}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !14, file: !13, line: 69, baseType: !17, size: 320)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !18, line: 22, size: 320, elements: !19)
!18 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!19 = !{!20, !21, !23, !24, !25, !26, !28, !29}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !17, file: !18, line: 24, baseType: !6, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !17, file: !18, line: 25, baseType: !22, size: 32, offset: 32)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !17, file: !18, line: 26, baseType: !6, size: 32, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !17, file: !18, line: 28, baseType: !22, size: 32, offset: 96)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !17, file: !18, line: 32, baseType: !6, size: 32, offset: 128)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !17, file: !18, line: 34, baseType: !27, size: 16, offset: 160)
!27 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !17, file: !18, line: 35, baseType: !27, size: 16, offset: 176)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !17, file: !18, line: 36, baseType: !30, size: 128, offset: 192)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !31, line: 55, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !31, line: 51, size: 128, elements: !33)
!33 = !{!34, !36}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !32, file: !31, line: 53, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !32, file: !31, line: 54, baseType: !35, size: 64, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !14, file: !13, line: 70, baseType: !38, size: 320)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !40)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41}
!41 = !DISubrange(count: 40)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !14, file: !13, line: 71, baseType: !7, size: 64)
!43 = !{!44}
!44 = !DISubrange(count: 5)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 392, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 49)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 120, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 15)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 208, elements: !59)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!59 = !{!60}
!60 = !DISubrange(count: 26)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 160, elements: !43)
!62 = !{i32 7, !"Dwarf Version", i32 5}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"PIE Level", i32 2}
!67 = !{i32 7, !"uwtable", i32 2}
!68 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!69 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!70 = distinct !DISubprogram(name: "check_forks", scope: !3, file: !3, line: 61, type: !71, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!6}
!73 = !{!74}
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 63, type: !6)
!75 = distinct !DILexicalBlock(scope: !70, file: !3, line: 63, column: 5)
!76 = !DILocation(line: 0, scope: !75)
!77 = !DILocation(line: 63, column: 5, scope: !75)
!78 = !DILocation(line: 64, column: 13, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 64, column: 13)
!80 = distinct !DILexicalBlock(scope: !75, file: !3, line: 63, column: 5)
!81 = !{!82, !82, i64 0}
!82 = !{!"int", !83, i64 0}
!83 = !{!"omnipotent char", !84, i64 0}
!84 = !{!"Simple C/C++ TBAA"}
!85 = !DILocation(line: 64, column: 23, scope: !79)
!86 = !DILocation(line: 64, column: 36, scope: !79)
!87 = !DILocation(line: 64, column: 26, scope: !79)
!88 = !DILocation(line: 64, column: 13, scope: !80)
!89 = !DILocation(line: 63, column: 29, scope: !80)
!90 = !DILocation(line: 63, column: 23, scope: !80)
!91 = distinct !{!91, !77, !92, !93, !94}
!92 = !DILocation(line: 65, column: 20, scope: !75)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !{!"llvm.loop.unroll.disable"}
!95 = !DILocation(line: 67, column: 1, scope: !70)
!96 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 69, type: !71, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !97)
!97 = !{!98, !102, !104, !106}
!98 = !DILocalVariable(name: "t", scope: !96, file: !3, line: 71, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 320, elements: !43)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !13, line: 27, baseType: !101)
!101 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 72, type: !6)
!103 = distinct !DILexicalBlock(scope: !96, file: !3, line: 72, column: 5)
!104 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 76, type: !7)
!105 = distinct !DILexicalBlock(scope: !96, file: !3, line: 76, column: 5)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 79, type: !6)
!107 = distinct !DILexicalBlock(scope: !96, file: !3, line: 79, column: 5)
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 0, scope: !96)
!110 = !DILocation(line: 71, column: 5, scope: !96)
!111 = !DILocation(line: 0, scope: !103)
!112 = !DILocation(line: 72, column: 5, scope: !103)
!113 = !DILocation(line: 75, column: 5, scope: !96)
!114 = !DILocation(line: 0, scope: !105)
!115 = !DILocation(line: 76, column: 5, scope: !105)
!116 = !DILocation(line: 73, column: 29, scope: !117)
!117 = distinct !DILexicalBlock(scope: !103, file: !3, line: 72, column: 5)
!118 = !DILocation(line: 73, column: 9, scope: !117)
!119 = !DILocation(line: 72, column: 29, scope: !117)
!120 = !DILocation(line: 72, column: 23, scope: !117)
!121 = distinct !{!121, !112, !122, !93, !94}
!122 = !DILocation(line: 73, column: 48, scope: !103)
!123 = !DILocation(line: 78, column: 5, scope: !96)
!124 = !DILocation(line: 0, scope: !107)
!125 = !DILocation(line: 79, column: 5, scope: !107)
!126 = !DILocation(line: 77, column: 25, scope: !127)
!127 = distinct !DILexicalBlock(scope: !105, file: !3, line: 76, column: 5)
!128 = !DILocation(line: 77, column: 50, scope: !127)
!129 = !DILocation(line: 77, column: 9, scope: !127)
!130 = !DILocation(line: 76, column: 30, scope: !127)
!131 = !DILocation(line: 76, column: 24, scope: !127)
!132 = distinct !{!132, !115, !133, !93, !94}
!133 = !DILocation(line: 77, column: 59, scope: !105)
!134 = !DILocation(line: 82, column: 1, scope: !96)
!135 = !DILocation(line: 81, column: 5, scope: !96)
!136 = !DILocation(line: 80, column: 22, scope: !137)
!137 = distinct !DILexicalBlock(scope: !107, file: !3, line: 79, column: 5)
!138 = !{!139, !139, i64 0}
!139 = !{!"long", !83, i64 0}
!140 = !DILocation(line: 80, column: 9, scope: !137)
!141 = !DILocation(line: 79, column: 29, scope: !137)
!142 = !DILocation(line: 79, column: 23, scope: !137)
!143 = distinct !{!143, !125, !144, !93, !94}
!144 = !DILocation(line: 80, column: 32, scope: !107)
!145 = !DISubprogram(name: "pthread_mutex_init", scope: !146, file: !146, line: 781, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!147 = !DISubroutineType(types: !148)
!148 = !{!6, !149, !150}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !13, line: 36, baseType: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !13, line: 32, size: 32, elements: !154)
!154 = !{!155, !159}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !153, file: !13, line: 34, baseType: !156, size: 32)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 32, elements: !157)
!157 = !{!158}
!158 = !DISubrange(count: 4)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !153, file: !13, line: 35, baseType: !6, size: 32)
!160 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 26, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{null}
!163 = !DISubprogram(name: "pthread_create", scope: !146, file: !146, line: 202, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(types: !165)
!165 = !{!6, !166, !168, !179, !182}
!166 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !13, line: 62, baseType: !172)
!172 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !13, line: 56, size: 448, elements: !173)
!173 = !{!174, !178}
!174 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !172, file: !13, line: 58, baseType: !175, size: 448)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 56)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !172, file: !13, line: 59, baseType: !7, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!180 = !DISubroutineType(types: !181)
!181 = !{!5, !5}
!182 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!183 = distinct !DISubprogram(name: "philosopher", scope: !3, file: !3, line: 36, type: !180, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !184)
!184 = !{!185, !186, !187, !188, !189, !190}
!185 = !DILocalVariable(name: "arg", arg: 1, scope: !183, file: !3, line: 36, type: !5)
!186 = !DILocalVariable(name: "i", scope: !183, file: !3, line: 38, type: !6)
!187 = !DILocalVariable(name: "left", scope: !183, file: !3, line: 39, type: !6)
!188 = !DILocalVariable(name: "right", scope: !183, file: !3, line: 39, type: !6)
!189 = !DILocalVariable(name: "first", scope: !183, file: !3, line: 41, type: !6)
!190 = !DILocalVariable(name: "second", scope: !183, file: !3, line: 42, type: !6)
!191 = !DILocation(line: 0, scope: !183)
!192 = !DILocation(line: 38, column: 18, scope: !183)
!193 = !DILocation(line: 38, column: 13, scope: !183)
!194 = !DILocation(line: 39, column: 30, scope: !183)
!195 = !DILocation(line: 39, column: 35, scope: !183)
!196 = !DILocation(line: 41, column: 17, scope: !183)
!197 = !DILocation(line: 42, column: 18, scope: !183)
!198 = !DILocation(line: 52, column: 9, scope: !199)
!199 = distinct !DILexicalBlock(scope: !200, file: !3, line: 52, column: 9)
!200 = distinct !DILexicalBlock(scope: !201, file: !3, line: 52, column: 9)
!201 = distinct !DILexicalBlock(scope: !202, file: !3, line: 46, column: 14)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 46, column: 5)
!203 = distinct !DILexicalBlock(scope: !183, file: !3, line: 46, column: 5)
!204 = !DILocation(line: 48, column: 9, scope: !201)
!205 = !DILocation(line: 49, column: 9, scope: !201)
!206 = !DILocation(line: 50, column: 19, scope: !201)
!207 = !DILocation(line: 52, column: 9, scope: !200)
!208 = !DILocation(line: 54, column: 19, scope: !201)
!209 = !DILocation(line: 55, column: 9, scope: !201)
!210 = !DILocation(line: 56, column: 9, scope: !201)
!211 = distinct !{!211, !212, !213, !94}
!212 = !DILocation(line: 46, column: 5, scope: !203)
!213 = !DILocation(line: 57, column: 5, scope: !203)
!214 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 27, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubprogram(name: "pthread_join", scope: !146, file: !146, line: 219, type: !216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DISubroutineType(types: !217)
!217 = !{!6, !100, !218}
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!219 = !DISubprogram(name: "pthread_mutex_lock", scope: !146, file: !146, line: 794, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{!6, !149}
!222 = !DISubprogram(name: "__assert_fail", scope: !223, file: !223, line: 69, type: !224, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!223 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!224 = !DISubroutineType(types: !225)
!225 = !{null, !226, !226, !22, !226}
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!227 = !DISubprogram(name: "pthread_mutex_unlock", scope: !146, file: !146, line: 835, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
