; ModuleID = 'ptr_arith.c'
source_filename = "ptr_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.item = type { i32, double, [6 x i8] }

@.str = private unnamed_addr constant [24 x i8] c"find %d -> index %ld%s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c" (end)\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [32 x i8] c"x-y=%ld y-x=%ld x>y=%d y>=x=%d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [45 x i8] c"mid[-3]=%d mid[0]=%d mid[9]=%d *(mid-10)=%d\0A\00", align 1, !dbg !32
@__const.main.items = private unnamed_addr constant [4 x %struct.item] [%struct.item { i32 1, double 1.500000e+00, [6 x i8] c"one\00\00\00" }, %struct.item { i32 2, double 2.500000e+00, [6 x i8] c"two\00\00\00" }, %struct.item { i32 3, double 3.500000e+00, [6 x i8] c"three\00" }, %struct.item { i32 4, double 4.500000e+00, [6 x i8] c"four\00\00" }], align 16
@.str.7 = private unnamed_addr constant [46 x i8] c"item %d: key=%d weight=%.1f label=%s len=%zu\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [27 x i8] c"items diff %ld, bytes %ld\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [20 x i8] c"v1=%d v2=%d *pv=%d\0A\00", align 1, !dbg !47
@__const.main.vals = private unnamed_addr constant [6 x i32] [i32 42, i32 -1, i32 17, i32 8, i32 99, i32 0], align 16
@.str.10 = private unnamed_addr constant [10 x i8] c"%d(@%ld) \00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [19 x i8] c"pointer arithmetic\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [6 x i8] c"aeiou\00", align 1, !dbg !62
@.str.13 = private unnamed_addr constant [19 x i8] c"len=%ld vowels=%d\0A\00", align 1, !dbg !67
@.str.14 = private unnamed_addr constant [21 x i8] c"column 2 sum = %.2f\0A\00", align 1, !dbg !69
@.str.15 = private unnamed_addr constant [13 x i8] c"null: %d %d\0A\00", align 1, !dbg !74
@.str.16 = private unnamed_addr constant [25 x i8] c"back index %ld value %d\0A\00", align 1, !dbg !79

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !111 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [4 x %struct.item], align 16
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca [6 x i32], align 16
  %24 = alloca [6 x ptr], align 16
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca [32 x i8], align 16
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca [4 x [5 x double]], align 16
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca ptr, align 8
  %39 = alloca double, align 8
  %40 = alloca i32, align 4
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !115, !DIExpression(), !117)
    #dbg_declare(ptr %3, !118, !DIExpression(), !120)
  store i32 0, ptr %3, align 4, !dbg !120
  br label %44, !dbg !121

44:                                               ; preds = %55, %0
  %45 = load i32, ptr %3, align 4, !dbg !122
  %46 = icmp slt i32 %45, 20, !dbg !124
  br i1 %46, label %47, label %58, !dbg !125

47:                                               ; preds = %44
  %48 = load i32, ptr %3, align 4, !dbg !126
  %49 = load i32, ptr %3, align 4, !dbg !127
  %50 = mul nsw i32 %48, %49, !dbg !128
  %51 = srem i32 %50, 13, !dbg !129
  %52 = load i32, ptr %3, align 4, !dbg !130
  %53 = sext i32 %52 to i64, !dbg !131
  %54 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 %53, !dbg !131
  store i32 %51, ptr %54, align 4, !dbg !132
  br label %55, !dbg !131

55:                                               ; preds = %47
  %56 = load i32, ptr %3, align 4, !dbg !133
  %57 = add nsw i32 %56, 1, !dbg !133
  store i32 %57, ptr %3, align 4, !dbg !133
  br label %44, !dbg !134, !llvm.loop !135

58:                                               ; preds = %44
    #dbg_declare(ptr %4, !138, !DIExpression(), !139)
  %59 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0, !dbg !140
  %60 = getelementptr inbounds i32, ptr %59, i64 20, !dbg !141
  store ptr %60, ptr %4, align 8, !dbg !139
    #dbg_declare(ptr %5, !142, !DIExpression(), !144)
  store i32 0, ptr %5, align 4, !dbg !144
  br label %61, !dbg !145

61:                                               ; preds = %82, %58
  %62 = load i32, ptr %5, align 4, !dbg !146
  %63 = icmp slt i32 %62, 14, !dbg !148
  br i1 %63, label %64, label %85, !dbg !149

64:                                               ; preds = %61
    #dbg_declare(ptr %6, !150, !DIExpression(), !152)
  %65 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0, !dbg !153
  %66 = load ptr, ptr %4, align 8, !dbg !154
  %67 = load i32, ptr %5, align 4, !dbg !155
  %68 = call ptr @find_first(ptr noundef %65, ptr noundef %66, i32 noundef %67), !dbg !156
  store ptr %68, ptr %6, align 8, !dbg !152
  %69 = load i32, ptr %5, align 4, !dbg !157
  %70 = load ptr, ptr %6, align 8, !dbg !158
  %71 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0, !dbg !159
  %72 = ptrtoint ptr %70 to i64, !dbg !160
  %73 = ptrtoint ptr %71 to i64, !dbg !160
  %74 = sub i64 %72, %73, !dbg !160
  %75 = sdiv exact i64 %74, 4, !dbg !160
  %76 = load ptr, ptr %6, align 8, !dbg !161
  %77 = load ptr, ptr %4, align 8, !dbg !162
  %78 = icmp eq ptr %76, %77, !dbg !163
  %79 = zext i1 %78 to i64, !dbg !161
  %80 = select i1 %78, ptr @.str.1, ptr @.str.2, !dbg !161
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %69, i64 noundef %75, ptr noundef %80), !dbg !164
  br label %82, !dbg !165

82:                                               ; preds = %64
  %83 = load i32, ptr %5, align 4, !dbg !166
  %84 = add nsw i32 %83, 3, !dbg !166
  store i32 %84, ptr %5, align 4, !dbg !166
  br label %61, !dbg !167, !llvm.loop !168

85:                                               ; preds = %61
  %86 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0, !dbg !170
  %87 = getelementptr inbounds i32, ptr %86, i64 2, !dbg !171
  %88 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0, !dbg !172
  %89 = getelementptr inbounds i32, ptr %88, i64 12, !dbg !173
  call void @reverse(ptr noundef %87, ptr noundef %89), !dbg !174
    #dbg_declare(ptr %7, !175, !DIExpression(), !177)
  %90 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0, !dbg !178
  store ptr %90, ptr %7, align 8, !dbg !177
  br label %91, !dbg !179

91:                                               ; preds = %99, %85
  %92 = load ptr, ptr %7, align 8, !dbg !180
  %93 = load ptr, ptr %4, align 8, !dbg !182
  %94 = icmp ult ptr %92, %93, !dbg !183
  br i1 %94, label %95, label %102, !dbg !184

95:                                               ; preds = %91
  %96 = load ptr, ptr %7, align 8, !dbg !185
  %97 = load i32, ptr %96, align 4, !dbg !186
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %97), !dbg !187
  br label %99, !dbg !187

99:                                               ; preds = %95
  %100 = load ptr, ptr %7, align 8, !dbg !188
  %101 = getelementptr inbounds i32, ptr %100, i32 1, !dbg !188
  store ptr %101, ptr %7, align 8, !dbg !188
  br label %91, !dbg !189, !llvm.loop !190

102:                                              ; preds = %91
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !192
    #dbg_declare(ptr %8, !193, !DIExpression(), !194)
  %104 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 15, !dbg !195
  store ptr %104, ptr %8, align 8, !dbg !194
    #dbg_declare(ptr %9, !196, !DIExpression(), !197)
  %105 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 3, !dbg !198
  store ptr %105, ptr %9, align 8, !dbg !197
  %106 = load ptr, ptr %8, align 8, !dbg !199
  %107 = load ptr, ptr %9, align 8, !dbg !200
  %108 = ptrtoint ptr %106 to i64, !dbg !201
  %109 = ptrtoint ptr %107 to i64, !dbg !201
  %110 = sub i64 %108, %109, !dbg !201
  %111 = sdiv exact i64 %110, 4, !dbg !201
  %112 = load ptr, ptr %9, align 8, !dbg !202
  %113 = load ptr, ptr %8, align 8, !dbg !203
  %114 = ptrtoint ptr %112 to i64, !dbg !204
  %115 = ptrtoint ptr %113 to i64, !dbg !204
  %116 = sub i64 %114, %115, !dbg !204
  %117 = sdiv exact i64 %116, 4, !dbg !204
  %118 = load ptr, ptr %8, align 8, !dbg !205
  %119 = load ptr, ptr %9, align 8, !dbg !206
  %120 = icmp ugt ptr %118, %119, !dbg !207
  %121 = zext i1 %120 to i32, !dbg !207
  %122 = load ptr, ptr %9, align 8, !dbg !208
  %123 = load ptr, ptr %8, align 8, !dbg !209
  %124 = icmp uge ptr %122, %123, !dbg !210
  %125 = zext i1 %124 to i32, !dbg !210
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %111, i64 noundef %117, i32 noundef %121, i32 noundef %125), !dbg !211
    #dbg_declare(ptr %10, !212, !DIExpression(), !213)
  %127 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0, !dbg !214
  %128 = getelementptr inbounds i32, ptr %127, i64 10, !dbg !215
  store ptr %128, ptr %10, align 8, !dbg !213
  %129 = load ptr, ptr %10, align 8, !dbg !216
  %130 = getelementptr inbounds i32, ptr %129, i64 -3, !dbg !216
  %131 = load i32, ptr %130, align 4, !dbg !216
  %132 = load ptr, ptr %10, align 8, !dbg !217
  %133 = getelementptr inbounds i32, ptr %132, i64 0, !dbg !217
  %134 = load i32, ptr %133, align 4, !dbg !217
  %135 = load ptr, ptr %10, align 8, !dbg !218
  %136 = getelementptr inbounds i32, ptr %135, i64 9, !dbg !218
  %137 = load i32, ptr %136, align 4, !dbg !218
  %138 = load ptr, ptr %10, align 8, !dbg !219
  %139 = getelementptr inbounds i32, ptr %138, i64 -10, !dbg !220
  %140 = load i32, ptr %139, align 4, !dbg !221
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %131, i32 noundef %134, i32 noundef %137, i32 noundef %140), !dbg !222
    #dbg_declare(ptr %11, !223, !DIExpression(), !225)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.main.items, i64 96, i1 false), !dbg !225
    #dbg_declare(ptr %12, !226, !DIExpression(), !227)
  %142 = getelementptr inbounds [4 x %struct.item], ptr %11, i64 0, i64 0, !dbg !228
  store ptr %142, ptr %12, align 8, !dbg !227
    #dbg_declare(ptr %13, !229, !DIExpression(), !231)
  store i32 0, ptr %13, align 4, !dbg !231
  br label %143, !dbg !232

