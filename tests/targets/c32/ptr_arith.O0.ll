; ModuleID = 'ptr_arith.c'
source_filename = "ptr_arith.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.item = type { i32, double, [6 x i8] }

@.str = private unnamed_addr constant [24 x i8] c"find %d -> index %ld%s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c" (end)\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [32 x i8] c"x-y=%ld y-x=%ld x>y=%d y>=x=%d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [45 x i8] c"mid[-3]=%d mid[0]=%d mid[9]=%d *(mid-10)=%d\0A\00", align 1, !dbg !32
@__const.main.items = private unnamed_addr constant [4 x %struct.item] [%struct.item { i32 1, double 1.500000e+00, [6 x i8] c"one\00\00\00" }, %struct.item { i32 2, double 2.500000e+00, [6 x i8] c"two\00\00\00" }, %struct.item { i32 3, double 3.500000e+00, [6 x i8] c"three\00" }, %struct.item { i32 4, double 4.500000e+00, [6 x i8] c"four\00\00" }], align 4
@.str.7 = private unnamed_addr constant [46 x i8] c"item %d: key=%d weight=%.1f label=%s len=%zu\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [27 x i8] c"items diff %ld, bytes %ld\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [20 x i8] c"v1=%d v2=%d *pv=%d\0A\00", align 1, !dbg !47
@__const.main.vals = private unnamed_addr constant [6 x i32] [i32 42, i32 -1, i32 17, i32 8, i32 99, i32 0], align 4
@.str.10 = private unnamed_addr constant [10 x i8] c"%d(@%ld) \00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [19 x i8] c"pointer arithmetic\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [6 x i8] c"aeiou\00", align 1, !dbg !62
@.str.13 = private unnamed_addr constant [19 x i8] c"len=%ld vowels=%d\0A\00", align 1, !dbg !67
@.str.14 = private unnamed_addr constant [21 x i8] c"column 2 sum = %.2f\0A\00", align 1, !dbg !69
@.str.15 = private unnamed_addr constant [13 x i8] c"null: %d %d\0A\00", align 1, !dbg !74
@.str.16 = private unnamed_addr constant [25 x i8] c"back index %ld value %d\0A\00", align 1, !dbg !79

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !112 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca [4 x %struct.item], align 4
  %12 = alloca ptr, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 4
  %15 = alloca ptr, align 4
  %16 = alloca ptr, align 4
  %17 = alloca ptr, align 4
  %18 = alloca ptr, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 4
  %22 = alloca ptr, align 4
  %23 = alloca [6 x i32], align 4
  %24 = alloca [6 x ptr], align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca ptr, align 4
  %29 = alloca i32, align 4
  %30 = alloca [32 x i8], align 1
  %31 = alloca ptr, align 4
  %32 = alloca i32, align 4
  %33 = alloca ptr, align 4
  %34 = alloca ptr, align 4
  %35 = alloca [4 x [5 x double]], align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca ptr, align 4
  %39 = alloca double, align 8
  %40 = alloca i32, align 4
  %41 = alloca ptr, align 4
  %42 = alloca ptr, align 4
  %43 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !116, !DIExpression(), !118)
    #dbg_declare(ptr %3, !119, !DIExpression(), !121)
  store i32 0, ptr %3, align 4, !dbg !121
  br label %44, !dbg !122

44:                                               ; preds = %54, %0
  %45 = load i32, ptr %3, align 4, !dbg !123
  %46 = icmp slt i32 %45, 20, !dbg !125
  br i1 %46, label %47, label %57, !dbg !126

47:                                               ; preds = %44
  %48 = load i32, ptr %3, align 4, !dbg !127
  %49 = load i32, ptr %3, align 4, !dbg !128
  %50 = mul nsw i32 %48, %49, !dbg !129
  %51 = srem i32 %50, 13, !dbg !130
  %52 = load i32, ptr %3, align 4, !dbg !131
  %53 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 %52, !dbg !132
  store i32 %51, ptr %53, align 4, !dbg !133
  br label %54, !dbg !132

54:                                               ; preds = %47
  %55 = load i32, ptr %3, align 4, !dbg !134
  %56 = add nsw i32 %55, 1, !dbg !134
  store i32 %56, ptr %3, align 4, !dbg !134
  br label %44, !dbg !135, !llvm.loop !136

57:                                               ; preds = %44
    #dbg_declare(ptr %4, !139, !DIExpression(), !140)
  %58 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 0, !dbg !141
  %59 = getelementptr inbounds i32, ptr %58, i32 20, !dbg !142
  store ptr %59, ptr %4, align 4, !dbg !140
    #dbg_declare(ptr %5, !143, !DIExpression(), !145)
  store i32 0, ptr %5, align 4, !dbg !145
  br label %60, !dbg !146

60:                                               ; preds = %81, %57
  %61 = load i32, ptr %5, align 4, !dbg !147
  %62 = icmp slt i32 %61, 14, !dbg !149
  br i1 %62, label %63, label %84, !dbg !150

63:                                               ; preds = %60
    #dbg_declare(ptr %6, !151, !DIExpression(), !153)
  %64 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 0, !dbg !154
  %65 = load ptr, ptr %4, align 4, !dbg !155
  %66 = load i32, ptr %5, align 4, !dbg !156
  %67 = call ptr @find_first(ptr noundef %64, ptr noundef %65, i32 noundef %66), !dbg !157
  store ptr %67, ptr %6, align 4, !dbg !153
  %68 = load i32, ptr %5, align 4, !dbg !158
  %69 = load ptr, ptr %6, align 4, !dbg !159
  %70 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 0, !dbg !160
  %71 = ptrtoint ptr %69 to i32, !dbg !161
  %72 = ptrtoint ptr %70 to i32, !dbg !161
  %73 = sub i32 %71, %72, !dbg !161
  %74 = sdiv exact i32 %73, 4, !dbg !161
  %75 = load ptr, ptr %6, align 4, !dbg !162
  %76 = load ptr, ptr %4, align 4, !dbg !163
  %77 = icmp eq ptr %75, %76, !dbg !164
  %78 = zext i1 %77 to i64, !dbg !162
  %79 = select i1 %77, ptr @.str.1, ptr @.str.2, !dbg !162
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %68, i32 noundef %74, ptr noundef %79), !dbg !165
  br label %81, !dbg !166

81:                                               ; preds = %63
  %82 = load i32, ptr %5, align 4, !dbg !167
  %83 = add nsw i32 %82, 3, !dbg !167
  store i32 %83, ptr %5, align 4, !dbg !167
  br label %60, !dbg !168, !llvm.loop !169

84:                                               ; preds = %60
  %85 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 0, !dbg !171
  %86 = getelementptr inbounds i32, ptr %85, i32 2, !dbg !172
  %87 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 0, !dbg !173
  %88 = getelementptr inbounds i32, ptr %87, i32 12, !dbg !174
  call void @reverse(ptr noundef %86, ptr noundef %88), !dbg !175
    #dbg_declare(ptr %7, !176, !DIExpression(), !178)
  %89 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 0, !dbg !179
  store ptr %89, ptr %7, align 4, !dbg !178
  br label %90, !dbg !180

90:                                               ; preds = %98, %84
  %91 = load ptr, ptr %7, align 4, !dbg !181
  %92 = load ptr, ptr %4, align 4, !dbg !183
  %93 = icmp ult ptr %91, %92, !dbg !184
  br i1 %93, label %94, label %101, !dbg !185

94:                                               ; preds = %90
  %95 = load ptr, ptr %7, align 4, !dbg !186
  %96 = load i32, ptr %95, align 4, !dbg !187
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %96), !dbg !188
  br label %98, !dbg !188

98:                                               ; preds = %94
  %99 = load ptr, ptr %7, align 4, !dbg !189
  %100 = getelementptr inbounds i32, ptr %99, i32 1, !dbg !189
  store ptr %100, ptr %7, align 4, !dbg !189
  br label %90, !dbg !190, !llvm.loop !191

