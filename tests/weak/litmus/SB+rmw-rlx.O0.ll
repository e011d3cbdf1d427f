; ModuleID = 'SB+rmw-rlx.c'
source_filename = "SB+rmw-rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_0 = dso_local global i32 0, align 4, !dbg !73
@y = dso_local global i32 0, align 4, !dbg !68
@r0_1 = dso_local global i32 0, align 4, !dbg !75
@r1_0 = dso_local global i32 0, align 4, !dbg !77
@r1_1 = dso_local global i32 0, align 4, !dbg !79
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [13 x i8] c"SB+rmw-rlx.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !24
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !30
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !34
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !36
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !38
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !40
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [13 x i8] c"!\22outcome 9\22\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [14 x i8] c"!\22outcome 10\22\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [14 x i8] c"!\22outcome 11\22\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [14 x i8] c"!\22outcome 12\22\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [14 x i8] c"!\22outcome 13\22\00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [14 x i8] c"!\22outcome 14\22\00", align 1, !dbg !59
@.str.16 = private unnamed_addr constant [14 x i8] c"!\22outcome 15\22\00", align 1, !dbg !61
@.str.17 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !63

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !89 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !94, !DIExpression(), !95)
  %6 = load ptr, ptr %2, align 8, !dbg !96
  store i32 1, ptr %3, align 4, !dbg !97
  %7 = load i32, ptr %3, align 4, !dbg !97
  %8 = atomicrmw xchg ptr @x, i32 %7 monotonic, align 4, !dbg !97
  store i32 %8, ptr %4, align 4, !dbg !97
  %9 = load i32, ptr %4, align 4, !dbg !97
  store i32 %9, ptr @r0_0, align 4, !dbg !98
  %10 = load atomic i32, ptr @y monotonic, align 4, !dbg !99
  store i32 %10, ptr %5, align 4, !dbg !99
  %11 = load i32, ptr %5, align 4, !dbg !99
  store i32 %11, ptr @r0_1, align 4, !dbg !100
  ret ptr null, !dbg !101
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !102 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !103, !DIExpression(), !104)
  %6 = load ptr, ptr %2, align 8, !dbg !105
  store i32 1, ptr %3, align 4, !dbg !106
  %7 = load i32, ptr %3, align 4, !dbg !106
  %8 = atomicrmw xchg ptr @y, i32 %7 monotonic, align 4, !dbg !106
  store i32 %8, ptr %4, align 4, !dbg !106
  %9 = load i32, ptr %4, align 4, !dbg !106
  store i32 %9, ptr @r1_0, align 4, !dbg !107
  %10 = load atomic i32, ptr @x monotonic, align 4, !dbg !108
  store i32 %10, ptr %5, align 4, !dbg !108
  %11 = load i32, ptr %5, align 4, !dbg !108
  store i32 %11, ptr @r1_1, align 4, !dbg !109
  ret ptr null, !dbg !110
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !111 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !114, !DIExpression(), !121)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !122
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !123
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !124
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !125
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !126
  %11 = load i64, ptr %10, align 16, !dbg !126
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !127
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !128
  %14 = load i64, ptr %13, align 8, !dbg !128
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !129
    #dbg_declare(ptr %3, !130, !DIExpression(), !131)
    #dbg_declare(ptr %4, !132, !DIExpression(), !133)
    #dbg_declare(ptr %5, !134, !DIExpression(), !135)
  store i32 0, ptr %5, align 4, !dbg !135
  %16 = load i32, ptr @r0_0, align 4, !dbg !136
  store i32 %16, ptr %3, align 4, !dbg !137
  %17 = load i32, ptr %3, align 4, !dbg !138
  %18 = icmp eq i32 %17, 0, !dbg !139
  br i1 %18, label %19, label %20, !dbg !138

19:                                               ; preds = %0
  br label %25, !dbg !138

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !140
  %22 = icmp eq i32 %21, 1, !dbg !141
  %23 = zext i1 %22 to i64, !dbg !140
  %24 = select i1 %22, i32 1, i32 -1, !dbg !140
  br label %25, !dbg !138

