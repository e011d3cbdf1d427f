; ModuleID = 'mutex_static_init.c'
source_filename = "mutex_static_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@plain = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@rec = dso_local global %union.pthread_mutex_t { %struct.__pthread_mutex_s { i32 0, i32 0, i32 0, i32 0, i32 1, i16 0, i16 0, %struct.__pthread_internal_list zeroinitializer } }, align 8, !dbg !5
@plain_count = dso_local local_unnamed_addr global i32 0, align 4, !dbg !66
@.str = private unnamed_addr constant [30 x i8] c"pthread_mutex_lock(&rec) == 0\00", align 1, !dbg !40
@.str.1 = private unnamed_addr constant [20 x i8] c"mutex_static_init.c\00", align 1, !dbg !45
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !50
@rec_count = dso_local local_unnamed_addr global i32 0, align 4, !dbg !68
@.str.2 = private unnamed_addr constant [35 x i8] c"plain_count == 2 && rec_count == 2\00", align 1, !dbg !56
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !61

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !78 {
    #dbg_value(ptr poison, !83, !DIExpression(), !84)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @plain) #5, !dbg !85
  %3 = load i32, ptr @plain_count, align 4, !dbg !86, !tbaa !87
  %4 = add nsw i32 %3, 1, !dbg !86
  store i32 %4, ptr @plain_count, align 4, !dbg !86, !tbaa !87
  %5 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @plain) #5, !dbg !91
  %6 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @rec) #5, !dbg !92
  %7 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @rec) #5, !dbg !93
  %8 = icmp eq i32 %7, 0, !dbg !93
  br i1 %8, label %10, label %9, !dbg !96

9:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 17, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !93
  unreachable, !dbg !93

10:                                               ; preds = %1
  %11 = load i32, ptr @rec_count, align 4, !dbg !97, !tbaa !87
  %12 = add nsw i32 %11, 1, !dbg !97
  store i32 %12, ptr @rec_count, align 4, !dbg !97, !tbaa !87
  %13 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @rec) #5, !dbg !98
  %14 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @rec) #5, !dbg !99
  ret ptr null, !dbg !100
}

