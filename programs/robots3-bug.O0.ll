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
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !131, !DIExpression(), !132)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !133, !DIExpression(), !134)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !135, !DIExpression(), !136)
    #dbg_declare(ptr %7, !137, !DIExpression(), !138)
  %12 = load ptr, ptr %4, align 8, !dbg !139
  %13 = getelementptr inbounds %struct.robot, ptr %12, i32 0, i32 0, !dbg !140
  %14 = load i32, ptr %13, align 4, !dbg !140
  %15 = sub nsw i32 3, %14, !dbg !141
  store i32 %15, ptr %7, align 4, !dbg !138
  br label %16, !dbg !142

16:                                               ; preds = %62, %3
  %17 = load i32, ptr %5, align 4, !dbg !143
  %18 = sext i32 %17 to i64, !dbg !143
  %19 = getelementptr inbounds [3 x [3 x i32]], ptr @board, i64 0, i64 %18, !dbg !143
  %20 = load i32, ptr %6, align 4, !dbg !143
  %21 = sext i32 %20 to i64, !dbg !143
  %22 = getelementptr inbounds [3 x i32], ptr %19, i64 0, i64 %21, !dbg !143
  %23 = load atomic i32, ptr %22 seq_cst, align 4, !dbg !143
  store i32 %23, ptr %8, align 4, !dbg !143
  %24 = load i32, ptr %8, align 4, !dbg !143
  %25 = icmp eq i32 %24, 0, !dbg !148
  br i1 %25, label %26, label %37, !dbg !149

26:                                               ; preds = %16
  %27 = load i32, ptr %5, align 4, !dbg !150
  %28 = sext i32 %27 to i64, !dbg !150
  %29 = getelementptr inbounds [3 x [3 x i32]], ptr @board, i64 0, i64 %28, !dbg !150
  %30 = load i32, ptr %6, align 4, !dbg !150
  %31 = sext i32 %30 to i64, !dbg !150
  %32 = getelementptr inbounds [3 x i32], ptr %29, i64 0, i64 %31, !dbg !150
  %33 = load ptr, ptr %4, align 8, !dbg !150
  %34 = getelementptr inbounds %struct.robot, ptr %33, i32 0, i32 0, !dbg !150
  %35 = load i32, ptr %34, align 4, !dbg !150
  store i32 %35, ptr %9, align 4, !dbg !150
  %36 = load i32, ptr %9, align 4, !dbg !150
  store atomic i32 %36, ptr %32 seq_cst, align 4, !dbg !150
  br label %63, !dbg !152

37:                                               ; preds = %16
  %38 = load i32, ptr %5, align 4, !dbg !153
  %39 = load i32, ptr %6, align 4, !dbg !153
  %40 = call i32 @on_path_a(i32 noundef %38, i32 noundef %39), !dbg !153
  %41 = icmp ne i32 %40, 0, !dbg !153
  br i1 %41, label %42, label %48, !dbg !153

42:                                               ; preds = %37
  %43 = load i32, ptr %5, align 4, !dbg !153
  %44 = load i32, ptr %6, align 4, !dbg !153
  %45 = call i32 @on_path_b(i32 noundef %43, i32 noundef %44), !dbg !153
  %46 = icmp ne i32 %45, 0, !dbg !153
  br i1 %46, label %47, label %48, !dbg !156

47:                                               ; preds = %42
  br label %49, !dbg !156

48:                                               ; preds = %42, %37
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 84, ptr noundef @__PRETTY_FUNCTION__.claim) #5, !dbg !153
  unreachable, !dbg !153

49:                                               ; preds = %47
  br label %50, !dbg !157

