; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.tree = type { i32, i32, ptr, ptr }

@__const.main.small = private unnamed_addr constant [11 x i32] [i32 50, i32 30, i32 70, i32 20, i32 40, i32 60, i32 80, i32 35, i32 45, i32 65, i32 30], align 16
@.str = private unnamed_addr constant [6 x i8] c"small\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"preorder:\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [7 x i8] c"del 20\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [7 x i8] c"del 60\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [7 x i8] c"del 30\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [7 x i8] c"del 50\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [7 x i8] c"random\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [12 x i8] c"find %d: %s\00", align 1, !dbg !30
@.str.9 = private unnamed_addr constant [4 x i8] c"yes\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [3 x i8] c"no\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [10 x i8] c" count=%d\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [34 x i8] c"range [100,300]: %d, [0,999]: %d\0A\00", align 1, !dbg !47
@.str.13 = private unnamed_addr constant [9 x i8] c"odd only\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [33 x i8] c"%s: size=%d height=%d valid=%d\0A \00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [6 x i8] c" %d%s\00", align 1, !dbg !62
@.str.16 = private unnamed_addr constant [2 x i8] c"*\00", align 1, !dbg !64
@.str.17 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !66
@.str.18 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !71

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !85 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca [11 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !88, !DIExpression(), !96)
  store ptr null, ptr %2, align 8, !dbg !96
    #dbg_declare(ptr %3, !97, !DIExpression(), !101)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.small, i64 44, i1 false), !dbg !101
    #dbg_declare(ptr %4, !102, !DIExpression(), !104)
  store i32 0, ptr %4, align 4, !dbg !104
  br label %10, !dbg !105

10:                                               ; preds = %20, %0
  %11 = load i32, ptr %4, align 4, !dbg !106
  %12 = icmp slt i32 %11, 11, !dbg !108
  br i1 %12, label %13, label %23, !dbg !109

13:                                               ; preds = %10
  %14 = load ptr, ptr %2, align 8, !dbg !110
  %15 = load i32, ptr %4, align 4, !dbg !111
  %16 = sext i32 %15 to i64, !dbg !112
  %17 = getelementptr inbounds [11 x i32], ptr %3, i64 0, i64 %16, !dbg !112
  %18 = load i32, ptr %17, align 4, !dbg !112
  %19 = call ptr @insert(ptr noundef %14, i32 noundef %18), !dbg !113
  store ptr %19, ptr %2, align 8, !dbg !114
  br label %20, !dbg !115

20:                                               ; preds = %13
  %21 = load i32, ptr %4, align 4, !dbg !116
  %22 = add nsw i32 %21, 1, !dbg !116
  store i32 %22, ptr %4, align 4, !dbg !116
  br label %10, !dbg !117, !llvm.loop !118

23:                                               ; preds = %10
  %24 = load ptr, ptr %2, align 8, !dbg !121
  call void @report(ptr noundef @.str, ptr noundef %24), !dbg !122
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !123
  %26 = load ptr, ptr %2, align 8, !dbg !124
  call void @preorder(ptr noundef %26), !dbg !125
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !126
  %28 = load ptr, ptr %2, align 8, !dbg !127
  %29 = call ptr @delete(ptr noundef %28, i32 noundef 20), !dbg !128
  store ptr %29, ptr %2, align 8, !dbg !129
  %30 = load ptr, ptr %2, align 8, !dbg !130
  call void @report(ptr noundef @.str.3, ptr noundef %30), !dbg !131
  %31 = load ptr, ptr %2, align 8, !dbg !132
  %32 = call ptr @delete(ptr noundef %31, i32 noundef 60), !dbg !133
  store ptr %32, ptr %2, align 8, !dbg !134
  %33 = load ptr, ptr %2, align 8, !dbg !135
  call void @report(ptr noundef @.str.4, ptr noundef %33), !dbg !136
  %34 = load ptr, ptr %2, align 8, !dbg !137
  %35 = call ptr @delete(ptr noundef %34, i32 noundef 30), !dbg !138
  store ptr %35, ptr %2, align 8, !dbg !139
  %36 = load ptr, ptr %2, align 8, !dbg !140
  call void @report(ptr noundef @.str.5, ptr noundef %36), !dbg !141
  %37 = load ptr, ptr %2, align 8, !dbg !142
  %38 = call ptr @delete(ptr noundef %37, i32 noundef 50), !dbg !143
  store ptr %38, ptr %2, align 8, !dbg !144
  %39 = load ptr, ptr %2, align 8, !dbg !145
  call void @report(ptr noundef @.str.6, ptr noundef %39), !dbg !146
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !147
  %41 = load ptr, ptr %2, align 8, !dbg !148
  call void @preorder(ptr noundef %41), !dbg !149
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !150
  %43 = load ptr, ptr %2, align 8, !dbg !151
  %44 = call ptr @delete(ptr noundef %43, i32 noundef 999), !dbg !152
  store ptr %44, ptr %2, align 8, !dbg !153
  %45 = load ptr, ptr %2, align 8, !dbg !154
  call void @free_tree(ptr noundef %45), !dbg !155
  store ptr null, ptr %2, align 8, !dbg !156
    #dbg_declare(ptr %5, !157, !DIExpression(), !159)
  store i32 2024, ptr %5, align 4, !dbg !159
    #dbg_declare(ptr %6, !160, !DIExpression(), !162)
  store i32 0, ptr %6, align 4, !dbg !162
  br label %46, !dbg !163

46:                                               ; preds = %58, %23
  %47 = load i32, ptr %6, align 4, !dbg !164
  %48 = icmp slt i32 %47, 500, !dbg !166
  br i1 %48, label %49, label %61, !dbg !167

49:                                               ; preds = %46
  %50 = load i32, ptr %5, align 4, !dbg !168
  %51 = mul i32 %50, 1103515245, !dbg !170
  %52 = add i32 %51, 12345, !dbg !171
  store i32 %52, ptr %5, align 4, !dbg !172
  %53 = load ptr, ptr %2, align 8, !dbg !173
  %54 = load i32, ptr %5, align 4, !dbg !174
  %55 = lshr i32 %54, 8, !dbg !175
  %56 = urem i32 %55, 1000, !dbg !176
  %57 = call ptr @insert(ptr noundef %53, i32 noundef %56), !dbg !177
  store ptr %57, ptr %2, align 8, !dbg !178
  br label %58, !dbg !179

58:                                               ; preds = %49
  %59 = load i32, ptr %6, align 4, !dbg !180
  %60 = add nsw i32 %59, 1, !dbg !180
  store i32 %60, ptr %6, align 4, !dbg !180
  br label %46, !dbg !181, !llvm.loop !182

61:                                               ; preds = %46
  %62 = load ptr, ptr %2, align 8, !dbg !184
  call void @report(ptr noundef @.str.7, ptr noundef %62), !dbg !185
    #dbg_declare(ptr %7, !186, !DIExpression(), !188)
  store i32 0, ptr %7, align 4, !dbg !188
  br label %63, !dbg !189

63:                                               ; preds = %85, %61
  %64 = load i32, ptr %7, align 4, !dbg !190
  %65 = icmp slt i32 %64, 1000, !dbg !192
  br i1 %65, label %66, label %88, !dbg !193

66:                                               ; preds = %63
    #dbg_declare(ptr %8, !194, !DIExpression(), !196)
  %67 = load ptr, ptr %2, align 8, !dbg !197
  %68 = load i32, ptr %7, align 4, !dbg !198
  %69 = call ptr @find(ptr noundef %67, i32 noundef %68), !dbg !199
  store ptr %69, ptr %8, align 8, !dbg !196
  %70 = load i32, ptr %7, align 4, !dbg !200
  %71 = load ptr, ptr %8, align 8, !dbg !201
  %72 = icmp ne ptr %71, null, !dbg !201
  %73 = zext i1 %72 to i64, !dbg !201
  %74 = select i1 %72, ptr @.str.9, ptr @.str.10, !dbg !201
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %70, ptr noundef %74), !dbg !202
  %76 = load ptr, ptr %8, align 8, !dbg !203
  %77 = icmp ne ptr %76, null, !dbg !203
  br i1 %77, label %78, label %83, !dbg !205

78:                                               ; preds = %66
  %79 = load ptr, ptr %8, align 8, !dbg !206
  %80 = getelementptr inbounds %struct.tree, ptr %79, i32 0, i32 1, !dbg !207
  %81 = load i32, ptr %80, align 4, !dbg !207
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %81), !dbg !208
  br label %83, !dbg !208

83:                                               ; preds = %78, %66
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !209
  br label %85, !dbg !210

85:                                               ; preds = %83
  %86 = load i32, ptr %7, align 4, !dbg !211
  %87 = add nsw i32 %86, 111, !dbg !211
  store i32 %87, ptr %7, align 4, !dbg !211
  br label %63, !dbg !212, !llvm.loop !213

88:                                               ; preds = %63
  %89 = load ptr, ptr %2, align 8, !dbg !215
  %90 = call i32 @range_count(ptr noundef %89, i32 noundef 100, i32 noundef 300), !dbg !216
  %91 = load ptr, ptr %2, align 8, !dbg !217
  %92 = call i32 @range_count(ptr noundef %91, i32 noundef 0, i32 noundef 999), !dbg !218
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %90, i32 noundef %92), !dbg !219
    #dbg_declare(ptr %9, !220, !DIExpression(), !222)
  store i32 0, ptr %9, align 4, !dbg !222
  br label %94, !dbg !223

94:                                               ; preds = %101, %88
  %95 = load i32, ptr %9, align 4, !dbg !224
  %96 = icmp slt i32 %95, 1000, !dbg !226
  br i1 %96, label %97, label %104, !dbg !227

97:                                               ; preds = %94
  %98 = load ptr, ptr %2, align 8, !dbg !228
  %99 = load i32, ptr %9, align 4, !dbg !229
  %100 = call ptr @delete(ptr noundef %98, i32 noundef %99), !dbg !230
  store ptr %100, ptr %2, align 8, !dbg !231
  br label %101, !dbg !232

101:                                              ; preds = %97
  %102 = load i32, ptr %9, align 4, !dbg !233
  %103 = add nsw i32 %102, 2, !dbg !233
  store i32 %103, ptr %9, align 4, !dbg !233
  br label %94, !dbg !234, !llvm.loop !235

