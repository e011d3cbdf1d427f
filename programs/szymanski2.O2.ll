; ModuleID = 'szymanski.c'
source_filename = "szymanski.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@count = dso_local global i32 0, align 4, !dbg !0
@flag = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !9
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
  %1 = alloca [2 x i64], align 16, !DIAssignID !59
    #dbg_assign(i1 undef, !50, !DIExpression(), !59, ptr %1, !DIExpression(), !60)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !61
    #dbg_value(i64 0, !55, !DIExpression(), !62)
    #dbg_value(i64 0, !55, !DIExpression(), !62)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !63
    #dbg_value(i64 1, !55, !DIExpression(), !62)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !65
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull inttoptr (i64 1 to ptr)) #7, !dbg !63
    #dbg_value(i64 2, !55, !DIExpression(), !62)
    #dbg_value(i64 0, !57, !DIExpression(), !66)
  %5 = load i64, ptr %1, align 16, !dbg !67, !tbaa !69
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !73
    #dbg_value(i64 1, !57, !DIExpression(), !66)
  %7 = load i64, ptr %3, align 8, !dbg !67, !tbaa !69
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !73
    #dbg_value(i64 2, !57, !DIExpression(), !66)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #7, !dbg !74
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
  %6 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %5
  %7 = icmp eq i32 %3, 0
  %8 = icmp eq i32 %3, 1
  %9 = icmp slt i32 %3, 1
  %10 = and i64 %2, 4294967295
  %11 = and i64 %2, 2147483647
  %12 = sub i64 1, %2, !dbg !104
  %13 = and i64 %12, 1
  %14 = icmp eq i64 %13, 0
  %15 = add nsw i64 %5, 1
  %16 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %15
  %17 = icmp eq i64 %4, 0
  br label %18, !dbg !104

18:                                               ; preds = %97, %1
    #dbg_value(i32 %3, !105, !DIExpression(), !110)
  store atomic i32 1, ptr %6 seq_cst, align 4, !dbg !115
  br label %19, !dbg !116

19:                                               ; preds = %25, %18
    #dbg_value(i32 0, !117, !DIExpression(), !126)
    #dbg_value(i32 2, !122, !DIExpression(), !126)
    #dbg_value(i32 3, !123, !DIExpression(), !126)
    #dbg_value(i32 0, !124, !DIExpression(), !128)
    #dbg_value(i64 0, !124, !DIExpression(), !128)
  %20 = load atomic i32, ptr @flag seq_cst, align 4, !dbg !129
  %21 = icmp slt i32 %20, 3, !dbg !132
  br i1 %21, label %22, label %25, !dbg !133

22:                                               ; preds = %19
    #dbg_value(i64 0, !124, !DIExpression(), !128)
    #dbg_value(i64 1, !124, !DIExpression(), !128)
    #dbg_value(i64 poison, !124, !DIExpression(), !128)
  %23 = load atomic i32, ptr getelementptr inbounds (i8, ptr @flag, i64 4) seq_cst, align 4, !dbg !129
  %24 = icmp sgt i32 %23, 2, !dbg !132
    #dbg_value(i64 poison, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !128)
  br i1 %24, label %25, label %26, !dbg !116

25:                                               ; preds = %22, %19
  br label %19, !dbg !129, !llvm.loop !134

26:                                               ; preds = %22
  store atomic i32 3, ptr %6 seq_cst, align 4, !dbg !137
    #dbg_value(i32 %3, !138, !DIExpression(), !146)
    #dbg_value(i32 1, !143, !DIExpression(), !146)
    #dbg_value(i64 0, !144, !DIExpression(), !149)
  br i1 %7, label %32, label %27, !dbg !150

27:                                               ; preds = %26
  %28 = load atomic i32, ptr @flag seq_cst, align 4, !dbg !153
  %29 = icmp eq i32 %28, 1, !dbg !154
  br i1 %29, label %35, label %30, !dbg !155

