; ModuleID = 'philosophers.c'
source_filename = "philosophers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@eating = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !0
@fork_mutex = dso_local global [2 x %union.pthread_mutex_t] zeroinitializer, align 16, !dbg !9

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local range(i32 0, 2) i32 @check_forks() local_unnamed_addr #0 !dbg !55 {
    #dbg_value(i32 0, !59, !DIExpression(), !61)
    #dbg_value(i64 0, !59, !DIExpression(), !61)
  %1 = load volatile i32, ptr @eating, align 4, !dbg !62, !tbaa !65
  %2 = icmp eq i32 %1, 0, !dbg !62
  br i1 %2, label %6, label %3, !dbg !69

3:                                                ; preds = %0
  %4 = load volatile i32, ptr getelementptr inbounds (i8, ptr @eating, i64 4), align 4, !dbg !70, !tbaa !65
  %5 = icmp eq i32 %4, 0, !dbg !70
  br i1 %5, label %6, label %13, !dbg !71

6:                                                ; preds = %0, %3
    #dbg_value(i64 1, !59, !DIExpression(), !61)
  %7 = load volatile i32, ptr getelementptr inbounds (i8, ptr @eating, i64 4), align 4, !dbg !62, !tbaa !65
  %8 = icmp eq i32 %7, 0, !dbg !62
  br i1 %8, label %12, label %9, !dbg !69

9:                                                ; preds = %6
  %10 = load volatile i32, ptr @eating, align 4, !dbg !70, !tbaa !65
  %11 = icmp eq i32 %10, 0, !dbg !70
  br i1 %11, label %12, label %13, !dbg !71

12:                                               ; preds = %9, %6
    #dbg_value(i64 2, !59, !DIExpression(), !61)
  br label %13

13:                                               ; preds = %12, %9, %3
  %14 = phi i32 [ 0, %3 ], [ 0, %9 ], [ 1, %12 ], !dbg !72
  ret i32 %14, !dbg !73
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !74 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !86
    #dbg_assign(i1 undef, !76, !DIExpression(), !86, ptr %1, !DIExpression(), !87)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !88
    #dbg_value(i32 0, !80, !DIExpression(), !89)
    #dbg_value(i64 0, !80, !DIExpression(), !89)
  %2 = tail call i32 @pthread_mutex_init(ptr noundef nonnull @fork_mutex, ptr noundef null) #6, !dbg !90
    #dbg_value(i64 1, !80, !DIExpression(), !89)
  %3 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 40), ptr noundef null) #6, !dbg !90
    #dbg_value(i64 2, !80, !DIExpression(), !89)
  tail call void @__VERIFIER_atomic_begin() #6, !dbg !92
    #dbg_value(i64 0, !82, !DIExpression(), !93)
    #dbg_value(i64 0, !82, !DIExpression(), !93)
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef null) #6, !dbg !94
    #dbg_value(i64 1, !82, !DIExpression(), !93)
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !96
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6, !dbg !94
    #dbg_value(i64 2, !82, !DIExpression(), !93)
  call void @__VERIFIER_atomic_end() #6, !dbg !97
    #dbg_value(i32 0, !84, !DIExpression(), !98)
    #dbg_value(i64 0, !84, !DIExpression(), !98)
  %7 = load i64, ptr %1, align 16, !dbg !99, !tbaa !101
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !103
    #dbg_value(i64 1, !84, !DIExpression(), !98)
  %9 = load i64, ptr %5, align 8, !dbg !99, !tbaa !101
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !103
    #dbg_value(i64 2, !84, !DIExpression(), !98)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !104
  ret i32 0, !dbg !105
}

