; ModuleID = 'WRC+rel+acq.c'
source_filename = "WRC+rel+acq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r1_0 = dso_local global i32 0, align 4, !dbg !57
@y = dso_local global i32 0, align 4, !dbg !52
@r2_0 = dso_local global i32 0, align 4, !dbg !59
@r2_1 = dso_local global i32 0, align 4, !dbg !61
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [14 x i8] c"WRC+rel+acq.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !47

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !71 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !76, !DIExpression(), !77)
  %4 = load ptr, ptr %2, align 8, !dbg !78
  store i32 1, ptr %3, align 4, !dbg !79
  %5 = load i32, ptr %3, align 4, !dbg !79
  store atomic i32 %5, ptr @x monotonic, align 4, !dbg !79
  ret ptr null, !dbg !80
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !81 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !82, !DIExpression(), !83)
  %5 = load ptr, ptr %2, align 8, !dbg !84
  %6 = load atomic i32, ptr @x monotonic, align 4, !dbg !85
  store i32 %6, ptr %3, align 4, !dbg !85
  %7 = load i32, ptr %3, align 4, !dbg !85
  store i32 %7, ptr @r1_0, align 4, !dbg !86
  store i32 1, ptr %4, align 4, !dbg !87
  %8 = load i32, ptr %4, align 4, !dbg !87
  store atomic i32 %8, ptr @y release, align 4, !dbg !87
  ret ptr null, !dbg !88
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t2(ptr noundef %0) #0 !dbg !89 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !90, !DIExpression(), !91)
  %5 = load ptr, ptr %2, align 8, !dbg !92
  %6 = load atomic i32, ptr @y acquire, align 4, !dbg !93
  store i32 %6, ptr %3, align 4, !dbg !93
  %7 = load i32, ptr %3, align 4, !dbg !93
  store i32 %7, ptr @r2_0, align 4, !dbg !94
  %8 = load atomic i32, ptr @x monotonic, align 4, !dbg !95
  store i32 %8, ptr %4, align 4, !dbg !95
  %9 = load i32, ptr %4, align 4, !dbg !95
  store i32 %9, ptr @r2_1, align 4, !dbg !96
  ret ptr null, !dbg !97
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !98 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !101, !DIExpression(), !108)
  %6 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !109
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !110
  %8 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !111
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !112
  %10 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !113
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @t2, ptr noundef null) #4, !dbg !114
  %12 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !115
  %13 = load i64, ptr %12, align 16, !dbg !115
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null), !dbg !116
  %15 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !117
  %16 = load i64, ptr %15, align 8, !dbg !117
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null), !dbg !118
  %18 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !119
  %19 = load i64, ptr %18, align 16, !dbg !119
  %20 = call i32 @pthread_join(i64 noundef %19, ptr noundef null), !dbg !120
    #dbg_declare(ptr %3, !121, !DIExpression(), !122)
    #dbg_declare(ptr %4, !123, !DIExpression(), !124)
    #dbg_declare(ptr %5, !125, !DIExpression(), !126)
  store i32 0, ptr %5, align 4, !dbg !126
  %21 = load i32, ptr @r1_0, align 4, !dbg !127
  store i32 %21, ptr %3, align 4, !dbg !128
  %22 = load i32, ptr %3, align 4, !dbg !129
  %23 = icmp eq i32 %22, 0, !dbg !130
  br i1 %23, label %24, label %25, !dbg !129

24:                                               ; preds = %0
  br label %30, !dbg !129

25:                                               ; preds = %0
  %26 = load i32, ptr %3, align 4, !dbg !131
  %27 = icmp eq i32 %26, 1, !dbg !132
  %28 = zext i1 %27 to i64, !dbg !131
  %29 = select i1 %27, i32 1, i32 -1, !dbg !131
  br label %30, !dbg !129

30:                                               ; preds = %25, %24
  %31 = phi i32 [ 0, %24 ], [ %29, %25 ], !dbg !129
  store i32 %31, ptr %4, align 4, !dbg !133
  %32 = load i32, ptr %4, align 4, !dbg !134
  %33 = icmp slt i32 %32, 0, !dbg !136
  br i1 %33, label %34, label %35, !dbg !137

34:                                               ; preds = %30
  br label %87, !dbg !138

