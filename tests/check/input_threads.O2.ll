; ModuleID = 'input_threads.c'
source_filename = "input_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@sum = dso_local local_unnamed_addr global i32 0, align 4, !dbg !27
@big = dso_local local_unnamed_addr global i32 0, align 4, !dbg !30
@.str = private unnamed_addr constant [9 x i8] c"sum <= 4\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"input_threads.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [21 x i8] c"big != 2 || sum == 4\00", align 1, !dbg !22

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !71 {
    #dbg_value(ptr poison, !76, !DIExpression(), !78)
  %2 = tail call i32 @__VERIFIER_nondet_int() #5, !dbg !79
    #dbg_value(i32 %2, !77, !DIExpression(), !78)
  %3 = icmp ult i32 %2, 3, !dbg !80
  %4 = zext i1 %3 to i32, !dbg !80
  tail call void @__VERIFIER_assume(i32 noundef %4) #5, !dbg !81
  %5 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !82
  %6 = load i32, ptr @sum, align 4, !dbg !83, !tbaa !84
  %7 = add nsw i32 %6, %2, !dbg !88
  store i32 %7, ptr @sum, align 4, !dbg !89, !tbaa !84
  %8 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !90
  %9 = icmp eq i32 %2, 2, !dbg !91
  br i1 %9, label %10, label %15, !dbg !93

10:                                               ; preds = %1
  %11 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !94
  %12 = load i32, ptr @big, align 4, !dbg !96, !tbaa !84
  %13 = add nsw i32 %12, 1, !dbg !97
  store i32 %13, ptr @big, align 4, !dbg !98, !tbaa !84
  %14 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !99
  br label %15, !dbg !100

15:                                               ; preds = %10, %1
  ret ptr null, !dbg !101
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !102 i32 @__VERIFIER_nondet_int() local_unnamed_addr #2

declare !dbg !105 void @__VERIFIER_assume(i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !108 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !113 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !114 {
  %1 = alloca i64, align 8, !DIAssignID !120
    #dbg_assign(i1 undef, !116, !DIExpression(), !120, ptr %1, !DIExpression(), !121)
  %2 = alloca i64, align 8, !DIAssignID !122
    #dbg_assign(i1 undef, !119, !DIExpression(), !122, ptr %2, !DIExpression(), !121)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !123
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !123
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !124
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !125
  %5 = load i64, ptr %1, align 8, !dbg !126, !tbaa !127
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !129
  %7 = load i64, ptr %2, align 8, !dbg !130, !tbaa !127
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !131
  %9 = load i32, ptr @sum, align 4, !dbg !132
  %10 = icmp slt i32 %9, 5, !dbg !132
  br i1 %10, label %12, label %11, !dbg !135

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 39, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !132
  unreachable, !dbg !132

12:                                               ; preds = %0
  %13 = load i32, ptr @big, align 4, !dbg !136, !tbaa !84
  %14 = icmp ne i32 %13, 2, !dbg !136
  %15 = icmp eq i32 %9, 4, !dbg !136
  %16 = or i1 %15, %14, !dbg !136
  br i1 %16, label %18, label %17, !dbg !136

17:                                               ; preds = %12
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 40, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !136
  unreachable, !dbg !136

18:                                               ; preds = %12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !139
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !139
  ret i32 0, !dbg !140
}

; Function Attrs: nounwind
declare !dbg !141 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !159 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !163 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 17, type: !32, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "input_threads.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "c6afc42d8d5a4ef0d5d60f89658affd9")
!4 = !{!0, !5, !11, !16, !22, !27, !30}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 72, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 9)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "sum", scope: !2, file: !3, line: 15, type: !29, isLocal: false, isDefinition: true)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 16, type: !29, isLocal: false, isDefinition: true)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !33, line: 72, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!34 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !33, line: 67, size: 320, elements: !35)
!35 = !{!36, !57, !61}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !34, file: !33, line: 69, baseType: !37, size: 320)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !38, line: 22, size: 320, elements: !39)
!38 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!39 = !{!40, !41, !43, !44, !45, !46, !48, !49}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !37, file: !38, line: 24, baseType: !29, size: 32)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !37, file: !38, line: 25, baseType: !42, size: 32, offset: 32)
!42 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !37, file: !38, line: 26, baseType: !29, size: 32, offset: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !37, file: !38, line: 28, baseType: !42, size: 32, offset: 96)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !37, file: !38, line: 32, baseType: !29, size: 32, offset: 128)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !37, file: !38, line: 34, baseType: !47, size: 16, offset: 160)
!47 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !37, file: !38, line: 35, baseType: !47, size: 16, offset: 176)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !37, file: !38, line: 36, baseType: !50, size: 128, offset: 192)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !51, line: 55, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !51, line: 51, size: 128, elements: !53)
!53 = !{!54, !56}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !52, file: !51, line: 53, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !52, file: !51, line: 54, baseType: !55, size: 64, offset: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !34, file: !33, line: 70, baseType: !58, size: 320)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 40)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !34, file: !33, line: 71, baseType: !62, size: 64)
!62 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 19, type: !72, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!75 = !{!76, !77}
!76 = !DILocalVariable(name: "arg", arg: 1, scope: !71, file: !3, line: 19, type: !74)
!77 = !DILocalVariable(name: "x", scope: !71, file: !3, line: 20, type: !29)
!78 = !DILocation(line: 0, scope: !71)
!79 = !DILocation(line: 20, column: 11, scope: !71)
!80 = !DILocation(line: 21, column: 28, scope: !71)
!81 = !DILocation(line: 21, column: 3, scope: !71)
!82 = !DILocation(line: 22, column: 3, scope: !71)
!83 = !DILocation(line: 23, column: 9, scope: !71)
!84 = !{!85, !85, i64 0}
!85 = !{!"int", !86, i64 0}
!86 = !{!"omnipotent char", !87, i64 0}
!87 = !{!"Simple C/C++ TBAA"}
!88 = !DILocation(line: 23, column: 13, scope: !71)
!89 = !DILocation(line: 23, column: 7, scope: !71)
!90 = !DILocation(line: 24, column: 3, scope: !71)
!91 = !DILocation(line: 25, column: 9, scope: !92)
!92 = distinct !DILexicalBlock(scope: !71, file: !3, line: 25, column: 7)
!93 = !DILocation(line: 25, column: 7, scope: !71)
!94 = !DILocation(line: 26, column: 5, scope: !95)
!95 = distinct !DILexicalBlock(scope: !92, file: !3, line: 25, column: 15)
!96 = !DILocation(line: 27, column: 11, scope: !95)
!97 = !DILocation(line: 27, column: 15, scope: !95)
!98 = !DILocation(line: 27, column: 9, scope: !95)
!99 = !DILocation(line: 28, column: 5, scope: !95)
!100 = !DILocation(line: 29, column: 3, scope: !95)
!101 = !DILocation(line: 30, column: 3, scope: !71)
!102 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !3, file: !3, line: 12, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DISubroutineType(types: !104)
!104 = !{!29}
!105 = !DISubprogram(name: "__VERIFIER_assume", scope: !3, file: !3, line: 13, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !29}
!108 = !DISubprogram(name: "pthread_mutex_lock", scope: !109, file: !109, line: 794, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!110 = !DISubroutineType(types: !111)
!111 = !{!29, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!113 = !DISubprogram(name: "pthread_mutex_unlock", scope: !109, file: !109, line: 835, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !103, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !115)
!115 = !{!116, !119}
!116 = !DILocalVariable(name: "t1", scope: !114, file: !3, line: 34, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !33, line: 27, baseType: !118)
!118 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!119 = !DILocalVariable(name: "t2", scope: !114, file: !3, line: 34, type: !117)
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 0, scope: !114)
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 34, column: 3, scope: !114)
!124 = !DILocation(line: 35, column: 3, scope: !114)
!125 = !DILocation(line: 36, column: 3, scope: !114)
!126 = !DILocation(line: 37, column: 16, scope: !114)
!127 = !{!128, !128, i64 0}
!128 = !{!"long", !86, i64 0}
!129 = !DILocation(line: 37, column: 3, scope: !114)
!130 = !DILocation(line: 38, column: 16, scope: !114)
!131 = !DILocation(line: 38, column: 3, scope: !114)
!132 = !DILocation(line: 39, column: 3, scope: !133)
!133 = distinct !DILexicalBlock(scope: !134, file: !3, line: 39, column: 3)
!134 = distinct !DILexicalBlock(scope: !114, file: !3, line: 39, column: 3)
!135 = !DILocation(line: 39, column: 3, scope: !134)
!136 = !DILocation(line: 40, column: 3, scope: !137)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 40, column: 3)
!138 = distinct !DILexicalBlock(scope: !114, file: !3, line: 40, column: 3)
!139 = !DILocation(line: 42, column: 1, scope: !114)
!140 = !DILocation(line: 41, column: 3, scope: !114)
!141 = !DISubprogram(name: "pthread_create", scope: !109, file: !109, line: 202, type: !142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DISubroutineType(types: !143)
!143 = !{!29, !144, !146, !157, !158}
!144 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!149 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !33, line: 62, baseType: !150)
!150 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !33, line: 56, size: 448, elements: !151)
!151 = !{!152, !156}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !150, file: !33, line: 58, baseType: !153, size: 448)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !154)
!154 = !{!155}
!155 = !DISubrange(count: 56)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !150, file: !33, line: 59, baseType: !62, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !74)
!159 = !DISubprogram(name: "pthread_join", scope: !109, file: !109, line: 219, type: !160, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{!29, !117, !162}
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!163 = !DISubprogram(name: "__assert_fail", scope: !164, file: !164, line: 69, type: !165, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!164 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167, !167, !42, !167}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
