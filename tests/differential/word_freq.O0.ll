; ModuleID = 'word_freq.c'
source_filename = "word_freq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.wc = type { [20 x i8], i32, i32 }

@text = internal constant [614 x i8] c"It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness, it was the spring of hope, it was the winter of despair, we had everything before us, we had nothing before us, we were all going direct to Heaven, we were all going direct the other way - in short, the period was so far like the present period, that some of its noisiest authorities insisted on its being received, for good or for evil, in the superlative degree of comparison only.\00", align 16, !dbg !0
@.str = private unnamed_addr constant [37 x i8] c"total=%d unique=%d longest=%s (%zu)\0A\00", align 1, !dbg !30
@.str.1 = private unnamed_addr constant [32 x i8] c"alphabetical first/last: %s %s\0A\00", align 1, !dbg !35
@words = internal global [256 x %struct.wc] zeroinitializer, align 16, !dbg !50
@nwords = internal global i32 0, align 4, !dbg !63
@.str.2 = private unnamed_addr constant [30 x i8] c"%2d. %-12s %3d (first at %d)\0A\00", align 1, !dbg !40
@.str.3 = private unnamed_addr constant [21 x i8] c"words seen once: %d\0A\00", align 1, !dbg !45

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !77 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca [20 x i8], align 16
  %8 = alloca [20 x i8], align 16
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !81, !DIExpression(), !83)
  store ptr @text, ptr %2, align 8, !dbg !83
    #dbg_declare(ptr %3, !84, !DIExpression(), !85)
  store i32 0, ptr %3, align 4, !dbg !85
    #dbg_declare(ptr %4, !86, !DIExpression(), !87)
  store i32 0, ptr %4, align 4, !dbg !87
    #dbg_declare(ptr %5, !88, !DIExpression(), !89)
  store i32 0, ptr %5, align 4, !dbg !89
    #dbg_declare(ptr %6, !90, !DIExpression(), !91)
  store i64 0, ptr %6, align 8, !dbg !91
    #dbg_declare(ptr %7, !92, !DIExpression(), !93)
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 20, i1 false), !dbg !93
  br label %13, !dbg !94

13:                                               ; preds = %109, %0
  %14 = load ptr, ptr %2, align 8, !dbg !95
  %15 = load i8, ptr %14, align 1, !dbg !96
  %16 = icmp ne i8 %15, 0, !dbg !94
  br i1 %16, label %17, label %110, !dbg !94

17:                                               ; preds = %13
  br label %18, !dbg !97

18:                                               ; preds = %38, %17
  %19 = load ptr, ptr %2, align 8, !dbg !99
  %20 = load i8, ptr %19, align 1, !dbg !100
  %21 = sext i8 %20 to i32, !dbg !100
  %22 = icmp ne i32 %21, 0, !dbg !100
  br i1 %22, label %23, label %36, !dbg !101

23:                                               ; preds = %18
  %24 = call ptr @__ctype_b_loc() #7, !dbg !102
  %25 = load ptr, ptr %24, align 8, !dbg !102
  %26 = load ptr, ptr %2, align 8, !dbg !102
  %27 = load i8, ptr %26, align 1, !dbg !102
  %28 = zext i8 %27 to i32, !dbg !102
  %29 = sext i32 %28 to i64, !dbg !102
  %30 = getelementptr inbounds i16, ptr %25, i64 %29, !dbg !102
  %31 = load i16, ptr %30, align 2, !dbg !102
  %32 = zext i16 %31 to i32, !dbg !102
  %33 = and i32 %32, 1024, !dbg !102
  %34 = icmp ne i32 %33, 0, !dbg !103
  %35 = xor i1 %34, true, !dbg !103
  br label %36

36:                                               ; preds = %23, %18
  %37 = phi i1 [ false, %18 ], [ %35, %23 ], !dbg !104
  br i1 %37, label %38, label %41, !dbg !97

38:                                               ; preds = %36
  %39 = load ptr, ptr %2, align 8, !dbg !105
  %40 = getelementptr inbounds i8, ptr %39, i32 1, !dbg !105
  store ptr %40, ptr %2, align 8, !dbg !105
  br label %18, !dbg !97, !llvm.loop !106

41:                                               ; preds = %36
  %42 = load ptr, ptr %2, align 8, !dbg !108
  %43 = load i8, ptr %42, align 1, !dbg !110
  %44 = icmp ne i8 %43, 0, !dbg !110
  br i1 %44, label %46, label %45, !dbg !111

45:                                               ; preds = %41
  br label %110, !dbg !112

46:                                               ; preds = %41
    #dbg_declare(ptr %8, !113, !DIExpression(), !114)
    #dbg_declare(ptr %9, !115, !DIExpression(), !116)
  store i64 0, ptr %9, align 8, !dbg !116
  br label %47, !dbg !117

47:                                               ; preds = %64, %46
  %48 = call ptr @__ctype_b_loc() #7, !dbg !118
  %49 = load ptr, ptr %48, align 8, !dbg !118
  %50 = load ptr, ptr %2, align 8, !dbg !118
  %51 = load i8, ptr %50, align 1, !dbg !118
  %52 = zext i8 %51 to i32, !dbg !118
  %53 = sext i32 %52 to i64, !dbg !118
  %54 = getelementptr inbounds i16, ptr %49, i64 %53, !dbg !118
  %55 = load i16, ptr %54, align 2, !dbg !118
  %56 = zext i16 %55 to i32, !dbg !118
  %57 = and i32 %56, 1024, !dbg !118
  %58 = icmp ne i32 %57, 0, !dbg !118
  br i1 %58, label %59, label %62, !dbg !119

