; ModuleID = 'loop_idioms.c'
source_filename = "loop_idioms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [33 x i8] c"sum_to(%ld)=%ld sum_squares=%lu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"unswitch: %ld %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"find_first_gt: %d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [62 x i8] c"after zero_fill sum=%ld a[9]=%d a[10]=%d a[109]=%d a[110]=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [23 x i8] c"copied len=%d tail=%s\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [27 x i8] c"gcd_tail=%ld acc_tail=%ld\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [41 x i8] c"popcounts=%u leading=%d clz(0)-style=%d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [20 x i8] c"invariant loop=%ld\0A\00", align 1, !dbg !37
@main.grid = internal global [50 x [40 x i32]] zeroinitializer, align 16, !dbg !42
@.str.8 = private unnamed_addr constant [10 x i8] c"diag=%ld\0A\00", align 1, !dbg !53

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !44 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca [300 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca [100 x i8], align 16
  %8 = alloca [100 x i8], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !71, !DIExpression(), !74)
  store i64 0, ptr %2, align 8, !dbg !74
  br label %21, !dbg !75

21:                                               ; preds = %32, %0
  %22 = load i64, ptr %2, align 8, !dbg !76
  %23 = icmp sle i64 %22, 100000, !dbg !78
  br i1 %23, label %24, label %36, !dbg !79

24:                                               ; preds = %21
  %25 = load i64, ptr %2, align 8, !dbg !80
  %26 = load i64, ptr %2, align 8, !dbg !81
  %27 = call i64 @sum_to(i64 noundef %26), !dbg !82
  %28 = load i64, ptr %2, align 8, !dbg !83
  %29 = trunc i64 %28 to i32, !dbg !84
  %30 = call i64 @sum_squares(i32 noundef %29), !dbg !85
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %25, i64 noundef %27, i64 noundef %30), !dbg !86
  br label %32, !dbg !86

32:                                               ; preds = %24
  %33 = load i64, ptr %2, align 8, !dbg !87
  %34 = mul nsw i64 %33, 10, !dbg !88
  %35 = add nsw i64 %34, 1, !dbg !89
  store i64 %35, ptr %2, align 8, !dbg !90
  br label %21, !dbg !91, !llvm.loop !92

36:                                               ; preds = %21
    #dbg_declare(ptr %3, !95, !DIExpression(), !99)
    #dbg_declare(ptr %4, !100, !DIExpression(), !102)
  store i32 0, ptr %4, align 4, !dbg !102
  br label %37, !dbg !103

37:                                               ; preds = %48, %36
  %38 = load i32, ptr %4, align 4, !dbg !104
  %39 = icmp slt i32 %38, 300, !dbg !106
  br i1 %39, label %40, label %51, !dbg !107

40:                                               ; preds = %37
  %41 = load i32, ptr %4, align 4, !dbg !108
  %42 = mul nsw i32 %41, 7, !dbg !109
  %43 = srem i32 %42, 23, !dbg !110
  %44 = sub nsw i32 %43, 11, !dbg !111
  %45 = load i32, ptr %4, align 4, !dbg !112
  %46 = sext i32 %45 to i64, !dbg !113
  %47 = getelementptr inbounds [300 x i32], ptr %3, i64 0, i64 %46, !dbg !113
  store i32 %44, ptr %47, align 4, !dbg !114
  br label %48, !dbg !113

48:                                               ; preds = %40
  %49 = load i32, ptr %4, align 4, !dbg !115
  %50 = add nsw i32 %49, 1, !dbg !115
  store i32 %50, ptr %4, align 4, !dbg !115
  br label %37, !dbg !116, !llvm.loop !117

51:                                               ; preds = %37
  %52 = getelementptr inbounds [300 x i32], ptr %3, i64 0, i64 0, !dbg !119
  %53 = call i64 @unswitch(ptr noundef %52, i32 noundef 300, i32 noundef 1), !dbg !120
  %54 = getelementptr inbounds [300 x i32], ptr %3, i64 0, i64 0, !dbg !121
  %55 = call i64 @unswitch(ptr noundef %54, i32 noundef 300, i32 noundef 0), !dbg !122
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %53, i64 noundef %55), !dbg !123
  %57 = getelementptr inbounds [300 x i32], ptr %3, i64 0, i64 0, !dbg !124
  %58 = call i32 @find_first_gt(ptr noundef %57, i32 noundef 300, i32 noundef 5), !dbg !125
  %59 = getelementptr inbounds [300 x i32], ptr %3, i64 0, i64 0, !dbg !126
  %60 = call i32 @find_first_gt(ptr noundef %59, i32 noundef 300, i32 noundef 11), !dbg !127
  %61 = getelementptr inbounds [300 x i32], ptr %3, i64 0, i64 0, !dbg !128
  %62 = call i32 @find_first_gt(ptr noundef %61, i32 noundef 300, i32 noundef -20), !dbg !129
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %58, i32 noundef %60, i32 noundef %62), !dbg !130
  %64 = getelementptr inbounds [300 x i32], ptr %3, i64 0, i64 0, !dbg !131
  %65 = getelementptr inbounds i32, ptr %64, i64 10, !dbg !132
  call void @zero_fill(ptr noundef %65, i32 noundef 100), !dbg !133
    #dbg_declare(ptr %5, !134, !DIExpression(), !135)
  store i64 0, ptr %5, align 8, !dbg !135
    #dbg_declare(ptr %6, !136, !DIExpression(), !138)
  store i32 0, ptr %6, align 4, !dbg !138
  br label %66, !dbg !139

66:                                               ; preds = %77, %51
  %67 = load i32, ptr %6, align 4, !dbg !140
  %68 = icmp slt i32 %67, 300, !dbg !142
  br i1 %68, label %69, label %80, !dbg !143

69:                                               ; preds = %66
  %70 = load i32, ptr %6, align 4, !dbg !144
  %71 = sext i32 %70 to i64, !dbg !145
  %72 = getelementptr inbounds [300 x i32], ptr %3, i64 0, i64 %71, !dbg !145
  %73 = load i32, ptr %72, align 4, !dbg !145
  %74 = sext i32 %73 to i64, !dbg !145
  %75 = load i64, ptr %5, align 8, !dbg !146
  %76 = add nsw i64 %75, %74, !dbg !146
  store i64 %76, ptr %5, align 8, !dbg !146
  br label %77, !dbg !147

77:                                               ; preds = %69
  %78 = load i32, ptr %6, align 4, !dbg !148
  %79 = add nsw i32 %78, 1, !dbg !148
  store i32 %79, ptr %6, align 4, !dbg !148
  br label %66, !dbg !149, !llvm.loop !150

80:                                               ; preds = %66
  %81 = load i64, ptr %5, align 8, !dbg !152
  %82 = getelementptr inbounds [300 x i32], ptr %3, i64 0, i64 9, !dbg !153
  %83 = load i32, ptr %82, align 4, !dbg !153
  %84 = getelementptr inbounds [300 x i32], ptr %3, i64 0, i64 10, !dbg !154
  %85 = load i32, ptr %84, align 8, !dbg !154
  %86 = getelementptr inbounds [300 x i32], ptr %3, i64 0, i64 109, !dbg !155
  %87 = load i32, ptr %86, align 4, !dbg !155
  %88 = getelementptr inbounds [300 x i32], ptr %3, i64 0, i64 110, !dbg !156
  %89 = load i32, ptr %88, align 8, !dbg !156
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %81, i32 noundef %83, i32 noundef %85, i32 noundef %87, i32 noundef %89), !dbg !157
    #dbg_declare(ptr %7, !158, !DIExpression(), !162)
    #dbg_declare(ptr %8, !163, !DIExpression(), !164)
    #dbg_declare(ptr %9, !165, !DIExpression(), !167)
  store i32 0, ptr %9, align 4, !dbg !167
  br label %91, !dbg !168

91:                                               ; preds = %102, %80
  %92 = load i32, ptr %9, align 4, !dbg !169
  %93 = icmp slt i32 %92, 99, !dbg !171
  br i1 %93, label %94, label %105, !dbg !172

94:                                               ; preds = %91
  %95 = load i32, ptr %9, align 4, !dbg !173
  %96 = srem i32 %95, 26, !dbg !174
  %97 = add nsw i32 65, %96, !dbg !175
  %98 = trunc i32 %97 to i8, !dbg !176
  %99 = load i32, ptr %9, align 4, !dbg !177
  %100 = sext i32 %99 to i64, !dbg !178
  %101 = getelementptr inbounds [100 x i8], ptr %7, i64 0, i64 %100, !dbg !178
  store i8 %98, ptr %101, align 1, !dbg !179
  br label %102, !dbg !178

102:                                              ; preds = %94
  %103 = load i32, ptr %9, align 4, !dbg !180
  %104 = add nsw i32 %103, 1, !dbg !180
  store i32 %104, ptr %9, align 4, !dbg !180
  br label %91, !dbg !181, !llvm.loop !182

