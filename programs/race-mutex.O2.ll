; ModuleID = 'race.c'
source_filename = "race.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !24
@.str = private unnamed_addr constant [22 x i8] c"counter == 2 * ROUNDS\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [7 x i8] c"race.c\00", align 1, !dbg !13
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !18

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !66 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !80
    #dbg_assign(i1 undef, !70, !DIExpression(), !80, ptr %1, !DIExpression(), !81)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #5, !dbg !82
    #dbg_value(i32 0, !76, !DIExpression(), !83)
    #dbg_value(i64 0, !76, !DIExpression(), !83)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !84
    #dbg_value(i64 1, !76, !DIExpression(), !83)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !86
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !84
    #dbg_value(i64 2, !76, !DIExpression(), !83)
    #dbg_value(i64 0, !78, !DIExpression(), !87)
  %5 = load i64, ptr %1, align 16, !dbg !88, !tbaa !90
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !94
    #dbg_value(i64 1, !78, !DIExpression(), !87)
  %7 = load i64, ptr %3, align 8, !dbg !88, !tbaa !90
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !94
    #dbg_value(i64 2, !78, !DIExpression(), !87)
  %9 = load i32, ptr @counter, align 4, !dbg !95, !tbaa !98
  %10 = icmp eq i32 %9, 4, !dbg !95
  br i1 %10, label %12, label %11, !dbg !100

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 51, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !95
  unreachable, !dbg !95

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #5, !dbg !101
  ret i32 0, !dbg !102
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !103 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !124 {
    #dbg_value(ptr poison, !126, !DIExpression(), !129)
    #dbg_value(i32 0, !127, !DIExpression(), !130)
    #dbg_value(i32 0, !127, !DIExpression(), !130)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !131
  %3 = load i32, ptr @counter, align 4, !dbg !134, !tbaa !98
  %4 = add nsw i32 %3, 1, !dbg !134
  store i32 %4, ptr @counter, align 4, !dbg !134, !tbaa !98
  %5 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !135
    #dbg_value(i32 1, !127, !DIExpression(), !130)
  %6 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !131
  %7 = load i32, ptr @counter, align 4, !dbg !134, !tbaa !98
  %8 = add nsw i32 %7, 1, !dbg !134
  store i32 %8, ptr @counter, align 4, !dbg !134, !tbaa !98
  %9 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !135
    #dbg_value(i32 2, !127, !DIExpression(), !130)
  ret ptr null, !dbg !136
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !137 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !141 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !146 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !150 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 24, type: !27, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race.c", directory: ".", checksumkind: CSK_MD5, checksum: "700a1e0d04d1c1d30f0aa6e3535cebe8")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !13, !18, !24}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 176, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 22)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 56, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 7)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 120, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!22 = !{!23}
!23 = !DISubrange(count: 15)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 21, type: !26, isLocal: false, isDefinition: true)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !28, line: 72, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!29 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 67, size: 320, elements: !30)
!30 = !{!31, !52, !56}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !29, file: !28, line: 69, baseType: !32, size: 320)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !33, line: 22, size: 320, elements: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!34 = !{!35, !36, !38, !39, !40, !41, !43, !44}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !32, file: !33, line: 24, baseType: !26, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !32, file: !33, line: 25, baseType: !37, size: 32, offset: 32)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !32, file: !33, line: 26, baseType: !26, size: 32, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !32, file: !33, line: 28, baseType: !37, size: 32, offset: 96)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !32, file: !33, line: 32, baseType: !26, size: 32, offset: 128)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !32, file: !33, line: 34, baseType: !42, size: 16, offset: 160)
!42 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !32, file: !33, line: 35, baseType: !42, size: 16, offset: 176)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !32, file: !33, line: 36, baseType: !45, size: 128, offset: 192)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !46, line: 55, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !46, line: 51, size: 128, elements: !48)
!48 = !{!49, !51}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !47, file: !46, line: 53, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !47, file: !46, line: 54, baseType: !50, size: 64, offset: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !29, file: !28, line: 70, baseType: !53, size: 320)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 320, elements: !54)
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
!66 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !67, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!26}
!69 = !{!70, !76, !78}
!70 = !DILocalVariable(name: "t", scope: !66, file: !3, line: 46, type: !71)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 128, elements: !74)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !28, line: 27, baseType: !73)
!73 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!74 = !{!75}
!75 = !DISubrange(count: 2)
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 47, type: !26)
!77 = distinct !DILexicalBlock(scope: !66, file: !3, line: 47, column: 5)
!78 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 49, type: !26)
!79 = distinct !DILexicalBlock(scope: !66, file: !3, line: 49, column: 5)
!80 = distinct !DIAssignID()
!81 = !DILocation(line: 0, scope: !66)
!82 = !DILocation(line: 46, column: 5, scope: !66)
!83 = !DILocation(line: 0, scope: !77)
!84 = !DILocation(line: 48, column: 9, scope: !85)
!85 = distinct !DILexicalBlock(scope: !77, file: !3, line: 47, column: 5)
!86 = !DILocation(line: 48, column: 25, scope: !85)
!87 = !DILocation(line: 0, scope: !79)
!88 = !DILocation(line: 50, column: 22, scope: !89)
!89 = distinct !DILexicalBlock(scope: !79, file: !3, line: 49, column: 5)
!90 = !{!91, !91, i64 0}
!91 = !{!"long", !92, i64 0}
!92 = !{!"omnipotent char", !93, i64 0}
!93 = !{!"Simple C/C++ TBAA"}
!94 = !DILocation(line: 50, column: 9, scope: !89)
!95 = !DILocation(line: 51, column: 5, scope: !96)
!96 = distinct !DILexicalBlock(scope: !97, file: !3, line: 51, column: 5)
!97 = distinct !DILexicalBlock(scope: !66, file: !3, line: 51, column: 5)
!98 = !{!99, !99, i64 0}
!99 = !{!"int", !92, i64 0}
!100 = !DILocation(line: 51, column: 5, scope: !97)
!101 = !DILocation(line: 53, column: 1, scope: !66)
!102 = !DILocation(line: 52, column: 5, scope: !66)
!103 = !DISubprogram(name: "pthread_create", scope: !104, file: !104, line: 202, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!105 = !DISubroutineType(types: !106)
!106 = !{!26, !107, !109, !120, !123}
!107 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !28, line: 62, baseType: !113)
!113 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !28, line: 56, size: 448, elements: !114)
!114 = !{!115, !119}
!115 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !113, file: !28, line: 58, baseType: !116, size: 448)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 448, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 56)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !113, file: !28, line: 59, baseType: !57, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DISubroutineType(types: !122)
!122 = !{!5, !5}
!123 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!124 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 27, type: !121, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !125)
!125 = !{!126, !127}
!126 = !DILocalVariable(name: "arg", arg: 1, scope: !124, file: !3, line: 27, type: !5)
!127 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 30, type: !26)
!128 = distinct !DILexicalBlock(scope: !124, file: !3, line: 30, column: 5)
!129 = !DILocation(line: 0, scope: !124)
!130 = !DILocation(line: 0, scope: !128)
!131 = !DILocation(line: 32, column: 9, scope: !132)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 30, column: 38)
!133 = distinct !DILexicalBlock(scope: !128, file: !3, line: 30, column: 5)
!134 = !DILocation(line: 33, column: 16, scope: !132)
!135 = !DILocation(line: 34, column: 9, scope: !132)
!136 = !DILocation(line: 41, column: 5, scope: !124)
!137 = !DISubprogram(name: "pthread_join", scope: !104, file: !104, line: 219, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DISubroutineType(types: !139)
!139 = !{!26, !72, !140}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!141 = !DISubprogram(name: "__assert_fail", scope: !142, file: !142, line: 69, type: !143, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!142 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!143 = !DISubroutineType(types: !144)
!144 = !{null, !145, !145, !37, !145}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!146 = !DISubprogram(name: "pthread_mutex_lock", scope: !104, file: !104, line: 794, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(types: !148)
!148 = !{!26, !149}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!150 = !DISubprogram(name: "pthread_mutex_unlock", scope: !104, file: !104, line: 835, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
