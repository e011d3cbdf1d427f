; ModuleID = 'ISA2+rlx.c'
source_filename = "ISA2+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !52
@r1_0 = dso_local global i32 0, align 4, !dbg !59
@z = dso_local global i32 0, align 4, !dbg !57
@r2_0 = dso_local global i32 0, align 4, !dbg !61
@r2_1 = dso_local global i32 0, align 4, !dbg !63
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [11 x i8] c"ISA2+rlx.c\00", align 1, !dbg !22
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
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !73 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !78, !DIExpression(), !79)
  %5 = load ptr, ptr %2, align 8, !dbg !80
  store i32 1, ptr %3, align 4, !dbg !81
  %6 = load i32, ptr %3, align 4, !dbg !81
  store atomic i32 %6, ptr @x monotonic, align 4, !dbg !81
  store i32 1, ptr %4, align 4, !dbg !82
  %7 = load i32, ptr %4, align 4, !dbg !82
  store atomic i32 %7, ptr @y monotonic, align 4, !dbg !82
  ret ptr null, !dbg !83
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !84 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !85, !DIExpression(), !86)
  %5 = load ptr, ptr %2, align 8, !dbg !87
  %6 = load atomic i32, ptr @y monotonic, align 4, !dbg !88
  store i32 %6, ptr %3, align 4, !dbg !88
  %7 = load i32, ptr %3, align 4, !dbg !88
  store i32 %7, ptr @r1_0, align 4, !dbg !89
  store i32 1, ptr %4, align 4, !dbg !90
  %8 = load i32, ptr %4, align 4, !dbg !90
  store atomic i32 %8, ptr @z monotonic, align 4, !dbg !90
  ret ptr null, !dbg !91
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t2(ptr noundef %0) #0 !dbg !92 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !93, !DIExpression(), !94)
  %5 = load ptr, ptr %2, align 8, !dbg !95
  %6 = load atomic i32, ptr @z monotonic, align 4, !dbg !96
  store i32 %6, ptr %3, align 4, !dbg !96
  %7 = load i32, ptr %3, align 4, !dbg !96
  store i32 %7, ptr @r2_0, align 4, !dbg !97
  %8 = load atomic i32, ptr @x monotonic, align 4, !dbg !98
  store i32 %8, ptr %4, align 4, !dbg !98
  %9 = load i32, ptr %4, align 4, !dbg !98
  store i32 %9, ptr @r2_1, align 4, !dbg !99
  ret ptr null, !dbg !100
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !101 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !104, !DIExpression(), !111)
  %6 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !112
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !113
  %8 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !114
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !115
  %10 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !116
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @t2, ptr noundef null) #4, !dbg !117
  %12 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !118
  %13 = load i64, ptr %12, align 16, !dbg !118
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null), !dbg !119
  %15 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !120
  %16 = load i64, ptr %15, align 8, !dbg !120
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null), !dbg !121
  %18 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !122
  %19 = load i64, ptr %18, align 16, !dbg !122
  %20 = call i32 @pthread_join(i64 noundef %19, ptr noundef null), !dbg !123
    #dbg_declare(ptr %3, !124, !DIExpression(), !125)
    #dbg_declare(ptr %4, !126, !DIExpression(), !127)
    #dbg_declare(ptr %5, !128, !DIExpression(), !129)
  store i32 0, ptr %5, align 4, !dbg !129
  %21 = load i32, ptr @r1_0, align 4, !dbg !130
  store i32 %21, ptr %3, align 4, !dbg !131
  %22 = load i32, ptr %3, align 4, !dbg !132
  %23 = icmp eq i32 %22, 0, !dbg !133
  br i1 %23, label %24, label %25, !dbg !132

24:                                               ; preds = %0
  br label %30, !dbg !132

25:                                               ; preds = %0
  %26 = load i32, ptr %3, align 4, !dbg !134
  %27 = icmp eq i32 %26, 1, !dbg !135
  %28 = zext i1 %27 to i64, !dbg !134
  %29 = select i1 %27, i32 1, i32 -1, !dbg !134
  br label %30, !dbg !132

30:                                               ; preds = %25, %24
  %31 = phi i32 [ 0, %24 ], [ %29, %25 ], !dbg !132
  store i32 %31, ptr %4, align 4, !dbg !136
  %32 = load i32, ptr %4, align 4, !dbg !137
  %33 = icmp slt i32 %32, 0, !dbg !139
  br i1 %33, label %34, label %35, !dbg !140

34:                                               ; preds = %30
  br label %87, !dbg !141

