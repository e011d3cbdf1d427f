; ModuleID = 'n6.c'
source_filename = "n6.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_1 = dso_local global i32 0, align 4, !dbg !68
@y = dso_local global i32 0, align 4, !dbg !64
@r0_2 = dso_local global i32 0, align 4, !dbg !70
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [5 x i8] c"n6.c\00", align 1, !dbg !11
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
@.str.17 = private unnamed_addr constant [14 x i8] c"!\22outcome 16\22\00", align 1, !dbg !55
@.str.18 = private unnamed_addr constant [14 x i8] c"!\22outcome 17\22\00", align 1, !dbg !57
@.str.19 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !59

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !80 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !85, !DIExpression(), !86)
  %3 = load ptr, ptr %2, align 8, !dbg !87
  store volatile i32 1, ptr @x, align 4, !dbg !88
  %4 = load volatile i32, ptr @x, align 4, !dbg !89
  store i32 %4, ptr @r0_1, align 4, !dbg !90
  %5 = load volatile i32, ptr @y, align 4, !dbg !91
  store i32 %5, ptr @r0_2, align 4, !dbg !92
  ret ptr null, !dbg !93
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !94 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !95, !DIExpression(), !96)
  %3 = load ptr, ptr %2, align 8, !dbg !97
  store volatile i32 2, ptr @y, align 4, !dbg !98
  store volatile i32 2, ptr @x, align 4, !dbg !99
  ret ptr null, !dbg !100
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !101 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !104, !DIExpression(), !111)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !112
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !113
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !114
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !115
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !116
  %11 = load i64, ptr %10, align 16, !dbg !116
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !117
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !118
  %14 = load i64, ptr %13, align 8, !dbg !118
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !119
    #dbg_declare(ptr %3, !120, !DIExpression(), !121)
    #dbg_declare(ptr %4, !122, !DIExpression(), !123)
    #dbg_declare(ptr %5, !124, !DIExpression(), !125)
  store i32 0, ptr %5, align 4, !dbg !125
  %16 = load i32, ptr @r0_1, align 4, !dbg !126
  store i32 %16, ptr %3, align 4, !dbg !127
  %17 = load i32, ptr %3, align 4, !dbg !128
  %18 = icmp eq i32 %17, 0, !dbg !129
  br i1 %18, label %19, label %20, !dbg !128

19:                                               ; preds = %0
  br label %31, !dbg !128

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !130
  %22 = icmp eq i32 %21, 1, !dbg !131
  br i1 %22, label %23, label %24, !dbg !130

23:                                               ; preds = %20
  br label %29, !dbg !130

24:                                               ; preds = %20
  %25 = load i32, ptr %3, align 4, !dbg !132
  %26 = icmp eq i32 %25, 2, !dbg !133
  %27 = zext i1 %26 to i64, !dbg !132
  %28 = select i1 %26, i32 2, i32 -1, !dbg !132
  br label %29, !dbg !130

29:                                               ; preds = %24, %23
  %30 = phi i32 [ 1, %23 ], [ %28, %24 ], !dbg !130
  br label %31, !dbg !128

31:                                               ; preds = %29, %19
  %32 = phi i32 [ 0, %19 ], [ %30, %29 ], !dbg !128
  store i32 %32, ptr %4, align 4, !dbg !134
  %33 = load i32, ptr %4, align 4, !dbg !135
  %34 = icmp slt i32 %33, 0, !dbg !137
  br i1 %34, label %35, label %36, !dbg !138

35:                                               ; preds = %31
  br label %104, !dbg !139

36:                                               ; preds = %31
  %37 = load i32, ptr %4, align 4, !dbg !140
  %38 = load i32, ptr %5, align 4, !dbg !141
  %39 = add nsw i32 %38, %37, !dbg !141
  store i32 %39, ptr %5, align 4, !dbg !141
  %40 = load i32, ptr @r0_2, align 4, !dbg !142
  store i32 %40, ptr %3, align 4, !dbg !143
  %41 = load i32, ptr %3, align 4, !dbg !144
  %42 = icmp eq i32 %41, 0, !dbg !145
  br i1 %42, label %43, label %44, !dbg !144

43:                                               ; preds = %36
  br label %49, !dbg !144

44:                                               ; preds = %36
  %45 = load i32, ptr %3, align 4, !dbg !146
  %46 = icmp eq i32 %45, 2, !dbg !147
  %47 = zext i1 %46 to i64, !dbg !146
  %48 = select i1 %46, i32 1, i32 -1, !dbg !146
  br label %49, !dbg !144

