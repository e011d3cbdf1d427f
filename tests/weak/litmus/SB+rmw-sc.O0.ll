; ModuleID = 'SB+rmw-sc.c'
source_filename = "SB+rmw-sc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_0 = dso_local global i32 0, align 4, !dbg !76
@y = dso_local global i32 0, align 4, !dbg !71
@r0_1 = dso_local global i32 0, align 4, !dbg !78
@r1_0 = dso_local global i32 0, align 4, !dbg !80
@r1_1 = dso_local global i32 0, align 4, !dbg !82
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [12 x i8] c"SB+rmw-sc.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [13 x i8] c"!\22outcome 9\22\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [14 x i8] c"!\22outcome 10\22\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [14 x i8] c"!\22outcome 11\22\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [14 x i8] c"!\22outcome 12\22\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [14 x i8] c"!\22outcome 13\22\00", align 1, !dbg !60
@.str.15 = private unnamed_addr constant [14 x i8] c"!\22outcome 14\22\00", align 1, !dbg !62
@.str.16 = private unnamed_addr constant [14 x i8] c"!\22outcome 15\22\00", align 1, !dbg !64
@.str.17 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !66

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !92 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !97, !DIExpression(), !98)
  %6 = load ptr, ptr %2, align 8, !dbg !99
  store i32 1, ptr %3, align 4, !dbg !100
  %7 = load i32, ptr %3, align 4, !dbg !100
  %8 = atomicrmw xchg ptr @x, i32 %7 seq_cst, align 4, !dbg !100
  store i32 %8, ptr %4, align 4, !dbg !100
  %9 = load i32, ptr %4, align 4, !dbg !100
  store i32 %9, ptr @r0_0, align 4, !dbg !101
  %10 = load atomic i32, ptr @y seq_cst, align 4, !dbg !102
  store i32 %10, ptr %5, align 4, !dbg !102
  %11 = load i32, ptr %5, align 4, !dbg !102
  store i32 %11, ptr @r0_1, align 4, !dbg !103
  ret ptr null, !dbg !104
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !105 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !106, !DIExpression(), !107)
  %6 = load ptr, ptr %2, align 8, !dbg !108
  store i32 1, ptr %3, align 4, !dbg !109
  %7 = load i32, ptr %3, align 4, !dbg !109
  %8 = atomicrmw xchg ptr @y, i32 %7 seq_cst, align 4, !dbg !109
  store i32 %8, ptr %4, align 4, !dbg !109
  %9 = load i32, ptr %4, align 4, !dbg !109
  store i32 %9, ptr @r1_0, align 4, !dbg !110
  %10 = load atomic i32, ptr @x seq_cst, align 4, !dbg !111
  store i32 %10, ptr %5, align 4, !dbg !111
  %11 = load i32, ptr %5, align 4, !dbg !111
  store i32 %11, ptr @r1_1, align 4, !dbg !112
  ret ptr null, !dbg !113
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !114 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !117, !DIExpression(), !124)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !125
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !126
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !127
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !128
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !129
  %11 = load i64, ptr %10, align 16, !dbg !129
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !130
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !131
  %14 = load i64, ptr %13, align 8, !dbg !131
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !132
    #dbg_declare(ptr %3, !133, !DIExpression(), !134)
    #dbg_declare(ptr %4, !135, !DIExpression(), !136)
    #dbg_declare(ptr %5, !137, !DIExpression(), !138)
  store i32 0, ptr %5, align 4, !dbg !138
  %16 = load i32, ptr @r0_0, align 4, !dbg !139
  store i32 %16, ptr %3, align 4, !dbg !140
  %17 = load i32, ptr %3, align 4, !dbg !141
  %18 = icmp eq i32 %17, 0, !dbg !142
  br i1 %18, label %19, label %20, !dbg !141

19:                                               ; preds = %0
  br label %25, !dbg !141

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !143
  %22 = icmp eq i32 %21, 1, !dbg !144
  %23 = zext i1 %22 to i64, !dbg !143
  %24 = select i1 %22, i32 1, i32 -1, !dbg !143
  br label %25, !dbg !141