105:                                              ; preds = %91
  %106 = getelementptr inbounds [100 x i8], ptr %7, i64 0, i64 99, !dbg !184
  store i8 0, ptr %106, align 1, !dbg !185
  %107 = getelementptr inbounds [100 x i8], ptr %8, i64 0, i64 0, !dbg !186
  call void @llvm.memset.p0.i64(ptr align 16 %107, i8 0, i64 100, i1 false), !dbg !186
  %108 = getelementptr inbounds [100 x i8], ptr %8, i64 0, i64 0, !dbg !187
  %109 = getelementptr inbounds [100 x i8], ptr %7, i64 0, i64 0, !dbg !188
  call void @copy_fwd(ptr noundef %108, ptr noundef %109, i32 noundef 60), !dbg !189
  %110 = getelementptr inbounds [100 x i8], ptr %8, i64 0, i64 0, !dbg !190
  %111 = call i32 @my_strlen(ptr noundef %110), !dbg !191
  %112 = getelementptr inbounds [100 x i8], ptr %8, i64 0, i64 0, !dbg !192
  %113 = getelementptr inbounds i8, ptr %112, i64 50, !dbg !193
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %111, ptr noundef %113), !dbg !194
  %115 = call i64 @gcd_tail(i64 noundef 1134903170, i64 noundef 701408733), !dbg !195
  %116 = call i64 @acc_tail(i32 noundef 5000, i64 noundef 1), !dbg !196
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %115, i64 noundef %116), !dbg !197
    #dbg_declare(ptr %10, !198, !DIExpression(), !199)
  store i32 0, ptr %10, align 4, !dbg !199
    #dbg_declare(ptr %11, !200, !DIExpression(), !201)
  store i32 0, ptr %11, align 4, !dbg !201
    #dbg_declare(ptr %12, !202, !DIExpression(), !204)
  store i32 1, ptr %12, align 4, !dbg !204
  br label %118, !dbg !205

118:                                              ; preds = %130, %105
  %119 = load i32, ptr %12, align 4, !dbg !206
  %120 = icmp ult i32 %119, 2000000, !dbg !208
  br i1 %120, label %121, label %134, !dbg !209

121:                                              ; preds = %118
  %122 = load i32, ptr %12, align 4, !dbg !210
  %123 = call i32 @popcount_loop(i32 noundef %122), !dbg !212
  %124 = load i32, ptr %10, align 4, !dbg !213
  %125 = add i32 %124, %123, !dbg !213
  store i32 %125, ptr %10, align 4, !dbg !213
  %126 = load i32, ptr %12, align 4, !dbg !214
  %127 = call i32 @count_leading(i32 noundef %126), !dbg !215
  %128 = load i32, ptr %11, align 4, !dbg !216
  %129 = add nsw i32 %128, %127, !dbg !216
  store i32 %129, ptr %11, align 4, !dbg !216
  br label %130, !dbg !217

130:                                              ; preds = %121
  %131 = load i32, ptr %12, align 4, !dbg !218
  %132 = mul i32 %131, 3, !dbg !219
  %133 = add i32 %132, 1, !dbg !220
  store i32 %133, ptr %12, align 4, !dbg !221
  br label %118, !dbg !222, !llvm.loop !223

134:                                              ; preds = %118
  %135 = load i32, ptr %10, align 4, !dbg !225
  %136 = load i32, ptr %11, align 4, !dbg !226
  %137 = call i32 @count_leading(i32 noundef 0), !dbg !227
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %135, i32 noundef %136, i32 noundef %137), !dbg !228
    #dbg_declare(ptr %13, !229, !DIExpression(), !230)
  store i32 17, ptr %13, align 4, !dbg !230
    #dbg_declare(ptr %14, !231, !DIExpression(), !232)
  store i32 3, ptr %14, align 4, !dbg !232
    #dbg_declare(ptr %15, !233, !DIExpression(), !234)
  store i64 0, ptr %15, align 8, !dbg !234
    #dbg_declare(ptr %16, !235, !DIExpression(), !237)
  store i32 0, ptr %16, align 4, !dbg !237
  br label %139, !dbg !238

139:                                              ; preds = %152, %134
  %140 = load i32, ptr %16, align 4, !dbg !239
  %141 = icmp slt i32 %140, 1000, !dbg !241
  br i1 %141, label %142, label %155, !dbg !242

142:                                              ; preds = %139
  %143 = load i32, ptr %13, align 4, !dbg !243
  %144 = load i32, ptr %14, align 4, !dbg !244
  %145 = mul nsw i32 %143, %144, !dbg !245
  %146 = load i32, ptr %16, align 4, !dbg !246
  %147 = add nsw i32 %145, %146, !dbg !247
  %148 = srem i32 %147, 7, !dbg !248
  %149 = sext i32 %148 to i64, !dbg !249
  %150 = load i64, ptr %15, align 8, !dbg !250
  %151 = add nsw i64 %150, %149, !dbg !250
  store i64 %151, ptr %15, align 8, !dbg !250
  br label %152, !dbg !251

152:                                              ; preds = %142
  %153 = load i32, ptr %16, align 4, !dbg !252
  %154 = add nsw i32 %153, 1, !dbg !252
  store i32 %154, ptr %16, align 4, !dbg !252
  br label %139, !dbg !253, !llvm.loop !254

155:                                              ; preds = %139
  %156 = load i64, ptr %15, align 8, !dbg !256
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %156), !dbg !257
    #dbg_declare(ptr %17, !258, !DIExpression(), !260)
  store i32 0, ptr %17, align 4, !dbg !260
  br label %158, !dbg !261

158:                                              ; preds = %180, %155
  %159 = load i32, ptr %17, align 4, !dbg !262
  %160 = icmp slt i32 %159, 50, !dbg !264
  br i1 %160, label %161, label %183, !dbg !265

161:                                              ; preds = %158
    #dbg_declare(ptr %18, !266, !DIExpression(), !268)
  store i32 0, ptr %18, align 4, !dbg !268
  br label %162, !dbg !269

162:                                              ; preds = %176, %161
  %163 = load i32, ptr %18, align 4, !dbg !270
  %164 = icmp slt i32 %163, 40, !dbg !272
  br i1 %164, label %165, label %179, !dbg !273

165:                                              ; preds = %162
  %166 = load i32, ptr %17, align 4, !dbg !274
  %167 = mul nsw i32 %166, 40, !dbg !275
  %168 = load i32, ptr %18, align 4, !dbg !276
  %169 = add nsw i32 %167, %168, !dbg !277
  %170 = load i32, ptr %17, align 4, !dbg !278
  %171 = sext i32 %170 to i64, !dbg !279
  %172 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %171, !dbg !279
  %173 = load i32, ptr %18, align 4, !dbg !280
  %174 = sext i32 %173 to i64, !dbg !279
  %175 = getelementptr inbounds [40 x i32], ptr %172, i64 0, i64 %174, !dbg !279
  store i32 %169, ptr %175, align 4, !dbg !281
  br label %176, !dbg !279

176:                                              ; preds = %165
  %177 = load i32, ptr %18, align 4, !dbg !282
  %178 = add nsw i32 %177, 1, !dbg !282
  store i32 %178, ptr %18, align 4, !dbg !282
  br label %162, !dbg !283, !llvm.loop !284

179:                                              ; preds = %162
  br label %180, !dbg !285

180:                                              ; preds = %179
  %181 = load i32, ptr %17, align 4, !dbg !286
  %182 = add nsw i32 %181, 1, !dbg !286
  store i32 %182, ptr %17, align 4, !dbg !286
  br label %158, !dbg !287, !llvm.loop !288

183:                                              ; preds = %158
    #dbg_declare(ptr %19, !290, !DIExpression(), !291)
  store i64 0, ptr %19, align 8, !dbg !291
    #dbg_declare(ptr %20, !292, !DIExpression(), !294)
  store i32 0, ptr %20, align 4, !dbg !294
  br label %184, !dbg !295

184:                                              ; preds = %208, %183
  %185 = load i32, ptr %20, align 4, !dbg !296
  %186 = icmp slt i32 %185, 40, !dbg !298
  br i1 %186, label %187, label %211, !dbg !299

187:                                              ; preds = %184
  %188 = load i32, ptr %20, align 4, !dbg !300
  %189 = sext i32 %188 to i64, !dbg !301
  %190 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %189, !dbg !301
  %191 = load i32, ptr %20, align 4, !dbg !302
  %192 = sext i32 %191 to i64, !dbg !301
  %193 = getelementptr inbounds [40 x i32], ptr %190, i64 0, i64 %192, !dbg !301
  %194 = load i32, ptr %193, align 4, !dbg !301
  %195 = load i32, ptr %20, align 4, !dbg !303
  %196 = sub nsw i32 49, %195, !dbg !304
  %197 = sext i32 %196 to i64, !dbg !305
  %198 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i64 0, i64 %197, !dbg !305
  %199 = load i32, ptr %20, align 4, !dbg !306
  %200 = sub nsw i32 39, %199, !dbg !307
  %201 = sext i32 %200 to i64, !dbg !305
  %202 = getelementptr inbounds [40 x i32], ptr %198, i64 0, i64 %201, !dbg !305
  %203 = load i32, ptr %202, align 4, !dbg !305
  %204 = add nsw i32 %194, %203, !dbg !308
  %205 = sext i32 %204 to i64, !dbg !301
  %206 = load i64, ptr %19, align 8, !dbg !309
  %207 = add nsw i64 %206, %205, !dbg !309
  store i64 %207, ptr %19, align 8, !dbg !309
  br label %208, !dbg !310

