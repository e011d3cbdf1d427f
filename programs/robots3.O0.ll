; ModuleID = 'robots.c'
source_filename = "robots.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.robot = type { i32, i32, i32 }

@robot_a = dso_local global %struct.robot { i32 1, i32 0, i32 0 }, align 4, !dbg !0
@robot_b = dso_local global %struct.robot { i32 2, i32 2, i32 2 }, align 4, !dbg !7
@board = dso_local global [3 x [3 x i32]] zeroinitializer, align 16, !dbg !15
@.str = private unnamed_addr constant [35 x i8] c"on_path_a(r, c) && on_path_b(r, c)\00", align 1, !dbg !23
@.str.1 = private unnamed_addr constant [9 x i8] c"robots.c\00", align 1, !dbg !29
@__PRETTY_FUNCTION__.claim = private unnamed_addr constant [37 x i8] c"void claim(struct robot *, int, int)\00", align 1, !dbg !34
@.str.2 = private unnamed_addr constant [36 x i8] c"atomic_load(&board[r][c]) == me->id\00", align 1, !dbg !40

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !53 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !57, !DIExpression(), !61)
    #dbg_declare(ptr %3, !62, !DIExpression(), !63)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @robot_main, ptr noundef @robot_a) #4, !dbg !64
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @robot_main, ptr noundef @robot_b) #4, !dbg !65
  %6 = load i64, ptr %2, align 8, !dbg !66
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !67
  %8 = load i64, ptr %3, align 8, !dbg !68
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !69
  ret i32 0, !dbg !70
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @robot_main(ptr noundef %0) #0 !dbg !71 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !74, !DIExpression(), !75)
    #dbg_declare(ptr %3, !76, !DIExpression(), !78)
  %11 = load ptr, ptr %2, align 8, !dbg !79
  store ptr %11, ptr %3, align 8, !dbg !78
    #dbg_declare(ptr %4, !80, !DIExpression(), !81)
  %12 = load ptr, ptr %3, align 8, !dbg !82
  %13 = getelementptr inbounds %struct.robot, ptr %12, i32 0, i32 0, !dbg !83
  %14 = load i32, ptr %13, align 4, !dbg !83
  %15 = icmp eq i32 %14, 1, !dbg !84
  %16 = zext i1 %15 to i32, !dbg !84
  store i32 %16, ptr %4, align 4, !dbg !81
    #dbg_declare(ptr %5, !85, !DIExpression(), !86)
  store i32 0, ptr %5, align 4, !dbg !86
    #dbg_declare(ptr %6, !87, !DIExpression(), !88)
  store i32 0, ptr %6, align 4, !dbg !88
  %17 = load ptr, ptr %3, align 8, !dbg !89
  %18 = load ptr, ptr %3, align 8, !dbg !90
  %19 = getelementptr inbounds %struct.robot, ptr %18, i32 0, i32 1, !dbg !91
  %20 = load i32, ptr %19, align 4, !dbg !91
  %21 = load ptr, ptr %3, align 8, !dbg !92
  %22 = getelementptr inbounds %struct.robot, ptr %21, i32 0, i32 2, !dbg !93
  %23 = load i32, ptr %22, align 4, !dbg !93
  call void @claim(ptr noundef %17, i32 noundef %20, i32 noundef %23), !dbg !94
  br label %24, !dbg !95

24:                                               ; preds = %44, %1
  %25 = call i32 @plan(ptr noundef %5, ptr noundef %6), !dbg !96
  %26 = icmp ne i32 %25, 0, !dbg !95
  br i1 %26, label %27, label %66, !dbg !95

27:                                               ; preds = %24
    #dbg_declare(ptr %7, !97, !DIExpression(), !99)
  %28 = load i32, ptr %4, align 4, !dbg !100
  %29 = icmp ne i32 %28, 0, !dbg !100
  br i1 %29, label %30, label %32, !dbg !100

30:                                               ; preds = %27
  %31 = load i32, ptr %5, align 4, !dbg !101
  br label %35, !dbg !100

32:                                               ; preds = %27
  %33 = load i32, ptr %6, align 4, !dbg !102
  %34 = sub nsw i32 2, %33, !dbg !103
  br label %35, !dbg !100

35:                                               ; preds = %32, %30
  %36 = phi i32 [ %31, %30 ], [ %34, %32 ], !dbg !100
  store i32 %36, ptr %7, align 4, !dbg !99
    #dbg_declare(ptr %8, !104, !DIExpression(), !105)
  %37 = load i32, ptr %4, align 4, !dbg !106
  %38 = icmp ne i32 %37, 0, !dbg !106
  br i1 %38, label %39, label %41, !dbg !106

39:                                               ; preds = %35
  %40 = load i32, ptr %6, align 4, !dbg !107
  br label %44, !dbg !106

41:                                               ; preds = %35
  %42 = load i32, ptr %5, align 4, !dbg !108
  %43 = sub nsw i32 2, %42, !dbg !109
  br label %44, !dbg !106