30:                                               ; preds = %27
    #dbg_value(i64 1, !144, !DIExpression(), !149)
  br i1 %8, label %31, label %32, !dbg !150

31:                                               ; preds = %30
  store atomic i32 4, ptr %6 seq_cst, align 4, !dbg !156
    #dbg_value(i32 0, !117, !DIExpression(), !157)
    #dbg_value(i32 %3, !122, !DIExpression(), !157)
    #dbg_value(i32 2, !123, !DIExpression(), !157)
    #dbg_value(i32 0, !124, !DIExpression(), !159)
  br label %45, !dbg !160

32:                                               ; preds = %30, %26
  %33 = load atomic i32, ptr getelementptr inbounds (i8, ptr @flag, i64 4) seq_cst, align 4, !dbg !153
  %34 = icmp eq i32 %33, 1, !dbg !154
  br i1 %34, label %35, label %44, !dbg !155

35:                                               ; preds = %32, %27
  store atomic i32 2, ptr %6 seq_cst, align 4, !dbg !161
  br label %36, !dbg !163

36:                                               ; preds = %41, %35
    #dbg_value(i32 %3, !138, !DIExpression(), !164)
    #dbg_value(i32 4, !143, !DIExpression(), !164)
    #dbg_value(i64 0, !144, !DIExpression(), !166)
  br i1 %7, label %41, label %37, !dbg !167

37:                                               ; preds = %36, %40
  %38 = load atomic i32, ptr @flag seq_cst, align 4, !dbg !168
  %39 = icmp eq i32 %38, 4, !dbg !169
  br i1 %39, label %44, label %40, !dbg !170

40:                                               ; preds = %37
    #dbg_value(i64 1, !144, !DIExpression(), !166)
  br i1 %8, label %37, label %41, !dbg !167, !llvm.loop !171

41:                                               ; preds = %40, %36
  %42 = load atomic i32, ptr getelementptr inbounds (i8, ptr @flag, i64 4) seq_cst, align 4, !dbg !168
  %43 = icmp eq i32 %42, 4, !dbg !169
  br i1 %43, label %44, label %36, !dbg !170, !llvm.loop !171

44:                                               ; preds = %41, %37, %32
  store atomic i32 4, ptr %6 seq_cst, align 4, !dbg !156
    #dbg_value(i32 0, !117, !DIExpression(), !157)
    #dbg_value(i32 %3, !122, !DIExpression(), !157)
    #dbg_value(i32 2, !123, !DIExpression(), !157)
    #dbg_value(i32 0, !124, !DIExpression(), !159)
  br i1 %9, label %64, label %45, !dbg !160

45:                                               ; preds = %44, %31
  br label %46, !dbg !173

46:                                               ; preds = %59, %45
    #dbg_value(i64 0, !124, !DIExpression(), !159)
  %47 = load atomic i32, ptr @flag seq_cst, align 4, !dbg !174
  %48 = icmp slt i32 %47, 2, !dbg !175
  br i1 %48, label %49, label %59, !dbg !176

49:                                               ; preds = %46, %53
  %50 = phi i64 [ %51, %53 ], [ 0, %46 ]
    #dbg_value(i64 %50, !124, !DIExpression(), !159)
  %51 = add nuw nsw i64 %50, 1, !dbg !177
    #dbg_value(i64 %51, !124, !DIExpression(), !159)
  %52 = icmp eq i64 %51, %10, !dbg !178
  br i1 %52, label %60, label %53, !dbg !160, !llvm.loop !179

53:                                               ; preds = %49
    #dbg_value(i64 poison, !124, !DIExpression(), !159)
  %54 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %51, !dbg !174
  %55 = load atomic i32, ptr %54 seq_cst, align 4, !dbg !174
  %56 = icmp slt i32 %55, 2, !dbg !175
    #dbg_value(i64 poison, !124, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !159)
  br i1 %56, label %49, label %57, !dbg !176, !llvm.loop !181

