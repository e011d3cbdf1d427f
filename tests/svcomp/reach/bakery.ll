; ModuleID = 'bakery.c'
source_filename = "bakery.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"bakery.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@choosing = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !17
@number = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !24
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 22, i32 23 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 25, i32 19 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 27, i32 23 }, ptr @0 }
@inside = dso_local global i32 0, align 4, !dbg !29
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 34, i32 19 }, ptr @0 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 37, i32 19 }, ptr @0 }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 46, i32 23 }, ptr @0 }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 50, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !40 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #6, !dbg !43
  unreachable, !dbg !43
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @customer(ptr noundef %0) #0 !dbg !44 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !49, !DIExpression(), !50)
    #dbg_declare(ptr %3, !51, !DIExpression(), !52)
  %6 = load ptr, ptr %2, align 4, !dbg !53
  %7 = load i32, ptr %6, align 4, !dbg !54
  store i32 %7, ptr %3, align 4, !dbg !52
    #dbg_declare(ptr %4, !55, !DIExpression(), !56)
    #dbg_declare(ptr %5, !57, !DIExpression(), !58)
  %8 = load i32, ptr %3, align 4, !dbg !59
  %9 = getelementptr inbounds [3 x i32], ptr @choosing, i32 0, i32 %8, !dbg !60
  store i32 1, ptr %9, align 4, !dbg !61
  store i32 0, ptr %5, align 4, !dbg !62
  store i32 0, ptr %4, align 4, !dbg !63
  br label %10, !dbg !65

10:                                               ; preds = %31, %1
  %11 = load i32, ptr %4, align 4, !dbg !66
  %12 = icmp slt i32 %11, 3, !dbg !68
  br i1 %12, label %13, label %32, !dbg !69

13:                                               ; preds = %10
  %14 = load i32, ptr %4, align 4, !dbg !70
  %15 = getelementptr inbounds [3 x i32], ptr @number, i32 0, i32 %14, !dbg !72
  %16 = load i32, ptr %15, align 4, !dbg !72
  %17 = load i32, ptr %5, align 4, !dbg !73
  %18 = icmp sgt i32 %16, %17, !dbg !74
  br i1 %18, label %19, label %23, !dbg !75

19:                                               ; preds = %13
  %20 = load i32, ptr %4, align 4, !dbg !76
  %21 = getelementptr inbounds [3 x i32], ptr @number, i32 0, i32 %20, !dbg !77
  %22 = load i32, ptr %21, align 4, !dbg !77
  store i32 %22, ptr %5, align 4, !dbg !78
  br label %23, !dbg !79

23:                                               ; preds = %19, %13
  br label %24, !dbg !73

24:                                               ; preds = %23
  %25 = load i32, ptr %4, align 4, !dbg !80
  %26 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %25, i32 1), !dbg !80, !nosanitize !48
  %27 = extractvalue { i32, i1 } %26, 0, !dbg !80, !nosanitize !48
  %28 = extractvalue { i32, i1 } %26, 1, !dbg !80, !nosanitize !48
  %29 = xor i1 %28, true, !dbg !80, !nosanitize !48
  br i1 %29, label %31, label %30, !dbg !80, !prof !81, !nosanitize !48

30:                                               ; preds = %24
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %25, i32 1) #7, !dbg !80, !nosanitize !48
  br label %31, !dbg !80, !nosanitize !48

31:                                               ; preds = %30, %24
  store i32 %27, ptr %4, align 4, !dbg !80
  br label %10, !dbg !82, !llvm.loop !83

32:                                               ; preds = %10
  %33 = load i32, ptr %5, align 4, !dbg !86
  %34 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %33, i32 1), !dbg !87, !nosanitize !48
  %35 = extractvalue { i32, i1 } %34, 0, !dbg !87, !nosanitize !48
  %36 = extractvalue { i32, i1 } %34, 1, !dbg !87, !nosanitize !48
  %37 = xor i1 %36, true, !dbg !87, !nosanitize !48
  br i1 %37, label %39, label %38, !dbg !87, !prof !81, !nosanitize !48

38:                                               ; preds = %32
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %33, i32 1) #7, !dbg !87, !nosanitize !48
  br label %39, !dbg !87, !nosanitize !48