104:                                              ; preds = %94
  %105 = load ptr, ptr %2, align 8, !dbg !237
  call void @report(ptr noundef @.str.13, ptr noundef %105), !dbg !238
  %106 = load ptr, ptr %2, align 8, !dbg !239
  call void @free_tree(ptr noundef %106), !dbg !240
  ret i32 0, !dbg !241
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @insert(ptr noundef %0, i32 noundef %1) #0 !dbg !242 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !245, !DIExpression(), !246)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !247, !DIExpression(), !248)
  %6 = load ptr, ptr %4, align 8, !dbg !249
  %7 = icmp ne ptr %6, null, !dbg !249
  br i1 %7, label %16, label %8, !dbg !251

8:                                                ; preds = %2
  %9 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #5, !dbg !252
  store ptr %9, ptr %4, align 8, !dbg !254
  %10 = load i32, ptr %5, align 4, !dbg !255
  %11 = load ptr, ptr %4, align 8, !dbg !256
  %12 = getelementptr inbounds %struct.tree, ptr %11, i32 0, i32 0, !dbg !257
  store i32 %10, ptr %12, align 8, !dbg !258
  %13 = load ptr, ptr %4, align 8, !dbg !259
  %14 = getelementptr inbounds %struct.tree, ptr %13, i32 0, i32 1, !dbg !260
  store i32 1, ptr %14, align 4, !dbg !261
  %15 = load ptr, ptr %4, align 8, !dbg !262
  store ptr %15, ptr %3, align 8, !dbg !263
  br label %52, !dbg !263

16:                                               ; preds = %2
  %17 = load i32, ptr %5, align 4, !dbg !264
  %18 = load ptr, ptr %4, align 8, !dbg !266
  %19 = getelementptr inbounds %struct.tree, ptr %18, i32 0, i32 0, !dbg !267
  %20 = load i32, ptr %19, align 8, !dbg !267
  %21 = icmp slt i32 %17, %20, !dbg !268
  br i1 %21, label %22, label %30, !dbg !269

22:                                               ; preds = %16
  %23 = load ptr, ptr %4, align 8, !dbg !270
  %24 = getelementptr inbounds %struct.tree, ptr %23, i32 0, i32 2, !dbg !271
  %25 = load ptr, ptr %24, align 8, !dbg !271
  %26 = load i32, ptr %5, align 4, !dbg !272
  %27 = call ptr @insert(ptr noundef %25, i32 noundef %26), !dbg !273
  %28 = load ptr, ptr %4, align 8, !dbg !274
  %29 = getelementptr inbounds %struct.tree, ptr %28, i32 0, i32 2, !dbg !275
  store ptr %27, ptr %29, align 8, !dbg !276
  br label %50, !dbg !274

30:                                               ; preds = %16
  %31 = load i32, ptr %5, align 4, !dbg !277
  %32 = load ptr, ptr %4, align 8, !dbg !279
  %33 = getelementptr inbounds %struct.tree, ptr %32, i32 0, i32 0, !dbg !280
  %34 = load i32, ptr %33, align 8, !dbg !280
  %35 = icmp sgt i32 %31, %34, !dbg !281
  br i1 %35, label %36, label %44, !dbg !282

36:                                               ; preds = %30
  %37 = load ptr, ptr %4, align 8, !dbg !283
  %38 = getelementptr inbounds %struct.tree, ptr %37, i32 0, i32 3, !dbg !284
  %39 = load ptr, ptr %38, align 8, !dbg !284
  %40 = load i32, ptr %5, align 4, !dbg !285
  %41 = call ptr @insert(ptr noundef %39, i32 noundef %40), !dbg !286
  %42 = load ptr, ptr %4, align 8, !dbg !287
  %43 = getelementptr inbounds %struct.tree, ptr %42, i32 0, i32 3, !dbg !288
  store ptr %41, ptr %43, align 8, !dbg !289
  br label %49, !dbg !287

44:                                               ; preds = %30
  %45 = load ptr, ptr %4, align 8, !dbg !290
  %46 = getelementptr inbounds %struct.tree, ptr %45, i32 0, i32 1, !dbg !291
  %47 = load i32, ptr %46, align 4, !dbg !292
  %48 = add nsw i32 %47, 1, !dbg !292
  store i32 %48, ptr %46, align 4, !dbg !292
  br label %49

49:                                               ; preds = %44, %36
  br label %50

50:                                               ; preds = %49, %22
  %51 = load ptr, ptr %4, align 8, !dbg !293
  store ptr %51, ptr %3, align 8, !dbg !294
  br label %52, !dbg !294

52:                                               ; preds = %50, %8
  %53 = load ptr, ptr %3, align 8, !dbg !295
  ret ptr %53, !dbg !295
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @report(ptr noundef %0, ptr noundef %1) #0 !dbg !296 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !303, !DIExpression(), !304)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !305, !DIExpression(), !306)
    #dbg_declare(ptr %5, !307, !DIExpression(), !308)
  store i32 0, ptr %5, align 4, !dbg !308
  %6 = load ptr, ptr %3, align 8, !dbg !309
  %7 = load ptr, ptr %4, align 8, !dbg !310
  %8 = call i32 @size(ptr noundef %7), !dbg !311
  %9 = load ptr, ptr %4, align 8, !dbg !312
  %10 = call i32 @height(ptr noundef %9), !dbg !313
  %11 = load ptr, ptr %4, align 8, !dbg !314
  %12 = call i32 @is_bst(ptr noundef %11, i64 noundef -2147483649, i64 noundef 2147483648), !dbg !315
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %6, i32 noundef %8, i32 noundef %10, i32 noundef %12), !dbg !316
  %14 = load ptr, ptr %4, align 8, !dbg !317
  call void @inorder(ptr noundef %14, ptr noundef %5), !dbg !318
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !319
  ret void, !dbg !320
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @preorder(ptr noundef %0) #0 !dbg !321 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !324, !DIExpression(), !325)
  %3 = load ptr, ptr %2, align 8, !dbg !326
  %4 = icmp ne ptr %3, null, !dbg !326
  br i1 %4, label %6, label %5, !dbg !328

5:                                                ; preds = %1
  br label %17, !dbg !329

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8, !dbg !330
  %8 = getelementptr inbounds %struct.tree, ptr %7, i32 0, i32 0, !dbg !331
  %9 = load i32, ptr %8, align 8, !dbg !331
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %9), !dbg !332
  %11 = load ptr, ptr %2, align 8, !dbg !333
  %12 = getelementptr inbounds %struct.tree, ptr %11, i32 0, i32 2, !dbg !334
  %13 = load ptr, ptr %12, align 8, !dbg !334
  call void @preorder(ptr noundef %13), !dbg !335
  %14 = load ptr, ptr %2, align 8, !dbg !336
  %15 = getelementptr inbounds %struct.tree, ptr %14, i32 0, i32 3, !dbg !337
  %16 = load ptr, ptr %15, align 8, !dbg !337
  call void @preorder(ptr noundef %16), !dbg !338
  br label %17, !dbg !339

17:                                               ; preds = %6, %5
  ret void, !dbg !339
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @delete(ptr noundef %0, i32 noundef %1) #0 !dbg !340 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !341, !DIExpression(), !342)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !343, !DIExpression(), !344)
  %8 = load ptr, ptr %4, align 8, !dbg !345
  %9 = icmp ne ptr %8, null, !dbg !345
  br i1 %9, label %11, label %10, !dbg !347

10:                                               ; preds = %2
  store ptr null, ptr %3, align 8, !dbg !348
  br label %103, !dbg !348

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4, !dbg !349
  %13 = load ptr, ptr %4, align 8, !dbg !351
  %14 = getelementptr inbounds %struct.tree, ptr %13, i32 0, i32 0, !dbg !352
  %15 = load i32, ptr %14, align 8, !dbg !352
  %16 = icmp slt i32 %12, %15, !dbg !353
  br i1 %16, label %17, label %25, !dbg !354

17:                                               ; preds = %11
  %18 = load ptr, ptr %4, align 8, !dbg !355
  %19 = getelementptr inbounds %struct.tree, ptr %18, i32 0, i32 2, !dbg !357
  %20 = load ptr, ptr %19, align 8, !dbg !357
  %21 = load i32, ptr %5, align 4, !dbg !358
  %22 = call ptr @delete(ptr noundef %20, i32 noundef %21), !dbg !359
  %23 = load ptr, ptr %4, align 8, !dbg !360
  %24 = getelementptr inbounds %struct.tree, ptr %23, i32 0, i32 2, !dbg !361
  store ptr %22, ptr %24, align 8, !dbg !362
  br label %101, !dbg !363

25:                                               ; preds = %11
  %26 = load i32, ptr %5, align 4, !dbg !364
  %27 = load ptr, ptr %4, align 8, !dbg !366
  %28 = getelementptr inbounds %struct.tree, ptr %27, i32 0, i32 0, !dbg !367
  %29 = load i32, ptr %28, align 8, !dbg !367
  %30 = icmp sgt i32 %26, %29, !dbg !368
  br i1 %30, label %31, label %39, !dbg !369

31:                                               ; preds = %25
  %32 = load ptr, ptr %4, align 8, !dbg !370
  %33 = getelementptr inbounds %struct.tree, ptr %32, i32 0, i32 3, !dbg !372
  %34 = load ptr, ptr %33, align 8, !dbg !372
  %35 = load i32, ptr %5, align 4, !dbg !373
  %36 = call ptr @delete(ptr noundef %34, i32 noundef %35), !dbg !374
  %37 = load ptr, ptr %4, align 8, !dbg !375
  %38 = getelementptr inbounds %struct.tree, ptr %37, i32 0, i32 3, !dbg !376
  store ptr %36, ptr %38, align 8, !dbg !377
  br label %100, !dbg !378

39:                                               ; preds = %25
  %40 = load ptr, ptr %4, align 8, !dbg !379
  %41 = getelementptr inbounds %struct.tree, ptr %40, i32 0, i32 2, !dbg !381
  %42 = load ptr, ptr %41, align 8, !dbg !381
  %43 = icmp ne ptr %42, null, !dbg !379
  br i1 %43, label %44, label %49, !dbg !382

44:                                               ; preds = %39
  %45 = load ptr, ptr %4, align 8, !dbg !383
  %46 = getelementptr inbounds %struct.tree, ptr %45, i32 0, i32 3, !dbg !384
  %47 = load ptr, ptr %46, align 8, !dbg !384
  %48 = icmp ne ptr %47, null, !dbg !383
  br i1 %48, label %66, label %49, !dbg !385