57:                                               ; preds = %53
  %58 = icmp ult i64 %51, %10
    #dbg_value(i32 0, !117, !DIExpression(), !157)
    #dbg_value(i32 %3, !122, !DIExpression(), !157)
    #dbg_value(i32 2, !123, !DIExpression(), !157)
    #dbg_value(i32 0, !124, !DIExpression(), !159)
  br i1 %58, label %59, label %60, !dbg !173

59:                                               ; preds = %57, %46
  br label %46, !dbg !174, !llvm.loop !182

60:                                               ; preds = %57, %49
  %61 = atomicrmw add ptr @count, i32 1 seq_cst, align 4, !dbg !184
  %62 = load atomic i32, ptr @count seq_cst, align 4, !dbg !185
  %63 = icmp eq i32 %62, 1, !dbg !185
  br i1 %63, label %71, label %70, !dbg !188

64:                                               ; preds = %44
  %65 = atomicrmw add ptr @count, i32 1 seq_cst, align 4, !dbg !184
  %66 = load atomic i32, ptr @count seq_cst, align 4, !dbg !185
  %67 = icmp eq i32 %66, 1, !dbg !185
  br i1 %67, label %68, label %70, !dbg !188

68:                                               ; preds = %64
  %69 = atomicrmw sub ptr @count, i32 1 seq_cst, align 4, !dbg !189
    #dbg_value(i32 %3, !190, !DIExpression(), !198)
    #dbg_value(i32 %3, !193, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !200)
  br label %73, !dbg !201

70:                                               ; preds = %64, %60
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 74, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #8, !dbg !185
  unreachable, !dbg !185

71:                                               ; preds = %60
  %72 = atomicrmw sub ptr @count, i32 1 seq_cst, align 4, !dbg !189
    #dbg_value(i32 %3, !190, !DIExpression(), !198)
    #dbg_value(i32 %3, !193, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !200)
  br i1 %9, label %73, label %97, !dbg !201

73:                                               ; preds = %68, %71
  br i1 %14, label %78, label %74, !dbg !201

74:                                               ; preds = %73, %74
  %75 = load atomic i32, ptr %16 seq_cst, align 4, !dbg !202
    #dbg_value(i32 %75, !195, !DIExpression(), !203)
  %76 = and i32 %75, -2, !dbg !204
  %77 = icmp eq i32 %76, 2, !dbg !204
  br i1 %77, label %74, label %78, !dbg !205, !llvm.loop !206

78:                                               ; preds = %74, %73
  %79 = phi i64 [ %5, %73 ], [ %15, %74 ]
  br i1 %17, label %97, label %80, !dbg !201

80:                                               ; preds = %78, %95
  %81 = phi i64 [ %89, %95 ], [ %79, %78 ]
  %82 = add nsw i64 %81, 1, !dbg !209
  %83 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %82
  br label %84, !dbg !207

84:                                               ; preds = %84, %80
  %85 = load atomic i32, ptr %83 seq_cst, align 4, !dbg !202
    #dbg_value(i32 %85, !195, !DIExpression(), !203)
  %86 = and i32 %85, -2, !dbg !204
  %87 = icmp eq i32 %86, 2, !dbg !204
  br i1 %87, label %84, label %88, !dbg !205, !llvm.loop !206

88:                                               ; preds = %84
    #dbg_value(i64 %82, !193, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !200)
  %89 = add nsw i64 %81, 2, !dbg !209
  %90 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %89
  br label %91, !dbg !207

91:                                               ; preds = %91, %88
  %92 = load atomic i32, ptr %90 seq_cst, align 4, !dbg !202
    #dbg_value(i32 %92, !195, !DIExpression(), !203)
  %93 = and i32 %92, -2, !dbg !204
  %94 = icmp eq i32 %93, 2, !dbg !204
  br i1 %94, label %91, label %95, !dbg !205, !llvm.loop !206

95:                                               ; preds = %91
    #dbg_value(i64 %89, !193, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !200)
  %96 = icmp eq i64 %82, 0, !dbg !210
  br i1 %96, label %97, label %80, !dbg !201, !llvm.loop !211

