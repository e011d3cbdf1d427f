; ModuleID = 'szymanski.c'
source_filename = "szymanski.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@count = dso_local global i32 0, align 4, !dbg !0
@flag = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4, !dbg !9
@.str = private unnamed_addr constant [25 x i8] c"atomic_load(&count) == 1\00", align 1, !dbg !17
@.str.1 = private unnamed_addr constant [12 x i8] c"szymanski.c\00", align 1, !dbg !23
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !28

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @check_exclusion() local_unnamed_addr #0 !dbg !42 {
  %1 = load atomic i32, ptr @count seq_cst, align 4, !dbg !45
  %2 = icmp slt i32 %1, 2, !dbg !46
  %3 = zext i1 %2 to i32, !dbg !46
  ret i32 %3, !dbg !47
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !48 {
  %1 = alloca [3 x i64], align 16, !DIAssignID !59
    #dbg_assign(i1 undef, !50, !DIExpression(), !59, ptr %1, !DIExpression(), !60)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #7, !dbg !61
    #dbg_value(i64 0, !55, !DIExpression(), !62)
    #dbg_value(i64 0, !55, !DIExpression(), !62)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !63
    #dbg_value(i64 1, !55, !DIExpression(), !62)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !65
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #7, !dbg !63
    #dbg_value(i64 2, !55, !DIExpression(), !62)
  %5 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !65
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 2 to ptr)) #7, !dbg !63
    #dbg_value(i64 3, !55, !DIExpression(), !62)
    #dbg_value(i64 0, !57, !DIExpression(), !66)
  %7 = load i64, ptr %1, align 16, !dbg !67, !tbaa !69
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !73
    #dbg_value(i64 1, !57, !DIExpression(), !66)
  %9 = load i64, ptr %3, align 8, !dbg !67, !tbaa !69
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #7, !dbg !73
    #dbg_value(i64 2, !57, !DIExpression(), !66)
  %11 = load i64, ptr %5, align 16, !dbg !67, !tbaa !69
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #7, !dbg !73
    #dbg_value(i64 3, !57, !DIExpression(), !66)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #7, !dbg !74
  ret i32 0, !dbg !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !76 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @worker(ptr noundef %0) #4 !dbg !97 {
    #dbg_value(ptr %0, !99, !DIExpression(), !101)
  %2 = ptrtoint ptr %0 to i64, !dbg !102
  %3 = trunc i64 %2 to i32, !dbg !103
    #dbg_value(i32 %3, !100, !DIExpression(), !101)
  %4 = shl i64 %2, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds [3 x i32], ptr @flag, i64 0, i64 %5
  %7 = icmp eq i32 %3, 0
  %8 = icmp eq i32 %3, 1
  %9 = icmp eq i32 %3, 2
  %10 = icmp slt i32 %3, 1
  %11 = and i64 %2, 4294967295
  %12 = icmp slt i32 %3, 2
  %13 = and i64 %2, 2147483647
  %14 = and i64 %2, 1
  %15 = icmp eq i64 %14, 0
  %16 = add nsw i64 %5, 1
  %17 = getelementptr inbounds [3 x i32], ptr @flag, i64 0, i64 %16
  %18 = icmp eq i64 %4, 4294967296
  br label %19, !dbg !104

19:                                               ; preds = %116, %1
    #dbg_value(i32 %3, !105, !DIExpression(), !110)
  store atomic i32 1, ptr %6 seq_cst, align 4, !dbg !115
  br label %20, !dbg !116

20:                                               ; preds = %29, %19
    #dbg_value(i32 0, !117, !DIExpression(), !126)
    #dbg_value(i32 3, !122, !DIExpression(), !126)
    #dbg_value(i32 3, !123, !DIExpression(), !126)
    #dbg_value(i32 0, !124, !DIExpression(), !128)
    #dbg_value(i64 0, !124, !DIExpression(), !128)
  %21 = load atomic i32, ptr @flag seq_cst, align 4, !dbg !129
  %22 = icmp slt i32 %21, 3, !dbg !132
  br i1 %22, label %23, label %29, !dbg !133