208:                                              ; preds = %187
  %209 = load i32, ptr %20, align 4, !dbg !311
  %210 = add nsw i32 %209, 1, !dbg !311
  store i32 %210, ptr %20, align 4, !dbg !311
  br label %184, !dbg !312, !llvm.loop !313

211:                                              ; preds = %184
  %212 = load i64, ptr %19, align 8, !dbg !315
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %212), !dbg !316
  ret i32 0, !dbg !317
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_to(i64 noundef %0) #0 !dbg !318 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !321, !DIExpression(), !322)
    #dbg_declare(ptr %3, !323, !DIExpression(), !324)
  store i64 0, ptr %3, align 8, !dbg !324
    #dbg_declare(ptr %4, !325, !DIExpression(), !327)
  store i64 1, ptr %4, align 8, !dbg !327
  br label %5, !dbg !328

5:                                                ; preds = %13, %1
  %6 = load i64, ptr %4, align 8, !dbg !329
  %7 = load i64, ptr %2, align 8, !dbg !331
  %8 = icmp sle i64 %6, %7, !dbg !332
  br i1 %8, label %9, label %16, !dbg !333

9:                                                ; preds = %5
  %10 = load i64, ptr %4, align 8, !dbg !334
  %11 = load i64, ptr %3, align 8, !dbg !335
  %12 = add nsw i64 %11, %10, !dbg !335
  store i64 %12, ptr %3, align 8, !dbg !335
  br label %13, !dbg !336

13:                                               ; preds = %9
  %14 = load i64, ptr %4, align 8, !dbg !337
  %15 = add nsw i64 %14, 1, !dbg !337
  store i64 %15, ptr %4, align 8, !dbg !337
  br label %5, !dbg !338, !llvm.loop !339

16:                                               ; preds = %5
  %17 = load i64, ptr %3, align 8, !dbg !341
  ret i64 %17, !dbg !342
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_squares(i32 noundef %0) #0 !dbg !343 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !346, !DIExpression(), !347)
    #dbg_declare(ptr %3, !348, !DIExpression(), !349)
  store i64 0, ptr %3, align 8, !dbg !349
    #dbg_declare(ptr %4, !350, !DIExpression(), !352)
  store i32 0, ptr %4, align 4, !dbg !352
  br label %5, !dbg !353

5:                                                ; preds = %17, %1
  %6 = load i32, ptr %4, align 4, !dbg !354
  %7 = load i32, ptr %2, align 4, !dbg !356
  %8 = icmp ult i32 %6, %7, !dbg !357
  br i1 %8, label %9, label %20, !dbg !358

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !359
  %11 = zext i32 %10 to i64, !dbg !360
  %12 = load i32, ptr %4, align 4, !dbg !361
  %13 = zext i32 %12 to i64, !dbg !361
  %14 = mul i64 %11, %13, !dbg !362
  %15 = load i64, ptr %3, align 8, !dbg !363
  %16 = add i64 %15, %14, !dbg !363
  store i64 %16, ptr %3, align 8, !dbg !363
  br label %17, !dbg !364

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4, !dbg !365
  %19 = add i32 %18, 1, !dbg !365
  store i32 %19, ptr %4, align 4, !dbg !365
  br label %5, !dbg !366, !llvm.loop !367

20:                                               ; preds = %5
  %21 = load i64, ptr %3, align 8, !dbg !369
  ret i64 %21, !dbg !370
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @unswitch(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !371 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !376, !DIExpression(), !377)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !378, !DIExpression(), !379)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !380, !DIExpression(), !381)
    #dbg_declare(ptr %7, !382, !DIExpression(), !383)
  store i64 0, ptr %7, align 8, !dbg !383
    #dbg_declare(ptr %8, !384, !DIExpression(), !386)
  store i32 0, ptr %8, align 4, !dbg !386
  br label %9, !dbg !387

9:                                                ; preds = %36, %3
  %10 = load i32, ptr %8, align 4, !dbg !388
  %11 = load i32, ptr %5, align 4, !dbg !390
  %12 = icmp slt i32 %10, %11, !dbg !391
  br i1 %12, label %13, label %39, !dbg !392

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4, !dbg !393
  %15 = icmp ne i32 %14, 0, !dbg !393
  br i1 %15, label %16, label %26, !dbg !396

16:                                               ; preds = %13
  %17 = load ptr, ptr %4, align 8, !dbg !397
  %18 = load i32, ptr %8, align 4, !dbg !398
  %19 = sext i32 %18 to i64, !dbg !397
  %20 = getelementptr inbounds i32, ptr %17, i64 %19, !dbg !397
  %21 = load i32, ptr %20, align 4, !dbg !397
  %22 = mul nsw i32 %21, 2, !dbg !399
  %23 = sext i32 %22 to i64, !dbg !397
  %24 = load i64, ptr %7, align 8, !dbg !400
  %25 = add nsw i64 %24, %23, !dbg !400
  store i64 %25, ptr %7, align 8, !dbg !400
  br label %35, !dbg !401

26:                                               ; preds = %13
  %27 = load ptr, ptr %4, align 8, !dbg !402
  %28 = load i32, ptr %8, align 4, !dbg !403
  %29 = sext i32 %28 to i64, !dbg !402
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !402
  %31 = load i32, ptr %30, align 4, !dbg !402
  %32 = sext i32 %31 to i64, !dbg !402
  %33 = load i64, ptr %7, align 8, !dbg !404
  %34 = sub nsw i64 %33, %32, !dbg !404
  store i64 %34, ptr %7, align 8, !dbg !404
  br label %35

35:                                               ; preds = %26, %16
  br label %36, !dbg !405

36:                                               ; preds = %35
  %37 = load i32, ptr %8, align 4, !dbg !406
  %38 = add nsw i32 %37, 1, !dbg !406
  store i32 %38, ptr %8, align 4, !dbg !406
  br label %9, !dbg !407, !llvm.loop !408

39:                                               ; preds = %9
  %40 = load i64, ptr %7, align 8, !dbg !410
  ret i64 %40, !dbg !411
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find_first_gt(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !412 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !415, !DIExpression(), !416)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !417, !DIExpression(), !418)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !419, !DIExpression(), !420)
    #dbg_declare(ptr %8, !421, !DIExpression(), !423)
  store i32 0, ptr %8, align 4, !dbg !423
  br label %9, !dbg !424

9:                                                ; preds = %24, %3
  %10 = load i32, ptr %8, align 4, !dbg !425
  %11 = load i32, ptr %6, align 4, !dbg !427
  %12 = icmp slt i32 %10, %11, !dbg !428
  br i1 %12, label %13, label %27, !dbg !429

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8, !dbg !430
  %15 = load i32, ptr %8, align 4, !dbg !432
  %16 = sext i32 %15 to i64, !dbg !430
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !430
  %18 = load i32, ptr %17, align 4, !dbg !430
  %19 = load i32, ptr %7, align 4, !dbg !433
  %20 = icmp sgt i32 %18, %19, !dbg !434
  br i1 %20, label %21, label %23, !dbg !435

21:                                               ; preds = %13
  %22 = load i32, ptr %8, align 4, !dbg !436
  store i32 %22, ptr %4, align 4, !dbg !437
  br label %28, !dbg !437

23:                                               ; preds = %13
  br label %24, !dbg !433

24:                                               ; preds = %23
  %25 = load i32, ptr %8, align 4, !dbg !438
  %26 = add nsw i32 %25, 1, !dbg !438
  store i32 %26, ptr %8, align 4, !dbg !438
  br label %9, !dbg !439, !llvm.loop !440

27:                                               ; preds = %9
  store i32 -1, ptr %4, align 4, !dbg !442
  br label %28, !dbg !442

28:                                               ; preds = %27, %21
  %29 = load i32, ptr %4, align 4, !dbg !443
  ret i32 %29, !dbg !443
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @zero_fill(ptr noundef %0, i32 noundef %1) #0 !dbg !444 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !448, !DIExpression(), !449)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !450, !DIExpression(), !451)
    #dbg_declare(ptr %5, !452, !DIExpression(), !454)
  store i32 0, ptr %5, align 4, !dbg !454
  br label %6, !dbg !455

6:                                                ; preds = %15, %2
  %7 = load i32, ptr %5, align 4, !dbg !456
  %8 = load i32, ptr %4, align 4, !dbg !458
  %9 = icmp slt i32 %7, %8, !dbg !459
  br i1 %9, label %10, label %18, !dbg !460

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8, !dbg !461
  %12 = load i32, ptr %5, align 4, !dbg !462
  %13 = sext i32 %12 to i64, !dbg !461
  %14 = getelementptr inbounds i32, ptr %11, i64 %13, !dbg !461
  store i32 0, ptr %14, align 4, !dbg !463
  br label %15, !dbg !461

