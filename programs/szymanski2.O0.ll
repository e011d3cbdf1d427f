; ModuleID = 'szymanski.c'
source_filename = "szymanski.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@count = dso_local global i32 0, align 4, !dbg !0
@flag = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !9
@.str = private unnamed_addr constant [25 x i8] c"atomic_load(&count) == 1\00", align 1, !dbg !17
@.str.1 = private unnamed_addr constant [12 x i8] c"szymanski.c\00", align 1, !dbg !23
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !28

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @check_exclusion() #0 !dbg !42 {
  %1 = alloca i32, align 4
  %2 = load atomic i32, ptr @count seq_cst, align 4, !dbg !45
  store i32 %2, ptr %1, align 4, !dbg !45
  %3 = load i32, ptr %1, align 4, !dbg !45
  %4 = icmp sle i32 %3, 1, !dbg !46
  %5 = zext i1 %4 to i32, !dbg !46
  ret i32 %5, !dbg !47
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !48 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !50, !DIExpression(), !55)
    #dbg_declare(ptr %3, !56, !DIExpression(), !58)
  store i64 0, ptr %3, align 8, !dbg !58
  br label %5, !dbg !59

5:                                                ; preds = %14, %0
  %6 = load i64, ptr %3, align 8, !dbg !60
  %7 = icmp slt i64 %6, 2, !dbg !62
  br i1 %7, label %8, label %17, !dbg !63

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8, !dbg !64
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %9, !dbg !65
  %11 = load i64, ptr %3, align 8, !dbg !66
  %12 = inttoptr i64 %11 to ptr, !dbg !67
  %13 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @worker, ptr noundef %12) #4, !dbg !68
  br label %14, !dbg !68

14:                                               ; preds = %8
  %15 = load i64, ptr %3, align 8, !dbg !69
  %16 = add nsw i64 %15, 1, !dbg !69
  store i64 %16, ptr %3, align 8, !dbg !69
  br label %5, !dbg !70, !llvm.loop !71

17:                                               ; preds = %5
    #dbg_declare(ptr %4, !74, !DIExpression(), !76)
  store i32 0, ptr %4, align 4, !dbg !76
  br label %18, !dbg !77

18:                                               ; preds = %27, %17
  %19 = load i32, ptr %4, align 4, !dbg !78
  %20 = icmp slt i32 %19, 2, !dbg !80
  br i1 %20, label %21, label %30, !dbg !81

21:                                               ; preds = %18
  %22 = load i32, ptr %4, align 4, !dbg !82
  %23 = sext i32 %22 to i64, !dbg !83
  %24 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %23, !dbg !83
  %25 = load i64, ptr %24, align 8, !dbg !83
  %26 = call i32 @pthread_join(i64 noundef %25, ptr noundef null), !dbg !84
  br label %27, !dbg !84

27:                                               ; preds = %21
  %28 = load i32, ptr %4, align 4, !dbg !85
  %29 = add nsw i32 %28, 1, !dbg !85
  store i32 %29, ptr %4, align 4, !dbg !85
  br label %18, !dbg !86, !llvm.loop !87

30:                                               ; preds = %18
  ret i32 0, !dbg !89
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 !dbg !90 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !93, !DIExpression(), !94)
    #dbg_declare(ptr %3, !95, !DIExpression(), !96)
  %9 = load ptr, ptr %2, align 8, !dbg !97
  %10 = ptrtoint ptr %9 to i64, !dbg !98
  %11 = trunc i64 %10 to i32, !dbg !99
  store i32 %11, ptr %3, align 4, !dbg !96
  br label %12, !dbg !100

12:                                               ; preds = %22, %1
  %13 = load i32, ptr %3, align 4, !dbg !101
  call void @lock(i32 noundef %13), !dbg !105
  store i32 1, ptr %4, align 4, !dbg !106
  %14 = load i32, ptr %4, align 4, !dbg !106
  %15 = atomicrmw add ptr @count, i32 %14 seq_cst, align 4, !dbg !106
  store i32 %15, ptr %5, align 4, !dbg !106
  %16 = load i32, ptr %5, align 4, !dbg !106
  %17 = load atomic i32, ptr @count seq_cst, align 4, !dbg !107
  store i32 %17, ptr %6, align 4, !dbg !107
  %18 = load i32, ptr %6, align 4, !dbg !107
  %19 = icmp eq i32 %18, 1, !dbg !107
  br i1 %19, label %20, label %21, !dbg !110