23:                                               ; preds = %20
    #dbg_value(i64 0, !124, !DIExpression(), !128)
    #dbg_value(i64 1, !124, !DIExpression(), !128)
    #dbg_value(i64 poison, !124, !DIExpression(), !128)
  %24 = load atomic i32, ptr getelementptr inbounds (i8, ptr @flag, i64 4) seq_cst, align 4, !dbg !129
  %25 = icmp slt i32 %24, 3, !dbg !132
    #dbg_value(i64 poison, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !128)
  br i1 %25, label %26, label %29, !dbg !133, !llvm.loop !134

26:                                               ; preds = %23
    #dbg_value(i64 1, !124, !DIExpression(), !128)
    #dbg_value(i64 2, !124, !DIExpression(), !128)
    #dbg_value(i64 poison, !124, !DIExpression(), !128)
  %27 = load atomic i32, ptr getelementptr inbounds (i8, ptr @flag, i64 8) seq_cst, align 4, !dbg !129
  %28 = icmp slt i32 %27, 3, !dbg !132
    #dbg_value(i64 poison, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !128)
  br i1 %28, label %30, label %29, !dbg !133, !llvm.loop !138

29:                                               ; preds = %26, %23, %20
  br label %20, !dbg !129, !llvm.loop !139

30:                                               ; preds = %26
    #dbg_value(i64 3, !124, !DIExpression(), !128)
  store atomic i32 3, ptr %6 seq_cst, align 4, !dbg !141
    #dbg_value(i32 %3, !142, !DIExpression(), !150)
    #dbg_value(i32 1, !147, !DIExpression(), !150)
    #dbg_value(i64 0, !148, !DIExpression(), !153)
  br i1 %7, label %38, label %31, !dbg !154

31:                                               ; preds = %30
  %32 = load atomic i32, ptr @flag seq_cst, align 4, !dbg !157
  %33 = icmp eq i32 %32, 1, !dbg !158
  br i1 %33, label %46, label %34, !dbg !159

34:                                               ; preds = %31
    #dbg_value(i64 1, !148, !DIExpression(), !153)
  br i1 %8, label %43, label %35, !dbg !154

35:                                               ; preds = %34
  %36 = load atomic i32, ptr getelementptr inbounds (i8, ptr @flag, i64 4) seq_cst, align 4, !dbg !157
  %37 = icmp eq i32 %36, 1, !dbg !158
  br i1 %37, label %46, label %41, !dbg !159

38:                                               ; preds = %30
    #dbg_value(i64 1, !148, !DIExpression(), !153)
  %39 = load atomic i32, ptr getelementptr inbounds (i8, ptr @flag, i64 4) seq_cst, align 4, !dbg !157
  %40 = icmp eq i32 %39, 1, !dbg !158
  br i1 %40, label %46, label %43, !dbg !159

41:                                               ; preds = %35
    #dbg_value(i64 2, !148, !DIExpression(), !153)
  br i1 %9, label %42, label %43, !dbg !154

42:                                               ; preds = %41
  store atomic i32 4, ptr %6 seq_cst, align 4, !dbg !160
    #dbg_value(i32 0, !117, !DIExpression(), !161)
    #dbg_value(i32 %3, !122, !DIExpression(), !161)
    #dbg_value(i32 2, !123, !DIExpression(), !161)
    #dbg_value(i32 0, !124, !DIExpression(), !163)
  br label %64, !dbg !164

43:                                               ; preds = %41, %38, %34
  %44 = load atomic i32, ptr getelementptr inbounds (i8, ptr @flag, i64 8) seq_cst, align 4, !dbg !157
  %45 = icmp eq i32 %44, 1, !dbg !158
  br i1 %45, label %46, label %63, !dbg !159

46:                                               ; preds = %43, %38, %35, %31
  store atomic i32 2, ptr %6 seq_cst, align 4, !dbg !165
  br label %47, !dbg !167

47:                                               ; preds = %62, %46
    #dbg_value(i32 %3, !142, !DIExpression(), !168)
    #dbg_value(i32 4, !147, !DIExpression(), !168)
    #dbg_value(i64 0, !148, !DIExpression(), !170)
  br i1 %7, label %55, label %48, !dbg !171

48:                                               ; preds = %47
  %49 = load atomic i32, ptr @flag seq_cst, align 4, !dbg !172
  %50 = icmp eq i32 %49, 4, !dbg !173
  br i1 %50, label %63, label %51, !dbg !174

51:                                               ; preds = %48
    #dbg_value(i64 1, !148, !DIExpression(), !170)
  br i1 %8, label %59, label %52, !dbg !171