143:                                              ; preds = %171, %102
  %144 = load i32, ptr %13, align 4, !dbg !233
  %145 = icmp slt i32 %144, 4, !dbg !235
  br i1 %145, label %146, label %174, !dbg !236

146:                                              ; preds = %143
    #dbg_declare(ptr %14, !237, !DIExpression(), !239)
  %147 = load ptr, ptr %12, align 8, !dbg !240
  %148 = load i32, ptr %13, align 4, !dbg !241
  %149 = sext i32 %148 to i64, !dbg !241
  %150 = mul i64 %149, 24, !dbg !242
  %151 = getelementptr inbounds i8, ptr %147, i64 %150, !dbg !243
  store ptr %151, ptr %14, align 8, !dbg !239
    #dbg_declare(ptr %15, !244, !DIExpression(), !245)
  %152 = load ptr, ptr %12, align 8, !dbg !246
  %153 = load i32, ptr %13, align 4, !dbg !247
  %154 = sext i32 %153 to i64, !dbg !247
  %155 = mul i64 %154, 24, !dbg !248
  %156 = getelementptr inbounds i8, ptr %152, i64 %155, !dbg !249
  %157 = getelementptr inbounds i8, ptr %156, i64 0, !dbg !250
  store ptr %157, ptr %15, align 8, !dbg !245
    #dbg_declare(ptr %16, !251, !DIExpression(), !252)
  %158 = load ptr, ptr %14, align 8, !dbg !253
  %159 = getelementptr inbounds i8, ptr %158, i64 8, !dbg !254
  store ptr %159, ptr %16, align 8, !dbg !252
    #dbg_declare(ptr %17, !255, !DIExpression(), !256)
  %160 = load ptr, ptr %14, align 8, !dbg !257
  %161 = getelementptr inbounds i8, ptr %160, i64 16, !dbg !258
  store ptr %161, ptr %17, align 8, !dbg !256
  %162 = load i32, ptr %13, align 4, !dbg !259
  %163 = load ptr, ptr %15, align 8, !dbg !260
  %164 = load i32, ptr %163, align 4, !dbg !261
  %165 = load ptr, ptr %16, align 8, !dbg !262
  %166 = load double, ptr %165, align 8, !dbg !263
  %167 = load ptr, ptr %17, align 8, !dbg !264
  %168 = load ptr, ptr %17, align 8, !dbg !265
  %169 = call i64 @my_strlen(ptr noundef %168), !dbg !266
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %162, i32 noundef %164, double noundef %166, ptr noundef %167, i64 noundef %169), !dbg !267
  br label %171, !dbg !268

171:                                              ; preds = %146
  %172 = load i32, ptr %13, align 4, !dbg !269
  %173 = add nsw i32 %172, 1, !dbg !269
  store i32 %173, ptr %13, align 4, !dbg !269
  br label %143, !dbg !270, !llvm.loop !271

174:                                              ; preds = %143
    #dbg_declare(ptr %18, !273, !DIExpression(), !274)
  %175 = getelementptr inbounds [4 x %struct.item], ptr %11, i64 0, i64 3, !dbg !275
  store ptr %175, ptr %18, align 8, !dbg !274
  %176 = load ptr, ptr %18, align 8, !dbg !276
  %177 = getelementptr inbounds [4 x %struct.item], ptr %11, i64 0, i64 0, !dbg !277
  %178 = ptrtoint ptr %176 to i64, !dbg !278
  %179 = ptrtoint ptr %177 to i64, !dbg !278
  %180 = sub i64 %178, %179, !dbg !278
  %181 = sdiv exact i64 %180, 24, !dbg !278
  %182 = load ptr, ptr %18, align 8, !dbg !279
  %183 = getelementptr inbounds [4 x %struct.item], ptr %11, i64 0, i64 0, !dbg !280
  %184 = ptrtoint ptr %182 to i64, !dbg !281
  %185 = ptrtoint ptr %183 to i64, !dbg !281
  %186 = sub i64 %184, %185, !dbg !281
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %181, i64 noundef %186), !dbg !282
    #dbg_declare(ptr %19, !283, !DIExpression(), !284)
  store i32 10, ptr %19, align 4, !dbg !284
    #dbg_declare(ptr %20, !285, !DIExpression(), !286)
  store i32 20, ptr %20, align 4, !dbg !286
    #dbg_declare(ptr %21, !287, !DIExpression(), !288)
  store ptr %19, ptr %21, align 8, !dbg !288
    #dbg_declare(ptr %22, !289, !DIExpression(), !291)
  store ptr %21, ptr %22, align 8, !dbg !291
  %188 = load ptr, ptr %22, align 8, !dbg !292
  %189 = load ptr, ptr %188, align 8, !dbg !293
  %190 = load i32, ptr %189, align 4, !dbg !294
  %191 = add nsw i32 %190, 5, !dbg !294
  store i32 %191, ptr %189, align 4, !dbg !294
  %192 = load ptr, ptr %22, align 8, !dbg !295
  store ptr %20, ptr %192, align 8, !dbg !296
  %193 = load ptr, ptr %22, align 8, !dbg !297
  %194 = load ptr, ptr %193, align 8, !dbg !298
  %195 = load i32, ptr %194, align 4, !dbg !299
  %196 = mul nsw i32 %195, 3, !dbg !299
  store i32 %196, ptr %194, align 4, !dbg !299
  %197 = load i32, ptr %19, align 4, !dbg !300
  %198 = load i32, ptr %20, align 4, !dbg !301
  %199 = load ptr, ptr %21, align 8, !dbg !302
  %200 = load i32, ptr %199, align 4, !dbg !303
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %197, i32 noundef %198, i32 noundef %200), !dbg !304
    #dbg_declare(ptr %23, !305, !DIExpression(), !307)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %23, ptr align 16 @__const.main.vals, i64 24, i1 false), !dbg !307
    #dbg_declare(ptr %24, !308, !DIExpression(), !310)
    #dbg_declare(ptr %25, !311, !DIExpression(), !313)
  store i32 0, ptr %25, align 4, !dbg !313
  br label %202, !dbg !314

202:                                              ; preds = %212, %174
  %203 = load i32, ptr %25, align 4, !dbg !315
  %204 = icmp slt i32 %203, 6, !dbg !317
  br i1 %204, label %205, label %215, !dbg !318

205:                                              ; preds = %202
  %206 = load i32, ptr %25, align 4, !dbg !319
  %207 = sext i32 %206 to i64, !dbg !320
  %208 = getelementptr inbounds [6 x i32], ptr %23, i64 0, i64 %207, !dbg !320
  %209 = load i32, ptr %25, align 4, !dbg !321
  %210 = sext i32 %209 to i64, !dbg !322
  %211 = getelementptr inbounds [6 x ptr], ptr %24, i64 0, i64 %210, !dbg !322
  store ptr %208, ptr %211, align 8, !dbg !323
  br label %212, !dbg !322

212:                                              ; preds = %205
  %213 = load i32, ptr %25, align 4, !dbg !324
  %214 = add nsw i32 %213, 1, !dbg !324
  store i32 %214, ptr %25, align 4, !dbg !324
  br label %202, !dbg !325, !llvm.loop !326

215:                                              ; preds = %202
    #dbg_declare(ptr %26, !328, !DIExpression(), !330)
  store i32 0, ptr %26, align 4, !dbg !330
  br label %216, !dbg !331

216:                                              ; preds = %258, %215
  %217 = load i32, ptr %26, align 4, !dbg !332
  %218 = icmp slt i32 %217, 6, !dbg !334
  br i1 %218, label %219, label %261, !dbg !335

219:                                              ; preds = %216
    #dbg_declare(ptr %27, !336, !DIExpression(), !338)
  %220 = load i32, ptr %26, align 4, !dbg !339
  %221 = add nsw i32 %220, 1, !dbg !340
  store i32 %221, ptr %27, align 4, !dbg !338
  br label %222, !dbg !341

222:                                              ; preds = %254, %219
  %223 = load i32, ptr %27, align 4, !dbg !342
  %224 = icmp slt i32 %223, 6, !dbg !344
  br i1 %224, label %225, label %257, !dbg !345

