; ModuleID = 'sorts.c'
source_filename = "sorts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.orig = internal global [1500 x i32] zeroinitializer, align 16, !dbg !0
@main.ref = internal global [1500 x i32] zeroinitializer, align 16, !dbg !20
@main.work = internal global [1500 x i32] zeroinitializer, align 16, !dbg !25
@.str = private unnamed_addr constant [7 x i8] c"random\00", align 1, !dbg !27
@.str.1 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1, !dbg !33
@.str.2 = private unnamed_addr constant [9 x i8] c"reversed\00", align 1, !dbg !35
@.str.3 = private unnamed_addr constant [13 x i8] c"few-distinct\00", align 1, !dbg !40
@.str.4 = private unnamed_addr constant [11 x i8] c"organ-pipe\00", align 1, !dbg !45
@__const.main.patterns = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [48 x i8] c"%s: qsort checksum %lu min %d median %d max %d\0A\00", align 1, !dbg !50
@.str.6 = private unnamed_addr constant [14 x i8] c"  merge   %s\0A\00", align 1, !dbg !55
@.str.7 = private unnamed_addr constant [6 x i8] c"WRONG\00", align 1, !dbg !60
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !65
@.str.9 = private unnamed_addr constant [14 x i8] c"  quick   %s\0A\00", align 1, !dbg !70
@.str.10 = private unnamed_addr constant [14 x i8] c"  shell   %s\0A\00", align 1, !dbg !72
@.str.11 = private unnamed_addr constant [14 x i8] c"  radix   %s\0A\00", align 1, !dbg !74
@.str.12 = private unnamed_addr constant [14 x i8] c"  count   %s\0A\00", align 1, !dbg !76
@.str.13 = private unnamed_addr constant [9 x i8] c"  first:\00", align 1, !dbg !78
@.str.14 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !80
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !85
@shell_sort.gaps = internal constant [8 x i32] [i32 701, i32 301, i32 132, i32 57, i32 23, i32 10, i32 4, i32 1], align 16, !dbg !90

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !2 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !108, !DIExpression(), !114)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.patterns, i64 40, i1 false), !dbg !114
    #dbg_declare(ptr %3, !115, !DIExpression(), !117)
  store i32 0, ptr %3, align 4, !dbg !117
  br label %8, !dbg !118

8:                                                ; preds = %122, %0
  %9 = load i32, ptr %3, align 4, !dbg !119
  %10 = icmp slt i32 %9, 5, !dbg !121
  br i1 %10, label %11, label %125, !dbg !122

11:                                               ; preds = %8
    #dbg_declare(ptr %4, !123, !DIExpression(), !125)
  %12 = load i32, ptr %3, align 4, !dbg !126
  %13 = add i32 31337, %12, !dbg !127
  store i32 %13, ptr %4, align 4, !dbg !125
    #dbg_declare(ptr %5, !128, !DIExpression(), !130)
  store i32 0, ptr %5, align 4, !dbg !130
  br label %14, !dbg !131

14:                                               ; preds = %64, %11
  %15 = load i32, ptr %5, align 4, !dbg !132
  %16 = icmp slt i32 %15, 1500, !dbg !134
  br i1 %16, label %17, label %67, !dbg !135

17:                                               ; preds = %14
  %18 = load i32, ptr %4, align 4, !dbg !136
  %19 = mul i32 %18, 1103515245, !dbg !138
  %20 = add i32 %19, 12345, !dbg !139
  store i32 %20, ptr %4, align 4, !dbg !140
  %21 = load i32, ptr %3, align 4, !dbg !141
  switch i32 %21, label %50 [
    i32 0, label %22
    i32 1, label %29
    i32 2, label %36
    i32 3, label %42
  ], !dbg !142

22:                                               ; preds = %17
  %23 = load i32, ptr %4, align 4, !dbg !143
  %24 = lshr i32 %23, 1, !dbg !145
  %25 = sub nsw i32 %24, 1073741824, !dbg !146
  %26 = load i32, ptr %5, align 4, !dbg !147
  %27 = sext i32 %26 to i64, !dbg !148
  %28 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %27, !dbg !148
  store i32 %25, ptr %28, align 4, !dbg !149
  br label %63, !dbg !150

29:                                               ; preds = %17
  %30 = load i32, ptr %5, align 4, !dbg !151
  %31 = mul nsw i32 %30, 3, !dbg !152
  %32 = sub nsw i32 %31, 100, !dbg !153
  %33 = load i32, ptr %5, align 4, !dbg !154
  %34 = sext i32 %33 to i64, !dbg !155
  %35 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %34, !dbg !155
  store i32 %32, ptr %35, align 4, !dbg !156
  br label %63, !dbg !157

36:                                               ; preds = %17
  %37 = load i32, ptr %5, align 4, !dbg !158
  %38 = sub nsw i32 1500, %37, !dbg !159
  %39 = load i32, ptr %5, align 4, !dbg !160
  %40 = sext i32 %39 to i64, !dbg !161
  %41 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %40, !dbg !161
  store i32 %38, ptr %41, align 4, !dbg !162
  br label %63, !dbg !163

42:                                               ; preds = %17
  %43 = load i32, ptr %4, align 4, !dbg !164
  %44 = lshr i32 %43, 16, !dbg !165
  %45 = srem i32 %44, 5, !dbg !166
  %46 = sub nsw i32 %45, 2, !dbg !167
  %47 = load i32, ptr %5, align 4, !dbg !168
  %48 = sext i32 %47 to i64, !dbg !169
  %49 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %48, !dbg !169
  store i32 %46, ptr %49, align 4, !dbg !170
  br label %63, !dbg !171

50:                                               ; preds = %17
  %51 = load i32, ptr %5, align 4, !dbg !172
  %52 = icmp slt i32 %51, 750, !dbg !173
  br i1 %52, label %53, label %55, !dbg !172

53:                                               ; preds = %50
  %54 = load i32, ptr %5, align 4, !dbg !174
  br label %58, !dbg !172

55:                                               ; preds = %50
  %56 = load i32, ptr %5, align 4, !dbg !175
  %57 = sub nsw i32 1500, %56, !dbg !176
  br label %58, !dbg !172

58:                                               ; preds = %55, %53
  %59 = phi i32 [ %54, %53 ], [ %57, %55 ], !dbg !172
  %60 = load i32, ptr %5, align 4, !dbg !177
  %61 = sext i32 %60 to i64, !dbg !178
  %62 = getelementptr inbounds [1500 x i32], ptr @main.orig, i64 0, i64 %61, !dbg !178
  store i32 %59, ptr %62, align 4, !dbg !179
  br label %63, !dbg !180

63:                                               ; preds = %58, %42, %36, %29, %22
  br label %64, !dbg !181

64:                                               ; preds = %63
  %65 = load i32, ptr %5, align 4, !dbg !182
  %66 = add nsw i32 %65, 1, !dbg !182
  store i32 %66, ptr %5, align 4, !dbg !182
  br label %14, !dbg !183, !llvm.loop !184

67:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 @main.ref, ptr align 16 @main.orig, i64 6000, i1 false), !dbg !187
  call void @qsort(ptr noundef @main.ref, i64 noundef 1500, i64 noundef 4, ptr noundef @cmp_int), !dbg !188
    #dbg_declare(ptr %6, !189, !DIExpression(), !190)
  %68 = call i64 @checksum(ptr noundef @main.ref, i32 noundef 1500), !dbg !191
  store i64 %68, ptr %6, align 8, !dbg !190
  %69 = load i32, ptr %3, align 4, !dbg !192
  %70 = sext i32 %69 to i64, !dbg !193
  %71 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %70, !dbg !193
  %72 = load ptr, ptr %71, align 8, !dbg !193
  %73 = load i64, ptr %6, align 8, !dbg !194
  %74 = load i32, ptr @main.ref, align 16, !dbg !195
  %75 = load i32, ptr getelementptr inbounds ([1500 x i32], ptr @main.ref, i64 0, i64 750), align 8, !dbg !196
  %76 = load i32, ptr getelementptr inbounds ([1500 x i32], ptr @main.ref, i64 0, i64 1499), align 4, !dbg !197
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %72, i64 noundef %73, i32 noundef %74, i32 noundef %75, i32 noundef %76), !dbg !198
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 @main.work, ptr align 16 @main.orig, i64 6000, i1 false), !dbg !199
  call void @merge_sort(ptr noundef @main.work, i32 noundef 1500), !dbg !200
  %78 = call i32 @memcmp(ptr noundef @main.work, ptr noundef @main.ref, i64 noundef 6000) #8, !dbg !201
  %79 = icmp ne i32 %78, 0, !dbg !201
  %80 = zext i1 %79 to i64, !dbg !201
  %81 = select i1 %79, ptr @.str.7, ptr @.str.8, !dbg !201
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %81), !dbg !202
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 @main.work, ptr align 16 @main.orig, i64 6000, i1 false), !dbg !203
  call void @quick_sort(ptr noundef @main.work, i32 noundef 0, i32 noundef 1499), !dbg !204
  %83 = call i32 @memcmp(ptr noundef @main.work, ptr noundef @main.ref, i64 noundef 6000) #8, !dbg !205
  %84 = icmp ne i32 %83, 0, !dbg !205
  %85 = zext i1 %84 to i64, !dbg !205
  %86 = select i1 %84, ptr @.str.7, ptr @.str.8, !dbg !205
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %86), !dbg !206
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 @main.work, ptr align 16 @main.orig, i64 6000, i1 false), !dbg !207
  call void @shell_sort(ptr noundef @main.work, i32 noundef 1500), !dbg !208
  %88 = call i32 @memcmp(ptr noundef @main.work, ptr noundef @main.ref, i64 noundef 6000) #8, !dbg !209
  %89 = icmp ne i32 %88, 0, !dbg !209
  %90 = zext i1 %89 to i64, !dbg !209
  %91 = select i1 %89, ptr @.str.7, ptr @.str.8, !dbg !209
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %91), !dbg !210
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 @main.work, ptr align 16 @main.orig, i64 6000, i1 false), !dbg !211
  call void @radix_sort(ptr noundef @main.work, i32 noundef 1500), !dbg !212
  %93 = call i32 @memcmp(ptr noundef @main.work, ptr noundef @main.ref, i64 noundef 6000) #8, !dbg !213
  %94 = icmp ne i32 %93, 0, !dbg !213
  %95 = zext i1 %94 to i64, !dbg !213
  %96 = select i1 %94, ptr @.str.7, ptr @.str.8, !dbg !213
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %96), !dbg !214
  %98 = load i32, ptr %3, align 4, !dbg !215
  %99 = icmp ne i32 %98, 0, !dbg !217
  br i1 %99, label %100, label %106, !dbg !218

100:                                              ; preds = %67
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 @main.work, ptr align 16 @main.orig, i64 6000, i1 false), !dbg !219
  call void @counting_sort(ptr noundef @main.work, i32 noundef 1500), !dbg !221
  %101 = call i32 @memcmp(ptr noundef @main.work, ptr noundef @main.ref, i64 noundef 6000) #8, !dbg !222
  %102 = icmp ne i32 %101, 0, !dbg !222
  %103 = zext i1 %102 to i64, !dbg !222
  %104 = select i1 %102, ptr @.str.7, ptr @.str.8, !dbg !222
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %104), !dbg !223
  br label %106, !dbg !224

106:                                              ; preds = %100, %67
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.13), !dbg !225
    #dbg_declare(ptr %7, !226, !DIExpression(), !228)
  store i32 0, ptr %7, align 4, !dbg !228
  br label %108, !dbg !229

108:                                              ; preds = %117, %106
  %109 = load i32, ptr %7, align 4, !dbg !230
  %110 = icmp slt i32 %109, 8, !dbg !232
  br i1 %110, label %111, label %120, !dbg !233

111:                                              ; preds = %108
  %112 = load i32, ptr %7, align 4, !dbg !234
  %113 = sext i32 %112 to i64, !dbg !235
  %114 = getelementptr inbounds [1500 x i32], ptr @main.work, i64 0, i64 %113, !dbg !235
  %115 = load i32, ptr %114, align 4, !dbg !235
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %115), !dbg !236
  br label %117, !dbg !236

117:                                              ; preds = %111
  %118 = load i32, ptr %7, align 4, !dbg !237
  %119 = add nsw i32 %118, 1, !dbg !237
  store i32 %119, ptr %7, align 4, !dbg !237
  br label %108, !dbg !238, !llvm.loop !239

120:                                              ; preds = %108
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.15), !dbg !241
  br label %122, !dbg !242

122:                                              ; preds = %120
  %123 = load i32, ptr %3, align 4, !dbg !243
  %124 = add nsw i32 %123, 1, !dbg !243
  store i32 %124, ptr %3, align 4, !dbg !243
  br label %8, !dbg !244, !llvm.loop !245

125:                                              ; preds = %8
  ret i32 0, !dbg !247
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int(ptr noundef %0, ptr noundef %1) #0 !dbg !248 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !253, !DIExpression(), !254)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !255, !DIExpression(), !256)
    #dbg_declare(ptr %5, !257, !DIExpression(), !258)
  %7 = load ptr, ptr %3, align 8, !dbg !259
  %8 = load i32, ptr %7, align 4, !dbg !260
  store i32 %8, ptr %5, align 4, !dbg !258
    #dbg_declare(ptr %6, !261, !DIExpression(), !262)
  %9 = load ptr, ptr %4, align 8, !dbg !263
  %10 = load i32, ptr %9, align 4, !dbg !264
  store i32 %10, ptr %6, align 4, !dbg !262
  %11 = load i32, ptr %5, align 4, !dbg !265
  %12 = load i32, ptr %6, align 4, !dbg !266
  %13 = icmp sgt i32 %11, %12, !dbg !267
  %14 = zext i1 %13 to i32, !dbg !267
  %15 = load i32, ptr %5, align 4, !dbg !268
  %16 = load i32, ptr %6, align 4, !dbg !269
  %17 = icmp slt i32 %15, %16, !dbg !270
  %18 = zext i1 %17 to i32, !dbg !270
  %19 = sub nsw i32 %14, %18, !dbg !271
  ret i32 %19, !dbg !272
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @checksum(ptr noundef %0, i32 noundef %1) #0 !dbg !273 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !276, !DIExpression(), !277)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !278, !DIExpression(), !279)
    #dbg_declare(ptr %5, !280, !DIExpression(), !281)
  store i64 0, ptr %5, align 8, !dbg !281
    #dbg_declare(ptr %6, !282, !DIExpression(), !284)
  store i32 0, ptr %6, align 4, !dbg !284
  br label %7, !dbg !285

7:                                                ; preds = %21, %2
  %8 = load i32, ptr %6, align 4, !dbg !286
  %9 = load i32, ptr %4, align 4, !dbg !288
  %10 = icmp slt i32 %8, %9, !dbg !289
  br i1 %10, label %11, label %24, !dbg !290

11:                                               ; preds = %7
  %12 = load i64, ptr %5, align 8, !dbg !291
  %13 = mul i64 %12, 1000003, !dbg !292
  %14 = load ptr, ptr %3, align 8, !dbg !293
  %15 = load i32, ptr %6, align 4, !dbg !294
  %16 = sext i32 %15 to i64, !dbg !293
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !293
  %18 = load i32, ptr %17, align 4, !dbg !293
  %19 = zext i32 %18 to i64, !dbg !295
  %20 = add i64 %13, %19, !dbg !296
  store i64 %20, ptr %5, align 8, !dbg !297
  br label %21, !dbg !298

21:                                               ; preds = %11
  %22 = load i32, ptr %6, align 4, !dbg !299
  %23 = add nsw i32 %22, 1, !dbg !299
  store i32 %23, ptr %6, align 4, !dbg !299
  br label %7, !dbg !300, !llvm.loop !301