39:                                               ; preds = %38, %32
  %40 = load i32, ptr %3, align 4, !dbg !88
  %41 = getelementptr inbounds [3 x i32], ptr @number, i32 0, i32 %40, !dbg !89
  store i32 %35, ptr %41, align 4, !dbg !90
  %42 = load i32, ptr %3, align 4, !dbg !91
  %43 = getelementptr inbounds [3 x i32], ptr @choosing, i32 0, i32 %42, !dbg !92
  store i32 0, ptr %43, align 4, !dbg !93
  store i32 0, ptr %4, align 4, !dbg !94
  br label %44, !dbg !96

44:                                               ; preds = %95, %39
  %45 = load i32, ptr %4, align 4, !dbg !97
  %46 = icmp slt i32 %45, 3, !dbg !99
  br i1 %46, label %47, label %96, !dbg !100

47:                                               ; preds = %44
  br label %48, !dbg !101

48:                                               ; preds = %53, %47
  %49 = load i32, ptr %4, align 4, !dbg !103
  %50 = getelementptr inbounds [3 x i32], ptr @choosing, i32 0, i32 %49, !dbg !104
  %51 = load i32, ptr %50, align 4, !dbg !104
  %52 = icmp ne i32 %51, 0, !dbg !101
  br i1 %52, label %53, label %54, !dbg !101

53:                                               ; preds = %48
  br label %48, !dbg !101, !llvm.loop !105

54:                                               ; preds = %48
  br label %55, !dbg !107

55:                                               ; preds = %86, %54
  %56 = load i32, ptr %4, align 4, !dbg !108
  %57 = getelementptr inbounds [3 x i32], ptr @number, i32 0, i32 %56, !dbg !109
  %58 = load i32, ptr %57, align 4, !dbg !109
  %59 = icmp ne i32 %58, 0, !dbg !110
  br i1 %59, label %60, label %84, !dbg !111

60:                                               ; preds = %55
  %61 = load i32, ptr %4, align 4, !dbg !112
  %62 = getelementptr inbounds [3 x i32], ptr @number, i32 0, i32 %61, !dbg !113
  %63 = load i32, ptr %62, align 4, !dbg !113
  %64 = load i32, ptr %3, align 4, !dbg !114
  %65 = getelementptr inbounds [3 x i32], ptr @number, i32 0, i32 %64, !dbg !115
  %66 = load i32, ptr %65, align 4, !dbg !115
  %67 = icmp slt i32 %63, %66, !dbg !116
  br i1 %67, label %82, label %68, !dbg !117

68:                                               ; preds = %60
  %69 = load i32, ptr %4, align 4, !dbg !118
  %70 = getelementptr inbounds [3 x i32], ptr @number, i32 0, i32 %69, !dbg !119
  %71 = load i32, ptr %70, align 4, !dbg !119
  %72 = load i32, ptr %3, align 4, !dbg !120
  %73 = getelementptr inbounds [3 x i32], ptr @number, i32 0, i32 %72, !dbg !121
  %74 = load i32, ptr %73, align 4, !dbg !121
  %75 = icmp eq i32 %71, %74, !dbg !122
  br i1 %75, label %76, label %80, !dbg !123

76:                                               ; preds = %68
  %77 = load i32, ptr %4, align 4, !dbg !124
  %78 = load i32, ptr %3, align 4, !dbg !125
  %79 = icmp slt i32 %77, %78, !dbg !126
  br label %80

80:                                               ; preds = %76, %68
  %81 = phi i1 [ false, %68 ], [ %79, %76 ], !dbg !127
  br label %82, !dbg !117

82:                                               ; preds = %80, %60
  %83 = phi i1 [ true, %60 ], [ %81, %80 ]
  br label %84

84:                                               ; preds = %82, %55
  %85 = phi i1 [ false, %55 ], [ %83, %82 ], !dbg !127
  br i1 %85, label %86, label %87, !dbg !107

86:                                               ; preds = %84
  br label %55, !dbg !107, !llvm.loop !128

87:                                               ; preds = %84
  br label %88, !dbg !130

88:                                               ; preds = %87
  %89 = load i32, ptr %4, align 4, !dbg !131
  %90 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %89, i32 1), !dbg !131, !nosanitize !48
  %91 = extractvalue { i32, i1 } %90, 0, !dbg !131, !nosanitize !48
  %92 = extractvalue { i32, i1 } %90, 1, !dbg !131, !nosanitize !48
  %93 = xor i1 %92, true, !dbg !131, !nosanitize !48
  br i1 %93, label %95, label %94, !dbg !131, !prof !81, !nosanitize !48

