; ModuleID = 'IRIW+acq.c'
source_filename = "IRIW+acq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !71
@r2_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !76
@r2_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !78
@r3_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !80
@r3_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !82
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [11 x i8] c"IRIW+acq.c\00", align 1, !dbg !22
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
  store atomic i32 1, ptr @x release, align 4, !dbg !99
  ret ptr null, !dbg !100
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !101 {
    #dbg_value(ptr poison, !103, !DIExpression(), !104)
  store atomic i32 1, ptr @y release, align 4, !dbg !105
  ret ptr null, !dbg !106
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t2(ptr nocapture readnone %0) #0 !dbg !107 {
    #dbg_value(ptr poison, !109, !DIExpression(), !110)
  %2 = load atomic i32, ptr @x acquire, align 4, !dbg !111
  store i32 %2, ptr @r2_0, align 4, !dbg !112, !tbaa !113
  %3 = load atomic i32, ptr @y acquire, align 4, !dbg !117
  store i32 %3, ptr @r2_1, align 4, !dbg !118, !tbaa !113
  ret ptr null, !dbg !119
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @t3(ptr nocapture readnone %0) #0 !dbg !120 {
    #dbg_value(ptr poison, !122, !DIExpression(), !123)
  %2 = load atomic i32, ptr @y acquire, align 4, !dbg !124
  store i32 %2, ptr @r3_0, align 4, !dbg !125, !tbaa !113
  %3 = load atomic i32, ptr @x acquire, align 4, !dbg !126
  store i32 %3, ptr @r3_1, align 4, !dbg !127, !tbaa !113
  ret ptr null, !dbg !128
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !129 {
  %1 = alloca [4 x i64], align 16, !DIAssignID !144
    #dbg_assign(i1 undef, !133, !DIExpression(), !144, ptr %1, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !146
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !147
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !148
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !149
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !150
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @t2, ptr noundef null) #6, !dbg !151
  %7 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !152
  %8 = call i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @t3, ptr noundef null) #6, !dbg !153
  %9 = load i64, ptr %1, align 16, !dbg !154, !tbaa !155
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !157
  %11 = load i64, ptr %3, align 8, !dbg !158, !tbaa !155
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !159
  %13 = load i64, ptr %5, align 16, !dbg !160, !tbaa !155
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #6, !dbg !161
  %15 = load i64, ptr %7, align 8, !dbg !162, !tbaa !155
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #6, !dbg !163
    #dbg_value(i32 0, !142, !DIExpression(), !145)
  %17 = load i32, ptr @r2_0, align 4, !dbg !164, !tbaa !113
    #dbg_value(i32 %17, !140, !DIExpression(), !145)
  %18 = icmp eq i32 %17, 0, !dbg !165
  %19 = icmp eq i32 %17, 1, !dbg !166
  %20 = select i1 %19, i32 1, i32 -1, !dbg !166
  %21 = select i1 %18, i32 0, i32 %20, !dbg !166
    #dbg_value(i32 %21, !141, !DIExpression(), !145)
  %22 = icmp slt i32 %21, 0, !dbg !167
  br i1 %22, label %68, label %23, !dbg !169

23:                                               ; preds = %0
    #dbg_value(i32 %21, !142, !DIExpression(), !145)
  %24 = load i32, ptr @r2_1, align 4, !dbg !170, !tbaa !113
    #dbg_value(i32 %24, !140, !DIExpression(), !145)
  %25 = icmp eq i32 %24, 0, !dbg !171
  %26 = icmp eq i32 %24, 1, !dbg !172
  %27 = select i1 %26, i32 1, i32 -1, !dbg !172
  %28 = select i1 %25, i32 0, i32 %27, !dbg !172
    #dbg_value(i32 %28, !141, !DIExpression(), !145)
  %29 = icmp slt i32 %28, 0, !dbg !173
  br i1 %29, label %68, label %30, !dbg !175