50:                                               ; preds = %61, %49
  %51 = load i32, ptr %5, align 4, !dbg !158
  %52 = sext i32 %51 to i64, !dbg !158
  %53 = getelementptr inbounds [3 x [3 x i32]], ptr @board, i64 0, i64 %52, !dbg !158
  %54 = load i32, ptr %6, align 4, !dbg !158
  %55 = sext i32 %54 to i64, !dbg !158
  %56 = getelementptr inbounds [3 x i32], ptr %53, i64 0, i64 %55, !dbg !158
  %57 = load atomic i32, ptr %56 seq_cst, align 4, !dbg !158
  store i32 %57, ptr %10, align 4, !dbg !158
  %58 = load i32, ptr %10, align 4, !dbg !158
  %59 = load i32, ptr %7, align 4, !dbg !159
  %60 = icmp eq i32 %58, %59, !dbg !160
  br i1 %60, label %61, label %62, !dbg !157

61:                                               ; preds = %50
  br label %50, !dbg !157, !llvm.loop !161

62:                                               ; preds = %50
  br label %16, !dbg !163, !llvm.loop !164

63:                                               ; preds = %26
  %64 = load i32, ptr %5, align 4, !dbg !167
  %65 = sext i32 %64 to i64, !dbg !167
  %66 = getelementptr inbounds [3 x [3 x i32]], ptr @board, i64 0, i64 %65, !dbg !167
  %67 = load i32, ptr %6, align 4, !dbg !167
  %68 = sext i32 %67 to i64, !dbg !167
  %69 = getelementptr inbounds [3 x i32], ptr %66, i64 0, i64 %68, !dbg !167
  %70 = load atomic i32, ptr %69 seq_cst, align 4, !dbg !167
  store i32 %70, ptr %11, align 4, !dbg !167
  %71 = load i32, ptr %11, align 4, !dbg !167
  %72 = load ptr, ptr %4, align 8, !dbg !167
  %73 = getelementptr inbounds %struct.robot, ptr %72, i32 0, i32 0, !dbg !167
  %74 = load i32, ptr %73, align 4, !dbg !167
  %75 = icmp eq i32 %71, %74, !dbg !167
  br i1 %75, label %76, label %77, !dbg !170

76:                                               ; preds = %63
  br label %78, !dbg !170

77:                                               ; preds = %63
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 88, ptr noundef @__PRETTY_FUNCTION__.claim) #5, !dbg !167
  unreachable, !dbg !167

78:                                               ; preds = %76
  ret void, !dbg !171
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @plan(ptr noundef %0, ptr noundef %1) #0 !dbg !172 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !176, !DIExpression(), !177)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !178, !DIExpression(), !179)
    #dbg_declare(ptr %6, !180, !DIExpression(), !181)
  %7 = load ptr, ptr %4, align 8, !dbg !182
  %8 = load i32, ptr %7, align 4, !dbg !183
  %9 = sdiv i32 %8, 2, !dbg !184
  %10 = srem i32 %9, 2, !dbg !185
  %11 = icmp eq i32 %10, 0, !dbg !186
  %12 = zext i1 %11 to i32, !dbg !186
  store i32 %12, ptr %6, align 4, !dbg !181
  %13 = load ptr, ptr %4, align 8, !dbg !187
  %14 = load i32, ptr %13, align 4, !dbg !189
  %15 = srem i32 %14, 2, !dbg !190
  %16 = icmp eq i32 %15, 1, !dbg !191
  br i1 %16, label %17, label %21, !dbg !192

17:                                               ; preds = %2
  %18 = load ptr, ptr %4, align 8, !dbg !193
  %19 = load i32, ptr %18, align 4, !dbg !195
  %20 = add nsw i32 %19, 1, !dbg !195
  store i32 %20, ptr %18, align 4, !dbg !195
  store i32 1, ptr %3, align 4, !dbg !196
  br label %49, !dbg !196

21:                                               ; preds = %2
  %22 = load i32, ptr %6, align 4, !dbg !197
  %23 = icmp ne i32 %22, 0, !dbg !197
  br i1 %23, label %24, label %28, !dbg !199

24:                                               ; preds = %21
  %25 = load ptr, ptr %5, align 8, !dbg !200
  %26 = load i32, ptr %25, align 4, !dbg !201
  %27 = icmp slt i32 %26, 2, !dbg !202
  br i1 %27, label %32, label %40, !dbg !197