101:                                              ; preds = %90
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !193
    #dbg_declare(ptr %8, !194, !DIExpression(), !195)
  %103 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 15, !dbg !196
  store ptr %103, ptr %8, align 4, !dbg !195
    #dbg_declare(ptr %9, !197, !DIExpression(), !198)
  %104 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 3, !dbg !199
  store ptr %104, ptr %9, align 4, !dbg !198
  %105 = load ptr, ptr %8, align 4, !dbg !200
  %106 = load ptr, ptr %9, align 4, !dbg !201
  %107 = ptrtoint ptr %105 to i32, !dbg !202
  %108 = ptrtoint ptr %106 to i32, !dbg !202
  %109 = sub i32 %107, %108, !dbg !202
  %110 = sdiv exact i32 %109, 4, !dbg !202
  %111 = load ptr, ptr %9, align 4, !dbg !203
  %112 = load ptr, ptr %8, align 4, !dbg !204
  %113 = ptrtoint ptr %111 to i32, !dbg !205
  %114 = ptrtoint ptr %112 to i32, !dbg !205
  %115 = sub i32 %113, %114, !dbg !205
  %116 = sdiv exact i32 %115, 4, !dbg !205
  %117 = load ptr, ptr %8, align 4, !dbg !206
  %118 = load ptr, ptr %9, align 4, !dbg !207
  %119 = icmp ugt ptr %117, %118, !dbg !208
  %120 = zext i1 %119 to i32, !dbg !208
  %121 = load ptr, ptr %9, align 4, !dbg !209
  %122 = load ptr, ptr %8, align 4, !dbg !210
  %123 = icmp uge ptr %121, %122, !dbg !211
  %124 = zext i1 %123 to i32, !dbg !211
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %110, i32 noundef %116, i32 noundef %120, i32 noundef %124), !dbg !212
    #dbg_declare(ptr %10, !213, !DIExpression(), !214)
  %126 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 0, !dbg !215
  %127 = getelementptr inbounds i32, ptr %126, i32 10, !dbg !216
  store ptr %127, ptr %10, align 4, !dbg !214
  %128 = load ptr, ptr %10, align 4, !dbg !217
  %129 = getelementptr inbounds i32, ptr %128, i32 -3, !dbg !217
  %130 = load i32, ptr %129, align 4, !dbg !217
  %131 = load ptr, ptr %10, align 4, !dbg !218
  %132 = getelementptr inbounds i32, ptr %131, i32 0, !dbg !218
  %133 = load i32, ptr %132, align 4, !dbg !218
  %134 = load ptr, ptr %10, align 4, !dbg !219
  %135 = getelementptr inbounds i32, ptr %134, i32 9, !dbg !219
  %136 = load i32, ptr %135, align 4, !dbg !219
  %137 = load ptr, ptr %10, align 4, !dbg !220
  %138 = getelementptr inbounds i32, ptr %137, i32 -10, !dbg !221
  %139 = load i32, ptr %138, align 4, !dbg !222
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %130, i32 noundef %133, i32 noundef %136, i32 noundef %139), !dbg !223
    #dbg_declare(ptr %11, !224, !DIExpression(), !226)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %11, ptr align 4 @__const.main.items, i32 80, i1 false), !dbg !226
    #dbg_declare(ptr %12, !227, !DIExpression(), !228)
  %141 = getelementptr inbounds [4 x %struct.item], ptr %11, i32 0, i32 0, !dbg !229
  store ptr %141, ptr %12, align 4, !dbg !228
    #dbg_declare(ptr %13, !230, !DIExpression(), !232)
  store i32 0, ptr %13, align 4, !dbg !232
  br label %142, !dbg !233

142:                                              ; preds = %168, %101
  %143 = load i32, ptr %13, align 4, !dbg !234
  %144 = icmp slt i32 %143, 4, !dbg !236
  br i1 %144, label %145, label %171, !dbg !237

145:                                              ; preds = %142
    #dbg_declare(ptr %14, !238, !DIExpression(), !240)
  %146 = load ptr, ptr %12, align 4, !dbg !241
  %147 = load i32, ptr %13, align 4, !dbg !242
  %148 = mul i32 %147, 20, !dbg !243
  %149 = getelementptr inbounds i8, ptr %146, i32 %148, !dbg !244
  store ptr %149, ptr %14, align 4, !dbg !240
    #dbg_declare(ptr %15, !245, !DIExpression(), !246)
  %150 = load ptr, ptr %12, align 4, !dbg !247
  %151 = load i32, ptr %13, align 4, !dbg !248
  %152 = mul i32 %151, 20, !dbg !249
  %153 = getelementptr inbounds i8, ptr %150, i32 %152, !dbg !250
  %154 = getelementptr inbounds i8, ptr %153, i32 0, !dbg !251
  store ptr %154, ptr %15, align 4, !dbg !246
    #dbg_declare(ptr %16, !252, !DIExpression(), !253)
  %155 = load ptr, ptr %14, align 4, !dbg !254
  %156 = getelementptr inbounds i8, ptr %155, i32 4, !dbg !255
  store ptr %156, ptr %16, align 4, !dbg !253
    #dbg_declare(ptr %17, !256, !DIExpression(), !257)
  %157 = load ptr, ptr %14, align 4, !dbg !258
  %158 = getelementptr inbounds i8, ptr %157, i32 12, !dbg !259
  store ptr %158, ptr %17, align 4, !dbg !257
  %159 = load i32, ptr %13, align 4, !dbg !260
  %160 = load ptr, ptr %15, align 4, !dbg !261
  %161 = load i32, ptr %160, align 4, !dbg !262
  %162 = load ptr, ptr %16, align 4, !dbg !263
  %163 = load double, ptr %162, align 4, !dbg !264
  %164 = load ptr, ptr %17, align 4, !dbg !265
  %165 = load ptr, ptr %17, align 4, !dbg !266
  %166 = call i32 @my_strlen(ptr noundef %165), !dbg !267
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %159, i32 noundef %161, double noundef %163, ptr noundef %164, i32 noundef %166), !dbg !268
  br label %168, !dbg !269

168:                                              ; preds = %145
  %169 = load i32, ptr %13, align 4, !dbg !270
  %170 = add nsw i32 %169, 1, !dbg !270
  store i32 %170, ptr %13, align 4, !dbg !270
  br label %142, !dbg !271, !llvm.loop !272

171:                                              ; preds = %142
    #dbg_declare(ptr %18, !274, !DIExpression(), !275)
  %172 = getelementptr inbounds [4 x %struct.item], ptr %11, i32 0, i32 3, !dbg !276
  store ptr %172, ptr %18, align 4, !dbg !275
  %173 = load ptr, ptr %18, align 4, !dbg !277
  %174 = getelementptr inbounds [4 x %struct.item], ptr %11, i32 0, i32 0, !dbg !278
  %175 = ptrtoint ptr %173 to i32, !dbg !279
  %176 = ptrtoint ptr %174 to i32, !dbg !279
  %177 = sub i32 %175, %176, !dbg !279
  %178 = sdiv exact i32 %177, 20, !dbg !279
  %179 = load ptr, ptr %18, align 4, !dbg !280
  %180 = getelementptr inbounds [4 x %struct.item], ptr %11, i32 0, i32 0, !dbg !281
  %181 = ptrtoint ptr %179 to i32, !dbg !282
  %182 = ptrtoint ptr %180 to i32, !dbg !282
  %183 = sub i32 %181, %182, !dbg !282
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %178, i32 noundef %183), !dbg !283
    #dbg_declare(ptr %19, !284, !DIExpression(), !285)
  store i32 10, ptr %19, align 4, !dbg !285
    #dbg_declare(ptr %20, !286, !DIExpression(), !287)
  store i32 20, ptr %20, align 4, !dbg !287
    #dbg_declare(ptr %21, !288, !DIExpression(), !289)
  store ptr %19, ptr %21, align 4, !dbg !289
    #dbg_declare(ptr %22, !290, !DIExpression(), !292)
  store ptr %21, ptr %22, align 4, !dbg !292
  %185 = load ptr, ptr %22, align 4, !dbg !293
  %186 = load ptr, ptr %185, align 4, !dbg !294
  %187 = load i32, ptr %186, align 4, !dbg !295
  %188 = add nsw i32 %187, 5, !dbg !295
  store i32 %188, ptr %186, align 4, !dbg !295
  %189 = load ptr, ptr %22, align 4, !dbg !296
  store ptr %20, ptr %189, align 4, !dbg !297
  %190 = load ptr, ptr %22, align 4, !dbg !298
  %191 = load ptr, ptr %190, align 4, !dbg !299
  %192 = load i32, ptr %191, align 4, !dbg !300
  %193 = mul nsw i32 %192, 3, !dbg !300
  store i32 %193, ptr %191, align 4, !dbg !300
  %194 = load i32, ptr %19, align 4, !dbg !301
  %195 = load i32, ptr %20, align 4, !dbg !302
  %196 = load ptr, ptr %21, align 4, !dbg !303
  %197 = load i32, ptr %196, align 4, !dbg !304
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %194, i32 noundef %195, i32 noundef %197), !dbg !305
    #dbg_declare(ptr %23, !306, !DIExpression(), !308)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %23, ptr align 4 @__const.main.vals, i32 24, i1 false), !dbg !308
    #dbg_declare(ptr %24, !309, !DIExpression(), !311)
    #dbg_declare(ptr %25, !312, !DIExpression(), !314)
  store i32 0, ptr %25, align 4, !dbg !314
  br label %199, !dbg !315

199:                                              ; preds = %207, %171
  %200 = load i32, ptr %25, align 4, !dbg !316
  %201 = icmp slt i32 %200, 6, !dbg !318
  br i1 %201, label %202, label %210, !dbg !319

202:                                              ; preds = %199
  %203 = load i32, ptr %25, align 4, !dbg !320
  %204 = getelementptr inbounds [6 x i32], ptr %23, i32 0, i32 %203, !dbg !321
  %205 = load i32, ptr %25, align 4, !dbg !322
  %206 = getelementptr inbounds [6 x ptr], ptr %24, i32 0, i32 %205, !dbg !323
  store ptr %204, ptr %206, align 4, !dbg !324
  br label %207, !dbg !323

207:                                              ; preds = %202
  %208 = load i32, ptr %25, align 4, !dbg !325
  %209 = add nsw i32 %208, 1, !dbg !325
  store i32 %209, ptr %25, align 4, !dbg !325
  br label %199, !dbg !326, !llvm.loop !327

210:                                              ; preds = %199
    #dbg_declare(ptr %26, !329, !DIExpression(), !331)
  store i32 0, ptr %26, align 4, !dbg !331
  br label %211, !dbg !332

211:                                              ; preds = %247, %210
  %212 = load i32, ptr %26, align 4, !dbg !333
  %213 = icmp slt i32 %212, 6, !dbg !335
  br i1 %213, label %214, label %250, !dbg !336

