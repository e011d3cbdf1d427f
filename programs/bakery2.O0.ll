; ModuleID = 'bakery.c'
source_filename = "bakery.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@count = dso_local global i32 0, align 4, !dbg !0
@choosing = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !9
@number = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !17
@.str = private unnamed_addr constant [25 x i8] c"atomic_load(&count) == 1\00", align 1, !dbg !19
@.str.1 = private unnamed_addr constant [9 x i8] c"bakery.c\00", align 1, !dbg !25
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !30

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @check_exclusion() #0 !dbg !44 {
  %1 = alloca i32, align 4
  %2 = load atomic i32, ptr @count seq_cst, align 4, !dbg !47
  store i32 %2, ptr %1, align 4, !dbg !47
  %3 = load i32, ptr %1, align 4, !dbg !47
  %4 = icmp sle i32 %3, 1, !dbg !48
  %5 = zext i1 %4 to i32, !dbg !48
  ret i32 %5, !dbg !49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !50 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !52, !DIExpression(), !57)
    #dbg_declare(ptr %3, !58, !DIExpression(), !60)
  store i64 0, ptr %3, align 8, !dbg !60
  br label %5, !dbg !61

5:                                                ; preds = %14, %0
  %6 = load i64, ptr %3, align 8, !dbg !62
  %7 = icmp slt i64 %6, 2, !dbg !64
  br i1 %7, label %8, label %17, !dbg !65

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8, !dbg !66
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %9, !dbg !67
  %11 = load i64, ptr %3, align 8, !dbg !68
  %12 = inttoptr i64 %11 to ptr, !dbg !69
  %13 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @worker, ptr noundef %12) #4, !dbg !70
  br label %14, !dbg !70

14:                                               ; preds = %8
  %15 = load i64, ptr %3, align 8, !dbg !71
  %16 = add nsw i64 %15, 1, !dbg !71
  store i64 %16, ptr %3, align 8, !dbg !71
  br label %5, !dbg !72, !llvm.loop !73

17:                                               ; preds = %5
    #dbg_declare(ptr %4, !76, !DIExpression(), !78)
  store i32 0, ptr %4, align 4, !dbg !78
  br label %18, !dbg !79

18:                                               ; preds = %27, %17
  %19 = load i32, ptr %4, align 4, !dbg !80
  %20 = icmp slt i32 %19, 2, !dbg !82
  br i1 %20, label %21, label %30, !dbg !83

21:                                               ; preds = %18
  %22 = load i32, ptr %4, align 4, !dbg !84
  %23 = sext i32 %22 to i64, !dbg !85
  %24 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %23, !dbg !85
  %25 = load i64, ptr %24, align 8, !dbg !85
  %26 = call i32 @pthread_join(i64 noundef %25, ptr noundef null), !dbg !86
  br label %27, !dbg !86

27:                                               ; preds = %21
  %28 = load i32, ptr %4, align 4, !dbg !87
  %29 = add nsw i32 %28, 1, !dbg !87
  store i32 %29, ptr %4, align 4, !dbg !87
  br label %18, !dbg !88, !llvm.loop !89

30:                                               ; preds = %18
  ret i32 0, !dbg !91
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 !dbg !92 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !95, !DIExpression(), !96)
    #dbg_declare(ptr %3, !97, !DIExpression(), !98)
  %9 = load ptr, ptr %2, align 8, !dbg !99
  %10 = ptrtoint ptr %9 to i64, !dbg !100
  %11 = trunc i64 %10 to i32, !dbg !101
  store i32 %11, ptr %3, align 4, !dbg !98
  br label %12, !dbg !102

12:                                               ; preds = %22, %1
  %13 = load i32, ptr %3, align 4, !dbg !103
  call void @lock(i32 noundef %13), !dbg !107
  store i32 1, ptr %4, align 4, !dbg !108
  %14 = load i32, ptr %4, align 4, !dbg !108
  %15 = atomicrmw add ptr @count, i32 %14 seq_cst, align 4, !dbg !108
  store i32 %15, ptr %5, align 4, !dbg !108
  %16 = load i32, ptr %5, align 4, !dbg !108
  %17 = load atomic i32, ptr @count seq_cst, align 4, !dbg !109
  store i32 %17, ptr %6, align 4, !dbg !109
  %18 = load i32, ptr %6, align 4, !dbg !109
  %19 = icmp eq i32 %18, 1, !dbg !109
  br i1 %19, label %20, label %21, !dbg !112

