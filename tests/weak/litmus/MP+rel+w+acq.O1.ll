; ModuleID = 'MP+rel+w+acq.c'
source_filename = "MP+rel+w+acq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !73
@r2_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !78
@r2_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !80
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [15 x i8] c"MP+rel+w+acq.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !31
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !33
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !35
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !37
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !39
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !41
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !43
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !45
@.str.10 = private unnamed_addr constant [13 x i8] c"!\22outcome 9\22\00", align 1, !dbg !47
@.str.11 = private unnamed_addr constant [14 x i8] c"!\22outcome 10\22\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [14 x i8] c"!\22outcome 11\22\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [14 x i8] c"!\22outcome 12\22\00", align 1, !dbg !56
@.str.14 = private unnamed_addr constant [14 x i8] c"!\22outcome 13\22\00", align 1, !dbg !58
@.str.15 = private unnamed_addr constant [14 x i8] c"!\22outcome 14\22\00", align 1, !dbg !60
@.str.16 = private unnamed_addr constant [14 x i8] c"!\22outcome 15\22\00", align 1, !dbg !62
@.str.17 = private unnamed_addr constant [14 x i8] c"!\22outcome 16\22\00", align 1, !dbg !64
@.str.18 = private unnamed_addr constant [14 x i8] c"!\22outcome 17\22\00", align 1, !dbg !66
@.str.19 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !68

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !90 {
    #dbg_value(ptr poison, !95, !DIExpression(), !96)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !97
  store atomic i32 1, ptr @y release, align 4, !dbg !98
  ret ptr null, !dbg !99
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !100 {
    #dbg_value(ptr poison, !102, !DIExpression(), !103)
  store atomic i32 2, ptr @y monotonic, align 4, !dbg !104
  ret ptr null, !dbg !105
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t2(ptr nocapture readnone %0) #0 !dbg !106 {
    #dbg_value(ptr poison, !108, !DIExpression(), !109)
  %2 = load atomic i32, ptr @y acquire, align 4, !dbg !110
  store i32 %2, ptr @r2_0, align 4, !dbg !111, !tbaa !112
  %3 = load atomic i32, ptr @x monotonic, align 4, !dbg !116
  store i32 %3, ptr @r2_1, align 4, !dbg !117, !tbaa !112
  ret ptr null, !dbg !118
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !119 {
  %1 = alloca [3 x i64], align 16, !DIAssignID !134
    #dbg_assign(i1 undef, !123, !DIExpression(), !134, ptr %1, !DIExpression(), !135)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6, !dbg !136
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !137
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !138
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !139
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !140
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @t2, ptr noundef null) #6, !dbg !141
  %7 = load i64, ptr %1, align 16, !dbg !142, !tbaa !143
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !145
  %9 = load i64, ptr %3, align 8, !dbg !146, !tbaa !143
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !147
  %11 = load i64, ptr %5, align 16, !dbg !148, !tbaa !143
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !149
    #dbg_value(i32 0, !132, !DIExpression(), !135)
  %13 = load i32, ptr @r2_0, align 4, !dbg !150, !tbaa !112
    #dbg_value(i32 %13, !130, !DIExpression(), !135)
  %14 = icmp ult i32 %13, 2, !dbg !151
  %15 = icmp eq i32 %13, 2, !dbg !151
  %16 = select i1 %15, i32 2, i32 -1, !dbg !151
  %17 = select i1 %14, i32 %13, i32 %16, !dbg !151
    #dbg_value(i32 %17, !131, !DIExpression(), !135)
  %18 = icmp slt i32 %17, 0, !dbg !152
  br i1 %18, label %57, label %19, !dbg !154

19:                                               ; preds = %0
    #dbg_value(i32 %17, !132, !DIExpression(), !135)
  %20 = load i32, ptr @r2_1, align 4, !dbg !155, !tbaa !112
    #dbg_value(i32 %20, !130, !DIExpression(), !135)
  %21 = icmp eq i32 %20, 0, !dbg !156
  %22 = icmp eq i32 %20, 1, !dbg !157
  %23 = select i1 %22, i32 1, i32 -1, !dbg !157
  %24 = select i1 %21, i32 0, i32 %23, !dbg !157
    #dbg_value(i32 %24, !131, !DIExpression(), !135)
  %25 = icmp slt i32 %24, 0, !dbg !158
  br i1 %25, label %57, label %26, !dbg !160

26:                                               ; preds = %19
    #dbg_value(!DIArgList(i32 %24, i32 %17), !132, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !135)
  %27 = load atomic i32, ptr @y monotonic, align 4, !dbg !161
    #dbg_value(i32 %27, !130, !DIExpression(), !135)
  %28 = icmp ult i32 %27, 2, !dbg !162
  %29 = icmp eq i32 %27, 2, !dbg !162
  %30 = select i1 %29, i32 2, i32 -1, !dbg !162
  %31 = select i1 %28, i32 %27, i32 %30, !dbg !162
    #dbg_value(i32 %31, !131, !DIExpression(), !135)
  %32 = icmp slt i32 %31, 0, !dbg !163
  br i1 %32, label %57, label %33, !dbg !165

33:                                               ; preds = %26
  %34 = mul nuw nsw i32 %24, 3, !dbg !166
    #dbg_value(!DIArgList(i32 %34, i32 %17), !132, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !135)
  %35 = add nuw nsw i32 %34, %17, !dbg !167
    #dbg_value(i32 %35, !132, !DIExpression(), !135)
  %36 = mul nuw nsw i32 %31, 6, !dbg !168
  %37 = add nuw nsw i32 %35, %36, !dbg !169
    #dbg_value(i32 %37, !132, !DIExpression(), !135)
  switch i32 %37, label %56 [
    i32 0, label %38
    i32 1, label %39
    i32 2, label %40
    i32 3, label %41
    i32 4, label %42
    i32 5, label %43
    i32 6, label %44
    i32 7, label %45
    i32 8, label %46
    i32 9, label %47
    i32 10, label %48
    i32 11, label %49
    i32 12, label %50
    i32 13, label %51
    i32 14, label %52
    i32 15, label %53
    i32 16, label %54
    i32 17, label %55
  ], !dbg !170

38:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 78, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !171
  unreachable, !dbg !171

39:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 83, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !175
  unreachable, !dbg !175

40:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 88, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !178
  unreachable, !dbg !178

41:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 93, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !181
  unreachable, !dbg !181

42:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 98, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !184
  unreachable, !dbg !184

43:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 103, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !187
  unreachable, !dbg !187

44:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 108, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !190
  unreachable, !dbg !190

45:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 113, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !193
  unreachable, !dbg !193

46:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 118, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !196
  unreachable, !dbg !196

47:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !199
  unreachable, !dbg !199

48:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, i32 noundef 128, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !202
  unreachable, !dbg !202

49:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.1, i32 noundef 133, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !205
  unreachable, !dbg !205

50:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.1, i32 noundef 138, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !208
  unreachable, !dbg !208

51:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.1, i32 noundef 143, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !211
  unreachable, !dbg !211

52:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.1, i32 noundef 148, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !214
  unreachable, !dbg !214

53:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.1, i32 noundef 153, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !217
  unreachable, !dbg !217

54:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.1, i32 noundef 158, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !220
  unreachable, !dbg !220

55:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.1, i32 noundef 163, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !223
  unreachable, !dbg !223

56:                                               ; preds = %33
  unreachable

57:                                               ; preds = %26, %19, %0
    #dbg_label(!133, !226)
  call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.1, i32 noundef 172, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !227
  unreachable, !dbg !227
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !230 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !250 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !254 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88}
!llvm.ident = !{!89}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !75, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "MP+rel+w+acq.c", directory: ".", checksumkind: CSK_MD5, checksum: "85224d9d0a63a3ea4340ab5896af6732")
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
!15 = !{!16, !22, !27, !31, !33, !35, !37, !39, !41, !43, !45, !47, !49, !54, !56, !58, !60, !62, !64, !66, !68, !0, !73, !78, !80}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !25)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !18, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !18, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 128, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 14)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 133, type: !51, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !51, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !51, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !51, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !51, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !51, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 163, type: !51, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 172, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 22)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !75, isLocal: false, isDefinition: true)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !77)
!77 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 20, type: !77, isLocal: false, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 20, type: !77, isLocal: false, isDefinition: true)
!82 = !{i32 7, !"Dwarf Version", i32 5}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 4}
!85 = !{i32 8, !"PIC Level", i32 2}
!86 = !{i32 7, !"PIE Level", i32 2}
!87 = !{i32 7, !"uwtable", i32 2}
!88 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!89 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!90 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 22, type: !91, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !94)
!91 = !DISubroutineType(types: !92)
!92 = !{!93, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!94 = !{!95}
!95 = !DILocalVariable(name: "arg", arg: 1, scope: !90, file: !3, line: 22, type: !93)
!96 = !DILocation(line: 0, scope: !90)
!97 = !DILocation(line: 25, column: 2, scope: !90)
!98 = !DILocation(line: 26, column: 2, scope: !90)
!99 = !DILocation(line: 27, column: 2, scope: !90)
!100 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !91, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!101 = !{!102}
!102 = !DILocalVariable(name: "arg", arg: 1, scope: !100, file: !3, line: 30, type: !93)
!103 = !DILocation(line: 0, scope: !100)
!104 = !DILocation(line: 33, column: 2, scope: !100)
!105 = !DILocation(line: 34, column: 2, scope: !100)
!106 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 37, type: !91, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !107)
!107 = !{!108}
!108 = !DILocalVariable(name: "arg", arg: 1, scope: !106, file: !3, line: 37, type: !93)
!109 = !DILocation(line: 0, scope: !106)
!110 = !DILocation(line: 40, column: 9, scope: !106)
!111 = !DILocation(line: 40, column: 7, scope: !106)
!112 = !{!113, !113, i64 0}
!113 = !{!"int", !114, i64 0}
!114 = !{!"omnipotent char", !115, i64 0}
!115 = !{!"Simple C/C++ TBAA"}
!116 = !DILocation(line: 41, column: 9, scope: !106)
!117 = !DILocation(line: 41, column: 7, scope: !106)
!118 = !DILocation(line: 42, column: 2, scope: !106)
!119 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 45, type: !120, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !122)
!120 = !DISubroutineType(types: !121)
!121 = !{!77}
!122 = !{!123, !130, !131, !132, !133}
!123 = !DILocalVariable(name: "th", scope: !119, file: !3, line: 47, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 192, elements: !128)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !126, line: 27, baseType: !127)
!126 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!127 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!128 = !{!129}
!129 = !DISubrange(count: 3)
!130 = !DILocalVariable(name: "v", scope: !119, file: !3, line: 54, type: !77)
!131 = !DILocalVariable(name: "d", scope: !119, file: !3, line: 54, type: !77)
!132 = !DILocalVariable(name: "o", scope: !119, file: !3, line: 54, type: !77)
!133 = !DILabel(scope: !119, name: "unexpected", file: !3, line: 171)
!134 = distinct !DIAssignID()
!135 = !DILocation(line: 0, scope: !119)
!136 = !DILocation(line: 47, column: 2, scope: !119)
!137 = !DILocation(line: 48, column: 2, scope: !119)
!138 = !DILocation(line: 49, column: 18, scope: !119)
!139 = !DILocation(line: 49, column: 2, scope: !119)
!140 = !DILocation(line: 50, column: 18, scope: !119)
!141 = !DILocation(line: 50, column: 2, scope: !119)
!142 = !DILocation(line: 51, column: 15, scope: !119)
!143 = !{!144, !144, i64 0}
!144 = !{!"long", !114, i64 0}
!145 = !DILocation(line: 51, column: 2, scope: !119)
!146 = !DILocation(line: 52, column: 15, scope: !119)
!147 = !DILocation(line: 52, column: 2, scope: !119)
!148 = !DILocation(line: 53, column: 15, scope: !119)
!149 = !DILocation(line: 53, column: 2, scope: !119)
!150 = !DILocation(line: 55, column: 6, scope: !119)
!151 = !DILocation(line: 56, column: 6, scope: !119)
!152 = !DILocation(line: 57, column: 8, scope: !153)
!153 = distinct !DILexicalBlock(scope: !119, file: !3, line: 57, column: 6)
!154 = !DILocation(line: 57, column: 6, scope: !119)
!155 = !DILocation(line: 60, column: 6, scope: !119)
!156 = !DILocation(line: 61, column: 8, scope: !119)
!157 = !DILocation(line: 61, column: 6, scope: !119)
!158 = !DILocation(line: 62, column: 8, scope: !159)
!159 = distinct !DILexicalBlock(scope: !119, file: !3, line: 62, column: 6)
!160 = !DILocation(line: 62, column: 6, scope: !119)
!161 = !DILocation(line: 65, column: 6, scope: !119)
!162 = !DILocation(line: 66, column: 6, scope: !119)
!163 = !DILocation(line: 67, column: 8, scope: !164)
!164 = distinct !DILexicalBlock(scope: !119, file: !3, line: 67, column: 6)
!165 = !DILocation(line: 67, column: 6, scope: !119)
!166 = !DILocation(line: 64, column: 9, scope: !119)
!167 = !DILocation(line: 64, column: 4, scope: !119)
!168 = !DILocation(line: 69, column: 9, scope: !119)
!169 = !DILocation(line: 69, column: 4, scope: !119)
!170 = !DILocation(line: 75, column: 2, scope: !119)
!171 = !DILocation(line: 78, column: 3, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 78, column: 3)
!173 = distinct !DILexicalBlock(scope: !174, file: !3, line: 78, column: 3)
!174 = distinct !DILexicalBlock(scope: !119, file: !3, line: 75, column: 13)
!175 = !DILocation(line: 83, column: 3, scope: !176)
!176 = distinct !DILexicalBlock(scope: !177, file: !3, line: 83, column: 3)
!177 = distinct !DILexicalBlock(scope: !174, file: !3, line: 83, column: 3)
!178 = !DILocation(line: 88, column: 3, scope: !179)
!179 = distinct !DILexicalBlock(scope: !180, file: !3, line: 88, column: 3)
!180 = distinct !DILexicalBlock(scope: !174, file: !3, line: 88, column: 3)
!181 = !DILocation(line: 93, column: 3, scope: !182)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 93, column: 3)
!183 = distinct !DILexicalBlock(scope: !174, file: !3, line: 93, column: 3)
!184 = !DILocation(line: 98, column: 3, scope: !185)
!185 = distinct !DILexicalBlock(scope: !186, file: !3, line: 98, column: 3)
!186 = distinct !DILexicalBlock(scope: !174, file: !3, line: 98, column: 3)
!187 = !DILocation(line: 103, column: 3, scope: !188)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 103, column: 3)
!189 = distinct !DILexicalBlock(scope: !174, file: !3, line: 103, column: 3)
!190 = !DILocation(line: 108, column: 3, scope: !191)
!191 = distinct !DILexicalBlock(scope: !192, file: !3, line: 108, column: 3)
!192 = distinct !DILexicalBlock(scope: !174, file: !3, line: 108, column: 3)
!193 = !DILocation(line: 113, column: 3, scope: !194)
!194 = distinct !DILexicalBlock(scope: !195, file: !3, line: 113, column: 3)
!195 = distinct !DILexicalBlock(scope: !174, file: !3, line: 113, column: 3)
!196 = !DILocation(line: 118, column: 3, scope: !197)
!197 = distinct !DILexicalBlock(scope: !198, file: !3, line: 118, column: 3)
!198 = distinct !DILexicalBlock(scope: !174, file: !3, line: 118, column: 3)
!199 = !DILocation(line: 123, column: 3, scope: !200)
!200 = distinct !DILexicalBlock(scope: !201, file: !3, line: 123, column: 3)
!201 = distinct !DILexicalBlock(scope: !174, file: !3, line: 123, column: 3)
!202 = !DILocation(line: 128, column: 3, scope: !203)
!203 = distinct !DILexicalBlock(scope: !204, file: !3, line: 128, column: 3)
!204 = distinct !DILexicalBlock(scope: !174, file: !3, line: 128, column: 3)
!205 = !DILocation(line: 133, column: 3, scope: !206)
!206 = distinct !DILexicalBlock(scope: !207, file: !3, line: 133, column: 3)
!207 = distinct !DILexicalBlock(scope: !174, file: !3, line: 133, column: 3)
!208 = !DILocation(line: 138, column: 3, scope: !209)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 138, column: 3)
!210 = distinct !DILexicalBlock(scope: !174, file: !3, line: 138, column: 3)
!211 = !DILocation(line: 143, column: 3, scope: !212)
!212 = distinct !DILexicalBlock(scope: !213, file: !3, line: 143, column: 3)
!213 = distinct !DILexicalBlock(scope: !174, file: !3, line: 143, column: 3)
!214 = !DILocation(line: 148, column: 3, scope: !215)
!215 = distinct !DILexicalBlock(scope: !216, file: !3, line: 148, column: 3)
!216 = distinct !DILexicalBlock(scope: !174, file: !3, line: 148, column: 3)
!217 = !DILocation(line: 153, column: 3, scope: !218)
!218 = distinct !DILexicalBlock(scope: !219, file: !3, line: 153, column: 3)
!219 = distinct !DILexicalBlock(scope: !174, file: !3, line: 153, column: 3)
!220 = !DILocation(line: 158, column: 3, scope: !221)
!221 = distinct !DILexicalBlock(scope: !222, file: !3, line: 158, column: 3)
!222 = distinct !DILexicalBlock(scope: !174, file: !3, line: 158, column: 3)
!223 = !DILocation(line: 163, column: 3, scope: !224)
!224 = distinct !DILexicalBlock(scope: !225, file: !3, line: 163, column: 3)
!225 = distinct !DILexicalBlock(scope: !174, file: !3, line: 163, column: 3)
!226 = !DILocation(line: 171, column: 1, scope: !119)
!227 = !DILocation(line: 172, column: 2, scope: !228)
!228 = distinct !DILexicalBlock(scope: !229, file: !3, line: 172, column: 2)
!229 = distinct !DILexicalBlock(scope: !119, file: !3, line: 172, column: 2)
!230 = !DISubprogram(name: "pthread_create", scope: !231, file: !231, line: 202, type: !232, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!232 = !DISubroutineType(types: !233)
!233 = !{!77, !234, !236, !248, !249}
!234 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !235)
!235 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!236 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !237)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !239)
!239 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !126, line: 62, baseType: !240)
!240 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !126, line: 56, size: 448, elements: !241)
!241 = !{!242, !246}
!242 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !240, file: !126, line: 58, baseType: !243, size: 448)
!243 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !244)
!244 = !{!245}
!245 = !DISubrange(count: 56)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !240, file: !126, line: 59, baseType: !247, size: 64)
!247 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!250 = !DISubprogram(name: "pthread_join", scope: !231, file: !231, line: 219, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!251 = !DISubroutineType(types: !252)
!252 = !{!77, !125, !253}
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!254 = !DISubprogram(name: "__assert_fail", scope: !255, file: !255, line: 69, type: !256, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!255 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!256 = !DISubroutineType(types: !257)
!257 = !{null, !258, !258, !7, !258}
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