; Function Attrs: nounwind
declare !dbg !106 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !121 void @__VERIFIER_atomic_begin() local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !124 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @philosopher(ptr noundef %0) #5 !dbg !144 {
    #dbg_value(ptr %0, !146, !DIExpression(), !152)
  %2 = ptrtoint ptr %0 to i64, !dbg !153
  %3 = trunc i64 %2 to i32, !dbg !154
    #dbg_value(i32 %3, !147, !DIExpression(), !152)
    #dbg_value(i32 %3, !148, !DIExpression(), !152)
  %4 = add nsw i32 %3, 1, !dbg !155
  %5 = srem i32 %4, 2, !dbg !156
    #dbg_value(i32 %5, !149, !DIExpression(), !152)
    #dbg_value(i32 %3, !150, !DIExpression(), !152)
    #dbg_value(i32 %5, !151, !DIExpression(), !152)
  %6 = shl i64 %2, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %7
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %9
  %11 = getelementptr inbounds [2 x i32], ptr @eating, i64 0, i64 %7
  br label %12, !dbg !157

12:                                               ; preds = %12, %1
  %13 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull %8) #6, !dbg !158
  %14 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull %10) #6, !dbg !162
  store volatile i32 1, ptr %11, align 4, !dbg !163, !tbaa !65
  store volatile i32 0, ptr %11, align 4, !dbg !164, !tbaa !65
  %15 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull %10) #6, !dbg !165
  %16 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull %8) #6, !dbg !166
  br label %12, !dbg !167, !llvm.loop !168
}

declare !dbg !171 void @__VERIFIER_atomic_end() local_unnamed_addr #4

