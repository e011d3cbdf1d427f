; ModuleID = 'bakery-nochoosing.c'
source_filename = "bakery-nochoosing.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"bakery-nochoosing.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@number = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !17
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 17, i32 23 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 20, i32 19 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 21, i32 23 }, ptr @0 }
@inside = dso_local global i32 0, align 4, !dbg !24
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 26, i32 19 }, ptr @0 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 29, i32 19 }, ptr @0 }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 38, i32 23 }, ptr @0 }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 42, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !35 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #6, !dbg !38
  unreachable, !dbg !38
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @customer(ptr noundef %0) #0 !dbg !39 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !44, !DIExpression(), !45)
    #dbg_declare(ptr %3, !46, !DIExpression(), !47)
  %6 = load ptr, ptr %2, align 8, !dbg !48
  %7 = load i32, ptr %6, align 4, !dbg !49
  store i32 %7, ptr %3, align 4, !dbg !47
    #dbg_declare(ptr %4, !50, !DIExpression(), !51)
    #dbg_declare(ptr %5, !52, !DIExpression(), !53)
  store i32 0, ptr %5, align 4, !dbg !53
  store i32 0, ptr %4, align 4, !dbg !54
  br label %8, !dbg !56

8:                                                ; preds = %32, %1
  %9 = load i32, ptr %4, align 4, !dbg !57
  %10 = icmp slt i32 %9, 2, !dbg !59
  br i1 %10, label %11, label %33, !dbg !60

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !61
  %13 = sext i32 %12 to i64, !dbg !63
  %14 = getelementptr inbounds [2 x i32], ptr @number, i64 0, i64 %13, !dbg !63
  %15 = load i32, ptr %14, align 4, !dbg !63
  %16 = load i32, ptr %5, align 4, !dbg !64
  %17 = icmp sgt i32 %15, %16, !dbg !65
  br i1 %17, label %18, label %23, !dbg !66

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4, !dbg !67
  %20 = sext i32 %19 to i64, !dbg !68
  %21 = getelementptr inbounds [2 x i32], ptr @number, i64 0, i64 %20, !dbg !68
  %22 = load i32, ptr %21, align 4, !dbg !68
  store i32 %22, ptr %5, align 4, !dbg !69
  br label %23, !dbg !70

23:                                               ; preds = %18, %11
  br label %24, !dbg !64

24:                                               ; preds = %23
  %25 = load i32, ptr %4, align 4, !dbg !71
  %26 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %25, i32 1), !dbg !71, !nosanitize !43
  %27 = extractvalue { i32, i1 } %26, 0, !dbg !71, !nosanitize !43
  %28 = extractvalue { i32, i1 } %26, 1, !dbg !71, !nosanitize !43
  %29 = xor i1 %28, true, !dbg !71, !nosanitize !43
  br i1 %29, label %32, label %30, !dbg !71, !prof !72, !nosanitize !43

30:                                               ; preds = %24
  %31 = zext i32 %25 to i64, !dbg !71, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %31, i64 1) #7, !dbg !71, !nosanitize !43
  br label %32, !dbg !71, !nosanitize !43

32:                                               ; preds = %30, %24
  store i32 %27, ptr %4, align 4, !dbg !71
  br label %8, !dbg !73, !llvm.loop !74

33:                                               ; preds = %8
  %34 = load i32, ptr %5, align 4, !dbg !77
  %35 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %34, i32 1), !dbg !78, !nosanitize !43
  %36 = extractvalue { i32, i1 } %35, 0, !dbg !78, !nosanitize !43
  %37 = extractvalue { i32, i1 } %35, 1, !dbg !78, !nosanitize !43
  %38 = xor i1 %37, true, !dbg !78, !nosanitize !43
  br i1 %38, label %41, label %39, !dbg !78, !prof !72, !nosanitize !43

39:                                               ; preds = %33
  %40 = zext i32 %34 to i64, !dbg !78, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %40, i64 1) #7, !dbg !78, !nosanitize !43
  br label %41, !dbg !78, !nosanitize !43