52:                                               ; preds = %51
  %53 = load atomic i32, ptr getelementptr inbounds (i8, ptr @flag, i64 4) seq_cst, align 4, !dbg !172
  %54 = icmp eq i32 %53, 4, !dbg !173
  br i1 %54, label %63, label %58, !dbg !174

55:                                               ; preds = %47
    #dbg_value(i64 1, !148, !DIExpression(), !170)
  %56 = load atomic i32, ptr getelementptr inbounds (i8, ptr @flag, i64 4) seq_cst, align 4, !dbg !172
  %57 = icmp eq i32 %56, 4, !dbg !173
  br i1 %57, label %83, label %59, !dbg !174

58:                                               ; preds = %52
    #dbg_value(i64 2, !148, !DIExpression(), !170)
  br i1 %9, label %62, label %59, !dbg !171

59:                                               ; preds = %58, %55, %51
  %60 = load atomic i32, ptr getelementptr inbounds (i8, ptr @flag, i64 8) seq_cst, align 4, !dbg !172
  %61 = icmp eq i32 %60, 4, !dbg !173
  br i1 %61, label %63, label %62, !dbg !174

62:                                               ; preds = %59, %58
  br label %47, !dbg !171, !llvm.loop !175

63:                                               ; preds = %59, %52, %48, %43
  store atomic i32 4, ptr %6 seq_cst, align 4, !dbg !160
    #dbg_value(i32 0, !117, !DIExpression(), !161)
    #dbg_value(i32 %3, !122, !DIExpression(), !161)
    #dbg_value(i32 2, !123, !DIExpression(), !161)
    #dbg_value(i32 0, !124, !DIExpression(), !163)
  br i1 %10, label %79, label %64, !dbg !164

64:                                               ; preds = %63, %42
  br label %65, !dbg !177

65:                                               ; preds = %78, %64
    #dbg_value(i64 0, !124, !DIExpression(), !163)
  %66 = load atomic i32, ptr @flag seq_cst, align 4, !dbg !178
  %67 = icmp slt i32 %66, 2, !dbg !179
  br i1 %67, label %68, label %78, !dbg !180

68:                                               ; preds = %65, %72
  %69 = phi i64 [ %70, %72 ], [ 0, %65 ]
    #dbg_value(i64 %69, !124, !DIExpression(), !163)
  %70 = add nuw nsw i64 %69, 1, !dbg !181
    #dbg_value(i64 %70, !124, !DIExpression(), !163)
  %71 = icmp eq i64 %70, %11, !dbg !182
  br i1 %71, label %79, label %72, !dbg !164, !llvm.loop !183

72:                                               ; preds = %68
    #dbg_value(i64 poison, !124, !DIExpression(), !163)
  %73 = getelementptr inbounds [3 x i32], ptr @flag, i64 0, i64 %70, !dbg !178
  %74 = load atomic i32, ptr %73 seq_cst, align 4, !dbg !178
  %75 = icmp slt i32 %74, 2, !dbg !179
    #dbg_value(i64 poison, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !163)
  br i1 %75, label %68, label %76, !dbg !180, !llvm.loop !185

76:                                               ; preds = %72
  %77 = icmp ult i64 %70, %11
    #dbg_value(i32 0, !117, !DIExpression(), !161)
    #dbg_value(i32 %3, !122, !DIExpression(), !161)
    #dbg_value(i32 2, !123, !DIExpression(), !161)
    #dbg_value(i32 0, !124, !DIExpression(), !163)
  br i1 %77, label %78, label %79, !dbg !177

78:                                               ; preds = %76, %65
  br label %65, !dbg !178, !llvm.loop !186

79:                                               ; preds = %76, %68, %63
  %80 = atomicrmw add ptr @count, i32 1 seq_cst, align 4, !dbg !188
  %81 = load atomic i32, ptr @count seq_cst, align 4, !dbg !189
  %82 = icmp eq i32 %81, 1, !dbg !189
  br i1 %82, label %90, label %89, !dbg !192

