; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"fib(%d)=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"fib_memo(90)=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [15 x i8] c"ack(%u,%u)=%u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"ack(3,3)=%u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [35 x i8] c"even(10)=%d odd(7)=%d even(99)=%d\0A\00", align 1, !dbg !19
@moves = internal global i32 0, align 4, !dbg !24
@.str.5 = private unnamed_addr constant [20 x i8] c"hanoi(12) moves=%d\0A\00", align 1, !dbg !28
@__const.main.s = private unnamed_addr constant [6 x i8] c"abcde\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"permutations=%d\0A\00", align 1, !dbg !33
@perm_count = internal global i32 0, align 4, !dbg !65
@.str.7 = private unnamed_addr constant [38 x i8] c"gcd(1071,462)=%ld gcd(2^40,6^10)=%ld\0A\00", align 1, !dbg !38
@__const.main.set = private unnamed_addr constant [10 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 8, i32 1, i32 9], align 16
@.str.8 = private unnamed_addr constant [27 x i8] c"subsets summing to %d: %d\0A\00", align 1, !dbg !43
@.str.9 = private unnamed_addr constant [22 x i8] c"flood from (3,0): %d\0A\00", align 1, !dbg !48
@.str.10 = private unnamed_addr constant [22 x i8] c"flood from (6,8): %d\0A\00", align 1, !dbg !53
@.str.11 = private unnamed_addr constant [7 x i8] c"%.12s\0A\00", align 1, !dbg !55
@grid = internal global [8 x [12 x i8]] [[12 x i8] c"#..#.......#", [12 x i8] c"#..#..###..#", [12 x i8] c"####..#.#..#", [12 x i8] c"......###...", [12 x i8] c"..##........", [12 x i8] c".#..#..####.", [12 x i8] c".#..#..#..#.", [12 x i8] c"..##...####."], align 16, !dbg !81
@.str.12 = private unnamed_addr constant [16 x i8] c"depth(5000)=%d\0A\00", align 1, !dbg !60
@memo = internal global [91 x i64] zeroinitializer, align 16, !dbg !68
@.str.13 = private unnamed_addr constant [23 x i8] c"move disk %d %c -> %c\0A\00", align 1, !dbg !74
@.str.14 = private unnamed_addr constant [13 x i8] c"perm %d: %s\0A\00", align 1, !dbg !79

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !95 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [6 x i8], align 1
  %6 = alloca [10 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !99, !DIExpression(), !101)
  store i32 0, ptr %2, align 4, !dbg !101
  br label %9, !dbg !102

9:                                                ; preds = %17, %0
  %10 = load i32, ptr %2, align 4, !dbg !103
  %11 = icmp sle i32 %10, 20, !dbg !105
  br i1 %11, label %12, label %20, !dbg !106

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4, !dbg !107
  %14 = load i32, ptr %2, align 4, !dbg !108
  %15 = call i64 @fib(i32 noundef %14), !dbg !109
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13, i64 noundef %15), !dbg !110
  br label %17, !dbg !110

17:                                               ; preds = %12
  %18 = load i32, ptr %2, align 4, !dbg !111
  %19 = add nsw i32 %18, 4, !dbg !111
  store i32 %19, ptr %2, align 4, !dbg !111
  br label %9, !dbg !112, !llvm.loop !113

20:                                               ; preds = %9
  %21 = call i64 @fib_memo(i32 noundef 90), !dbg !116
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %21), !dbg !117
    #dbg_declare(ptr %3, !118, !DIExpression(), !121)
  store i32 0, ptr %3, align 4, !dbg !121
  br label %23, !dbg !122

23:                                               ; preds = %41, %20
  %24 = load i32, ptr %3, align 4, !dbg !123
  %25 = icmp ule i32 %24, 2, !dbg !125
  br i1 %25, label %26, label %44, !dbg !126

26:                                               ; preds = %23
    #dbg_declare(ptr %4, !127, !DIExpression(), !129)
  store i32 0, ptr %4, align 4, !dbg !129
  br label %27, !dbg !130

27:                                               ; preds = %37, %26
  %28 = load i32, ptr %4, align 4, !dbg !131
  %29 = icmp ule i32 %28, 3, !dbg !133
  br i1 %29, label %30, label %40, !dbg !134

30:                                               ; preds = %27
  %31 = load i32, ptr %3, align 4, !dbg !135
  %32 = load i32, ptr %4, align 4, !dbg !136
  %33 = load i32, ptr %3, align 4, !dbg !137
  %34 = load i32, ptr %4, align 4, !dbg !138
  %35 = call i32 @ack(i32 noundef %33, i32 noundef %34), !dbg !139
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %31, i32 noundef %32, i32 noundef %35), !dbg !140
  br label %37, !dbg !140

37:                                               ; preds = %30
  %38 = load i32, ptr %4, align 4, !dbg !141
  %39 = add i32 %38, 1, !dbg !141
  store i32 %39, ptr %4, align 4, !dbg !141
  br label %27, !dbg !142, !llvm.loop !143

40:                                               ; preds = %27
  br label %41, !dbg !144

41:                                               ; preds = %40
  %42 = load i32, ptr %3, align 4, !dbg !145
  %43 = add i32 %42, 1, !dbg !145
  store i32 %43, ptr %3, align 4, !dbg !145
  br label %23, !dbg !146, !llvm.loop !147

44:                                               ; preds = %23
  %45 = call i32 @ack(i32 noundef 3, i32 noundef 3), !dbg !149
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %45), !dbg !150
  %47 = call i32 @is_even(i32 noundef 10), !dbg !151
  %48 = call i32 @is_odd(i32 noundef 7), !dbg !152
  %49 = call i32 @is_even(i32 noundef 99), !dbg !153
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %47, i32 noundef %48, i32 noundef %49), !dbg !154
  call void @hanoi(i32 noundef 3, i8 noundef signext 65, i8 noundef signext 67, i8 noundef signext 66, i32 noundef 1), !dbg !155
  store i32 0, ptr @moves, align 4, !dbg !156
  call void @hanoi(i32 noundef 12, i8 noundef signext 65, i8 noundef signext 67, i8 noundef signext 66, i32 noundef 0), !dbg !157
  %51 = load i32, ptr @moves, align 4, !dbg !158
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %51), !dbg !159
    #dbg_declare(ptr %5, !160, !DIExpression(), !164)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 @__const.main.s, i64 6, i1 false), !dbg !164
  %53 = getelementptr inbounds [6 x i8], ptr %5, i64 0, i64 0, !dbg !165
  call void @permute(ptr noundef %53, i32 noundef 0, i32 noundef 5), !dbg !166
  %54 = load i32, ptr @perm_count, align 4, !dbg !167
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %54), !dbg !168
  %56 = call i64 @gcd(i64 noundef 1071, i64 noundef 462), !dbg !169
  %57 = call i64 @gcd(i64 noundef 1099511627776, i64 noundef 60466176), !dbg !170
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %56, i64 noundef %57), !dbg !171
    #dbg_declare(ptr %6, !172, !DIExpression(), !176)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.set, i64 40, i1 false), !dbg !176
    #dbg_declare(ptr %7, !177, !DIExpression(), !179)
  store i32 0, ptr %7, align 4, !dbg !179
  br label %59, !dbg !180

59:                                               ; preds = %68, %44
  %60 = load i32, ptr %7, align 4, !dbg !181
  %61 = icmp sle i32 %60, 30, !dbg !183
  br i1 %61, label %62, label %71, !dbg !184

62:                                               ; preds = %59
  %63 = load i32, ptr %7, align 4, !dbg !185
  %64 = getelementptr inbounds [10 x i32], ptr %6, i64 0, i64 0, !dbg !186
  %65 = load i32, ptr %7, align 4, !dbg !187
  %66 = call i32 @subset_sums(ptr noundef %64, i32 noundef 10, i32 noundef %65), !dbg !188
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %63, i32 noundef %66), !dbg !189
  br label %68, !dbg !189

68:                                               ; preds = %62
  %69 = load i32, ptr %7, align 4, !dbg !190
  %70 = add nsw i32 %69, 5, !dbg !190
  store i32 %70, ptr %7, align 4, !dbg !190
  br label %59, !dbg !191, !llvm.loop !192

