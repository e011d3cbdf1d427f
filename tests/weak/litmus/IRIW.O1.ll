; ModuleID = 'IRIW.c'
source_filename = "IRIW.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !60
@r2_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !64
@r2_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !66
@r3_0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !68
@r3_1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !70
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [7 x i8] c"IRIW.c\00", align 1, !dbg !11
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
  ret ptr null, !dbg !92
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !93 {
    #dbg_value(ptr poison, !95, !DIExpression(), !96)
  store volatile i32 1, ptr @y, align 4, !dbg !97, !tbaa !88
  ret ptr null, !dbg !98
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t2(ptr nocapture readnone %0) #1 !dbg !99 {
    #dbg_value(ptr poison, !101, !DIExpression(), !102)
  %2 = load volatile i32, ptr @x, align 4, !dbg !103, !tbaa !88
  store i32 %2, ptr @r2_0, align 4, !dbg !104, !tbaa !88
  %3 = load volatile i32, ptr @y, align 4, !dbg !105, !tbaa !88
  store i32 %3, ptr @r2_1, align 4, !dbg !106, !tbaa !88
  ret ptr null, !dbg !107
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t3(ptr nocapture readnone %0) #1 !dbg !108 {
    #dbg_value(ptr poison, !110, !DIExpression(), !111)
  %2 = load volatile i32, ptr @y, align 4, !dbg !112, !tbaa !88
  store i32 %2, ptr @r3_0, align 4, !dbg !113, !tbaa !88
  %3 = load volatile i32, ptr @x, align 4, !dbg !114, !tbaa !88
  store i32 %3, ptr @r3_1, align 4, !dbg !115, !tbaa !88
  ret ptr null, !dbg !116
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !117 {
  %1 = alloca [4 x i64], align 16, !DIAssignID !132
    #dbg_assign(i1 undef, !121, !DIExpression(), !132, ptr %1, !DIExpression(), !133)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7, !dbg !134
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #7, !dbg !135
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !136
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #7, !dbg !137
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !138
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @t2, ptr noundef null) #7, !dbg !139
  %7 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !140
  %8 = call i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @t3, ptr noundef null) #7, !dbg !141
  %9 = load i64, ptr %1, align 16, !dbg !142, !tbaa !143
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #7, !dbg !145
  %11 = load i64, ptr %3, align 8, !dbg !146, !tbaa !143
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #7, !dbg !147
  %13 = load i64, ptr %5, align 16, !dbg !148, !tbaa !143
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #7, !dbg !149
  %15 = load i64, ptr %7, align 8, !dbg !150, !tbaa !143
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #7, !dbg !151
    #dbg_value(i32 0, !130, !DIExpression(), !133)
  %17 = load i32, ptr @r2_0, align 4, !dbg !152, !tbaa !88
    #dbg_value(i32 %17, !128, !DIExpression(), !133)
  %18 = icmp eq i32 %17, 0, !dbg !153
  %19 = icmp eq i32 %17, 1, !dbg !154
  %20 = select i1 %19, i32 1, i32 -1, !dbg !154
  %21 = select i1 %18, i32 0, i32 %20, !dbg !154
    #dbg_value(i32 %21, !129, !DIExpression(), !133)
  %22 = icmp slt i32 %21, 0, !dbg !155
  br i1 %22, label %68, label %23, !dbg !157

23:                                               ; preds = %0
    #dbg_value(i32 %21, !130, !DIExpression(), !133)
  %24 = load i32, ptr @r2_1, align 4, !dbg !158, !tbaa !88
    #dbg_value(i32 %24, !128, !DIExpression(), !133)
  %25 = icmp eq i32 %24, 0, !dbg !159
  %26 = icmp eq i32 %24, 1, !dbg !160
  %27 = select i1 %26, i32 1, i32 -1, !dbg !160
  %28 = select i1 %25, i32 0, i32 %27, !dbg !160
    #dbg_value(i32 %28, !129, !DIExpression(), !133)
  %29 = icmp slt i32 %28, 0, !dbg !161
  br i1 %29, label %68, label %30, !dbg !163