49:                                               ; preds = %44, %43
  %50 = phi i32 [ 0, %43 ], [ %48, %44 ], !dbg !144
  store i32 %50, ptr %4, align 4, !dbg !148
  %51 = load i32, ptr %4, align 4, !dbg !149
  %52 = icmp slt i32 %51, 0, !dbg !151
  br i1 %52, label %53, label %54, !dbg !152

53:                                               ; preds = %49
  br label %104, !dbg !153

54:                                               ; preds = %49
  %55 = load i32, ptr %4, align 4, !dbg !154
  %56 = mul nsw i32 %55, 3, !dbg !155
  %57 = load i32, ptr %5, align 4, !dbg !156
  %58 = add nsw i32 %57, %56, !dbg !156
  store i32 %58, ptr %5, align 4, !dbg !156
  %59 = load volatile i32, ptr @x, align 4, !dbg !157
  store i32 %59, ptr %3, align 4, !dbg !158
  %60 = load i32, ptr %3, align 4, !dbg !159
  %61 = icmp eq i32 %60, 0, !dbg !160
  br i1 %61, label %62, label %63, !dbg !159

62:                                               ; preds = %54
  br label %74, !dbg !159

63:                                               ; preds = %54
  %64 = load i32, ptr %3, align 4, !dbg !161
  %65 = icmp eq i32 %64, 1, !dbg !162
  br i1 %65, label %66, label %67, !dbg !161

66:                                               ; preds = %63
  br label %72, !dbg !161

67:                                               ; preds = %63
  %68 = load i32, ptr %3, align 4, !dbg !163
  %69 = icmp eq i32 %68, 2, !dbg !164
  %70 = zext i1 %69 to i64, !dbg !163
  %71 = select i1 %69, i32 2, i32 -1, !dbg !163
  br label %72, !dbg !161

72:                                               ; preds = %67, %66
  %73 = phi i32 [ 1, %66 ], [ %71, %67 ], !dbg !161
  br label %74, !dbg !159

74:                                               ; preds = %72, %62
  %75 = phi i32 [ 0, %62 ], [ %73, %72 ], !dbg !159
  store i32 %75, ptr %4, align 4, !dbg !165
  %76 = load i32, ptr %4, align 4, !dbg !166
  %77 = icmp slt i32 %76, 0, !dbg !168
  br i1 %77, label %78, label %79, !dbg !169

78:                                               ; preds = %74
  br label %104, !dbg !170

79:                                               ; preds = %74
  %80 = load i32, ptr %4, align 4, !dbg !171
  %81 = mul nsw i32 %80, 6, !dbg !172
  %82 = load i32, ptr %5, align 4, !dbg !173
  %83 = add nsw i32 %82, %81, !dbg !173
  store i32 %83, ptr %5, align 4, !dbg !173
  %84 = load i32, ptr %5, align 4, !dbg !174
  switch i32 %84, label %103 [
    i32 0, label %85
    i32 1, label %86
    i32 2, label %87
    i32 3, label %88
    i32 4, label %89
    i32 5, label %90
    i32 6, label %91
    i32 7, label %92
    i32 8, label %93
    i32 9, label %94
    i32 10, label %95
    i32 11, label %96
    i32 12, label %97
    i32 13, label %98
    i32 14, label %99
    i32 15, label %100
    i32 16, label %101
    i32 17, label %102
  ], !dbg !175

85:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 68, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !176
  unreachable, !dbg !176

86:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 73, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !180
  unreachable, !dbg !180

87:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 78, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !183
  unreachable, !dbg !183

88:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 83, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !186
  unreachable, !dbg !186

89:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 88, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !189
  unreachable, !dbg !189

90:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 93, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !192
  unreachable, !dbg !192

91:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 98, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !195
  unreachable, !dbg !195

92:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 103, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !198
  unreachable, !dbg !198

93:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 108, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !201
  unreachable, !dbg !201

94:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str.10, ptr noundef @.str.1, i32 noundef 113, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !204
  unreachable, !dbg !204

95:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str.11, ptr noundef @.str.1, i32 noundef 118, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !207
  unreachable, !dbg !207

96:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str.12, ptr noundef @.str.1, i32 noundef 123, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !210
  unreachable, !dbg !210

97:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str.13, ptr noundef @.str.1, i32 noundef 128, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !213
  unreachable, !dbg !213

98:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str.14, ptr noundef @.str.1, i32 noundef 133, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !216
  unreachable, !dbg !216

99:                                               ; preds = %79
  call void @__assert_fail(ptr noundef @.str.15, ptr noundef @.str.1, i32 noundef 138, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !219
  unreachable, !dbg !219

100:                                              ; preds = %79
  call void @__assert_fail(ptr noundef @.str.16, ptr noundef @.str.1, i32 noundef 143, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !222
  unreachable, !dbg !222

101:                                              ; preds = %79
  call void @__assert_fail(ptr noundef @.str.17, ptr noundef @.str.1, i32 noundef 148, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !225
  unreachable, !dbg !225

102:                                              ; preds = %79
  call void @__assert_fail(ptr noundef @.str.18, ptr noundef @.str.1, i32 noundef 153, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !228
  unreachable, !dbg !228

103:                                              ; preds = %79
  br label %104, !dbg !231

104:                                              ; preds = %103, %78, %53, %35
    #dbg_label(!232, !233)
  call void @__assert_fail(ptr noundef @.str.19, ptr noundef @.str.1, i32 noundef 162, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !234
  unreachable, !dbg !234
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
!llvm.module.flags = !{!72, !73, !74, !75, !76, !77, !78}
!llvm.ident = !{!79}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !66, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "n6.c", directory: ".", checksumkind: CSK_MD5, checksum: "b5f166b79f03b23c3c4ab7cd24515467")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !45, !47, !49, !51, !53, !55, !57, !59, !0, !64, !68, !70}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 40, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 5)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !7, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !7, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 14)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !42, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 128, type: !42, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 133, type: !42, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !42, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !42, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !42, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !42, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 162, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 22)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !66, isLocal: false, isDefinition: true)
!66 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !67)
!67 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 18, type: !67, isLocal: false, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "r0_2", scope: !2, file: !3, line: 18, type: !67, isLocal: false, isDefinition: true)
!72 = !{i32 7, !"Dwarf Version", i32 5}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 4}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"PIE Level", i32 2}
!77 = !{i32 7, !"uwtable", i32 2}
!78 = !{i32 7, !"frame-pointer", i32 2}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !81, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!81 = !DISubroutineType(types: !82)
!82 = !{!83, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!84 = !{}
!85 = !DILocalVariable(name: "arg", arg: 1, scope: !80, file: !3, line: 20, type: !83)
!86 = !DILocation(line: 20, column: 16, scope: !80)
!87 = !DILocation(line: 22, column: 8, scope: !80)
!88 = !DILocation(line: 23, column: 4, scope: !80)
!89 = !DILocation(line: 24, column: 9, scope: !80)
!90 = !DILocation(line: 24, column: 7, scope: !80)
!91 = !DILocation(line: 25, column: 9, scope: !80)
!92 = !DILocation(line: 25, column: 7, scope: !80)
!93 = !DILocation(line: 26, column: 2, scope: !80)
!94 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 29, type: !81, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!95 = !DILocalVariable(name: "arg", arg: 1, scope: !94, file: !3, line: 29, type: !83)
!96 = !DILocation(line: 29, column: 16, scope: !94)
!97 = !DILocation(line: 31, column: 8, scope: !94)
!98 = !DILocation(line: 32, column: 4, scope: !94)
!99 = !DILocation(line: 33, column: 4, scope: !94)
!100 = !DILocation(line: 34, column: 2, scope: !94)
!101 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !102, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !84)
!102 = !DISubroutineType(types: !103)
!103 = !{!67}
!104 = !DILocalVariable(name: "th", scope: !101, file: !3, line: 39, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 128, elements: !109)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !107, line: 27, baseType: !108)
!107 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!108 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!109 = !{!110}
!110 = !DISubrange(count: 2)
!111 = !DILocation(line: 39, column: 12, scope: !101)
!112 = !DILocation(line: 40, column: 18, scope: !101)
!113 = !DILocation(line: 40, column: 2, scope: !101)
!114 = !DILocation(line: 41, column: 18, scope: !101)
!115 = !DILocation(line: 41, column: 2, scope: !101)
!116 = !DILocation(line: 42, column: 15, scope: !101)
!117 = !DILocation(line: 42, column: 2, scope: !101)
!118 = !DILocation(line: 43, column: 15, scope: !101)
!119 = !DILocation(line: 43, column: 2, scope: !101)
!120 = !DILocalVariable(name: "v", scope: !101, file: !3, line: 44, type: !67)
!121 = !DILocation(line: 44, column: 6, scope: !101)
!122 = !DILocalVariable(name: "d", scope: !101, file: !3, line: 44, type: !67)
!123 = !DILocation(line: 44, column: 9, scope: !101)
!124 = !DILocalVariable(name: "o", scope: !101, file: !3, line: 44, type: !67)
!125 = !DILocation(line: 44, column: 12, scope: !101)
!126 = !DILocation(line: 45, column: 6, scope: !101)
!127 = !DILocation(line: 45, column: 4, scope: !101)
!128 = !DILocation(line: 46, column: 6, scope: !101)
!129 = !DILocation(line: 46, column: 8, scope: !101)
!130 = !DILocation(line: 46, column: 19, scope: !101)
!131 = !DILocation(line: 46, column: 21, scope: !101)
!132 = !DILocation(line: 46, column: 32, scope: !101)
!133 = !DILocation(line: 46, column: 34, scope: !101)
!134 = !DILocation(line: 46, column: 4, scope: !101)
!135 = !DILocation(line: 47, column: 6, scope: !136)
!136 = distinct !DILexicalBlock(scope: !101, file: !3, line: 47, column: 6)
!137 = !DILocation(line: 47, column: 8, scope: !136)
!138 = !DILocation(line: 47, column: 6, scope: !101)
!139 = !DILocation(line: 48, column: 3, scope: !136)
!140 = !DILocation(line: 49, column: 7, scope: !101)
!141 = !DILocation(line: 49, column: 4, scope: !101)
!142 = !DILocation(line: 50, column: 6, scope: !101)
!143 = !DILocation(line: 50, column: 4, scope: !101)
!144 = !DILocation(line: 51, column: 6, scope: !101)
!145 = !DILocation(line: 51, column: 8, scope: !101)
!146 = !DILocation(line: 51, column: 19, scope: !101)
!147 = !DILocation(line: 51, column: 21, scope: !101)
!148 = !DILocation(line: 51, column: 4, scope: !101)
!149 = !DILocation(line: 52, column: 6, scope: !150)
!150 = distinct !DILexicalBlock(scope: !101, file: !3, line: 52, column: 6)
!151 = !DILocation(line: 52, column: 8, scope: !150)
!152 = !DILocation(line: 52, column: 6, scope: !101)
!153 = !DILocation(line: 53, column: 3, scope: !150)
!154 = !DILocation(line: 54, column: 7, scope: !101)
!155 = !DILocation(line: 54, column: 9, scope: !101)
!156 = !DILocation(line: 54, column: 4, scope: !101)
!157 = !DILocation(line: 55, column: 6, scope: !101)
!158 = !DILocation(line: 55, column: 4, scope: !101)
!159 = !DILocation(line: 56, column: 6, scope: !101)
!160 = !DILocation(line: 56, column: 8, scope: !101)
!161 = !DILocation(line: 56, column: 19, scope: !101)
!162 = !DILocation(line: 56, column: 21, scope: !101)
!163 = !DILocation(line: 56, column: 32, scope: !101)
!164 = !DILocation(line: 56, column: 34, scope: !101)
!165 = !DILocation(line: 56, column: 4, scope: !101)
!166 = !DILocation(line: 57, column: 6, scope: !167)
!167 = distinct !DILexicalBlock(scope: !101, file: !3, line: 57, column: 6)
!168 = !DILocation(line: 57, column: 8, scope: !167)
!169 = !DILocation(line: 57, column: 6, scope: !101)
!170 = !DILocation(line: 58, column: 3, scope: !167)
!171 = !DILocation(line: 59, column: 7, scope: !101)
!172 = !DILocation(line: 59, column: 9, scope: !101)
!173 = !DILocation(line: 59, column: 4, scope: !101)
!174 = !DILocation(line: 65, column: 10, scope: !101)
!175 = !DILocation(line: 65, column: 2, scope: !101)
!176 = !DILocation(line: 68, column: 3, scope: !177)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 68, column: 3)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 68, column: 3)
!179 = distinct !DILexicalBlock(scope: !101, file: !3, line: 65, column: 13)
!180 = !DILocation(line: 73, column: 3, scope: !181)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 73, column: 3)
!182 = distinct !DILexicalBlock(scope: !179, file: !3, line: 73, column: 3)
!183 = !DILocation(line: 78, column: 3, scope: !184)
!184 = distinct !DILexicalBlock(scope: !185, file: !3, line: 78, column: 3)
!185 = distinct !DILexicalBlock(scope: !179, file: !3, line: 78, column: 3)
!186 = !DILocation(line: 83, column: 3, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 83, column: 3)
!188 = distinct !DILexicalBlock(scope: !179, file: !3, line: 83, column: 3)
!189 = !DILocation(line: 88, column: 3, scope: !190)
!190 = distinct !DILexicalBlock(scope: !191, file: !3, line: 88, column: 3)
!191 = distinct !DILexicalBlock(scope: !179, file: !3, line: 88, column: 3)
!192 = !DILocation(line: 93, column: 3, scope: !193)
!193 = distinct !DILexicalBlock(scope: !194, file: !3, line: 93, column: 3)
!194 = distinct !DILexicalBlock(scope: !179, file: !3, line: 93, column: 3)
!195 = !DILocation(line: 98, column: 3, scope: !196)
!196 = distinct !DILexicalBlock(scope: !197, file: !3, line: 98, column: 3)
!197 = distinct !DILexicalBlock(scope: !179, file: !3, line: 98, column: 3)
!198 = !DILocation(line: 103, column: 3, scope: !199)
!199 = distinct !DILexicalBlock(scope: !200, file: !3, line: 103, column: 3)
!200 = distinct !DILexicalBlock(scope: !179, file: !3, line: 103, column: 3)
!201 = !DILocation(line: 108, column: 3, scope: !202)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 108, column: 3)
!203 = distinct !DILexicalBlock(scope: !179, file: !3, line: 108, column: 3)
!204 = !DILocation(line: 113, column: 3, scope: !205)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 113, column: 3)
!206 = distinct !DILexicalBlock(scope: !179, file: !3, line: 113, column: 3)
!207 = !DILocation(line: 118, column: 3, scope: !208)
!208 = distinct !DILexicalBlock(scope: !209, file: !3, line: 118, column: 3)
!209 = distinct !DILexicalBlock(scope: !179, file: !3, line: 118, column: 3)
!210 = !DILocation(line: 123, column: 3, scope: !211)
!211 = distinct !DILexicalBlock(scope: !212, file: !3, line: 123, column: 3)
!212 = distinct !DILexicalBlock(scope: !179, file: !3, line: 123, column: 3)
!213 = !DILocation(line: 128, column: 3, scope: !214)
!214 = distinct !DILexicalBlock(scope: !215, file: !3, line: 128, column: 3)
!215 = distinct !DILexicalBlock(scope: !179, file: !3, line: 128, column: 3)
!216 = !DILocation(line: 133, column: 3, scope: !217)
!217 = distinct !DILexicalBlock(scope: !218, file: !3, line: 133, column: 3)
!218 = distinct !DILexicalBlock(scope: !179, file: !3, line: 133, column: 3)
!219 = !DILocation(line: 138, column: 3, scope: !220)
!220 = distinct !DILexicalBlock(scope: !221, file: !3, line: 138, column: 3)
!221 = distinct !DILexicalBlock(scope: !179, file: !3, line: 138, column: 3)
!222 = !DILocation(line: 143, column: 3, scope: !223)
!223 = distinct !DILexicalBlock(scope: !224, file: !3, line: 143, column: 3)
!224 = distinct !DILexicalBlock(scope: !179, file: !3, line: 143, column: 3)
!225 = !DILocation(line: 148, column: 3, scope: !226)
!226 = distinct !DILexicalBlock(scope: !227, file: !3, line: 148, column: 3)
!227 = distinct !DILexicalBlock(scope: !179, file: !3, line: 148, column: 3)
!228 = !DILocation(line: 153, column: 3, scope: !229)
!229 = distinct !DILexicalBlock(scope: !230, file: !3, line: 153, column: 3)
!230 = distinct !DILexicalBlock(scope: !179, file: !3, line: 153, column: 3)
!231 = !DILocation(line: 157, column: 3, scope: !179)
!232 = !DILabel(scope: !101, name: "unexpected", file: !3, line: 161)
!233 = !DILocation(line: 161, column: 1, scope: !101)
!234 = !DILocation(line: 162, column: 2, scope: !235)
!235 = distinct !DILexicalBlock(scope: !236, file: !3, line: 162, column: 2)
!236 = distinct !DILexicalBlock(scope: !101, file: !3, line: 162, column: 2)
