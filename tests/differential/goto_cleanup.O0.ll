; ModuleID = 'goto_cleanup.c'
source_filename = "goto_cleanup.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"process fail_at=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"  rc=%d out=%ld\0A\00", align 1, !dbg !7
@__const.main.arr = private unnamed_addr constant [8 x i32] [i32 8, i32 3, i32 14, i32 -2, i32 7, i32 21, i32 5, i32 11], align 16
@.str.2 = private unnamed_addr constant [30 x i8] c"pair for %d: [%d]=%d [%d]=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"no pair for %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [33 x i8] c"new record: %llu takes %u steps\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [8 x i8] c"acc=%d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [11 x i8] c"  freed c\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [11 x i8] c"  freed b\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [11 x i8] c"  freed a\0A\00", align 1, !dbg !39

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !55 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca [8 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !60, !DIExpression(), !62)
  store i32 0, ptr %2, align 4, !dbg !62
  br label %15, !dbg !63

15:                                               ; preds = %26, %0
  %16 = load i32, ptr %2, align 4, !dbg !64
  %17 = icmp sle i32 %16, 3, !dbg !66
  br i1 %17, label %18, label %29, !dbg !67

18:                                               ; preds = %15
    #dbg_declare(ptr %3, !68, !DIExpression(), !71)
  store i64 -1, ptr %3, align 8, !dbg !71
  %19 = load i32, ptr %2, align 4, !dbg !72
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19), !dbg !73
    #dbg_declare(ptr %4, !74, !DIExpression(), !75)
  %21 = load i32, ptr %2, align 4, !dbg !76
  %22 = call i32 @process(i32 noundef 100, i32 noundef %21, ptr noundef %3), !dbg !77
  store i32 %22, ptr %4, align 4, !dbg !75
  %23 = load i32, ptr %4, align 4, !dbg !78
  %24 = load i64, ptr %3, align 8, !dbg !79
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %23, i64 noundef %24), !dbg !80
  br label %26, !dbg !81

26:                                               ; preds = %18
  %27 = load i32, ptr %2, align 4, !dbg !82
  %28 = add nsw i32 %27, 1, !dbg !82
  store i32 %28, ptr %2, align 4, !dbg !82
  br label %15, !dbg !83, !llvm.loop !84

29:                                               ; preds = %15
    #dbg_declare(ptr %5, !87, !DIExpression(), !89)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.arr, i64 32, i1 false), !dbg !89
    #dbg_declare(ptr %6, !90, !DIExpression(), !92)
  store i32 0, ptr %6, align 4, !dbg !92
  br label %30, !dbg !93

30:                                               ; preds = %55, %29
  %31 = load i32, ptr %6, align 4, !dbg !94
  %32 = icmp slt i32 %31, 40, !dbg !96
  br i1 %32, label %33, label %58, !dbg !97

33:                                               ; preds = %30
    #dbg_declare(ptr %7, !98, !DIExpression(), !100)
  store i32 -1, ptr %7, align 4, !dbg !100
    #dbg_declare(ptr %8, !101, !DIExpression(), !102)
  store i32 -1, ptr %8, align 4, !dbg !102
  %34 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 0, !dbg !103
  %35 = load i32, ptr %6, align 4, !dbg !105
  %36 = call i32 @find_pair(ptr noundef %34, i32 noundef 8, i32 noundef %35, ptr noundef %7, ptr noundef %8), !dbg !106
  %37 = icmp ne i32 %36, 0, !dbg !106
  br i1 %37, label %38, label %51, !dbg !107

38:                                               ; preds = %33
  %39 = load i32, ptr %6, align 4, !dbg !108
  %40 = load i32, ptr %7, align 4, !dbg !109
  %41 = load i32, ptr %7, align 4, !dbg !110
  %42 = sext i32 %41 to i64, !dbg !111
  %43 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %42, !dbg !111
  %44 = load i32, ptr %43, align 4, !dbg !111
  %45 = load i32, ptr %8, align 4, !dbg !112
  %46 = load i32, ptr %8, align 4, !dbg !113
  %47 = sext i32 %46 to i64, !dbg !114
  %48 = getelementptr inbounds [8 x i32], ptr %5, i64 0, i64 %47, !dbg !114
  %49 = load i32, ptr %48, align 4, !dbg !114
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %39, i32 noundef %40, i32 noundef %44, i32 noundef %45, i32 noundef %49), !dbg !115
  br label %54, !dbg !115

51:                                               ; preds = %33
  %52 = load i32, ptr %6, align 4, !dbg !116
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %52), !dbg !117
  br label %54

54:                                               ; preds = %51, %38
  br label %55, !dbg !118

55:                                               ; preds = %54
  %56 = load i32, ptr %6, align 4, !dbg !119
  %57 = add nsw i32 %56, 6, !dbg !119
  store i32 %57, ptr %6, align 4, !dbg !119
  br label %30, !dbg !120, !llvm.loop !121

58:                                               ; preds = %30
    #dbg_declare(ptr %9, !123, !DIExpression(), !125)
  store i32 0, ptr %9, align 4, !dbg !125
    #dbg_declare(ptr %10, !126, !DIExpression(), !128)
  store i64 0, ptr %10, align 8, !dbg !128
    #dbg_declare(ptr %11, !129, !DIExpression(), !131)
  store i64 1, ptr %11, align 8, !dbg !131
  br label %59, !dbg !132

59:                                               ; preds = %75, %58
  %60 = load i64, ptr %11, align 8, !dbg !133
  %61 = icmp ult i64 %60, 3000, !dbg !135
  br i1 %61, label %62, label %78, !dbg !136

62:                                               ; preds = %59
    #dbg_declare(ptr %12, !137, !DIExpression(), !139)
  %63 = load i64, ptr %11, align 8, !dbg !140
  %64 = call i32 @collatz_steps(i64 noundef %63), !dbg !141
  store i32 %64, ptr %12, align 4, !dbg !139
  %65 = load i32, ptr %12, align 4, !dbg !142
  %66 = load i32, ptr %9, align 4, !dbg !144
  %67 = icmp ugt i32 %65, %66, !dbg !145
  br i1 %67, label %68, label %74, !dbg !146

