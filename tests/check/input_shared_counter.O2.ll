; ModuleID = 'input_shared_counter.c'
source_filename = "input_shared_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [21 x i8] c"counter == start + 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [23 x i8] c"input_shared_counter.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @add(ptr nocapture readnone %0) #0 !dbg !64 {
    #dbg_value(ptr poison, !69, !DIExpression(), !70)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !71
  %3 = load i32, ptr @counter, align 4, !dbg !72, !tbaa !73
  %4 = add nsw i32 %3, 1, !dbg !77
  store i32 %4, ptr @counter, align 4, !dbg !78, !tbaa !73
  %5 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !79
  ret ptr null, !dbg !80
}

; Function Attrs: nounwind
declare !dbg !81 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !86 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !87 {
  %1 = alloca i64, align 8, !DIAssignID !96
    #dbg_assign(i1 undef, !92, !DIExpression(), !96, ptr %1, !DIExpression(), !97)
  %2 = alloca i64, align 8, !DIAssignID !98
    #dbg_assign(i1 undef, !95, !DIExpression(), !98, ptr %2, !DIExpression(), !97)
  %3 = tail call i32 @__VERIFIER_nondet_int() #5, !dbg !99
    #dbg_value(i32 %3, !91, !DIExpression(), !97)
  %4 = icmp slt i32 %3, 1000000, !dbg !100
  %5 = zext i1 %4 to i32, !dbg !100
  tail call void @__VERIFIER_assume(i32 noundef %5) #5, !dbg !101
  store i32 %3, ptr @counter, align 4, !dbg !102, !tbaa !73
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !103
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !103
  %6 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @add, ptr noundef null) #5, !dbg !104
  %7 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @add, ptr noundef null) #5, !dbg !105
  %8 = load i64, ptr %1, align 8, !dbg !106, !tbaa !107
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #5, !dbg !109
  %10 = load i64, ptr %2, align 8, !dbg !110, !tbaa !107
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null) #5, !dbg !111
  %12 = load i32, ptr @counter, align 4, !dbg !112, !tbaa !73
  %13 = add nsw i32 %3, 2, !dbg !112
  %14 = icmp eq i32 %12, %13, !dbg !112
  br i1 %14, label %16, label %15, !dbg !115

15:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !112
  unreachable, !dbg !112

16:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !116
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !116
  ret i32 0, !dbg !117
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare !dbg !118 i32 @__VERIFIER_nondet_int() local_unnamed_addr #3

declare !dbg !119 void @__VERIFIER_assume(i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !122 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !140 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !144 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

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
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 14, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "input_shared_counter.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "ddb0a6a712ea346c82cfb66f3a5fb75d")
!4 = !{!0, !5, !11, !16, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 168, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 21)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 184, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 23)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 13, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !26, line: 72, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!27 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !26, line: 67, size: 320, elements: !28)
!28 = !{!29, !50, !54}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !27, file: !26, line: 69, baseType: !30, size: 320)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !31, line: 22, size: 320, elements: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
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
!64 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 16, type: !65, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!68 = !{!69}
!69 = !DILocalVariable(name: "arg", arg: 1, scope: !64, file: !3, line: 16, type: !67)
!70 = !DILocation(line: 0, scope: !64)
!71 = !DILocation(line: 17, column: 3, scope: !64)
!72 = !DILocation(line: 18, column: 13, scope: !64)
!73 = !{!74, !74, i64 0}
!74 = !{!"int", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C/C++ TBAA"}
!77 = !DILocation(line: 18, column: 21, scope: !64)
!78 = !DILocation(line: 18, column: 11, scope: !64)
!79 = !DILocation(line: 19, column: 3, scope: !64)
!80 = !DILocation(line: 20, column: 3, scope: !64)
!81 = !DISubprogram(name: "pthread_mutex_lock", scope: !82, file: !82, line: 794, type: !83, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!83 = !DISubroutineType(types: !84)
!84 = !{!24, !85}
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!86 = !DISubprogram(name: "pthread_mutex_unlock", scope: !82, file: !82, line: 835, type: !83, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !88, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!24}
!90 = !{!91, !92, !95}
!91 = !DILocalVariable(name: "start", scope: !87, file: !3, line: 24, type: !24)
!92 = !DILocalVariable(name: "t1", scope: !87, file: !3, line: 27, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !26, line: 27, baseType: !94)
!94 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!95 = !DILocalVariable(name: "t2", scope: !87, file: !3, line: 27, type: !93)
!96 = distinct !DIAssignID()
!97 = !DILocation(line: 0, scope: !87)
!98 = distinct !DIAssignID()
!99 = !DILocation(line: 24, column: 15, scope: !87)
!100 = !DILocation(line: 25, column: 27, scope: !87)
!101 = !DILocation(line: 25, column: 3, scope: !87)
!102 = !DILocation(line: 26, column: 11, scope: !87)
!103 = !DILocation(line: 27, column: 3, scope: !87)
!104 = !DILocation(line: 28, column: 3, scope: !87)
!105 = !DILocation(line: 29, column: 3, scope: !87)
!106 = !DILocation(line: 30, column: 16, scope: !87)
!107 = !{!108, !108, i64 0}
!108 = !{!"long", !75, i64 0}
!109 = !DILocation(line: 30, column: 3, scope: !87)
!110 = !DILocation(line: 31, column: 16, scope: !87)
!111 = !DILocation(line: 31, column: 3, scope: !87)
!112 = !DILocation(line: 32, column: 3, scope: !113)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 32, column: 3)
!114 = distinct !DILexicalBlock(scope: !87, file: !3, line: 32, column: 3)
!115 = !DILocation(line: 32, column: 3, scope: !114)
!116 = !DILocation(line: 34, column: 1, scope: !87)
!117 = !DILocation(line: 33, column: 3, scope: !87)
!118 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !3, file: !3, line: 10, type: !88, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DISubprogram(name: "__VERIFIER_assume", scope: !3, file: !3, line: 11, type: !120, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DISubroutineType(types: !121)
!121 = !{null, !24}
!122 = !DISubprogram(name: "pthread_create", scope: !82, file: !82, line: 202, type: !123, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DISubroutineType(types: !124)
!124 = !{!24, !125, !127, !138, !139}
!125 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !126)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !26, line: 62, baseType: !131)
!131 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !26, line: 56, size: 448, elements: !132)
!132 = !{!133, !137}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !131, file: !26, line: 58, baseType: !134, size: 448)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !135)
!135 = !{!136}
!136 = !DISubrange(count: 56)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !131, file: !26, line: 59, baseType: !55, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !67)
!140 = !DISubprogram(name: "pthread_join", scope: !82, file: !82, line: 219, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DISubroutineType(types: !142)
!142 = !{!24, !93, !143}
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!144 = !DISubprogram(name: "__assert_fail", scope: !145, file: !145, line: 69, type: !146, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!145 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!146 = !DISubroutineType(types: !147)
!147 = !{null, !148, !148, !35, !148}
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