71:                                               ; preds = %59
  %72 = call i32 @flood(i32 noundef 3, i32 noundef 0), !dbg !194
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %72), !dbg !195
  %74 = call i32 @flood(i32 noundef 6, i32 noundef 8), !dbg !196
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %74), !dbg !197
    #dbg_declare(ptr %8, !198, !DIExpression(), !200)
  store i32 0, ptr %8, align 4, !dbg !200
  br label %76, !dbg !201

76:                                               ; preds = %85, %71
  %77 = load i32, ptr %8, align 4, !dbg !202
  %78 = icmp slt i32 %77, 8, !dbg !204
  br i1 %78, label %79, label %88, !dbg !205

79:                                               ; preds = %76
  %80 = load i32, ptr %8, align 4, !dbg !206
  %81 = sext i32 %80 to i64, !dbg !207
  %82 = getelementptr inbounds [8 x [12 x i8]], ptr @grid, i64 0, i64 %81, !dbg !207
  %83 = getelementptr inbounds [12 x i8], ptr %82, i64 0, i64 0, !dbg !207
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %83), !dbg !208
  br label %85, !dbg !208

85:                                               ; preds = %79
  %86 = load i32, ptr %8, align 4, !dbg !209
  %87 = add nsw i32 %86, 1, !dbg !209
  store i32 %87, ptr %8, align 4, !dbg !209
  br label %76, !dbg !210, !llvm.loop !211

88:                                               ; preds = %76
  %89 = call i32 @depth(i32 noundef 5000), !dbg !213
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %89), !dbg !214
  ret i32 0, !dbg !215
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fib(i32 noundef %0) #0 !dbg !216 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !219, !DIExpression(), !220)
  %3 = load i32, ptr %2, align 4, !dbg !221
  %4 = icmp slt i32 %3, 2, !dbg !222
  br i1 %4, label %5, label %8, !dbg !221

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !223
  %7 = sext i32 %6 to i64, !dbg !223
  br label %16, !dbg !221

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4, !dbg !224
  %10 = sub nsw i32 %9, 1, !dbg !225
  %11 = call i64 @fib(i32 noundef %10), !dbg !226
  %12 = load i32, ptr %2, align 4, !dbg !227
  %13 = sub nsw i32 %12, 2, !dbg !228
  %14 = call i64 @fib(i32 noundef %13), !dbg !229
  %15 = add nsw i64 %11, %14, !dbg !230
  br label %16, !dbg !221

16:                                               ; preds = %8, %5
  %17 = phi i64 [ %7, %5 ], [ %15, %8 ], !dbg !221
  ret i64 %17, !dbg !231
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fib_memo(i32 noundef %0) #0 !dbg !232 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !233, !DIExpression(), !234)
  %4 = load i32, ptr %3, align 4, !dbg !235
  %5 = icmp slt i32 %4, 2, !dbg !237
  br i1 %5, label %6, label %9, !dbg !238

6:                                                ; preds = %1
  %7 = load i32, ptr %3, align 4, !dbg !239
  %8 = sext i32 %7 to i64, !dbg !239
  store i64 %8, ptr %2, align 8, !dbg !240
  br label %31, !dbg !240

9:                                                ; preds = %1
  %10 = load i32, ptr %3, align 4, !dbg !241
  %11 = sext i32 %10 to i64, !dbg !243
  %12 = getelementptr inbounds [91 x i64], ptr @memo, i64 0, i64 %11, !dbg !243
  %13 = load i64, ptr %12, align 8, !dbg !243
  %14 = icmp ne i64 %13, 0, !dbg !243
  br i1 %14, label %15, label %20, !dbg !244

15:                                               ; preds = %9
  %16 = load i32, ptr %3, align 4, !dbg !245
  %17 = sext i32 %16 to i64, !dbg !246
  %18 = getelementptr inbounds [91 x i64], ptr @memo, i64 0, i64 %17, !dbg !246
  %19 = load i64, ptr %18, align 8, !dbg !246
  store i64 %19, ptr %2, align 8, !dbg !247
  br label %31, !dbg !247

20:                                               ; preds = %9
  %21 = load i32, ptr %3, align 4, !dbg !248
  %22 = sub nsw i32 %21, 1, !dbg !249
  %23 = call i64 @fib_memo(i32 noundef %22), !dbg !250
  %24 = load i32, ptr %3, align 4, !dbg !251
  %25 = sub nsw i32 %24, 2, !dbg !252
  %26 = call i64 @fib_memo(i32 noundef %25), !dbg !253
  %27 = add nsw i64 %23, %26, !dbg !254
  %28 = load i32, ptr %3, align 4, !dbg !255
  %29 = sext i32 %28 to i64, !dbg !256
  %30 = getelementptr inbounds [91 x i64], ptr @memo, i64 0, i64 %29, !dbg !256
  store i64 %27, ptr %30, align 8, !dbg !257
  store i64 %27, ptr %2, align 8, !dbg !258
  br label %31, !dbg !258

31:                                               ; preds = %20, %15, %6
  %32 = load i64, ptr %2, align 8, !dbg !259
  ret i64 %32, !dbg !259
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ack(i32 noundef %0, i32 noundef %1) #0 !dbg !260 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !263, !DIExpression(), !264)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !265, !DIExpression(), !266)
  %6 = load i32, ptr %4, align 4, !dbg !267
  %7 = icmp eq i32 %6, 0, !dbg !269
  br i1 %7, label %8, label %11, !dbg !270

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4, !dbg !271
  %10 = add i32 %9, 1, !dbg !272
  store i32 %10, ptr %3, align 4, !dbg !273
  br label %26, !dbg !273

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4, !dbg !274
  %13 = icmp eq i32 %12, 0, !dbg !276
  br i1 %13, label %14, label %18, !dbg !277

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4, !dbg !278
  %16 = sub i32 %15, 1, !dbg !279
  %17 = call i32 @ack(i32 noundef %16, i32 noundef 1), !dbg !280
  store i32 %17, ptr %3, align 4, !dbg !281
  br label %26, !dbg !281

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4, !dbg !282
  %20 = sub i32 %19, 1, !dbg !283
  %21 = load i32, ptr %4, align 4, !dbg !284
  %22 = load i32, ptr %5, align 4, !dbg !285
  %23 = sub i32 %22, 1, !dbg !286
  %24 = call i32 @ack(i32 noundef %21, i32 noundef %23), !dbg !287
  %25 = call i32 @ack(i32 noundef %20, i32 noundef %24), !dbg !288
  store i32 %25, ptr %3, align 4, !dbg !289
  br label %26, !dbg !289

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4, !dbg !290
  ret i32 %27, !dbg !290
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_even(i32 noundef %0) #0 !dbg !291 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !294, !DIExpression(), !295)
  %3 = load i32, ptr %2, align 4, !dbg !296
  %4 = icmp eq i32 %3, 0, !dbg !297
  br i1 %4, label %5, label %6, !dbg !296

5:                                                ; preds = %1
  br label %10, !dbg !296

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !298
  %8 = sub i32 %7, 1, !dbg !299
  %9 = call i32 @is_odd(i32 noundef %8), !dbg !300
  br label %10, !dbg !296

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ], !dbg !296
  ret i32 %11, !dbg !301
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_odd(i32 noundef %0) #0 !dbg !302 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !303, !DIExpression(), !304)
  %3 = load i32, ptr %2, align 4, !dbg !305
  %4 = icmp eq i32 %3, 0, !dbg !306
  br i1 %4, label %5, label %6, !dbg !305

5:                                                ; preds = %1
  br label %10, !dbg !305

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !307
  %8 = sub i32 %7, 1, !dbg !308
  %9 = call i32 @is_even(i32 noundef %8), !dbg !309
  br label %10, !dbg !305

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ], !dbg !305
  ret i32 %11, !dbg !310
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hanoi(i32 noundef %0, i8 noundef signext %1, i8 noundef signext %2, i8 noundef signext %3, i32 noundef %4) #0 !dbg !311 {
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
    #dbg_declare(ptr %6, !314, !DIExpression(), !315)
  store i8 %1, ptr %7, align 1
    #dbg_declare(ptr %7, !316, !DIExpression(), !317)
  store i8 %2, ptr %8, align 1
    #dbg_declare(ptr %8, !318, !DIExpression(), !319)
  store i8 %3, ptr %9, align 1
    #dbg_declare(ptr %9, !320, !DIExpression(), !321)
  store i32 %4, ptr %10, align 4
    #dbg_declare(ptr %10, !322, !DIExpression(), !323)
  %11 = load i32, ptr %6, align 4, !dbg !324
  %12 = icmp eq i32 %11, 0, !dbg !326
  br i1 %12, label %13, label %14, !dbg !327