30:                                               ; preds = %23
    #dbg_value(!DIArgList(i32 %21, i32 %28), !130, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !133)
  %31 = load i32, ptr @r3_0, align 4, !dbg !164, !tbaa !88
    #dbg_value(i32 %31, !128, !DIExpression(), !133)
  %32 = icmp eq i32 %31, 0, !dbg !165
  %33 = icmp eq i32 %31, 1, !dbg !166
  %34 = select i1 %33, i32 1, i32 -1, !dbg !166
  %35 = select i1 %32, i32 0, i32 %34, !dbg !166
    #dbg_value(i32 %35, !129, !DIExpression(), !133)
  %36 = icmp slt i32 %35, 0, !dbg !167
  br i1 %36, label %68, label %37, !dbg !169

37:                                               ; preds = %30
    #dbg_value(!DIArgList(i32 %21, i32 %28), !130, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !133)
    #dbg_value(!DIArgList(i32 %21, i32 %28), !130, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !133)
    #dbg_value(!DIArgList(i32 %21, i32 %35, i32 %28), !130, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !133)
  %38 = load i32, ptr @r3_1, align 4, !dbg !170, !tbaa !88
    #dbg_value(i32 %38, !128, !DIExpression(), !133)
  %39 = icmp eq i32 %38, 0, !dbg !171
  %40 = icmp eq i32 %38, 1, !dbg !172
  %41 = select i1 %40, i32 1, i32 -1, !dbg !172
  %42 = select i1 %39, i32 0, i32 %41, !dbg !172
    #dbg_value(i32 %42, !129, !DIExpression(), !133)
  %43 = icmp slt i32 %42, 0, !dbg !173
  br i1 %43, label %68, label %44, !dbg !175

44:                                               ; preds = %37
  %45 = shl nuw nsw i32 %28, 1, !dbg !176
    #dbg_value(!DIArgList(i32 %21, i32 %35, i32 %45), !130, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !133)
  %46 = add nuw nsw i32 %45, %21, !dbg !177
    #dbg_value(!DIArgList(i32 %46, i32 %35), !130, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !133)
  %47 = shl nuw nsw i32 %35, 2, !dbg !178
    #dbg_value(!DIArgList(i32 %46, i32 %47), !130, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !133)
  %48 = add nuw nsw i32 %46, %47, !dbg !179
    #dbg_value(i32 %48, !130, !DIExpression(), !133)
  %49 = shl nuw nsw i32 %42, 3, !dbg !180
  %50 = add nuw nsw i32 %48, %49, !dbg !181
    #dbg_value(i32 %50, !130, !DIExpression(), !133)
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
  ], !dbg !182

51:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 93, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !183
  unreachable, !dbg !183

52:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 98, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !187
  unreachable, !dbg !187

53:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 103, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !190
  unreachable, !dbg !190

54:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 108, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !193
  unreachable, !dbg !193

55:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 113, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !196
  unreachable, !dbg !196

56:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 118, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !199
  unreachable, !dbg !199

57:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !202
  unreachable, !dbg !202

58:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.1, i32 noundef 128, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !205
  unreachable, !dbg !205

59:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.1, i32 noundef 133, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !208
  unreachable, !dbg !208

60:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.1, i32 noundef 138, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !211
  unreachable, !dbg !211

61:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.1, i32 noundef 143, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !214
  unreachable, !dbg !214

62:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.12, ptr noundef nonnull @.str.1, i32 noundef 148, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !217
  unreachable, !dbg !217

63:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.13, ptr noundef nonnull @.str.1, i32 noundef 153, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !220
  unreachable, !dbg !220

64:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.14, ptr noundef nonnull @.str.1, i32 noundef 158, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !223
  unreachable, !dbg !223

65:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.15, ptr noundef nonnull @.str.1, i32 noundef 163, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !226
  unreachable, !dbg !226

