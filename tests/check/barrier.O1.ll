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
  br label %3, !dbg !71

2:                                                ; preds = %15
  ret ptr null, !dbg !72

3:                                                ; preds = %1, %15
  %4 = phi i32 [ 1, %1 ], [ %16, %15 ]
    #dbg_value(i32 %4, !64, !DIExpression(), !70)
  %5 = atomicrmw add ptr @arrived, i32 1 seq_cst, align 4, !dbg !73
  %6 = tail call i32 @pthread_barrier_wait(ptr noundef nonnull @b) #5, !dbg !74
    #dbg_value(i32 %6, !66, !DIExpression(), !75)
  %7 = load i32, ptr @arrived, align 4, !dbg !76, !tbaa !79
  %8 = shl nuw nsw i32 %4, 1, !dbg !76
  %9 = icmp slt i32 %7, %8, !dbg !76
  br i1 %9, label %10, label %11, !dbg !83

10:                                               ; preds = %3
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 17, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !76
  unreachable, !dbg !76

11:                                               ; preds = %3
  switch i32 %6, label %14 [
    i32 -1, label %12
    i32 0, label %15
  ], !dbg !84

12:                                               ; preds = %11
  %13 = atomicrmw add ptr @serial, i32 1 seq_cst, align 4, !dbg !85
  br label %15, !dbg !85

14:                                               ; preds = %11
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !87
  unreachable, !dbg !87