20:                                               ; preds = %12
  br label %22, !dbg !110

21:                                               ; preds = %12
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 74, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !107
  unreachable, !dbg !107

22:                                               ; preds = %20
  store i32 1, ptr %7, align 4, !dbg !111
  %23 = load i32, ptr %7, align 4, !dbg !111
  %24 = atomicrmw sub ptr @count, i32 %23 seq_cst, align 4, !dbg !111
  store i32 %24, ptr %8, align 4, !dbg !111
  %25 = load i32, ptr %8, align 4, !dbg !111
  %26 = load i32, ptr %3, align 4, !dbg !112
  call void @unlock(i32 noundef %26), !dbg !113
  br label %12, !dbg !114, !llvm.loop !115
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lock(i32 noundef %0) #0 !dbg !118 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !121, !DIExpression(), !122)
  %7 = load i32, ptr %2, align 4, !dbg !123
  %8 = sext i32 %7 to i64, !dbg !123
  %9 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %8, !dbg !123
  store i32 1, ptr %3, align 4, !dbg !123
  %10 = load i32, ptr %3, align 4, !dbg !123
  store atomic i32 %10, ptr %9 seq_cst, align 4, !dbg !123
  br label %11, !dbg !124

11:                                               ; preds = %15, %1
  %12 = call i32 @all_below(i32 noundef 0, i32 noundef 2, i32 noundef 3), !dbg !125
  %13 = icmp ne i32 %12, 0, !dbg !126
  %14 = xor i1 %13, true, !dbg !126
  br i1 %14, label %15, label %16, !dbg !124

15:                                               ; preds = %11
  br label %11, !dbg !124, !llvm.loop !127

16:                                               ; preds = %11
  %17 = load i32, ptr %2, align 4, !dbg !129
  %18 = sext i32 %17 to i64, !dbg !129
  %19 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %18, !dbg !129
  store i32 3, ptr %4, align 4, !dbg !129
  %20 = load i32, ptr %4, align 4, !dbg !129
  store atomic i32 %20, ptr %19 seq_cst, align 4, !dbg !129
  %21 = load i32, ptr %2, align 4, !dbg !130
  %22 = call i32 @any_equal(i32 noundef %21, i32 noundef 1), !dbg !132
  %23 = icmp ne i32 %22, 0, !dbg !132
  br i1 %23, label %24, label %36, !dbg !133

24:                                               ; preds = %16
  %25 = load i32, ptr %2, align 4, !dbg !134
  %26 = sext i32 %25 to i64, !dbg !134
  %27 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %26, !dbg !134
  store i32 2, ptr %5, align 4, !dbg !134
  %28 = load i32, ptr %5, align 4, !dbg !134
  store atomic i32 %28, ptr %27 seq_cst, align 4, !dbg !134
  br label %29, !dbg !136

29:                                               ; preds = %34, %24
  %30 = load i32, ptr %2, align 4, !dbg !137
  %31 = call i32 @any_equal(i32 noundef %30, i32 noundef 4), !dbg !138
  %32 = icmp ne i32 %31, 0, !dbg !139
  %33 = xor i1 %32, true, !dbg !139
  br i1 %33, label %34, label %35, !dbg !136

34:                                               ; preds = %29
  br label %29, !dbg !136, !llvm.loop !140

35:                                               ; preds = %29
  br label %36, !dbg !142

36:                                               ; preds = %35, %16
  %37 = load i32, ptr %2, align 4, !dbg !143
  %38 = sext i32 %37 to i64, !dbg !143
  %39 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %38, !dbg !143
  store i32 4, ptr %6, align 4, !dbg !143
  %40 = load i32, ptr %6, align 4, !dbg !143
  store atomic i32 %40, ptr %39 seq_cst, align 4, !dbg !143
  br label %41, !dbg !144

41:                                               ; preds = %46, %36
  %42 = load i32, ptr %2, align 4, !dbg !145
  %43 = call i32 @all_below(i32 noundef 0, i32 noundef %42, i32 noundef 2), !dbg !146
  %44 = icmp ne i32 %43, 0, !dbg !147
  %45 = xor i1 %44, true, !dbg !147
  br i1 %45, label %46, label %47, !dbg !144