30:                                               ; preds = %23
    #dbg_value(!DIArgList(i32 %21, i32 %28), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !145)
  %31 = load i32, ptr @r3_0, align 4, !dbg !176, !tbaa !113
    #dbg_value(i32 %31, !140, !DIExpression(), !145)
  %32 = icmp eq i32 %31, 0, !dbg !177
  %33 = icmp eq i32 %31, 1, !dbg !178
  %34 = select i1 %33, i32 1, i32 -1, !dbg !178
  %35 = select i1 %32, i32 0, i32 %34, !dbg !178
    #dbg_value(i32 %35, !141, !DIExpression(), !145)
  %36 = icmp slt i32 %35, 0, !dbg !179
  br i1 %36, label %68, label %37, !dbg !181

37:                                               ; preds = %30
    #dbg_value(!DIArgList(i32 %21, i32 %28), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !145)
    #dbg_value(!DIArgList(i32 %21, i32 %28), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !145)
    #dbg_value(!DIArgList(i32 %21, i32 %35, i32 %28), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !145)
  %38 = load i32, ptr @r3_1, align 4, !dbg !182, !tbaa !113
    #dbg_value(i32 %38, !140, !DIExpression(), !145)
  %39 = icmp eq i32 %38, 0, !dbg !183
  %40 = icmp eq i32 %38, 1, !dbg !184
  %41 = select i1 %40, i32 1, i32 -1, !dbg !184
  %42 = select i1 %39, i32 0, i32 %41, !dbg !184
    #dbg_value(i32 %42, !141, !DIExpression(), !145)
  %43 = icmp slt i32 %42, 0, !dbg !185
  br i1 %43, label %68, label %44, !dbg !187

44:                                               ; preds = %37
  %45 = shl nuw nsw i32 %28, 1, !dbg !188
    #dbg_value(!DIArgList(i32 %21, i32 %35, i32 %45), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !145)
  %46 = add nuw nsw i32 %45, %21, !dbg !189
    #dbg_value(!DIArgList(i32 %46, i32 %35), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !145)
  %47 = shl nuw nsw i32 %35, 2, !dbg !190
    #dbg_value(!DIArgList(i32 %46, i32 %47), !142, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !145)
  %48 = add nuw nsw i32 %46, %47, !dbg !191
    #dbg_value(i32 %48, !142, !DIExpression(), !145)
  %49 = shl nuw nsw i32 %42, 3, !dbg !192
  %50 = add nuw nsw i32 %48, %49, !dbg !193
    #dbg_value(i32 %50, !142, !DIExpression(), !145)
  switch i32 %50, label %67 [
    i32 0, label %51
    i32 1, label %52
    i32 2, label %53
    i32 3, label %54
    i32 4, label %55
    i32 5, label %56
    i32 6, label %57
    i32 7, label %58
    i32 8, label %59
    i32 9, label %60
    i32 10, label %61
    i32 11, label %62
    i32 12, label %63
    i32 13, label %64
    i32 14, label %65
    i32 15, label %66
  ], !dbg !194

51:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 94, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !195
  unreachable, !dbg !195

52:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 99, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !199
  unreachable, !dbg !199

53:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 104, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !202
  unreachable, !dbg !202

54:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 109, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !205
  unreachable, !dbg !205

55:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 114, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !208
  unreachable, !dbg !208

56:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 119, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !211
  unreachable, !dbg !211

57:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 124, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !214
  unreachable, !dbg !214

58:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 129, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !217
  unreachable, !dbg !217

59:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 134, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !220
  unreachable, !dbg !220

60:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 139, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !223
  unreachable, !dbg !223

61:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, i32 noundef 144, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !226
  unreachable, !dbg !226

62:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.1, i32 noundef 149, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !229
  unreachable, !dbg !229

63:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.1, i32 noundef 154, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !232
  unreachable, !dbg !232

64:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.1, i32 noundef 159, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !235
  unreachable, !dbg !235

65:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.1, i32 noundef 164, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !238
  unreachable, !dbg !238

66:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.1, i32 noundef 169, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !241
  unreachable, !dbg !241

67:                                               ; preds = %44
  unreachable

