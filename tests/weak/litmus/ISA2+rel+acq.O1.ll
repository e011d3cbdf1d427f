; ModuleID = 'ISA2+rel+acq.c'
source_filename = "ISA2+rel+acq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !50
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !57
@z = dso_local local_unnamed_addr global i32 0, align 4, !dbg !55
@r2_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !59
@r2_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !61
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [15 x i8] c"ISA2+rel+acq.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !31
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !33
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !35
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !37
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !39
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !41
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !43
@.str.9 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !45

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !71 {
    #dbg_value(ptr poison, !76, !DIExpression(), !77)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !78
  store atomic i32 1, ptr @y release, align 4, !dbg !79
  ret ptr null, !dbg !80
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !81 {
    #dbg_value(ptr poison, !83, !DIExpression(), !84)
  %2 = load atomic i32, ptr @y acquire, align 4, !dbg !85
  store i32 %2, ptr @r1_0, align 4, !dbg !86, !tbaa !87
  store atomic i32 1, ptr @z release, align 4, !dbg !91
  ret ptr null, !dbg !92
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t2(ptr nocapture readnone %0) #0 !dbg !93 {
    #dbg_value(ptr poison, !95, !DIExpression(), !96)
  %2 = load atomic i32, ptr @z acquire, align 4, !dbg !97
  store i32 %2, ptr @r2_0, align 4, !dbg !98, !tbaa !87
  %3 = load atomic i32, ptr @x monotonic, align 4, !dbg !99
  store i32 %3, ptr @r2_1, align 4, !dbg !100, !tbaa !87
  ret ptr null, !dbg !101
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !102 {
  %1 = alloca [3 x i64], align 16, !DIAssignID !117
    #dbg_assign(i1 undef, !106, !DIExpression(), !117, ptr %1, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6, !dbg !119
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !120
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !121
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !122
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !123
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @t2, ptr noundef null) #6, !dbg !124
  %7 = load i64, ptr %1, align 16, !dbg !125, !tbaa !126
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !128
  %9 = load i64, ptr %3, align 8, !dbg !129, !tbaa !126
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !130
  %11 = load i64, ptr %5, align 16, !dbg !131, !tbaa !126
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !132
    #dbg_value(i32 0, !115, !DIExpression(), !118)
  %13 = load i32, ptr @r1_0, align 4, !dbg !133, !tbaa !87
    #dbg_value(i32 %13, !113, !DIExpression(), !118)
  %14 = icmp eq i32 %13, 0, !dbg !134
  %15 = icmp eq i32 %13, 1, !dbg !135
  %16 = select i1 %15, i32 1, i32 -1, !dbg !135
  %17 = select i1 %14, i32 0, i32 %16, !dbg !135
    #dbg_value(i32 %17, !114, !DIExpression(), !118)
  %18 = icmp slt i32 %17, 0, !dbg !136
  br i1 %18, label %47, label %19, !dbg !138

19:                                               ; preds = %0
    #dbg_value(i32 %17, !115, !DIExpression(), !118)
  %20 = load i32, ptr @r2_0, align 4, !dbg !139, !tbaa !87
    #dbg_value(i32 %20, !113, !DIExpression(), !118)
  %21 = icmp eq i32 %20, 0, !dbg !140
  %22 = icmp eq i32 %20, 1, !dbg !141
  %23 = select i1 %22, i32 1, i32 -1, !dbg !141
  %24 = select i1 %21, i32 0, i32 %23, !dbg !141
    #dbg_value(i32 %24, !114, !DIExpression(), !118)
  %25 = icmp slt i32 %24, 0, !dbg !142
  br i1 %25, label %47, label %26, !dbg !144

26:                                               ; preds = %19
    #dbg_value(!DIArgList(i32 %17, i32 %24), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !118)
  %27 = load i32, ptr @r2_1, align 4, !dbg !145, !tbaa !87
    #dbg_value(i32 %27, !113, !DIExpression(), !118)
  %28 = icmp eq i32 %27, 0, !dbg !146
  %29 = icmp eq i32 %27, 1, !dbg !147
  %30 = select i1 %29, i32 1, i32 -1, !dbg !147
  %31 = select i1 %28, i32 0, i32 %30, !dbg !147
    #dbg_value(i32 %31, !114, !DIExpression(), !118)
  %32 = icmp slt i32 %31, 0, !dbg !148
  br i1 %32, label %47, label %33, !dbg !150

33:                                               ; preds = %26
  %34 = shl nuw nsw i32 %24, 1, !dbg !151
    #dbg_value(!DIArgList(i32 %17, i32 %34), !115, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !118)
  %35 = add nuw nsw i32 %34, %17, !dbg !152
    #dbg_value(i32 %35, !115, !DIExpression(), !118)
  %36 = shl nuw nsw i32 %31, 2, !dbg !153
  %37 = add nuw nsw i32 %35, %36, !dbg !154
    #dbg_value(i32 %37, !115, !DIExpression(), !118)
  switch i32 %37, label %46 [
    i32 0, label %38
    i32 1, label %39
    i32 2, label %40
    i32 3, label %41
    i32 4, label %42
    i32 5, label %43
    i32 6, label %44
    i32 7, label %45
  ], !dbg !155

38:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 80, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !156
  unreachable, !dbg !156

39:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 85, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !160
  unreachable, !dbg !160

40:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 90, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !163
  unreachable, !dbg !163

41:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 95, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !166
  unreachable, !dbg !166

42:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 100, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !169
  unreachable, !dbg !169

43:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 105, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !172
  unreachable, !dbg !172

44:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 110, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !175
  unreachable, !dbg !175

45:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 115, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !178
  unreachable, !dbg !178

46:                                               ; preds = %33
  unreachable

47:                                               ; preds = %26, %19, %0
    #dbg_label(!116, !181)
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 124, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !182
  unreachable, !dbg !182
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !185 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !205 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !209 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !52, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ISA2+rel+acq.c", directory: ".", checksumkind: CSK_MD5, checksum: "a2acebc519a95bab50564d68a69db6b7")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !22, !27, !31, !33, !35, !37, !39, !41, !43, !45, !0, !50, !55, !57, !59, !61}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !25)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !18, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 95, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 100, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 110, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 22)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !52, isLocal: false, isDefinition: true)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !54)
!54 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "z", scope: !2, file: !3, line: 20, type: !52, isLocal: false, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 21, type: !54, isLocal: false, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 21, type: !54, isLocal: false, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 21, type: !54, isLocal: false, isDefinition: true)
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 23, type: !72, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!75 = !{!76}
!76 = !DILocalVariable(name: "arg", arg: 1, scope: !71, file: !3, line: 23, type: !74)
!77 = !DILocation(line: 0, scope: !71)
!78 = !DILocation(line: 26, column: 2, scope: !71)
!79 = !DILocation(line: 27, column: 2, scope: !71)
!80 = !DILocation(line: 28, column: 2, scope: !71)
!81 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 31, type: !72, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!82 = !{!83}
!83 = !DILocalVariable(name: "arg", arg: 1, scope: !81, file: !3, line: 31, type: !74)
!84 = !DILocation(line: 0, scope: !81)
!85 = !DILocation(line: 34, column: 9, scope: !81)
!86 = !DILocation(line: 34, column: 7, scope: !81)
!87 = !{!88, !88, i64 0}
!88 = !{!"int", !89, i64 0}
!89 = !{!"omnipotent char", !90, i64 0}
!90 = !{!"Simple C/C++ TBAA"}
!91 = !DILocation(line: 35, column: 2, scope: !81)
!92 = !DILocation(line: 36, column: 2, scope: !81)
!93 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 39, type: !72, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !94)
!94 = !{!95}
!95 = !DILocalVariable(name: "arg", arg: 1, scope: !93, file: !3, line: 39, type: !74)
!96 = !DILocation(line: 0, scope: !93)
!97 = !DILocation(line: 42, column: 9, scope: !93)
!98 = !DILocation(line: 42, column: 7, scope: !93)
!99 = !DILocation(line: 43, column: 9, scope: !93)
!100 = !DILocation(line: 43, column: 7, scope: !93)
!101 = !DILocation(line: 44, column: 2, scope: !93)
!102 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 47, type: !103, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !105)
!103 = !DISubroutineType(types: !104)
!104 = !{!54}
!105 = !{!106, !113, !114, !115, !116}
!106 = !DILocalVariable(name: "th", scope: !102, file: !3, line: 49, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 192, elements: !111)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !109, line: 27, baseType: !110)
!109 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!110 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!111 = !{!112}
!112 = !DISubrange(count: 3)
!113 = !DILocalVariable(name: "v", scope: !102, file: !3, line: 56, type: !54)
!114 = !DILocalVariable(name: "d", scope: !102, file: !3, line: 56, type: !54)
!115 = !DILocalVariable(name: "o", scope: !102, file: !3, line: 56, type: !54)
!116 = !DILabel(scope: !102, name: "unexpected", file: !3, line: 123)
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 0, scope: !102)
!119 = !DILocation(line: 49, column: 2, scope: !102)
!120 = !DILocation(line: 50, column: 2, scope: !102)
!121 = !DILocation(line: 51, column: 18, scope: !102)
!122 = !DILocation(line: 51, column: 2, scope: !102)
!123 = !DILocation(line: 52, column: 18, scope: !102)
!124 = !DILocation(line: 52, column: 2, scope: !102)
!125 = !DILocation(line: 53, column: 15, scope: !102)
!126 = !{!127, !127, i64 0}
!127 = !{!"long", !89, i64 0}
!128 = !DILocation(line: 53, column: 2, scope: !102)
!129 = !DILocation(line: 54, column: 15, scope: !102)
!130 = !DILocation(line: 54, column: 2, scope: !102)
!131 = !DILocation(line: 55, column: 15, scope: !102)
!132 = !DILocation(line: 55, column: 2, scope: !102)
!133 = !DILocation(line: 57, column: 6, scope: !102)
!134 = !DILocation(line: 58, column: 8, scope: !102)
!135 = !DILocation(line: 58, column: 6, scope: !102)
!136 = !DILocation(line: 59, column: 8, scope: !137)
!137 = distinct !DILexicalBlock(scope: !102, file: !3, line: 59, column: 6)
!138 = !DILocation(line: 59, column: 6, scope: !102)
!139 = !DILocation(line: 62, column: 6, scope: !102)
!140 = !DILocation(line: 63, column: 8, scope: !102)
!141 = !DILocation(line: 63, column: 6, scope: !102)
!142 = !DILocation(line: 64, column: 8, scope: !143)
!143 = distinct !DILexicalBlock(scope: !102, file: !3, line: 64, column: 6)
!144 = !DILocation(line: 64, column: 6, scope: !102)
!145 = !DILocation(line: 67, column: 6, scope: !102)
!146 = !DILocation(line: 68, column: 8, scope: !102)
!147 = !DILocation(line: 68, column: 6, scope: !102)
!148 = !DILocation(line: 69, column: 8, scope: !149)
!149 = distinct !DILexicalBlock(scope: !102, file: !3, line: 69, column: 6)
!150 = !DILocation(line: 69, column: 6, scope: !102)
!151 = !DILocation(line: 66, column: 9, scope: !102)
!152 = !DILocation(line: 66, column: 4, scope: !102)
!153 = !DILocation(line: 71, column: 9, scope: !102)
!154 = !DILocation(line: 71, column: 4, scope: !102)
!155 = !DILocation(line: 77, column: 2, scope: !102)
!156 = !DILocation(line: 80, column: 3, scope: !157)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 80, column: 3)
!158 = distinct !DILexicalBlock(scope: !159, file: !3, line: 80, column: 3)
!159 = distinct !DILexicalBlock(scope: !102, file: !3, line: 77, column: 13)
!160 = !DILocation(line: 85, column: 3, scope: !161)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 85, column: 3)
!162 = distinct !DILexicalBlock(scope: !159, file: !3, line: 85, column: 3)
!163 = !DILocation(line: 90, column: 3, scope: !164)
!164 = distinct !DILexicalBlock(scope: !165, file: !3, line: 90, column: 3)
!165 = distinct !DILexicalBlock(scope: !159, file: !3, line: 90, column: 3)
!166 = !DILocation(line: 95, column: 3, scope: !167)
!167 = distinct !DILexicalBlock(scope: !168, file: !3, line: 95, column: 3)
!168 = distinct !DILexicalBlock(scope: !159, file: !3, line: 95, column: 3)
!169 = !DILocation(line: 100, column: 3, scope: !170)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 100, column: 3)
!171 = distinct !DILexicalBlock(scope: !159, file: !3, line: 100, column: 3)
!172 = !DILocation(line: 105, column: 3, scope: !173)
!173 = distinct !DILexicalBlock(scope: !174, file: !3, line: 105, column: 3)
!174 = distinct !DILexicalBlock(scope: !159, file: !3, line: 105, column: 3)
!175 = !DILocation(line: 110, column: 3, scope: !176)
!176 = distinct !DILexicalBlock(scope: !177, file: !3, line: 110, column: 3)
!177 = distinct !DILexicalBlock(scope: !159, file: !3, line: 110, column: 3)
!178 = !DILocation(line: 115, column: 3, scope: !179)
!179 = distinct !DILexicalBlock(scope: !180, file: !3, line: 115, column: 3)
!180 = distinct !DILexicalBlock(scope: !159, file: !3, line: 115, column: 3)
!181 = !DILocation(line: 123, column: 1, scope: !102)
!182 = !DILocation(line: 124, column: 2, scope: !183)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 124, column: 2)
!184 = distinct !DILexicalBlock(scope: !102, file: !3, line: 124, column: 2)
!185 = !DISubprogram(name: "pthread_create", scope: !186, file: !186, line: 202, type: !187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!187 = !DISubroutineType(types: !188)
!188 = !{!54, !189, !191, !203, !204}
!189 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !192)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !194)
!194 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !109, line: 62, baseType: !195)
!195 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !109, line: 56, size: 448, elements: !196)
!196 = !{!197, !201}
!197 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !195, file: !109, line: 58, baseType: !198, size: 448)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !199)
!199 = !{!200}
!200 = !DISubrange(count: 56)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !195, file: !109, line: 59, baseType: !202, size: 64)
!202 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!204 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !74)
!205 = !DISubprogram(name: "pthread_join", scope: !186, file: !186, line: 219, type: !206, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!206 = !DISubroutineType(types: !207)
!207 = !{!54, !108, !208}
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!209 = !DISubprogram(name: "__assert_fail", scope: !210, file: !210, line: 69, type: !211, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!210 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!211 = !DISubroutineType(types: !212)
!212 = !{null, !213, !213, !7, !213}
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