59:                                               ; preds = %47
  %60 = load i64, ptr %9, align 8, !dbg !120
  %61 = icmp ult i64 %60, 19, !dbg !121
  br label %62

62:                                               ; preds = %59, %47
  %63 = phi i1 [ false, %47 ], [ %61, %59 ], !dbg !104
  br i1 %63, label %64, label %74, !dbg !117

64:                                               ; preds = %62
  %65 = load ptr, ptr %2, align 8, !dbg !122
  %66 = getelementptr inbounds i8, ptr %65, i32 1, !dbg !122
  store ptr %66, ptr %2, align 8, !dbg !122
  %67 = load i8, ptr %65, align 1, !dbg !123
  %68 = zext i8 %67 to i32, !dbg !124
  %69 = call i32 @tolower(i32 noundef %68) #8, !dbg !125
  %70 = trunc i32 %69 to i8, !dbg !126
  %71 = load i64, ptr %9, align 8, !dbg !127
  %72 = add i64 %71, 1, !dbg !127
  store i64 %72, ptr %9, align 8, !dbg !127
  %73 = getelementptr inbounds [20 x i8], ptr %8, i64 0, i64 %71, !dbg !128
  store i8 %70, ptr %73, align 1, !dbg !129
  br label %47, !dbg !117, !llvm.loop !130

74:                                               ; preds = %62
  %75 = load i64, ptr %9, align 8, !dbg !132
  %76 = getelementptr inbounds [20 x i8], ptr %8, i64 0, i64 %75, !dbg !133
  store i8 0, ptr %76, align 1, !dbg !134
  br label %77, !dbg !135

77:                                               ; preds = %89, %74
  %78 = call ptr @__ctype_b_loc() #7, !dbg !136
  %79 = load ptr, ptr %78, align 8, !dbg !136
  %80 = load ptr, ptr %2, align 8, !dbg !136
  %81 = load i8, ptr %80, align 1, !dbg !136
  %82 = zext i8 %81 to i32, !dbg !136
  %83 = sext i32 %82 to i64, !dbg !136
  %84 = getelementptr inbounds i16, ptr %79, i64 %83, !dbg !136
  %85 = load i16, ptr %84, align 2, !dbg !136
  %86 = zext i16 %85 to i32, !dbg !136
  %87 = and i32 %86, 1024, !dbg !136
  %88 = icmp ne i32 %87, 0, !dbg !135
  br i1 %88, label %89, label %92, !dbg !135

89:                                               ; preds = %77
  %90 = load ptr, ptr %2, align 8, !dbg !137
  %91 = getelementptr inbounds i8, ptr %90, i32 1, !dbg !137
  store ptr %91, ptr %2, align 8, !dbg !137
  br label %77, !dbg !135, !llvm.loop !138

92:                                               ; preds = %77
  %93 = getelementptr inbounds [20 x i8], ptr %8, i64 0, i64 0, !dbg !139
  %94 = load i32, ptr %3, align 4, !dbg !140
  %95 = add nsw i32 %94, 1, !dbg !140
  store i32 %95, ptr %3, align 4, !dbg !140
  %96 = call i32 @find_or_insert(ptr noundef %93, i32 noundef %94), !dbg !141
  %97 = load i32, ptr %5, align 4, !dbg !142
  %98 = add nsw i32 %97, %96, !dbg !142
  store i32 %98, ptr %5, align 4, !dbg !142
  %99 = load i32, ptr %4, align 4, !dbg !143
  %100 = add nsw i32 %99, 1, !dbg !143
  store i32 %100, ptr %4, align 4, !dbg !143
  %101 = load i64, ptr %9, align 8, !dbg !144
  %102 = load i64, ptr %6, align 8, !dbg !146
  %103 = icmp ugt i64 %101, %102, !dbg !147
  br i1 %103, label %104, label %109, !dbg !148

104:                                              ; preds = %92
  %105 = load i64, ptr %9, align 8, !dbg !149
  store i64 %105, ptr %6, align 8, !dbg !151
  %106 = getelementptr inbounds [20 x i8], ptr %7, i64 0, i64 0, !dbg !152
  %107 = getelementptr inbounds [20 x i8], ptr %8, i64 0, i64 0, !dbg !153
  %108 = call ptr @strcpy(ptr noundef %106, ptr noundef %107) #9, !dbg !154
  br label %109, !dbg !155

109:                                              ; preds = %104, %92
  br label %13, !dbg !94, !llvm.loop !156

110:                                              ; preds = %45, %13
  %111 = load i32, ptr %4, align 4, !dbg !158
  %112 = load i32, ptr %5, align 4, !dbg !159
  %113 = getelementptr inbounds [20 x i8], ptr %7, i64 0, i64 0, !dbg !160
  %114 = load i64, ptr %6, align 8, !dbg !161
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %111, i32 noundef %112, ptr noundef %113, i64 noundef %114), !dbg !162
  %116 = load i32, ptr @nwords, align 4, !dbg !163
  %117 = sub nsw i32 %116, 1, !dbg !164
  %118 = sext i32 %117 to i64, !dbg !165
  %119 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %118, !dbg !165
  %120 = getelementptr inbounds %struct.wc, ptr %119, i32 0, i32 0, !dbg !166
  %121 = getelementptr inbounds [20 x i8], ptr %120, i64 0, i64 0, !dbg !165
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef @words, ptr noundef %121), !dbg !167
  %123 = load i32, ptr @nwords, align 4, !dbg !168
  %124 = sext i32 %123 to i64, !dbg !169
  call void @qsort(ptr noundef @words, i64 noundef %124, i64 noundef 28, ptr noundef @by_count), !dbg !170
    #dbg_declare(ptr %10, !171, !DIExpression(), !173)
  store i32 0, ptr %10, align 4, !dbg !173
  br label %125, !dbg !174

