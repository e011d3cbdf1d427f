; ModuleID = 'loop_idioms.c'
source_filename = "loop_idioms.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [33 x i8] c"sum_to(%ld)=%ld sum_squares=%lu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"unswitch: %ld %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"find_first_gt: %d %d %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [62 x i8] c"after zero_fill sum=%ld a[9]=%d a[10]=%d a[109]=%d a[110]=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [23 x i8] c"copied len=%d tail=%s\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [27 x i8] c"gcd_tail=%ld acc_tail=%ld\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [41 x i8] c"popcounts=%u leading=%d clz(0)-style=%d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [20 x i8] c"invariant loop=%ld\0A\00", align 1, !dbg !37
@main.grid = internal global [50 x [40 x i32]] zeroinitializer, align 4, !dbg !42
@.str.8 = private unnamed_addr constant [10 x i8] c"diag=%ld\0A\00", align 1, !dbg !53

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !44 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [300 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [100 x i8], align 1
  %8 = alloca [100 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !72, !DIExpression(), !75)
  store i32 0, ptr %2, align 4, !dbg !75
  br label %21, !dbg !76

21:                                               ; preds = %31, %0
  %22 = load i32, ptr %2, align 4, !dbg !77
  %23 = icmp sle i32 %22, 100000, !dbg !79
  br i1 %23, label %24, label %35, !dbg !80

24:                                               ; preds = %21
  %25 = load i32, ptr %2, align 4, !dbg !81
  %26 = load i32, ptr %2, align 4, !dbg !82
  %27 = call i32 @sum_to(i32 noundef %26), !dbg !83
  %28 = load i32, ptr %2, align 4, !dbg !84
  %29 = call i32 @sum_squares(i32 noundef %28), !dbg !85
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25, i32 noundef %27, i32 noundef %29), !dbg !86
  br label %31, !dbg !86

31:                                               ; preds = %24
  %32 = load i32, ptr %2, align 4, !dbg !87
  %33 = mul nsw i32 %32, 10, !dbg !88
  %34 = add nsw i32 %33, 1, !dbg !89
  store i32 %34, ptr %2, align 4, !dbg !90
  br label %21, !dbg !91, !llvm.loop !92

35:                                               ; preds = %21
    #dbg_declare(ptr %3, !95, !DIExpression(), !99)
    #dbg_declare(ptr %4, !100, !DIExpression(), !102)
  store i32 0, ptr %4, align 4, !dbg !102
  br label %36, !dbg !103

36:                                               ; preds = %46, %35
  %37 = load i32, ptr %4, align 4, !dbg !104
  %38 = icmp slt i32 %37, 300, !dbg !106
  br i1 %38, label %39, label %49, !dbg !107

39:                                               ; preds = %36
  %40 = load i32, ptr %4, align 4, !dbg !108
  %41 = mul nsw i32 %40, 7, !dbg !109
  %42 = srem i32 %41, 23, !dbg !110
  %43 = sub nsw i32 %42, 11, !dbg !111
  %44 = load i32, ptr %4, align 4, !dbg !112
  %45 = getelementptr inbounds [300 x i32], ptr %3, i32 0, i32 %44, !dbg !113
  store i32 %43, ptr %45, align 4, !dbg !114
  br label %46, !dbg !113

46:                                               ; preds = %39
  %47 = load i32, ptr %4, align 4, !dbg !115
  %48 = add nsw i32 %47, 1, !dbg !115
  store i32 %48, ptr %4, align 4, !dbg !115
  br label %36, !dbg !116, !llvm.loop !117

49:                                               ; preds = %36
  %50 = getelementptr inbounds [300 x i32], ptr %3, i32 0, i32 0, !dbg !119
  %51 = call i32 @unswitch(ptr noundef %50, i32 noundef 300, i32 noundef 1), !dbg !120
  %52 = getelementptr inbounds [300 x i32], ptr %3, i32 0, i32 0, !dbg !121
  %53 = call i32 @unswitch(ptr noundef %52, i32 noundef 300, i32 noundef 0), !dbg !122
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %51, i32 noundef %53), !dbg !123
  %55 = getelementptr inbounds [300 x i32], ptr %3, i32 0, i32 0, !dbg !124
  %56 = call i32 @find_first_gt(ptr noundef %55, i32 noundef 300, i32 noundef 5), !dbg !125
  %57 = getelementptr inbounds [300 x i32], ptr %3, i32 0, i32 0, !dbg !126
  %58 = call i32 @find_first_gt(ptr noundef %57, i32 noundef 300, i32 noundef 11), !dbg !127
  %59 = getelementptr inbounds [300 x i32], ptr %3, i32 0, i32 0, !dbg !128
  %60 = call i32 @find_first_gt(ptr noundef %59, i32 noundef 300, i32 noundef -20), !dbg !129
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %56, i32 noundef %58, i32 noundef %60), !dbg !130
  %62 = getelementptr inbounds [300 x i32], ptr %3, i32 0, i32 0, !dbg !131
  %63 = getelementptr inbounds i32, ptr %62, i32 10, !dbg !132
  call void @zero_fill(ptr noundef %63, i32 noundef 100), !dbg !133
    #dbg_declare(ptr %5, !134, !DIExpression(), !135)
  store i32 0, ptr %5, align 4, !dbg !135
    #dbg_declare(ptr %6, !136, !DIExpression(), !138)
  store i32 0, ptr %6, align 4, !dbg !138
  br label %64, !dbg !139

64:                                               ; preds = %73, %49
  %65 = load i32, ptr %6, align 4, !dbg !140
  %66 = icmp slt i32 %65, 300, !dbg !142
  br i1 %66, label %67, label %76, !dbg !143

67:                                               ; preds = %64
  %68 = load i32, ptr %6, align 4, !dbg !144
  %69 = getelementptr inbounds [300 x i32], ptr %3, i32 0, i32 %68, !dbg !145
  %70 = load i32, ptr %69, align 4, !dbg !145
  %71 = load i32, ptr %5, align 4, !dbg !146
  %72 = add nsw i32 %71, %70, !dbg !146
  store i32 %72, ptr %5, align 4, !dbg !146
  br label %73, !dbg !147

73:                                               ; preds = %67
  %74 = load i32, ptr %6, align 4, !dbg !148
  %75 = add nsw i32 %74, 1, !dbg !148
  store i32 %75, ptr %6, align 4, !dbg !148
  br label %64, !dbg !149, !llvm.loop !150

76:                                               ; preds = %64
  %77 = load i32, ptr %5, align 4, !dbg !152
  %78 = getelementptr inbounds [300 x i32], ptr %3, i32 0, i32 9, !dbg !153
  %79 = load i32, ptr %78, align 4, !dbg !153
  %80 = getelementptr inbounds [300 x i32], ptr %3, i32 0, i32 10, !dbg !154
  %81 = load i32, ptr %80, align 4, !dbg !154
  %82 = getelementptr inbounds [300 x i32], ptr %3, i32 0, i32 109, !dbg !155
  %83 = load i32, ptr %82, align 4, !dbg !155
  %84 = getelementptr inbounds [300 x i32], ptr %3, i32 0, i32 110, !dbg !156
  %85 = load i32, ptr %84, align 4, !dbg !156
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %77, i32 noundef %79, i32 noundef %81, i32 noundef %83, i32 noundef %85), !dbg !157
    #dbg_declare(ptr %7, !158, !DIExpression(), !162)
    #dbg_declare(ptr %8, !163, !DIExpression(), !164)
    #dbg_declare(ptr %9, !165, !DIExpression(), !167)
  store i32 0, ptr %9, align 4, !dbg !167
  br label %87, !dbg !168

