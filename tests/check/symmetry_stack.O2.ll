; ModuleID = 'symmetry_stack.c'
source_filename = "symmetry_stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@total = dso_local local_unnamed_addr global i32 0, align 4, !dbg !5
@done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !8
@.str = private unnamed_addr constant [15 x i8] c"total == 3 * N\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [17 x i8] c"symmetry_stack.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.add = private unnamed_addr constant [21 x i8] c"void add(int *, int)\00", align 1, !dbg !21

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !66 {
  %2 = alloca [2 x i32], align 4, !DIAssignID !76
    #dbg_assign(i1 undef, !72, !DIExpression(), !76, ptr %2, !DIExpression(), !77)
    #dbg_value(ptr poison, !71, !DIExpression(), !77)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !78
  call fastcc void @add(ptr noundef nonnull %2), !dbg !79
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !80
  ret ptr null, !dbg !81
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @add(ptr nocapture noundef %0) unnamed_addr #2 !dbg !82 {
    #dbg_value(ptr %0, !87, !DIExpression(), !93)
    #dbg_value(i32 2, !88, !DIExpression(), !93)
    #dbg_value(i32 0, !89, !DIExpression(), !94)
    #dbg_value(i64 0, !89, !DIExpression(), !94)
  store i32 1, ptr %0, align 4, !dbg !95, !tbaa !97
    #dbg_value(i64 1, !89, !DIExpression(), !94)
  %2 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !101
  store i32 2, ptr %2, align 4, !dbg !95, !tbaa !97
    #dbg_value(i64 2, !89, !DIExpression(), !94)
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #7, !dbg !102
    #dbg_value(i32 0, !91, !DIExpression(), !103)
  %4 = load i32, ptr @total, align 4, !tbaa !97
    #dbg_value(i64 0, !91, !DIExpression(), !103)
  %5 = load i32, ptr %0, align 4, !dbg !104, !tbaa !97
  %6 = add nsw i32 %4, %5, !dbg !106
    #dbg_value(i64 1, !91, !DIExpression(), !103)
  %7 = load i32, ptr %2, align 4, !dbg !104, !tbaa !97
  %8 = add nsw i32 %6, %7, !dbg !106
  store i32 %8, ptr @total, align 4, !dbg !106, !tbaa !97
    #dbg_value(i64 2, !91, !DIExpression(), !103)
  %9 = load i32, ptr @done, align 4, !dbg !107, !tbaa !97
  %10 = add nsw i32 %9, 1, !dbg !107
  store i32 %10, ptr @done, align 4, !dbg !107, !tbaa !97
  %11 = icmp ne i32 %10, 3, !dbg !109
  %12 = icmp eq i32 %8, 9
  %13 = select i1 %11, i1 true, i1 %12, !dbg !110
  br i1 %13, label %15, label %14, !dbg !110

14:                                               ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 25, ptr noundef nonnull @__PRETTY_FUNCTION__.add) #8, !dbg !111
  unreachable, !dbg !111

15:                                               ; preds = %1
  %16 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #7, !dbg !114
  ret void, !dbg !115
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !116 {
  %1 = alloca i64, align 8, !DIAssignID !125
    #dbg_assign(i1 undef, !120, !DIExpression(), !125, ptr %1, !DIExpression(), !126)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !127
    #dbg_value(i32 0, !123, !DIExpression(), !128)
    #dbg_value(i32 0, !123, !DIExpression(), !128)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !129
  %3 = load i64, ptr %1, align 8, !dbg !132, !tbaa !133
  %4 = call i32 @pthread_detach(i64 noundef %3) #7, !dbg !135
    #dbg_value(i32 1, !123, !DIExpression(), !128)
  %5 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !129
  %6 = load i64, ptr %1, align 8, !dbg !132, !tbaa !133
  %7 = call i32 @pthread_detach(i64 noundef %6) #7, !dbg !135
    #dbg_value(i32 2, !123, !DIExpression(), !128)
  %8 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !129
  %9 = load i64, ptr %1, align 8, !dbg !132, !tbaa !133
  %10 = call i32 @pthread_detach(i64 noundef %9) #7, !dbg !135
    #dbg_value(i32 3, !123, !DIExpression(), !128)
  call void @pthread_exit(ptr noundef null) #8, !dbg !136
  unreachable, !dbg !136
}