94:                                               ; preds = %88
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %89, i32 1) #7, !dbg !131, !nosanitize !48
  br label %95, !dbg !131, !nosanitize !48

95:                                               ; preds = %94, %88
  store i32 %91, ptr %4, align 4, !dbg !131
  br label %44, !dbg !132, !llvm.loop !133

96:                                               ; preds = %44
  %97 = load i32, ptr @inside, align 4, !dbg !135
  %98 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %97, i32 1), !dbg !136, !nosanitize !48
  %99 = extractvalue { i32, i1 } %98, 0, !dbg !136, !nosanitize !48
  %100 = extractvalue { i32, i1 } %98, 1, !dbg !136, !nosanitize !48
  %101 = xor i1 %100, true, !dbg !136, !nosanitize !48
  br i1 %101, label %103, label %102, !dbg !136, !prof !81, !nosanitize !48

102:                                              ; preds = %96
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %97, i32 1) #7, !dbg !136, !nosanitize !48
  br label %103, !dbg !136, !nosanitize !48

103:                                              ; preds = %102, %96
  store i32 %99, ptr @inside, align 4, !dbg !137
  %104 = load i32, ptr @inside, align 4, !dbg !138
  %105 = icmp ne i32 %104, 1, !dbg !140
  br i1 %105, label %106, label %107, !dbg !141

106:                                              ; preds = %103
  call void @reach_error(), !dbg !142
  br label %107, !dbg !142

107:                                              ; preds = %106, %103
  %108 = load i32, ptr @inside, align 4, !dbg !143
  %109 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %108, i32 1), !dbg !144, !nosanitize !48
  %110 = extractvalue { i32, i1 } %109, 0, !dbg !144, !nosanitize !48
  %111 = extractvalue { i32, i1 } %109, 1, !dbg !144, !nosanitize !48
  %112 = xor i1 %111, true, !dbg !144, !nosanitize !48
  br i1 %112, label %114, label %113, !dbg !144, !prof !81, !nosanitize !48

113:                                              ; preds = %107
  call void @__ubsan_handle_sub_overflow(ptr @5, i32 %108, i32 1) #7, !dbg !144, !nosanitize !48
  br label %114, !dbg !144, !nosanitize !48

114:                                              ; preds = %113, %107
  store i32 %110, ptr @inside, align 4, !dbg !145
  %115 = load i32, ptr %3, align 4, !dbg !146
  %116 = getelementptr inbounds [3 x i32], ptr @number, i32 0, i32 %115, !dbg !147
  store i32 0, ptr %116, align 4, !dbg !148
  ret ptr null, !dbg !149
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !150 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i32], align 4
  %3 = alloca [3 x i32], align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !153, !DIExpression(), !158)
    #dbg_declare(ptr %3, !159, !DIExpression(), !160)
    #dbg_declare(ptr %4, !161, !DIExpression(), !162)
  store i32 0, ptr %4, align 4, !dbg !163
  br label %5, !dbg !165

5:                                                ; preds = %24, %0
  %6 = load i32, ptr %4, align 4, !dbg !166
  %7 = icmp slt i32 %6, 3, !dbg !168
  br i1 %7, label %8, label %25, !dbg !169

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !170
  %10 = load i32, ptr %4, align 4, !dbg !172
  %11 = getelementptr inbounds [3 x i32], ptr %3, i32 0, i32 %10, !dbg !173
  store i32 %9, ptr %11, align 4, !dbg !174
  %12 = load i32, ptr %4, align 4, !dbg !175
  %13 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %12, !dbg !176
  %14 = load i32, ptr %4, align 4, !dbg !177
  %15 = getelementptr inbounds [3 x i32], ptr %3, i32 0, i32 %14, !dbg !178
  %16 = call i32 @pthread_create(ptr noundef %13, ptr noundef null, ptr noundef @customer, ptr noundef %15) #7, !dbg !179
  br label %17, !dbg !180

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4, !dbg !181
  %19 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %18, i32 1), !dbg !181, !nosanitize !48
  %20 = extractvalue { i32, i1 } %19, 0, !dbg !181, !nosanitize !48
  %21 = extractvalue { i32, i1 } %19, 1, !dbg !181, !nosanitize !48
  %22 = xor i1 %21, true, !dbg !181, !nosanitize !48
  br i1 %22, label %24, label %23, !dbg !181, !prof !81, !nosanitize !48