44:                                               ; preds = %41, %39
  %45 = phi i32 [ %40, %39 ], [ %43, %41 ], !dbg !106
  store i32 %45, ptr %8, align 4, !dbg !105
  %46 = load ptr, ptr %3, align 8, !dbg !110
  %47 = load i32, ptr %7, align 4, !dbg !111
  %48 = load i32, ptr %8, align 4, !dbg !112
  call void @claim(ptr noundef %46, i32 noundef %47, i32 noundef %48), !dbg !113
  %49 = load ptr, ptr %3, align 8, !dbg !114
  %50 = getelementptr inbounds %struct.robot, ptr %49, i32 0, i32 1, !dbg !114
  %51 = load i32, ptr %50, align 4, !dbg !114
  %52 = sext i32 %51 to i64, !dbg !114
  %53 = getelementptr inbounds [3 x [3 x i32]], ptr @board, i64 0, i64 %52, !dbg !114
  %54 = load ptr, ptr %3, align 8, !dbg !114
  %55 = getelementptr inbounds %struct.robot, ptr %54, i32 0, i32 2, !dbg !114
  %56 = load i32, ptr %55, align 4, !dbg !114
  %57 = sext i32 %56 to i64, !dbg !114
  %58 = getelementptr inbounds [3 x i32], ptr %53, i64 0, i64 %57, !dbg !114
  store i32 0, ptr %9, align 4, !dbg !114
  %59 = load i32, ptr %9, align 4, !dbg !114
  store atomic i32 %59, ptr %58 seq_cst, align 4, !dbg !114
  %60 = load i32, ptr %7, align 4, !dbg !115
  %61 = load ptr, ptr %3, align 8, !dbg !116
  %62 = getelementptr inbounds %struct.robot, ptr %61, i32 0, i32 1, !dbg !117
  store i32 %60, ptr %62, align 4, !dbg !118
  %63 = load i32, ptr %8, align 4, !dbg !119
  %64 = load ptr, ptr %3, align 8, !dbg !120
  %65 = getelementptr inbounds %struct.robot, ptr %64, i32 0, i32 2, !dbg !121
  store i32 %63, ptr %65, align 4, !dbg !122
  br label %24, !dbg !95, !llvm.loop !123

66:                                               ; preds = %24
  %67 = load ptr, ptr %3, align 8, !dbg !126
  %68 = getelementptr inbounds %struct.robot, ptr %67, i32 0, i32 1, !dbg !126
  %69 = load i32, ptr %68, align 4, !dbg !126
  %70 = sext i32 %69 to i64, !dbg !126
  %71 = getelementptr inbounds [3 x [3 x i32]], ptr @board, i64 0, i64 %70, !dbg !126
  %72 = load ptr, ptr %3, align 8, !dbg !126
  %73 = getelementptr inbounds %struct.robot, ptr %72, i32 0, i32 2, !dbg !126
  %74 = load i32, ptr %73, align 4, !dbg !126
  %75 = sext i32 %74 to i64, !dbg !126
  %76 = getelementptr inbounds [3 x i32], ptr %71, i64 0, i64 %75, !dbg !126
  store i32 0, ptr %10, align 4, !dbg !126
  %77 = load i32, ptr %10, align 4, !dbg !126
  store atomic i32 %77, ptr %76 seq_cst, align 4, !dbg !126
  ret ptr null, !dbg !127
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @claim(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !128 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !131, !DIExpression(), !132)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !133, !DIExpression(), !134)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !135, !DIExpression(), !136)
    #dbg_declare(ptr %7, !137, !DIExpression(), !138)
  %13 = load ptr, ptr %4, align 8, !dbg !139
  %14 = getelementptr inbounds %struct.robot, ptr %13, i32 0, i32 0, !dbg !140
  %15 = load i32, ptr %14, align 4, !dbg !140
  %16 = sub nsw i32 3, %15, !dbg !141
  store i32 %16, ptr %7, align 4, !dbg !138
  br label %17, !dbg !142

17:                                               ; preds = %63, %3
    #dbg_declare(ptr %8, !143, !DIExpression(), !147)
  store i32 0, ptr %8, align 4, !dbg !147
  %18 = load i32, ptr %5, align 4, !dbg !148
  %19 = sext i32 %18 to i64, !dbg !148
  %20 = getelementptr inbounds [3 x [3 x i32]], ptr @board, i64 0, i64 %19, !dbg !148
  %21 = load i32, ptr %6, align 4, !dbg !148
  %22 = sext i32 %21 to i64, !dbg !148
  %23 = getelementptr inbounds [3 x i32], ptr %20, i64 0, i64 %22, !dbg !148
  %24 = load ptr, ptr %4, align 8, !dbg !148
  %25 = getelementptr inbounds %struct.robot, ptr %24, i32 0, i32 0, !dbg !148
  %26 = load i32, ptr %25, align 4, !dbg !148
  store i32 %26, ptr %9, align 4, !dbg !148
  %27 = load i32, ptr %8, align 4, !dbg !148
  %28 = load i32, ptr %9, align 4, !dbg !148
  %29 = cmpxchg ptr %23, i32 %27, i32 %28 seq_cst seq_cst, align 4, !dbg !148
  %30 = extractvalue { i32, i1 } %29, 0, !dbg !148
  %31 = extractvalue { i32, i1 } %29, 1, !dbg !148
  br i1 %31, label %33, label %32, !dbg !148