24:                                               ; preds = %7
  %25 = load i64, ptr %5, align 8, !dbg !303
  ret i64 %25, !dbg !304
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @merge_sort(ptr noundef %0, i32 noundef %1) #0 !dbg !305 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !306, !DIExpression(), !307)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !308, !DIExpression(), !309)
    #dbg_declare(ptr %5, !310, !DIExpression(), !311)
  %6 = load i32, ptr %4, align 4, !dbg !312
  %7 = sext i32 %6 to i64, !dbg !313
  %8 = mul i64 %7, 4, !dbg !314
  %9 = call noalias ptr @malloc(i64 noundef %8) #9, !dbg !315
  store ptr %9, ptr %5, align 8, !dbg !311
  %10 = load ptr, ptr %3, align 8, !dbg !316
  %11 = load ptr, ptr %5, align 8, !dbg !317
  %12 = load i32, ptr %4, align 4, !dbg !318
  call void @merge_sort_rec(ptr noundef %10, ptr noundef %11, i32 noundef 0, i32 noundef %12), !dbg !319
  %13 = load ptr, ptr %5, align 8, !dbg !320
  call void @free(ptr noundef %13) #10, !dbg !321
  ret void, !dbg !322
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @quick_sort(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !323 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !326, !DIExpression(), !327)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !328, !DIExpression(), !329)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !330, !DIExpression(), !331)
  br label %13, !dbg !332

13:                                               ; preds = %209, %3
  %14 = load i32, ptr %5, align 4, !dbg !333
  %15 = load i32, ptr %6, align 4, !dbg !334
  %16 = icmp slt i32 %14, %15, !dbg !335
  br i1 %16, label %17, label %210, !dbg !332

17:                                               ; preds = %13
  %18 = load i32, ptr %6, align 4, !dbg !336
  %19 = load i32, ptr %5, align 4, !dbg !339
  %20 = sub nsw i32 %18, %19, !dbg !340
  %21 = icmp slt i32 %20, 10, !dbg !341
  br i1 %21, label %22, label %68, !dbg !342

22:                                               ; preds = %17
    #dbg_declare(ptr %7, !343, !DIExpression(), !346)
  %23 = load i32, ptr %5, align 4, !dbg !347
  %24 = add nsw i32 %23, 1, !dbg !348
  store i32 %24, ptr %7, align 4, !dbg !346
  br label %25, !dbg !349

25:                                               ; preds = %64, %22
  %26 = load i32, ptr %7, align 4, !dbg !350
  %27 = load i32, ptr %6, align 4, !dbg !352
  %28 = icmp sle i32 %26, %27, !dbg !353
  br i1 %28, label %29, label %67, !dbg !354

29:                                               ; preds = %25
    #dbg_declare(ptr %8, !355, !DIExpression(), !357)
  %30 = load i32, ptr %7, align 4, !dbg !358
  store i32 %30, ptr %8, align 4, !dbg !357
  br label %31, !dbg !359

31:                                               ; preds = %60, %29
  %32 = load i32, ptr %8, align 4, !dbg !360
  %33 = load i32, ptr %5, align 4, !dbg !362
  %34 = icmp sgt i32 %32, %33, !dbg !363
  br i1 %34, label %35, label %48, !dbg !364

35:                                               ; preds = %31
  %36 = load ptr, ptr %4, align 8, !dbg !365
  %37 = load i32, ptr %8, align 4, !dbg !366
  %38 = sub nsw i32 %37, 1, !dbg !367
  %39 = sext i32 %38 to i64, !dbg !365
  %40 = getelementptr inbounds i32, ptr %36, i64 %39, !dbg !365
  %41 = load i32, ptr %40, align 4, !dbg !365
  %42 = load ptr, ptr %4, align 8, !dbg !368
  %43 = load i32, ptr %8, align 4, !dbg !369
  %44 = sext i32 %43 to i64, !dbg !368
  %45 = getelementptr inbounds i32, ptr %42, i64 %44, !dbg !368
  %46 = load i32, ptr %45, align 4, !dbg !368
  %47 = icmp sgt i32 %41, %46, !dbg !370
  br label %48

48:                                               ; preds = %35, %31
  %49 = phi i1 [ false, %31 ], [ %47, %35 ], !dbg !371
  br i1 %49, label %50, label %63, !dbg !372

50:                                               ; preds = %48
  %51 = load ptr, ptr %4, align 8, !dbg !373
  %52 = load i32, ptr %8, align 4, !dbg !374
  %53 = sub nsw i32 %52, 1, !dbg !375
  %54 = sext i32 %53 to i64, !dbg !373
  %55 = getelementptr inbounds i32, ptr %51, i64 %54, !dbg !373
  %56 = load ptr, ptr %4, align 8, !dbg !376
  %57 = load i32, ptr %8, align 4, !dbg !377
  %58 = sext i32 %57 to i64, !dbg !376
  %59 = getelementptr inbounds i32, ptr %56, i64 %58, !dbg !376
  call void @swap(ptr noundef %55, ptr noundef %59), !dbg !378
  br label %60, !dbg !378

60:                                               ; preds = %50
  %61 = load i32, ptr %8, align 4, !dbg !379
  %62 = add nsw i32 %61, -1, !dbg !379
  store i32 %62, ptr %8, align 4, !dbg !379
  br label %31, !dbg !380, !llvm.loop !381

63:                                               ; preds = %48
  br label %64, !dbg !382

64:                                               ; preds = %63
  %65 = load i32, ptr %7, align 4, !dbg !383
  %66 = add nsw i32 %65, 1, !dbg !383
  store i32 %66, ptr %7, align 4, !dbg !383
  br label %25, !dbg !384, !llvm.loop !385

67:                                               ; preds = %25
  br label %210, !dbg !387

68:                                               ; preds = %17
    #dbg_declare(ptr %9, !388, !DIExpression(), !389)
  %69 = load i32, ptr %5, align 4, !dbg !390
  %70 = load i32, ptr %6, align 4, !dbg !391
  %71 = load i32, ptr %5, align 4, !dbg !392
  %72 = sub nsw i32 %70, %71, !dbg !393
  %73 = sdiv i32 %72, 2, !dbg !394
  %74 = add nsw i32 %69, %73, !dbg !395
  store i32 %74, ptr %9, align 4, !dbg !389
  %75 = load ptr, ptr %4, align 8, !dbg !396
  %76 = load i32, ptr %9, align 4, !dbg !398
  %77 = sext i32 %76 to i64, !dbg !396
  %78 = getelementptr inbounds i32, ptr %75, i64 %77, !dbg !396
  %79 = load i32, ptr %78, align 4, !dbg !396
  %80 = load ptr, ptr %4, align 8, !dbg !399
  %81 = load i32, ptr %5, align 4, !dbg !400
  %82 = sext i32 %81 to i64, !dbg !399
  %83 = getelementptr inbounds i32, ptr %80, i64 %82, !dbg !399
  %84 = load i32, ptr %83, align 4, !dbg !399
  %85 = icmp slt i32 %79, %84, !dbg !401
  br i1 %85, label %86, label %95, !dbg !402

86:                                               ; preds = %68
  %87 = load ptr, ptr %4, align 8, !dbg !403
  %88 = load i32, ptr %9, align 4, !dbg !404
  %89 = sext i32 %88 to i64, !dbg !403
  %90 = getelementptr inbounds i32, ptr %87, i64 %89, !dbg !403
  %91 = load ptr, ptr %4, align 8, !dbg !405
  %92 = load i32, ptr %5, align 4, !dbg !406
  %93 = sext i32 %92 to i64, !dbg !405
  %94 = getelementptr inbounds i32, ptr %91, i64 %93, !dbg !405
  call void @swap(ptr noundef %90, ptr noundef %94), !dbg !407
  br label %95, !dbg !407

95:                                               ; preds = %86, %68
  %96 = load ptr, ptr %4, align 8, !dbg !408
  %97 = load i32, ptr %6, align 4, !dbg !410
  %98 = sext i32 %97 to i64, !dbg !408
  %99 = getelementptr inbounds i32, ptr %96, i64 %98, !dbg !408
  %100 = load i32, ptr %99, align 4, !dbg !408
  %101 = load ptr, ptr %4, align 8, !dbg !411
  %102 = load i32, ptr %5, align 4, !dbg !412
  %103 = sext i32 %102 to i64, !dbg !411
  %104 = getelementptr inbounds i32, ptr %101, i64 %103, !dbg !411
  %105 = load i32, ptr %104, align 4, !dbg !411
  %106 = icmp slt i32 %100, %105, !dbg !413
  br i1 %106, label %107, label %116, !dbg !414

107:                                              ; preds = %95
  %108 = load ptr, ptr %4, align 8, !dbg !415
  %109 = load i32, ptr %6, align 4, !dbg !416
  %110 = sext i32 %109 to i64, !dbg !415
  %111 = getelementptr inbounds i32, ptr %108, i64 %110, !dbg !415
  %112 = load ptr, ptr %4, align 8, !dbg !417
  %113 = load i32, ptr %5, align 4, !dbg !418
  %114 = sext i32 %113 to i64, !dbg !417
  %115 = getelementptr inbounds i32, ptr %112, i64 %114, !dbg !417
  call void @swap(ptr noundef %111, ptr noundef %115), !dbg !419
  br label %116, !dbg !419

116:                                              ; preds = %107, %95
  %117 = load ptr, ptr %4, align 8, !dbg !420
  %118 = load i32, ptr %6, align 4, !dbg !422
  %119 = sext i32 %118 to i64, !dbg !420
  %120 = getelementptr inbounds i32, ptr %117, i64 %119, !dbg !420
  %121 = load i32, ptr %120, align 4, !dbg !420
  %122 = load ptr, ptr %4, align 8, !dbg !423
  %123 = load i32, ptr %9, align 4, !dbg !424
  %124 = sext i32 %123 to i64, !dbg !423
  %125 = getelementptr inbounds i32, ptr %122, i64 %124, !dbg !423
  %126 = load i32, ptr %125, align 4, !dbg !423
  %127 = icmp slt i32 %121, %126, !dbg !425
  br i1 %127, label %128, label %137, !dbg !426

128:                                              ; preds = %116
  %129 = load ptr, ptr %4, align 8, !dbg !427
  %130 = load i32, ptr %6, align 4, !dbg !428
  %131 = sext i32 %130 to i64, !dbg !427
  %132 = getelementptr inbounds i32, ptr %129, i64 %131, !dbg !427
  %133 = load ptr, ptr %4, align 8, !dbg !429
  %134 = load i32, ptr %9, align 4, !dbg !430
  %135 = sext i32 %134 to i64, !dbg !429
  %136 = getelementptr inbounds i32, ptr %133, i64 %135, !dbg !429
  call void @swap(ptr noundef %132, ptr noundef %136), !dbg !431
  br label %137, !dbg !431

137:                                              ; preds = %128, %116
    #dbg_declare(ptr %10, !432, !DIExpression(), !433)
  %138 = load ptr, ptr %4, align 8, !dbg !434
  %139 = load i32, ptr %9, align 4, !dbg !435
  %140 = sext i32 %139 to i64, !dbg !434
  %141 = getelementptr inbounds i32, ptr %138, i64 %140, !dbg !434
  %142 = load i32, ptr %141, align 4, !dbg !434
  store i32 %142, ptr %10, align 4, !dbg !433
    #dbg_declare(ptr %11, !436, !DIExpression(), !437)
  %143 = load i32, ptr %5, align 4, !dbg !438
  store i32 %143, ptr %11, align 4, !dbg !437
    #dbg_declare(ptr %12, !439, !DIExpression(), !440)
  %144 = load i32, ptr %6, align 4, !dbg !441
  store i32 %144, ptr %12, align 4, !dbg !440
  br label %145, !dbg !442

145:                                              ; preds = %190, %137
  %146 = load i32, ptr %11, align 4, !dbg !443
  %147 = load i32, ptr %12, align 4, !dbg !444
  %148 = icmp sle i32 %146, %147, !dbg !445
  br i1 %148, label %149, label %191, !dbg !442

149:                                              ; preds = %145
  br label %150, !dbg !446

150:                                              ; preds = %158, %149
  %151 = load ptr, ptr %4, align 8, !dbg !448
  %152 = load i32, ptr %11, align 4, !dbg !449
  %153 = sext i32 %152 to i64, !dbg !448
  %154 = getelementptr inbounds i32, ptr %151, i64 %153, !dbg !448
  %155 = load i32, ptr %154, align 4, !dbg !448
  %156 = load i32, ptr %10, align 4, !dbg !450
  %157 = icmp slt i32 %155, %156, !dbg !451
  br i1 %157, label %158, label %161, !dbg !446

158:                                              ; preds = %150
  %159 = load i32, ptr %11, align 4, !dbg !452
  %160 = add nsw i32 %159, 1, !dbg !452
  store i32 %160, ptr %11, align 4, !dbg !452
  br label %150, !dbg !446, !llvm.loop !453

161:                                              ; preds = %150
  br label %162, !dbg !454

162:                                              ; preds = %170, %161
  %163 = load ptr, ptr %4, align 8, !dbg !455
  %164 = load i32, ptr %12, align 4, !dbg !456
  %165 = sext i32 %164 to i64, !dbg !455
  %166 = getelementptr inbounds i32, ptr %163, i64 %165, !dbg !455
  %167 = load i32, ptr %166, align 4, !dbg !455
  %168 = load i32, ptr %10, align 4, !dbg !457
  %169 = icmp sgt i32 %167, %168, !dbg !458
  br i1 %169, label %170, label %173, !dbg !454

170:                                              ; preds = %162
  %171 = load i32, ptr %12, align 4, !dbg !459
  %172 = add nsw i32 %171, -1, !dbg !459
  store i32 %172, ptr %12, align 4, !dbg !459
  br label %162, !dbg !454, !llvm.loop !460

173:                                              ; preds = %162
  %174 = load i32, ptr %11, align 4, !dbg !461
  %175 = load i32, ptr %12, align 4, !dbg !463
  %176 = icmp sle i32 %174, %175, !dbg !464
  br i1 %176, label %177, label %190, !dbg !465

177:                                              ; preds = %173
  %178 = load ptr, ptr %4, align 8, !dbg !466
  %179 = load i32, ptr %11, align 4, !dbg !468
  %180 = sext i32 %179 to i64, !dbg !466
  %181 = getelementptr inbounds i32, ptr %178, i64 %180, !dbg !466
  %182 = load ptr, ptr %4, align 8, !dbg !469
  %183 = load i32, ptr %12, align 4, !dbg !470
  %184 = sext i32 %183 to i64, !dbg !469
  %185 = getelementptr inbounds i32, ptr %182, i64 %184, !dbg !469
  call void @swap(ptr noundef %181, ptr noundef %185), !dbg !471
  %186 = load i32, ptr %11, align 4, !dbg !472
  %187 = add nsw i32 %186, 1, !dbg !472
  store i32 %187, ptr %11, align 4, !dbg !472
  %188 = load i32, ptr %12, align 4, !dbg !473
  %189 = add nsw i32 %188, -1, !dbg !473
  store i32 %189, ptr %12, align 4, !dbg !473
  br label %190, !dbg !474

190:                                              ; preds = %177, %173
  br label %145, !dbg !442, !llvm.loop !475

191:                                              ; preds = %145
  %192 = load i32, ptr %12, align 4, !dbg !477
  %193 = load i32, ptr %5, align 4, !dbg !479
  %194 = sub nsw i32 %192, %193, !dbg !480
  %195 = load i32, ptr %6, align 4, !dbg !481
  %196 = load i32, ptr %11, align 4, !dbg !482
  %197 = sub nsw i32 %195, %196, !dbg !483
  %198 = icmp slt i32 %194, %197, !dbg !484
  br i1 %198, label %199, label %204, !dbg !485

199:                                              ; preds = %191
  %200 = load ptr, ptr %4, align 8, !dbg !486
  %201 = load i32, ptr %5, align 4, !dbg !488
  %202 = load i32, ptr %12, align 4, !dbg !489
  call void @quick_sort(ptr noundef %200, i32 noundef %201, i32 noundef %202), !dbg !490
  %203 = load i32, ptr %11, align 4, !dbg !491
  store i32 %203, ptr %5, align 4, !dbg !492
  br label %209, !dbg !493

204:                                              ; preds = %191
  %205 = load ptr, ptr %4, align 8, !dbg !494
  %206 = load i32, ptr %11, align 4, !dbg !496
  %207 = load i32, ptr %6, align 4, !dbg !497
  call void @quick_sort(ptr noundef %205, i32 noundef %206, i32 noundef %207), !dbg !498
  %208 = load i32, ptr %12, align 4, !dbg !499
  store i32 %208, ptr %6, align 4, !dbg !500
  br label %209