68:                                               ; preds = %62
  %69 = load i32, ptr %12, align 4, !dbg !147
  store i32 %69, ptr %9, align 4, !dbg !149
  %70 = load i64, ptr %11, align 8, !dbg !150
  store i64 %70, ptr %10, align 8, !dbg !151
  %71 = load i64, ptr %10, align 8, !dbg !152
  %72 = load i32, ptr %9, align 4, !dbg !153
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %71, i32 noundef %72), !dbg !154
  br label %74, !dbg !155

74:                                               ; preds = %68, %62
  br label %75, !dbg !156

75:                                               ; preds = %74
  %76 = load i64, ptr %11, align 8, !dbg !157
  %77 = add i64 %76, 1, !dbg !157
  store i64 %77, ptr %11, align 8, !dbg !157
  br label %59, !dbg !158, !llvm.loop !159

78:                                               ; preds = %59
    #dbg_declare(ptr %13, !161, !DIExpression(), !162)
  store i32 20, ptr %13, align 4, !dbg !162
    #dbg_declare(ptr %14, !163, !DIExpression(), !164)
  store i32 0, ptr %14, align 4, !dbg !164
  br label %79, !dbg !165

79:                                               ; preds = %92, %78
    #dbg_label(!166, !167)
  %80 = load i32, ptr %13, align 4, !dbg !168
  %81 = srem i32 %80, 3, !dbg !170
  %82 = icmp eq i32 %81, 0, !dbg !171
  br i1 %82, label %83, label %84, !dbg !172

83:                                               ; preds = %79
  br label %88, !dbg !173

84:                                               ; preds = %79
  %85 = load i32, ptr %13, align 4, !dbg !174
  %86 = load i32, ptr %14, align 4, !dbg !175
  %87 = add nsw i32 %86, %85, !dbg !175
  store i32 %87, ptr %14, align 4, !dbg !175
  br label %88, !dbg !176

88:                                               ; preds = %84, %83
    #dbg_label(!177, !178)
  %89 = load i32, ptr %13, align 4, !dbg !179
  %90 = add nsw i32 %89, -1, !dbg !179
  store i32 %90, ptr %13, align 4, !dbg !179
  %91 = icmp sgt i32 %90, 0, !dbg !181
  br i1 %91, label %92, label %93, !dbg !182

92:                                               ; preds = %88
  br label %79, !dbg !183

93:                                               ; preds = %88
  %94 = load i32, ptr %14, align 4, !dbg !184
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %94), !dbg !185
  %96 = load i32, ptr %9, align 4, !dbg !186
  %97 = icmp ugt i32 %96, 100, !dbg !187
  %98 = zext i1 %97 to i64, !dbg !186
  %99 = select i1 %97, i32 4, i32 0, !dbg !186
  ret i32 %99, !dbg !188
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @process(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 !dbg !189 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !193, !DIExpression(), !194)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !195, !DIExpression(), !196)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !197, !DIExpression(), !198)
    #dbg_declare(ptr %7, !199, !DIExpression(), !200)
  store i32 -1, ptr %7, align 4, !dbg !200
    #dbg_declare(ptr %8, !201, !DIExpression(), !203)
  store ptr null, ptr %8, align 8, !dbg !203
    #dbg_declare(ptr %9, !204, !DIExpression(), !205)
  store ptr null, ptr %9, align 8, !dbg !205
    #dbg_declare(ptr %10, !206, !DIExpression(), !207)
  store ptr null, ptr %10, align 8, !dbg !207
  %13 = load i32, ptr %4, align 4, !dbg !208
  %14 = sext i32 %13 to i64, !dbg !209
  %15 = call noalias ptr @malloc(i64 noundef %14) #6, !dbg !210
  store ptr %15, ptr %8, align 8, !dbg !211
  %16 = load ptr, ptr %8, align 8, !dbg !212
  %17 = icmp ne ptr %16, null, !dbg !212
  br i1 %17, label %19, label %18, !dbg !214

18:                                               ; preds = %3
  br label %104, !dbg !215

19:                                               ; preds = %3
  %20 = load ptr, ptr %8, align 8, !dbg !216
  %21 = load i32, ptr %4, align 4, !dbg !217
  %22 = sext i32 %21 to i64, !dbg !218
  call void @llvm.memset.p0.i64(ptr align 1 %20, i8 1, i64 %22, i1 false), !dbg !219
  %23 = load i32, ptr %5, align 4, !dbg !220
  %24 = icmp eq i32 %23, 1, !dbg !222
  br i1 %24, label %25, label %26, !dbg !223

25:                                               ; preds = %19
  br label %101, !dbg !224

26:                                               ; preds = %19
  %27 = load i32, ptr %4, align 4, !dbg !225
  %28 = sext i32 %27 to i64, !dbg !226
  %29 = mul i64 %28, 2, !dbg !227
  %30 = call noalias ptr @malloc(i64 noundef %29) #6, !dbg !228
  store ptr %30, ptr %9, align 8, !dbg !229
  %31 = load ptr, ptr %9, align 8, !dbg !230
  %32 = icmp ne ptr %31, null, !dbg !230
  br i1 %32, label %34, label %33, !dbg !232

33:                                               ; preds = %26
  br label %101, !dbg !233

34:                                               ; preds = %26
  %35 = load ptr, ptr %9, align 8, !dbg !234
  %36 = load i32, ptr %4, align 4, !dbg !235
  %37 = sext i32 %36 to i64, !dbg !236
  %38 = mul i64 %37, 2, !dbg !237
  call void @llvm.memset.p0.i64(ptr align 1 %35, i8 2, i64 %38, i1 false), !dbg !238
  %39 = load i32, ptr %5, align 4, !dbg !239
  %40 = icmp eq i32 %39, 2, !dbg !241
  br i1 %40, label %41, label %42, !dbg !242

41:                                               ; preds = %34
  br label %98, !dbg !243