83:                                               ; preds = %55
  store atomic i32 4, ptr %6 seq_cst, align 4, !dbg !160
    #dbg_value(i32 0, !117, !DIExpression(), !161)
    #dbg_value(i32 %3, !122, !DIExpression(), !161)
    #dbg_value(i32 2, !123, !DIExpression(), !161)
    #dbg_value(i32 0, !124, !DIExpression(), !163)
  %84 = atomicrmw add ptr @count, i32 1 seq_cst, align 4, !dbg !188
  %85 = load atomic i32, ptr @count seq_cst, align 4, !dbg !189
  %86 = icmp eq i32 %85, 1, !dbg !189
  br i1 %86, label %87, label %89, !dbg !192

87:                                               ; preds = %83
  %88 = atomicrmw sub ptr @count, i32 1 seq_cst, align 4, !dbg !193
    #dbg_value(i32 %3, !194, !DIExpression(), !202)
    #dbg_value(i32 %3, !197, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !204)
  br label %92, !dbg !205

89:                                               ; preds = %83, %79
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 74, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !189
  unreachable, !dbg !189

90:                                               ; preds = %79
  %91 = atomicrmw sub ptr @count, i32 1 seq_cst, align 4, !dbg !193
    #dbg_value(i32 %3, !194, !DIExpression(), !202)
    #dbg_value(i32 %3, !197, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !204)
  br i1 %12, label %92, label %116, !dbg !205

92:                                               ; preds = %87, %90
  br i1 %15, label %97, label %93, !dbg !205

93:                                               ; preds = %92, %93
  %94 = load atomic i32, ptr %17 seq_cst, align 4, !dbg !206
    #dbg_value(i32 %94, !199, !DIExpression(), !207)
  %95 = and i32 %94, -2, !dbg !208
  %96 = icmp eq i32 %95, 2, !dbg !208
  br i1 %96, label %93, label %97, !dbg !209, !llvm.loop !210

97:                                               ; preds = %93, %92
  %98 = phi i64 [ %5, %92 ], [ %16, %93 ]
  br i1 %18, label %116, label %99, !dbg !205

99:                                               ; preds = %97, %114
  %100 = phi i64 [ %108, %114 ], [ %98, %97 ]
  %101 = add nsw i64 %100, 1, !dbg !213
  %102 = getelementptr inbounds [3 x i32], ptr @flag, i64 0, i64 %101
  br label %103, !dbg !211

103:                                              ; preds = %103, %99
  %104 = load atomic i32, ptr %102 seq_cst, align 4, !dbg !206
    #dbg_value(i32 %104, !199, !DIExpression(), !207)
  %105 = and i32 %104, -2, !dbg !208
  %106 = icmp eq i32 %105, 2, !dbg !208
  br i1 %106, label %103, label %107, !dbg !209, !llvm.loop !210

107:                                              ; preds = %103
    #dbg_value(i64 %101, !197, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !204)
  %108 = add nsw i64 %100, 2, !dbg !213
  %109 = getelementptr inbounds [3 x i32], ptr @flag, i64 0, i64 %108
  br label %110, !dbg !211

110:                                              ; preds = %110, %107
  %111 = load atomic i32, ptr %109 seq_cst, align 4, !dbg !206
    #dbg_value(i32 %111, !199, !DIExpression(), !207)
  %112 = and i32 %111, -2, !dbg !208
  %113 = icmp eq i32 %112, 2, !dbg !208
  br i1 %113, label %110, label %114, !dbg !209, !llvm.loop !210

114:                                              ; preds = %110
    #dbg_value(i64 %108, !197, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !204)
  %115 = icmp eq i64 %100, 0, !dbg !214
  br i1 %115, label %116, label %99, !dbg !205, !llvm.loop !215