209:                                              ; preds = %204, %199
  br label %13, !dbg !332, !llvm.loop !501

210:                                              ; preds = %67, %13
  ret void, !dbg !503
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shell_sort(ptr noundef %0, i32 noundef %1) #0 !dbg !92 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !504, !DIExpression(), !505)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !506, !DIExpression(), !507)
    #dbg_declare(ptr %5, !508, !DIExpression(), !510)
  store i32 0, ptr %5, align 4, !dbg !510
  br label %10, !dbg !511

10:                                               ; preds = %71, %2
  %11 = load i32, ptr %5, align 4, !dbg !512
  %12 = icmp slt i32 %11, 8, !dbg !514
  br i1 %12, label %13, label %74, !dbg !515

13:                                               ; preds = %10
    #dbg_declare(ptr %6, !516, !DIExpression(), !518)
  %14 = load i32, ptr %5, align 4, !dbg !519
  %15 = sext i32 %14 to i64, !dbg !520
  %16 = getelementptr inbounds [8 x i32], ptr @shell_sort.gaps, i64 0, i64 %15, !dbg !520
  %17 = load i32, ptr %16, align 4, !dbg !520
  store i32 %17, ptr %6, align 4, !dbg !518
    #dbg_declare(ptr %7, !521, !DIExpression(), !523)
  %18 = load i32, ptr %6, align 4, !dbg !524
  store i32 %18, ptr %7, align 4, !dbg !523
  br label %19, !dbg !525

19:                                               ; preds = %67, %13
  %20 = load i32, ptr %7, align 4, !dbg !526
  %21 = load i32, ptr %4, align 4, !dbg !528
  %22 = icmp slt i32 %20, %21, !dbg !529
  br i1 %22, label %23, label %70, !dbg !530

23:                                               ; preds = %19
    #dbg_declare(ptr %8, !531, !DIExpression(), !533)
  %24 = load ptr, ptr %3, align 8, !dbg !534
  %25 = load i32, ptr %7, align 4, !dbg !535
  %26 = sext i32 %25 to i64, !dbg !534
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !534
  %28 = load i32, ptr %27, align 4, !dbg !534
  store i32 %28, ptr %8, align 4, !dbg !533
    #dbg_declare(ptr %9, !536, !DIExpression(), !537)
  %29 = load i32, ptr %7, align 4, !dbg !538
  store i32 %29, ptr %9, align 4, !dbg !537
  br label %30, !dbg !539

30:                                               ; preds = %46, %23
  %31 = load i32, ptr %9, align 4, !dbg !540
  %32 = load i32, ptr %6, align 4, !dbg !541
  %33 = icmp sge i32 %31, %32, !dbg !542
  br i1 %33, label %34, label %44, !dbg !543

34:                                               ; preds = %30
  %35 = load ptr, ptr %3, align 8, !dbg !544
  %36 = load i32, ptr %9, align 4, !dbg !545
  %37 = load i32, ptr %6, align 4, !dbg !546
  %38 = sub nsw i32 %36, %37, !dbg !547
  %39 = sext i32 %38 to i64, !dbg !544
  %40 = getelementptr inbounds i32, ptr %35, i64 %39, !dbg !544
  %41 = load i32, ptr %40, align 4, !dbg !544
  %42 = load i32, ptr %8, align 4, !dbg !548
  %43 = icmp sgt i32 %41, %42, !dbg !549
  br label %44

44:                                               ; preds = %34, %30
  %45 = phi i1 [ false, %30 ], [ %43, %34 ], !dbg !550
  br i1 %45, label %46, label %61, !dbg !539

46:                                               ; preds = %44
  %47 = load ptr, ptr %3, align 8, !dbg !551
  %48 = load i32, ptr %9, align 4, !dbg !553
  %49 = load i32, ptr %6, align 4, !dbg !554
  %50 = sub nsw i32 %48, %49, !dbg !555
  %51 = sext i32 %50 to i64, !dbg !551
  %52 = getelementptr inbounds i32, ptr %47, i64 %51, !dbg !551
  %53 = load i32, ptr %52, align 4, !dbg !551
  %54 = load ptr, ptr %3, align 8, !dbg !556
  %55 = load i32, ptr %9, align 4, !dbg !557
  %56 = sext i32 %55 to i64, !dbg !556
  %57 = getelementptr inbounds i32, ptr %54, i64 %56, !dbg !556
  store i32 %53, ptr %57, align 4, !dbg !558
  %58 = load i32, ptr %6, align 4, !dbg !559
  %59 = load i32, ptr %9, align 4, !dbg !560
  %60 = sub nsw i32 %59, %58, !dbg !560
  store i32 %60, ptr %9, align 4, !dbg !560
  br label %30, !dbg !539, !llvm.loop !561

61:                                               ; preds = %44
  %62 = load i32, ptr %8, align 4, !dbg !563
  %63 = load ptr, ptr %3, align 8, !dbg !564
  %64 = load i32, ptr %9, align 4, !dbg !565
  %65 = sext i32 %64 to i64, !dbg !564
  %66 = getelementptr inbounds i32, ptr %63, i64 %65, !dbg !564
  store i32 %62, ptr %66, align 4, !dbg !566
  br label %67, !dbg !567

67:                                               ; preds = %61
  %68 = load i32, ptr %7, align 4, !dbg !568
  %69 = add nsw i32 %68, 1, !dbg !568
  store i32 %69, ptr %7, align 4, !dbg !568
  br label %19, !dbg !569, !llvm.loop !570

70:                                               ; preds = %19
  br label %71, !dbg !572

71:                                               ; preds = %70
  %72 = load i32, ptr %5, align 4, !dbg !573
  %73 = add nsw i32 %72, 1, !dbg !573
  store i32 %73, ptr %5, align 4, !dbg !573
  br label %10, !dbg !574, !llvm.loop !575

74:                                               ; preds = %10
  ret void, !dbg !577
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @radix_sort(ptr noundef %0, i32 noundef %1) #0 !dbg !578 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [257 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !579, !DIExpression(), !580)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !581, !DIExpression(), !582)
    #dbg_declare(ptr %5, !583, !DIExpression(), !585)
  %15 = load i32, ptr %4, align 4, !dbg !586
  %16 = sext i32 %15 to i64, !dbg !587
  %17 = mul i64 %16, 4, !dbg !588
  %18 = call noalias ptr @malloc(i64 noundef %17) #9, !dbg !589
  store ptr %18, ptr %5, align 8, !dbg !585
    #dbg_declare(ptr %6, !590, !DIExpression(), !591)
  %19 = load i32, ptr %4, align 4, !dbg !592
  %20 = sext i32 %19 to i64, !dbg !593
  %21 = mul i64 %20, 4, !dbg !594
  %22 = call noalias ptr @malloc(i64 noundef %21) #9, !dbg !595
  store ptr %22, ptr %6, align 8, !dbg !591
    #dbg_declare(ptr %7, !596, !DIExpression(), !598)
  store i32 0, ptr %7, align 4, !dbg !598
  br label %23, !dbg !599

23:                                               ; preds = %38, %2
  %24 = load i32, ptr %7, align 4, !dbg !600
  %25 = load i32, ptr %4, align 4, !dbg !602
  %26 = icmp slt i32 %24, %25, !dbg !603
  br i1 %26, label %27, label %41, !dbg !604

27:                                               ; preds = %23
  %28 = load ptr, ptr %3, align 8, !dbg !605
  %29 = load i32, ptr %7, align 4, !dbg !606
  %30 = sext i32 %29 to i64, !dbg !605
  %31 = getelementptr inbounds i32, ptr %28, i64 %30, !dbg !605
  %32 = load i32, ptr %31, align 4, !dbg !605
  %33 = xor i32 %32, -2147483648, !dbg !607
  %34 = load ptr, ptr %6, align 8, !dbg !608
  %35 = load i32, ptr %7, align 4, !dbg !609
  %36 = sext i32 %35 to i64, !dbg !608
  %37 = getelementptr inbounds i32, ptr %34, i64 %36, !dbg !608
  store i32 %33, ptr %37, align 4, !dbg !610
  br label %38, !dbg !608

38:                                               ; preds = %27
  %39 = load i32, ptr %7, align 4, !dbg !611
  %40 = add nsw i32 %39, 1, !dbg !611
  store i32 %40, ptr %7, align 4, !dbg !611
  br label %23, !dbg !612, !llvm.loop !613

41:                                               ; preds = %23
    #dbg_declare(ptr %8, !615, !DIExpression(), !617)
  store i32 0, ptr %8, align 4, !dbg !617
  br label %42, !dbg !618

42:                                               ; preds = %118, %41
  %43 = load i32, ptr %8, align 4, !dbg !619
  %44 = icmp slt i32 %43, 32, !dbg !621
  br i1 %44, label %45, label %121, !dbg !622

45:                                               ; preds = %42
    #dbg_declare(ptr %9, !623, !DIExpression(), !628)
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 1028, i1 false), !dbg !628
    #dbg_declare(ptr %10, !629, !DIExpression(), !631)
  store i32 0, ptr %10, align 4, !dbg !631
  br label %46, !dbg !632

46:                                               ; preds = %64, %45
  %47 = load i32, ptr %10, align 4, !dbg !633
  %48 = load i32, ptr %4, align 4, !dbg !635
  %49 = icmp slt i32 %47, %48, !dbg !636
  br i1 %49, label %50, label %67, !dbg !637

50:                                               ; preds = %46
  %51 = load ptr, ptr %6, align 8, !dbg !638
  %52 = load i32, ptr %10, align 4, !dbg !639
  %53 = sext i32 %52 to i64, !dbg !638
  %54 = getelementptr inbounds i32, ptr %51, i64 %53, !dbg !638
  %55 = load i32, ptr %54, align 4, !dbg !638
  %56 = load i32, ptr %8, align 4, !dbg !640
  %57 = lshr i32 %55, %56, !dbg !641
  %58 = and i32 %57, 255, !dbg !642
  %59 = add i32 %58, 1, !dbg !643
  %60 = zext i32 %59 to i64, !dbg !644
  %61 = getelementptr inbounds [257 x i32], ptr %9, i64 0, i64 %60, !dbg !644
  %62 = load i32, ptr %61, align 4, !dbg !645
  %63 = add nsw i32 %62, 1, !dbg !645
  store i32 %63, ptr %61, align 4, !dbg !645
  br label %64, !dbg !644

64:                                               ; preds = %50
  %65 = load i32, ptr %10, align 4, !dbg !646
  %66 = add nsw i32 %65, 1, !dbg !646
  store i32 %66, ptr %10, align 4, !dbg !646
  br label %46, !dbg !647, !llvm.loop !648

67:                                               ; preds = %46
    #dbg_declare(ptr %11, !650, !DIExpression(), !652)
  store i32 0, ptr %11, align 4, !dbg !652
  br label %68, !dbg !653

68:                                               ; preds = %82, %67
  %69 = load i32, ptr %11, align 4, !dbg !654
  %70 = icmp slt i32 %69, 256, !dbg !656
  br i1 %70, label %71, label %85, !dbg !657

71:                                               ; preds = %68
  %72 = load i32, ptr %11, align 4, !dbg !658
  %73 = sext i32 %72 to i64, !dbg !659
  %74 = getelementptr inbounds [257 x i32], ptr %9, i64 0, i64 %73, !dbg !659
  %75 = load i32, ptr %74, align 4, !dbg !659
  %76 = load i32, ptr %11, align 4, !dbg !660
  %77 = add nsw i32 %76, 1, !dbg !661
  %78 = sext i32 %77 to i64, !dbg !662
  %79 = getelementptr inbounds [257 x i32], ptr %9, i64 0, i64 %78, !dbg !662
  %80 = load i32, ptr %79, align 4, !dbg !663
  %81 = add nsw i32 %80, %75, !dbg !663
  store i32 %81, ptr %79, align 4, !dbg !663
  br label %82, !dbg !662

82:                                               ; preds = %71
  %83 = load i32, ptr %11, align 4, !dbg !664
  %84 = add nsw i32 %83, 1, !dbg !664
  store i32 %84, ptr %11, align 4, !dbg !664
  br label %68, !dbg !665, !llvm.loop !666

85:                                               ; preds = %68
    #dbg_declare(ptr %12, !668, !DIExpression(), !670)
  store i32 0, ptr %12, align 4, !dbg !670
  br label %86, !dbg !671

86:                                               ; preds = %111, %85
  %87 = load i32, ptr %12, align 4, !dbg !672
  %88 = load i32, ptr %4, align 4, !dbg !674
  %89 = icmp slt i32 %87, %88, !dbg !675
  br i1 %89, label %90, label %114, !dbg !676

90:                                               ; preds = %86
  %91 = load ptr, ptr %6, align 8, !dbg !677
  %92 = load i32, ptr %12, align 4, !dbg !678
  %93 = sext i32 %92 to i64, !dbg !677
  %94 = getelementptr inbounds i32, ptr %91, i64 %93, !dbg !677
  %95 = load i32, ptr %94, align 4, !dbg !677
  %96 = load ptr, ptr %5, align 8, !dbg !679
  %97 = load ptr, ptr %6, align 8, !dbg !680
  %98 = load i32, ptr %12, align 4, !dbg !681
  %99 = sext i32 %98 to i64, !dbg !680
  %100 = getelementptr inbounds i32, ptr %97, i64 %99, !dbg !680
  %101 = load i32, ptr %100, align 4, !dbg !680
  %102 = load i32, ptr %8, align 4, !dbg !682
  %103 = lshr i32 %101, %102, !dbg !683
  %104 = and i32 %103, 255, !dbg !684
  %105 = zext i32 %104 to i64, !dbg !685
  %106 = getelementptr inbounds [257 x i32], ptr %9, i64 0, i64 %105, !dbg !685
  %107 = load i32, ptr %106, align 4, !dbg !686
  %108 = add nsw i32 %107, 1, !dbg !686
  store i32 %108, ptr %106, align 4, !dbg !686
  %109 = sext i32 %107 to i64, !dbg !679
  %110 = getelementptr inbounds i32, ptr %96, i64 %109, !dbg !679
  store i32 %95, ptr %110, align 4, !dbg !687
  br label %111, !dbg !679

111:                                              ; preds = %90
  %112 = load i32, ptr %12, align 4, !dbg !688
  %113 = add nsw i32 %112, 1, !dbg !688
  store i32 %113, ptr %12, align 4, !dbg !688
  br label %86, !dbg !689, !llvm.loop !690

114:                                              ; preds = %86
    #dbg_declare(ptr %13, !692, !DIExpression(), !693)
  %115 = load ptr, ptr %6, align 8, !dbg !694
  store ptr %115, ptr %13, align 8, !dbg !693
  %116 = load ptr, ptr %5, align 8, !dbg !695
  store ptr %116, ptr %6, align 8, !dbg !696
  %117 = load ptr, ptr %13, align 8, !dbg !697
  store ptr %117, ptr %5, align 8, !dbg !698
  br label %118, !dbg !699

118:                                              ; preds = %114
  %119 = load i32, ptr %8, align 4, !dbg !700
  %120 = add nsw i32 %119, 8, !dbg !700
  store i32 %120, ptr %8, align 4, !dbg !700
  br label %42, !dbg !701, !llvm.loop !702

121:                                              ; preds = %42
    #dbg_declare(ptr %14, !704, !DIExpression(), !706)
  store i32 0, ptr %14, align 4, !dbg !706
  br label %122, !dbg !707

122:                                              ; preds = %137, %121
  %123 = load i32, ptr %14, align 4, !dbg !708
  %124 = load i32, ptr %4, align 4, !dbg !710
  %125 = icmp slt i32 %123, %124, !dbg !711
  br i1 %125, label %126, label %140, !dbg !712

126:                                              ; preds = %122
  %127 = load ptr, ptr %6, align 8, !dbg !713
  %128 = load i32, ptr %14, align 4, !dbg !714
  %129 = sext i32 %128 to i64, !dbg !713
  %130 = getelementptr inbounds i32, ptr %127, i64 %129, !dbg !713
  %131 = load i32, ptr %130, align 4, !dbg !713
  %132 = xor i32 %131, -2147483648, !dbg !715
  %133 = load ptr, ptr %3, align 8, !dbg !716
  %134 = load i32, ptr %14, align 4, !dbg !717
  %135 = sext i32 %134 to i64, !dbg !716
  %136 = getelementptr inbounds i32, ptr %133, i64 %135, !dbg !716
  store i32 %132, ptr %136, align 4, !dbg !718
  br label %137, !dbg !716