46:                                               ; preds = %41
  br label %41, !dbg !144, !llvm.loop !148

47:                                               ; preds = %41
  ret void, !dbg !150
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @unlock(i32 noundef %0) #0 !dbg !151 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !152, !DIExpression(), !153)
    #dbg_declare(ptr %3, !154, !DIExpression(), !156)
  %7 = load i32, ptr %2, align 4, !dbg !157
  %8 = add nsw i32 %7, 1, !dbg !158
  store i32 %8, ptr %3, align 4, !dbg !156
  br label %9, !dbg !159

9:                                                ; preds = %28, %1
  %10 = load i32, ptr %3, align 4, !dbg !160
  %11 = icmp slt i32 %10, 2, !dbg !162
  br i1 %11, label %12, label %31, !dbg !163

12:                                               ; preds = %9
    #dbg_declare(ptr %4, !164, !DIExpression(), !166)
  br label %13, !dbg !167

13:                                               ; preds = %25, %12
  %14 = load i32, ptr %3, align 4, !dbg !168
  %15 = sext i32 %14 to i64, !dbg !168
  %16 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %15, !dbg !168
  %17 = load atomic i32, ptr %16 seq_cst, align 4, !dbg !168
  store i32 %17, ptr %5, align 4, !dbg !168
  %18 = load i32, ptr %5, align 4, !dbg !168
  store i32 %18, ptr %4, align 4, !dbg !169
  br label %19, !dbg !170

19:                                               ; preds = %13
  %20 = load i32, ptr %4, align 4, !dbg !171
  %21 = icmp eq i32 %20, 2, !dbg !172
  br i1 %21, label %25, label %22, !dbg !173

22:                                               ; preds = %19
  %23 = load i32, ptr %4, align 4, !dbg !174
  %24 = icmp eq i32 %23, 3, !dbg !175
  br label %25, !dbg !173

25:                                               ; preds = %22, %19
  %26 = phi i1 [ true, %19 ], [ %24, %22 ]
  br i1 %26, label %13, label %27, !dbg !170, !llvm.loop !176

27:                                               ; preds = %25
  br label %28, !dbg !178

28:                                               ; preds = %27
  %29 = load i32, ptr %3, align 4, !dbg !179
  %30 = add nsw i32 %29, 1, !dbg !179
  store i32 %30, ptr %3, align 4, !dbg !179
  br label %9, !dbg !180, !llvm.loop !181

31:                                               ; preds = %9
  %32 = load i32, ptr %2, align 4, !dbg !183
  %33 = sext i32 %32 to i64, !dbg !183
  %34 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %33, !dbg !183
  store i32 0, ptr %6, align 4, !dbg !183
  %35 = load i32, ptr %6, align 4, !dbg !183
  store atomic i32 %35, ptr %34 seq_cst, align 4, !dbg !183
  ret void, !dbg !184
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @all_below(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !185 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !188, !DIExpression(), !189)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !190, !DIExpression(), !191)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !192, !DIExpression(), !193)
    #dbg_declare(ptr %8, !194, !DIExpression(), !196)
  %10 = load i32, ptr %5, align 4, !dbg !197
  store i32 %10, ptr %8, align 4, !dbg !196
  br label %11, !dbg !198

11:                                               ; preds = %25, %3
  %12 = load i32, ptr %8, align 4, !dbg !199
  %13 = load i32, ptr %6, align 4, !dbg !201
  %14 = icmp slt i32 %12, %13, !dbg !202
  br i1 %14, label %15, label %28, !dbg !203

15:                                               ; preds = %11
  %16 = load i32, ptr %8, align 4, !dbg !204
  %17 = sext i32 %16 to i64, !dbg !204
  %18 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %17, !dbg !204
  %19 = load atomic i32, ptr %18 seq_cst, align 4, !dbg !204
  store i32 %19, ptr %9, align 4, !dbg !204
  %20 = load i32, ptr %9, align 4, !dbg !204
  %21 = load i32, ptr %7, align 4, !dbg !206
  %22 = icmp sge i32 %20, %21, !dbg !207
  br i1 %22, label %23, label %24, !dbg !208