87:                                               ; preds = %97, %76
  %88 = load i32, ptr %9, align 4, !dbg !169
  %89 = icmp slt i32 %88, 99, !dbg !171
  br i1 %89, label %90, label %100, !dbg !172

90:                                               ; preds = %87
  %91 = load i32, ptr %9, align 4, !dbg !173
  %92 = srem i32 %91, 26, !dbg !174
  %93 = add nsw i32 65, %92, !dbg !175
  %94 = trunc i32 %93 to i8, !dbg !176
  %95 = load i32, ptr %9, align 4, !dbg !177
  %96 = getelementptr inbounds [100 x i8], ptr %7, i32 0, i32 %95, !dbg !178
  store i8 %94, ptr %96, align 1, !dbg !179
  br label %97, !dbg !178

97:                                               ; preds = %90
  %98 = load i32, ptr %9, align 4, !dbg !180
  %99 = add nsw i32 %98, 1, !dbg !180
  store i32 %99, ptr %9, align 4, !dbg !180
  br label %87, !dbg !181, !llvm.loop !182

100:                                              ; preds = %87
  %101 = getelementptr inbounds [100 x i8], ptr %7, i32 0, i32 99, !dbg !184
  store i8 0, ptr %101, align 1, !dbg !185
  %102 = getelementptr inbounds [100 x i8], ptr %8, i32 0, i32 0, !dbg !186
  call void @llvm.memset.p0.i32(ptr align 1 %102, i8 0, i32 100, i1 false), !dbg !186
  %103 = getelementptr inbounds [100 x i8], ptr %8, i32 0, i32 0, !dbg !187
  %104 = getelementptr inbounds [100 x i8], ptr %7, i32 0, i32 0, !dbg !188
  call void @copy_fwd(ptr noundef %103, ptr noundef %104, i32 noundef 60), !dbg !189
  %105 = getelementptr inbounds [100 x i8], ptr %8, i32 0, i32 0, !dbg !190
  %106 = call i32 @my_strlen(ptr noundef %105), !dbg !191
  %107 = getelementptr inbounds [100 x i8], ptr %8, i32 0, i32 0, !dbg !192
  %108 = getelementptr inbounds i8, ptr %107, i32 50, !dbg !193
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %106, ptr noundef %108), !dbg !194
  %110 = call i32 @gcd_tail(i32 noundef 1134903170, i32 noundef 701408733), !dbg !195
  %111 = call i32 @acc_tail(i32 noundef 5000, i32 noundef 1), !dbg !196
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %110, i32 noundef %111), !dbg !197
    #dbg_declare(ptr %10, !198, !DIExpression(), !199)
  store i32 0, ptr %10, align 4, !dbg !199
    #dbg_declare(ptr %11, !200, !DIExpression(), !201)
  store i32 0, ptr %11, align 4, !dbg !201
    #dbg_declare(ptr %12, !202, !DIExpression(), !204)
  store i32 1, ptr %12, align 4, !dbg !204
  br label %113, !dbg !205

113:                                              ; preds = %125, %100
  %114 = load i32, ptr %12, align 4, !dbg !206
  %115 = icmp ult i32 %114, 2000000, !dbg !208
  br i1 %115, label %116, label %129, !dbg !209

116:                                              ; preds = %113
  %117 = load i32, ptr %12, align 4, !dbg !210
  %118 = call i32 @popcount_loop(i32 noundef %117), !dbg !212
  %119 = load i32, ptr %10, align 4, !dbg !213
  %120 = add i32 %119, %118, !dbg !213
  store i32 %120, ptr %10, align 4, !dbg !213
  %121 = load i32, ptr %12, align 4, !dbg !214
  %122 = call i32 @count_leading(i32 noundef %121), !dbg !215
  %123 = load i32, ptr %11, align 4, !dbg !216
  %124 = add nsw i32 %123, %122, !dbg !216
  store i32 %124, ptr %11, align 4, !dbg !216
  br label %125, !dbg !217

125:                                              ; preds = %116
  %126 = load i32, ptr %12, align 4, !dbg !218
  %127 = mul i32 %126, 3, !dbg !219
  %128 = add i32 %127, 1, !dbg !220
  store i32 %128, ptr %12, align 4, !dbg !221
  br label %113, !dbg !222, !llvm.loop !223

129:                                              ; preds = %113
  %130 = load i32, ptr %10, align 4, !dbg !225
  %131 = load i32, ptr %11, align 4, !dbg !226
  %132 = call i32 @count_leading(i32 noundef 0), !dbg !227
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %130, i32 noundef %131, i32 noundef %132), !dbg !228
    #dbg_declare(ptr %13, !229, !DIExpression(), !230)
  store i32 17, ptr %13, align 4, !dbg !230
    #dbg_declare(ptr %14, !231, !DIExpression(), !232)
  store i32 3, ptr %14, align 4, !dbg !232
    #dbg_declare(ptr %15, !233, !DIExpression(), !234)
  store i32 0, ptr %15, align 4, !dbg !234
    #dbg_declare(ptr %16, !235, !DIExpression(), !237)
  store i32 0, ptr %16, align 4, !dbg !237
  br label %134, !dbg !238

134:                                              ; preds = %146, %129
  %135 = load i32, ptr %16, align 4, !dbg !239
  %136 = icmp slt i32 %135, 1000, !dbg !241
  br i1 %136, label %137, label %149, !dbg !242

137:                                              ; preds = %134
  %138 = load i32, ptr %13, align 4, !dbg !243
  %139 = load i32, ptr %14, align 4, !dbg !244
  %140 = mul nsw i32 %138, %139, !dbg !245
  %141 = load i32, ptr %16, align 4, !dbg !246
  %142 = add nsw i32 %140, %141, !dbg !247
  %143 = srem i32 %142, 7, !dbg !248
  %144 = load i32, ptr %15, align 4, !dbg !249
  %145 = add nsw i32 %144, %143, !dbg !249
  store i32 %145, ptr %15, align 4, !dbg !249
  br label %146, !dbg !250

146:                                              ; preds = %137
  %147 = load i32, ptr %16, align 4, !dbg !251
  %148 = add nsw i32 %147, 1, !dbg !251
  store i32 %148, ptr %16, align 4, !dbg !251
  br label %134, !dbg !252, !llvm.loop !253

149:                                              ; preds = %134
  %150 = load i32, ptr %15, align 4, !dbg !255
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %150), !dbg !256
    #dbg_declare(ptr %17, !257, !DIExpression(), !259)
  store i32 0, ptr %17, align 4, !dbg !259
  br label %152, !dbg !260

152:                                              ; preds = %172, %149
  %153 = load i32, ptr %17, align 4, !dbg !261
  %154 = icmp slt i32 %153, 50, !dbg !263
  br i1 %154, label %155, label %175, !dbg !264

155:                                              ; preds = %152
    #dbg_declare(ptr %18, !265, !DIExpression(), !267)
  store i32 0, ptr %18, align 4, !dbg !267
  br label %156, !dbg !268

156:                                              ; preds = %168, %155
  %157 = load i32, ptr %18, align 4, !dbg !269
  %158 = icmp slt i32 %157, 40, !dbg !271
  br i1 %158, label %159, label %171, !dbg !272