23:                                               ; preds = %17
  call void @__ubsan_handle_add_overflow(ptr @6, i32 %18, i32 1) #7, !dbg !181, !nosanitize !48
  br label %24, !dbg !181, !nosanitize !48

24:                                               ; preds = %23, %17
  store i32 %20, ptr %4, align 4, !dbg !181
  br label %5, !dbg !182, !llvm.loop !183

25:                                               ; preds = %5
  store i32 0, ptr %4, align 4, !dbg !185
  br label %26, !dbg !187

26:                                               ; preds = %41, %25
  %27 = load i32, ptr %4, align 4, !dbg !188
  %28 = icmp slt i32 %27, 3, !dbg !190
  br i1 %28, label %29, label %42, !dbg !191

29:                                               ; preds = %26
  %30 = load i32, ptr %4, align 4, !dbg !192
  %31 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %30, !dbg !193
  %32 = load i32, ptr %31, align 4, !dbg !193
  %33 = call i32 @pthread_join(i32 noundef %32, ptr noundef null), !dbg !194
  br label %34, !dbg !194

34:                                               ; preds = %29
  %35 = load i32, ptr %4, align 4, !dbg !195
  %36 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %35, i32 1), !dbg !195, !nosanitize !48
  %37 = extractvalue { i32, i1 } %36, 0, !dbg !195, !nosanitize !48
  %38 = extractvalue { i32, i1 } %36, 1, !dbg !195, !nosanitize !48
  %39 = xor i1 %38, true, !dbg !195, !nosanitize !48
  br i1 %39, label %41, label %40, !dbg !195, !prof !81, !nosanitize !48

40:                                               ; preds = %34
  call void @__ubsan_handle_add_overflow(ptr @7, i32 %35, i32 1) #7, !dbg !195, !nosanitize !48
  br label %41, !dbg !195, !nosanitize !48

41:                                               ; preds = %40, %34
  store i32 %37, ptr %4, align 4, !dbg !195
  br label %26, !dbg !196, !llvm.loop !197

