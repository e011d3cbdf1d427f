; ModuleID = 'symmetry_pool_bug.c'
source_filename = "symmetry_pool_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@count = dso_local local_unnamed_addr global i32 0, align 4, !dbg !22
@done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !25
@.str = private unnamed_addr constant [11 x i8] c"count == N\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [20 x i8] c"symmetry_pool_bug.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !66 {
    #dbg_value(ptr poison, !71, !DIExpression(), !73)
  %2 = load i32, ptr @count, align 4, !dbg !74, !tbaa !75
    #dbg_value(i32 %2, !72, !DIExpression(), !73)
  %3 = add nsw i32 %2, 1, !dbg !79
  store i32 %3, ptr @count, align 4, !dbg !80, !tbaa !75
  %4 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !81
  %5 = load i32, ptr @done, align 4, !dbg !82, !tbaa !75
  %6 = add nsw i32 %5, 1, !dbg !82
  store i32 %6, ptr @done, align 4, !dbg !82, !tbaa !75
  %7 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !83
  ret ptr null, !dbg !84
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !85 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !90 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !91 {
  %1 = alloca [3 x i64], align 16, !DIAssignID !105
    #dbg_assign(i1 undef, !95, !DIExpression(), !105, ptr %1, !DIExpression(), !106)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #5, !dbg !107
    #dbg_value(i32 0, !101, !DIExpression(), !108)
    #dbg_value(i64 0, !101, !DIExpression(), !108)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !109
    #dbg_value(i64 1, !101, !DIExpression(), !108)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !111
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !109
    #dbg_value(i64 2, !101, !DIExpression(), !108)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !111
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !109
    #dbg_value(i64 3, !101, !DIExpression(), !108)
    #dbg_value(i64 0, !103, !DIExpression(), !112)
  %7 = load i64, ptr %1, align 16, !dbg !113, !tbaa !115
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !117
    #dbg_value(i64 1, !103, !DIExpression(), !112)
  %9 = load i64, ptr %3, align 8, !dbg !113, !tbaa !115
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #5, !dbg !117
    #dbg_value(i64 2, !103, !DIExpression(), !112)
  %11 = load i64, ptr %5, align 16, !dbg !113, !tbaa !115
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #5, !dbg !117
    #dbg_value(i64 3, !103, !DIExpression(), !112)
  %13 = load i32, ptr @count, align 4, !dbg !118, !tbaa !75
  %14 = icmp eq i32 %13, 3, !dbg !118
  br i1 %14, label %16, label %15, !dbg !121

15:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 28, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !118
  unreachable, !dbg !118

16:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #5, !dbg !122
  ret i32 0, !dbg !123
}

; Function Attrs: nounwind
declare !dbg !124 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !142 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !146 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

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
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 11, type: !27, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_pool_bug.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "d8343a6f6934ccf037d5b20de9fa3663")
!4 = !{!0, !5, !11, !16, !22, !25}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 11)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 20)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 10, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 10, type: !24, isLocal: false, isDefinition: true)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !28, line: 72, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!29 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 67, size: 320, elements: !30)
!30 = !{!31, !52, !56}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !29, file: !28, line: 69, baseType: !32, size: 320)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !33, line: 22, size: 320, elements: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!34 = !{!35, !36, !38, !39, !40, !41, !43, !44}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !32, file: !33, line: 24, baseType: !24, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !32, file: !33, line: 25, baseType: !37, size: 32, offset: 32)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !32, file: !33, line: 26, baseType: !24, size: 32, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !32, file: !33, line: 28, baseType: !37, size: 32, offset: 96)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !32, file: !33, line: 32, baseType: !24, size: 32, offset: 128)
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
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !54)
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
!66 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !67, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!67 = !DISubroutineType(types: !68)
!68 = !{!69, !69}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!70 = !{!71, !72}
!71 = !DILocalVariable(name: "arg", arg: 1, scope: !66, file: !3, line: 13, type: !69)
!72 = !DILocalVariable(name: "c", scope: !66, file: !3, line: 14, type: !24)
!73 = !DILocation(line: 0, scope: !66)
!74 = !DILocation(line: 14, column: 11, scope: !66)
!75 = !{!76, !76, i64 0}
!76 = !{!"int", !77, i64 0}
!77 = !{!"omnipotent char", !78, i64 0}
!78 = !{!"Simple C/C++ TBAA"}
!79 = !DILocation(line: 15, column: 13, scope: !66)
!80 = !DILocation(line: 15, column: 9, scope: !66)
!81 = !DILocation(line: 16, column: 3, scope: !66)
!82 = !DILocation(line: 17, column: 7, scope: !66)
!83 = !DILocation(line: 18, column: 3, scope: !66)
!84 = !DILocation(line: 19, column: 3, scope: !66)
!85 = !DISubprogram(name: "pthread_mutex_lock", scope: !86, file: !86, line: 794, type: !87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!87 = !DISubroutineType(types: !88)
!88 = !{!24, !89}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!90 = !DISubprogram(name: "pthread_mutex_unlock", scope: !86, file: !86, line: 835, type: !87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !92, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{!24}
!94 = !{!95, !101, !103}
!95 = !DILocalVariable(name: "t", scope: !91, file: !3, line: 23, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 192, elements: !99)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !28, line: 27, baseType: !98)
!98 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!99 = !{!100}
!100 = !DISubrange(count: 3)
!101 = !DILocalVariable(name: "i", scope: !102, file: !3, line: 24, type: !24)
!102 = distinct !DILexicalBlock(scope: !91, file: !3, line: 24, column: 3)
!103 = !DILocalVariable(name: "i", scope: !104, file: !3, line: 26, type: !24)
!104 = distinct !DILexicalBlock(scope: !91, file: !3, line: 26, column: 3)
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 0, scope: !91)
!107 = !DILocation(line: 23, column: 3, scope: !91)
!108 = !DILocation(line: 0, scope: !102)
!109 = !DILocation(line: 25, column: 5, scope: !110)
!110 = distinct !DILexicalBlock(scope: !102, file: !3, line: 24, column: 3)
!111 = !DILocation(line: 25, column: 21, scope: !110)
!112 = !DILocation(line: 0, scope: !104)
!113 = !DILocation(line: 27, column: 18, scope: !114)
!114 = distinct !DILexicalBlock(scope: !104, file: !3, line: 26, column: 3)
!115 = !{!116, !116, i64 0}
!116 = !{!"long", !77, i64 0}
!117 = !DILocation(line: 27, column: 5, scope: !114)
!118 = !DILocation(line: 28, column: 3, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 28, column: 3)
!120 = distinct !DILexicalBlock(scope: !91, file: !3, line: 28, column: 3)
!121 = !DILocation(line: 28, column: 3, scope: !120)
!122 = !DILocation(line: 30, column: 1, scope: !91)
!123 = !DILocation(line: 29, column: 3, scope: !91)
!124 = !DISubprogram(name: "pthread_create", scope: !86, file: !86, line: 202, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubroutineType(types: !126)
!126 = !{!24, !127, !129, !140, !141}
!127 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !28, line: 62, baseType: !133)
!133 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !28, line: 56, size: 448, elements: !134)
!134 = !{!135, !139}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !133, file: !28, line: 58, baseType: !136, size: 448)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !137)
!137 = !{!138}
!138 = !DISubrange(count: 56)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !133, file: !28, line: 59, baseType: !57, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !69)
!142 = !DISubprogram(name: "pthread_join", scope: !86, file: !86, line: 219, type: !143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!143 = !DISubroutineType(types: !144)
!144 = !{!24, !97, !145}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!146 = !DISubprogram(name: "__assert_fail", scope: !147, file: !147, line: 69, type: !148, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!147 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!148 = !DISubroutineType(types: !149)
!149 = !{null, !150, !150, !37, !150}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