137:                                              ; preds = %126
  %138 = load i32, ptr %14, align 4, !dbg !719
  %139 = add nsw i32 %138, 1, !dbg !719
  store i32 %139, ptr %14, align 4, !dbg !719
  br label %122, !dbg !720, !llvm.loop !721

140:                                              ; preds = %122
  %141 = load ptr, ptr %5, align 8, !dbg !723
  call void @free(ptr noundef %141) #10, !dbg !724
  %142 = load ptr, ptr %6, align 8, !dbg !725
  call void @free(ptr noundef %142) #10, !dbg !726
  ret void, !dbg !727
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @counting_sort(ptr noundef %0, i32 noundef %1) #0 !dbg !728 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !729, !DIExpression(), !730)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !731, !DIExpression(), !732)
    #dbg_declare(ptr %5, !733, !DIExpression(), !734)
  %13 = load ptr, ptr %3, align 8, !dbg !735
  %14 = getelementptr inbounds i32, ptr %13, i64 0, !dbg !735
  %15 = load i32, ptr %14, align 4, !dbg !735
  store i32 %15, ptr %5, align 4, !dbg !734
    #dbg_declare(ptr %6, !736, !DIExpression(), !737)
  %16 = load ptr, ptr %3, align 8, !dbg !738
  %17 = getelementptr inbounds i32, ptr %16, i64 0, !dbg !738
  %18 = load i32, ptr %17, align 4, !dbg !738
  store i32 %18, ptr %6, align 4, !dbg !737
    #dbg_declare(ptr %7, !739, !DIExpression(), !741)
  store i32 1, ptr %7, align 4, !dbg !741
  br label %19, !dbg !742

19:                                               ; preds = %52, %2
  %20 = load i32, ptr %7, align 4, !dbg !743
  %21 = load i32, ptr %4, align 4, !dbg !745
  %22 = icmp slt i32 %20, %21, !dbg !746
  br i1 %22, label %23, label %55, !dbg !747

23:                                               ; preds = %19
  %24 = load ptr, ptr %3, align 8, !dbg !748
  %25 = load i32, ptr %7, align 4, !dbg !751
  %26 = sext i32 %25 to i64, !dbg !748
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !748
  %28 = load i32, ptr %27, align 4, !dbg !748
  %29 = load i32, ptr %5, align 4, !dbg !752
  %30 = icmp slt i32 %28, %29, !dbg !753
  br i1 %30, label %31, label %37, !dbg !754

31:                                               ; preds = %23
  %32 = load ptr, ptr %3, align 8, !dbg !755
  %33 = load i32, ptr %7, align 4, !dbg !756
  %34 = sext i32 %33 to i64, !dbg !755
  %35 = getelementptr inbounds i32, ptr %32, i64 %34, !dbg !755
  %36 = load i32, ptr %35, align 4, !dbg !755
  store i32 %36, ptr %5, align 4, !dbg !757
  br label %37, !dbg !758

37:                                               ; preds = %31, %23
  %38 = load ptr, ptr %3, align 8, !dbg !759
  %39 = load i32, ptr %7, align 4, !dbg !761
  %40 = sext i32 %39 to i64, !dbg !759
  %41 = getelementptr inbounds i32, ptr %38, i64 %40, !dbg !759
  %42 = load i32, ptr %41, align 4, !dbg !759
  %43 = load i32, ptr %6, align 4, !dbg !762
  %44 = icmp sgt i32 %42, %43, !dbg !763
  br i1 %44, label %45, label %51, !dbg !764

45:                                               ; preds = %37
  %46 = load ptr, ptr %3, align 8, !dbg !765
  %47 = load i32, ptr %7, align 4, !dbg !766
  %48 = sext i32 %47 to i64, !dbg !765
  %49 = getelementptr inbounds i32, ptr %46, i64 %48, !dbg !765
  %50 = load i32, ptr %49, align 4, !dbg !765
  store i32 %50, ptr %6, align 4, !dbg !767
  br label %51, !dbg !768

51:                                               ; preds = %45, %37
  br label %52, !dbg !769

52:                                               ; preds = %51
  %53 = load i32, ptr %7, align 4, !dbg !770
  %54 = add nsw i32 %53, 1, !dbg !770
  store i32 %54, ptr %7, align 4, !dbg !770
  br label %19, !dbg !771, !llvm.loop !772

55:                                               ; preds = %19
    #dbg_declare(ptr %8, !774, !DIExpression(), !775)
  %56 = load i32, ptr %6, align 4, !dbg !776
  %57 = load i32, ptr %5, align 4, !dbg !777
  %58 = sub nsw i32 %56, %57, !dbg !778
  %59 = add nsw i32 %58, 1, !dbg !779
  store i32 %59, ptr %8, align 4, !dbg !775
    #dbg_declare(ptr %9, !780, !DIExpression(), !781)
  %60 = load i32, ptr %8, align 4, !dbg !782
  %61 = sext i32 %60 to i64, !dbg !783
  %62 = call noalias ptr @calloc(i64 noundef %61, i64 noundef 4) #11, !dbg !784
  store ptr %62, ptr %9, align 8, !dbg !781
    #dbg_declare(ptr %10, !785, !DIExpression(), !787)
  store i32 0, ptr %10, align 4, !dbg !787
  br label %63, !dbg !788

63:                                               ; preds = %80, %55
  %64 = load i32, ptr %10, align 4, !dbg !789
  %65 = load i32, ptr %4, align 4, !dbg !791
  %66 = icmp slt i32 %64, %65, !dbg !792
  br i1 %66, label %67, label %83, !dbg !793

67:                                               ; preds = %63
  %68 = load ptr, ptr %9, align 8, !dbg !794
  %69 = load ptr, ptr %3, align 8, !dbg !795
  %70 = load i32, ptr %10, align 4, !dbg !796
  %71 = sext i32 %70 to i64, !dbg !795
  %72 = getelementptr inbounds i32, ptr %69, i64 %71, !dbg !795
  %73 = load i32, ptr %72, align 4, !dbg !795
  %74 = load i32, ptr %5, align 4, !dbg !797
  %75 = sub nsw i32 %73, %74, !dbg !798
  %76 = sext i32 %75 to i64, !dbg !794
  %77 = getelementptr inbounds i32, ptr %68, i64 %76, !dbg !794
  %78 = load i32, ptr %77, align 4, !dbg !799
  %79 = add nsw i32 %78, 1, !dbg !799
  store i32 %79, ptr %77, align 4, !dbg !799
  br label %80, !dbg !794

80:                                               ; preds = %67
  %81 = load i32, ptr %10, align 4, !dbg !800
  %82 = add nsw i32 %81, 1, !dbg !800
  store i32 %82, ptr %10, align 4, !dbg !800
  br label %63, !dbg !801, !llvm.loop !802

83:                                               ; preds = %63
    #dbg_declare(ptr %11, !804, !DIExpression(), !805)
  store i32 0, ptr %11, align 4, !dbg !805
    #dbg_declare(ptr %12, !806, !DIExpression(), !808)
  store i32 0, ptr %12, align 4, !dbg !808
  br label %84, !dbg !809

84:                                               ; preds = %107, %83
  %85 = load i32, ptr %12, align 4, !dbg !810
  %86 = load i32, ptr %8, align 4, !dbg !812
  %87 = icmp slt i32 %85, %86, !dbg !813
  br i1 %87, label %88, label %110, !dbg !814

88:                                               ; preds = %84
  br label %89, !dbg !815

89:                                               ; preds = %97, %88
  %90 = load ptr, ptr %9, align 8, !dbg !816
  %91 = load i32, ptr %12, align 4, !dbg !817
  %92 = sext i32 %91 to i64, !dbg !816
  %93 = getelementptr inbounds i32, ptr %90, i64 %92, !dbg !816
  %94 = load i32, ptr %93, align 4, !dbg !818
  %95 = add nsw i32 %94, -1, !dbg !818
  store i32 %95, ptr %93, align 4, !dbg !818
  %96 = icmp ne i32 %94, 0, !dbg !815
  br i1 %96, label %97, label %106, !dbg !815

97:                                               ; preds = %89
  %98 = load i32, ptr %12, align 4, !dbg !819
  %99 = load i32, ptr %5, align 4, !dbg !820
  %100 = add nsw i32 %98, %99, !dbg !821
  %101 = load ptr, ptr %3, align 8, !dbg !822
  %102 = load i32, ptr %11, align 4, !dbg !823
  %103 = add nsw i32 %102, 1, !dbg !823
  store i32 %103, ptr %11, align 4, !dbg !823
  %104 = sext i32 %102 to i64, !dbg !822
  %105 = getelementptr inbounds i32, ptr %101, i64 %104, !dbg !822
  store i32 %100, ptr %105, align 4, !dbg !824
  br label %89, !dbg !815, !llvm.loop !825

106:                                              ; preds = %89
  br label %107, !dbg !815

107:                                              ; preds = %106
  %108 = load i32, ptr %12, align 4, !dbg !826
  %109 = add nsw i32 %108, 1, !dbg !826
  store i32 %109, ptr %12, align 4, !dbg !826
  br label %84, !dbg !827, !llvm.loop !828

110:                                              ; preds = %84
  %111 = load ptr, ptr %9, align 8, !dbg !830
  call void @free(ptr noundef %111) #10, !dbg !831
  ret void, !dbg !832
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @merge_sort_rec(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !833 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !836, !DIExpression(), !837)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !838, !DIExpression(), !839)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !840, !DIExpression(), !841)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !842, !DIExpression(), !843)
  %13 = load i32, ptr %8, align 4, !dbg !844
  %14 = load i32, ptr %7, align 4, !dbg !846
  %15 = sub nsw i32 %13, %14, !dbg !847
  %16 = icmp slt i32 %15, 2, !dbg !848
  br i1 %16, label %17, label %18, !dbg !849

17:                                               ; preds = %4
  br label %127, !dbg !850

18:                                               ; preds = %4
    #dbg_declare(ptr %9, !851, !DIExpression(), !852)
  %19 = load i32, ptr %7, align 4, !dbg !853
  %20 = load i32, ptr %8, align 4, !dbg !854
  %21 = load i32, ptr %7, align 4, !dbg !855
  %22 = sub nsw i32 %20, %21, !dbg !856
  %23 = sdiv i32 %22, 2, !dbg !857
  %24 = add nsw i32 %19, %23, !dbg !858
  store i32 %24, ptr %9, align 4, !dbg !852
  %25 = load ptr, ptr %5, align 8, !dbg !859
  %26 = load ptr, ptr %6, align 8, !dbg !860
  %27 = load i32, ptr %7, align 4, !dbg !861
  %28 = load i32, ptr %9, align 4, !dbg !862
  call void @merge_sort_rec(ptr noundef %25, ptr noundef %26, i32 noundef %27, i32 noundef %28), !dbg !863
  %29 = load ptr, ptr %5, align 8, !dbg !864
  %30 = load ptr, ptr %6, align 8, !dbg !865
  %31 = load i32, ptr %9, align 4, !dbg !866
  %32 = load i32, ptr %8, align 4, !dbg !867
  call void @merge_sort_rec(ptr noundef %29, ptr noundef %30, i32 noundef %31, i32 noundef %32), !dbg !868
    #dbg_declare(ptr %10, !869, !DIExpression(), !870)
  %33 = load i32, ptr %7, align 4, !dbg !871
  store i32 %33, ptr %10, align 4, !dbg !870
    #dbg_declare(ptr %11, !872, !DIExpression(), !873)
  %34 = load i32, ptr %9, align 4, !dbg !874
  store i32 %34, ptr %11, align 4, !dbg !873
    #dbg_declare(ptr %12, !875, !DIExpression(), !876)
  %35 = load i32, ptr %7, align 4, !dbg !877
  store i32 %35, ptr %12, align 4, !dbg !876
  br label %36, !dbg !878

36:                                               ; preds = %72, %18
  %37 = load i32, ptr %10, align 4, !dbg !879
  %38 = load i32, ptr %9, align 4, !dbg !880
  %39 = icmp slt i32 %37, %38, !dbg !881
  br i1 %39, label %40, label %44, !dbg !882

40:                                               ; preds = %36
  %41 = load i32, ptr %11, align 4, !dbg !883
  %42 = load i32, ptr %8, align 4, !dbg !884
  %43 = icmp slt i32 %41, %42, !dbg !885
  br label %44

44:                                               ; preds = %40, %36
  %45 = phi i1 [ false, %36 ], [ %43, %40 ], !dbg !886
  br i1 %45, label %46, label %79, !dbg !878

46:                                               ; preds = %44
  %47 = load ptr, ptr %5, align 8, !dbg !887
  %48 = load i32, ptr %11, align 4, !dbg !888
  %49 = sext i32 %48 to i64, !dbg !887
  %50 = getelementptr inbounds i32, ptr %47, i64 %49, !dbg !887
  %51 = load i32, ptr %50, align 4, !dbg !887
  %52 = load ptr, ptr %5, align 8, !dbg !889
  %53 = load i32, ptr %10, align 4, !dbg !890
  %54 = sext i32 %53 to i64, !dbg !889
  %55 = getelementptr inbounds i32, ptr %52, i64 %54, !dbg !889
  %56 = load i32, ptr %55, align 4, !dbg !889
  %57 = icmp slt i32 %51, %56, !dbg !891
  br i1 %57, label %58, label %65, !dbg !887

58:                                               ; preds = %46
  %59 = load ptr, ptr %5, align 8, !dbg !892
  %60 = load i32, ptr %11, align 4, !dbg !893
  %61 = add nsw i32 %60, 1, !dbg !893
  store i32 %61, ptr %11, align 4, !dbg !893
  %62 = sext i32 %60 to i64, !dbg !892
  %63 = getelementptr inbounds i32, ptr %59, i64 %62, !dbg !892
  %64 = load i32, ptr %63, align 4, !dbg !892
  br label %72, !dbg !887

65:                                               ; preds = %46
  %66 = load ptr, ptr %5, align 8, !dbg !894
  %67 = load i32, ptr %10, align 4, !dbg !895
  %68 = add nsw i32 %67, 1, !dbg !895
  store i32 %68, ptr %10, align 4, !dbg !895
  %69 = sext i32 %67 to i64, !dbg !894
  %70 = getelementptr inbounds i32, ptr %66, i64 %69, !dbg !894
  %71 = load i32, ptr %70, align 4, !dbg !894
  br label %72, !dbg !887

72:                                               ; preds = %65, %58
  %73 = phi i32 [ %64, %58 ], [ %71, %65 ], !dbg !887
  %74 = load ptr, ptr %6, align 8, !dbg !896
  %75 = load i32, ptr %12, align 4, !dbg !897
  %76 = add nsw i32 %75, 1, !dbg !897
  store i32 %76, ptr %12, align 4, !dbg !897
  %77 = sext i32 %75 to i64, !dbg !896
  %78 = getelementptr inbounds i32, ptr %74, i64 %77, !dbg !896
  store i32 %73, ptr %78, align 4, !dbg !898
  br label %36, !dbg !878, !llvm.loop !899

79:                                               ; preds = %44
  br label %80, !dbg !901

80:                                               ; preds = %84, %79
  %81 = load i32, ptr %10, align 4, !dbg !902
  %82 = load i32, ptr %9, align 4, !dbg !903
  %83 = icmp slt i32 %81, %82, !dbg !904
  br i1 %83, label %84, label %96, !dbg !901

84:                                               ; preds = %80
  %85 = load ptr, ptr %5, align 8, !dbg !905
  %86 = load i32, ptr %10, align 4, !dbg !906
  %87 = add nsw i32 %86, 1, !dbg !906
  store i32 %87, ptr %10, align 4, !dbg !906
  %88 = sext i32 %86 to i64, !dbg !905
  %89 = getelementptr inbounds i32, ptr %85, i64 %88, !dbg !905
  %90 = load i32, ptr %89, align 4, !dbg !905
  %91 = load ptr, ptr %6, align 8, !dbg !907
  %92 = load i32, ptr %12, align 4, !dbg !908
  %93 = add nsw i32 %92, 1, !dbg !908
  store i32 %93, ptr %12, align 4, !dbg !908
  %94 = sext i32 %92 to i64, !dbg !907
  %95 = getelementptr inbounds i32, ptr %91, i64 %94, !dbg !907
  store i32 %90, ptr %95, align 4, !dbg !909
  br label %80, !dbg !901, !llvm.loop !910