25:                                               ; preds = %20, %19
  %26 = phi i32 [ 0, %19 ], [ %24, %20 ], !dbg !138
  store i32 %26, ptr %4, align 4, !dbg !142
  %27 = load i32, ptr %4, align 4, !dbg !143
  %28 = icmp slt i32 %27, 0, !dbg !145
  br i1 %28, label %29, label %30, !dbg !146

29:                                               ; preds = %25
  br label %109, !dbg !147

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !dbg !148
  %32 = load i32, ptr %5, align 4, !dbg !149
  %33 = add nsw i32 %32, %31, !dbg !149
  store i32 %33, ptr %5, align 4, !dbg !149
  %34 = load i32, ptr @r0_1, align 4, !dbg !150
  store i32 %34, ptr %3, align 4, !dbg !151
  %35 = load i32, ptr %3, align 4, !dbg !152
  %36 = icmp eq i32 %35, 0, !dbg !153
  br i1 %36, label %37, label %38, !dbg !152

37:                                               ; preds = %30
  br label %43, !dbg !152

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4, !dbg !154
  %40 = icmp eq i32 %39, 1, !dbg !155
  %41 = zext i1 %40 to i64, !dbg !154
  %42 = select i1 %40, i32 1, i32 -1, !dbg !154
  br label %43, !dbg !152

43:                                               ; preds = %38, %37
  %44 = phi i32 [ 0, %37 ], [ %42, %38 ], !dbg !152
  store i32 %44, ptr %4, align 4, !dbg !156
  %45 = load i32, ptr %4, align 4, !dbg !157
  %46 = icmp slt i32 %45, 0, !dbg !159
  br i1 %46, label %47, label %48, !dbg !160

47:                                               ; preds = %43
  br label %109, !dbg !161

48:                                               ; preds = %43
  %49 = load i32, ptr %4, align 4, !dbg !162
  %50 = mul nsw i32 %49, 2, !dbg !163
  %51 = load i32, ptr %5, align 4, !dbg !164
  %52 = add nsw i32 %51, %50, !dbg !164
  store i32 %52, ptr %5, align 4, !dbg !164
  %53 = load i32, ptr @r1_0, align 4, !dbg !165
  store i32 %53, ptr %3, align 4, !dbg !166
  %54 = load i32, ptr %3, align 4, !dbg !167
  %55 = icmp eq i32 %54, 0, !dbg !168
  br i1 %55, label %56, label %57, !dbg !167

56:                                               ; preds = %48
  br label %62, !dbg !167

57:                                               ; preds = %48
  %58 = load i32, ptr %3, align 4, !dbg !169
  %59 = icmp eq i32 %58, 1, !dbg !170
  %60 = zext i1 %59 to i64, !dbg !169
  %61 = select i1 %59, i32 1, i32 -1, !dbg !169
  br label %62, !dbg !167

62:                                               ; preds = %57, %56
  %63 = phi i32 [ 0, %56 ], [ %61, %57 ], !dbg !167
  store i32 %63, ptr %4, align 4, !dbg !171
  %64 = load i32, ptr %4, align 4, !dbg !172
  %65 = icmp slt i32 %64, 0, !dbg !174
  br i1 %65, label %66, label %67, !dbg !175

66:                                               ; preds = %62
  br label %109, !dbg !176

67:                                               ; preds = %62
  %68 = load i32, ptr %4, align 4, !dbg !177
  %69 = mul nsw i32 %68, 4, !dbg !178
  %70 = load i32, ptr %5, align 4, !dbg !179
  %71 = add nsw i32 %70, %69, !dbg !179
  store i32 %71, ptr %5, align 4, !dbg !179
  %72 = load i32, ptr @r1_1, align 4, !dbg !180
  store i32 %72, ptr %3, align 4, !dbg !181
  %73 = load i32, ptr %3, align 4, !dbg !182
  %74 = icmp eq i32 %73, 0, !dbg !183
  br i1 %74, label %75, label %76, !dbg !182

75:                                               ; preds = %67
  br label %81, !dbg !182

