; ModuleID = 'ISA2+rel+acq.c'
source_filename = "ISA2+rel+acq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !50
@r1_0 = dso_local global i32 0, align 4, !dbg !57
@z = dso_local global i32 0, align 4, !dbg !55
@r2_0 = dso_local global i32 0, align 4, !dbg !59
@r2_1 = dso_local global i32 0, align 4, !dbg !61
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [15 x i8] c"ISA2+rel+acq.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !31
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !33
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !35
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !37
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !39
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !41
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !43
@.str.9 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !45

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !71 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !76, !DIExpression(), !77)
  %5 = load ptr, ptr %2, align 8, !dbg !78
  store i32 1, ptr %3, align 4, !dbg !79
  %6 = load i32, ptr %3, align 4, !dbg !79
  store atomic i32 %6, ptr @x monotonic, align 4, !dbg !79
  store i32 1, ptr %4, align 4, !dbg !80
  %7 = load i32, ptr %4, align 4, !dbg !80
  store atomic i32 %7, ptr @y release, align 4, !dbg !80
  ret ptr null, !dbg !81
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !82 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !83, !DIExpression(), !84)
  %5 = load ptr, ptr %2, align 8, !dbg !85
  %6 = load atomic i32, ptr @y acquire, align 4, !dbg !86
  store i32 %6, ptr %3, align 4, !dbg !86
  %7 = load i32, ptr %3, align 4, !dbg !86
  store i32 %7, ptr @r1_0, align 4, !dbg !87
  store i32 1, ptr %4, align 4, !dbg !88
  %8 = load i32, ptr %4, align 4, !dbg !88
  store atomic i32 %8, ptr @z release, align 4, !dbg !88
  ret ptr null, !dbg !89
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t2(ptr noundef %0) #0 !dbg !90 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !91, !DIExpression(), !92)
  %5 = load ptr, ptr %2, align 8, !dbg !93
  %6 = load atomic i32, ptr @z acquire, align 4, !dbg !94
  store i32 %6, ptr %3, align 4, !dbg !94
  %7 = load i32, ptr %3, align 4, !dbg !94
  store i32 %7, ptr @r2_0, align 4, !dbg !95
  %8 = load atomic i32, ptr @x monotonic, align 4, !dbg !96
  store i32 %8, ptr %4, align 4, !dbg !96
  %9 = load i32, ptr %4, align 4, !dbg !96
  store i32 %9, ptr @r2_1, align 4, !dbg !97
  ret ptr null, !dbg !98
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !99 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !102, !DIExpression(), !109)
  %6 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !110
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !111
  %8 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !112
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !113
  %10 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !114
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @t2, ptr noundef null) #4, !dbg !115
  %12 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !116
  %13 = load i64, ptr %12, align 16, !dbg !116
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null), !dbg !117
  %15 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !118
  %16 = load i64, ptr %15, align 8, !dbg !118
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null), !dbg !119
  %18 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !120
  %19 = load i64, ptr %18, align 16, !dbg !120
  %20 = call i32 @pthread_join(i64 noundef %19, ptr noundef null), !dbg !121
    #dbg_declare(ptr %3, !122, !DIExpression(), !123)
    #dbg_declare(ptr %4, !124, !DIExpression(), !125)
    #dbg_declare(ptr %5, !126, !DIExpression(), !127)
  store i32 0, ptr %5, align 4, !dbg !127
  %21 = load i32, ptr @r1_0, align 4, !dbg !128
  store i32 %21, ptr %3, align 4, !dbg !129
  %22 = load i32, ptr %3, align 4, !dbg !130
  %23 = icmp eq i32 %22, 0, !dbg !131
  br i1 %23, label %24, label %25, !dbg !130

24:                                               ; preds = %0
  br label %30, !dbg !130

25:                                               ; preds = %0
  %26 = load i32, ptr %3, align 4, !dbg !132
  %27 = icmp eq i32 %26, 1, !dbg !133
  %28 = zext i1 %27 to i64, !dbg !132
  %29 = select i1 %27, i32 1, i32 -1, !dbg !132
  br label %30, !dbg !130

30:                                               ; preds = %25, %24
  %31 = phi i32 [ 0, %24 ], [ %29, %25 ], !dbg !130
  store i32 %31, ptr %4, align 4, !dbg !134
  %32 = load i32, ptr %4, align 4, !dbg !135
  %33 = icmp slt i32 %32, 0, !dbg !137
  br i1 %33, label %34, label %35, !dbg !138

34:                                               ; preds = %30
  br label %87, !dbg !139

