; ModuleID = 'sudoku.c'
source_filename = "sudoku.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [82 x i8] c"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [82 x i8] c"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [82 x i8] c"..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [82 x i8] c"11...............................................................................\00", align 1, !dbg !11
@__const.main.puzzles = private unnamed_addr constant [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16
@nodes = internal global i64 0, align 8, !dbg !13
@.str.4 = private unnamed_addr constant [32 x i8] c"puzzle %d: inconsistent givens\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [41 x i8] c"puzzle %d: solved=%d valid=%d nodes=%ld\0A\00", align 1, !dbg !22
@rows = internal global [9 x i32] zeroinitializer, align 16, !dbg !27
@cols = internal global [9 x i32] zeroinitializer, align 16, !dbg !33
@boxes = internal global [9 x i32] zeroinitializer, align 16, !dbg !35
@grid = internal global [81 x i32] zeroinitializer, align 16, !dbg !37
@.str.6 = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !43
@.str.7 = private unnamed_addr constant [2 x i8] c"|\00", align 1, !dbg !48
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !53
@.str.9 = private unnamed_addr constant [13 x i8] c"---+---+---\0A\00", align 1, !dbg !55

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !69 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !73, !DIExpression(), !79)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.puzzles, i64 32, i1 false), !dbg !79
    #dbg_declare(ptr %3, !80, !DIExpression(), !82)
  store i32 0, ptr %3, align 4, !dbg !82
  br label %5, !dbg !83

5:                                                ; preds = %29, %0
  %6 = load i32, ptr %3, align 4, !dbg !84
  %7 = icmp slt i32 %6, 4, !dbg !86
  br i1 %7, label %8, label %32, !dbg !87

8:                                                ; preds = %5
  store i64 0, ptr @nodes, align 8, !dbg !88
  %9 = load i32, ptr %3, align 4, !dbg !90
  %10 = sext i32 %9 to i64, !dbg !92
  %11 = getelementptr inbounds [4 x ptr], ptr %2, i64 0, i64 %10, !dbg !92
  %12 = load ptr, ptr %11, align 8, !dbg !92
  %13 = call i32 @load(ptr noundef %12), !dbg !93
  %14 = icmp ne i32 %13, 0, !dbg !93
  br i1 %14, label %18, label %15, !dbg !94

15:                                               ; preds = %8
  %16 = load i32, ptr %3, align 4, !dbg !95
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %16), !dbg !97
  br label %29, !dbg !98

18:                                               ; preds = %8
    #dbg_declare(ptr %4, !99, !DIExpression(), !100)
  %19 = call i32 @solve(), !dbg !101
  store i32 %19, ptr %4, align 4, !dbg !100
  %20 = load i32, ptr %3, align 4, !dbg !102
  %21 = load i32, ptr %4, align 4, !dbg !103
  %22 = call i32 @valid(), !dbg !104
  %23 = load i64, ptr @nodes, align 8, !dbg !105
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %20, i32 noundef %21, i32 noundef %22, i64 noundef %23), !dbg !106
  %25 = load i32, ptr %4, align 4, !dbg !107
  %26 = icmp ne i32 %25, 0, !dbg !107
  br i1 %26, label %27, label %28, !dbg !109

27:                                               ; preds = %18
  call void @print_grid(), !dbg !110
  br label %28, !dbg !110

28:                                               ; preds = %27, %18
  br label %29, !dbg !111

29:                                               ; preds = %28, %15
  %30 = load i32, ptr %3, align 4, !dbg !112
  %31 = add nsw i32 %30, 1, !dbg !112
  store i32 %31, ptr %3, align 4, !dbg !112
  br label %5, !dbg !113, !llvm.loop !114

32:                                               ; preds = %5
  ret i32 0, !dbg !117
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @load(ptr noundef %0) #0 !dbg !118 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !121, !DIExpression(), !122)
  call void @llvm.memset.p0.i64(ptr align 16 @rows, i8 0, i64 36, i1 false), !dbg !123
  call void @llvm.memset.p0.i64(ptr align 16 @cols, i8 0, i64 36, i1 false), !dbg !124
  call void @llvm.memset.p0.i64(ptr align 16 @boxes, i8 0, i64 36, i1 false), !dbg !125
  call void @llvm.memset.p0.i64(ptr align 16 @grid, i8 0, i64 324, i1 false), !dbg !126
    #dbg_declare(ptr %4, !127, !DIExpression(), !129)
  store i32 0, ptr %4, align 4, !dbg !129
  br label %7, !dbg !130

7:                                                ; preds = %59, %1
  %8 = load i32, ptr %4, align 4, !dbg !131
  %9 = icmp slt i32 %8, 81, !dbg !133
  br i1 %9, label %10, label %62, !dbg !134

10:                                               ; preds = %7
    #dbg_declare(ptr %5, !135, !DIExpression(), !137)
  %11 = load ptr, ptr %3, align 8, !dbg !138
  %12 = load i32, ptr %4, align 4, !dbg !139
  %13 = sext i32 %12 to i64, !dbg !138
  %14 = getelementptr inbounds i8, ptr %11, i64 %13, !dbg !138
  %15 = load i8, ptr %14, align 1, !dbg !138
  %16 = sext i8 %15 to i32, !dbg !138
  %17 = icmp eq i32 %16, 46, !dbg !140
  br i1 %17, label %18, label %19, !dbg !138

18:                                               ; preds = %10
  br label %27, !dbg !138

19:                                               ; preds = %10
  %20 = load ptr, ptr %3, align 8, !dbg !141
  %21 = load i32, ptr %4, align 4, !dbg !142
  %22 = sext i32 %21 to i64, !dbg !141
  %23 = getelementptr inbounds i8, ptr %20, i64 %22, !dbg !141
  %24 = load i8, ptr %23, align 1, !dbg !141
  %25 = sext i8 %24 to i32, !dbg !141
  %26 = sub nsw i32 %25, 48, !dbg !143
  br label %27, !dbg !138

27:                                               ; preds = %19, %18
  %28 = phi i32 [ 0, %18 ], [ %26, %19 ], !dbg !138
  store i32 %28, ptr %5, align 4, !dbg !137
  %29 = load i32, ptr %5, align 4, !dbg !144
  %30 = icmp ne i32 %29, 0, !dbg !144
  br i1 %30, label %31, label %58, !dbg !146