13:                                               ; preds = %5
  br label %39, !dbg !328

14:                                               ; preds = %5
  %15 = load i32, ptr %6, align 4, !dbg !329
  %16 = sub nsw i32 %15, 1, !dbg !330
  %17 = load i8, ptr %7, align 1, !dbg !331
  %18 = load i8, ptr %9, align 1, !dbg !332
  %19 = load i8, ptr %8, align 1, !dbg !333
  %20 = load i32, ptr %10, align 4, !dbg !334
  call void @hanoi(i32 noundef %16, i8 noundef signext %17, i8 noundef signext %18, i8 noundef signext %19, i32 noundef %20), !dbg !335
  %21 = load i32, ptr @moves, align 4, !dbg !336
  %22 = add nsw i32 %21, 1, !dbg !336
  store i32 %22, ptr @moves, align 4, !dbg !336
  %23 = load i32, ptr %10, align 4, !dbg !337
  %24 = icmp ne i32 %23, 0, !dbg !337
  br i1 %24, label %25, label %32, !dbg !339

25:                                               ; preds = %14
  %26 = load i32, ptr %6, align 4, !dbg !340
  %27 = load i8, ptr %7, align 1, !dbg !341
  %28 = sext i8 %27 to i32, !dbg !341
  %29 = load i8, ptr %8, align 1, !dbg !342
  %30 = sext i8 %29 to i32, !dbg !342
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %26, i32 noundef %28, i32 noundef %30), !dbg !343
  br label %32, !dbg !343

32:                                               ; preds = %25, %14
  %33 = load i32, ptr %6, align 4, !dbg !344
  %34 = sub nsw i32 %33, 1, !dbg !345
  %35 = load i8, ptr %9, align 1, !dbg !346
  %36 = load i8, ptr %8, align 1, !dbg !347
  %37 = load i8, ptr %7, align 1, !dbg !348
  %38 = load i32, ptr %10, align 4, !dbg !349
  call void @hanoi(i32 noundef %34, i8 noundef signext %35, i8 noundef signext %36, i8 noundef signext %37, i32 noundef %38), !dbg !350
  br label %39, !dbg !351

39:                                               ; preds = %32, %13
  ret void, !dbg !351
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @permute(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !352 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !356, !DIExpression(), !357)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !358, !DIExpression(), !359)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !360, !DIExpression(), !361)
  %9 = load i32, ptr %5, align 4, !dbg !362
  %10 = load i32, ptr %6, align 4, !dbg !364
  %11 = icmp eq i32 %9, %10, !dbg !365
  br i1 %11, label %12, label %26, !dbg !366

12:                                               ; preds = %3
  %13 = load i32, ptr @perm_count, align 4, !dbg !367
  %14 = add nsw i32 %13, 1, !dbg !367
  store i32 %14, ptr @perm_count, align 4, !dbg !367
  %15 = load i32, ptr @perm_count, align 4, !dbg !369
  %16 = icmp sle i32 %15, 8, !dbg !371
  br i1 %16, label %21, label %17, !dbg !372

17:                                               ; preds = %12
  %18 = load i32, ptr @perm_count, align 4, !dbg !373
  %19 = srem i32 %18, 20, !dbg !374
  %20 = icmp eq i32 %19, 0, !dbg !375
  br i1 %20, label %21, label %25, !dbg !376

21:                                               ; preds = %17, %12
  %22 = load i32, ptr @perm_count, align 4, !dbg !377
  %23 = load ptr, ptr %4, align 8, !dbg !378
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %22, ptr noundef %23), !dbg !379
  br label %25, !dbg !379

25:                                               ; preds = %21, %17
  br label %78, !dbg !380

26:                                               ; preds = %3
    #dbg_declare(ptr %7, !381, !DIExpression(), !383)
  %27 = load i32, ptr %5, align 4, !dbg !384
  store i32 %27, ptr %7, align 4, !dbg !383
  br label %28, !dbg !385

28:                                               ; preds = %75, %26
  %29 = load i32, ptr %7, align 4, !dbg !386
  %30 = load i32, ptr %6, align 4, !dbg !388
  %31 = icmp slt i32 %29, %30, !dbg !389
  br i1 %31, label %32, label %78, !dbg !390

32:                                               ; preds = %28
    #dbg_declare(ptr %8, !391, !DIExpression(), !393)
  %33 = load ptr, ptr %4, align 8, !dbg !394
  %34 = load i32, ptr %5, align 4, !dbg !395
  %35 = sext i32 %34 to i64, !dbg !394
  %36 = getelementptr inbounds i8, ptr %33, i64 %35, !dbg !394
  %37 = load i8, ptr %36, align 1, !dbg !394
  store i8 %37, ptr %8, align 1, !dbg !393
  %38 = load ptr, ptr %4, align 8, !dbg !396
  %39 = load i32, ptr %7, align 4, !dbg !397
  %40 = sext i32 %39 to i64, !dbg !396
  %41 = getelementptr inbounds i8, ptr %38, i64 %40, !dbg !396
  %42 = load i8, ptr %41, align 1, !dbg !396
  %43 = load ptr, ptr %4, align 8, !dbg !398
  %44 = load i32, ptr %5, align 4, !dbg !399
  %45 = sext i32 %44 to i64, !dbg !398
  %46 = getelementptr inbounds i8, ptr %43, i64 %45, !dbg !398
  store i8 %42, ptr %46, align 1, !dbg !400
  %47 = load i8, ptr %8, align 1, !dbg !401
  %48 = load ptr, ptr %4, align 8, !dbg !402
  %49 = load i32, ptr %7, align 4, !dbg !403
  %50 = sext i32 %49 to i64, !dbg !402
  %51 = getelementptr inbounds i8, ptr %48, i64 %50, !dbg !402
  store i8 %47, ptr %51, align 1, !dbg !404
  %52 = load ptr, ptr %4, align 8, !dbg !405
  %53 = load i32, ptr %5, align 4, !dbg !406
  %54 = add nsw i32 %53, 1, !dbg !407
  %55 = load i32, ptr %6, align 4, !dbg !408
  call void @permute(ptr noundef %52, i32 noundef %54, i32 noundef %55), !dbg !409
  %56 = load ptr, ptr %4, align 8, !dbg !410
  %57 = load i32, ptr %5, align 4, !dbg !411
  %58 = sext i32 %57 to i64, !dbg !410
  %59 = getelementptr inbounds i8, ptr %56, i64 %58, !dbg !410
  %60 = load i8, ptr %59, align 1, !dbg !410
  store i8 %60, ptr %8, align 1, !dbg !412
  %61 = load ptr, ptr %4, align 8, !dbg !413
  %62 = load i32, ptr %7, align 4, !dbg !414
  %63 = sext i32 %62 to i64, !dbg !413
  %64 = getelementptr inbounds i8, ptr %61, i64 %63, !dbg !413
  %65 = load i8, ptr %64, align 1, !dbg !413
  %66 = load ptr, ptr %4, align 8, !dbg !415
  %67 = load i32, ptr %5, align 4, !dbg !416
  %68 = sext i32 %67 to i64, !dbg !415
  %69 = getelementptr inbounds i8, ptr %66, i64 %68, !dbg !415
  store i8 %65, ptr %69, align 1, !dbg !417
  %70 = load i8, ptr %8, align 1, !dbg !418
  %71 = load ptr, ptr %4, align 8, !dbg !419
  %72 = load i32, ptr %7, align 4, !dbg !420
  %73 = sext i32 %72 to i64, !dbg !419
  %74 = getelementptr inbounds i8, ptr %71, i64 %73, !dbg !419
  store i8 %70, ptr %74, align 1, !dbg !421
  br label %75, !dbg !422

