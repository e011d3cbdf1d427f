; ModuleID = 'symmetry_pool.c'
source_filename = "symmetry_pool.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@count = dso_local local_unnamed_addr global i32 0, align 4, !dbg !20
@done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !23
@.str = private unnamed_addr constant [15 x i8] c"count == 2 * N\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"symmetry_pool.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !64 {
    #dbg_value(ptr poison, !69, !DIExpression(), !72)
    #dbg_value(i32 0, !70, !DIExpression(), !73)
    #dbg_value(i32 0, !70, !DIExpression(), !73)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #4, !dbg !74
  %3 = load i32, ptr @count, align 4, !dbg !77, !tbaa !78
  %4 = add nsw i32 %3, 1, !dbg !77
  store i32 %4, ptr @count, align 4, !dbg !77, !tbaa !78
  %5 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #4, !dbg !82
    #dbg_value(i32 1, !70, !DIExpression(), !73)
  %6 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #4, !dbg !74
  %7 = load i32, ptr @count, align 4, !dbg !77, !tbaa !78
  %8 = add nsw i32 %7, 1, !dbg !77
  store i32 %8, ptr @count, align 4, !dbg !77, !tbaa !78
  %9 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #4, !dbg !82
    #dbg_value(i32 2, !70, !DIExpression(), !73)
  %10 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #4, !dbg !83
  %11 = load i32, ptr @done, align 4, !dbg !84, !tbaa !78
  %12 = add nsw i32 %11, 1, !dbg !84
  store i32 %12, ptr @done, align 4, !dbg !84, !tbaa !78
  %13 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #4, !dbg !85
  ret ptr null, !dbg !86
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !87 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !92 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !93 {
  %1 = alloca i64, align 8, !DIAssignID !106
    #dbg_assign(i1 undef, !97, !DIExpression(), !106, ptr %1, !DIExpression(), !107)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !108
    #dbg_value(i32 0, !100, !DIExpression(), !109)
    #dbg_value(i32 0, !100, !DIExpression(), !109)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #4, !dbg !110
    #dbg_value(i32 1, !100, !DIExpression(), !109)
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #4, !dbg !110
    #dbg_value(i32 2, !100, !DIExpression(), !109)
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #4, !dbg !110
    #dbg_value(i32 3, !100, !DIExpression(), !109)
  br label %5

5:                                                ; preds = %0, %5
  %6 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #4, !dbg !112
  %7 = load i32, ptr @done, align 4, !dbg !113, !tbaa !78
    #dbg_value(i32 %7, !102, !DIExpression(), !114)
  %8 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #4, !dbg !115
  %9 = icmp eq i32 %7, 3, !dbg !116
  br i1 %9, label %10, label %5

10:                                               ; preds = %5
  %11 = load i32, ptr @count, align 4, !dbg !118, !tbaa !78
  %12 = icmp eq i32 %11, 6, !dbg !118
  br i1 %12, label %14, label %13, !dbg !121

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 36, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #5, !dbg !118
  unreachable, !dbg !118

14:                                               ; preds = %10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !122
  ret i32 0, !dbg !122
}

; Function Attrs: nounwind
declare !dbg !123 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !141 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 11, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_pool.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "c04d82dbc1883e1885b9f03a23e61b21")
!4 = !{!0, !5, !11, !16, !20, !23}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 15)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !9)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 10, type: !22, isLocal: false, isDefinition: true)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 10, type: !22, isLocal: false, isDefinition: true)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !26, line: 72, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!27 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !26, line: 67, size: 320, elements: !28)
!28 = !{!29, !50, !54}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !27, file: !26, line: 69, baseType: !30, size: 320)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !31, line: 22, size: 320, elements: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!32 = !{!33, !34, !36, !37, !38, !39, !41, !42}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !30, file: !31, line: 24, baseType: !22, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !30, file: !31, line: 25, baseType: !35, size: 32, offset: 32)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !30, file: !31, line: 26, baseType: !22, size: 32, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !30, file: !31, line: 28, baseType: !35, size: 32, offset: 96)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !30, file: !31, line: 32, baseType: !22, size: 32, offset: 128)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !30, file: !31, line: 34, baseType: !40, size: 16, offset: 160)
!40 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !30, file: !31, line: 35, baseType: !40, size: 16, offset: 176)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !30, file: !31, line: 36, baseType: !43, size: 128, offset: 192)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !44, line: 55, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !44, line: 51, size: 128, elements: !46)
!46 = !{!47, !49}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !45, file: !44, line: 53, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !45, file: !44, line: 54, baseType: !48, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !27, file: !26, line: 70, baseType: !51, size: 320)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 40)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !27, file: !26, line: 71, baseType: !55, size: 64)
!55 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !65, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!68 = !{!69, !70}
!69 = !DILocalVariable(name: "arg", arg: 1, scope: !64, file: !3, line: 13, type: !67)
!70 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 14, type: !22)
!71 = distinct !DILexicalBlock(scope: !64, file: !3, line: 14, column: 3)
!72 = !DILocation(line: 0, scope: !64)
!73 = !DILocation(line: 0, scope: !71)
!74 = !DILocation(line: 15, column: 5, scope: !75)
!75 = distinct !DILexicalBlock(scope: !76, file: !3, line: 14, column: 31)
!76 = distinct !DILexicalBlock(scope: !71, file: !3, line: 14, column: 3)
!77 = !DILocation(line: 16, column: 10, scope: !75)
!78 = !{!79, !79, i64 0}
!79 = !{!"int", !80, i64 0}
!80 = !{!"omnipotent char", !81, i64 0}
!81 = !{!"Simple C/C++ TBAA"}
!82 = !DILocation(line: 17, column: 5, scope: !75)
!83 = !DILocation(line: 19, column: 3, scope: !64)
!84 = !DILocation(line: 20, column: 7, scope: !64)
!85 = !DILocation(line: 21, column: 3, scope: !64)
!86 = !DILocation(line: 22, column: 3, scope: !64)
!87 = !DISubprogram(name: "pthread_mutex_lock", scope: !88, file: !88, line: 794, type: !89, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!88 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!89 = !DISubroutineType(types: !90)
!90 = !{!22, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!92 = !DISubprogram(name: "pthread_mutex_unlock", scope: !88, file: !88, line: 835, type: !89, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !94, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!22}
!96 = !{!97, !100, !102}
!97 = !DILocalVariable(name: "t", scope: !93, file: !3, line: 26, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !26, line: 27, baseType: !99)
!99 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!100 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 27, type: !22)
!101 = distinct !DILexicalBlock(scope: !93, file: !3, line: 27, column: 3)
!102 = !DILocalVariable(name: "d", scope: !103, file: !3, line: 31, type: !22)
!103 = distinct !DILexicalBlock(scope: !104, file: !3, line: 29, column: 12)
!104 = distinct !DILexicalBlock(scope: !105, file: !3, line: 29, column: 3)
!105 = distinct !DILexicalBlock(scope: !93, file: !3, line: 29, column: 3)
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 0, scope: !93)
!108 = !DILocation(line: 26, column: 3, scope: !93)
!109 = !DILocation(line: 0, scope: !101)
!110 = !DILocation(line: 28, column: 5, scope: !111)
!111 = distinct !DILexicalBlock(scope: !101, file: !3, line: 27, column: 3)
!112 = !DILocation(line: 30, column: 5, scope: !103)
!113 = !DILocation(line: 31, column: 13, scope: !103)
!114 = !DILocation(line: 0, scope: !103)
!115 = !DILocation(line: 32, column: 5, scope: !103)
!116 = !DILocation(line: 33, column: 11, scope: !117)
!117 = distinct !DILexicalBlock(scope: !103, file: !3, line: 33, column: 9)
!118 = !DILocation(line: 36, column: 3, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 36, column: 3)
!120 = distinct !DILexicalBlock(scope: !93, file: !3, line: 36, column: 3)
!121 = !DILocation(line: 36, column: 3, scope: !120)
!122 = !DILocation(line: 38, column: 1, scope: !93)
!123 = !DISubprogram(name: "pthread_create", scope: !88, file: !88, line: 202, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{!22, !126, !128, !139, !140}
!126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !127)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !26, line: 62, baseType: !132)
!132 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !26, line: 56, size: 448, elements: !133)
!133 = !{!134, !138}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !132, file: !26, line: 58, baseType: !135, size: 448)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !136)
!136 = !{!137}
!137 = !DISubrange(count: 56)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !132, file: !26, line: 59, baseType: !55, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !67)
!141 = !DISubprogram(name: "__assert_fail", scope: !142, file: !142, line: 69, type: !143, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!142 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!143 = !DISubroutineType(types: !144)
!144 = !{null, !145, !145, !35, !145}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
