; ModuleID = 'thread_limit_handled.c'
source_filename = "thread_limit_handled.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@done = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [28 x i8] c"r[i] == 0 || r[i] == EAGAIN\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [23 x i8] c"thread_limit_handled.c\00", align 1, !dbg !14
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !19
@.str.2 = private unnamed_addr constant [19 x i8] c"done[0] && done[1]\00", align 1, !dbg !25

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture noundef writeonly %0) #0 !dbg !41 {
    #dbg_value(ptr %0, !46, !DIExpression(), !47)
  store i32 1, ptr %0, align 4, !dbg !48, !tbaa !49
  ret ptr null, !dbg !53
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !54 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !68
    #dbg_assign(i1 undef, !58, !DIExpression(), !68, ptr %1, !DIExpression(), !69)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !70
    #dbg_value(i32 0, !64, !DIExpression(), !71)
    #dbg_value(i64 0, !64, !DIExpression(), !71)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull @done) #6, !dbg !72
    #dbg_value(i32 %2, !63, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !69)
  switch i32 %2, label %3 [
    i32 0, label %5
    i32 11, label %4
  ], !dbg !75

3:                                                ; preds = %5, %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !75
  unreachable, !dbg !75

4:                                                ; preds = %0
    #dbg_value(ptr @done, !46, !DIExpression(), !78)
  store i32 1, ptr @done, align 4, !dbg !81, !tbaa !49
  br label %5, !dbg !82

5:                                                ; preds = %0, %4
    #dbg_value(i64 1, !64, !DIExpression(), !71)
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !83
  %7 = call i32 @pthread_create(ptr noundef nonnull %6, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull getelementptr inbounds (i8, ptr @done, i64 4)) #6, !dbg !72
    #dbg_value(i32 %7, !63, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !69)
  switch i32 %7, label %3 [
    i32 0, label %9
    i32 11, label %8
  ], !dbg !75

8:                                                ; preds = %5
    #dbg_value(ptr getelementptr inbounds (i8, ptr @done, i64 4), !46, !DIExpression(), !78)
  store i32 1, ptr getelementptr inbounds (i8, ptr @done, i64 4), align 4, !dbg !81, !tbaa !49
  br label %9, !dbg !82

9:                                                ; preds = %8, %5
    #dbg_value(i64 2, !64, !DIExpression(), !71)
    #dbg_value(i64 0, !66, !DIExpression(), !84)
  %10 = icmp eq i32 %2, 0, !dbg !85
  br i1 %10, label %11, label %14, !dbg !88

11:                                               ; preds = %9
  %12 = load i64, ptr %1, align 16, !dbg !89, !tbaa !90
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null) #6, !dbg !92
  br label %14, !dbg !92

14:                                               ; preds = %9, %11
    #dbg_value(i64 1, !66, !DIExpression(), !84)
  %15 = icmp eq i32 %7, 0, !dbg !85
  br i1 %15, label %16, label %19, !dbg !88

16:                                               ; preds = %14
  %17 = load i64, ptr %6, align 8, !dbg !89, !tbaa !90
  %18 = call i32 @pthread_join(i64 noundef %17, ptr noundef null) #6, !dbg !92
  br label %19, !dbg !92

19:                                               ; preds = %16, %14
    #dbg_value(i64 2, !66, !DIExpression(), !84)
  %20 = load i32, ptr @done, align 4, !dbg !93, !tbaa !49
  %21 = icmp ne i32 %20, 0, !dbg !93
  %22 = load i32, ptr getelementptr inbounds (i8, ptr @done, i64 4), align 4, !dbg !93
  %23 = icmp ne i32 %22, 0, !dbg !93
  %24 = select i1 %21, i1 %23, i1 false, !dbg !93
  br i1 %24, label %26, label %25, !dbg !93

25:                                               ; preds = %19
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 28, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !93
  unreachable, !dbg !93

26:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !96
  ret i32 0, !dbg !97
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !98 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !118 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !124 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 9, type: !30, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "thread_limit_handled.c", directory: ".", checksumkind: CSK_MD5, checksum: "a3f71e8e25c1b9f61054dd63e1b232ad")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !14, !19, !25, !0}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 224, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 28)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 184, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 23)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 120, elements: !23)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!23 = !{!24}
!24 = !DISubrange(count: 15)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 152, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 19)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 2)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !42, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!45 = !{!46}
!46 = !DILocalVariable(name: "arg", arg: 1, scope: !41, file: !3, line: 11, type: !44)
!47 = !DILocation(line: 0, scope: !41)
!48 = !DILocation(line: 12, column: 15, scope: !41)
!49 = !{!50, !50, i64 0}
!50 = !{!"int", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 13, column: 3, scope: !41)
!54 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !55, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!6}
!57 = !{!58, !63, !64, !66}
!58 = !DILocalVariable(name: "t", scope: !54, file: !3, line: 17, type: !59)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 128, elements: !31)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !61, line: 27, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!62 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DILocalVariable(name: "r", scope: !54, file: !3, line: 18, type: !30)
!64 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 19, type: !6)
!65 = distinct !DILexicalBlock(scope: !54, file: !3, line: 19, column: 3)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 25, type: !6)
!67 = distinct !DILexicalBlock(scope: !54, file: !3, line: 25, column: 3)
!68 = distinct !DIAssignID()
!69 = !DILocation(line: 0, scope: !54)
!70 = !DILocation(line: 17, column: 3, scope: !54)
!71 = !DILocation(line: 0, scope: !65)
!72 = !DILocation(line: 20, column: 12, scope: !73)
!73 = distinct !DILexicalBlock(scope: !74, file: !3, line: 19, column: 31)
!74 = distinct !DILexicalBlock(scope: !65, file: !3, line: 19, column: 3)
!75 = !DILocation(line: 21, column: 5, scope: !76)
!76 = distinct !DILexicalBlock(scope: !77, file: !3, line: 21, column: 5)
!77 = distinct !DILexicalBlock(scope: !73, file: !3, line: 21, column: 5)
!78 = !DILocation(line: 0, scope: !41, inlinedAt: !79)
!79 = distinct !DILocation(line: 23, column: 7, scope: !80)
!80 = distinct !DILexicalBlock(scope: !73, file: !3, line: 22, column: 9)
!81 = !DILocation(line: 12, column: 15, scope: !41, inlinedAt: !79)
!82 = !DILocation(line: 23, column: 7, scope: !80)
!83 = !DILocation(line: 20, column: 28, scope: !73)
!84 = !DILocation(line: 0, scope: !67)
!85 = !DILocation(line: 26, column: 14, scope: !86)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 26, column: 9)
!87 = distinct !DILexicalBlock(scope: !67, file: !3, line: 25, column: 3)
!88 = !DILocation(line: 26, column: 9, scope: !87)
!89 = !DILocation(line: 27, column: 20, scope: !86)
!90 = !{!91, !91, i64 0}
!91 = !{!"long", !51, i64 0}
!92 = !DILocation(line: 27, column: 7, scope: !86)
!93 = !DILocation(line: 28, column: 3, scope: !94)
!94 = distinct !DILexicalBlock(scope: !95, file: !3, line: 28, column: 3)
!95 = distinct !DILexicalBlock(scope: !54, file: !3, line: 28, column: 3)
!96 = !DILocation(line: 30, column: 1, scope: !54)
!97 = !DILocation(line: 29, column: 3, scope: !54)
!98 = !DISubprogram(name: "pthread_create", scope: !99, file: !99, line: 202, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!99 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!100 = !DISubroutineType(types: !101)
!101 = !{!6, !102, !104, !116, !117}
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !61, line: 62, baseType: !108)
!108 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !61, line: 56, size: 448, elements: !109)
!109 = !{!110, !114}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !108, file: !61, line: 58, baseType: !111, size: 448)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 448, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 56)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !108, file: !61, line: 59, baseType: !115, size: 64)
!115 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !44)
!118 = !DISubprogram(name: "__assert_fail", scope: !119, file: !119, line: 69, type: !120, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!119 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!120 = !DISubroutineType(types: !121)
!121 = !{null, !122, !122, !123, !122}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!123 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!124 = !DISubprogram(name: "pthread_join", scope: !99, file: !99, line: 219, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubroutineType(types: !126)
!126 = !{!6, !60, !127}
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