214:                                              ; preds = %211
    #dbg_declare(ptr %27, !337, !DIExpression(), !339)
  %215 = load i32, ptr %26, align 4, !dbg !340
  %216 = add nsw i32 %215, 1, !dbg !341
  store i32 %216, ptr %27, align 4, !dbg !339
  br label %217, !dbg !342

217:                                              ; preds = %243, %214
  %218 = load i32, ptr %27, align 4, !dbg !343
  %219 = icmp slt i32 %218, 6, !dbg !345
  br i1 %219, label %220, label %246, !dbg !346

220:                                              ; preds = %217
  %221 = load i32, ptr %27, align 4, !dbg !347
  %222 = getelementptr inbounds [6 x ptr], ptr %24, i32 0, i32 %221, !dbg !349
  %223 = load ptr, ptr %222, align 4, !dbg !349
  %224 = load i32, ptr %223, align 4, !dbg !350
  %225 = load i32, ptr %26, align 4, !dbg !351
  %226 = getelementptr inbounds [6 x ptr], ptr %24, i32 0, i32 %225, !dbg !352
  %227 = load ptr, ptr %226, align 4, !dbg !352
  %228 = load i32, ptr %227, align 4, !dbg !353
  %229 = icmp slt i32 %224, %228, !dbg !354
  br i1 %229, label %230, label %242, !dbg !355

230:                                              ; preds = %220
    #dbg_declare(ptr %28, !356, !DIExpression(), !358)
  %231 = load i32, ptr %26, align 4, !dbg !359
  %232 = getelementptr inbounds [6 x ptr], ptr %24, i32 0, i32 %231, !dbg !360
  %233 = load ptr, ptr %232, align 4, !dbg !360
  store ptr %233, ptr %28, align 4, !dbg !358
  %234 = load i32, ptr %27, align 4, !dbg !361
  %235 = getelementptr inbounds [6 x ptr], ptr %24, i32 0, i32 %234, !dbg !362
  %236 = load ptr, ptr %235, align 4, !dbg !362
  %237 = load i32, ptr %26, align 4, !dbg !363
  %238 = getelementptr inbounds [6 x ptr], ptr %24, i32 0, i32 %237, !dbg !364
  store ptr %236, ptr %238, align 4, !dbg !365
  %239 = load ptr, ptr %28, align 4, !dbg !366
  %240 = load i32, ptr %27, align 4, !dbg !367
  %241 = getelementptr inbounds [6 x ptr], ptr %24, i32 0, i32 %240, !dbg !368
  store ptr %239, ptr %241, align 4, !dbg !369
  br label %242, !dbg !370

242:                                              ; preds = %230, %220
  br label %243, !dbg !371

243:                                              ; preds = %242
  %244 = load i32, ptr %27, align 4, !dbg !372
  %245 = add nsw i32 %244, 1, !dbg !372
  store i32 %245, ptr %27, align 4, !dbg !372
  br label %217, !dbg !373, !llvm.loop !374

246:                                              ; preds = %217
  br label %247, !dbg !375

247:                                              ; preds = %246
  %248 = load i32, ptr %26, align 4, !dbg !376
  %249 = add nsw i32 %248, 1, !dbg !376
  store i32 %249, ptr %26, align 4, !dbg !376
  br label %211, !dbg !377, !llvm.loop !378

250:                                              ; preds = %211
    #dbg_declare(ptr %29, !380, !DIExpression(), !382)
  store i32 0, ptr %29, align 4, !dbg !382
  br label %251, !dbg !383

251:                                              ; preds = %268, %250
  %252 = load i32, ptr %29, align 4, !dbg !384
  %253 = icmp slt i32 %252, 6, !dbg !386
  br i1 %253, label %254, label %271, !dbg !387

254:                                              ; preds = %251
  %255 = load i32, ptr %29, align 4, !dbg !388
  %256 = getelementptr inbounds [6 x ptr], ptr %24, i32 0, i32 %255, !dbg !389
  %257 = load ptr, ptr %256, align 4, !dbg !389
  %258 = load i32, ptr %257, align 4, !dbg !390
  %259 = load i32, ptr %29, align 4, !dbg !391
  %260 = getelementptr inbounds [6 x ptr], ptr %24, i32 0, i32 %259, !dbg !392
  %261 = load ptr, ptr %260, align 4, !dbg !392
  %262 = getelementptr inbounds [6 x i32], ptr %23, i32 0, i32 0, !dbg !393
  %263 = ptrtoint ptr %261 to i32, !dbg !394
  %264 = ptrtoint ptr %262 to i32, !dbg !394
  %265 = sub i32 %263, %264, !dbg !394
  %266 = sdiv exact i32 %265, 4, !dbg !394
  %267 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %258, i32 noundef %266), !dbg !395
  br label %268, !dbg !395

268:                                              ; preds = %254
  %269 = load i32, ptr %29, align 4, !dbg !396
  %270 = add nsw i32 %269, 1, !dbg !396
  store i32 %270, ptr %29, align 4, !dbg !396
  br label %251, !dbg !397, !llvm.loop !398

271:                                              ; preds = %251
  %272 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !400
    #dbg_declare(ptr %30, !401, !DIExpression(), !402)
  %273 = getelementptr inbounds [32 x i8], ptr %30, i32 0, i32 0, !dbg !403
  %274 = call ptr @strcpy(ptr noundef %273, ptr noundef @.str.11) #5, !dbg !404
    #dbg_declare(ptr %31, !405, !DIExpression(), !406)
  %275 = getelementptr inbounds [32 x i8], ptr %30, i32 0, i32 0, !dbg !407
  %276 = getelementptr inbounds [32 x i8], ptr %30, i32 0, i32 0, !dbg !408
  %277 = call i32 @my_strlen(ptr noundef %276), !dbg !409
  %278 = getelementptr inbounds i8, ptr %275, i32 %277, !dbg !410
  store ptr %278, ptr %31, align 4, !dbg !406
    #dbg_declare(ptr %32, !411, !DIExpression(), !412)
  store i32 0, ptr %32, align 4, !dbg !412
    #dbg_declare(ptr %33, !413, !DIExpression(), !415)
  %279 = getelementptr inbounds [32 x i8], ptr %30, i32 0, i32 0, !dbg !416
  store ptr %279, ptr %33, align 4, !dbg !415
  br label %280, !dbg !417

280:                                              ; preds = %293, %271
  %281 = load ptr, ptr %33, align 4, !dbg !418
  %282 = load ptr, ptr %31, align 4, !dbg !420
  %283 = icmp ult ptr %281, %282, !dbg !421
  br i1 %283, label %284, label %296, !dbg !422

284:                                              ; preds = %280
  %285 = load ptr, ptr %33, align 4, !dbg !423
  %286 = load i8, ptr %285, align 1, !dbg !424
  %287 = sext i8 %286 to i32, !dbg !424
  %288 = call ptr @strchr(ptr noundef @.str.12, i32 noundef %287) #6, !dbg !425
  %289 = icmp ne ptr %288, null, !dbg !426
  %290 = zext i1 %289 to i32, !dbg !426
  %291 = load i32, ptr %32, align 4, !dbg !427
  %292 = add nsw i32 %291, %290, !dbg !427
  store i32 %292, ptr %32, align 4, !dbg !427
  br label %293, !dbg !428

293:                                              ; preds = %284
  %294 = load ptr, ptr %33, align 4, !dbg !429
  %295 = getelementptr inbounds i8, ptr %294, i32 1, !dbg !429
  store ptr %295, ptr %33, align 4, !dbg !429
  br label %280, !dbg !430, !llvm.loop !431

296:                                              ; preds = %280
  %297 = load ptr, ptr %31, align 4, !dbg !433
  %298 = getelementptr inbounds [32 x i8], ptr %30, i32 0, i32 0, !dbg !434
  %299 = ptrtoint ptr %297 to i32, !dbg !435
  %300 = ptrtoint ptr %298 to i32, !dbg !435
  %301 = sub i32 %299, %300, !dbg !435
  %302 = load i32, ptr %32, align 4, !dbg !436
  %303 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %301, i32 noundef %302), !dbg !437
    #dbg_declare(ptr %34, !438, !DIExpression(), !440)
  %304 = load ptr, ptr %31, align 4, !dbg !441
  store ptr %304, ptr %34, align 4, !dbg !440
  br label %305, !dbg !442

305:                                              ; preds = %309, %296
  %306 = load ptr, ptr %34, align 4, !dbg !443
  %307 = getelementptr inbounds [32 x i8], ptr %30, i32 0, i32 0, !dbg !445
  %308 = icmp ugt ptr %306, %307, !dbg !446
  br i1 %308, label %309, label %316, !dbg !447

309:                                              ; preds = %305
  %310 = load ptr, ptr %34, align 4, !dbg !448
  %311 = getelementptr inbounds i8, ptr %310, i32 -1, !dbg !448
  store ptr %311, ptr %34, align 4, !dbg !448
  %312 = load ptr, ptr %34, align 4, !dbg !450
  %313 = load i8, ptr %312, align 1, !dbg !451
  %314 = sext i8 %313 to i32, !dbg !451
  %315 = call i32 @putchar(i32 noundef %314), !dbg !452
  br label %305, !dbg !453, !llvm.loop !454

316:                                              ; preds = %305
  %317 = call i32 @putchar(i32 noundef 10), !dbg !456
    #dbg_declare(ptr %35, !457, !DIExpression(), !461)
    #dbg_declare(ptr %36, !462, !DIExpression(), !464)
  store i32 0, ptr %36, align 4, !dbg !464
  br label %318, !dbg !465