35:                                               ; preds = %30
  %36 = load i32, ptr %4, align 4, !dbg !140
  %37 = load i32, ptr %5, align 4, !dbg !141
  %38 = add nsw i32 %37, %36, !dbg !141
  store i32 %38, ptr %5, align 4, !dbg !141
  %39 = load i32, ptr @r2_0, align 4, !dbg !142
  store i32 %39, ptr %3, align 4, !dbg !143
  %40 = load i32, ptr %3, align 4, !dbg !144
  %41 = icmp eq i32 %40, 0, !dbg !145
  br i1 %41, label %42, label %43, !dbg !144

42:                                               ; preds = %35
  br label %48, !dbg !144

43:                                               ; preds = %35
  %44 = load i32, ptr %3, align 4, !dbg !146
  %45 = icmp eq i32 %44, 1, !dbg !147
  %46 = zext i1 %45 to i64, !dbg !146
  %47 = select i1 %45, i32 1, i32 -1, !dbg !146
  br label %48, !dbg !144

48:                                               ; preds = %43, %42
  %49 = phi i32 [ 0, %42 ], [ %47, %43 ], !dbg !144
  store i32 %49, ptr %4, align 4, !dbg !148
  %50 = load i32, ptr %4, align 4, !dbg !149
  %51 = icmp slt i32 %50, 0, !dbg !151
  br i1 %51, label %52, label %53, !dbg !152

52:                                               ; preds = %48
  br label %87, !dbg !153

53:                                               ; preds = %48
  %54 = load i32, ptr %4, align 4, !dbg !154
  %55 = mul nsw i32 %54, 2, !dbg !155
  %56 = load i32, ptr %5, align 4, !dbg !156
  %57 = add nsw i32 %56, %55, !dbg !156
  store i32 %57, ptr %5, align 4, !dbg !156
  %58 = load i32, ptr @r2_1, align 4, !dbg !157
  store i32 %58, ptr %3, align 4, !dbg !158
  %59 = load i32, ptr %3, align 4, !dbg !159
  %60 = icmp eq i32 %59, 0, !dbg !160
  br i1 %60, label %61, label %62, !dbg !159

61:                                               ; preds = %53
  br label %67, !dbg !159

62:                                               ; preds = %53
  %63 = load i32, ptr %3, align 4, !dbg !161
  %64 = icmp eq i32 %63, 1, !dbg !162
  %65 = zext i1 %64 to i64, !dbg !161
  %66 = select i1 %64, i32 1, i32 -1, !dbg !161
  br label %67, !dbg !159

67:                                               ; preds = %62, %61
  %68 = phi i32 [ 0, %61 ], [ %66, %62 ], !dbg !159
  store i32 %68, ptr %4, align 4, !dbg !163
  %69 = load i32, ptr %4, align 4, !dbg !164
  %70 = icmp slt i32 %69, 0, !dbg !166
  br i1 %70, label %71, label %72, !dbg !167

71:                                               ; preds = %67
  br label %87, !dbg !168

72:                                               ; preds = %67
  %73 = load i32, ptr %4, align 4, !dbg !169
  %74 = mul nsw i32 %73, 4, !dbg !170
  %75 = load i32, ptr %5, align 4, !dbg !171
  %76 = add nsw i32 %75, %74, !dbg !171
  store i32 %76, ptr %5, align 4, !dbg !171
  %77 = load i32, ptr %5, align 4, !dbg !172
  switch i32 %77, label %86 [
    i32 0, label %78
    i32 1, label %79
    i32 2, label %80
    i32 3, label %81
    i32 4, label %82
    i32 5, label %83
    i32 6, label %84
    i32 7, label %85
  ], !dbg !173

78:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 80, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !174
  unreachable, !dbg !174

79:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 85, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !178
  unreachable, !dbg !178

80:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 90, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !181
  unreachable, !dbg !181

81:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 95, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !184
  unreachable, !dbg !184

82:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 100, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !187
  unreachable, !dbg !187

83:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 105, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !190
  unreachable, !dbg !190

84:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 110, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !193
  unreachable, !dbg !193

85:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 115, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !196
  unreachable, !dbg !196

86:                                               ; preds = %72
  br label %87, !dbg !199