35:                                               ; preds = %30
  %36 = load i32, ptr %4, align 4, !dbg !139
  %37 = load i32, ptr %5, align 4, !dbg !140
  %38 = add nsw i32 %37, %36, !dbg !140
  store i32 %38, ptr %5, align 4, !dbg !140
  %39 = load i32, ptr @r2_0, align 4, !dbg !141
  store i32 %39, ptr %3, align 4, !dbg !142
  %40 = load i32, ptr %3, align 4, !dbg !143
  %41 = icmp eq i32 %40, 0, !dbg !144
  br i1 %41, label %42, label %43, !dbg !143

42:                                               ; preds = %35
  br label %48, !dbg !143

43:                                               ; preds = %35
  %44 = load i32, ptr %3, align 4, !dbg !145
  %45 = icmp eq i32 %44, 1, !dbg !146
  %46 = zext i1 %45 to i64, !dbg !145
  %47 = select i1 %45, i32 1, i32 -1, !dbg !145
  br label %48, !dbg !143

48:                                               ; preds = %43, %42
  %49 = phi i32 [ 0, %42 ], [ %47, %43 ], !dbg !143
  store i32 %49, ptr %4, align 4, !dbg !147
  %50 = load i32, ptr %4, align 4, !dbg !148
  %51 = icmp slt i32 %50, 0, !dbg !150
  br i1 %51, label %52, label %53, !dbg !151

52:                                               ; preds = %48
  br label %87, !dbg !152

53:                                               ; preds = %48
  %54 = load i32, ptr %4, align 4, !dbg !153
  %55 = mul nsw i32 %54, 2, !dbg !154
  %56 = load i32, ptr %5, align 4, !dbg !155
  %57 = add nsw i32 %56, %55, !dbg !155
  store i32 %57, ptr %5, align 4, !dbg !155
  %58 = load i32, ptr @r2_1, align 4, !dbg !156
  store i32 %58, ptr %3, align 4, !dbg !157
  %59 = load i32, ptr %3, align 4, !dbg !158
  %60 = icmp eq i32 %59, 0, !dbg !159
  br i1 %60, label %61, label %62, !dbg !158

61:                                               ; preds = %53
  br label %67, !dbg !158

62:                                               ; preds = %53
  %63 = load i32, ptr %3, align 4, !dbg !160
  %64 = icmp eq i32 %63, 1, !dbg !161
  %65 = zext i1 %64 to i64, !dbg !160
  %66 = select i1 %64, i32 1, i32 -1, !dbg !160
  br label %67, !dbg !158

67:                                               ; preds = %62, %61
  %68 = phi i32 [ 0, %61 ], [ %66, %62 ], !dbg !158
  store i32 %68, ptr %4, align 4, !dbg !162
  %69 = load i32, ptr %4, align 4, !dbg !163
  %70 = icmp slt i32 %69, 0, !dbg !165
  br i1 %70, label %71, label %72, !dbg !166

71:                                               ; preds = %67
  br label %87, !dbg !167

72:                                               ; preds = %67
  %73 = load i32, ptr %4, align 4, !dbg !168
  %74 = mul nsw i32 %73, 4, !dbg !169
  %75 = load i32, ptr %5, align 4, !dbg !170
  %76 = add nsw i32 %75, %74, !dbg !170
  store i32 %76, ptr %5, align 4, !dbg !170
  %77 = load i32, ptr %5, align 4, !dbg !171
  switch i32 %77, label %86 [
    i32 0, label %78
    i32 1, label %79
    i32 2, label %80
    i32 3, label %81
    i32 4, label %82
    i32 5, label %83
    i32 6, label %84
    i32 7, label %85
  ], !dbg !172

78:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 78, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !173
  unreachable, !dbg !173

79:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 83, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !177
  unreachable, !dbg !177

80:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 88, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !180
  unreachable, !dbg !180

81:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 93, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !183
  unreachable, !dbg !183

82:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 98, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !186
  unreachable, !dbg !186

83:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 103, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !189
  unreachable, !dbg !189

84:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 108, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !192
  unreachable, !dbg !192

85:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 113, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !195
  unreachable, !dbg !195

86:                                               ; preds = %72
  br label %87, !dbg !198