97:                                               ; preds = %78, %95, %71
  %98 = phi i64 [ %11, %71 ], [ %5, %95 ], [ %5, %78 ], !dbg !213
  %99 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %98, !dbg !213
  store atomic i32 0, ptr %99 seq_cst, align 4, !dbg !213
  br label %18, !dbg !214, !llvm.loop !215
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !218 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !222 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

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
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !15)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !13, line: 104, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!14 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !6)
!15 = !{!16}
!16 = !DISubrange(count: 2)
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
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 128, elements: !15)
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
!134 = distinct !{!134, !116, !135, !136}
!135 = !DILocation(line: 43, column: 9, scope: !106, inlinedAt: !111)
!136 = !{!"llvm.loop.mustprogress"}
!137 = !DILocation(line: 44, column: 5, scope: !106, inlinedAt: !111)
!138 = !DILocalVariable(name: "self", arg: 1, scope: !139, file: !3, line: 31, type: !6)
!139 = distinct !DISubprogram(name: "any_equal", scope: !3, file: !3, line: 31, type: !140, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !142)
!140 = !DISubroutineType(types: !141)
!141 = !{!6, !6, !6}
!142 = !{!138, !143, !144}
!143 = !DILocalVariable(name: "value", arg: 2, scope: !139, file: !3, line: 31, type: !6)
!144 = !DILocalVariable(name: "j", scope: !145, file: !3, line: 33, type: !6)
!145 = distinct !DILexicalBlock(scope: !139, file: !3, line: 33, column: 5)
!146 = !DILocation(line: 0, scope: !139, inlinedAt: !147)
!147 = distinct !DILocation(line: 45, column: 9, scope: !148, inlinedAt: !111)
!148 = distinct !DILexicalBlock(scope: !106, file: !3, line: 45, column: 9)
!149 = !DILocation(line: 0, scope: !145, inlinedAt: !147)
!150 = !DILocation(line: 34, column: 23, scope: !151, inlinedAt: !147)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 34, column: 13)
!152 = distinct !DILexicalBlock(scope: !145, file: !3, line: 33, column: 5)
!153 = !DILocation(line: 34, column: 26, scope: !151, inlinedAt: !147)
!154 = !DILocation(line: 34, column: 48, scope: !151, inlinedAt: !147)
!155 = !DILocation(line: 34, column: 13, scope: !152, inlinedAt: !147)
!156 = !DILocation(line: 50, column: 5, scope: !106, inlinedAt: !111)
!157 = !DILocation(line: 0, scope: !118, inlinedAt: !158)
!158 = distinct !DILocation(line: 51, column: 13, scope: !106, inlinedAt: !111)
!159 = !DILocation(line: 0, scope: !125, inlinedAt: !158)
!160 = !DILocation(line: 25, column: 5, scope: !125, inlinedAt: !158)
!161 = !DILocation(line: 46, column: 9, scope: !162, inlinedAt: !111)
!162 = distinct !DILexicalBlock(scope: !148, file: !3, line: 45, column: 26)
!163 = !DILocation(line: 47, column: 9, scope: !162, inlinedAt: !111)
!164 = !DILocation(line: 0, scope: !139, inlinedAt: !165)
!165 = distinct !DILocation(line: 47, column: 17, scope: !162, inlinedAt: !111)
!166 = !DILocation(line: 0, scope: !145, inlinedAt: !165)
!167 = !DILocation(line: 34, column: 23, scope: !151, inlinedAt: !165)
!168 = !DILocation(line: 34, column: 26, scope: !151, inlinedAt: !165)
!169 = !DILocation(line: 34, column: 48, scope: !151, inlinedAt: !165)
!170 = !DILocation(line: 34, column: 13, scope: !152, inlinedAt: !165)
!171 = distinct !{!171, !163, !172, !136}
!172 = !DILocation(line: 48, column: 13, scope: !162, inlinedAt: !111)
!173 = !DILocation(line: 51, column: 5, scope: !106, inlinedAt: !111)
!174 = !DILocation(line: 26, column: 13, scope: !130, inlinedAt: !158)
!175 = !DILocation(line: 26, column: 35, scope: !130, inlinedAt: !158)
!176 = !DILocation(line: 26, column: 13, scope: !131, inlinedAt: !158)
!177 = !DILocation(line: 25, column: 31, scope: !131, inlinedAt: !158)
!178 = !DILocation(line: 25, column: 24, scope: !131, inlinedAt: !158)
!179 = distinct !{!179, !160, !180, !136}
!180 = !DILocation(line: 27, column: 20, scope: !125, inlinedAt: !158)
!181 = distinct !{!181, !160, !180, !136}
!182 = distinct !{!182, !173, !183, !136}
!183 = !DILocation(line: 52, column: 9, scope: !106, inlinedAt: !111)
!184 = !DILocation(line: 73, column: 9, scope: !112)
!185 = !DILocation(line: 74, column: 9, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !3, line: 74, column: 9)
!187 = distinct !DILexicalBlock(scope: !112, file: !3, line: 74, column: 9)
!188 = !DILocation(line: 74, column: 9, scope: !187)
!189 = !DILocation(line: 75, column: 9, scope: !112)
!190 = !DILocalVariable(name: "i", arg: 1, scope: !191, file: !3, line: 55, type: !6)
!191 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 55, type: !107, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !192)
!192 = !{!190, !193, !195}
!193 = !DILocalVariable(name: "j", scope: !194, file: !3, line: 58, type: !6)
!194 = distinct !DILexicalBlock(scope: !191, file: !3, line: 58, column: 5)
!195 = !DILocalVariable(name: "f", scope: !196, file: !3, line: 59, type: !6)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 58, column: 37)
!197 = distinct !DILexicalBlock(scope: !194, file: !3, line: 58, column: 5)
!198 = !DILocation(line: 0, scope: !191, inlinedAt: !199)
!199 = distinct !DILocation(line: 76, column: 9, scope: !112)
!200 = !DILocation(line: 0, scope: !194, inlinedAt: !199)
!201 = !DILocation(line: 58, column: 5, scope: !194, inlinedAt: !199)
!202 = !DILocation(line: 61, column: 17, scope: !196, inlinedAt: !199)
!203 = !DILocation(line: 0, scope: !196, inlinedAt: !199)
!204 = !DILocation(line: 62, column: 23, scope: !196, inlinedAt: !199)
!205 = !DILocation(line: 61, column: 13, scope: !196, inlinedAt: !199)
!206 = distinct !{!206, !207, !208, !136}
!207 = !DILocation(line: 60, column: 9, scope: !196, inlinedAt: !199)
!208 = !DILocation(line: 62, column: 32, scope: !196, inlinedAt: !199)
!209 = !DILocation(line: 58, scope: !194, inlinedAt: !199)
!210 = !DILocation(line: 58, column: 27, scope: !197, inlinedAt: !199)
!211 = distinct !{!211, !201, !212, !136}
!212 = !DILocation(line: 63, column: 5, scope: !194, inlinedAt: !199)
!213 = !DILocation(line: 65, column: 5, scope: !191, inlinedAt: !199)
!214 = !DILocation(line: 71, column: 5, scope: !113)
!215 = distinct !{!215, !216, !217}
!216 = !DILocation(line: 71, column: 5, scope: !114)
!217 = !DILocation(line: 77, column: 5, scope: !114)
!218 = !DISubprogram(name: "pthread_join", scope: !77, file: !77, line: 219, type: !219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DISubroutineType(types: !220)
!220 = !{!6, !52, !221}
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!222 = !DISubprogram(name: "__assert_fail", scope: !223, file: !223, line: 69, type: !224, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!223 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!224 = !DISubroutineType(types: !225)
!225 = !{null, !226, !226, !227, !226}
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!227 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