32:                                               ; preds = %17
  store i32 %30, ptr %8, align 4, !dbg !148
  br label %33, !dbg !148

33:                                               ; preds = %32, %17
  %34 = zext i1 %31 to i8, !dbg !148
  store i8 %34, ptr %10, align 1, !dbg !148
  %35 = load i8, ptr %10, align 1, !dbg !148
  %36 = trunc i8 %35 to i1, !dbg !148
  br i1 %36, label %37, label %38, !dbg !150

37:                                               ; preds = %33
  br label %64, !dbg !151

38:                                               ; preds = %33
  %39 = load i32, ptr %5, align 4, !dbg !152
  %40 = load i32, ptr %6, align 4, !dbg !152
  %41 = call i32 @on_path_a(i32 noundef %39, i32 noundef %40), !dbg !152
  %42 = icmp ne i32 %41, 0, !dbg !152
  br i1 %42, label %43, label %49, !dbg !152

43:                                               ; preds = %38
  %44 = load i32, ptr %5, align 4, !dbg !152
  %45 = load i32, ptr %6, align 4, !dbg !152
  %46 = call i32 @on_path_b(i32 noundef %44, i32 noundef %45), !dbg !152
  %47 = icmp ne i32 %46, 0, !dbg !152
  br i1 %47, label %48, label %49, !dbg !155

48:                                               ; preds = %43
  br label %50, !dbg !155

49:                                               ; preds = %43, %38
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 84, ptr noundef @__PRETTY_FUNCTION__.claim) #5, !dbg !152
  unreachable, !dbg !152

50:                                               ; preds = %48
  br label %51, !dbg !156

51:                                               ; preds = %62, %50
  %52 = load i32, ptr %5, align 4, !dbg !157
  %53 = sext i32 %52 to i64, !dbg !157
  %54 = getelementptr inbounds [3 x [3 x i32]], ptr @board, i64 0, i64 %53, !dbg !157
  %55 = load i32, ptr %6, align 4, !dbg !157
  %56 = sext i32 %55 to i64, !dbg !157
  %57 = getelementptr inbounds [3 x i32], ptr %54, i64 0, i64 %56, !dbg !157
  %58 = load atomic i32, ptr %57 seq_cst, align 4, !dbg !157
  store i32 %58, ptr %11, align 4, !dbg !157
  %59 = load i32, ptr %11, align 4, !dbg !157
  %60 = load i32, ptr %7, align 4, !dbg !158
  %61 = icmp eq i32 %59, %60, !dbg !159
  br i1 %61, label %62, label %63, !dbg !156

62:                                               ; preds = %51
  br label %51, !dbg !156, !llvm.loop !160

63:                                               ; preds = %51
  br label %17, !dbg !162, !llvm.loop !163

64:                                               ; preds = %37
  %65 = load i32, ptr %5, align 4, !dbg !166
  %66 = sext i32 %65 to i64, !dbg !166
  %67 = getelementptr inbounds [3 x [3 x i32]], ptr @board, i64 0, i64 %66, !dbg !166
  %68 = load i32, ptr %6, align 4, !dbg !166
  %69 = sext i32 %68 to i64, !dbg !166
  %70 = getelementptr inbounds [3 x i32], ptr %67, i64 0, i64 %69, !dbg !166
  %71 = load atomic i32, ptr %70 seq_cst, align 4, !dbg !166
  store i32 %71, ptr %12, align 4, !dbg !166
  %72 = load i32, ptr %12, align 4, !dbg !166
  %73 = load ptr, ptr %4, align 8, !dbg !166
  %74 = getelementptr inbounds %struct.robot, ptr %73, i32 0, i32 0, !dbg !166
  %75 = load i32, ptr %74, align 4, !dbg !166
  %76 = icmp eq i32 %72, %75, !dbg !166
  br i1 %76, label %77, label %78, !dbg !169

77:                                               ; preds = %64
  br label %79, !dbg !169

78:                                               ; preds = %64
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 88, ptr noundef @__PRETTY_FUNCTION__.claim) #5, !dbg !166
  unreachable, !dbg !166