; Function Attrs: nounwind
declare !dbg !101 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !106 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !107 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !112 {
  %1 = alloca i64, align 8, !DIAssignID !119
    #dbg_assign(i1 undef, !116, !DIExpression(), !119, ptr %1, !DIExpression(), !120)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !121
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !122
  %3 = call ptr @worker(ptr poison), !dbg !123
  %4 = load i64, ptr %1, align 8, !dbg !124, !tbaa !125
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null) #5, !dbg !127
  %6 = load i32, ptr @plain_count, align 4, !dbg !128, !tbaa !87
  %7 = icmp eq i32 %6, 2, !dbg !128
  %8 = load i32, ptr @rec_count, align 4, !dbg !128
  %9 = icmp eq i32 %8, 2, !dbg !128
  %10 = select i1 %7, i1 %9, i1 false, !dbg !128
  br i1 %10, label %12, label %11, !dbg !128

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !128
  unreachable, !dbg !128

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !131
  ret i32 0, !dbg !132
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !133 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !151 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76}
!llvm.ident = !{!77}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "plain", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_static_init.c", directory: ".", checksumkind: CSK_MD5, checksum: "ff324b55b21b6fabcbba92f7d03b61a0")
!4 = !{!0, !5, !40, !45, !50, !56, !61, !66, !68}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "rec", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !10)
!10 = !{!11, !33, !38}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 69, baseType: !12, size: 320)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !13, line: 22, size: 320, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!14 = !{!15, !17, !19, !20, !21, !22, !24, !25}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !12, file: !13, line: 24, baseType: !16, size: 32)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !12, file: !13, line: 25, baseType: !18, size: 32, offset: 32)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !12, file: !13, line: 26, baseType: !16, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !12, file: !13, line: 28, baseType: !18, size: 32, offset: 96)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !12, file: !13, line: 32, baseType: !16, size: 32, offset: 128)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !12, file: !13, line: 34, baseType: !23, size: 16, offset: 160)
!23 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !12, file: !13, line: 35, baseType: !23, size: 16, offset: 176)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !12, file: !13, line: 36, baseType: !26, size: 128, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !27, line: 55, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !27, line: 51, size: 128, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !28, file: !27, line: 53, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !28, file: !27, line: 54, baseType: !31, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !9, file: !8, line: 70, baseType: !34, size: 320)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 320, elements: !36)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !{!37}
!37 = !DISubrange(count: 40)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !9, file: !8, line: 71, baseType: !39, size: 64)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 240, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 30)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 160, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 20)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 168, elements: !54)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!54 = !{!55}
!55 = !DISubrange(count: 21)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 280, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 35)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 120, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 15)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "plain_count", scope: !2, file: !3, line: 10, type: !16, isLocal: false, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "rec_count", scope: !2, file: !3, line: 10, type: !16, isLocal: false, isDefinition: true)
!70 = !{i32 7, !"Dwarf Version", i32 5}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 4}
!73 = !{i32 8, !"PIC Level", i32 2}
!74 = !{i32 7, !"PIE Level", i32 2}
!75 = !{i32 7, !"uwtable", i32 2}
!76 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!77 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!78 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 12, type: !79, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!79 = !DISubroutineType(types: !80)
!80 = !{!81, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!82 = !{!83}
!83 = !DILocalVariable(name: "arg", arg: 1, scope: !78, file: !3, line: 12, type: !81)
!84 = !DILocation(line: 0, scope: !78)
!85 = !DILocation(line: 13, column: 3, scope: !78)
!86 = !DILocation(line: 14, column: 14, scope: !78)
!87 = !{!88, !88, i64 0}
!88 = !{!"int", !89, i64 0}
!89 = !{!"omnipotent char", !90, i64 0}
!90 = !{!"Simple C/C++ TBAA"}
!91 = !DILocation(line: 15, column: 3, scope: !78)
!92 = !DILocation(line: 16, column: 3, scope: !78)
!93 = !DILocation(line: 17, column: 3, scope: !94)
!94 = distinct !DILexicalBlock(scope: !95, file: !3, line: 17, column: 3)
!95 = distinct !DILexicalBlock(scope: !78, file: !3, line: 17, column: 3)
!96 = !DILocation(line: 17, column: 3, scope: !95)
!97 = !DILocation(line: 18, column: 12, scope: !78)
!98 = !DILocation(line: 19, column: 3, scope: !78)
!99 = !DILocation(line: 20, column: 3, scope: !78)
!100 = !DILocation(line: 21, column: 3, scope: !78)
!101 = !DISubprogram(name: "pthread_mutex_lock", scope: !102, file: !102, line: 794, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!102 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!103 = !DISubroutineType(types: !104)
!104 = !{!16, !105}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!106 = !DISubprogram(name: "pthread_mutex_unlock", scope: !102, file: !102, line: 835, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubprogram(name: "__assert_fail", scope: !108, file: !108, line: 69, type: !109, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!108 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!109 = !DISubroutineType(types: !110)
!110 = !{null, !111, !111, !18, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!112 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !113, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!16}
!115 = !{!116}
!116 = !DILocalVariable(name: "t", scope: !112, file: !3, line: 25, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !118)
!118 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !112)
!121 = !DILocation(line: 25, column: 3, scope: !112)
!122 = !DILocation(line: 26, column: 3, scope: !112)
!123 = !DILocation(line: 27, column: 3, scope: !112)
!124 = !DILocation(line: 28, column: 16, scope: !112)
!125 = !{!126, !126, i64 0}
!126 = !{!"long", !89, i64 0}
!127 = !DILocation(line: 28, column: 3, scope: !112)
!128 = !DILocation(line: 29, column: 3, scope: !129)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 29, column: 3)
!130 = distinct !DILexicalBlock(scope: !112, file: !3, line: 29, column: 3)
!131 = !DILocation(line: 31, column: 1, scope: !112)
!132 = !DILocation(line: 30, column: 3, scope: !112)
!133 = !DISubprogram(name: "pthread_create", scope: !102, file: !102, line: 202, type: !134, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!134 = !DISubroutineType(types: !135)
!135 = !{!16, !136, !138, !149, !150}
!136 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !142)
!142 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !143)
!143 = !{!144, !148}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !142, file: !8, line: 58, baseType: !145, size: 448)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 448, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 56)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !142, file: !8, line: 59, baseType: !39, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!151 = !DISubprogram(name: "pthread_join", scope: !102, file: !102, line: 219, type: !152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{!16, !117, !154}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