66:                                               ; preds = %44
  call void @__assert_fail(ptr noundef nonnull @.str.16, ptr noundef nonnull @.str.1, i32 noundef 168, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !229
  unreachable, !dbg !229

67:                                               ; preds = %44
  unreachable

68:                                               ; preds = %37, %30, %23, %0
    #dbg_label(!131, !232)
  call void @__assert_fail(ptr noundef nonnull @.str.17, ptr noundef nonnull @.str.1, i32 noundef 177, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !233
  unreachable, !dbg !233
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !236 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !256 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !260 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!72, !73, !74, !75, !76, !77, !78}
!llvm.ident = !{!79}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 19, type: !62, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "IRIW.c", directory: ".", checksumkind: CSK_MD5, checksum: "8ca20f127f2ed638609b1c81840122cb")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !45, !47, !49, !51, !53, !55, !0, !60, !64, !66, !68, !70}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 128, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 133, type: !7, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !7, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 14)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !42, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !42, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !42, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 163, type: !42, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !42, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 177, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 22)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 20, type: !62, isLocal: false, isDefinition: true)
!62 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !63)
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 21, type: !63, isLocal: false, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 21, type: !63, isLocal: false, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "r3_0", scope: !2, file: !3, line: 21, type: !63, isLocal: false, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "r3_1", scope: !2, file: !3, line: 21, type: !63, isLocal: false, isDefinition: true)
!72 = !{i32 7, !"Dwarf Version", i32 5}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 4}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"PIE Level", i32 2}
!77 = !{i32 7, !"uwtable", i32 2}
!78 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 23, type: !81, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!81 = !DISubroutineType(types: !82)
!82 = !{!83, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!84 = !{!85}
!85 = !DILocalVariable(name: "arg", arg: 1, scope: !80, file: !3, line: 23, type: !83)
!86 = !DILocation(line: 0, scope: !80)
!87 = !DILocation(line: 26, column: 4, scope: !80)
!88 = !{!89, !89, i64 0}
!89 = !{!"int", !90, i64 0}
!90 = !{!"omnipotent char", !91, i64 0}
!91 = !{!"Simple C/C++ TBAA"}
!92 = !DILocation(line: 27, column: 2, scope: !80)
!93 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !81, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !94)
!94 = !{!95}
!95 = !DILocalVariable(name: "arg", arg: 1, scope: !93, file: !3, line: 30, type: !83)
!96 = !DILocation(line: 0, scope: !93)
!97 = !DILocation(line: 33, column: 4, scope: !93)
!98 = !DILocation(line: 34, column: 2, scope: !93)
!99 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 37, type: !81, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!100 = !{!101}
!101 = !DILocalVariable(name: "arg", arg: 1, scope: !99, file: !3, line: 37, type: !83)
!102 = !DILocation(line: 0, scope: !99)
!103 = !DILocation(line: 40, column: 9, scope: !99)
!104 = !DILocation(line: 40, column: 7, scope: !99)
!105 = !DILocation(line: 41, column: 9, scope: !99)
!106 = !DILocation(line: 41, column: 7, scope: !99)
!107 = !DILocation(line: 42, column: 2, scope: !99)
!108 = distinct !DISubprogram(name: "t3", scope: !3, file: !3, line: 45, type: !81, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!109 = !{!110}
!110 = !DILocalVariable(name: "arg", arg: 1, scope: !108, file: !3, line: 45, type: !83)
!111 = !DILocation(line: 0, scope: !108)
!112 = !DILocation(line: 48, column: 9, scope: !108)
!113 = !DILocation(line: 48, column: 7, scope: !108)
!114 = !DILocation(line: 49, column: 9, scope: !108)
!115 = !DILocation(line: 49, column: 7, scope: !108)
!116 = !DILocation(line: 50, column: 2, scope: !108)
!117 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 53, type: !118, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!63}
!120 = !{!121, !128, !129, !130, !131}
!121 = !DILocalVariable(name: "th", scope: !117, file: !3, line: 55, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 256, elements: !126)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !124, line: 27, baseType: !125)
!124 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!125 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!126 = !{!127}
!127 = !DISubrange(count: 4)
!128 = !DILocalVariable(name: "v", scope: !117, file: !3, line: 64, type: !63)
!129 = !DILocalVariable(name: "d", scope: !117, file: !3, line: 64, type: !63)
!130 = !DILocalVariable(name: "o", scope: !117, file: !3, line: 64, type: !63)
!131 = !DILabel(scope: !117, name: "unexpected", file: !3, line: 176)
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 0, scope: !117)
!134 = !DILocation(line: 55, column: 2, scope: !117)
!135 = !DILocation(line: 56, column: 2, scope: !117)
!136 = !DILocation(line: 57, column: 18, scope: !117)
!137 = !DILocation(line: 57, column: 2, scope: !117)
!138 = !DILocation(line: 58, column: 18, scope: !117)
!139 = !DILocation(line: 58, column: 2, scope: !117)
!140 = !DILocation(line: 59, column: 18, scope: !117)
!141 = !DILocation(line: 59, column: 2, scope: !117)
!142 = !DILocation(line: 60, column: 15, scope: !117)
!143 = !{!144, !144, i64 0}
!144 = !{!"long", !90, i64 0}
!145 = !DILocation(line: 60, column: 2, scope: !117)
!146 = !DILocation(line: 61, column: 15, scope: !117)
!147 = !DILocation(line: 61, column: 2, scope: !117)
!148 = !DILocation(line: 62, column: 15, scope: !117)
!149 = !DILocation(line: 62, column: 2, scope: !117)
!150 = !DILocation(line: 63, column: 15, scope: !117)
!151 = !DILocation(line: 63, column: 2, scope: !117)
!152 = !DILocation(line: 65, column: 6, scope: !117)
!153 = !DILocation(line: 66, column: 8, scope: !117)
!154 = !DILocation(line: 66, column: 6, scope: !117)
!155 = !DILocation(line: 67, column: 8, scope: !156)
!156 = distinct !DILexicalBlock(scope: !117, file: !3, line: 67, column: 6)
!157 = !DILocation(line: 67, column: 6, scope: !117)
!158 = !DILocation(line: 70, column: 6, scope: !117)
!159 = !DILocation(line: 71, column: 8, scope: !117)
!160 = !DILocation(line: 71, column: 6, scope: !117)
!161 = !DILocation(line: 72, column: 8, scope: !162)
!162 = distinct !DILexicalBlock(scope: !117, file: !3, line: 72, column: 6)
!163 = !DILocation(line: 72, column: 6, scope: !117)
!164 = !DILocation(line: 75, column: 6, scope: !117)
!165 = !DILocation(line: 76, column: 8, scope: !117)
!166 = !DILocation(line: 76, column: 6, scope: !117)
!167 = !DILocation(line: 77, column: 8, scope: !168)
!168 = distinct !DILexicalBlock(scope: !117, file: !3, line: 77, column: 6)
!169 = !DILocation(line: 77, column: 6, scope: !117)
!170 = !DILocation(line: 80, column: 6, scope: !117)
!171 = !DILocation(line: 81, column: 8, scope: !117)
!172 = !DILocation(line: 81, column: 6, scope: !117)
!173 = !DILocation(line: 82, column: 8, scope: !174)
!174 = distinct !DILexicalBlock(scope: !117, file: !3, line: 82, column: 6)
!175 = !DILocation(line: 82, column: 6, scope: !117)
!176 = !DILocation(line: 74, column: 9, scope: !117)
!177 = !DILocation(line: 74, column: 4, scope: !117)
!178 = !DILocation(line: 79, column: 9, scope: !117)
!179 = !DILocation(line: 79, column: 4, scope: !117)
!180 = !DILocation(line: 84, column: 9, scope: !117)
!181 = !DILocation(line: 84, column: 4, scope: !117)
!182 = !DILocation(line: 90, column: 2, scope: !117)
!183 = !DILocation(line: 93, column: 3, scope: !184)
!184 = distinct !DILexicalBlock(scope: !185, file: !3, line: 93, column: 3)
!185 = distinct !DILexicalBlock(scope: !186, file: !3, line: 93, column: 3)
!186 = distinct !DILexicalBlock(scope: !117, file: !3, line: 90, column: 13)
!187 = !DILocation(line: 98, column: 3, scope: !188)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 98, column: 3)
!189 = distinct !DILexicalBlock(scope: !186, file: !3, line: 98, column: 3)
!190 = !DILocation(line: 103, column: 3, scope: !191)
!191 = distinct !DILexicalBlock(scope: !192, file: !3, line: 103, column: 3)
!192 = distinct !DILexicalBlock(scope: !186, file: !3, line: 103, column: 3)
!193 = !DILocation(line: 108, column: 3, scope: !194)
!194 = distinct !DILexicalBlock(scope: !195, file: !3, line: 108, column: 3)
!195 = distinct !DILexicalBlock(scope: !186, file: !3, line: 108, column: 3)
!196 = !DILocation(line: 113, column: 3, scope: !197)
!197 = distinct !DILexicalBlock(scope: !198, file: !3, line: 113, column: 3)
!198 = distinct !DILexicalBlock(scope: !186, file: !3, line: 113, column: 3)
!199 = !DILocation(line: 118, column: 3, scope: !200)
!200 = distinct !DILexicalBlock(scope: !201, file: !3, line: 118, column: 3)
!201 = distinct !DILexicalBlock(scope: !186, file: !3, line: 118, column: 3)
!202 = !DILocation(line: 123, column: 3, scope: !203)
!203 = distinct !DILexicalBlock(scope: !204, file: !3, line: 123, column: 3)
!204 = distinct !DILexicalBlock(scope: !186, file: !3, line: 123, column: 3)
!205 = !DILocation(line: 128, column: 3, scope: !206)
!206 = distinct !DILexicalBlock(scope: !207, file: !3, line: 128, column: 3)
!207 = distinct !DILexicalBlock(scope: !186, file: !3, line: 128, column: 3)
!208 = !DILocation(line: 133, column: 3, scope: !209)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 133, column: 3)
!210 = distinct !DILexicalBlock(scope: !186, file: !3, line: 133, column: 3)
!211 = !DILocation(line: 138, column: 3, scope: !212)
!212 = distinct !DILexicalBlock(scope: !213, file: !3, line: 138, column: 3)
!213 = distinct !DILexicalBlock(scope: !186, file: !3, line: 138, column: 3)
!214 = !DILocation(line: 143, column: 3, scope: !215)
!215 = distinct !DILexicalBlock(scope: !216, file: !3, line: 143, column: 3)
!216 = distinct !DILexicalBlock(scope: !186, file: !3, line: 143, column: 3)
!217 = !DILocation(line: 148, column: 3, scope: !218)
!218 = distinct !DILexicalBlock(scope: !219, file: !3, line: 148, column: 3)
!219 = distinct !DILexicalBlock(scope: !186, file: !3, line: 148, column: 3)
!220 = !DILocation(line: 153, column: 3, scope: !221)
!221 = distinct !DILexicalBlock(scope: !222, file: !3, line: 153, column: 3)
!222 = distinct !DILexicalBlock(scope: !186, file: !3, line: 153, column: 3)
!223 = !DILocation(line: 158, column: 3, scope: !224)
!224 = distinct !DILexicalBlock(scope: !225, file: !3, line: 158, column: 3)
!225 = distinct !DILexicalBlock(scope: !186, file: !3, line: 158, column: 3)
!226 = !DILocation(line: 163, column: 3, scope: !227)
!227 = distinct !DILexicalBlock(scope: !228, file: !3, line: 163, column: 3)
!228 = distinct !DILexicalBlock(scope: !186, file: !3, line: 163, column: 3)
!229 = !DILocation(line: 168, column: 3, scope: !230)
!230 = distinct !DILexicalBlock(scope: !231, file: !3, line: 168, column: 3)
!231 = distinct !DILexicalBlock(scope: !186, file: !3, line: 168, column: 3)
!232 = !DILocation(line: 176, column: 1, scope: !117)
!233 = !DILocation(line: 177, column: 2, scope: !234)
!234 = distinct !DILexicalBlock(scope: !235, file: !3, line: 177, column: 2)
!235 = distinct !DILexicalBlock(scope: !117, file: !3, line: 177, column: 2)
!236 = !DISubprogram(name: "pthread_create", scope: !237, file: !237, line: 202, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!238 = !DISubroutineType(types: !239)
!239 = !{!63, !240, !242, !254, !255}
!240 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !241)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !243)
!243 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !244, size: 64)
!244 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !245)
!245 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !124, line: 62, baseType: !246)
!246 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !124, line: 56, size: 448, elements: !247)
!247 = !{!248, !252}
!248 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !246, file: !124, line: 58, baseType: !249, size: 448)
!249 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !250)
!250 = !{!251}
!251 = !DISubrange(count: 56)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !246, file: !124, line: 59, baseType: !253, size: 64)
!253 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!255 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!256 = !DISubprogram(name: "pthread_join", scope: !237, file: !237, line: 219, type: !257, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!257 = !DISubroutineType(types: !258)
!258 = !{!63, !123, !259}
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!260 = !DISubprogram(name: "__assert_fail", scope: !261, file: !261, line: 69, type: !262, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!261 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!262 = !DISubroutineType(types: !263)
!263 = !{null, !264, !264, !265, !264}
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!265 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