49:                                               ; preds = %44, %39
    #dbg_declare(ptr %6, !386, !DIExpression(), !388)
  %50 = load ptr, ptr %4, align 8, !dbg !389
  %51 = getelementptr inbounds %struct.tree, ptr %50, i32 0, i32 2, !dbg !390
  %52 = load ptr, ptr %51, align 8, !dbg !390
  %53 = icmp ne ptr %52, null, !dbg !389
  br i1 %53, label %54, label %58, !dbg !389

54:                                               ; preds = %49
  %55 = load ptr, ptr %4, align 8, !dbg !391
  %56 = getelementptr inbounds %struct.tree, ptr %55, i32 0, i32 2, !dbg !392
  %57 = load ptr, ptr %56, align 8, !dbg !392
  br label %62, !dbg !389

58:                                               ; preds = %49
  %59 = load ptr, ptr %4, align 8, !dbg !393
  %60 = getelementptr inbounds %struct.tree, ptr %59, i32 0, i32 3, !dbg !394
  %61 = load ptr, ptr %60, align 8, !dbg !394
  br label %62, !dbg !389

62:                                               ; preds = %58, %54
  %63 = phi ptr [ %57, %54 ], [ %61, %58 ], !dbg !389
  store ptr %63, ptr %6, align 8, !dbg !388
  %64 = load ptr, ptr %4, align 8, !dbg !395
  call void @free(ptr noundef %64) #6, !dbg !396
  %65 = load ptr, ptr %6, align 8, !dbg !397
  store ptr %65, ptr %3, align 8, !dbg !398
  br label %103, !dbg !398

66:                                               ; preds = %44
    #dbg_declare(ptr %7, !399, !DIExpression(), !401)
  %67 = load ptr, ptr %4, align 8, !dbg !402
  %68 = getelementptr inbounds %struct.tree, ptr %67, i32 0, i32 3, !dbg !403
  %69 = load ptr, ptr %68, align 8, !dbg !403
  store ptr %69, ptr %7, align 8, !dbg !401
  br label %70, !dbg !404

70:                                               ; preds = %75, %66
  %71 = load ptr, ptr %7, align 8, !dbg !405
  %72 = getelementptr inbounds %struct.tree, ptr %71, i32 0, i32 2, !dbg !406
  %73 = load ptr, ptr %72, align 8, !dbg !406
  %74 = icmp ne ptr %73, null, !dbg !404
  br i1 %74, label %75, label %79, !dbg !404

75:                                               ; preds = %70
  %76 = load ptr, ptr %7, align 8, !dbg !407
  %77 = getelementptr inbounds %struct.tree, ptr %76, i32 0, i32 2, !dbg !408
  %78 = load ptr, ptr %77, align 8, !dbg !408
  store ptr %78, ptr %7, align 8, !dbg !409
  br label %70, !dbg !404, !llvm.loop !410

79:                                               ; preds = %70
  %80 = load ptr, ptr %7, align 8, !dbg !411
  %81 = getelementptr inbounds %struct.tree, ptr %80, i32 0, i32 0, !dbg !412
  %82 = load i32, ptr %81, align 8, !dbg !412
  %83 = load ptr, ptr %4, align 8, !dbg !413
  %84 = getelementptr inbounds %struct.tree, ptr %83, i32 0, i32 0, !dbg !414
  store i32 %82, ptr %84, align 8, !dbg !415
  %85 = load ptr, ptr %7, align 8, !dbg !416
  %86 = getelementptr inbounds %struct.tree, ptr %85, i32 0, i32 1, !dbg !417
  %87 = load i32, ptr %86, align 4, !dbg !417
  %88 = load ptr, ptr %4, align 8, !dbg !418
  %89 = getelementptr inbounds %struct.tree, ptr %88, i32 0, i32 1, !dbg !419
  store i32 %87, ptr %89, align 4, !dbg !420
  %90 = load ptr, ptr %4, align 8, !dbg !421
  %91 = getelementptr inbounds %struct.tree, ptr %90, i32 0, i32 3, !dbg !422
  %92 = load ptr, ptr %91, align 8, !dbg !422
  %93 = load ptr, ptr %7, align 8, !dbg !423
  %94 = getelementptr inbounds %struct.tree, ptr %93, i32 0, i32 0, !dbg !424
  %95 = load i32, ptr %94, align 8, !dbg !424
  %96 = call ptr @delete(ptr noundef %92, i32 noundef %95), !dbg !425
  %97 = load ptr, ptr %4, align 8, !dbg !426
  %98 = getelementptr inbounds %struct.tree, ptr %97, i32 0, i32 3, !dbg !427
  store ptr %96, ptr %98, align 8, !dbg !428
  br label %99

99:                                               ; preds = %79
  br label %100

100:                                              ; preds = %99, %31
  br label %101

101:                                              ; preds = %100, %17
  %102 = load ptr, ptr %4, align 8, !dbg !429
  store ptr %102, ptr %3, align 8, !dbg !430
  br label %103, !dbg !430

103:                                              ; preds = %101, %62, %10
  %104 = load ptr, ptr %3, align 8, !dbg !431
  ret ptr %104, !dbg !431
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @free_tree(ptr noundef %0) #0 !dbg !432 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !435, !DIExpression(), !436)
  %3 = load ptr, ptr %2, align 8, !dbg !437
  %4 = icmp ne ptr %3, null, !dbg !437
  br i1 %4, label %6, label %5, !dbg !439

5:                                                ; preds = %1
  br label %14, !dbg !440

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8, !dbg !441
  %8 = getelementptr inbounds %struct.tree, ptr %7, i32 0, i32 2, !dbg !442
  %9 = load ptr, ptr %8, align 8, !dbg !442
  call void @free_tree(ptr noundef %9), !dbg !443
  %10 = load ptr, ptr %2, align 8, !dbg !444
  %11 = getelementptr inbounds %struct.tree, ptr %10, i32 0, i32 3, !dbg !445
  %12 = load ptr, ptr %11, align 8, !dbg !445
  call void @free_tree(ptr noundef %12), !dbg !446
  %13 = load ptr, ptr %2, align 8, !dbg !447
  call void @free(ptr noundef %13) #6, !dbg !448
  br label %14, !dbg !449

14:                                               ; preds = %6, %5
  ret void, !dbg !449
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @find(ptr noundef %0, i32 noundef %1) #0 !dbg !450 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !451, !DIExpression(), !452)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !453, !DIExpression(), !454)
  br label %5, !dbg !455

5:                                                ; preds = %30, %2
  %6 = load ptr, ptr %3, align 8, !dbg !456
  %7 = icmp ne ptr %6, null, !dbg !456
  br i1 %7, label %8, label %14, !dbg !457

8:                                                ; preds = %5
  %9 = load ptr, ptr %3, align 8, !dbg !458
  %10 = getelementptr inbounds %struct.tree, ptr %9, i32 0, i32 0, !dbg !459
  %11 = load i32, ptr %10, align 8, !dbg !459
  %12 = load i32, ptr %4, align 4, !dbg !460
  %13 = icmp ne i32 %11, %12, !dbg !461
  br label %14

14:                                               ; preds = %8, %5
  %15 = phi i1 [ false, %5 ], [ %13, %8 ], !dbg !462
  br i1 %15, label %16, label %32, !dbg !455

16:                                               ; preds = %14
  %17 = load i32, ptr %4, align 4, !dbg !463
  %18 = load ptr, ptr %3, align 8, !dbg !464
  %19 = getelementptr inbounds %struct.tree, ptr %18, i32 0, i32 0, !dbg !465
  %20 = load i32, ptr %19, align 8, !dbg !465
  %21 = icmp slt i32 %17, %20, !dbg !466
  br i1 %21, label %22, label %26, !dbg !463

22:                                               ; preds = %16
  %23 = load ptr, ptr %3, align 8, !dbg !467
  %24 = getelementptr inbounds %struct.tree, ptr %23, i32 0, i32 2, !dbg !468
  %25 = load ptr, ptr %24, align 8, !dbg !468
  br label %30, !dbg !463

26:                                               ; preds = %16
  %27 = load ptr, ptr %3, align 8, !dbg !469
  %28 = getelementptr inbounds %struct.tree, ptr %27, i32 0, i32 3, !dbg !470
  %29 = load ptr, ptr %28, align 8, !dbg !470
  br label %30, !dbg !463

30:                                               ; preds = %26, %22
  %31 = phi ptr [ %25, %22 ], [ %29, %26 ], !dbg !463
  store ptr %31, ptr %3, align 8, !dbg !471
  br label %5, !dbg !455, !llvm.loop !472

32:                                               ; preds = %14
  %33 = load ptr, ptr %3, align 8, !dbg !473
  ret ptr %33, !dbg !474
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @range_count(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !475 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !478, !DIExpression(), !479)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !480, !DIExpression(), !481)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !482, !DIExpression(), !483)
  %8 = load ptr, ptr %5, align 8, !dbg !484
  %9 = icmp ne ptr %8, null, !dbg !484
  br i1 %9, label %11, label %10, !dbg !486

10:                                               ; preds = %3
  store i32 0, ptr %4, align 4, !dbg !487
  br label %52, !dbg !487

11:                                               ; preds = %3
  %12 = load ptr, ptr %5, align 8, !dbg !488
  %13 = getelementptr inbounds %struct.tree, ptr %12, i32 0, i32 0, !dbg !490
  %14 = load i32, ptr %13, align 8, !dbg !490
  %15 = load i32, ptr %6, align 4, !dbg !491
  %16 = icmp slt i32 %14, %15, !dbg !492
  br i1 %16, label %17, label %24, !dbg !493

17:                                               ; preds = %11
  %18 = load ptr, ptr %5, align 8, !dbg !494
  %19 = getelementptr inbounds %struct.tree, ptr %18, i32 0, i32 3, !dbg !495
  %20 = load ptr, ptr %19, align 8, !dbg !495
  %21 = load i32, ptr %6, align 4, !dbg !496
  %22 = load i32, ptr %7, align 4, !dbg !497
  %23 = call i32 @range_count(ptr noundef %20, i32 noundef %21, i32 noundef %22), !dbg !498
  store i32 %23, ptr %4, align 4, !dbg !499
  br label %52, !dbg !499

24:                                               ; preds = %11
  %25 = load ptr, ptr %5, align 8, !dbg !500
  %26 = getelementptr inbounds %struct.tree, ptr %25, i32 0, i32 0, !dbg !502
  %27 = load i32, ptr %26, align 8, !dbg !502
  %28 = load i32, ptr %7, align 4, !dbg !503
  %29 = icmp sgt i32 %27, %28, !dbg !504
  br i1 %29, label %30, label %37, !dbg !505

