; ModuleID = 'ISA2+rlx.c'
source_filename = "ISA2+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !52
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !59
@z = dso_local local_unnamed_addr global i32 0, align 4, !dbg !57
@r2_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !61
@r2_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !63
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [11 x i8] c"ISA2+rlx.c\00", align 1, !dbg !22
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
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !73 {
    #dbg_value(ptr poison, !78, !DIExpression(), !79)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !80
  store atomic i32 1, ptr @y monotonic, align 4, !dbg !81
  ret ptr null, !dbg !82
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !83 {
    #dbg_value(ptr poison, !85, !DIExpression(), !86)
  %2 = load atomic i32, ptr @y monotonic, align 4, !dbg !87
  store i32 %2, ptr @r1_0, align 4, !dbg !88, !tbaa !89
  store atomic i32 1, ptr @z monotonic, align 4, !dbg !93
  ret ptr null, !dbg !94
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t2(ptr nocapture readnone %0) #0 !dbg !95 {
    #dbg_value(ptr poison, !97, !DIExpression(), !98)
  %2 = load atomic i32, ptr @z monotonic, align 4, !dbg !99
  store i32 %2, ptr @r2_0, align 4, !dbg !100, !tbaa !89
  %3 = load atomic i32, ptr @x monotonic, align 4, !dbg !101
  store i32 %3, ptr @r2_1, align 4, !dbg !102, !tbaa !89
  ret ptr null, !dbg !103
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !104 {
  %1 = alloca [3 x i64], align 16, !DIAssignID !119
    #dbg_assign(i1 undef, !108, !DIExpression(), !119, ptr %1, !DIExpression(), !120)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6, !dbg !121
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !122
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !123
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !124
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !125
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @t2, ptr noundef null) #6, !dbg !126
  %7 = load i64, ptr %1, align 16, !dbg !127, !tbaa !128
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !130
  %9 = load i64, ptr %3, align 8, !dbg !131, !tbaa !128
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !132
  %11 = load i64, ptr %5, align 16, !dbg !133, !tbaa !128
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !134
    #dbg_value(i32 0, !117, !DIExpression(), !120)
  %13 = load i32, ptr @r1_0, align 4, !dbg !135, !tbaa !89
    #dbg_value(i32 %13, !115, !DIExpression(), !120)
  %14 = icmp eq i32 %13, 0, !dbg !136
  %15 = icmp eq i32 %13, 1, !dbg !137
  %16 = select i1 %15, i32 1, i32 -1, !dbg !137
  %17 = select i1 %14, i32 0, i32 %16, !dbg !137
    #dbg_value(i32 %17, !116, !DIExpression(), !120)
  %18 = icmp slt i32 %17, 0, !dbg !138
  br i1 %18, label %47, label %19, !dbg !140

19:                                               ; preds = %0
    #dbg_value(i32 %17, !117, !DIExpression(), !120)
  %20 = load i32, ptr @r2_0, align 4, !dbg !141, !tbaa !89
    #dbg_value(i32 %20, !115, !DIExpression(), !120)
  %21 = icmp eq i32 %20, 0, !dbg !142
  %22 = icmp eq i32 %20, 1, !dbg !143
  %23 = select i1 %22, i32 1, i32 -1, !dbg !143
  %24 = select i1 %21, i32 0, i32 %23, !dbg !143
    #dbg_value(i32 %24, !116, !DIExpression(), !120)
  %25 = icmp slt i32 %24, 0, !dbg !144
  br i1 %25, label %47, label %26, !dbg !146

26:                                               ; preds = %19
    #dbg_value(!DIArgList(i32 %17, i32 %24), !117, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !120)
  %27 = load i32, ptr @r2_1, align 4, !dbg !147, !tbaa !89
    #dbg_value(i32 %27, !115, !DIExpression(), !120)
  %28 = icmp eq i32 %27, 0, !dbg !148
  %29 = icmp eq i32 %27, 1, !dbg !149
  %30 = select i1 %29, i32 1, i32 -1, !dbg !149
  %31 = select i1 %28, i32 0, i32 %30, !dbg !149
    #dbg_value(i32 %31, !116, !DIExpression(), !120)
  %32 = icmp slt i32 %31, 0, !dbg !150
  br i1 %32, label %47, label %33, !dbg !152

33:                                               ; preds = %26
  %34 = shl nuw nsw i32 %24, 1, !dbg !153
    #dbg_value(!DIArgList(i32 %17, i32 %34), !117, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !120)
  %35 = add nuw nsw i32 %34, %17, !dbg !154
    #dbg_value(i32 %35, !117, !DIExpression(), !120)
  %36 = shl nuw nsw i32 %31, 2, !dbg !155
  %37 = add nuw nsw i32 %35, %36, !dbg !156
    #dbg_value(i32 %37, !117, !DIExpression(), !120)
  switch i32 %37, label %46 [
    i32 0, label %38
    i32 1, label %39
    i32 2, label %40
    i32 3, label %41
    i32 4, label %42
    i32 5, label %43
    i32 6, label %44
    i32 7, label %45
  ], !dbg !157

38:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 80, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !158
  unreachable, !dbg !158

39:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 85, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !162
  unreachable, !dbg !162

40:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 90, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !165
  unreachable, !dbg !165

41:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 95, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !168
  unreachable, !dbg !168

42:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 100, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !171
  unreachable, !dbg !171

43:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 105, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !174
  unreachable, !dbg !174

44:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 110, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !177
  unreachable, !dbg !177

45:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 115, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !180
  unreachable, !dbg !180

46:                                               ; preds = %33
  unreachable

47:                                               ; preds = %26, %19, %0
    #dbg_label(!118, !183)
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 124, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !184
  unreachable, !dbg !184
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !187 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !207 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !211 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!65, !66, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !54, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ISA2+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "cb9910e6e0c64db8cc292d1d76e21dbb")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !45, !47, !0, !52, !57, !59, !61, !63}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 95, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 100, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 110, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 22)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !54, isLocal: false, isDefinition: true)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !56)
!56 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "z", scope: !2, file: !3, line: 20, type: !54, isLocal: false, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 21, type: !56, isLocal: false, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 21, type: !56, isLocal: false, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 21, type: !56, isLocal: false, isDefinition: true)
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 23, type: !74, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!74 = !DISubroutineType(types: !75)
!75 = !{!76, !76}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!77 = !{!78}
!78 = !DILocalVariable(name: "arg", arg: 1, scope: !73, file: !3, line: 23, type: !76)
!79 = !DILocation(line: 0, scope: !73)
!80 = !DILocation(line: 26, column: 2, scope: !73)
!81 = !DILocation(line: 27, column: 2, scope: !73)
!82 = !DILocation(line: 28, column: 2, scope: !73)
!83 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 31, type: !74, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!84 = !{!85}
!85 = !DILocalVariable(name: "arg", arg: 1, scope: !83, file: !3, line: 31, type: !76)
!86 = !DILocation(line: 0, scope: !83)
!87 = !DILocation(line: 34, column: 9, scope: !83)
!88 = !DILocation(line: 34, column: 7, scope: !83)
!89 = !{!90, !90, i64 0}
!90 = !{!"int", !91, i64 0}
!91 = !{!"omnipotent char", !92, i64 0}
!92 = !{!"Simple C/C++ TBAA"}
!93 = !DILocation(line: 35, column: 2, scope: !83)
!94 = !DILocation(line: 36, column: 2, scope: !83)
!95 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 39, type: !74, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!96 = !{!97}
!97 = !DILocalVariable(name: "arg", arg: 1, scope: !95, file: !3, line: 39, type: !76)
!98 = !DILocation(line: 0, scope: !95)
!99 = !DILocation(line: 42, column: 9, scope: !95)
!100 = !DILocation(line: 42, column: 7, scope: !95)
!101 = !DILocation(line: 43, column: 9, scope: !95)
!102 = !DILocation(line: 43, column: 7, scope: !95)
!103 = !DILocation(line: 44, column: 2, scope: !95)
!104 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 47, type: !105, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{!56}
!107 = !{!108, !115, !116, !117, !118}
!108 = !DILocalVariable(name: "th", scope: !104, file: !3, line: 49, type: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !110, size: 192, elements: !113)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !111, line: 27, baseType: !112)
!111 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!112 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!113 = !{!114}
!114 = !DISubrange(count: 3)
!115 = !DILocalVariable(name: "v", scope: !104, file: !3, line: 56, type: !56)
!116 = !DILocalVariable(name: "d", scope: !104, file: !3, line: 56, type: !56)
!117 = !DILocalVariable(name: "o", scope: !104, file: !3, line: 56, type: !56)
!118 = !DILabel(scope: !104, name: "unexpected", file: !3, line: 123)
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !104)
!121 = !DILocation(line: 49, column: 2, scope: !104)
!122 = !DILocation(line: 50, column: 2, scope: !104)
!123 = !DILocation(line: 51, column: 18, scope: !104)
!124 = !DILocation(line: 51, column: 2, scope: !104)
!125 = !DILocation(line: 52, column: 18, scope: !104)
!126 = !DILocation(line: 52, column: 2, scope: !104)
!127 = !DILocation(line: 53, column: 15, scope: !104)
!128 = !{!129, !129, i64 0}
!129 = !{!"long", !91, i64 0}
!130 = !DILocation(line: 53, column: 2, scope: !104)
!131 = !DILocation(line: 54, column: 15, scope: !104)
!132 = !DILocation(line: 54, column: 2, scope: !104)
!133 = !DILocation(line: 55, column: 15, scope: !104)
!134 = !DILocation(line: 55, column: 2, scope: !104)
!135 = !DILocation(line: 57, column: 6, scope: !104)
!136 = !DILocation(line: 58, column: 8, scope: !104)
!137 = !DILocation(line: 58, column: 6, scope: !104)
!138 = !DILocation(line: 59, column: 8, scope: !139)
!139 = distinct !DILexicalBlock(scope: !104, file: !3, line: 59, column: 6)
!140 = !DILocation(line: 59, column: 6, scope: !104)
!141 = !DILocation(line: 62, column: 6, scope: !104)
!142 = !DILocation(line: 63, column: 8, scope: !104)
!143 = !DILocation(line: 63, column: 6, scope: !104)
!144 = !DILocation(line: 64, column: 8, scope: !145)
!145 = distinct !DILexicalBlock(scope: !104, file: !3, line: 64, column: 6)
!146 = !DILocation(line: 64, column: 6, scope: !104)
!147 = !DILocation(line: 67, column: 6, scope: !104)
!148 = !DILocation(line: 68, column: 8, scope: !104)
!149 = !DILocation(line: 68, column: 6, scope: !104)
!150 = !DILocation(line: 69, column: 8, scope: !151)
!151 = distinct !DILexicalBlock(scope: !104, file: !3, line: 69, column: 6)
!152 = !DILocation(line: 69, column: 6, scope: !104)
!153 = !DILocation(line: 66, column: 9, scope: !104)
!154 = !DILocation(line: 66, column: 4, scope: !104)
!155 = !DILocation(line: 71, column: 9, scope: !104)
!156 = !DILocation(line: 71, column: 4, scope: !104)
!157 = !DILocation(line: 77, column: 2, scope: !104)
!158 = !DILocation(line: 80, column: 3, scope: !159)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 80, column: 3)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 80, column: 3)
!161 = distinct !DILexicalBlock(scope: !104, file: !3, line: 77, column: 13)
!162 = !DILocation(line: 85, column: 3, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 85, column: 3)
!164 = distinct !DILexicalBlock(scope: !161, file: !3, line: 85, column: 3)
!165 = !DILocation(line: 90, column: 3, scope: !166)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 90, column: 3)
!167 = distinct !DILexicalBlock(scope: !161, file: !3, line: 90, column: 3)
!168 = !DILocation(line: 95, column: 3, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 95, column: 3)
!170 = distinct !DILexicalBlock(scope: !161, file: !3, line: 95, column: 3)
!171 = !DILocation(line: 100, column: 3, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 100, column: 3)
!173 = distinct !DILexicalBlock(scope: !161, file: !3, line: 100, column: 3)
!174 = !DILocation(line: 105, column: 3, scope: !175)
!175 = distinct !DILexicalBlock(scope: !176, file: !3, line: 105, column: 3)
!176 = distinct !DILexicalBlock(scope: !161, file: !3, line: 105, column: 3)
!177 = !DILocation(line: 110, column: 3, scope: !178)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 110, column: 3)
!179 = distinct !DILexicalBlock(scope: !161, file: !3, line: 110, column: 3)
!180 = !DILocation(line: 115, column: 3, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 115, column: 3)
!182 = distinct !DILexicalBlock(scope: !161, file: !3, line: 115, column: 3)
!183 = !DILocation(line: 123, column: 1, scope: !104)
!184 = !DILocation(line: 124, column: 2, scope: !185)
!185 = distinct !DILexicalBlock(scope: !186, file: !3, line: 124, column: 2)
!186 = distinct !DILexicalBlock(scope: !104, file: !3, line: 124, column: 2)
!187 = !DISubprogram(name: "pthread_create", scope: !188, file: !188, line: 202, type: !189, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!188 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!189 = !DISubroutineType(types: !190)
!190 = !{!56, !191, !193, !205, !206}
!191 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !192)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !194)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !196)
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !111, line: 62, baseType: !197)
!197 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !111, line: 56, size: 448, elements: !198)
!198 = !{!199, !203}
!199 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !197, file: !111, line: 58, baseType: !200, size: 448)
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !201)
!201 = !{!202}
!202 = !DISubrange(count: 56)
!203 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !197, file: !111, line: 59, baseType: !204, size: 64)
!204 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!206 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!207 = !DISubprogram(name: "pthread_join", scope: !188, file: !188, line: 219, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubroutineType(types: !209)
!209 = !{!56, !110, !210}
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!211 = !DISubprogram(name: "__assert_fail", scope: !212, file: !212, line: 69, type: !213, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!212 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!213 = !DISubroutineType(types: !214)
!214 = !{null, !215, !215, !7, !215}
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