25:                                               ; preds = %20, %19
  %26 = phi i32 [ 0, %19 ], [ %24, %20 ], !dbg !141
  store i32 %26, ptr %4, align 4, !dbg !145
  %27 = load i32, ptr %4, align 4, !dbg !146
  %28 = icmp slt i32 %27, 0, !dbg !148
  br i1 %28, label %29, label %30, !dbg !149

29:                                               ; preds = %25
  br label %109, !dbg !150

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !dbg !151
  %32 = load i32, ptr %5, align 4, !dbg !152
  %33 = add nsw i32 %32, %31, !dbg !152
  store i32 %33, ptr %5, align 4, !dbg !152
  %34 = load i32, ptr @r0_1, align 4, !dbg !153
  store i32 %34, ptr %3, align 4, !dbg !154
  %35 = load i32, ptr %3, align 4, !dbg !155
  %36 = icmp eq i32 %35, 0, !dbg !156
  br i1 %36, label %37, label %38, !dbg !155

37:                                               ; preds = %30
  br label %43, !dbg !155

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4, !dbg !157
  %40 = icmp eq i32 %39, 1, !dbg !158
  %41 = zext i1 %40 to i64, !dbg !157
  %42 = select i1 %40, i32 1, i32 -1, !dbg !157
  br label %43, !dbg !155

43:                                               ; preds = %38, %37
  %44 = phi i32 [ 0, %37 ], [ %42, %38 ], !dbg !155
  store i32 %44, ptr %4, align 4, !dbg !159
  %45 = load i32, ptr %4, align 4, !dbg !160
  %46 = icmp slt i32 %45, 0, !dbg !162
  br i1 %46, label %47, label %48, !dbg !163

47:                                               ; preds = %43
  br label %109, !dbg !164

48:                                               ; preds = %43
  %49 = load i32, ptr %4, align 4, !dbg !165
  %50 = mul nsw i32 %49, 2, !dbg !166
  %51 = load i32, ptr %5, align 4, !dbg !167
  %52 = add nsw i32 %51, %50, !dbg !167
  store i32 %52, ptr %5, align 4, !dbg !167
  %53 = load i32, ptr @r1_0, align 4, !dbg !168
  store i32 %53, ptr %3, align 4, !dbg !169
  %54 = load i32, ptr %3, align 4, !dbg !170
  %55 = icmp eq i32 %54, 0, !dbg !171
  br i1 %55, label %56, label %57, !dbg !170

56:                                               ; preds = %48
  br label %62, !dbg !170

57:                                               ; preds = %48
  %58 = load i32, ptr %3, align 4, !dbg !172
  %59 = icmp eq i32 %58, 1, !dbg !173
  %60 = zext i1 %59 to i64, !dbg !172
  %61 = select i1 %59, i32 1, i32 -1, !dbg !172
  br label %62, !dbg !170

62:                                               ; preds = %57, %56
  %63 = phi i32 [ 0, %56 ], [ %61, %57 ], !dbg !170
  store i32 %63, ptr %4, align 4, !dbg !174
  %64 = load i32, ptr %4, align 4, !dbg !175
  %65 = icmp slt i32 %64, 0, !dbg !177
  br i1 %65, label %66, label %67, !dbg !178

66:                                               ; preds = %62
  br label %109, !dbg !179

67:                                               ; preds = %62
  %68 = load i32, ptr %4, align 4, !dbg !180
  %69 = mul nsw i32 %68, 4, !dbg !181
  %70 = load i32, ptr %5, align 4, !dbg !182
  %71 = add nsw i32 %70, %69, !dbg !182
  store i32 %71, ptr %5, align 4, !dbg !182
  %72 = load i32, ptr @r1_1, align 4, !dbg !183
  store i32 %72, ptr %3, align 4, !dbg !184
  %73 = load i32, ptr %3, align 4, !dbg !185
  %74 = icmp eq i32 %73, 0, !dbg !186
  br i1 %74, label %75, label %76, !dbg !185