15:                                               ; preds = %10
  %16 = load i32, ptr %5, align 4, !dbg !464
  %17 = add nsw i32 %16, 1, !dbg !464
  store i32 %17, ptr %5, align 4, !dbg !464
  br label %6, !dbg !465, !llvm.loop !466

18:                                               ; preds = %6
  ret void, !dbg !468
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @copy_fwd(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !469 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !477, !DIExpression(), !478)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !479, !DIExpression(), !480)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !481, !DIExpression(), !482)
    #dbg_declare(ptr %7, !483, !DIExpression(), !485)
  store i32 0, ptr %7, align 4, !dbg !485
  br label %8, !dbg !486

8:                                                ; preds = %22, %3
  %9 = load i32, ptr %7, align 4, !dbg !487
  %10 = load i32, ptr %6, align 4, !dbg !489
  %11 = icmp slt i32 %9, %10, !dbg !490
  br i1 %11, label %12, label %25, !dbg !491

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8, !dbg !492
  %14 = load i32, ptr %7, align 4, !dbg !493
  %15 = sext i32 %14 to i64, !dbg !492
  %16 = getelementptr inbounds i8, ptr %13, i64 %15, !dbg !492
  %17 = load i8, ptr %16, align 1, !dbg !492
  %18 = load ptr, ptr %4, align 8, !dbg !494
  %19 = load i32, ptr %7, align 4, !dbg !495
  %20 = sext i32 %19 to i64, !dbg !494
  %21 = getelementptr inbounds i8, ptr %18, i64 %20, !dbg !494
  store i8 %17, ptr %21, align 1, !dbg !496
  br label %22, !dbg !494

22:                                               ; preds = %12
  %23 = load i32, ptr %7, align 4, !dbg !497
  %24 = add nsw i32 %23, 1, !dbg !497
  store i32 %24, ptr %7, align 4, !dbg !497
  br label %8, !dbg !498, !llvm.loop !499

25:                                               ; preds = %8
  ret void, !dbg !501
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_strlen(ptr noundef %0) #0 !dbg !502 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !505, !DIExpression(), !506)
    #dbg_declare(ptr %3, !507, !DIExpression(), !508)
  store i32 0, ptr %3, align 4, !dbg !508
  br label %4, !dbg !509

4:                                                ; preds = %11, %1
  %5 = load ptr, ptr %2, align 8, !dbg !510
  %6 = load i32, ptr %3, align 4, !dbg !511
  %7 = sext i32 %6 to i64, !dbg !510
  %8 = getelementptr inbounds i8, ptr %5, i64 %7, !dbg !510
  %9 = load i8, ptr %8, align 1, !dbg !510
  %10 = icmp ne i8 %9, 0, !dbg !509
  br i1 %10, label %11, label %14, !dbg !509

11:                                               ; preds = %4
  %12 = load i32, ptr %3, align 4, !dbg !512
  %13 = add nsw i32 %12, 1, !dbg !512
  store i32 %13, ptr %3, align 4, !dbg !512
  br label %4, !dbg !509, !llvm.loop !513

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4, !dbg !514
  ret i32 %15, !dbg !515
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gcd_tail(i64 noundef %0, i64 noundef %1) #0 !dbg !516 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !519, !DIExpression(), !520)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !521, !DIExpression(), !522)
  %5 = load i64, ptr %4, align 8, !dbg !523
  %6 = icmp ne i64 %5, 0, !dbg !523
  br i1 %6, label %7, label %13, !dbg !523

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8, !dbg !524
  %9 = load i64, ptr %3, align 8, !dbg !525
  %10 = load i64, ptr %4, align 8, !dbg !526
  %11 = srem i64 %9, %10, !dbg !527
  %12 = call i64 @gcd_tail(i64 noundef %8, i64 noundef %11), !dbg !528
  br label %15, !dbg !523

13:                                               ; preds = %2
  %14 = load i64, ptr %3, align 8, !dbg !529
  br label %15, !dbg !523

15:                                               ; preds = %13, %7
  %16 = phi i64 [ %12, %7 ], [ %14, %13 ], !dbg !523
  ret i64 %16, !dbg !530
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @acc_tail(i32 noundef %0, i64 noundef %1) #0 !dbg !531 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !534, !DIExpression(), !535)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !536, !DIExpression(), !537)
  %5 = load i32, ptr %3, align 4, !dbg !538
  %6 = icmp eq i32 %5, 0, !dbg !539
  br i1 %6, label %7, label %9, !dbg !538

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8, !dbg !540
  br label %19, !dbg !538

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4, !dbg !541
  %11 = sub nsw i32 %10, 1, !dbg !542
  %12 = load i64, ptr %4, align 8, !dbg !543
  %13 = mul nsw i64 %12, 3, !dbg !544
  %14 = srem i64 %13, 1000003, !dbg !545
  %15 = load i32, ptr %3, align 4, !dbg !546
  %16 = sext i32 %15 to i64, !dbg !546
  %17 = add nsw i64 %14, %16, !dbg !547
  %18 = call i64 @acc_tail(i32 noundef %11, i64 noundef %17), !dbg !548
  br label %19, !dbg !538

19:                                               ; preds = %9, %7
  %20 = phi i64 [ %8, %7 ], [ %18, %9 ], !dbg !538
  ret i64 %20, !dbg !549
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcount_loop(i32 noundef %0) #0 !dbg !550 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !553, !DIExpression(), !554)
    #dbg_declare(ptr %3, !555, !DIExpression(), !556)
  store i32 0, ptr %3, align 4, !dbg !556
  br label %4, !dbg !557

4:                                                ; preds = %7, %1
  %5 = load i32, ptr %2, align 4, !dbg !558
  %6 = icmp ne i32 %5, 0, !dbg !557
  br i1 %6, label %7, label %14, !dbg !557

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4, !dbg !559
  %9 = and i32 %8, 1, !dbg !561
  %10 = load i32, ptr %3, align 4, !dbg !562
  %11 = add i32 %10, %9, !dbg !562
  store i32 %11, ptr %3, align 4, !dbg !562
  %12 = load i32, ptr %2, align 4, !dbg !563
  %13 = lshr i32 %12, 1, !dbg !563
  store i32 %13, ptr %2, align 4, !dbg !563
  br label %4, !dbg !557, !llvm.loop !564

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4, !dbg !566
  ret i32 %15, !dbg !567
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_leading(i32 noundef %0) #0 !dbg !568 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !571, !DIExpression(), !572)
    #dbg_declare(ptr %3, !573, !DIExpression(), !574)
  store i32 0, ptr %3, align 4, !dbg !574
  br label %4, !dbg !575

4:                                                ; preds = %14, %1
  %5 = load i32, ptr %3, align 4, !dbg !576
  %6 = icmp slt i32 %5, 32, !dbg !577
  br i1 %6, label %7, label %12, !dbg !578

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4, !dbg !579
  %9 = and i32 %8, -2147483648, !dbg !580
  %10 = icmp ne i32 %9, 0, !dbg !581
  %11 = xor i1 %10, true, !dbg !581
  br label %12

12:                                               ; preds = %7, %4
  %13 = phi i1 [ false, %4 ], [ %11, %7 ], !dbg !582
  br i1 %13, label %14, label %19, !dbg !575

14:                                               ; preds = %12
  %15 = load i32, ptr %2, align 4, !dbg !583
  %16 = shl i32 %15, 1, !dbg !583
  store i32 %16, ptr %2, align 4, !dbg !583
  %17 = load i32, ptr %3, align 4, !dbg !585
  %18 = add nsw i32 %17, 1, !dbg !585
  store i32 %18, ptr %3, align 4, !dbg !585
  br label %4, !dbg !575, !llvm.loop !586