42:                                               ; preds = %34
  %43 = load i32, ptr %4, align 4, !dbg !244
  %44 = sext i32 %43 to i64, !dbg !245
  %45 = mul i64 %44, 3, !dbg !246
  %46 = call noalias ptr @malloc(i64 noundef %45) #6, !dbg !247
  store ptr %46, ptr %10, align 8, !dbg !248
  %47 = load ptr, ptr %10, align 8, !dbg !249
  %48 = icmp ne ptr %47, null, !dbg !249
  br i1 %48, label %50, label %49, !dbg !251

49:                                               ; preds = %42
  br label %98, !dbg !252

50:                                               ; preds = %42
  %51 = load ptr, ptr %10, align 8, !dbg !253
  %52 = load i32, ptr %4, align 4, !dbg !254
  %53 = sext i32 %52 to i64, !dbg !255
  %54 = mul i64 %53, 3, !dbg !256
  call void @llvm.memset.p0.i64(ptr align 1 %51, i8 3, i64 %54, i1 false), !dbg !257
  %55 = load i32, ptr %5, align 4, !dbg !258
  %56 = icmp eq i32 %55, 3, !dbg !260
  br i1 %56, label %57, label %58, !dbg !261

57:                                               ; preds = %50
  br label %95, !dbg !262

58:                                               ; preds = %50
    #dbg_declare(ptr %11, !263, !DIExpression(), !264)
  store i64 0, ptr %11, align 8, !dbg !264
    #dbg_declare(ptr %12, !265, !DIExpression(), !267)
  store i32 0, ptr %12, align 4, !dbg !267
  br label %59, !dbg !268

59:                                               ; preds = %89, %58
  %60 = load i32, ptr %12, align 4, !dbg !269
  %61 = load i32, ptr %4, align 4, !dbg !271
  %62 = icmp slt i32 %60, %61, !dbg !272
  br i1 %62, label %63, label %92, !dbg !273

63:                                               ; preds = %59
  %64 = load ptr, ptr %8, align 8, !dbg !274
  %65 = load i32, ptr %12, align 4, !dbg !275
  %66 = sext i32 %65 to i64, !dbg !274
  %67 = getelementptr inbounds i8, ptr %64, i64 %66, !dbg !274
  %68 = load i8, ptr %67, align 1, !dbg !274
  %69 = sext i8 %68 to i32, !dbg !274
  %70 = load ptr, ptr %9, align 8, !dbg !276
  %71 = load i32, ptr %12, align 4, !dbg !277
  %72 = mul nsw i32 %71, 2, !dbg !278
  %73 = sext i32 %72 to i64, !dbg !276
  %74 = getelementptr inbounds i8, ptr %70, i64 %73, !dbg !276
  %75 = load i8, ptr %74, align 1, !dbg !276
  %76 = sext i8 %75 to i32, !dbg !276
  %77 = add nsw i32 %69, %76, !dbg !279
  %78 = load ptr, ptr %10, align 8, !dbg !280
  %79 = load i32, ptr %12, align 4, !dbg !281
  %80 = mul nsw i32 %79, 3, !dbg !282
  %81 = sext i32 %80 to i64, !dbg !280
  %82 = getelementptr inbounds i8, ptr %78, i64 %81, !dbg !280
  %83 = load i8, ptr %82, align 1, !dbg !280
  %84 = sext i8 %83 to i32, !dbg !280
  %85 = add nsw i32 %77, %84, !dbg !283
  %86 = sext i32 %85 to i64, !dbg !274
  %87 = load i64, ptr %11, align 8, !dbg !284
  %88 = add nsw i64 %87, %86, !dbg !284
  store i64 %88, ptr %11, align 8, !dbg !284
  br label %89, !dbg !285

89:                                               ; preds = %63
  %90 = load i32, ptr %12, align 4, !dbg !286
  %91 = add nsw i32 %90, 1, !dbg !286
  store i32 %91, ptr %12, align 4, !dbg !286
  br label %59, !dbg !287, !llvm.loop !288

92:                                               ; preds = %59
  %93 = load i64, ptr %11, align 8, !dbg !290
  %94 = load ptr, ptr %6, align 8, !dbg !291
  store i64 %93, ptr %94, align 8, !dbg !292
  store i32 0, ptr %7, align 4, !dbg !293
  br label %95, !dbg !294

95:                                               ; preds = %92, %57
    #dbg_label(!295, !296)
  %96 = load ptr, ptr %10, align 8, !dbg !297
  call void @free(ptr noundef %96) #7, !dbg !298
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.6), !dbg !299
  br label %98, !dbg !299

98:                                               ; preds = %95, %49, %41
    #dbg_label(!300, !301)
  %99 = load ptr, ptr %9, align 8, !dbg !302
  call void @free(ptr noundef %99) #7, !dbg !303
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.7), !dbg !304
  br label %101, !dbg !304

101:                                              ; preds = %98, %33, %25
    #dbg_label(!305, !306)
  %102 = load ptr, ptr %8, align 8, !dbg !307
  call void @free(ptr noundef %102) #7, !dbg !308
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.8), !dbg !309
  br label %104, !dbg !309

104:                                              ; preds = %101, %18
    #dbg_label(!310, !311)
  %105 = load i32, ptr %7, align 4, !dbg !312
  ret i32 %105, !dbg !313
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find_pair(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) #0 !dbg !314 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
    #dbg_declare(ptr %7, !320, !DIExpression(), !321)
  store i32 %1, ptr %8, align 4
    #dbg_declare(ptr %8, !322, !DIExpression(), !323)
  store i32 %2, ptr %9, align 4
    #dbg_declare(ptr %9, !324, !DIExpression(), !325)
  store ptr %3, ptr %10, align 8
    #dbg_declare(ptr %10, !326, !DIExpression(), !327)
  store ptr %4, ptr %11, align 8
    #dbg_declare(ptr %11, !328, !DIExpression(), !329)
    #dbg_declare(ptr %12, !330, !DIExpression(), !332)
  store i32 0, ptr %12, align 4, !dbg !332
  br label %14, !dbg !333

14:                                               ; preds = %49, %5
  %15 = load i32, ptr %12, align 4, !dbg !334
  %16 = load i32, ptr %8, align 4, !dbg !336
  %17 = icmp slt i32 %15, %16, !dbg !337
  br i1 %17, label %18, label %52, !dbg !338