75:                                               ; preds = %67
  br label %81, !dbg !185

76:                                               ; preds = %67
  %77 = load i32, ptr %3, align 4, !dbg !187
  %78 = icmp eq i32 %77, 1, !dbg !188
  %79 = zext i1 %78 to i64, !dbg !187
  %80 = select i1 %78, i32 1, i32 -1, !dbg !187
  br label %81, !dbg !185

81:                                               ; preds = %76, %75
  %82 = phi i32 [ 0, %75 ], [ %80, %76 ], !dbg !185
  store i32 %82, ptr %4, align 4, !dbg !189
  %83 = load i32, ptr %4, align 4, !dbg !190
  %84 = icmp slt i32 %83, 0, !dbg !192
  br i1 %84, label %85, label %86, !dbg !193

85:                                               ; preds = %81
  br label %109, !dbg !194

86:                                               ; preds = %81
  %87 = load i32, ptr %4, align 4, !dbg !195
  %88 = mul nsw i32 %87, 8, !dbg !196
  %89 = load i32, ptr %5, align 4, !dbg !197
  %90 = add nsw i32 %89, %88, !dbg !197
  store i32 %90, ptr %5, align 4, !dbg !197
  %91 = load i32, ptr %5, align 4, !dbg !198
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
  ], !dbg !199

92:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 74, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !200
  unreachable, !dbg !200

93:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 79, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !204
  unreachable, !dbg !204

94:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 84, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !207
  unreachable, !dbg !207

95:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 89, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !210
  unreachable, !dbg !210

96:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 94, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !213
  unreachable, !dbg !213

97:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 99, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !216
  unreachable, !dbg !216

98:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 104, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !219
  unreachable, !dbg !219

99:                                               ; preds = %86
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 109, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !222
  unreachable, !dbg !222

100:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 114, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !225
  unreachable, !dbg !225

101:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.10, ptr noundef @.str.1, i32 noundef 119, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !228
  unreachable, !dbg !228

102:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.11, ptr noundef @.str.1, i32 noundef 124, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !231
  unreachable, !dbg !231

103:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.12, ptr noundef @.str.1, i32 noundef 129, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !234
  unreachable, !dbg !234

104:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.13, ptr noundef @.str.1, i32 noundef 134, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !237
  unreachable, !dbg !237

105:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.14, ptr noundef @.str.1, i32 noundef 139, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !240
  unreachable, !dbg !240

106:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.15, ptr noundef @.str.1, i32 noundef 144, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !243
  unreachable, !dbg !243