225:                                              ; preds = %222
  %226 = load i32, ptr %27, align 4, !dbg !346
  %227 = sext i32 %226 to i64, !dbg !348
  %228 = getelementptr inbounds [6 x ptr], ptr %24, i64 0, i64 %227, !dbg !348
  %229 = load ptr, ptr %228, align 8, !dbg !348
  %230 = load i32, ptr %229, align 4, !dbg !349
  %231 = load i32, ptr %26, align 4, !dbg !350
  %232 = sext i32 %231 to i64, !dbg !351
  %233 = getelementptr inbounds [6 x ptr], ptr %24, i64 0, i64 %232, !dbg !351
  %234 = load ptr, ptr %233, align 8, !dbg !351
  %235 = load i32, ptr %234, align 4, !dbg !352
  %236 = icmp slt i32 %230, %235, !dbg !353
  br i1 %236, label %237, label %253, !dbg !354

237:                                              ; preds = %225
    #dbg_declare(ptr %28, !355, !DIExpression(), !357)
  %238 = load i32, ptr %26, align 4, !dbg !358
  %239 = sext i32 %238 to i64, !dbg !359
  %240 = getelementptr inbounds [6 x ptr], ptr %24, i64 0, i64 %239, !dbg !359
  %241 = load ptr, ptr %240, align 8, !dbg !359
  store ptr %241, ptr %28, align 8, !dbg !357
  %242 = load i32, ptr %27, align 4, !dbg !360
  %243 = sext i32 %242 to i64, !dbg !361
  %244 = getelementptr inbounds [6 x ptr], ptr %24, i64 0, i64 %243, !dbg !361
  %245 = load ptr, ptr %244, align 8, !dbg !361
  %246 = load i32, ptr %26, align 4, !dbg !362
  %247 = sext i32 %246 to i64, !dbg !363
  %248 = getelementptr inbounds [6 x ptr], ptr %24, i64 0, i64 %247, !dbg !363
  store ptr %245, ptr %248, align 8, !dbg !364
  %249 = load ptr, ptr %28, align 8, !dbg !365
  %250 = load i32, ptr %27, align 4, !dbg !366
  %251 = sext i32 %250 to i64, !dbg !367
  %252 = getelementptr inbounds [6 x ptr], ptr %24, i64 0, i64 %251, !dbg !367
  store ptr %249, ptr %252, align 8, !dbg !368
  br label %253, !dbg !369

253:                                              ; preds = %237, %225
  br label %254, !dbg !370

254:                                              ; preds = %253
  %255 = load i32, ptr %27, align 4, !dbg !371
  %256 = add nsw i32 %255, 1, !dbg !371
  store i32 %256, ptr %27, align 4, !dbg !371
  br label %222, !dbg !372, !llvm.loop !373

257:                                              ; preds = %222
  br label %258, !dbg !374

258:                                              ; preds = %257
  %259 = load i32, ptr %26, align 4, !dbg !375
  %260 = add nsw i32 %259, 1, !dbg !375
  store i32 %260, ptr %26, align 4, !dbg !375
  br label %216, !dbg !376, !llvm.loop !377

261:                                              ; preds = %216
    #dbg_declare(ptr %29, !379, !DIExpression(), !381)
  store i32 0, ptr %29, align 4, !dbg !381
  br label %262, !dbg !382

262:                                              ; preds = %281, %261
  %263 = load i32, ptr %29, align 4, !dbg !383
  %264 = icmp slt i32 %263, 6, !dbg !385
  br i1 %264, label %265, label %284, !dbg !386

265:                                              ; preds = %262
  %266 = load i32, ptr %29, align 4, !dbg !387
  %267 = sext i32 %266 to i64, !dbg !388
  %268 = getelementptr inbounds [6 x ptr], ptr %24, i64 0, i64 %267, !dbg !388
  %269 = load ptr, ptr %268, align 8, !dbg !388
  %270 = load i32, ptr %269, align 4, !dbg !389
  %271 = load i32, ptr %29, align 4, !dbg !390
  %272 = sext i32 %271 to i64, !dbg !391
  %273 = getelementptr inbounds [6 x ptr], ptr %24, i64 0, i64 %272, !dbg !391
  %274 = load ptr, ptr %273, align 8, !dbg !391
  %275 = getelementptr inbounds [6 x i32], ptr %23, i64 0, i64 0, !dbg !392
  %276 = ptrtoint ptr %274 to i64, !dbg !393
  %277 = ptrtoint ptr %275 to i64, !dbg !393
  %278 = sub i64 %276, %277, !dbg !393
  %279 = sdiv exact i64 %278, 4, !dbg !393
  %280 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %270, i64 noundef %279), !dbg !394
  br label %281, !dbg !394

281:                                              ; preds = %265
  %282 = load i32, ptr %29, align 4, !dbg !395
  %283 = add nsw i32 %282, 1, !dbg !395
  store i32 %283, ptr %29, align 4, !dbg !395
  br label %262, !dbg !396, !llvm.loop !397

284:                                              ; preds = %262
  %285 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !399
    #dbg_declare(ptr %30, !400, !DIExpression(), !401)
  %286 = getelementptr inbounds [32 x i8], ptr %30, i64 0, i64 0, !dbg !402
  %287 = call ptr @strcpy(ptr noundef %286, ptr noundef @.str.11) #5, !dbg !403
    #dbg_declare(ptr %31, !404, !DIExpression(), !405)
  %288 = getelementptr inbounds [32 x i8], ptr %30, i64 0, i64 0, !dbg !406
  %289 = getelementptr inbounds [32 x i8], ptr %30, i64 0, i64 0, !dbg !407
  %290 = call i64 @my_strlen(ptr noundef %289), !dbg !408
  %291 = getelementptr inbounds i8, ptr %288, i64 %290, !dbg !409
  store ptr %291, ptr %31, align 8, !dbg !405
    #dbg_declare(ptr %32, !410, !DIExpression(), !411)
  store i32 0, ptr %32, align 4, !dbg !411
    #dbg_declare(ptr %33, !412, !DIExpression(), !414)
  %292 = getelementptr inbounds [32 x i8], ptr %30, i64 0, i64 0, !dbg !415
  store ptr %292, ptr %33, align 8, !dbg !414
  br label %293, !dbg !416

293:                                              ; preds = %306, %284
  %294 = load ptr, ptr %33, align 8, !dbg !417
  %295 = load ptr, ptr %31, align 8, !dbg !419
  %296 = icmp ult ptr %294, %295, !dbg !420
  br i1 %296, label %297, label %309, !dbg !421

297:                                              ; preds = %293
  %298 = load ptr, ptr %33, align 8, !dbg !422
  %299 = load i8, ptr %298, align 1, !dbg !423
  %300 = sext i8 %299 to i32, !dbg !423
  %301 = call ptr @strchr(ptr noundef @.str.12, i32 noundef %300) #6, !dbg !424
  %302 = icmp ne ptr %301, null, !dbg !425
  %303 = zext i1 %302 to i32, !dbg !425
  %304 = load i32, ptr %32, align 4, !dbg !426
  %305 = add nsw i32 %304, %303, !dbg !426
  store i32 %305, ptr %32, align 4, !dbg !426
  br label %306, !dbg !427

306:                                              ; preds = %297
  %307 = load ptr, ptr %33, align 8, !dbg !428
  %308 = getelementptr inbounds i8, ptr %307, i32 1, !dbg !428
  store ptr %308, ptr %33, align 8, !dbg !428
  br label %293, !dbg !429, !llvm.loop !430

309:                                              ; preds = %293
  %310 = load ptr, ptr %31, align 8, !dbg !432
  %311 = getelementptr inbounds [32 x i8], ptr %30, i64 0, i64 0, !dbg !433
  %312 = ptrtoint ptr %310 to i64, !dbg !434
  %313 = ptrtoint ptr %311 to i64, !dbg !434
  %314 = sub i64 %312, %313, !dbg !434
  %315 = load i32, ptr %32, align 4, !dbg !435
  %316 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %314, i32 noundef %315), !dbg !436
    #dbg_declare(ptr %34, !437, !DIExpression(), !439)
  %317 = load ptr, ptr %31, align 8, !dbg !440
  store ptr %317, ptr %34, align 8, !dbg !439
  br label %318, !dbg !441

318:                                              ; preds = %322, %309
  %319 = load ptr, ptr %34, align 8, !dbg !442
  %320 = getelementptr inbounds [32 x i8], ptr %30, i64 0, i64 0, !dbg !444
  %321 = icmp ugt ptr %319, %320, !dbg !445
  br i1 %321, label %322, label %329, !dbg !446

322:                                              ; preds = %318
  %323 = load ptr, ptr %34, align 8, !dbg !447
  %324 = getelementptr inbounds i8, ptr %323, i32 -1, !dbg !447
  store ptr %324, ptr %34, align 8, !dbg !447
  %325 = load ptr, ptr %34, align 8, !dbg !449
  %326 = load i8, ptr %325, align 1, !dbg !450
  %327 = sext i8 %326 to i32, !dbg !450
  %328 = call i32 @putchar(i32 noundef %327), !dbg !451
  br label %318, !dbg !452, !llvm.loop !453

329:                                              ; preds = %318
  %330 = call i32 @putchar(i32 noundef 10), !dbg !455
    #dbg_declare(ptr %35, !456, !DIExpression(), !460)
    #dbg_declare(ptr %36, !461, !DIExpression(), !463)
  store i32 0, ptr %36, align 4, !dbg !463
  br label %331, !dbg !464