125:                                              ; preds = %147, %110
  %126 = load i32, ptr %10, align 4, !dbg !175
  %127 = icmp slt i32 %126, 15, !dbg !177
  br i1 %127, label %128, label %150, !dbg !178

128:                                              ; preds = %125
  %129 = load i32, ptr %10, align 4, !dbg !179
  %130 = add nsw i32 %129, 1, !dbg !180
  %131 = load i32, ptr %10, align 4, !dbg !181
  %132 = sext i32 %131 to i64, !dbg !182
  %133 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %132, !dbg !182
  %134 = getelementptr inbounds %struct.wc, ptr %133, i32 0, i32 0, !dbg !183
  %135 = getelementptr inbounds [20 x i8], ptr %134, i64 0, i64 0, !dbg !182
  %136 = load i32, ptr %10, align 4, !dbg !184
  %137 = sext i32 %136 to i64, !dbg !185
  %138 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %137, !dbg !185
  %139 = getelementptr inbounds %struct.wc, ptr %138, i32 0, i32 1, !dbg !186
  %140 = load i32, ptr %139, align 4, !dbg !186
  %141 = load i32, ptr %10, align 4, !dbg !187
  %142 = sext i32 %141 to i64, !dbg !188
  %143 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %142, !dbg !188
  %144 = getelementptr inbounds %struct.wc, ptr %143, i32 0, i32 2, !dbg !189
  %145 = load i32, ptr %144, align 4, !dbg !189
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %130, ptr noundef %135, i32 noundef %140, i32 noundef %145), !dbg !190
  br label %147, !dbg !190

147:                                              ; preds = %128
  %148 = load i32, ptr %10, align 4, !dbg !191
  %149 = add nsw i32 %148, 1, !dbg !191
  store i32 %149, ptr %10, align 4, !dbg !191
  br label %125, !dbg !192, !llvm.loop !193

150:                                              ; preds = %125
    #dbg_declare(ptr %11, !195, !DIExpression(), !196)
  store i32 0, ptr %11, align 4, !dbg !196
    #dbg_declare(ptr %12, !197, !DIExpression(), !199)
  store i32 0, ptr %12, align 4, !dbg !199
  br label %151, !dbg !200

151:                                              ; preds = %165, %150
  %152 = load i32, ptr %12, align 4, !dbg !201
  %153 = load i32, ptr @nwords, align 4, !dbg !203
  %154 = icmp slt i32 %152, %153, !dbg !204
  br i1 %154, label %155, label %168, !dbg !205

155:                                              ; preds = %151
  %156 = load i32, ptr %12, align 4, !dbg !206
  %157 = sext i32 %156 to i64, !dbg !207
  %158 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %157, !dbg !207
  %159 = getelementptr inbounds %struct.wc, ptr %158, i32 0, i32 1, !dbg !208
  %160 = load i32, ptr %159, align 4, !dbg !208
  %161 = icmp eq i32 %160, 1, !dbg !209
  %162 = zext i1 %161 to i32, !dbg !209
  %163 = load i32, ptr %11, align 4, !dbg !210
  %164 = add nsw i32 %163, %162, !dbg !210
  store i32 %164, ptr %11, align 4, !dbg !210
  br label %165, !dbg !211

165:                                              ; preds = %155
  %166 = load i32, ptr %12, align 4, !dbg !212
  %167 = add nsw i32 %166, 1, !dbg !212
  store i32 %167, ptr %12, align 4, !dbg !212
  br label %151, !dbg !213, !llvm.loop !214