31:                                               ; preds = %27
    #dbg_declare(ptr %6, !147, !DIExpression(), !149)
  %32 = load i32, ptr %4, align 4, !dbg !150
  %33 = sdiv i32 %32, 9, !dbg !151
  %34 = sext i32 %33 to i64, !dbg !152
  %35 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %34, !dbg !152
  %36 = load i32, ptr %35, align 4, !dbg !152
  %37 = load i32, ptr %4, align 4, !dbg !153
  %38 = srem i32 %37, 9, !dbg !154
  %39 = sext i32 %38 to i64, !dbg !155
  %40 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %39, !dbg !155
  %41 = load i32, ptr %40, align 4, !dbg !155
  %42 = or i32 %36, %41, !dbg !156
  %43 = load i32, ptr %4, align 4, !dbg !157
  %44 = call i32 @box_of(i32 noundef %43), !dbg !158
  %45 = sext i32 %44 to i64, !dbg !159
  %46 = getelementptr inbounds [9 x i32], ptr @boxes, i64 0, i64 %45, !dbg !159
  %47 = load i32, ptr %46, align 4, !dbg !159
  %48 = or i32 %42, %47, !dbg !160
  store i32 %48, ptr %6, align 4, !dbg !149
  %49 = load i32, ptr %6, align 4, !dbg !161
  %50 = load i32, ptr %5, align 4, !dbg !163
  %51 = shl i32 1, %50, !dbg !164
  %52 = and i32 %49, %51, !dbg !165
  %53 = icmp ne i32 %52, 0, !dbg !165
  br i1 %53, label %54, label %55, !dbg !166

54:                                               ; preds = %31
  store i32 0, ptr %2, align 4, !dbg !167
  br label %63, !dbg !167

55:                                               ; preds = %31
  %56 = load i32, ptr %4, align 4, !dbg !168
  %57 = load i32, ptr %5, align 4, !dbg !169
  call void @place(i32 noundef %56, i32 noundef %57), !dbg !170
  br label %58, !dbg !171

58:                                               ; preds = %55, %27
  br label %59, !dbg !172

59:                                               ; preds = %58
  %60 = load i32, ptr %4, align 4, !dbg !173
  %61 = add nsw i32 %60, 1, !dbg !173
  store i32 %61, ptr %4, align 4, !dbg !173
  br label %7, !dbg !174, !llvm.loop !175

62:                                               ; preds = %7
  store i32 1, ptr %2, align 4, !dbg !177
  br label %63, !dbg !177

63:                                               ; preds = %62, %54
  %64 = load i32, ptr %2, align 4, !dbg !178
  ret i32 %64, !dbg !178
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @solve() #0 !dbg !179 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = load i64, ptr @nodes, align 8, !dbg !180
  %11 = add nsw i64 %10, 1, !dbg !180
  store i64 %11, ptr @nodes, align 8, !dbg !180
    #dbg_declare(ptr %2, !181, !DIExpression(), !182)
  store i32 -1, ptr %2, align 4, !dbg !182
    #dbg_declare(ptr %3, !183, !DIExpression(), !184)
  store i32 10, ptr %3, align 4, !dbg !184
    #dbg_declare(ptr %4, !185, !DIExpression(), !186)
  store i32 0, ptr %4, align 4, !dbg !186
    #dbg_declare(ptr %5, !187, !DIExpression(), !189)
  store i32 0, ptr %5, align 4, !dbg !189
  br label %12, !dbg !190

12:                                               ; preds = %57, %0
  %13 = load i32, ptr %5, align 4, !dbg !191
  %14 = icmp slt i32 %13, 81, !dbg !193
  br i1 %14, label %15, label %60, !dbg !194

15:                                               ; preds = %12
  %16 = load i32, ptr %5, align 4, !dbg !195
  %17 = sext i32 %16 to i64, !dbg !198
  %18 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %17, !dbg !198
  %19 = load i32, ptr %18, align 4, !dbg !198
  %20 = icmp ne i32 %19, 0, !dbg !198
  br i1 %20, label %21, label %22, !dbg !199

21:                                               ; preds = %15
  br label %57, !dbg !200

22:                                               ; preds = %15
    #dbg_declare(ptr %6, !201, !DIExpression(), !202)
  %23 = load i32, ptr %5, align 4, !dbg !203
  %24 = sdiv i32 %23, 9, !dbg !204
  %25 = sext i32 %24 to i64, !dbg !205
  %26 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %25, !dbg !205
  %27 = load i32, ptr %26, align 4, !dbg !205
  %28 = load i32, ptr %5, align 4, !dbg !206
  %29 = srem i32 %28, 9, !dbg !207
  %30 = sext i32 %29 to i64, !dbg !208
  %31 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %30, !dbg !208
  %32 = load i32, ptr %31, align 4, !dbg !208
  %33 = or i32 %27, %32, !dbg !209
  %34 = load i32, ptr %5, align 4, !dbg !210
  %35 = call i32 @box_of(i32 noundef %34), !dbg !211
  %36 = sext i32 %35 to i64, !dbg !212
  %37 = getelementptr inbounds [9 x i32], ptr @boxes, i64 0, i64 %36, !dbg !212
  %38 = load i32, ptr %37, align 4, !dbg !212
  %39 = or i32 %33, %38, !dbg !213
  store i32 %39, ptr %6, align 4, !dbg !202
    #dbg_declare(ptr %7, !214, !DIExpression(), !215)
  %40 = load i32, ptr %6, align 4, !dbg !216
  %41 = xor i32 %40, -1, !dbg !217
  %42 = and i32 %41, 1022, !dbg !218
  store i32 %42, ptr %7, align 4, !dbg !215
    #dbg_declare(ptr %8, !219, !DIExpression(), !220)
  %43 = load i32, ptr %7, align 4, !dbg !221
  %44 = call i32 @llvm.ctpop.i32(i32 %43), !dbg !222
  store i32 %44, ptr %8, align 4, !dbg !220
  %45 = load i32, ptr %8, align 4, !dbg !223
  %46 = load i32, ptr %3, align 4, !dbg !225
  %47 = icmp slt i32 %45, %46, !dbg !226
  br i1 %47, label %48, label %56, !dbg !227

48:                                               ; preds = %22
  %49 = load i32, ptr %5, align 4, !dbg !228
  store i32 %49, ptr %2, align 4, !dbg !230
  %50 = load i32, ptr %8, align 4, !dbg !231
  store i32 %50, ptr %3, align 4, !dbg !232
  %51 = load i32, ptr %7, align 4, !dbg !233
  store i32 %51, ptr %4, align 4, !dbg !234
  %52 = load i32, ptr %8, align 4, !dbg !235
  %53 = icmp sle i32 %52, 1, !dbg !237
  br i1 %53, label %54, label %55, !dbg !238

54:                                               ; preds = %48
  br label %60, !dbg !239

55:                                               ; preds = %48
  br label %56, !dbg !240

56:                                               ; preds = %55, %22
  br label %57, !dbg !241

57:                                               ; preds = %56, %21
  %58 = load i32, ptr %5, align 4, !dbg !242
  %59 = add nsw i32 %58, 1, !dbg !242
  store i32 %59, ptr %5, align 4, !dbg !242
  br label %12, !dbg !243, !llvm.loop !244

60:                                               ; preds = %54, %12
  %61 = load i32, ptr %2, align 4, !dbg !246
  %62 = icmp slt i32 %61, 0, !dbg !248
  br i1 %62, label %63, label %64, !dbg !249