declare !dbg !172 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !176 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !179 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "eating", scope: !2, file: !3, line: 33, type: !45, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "philosophers.c", directory: ".", checksumkind: CSK_MD5, checksum: "11358acd8d199fa6d3fbd8aa7cb257f0")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{!9, !0}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "fork_mutex", scope: !2, file: !3, line: 29, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 640, elements: !43)
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
!44 = !DISubrange(count: 2)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 64, elements: !43)
!46 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "check_forks", scope: !3, file: !3, line: 61, type: !56, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!6}
!58 = !{!59}
!59 = !DILocalVariable(name: "i", scope: !60, file: !3, line: 63, type: !6)
!60 = distinct !DILexicalBlock(scope: !55, file: !3, line: 63, column: 5)
!61 = !DILocation(line: 0, scope: !60)
!62 = !DILocation(line: 64, column: 13, scope: !63)
!63 = distinct !DILexicalBlock(scope: !64, file: !3, line: 64, column: 13)
!64 = distinct !DILexicalBlock(scope: !60, file: !3, line: 63, column: 5)
!65 = !{!66, !66, i64 0}
!66 = !{!"int", !67, i64 0}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = !DILocation(line: 64, column: 23, scope: !63)
!70 = !DILocation(line: 64, column: 26, scope: !63)
!71 = !DILocation(line: 64, column: 13, scope: !64)
!72 = !DILocation(line: 63, column: 23, scope: !64)
!73 = !DILocation(line: 67, column: 1, scope: !55)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 69, type: !56, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!75 = !{!76, !80, !82, !84}
!76 = !DILocalVariable(name: "t", scope: !74, file: !3, line: 71, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 128, elements: !43)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !13, line: 27, baseType: !79)
!79 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!80 = !DILocalVariable(name: "i", scope: !81, file: !3, line: 72, type: !6)
!81 = distinct !DILexicalBlock(scope: !74, file: !3, line: 72, column: 5)
!82 = !DILocalVariable(name: "i", scope: !83, file: !3, line: 76, type: !7)
!83 = distinct !DILexicalBlock(scope: !74, file: !3, line: 76, column: 5)
!84 = !DILocalVariable(name: "i", scope: !85, file: !3, line: 79, type: !6)
!85 = distinct !DILexicalBlock(scope: !74, file: !3, line: 79, column: 5)
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 0, scope: !74)
!88 = !DILocation(line: 71, column: 5, scope: !74)
!89 = !DILocation(line: 0, scope: !81)
!90 = !DILocation(line: 73, column: 9, scope: !91)
!91 = distinct !DILexicalBlock(scope: !81, file: !3, line: 72, column: 5)
!92 = !DILocation(line: 75, column: 5, scope: !74)
!93 = !DILocation(line: 0, scope: !83)
!94 = !DILocation(line: 77, column: 9, scope: !95)
!95 = distinct !DILexicalBlock(scope: !83, file: !3, line: 76, column: 5)
!96 = !DILocation(line: 77, column: 25, scope: !95)
!97 = !DILocation(line: 78, column: 5, scope: !74)
!98 = !DILocation(line: 0, scope: !85)
!99 = !DILocation(line: 80, column: 22, scope: !100)
!100 = distinct !DILexicalBlock(scope: !85, file: !3, line: 79, column: 5)
!101 = !{!102, !102, i64 0}
!102 = !{!"long", !67, i64 0}
!103 = !DILocation(line: 80, column: 9, scope: !100)
!104 = !DILocation(line: 82, column: 1, scope: !74)
!105 = !DILocation(line: 81, column: 5, scope: !74)
!106 = !DISubprogram(name: "pthread_mutex_init", scope: !107, file: !107, line: 781, type: !108, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!108 = !DISubroutineType(types: !109)
!109 = !{!6, !110, !111}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !13, line: 36, baseType: !114)
!114 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !13, line: 32, size: 32, elements: !115)
!115 = !{!116, !120}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !114, file: !13, line: 34, baseType: !117, size: 32)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 32, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 4)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !114, file: !13, line: 35, baseType: !6, size: 32)
!121 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 26, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DISubroutineType(types: !123)
!123 = !{null}
!124 = !DISubprogram(name: "pthread_create", scope: !107, file: !107, line: 202, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubroutineType(types: !126)
!126 = !{!6, !127, !129, !140, !143}
!127 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !13, line: 62, baseType: !133)
!133 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !13, line: 56, size: 448, elements: !134)
!134 = !{!135, !139}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !133, file: !13, line: 58, baseType: !136, size: 448)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !137)
!137 = !{!138}
!138 = !DISubrange(count: 56)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !133, file: !13, line: 59, baseType: !7, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DISubroutineType(types: !142)
!142 = !{!5, !5}
!143 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!144 = distinct !DISubprogram(name: "philosopher", scope: !3, file: !3, line: 36, type: !141, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !145)
!145 = !{!146, !147, !148, !149, !150, !151}
!146 = !DILocalVariable(name: "arg", arg: 1, scope: !144, file: !3, line: 36, type: !5)
!147 = !DILocalVariable(name: "i", scope: !144, file: !3, line: 38, type: !6)
!148 = !DILocalVariable(name: "left", scope: !144, file: !3, line: 39, type: !6)
!149 = !DILocalVariable(name: "right", scope: !144, file: !3, line: 39, type: !6)
!150 = !DILocalVariable(name: "first", scope: !144, file: !3, line: 44, type: !6)
!151 = !DILocalVariable(name: "second", scope: !144, file: !3, line: 44, type: !6)
!152 = !DILocation(line: 0, scope: !144)
!153 = !DILocation(line: 38, column: 18, scope: !144)
!154 = !DILocation(line: 38, column: 13, scope: !144)
!155 = !DILocation(line: 39, column: 30, scope: !144)
!156 = !DILocation(line: 39, column: 35, scope: !144)
!157 = !DILocation(line: 46, column: 5, scope: !144)
!158 = !DILocation(line: 48, column: 9, scope: !159)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 46, column: 14)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 46, column: 5)
!161 = distinct !DILexicalBlock(scope: !144, file: !3, line: 46, column: 5)
!162 = !DILocation(line: 49, column: 9, scope: !159)
!163 = !DILocation(line: 50, column: 19, scope: !159)
!164 = !DILocation(line: 54, column: 19, scope: !159)
!165 = !DILocation(line: 55, column: 9, scope: !159)
!166 = !DILocation(line: 56, column: 9, scope: !159)
!167 = !DILocation(line: 46, column: 5, scope: !160)
!168 = distinct !{!168, !169, !170}
!169 = !DILocation(line: 46, column: 5, scope: !161)
!170 = !DILocation(line: 57, column: 5, scope: !161)
!171 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 27, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!172 = !DISubprogram(name: "pthread_join", scope: !107, file: !107, line: 219, type: !173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{!6, !78, !175}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!176 = !DISubprogram(name: "pthread_mutex_lock", scope: !107, file: !107, line: 794, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{!6, !110}
!179 = !DISubprogram(name: "pthread_mutex_unlock", scope: !107, file: !107, line: 835, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