318:                                              ; preds = %340, %316
  %319 = load i32, ptr %36, align 4, !dbg !466
  %320 = icmp slt i32 %319, 4, !dbg !468
  br i1 %320, label %321, label %343, !dbg !469

321:                                              ; preds = %318
    #dbg_declare(ptr %37, !470, !DIExpression(), !472)
  store i32 0, ptr %37, align 4, !dbg !472
  br label %322, !dbg !473

322:                                              ; preds = %336, %321
  %323 = load i32, ptr %37, align 4, !dbg !474
  %324 = icmp slt i32 %323, 5, !dbg !476
  br i1 %324, label %325, label %339, !dbg !477

325:                                              ; preds = %322
  %326 = load i32, ptr %36, align 4, !dbg !478
  %327 = sitofp i32 %326 to double, !dbg !478
  %328 = load i32, ptr %37, align 4, !dbg !479
  %329 = sitofp i32 %328 to double, !dbg !479
  %330 = fdiv double %329, 1.000000e+01, !dbg !480
  %331 = fadd double %327, %330, !dbg !481
  %332 = load i32, ptr %36, align 4, !dbg !482
  %333 = getelementptr inbounds [4 x [5 x double]], ptr %35, i32 0, i32 %332, !dbg !483
  %334 = load i32, ptr %37, align 4, !dbg !484
  %335 = getelementptr inbounds [5 x double], ptr %333, i32 0, i32 %334, !dbg !483
  store double %331, ptr %335, align 8, !dbg !485
  br label %336, !dbg !483

336:                                              ; preds = %325
  %337 = load i32, ptr %37, align 4, !dbg !486
  %338 = add nsw i32 %337, 1, !dbg !486
  store i32 %338, ptr %37, align 4, !dbg !486
  br label %322, !dbg !487, !llvm.loop !488

339:                                              ; preds = %322
  br label %340, !dbg !489

340:                                              ; preds = %339
  %341 = load i32, ptr %36, align 4, !dbg !490
  %342 = add nsw i32 %341, 1, !dbg !490
  store i32 %342, ptr %36, align 4, !dbg !490
  br label %318, !dbg !491, !llvm.loop !492

343:                                              ; preds = %318
    #dbg_declare(ptr %38, !494, !DIExpression(), !495)
  %344 = getelementptr inbounds [4 x [5 x double]], ptr %35, i32 0, i32 0, !dbg !496
  %345 = getelementptr inbounds [5 x double], ptr %344, i32 0, i32 2, !dbg !496
  store ptr %345, ptr %38, align 4, !dbg !495
    #dbg_declare(ptr %39, !497, !DIExpression(), !498)
  store double 0.000000e+00, ptr %39, align 8, !dbg !498
    #dbg_declare(ptr %40, !499, !DIExpression(), !501)
  store i32 0, ptr %40, align 4, !dbg !501
  br label %346, !dbg !502

346:                                              ; preds = %354, %343
  %347 = load i32, ptr %40, align 4, !dbg !503
  %348 = icmp slt i32 %347, 4, !dbg !505
  br i1 %348, label %349, label %359, !dbg !506

349:                                              ; preds = %346
  %350 = load ptr, ptr %38, align 4, !dbg !507
  %351 = load double, ptr %350, align 4, !dbg !508
  %352 = load double, ptr %39, align 8, !dbg !509
  %353 = fadd double %352, %351, !dbg !509
  store double %353, ptr %39, align 8, !dbg !509
  br label %354, !dbg !510

354:                                              ; preds = %349
  %355 = load i32, ptr %40, align 4, !dbg !511
  %356 = add nsw i32 %355, 1, !dbg !511
  store i32 %356, ptr %40, align 4, !dbg !511
  %357 = load ptr, ptr %38, align 4, !dbg !512
  %358 = getelementptr inbounds double, ptr %357, i32 5, !dbg !512
  store ptr %358, ptr %38, align 4, !dbg !512
  br label %346, !dbg !513, !llvm.loop !514

359:                                              ; preds = %346
  %360 = load double, ptr %39, align 8, !dbg !516
  %361 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %360), !dbg !517
    #dbg_declare(ptr %41, !518, !DIExpression(), !519)
  store ptr null, ptr %41, align 4, !dbg !519
  %362 = load ptr, ptr %41, align 4, !dbg !520
  %363 = icmp eq ptr %362, null, !dbg !521
  %364 = zext i1 %363 to i32, !dbg !521
  %365 = load ptr, ptr %41, align 4, !dbg !522
  %366 = icmp ne ptr %365, null, !dbg !523
  %367 = xor i1 %366, true, !dbg !523
  %368 = zext i1 %367 to i32, !dbg !523
  %369 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %364, i32 noundef %368), !dbg !524
    #dbg_declare(ptr %42, !525, !DIExpression(), !526)
  %370 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 5, !dbg !527
  store ptr %370, ptr %42, align 4, !dbg !526
    #dbg_declare(ptr %43, !528, !DIExpression(), !529)
  %371 = load ptr, ptr %42, align 4, !dbg !530
  %372 = getelementptr inbounds i32, ptr %371, i32 2, !dbg !531
  store ptr %372, ptr %43, align 4, !dbg !529
  %373 = load ptr, ptr %43, align 4, !dbg !532
  %374 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 0, !dbg !533
  %375 = ptrtoint ptr %373 to i32, !dbg !534
  %376 = ptrtoint ptr %374 to i32, !dbg !534
  %377 = sub i32 %375, %376, !dbg !534
  %378 = sdiv exact i32 %377, 4, !dbg !534
  %379 = load ptr, ptr %43, align 4, !dbg !535
  %380 = load i32, ptr %379, align 4, !dbg !536
  %381 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %378, i32 noundef %380), !dbg !537
  ret i32 0, !dbg !538
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @find_first(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !539 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !542, !DIExpression(), !543)
  store ptr %1, ptr %6, align 4
    #dbg_declare(ptr %6, !544, !DIExpression(), !545)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !546, !DIExpression(), !547)
    #dbg_declare(ptr %8, !548, !DIExpression(), !550)
  %9 = load ptr, ptr %5, align 4, !dbg !551
  store ptr %9, ptr %8, align 4, !dbg !550
  br label %10, !dbg !552

10:                                               ; preds = %22, %3
  %11 = load ptr, ptr %8, align 4, !dbg !553
  %12 = load ptr, ptr %6, align 4, !dbg !555
  %13 = icmp ne ptr %11, %12, !dbg !556
  br i1 %13, label %14, label %25, !dbg !557

14:                                               ; preds = %10
  %15 = load ptr, ptr %8, align 4, !dbg !558
  %16 = load i32, ptr %15, align 4, !dbg !560
  %17 = load i32, ptr %7, align 4, !dbg !561
  %18 = icmp eq i32 %16, %17, !dbg !562
  br i1 %18, label %19, label %21, !dbg !563

19:                                               ; preds = %14
  %20 = load ptr, ptr %8, align 4, !dbg !564
  store ptr %20, ptr %4, align 4, !dbg !565
  br label %27, !dbg !565

21:                                               ; preds = %14
  br label %22, !dbg !561

22:                                               ; preds = %21
  %23 = load ptr, ptr %8, align 4, !dbg !566
  %24 = getelementptr inbounds i32, ptr %23, i32 1, !dbg !566
  store ptr %24, ptr %8, align 4, !dbg !566
  br label %10, !dbg !567, !llvm.loop !568

25:                                               ; preds = %10
  %26 = load ptr, ptr %6, align 4, !dbg !570
  store ptr %26, ptr %4, align 4, !dbg !571
  br label %27, !dbg !571

27:                                               ; preds = %25, %19
  %28 = load ptr, ptr %4, align 4, !dbg !572
  ret ptr %28, !dbg !572
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reverse(ptr noundef %0, ptr noundef %1) #0 !dbg !573 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !576, !DIExpression(), !577)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !578, !DIExpression(), !579)
  br label %6, !dbg !580

6:                                                ; preds = %10, %2
  %7 = load ptr, ptr %3, align 4, !dbg !581
  %8 = load ptr, ptr %4, align 4, !dbg !582
  %9 = icmp ult ptr %7, %8, !dbg !583
  br i1 %9, label %10, label %20, !dbg !580

10:                                               ; preds = %6
    #dbg_declare(ptr %5, !584, !DIExpression(), !586)
  %11 = load ptr, ptr %3, align 4, !dbg !587
  %12 = load i32, ptr %11, align 4, !dbg !588
  store i32 %12, ptr %5, align 4, !dbg !586
  %13 = load ptr, ptr %4, align 4, !dbg !589
  %14 = getelementptr inbounds i32, ptr %13, i32 -1, !dbg !589
  store ptr %14, ptr %4, align 4, !dbg !589
  %15 = load i32, ptr %14, align 4, !dbg !590
  %16 = load ptr, ptr %3, align 4, !dbg !591
  %17 = getelementptr inbounds i32, ptr %16, i32 1, !dbg !591
  store ptr %17, ptr %3, align 4, !dbg !591
  store i32 %15, ptr %16, align 4, !dbg !592
  %18 = load i32, ptr %5, align 4, !dbg !593
  %19 = load ptr, ptr %4, align 4, !dbg !594
  store i32 %18, ptr %19, align 4, !dbg !595
  br label %6, !dbg !580, !llvm.loop !596

20:                                               ; preds = %6
  ret void, !dbg !598
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @my_strlen(ptr noundef %0) #0 !dbg !599 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !604, !DIExpression(), !605)
    #dbg_declare(ptr %3, !606, !DIExpression(), !607)
  %4 = load ptr, ptr %2, align 4, !dbg !608
  store ptr %4, ptr %3, align 4, !dbg !607
  br label %5, !dbg !609

