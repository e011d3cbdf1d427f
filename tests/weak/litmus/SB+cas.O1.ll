; ModuleID = 'SB+cas.c'
source_filename = "SB+cas.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !64
@y = dso_local global i32 0, align 4, !dbg !60
@r0_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !66
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !68
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !70
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [9 x i8] c"SB+cas.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [13 x i8] c"!\22outcome 9\22\00", align 1, !dbg !38
@.str.11 = private unnamed_addr constant [14 x i8] c"!\22outcome 10\22\00", align 1, !dbg !40
@.str.12 = private unnamed_addr constant [14 x i8] c"!\22outcome 11\22\00", align 1, !dbg !45
@.str.13 = private unnamed_addr constant [14 x i8] c"!\22outcome 12\22\00", align 1, !dbg !47
@.str.14 = private unnamed_addr constant [14 x i8] c"!\22outcome 13\22\00", align 1, !dbg !49
@.str.15 = private unnamed_addr constant [14 x i8] c"!\22outcome 14\22\00", align 1, !dbg !51
@.str.16 = private unnamed_addr constant [14 x i8] c"!\22outcome 15\22\00", align 1, !dbg !53
@.str.17 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !55

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !80 {
    #dbg_value(ptr poison, !85, !DIExpression(), !88)
    #dbg_value(i32 0, !86, !DIExpression(), !89)
  %2 = cmpxchg volatile ptr @x, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !90
  %3 = extractvalue { i32, i1 } %2, 0
    #dbg_value(i32 %3, !86, !DIExpression(), !89)
  store i32 %3, ptr @r0_0, align 4, !dbg !91, !tbaa !92
  %4 = load volatile i32, ptr @y, align 4, !dbg !96, !tbaa !92
  store i32 %4, ptr @r0_1, align 4, !dbg !97, !tbaa !92
  ret ptr null, !dbg !98
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !99 {
    #dbg_value(ptr poison, !101, !DIExpression(), !104)
    #dbg_value(i32 0, !102, !DIExpression(), !105)
  %2 = cmpxchg volatile ptr @y, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !106
  %3 = extractvalue { i32, i1 } %2, 0
    #dbg_value(i32 %3, !102, !DIExpression(), !105)
  store i32 %3, ptr @r1_0, align 4, !dbg !107, !tbaa !92
  %4 = load volatile i32, ptr @x, align 4, !dbg !108, !tbaa !92
  store i32 %4, ptr @r1_1, align 4, !dbg !109, !tbaa !92
  ret ptr null, !dbg !110
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !111 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !126
    #dbg_assign(i1 undef, !115, !DIExpression(), !126, ptr %1, !DIExpression(), !127)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !128
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !129
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !130
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !131
  %5 = load i64, ptr %1, align 16, !dbg !132, !tbaa !133
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !135
  %7 = load i64, ptr %3, align 8, !dbg !136, !tbaa !133
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !137
    #dbg_value(i32 0, !124, !DIExpression(), !127)
  %9 = load i32, ptr @r0_0, align 4, !dbg !138, !tbaa !92
    #dbg_value(i32 %9, !122, !DIExpression(), !127)
  %10 = icmp eq i32 %9, 0, !dbg !139
  %11 = icmp eq i32 %9, 1, !dbg !140
  %12 = select i1 %11, i32 1, i32 -1, !dbg !140
  %13 = select i1 %10, i32 0, i32 %12, !dbg !140
    #dbg_value(i32 %13, !123, !DIExpression(), !127)
  %14 = icmp slt i32 %13, 0, !dbg !141
  br i1 %14, label %60, label %15, !dbg !143

15:                                               ; preds = %0
    #dbg_value(i32 %13, !124, !DIExpression(), !127)
  %16 = load i32, ptr @r0_1, align 4, !dbg !144, !tbaa !92
    #dbg_value(i32 %16, !122, !DIExpression(), !127)
  %17 = icmp eq i32 %16, 0, !dbg !145
  %18 = icmp eq i32 %16, 1, !dbg !146
  %19 = select i1 %18, i32 1, i32 -1, !dbg !146
  %20 = select i1 %17, i32 0, i32 %19, !dbg !146
    #dbg_value(i32 %20, !123, !DIExpression(), !127)
  %21 = icmp slt i32 %20, 0, !dbg !147
  br i1 %21, label %60, label %22, !dbg !149

22:                                               ; preds = %15
    #dbg_value(!DIArgList(i32 %13, i32 %20), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !127)
  %23 = load i32, ptr @r1_0, align 4, !dbg !150, !tbaa !92
    #dbg_value(i32 %23, !122, !DIExpression(), !127)
  %24 = icmp eq i32 %23, 0, !dbg !151
  %25 = icmp eq i32 %23, 1, !dbg !152
  %26 = select i1 %25, i32 1, i32 -1, !dbg !152
  %27 = select i1 %24, i32 0, i32 %26, !dbg !152
    #dbg_value(i32 %27, !123, !DIExpression(), !127)
  %28 = icmp slt i32 %27, 0, !dbg !153
  br i1 %28, label %60, label %29, !dbg !155

29:                                               ; preds = %22
    #dbg_value(!DIArgList(i32 %13, i32 %20), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !127)
    #dbg_value(!DIArgList(i32 %13, i32 %20), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !127)
    #dbg_value(!DIArgList(i32 %13, i32 %27, i32 %20), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !127)
  %30 = load i32, ptr @r1_1, align 4, !dbg !156, !tbaa !92
    #dbg_value(i32 %30, !122, !DIExpression(), !127)
  %31 = icmp eq i32 %30, 0, !dbg !157
  %32 = icmp eq i32 %30, 1, !dbg !158
  %33 = select i1 %32, i32 1, i32 -1, !dbg !158
  %34 = select i1 %31, i32 0, i32 %33, !dbg !158
    #dbg_value(i32 %34, !123, !DIExpression(), !127)
  %35 = icmp slt i32 %34, 0, !dbg !159
  br i1 %35, label %60, label %36, !dbg !161

36:                                               ; preds = %29
  %37 = shl nuw nsw i32 %20, 1, !dbg !162
    #dbg_value(!DIArgList(i32 %13, i32 %27, i32 %37), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !127)
  %38 = add nuw nsw i32 %37, %13, !dbg !163
    #dbg_value(!DIArgList(i32 %38, i32 %27), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !127)
  %39 = shl nuw nsw i32 %27, 2, !dbg !164
    #dbg_value(!DIArgList(i32 %38, i32 %39), !124, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !127)
  %40 = add nuw nsw i32 %38, %39, !dbg !165
    #dbg_value(i32 %40, !124, !DIExpression(), !127)
  %41 = shl nuw nsw i32 %34, 3, !dbg !166
  %42 = add nuw nsw i32 %40, %41, !dbg !167
    #dbg_value(i32 %42, !124, !DIExpression(), !127)
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
  ], !dbg !168

43:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 73, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !169
  unreachable, !dbg !169

44:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 78, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !173
  unreachable, !dbg !173

45:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 83, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !176
  unreachable, !dbg !176

46:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 88, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !179
  unreachable, !dbg !179

47:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 93, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !182
  unreachable, !dbg !182

48:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 98, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !185
  unreachable, !dbg !185

49:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 103, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !188
  unreachable, !dbg !188

50:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 108, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !191
  unreachable, !dbg !191

51:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 113, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !194
  unreachable, !dbg !194

52:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 118, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !197
  unreachable, !dbg !197

53:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !200
  unreachable, !dbg !200

54:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.1, i32 noundef 128, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !203
  unreachable, !dbg !203

55:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.1, i32 noundef 133, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !206
  unreachable, !dbg !206

56:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.1, i32 noundef 138, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !209
  unreachable, !dbg !209

57:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.1, i32 noundef 143, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !212
  unreachable, !dbg !212

58:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.1, i32 noundef 148, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !215
  unreachable, !dbg !215

59:                                               ; preds = %36
  unreachable

60:                                               ; preds = %29, %22, %15, %0
    #dbg_label(!125, !218)
  call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.1, i32 noundef 157, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !219
  unreachable, !dbg !219
}