28:                                               ; preds = %21
  %29 = load ptr, ptr %5, align 8, !dbg !203
  %30 = load i32, ptr %29, align 4, !dbg !204
  %31 = icmp sgt i32 %30, 0, !dbg !205
  br i1 %31, label %32, label %40, !dbg !199

32:                                               ; preds = %28, %24
  %33 = load i32, ptr %6, align 4, !dbg !206
  %34 = icmp ne i32 %33, 0, !dbg !206
  %35 = zext i1 %34 to i64, !dbg !206
  %36 = select i1 %34, i32 1, i32 -1, !dbg !206
  %37 = load ptr, ptr %5, align 8, !dbg !208
  %38 = load i32, ptr %37, align 4, !dbg !209
  %39 = add nsw i32 %38, %36, !dbg !209
  store i32 %39, ptr %37, align 4, !dbg !209
  store i32 1, ptr %3, align 4, !dbg !210
  br label %49, !dbg !210

40:                                               ; preds = %28, %24
  %41 = load ptr, ptr %4, align 8, !dbg !211
  %42 = load i32, ptr %41, align 4, !dbg !213
  %43 = icmp sge i32 %42, 2, !dbg !214
  br i1 %43, label %44, label %45, !dbg !215

44:                                               ; preds = %40
  store i32 0, ptr %3, align 4, !dbg !216
  br label %49, !dbg !216

45:                                               ; preds = %40
  %46 = load ptr, ptr %4, align 8, !dbg !217
  %47 = load i32, ptr %46, align 4, !dbg !218
  %48 = add nsw i32 %47, 1, !dbg !218
  store i32 %48, ptr %46, align 4, !dbg !218
  store i32 1, ptr %3, align 4, !dbg !219
  br label %49, !dbg !219

49:                                               ; preds = %45, %44, %32, %17
  %50 = load i32, ptr %3, align 4, !dbg !220
  ret i32 %50, !dbg !220
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @on_path_a(i32 noundef %0, i32 noundef %1) #0 !dbg !221 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !224, !DIExpression(), !225)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !226, !DIExpression(), !227)
  %6 = load i32, ptr %4, align 4, !dbg !228
  %7 = srem i32 %6, 2, !dbg !230
  %8 = icmp eq i32 %7, 0, !dbg !231
  br i1 %8, label %9, label %10, !dbg !232

9:                                                ; preds = %2
  store i32 1, ptr %3, align 4, !dbg !233
  br label %25, !dbg !233

10:                                               ; preds = %2
  %11 = load i32, ptr %5, align 4, !dbg !234
  %12 = load i32, ptr %4, align 4, !dbg !235
  %13 = sdiv i32 %12, 2, !dbg !236
  %14 = srem i32 %13, 2, !dbg !237
  %15 = icmp eq i32 %14, 0, !dbg !238
  %16 = zext i1 %15 to i64, !dbg !239
  %17 = select i1 %15, i32 2, i32 0, !dbg !239
  %18 = icmp eq i32 %11, %17, !dbg !240
  br i1 %18, label %19, label %22, !dbg !241

19:                                               ; preds = %10
  %20 = load i32, ptr %4, align 4, !dbg !242
  %21 = icmp slt i32 %20, 2, !dbg !243
  br label %22

22:                                               ; preds = %19, %10
  %23 = phi i1 [ false, %10 ], [ %21, %19 ], !dbg !244
  %24 = zext i1 %23 to i32, !dbg !241
  store i32 %24, ptr %3, align 4, !dbg !245
  br label %25, !dbg !245

