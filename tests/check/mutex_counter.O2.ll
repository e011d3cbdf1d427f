; ModuleID = 'mutex_counter.c'
source_filename = "mutex_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"mutex_counter.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !64 {
    #dbg_value(ptr poison, !69, !DIExpression(), !70)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !71
  %3 = load i32, ptr @counter, align 4, !dbg !72, !tbaa !73
  %4 = add nsw i32 %3, 1, !dbg !72
  store i32 %4, ptr @counter, align 4, !dbg !72, !tbaa !73
  %5 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !77
  ret ptr null, !dbg !78
}

; Function Attrs: nounwind
declare !dbg !79 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !84 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !85 {
  %1 = alloca i64, align 8, !DIAssignID !93
    #dbg_assign(i1 undef, !89, !DIExpression(), !93, ptr %1, !DIExpression(), !94)
  %2 = alloca i64, align 8, !DIAssignID !95
    #dbg_assign(i1 undef, !92, !DIExpression(), !95, ptr %2, !DIExpression(), !94)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !96
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !96
  %3 = tail call i32 @pthread_mutex_init(ptr noundef nonnull @m, ptr noundef null) #5, !dbg !97
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !98
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !99
  %6 = load i64, ptr %1, align 8, !dbg !100, !tbaa !101
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null) #5, !dbg !103
  %8 = load i64, ptr %2, align 8, !dbg !104, !tbaa !101
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #5, !dbg !105
  %10 = load i32, ptr @counter, align 4, !dbg !106, !tbaa !73
  %11 = icmp eq i32 %10, 2, !dbg !106
  br i1 %11, label %13, label %12, !dbg !109

12:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 24, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !106
  unreachable, !dbg !106

13:                                               ; preds = %0
  %14 = call i32 @pthread_mutex_destroy(ptr noundef nonnull @m) #5, !dbg !110
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !111
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !111
  ret i32 0, !dbg !112
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !113 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !126 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !144 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !148 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !153 i32 @pthread_mutex_destroy(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_counter.c", directory: ".", checksumkind: CSK_MD5, checksum: "d82fe77c2b7e0afbd7097f68edb45ead")
!4 = !{!5, !11, !16, !22, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !26, line: 72, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!27 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !26, line: 67, size: 320, elements: !28)
!28 = !{!29, !50, !54}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !27, file: !26, line: 69, baseType: !30, size: 320)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !31, line: 22, size: 320, elements: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!32 = !{!33, !34, !36, !37, !38, !39, !41, !42}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !30, file: !31, line: 24, baseType: !24, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !30, file: !31, line: 25, baseType: !35, size: 32, offset: 32)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !30, file: !31, line: 26, baseType: !24, size: 32, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !30, file: !31, line: 28, baseType: !35, size: 32, offset: 96)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !30, file: !31, line: 32, baseType: !24, size: 32, offset: 128)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !30, file: !31, line: 34, baseType: !40, size: 16, offset: 160)
!40 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !30, file: !31, line: 35, baseType: !40, size: 16, offset: 176)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !30, file: !31, line: 36, baseType: !43, size: 128, offset: 192)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !44, line: 55, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
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
!64 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !65, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!68 = !{!69}
!69 = !DILocalVariable(name: "arg", arg: 1, scope: !64, file: !3, line: 10, type: !67)
!70 = !DILocation(line: 0, scope: !64)
!71 = !DILocation(line: 11, column: 3, scope: !64)
!72 = !DILocation(line: 12, column: 10, scope: !64)
!73 = !{!74, !74, i64 0}
!74 = !{!"int", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C/C++ TBAA"}
!77 = !DILocation(line: 13, column: 3, scope: !64)
!78 = !DILocation(line: 14, column: 3, scope: !64)
!79 = !DISubprogram(name: "pthread_mutex_lock", scope: !80, file: !80, line: 794, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!80 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!81 = !DISubroutineType(types: !82)
!82 = !{!24, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!84 = !DISubprogram(name: "pthread_mutex_unlock", scope: !80, file: !80, line: 835, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !86, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!24}
!88 = !{!89, !92}
!89 = !DILocalVariable(name: "a", scope: !85, file: !3, line: 18, type: !90)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !26, line: 27, baseType: !91)
!91 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!92 = !DILocalVariable(name: "b", scope: !85, file: !3, line: 18, type: !90)
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 0, scope: !85)
!95 = distinct !DIAssignID()
!96 = !DILocation(line: 18, column: 3, scope: !85)
!97 = !DILocation(line: 19, column: 3, scope: !85)
!98 = !DILocation(line: 20, column: 3, scope: !85)
!99 = !DILocation(line: 21, column: 3, scope: !85)
!100 = !DILocation(line: 22, column: 16, scope: !85)
!101 = !{!102, !102, i64 0}
!102 = !{!"long", !75, i64 0}
!103 = !DILocation(line: 22, column: 3, scope: !85)
!104 = !DILocation(line: 23, column: 16, scope: !85)
!105 = !DILocation(line: 23, column: 3, scope: !85)
!106 = !DILocation(line: 24, column: 3, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 24, column: 3)
!108 = distinct !DILexicalBlock(scope: !85, file: !3, line: 24, column: 3)
!109 = !DILocation(line: 24, column: 3, scope: !108)
!110 = !DILocation(line: 25, column: 3, scope: !85)
!111 = !DILocation(line: 27, column: 1, scope: !85)
!112 = !DILocation(line: 26, column: 3, scope: !85)
!113 = !DISubprogram(name: "pthread_mutex_init", scope: !80, file: !80, line: 781, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DISubroutineType(types: !115)
!115 = !{!24, !83, !116}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !26, line: 36, baseType: !119)
!119 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !26, line: 32, size: 32, elements: !120)
!120 = !{!121, !125}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !119, file: !26, line: 34, baseType: !122, size: 32)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 4)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !119, file: !26, line: 35, baseType: !24, size: 32)
!126 = !DISubprogram(name: "pthread_create", scope: !80, file: !80, line: 202, type: !127, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!24, !129, !131, !142, !143}
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !26, line: 62, baseType: !135)
!135 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !26, line: 56, size: 448, elements: !136)
!136 = !{!137, !141}
!137 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !135, file: !26, line: 58, baseType: !138, size: 448)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !139)
!139 = !{!140}
!140 = !DISubrange(count: 56)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !135, file: !26, line: 59, baseType: !55, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !67)
!144 = !DISubprogram(name: "pthread_join", scope: !80, file: !80, line: 219, type: !145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DISubroutineType(types: !146)
!146 = !{!24, !90, !147}
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!148 = !DISubprogram(name: "__assert_fail", scope: !149, file: !149, line: 69, type: !150, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!149 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!150 = !DISubroutineType(types: !151)
!151 = !{null, !152, !152, !35, !152}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!153 = !DISubprogram(name: "pthread_mutex_destroy", scope: !80, file: !80, line: 786, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
