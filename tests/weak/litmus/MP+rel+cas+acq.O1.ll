; ModuleID = 'MP+rel+cas+acq.c'
source_filename = "MP+rel+cas+acq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !75
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !80
@r2_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !82
@r2_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !84
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [17 x i8] c"MP+rel+cas+acq.c\00", align 1, !dbg !22
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
@.str.17 = private unnamed_addr constant [14 x i8] c"!\22outcome 16\22\00", align 1, !dbg !66
@.str.18 = private unnamed_addr constant [14 x i8] c"!\22outcome 17\22\00", align 1, !dbg !68
@.str.19 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !70

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !94 {
    #dbg_value(ptr poison, !99, !DIExpression(), !100)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !101
  store atomic i32 1, ptr @y release, align 4, !dbg !102
  ret ptr null, !dbg !103
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !104 {
    #dbg_value(ptr poison, !106, !DIExpression(), !109)
    #dbg_value(i32 1, !107, !DIExpression(), !110)
  %2 = cmpxchg ptr @y, i32 1, i32 2 monotonic monotonic, align 4, !dbg !111
  %3 = extractvalue { i32, i1 } %2, 0
    #dbg_value(i32 %3, !107, !DIExpression(), !110)
  store i32 %3, ptr @r1_0, align 4, !dbg !112, !tbaa !113
  ret ptr null, !dbg !117
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t2(ptr nocapture readnone %0) #0 !dbg !118 {
    #dbg_value(ptr poison, !120, !DIExpression(), !121)
  %2 = load atomic i32, ptr @y acquire, align 4, !dbg !122
  store i32 %2, ptr @r2_0, align 4, !dbg !123, !tbaa !113
  %3 = load atomic i32, ptr @x monotonic, align 4, !dbg !124
  store i32 %3, ptr @r2_1, align 4, !dbg !125, !tbaa !113
  ret ptr null, !dbg !126
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !127 {
  %1 = alloca [3 x i64], align 16, !DIAssignID !142
    #dbg_assign(i1 undef, !131, !DIExpression(), !142, ptr %1, !DIExpression(), !143)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #6, !dbg !144
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !145
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !146
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !147
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !148
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @t2, ptr noundef null) #6, !dbg !149
  %7 = load i64, ptr %1, align 16, !dbg !150, !tbaa !151
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !153
  %9 = load i64, ptr %3, align 8, !dbg !154, !tbaa !151
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !155
  %11 = load i64, ptr %5, align 16, !dbg !156, !tbaa !151
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !157
    #dbg_value(i32 0, !140, !DIExpression(), !143)
  %13 = load i32, ptr @r1_0, align 4, !dbg !158, !tbaa !113
    #dbg_value(i32 %13, !138, !DIExpression(), !143)
  %14 = icmp ult i32 %13, 2, !dbg !159
  %15 = icmp eq i32 %13, 2, !dbg !159
  %16 = select i1 %15, i32 2, i32 -1, !dbg !159
  %17 = select i1 %14, i32 %13, i32 %16, !dbg !159
    #dbg_value(i32 %17, !139, !DIExpression(), !143)
  %18 = icmp slt i32 %17, 0, !dbg !160
  br i1 %18, label %57, label %19, !dbg !162

19:                                               ; preds = %0
    #dbg_value(i32 %17, !140, !DIExpression(), !143)
  %20 = load i32, ptr @r2_0, align 4, !dbg !163, !tbaa !113
    #dbg_value(i32 %20, !138, !DIExpression(), !143)
  %21 = icmp ult i32 %20, 2, !dbg !164
  %22 = icmp eq i32 %20, 2, !dbg !164
  %23 = select i1 %22, i32 2, i32 -1, !dbg !164
  %24 = select i1 %21, i32 %20, i32 %23, !dbg !164
    #dbg_value(i32 %24, !139, !DIExpression(), !143)
  %25 = icmp slt i32 %24, 0, !dbg !165
  br i1 %25, label %57, label %26, !dbg !167

26:                                               ; preds = %19
    #dbg_value(!DIArgList(i32 %17, i32 %24), !140, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !143)
  %27 = load i32, ptr @r2_1, align 4, !dbg !168, !tbaa !113
    #dbg_value(i32 %27, !138, !DIExpression(), !143)
  %28 = icmp eq i32 %27, 0, !dbg !169
  %29 = icmp eq i32 %27, 1, !dbg !170
  %30 = select i1 %29, i32 1, i32 -1, !dbg !170
  %31 = select i1 %28, i32 0, i32 %30, !dbg !170
    #dbg_value(i32 %31, !139, !DIExpression(), !143)
  %32 = icmp slt i32 %31, 0, !dbg !171
  br i1 %32, label %57, label %33, !dbg !173

33:                                               ; preds = %26
  %34 = mul nuw nsw i32 %24, 3, !dbg !174
    #dbg_value(!DIArgList(i32 %17, i32 %34), !140, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !143)
  %35 = add nuw nsw i32 %34, %17, !dbg !175
    #dbg_value(i32 %35, !140, !DIExpression(), !143)
  %36 = mul nuw nsw i32 %31, 9, !dbg !176
  %37 = add nuw nsw i32 %35, %36, !dbg !177
    #dbg_value(i32 %37, !140, !DIExpression(), !143)
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
  ], !dbg !178

38:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 78, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !179
  unreachable, !dbg !179

39:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 83, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !183
  unreachable, !dbg !183

40:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 88, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !186
  unreachable, !dbg !186

41:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 93, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !189
  unreachable, !dbg !189

42:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 98, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !192
  unreachable, !dbg !192

43:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 103, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !195
  unreachable, !dbg !195

44:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 108, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !198
  unreachable, !dbg !198

45:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 113, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !201
  unreachable, !dbg !201

46:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 118, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !204
  unreachable, !dbg !204

47:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !207
  unreachable, !dbg !207

48:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, i32 noundef 128, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !210
  unreachable, !dbg !210

49:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.1, i32 noundef 133, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !213
  unreachable, !dbg !213

50:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.1, i32 noundef 138, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !216
  unreachable, !dbg !216

51:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.1, i32 noundef 143, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !219
  unreachable, !dbg !219

52:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.1, i32 noundef 148, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !222
  unreachable, !dbg !222

53:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.1, i32 noundef 153, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !225
  unreachable, !dbg !225

54:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.1, i32 noundef 158, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !228
  unreachable, !dbg !228

55:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.1, i32 noundef 163, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !231
  unreachable, !dbg !231

56:                                               ; preds = %33
  unreachable

57:                                               ; preds = %26, %19, %0
    #dbg_label(!141, !234)
  call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.1, i32 noundef 172, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !235
  unreachable, !dbg !235
}