15:                                               ; preds = %11, %12
  %16 = add nuw nsw i32 %4, 1, !dbg !90
    #dbg_value(i32 %16, !64, !DIExpression(), !70)
  %17 = icmp eq i32 %16, 3, !dbg !91
  br i1 %17, label %2, label %3, !dbg !71, !llvm.loop !92
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !96 i32 @pthread_barrier_wait(ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !101 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !107 {
  %1 = alloca i64, align 8, !DIAssignID !114
    #dbg_assign(i1 undef, !111, !DIExpression(), !114, ptr %1, !DIExpression(), !115)
  %2 = tail call i32 @pthread_barrier_init(ptr noundef nonnull @b, ptr noundef null, i32 noundef 2) #5, !dbg !116
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !117
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !118
    #dbg_value(ptr null, !63, !DIExpression(), !119)
    #dbg_value(i32 1, !64, !DIExpression(), !121)
  br label %4, !dbg !122

4:                                                ; preds = %16, %0
  %5 = phi i32 [ 1, %0 ], [ %17, %16 ]
    #dbg_value(i32 %5, !64, !DIExpression(), !121)
  %6 = atomicrmw add ptr @arrived, i32 1 seq_cst, align 4, !dbg !123
  %7 = call i32 @pthread_barrier_wait(ptr noundef nonnull @b) #5, !dbg !124
    #dbg_value(i32 %7, !66, !DIExpression(), !125)
  %8 = load i32, ptr @arrived, align 4, !dbg !126, !tbaa !79
  %9 = shl nuw nsw i32 %5, 1, !dbg !126
  %10 = icmp slt i32 %8, %9, !dbg !126
  br i1 %10, label %11, label %12, !dbg !127

11:                                               ; preds = %4
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 17, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !126
  unreachable, !dbg !126

12:                                               ; preds = %4
  switch i32 %7, label %15 [
    i32 -1, label %13
    i32 0, label %16
  ], !dbg !128

13:                                               ; preds = %12
  %14 = atomicrmw add ptr @serial, i32 1 seq_cst, align 4, !dbg !129
  br label %16, !dbg !129

15:                                               ; preds = %12
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !130
  unreachable, !dbg !130

16:                                               ; preds = %13, %12
  %17 = add nuw nsw i32 %5, 1, !dbg !131
    #dbg_value(i32 %17, !64, !DIExpression(), !121)
  %18 = icmp eq i32 %17, 3, !dbg !132
  br i1 %18, label %19, label %4, !dbg !122, !llvm.loop !133

19:                                               ; preds = %16
  %20 = load i64, ptr %1, align 8, !dbg !135, !tbaa !136
  %21 = call i32 @pthread_join(i64 noundef %20, ptr noundef null) #5, !dbg !138
  %22 = load i32, ptr @serial, align 4, !dbg !139, !tbaa !79
  %23 = icmp eq i32 %22, 2, !dbg !139
  br i1 %23, label %25, label %24, !dbg !142

24:                                               ; preds = %19
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 32, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !139
  unreachable, !dbg !139

25:                                               ; preds = %19
  %26 = call i32 @pthread_barrier_destroy(ptr noundef nonnull @b) #5, !dbg !143
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !144
  ret i32 0, !dbg !145
}

; Function Attrs: nounwind
declare !dbg !146 i32 @pthread_barrier_init(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !161 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !179 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !183 i32 @pthread_barrier_destroy(ptr noundef) local_unnamed_addr #2

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
!71 = !DILocation(line: 14, column: 3, scope: !65)
!72 = !DILocation(line: 23, column: 3, scope: !58)
!73 = !DILocation(line: 15, column: 5, scope: !67)
!74 = !DILocation(line: 16, column: 13, scope: !67)
!75 = !DILocation(line: 0, scope: !67)
!76 = !DILocation(line: 17, column: 5, scope: !77)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 17, column: 5)
!78 = distinct !DILexicalBlock(scope: !67, file: !3, line: 17, column: 5)
!79 = !{!80, !80, i64 0}
!80 = !{!"int", !81, i64 0}
!81 = !{!"omnipotent char", !82, i64 0}
!82 = !{!"Simple C/C++ TBAA"}
!83 = !DILocation(line: 17, column: 5, scope: !78)
!84 = !DILocation(line: 18, column: 9, scope: !67)
!85 = !DILocation(line: 19, column: 7, scope: !86)
!86 = distinct !DILexicalBlock(scope: !67, file: !3, line: 18, column: 9)
!87 = !DILocation(line: 21, column: 7, scope: !88)
!88 = distinct !DILexicalBlock(scope: !89, file: !3, line: 21, column: 7)
!89 = distinct !DILexicalBlock(scope: !86, file: !3, line: 21, column: 7)
!90 = !DILocation(line: 14, column: 40, scope: !68)
!91 = !DILocation(line: 14, column: 29, scope: !68)
!92 = distinct !{!92, !71, !93, !94, !95}
!93 = !DILocation(line: 22, column: 3, scope: !65)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !{!"llvm.loop.unroll.disable"}
!96 = !DISubprogram(name: "pthread_barrier_wait", scope: !97, file: !97, line: 1264, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!97 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!98 = !DISubroutineType(types: !99)
!99 = !{!49, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!101 = !DISubprogram(name: "__assert_fail", scope: !102, file: !102, line: 69, type: !103, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!102 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!103 = !DISubroutineType(types: !104)
!104 = !{null, !105, !105, !106, !105}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!106 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!107 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !108, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!49}
!110 = !{!111}
!111 = !DILocalVariable(name: "t", scope: !107, file: !3, line: 28, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !38, line: 27, baseType: !113)
!113 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!114 = distinct !DIAssignID()
!115 = !DILocation(line: 0, scope: !107)
!116 = !DILocation(line: 27, column: 3, scope: !107)
!117 = !DILocation(line: 28, column: 3, scope: !107)
!118 = !DILocation(line: 29, column: 3, scope: !107)
!119 = !DILocation(line: 0, scope: !58, inlinedAt: !120)
!120 = distinct !DILocation(line: 30, column: 3, scope: !107)
!121 = !DILocation(line: 0, scope: !65, inlinedAt: !120)
!122 = !DILocation(line: 14, column: 3, scope: !65, inlinedAt: !120)
!123 = !DILocation(line: 15, column: 5, scope: !67, inlinedAt: !120)
!124 = !DILocation(line: 16, column: 13, scope: !67, inlinedAt: !120)
!125 = !DILocation(line: 0, scope: !67, inlinedAt: !120)
!126 = !DILocation(line: 17, column: 5, scope: !77, inlinedAt: !120)
!127 = !DILocation(line: 17, column: 5, scope: !78, inlinedAt: !120)
!128 = !DILocation(line: 18, column: 9, scope: !67, inlinedAt: !120)
!129 = !DILocation(line: 19, column: 7, scope: !86, inlinedAt: !120)
!130 = !DILocation(line: 21, column: 7, scope: !88, inlinedAt: !120)
!131 = !DILocation(line: 14, column: 40, scope: !68, inlinedAt: !120)
!132 = !DILocation(line: 14, column: 29, scope: !68, inlinedAt: !120)
!133 = distinct !{!133, !122, !134, !94, !95}
!134 = !DILocation(line: 22, column: 3, scope: !65, inlinedAt: !120)
!135 = !DILocation(line: 31, column: 16, scope: !107)
!136 = !{!137, !137, i64 0}
!137 = !{!"long", !81, i64 0}
!138 = !DILocation(line: 31, column: 3, scope: !107)
!139 = !DILocation(line: 32, column: 3, scope: !140)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 32, column: 3)
!141 = distinct !DILexicalBlock(scope: !107, file: !3, line: 32, column: 3)
!142 = !DILocation(line: 32, column: 3, scope: !141)
!143 = !DILocation(line: 33, column: 3, scope: !107)
!144 = !DILocation(line: 35, column: 1, scope: !107)
!145 = !DILocation(line: 34, column: 3, scope: !107)
!146 = !DISubprogram(name: "pthread_barrier_init", scope: !97, file: !97, line: 1254, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubroutineType(types: !148)
!148 = !{!49, !149, !150, !106}
!149 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !100)
!150 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrierattr_t", file: !38, line: 118, baseType: !154)
!154 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !38, line: 114, size: 32, elements: !155)
!155 = !{!156, !160}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !154, file: !38, line: 116, baseType: !157, size: 32)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !158)
!158 = !{!159}
!159 = !DISubrange(count: 4)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !154, file: !38, line: 117, baseType: !49, size: 32)
!161 = !DISubprogram(name: "pthread_create", scope: !97, file: !97, line: 202, type: !162, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!162 = !DISubroutineType(types: !163)
!163 = !{!49, !164, !166, !177, !178}
!164 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !38, line: 62, baseType: !170)
!170 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !38, line: 56, size: 448, elements: !171)
!171 = !{!172, !176}
!172 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !170, file: !38, line: 58, baseType: !173, size: 448)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !174)
!174 = !{!175}
!175 = !DISubrange(count: 56)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !170, file: !38, line: 59, baseType: !46, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !61)
!179 = !DISubprogram(name: "pthread_join", scope: !97, file: !97, line: 219, type: !180, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!180 = !DISubroutineType(types: !181)
!181 = !{!49, !112, !182}
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!183 = !DISubprogram(name: "pthread_barrier_destroy", scope: !97, file: !97, line: 1260, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