68:                                               ; preds = %37, %30, %23, %0
    #dbg_label(!143, !244)
  call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.1, i32 noundef 178, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !245
  unreachable, !dbg !245
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !248 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !268 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !272 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

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
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 20, type: !73, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "IRIW+acq.c", directory: ".", checksumkind: CSK_MD5, checksum: "19e3a6f5e00c9446cef719ca7de8ef9c")
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
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 119, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 129, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !18, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 139, type: !18, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 14)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 149, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 154, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 159, type: !53, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 164, type: !53, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 169, type: !53, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 178, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 22)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 21, type: !73, isLocal: false, isDefinition: true)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !75)
!75 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 22, type: !75, isLocal: false, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 22, type: !75, isLocal: false, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "r3_0", scope: !2, file: !3, line: 22, type: !75, isLocal: false, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "r3_1", scope: !2, file: !3, line: 22, type: !75, isLocal: false, isDefinition: true)
!84 = !{i32 7, !"Dwarf Version", i32 5}
!85 = !{i32 2, !"Debug Info Version", i32 3}
!86 = !{i32 1, !"wchar_size", i32 4}
!87 = !{i32 8, !"PIC Level", i32 2}
!88 = !{i32 7, !"PIE Level", i32 2}
!89 = !{i32 7, !"uwtable", i32 2}
!90 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!91 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!92 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 24, type: !93, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{!95, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!96 = !{!97}
!97 = !DILocalVariable(name: "arg", arg: 1, scope: !92, file: !3, line: 24, type: !95)
!98 = !DILocation(line: 0, scope: !92)
!99 = !DILocation(line: 27, column: 2, scope: !92)
!100 = !DILocation(line: 28, column: 2, scope: !92)
!101 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 31, type: !93, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !102)
!102 = !{!103}
!103 = !DILocalVariable(name: "arg", arg: 1, scope: !101, file: !3, line: 31, type: !95)
!104 = !DILocation(line: 0, scope: !101)
!105 = !DILocation(line: 34, column: 2, scope: !101)
!106 = !DILocation(line: 35, column: 2, scope: !101)
!107 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 38, type: !93, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !108)
!108 = !{!109}
!109 = !DILocalVariable(name: "arg", arg: 1, scope: !107, file: !3, line: 38, type: !95)
!110 = !DILocation(line: 0, scope: !107)
!111 = !DILocation(line: 41, column: 9, scope: !107)
!112 = !DILocation(line: 41, column: 7, scope: !107)
!113 = !{!114, !114, i64 0}
!114 = !{!"int", !115, i64 0}
!115 = !{!"omnipotent char", !116, i64 0}
!116 = !{!"Simple C/C++ TBAA"}
!117 = !DILocation(line: 42, column: 9, scope: !107)
!118 = !DILocation(line: 42, column: 7, scope: !107)
!119 = !DILocation(line: 43, column: 2, scope: !107)
!120 = distinct !DISubprogram(name: "t3", scope: !3, file: !3, line: 46, type: !93, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!121 = !{!122}
!122 = !DILocalVariable(name: "arg", arg: 1, scope: !120, file: !3, line: 46, type: !95)
!123 = !DILocation(line: 0, scope: !120)
!124 = !DILocation(line: 49, column: 9, scope: !120)
!125 = !DILocation(line: 49, column: 7, scope: !120)
!126 = !DILocation(line: 50, column: 9, scope: !120)
!127 = !DILocation(line: 50, column: 7, scope: !120)
!128 = !DILocation(line: 51, column: 2, scope: !120)
!129 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 54, type: !130, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!75}
!132 = !{!133, !140, !141, !142, !143}
!133 = !DILocalVariable(name: "th", scope: !129, file: !3, line: 56, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !135, size: 256, elements: !138)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !136, line: 27, baseType: !137)
!136 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!137 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!138 = !{!139}
!139 = !DISubrange(count: 4)
!140 = !DILocalVariable(name: "v", scope: !129, file: !3, line: 65, type: !75)
!141 = !DILocalVariable(name: "d", scope: !129, file: !3, line: 65, type: !75)
!142 = !DILocalVariable(name: "o", scope: !129, file: !3, line: 65, type: !75)
!143 = !DILabel(scope: !129, name: "unexpected", file: !3, line: 177)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !129)
!146 = !DILocation(line: 56, column: 2, scope: !129)
!147 = !DILocation(line: 57, column: 2, scope: !129)
!148 = !DILocation(line: 58, column: 18, scope: !129)
!149 = !DILocation(line: 58, column: 2, scope: !129)
!150 = !DILocation(line: 59, column: 18, scope: !129)
!151 = !DILocation(line: 59, column: 2, scope: !129)
!152 = !DILocation(line: 60, column: 18, scope: !129)
!153 = !DILocation(line: 60, column: 2, scope: !129)
!154 = !DILocation(line: 61, column: 15, scope: !129)
!155 = !{!156, !156, i64 0}
!156 = !{!"long", !115, i64 0}
!157 = !DILocation(line: 61, column: 2, scope: !129)
!158 = !DILocation(line: 62, column: 15, scope: !129)
!159 = !DILocation(line: 62, column: 2, scope: !129)
!160 = !DILocation(line: 63, column: 15, scope: !129)
!161 = !DILocation(line: 63, column: 2, scope: !129)
!162 = !DILocation(line: 64, column: 15, scope: !129)
!163 = !DILocation(line: 64, column: 2, scope: !129)
!164 = !DILocation(line: 66, column: 6, scope: !129)
!165 = !DILocation(line: 67, column: 8, scope: !129)
!166 = !DILocation(line: 67, column: 6, scope: !129)
!167 = !DILocation(line: 68, column: 8, scope: !168)
!168 = distinct !DILexicalBlock(scope: !129, file: !3, line: 68, column: 6)
!169 = !DILocation(line: 68, column: 6, scope: !129)
!170 = !DILocation(line: 71, column: 6, scope: !129)
!171 = !DILocation(line: 72, column: 8, scope: !129)
!172 = !DILocation(line: 72, column: 6, scope: !129)
!173 = !DILocation(line: 73, column: 8, scope: !174)
!174 = distinct !DILexicalBlock(scope: !129, file: !3, line: 73, column: 6)
!175 = !DILocation(line: 73, column: 6, scope: !129)
!176 = !DILocation(line: 76, column: 6, scope: !129)
!177 = !DILocation(line: 77, column: 8, scope: !129)
!178 = !DILocation(line: 77, column: 6, scope: !129)
!179 = !DILocation(line: 78, column: 8, scope: !180)
!180 = distinct !DILexicalBlock(scope: !129, file: !3, line: 78, column: 6)
!181 = !DILocation(line: 78, column: 6, scope: !129)
!182 = !DILocation(line: 81, column: 6, scope: !129)
!183 = !DILocation(line: 82, column: 8, scope: !129)
!184 = !DILocation(line: 82, column: 6, scope: !129)
!185 = !DILocation(line: 83, column: 8, scope: !186)
!186 = distinct !DILexicalBlock(scope: !129, file: !3, line: 83, column: 6)
!187 = !DILocation(line: 83, column: 6, scope: !129)
!188 = !DILocation(line: 75, column: 9, scope: !129)
!189 = !DILocation(line: 75, column: 4, scope: !129)
!190 = !DILocation(line: 80, column: 9, scope: !129)
!191 = !DILocation(line: 80, column: 4, scope: !129)
!192 = !DILocation(line: 85, column: 9, scope: !129)
!193 = !DILocation(line: 85, column: 4, scope: !129)
!194 = !DILocation(line: 91, column: 2, scope: !129)
!195 = !DILocation(line: 94, column: 3, scope: !196)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 94, column: 3)
!197 = distinct !DILexicalBlock(scope: !198, file: !3, line: 94, column: 3)
!198 = distinct !DILexicalBlock(scope: !129, file: !3, line: 91, column: 13)
!199 = !DILocation(line: 99, column: 3, scope: !200)
!200 = distinct !DILexicalBlock(scope: !201, file: !3, line: 99, column: 3)
!201 = distinct !DILexicalBlock(scope: !198, file: !3, line: 99, column: 3)
!202 = !DILocation(line: 104, column: 3, scope: !203)
!203 = distinct !DILexicalBlock(scope: !204, file: !3, line: 104, column: 3)
!204 = distinct !DILexicalBlock(scope: !198, file: !3, line: 104, column: 3)
!205 = !DILocation(line: 109, column: 3, scope: !206)
!206 = distinct !DILexicalBlock(scope: !207, file: !3, line: 109, column: 3)
!207 = distinct !DILexicalBlock(scope: !198, file: !3, line: 109, column: 3)
!208 = !DILocation(line: 114, column: 3, scope: !209)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 114, column: 3)
!210 = distinct !DILexicalBlock(scope: !198, file: !3, line: 114, column: 3)
!211 = !DILocation(line: 119, column: 3, scope: !212)
!212 = distinct !DILexicalBlock(scope: !213, file: !3, line: 119, column: 3)
!213 = distinct !DILexicalBlock(scope: !198, file: !3, line: 119, column: 3)
!214 = !DILocation(line: 124, column: 3, scope: !215)
!215 = distinct !DILexicalBlock(scope: !216, file: !3, line: 124, column: 3)
!216 = distinct !DILexicalBlock(scope: !198, file: !3, line: 124, column: 3)
!217 = !DILocation(line: 129, column: 3, scope: !218)
!218 = distinct !DILexicalBlock(scope: !219, file: !3, line: 129, column: 3)
!219 = distinct !DILexicalBlock(scope: !198, file: !3, line: 129, column: 3)
!220 = !DILocation(line: 134, column: 3, scope: !221)
!221 = distinct !DILexicalBlock(scope: !222, file: !3, line: 134, column: 3)
!222 = distinct !DILexicalBlock(scope: !198, file: !3, line: 134, column: 3)
!223 = !DILocation(line: 139, column: 3, scope: !224)
!224 = distinct !DILexicalBlock(scope: !225, file: !3, line: 139, column: 3)
!225 = distinct !DILexicalBlock(scope: !198, file: !3, line: 139, column: 3)
!226 = !DILocation(line: 144, column: 3, scope: !227)
!227 = distinct !DILexicalBlock(scope: !228, file: !3, line: 144, column: 3)
!228 = distinct !DILexicalBlock(scope: !198, file: !3, line: 144, column: 3)
!229 = !DILocation(line: 149, column: 3, scope: !230)
!230 = distinct !DILexicalBlock(scope: !231, file: !3, line: 149, column: 3)
!231 = distinct !DILexicalBlock(scope: !198, file: !3, line: 149, column: 3)
!232 = !DILocation(line: 154, column: 3, scope: !233)
!233 = distinct !DILexicalBlock(scope: !234, file: !3, line: 154, column: 3)
!234 = distinct !DILexicalBlock(scope: !198, file: !3, line: 154, column: 3)
!235 = !DILocation(line: 159, column: 3, scope: !236)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 159, column: 3)
!237 = distinct !DILexicalBlock(scope: !198, file: !3, line: 159, column: 3)
!238 = !DILocation(line: 164, column: 3, scope: !239)
!239 = distinct !DILexicalBlock(scope: !240, file: !3, line: 164, column: 3)
!240 = distinct !DILexicalBlock(scope: !198, file: !3, line: 164, column: 3)
!241 = !DILocation(line: 169, column: 3, scope: !242)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 169, column: 3)
!243 = distinct !DILexicalBlock(scope: !198, file: !3, line: 169, column: 3)
!244 = !DILocation(line: 177, column: 1, scope: !129)
!245 = !DILocation(line: 178, column: 2, scope: !246)
!246 = distinct !DILexicalBlock(scope: !247, file: !3, line: 178, column: 2)
!247 = distinct !DILexicalBlock(scope: !129, file: !3, line: 178, column: 2)
!248 = !DISubprogram(name: "pthread_create", scope: !249, file: !249, line: 202, type: !250, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!250 = !DISubroutineType(types: !251)
!251 = !{!75, !252, !254, !266, !267}
!252 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !253)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !255)
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 64)
!256 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !257)
!257 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !136, line: 62, baseType: !258)
!258 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !136, line: 56, size: 448, elements: !259)
!259 = !{!260, !264}
!260 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !258, file: !136, line: 58, baseType: !261, size: 448)
!261 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 448, elements: !262)
!262 = !{!263}
!263 = !DISubrange(count: 56)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !258, file: !136, line: 59, baseType: !265, size: 64)
!265 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!267 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !95)
!268 = !DISubprogram(name: "pthread_join", scope: !249, file: !249, line: 219, type: !269, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !DISubroutineType(types: !270)
!270 = !{!75, !135, !271}
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!272 = !DISubprogram(name: "__assert_fail", scope: !273, file: !273, line: 69, type: !274, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!273 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!274 = !DISubroutineType(types: !275)
!275 = !{null, !276, !276, !7, !276}
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