41:                                               ; preds = %39, %33
  %42 = load i32, ptr %3, align 4, !dbg !79
  %43 = sext i32 %42 to i64, !dbg !80
  %44 = getelementptr inbounds [2 x i32], ptr @number, i64 0, i64 %43, !dbg !80
  store i32 %36, ptr %44, align 4, !dbg !81
  store i32 0, ptr %4, align 4, !dbg !82
  br label %45, !dbg !84

45:                                               ; preds = %95, %41
  %46 = load i32, ptr %4, align 4, !dbg !85
  %47 = icmp slt i32 %46, 2, !dbg !87
  br i1 %47, label %48, label %96, !dbg !88

48:                                               ; preds = %45
  br label %49, !dbg !89

49:                                               ; preds = %85, %48
  %50 = load i32, ptr %4, align 4, !dbg !91
  %51 = sext i32 %50 to i64, !dbg !92
  %52 = getelementptr inbounds [2 x i32], ptr @number, i64 0, i64 %51, !dbg !92
  %53 = load i32, ptr %52, align 4, !dbg !92
  %54 = icmp ne i32 %53, 0, !dbg !93
  br i1 %54, label %55, label %83, !dbg !94

55:                                               ; preds = %49
  %56 = load i32, ptr %4, align 4, !dbg !95
  %57 = sext i32 %56 to i64, !dbg !96
  %58 = getelementptr inbounds [2 x i32], ptr @number, i64 0, i64 %57, !dbg !96
  %59 = load i32, ptr %58, align 4, !dbg !96
  %60 = load i32, ptr %3, align 4, !dbg !97
  %61 = sext i32 %60 to i64, !dbg !98
  %62 = getelementptr inbounds [2 x i32], ptr @number, i64 0, i64 %61, !dbg !98
  %63 = load i32, ptr %62, align 4, !dbg !98
  %64 = icmp slt i32 %59, %63, !dbg !99
  br i1 %64, label %81, label %65, !dbg !100

65:                                               ; preds = %55
  %66 = load i32, ptr %4, align 4, !dbg !101
  %67 = sext i32 %66 to i64, !dbg !102
  %68 = getelementptr inbounds [2 x i32], ptr @number, i64 0, i64 %67, !dbg !102
  %69 = load i32, ptr %68, align 4, !dbg !102
  %70 = load i32, ptr %3, align 4, !dbg !103
  %71 = sext i32 %70 to i64, !dbg !104
  %72 = getelementptr inbounds [2 x i32], ptr @number, i64 0, i64 %71, !dbg !104
  %73 = load i32, ptr %72, align 4, !dbg !104
  %74 = icmp eq i32 %69, %73, !dbg !105
  br i1 %74, label %75, label %79, !dbg !106

75:                                               ; preds = %65
  %76 = load i32, ptr %4, align 4, !dbg !107
  %77 = load i32, ptr %3, align 4, !dbg !108
  %78 = icmp slt i32 %76, %77, !dbg !109
  br label %79

79:                                               ; preds = %75, %65
  %80 = phi i1 [ false, %65 ], [ %78, %75 ], !dbg !110
  br label %81, !dbg !100

81:                                               ; preds = %79, %55
  %82 = phi i1 [ true, %55 ], [ %80, %79 ]
  br label %83

83:                                               ; preds = %81, %49
  %84 = phi i1 [ false, %49 ], [ %82, %81 ], !dbg !110
  br i1 %84, label %85, label %86, !dbg !89

85:                                               ; preds = %83
  br label %49, !dbg !89, !llvm.loop !111

86:                                               ; preds = %83
  br label %87, !dbg !113

87:                                               ; preds = %86
  %88 = load i32, ptr %4, align 4, !dbg !114
  %89 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %88, i32 1), !dbg !114, !nosanitize !43
  %90 = extractvalue { i32, i1 } %89, 0, !dbg !114, !nosanitize !43
  %91 = extractvalue { i32, i1 } %89, 1, !dbg !114, !nosanitize !43
  %92 = xor i1 %91, true, !dbg !114, !nosanitize !43
  br i1 %92, label %95, label %93, !dbg !114, !prof !72, !nosanitize !43

93:                                               ; preds = %87
  %94 = zext i32 %88 to i64, !dbg !114, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %94, i64 1) #7, !dbg !114, !nosanitize !43
  br label %95, !dbg !114, !nosanitize !43