159:                                              ; preds = %156
  %160 = load i32, ptr %17, align 4, !dbg !273
  %161 = mul nsw i32 %160, 40, !dbg !274
  %162 = load i32, ptr %18, align 4, !dbg !275
  %163 = add nsw i32 %161, %162, !dbg !276
  %164 = load i32, ptr %17, align 4, !dbg !277
  %165 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i32 0, i32 %164, !dbg !278
  %166 = load i32, ptr %18, align 4, !dbg !279
  %167 = getelementptr inbounds [40 x i32], ptr %165, i32 0, i32 %166, !dbg !278
  store i32 %163, ptr %167, align 4, !dbg !280
  br label %168, !dbg !278

168:                                              ; preds = %159
  %169 = load i32, ptr %18, align 4, !dbg !281
  %170 = add nsw i32 %169, 1, !dbg !281
  store i32 %170, ptr %18, align 4, !dbg !281
  br label %156, !dbg !282, !llvm.loop !283

171:                                              ; preds = %156
  br label %172, !dbg !284

172:                                              ; preds = %171
  %173 = load i32, ptr %17, align 4, !dbg !285
  %174 = add nsw i32 %173, 1, !dbg !285
  store i32 %174, ptr %17, align 4, !dbg !285
  br label %152, !dbg !286, !llvm.loop !287

175:                                              ; preds = %152
    #dbg_declare(ptr %19, !289, !DIExpression(), !290)
  store i32 0, ptr %19, align 4, !dbg !290
    #dbg_declare(ptr %20, !291, !DIExpression(), !293)
  store i32 0, ptr %20, align 4, !dbg !293
  br label %176, !dbg !294

176:                                              ; preds = %195, %175
  %177 = load i32, ptr %20, align 4, !dbg !295
  %178 = icmp slt i32 %177, 40, !dbg !297
  br i1 %178, label %179, label %198, !dbg !298

179:                                              ; preds = %176
  %180 = load i32, ptr %20, align 4, !dbg !299
  %181 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i32 0, i32 %180, !dbg !300
  %182 = load i32, ptr %20, align 4, !dbg !301
  %183 = getelementptr inbounds [40 x i32], ptr %181, i32 0, i32 %182, !dbg !300
  %184 = load i32, ptr %183, align 4, !dbg !300
  %185 = load i32, ptr %20, align 4, !dbg !302
  %186 = sub nsw i32 49, %185, !dbg !303
  %187 = getelementptr inbounds [50 x [40 x i32]], ptr @main.grid, i32 0, i32 %186, !dbg !304
  %188 = load i32, ptr %20, align 4, !dbg !305
  %189 = sub nsw i32 39, %188, !dbg !306
  %190 = getelementptr inbounds [40 x i32], ptr %187, i32 0, i32 %189, !dbg !304
  %191 = load i32, ptr %190, align 4, !dbg !304
  %192 = add nsw i32 %184, %191, !dbg !307
  %193 = load i32, ptr %19, align 4, !dbg !308
  %194 = add nsw i32 %193, %192, !dbg !308
  store i32 %194, ptr %19, align 4, !dbg !308
  br label %195, !dbg !309

195:                                              ; preds = %179
  %196 = load i32, ptr %20, align 4, !dbg !310
  %197 = add nsw i32 %196, 1, !dbg !310
  store i32 %197, ptr %20, align 4, !dbg !310
  br label %176, !dbg !311, !llvm.loop !312

198:                                              ; preds = %176
  %199 = load i32, ptr %19, align 4, !dbg !314
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %199), !dbg !315
  ret i32 0, !dbg !316
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_to(i32 noundef %0) #0 !dbg !317 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !320, !DIExpression(), !321)
    #dbg_declare(ptr %3, !322, !DIExpression(), !323)
  store i32 0, ptr %3, align 4, !dbg !323
    #dbg_declare(ptr %4, !324, !DIExpression(), !326)
  store i32 1, ptr %4, align 4, !dbg !326
  br label %5, !dbg !327

5:                                                ; preds = %13, %1
  %6 = load i32, ptr %4, align 4, !dbg !328
  %7 = load i32, ptr %2, align 4, !dbg !330
  %8 = icmp sle i32 %6, %7, !dbg !331
  br i1 %8, label %9, label %16, !dbg !332

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !333
  %11 = load i32, ptr %3, align 4, !dbg !334
  %12 = add nsw i32 %11, %10, !dbg !334
  store i32 %12, ptr %3, align 4, !dbg !334
  br label %13, !dbg !335

13:                                               ; preds = %9
  %14 = load i32, ptr %4, align 4, !dbg !336
  %15 = add nsw i32 %14, 1, !dbg !336
  store i32 %15, ptr %4, align 4, !dbg !336
  br label %5, !dbg !337, !llvm.loop !338

16:                                               ; preds = %5
  %17 = load i32, ptr %3, align 4, !dbg !340
  ret i32 %17, !dbg !341
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_squares(i32 noundef %0) #0 !dbg !342 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !345, !DIExpression(), !346)
    #dbg_declare(ptr %3, !347, !DIExpression(), !348)
  store i32 0, ptr %3, align 4, !dbg !348
    #dbg_declare(ptr %4, !349, !DIExpression(), !351)
  store i32 0, ptr %4, align 4, !dbg !351
  br label %5, !dbg !352

5:                                                ; preds = %15, %1
  %6 = load i32, ptr %4, align 4, !dbg !353
  %7 = load i32, ptr %2, align 4, !dbg !355
  %8 = icmp ult i32 %6, %7, !dbg !356
  br i1 %8, label %9, label %18, !dbg !357

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4, !dbg !358
  %11 = load i32, ptr %4, align 4, !dbg !359
  %12 = mul i32 %10, %11, !dbg !360
  %13 = load i32, ptr %3, align 4, !dbg !361
  %14 = add i32 %13, %12, !dbg !361
  store i32 %14, ptr %3, align 4, !dbg !361
  br label %15, !dbg !362

15:                                               ; preds = %9
  %16 = load i32, ptr %4, align 4, !dbg !363
  %17 = add i32 %16, 1, !dbg !363
  store i32 %17, ptr %4, align 4, !dbg !363
  br label %5, !dbg !364, !llvm.loop !365

18:                                               ; preds = %5
  %19 = load i32, ptr %3, align 4, !dbg !367
  ret i32 %19, !dbg !368
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @unswitch(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !369 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !374, !DIExpression(), !375)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !376, !DIExpression(), !377)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !378, !DIExpression(), !379)
    #dbg_declare(ptr %7, !380, !DIExpression(), !381)
  store i32 0, ptr %7, align 4, !dbg !381
    #dbg_declare(ptr %8, !382, !DIExpression(), !384)
  store i32 0, ptr %8, align 4, !dbg !384
  br label %9, !dbg !385

9:                                                ; preds = %32, %3
  %10 = load i32, ptr %8, align 4, !dbg !386
  %11 = load i32, ptr %5, align 4, !dbg !388
  %12 = icmp slt i32 %10, %11, !dbg !389
  br i1 %12, label %13, label %35, !dbg !390

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4, !dbg !391
  %15 = icmp ne i32 %14, 0, !dbg !391
  br i1 %15, label %16, label %24, !dbg !394

16:                                               ; preds = %13
  %17 = load ptr, ptr %4, align 4, !dbg !395
  %18 = load i32, ptr %8, align 4, !dbg !396
  %19 = getelementptr inbounds i32, ptr %17, i32 %18, !dbg !395
  %20 = load i32, ptr %19, align 4, !dbg !395
  %21 = mul nsw i32 %20, 2, !dbg !397
  %22 = load i32, ptr %7, align 4, !dbg !398
  %23 = add nsw i32 %22, %21, !dbg !398
  store i32 %23, ptr %7, align 4, !dbg !398
  br label %31, !dbg !399