63:                                               ; preds = %60
  store i32 1, ptr %1, align 4, !dbg !250
  br label %88, !dbg !250

64:                                               ; preds = %60
    #dbg_declare(ptr %9, !251, !DIExpression(), !253)
  store i32 1, ptr %9, align 4, !dbg !253
  br label %65, !dbg !254

65:                                               ; preds = %84, %64
  %66 = load i32, ptr %9, align 4, !dbg !255
  %67 = icmp sle i32 %66, 9, !dbg !257
  br i1 %67, label %68, label %87, !dbg !258

68:                                               ; preds = %65
  %69 = load i32, ptr %4, align 4, !dbg !259
  %70 = load i32, ptr %9, align 4, !dbg !261
  %71 = shl i32 1, %70, !dbg !262
  %72 = and i32 %69, %71, !dbg !263
  %73 = icmp ne i32 %72, 0, !dbg !263
  br i1 %73, label %74, label %83, !dbg !264

74:                                               ; preds = %68
  %75 = load i32, ptr %2, align 4, !dbg !265
  %76 = load i32, ptr %9, align 4, !dbg !267
  call void @place(i32 noundef %75, i32 noundef %76), !dbg !268
  %77 = call i32 @solve(), !dbg !269
  %78 = icmp ne i32 %77, 0, !dbg !269
  br i1 %78, label %79, label %80, !dbg !271

79:                                               ; preds = %74
  store i32 1, ptr %1, align 4, !dbg !272
  br label %88, !dbg !272

80:                                               ; preds = %74
  %81 = load i32, ptr %2, align 4, !dbg !273
  %82 = load i32, ptr %9, align 4, !dbg !274
  call void @unplace(i32 noundef %81, i32 noundef %82), !dbg !275
  br label %83, !dbg !276

83:                                               ; preds = %80, %68
  br label %84, !dbg !277

84:                                               ; preds = %83
  %85 = load i32, ptr %9, align 4, !dbg !278
  %86 = add nsw i32 %85, 1, !dbg !278
  store i32 %86, ptr %9, align 4, !dbg !278
  br label %65, !dbg !279, !llvm.loop !280

87:                                               ; preds = %65
  store i32 0, ptr %1, align 4, !dbg !282
  br label %88, !dbg !282

88:                                               ; preds = %87, %79, %63
  %89 = load i32, ptr %1, align 4, !dbg !283
  ret i32 %89, !dbg !283
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @valid() #0 !dbg !284 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
    #dbg_declare(ptr %2, !285, !DIExpression(), !287)
  store i32 0, ptr %2, align 4, !dbg !287
  br label %3, !dbg !288

3:                                                ; preds = %26, %0
  %4 = load i32, ptr %2, align 4, !dbg !289
  %5 = icmp slt i32 %4, 9, !dbg !291
  br i1 %5, label %6, label %29, !dbg !292

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4, !dbg !293
  %8 = sext i32 %7 to i64, !dbg !295
  %9 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %8, !dbg !295
  %10 = load i32, ptr %9, align 4, !dbg !295
  %11 = icmp ne i32 %10, 1022, !dbg !296
  br i1 %11, label %24, label %12, !dbg !297

12:                                               ; preds = %6
  %13 = load i32, ptr %2, align 4, !dbg !298
  %14 = sext i32 %13 to i64, !dbg !299
  %15 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %14, !dbg !299
  %16 = load i32, ptr %15, align 4, !dbg !299
  %17 = icmp ne i32 %16, 1022, !dbg !300
  br i1 %17, label %24, label %18, !dbg !301

18:                                               ; preds = %12
  %19 = load i32, ptr %2, align 4, !dbg !302
  %20 = sext i32 %19 to i64, !dbg !303
  %21 = getelementptr inbounds [9 x i32], ptr @boxes, i64 0, i64 %20, !dbg !303
  %22 = load i32, ptr %21, align 4, !dbg !303
  %23 = icmp ne i32 %22, 1022, !dbg !304
  br i1 %23, label %24, label %25, !dbg !305

24:                                               ; preds = %18, %12, %6
  store i32 0, ptr %1, align 4, !dbg !306
  br label %30, !dbg !306

25:                                               ; preds = %18
  br label %26, !dbg !307

26:                                               ; preds = %25
  %27 = load i32, ptr %2, align 4, !dbg !308
  %28 = add nsw i32 %27, 1, !dbg !308
  store i32 %28, ptr %2, align 4, !dbg !308
  br label %3, !dbg !309, !llvm.loop !310

29:                                               ; preds = %3
  store i32 1, ptr %1, align 4, !dbg !312
  br label %30, !dbg !312

30:                                               ; preds = %29, %24
  %31 = load i32, ptr %1, align 4, !dbg !313
  ret i32 %31, !dbg !313
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_grid() #0 !dbg !314 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
    #dbg_declare(ptr %1, !317, !DIExpression(), !319)
  store i32 0, ptr %1, align 4, !dbg !319
  br label %3, !dbg !320

3:                                                ; preds = %40, %0
  %4 = load i32, ptr %1, align 4, !dbg !321
  %5 = icmp slt i32 %4, 9, !dbg !323
  br i1 %5, label %6, label %43, !dbg !324

6:                                                ; preds = %3
    #dbg_declare(ptr %2, !325, !DIExpression(), !328)
  store i32 0, ptr %2, align 4, !dbg !328
  br label %7, !dbg !329

7:                                                ; preds = %27, %6
  %8 = load i32, ptr %2, align 4, !dbg !330
  %9 = icmp slt i32 %8, 9, !dbg !332
  br i1 %9, label %10, label %30, !dbg !333

10:                                               ; preds = %7
  %11 = load i32, ptr %1, align 4, !dbg !334
  %12 = mul nsw i32 %11, 9, !dbg !336
  %13 = load i32, ptr %2, align 4, !dbg !337
  %14 = add nsw i32 %12, %13, !dbg !338
  %15 = sext i32 %14 to i64, !dbg !339
  %16 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %15, !dbg !339
  %17 = load i32, ptr %16, align 4, !dbg !339
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %17), !dbg !340
  %19 = load i32, ptr %2, align 4, !dbg !341
  %20 = icmp eq i32 %19, 2, !dbg !343
  br i1 %20, label %24, label %21, !dbg !344

21:                                               ; preds = %10
  %22 = load i32, ptr %2, align 4, !dbg !345
  %23 = icmp eq i32 %22, 5, !dbg !346
  br i1 %23, label %24, label %26, !dbg !347

24:                                               ; preds = %21, %10
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.7), !dbg !348
  br label %26, !dbg !348

26:                                               ; preds = %24, %21
  br label %27, !dbg !349