; Function Attrs: nounwind
declare !dbg !222 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !242 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !246 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!72, !73, !74, !75, !76, !77, !78}
!llvm.ident = !{!79}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 17, type: !62, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "SB+cas.c", directory: ".", checksumkind: CSK_MD5, checksum: "2ae6b8e31e5930a1699a4750429c90c2")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !45, !47, !49, !51, !53, !55, !0, !60, !64, !66, !68, !70}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 72, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 9)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !7, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !7, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 14)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 128, type: !42, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 133, type: !42, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !42, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !42, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !42, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 22)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 18, type: !62, isLocal: false, isDefinition: true)
!62 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !63)
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "r0_0", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
!72 = !{i32 7, !"Dwarf Version", i32 5}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 4}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"PIE Level", i32 2}
!77 = !{i32 7, !"uwtable", i32 2}
!78 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 21, type: !81, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!81 = !DISubroutineType(types: !82)
!82 = !{!83, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!84 = !{!85, !86}
!85 = !DILocalVariable(name: "arg", arg: 1, scope: !80, file: !3, line: 21, type: !83)
!86 = !DILocalVariable(name: "e", scope: !87, file: !3, line: 24, type: !63)
!87 = distinct !DILexicalBlock(scope: !80, file: !3, line: 24, column: 2)
!88 = !DILocation(line: 0, scope: !80)
!89 = !DILocation(line: 0, scope: !87)
!90 = !DILocation(line: 24, column: 15, scope: !87)
!91 = !DILocation(line: 24, column: 99, scope: !87)
!92 = !{!93, !93, i64 0}
!93 = !{!"int", !94, i64 0}
!94 = !{!"omnipotent char", !95, i64 0}
!95 = !{!"Simple C/C++ TBAA"}
!96 = !DILocation(line: 25, column: 9, scope: !80)
!97 = !DILocation(line: 25, column: 7, scope: !80)
!98 = !DILocation(line: 26, column: 2, scope: !80)
!99 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 29, type: !81, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!100 = !{!101, !102}
!101 = !DILocalVariable(name: "arg", arg: 1, scope: !99, file: !3, line: 29, type: !83)
!102 = !DILocalVariable(name: "e", scope: !103, file: !3, line: 32, type: !63)
!103 = distinct !DILexicalBlock(scope: !99, file: !3, line: 32, column: 2)
!104 = !DILocation(line: 0, scope: !99)
!105 = !DILocation(line: 0, scope: !103)
!106 = !DILocation(line: 32, column: 15, scope: !103)
!107 = !DILocation(line: 32, column: 99, scope: !103)
!108 = !DILocation(line: 33, column: 9, scope: !99)
!109 = !DILocation(line: 33, column: 7, scope: !99)
!110 = !DILocation(line: 34, column: 2, scope: !99)
!111 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !112, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!63}
!114 = !{!115, !122, !123, !124, !125}
!115 = !DILocalVariable(name: "th", scope: !111, file: !3, line: 39, type: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !117, size: 128, elements: !120)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !118, line: 27, baseType: !119)
!118 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!119 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!120 = !{!121}
!121 = !DISubrange(count: 2)
!122 = !DILocalVariable(name: "v", scope: !111, file: !3, line: 44, type: !63)
!123 = !DILocalVariable(name: "d", scope: !111, file: !3, line: 44, type: !63)
!124 = !DILocalVariable(name: "o", scope: !111, file: !3, line: 44, type: !63)
!125 = !DILabel(scope: !111, name: "unexpected", file: !3, line: 156)
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 0, scope: !111)
!128 = !DILocation(line: 39, column: 2, scope: !111)
!129 = !DILocation(line: 40, column: 2, scope: !111)
!130 = !DILocation(line: 41, column: 18, scope: !111)
!131 = !DILocation(line: 41, column: 2, scope: !111)
!132 = !DILocation(line: 42, column: 15, scope: !111)
!133 = !{!134, !134, i64 0}
!134 = !{!"long", !94, i64 0}
!135 = !DILocation(line: 42, column: 2, scope: !111)
!136 = !DILocation(line: 43, column: 15, scope: !111)
!137 = !DILocation(line: 43, column: 2, scope: !111)
!138 = !DILocation(line: 45, column: 6, scope: !111)
!139 = !DILocation(line: 46, column: 8, scope: !111)
!140 = !DILocation(line: 46, column: 6, scope: !111)
!141 = !DILocation(line: 47, column: 8, scope: !142)
!142 = distinct !DILexicalBlock(scope: !111, file: !3, line: 47, column: 6)
!143 = !DILocation(line: 47, column: 6, scope: !111)
!144 = !DILocation(line: 50, column: 6, scope: !111)
!145 = !DILocation(line: 51, column: 8, scope: !111)
!146 = !DILocation(line: 51, column: 6, scope: !111)
!147 = !DILocation(line: 52, column: 8, scope: !148)
!148 = distinct !DILexicalBlock(scope: !111, file: !3, line: 52, column: 6)
!149 = !DILocation(line: 52, column: 6, scope: !111)
!150 = !DILocation(line: 55, column: 6, scope: !111)
!151 = !DILocation(line: 56, column: 8, scope: !111)
!152 = !DILocation(line: 56, column: 6, scope: !111)
!153 = !DILocation(line: 57, column: 8, scope: !154)
!154 = distinct !DILexicalBlock(scope: !111, file: !3, line: 57, column: 6)
!155 = !DILocation(line: 57, column: 6, scope: !111)
!156 = !DILocation(line: 60, column: 6, scope: !111)
!157 = !DILocation(line: 61, column: 8, scope: !111)
!158 = !DILocation(line: 61, column: 6, scope: !111)
!159 = !DILocation(line: 62, column: 8, scope: !160)
!160 = distinct !DILexicalBlock(scope: !111, file: !3, line: 62, column: 6)
!161 = !DILocation(line: 62, column: 6, scope: !111)
!162 = !DILocation(line: 54, column: 9, scope: !111)
!163 = !DILocation(line: 54, column: 4, scope: !111)
!164 = !DILocation(line: 59, column: 9, scope: !111)
!165 = !DILocation(line: 59, column: 4, scope: !111)
!166 = !DILocation(line: 64, column: 9, scope: !111)
!167 = !DILocation(line: 64, column: 4, scope: !111)
!168 = !DILocation(line: 70, column: 2, scope: !111)
!169 = !DILocation(line: 73, column: 3, scope: !170)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 73, column: 3)
!171 = distinct !DILexicalBlock(scope: !172, file: !3, line: 73, column: 3)
!172 = distinct !DILexicalBlock(scope: !111, file: !3, line: 70, column: 13)
!173 = !DILocation(line: 78, column: 3, scope: !174)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 78, column: 3)
!175 = distinct !DILexicalBlock(scope: !172, file: !3, line: 78, column: 3)
!176 = !DILocation(line: 83, column: 3, scope: !177)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 83, column: 3)
!178 = distinct !DILexicalBlock(scope: !172, file: !3, line: 83, column: 3)
!179 = !DILocation(line: 88, column: 3, scope: !180)
!180 = distinct !DILexicalBlock(scope: !181, file: !3, line: 88, column: 3)
!181 = distinct !DILexicalBlock(scope: !172, file: !3, line: 88, column: 3)
!182 = !DILocation(line: 93, column: 3, scope: !183)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 93, column: 3)
!184 = distinct !DILexicalBlock(scope: !172, file: !3, line: 93, column: 3)
!185 = !DILocation(line: 98, column: 3, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !3, line: 98, column: 3)
!187 = distinct !DILexicalBlock(scope: !172, file: !3, line: 98, column: 3)
!188 = !DILocation(line: 103, column: 3, scope: !189)
!189 = distinct !DILexicalBlock(scope: !190, file: !3, line: 103, column: 3)
!190 = distinct !DILexicalBlock(scope: !172, file: !3, line: 103, column: 3)
!191 = !DILocation(line: 108, column: 3, scope: !192)
!192 = distinct !DILexicalBlock(scope: !193, file: !3, line: 108, column: 3)
!193 = distinct !DILexicalBlock(scope: !172, file: !3, line: 108, column: 3)
!194 = !DILocation(line: 113, column: 3, scope: !195)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 113, column: 3)
!196 = distinct !DILexicalBlock(scope: !172, file: !3, line: 113, column: 3)
!197 = !DILocation(line: 118, column: 3, scope: !198)
!198 = distinct !DILexicalBlock(scope: !199, file: !3, line: 118, column: 3)
!199 = distinct !DILexicalBlock(scope: !172, file: !3, line: 118, column: 3)
!200 = !DILocation(line: 123, column: 3, scope: !201)
!201 = distinct !DILexicalBlock(scope: !202, file: !3, line: 123, column: 3)
!202 = distinct !DILexicalBlock(scope: !172, file: !3, line: 123, column: 3)
!203 = !DILocation(line: 128, column: 3, scope: !204)
!204 = distinct !DILexicalBlock(scope: !205, file: !3, line: 128, column: 3)
!205 = distinct !DILexicalBlock(scope: !172, file: !3, line: 128, column: 3)
!206 = !DILocation(line: 133, column: 3, scope: !207)
!207 = distinct !DILexicalBlock(scope: !208, file: !3, line: 133, column: 3)
!208 = distinct !DILexicalBlock(scope: !172, file: !3, line: 133, column: 3)
!209 = !DILocation(line: 138, column: 3, scope: !210)
!210 = distinct !DILexicalBlock(scope: !211, file: !3, line: 138, column: 3)
!211 = distinct !DILexicalBlock(scope: !172, file: !3, line: 138, column: 3)
!212 = !DILocation(line: 143, column: 3, scope: !213)
!213 = distinct !DILexicalBlock(scope: !214, file: !3, line: 143, column: 3)
!214 = distinct !DILexicalBlock(scope: !172, file: !3, line: 143, column: 3)
!215 = !DILocation(line: 148, column: 3, scope: !216)
!216 = distinct !DILexicalBlock(scope: !217, file: !3, line: 148, column: 3)
!217 = distinct !DILexicalBlock(scope: !172, file: !3, line: 148, column: 3)
!218 = !DILocation(line: 156, column: 1, scope: !111)
!219 = !DILocation(line: 157, column: 2, scope: !220)
!220 = distinct !DILexicalBlock(scope: !221, file: !3, line: 157, column: 2)
!221 = distinct !DILexicalBlock(scope: !111, file: !3, line: 157, column: 2)
!222 = !DISubprogram(name: "pthread_create", scope: !223, file: !223, line: 202, type: !224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!224 = !DISubroutineType(types: !225)
!225 = !{!63, !226, !228, !240, !241}
!226 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !227)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !229)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !231)
!231 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !118, line: 62, baseType: !232)
!232 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !118, line: 56, size: 448, elements: !233)
!233 = !{!234, !238}
!234 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !232, file: !118, line: 58, baseType: !235, size: 448)
!235 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !236)
!236 = !{!237}
!237 = !DISubrange(count: 56)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !232, file: !118, line: 59, baseType: !239, size: 64)
!239 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!241 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!242 = !DISubprogram(name: "pthread_join", scope: !223, file: !223, line: 219, type: !243, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!243 = !DISubroutineType(types: !244)
!244 = !{!63, !117, !245}
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!246 = !DISubprogram(name: "__assert_fail", scope: !247, file: !247, line: 69, type: !248, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!247 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!248 = !DISubroutineType(types: !249)
!249 = !{null, !250, !250, !251, !250}
!250 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!251 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