23:                                               ; preds = %15
  store i32 0, ptr %4, align 4, !dbg !209
  br label %29, !dbg !209

24:                                               ; preds = %15
  br label %25, !dbg !206

25:                                               ; preds = %24
  %26 = load i32, ptr %8, align 4, !dbg !210
  %27 = add nsw i32 %26, 1, !dbg !210
  store i32 %27, ptr %8, align 4, !dbg !210
  br label %11, !dbg !211, !llvm.loop !212

28:                                               ; preds = %11
  store i32 1, ptr %4, align 4, !dbg !214
  br label %29, !dbg !214

29:                                               ; preds = %28, %23
  %30 = load i32, ptr %4, align 4, !dbg !215
  ret i32 %30, !dbg !215
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @any_equal(i32 noundef %0, i32 noundef %1) #0 !dbg !216 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !219, !DIExpression(), !220)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !221, !DIExpression(), !222)
    #dbg_declare(ptr %6, !223, !DIExpression(), !225)
  store i32 0, ptr %6, align 4, !dbg !225
  br label %8, !dbg !226

8:                                                ; preds = %25, %2
  %9 = load i32, ptr %6, align 4, !dbg !227
  %10 = icmp slt i32 %9, 2, !dbg !229
  br i1 %10, label %11, label %28, !dbg !230

11:                                               ; preds = %8
  %12 = load i32, ptr %6, align 4, !dbg !231
  %13 = load i32, ptr %4, align 4, !dbg !233
  %14 = icmp ne i32 %12, %13, !dbg !234
  br i1 %14, label %15, label %24, !dbg !235

15:                                               ; preds = %11
  %16 = load i32, ptr %6, align 4, !dbg !236
  %17 = sext i32 %16 to i64, !dbg !236
  %18 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %17, !dbg !236
  %19 = load atomic i32, ptr %18 seq_cst, align 4, !dbg !236
  store i32 %19, ptr %7, align 4, !dbg !236
  %20 = load i32, ptr %7, align 4, !dbg !236
  %21 = load i32, ptr %5, align 4, !dbg !237
  %22 = icmp eq i32 %20, %21, !dbg !238
  br i1 %22, label %23, label %24, !dbg !239

23:                                               ; preds = %15
  store i32 1, ptr %3, align 4, !dbg !240
  br label %29, !dbg !240

24:                                               ; preds = %15, %11
  br label %25, !dbg !237

25:                                               ; preds = %24
  %26 = load i32, ptr %6, align 4, !dbg !241
  %27 = add nsw i32 %26, 1, !dbg !241
  store i32 %27, ptr %6, align 4, !dbg !241
  br label %8, !dbg !242, !llvm.loop !243

28:                                               ; preds = %8
  store i32 0, ptr %3, align 4, !dbg !245
  br label %29, !dbg !245