27:                                               ; preds = %26
  %28 = load i32, ptr %2, align 4, !dbg !350
  %29 = add nsw i32 %28, 1, !dbg !350
  store i32 %29, ptr %2, align 4, !dbg !350
  br label %7, !dbg !351, !llvm.loop !352

30:                                               ; preds = %7
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.8), !dbg !354
  %32 = load i32, ptr %1, align 4, !dbg !355
  %33 = icmp eq i32 %32, 2, !dbg !357
  br i1 %33, label %37, label %34, !dbg !358

34:                                               ; preds = %30
  %35 = load i32, ptr %1, align 4, !dbg !359
  %36 = icmp eq i32 %35, 5, !dbg !360
  br i1 %36, label %37, label %39, !dbg !361

37:                                               ; preds = %34, %30
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.9), !dbg !362
  br label %39, !dbg !362

39:                                               ; preds = %37, %34
  br label %40, !dbg !363

40:                                               ; preds = %39
  %41 = load i32, ptr %1, align 4, !dbg !364
  %42 = add nsw i32 %41, 1, !dbg !364
  store i32 %42, ptr %1, align 4, !dbg !364
  br label %3, !dbg !365, !llvm.loop !366

43:                                               ; preds = %3
  ret void, !dbg !368
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @box_of(i32 noundef %0) #0 !dbg !369 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !372, !DIExpression(), !373)
  %3 = load i32, ptr %2, align 4, !dbg !374
  %4 = sdiv i32 %3, 27, !dbg !375
  %5 = mul nsw i32 %4, 3, !dbg !376
  %6 = load i32, ptr %2, align 4, !dbg !377
  %7 = srem i32 %6, 9, !dbg !378
  %8 = sdiv i32 %7, 3, !dbg !379
  %9 = add nsw i32 %5, %8, !dbg !380
  ret i32 %9, !dbg !381
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @place(i32 noundef %0, i32 noundef %1) #0 !dbg !382 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !385, !DIExpression(), !386)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !387, !DIExpression(), !388)
    #dbg_declare(ptr %5, !389, !DIExpression(), !390)
  %6 = load i32, ptr %4, align 4, !dbg !391
  %7 = shl i32 1, %6, !dbg !392
  store i32 %7, ptr %5, align 4, !dbg !390
  %8 = load i32, ptr %4, align 4, !dbg !393
  %9 = load i32, ptr %3, align 4, !dbg !394
  %10 = sext i32 %9 to i64, !dbg !395
  %11 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %10, !dbg !395
  store i32 %8, ptr %11, align 4, !dbg !396
  %12 = load i32, ptr %5, align 4, !dbg !397
  %13 = load i32, ptr %3, align 4, !dbg !398
  %14 = sdiv i32 %13, 9, !dbg !399
  %15 = sext i32 %14 to i64, !dbg !400
  %16 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %15, !dbg !400
  %17 = load i32, ptr %16, align 4, !dbg !401
  %18 = or i32 %17, %12, !dbg !401
  store i32 %18, ptr %16, align 4, !dbg !401
  %19 = load i32, ptr %5, align 4, !dbg !402
  %20 = load i32, ptr %3, align 4, !dbg !403
  %21 = srem i32 %20, 9, !dbg !404
  %22 = sext i32 %21 to i64, !dbg !405
  %23 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %22, !dbg !405
  %24 = load i32, ptr %23, align 4, !dbg !406
  %25 = or i32 %24, %19, !dbg !406
  store i32 %25, ptr %23, align 4, !dbg !406
  %26 = load i32, ptr %5, align 4, !dbg !407
  %27 = load i32, ptr %3, align 4, !dbg !408
  %28 = call i32 @box_of(i32 noundef %27), !dbg !409
  %29 = sext i32 %28 to i64, !dbg !410
  %30 = getelementptr inbounds [9 x i32], ptr @boxes, i64 0, i64 %29, !dbg !410
  %31 = load i32, ptr %30, align 4, !dbg !411
  %32 = or i32 %31, %26, !dbg !411
  store i32 %32, ptr %30, align 4, !dbg !411
  ret void, !dbg !412
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @unplace(i32 noundef %0, i32 noundef %1) #0 !dbg !413 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !414, !DIExpression(), !415)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !416, !DIExpression(), !417)
    #dbg_declare(ptr %5, !418, !DIExpression(), !419)
  %6 = load i32, ptr %4, align 4, !dbg !420
  %7 = shl i32 1, %6, !dbg !421
  store i32 %7, ptr %5, align 4, !dbg !419
  %8 = load i32, ptr %3, align 4, !dbg !422
  %9 = sext i32 %8 to i64, !dbg !423
  %10 = getelementptr inbounds [81 x i32], ptr @grid, i64 0, i64 %9, !dbg !423
  store i32 0, ptr %10, align 4, !dbg !424
  %11 = load i32, ptr %5, align 4, !dbg !425
  %12 = xor i32 %11, -1, !dbg !426
  %13 = load i32, ptr %3, align 4, !dbg !427
  %14 = sdiv i32 %13, 9, !dbg !428
  %15 = sext i32 %14 to i64, !dbg !429
  %16 = getelementptr inbounds [9 x i32], ptr @rows, i64 0, i64 %15, !dbg !429
  %17 = load i32, ptr %16, align 4, !dbg !430
  %18 = and i32 %17, %12, !dbg !430
  store i32 %18, ptr %16, align 4, !dbg !430
  %19 = load i32, ptr %5, align 4, !dbg !431
  %20 = xor i32 %19, -1, !dbg !432
  %21 = load i32, ptr %3, align 4, !dbg !433
  %22 = srem i32 %21, 9, !dbg !434
  %23 = sext i32 %22 to i64, !dbg !435
  %24 = getelementptr inbounds [9 x i32], ptr @cols, i64 0, i64 %23, !dbg !435
  %25 = load i32, ptr %24, align 4, !dbg !436
  %26 = and i32 %25, %20, !dbg !436
  store i32 %26, ptr %24, align 4, !dbg !436
  %27 = load i32, ptr %5, align 4, !dbg !437
  %28 = xor i32 %27, -1, !dbg !438
  %29 = load i32, ptr %3, align 4, !dbg !439
  %30 = call i32 @box_of(i32 noundef %29), !dbg !440
  %31 = sext i32 %30 to i64, !dbg !441
  %32 = getelementptr inbounds [9 x i32], ptr @boxes, i64 0, i64 %31, !dbg !441
  %33 = load i32, ptr %32, align 4, !dbg !442
  %34 = and i32 %33, %28, !dbg !442
  store i32 %34, ptr %32, align 4, !dbg !442
  ret void, !dbg !443
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!15}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "sudoku.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "6df93e2fa58ed8c208c41dc95128d254")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 656, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 82)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !3, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "nodes", scope: !15, file: !2, line: 8, type: !60, isLocal: true, isDefinition: true)
!15 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !16, splitDebugInlining: false, nameTableKind: None)
!16 = !{!0, !7, !9, !11, !17, !22, !13, !27, !33, !35, !37, !43, !48, !53, !55}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 32)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 41)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "rows", scope: !15, file: !2, line: 7, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 288, elements: !31)
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !{!32}
!32 = !DISubrange(count: 9)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "cols", scope: !15, file: !2, line: 7, type: !29, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "boxes", scope: !15, file: !2, line: 7, type: !29, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "grid", scope: !15, file: !2, line: 6, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 2592, elements: !41)
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !{!42}
!42 = !DISubrange(count: 81)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 3)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 2)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !50, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 13)
!60 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!61 = !{i32 7, !"Dwarf Version", i32 5}
!62 = !{i32 2, !"Debug Info Version", i32 3}
!63 = !{i32 1, !"wchar_size", i32 4}
!64 = !{i32 8, !"PIC Level", i32 2}
!65 = !{i32 7, !"PIE Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 2}
!67 = !{i32 7, !"frame-pointer", i32 2}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 95, type: !70, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !15, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!40}
!72 = !{}
!73 = !DILocalVariable(name: "puzzles", scope: !69, file: !2, line: 96, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 256, elements: !77)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!77 = !{!78}
!78 = !DISubrange(count: 4)
!79 = !DILocation(line: 96, column: 17, scope: !69)
!80 = !DILocalVariable(name: "p", scope: !81, file: !2, line: 102, type: !40)
!81 = distinct !DILexicalBlock(scope: !69, file: !2, line: 102, column: 5)
!82 = !DILocation(line: 102, column: 14, scope: !81)
!83 = !DILocation(line: 102, column: 10, scope: !81)
!84 = !DILocation(line: 102, column: 21, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !2, line: 102, column: 5)
!86 = !DILocation(line: 102, column: 23, scope: !85)
!87 = !DILocation(line: 102, column: 5, scope: !81)
!88 = !DILocation(line: 103, column: 15, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !2, line: 102, column: 33)
!90 = !DILocation(line: 104, column: 27, scope: !91)
!91 = distinct !DILexicalBlock(scope: !89, file: !2, line: 104, column: 13)
!92 = !DILocation(line: 104, column: 19, scope: !91)
!93 = !DILocation(line: 104, column: 14, scope: !91)
!94 = !DILocation(line: 104, column: 13, scope: !89)
!95 = !DILocation(line: 105, column: 56, scope: !96)
!96 = distinct !DILexicalBlock(scope: !91, file: !2, line: 104, column: 32)
!97 = !DILocation(line: 105, column: 13, scope: !96)
!98 = !DILocation(line: 106, column: 13, scope: !96)
!99 = !DILocalVariable(name: "ok", scope: !89, file: !2, line: 108, type: !40)
!100 = !DILocation(line: 108, column: 13, scope: !89)
!101 = !DILocation(line: 108, column: 18, scope: !89)
!102 = !DILocation(line: 109, column: 61, scope: !89)
!103 = !DILocation(line: 109, column: 64, scope: !89)
!104 = !DILocation(line: 109, column: 68, scope: !89)
!105 = !DILocation(line: 109, column: 77, scope: !89)
!106 = !DILocation(line: 109, column: 9, scope: !89)
!107 = !DILocation(line: 110, column: 13, scope: !108)
!108 = distinct !DILexicalBlock(scope: !89, file: !2, line: 110, column: 13)
!109 = !DILocation(line: 110, column: 13, scope: !89)
!110 = !DILocation(line: 111, column: 13, scope: !108)
!111 = !DILocation(line: 112, column: 5, scope: !89)
!112 = !DILocation(line: 102, column: 29, scope: !85)
!113 = !DILocation(line: 102, column: 5, scope: !85)
!114 = distinct !{!114, !87, !115, !116}
!115 = !DILocation(line: 112, column: 5, scope: !81)
!116 = !{!"llvm.loop.mustprogress"}
!117 = !DILocation(line: 113, column: 5, scope: !69)
!118 = distinct !DISubprogram(name: "load", scope: !2, file: !2, line: 58, type: !119, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !72)
!119 = !DISubroutineType(types: !120)
!120 = !{!40, !75}
!121 = !DILocalVariable(name: "s", arg: 1, scope: !118, file: !2, line: 58, type: !75)
!122 = !DILocation(line: 58, column: 29, scope: !118)
!123 = !DILocation(line: 59, column: 5, scope: !118)
!124 = !DILocation(line: 60, column: 5, scope: !118)
!125 = !DILocation(line: 61, column: 5, scope: !118)
!126 = !DILocation(line: 62, column: 5, scope: !118)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 63, type: !40)
!128 = distinct !DILexicalBlock(scope: !118, file: !2, line: 63, column: 5)
!129 = !DILocation(line: 63, column: 14, scope: !128)
!130 = !DILocation(line: 63, column: 10, scope: !128)
!131 = !DILocation(line: 63, column: 21, scope: !132)
!132 = distinct !DILexicalBlock(scope: !128, file: !2, line: 63, column: 5)
!133 = !DILocation(line: 63, column: 23, scope: !132)
!134 = !DILocation(line: 63, column: 5, scope: !128)
!135 = !DILocalVariable(name: "d", scope: !136, file: !2, line: 64, type: !40)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 63, column: 34)
!137 = !DILocation(line: 64, column: 13, scope: !136)
!138 = !DILocation(line: 64, column: 17, scope: !136)
!139 = !DILocation(line: 64, column: 19, scope: !136)
!140 = !DILocation(line: 64, column: 22, scope: !136)
!141 = !DILocation(line: 64, column: 35, scope: !136)
!142 = !DILocation(line: 64, column: 37, scope: !136)
!143 = !DILocation(line: 64, column: 40, scope: !136)
!144 = !DILocation(line: 65, column: 13, scope: !145)
!145 = distinct !DILexicalBlock(scope: !136, file: !2, line: 65, column: 13)
!146 = !DILocation(line: 65, column: 13, scope: !136)
!147 = !DILocalVariable(name: "used", scope: !148, file: !2, line: 66, type: !30)
!148 = distinct !DILexicalBlock(scope: !145, file: !2, line: 65, column: 16)
!149 = !DILocation(line: 66, column: 22, scope: !148)
!150 = !DILocation(line: 66, column: 34, scope: !148)
!151 = !DILocation(line: 66, column: 36, scope: !148)
!152 = !DILocation(line: 66, column: 29, scope: !148)
!153 = !DILocation(line: 66, column: 48, scope: !148)
!154 = !DILocation(line: 66, column: 50, scope: !148)
!155 = !DILocation(line: 66, column: 43, scope: !148)
!156 = !DILocation(line: 66, column: 41, scope: !148)
!157 = !DILocation(line: 66, column: 70, scope: !148)
!158 = !DILocation(line: 66, column: 63, scope: !148)
!159 = !DILocation(line: 66, column: 57, scope: !148)
!160 = !DILocation(line: 66, column: 55, scope: !148)
!161 = !DILocation(line: 67, column: 17, scope: !162)
!162 = distinct !DILexicalBlock(scope: !148, file: !2, line: 67, column: 17)
!163 = !DILocation(line: 67, column: 31, scope: !162)
!164 = !DILocation(line: 67, column: 28, scope: !162)
!165 = !DILocation(line: 67, column: 22, scope: !162)
!166 = !DILocation(line: 67, column: 17, scope: !148)
!167 = !DILocation(line: 68, column: 17, scope: !162)
!168 = !DILocation(line: 69, column: 19, scope: !148)
!169 = !DILocation(line: 69, column: 22, scope: !148)
!170 = !DILocation(line: 69, column: 13, scope: !148)
!171 = !DILocation(line: 70, column: 9, scope: !148)
!172 = !DILocation(line: 71, column: 5, scope: !136)
!173 = !DILocation(line: 63, column: 30, scope: !132)
!174 = !DILocation(line: 63, column: 5, scope: !132)
!175 = distinct !{!175, !134, !176, !116}
!176 = !DILocation(line: 71, column: 5, scope: !128)
!177 = !DILocation(line: 72, column: 5, scope: !118)
!178 = !DILocation(line: 73, column: 1, scope: !118)
!179 = distinct !DISubprogram(name: "solve", scope: !2, file: !2, line: 28, type: !70, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !72)
!180 = !DILocation(line: 29, column: 10, scope: !179)
!181 = !DILocalVariable(name: "best", scope: !179, file: !2, line: 30, type: !40)
!182 = !DILocation(line: 30, column: 9, scope: !179)
!183 = !DILocalVariable(name: "best_count", scope: !179, file: !2, line: 30, type: !40)
!184 = !DILocation(line: 30, column: 20, scope: !179)
!185 = !DILocalVariable(name: "best_mask", scope: !179, file: !2, line: 31, type: !30)
!186 = !DILocation(line: 31, column: 14, scope: !179)
!187 = !DILocalVariable(name: "i", scope: !188, file: !2, line: 32, type: !40)
!188 = distinct !DILexicalBlock(scope: !179, file: !2, line: 32, column: 5)
!189 = !DILocation(line: 32, column: 14, scope: !188)
!190 = !DILocation(line: 32, column: 10, scope: !188)
!191 = !DILocation(line: 32, column: 21, scope: !192)
!192 = distinct !DILexicalBlock(scope: !188, file: !2, line: 32, column: 5)
!193 = !DILocation(line: 32, column: 23, scope: !192)
!194 = !DILocation(line: 32, column: 5, scope: !188)
!195 = !DILocation(line: 33, column: 18, scope: !196)
!196 = distinct !DILexicalBlock(scope: !197, file: !2, line: 33, column: 13)
!197 = distinct !DILexicalBlock(scope: !192, file: !2, line: 32, column: 34)
!198 = !DILocation(line: 33, column: 13, scope: !196)
!199 = !DILocation(line: 33, column: 13, scope: !197)
!200 = !DILocation(line: 34, column: 13, scope: !196)
!201 = !DILocalVariable(name: "used", scope: !197, file: !2, line: 35, type: !30)
!202 = !DILocation(line: 35, column: 18, scope: !197)
!203 = !DILocation(line: 35, column: 30, scope: !197)
!204 = !DILocation(line: 35, column: 32, scope: !197)
!205 = !DILocation(line: 35, column: 25, scope: !197)
!206 = !DILocation(line: 35, column: 44, scope: !197)
!207 = !DILocation(line: 35, column: 46, scope: !197)
!208 = !DILocation(line: 35, column: 39, scope: !197)
!209 = !DILocation(line: 35, column: 37, scope: !197)
!210 = !DILocation(line: 35, column: 66, scope: !197)
!211 = !DILocation(line: 35, column: 59, scope: !197)
!212 = !DILocation(line: 35, column: 53, scope: !197)
!213 = !DILocation(line: 35, column: 51, scope: !197)
!214 = !DILocalVariable(name: "avail", scope: !197, file: !2, line: 36, type: !30)
!215 = !DILocation(line: 36, column: 18, scope: !197)
!216 = !DILocation(line: 36, column: 27, scope: !197)
!217 = !DILocation(line: 36, column: 26, scope: !197)
!218 = !DILocation(line: 36, column: 32, scope: !197)
!219 = !DILocalVariable(name: "c", scope: !197, file: !2, line: 37, type: !40)
!220 = !DILocation(line: 37, column: 13, scope: !197)
!221 = !DILocation(line: 37, column: 36, scope: !197)
!222 = !DILocation(line: 37, column: 17, scope: !197)
!223 = !DILocation(line: 38, column: 13, scope: !224)
!224 = distinct !DILexicalBlock(scope: !197, file: !2, line: 38, column: 13)
!225 = !DILocation(line: 38, column: 17, scope: !224)
!226 = !DILocation(line: 38, column: 15, scope: !224)
!227 = !DILocation(line: 38, column: 13, scope: !197)
!228 = !DILocation(line: 39, column: 20, scope: !229)
!229 = distinct !DILexicalBlock(scope: !224, file: !2, line: 38, column: 29)
!230 = !DILocation(line: 39, column: 18, scope: !229)
!231 = !DILocation(line: 40, column: 26, scope: !229)
!232 = !DILocation(line: 40, column: 24, scope: !229)
!233 = !DILocation(line: 41, column: 25, scope: !229)
!234 = !DILocation(line: 41, column: 23, scope: !229)
!235 = !DILocation(line: 42, column: 17, scope: !236)
!236 = distinct !DILexicalBlock(scope: !229, file: !2, line: 42, column: 17)
!237 = !DILocation(line: 42, column: 19, scope: !236)
!238 = !DILocation(line: 42, column: 17, scope: !229)
!239 = !DILocation(line: 43, column: 17, scope: !236)
!240 = !DILocation(line: 44, column: 9, scope: !229)
!241 = !DILocation(line: 45, column: 5, scope: !197)
!242 = !DILocation(line: 32, column: 30, scope: !192)
!243 = !DILocation(line: 32, column: 5, scope: !192)
!244 = distinct !{!244, !194, !245, !116}
!245 = !DILocation(line: 45, column: 5, scope: !188)
!246 = !DILocation(line: 46, column: 9, scope: !247)
!247 = distinct !DILexicalBlock(scope: !179, file: !2, line: 46, column: 9)
!248 = !DILocation(line: 46, column: 14, scope: !247)
!249 = !DILocation(line: 46, column: 9, scope: !179)
!250 = !DILocation(line: 47, column: 9, scope: !247)
!251 = !DILocalVariable(name: "d", scope: !252, file: !2, line: 48, type: !40)
!252 = distinct !DILexicalBlock(scope: !179, file: !2, line: 48, column: 5)
!253 = !DILocation(line: 48, column: 14, scope: !252)
!254 = !DILocation(line: 48, column: 10, scope: !252)
!255 = !DILocation(line: 48, column: 21, scope: !256)
!256 = distinct !DILexicalBlock(scope: !252, file: !2, line: 48, column: 5)
!257 = !DILocation(line: 48, column: 23, scope: !256)
!258 = !DILocation(line: 48, column: 5, scope: !252)
!259 = !DILocation(line: 49, column: 13, scope: !260)
!260 = distinct !DILexicalBlock(scope: !256, file: !2, line: 49, column: 13)
!261 = !DILocation(line: 49, column: 32, scope: !260)
!262 = !DILocation(line: 49, column: 29, scope: !260)
!263 = !DILocation(line: 49, column: 23, scope: !260)
!264 = !DILocation(line: 49, column: 13, scope: !256)
!265 = !DILocation(line: 50, column: 19, scope: !266)
!266 = distinct !DILexicalBlock(scope: !260, file: !2, line: 49, column: 36)
!267 = !DILocation(line: 50, column: 25, scope: !266)
!268 = !DILocation(line: 50, column: 13, scope: !266)
!269 = !DILocation(line: 51, column: 17, scope: !270)
!270 = distinct !DILexicalBlock(scope: !266, file: !2, line: 51, column: 17)
!271 = !DILocation(line: 51, column: 17, scope: !266)
!272 = !DILocation(line: 52, column: 17, scope: !270)
!273 = !DILocation(line: 53, column: 21, scope: !266)
!274 = !DILocation(line: 53, column: 27, scope: !266)
!275 = !DILocation(line: 53, column: 13, scope: !266)
!276 = !DILocation(line: 54, column: 9, scope: !266)
!277 = !DILocation(line: 49, column: 33, scope: !260)
!278 = !DILocation(line: 48, column: 30, scope: !256)
!279 = !DILocation(line: 48, column: 5, scope: !256)
!280 = distinct !{!280, !258, !281, !116}
!281 = !DILocation(line: 54, column: 9, scope: !252)
!282 = !DILocation(line: 55, column: 5, scope: !179)
!283 = !DILocation(line: 56, column: 1, scope: !179)
!284 = distinct !DISubprogram(name: "valid", scope: !2, file: !2, line: 75, type: !70, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !72)
!285 = !DILocalVariable(name: "u", scope: !286, file: !2, line: 76, type: !40)
!286 = distinct !DILexicalBlock(scope: !284, file: !2, line: 76, column: 5)
!287 = !DILocation(line: 76, column: 14, scope: !286)
!288 = !DILocation(line: 76, column: 10, scope: !286)
!289 = !DILocation(line: 76, column: 21, scope: !290)
!290 = distinct !DILexicalBlock(scope: !286, file: !2, line: 76, column: 5)
!291 = !DILocation(line: 76, column: 23, scope: !290)
!292 = !DILocation(line: 76, column: 5, scope: !286)
!293 = !DILocation(line: 77, column: 18, scope: !294)
!294 = distinct !DILexicalBlock(scope: !290, file: !2, line: 77, column: 13)
!295 = !DILocation(line: 77, column: 13, scope: !294)
!296 = !DILocation(line: 77, column: 21, scope: !294)
!297 = !DILocation(line: 77, column: 30, scope: !294)
!298 = !DILocation(line: 77, column: 38, scope: !294)
!299 = !DILocation(line: 77, column: 33, scope: !294)
!300 = !DILocation(line: 77, column: 41, scope: !294)
!301 = !DILocation(line: 77, column: 50, scope: !294)
!302 = !DILocation(line: 77, column: 59, scope: !294)
!303 = !DILocation(line: 77, column: 53, scope: !294)
!304 = !DILocation(line: 77, column: 62, scope: !294)
!305 = !DILocation(line: 77, column: 13, scope: !290)
!306 = !DILocation(line: 78, column: 13, scope: !294)
!307 = !DILocation(line: 77, column: 65, scope: !294)
!308 = !DILocation(line: 76, column: 29, scope: !290)
!309 = !DILocation(line: 76, column: 5, scope: !290)
!310 = distinct !{!310, !292, !311, !116}
!311 = !DILocation(line: 78, column: 20, scope: !286)
!312 = !DILocation(line: 79, column: 5, scope: !284)
!313 = !DILocation(line: 80, column: 1, scope: !284)
!314 = distinct !DISubprogram(name: "print_grid", scope: !2, file: !2, line: 82, type: !315, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !72)
!315 = !DISubroutineType(types: !316)
!316 = !{null}
!317 = !DILocalVariable(name: "r", scope: !318, file: !2, line: 83, type: !40)
!318 = distinct !DILexicalBlock(scope: !314, file: !2, line: 83, column: 5)
!319 = !DILocation(line: 83, column: 14, scope: !318)
!320 = !DILocation(line: 83, column: 10, scope: !318)
!321 = !DILocation(line: 83, column: 21, scope: !322)
!322 = distinct !DILexicalBlock(scope: !318, file: !2, line: 83, column: 5)
!323 = !DILocation(line: 83, column: 23, scope: !322)
!324 = !DILocation(line: 83, column: 5, scope: !318)
!325 = !DILocalVariable(name: "c", scope: !326, file: !2, line: 84, type: !40)
!326 = distinct !DILexicalBlock(scope: !327, file: !2, line: 84, column: 9)
!327 = distinct !DILexicalBlock(scope: !322, file: !2, line: 83, column: 33)
!328 = !DILocation(line: 84, column: 18, scope: !326)
!329 = !DILocation(line: 84, column: 14, scope: !326)
!330 = !DILocation(line: 84, column: 25, scope: !331)
!331 = distinct !DILexicalBlock(scope: !326, file: !2, line: 84, column: 9)
!332 = !DILocation(line: 84, column: 27, scope: !331)
!333 = !DILocation(line: 84, column: 9, scope: !326)
!334 = !DILocation(line: 85, column: 31, scope: !335)
!335 = distinct !DILexicalBlock(scope: !331, file: !2, line: 84, column: 37)
!336 = !DILocation(line: 85, column: 33, scope: !335)
!337 = !DILocation(line: 85, column: 39, scope: !335)
!338 = !DILocation(line: 85, column: 37, scope: !335)
!339 = !DILocation(line: 85, column: 26, scope: !335)
!340 = !DILocation(line: 85, column: 13, scope: !335)
!341 = !DILocation(line: 86, column: 17, scope: !342)
!342 = distinct !DILexicalBlock(scope: !335, file: !2, line: 86, column: 17)
!343 = !DILocation(line: 86, column: 19, scope: !342)
!344 = !DILocation(line: 86, column: 24, scope: !342)
!345 = !DILocation(line: 86, column: 27, scope: !342)
!346 = !DILocation(line: 86, column: 29, scope: !342)
!347 = !DILocation(line: 86, column: 17, scope: !335)
!348 = !DILocation(line: 87, column: 17, scope: !342)
!349 = !DILocation(line: 88, column: 9, scope: !335)
!350 = !DILocation(line: 84, column: 33, scope: !331)
!351 = !DILocation(line: 84, column: 9, scope: !331)
!352 = distinct !{!352, !333, !353, !116}
!353 = !DILocation(line: 88, column: 9, scope: !326)
!354 = !DILocation(line: 89, column: 9, scope: !327)
!355 = !DILocation(line: 90, column: 13, scope: !356)
!356 = distinct !DILexicalBlock(scope: !327, file: !2, line: 90, column: 13)
!357 = !DILocation(line: 90, column: 15, scope: !356)
!358 = !DILocation(line: 90, column: 20, scope: !356)
!359 = !DILocation(line: 90, column: 23, scope: !356)
!360 = !DILocation(line: 90, column: 25, scope: !356)
!361 = !DILocation(line: 90, column: 13, scope: !327)
!362 = !DILocation(line: 91, column: 13, scope: !356)
!363 = !DILocation(line: 92, column: 5, scope: !327)
!364 = !DILocation(line: 83, column: 29, scope: !322)
!365 = !DILocation(line: 83, column: 5, scope: !322)
!366 = distinct !{!366, !324, !367, !116}
!367 = !DILocation(line: 92, column: 5, scope: !318)
!368 = !DILocation(line: 93, column: 1, scope: !314)
!369 = distinct !DISubprogram(name: "box_of", scope: !2, file: !2, line: 10, type: !370, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !72)
!370 = !DISubroutineType(types: !371)
!371 = !{!40, !40}
!372 = !DILocalVariable(name: "i", arg: 1, scope: !369, file: !2, line: 10, type: !40)
!373 = !DILocation(line: 10, column: 23, scope: !369)
!374 = !DILocation(line: 10, column: 36, scope: !369)
!375 = !DILocation(line: 10, column: 38, scope: !369)
!376 = !DILocation(line: 10, column: 44, scope: !369)
!377 = !DILocation(line: 10, column: 51, scope: !369)
!378 = !DILocation(line: 10, column: 53, scope: !369)
!379 = !DILocation(line: 10, column: 58, scope: !369)
!380 = !DILocation(line: 10, column: 48, scope: !369)
!381 = !DILocation(line: 10, column: 28, scope: !369)
!382 = distinct !DISubprogram(name: "place", scope: !2, file: !2, line: 12, type: !383, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !72)
!383 = !DISubroutineType(types: !384)
!384 = !{null, !40, !40}
!385 = !DILocalVariable(name: "i", arg: 1, scope: !382, file: !2, line: 12, type: !40)
!386 = !DILocation(line: 12, column: 23, scope: !382)
!387 = !DILocalVariable(name: "d", arg: 2, scope: !382, file: !2, line: 12, type: !40)
!388 = !DILocation(line: 12, column: 30, scope: !382)
!389 = !DILocalVariable(name: "bit", scope: !382, file: !2, line: 13, type: !30)
!390 = !DILocation(line: 13, column: 14, scope: !382)
!391 = !DILocation(line: 13, column: 26, scope: !382)
!392 = !DILocation(line: 13, column: 23, scope: !382)
!393 = !DILocation(line: 14, column: 15, scope: !382)
!394 = !DILocation(line: 14, column: 10, scope: !382)
!395 = !DILocation(line: 14, column: 5, scope: !382)
!396 = !DILocation(line: 14, column: 13, scope: !382)
!397 = !DILocation(line: 15, column: 20, scope: !382)
!398 = !DILocation(line: 15, column: 10, scope: !382)
!399 = !DILocation(line: 15, column: 12, scope: !382)
!400 = !DILocation(line: 15, column: 5, scope: !382)
!401 = !DILocation(line: 15, column: 17, scope: !382)
!402 = !DILocation(line: 16, column: 20, scope: !382)
!403 = !DILocation(line: 16, column: 10, scope: !382)
!404 = !DILocation(line: 16, column: 12, scope: !382)
!405 = !DILocation(line: 16, column: 5, scope: !382)
!406 = !DILocation(line: 16, column: 17, scope: !382)
!407 = !DILocation(line: 17, column: 25, scope: !382)
!408 = !DILocation(line: 17, column: 18, scope: !382)
!409 = !DILocation(line: 17, column: 11, scope: !382)
!410 = !DILocation(line: 17, column: 5, scope: !382)
!411 = !DILocation(line: 17, column: 22, scope: !382)
!412 = !DILocation(line: 18, column: 1, scope: !382)
!413 = distinct !DISubprogram(name: "unplace", scope: !2, file: !2, line: 20, type: !383, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !15, retainedNodes: !72)
!414 = !DILocalVariable(name: "i", arg: 1, scope: !413, file: !2, line: 20, type: !40)
!415 = !DILocation(line: 20, column: 25, scope: !413)
!416 = !DILocalVariable(name: "d", arg: 2, scope: !413, file: !2, line: 20, type: !40)
!417 = !DILocation(line: 20, column: 32, scope: !413)
!418 = !DILocalVariable(name: "bit", scope: !413, file: !2, line: 21, type: !30)
!419 = !DILocation(line: 21, column: 14, scope: !413)
!420 = !DILocation(line: 21, column: 26, scope: !413)
!421 = !DILocation(line: 21, column: 23, scope: !413)
!422 = !DILocation(line: 22, column: 10, scope: !413)
!423 = !DILocation(line: 22, column: 5, scope: !413)
!424 = !DILocation(line: 22, column: 13, scope: !413)
!425 = !DILocation(line: 23, column: 21, scope: !413)
!426 = !DILocation(line: 23, column: 20, scope: !413)
!427 = !DILocation(line: 23, column: 10, scope: !413)
!428 = !DILocation(line: 23, column: 12, scope: !413)
!429 = !DILocation(line: 23, column: 5, scope: !413)
!430 = !DILocation(line: 23, column: 17, scope: !413)
!431 = !DILocation(line: 24, column: 21, scope: !413)
!432 = !DILocation(line: 24, column: 20, scope: !413)
!433 = !DILocation(line: 24, column: 10, scope: !413)
!434 = !DILocation(line: 24, column: 12, scope: !413)
!435 = !DILocation(line: 24, column: 5, scope: !413)
!436 = !DILocation(line: 24, column: 17, scope: !413)
!437 = !DILocation(line: 25, column: 26, scope: !413)
!438 = !DILocation(line: 25, column: 25, scope: !413)
!439 = !DILocation(line: 25, column: 18, scope: !413)
!440 = !DILocation(line: 25, column: 11, scope: !413)
!441 = !DILocation(line: 25, column: 5, scope: !413)
!442 = !DILocation(line: 25, column: 22, scope: !413)
!443 = !DILocation(line: 26, column: 1, scope: !413)
