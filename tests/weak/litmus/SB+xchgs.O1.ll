; ModuleID = 'SB+xchgs.c'
source_filename = "SB+xchgs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !64
@y = dso_local global i32 0, align 4, !dbg !60
@r0_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !66
@r1_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !68
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !70
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [11 x i8] c"SB+xchgs.c\00", align 1, !dbg !11
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
    #dbg_value(ptr poison, !85, !DIExpression(), !86)
  %2 = atomicrmw volatile xchg ptr @x, i32 1 seq_cst, align 4, !dbg !87
  store i32 %2, ptr @r0_0, align 4, !dbg !88, !tbaa !89
  %3 = load volatile i32, ptr @y, align 4, !dbg !93, !tbaa !89
  store i32 %3, ptr @r0_1, align 4, !dbg !94, !tbaa !89
  ret ptr null, !dbg !95
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !96 {
    #dbg_value(ptr poison, !98, !DIExpression(), !99)
  %2 = atomicrmw volatile xchg ptr @y, i32 1 seq_cst, align 4, !dbg !100
  store i32 %2, ptr @r1_0, align 4, !dbg !101, !tbaa !89
  %3 = load volatile i32, ptr @x, align 4, !dbg !102, !tbaa !89
  store i32 %3, ptr @r1_1, align 4, !dbg !103, !tbaa !89
  ret ptr null, !dbg !104
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !105 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !120
    #dbg_assign(i1 undef, !109, !DIExpression(), !120, ptr %1, !DIExpression(), !121)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !122
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !123
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !124
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !125
  %5 = load i64, ptr %1, align 16, !dbg !126, !tbaa !127
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !129
  %7 = load i64, ptr %3, align 8, !dbg !130, !tbaa !127
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !131
    #dbg_value(i32 0, !118, !DIExpression(), !121)
  %9 = load i32, ptr @r0_0, align 4, !dbg !132, !tbaa !89
    #dbg_value(i32 %9, !116, !DIExpression(), !121)
  %10 = icmp eq i32 %9, 0, !dbg !133
  %11 = icmp eq i32 %9, 1, !dbg !134
  %12 = select i1 %11, i32 1, i32 -1, !dbg !134
  %13 = select i1 %10, i32 0, i32 %12, !dbg !134
    #dbg_value(i32 %13, !117, !DIExpression(), !121)
  %14 = icmp slt i32 %13, 0, !dbg !135
  br i1 %14, label %60, label %15, !dbg !137

15:                                               ; preds = %0
    #dbg_value(i32 %13, !118, !DIExpression(), !121)
  %16 = load i32, ptr @r0_1, align 4, !dbg !138, !tbaa !89
    #dbg_value(i32 %16, !116, !DIExpression(), !121)
  %17 = icmp eq i32 %16, 0, !dbg !139
  %18 = icmp eq i32 %16, 1, !dbg !140
  %19 = select i1 %18, i32 1, i32 -1, !dbg !140
  %20 = select i1 %17, i32 0, i32 %19, !dbg !140
    #dbg_value(i32 %20, !117, !DIExpression(), !121)
  %21 = icmp slt i32 %20, 0, !dbg !141
  br i1 %21, label %60, label %22, !dbg !143

22:                                               ; preds = %15
    #dbg_value(!DIArgList(i32 %13, i32 %20), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !121)
  %23 = load i32, ptr @r1_0, align 4, !dbg !144, !tbaa !89
    #dbg_value(i32 %23, !116, !DIExpression(), !121)
  %24 = icmp eq i32 %23, 0, !dbg !145
  %25 = icmp eq i32 %23, 1, !dbg !146
  %26 = select i1 %25, i32 1, i32 -1, !dbg !146
  %27 = select i1 %24, i32 0, i32 %26, !dbg !146
    #dbg_value(i32 %27, !117, !DIExpression(), !121)
  %28 = icmp slt i32 %27, 0, !dbg !147
  br i1 %28, label %60, label %29, !dbg !149

29:                                               ; preds = %22
    #dbg_value(!DIArgList(i32 %13, i32 %20), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !121)
    #dbg_value(!DIArgList(i32 %13, i32 %20), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !121)
    #dbg_value(!DIArgList(i32 %13, i32 %27, i32 %20), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !121)
  %30 = load i32, ptr @r1_1, align 4, !dbg !150, !tbaa !89
    #dbg_value(i32 %30, !116, !DIExpression(), !121)
  %31 = icmp eq i32 %30, 0, !dbg !151
  %32 = icmp eq i32 %30, 1, !dbg !152
  %33 = select i1 %32, i32 1, i32 -1, !dbg !152
  %34 = select i1 %31, i32 0, i32 %33, !dbg !152
    #dbg_value(i32 %34, !117, !DIExpression(), !121)
  %35 = icmp slt i32 %34, 0, !dbg !153
  br i1 %35, label %60, label %36, !dbg !155

36:                                               ; preds = %29
  %37 = shl nuw nsw i32 %20, 1, !dbg !156
    #dbg_value(!DIArgList(i32 %13, i32 %27, i32 %37), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !121)
  %38 = add nuw nsw i32 %37, %13, !dbg !157
    #dbg_value(!DIArgList(i32 %38, i32 %27), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !121)
  %39 = shl nuw nsw i32 %27, 2, !dbg !158
    #dbg_value(!DIArgList(i32 %38, i32 %39), !118, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !121)
  %40 = add nuw nsw i32 %38, %39, !dbg !159
    #dbg_value(i32 %40, !118, !DIExpression(), !121)
  %41 = shl nuw nsw i32 %34, 3, !dbg !160
  %42 = add nuw nsw i32 %40, %41, !dbg !161
    #dbg_value(i32 %42, !118, !DIExpression(), !121)
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
  ], !dbg !162

43:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 73, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !163
  unreachable, !dbg !163

44:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 78, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !167
  unreachable, !dbg !167

45:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 83, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !170
  unreachable, !dbg !170

46:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 88, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !173
  unreachable, !dbg !173

47:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 93, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !176
  unreachable, !dbg !176

48:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 98, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !179
  unreachable, !dbg !179

49:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 103, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !182
  unreachable, !dbg !182

50:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 108, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !185
  unreachable, !dbg !185

51:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 113, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !188
  unreachable, !dbg !188

52:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 118, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !191
  unreachable, !dbg !191

53:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !194
  unreachable, !dbg !194

54:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.1, i32 noundef 128, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !197
  unreachable, !dbg !197

55:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.1, i32 noundef 133, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !200
  unreachable, !dbg !200

56:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.1, i32 noundef 138, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !203
  unreachable, !dbg !203

57:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.1, i32 noundef 143, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !206
  unreachable, !dbg !206

58:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.1, i32 noundef 148, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !209
  unreachable, !dbg !209

59:                                               ; preds = %36
  unreachable

60:                                               ; preds = %29, %22, %15, %0
    #dbg_label(!119, !212)
  call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.1, i32 noundef 157, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !213
  unreachable, !dbg !213
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !216 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !236 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !240 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
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
!3 = !DIFile(filename: "SB+xchgs.c", directory: ".", checksumkind: CSK_MD5, checksum: "6c0c9754fe5dc08aca27f913a2888f68")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !45, !47, !49, !51, !53, !55, !0, !60, !64, !66, !68, !70}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 11)
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
!84 = !{!85}
!85 = !DILocalVariable(name: "arg", arg: 1, scope: !80, file: !3, line: 21, type: !83)
!86 = !DILocation(line: 0, scope: !80)
!87 = !DILocation(line: 24, column: 9, scope: !80)
!88 = !DILocation(line: 24, column: 7, scope: !80)
!89 = !{!90, !90, i64 0}
!90 = !{!"int", !91, i64 0}
!91 = !{!"omnipotent char", !92, i64 0}
!92 = !{!"Simple C/C++ TBAA"}
!93 = !DILocation(line: 25, column: 9, scope: !80)
!94 = !DILocation(line: 25, column: 7, scope: !80)
!95 = !DILocation(line: 26, column: 2, scope: !80)
!96 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 29, type: !81, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !97)
!97 = !{!98}
!98 = !DILocalVariable(name: "arg", arg: 1, scope: !96, file: !3, line: 29, type: !83)
!99 = !DILocation(line: 0, scope: !96)
!100 = !DILocation(line: 32, column: 9, scope: !96)
!101 = !DILocation(line: 32, column: 7, scope: !96)
!102 = !DILocation(line: 33, column: 9, scope: !96)
!103 = !DILocation(line: 33, column: 7, scope: !96)
!104 = !DILocation(line: 34, column: 2, scope: !96)
!105 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !106, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !108)
!106 = !DISubroutineType(types: !107)
!107 = !{!63}
!108 = !{!109, !116, !117, !118, !119}
!109 = !DILocalVariable(name: "th", scope: !105, file: !3, line: 39, type: !110)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 128, elements: !114)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !112, line: 27, baseType: !113)
!112 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!113 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!114 = !{!115}
!115 = !DISubrange(count: 2)
!116 = !DILocalVariable(name: "v", scope: !105, file: !3, line: 44, type: !63)
!117 = !DILocalVariable(name: "d", scope: !105, file: !3, line: 44, type: !63)
!118 = !DILocalVariable(name: "o", scope: !105, file: !3, line: 44, type: !63)
!119 = !DILabel(scope: !105, name: "unexpected", file: !3, line: 156)
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 0, scope: !105)
!122 = !DILocation(line: 39, column: 2, scope: !105)
!123 = !DILocation(line: 40, column: 2, scope: !105)
!124 = !DILocation(line: 41, column: 18, scope: !105)
!125 = !DILocation(line: 41, column: 2, scope: !105)
!126 = !DILocation(line: 42, column: 15, scope: !105)
!127 = !{!128, !128, i64 0}
!128 = !{!"long", !91, i64 0}
!129 = !DILocation(line: 42, column: 2, scope: !105)
!130 = !DILocation(line: 43, column: 15, scope: !105)
!131 = !DILocation(line: 43, column: 2, scope: !105)
!132 = !DILocation(line: 45, column: 6, scope: !105)
!133 = !DILocation(line: 46, column: 8, scope: !105)
!134 = !DILocation(line: 46, column: 6, scope: !105)
!135 = !DILocation(line: 47, column: 8, scope: !136)
!136 = distinct !DILexicalBlock(scope: !105, file: !3, line: 47, column: 6)
!137 = !DILocation(line: 47, column: 6, scope: !105)
!138 = !DILocation(line: 50, column: 6, scope: !105)
!139 = !DILocation(line: 51, column: 8, scope: !105)
!140 = !DILocation(line: 51, column: 6, scope: !105)
!141 = !DILocation(line: 52, column: 8, scope: !142)
!142 = distinct !DILexicalBlock(scope: !105, file: !3, line: 52, column: 6)
!143 = !DILocation(line: 52, column: 6, scope: !105)
!144 = !DILocation(line: 55, column: 6, scope: !105)
!145 = !DILocation(line: 56, column: 8, scope: !105)
!146 = !DILocation(line: 56, column: 6, scope: !105)
!147 = !DILocation(line: 57, column: 8, scope: !148)
!148 = distinct !DILexicalBlock(scope: !105, file: !3, line: 57, column: 6)
!149 = !DILocation(line: 57, column: 6, scope: !105)
!150 = !DILocation(line: 60, column: 6, scope: !105)
!151 = !DILocation(line: 61, column: 8, scope: !105)
!152 = !DILocation(line: 61, column: 6, scope: !105)
!153 = !DILocation(line: 62, column: 8, scope: !154)
!154 = distinct !DILexicalBlock(scope: !105, file: !3, line: 62, column: 6)
!155 = !DILocation(line: 62, column: 6, scope: !105)
!156 = !DILocation(line: 54, column: 9, scope: !105)
!157 = !DILocation(line: 54, column: 4, scope: !105)
!158 = !DILocation(line: 59, column: 9, scope: !105)
!159 = !DILocation(line: 59, column: 4, scope: !105)
!160 = !DILocation(line: 64, column: 9, scope: !105)
!161 = !DILocation(line: 64, column: 4, scope: !105)
!162 = !DILocation(line: 70, column: 2, scope: !105)
!163 = !DILocation(line: 73, column: 3, scope: !164)
!164 = distinct !DILexicalBlock(scope: !165, file: !3, line: 73, column: 3)
!165 = distinct !DILexicalBlock(scope: !166, file: !3, line: 73, column: 3)
!166 = distinct !DILexicalBlock(scope: !105, file: !3, line: 70, column: 13)
!167 = !DILocation(line: 78, column: 3, scope: !168)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 78, column: 3)
!169 = distinct !DILexicalBlock(scope: !166, file: !3, line: 78, column: 3)
!170 = !DILocation(line: 83, column: 3, scope: !171)
!171 = distinct !DILexicalBlock(scope: !172, file: !3, line: 83, column: 3)
!172 = distinct !DILexicalBlock(scope: !166, file: !3, line: 83, column: 3)
!173 = !DILocation(line: 88, column: 3, scope: !174)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 88, column: 3)
!175 = distinct !DILexicalBlock(scope: !166, file: !3, line: 88, column: 3)
!176 = !DILocation(line: 93, column: 3, scope: !177)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 93, column: 3)
!178 = distinct !DILexicalBlock(scope: !166, file: !3, line: 93, column: 3)
!179 = !DILocation(line: 98, column: 3, scope: !180)
!180 = distinct !DILexicalBlock(scope: !181, file: !3, line: 98, column: 3)
!181 = distinct !DILexicalBlock(scope: !166, file: !3, line: 98, column: 3)
!182 = !DILocation(line: 103, column: 3, scope: !183)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 103, column: 3)
!184 = distinct !DILexicalBlock(scope: !166, file: !3, line: 103, column: 3)
!185 = !DILocation(line: 108, column: 3, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !3, line: 108, column: 3)
!187 = distinct !DILexicalBlock(scope: !166, file: !3, line: 108, column: 3)
!188 = !DILocation(line: 113, column: 3, scope: !189)
!189 = distinct !DILexicalBlock(scope: !190, file: !3, line: 113, column: 3)
!190 = distinct !DILexicalBlock(scope: !166, file: !3, line: 113, column: 3)
!191 = !DILocation(line: 118, column: 3, scope: !192)
!192 = distinct !DILexicalBlock(scope: !193, file: !3, line: 118, column: 3)
!193 = distinct !DILexicalBlock(scope: !166, file: !3, line: 118, column: 3)
!194 = !DILocation(line: 123, column: 3, scope: !195)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 123, column: 3)
!196 = distinct !DILexicalBlock(scope: !166, file: !3, line: 123, column: 3)
!197 = !DILocation(line: 128, column: 3, scope: !198)
!198 = distinct !DILexicalBlock(scope: !199, file: !3, line: 128, column: 3)
!199 = distinct !DILexicalBlock(scope: !166, file: !3, line: 128, column: 3)
!200 = !DILocation(line: 133, column: 3, scope: !201)
!201 = distinct !DILexicalBlock(scope: !202, file: !3, line: 133, column: 3)
!202 = distinct !DILexicalBlock(scope: !166, file: !3, line: 133, column: 3)
!203 = !DILocation(line: 138, column: 3, scope: !204)
!204 = distinct !DILexicalBlock(scope: !205, file: !3, line: 138, column: 3)
!205 = distinct !DILexicalBlock(scope: !166, file: !3, line: 138, column: 3)
!206 = !DILocation(line: 143, column: 3, scope: !207)
!207 = distinct !DILexicalBlock(scope: !208, file: !3, line: 143, column: 3)
!208 = distinct !DILexicalBlock(scope: !166, file: !3, line: 143, column: 3)
!209 = !DILocation(line: 148, column: 3, scope: !210)
!210 = distinct !DILexicalBlock(scope: !211, file: !3, line: 148, column: 3)
!211 = distinct !DILexicalBlock(scope: !166, file: !3, line: 148, column: 3)
!212 = !DILocation(line: 156, column: 1, scope: !105)
!213 = !DILocation(line: 157, column: 2, scope: !214)
!214 = distinct !DILexicalBlock(scope: !215, file: !3, line: 157, column: 2)
!215 = distinct !DILexicalBlock(scope: !105, file: !3, line: 157, column: 2)
!216 = !DISubprogram(name: "pthread_create", scope: !217, file: !217, line: 202, type: !218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!218 = !DISubroutineType(types: !219)
!219 = !{!63, !220, !222, !234, !235}
!220 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !221)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !223)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !225)
!225 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !112, line: 62, baseType: !226)
!226 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !112, line: 56, size: 448, elements: !227)
!227 = !{!228, !232}
!228 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !226, file: !112, line: 58, baseType: !229, size: 448)
!229 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !230)
!230 = !{!231}
!231 = !DISubrange(count: 56)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !226, file: !112, line: 59, baseType: !233, size: 64)
!233 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!236 = !DISubprogram(name: "pthread_join", scope: !217, file: !217, line: 219, type: !237, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DISubroutineType(types: !238)
!238 = !{!63, !111, !239}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!240 = !DISubprogram(name: "__assert_fail", scope: !241, file: !241, line: 69, type: !242, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!241 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!242 = !DISubroutineType(types: !243)
!243 = !{null, !244, !244, !245, !244}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!245 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