87:                                               ; preds = %86, %71, %52, %34
    #dbg_label(!199, !200)
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 122, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !201
  unreachable, !dbg !201
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !54, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "WRC+rel+acq.c", directory: ".", checksumkind: CSK_MD5, checksum: "6da9d7d8ee99956c192fe4bdd22a2a08")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !45, !47, !0, !52, !57, !59, !61}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 122, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 22)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !54, isLocal: false, isDefinition: true)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !56)
!56 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 20, type: !56, isLocal: false, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 20, type: !56, isLocal: false, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 20, type: !56, isLocal: false, isDefinition: true)
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"frame-pointer", i32 2}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 22, type: !72, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!75 = !{}
!76 = !DILocalVariable(name: "arg", arg: 1, scope: !71, file: !3, line: 22, type: !74)
!77 = !DILocation(line: 22, column: 16, scope: !71)
!78 = !DILocation(line: 24, column: 8, scope: !71)
!79 = !DILocation(line: 25, column: 2, scope: !71)
!80 = !DILocation(line: 26, column: 2, scope: !71)
!81 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 29, type: !72, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !75)
!82 = !DILocalVariable(name: "arg", arg: 1, scope: !81, file: !3, line: 29, type: !74)
!83 = !DILocation(line: 29, column: 16, scope: !81)
!84 = !DILocation(line: 31, column: 8, scope: !81)
!85 = !DILocation(line: 32, column: 9, scope: !81)
!86 = !DILocation(line: 32, column: 7, scope: !81)
!87 = !DILocation(line: 33, column: 2, scope: !81)
!88 = !DILocation(line: 34, column: 2, scope: !81)
!89 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 37, type: !72, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !75)
!90 = !DILocalVariable(name: "arg", arg: 1, scope: !89, file: !3, line: 37, type: !74)
!91 = !DILocation(line: 37, column: 16, scope: !89)
!92 = !DILocation(line: 39, column: 8, scope: !89)
!93 = !DILocation(line: 40, column: 9, scope: !89)
!94 = !DILocation(line: 40, column: 7, scope: !89)
!95 = !DILocation(line: 41, column: 9, scope: !89)
!96 = !DILocation(line: 41, column: 7, scope: !89)
!97 = !DILocation(line: 42, column: 2, scope: !89)
!98 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 45, type: !99, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !75)
!99 = !DISubroutineType(types: !100)
!100 = !{!56}
!101 = !DILocalVariable(name: "th", scope: !98, file: !3, line: 47, type: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 192, elements: !106)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !104, line: 27, baseType: !105)
!104 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!105 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!106 = !{!107}
!107 = !DISubrange(count: 3)
!108 = !DILocation(line: 47, column: 12, scope: !98)
!109 = !DILocation(line: 48, column: 18, scope: !98)
!110 = !DILocation(line: 48, column: 2, scope: !98)
!111 = !DILocation(line: 49, column: 18, scope: !98)
!112 = !DILocation(line: 49, column: 2, scope: !98)
!113 = !DILocation(line: 50, column: 18, scope: !98)
!114 = !DILocation(line: 50, column: 2, scope: !98)
!115 = !DILocation(line: 51, column: 15, scope: !98)
!116 = !DILocation(line: 51, column: 2, scope: !98)
!117 = !DILocation(line: 52, column: 15, scope: !98)
!118 = !DILocation(line: 52, column: 2, scope: !98)
!119 = !DILocation(line: 53, column: 15, scope: !98)
!120 = !DILocation(line: 53, column: 2, scope: !98)
!121 = !DILocalVariable(name: "v", scope: !98, file: !3, line: 54, type: !56)
!122 = !DILocation(line: 54, column: 6, scope: !98)
!123 = !DILocalVariable(name: "d", scope: !98, file: !3, line: 54, type: !56)
!124 = !DILocation(line: 54, column: 9, scope: !98)
!125 = !DILocalVariable(name: "o", scope: !98, file: !3, line: 54, type: !56)
!126 = !DILocation(line: 54, column: 12, scope: !98)
!127 = !DILocation(line: 55, column: 6, scope: !98)
!128 = !DILocation(line: 55, column: 4, scope: !98)
!129 = !DILocation(line: 56, column: 6, scope: !98)
!130 = !DILocation(line: 56, column: 8, scope: !98)
!131 = !DILocation(line: 56, column: 19, scope: !98)
!132 = !DILocation(line: 56, column: 21, scope: !98)
!133 = !DILocation(line: 56, column: 4, scope: !98)
!134 = !DILocation(line: 57, column: 6, scope: !135)
!135 = distinct !DILexicalBlock(scope: !98, file: !3, line: 57, column: 6)
!136 = !DILocation(line: 57, column: 8, scope: !135)
!137 = !DILocation(line: 57, column: 6, scope: !98)
!138 = !DILocation(line: 58, column: 3, scope: !135)
!139 = !DILocation(line: 59, column: 7, scope: !98)
!140 = !DILocation(line: 59, column: 4, scope: !98)
!141 = !DILocation(line: 60, column: 6, scope: !98)
!142 = !DILocation(line: 60, column: 4, scope: !98)
!143 = !DILocation(line: 61, column: 6, scope: !98)
!144 = !DILocation(line: 61, column: 8, scope: !98)
!145 = !DILocation(line: 61, column: 19, scope: !98)
!146 = !DILocation(line: 61, column: 21, scope: !98)
!147 = !DILocation(line: 61, column: 4, scope: !98)
!148 = !DILocation(line: 62, column: 6, scope: !149)
!149 = distinct !DILexicalBlock(scope: !98, file: !3, line: 62, column: 6)
!150 = !DILocation(line: 62, column: 8, scope: !149)
!151 = !DILocation(line: 62, column: 6, scope: !98)
!152 = !DILocation(line: 63, column: 3, scope: !149)
!153 = !DILocation(line: 64, column: 7, scope: !98)
!154 = !DILocation(line: 64, column: 9, scope: !98)
!155 = !DILocation(line: 64, column: 4, scope: !98)
!156 = !DILocation(line: 65, column: 6, scope: !98)
!157 = !DILocation(line: 65, column: 4, scope: !98)
!158 = !DILocation(line: 66, column: 6, scope: !98)
!159 = !DILocation(line: 66, column: 8, scope: !98)
!160 = !DILocation(line: 66, column: 19, scope: !98)
!161 = !DILocation(line: 66, column: 21, scope: !98)
!162 = !DILocation(line: 66, column: 4, scope: !98)
!163 = !DILocation(line: 67, column: 6, scope: !164)
!164 = distinct !DILexicalBlock(scope: !98, file: !3, line: 67, column: 6)
!165 = !DILocation(line: 67, column: 8, scope: !164)
!166 = !DILocation(line: 67, column: 6, scope: !98)
!167 = !DILocation(line: 68, column: 3, scope: !164)
!168 = !DILocation(line: 69, column: 7, scope: !98)
!169 = !DILocation(line: 69, column: 9, scope: !98)
!170 = !DILocation(line: 69, column: 4, scope: !98)
!171 = !DILocation(line: 75, column: 10, scope: !98)
!172 = !DILocation(line: 75, column: 2, scope: !98)
!173 = !DILocation(line: 78, column: 3, scope: !174)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 78, column: 3)
!175 = distinct !DILexicalBlock(scope: !176, file: !3, line: 78, column: 3)
!176 = distinct !DILexicalBlock(scope: !98, file: !3, line: 75, column: 13)
!177 = !DILocation(line: 83, column: 3, scope: !178)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 83, column: 3)
!179 = distinct !DILexicalBlock(scope: !176, file: !3, line: 83, column: 3)
!180 = !DILocation(line: 88, column: 3, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 88, column: 3)
!182 = distinct !DILexicalBlock(scope: !176, file: !3, line: 88, column: 3)
!183 = !DILocation(line: 93, column: 3, scope: !184)
!184 = distinct !DILexicalBlock(scope: !185, file: !3, line: 93, column: 3)
!185 = distinct !DILexicalBlock(scope: !176, file: !3, line: 93, column: 3)
!186 = !DILocation(line: 98, column: 3, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 98, column: 3)
!188 = distinct !DILexicalBlock(scope: !176, file: !3, line: 98, column: 3)
!189 = !DILocation(line: 103, column: 3, scope: !190)
!190 = distinct !DILexicalBlock(scope: !191, file: !3, line: 103, column: 3)
!191 = distinct !DILexicalBlock(scope: !176, file: !3, line: 103, column: 3)
!192 = !DILocation(line: 108, column: 3, scope: !193)
!193 = distinct !DILexicalBlock(scope: !194, file: !3, line: 108, column: 3)
!194 = distinct !DILexicalBlock(scope: !176, file: !3, line: 108, column: 3)
!195 = !DILocation(line: 113, column: 3, scope: !196)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 113, column: 3)
!197 = distinct !DILexicalBlock(scope: !176, file: !3, line: 113, column: 3)
!198 = !DILocation(line: 117, column: 3, scope: !176)
!199 = !DILabel(scope: !98, name: "unexpected", file: !3, line: 121)
!200 = !DILocation(line: 121, column: 1, scope: !98)
!201 = !DILocation(line: 122, column: 2, scope: !202)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 122, column: 2)
!203 = distinct !DILexicalBlock(scope: !98, file: !3, line: 122, column: 2)
