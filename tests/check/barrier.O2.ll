; ModuleID = 'barrier.c'
source_filename = "barrier.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }

@arrived = dso_local global i32 0, align 4, !dbg !0
@b = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !35
@.str = private unnamed_addr constant [21 x i8] c"arrived >= 2 * round\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [10 x i8] c"barrier.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@serial = dso_local global i32 0, align 4, !dbg !47
@.str.2 = private unnamed_addr constant [7 x i8] c"r == 0\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [12 x i8] c"serial == 2\00", align 1, !dbg !25
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !30

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !58 {
    #dbg_value(ptr poison, !63, !DIExpression(), !69)
    #dbg_value(i32 1, !64, !DIExpression(), !70)
    #dbg_value(i32 1, !64, !DIExpression(), !70)
  %2 = atomicrmw add ptr @arrived, i32 1 seq_cst, align 4, !dbg !71
  %3 = tail call i32 @pthread_barrier_wait(ptr noundef nonnull @b) #5, !dbg !72
    #dbg_value(i32 %3, !66, !DIExpression(), !73)
  %4 = load i32, ptr @arrived, align 4, !dbg !74, !tbaa !77
  %5 = icmp slt i32 %4, 2, !dbg !74
  br i1 %5, label %6, label %7, !dbg !81

6:                                                ; preds = %11, %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 17, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !74
  unreachable, !dbg !74

7:                                                ; preds = %1
  switch i32 %3, label %10 [
    i32 -1, label %8
    i32 0, label %11
  ], !dbg !82

8:                                                ; preds = %7
  %9 = atomicrmw add ptr @serial, i32 1 seq_cst, align 4, !dbg !83
  br label %11, !dbg !83

10:                                               ; preds = %16, %7
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !85
  unreachable, !dbg !85

11:                                               ; preds = %7, %8
    #dbg_value(i32 2, !64, !DIExpression(), !70)
  %12 = atomicrmw add ptr @arrived, i32 1 seq_cst, align 4, !dbg !71
  %13 = tail call i32 @pthread_barrier_wait(ptr noundef nonnull @b) #5, !dbg !72
    #dbg_value(i32 %13, !66, !DIExpression(), !73)
  %14 = load i32, ptr @arrived, align 4, !dbg !74, !tbaa !77
  %15 = icmp slt i32 %14, 4, !dbg !74
  br i1 %15, label %6, label %16, !dbg !81

16:                                               ; preds = %11
  switch i32 %13, label %10 [
    i32 -1, label %17
    i32 0, label %19
  ], !dbg !82

17:                                               ; preds = %16
  %18 = atomicrmw add ptr @serial, i32 1 seq_cst, align 4, !dbg !83
  br label %19, !dbg !83

19:                                               ; preds = %17, %16
    #dbg_value(i32 3, !64, !DIExpression(), !70)
  ret ptr null, !dbg !88
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !89 i32 @pthread_barrier_wait(ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !94 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !100 {
  %1 = alloca i64, align 8, !DIAssignID !107
    #dbg_assign(i1 undef, !104, !DIExpression(), !107, ptr %1, !DIExpression(), !108)
  %2 = tail call i32 @pthread_barrier_init(ptr noundef nonnull @b, ptr noundef null, i32 noundef 2) #5, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !110
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !111
  %4 = call ptr @worker(ptr poison), !dbg !112
  %5 = load i64, ptr %1, align 8, !dbg !113, !tbaa !114
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !116
  %7 = load i32, ptr @serial, align 4, !dbg !117, !tbaa !77
  %8 = icmp eq i32 %7, 2, !dbg !117
  br i1 %8, label %10, label %9, !dbg !120

9:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !117
  unreachable, !dbg !117

10:                                               ; preds = %0
  %11 = call i32 @pthread_barrier_destroy(ptr noundef nonnull @b) #5, !dbg !121
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !122
  ret i32 0, !dbg !123
}

; Function Attrs: nounwind
declare !dbg !124 i32 @pthread_barrier_init(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !139 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !157 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !161 i32 @pthread_barrier_destroy(ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "arrived", scope: !2, file: !3, line: 11, type: !49, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "barrier.c", directory: ".", checksumkind: CSK_MD5, checksum: "60aec73f35917c49fe09a68eb3834edf")
!4 = !{!5, !11, !16, !20, !25, !30, !35, !0, !47}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 168, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 21)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 10)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !9)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 7)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 12)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 15)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 10, type: !37, isLocal: false, isDefinition: true)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !38, line: 112, baseType: !39)
!38 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!39 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !38, line: 108, size: 256, elements: !40)
!40 = !{!41, !45}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !39, file: !38, line: 110, baseType: !42, size: 256)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !39, file: !38, line: 111, baseType: !46, size: 64)
!46 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "serial", scope: !2, file: !3, line: 11, type: !49, isLocal: false, isDefinition: true)
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = !{i32 7, !"Dwarf Version", i32 5}
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 1, !"wchar_size", i32 4}
!53 = !{i32 8, !"PIC Level", i32 2}
!54 = !{i32 7, !"PIE Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 2}
!56 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!57 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!58 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !59, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!59 = !DISubroutineType(types: !60)
!60 = !{!61, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!62 = !{!63, !64, !66}
!63 = !DILocalVariable(name: "arg", arg: 1, scope: !58, file: !3, line: 13, type: !61)
!64 = !DILocalVariable(name: "round", scope: !65, file: !3, line: 14, type: !49)
!65 = distinct !DILexicalBlock(scope: !58, file: !3, line: 14, column: 3)
!66 = !DILocalVariable(name: "r", scope: !67, file: !3, line: 16, type: !49)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 14, column: 44)
!68 = distinct !DILexicalBlock(scope: !65, file: !3, line: 14, column: 3)
!69 = !DILocation(line: 0, scope: !58)
!70 = !DILocation(line: 0, scope: !65)
!71 = !DILocation(line: 15, column: 5, scope: !67)
!72 = !DILocation(line: 16, column: 13, scope: !67)
!73 = !DILocation(line: 0, scope: !67)
!74 = !DILocation(line: 17, column: 5, scope: !75)
!75 = distinct !DILexicalBlock(scope: !76, file: !3, line: 17, column: 5)
!76 = distinct !DILexicalBlock(scope: !67, file: !3, line: 17, column: 5)
!77 = !{!78, !78, i64 0}
!78 = !{!"int", !79, i64 0}
!79 = !{!"omnipotent char", !80, i64 0}
!80 = !{!"Simple C/C++ TBAA"}
!81 = !DILocation(line: 17, column: 5, scope: !76)
!82 = !DILocation(line: 18, column: 9, scope: !67)
!83 = !DILocation(line: 19, column: 7, scope: !84)
!84 = distinct !DILexicalBlock(scope: !67, file: !3, line: 18, column: 9)
!85 = !DILocation(line: 21, column: 7, scope: !86)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 21, column: 7)
!87 = distinct !DILexicalBlock(scope: !84, file: !3, line: 21, column: 7)
!88 = !DILocation(line: 23, column: 3, scope: !58)
!89 = !DISubprogram(name: "pthread_barrier_wait", scope: !90, file: !90, line: 1264, type: !91, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!91 = !DISubroutineType(types: !92)
!92 = !{!49, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!94 = !DISubprogram(name: "__assert_fail", scope: !95, file: !95, line: 69, type: !96, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!95 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!96 = !DISubroutineType(types: !97)
!97 = !{null, !98, !98, !99, !98}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!99 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!100 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !101, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{!49}
!103 = !{!104}
!104 = !DILocalVariable(name: "t", scope: !100, file: !3, line: 28, type: !105)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !38, line: 27, baseType: !106)
!106 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 0, scope: !100)
!109 = !DILocation(line: 27, column: 3, scope: !100)
!110 = !DILocation(line: 28, column: 3, scope: !100)
!111 = !DILocation(line: 29, column: 3, scope: !100)
!112 = !DILocation(line: 30, column: 3, scope: !100)
!113 = !DILocation(line: 31, column: 16, scope: !100)
!114 = !{!115, !115, i64 0}
!115 = !{!"long", !79, i64 0}
!116 = !DILocation(line: 31, column: 3, scope: !100)
!117 = !DILocation(line: 32, column: 3, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 32, column: 3)
!119 = distinct !DILexicalBlock(scope: !100, file: !3, line: 32, column: 3)
!120 = !DILocation(line: 32, column: 3, scope: !119)
!121 = !DILocation(line: 33, column: 3, scope: !100)
!122 = !DILocation(line: 35, column: 1, scope: !100)
!123 = !DILocation(line: 34, column: 3, scope: !100)
!124 = !DISubprogram(name: "pthread_barrier_init", scope: !90, file: !90, line: 1254, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubroutineType(types: !126)
!126 = !{!49, !127, !128, !99}
!127 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrierattr_t", file: !38, line: 118, baseType: !132)
!132 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !38, line: 114, size: 32, elements: !133)
!133 = !{!134, !138}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !132, file: !38, line: 116, baseType: !135, size: 32)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !136)
!136 = !{!137}
!137 = !DISubrange(count: 4)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !132, file: !38, line: 117, baseType: !49, size: 32)
!139 = !DISubprogram(name: "pthread_create", scope: !90, file: !90, line: 202, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!140 = !DISubroutineType(types: !141)
!141 = !{!49, !142, !144, !155, !156}
!142 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !38, line: 62, baseType: !148)
!148 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !38, line: 56, size: 448, elements: !149)
!149 = !{!150, !154}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !148, file: !38, line: 58, baseType: !151, size: 448)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !152)
!152 = !{!153}
!153 = !DISubrange(count: 56)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !148, file: !38, line: 59, baseType: !46, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !61)
!157 = !DISubprogram(name: "pthread_join", scope: !90, file: !90, line: 219, type: !158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DISubroutineType(types: !159)
!159 = !{!49, !105, !160}
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!161 = !DISubprogram(name: "pthread_barrier_destroy", scope: !90, file: !90, line: 1260, type: !91, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