25:                                               ; preds = %22, %9
  %26 = load i32, ptr %3, align 4, !dbg !246
  ret i32 %26, !dbg !246
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @on_path_b(i32 noundef %0, i32 noundef %1) #0 !dbg !247 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !248, !DIExpression(), !249)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !250, !DIExpression(), !251)
    #dbg_declare(ptr %6, !252, !DIExpression(), !253)
  %8 = load i32, ptr %5, align 4, !dbg !254
  %9 = sub nsw i32 2, %8, !dbg !255
  store i32 %9, ptr %6, align 4, !dbg !253
    #dbg_declare(ptr %7, !256, !DIExpression(), !257)
  %10 = load i32, ptr %4, align 4, !dbg !258
  %11 = sub nsw i32 2, %10, !dbg !259
  store i32 %11, ptr %7, align 4, !dbg !257
  %12 = load i32, ptr %6, align 4, !dbg !260
  %13 = srem i32 %12, 2, !dbg !262
  %14 = icmp eq i32 %13, 0, !dbg !263
  br i1 %14, label %15, label %16, !dbg !264

15:                                               ; preds = %2
  store i32 1, ptr %3, align 4, !dbg !265
  br label %31, !dbg !265

16:                                               ; preds = %2
  %17 = load i32, ptr %7, align 4, !dbg !266
  %18 = load i32, ptr %6, align 4, !dbg !267
  %19 = sdiv i32 %18, 2, !dbg !268
  %20 = srem i32 %19, 2, !dbg !269
  %21 = icmp eq i32 %20, 0, !dbg !270
  %22 = zext i1 %21 to i64, !dbg !271
  %23 = select i1 %21, i32 2, i32 0, !dbg !271
  %24 = icmp eq i32 %17, %23, !dbg !272
  br i1 %24, label %25, label %28, !dbg !273

25:                                               ; preds = %16
  %26 = load i32, ptr %6, align 4, !dbg !274
  %27 = icmp slt i32 %26, 2, !dbg !275
  br label %28

28:                                               ; preds = %25, %16
  %29 = phi i1 [ false, %16 ], [ %27, %25 ], !dbg !276
  %30 = zext i1 %29 to i32, !dbg !273
  store i32 %30, ptr %3, align 4, !dbg !277
  br label %31, !dbg !277