79:                                               ; preds = %77
  ret void, !dbg !170
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @plan(ptr noundef %0, ptr noundef %1) #0 !dbg !171 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !175, !DIExpression(), !176)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !177, !DIExpression(), !178)
    #dbg_declare(ptr %6, !179, !DIExpression(), !180)
  %7 = load ptr, ptr %4, align 8, !dbg !181
  %8 = load i32, ptr %7, align 4, !dbg !182
  %9 = sdiv i32 %8, 2, !dbg !183
  %10 = srem i32 %9, 2, !dbg !184
  %11 = icmp eq i32 %10, 0, !dbg !185
  %12 = zext i1 %11 to i32, !dbg !185
  store i32 %12, ptr %6, align 4, !dbg !180
  %13 = load ptr, ptr %4, align 8, !dbg !186
  %14 = load i32, ptr %13, align 4, !dbg !188
  %15 = srem i32 %14, 2, !dbg !189
  %16 = icmp eq i32 %15, 1, !dbg !190
  br i1 %16, label %17, label %21, !dbg !191

17:                                               ; preds = %2
  %18 = load ptr, ptr %4, align 8, !dbg !192
  %19 = load i32, ptr %18, align 4, !dbg !194
  %20 = add nsw i32 %19, 1, !dbg !194
  store i32 %20, ptr %18, align 4, !dbg !194
  store i32 1, ptr %3, align 4, !dbg !195
  br label %49, !dbg !195

21:                                               ; preds = %2
  %22 = load i32, ptr %6, align 4, !dbg !196
  %23 = icmp ne i32 %22, 0, !dbg !196
  br i1 %23, label %24, label %28, !dbg !198

24:                                               ; preds = %21
  %25 = load ptr, ptr %5, align 8, !dbg !199
  %26 = load i32, ptr %25, align 4, !dbg !200
  %27 = icmp slt i32 %26, 2, !dbg !201
  br i1 %27, label %32, label %40, !dbg !196

28:                                               ; preds = %21
  %29 = load ptr, ptr %5, align 8, !dbg !202
  %30 = load i32, ptr %29, align 4, !dbg !203
  %31 = icmp sgt i32 %30, 0, !dbg !204
  br i1 %31, label %32, label %40, !dbg !198

32:                                               ; preds = %28, %24
  %33 = load i32, ptr %6, align 4, !dbg !205
  %34 = icmp ne i32 %33, 0, !dbg !205
  %35 = zext i1 %34 to i64, !dbg !205
  %36 = select i1 %34, i32 1, i32 -1, !dbg !205
  %37 = load ptr, ptr %5, align 8, !dbg !207
  %38 = load i32, ptr %37, align 4, !dbg !208
  %39 = add nsw i32 %38, %36, !dbg !208
  store i32 %39, ptr %37, align 4, !dbg !208
  store i32 1, ptr %3, align 4, !dbg !209
  br label %49, !dbg !209

40:                                               ; preds = %28, %24
  %41 = load ptr, ptr %4, align 8, !dbg !210
  %42 = load i32, ptr %41, align 4, !dbg !212
  %43 = icmp sge i32 %42, 2, !dbg !213
  br i1 %43, label %44, label %45, !dbg !214

44:                                               ; preds = %40
  store i32 0, ptr %3, align 4, !dbg !215
  br label %49, !dbg !215

45:                                               ; preds = %40
  %46 = load ptr, ptr %4, align 8, !dbg !216
  %47 = load i32, ptr %46, align 4, !dbg !217
  %48 = add nsw i32 %47, 1, !dbg !217
  store i32 %48, ptr %46, align 4, !dbg !217
  store i32 1, ptr %3, align 4, !dbg !218
  br label %49, !dbg !218

49:                                               ; preds = %45, %44, %32, %17
  %50 = load i32, ptr %3, align 4, !dbg !219
  ret i32 %50, !dbg !219
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @on_path_a(i32 noundef %0, i32 noundef %1) #0 !dbg !220 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !223, !DIExpression(), !224)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !225, !DIExpression(), !226)
  %6 = load i32, ptr %4, align 4, !dbg !227
  %7 = srem i32 %6, 2, !dbg !229
  %8 = icmp eq i32 %7, 0, !dbg !230
  br i1 %8, label %9, label %10, !dbg !231

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4, !dbg !232
  br label %25, !dbg !232

10:                                               ; preds = %2
  %11 = load i32, ptr %5, align 4, !dbg !233
  %12 = load i32, ptr %4, align 4, !dbg !234
  %13 = sdiv i32 %12, 2, !dbg !235
  %14 = srem i32 %13, 2, !dbg !236
  %15 = icmp eq i32 %14, 0, !dbg !237
  %16 = zext i1 %15 to i64, !dbg !238
  %17 = select i1 %15, i32 2, i32 0, !dbg !238
  %18 = icmp eq i32 %11, %17, !dbg !239
  br i1 %18, label %19, label %22, !dbg !240

19:                                               ; preds = %10
  %20 = load i32, ptr %4, align 4, !dbg !241
  %21 = icmp slt i32 %20, 2, !dbg !242
  br label %22

22:                                               ; preds = %19, %10
  %23 = phi i1 [ false, %10 ], [ %21, %19 ], !dbg !243
  %24 = zext i1 %23 to i32, !dbg !240
  store i32 %24, ptr %3, align 4, !dbg !244
  br label %25, !dbg !244