18:                                               ; preds = %14
    #dbg_declare(ptr %13, !339, !DIExpression(), !341)
  %19 = load i32, ptr %12, align 4, !dbg !342
  %20 = add nsw i32 %19, 1, !dbg !343
  store i32 %20, ptr %13, align 4, !dbg !341
  br label %21, !dbg !344

21:                                               ; preds = %45, %18
  %22 = load i32, ptr %13, align 4, !dbg !345
  %23 = load i32, ptr %8, align 4, !dbg !347
  %24 = icmp slt i32 %22, %23, !dbg !348
  br i1 %24, label %25, label %48, !dbg !349

25:                                               ; preds = %21
  %26 = load ptr, ptr %7, align 8, !dbg !350
  %27 = load i32, ptr %12, align 4, !dbg !352
  %28 = sext i32 %27 to i64, !dbg !350
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !350
  %30 = load i32, ptr %29, align 4, !dbg !350
  %31 = load ptr, ptr %7, align 8, !dbg !353
  %32 = load i32, ptr %13, align 4, !dbg !354
  %33 = sext i32 %32 to i64, !dbg !353
  %34 = getelementptr inbounds i32, ptr %31, i64 %33, !dbg !353
  %35 = load i32, ptr %34, align 4, !dbg !353
  %36 = add nsw i32 %30, %35, !dbg !355
  %37 = load i32, ptr %9, align 4, !dbg !356
  %38 = icmp eq i32 %36, %37, !dbg !357
  br i1 %38, label %39, label %44, !dbg !358

39:                                               ; preds = %25
  %40 = load i32, ptr %12, align 4, !dbg !359
  %41 = load ptr, ptr %10, align 8, !dbg !361
  store i32 %40, ptr %41, align 4, !dbg !362
  %42 = load i32, ptr %13, align 4, !dbg !363
  %43 = load ptr, ptr %11, align 8, !dbg !364
  store i32 %42, ptr %43, align 4, !dbg !365
  br label %53, !dbg !366

44:                                               ; preds = %25
  br label %45, !dbg !356

45:                                               ; preds = %44
  %46 = load i32, ptr %13, align 4, !dbg !367
  %47 = add nsw i32 %46, 1, !dbg !367
  store i32 %47, ptr %13, align 4, !dbg !367
  br label %21, !dbg !368, !llvm.loop !369

48:                                               ; preds = %21
  br label %49, !dbg !370

49:                                               ; preds = %48
  %50 = load i32, ptr %12, align 4, !dbg !371
  %51 = add nsw i32 %50, 1, !dbg !371
  store i32 %51, ptr %12, align 4, !dbg !371
  br label %14, !dbg !372, !llvm.loop !373

52:                                               ; preds = %14
  store i32 0, ptr %6, align 4, !dbg !375
  br label %54, !dbg !375

53:                                               ; preds = %39
    #dbg_label(!376, !377)
  store i32 1, ptr %6, align 4, !dbg !378
  br label %54, !dbg !378

54:                                               ; preds = %53, %52
  %55 = load i32, ptr %6, align 4, !dbg !379
  ret i32 %55, !dbg !379
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @collatz_steps(i64 noundef %0) #0 !dbg !380 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !383, !DIExpression(), !384)
    #dbg_declare(ptr %3, !385, !DIExpression(), !386)
  store i32 0, ptr %3, align 4, !dbg !386
  br label %4, !dbg !387

4:                                                ; preds = %19, %1
    #dbg_label(!388, !389)
  %5 = load i64, ptr %2, align 8, !dbg !390
  %6 = icmp eq i64 %5, 1, !dbg !392
  br i1 %6, label %7, label %8, !dbg !393

7:                                                ; preds = %4
  br label %22, !dbg !394

8:                                                ; preds = %4
  %9 = load i64, ptr %2, align 8, !dbg !395
  %10 = urem i64 %9, 2, !dbg !397
  %11 = icmp ne i64 %10, 0, !dbg !397
  br i1 %11, label %12, label %16, !dbg !398

12:                                               ; preds = %8
  %13 = load i64, ptr %2, align 8, !dbg !399
  %14 = mul i64 3, %13, !dbg !400
  %15 = add i64 %14, 1, !dbg !401
  store i64 %15, ptr %2, align 8, !dbg !402
  br label %19, !dbg !403

16:                                               ; preds = %8
  %17 = load i64, ptr %2, align 8, !dbg !404
  %18 = udiv i64 %17, 2, !dbg !404
  store i64 %18, ptr %2, align 8, !dbg !404
  br label %19

19:                                               ; preds = %16, %12
  %20 = load i32, ptr %3, align 4, !dbg !405
  %21 = add i32 %20, 1, !dbg !405
  store i32 %21, ptr %3, align 4, !dbg !405
  br label %4, !dbg !406