96:                                               ; preds = %80
  br label %97, !dbg !912

97:                                               ; preds = %101, %96
  %98 = load i32, ptr %11, align 4, !dbg !913
  %99 = load i32, ptr %8, align 4, !dbg !914
  %100 = icmp slt i32 %98, %99, !dbg !915
  br i1 %100, label %101, label %113, !dbg !912

101:                                              ; preds = %97
  %102 = load ptr, ptr %5, align 8, !dbg !916
  %103 = load i32, ptr %11, align 4, !dbg !917
  %104 = add nsw i32 %103, 1, !dbg !917
  store i32 %104, ptr %11, align 4, !dbg !917
  %105 = sext i32 %103 to i64, !dbg !916
  %106 = getelementptr inbounds i32, ptr %102, i64 %105, !dbg !916
  %107 = load i32, ptr %106, align 4, !dbg !916
  %108 = load ptr, ptr %6, align 8, !dbg !918
  %109 = load i32, ptr %12, align 4, !dbg !919
  %110 = add nsw i32 %109, 1, !dbg !919
  store i32 %110, ptr %12, align 4, !dbg !919
  %111 = sext i32 %109 to i64, !dbg !918
  %112 = getelementptr inbounds i32, ptr %108, i64 %111, !dbg !918
  store i32 %107, ptr %112, align 4, !dbg !920
  br label %97, !dbg !912, !llvm.loop !921

113:                                              ; preds = %97
  %114 = load ptr, ptr %5, align 8, !dbg !923
  %115 = load i32, ptr %7, align 4, !dbg !924
  %116 = sext i32 %115 to i64, !dbg !925
  %117 = getelementptr inbounds i32, ptr %114, i64 %116, !dbg !925
  %118 = load ptr, ptr %6, align 8, !dbg !926
  %119 = load i32, ptr %7, align 4, !dbg !927
  %120 = sext i32 %119 to i64, !dbg !928
  %121 = getelementptr inbounds i32, ptr %118, i64 %120, !dbg !928
  %122 = load i32, ptr %8, align 4, !dbg !929
  %123 = load i32, ptr %7, align 4, !dbg !930
  %124 = sub nsw i32 %122, %123, !dbg !931
  %125 = sext i32 %124 to i64, !dbg !932
  %126 = mul i64 %125, 4, !dbg !933
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %117, ptr align 4 %121, i64 %126, i1 false), !dbg !934
  br label %127, !dbg !935