25:                                               ; preds = %22, %9
  %26 = load i32, ptr %3, align 4, !dbg !245
  ret i32 %26, !dbg !245
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @on_path_b(i32 noundef %0, i32 noundef %1) #0 !dbg !246 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !247, !DIExpression(), !248)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !249, !DIExpression(), !250)
    #dbg_declare(ptr %6, !251, !DIExpression(), !252)
  %8 = load i32, ptr %5, align 4, !dbg !253
  %9 = sub nsw i32 2, %8, !dbg !254
  store i32 %9, ptr %6, align 4, !dbg !252
    #dbg_declare(ptr %7, !255, !DIExpression(), !256)
  %10 = load i32, ptr %4, align 4, !dbg !257
  %11 = sub nsw i32 2, %10, !dbg !258
  store i32 %11, ptr %7, align 4, !dbg !256
  %12 = load i32, ptr %6, align 4, !dbg !259
  %13 = srem i32 %12, 2, !dbg !261
  %14 = icmp eq i32 %13, 0, !dbg !262
  br i1 %14, label %15, label %16, !dbg !263

15:                                               ; preds = %2
  store i32 1, ptr %3, align 4, !dbg !264
  br label %31, !dbg !264

16:                                               ; preds = %2
  %17 = load i32, ptr %7, align 4, !dbg !265
  %18 = load i32, ptr %6, align 4, !dbg !266
  %19 = sdiv i32 %18, 2, !dbg !267
  %20 = srem i32 %19, 2, !dbg !268
  %21 = icmp eq i32 %20, 0, !dbg !269
  %22 = zext i1 %21 to i64, !dbg !270
  %23 = select i1 %21, i32 2, i32 0, !dbg !270
  %24 = icmp eq i32 %17, %23, !dbg !271
  br i1 %24, label %25, label %28, !dbg !272

25:                                               ; preds = %16
  %26 = load i32, ptr %6, align 4, !dbg !273
  %27 = icmp slt i32 %26, 2, !dbg !274
  br label %28

28:                                               ; preds = %25, %16
  %29 = phi i1 [ false, %16 ], [ %27, %25 ], !dbg !275
  %30 = zext i1 %29 to i32, !dbg !272
  store i32 %30, ptr %3, align 4, !dbg !276
  br label %31, !dbg !276