95:                                               ; preds = %93, %87
  store i32 %90, ptr %4, align 4, !dbg !114
  br label %45, !dbg !115, !llvm.loop !116

96:                                               ; preds = %45
  %97 = load i32, ptr @inside, align 4, !dbg !118
  %98 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %97, i32 1), !dbg !119, !nosanitize !43
  %99 = extractvalue { i32, i1 } %98, 0, !dbg !119, !nosanitize !43
  %100 = extractvalue { i32, i1 } %98, 1, !dbg !119, !nosanitize !43
  %101 = xor i1 %100, true, !dbg !119, !nosanitize !43
  br i1 %101, label %104, label %102, !dbg !119, !prof !72, !nosanitize !43

102:                                              ; preds = %96
  %103 = zext i32 %97 to i64, !dbg !119, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @4, i64 %103, i64 1) #7, !dbg !119, !nosanitize !43
  br label %104, !dbg !119, !nosanitize !43

104:                                              ; preds = %102, %96
  store i32 %99, ptr @inside, align 4, !dbg !120
  %105 = load i32, ptr @inside, align 4, !dbg !121
  %106 = icmp ne i32 %105, 1, !dbg !123
  br i1 %106, label %107, label %108, !dbg !124

107:                                              ; preds = %104
  call void @reach_error(), !dbg !125
  br label %108, !dbg !125

108:                                              ; preds = %107, %104
  %109 = load i32, ptr @inside, align 4, !dbg !126
  %110 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %109, i32 1), !dbg !127, !nosanitize !43
  %111 = extractvalue { i32, i1 } %110, 0, !dbg !127, !nosanitize !43
  %112 = extractvalue { i32, i1 } %110, 1, !dbg !127, !nosanitize !43
  %113 = xor i1 %112, true, !dbg !127, !nosanitize !43
  br i1 %113, label %116, label %114, !dbg !127, !prof !72, !nosanitize !43

114:                                              ; preds = %108
  %115 = zext i32 %109 to i64, !dbg !127, !nosanitize !43
  call void @__ubsan_handle_sub_overflow(ptr @5, i64 %115, i64 1) #7, !dbg !127, !nosanitize !43
  br label %116, !dbg !127, !nosanitize !43

116:                                              ; preds = %114, %108
  store i32 %111, ptr @inside, align 4, !dbg !128
  %117 = load i32, ptr %3, align 4, !dbg !129
  %118 = sext i32 %117 to i64, !dbg !130
  %119 = getelementptr inbounds [2 x i32], ptr @number, i64 0, i64 %118, !dbg !130
  store i32 0, ptr %119, align 4, !dbg !131
  ret ptr null, !dbg !132
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !133 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !136, !DIExpression(), !141)
    #dbg_declare(ptr %3, !142, !DIExpression(), !143)
    #dbg_declare(ptr %4, !144, !DIExpression(), !145)
  store i32 0, ptr %4, align 4, !dbg !146
  br label %5, !dbg !148

5:                                                ; preds = %28, %0
  %6 = load i32, ptr %4, align 4, !dbg !149
  %7 = icmp slt i32 %6, 2, !dbg !151
  br i1 %7, label %8, label %29, !dbg !152

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !153
  %10 = load i32, ptr %4, align 4, !dbg !155
  %11 = sext i32 %10 to i64, !dbg !156
  %12 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %11, !dbg !156
  store i32 %9, ptr %12, align 4, !dbg !157
  %13 = load i32, ptr %4, align 4, !dbg !158
  %14 = sext i32 %13 to i64, !dbg !159
  %15 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %14, !dbg !159
  %16 = load i32, ptr %4, align 4, !dbg !160
  %17 = sext i32 %16 to i64, !dbg !161
  %18 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %17, !dbg !161
  %19 = call i32 @pthread_create(ptr noundef %15, ptr noundef null, ptr noundef @customer, ptr noundef %18) #7, !dbg !162
  br label %20, !dbg !163

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4, !dbg !164
  %22 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %21, i32 1), !dbg !164, !nosanitize !43
  %23 = extractvalue { i32, i1 } %22, 0, !dbg !164, !nosanitize !43
  %24 = extractvalue { i32, i1 } %22, 1, !dbg !164, !nosanitize !43
  %25 = xor i1 %24, true, !dbg !164, !nosanitize !43
  br i1 %25, label %28, label %26, !dbg !164, !prof !72, !nosanitize !43