42:                                               ; preds = %26
  ret i32 0, !dbg !199
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bakery.c", directory: ".", checksumkind: CSK_MD5, checksum: "22f603545320f8b57af663ef32b9a365")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "choosing", scope: !19, file: !2, line: 13, type: !26, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !23, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 32)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!0, !7, !12, !17, !24, !29}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "number", scope: !19, file: !2, line: 14, type: !26, isLocal: false, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 96, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 3)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "inside", scope: !19, file: !2, line: 15, type: !22, isLocal: false, isDefinition: true)
!31 = !{i32 1, !"NumRegisterParameters", i32 0}
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"frame-pointer", i32 2}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !41, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !19)
!41 = !DISubroutineType(types: !42)
!42 = !{null}
!43 = !DILocation(line: 7, column: 22, scope: !40)
!44 = distinct !DISubprogram(name: "customer", scope: !2, file: !2, line: 17, type: !45, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !48)
!45 = !DISubroutineType(types: !46)
!46 = !{!47, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!48 = !{}
!49 = !DILocalVariable(name: "arg", arg: 1, scope: !44, file: !2, line: 17, type: !47)
!50 = !DILocation(line: 17, column: 22, scope: !44)
!51 = !DILocalVariable(name: "i", scope: !44, file: !2, line: 18, type: !22)
!52 = !DILocation(line: 18, column: 7, scope: !44)
!53 = !DILocation(line: 18, column: 19, scope: !44)
!54 = !DILocation(line: 18, column: 11, scope: !44)
!55 = !DILocalVariable(name: "j", scope: !44, file: !2, line: 19, type: !22)
!56 = !DILocation(line: 19, column: 7, scope: !44)
!57 = !DILocalVariable(name: "max", scope: !44, file: !2, line: 19, type: !22)
!58 = !DILocation(line: 19, column: 10, scope: !44)
!59 = !DILocation(line: 20, column: 12, scope: !44)
!60 = !DILocation(line: 20, column: 3, scope: !44)
!61 = !DILocation(line: 20, column: 15, scope: !44)
!62 = !DILocation(line: 21, column: 7, scope: !44)
!63 = !DILocation(line: 22, column: 10, scope: !64)
!64 = distinct !DILexicalBlock(scope: !44, file: !2, line: 22, column: 3)
!65 = !DILocation(line: 22, column: 8, scope: !64)
!66 = !DILocation(line: 22, column: 15, scope: !67)
!67 = distinct !DILexicalBlock(scope: !64, file: !2, line: 22, column: 3)
!68 = !DILocation(line: 22, column: 17, scope: !67)
!69 = !DILocation(line: 22, column: 3, scope: !64)
!70 = !DILocation(line: 23, column: 16, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !2, line: 23, column: 9)
!72 = !DILocation(line: 23, column: 9, scope: !71)
!73 = !DILocation(line: 23, column: 21, scope: !71)
!74 = !DILocation(line: 23, column: 19, scope: !71)
!75 = !DILocation(line: 23, column: 9, scope: !67)
!76 = !DILocation(line: 24, column: 20, scope: !71)
!77 = !DILocation(line: 24, column: 13, scope: !71)
!78 = !DILocation(line: 24, column: 11, scope: !71)
!79 = !DILocation(line: 24, column: 7, scope: !71)
!80 = !DILocation(line: 22, column: 23, scope: !67)
!81 = !{!"branch_weights", i32 1048575, i32 1}
!82 = !DILocation(line: 22, column: 3, scope: !67)
!83 = distinct !{!83, !69, !84, !85}
!84 = !DILocation(line: 24, column: 21, scope: !64)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 25, column: 15, scope: !44)
!87 = !DILocation(line: 25, column: 19, scope: !44)
!88 = !DILocation(line: 25, column: 10, scope: !44)
!89 = !DILocation(line: 25, column: 3, scope: !44)
!90 = !DILocation(line: 25, column: 13, scope: !44)
!91 = !DILocation(line: 26, column: 12, scope: !44)
!92 = !DILocation(line: 26, column: 3, scope: !44)
!93 = !DILocation(line: 26, column: 15, scope: !44)
!94 = !DILocation(line: 27, column: 10, scope: !95)
!95 = distinct !DILexicalBlock(scope: !44, file: !2, line: 27, column: 3)
!96 = !DILocation(line: 27, column: 8, scope: !95)
!97 = !DILocation(line: 27, column: 15, scope: !98)
!98 = distinct !DILexicalBlock(scope: !95, file: !2, line: 27, column: 3)
!99 = !DILocation(line: 27, column: 17, scope: !98)
!100 = !DILocation(line: 27, column: 3, scope: !95)
!101 = !DILocation(line: 28, column: 5, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !2, line: 27, column: 27)
!103 = !DILocation(line: 28, column: 21, scope: !102)
!104 = !DILocation(line: 28, column: 12, scope: !102)
!105 = distinct !{!105, !101, !106, !85}
!106 = !DILocation(line: 29, column: 5, scope: !102)
!107 = !DILocation(line: 30, column: 5, scope: !102)
!108 = !DILocation(line: 30, column: 19, scope: !102)
!109 = !DILocation(line: 30, column: 12, scope: !102)
!110 = !DILocation(line: 30, column: 22, scope: !102)
!111 = !DILocation(line: 30, column: 27, scope: !102)
!112 = !DILocation(line: 31, column: 20, scope: !102)
!113 = !DILocation(line: 31, column: 13, scope: !102)
!114 = !DILocation(line: 31, column: 32, scope: !102)
!115 = !DILocation(line: 31, column: 25, scope: !102)
!116 = !DILocation(line: 31, column: 23, scope: !102)
!117 = !DILocation(line: 31, column: 35, scope: !102)
!118 = !DILocation(line: 31, column: 46, scope: !102)
!119 = !DILocation(line: 31, column: 39, scope: !102)
!120 = !DILocation(line: 31, column: 59, scope: !102)
!121 = !DILocation(line: 31, column: 52, scope: !102)
!122 = !DILocation(line: 31, column: 49, scope: !102)
!123 = !DILocation(line: 31, column: 62, scope: !102)
!124 = !DILocation(line: 31, column: 65, scope: !102)
!125 = !DILocation(line: 31, column: 69, scope: !102)
!126 = !DILocation(line: 31, column: 67, scope: !102)
!127 = !DILocation(line: 0, scope: !102)
!128 = distinct !{!128, !107, !129, !85}
!129 = !DILocation(line: 32, column: 5, scope: !102)
!130 = !DILocation(line: 33, column: 3, scope: !102)
!131 = !DILocation(line: 27, column: 23, scope: !98)
!132 = !DILocation(line: 27, column: 3, scope: !98)
!133 = distinct !{!133, !100, !134, !85}
!134 = !DILocation(line: 33, column: 3, scope: !95)
!135 = !DILocation(line: 34, column: 12, scope: !44)
!136 = !DILocation(line: 34, column: 19, scope: !44)
!137 = !DILocation(line: 34, column: 10, scope: !44)
!138 = !DILocation(line: 35, column: 7, scope: !139)
!139 = distinct !DILexicalBlock(scope: !44, file: !2, line: 35, column: 7)
!140 = !DILocation(line: 35, column: 14, scope: !139)
!141 = !DILocation(line: 35, column: 7, scope: !44)
!142 = !DILocation(line: 36, column: 5, scope: !139)
!143 = !DILocation(line: 37, column: 12, scope: !44)
!144 = !DILocation(line: 37, column: 19, scope: !44)
!145 = !DILocation(line: 37, column: 10, scope: !44)
!146 = !DILocation(line: 38, column: 10, scope: !44)
!147 = !DILocation(line: 38, column: 3, scope: !44)
!148 = !DILocation(line: 38, column: 13, scope: !44)
!149 = !DILocation(line: 39, column: 3, scope: !44)
!150 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 42, type: !151, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !48)
!151 = !DISubroutineType(types: !152)
!152 = !{!22}
!153 = !DILocalVariable(name: "t", scope: !150, file: !2, line: 43, type: !154)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 96, elements: !27)
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !156, line: 27, baseType: !157)
!156 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!157 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!158 = !DILocation(line: 43, column: 13, scope: !150)
!159 = !DILocalVariable(name: "id", scope: !150, file: !2, line: 44, type: !26)
!160 = !DILocation(line: 44, column: 7, scope: !150)
!161 = !DILocalVariable(name: "i", scope: !150, file: !2, line: 45, type: !22)
!162 = !DILocation(line: 45, column: 7, scope: !150)
!163 = !DILocation(line: 46, column: 10, scope: !164)
!164 = distinct !DILexicalBlock(scope: !150, file: !2, line: 46, column: 3)
!165 = !DILocation(line: 46, column: 8, scope: !164)
!166 = !DILocation(line: 46, column: 15, scope: !167)
!167 = distinct !DILexicalBlock(scope: !164, file: !2, line: 46, column: 3)
!168 = !DILocation(line: 46, column: 17, scope: !167)
!169 = !DILocation(line: 46, column: 3, scope: !164)
!170 = !DILocation(line: 47, column: 13, scope: !171)
!171 = distinct !DILexicalBlock(scope: !167, file: !2, line: 46, column: 27)
!172 = !DILocation(line: 47, column: 8, scope: !171)
!173 = !DILocation(line: 47, column: 5, scope: !171)
!174 = !DILocation(line: 47, column: 11, scope: !171)
!175 = !DILocation(line: 48, column: 23, scope: !171)
!176 = !DILocation(line: 48, column: 21, scope: !171)
!177 = !DILocation(line: 48, column: 44, scope: !171)
!178 = !DILocation(line: 48, column: 41, scope: !171)
!179 = !DILocation(line: 48, column: 5, scope: !171)
!180 = !DILocation(line: 49, column: 3, scope: !171)
!181 = !DILocation(line: 46, column: 23, scope: !167)
!182 = !DILocation(line: 46, column: 3, scope: !167)
!183 = distinct !{!183, !169, !184, !85}
!184 = !DILocation(line: 49, column: 3, scope: !164)
!185 = !DILocation(line: 50, column: 10, scope: !186)
!186 = distinct !DILexicalBlock(scope: !150, file: !2, line: 50, column: 3)
!187 = !DILocation(line: 50, column: 8, scope: !186)
!188 = !DILocation(line: 50, column: 15, scope: !189)
!189 = distinct !DILexicalBlock(scope: !186, file: !2, line: 50, column: 3)
!190 = !DILocation(line: 50, column: 17, scope: !189)
!191 = !DILocation(line: 50, column: 3, scope: !186)
!192 = !DILocation(line: 51, column: 20, scope: !189)
!193 = !DILocation(line: 51, column: 18, scope: !189)
!194 = !DILocation(line: 51, column: 5, scope: !189)
!195 = !DILocation(line: 50, column: 23, scope: !189)
!196 = !DILocation(line: 50, column: 3, scope: !189)
!197 = distinct !{!197, !191, !198, !85}
!198 = !DILocation(line: 51, column: 25, scope: !186)
!199 = !DILocation(line: 52, column: 3, scope: !150)