168:                                              ; preds = %151
  %169 = load i32, ptr %11, align 4, !dbg !216
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %169), !dbg !217
  ret i32 0, !dbg !218
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @tolower(i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find_or_insert(ptr noundef %0, i32 noundef %1) #0 !dbg !219 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !222, !DIExpression(), !223)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !224, !DIExpression(), !225)
    #dbg_declare(ptr %6, !226, !DIExpression(), !227)
  store i32 0, ptr %6, align 4, !dbg !227
    #dbg_declare(ptr %7, !228, !DIExpression(), !229)
  %10 = load i32, ptr @nwords, align 4, !dbg !230
  store i32 %10, ptr %7, align 4, !dbg !229
  br label %11, !dbg !231

11:                                               ; preds = %44, %2
  %12 = load i32, ptr %6, align 4, !dbg !232
  %13 = load i32, ptr %7, align 4, !dbg !233
  %14 = icmp slt i32 %12, %13, !dbg !234
  br i1 %14, label %15, label %45, !dbg !231

15:                                               ; preds = %11
    #dbg_declare(ptr %8, !235, !DIExpression(), !237)
  %16 = load i32, ptr %6, align 4, !dbg !238
  %17 = load i32, ptr %7, align 4, !dbg !239
  %18 = add nsw i32 %16, %17, !dbg !240
  %19 = sdiv i32 %18, 2, !dbg !241
  store i32 %19, ptr %8, align 4, !dbg !237
    #dbg_declare(ptr %9, !242, !DIExpression(), !243)
  %20 = load i32, ptr %8, align 4, !dbg !244
  %21 = sext i32 %20 to i64, !dbg !245
  %22 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %21, !dbg !245
  %23 = getelementptr inbounds %struct.wc, ptr %22, i32 0, i32 0, !dbg !246
  %24 = getelementptr inbounds [20 x i8], ptr %23, i64 0, i64 0, !dbg !245
  %25 = load ptr, ptr %4, align 8, !dbg !247
  %26 = call i32 @strcmp(ptr noundef %24, ptr noundef %25) #8, !dbg !248
  store i32 %26, ptr %9, align 4, !dbg !243
  %27 = load i32, ptr %9, align 4, !dbg !249
  %28 = icmp eq i32 %27, 0, !dbg !251
  br i1 %28, label %29, label %36, !dbg !252

29:                                               ; preds = %15
  %30 = load i32, ptr %8, align 4, !dbg !253
  %31 = sext i32 %30 to i64, !dbg !255
  %32 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %31, !dbg !255
  %33 = getelementptr inbounds %struct.wc, ptr %32, i32 0, i32 1, !dbg !256
  %34 = load i32, ptr %33, align 4, !dbg !257
  %35 = add nsw i32 %34, 1, !dbg !257
  store i32 %35, ptr %33, align 4, !dbg !257
  store i32 0, ptr %3, align 4, !dbg !258
  br label %76, !dbg !258

36:                                               ; preds = %15
  %37 = load i32, ptr %9, align 4, !dbg !259
  %38 = icmp slt i32 %37, 0, !dbg !261
  br i1 %38, label %39, label %42, !dbg !262

39:                                               ; preds = %36
  %40 = load i32, ptr %8, align 4, !dbg !263
  %41 = add nsw i32 %40, 1, !dbg !264
  store i32 %41, ptr %6, align 4, !dbg !265
  br label %44, !dbg !266

42:                                               ; preds = %36
  %43 = load i32, ptr %8, align 4, !dbg !267
  store i32 %43, ptr %7, align 4, !dbg !268
  br label %44

44:                                               ; preds = %42, %39
  br label %11, !dbg !231, !llvm.loop !269

45:                                               ; preds = %11
  %46 = load i32, ptr %6, align 4, !dbg !271
  %47 = add nsw i32 %46, 1, !dbg !272
  %48 = sext i32 %47 to i64, !dbg !273
  %49 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %48, !dbg !273
  %50 = load i32, ptr %6, align 4, !dbg !274
  %51 = sext i32 %50 to i64, !dbg !275
  %52 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %51, !dbg !275
  %53 = load i32, ptr @nwords, align 4, !dbg !276
  %54 = load i32, ptr %6, align 4, !dbg !277
  %55 = sub nsw i32 %53, %54, !dbg !278
  %56 = sext i32 %55 to i64, !dbg !279
  %57 = mul i64 %56, 28, !dbg !280
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %49, ptr align 4 %52, i64 %57, i1 false), !dbg !281
  %58 = load i32, ptr %6, align 4, !dbg !282
  %59 = sext i32 %58 to i64, !dbg !283
  %60 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %59, !dbg !283
  %61 = getelementptr inbounds %struct.wc, ptr %60, i32 0, i32 0, !dbg !284
  %62 = getelementptr inbounds [20 x i8], ptr %61, i64 0, i64 0, !dbg !283
  %63 = load ptr, ptr %4, align 8, !dbg !285
  %64 = call ptr @strcpy(ptr noundef %62, ptr noundef %63) #9, !dbg !286
  %65 = load i32, ptr %6, align 4, !dbg !287
  %66 = sext i32 %65 to i64, !dbg !288
  %67 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %66, !dbg !288
  %68 = getelementptr inbounds %struct.wc, ptr %67, i32 0, i32 1, !dbg !289
  store i32 1, ptr %68, align 4, !dbg !290
  %69 = load i32, ptr %5, align 4, !dbg !291
  %70 = load i32, ptr %6, align 4, !dbg !292
  %71 = sext i32 %70 to i64, !dbg !293
  %72 = getelementptr inbounds [256 x %struct.wc], ptr @words, i64 0, i64 %71, !dbg !293
  %73 = getelementptr inbounds %struct.wc, ptr %72, i32 0, i32 2, !dbg !294
  store i32 %69, ptr %73, align 4, !dbg !295
  %74 = load i32, ptr @nwords, align 4, !dbg !296
  %75 = add nsw i32 %74, 1, !dbg !296
  store i32 %75, ptr @nwords, align 4, !dbg !296
  store i32 1, ptr %3, align 4, !dbg !297
  br label %76, !dbg !297

76:                                               ; preds = %45, %29
  %77 = load i32, ptr %3, align 4, !dbg !298
  ret i32 %77, !dbg !298
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #4

declare i32 @printf(ptr noundef, ...) #5

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_count(ptr noundef %0, ptr noundef %1) #0 !dbg !299 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !304, !DIExpression(), !305)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !306, !DIExpression(), !307)
    #dbg_declare(ptr %6, !308, !DIExpression(), !311)
  %8 = load ptr, ptr %4, align 8, !dbg !312
  store ptr %8, ptr %6, align 8, !dbg !311
    #dbg_declare(ptr %7, !313, !DIExpression(), !314)
  %9 = load ptr, ptr %5, align 8, !dbg !315
  store ptr %9, ptr %7, align 8, !dbg !314
  %10 = load ptr, ptr %6, align 8, !dbg !316
  %11 = getelementptr inbounds %struct.wc, ptr %10, i32 0, i32 1, !dbg !318
  %12 = load i32, ptr %11, align 4, !dbg !318
  %13 = load ptr, ptr %7, align 8, !dbg !319
  %14 = getelementptr inbounds %struct.wc, ptr %13, i32 0, i32 1, !dbg !320
  %15 = load i32, ptr %14, align 4, !dbg !320
  %16 = icmp ne i32 %12, %15, !dbg !321
  br i1 %16, label %17, label %25, !dbg !322