75:                                               ; preds = %32
  %76 = load i32, ptr %7, align 4, !dbg !423
  %77 = add nsw i32 %76, 1, !dbg !423
  store i32 %77, ptr %7, align 4, !dbg !423
  br label %28, !dbg !424, !llvm.loop !425

78:                                               ; preds = %25, %28
  ret void, !dbg !427
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gcd(i64 noundef %0, i64 noundef %1) #0 !dbg !428 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !431, !DIExpression(), !432)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !433, !DIExpression(), !434)
  %5 = load i64, ptr %4, align 8, !dbg !435
  %6 = icmp eq i64 %5, 0, !dbg !436
  br i1 %6, label %7, label %9, !dbg !435

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !437
  br label %15, !dbg !435

9:                                                ; preds = %2
  %10 = load i64, ptr %4, align 8, !dbg !438
  %11 = load i64, ptr %3, align 8, !dbg !439
  %12 = load i64, ptr %4, align 8, !dbg !440
  %13 = srem i64 %11, %12, !dbg !441
  %14 = call i64 @gcd(i64 noundef %10, i64 noundef %13), !dbg !442
  br label %15, !dbg !435

15:                                               ; preds = %9, %7
  %16 = phi i64 [ %8, %7 ], [ %14, %9 ], !dbg !435
  ret i64 %16, !dbg !443
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @subset_sums(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !444 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !449, !DIExpression(), !450)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !451, !DIExpression(), !452)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !453, !DIExpression(), !454)
  %8 = load i32, ptr %7, align 4, !dbg !455
  %9 = icmp eq i32 %8, 0, !dbg !457
  br i1 %9, label %10, label %11, !dbg !458

10:                                               ; preds = %3
  store i32 1, ptr %4, align 4, !dbg !459
  br label %33, !dbg !459

11:                                               ; preds = %3
  %12 = load i32, ptr %6, align 4, !dbg !460
  %13 = icmp eq i32 %12, 0, !dbg !462
  br i1 %13, label %14, label %15, !dbg !463

14:                                               ; preds = %11
  store i32 0, ptr %4, align 4, !dbg !464
  br label %33, !dbg !464

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8, !dbg !465
  %17 = getelementptr inbounds i32, ptr %16, i64 1, !dbg !466
  %18 = load i32, ptr %6, align 4, !dbg !467
  %19 = sub nsw i32 %18, 1, !dbg !468
  %20 = load i32, ptr %7, align 4, !dbg !469
  %21 = load ptr, ptr %5, align 8, !dbg !470
  %22 = getelementptr inbounds i32, ptr %21, i64 0, !dbg !470
  %23 = load i32, ptr %22, align 4, !dbg !470
  %24 = sub nsw i32 %20, %23, !dbg !471
  %25 = call i32 @subset_sums(ptr noundef %17, i32 noundef %19, i32 noundef %24), !dbg !472
  %26 = load ptr, ptr %5, align 8, !dbg !473
  %27 = getelementptr inbounds i32, ptr %26, i64 1, !dbg !474
  %28 = load i32, ptr %6, align 4, !dbg !475
  %29 = sub nsw i32 %28, 1, !dbg !476
  %30 = load i32, ptr %7, align 4, !dbg !477
  %31 = call i32 @subset_sums(ptr noundef %27, i32 noundef %29, i32 noundef %30), !dbg !478
  %32 = add nsw i32 %25, %31, !dbg !479
  store i32 %32, ptr %4, align 4, !dbg !480
  br label %33, !dbg !480

33:                                               ; preds = %15, %14, %10
  %34 = load i32, ptr %4, align 4, !dbg !481
  ret i32 %34, !dbg !481
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @flood(i32 noundef %0, i32 noundef %1) #0 !dbg !482 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !485, !DIExpression(), !486)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !487, !DIExpression(), !488)
  %6 = load i32, ptr %4, align 4, !dbg !489
  %7 = icmp slt i32 %6, 0, !dbg !491
  br i1 %7, label %27, label %8, !dbg !492

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !493
  %10 = icmp sge i32 %9, 8, !dbg !494
  br i1 %10, label %27, label %11, !dbg !495

11:                                               ; preds = %8
  %12 = load i32, ptr %5, align 4, !dbg !496
  %13 = icmp slt i32 %12, 0, !dbg !497
  br i1 %13, label %27, label %14, !dbg !498

14:                                               ; preds = %11
  %15 = load i32, ptr %5, align 4, !dbg !499
  %16 = icmp sge i32 %15, 12, !dbg !500
  br i1 %16, label %27, label %17, !dbg !501

17:                                               ; preds = %14
  %18 = load i32, ptr %4, align 4, !dbg !502
  %19 = sext i32 %18 to i64, !dbg !503
  %20 = getelementptr inbounds [8 x [12 x i8]], ptr @grid, i64 0, i64 %19, !dbg !503
  %21 = load i32, ptr %5, align 4, !dbg !504
  %22 = sext i32 %21 to i64, !dbg !503
  %23 = getelementptr inbounds [12 x i8], ptr %20, i64 0, i64 %22, !dbg !503
  %24 = load i8, ptr %23, align 1, !dbg !503
  %25 = sext i8 %24 to i32, !dbg !503
  %26 = icmp ne i32 %25, 46, !dbg !505
  br i1 %26, label %27, label %28, !dbg !506

27:                                               ; preds = %17, %14, %11, %8, %2
  store i32 0, ptr %3, align 4, !dbg !507
  br label %55, !dbg !507

28:                                               ; preds = %17
  %29 = load i32, ptr %4, align 4, !dbg !508
  %30 = sext i32 %29 to i64, !dbg !509
  %31 = getelementptr inbounds [8 x [12 x i8]], ptr @grid, i64 0, i64 %30, !dbg !509
  %32 = load i32, ptr %5, align 4, !dbg !510
  %33 = sext i32 %32 to i64, !dbg !509
  %34 = getelementptr inbounds [12 x i8], ptr %31, i64 0, i64 %33, !dbg !509
  store i8 111, ptr %34, align 1, !dbg !511
  %35 = load i32, ptr %4, align 4, !dbg !512
  %36 = add nsw i32 %35, 1, !dbg !513
  %37 = load i32, ptr %5, align 4, !dbg !514
  %38 = call i32 @flood(i32 noundef %36, i32 noundef %37), !dbg !515
  %39 = add nsw i32 1, %38, !dbg !516
  %40 = load i32, ptr %4, align 4, !dbg !517
  %41 = sub nsw i32 %40, 1, !dbg !518
  %42 = load i32, ptr %5, align 4, !dbg !519
  %43 = call i32 @flood(i32 noundef %41, i32 noundef %42), !dbg !520
  %44 = add nsw i32 %39, %43, !dbg !521
  %45 = load i32, ptr %4, align 4, !dbg !522
  %46 = load i32, ptr %5, align 4, !dbg !523
  %47 = add nsw i32 %46, 1, !dbg !524
  %48 = call i32 @flood(i32 noundef %45, i32 noundef %47), !dbg !525
  %49 = add nsw i32 %44, %48, !dbg !526
  %50 = load i32, ptr %4, align 4, !dbg !527
  %51 = load i32, ptr %5, align 4, !dbg !528
  %52 = sub nsw i32 %51, 1, !dbg !529
  %53 = call i32 @flood(i32 noundef %50, i32 noundef %52), !dbg !530
  %54 = add nsw i32 %49, %53, !dbg !531
  store i32 %54, ptr %3, align 4, !dbg !532
  br label %55, !dbg !532

55:                                               ; preds = %28, %27
  %56 = load i32, ptr %3, align 4, !dbg !533
  ret i32 %56, !dbg !533
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @depth(i32 noundef %0) #0 !dbg !534 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !537, !DIExpression(), !538)
  %3 = load i32, ptr %2, align 4, !dbg !539
  %4 = icmp eq i32 %3, 0, !dbg !540
  br i1 %4, label %5, label %6, !dbg !539

5:                                                ; preds = %1
  br label %11, !dbg !539

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !541
  %8 = sub nsw i32 %7, 1, !dbg !542
  %9 = call i32 @depth(i32 noundef %8), !dbg !543
  %10 = add nsw i32 1, %9, !dbg !544
  br label %11, !dbg !539