30:                                               ; preds = %24
  %31 = load ptr, ptr %5, align 8, !dbg !506
  %32 = getelementptr inbounds %struct.tree, ptr %31, i32 0, i32 2, !dbg !507
  %33 = load ptr, ptr %32, align 8, !dbg !507
  %34 = load i32, ptr %6, align 4, !dbg !508
  %35 = load i32, ptr %7, align 4, !dbg !509
  %36 = call i32 @range_count(ptr noundef %33, i32 noundef %34, i32 noundef %35), !dbg !510
  store i32 %36, ptr %4, align 4, !dbg !511
  br label %52, !dbg !511

37:                                               ; preds = %24
  %38 = load ptr, ptr %5, align 8, !dbg !512
  %39 = getelementptr inbounds %struct.tree, ptr %38, i32 0, i32 2, !dbg !513
  %40 = load ptr, ptr %39, align 8, !dbg !513
  %41 = load i32, ptr %6, align 4, !dbg !514
  %42 = load i32, ptr %7, align 4, !dbg !515
  %43 = call i32 @range_count(ptr noundef %40, i32 noundef %41, i32 noundef %42), !dbg !516
  %44 = add nsw i32 1, %43, !dbg !517
  %45 = load ptr, ptr %5, align 8, !dbg !518
  %46 = getelementptr inbounds %struct.tree, ptr %45, i32 0, i32 3, !dbg !519
  %47 = load ptr, ptr %46, align 8, !dbg !519
  %48 = load i32, ptr %6, align 4, !dbg !520
  %49 = load i32, ptr %7, align 4, !dbg !521
  %50 = call i32 @range_count(ptr noundef %47, i32 noundef %48, i32 noundef %49), !dbg !522
  %51 = add nsw i32 %44, %50, !dbg !523
  store i32 %51, ptr %4, align 4, !dbg !524
  br label %52, !dbg !524

52:                                               ; preds = %37, %30, %17, %10
  %53 = load i32, ptr %4, align 4, !dbg !525
  ret i32 %53, !dbg !525
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @size(ptr noundef %0) #0 !dbg !526 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !529, !DIExpression(), !530)
  %3 = load ptr, ptr %2, align 8, !dbg !531
  %4 = icmp ne ptr %3, null, !dbg !531
  br i1 %4, label %5, label %16, !dbg !531

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 8, !dbg !532
  %7 = getelementptr inbounds %struct.tree, ptr %6, i32 0, i32 2, !dbg !533
  %8 = load ptr, ptr %7, align 8, !dbg !533
  %9 = call i32 @size(ptr noundef %8), !dbg !534
  %10 = add nsw i32 1, %9, !dbg !535
  %11 = load ptr, ptr %2, align 8, !dbg !536
  %12 = getelementptr inbounds %struct.tree, ptr %11, i32 0, i32 3, !dbg !537
  %13 = load ptr, ptr %12, align 8, !dbg !537
  %14 = call i32 @size(ptr noundef %13), !dbg !538
  %15 = add nsw i32 %10, %14, !dbg !539
  br label %17, !dbg !531

16:                                               ; preds = %1
  br label %17, !dbg !531

17:                                               ; preds = %16, %5
  %18 = phi i32 [ %15, %5 ], [ 0, %16 ], !dbg !531
  ret i32 %18, !dbg !540
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @height(ptr noundef %0) #0 !dbg !541 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !542, !DIExpression(), !543)
  %6 = load ptr, ptr %3, align 8, !dbg !544
  %7 = icmp ne ptr %6, null, !dbg !544
  br i1 %7, label %9, label %8, !dbg !546

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !547
  br label %28, !dbg !547

9:                                                ; preds = %1
    #dbg_declare(ptr %4, !548, !DIExpression(), !549)
  %10 = load ptr, ptr %3, align 8, !dbg !550
  %11 = getelementptr inbounds %struct.tree, ptr %10, i32 0, i32 2, !dbg !551
  %12 = load ptr, ptr %11, align 8, !dbg !551
  %13 = call i32 @height(ptr noundef %12), !dbg !552
  store i32 %13, ptr %4, align 4, !dbg !549
    #dbg_declare(ptr %5, !553, !DIExpression(), !554)
  %14 = load ptr, ptr %3, align 8, !dbg !555
  %15 = getelementptr inbounds %struct.tree, ptr %14, i32 0, i32 3, !dbg !556
  %16 = load ptr, ptr %15, align 8, !dbg !556
  %17 = call i32 @height(ptr noundef %16), !dbg !557
  store i32 %17, ptr %5, align 4, !dbg !554
  %18 = load i32, ptr %4, align 4, !dbg !558
  %19 = load i32, ptr %5, align 4, !dbg !559
  %20 = icmp sgt i32 %18, %19, !dbg !560
  br i1 %20, label %21, label %23, !dbg !558

21:                                               ; preds = %9
  %22 = load i32, ptr %4, align 4, !dbg !561
  br label %25, !dbg !558

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4, !dbg !562
  br label %25, !dbg !558

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %22, %21 ], [ %24, %23 ], !dbg !558
  %27 = add nsw i32 1, %26, !dbg !563
  store i32 %27, ptr %2, align 4, !dbg !564
  br label %28, !dbg !564

28:                                               ; preds = %25, %8
  %29 = load i32, ptr %2, align 4, !dbg !565
  ret i32 %29, !dbg !565
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_bst(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 !dbg !566 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !570, !DIExpression(), !571)
  store i64 %1, ptr %6, align 8
    #dbg_declare(ptr %6, !572, !DIExpression(), !573)
  store i64 %2, ptr %7, align 8
    #dbg_declare(ptr %7, !574, !DIExpression(), !575)
  %8 = load ptr, ptr %5, align 8, !dbg !576
  %9 = icmp ne ptr %8, null, !dbg !576
  br i1 %9, label %11, label %10, !dbg !578

10:                                               ; preds = %3
  store i32 1, ptr %4, align 4, !dbg !579
  br label %51, !dbg !579

11:                                               ; preds = %3
  %12 = load ptr, ptr %5, align 8, !dbg !580
  %13 = getelementptr inbounds %struct.tree, ptr %12, i32 0, i32 0, !dbg !582
  %14 = load i32, ptr %13, align 8, !dbg !582
  %15 = sext i32 %14 to i64, !dbg !580
  %16 = load i64, ptr %6, align 8, !dbg !583
  %17 = icmp sle i64 %15, %16, !dbg !584
  br i1 %17, label %25, label %18, !dbg !585

18:                                               ; preds = %11
  %19 = load ptr, ptr %5, align 8, !dbg !586
  %20 = getelementptr inbounds %struct.tree, ptr %19, i32 0, i32 0, !dbg !587
  %21 = load i32, ptr %20, align 8, !dbg !587
  %22 = sext i32 %21 to i64, !dbg !586
  %23 = load i64, ptr %7, align 8, !dbg !588
  %24 = icmp sge i64 %22, %23, !dbg !589
  br i1 %24, label %25, label %26, !dbg !590

25:                                               ; preds = %18, %11
  store i32 0, ptr %4, align 4, !dbg !591
  br label %51, !dbg !591

26:                                               ; preds = %18
  %27 = load ptr, ptr %5, align 8, !dbg !592
  %28 = getelementptr inbounds %struct.tree, ptr %27, i32 0, i32 2, !dbg !593
  %29 = load ptr, ptr %28, align 8, !dbg !593
  %30 = load i64, ptr %6, align 8, !dbg !594
  %31 = load ptr, ptr %5, align 8, !dbg !595
  %32 = getelementptr inbounds %struct.tree, ptr %31, i32 0, i32 0, !dbg !596
  %33 = load i32, ptr %32, align 8, !dbg !596
  %34 = sext i32 %33 to i64, !dbg !595
  %35 = call i32 @is_bst(ptr noundef %29, i64 noundef %30, i64 noundef %34), !dbg !597
  %36 = icmp ne i32 %35, 0, !dbg !597
  br i1 %36, label %37, label %48, !dbg !598

37:                                               ; preds = %26
  %38 = load ptr, ptr %5, align 8, !dbg !599
  %39 = getelementptr inbounds %struct.tree, ptr %38, i32 0, i32 3, !dbg !600
  %40 = load ptr, ptr %39, align 8, !dbg !600
  %41 = load ptr, ptr %5, align 8, !dbg !601
  %42 = getelementptr inbounds %struct.tree, ptr %41, i32 0, i32 0, !dbg !602
  %43 = load i32, ptr %42, align 8, !dbg !602
  %44 = sext i32 %43 to i64, !dbg !601
  %45 = load i64, ptr %7, align 8, !dbg !603
  %46 = call i32 @is_bst(ptr noundef %40, i64 noundef %44, i64 noundef %45), !dbg !604
  %47 = icmp ne i32 %46, 0, !dbg !598
  br label %48

48:                                               ; preds = %37, %26
  %49 = phi i1 [ false, %26 ], [ %47, %37 ], !dbg !605
  %50 = zext i1 %49 to i32, !dbg !598
  store i32 %50, ptr %4, align 4, !dbg !606
  br label %51, !dbg !606

51:                                               ; preds = %48, %25, %10
  %52 = load i32, ptr %4, align 4, !dbg !607
  ret i32 %52, !dbg !607
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @inorder(ptr noundef %0, ptr noundef %1) #0 !dbg !608 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !612, !DIExpression(), !613)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !614, !DIExpression(), !615)
  %5 = load ptr, ptr %3, align 8, !dbg !616
  %6 = icmp ne ptr %5, null, !dbg !616
  br i1 %6, label %8, label %7, !dbg !618

7:                                                ; preds = %2
  br label %35, !dbg !619

8:                                                ; preds = %2
  %9 = load ptr, ptr %3, align 8, !dbg !620
  %10 = getelementptr inbounds %struct.tree, ptr %9, i32 0, i32 2, !dbg !621
  %11 = load ptr, ptr %10, align 8, !dbg !621
  %12 = load ptr, ptr %4, align 8, !dbg !622
  call void @inorder(ptr noundef %11, ptr noundef %12), !dbg !623
  %13 = load ptr, ptr %4, align 8, !dbg !624
  %14 = load i32, ptr %13, align 4, !dbg !626
  %15 = icmp slt i32 %14, 40, !dbg !627
  br i1 %15, label %16, label %27, !dbg !628

