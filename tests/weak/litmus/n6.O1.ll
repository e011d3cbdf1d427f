; ModuleID = 'n6.c'
source_filename = "n6.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !68
@y = dso_local global i32 0, align 4, !dbg !64
@r0_2 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !70
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [5 x i8] c"n6.c\00", align 1, !dbg !11
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
@.str.17 = private unnamed_addr constant [14 x i8] c"!\22outcome 16\22\00", align 1, !dbg !55
@.str.18 = private unnamed_addr constant [14 x i8] c"!\22outcome 17\22\00", align 1, !dbg !57
@.str.19 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !59

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
  store volatile i32 2, ptr @y, align 4, !dbg !101, !tbaa !88
  store volatile i32 2, ptr @x, align 4, !dbg !102, !tbaa !88
  ret ptr null, !dbg !103
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !104 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !119
    #dbg_assign(i1 undef, !108, !DIExpression(), !119, ptr %1, !DIExpression(), !120)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !121
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !122
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !123
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !124
  %5 = load i64, ptr %1, align 16, !dbg !125, !tbaa !126
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !128
  %7 = load i64, ptr %3, align 8, !dbg !129, !tbaa !126
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !130
    #dbg_value(i32 0, !117, !DIExpression(), !120)
  %9 = load i32, ptr @r0_1, align 4, !dbg !131, !tbaa !88
    #dbg_value(i32 %9, !115, !DIExpression(), !120)
  %10 = icmp ult i32 %9, 2, !dbg !132
  %11 = icmp eq i32 %9, 2, !dbg !132
  %12 = select i1 %11, i32 2, i32 -1, !dbg !132
  %13 = select i1 %10, i32 %9, i32 %12, !dbg !132
    #dbg_value(i32 %13, !116, !DIExpression(), !120)
  %14 = icmp slt i32 %13, 0, !dbg !133
  br i1 %14, label %53, label %15, !dbg !135

15:                                               ; preds = %0
    #dbg_value(i32 %13, !117, !DIExpression(), !120)
  %16 = load i32, ptr @r0_2, align 4, !dbg !136, !tbaa !88
    #dbg_value(i32 %16, !115, !DIExpression(), !120)
  %17 = icmp eq i32 %16, 0, !dbg !137
  %18 = icmp eq i32 %16, 2, !dbg !138
  %19 = select i1 %18, i32 1, i32 -1, !dbg !138
  %20 = select i1 %17, i32 0, i32 %19, !dbg !138
    #dbg_value(i32 %20, !116, !DIExpression(), !120)
  %21 = icmp slt i32 %20, 0, !dbg !139
  br i1 %21, label %53, label %22, !dbg !141

22:                                               ; preds = %15
    #dbg_value(!DIArgList(i32 %20, i32 %13), !117, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !120)
  %23 = load volatile i32, ptr @x, align 4, !dbg !142, !tbaa !88
    #dbg_value(i32 %23, !115, !DIExpression(), !120)
  %24 = icmp ult i32 %23, 2, !dbg !143
  %25 = icmp eq i32 %23, 2, !dbg !143
  %26 = select i1 %25, i32 2, i32 -1, !dbg !143
  %27 = select i1 %24, i32 %23, i32 %26, !dbg !143
    #dbg_value(i32 %27, !116, !DIExpression(), !120)
  %28 = icmp slt i32 %27, 0, !dbg !144
  br i1 %28, label %53, label %29, !dbg !146

29:                                               ; preds = %22
  %30 = mul nuw nsw i32 %20, 3, !dbg !147
    #dbg_value(!DIArgList(i32 %30, i32 %13), !117, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !120)
  %31 = add nuw nsw i32 %30, %13, !dbg !148
    #dbg_value(i32 %31, !117, !DIExpression(), !120)
  %32 = mul nuw nsw i32 %27, 6, !dbg !149
  %33 = add nuw nsw i32 %31, %32, !dbg !150
    #dbg_value(i32 %33, !117, !DIExpression(), !120)
  switch i32 %33, label %52 [
    i32 0, label %34
    i32 1, label %35
    i32 2, label %36
    i32 3, label %37
    i32 4, label %38
    i32 5, label %39
    i32 6, label %40
    i32 7, label %41
    i32 8, label %42
    i32 9, label %43
    i32 10, label %44
    i32 11, label %45
    i32 12, label %46
    i32 13, label %47
    i32 14, label %48
    i32 15, label %49
    i32 16, label %50
    i32 17, label %51
  ], !dbg !151

34:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 68, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !152
  unreachable, !dbg !152

35:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 73, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !156
  unreachable, !dbg !156

36:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 78, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !159
  unreachable, !dbg !159

37:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 83, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !162
  unreachable, !dbg !162

38:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 88, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !165
  unreachable, !dbg !165

39:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 93, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !168
  unreachable, !dbg !168

40:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 98, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !171
  unreachable, !dbg !171

41:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 103, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !174
  unreachable, !dbg !174

42:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 108, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !177
  unreachable, !dbg !177

43:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 113, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !180
  unreachable, !dbg !180

44:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, i32 noundef 118, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !183
  unreachable, !dbg !183

45:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !186
  unreachable, !dbg !186

46:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.1, i32 noundef 128, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !189
  unreachable, !dbg !189

47:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.1, i32 noundef 133, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !192
  unreachable, !dbg !192

48:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.1, i32 noundef 138, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !195
  unreachable, !dbg !195

49:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.1, i32 noundef 143, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !198
  unreachable, !dbg !198

50:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.1, i32 noundef 148, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !201
  unreachable, !dbg !201

51:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.18, ptr noundef nonnull @.str.1, i32 noundef 153, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !204
  unreachable, !dbg !204

52:                                               ; preds = %29
  unreachable

53:                                               ; preds = %22, %15, %0
    #dbg_label(!118, !207)
  call void @__assert_fail(ptr noundef nonnull @.str.19, ptr noundef nonnull @.str.1, i32 noundef 162, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !208
  unreachable, !dbg !208
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !211 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !231 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !235 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

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
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !66, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "n6.c", directory: ".", checksumkind: CSK_MD5, checksum: "b5f166b79f03b23c3c4ab7cd24515467")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !45, !47, !49, !51, !53, !55, !57, !59, !0, !64, !68, !70}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 40, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 5)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !7, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !7, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 14)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !42, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 128, type: !42, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 133, type: !42, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !42, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !42, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !42, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !42, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 162, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 22)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !66, isLocal: false, isDefinition: true)
!66 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !67)
!67 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 18, type: !67, isLocal: false, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "r0_2", scope: !2, file: !3, line: 18, type: !67, isLocal: false, isDefinition: true)
!72 = !{i32 7, !"Dwarf Version", i32 5}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 4}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"PIE Level", i32 2}
!77 = !{i32 7, !"uwtable", i32 2}
!78 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !81, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!81 = !DISubroutineType(types: !82)
!82 = !{!83, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!84 = !{!85}
!85 = !DILocalVariable(name: "arg", arg: 1, scope: !80, file: !3, line: 20, type: !83)
!86 = !DILocation(line: 0, scope: !80)
!87 = !DILocation(line: 23, column: 4, scope: !80)
!88 = !{!89, !89, i64 0}
!89 = !{!"int", !90, i64 0}
!90 = !{!"omnipotent char", !91, i64 0}
!91 = !{!"Simple C/C++ TBAA"}
!92 = !DILocation(line: 24, column: 9, scope: !80)
!93 = !DILocation(line: 24, column: 7, scope: !80)
!94 = !DILocation(line: 25, column: 9, scope: !80)
!95 = !DILocation(line: 25, column: 7, scope: !80)
!96 = !DILocation(line: 26, column: 2, scope: !80)
!97 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 29, type: !81, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98)
!98 = !{!99}
!99 = !DILocalVariable(name: "arg", arg: 1, scope: !97, file: !3, line: 29, type: !83)
!100 = !DILocation(line: 0, scope: !97)
!101 = !DILocation(line: 32, column: 4, scope: !97)
!102 = !DILocation(line: 33, column: 4, scope: !97)
!103 = !DILocation(line: 34, column: 2, scope: !97)
!104 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !105, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{!67}
!107 = !{!108, !115, !116, !117, !118}
!108 = !DILocalVariable(name: "th", scope: !104, file: !3, line: 39, type: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !110, size: 128, elements: !113)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !111, line: 27, baseType: !112)
!111 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!112 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!113 = !{!114}
!114 = !DISubrange(count: 2)
!115 = !DILocalVariable(name: "v", scope: !104, file: !3, line: 44, type: !67)
!116 = !DILocalVariable(name: "d", scope: !104, file: !3, line: 44, type: !67)
!117 = !DILocalVariable(name: "o", scope: !104, file: !3, line: 44, type: !67)
!118 = !DILabel(scope: !104, name: "unexpected", file: !3, line: 161)
!119 = distinct !DIAssignID()
!120 = !DILocation(line: 0, scope: !104)
!121 = !DILocation(line: 39, column: 2, scope: !104)
!122 = !DILocation(line: 40, column: 2, scope: !104)
!123 = !DILocation(line: 41, column: 18, scope: !104)
!124 = !DILocation(line: 41, column: 2, scope: !104)
!125 = !DILocation(line: 42, column: 15, scope: !104)
!126 = !{!127, !127, i64 0}
!127 = !{!"long", !90, i64 0}
!128 = !DILocation(line: 42, column: 2, scope: !104)
!129 = !DILocation(line: 43, column: 15, scope: !104)
!130 = !DILocation(line: 43, column: 2, scope: !104)
!131 = !DILocation(line: 45, column: 6, scope: !104)
!132 = !DILocation(line: 46, column: 6, scope: !104)
!133 = !DILocation(line: 47, column: 8, scope: !134)
!134 = distinct !DILexicalBlock(scope: !104, file: !3, line: 47, column: 6)
!135 = !DILocation(line: 47, column: 6, scope: !104)
!136 = !DILocation(line: 50, column: 6, scope: !104)
!137 = !DILocation(line: 51, column: 8, scope: !104)
!138 = !DILocation(line: 51, column: 6, scope: !104)
!139 = !DILocation(line: 52, column: 8, scope: !140)
!140 = distinct !DILexicalBlock(scope: !104, file: !3, line: 52, column: 6)
!141 = !DILocation(line: 52, column: 6, scope: !104)
!142 = !DILocation(line: 55, column: 6, scope: !104)
!143 = !DILocation(line: 56, column: 6, scope: !104)
!144 = !DILocation(line: 57, column: 8, scope: !145)
!145 = distinct !DILexicalBlock(scope: !104, file: !3, line: 57, column: 6)
!146 = !DILocation(line: 57, column: 6, scope: !104)
!147 = !DILocation(line: 54, column: 9, scope: !104)
!148 = !DILocation(line: 54, column: 4, scope: !104)
!149 = !DILocation(line: 59, column: 9, scope: !104)
!150 = !DILocation(line: 59, column: 4, scope: !104)
!151 = !DILocation(line: 65, column: 2, scope: !104)
!152 = !DILocation(line: 68, column: 3, scope: !153)
!153 = distinct !DILexicalBlock(scope: !154, file: !3, line: 68, column: 3)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 68, column: 3)
!155 = distinct !DILexicalBlock(scope: !104, file: !3, line: 65, column: 13)
!156 = !DILocation(line: 73, column: 3, scope: !157)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 73, column: 3)
!158 = distinct !DILexicalBlock(scope: !155, file: !3, line: 73, column: 3)
!159 = !DILocation(line: 78, column: 3, scope: !160)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 78, column: 3)
!161 = distinct !DILexicalBlock(scope: !155, file: !3, line: 78, column: 3)
!162 = !DILocation(line: 83, column: 3, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 83, column: 3)
!164 = distinct !DILexicalBlock(scope: !155, file: !3, line: 83, column: 3)
!165 = !DILocation(line: 88, column: 3, scope: !166)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 88, column: 3)
!167 = distinct !DILexicalBlock(scope: !155, file: !3, line: 88, column: 3)
!168 = !DILocation(line: 93, column: 3, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 93, column: 3)
!170 = distinct !DILexicalBlock(scope: !155, file: !3, line: 93, column: 3)
!171 = !DILocation(line: 98, column: 3, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 98, column: 3)
!173 = distinct !DILexicalBlock(scope: !155, file: !3, line: 98, column: 3)
!174 = !DILocation(line: 103, column: 3, scope: !175)
!175 = distinct !DILexicalBlock(scope: !176, file: !3, line: 103, column: 3)
!176 = distinct !DILexicalBlock(scope: !155, file: !3, line: 103, column: 3)
!177 = !DILocation(line: 108, column: 3, scope: !178)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 108, column: 3)
!179 = distinct !DILexicalBlock(scope: !155, file: !3, line: 108, column: 3)
!180 = !DILocation(line: 113, column: 3, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 113, column: 3)
!182 = distinct !DILexicalBlock(scope: !155, file: !3, line: 113, column: 3)
!183 = !DILocation(line: 118, column: 3, scope: !184)
!184 = distinct !DILexicalBlock(scope: !185, file: !3, line: 118, column: 3)
!185 = distinct !DILexicalBlock(scope: !155, file: !3, line: 118, column: 3)
!186 = !DILocation(line: 123, column: 3, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 123, column: 3)
!188 = distinct !DILexicalBlock(scope: !155, file: !3, line: 123, column: 3)
!189 = !DILocation(line: 128, column: 3, scope: !190)
!190 = distinct !DILexicalBlock(scope: !191, file: !3, line: 128, column: 3)
!191 = distinct !DILexicalBlock(scope: !155, file: !3, line: 128, column: 3)
!192 = !DILocation(line: 133, column: 3, scope: !193)
!193 = distinct !DILexicalBlock(scope: !194, file: !3, line: 133, column: 3)
!194 = distinct !DILexicalBlock(scope: !155, file: !3, line: 133, column: 3)
!195 = !DILocation(line: 138, column: 3, scope: !196)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 138, column: 3)
!197 = distinct !DILexicalBlock(scope: !155, file: !3, line: 138, column: 3)
!198 = !DILocation(line: 143, column: 3, scope: !199)
!199 = distinct !DILexicalBlock(scope: !200, file: !3, line: 143, column: 3)
!200 = distinct !DILexicalBlock(scope: !155, file: !3, line: 143, column: 3)
!201 = !DILocation(line: 148, column: 3, scope: !202)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 148, column: 3)
!203 = distinct !DILexicalBlock(scope: !155, file: !3, line: 148, column: 3)
!204 = !DILocation(line: 153, column: 3, scope: !205)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 153, column: 3)
!206 = distinct !DILexicalBlock(scope: !155, file: !3, line: 153, column: 3)
!207 = !DILocation(line: 161, column: 1, scope: !104)
!208 = !DILocation(line: 162, column: 2, scope: !209)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 162, column: 2)
!210 = distinct !DILexicalBlock(scope: !104, file: !3, line: 162, column: 2)
!211 = !DISubprogram(name: "pthread_create", scope: !212, file: !212, line: 202, type: !213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!213 = !DISubroutineType(types: !214)
!214 = !{!67, !215, !217, !229, !230}
!215 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !216)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!217 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !218)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !220)
!220 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !111, line: 62, baseType: !221)
!221 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !111, line: 56, size: 448, elements: !222)
!222 = !{!223, !227}
!223 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !221, file: !111, line: 58, baseType: !224, size: 448)
!224 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !225)
!225 = !{!226}
!226 = !DISubrange(count: 56)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !221, file: !111, line: 59, baseType: !228, size: 64)
!228 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!231 = !DISubprogram(name: "pthread_join", scope: !212, file: !212, line: 219, type: !232, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DISubroutineType(types: !233)
!233 = !{!67, !110, !234}
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!235 = !DISubprogram(name: "__assert_fail", scope: !236, file: !236, line: 69, type: !237, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!236 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!237 = !DISubroutineType(types: !238)
!238 = !{null, !239, !239, !240, !239}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!240 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