331:                                              ; preds = %355, %329
  %332 = load i32, ptr %36, align 4, !dbg !465
  %333 = icmp slt i32 %332, 4, !dbg !467
  br i1 %333, label %334, label %358, !dbg !468

334:                                              ; preds = %331
    #dbg_declare(ptr %37, !469, !DIExpression(), !471)
  store i32 0, ptr %37, align 4, !dbg !471
  br label %335, !dbg !472

335:                                              ; preds = %351, %334
  %336 = load i32, ptr %37, align 4, !dbg !473
  %337 = icmp slt i32 %336, 5, !dbg !475
  br i1 %337, label %338, label %354, !dbg !476

338:                                              ; preds = %335
  %339 = load i32, ptr %36, align 4, !dbg !477
  %340 = sitofp i32 %339 to double, !dbg !477
  %341 = load i32, ptr %37, align 4, !dbg !478
  %342 = sitofp i32 %341 to double, !dbg !478
  %343 = fdiv double %342, 1.000000e+01, !dbg !479
  %344 = fadd double %340, %343, !dbg !480
  %345 = load i32, ptr %36, align 4, !dbg !481
  %346 = sext i32 %345 to i64, !dbg !482
  %347 = getelementptr inbounds [4 x [5 x double]], ptr %35, i64 0, i64 %346, !dbg !482
  %348 = load i32, ptr %37, align 4, !dbg !483
  %349 = sext i32 %348 to i64, !dbg !482
  %350 = getelementptr inbounds [5 x double], ptr %347, i64 0, i64 %349, !dbg !482
  store double %344, ptr %350, align 8, !dbg !484
  br label %351, !dbg !482

351:                                              ; preds = %338
  %352 = load i32, ptr %37, align 4, !dbg !485
  %353 = add nsw i32 %352, 1, !dbg !485
  store i32 %353, ptr %37, align 4, !dbg !485
  br label %335, !dbg !486, !llvm.loop !487

354:                                              ; preds = %335
  br label %355, !dbg !488

355:                                              ; preds = %354
  %356 = load i32, ptr %36, align 4, !dbg !489
  %357 = add nsw i32 %356, 1, !dbg !489
  store i32 %357, ptr %36, align 4, !dbg !489
  br label %331, !dbg !490, !llvm.loop !491

358:                                              ; preds = %331
    #dbg_declare(ptr %38, !493, !DIExpression(), !494)
  %359 = getelementptr inbounds [4 x [5 x double]], ptr %35, i64 0, i64 0, !dbg !495
  %360 = getelementptr inbounds [5 x double], ptr %359, i64 0, i64 2, !dbg !495
  store ptr %360, ptr %38, align 8, !dbg !494
    #dbg_declare(ptr %39, !496, !DIExpression(), !497)
  store double 0.000000e+00, ptr %39, align 8, !dbg !497
    #dbg_declare(ptr %40, !498, !DIExpression(), !500)
  store i32 0, ptr %40, align 4, !dbg !500
  br label %361, !dbg !501

361:                                              ; preds = %369, %358
  %362 = load i32, ptr %40, align 4, !dbg !502
  %363 = icmp slt i32 %362, 4, !dbg !504
  br i1 %363, label %364, label %374, !dbg !505

364:                                              ; preds = %361
  %365 = load ptr, ptr %38, align 8, !dbg !506
  %366 = load double, ptr %365, align 8, !dbg !507
  %367 = load double, ptr %39, align 8, !dbg !508
  %368 = fadd double %367, %366, !dbg !508
  store double %368, ptr %39, align 8, !dbg !508
  br label %369, !dbg !509

369:                                              ; preds = %364
  %370 = load i32, ptr %40, align 4, !dbg !510
  %371 = add nsw i32 %370, 1, !dbg !510
  store i32 %371, ptr %40, align 4, !dbg !510
  %372 = load ptr, ptr %38, align 8, !dbg !511
  %373 = getelementptr inbounds double, ptr %372, i64 5, !dbg !511
  store ptr %373, ptr %38, align 8, !dbg !511
  br label %361, !dbg !512, !llvm.loop !513

374:                                              ; preds = %361
  %375 = load double, ptr %39, align 8, !dbg !515
  %376 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %375), !dbg !516
    #dbg_declare(ptr %41, !517, !DIExpression(), !518)
  store ptr null, ptr %41, align 8, !dbg !518
  %377 = load ptr, ptr %41, align 8, !dbg !519
  %378 = icmp eq ptr %377, null, !dbg !520
  %379 = zext i1 %378 to i32, !dbg !520
  %380 = load ptr, ptr %41, align 8, !dbg !521
  %381 = icmp ne ptr %380, null, !dbg !522
  %382 = xor i1 %381, true, !dbg !522
  %383 = zext i1 %382 to i32, !dbg !522
  %384 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %379, i32 noundef %383), !dbg !523
    #dbg_declare(ptr %42, !524, !DIExpression(), !525)
  %385 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 5, !dbg !526
  store ptr %385, ptr %42, align 8, !dbg !525
    #dbg_declare(ptr %43, !527, !DIExpression(), !528)
  %386 = load ptr, ptr %42, align 8, !dbg !529
  %387 = getelementptr inbounds i32, ptr %386, i64 2, !dbg !530
  store ptr %387, ptr %43, align 8, !dbg !528
  %388 = load ptr, ptr %43, align 8, !dbg !531
  %389 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0, !dbg !532
  %390 = ptrtoint ptr %388 to i64, !dbg !533
  %391 = ptrtoint ptr %389 to i64, !dbg !533
  %392 = sub i64 %390, %391, !dbg !533
  %393 = sdiv exact i64 %392, 4, !dbg !533
  %394 = load ptr, ptr %43, align 8, !dbg !534
  %395 = load i32, ptr %394, align 4, !dbg !535
  %396 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %393, i32 noundef %395), !dbg !536
  ret i32 0, !dbg !537
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @find_first(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !538 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !541, !DIExpression(), !542)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !543, !DIExpression(), !544)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !545, !DIExpression(), !546)
    #dbg_declare(ptr %8, !547, !DIExpression(), !549)
  %9 = load ptr, ptr %5, align 8, !dbg !550
  store ptr %9, ptr %8, align 8, !dbg !549
  br label %10, !dbg !551

10:                                               ; preds = %22, %3
  %11 = load ptr, ptr %8, align 8, !dbg !552
  %12 = load ptr, ptr %6, align 8, !dbg !554
  %13 = icmp ne ptr %11, %12, !dbg !555
  br i1 %13, label %14, label %25, !dbg !556

14:                                               ; preds = %10
  %15 = load ptr, ptr %8, align 8, !dbg !557
  %16 = load i32, ptr %15, align 4, !dbg !559
  %17 = load i32, ptr %7, align 4, !dbg !560
  %18 = icmp eq i32 %16, %17, !dbg !561
  br i1 %18, label %19, label %21, !dbg !562

19:                                               ; preds = %14
  %20 = load ptr, ptr %8, align 8, !dbg !563
  store ptr %20, ptr %4, align 8, !dbg !564
  br label %27, !dbg !564

21:                                               ; preds = %14
  br label %22, !dbg !560

22:                                               ; preds = %21
  %23 = load ptr, ptr %8, align 8, !dbg !565
  %24 = getelementptr inbounds i32, ptr %23, i32 1, !dbg !565
  store ptr %24, ptr %8, align 8, !dbg !565
  br label %10, !dbg !566, !llvm.loop !567

25:                                               ; preds = %10
  %26 = load ptr, ptr %6, align 8, !dbg !569
  store ptr %26, ptr %4, align 8, !dbg !570
  br label %27, !dbg !570

27:                                               ; preds = %25, %19
  %28 = load ptr, ptr %4, align 8, !dbg !571
  ret ptr %28, !dbg !571
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reverse(ptr noundef %0, ptr noundef %1) #0 !dbg !572 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !575, !DIExpression(), !576)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !577, !DIExpression(), !578)
  br label %6, !dbg !579

6:                                                ; preds = %10, %2
  %7 = load ptr, ptr %3, align 8, !dbg !580
  %8 = load ptr, ptr %4, align 8, !dbg !581
  %9 = icmp ult ptr %7, %8, !dbg !582
  br i1 %9, label %10, label %20, !dbg !579

10:                                               ; preds = %6
    #dbg_declare(ptr %5, !583, !DIExpression(), !585)
  %11 = load ptr, ptr %3, align 8, !dbg !586
  %12 = load i32, ptr %11, align 4, !dbg !587
  store i32 %12, ptr %5, align 4, !dbg !585
  %13 = load ptr, ptr %4, align 8, !dbg !588
  %14 = getelementptr inbounds i32, ptr %13, i32 -1, !dbg !588
  store ptr %14, ptr %4, align 8, !dbg !588
  %15 = load i32, ptr %14, align 4, !dbg !589
  %16 = load ptr, ptr %3, align 8, !dbg !590
  %17 = getelementptr inbounds i32, ptr %16, i32 1, !dbg !590
  store ptr %17, ptr %3, align 8, !dbg !590
  store i32 %15, ptr %16, align 4, !dbg !591
  %18 = load i32, ptr %5, align 4, !dbg !592
  %19 = load ptr, ptr %4, align 8, !dbg !593
  store i32 %18, ptr %19, align 4, !dbg !594
  br label %6, !dbg !579, !llvm.loop !595

20:                                               ; preds = %6
  ret void, !dbg !597
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @my_strlen(ptr noundef %0) #0 !dbg !598 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !603, !DIExpression(), !604)
    #dbg_declare(ptr %3, !605, !DIExpression(), !606)
  %4 = load ptr, ptr %2, align 8, !dbg !607
  store ptr %4, ptr %3, align 8, !dbg !606
  br label %5, !dbg !608