; Function Attrs: nounwind
declare !dbg !238 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !258 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !262 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!86, !87, !88, !89, !90, !91, !92}
!llvm.ident = !{!93}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !77, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "MP+rel+cas+acq.c", directory: ".", checksumkind: CSK_MD5, checksum: "7a6fd143c6fc4059e87fd955e16f7a0e")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !45, !47, !49, !51, !56, !58, !60, !62, !64, !66, !68, !70, !0, !75, !80, !82, !84}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
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
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !18, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !18, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 128, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 14)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 133, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !53, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !53, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !53, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !53, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 163, type: !53, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 172, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 22)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !77, isLocal: false, isDefinition: true)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !79)
!79 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 20, type: !79, isLocal: false, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 20, type: !79, isLocal: false, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 20, type: !79, isLocal: false, isDefinition: true)
!86 = !{i32 7, !"Dwarf Version", i32 5}
!87 = !{i32 2, !"Debug Info Version", i32 3}
!88 = !{i32 1, !"wchar_size", i32 4}
!89 = !{i32 8, !"PIC Level", i32 2}
!90 = !{i32 7, !"PIE Level", i32 2}
!91 = !{i32 7, !"uwtable", i32 2}
!92 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!93 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!94 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 22, type: !95, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98)
!95 = !DISubroutineType(types: !96)
!96 = !{!97, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!98 = !{!99}
!99 = !DILocalVariable(name: "arg", arg: 1, scope: !94, file: !3, line: 22, type: !97)
!100 = !DILocation(line: 0, scope: !94)
!101 = !DILocation(line: 25, column: 2, scope: !94)
!102 = !DILocation(line: 26, column: 2, scope: !94)
!103 = !DILocation(line: 27, column: 2, scope: !94)
!104 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !95, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !105)
!105 = !{!106, !107}
!106 = !DILocalVariable(name: "arg", arg: 1, scope: !104, file: !3, line: 30, type: !97)
!107 = !DILocalVariable(name: "e", scope: !108, file: !3, line: 33, type: !79)
!108 = distinct !DILexicalBlock(scope: !104, file: !3, line: 33, column: 2)
!109 = !DILocation(line: 0, scope: !104)
!110 = !DILocation(line: 0, scope: !108)
!111 = !DILocation(line: 33, column: 15, scope: !108)
!112 = !DILocation(line: 33, column: 116, scope: !108)
!113 = !{!114, !114, i64 0}
!114 = !{!"int", !115, i64 0}
!115 = !{!"omnipotent char", !116, i64 0}
!116 = !{!"Simple C/C++ TBAA"}
!117 = !DILocation(line: 34, column: 2, scope: !104)
!118 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 37, type: !95, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!119 = !{!120}
!120 = !DILocalVariable(name: "arg", arg: 1, scope: !118, file: !3, line: 37, type: !97)
!121 = !DILocation(line: 0, scope: !118)
!122 = !DILocation(line: 40, column: 9, scope: !118)
!123 = !DILocation(line: 40, column: 7, scope: !118)
!124 = !DILocation(line: 41, column: 9, scope: !118)
!125 = !DILocation(line: 41, column: 7, scope: !118)
!126 = !DILocation(line: 42, column: 2, scope: !118)
!127 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 45, type: !128, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !130)
!128 = !DISubroutineType(types: !129)
!129 = !{!79}
!130 = !{!131, !138, !139, !140, !141}
!131 = !DILocalVariable(name: "th", scope: !127, file: !3, line: 47, type: !132)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 192, elements: !136)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !134, line: 27, baseType: !135)
!134 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!135 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!136 = !{!137}
!137 = !DISubrange(count: 3)
!138 = !DILocalVariable(name: "v", scope: !127, file: !3, line: 54, type: !79)
!139 = !DILocalVariable(name: "d", scope: !127, file: !3, line: 54, type: !79)
!140 = !DILocalVariable(name: "o", scope: !127, file: !3, line: 54, type: !79)
!141 = !DILabel(scope: !127, name: "unexpected", file: !3, line: 171)
!142 = distinct !DIAssignID()
!143 = !DILocation(line: 0, scope: !127)
!144 = !DILocation(line: 47, column: 2, scope: !127)
!145 = !DILocation(line: 48, column: 2, scope: !127)
!146 = !DILocation(line: 49, column: 18, scope: !127)
!147 = !DILocation(line: 49, column: 2, scope: !127)
!148 = !DILocation(line: 50, column: 18, scope: !127)
!149 = !DILocation(line: 50, column: 2, scope: !127)
!150 = !DILocation(line: 51, column: 15, scope: !127)
!151 = !{!152, !152, i64 0}
!152 = !{!"long", !115, i64 0}
!153 = !DILocation(line: 51, column: 2, scope: !127)
!154 = !DILocation(line: 52, column: 15, scope: !127)
!155 = !DILocation(line: 52, column: 2, scope: !127)
!156 = !DILocation(line: 53, column: 15, scope: !127)
!157 = !DILocation(line: 53, column: 2, scope: !127)
!158 = !DILocation(line: 55, column: 6, scope: !127)
!159 = !DILocation(line: 56, column: 6, scope: !127)
!160 = !DILocation(line: 57, column: 8, scope: !161)
!161 = distinct !DILexicalBlock(scope: !127, file: !3, line: 57, column: 6)
!162 = !DILocation(line: 57, column: 6, scope: !127)
!163 = !DILocation(line: 60, column: 6, scope: !127)
!164 = !DILocation(line: 61, column: 6, scope: !127)
!165 = !DILocation(line: 62, column: 8, scope: !166)
!166 = distinct !DILexicalBlock(scope: !127, file: !3, line: 62, column: 6)
!167 = !DILocation(line: 62, column: 6, scope: !127)
!168 = !DILocation(line: 65, column: 6, scope: !127)
!169 = !DILocation(line: 66, column: 8, scope: !127)
!170 = !DILocation(line: 66, column: 6, scope: !127)
!171 = !DILocation(line: 67, column: 8, scope: !172)
!172 = distinct !DILexicalBlock(scope: !127, file: !3, line: 67, column: 6)
!173 = !DILocation(line: 67, column: 6, scope: !127)
!174 = !DILocation(line: 64, column: 9, scope: !127)
!175 = !DILocation(line: 64, column: 4, scope: !127)
!176 = !DILocation(line: 69, column: 9, scope: !127)
!177 = !DILocation(line: 69, column: 4, scope: !127)
!178 = !DILocation(line: 75, column: 2, scope: !127)
!179 = !DILocation(line: 78, column: 3, scope: !180)
!180 = distinct !DILexicalBlock(scope: !181, file: !3, line: 78, column: 3)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 78, column: 3)
!182 = distinct !DILexicalBlock(scope: !127, file: !3, line: 75, column: 13)
!183 = !DILocation(line: 83, column: 3, scope: !184)
!184 = distinct !DILexicalBlock(scope: !185, file: !3, line: 83, column: 3)
!185 = distinct !DILexicalBlock(scope: !182, file: !3, line: 83, column: 3)
!186 = !DILocation(line: 88, column: 3, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 88, column: 3)
!188 = distinct !DILexicalBlock(scope: !182, file: !3, line: 88, column: 3)
!189 = !DILocation(line: 93, column: 3, scope: !190)
!190 = distinct !DILexicalBlock(scope: !191, file: !3, line: 93, column: 3)
!191 = distinct !DILexicalBlock(scope: !182, file: !3, line: 93, column: 3)
!192 = !DILocation(line: 98, column: 3, scope: !193)
!193 = distinct !DILexicalBlock(scope: !194, file: !3, line: 98, column: 3)
!194 = distinct !DILexicalBlock(scope: !182, file: !3, line: 98, column: 3)
!195 = !DILocation(line: 103, column: 3, scope: !196)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 103, column: 3)
!197 = distinct !DILexicalBlock(scope: !182, file: !3, line: 103, column: 3)
!198 = !DILocation(line: 108, column: 3, scope: !199)
!199 = distinct !DILexicalBlock(scope: !200, file: !3, line: 108, column: 3)
!200 = distinct !DILexicalBlock(scope: !182, file: !3, line: 108, column: 3)
!201 = !DILocation(line: 113, column: 3, scope: !202)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 113, column: 3)
!203 = distinct !DILexicalBlock(scope: !182, file: !3, line: 113, column: 3)
!204 = !DILocation(line: 118, column: 3, scope: !205)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 118, column: 3)
!206 = distinct !DILexicalBlock(scope: !182, file: !3, line: 118, column: 3)
!207 = !DILocation(line: 123, column: 3, scope: !208)
!208 = distinct !DILexicalBlock(scope: !209, file: !3, line: 123, column: 3)
!209 = distinct !DILexicalBlock(scope: !182, file: !3, line: 123, column: 3)
!210 = !DILocation(line: 128, column: 3, scope: !211)
!211 = distinct !DILexicalBlock(scope: !212, file: !3, line: 128, column: 3)
!212 = distinct !DILexicalBlock(scope: !182, file: !3, line: 128, column: 3)
!213 = !DILocation(line: 133, column: 3, scope: !214)
!214 = distinct !DILexicalBlock(scope: !215, file: !3, line: 133, column: 3)
!215 = distinct !DILexicalBlock(scope: !182, file: !3, line: 133, column: 3)
!216 = !DILocation(line: 138, column: 3, scope: !217)
!217 = distinct !DILexicalBlock(scope: !218, file: !3, line: 138, column: 3)
!218 = distinct !DILexicalBlock(scope: !182, file: !3, line: 138, column: 3)
!219 = !DILocation(line: 143, column: 3, scope: !220)
!220 = distinct !DILexicalBlock(scope: !221, file: !3, line: 143, column: 3)
!221 = distinct !DILexicalBlock(scope: !182, file: !3, line: 143, column: 3)
!222 = !DILocation(line: 148, column: 3, scope: !223)
!223 = distinct !DILexicalBlock(scope: !224, file: !3, line: 148, column: 3)
!224 = distinct !DILexicalBlock(scope: !182, file: !3, line: 148, column: 3)
!225 = !DILocation(line: 153, column: 3, scope: !226)
!226 = distinct !DILexicalBlock(scope: !227, file: !3, line: 153, column: 3)
!227 = distinct !DILexicalBlock(scope: !182, file: !3, line: 153, column: 3)
!228 = !DILocation(line: 158, column: 3, scope: !229)
!229 = distinct !DILexicalBlock(scope: !230, file: !3, line: 158, column: 3)
!230 = distinct !DILexicalBlock(scope: !182, file: !3, line: 158, column: 3)
!231 = !DILocation(line: 163, column: 3, scope: !232)
!232 = distinct !DILexicalBlock(scope: !233, file: !3, line: 163, column: 3)
!233 = distinct !DILexicalBlock(scope: !182, file: !3, line: 163, column: 3)
!234 = !DILocation(line: 171, column: 1, scope: !127)
!235 = !DILocation(line: 172, column: 2, scope: !236)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 172, column: 2)
!237 = distinct !DILexicalBlock(scope: !127, file: !3, line: 172, column: 2)
!238 = !DISubprogram(name: "pthread_create", scope: !239, file: !239, line: 202, type: !240, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!239 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!240 = !DISubroutineType(types: !241)
!241 = !{!79, !242, !244, !256, !257}
!242 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !243)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !245)
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !247)
!247 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !134, line: 62, baseType: !248)
!248 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !134, line: 56, size: 448, elements: !249)
!249 = !{!250, !254}
!250 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !248, file: !134, line: 58, baseType: !251, size: 448)
!251 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !252)
!252 = !{!253}
!253 = !DISubrange(count: 56)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !248, file: !134, line: 59, baseType: !255, size: 64)
!255 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!258 = !DISubprogram(name: "pthread_join", scope: !239, file: !239, line: 219, type: !259, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DISubroutineType(types: !260)
!260 = !{!79, !133, !261}
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!262 = !DISubprogram(name: "__assert_fail", scope: !263, file: !263, line: 69, type: !264, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!263 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!264 = !DISubroutineType(types: !265)
!265 = !{null, !266, !266, !7, !266}
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