20:                                               ; preds = %12
  br label %22, !dbg !112

21:                                               ; preds = %12
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 71, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !109
  unreachable, !dbg !109

22:                                               ; preds = %20
  store i32 1, ptr %7, align 4, !dbg !113
  %23 = load i32, ptr %7, align 4, !dbg !113
  %24 = atomicrmw sub ptr @count, i32 %23 seq_cst, align 4, !dbg !113
  store i32 %24, ptr %8, align 4, !dbg !113
  %25 = load i32, ptr %8, align 4, !dbg !113
  %26 = load i32, ptr %3, align 4, !dbg !114
  call void @unlock(i32 noundef %26), !dbg !115
  br label %12, !dbg !116, !llvm.loop !117
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lock(i32 noundef %0) #0 !dbg !120 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !123, !DIExpression(), !124)
  %16 = load i32, ptr %2, align 4, !dbg !125
  %17 = sext i32 %16 to i64, !dbg !125
  %18 = getelementptr inbounds [2 x i32], ptr @choosing, i64 0, i64 %17, !dbg !125
  store i32 1, ptr %3, align 4, !dbg !125
  %19 = load i32, ptr %3, align 4, !dbg !125
  store atomic i32 %19, ptr %18 seq_cst, align 4, !dbg !125
    #dbg_declare(ptr %4, !126, !DIExpression(), !127)
  store i32 0, ptr %4, align 4, !dbg !127
    #dbg_declare(ptr %5, !128, !DIExpression(), !130)
  store i32 0, ptr %5, align 4, !dbg !130
  br label %20, !dbg !131

20:                                               ; preds = %35, %1
  %21 = load i32, ptr %5, align 4, !dbg !132
  %22 = icmp slt i32 %21, 2, !dbg !134
  br i1 %22, label %23, label %38, !dbg !135

23:                                               ; preds = %20
    #dbg_declare(ptr %6, !136, !DIExpression(), !138)
  %24 = load i32, ptr %5, align 4, !dbg !139
  %25 = sext i32 %24 to i64, !dbg !139
  %26 = getelementptr inbounds [2 x i32], ptr @number, i64 0, i64 %25, !dbg !139
  %27 = load atomic i32, ptr %26 seq_cst, align 4, !dbg !139
  store i32 %27, ptr %7, align 4, !dbg !139
  %28 = load i32, ptr %7, align 4, !dbg !139
  store i32 %28, ptr %6, align 4, !dbg !138
  %29 = load i32, ptr %6, align 4, !dbg !140
  %30 = load i32, ptr %4, align 4, !dbg !142
  %31 = icmp sgt i32 %29, %30, !dbg !143
  br i1 %31, label %32, label %34, !dbg !144

32:                                               ; preds = %23
  %33 = load i32, ptr %6, align 4, !dbg !145
  store i32 %33, ptr %4, align 4, !dbg !146
  br label %34, !dbg !147

34:                                               ; preds = %32, %23
  br label %35, !dbg !148

35:                                               ; preds = %34
  %36 = load i32, ptr %5, align 4, !dbg !149
  %37 = add nsw i32 %36, 1, !dbg !149
  store i32 %37, ptr %5, align 4, !dbg !149
  br label %20, !dbg !150, !llvm.loop !151

38:                                               ; preds = %20
  %39 = load i32, ptr %4, align 4, !dbg !153
  %40 = add nsw i32 %39, 1, !dbg !154
  %41 = icmp sle i32 %40, 2, !dbg !155
  %42 = zext i1 %41 to i32, !dbg !155
  call void @__VERIFIER_assume(i32 noundef %42), !dbg !156
  %43 = load i32, ptr %2, align 4, !dbg !157
  %44 = sext i32 %43 to i64, !dbg !157
  %45 = getelementptr inbounds [2 x i32], ptr @number, i64 0, i64 %44, !dbg !157
  %46 = load i32, ptr %4, align 4, !dbg !157
  %47 = add nsw i32 %46, 1, !dbg !157
  store i32 %47, ptr %8, align 4, !dbg !157
  %48 = load i32, ptr %8, align 4, !dbg !157
  store atomic i32 %48, ptr %45 seq_cst, align 4, !dbg !157
  %49 = load i32, ptr %2, align 4, !dbg !158
  %50 = sext i32 %49 to i64, !dbg !158
  %51 = getelementptr inbounds [2 x i32], ptr @choosing, i64 0, i64 %50, !dbg !158
  store i32 0, ptr %9, align 4, !dbg !158
  %52 = load i32, ptr %9, align 4, !dbg !158
  store atomic i32 %52, ptr %51 seq_cst, align 4, !dbg !158
    #dbg_declare(ptr %10, !159, !DIExpression(), !161)
  store i32 0, ptr %10, align 4, !dbg !161
  br label %53, !dbg !162