; Function Attrs: nounwind
declare !dbg !137 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !156 i32 @pthread_detach(i64 noundef) local_unnamed_addr #4

; Function Attrs: noreturn
declare !dbg !159 void @pthread_exit(ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !162 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !166 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !171 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 16, type: !27, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_stack.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "a8969799f09a5fceef56c410c3b8de4c")
!4 = !{!0, !5, !8, !10, !16, !21}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 15, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 15, type: !7, isLocal: false, isDefinition: true)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 120, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 15)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 136, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 17)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 168, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !28, line: 72, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!29 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 67, size: 320, elements: !30)
!30 = !{!31, !52, !56}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !29, file: !28, line: 69, baseType: !32, size: 320)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !33, line: 22, size: 320, elements: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!34 = !{!35, !36, !38, !39, !40, !41, !43, !44}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !32, file: !33, line: 24, baseType: !7, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !32, file: !33, line: 25, baseType: !37, size: 32, offset: 32)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !32, file: !33, line: 26, baseType: !7, size: 32, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !32, file: !33, line: 28, baseType: !37, size: 32, offset: 96)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !32, file: !33, line: 32, baseType: !7, size: 32, offset: 128)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !32, file: !33, line: 34, baseType: !42, size: 16, offset: 160)
!42 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !32, file: !33, line: 35, baseType: !42, size: 16, offset: 176)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !32, file: !33, line: 36, baseType: !45, size: 128, offset: 192)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !46, line: 55, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !46, line: 51, size: 128, elements: !48)
!48 = !{!49, !51}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !47, file: !46, line: 53, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !47, file: !46, line: 54, baseType: !50, size: 64, offset: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !29, file: !28, line: 70, baseType: !53, size: 320)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 320, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 40)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !29, file: !28, line: 71, baseType: !57, size: 64)
!57 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!58 = !{i32 7, !"Dwarf Version", i32 5}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"PIE Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 29, type: !67, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!67 = !DISubroutineType(types: !68)
!68 = !{!69, !69}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!70 = !{!71, !72}
!71 = !DILocalVariable(name: "arg", arg: 1, scope: !66, file: !3, line: 29, type: !69)
!72 = !DILocalVariable(name: "buf", scope: !66, file: !3, line: 30, type: !73)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 64, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 2)
!76 = distinct !DIAssignID()
!77 = !DILocation(line: 0, scope: !66)
!78 = !DILocation(line: 30, column: 3, scope: !66)
!79 = !DILocation(line: 31, column: 3, scope: !66)
!80 = !DILocation(line: 33, column: 1, scope: !66)
!81 = !DILocation(line: 32, column: 3, scope: !66)
!82 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 18, type: !83, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !86)
!83 = !DISubroutineType(cc: DW_CC_nocall, types: !84)
!84 = !{null, !85, !7}
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!86 = !{!87, !88, !89, !91}
!87 = !DILocalVariable(name: "a", arg: 1, scope: !82, file: !3, line: 18, type: !85)
!88 = !DILocalVariable(name: "n", arg: 2, scope: !82, file: !3, line: 18, type: !7)
!89 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 19, type: !7)
!90 = distinct !DILexicalBlock(scope: !82, file: !3, line: 19, column: 3)
!91 = !DILocalVariable(name: "i", scope: !92, file: !3, line: 22, type: !7)
!92 = distinct !DILexicalBlock(scope: !82, file: !3, line: 22, column: 3)
!93 = !DILocation(line: 0, scope: !82)
!94 = !DILocation(line: 0, scope: !90)
!95 = !DILocation(line: 20, column: 10, scope: !96)
!96 = distinct !DILexicalBlock(scope: !90, file: !3, line: 19, column: 3)
!97 = !{!98, !98, i64 0}
!98 = !{!"int", !99, i64 0}
!99 = !{!"omnipotent char", !100, i64 0}
!100 = !{!"Simple C/C++ TBAA"}
!101 = !DILocation(line: 20, column: 5, scope: !96)
!102 = !DILocation(line: 21, column: 3, scope: !82)
!103 = !DILocation(line: 0, scope: !92)
!104 = !DILocation(line: 23, column: 14, scope: !105)
!105 = distinct !DILexicalBlock(scope: !92, file: !3, line: 22, column: 3)
!106 = !DILocation(line: 23, column: 11, scope: !105)
!107 = !DILocation(line: 24, column: 7, scope: !108)
!108 = distinct !DILexicalBlock(scope: !82, file: !3, line: 24, column: 7)
!109 = !DILocation(line: 24, column: 14, scope: !108)
!110 = !DILocation(line: 24, column: 7, scope: !82)
!111 = !DILocation(line: 25, column: 5, scope: !112)
!112 = distinct !DILexicalBlock(scope: !113, file: !3, line: 25, column: 5)
!113 = distinct !DILexicalBlock(scope: !108, file: !3, line: 25, column: 5)
!114 = !DILocation(line: 26, column: 3, scope: !82)
!115 = !DILocation(line: 27, column: 1, scope: !82)
!116 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !117, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!7}
!119 = !{!120, !123}
!120 = !DILocalVariable(name: "t", scope: !116, file: !3, line: 36, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !28, line: 27, baseType: !122)
!122 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!123 = !DILocalVariable(name: "i", scope: !124, file: !3, line: 37, type: !7)
!124 = distinct !DILexicalBlock(scope: !116, file: !3, line: 37, column: 3)
!125 = distinct !DIAssignID()
!126 = !DILocation(line: 0, scope: !116)
!127 = !DILocation(line: 36, column: 3, scope: !116)
!128 = !DILocation(line: 0, scope: !124)
!129 = !DILocation(line: 38, column: 5, scope: !130)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 37, column: 31)
!131 = distinct !DILexicalBlock(scope: !124, file: !3, line: 37, column: 3)
!132 = !DILocation(line: 39, column: 20, scope: !130)
!133 = !{!134, !134, i64 0}
!134 = !{!"long", !99, i64 0}
!135 = !DILocation(line: 39, column: 5, scope: !130)
!136 = !DILocation(line: 41, column: 3, scope: !116)
!137 = !DISubprogram(name: "pthread_create", scope: !138, file: !138, line: 202, type: !139, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!139 = !DISubroutineType(types: !140)
!140 = !{!7, !141, !143, !154, !155}
!141 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !142)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !28, line: 62, baseType: !147)
!147 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !28, line: 56, size: 448, elements: !148)
!148 = !{!149, !153}
!149 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !147, file: !28, line: 58, baseType: !150, size: 448)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 448, elements: !151)
!151 = !{!152}
!152 = !DISubrange(count: 56)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !147, file: !28, line: 59, baseType: !57, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !69)
!156 = !DISubprogram(name: "pthread_detach", scope: !138, file: !138, line: 269, type: !157, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DISubroutineType(types: !158)
!158 = !{!7, !121}
!159 = !DISubprogram(name: "pthread_exit", scope: !138, file: !138, line: 211, type: !160, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !69}
!162 = !DISubprogram(name: "pthread_mutex_lock", scope: !138, file: !138, line: 794, type: !163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubroutineType(types: !164)
!164 = !{!7, !165}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!166 = !DISubprogram(name: "__assert_fail", scope: !167, file: !167, line: 69, type: !168, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!167 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!168 = !DISubroutineType(types: !169)
!169 = !{null, !170, !170, !37, !170}
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!171 = !DISubprogram(name: "pthread_mutex_unlock", scope: !138, file: !138, line: 835, type: !163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
