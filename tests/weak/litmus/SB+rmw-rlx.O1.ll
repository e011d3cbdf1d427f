; ModuleID = 'SB+rmw-rlx.c'
source_filename = "SB+rmw-rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !73
@y = dso_local global i32 0, align 4, !dbg !68
@r0_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !75
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !77
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !79
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [13 x i8] c"SB+rmw-rlx.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !24
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !30
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !34
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !36
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !38
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !40
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [13 x i8] c"!\22outcome 9\22\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [14 x i8] c"!\22outcome 10\22\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [14 x i8] c"!\22outcome 11\22\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [14 x i8] c"!\22outcome 12\22\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [14 x i8] c"!\22outcome 13\22\00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [14 x i8] c"!\22outcome 14\22\00", align 1, !dbg !59
@.str.16 = private unnamed_addr constant [14 x i8] c"!\22outcome 15\22\00", align 1, !dbg !61
@.str.17 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !63

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !89 {
    #dbg_value(ptr poison, !94, !DIExpression(), !95)
  %2 = atomicrmw xchg ptr @x, i32 1 monotonic, align 4, !dbg !96
  store i32 %2, ptr @r0_0, align 4, !dbg !97, !tbaa !98
  %3 = load atomic i32, ptr @y monotonic, align 4, !dbg !102
  store i32 %3, ptr @r0_1, align 4, !dbg !103, !tbaa !98
  ret ptr null, !dbg !104
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !105 {
    #dbg_value(ptr poison, !107, !DIExpression(), !108)
  %2 = atomicrmw xchg ptr @y, i32 1 monotonic, align 4, !dbg !109
  store i32 %2, ptr @r1_0, align 4, !dbg !110, !tbaa !98
  %3 = load atomic i32, ptr @x monotonic, align 4, !dbg !111
  store i32 %3, ptr @r1_1, align 4, !dbg !112, !tbaa !98
  ret ptr null, !dbg !113
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !114 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !129
    #dbg_assign(i1 undef, !118, !DIExpression(), !129, ptr %1, !DIExpression(), !130)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !131
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !132
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !133
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !134
  %5 = load i64, ptr %1, align 16, !dbg !135, !tbaa !136
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !138
  %7 = load i64, ptr %3, align 8, !dbg !139, !tbaa !136
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !140
    #dbg_value(i32 0, !127, !DIExpression(), !130)
  %9 = load i32, ptr @r0_0, align 4, !dbg !141, !tbaa !98
    #dbg_value(i32 %9, !125, !DIExpression(), !130)
  %10 = icmp eq i32 %9, 0, !dbg !142
  %11 = icmp eq i32 %9, 1, !dbg !143
  %12 = select i1 %11, i32 1, i32 -1, !dbg !143
  %13 = select i1 %10, i32 0, i32 %12, !dbg !143
    #dbg_value(i32 %13, !126, !DIExpression(), !130)
  %14 = icmp slt i32 %13, 0, !dbg !144
  br i1 %14, label %60, label %15, !dbg !146

15:                                               ; preds = %0
    #dbg_value(i32 %13, !127, !DIExpression(), !130)
  %16 = load i32, ptr @r0_1, align 4, !dbg !147, !tbaa !98
    #dbg_value(i32 %16, !125, !DIExpression(), !130)
  %17 = icmp eq i32 %16, 0, !dbg !148
  %18 = icmp eq i32 %16, 1, !dbg !149
  %19 = select i1 %18, i32 1, i32 -1, !dbg !149
  %20 = select i1 %17, i32 0, i32 %19, !dbg !149
    #dbg_value(i32 %20, !126, !DIExpression(), !130)
  %21 = icmp slt i32 %20, 0, !dbg !150
  br i1 %21, label %60, label %22, !dbg !152

22:                                               ; preds = %15
    #dbg_value(!DIArgList(i32 %13, i32 %20), !127, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !130)
  %23 = load i32, ptr @r1_0, align 4, !dbg !153, !tbaa !98
    #dbg_value(i32 %23, !125, !DIExpression(), !130)
  %24 = icmp eq i32 %23, 0, !dbg !154
  %25 = icmp eq i32 %23, 1, !dbg !155
  %26 = select i1 %25, i32 1, i32 -1, !dbg !155
  %27 = select i1 %24, i32 0, i32 %26, !dbg !155
    #dbg_value(i32 %27, !126, !DIExpression(), !130)
  %28 = icmp slt i32 %27, 0, !dbg !156
  br i1 %28, label %60, label %29, !dbg !158

29:                                               ; preds = %22
    #dbg_value(!DIArgList(i32 %13, i32 %20), !127, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !130)
    #dbg_value(!DIArgList(i32 %13, i32 %20), !127, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !130)
    #dbg_value(!DIArgList(i32 %13, i32 %27, i32 %20), !127, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !130)
  %30 = load i32, ptr @r1_1, align 4, !dbg !159, !tbaa !98
    #dbg_value(i32 %30, !125, !DIExpression(), !130)
  %31 = icmp eq i32 %30, 0, !dbg !160
  %32 = icmp eq i32 %30, 1, !dbg !161
  %33 = select i1 %32, i32 1, i32 -1, !dbg !161
  %34 = select i1 %31, i32 0, i32 %33, !dbg !161
    #dbg_value(i32 %34, !126, !DIExpression(), !130)
  %35 = icmp slt i32 %34, 0, !dbg !162
  br i1 %35, label %60, label %36, !dbg !164

36:                                               ; preds = %29
  %37 = shl nuw nsw i32 %20, 1, !dbg !165
    #dbg_value(!DIArgList(i32 %13, i32 %27, i32 %37), !127, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !130)
  %38 = add nuw nsw i32 %37, %13, !dbg !166
    #dbg_value(!DIArgList(i32 %38, i32 %27), !127, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !130)
  %39 = shl nuw nsw i32 %27, 2, !dbg !167
    #dbg_value(!DIArgList(i32 %38, i32 %39), !127, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !130)
  %40 = add nuw nsw i32 %38, %39, !dbg !168
    #dbg_value(i32 %40, !127, !DIExpression(), !130)
  %41 = shl nuw nsw i32 %34, 3, !dbg !169
  %42 = add nuw nsw i32 %40, %41, !dbg !170
    #dbg_value(i32 %42, !127, !DIExpression(), !130)
  switch i32 %42, label %59 [
    i32 0, label %43
    i32 1, label %44
    i32 2, label %45
    i32 3, label %46
    i32 4, label %47
    i32 5, label %48
    i32 6, label %49
    i32 7, label %50
    i32 8, label %51
    i32 9, label %52
    i32 10, label %53
    i32 11, label %54
    i32 12, label %55
    i32 13, label %56
    i32 14, label %57
    i32 15, label %58
  ], !dbg !171

43:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 74, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !172
  unreachable, !dbg !172

44:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 79, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !176
  unreachable, !dbg !176

45:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 84, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !179
  unreachable, !dbg !179

46:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 89, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !182
  unreachable, !dbg !182

47:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 94, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !185
  unreachable, !dbg !185

48:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 99, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !188
  unreachable, !dbg !188

49:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 104, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !191
  unreachable, !dbg !191

50:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 109, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !194
  unreachable, !dbg !194

51:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 114, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !197
  unreachable, !dbg !197

52:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 119, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !200
  unreachable, !dbg !200

53:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, i32 noundef 124, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !203
  unreachable, !dbg !203

54:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.1, i32 noundef 129, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !206
  unreachable, !dbg !206

55:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.1, i32 noundef 134, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !209
  unreachable, !dbg !209

56:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.1, i32 noundef 139, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !212
  unreachable, !dbg !212

57:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.1, i32 noundef 144, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !215
  unreachable, !dbg !215

58:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.1, i32 noundef 149, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !218
  unreachable, !dbg !218

59:                                               ; preds = %36
  unreachable

60:                                               ; preds = %29, %22, %15, %0
    #dbg_label(!128, !221)
  call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.1, i32 noundef 158, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !222
  unreachable, !dbg !222
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !225 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !245 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !249 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!81, !82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !70, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "SB+rmw-rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "a9378cfe5b369f5ead90e88b96fe9aa8")
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
!15 = !{!16, !22, !24, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !53, !55, !57, !59, !61, !63, !0, !68, !73, !75, !77, !79}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !18, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 120, elements: !28)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!28 = !{!29}
!29 = !DISubrange(count: 15)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !18, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !18, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !18, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !18, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !18, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !18, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !18, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !18, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 119, type: !18, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 14)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 129, type: !50, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !50, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 139, type: !50, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !50, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 149, type: !50, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 22)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !70, isLocal: false, isDefinition: true)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !72)
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "r0_0", scope: !2, file: !3, line: 20, type: !72, isLocal: false, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 20, type: !72, isLocal: false, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 20, type: !72, isLocal: false, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 20, type: !72, isLocal: false, isDefinition: true)
!81 = !{i32 7, !"Dwarf Version", i32 5}
!82 = !{i32 2, !"Debug Info Version", i32 3}
!83 = !{i32 1, !"wchar_size", i32 4}
!84 = !{i32 8, !"PIC Level", i32 2}
!85 = !{i32 7, !"PIE Level", i32 2}
!86 = !{i32 7, !"uwtable", i32 2}
!87 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!88 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!89 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 22, type: !90, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !93)
!90 = !DISubroutineType(types: !91)
!91 = !{!92, !92}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!93 = !{!94}
!94 = !DILocalVariable(name: "arg", arg: 1, scope: !89, file: !3, line: 22, type: !92)
!95 = !DILocation(line: 0, scope: !89)
!96 = !DILocation(line: 25, column: 9, scope: !89)
!97 = !DILocation(line: 25, column: 7, scope: !89)
!98 = !{!99, !99, i64 0}
!99 = !{!"int", !100, i64 0}
!100 = !{!"omnipotent char", !101, i64 0}
!101 = !{!"Simple C/C++ TBAA"}
!102 = !DILocation(line: 26, column: 9, scope: !89)
!103 = !DILocation(line: 26, column: 7, scope: !89)
!104 = !DILocation(line: 27, column: 2, scope: !89)
!105 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !90, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !106)
!106 = !{!107}
!107 = !DILocalVariable(name: "arg", arg: 1, scope: !105, file: !3, line: 30, type: !92)
!108 = !DILocation(line: 0, scope: !105)
!109 = !DILocation(line: 33, column: 9, scope: !105)
!110 = !DILocation(line: 33, column: 7, scope: !105)
!111 = !DILocation(line: 34, column: 9, scope: !105)
!112 = !DILocation(line: 34, column: 7, scope: !105)
!113 = !DILocation(line: 35, column: 2, scope: !105)
!114 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 38, type: !115, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!72}
!117 = !{!118, !125, !126, !127, !128}
!118 = !DILocalVariable(name: "th", scope: !114, file: !3, line: 40, type: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 128, elements: !123)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !121, line: 27, baseType: !122)
!121 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!122 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!123 = !{!124}
!124 = !DISubrange(count: 2)
!125 = !DILocalVariable(name: "v", scope: !114, file: !3, line: 45, type: !72)
!126 = !DILocalVariable(name: "d", scope: !114, file: !3, line: 45, type: !72)
!127 = !DILocalVariable(name: "o", scope: !114, file: !3, line: 45, type: !72)
!128 = !DILabel(scope: !114, name: "unexpected", file: !3, line: 157)
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 0, scope: !114)
!131 = !DILocation(line: 40, column: 2, scope: !114)
!132 = !DILocation(line: 41, column: 2, scope: !114)
!133 = !DILocation(line: 42, column: 18, scope: !114)
!134 = !DILocation(line: 42, column: 2, scope: !114)
!135 = !DILocation(line: 43, column: 15, scope: !114)
!136 = !{!137, !137, i64 0}
!137 = !{!"long", !100, i64 0}
!138 = !DILocation(line: 43, column: 2, scope: !114)
!139 = !DILocation(line: 44, column: 15, scope: !114)
!140 = !DILocation(line: 44, column: 2, scope: !114)
!141 = !DILocation(line: 46, column: 6, scope: !114)
!142 = !DILocation(line: 47, column: 8, scope: !114)
!143 = !DILocation(line: 47, column: 6, scope: !114)
!144 = !DILocation(line: 48, column: 8, scope: !145)
!145 = distinct !DILexicalBlock(scope: !114, file: !3, line: 48, column: 6)
!146 = !DILocation(line: 48, column: 6, scope: !114)
!147 = !DILocation(line: 51, column: 6, scope: !114)
!148 = !DILocation(line: 52, column: 8, scope: !114)
!149 = !DILocation(line: 52, column: 6, scope: !114)
!150 = !DILocation(line: 53, column: 8, scope: !151)
!151 = distinct !DILexicalBlock(scope: !114, file: !3, line: 53, column: 6)
!152 = !DILocation(line: 53, column: 6, scope: !114)
!153 = !DILocation(line: 56, column: 6, scope: !114)
!154 = !DILocation(line: 57, column: 8, scope: !114)
!155 = !DILocation(line: 57, column: 6, scope: !114)
!156 = !DILocation(line: 58, column: 8, scope: !157)
!157 = distinct !DILexicalBlock(scope: !114, file: !3, line: 58, column: 6)
!158 = !DILocation(line: 58, column: 6, scope: !114)
!159 = !DILocation(line: 61, column: 6, scope: !114)
!160 = !DILocation(line: 62, column: 8, scope: !114)
!161 = !DILocation(line: 62, column: 6, scope: !114)
!162 = !DILocation(line: 63, column: 8, scope: !163)
!163 = distinct !DILexicalBlock(scope: !114, file: !3, line: 63, column: 6)
!164 = !DILocation(line: 63, column: 6, scope: !114)
!165 = !DILocation(line: 55, column: 9, scope: !114)
!166 = !DILocation(line: 55, column: 4, scope: !114)
!167 = !DILocation(line: 60, column: 9, scope: !114)
!168 = !DILocation(line: 60, column: 4, scope: !114)
!169 = !DILocation(line: 65, column: 9, scope: !114)
!170 = !DILocation(line: 65, column: 4, scope: !114)
!171 = !DILocation(line: 71, column: 2, scope: !114)
!172 = !DILocation(line: 74, column: 3, scope: !173)
!173 = distinct !DILexicalBlock(scope: !174, file: !3, line: 74, column: 3)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 74, column: 3)
!175 = distinct !DILexicalBlock(scope: !114, file: !3, line: 71, column: 13)
!176 = !DILocation(line: 79, column: 3, scope: !177)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 79, column: 3)
!178 = distinct !DILexicalBlock(scope: !175, file: !3, line: 79, column: 3)
!179 = !DILocation(line: 84, column: 3, scope: !180)
!180 = distinct !DILexicalBlock(scope: !181, file: !3, line: 84, column: 3)
!181 = distinct !DILexicalBlock(scope: !175, file: !3, line: 84, column: 3)
!182 = !DILocation(line: 89, column: 3, scope: !183)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 89, column: 3)
!184 = distinct !DILexicalBlock(scope: !175, file: !3, line: 89, column: 3)
!185 = !DILocation(line: 94, column: 3, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !3, line: 94, column: 3)
!187 = distinct !DILexicalBlock(scope: !175, file: !3, line: 94, column: 3)
!188 = !DILocation(line: 99, column: 3, scope: !189)
!189 = distinct !DILexicalBlock(scope: !190, file: !3, line: 99, column: 3)
!190 = distinct !DILexicalBlock(scope: !175, file: !3, line: 99, column: 3)
!191 = !DILocation(line: 104, column: 3, scope: !192)
!192 = distinct !DILexicalBlock(scope: !193, file: !3, line: 104, column: 3)
!193 = distinct !DILexicalBlock(scope: !175, file: !3, line: 104, column: 3)
!194 = !DILocation(line: 109, column: 3, scope: !195)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 109, column: 3)
!196 = distinct !DILexicalBlock(scope: !175, file: !3, line: 109, column: 3)
!197 = !DILocation(line: 114, column: 3, scope: !198)
!198 = distinct !DILexicalBlock(scope: !199, file: !3, line: 114, column: 3)
!199 = distinct !DILexicalBlock(scope: !175, file: !3, line: 114, column: 3)
!200 = !DILocation(line: 119, column: 3, scope: !201)
!201 = distinct !DILexicalBlock(scope: !202, file: !3, line: 119, column: 3)
!202 = distinct !DILexicalBlock(scope: !175, file: !3, line: 119, column: 3)
!203 = !DILocation(line: 124, column: 3, scope: !204)
!204 = distinct !DILexicalBlock(scope: !205, file: !3, line: 124, column: 3)
!205 = distinct !DILexicalBlock(scope: !175, file: !3, line: 124, column: 3)
!206 = !DILocation(line: 129, column: 3, scope: !207)
!207 = distinct !DILexicalBlock(scope: !208, file: !3, line: 129, column: 3)
!208 = distinct !DILexicalBlock(scope: !175, file: !3, line: 129, column: 3)
!209 = !DILocation(line: 134, column: 3, scope: !210)
!210 = distinct !DILexicalBlock(scope: !211, file: !3, line: 134, column: 3)
!211 = distinct !DILexicalBlock(scope: !175, file: !3, line: 134, column: 3)
!212 = !DILocation(line: 139, column: 3, scope: !213)
!213 = distinct !DILexicalBlock(scope: !214, file: !3, line: 139, column: 3)
!214 = distinct !DILexicalBlock(scope: !175, file: !3, line: 139, column: 3)
!215 = !DILocation(line: 144, column: 3, scope: !216)
!216 = distinct !DILexicalBlock(scope: !217, file: !3, line: 144, column: 3)
!217 = distinct !DILexicalBlock(scope: !175, file: !3, line: 144, column: 3)
!218 = !DILocation(line: 149, column: 3, scope: !219)
!219 = distinct !DILexicalBlock(scope: !220, file: !3, line: 149, column: 3)
!220 = distinct !DILexicalBlock(scope: !175, file: !3, line: 149, column: 3)
!221 = !DILocation(line: 157, column: 1, scope: !114)
!222 = !DILocation(line: 158, column: 2, scope: !223)
!223 = distinct !DILexicalBlock(scope: !224, file: !3, line: 158, column: 2)
!224 = distinct !DILexicalBlock(scope: !114, file: !3, line: 158, column: 2)
!225 = !DISubprogram(name: "pthread_create", scope: !226, file: !226, line: 202, type: !227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!227 = !DISubroutineType(types: !228)
!228 = !{!72, !229, !231, !243, !244}
!229 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !230)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!231 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !232)
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !233, size: 64)
!233 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !234)
!234 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !121, line: 62, baseType: !235)
!235 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !121, line: 56, size: 448, elements: !236)
!236 = !{!237, !241}
!237 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !235, file: !121, line: 58, baseType: !238, size: 448)
!238 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !239)
!239 = !{!240}
!240 = !DISubrange(count: 56)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !235, file: !121, line: 59, baseType: !242, size: 64)
!242 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !92)
!245 = !DISubprogram(name: "pthread_join", scope: !226, file: !226, line: 219, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!246 = !DISubroutineType(types: !247)
!247 = !{!72, !120, !248}
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!249 = !DISubprogram(name: "__assert_fail", scope: !250, file: !250, line: 69, type: !251, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!250 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!251 = !DISubroutineType(types: !252)
!252 = !{null, !253, !253, !7, !253}
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