22:                                               ; preds = %7
    #dbg_label(!407, !408)
  %23 = load i32, ptr %3, align 4, !dbg !409
  ret i32 %23, !dbg !410
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!41}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "goto_cleanup.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "d81ad57277a4a004c21827d8aac4d95b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 30)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 16)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 33)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 11)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !34, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !34, isLocal: true, isDefinition: true)
!41 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !42, globals: !46, splitDebugInlining: false, nameTableKind: None)
!42 = !{!43}
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !44, line: 18, baseType: !45)
!44 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39}
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"frame-pointer", i32 2}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 74, type: !56, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !41, retainedNodes: !59)
!56 = !DISubroutineType(types: !57)
!57 = !{!58}
!58 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!59 = !{}
!60 = !DILocalVariable(name: "f", scope: !61, file: !2, line: 75, type: !58)
!61 = distinct !DILexicalBlock(scope: !55, file: !2, line: 75, column: 5)
!62 = !DILocation(line: 75, column: 14, scope: !61)
!63 = !DILocation(line: 75, column: 10, scope: !61)
!64 = !DILocation(line: 75, column: 21, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !2, line: 75, column: 5)
!66 = !DILocation(line: 75, column: 23, scope: !65)
!67 = !DILocation(line: 75, column: 5, scope: !61)
!68 = !DILocalVariable(name: "out", scope: !69, file: !2, line: 76, type: !70)
!69 = distinct !DILexicalBlock(scope: !65, file: !2, line: 75, column: 34)
!70 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!71 = !DILocation(line: 76, column: 14, scope: !69)
!72 = !DILocation(line: 77, column: 40, scope: !69)
!73 = !DILocation(line: 77, column: 9, scope: !69)
!74 = !DILocalVariable(name: "rc", scope: !69, file: !2, line: 78, type: !58)
!75 = !DILocation(line: 78, column: 13, scope: !69)
!76 = !DILocation(line: 78, column: 31, scope: !69)
!77 = !DILocation(line: 78, column: 18, scope: !69)
!78 = !DILocation(line: 79, column: 37, scope: !69)
!79 = !DILocation(line: 79, column: 41, scope: !69)
!80 = !DILocation(line: 79, column: 9, scope: !69)
!81 = !DILocation(line: 80, column: 5, scope: !69)
!82 = !DILocation(line: 75, column: 30, scope: !65)
!83 = !DILocation(line: 75, column: 5, scope: !65)
!84 = distinct !{!84, !67, !85, !86}
!85 = !DILocation(line: 80, column: 5, scope: !61)
!86 = !{!"llvm.loop.mustprogress"}
!87 = !DILocalVariable(name: "arr", scope: !55, file: !2, line: 81, type: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 256, elements: !30)
!89 = !DILocation(line: 81, column: 9, scope: !55)
!90 = !DILocalVariable(name: "t", scope: !91, file: !2, line: 82, type: !58)
!91 = distinct !DILexicalBlock(scope: !55, file: !2, line: 82, column: 5)
!92 = !DILocation(line: 82, column: 14, scope: !91)
!93 = !DILocation(line: 82, column: 10, scope: !91)
!94 = !DILocation(line: 82, column: 21, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !2, line: 82, column: 5)
!96 = !DILocation(line: 82, column: 23, scope: !95)
!97 = !DILocation(line: 82, column: 5, scope: !91)
!98 = !DILocalVariable(name: "i", scope: !99, file: !2, line: 83, type: !58)
!99 = distinct !DILexicalBlock(scope: !95, file: !2, line: 82, column: 37)
!100 = !DILocation(line: 83, column: 13, scope: !99)
!101 = !DILocalVariable(name: "j", scope: !99, file: !2, line: 83, type: !58)
!102 = !DILocation(line: 83, column: 21, scope: !99)
!103 = !DILocation(line: 84, column: 23, scope: !104)
!104 = distinct !DILexicalBlock(scope: !99, file: !2, line: 84, column: 13)
!105 = !DILocation(line: 84, column: 31, scope: !104)
!106 = !DILocation(line: 84, column: 13, scope: !104)
!107 = !DILocation(line: 84, column: 13, scope: !99)
!108 = !DILocation(line: 85, column: 54, scope: !104)
!109 = !DILocation(line: 85, column: 57, scope: !104)
!110 = !DILocation(line: 85, column: 64, scope: !104)
!111 = !DILocation(line: 85, column: 60, scope: !104)
!112 = !DILocation(line: 85, column: 68, scope: !104)
!113 = !DILocation(line: 85, column: 75, scope: !104)
!114 = !DILocation(line: 85, column: 71, scope: !104)
!115 = !DILocation(line: 85, column: 13, scope: !104)
!116 = !DILocation(line: 87, column: 40, scope: !104)
!117 = !DILocation(line: 87, column: 13, scope: !104)
!118 = !DILocation(line: 88, column: 5, scope: !99)
!119 = !DILocation(line: 82, column: 31, scope: !95)
!120 = !DILocation(line: 82, column: 5, scope: !95)
!121 = distinct !{!121, !97, !122, !86}
!122 = !DILocation(line: 88, column: 5, scope: !91)
!123 = !DILocalVariable(name: "best", scope: !55, file: !2, line: 89, type: !124)
!124 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!125 = !DILocation(line: 89, column: 14, scope: !55)
!126 = !DILocalVariable(name: "arg", scope: !55, file: !2, line: 90, type: !127)
!127 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!128 = !DILocation(line: 90, column: 24, scope: !55)
!129 = !DILocalVariable(name: "n", scope: !130, file: !2, line: 91, type: !127)
!130 = distinct !DILexicalBlock(scope: !55, file: !2, line: 91, column: 5)
!131 = !DILocation(line: 91, column: 29, scope: !130)
!132 = !DILocation(line: 91, column: 10, scope: !130)
!133 = !DILocation(line: 91, column: 36, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !2, line: 91, column: 5)
!135 = !DILocation(line: 91, column: 38, scope: !134)
!136 = !DILocation(line: 91, column: 5, scope: !130)
!137 = !DILocalVariable(name: "s", scope: !138, file: !2, line: 92, type: !124)
!138 = distinct !DILexicalBlock(scope: !134, file: !2, line: 91, column: 51)
!139 = !DILocation(line: 92, column: 18, scope: !138)
!140 = !DILocation(line: 92, column: 36, scope: !138)
!141 = !DILocation(line: 92, column: 22, scope: !138)
!142 = !DILocation(line: 93, column: 13, scope: !143)
!143 = distinct !DILexicalBlock(scope: !138, file: !2, line: 93, column: 13)
!144 = !DILocation(line: 93, column: 17, scope: !143)
!145 = !DILocation(line: 93, column: 15, scope: !143)
!146 = !DILocation(line: 93, column: 13, scope: !138)
!147 = !DILocation(line: 94, column: 20, scope: !148)
!148 = distinct !DILexicalBlock(scope: !143, file: !2, line: 93, column: 23)
!149 = !DILocation(line: 94, column: 18, scope: !148)
!150 = !DILocation(line: 95, column: 19, scope: !148)
!151 = !DILocation(line: 95, column: 17, scope: !148)
!152 = !DILocation(line: 96, column: 57, scope: !148)
!153 = !DILocation(line: 96, column: 62, scope: !148)
!154 = !DILocation(line: 96, column: 13, scope: !148)
!155 = !DILocation(line: 97, column: 9, scope: !148)
!156 = !DILocation(line: 98, column: 5, scope: !138)
!157 = !DILocation(line: 91, column: 47, scope: !134)
!158 = !DILocation(line: 91, column: 5, scope: !134)
!159 = distinct !{!159, !136, !160, !86}
!160 = !DILocation(line: 98, column: 5, scope: !130)
!161 = !DILocalVariable(name: "k", scope: !55, file: !2, line: 100, type: !58)
!162 = !DILocation(line: 100, column: 9, scope: !55)
!163 = !DILocalVariable(name: "acc", scope: !55, file: !2, line: 100, type: !58)
!164 = !DILocation(line: 100, column: 17, scope: !55)
!165 = !DILocation(line: 100, column: 5, scope: !55)
!166 = !DILabel(scope: !55, name: "again", file: !2, line: 101)
!167 = !DILocation(line: 101, column: 1, scope: !55)
!168 = !DILocation(line: 102, column: 9, scope: !169)
!169 = distinct !DILexicalBlock(scope: !55, file: !2, line: 102, column: 9)
!170 = !DILocation(line: 102, column: 11, scope: !169)
!171 = !DILocation(line: 102, column: 15, scope: !169)
!172 = !DILocation(line: 102, column: 9, scope: !55)
!173 = !DILocation(line: 103, column: 9, scope: !169)
!174 = !DILocation(line: 104, column: 12, scope: !55)
!175 = !DILocation(line: 104, column: 9, scope: !55)
!176 = !DILocation(line: 104, column: 5, scope: !55)
!177 = !DILabel(scope: !55, name: "skip", file: !2, line: 105)
!178 = !DILocation(line: 105, column: 1, scope: !55)
!179 = !DILocation(line: 106, column: 9, scope: !180)
!180 = distinct !DILexicalBlock(scope: !55, file: !2, line: 106, column: 9)
!181 = !DILocation(line: 106, column: 13, scope: !180)
!182 = !DILocation(line: 106, column: 9, scope: !55)
!183 = !DILocation(line: 107, column: 9, scope: !180)
!184 = !DILocation(line: 108, column: 24, scope: !55)
!185 = !DILocation(line: 108, column: 5, scope: !55)
!186 = !DILocation(line: 109, column: 12, scope: !55)
!187 = !DILocation(line: 109, column: 17, scope: !55)
!188 = !DILocation(line: 109, column: 5, scope: !55)
!189 = distinct !DISubprogram(name: "process", scope: !2, file: !2, line: 7, type: !190, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !41, retainedNodes: !59)
!190 = !DISubroutineType(types: !191)
!191 = !{!58, !58, !58, !192}
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!193 = !DILocalVariable(name: "n", arg: 1, scope: !189, file: !2, line: 7, type: !58)
!194 = !DILocation(line: 7, column: 24, scope: !189)
!195 = !DILocalVariable(name: "fail_at", arg: 2, scope: !189, file: !2, line: 7, type: !58)
!196 = !DILocation(line: 7, column: 31, scope: !189)
!197 = !DILocalVariable(name: "out", arg: 3, scope: !189, file: !2, line: 7, type: !192)
!198 = !DILocation(line: 7, column: 46, scope: !189)
!199 = !DILocalVariable(name: "rc", scope: !189, file: !2, line: 8, type: !58)
!200 = !DILocation(line: 8, column: 9, scope: !189)
!201 = !DILocalVariable(name: "a", scope: !189, file: !2, line: 9, type: !202)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!203 = !DILocation(line: 9, column: 11, scope: !189)
!204 = !DILocalVariable(name: "b", scope: !189, file: !2, line: 9, type: !202)
!205 = !DILocation(line: 9, column: 22, scope: !189)
!206 = !DILocalVariable(name: "c", scope: !189, file: !2, line: 9, type: !202)
!207 = !DILocation(line: 9, column: 33, scope: !189)
!208 = !DILocation(line: 10, column: 24, scope: !189)
!209 = !DILocation(line: 10, column: 16, scope: !189)
!210 = !DILocation(line: 10, column: 9, scope: !189)
!211 = !DILocation(line: 10, column: 7, scope: !189)
!212 = !DILocation(line: 11, column: 10, scope: !213)
!213 = distinct !DILexicalBlock(scope: !189, file: !2, line: 11, column: 9)
!214 = !DILocation(line: 11, column: 9, scope: !189)
!215 = !DILocation(line: 12, column: 9, scope: !213)
!216 = !DILocation(line: 13, column: 12, scope: !189)
!217 = !DILocation(line: 13, column: 26, scope: !189)
!218 = !DILocation(line: 13, column: 18, scope: !189)
!219 = !DILocation(line: 13, column: 5, scope: !189)
!220 = !DILocation(line: 14, column: 9, scope: !221)
!221 = distinct !DILexicalBlock(scope: !189, file: !2, line: 14, column: 9)
!222 = !DILocation(line: 14, column: 17, scope: !221)
!223 = !DILocation(line: 14, column: 9, scope: !189)
!224 = !DILocation(line: 15, column: 9, scope: !221)
!225 = !DILocation(line: 16, column: 24, scope: !189)
!226 = !DILocation(line: 16, column: 16, scope: !189)
!227 = !DILocation(line: 16, column: 26, scope: !189)
!228 = !DILocation(line: 16, column: 9, scope: !189)
!229 = !DILocation(line: 16, column: 7, scope: !189)
!230 = !DILocation(line: 17, column: 10, scope: !231)
!231 = distinct !DILexicalBlock(scope: !189, file: !2, line: 17, column: 9)
!232 = !DILocation(line: 17, column: 9, scope: !189)
!233 = !DILocation(line: 18, column: 9, scope: !231)
!234 = !DILocation(line: 19, column: 12, scope: !189)
!235 = !DILocation(line: 19, column: 26, scope: !189)
!236 = !DILocation(line: 19, column: 18, scope: !189)
!237 = !DILocation(line: 19, column: 28, scope: !189)
!238 = !DILocation(line: 19, column: 5, scope: !189)
!239 = !DILocation(line: 20, column: 9, scope: !240)
!240 = distinct !DILexicalBlock(scope: !189, file: !2, line: 20, column: 9)
!241 = !DILocation(line: 20, column: 17, scope: !240)
!242 = !DILocation(line: 20, column: 9, scope: !189)
!243 = !DILocation(line: 21, column: 9, scope: !240)
!244 = !DILocation(line: 22, column: 24, scope: !189)
!245 = !DILocation(line: 22, column: 16, scope: !189)
!246 = !DILocation(line: 22, column: 26, scope: !189)
!247 = !DILocation(line: 22, column: 9, scope: !189)
!248 = !DILocation(line: 22, column: 7, scope: !189)
!249 = !DILocation(line: 23, column: 10, scope: !250)
!250 = distinct !DILexicalBlock(scope: !189, file: !2, line: 23, column: 9)
!251 = !DILocation(line: 23, column: 9, scope: !189)
!252 = !DILocation(line: 24, column: 9, scope: !250)
!253 = !DILocation(line: 25, column: 12, scope: !189)
!254 = !DILocation(line: 25, column: 26, scope: !189)
!255 = !DILocation(line: 25, column: 18, scope: !189)
!256 = !DILocation(line: 25, column: 28, scope: !189)
!257 = !DILocation(line: 25, column: 5, scope: !189)
!258 = !DILocation(line: 26, column: 9, scope: !259)
!259 = distinct !DILexicalBlock(scope: !189, file: !2, line: 26, column: 9)
!260 = !DILocation(line: 26, column: 17, scope: !259)
!261 = !DILocation(line: 26, column: 9, scope: !189)
!262 = !DILocation(line: 27, column: 9, scope: !259)
!263 = !DILocalVariable(name: "s", scope: !189, file: !2, line: 28, type: !70)
!264 = !DILocation(line: 28, column: 10, scope: !189)
!265 = !DILocalVariable(name: "i", scope: !266, file: !2, line: 29, type: !58)
!266 = distinct !DILexicalBlock(scope: !189, file: !2, line: 29, column: 5)
!267 = !DILocation(line: 29, column: 14, scope: !266)
!268 = !DILocation(line: 29, column: 10, scope: !266)
!269 = !DILocation(line: 29, column: 21, scope: !270)
!270 = distinct !DILexicalBlock(scope: !266, file: !2, line: 29, column: 5)
!271 = !DILocation(line: 29, column: 25, scope: !270)
!272 = !DILocation(line: 29, column: 23, scope: !270)
!273 = !DILocation(line: 29, column: 5, scope: !266)
!274 = !DILocation(line: 30, column: 14, scope: !270)
!275 = !DILocation(line: 30, column: 16, scope: !270)
!276 = !DILocation(line: 30, column: 21, scope: !270)
!277 = !DILocation(line: 30, column: 23, scope: !270)
!278 = !DILocation(line: 30, column: 25, scope: !270)
!279 = !DILocation(line: 30, column: 19, scope: !270)
!280 = !DILocation(line: 30, column: 32, scope: !270)
!281 = !DILocation(line: 30, column: 34, scope: !270)
!282 = !DILocation(line: 30, column: 36, scope: !270)
!283 = !DILocation(line: 30, column: 30, scope: !270)
!284 = !DILocation(line: 30, column: 11, scope: !270)
!285 = !DILocation(line: 30, column: 9, scope: !270)
!286 = !DILocation(line: 29, column: 29, scope: !270)
!287 = !DILocation(line: 29, column: 5, scope: !270)
!288 = distinct !{!288, !273, !289, !86}
!289 = !DILocation(line: 30, column: 39, scope: !266)
!290 = !DILocation(line: 31, column: 12, scope: !189)
!291 = !DILocation(line: 31, column: 6, scope: !189)
!292 = !DILocation(line: 31, column: 10, scope: !189)
!293 = !DILocation(line: 32, column: 8, scope: !189)
!294 = !DILocation(line: 32, column: 5, scope: !189)
!295 = !DILabel(scope: !189, name: "free_c", file: !2, line: 33)
!296 = !DILocation(line: 33, column: 1, scope: !189)
!297 = !DILocation(line: 34, column: 10, scope: !189)
!298 = !DILocation(line: 34, column: 5, scope: !189)
!299 = !DILocation(line: 35, column: 5, scope: !189)
!300 = !DILabel(scope: !189, name: "free_b", file: !2, line: 36)
!301 = !DILocation(line: 36, column: 1, scope: !189)
!302 = !DILocation(line: 37, column: 10, scope: !189)
!303 = !DILocation(line: 37, column: 5, scope: !189)
!304 = !DILocation(line: 38, column: 5, scope: !189)
!305 = !DILabel(scope: !189, name: "free_a", file: !2, line: 39)
!306 = !DILocation(line: 39, column: 1, scope: !189)
!307 = !DILocation(line: 40, column: 10, scope: !189)
!308 = !DILocation(line: 40, column: 5, scope: !189)
!309 = !DILocation(line: 41, column: 5, scope: !189)
!310 = !DILabel(scope: !189, name: "out", file: !2, line: 42)
!311 = !DILocation(line: 42, column: 1, scope: !189)
!312 = !DILocation(line: 43, column: 12, scope: !189)
!313 = !DILocation(line: 43, column: 5, scope: !189)
!314 = distinct !DISubprogram(name: "find_pair", scope: !2, file: !2, line: 46, type: !315, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !41, retainedNodes: !59)
!315 = !DISubroutineType(types: !316)
!316 = !{!58, !317, !58, !58, !319, !319}
!317 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!320 = !DILocalVariable(name: "a", arg: 1, scope: !314, file: !2, line: 46, type: !317)
!321 = !DILocation(line: 46, column: 33, scope: !314)
!322 = !DILocalVariable(name: "n", arg: 2, scope: !314, file: !2, line: 46, type: !58)
!323 = !DILocation(line: 46, column: 40, scope: !314)
!324 = !DILocalVariable(name: "target", arg: 3, scope: !314, file: !2, line: 46, type: !58)
!325 = !DILocation(line: 46, column: 47, scope: !314)
!326 = !DILocalVariable(name: "oi", arg: 4, scope: !314, file: !2, line: 46, type: !319)
!327 = !DILocation(line: 46, column: 60, scope: !314)
!328 = !DILocalVariable(name: "oj", arg: 5, scope: !314, file: !2, line: 46, type: !319)
!329 = !DILocation(line: 46, column: 69, scope: !314)
!330 = !DILocalVariable(name: "i", scope: !331, file: !2, line: 47, type: !58)
!331 = distinct !DILexicalBlock(scope: !314, file: !2, line: 47, column: 5)
!332 = !DILocation(line: 47, column: 14, scope: !331)
!333 = !DILocation(line: 47, column: 10, scope: !331)
!334 = !DILocation(line: 47, column: 21, scope: !335)
!335 = distinct !DILexicalBlock(scope: !331, file: !2, line: 47, column: 5)
!336 = !DILocation(line: 47, column: 25, scope: !335)
!337 = !DILocation(line: 47, column: 23, scope: !335)
!338 = !DILocation(line: 47, column: 5, scope: !331)
!339 = !DILocalVariable(name: "j", scope: !340, file: !2, line: 48, type: !58)
!340 = distinct !DILexicalBlock(scope: !335, file: !2, line: 48, column: 9)
!341 = !DILocation(line: 48, column: 18, scope: !340)
!342 = !DILocation(line: 48, column: 22, scope: !340)
!343 = !DILocation(line: 48, column: 24, scope: !340)
!344 = !DILocation(line: 48, column: 14, scope: !340)
!345 = !DILocation(line: 48, column: 29, scope: !346)
!346 = distinct !DILexicalBlock(scope: !340, file: !2, line: 48, column: 9)
!347 = !DILocation(line: 48, column: 33, scope: !346)
!348 = !DILocation(line: 48, column: 31, scope: !346)
!349 = !DILocation(line: 48, column: 9, scope: !340)
!350 = !DILocation(line: 49, column: 17, scope: !351)
!351 = distinct !DILexicalBlock(scope: !346, file: !2, line: 49, column: 17)
!352 = !DILocation(line: 49, column: 19, scope: !351)
!353 = !DILocation(line: 49, column: 24, scope: !351)
!354 = !DILocation(line: 49, column: 26, scope: !351)
!355 = !DILocation(line: 49, column: 22, scope: !351)
!356 = !DILocation(line: 49, column: 32, scope: !351)
!357 = !DILocation(line: 49, column: 29, scope: !351)
!358 = !DILocation(line: 49, column: 17, scope: !346)
!359 = !DILocation(line: 50, column: 23, scope: !360)
!360 = distinct !DILexicalBlock(scope: !351, file: !2, line: 49, column: 40)
!361 = !DILocation(line: 50, column: 18, scope: !360)
!362 = !DILocation(line: 50, column: 21, scope: !360)
!363 = !DILocation(line: 51, column: 23, scope: !360)
!364 = !DILocation(line: 51, column: 18, scope: !360)
!365 = !DILocation(line: 51, column: 21, scope: !360)
!366 = !DILocation(line: 52, column: 17, scope: !360)
!367 = !DILocation(line: 48, column: 37, scope: !346)
!368 = !DILocation(line: 48, column: 9, scope: !346)
!369 = distinct !{!369, !349, !370, !86}
!370 = !DILocation(line: 53, column: 13, scope: !340)
!371 = !DILocation(line: 47, column: 29, scope: !335)
!372 = !DILocation(line: 47, column: 5, scope: !335)
!373 = distinct !{!373, !338, !374, !86}
!374 = !DILocation(line: 53, column: 13, scope: !331)
!375 = !DILocation(line: 54, column: 5, scope: !314)
!376 = !DILabel(scope: !314, name: "found", file: !2, line: 55)
!377 = !DILocation(line: 55, column: 1, scope: !314)
!378 = !DILocation(line: 56, column: 5, scope: !314)
!379 = !DILocation(line: 57, column: 1, scope: !314)
!380 = distinct !DISubprogram(name: "collatz_steps", scope: !2, file: !2, line: 59, type: !381, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !41, retainedNodes: !59)
!381 = !DISubroutineType(types: !382)
!382 = !{!124, !127}
!383 = !DILocalVariable(name: "n", arg: 1, scope: !380, file: !2, line: 59, type: !127)
!384 = !DILocation(line: 59, column: 50, scope: !380)
!385 = !DILocalVariable(name: "steps", scope: !380, file: !2, line: 60, type: !124)
!386 = !DILocation(line: 60, column: 14, scope: !380)
!387 = !DILocation(line: 60, column: 5, scope: !380)
!388 = !DILabel(scope: !380, name: "top", file: !2, line: 61)
!389 = !DILocation(line: 61, column: 1, scope: !380)
!390 = !DILocation(line: 62, column: 9, scope: !391)
!391 = distinct !DILexicalBlock(scope: !380, file: !2, line: 62, column: 9)
!392 = !DILocation(line: 62, column: 11, scope: !391)
!393 = !DILocation(line: 62, column: 9, scope: !380)
!394 = !DILocation(line: 63, column: 9, scope: !391)
!395 = !DILocation(line: 64, column: 9, scope: !396)
!396 = distinct !DILexicalBlock(scope: !380, file: !2, line: 64, column: 9)
!397 = !DILocation(line: 64, column: 11, scope: !396)
!398 = !DILocation(line: 64, column: 9, scope: !380)
!399 = !DILocation(line: 65, column: 17, scope: !396)
!400 = !DILocation(line: 65, column: 15, scope: !396)
!401 = !DILocation(line: 65, column: 19, scope: !396)
!402 = !DILocation(line: 65, column: 11, scope: !396)
!403 = !DILocation(line: 65, column: 9, scope: !396)
!404 = !DILocation(line: 67, column: 11, scope: !396)
!405 = !DILocation(line: 68, column: 10, scope: !380)
!406 = !DILocation(line: 69, column: 5, scope: !380)
!407 = !DILabel(scope: !380, name: "done", file: !2, line: 70)
!408 = !DILocation(line: 70, column: 1, scope: !380)
!409 = !DILocation(line: 71, column: 12, scope: !380)
!410 = !DILocation(line: 71, column: 5, scope: !380)
