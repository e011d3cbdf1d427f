; ModuleID = 'SB+rfi.c'
source_filename = "SB+rfi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !64
@y = dso_local global i32 0, align 4, !dbg !60
@r0_2 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !66
@r1_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !68
@r1_2 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !70
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [9 x i8] c"SB+rfi.c\00", align 1, !dbg !11
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

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !80 {
    #dbg_value(ptr poison, !85, !DIExpression(), !86)
  store volatile i32 1, ptr @x, align 4, !dbg !87, !tbaa !88
  %2 = load volatile i32, ptr @x, align 4, !dbg !92, !tbaa !88
  store i32 %2, ptr @r0_1, align 4, !dbg !93, !tbaa !88
  %3 = load volatile i32, ptr @y, align 4, !dbg !94, !tbaa !88
  store i32 %3, ptr @r0_2, align 4, !dbg !95, !tbaa !88
  ret ptr null, !dbg !96
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !97 {
    #dbg_value(ptr poison, !99, !DIExpression(), !100)
  store volatile i32 1, ptr @y, align 4, !dbg !101, !tbaa !88
  %2 = load volatile i32, ptr @y, align 4, !dbg !102, !tbaa !88
  store i32 %2, ptr @r1_1, align 4, !dbg !103, !tbaa !88
  %3 = load volatile i32, ptr @x, align 4, !dbg !104, !tbaa !88
  store i32 %3, ptr @r1_2, align 4, !dbg !105, !tbaa !88
  ret ptr null, !dbg !106
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !107 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !122
    #dbg_assign(i1 undef, !111, !DIExpression(), !122, ptr %1, !DIExpression(), !123)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !124
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !125
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !126
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !127
  %5 = load i64, ptr %1, align 16, !dbg !128, !tbaa !129
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !131
  %7 = load i64, ptr %3, align 8, !dbg !132, !tbaa !129
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !133
    #dbg_value(i32 0, !120, !DIExpression(), !123)
  %9 = load i32, ptr @r0_1, align 4, !dbg !134, !tbaa !88
    #dbg_value(i32 %9, !118, !DIExpression(), !123)
  %10 = icmp eq i32 %9, 0, !dbg !135
  %11 = icmp eq i32 %9, 1, !dbg !136
  %12 = select i1 %11, i32 1, i32 -1, !dbg !136
  %13 = select i1 %10, i32 0, i32 %12, !dbg !136
    #dbg_value(i32 %13, !119, !DIExpression(), !123)
  %14 = icmp slt i32 %13, 0, !dbg !137
  br i1 %14, label %60, label %15, !dbg !139

15:                                               ; preds = %0
    #dbg_value(i32 %13, !120, !DIExpression(), !123)
  %16 = load i32, ptr @r0_2, align 4, !dbg !140, !tbaa !88
    #dbg_value(i32 %16, !118, !DIExpression(), !123)
  %17 = icmp eq i32 %16, 0, !dbg !141
  %18 = icmp eq i32 %16, 1, !dbg !142
  %19 = select i1 %18, i32 1, i32 -1, !dbg !142
  %20 = select i1 %17, i32 0, i32 %19, !dbg !142
    #dbg_value(i32 %20, !119, !DIExpression(), !123)
  %21 = icmp slt i32 %20, 0, !dbg !143
  br i1 %21, label %60, label %22, !dbg !145

22:                                               ; preds = %15
    #dbg_value(!DIArgList(i32 %13, i32 %20), !120, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !123)
  %23 = load i32, ptr @r1_1, align 4, !dbg !146, !tbaa !88
    #dbg_value(i32 %23, !118, !DIExpression(), !123)
  %24 = icmp eq i32 %23, 0, !dbg !147
  %25 = icmp eq i32 %23, 1, !dbg !148
  %26 = select i1 %25, i32 1, i32 -1, !dbg !148
  %27 = select i1 %24, i32 0, i32 %26, !dbg !148
    #dbg_value(i32 %27, !119, !DIExpression(), !123)
  %28 = icmp slt i32 %27, 0, !dbg !149
  br i1 %28, label %60, label %29, !dbg !151

29:                                               ; preds = %22
    #dbg_value(!DIArgList(i32 %13, i32 %20), !120, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !123)
    #dbg_value(!DIArgList(i32 %13, i32 %20), !120, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !123)
    #dbg_value(!DIArgList(i32 %13, i32 %27, i32 %20), !120, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !123)
  %30 = load i32, ptr @r1_2, align 4, !dbg !152, !tbaa !88
    #dbg_value(i32 %30, !118, !DIExpression(), !123)
  %31 = icmp eq i32 %30, 0, !dbg !153
  %32 = icmp eq i32 %30, 1, !dbg !154
  %33 = select i1 %32, i32 1, i32 -1, !dbg !154
  %34 = select i1 %31, i32 0, i32 %33, !dbg !154
    #dbg_value(i32 %34, !119, !DIExpression(), !123)
  %35 = icmp slt i32 %34, 0, !dbg !155
  br i1 %35, label %60, label %36, !dbg !157

36:                                               ; preds = %29
  %37 = shl nuw nsw i32 %20, 1, !dbg !158
    #dbg_value(!DIArgList(i32 %13, i32 %27, i32 %37), !120, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !123)
  %38 = add nuw nsw i32 %37, %13, !dbg !159
    #dbg_value(!DIArgList(i32 %38, i32 %27), !120, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !123)
  %39 = shl nuw nsw i32 %27, 2, !dbg !160
    #dbg_value(!DIArgList(i32 %38, i32 %39), !120, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !123)
  %40 = add nuw nsw i32 %38, %39, !dbg !161
    #dbg_value(i32 %40, !120, !DIExpression(), !123)
  %41 = shl nuw nsw i32 %34, 3, !dbg !162
  %42 = add nuw nsw i32 %40, %41, !dbg !163
    #dbg_value(i32 %42, !120, !DIExpression(), !123)
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
  ], !dbg !164

43:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 75, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !165
  unreachable, !dbg !165

44:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 80, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !169
  unreachable, !dbg !169

45:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 85, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !172
  unreachable, !dbg !172

46:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 90, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !175
  unreachable, !dbg !175

47:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 95, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !178
  unreachable, !dbg !178

48:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 100, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !181
  unreachable, !dbg !181

49:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 105, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !184
  unreachable, !dbg !184

50:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 110, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !187
  unreachable, !dbg !187

51:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 115, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !190
  unreachable, !dbg !190

52:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 120, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !193
  unreachable, !dbg !193

53:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, i32 noundef 125, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !196
  unreachable, !dbg !196

54:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.1, i32 noundef 130, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !199
  unreachable, !dbg !199

55:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.1, i32 noundef 135, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !202
  unreachable, !dbg !202

56:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.1, i32 noundef 140, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !205
  unreachable, !dbg !205

57:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.1, i32 noundef 145, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !208
  unreachable, !dbg !208

58:                                               ; preds = %36
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.1, i32 noundef 150, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !211
  unreachable, !dbg !211

59:                                               ; preds = %36
  unreachable

60:                                               ; preds = %29, %22, %15, %0
    #dbg_label(!121, !214)
  call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.1, i32 noundef 159, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !215
  unreachable, !dbg !215
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !218 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !238 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !242 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!3 = !DIFile(filename: "SB+rfi.c", directory: ".", checksumkind: CSK_MD5, checksum: "5e77354a10851381ce2ec9fef5fd7c02")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !45, !47, !49, !51, !53, !55, !0, !60, !64, !66, !68, !70}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 72, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 9)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 95, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 100, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 110, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !7, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 120, type: !7, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 14)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 130, type: !42, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 135, type: !42, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 140, type: !42, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 145, type: !42, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 150, type: !42, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 159, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 22)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 18, type: !62, isLocal: false, isDefinition: true)
!62 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !63)
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "r0_2", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "r1_2", scope: !2, file: !3, line: 19, type: !63, isLocal: false, isDefinition: true)
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
!87 = !DILocation(line: 24, column: 4, scope: !80)
!88 = !{!89, !89, i64 0}
!89 = !{!"int", !90, i64 0}
!90 = !{!"omnipotent char", !91, i64 0}
!91 = !{!"Simple C/C++ TBAA"}
!92 = !DILocation(line: 25, column: 9, scope: !80)
!93 = !DILocation(line: 25, column: 7, scope: !80)
!94 = !DILocation(line: 26, column: 9, scope: !80)
!95 = !DILocation(line: 26, column: 7, scope: !80)
!96 = !DILocation(line: 27, column: 2, scope: !80)
!97 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !81, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98)
!98 = !{!99}
!99 = !DILocalVariable(name: "arg", arg: 1, scope: !97, file: !3, line: 30, type: !83)
!100 = !DILocation(line: 0, scope: !97)
!101 = !DILocation(line: 33, column: 4, scope: !97)
!102 = !DILocation(line: 34, column: 9, scope: !97)
!103 = !DILocation(line: 34, column: 7, scope: !97)
!104 = !DILocation(line: 35, column: 9, scope: !97)
!105 = !DILocation(line: 35, column: 7, scope: !97)
!106 = !DILocation(line: 36, column: 2, scope: !97)
!107 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 39, type: !108, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!63}
!110 = !{!111, !118, !119, !120, !121}
!111 = !DILocalVariable(name: "th", scope: !107, file: !3, line: 41, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 128, elements: !116)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !114, line: 27, baseType: !115)
!114 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!115 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!116 = !{!117}
!117 = !DISubrange(count: 2)
!118 = !DILocalVariable(name: "v", scope: !107, file: !3, line: 46, type: !63)
!119 = !DILocalVariable(name: "d", scope: !107, file: !3, line: 46, type: !63)
!120 = !DILocalVariable(name: "o", scope: !107, file: !3, line: 46, type: !63)
!121 = !DILabel(scope: !107, name: "unexpected", file: !3, line: 158)
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 0, scope: !107)
!124 = !DILocation(line: 41, column: 2, scope: !107)
!125 = !DILocation(line: 42, column: 2, scope: !107)
!126 = !DILocation(line: 43, column: 18, scope: !107)
!127 = !DILocation(line: 43, column: 2, scope: !107)
!128 = !DILocation(line: 44, column: 15, scope: !107)
!129 = !{!130, !130, i64 0}
!130 = !{!"long", !90, i64 0}
!131 = !DILocation(line: 44, column: 2, scope: !107)
!132 = !DILocation(line: 45, column: 15, scope: !107)
!133 = !DILocation(line: 45, column: 2, scope: !107)
!134 = !DILocation(line: 47, column: 6, scope: !107)
!135 = !DILocation(line: 48, column: 8, scope: !107)
!136 = !DILocation(line: 48, column: 6, scope: !107)
!137 = !DILocation(line: 49, column: 8, scope: !138)
!138 = distinct !DILexicalBlock(scope: !107, file: !3, line: 49, column: 6)
!139 = !DILocation(line: 49, column: 6, scope: !107)
!140 = !DILocation(line: 52, column: 6, scope: !107)
!141 = !DILocation(line: 53, column: 8, scope: !107)
!142 = !DILocation(line: 53, column: 6, scope: !107)
!143 = !DILocation(line: 54, column: 8, scope: !144)
!144 = distinct !DILexicalBlock(scope: !107, file: !3, line: 54, column: 6)
!145 = !DILocation(line: 54, column: 6, scope: !107)
!146 = !DILocation(line: 57, column: 6, scope: !107)
!147 = !DILocation(line: 58, column: 8, scope: !107)
!148 = !DILocation(line: 58, column: 6, scope: !107)
!149 = !DILocation(line: 59, column: 8, scope: !150)
!150 = distinct !DILexicalBlock(scope: !107, file: !3, line: 59, column: 6)
!151 = !DILocation(line: 59, column: 6, scope: !107)
!152 = !DILocation(line: 62, column: 6, scope: !107)
!153 = !DILocation(line: 63, column: 8, scope: !107)
!154 = !DILocation(line: 63, column: 6, scope: !107)
!155 = !DILocation(line: 64, column: 8, scope: !156)
!156 = distinct !DILexicalBlock(scope: !107, file: !3, line: 64, column: 6)
!157 = !DILocation(line: 64, column: 6, scope: !107)
!158 = !DILocation(line: 56, column: 9, scope: !107)
!159 = !DILocation(line: 56, column: 4, scope: !107)
!160 = !DILocation(line: 61, column: 9, scope: !107)
!161 = !DILocation(line: 61, column: 4, scope: !107)
!162 = !DILocation(line: 66, column: 9, scope: !107)
!163 = !DILocation(line: 66, column: 4, scope: !107)
!164 = !DILocation(line: 72, column: 2, scope: !107)
!165 = !DILocation(line: 75, column: 3, scope: !166)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 75, column: 3)
!167 = distinct !DILexicalBlock(scope: !168, file: !3, line: 75, column: 3)
!168 = distinct !DILexicalBlock(scope: !107, file: !3, line: 72, column: 13)
!169 = !DILocation(line: 80, column: 3, scope: !170)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 80, column: 3)
!171 = distinct !DILexicalBlock(scope: !168, file: !3, line: 80, column: 3)
!172 = !DILocation(line: 85, column: 3, scope: !173)
!173 = distinct !DILexicalBlock(scope: !174, file: !3, line: 85, column: 3)
!174 = distinct !DILexicalBlock(scope: !168, file: !3, line: 85, column: 3)
!175 = !DILocation(line: 90, column: 3, scope: !176)
!176 = distinct !DILexicalBlock(scope: !177, file: !3, line: 90, column: 3)
!177 = distinct !DILexicalBlock(scope: !168, file: !3, line: 90, column: 3)
!178 = !DILocation(line: 95, column: 3, scope: !179)
!179 = distinct !DILexicalBlock(scope: !180, file: !3, line: 95, column: 3)
!180 = distinct !DILexicalBlock(scope: !168, file: !3, line: 95, column: 3)
!181 = !DILocation(line: 100, column: 3, scope: !182)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 100, column: 3)
!183 = distinct !DILexicalBlock(scope: !168, file: !3, line: 100, column: 3)
!184 = !DILocation(line: 105, column: 3, scope: !185)
!185 = distinct !DILexicalBlock(scope: !186, file: !3, line: 105, column: 3)
!186 = distinct !DILexicalBlock(scope: !168, file: !3, line: 105, column: 3)
!187 = !DILocation(line: 110, column: 3, scope: !188)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 110, column: 3)
!189 = distinct !DILexicalBlock(scope: !168, file: !3, line: 110, column: 3)
!190 = !DILocation(line: 115, column: 3, scope: !191)
!191 = distinct !DILexicalBlock(scope: !192, file: !3, line: 115, column: 3)
!192 = distinct !DILexicalBlock(scope: !168, file: !3, line: 115, column: 3)
!193 = !DILocation(line: 120, column: 3, scope: !194)
!194 = distinct !DILexicalBlock(scope: !195, file: !3, line: 120, column: 3)
!195 = distinct !DILexicalBlock(scope: !168, file: !3, line: 120, column: 3)
!196 = !DILocation(line: 125, column: 3, scope: !197)
!197 = distinct !DILexicalBlock(scope: !198, file: !3, line: 125, column: 3)
!198 = distinct !DILexicalBlock(scope: !168, file: !3, line: 125, column: 3)
!199 = !DILocation(line: 130, column: 3, scope: !200)
!200 = distinct !DILexicalBlock(scope: !201, file: !3, line: 130, column: 3)
!201 = distinct !DILexicalBlock(scope: !168, file: !3, line: 130, column: 3)
!202 = !DILocation(line: 135, column: 3, scope: !203)
!203 = distinct !DILexicalBlock(scope: !204, file: !3, line: 135, column: 3)
!204 = distinct !DILexicalBlock(scope: !168, file: !3, line: 135, column: 3)
!205 = !DILocation(line: 140, column: 3, scope: !206)
!206 = distinct !DILexicalBlock(scope: !207, file: !3, line: 140, column: 3)
!207 = distinct !DILexicalBlock(scope: !168, file: !3, line: 140, column: 3)
!208 = !DILocation(line: 145, column: 3, scope: !209)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 145, column: 3)
!210 = distinct !DILexicalBlock(scope: !168, file: !3, line: 145, column: 3)
!211 = !DILocation(line: 150, column: 3, scope: !212)
!212 = distinct !DILexicalBlock(scope: !213, file: !3, line: 150, column: 3)
!213 = distinct !DILexicalBlock(scope: !168, file: !3, line: 150, column: 3)
!214 = !DILocation(line: 158, column: 1, scope: !107)
!215 = !DILocation(line: 159, column: 2, scope: !216)
!216 = distinct !DILexicalBlock(scope: !217, file: !3, line: 159, column: 2)
!217 = distinct !DILexicalBlock(scope: !107, file: !3, line: 159, column: 2)
!218 = !DISubprogram(name: "pthread_create", scope: !219, file: !219, line: 202, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!220 = !DISubroutineType(types: !221)
!221 = !{!63, !222, !224, !236, !237}
!222 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !223)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !225)
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !226, size: 64)
!226 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !227)
!227 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !114, line: 62, baseType: !228)
!228 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !114, line: 56, size: 448, elements: !229)
!229 = !{!230, !234}
!230 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !228, file: !114, line: 58, baseType: !231, size: 448)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !232)
!232 = !{!233}
!233 = !DISubrange(count: 56)
!234 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !228, file: !114, line: 59, baseType: !235, size: 64)
!235 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!237 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!238 = !DISubprogram(name: "pthread_join", scope: !219, file: !219, line: 219, type: !239, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!239 = !DISubroutineType(types: !240)
!240 = !{!63, !113, !241}
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!242 = !DISubprogram(name: "__assert_fail", scope: !243, file: !243, line: 69, type: !244, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!243 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!244 = !DISubroutineType(types: !245)
!245 = !{null, !246, !246, !247, !246}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!247 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