26:                                               ; preds = %20
  %27 = zext i32 %21 to i64, !dbg !164, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @6, i64 %27, i64 1) #7, !dbg !164, !nosanitize !43
  br label %28, !dbg !164, !nosanitize !43

28:                                               ; preds = %26, %20
  store i32 %23, ptr %4, align 4, !dbg !164
  br label %5, !dbg !165, !llvm.loop !166

29:                                               ; preds = %5
  store i32 0, ptr %4, align 4, !dbg !168
  br label %30, !dbg !170

30:                                               ; preds = %47, %29
  %31 = load i32, ptr %4, align 4, !dbg !171
  %32 = icmp slt i32 %31, 2, !dbg !173
  br i1 %32, label %33, label %48, !dbg !174

33:                                               ; preds = %30
  %34 = load i32, ptr %4, align 4, !dbg !175
  %35 = sext i32 %34 to i64, !dbg !176
  %36 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %35, !dbg !176
  %37 = load i64, ptr %36, align 8, !dbg !176
  %38 = call i32 @pthread_join(i64 noundef %37, ptr noundef null), !dbg !177
  br label %39, !dbg !177

39:                                               ; preds = %33
  %40 = load i32, ptr %4, align 4, !dbg !178
  %41 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %40, i32 1), !dbg !178, !nosanitize !43
  %42 = extractvalue { i32, i1 } %41, 0, !dbg !178, !nosanitize !43
  %43 = extractvalue { i32, i1 } %41, 1, !dbg !178, !nosanitize !43
  %44 = xor i1 %43, true, !dbg !178, !nosanitize !43
  br i1 %44, label %47, label %45, !dbg !178, !prof !72, !nosanitize !43

45:                                               ; preds = %39
  %46 = zext i32 %40 to i64, !dbg !178, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @7, i64 %46, i64 1) #7, !dbg !178, !nosanitize !43
  br label %47, !dbg !178, !nosanitize !43

47:                                               ; preds = %45, %39
  store i32 %42, ptr %4, align 4, !dbg !178
  br label %30, !dbg !179, !llvm.loop !180