76:                                               ; preds = %67
  %77 = load i32, ptr %3, align 4, !dbg !184
  %78 = icmp eq i32 %77, 1, !dbg !185
  %79 = zext i1 %78 to i64, !dbg !184
  %80 = select i1 %78, i32 1, i32 -1, !dbg !184
  br label %81, !dbg !182

81:                                               ; preds = %76, %75
  %82 = phi i32 [ 0, %75 ], [ %80, %76 ], !dbg !182
  store i32 %82, ptr %4, align 4, !dbg !186
  %83 = load i32, ptr %4, align 4, !dbg !187
  %84 = icmp slt i32 %83, 0, !dbg !189
  br i1 %84, label %85, label %86, !dbg !190

85:                                               ; preds = %81
  br label %109, !dbg !191

86:                                               ; preds = %81
  %87 = load i32, ptr %4, align 4, !dbg !192
  %88 = mul nsw i32 %87, 8, !dbg !193
  %89 = load i32, ptr %5, align 4, !dbg !194
  %90 = add nsw i32 %89, %88, !dbg !194
  store i32 %90, ptr %5, align 4, !dbg !194
  %91 = load i32, ptr %5, align 4, !dbg !195
  switch i32 %91, label %108 [
    i32 0, label %92
    i32 1, label %93
    i32 2, label %94
    i32 3, label %95
    i32 4, label %96
    i32 5, label %97
    i32 6, label %98
    i32 7, label %99
    i32 8, label %100
    i32 9, label %101
    i32 10, label %102
    i32 11, label %103
    i32 12, label %104
    i32 13, label %105
    i32 14, label %106
    i32 15, label %107
  ], !dbg !196

92:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 74, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !197
  unreachable, !dbg !197

93:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 79, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !201
  unreachable, !dbg !201

94:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 84, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !204
  unreachable, !dbg !204

95:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 89, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !207
  unreachable, !dbg !207

96:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 94, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !210
  unreachable, !dbg !210

97:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 99, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !213
  unreachable, !dbg !213

98:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 104, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !216
  unreachable, !dbg !216

99:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 109, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !219
  unreachable, !dbg !219

100:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 114, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !222
  unreachable, !dbg !222

101:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.10, ptr noundef @.str.1, i32 noundef 119, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !225
  unreachable, !dbg !225

102:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.11, ptr noundef @.str.1, i32 noundef 124, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !228
  unreachable, !dbg !228

103:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.12, ptr noundef @.str.1, i32 noundef 129, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !231
  unreachable, !dbg !231

104:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.13, ptr noundef @.str.1, i32 noundef 134, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !234
  unreachable, !dbg !234

105:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.14, ptr noundef @.str.1, i32 noundef 139, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !237
  unreachable, !dbg !237

106:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.15, ptr noundef @.str.1, i32 noundef 144, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !240
  unreachable, !dbg !240

107:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.16, ptr noundef @.str.1, i32 noundef 149, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !243
  unreachable, !dbg !243

108:                                              ; preds = %86
  br label %109, !dbg !246