87:                                               ; preds = %86, %71, %52, %34
    #dbg_label(!200, !201)
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 124, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !202
  unreachable, !dbg !202
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
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !52, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ISA2+rel+acq.c", directory: ".", checksumkind: CSK_MD5, checksum: "a2acebc519a95bab50564d68a69db6b7")
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
!15 = !{!16, !22, !27, !31, !33, !35, !37, !39, !41, !43, !45, !0, !50, !55, !57, !59, !61}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !25)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !18, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 95, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 100, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 110, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 22)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !52, isLocal: false, isDefinition: true)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !54)
!54 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "z", scope: !2, file: !3, line: 20, type: !52, isLocal: false, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 21, type: !54, isLocal: false, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 21, type: !54, isLocal: false, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 21, type: !54, isLocal: false, isDefinition: true)
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"frame-pointer", i32 2}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 23, type: !72, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!75 = !{}
!76 = !DILocalVariable(name: "arg", arg: 1, scope: !71, file: !3, line: 23, type: !74)
!77 = !DILocation(line: 23, column: 16, scope: !71)
!78 = !DILocation(line: 25, column: 8, scope: !71)
!79 = !DILocation(line: 26, column: 2, scope: !71)
!80 = !DILocation(line: 27, column: 2, scope: !71)
!81 = !DILocation(line: 28, column: 2, scope: !71)
!82 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 31, type: !72, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !75)
!83 = !DILocalVariable(name: "arg", arg: 1, scope: !82, file: !3, line: 31, type: !74)
!84 = !DILocation(line: 31, column: 16, scope: !82)
!85 = !DILocation(line: 33, column: 8, scope: !82)
!86 = !DILocation(line: 34, column: 9, scope: !82)
!87 = !DILocation(line: 34, column: 7, scope: !82)
!88 = !DILocation(line: 35, column: 2, scope: !82)
!89 = !DILocation(line: 36, column: 2, scope: !82)
!90 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 39, type: !72, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !75)
!91 = !DILocalVariable(name: "arg", arg: 1, scope: !90, file: !3, line: 39, type: !74)
!92 = !DILocation(line: 39, column: 16, scope: !90)
!93 = !DILocation(line: 41, column: 8, scope: !90)
!94 = !DILocation(line: 42, column: 9, scope: !90)
!95 = !DILocation(line: 42, column: 7, scope: !90)
!96 = !DILocation(line: 43, column: 9, scope: !90)
!97 = !DILocation(line: 43, column: 7, scope: !90)
!98 = !DILocation(line: 44, column: 2, scope: !90)
!99 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 47, type: !100, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !75)
!100 = !DISubroutineType(types: !101)
!101 = !{!54}
!102 = !DILocalVariable(name: "th", scope: !99, file: !3, line: 49, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 192, elements: !107)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !105, line: 27, baseType: !106)
!105 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!106 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!107 = !{!108}
!108 = !DISubrange(count: 3)
!109 = !DILocation(line: 49, column: 12, scope: !99)
!110 = !DILocation(line: 50, column: 18, scope: !99)
!111 = !DILocation(line: 50, column: 2, scope: !99)
!112 = !DILocation(line: 51, column: 18, scope: !99)
!113 = !DILocation(line: 51, column: 2, scope: !99)
!114 = !DILocation(line: 52, column: 18, scope: !99)
!115 = !DILocation(line: 52, column: 2, scope: !99)
!116 = !DILocation(line: 53, column: 15, scope: !99)
!117 = !DILocation(line: 53, column: 2, scope: !99)
!118 = !DILocation(line: 54, column: 15, scope: !99)
!119 = !DILocation(line: 54, column: 2, scope: !99)
!120 = !DILocation(line: 55, column: 15, scope: !99)
!121 = !DILocation(line: 55, column: 2, scope: !99)
!122 = !DILocalVariable(name: "v", scope: !99, file: !3, line: 56, type: !54)
!123 = !DILocation(line: 56, column: 6, scope: !99)
!124 = !DILocalVariable(name: "d", scope: !99, file: !3, line: 56, type: !54)
!125 = !DILocation(line: 56, column: 9, scope: !99)
!126 = !DILocalVariable(name: "o", scope: !99, file: !3, line: 56, type: !54)
!127 = !DILocation(line: 56, column: 12, scope: !99)
!128 = !DILocation(line: 57, column: 6, scope: !99)
!129 = !DILocation(line: 57, column: 4, scope: !99)
!130 = !DILocation(line: 58, column: 6, scope: !99)
!131 = !DILocation(line: 58, column: 8, scope: !99)
!132 = !DILocation(line: 58, column: 19, scope: !99)
!133 = !DILocation(line: 58, column: 21, scope: !99)
!134 = !DILocation(line: 58, column: 4, scope: !99)
!135 = !DILocation(line: 59, column: 6, scope: !136)
!136 = distinct !DILexicalBlock(scope: !99, file: !3, line: 59, column: 6)
!137 = !DILocation(line: 59, column: 8, scope: !136)
!138 = !DILocation(line: 59, column: 6, scope: !99)
!139 = !DILocation(line: 60, column: 3, scope: !136)
!140 = !DILocation(line: 61, column: 7, scope: !99)
!141 = !DILocation(line: 61, column: 4, scope: !99)
!142 = !DILocation(line: 62, column: 6, scope: !99)
!143 = !DILocation(line: 62, column: 4, scope: !99)
!144 = !DILocation(line: 63, column: 6, scope: !99)
!145 = !DILocation(line: 63, column: 8, scope: !99)
!146 = !DILocation(line: 63, column: 19, scope: !99)
!147 = !DILocation(line: 63, column: 21, scope: !99)
!148 = !DILocation(line: 63, column: 4, scope: !99)
!149 = !DILocation(line: 64, column: 6, scope: !150)
!150 = distinct !DILexicalBlock(scope: !99, file: !3, line: 64, column: 6)
!151 = !DILocation(line: 64, column: 8, scope: !150)
!152 = !DILocation(line: 64, column: 6, scope: !99)
!153 = !DILocation(line: 65, column: 3, scope: !150)
!154 = !DILocation(line: 66, column: 7, scope: !99)
!155 = !DILocation(line: 66, column: 9, scope: !99)
!156 = !DILocation(line: 66, column: 4, scope: !99)
!157 = !DILocation(line: 67, column: 6, scope: !99)
!158 = !DILocation(line: 67, column: 4, scope: !99)
!159 = !DILocation(line: 68, column: 6, scope: !99)
!160 = !DILocation(line: 68, column: 8, scope: !99)
!161 = !DILocation(line: 68, column: 19, scope: !99)
!162 = !DILocation(line: 68, column: 21, scope: !99)
!163 = !DILocation(line: 68, column: 4, scope: !99)
!164 = !DILocation(line: 69, column: 6, scope: !165)
!165 = distinct !DILexicalBlock(scope: !99, file: !3, line: 69, column: 6)
!166 = !DILocation(line: 69, column: 8, scope: !165)
!167 = !DILocation(line: 69, column: 6, scope: !99)
!168 = !DILocation(line: 70, column: 3, scope: !165)
!169 = !DILocation(line: 71, column: 7, scope: !99)
!170 = !DILocation(line: 71, column: 9, scope: !99)
!171 = !DILocation(line: 71, column: 4, scope: !99)
!172 = !DILocation(line: 77, column: 10, scope: !99)
!173 = !DILocation(line: 77, column: 2, scope: !99)
!174 = !DILocation(line: 80, column: 3, scope: !175)
!175 = distinct !DILexicalBlock(scope: !176, file: !3, line: 80, column: 3)
!176 = distinct !DILexicalBlock(scope: !177, file: !3, line: 80, column: 3)
!177 = distinct !DILexicalBlock(scope: !99, file: !3, line: 77, column: 13)
!178 = !DILocation(line: 85, column: 3, scope: !179)
!179 = distinct !DILexicalBlock(scope: !180, file: !3, line: 85, column: 3)
!180 = distinct !DILexicalBlock(scope: !177, file: !3, line: 85, column: 3)
!181 = !DILocation(line: 90, column: 3, scope: !182)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 90, column: 3)
!183 = distinct !DILexicalBlock(scope: !177, file: !3, line: 90, column: 3)
!184 = !DILocation(line: 95, column: 3, scope: !185)
!185 = distinct !DILexicalBlock(scope: !186, file: !3, line: 95, column: 3)
!186 = distinct !DILexicalBlock(scope: !177, file: !3, line: 95, column: 3)
!187 = !DILocation(line: 100, column: 3, scope: !188)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 100, column: 3)
!189 = distinct !DILexicalBlock(scope: !177, file: !3, line: 100, column: 3)
!190 = !DILocation(line: 105, column: 3, scope: !191)
!191 = distinct !DILexicalBlock(scope: !192, file: !3, line: 105, column: 3)
!192 = distinct !DILexicalBlock(scope: !177, file: !3, line: 105, column: 3)
!193 = !DILocation(line: 110, column: 3, scope: !194)
!194 = distinct !DILexicalBlock(scope: !195, file: !3, line: 110, column: 3)
!195 = distinct !DILexicalBlock(scope: !177, file: !3, line: 110, column: 3)
!196 = !DILocation(line: 115, column: 3, scope: !197)
!197 = distinct !DILexicalBlock(scope: !198, file: !3, line: 115, column: 3)
!198 = distinct !DILexicalBlock(scope: !177, file: !3, line: 115, column: 3)
!199 = !DILocation(line: 119, column: 3, scope: !177)
!200 = !DILabel(scope: !99, name: "unexpected", file: !3, line: 123)
!201 = !DILocation(line: 123, column: 1, scope: !99)
!202 = !DILocation(line: 124, column: 2, scope: !203)
!203 = distinct !DILexicalBlock(scope: !204, file: !3, line: 124, column: 2)
!204 = distinct !DILexicalBlock(scope: !99, file: !3, line: 124, column: 2)