17:                                               ; preds = %2
  %18 = load ptr, ptr %7, align 8, !dbg !323
  %19 = getelementptr inbounds %struct.wc, ptr %18, i32 0, i32 1, !dbg !324
  %20 = load i32, ptr %19, align 4, !dbg !324
  %21 = load ptr, ptr %6, align 8, !dbg !325
  %22 = getelementptr inbounds %struct.wc, ptr %21, i32 0, i32 1, !dbg !326
  %23 = load i32, ptr %22, align 4, !dbg !326
  %24 = sub nsw i32 %20, %23, !dbg !327
  store i32 %24, ptr %3, align 4, !dbg !328
  br label %33, !dbg !328

25:                                               ; preds = %2
  %26 = load ptr, ptr %6, align 8, !dbg !329
  %27 = getelementptr inbounds %struct.wc, ptr %26, i32 0, i32 0, !dbg !330
  %28 = getelementptr inbounds [20 x i8], ptr %27, i64 0, i64 0, !dbg !329
  %29 = load ptr, ptr %7, align 8, !dbg !331
  %30 = getelementptr inbounds %struct.wc, ptr %29, i32 0, i32 0, !dbg !332
  %31 = getelementptr inbounds [20 x i8], ptr %30, i64 0, i64 0, !dbg !331
  %32 = call i32 @strcmp(ptr noundef %28, ptr noundef %31) #8, !dbg !333
  store i32 %32, ptr %3, align 4, !dbg !334
  br label %33, !dbg !334