24:                                               ; preds = %13
  %25 = load ptr, ptr %4, align 4, !dbg !400
  %26 = load i32, ptr %8, align 4, !dbg !401
  %27 = getelementptr inbounds i32, ptr %25, i32 %26, !dbg !400
  %28 = load i32, ptr %27, align 4, !dbg !400
  %29 = load i32, ptr %7, align 4, !dbg !402
  %30 = sub nsw i32 %29, %28, !dbg !402
  store i32 %30, ptr %7, align 4, !dbg !402
  br label %31

31:                                               ; preds = %24, %16
  br label %32, !dbg !403

32:                                               ; preds = %31
  %33 = load i32, ptr %8, align 4, !dbg !404
  %34 = add nsw i32 %33, 1, !dbg !404
  store i32 %34, ptr %8, align 4, !dbg !404
  br label %9, !dbg !405, !llvm.loop !406

35:                                               ; preds = %9
  %36 = load i32, ptr %7, align 4, !dbg !408
  ret i32 %36, !dbg !409
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find_first_gt(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !410 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !413, !DIExpression(), !414)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !415, !DIExpression(), !416)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !417, !DIExpression(), !418)
    #dbg_declare(ptr %8, !419, !DIExpression(), !421)
  store i32 0, ptr %8, align 4, !dbg !421
  br label %9, !dbg !422

9:                                                ; preds = %23, %3
  %10 = load i32, ptr %8, align 4, !dbg !423
  %11 = load i32, ptr %6, align 4, !dbg !425
  %12 = icmp slt i32 %10, %11, !dbg !426
  br i1 %12, label %13, label %26, !dbg !427

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 4, !dbg !428
  %15 = load i32, ptr %8, align 4, !dbg !430
  %16 = getelementptr inbounds i32, ptr %14, i32 %15, !dbg !428
  %17 = load i32, ptr %16, align 4, !dbg !428
  %18 = load i32, ptr %7, align 4, !dbg !431
  %19 = icmp sgt i32 %17, %18, !dbg !432
  br i1 %19, label %20, label %22, !dbg !433

20:                                               ; preds = %13
  %21 = load i32, ptr %8, align 4, !dbg !434
  store i32 %21, ptr %4, align 4, !dbg !435
  br label %27, !dbg !435

22:                                               ; preds = %13
  br label %23, !dbg !431

23:                                               ; preds = %22
  %24 = load i32, ptr %8, align 4, !dbg !436
  %25 = add nsw i32 %24, 1, !dbg !436
  store i32 %25, ptr %8, align 4, !dbg !436
  br label %9, !dbg !437, !llvm.loop !438

26:                                               ; preds = %9
  store i32 -1, ptr %4, align 4, !dbg !440
  br label %27, !dbg !440

27:                                               ; preds = %26, %20
  %28 = load i32, ptr %4, align 4, !dbg !441
  ret i32 %28, !dbg !441
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @zero_fill(ptr noundef %0, i32 noundef %1) #0 !dbg !442 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !446, !DIExpression(), !447)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !448, !DIExpression(), !449)
    #dbg_declare(ptr %5, !450, !DIExpression(), !452)
  store i32 0, ptr %5, align 4, !dbg !452
  br label %6, !dbg !453

6:                                                ; preds = %14, %2
  %7 = load i32, ptr %5, align 4, !dbg !454
  %8 = load i32, ptr %4, align 4, !dbg !456
  %9 = icmp slt i32 %7, %8, !dbg !457
  br i1 %9, label %10, label %17, !dbg !458

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 4, !dbg !459
  %12 = load i32, ptr %5, align 4, !dbg !460
  %13 = getelementptr inbounds i32, ptr %11, i32 %12, !dbg !459
  store i32 0, ptr %13, align 4, !dbg !461
  br label %14, !dbg !459

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4, !dbg !462
  %16 = add nsw i32 %15, 1, !dbg !462
  store i32 %16, ptr %5, align 4, !dbg !462
  br label %6, !dbg !463, !llvm.loop !464

17:                                               ; preds = %6
  ret void, !dbg !466
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @copy_fwd(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !467 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !475, !DIExpression(), !476)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !477, !DIExpression(), !478)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !479, !DIExpression(), !480)
    #dbg_declare(ptr %7, !481, !DIExpression(), !483)
  store i32 0, ptr %7, align 4, !dbg !483
  br label %8, !dbg !484

8:                                                ; preds = %20, %3
  %9 = load i32, ptr %7, align 4, !dbg !485
  %10 = load i32, ptr %6, align 4, !dbg !487
  %11 = icmp slt i32 %9, %10, !dbg !488
  br i1 %11, label %12, label %23, !dbg !489

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 4, !dbg !490
  %14 = load i32, ptr %7, align 4, !dbg !491
  %15 = getelementptr inbounds i8, ptr %13, i32 %14, !dbg !490
  %16 = load i8, ptr %15, align 1, !dbg !490
  %17 = load ptr, ptr %4, align 4, !dbg !492
  %18 = load i32, ptr %7, align 4, !dbg !493
  %19 = getelementptr inbounds i8, ptr %17, i32 %18, !dbg !492
  store i8 %16, ptr %19, align 1, !dbg !494
  br label %20, !dbg !492

20:                                               ; preds = %12
  %21 = load i32, ptr %7, align 4, !dbg !495
  %22 = add nsw i32 %21, 1, !dbg !495
  store i32 %22, ptr %7, align 4, !dbg !495
  br label %8, !dbg !496, !llvm.loop !497

23:                                               ; preds = %8
  ret void, !dbg !499
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_strlen(ptr noundef %0) #0 !dbg !500 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !503, !DIExpression(), !504)
    #dbg_declare(ptr %3, !505, !DIExpression(), !506)
  store i32 0, ptr %3, align 4, !dbg !506
  br label %4, !dbg !507

4:                                                ; preds = %10, %1
  %5 = load ptr, ptr %2, align 4, !dbg !508
  %6 = load i32, ptr %3, align 4, !dbg !509
  %7 = getelementptr inbounds i8, ptr %5, i32 %6, !dbg !508
  %8 = load i8, ptr %7, align 1, !dbg !508
  %9 = icmp ne i8 %8, 0, !dbg !507
  br i1 %9, label %10, label %13, !dbg !507

10:                                               ; preds = %4
  %11 = load i32, ptr %3, align 4, !dbg !510
  %12 = add nsw i32 %11, 1, !dbg !510
  store i32 %12, ptr %3, align 4, !dbg !510
  br label %4, !dbg !507, !llvm.loop !511

13:                                               ; preds = %4
  %14 = load i32, ptr %3, align 4, !dbg !512
  ret i32 %14, !dbg !513
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @gcd_tail(i32 noundef %0, i32 noundef %1) #0 !dbg !514 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !517, !DIExpression(), !518)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !519, !DIExpression(), !520)
  %5 = load i32, ptr %4, align 4, !dbg !521
  %6 = icmp ne i32 %5, 0, !dbg !521
  br i1 %6, label %7, label %13, !dbg !521

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !522
  %9 = load i32, ptr %3, align 4, !dbg !523
  %10 = load i32, ptr %4, align 4, !dbg !524
  %11 = srem i32 %9, %10, !dbg !525
  %12 = call i32 @gcd_tail(i32 noundef %8, i32 noundef %11), !dbg !526
  br label %15, !dbg !521

13:                                               ; preds = %2
  %14 = load i32, ptr %3, align 4, !dbg !527
  br label %15, !dbg !521