109:                                              ; preds = %108, %85, %66, %47, %29
    #dbg_label(!247, !248)
  call void @__assert_fail(ptr noundef @.str.17, ptr noundef @.str.1, i32 noundef 158, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !249
  unreachable, !dbg !249
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
!llvm.module.flags = !{!81, !82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !70, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "SB+rmw-rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "a9378cfe5b369f5ead90e88b96fe9aa8")
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
!15 = !{!16, !22, !24, !30, !32, !34, !36, !38, !40, !42, !44, !46, !48, !53, !55, !57, !59, !61, !63, !0, !68, !73, !75, !77, !79}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !18, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 120, elements: !28)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!28 = !{!29}
!29 = !DISubrange(count: 15)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !18, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !18, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !18, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !18, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !18, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !18, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !18, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !18, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 119, type: !18, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 14)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 129, type: !50, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !50, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 139, type: !50, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !50, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 149, type: !50, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !65, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !66)
!66 = !{!67}
!67 = !DISubrange(count: 22)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !70, isLocal: false, isDefinition: true)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !72)
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "r0_0", scope: !2, file: !3, line: 20, type: !72, isLocal: false, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 20, type: !72, isLocal: false, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 20, type: !72, isLocal: false, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 20, type: !72, isLocal: false, isDefinition: true)
!81 = !{i32 7, !"Dwarf Version", i32 5}
!82 = !{i32 2, !"Debug Info Version", i32 3}
!83 = !{i32 1, !"wchar_size", i32 4}
!84 = !{i32 8, !"PIC Level", i32 2}
!85 = !{i32 7, !"PIE Level", i32 2}
!86 = !{i32 7, !"uwtable", i32 2}
!87 = !{i32 7, !"frame-pointer", i32 2}
!88 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!89 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 22, type: !90, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!90 = !DISubroutineType(types: !91)
!91 = !{!92, !92}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!93 = !{}
!94 = !DILocalVariable(name: "arg", arg: 1, scope: !89, file: !3, line: 22, type: !92)
!95 = !DILocation(line: 22, column: 16, scope: !89)
!96 = !DILocation(line: 24, column: 8, scope: !89)
!97 = !DILocation(line: 25, column: 9, scope: !89)
!98 = !DILocation(line: 25, column: 7, scope: !89)
!99 = !DILocation(line: 26, column: 9, scope: !89)
!100 = !DILocation(line: 26, column: 7, scope: !89)
!101 = !DILocation(line: 27, column: 2, scope: !89)
!102 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !90, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!103 = !DILocalVariable(name: "arg", arg: 1, scope: !102, file: !3, line: 30, type: !92)
!104 = !DILocation(line: 30, column: 16, scope: !102)
!105 = !DILocation(line: 32, column: 8, scope: !102)
!106 = !DILocation(line: 33, column: 9, scope: !102)
!107 = !DILocation(line: 33, column: 7, scope: !102)
!108 = !DILocation(line: 34, column: 9, scope: !102)
!109 = !DILocation(line: 34, column: 7, scope: !102)
!110 = !DILocation(line: 35, column: 2, scope: !102)
!111 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 38, type: !112, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !93)
!112 = !DISubroutineType(types: !113)
!113 = !{!72}
!114 = !DILocalVariable(name: "th", scope: !111, file: !3, line: 40, type: !115)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 128, elements: !119)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !117, line: 27, baseType: !118)
!117 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!118 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!119 = !{!120}
!120 = !DISubrange(count: 2)
!121 = !DILocation(line: 40, column: 12, scope: !111)
!122 = !DILocation(line: 41, column: 18, scope: !111)
!123 = !DILocation(line: 41, column: 2, scope: !111)
!124 = !DILocation(line: 42, column: 18, scope: !111)
!125 = !DILocation(line: 42, column: 2, scope: !111)
!126 = !DILocation(line: 43, column: 15, scope: !111)
!127 = !DILocation(line: 43, column: 2, scope: !111)
!128 = !DILocation(line: 44, column: 15, scope: !111)
!129 = !DILocation(line: 44, column: 2, scope: !111)
!130 = !DILocalVariable(name: "v", scope: !111, file: !3, line: 45, type: !72)
!131 = !DILocation(line: 45, column: 6, scope: !111)
!132 = !DILocalVariable(name: "d", scope: !111, file: !3, line: 45, type: !72)
!133 = !DILocation(line: 45, column: 9, scope: !111)
!134 = !DILocalVariable(name: "o", scope: !111, file: !3, line: 45, type: !72)
!135 = !DILocation(line: 45, column: 12, scope: !111)
!136 = !DILocation(line: 46, column: 6, scope: !111)
!137 = !DILocation(line: 46, column: 4, scope: !111)
!138 = !DILocation(line: 47, column: 6, scope: !111)
!139 = !DILocation(line: 47, column: 8, scope: !111)
!140 = !DILocation(line: 47, column: 19, scope: !111)
!141 = !DILocation(line: 47, column: 21, scope: !111)
!142 = !DILocation(line: 47, column: 4, scope: !111)
!143 = !DILocation(line: 48, column: 6, scope: !144)
!144 = distinct !DILexicalBlock(scope: !111, file: !3, line: 48, column: 6)
!145 = !DILocation(line: 48, column: 8, scope: !144)
!146 = !DILocation(line: 48, column: 6, scope: !111)
!147 = !DILocation(line: 49, column: 3, scope: !144)
!148 = !DILocation(line: 50, column: 7, scope: !111)
!149 = !DILocation(line: 50, column: 4, scope: !111)
!150 = !DILocation(line: 51, column: 6, scope: !111)
!151 = !DILocation(line: 51, column: 4, scope: !111)
!152 = !DILocation(line: 52, column: 6, scope: !111)
!153 = !DILocation(line: 52, column: 8, scope: !111)
!154 = !DILocation(line: 52, column: 19, scope: !111)
!155 = !DILocation(line: 52, column: 21, scope: !111)
!156 = !DILocation(line: 52, column: 4, scope: !111)
!157 = !DILocation(line: 53, column: 6, scope: !158)
!158 = distinct !DILexicalBlock(scope: !111, file: !3, line: 53, column: 6)
!159 = !DILocation(line: 53, column: 8, scope: !158)
!160 = !DILocation(line: 53, column: 6, scope: !111)
!161 = !DILocation(line: 54, column: 3, scope: !158)
!162 = !DILocation(line: 55, column: 7, scope: !111)
!163 = !DILocation(line: 55, column: 9, scope: !111)
!164 = !DILocation(line: 55, column: 4, scope: !111)
!165 = !DILocation(line: 56, column: 6, scope: !111)
!166 = !DILocation(line: 56, column: 4, scope: !111)
!167 = !DILocation(line: 57, column: 6, scope: !111)
!168 = !DILocation(line: 57, column: 8, scope: !111)
!169 = !DILocation(line: 57, column: 19, scope: !111)
!170 = !DILocation(line: 57, column: 21, scope: !111)
!171 = !DILocation(line: 57, column: 4, scope: !111)
!172 = !DILocation(line: 58, column: 6, scope: !173)
!173 = distinct !DILexicalBlock(scope: !111, file: !3, line: 58, column: 6)
!174 = !DILocation(line: 58, column: 8, scope: !173)
!175 = !DILocation(line: 58, column: 6, scope: !111)
!176 = !DILocation(line: 59, column: 3, scope: !173)
!177 = !DILocation(line: 60, column: 7, scope: !111)
!178 = !DILocation(line: 60, column: 9, scope: !111)
!179 = !DILocation(line: 60, column: 4, scope: !111)
!180 = !DILocation(line: 61, column: 6, scope: !111)
!181 = !DILocation(line: 61, column: 4, scope: !111)
!182 = !DILocation(line: 62, column: 6, scope: !111)
!183 = !DILocation(line: 62, column: 8, scope: !111)
!184 = !DILocation(line: 62, column: 19, scope: !111)
!185 = !DILocation(line: 62, column: 21, scope: !111)
!186 = !DILocation(line: 62, column: 4, scope: !111)
!187 = !DILocation(line: 63, column: 6, scope: !188)
!188 = distinct !DILexicalBlock(scope: !111, file: !3, line: 63, column: 6)
!189 = !DILocation(line: 63, column: 8, scope: !188)
!190 = !DILocation(line: 63, column: 6, scope: !111)
!191 = !DILocation(line: 64, column: 3, scope: !188)
!192 = !DILocation(line: 65, column: 7, scope: !111)
!193 = !DILocation(line: 65, column: 9, scope: !111)
!194 = !DILocation(line: 65, column: 4, scope: !111)
!195 = !DILocation(line: 71, column: 10, scope: !111)
!196 = !DILocation(line: 71, column: 2, scope: !111)
!197 = !DILocation(line: 74, column: 3, scope: !198)
!198 = distinct !DILexicalBlock(scope: !199, file: !3, line: 74, column: 3)
!199 = distinct !DILexicalBlock(scope: !200, file: !3, line: 74, column: 3)
!200 = distinct !DILexicalBlock(scope: !111, file: !3, line: 71, column: 13)
!201 = !DILocation(line: 79, column: 3, scope: !202)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 79, column: 3)
!203 = distinct !DILexicalBlock(scope: !200, file: !3, line: 79, column: 3)
!204 = !DILocation(line: 84, column: 3, scope: !205)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 84, column: 3)
!206 = distinct !DILexicalBlock(scope: !200, file: !3, line: 84, column: 3)
!207 = !DILocation(line: 89, column: 3, scope: !208)
!208 = distinct !DILexicalBlock(scope: !209, file: !3, line: 89, column: 3)
!209 = distinct !DILexicalBlock(scope: !200, file: !3, line: 89, column: 3)
!210 = !DILocation(line: 94, column: 3, scope: !211)
!211 = distinct !DILexicalBlock(scope: !212, file: !3, line: 94, column: 3)
!212 = distinct !DILexicalBlock(scope: !200, file: !3, line: 94, column: 3)
!213 = !DILocation(line: 99, column: 3, scope: !214)
!214 = distinct !DILexicalBlock(scope: !215, file: !3, line: 99, column: 3)
!215 = distinct !DILexicalBlock(scope: !200, file: !3, line: 99, column: 3)
!216 = !DILocation(line: 104, column: 3, scope: !217)
!217 = distinct !DILexicalBlock(scope: !218, file: !3, line: 104, column: 3)
!218 = distinct !DILexicalBlock(scope: !200, file: !3, line: 104, column: 3)
!219 = !DILocation(line: 109, column: 3, scope: !220)
!220 = distinct !DILexicalBlock(scope: !221, file: !3, line: 109, column: 3)
!221 = distinct !DILexicalBlock(scope: !200, file: !3, line: 109, column: 3)
!222 = !DILocation(line: 114, column: 3, scope: !223)
!223 = distinct !DILexicalBlock(scope: !224, file: !3, line: 114, column: 3)
!224 = distinct !DILexicalBlock(scope: !200, file: !3, line: 114, column: 3)
!225 = !DILocation(line: 119, column: 3, scope: !226)
!226 = distinct !DILexicalBlock(scope: !227, file: !3, line: 119, column: 3)
!227 = distinct !DILexicalBlock(scope: !200, file: !3, line: 119, column: 3)
!228 = !DILocation(line: 124, column: 3, scope: !229)
!229 = distinct !DILexicalBlock(scope: !230, file: !3, line: 124, column: 3)
!230 = distinct !DILexicalBlock(scope: !200, file: !3, line: 124, column: 3)
!231 = !DILocation(line: 129, column: 3, scope: !232)
!232 = distinct !DILexicalBlock(scope: !233, file: !3, line: 129, column: 3)
!233 = distinct !DILexicalBlock(scope: !200, file: !3, line: 129, column: 3)
!234 = !DILocation(line: 134, column: 3, scope: !235)
!235 = distinct !DILexicalBlock(scope: !236, file: !3, line: 134, column: 3)
!236 = distinct !DILexicalBlock(scope: !200, file: !3, line: 134, column: 3)
!237 = !DILocation(line: 139, column: 3, scope: !238)
!238 = distinct !DILexicalBlock(scope: !239, file: !3, line: 139, column: 3)
!239 = distinct !DILexicalBlock(scope: !200, file: !3, line: 139, column: 3)
!240 = !DILocation(line: 144, column: 3, scope: !241)
!241 = distinct !DILexicalBlock(scope: !242, file: !3, line: 144, column: 3)
!242 = distinct !DILexicalBlock(scope: !200, file: !3, line: 144, column: 3)
!243 = !DILocation(line: 149, column: 3, scope: !244)
!244 = distinct !DILexicalBlock(scope: !245, file: !3, line: 149, column: 3)
!245 = distinct !DILexicalBlock(scope: !200, file: !3, line: 149, column: 3)
!246 = !DILocation(line: 153, column: 3, scope: !200)
!247 = !DILabel(scope: !111, name: "unexpected", file: !3, line: 157)
!248 = !DILocation(line: 157, column: 1, scope: !111)
!249 = !DILocation(line: 158, column: 2, scope: !250)
!250 = distinct !DILexicalBlock(scope: !251, file: !3, line: 158, column: 2)
!251 = distinct !DILexicalBlock(scope: !111, file: !3, line: 158, column: 2)