53:                                               ; preds = %99, %38
  %54 = load i32, ptr %10, align 4, !dbg !163
  %55 = icmp slt i32 %54, 2, !dbg !165
  br i1 %55, label %56, label %102, !dbg !166

56:                                               ; preds = %53
  %57 = load i32, ptr %10, align 4, !dbg !167
  %58 = load i32, ptr %2, align 4, !dbg !170
  %59 = icmp eq i32 %57, %58, !dbg !171
  br i1 %59, label %60, label %61, !dbg !172

60:                                               ; preds = %56
  br label %99, !dbg !173

61:                                               ; preds = %56
  br label %62, !dbg !174

62:                                               ; preds = %69, %61
  %63 = load i32, ptr %10, align 4, !dbg !175
  %64 = sext i32 %63 to i64, !dbg !175
  %65 = getelementptr inbounds [2 x i32], ptr @choosing, i64 0, i64 %64, !dbg !175
  %66 = load atomic i32, ptr %65 seq_cst, align 4, !dbg !175
  store i32 %66, ptr %11, align 4, !dbg !175
  %67 = load i32, ptr %11, align 4, !dbg !175
  %68 = icmp ne i32 %67, 0, !dbg !174
  br i1 %68, label %69, label %70, !dbg !174

69:                                               ; preds = %62
  br label %62, !dbg !174, !llvm.loop !176

70:                                               ; preds = %62
  br label %71, !dbg !178

71:                                               ; preds = %97, %70
    #dbg_declare(ptr %12, !179, !DIExpression(), !183)
  %72 = load i32, ptr %10, align 4, !dbg !184
  %73 = sext i32 %72 to i64, !dbg !184
  %74 = getelementptr inbounds [2 x i32], ptr @number, i64 0, i64 %73, !dbg !184
  %75 = load atomic i32, ptr %74 seq_cst, align 4, !dbg !184
  store i32 %75, ptr %13, align 4, !dbg !184
  %76 = load i32, ptr %13, align 4, !dbg !184
  store i32 %76, ptr %12, align 4, !dbg !183
    #dbg_declare(ptr %14, !185, !DIExpression(), !186)
  %77 = load i32, ptr %2, align 4, !dbg !187
  %78 = sext i32 %77 to i64, !dbg !187
  %79 = getelementptr inbounds [2 x i32], ptr @number, i64 0, i64 %78, !dbg !187
  %80 = load atomic i32, ptr %79 seq_cst, align 4, !dbg !187
  store i32 %80, ptr %15, align 4, !dbg !187
  %81 = load i32, ptr %15, align 4, !dbg !187
  store i32 %81, ptr %14, align 4, !dbg !186
  %82 = load i32, ptr %12, align 4, !dbg !188
  %83 = icmp eq i32 %82, 0, !dbg !190
  br i1 %83, label %96, label %84, !dbg !191

84:                                               ; preds = %71
  %85 = load i32, ptr %12, align 4, !dbg !192
  %86 = load i32, ptr %14, align 4, !dbg !193
  %87 = icmp sgt i32 %85, %86, !dbg !194
  br i1 %87, label %96, label %88, !dbg !195

88:                                               ; preds = %84
  %89 = load i32, ptr %12, align 4, !dbg !196
  %90 = load i32, ptr %14, align 4, !dbg !197
  %91 = icmp eq i32 %89, %90, !dbg !198
  br i1 %91, label %92, label %97, !dbg !199

92:                                               ; preds = %88
  %93 = load i32, ptr %10, align 4, !dbg !200
  %94 = load i32, ptr %2, align 4, !dbg !201
  %95 = icmp sgt i32 %93, %94, !dbg !202
  br i1 %95, label %96, label %97, !dbg !203

96:                                               ; preds = %92, %84, %71
  br label %98, !dbg !204

97:                                               ; preds = %92, %88
  br label %71, !dbg !205, !llvm.loop !206

98:                                               ; preds = %96
  br label %99, !dbg !209