33:                                               ; preds = %25, %17
  %34 = load i32, ptr %3, align 4, !dbg !335
  ret i32 %34, !dbg !335
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!69, !70, !71, !72, !73, !74, !75}
!llvm.ident = !{!76}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "text", scope: !2, file: !3, line: 46, type: !65, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !21, globals: !29, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "word_freq.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "d724bcdf738eac60311eb45747119bc9")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 46, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20}
!9 = !DIEnumerator(name: "_ISupper", value: 256)
!10 = !DIEnumerator(name: "_ISlower", value: 512)
!11 = !DIEnumerator(name: "_ISalpha", value: 1024)
!12 = !DIEnumerator(name: "_ISdigit", value: 2048)
!13 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!14 = !DIEnumerator(name: "_ISspace", value: 8192)
!15 = !DIEnumerator(name: "_ISprint", value: 16384)
!16 = !DIEnumerator(name: "_ISgraph", value: 32768)
!17 = !DIEnumerator(name: "_ISblank", value: 1)
!18 = !DIEnumerator(name: "_IScntrl", value: 2)
!19 = !DIEnumerator(name: "_ISpunct", value: 4)
!20 = !DIEnumerator(name: "_ISalnum", value: 8)
!21 = !{!22, !23, !24, !25, !26}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!24 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !27, line: 18, baseType: !28)
!27 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!28 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!29 = !{!30, !35, !40, !45, !50, !63, !0}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 296, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 37)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 256, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 32)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 240, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 30)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 168, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 21)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "words", scope: !2, file: !3, line: 14, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 57344, elements: !61)
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "wc", file: !3, line: 8, size: 224, elements: !54)
!54 = !{!55, !59, !60}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "word", scope: !53, file: !3, line: 9, baseType: !56, size: 160)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 160, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 20)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !53, file: !3, line: 10, baseType: !22, size: 32, offset: 160)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "first_pos", scope: !53, file: !3, line: 11, baseType: !22, size: 32, offset: 192)
!61 = !{!62}
!62 = !DISubrange(count: 256)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "nwords", scope: !2, file: !3, line: 15, type: !22, isLocal: true, isDefinition: true)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 4912, elements: !67)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!67 = !{!68}
!68 = !DISubrange(count: 614)
!69 = !{i32 7, !"Dwarf Version", i32 5}
!70 = !{i32 2, !"Debug Info Version", i32 3}
!71 = !{i32 1, !"wchar_size", i32 4}
!72 = !{i32 8, !"PIC Level", i32 2}
!73 = !{i32 7, !"PIE Level", i32 2}
!74 = !{i32 7, !"uwtable", i32 2}
!75 = !{i32 7, !"frame-pointer", i32 2}
!76 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 56, type: !78, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!22}
!80 = !{}
!81 = !DILocalVariable(name: "p", scope: !77, file: !3, line: 57, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!83 = !DILocation(line: 57, column: 17, scope: !77)
!84 = !DILocalVariable(name: "pos", scope: !77, file: !3, line: 58, type: !22)
!85 = !DILocation(line: 58, column: 9, scope: !77)
!86 = !DILocalVariable(name: "total", scope: !77, file: !3, line: 58, type: !22)
!87 = !DILocation(line: 58, column: 18, scope: !77)
!88 = !DILocalVariable(name: "unique", scope: !77, file: !3, line: 58, type: !22)
!89 = !DILocation(line: 58, column: 29, scope: !77)
!90 = !DILocalVariable(name: "longest", scope: !77, file: !3, line: 59, type: !26)
!91 = !DILocation(line: 59, column: 12, scope: !77)
!92 = !DILocalVariable(name: "lw", scope: !77, file: !3, line: 60, type: !56)
!93 = !DILocation(line: 60, column: 10, scope: !77)
!94 = !DILocation(line: 61, column: 5, scope: !77)
!95 = !DILocation(line: 61, column: 13, scope: !77)
!96 = !DILocation(line: 61, column: 12, scope: !77)
!97 = !DILocation(line: 62, column: 9, scope: !98)
!98 = distinct !DILexicalBlock(scope: !77, file: !3, line: 61, column: 16)
!99 = !DILocation(line: 62, column: 17, scope: !98)
!100 = !DILocation(line: 62, column: 16, scope: !98)
!101 = !DILocation(line: 62, column: 19, scope: !98)
!102 = !DILocation(line: 62, column: 23, scope: !98)
!103 = !DILocation(line: 62, column: 22, scope: !98)
!104 = !DILocation(line: 0, scope: !98)
!105 = !DILocation(line: 63, column: 14, scope: !98)
!106 = distinct !{!106, !97, !105, !107}
!107 = !{!"llvm.loop.mustprogress"}
!108 = !DILocation(line: 64, column: 15, scope: !109)
!109 = distinct !DILexicalBlock(scope: !98, file: !3, line: 64, column: 13)
!110 = !DILocation(line: 64, column: 14, scope: !109)
!111 = !DILocation(line: 64, column: 13, scope: !98)
!112 = !DILocation(line: 65, column: 13, scope: !109)
!113 = !DILocalVariable(name: "w", scope: !98, file: !3, line: 66, type: !56)
!114 = !DILocation(line: 66, column: 14, scope: !98)
!115 = !DILocalVariable(name: "n", scope: !98, file: !3, line: 67, type: !26)
!116 = !DILocation(line: 67, column: 16, scope: !98)
!117 = !DILocation(line: 68, column: 9, scope: !98)
!118 = !DILocation(line: 68, column: 16, scope: !98)
!119 = !DILocation(line: 68, column: 43, scope: !98)
!120 = !DILocation(line: 68, column: 46, scope: !98)
!121 = !DILocation(line: 68, column: 48, scope: !98)
!122 = !DILocation(line: 69, column: 53, scope: !98)
!123 = !DILocation(line: 69, column: 51, scope: !98)
!124 = !DILocation(line: 69, column: 36, scope: !98)
!125 = !DILocation(line: 69, column: 28, scope: !98)
!126 = !DILocation(line: 69, column: 22, scope: !98)
!127 = !DILocation(line: 69, column: 16, scope: !98)
!128 = !DILocation(line: 69, column: 13, scope: !98)
!129 = !DILocation(line: 69, column: 20, scope: !98)
!130 = distinct !{!130, !117, !131, !107}
!131 = !DILocation(line: 69, column: 55, scope: !98)
!132 = !DILocation(line: 70, column: 11, scope: !98)
!133 = !DILocation(line: 70, column: 9, scope: !98)
!134 = !DILocation(line: 70, column: 14, scope: !98)
!135 = !DILocation(line: 71, column: 9, scope: !98)
!136 = !DILocation(line: 71, column: 16, scope: !98)
!137 = !DILocation(line: 72, column: 14, scope: !98)
!138 = distinct !{!138, !135, !137, !107}
!139 = !DILocation(line: 73, column: 34, scope: !98)
!140 = !DILocation(line: 73, column: 40, scope: !98)
!141 = !DILocation(line: 73, column: 19, scope: !98)
!142 = !DILocation(line: 73, column: 16, scope: !98)
!143 = !DILocation(line: 74, column: 14, scope: !98)
!144 = !DILocation(line: 75, column: 13, scope: !145)
!145 = distinct !DILexicalBlock(scope: !98, file: !3, line: 75, column: 13)
!146 = !DILocation(line: 75, column: 17, scope: !145)
!147 = !DILocation(line: 75, column: 15, scope: !145)
!148 = !DILocation(line: 75, column: 13, scope: !98)
!149 = !DILocation(line: 76, column: 23, scope: !150)
!150 = distinct !DILexicalBlock(scope: !145, file: !3, line: 75, column: 26)
!151 = !DILocation(line: 76, column: 21, scope: !150)
!152 = !DILocation(line: 77, column: 20, scope: !150)
!153 = !DILocation(line: 77, column: 24, scope: !150)
!154 = !DILocation(line: 77, column: 13, scope: !150)
!155 = !DILocation(line: 78, column: 9, scope: !150)
!156 = distinct !{!156, !94, !157, !107}
!157 = !DILocation(line: 79, column: 5, scope: !77)
!158 = !DILocation(line: 80, column: 53, scope: !77)
!159 = !DILocation(line: 80, column: 60, scope: !77)
!160 = !DILocation(line: 80, column: 68, scope: !77)
!161 = !DILocation(line: 80, column: 72, scope: !77)
!162 = !DILocation(line: 80, column: 5, scope: !77)
!163 = !DILocation(line: 81, column: 69, scope: !77)
!164 = !DILocation(line: 81, column: 76, scope: !77)
!165 = !DILocation(line: 81, column: 63, scope: !77)
!166 = !DILocation(line: 81, column: 81, scope: !77)
!167 = !DILocation(line: 81, column: 5, scope: !77)
!168 = !DILocation(line: 82, column: 26, scope: !77)
!169 = !DILocation(line: 82, column: 18, scope: !77)
!170 = !DILocation(line: 82, column: 5, scope: !77)
!171 = !DILocalVariable(name: "i", scope: !172, file: !3, line: 83, type: !22)
!172 = distinct !DILexicalBlock(scope: !77, file: !3, line: 83, column: 5)
!173 = !DILocation(line: 83, column: 14, scope: !172)
!174 = !DILocation(line: 83, column: 10, scope: !172)
!175 = !DILocation(line: 83, column: 21, scope: !176)
!176 = distinct !DILexicalBlock(scope: !172, file: !3, line: 83, column: 5)
!177 = !DILocation(line: 83, column: 23, scope: !176)
!178 = !DILocation(line: 83, column: 5, scope: !172)
!179 = !DILocation(line: 84, column: 50, scope: !176)
!180 = !DILocation(line: 84, column: 52, scope: !176)
!181 = !DILocation(line: 84, column: 63, scope: !176)
!182 = !DILocation(line: 84, column: 57, scope: !176)
!183 = !DILocation(line: 84, column: 66, scope: !176)
!184 = !DILocation(line: 84, column: 78, scope: !176)
!185 = !DILocation(line: 84, column: 72, scope: !176)
!186 = !DILocation(line: 84, column: 81, scope: !176)
!187 = !DILocation(line: 85, column: 22, scope: !176)
!188 = !DILocation(line: 85, column: 16, scope: !176)
!189 = !DILocation(line: 85, column: 25, scope: !176)
!190 = !DILocation(line: 84, column: 9, scope: !176)
!191 = !DILocation(line: 83, column: 30, scope: !176)
!192 = !DILocation(line: 83, column: 5, scope: !176)
!193 = distinct !{!193, !178, !194, !107}
!194 = !DILocation(line: 85, column: 34, scope: !172)
!195 = !DILocalVariable(name: "singles", scope: !77, file: !3, line: 86, type: !22)
!196 = !DILocation(line: 86, column: 9, scope: !77)
!197 = !DILocalVariable(name: "i", scope: !198, file: !3, line: 87, type: !22)
!198 = distinct !DILexicalBlock(scope: !77, file: !3, line: 87, column: 5)
!199 = !DILocation(line: 87, column: 14, scope: !198)
!200 = !DILocation(line: 87, column: 10, scope: !198)
!201 = !DILocation(line: 87, column: 21, scope: !202)
!202 = distinct !DILexicalBlock(scope: !198, file: !3, line: 87, column: 5)
!203 = !DILocation(line: 87, column: 25, scope: !202)
!204 = !DILocation(line: 87, column: 23, scope: !202)
!205 = !DILocation(line: 87, column: 5, scope: !198)
!206 = !DILocation(line: 88, column: 26, scope: !202)
!207 = !DILocation(line: 88, column: 20, scope: !202)
!208 = !DILocation(line: 88, column: 29, scope: !202)
!209 = !DILocation(line: 88, column: 35, scope: !202)
!210 = !DILocation(line: 88, column: 17, scope: !202)
!211 = !DILocation(line: 88, column: 9, scope: !202)
!212 = !DILocation(line: 87, column: 34, scope: !202)
!213 = !DILocation(line: 87, column: 5, scope: !202)
!214 = distinct !{!214, !205, !215, !107}
!215 = !DILocation(line: 88, column: 38, scope: !198)
!216 = !DILocation(line: 89, column: 37, scope: !77)
!217 = !DILocation(line: 89, column: 5, scope: !77)
!218 = !DILocation(line: 90, column: 5, scope: !77)
!219 = distinct !DISubprogram(name: "find_or_insert", scope: !3, file: !3, line: 17, type: !220, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !80)
!220 = !DISubroutineType(types: !221)
!221 = !{!22, !82, !22}
!222 = !DILocalVariable(name: "w", arg: 1, scope: !219, file: !3, line: 17, type: !82)
!223 = !DILocation(line: 17, column: 39, scope: !219)
!224 = !DILocalVariable(name: "pos", arg: 2, scope: !219, file: !3, line: 17, type: !22)
!225 = !DILocation(line: 17, column: 46, scope: !219)
!226 = !DILocalVariable(name: "lo", scope: !219, file: !3, line: 18, type: !22)
!227 = !DILocation(line: 18, column: 9, scope: !219)
!228 = !DILocalVariable(name: "hi", scope: !219, file: !3, line: 18, type: !22)
!229 = !DILocation(line: 18, column: 17, scope: !219)
!230 = !DILocation(line: 18, column: 22, scope: !219)
!231 = !DILocation(line: 19, column: 5, scope: !219)
!232 = !DILocation(line: 19, column: 12, scope: !219)
!233 = !DILocation(line: 19, column: 17, scope: !219)
!234 = !DILocation(line: 19, column: 15, scope: !219)
!235 = !DILocalVariable(name: "mid", scope: !236, file: !3, line: 20, type: !22)
!236 = distinct !DILexicalBlock(scope: !219, file: !3, line: 19, column: 21)
!237 = !DILocation(line: 20, column: 13, scope: !236)
!238 = !DILocation(line: 20, column: 20, scope: !236)
!239 = !DILocation(line: 20, column: 25, scope: !236)
!240 = !DILocation(line: 20, column: 23, scope: !236)
!241 = !DILocation(line: 20, column: 29, scope: !236)
!242 = !DILocalVariable(name: "c", scope: !236, file: !3, line: 21, type: !22)
!243 = !DILocation(line: 21, column: 13, scope: !236)
!244 = !DILocation(line: 21, column: 30, scope: !236)
!245 = !DILocation(line: 21, column: 24, scope: !236)
!246 = !DILocation(line: 21, column: 35, scope: !236)
!247 = !DILocation(line: 21, column: 41, scope: !236)
!248 = !DILocation(line: 21, column: 17, scope: !236)
!249 = !DILocation(line: 22, column: 13, scope: !250)
!250 = distinct !DILexicalBlock(scope: !236, file: !3, line: 22, column: 13)
!251 = !DILocation(line: 22, column: 15, scope: !250)
!252 = !DILocation(line: 22, column: 13, scope: !236)
!253 = !DILocation(line: 23, column: 19, scope: !254)
!254 = distinct !DILexicalBlock(scope: !250, file: !3, line: 22, column: 21)
!255 = !DILocation(line: 23, column: 13, scope: !254)
!256 = !DILocation(line: 23, column: 24, scope: !254)
!257 = !DILocation(line: 23, column: 29, scope: !254)
!258 = !DILocation(line: 24, column: 13, scope: !254)
!259 = !DILocation(line: 26, column: 13, scope: !260)
!260 = distinct !DILexicalBlock(scope: !236, file: !3, line: 26, column: 13)
!261 = !DILocation(line: 26, column: 15, scope: !260)
!262 = !DILocation(line: 26, column: 13, scope: !236)
!263 = !DILocation(line: 27, column: 18, scope: !260)
!264 = !DILocation(line: 27, column: 22, scope: !260)
!265 = !DILocation(line: 27, column: 16, scope: !260)
!266 = !DILocation(line: 27, column: 13, scope: !260)
!267 = !DILocation(line: 29, column: 18, scope: !260)
!268 = !DILocation(line: 29, column: 16, scope: !260)
!269 = distinct !{!269, !231, !270, !107}
!270 = !DILocation(line: 30, column: 5, scope: !219)
!271 = !DILocation(line: 31, column: 20, scope: !219)
!272 = !DILocation(line: 31, column: 23, scope: !219)
!273 = !DILocation(line: 31, column: 14, scope: !219)
!274 = !DILocation(line: 31, column: 36, scope: !219)
!275 = !DILocation(line: 31, column: 30, scope: !219)
!276 = !DILocation(line: 31, column: 50, scope: !219)
!277 = !DILocation(line: 31, column: 59, scope: !219)
!278 = !DILocation(line: 31, column: 57, scope: !219)
!279 = !DILocation(line: 31, column: 41, scope: !219)
!280 = !DILocation(line: 31, column: 63, scope: !219)
!281 = !DILocation(line: 31, column: 5, scope: !219)
!282 = !DILocation(line: 32, column: 18, scope: !219)
!283 = !DILocation(line: 32, column: 12, scope: !219)
!284 = !DILocation(line: 32, column: 22, scope: !219)
!285 = !DILocation(line: 32, column: 28, scope: !219)
!286 = !DILocation(line: 32, column: 5, scope: !219)
!287 = !DILocation(line: 33, column: 11, scope: !219)
!288 = !DILocation(line: 33, column: 5, scope: !219)
!289 = !DILocation(line: 33, column: 15, scope: !219)
!290 = !DILocation(line: 33, column: 21, scope: !219)
!291 = !DILocation(line: 34, column: 27, scope: !219)
!292 = !DILocation(line: 34, column: 11, scope: !219)
!293 = !DILocation(line: 34, column: 5, scope: !219)
!294 = !DILocation(line: 34, column: 15, scope: !219)
!295 = !DILocation(line: 34, column: 25, scope: !219)
!296 = !DILocation(line: 35, column: 11, scope: !219)
!297 = !DILocation(line: 36, column: 5, scope: !219)
!298 = !DILocation(line: 37, column: 1, scope: !219)
!299 = distinct !DISubprogram(name: "by_count", scope: !3, file: !3, line: 39, type: !300, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !80)
!300 = !DISubroutineType(types: !301)
!301 = !{!22, !302, !302}
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!304 = !DILocalVariable(name: "a", arg: 1, scope: !299, file: !3, line: 39, type: !302)
!305 = !DILocation(line: 39, column: 33, scope: !299)
!306 = !DILocalVariable(name: "b", arg: 2, scope: !299, file: !3, line: 39, type: !302)
!307 = !DILocation(line: 39, column: 48, scope: !299)
!308 = !DILocalVariable(name: "x", scope: !299, file: !3, line: 40, type: !309)
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !310, size: 64)
!310 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!311 = !DILocation(line: 40, column: 22, scope: !299)
!312 = !DILocation(line: 40, column: 26, scope: !299)
!313 = !DILocalVariable(name: "y", scope: !299, file: !3, line: 40, type: !309)
!314 = !DILocation(line: 40, column: 30, scope: !299)
!315 = !DILocation(line: 40, column: 34, scope: !299)
!316 = !DILocation(line: 41, column: 9, scope: !317)
!317 = distinct !DILexicalBlock(scope: !299, file: !3, line: 41, column: 9)
!318 = !DILocation(line: 41, column: 12, scope: !317)
!319 = !DILocation(line: 41, column: 21, scope: !317)
!320 = !DILocation(line: 41, column: 24, scope: !317)
!321 = !DILocation(line: 41, column: 18, scope: !317)
!322 = !DILocation(line: 41, column: 9, scope: !299)
!323 = !DILocation(line: 42, column: 16, scope: !317)
!324 = !DILocation(line: 42, column: 19, scope: !317)
!325 = !DILocation(line: 42, column: 27, scope: !317)
!326 = !DILocation(line: 42, column: 30, scope: !317)
!327 = !DILocation(line: 42, column: 25, scope: !317)
!328 = !DILocation(line: 42, column: 9, scope: !317)
!329 = !DILocation(line: 43, column: 19, scope: !299)
!330 = !DILocation(line: 43, column: 22, scope: !299)
!331 = !DILocation(line: 43, column: 28, scope: !299)
!332 = !DILocation(line: 43, column: 31, scope: !299)
!333 = !DILocation(line: 43, column: 12, scope: !299)
!334 = !DILocation(line: 43, column: 5, scope: !299)
!335 = !DILocation(line: 44, column: 1, scope: !299)