127:                                              ; preds = %113, %17
  ret void, !dbg !935
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @swap(ptr noundef %0, ptr noundef %1) #0 !dbg !936 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !939, !DIExpression(), !940)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !941, !DIExpression(), !942)
    #dbg_declare(ptr %5, !943, !DIExpression(), !944)
  %6 = load ptr, ptr %3, align 8, !dbg !945
  %7 = load i32, ptr %6, align 4, !dbg !946
  store i32 %7, ptr %5, align 4, !dbg !944
  %8 = load ptr, ptr %4, align 8, !dbg !947
  %9 = load i32, ptr %8, align 4, !dbg !948
  %10 = load ptr, ptr %3, align 8, !dbg !949
  store i32 %9, ptr %10, align 4, !dbg !950
  %11 = load i32, ptr %5, align 4, !dbg !951
  %12 = load ptr, ptr %4, align 8, !dbg !952
  store i32 %11, ptr %12, align 4, !dbg !953
  ret void, !dbg !954
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!100, !101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "orig", scope: !2, file: !3, line: 137, type: !22, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 135, type: !4, scopeLine: 135, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !96)
!3 = !DIFile(filename: "sorts.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "541157e7c5b4b0b7d301fe667f557b3b")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !8, retainedTypes: !13, globals: !19, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !2, file: !3, line: 136, baseType: !10, size: 32, elements: !11)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !{!12}
!12 = !DIEnumerator(name: "N", value: 1500)
!13 = !{!10, !6, !14, !16}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !17, line: 18, baseType: !18)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!18 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!19 = !{!0, !20, !25, !27, !33, !35, !40, !45, !50, !55, !60, !65, !70, !72, !74, !76, !78, !80, !85, !90}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "ref", scope: !2, file: !3, line: 137, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 48000, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 1500)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "work", scope: !2, file: !3, line: 137, type: !22, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 56, elements: !31)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !{!32}
!32 = !DISubrange(count: 7)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !29, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 72, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 9)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 104, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 13)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 88, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 11)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 154, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 384, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 48)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 112, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 14)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 48, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 6)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 24, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 3)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 161, type: !57, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 164, type: !57, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 167, type: !57, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 171, type: !57, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 173, type: !37, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 175, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 32, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 4)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 176, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 16, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 2)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(name: "gaps", scope: !92, file: !3, line: 74, type: !97, isLocal: true, isDefinition: true)
!92 = distinct !DISubprogram(name: "shell_sort", scope: !3, file: !3, line: 73, type: !93, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !96)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !95, !6}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!96 = !{}
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 256, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 8)
!100 = !{i32 7, !"Dwarf Version", i32 5}
!101 = !{i32 2, !"Debug Info Version", i32 3}
!102 = !{i32 1, !"wchar_size", i32 4}
!103 = !{i32 8, !"PIC Level", i32 2}
!104 = !{i32 7, !"PIE Level", i32 2}
!105 = !{i32 7, !"uwtable", i32 2}
!106 = !{i32 7, !"frame-pointer", i32 2}
!107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!108 = !DILocalVariable(name: "patterns", scope: !2, file: !3, line: 138, type: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !110, size: 320, elements: !112)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!112 = !{!113}
!113 = !DISubrange(count: 5)
!114 = !DILocation(line: 138, column: 17, scope: !2)
!115 = !DILocalVariable(name: "p", scope: !116, file: !3, line: 139, type: !6)
!116 = distinct !DILexicalBlock(scope: !2, file: !3, line: 139, column: 5)
!117 = !DILocation(line: 139, column: 14, scope: !116)
!118 = !DILocation(line: 139, column: 10, scope: !116)
!119 = !DILocation(line: 139, column: 21, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !3, line: 139, column: 5)
!121 = !DILocation(line: 139, column: 23, scope: !120)
!122 = !DILocation(line: 139, column: 5, scope: !116)
!123 = !DILocalVariable(name: "x", scope: !124, file: !3, line: 140, type: !10)
!124 = distinct !DILexicalBlock(scope: !120, file: !3, line: 139, column: 33)
!125 = !DILocation(line: 140, column: 18, scope: !124)
!126 = !DILocation(line: 140, column: 41, scope: !124)
!127 = !DILocation(line: 140, column: 29, scope: !124)
!128 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 141, type: !6)
!129 = distinct !DILexicalBlock(scope: !124, file: !3, line: 141, column: 9)
!130 = !DILocation(line: 141, column: 18, scope: !129)
!131 = !DILocation(line: 141, column: 14, scope: !129)
!132 = !DILocation(line: 141, column: 25, scope: !133)
!133 = distinct !DILexicalBlock(scope: !129, file: !3, line: 141, column: 9)
!134 = !DILocation(line: 141, column: 27, scope: !133)
!135 = !DILocation(line: 141, column: 9, scope: !129)
!136 = !DILocation(line: 142, column: 17, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !3, line: 141, column: 37)
!138 = !DILocation(line: 142, column: 19, scope: !137)
!139 = !DILocation(line: 142, column: 33, scope: !137)
!140 = !DILocation(line: 142, column: 15, scope: !137)
!141 = !DILocation(line: 143, column: 21, scope: !137)
!142 = !DILocation(line: 143, column: 13, scope: !137)
!143 = !DILocation(line: 144, column: 37, scope: !144)
!144 = distinct !DILexicalBlock(scope: !137, file: !3, line: 143, column: 24)
!145 = !DILocation(line: 144, column: 39, scope: !144)
!146 = !DILocation(line: 144, column: 45, scope: !144)
!147 = !DILocation(line: 144, column: 26, scope: !144)
!148 = !DILocation(line: 144, column: 21, scope: !144)
!149 = !DILocation(line: 144, column: 29, scope: !144)
!150 = !DILocation(line: 144, column: 59, scope: !144)
!151 = !DILocation(line: 145, column: 31, scope: !144)
!152 = !DILocation(line: 145, column: 33, scope: !144)
!153 = !DILocation(line: 145, column: 37, scope: !144)
!154 = !DILocation(line: 145, column: 26, scope: !144)
!155 = !DILocation(line: 145, column: 21, scope: !144)
!156 = !DILocation(line: 145, column: 29, scope: !144)
!157 = !DILocation(line: 145, column: 44, scope: !144)
!158 = !DILocation(line: 146, column: 35, scope: !144)
!159 = !DILocation(line: 146, column: 33, scope: !144)
!160 = !DILocation(line: 146, column: 26, scope: !144)
!161 = !DILocation(line: 146, column: 21, scope: !144)
!162 = !DILocation(line: 146, column: 29, scope: !144)
!163 = !DILocation(line: 146, column: 38, scope: !144)
!164 = !DILocation(line: 147, column: 37, scope: !144)
!165 = !DILocation(line: 147, column: 39, scope: !144)
!166 = !DILocation(line: 147, column: 46, scope: !144)
!167 = !DILocation(line: 147, column: 50, scope: !144)
!168 = !DILocation(line: 147, column: 26, scope: !144)
!169 = !DILocation(line: 147, column: 21, scope: !144)
!170 = !DILocation(line: 147, column: 29, scope: !144)
!171 = !DILocation(line: 147, column: 55, scope: !144)
!172 = !DILocation(line: 148, column: 32, scope: !144)
!173 = !DILocation(line: 148, column: 34, scope: !144)
!174 = !DILocation(line: 148, column: 44, scope: !144)
!175 = !DILocation(line: 148, column: 52, scope: !144)
!176 = !DILocation(line: 148, column: 50, scope: !144)
!177 = !DILocation(line: 148, column: 27, scope: !144)
!178 = !DILocation(line: 148, column: 22, scope: !144)
!179 = !DILocation(line: 148, column: 30, scope: !144)
!180 = !DILocation(line: 148, column: 55, scope: !144)
!181 = !DILocation(line: 150, column: 9, scope: !137)
!182 = !DILocation(line: 141, column: 33, scope: !133)
!183 = !DILocation(line: 141, column: 9, scope: !133)
!184 = distinct !{!184, !135, !185, !186}
!185 = !DILocation(line: 150, column: 9, scope: !129)
!186 = !{!"llvm.loop.mustprogress"}
!187 = !DILocation(line: 151, column: 9, scope: !124)
!188 = !DILocation(line: 152, column: 9, scope: !124)
!189 = !DILocalVariable(name: "want", scope: !124, file: !3, line: 153, type: !18)
!190 = !DILocation(line: 153, column: 23, scope: !124)
!191 = !DILocation(line: 153, column: 30, scope: !124)
!192 = !DILocation(line: 154, column: 77, scope: !124)
!193 = !DILocation(line: 154, column: 68, scope: !124)
!194 = !DILocation(line: 154, column: 81, scope: !124)
!195 = !DILocation(line: 154, column: 87, scope: !124)
!196 = !DILocation(line: 155, column: 16, scope: !124)
!197 = !DILocation(line: 155, column: 28, scope: !124)
!198 = !DILocation(line: 154, column: 9, scope: !124)
!199 = !DILocation(line: 156, column: 9, scope: !124)
!200 = !DILocation(line: 157, column: 9, scope: !124)
!201 = !DILocation(line: 158, column: 34, scope: !124)
!202 = !DILocation(line: 158, column: 9, scope: !124)
!203 = !DILocation(line: 159, column: 9, scope: !124)
!204 = !DILocation(line: 160, column: 9, scope: !124)
!205 = !DILocation(line: 161, column: 34, scope: !124)
!206 = !DILocation(line: 161, column: 9, scope: !124)
!207 = !DILocation(line: 162, column: 9, scope: !124)
!208 = !DILocation(line: 163, column: 9, scope: !124)
!209 = !DILocation(line: 164, column: 34, scope: !124)
!210 = !DILocation(line: 164, column: 9, scope: !124)
!211 = !DILocation(line: 165, column: 9, scope: !124)
!212 = !DILocation(line: 166, column: 9, scope: !124)
!213 = !DILocation(line: 167, column: 34, scope: !124)
!214 = !DILocation(line: 167, column: 9, scope: !124)
!215 = !DILocation(line: 168, column: 13, scope: !216)
!216 = distinct !DILexicalBlock(scope: !124, file: !3, line: 168, column: 13)
!217 = !DILocation(line: 168, column: 15, scope: !216)
!218 = !DILocation(line: 168, column: 13, scope: !124)
!219 = !DILocation(line: 169, column: 13, scope: !220)
!220 = distinct !DILexicalBlock(scope: !216, file: !3, line: 168, column: 21)
!221 = !DILocation(line: 170, column: 13, scope: !220)
!222 = !DILocation(line: 171, column: 38, scope: !220)
!223 = !DILocation(line: 171, column: 13, scope: !220)
!224 = !DILocation(line: 172, column: 9, scope: !220)
!225 = !DILocation(line: 173, column: 9, scope: !124)
!226 = !DILocalVariable(name: "i", scope: !227, file: !3, line: 174, type: !6)
!227 = distinct !DILexicalBlock(scope: !124, file: !3, line: 174, column: 9)
!228 = !DILocation(line: 174, column: 18, scope: !227)
!229 = !DILocation(line: 174, column: 14, scope: !227)
!230 = !DILocation(line: 174, column: 25, scope: !231)
!231 = distinct !DILexicalBlock(scope: !227, file: !3, line: 174, column: 9)
!232 = !DILocation(line: 174, column: 27, scope: !231)
!233 = !DILocation(line: 174, column: 9, scope: !227)
!234 = !DILocation(line: 175, column: 32, scope: !231)
!235 = !DILocation(line: 175, column: 27, scope: !231)
!236 = !DILocation(line: 175, column: 13, scope: !231)
!237 = !DILocation(line: 174, column: 33, scope: !231)
!238 = !DILocation(line: 174, column: 9, scope: !231)
!239 = distinct !{!239, !233, !240, !186}
!240 = !DILocation(line: 175, column: 34, scope: !227)
!241 = !DILocation(line: 176, column: 9, scope: !124)
!242 = !DILocation(line: 177, column: 5, scope: !124)
!243 = !DILocation(line: 139, column: 29, scope: !120)
!244 = !DILocation(line: 139, column: 5, scope: !120)
!245 = distinct !{!245, !122, !246, !186}
!246 = !DILocation(line: 177, column: 5, scope: !116)
!247 = !DILocation(line: 178, column: 5, scope: !2)
!248 = distinct !DISubprogram(name: "cmp_int", scope: !3, file: !3, line: 7, type: !249, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !96)
!249 = !DISubroutineType(types: !250)
!250 = !{!6, !251, !251}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!252 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!253 = !DILocalVariable(name: "a", arg: 1, scope: !248, file: !3, line: 7, type: !251)
!254 = !DILocation(line: 7, column: 32, scope: !248)
!255 = !DILocalVariable(name: "b", arg: 2, scope: !248, file: !3, line: 7, type: !251)
!256 = !DILocation(line: 7, column: 47, scope: !248)
!257 = !DILocalVariable(name: "x", scope: !248, file: !3, line: 8, type: !6)
!258 = !DILocation(line: 8, column: 9, scope: !248)
!259 = !DILocation(line: 8, column: 27, scope: !248)
!260 = !DILocation(line: 8, column: 13, scope: !248)
!261 = !DILocalVariable(name: "y", scope: !248, file: !3, line: 8, type: !6)
!262 = !DILocation(line: 8, column: 30, scope: !248)
!263 = !DILocation(line: 8, column: 48, scope: !248)
!264 = !DILocation(line: 8, column: 34, scope: !248)
!265 = !DILocation(line: 9, column: 13, scope: !248)
!266 = !DILocation(line: 9, column: 17, scope: !248)
!267 = !DILocation(line: 9, column: 15, scope: !248)
!268 = !DILocation(line: 9, column: 23, scope: !248)
!269 = !DILocation(line: 9, column: 27, scope: !248)
!270 = !DILocation(line: 9, column: 25, scope: !248)
!271 = !DILocation(line: 9, column: 20, scope: !248)
!272 = !DILocation(line: 9, column: 5, scope: !248)
!273 = distinct !DISubprogram(name: "checksum", scope: !3, file: !3, line: 128, type: !274, scopeLine: 128, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !96)
!274 = !DISubroutineType(types: !275)
!275 = !{!18, !14, !6}
!276 = !DILocalVariable(name: "a", arg: 1, scope: !273, file: !3, line: 128, type: !14)
!277 = !DILocation(line: 128, column: 42, scope: !273)
!278 = !DILocalVariable(name: "n", arg: 2, scope: !273, file: !3, line: 128, type: !6)
!279 = !DILocation(line: 128, column: 49, scope: !273)
!280 = !DILocalVariable(name: "h", scope: !273, file: !3, line: 129, type: !18)
!281 = !DILocation(line: 129, column: 19, scope: !273)
!282 = !DILocalVariable(name: "i", scope: !283, file: !3, line: 130, type: !6)
!283 = distinct !DILexicalBlock(scope: !273, file: !3, line: 130, column: 5)
!284 = !DILocation(line: 130, column: 14, scope: !283)
!285 = !DILocation(line: 130, column: 10, scope: !283)
!286 = !DILocation(line: 130, column: 21, scope: !287)
!287 = distinct !DILexicalBlock(scope: !283, file: !3, line: 130, column: 5)
!288 = !DILocation(line: 130, column: 25, scope: !287)
!289 = !DILocation(line: 130, column: 23, scope: !287)
!290 = !DILocation(line: 130, column: 5, scope: !283)
!291 = !DILocation(line: 131, column: 13, scope: !287)
!292 = !DILocation(line: 131, column: 15, scope: !287)
!293 = !DILocation(line: 131, column: 38, scope: !287)
!294 = !DILocation(line: 131, column: 40, scope: !287)
!295 = !DILocation(line: 131, column: 28, scope: !287)
!296 = !DILocation(line: 131, column: 26, scope: !287)
!297 = !DILocation(line: 131, column: 11, scope: !287)
!298 = !DILocation(line: 131, column: 9, scope: !287)
!299 = !DILocation(line: 130, column: 29, scope: !287)
!300 = !DILocation(line: 130, column: 5, scope: !287)
!301 = distinct !{!301, !290, !302, !186}
!302 = !DILocation(line: 131, column: 41, scope: !283)
!303 = !DILocation(line: 132, column: 12, scope: !273)
!304 = !DILocation(line: 132, column: 5, scope: !273)
!305 = distinct !DISubprogram(name: "merge_sort", scope: !3, file: !3, line: 28, type: !93, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !96)
!306 = !DILocalVariable(name: "a", arg: 1, scope: !305, file: !3, line: 28, type: !95)
!307 = !DILocation(line: 28, column: 29, scope: !305)
!308 = !DILocalVariable(name: "n", arg: 2, scope: !305, file: !3, line: 28, type: !6)
!309 = !DILocation(line: 28, column: 36, scope: !305)
!310 = !DILocalVariable(name: "tmp", scope: !305, file: !3, line: 29, type: !95)
!311 = !DILocation(line: 29, column: 10, scope: !305)
!312 = !DILocation(line: 29, column: 31, scope: !305)
!313 = !DILocation(line: 29, column: 23, scope: !305)
!314 = !DILocation(line: 29, column: 33, scope: !305)
!315 = !DILocation(line: 29, column: 16, scope: !305)
!316 = !DILocation(line: 30, column: 20, scope: !305)
!317 = !DILocation(line: 30, column: 23, scope: !305)
!318 = !DILocation(line: 30, column: 31, scope: !305)
!319 = !DILocation(line: 30, column: 5, scope: !305)
!320 = !DILocation(line: 31, column: 10, scope: !305)
!321 = !DILocation(line: 31, column: 5, scope: !305)
!322 = !DILocation(line: 32, column: 1, scope: !305)
!323 = distinct !DISubprogram(name: "quick_sort", scope: !3, file: !3, line: 40, type: !324, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !96)
!324 = !DISubroutineType(types: !325)
!325 = !{null, !95, !6, !6}
!326 = !DILocalVariable(name: "a", arg: 1, scope: !323, file: !3, line: 40, type: !95)
!327 = !DILocation(line: 40, column: 29, scope: !323)
!328 = !DILocalVariable(name: "lo", arg: 2, scope: !323, file: !3, line: 40, type: !6)
!329 = !DILocation(line: 40, column: 36, scope: !323)
!330 = !DILocalVariable(name: "hi", arg: 3, scope: !323, file: !3, line: 40, type: !6)
!331 = !DILocation(line: 40, column: 44, scope: !323)
!332 = !DILocation(line: 41, column: 5, scope: !323)
!333 = !DILocation(line: 41, column: 12, scope: !323)
!334 = !DILocation(line: 41, column: 17, scope: !323)
!335 = !DILocation(line: 41, column: 15, scope: !323)
!336 = !DILocation(line: 42, column: 13, scope: !337)
!337 = distinct !DILexicalBlock(scope: !338, file: !3, line: 42, column: 13)
!338 = distinct !DILexicalBlock(scope: !323, file: !3, line: 41, column: 21)
!339 = !DILocation(line: 42, column: 18, scope: !337)
!340 = !DILocation(line: 42, column: 16, scope: !337)
!341 = !DILocation(line: 42, column: 21, scope: !337)
!342 = !DILocation(line: 42, column: 13, scope: !338)
!343 = !DILocalVariable(name: "i", scope: !344, file: !3, line: 43, type: !6)
!344 = distinct !DILexicalBlock(scope: !345, file: !3, line: 43, column: 13)
!345 = distinct !DILexicalBlock(scope: !337, file: !3, line: 42, column: 27)
!346 = !DILocation(line: 43, column: 22, scope: !344)
!347 = !DILocation(line: 43, column: 26, scope: !344)
!348 = !DILocation(line: 43, column: 29, scope: !344)
!349 = !DILocation(line: 43, column: 18, scope: !344)
!350 = !DILocation(line: 43, column: 34, scope: !351)
!351 = distinct !DILexicalBlock(scope: !344, file: !3, line: 43, column: 13)
!352 = !DILocation(line: 43, column: 39, scope: !351)
!353 = !DILocation(line: 43, column: 36, scope: !351)
!354 = !DILocation(line: 43, column: 13, scope: !344)
!355 = !DILocalVariable(name: "j", scope: !356, file: !3, line: 44, type: !6)
!356 = distinct !DILexicalBlock(scope: !351, file: !3, line: 44, column: 17)
!357 = !DILocation(line: 44, column: 26, scope: !356)
!358 = !DILocation(line: 44, column: 30, scope: !356)
!359 = !DILocation(line: 44, column: 22, scope: !356)
!360 = !DILocation(line: 44, column: 33, scope: !361)
!361 = distinct !DILexicalBlock(scope: !356, file: !3, line: 44, column: 17)
!362 = !DILocation(line: 44, column: 37, scope: !361)
!363 = !DILocation(line: 44, column: 35, scope: !361)
!364 = !DILocation(line: 44, column: 40, scope: !361)
!365 = !DILocation(line: 44, column: 43, scope: !361)
!366 = !DILocation(line: 44, column: 45, scope: !361)
!367 = !DILocation(line: 44, column: 47, scope: !361)
!368 = !DILocation(line: 44, column: 54, scope: !361)
!369 = !DILocation(line: 44, column: 56, scope: !361)
!370 = !DILocation(line: 44, column: 52, scope: !361)
!371 = !DILocation(line: 0, scope: !361)
!372 = !DILocation(line: 44, column: 17, scope: !356)
!373 = !DILocation(line: 45, column: 27, scope: !361)
!374 = !DILocation(line: 45, column: 29, scope: !361)
!375 = !DILocation(line: 45, column: 31, scope: !361)
!376 = !DILocation(line: 45, column: 38, scope: !361)
!377 = !DILocation(line: 45, column: 40, scope: !361)
!378 = !DILocation(line: 45, column: 21, scope: !361)
!379 = !DILocation(line: 44, column: 61, scope: !361)
!380 = !DILocation(line: 44, column: 17, scope: !361)
!381 = distinct !{!381, !372, !382, !186}
!382 = !DILocation(line: 45, column: 42, scope: !356)
!383 = !DILocation(line: 43, column: 44, scope: !351)
!384 = !DILocation(line: 43, column: 13, scope: !351)
!385 = distinct !{!385, !354, !386, !186}
!386 = !DILocation(line: 45, column: 42, scope: !344)
!387 = !DILocation(line: 46, column: 13, scope: !345)
!388 = !DILocalVariable(name: "mid", scope: !338, file: !3, line: 48, type: !6)
!389 = !DILocation(line: 48, column: 13, scope: !338)
!390 = !DILocation(line: 48, column: 19, scope: !338)
!391 = !DILocation(line: 48, column: 25, scope: !338)
!392 = !DILocation(line: 48, column: 30, scope: !338)
!393 = !DILocation(line: 48, column: 28, scope: !338)
!394 = !DILocation(line: 48, column: 34, scope: !338)
!395 = !DILocation(line: 48, column: 22, scope: !338)
!396 = !DILocation(line: 49, column: 13, scope: !397)
!397 = distinct !DILexicalBlock(scope: !338, file: !3, line: 49, column: 13)
!398 = !DILocation(line: 49, column: 15, scope: !397)
!399 = !DILocation(line: 49, column: 22, scope: !397)
!400 = !DILocation(line: 49, column: 24, scope: !397)
!401 = !DILocation(line: 49, column: 20, scope: !397)
!402 = !DILocation(line: 49, column: 13, scope: !338)
!403 = !DILocation(line: 49, column: 35, scope: !397)
!404 = !DILocation(line: 49, column: 37, scope: !397)
!405 = !DILocation(line: 49, column: 44, scope: !397)
!406 = !DILocation(line: 49, column: 46, scope: !397)
!407 = !DILocation(line: 49, column: 29, scope: !397)
!408 = !DILocation(line: 50, column: 13, scope: !409)
!409 = distinct !DILexicalBlock(scope: !338, file: !3, line: 50, column: 13)
!410 = !DILocation(line: 50, column: 15, scope: !409)
!411 = !DILocation(line: 50, column: 21, scope: !409)
!412 = !DILocation(line: 50, column: 23, scope: !409)
!413 = !DILocation(line: 50, column: 19, scope: !409)
!414 = !DILocation(line: 50, column: 13, scope: !338)
!415 = !DILocation(line: 50, column: 34, scope: !409)
!416 = !DILocation(line: 50, column: 36, scope: !409)
!417 = !DILocation(line: 50, column: 42, scope: !409)
!418 = !DILocation(line: 50, column: 44, scope: !409)
!419 = !DILocation(line: 50, column: 28, scope: !409)
!420 = !DILocation(line: 51, column: 13, scope: !421)
!421 = distinct !DILexicalBlock(scope: !338, file: !3, line: 51, column: 13)
!422 = !DILocation(line: 51, column: 15, scope: !421)
!423 = !DILocation(line: 51, column: 21, scope: !421)
!424 = !DILocation(line: 51, column: 23, scope: !421)
!425 = !DILocation(line: 51, column: 19, scope: !421)
!426 = !DILocation(line: 51, column: 13, scope: !338)
!427 = !DILocation(line: 51, column: 35, scope: !421)
!428 = !DILocation(line: 51, column: 37, scope: !421)
!429 = !DILocation(line: 51, column: 43, scope: !421)
!430 = !DILocation(line: 51, column: 45, scope: !421)
!431 = !DILocation(line: 51, column: 29, scope: !421)
!432 = !DILocalVariable(name: "pivot", scope: !338, file: !3, line: 52, type: !6)
!433 = !DILocation(line: 52, column: 13, scope: !338)
!434 = !DILocation(line: 52, column: 21, scope: !338)
!435 = !DILocation(line: 52, column: 23, scope: !338)
!436 = !DILocalVariable(name: "i", scope: !338, file: !3, line: 53, type: !6)
!437 = !DILocation(line: 53, column: 13, scope: !338)
!438 = !DILocation(line: 53, column: 17, scope: !338)
!439 = !DILocalVariable(name: "j", scope: !338, file: !3, line: 53, type: !6)
!440 = !DILocation(line: 53, column: 21, scope: !338)
!441 = !DILocation(line: 53, column: 25, scope: !338)
!442 = !DILocation(line: 54, column: 9, scope: !338)
!443 = !DILocation(line: 54, column: 16, scope: !338)
!444 = !DILocation(line: 54, column: 21, scope: !338)
!445 = !DILocation(line: 54, column: 18, scope: !338)
!446 = !DILocation(line: 55, column: 13, scope: !447)
!447 = distinct !DILexicalBlock(scope: !338, file: !3, line: 54, column: 24)
!448 = !DILocation(line: 55, column: 20, scope: !447)
!449 = !DILocation(line: 55, column: 22, scope: !447)
!450 = !DILocation(line: 55, column: 27, scope: !447)
!451 = !DILocation(line: 55, column: 25, scope: !447)
!452 = !DILocation(line: 55, column: 35, scope: !447)
!453 = distinct !{!453, !446, !452, !186}
!454 = !DILocation(line: 56, column: 13, scope: !447)
!455 = !DILocation(line: 56, column: 20, scope: !447)
!456 = !DILocation(line: 56, column: 22, scope: !447)
!457 = !DILocation(line: 56, column: 27, scope: !447)
!458 = !DILocation(line: 56, column: 25, scope: !447)
!459 = !DILocation(line: 56, column: 35, scope: !447)
!460 = distinct !{!460, !454, !459, !186}
!461 = !DILocation(line: 57, column: 17, scope: !462)
!462 = distinct !DILexicalBlock(scope: !447, file: !3, line: 57, column: 17)
!463 = !DILocation(line: 57, column: 22, scope: !462)
!464 = !DILocation(line: 57, column: 19, scope: !462)
!465 = !DILocation(line: 57, column: 17, scope: !447)
!466 = !DILocation(line: 58, column: 23, scope: !467)
!467 = distinct !DILexicalBlock(scope: !462, file: !3, line: 57, column: 25)
!468 = !DILocation(line: 58, column: 25, scope: !467)
!469 = !DILocation(line: 58, column: 30, scope: !467)
!470 = !DILocation(line: 58, column: 32, scope: !467)
!471 = !DILocation(line: 58, column: 17, scope: !467)
!472 = !DILocation(line: 59, column: 18, scope: !467)
!473 = !DILocation(line: 60, column: 18, scope: !467)
!474 = !DILocation(line: 61, column: 13, scope: !467)
!475 = distinct !{!475, !442, !476, !186}
!476 = !DILocation(line: 62, column: 9, scope: !338)
!477 = !DILocation(line: 63, column: 13, scope: !478)
!478 = distinct !DILexicalBlock(scope: !338, file: !3, line: 63, column: 13)
!479 = !DILocation(line: 63, column: 17, scope: !478)
!480 = !DILocation(line: 63, column: 15, scope: !478)
!481 = !DILocation(line: 63, column: 22, scope: !478)
!482 = !DILocation(line: 63, column: 27, scope: !478)
!483 = !DILocation(line: 63, column: 25, scope: !478)
!484 = !DILocation(line: 63, column: 20, scope: !478)
!485 = !DILocation(line: 63, column: 13, scope: !338)
!486 = !DILocation(line: 64, column: 24, scope: !487)
!487 = distinct !DILexicalBlock(scope: !478, file: !3, line: 63, column: 30)
!488 = !DILocation(line: 64, column: 27, scope: !487)
!489 = !DILocation(line: 64, column: 31, scope: !487)
!490 = !DILocation(line: 64, column: 13, scope: !487)
!491 = !DILocation(line: 65, column: 18, scope: !487)
!492 = !DILocation(line: 65, column: 16, scope: !487)
!493 = !DILocation(line: 66, column: 9, scope: !487)
!494 = !DILocation(line: 67, column: 24, scope: !495)
!495 = distinct !DILexicalBlock(scope: !478, file: !3, line: 66, column: 16)
!496 = !DILocation(line: 67, column: 27, scope: !495)
!497 = !DILocation(line: 67, column: 30, scope: !495)
!498 = !DILocation(line: 67, column: 13, scope: !495)
!499 = !DILocation(line: 68, column: 18, scope: !495)
!500 = !DILocation(line: 68, column: 16, scope: !495)
!501 = distinct !{!501, !332, !502, !186}
!502 = !DILocation(line: 70, column: 5, scope: !323)
!503 = !DILocation(line: 71, column: 1, scope: !323)
!504 = !DILocalVariable(name: "a", arg: 1, scope: !92, file: !3, line: 73, type: !95)
!505 = !DILocation(line: 73, column: 29, scope: !92)
!506 = !DILocalVariable(name: "n", arg: 2, scope: !92, file: !3, line: 73, type: !6)
!507 = !DILocation(line: 73, column: 36, scope: !92)
!508 = !DILocalVariable(name: "g", scope: !509, file: !3, line: 75, type: !6)
!509 = distinct !DILexicalBlock(scope: !92, file: !3, line: 75, column: 5)
!510 = !DILocation(line: 75, column: 14, scope: !509)
!511 = !DILocation(line: 75, column: 10, scope: !509)
!512 = !DILocation(line: 75, column: 21, scope: !513)
!513 = distinct !DILexicalBlock(scope: !509, file: !3, line: 75, column: 5)
!514 = !DILocation(line: 75, column: 23, scope: !513)
!515 = !DILocation(line: 75, column: 5, scope: !509)
!516 = !DILocalVariable(name: "gap", scope: !517, file: !3, line: 76, type: !6)
!517 = distinct !DILexicalBlock(scope: !513, file: !3, line: 75, column: 33)
!518 = !DILocation(line: 76, column: 13, scope: !517)
!519 = !DILocation(line: 76, column: 24, scope: !517)
!520 = !DILocation(line: 76, column: 19, scope: !517)
!521 = !DILocalVariable(name: "i", scope: !522, file: !3, line: 77, type: !6)
!522 = distinct !DILexicalBlock(scope: !517, file: !3, line: 77, column: 9)
!523 = !DILocation(line: 77, column: 18, scope: !522)
!524 = !DILocation(line: 77, column: 22, scope: !522)
!525 = !DILocation(line: 77, column: 14, scope: !522)
!526 = !DILocation(line: 77, column: 27, scope: !527)
!527 = distinct !DILexicalBlock(scope: !522, file: !3, line: 77, column: 9)
!528 = !DILocation(line: 77, column: 31, scope: !527)
!529 = !DILocation(line: 77, column: 29, scope: !527)
!530 = !DILocation(line: 77, column: 9, scope: !522)
!531 = !DILocalVariable(name: "v", scope: !532, file: !3, line: 78, type: !6)
!532 = distinct !DILexicalBlock(scope: !527, file: !3, line: 77, column: 39)
!533 = !DILocation(line: 78, column: 17, scope: !532)
!534 = !DILocation(line: 78, column: 21, scope: !532)
!535 = !DILocation(line: 78, column: 23, scope: !532)
!536 = !DILocalVariable(name: "j", scope: !532, file: !3, line: 78, type: !6)
!537 = !DILocation(line: 78, column: 27, scope: !532)
!538 = !DILocation(line: 78, column: 31, scope: !532)
!539 = !DILocation(line: 79, column: 13, scope: !532)
!540 = !DILocation(line: 79, column: 20, scope: !532)
!541 = !DILocation(line: 79, column: 25, scope: !532)
!542 = !DILocation(line: 79, column: 22, scope: !532)
!543 = !DILocation(line: 79, column: 29, scope: !532)
!544 = !DILocation(line: 79, column: 32, scope: !532)
!545 = !DILocation(line: 79, column: 34, scope: !532)
!546 = !DILocation(line: 79, column: 38, scope: !532)
!547 = !DILocation(line: 79, column: 36, scope: !532)
!548 = !DILocation(line: 79, column: 45, scope: !532)
!549 = !DILocation(line: 79, column: 43, scope: !532)
!550 = !DILocation(line: 0, scope: !532)
!551 = !DILocation(line: 80, column: 24, scope: !552)
!552 = distinct !DILexicalBlock(scope: !532, file: !3, line: 79, column: 48)
!553 = !DILocation(line: 80, column: 26, scope: !552)
!554 = !DILocation(line: 80, column: 30, scope: !552)
!555 = !DILocation(line: 80, column: 28, scope: !552)
!556 = !DILocation(line: 80, column: 17, scope: !552)
!557 = !DILocation(line: 80, column: 19, scope: !552)
!558 = !DILocation(line: 80, column: 22, scope: !552)
!559 = !DILocation(line: 81, column: 22, scope: !552)
!560 = !DILocation(line: 81, column: 19, scope: !552)
!561 = distinct !{!561, !539, !562, !186}
!562 = !DILocation(line: 82, column: 13, scope: !532)
!563 = !DILocation(line: 83, column: 20, scope: !532)
!564 = !DILocation(line: 83, column: 13, scope: !532)
!565 = !DILocation(line: 83, column: 15, scope: !532)
!566 = !DILocation(line: 83, column: 18, scope: !532)
!567 = !DILocation(line: 84, column: 9, scope: !532)
!568 = !DILocation(line: 77, column: 35, scope: !527)
!569 = !DILocation(line: 77, column: 9, scope: !527)
!570 = distinct !{!570, !530, !571, !186}
!571 = !DILocation(line: 84, column: 9, scope: !522)
!572 = !DILocation(line: 85, column: 5, scope: !517)
!573 = !DILocation(line: 75, column: 29, scope: !513)
!574 = !DILocation(line: 75, column: 5, scope: !513)
!575 = distinct !{!575, !515, !576, !186}
!576 = !DILocation(line: 85, column: 5, scope: !509)
!577 = !DILocation(line: 86, column: 1, scope: !92)
!578 = distinct !DISubprogram(name: "radix_sort", scope: !3, file: !3, line: 105, type: !93, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !96)
!579 = !DILocalVariable(name: "a", arg: 1, scope: !578, file: !3, line: 105, type: !95)
!580 = !DILocation(line: 105, column: 29, scope: !578)
!581 = !DILocalVariable(name: "n", arg: 2, scope: !578, file: !3, line: 105, type: !6)
!582 = !DILocation(line: 105, column: 36, scope: !578)
!583 = !DILocalVariable(name: "buf", scope: !578, file: !3, line: 106, type: !584)
!584 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!585 = !DILocation(line: 106, column: 15, scope: !578)
!586 = !DILocation(line: 106, column: 36, scope: !578)
!587 = !DILocation(line: 106, column: 28, scope: !578)
!588 = !DILocation(line: 106, column: 38, scope: !578)
!589 = !DILocation(line: 106, column: 21, scope: !578)
!590 = !DILocalVariable(name: "src", scope: !578, file: !3, line: 107, type: !584)
!591 = !DILocation(line: 107, column: 15, scope: !578)
!592 = !DILocation(line: 107, column: 36, scope: !578)
!593 = !DILocation(line: 107, column: 28, scope: !578)
!594 = !DILocation(line: 107, column: 38, scope: !578)
!595 = !DILocation(line: 107, column: 21, scope: !578)
!596 = !DILocalVariable(name: "i", scope: !597, file: !3, line: 108, type: !6)
!597 = distinct !DILexicalBlock(scope: !578, file: !3, line: 108, column: 5)
!598 = !DILocation(line: 108, column: 14, scope: !597)
!599 = !DILocation(line: 108, column: 10, scope: !597)
!600 = !DILocation(line: 108, column: 21, scope: !601)
!601 = distinct !DILexicalBlock(scope: !597, file: !3, line: 108, column: 5)
!602 = !DILocation(line: 108, column: 25, scope: !601)
!603 = !DILocation(line: 108, column: 23, scope: !601)
!604 = !DILocation(line: 108, column: 5, scope: !597)
!605 = !DILocation(line: 109, column: 28, scope: !601)
!606 = !DILocation(line: 109, column: 30, scope: !601)
!607 = !DILocation(line: 109, column: 33, scope: !601)
!608 = !DILocation(line: 109, column: 9, scope: !601)
!609 = !DILocation(line: 109, column: 13, scope: !601)
!610 = !DILocation(line: 109, column: 16, scope: !601)
!611 = !DILocation(line: 108, column: 29, scope: !601)
!612 = !DILocation(line: 108, column: 5, scope: !601)
!613 = distinct !{!613, !604, !614, !186}
!614 = !DILocation(line: 109, column: 35, scope: !597)
!615 = !DILocalVariable(name: "shift", scope: !616, file: !3, line: 110, type: !6)
!616 = distinct !DILexicalBlock(scope: !578, file: !3, line: 110, column: 5)
!617 = !DILocation(line: 110, column: 14, scope: !616)
!618 = !DILocation(line: 110, column: 10, scope: !616)
!619 = !DILocation(line: 110, column: 25, scope: !620)
!620 = distinct !DILexicalBlock(scope: !616, file: !3, line: 110, column: 5)
!621 = !DILocation(line: 110, column: 31, scope: !620)
!622 = !DILocation(line: 110, column: 5, scope: !616)
!623 = !DILocalVariable(name: "count", scope: !624, file: !3, line: 111, type: !625)
!624 = distinct !DILexicalBlock(scope: !620, file: !3, line: 110, column: 49)
!625 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8224, elements: !626)
!626 = !{!627}
!627 = !DISubrange(count: 257)
!628 = !DILocation(line: 111, column: 13, scope: !624)
!629 = !DILocalVariable(name: "i", scope: !630, file: !3, line: 112, type: !6)
!630 = distinct !DILexicalBlock(scope: !624, file: !3, line: 112, column: 9)
!631 = !DILocation(line: 112, column: 18, scope: !630)
!632 = !DILocation(line: 112, column: 14, scope: !630)
!633 = !DILocation(line: 112, column: 25, scope: !634)
!634 = distinct !DILexicalBlock(scope: !630, file: !3, line: 112, column: 9)
!635 = !DILocation(line: 112, column: 29, scope: !634)
!636 = !DILocation(line: 112, column: 27, scope: !634)
!637 = !DILocation(line: 112, column: 9, scope: !630)
!638 = !DILocation(line: 113, column: 21, scope: !634)
!639 = !DILocation(line: 113, column: 25, scope: !634)
!640 = !DILocation(line: 113, column: 31, scope: !634)
!641 = !DILocation(line: 113, column: 28, scope: !634)
!642 = !DILocation(line: 113, column: 38, scope: !634)
!643 = !DILocation(line: 113, column: 46, scope: !634)
!644 = !DILocation(line: 113, column: 13, scope: !634)
!645 = !DILocation(line: 113, column: 50, scope: !634)
!646 = !DILocation(line: 112, column: 33, scope: !634)
!647 = !DILocation(line: 112, column: 9, scope: !634)
!648 = distinct !{!648, !637, !649, !186}
!649 = !DILocation(line: 113, column: 50, scope: !630)
!650 = !DILocalVariable(name: "d", scope: !651, file: !3, line: 114, type: !6)
!651 = distinct !DILexicalBlock(scope: !624, file: !3, line: 114, column: 9)
!652 = !DILocation(line: 114, column: 18, scope: !651)
!653 = !DILocation(line: 114, column: 14, scope: !651)
!654 = !DILocation(line: 114, column: 25, scope: !655)
!655 = distinct !DILexicalBlock(scope: !651, file: !3, line: 114, column: 9)
!656 = !DILocation(line: 114, column: 27, scope: !655)
!657 = !DILocation(line: 114, column: 9, scope: !651)
!658 = !DILocation(line: 115, column: 35, scope: !655)
!659 = !DILocation(line: 115, column: 29, scope: !655)
!660 = !DILocation(line: 115, column: 19, scope: !655)
!661 = !DILocation(line: 115, column: 21, scope: !655)
!662 = !DILocation(line: 115, column: 13, scope: !655)
!663 = !DILocation(line: 115, column: 26, scope: !655)
!664 = !DILocation(line: 114, column: 35, scope: !655)
!665 = !DILocation(line: 114, column: 9, scope: !655)
!666 = distinct !{!666, !657, !667, !186}
!667 = !DILocation(line: 115, column: 36, scope: !651)
!668 = !DILocalVariable(name: "i", scope: !669, file: !3, line: 116, type: !6)
!669 = distinct !DILexicalBlock(scope: !624, file: !3, line: 116, column: 9)
!670 = !DILocation(line: 116, column: 18, scope: !669)
!671 = !DILocation(line: 116, column: 14, scope: !669)
!672 = !DILocation(line: 116, column: 25, scope: !673)
!673 = distinct !DILexicalBlock(scope: !669, file: !3, line: 116, column: 9)
!674 = !DILocation(line: 116, column: 29, scope: !673)
!675 = !DILocation(line: 116, column: 27, scope: !673)
!676 = !DILocation(line: 116, column: 9, scope: !669)
!677 = !DILocation(line: 117, column: 54, scope: !673)
!678 = !DILocation(line: 117, column: 58, scope: !673)
!679 = !DILocation(line: 117, column: 13, scope: !673)
!680 = !DILocation(line: 117, column: 24, scope: !673)
!681 = !DILocation(line: 117, column: 28, scope: !673)
!682 = !DILocation(line: 117, column: 34, scope: !673)
!683 = !DILocation(line: 117, column: 31, scope: !673)
!684 = !DILocation(line: 117, column: 41, scope: !673)
!685 = !DILocation(line: 117, column: 17, scope: !673)
!686 = !DILocation(line: 117, column: 48, scope: !673)
!687 = !DILocation(line: 117, column: 52, scope: !673)
!688 = !DILocation(line: 116, column: 33, scope: !673)
!689 = !DILocation(line: 116, column: 9, scope: !673)
!690 = distinct !{!690, !676, !691, !186}
!691 = !DILocation(line: 117, column: 59, scope: !669)
!692 = !DILocalVariable(name: "t", scope: !624, file: !3, line: 118, type: !584)
!693 = !DILocation(line: 118, column: 19, scope: !624)
!694 = !DILocation(line: 118, column: 23, scope: !624)
!695 = !DILocation(line: 119, column: 15, scope: !624)
!696 = !DILocation(line: 119, column: 13, scope: !624)
!697 = !DILocation(line: 120, column: 15, scope: !624)
!698 = !DILocation(line: 120, column: 13, scope: !624)
!699 = !DILocation(line: 121, column: 5, scope: !624)
!700 = !DILocation(line: 110, column: 43, scope: !620)
!701 = !DILocation(line: 110, column: 5, scope: !620)
!702 = distinct !{!702, !622, !703, !186}
!703 = !DILocation(line: 121, column: 5, scope: !616)
!704 = !DILocalVariable(name: "i", scope: !705, file: !3, line: 122, type: !6)
!705 = distinct !DILexicalBlock(scope: !578, file: !3, line: 122, column: 5)
!706 = !DILocation(line: 122, column: 14, scope: !705)
!707 = !DILocation(line: 122, column: 10, scope: !705)
!708 = !DILocation(line: 122, column: 21, scope: !709)
!709 = distinct !DILexicalBlock(scope: !705, file: !3, line: 122, column: 5)
!710 = !DILocation(line: 122, column: 25, scope: !709)
!711 = !DILocation(line: 122, column: 23, scope: !709)
!712 = !DILocation(line: 122, column: 5, scope: !705)
!713 = !DILocation(line: 123, column: 22, scope: !709)
!714 = !DILocation(line: 123, column: 26, scope: !709)
!715 = !DILocation(line: 123, column: 29, scope: !709)
!716 = !DILocation(line: 123, column: 9, scope: !709)
!717 = !DILocation(line: 123, column: 11, scope: !709)
!718 = !DILocation(line: 123, column: 14, scope: !709)
!719 = !DILocation(line: 122, column: 29, scope: !709)
!720 = !DILocation(line: 122, column: 5, scope: !709)
!721 = distinct !{!721, !712, !722, !186}
!722 = !DILocation(line: 123, column: 42, scope: !705)
!723 = !DILocation(line: 124, column: 10, scope: !578)
!724 = !DILocation(line: 124, column: 5, scope: !578)
!725 = !DILocation(line: 125, column: 10, scope: !578)
!726 = !DILocation(line: 125, column: 5, scope: !578)
!727 = !DILocation(line: 126, column: 1, scope: !578)
!728 = distinct !DISubprogram(name: "counting_sort", scope: !3, file: !3, line: 88, type: !93, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !96)
!729 = !DILocalVariable(name: "a", arg: 1, scope: !728, file: !3, line: 88, type: !95)
!730 = !DILocation(line: 88, column: 32, scope: !728)
!731 = !DILocalVariable(name: "n", arg: 2, scope: !728, file: !3, line: 88, type: !6)
!732 = !DILocation(line: 88, column: 39, scope: !728)
!733 = !DILocalVariable(name: "lo", scope: !728, file: !3, line: 89, type: !6)
!734 = !DILocation(line: 89, column: 9, scope: !728)
!735 = !DILocation(line: 89, column: 14, scope: !728)
!736 = !DILocalVariable(name: "hi", scope: !728, file: !3, line: 89, type: !6)
!737 = !DILocation(line: 89, column: 20, scope: !728)
!738 = !DILocation(line: 89, column: 25, scope: !728)
!739 = !DILocalVariable(name: "i", scope: !740, file: !3, line: 90, type: !6)
!740 = distinct !DILexicalBlock(scope: !728, file: !3, line: 90, column: 5)
!741 = !DILocation(line: 90, column: 14, scope: !740)
!742 = !DILocation(line: 90, column: 10, scope: !740)
!743 = !DILocation(line: 90, column: 21, scope: !744)
!744 = distinct !DILexicalBlock(scope: !740, file: !3, line: 90, column: 5)
!745 = !DILocation(line: 90, column: 25, scope: !744)
!746 = !DILocation(line: 90, column: 23, scope: !744)
!747 = !DILocation(line: 90, column: 5, scope: !740)
!748 = !DILocation(line: 91, column: 13, scope: !749)
!749 = distinct !DILexicalBlock(scope: !750, file: !3, line: 91, column: 13)
!750 = distinct !DILexicalBlock(scope: !744, file: !3, line: 90, column: 33)
!751 = !DILocation(line: 91, column: 15, scope: !749)
!752 = !DILocation(line: 91, column: 20, scope: !749)
!753 = !DILocation(line: 91, column: 18, scope: !749)
!754 = !DILocation(line: 91, column: 13, scope: !750)
!755 = !DILocation(line: 91, column: 29, scope: !749)
!756 = !DILocation(line: 91, column: 31, scope: !749)
!757 = !DILocation(line: 91, column: 27, scope: !749)
!758 = !DILocation(line: 91, column: 24, scope: !749)
!759 = !DILocation(line: 92, column: 13, scope: !760)
!760 = distinct !DILexicalBlock(scope: !750, file: !3, line: 92, column: 13)
!761 = !DILocation(line: 92, column: 15, scope: !760)
!762 = !DILocation(line: 92, column: 20, scope: !760)
!763 = !DILocation(line: 92, column: 18, scope: !760)
!764 = !DILocation(line: 92, column: 13, scope: !750)
!765 = !DILocation(line: 92, column: 29, scope: !760)
!766 = !DILocation(line: 92, column: 31, scope: !760)
!767 = !DILocation(line: 92, column: 27, scope: !760)
!768 = !DILocation(line: 92, column: 24, scope: !760)
!769 = !DILocation(line: 93, column: 5, scope: !750)
!770 = !DILocation(line: 90, column: 29, scope: !744)
!771 = !DILocation(line: 90, column: 5, scope: !744)
!772 = distinct !{!772, !747, !773, !186}
!773 = !DILocation(line: 93, column: 5, scope: !740)
!774 = !DILocalVariable(name: "range", scope: !728, file: !3, line: 94, type: !6)
!775 = !DILocation(line: 94, column: 9, scope: !728)
!776 = !DILocation(line: 94, column: 17, scope: !728)
!777 = !DILocation(line: 94, column: 22, scope: !728)
!778 = !DILocation(line: 94, column: 20, scope: !728)
!779 = !DILocation(line: 94, column: 25, scope: !728)
!780 = !DILocalVariable(name: "count", scope: !728, file: !3, line: 95, type: !95)
!781 = !DILocation(line: 95, column: 10, scope: !728)
!782 = !DILocation(line: 95, column: 33, scope: !728)
!783 = !DILocation(line: 95, column: 25, scope: !728)
!784 = !DILocation(line: 95, column: 18, scope: !728)
!785 = !DILocalVariable(name: "i", scope: !786, file: !3, line: 96, type: !6)
!786 = distinct !DILexicalBlock(scope: !728, file: !3, line: 96, column: 5)
!787 = !DILocation(line: 96, column: 14, scope: !786)
!788 = !DILocation(line: 96, column: 10, scope: !786)
!789 = !DILocation(line: 96, column: 21, scope: !790)
!790 = distinct !DILexicalBlock(scope: !786, file: !3, line: 96, column: 5)
!791 = !DILocation(line: 96, column: 25, scope: !790)
!792 = !DILocation(line: 96, column: 23, scope: !790)
!793 = !DILocation(line: 96, column: 5, scope: !786)
!794 = !DILocation(line: 97, column: 9, scope: !790)
!795 = !DILocation(line: 97, column: 15, scope: !790)
!796 = !DILocation(line: 97, column: 17, scope: !790)
!797 = !DILocation(line: 97, column: 22, scope: !790)
!798 = !DILocation(line: 97, column: 20, scope: !790)
!799 = !DILocation(line: 97, column: 25, scope: !790)
!800 = !DILocation(line: 96, column: 29, scope: !790)
!801 = !DILocation(line: 96, column: 5, scope: !790)
!802 = distinct !{!802, !793, !803, !186}
!803 = !DILocation(line: 97, column: 25, scope: !786)
!804 = !DILocalVariable(name: "k", scope: !728, file: !3, line: 98, type: !6)
!805 = !DILocation(line: 98, column: 9, scope: !728)
!806 = !DILocalVariable(name: "v", scope: !807, file: !3, line: 99, type: !6)
!807 = distinct !DILexicalBlock(scope: !728, file: !3, line: 99, column: 5)
!808 = !DILocation(line: 99, column: 14, scope: !807)
!809 = !DILocation(line: 99, column: 10, scope: !807)
!810 = !DILocation(line: 99, column: 21, scope: !811)
!811 = distinct !DILexicalBlock(scope: !807, file: !3, line: 99, column: 5)
!812 = !DILocation(line: 99, column: 25, scope: !811)
!813 = !DILocation(line: 99, column: 23, scope: !811)
!814 = !DILocation(line: 99, column: 5, scope: !807)
!815 = !DILocation(line: 100, column: 9, scope: !811)
!816 = !DILocation(line: 100, column: 16, scope: !811)
!817 = !DILocation(line: 100, column: 22, scope: !811)
!818 = !DILocation(line: 100, column: 24, scope: !811)
!819 = !DILocation(line: 101, column: 22, scope: !811)
!820 = !DILocation(line: 101, column: 26, scope: !811)
!821 = !DILocation(line: 101, column: 24, scope: !811)
!822 = !DILocation(line: 101, column: 13, scope: !811)
!823 = !DILocation(line: 101, column: 16, scope: !811)
!824 = !DILocation(line: 101, column: 20, scope: !811)
!825 = distinct !{!825, !815, !820, !186}
!826 = !DILocation(line: 99, column: 33, scope: !811)
!827 = !DILocation(line: 99, column: 5, scope: !811)
!828 = distinct !{!828, !814, !829, !186}
!829 = !DILocation(line: 101, column: 26, scope: !807)
!830 = !DILocation(line: 102, column: 10, scope: !728)
!831 = !DILocation(line: 102, column: 5, scope: !728)
!832 = !DILocation(line: 103, column: 1, scope: !728)
!833 = distinct !DISubprogram(name: "merge_sort_rec", scope: !3, file: !3, line: 12, type: !834, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !96)
!834 = !DISubroutineType(types: !835)
!835 = !{null, !95, !95, !6, !6}
!836 = !DILocalVariable(name: "a", arg: 1, scope: !833, file: !3, line: 12, type: !95)
!837 = !DILocation(line: 12, column: 33, scope: !833)
!838 = !DILocalVariable(name: "tmp", arg: 2, scope: !833, file: !3, line: 12, type: !95)
!839 = !DILocation(line: 12, column: 41, scope: !833)
!840 = !DILocalVariable(name: "lo", arg: 3, scope: !833, file: !3, line: 12, type: !6)
!841 = !DILocation(line: 12, column: 50, scope: !833)
!842 = !DILocalVariable(name: "hi", arg: 4, scope: !833, file: !3, line: 12, type: !6)
!843 = !DILocation(line: 12, column: 58, scope: !833)
!844 = !DILocation(line: 13, column: 9, scope: !845)
!845 = distinct !DILexicalBlock(scope: !833, file: !3, line: 13, column: 9)
!846 = !DILocation(line: 13, column: 14, scope: !845)
!847 = !DILocation(line: 13, column: 12, scope: !845)
!848 = !DILocation(line: 13, column: 17, scope: !845)
!849 = !DILocation(line: 13, column: 9, scope: !833)
!850 = !DILocation(line: 14, column: 9, scope: !845)
!851 = !DILocalVariable(name: "mid", scope: !833, file: !3, line: 15, type: !6)
!852 = !DILocation(line: 15, column: 9, scope: !833)
!853 = !DILocation(line: 15, column: 15, scope: !833)
!854 = !DILocation(line: 15, column: 21, scope: !833)
!855 = !DILocation(line: 15, column: 26, scope: !833)
!856 = !DILocation(line: 15, column: 24, scope: !833)
!857 = !DILocation(line: 15, column: 30, scope: !833)
!858 = !DILocation(line: 15, column: 18, scope: !833)
!859 = !DILocation(line: 16, column: 20, scope: !833)
!860 = !DILocation(line: 16, column: 23, scope: !833)
!861 = !DILocation(line: 16, column: 28, scope: !833)
!862 = !DILocation(line: 16, column: 32, scope: !833)
!863 = !DILocation(line: 16, column: 5, scope: !833)
!864 = !DILocation(line: 17, column: 20, scope: !833)
!865 = !DILocation(line: 17, column: 23, scope: !833)
!866 = !DILocation(line: 17, column: 28, scope: !833)
!867 = !DILocation(line: 17, column: 33, scope: !833)
!868 = !DILocation(line: 17, column: 5, scope: !833)
!869 = !DILocalVariable(name: "i", scope: !833, file: !3, line: 18, type: !6)
!870 = !DILocation(line: 18, column: 9, scope: !833)
!871 = !DILocation(line: 18, column: 13, scope: !833)
!872 = !DILocalVariable(name: "j", scope: !833, file: !3, line: 18, type: !6)
!873 = !DILocation(line: 18, column: 17, scope: !833)
!874 = !DILocation(line: 18, column: 21, scope: !833)
!875 = !DILocalVariable(name: "k", scope: !833, file: !3, line: 18, type: !6)
!876 = !DILocation(line: 18, column: 26, scope: !833)
!877 = !DILocation(line: 18, column: 30, scope: !833)
!878 = !DILocation(line: 19, column: 5, scope: !833)
!879 = !DILocation(line: 19, column: 12, scope: !833)
!880 = !DILocation(line: 19, column: 16, scope: !833)
!881 = !DILocation(line: 19, column: 14, scope: !833)
!882 = !DILocation(line: 19, column: 20, scope: !833)
!883 = !DILocation(line: 19, column: 23, scope: !833)
!884 = !DILocation(line: 19, column: 27, scope: !833)
!885 = !DILocation(line: 19, column: 25, scope: !833)
!886 = !DILocation(line: 0, scope: !833)
!887 = !DILocation(line: 20, column: 20, scope: !833)
!888 = !DILocation(line: 20, column: 22, scope: !833)
!889 = !DILocation(line: 20, column: 27, scope: !833)
!890 = !DILocation(line: 20, column: 29, scope: !833)
!891 = !DILocation(line: 20, column: 25, scope: !833)
!892 = !DILocation(line: 20, column: 34, scope: !833)
!893 = !DILocation(line: 20, column: 37, scope: !833)
!894 = !DILocation(line: 20, column: 43, scope: !833)
!895 = !DILocation(line: 20, column: 46, scope: !833)
!896 = !DILocation(line: 20, column: 9, scope: !833)
!897 = !DILocation(line: 20, column: 14, scope: !833)
!898 = !DILocation(line: 20, column: 18, scope: !833)
!899 = distinct !{!899, !878, !900, !186}
!900 = !DILocation(line: 20, column: 48, scope: !833)
!901 = !DILocation(line: 21, column: 5, scope: !833)
!902 = !DILocation(line: 21, column: 12, scope: !833)
!903 = !DILocation(line: 21, column: 16, scope: !833)
!904 = !DILocation(line: 21, column: 14, scope: !833)
!905 = !DILocation(line: 22, column: 20, scope: !833)
!906 = !DILocation(line: 22, column: 23, scope: !833)
!907 = !DILocation(line: 22, column: 9, scope: !833)
!908 = !DILocation(line: 22, column: 14, scope: !833)
!909 = !DILocation(line: 22, column: 18, scope: !833)
!910 = distinct !{!910, !901, !911, !186}
!911 = !DILocation(line: 22, column: 25, scope: !833)
!912 = !DILocation(line: 23, column: 5, scope: !833)
!913 = !DILocation(line: 23, column: 12, scope: !833)
!914 = !DILocation(line: 23, column: 16, scope: !833)
!915 = !DILocation(line: 23, column: 14, scope: !833)
!916 = !DILocation(line: 24, column: 20, scope: !833)
!917 = !DILocation(line: 24, column: 23, scope: !833)
!918 = !DILocation(line: 24, column: 9, scope: !833)
!919 = !DILocation(line: 24, column: 14, scope: !833)
!920 = !DILocation(line: 24, column: 18, scope: !833)
!921 = distinct !{!921, !912, !922, !186}
!922 = !DILocation(line: 24, column: 25, scope: !833)
!923 = !DILocation(line: 25, column: 12, scope: !833)
!924 = !DILocation(line: 25, column: 16, scope: !833)
!925 = !DILocation(line: 25, column: 14, scope: !833)
!926 = !DILocation(line: 25, column: 20, scope: !833)
!927 = !DILocation(line: 25, column: 26, scope: !833)
!928 = !DILocation(line: 25, column: 24, scope: !833)
!929 = !DILocation(line: 25, column: 39, scope: !833)
!930 = !DILocation(line: 25, column: 44, scope: !833)
!931 = !DILocation(line: 25, column: 42, scope: !833)
!932 = !DILocation(line: 25, column: 30, scope: !833)
!933 = !DILocation(line: 25, column: 48, scope: !833)
!934 = !DILocation(line: 25, column: 5, scope: !833)
!935 = !DILocation(line: 26, column: 1, scope: !833)
!936 = distinct !DISubprogram(name: "swap", scope: !3, file: !3, line: 34, type: !937, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !96)
!937 = !DISubroutineType(types: !938)
!938 = !{null, !95, !95}
!939 = !DILocalVariable(name: "a", arg: 1, scope: !936, file: !3, line: 34, type: !95)
!940 = !DILocation(line: 34, column: 23, scope: !936)
!941 = !DILocalVariable(name: "b", arg: 2, scope: !936, file: !3, line: 34, type: !95)
!942 = !DILocation(line: 34, column: 31, scope: !936)
!943 = !DILocalVariable(name: "t", scope: !936, file: !3, line: 35, type: !6)
!944 = !DILocation(line: 35, column: 9, scope: !936)
!945 = !DILocation(line: 35, column: 14, scope: !936)
!946 = !DILocation(line: 35, column: 13, scope: !936)
!947 = !DILocation(line: 36, column: 11, scope: !936)
!948 = !DILocation(line: 36, column: 10, scope: !936)
!949 = !DILocation(line: 36, column: 6, scope: !936)
!950 = !DILocation(line: 36, column: 8, scope: !936)
!951 = !DILocation(line: 37, column: 10, scope: !936)
!952 = !DILocation(line: 37, column: 6, scope: !936)
!953 = !DILocation(line: 37, column: 8, scope: !936)
!954 = !DILocation(line: 38, column: 1, scope: !936)
