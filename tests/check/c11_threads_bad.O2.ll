; ModuleID = 'c11_threads_bad.c'
source_filename = "c11_threads_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.timespec = type { i64, i64 }
%union.mtx_t = type { i64, [32 x i8] }

@__const.worker.ts = private unnamed_addr constant %struct.timespec { i64 1, i64 0 }, align 8
@m = dso_local global %union.mtx_t zeroinitializer, align 8, !dbg !0
@a = dso_local global i32 0, align 4, !dbg !37
@b = dso_local global i32 0, align 4, !dbg !41
@.str = private unnamed_addr constant [7 x i8] c"a == b\00", align 1, !dbg !20
@.str.1 = private unnamed_addr constant [18 x i8] c"c11_threads_bad.c\00", align 1, !dbg !26
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [19 x i8] c"int worker(void *)\00", align 1, !dbg !31

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @worker(ptr nocapture readnone %0) #0 !dbg !60 {
  %2 = alloca %struct.timespec, align 8, !DIAssignID !75
    #dbg_assign(i1 undef, !66, !DIExpression(), !75, ptr %2, !DIExpression(), !76)
    #dbg_value(ptr poison, !65, !DIExpression(), !76)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #5, !dbg !77
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) @__const.worker.ts, i64 16, i1 false), !dbg !78, !DIAssignID !79
    #dbg_assign(i1 undef, !66, !DIExpression(), !79, ptr %2, !DIExpression(), !76)
  %3 = call i32 @mtx_timedlock(ptr noundef nonnull @m, ptr noundef nonnull %2) #5, !dbg !80
  %4 = icmp eq i32 %3, 4, !dbg !82
  %5 = load volatile i32, ptr @a, align 4, !dbg !76, !tbaa !83
  br i1 %4, label %6, label %10, !dbg !87

6:                                                ; preds = %1
  %7 = load volatile i32, ptr @b, align 4, !dbg !88, !tbaa !83
  %8 = icmp eq i32 %5, %7, !dbg !88
  br i1 %8, label %15, label %9, !dbg !92

9:                                                ; preds = %6
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 15, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !88
  unreachable, !dbg !88

10:                                               ; preds = %1
  %11 = add nsw i32 %5, 1, !dbg !93
  store volatile i32 %11, ptr @a, align 4, !dbg !93, !tbaa !83
  %12 = load volatile i32, ptr @b, align 4, !dbg !94, !tbaa !83
  %13 = add nsw i32 %12, 1, !dbg !94
  store volatile i32 %13, ptr @b, align 4, !dbg !94, !tbaa !83
  %14 = call i32 @mtx_unlock(ptr noundef nonnull @m) #5, !dbg !95
  br label %15, !dbg !96

