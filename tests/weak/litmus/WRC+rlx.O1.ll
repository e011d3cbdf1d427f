; ModuleID = 'WRC+rlx.c'
source_filename = "WRC+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !57
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !52
@r2_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !59
@r2_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !61
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [10 x i8] c"WRC+rlx.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !47

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !71 {
    #dbg_value(ptr poison, !76, !DIExpression(), !77)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !78
  ret ptr null, !dbg !79
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !80 {
    #dbg_value(ptr poison, !82, !DIExpression(), !83)
  %2 = load atomic i32, ptr @x monotonic, align 4, !dbg !84
  store i32 %2, ptr @r1_0, align 4, !dbg !85, !tbaa !86
  store atomic i32 1, ptr @y monotonic, align 4, !dbg !90
  ret ptr null, !dbg !91
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t2(ptr nocapture readnone %0) #0 !dbg !92 {
    #dbg_value(ptr poison, !94, !DIExpression(), !95)
  %2 = load atomic i32, ptr @y monotonic, align 4, !dbg !96
  store i32 %2, ptr @r2_0, align 4, !dbg !97, !tbaa !86
  %3 = load atomic i32, ptr @x monotonic, align 4, !dbg !98
  store i32 %3, ptr @r2_1, align 4, !dbg !99, !tbaa !86
  ret ptr null, !dbg !100
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !101 {
  %1 = alloca [3 x i64], align 16, !DIAssignID !116
    #dbg_assign(i1 undef, !105, !DIExpression(), !116, ptr %1, !DIExpression(), !117)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6, !dbg !118
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !119
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !120
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !121
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !122
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @t2, ptr noundef null) #6, !dbg !123
  %7 = load i64, ptr %1, align 16, !dbg !124, !tbaa !125
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !127
  %9 = load i64, ptr %3, align 8, !dbg !128, !tbaa !125
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !129
  %11 = load i64, ptr %5, align 16, !dbg !130, !tbaa !125
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !131
    #dbg_value(i32 0, !114, !DIExpression(), !117)
  %13 = load i32, ptr @r1_0, align 4, !dbg !132, !tbaa !86
    #dbg_value(i32 %13, !112, !DIExpression(), !117)
  %14 = icmp eq i32 %13, 0, !dbg !133
  %15 = icmp eq i32 %13, 1, !dbg !134
  %16 = select i1 %15, i32 1, i32 -1, !dbg !134
  %17 = select i1 %14, i32 0, i32 %16, !dbg !134
    #dbg_value(i32 %17, !113, !DIExpression(), !117)
  %18 = icmp slt i32 %17, 0, !dbg !135
  br i1 %18, label %47, label %19, !dbg !137

19:                                               ; preds = %0
    #dbg_value(i32 %17, !114, !DIExpression(), !117)
  %20 = load i32, ptr @r2_0, align 4, !dbg !138, !tbaa !86
    #dbg_value(i32 %20, !112, !DIExpression(), !117)
  %21 = icmp eq i32 %20, 0, !dbg !139
  %22 = icmp eq i32 %20, 1, !dbg !140
  %23 = select i1 %22, i32 1, i32 -1, !dbg !140
  %24 = select i1 %21, i32 0, i32 %23, !dbg !140
    #dbg_value(i32 %24, !113, !DIExpression(), !117)
  %25 = icmp slt i32 %24, 0, !dbg !141
  br i1 %25, label %47, label %26, !dbg !143

26:                                               ; preds = %19
    #dbg_value(!DIArgList(i32 %17, i32 %24), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !117)
  %27 = load i32, ptr @r2_1, align 4, !dbg !144, !tbaa !86
    #dbg_value(i32 %27, !112, !DIExpression(), !117)
  %28 = icmp eq i32 %27, 0, !dbg !145
  %29 = icmp eq i32 %27, 1, !dbg !146
  %30 = select i1 %29, i32 1, i32 -1, !dbg !146
  %31 = select i1 %28, i32 0, i32 %30, !dbg !146
    #dbg_value(i32 %31, !113, !DIExpression(), !117)
  %32 = icmp slt i32 %31, 0, !dbg !147
  br i1 %32, label %47, label %33, !dbg !149

33:                                               ; preds = %26
  %34 = shl nuw nsw i32 %24, 1, !dbg !150
    #dbg_value(!DIArgList(i32 %17, i32 %34), !114, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !117)
  %35 = add nuw nsw i32 %34, %17, !dbg !151
    #dbg_value(i32 %35, !114, !DIExpression(), !117)
  %36 = shl nuw nsw i32 %31, 2, !dbg !152
  %37 = add nuw nsw i32 %35, %36, !dbg !153
    #dbg_value(i32 %37, !114, !DIExpression(), !117)
  switch i32 %37, label %46 [
    i32 0, label %38
    i32 1, label %39
    i32 2, label %40
    i32 3, label %41
    i32 4, label %42
    i32 5, label %43
    i32 6, label %44
    i32 7, label %45
  ], !dbg !154

38:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 78, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !155
  unreachable, !dbg !155

39:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 83, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !159
  unreachable, !dbg !159

40:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 88, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !162
  unreachable, !dbg !162

41:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 93, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !165
  unreachable, !dbg !165

42:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 98, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !168
  unreachable, !dbg !168

43:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 103, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !171
  unreachable, !dbg !171

44:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 108, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !174
  unreachable, !dbg !174

45:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 113, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !177
  unreachable, !dbg !177

46:                                               ; preds = %33
  unreachable

47:                                               ; preds = %26, %19, %0
    #dbg_label(!115, !180)
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 122, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !181
  unreachable, !dbg !181
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !184 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !204 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !208 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

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
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !54, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "WRC+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "555f8c0042fcbe5e4540ba3284c45375")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !45, !47, !0, !52, !57, !59, !61}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 80, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 10)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 122, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 22)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !54, isLocal: false, isDefinition: true)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !56)
!56 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 20, type: !56, isLocal: false, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 20, type: !56, isLocal: false, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 20, type: !56, isLocal: false, isDefinition: true)
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 22, type: !72, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!75 = !{!76}
!76 = !DILocalVariable(name: "arg", arg: 1, scope: !71, file: !3, line: 22, type: !74)
!77 = !DILocation(line: 0, scope: !71)
!78 = !DILocation(line: 25, column: 2, scope: !71)
!79 = !DILocation(line: 26, column: 2, scope: !71)
!80 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 29, type: !72, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !81)
!81 = !{!82}
!82 = !DILocalVariable(name: "arg", arg: 1, scope: !80, file: !3, line: 29, type: !74)
!83 = !DILocation(line: 0, scope: !80)
!84 = !DILocation(line: 32, column: 9, scope: !80)
!85 = !DILocation(line: 32, column: 7, scope: !80)
!86 = !{!87, !87, i64 0}
!87 = !{!"int", !88, i64 0}
!88 = !{!"omnipotent char", !89, i64 0}
!89 = !{!"Simple C/C++ TBAA"}
!90 = !DILocation(line: 33, column: 2, scope: !80)
!91 = !DILocation(line: 34, column: 2, scope: !80)
!92 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 37, type: !72, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !93)
!93 = !{!94}
!94 = !DILocalVariable(name: "arg", arg: 1, scope: !92, file: !3, line: 37, type: !74)
!95 = !DILocation(line: 0, scope: !92)
!96 = !DILocation(line: 40, column: 9, scope: !92)
!97 = !DILocation(line: 40, column: 7, scope: !92)
!98 = !DILocation(line: 41, column: 9, scope: !92)
!99 = !DILocation(line: 41, column: 7, scope: !92)
!100 = !DILocation(line: 42, column: 2, scope: !92)
!101 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 45, type: !102, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!102 = !DISubroutineType(types: !103)
!103 = !{!56}
!104 = !{!105, !112, !113, !114, !115}
!105 = !DILocalVariable(name: "th", scope: !101, file: !3, line: 47, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 192, elements: !110)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !108, line: 27, baseType: !109)
!108 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!109 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!110 = !{!111}
!111 = !DISubrange(count: 3)
!112 = !DILocalVariable(name: "v", scope: !101, file: !3, line: 54, type: !56)
!113 = !DILocalVariable(name: "d", scope: !101, file: !3, line: 54, type: !56)
!114 = !DILocalVariable(name: "o", scope: !101, file: !3, line: 54, type: !56)
!115 = !DILabel(scope: !101, name: "unexpected", file: !3, line: 121)
!116 = distinct !DIAssignID()
!117 = !DILocation(line: 0, scope: !101)
!118 = !DILocation(line: 47, column: 2, scope: !101)
!119 = !DILocation(line: 48, column: 2, scope: !101)
!120 = !DILocation(line: 49, column: 18, scope: !101)
!121 = !DILocation(line: 49, column: 2, scope: !101)
!122 = !DILocation(line: 50, column: 18, scope: !101)
!123 = !DILocation(line: 50, column: 2, scope: !101)
!124 = !DILocation(line: 51, column: 15, scope: !101)
!125 = !{!126, !126, i64 0}
!126 = !{!"long", !88, i64 0}
!127 = !DILocation(line: 51, column: 2, scope: !101)
!128 = !DILocation(line: 52, column: 15, scope: !101)
!129 = !DILocation(line: 52, column: 2, scope: !101)
!130 = !DILocation(line: 53, column: 15, scope: !101)
!131 = !DILocation(line: 53, column: 2, scope: !101)
!132 = !DILocation(line: 55, column: 6, scope: !101)
!133 = !DILocation(line: 56, column: 8, scope: !101)
!134 = !DILocation(line: 56, column: 6, scope: !101)
!135 = !DILocation(line: 57, column: 8, scope: !136)
!136 = distinct !DILexicalBlock(scope: !101, file: !3, line: 57, column: 6)
!137 = !DILocation(line: 57, column: 6, scope: !101)
!138 = !DILocation(line: 60, column: 6, scope: !101)
!139 = !DILocation(line: 61, column: 8, scope: !101)
!140 = !DILocation(line: 61, column: 6, scope: !101)
!141 = !DILocation(line: 62, column: 8, scope: !142)
!142 = distinct !DILexicalBlock(scope: !101, file: !3, line: 62, column: 6)
!143 = !DILocation(line: 62, column: 6, scope: !101)
!144 = !DILocation(line: 65, column: 6, scope: !101)
!145 = !DILocation(line: 66, column: 8, scope: !101)
!146 = !DILocation(line: 66, column: 6, scope: !101)
!147 = !DILocation(line: 67, column: 8, scope: !148)
!148 = distinct !DILexicalBlock(scope: !101, file: !3, line: 67, column: 6)
!149 = !DILocation(line: 67, column: 6, scope: !101)
!150 = !DILocation(line: 64, column: 9, scope: !101)
!151 = !DILocation(line: 64, column: 4, scope: !101)
!152 = !DILocation(line: 69, column: 9, scope: !101)
!153 = !DILocation(line: 69, column: 4, scope: !101)
!154 = !DILocation(line: 75, column: 2, scope: !101)
!155 = !DILocation(line: 78, column: 3, scope: !156)
!156 = distinct !DILexicalBlock(scope: !157, file: !3, line: 78, column: 3)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 78, column: 3)
!158 = distinct !DILexicalBlock(scope: !101, file: !3, line: 75, column: 13)
!159 = !DILocation(line: 83, column: 3, scope: !160)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 83, column: 3)
!161 = distinct !DILexicalBlock(scope: !158, file: !3, line: 83, column: 3)
!162 = !DILocation(line: 88, column: 3, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 88, column: 3)
!164 = distinct !DILexicalBlock(scope: !158, file: !3, line: 88, column: 3)
!165 = !DILocation(line: 93, column: 3, scope: !166)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 93, column: 3)
!167 = distinct !DILexicalBlock(scope: !158, file: !3, line: 93, column: 3)
!168 = !DILocation(line: 98, column: 3, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 98, column: 3)
!170 = distinct !DILexicalBlock(scope: !158, file: !3, line: 98, column: 3)
!171 = !DILocation(line: 103, column: 3, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 103, column: 3)
!173 = distinct !DILexicalBlock(scope: !158, file: !3, line: 103, column: 3)
!174 = !DILocation(line: 108, column: 3, scope: !175)
!175 = distinct !DILexicalBlock(scope: !176, file: !3, line: 108, column: 3)
!176 = distinct !DILexicalBlock(scope: !158, file: !3, line: 108, column: 3)
!177 = !DILocation(line: 113, column: 3, scope: !178)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 113, column: 3)
!179 = distinct !DILexicalBlock(scope: !158, file: !3, line: 113, column: 3)
!180 = !DILocation(line: 121, column: 1, scope: !101)
!181 = !DILocation(line: 122, column: 2, scope: !182)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 122, column: 2)
!183 = distinct !DILexicalBlock(scope: !101, file: !3, line: 122, column: 2)
!184 = !DISubprogram(name: "pthread_create", scope: !185, file: !185, line: 202, type: !186, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!185 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!186 = !DISubroutineType(types: !187)
!187 = !{!56, !188, !190, !202, !203}
!188 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !189)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !193)
!193 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !108, line: 62, baseType: !194)
!194 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !108, line: 56, size: 448, elements: !195)
!195 = !{!196, !200}
!196 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !194, file: !108, line: 58, baseType: !197, size: 448)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !198)
!198 = !{!199}
!199 = !DISubrange(count: 56)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !194, file: !108, line: 59, baseType: !201, size: 64)
!201 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !74)
!204 = !DISubprogram(name: "pthread_join", scope: !185, file: !185, line: 219, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DISubroutineType(types: !206)
!206 = !{!56, !107, !207}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!208 = !DISubprogram(name: "__assert_fail", scope: !209, file: !209, line: 69, type: !210, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!209 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!210 = !DISubroutineType(types: !211)
!211 = !{null, !212, !212, !7, !212}
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