116:                                              ; preds = %97, %114, %90
  %117 = phi i64 [ %13, %90 ], [ %5, %114 ], [ %5, %97 ], !dbg !217
  %118 = getelementptr inbounds [3 x i32], ptr @flag, i64 0, i64 %117, !dbg !217
  store atomic i32 0, ptr %118 seq_cst, align 4, !dbg !217
  br label %19, !dbg !218, !llvm.loop !219
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !222 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !226 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 21, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "szymanski.c", directory: ".", checksumkind: CSK_MD5, checksum: "782403b312acaad30b0d60f06a81e369")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{!9, !0, !17, !23, !28}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 20, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !15)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !13, line: 104, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!14 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !6)
!15 = !{!16}
!16 = !DISubrange(count: 3)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 200, elements: !21)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{!22}
!22 = !DISubrange(count: 25)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 96, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 12)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 168, elements: !32)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!32 = !{!33}
!33 = !DISubrange(count: 21)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 81, type: !43, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!43 = !DISubroutineType(types: !44)
!44 = !{!6}
!45 = !DILocation(line: 83, column: 12, scope: !42)
!46 = !DILocation(line: 83, column: 32, scope: !42)
!47 = !DILocation(line: 83, column: 5, scope: !42)
!48 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 86, type: !43, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!49 = !{!50, !55, !57}
!50 = !DILocalVariable(name: "t", scope: !48, file: !3, line: 88, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 192, elements: !15)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !53, line: 27, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!54 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 89, type: !7)
!56 = distinct !DILexicalBlock(scope: !48, file: !3, line: 89, column: 5)
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 91, type: !6)
!58 = distinct !DILexicalBlock(scope: !48, file: !3, line: 91, column: 5)
!59 = distinct !DIAssignID()
!60 = !DILocation(line: 0, scope: !48)
!61 = !DILocation(line: 88, column: 5, scope: !48)
!62 = !DILocation(line: 0, scope: !56)
!63 = !DILocation(line: 90, column: 9, scope: !64)
!64 = distinct !DILexicalBlock(scope: !56, file: !3, line: 89, column: 5)
!65 = !DILocation(line: 90, column: 25, scope: !64)
!66 = !DILocation(line: 0, scope: !58)
!67 = !DILocation(line: 92, column: 22, scope: !68)
!68 = distinct !DILexicalBlock(scope: !58, file: !3, line: 91, column: 5)
!69 = !{!70, !70, i64 0}
!70 = !{!"long", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = !DILocation(line: 92, column: 9, scope: !68)
!74 = !DILocation(line: 94, column: 1, scope: !48)
!75 = !DILocation(line: 93, column: 5, scope: !48)
!76 = !DISubprogram(name: "pthread_create", scope: !77, file: !77, line: 202, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!78 = !DISubroutineType(types: !79)
!79 = !{!6, !80, !82, !93, !96}
!80 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !53, line: 62, baseType: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !53, line: 56, size: 448, elements: !87)
!87 = !{!88, !92}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !86, file: !53, line: 58, baseType: !89, size: 448)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 448, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 56)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !86, file: !53, line: 59, baseType: !7, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DISubroutineType(types: !95)
!95 = !{!5, !5}
!96 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!97 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 68, type: !94, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98)
!98 = !{!99, !100}
!99 = !DILocalVariable(name: "arg", arg: 1, scope: !97, file: !3, line: 68, type: !5)
!100 = !DILocalVariable(name: "self", scope: !97, file: !3, line: 70, type: !6)
!101 = !DILocation(line: 0, scope: !97)
!102 = !DILocation(line: 70, column: 21, scope: !97)
!103 = !DILocation(line: 70, column: 16, scope: !97)
!104 = !DILocation(line: 71, column: 5, scope: !97)
!105 = !DILocalVariable(name: "i", arg: 1, scope: !106, file: !3, line: 39, type: !6)
!106 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 39, type: !107, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !6}
!109 = !{!105}
!110 = !DILocation(line: 0, scope: !106, inlinedAt: !111)
!111 = distinct !DILocation(line: 72, column: 9, scope: !112)
!112 = distinct !DILexicalBlock(scope: !113, file: !3, line: 71, column: 14)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 71, column: 5)
!114 = distinct !DILexicalBlock(scope: !97, file: !3, line: 71, column: 5)
!115 = !DILocation(line: 41, column: 5, scope: !106, inlinedAt: !111)
!116 = !DILocation(line: 42, column: 5, scope: !106, inlinedAt: !111)
!117 = !DILocalVariable(name: "lo", arg: 1, scope: !118, file: !3, line: 23, type: !6)
!118 = distinct !DISubprogram(name: "all_below", scope: !3, file: !3, line: 23, type: !119, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{!6, !6, !6, !6}
!121 = !{!117, !122, !123, !124}
!122 = !DILocalVariable(name: "hi", arg: 2, scope: !118, file: !3, line: 23, type: !6)
!123 = !DILocalVariable(name: "bound", arg: 3, scope: !118, file: !3, line: 23, type: !6)
!124 = !DILocalVariable(name: "j", scope: !125, file: !3, line: 25, type: !6)
!125 = distinct !DILexicalBlock(scope: !118, file: !3, line: 25, column: 5)
!126 = !DILocation(line: 0, scope: !118, inlinedAt: !127)
!127 = distinct !DILocation(line: 42, column: 13, scope: !106, inlinedAt: !111)
!128 = !DILocation(line: 0, scope: !125, inlinedAt: !127)
!129 = !DILocation(line: 26, column: 13, scope: !130, inlinedAt: !127)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 26, column: 13)
!131 = distinct !DILexicalBlock(scope: !125, file: !3, line: 25, column: 5)
!132 = !DILocation(line: 26, column: 35, scope: !130, inlinedAt: !127)
!133 = !DILocation(line: 26, column: 13, scope: !131, inlinedAt: !127)
!134 = distinct !{!134, !135, !136, !137}
!135 = !DILocation(line: 25, column: 5, scope: !125, inlinedAt: !127)
!136 = !DILocation(line: 27, column: 20, scope: !125, inlinedAt: !127)
!137 = !{!"llvm.loop.mustprogress"}
!138 = distinct !{!138, !135, !136, !137}
!139 = distinct !{!139, !116, !140, !137}
!140 = !DILocation(line: 43, column: 9, scope: !106, inlinedAt: !111)
!141 = !DILocation(line: 44, column: 5, scope: !106, inlinedAt: !111)
!142 = !DILocalVariable(name: "self", arg: 1, scope: !143, file: !3, line: 31, type: !6)
!143 = distinct !DISubprogram(name: "any_equal", scope: !3, file: !3, line: 31, type: !144, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !146)
!144 = !DISubroutineType(types: !145)
!145 = !{!6, !6, !6}
!146 = !{!142, !147, !148}
!147 = !DILocalVariable(name: "value", arg: 2, scope: !143, file: !3, line: 31, type: !6)
!148 = !DILocalVariable(name: "j", scope: !149, file: !3, line: 33, type: !6)
!149 = distinct !DILexicalBlock(scope: !143, file: !3, line: 33, column: 5)
!150 = !DILocation(line: 0, scope: !143, inlinedAt: !151)
!151 = distinct !DILocation(line: 45, column: 9, scope: !152, inlinedAt: !111)
!152 = distinct !DILexicalBlock(scope: !106, file: !3, line: 45, column: 9)
!153 = !DILocation(line: 0, scope: !149, inlinedAt: !151)
!154 = !DILocation(line: 34, column: 23, scope: !155, inlinedAt: !151)
!155 = distinct !DILexicalBlock(scope: !156, file: !3, line: 34, column: 13)
!156 = distinct !DILexicalBlock(scope: !149, file: !3, line: 33, column: 5)
!157 = !DILocation(line: 34, column: 26, scope: !155, inlinedAt: !151)
!158 = !DILocation(line: 34, column: 48, scope: !155, inlinedAt: !151)
!159 = !DILocation(line: 34, column: 13, scope: !156, inlinedAt: !151)
!160 = !DILocation(line: 50, column: 5, scope: !106, inlinedAt: !111)
!161 = !DILocation(line: 0, scope: !118, inlinedAt: !162)
!162 = distinct !DILocation(line: 51, column: 13, scope: !106, inlinedAt: !111)
!163 = !DILocation(line: 0, scope: !125, inlinedAt: !162)
!164 = !DILocation(line: 25, column: 5, scope: !125, inlinedAt: !162)
!165 = !DILocation(line: 46, column: 9, scope: !166, inlinedAt: !111)
!166 = distinct !DILexicalBlock(scope: !152, file: !3, line: 45, column: 26)
!167 = !DILocation(line: 47, column: 9, scope: !166, inlinedAt: !111)
!168 = !DILocation(line: 0, scope: !143, inlinedAt: !169)
!169 = distinct !DILocation(line: 47, column: 17, scope: !166, inlinedAt: !111)
!170 = !DILocation(line: 0, scope: !149, inlinedAt: !169)
!171 = !DILocation(line: 34, column: 23, scope: !155, inlinedAt: !169)
!172 = !DILocation(line: 34, column: 26, scope: !155, inlinedAt: !169)
!173 = !DILocation(line: 34, column: 48, scope: !155, inlinedAt: !169)
!174 = !DILocation(line: 34, column: 13, scope: !156, inlinedAt: !169)
!175 = distinct !{!175, !167, !176, !137}
!176 = !DILocation(line: 48, column: 13, scope: !166, inlinedAt: !111)
!177 = !DILocation(line: 51, column: 5, scope: !106, inlinedAt: !111)
!178 = !DILocation(line: 26, column: 13, scope: !130, inlinedAt: !162)
!179 = !DILocation(line: 26, column: 35, scope: !130, inlinedAt: !162)
!180 = !DILocation(line: 26, column: 13, scope: !131, inlinedAt: !162)
!181 = !DILocation(line: 25, column: 31, scope: !131, inlinedAt: !162)
!182 = !DILocation(line: 25, column: 24, scope: !131, inlinedAt: !162)
!183 = distinct !{!183, !164, !184, !137}
!184 = !DILocation(line: 27, column: 20, scope: !125, inlinedAt: !162)
!185 = distinct !{!185, !164, !184, !137}
!186 = distinct !{!186, !177, !187, !137}
!187 = !DILocation(line: 52, column: 9, scope: !106, inlinedAt: !111)
!188 = !DILocation(line: 73, column: 9, scope: !112)
!189 = !DILocation(line: 74, column: 9, scope: !190)
!190 = distinct !DILexicalBlock(scope: !191, file: !3, line: 74, column: 9)
!191 = distinct !DILexicalBlock(scope: !112, file: !3, line: 74, column: 9)
!192 = !DILocation(line: 74, column: 9, scope: !191)
!193 = !DILocation(line: 75, column: 9, scope: !112)
!194 = !DILocalVariable(name: "i", arg: 1, scope: !195, file: !3, line: 55, type: !6)
!195 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 55, type: !107, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !196)
!196 = !{!194, !197, !199}
!197 = !DILocalVariable(name: "j", scope: !198, file: !3, line: 58, type: !6)
!198 = distinct !DILexicalBlock(scope: !195, file: !3, line: 58, column: 5)
!199 = !DILocalVariable(name: "f", scope: !200, file: !3, line: 59, type: !6)
!200 = distinct !DILexicalBlock(scope: !201, file: !3, line: 58, column: 37)
!201 = distinct !DILexicalBlock(scope: !198, file: !3, line: 58, column: 5)
!202 = !DILocation(line: 0, scope: !195, inlinedAt: !203)
!203 = distinct !DILocation(line: 76, column: 9, scope: !112)
!204 = !DILocation(line: 0, scope: !198, inlinedAt: !203)
!205 = !DILocation(line: 58, column: 5, scope: !198, inlinedAt: !203)
!206 = !DILocation(line: 61, column: 17, scope: !200, inlinedAt: !203)
!207 = !DILocation(line: 0, scope: !200, inlinedAt: !203)
!208 = !DILocation(line: 62, column: 23, scope: !200, inlinedAt: !203)
!209 = !DILocation(line: 61, column: 13, scope: !200, inlinedAt: !203)
!210 = distinct !{!210, !211, !212, !137}
!211 = !DILocation(line: 60, column: 9, scope: !200, inlinedAt: !203)
!212 = !DILocation(line: 62, column: 32, scope: !200, inlinedAt: !203)
!213 = !DILocation(line: 58, scope: !198, inlinedAt: !203)
!214 = !DILocation(line: 58, column: 27, scope: !201, inlinedAt: !203)
!215 = distinct !{!215, !205, !216, !137}
!216 = !DILocation(line: 63, column: 5, scope: !198, inlinedAt: !203)
!217 = !DILocation(line: 65, column: 5, scope: !195, inlinedAt: !203)
!218 = !DILocation(line: 71, column: 5, scope: !113)
!219 = distinct !{!219, !220, !221}
!220 = !DILocation(line: 71, column: 5, scope: !114)
!221 = !DILocation(line: 77, column: 5, scope: !114)
!222 = !DISubprogram(name: "pthread_join", scope: !77, file: !77, line: 219, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = !DISubroutineType(types: !224)
!224 = !{!6, !52, !225}
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!226 = !DISubprogram(name: "__assert_fail", scope: !227, file: !227, line: 69, type: !228, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!227 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!228 = !DISubroutineType(types: !229)
!229 = !{null, !230, !230, !231, !230}
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!231 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
