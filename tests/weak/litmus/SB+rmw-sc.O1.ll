; ModuleID = 'SB+rmw-sc.c'
source_filename = "SB+rmw-sc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !76
@y = dso_local global i32 0, align 4, !dbg !71
@r0_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !78
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !80
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !82
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [12 x i8] c"SB+rmw-sc.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [13 x i8] c"!\22outcome 9\22\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [14 x i8] c"!\22outcome 10\22\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [14 x i8] c"!\22outcome 11\22\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [14 x i8] c"!\22outcome 12\22\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [14 x i8] c"!\22outcome 13\22\00", align 1, !dbg !60
@.str.15 = private unnamed_addr constant [14 x i8] c"!\22outcome 14\22\00", align 1, !dbg !62
@.str.16 = private unnamed_addr constant [14 x i8] c"!\22outcome 15\22\00", align 1, !dbg !64
@.str.17 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !66

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !92 {
    #dbg_value(ptr poison, !97, !DIExpression(), !98)
  %2 = atomicrmw xchg ptr @x, i32 1 seq_cst, align 4, !dbg !99
  store i32 %2, ptr @r0_0, align 4, !dbg !100, !tbaa !101
  %3 = load atomic i32, ptr @y seq_cst, align 4, !dbg !105
  store i32 %3, ptr @r0_1, align 4, !dbg !106, !tbaa !101
  ret ptr null, !dbg !107
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !108 {
    #dbg_value(ptr poison, !110, !DIExpression(), !111)
  %2 = atomicrmw xchg ptr @y, i32 1 seq_cst, align 4, !dbg !112
  store i32 %2, ptr @r1_0, align 4, !dbg !113, !tbaa !101
  %3 = load atomic i32, ptr @x seq_cst, align 4, !dbg !114
  store i32 %3, ptr @r1_1, align 4, !dbg !115, !tbaa !101
  ret ptr null, !dbg !116
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !117 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !132
    #dbg_assign(i1 undef, !121, !DIExpression(), !132, ptr %1, !DIExpression(), !133)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !134
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !135
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !136
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !137
  %5 = load i64, ptr %1, align 16, !dbg !138, !tbaa !139
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !141
  %7 = load i64, ptr %3, align 8, !dbg !142, !tbaa !139
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !143
    #dbg_value(i32 0, !130, !DIExpression(), !133)
  %9 = load i32, ptr @r0_0, align 4, !dbg !144, !tbaa !101
    #dbg_value(i32 %9, !128, !DIExpression(), !133)
  %10 = icmp eq i32 %9, 0, !dbg !145
  %11 = icmp eq i32 %9, 1, !dbg !146
  %12 = select i1 %11, i32 1, i32 -1, !dbg !146
  %13 = select i1 %10, i32 0, i32 %12, !dbg !146
    #dbg_value(i32 %13, !129, !DIExpression(), !133)
  %14 = icmp slt i32 %13, 0, !dbg !147
  br i1 %14, label %60, label %15, !dbg !149

15:                                               ; preds = %0
    #dbg_value(i32 %13, !130, !DIExpression(), !133)
  %16 = load i32, ptr @r0_1, align 4, !dbg !150, !tbaa !101
    #dbg_value(i32 %16, !128, !DIExpression(), !133)
  %17 = icmp eq i32 %16, 0, !dbg !151
  %18 = icmp eq i32 %16, 1, !dbg !152
  %19 = select i1 %18, i32 1, i32 -1, !dbg !152
  %20 = select i1 %17, i32 0, i32 %19, !dbg !152
    #dbg_value(i32 %20, !129, !DIExpression(), !133)
  %21 = icmp slt i32 %20, 0, !dbg !153
  br i1 %21, label %60, label %22, !dbg !155

22:                                               ; preds = %15
    #dbg_value(!DIArgList(i32 %13, i32 %20), !130, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !133)
  %23 = load i32, ptr @r1_0, align 4, !dbg !156, !tbaa !101
    #dbg_value(i32 %23, !128, !DIExpression(), !133)
  %24 = icmp eq i32 %23, 0, !dbg !157
  %25 = icmp eq i32 %23, 1, !dbg !158
  %26 = select i1 %25, i32 1, i32 -1, !dbg !158
  %27 = select i1 %24, i32 0, i32 %26, !dbg !158
    #dbg_value(i32 %27, !129, !DIExpression(), !133)
  %28 = icmp slt i32 %27, 0, !dbg !159
  br i1 %28, label %60, label %29, !dbg !161

29:                                               ; preds = %22
    #dbg_value(!DIArgList(i32 %13, i32 %20), !130, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !133)
    #dbg_value(!DIArgList(i32 %13, i32 %20), !130, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !133)
    #dbg_value(!DIArgList(i32 %13, i32 %27, i32 %20), !130, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !133)
  %30 = load i32, ptr @r1_1, align 4, !dbg !162, !tbaa !101
    #dbg_value(i32 %30, !128, !DIExpression(), !133)
  %31 = icmp eq i32 %30, 0, !dbg !163
  %32 = icmp eq i32 %30, 1, !dbg !164
  %33 = select i1 %32, i32 1, i32 -1, !dbg !164
  %34 = select i1 %31, i32 0, i32 %33, !dbg !164
    #dbg_value(i32 %34, !129, !DIExpression(), !133)
  %35 = icmp slt i32 %34, 0, !dbg !165
  br i1 %35, label %60, label %36, !dbg !167

36:                                               ; preds = %29
  %37 = shl nuw nsw i32 %20, 1, !dbg !168
    #dbg_value(!DIArgList(i32 %13, i32 %27, i32 %37), !130, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !133)
  %38 = add nuw nsw i32 %37, %13, !dbg !169
    #dbg_value(!DIArgList(i32 %38, i32 %27), !130, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !133)
  %39 = shl nuw nsw i32 %27, 2, !dbg !170
    #dbg_value(!DIArgList(i32 %38, i32 %39), !130, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !133)
  %40 = add nuw nsw i32 %38, %39, !dbg !171
    #dbg_value(i32 %40, !130, !DIExpression(), !133)
  %41 = shl nuw nsw i32 %34, 3, !dbg !172
  %42 = add nuw nsw i32 %40, %41, !dbg !173
    #dbg_value(i32 %42, !130, !DIExpression(), !133)
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
  ], !dbg !174

43:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 74, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !175
  unreachable, !dbg !175

44:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 79, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !179
  unreachable, !dbg !179

45:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 84, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !182
  unreachable, !dbg !182

46:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 89, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !185
  unreachable, !dbg !185

47:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 94, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !188
  unreachable, !dbg !188

48:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 99, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !191
  unreachable, !dbg !191

49:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 104, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !194
  unreachable, !dbg !194

50:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 109, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !197
  unreachable, !dbg !197

51:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 114, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !200
  unreachable, !dbg !200

52:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 119, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !203
  unreachable, !dbg !203

53:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, i32 noundef 124, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !206
  unreachable, !dbg !206

54:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.1, i32 noundef 129, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !209
  unreachable, !dbg !209

55:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.1, i32 noundef 134, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !212
  unreachable, !dbg !212

56:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.1, i32 noundef 139, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !215
  unreachable, !dbg !215

57:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.1, i32 noundef 144, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !218
  unreachable, !dbg !218

58:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.1, i32 noundef 149, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !221
  unreachable, !dbg !221

59:                                               ; preds = %36
  unreachable

60:                                               ; preds = %29, %22, %15, %0
    #dbg_label(!131, !224)
  call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.1, i32 noundef 158, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !225
  unreachable, !dbg !225
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !228 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !248 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !252 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!84, !85, !86, !87, !88, !89, !90}
!llvm.ident = !{!91}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !73, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "SB+rmw-sc.c", directory: ".", checksumkind: CSK_MD5, checksum: "72ff35c8af02db9a4eaa198d1dd52989")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !45, !47, !49, !51, !56, !58, !60, !62, !64, !66, !0, !71, !76, !78, !80, !82}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 12)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !18, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 119, type: !18, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 14)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 129, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 139, type: !53, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !53, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 149, type: !53, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 22)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !73, isLocal: false, isDefinition: true)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !75)
!75 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "r0_0", scope: !2, file: !3, line: 20, type: !75, isLocal: false, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 20, type: !75, isLocal: false, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 20, type: !75, isLocal: false, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 20, type: !75, isLocal: false, isDefinition: true)
!84 = !{i32 7, !"Dwarf Version", i32 5}
!85 = !{i32 2, !"Debug Info Version", i32 3}
!86 = !{i32 1, !"wchar_size", i32 4}
!87 = !{i32 8, !"PIC Level", i32 2}
!88 = !{i32 7, !"PIE Level", i32 2}
!89 = !{i32 7, !"uwtable", i32 2}
!90 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!91 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!92 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 22, type: !93, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{!95, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!96 = !{!97}
!97 = !DILocalVariable(name: "arg", arg: 1, scope: !92, file: !3, line: 22, type: !95)
!98 = !DILocation(line: 0, scope: !92)
!99 = !DILocation(line: 25, column: 9, scope: !92)
!100 = !DILocation(line: 25, column: 7, scope: !92)
!101 = !{!102, !102, i64 0}
!102 = !{!"int", !103, i64 0}
!103 = !{!"omnipotent char", !104, i64 0}
!104 = !{!"Simple C/C++ TBAA"}
!105 = !DILocation(line: 26, column: 9, scope: !92)
!106 = !DILocation(line: 26, column: 7, scope: !92)
!107 = !DILocation(line: 27, column: 2, scope: !92)
!108 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !93, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!109 = !{!110}
!110 = !DILocalVariable(name: "arg", arg: 1, scope: !108, file: !3, line: 30, type: !95)
!111 = !DILocation(line: 0, scope: !108)
!112 = !DILocation(line: 33, column: 9, scope: !108)
!113 = !DILocation(line: 33, column: 7, scope: !108)
!114 = !DILocation(line: 34, column: 9, scope: !108)
!115 = !DILocation(line: 34, column: 7, scope: !108)
!116 = !DILocation(line: 35, column: 2, scope: !108)
!117 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 38, type: !118, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!75}
!120 = !{!121, !128, !129, !130, !131}
!121 = !DILocalVariable(name: "th", scope: !117, file: !3, line: 40, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 128, elements: !126)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !124, line: 27, baseType: !125)
!124 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!125 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!126 = !{!127}
!127 = !DISubrange(count: 2)
!128 = !DILocalVariable(name: "v", scope: !117, file: !3, line: 45, type: !75)
!129 = !DILocalVariable(name: "d", scope: !117, file: !3, line: 45, type: !75)
!130 = !DILocalVariable(name: "o", scope: !117, file: !3, line: 45, type: !75)
!131 = !DILabel(scope: !117, name: "unexpected", file: !3, line: 157)
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 0, scope: !117)
!134 = !DILocation(line: 40, column: 2, scope: !117)
!135 = !DILocation(line: 41, column: 2, scope: !117)
!136 = !DILocation(line: 42, column: 18, scope: !117)
!137 = !DILocation(line: 42, column: 2, scope: !117)
!138 = !DILocation(line: 43, column: 15, scope: !117)
!139 = !{!140, !140, i64 0}
!140 = !{!"long", !103, i64 0}
!141 = !DILocation(line: 43, column: 2, scope: !117)
!142 = !DILocation(line: 44, column: 15, scope: !117)
!143 = !DILocation(line: 44, column: 2, scope: !117)
!144 = !DILocation(line: 46, column: 6, scope: !117)
!145 = !DILocation(line: 47, column: 8, scope: !117)
!146 = !DILocation(line: 47, column: 6, scope: !117)
!147 = !DILocation(line: 48, column: 8, scope: !148)
!148 = distinct !DILexicalBlock(scope: !117, file: !3, line: 48, column: 6)
!149 = !DILocation(line: 48, column: 6, scope: !117)
!150 = !DILocation(line: 51, column: 6, scope: !117)
!151 = !DILocation(line: 52, column: 8, scope: !117)
!152 = !DILocation(line: 52, column: 6, scope: !117)
!153 = !DILocation(line: 53, column: 8, scope: !154)
!154 = distinct !DILexicalBlock(scope: !117, file: !3, line: 53, column: 6)
!155 = !DILocation(line: 53, column: 6, scope: !117)
!156 = !DILocation(line: 56, column: 6, scope: !117)
!157 = !DILocation(line: 57, column: 8, scope: !117)
!158 = !DILocation(line: 57, column: 6, scope: !117)
!159 = !DILocation(line: 58, column: 8, scope: !160)
!160 = distinct !DILexicalBlock(scope: !117, file: !3, line: 58, column: 6)
!161 = !DILocation(line: 58, column: 6, scope: !117)
!162 = !DILocation(line: 61, column: 6, scope: !117)
!163 = !DILocation(line: 62, column: 8, scope: !117)
!164 = !DILocation(line: 62, column: 6, scope: !117)
!165 = !DILocation(line: 63, column: 8, scope: !166)
!166 = distinct !DILexicalBlock(scope: !117, file: !3, line: 63, column: 6)
!167 = !DILocation(line: 63, column: 6, scope: !117)
!168 = !DILocation(line: 55, column: 9, scope: !117)
!169 = !DILocation(line: 55, column: 4, scope: !117)
!170 = !DILocation(line: 60, column: 9, scope: !117)
!171 = !DILocation(line: 60, column: 4, scope: !117)
!172 = !DILocation(line: 65, column: 9, scope: !117)
!173 = !DILocation(line: 65, column: 4, scope: !117)
!174 = !DILocation(line: 71, column: 2, scope: !117)
!175 = !DILocation(line: 74, column: 3, scope: !176)
!176 = distinct !DILexicalBlock(scope: !177, file: !3, line: 74, column: 3)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 74, column: 3)
!178 = distinct !DILexicalBlock(scope: !117, file: !3, line: 71, column: 13)
!179 = !DILocation(line: 79, column: 3, scope: !180)
!180 = distinct !DILexicalBlock(scope: !181, file: !3, line: 79, column: 3)
!181 = distinct !DILexicalBlock(scope: !178, file: !3, line: 79, column: 3)
!182 = !DILocation(line: 84, column: 3, scope: !183)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 84, column: 3)
!184 = distinct !DILexicalBlock(scope: !178, file: !3, line: 84, column: 3)
!185 = !DILocation(line: 89, column: 3, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !3, line: 89, column: 3)
!187 = distinct !DILexicalBlock(scope: !178, file: !3, line: 89, column: 3)
!188 = !DILocation(line: 94, column: 3, scope: !189)
!189 = distinct !DILexicalBlock(scope: !190, file: !3, line: 94, column: 3)
!190 = distinct !DILexicalBlock(scope: !178, file: !3, line: 94, column: 3)
!191 = !DILocation(line: 99, column: 3, scope: !192)
!192 = distinct !DILexicalBlock(scope: !193, file: !3, line: 99, column: 3)
!193 = distinct !DILexicalBlock(scope: !178, file: !3, line: 99, column: 3)
!194 = !DILocation(line: 104, column: 3, scope: !195)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 104, column: 3)
!196 = distinct !DILexicalBlock(scope: !178, file: !3, line: 104, column: 3)
!197 = !DILocation(line: 109, column: 3, scope: !198)
!198 = distinct !DILexicalBlock(scope: !199, file: !3, line: 109, column: 3)
!199 = distinct !DILexicalBlock(scope: !178, file: !3, line: 109, column: 3)
!200 = !DILocation(line: 114, column: 3, scope: !201)
!201 = distinct !DILexicalBlock(scope: !202, file: !3, line: 114, column: 3)
!202 = distinct !DILexicalBlock(scope: !178, file: !3, line: 114, column: 3)
!203 = !DILocation(line: 119, column: 3, scope: !204)
!204 = distinct !DILexicalBlock(scope: !205, file: !3, line: 119, column: 3)
!205 = distinct !DILexicalBlock(scope: !178, file: !3, line: 119, column: 3)
!206 = !DILocation(line: 124, column: 3, scope: !207)
!207 = distinct !DILexicalBlock(scope: !208, file: !3, line: 124, column: 3)
!208 = distinct !DILexicalBlock(scope: !178, file: !3, line: 124, column: 3)
!209 = !DILocation(line: 129, column: 3, scope: !210)
!210 = distinct !DILexicalBlock(scope: !211, file: !3, line: 129, column: 3)
!211 = distinct !DILexicalBlock(scope: !178, file: !3, line: 129, column: 3)
!212 = !DILocation(line: 134, column: 3, scope: !213)
!213 = distinct !DILexicalBlock(scope: !214, file: !3, line: 134, column: 3)
!214 = distinct !DILexicalBlock(scope: !178, file: !3, line: 134, column: 3)
!215 = !DILocation(line: 139, column: 3, scope: !216)
!216 = distinct !DILexicalBlock(scope: !217, file: !3, line: 139, column: 3)
!217 = distinct !DILexicalBlock(scope: !178, file: !3, line: 139, column: 3)
!218 = !DILocation(line: 144, column: 3, scope: !219)
!219 = distinct !DILexicalBlock(scope: !220, file: !3, line: 144, column: 3)
!220 = distinct !DILexicalBlock(scope: !178, file: !3, line: 144, column: 3)
!221 = !DILocation(line: 149, column: 3, scope: !222)
!222 = distinct !DILexicalBlock(scope: !223, file: !3, line: 149, column: 3)
!223 = distinct !DILexicalBlock(scope: !178, file: !3, line: 149, column: 3)
!224 = !DILocation(line: 157, column: 1, scope: !117)
!225 = !DILocation(line: 158, column: 2, scope: !226)
!226 = distinct !DILexicalBlock(scope: !227, file: !3, line: 158, column: 2)
!227 = distinct !DILexicalBlock(scope: !117, file: !3, line: 158, column: 2)
!228 = !DISubprogram(name: "pthread_create", scope: !229, file: !229, line: 202, type: !230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!229 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!230 = !DISubroutineType(types: !231)
!231 = !{!75, !232, !234, !246, !247}
!232 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !233)
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!234 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !235)
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !236, size: 64)
!236 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !237)
!237 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !124, line: 62, baseType: !238)
!238 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !124, line: 56, size: 448, elements: !239)
!239 = !{!240, !244}
!240 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !238, file: !124, line: 58, baseType: !241, size: 448)
!241 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !242)
!242 = !{!243}
!243 = !DISubrange(count: 56)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !238, file: !124, line: 59, baseType: !245, size: 64)
!245 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!247 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !95)
!248 = !DISubprogram(name: "pthread_join", scope: !229, file: !229, line: 219, type: !249, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DISubroutineType(types: !250)
!250 = !{!75, !123, !251}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!252 = !DISubprogram(name: "__assert_fail", scope: !253, file: !253, line: 69, type: !254, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!253 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!254 = !DISubroutineType(types: !255)
!255 = !{null, !256, !256, !7, !256}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