15:                                               ; preds = %6, %10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #5, !dbg !97
  ret i32 0, !dbg !97
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare !dbg !98 i32 @mtx_timedlock(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !106 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !111 i32 @mtx_unlock(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !114 {
  %1 = alloca i64, align 8, !DIAssignID !124
    #dbg_assign(i1 undef, !118, !DIExpression(), !124, ptr %1, !DIExpression(), !125)
  %2 = alloca i64, align 8, !DIAssignID !126
    #dbg_assign(i1 undef, !123, !DIExpression(), !126, ptr %2, !DIExpression(), !125)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !127
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !127
  %3 = tail call i32 @mtx_init(ptr noundef nonnull @m, i32 noundef 2) #5, !dbg !128
  %4 = call i32 @thrd_create(ptr noundef nonnull %1, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !129
  %5 = call i32 @thrd_create(ptr noundef nonnull %2, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !130
  %6 = load i64, ptr %1, align 8, !dbg !131, !tbaa !132
  %7 = call i32 @thrd_join(i64 noundef %6, ptr noundef null) #5, !dbg !134
  %8 = load i64, ptr %2, align 8, !dbg !135, !tbaa !132
  %9 = call i32 @thrd_join(i64 noundef %8, ptr noundef null) #5, !dbg !136
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !137
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !137
  ret i32 0, !dbg !138
}

declare !dbg !139 i32 @mtx_init(ptr noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !142 i32 @thrd_create(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !148 i32 @thrd_join(i64 noundef, ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 9, type: !43, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !19, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c11_threads_bad.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "357cddf49089154f2b8ae753dbaf78c5")
!4 = !{!5, !14}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 42, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/threads.h", directory: "", checksumkind: CSK_MD5, checksum: "6974d482e09577a4fa59cb79dc9d72e5")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13}
!9 = !DIEnumerator(name: "thrd_success", value: 0)
!10 = !DIEnumerator(name: "thrd_busy", value: 1)
!11 = !DIEnumerator(name: "thrd_error", value: 2)
!12 = !DIEnumerator(name: "thrd_nomem", value: 3)
!13 = !DIEnumerator(name: "thrd_timedout", value: 4)
!14 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 52, baseType: !7, size: 32, elements: !15)
!15 = !{!16, !17, !18}
!16 = !DIEnumerator(name: "mtx_plain", value: 0)
!17 = !DIEnumerator(name: "mtx_recursive", value: 1)
!18 = !DIEnumerator(name: "mtx_timed", value: 2)
!19 = !{!20, !26, !31, !0, !37, !41}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 56, elements: !24)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{!25}
!25 = !DISubrange(count: 7)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 144, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 18)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 152, elements: !35)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!35 = !{!36}
!36 = !DISubrange(count: 19)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 10, type: !39, isLocal: false, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !40)
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 10, type: !39, isLocal: false, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "mtx_t", file: !6, line: 66, baseType: !44)
!44 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !6, line: 62, size: 320, elements: !45)
!45 = !{!46, !50}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !44, file: !6, line: 64, baseType: !47, size: 320)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 320, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 40)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !44, file: !6, line: 65, baseType: !51, size: 64)
!51 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!52 = !{i32 7, !"Dwarf Version", i32 5}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"PIE Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 12, type: !61, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!61 = !DISubroutineType(types: !62)
!62 = !{!40, !63}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!64 = !{!65, !66}
!65 = !DILocalVariable(name: "arg", arg: 1, scope: !60, file: !3, line: 12, type: !63)
!66 = !DILocalVariable(name: "ts", scope: !60, file: !3, line: 13, type: !67)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !68, line: 11, size: 128, elements: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: "", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!69 = !{!70, !73}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !67, file: !68, line: 16, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !72, line: 160, baseType: !51)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!73 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !67, file: !68, line: 21, baseType: !74, size: 64, offset: 64)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !72, line: 197, baseType: !51)
!75 = distinct !DIAssignID()
!76 = !DILocation(line: 0, scope: !60)
!77 = !DILocation(line: 13, column: 3, scope: !60)
!78 = !DILocation(line: 13, column: 19, scope: !60)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 14, column: 7, scope: !81)
!81 = distinct !DILexicalBlock(scope: !60, file: !3, line: 14, column: 7)
!82 = !DILocation(line: 14, column: 30, scope: !81)
!83 = !{!84, !84, i64 0}
!84 = !{!"int", !85, i64 0}
!85 = !{!"omnipotent char", !86, i64 0}
!86 = !{!"Simple C/C++ TBAA"}
!87 = !DILocation(line: 14, column: 7, scope: !60)
!88 = !DILocation(line: 15, column: 5, scope: !89)
!89 = distinct !DILexicalBlock(scope: !90, file: !3, line: 15, column: 5)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 15, column: 5)
!91 = distinct !DILexicalBlock(scope: !81, file: !3, line: 14, column: 48)
!92 = !DILocation(line: 15, column: 5, scope: !90)
!93 = !DILocation(line: 18, column: 4, scope: !60)
!94 = !DILocation(line: 19, column: 4, scope: !60)
!95 = !DILocation(line: 20, column: 3, scope: !60)
!96 = !DILocation(line: 21, column: 3, scope: !60)
!97 = !DILocation(line: 22, column: 1, scope: !60)
!98 = !DISubprogram(name: "mtx_timedlock", scope: !6, file: !6, line: 145, type: !99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DISubroutineType(types: !100)
!100 = !{!40, !101, !103}
!101 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !102)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!106 = !DISubprogram(name: "__assert_fail", scope: !107, file: !107, line: 69, type: !108, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!107 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!108 = !DISubroutineType(types: !109)
!109 = !{null, !110, !110, !7, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!111 = !DISubprogram(name: "mtx_unlock", scope: !6, file: !6, line: 165, type: !112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(types: !113)
!113 = !{!40, !102}
!114 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !115, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!40}
!117 = !{!118, !123}
!118 = !DILocalVariable(name: "t1", scope: !114, file: !3, line: 25, type: !119)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "thrd_t", file: !6, line: 38, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__thrd_t", file: !121, line: 106, baseType: !122)
!121 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!122 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!123 = !DILocalVariable(name: "t2", scope: !114, file: !3, line: 25, type: !119)
!124 = distinct !DIAssignID()
!125 = !DILocation(line: 0, scope: !114)
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 25, column: 3, scope: !114)
!128 = !DILocation(line: 26, column: 3, scope: !114)
!129 = !DILocation(line: 27, column: 3, scope: !114)
!130 = !DILocation(line: 28, column: 3, scope: !114)
!131 = !DILocation(line: 29, column: 13, scope: !114)
!132 = !{!133, !133, i64 0}
!133 = !{!"long", !85, i64 0}
!134 = !DILocation(line: 29, column: 3, scope: !114)
!135 = !DILocation(line: 30, column: 13, scope: !114)
!136 = !DILocation(line: 30, column: 3, scope: !114)
!137 = !DILocation(line: 32, column: 1, scope: !114)
!138 = !DILocation(line: 31, column: 3, scope: !114)
!139 = !DISubprogram(name: "mtx_init", scope: !6, file: !6, line: 135, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DISubroutineType(types: !141)
!141 = !{!40, !102, !40}
!142 = !DISubprogram(name: "thrd_create", scope: !6, file: !6, line: 79, type: !143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!143 = !DISubroutineType(types: !144)
!144 = !{!40, !145, !146, !63}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "thrd_start_t", file: !6, line: 39, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!148 = !DISubprogram(name: "thrd_join", scope: !6, file: !6, line: 114, type: !149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{!40, !119, !151}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