15:                                               ; preds = %13, %7
  %16 = phi i32 [ %12, %7 ], [ %14, %13 ], !dbg !521
  ret i32 %16, !dbg !528
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @acc_tail(i32 noundef %0, i32 noundef %1) #0 !dbg !529 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !532, !DIExpression(), !533)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !534, !DIExpression(), !535)
  %5 = load i32, ptr %3, align 4, !dbg !536
  %6 = icmp eq i32 %5, 0, !dbg !537
  br i1 %6, label %7, label %9, !dbg !536

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !538
  br label %18, !dbg !536

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4, !dbg !539
  %11 = sub nsw i32 %10, 1, !dbg !540
  %12 = load i32, ptr %4, align 4, !dbg !541
  %13 = mul nsw i32 %12, 3, !dbg !542
  %14 = srem i32 %13, 1000003, !dbg !543
  %15 = load i32, ptr %3, align 4, !dbg !544
  %16 = add nsw i32 %14, %15, !dbg !545
  %17 = call i32 @acc_tail(i32 noundef %11, i32 noundef %16), !dbg !546
  br label %18, !dbg !536

18:                                               ; preds = %9, %7
  %19 = phi i32 [ %8, %7 ], [ %17, %9 ], !dbg !536
  ret i32 %19, !dbg !547
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcount_loop(i32 noundef %0) #0 !dbg !548 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !551, !DIExpression(), !552)
    #dbg_declare(ptr %3, !553, !DIExpression(), !554)
  store i32 0, ptr %3, align 4, !dbg !554
  br label %4, !dbg !555

4:                                                ; preds = %7, %1
  %5 = load i32, ptr %2, align 4, !dbg !556
  %6 = icmp ne i32 %5, 0, !dbg !555
  br i1 %6, label %7, label %14, !dbg !555

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4, !dbg !557
  %9 = and i32 %8, 1, !dbg !559
  %10 = load i32, ptr %3, align 4, !dbg !560
  %11 = add i32 %10, %9, !dbg !560
  store i32 %11, ptr %3, align 4, !dbg !560
  %12 = load i32, ptr %2, align 4, !dbg !561
  %13 = lshr i32 %12, 1, !dbg !561
  store i32 %13, ptr %2, align 4, !dbg !561
  br label %4, !dbg !555, !llvm.loop !562

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4, !dbg !564
  ret i32 %15, !dbg !565
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_leading(i32 noundef %0) #0 !dbg !566 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !569, !DIExpression(), !570)
    #dbg_declare(ptr %3, !571, !DIExpression(), !572)
  store i32 0, ptr %3, align 4, !dbg !572
  br label %4, !dbg !573

4:                                                ; preds = %14, %1
  %5 = load i32, ptr %3, align 4, !dbg !574
  %6 = icmp slt i32 %5, 32, !dbg !575
  br i1 %6, label %7, label %12, !dbg !576

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4, !dbg !577
  %9 = and i32 %8, -2147483648, !dbg !578
  %10 = icmp ne i32 %9, 0, !dbg !579
  %11 = xor i1 %10, true, !dbg !579
  br label %12

12:                                               ; preds = %7, %4
  %13 = phi i1 [ false, %4 ], [ %11, %7 ], !dbg !580
  br i1 %13, label %14, label %19, !dbg !573

14:                                               ; preds = %12
  %15 = load i32, ptr %2, align 4, !dbg !581
  %16 = shl i32 %15, 1, !dbg !581
  store i32 %16, ptr %2, align 4, !dbg !581
  %17 = load i32, ptr %3, align 4, !dbg !583
  %18 = add nsw i32 %17, 1, !dbg !583
  store i32 %18, ptr %3, align 4, !dbg !583
  br label %4, !dbg !573, !llvm.loop !584