16:                                               ; preds = %8
  %17 = load ptr, ptr %3, align 8, !dbg !629
  %18 = getelementptr inbounds %struct.tree, ptr %17, i32 0, i32 0, !dbg !630
  %19 = load i32, ptr %18, align 8, !dbg !630
  %20 = load ptr, ptr %3, align 8, !dbg !631
  %21 = getelementptr inbounds %struct.tree, ptr %20, i32 0, i32 1, !dbg !632
  %22 = load i32, ptr %21, align 4, !dbg !632
  %23 = icmp sgt i32 %22, 1, !dbg !633
  %24 = zext i1 %23 to i64, !dbg !631
  %25 = select i1 %23, ptr @.str.16, ptr @.str.17, !dbg !631
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %19, ptr noundef %25), !dbg !634
  br label %27, !dbg !634

27:                                               ; preds = %16, %8
  %28 = load ptr, ptr %4, align 8, !dbg !635
  %29 = load i32, ptr %28, align 4, !dbg !636
  %30 = add nsw i32 %29, 1, !dbg !636
  store i32 %30, ptr %28, align 4, !dbg !636
  %31 = load ptr, ptr %3, align 8, !dbg !637
  %32 = getelementptr inbounds %struct.tree, ptr %31, i32 0, i32 3, !dbg !638
  %33 = load ptr, ptr %32, align 8, !dbg !638
  %34 = load ptr, ptr %4, align 8, !dbg !639
  call void @inorder(ptr noundef %33, ptr noundef %34), !dbg !640
  br label %35, !dbg !641