99:                                               ; preds = %98, %60
  %100 = load i32, ptr %10, align 4, !dbg !210
  %101 = add nsw i32 %100, 1, !dbg !210
  store i32 %101, ptr %10, align 4, !dbg !210
  br label %53, !dbg !211, !llvm.loop !212

102:                                              ; preds = %53
  ret void, !dbg !214
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @unlock(i32 noundef %0) #0 !dbg !215 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !216, !DIExpression(), !217)
  %4 = load i32, ptr %2, align 4, !dbg !218
  %5 = sext i32 %4 to i64, !dbg !218
  %6 = getelementptr inbounds [2 x i32], ptr @number, i64 0, i64 %5, !dbg !218
  store i32 0, ptr %3, align 4, !dbg !218
  %7 = load i32, ptr %3, align 4, !dbg !218
  store atomic i32 %7, ptr %6 seq_cst, align 4, !dbg !218
  ret void, !dbg !219
}

declare void @__VERIFIER_assume(i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 26, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "bakery.c", directory: ".", checksumkind: CSK_MD5, checksum: "35efcacf6e406e8ae43747cc31c2d3a1")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{!9, !17, !0, !19, !25, !30}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "choosing", scope: !2, file: !3, line: 24, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !15)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !13, line: 104, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!14 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !6)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "number", scope: !2, file: !3, line: 25, type: !11, isLocal: false, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 200, elements: !23)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{!24}
!24 = !DISubrange(count: 25)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 72, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 9)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 168, elements: !34)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!34 = !{!35}
!35 = !DISubrange(count: 21)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"frame-pointer", i32 2}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 78, type: !45, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!45 = !DISubroutineType(types: !46)
!46 = !{!6}
!47 = !DILocation(line: 80, column: 12, scope: !44)
!48 = !DILocation(line: 80, column: 32, scope: !44)
!49 = !DILocation(line: 80, column: 5, scope: !44)
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 83, type: !45, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!51 = !{}
!52 = !DILocalVariable(name: "t", scope: !50, file: !3, line: 85, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 128, elements: !15)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !55, line: 27, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!56 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!57 = !DILocation(line: 85, column: 15, scope: !50)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 86, type: !7)
!59 = distinct !DILexicalBlock(scope: !50, file: !3, line: 86, column: 5)
!60 = !DILocation(line: 86, column: 15, scope: !59)
!61 = !DILocation(line: 86, column: 10, scope: !59)
!62 = !DILocation(line: 86, column: 22, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 86, column: 5)
!64 = !DILocation(line: 86, column: 24, scope: !63)
!65 = !DILocation(line: 86, column: 5, scope: !59)
!66 = !DILocation(line: 87, column: 27, scope: !63)
!67 = !DILocation(line: 87, column: 25, scope: !63)
!68 = !DILocation(line: 87, column: 53, scope: !63)
!69 = !DILocation(line: 87, column: 45, scope: !63)
!70 = !DILocation(line: 87, column: 9, scope: !63)
!71 = !DILocation(line: 86, column: 30, scope: !63)
!72 = !DILocation(line: 86, column: 5, scope: !63)
!73 = distinct !{!73, !65, !74, !75}
!74 = !DILocation(line: 87, column: 54, scope: !59)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 88, type: !6)
!77 = distinct !DILexicalBlock(scope: !50, file: !3, line: 88, column: 5)
!78 = !DILocation(line: 88, column: 14, scope: !77)
!79 = !DILocation(line: 88, column: 10, scope: !77)
!80 = !DILocation(line: 88, column: 21, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !3, line: 88, column: 5)
!82 = !DILocation(line: 88, column: 23, scope: !81)
!83 = !DILocation(line: 88, column: 5, scope: !77)
!84 = !DILocation(line: 89, column: 24, scope: !81)
!85 = !DILocation(line: 89, column: 22, scope: !81)
!86 = !DILocation(line: 89, column: 9, scope: !81)
!87 = !DILocation(line: 88, column: 29, scope: !81)
!88 = !DILocation(line: 88, column: 5, scope: !81)
!89 = distinct !{!89, !83, !90, !75}
!90 = !DILocation(line: 89, column: 32, scope: !77)
!91 = !DILocation(line: 90, column: 5, scope: !50)
!92 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 65, type: !93, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !51)
!93 = !DISubroutineType(types: !94)
!94 = !{!5, !5}
!95 = !DILocalVariable(name: "arg", arg: 1, scope: !92, file: !3, line: 65, type: !5)
!96 = !DILocation(line: 65, column: 27, scope: !92)
!97 = !DILocalVariable(name: "self", scope: !92, file: !3, line: 67, type: !6)
!98 = !DILocation(line: 67, column: 9, scope: !92)
!99 = !DILocation(line: 67, column: 27, scope: !92)
!100 = !DILocation(line: 67, column: 21, scope: !92)
!101 = !DILocation(line: 67, column: 16, scope: !92)
!102 = !DILocation(line: 68, column: 5, scope: !92)
!103 = !DILocation(line: 69, column: 14, scope: !104)
!104 = distinct !DILexicalBlock(scope: !105, file: !3, line: 68, column: 14)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 68, column: 5)
!106 = distinct !DILexicalBlock(scope: !92, file: !3, line: 68, column: 5)
!107 = !DILocation(line: 69, column: 9, scope: !104)
!108 = !DILocation(line: 70, column: 9, scope: !104)
!109 = !DILocation(line: 71, column: 9, scope: !110)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 71, column: 9)
!111 = distinct !DILexicalBlock(scope: !104, file: !3, line: 71, column: 9)
!112 = !DILocation(line: 71, column: 9, scope: !111)
!113 = !DILocation(line: 72, column: 9, scope: !104)
!114 = !DILocation(line: 73, column: 16, scope: !104)
!115 = !DILocation(line: 73, column: 9, scope: !104)
!116 = !DILocation(line: 68, column: 5, scope: !105)
!117 = distinct !{!117, !118, !119}
!118 = !DILocation(line: 68, column: 5, scope: !106)
!119 = !DILocation(line: 74, column: 5, scope: !106)
!120 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 28, type: !121, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !51)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !6}
!123 = !DILocalVariable(name: "i", arg: 1, scope: !120, file: !3, line: 28, type: !6)
!124 = !DILocation(line: 28, column: 22, scope: !120)
!125 = !DILocation(line: 31, column: 5, scope: !120)
!126 = !DILocalVariable(name: "max", scope: !120, file: !3, line: 33, type: !6)
!127 = !DILocation(line: 33, column: 9, scope: !120)
!128 = !DILocalVariable(name: "j", scope: !129, file: !3, line: 34, type: !6)
!129 = distinct !DILexicalBlock(scope: !120, file: !3, line: 34, column: 5)
!130 = !DILocation(line: 34, column: 14, scope: !129)
!131 = !DILocation(line: 34, column: 10, scope: !129)
!132 = !DILocation(line: 34, column: 21, scope: !133)
!133 = distinct !DILexicalBlock(scope: !129, file: !3, line: 34, column: 5)
!134 = !DILocation(line: 34, column: 23, scope: !133)
!135 = !DILocation(line: 34, column: 5, scope: !129)
!136 = !DILocalVariable(name: "n", scope: !137, file: !3, line: 35, type: !6)
!137 = distinct !DILexicalBlock(scope: !133, file: !3, line: 34, column: 33)
!138 = !DILocation(line: 35, column: 13, scope: !137)
!139 = !DILocation(line: 35, column: 17, scope: !137)
!140 = !DILocation(line: 36, column: 13, scope: !141)
!141 = distinct !DILexicalBlock(scope: !137, file: !3, line: 36, column: 13)
!142 = !DILocation(line: 36, column: 17, scope: !141)
!143 = !DILocation(line: 36, column: 15, scope: !141)
!144 = !DILocation(line: 36, column: 13, scope: !137)
!145 = !DILocation(line: 37, column: 19, scope: !141)
!146 = !DILocation(line: 37, column: 17, scope: !141)
!147 = !DILocation(line: 37, column: 13, scope: !141)
!148 = !DILocation(line: 38, column: 5, scope: !137)
!149 = !DILocation(line: 34, column: 29, scope: !133)
!150 = !DILocation(line: 34, column: 5, scope: !133)
!151 = distinct !{!151, !135, !152, !75}
!152 = !DILocation(line: 38, column: 5, scope: !129)
!153 = !DILocation(line: 39, column: 23, scope: !120)
!154 = !DILocation(line: 39, column: 27, scope: !120)
!155 = !DILocation(line: 39, column: 31, scope: !120)
!156 = !DILocation(line: 39, column: 5, scope: !120)
!157 = !DILocation(line: 40, column: 5, scope: !120)
!158 = !DILocation(line: 42, column: 5, scope: !120)
!159 = !DILocalVariable(name: "j", scope: !160, file: !3, line: 44, type: !6)
!160 = distinct !DILexicalBlock(scope: !120, file: !3, line: 44, column: 5)
!161 = !DILocation(line: 44, column: 14, scope: !160)
!162 = !DILocation(line: 44, column: 10, scope: !160)
!163 = !DILocation(line: 44, column: 21, scope: !164)
!164 = distinct !DILexicalBlock(scope: !160, file: !3, line: 44, column: 5)
!165 = !DILocation(line: 44, column: 23, scope: !164)
!166 = !DILocation(line: 44, column: 5, scope: !160)
!167 = !DILocation(line: 45, column: 13, scope: !168)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 45, column: 13)
!169 = distinct !DILexicalBlock(scope: !164, file: !3, line: 44, column: 33)
!170 = !DILocation(line: 45, column: 18, scope: !168)
!171 = !DILocation(line: 45, column: 15, scope: !168)
!172 = !DILocation(line: 45, column: 13, scope: !169)
!173 = !DILocation(line: 46, column: 13, scope: !168)
!174 = !DILocation(line: 48, column: 9, scope: !169)
!175 = !DILocation(line: 48, column: 16, scope: !169)
!176 = distinct !{!176, !174, !177, !75}
!177 = !DILocation(line: 49, column: 13, scope: !169)
!178 = !DILocation(line: 51, column: 9, scope: !169)
!179 = !DILocalVariable(name: "nj", scope: !180, file: !3, line: 52, type: !6)
!180 = distinct !DILexicalBlock(scope: !181, file: !3, line: 51, column: 18)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 51, column: 9)
!182 = distinct !DILexicalBlock(scope: !169, file: !3, line: 51, column: 9)
!183 = !DILocation(line: 52, column: 17, scope: !180)
!184 = !DILocation(line: 52, column: 22, scope: !180)
!185 = !DILocalVariable(name: "ni", scope: !180, file: !3, line: 53, type: !6)
!186 = !DILocation(line: 53, column: 17, scope: !180)
!187 = !DILocation(line: 53, column: 22, scope: !180)
!188 = !DILocation(line: 54, column: 17, scope: !189)
!189 = distinct !DILexicalBlock(scope: !180, file: !3, line: 54, column: 17)
!190 = !DILocation(line: 54, column: 20, scope: !189)
!191 = !DILocation(line: 54, column: 25, scope: !189)
!192 = !DILocation(line: 54, column: 28, scope: !189)
!193 = !DILocation(line: 54, column: 33, scope: !189)
!194 = !DILocation(line: 54, column: 31, scope: !189)
!195 = !DILocation(line: 54, column: 36, scope: !189)
!196 = !DILocation(line: 54, column: 40, scope: !189)
!197 = !DILocation(line: 54, column: 46, scope: !189)
!198 = !DILocation(line: 54, column: 43, scope: !189)
!199 = !DILocation(line: 54, column: 49, scope: !189)
!200 = !DILocation(line: 54, column: 52, scope: !189)
!201 = !DILocation(line: 54, column: 56, scope: !189)
!202 = !DILocation(line: 54, column: 54, scope: !189)
!203 = !DILocation(line: 54, column: 17, scope: !180)
!204 = !DILocation(line: 55, column: 17, scope: !189)
!205 = !DILocation(line: 51, column: 9, scope: !181)
!206 = distinct !{!206, !207, !208}
!207 = !DILocation(line: 51, column: 9, scope: !182)
!208 = !DILocation(line: 56, column: 9, scope: !182)
!209 = !DILocation(line: 57, column: 5, scope: !169)
!210 = !DILocation(line: 44, column: 29, scope: !164)
!211 = !DILocation(line: 44, column: 5, scope: !164)
!212 = distinct !{!212, !166, !213, !75}
!213 = !DILocation(line: 57, column: 5, scope: !160)
!214 = !DILocation(line: 58, column: 1, scope: !120)
!215 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 60, type: !121, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !51)
!216 = !DILocalVariable(name: "i", arg: 1, scope: !215, file: !3, line: 60, type: !6)
!217 = !DILocation(line: 60, column: 24, scope: !215)
!218 = !DILocation(line: 62, column: 5, scope: !215)
!219 = !DILocation(line: 63, column: 1, scope: !215)