35:                                               ; preds = %30
  %36 = load i32, ptr %4, align 4, !dbg !142
  %37 = load i32, ptr %5, align 4, !dbg !143
  %38 = add nsw i32 %37, %36, !dbg !143
  store i32 %38, ptr %5, align 4, !dbg !143
  %39 = load i32, ptr @r2_0, align 4, !dbg !144
  store i32 %39, ptr %3, align 4, !dbg !145
  %40 = load i32, ptr %3, align 4, !dbg !146
  %41 = icmp eq i32 %40, 0, !dbg !147
  br i1 %41, label %42, label %43, !dbg !146

42:                                               ; preds = %35
  br label %48, !dbg !146

43:                                               ; preds = %35
  %44 = load i32, ptr %3, align 4, !dbg !148
  %45 = icmp eq i32 %44, 1, !dbg !149
  %46 = zext i1 %45 to i64, !dbg !148
  %47 = select i1 %45, i32 1, i32 -1, !dbg !148
  br label %48, !dbg !146

48:                                               ; preds = %43, %42
  %49 = phi i32 [ 0, %42 ], [ %47, %43 ], !dbg !146
  store i32 %49, ptr %4, align 4, !dbg !150
  %50 = load i32, ptr %4, align 4, !dbg !151
  %51 = icmp slt i32 %50, 0, !dbg !153
  br i1 %51, label %52, label %53, !dbg !154

52:                                               ; preds = %48
  br label %87, !dbg !155

53:                                               ; preds = %48
  %54 = load i32, ptr %4, align 4, !dbg !156
  %55 = mul nsw i32 %54, 2, !dbg !157
  %56 = load i32, ptr %5, align 4, !dbg !158
  %57 = add nsw i32 %56, %55, !dbg !158
  store i32 %57, ptr %5, align 4, !dbg !158
  %58 = load i32, ptr @r2_1, align 4, !dbg !159
  store i32 %58, ptr %3, align 4, !dbg !160
  %59 = load i32, ptr %3, align 4, !dbg !161
  %60 = icmp eq i32 %59, 0, !dbg !162
  br i1 %60, label %61, label %62, !dbg !161

61:                                               ; preds = %53
  br label %67, !dbg !161

62:                                               ; preds = %53
  %63 = load i32, ptr %3, align 4, !dbg !163
  %64 = icmp eq i32 %63, 1, !dbg !164
  %65 = zext i1 %64 to i64, !dbg !163
  %66 = select i1 %64, i32 1, i32 -1, !dbg !163
  br label %67, !dbg !161

67:                                               ; preds = %62, %61
  %68 = phi i32 [ 0, %61 ], [ %66, %62 ], !dbg !161
  store i32 %68, ptr %4, align 4, !dbg !165
  %69 = load i32, ptr %4, align 4, !dbg !166
  %70 = icmp slt i32 %69, 0, !dbg !168
  br i1 %70, label %71, label %72, !dbg !169

71:                                               ; preds = %67
  br label %87, !dbg !170

72:                                               ; preds = %67
  %73 = load i32, ptr %4, align 4, !dbg !171
  %74 = mul nsw i32 %73, 4, !dbg !172
  %75 = load i32, ptr %5, align 4, !dbg !173
  %76 = add nsw i32 %75, %74, !dbg !173
  store i32 %76, ptr %5, align 4, !dbg !173
  %77 = load i32, ptr %5, align 4, !dbg !174
  switch i32 %77, label %86 [
    i32 0, label %78
    i32 1, label %79
    i32 2, label %80
    i32 3, label %81
    i32 4, label %82
    i32 5, label %83
    i32 6, label %84
    i32 7, label %85
  ], !dbg !175

78:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 80, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !176
  unreachable, !dbg !176

79:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 85, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !180
  unreachable, !dbg !180

80:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 90, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !183
  unreachable, !dbg !183

81:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 95, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !186
  unreachable, !dbg !186

82:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 100, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !189
  unreachable, !dbg !189

83:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 105, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !192
  unreachable, !dbg !192

84:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 110, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !195
  unreachable, !dbg !195

85:                                               ; preds = %72
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 115, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !198
  unreachable, !dbg !198

86:                                               ; preds = %72
  br label %87, !dbg !201