11:                                               ; preds = %6, %5
  %12 = phi i32 [ 0, %5 ], [ %10, %6 ], !dbg !539
  ret i32 %12, !dbg !545
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!26}
!llvm.module.flags = !{!87, !88, !89, !90, !91, !92, !93}
!llvm.ident = !{!94}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "recursion.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "25e9dd48d509cfd27849ba709911c2e6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !3, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 35)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "moves", scope: !26, file: !2, line: 28, type: !67, isLocal: true, isDefinition: true)
!26 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !27, splitDebugInlining: false, nameTableKind: None)
!27 = !{!0, !7, !12, !17, !19, !28, !33, !38, !43, !48, !53, !55, !60, !24, !65, !68, !74, !79, !81}
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 20)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 17)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 38)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 27)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 22)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !50, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 7)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 16)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "perm_count", scope: !26, file: !2, line: 39, type: !67, isLocal: true, isDefinition: true)
!67 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "memo", scope: !26, file: !2, line: 7, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 5824, elements: !72)
!71 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!72 = !{!73}
!73 = !DISubrange(count: 91)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 23)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !3, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(name: "grid", scope: !26, file: !2, line: 64, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 768, elements: !84)
!84 = !{!85, !86}
!85 = !DISubrange(count: 8)
!86 = !DISubrange(count: 12)
!87 = !{i32 7, !"Dwarf Version", i32 5}
!88 = !{i32 2, !"Debug Info Version", i32 3}
!89 = !{i32 1, !"wchar_size", i32 4}
!90 = !{i32 8, !"PIC Level", i32 2}
!91 = !{i32 7, !"PIE Level", i32 2}
!92 = !{i32 7, !"uwtable", i32 2}
!93 = !{i32 7, !"frame-pointer", i32 2}
!94 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!95 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 78, type: !96, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !26, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!67}
!98 = !{}
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 79, type: !67)
!100 = distinct !DILexicalBlock(scope: !95, file: !2, line: 79, column: 5)
!101 = !DILocation(line: 79, column: 14, scope: !100)
!102 = !DILocation(line: 79, column: 10, scope: !100)
!103 = !DILocation(line: 79, column: 21, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !2, line: 79, column: 5)
!105 = !DILocation(line: 79, column: 23, scope: !104)
!106 = !DILocation(line: 79, column: 5, scope: !100)
!107 = !DILocation(line: 80, column: 33, scope: !104)
!108 = !DILocation(line: 80, column: 40, scope: !104)
!109 = !DILocation(line: 80, column: 36, scope: !104)
!110 = !DILocation(line: 80, column: 9, scope: !104)
!111 = !DILocation(line: 79, column: 32, scope: !104)
!112 = !DILocation(line: 79, column: 5, scope: !104)
!113 = distinct !{!113, !106, !114, !115}
!114 = !DILocation(line: 80, column: 42, scope: !100)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !DILocation(line: 81, column: 34, scope: !95)
!117 = !DILocation(line: 81, column: 5, scope: !95)
!118 = !DILocalVariable(name: "m", scope: !119, file: !2, line: 82, type: !120)
!119 = distinct !DILexicalBlock(scope: !95, file: !2, line: 82, column: 5)
!120 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!121 = !DILocation(line: 82, column: 19, scope: !119)
!122 = !DILocation(line: 82, column: 10, scope: !119)
!123 = !DILocation(line: 82, column: 26, scope: !124)
!124 = distinct !DILexicalBlock(scope: !119, file: !2, line: 82, column: 5)
!125 = !DILocation(line: 82, column: 28, scope: !124)
!126 = !DILocation(line: 82, column: 5, scope: !119)
!127 = !DILocalVariable(name: "n", scope: !128, file: !2, line: 83, type: !120)
!128 = distinct !DILexicalBlock(scope: !124, file: !2, line: 83, column: 9)
!129 = !DILocation(line: 83, column: 23, scope: !128)
!130 = !DILocation(line: 83, column: 14, scope: !128)
!131 = !DILocation(line: 83, column: 30, scope: !132)
!132 = distinct !DILexicalBlock(scope: !128, file: !2, line: 83, column: 9)
!133 = !DILocation(line: 83, column: 32, scope: !132)
!134 = !DILocation(line: 83, column: 9, scope: !128)
!135 = !DILocation(line: 84, column: 39, scope: !132)
!136 = !DILocation(line: 84, column: 42, scope: !132)
!137 = !DILocation(line: 84, column: 49, scope: !132)
!138 = !DILocation(line: 84, column: 52, scope: !132)
!139 = !DILocation(line: 84, column: 45, scope: !132)
!140 = !DILocation(line: 84, column: 13, scope: !132)
!141 = !DILocation(line: 83, column: 39, scope: !132)
!142 = !DILocation(line: 83, column: 9, scope: !132)
!143 = distinct !{!143, !134, !144, !115}
!144 = !DILocation(line: 84, column: 54, scope: !128)
!145 = !DILocation(line: 82, column: 35, scope: !124)
!146 = !DILocation(line: 82, column: 5, scope: !124)
!147 = distinct !{!147, !126, !148, !115}
!148 = !DILocation(line: 84, column: 54, scope: !119)
!149 = !DILocation(line: 85, column: 29, scope: !95)
!150 = !DILocation(line: 85, column: 5, scope: !95)
!151 = !DILocation(line: 86, column: 51, scope: !95)
!152 = !DILocation(line: 86, column: 64, scope: !95)
!153 = !DILocation(line: 86, column: 75, scope: !95)
!154 = !DILocation(line: 86, column: 5, scope: !95)
!155 = !DILocation(line: 87, column: 5, scope: !95)
!156 = !DILocation(line: 88, column: 11, scope: !95)
!157 = !DILocation(line: 89, column: 5, scope: !95)
!158 = !DILocation(line: 90, column: 36, scope: !95)
!159 = !DILocation(line: 90, column: 5, scope: !95)
!160 = !DILocalVariable(name: "s", scope: !95, file: !2, line: 91, type: !161)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 6)
!164 = !DILocation(line: 91, column: 10, scope: !95)
!165 = !DILocation(line: 92, column: 13, scope: !95)
!166 = !DILocation(line: 92, column: 5, scope: !95)
!167 = !DILocation(line: 93, column: 33, scope: !95)
!168 = !DILocation(line: 93, column: 5, scope: !95)
!169 = !DILocation(line: 94, column: 54, scope: !95)
!170 = !DILocation(line: 94, column: 70, scope: !95)
!171 = !DILocation(line: 94, column: 5, scope: !95)
!172 = !DILocalVariable(name: "set", scope: !95, file: !2, line: 95, type: !173)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 320, elements: !174)
!174 = !{!175}
!175 = !DISubrange(count: 10)
!176 = !DILocation(line: 95, column: 9, scope: !95)
!177 = !DILocalVariable(name: "t", scope: !178, file: !2, line: 96, type: !67)
!178 = distinct !DILexicalBlock(scope: !95, file: !2, line: 96, column: 5)
!179 = !DILocation(line: 96, column: 14, scope: !178)
!180 = !DILocation(line: 96, column: 10, scope: !178)
!181 = !DILocation(line: 96, column: 21, scope: !182)
!182 = distinct !DILexicalBlock(scope: !178, file: !2, line: 96, column: 5)
!183 = !DILocation(line: 96, column: 23, scope: !182)
!184 = !DILocation(line: 96, column: 5, scope: !178)
!185 = !DILocation(line: 97, column: 47, scope: !182)
!186 = !DILocation(line: 97, column: 62, scope: !182)
!187 = !DILocation(line: 97, column: 71, scope: !182)
!188 = !DILocation(line: 97, column: 50, scope: !182)
!189 = !DILocation(line: 97, column: 9, scope: !182)
!190 = !DILocation(line: 96, column: 32, scope: !182)
!191 = !DILocation(line: 96, column: 5, scope: !182)
!192 = distinct !{!192, !184, !193, !115}
!193 = !DILocation(line: 97, column: 73, scope: !178)
!194 = !DILocation(line: 98, column: 38, scope: !95)
!195 = !DILocation(line: 98, column: 5, scope: !95)
!196 = !DILocation(line: 99, column: 38, scope: !95)
!197 = !DILocation(line: 99, column: 5, scope: !95)
!198 = !DILocalVariable(name: "r", scope: !199, file: !2, line: 100, type: !67)
!199 = distinct !DILexicalBlock(scope: !95, file: !2, line: 100, column: 5)
!200 = !DILocation(line: 100, column: 14, scope: !199)
!201 = !DILocation(line: 100, column: 10, scope: !199)
!202 = !DILocation(line: 100, column: 21, scope: !203)
!203 = distinct !DILexicalBlock(scope: !199, file: !2, line: 100, column: 5)
!204 = !DILocation(line: 100, column: 23, scope: !203)
!205 = !DILocation(line: 100, column: 5, scope: !199)
!206 = !DILocation(line: 101, column: 32, scope: !203)
!207 = !DILocation(line: 101, column: 27, scope: !203)
!208 = !DILocation(line: 101, column: 9, scope: !203)
!209 = !DILocation(line: 100, column: 29, scope: !203)
!210 = !DILocation(line: 100, column: 5, scope: !203)
!211 = distinct !{!211, !205, !212, !115}
!212 = !DILocation(line: 101, column: 34, scope: !199)
!213 = !DILocation(line: 102, column: 32, scope: !95)
!214 = !DILocation(line: 102, column: 5, scope: !95)
!215 = !DILocation(line: 103, column: 5, scope: !95)
!216 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 5, type: !217, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !98)
!217 = !DISubroutineType(types: !218)
!218 = !{!71, !67}
!219 = !DILocalVariable(name: "n", arg: 1, scope: !216, file: !2, line: 5, type: !67)
!220 = !DILocation(line: 5, column: 21, scope: !216)
!221 = !DILocation(line: 5, column: 33, scope: !216)
!222 = !DILocation(line: 5, column: 35, scope: !216)
!223 = !DILocation(line: 5, column: 41, scope: !216)
!224 = !DILocation(line: 5, column: 49, scope: !216)
!225 = !DILocation(line: 5, column: 51, scope: !216)
!226 = !DILocation(line: 5, column: 45, scope: !216)
!227 = !DILocation(line: 5, column: 62, scope: !216)
!228 = !DILocation(line: 5, column: 64, scope: !216)
!229 = !DILocation(line: 5, column: 58, scope: !216)
!230 = !DILocation(line: 5, column: 56, scope: !216)
!231 = !DILocation(line: 5, column: 26, scope: !216)
!232 = distinct !DISubprogram(name: "fib_memo", scope: !2, file: !2, line: 8, type: !217, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !98)
!233 = !DILocalVariable(name: "n", arg: 1, scope: !232, file: !2, line: 8, type: !67)
!234 = !DILocation(line: 8, column: 26, scope: !232)
!235 = !DILocation(line: 9, column: 9, scope: !236)
!236 = distinct !DILexicalBlock(scope: !232, file: !2, line: 9, column: 9)
!237 = !DILocation(line: 9, column: 11, scope: !236)
!238 = !DILocation(line: 9, column: 9, scope: !232)
!239 = !DILocation(line: 10, column: 16, scope: !236)
!240 = !DILocation(line: 10, column: 9, scope: !236)
!241 = !DILocation(line: 11, column: 14, scope: !242)
!242 = distinct !DILexicalBlock(scope: !232, file: !2, line: 11, column: 9)
!243 = !DILocation(line: 11, column: 9, scope: !242)
!244 = !DILocation(line: 11, column: 9, scope: !232)
!245 = !DILocation(line: 12, column: 21, scope: !242)
!246 = !DILocation(line: 12, column: 16, scope: !242)
!247 = !DILocation(line: 12, column: 9, scope: !242)
!248 = !DILocation(line: 13, column: 31, scope: !232)
!249 = !DILocation(line: 13, column: 33, scope: !232)
!250 = !DILocation(line: 13, column: 22, scope: !232)
!251 = !DILocation(line: 13, column: 49, scope: !232)
!252 = !DILocation(line: 13, column: 51, scope: !232)
!253 = !DILocation(line: 13, column: 40, scope: !232)
!254 = !DILocation(line: 13, column: 38, scope: !232)
!255 = !DILocation(line: 13, column: 17, scope: !232)
!256 = !DILocation(line: 13, column: 12, scope: !232)
!257 = !DILocation(line: 13, column: 20, scope: !232)
!258 = !DILocation(line: 13, column: 5, scope: !232)
!259 = !DILocation(line: 14, column: 1, scope: !232)
!260 = distinct !DISubprogram(name: "ack", scope: !2, file: !2, line: 16, type: !261, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !98)
!261 = !DISubroutineType(types: !262)
!262 = !{!120, !120, !120}
!263 = !DILocalVariable(name: "m", arg: 1, scope: !260, file: !2, line: 16, type: !120)
!264 = !DILocation(line: 16, column: 30, scope: !260)
!265 = !DILocalVariable(name: "n", arg: 2, scope: !260, file: !2, line: 16, type: !120)
!266 = !DILocation(line: 16, column: 42, scope: !260)
!267 = !DILocation(line: 17, column: 9, scope: !268)
!268 = distinct !DILexicalBlock(scope: !260, file: !2, line: 17, column: 9)
!269 = !DILocation(line: 17, column: 11, scope: !268)
!270 = !DILocation(line: 17, column: 9, scope: !260)
!271 = !DILocation(line: 18, column: 16, scope: !268)
!272 = !DILocation(line: 18, column: 18, scope: !268)
!273 = !DILocation(line: 18, column: 9, scope: !268)
!274 = !DILocation(line: 19, column: 9, scope: !275)
!275 = distinct !DILexicalBlock(scope: !260, file: !2, line: 19, column: 9)
!276 = !DILocation(line: 19, column: 11, scope: !275)
!277 = !DILocation(line: 19, column: 9, scope: !260)
!278 = !DILocation(line: 20, column: 20, scope: !275)
!279 = !DILocation(line: 20, column: 22, scope: !275)
!280 = !DILocation(line: 20, column: 16, scope: !275)
!281 = !DILocation(line: 20, column: 9, scope: !275)
!282 = !DILocation(line: 21, column: 16, scope: !260)
!283 = !DILocation(line: 21, column: 18, scope: !260)
!284 = !DILocation(line: 21, column: 27, scope: !260)
!285 = !DILocation(line: 21, column: 30, scope: !260)
!286 = !DILocation(line: 21, column: 32, scope: !260)
!287 = !DILocation(line: 21, column: 23, scope: !260)
!288 = !DILocation(line: 21, column: 12, scope: !260)
!289 = !DILocation(line: 21, column: 5, scope: !260)
!290 = !DILocation(line: 22, column: 1, scope: !260)
!291 = distinct !DISubprogram(name: "is_even", scope: !2, file: !2, line: 25, type: !292, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !98)
!292 = !DISubroutineType(types: !293)
!293 = !{!67, !120}
!294 = !DILocalVariable(name: "n", arg: 1, scope: !291, file: !2, line: 25, type: !120)
!295 = !DILocation(line: 25, column: 29, scope: !291)
!296 = !DILocation(line: 25, column: 41, scope: !291)
!297 = !DILocation(line: 25, column: 43, scope: !291)
!298 = !DILocation(line: 25, column: 61, scope: !291)
!299 = !DILocation(line: 25, column: 63, scope: !291)
!300 = !DILocation(line: 25, column: 54, scope: !291)
!301 = !DILocation(line: 25, column: 34, scope: !291)
!302 = distinct !DISubprogram(name: "is_odd", scope: !2, file: !2, line: 26, type: !292, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !98)
!303 = !DILocalVariable(name: "n", arg: 1, scope: !302, file: !2, line: 26, type: !120)
!304 = !DILocation(line: 26, column: 28, scope: !302)
!305 = !DILocation(line: 26, column: 40, scope: !302)
!306 = !DILocation(line: 26, column: 42, scope: !302)
!307 = !DILocation(line: 26, column: 61, scope: !302)
!308 = !DILocation(line: 26, column: 63, scope: !302)
!309 = !DILocation(line: 26, column: 53, scope: !302)
!310 = !DILocation(line: 26, column: 33, scope: !302)
!311 = distinct !DISubprogram(name: "hanoi", scope: !2, file: !2, line: 29, type: !312, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !98)
!312 = !DISubroutineType(types: !313)
!313 = !{null, !67, !4, !4, !4, !67}
!314 = !DILocalVariable(name: "n", arg: 1, scope: !311, file: !2, line: 29, type: !67)
!315 = !DILocation(line: 29, column: 23, scope: !311)
!316 = !DILocalVariable(name: "from", arg: 2, scope: !311, file: !2, line: 29, type: !4)
!317 = !DILocation(line: 29, column: 31, scope: !311)
!318 = !DILocalVariable(name: "to", arg: 3, scope: !311, file: !2, line: 29, type: !4)
!319 = !DILocation(line: 29, column: 42, scope: !311)
!320 = !DILocalVariable(name: "via", arg: 4, scope: !311, file: !2, line: 29, type: !4)
!321 = !DILocation(line: 29, column: 51, scope: !311)
!322 = !DILocalVariable(name: "verbose", arg: 5, scope: !311, file: !2, line: 29, type: !67)
!323 = !DILocation(line: 29, column: 60, scope: !311)
!324 = !DILocation(line: 30, column: 9, scope: !325)
!325 = distinct !DILexicalBlock(scope: !311, file: !2, line: 30, column: 9)
!326 = !DILocation(line: 30, column: 11, scope: !325)
!327 = !DILocation(line: 30, column: 9, scope: !311)
!328 = !DILocation(line: 31, column: 9, scope: !325)
!329 = !DILocation(line: 32, column: 11, scope: !311)
!330 = !DILocation(line: 32, column: 13, scope: !311)
!331 = !DILocation(line: 32, column: 18, scope: !311)
!332 = !DILocation(line: 32, column: 24, scope: !311)
!333 = !DILocation(line: 32, column: 29, scope: !311)
!334 = !DILocation(line: 32, column: 33, scope: !311)
!335 = !DILocation(line: 32, column: 5, scope: !311)
!336 = !DILocation(line: 33, column: 10, scope: !311)
!337 = !DILocation(line: 34, column: 9, scope: !338)
!338 = distinct !DILexicalBlock(scope: !311, file: !2, line: 34, column: 9)
!339 = !DILocation(line: 34, column: 9, scope: !311)
!340 = !DILocation(line: 35, column: 43, scope: !338)
!341 = !DILocation(line: 35, column: 46, scope: !338)
!342 = !DILocation(line: 35, column: 52, scope: !338)
!343 = !DILocation(line: 35, column: 9, scope: !338)
!344 = !DILocation(line: 36, column: 11, scope: !311)
!345 = !DILocation(line: 36, column: 13, scope: !311)
!346 = !DILocation(line: 36, column: 18, scope: !311)
!347 = !DILocation(line: 36, column: 23, scope: !311)
!348 = !DILocation(line: 36, column: 27, scope: !311)
!349 = !DILocation(line: 36, column: 33, scope: !311)
!350 = !DILocation(line: 36, column: 5, scope: !311)
!351 = !DILocation(line: 37, column: 1, scope: !311)
!352 = distinct !DISubprogram(name: "permute", scope: !2, file: !2, line: 40, type: !353, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !98)
!353 = !DISubroutineType(types: !354)
!354 = !{null, !355, !67, !67}
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!356 = !DILocalVariable(name: "s", arg: 1, scope: !352, file: !2, line: 40, type: !355)
!357 = !DILocation(line: 40, column: 27, scope: !352)
!358 = !DILocalVariable(name: "k", arg: 2, scope: !352, file: !2, line: 40, type: !67)
!359 = !DILocation(line: 40, column: 34, scope: !352)
!360 = !DILocalVariable(name: "n", arg: 3, scope: !352, file: !2, line: 40, type: !67)
!361 = !DILocation(line: 40, column: 41, scope: !352)
!362 = !DILocation(line: 41, column: 9, scope: !363)
!363 = distinct !DILexicalBlock(scope: !352, file: !2, line: 41, column: 9)
!364 = !DILocation(line: 41, column: 14, scope: !363)
!365 = !DILocation(line: 41, column: 11, scope: !363)
!366 = !DILocation(line: 41, column: 9, scope: !352)
!367 = !DILocation(line: 42, column: 19, scope: !368)
!368 = distinct !DILexicalBlock(scope: !363, file: !2, line: 41, column: 17)
!369 = !DILocation(line: 43, column: 13, scope: !370)
!370 = distinct !DILexicalBlock(scope: !368, file: !2, line: 43, column: 13)
!371 = !DILocation(line: 43, column: 24, scope: !370)
!372 = !DILocation(line: 43, column: 29, scope: !370)
!373 = !DILocation(line: 43, column: 32, scope: !370)
!374 = !DILocation(line: 43, column: 43, scope: !370)
!375 = !DILocation(line: 43, column: 48, scope: !370)
!376 = !DILocation(line: 43, column: 13, scope: !368)
!377 = !DILocation(line: 44, column: 37, scope: !370)
!378 = !DILocation(line: 44, column: 49, scope: !370)
!379 = !DILocation(line: 44, column: 13, scope: !370)
!380 = !DILocation(line: 45, column: 9, scope: !368)
!381 = !DILocalVariable(name: "i", scope: !382, file: !2, line: 47, type: !67)
!382 = distinct !DILexicalBlock(scope: !352, file: !2, line: 47, column: 5)
!383 = !DILocation(line: 47, column: 14, scope: !382)
!384 = !DILocation(line: 47, column: 18, scope: !382)
!385 = !DILocation(line: 47, column: 10, scope: !382)
!386 = !DILocation(line: 47, column: 21, scope: !387)
!387 = distinct !DILexicalBlock(scope: !382, file: !2, line: 47, column: 5)
!388 = !DILocation(line: 47, column: 25, scope: !387)
!389 = !DILocation(line: 47, column: 23, scope: !387)
!390 = !DILocation(line: 47, column: 5, scope: !382)
!391 = !DILocalVariable(name: "t", scope: !392, file: !2, line: 48, type: !4)
!392 = distinct !DILexicalBlock(scope: !387, file: !2, line: 47, column: 33)
!393 = !DILocation(line: 48, column: 14, scope: !392)
!394 = !DILocation(line: 48, column: 18, scope: !392)
!395 = !DILocation(line: 48, column: 20, scope: !392)
!396 = !DILocation(line: 48, column: 31, scope: !392)
!397 = !DILocation(line: 48, column: 33, scope: !392)
!398 = !DILocation(line: 48, column: 24, scope: !392)
!399 = !DILocation(line: 48, column: 26, scope: !392)
!400 = !DILocation(line: 48, column: 29, scope: !392)
!401 = !DILocation(line: 48, column: 44, scope: !392)
!402 = !DILocation(line: 48, column: 37, scope: !392)
!403 = !DILocation(line: 48, column: 39, scope: !392)
!404 = !DILocation(line: 48, column: 42, scope: !392)
!405 = !DILocation(line: 49, column: 17, scope: !392)
!406 = !DILocation(line: 49, column: 20, scope: !392)
!407 = !DILocation(line: 49, column: 22, scope: !392)
!408 = !DILocation(line: 49, column: 27, scope: !392)
!409 = !DILocation(line: 49, column: 9, scope: !392)
!410 = !DILocation(line: 50, column: 13, scope: !392)
!411 = !DILocation(line: 50, column: 15, scope: !392)
!412 = !DILocation(line: 50, column: 11, scope: !392)
!413 = !DILocation(line: 50, column: 26, scope: !392)
!414 = !DILocation(line: 50, column: 28, scope: !392)
!415 = !DILocation(line: 50, column: 19, scope: !392)
!416 = !DILocation(line: 50, column: 21, scope: !392)
!417 = !DILocation(line: 50, column: 24, scope: !392)
!418 = !DILocation(line: 50, column: 39, scope: !392)
!419 = !DILocation(line: 50, column: 32, scope: !392)
!420 = !DILocation(line: 50, column: 34, scope: !392)
!421 = !DILocation(line: 50, column: 37, scope: !392)
!422 = !DILocation(line: 51, column: 5, scope: !392)
!423 = !DILocation(line: 47, column: 29, scope: !387)
!424 = !DILocation(line: 47, column: 5, scope: !387)
!425 = distinct !{!425, !390, !426, !115}
!426 = !DILocation(line: 51, column: 5, scope: !382)
!427 = !DILocation(line: 52, column: 1, scope: !352)
!428 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 54, type: !429, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !98)
!429 = !DISubroutineType(types: !430)
!430 = !{!71, !71, !71}
!431 = !DILocalVariable(name: "a", arg: 1, scope: !428, file: !2, line: 54, type: !71)
!432 = !DILocation(line: 54, column: 22, scope: !428)
!433 = !DILocalVariable(name: "b", arg: 2, scope: !428, file: !2, line: 54, type: !71)
!434 = !DILocation(line: 54, column: 30, scope: !428)
!435 = !DILocation(line: 54, column: 42, scope: !428)
!436 = !DILocation(line: 54, column: 44, scope: !428)
!437 = !DILocation(line: 54, column: 51, scope: !428)
!438 = !DILocation(line: 54, column: 59, scope: !428)
!439 = !DILocation(line: 54, column: 62, scope: !428)
!440 = !DILocation(line: 54, column: 66, scope: !428)
!441 = !DILocation(line: 54, column: 64, scope: !428)
!442 = !DILocation(line: 54, column: 55, scope: !428)
!443 = !DILocation(line: 54, column: 35, scope: !428)
!444 = distinct !DISubprogram(name: "subset_sums", scope: !2, file: !2, line: 56, type: !445, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !98)
!445 = !DISubroutineType(types: !446)
!446 = !{!67, !447, !67, !67}
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !448, size: 64)
!448 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!449 = !DILocalVariable(name: "a", arg: 1, scope: !444, file: !2, line: 56, type: !447)
!450 = !DILocation(line: 56, column: 35, scope: !444)
!451 = !DILocalVariable(name: "n", arg: 2, scope: !444, file: !2, line: 56, type: !67)
!452 = !DILocation(line: 56, column: 42, scope: !444)
!453 = !DILocalVariable(name: "target", arg: 3, scope: !444, file: !2, line: 56, type: !67)
!454 = !DILocation(line: 56, column: 49, scope: !444)
!455 = !DILocation(line: 57, column: 9, scope: !456)
!456 = distinct !DILexicalBlock(scope: !444, file: !2, line: 57, column: 9)
!457 = !DILocation(line: 57, column: 16, scope: !456)
!458 = !DILocation(line: 57, column: 9, scope: !444)
!459 = !DILocation(line: 58, column: 9, scope: !456)
!460 = !DILocation(line: 59, column: 9, scope: !461)
!461 = distinct !DILexicalBlock(scope: !444, file: !2, line: 59, column: 9)
!462 = !DILocation(line: 59, column: 11, scope: !461)
!463 = !DILocation(line: 59, column: 9, scope: !444)
!464 = !DILocation(line: 60, column: 9, scope: !461)
!465 = !DILocation(line: 61, column: 24, scope: !444)
!466 = !DILocation(line: 61, column: 26, scope: !444)
!467 = !DILocation(line: 61, column: 31, scope: !444)
!468 = !DILocation(line: 61, column: 33, scope: !444)
!469 = !DILocation(line: 61, column: 38, scope: !444)
!470 = !DILocation(line: 61, column: 47, scope: !444)
!471 = !DILocation(line: 61, column: 45, scope: !444)
!472 = !DILocation(line: 61, column: 12, scope: !444)
!473 = !DILocation(line: 61, column: 67, scope: !444)
!474 = !DILocation(line: 61, column: 69, scope: !444)
!475 = !DILocation(line: 61, column: 74, scope: !444)
!476 = !DILocation(line: 61, column: 76, scope: !444)
!477 = !DILocation(line: 61, column: 81, scope: !444)
!478 = !DILocation(line: 61, column: 55, scope: !444)
!479 = !DILocation(line: 61, column: 53, scope: !444)
!480 = !DILocation(line: 61, column: 5, scope: !444)
!481 = !DILocation(line: 62, column: 1, scope: !444)
!482 = distinct !DISubprogram(name: "flood", scope: !2, file: !2, line: 69, type: !483, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !98)
!483 = !DISubroutineType(types: !484)
!484 = !{!67, !67, !67}
!485 = !DILocalVariable(name: "r", arg: 1, scope: !482, file: !2, line: 69, type: !67)
!486 = !DILocation(line: 69, column: 22, scope: !482)
!487 = !DILocalVariable(name: "c", arg: 2, scope: !482, file: !2, line: 69, type: !67)
!488 = !DILocation(line: 69, column: 29, scope: !482)
!489 = !DILocation(line: 70, column: 9, scope: !490)
!490 = distinct !DILexicalBlock(scope: !482, file: !2, line: 70, column: 9)
!491 = !DILocation(line: 70, column: 11, scope: !490)
!492 = !DILocation(line: 70, column: 15, scope: !490)
!493 = !DILocation(line: 70, column: 18, scope: !490)
!494 = !DILocation(line: 70, column: 20, scope: !490)
!495 = !DILocation(line: 70, column: 25, scope: !490)
!496 = !DILocation(line: 70, column: 28, scope: !490)
!497 = !DILocation(line: 70, column: 30, scope: !490)
!498 = !DILocation(line: 70, column: 34, scope: !490)
!499 = !DILocation(line: 70, column: 37, scope: !490)
!500 = !DILocation(line: 70, column: 39, scope: !490)
!501 = !DILocation(line: 70, column: 45, scope: !490)
!502 = !DILocation(line: 70, column: 53, scope: !490)
!503 = !DILocation(line: 70, column: 48, scope: !490)
!504 = !DILocation(line: 70, column: 56, scope: !490)
!505 = !DILocation(line: 70, column: 59, scope: !490)
!506 = !DILocation(line: 70, column: 9, scope: !482)
!507 = !DILocation(line: 71, column: 9, scope: !490)
!508 = !DILocation(line: 72, column: 10, scope: !482)
!509 = !DILocation(line: 72, column: 5, scope: !482)
!510 = !DILocation(line: 72, column: 13, scope: !482)
!511 = !DILocation(line: 72, column: 16, scope: !482)
!512 = !DILocation(line: 73, column: 22, scope: !482)
!513 = !DILocation(line: 73, column: 24, scope: !482)
!514 = !DILocation(line: 73, column: 29, scope: !482)
!515 = !DILocation(line: 73, column: 16, scope: !482)
!516 = !DILocation(line: 73, column: 14, scope: !482)
!517 = !DILocation(line: 73, column: 40, scope: !482)
!518 = !DILocation(line: 73, column: 42, scope: !482)
!519 = !DILocation(line: 73, column: 47, scope: !482)
!520 = !DILocation(line: 73, column: 34, scope: !482)
!521 = !DILocation(line: 73, column: 32, scope: !482)
!522 = !DILocation(line: 73, column: 58, scope: !482)
!523 = !DILocation(line: 73, column: 61, scope: !482)
!524 = !DILocation(line: 73, column: 63, scope: !482)
!525 = !DILocation(line: 73, column: 52, scope: !482)
!526 = !DILocation(line: 73, column: 50, scope: !482)
!527 = !DILocation(line: 73, column: 76, scope: !482)
!528 = !DILocation(line: 73, column: 79, scope: !482)
!529 = !DILocation(line: 73, column: 81, scope: !482)
!530 = !DILocation(line: 73, column: 70, scope: !482)
!531 = !DILocation(line: 73, column: 68, scope: !482)
!532 = !DILocation(line: 73, column: 5, scope: !482)
!533 = !DILocation(line: 74, column: 1, scope: !482)
!534 = distinct !DISubprogram(name: "depth", scope: !2, file: !2, line: 76, type: !535, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !98)
!535 = !DISubroutineType(types: !536)
!536 = !{!67, !67}
!537 = !DILocalVariable(name: "n", arg: 1, scope: !534, file: !2, line: 76, type: !67)
!538 = !DILocation(line: 76, column: 22, scope: !534)
!539 = !DILocation(line: 76, column: 34, scope: !534)
!540 = !DILocation(line: 76, column: 36, scope: !534)
!541 = !DILocation(line: 76, column: 57, scope: !534)
!542 = !DILocation(line: 76, column: 59, scope: !534)
!543 = !DILocation(line: 76, column: 51, scope: !534)
!544 = !DILocation(line: 76, column: 49, scope: !534)
!545 = !DILocation(line: 76, column: 27, scope: !534)
