; ModuleID = 'join_last.c'
source_filename = "join_last.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@inside = dso_local local_unnamed_addr global i32 0, align 4, !dbg !24
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [12 x i8] c"join_last.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !18

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !65 {
    #dbg_value(ptr poison, !69, !DIExpression(), !70)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #8, !dbg !71
  %3 = load i32, ptr @inside, align 4, !dbg !72, !tbaa !73
  %4 = add nsw i32 %3, 1, !dbg !72
  store i32 %4, ptr @inside, align 4, !dbg !72, !tbaa !73
  %5 = icmp eq i32 %3, 0, !dbg !77
  br i1 %5, label %7, label %6, !dbg !80

6:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 19, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #9, !dbg !77
  unreachable, !dbg !77

7:                                                ; preds = %1
  store i32 0, ptr @inside, align 4, !dbg !81, !tbaa !73
  %8 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #8, !dbg !82
  ret ptr null, !dbg !83
}

; Function Attrs: nounwind
declare !dbg !84 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !89 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !94 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !95 {
  %3 = alloca i64, align 8, !DIAssignID !108
    #dbg_assign(i1 undef, !102, !DIExpression(), !108, ptr %3, !DIExpression(), !109)
    #dbg_value(i32 %0, !99, !DIExpression(), !109)
    #dbg_value(ptr %1, !100, !DIExpression(), !109)
  %4 = icmp sgt i32 %0, 1, !dbg !110
  br i1 %4, label %6, label %5, !dbg !111

5:                                                ; preds = %2
    #dbg_value(i32 -1, !101, !DIExpression(), !109)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !112
    #dbg_value(i32 0, !105, !DIExpression(), !109)
    #dbg_value(i32 0, !106, !DIExpression(), !113)
    #dbg_value(i32 0, !106, !DIExpression(), !113)
    #dbg_value(i32 0, !105, !DIExpression(), !109)
  br label %13, !dbg !114

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !115
  %8 = load ptr, ptr %7, align 8, !dbg !115, !tbaa !116
    #dbg_value(ptr %8, !118, !DIExpression(), !124)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #8, !dbg !126
  %10 = trunc i64 %9 to i32, !dbg !127
    #dbg_value(i32 %10, !101, !DIExpression(), !109)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !112
    #dbg_value(i32 0, !105, !DIExpression(), !109)
    #dbg_value(i32 0, !106, !DIExpression(), !113)
  %11 = icmp slt i32 %10, 0
  %12 = icmp eq i32 %10, 0, !dbg !128
  br i1 %12, label %18, label %13, !dbg !114

13:                                               ; preds = %5, %6
  %14 = phi i1 [ true, %5 ], [ %11, %6 ]
  %15 = phi i32 [ -1, %5 ], [ %10, %6 ]
  %16 = icmp sgt i32 %15, 0
  %17 = zext i1 %16 to i32
  br label %19, !dbg !114

18:                                               ; preds = %28, %6
  call void @pthread_exit(ptr noundef null) #9, !dbg !130
  unreachable, !dbg !130

19:                                               ; preds = %13, %28
  %20 = phi i32 [ 0, %13 ], [ %29, %28 ]
  %21 = phi i32 [ 0, %13 ], [ %24, %28 ]
    #dbg_value(i32 %20, !106, !DIExpression(), !113)
    #dbg_value(i32 %21, !105, !DIExpression(), !109)
  %22 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !131
  %23 = icmp eq i32 %21, 0, !dbg !133
  %24 = xor i32 %21, 1, !dbg !133
    #dbg_value(i32 %24, !105, !DIExpression(), !109)
  br i1 %23, label %25, label %28, !dbg !134

25:                                               ; preds = %19
  %26 = load i64, ptr %3, align 8, !dbg !135, !tbaa !137
  %27 = call i32 @pthread_join(i64 noundef %26, ptr noundef null) #8, !dbg !139
  br label %28, !dbg !139

28:                                               ; preds = %19, %25
  %29 = add nuw nsw i32 %20, %17, !dbg !140
    #dbg_value(i32 %29, !106, !DIExpression(), !113)
    #dbg_value(i32 %24, !105, !DIExpression(), !109)
  %30 = icmp slt i32 %29, %15, !dbg !128
  %31 = select i1 %14, i1 true, i1 %30, !dbg !128
  br i1 %31, label %19, label %18, !dbg !114, !llvm.loop !141
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind
declare !dbg !144 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !162 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare !dbg !166 void @pthread_exit(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !169 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 14, type: !26, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "join_last.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "c22a7c57715d02b37e0596f8f59298d0")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0, !11, !16, !18, !24}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 12)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !13, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 168, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!22 = !{!23}
!23 = !DISubrange(count: 21)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !27, line: 72, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!28 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !27, line: 67, size: 320, elements: !29)
!29 = !{!30, !51, !55}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !28, file: !27, line: 69, baseType: !31, size: 320)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !32, line: 22, size: 320, elements: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!33 = !{!34, !35, !37, !38, !39, !40, !42, !43}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !31, file: !32, line: 24, baseType: !5, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !31, file: !32, line: 25, baseType: !36, size: 32, offset: 32)
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !31, file: !32, line: 26, baseType: !5, size: 32, offset: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !31, file: !32, line: 28, baseType: !36, size: 32, offset: 96)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !31, file: !32, line: 32, baseType: !5, size: 32, offset: 128)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !31, file: !32, line: 34, baseType: !41, size: 16, offset: 160)
!41 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !31, file: !32, line: 35, baseType: !41, size: 16, offset: 176)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !31, file: !32, line: 36, baseType: !44, size: 128, offset: 192)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !45, line: 55, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !45, line: 51, size: 128, elements: !47)
!47 = !{!48, !50}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !46, file: !45, line: 53, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !46, file: !45, line: 54, baseType: !49, size: 64, offset: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !28, file: !27, line: 70, baseType: !52, size: 320)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 40)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !28, file: !27, line: 71, baseType: !56, size: 64)
!56 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 16, type: !66, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{!9, !9}
!68 = !{!69}
!69 = !DILocalVariable(name: "arg", arg: 1, scope: !65, file: !3, line: 16, type: !9)
!70 = !DILocation(line: 0, scope: !65)
!71 = !DILocation(line: 17, column: 3, scope: !65)
!72 = !DILocation(line: 18, column: 9, scope: !65)
!73 = !{!74, !74, i64 0}
!74 = !{!"int", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C/C++ TBAA"}
!77 = !DILocation(line: 19, column: 3, scope: !78)
!78 = distinct !DILexicalBlock(scope: !79, file: !3, line: 19, column: 3)
!79 = distinct !DILexicalBlock(scope: !65, file: !3, line: 19, column: 3)
!80 = !DILocation(line: 19, column: 3, scope: !79)
!81 = !DILocation(line: 20, column: 9, scope: !65)
!82 = !DILocation(line: 21, column: 3, scope: !65)
!83 = !DILocation(line: 22, column: 3, scope: !65)
!84 = !DISubprogram(name: "pthread_mutex_lock", scope: !85, file: !85, line: 794, type: !86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!86 = !DISubroutineType(types: !87)
!87 = !{!5, !88}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!89 = !DISubprogram(name: "__assert_fail", scope: !90, file: !90, line: 69, type: !91, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!90 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!91 = !DISubroutineType(types: !92)
!92 = !{null, !93, !93, !36, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!94 = !DISubprogram(name: "pthread_mutex_unlock", scope: !85, file: !85, line: 835, type: !86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !96, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!5, !5, !6}
!98 = !{!99, !100, !101, !102, !105, !106}
!99 = !DILocalVariable(name: "argc", arg: 1, scope: !95, file: !3, line: 25, type: !5)
!100 = !DILocalVariable(name: "argv", arg: 2, scope: !95, file: !3, line: 25, type: !6)
!101 = !DILocalVariable(name: "n", scope: !95, file: !3, line: 26, type: !5)
!102 = !DILocalVariable(name: "t", scope: !95, file: !3, line: 27, type: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !27, line: 27, baseType: !104)
!104 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!105 = !DILocalVariable(name: "join", scope: !95, file: !3, line: 28, type: !5)
!106 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 29, type: !5)
!107 = distinct !DILexicalBlock(scope: !95, file: !3, line: 29, column: 3)
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 0, scope: !95)
!110 = !DILocation(line: 26, column: 16, scope: !95)
!111 = !DILocation(line: 26, column: 11, scope: !95)
!112 = !DILocation(line: 27, column: 3, scope: !95)
!113 = !DILocation(line: 0, scope: !107)
!114 = !DILocation(line: 29, column: 3, scope: !107)
!115 = !DILocation(line: 26, column: 27, scope: !95)
!116 = !{!117, !117, i64 0}
!117 = !{!"any pointer", !75, i64 0}
!118 = !DILocalVariable(name: "__nptr", arg: 1, scope: !119, file: !120, line: 362, type: !93)
!119 = distinct !DISubprogram(name: "atoi", scope: !120, file: !120, line: 362, type: !121, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !123)
!120 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!121 = !DISubroutineType(types: !122)
!122 = !{!5, !93}
!123 = !{!118}
!124 = !DILocation(line: 0, scope: !119, inlinedAt: !125)
!125 = distinct !DILocation(line: 26, column: 22, scope: !95)
!126 = !DILocation(line: 364, column: 16, scope: !119, inlinedAt: !125)
!127 = !DILocation(line: 364, column: 10, scope: !119, inlinedAt: !125)
!128 = !DILocation(line: 29, column: 25, scope: !129)
!129 = distinct !DILexicalBlock(scope: !107, file: !3, line: 29, column: 3)
!130 = !DILocation(line: 35, column: 3, scope: !95)
!131 = !DILocation(line: 30, column: 5, scope: !132)
!132 = distinct !DILexicalBlock(scope: !129, file: !3, line: 29, column: 47)
!133 = !DILocation(line: 31, column: 12, scope: !132)
!134 = !DILocation(line: 32, column: 9, scope: !132)
!135 = !DILocation(line: 33, column: 20, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !3, line: 32, column: 9)
!137 = !{!138, !138, i64 0}
!138 = !{!"long", !75, i64 0}
!139 = !DILocation(line: 33, column: 7, scope: !136)
!140 = !DILocation(line: 29, column: 37, scope: !129)
!141 = distinct !{!141, !114, !142, !143}
!142 = !DILocation(line: 34, column: 3, scope: !107)
!143 = !{!"llvm.loop.mustprogress"}
!144 = !DISubprogram(name: "pthread_create", scope: !85, file: !85, line: 202, type: !145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DISubroutineType(types: !146)
!146 = !{!5, !147, !149, !160, !161}
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !27, line: 62, baseType: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !27, line: 56, size: 448, elements: !154)
!154 = !{!155, !159}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !153, file: !27, line: 58, baseType: !156, size: 448)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !157)
!157 = !{!158}
!158 = !DISubrange(count: 56)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !153, file: !27, line: 59, baseType: !56, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
!162 = !DISubprogram(name: "pthread_join", scope: !85, file: !85, line: 219, type: !163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubroutineType(types: !164)
!164 = !{!5, !103, !165}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!166 = !DISubprogram(name: "pthread_exit", scope: !85, file: !85, line: 211, type: !167, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !9}
!169 = !DISubprogram(name: "strtol", scope: !120, file: !120, line: 177, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{!56, !172, !173, !5}
!172 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!173 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