19:                                               ; preds = %12
  %20 = load i32, ptr %3, align 4, !dbg !586
  ret i32 %20, !dbg !587
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "loop_idioms.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "289fc52afc525906147838a6d34e1e87")
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
!51 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
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
!63 = !{i32 1, !"NumRegisterParameters", i32 0}
!64 = !{i32 7, !"Dwarf Version", i32 5}
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 1, !"wchar_size", i32 4}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 7, !"frame-pointer", i32 2}
!71 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!72 = !DILocalVariable(name: "n", scope: !73, file: !2, line: 79, type: !74)
!73 = distinct !DILexicalBlock(scope: !44, file: !2, line: 79, column: 5)
!74 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!75 = !DILocation(line: 79, column: 15, scope: !73)
!76 = !DILocation(line: 79, column: 10, scope: !73)
!77 = !DILocation(line: 79, column: 22, scope: !78)
!78 = distinct !DILexicalBlock(scope: !73, file: !2, line: 79, column: 5)
!79 = !DILocation(line: 79, column: 24, scope: !78)
!80 = !DILocation(line: 79, column: 5, scope: !73)
!81 = !DILocation(line: 80, column: 53, scope: !78)
!82 = !DILocation(line: 80, column: 63, scope: !78)
!83 = !DILocation(line: 80, column: 56, scope: !78)
!84 = !DILocation(line: 80, column: 89, scope: !78)
!85 = !DILocation(line: 80, column: 67, scope: !78)
!86 = !DILocation(line: 80, column: 9, scope: !78)
!87 = !DILocation(line: 79, column: 39, scope: !78)
!88 = !DILocation(line: 79, column: 41, scope: !78)
!89 = !DILocation(line: 79, column: 46, scope: !78)
!90 = !DILocation(line: 79, column: 37, scope: !78)
!91 = !DILocation(line: 79, column: 5, scope: !78)
!92 = distinct !{!92, !80, !93, !94}
!93 = !DILocation(line: 80, column: 91, scope: !73)
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
!134 = !DILocalVariable(name: "s", scope: !44, file: !2, line: 88, type: !74)
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
!233 = !DILocalVariable(name: "inv", scope: !44, file: !2, line: 110, type: !74)
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
!249 = !DILocation(line: 112, column: 13, scope: !240)
!250 = !DILocation(line: 112, column: 9, scope: !240)
!251 = !DILocation(line: 111, column: 32, scope: !240)
!252 = !DILocation(line: 111, column: 5, scope: !240)
!253 = distinct !{!253, !242, !254, !94}
!254 = !DILocation(line: 112, column: 37, scope: !236)
!255 = !DILocation(line: 113, column: 36, scope: !44)
!256 = !DILocation(line: 113, column: 5, scope: !44)
!257 = !DILocalVariable(name: "i", scope: !258, file: !2, line: 116, type: !47)
!258 = distinct !DILexicalBlock(scope: !44, file: !2, line: 116, column: 5)
!259 = !DILocation(line: 116, column: 14, scope: !258)
!260 = !DILocation(line: 116, column: 10, scope: !258)
!261 = !DILocation(line: 116, column: 21, scope: !262)
!262 = distinct !DILexicalBlock(scope: !258, file: !2, line: 116, column: 5)
!263 = !DILocation(line: 116, column: 23, scope: !262)
!264 = !DILocation(line: 116, column: 5, scope: !258)
!265 = !DILocalVariable(name: "j", scope: !266, file: !2, line: 117, type: !47)
!266 = distinct !DILexicalBlock(scope: !262, file: !2, line: 117, column: 9)
!267 = !DILocation(line: 117, column: 18, scope: !266)
!268 = !DILocation(line: 117, column: 14, scope: !266)
!269 = !DILocation(line: 117, column: 25, scope: !270)
!270 = distinct !DILexicalBlock(scope: !266, file: !2, line: 117, column: 9)
!271 = !DILocation(line: 117, column: 27, scope: !270)
!272 = !DILocation(line: 117, column: 9, scope: !266)
!273 = !DILocation(line: 118, column: 26, scope: !270)
!274 = !DILocation(line: 118, column: 28, scope: !270)
!275 = !DILocation(line: 118, column: 35, scope: !270)
!276 = !DILocation(line: 118, column: 33, scope: !270)
!277 = !DILocation(line: 118, column: 18, scope: !270)
!278 = !DILocation(line: 118, column: 13, scope: !270)
!279 = !DILocation(line: 118, column: 21, scope: !270)
!280 = !DILocation(line: 118, column: 24, scope: !270)
!281 = !DILocation(line: 117, column: 34, scope: !270)
!282 = !DILocation(line: 117, column: 9, scope: !270)
!283 = distinct !{!283, !272, !284, !94}
!284 = !DILocation(line: 118, column: 35, scope: !266)
!285 = !DILocation(line: 116, column: 30, scope: !262)
!286 = !DILocation(line: 116, column: 5, scope: !262)
!287 = distinct !{!287, !264, !288, !94}
!288 = !DILocation(line: 118, column: 35, scope: !258)
!289 = !DILocalVariable(name: "diag", scope: !44, file: !2, line: 119, type: !74)
!290 = !DILocation(line: 119, column: 10, scope: !44)
!291 = !DILocalVariable(name: "k", scope: !292, file: !2, line: 120, type: !47)
!292 = distinct !DILexicalBlock(scope: !44, file: !2, line: 120, column: 5)
!293 = !DILocation(line: 120, column: 14, scope: !292)
!294 = !DILocation(line: 120, column: 10, scope: !292)
!295 = !DILocation(line: 120, column: 21, scope: !296)
!296 = distinct !DILexicalBlock(scope: !292, file: !2, line: 120, column: 5)
!297 = !DILocation(line: 120, column: 23, scope: !296)
!298 = !DILocation(line: 120, column: 5, scope: !292)
!299 = !DILocation(line: 121, column: 22, scope: !296)
!300 = !DILocation(line: 121, column: 17, scope: !296)
!301 = !DILocation(line: 121, column: 25, scope: !296)
!302 = !DILocation(line: 121, column: 40, scope: !296)
!303 = !DILocation(line: 121, column: 38, scope: !296)
!304 = !DILocation(line: 121, column: 30, scope: !296)
!305 = !DILocation(line: 121, column: 48, scope: !296)
!306 = !DILocation(line: 121, column: 46, scope: !296)
!307 = !DILocation(line: 121, column: 28, scope: !296)
!308 = !DILocation(line: 121, column: 14, scope: !296)
!309 = !DILocation(line: 121, column: 9, scope: !296)
!310 = !DILocation(line: 120, column: 30, scope: !296)
!311 = !DILocation(line: 120, column: 5, scope: !296)
!312 = distinct !{!312, !298, !313, !94}
!313 = !DILocation(line: 121, column: 49, scope: !292)
!314 = !DILocation(line: 122, column: 26, scope: !44)
!315 = !DILocation(line: 122, column: 5, scope: !44)
!316 = !DILocation(line: 123, column: 5, scope: !44)
!317 = distinct !DISubprogram(name: "sum_to", scope: !2, file: !2, line: 7, type: !318, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!318 = !DISubroutineType(types: !319)
!319 = !{!74, !74}
!320 = !DILocalVariable(name: "n", arg: 1, scope: !317, file: !2, line: 7, type: !74)
!321 = !DILocation(line: 7, column: 25, scope: !317)
!322 = !DILocalVariable(name: "s", scope: !317, file: !2, line: 8, type: !74)
!323 = !DILocation(line: 8, column: 10, scope: !317)
!324 = !DILocalVariable(name: "i", scope: !325, file: !2, line: 9, type: !74)
!325 = distinct !DILexicalBlock(scope: !317, file: !2, line: 9, column: 5)
!326 = !DILocation(line: 9, column: 15, scope: !325)
!327 = !DILocation(line: 9, column: 10, scope: !325)
!328 = !DILocation(line: 9, column: 22, scope: !329)
!329 = distinct !DILexicalBlock(scope: !325, file: !2, line: 9, column: 5)
!330 = !DILocation(line: 9, column: 27, scope: !329)
!331 = !DILocation(line: 9, column: 24, scope: !329)
!332 = !DILocation(line: 9, column: 5, scope: !325)
!333 = !DILocation(line: 10, column: 14, scope: !329)
!334 = !DILocation(line: 10, column: 11, scope: !329)
!335 = !DILocation(line: 10, column: 9, scope: !329)
!336 = !DILocation(line: 9, column: 31, scope: !329)
!337 = !DILocation(line: 9, column: 5, scope: !329)
!338 = distinct !{!338, !332, !339, !94}
!339 = !DILocation(line: 10, column: 14, scope: !325)
!340 = !DILocation(line: 11, column: 12, scope: !317)
!341 = !DILocation(line: 11, column: 5, scope: !317)
!342 = distinct !DISubprogram(name: "sum_squares", scope: !2, file: !2, line: 14, type: !343, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!343 = !DISubroutineType(types: !344)
!344 = !{!51, !50}
!345 = !DILocalVariable(name: "n", arg: 1, scope: !342, file: !2, line: 14, type: !50)
!346 = !DILocation(line: 14, column: 43, scope: !342)
!347 = !DILocalVariable(name: "s", scope: !342, file: !2, line: 15, type: !51)
!348 = !DILocation(line: 15, column: 19, scope: !342)
!349 = !DILocalVariable(name: "i", scope: !350, file: !2, line: 16, type: !50)
!350 = distinct !DILexicalBlock(scope: !342, file: !2, line: 16, column: 5)
!351 = !DILocation(line: 16, column: 19, scope: !350)
!352 = !DILocation(line: 16, column: 10, scope: !350)
!353 = !DILocation(line: 16, column: 26, scope: !354)
!354 = distinct !DILexicalBlock(scope: !350, file: !2, line: 16, column: 5)
!355 = !DILocation(line: 16, column: 30, scope: !354)
!356 = !DILocation(line: 16, column: 28, scope: !354)
!357 = !DILocation(line: 16, column: 5, scope: !350)
!358 = !DILocation(line: 17, column: 29, scope: !354)
!359 = !DILocation(line: 17, column: 33, scope: !354)
!360 = !DILocation(line: 17, column: 31, scope: !354)
!361 = !DILocation(line: 17, column: 11, scope: !354)
!362 = !DILocation(line: 17, column: 9, scope: !354)
!363 = !DILocation(line: 16, column: 34, scope: !354)
!364 = !DILocation(line: 16, column: 5, scope: !354)
!365 = distinct !{!365, !357, !366, !94}
!366 = !DILocation(line: 17, column: 33, scope: !350)
!367 = !DILocation(line: 18, column: 12, scope: !342)
!368 = !DILocation(line: 18, column: 5, scope: !342)
!369 = distinct !DISubprogram(name: "unswitch", scope: !2, file: !2, line: 38, type: !370, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!370 = !DISubroutineType(types: !371)
!371 = !{!74, !372, !47, !47}
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !373, size: 32)
!373 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!374 = !DILocalVariable(name: "a", arg: 1, scope: !369, file: !2, line: 38, type: !372)
!375 = !DILocation(line: 38, column: 33, scope: !369)
!376 = !DILocalVariable(name: "n", arg: 2, scope: !369, file: !2, line: 38, type: !47)
!377 = !DILocation(line: 38, column: 40, scope: !369)
!378 = !DILocalVariable(name: "mode", arg: 3, scope: !369, file: !2, line: 38, type: !47)
!379 = !DILocation(line: 38, column: 47, scope: !369)
!380 = !DILocalVariable(name: "s", scope: !369, file: !2, line: 39, type: !74)
!381 = !DILocation(line: 39, column: 10, scope: !369)
!382 = !DILocalVariable(name: "i", scope: !383, file: !2, line: 40, type: !47)
!383 = distinct !DILexicalBlock(scope: !369, file: !2, line: 40, column: 5)
!384 = !DILocation(line: 40, column: 14, scope: !383)
!385 = !DILocation(line: 40, column: 10, scope: !383)
!386 = !DILocation(line: 40, column: 21, scope: !387)
!387 = distinct !DILexicalBlock(scope: !383, file: !2, line: 40, column: 5)
!388 = !DILocation(line: 40, column: 25, scope: !387)
!389 = !DILocation(line: 40, column: 23, scope: !387)
!390 = !DILocation(line: 40, column: 5, scope: !383)
!391 = !DILocation(line: 41, column: 13, scope: !392)
!392 = distinct !DILexicalBlock(scope: !393, file: !2, line: 41, column: 13)
!393 = distinct !DILexicalBlock(scope: !387, file: !2, line: 40, column: 33)
!394 = !DILocation(line: 41, column: 13, scope: !393)
!395 = !DILocation(line: 42, column: 18, scope: !392)
!396 = !DILocation(line: 42, column: 20, scope: !392)
!397 = !DILocation(line: 42, column: 23, scope: !392)
!398 = !DILocation(line: 42, column: 15, scope: !392)
!399 = !DILocation(line: 42, column: 13, scope: !392)
!400 = !DILocation(line: 44, column: 18, scope: !392)
!401 = !DILocation(line: 44, column: 20, scope: !392)
!402 = !DILocation(line: 44, column: 15, scope: !392)
!403 = !DILocation(line: 45, column: 5, scope: !393)
!404 = !DILocation(line: 40, column: 29, scope: !387)
!405 = !DILocation(line: 40, column: 5, scope: !387)
!406 = distinct !{!406, !390, !407, !94}
!407 = !DILocation(line: 45, column: 5, scope: !383)
!408 = !DILocation(line: 46, column: 12, scope: !369)
!409 = !DILocation(line: 46, column: 5, scope: !369)
!410 = distinct !DISubprogram(name: "find_first_gt", scope: !2, file: !2, line: 53, type: !411, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!411 = !DISubroutineType(types: !412)
!412 = !{!47, !372, !47, !47}
!413 = !DILocalVariable(name: "a", arg: 1, scope: !410, file: !2, line: 53, type: !372)
!414 = !DILocation(line: 53, column: 37, scope: !410)
!415 = !DILocalVariable(name: "n", arg: 2, scope: !410, file: !2, line: 53, type: !47)
!416 = !DILocation(line: 53, column: 44, scope: !410)
!417 = !DILocalVariable(name: "t", arg: 3, scope: !410, file: !2, line: 53, type: !47)
!418 = !DILocation(line: 53, column: 51, scope: !410)
!419 = !DILocalVariable(name: "i", scope: !420, file: !2, line: 54, type: !47)
!420 = distinct !DILexicalBlock(scope: !410, file: !2, line: 54, column: 5)
!421 = !DILocation(line: 54, column: 14, scope: !420)
!422 = !DILocation(line: 54, column: 10, scope: !420)
!423 = !DILocation(line: 54, column: 21, scope: !424)
!424 = distinct !DILexicalBlock(scope: !420, file: !2, line: 54, column: 5)
!425 = !DILocation(line: 54, column: 25, scope: !424)
!426 = !DILocation(line: 54, column: 23, scope: !424)
!427 = !DILocation(line: 54, column: 5, scope: !420)
!428 = !DILocation(line: 55, column: 13, scope: !429)
!429 = distinct !DILexicalBlock(scope: !424, file: !2, line: 55, column: 13)
!430 = !DILocation(line: 55, column: 15, scope: !429)
!431 = !DILocation(line: 55, column: 20, scope: !429)
!432 = !DILocation(line: 55, column: 18, scope: !429)
!433 = !DILocation(line: 55, column: 13, scope: !424)
!434 = !DILocation(line: 56, column: 20, scope: !429)
!435 = !DILocation(line: 56, column: 13, scope: !429)
!436 = !DILocation(line: 54, column: 29, scope: !424)
!437 = !DILocation(line: 54, column: 5, scope: !424)
!438 = distinct !{!438, !427, !439, !94}
!439 = !DILocation(line: 56, column: 20, scope: !420)
!440 = !DILocation(line: 57, column: 5, scope: !410)
!441 = !DILocation(line: 58, column: 1, scope: !410)
!442 = distinct !DISubprogram(name: "zero_fill", scope: !2, file: !2, line: 21, type: !443, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!443 = !DISubroutineType(types: !444)
!444 = !{null, !445, !47}
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 32)
!446 = !DILocalVariable(name: "a", arg: 1, scope: !442, file: !2, line: 21, type: !445)
!447 = !DILocation(line: 21, column: 28, scope: !442)
!448 = !DILocalVariable(name: "n", arg: 2, scope: !442, file: !2, line: 21, type: !47)
!449 = !DILocation(line: 21, column: 35, scope: !442)
!450 = !DILocalVariable(name: "i", scope: !451, file: !2, line: 22, type: !47)
!451 = distinct !DILexicalBlock(scope: !442, file: !2, line: 22, column: 5)
!452 = !DILocation(line: 22, column: 14, scope: !451)
!453 = !DILocation(line: 22, column: 10, scope: !451)
!454 = !DILocation(line: 22, column: 21, scope: !455)
!455 = distinct !DILexicalBlock(scope: !451, file: !2, line: 22, column: 5)
!456 = !DILocation(line: 22, column: 25, scope: !455)
!457 = !DILocation(line: 22, column: 23, scope: !455)
!458 = !DILocation(line: 22, column: 5, scope: !451)
!459 = !DILocation(line: 23, column: 9, scope: !455)
!460 = !DILocation(line: 23, column: 11, scope: !455)
!461 = !DILocation(line: 23, column: 14, scope: !455)
!462 = !DILocation(line: 22, column: 29, scope: !455)
!463 = !DILocation(line: 22, column: 5, scope: !455)
!464 = distinct !{!464, !458, !465, !94}
!465 = !DILocation(line: 23, column: 16, scope: !451)
!466 = !DILocation(line: 24, column: 1, scope: !442)
!467 = distinct !DISubprogram(name: "copy_fwd", scope: !2, file: !2, line: 26, type: !468, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!468 = !DISubroutineType(types: !469)
!469 = !{null, !470, !472, !47}
!470 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !471)
!471 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!472 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !473)
!473 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !474, size: 32)
!474 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!475 = !DILocalVariable(name: "d", arg: 1, scope: !467, file: !2, line: 26, type: !470)
!476 = !DILocation(line: 26, column: 37, scope: !467)
!477 = !DILocalVariable(name: "s", arg: 2, scope: !467, file: !2, line: 26, type: !472)
!478 = !DILocation(line: 26, column: 61, scope: !467)
!479 = !DILocalVariable(name: "n", arg: 3, scope: !467, file: !2, line: 26, type: !47)
!480 = !DILocation(line: 26, column: 68, scope: !467)
!481 = !DILocalVariable(name: "i", scope: !482, file: !2, line: 27, type: !47)
!482 = distinct !DILexicalBlock(scope: !467, file: !2, line: 27, column: 5)
!483 = !DILocation(line: 27, column: 14, scope: !482)
!484 = !DILocation(line: 27, column: 10, scope: !482)
!485 = !DILocation(line: 27, column: 21, scope: !486)
!486 = distinct !DILexicalBlock(scope: !482, file: !2, line: 27, column: 5)
!487 = !DILocation(line: 27, column: 25, scope: !486)
!488 = !DILocation(line: 27, column: 23, scope: !486)
!489 = !DILocation(line: 27, column: 5, scope: !482)
!490 = !DILocation(line: 28, column: 16, scope: !486)
!491 = !DILocation(line: 28, column: 18, scope: !486)
!492 = !DILocation(line: 28, column: 9, scope: !486)
!493 = !DILocation(line: 28, column: 11, scope: !486)
!494 = !DILocation(line: 28, column: 14, scope: !486)
!495 = !DILocation(line: 27, column: 29, scope: !486)
!496 = !DILocation(line: 27, column: 5, scope: !486)
!497 = distinct !{!497, !489, !498, !94}
!498 = !DILocation(line: 28, column: 19, scope: !482)
!499 = !DILocation(line: 29, column: 1, scope: !467)
!500 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 31, type: !501, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!501 = !DISubroutineType(types: !502)
!502 = !{!47, !473}
!503 = !DILocalVariable(name: "s", arg: 1, scope: !500, file: !2, line: 31, type: !473)
!504 = !DILocation(line: 31, column: 34, scope: !500)
!505 = !DILocalVariable(name: "n", scope: !500, file: !2, line: 32, type: !47)
!506 = !DILocation(line: 32, column: 9, scope: !500)
!507 = !DILocation(line: 33, column: 5, scope: !500)
!508 = !DILocation(line: 33, column: 12, scope: !500)
!509 = !DILocation(line: 33, column: 14, scope: !500)
!510 = !DILocation(line: 34, column: 10, scope: !500)
!511 = distinct !{!511, !507, !510, !94}
!512 = !DILocation(line: 35, column: 12, scope: !500)
!513 = !DILocation(line: 35, column: 5, scope: !500)
!514 = distinct !DISubprogram(name: "gcd_tail", scope: !2, file: !2, line: 49, type: !515, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!515 = !DISubroutineType(types: !516)
!516 = !{!74, !74, !74}
!517 = !DILocalVariable(name: "a", arg: 1, scope: !514, file: !2, line: 49, type: !74)
!518 = !DILocation(line: 49, column: 27, scope: !514)
!519 = !DILocalVariable(name: "b", arg: 2, scope: !514, file: !2, line: 49, type: !74)
!520 = !DILocation(line: 49, column: 35, scope: !514)
!521 = !DILocation(line: 49, column: 47, scope: !514)
!522 = !DILocation(line: 49, column: 60, scope: !514)
!523 = !DILocation(line: 49, column: 63, scope: !514)
!524 = !DILocation(line: 49, column: 67, scope: !514)
!525 = !DILocation(line: 49, column: 65, scope: !514)
!526 = !DILocation(line: 49, column: 51, scope: !514)
!527 = !DILocation(line: 49, column: 72, scope: !514)
!528 = !DILocation(line: 49, column: 40, scope: !514)
!529 = distinct !DISubprogram(name: "acc_tail", scope: !2, file: !2, line: 51, type: !530, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!530 = !DISubroutineType(types: !531)
!531 = !{!74, !47, !74}
!532 = !DILocalVariable(name: "n", arg: 1, scope: !529, file: !2, line: 51, type: !47)
!533 = !DILocation(line: 51, column: 26, scope: !529)
!534 = !DILocalVariable(name: "acc", arg: 2, scope: !529, file: !2, line: 51, type: !74)
!535 = !DILocation(line: 51, column: 34, scope: !529)
!536 = !DILocation(line: 51, column: 48, scope: !529)
!537 = !DILocation(line: 51, column: 50, scope: !529)
!538 = !DILocation(line: 51, column: 57, scope: !529)
!539 = !DILocation(line: 51, column: 72, scope: !529)
!540 = !DILocation(line: 51, column: 74, scope: !529)
!541 = !DILocation(line: 51, column: 79, scope: !529)
!542 = !DILocation(line: 51, column: 83, scope: !529)
!543 = !DILocation(line: 51, column: 87, scope: !529)
!544 = !DILocation(line: 51, column: 99, scope: !529)
!545 = !DILocation(line: 51, column: 97, scope: !529)
!546 = !DILocation(line: 51, column: 63, scope: !529)
!547 = !DILocation(line: 51, column: 41, scope: !529)
!548 = distinct !DISubprogram(name: "popcount_loop", scope: !2, file: !2, line: 60, type: !549, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!549 = !DISubroutineType(types: !550)
!550 = !{!50, !50}
!551 = !DILocalVariable(name: "x", arg: 1, scope: !548, file: !2, line: 60, type: !50)
!552 = !DILocation(line: 60, column: 40, scope: !548)
!553 = !DILocalVariable(name: "c", scope: !548, file: !2, line: 61, type: !50)
!554 = !DILocation(line: 61, column: 14, scope: !548)
!555 = !DILocation(line: 62, column: 5, scope: !548)
!556 = !DILocation(line: 62, column: 12, scope: !548)
!557 = !DILocation(line: 63, column: 14, scope: !558)
!558 = distinct !DILexicalBlock(scope: !548, file: !2, line: 62, column: 15)
!559 = !DILocation(line: 63, column: 16, scope: !558)
!560 = !DILocation(line: 63, column: 11, scope: !558)
!561 = !DILocation(line: 64, column: 11, scope: !558)
!562 = distinct !{!562, !555, !563, !94}
!563 = !DILocation(line: 65, column: 5, scope: !548)
!564 = !DILocation(line: 66, column: 12, scope: !548)
!565 = !DILocation(line: 66, column: 5, scope: !548)
!566 = distinct !DISubprogram(name: "count_leading", scope: !2, file: !2, line: 69, type: !567, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !48, retainedNodes: !58)
!567 = !DISubroutineType(types: !568)
!568 = !{!47, !50}
!569 = !DILocalVariable(name: "x", arg: 1, scope: !566, file: !2, line: 69, type: !50)
!570 = !DILocation(line: 69, column: 35, scope: !566)
!571 = !DILocalVariable(name: "n", scope: !566, file: !2, line: 70, type: !47)
!572 = !DILocation(line: 70, column: 9, scope: !566)
!573 = !DILocation(line: 71, column: 5, scope: !566)
!574 = !DILocation(line: 71, column: 12, scope: !566)
!575 = !DILocation(line: 71, column: 14, scope: !566)
!576 = !DILocation(line: 71, column: 19, scope: !566)
!577 = !DILocation(line: 71, column: 24, scope: !566)
!578 = !DILocation(line: 71, column: 26, scope: !566)
!579 = !DILocation(line: 71, column: 22, scope: !566)
!580 = !DILocation(line: 0, scope: !566)
!581 = !DILocation(line: 72, column: 11, scope: !582)
!582 = distinct !DILexicalBlock(scope: !566, file: !2, line: 71, column: 42)
!583 = !DILocation(line: 73, column: 10, scope: !582)
!584 = distinct !{!584, !573, !585, !94}
!585 = !DILocation(line: 74, column: 5, scope: !566)
!586 = !DILocation(line: 75, column: 12, scope: !566)
!587 = !DILocation(line: 75, column: 5, scope: !566)
