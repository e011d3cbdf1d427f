; ModuleID = 'SB+mfence+xchg.c'
source_filename = "SB+mfence+xchg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !41
@r0_2 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !45
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !47
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !49
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [17 x i8] c"SB+mfence+xchg.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !36

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !59 {
    #dbg_value(ptr poison, !64, !DIExpression(), !65)
  store volatile i32 1, ptr @x, align 4, !dbg !66, !tbaa !67
  fence seq_cst, !dbg !71
  %2 = load volatile i32, ptr @y, align 4, !dbg !72, !tbaa !67
  store i32 %2, ptr @r0_2, align 4, !dbg !73, !tbaa !67
  ret ptr null, !dbg !74
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #1 !dbg !75 {
    #dbg_value(ptr poison, !77, !DIExpression(), !78)
  %2 = atomicrmw volatile xchg ptr @y, i32 1 seq_cst, align 4, !dbg !79
  store i32 %2, ptr @r1_0, align 4, !dbg !80, !tbaa !67
  %3 = load volatile i32, ptr @x, align 4, !dbg !81, !tbaa !67
  store i32 %3, ptr @r1_1, align 4, !dbg !82, !tbaa !67
  ret ptr null, !dbg !83
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !84 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !99
    #dbg_assign(i1 undef, !88, !DIExpression(), !99, ptr %1, !DIExpression(), !100)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !101
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #7, !dbg !102
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !103
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #7, !dbg !104
  %5 = load i64, ptr %1, align 16, !dbg !105, !tbaa !106
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !108
  %7 = load i64, ptr %3, align 8, !dbg !109, !tbaa !106
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !110
    #dbg_value(i32 0, !97, !DIExpression(), !100)
  %9 = load i32, ptr @r0_2, align 4, !dbg !111, !tbaa !67
    #dbg_value(i32 %9, !95, !DIExpression(), !100)
  %10 = icmp eq i32 %9, 0, !dbg !112
  %11 = icmp eq i32 %9, 1, !dbg !113
  %12 = select i1 %11, i32 1, i32 -1, !dbg !113
  %13 = select i1 %10, i32 0, i32 %12, !dbg !113
    #dbg_value(i32 %13, !96, !DIExpression(), !100)
  %14 = icmp slt i32 %13, 0, !dbg !114
  br i1 %14, label %43, label %15, !dbg !116

15:                                               ; preds = %0
    #dbg_value(i32 %13, !97, !DIExpression(), !100)
  %16 = load i32, ptr @r1_0, align 4, !dbg !117, !tbaa !67
    #dbg_value(i32 %16, !95, !DIExpression(), !100)
  %17 = icmp eq i32 %16, 0, !dbg !118
  %18 = icmp eq i32 %16, 1, !dbg !119
  %19 = select i1 %18, i32 1, i32 -1, !dbg !119
  %20 = select i1 %17, i32 0, i32 %19, !dbg !119
    #dbg_value(i32 %20, !96, !DIExpression(), !100)
  %21 = icmp slt i32 %20, 0, !dbg !120
  br i1 %21, label %43, label %22, !dbg !122

22:                                               ; preds = %15
    #dbg_value(!DIArgList(i32 %13, i32 %20), !97, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !100)
  %23 = load i32, ptr @r1_1, align 4, !dbg !123, !tbaa !67
    #dbg_value(i32 %23, !95, !DIExpression(), !100)
  %24 = icmp eq i32 %23, 0, !dbg !124
  %25 = icmp eq i32 %23, 1, !dbg !125
  %26 = select i1 %25, i32 1, i32 -1, !dbg !125
  %27 = select i1 %24, i32 0, i32 %26, !dbg !125
    #dbg_value(i32 %27, !96, !DIExpression(), !100)
  %28 = icmp slt i32 %27, 0, !dbg !126
  br i1 %28, label %43, label %29, !dbg !128

29:                                               ; preds = %22
  %30 = shl nuw nsw i32 %20, 1, !dbg !129
    #dbg_value(!DIArgList(i32 %13, i32 %30), !97, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !100)
  %31 = add nuw nsw i32 %30, %13, !dbg !130
    #dbg_value(i32 %31, !97, !DIExpression(), !100)
  %32 = shl nuw nsw i32 %27, 2, !dbg !131
  %33 = add nuw nsw i32 %31, %32, !dbg !132
    #dbg_value(i32 %33, !97, !DIExpression(), !100)
  switch i32 %33, label %42 [
    i32 0, label %34
    i32 1, label %35
    i32 2, label %36
    i32 3, label %37
    i32 4, label %38
    i32 5, label %39
    i32 6, label %40
    i32 7, label %41
  ], !dbg !133

34:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 68, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !134
  unreachable, !dbg !134

35:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 73, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !138
  unreachable, !dbg !138

36:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 78, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !141
  unreachable, !dbg !141

37:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 83, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !144
  unreachable, !dbg !144

38:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 88, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !147
  unreachable, !dbg !147

39:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 93, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !150
  unreachable, !dbg !150

40:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 98, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !153
  unreachable, !dbg !153

41:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 103, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !156
  unreachable, !dbg !156

42:                                               ; preds = %29
  unreachable

43:                                               ; preds = %22, %15, %0
    #dbg_label(!98, !159)
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 112, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !160
  unreachable, !dbg !160
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !163 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !183 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !187 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !43, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "SB+mfence+xchg.c", directory: ".", checksumkind: CSK_MD5, checksum: "ffb388be59363725289569f5df514862")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !0, !41, !45, !47, !49}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 136, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 17)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 22)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !43, isLocal: false, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !44)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "r0_2", scope: !2, file: !3, line: 18, type: !44, isLocal: false, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !44, isLocal: false, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !44, isLocal: false, isDefinition: true)
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !60, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!60 = !DISubroutineType(types: !61)
!61 = !{!62, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!63 = !{!64}
!64 = !DILocalVariable(name: "arg", arg: 1, scope: !59, file: !3, line: 20, type: !62)
!65 = !DILocation(line: 0, scope: !59)
!66 = !DILocation(line: 23, column: 4, scope: !59)
!67 = !{!68, !68, i64 0}
!68 = !{!"int", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 24, column: 2, scope: !59)
!72 = !DILocation(line: 25, column: 9, scope: !59)
!73 = !DILocation(line: 25, column: 7, scope: !59)
!74 = !DILocation(line: 26, column: 2, scope: !59)
!75 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 29, type: !60, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !76)
!76 = !{!77}
!77 = !DILocalVariable(name: "arg", arg: 1, scope: !75, file: !3, line: 29, type: !62)
!78 = !DILocation(line: 0, scope: !75)
!79 = !DILocation(line: 32, column: 9, scope: !75)
!80 = !DILocation(line: 32, column: 7, scope: !75)
!81 = !DILocation(line: 33, column: 9, scope: !75)
!82 = !DILocation(line: 33, column: 7, scope: !75)
!83 = !DILocation(line: 34, column: 2, scope: !75)
!84 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !85, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!44}
!87 = !{!88, !95, !96, !97, !98}
!88 = !DILocalVariable(name: "th", scope: !84, file: !3, line: 39, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 128, elements: !93)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !91, line: 27, baseType: !92)
!91 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!92 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!93 = !{!94}
!94 = !DISubrange(count: 2)
!95 = !DILocalVariable(name: "v", scope: !84, file: !3, line: 44, type: !44)
!96 = !DILocalVariable(name: "d", scope: !84, file: !3, line: 44, type: !44)
!97 = !DILocalVariable(name: "o", scope: !84, file: !3, line: 44, type: !44)
!98 = !DILabel(scope: !84, name: "unexpected", file: !3, line: 111)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 0, scope: !84)
!101 = !DILocation(line: 39, column: 2, scope: !84)
!102 = !DILocation(line: 40, column: 2, scope: !84)
!103 = !DILocation(line: 41, column: 18, scope: !84)
!104 = !DILocation(line: 41, column: 2, scope: !84)
!105 = !DILocation(line: 42, column: 15, scope: !84)
!106 = !{!107, !107, i64 0}
!107 = !{!"long", !69, i64 0}
!108 = !DILocation(line: 42, column: 2, scope: !84)
!109 = !DILocation(line: 43, column: 15, scope: !84)
!110 = !DILocation(line: 43, column: 2, scope: !84)
!111 = !DILocation(line: 45, column: 6, scope: !84)
!112 = !DILocation(line: 46, column: 8, scope: !84)
!113 = !DILocation(line: 46, column: 6, scope: !84)
!114 = !DILocation(line: 47, column: 8, scope: !115)
!115 = distinct !DILexicalBlock(scope: !84, file: !3, line: 47, column: 6)
!116 = !DILocation(line: 47, column: 6, scope: !84)
!117 = !DILocation(line: 50, column: 6, scope: !84)
!118 = !DILocation(line: 51, column: 8, scope: !84)
!119 = !DILocation(line: 51, column: 6, scope: !84)
!120 = !DILocation(line: 52, column: 8, scope: !121)
!121 = distinct !DILexicalBlock(scope: !84, file: !3, line: 52, column: 6)
!122 = !DILocation(line: 52, column: 6, scope: !84)
!123 = !DILocation(line: 55, column: 6, scope: !84)
!124 = !DILocation(line: 56, column: 8, scope: !84)
!125 = !DILocation(line: 56, column: 6, scope: !84)
!126 = !DILocation(line: 57, column: 8, scope: !127)
!127 = distinct !DILexicalBlock(scope: !84, file: !3, line: 57, column: 6)
!128 = !DILocation(line: 57, column: 6, scope: !84)
!129 = !DILocation(line: 54, column: 9, scope: !84)
!130 = !DILocation(line: 54, column: 4, scope: !84)
!131 = !DILocation(line: 59, column: 9, scope: !84)
!132 = !DILocation(line: 59, column: 4, scope: !84)
!133 = !DILocation(line: 65, column: 2, scope: !84)
!134 = !DILocation(line: 68, column: 3, scope: !135)
!135 = distinct !DILexicalBlock(scope: !136, file: !3, line: 68, column: 3)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 68, column: 3)
!137 = distinct !DILexicalBlock(scope: !84, file: !3, line: 65, column: 13)
!138 = !DILocation(line: 73, column: 3, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 73, column: 3)
!140 = distinct !DILexicalBlock(scope: !137, file: !3, line: 73, column: 3)
!141 = !DILocation(line: 78, column: 3, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 78, column: 3)
!143 = distinct !DILexicalBlock(scope: !137, file: !3, line: 78, column: 3)
!144 = !DILocation(line: 83, column: 3, scope: !145)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 83, column: 3)
!146 = distinct !DILexicalBlock(scope: !137, file: !3, line: 83, column: 3)
!147 = !DILocation(line: 88, column: 3, scope: !148)
!148 = distinct !DILexicalBlock(scope: !149, file: !3, line: 88, column: 3)
!149 = distinct !DILexicalBlock(scope: !137, file: !3, line: 88, column: 3)
!150 = !DILocation(line: 93, column: 3, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 93, column: 3)
!152 = distinct !DILexicalBlock(scope: !137, file: !3, line: 93, column: 3)
!153 = !DILocation(line: 98, column: 3, scope: !154)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 98, column: 3)
!155 = distinct !DILexicalBlock(scope: !137, file: !3, line: 98, column: 3)
!156 = !DILocation(line: 103, column: 3, scope: !157)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 103, column: 3)
!158 = distinct !DILexicalBlock(scope: !137, file: !3, line: 103, column: 3)
!159 = !DILocation(line: 111, column: 1, scope: !84)
!160 = !DILocation(line: 112, column: 2, scope: !161)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 112, column: 2)
!162 = distinct !DILexicalBlock(scope: !84, file: !3, line: 112, column: 2)
!163 = !DISubprogram(name: "pthread_create", scope: !164, file: !164, line: 202, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!165 = !DISubroutineType(types: !166)
!166 = !{!44, !167, !169, !181, !182}
!167 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !168)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !170)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !172)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !91, line: 62, baseType: !173)
!173 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !91, line: 56, size: 448, elements: !174)
!174 = !{!175, !179}
!175 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !173, file: !91, line: 58, baseType: !176, size: 448)
!176 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !177)
!177 = !{!178}
!178 = !DISubrange(count: 56)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !173, file: !91, line: 59, baseType: !180, size: 64)
!180 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !62)
!183 = !DISubprogram(name: "pthread_join", scope: !164, file: !164, line: 219, type: !184, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DISubroutineType(types: !185)
!185 = !{!44, !90, !186}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!187 = !DISubprogram(name: "__assert_fail", scope: !188, file: !188, line: 69, type: !189, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!188 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!189 = !DISubroutineType(types: !190)
!190 = !{null, !191, !191, !192, !191}
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!192 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