19:                                               ; preds = %12
  %20 = load i32, ptr %3, align 4, !dbg !588
  ret i32 %20, !dbg !589
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "loop_idioms.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "289fc52afc525906147838a6d34e1e87")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 33)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 25)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 496, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 62)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 23)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 27)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 41)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 20)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "grid", scope: !44, file: !2, line: 115, type: !59, isLocal: true, isDefinition: true)
!44 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 78, type: !45, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !48, retainedNodes: !58)
!45 = !DISubroutineType(types: !46)
!46 = !{!47}
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !52, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !4, !51}
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !53}
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 10)
!58 = !{}
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 64000, elements: !60)
!60 = !{!61, !62}
!61 = !DISubrange(count: 50)
!62 = !DISubrange(count: 40)
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"frame-pointer", i32 2}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = !DILocalVariable(name: "n", scope: !72, file: !2, line: 79, type: !73)
!72 = distinct !DILexicalBlock(scope: !44, file: !2, line: 79, column: 5)
!73 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!74 = !DILocation(line: 79, column: 15, scope: !72)
!75 = !DILocation(line: 79, column: 10, scope: !72)
!76 = !DILocation(line: 79, column: 22, scope: !77)
!77 = distinct !DILexicalBlock(scope: !72, file: !2, line: 79, column: 5)
!78 = !DILocation(line: 79, column: 24, scope: !77)
!79 = !DILocation(line: 79, column: 5, scope: !72)
!80 = !DILocation(line: 80, column: 53, scope: !77)
!81 = !DILocation(line: 80, column: 63, scope: !77)
!82 = !DILocation(line: 80, column: 56, scope: !77)
!83 = !DILocation(line: 80, column: 89, scope: !77)
!84 = !DILocation(line: 80, column: 79, scope: !77)
!85 = !DILocation(line: 80, column: 67, scope: !77)
!86 = !DILocation(line: 80, column: 9, scope: !77)
!87 = !DILocation(line: 79, column: 39, scope: !77)
!88 = !DILocation(line: 79, column: 41, scope: !77)
!89 = !DILocation(line: 79, column: 46, scope: !77)
!90 = !DILocation(line: 79, column: 37, scope: !77)
!91 = !DILocation(line: 79, column: 5, scope: !77)
!92 = distinct !{!92, !79, !93, !94}
!93 = !DILocation(line: 80, column: 91, scope: !72)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocalVariable(name: "a", scope: !44, file: !2, line: 81, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 9600, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 300)
!99 = !DILocation(line: 81, column: 9, scope: !44)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 82, type: !47)
!101 = distinct !DILexicalBlock(scope: !44, file: !2, line: 82, column: 5)
!102 = !DILocation(line: 82, column: 14, scope: !101)
!103 = !DILocation(line: 82, column: 10, scope: !101)
!104 = !DILocation(line: 82, column: 21, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !2, line: 82, column: 5)
!106 = !DILocation(line: 82, column: 23, scope: !105)
!107 = !DILocation(line: 82, column: 5, scope: !101)
!108 = !DILocation(line: 83, column: 16, scope: !105)
!109 = !DILocation(line: 83, column: 18, scope: !105)
!110 = !DILocation(line: 83, column: 22, scope: !105)
!111 = !DILocation(line: 83, column: 27, scope: !105)
!112 = !DILocation(line: 83, column: 11, scope: !105)
!113 = !DILocation(line: 83, column: 9, scope: !105)
!114 = !DILocation(line: 83, column: 14, scope: !105)
!115 = !DILocation(line: 82, column: 31, scope: !105)
!116 = !DILocation(line: 82, column: 5, scope: !105)
!117 = distinct !{!117, !107, !118, !94}
!118 = !DILocation(line: 83, column: 29, scope: !101)
!119 = !DILocation(line: 84, column: 44, scope: !44)
!120 = !DILocation(line: 84, column: 35, scope: !44)
!121 = !DILocation(line: 84, column: 65, scope: !44)
!122 = !DILocation(line: 84, column: 56, scope: !44)
!123 = !DILocation(line: 84, column: 5, scope: !44)
!124 = !DILocation(line: 85, column: 55, scope: !44)
!125 = !DILocation(line: 85, column: 41, scope: !44)
!126 = !DILocation(line: 85, column: 81, scope: !44)
!127 = !DILocation(line: 85, column: 67, scope: !44)
!128 = !DILocation(line: 86, column: 26, scope: !44)
!129 = !DILocation(line: 86, column: 12, scope: !44)
!130 = !DILocation(line: 85, column: 5, scope: !44)
!131 = !DILocation(line: 87, column: 15, scope: !44)
!132 = !DILocation(line: 87, column: 17, scope: !44)
!133 = !DILocation(line: 87, column: 5, scope: !44)
!134 = !DILocalVariable(name: "s", scope: !44, file: !2, line: 88, type: !73)
!135 = !DILocation(line: 88, column: 10, scope: !44)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 89, type: !47)
!137 = distinct !DILexicalBlock(scope: !44, file: !2, line: 89, column: 5)
!138 = !DILocation(line: 89, column: 14, scope: !137)
!139 = !DILocation(line: 89, column: 10, scope: !137)
!140 = !DILocation(line: 89, column: 21, scope: !141)
!141 = distinct !DILexicalBlock(scope: !137, file: !2, line: 89, column: 5)
!142 = !DILocation(line: 89, column: 23, scope: !141)
!143 = !DILocation(line: 89, column: 5, scope: !137)
!144 = !DILocation(line: 90, column: 16, scope: !141)
!145 = !DILocation(line: 90, column: 14, scope: !141)
!146 = !DILocation(line: 90, column: 11, scope: !141)
!147 = !DILocation(line: 90, column: 9, scope: !141)
!148 = !DILocation(line: 89, column: 31, scope: !141)
!149 = !DILocation(line: 89, column: 5, scope: !141)
!150 = distinct !{!150, !143, !151, !94}
!151 = !DILocation(line: 90, column: 17, scope: !137)
!152 = !DILocation(line: 91, column: 78, scope: !44)
!153 = !DILocation(line: 91, column: 81, scope: !44)
!154 = !DILocation(line: 91, column: 87, scope: !44)
!155 = !DILocation(line: 92, column: 12, scope: !44)
!156 = !DILocation(line: 92, column: 20, scope: !44)
!157 = !DILocation(line: 91, column: 5, scope: !44)
!158 = !DILocalVariable(name: "src", scope: !44, file: !2, line: 93, type: !159)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 800, elements: !160)
!160 = !{!161}
!161 = !DISubrange(count: 100)
!162 = !DILocation(line: 93, column: 10, scope: !44)
!163 = !DILocalVariable(name: "dst", scope: !44, file: !2, line: 93, type: !159)
!164 = !DILocation(line: 93, column: 20, scope: !44)
!165 = !DILocalVariable(name: "i", scope: !166, file: !2, line: 94, type: !47)
!166 = distinct !DILexicalBlock(scope: !44, file: !2, line: 94, column: 5)
!167 = !DILocation(line: 94, column: 14, scope: !166)
!168 = !DILocation(line: 94, column: 10, scope: !166)
!169 = !DILocation(line: 94, column: 21, scope: !170)
!170 = distinct !DILexicalBlock(scope: !166, file: !2, line: 94, column: 5)
!171 = !DILocation(line: 94, column: 23, scope: !170)
!172 = !DILocation(line: 94, column: 5, scope: !166)
!173 = !DILocation(line: 95, column: 31, scope: !170)
!174 = !DILocation(line: 95, column: 33, scope: !170)
!175 = !DILocation(line: 95, column: 29, scope: !170)
!176 = !DILocation(line: 95, column: 18, scope: !170)
!177 = !DILocation(line: 95, column: 13, scope: !170)
!178 = !DILocation(line: 95, column: 9, scope: !170)
!179 = !DILocation(line: 95, column: 16, scope: !170)
!180 = !DILocation(line: 94, column: 30, scope: !170)
!181 = !DILocation(line: 94, column: 5, scope: !170)
!182 = distinct !{!182, !172, !183, !94}
!183 = !DILocation(line: 95, column: 37, scope: !166)
!184 = !DILocation(line: 96, column: 5, scope: !44)
!185 = !DILocation(line: 96, column: 13, scope: !44)
!186 = !DILocation(line: 97, column: 5, scope: !44)
!187 = !DILocation(line: 98, column: 14, scope: !44)
!188 = !DILocation(line: 98, column: 19, scope: !44)
!189 = !DILocation(line: 98, column: 5, scope: !44)
!190 = !DILocation(line: 99, column: 49, scope: !44)
!191 = !DILocation(line: 99, column: 39, scope: !44)
!192 = !DILocation(line: 99, column: 55, scope: !44)
!193 = !DILocation(line: 99, column: 59, scope: !44)
!194 = !DILocation(line: 99, column: 5, scope: !44)
!195 = !DILocation(line: 100, column: 43, scope: !44)
!196 = !DILocation(line: 100, column: 78, scope: !44)
!197 = !DILocation(line: 100, column: 5, scope: !44)
!198 = !DILocalVariable(name: "pc", scope: !44, file: !2, line: 101, type: !50)
!199 = !DILocation(line: 101, column: 14, scope: !44)
!200 = !DILocalVariable(name: "cl", scope: !44, file: !2, line: 102, type: !47)
!201 = !DILocation(line: 102, column: 9, scope: !44)
!202 = !DILocalVariable(name: "x", scope: !203, file: !2, line: 103, type: !50)
!203 = distinct !DILexicalBlock(scope: !44, file: !2, line: 103, column: 5)
!204 = !DILocation(line: 103, column: 19, scope: !203)
!205 = !DILocation(line: 103, column: 10, scope: !203)
!206 = !DILocation(line: 103, column: 26, scope: !207)
!207 = distinct !DILexicalBlock(scope: !203, file: !2, line: 103, column: 5)
!208 = !DILocation(line: 103, column: 28, scope: !207)
!209 = !DILocation(line: 103, column: 5, scope: !203)
!210 = !DILocation(line: 104, column: 29, scope: !211)
!211 = distinct !DILexicalBlock(scope: !207, file: !2, line: 103, column: 54)
!212 = !DILocation(line: 104, column: 15, scope: !211)
!213 = !DILocation(line: 104, column: 12, scope: !211)
!214 = !DILocation(line: 105, column: 29, scope: !211)
!215 = !DILocation(line: 105, column: 15, scope: !211)
!216 = !DILocation(line: 105, column: 12, scope: !211)
!217 = !DILocation(line: 106, column: 5, scope: !211)
!218 = !DILocation(line: 103, column: 43, scope: !207)
!219 = !DILocation(line: 103, column: 45, scope: !207)
!220 = !DILocation(line: 103, column: 49, scope: !207)
!221 = !DILocation(line: 103, column: 41, scope: !207)
!222 = !DILocation(line: 103, column: 5, scope: !207)
!223 = distinct !{!223, !209, !224, !94}
!224 = !DILocation(line: 106, column: 5, scope: !203)
!225 = !DILocation(line: 107, column: 57, scope: !44)
!226 = !DILocation(line: 107, column: 61, scope: !44)
!227 = !DILocation(line: 107, column: 65, scope: !44)
!228 = !DILocation(line: 107, column: 5, scope: !44)
!229 = !DILocalVariable(name: "base", scope: !44, file: !2, line: 109, type: !47)
!230 = !DILocation(line: 109, column: 9, scope: !44)
!231 = !DILocalVariable(name: "scale", scope: !44, file: !2, line: 109, type: !47)
!232 = !DILocation(line: 109, column: 20, scope: !44)
!233 = !DILocalVariable(name: "inv", scope: !44, file: !2, line: 110, type: !73)
!234 = !DILocation(line: 110, column: 10, scope: !44)
!235 = !DILocalVariable(name: "i", scope: !236, file: !2, line: 111, type: !47)
!236 = distinct !DILexicalBlock(scope: !44, file: !2, line: 111, column: 5)
!237 = !DILocation(line: 111, column: 14, scope: !236)
!238 = !DILocation(line: 111, column: 10, scope: !236)
!239 = !DILocation(line: 111, column: 21, scope: !240)
!240 = distinct !DILexicalBlock(scope: !236, file: !2, line: 111, column: 5)
!241 = !DILocation(line: 111, column: 23, scope: !240)
!242 = !DILocation(line: 111, column: 5, scope: !236)
!243 = !DILocation(line: 112, column: 17, scope: !240)
!244 = !DILocation(line: 112, column: 24, scope: !240)
!245 = !DILocation(line: 112, column: 22, scope: !240)
!246 = !DILocation(line: 112, column: 32, scope: !240)
!247 = !DILocation(line: 112, column: 30, scope: !240)
!248 = !DILocation(line: 112, column: 35, scope: !240)
!249 = !DILocation(line: 112, column: 16, scope: !240)
!250 = !DILocation(line: 112, column: 13, scope: !240)
!251 = !DILocation(line: 112, column: 9, scope: !240)
!252 = !DILocation(line: 111, column: 32, scope: !240)
!253 = !DILocation(line: 111, column: 5, scope: !240)
!254 = distinct !{!254, !242, !255, !94}
!255 = !DILocation(line: 112, column: 37, scope: !236)
!256 = !DILocation(line: 113, column: 36, scope: !44)
!257 = !DILocation(line: 113, column: 5, scope: !44)
!258 = !DILocalVariable(name: "i", scope: !259, file: !2, line: 116, type: !47)
!259 = distinct !DILexicalBlock(scope: !44, file: !2, line: 116, column: 5)
!260 = !DILocation(line: 116, column: 14, scope: !259)
!261 = !DILocation(line: 116, column: 10, scope: !259)
!262 = !DILocation(line: 116, column: 21, scope: !263)
!263 = distinct !DILexicalBlock(scope: !259, file: !2, line: 116, column: 5)
!264 = !DILocation(line: 116, column: 23, scope: !263)
!265 = !DILocation(line: 116, column: 5, scope: !259)
!266 = !DILocalVariable(name: "j", scope: !267, file: !2, line: 117, type: !47)
!267 = distinct !DILexicalBlock(scope: !263, file: !2, line: 117, column: 9)
!268 = !DILocation(line: 117, column: 18, scope: !267)
!269 = !DILocation(line: 117, column: 14, scope: !267)
!270 = !DILocation(line: 117, column: 25, scope: !271)
!271 = distinct !DILexicalBlock(scope: !267, file: !2, line: 117, column: 9)
!272 = !DILocation(line: 117, column: 27, scope: !271)
!273 = !DILocation(line: 117, column: 9, scope: !267)
!274 = !DILocation(line: 118, column: 26, scope: !271)
!275 = !DILocation(line: 118, column: 28, scope: !271)
!276 = !DILocation(line: 118, column: 35, scope: !271)
!277 = !DILocation(line: 118, column: 33, scope: !271)
!278 = !DILocation(line: 118, column: 18, scope: !271)
!279 = !DILocation(line: 118, column: 13, scope: !271)
!280 = !DILocation(line: 118, column: 21, scope: !271)
!281 = !DILocation(line: 118, column: 24, scope: !271)
!282 = !DILocation(line: 117, column: 34, scope: !271)
!283 = !DILocation(line: 117, column: 9, scope: !271)
!284 = distinct !{!284, !273, !285, !94}
!285 = !DILocation(line: 118, column: 35, scope: !267)
!286 = !DILocation(line: 116, column: 30, scope: !263)
!287 = !DILocation(line: 116, column: 5, scope: !263)
!288 = distinct !{!288, !265, !289, !94}
!289 = !DILocation(line: 118, column: 35, scope: !259)
!290 = !DILocalVariable(name: "diag", scope: !44, file: !2, line: 119, type: !73)
!291 = !DILocation(line: 119, column: 10, scope: !44)
!292 = !DILocalVariable(name: "k", scope: !293, file: !2, line: 120, type: !47)
!293 = distinct !DILexicalBlock(scope: !44, file: !2, line: 120, column: 5)
!294 = !DILocation(line: 120, column: 14, scope: !293)
!295 = !DILocation(line: 120, column: 10, scope: !293)
!296 = !DILocation(line: 120, column: 21, scope: !297)
!297 = distinct !DILexicalBlock(scope: !293, file: !2, line: 120, column: 5)
!298 = !DILocation(line: 120, column: 23, scope: !297)
!299 = !DILocation(line: 120, column: 5, scope: !293)
!300 = !DILocation(line: 121, column: 22, scope: !297)
!301 = !DILocation(line: 121, column: 17, scope: !297)
!302 = !DILocation(line: 121, column: 25, scope: !297)
!303 = !DILocation(line: 121, column: 40, scope: !297)
!304 = !DILocation(line: 121, column: 38, scope: !297)
!305 = !DILocation(line: 121, column: 30, scope: !297)
!306 = !DILocation(line: 121, column: 48, scope: !297)
!307 = !DILocation(line: 121, column: 46, scope: !297)
!308 = !DILocation(line: 121, column: 28, scope: !297)
!309 = !DILocation(line: 121, column: 14, scope: !297)
!310 = !DILocation(line: 121, column: 9, scope: !297)
!311 = !DILocation(line: 120, column: 30, scope: !297)
!312 = !DILocation(line: 120, column: 5, scope: !297)
!313 = distinct !{!313, !299, !314, !94}
!314 = !DILocation(line: 121, column: 49, scope: !293)
!315 = !DILocation(line: 122, column: 26, scope: !44)
!316 = !DILocation(line: 122, column: 5, scope: !44)
!317 = !DILocation(line: 123, column: 5, scope: !44)
!318 = distinct !DISubprogram(name: "sum_to", scope: !2, file: !2, line: 7, type: !319, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!319 = !DISubroutineType(types: !320)
!320 = !{!73, !73}
!321 = !DILocalVariable(name: "n", arg: 1, scope: !318, file: !2, line: 7, type: !73)
!322 = !DILocation(line: 7, column: 25, scope: !318)
!323 = !DILocalVariable(name: "s", scope: !318, file: !2, line: 8, type: !73)
!324 = !DILocation(line: 8, column: 10, scope: !318)
!325 = !DILocalVariable(name: "i", scope: !326, file: !2, line: 9, type: !73)
!326 = distinct !DILexicalBlock(scope: !318, file: !2, line: 9, column: 5)
!327 = !DILocation(line: 9, column: 15, scope: !326)
!328 = !DILocation(line: 9, column: 10, scope: !326)
!329 = !DILocation(line: 9, column: 22, scope: !330)
!330 = distinct !DILexicalBlock(scope: !326, file: !2, line: 9, column: 5)
!331 = !DILocation(line: 9, column: 27, scope: !330)
!332 = !DILocation(line: 9, column: 24, scope: !330)
!333 = !DILocation(line: 9, column: 5, scope: !326)
!334 = !DILocation(line: 10, column: 14, scope: !330)
!335 = !DILocation(line: 10, column: 11, scope: !330)
!336 = !DILocation(line: 10, column: 9, scope: !330)
!337 = !DILocation(line: 9, column: 31, scope: !330)
!338 = !DILocation(line: 9, column: 5, scope: !330)
!339 = distinct !{!339, !333, !340, !94}
!340 = !DILocation(line: 10, column: 14, scope: !326)
!341 = !DILocation(line: 11, column: 12, scope: !318)
!342 = !DILocation(line: 11, column: 5, scope: !318)
!343 = distinct !DISubprogram(name: "sum_squares", scope: !2, file: !2, line: 14, type: !344, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!344 = !DISubroutineType(types: !345)
!345 = !{!51, !50}
!346 = !DILocalVariable(name: "n", arg: 1, scope: !343, file: !2, line: 14, type: !50)
!347 = !DILocation(line: 14, column: 43, scope: !343)
!348 = !DILocalVariable(name: "s", scope: !343, file: !2, line: 15, type: !51)
!349 = !DILocation(line: 15, column: 19, scope: !343)
!350 = !DILocalVariable(name: "i", scope: !351, file: !2, line: 16, type: !50)
!351 = distinct !DILexicalBlock(scope: !343, file: !2, line: 16, column: 5)
!352 = !DILocation(line: 16, column: 19, scope: !351)
!353 = !DILocation(line: 16, column: 10, scope: !351)
!354 = !DILocation(line: 16, column: 26, scope: !355)
!355 = distinct !DILexicalBlock(scope: !351, file: !2, line: 16, column: 5)
!356 = !DILocation(line: 16, column: 30, scope: !355)
!357 = !DILocation(line: 16, column: 28, scope: !355)
!358 = !DILocation(line: 16, column: 5, scope: !351)
!359 = !DILocation(line: 17, column: 29, scope: !355)
!360 = !DILocation(line: 17, column: 14, scope: !355)
!361 = !DILocation(line: 17, column: 33, scope: !355)
!362 = !DILocation(line: 17, column: 31, scope: !355)
!363 = !DILocation(line: 17, column: 11, scope: !355)
!364 = !DILocation(line: 17, column: 9, scope: !355)
!365 = !DILocation(line: 16, column: 34, scope: !355)
!366 = !DILocation(line: 16, column: 5, scope: !355)
!367 = distinct !{!367, !358, !368, !94}
!368 = !DILocation(line: 17, column: 33, scope: !351)
!369 = !DILocation(line: 18, column: 12, scope: !343)
!370 = !DILocation(line: 18, column: 5, scope: !343)
!371 = distinct !DISubprogram(name: "unswitch", scope: !2, file: !2, line: 38, type: !372, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!372 = !DISubroutineType(types: !373)
!373 = !{!73, !374, !47, !47}
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !375, size: 64)
!375 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!376 = !DILocalVariable(name: "a", arg: 1, scope: !371, file: !2, line: 38, type: !374)
!377 = !DILocation(line: 38, column: 33, scope: !371)
!378 = !DILocalVariable(name: "n", arg: 2, scope: !371, file: !2, line: 38, type: !47)
!379 = !DILocation(line: 38, column: 40, scope: !371)
!380 = !DILocalVariable(name: "mode", arg: 3, scope: !371, file: !2, line: 38, type: !47)
!381 = !DILocation(line: 38, column: 47, scope: !371)
!382 = !DILocalVariable(name: "s", scope: !371, file: !2, line: 39, type: !73)
!383 = !DILocation(line: 39, column: 10, scope: !371)
!384 = !DILocalVariable(name: "i", scope: !385, file: !2, line: 40, type: !47)
!385 = distinct !DILexicalBlock(scope: !371, file: !2, line: 40, column: 5)
!386 = !DILocation(line: 40, column: 14, scope: !385)
!387 = !DILocation(line: 40, column: 10, scope: !385)
!388 = !DILocation(line: 40, column: 21, scope: !389)
!389 = distinct !DILexicalBlock(scope: !385, file: !2, line: 40, column: 5)
!390 = !DILocation(line: 40, column: 25, scope: !389)
!391 = !DILocation(line: 40, column: 23, scope: !389)
!392 = !DILocation(line: 40, column: 5, scope: !385)
!393 = !DILocation(line: 41, column: 13, scope: !394)
!394 = distinct !DILexicalBlock(scope: !395, file: !2, line: 41, column: 13)
!395 = distinct !DILexicalBlock(scope: !389, file: !2, line: 40, column: 33)
!396 = !DILocation(line: 41, column: 13, scope: !395)
!397 = !DILocation(line: 42, column: 18, scope: !394)
!398 = !DILocation(line: 42, column: 20, scope: !394)
!399 = !DILocation(line: 42, column: 23, scope: !394)
!400 = !DILocation(line: 42, column: 15, scope: !394)
!401 = !DILocation(line: 42, column: 13, scope: !394)
!402 = !DILocation(line: 44, column: 18, scope: !394)
!403 = !DILocation(line: 44, column: 20, scope: !394)
!404 = !DILocation(line: 44, column: 15, scope: !394)
!405 = !DILocation(line: 45, column: 5, scope: !395)
!406 = !DILocation(line: 40, column: 29, scope: !389)
!407 = !DILocation(line: 40, column: 5, scope: !389)
!408 = distinct !{!408, !392, !409, !94}
!409 = !DILocation(line: 45, column: 5, scope: !385)
!410 = !DILocation(line: 46, column: 12, scope: !371)
!411 = !DILocation(line: 46, column: 5, scope: !371)
!412 = distinct !DISubprogram(name: "find_first_gt", scope: !2, file: !2, line: 53, type: !413, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!413 = !DISubroutineType(types: !414)
!414 = !{!47, !374, !47, !47}
!415 = !DILocalVariable(name: "a", arg: 1, scope: !412, file: !2, line: 53, type: !374)
!416 = !DILocation(line: 53, column: 37, scope: !412)
!417 = !DILocalVariable(name: "n", arg: 2, scope: !412, file: !2, line: 53, type: !47)
!418 = !DILocation(line: 53, column: 44, scope: !412)
!419 = !DILocalVariable(name: "t", arg: 3, scope: !412, file: !2, line: 53, type: !47)
!420 = !DILocation(line: 53, column: 51, scope: !412)
!421 = !DILocalVariable(name: "i", scope: !422, file: !2, line: 54, type: !47)
!422 = distinct !DILexicalBlock(scope: !412, file: !2, line: 54, column: 5)
!423 = !DILocation(line: 54, column: 14, scope: !422)
!424 = !DILocation(line: 54, column: 10, scope: !422)
!425 = !DILocation(line: 54, column: 21, scope: !426)
!426 = distinct !DILexicalBlock(scope: !422, file: !2, line: 54, column: 5)
!427 = !DILocation(line: 54, column: 25, scope: !426)
!428 = !DILocation(line: 54, column: 23, scope: !426)
!429 = !DILocation(line: 54, column: 5, scope: !422)
!430 = !DILocation(line: 55, column: 13, scope: !431)
!431 = distinct !DILexicalBlock(scope: !426, file: !2, line: 55, column: 13)
!432 = !DILocation(line: 55, column: 15, scope: !431)
!433 = !DILocation(line: 55, column: 20, scope: !431)
!434 = !DILocation(line: 55, column: 18, scope: !431)
!435 = !DILocation(line: 55, column: 13, scope: !426)
!436 = !DILocation(line: 56, column: 20, scope: !431)
!437 = !DILocation(line: 56, column: 13, scope: !431)
!438 = !DILocation(line: 54, column: 29, scope: !426)
!439 = !DILocation(line: 54, column: 5, scope: !426)
!440 = distinct !{!440, !429, !441, !94}
!441 = !DILocation(line: 56, column: 20, scope: !422)
!442 = !DILocation(line: 57, column: 5, scope: !412)
!443 = !DILocation(line: 58, column: 1, scope: !412)
!444 = distinct !DISubprogram(name: "zero_fill", scope: !2, file: !2, line: 21, type: !445, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!445 = !DISubroutineType(types: !446)
!446 = !{null, !447, !47}
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!448 = !DILocalVariable(name: "a", arg: 1, scope: !444, file: !2, line: 21, type: !447)
!449 = !DILocation(line: 21, column: 28, scope: !444)
!450 = !DILocalVariable(name: "n", arg: 2, scope: !444, file: !2, line: 21, type: !47)
!451 = !DILocation(line: 21, column: 35, scope: !444)
!452 = !DILocalVariable(name: "i", scope: !453, file: !2, line: 22, type: !47)
!453 = distinct !DILexicalBlock(scope: !444, file: !2, line: 22, column: 5)
!454 = !DILocation(line: 22, column: 14, scope: !453)
!455 = !DILocation(line: 22, column: 10, scope: !453)
!456 = !DILocation(line: 22, column: 21, scope: !457)
!457 = distinct !DILexicalBlock(scope: !453, file: !2, line: 22, column: 5)
!458 = !DILocation(line: 22, column: 25, scope: !457)
!459 = !DILocation(line: 22, column: 23, scope: !457)
!460 = !DILocation(line: 22, column: 5, scope: !453)
!461 = !DILocation(line: 23, column: 9, scope: !457)
!462 = !DILocation(line: 23, column: 11, scope: !457)
!463 = !DILocation(line: 23, column: 14, scope: !457)
!464 = !DILocation(line: 22, column: 29, scope: !457)
!465 = !DILocation(line: 22, column: 5, scope: !457)
!466 = distinct !{!466, !460, !467, !94}
!467 = !DILocation(line: 23, column: 16, scope: !453)
!468 = !DILocation(line: 24, column: 1, scope: !444)
!469 = distinct !DISubprogram(name: "copy_fwd", scope: !2, file: !2, line: 26, type: !470, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!470 = !DISubroutineType(types: !471)
!471 = !{null, !472, !474, !47}
!472 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !473)
!473 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!474 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !475)
!475 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !476, size: 64)
!476 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!477 = !DILocalVariable(name: "d", arg: 1, scope: !469, file: !2, line: 26, type: !472)
!478 = !DILocation(line: 26, column: 37, scope: !469)
!479 = !DILocalVariable(name: "s", arg: 2, scope: !469, file: !2, line: 26, type: !474)
!480 = !DILocation(line: 26, column: 61, scope: !469)
!481 = !DILocalVariable(name: "n", arg: 3, scope: !469, file: !2, line: 26, type: !47)
!482 = !DILocation(line: 26, column: 68, scope: !469)
!483 = !DILocalVariable(name: "i", scope: !484, file: !2, line: 27, type: !47)
!484 = distinct !DILexicalBlock(scope: !469, file: !2, line: 27, column: 5)
!485 = !DILocation(line: 27, column: 14, scope: !484)
!486 = !DILocation(line: 27, column: 10, scope: !484)
!487 = !DILocation(line: 27, column: 21, scope: !488)
!488 = distinct !DILexicalBlock(scope: !484, file: !2, line: 27, column: 5)
!489 = !DILocation(line: 27, column: 25, scope: !488)
!490 = !DILocation(line: 27, column: 23, scope: !488)
!491 = !DILocation(line: 27, column: 5, scope: !484)
!492 = !DILocation(line: 28, column: 16, scope: !488)
!493 = !DILocation(line: 28, column: 18, scope: !488)
!494 = !DILocation(line: 28, column: 9, scope: !488)
!495 = !DILocation(line: 28, column: 11, scope: !488)
!496 = !DILocation(line: 28, column: 14, scope: !488)
!497 = !DILocation(line: 27, column: 29, scope: !488)
!498 = !DILocation(line: 27, column: 5, scope: !488)
!499 = distinct !{!499, !491, !500, !94}
!500 = !DILocation(line: 28, column: 19, scope: !484)
!501 = !DILocation(line: 29, column: 1, scope: !469)
!502 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 31, type: !503, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!503 = !DISubroutineType(types: !504)
!504 = !{!47, !475}
!505 = !DILocalVariable(name: "s", arg: 1, scope: !502, file: !2, line: 31, type: !475)
!506 = !DILocation(line: 31, column: 34, scope: !502)
!507 = !DILocalVariable(name: "n", scope: !502, file: !2, line: 32, type: !47)
!508 = !DILocation(line: 32, column: 9, scope: !502)
!509 = !DILocation(line: 33, column: 5, scope: !502)
!510 = !DILocation(line: 33, column: 12, scope: !502)
!511 = !DILocation(line: 33, column: 14, scope: !502)
!512 = !DILocation(line: 34, column: 10, scope: !502)
!513 = distinct !{!513, !509, !512, !94}
!514 = !DILocation(line: 35, column: 12, scope: !502)
!515 = !DILocation(line: 35, column: 5, scope: !502)
!516 = distinct !DISubprogram(name: "gcd_tail", scope: !2, file: !2, line: 49, type: !517, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!517 = !DISubroutineType(types: !518)
!518 = !{!73, !73, !73}
!519 = !DILocalVariable(name: "a", arg: 1, scope: !516, file: !2, line: 49, type: !73)
!520 = !DILocation(line: 49, column: 27, scope: !516)
!521 = !DILocalVariable(name: "b", arg: 2, scope: !516, file: !2, line: 49, type: !73)
!522 = !DILocation(line: 49, column: 35, scope: !516)
!523 = !DILocation(line: 49, column: 47, scope: !516)
!524 = !DILocation(line: 49, column: 60, scope: !516)
!525 = !DILocation(line: 49, column: 63, scope: !516)
!526 = !DILocation(line: 49, column: 67, scope: !516)
!527 = !DILocation(line: 49, column: 65, scope: !516)
!528 = !DILocation(line: 49, column: 51, scope: !516)
!529 = !DILocation(line: 49, column: 72, scope: !516)
!530 = !DILocation(line: 49, column: 40, scope: !516)
!531 = distinct !DISubprogram(name: "acc_tail", scope: !2, file: !2, line: 51, type: !532, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!532 = !DISubroutineType(types: !533)
!533 = !{!73, !47, !73}
!534 = !DILocalVariable(name: "n", arg: 1, scope: !531, file: !2, line: 51, type: !47)
!535 = !DILocation(line: 51, column: 26, scope: !531)
!536 = !DILocalVariable(name: "acc", arg: 2, scope: !531, file: !2, line: 51, type: !73)
!537 = !DILocation(line: 51, column: 34, scope: !531)
!538 = !DILocation(line: 51, column: 48, scope: !531)
!539 = !DILocation(line: 51, column: 50, scope: !531)
!540 = !DILocation(line: 51, column: 57, scope: !531)
!541 = !DILocation(line: 51, column: 72, scope: !531)
!542 = !DILocation(line: 51, column: 74, scope: !531)
!543 = !DILocation(line: 51, column: 79, scope: !531)
!544 = !DILocation(line: 51, column: 83, scope: !531)
!545 = !DILocation(line: 51, column: 87, scope: !531)
!546 = !DILocation(line: 51, column: 99, scope: !531)
!547 = !DILocation(line: 51, column: 97, scope: !531)
!548 = !DILocation(line: 51, column: 63, scope: !531)
!549 = !DILocation(line: 51, column: 41, scope: !531)
!550 = distinct !DISubprogram(name: "popcount_loop", scope: !2, file: !2, line: 60, type: !551, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!551 = !DISubroutineType(types: !552)
!552 = !{!50, !50}
!553 = !DILocalVariable(name: "x", arg: 1, scope: !550, file: !2, line: 60, type: !50)
!554 = !DILocation(line: 60, column: 40, scope: !550)
!555 = !DILocalVariable(name: "c", scope: !550, file: !2, line: 61, type: !50)
!556 = !DILocation(line: 61, column: 14, scope: !550)
!557 = !DILocation(line: 62, column: 5, scope: !550)
!558 = !DILocation(line: 62, column: 12, scope: !550)
!559 = !DILocation(line: 63, column: 14, scope: !560)
!560 = distinct !DILexicalBlock(scope: !550, file: !2, line: 62, column: 15)
!561 = !DILocation(line: 63, column: 16, scope: !560)
!562 = !DILocation(line: 63, column: 11, scope: !560)
!563 = !DILocation(line: 64, column: 11, scope: !560)
!564 = distinct !{!564, !557, !565, !94}
!565 = !DILocation(line: 65, column: 5, scope: !550)
!566 = !DILocation(line: 66, column: 12, scope: !550)
!567 = !DILocation(line: 66, column: 5, scope: !550)
!568 = distinct !DISubprogram(name: "count_leading", scope: !2, file: !2, line: 69, type: !569, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!569 = !DISubroutineType(types: !570)
!570 = !{!47, !50}
!571 = !DILocalVariable(name: "x", arg: 1, scope: !568, file: !2, line: 69, type: !50)
!572 = !DILocation(line: 69, column: 35, scope: !568)
!573 = !DILocalVariable(name: "n", scope: !568, file: !2, line: 70, type: !47)
!574 = !DILocation(line: 70, column: 9, scope: !568)
!575 = !DILocation(line: 71, column: 5, scope: !568)
!576 = !DILocation(line: 71, column: 12, scope: !568)
!577 = !DILocation(line: 71, column: 14, scope: !568)
!578 = !DILocation(line: 71, column: 19, scope: !568)
!579 = !DILocation(line: 71, column: 24, scope: !568)
!580 = !DILocation(line: 71, column: 26, scope: !568)
!581 = !DILocation(line: 71, column: 22, scope: !568)
!582 = !DILocation(line: 0, scope: !568)
!583 = !DILocation(line: 72, column: 11, scope: !584)
!584 = distinct !DILexicalBlock(scope: !568, file: !2, line: 71, column: 42)
!585 = !DILocation(line: 73, column: 10, scope: !584)
!586 = distinct !{!586, !575, !587, !94}
!587 = !DILocation(line: 74, column: 5, scope: !568)
!588 = !DILocation(line: 75, column: 12, scope: !568)
!589 = !DILocation(line: 75, column: 5, scope: !568)