29:                                               ; preds = %28, %23
  %30 = load i32, ptr %3, align 4, !dbg !246
  ret i32 %30, !dbg !246
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 21, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
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
!40 = !{i32 7, !"frame-pointer", i32 2}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 81, type: !43, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!43 = !DISubroutineType(types: !44)
!44 = !{!6}
!45 = !DILocation(line: 83, column: 12, scope: !42)
!46 = !DILocation(line: 83, column: 32, scope: !42)
!47 = !DILocation(line: 83, column: 5, scope: !42)
!48 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 86, type: !43, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !49)
!49 = !{}
!50 = !DILocalVariable(name: "t", scope: !48, file: !3, line: 88, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 128, elements: !15)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !53, line: 27, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!54 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!55 = !DILocation(line: 88, column: 15, scope: !48)
!56 = !DILocalVariable(name: "i", scope: !57, file: !3, line: 89, type: !7)
!57 = distinct !DILexicalBlock(scope: !48, file: !3, line: 89, column: 5)
!58 = !DILocation(line: 89, column: 15, scope: !57)
!59 = !DILocation(line: 89, column: 10, scope: !57)
!60 = !DILocation(line: 89, column: 22, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 89, column: 5)
!62 = !DILocation(line: 89, column: 24, scope: !61)
!63 = !DILocation(line: 89, column: 5, scope: !57)
!64 = !DILocation(line: 90, column: 27, scope: !61)
!65 = !DILocation(line: 90, column: 25, scope: !61)
!66 = !DILocation(line: 90, column: 53, scope: !61)
!67 = !DILocation(line: 90, column: 45, scope: !61)
!68 = !DILocation(line: 90, column: 9, scope: !61)
!69 = !DILocation(line: 89, column: 30, scope: !61)
!70 = !DILocation(line: 89, column: 5, scope: !61)
!71 = distinct !{!71, !63, !72, !73}
!72 = !DILocation(line: 90, column: 54, scope: !57)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 91, type: !6)
!75 = distinct !DILexicalBlock(scope: !48, file: !3, line: 91, column: 5)
!76 = !DILocation(line: 91, column: 14, scope: !75)
!77 = !DILocation(line: 91, column: 10, scope: !75)
!78 = !DILocation(line: 91, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !3, line: 91, column: 5)
!80 = !DILocation(line: 91, column: 23, scope: !79)
!81 = !DILocation(line: 91, column: 5, scope: !75)
!82 = !DILocation(line: 92, column: 24, scope: !79)
!83 = !DILocation(line: 92, column: 22, scope: !79)
!84 = !DILocation(line: 92, column: 9, scope: !79)
!85 = !DILocation(line: 91, column: 29, scope: !79)
!86 = !DILocation(line: 91, column: 5, scope: !79)
!87 = distinct !{!87, !81, !88, !73}
!88 = !DILocation(line: 92, column: 32, scope: !75)
!89 = !DILocation(line: 93, column: 5, scope: !48)
!90 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 68, type: !91, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !49)
!91 = !DISubroutineType(types: !92)
!92 = !{!5, !5}
!93 = !DILocalVariable(name: "arg", arg: 1, scope: !90, file: !3, line: 68, type: !5)
!94 = !DILocation(line: 68, column: 27, scope: !90)
!95 = !DILocalVariable(name: "self", scope: !90, file: !3, line: 70, type: !6)
!96 = !DILocation(line: 70, column: 9, scope: !90)
!97 = !DILocation(line: 70, column: 27, scope: !90)
!98 = !DILocation(line: 70, column: 21, scope: !90)
!99 = !DILocation(line: 70, column: 16, scope: !90)
!100 = !DILocation(line: 71, column: 5, scope: !90)
!101 = !DILocation(line: 72, column: 14, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 71, column: 14)
!103 = distinct !DILexicalBlock(scope: !104, file: !3, line: 71, column: 5)
!104 = distinct !DILexicalBlock(scope: !90, file: !3, line: 71, column: 5)
!105 = !DILocation(line: 72, column: 9, scope: !102)
!106 = !DILocation(line: 73, column: 9, scope: !102)
!107 = !DILocation(line: 74, column: 9, scope: !108)
!108 = distinct !DILexicalBlock(scope: !109, file: !3, line: 74, column: 9)
!109 = distinct !DILexicalBlock(scope: !102, file: !3, line: 74, column: 9)
!110 = !DILocation(line: 74, column: 9, scope: !109)
!111 = !DILocation(line: 75, column: 9, scope: !102)
!112 = !DILocation(line: 76, column: 16, scope: !102)
!113 = !DILocation(line: 76, column: 9, scope: !102)
!114 = !DILocation(line: 71, column: 5, scope: !103)
!115 = distinct !{!115, !116, !117}
!116 = !DILocation(line: 71, column: 5, scope: !104)
!117 = !DILocation(line: 77, column: 5, scope: !104)
!118 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 39, type: !119, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !49)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !6}
!121 = !DILocalVariable(name: "i", arg: 1, scope: !118, file: !3, line: 39, type: !6)
!122 = !DILocation(line: 39, column: 22, scope: !118)
!123 = !DILocation(line: 41, column: 5, scope: !118)
!124 = !DILocation(line: 42, column: 5, scope: !118)
!125 = !DILocation(line: 42, column: 13, scope: !118)
!126 = !DILocation(line: 42, column: 12, scope: !118)
!127 = distinct !{!127, !124, !128, !73}
!128 = !DILocation(line: 43, column: 9, scope: !118)
!129 = !DILocation(line: 44, column: 5, scope: !118)
!130 = !DILocation(line: 45, column: 19, scope: !131)
!131 = distinct !DILexicalBlock(scope: !118, file: !3, line: 45, column: 9)
!132 = !DILocation(line: 45, column: 9, scope: !131)
!133 = !DILocation(line: 45, column: 9, scope: !118)
!134 = !DILocation(line: 46, column: 9, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !3, line: 45, column: 26)
!136 = !DILocation(line: 47, column: 9, scope: !135)
!137 = !DILocation(line: 47, column: 27, scope: !135)
!138 = !DILocation(line: 47, column: 17, scope: !135)
!139 = !DILocation(line: 47, column: 16, scope: !135)
!140 = distinct !{!140, !136, !141, !73}
!141 = !DILocation(line: 48, column: 13, scope: !135)
!142 = !DILocation(line: 49, column: 5, scope: !135)
!143 = !DILocation(line: 50, column: 5, scope: !118)
!144 = !DILocation(line: 51, column: 5, scope: !118)
!145 = !DILocation(line: 51, column: 26, scope: !118)
!146 = !DILocation(line: 51, column: 13, scope: !118)
!147 = !DILocation(line: 51, column: 12, scope: !118)
!148 = distinct !{!148, !144, !149, !73}
!149 = !DILocation(line: 52, column: 9, scope: !118)
!150 = !DILocation(line: 53, column: 1, scope: !118)
!151 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 55, type: !119, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !49)
!152 = !DILocalVariable(name: "i", arg: 1, scope: !151, file: !3, line: 55, type: !6)
!153 = !DILocation(line: 55, column: 24, scope: !151)
!154 = !DILocalVariable(name: "j", scope: !155, file: !3, line: 58, type: !6)
!155 = distinct !DILexicalBlock(scope: !151, file: !3, line: 58, column: 5)
!156 = !DILocation(line: 58, column: 14, scope: !155)
!157 = !DILocation(line: 58, column: 18, scope: !155)
!158 = !DILocation(line: 58, column: 20, scope: !155)
!159 = !DILocation(line: 58, column: 10, scope: !155)
!160 = !DILocation(line: 58, column: 25, scope: !161)
!161 = distinct !DILexicalBlock(scope: !155, file: !3, line: 58, column: 5)
!162 = !DILocation(line: 58, column: 27, scope: !161)
!163 = !DILocation(line: 58, column: 5, scope: !155)
!164 = !DILocalVariable(name: "f", scope: !165, file: !3, line: 59, type: !6)
!165 = distinct !DILexicalBlock(scope: !161, file: !3, line: 58, column: 37)
!166 = !DILocation(line: 59, column: 13, scope: !165)
!167 = !DILocation(line: 60, column: 9, scope: !165)
!168 = !DILocation(line: 61, column: 17, scope: !165)
!169 = !DILocation(line: 61, column: 15, scope: !165)
!170 = !DILocation(line: 61, column: 13, scope: !165)
!171 = !DILocation(line: 62, column: 16, scope: !165)
!172 = !DILocation(line: 62, column: 18, scope: !165)
!173 = !DILocation(line: 62, column: 23, scope: !165)
!174 = !DILocation(line: 62, column: 26, scope: !165)
!175 = !DILocation(line: 62, column: 28, scope: !165)
!176 = distinct !{!176, !167, !177, !73}
!177 = !DILocation(line: 62, column: 32, scope: !165)
!178 = !DILocation(line: 63, column: 5, scope: !165)
!179 = !DILocation(line: 58, column: 33, scope: !161)
!180 = !DILocation(line: 58, column: 5, scope: !161)
!181 = distinct !{!181, !163, !182, !73}
!182 = !DILocation(line: 63, column: 5, scope: !155)
!183 = !DILocation(line: 65, column: 5, scope: !151)
!184 = !DILocation(line: 66, column: 1, scope: !151)
!185 = distinct !DISubprogram(name: "all_below", scope: !3, file: !3, line: 23, type: !186, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !49)
!186 = !DISubroutineType(types: !187)
!187 = !{!6, !6, !6, !6}
!188 = !DILocalVariable(name: "lo", arg: 1, scope: !185, file: !3, line: 23, type: !6)
!189 = !DILocation(line: 23, column: 26, scope: !185)
!190 = !DILocalVariable(name: "hi", arg: 2, scope: !185, file: !3, line: 23, type: !6)
!191 = !DILocation(line: 23, column: 34, scope: !185)
!192 = !DILocalVariable(name: "bound", arg: 3, scope: !185, file: !3, line: 23, type: !6)
!193 = !DILocation(line: 23, column: 42, scope: !185)
!194 = !DILocalVariable(name: "j", scope: !195, file: !3, line: 25, type: !6)
!195 = distinct !DILexicalBlock(scope: !185, file: !3, line: 25, column: 5)
!196 = !DILocation(line: 25, column: 14, scope: !195)
!197 = !DILocation(line: 25, column: 18, scope: !195)
!198 = !DILocation(line: 25, column: 10, scope: !195)
!199 = !DILocation(line: 25, column: 22, scope: !200)
!200 = distinct !DILexicalBlock(scope: !195, file: !3, line: 25, column: 5)
!201 = !DILocation(line: 25, column: 26, scope: !200)
!202 = !DILocation(line: 25, column: 24, scope: !200)
!203 = !DILocation(line: 25, column: 5, scope: !195)
!204 = !DILocation(line: 26, column: 13, scope: !205)
!205 = distinct !DILexicalBlock(scope: !200, file: !3, line: 26, column: 13)
!206 = !DILocation(line: 26, column: 38, scope: !205)
!207 = !DILocation(line: 26, column: 35, scope: !205)
!208 = !DILocation(line: 26, column: 13, scope: !200)
!209 = !DILocation(line: 27, column: 13, scope: !205)
!210 = !DILocation(line: 25, column: 31, scope: !200)
!211 = !DILocation(line: 25, column: 5, scope: !200)
!212 = distinct !{!212, !203, !213, !73}
!213 = !DILocation(line: 27, column: 20, scope: !195)
!214 = !DILocation(line: 28, column: 5, scope: !185)
!215 = !DILocation(line: 29, column: 1, scope: !185)
!216 = distinct !DISubprogram(name: "any_equal", scope: !3, file: !3, line: 31, type: !217, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !49)
!217 = !DISubroutineType(types: !218)
!218 = !{!6, !6, !6}
!219 = !DILocalVariable(name: "self", arg: 1, scope: !216, file: !3, line: 31, type: !6)
!220 = !DILocation(line: 31, column: 26, scope: !216)
!221 = !DILocalVariable(name: "value", arg: 2, scope: !216, file: !3, line: 31, type: !6)
!222 = !DILocation(line: 31, column: 36, scope: !216)
!223 = !DILocalVariable(name: "j", scope: !224, file: !3, line: 33, type: !6)
!224 = distinct !DILexicalBlock(scope: !216, file: !3, line: 33, column: 5)
!225 = !DILocation(line: 33, column: 14, scope: !224)
!226 = !DILocation(line: 33, column: 10, scope: !224)
!227 = !DILocation(line: 33, column: 21, scope: !228)
!228 = distinct !DILexicalBlock(scope: !224, file: !3, line: 33, column: 5)
!229 = !DILocation(line: 33, column: 23, scope: !228)
!230 = !DILocation(line: 33, column: 5, scope: !224)
!231 = !DILocation(line: 34, column: 13, scope: !232)
!232 = distinct !DILexicalBlock(scope: !228, file: !3, line: 34, column: 13)
!233 = !DILocation(line: 34, column: 18, scope: !232)
!234 = !DILocation(line: 34, column: 15, scope: !232)
!235 = !DILocation(line: 34, column: 23, scope: !232)
!236 = !DILocation(line: 34, column: 26, scope: !232)
!237 = !DILocation(line: 34, column: 51, scope: !232)
!238 = !DILocation(line: 34, column: 48, scope: !232)
!239 = !DILocation(line: 34, column: 13, scope: !228)
!240 = !DILocation(line: 35, column: 13, scope: !232)
!241 = !DILocation(line: 33, column: 29, scope: !228)
!242 = !DILocation(line: 33, column: 5, scope: !228)
!243 = distinct !{!243, !230, !244, !73}
!244 = !DILocation(line: 35, column: 20, scope: !224)
!245 = !DILocation(line: 36, column: 5, scope: !216)
!246 = !DILocation(line: 37, column: 1, scope: !216)