87:                                               ; preds = %86, %71, %52, %34
    #dbg_label(!202, !203)
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 124, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !204
  unreachable, !dbg !204
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
!llvm.module.flags = !{!65, !66, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !54, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ISA2+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "cb9910e6e0c64db8cc292d1d76e21dbb")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !45, !47, !0, !52, !57, !59, !61, !63}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 85, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 90, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 95, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 100, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 105, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 110, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 115, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 22)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !54, isLocal: false, isDefinition: true)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !56)
!56 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "z", scope: !2, file: !3, line: 20, type: !54, isLocal: false, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 21, type: !56, isLocal: false, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 21, type: !56, isLocal: false, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 21, type: !56, isLocal: false, isDefinition: true)
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 7, !"frame-pointer", i32 2}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 23, type: !74, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !77)
!74 = !DISubroutineType(types: !75)
!75 = !{!76, !76}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!77 = !{}
!78 = !DILocalVariable(name: "arg", arg: 1, scope: !73, file: !3, line: 23, type: !76)
!79 = !DILocation(line: 23, column: 16, scope: !73)
!80 = !DILocation(line: 25, column: 8, scope: !73)
!81 = !DILocation(line: 26, column: 2, scope: !73)
!82 = !DILocation(line: 27, column: 2, scope: !73)
!83 = !DILocation(line: 28, column: 2, scope: !73)
!84 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 31, type: !74, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !77)
!85 = !DILocalVariable(name: "arg", arg: 1, scope: !84, file: !3, line: 31, type: !76)
!86 = !DILocation(line: 31, column: 16, scope: !84)
!87 = !DILocation(line: 33, column: 8, scope: !84)
!88 = !DILocation(line: 34, column: 9, scope: !84)
!89 = !DILocation(line: 34, column: 7, scope: !84)
!90 = !DILocation(line: 35, column: 2, scope: !84)
!91 = !DILocation(line: 36, column: 2, scope: !84)
!92 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 39, type: !74, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !77)
!93 = !DILocalVariable(name: "arg", arg: 1, scope: !92, file: !3, line: 39, type: !76)
!94 = !DILocation(line: 39, column: 16, scope: !92)
!95 = !DILocation(line: 41, column: 8, scope: !92)
!96 = !DILocation(line: 42, column: 9, scope: !92)
!97 = !DILocation(line: 42, column: 7, scope: !92)
!98 = !DILocation(line: 43, column: 9, scope: !92)
!99 = !DILocation(line: 43, column: 7, scope: !92)
!100 = !DILocation(line: 44, column: 2, scope: !92)
!101 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 47, type: !102, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !77)
!102 = !DISubroutineType(types: !103)
!103 = !{!56}
!104 = !DILocalVariable(name: "th", scope: !101, file: !3, line: 49, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 192, elements: !109)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !107, line: 27, baseType: !108)
!107 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!108 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!109 = !{!110}
!110 = !DISubrange(count: 3)
!111 = !DILocation(line: 49, column: 12, scope: !101)
!112 = !DILocation(line: 50, column: 18, scope: !101)
!113 = !DILocation(line: 50, column: 2, scope: !101)
!114 = !DILocation(line: 51, column: 18, scope: !101)
!115 = !DILocation(line: 51, column: 2, scope: !101)
!116 = !DILocation(line: 52, column: 18, scope: !101)
!117 = !DILocation(line: 52, column: 2, scope: !101)
!118 = !DILocation(line: 53, column: 15, scope: !101)
!119 = !DILocation(line: 53, column: 2, scope: !101)
!120 = !DILocation(line: 54, column: 15, scope: !101)
!121 = !DILocation(line: 54, column: 2, scope: !101)
!122 = !DILocation(line: 55, column: 15, scope: !101)
!123 = !DILocation(line: 55, column: 2, scope: !101)
!124 = !DILocalVariable(name: "v", scope: !101, file: !3, line: 56, type: !56)
!125 = !DILocation(line: 56, column: 6, scope: !101)
!126 = !DILocalVariable(name: "d", scope: !101, file: !3, line: 56, type: !56)
!127 = !DILocation(line: 56, column: 9, scope: !101)
!128 = !DILocalVariable(name: "o", scope: !101, file: !3, line: 56, type: !56)
!129 = !DILocation(line: 56, column: 12, scope: !101)
!130 = !DILocation(line: 57, column: 6, scope: !101)
!131 = !DILocation(line: 57, column: 4, scope: !101)
!132 = !DILocation(line: 58, column: 6, scope: !101)
!133 = !DILocation(line: 58, column: 8, scope: !101)
!134 = !DILocation(line: 58, column: 19, scope: !101)
!135 = !DILocation(line: 58, column: 21, scope: !101)
!136 = !DILocation(line: 58, column: 4, scope: !101)
!137 = !DILocation(line: 59, column: 6, scope: !138)
!138 = distinct !DILexicalBlock(scope: !101, file: !3, line: 59, column: 6)
!139 = !DILocation(line: 59, column: 8, scope: !138)
!140 = !DILocation(line: 59, column: 6, scope: !101)
!141 = !DILocation(line: 60, column: 3, scope: !138)
!142 = !DILocation(line: 61, column: 7, scope: !101)
!143 = !DILocation(line: 61, column: 4, scope: !101)
!144 = !DILocation(line: 62, column: 6, scope: !101)
!145 = !DILocation(line: 62, column: 4, scope: !101)
!146 = !DILocation(line: 63, column: 6, scope: !101)
!147 = !DILocation(line: 63, column: 8, scope: !101)
!148 = !DILocation(line: 63, column: 19, scope: !101)
!149 = !DILocation(line: 63, column: 21, scope: !101)
!150 = !DILocation(line: 63, column: 4, scope: !101)
!151 = !DILocation(line: 64, column: 6, scope: !152)
!152 = distinct !DILexicalBlock(scope: !101, file: !3, line: 64, column: 6)
!153 = !DILocation(line: 64, column: 8, scope: !152)
!154 = !DILocation(line: 64, column: 6, scope: !101)
!155 = !DILocation(line: 65, column: 3, scope: !152)
!156 = !DILocation(line: 66, column: 7, scope: !101)
!157 = !DILocation(line: 66, column: 9, scope: !101)
!158 = !DILocation(line: 66, column: 4, scope: !101)
!159 = !DILocation(line: 67, column: 6, scope: !101)
!160 = !DILocation(line: 67, column: 4, scope: !101)
!161 = !DILocation(line: 68, column: 6, scope: !101)
!162 = !DILocation(line: 68, column: 8, scope: !101)
!163 = !DILocation(line: 68, column: 19, scope: !101)
!164 = !DILocation(line: 68, column: 21, scope: !101)
!165 = !DILocation(line: 68, column: 4, scope: !101)
!166 = !DILocation(line: 69, column: 6, scope: !167)
!167 = distinct !DILexicalBlock(scope: !101, file: !3, line: 69, column: 6)
!168 = !DILocation(line: 69, column: 8, scope: !167)
!169 = !DILocation(line: 69, column: 6, scope: !101)
!170 = !DILocation(line: 70, column: 3, scope: !167)
!171 = !DILocation(line: 71, column: 7, scope: !101)
!172 = !DILocation(line: 71, column: 9, scope: !101)
!173 = !DILocation(line: 71, column: 4, scope: !101)
!174 = !DILocation(line: 77, column: 10, scope: !101)
!175 = !DILocation(line: 77, column: 2, scope: !101)
!176 = !DILocation(line: 80, column: 3, scope: !177)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 80, column: 3)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 80, column: 3)
!179 = distinct !DILexicalBlock(scope: !101, file: !3, line: 77, column: 13)
!180 = !DILocation(line: 85, column: 3, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 85, column: 3)
!182 = distinct !DILexicalBlock(scope: !179, file: !3, line: 85, column: 3)
!183 = !DILocation(line: 90, column: 3, scope: !184)
!184 = distinct !DILexicalBlock(scope: !185, file: !3, line: 90, column: 3)
!185 = distinct !DILexicalBlock(scope: !179, file: !3, line: 90, column: 3)
!186 = !DILocation(line: 95, column: 3, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 95, column: 3)
!188 = distinct !DILexicalBlock(scope: !179, file: !3, line: 95, column: 3)
!189 = !DILocation(line: 100, column: 3, scope: !190)
!190 = distinct !DILexicalBlock(scope: !191, file: !3, line: 100, column: 3)
!191 = distinct !DILexicalBlock(scope: !179, file: !3, line: 100, column: 3)
!192 = !DILocation(line: 105, column: 3, scope: !193)
!193 = distinct !DILexicalBlock(scope: !194, file: !3, line: 105, column: 3)
!194 = distinct !DILexicalBlock(scope: !179, file: !3, line: 105, column: 3)
!195 = !DILocation(line: 110, column: 3, scope: !196)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 110, column: 3)
!197 = distinct !DILexicalBlock(scope: !179, file: !3, line: 110, column: 3)
!198 = !DILocation(line: 115, column: 3, scope: !199)
!199 = distinct !DILexicalBlock(scope: !200, file: !3, line: 115, column: 3)
!200 = distinct !DILexicalBlock(scope: !179, file: !3, line: 115, column: 3)
!201 = !DILocation(line: 119, column: 3, scope: !179)
!202 = !DILabel(scope: !101, name: "unexpected", file: !3, line: 123)
!203 = !DILocation(line: 123, column: 1, scope: !101)
!204 = !DILocation(line: 124, column: 2, scope: !205)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 124, column: 2)
!206 = distinct !DILexicalBlock(scope: !101, file: !3, line: 124, column: 2)