5:                                                ; preds = %9, %1
  %6 = load ptr, ptr %3, align 8, !dbg !609
  %7 = load i8, ptr %6, align 1, !dbg !610
  %8 = icmp ne i8 %7, 0, !dbg !608
  br i1 %8, label %9, label %12, !dbg !608

9:                                                ; preds = %5
  %10 = load ptr, ptr %3, align 8, !dbg !611
  %11 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !611
  store ptr %11, ptr %3, align 8, !dbg !611
  br label %5, !dbg !608, !llvm.loop !612

12:                                               ; preds = %5
  %13 = load ptr, ptr %3, align 8, !dbg !613
  %14 = load ptr, ptr %2, align 8, !dbg !614
  %15 = ptrtoint ptr %13 to i64, !dbg !615
  %16 = ptrtoint ptr %14 to i64, !dbg !615
  %17 = sub i64 %15, %16, !dbg !615
  ret i64 %17, !dbg !616
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #4

declare i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!84}
!llvm.module.flags = !{!103, !104, !105, !106, !107, !108, !109}
!llvm.ident = !{!110}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ptr_arith.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "eb54362f0e5993e76ed3afc9f8e90afe")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 24)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 1)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 2)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 32)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 45)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 46)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 27)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 20)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 10)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 19)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 6)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !59, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 21)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 13)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 25)
!84 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !85, globals: !102, splitDebugInlining: false, nameTableKind: None)
!85 = !{!86, !87, !88, !96, !97, !98, !99}
!86 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !2, line: 7, size: 192, elements: !90)
!90 = !{!91, !93, !95}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !89, file: !2, line: 8, baseType: !92, size: 32)
!92 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !89, file: !2, line: 9, baseType: !94, size: 64, offset: 64)
!94 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !89, file: !2, line: 10, baseType: !64, size: 48, offset: 128)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !100, line: 18, baseType: !101)
!100 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!101 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!102 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !57, !62, !67, !69, !74, !79}
!103 = !{i32 7, !"Dwarf Version", i32 5}
!104 = !{i32 2, !"Debug Info Version", i32 3}
!105 = !{i32 1, !"wchar_size", i32 4}
!106 = !{i32 8, !"PIC Level", i32 2}
!107 = !{i32 7, !"PIE Level", i32 2}
!108 = !{i32 7, !"uwtable", i32 2}
!109 = !{i32 7, !"frame-pointer", i32 2}
!110 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!111 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !112, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !84, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!92}
!114 = !{}
!115 = !DILocalVariable(name: "a", scope: !111, file: !2, line: 36, type: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 640, elements: !50)
!117 = !DILocation(line: 36, column: 9, scope: !111)
!118 = !DILocalVariable(name: "i", scope: !119, file: !2, line: 37, type: !92)
!119 = distinct !DILexicalBlock(scope: !111, file: !2, line: 37, column: 5)
!120 = !DILocation(line: 37, column: 14, scope: !119)
!121 = !DILocation(line: 37, column: 10, scope: !119)
!122 = !DILocation(line: 37, column: 21, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !2, line: 37, column: 5)
!124 = !DILocation(line: 37, column: 23, scope: !123)
!125 = !DILocation(line: 37, column: 5, scope: !119)
!126 = !DILocation(line: 38, column: 16, scope: !123)
!127 = !DILocation(line: 38, column: 20, scope: !123)
!128 = !DILocation(line: 38, column: 18, scope: !123)
!129 = !DILocation(line: 38, column: 22, scope: !123)
!130 = !DILocation(line: 38, column: 11, scope: !123)
!131 = !DILocation(line: 38, column: 9, scope: !123)
!132 = !DILocation(line: 38, column: 14, scope: !123)
!133 = !DILocation(line: 37, column: 30, scope: !123)
!134 = !DILocation(line: 37, column: 5, scope: !123)
!135 = distinct !{!135, !125, !136, !137}
!136 = !DILocation(line: 38, column: 24, scope: !119)
!137 = !{!"llvm.loop.mustprogress"}
!138 = !DILocalVariable(name: "end", scope: !111, file: !2, line: 39, type: !96)
!139 = !DILocation(line: 39, column: 10, scope: !111)
!140 = !DILocation(line: 39, column: 16, scope: !111)
!141 = !DILocation(line: 39, column: 18, scope: !111)
!142 = !DILocalVariable(name: "v", scope: !143, file: !2, line: 40, type: !92)
!143 = distinct !DILexicalBlock(scope: !111, file: !2, line: 40, column: 5)
!144 = !DILocation(line: 40, column: 14, scope: !143)
!145 = !DILocation(line: 40, column: 10, scope: !143)
!146 = !DILocation(line: 40, column: 21, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !2, line: 40, column: 5)
!148 = !DILocation(line: 40, column: 23, scope: !147)
!149 = !DILocation(line: 40, column: 5, scope: !143)
!150 = !DILocalVariable(name: "p", scope: !151, file: !2, line: 41, type: !96)
!151 = distinct !DILexicalBlock(scope: !147, file: !2, line: 40, column: 37)
!152 = !DILocation(line: 41, column: 14, scope: !151)
!153 = !DILocation(line: 41, column: 29, scope: !151)
!154 = !DILocation(line: 41, column: 32, scope: !151)
!155 = !DILocation(line: 41, column: 37, scope: !151)
!156 = !DILocation(line: 41, column: 18, scope: !151)
!157 = !DILocation(line: 42, column: 44, scope: !151)
!158 = !DILocation(line: 42, column: 54, scope: !151)
!159 = !DILocation(line: 42, column: 58, scope: !151)
!160 = !DILocation(line: 42, column: 56, scope: !151)
!161 = !DILocation(line: 42, column: 62, scope: !151)
!162 = !DILocation(line: 42, column: 67, scope: !151)
!163 = !DILocation(line: 42, column: 64, scope: !151)
!164 = !DILocation(line: 42, column: 9, scope: !151)
!165 = !DILocation(line: 43, column: 5, scope: !151)
!166 = !DILocation(line: 40, column: 31, scope: !147)
!167 = !DILocation(line: 40, column: 5, scope: !147)
!168 = distinct !{!168, !149, !169, !137}
!169 = !DILocation(line: 43, column: 5, scope: !143)
!170 = !DILocation(line: 44, column: 13, scope: !111)
!171 = !DILocation(line: 44, column: 15, scope: !111)
!172 = !DILocation(line: 44, column: 20, scope: !111)
!173 = !DILocation(line: 44, column: 22, scope: !111)
!174 = !DILocation(line: 44, column: 5, scope: !111)
!175 = !DILocalVariable(name: "p", scope: !176, file: !2, line: 45, type: !96)
!176 = distinct !DILexicalBlock(scope: !111, file: !2, line: 45, column: 5)
!177 = !DILocation(line: 45, column: 15, scope: !176)
!178 = !DILocation(line: 45, column: 19, scope: !176)
!179 = !DILocation(line: 45, column: 10, scope: !176)
!180 = !DILocation(line: 45, column: 22, scope: !181)
!181 = distinct !DILexicalBlock(scope: !176, file: !2, line: 45, column: 5)
!182 = !DILocation(line: 45, column: 26, scope: !181)
!183 = !DILocation(line: 45, column: 24, scope: !181)
!184 = !DILocation(line: 45, column: 5, scope: !176)
!185 = !DILocation(line: 46, column: 24, scope: !181)
!186 = !DILocation(line: 46, column: 23, scope: !181)
!187 = !DILocation(line: 46, column: 9, scope: !181)
!188 = !DILocation(line: 45, column: 32, scope: !181)
!189 = !DILocation(line: 45, column: 5, scope: !181)
!190 = distinct !{!190, !184, !191, !137}
!191 = !DILocation(line: 46, column: 25, scope: !176)
!192 = !DILocation(line: 47, column: 5, scope: !111)
!193 = !DILocalVariable(name: "x", scope: !111, file: !2, line: 49, type: !96)
!194 = !DILocation(line: 49, column: 10, scope: !111)
!195 = !DILocation(line: 49, column: 15, scope: !111)
!196 = !DILocalVariable(name: "y", scope: !111, file: !2, line: 49, type: !96)
!197 = !DILocation(line: 49, column: 23, scope: !111)
!198 = !DILocation(line: 49, column: 28, scope: !111)
!199 = !DILocation(line: 50, column: 55, scope: !111)
!200 = !DILocation(line: 50, column: 59, scope: !111)
!201 = !DILocation(line: 50, column: 57, scope: !111)
!202 = !DILocation(line: 50, column: 70, scope: !111)
!203 = !DILocation(line: 50, column: 74, scope: !111)
!204 = !DILocation(line: 50, column: 72, scope: !111)
!205 = !DILocation(line: 50, column: 78, scope: !111)
!206 = !DILocation(line: 50, column: 82, scope: !111)
!207 = !DILocation(line: 50, column: 80, scope: !111)
!208 = !DILocation(line: 50, column: 85, scope: !111)
!209 = !DILocation(line: 50, column: 90, scope: !111)
!210 = !DILocation(line: 50, column: 87, scope: !111)
!211 = !DILocation(line: 50, column: 5, scope: !111)
!212 = !DILocalVariable(name: "mid", scope: !111, file: !2, line: 52, type: !96)
!213 = !DILocation(line: 52, column: 10, scope: !111)
!214 = !DILocation(line: 52, column: 16, scope: !111)
!215 = !DILocation(line: 52, column: 18, scope: !111)
!216 = !DILocation(line: 53, column: 61, scope: !111)
!217 = !DILocation(line: 53, column: 70, scope: !111)
!218 = !DILocation(line: 53, column: 78, scope: !111)
!219 = !DILocation(line: 54, column: 14, scope: !111)
!220 = !DILocation(line: 54, column: 18, scope: !111)
!221 = !DILocation(line: 54, column: 12, scope: !111)
!222 = !DILocation(line: 53, column: 5, scope: !111)
!223 = !DILocalVariable(name: "items", scope: !111, file: !2, line: 56, type: !224)
!224 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 768, elements: !20)
!225 = !DILocation(line: 56, column: 17, scope: !111)
!226 = !DILocalVariable(name: "base", scope: !111, file: !2, line: 58, type: !87)
!227 = !DILocation(line: 58, column: 11, scope: !111)
!228 = !DILocation(line: 58, column: 26, scope: !111)
!229 = !DILocalVariable(name: "i", scope: !230, file: !2, line: 59, type: !92)
!230 = distinct !DILexicalBlock(scope: !111, file: !2, line: 59, column: 5)
!231 = !DILocation(line: 59, column: 14, scope: !230)
!232 = !DILocation(line: 59, column: 10, scope: !230)
!233 = !DILocation(line: 59, column: 21, scope: !234)
!234 = distinct !DILexicalBlock(scope: !230, file: !2, line: 59, column: 5)
!235 = !DILocation(line: 59, column: 23, scope: !234)
!236 = !DILocation(line: 59, column: 5, scope: !230)
!237 = !DILocalVariable(name: "it", scope: !238, file: !2, line: 60, type: !88)
!238 = distinct !DILexicalBlock(scope: !234, file: !2, line: 59, column: 33)
!239 = !DILocation(line: 60, column: 22, scope: !238)
!240 = !DILocation(line: 60, column: 43, scope: !238)
!241 = !DILocation(line: 60, column: 50, scope: !238)
!242 = !DILocation(line: 60, column: 52, scope: !238)
!243 = !DILocation(line: 60, column: 48, scope: !238)
!244 = !DILocalVariable(name: "kp", scope: !238, file: !2, line: 61, type: !96)
!245 = !DILocation(line: 61, column: 14, scope: !238)
!246 = !DILocation(line: 61, column: 27, scope: !238)
!247 = !DILocation(line: 61, column: 34, scope: !238)
!248 = !DILocation(line: 61, column: 36, scope: !238)
!249 = !DILocation(line: 61, column: 32, scope: !238)
!250 = !DILocation(line: 61, column: 58, scope: !238)
!251 = !DILocalVariable(name: "wp", scope: !238, file: !2, line: 62, type: !97)
!252 = !DILocation(line: 62, column: 17, scope: !238)
!253 = !DILocation(line: 62, column: 41, scope: !238)
!254 = !DILocation(line: 62, column: 44, scope: !238)
!255 = !DILocalVariable(name: "lp", scope: !238, file: !2, line: 63, type: !87)
!256 = !DILocation(line: 63, column: 15, scope: !238)
!257 = !DILocation(line: 63, column: 28, scope: !238)
!258 = !DILocation(line: 63, column: 31, scope: !238)
!259 = !DILocation(line: 64, column: 66, scope: !238)
!260 = !DILocation(line: 64, column: 70, scope: !238)
!261 = !DILocation(line: 64, column: 69, scope: !238)
!262 = !DILocation(line: 64, column: 75, scope: !238)
!263 = !DILocation(line: 64, column: 74, scope: !238)
!264 = !DILocation(line: 64, column: 79, scope: !238)
!265 = !DILocation(line: 65, column: 26, scope: !238)
!266 = !DILocation(line: 65, column: 16, scope: !238)
!267 = !DILocation(line: 64, column: 9, scope: !238)
!268 = !DILocation(line: 66, column: 5, scope: !238)
!269 = !DILocation(line: 59, column: 29, scope: !234)
!270 = !DILocation(line: 59, column: 5, scope: !234)
!271 = distinct !{!271, !236, !272, !137}
!272 = !DILocation(line: 66, column: 5, scope: !230)
!273 = !DILocalVariable(name: "ip", scope: !111, file: !2, line: 67, type: !88)
!274 = !DILocation(line: 67, column: 18, scope: !111)
!275 = !DILocation(line: 67, column: 24, scope: !111)
!276 = !DILocation(line: 68, column: 50, scope: !111)
!277 = !DILocation(line: 68, column: 55, scope: !111)
!278 = !DILocation(line: 68, column: 53, scope: !111)
!279 = !DILocation(line: 68, column: 78, scope: !111)
!280 = !DILocation(line: 68, column: 91, scope: !111)
!281 = !DILocation(line: 68, column: 81, scope: !111)
!282 = !DILocation(line: 68, column: 5, scope: !111)
!283 = !DILocalVariable(name: "v1", scope: !111, file: !2, line: 70, type: !92)
!284 = !DILocation(line: 70, column: 9, scope: !111)
!285 = !DILocalVariable(name: "v2", scope: !111, file: !2, line: 70, type: !92)
!286 = !DILocation(line: 70, column: 18, scope: !111)
!287 = !DILocalVariable(name: "pv", scope: !111, file: !2, line: 71, type: !96)
!288 = !DILocation(line: 71, column: 10, scope: !111)
!289 = !DILocalVariable(name: "ppv", scope: !111, file: !2, line: 72, type: !290)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!291 = !DILocation(line: 72, column: 11, scope: !111)
!292 = !DILocation(line: 73, column: 7, scope: !111)
!293 = !DILocation(line: 73, column: 6, scope: !111)
!294 = !DILocation(line: 73, column: 11, scope: !111)
!295 = !DILocation(line: 74, column: 6, scope: !111)
!296 = !DILocation(line: 74, column: 10, scope: !111)
!297 = !DILocation(line: 75, column: 7, scope: !111)
!298 = !DILocation(line: 75, column: 6, scope: !111)
!299 = !DILocation(line: 75, column: 11, scope: !111)
!300 = !DILocation(line: 76, column: 36, scope: !111)
!301 = !DILocation(line: 76, column: 40, scope: !111)
!302 = !DILocation(line: 76, column: 45, scope: !111)
!303 = !DILocation(line: 76, column: 44, scope: !111)
!304 = !DILocation(line: 76, column: 5, scope: !111)
!305 = !DILocalVariable(name: "vals", scope: !111, file: !2, line: 78, type: !306)
!306 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 192, elements: !65)
!307 = !DILocation(line: 78, column: 9, scope: !111)
!308 = !DILocalVariable(name: "ptrs", scope: !111, file: !2, line: 79, type: !309)
!309 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 384, elements: !65)
!310 = !DILocation(line: 79, column: 10, scope: !111)
!311 = !DILocalVariable(name: "i", scope: !312, file: !2, line: 80, type: !92)
!312 = distinct !DILexicalBlock(scope: !111, file: !2, line: 80, column: 5)
!313 = !DILocation(line: 80, column: 14, scope: !312)
!314 = !DILocation(line: 80, column: 10, scope: !312)
!315 = !DILocation(line: 80, column: 21, scope: !316)
!316 = distinct !DILexicalBlock(scope: !312, file: !2, line: 80, column: 5)
!317 = !DILocation(line: 80, column: 23, scope: !316)
!318 = !DILocation(line: 80, column: 5, scope: !312)
!319 = !DILocation(line: 81, column: 25, scope: !316)
!320 = !DILocation(line: 81, column: 20, scope: !316)
!321 = !DILocation(line: 81, column: 14, scope: !316)
!322 = !DILocation(line: 81, column: 9, scope: !316)
!323 = !DILocation(line: 81, column: 17, scope: !316)
!324 = !DILocation(line: 80, column: 29, scope: !316)
!325 = !DILocation(line: 80, column: 5, scope: !316)
!326 = distinct !{!326, !318, !327, !137}
!327 = !DILocation(line: 81, column: 26, scope: !312)
!328 = !DILocalVariable(name: "i", scope: !329, file: !2, line: 82, type: !92)
!329 = distinct !DILexicalBlock(scope: !111, file: !2, line: 82, column: 5)
!330 = !DILocation(line: 82, column: 14, scope: !329)
!331 = !DILocation(line: 82, column: 10, scope: !329)
!332 = !DILocation(line: 82, column: 21, scope: !333)
!333 = distinct !DILexicalBlock(scope: !329, file: !2, line: 82, column: 5)
!334 = !DILocation(line: 82, column: 23, scope: !333)
!335 = !DILocation(line: 82, column: 5, scope: !329)
!336 = !DILocalVariable(name: "j", scope: !337, file: !2, line: 83, type: !92)
!337 = distinct !DILexicalBlock(scope: !333, file: !2, line: 83, column: 9)
!338 = !DILocation(line: 83, column: 18, scope: !337)
!339 = !DILocation(line: 83, column: 22, scope: !337)
!340 = !DILocation(line: 83, column: 24, scope: !337)
!341 = !DILocation(line: 83, column: 14, scope: !337)
!342 = !DILocation(line: 83, column: 29, scope: !343)
!343 = distinct !DILexicalBlock(scope: !337, file: !2, line: 83, column: 9)
!344 = !DILocation(line: 83, column: 31, scope: !343)
!345 = !DILocation(line: 83, column: 9, scope: !337)
!346 = !DILocation(line: 84, column: 23, scope: !347)
!347 = distinct !DILexicalBlock(scope: !343, file: !2, line: 84, column: 17)
!348 = !DILocation(line: 84, column: 18, scope: !347)
!349 = !DILocation(line: 84, column: 17, scope: !347)
!350 = !DILocation(line: 84, column: 34, scope: !347)
!351 = !DILocation(line: 84, column: 29, scope: !347)
!352 = !DILocation(line: 84, column: 28, scope: !347)
!353 = !DILocation(line: 84, column: 26, scope: !347)
!354 = !DILocation(line: 84, column: 17, scope: !343)
!355 = !DILocalVariable(name: "t", scope: !356, file: !2, line: 85, type: !96)
!356 = distinct !DILexicalBlock(scope: !347, file: !2, line: 84, column: 38)
!357 = !DILocation(line: 85, column: 22, scope: !356)
!358 = !DILocation(line: 85, column: 31, scope: !356)
!359 = !DILocation(line: 85, column: 26, scope: !356)
!360 = !DILocation(line: 86, column: 32, scope: !356)
!361 = !DILocation(line: 86, column: 27, scope: !356)
!362 = !DILocation(line: 86, column: 22, scope: !356)
!363 = !DILocation(line: 86, column: 17, scope: !356)
!364 = !DILocation(line: 86, column: 25, scope: !356)
!365 = !DILocation(line: 87, column: 27, scope: !356)
!366 = !DILocation(line: 87, column: 22, scope: !356)
!367 = !DILocation(line: 87, column: 17, scope: !356)
!368 = !DILocation(line: 87, column: 25, scope: !356)
!369 = !DILocation(line: 88, column: 13, scope: !356)
!370 = !DILocation(line: 84, column: 35, scope: !347)
!371 = !DILocation(line: 83, column: 37, scope: !343)
!372 = !DILocation(line: 83, column: 9, scope: !343)
!373 = distinct !{!373, !345, !374, !137}
!374 = !DILocation(line: 88, column: 13, scope: !337)
!375 = !DILocation(line: 82, column: 29, scope: !333)
!376 = !DILocation(line: 82, column: 5, scope: !333)
!377 = distinct !{!377, !335, !378, !137}
!378 = !DILocation(line: 88, column: 13, scope: !329)
!379 = !DILocalVariable(name: "i", scope: !380, file: !2, line: 89, type: !92)
!380 = distinct !DILexicalBlock(scope: !111, file: !2, line: 89, column: 5)
!381 = !DILocation(line: 89, column: 14, scope: !380)
!382 = !DILocation(line: 89, column: 10, scope: !380)
!383 = !DILocation(line: 89, column: 21, scope: !384)
!384 = distinct !DILexicalBlock(scope: !380, file: !2, line: 89, column: 5)
!385 = !DILocation(line: 89, column: 23, scope: !384)
!386 = !DILocation(line: 89, column: 5, scope: !380)
!387 = !DILocation(line: 90, column: 35, scope: !384)
!388 = !DILocation(line: 90, column: 30, scope: !384)
!389 = !DILocation(line: 90, column: 29, scope: !384)
!390 = !DILocation(line: 90, column: 51, scope: !384)
!391 = !DILocation(line: 90, column: 46, scope: !384)
!392 = !DILocation(line: 90, column: 56, scope: !384)
!393 = !DILocation(line: 90, column: 54, scope: !384)
!394 = !DILocation(line: 90, column: 9, scope: !384)
!395 = !DILocation(line: 89, column: 29, scope: !384)
!396 = !DILocation(line: 89, column: 5, scope: !384)
!397 = distinct !{!397, !386, !398, !137}
!398 = !DILocation(line: 90, column: 61, scope: !380)
!399 = !DILocation(line: 91, column: 5, scope: !111)
!400 = !DILocalVariable(name: "buf", scope: !111, file: !2, line: 93, type: !29)
!401 = !DILocation(line: 93, column: 10, scope: !111)
!402 = !DILocation(line: 94, column: 12, scope: !111)
!403 = !DILocation(line: 94, column: 5, scope: !111)
!404 = !DILocalVariable(name: "e", scope: !111, file: !2, line: 95, type: !87)
!405 = !DILocation(line: 95, column: 11, scope: !111)
!406 = !DILocation(line: 95, column: 15, scope: !111)
!407 = !DILocation(line: 95, column: 31, scope: !111)
!408 = !DILocation(line: 95, column: 21, scope: !111)
!409 = !DILocation(line: 95, column: 19, scope: !111)
!410 = !DILocalVariable(name: "vowels", scope: !111, file: !2, line: 96, type: !92)
!411 = !DILocation(line: 96, column: 9, scope: !111)
!412 = !DILocalVariable(name: "p", scope: !413, file: !2, line: 97, type: !87)
!413 = distinct !DILexicalBlock(scope: !111, file: !2, line: 97, column: 5)
!414 = !DILocation(line: 97, column: 16, scope: !413)
!415 = !DILocation(line: 97, column: 20, scope: !413)
!416 = !DILocation(line: 97, column: 10, scope: !413)
!417 = !DILocation(line: 97, column: 25, scope: !418)
!418 = distinct !DILexicalBlock(scope: !413, file: !2, line: 97, column: 5)
!419 = !DILocation(line: 97, column: 29, scope: !418)
!420 = !DILocation(line: 97, column: 27, scope: !418)
!421 = !DILocation(line: 97, column: 5, scope: !413)
!422 = !DILocation(line: 98, column: 36, scope: !418)
!423 = !DILocation(line: 98, column: 35, scope: !418)
!424 = !DILocation(line: 98, column: 19, scope: !418)
!425 = !DILocation(line: 98, column: 39, scope: !418)
!426 = !DILocation(line: 98, column: 16, scope: !418)
!427 = !DILocation(line: 98, column: 9, scope: !418)
!428 = !DILocation(line: 97, column: 33, scope: !418)
!429 = !DILocation(line: 97, column: 5, scope: !418)
!430 = distinct !{!430, !421, !431, !137}
!431 = !DILocation(line: 98, column: 42, scope: !413)
!432 = !DILocation(line: 99, column: 42, scope: !111)
!433 = !DILocation(line: 99, column: 46, scope: !111)
!434 = !DILocation(line: 99, column: 44, scope: !111)
!435 = !DILocation(line: 99, column: 52, scope: !111)
!436 = !DILocation(line: 99, column: 5, scope: !111)
!437 = !DILocalVariable(name: "p", scope: !438, file: !2, line: 101, type: !87)
!438 = distinct !DILexicalBlock(scope: !111, file: !2, line: 101, column: 5)
!439 = !DILocation(line: 101, column: 16, scope: !438)
!440 = !DILocation(line: 101, column: 20, scope: !438)
!441 = !DILocation(line: 101, column: 10, scope: !438)
!442 = !DILocation(line: 101, column: 23, scope: !443)
!443 = distinct !DILexicalBlock(scope: !438, file: !2, line: 101, column: 5)
!444 = !DILocation(line: 101, column: 27, scope: !443)
!445 = !DILocation(line: 101, column: 25, scope: !443)
!446 = !DILocation(line: 101, column: 5, scope: !438)
!447 = !DILocation(line: 102, column: 9, scope: !448)
!448 = distinct !DILexicalBlock(scope: !443, file: !2, line: 101, column: 33)
!449 = !DILocation(line: 103, column: 18, scope: !448)
!450 = !DILocation(line: 103, column: 17, scope: !448)
!451 = !DILocation(line: 103, column: 9, scope: !448)
!452 = !DILocation(line: 101, column: 5, scope: !443)
!453 = distinct !{!453, !446, !454, !137}
!454 = !DILocation(line: 104, column: 5, scope: !438)
!455 = !DILocation(line: 105, column: 5, scope: !111)
!456 = !DILocalVariable(name: "m", scope: !111, file: !2, line: 107, type: !457)
!457 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 1280, elements: !458)
!458 = !{!21, !459}
!459 = !DISubrange(count: 5)
!460 = !DILocation(line: 107, column: 12, scope: !111)
!461 = !DILocalVariable(name: "i", scope: !462, file: !2, line: 108, type: !92)
!462 = distinct !DILexicalBlock(scope: !111, file: !2, line: 108, column: 5)
!463 = !DILocation(line: 108, column: 14, scope: !462)
!464 = !DILocation(line: 108, column: 10, scope: !462)
!465 = !DILocation(line: 108, column: 21, scope: !466)
!466 = distinct !DILexicalBlock(scope: !462, file: !2, line: 108, column: 5)
!467 = !DILocation(line: 108, column: 23, scope: !466)
!468 = !DILocation(line: 108, column: 5, scope: !462)
!469 = !DILocalVariable(name: "j", scope: !470, file: !2, line: 109, type: !92)
!470 = distinct !DILexicalBlock(scope: !466, file: !2, line: 109, column: 9)
!471 = !DILocation(line: 109, column: 18, scope: !470)
!472 = !DILocation(line: 109, column: 14, scope: !470)
!473 = !DILocation(line: 109, column: 25, scope: !474)
!474 = distinct !DILexicalBlock(scope: !470, file: !2, line: 109, column: 9)
!475 = !DILocation(line: 109, column: 27, scope: !474)
!476 = !DILocation(line: 109, column: 9, scope: !470)
!477 = !DILocation(line: 110, column: 23, scope: !474)
!478 = !DILocation(line: 110, column: 27, scope: !474)
!479 = !DILocation(line: 110, column: 29, scope: !474)
!480 = !DILocation(line: 110, column: 25, scope: !474)
!481 = !DILocation(line: 110, column: 15, scope: !474)
!482 = !DILocation(line: 110, column: 13, scope: !474)
!483 = !DILocation(line: 110, column: 18, scope: !474)
!484 = !DILocation(line: 110, column: 21, scope: !474)
!485 = !DILocation(line: 109, column: 33, scope: !474)
!486 = !DILocation(line: 109, column: 9, scope: !474)
!487 = distinct !{!487, !476, !488, !137}
!488 = !DILocation(line: 110, column: 31, scope: !470)
!489 = !DILocation(line: 108, column: 29, scope: !466)
!490 = !DILocation(line: 108, column: 5, scope: !466)
!491 = distinct !{!491, !468, !492, !137}
!492 = !DILocation(line: 110, column: 31, scope: !462)
!493 = !DILocalVariable(name: "col", scope: !111, file: !2, line: 111, type: !97)
!494 = !DILocation(line: 111, column: 13, scope: !111)
!495 = !DILocation(line: 111, column: 20, scope: !111)
!496 = !DILocalVariable(name: "colsum", scope: !111, file: !2, line: 112, type: !94)
!497 = !DILocation(line: 112, column: 12, scope: !111)
!498 = !DILocalVariable(name: "i", scope: !499, file: !2, line: 113, type: !92)
!499 = distinct !DILexicalBlock(scope: !111, file: !2, line: 113, column: 5)
!500 = !DILocation(line: 113, column: 14, scope: !499)
!501 = !DILocation(line: 113, column: 10, scope: !499)
!502 = !DILocation(line: 113, column: 21, scope: !503)
!503 = distinct !DILexicalBlock(scope: !499, file: !2, line: 113, column: 5)
!504 = !DILocation(line: 113, column: 23, scope: !503)
!505 = !DILocation(line: 113, column: 5, scope: !499)
!506 = !DILocation(line: 114, column: 20, scope: !503)
!507 = !DILocation(line: 114, column: 19, scope: !503)
!508 = !DILocation(line: 114, column: 16, scope: !503)
!509 = !DILocation(line: 114, column: 9, scope: !503)
!510 = !DILocation(line: 113, column: 29, scope: !503)
!511 = !DILocation(line: 113, column: 37, scope: !503)
!512 = !DILocation(line: 113, column: 5, scope: !503)
!513 = distinct !{!513, !505, !514, !137}
!514 = !DILocation(line: 114, column: 20, scope: !499)
!515 = !DILocation(line: 115, column: 37, scope: !111)
!516 = !DILocation(line: 115, column: 5, scope: !111)
!517 = !DILocalVariable(name: "np", scope: !111, file: !2, line: 117, type: !96)
!518 = !DILocation(line: 117, column: 10, scope: !111)
!519 = !DILocation(line: 118, column: 29, scope: !111)
!520 = !DILocation(line: 118, column: 32, scope: !111)
!521 = !DILocation(line: 118, column: 42, scope: !111)
!522 = !DILocation(line: 118, column: 41, scope: !111)
!523 = !DILocation(line: 118, column: 5, scope: !111)
!524 = !DILocalVariable(name: "vp", scope: !111, file: !2, line: 120, type: !98)
!525 = !DILocation(line: 120, column: 11, scope: !111)
!526 = !DILocation(line: 120, column: 17, scope: !111)
!527 = !DILocalVariable(name: "back", scope: !111, file: !2, line: 121, type: !96)
!528 = !DILocation(line: 121, column: 10, scope: !111)
!529 = !DILocation(line: 121, column: 24, scope: !111)
!530 = !DILocation(line: 121, column: 27, scope: !111)
!531 = !DILocation(line: 122, column: 48, scope: !111)
!532 = !DILocation(line: 122, column: 55, scope: !111)
!533 = !DILocation(line: 122, column: 53, scope: !111)
!534 = !DILocation(line: 122, column: 60, scope: !111)
!535 = !DILocation(line: 122, column: 59, scope: !111)
!536 = !DILocation(line: 122, column: 5, scope: !111)
!537 = !DILocation(line: 123, column: 5, scope: !111)
!538 = distinct !DISubprogram(name: "find_first", scope: !2, file: !2, line: 13, type: !539, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !84, retainedNodes: !114)
!539 = !DISubroutineType(types: !540)
!540 = !{!96, !96, !96, !92}
!541 = !DILocalVariable(name: "begin", arg: 1, scope: !538, file: !2, line: 13, type: !96)
!542 = !DILocation(line: 13, column: 29, scope: !538)
!543 = !DILocalVariable(name: "end", arg: 2, scope: !538, file: !2, line: 13, type: !96)
!544 = !DILocation(line: 13, column: 41, scope: !538)
!545 = !DILocalVariable(name: "v", arg: 3, scope: !538, file: !2, line: 13, type: !92)
!546 = !DILocation(line: 13, column: 50, scope: !538)
!547 = !DILocalVariable(name: "p", scope: !548, file: !2, line: 14, type: !96)
!548 = distinct !DILexicalBlock(scope: !538, file: !2, line: 14, column: 5)
!549 = !DILocation(line: 14, column: 15, scope: !548)
!550 = !DILocation(line: 14, column: 19, scope: !548)
!551 = !DILocation(line: 14, column: 10, scope: !548)
!552 = !DILocation(line: 14, column: 26, scope: !553)
!553 = distinct !DILexicalBlock(scope: !548, file: !2, line: 14, column: 5)
!554 = !DILocation(line: 14, column: 31, scope: !553)
!555 = !DILocation(line: 14, column: 28, scope: !553)
!556 = !DILocation(line: 14, column: 5, scope: !548)
!557 = !DILocation(line: 15, column: 14, scope: !558)
!558 = distinct !DILexicalBlock(scope: !553, file: !2, line: 15, column: 13)
!559 = !DILocation(line: 15, column: 13, scope: !558)
!560 = !DILocation(line: 15, column: 19, scope: !558)
!561 = !DILocation(line: 15, column: 16, scope: !558)
!562 = !DILocation(line: 15, column: 13, scope: !553)
!563 = !DILocation(line: 16, column: 20, scope: !558)
!564 = !DILocation(line: 16, column: 13, scope: !558)
!565 = !DILocation(line: 14, column: 37, scope: !553)
!566 = !DILocation(line: 14, column: 5, scope: !553)
!567 = distinct !{!567, !556, !568, !137}
!568 = !DILocation(line: 16, column: 20, scope: !548)
!569 = !DILocation(line: 17, column: 12, scope: !538)
!570 = !DILocation(line: 17, column: 5, scope: !538)
!571 = !DILocation(line: 18, column: 1, scope: !538)
!572 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 20, type: !573, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !84, retainedNodes: !114)
!573 = !DISubroutineType(types: !574)
!574 = !{null, !96, !96}
!575 = !DILocalVariable(name: "lo", arg: 1, scope: !572, file: !2, line: 20, type: !96)
!576 = !DILocation(line: 20, column: 26, scope: !572)
!577 = !DILocalVariable(name: "hi", arg: 2, scope: !572, file: !2, line: 20, type: !96)
!578 = !DILocation(line: 20, column: 35, scope: !572)
!579 = !DILocation(line: 21, column: 5, scope: !572)
!580 = !DILocation(line: 21, column: 12, scope: !572)
!581 = !DILocation(line: 21, column: 17, scope: !572)
!582 = !DILocation(line: 21, column: 15, scope: !572)
!583 = !DILocalVariable(name: "t", scope: !584, file: !2, line: 22, type: !92)
!584 = distinct !DILexicalBlock(scope: !572, file: !2, line: 21, column: 21)
!585 = !DILocation(line: 22, column: 13, scope: !584)
!586 = !DILocation(line: 22, column: 18, scope: !584)
!587 = !DILocation(line: 22, column: 17, scope: !584)
!588 = !DILocation(line: 23, column: 18, scope: !584)
!589 = !DILocation(line: 23, column: 17, scope: !584)
!590 = !DILocation(line: 23, column: 12, scope: !584)
!591 = !DILocation(line: 23, column: 15, scope: !584)
!592 = !DILocation(line: 24, column: 15, scope: !584)
!593 = !DILocation(line: 24, column: 10, scope: !584)
!594 = !DILocation(line: 24, column: 13, scope: !584)
!595 = distinct !{!595, !579, !596, !137}
!596 = !DILocation(line: 25, column: 5, scope: !572)
!597 = !DILocation(line: 26, column: 1, scope: !572)
!598 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 28, type: !599, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !84, retainedNodes: !114)
!599 = !DISubroutineType(types: !600)
!600 = !{!99, !601}
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !602, size: 64)
!602 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!603 = !DILocalVariable(name: "s", arg: 1, scope: !598, file: !2, line: 28, type: !601)
!604 = !DILocation(line: 28, column: 37, scope: !598)
!605 = !DILocalVariable(name: "p", scope: !598, file: !2, line: 29, type: !601)
!606 = !DILocation(line: 29, column: 17, scope: !598)
!607 = !DILocation(line: 29, column: 21, scope: !598)
!608 = !DILocation(line: 30, column: 5, scope: !598)
!609 = !DILocation(line: 30, column: 13, scope: !598)
!610 = !DILocation(line: 30, column: 12, scope: !598)
!611 = !DILocation(line: 31, column: 10, scope: !598)
!612 = distinct !{!612, !608, !611, !137}
!613 = !DILocation(line: 32, column: 21, scope: !598)
!614 = !DILocation(line: 32, column: 25, scope: !598)
!615 = !DILocation(line: 32, column: 23, scope: !598)
!616 = !DILocation(line: 32, column: 5, scope: !598)