31:                                               ; preds = %28, %15
  %32 = load i32, ptr %3, align 4, !dbg !278
  ret i32 %32, !dbg !278
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
!143 = !DILocation(line: 74, column: 13, scope: !144)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 74, column: 13)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 72, column: 14)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 72, column: 5)
!147 = distinct !DILexicalBlock(scope: !128, file: !3, line: 72, column: 5)
!148 = !DILocation(line: 74, column: 39, scope: !144)
!149 = !DILocation(line: 74, column: 13, scope: !145)
!150 = !DILocation(line: 75, column: 13, scope: !151)
!151 = distinct !DILexicalBlock(scope: !144, file: !3, line: 74, column: 45)
!152 = !DILocation(line: 76, column: 13, scope: !151)
!153 = !DILocation(line: 84, column: 9, scope: !154)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 84, column: 9)
!155 = distinct !DILexicalBlock(scope: !145, file: !3, line: 84, column: 9)
!156 = !DILocation(line: 84, column: 9, scope: !155)
!157 = !DILocation(line: 85, column: 9, scope: !145)
!158 = !DILocation(line: 85, column: 16, scope: !145)
!159 = !DILocation(line: 85, column: 45, scope: !145)
!160 = !DILocation(line: 85, column: 42, scope: !145)
!161 = distinct !{!161, !157, !162, !125}
!162 = !DILocation(line: 86, column: 13, scope: !145)
!163 = !DILocation(line: 72, column: 5, scope: !146)
!164 = distinct !{!164, !165, !166}
!165 = !DILocation(line: 72, column: 5, scope: !147)
!166 = !DILocation(line: 87, column: 5, scope: !147)
!167 = !DILocation(line: 88, column: 5, scope: !168)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 88, column: 5)
!169 = distinct !DILexicalBlock(scope: !128, file: !3, line: 88, column: 5)
!170 = !DILocation(line: 88, column: 5, scope: !169)
!171 = !DILocation(line: 89, column: 1, scope: !128)
!172 = distinct !DISubprogram(name: "plan", scope: !3, file: !3, line: 52, type: !173, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!173 = !DISubroutineType(types: !174)
!174 = !{!12, !175, !175}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!176 = !DILocalVariable(name: "line", arg: 1, scope: !172, file: !3, line: 52, type: !175)
!177 = !DILocation(line: 52, column: 22, scope: !172)
!178 = !DILocalVariable(name: "pos", arg: 2, scope: !172, file: !3, line: 52, type: !175)
!179 = !DILocation(line: 52, column: 33, scope: !172)
!180 = !DILocalVariable(name: "forward", scope: !172, file: !3, line: 54, type: !12)
!181 = !DILocation(line: 54, column: 9, scope: !172)
!182 = !DILocation(line: 54, column: 21, scope: !172)
!183 = !DILocation(line: 54, column: 20, scope: !172)
!184 = !DILocation(line: 54, column: 26, scope: !172)
!185 = !DILocation(line: 54, column: 31, scope: !172)
!186 = !DILocation(line: 54, column: 35, scope: !172)
!187 = !DILocation(line: 55, column: 10, scope: !188)
!188 = distinct !DILexicalBlock(scope: !172, file: !3, line: 55, column: 9)
!189 = !DILocation(line: 55, column: 9, scope: !188)
!190 = !DILocation(line: 55, column: 15, scope: !188)
!191 = !DILocation(line: 55, column: 19, scope: !188)
!192 = !DILocation(line: 55, column: 9, scope: !172)
!193 = !DILocation(line: 56, column: 11, scope: !194)
!194 = distinct !DILexicalBlock(scope: !188, file: !3, line: 55, column: 25)
!195 = !DILocation(line: 56, column: 16, scope: !194)
!196 = !DILocation(line: 57, column: 9, scope: !194)
!197 = !DILocation(line: 59, column: 9, scope: !198)
!198 = distinct !DILexicalBlock(scope: !172, file: !3, line: 59, column: 9)
!199 = !DILocation(line: 59, column: 9, scope: !172)
!200 = !DILocation(line: 59, column: 20, scope: !198)
!201 = !DILocation(line: 59, column: 19, scope: !198)
!202 = !DILocation(line: 59, column: 24, scope: !198)
!203 = !DILocation(line: 59, column: 35, scope: !198)
!204 = !DILocation(line: 59, column: 34, scope: !198)
!205 = !DILocation(line: 59, column: 39, scope: !198)
!206 = !DILocation(line: 60, column: 17, scope: !207)
!207 = distinct !DILexicalBlock(scope: !198, file: !3, line: 59, column: 44)
!208 = !DILocation(line: 60, column: 10, scope: !207)
!209 = !DILocation(line: 60, column: 14, scope: !207)
!210 = !DILocation(line: 61, column: 9, scope: !207)
!211 = !DILocation(line: 63, column: 10, scope: !212)
!212 = distinct !DILexicalBlock(scope: !172, file: !3, line: 63, column: 9)
!213 = !DILocation(line: 63, column: 9, scope: !212)
!214 = !DILocation(line: 63, column: 15, scope: !212)
!215 = !DILocation(line: 63, column: 9, scope: !172)
!216 = !DILocation(line: 64, column: 9, scope: !212)
!217 = !DILocation(line: 65, column: 7, scope: !172)
!218 = !DILocation(line: 65, column: 12, scope: !172)
!219 = !DILocation(line: 66, column: 5, scope: !172)
!220 = !DILocation(line: 67, column: 1, scope: !172)
!221 = distinct !DISubprogram(name: "on_path_a", scope: !3, file: !3, line: 35, type: !222, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!222 = !DISubroutineType(types: !223)
!223 = !{!12, !12, !12}
!224 = !DILocalVariable(name: "r", arg: 1, scope: !221, file: !3, line: 35, type: !12)
!225 = !DILocation(line: 35, column: 26, scope: !221)
!226 = !DILocalVariable(name: "c", arg: 2, scope: !221, file: !3, line: 35, type: !12)
!227 = !DILocation(line: 35, column: 33, scope: !221)
!228 = !DILocation(line: 37, column: 9, scope: !229)
!229 = distinct !DILexicalBlock(scope: !221, file: !3, line: 37, column: 9)
!230 = !DILocation(line: 37, column: 11, scope: !229)
!231 = !DILocation(line: 37, column: 15, scope: !229)
!232 = !DILocation(line: 37, column: 9, scope: !221)
!233 = !DILocation(line: 38, column: 9, scope: !229)
!234 = !DILocation(line: 39, column: 12, scope: !221)
!235 = !DILocation(line: 39, column: 19, scope: !221)
!236 = !DILocation(line: 39, column: 21, scope: !221)
!237 = !DILocation(line: 39, column: 26, scope: !221)
!238 = !DILocation(line: 39, column: 30, scope: !221)
!239 = !DILocation(line: 39, column: 18, scope: !221)
!240 = !DILocation(line: 39, column: 14, scope: !221)
!241 = !DILocation(line: 39, column: 48, scope: !221)
!242 = !DILocation(line: 39, column: 51, scope: !221)
!243 = !DILocation(line: 39, column: 53, scope: !221)
!244 = !DILocation(line: 0, scope: !221)
!245 = !DILocation(line: 39, column: 5, scope: !221)
!246 = !DILocation(line: 40, column: 1, scope: !221)
!247 = distinct !DISubprogram(name: "on_path_b", scope: !3, file: !3, line: 42, type: !222, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !56)
!248 = !DILocalVariable(name: "r", arg: 1, scope: !247, file: !3, line: 42, type: !12)
!249 = !DILocation(line: 42, column: 26, scope: !247)
!250 = !DILocalVariable(name: "c", arg: 2, scope: !247, file: !3, line: 42, type: !12)
!251 = !DILocation(line: 42, column: 33, scope: !247)
!252 = !DILocalVariable(name: "cc", scope: !247, file: !3, line: 44, type: !12)
!253 = !DILocation(line: 44, column: 9, scope: !247)
!254 = !DILocation(line: 44, column: 22, scope: !247)
!255 = !DILocation(line: 44, column: 20, scope: !247)
!256 = !DILocalVariable(name: "rr", scope: !247, file: !3, line: 45, type: !12)
!257 = !DILocation(line: 45, column: 9, scope: !247)
!258 = !DILocation(line: 45, column: 22, scope: !247)
!259 = !DILocation(line: 45, column: 20, scope: !247)
!260 = !DILocation(line: 46, column: 9, scope: !261)
!261 = distinct !DILexicalBlock(scope: !247, file: !3, line: 46, column: 9)
!262 = !DILocation(line: 46, column: 12, scope: !261)
!263 = !DILocation(line: 46, column: 16, scope: !261)
!264 = !DILocation(line: 46, column: 9, scope: !247)
!265 = !DILocation(line: 47, column: 9, scope: !261)
!266 = !DILocation(line: 48, column: 12, scope: !247)
!267 = !DILocation(line: 48, column: 20, scope: !247)
!268 = !DILocation(line: 48, column: 23, scope: !247)
!269 = !DILocation(line: 48, column: 28, scope: !247)
!270 = !DILocation(line: 48, column: 32, scope: !247)
!271 = !DILocation(line: 48, column: 19, scope: !247)
!272 = !DILocation(line: 48, column: 15, scope: !247)
!273 = !DILocation(line: 48, column: 50, scope: !247)
!274 = !DILocation(line: 48, column: 53, scope: !247)
!275 = !DILocation(line: 48, column: 56, scope: !247)
!276 = !DILocation(line: 0, scope: !247)
!277 = !DILocation(line: 48, column: 5, scope: !247)
!278 = !DILocation(line: 49, column: 1, scope: !247)