31:                                               ; preds = %28, %15
  %32 = load i32, ptr %3, align 4, !dbg !277
  ret i32 %32, !dbg !277
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "robot_a", scope: !2, file: !3, line: 110, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "robots.c", directory: ".", checksumkind: CSK_MD5, checksum: "a60dc3f3321235f4fb297cc836bdce6b")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !15, !23, !29, !34, !40}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "robot_b", scope: !2, file: !3, line: 111, type: !9, isLocal: false, isDefinition: true)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "robot", file: !3, line: 29, size: 96, elements: !10)
!10 = !{!11, !13, !14}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !9, file: !3, line: 30, baseType: !12, size: 32)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "row", scope: !9, file: !3, line: 31, baseType: !12, size: 32, offset: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !9, file: !3, line: 31, baseType: !12, size: 32, offset: 64)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "board", scope: !2, file: !3, line: 27, type: !17, isLocal: false, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 288, elements: !21)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !19, line: 104, baseType: !20)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!20 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !12)
!21 = !{!22, !22}
!22 = !DISubrange(count: 3)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 280, elements: !27)
!26 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!27 = !{!28}
!28 = !DISubrange(count: 35)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 72, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 9)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 296, elements: !38)
!37 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!38 = !{!39}
!39 = !DISubrange(count: 37)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 288, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 36)
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 8, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 2}
!51 = !{i32 7, !"frame-pointer", i32 2}
!52 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!53 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 113, type: !54, scopeLine: 114, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!12}
!56 = !{}
!57 = !DILocalVariable(name: "a", scope: !53, file: !3, line: 115, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !59, line: 27, baseType: !60)
!59 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DILocation(line: 115, column: 15, scope: !53)
!62 = !DILocalVariable(name: "b", scope: !53, file: !3, line: 115, type: !58)
!63 = !DILocation(line: 115, column: 18, scope: !53)
!64 = !DILocation(line: 116, column: 5, scope: !53)
!65 = !DILocation(line: 117, column: 5, scope: !53)
!66 = !DILocation(line: 118, column: 18, scope: !53)
!67 = !DILocation(line: 118, column: 5, scope: !53)
!68 = !DILocation(line: 119, column: 18, scope: !53)
!69 = !DILocation(line: 119, column: 5, scope: !53)
!70 = !DILocation(line: 120, column: 5, scope: !53)
!71 = distinct !DISubprogram(name: "robot_main", scope: !3, file: !3, line: 91, type: !72, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!72 = !DISubroutineType(types: !73)
!73 = !{!5, !5}
!74 = !DILocalVariable(name: "arg", arg: 1, scope: !71, file: !3, line: 91, type: !5)
!75 = !DILocation(line: 91, column: 31, scope: !71)
!76 = !DILocalVariable(name: "me", scope: !71, file: !3, line: 93, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!78 = !DILocation(line: 93, column: 19, scope: !71)
!79 = !DILocation(line: 93, column: 24, scope: !71)
!80 = !DILocalVariable(name: "is_a", scope: !71, file: !3, line: 94, type: !12)
!81 = !DILocation(line: 94, column: 9, scope: !71)
!82 = !DILocation(line: 94, column: 16, scope: !71)
!83 = !DILocation(line: 94, column: 20, scope: !71)
!84 = !DILocation(line: 94, column: 23, scope: !71)
!85 = !DILocalVariable(name: "line", scope: !71, file: !3, line: 96, type: !12)
!86 = !DILocation(line: 96, column: 9, scope: !71)
!87 = !DILocalVariable(name: "pos", scope: !71, file: !3, line: 96, type: !12)
!88 = !DILocation(line: 96, column: 19, scope: !71)
!89 = !DILocation(line: 97, column: 11, scope: !71)
!90 = !DILocation(line: 97, column: 15, scope: !71)
!91 = !DILocation(line: 97, column: 19, scope: !71)
!92 = !DILocation(line: 97, column: 24, scope: !71)
!93 = !DILocation(line: 97, column: 28, scope: !71)
!94 = !DILocation(line: 97, column: 5, scope: !71)
!95 = !DILocation(line: 98, column: 5, scope: !71)
!96 = !DILocation(line: 98, column: 12, scope: !71)
!97 = !DILocalVariable(name: "r", scope: !98, file: !3, line: 99, type: !12)
!98 = distinct !DILexicalBlock(scope: !71, file: !3, line: 98, column: 31)
!99 = !DILocation(line: 99, column: 13, scope: !98)
!100 = !DILocation(line: 99, column: 17, scope: !98)
!101 = !DILocation(line: 99, column: 24, scope: !98)
!102 = !DILocation(line: 99, column: 39, scope: !98)
!103 = !DILocation(line: 99, column: 37, scope: !98)
!104 = !DILocalVariable(name: "c", scope: !98, file: !3, line: 100, type: !12)
!105 = !DILocation(line: 100, column: 13, scope: !98)
!106 = !DILocation(line: 100, column: 17, scope: !98)
!107 = !DILocation(line: 100, column: 24, scope: !98)
!108 = !DILocation(line: 100, column: 38, scope: !98)
!109 = !DILocation(line: 100, column: 36, scope: !98)
!110 = !DILocation(line: 101, column: 15, scope: !98)
!111 = !DILocation(line: 101, column: 19, scope: !98)
!112 = !DILocation(line: 101, column: 22, scope: !98)
!113 = !DILocation(line: 101, column: 9, scope: !98)
!114 = !DILocation(line: 102, column: 9, scope: !98)
!115 = !DILocation(line: 103, column: 19, scope: !98)
!116 = !DILocation(line: 103, column: 9, scope: !98)
!117 = !DILocation(line: 103, column: 13, scope: !98)
!118 = !DILocation(line: 103, column: 17, scope: !98)
!119 = !DILocation(line: 104, column: 19, scope: !98)
!120 = !DILocation(line: 104, column: 9, scope: !98)
!121 = !DILocation(line: 104, column: 13, scope: !98)
!122 = !DILocation(line: 104, column: 17, scope: !98)
!123 = distinct !{!123, !95, !124, !125}
!124 = !DILocation(line: 105, column: 5, scope: !71)
!125 = !{!"llvm.loop.mustprogress"}
!126 = !DILocation(line: 106, column: 5, scope: !71)
!127 = !DILocation(line: 107, column: 5, scope: !71)
!128 = distinct !DISubprogram(name: "claim", scope: !3, file: !3, line: 69, type: !129, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!129 = !DISubroutineType(types: !130)
!130 = !{null, !77, !12, !12}
!131 = !DILocalVariable(name: "me", arg: 1, scope: !128, file: !3, line: 69, type: !77)
!132 = !DILocation(line: 69, column: 33, scope: !128)
!133 = !DILocalVariable(name: "r", arg: 2, scope: !128, file: !3, line: 69, type: !12)
!134 = !DILocation(line: 69, column: 41, scope: !128)
!135 = !DILocalVariable(name: "c", arg: 3, scope: !128, file: !3, line: 69, type: !12)
!136 = !DILocation(line: 69, column: 48, scope: !128)
!137 = !DILocalVariable(name: "other", scope: !128, file: !3, line: 71, type: !12)
!138 = !DILocation(line: 71, column: 9, scope: !128)
!139 = !DILocation(line: 71, column: 21, scope: !128)
!140 = !DILocation(line: 71, column: 25, scope: !128)
!141 = !DILocation(line: 71, column: 19, scope: !128)
!142 = !DILocation(line: 72, column: 5, scope: !128)
!143 = !DILocalVariable(name: "expected", scope: !144, file: !3, line: 79, type: !12)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 72, column: 14)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 72, column: 5)
!146 = distinct !DILexicalBlock(scope: !128, file: !3, line: 72, column: 5)
!147 = !DILocation(line: 79, column: 13, scope: !144)
!148 = !DILocation(line: 80, column: 13, scope: !149)
!149 = distinct !DILexicalBlock(scope: !144, file: !3, line: 80, column: 13)
!150 = !DILocation(line: 80, column: 13, scope: !144)
!151 = !DILocation(line: 81, column: 13, scope: !149)
!152 = !DILocation(line: 84, column: 9, scope: !153)
!153 = distinct !DILexicalBlock(scope: !154, file: !3, line: 84, column: 9)
!154 = distinct !DILexicalBlock(scope: !144, file: !3, line: 84, column: 9)
!155 = !DILocation(line: 84, column: 9, scope: !154)
!156 = !DILocation(line: 85, column: 9, scope: !144)
!157 = !DILocation(line: 85, column: 16, scope: !144)
!158 = !DILocation(line: 85, column: 45, scope: !144)
!159 = !DILocation(line: 85, column: 42, scope: !144)
!160 = distinct !{!160, !156, !161, !125}
!161 = !DILocation(line: 86, column: 13, scope: !144)
!162 = !DILocation(line: 72, column: 5, scope: !145)
!163 = distinct !{!163, !164, !165}
!164 = !DILocation(line: 72, column: 5, scope: !146)
!165 = !DILocation(line: 87, column: 5, scope: !146)
!166 = !DILocation(line: 88, column: 5, scope: !167)
!167 = distinct !DILexicalBlock(scope: !168, file: !3, line: 88, column: 5)
!168 = distinct !DILexicalBlock(scope: !128, file: !3, line: 88, column: 5)
!169 = !DILocation(line: 88, column: 5, scope: !168)
!170 = !DILocation(line: 89, column: 1, scope: !128)
!171 = distinct !DISubprogram(name: "plan", scope: !3, file: !3, line: 52, type: !172, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!172 = !DISubroutineType(types: !173)
!173 = !{!12, !174, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!175 = !DILocalVariable(name: "line", arg: 1, scope: !171, file: !3, line: 52, type: !174)
!176 = !DILocation(line: 52, column: 22, scope: !171)
!177 = !DILocalVariable(name: "pos", arg: 2, scope: !171, file: !3, line: 52, type: !174)
!178 = !DILocation(line: 52, column: 33, scope: !171)
!179 = !DILocalVariable(name: "forward", scope: !171, file: !3, line: 54, type: !12)
!180 = !DILocation(line: 54, column: 9, scope: !171)
!181 = !DILocation(line: 54, column: 21, scope: !171)
!182 = !DILocation(line: 54, column: 20, scope: !171)
!183 = !DILocation(line: 54, column: 26, scope: !171)
!184 = !DILocation(line: 54, column: 31, scope: !171)
!185 = !DILocation(line: 54, column: 35, scope: !171)
!186 = !DILocation(line: 55, column: 10, scope: !187)
!187 = distinct !DILexicalBlock(scope: !171, file: !3, line: 55, column: 9)
!188 = !DILocation(line: 55, column: 9, scope: !187)
!189 = !DILocation(line: 55, column: 15, scope: !187)
!190 = !DILocation(line: 55, column: 19, scope: !187)
!191 = !DILocation(line: 55, column: 9, scope: !171)
!192 = !DILocation(line: 56, column: 11, scope: !193)
!193 = distinct !DILexicalBlock(scope: !187, file: !3, line: 55, column: 25)
!194 = !DILocation(line: 56, column: 16, scope: !193)
!195 = !DILocation(line: 57, column: 9, scope: !193)
!196 = !DILocation(line: 59, column: 9, scope: !197)
!197 = distinct !DILexicalBlock(scope: !171, file: !3, line: 59, column: 9)
!198 = !DILocation(line: 59, column: 9, scope: !171)
!199 = !DILocation(line: 59, column: 20, scope: !197)
!200 = !DILocation(line: 59, column: 19, scope: !197)
!201 = !DILocation(line: 59, column: 24, scope: !197)
!202 = !DILocation(line: 59, column: 35, scope: !197)
!203 = !DILocation(line: 59, column: 34, scope: !197)
!204 = !DILocation(line: 59, column: 39, scope: !197)
!205 = !DILocation(line: 60, column: 17, scope: !206)
!206 = distinct !DILexicalBlock(scope: !197, file: !3, line: 59, column: 44)
!207 = !DILocation(line: 60, column: 10, scope: !206)
!208 = !DILocation(line: 60, column: 14, scope: !206)
!209 = !DILocation(line: 61, column: 9, scope: !206)
!210 = !DILocation(line: 63, column: 10, scope: !211)
!211 = distinct !DILexicalBlock(scope: !171, file: !3, line: 63, column: 9)
!212 = !DILocation(line: 63, column: 9, scope: !211)
!213 = !DILocation(line: 63, column: 15, scope: !211)
!214 = !DILocation(line: 63, column: 9, scope: !171)
!215 = !DILocation(line: 64, column: 9, scope: !211)
!216 = !DILocation(line: 65, column: 7, scope: !171)
!217 = !DILocation(line: 65, column: 12, scope: !171)
!218 = !DILocation(line: 66, column: 5, scope: !171)
!219 = !DILocation(line: 67, column: 1, scope: !171)
!220 = distinct !DISubprogram(name: "on_path_a", scope: !3, file: !3, line: 35, type: !221, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!221 = !DISubroutineType(types: !222)
!222 = !{!12, !12, !12}
!223 = !DILocalVariable(name: "r", arg: 1, scope: !220, file: !3, line: 35, type: !12)
!224 = !DILocation(line: 35, column: 26, scope: !220)
!225 = !DILocalVariable(name: "c", arg: 2, scope: !220, file: !3, line: 35, type: !12)
!226 = !DILocation(line: 35, column: 33, scope: !220)
!227 = !DILocation(line: 37, column: 9, scope: !228)
!228 = distinct !DILexicalBlock(scope: !220, file: !3, line: 37, column: 9)
!229 = !DILocation(line: 37, column: 11, scope: !228)
!230 = !DILocation(line: 37, column: 15, scope: !228)
!231 = !DILocation(line: 37, column: 9, scope: !220)
!232 = !DILocation(line: 38, column: 9, scope: !228)
!233 = !DILocation(line: 39, column: 12, scope: !220)
!234 = !DILocation(line: 39, column: 19, scope: !220)
!235 = !DILocation(line: 39, column: 21, scope: !220)
!236 = !DILocation(line: 39, column: 26, scope: !220)
!237 = !DILocation(line: 39, column: 30, scope: !220)
!238 = !DILocation(line: 39, column: 18, scope: !220)
!239 = !DILocation(line: 39, column: 14, scope: !220)
!240 = !DILocation(line: 39, column: 48, scope: !220)
!241 = !DILocation(line: 39, column: 51, scope: !220)
!242 = !DILocation(line: 39, column: 53, scope: !220)
!243 = !DILocation(line: 0, scope: !220)
!244 = !DILocation(line: 39, column: 5, scope: !220)
!245 = !DILocation(line: 40, column: 1, scope: !220)
!246 = distinct !DISubprogram(name: "on_path_b", scope: !3, file: !3, line: 42, type: !221, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!247 = !DILocalVariable(name: "r", arg: 1, scope: !246, file: !3, line: 42, type: !12)
!248 = !DILocation(line: 42, column: 26, scope: !246)
!249 = !DILocalVariable(name: "c", arg: 2, scope: !246, file: !3, line: 42, type: !12)
!250 = !DILocation(line: 42, column: 33, scope: !246)
!251 = !DILocalVariable(name: "cc", scope: !246, file: !3, line: 44, type: !12)
!252 = !DILocation(line: 44, column: 9, scope: !246)
!253 = !DILocation(line: 44, column: 22, scope: !246)
!254 = !DILocation(line: 44, column: 20, scope: !246)
!255 = !DILocalVariable(name: "rr", scope: !246, file: !3, line: 45, type: !12)
!256 = !DILocation(line: 45, column: 9, scope: !246)
!257 = !DILocation(line: 45, column: 22, scope: !246)
!258 = !DILocation(line: 45, column: 20, scope: !246)
!259 = !DILocation(line: 46, column: 9, scope: !260)
!260 = distinct !DILexicalBlock(scope: !246, file: !3, line: 46, column: 9)
!261 = !DILocation(line: 46, column: 12, scope: !260)
!262 = !DILocation(line: 46, column: 16, scope: !260)
!263 = !DILocation(line: 46, column: 9, scope: !246)
!264 = !DILocation(line: 47, column: 9, scope: !260)
!265 = !DILocation(line: 48, column: 12, scope: !246)
!266 = !DILocation(line: 48, column: 20, scope: !246)
!267 = !DILocation(line: 48, column: 23, scope: !246)
!268 = !DILocation(line: 48, column: 28, scope: !246)
!269 = !DILocation(line: 48, column: 32, scope: !246)
!270 = !DILocation(line: 48, column: 19, scope: !246)
!271 = !DILocation(line: 48, column: 15, scope: !246)
!272 = !DILocation(line: 48, column: 50, scope: !246)
!273 = !DILocation(line: 48, column: 53, scope: !246)
!274 = !DILocation(line: 48, column: 56, scope: !246)
!275 = !DILocation(line: 0, scope: !246)
!276 = !DILocation(line: 48, column: 5, scope: !246)
!277 = !DILocation(line: 49, column: 1, scope: !246)