5:                                                ; preds = %9, %1
  %6 = load ptr, ptr %3, align 4, !dbg !610
  %7 = load i8, ptr %6, align 1, !dbg !611
  %8 = icmp ne i8 %7, 0, !dbg !609
  br i1 %8, label %9, label %12, !dbg !609

9:                                                ; preds = %5
  %10 = load ptr, ptr %3, align 4, !dbg !612
  %11 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !612
  store ptr %11, ptr %3, align 4, !dbg !612
  br label %5, !dbg !609, !llvm.loop !613

12:                                               ; preds = %5
  %13 = load ptr, ptr %3, align 4, !dbg !614
  %14 = load ptr, ptr %2, align 4, !dbg !615
  %15 = ptrtoint ptr %13 to i32, !dbg !616
  %16 = ptrtoint ptr %14 to i32, !dbg !616
  %17 = sub i32 %15, %16, !dbg !616
  ret i32 %17, !dbg !617
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #4

declare i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!84}
!llvm.module.flags = !{!103, !104, !105, !106, !107, !108, !109, !110}
!llvm.ident = !{!111}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ptr_arith.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "eb54362f0e5993e76ed3afc9f8e90afe")
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
!86 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 32)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !2, line: 7, size: 160, elements: !90)
!90 = !{!91, !93, !95}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !89, file: !2, line: 8, baseType: !92, size: 32)
!92 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !89, file: !2, line: 9, baseType: !94, size: 64, offset: 32)
!94 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !89, file: !2, line: 10, baseType: !64, size: 48, offset: 96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 32)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !100, line: 18, baseType: !101)
!100 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!101 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!102 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !57, !62, !67, !69, !74, !79}
!103 = !{i32 1, !"NumRegisterParameters", i32 0}
!104 = !{i32 7, !"Dwarf Version", i32 5}
!105 = !{i32 2, !"Debug Info Version", i32 3}
!106 = !{i32 1, !"wchar_size", i32 4}
!107 = !{i32 8, !"PIC Level", i32 2}
!108 = !{i32 7, !"PIE Level", i32 2}
!109 = !{i32 7, !"uwtable", i32 2}
!110 = !{i32 7, !"frame-pointer", i32 2}
!111 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!112 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !113, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !84, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!92}
!115 = !{}
!116 = !DILocalVariable(name: "a", scope: !112, file: !2, line: 36, type: !117)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 640, elements: !50)
!118 = !DILocation(line: 36, column: 9, scope: !112)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 37, type: !92)
!120 = distinct !DILexicalBlock(scope: !112, file: !2, line: 37, column: 5)
!121 = !DILocation(line: 37, column: 14, scope: !120)
!122 = !DILocation(line: 37, column: 10, scope: !120)
!123 = !DILocation(line: 37, column: 21, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !2, line: 37, column: 5)
!125 = !DILocation(line: 37, column: 23, scope: !124)
!126 = !DILocation(line: 37, column: 5, scope: !120)
!127 = !DILocation(line: 38, column: 16, scope: !124)
!128 = !DILocation(line: 38, column: 20, scope: !124)
!129 = !DILocation(line: 38, column: 18, scope: !124)
!130 = !DILocation(line: 38, column: 22, scope: !124)
!131 = !DILocation(line: 38, column: 11, scope: !124)
!132 = !DILocation(line: 38, column: 9, scope: !124)
!133 = !DILocation(line: 38, column: 14, scope: !124)
!134 = !DILocation(line: 37, column: 30, scope: !124)
!135 = !DILocation(line: 37, column: 5, scope: !124)
!136 = distinct !{!136, !126, !137, !138}
!137 = !DILocation(line: 38, column: 24, scope: !120)
!138 = !{!"llvm.loop.mustprogress"}
!139 = !DILocalVariable(name: "end", scope: !112, file: !2, line: 39, type: !96)
!140 = !DILocation(line: 39, column: 10, scope: !112)
!141 = !DILocation(line: 39, column: 16, scope: !112)
!142 = !DILocation(line: 39, column: 18, scope: !112)
!143 = !DILocalVariable(name: "v", scope: !144, file: !2, line: 40, type: !92)
!144 = distinct !DILexicalBlock(scope: !112, file: !2, line: 40, column: 5)
!145 = !DILocation(line: 40, column: 14, scope: !144)
!146 = !DILocation(line: 40, column: 10, scope: !144)
!147 = !DILocation(line: 40, column: 21, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !2, line: 40, column: 5)
!149 = !DILocation(line: 40, column: 23, scope: !148)
!150 = !DILocation(line: 40, column: 5, scope: !144)
!151 = !DILocalVariable(name: "p", scope: !152, file: !2, line: 41, type: !96)
!152 = distinct !DILexicalBlock(scope: !148, file: !2, line: 40, column: 37)
!153 = !DILocation(line: 41, column: 14, scope: !152)
!154 = !DILocation(line: 41, column: 29, scope: !152)
!155 = !DILocation(line: 41, column: 32, scope: !152)
!156 = !DILocation(line: 41, column: 37, scope: !152)
!157 = !DILocation(line: 41, column: 18, scope: !152)
!158 = !DILocation(line: 42, column: 44, scope: !152)
!159 = !DILocation(line: 42, column: 54, scope: !152)
!160 = !DILocation(line: 42, column: 58, scope: !152)
!161 = !DILocation(line: 42, column: 56, scope: !152)
!162 = !DILocation(line: 42, column: 62, scope: !152)
!163 = !DILocation(line: 42, column: 67, scope: !152)
!164 = !DILocation(line: 42, column: 64, scope: !152)
!165 = !DILocation(line: 42, column: 9, scope: !152)
!166 = !DILocation(line: 43, column: 5, scope: !152)
!167 = !DILocation(line: 40, column: 31, scope: !148)
!168 = !DILocation(line: 40, column: 5, scope: !148)
!169 = distinct !{!169, !150, !170, !138}
!170 = !DILocation(line: 43, column: 5, scope: !144)
!171 = !DILocation(line: 44, column: 13, scope: !112)
!172 = !DILocation(line: 44, column: 15, scope: !112)
!173 = !DILocation(line: 44, column: 20, scope: !112)
!174 = !DILocation(line: 44, column: 22, scope: !112)
!175 = !DILocation(line: 44, column: 5, scope: !112)
!176 = !DILocalVariable(name: "p", scope: !177, file: !2, line: 45, type: !96)
!177 = distinct !DILexicalBlock(scope: !112, file: !2, line: 45, column: 5)
!178 = !DILocation(line: 45, column: 15, scope: !177)
!179 = !DILocation(line: 45, column: 19, scope: !177)
!180 = !DILocation(line: 45, column: 10, scope: !177)
!181 = !DILocation(line: 45, column: 22, scope: !182)
!182 = distinct !DILexicalBlock(scope: !177, file: !2, line: 45, column: 5)
!183 = !DILocation(line: 45, column: 26, scope: !182)
!184 = !DILocation(line: 45, column: 24, scope: !182)
!185 = !DILocation(line: 45, column: 5, scope: !177)
!186 = !DILocation(line: 46, column: 24, scope: !182)
!187 = !DILocation(line: 46, column: 23, scope: !182)
!188 = !DILocation(line: 46, column: 9, scope: !182)
!189 = !DILocation(line: 45, column: 32, scope: !182)
!190 = !DILocation(line: 45, column: 5, scope: !182)
!191 = distinct !{!191, !185, !192, !138}
!192 = !DILocation(line: 46, column: 25, scope: !177)
!193 = !DILocation(line: 47, column: 5, scope: !112)
!194 = !DILocalVariable(name: "x", scope: !112, file: !2, line: 49, type: !96)
!195 = !DILocation(line: 49, column: 10, scope: !112)
!196 = !DILocation(line: 49, column: 15, scope: !112)
!197 = !DILocalVariable(name: "y", scope: !112, file: !2, line: 49, type: !96)
!198 = !DILocation(line: 49, column: 23, scope: !112)
!199 = !DILocation(line: 49, column: 28, scope: !112)
!200 = !DILocation(line: 50, column: 55, scope: !112)
!201 = !DILocation(line: 50, column: 59, scope: !112)
!202 = !DILocation(line: 50, column: 57, scope: !112)
!203 = !DILocation(line: 50, column: 70, scope: !112)
!204 = !DILocation(line: 50, column: 74, scope: !112)
!205 = !DILocation(line: 50, column: 72, scope: !112)
!206 = !DILocation(line: 50, column: 78, scope: !112)
!207 = !DILocation(line: 50, column: 82, scope: !112)
!208 = !DILocation(line: 50, column: 80, scope: !112)
!209 = !DILocation(line: 50, column: 85, scope: !112)
!210 = !DILocation(line: 50, column: 90, scope: !112)
!211 = !DILocation(line: 50, column: 87, scope: !112)
!212 = !DILocation(line: 50, column: 5, scope: !112)
!213 = !DILocalVariable(name: "mid", scope: !112, file: !2, line: 52, type: !96)
!214 = !DILocation(line: 52, column: 10, scope: !112)
!215 = !DILocation(line: 52, column: 16, scope: !112)
!216 = !DILocation(line: 52, column: 18, scope: !112)
!217 = !DILocation(line: 53, column: 61, scope: !112)
!218 = !DILocation(line: 53, column: 70, scope: !112)
!219 = !DILocation(line: 53, column: 78, scope: !112)
!220 = !DILocation(line: 54, column: 14, scope: !112)
!221 = !DILocation(line: 54, column: 18, scope: !112)
!222 = !DILocation(line: 54, column: 12, scope: !112)
!223 = !DILocation(line: 53, column: 5, scope: !112)
!224 = !DILocalVariable(name: "items", scope: !112, file: !2, line: 56, type: !225)
!225 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 640, elements: !20)
!226 = !DILocation(line: 56, column: 17, scope: !112)
!227 = !DILocalVariable(name: "base", scope: !112, file: !2, line: 58, type: !87)
!228 = !DILocation(line: 58, column: 11, scope: !112)
!229 = !DILocation(line: 58, column: 26, scope: !112)
!230 = !DILocalVariable(name: "i", scope: !231, file: !2, line: 59, type: !92)
!231 = distinct !DILexicalBlock(scope: !112, file: !2, line: 59, column: 5)
!232 = !DILocation(line: 59, column: 14, scope: !231)
!233 = !DILocation(line: 59, column: 10, scope: !231)
!234 = !DILocation(line: 59, column: 21, scope: !235)
!235 = distinct !DILexicalBlock(scope: !231, file: !2, line: 59, column: 5)
!236 = !DILocation(line: 59, column: 23, scope: !235)
!237 = !DILocation(line: 59, column: 5, scope: !231)
!238 = !DILocalVariable(name: "it", scope: !239, file: !2, line: 60, type: !88)
!239 = distinct !DILexicalBlock(scope: !235, file: !2, line: 59, column: 33)
!240 = !DILocation(line: 60, column: 22, scope: !239)
!241 = !DILocation(line: 60, column: 43, scope: !239)
!242 = !DILocation(line: 60, column: 50, scope: !239)
!243 = !DILocation(line: 60, column: 52, scope: !239)
!244 = !DILocation(line: 60, column: 48, scope: !239)
!245 = !DILocalVariable(name: "kp", scope: !239, file: !2, line: 61, type: !96)
!246 = !DILocation(line: 61, column: 14, scope: !239)
!247 = !DILocation(line: 61, column: 27, scope: !239)
!248 = !DILocation(line: 61, column: 34, scope: !239)
!249 = !DILocation(line: 61, column: 36, scope: !239)
!250 = !DILocation(line: 61, column: 32, scope: !239)
!251 = !DILocation(line: 61, column: 58, scope: !239)
!252 = !DILocalVariable(name: "wp", scope: !239, file: !2, line: 62, type: !97)
!253 = !DILocation(line: 62, column: 17, scope: !239)
!254 = !DILocation(line: 62, column: 41, scope: !239)
!255 = !DILocation(line: 62, column: 44, scope: !239)
!256 = !DILocalVariable(name: "lp", scope: !239, file: !2, line: 63, type: !87)
!257 = !DILocation(line: 63, column: 15, scope: !239)
!258 = !DILocation(line: 63, column: 28, scope: !239)
!259 = !DILocation(line: 63, column: 31, scope: !239)
!260 = !DILocation(line: 64, column: 66, scope: !239)
!261 = !DILocation(line: 64, column: 70, scope: !239)
!262 = !DILocation(line: 64, column: 69, scope: !239)
!263 = !DILocation(line: 64, column: 75, scope: !239)
!264 = !DILocation(line: 64, column: 74, scope: !239)
!265 = !DILocation(line: 64, column: 79, scope: !239)
!266 = !DILocation(line: 65, column: 26, scope: !239)
!267 = !DILocation(line: 65, column: 16, scope: !239)
!268 = !DILocation(line: 64, column: 9, scope: !239)
!269 = !DILocation(line: 66, column: 5, scope: !239)
!270 = !DILocation(line: 59, column: 29, scope: !235)
!271 = !DILocation(line: 59, column: 5, scope: !235)
!272 = distinct !{!272, !237, !273, !138}
!273 = !DILocation(line: 66, column: 5, scope: !231)
!274 = !DILocalVariable(name: "ip", scope: !112, file: !2, line: 67, type: !88)
!275 = !DILocation(line: 67, column: 18, scope: !112)
!276 = !DILocation(line: 67, column: 24, scope: !112)
!277 = !DILocation(line: 68, column: 50, scope: !112)
!278 = !DILocation(line: 68, column: 55, scope: !112)
!279 = !DILocation(line: 68, column: 53, scope: !112)
!280 = !DILocation(line: 68, column: 78, scope: !112)
!281 = !DILocation(line: 68, column: 91, scope: !112)
!282 = !DILocation(line: 68, column: 81, scope: !112)
!283 = !DILocation(line: 68, column: 5, scope: !112)
!284 = !DILocalVariable(name: "v1", scope: !112, file: !2, line: 70, type: !92)
!285 = !DILocation(line: 70, column: 9, scope: !112)
!286 = !DILocalVariable(name: "v2", scope: !112, file: !2, line: 70, type: !92)
!287 = !DILocation(line: 70, column: 18, scope: !112)
!288 = !DILocalVariable(name: "pv", scope: !112, file: !2, line: 71, type: !96)
!289 = !DILocation(line: 71, column: 10, scope: !112)
!290 = !DILocalVariable(name: "ppv", scope: !112, file: !2, line: 72, type: !291)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 32)
!292 = !DILocation(line: 72, column: 11, scope: !112)
!293 = !DILocation(line: 73, column: 7, scope: !112)
!294 = !DILocation(line: 73, column: 6, scope: !112)
!295 = !DILocation(line: 73, column: 11, scope: !112)
!296 = !DILocation(line: 74, column: 6, scope: !112)
!297 = !DILocation(line: 74, column: 10, scope: !112)
!298 = !DILocation(line: 75, column: 7, scope: !112)
!299 = !DILocation(line: 75, column: 6, scope: !112)
!300 = !DILocation(line: 75, column: 11, scope: !112)
!301 = !DILocation(line: 76, column: 36, scope: !112)
!302 = !DILocation(line: 76, column: 40, scope: !112)
!303 = !DILocation(line: 76, column: 45, scope: !112)
!304 = !DILocation(line: 76, column: 44, scope: !112)
!305 = !DILocation(line: 76, column: 5, scope: !112)
!306 = !DILocalVariable(name: "vals", scope: !112, file: !2, line: 78, type: !307)
!307 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 192, elements: !65)
!308 = !DILocation(line: 78, column: 9, scope: !112)
!309 = !DILocalVariable(name: "ptrs", scope: !112, file: !2, line: 79, type: !310)
!310 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 192, elements: !65)
!311 = !DILocation(line: 79, column: 10, scope: !112)
!312 = !DILocalVariable(name: "i", scope: !313, file: !2, line: 80, type: !92)
!313 = distinct !DILexicalBlock(scope: !112, file: !2, line: 80, column: 5)
!314 = !DILocation(line: 80, column: 14, scope: !313)
!315 = !DILocation(line: 80, column: 10, scope: !313)
!316 = !DILocation(line: 80, column: 21, scope: !317)
!317 = distinct !DILexicalBlock(scope: !313, file: !2, line: 80, column: 5)
!318 = !DILocation(line: 80, column: 23, scope: !317)
!319 = !DILocation(line: 80, column: 5, scope: !313)
!320 = !DILocation(line: 81, column: 25, scope: !317)
!321 = !DILocation(line: 81, column: 20, scope: !317)
!322 = !DILocation(line: 81, column: 14, scope: !317)
!323 = !DILocation(line: 81, column: 9, scope: !317)
!324 = !DILocation(line: 81, column: 17, scope: !317)
!325 = !DILocation(line: 80, column: 29, scope: !317)
!326 = !DILocation(line: 80, column: 5, scope: !317)
!327 = distinct !{!327, !319, !328, !138}
!328 = !DILocation(line: 81, column: 26, scope: !313)
!329 = !DILocalVariable(name: "i", scope: !330, file: !2, line: 82, type: !92)
!330 = distinct !DILexicalBlock(scope: !112, file: !2, line: 82, column: 5)
!331 = !DILocation(line: 82, column: 14, scope: !330)
!332 = !DILocation(line: 82, column: 10, scope: !330)
!333 = !DILocation(line: 82, column: 21, scope: !334)
!334 = distinct !DILexicalBlock(scope: !330, file: !2, line: 82, column: 5)
!335 = !DILocation(line: 82, column: 23, scope: !334)
!336 = !DILocation(line: 82, column: 5, scope: !330)
!337 = !DILocalVariable(name: "j", scope: !338, file: !2, line: 83, type: !92)
!338 = distinct !DILexicalBlock(scope: !334, file: !2, line: 83, column: 9)
!339 = !DILocation(line: 83, column: 18, scope: !338)
!340 = !DILocation(line: 83, column: 22, scope: !338)
!341 = !DILocation(line: 83, column: 24, scope: !338)
!342 = !DILocation(line: 83, column: 14, scope: !338)
!343 = !DILocation(line: 83, column: 29, scope: !344)
!344 = distinct !DILexicalBlock(scope: !338, file: !2, line: 83, column: 9)
!345 = !DILocation(line: 83, column: 31, scope: !344)
!346 = !DILocation(line: 83, column: 9, scope: !338)
!347 = !DILocation(line: 84, column: 23, scope: !348)
!348 = distinct !DILexicalBlock(scope: !344, file: !2, line: 84, column: 17)
!349 = !DILocation(line: 84, column: 18, scope: !348)
!350 = !DILocation(line: 84, column: 17, scope: !348)
!351 = !DILocation(line: 84, column: 34, scope: !348)
!352 = !DILocation(line: 84, column: 29, scope: !348)
!353 = !DILocation(line: 84, column: 28, scope: !348)
!354 = !DILocation(line: 84, column: 26, scope: !348)
!355 = !DILocation(line: 84, column: 17, scope: !344)
!356 = !DILocalVariable(name: "t", scope: !357, file: !2, line: 85, type: !96)
!357 = distinct !DILexicalBlock(scope: !348, file: !2, line: 84, column: 38)
!358 = !DILocation(line: 85, column: 22, scope: !357)
!359 = !DILocation(line: 85, column: 31, scope: !357)
!360 = !DILocation(line: 85, column: 26, scope: !357)
!361 = !DILocation(line: 86, column: 32, scope: !357)
!362 = !DILocation(line: 86, column: 27, scope: !357)
!363 = !DILocation(line: 86, column: 22, scope: !357)
!364 = !DILocation(line: 86, column: 17, scope: !357)
!365 = !DILocation(line: 86, column: 25, scope: !357)
!366 = !DILocation(line: 87, column: 27, scope: !357)
!367 = !DILocation(line: 87, column: 22, scope: !357)
!368 = !DILocation(line: 87, column: 17, scope: !357)
!369 = !DILocation(line: 87, column: 25, scope: !357)
!370 = !DILocation(line: 88, column: 13, scope: !357)
!371 = !DILocation(line: 84, column: 35, scope: !348)
!372 = !DILocation(line: 83, column: 37, scope: !344)
!373 = !DILocation(line: 83, column: 9, scope: !344)
!374 = distinct !{!374, !346, !375, !138}
!375 = !DILocation(line: 88, column: 13, scope: !338)
!376 = !DILocation(line: 82, column: 29, scope: !334)
!377 = !DILocation(line: 82, column: 5, scope: !334)
!378 = distinct !{!378, !336, !379, !138}
!379 = !DILocation(line: 88, column: 13, scope: !330)
!380 = !DILocalVariable(name: "i", scope: !381, file: !2, line: 89, type: !92)
!381 = distinct !DILexicalBlock(scope: !112, file: !2, line: 89, column: 5)
!382 = !DILocation(line: 89, column: 14, scope: !381)
!383 = !DILocation(line: 89, column: 10, scope: !381)
!384 = !DILocation(line: 89, column: 21, scope: !385)
!385 = distinct !DILexicalBlock(scope: !381, file: !2, line: 89, column: 5)
!386 = !DILocation(line: 89, column: 23, scope: !385)
!387 = !DILocation(line: 89, column: 5, scope: !381)
!388 = !DILocation(line: 90, column: 35, scope: !385)
!389 = !DILocation(line: 90, column: 30, scope: !385)
!390 = !DILocation(line: 90, column: 29, scope: !385)
!391 = !DILocation(line: 90, column: 51, scope: !385)
!392 = !DILocation(line: 90, column: 46, scope: !385)
!393 = !DILocation(line: 90, column: 56, scope: !385)
!394 = !DILocation(line: 90, column: 54, scope: !385)
!395 = !DILocation(line: 90, column: 9, scope: !385)
!396 = !DILocation(line: 89, column: 29, scope: !385)
!397 = !DILocation(line: 89, column: 5, scope: !385)
!398 = distinct !{!398, !387, !399, !138}
!399 = !DILocation(line: 90, column: 61, scope: !381)
!400 = !DILocation(line: 91, column: 5, scope: !112)
!401 = !DILocalVariable(name: "buf", scope: !112, file: !2, line: 93, type: !29)
!402 = !DILocation(line: 93, column: 10, scope: !112)
!403 = !DILocation(line: 94, column: 12, scope: !112)
!404 = !DILocation(line: 94, column: 5, scope: !112)
!405 = !DILocalVariable(name: "e", scope: !112, file: !2, line: 95, type: !87)
!406 = !DILocation(line: 95, column: 11, scope: !112)
!407 = !DILocation(line: 95, column: 15, scope: !112)
!408 = !DILocation(line: 95, column: 31, scope: !112)
!409 = !DILocation(line: 95, column: 21, scope: !112)
!410 = !DILocation(line: 95, column: 19, scope: !112)
!411 = !DILocalVariable(name: "vowels", scope: !112, file: !2, line: 96, type: !92)
!412 = !DILocation(line: 96, column: 9, scope: !112)
!413 = !DILocalVariable(name: "p", scope: !414, file: !2, line: 97, type: !87)
!414 = distinct !DILexicalBlock(scope: !112, file: !2, line: 97, column: 5)
!415 = !DILocation(line: 97, column: 16, scope: !414)
!416 = !DILocation(line: 97, column: 20, scope: !414)
!417 = !DILocation(line: 97, column: 10, scope: !414)
!418 = !DILocation(line: 97, column: 25, scope: !419)
!419 = distinct !DILexicalBlock(scope: !414, file: !2, line: 97, column: 5)
!420 = !DILocation(line: 97, column: 29, scope: !419)
!421 = !DILocation(line: 97, column: 27, scope: !419)
!422 = !DILocation(line: 97, column: 5, scope: !414)
!423 = !DILocation(line: 98, column: 36, scope: !419)
!424 = !DILocation(line: 98, column: 35, scope: !419)
!425 = !DILocation(line: 98, column: 19, scope: !419)
!426 = !DILocation(line: 98, column: 39, scope: !419)
!427 = !DILocation(line: 98, column: 16, scope: !419)
!428 = !DILocation(line: 98, column: 9, scope: !419)
!429 = !DILocation(line: 97, column: 33, scope: !419)
!430 = !DILocation(line: 97, column: 5, scope: !419)
!431 = distinct !{!431, !422, !432, !138}
!432 = !DILocation(line: 98, column: 42, scope: !414)
!433 = !DILocation(line: 99, column: 42, scope: !112)
!434 = !DILocation(line: 99, column: 46, scope: !112)
!435 = !DILocation(line: 99, column: 44, scope: !112)
!436 = !DILocation(line: 99, column: 52, scope: !112)
!437 = !DILocation(line: 99, column: 5, scope: !112)
!438 = !DILocalVariable(name: "p", scope: !439, file: !2, line: 101, type: !87)
!439 = distinct !DILexicalBlock(scope: !112, file: !2, line: 101, column: 5)
!440 = !DILocation(line: 101, column: 16, scope: !439)
!441 = !DILocation(line: 101, column: 20, scope: !439)
!442 = !DILocation(line: 101, column: 10, scope: !439)
!443 = !DILocation(line: 101, column: 23, scope: !444)
!444 = distinct !DILexicalBlock(scope: !439, file: !2, line: 101, column: 5)
!445 = !DILocation(line: 101, column: 27, scope: !444)
!446 = !DILocation(line: 101, column: 25, scope: !444)
!447 = !DILocation(line: 101, column: 5, scope: !439)
!448 = !DILocation(line: 102, column: 9, scope: !449)
!449 = distinct !DILexicalBlock(scope: !444, file: !2, line: 101, column: 33)
!450 = !DILocation(line: 103, column: 18, scope: !449)
!451 = !DILocation(line: 103, column: 17, scope: !449)
!452 = !DILocation(line: 103, column: 9, scope: !449)
!453 = !DILocation(line: 101, column: 5, scope: !444)
!454 = distinct !{!454, !447, !455, !138}
!455 = !DILocation(line: 104, column: 5, scope: !439)
!456 = !DILocation(line: 105, column: 5, scope: !112)
!457 = !DILocalVariable(name: "m", scope: !112, file: !2, line: 107, type: !458)
!458 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 1280, elements: !459)
!459 = !{!21, !460}
!460 = !DISubrange(count: 5)
!461 = !DILocation(line: 107, column: 12, scope: !112)
!462 = !DILocalVariable(name: "i", scope: !463, file: !2, line: 108, type: !92)
!463 = distinct !DILexicalBlock(scope: !112, file: !2, line: 108, column: 5)
!464 = !DILocation(line: 108, column: 14, scope: !463)
!465 = !DILocation(line: 108, column: 10, scope: !463)
!466 = !DILocation(line: 108, column: 21, scope: !467)
!467 = distinct !DILexicalBlock(scope: !463, file: !2, line: 108, column: 5)
!468 = !DILocation(line: 108, column: 23, scope: !467)
!469 = !DILocation(line: 108, column: 5, scope: !463)
!470 = !DILocalVariable(name: "j", scope: !471, file: !2, line: 109, type: !92)
!471 = distinct !DILexicalBlock(scope: !467, file: !2, line: 109, column: 9)
!472 = !DILocation(line: 109, column: 18, scope: !471)
!473 = !DILocation(line: 109, column: 14, scope: !471)
!474 = !DILocation(line: 109, column: 25, scope: !475)
!475 = distinct !DILexicalBlock(scope: !471, file: !2, line: 109, column: 9)
!476 = !DILocation(line: 109, column: 27, scope: !475)
!477 = !DILocation(line: 109, column: 9, scope: !471)
!478 = !DILocation(line: 110, column: 23, scope: !475)
!479 = !DILocation(line: 110, column: 27, scope: !475)
!480 = !DILocation(line: 110, column: 29, scope: !475)
!481 = !DILocation(line: 110, column: 25, scope: !475)
!482 = !DILocation(line: 110, column: 15, scope: !475)
!483 = !DILocation(line: 110, column: 13, scope: !475)
!484 = !DILocation(line: 110, column: 18, scope: !475)
!485 = !DILocation(line: 110, column: 21, scope: !475)
!486 = !DILocation(line: 109, column: 33, scope: !475)
!487 = !DILocation(line: 109, column: 9, scope: !475)
!488 = distinct !{!488, !477, !489, !138}
!489 = !DILocation(line: 110, column: 31, scope: !471)
!490 = !DILocation(line: 108, column: 29, scope: !467)
!491 = !DILocation(line: 108, column: 5, scope: !467)
!492 = distinct !{!492, !469, !493, !138}
!493 = !DILocation(line: 110, column: 31, scope: !463)
!494 = !DILocalVariable(name: "col", scope: !112, file: !2, line: 111, type: !97)
!495 = !DILocation(line: 111, column: 13, scope: !112)
!496 = !DILocation(line: 111, column: 20, scope: !112)
!497 = !DILocalVariable(name: "colsum", scope: !112, file: !2, line: 112, type: !94)
!498 = !DILocation(line: 112, column: 12, scope: !112)
!499 = !DILocalVariable(name: "i", scope: !500, file: !2, line: 113, type: !92)
!500 = distinct !DILexicalBlock(scope: !112, file: !2, line: 113, column: 5)
!501 = !DILocation(line: 113, column: 14, scope: !500)
!502 = !DILocation(line: 113, column: 10, scope: !500)
!503 = !DILocation(line: 113, column: 21, scope: !504)
!504 = distinct !DILexicalBlock(scope: !500, file: !2, line: 113, column: 5)
!505 = !DILocation(line: 113, column: 23, scope: !504)
!506 = !DILocation(line: 113, column: 5, scope: !500)
!507 = !DILocation(line: 114, column: 20, scope: !504)
!508 = !DILocation(line: 114, column: 19, scope: !504)
!509 = !DILocation(line: 114, column: 16, scope: !504)
!510 = !DILocation(line: 114, column: 9, scope: !504)
!511 = !DILocation(line: 113, column: 29, scope: !504)
!512 = !DILocation(line: 113, column: 37, scope: !504)
!513 = !DILocation(line: 113, column: 5, scope: !504)
!514 = distinct !{!514, !506, !515, !138}
!515 = !DILocation(line: 114, column: 20, scope: !500)
!516 = !DILocation(line: 115, column: 37, scope: !112)
!517 = !DILocation(line: 115, column: 5, scope: !112)
!518 = !DILocalVariable(name: "np", scope: !112, file: !2, line: 117, type: !96)
!519 = !DILocation(line: 117, column: 10, scope: !112)
!520 = !DILocation(line: 118, column: 29, scope: !112)
!521 = !DILocation(line: 118, column: 32, scope: !112)
!522 = !DILocation(line: 118, column: 42, scope: !112)
!523 = !DILocation(line: 118, column: 41, scope: !112)
!524 = !DILocation(line: 118, column: 5, scope: !112)
!525 = !DILocalVariable(name: "vp", scope: !112, file: !2, line: 120, type: !98)
!526 = !DILocation(line: 120, column: 11, scope: !112)
!527 = !DILocation(line: 120, column: 17, scope: !112)
!528 = !DILocalVariable(name: "back", scope: !112, file: !2, line: 121, type: !96)
!529 = !DILocation(line: 121, column: 10, scope: !112)
!530 = !DILocation(line: 121, column: 24, scope: !112)
!531 = !DILocation(line: 121, column: 27, scope: !112)
!532 = !DILocation(line: 122, column: 48, scope: !112)
!533 = !DILocation(line: 122, column: 55, scope: !112)
!534 = !DILocation(line: 122, column: 53, scope: !112)
!535 = !DILocation(line: 122, column: 60, scope: !112)
!536 = !DILocation(line: 122, column: 59, scope: !112)
!537 = !DILocation(line: 122, column: 5, scope: !112)
!538 = !DILocation(line: 123, column: 5, scope: !112)
!539 = distinct !DISubprogram(name: "find_first", scope: !2, file: !2, line: 13, type: !540, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !84, retainedNodes: !115)
!540 = !DISubroutineType(types: !541)
!541 = !{!96, !96, !96, !92}
!542 = !DILocalVariable(name: "begin", arg: 1, scope: !539, file: !2, line: 13, type: !96)
!543 = !DILocation(line: 13, column: 29, scope: !539)
!544 = !DILocalVariable(name: "end", arg: 2, scope: !539, file: !2, line: 13, type: !96)
!545 = !DILocation(line: 13, column: 41, scope: !539)
!546 = !DILocalVariable(name: "v", arg: 3, scope: !539, file: !2, line: 13, type: !92)
!547 = !DILocation(line: 13, column: 50, scope: !539)
!548 = !DILocalVariable(name: "p", scope: !549, file: !2, line: 14, type: !96)
!549 = distinct !DILexicalBlock(scope: !539, file: !2, line: 14, column: 5)
!550 = !DILocation(line: 14, column: 15, scope: !549)
!551 = !DILocation(line: 14, column: 19, scope: !549)
!552 = !DILocation(line: 14, column: 10, scope: !549)
!553 = !DILocation(line: 14, column: 26, scope: !554)
!554 = distinct !DILexicalBlock(scope: !549, file: !2, line: 14, column: 5)
!555 = !DILocation(line: 14, column: 31, scope: !554)
!556 = !DILocation(line: 14, column: 28, scope: !554)
!557 = !DILocation(line: 14, column: 5, scope: !549)
!558 = !DILocation(line: 15, column: 14, scope: !559)
!559 = distinct !DILexicalBlock(scope: !554, file: !2, line: 15, column: 13)
!560 = !DILocation(line: 15, column: 13, scope: !559)
!561 = !DILocation(line: 15, column: 19, scope: !559)
!562 = !DILocation(line: 15, column: 16, scope: !559)
!563 = !DILocation(line: 15, column: 13, scope: !554)
!564 = !DILocation(line: 16, column: 20, scope: !559)
!565 = !DILocation(line: 16, column: 13, scope: !559)
!566 = !DILocation(line: 14, column: 37, scope: !554)
!567 = !DILocation(line: 14, column: 5, scope: !554)
!568 = distinct !{!568, !557, !569, !138}
!569 = !DILocation(line: 16, column: 20, scope: !549)
!570 = !DILocation(line: 17, column: 12, scope: !539)
!571 = !DILocation(line: 17, column: 5, scope: !539)
!572 = !DILocation(line: 18, column: 1, scope: !539)
!573 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 20, type: !574, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !84, retainedNodes: !115)
!574 = !DISubroutineType(types: !575)
!575 = !{null, !96, !96}
!576 = !DILocalVariable(name: "lo", arg: 1, scope: !573, file: !2, line: 20, type: !96)
!577 = !DILocation(line: 20, column: 26, scope: !573)
!578 = !DILocalVariable(name: "hi", arg: 2, scope: !573, file: !2, line: 20, type: !96)
!579 = !DILocation(line: 20, column: 35, scope: !573)
!580 = !DILocation(line: 21, column: 5, scope: !573)
!581 = !DILocation(line: 21, column: 12, scope: !573)
!582 = !DILocation(line: 21, column: 17, scope: !573)
!583 = !DILocation(line: 21, column: 15, scope: !573)
!584 = !DILocalVariable(name: "t", scope: !585, file: !2, line: 22, type: !92)
!585 = distinct !DILexicalBlock(scope: !573, file: !2, line: 21, column: 21)
!586 = !DILocation(line: 22, column: 13, scope: !585)
!587 = !DILocation(line: 22, column: 18, scope: !585)
!588 = !DILocation(line: 22, column: 17, scope: !585)
!589 = !DILocation(line: 23, column: 18, scope: !585)
!590 = !DILocation(line: 23, column: 17, scope: !585)
!591 = !DILocation(line: 23, column: 12, scope: !585)
!592 = !DILocation(line: 23, column: 15, scope: !585)
!593 = !DILocation(line: 24, column: 15, scope: !585)
!594 = !DILocation(line: 24, column: 10, scope: !585)
!595 = !DILocation(line: 24, column: 13, scope: !585)
!596 = distinct !{!596, !580, !597, !138}
!597 = !DILocation(line: 25, column: 5, scope: !573)
!598 = !DILocation(line: 26, column: 1, scope: !573)
!599 = distinct !DISubprogram(name: "my_strlen", scope: !2, file: !2, line: 28, type: !600, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !84, retainedNodes: !115)
!600 = !DISubroutineType(types: !601)
!601 = !{!99, !602}
!602 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !603, size: 32)
!603 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!604 = !DILocalVariable(name: "s", arg: 1, scope: !599, file: !2, line: 28, type: !602)
!605 = !DILocation(line: 28, column: 37, scope: !599)
!606 = !DILocalVariable(name: "p", scope: !599, file: !2, line: 29, type: !602)
!607 = !DILocation(line: 29, column: 17, scope: !599)
!608 = !DILocation(line: 29, column: 21, scope: !599)
!609 = !DILocation(line: 30, column: 5, scope: !599)
!610 = !DILocation(line: 30, column: 13, scope: !599)
!611 = !DILocation(line: 30, column: 12, scope: !599)
!612 = !DILocation(line: 31, column: 10, scope: !599)
!613 = distinct !{!613, !609, !612, !138}
!614 = !DILocation(line: 32, column: 21, scope: !599)
!615 = !DILocation(line: 32, column: 25, scope: !599)
!616 = !DILocation(line: 32, column: 23, scope: !599)
!617 = !DILocation(line: 32, column: 5, scope: !599)