48:                                               ; preds = %30
  ret i32 0, !dbg !182
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i64 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bakery-nochoosing.c", directory: ".", checksumkind: CSK_MD5, checksum: "03509371d5f9e931b7f877db7b7985d0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "number", scope: !19, file: !2, line: 11, type: !26, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !23, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!0, !7, !12, !17, !24}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "inside", scope: !19, file: !2, line: 12, type: !22, isLocal: false, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !5)
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 7, !"frame-pointer", i32 2}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !36, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !19)
!36 = !DISubroutineType(types: !37)
!37 = !{null}
!38 = !DILocation(line: 7, column: 22, scope: !35)
!39 = distinct !DISubprogram(name: "customer", scope: !2, file: !2, line: 14, type: !40, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!40 = !DISubroutineType(types: !41)
!41 = !{!42, !42}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!43 = !{}
!44 = !DILocalVariable(name: "arg", arg: 1, scope: !39, file: !2, line: 14, type: !42)
!45 = !DILocation(line: 14, column: 22, scope: !39)
!46 = !DILocalVariable(name: "i", scope: !39, file: !2, line: 15, type: !22)
!47 = !DILocation(line: 15, column: 7, scope: !39)
!48 = !DILocation(line: 15, column: 19, scope: !39)
!49 = !DILocation(line: 15, column: 11, scope: !39)
!50 = !DILocalVariable(name: "j", scope: !39, file: !2, line: 16, type: !22)
!51 = !DILocation(line: 16, column: 7, scope: !39)
!52 = !DILocalVariable(name: "max", scope: !39, file: !2, line: 16, type: !22)
!53 = !DILocation(line: 16, column: 10, scope: !39)
!54 = !DILocation(line: 17, column: 10, scope: !55)
!55 = distinct !DILexicalBlock(scope: !39, file: !2, line: 17, column: 3)
!56 = !DILocation(line: 17, column: 8, scope: !55)
!57 = !DILocation(line: 17, column: 15, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !2, line: 17, column: 3)
!59 = !DILocation(line: 17, column: 17, scope: !58)
!60 = !DILocation(line: 17, column: 3, scope: !55)
!61 = !DILocation(line: 18, column: 16, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !2, line: 18, column: 9)
!63 = !DILocation(line: 18, column: 9, scope: !62)
!64 = !DILocation(line: 18, column: 21, scope: !62)
!65 = !DILocation(line: 18, column: 19, scope: !62)
!66 = !DILocation(line: 18, column: 9, scope: !58)
!67 = !DILocation(line: 19, column: 20, scope: !62)
!68 = !DILocation(line: 19, column: 13, scope: !62)
!69 = !DILocation(line: 19, column: 11, scope: !62)
!70 = !DILocation(line: 19, column: 7, scope: !62)
!71 = !DILocation(line: 17, column: 23, scope: !58)
!72 = !{!"branch_weights", i32 1048575, i32 1}
!73 = !DILocation(line: 17, column: 3, scope: !58)
!74 = distinct !{!74, !60, !75, !76}
!75 = !DILocation(line: 19, column: 21, scope: !55)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 20, column: 15, scope: !39)
!78 = !DILocation(line: 20, column: 19, scope: !39)
!79 = !DILocation(line: 20, column: 10, scope: !39)
!80 = !DILocation(line: 20, column: 3, scope: !39)
!81 = !DILocation(line: 20, column: 13, scope: !39)
!82 = !DILocation(line: 21, column: 10, scope: !83)
!83 = distinct !DILexicalBlock(scope: !39, file: !2, line: 21, column: 3)
!84 = !DILocation(line: 21, column: 8, scope: !83)
!85 = !DILocation(line: 21, column: 15, scope: !86)
!86 = distinct !DILexicalBlock(scope: !83, file: !2, line: 21, column: 3)
!87 = !DILocation(line: 21, column: 17, scope: !86)
!88 = !DILocation(line: 21, column: 3, scope: !83)
!89 = !DILocation(line: 22, column: 5, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !2, line: 21, column: 27)
!91 = !DILocation(line: 22, column: 19, scope: !90)
!92 = !DILocation(line: 22, column: 12, scope: !90)
!93 = !DILocation(line: 22, column: 22, scope: !90)
!94 = !DILocation(line: 22, column: 27, scope: !90)
!95 = !DILocation(line: 23, column: 20, scope: !90)
!96 = !DILocation(line: 23, column: 13, scope: !90)
!97 = !DILocation(line: 23, column: 32, scope: !90)
!98 = !DILocation(line: 23, column: 25, scope: !90)
!99 = !DILocation(line: 23, column: 23, scope: !90)
!100 = !DILocation(line: 23, column: 35, scope: !90)
!101 = !DILocation(line: 23, column: 46, scope: !90)
!102 = !DILocation(line: 23, column: 39, scope: !90)
!103 = !DILocation(line: 23, column: 59, scope: !90)
!104 = !DILocation(line: 23, column: 52, scope: !90)
!105 = !DILocation(line: 23, column: 49, scope: !90)
!106 = !DILocation(line: 23, column: 62, scope: !90)
!107 = !DILocation(line: 23, column: 65, scope: !90)
!108 = !DILocation(line: 23, column: 69, scope: !90)
!109 = !DILocation(line: 23, column: 67, scope: !90)
!110 = !DILocation(line: 0, scope: !90)
!111 = distinct !{!111, !89, !112, !76}
!112 = !DILocation(line: 24, column: 5, scope: !90)
!113 = !DILocation(line: 25, column: 3, scope: !90)
!114 = !DILocation(line: 21, column: 23, scope: !86)
!115 = !DILocation(line: 21, column: 3, scope: !86)
!116 = distinct !{!116, !88, !117, !76}
!117 = !DILocation(line: 25, column: 3, scope: !83)
!118 = !DILocation(line: 26, column: 12, scope: !39)
!119 = !DILocation(line: 26, column: 19, scope: !39)
!120 = !DILocation(line: 26, column: 10, scope: !39)
!121 = !DILocation(line: 27, column: 7, scope: !122)
!122 = distinct !DILexicalBlock(scope: !39, file: !2, line: 27, column: 7)
!123 = !DILocation(line: 27, column: 14, scope: !122)
!124 = !DILocation(line: 27, column: 7, scope: !39)
!125 = !DILocation(line: 28, column: 5, scope: !122)
!126 = !DILocation(line: 29, column: 12, scope: !39)
!127 = !DILocation(line: 29, column: 19, scope: !39)
!128 = !DILocation(line: 29, column: 10, scope: !39)
!129 = !DILocation(line: 30, column: 10, scope: !39)
!130 = !DILocation(line: 30, column: 3, scope: !39)
!131 = !DILocation(line: 30, column: 13, scope: !39)
!132 = !DILocation(line: 31, column: 3, scope: !39)
!133 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !134, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!134 = !DISubroutineType(types: !135)
!135 = !{!22}
!136 = !DILocalVariable(name: "t", scope: !133, file: !2, line: 35, type: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !138, size: 128, elements: !5)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !139, line: 27, baseType: !140)
!139 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!140 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!141 = !DILocation(line: 35, column: 13, scope: !133)
!142 = !DILocalVariable(name: "id", scope: !133, file: !2, line: 36, type: !26)
!143 = !DILocation(line: 36, column: 7, scope: !133)
!144 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 37, type: !22)
!145 = !DILocation(line: 37, column: 7, scope: !133)
!146 = !DILocation(line: 38, column: 10, scope: !147)
!147 = distinct !DILexicalBlock(scope: !133, file: !2, line: 38, column: 3)
!148 = !DILocation(line: 38, column: 8, scope: !147)
!149 = !DILocation(line: 38, column: 15, scope: !150)
!150 = distinct !DILexicalBlock(scope: !147, file: !2, line: 38, column: 3)
!151 = !DILocation(line: 38, column: 17, scope: !150)
!152 = !DILocation(line: 38, column: 3, scope: !147)
!153 = !DILocation(line: 39, column: 13, scope: !154)
!154 = distinct !DILexicalBlock(scope: !150, file: !2, line: 38, column: 27)
!155 = !DILocation(line: 39, column: 8, scope: !154)
!156 = !DILocation(line: 39, column: 5, scope: !154)
!157 = !DILocation(line: 39, column: 11, scope: !154)
!158 = !DILocation(line: 40, column: 23, scope: !154)
!159 = !DILocation(line: 40, column: 21, scope: !154)
!160 = !DILocation(line: 40, column: 44, scope: !154)
!161 = !DILocation(line: 40, column: 41, scope: !154)
!162 = !DILocation(line: 40, column: 5, scope: !154)
!163 = !DILocation(line: 41, column: 3, scope: !154)
!164 = !DILocation(line: 38, column: 23, scope: !150)
!165 = !DILocation(line: 38, column: 3, scope: !150)
!166 = distinct !{!166, !152, !167, !76}
!167 = !DILocation(line: 41, column: 3, scope: !147)
!168 = !DILocation(line: 42, column: 10, scope: !169)
!169 = distinct !DILexicalBlock(scope: !133, file: !2, line: 42, column: 3)
!170 = !DILocation(line: 42, column: 8, scope: !169)
!171 = !DILocation(line: 42, column: 15, scope: !172)
!172 = distinct !DILexicalBlock(scope: !169, file: !2, line: 42, column: 3)
!173 = !DILocation(line: 42, column: 17, scope: !172)
!174 = !DILocation(line: 42, column: 3, scope: !169)
!175 = !DILocation(line: 43, column: 20, scope: !172)
!176 = !DILocation(line: 43, column: 18, scope: !172)
!177 = !DILocation(line: 43, column: 5, scope: !172)
!178 = !DILocation(line: 42, column: 23, scope: !172)
!179 = !DILocation(line: 42, column: 3, scope: !172)
!180 = distinct !{!180, !174, !181, !76}
!181 = !DILocation(line: 43, column: 25, scope: !169)
!182 = !DILocation(line: 44, column: 3, scope: !133)