107:                                              ; preds = %86
  call void @__assert_fail(ptr noundef @.str.16, ptr noundef @.str.1, i32 noundef 149, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !246
  unreachable, !dbg !246

108:                                              ; preds = %86
  br label %109, !dbg !249

109:                                              ; preds = %108, %85, %66, %47, %29
    #dbg_label(!250, !251)
  call void @__assert_fail(ptr noundef @.str.17, ptr noundef @.str.1, i32 noundef 158, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !252
  unreachable, !dbg !252
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
!llvm.module.flags = !{!84, !85, !86, !87, !88, !89, !90}
!llvm.ident = !{!91}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !73, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "SB+rmw-sc.c", directory: ".", checksumkind: CSK_MD5, checksum: "72ff35c8af02db9a4eaa198d1dd52989")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !45, !47, !49, !51, !56, !58, !60, !62, !64, !66, !0, !71, !76, !78, !80, !82}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 12)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 109, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 114, type: !18, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 119, type: !18, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 14)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 129, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 134, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 139, type: !53, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !53, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 149, type: !53, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 22)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !73, isLocal: false, isDefinition: true)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !75)
!75 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "r0_0", scope: !2, file: !3, line: 20, type: !75, isLocal: false, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 20, type: !75, isLocal: false, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 20, type: !75, isLocal: false, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 20, type: !75, isLocal: false, isDefinition: true)
!84 = !{i32 7, !"Dwarf Version", i32 5}
!85 = !{i32 2, !"Debug Info Version", i32 3}
!86 = !{i32 1, !"wchar_size", i32 4}
!87 = !{i32 8, !"PIC Level", i32 2}
!88 = !{i32 7, !"PIE Level", i32 2}
!89 = !{i32 7, !"uwtable", i32 2}
!90 = !{i32 7, !"frame-pointer", i32 2}
!91 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!92 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 22, type: !93, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{!95, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!96 = !{}
!97 = !DILocalVariable(name: "arg", arg: 1, scope: !92, file: !3, line: 22, type: !95)
!98 = !DILocation(line: 22, column: 16, scope: !92)
!99 = !DILocation(line: 24, column: 8, scope: !92)
!100 = !DILocation(line: 25, column: 9, scope: !92)
!101 = !DILocation(line: 25, column: 7, scope: !92)
!102 = !DILocation(line: 26, column: 9, scope: !92)
!103 = !DILocation(line: 26, column: 7, scope: !92)
!104 = !DILocation(line: 27, column: 2, scope: !92)
!105 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !93, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!106 = !DILocalVariable(name: "arg", arg: 1, scope: !105, file: !3, line: 30, type: !95)
!107 = !DILocation(line: 30, column: 16, scope: !105)
!108 = !DILocation(line: 32, column: 8, scope: !105)
!109 = !DILocation(line: 33, column: 9, scope: !105)
!110 = !DILocation(line: 33, column: 7, scope: !105)
!111 = !DILocation(line: 34, column: 9, scope: !105)
!112 = !DILocation(line: 34, column: 7, scope: !105)
!113 = !DILocation(line: 35, column: 2, scope: !105)
!114 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 38, type: !115, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!115 = !DISubroutineType(types: !116)
!116 = !{!75}
!117 = !DILocalVariable(name: "th", scope: !114, file: !3, line: 40, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !119, size: 128, elements: !122)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !120, line: 27, baseType: !121)
!120 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!121 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!122 = !{!123}
!123 = !DISubrange(count: 2)
!124 = !DILocation(line: 40, column: 12, scope: !114)
!125 = !DILocation(line: 41, column: 18, scope: !114)
!126 = !DILocation(line: 41, column: 2, scope: !114)
!127 = !DILocation(line: 42, column: 18, scope: !114)
!128 = !DILocation(line: 42, column: 2, scope: !114)
!129 = !DILocation(line: 43, column: 15, scope: !114)
!130 = !DILocation(line: 43, column: 2, scope: !114)
!131 = !DILocation(line: 44, column: 15, scope: !114)
!132 = !DILocation(line: 44, column: 2, scope: !114)
!133 = !DILocalVariable(name: "v", scope: !114, file: !3, line: 45, type: !75)
!134 = !DILocation(line: 45, column: 6, scope: !114)
!135 = !DILocalVariable(name: "d", scope: !114, file: !3, line: 45, type: !75)
!136 = !DILocation(line: 45, column: 9, scope: !114)
!137 = !DILocalVariable(name: "o", scope: !114, file: !3, line: 45, type: !75)
!138 = !DILocation(line: 45, column: 12, scope: !114)
!139 = !DILocation(line: 46, column: 6, scope: !114)
!140 = !DILocation(line: 46, column: 4, scope: !114)
!141 = !DILocation(line: 47, column: 6, scope: !114)
!142 = !DILocation(line: 47, column: 8, scope: !114)
!143 = !DILocation(line: 47, column: 19, scope: !114)
!144 = !DILocation(line: 47, column: 21, scope: !114)
!145 = !DILocation(line: 47, column: 4, scope: !114)
!146 = !DILocation(line: 48, column: 6, scope: !147)
!147 = distinct !DILexicalBlock(scope: !114, file: !3, line: 48, column: 6)
!148 = !DILocation(line: 48, column: 8, scope: !147)
!149 = !DILocation(line: 48, column: 6, scope: !114)
!150 = !DILocation(line: 49, column: 3, scope: !147)
!151 = !DILocation(line: 50, column: 7, scope: !114)
!152 = !DILocation(line: 50, column: 4, scope: !114)
!153 = !DILocation(line: 51, column: 6, scope: !114)
!154 = !DILocation(line: 51, column: 4, scope: !114)
!155 = !DILocation(line: 52, column: 6, scope: !114)
!156 = !DILocation(line: 52, column: 8, scope: !114)
!157 = !DILocation(line: 52, column: 19, scope: !114)
!158 = !DILocation(line: 52, column: 21, scope: !114)
!159 = !DILocation(line: 52, column: 4, scope: !114)
!160 = !DILocation(line: 53, column: 6, scope: !161)
!161 = distinct !DILexicalBlock(scope: !114, file: !3, line: 53, column: 6)
!162 = !DILocation(line: 53, column: 8, scope: !161)
!163 = !DILocation(line: 53, column: 6, scope: !114)
!164 = !DILocation(line: 54, column: 3, scope: !161)
!165 = !DILocation(line: 55, column: 7, scope: !114)
!166 = !DILocation(line: 55, column: 9, scope: !114)
!167 = !DILocation(line: 55, column: 4, scope: !114)
!168 = !DILocation(line: 56, column: 6, scope: !114)
!169 = !DILocation(line: 56, column: 4, scope: !114)
!170 = !DILocation(line: 57, column: 6, scope: !114)
!171 = !DILocation(line: 57, column: 8, scope: !114)
!172 = !DILocation(line: 57, column: 19, scope: !114)
!173 = !DILocation(line: 57, column: 21, scope: !114)
!174 = !DILocation(line: 57, column: 4, scope: !114)
!175 = !DILocation(line: 58, column: 6, scope: !176)
!176 = distinct !DILexicalBlock(scope: !114, file: !3, line: 58, column: 6)
!177 = !DILocation(line: 58, column: 8, scope: !176)
!178 = !DILocation(line: 58, column: 6, scope: !114)
!179 = !DILocation(line: 59, column: 3, scope: !176)
!180 = !DILocation(line: 60, column: 7, scope: !114)
!181 = !DILocation(line: 60, column: 9, scope: !114)
!182 = !DILocation(line: 60, column: 4, scope: !114)
!183 = !DILocation(line: 61, column: 6, scope: !114)
!184 = !DILocation(line: 61, column: 4, scope: !114)
!185 = !DILocation(line: 62, column: 6, scope: !114)
!186 = !DILocation(line: 62, column: 8, scope: !114)
!187 = !DILocation(line: 62, column: 19, scope: !114)
!188 = !DILocation(line: 62, column: 21, scope: !114)
!189 = !DILocation(line: 62, column: 4, scope: !114)
!190 = !DILocation(line: 63, column: 6, scope: !191)
!191 = distinct !DILexicalBlock(scope: !114, file: !3, line: 63, column: 6)
!192 = !DILocation(line: 63, column: 8, scope: !191)
!193 = !DILocation(line: 63, column: 6, scope: !114)
!194 = !DILocation(line: 64, column: 3, scope: !191)
!195 = !DILocation(line: 65, column: 7, scope: !114)
!196 = !DILocation(line: 65, column: 9, scope: !114)
!197 = !DILocation(line: 65, column: 4, scope: !114)
!198 = !DILocation(line: 71, column: 10, scope: !114)
!199 = !DILocation(line: 71, column: 2, scope: !114)
!200 = !DILocation(line: 74, column: 3, scope: !201)
!201 = distinct !DILexicalBlock(scope: !202, file: !3, line: 74, column: 3)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 74, column: 3)
!203 = distinct !DILexicalBlock(scope: !114, file: !3, line: 71, column: 13)
!204 = !DILocation(line: 79, column: 3, scope: !205)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 79, column: 3)
!206 = distinct !DILexicalBlock(scope: !203, file: !3, line: 79, column: 3)
!207 = !DILocation(line: 84, column: 3, scope: !208)
!208 = distinct !DILexicalBlock(scope: !209, file: !3, line: 84, column: 3)
!209 = distinct !DILexicalBlock(scope: !203, file: !3, line: 84, column: 3)
!210 = !DILocation(line: 89, column: 3, scope: !211)
!211 = distinct !DILexicalBlock(scope: !212, file: !3, line: 89, column: 3)
!212 = distinct !DILexicalBlock(scope: !203, file: !3, line: 89, column: 3)
!213 = !DILocation(line: 94, column: 3, scope: !214)
!214 = distinct !DILexicalBlock(scope: !215, file: !3, line: 94, column: 3)
!215 = distinct !DILexicalBlock(scope: !203, file: !3, line: 94, column: 3)
!216 = !DILocation(line: 99, column: 3, scope: !217)
!217 = distinct !DILexicalBlock(scope: !218, file: !3, line: 99, column: 3)
!218 = distinct !DILexicalBlock(scope: !203, file: !3, line: 99, column: 3)
!219 = !DILocation(line: 104, column: 3, scope: !220)
!220 = distinct !DILexicalBlock(scope: !221, file: !3, line: 104, column: 3)
!221 = distinct !DILexicalBlock(scope: !203, file: !3, line: 104, column: 3)
!222 = !DILocation(line: 109, column: 3, scope: !223)
!223 = distinct !DILexicalBlock(scope: !224, file: !3, line: 109, column: 3)
!224 = distinct !DILexicalBlock(scope: !203, file: !3, line: 109, column: 3)
!225 = !DILocation(line: 114, column: 3, scope: !226)
!226 = distinct !DILexicalBlock(scope: !227, file: !3, line: 114, column: 3)
!227 = distinct !DILexicalBlock(scope: !203, file: !3, line: 114, column: 3)
!228 = !DILocation(line: 119, column: 3, scope: !229)
!229 = distinct !DILexicalBlock(scope: !230, file: !3, line: 119, column: 3)
!230 = distinct !DILexicalBlock(scope: !203, file: !3, line: 119, column: 3)
!231 = !DILocation(line: 124, column: 3, scope: !232)
!232 = distinct !DILexicalBlock(scope: !233, file: !3, line: 124, column: 3)
!233 = distinct !DILexicalBlock(scope: !203, file: !3, line: 124, column: 3)
!234 = !DILocation(line: 129, column: 3, scope: !235)
!235 = distinct !DILexicalBlock(scope: !236, file: !3, line: 129, column: 3)
!236 = distinct !DILexicalBlock(scope: !203, file: !3, line: 129, column: 3)
!237 = !DILocation(line: 134, column: 3, scope: !238)
!238 = distinct !DILexicalBlock(scope: !239, file: !3, line: 134, column: 3)
!239 = distinct !DILexicalBlock(scope: !203, file: !3, line: 134, column: 3)
!240 = !DILocation(line: 139, column: 3, scope: !241)
!241 = distinct !DILexicalBlock(scope: !242, file: !3, line: 139, column: 3)
!242 = distinct !DILexicalBlock(scope: !203, file: !3, line: 139, column: 3)
!243 = !DILocation(line: 144, column: 3, scope: !244)
!244 = distinct !DILexicalBlock(scope: !245, file: !3, line: 144, column: 3)
!245 = distinct !DILexicalBlock(scope: !203, file: !3, line: 144, column: 3)
!246 = !DILocation(line: 149, column: 3, scope: !247)
!247 = distinct !DILexicalBlock(scope: !248, file: !3, line: 149, column: 3)
!248 = distinct !DILexicalBlock(scope: !203, file: !3, line: 149, column: 3)
!249 = !DILocation(line: 153, column: 3, scope: !203)
!250 = !DILabel(scope: !114, name: "unexpected", file: !3, line: 157)
!251 = !DILocation(line: 157, column: 1, scope: !114)
!252 = !DILocation(line: 158, column: 2, scope: !253)
!253 = distinct !DILexicalBlock(scope: !254, file: !3, line: 158, column: 2)
!254 = distinct !DILexicalBlock(scope: !114, file: !3, line: 158, column: 2)