35:                                               ; preds = %27, %7
  ret void, !dbg !641
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0,1) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!73}
!llvm.module.flags = !{!77, !78, !79, !80, !81, !82, !83}
!llvm.ident = !{!84}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bst.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "fdc7ab03d8da26a6be6d168a911310d4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 7)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !19, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !19, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 133, type: !19, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 145, type: !19, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 12)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 4)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 3)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 150, type: !9, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 153, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 34)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 156, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 9)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 33)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !14, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 1)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !37, isLocal: true, isDefinition: true)
!73 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !74, globals: !76, splitDebugInlining: false, nameTableKind: None)
!74 = !{!75}
!75 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!76 = !{!0, !7, !12, !17, !22, !24, !26, !28, !30, !35, !40, !45, !47, !52, !57, !62, !64, !66, !71}
!77 = !{i32 7, !"Dwarf Version", i32 5}
!78 = !{i32 2, !"Debug Info Version", i32 3}
!79 = !{i32 1, !"wchar_size", i32 4}
!80 = !{i32 8, !"PIC Level", i32 2}
!81 = !{i32 7, !"PIE Level", i32 2}
!82 = !{i32 7, !"uwtable", i32 2}
!83 = !{i32 7, !"frame-pointer", i32 2}
!84 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!85 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 117, type: !86, scopeLine: 117, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !73, retainedNodes: !87)
!86 = !DISubroutineType(types: !74)
!87 = !{}
!88 = !DILocalVariable(name: "t", scope: !85, file: !2, line: 118, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "tree", file: !2, line: 6, size: 192, elements: !91)
!91 = !{!92, !93, !94, !95}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !90, file: !2, line: 7, baseType: !75, size: 32)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !90, file: !2, line: 8, baseType: !75, size: 32, offset: 32)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !90, file: !2, line: 9, baseType: !89, size: 64, offset: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !90, file: !2, line: 9, baseType: !89, size: 64, offset: 128)
!96 = !DILocation(line: 118, column: 18, scope: !85)
!97 = !DILocalVariable(name: "small", scope: !85, file: !2, line: 119, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 352, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 11)
!101 = !DILocation(line: 119, column: 9, scope: !85)
!102 = !DILocalVariable(name: "i", scope: !103, file: !2, line: 120, type: !75)
!103 = distinct !DILexicalBlock(scope: !85, file: !2, line: 120, column: 5)
!104 = !DILocation(line: 120, column: 14, scope: !103)
!105 = !DILocation(line: 120, column: 10, scope: !103)
!106 = !DILocation(line: 120, column: 21, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !2, line: 120, column: 5)
!108 = !DILocation(line: 120, column: 23, scope: !107)
!109 = !DILocation(line: 120, column: 5, scope: !103)
!110 = !DILocation(line: 121, column: 20, scope: !107)
!111 = !DILocation(line: 121, column: 29, scope: !107)
!112 = !DILocation(line: 121, column: 23, scope: !107)
!113 = !DILocation(line: 121, column: 13, scope: !107)
!114 = !DILocation(line: 121, column: 11, scope: !107)
!115 = !DILocation(line: 121, column: 9, scope: !107)
!116 = !DILocation(line: 120, column: 30, scope: !107)
!117 = !DILocation(line: 120, column: 5, scope: !107)
!118 = distinct !{!118, !109, !119, !120}
!119 = !DILocation(line: 121, column: 31, scope: !103)
!120 = !{!"llvm.loop.mustprogress"}
!121 = !DILocation(line: 122, column: 21, scope: !85)
!122 = !DILocation(line: 122, column: 5, scope: !85)
!123 = !DILocation(line: 123, column: 5, scope: !85)
!124 = !DILocation(line: 124, column: 14, scope: !85)
!125 = !DILocation(line: 124, column: 5, scope: !85)
!126 = !DILocation(line: 125, column: 5, scope: !85)
!127 = !DILocation(line: 126, column: 16, scope: !85)
!128 = !DILocation(line: 126, column: 9, scope: !85)
!129 = !DILocation(line: 126, column: 7, scope: !85)
!130 = !DILocation(line: 127, column: 22, scope: !85)
!131 = !DILocation(line: 127, column: 5, scope: !85)
!132 = !DILocation(line: 128, column: 16, scope: !85)
!133 = !DILocation(line: 128, column: 9, scope: !85)
!134 = !DILocation(line: 128, column: 7, scope: !85)
!135 = !DILocation(line: 129, column: 22, scope: !85)
!136 = !DILocation(line: 129, column: 5, scope: !85)
!137 = !DILocation(line: 130, column: 16, scope: !85)
!138 = !DILocation(line: 130, column: 9, scope: !85)
!139 = !DILocation(line: 130, column: 7, scope: !85)
!140 = !DILocation(line: 131, column: 22, scope: !85)
!141 = !DILocation(line: 131, column: 5, scope: !85)
!142 = !DILocation(line: 132, column: 16, scope: !85)
!143 = !DILocation(line: 132, column: 9, scope: !85)
!144 = !DILocation(line: 132, column: 7, scope: !85)
!145 = !DILocation(line: 133, column: 22, scope: !85)
!146 = !DILocation(line: 133, column: 5, scope: !85)
!147 = !DILocation(line: 134, column: 5, scope: !85)
!148 = !DILocation(line: 135, column: 14, scope: !85)
!149 = !DILocation(line: 135, column: 5, scope: !85)
!150 = !DILocation(line: 136, column: 5, scope: !85)
!151 = !DILocation(line: 137, column: 16, scope: !85)
!152 = !DILocation(line: 137, column: 9, scope: !85)
!153 = !DILocation(line: 137, column: 7, scope: !85)
!154 = !DILocation(line: 138, column: 15, scope: !85)
!155 = !DILocation(line: 138, column: 5, scope: !85)
!156 = !DILocation(line: 139, column: 7, scope: !85)
!157 = !DILocalVariable(name: "x", scope: !85, file: !2, line: 140, type: !158)
!158 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!159 = !DILocation(line: 140, column: 14, scope: !85)
!160 = !DILocalVariable(name: "i", scope: !161, file: !2, line: 141, type: !75)
!161 = distinct !DILexicalBlock(scope: !85, file: !2, line: 141, column: 5)
!162 = !DILocation(line: 141, column: 14, scope: !161)
!163 = !DILocation(line: 141, column: 10, scope: !161)
!164 = !DILocation(line: 141, column: 21, scope: !165)
!165 = distinct !DILexicalBlock(scope: !161, file: !2, line: 141, column: 5)
!166 = !DILocation(line: 141, column: 23, scope: !165)
!167 = !DILocation(line: 141, column: 5, scope: !161)
!168 = !DILocation(line: 142, column: 13, scope: !169)
!169 = distinct !DILexicalBlock(scope: !165, file: !2, line: 141, column: 35)
!170 = !DILocation(line: 142, column: 15, scope: !169)
!171 = !DILocation(line: 142, column: 29, scope: !169)
!172 = !DILocation(line: 142, column: 11, scope: !169)
!173 = !DILocation(line: 143, column: 20, scope: !169)
!174 = !DILocation(line: 143, column: 30, scope: !169)
!175 = !DILocation(line: 143, column: 32, scope: !169)
!176 = !DILocation(line: 143, column: 38, scope: !169)
!177 = !DILocation(line: 143, column: 13, scope: !169)
!178 = !DILocation(line: 143, column: 11, scope: !169)
!179 = !DILocation(line: 144, column: 5, scope: !169)
!180 = !DILocation(line: 141, column: 31, scope: !165)
!181 = !DILocation(line: 141, column: 5, scope: !165)
!182 = distinct !{!182, !167, !183, !120}
!183 = !DILocation(line: 144, column: 5, scope: !161)
!184 = !DILocation(line: 145, column: 22, scope: !85)
!185 = !DILocation(line: 145, column: 5, scope: !85)
!186 = !DILocalVariable(name: "k", scope: !187, file: !2, line: 146, type: !75)
!187 = distinct !DILexicalBlock(scope: !85, file: !2, line: 146, column: 5)
!188 = !DILocation(line: 146, column: 14, scope: !187)
!189 = !DILocation(line: 146, column: 10, scope: !187)
!190 = !DILocation(line: 146, column: 21, scope: !191)
!191 = distinct !DILexicalBlock(scope: !187, file: !2, line: 146, column: 5)
!192 = !DILocation(line: 146, column: 23, scope: !191)
!193 = !DILocation(line: 146, column: 5, scope: !187)
!194 = !DILocalVariable(name: "f", scope: !195, file: !2, line: 147, type: !89)
!195 = distinct !DILexicalBlock(scope: !191, file: !2, line: 146, column: 41)
!196 = !DILocation(line: 147, column: 22, scope: !195)
!197 = !DILocation(line: 147, column: 31, scope: !195)
!198 = !DILocation(line: 147, column: 34, scope: !195)
!199 = !DILocation(line: 147, column: 26, scope: !195)
!200 = !DILocation(line: 148, column: 31, scope: !195)
!201 = !DILocation(line: 148, column: 34, scope: !195)
!202 = !DILocation(line: 148, column: 9, scope: !195)
!203 = !DILocation(line: 149, column: 13, scope: !204)
!204 = distinct !DILexicalBlock(scope: !195, file: !2, line: 149, column: 13)
!205 = !DILocation(line: 149, column: 13, scope: !195)
!206 = !DILocation(line: 150, column: 33, scope: !204)
!207 = !DILocation(line: 150, column: 36, scope: !204)
!208 = !DILocation(line: 150, column: 13, scope: !204)
!209 = !DILocation(line: 151, column: 9, scope: !195)
!210 = !DILocation(line: 152, column: 5, scope: !195)
!211 = !DILocation(line: 146, column: 33, scope: !191)
!212 = !DILocation(line: 146, column: 5, scope: !191)
!213 = distinct !{!213, !193, !214, !120}
!214 = !DILocation(line: 152, column: 5, scope: !187)
!215 = !DILocation(line: 153, column: 62, scope: !85)
!216 = !DILocation(line: 153, column: 50, scope: !85)
!217 = !DILocation(line: 153, column: 88, scope: !85)
!218 = !DILocation(line: 153, column: 76, scope: !85)
!219 = !DILocation(line: 153, column: 5, scope: !85)
!220 = !DILocalVariable(name: "k", scope: !221, file: !2, line: 154, type: !75)
!221 = distinct !DILexicalBlock(scope: !85, file: !2, line: 154, column: 5)
!222 = !DILocation(line: 154, column: 14, scope: !221)
!223 = !DILocation(line: 154, column: 10, scope: !221)
!224 = !DILocation(line: 154, column: 21, scope: !225)
!225 = distinct !DILexicalBlock(scope: !221, file: !2, line: 154, column: 5)
!226 = !DILocation(line: 154, column: 23, scope: !225)
!227 = !DILocation(line: 154, column: 5, scope: !221)
!228 = !DILocation(line: 155, column: 20, scope: !225)
!229 = !DILocation(line: 155, column: 23, scope: !225)
!230 = !DILocation(line: 155, column: 13, scope: !225)
!231 = !DILocation(line: 155, column: 11, scope: !225)
!232 = !DILocation(line: 155, column: 9, scope: !225)
!233 = !DILocation(line: 154, column: 33, scope: !225)
!234 = !DILocation(line: 154, column: 5, scope: !225)
!235 = distinct !{!235, !227, !236, !120}
!236 = !DILocation(line: 155, column: 24, scope: !221)
!237 = !DILocation(line: 156, column: 24, scope: !85)
!238 = !DILocation(line: 156, column: 5, scope: !85)
!239 = !DILocation(line: 157, column: 15, scope: !85)
!240 = !DILocation(line: 157, column: 5, scope: !85)
!241 = !DILocation(line: 158, column: 5, scope: !85)
!242 = distinct !DISubprogram(name: "insert", scope: !2, file: !2, line: 12, type: !243, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !73, retainedNodes: !87)
!243 = !DISubroutineType(types: !244)
!244 = !{!89, !89, !75}
!245 = !DILocalVariable(name: "t", arg: 1, scope: !242, file: !2, line: 12, type: !89)
!246 = !DILocation(line: 12, column: 41, scope: !242)
!247 = !DILocalVariable(name: "key", arg: 2, scope: !242, file: !2, line: 12, type: !75)
!248 = !DILocation(line: 12, column: 48, scope: !242)
!249 = !DILocation(line: 13, column: 10, scope: !250)
!250 = distinct !DILexicalBlock(scope: !242, file: !2, line: 13, column: 9)
!251 = !DILocation(line: 13, column: 9, scope: !242)
!252 = !DILocation(line: 14, column: 13, scope: !253)
!253 = distinct !DILexicalBlock(scope: !250, file: !2, line: 13, column: 13)
!254 = !DILocation(line: 14, column: 11, scope: !253)
!255 = !DILocation(line: 15, column: 18, scope: !253)
!256 = !DILocation(line: 15, column: 9, scope: !253)
!257 = !DILocation(line: 15, column: 12, scope: !253)
!258 = !DILocation(line: 15, column: 16, scope: !253)
!259 = !DILocation(line: 16, column: 9, scope: !253)
!260 = !DILocation(line: 16, column: 12, scope: !253)
!261 = !DILocation(line: 16, column: 18, scope: !253)
!262 = !DILocation(line: 17, column: 16, scope: !253)
!263 = !DILocation(line: 17, column: 9, scope: !253)
!264 = !DILocation(line: 19, column: 9, scope: !265)
!265 = distinct !DILexicalBlock(scope: !242, file: !2, line: 19, column: 9)
!266 = !DILocation(line: 19, column: 15, scope: !265)
!267 = !DILocation(line: 19, column: 18, scope: !265)
!268 = !DILocation(line: 19, column: 13, scope: !265)
!269 = !DILocation(line: 19, column: 9, scope: !242)
!270 = !DILocation(line: 20, column: 26, scope: !265)
!271 = !DILocation(line: 20, column: 29, scope: !265)
!272 = !DILocation(line: 20, column: 35, scope: !265)
!273 = !DILocation(line: 20, column: 19, scope: !265)
!274 = !DILocation(line: 20, column: 9, scope: !265)
!275 = !DILocation(line: 20, column: 12, scope: !265)
!276 = !DILocation(line: 20, column: 17, scope: !265)
!277 = !DILocation(line: 21, column: 14, scope: !278)
!278 = distinct !DILexicalBlock(scope: !265, file: !2, line: 21, column: 14)
!279 = !DILocation(line: 21, column: 20, scope: !278)
!280 = !DILocation(line: 21, column: 23, scope: !278)
!281 = !DILocation(line: 21, column: 18, scope: !278)
!282 = !DILocation(line: 21, column: 14, scope: !265)
!283 = !DILocation(line: 22, column: 27, scope: !278)
!284 = !DILocation(line: 22, column: 30, scope: !278)
!285 = !DILocation(line: 22, column: 37, scope: !278)
!286 = !DILocation(line: 22, column: 20, scope: !278)
!287 = !DILocation(line: 22, column: 9, scope: !278)
!288 = !DILocation(line: 22, column: 12, scope: !278)
!289 = !DILocation(line: 22, column: 18, scope: !278)
!290 = !DILocation(line: 24, column: 9, scope: !278)
!291 = !DILocation(line: 24, column: 12, scope: !278)
!292 = !DILocation(line: 24, column: 17, scope: !278)
!293 = !DILocation(line: 25, column: 12, scope: !242)
!294 = !DILocation(line: 25, column: 5, scope: !242)
!295 = !DILocation(line: 26, column: 1, scope: !242)
!296 = distinct !DISubprogram(name: "report", scope: !2, file: !2, line: 109, type: !297, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !73, retainedNodes: !87)
!297 = !DISubroutineType(types: !298)
!298 = !{null, !299, !301}
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !302, size: 64)
!302 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!303 = !DILocalVariable(name: "lbl", arg: 1, scope: !296, file: !2, line: 109, type: !299)
!304 = !DILocation(line: 109, column: 32, scope: !296)
!305 = !DILocalVariable(name: "t", arg: 2, scope: !296, file: !2, line: 109, type: !301)
!306 = !DILocation(line: 109, column: 56, scope: !296)
!307 = !DILocalVariable(name: "printed", scope: !296, file: !2, line: 110, type: !75)
!308 = !DILocation(line: 110, column: 9, scope: !296)
!309 = !DILocation(line: 111, column: 49, scope: !296)
!310 = !DILocation(line: 111, column: 59, scope: !296)
!311 = !DILocation(line: 111, column: 54, scope: !296)
!312 = !DILocation(line: 111, column: 70, scope: !296)
!313 = !DILocation(line: 111, column: 63, scope: !296)
!314 = !DILocation(line: 112, column: 19, scope: !296)
!315 = !DILocation(line: 112, column: 12, scope: !296)
!316 = !DILocation(line: 111, column: 5, scope: !296)
!317 = !DILocation(line: 113, column: 13, scope: !296)
!318 = !DILocation(line: 113, column: 5, scope: !296)
!319 = !DILocation(line: 114, column: 5, scope: !296)
!320 = !DILocation(line: 115, column: 1, scope: !296)
!321 = distinct !DISubprogram(name: "preorder", scope: !2, file: !2, line: 75, type: !322, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !73, retainedNodes: !87)
!322 = !DISubroutineType(types: !323)
!323 = !{null, !301}
!324 = !DILocalVariable(name: "t", arg: 1, scope: !321, file: !2, line: 75, type: !301)
!325 = !DILocation(line: 75, column: 41, scope: !321)
!326 = !DILocation(line: 76, column: 10, scope: !327)
!327 = distinct !DILexicalBlock(scope: !321, file: !2, line: 76, column: 9)
!328 = !DILocation(line: 76, column: 9, scope: !321)
!329 = !DILocation(line: 77, column: 9, scope: !327)
!330 = !DILocation(line: 78, column: 19, scope: !321)
!331 = !DILocation(line: 78, column: 22, scope: !321)
!332 = !DILocation(line: 78, column: 5, scope: !321)
!333 = !DILocation(line: 79, column: 14, scope: !321)
!334 = !DILocation(line: 79, column: 17, scope: !321)
!335 = !DILocation(line: 79, column: 5, scope: !321)
!336 = !DILocation(line: 80, column: 14, scope: !321)
!337 = !DILocation(line: 80, column: 17, scope: !321)
!338 = !DILocation(line: 80, column: 5, scope: !321)
!339 = !DILocation(line: 81, column: 1, scope: !321)
!340 = distinct !DISubprogram(name: "delete", scope: !2, file: !2, line: 34, type: !243, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !73, retainedNodes: !87)
!341 = !DILocalVariable(name: "t", arg: 1, scope: !340, file: !2, line: 34, type: !89)
!342 = !DILocation(line: 34, column: 41, scope: !340)
!343 = !DILocalVariable(name: "key", arg: 2, scope: !340, file: !2, line: 34, type: !75)
!344 = !DILocation(line: 34, column: 48, scope: !340)
!345 = !DILocation(line: 35, column: 10, scope: !346)
!346 = distinct !DILexicalBlock(scope: !340, file: !2, line: 35, column: 9)
!347 = !DILocation(line: 35, column: 9, scope: !340)
!348 = !DILocation(line: 36, column: 9, scope: !346)
!349 = !DILocation(line: 37, column: 9, scope: !350)
!350 = distinct !DILexicalBlock(scope: !340, file: !2, line: 37, column: 9)
!351 = !DILocation(line: 37, column: 15, scope: !350)
!352 = !DILocation(line: 37, column: 18, scope: !350)
!353 = !DILocation(line: 37, column: 13, scope: !350)
!354 = !DILocation(line: 37, column: 9, scope: !340)
!355 = !DILocation(line: 38, column: 26, scope: !356)
!356 = distinct !DILexicalBlock(scope: !350, file: !2, line: 37, column: 23)
!357 = !DILocation(line: 38, column: 29, scope: !356)
!358 = !DILocation(line: 38, column: 35, scope: !356)
!359 = !DILocation(line: 38, column: 19, scope: !356)
!360 = !DILocation(line: 38, column: 9, scope: !356)
!361 = !DILocation(line: 38, column: 12, scope: !356)
!362 = !DILocation(line: 38, column: 17, scope: !356)
!363 = !DILocation(line: 39, column: 5, scope: !356)
!364 = !DILocation(line: 39, column: 16, scope: !365)
!365 = distinct !DILexicalBlock(scope: !350, file: !2, line: 39, column: 16)
!366 = !DILocation(line: 39, column: 22, scope: !365)
!367 = !DILocation(line: 39, column: 25, scope: !365)
!368 = !DILocation(line: 39, column: 20, scope: !365)
!369 = !DILocation(line: 39, column: 16, scope: !350)
!370 = !DILocation(line: 40, column: 27, scope: !371)
!371 = distinct !DILexicalBlock(scope: !365, file: !2, line: 39, column: 30)
!372 = !DILocation(line: 40, column: 30, scope: !371)
!373 = !DILocation(line: 40, column: 37, scope: !371)
!374 = !DILocation(line: 40, column: 20, scope: !371)
!375 = !DILocation(line: 40, column: 9, scope: !371)
!376 = !DILocation(line: 40, column: 12, scope: !371)
!377 = !DILocation(line: 40, column: 18, scope: !371)
!378 = !DILocation(line: 41, column: 5, scope: !371)
!379 = !DILocation(line: 41, column: 17, scope: !380)
!380 = distinct !DILexicalBlock(scope: !365, file: !2, line: 41, column: 16)
!381 = !DILocation(line: 41, column: 20, scope: !380)
!382 = !DILocation(line: 41, column: 25, scope: !380)
!383 = !DILocation(line: 41, column: 29, scope: !380)
!384 = !DILocation(line: 41, column: 32, scope: !380)
!385 = !DILocation(line: 41, column: 16, scope: !365)
!386 = !DILocalVariable(name: "child", scope: !387, file: !2, line: 42, type: !89)
!387 = distinct !DILexicalBlock(scope: !380, file: !2, line: 41, column: 39)
!388 = !DILocation(line: 42, column: 22, scope: !387)
!389 = !DILocation(line: 42, column: 30, scope: !387)
!390 = !DILocation(line: 42, column: 33, scope: !387)
!391 = !DILocation(line: 42, column: 40, scope: !387)
!392 = !DILocation(line: 42, column: 43, scope: !387)
!393 = !DILocation(line: 42, column: 50, scope: !387)
!394 = !DILocation(line: 42, column: 53, scope: !387)
!395 = !DILocation(line: 43, column: 14, scope: !387)
!396 = !DILocation(line: 43, column: 9, scope: !387)
!397 = !DILocation(line: 44, column: 16, scope: !387)
!398 = !DILocation(line: 44, column: 9, scope: !387)
!399 = !DILocalVariable(name: "succ", scope: !400, file: !2, line: 46, type: !89)
!400 = distinct !DILexicalBlock(scope: !380, file: !2, line: 45, column: 12)
!401 = !DILocation(line: 46, column: 22, scope: !400)
!402 = !DILocation(line: 46, column: 29, scope: !400)
!403 = !DILocation(line: 46, column: 32, scope: !400)
!404 = !DILocation(line: 47, column: 9, scope: !400)
!405 = !DILocation(line: 47, column: 16, scope: !400)
!406 = !DILocation(line: 47, column: 22, scope: !400)
!407 = !DILocation(line: 48, column: 20, scope: !400)
!408 = !DILocation(line: 48, column: 26, scope: !400)
!409 = !DILocation(line: 48, column: 18, scope: !400)
!410 = distinct !{!410, !404, !408, !120}
!411 = !DILocation(line: 49, column: 18, scope: !400)
!412 = !DILocation(line: 49, column: 24, scope: !400)
!413 = !DILocation(line: 49, column: 9, scope: !400)
!414 = !DILocation(line: 49, column: 12, scope: !400)
!415 = !DILocation(line: 49, column: 16, scope: !400)
!416 = !DILocation(line: 50, column: 20, scope: !400)
!417 = !DILocation(line: 50, column: 26, scope: !400)
!418 = !DILocation(line: 50, column: 9, scope: !400)
!419 = !DILocation(line: 50, column: 12, scope: !400)
!420 = !DILocation(line: 50, column: 18, scope: !400)
!421 = !DILocation(line: 51, column: 27, scope: !400)
!422 = !DILocation(line: 51, column: 30, scope: !400)
!423 = !DILocation(line: 51, column: 37, scope: !400)
!424 = !DILocation(line: 51, column: 43, scope: !400)
!425 = !DILocation(line: 51, column: 20, scope: !400)
!426 = !DILocation(line: 51, column: 9, scope: !400)
!427 = !DILocation(line: 51, column: 12, scope: !400)
!428 = !DILocation(line: 51, column: 18, scope: !400)
!429 = !DILocation(line: 53, column: 12, scope: !340)
!430 = !DILocation(line: 53, column: 5, scope: !340)
!431 = !DILocation(line: 54, column: 1, scope: !340)
!432 = distinct !DISubprogram(name: "free_tree", scope: !2, file: !2, line: 101, type: !433, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !73, retainedNodes: !87)
!433 = !DISubroutineType(types: !434)
!434 = !{null, !89}
!435 = !DILocalVariable(name: "t", arg: 1, scope: !432, file: !2, line: 101, type: !89)
!436 = !DILocation(line: 101, column: 36, scope: !432)
!437 = !DILocation(line: 102, column: 10, scope: !438)
!438 = distinct !DILexicalBlock(scope: !432, file: !2, line: 102, column: 9)
!439 = !DILocation(line: 102, column: 9, scope: !432)
!440 = !DILocation(line: 103, column: 9, scope: !438)
!441 = !DILocation(line: 104, column: 15, scope: !432)
!442 = !DILocation(line: 104, column: 18, scope: !432)
!443 = !DILocation(line: 104, column: 5, scope: !432)
!444 = !DILocation(line: 105, column: 15, scope: !432)
!445 = !DILocation(line: 105, column: 18, scope: !432)
!446 = !DILocation(line: 105, column: 5, scope: !432)
!447 = !DILocation(line: 106, column: 10, scope: !432)
!448 = !DILocation(line: 106, column: 5, scope: !432)
!449 = !DILocation(line: 107, column: 1, scope: !432)
!450 = distinct !DISubprogram(name: "find", scope: !2, file: !2, line: 28, type: !243, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !73, retainedNodes: !87)
!451 = !DILocalVariable(name: "t", arg: 1, scope: !450, file: !2, line: 28, type: !89)
!452 = !DILocation(line: 28, column: 39, scope: !450)
!453 = !DILocalVariable(name: "key", arg: 2, scope: !450, file: !2, line: 28, type: !75)
!454 = !DILocation(line: 28, column: 46, scope: !450)
!455 = !DILocation(line: 29, column: 5, scope: !450)
!456 = !DILocation(line: 29, column: 12, scope: !450)
!457 = !DILocation(line: 29, column: 14, scope: !450)
!458 = !DILocation(line: 29, column: 17, scope: !450)
!459 = !DILocation(line: 29, column: 20, scope: !450)
!460 = !DILocation(line: 29, column: 27, scope: !450)
!461 = !DILocation(line: 29, column: 24, scope: !450)
!462 = !DILocation(line: 0, scope: !450)
!463 = !DILocation(line: 30, column: 13, scope: !450)
!464 = !DILocation(line: 30, column: 19, scope: !450)
!465 = !DILocation(line: 30, column: 22, scope: !450)
!466 = !DILocation(line: 30, column: 17, scope: !450)
!467 = !DILocation(line: 30, column: 28, scope: !450)
!468 = !DILocation(line: 30, column: 31, scope: !450)
!469 = !DILocation(line: 30, column: 38, scope: !450)
!470 = !DILocation(line: 30, column: 41, scope: !450)
!471 = !DILocation(line: 30, column: 11, scope: !450)
!472 = distinct !{!472, !455, !470, !120}
!473 = !DILocation(line: 31, column: 12, scope: !450)
!474 = !DILocation(line: 31, column: 5, scope: !450)
!475 = distinct !DISubprogram(name: "range_count", scope: !2, file: !2, line: 83, type: !476, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !73, retainedNodes: !87)
!476 = !DISubroutineType(types: !477)
!477 = !{!75, !301, !75, !75}
!478 = !DILocalVariable(name: "t", arg: 1, scope: !475, file: !2, line: 83, type: !301)
!479 = !DILocation(line: 83, column: 43, scope: !475)
!480 = !DILocalVariable(name: "lo", arg: 2, scope: !475, file: !2, line: 83, type: !75)
!481 = !DILocation(line: 83, column: 50, scope: !475)
!482 = !DILocalVariable(name: "hi", arg: 3, scope: !475, file: !2, line: 83, type: !75)
!483 = !DILocation(line: 83, column: 58, scope: !475)
!484 = !DILocation(line: 84, column: 10, scope: !485)
!485 = distinct !DILexicalBlock(scope: !475, file: !2, line: 84, column: 9)
!486 = !DILocation(line: 84, column: 9, scope: !475)
!487 = !DILocation(line: 85, column: 9, scope: !485)
!488 = !DILocation(line: 86, column: 9, scope: !489)
!489 = distinct !DILexicalBlock(scope: !475, file: !2, line: 86, column: 9)
!490 = !DILocation(line: 86, column: 12, scope: !489)
!491 = !DILocation(line: 86, column: 18, scope: !489)
!492 = !DILocation(line: 86, column: 16, scope: !489)
!493 = !DILocation(line: 86, column: 9, scope: !475)
!494 = !DILocation(line: 87, column: 28, scope: !489)
!495 = !DILocation(line: 87, column: 31, scope: !489)
!496 = !DILocation(line: 87, column: 38, scope: !489)
!497 = !DILocation(line: 87, column: 42, scope: !489)
!498 = !DILocation(line: 87, column: 16, scope: !489)
!499 = !DILocation(line: 87, column: 9, scope: !489)
!500 = !DILocation(line: 88, column: 9, scope: !501)
!501 = distinct !DILexicalBlock(scope: !475, file: !2, line: 88, column: 9)
!502 = !DILocation(line: 88, column: 12, scope: !501)
!503 = !DILocation(line: 88, column: 18, scope: !501)
!504 = !DILocation(line: 88, column: 16, scope: !501)
!505 = !DILocation(line: 88, column: 9, scope: !475)
!506 = !DILocation(line: 89, column: 28, scope: !501)
!507 = !DILocation(line: 89, column: 31, scope: !501)
!508 = !DILocation(line: 89, column: 37, scope: !501)
!509 = !DILocation(line: 89, column: 41, scope: !501)
!510 = !DILocation(line: 89, column: 16, scope: !501)
!511 = !DILocation(line: 89, column: 9, scope: !501)
!512 = !DILocation(line: 90, column: 28, scope: !475)
!513 = !DILocation(line: 90, column: 31, scope: !475)
!514 = !DILocation(line: 90, column: 37, scope: !475)
!515 = !DILocation(line: 90, column: 41, scope: !475)
!516 = !DILocation(line: 90, column: 16, scope: !475)
!517 = !DILocation(line: 90, column: 14, scope: !475)
!518 = !DILocation(line: 90, column: 59, scope: !475)
!519 = !DILocation(line: 90, column: 62, scope: !475)
!520 = !DILocation(line: 90, column: 69, scope: !475)
!521 = !DILocation(line: 90, column: 73, scope: !475)
!522 = !DILocation(line: 90, column: 47, scope: !475)
!523 = !DILocation(line: 90, column: 45, scope: !475)
!524 = !DILocation(line: 90, column: 5, scope: !475)
!525 = !DILocation(line: 91, column: 1, scope: !475)
!526 = distinct !DISubprogram(name: "size", scope: !2, file: !2, line: 63, type: !527, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !73, retainedNodes: !87)
!527 = !DISubroutineType(types: !528)
!528 = !{!75, !301}
!529 = !DILocalVariable(name: "t", arg: 1, scope: !526, file: !2, line: 63, type: !301)
!530 = !DILocation(line: 63, column: 36, scope: !526)
!531 = !DILocation(line: 63, column: 48, scope: !526)
!532 = !DILocation(line: 63, column: 61, scope: !526)
!533 = !DILocation(line: 63, column: 64, scope: !526)
!534 = !DILocation(line: 63, column: 56, scope: !526)
!535 = !DILocation(line: 63, column: 54, scope: !526)
!536 = !DILocation(line: 63, column: 77, scope: !526)
!537 = !DILocation(line: 63, column: 80, scope: !526)
!538 = !DILocation(line: 63, column: 72, scope: !526)
!539 = !DILocation(line: 63, column: 70, scope: !526)
!540 = !DILocation(line: 63, column: 41, scope: !526)
!541 = distinct !DISubprogram(name: "height", scope: !2, file: !2, line: 56, type: !527, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !73, retainedNodes: !87)
!542 = !DILocalVariable(name: "t", arg: 1, scope: !541, file: !2, line: 56, type: !301)
!543 = !DILocation(line: 56, column: 38, scope: !541)
!544 = !DILocation(line: 57, column: 10, scope: !545)
!545 = distinct !DILexicalBlock(scope: !541, file: !2, line: 57, column: 9)
!546 = !DILocation(line: 57, column: 9, scope: !541)
!547 = !DILocation(line: 58, column: 9, scope: !545)
!548 = !DILocalVariable(name: "l", scope: !541, file: !2, line: 59, type: !75)
!549 = !DILocation(line: 59, column: 9, scope: !541)
!550 = !DILocation(line: 59, column: 20, scope: !541)
!551 = !DILocation(line: 59, column: 23, scope: !541)
!552 = !DILocation(line: 59, column: 13, scope: !541)
!553 = !DILocalVariable(name: "r", scope: !541, file: !2, line: 59, type: !75)
!554 = !DILocation(line: 59, column: 30, scope: !541)
!555 = !DILocation(line: 59, column: 41, scope: !541)
!556 = !DILocation(line: 59, column: 44, scope: !541)
!557 = !DILocation(line: 59, column: 34, scope: !541)
!558 = !DILocation(line: 60, column: 17, scope: !541)
!559 = !DILocation(line: 60, column: 21, scope: !541)
!560 = !DILocation(line: 60, column: 19, scope: !541)
!561 = !DILocation(line: 60, column: 25, scope: !541)
!562 = !DILocation(line: 60, column: 29, scope: !541)
!563 = !DILocation(line: 60, column: 14, scope: !541)
!564 = !DILocation(line: 60, column: 5, scope: !541)
!565 = !DILocation(line: 61, column: 1, scope: !541)
!566 = distinct !DISubprogram(name: "is_bst", scope: !2, file: !2, line: 93, type: !567, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !73, retainedNodes: !87)
!567 = !DISubroutineType(types: !568)
!568 = !{!75, !301, !569, !569}
!569 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!570 = !DILocalVariable(name: "t", arg: 1, scope: !566, file: !2, line: 93, type: !301)
!571 = !DILocation(line: 93, column: 38, scope: !566)
!572 = !DILocalVariable(name: "lo", arg: 2, scope: !566, file: !2, line: 93, type: !569)
!573 = !DILocation(line: 93, column: 46, scope: !566)
!574 = !DILocalVariable(name: "hi", arg: 3, scope: !566, file: !2, line: 93, type: !569)
!575 = !DILocation(line: 93, column: 55, scope: !566)
!576 = !DILocation(line: 94, column: 10, scope: !577)
!577 = distinct !DILexicalBlock(scope: !566, file: !2, line: 94, column: 9)
!578 = !DILocation(line: 94, column: 9, scope: !566)
!579 = !DILocation(line: 95, column: 9, scope: !577)
!580 = !DILocation(line: 96, column: 9, scope: !581)
!581 = distinct !DILexicalBlock(scope: !566, file: !2, line: 96, column: 9)
!582 = !DILocation(line: 96, column: 12, scope: !581)
!583 = !DILocation(line: 96, column: 19, scope: !581)
!584 = !DILocation(line: 96, column: 16, scope: !581)
!585 = !DILocation(line: 96, column: 22, scope: !581)
!586 = !DILocation(line: 96, column: 25, scope: !581)
!587 = !DILocation(line: 96, column: 28, scope: !581)
!588 = !DILocation(line: 96, column: 35, scope: !581)
!589 = !DILocation(line: 96, column: 32, scope: !581)
!590 = !DILocation(line: 96, column: 9, scope: !566)
!591 = !DILocation(line: 97, column: 9, scope: !581)
!592 = !DILocation(line: 98, column: 19, scope: !566)
!593 = !DILocation(line: 98, column: 22, scope: !566)
!594 = !DILocation(line: 98, column: 28, scope: !566)
!595 = !DILocation(line: 98, column: 32, scope: !566)
!596 = !DILocation(line: 98, column: 35, scope: !566)
!597 = !DILocation(line: 98, column: 12, scope: !566)
!598 = !DILocation(line: 98, column: 40, scope: !566)
!599 = !DILocation(line: 98, column: 50, scope: !566)
!600 = !DILocation(line: 98, column: 53, scope: !566)
!601 = !DILocation(line: 98, column: 60, scope: !566)
!602 = !DILocation(line: 98, column: 63, scope: !566)
!603 = !DILocation(line: 98, column: 68, scope: !566)
!604 = !DILocation(line: 98, column: 43, scope: !566)
!605 = !DILocation(line: 0, scope: !566)
!606 = !DILocation(line: 98, column: 5, scope: !566)
!607 = !DILocation(line: 99, column: 1, scope: !566)
!608 = distinct !DISubprogram(name: "inorder", scope: !2, file: !2, line: 65, type: !609, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !73, retainedNodes: !87)
!609 = !DISubroutineType(types: !610)
!610 = !{null, !301, !611}
!611 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!612 = !DILocalVariable(name: "t", arg: 1, scope: !608, file: !2, line: 65, type: !301)
!613 = !DILocation(line: 65, column: 40, scope: !608)
!614 = !DILocalVariable(name: "printed", arg: 2, scope: !608, file: !2, line: 65, type: !611)
!615 = !DILocation(line: 65, column: 48, scope: !608)
!616 = !DILocation(line: 66, column: 10, scope: !617)
!617 = distinct !DILexicalBlock(scope: !608, file: !2, line: 66, column: 9)
!618 = !DILocation(line: 66, column: 9, scope: !608)
!619 = !DILocation(line: 67, column: 9, scope: !617)
!620 = !DILocation(line: 68, column: 13, scope: !608)
!621 = !DILocation(line: 68, column: 16, scope: !608)
!622 = !DILocation(line: 68, column: 22, scope: !608)
!623 = !DILocation(line: 68, column: 5, scope: !608)
!624 = !DILocation(line: 69, column: 10, scope: !625)
!625 = distinct !DILexicalBlock(scope: !608, file: !2, line: 69, column: 9)
!626 = !DILocation(line: 69, column: 9, scope: !625)
!627 = !DILocation(line: 69, column: 18, scope: !625)
!628 = !DILocation(line: 69, column: 9, scope: !608)
!629 = !DILocation(line: 70, column: 25, scope: !625)
!630 = !DILocation(line: 70, column: 28, scope: !625)
!631 = !DILocation(line: 70, column: 33, scope: !625)
!632 = !DILocation(line: 70, column: 36, scope: !625)
!633 = !DILocation(line: 70, column: 42, scope: !625)
!634 = !DILocation(line: 70, column: 9, scope: !625)
!635 = !DILocation(line: 71, column: 7, scope: !608)
!636 = !DILocation(line: 71, column: 15, scope: !608)
!637 = !DILocation(line: 72, column: 13, scope: !608)
!638 = !DILocation(line: 72, column: 16, scope: !608)
!639 = !DILocation(line: 72, column: 23, scope: !608)
!640 = !DILocation(line: 72, column: 5, scope: !608)
!641 = !DILocation(line: 73, column: 1, scope: !608)
