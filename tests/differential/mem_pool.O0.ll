; ModuleID = 'mem_pool.c'
source_filename = "mem_pool.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.block = type { ptr, [24 x i8] }
%struct.particle = type { double, double, i32, i8 }

@.str = private unnamed_addr constant [56 x i8] c"allocated 40, used=%d, first index %ld, last index %ld\0A\00", align 1, !dbg !0
@pool_used = internal global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [28 x i8] c"freed every third, used=%d\0A\00", align 1, !dbg !20
@.str.2 = private unnamed_addr constant [21 x i8] c"reallocated indices:\00", align 1, !dbg !25
@.str.3 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1, !dbg !30
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !35
@.str.5 = private unnamed_addr constant [58 x i8] c"remaining blocks %d, used=%d, exhausted returns NULL: %d\0A\00", align 1, !dbg !40
@arena = internal global ptr null, align 8, !dbg !72
@arena_top = internal global i64 0, align 8, !dbg !74
@.str.6 = private unnamed_addr constant [5 x i8] c"abcd\00", align 1, !dbg !45
@.str.7 = private unnamed_addr constant [57 x i8] c"offsets: d=%zu particles=%zu shorts=%zu u64=%zu top=%zu\0A\00", align 1, !dbg !47
@.str.8 = private unnamed_addr constant [17 x i8] c"s=%s d=%g,%g,%g\0A\00", align 1, !dbg !52
@.str.9 = private unnamed_addr constant [25 x i8] c"particle %d: (%g,%g) %c\0A\00", align 1, !dbg !57
@.str.10 = private unnamed_addr constant [41 x i8] c"short sum=%d, u64 low byte via bytes=%u\0A\00", align 1, !dbg !62
@.str.11 = private unnamed_addr constant [35 x i8] c"oversized arena alloc is NULL: %d\0A\00", align 1, !dbg !67
@free_list = internal global ptr null, align 8, !dbg !76
@pool_mem = internal global [64 x %union.block] zeroinitializer, align 16, !dbg !86

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !100 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @pool_init(), !dbg !104
    #dbg_declare(ptr %2, !105, !DIExpression(), !107)
    #dbg_declare(ptr %3, !108, !DIExpression(), !109)
  store i32 0, ptr %3, align 4, !dbg !109
    #dbg_declare(ptr %4, !110, !DIExpression(), !112)
  store i32 0, ptr %4, align 4, !dbg !112
  br label %24, !dbg !113

24:                                               ; preds = %33, %0
  %25 = load i32, ptr %4, align 4, !dbg !114
  %26 = icmp slt i32 %25, 40, !dbg !116
  br i1 %26, label %27, label %36, !dbg !117

27:                                               ; preds = %24
  %28 = call ptr @pool_alloc(), !dbg !118
  %29 = load i32, ptr %3, align 4, !dbg !119
  %30 = add nsw i32 %29, 1, !dbg !119
  store i32 %30, ptr %3, align 4, !dbg !119
  %31 = sext i32 %29 to i64, !dbg !120
  %32 = getelementptr inbounds [64 x ptr], ptr %2, i64 0, i64 %31, !dbg !120
  store ptr %28, ptr %32, align 8, !dbg !121
  br label %33, !dbg !120

33:                                               ; preds = %27
  %34 = load i32, ptr %4, align 4, !dbg !122
  %35 = add nsw i32 %34, 1, !dbg !122
  store i32 %35, ptr %4, align 4, !dbg !122
  br label %24, !dbg !123, !llvm.loop !124

36:                                               ; preds = %24
  %37 = load i32, ptr @pool_used, align 4, !dbg !127
  %38 = getelementptr inbounds [64 x ptr], ptr %2, i64 0, i64 0, !dbg !128
  %39 = load ptr, ptr %38, align 16, !dbg !128
  %40 = call i64 @block_index(ptr noundef %39), !dbg !129
  %41 = getelementptr inbounds [64 x ptr], ptr %2, i64 0, i64 39, !dbg !130
  %42 = load ptr, ptr %41, align 8, !dbg !130
  %43 = call i64 @block_index(ptr noundef %42), !dbg !131
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %37, i64 noundef %40, i64 noundef %43), !dbg !132
    #dbg_declare(ptr %5, !133, !DIExpression(), !135)
  store i32 0, ptr %5, align 4, !dbg !135
  br label %45, !dbg !136

45:                                               ; preds = %53, %36
  %46 = load i32, ptr %5, align 4, !dbg !137
  %47 = icmp slt i32 %46, 40, !dbg !139
  br i1 %47, label %48, label %56, !dbg !140

48:                                               ; preds = %45
  %49 = load i32, ptr %5, align 4, !dbg !141
  %50 = sext i32 %49 to i64, !dbg !142
  %51 = getelementptr inbounds [64 x ptr], ptr %2, i64 0, i64 %50, !dbg !142
  %52 = load ptr, ptr %51, align 8, !dbg !142
  call void @pool_free(ptr noundef %52), !dbg !143
  br label %53, !dbg !143

53:                                               ; preds = %48
  %54 = load i32, ptr %5, align 4, !dbg !144
  %55 = add nsw i32 %54, 3, !dbg !144
  store i32 %55, ptr %5, align 4, !dbg !144
  br label %45, !dbg !145, !llvm.loop !146

56:                                               ; preds = %45
  %57 = load i32, ptr @pool_used, align 4, !dbg !148
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %57), !dbg !149
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !150
    #dbg_declare(ptr %6, !151, !DIExpression(), !153)
  store i32 0, ptr %6, align 4, !dbg !153
  br label %60, !dbg !154

60:                                               ; preds = %72, %56
  %61 = load i32, ptr %6, align 4, !dbg !155
  %62 = icmp slt i32 %61, 10, !dbg !157
  br i1 %62, label %63, label %75, !dbg !158

63:                                               ; preds = %60
    #dbg_declare(ptr %7, !159, !DIExpression(), !161)
  %64 = call ptr @pool_alloc(), !dbg !162
  store ptr %64, ptr %7, align 8, !dbg !161
  %65 = load ptr, ptr %7, align 8, !dbg !163
  %66 = call i64 @block_index(ptr noundef %65), !dbg !164
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %66), !dbg !165
  %68 = load ptr, ptr %7, align 8, !dbg !166
  %69 = getelementptr inbounds [32 x i8], ptr %68, i64 0, i64 0, !dbg !167
  %70 = load i32, ptr %6, align 4, !dbg !168
  %71 = trunc i32 %70 to i8, !dbg !167
  call void @llvm.memset.p0.i64(ptr align 8 %69, i8 %71, i64 32, i1 false), !dbg !167
  br label %72, !dbg !169

72:                                               ; preds = %63
  %73 = load i32, ptr %6, align 4, !dbg !170
  %74 = add nsw i32 %73, 1, !dbg !170
  store i32 %74, ptr %6, align 4, !dbg !170
  br label %60, !dbg !171, !llvm.loop !172

75:                                               ; preds = %60
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !174
    #dbg_declare(ptr %8, !175, !DIExpression(), !176)
  store i32 0, ptr %8, align 4, !dbg !176
  br label %77, !dbg !177

77:                                               ; preds = %80, %75
  %78 = call ptr @pool_alloc(), !dbg !178
  %79 = icmp ne ptr %78, null, !dbg !177
  br i1 %79, label %80, label %83, !dbg !177

80:                                               ; preds = %77
  %81 = load i32, ptr %8, align 4, !dbg !179
  %82 = add nsw i32 %81, 1, !dbg !179
  store i32 %82, ptr %8, align 4, !dbg !179
  br label %77, !dbg !177, !llvm.loop !180

83:                                               ; preds = %77
  %84 = load i32, ptr %8, align 4, !dbg !181
  %85 = load i32, ptr @pool_used, align 4, !dbg !182
  %86 = call ptr @pool_alloc(), !dbg !183
  %87 = icmp eq ptr %86, null, !dbg !184
  %88 = zext i1 %87 to i32, !dbg !184
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %84, i32 noundef %85, i32 noundef %88), !dbg !185
  %90 = call noalias ptr @malloc(i64 noundef 4096) #6, !dbg !186
  store ptr %90, ptr @arena, align 8, !dbg !187
  store i64 0, ptr @arena_top, align 8, !dbg !188
    #dbg_declare(ptr %9, !189, !DIExpression(), !191)
  %91 = call ptr @arena_alloc(i64 noundef 5, i64 noundef 1), !dbg !192
  store ptr %91, ptr %9, align 8, !dbg !191
  %92 = load ptr, ptr %9, align 8, !dbg !193
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %92, ptr align 1 @.str.6, i64 5, i1 false), !dbg !194
    #dbg_declare(ptr %10, !195, !DIExpression(), !198)
  %93 = call ptr @arena_alloc(i64 noundef 24, i64 noundef 8), !dbg !199
  store ptr %93, ptr %10, align 8, !dbg !198
    #dbg_declare(ptr %11, !200, !DIExpression(), !201)
  %94 = load ptr, ptr %10, align 8, !dbg !202
  %95 = load ptr, ptr @arena, align 8, !dbg !203
  %96 = ptrtoint ptr %94 to i64, !dbg !204
  %97 = ptrtoint ptr %95 to i64, !dbg !204
  %98 = sub i64 %96, %97, !dbg !204
  store i64 %98, ptr %11, align 8, !dbg !201
  %99 = load ptr, ptr %10, align 8, !dbg !205
  %100 = getelementptr inbounds double, ptr %99, i64 0, !dbg !205
  store double 1.500000e+00, ptr %100, align 8, !dbg !206
  %101 = load ptr, ptr %10, align 8, !dbg !207
  %102 = getelementptr inbounds double, ptr %101, i64 1, !dbg !207
  store double -2.250000e+00, ptr %102, align 8, !dbg !208
  %103 = load ptr, ptr %10, align 8, !dbg !209
  %104 = getelementptr inbounds double, ptr %103, i64 0, !dbg !209
  %105 = load double, ptr %104, align 8, !dbg !209
  %106 = load ptr, ptr %10, align 8, !dbg !210
  %107 = getelementptr inbounds double, ptr %106, i64 1, !dbg !210
  %108 = load double, ptr %107, align 8, !dbg !210
  %109 = fmul double %105, %108, !dbg !211
  %110 = load ptr, ptr %10, align 8, !dbg !212
  %111 = getelementptr inbounds double, ptr %110, i64 2, !dbg !212
  store double %109, ptr %111, align 8, !dbg !213
    #dbg_declare(ptr %12, !214, !DIExpression(), !222)
  %112 = call ptr @arena_alloc(i64 noundef 96, i64 noundef 8), !dbg !223
  store ptr %112, ptr %12, align 8, !dbg !222
    #dbg_declare(ptr %13, !224, !DIExpression(), !225)
  %113 = load ptr, ptr %12, align 8, !dbg !226
  %114 = load ptr, ptr @arena, align 8, !dbg !227
  %115 = ptrtoint ptr %113 to i64, !dbg !228
  %116 = ptrtoint ptr %114 to i64, !dbg !228
  %117 = sub i64 %115, %116, !dbg !228
  store i64 %117, ptr %13, align 8, !dbg !225
    #dbg_declare(ptr %14, !229, !DIExpression(), !231)
  store i32 0, ptr %14, align 4, !dbg !231
  br label %118, !dbg !232

118:                                              ; preds = %153, %83
  %119 = load i32, ptr %14, align 4, !dbg !233
  %120 = icmp slt i32 %119, 4, !dbg !235
  br i1 %120, label %121, label %156, !dbg !236

121:                                              ; preds = %118
  %122 = load i32, ptr %14, align 4, !dbg !237
  %123 = sitofp i32 %122 to double, !dbg !237
  %124 = fmul double %123, 5.000000e-01, !dbg !239
  %125 = load ptr, ptr %12, align 8, !dbg !240
  %126 = load i32, ptr %14, align 4, !dbg !241
  %127 = sext i32 %126 to i64, !dbg !240
  %128 = getelementptr inbounds %struct.particle, ptr %125, i64 %127, !dbg !240
  %129 = getelementptr inbounds %struct.particle, ptr %128, i32 0, i32 0, !dbg !242
  store double %124, ptr %129, align 8, !dbg !243
  %130 = load i32, ptr %14, align 4, !dbg !244
  %131 = sitofp i32 %130 to double, !dbg !244
  %132 = fmul double %131, -1.500000e+00, !dbg !245
  %133 = load ptr, ptr %12, align 8, !dbg !246
  %134 = load i32, ptr %14, align 4, !dbg !247
  %135 = sext i32 %134 to i64, !dbg !246
  %136 = getelementptr inbounds %struct.particle, ptr %133, i64 %135, !dbg !246
  %137 = getelementptr inbounds %struct.particle, ptr %136, i32 0, i32 1, !dbg !248
  store double %132, ptr %137, align 8, !dbg !249
  %138 = load i32, ptr %14, align 4, !dbg !250
  %139 = add nsw i32 100, %138, !dbg !251
  %140 = load ptr, ptr %12, align 8, !dbg !252
  %141 = load i32, ptr %14, align 4, !dbg !253
  %142 = sext i32 %141 to i64, !dbg !252
  %143 = getelementptr inbounds %struct.particle, ptr %140, i64 %142, !dbg !252
  %144 = getelementptr inbounds %struct.particle, ptr %143, i32 0, i32 2, !dbg !254
  store i32 %139, ptr %144, align 8, !dbg !255
  %145 = load i32, ptr %14, align 4, !dbg !256
  %146 = add nsw i32 97, %145, !dbg !257
  %147 = trunc i32 %146 to i8, !dbg !258
  %148 = load ptr, ptr %12, align 8, !dbg !259
  %149 = load i32, ptr %14, align 4, !dbg !260
  %150 = sext i32 %149 to i64, !dbg !259
  %151 = getelementptr inbounds %struct.particle, ptr %148, i64 %150, !dbg !259
  %152 = getelementptr inbounds %struct.particle, ptr %151, i32 0, i32 3, !dbg !261
  store i8 %147, ptr %152, align 4, !dbg !262
  br label %153, !dbg !263

153:                                              ; preds = %121
  %154 = load i32, ptr %14, align 4, !dbg !264
  %155 = add nsw i32 %154, 1, !dbg !264
  store i32 %155, ptr %14, align 4, !dbg !264
  br label %118, !dbg !265, !llvm.loop !266

156:                                              ; preds = %118
    #dbg_declare(ptr %15, !268, !DIExpression(), !270)
  %157 = call ptr @arena_alloc(i64 noundef 14, i64 noundef 2), !dbg !271
  store ptr %157, ptr %15, align 8, !dbg !270
    #dbg_declare(ptr %16, !272, !DIExpression(), !273)
  %158 = load ptr, ptr %15, align 8, !dbg !274
  %159 = load ptr, ptr @arena, align 8, !dbg !275
  %160 = ptrtoint ptr %158 to i64, !dbg !276
  %161 = ptrtoint ptr %159 to i64, !dbg !276
  %162 = sub i64 %160, %161, !dbg !276
  store i64 %162, ptr %16, align 8, !dbg !273
    #dbg_declare(ptr %17, !277, !DIExpression(), !279)
  store i32 0, ptr %17, align 4, !dbg !279
  br label %163, !dbg !280

163:                                              ; preds = %174, %156
  %164 = load i32, ptr %17, align 4, !dbg !281
  %165 = icmp slt i32 %164, 7, !dbg !283
  br i1 %165, label %166, label %177, !dbg !284

166:                                              ; preds = %163
  %167 = load i32, ptr %17, align 4, !dbg !285
  %168 = mul nsw i32 %167, -1000, !dbg !286
  %169 = trunc i32 %168 to i16, !dbg !287
  %170 = load ptr, ptr %15, align 8, !dbg !288
  %171 = load i32, ptr %17, align 4, !dbg !289
  %172 = sext i32 %171 to i64, !dbg !288
  %173 = getelementptr inbounds i16, ptr %170, i64 %172, !dbg !288
  store i16 %169, ptr %173, align 2, !dbg !290
  br label %174, !dbg !288

174:                                              ; preds = %166
  %175 = load i32, ptr %17, align 4, !dbg !291
  %176 = add nsw i32 %175, 1, !dbg !291
  store i32 %176, ptr %17, align 4, !dbg !291
  br label %163, !dbg !292, !llvm.loop !293

177:                                              ; preds = %163
    #dbg_declare(ptr %18, !295, !DIExpression(), !301)
  %178 = call ptr @arena_alloc(i64 noundef 8, i64 noundef 16), !dbg !302
  store ptr %178, ptr %18, align 8, !dbg !301
    #dbg_declare(ptr %19, !303, !DIExpression(), !304)
  %179 = load ptr, ptr %18, align 8, !dbg !305
  %180 = load ptr, ptr @arena, align 8, !dbg !306
  %181 = ptrtoint ptr %179 to i64, !dbg !307
  %182 = ptrtoint ptr %180 to i64, !dbg !307
  %183 = sub i64 %181, %182, !dbg !307
  store i64 %183, ptr %19, align 8, !dbg !304
  %184 = load ptr, ptr %18, align 8, !dbg !308
  store i64 72623859790382856, ptr %184, align 8, !dbg !309
  %185 = load i64, ptr %11, align 8, !dbg !310
  %186 = load i64, ptr %13, align 8, !dbg !311
  %187 = load i64, ptr %16, align 8, !dbg !312
  %188 = load i64, ptr %19, align 8, !dbg !313
  %189 = load i64, ptr @arena_top, align 8, !dbg !314
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %185, i64 noundef %186, i64 noundef %187, i64 noundef %188, i64 noundef %189), !dbg !315
  %191 = load ptr, ptr %9, align 8, !dbg !316
  %192 = load ptr, ptr %10, align 8, !dbg !317
  %193 = getelementptr inbounds double, ptr %192, i64 0, !dbg !317
  %194 = load double, ptr %193, align 8, !dbg !317
  %195 = load ptr, ptr %10, align 8, !dbg !318
  %196 = getelementptr inbounds double, ptr %195, i64 1, !dbg !318
  %197 = load double, ptr %196, align 8, !dbg !318
  %198 = load ptr, ptr %10, align 8, !dbg !319
  %199 = getelementptr inbounds double, ptr %198, i64 2, !dbg !319
  %200 = load double, ptr %199, align 8, !dbg !319
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %191, double noundef %194, double noundef %197, double noundef %200), !dbg !320
    #dbg_declare(ptr %20, !321, !DIExpression(), !323)
  store i32 0, ptr %20, align 4, !dbg !323
  br label %202, !dbg !324

202:                                              ; preds = %232, %177
  %203 = load i32, ptr %20, align 4, !dbg !325
  %204 = icmp slt i32 %203, 4, !dbg !327
  br i1 %204, label %205, label %235, !dbg !328

205:                                              ; preds = %202
  %206 = load ptr, ptr %12, align 8, !dbg !329
  %207 = load i32, ptr %20, align 4, !dbg !330
  %208 = sext i32 %207 to i64, !dbg !329
  %209 = getelementptr inbounds %struct.particle, ptr %206, i64 %208, !dbg !329
  %210 = getelementptr inbounds %struct.particle, ptr %209, i32 0, i32 2, !dbg !331
  %211 = load i32, ptr %210, align 8, !dbg !331
  %212 = load ptr, ptr %12, align 8, !dbg !332
  %213 = load i32, ptr %20, align 4, !dbg !333
  %214 = sext i32 %213 to i64, !dbg !332
  %215 = getelementptr inbounds %struct.particle, ptr %212, i64 %214, !dbg !332
  %216 = getelementptr inbounds %struct.particle, ptr %215, i32 0, i32 0, !dbg !334
  %217 = load double, ptr %216, align 8, !dbg !334
  %218 = load ptr, ptr %12, align 8, !dbg !335
  %219 = load i32, ptr %20, align 4, !dbg !336
  %220 = sext i32 %219 to i64, !dbg !335
  %221 = getelementptr inbounds %struct.particle, ptr %218, i64 %220, !dbg !335
  %222 = getelementptr inbounds %struct.particle, ptr %221, i32 0, i32 1, !dbg !337
  %223 = load double, ptr %222, align 8, !dbg !337
  %224 = load ptr, ptr %12, align 8, !dbg !338
  %225 = load i32, ptr %20, align 4, !dbg !339
  %226 = sext i32 %225 to i64, !dbg !338
  %227 = getelementptr inbounds %struct.particle, ptr %224, i64 %226, !dbg !338
  %228 = getelementptr inbounds %struct.particle, ptr %227, i32 0, i32 3, !dbg !340
  %229 = load i8, ptr %228, align 4, !dbg !340
  %230 = sext i8 %229 to i32, !dbg !338
  %231 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %211, double noundef %217, double noundef %223, i32 noundef %230), !dbg !341
  br label %232, !dbg !341

232:                                              ; preds = %205
  %233 = load i32, ptr %20, align 4, !dbg !342
  %234 = add nsw i32 %233, 1, !dbg !342
  store i32 %234, ptr %20, align 4, !dbg !342
  br label %202, !dbg !343, !llvm.loop !344

235:                                              ; preds = %202
    #dbg_declare(ptr %21, !346, !DIExpression(), !347)
  store i32 0, ptr %21, align 4, !dbg !347
    #dbg_declare(ptr %22, !348, !DIExpression(), !350)
  store i32 0, ptr %22, align 4, !dbg !350
  br label %236, !dbg !351

236:                                              ; preds = %248, %235
  %237 = load i32, ptr %22, align 4, !dbg !352
  %238 = icmp slt i32 %237, 7, !dbg !354
  br i1 %238, label %239, label %251, !dbg !355

239:                                              ; preds = %236
  %240 = load ptr, ptr %15, align 8, !dbg !356
  %241 = load i32, ptr %22, align 4, !dbg !357
  %242 = sext i32 %241 to i64, !dbg !356
  %243 = getelementptr inbounds i16, ptr %240, i64 %242, !dbg !356
  %244 = load i16, ptr %243, align 2, !dbg !356
  %245 = sext i16 %244 to i32, !dbg !356
  %246 = load i32, ptr %21, align 4, !dbg !358
  %247 = add nsw i32 %246, %245, !dbg !358
  store i32 %247, ptr %21, align 4, !dbg !358
  br label %248, !dbg !359

248:                                              ; preds = %239
  %249 = load i32, ptr %22, align 4, !dbg !360
  %250 = add nsw i32 %249, 1, !dbg !360
  store i32 %250, ptr %22, align 4, !dbg !360
  br label %236, !dbg !361, !llvm.loop !362

251:                                              ; preds = %236
  %252 = load i32, ptr %21, align 4, !dbg !364
  %253 = load ptr, ptr %18, align 8, !dbg !365
  %254 = getelementptr inbounds i8, ptr %253, i64 0, !dbg !366
  %255 = load i8, ptr %254, align 1, !dbg !366
  %256 = zext i8 %255 to i32, !dbg !366
  %257 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %252, i32 noundef %256), !dbg !367
    #dbg_declare(ptr %23, !368, !DIExpression(), !369)
  %258 = call ptr @arena_alloc(i64 noundef 10000, i64 noundef 8), !dbg !370
  store ptr %258, ptr %23, align 8, !dbg !369
  %259 = load ptr, ptr %23, align 8, !dbg !371
  %260 = icmp eq ptr %259, null, !dbg !372
  %261 = zext i1 %260 to i32, !dbg !372
  %262 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %261), !dbg !373
  %263 = load ptr, ptr @arena, align 8, !dbg !374
  call void @free(ptr noundef %263) #7, !dbg !375
  ret i32 0, !dbg !376
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pool_init() #0 !dbg !377 {
  %1 = alloca i32, align 4
  store ptr null, ptr @free_list, align 8, !dbg !380
    #dbg_declare(ptr %1, !381, !DIExpression(), !383)
  store i32 63, ptr %1, align 4, !dbg !383
  br label %2, !dbg !384

2:                                                ; preds = %13, %0
  %3 = load i32, ptr %1, align 4, !dbg !385
  %4 = icmp sge i32 %3, 0, !dbg !387
  br i1 %4, label %5, label %16, !dbg !388

5:                                                ; preds = %2
  %6 = load ptr, ptr @free_list, align 8, !dbg !389
  %7 = load i32, ptr %1, align 4, !dbg !391
  %8 = sext i32 %7 to i64, !dbg !392
  %9 = getelementptr inbounds [64 x %union.block], ptr @pool_mem, i64 0, i64 %8, !dbg !392
  store ptr %6, ptr %9, align 16, !dbg !393
  %10 = load i32, ptr %1, align 4, !dbg !394
  %11 = sext i32 %10 to i64, !dbg !395
  %12 = getelementptr inbounds [64 x %union.block], ptr @pool_mem, i64 0, i64 %11, !dbg !395
  store ptr %12, ptr @free_list, align 8, !dbg !396
  br label %13, !dbg !397

13:                                               ; preds = %5
  %14 = load i32, ptr %1, align 4, !dbg !398
  %15 = add nsw i32 %14, -1, !dbg !398
  store i32 %15, ptr %1, align 4, !dbg !398
  br label %2, !dbg !399, !llvm.loop !400

16:                                               ; preds = %2
  store i32 0, ptr @pool_used, align 4, !dbg !402
  ret void, !dbg !403
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pool_alloc() #0 !dbg !404 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = load ptr, ptr @free_list, align 8, !dbg !407
  %4 = icmp ne ptr %3, null, !dbg !407
  br i1 %4, label %6, label %5, !dbg !409

5:                                                ; preds = %0
  store ptr null, ptr %1, align 8, !dbg !410
  br label %13, !dbg !410

6:                                                ; preds = %0
    #dbg_declare(ptr %2, !411, !DIExpression(), !412)
  %7 = load ptr, ptr @free_list, align 8, !dbg !413
  store ptr %7, ptr %2, align 8, !dbg !412
  %8 = load ptr, ptr %2, align 8, !dbg !414
  %9 = load ptr, ptr %8, align 8, !dbg !415
  store ptr %9, ptr @free_list, align 8, !dbg !416
  %10 = load i32, ptr @pool_used, align 4, !dbg !417
  %11 = add nsw i32 %10, 1, !dbg !417
  store i32 %11, ptr @pool_used, align 4, !dbg !417
  %12 = load ptr, ptr %2, align 8, !dbg !418
  store ptr %12, ptr %1, align 8, !dbg !419
  br label %13, !dbg !419

13:                                               ; preds = %6, %5
  %14 = load ptr, ptr %1, align 8, !dbg !420
  ret ptr %14, !dbg !420
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @block_index(ptr noundef %0) #0 !dbg !421 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !426, !DIExpression(), !427)
  %3 = load ptr, ptr %2, align 8, !dbg !428
  %4 = ptrtoint ptr %3 to i64, !dbg !429
  %5 = sub i64 %4, ptrtoint (ptr @pool_mem to i64), !dbg !429
  %6 = sdiv exact i64 %5, 32, !dbg !429
  ret i64 %6, !dbg !430
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pool_free(ptr noundef %0) #0 !dbg !431 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !434, !DIExpression(), !435)
  %3 = load ptr, ptr @free_list, align 8, !dbg !436
  %4 = load ptr, ptr %2, align 8, !dbg !437
  store ptr %3, ptr %4, align 8, !dbg !438
  %5 = load ptr, ptr %2, align 8, !dbg !439
  store ptr %5, ptr @free_list, align 8, !dbg !440
  %6 = load i32, ptr @pool_used, align 4, !dbg !441
  %7 = add nsw i32 %6, -1, !dbg !441
  store i32 %7, ptr @pool_used, align 4, !dbg !441
  ret void, !dbg !442
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @arena_alloc(i64 noundef %0, i64 noundef %1) #0 !dbg !443 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !446, !DIExpression(), !447)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !448, !DIExpression(), !449)
    #dbg_declare(ptr %6, !450, !DIExpression(), !451)
  %7 = load i64, ptr @arena_top, align 8, !dbg !452
  %8 = load i64, ptr %5, align 8, !dbg !453
  %9 = add i64 %7, %8, !dbg !454
  %10 = sub i64 %9, 1, !dbg !455
  %11 = load i64, ptr %5, align 8, !dbg !456
  %12 = sub i64 %11, 1, !dbg !457
  %13 = xor i64 %12, -1, !dbg !458
  %14 = and i64 %10, %13, !dbg !459
  store i64 %14, ptr %6, align 8, !dbg !451
  %15 = load i64, ptr %6, align 8, !dbg !460
  %16 = load i64, ptr %4, align 8, !dbg !462
  %17 = add i64 %15, %16, !dbg !463
  %18 = icmp ugt i64 %17, 4096, !dbg !464
  br i1 %18, label %19, label %20, !dbg !465

19:                                               ; preds = %2
  store ptr null, ptr %3, align 8, !dbg !466
  br label %27, !dbg !466

20:                                               ; preds = %2
  %21 = load i64, ptr %6, align 8, !dbg !467
  %22 = load i64, ptr %4, align 8, !dbg !468
  %23 = add i64 %21, %22, !dbg !469
  store i64 %23, ptr @arena_top, align 8, !dbg !470
  %24 = load ptr, ptr @arena, align 8, !dbg !471
  %25 = load i64, ptr %6, align 8, !dbg !472
  %26 = getelementptr inbounds i8, ptr %24, i64 %25, !dbg !473
  store ptr %26, ptr %3, align 8, !dbg !474
  br label %27, !dbg !474

27:                                               ; preds = %20, %19
  %28 = load ptr, ptr %3, align 8, !dbg !475
  ret ptr %28, !dbg !475
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!92, !93, !94, !95, !96, !97, !98}
!llvm.ident = !{!99}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "mem_pool.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "e089280203910ec0b978cacb84ef4429")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 56)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "pool_used", scope: !9, file: !2, line: 21, type: !91, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !19, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !15, !4, !17, !18}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !13, line: 18, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!14 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !{!0, !20, !25, !30, !35, !40, !45, !47, !52, !57, !62, !67, !7, !72, !74, !76, !86}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 28)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 21)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 5)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 2)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 58)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !32, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 57)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 17)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 25)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 41)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 35)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(name: "arena", scope: !9, file: !2, line: 50, type: !15, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(name: "arena_top", scope: !9, file: !2, line: 51, type: !12, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "free_list", scope: !9, file: !2, line: 20, type: !78, isLocal: true, isDefinition: true)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "block", file: !2, line: 14, size: 256, elements: !80)
!80 = !{!81, !82}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !79, file: !2, line: 15, baseType: !78, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !79, file: !2, line: 16, baseType: !83, size: 256)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 256, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 32)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "pool_mem", scope: !9, file: !2, line: 19, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 16384, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 64)
!91 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!92 = !{i32 7, !"Dwarf Version", i32 5}
!93 = !{i32 2, !"Debug Info Version", i32 3}
!94 = !{i32 1, !"wchar_size", i32 4}
!95 = !{i32 8, !"PIC Level", i32 2}
!96 = !{i32 7, !"PIE Level", i32 2}
!97 = !{i32 7, !"uwtable", i32 2}
!98 = !{i32 7, !"frame-pointer", i32 2}
!99 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!100 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 67, type: !101, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{!91}
!103 = !{}
!104 = !DILocation(line: 68, column: 5, scope: !100)
!105 = !DILocalVariable(name: "held", scope: !100, file: !2, line: 69, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 4096, elements: !89)
!107 = !DILocation(line: 69, column: 18, scope: !100)
!108 = !DILocalVariable(name: "nheld", scope: !100, file: !2, line: 70, type: !91)
!109 = !DILocation(line: 70, column: 9, scope: !100)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 71, type: !91)
!111 = distinct !DILexicalBlock(scope: !100, file: !2, line: 71, column: 5)
!112 = !DILocation(line: 71, column: 14, scope: !111)
!113 = !DILocation(line: 71, column: 10, scope: !111)
!114 = !DILocation(line: 71, column: 21, scope: !115)
!115 = distinct !DILexicalBlock(scope: !111, file: !2, line: 71, column: 5)
!116 = !DILocation(line: 71, column: 23, scope: !115)
!117 = !DILocation(line: 71, column: 5, scope: !111)
!118 = !DILocation(line: 72, column: 25, scope: !115)
!119 = !DILocation(line: 72, column: 19, scope: !115)
!120 = !DILocation(line: 72, column: 9, scope: !115)
!121 = !DILocation(line: 72, column: 23, scope: !115)
!122 = !DILocation(line: 71, column: 30, scope: !115)
!123 = !DILocation(line: 71, column: 5, scope: !115)
!124 = distinct !{!124, !117, !125, !126}
!125 = !DILocation(line: 72, column: 36, scope: !111)
!126 = !{!"llvm.loop.mustprogress"}
!127 = !DILocation(line: 73, column: 72, scope: !100)
!128 = !DILocation(line: 74, column: 24, scope: !100)
!129 = !DILocation(line: 74, column: 12, scope: !100)
!130 = !DILocation(line: 74, column: 46, scope: !100)
!131 = !DILocation(line: 74, column: 34, scope: !100)
!132 = !DILocation(line: 73, column: 5, scope: !100)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 75, type: !91)
!134 = distinct !DILexicalBlock(scope: !100, file: !2, line: 75, column: 5)
!135 = !DILocation(line: 75, column: 14, scope: !134)
!136 = !DILocation(line: 75, column: 10, scope: !134)
!137 = !DILocation(line: 75, column: 21, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !2, line: 75, column: 5)
!139 = !DILocation(line: 75, column: 23, scope: !138)
!140 = !DILocation(line: 75, column: 5, scope: !134)
!141 = !DILocation(line: 76, column: 24, scope: !138)
!142 = !DILocation(line: 76, column: 19, scope: !138)
!143 = !DILocation(line: 76, column: 9, scope: !138)
!144 = !DILocation(line: 75, column: 31, scope: !138)
!145 = !DILocation(line: 75, column: 5, scope: !138)
!146 = distinct !{!146, !140, !147, !126}
!147 = !DILocation(line: 76, column: 26, scope: !134)
!148 = !DILocation(line: 77, column: 44, scope: !100)
!149 = !DILocation(line: 77, column: 5, scope: !100)
!150 = !DILocation(line: 78, column: 5, scope: !100)
!151 = !DILocalVariable(name: "i", scope: !152, file: !2, line: 79, type: !91)
!152 = distinct !DILexicalBlock(scope: !100, file: !2, line: 79, column: 5)
!153 = !DILocation(line: 79, column: 14, scope: !152)
!154 = !DILocation(line: 79, column: 10, scope: !152)
!155 = !DILocation(line: 79, column: 21, scope: !156)
!156 = distinct !DILexicalBlock(scope: !152, file: !2, line: 79, column: 5)
!157 = !DILocation(line: 79, column: 23, scope: !156)
!158 = !DILocation(line: 79, column: 5, scope: !152)
!159 = !DILocalVariable(name: "p", scope: !160, file: !2, line: 80, type: !78)
!160 = distinct !DILexicalBlock(scope: !156, file: !2, line: 79, column: 34)
!161 = !DILocation(line: 80, column: 22, scope: !160)
!162 = !DILocation(line: 80, column: 26, scope: !160)
!163 = !DILocation(line: 81, column: 36, scope: !160)
!164 = !DILocation(line: 81, column: 24, scope: !160)
!165 = !DILocation(line: 81, column: 9, scope: !160)
!166 = !DILocation(line: 82, column: 16, scope: !160)
!167 = !DILocation(line: 82, column: 9, scope: !160)
!168 = !DILocation(line: 82, column: 26, scope: !160)
!169 = !DILocation(line: 83, column: 5, scope: !160)
!170 = !DILocation(line: 79, column: 30, scope: !156)
!171 = !DILocation(line: 79, column: 5, scope: !156)
!172 = distinct !{!172, !158, !173, !126}
!173 = !DILocation(line: 83, column: 5, scope: !152)
!174 = !DILocation(line: 84, column: 5, scope: !100)
!175 = !DILocalVariable(name: "count", scope: !100, file: !2, line: 85, type: !91)
!176 = !DILocation(line: 85, column: 9, scope: !100)
!177 = !DILocation(line: 86, column: 5, scope: !100)
!178 = !DILocation(line: 86, column: 12, scope: !100)
!179 = !DILocation(line: 87, column: 14, scope: !100)
!180 = distinct !{!180, !177, !179, !126}
!181 = !DILocation(line: 88, column: 74, scope: !100)
!182 = !DILocation(line: 88, column: 81, scope: !100)
!183 = !DILocation(line: 89, column: 12, scope: !100)
!184 = !DILocation(line: 89, column: 25, scope: !100)
!185 = !DILocation(line: 88, column: 5, scope: !100)
!186 = !DILocation(line: 90, column: 13, scope: !100)
!187 = !DILocation(line: 90, column: 11, scope: !100)
!188 = !DILocation(line: 91, column: 15, scope: !100)
!189 = !DILocalVariable(name: "s", scope: !100, file: !2, line: 92, type: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!191 = !DILocation(line: 92, column: 11, scope: !100)
!192 = !DILocation(line: 92, column: 15, scope: !100)
!193 = !DILocation(line: 93, column: 12, scope: !100)
!194 = !DILocation(line: 93, column: 5, scope: !100)
!195 = !DILocalVariable(name: "d", scope: !100, file: !2, line: 94, type: !196)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!197 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!198 = !DILocation(line: 94, column: 13, scope: !100)
!199 = !DILocation(line: 94, column: 17, scope: !100)
!200 = !DILocalVariable(name: "d_off", scope: !100, file: !2, line: 95, type: !12)
!201 = !DILocation(line: 95, column: 12, scope: !100)
!202 = !DILocation(line: 95, column: 46, scope: !100)
!203 = !DILocation(line: 95, column: 50, scope: !100)
!204 = !DILocation(line: 95, column: 48, scope: !100)
!205 = !DILocation(line: 96, column: 5, scope: !100)
!206 = !DILocation(line: 96, column: 10, scope: !100)
!207 = !DILocation(line: 97, column: 5, scope: !100)
!208 = !DILocation(line: 97, column: 10, scope: !100)
!209 = !DILocation(line: 98, column: 12, scope: !100)
!210 = !DILocation(line: 98, column: 19, scope: !100)
!211 = !DILocation(line: 98, column: 17, scope: !100)
!212 = !DILocation(line: 98, column: 5, scope: !100)
!213 = !DILocation(line: 98, column: 10, scope: !100)
!214 = !DILocalVariable(name: "ps", scope: !100, file: !2, line: 99, type: !215)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!216 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particle", file: !2, line: 61, size: 192, elements: !217)
!217 = !{!218, !219, !220, !221}
!218 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !216, file: !2, line: 62, baseType: !197, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !216, file: !2, line: 62, baseType: !197, size: 64, offset: 64)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !216, file: !2, line: 63, baseType: !91, size: 32, offset: 128)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !216, file: !2, line: 64, baseType: !4, size: 8, offset: 160)
!222 = !DILocation(line: 99, column: 22, scope: !100)
!223 = !DILocation(line: 99, column: 27, scope: !100)
!224 = !DILocalVariable(name: "p_off", scope: !100, file: !2, line: 100, type: !12)
!225 = !DILocation(line: 100, column: 12, scope: !100)
!226 = !DILocation(line: 100, column: 46, scope: !100)
!227 = !DILocation(line: 100, column: 51, scope: !100)
!228 = !DILocation(line: 100, column: 49, scope: !100)
!229 = !DILocalVariable(name: "i", scope: !230, file: !2, line: 101, type: !91)
!230 = distinct !DILexicalBlock(scope: !100, file: !2, line: 101, column: 5)
!231 = !DILocation(line: 101, column: 14, scope: !230)
!232 = !DILocation(line: 101, column: 10, scope: !230)
!233 = !DILocation(line: 101, column: 21, scope: !234)
!234 = distinct !DILexicalBlock(scope: !230, file: !2, line: 101, column: 5)
!235 = !DILocation(line: 101, column: 23, scope: !234)
!236 = !DILocation(line: 101, column: 5, scope: !230)
!237 = !DILocation(line: 102, column: 19, scope: !238)
!238 = distinct !DILexicalBlock(scope: !234, file: !2, line: 101, column: 33)
!239 = !DILocation(line: 102, column: 21, scope: !238)
!240 = !DILocation(line: 102, column: 9, scope: !238)
!241 = !DILocation(line: 102, column: 12, scope: !238)
!242 = !DILocation(line: 102, column: 15, scope: !238)
!243 = !DILocation(line: 102, column: 17, scope: !238)
!244 = !DILocation(line: 103, column: 19, scope: !238)
!245 = !DILocation(line: 103, column: 21, scope: !238)
!246 = !DILocation(line: 103, column: 9, scope: !238)
!247 = !DILocation(line: 103, column: 12, scope: !238)
!248 = !DILocation(line: 103, column: 15, scope: !238)
!249 = !DILocation(line: 103, column: 17, scope: !238)
!250 = !DILocation(line: 104, column: 26, scope: !238)
!251 = !DILocation(line: 104, column: 24, scope: !238)
!252 = !DILocation(line: 104, column: 9, scope: !238)
!253 = !DILocation(line: 104, column: 12, scope: !238)
!254 = !DILocation(line: 104, column: 15, scope: !238)
!255 = !DILocation(line: 104, column: 18, scope: !238)
!256 = !DILocation(line: 105, column: 34, scope: !238)
!257 = !DILocation(line: 105, column: 32, scope: !238)
!258 = !DILocation(line: 105, column: 21, scope: !238)
!259 = !DILocation(line: 105, column: 9, scope: !238)
!260 = !DILocation(line: 105, column: 12, scope: !238)
!261 = !DILocation(line: 105, column: 15, scope: !238)
!262 = !DILocation(line: 105, column: 19, scope: !238)
!263 = !DILocation(line: 106, column: 5, scope: !238)
!264 = !DILocation(line: 101, column: 29, scope: !234)
!265 = !DILocation(line: 101, column: 5, scope: !234)
!266 = distinct !{!266, !236, !267, !126}
!267 = !DILocation(line: 106, column: 5, scope: !230)
!268 = !DILocalVariable(name: "sh", scope: !100, file: !2, line: 107, type: !269)
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!270 = !DILocation(line: 107, column: 12, scope: !100)
!271 = !DILocation(line: 107, column: 17, scope: !100)
!272 = !DILocalVariable(name: "s_off", scope: !100, file: !2, line: 108, type: !12)
!273 = !DILocation(line: 108, column: 12, scope: !100)
!274 = !DILocation(line: 108, column: 46, scope: !100)
!275 = !DILocation(line: 108, column: 51, scope: !100)
!276 = !DILocation(line: 108, column: 49, scope: !100)
!277 = !DILocalVariable(name: "i", scope: !278, file: !2, line: 109, type: !91)
!278 = distinct !DILexicalBlock(scope: !100, file: !2, line: 109, column: 5)
!279 = !DILocation(line: 109, column: 14, scope: !278)
!280 = !DILocation(line: 109, column: 10, scope: !278)
!281 = !DILocation(line: 109, column: 21, scope: !282)
!282 = distinct !DILexicalBlock(scope: !278, file: !2, line: 109, column: 5)
!283 = !DILocation(line: 109, column: 23, scope: !282)
!284 = !DILocation(line: 109, column: 5, scope: !278)
!285 = !DILocation(line: 110, column: 25, scope: !282)
!286 = !DILocation(line: 110, column: 27, scope: !282)
!287 = !DILocation(line: 110, column: 17, scope: !282)
!288 = !DILocation(line: 110, column: 9, scope: !282)
!289 = !DILocation(line: 110, column: 12, scope: !282)
!290 = !DILocation(line: 110, column: 15, scope: !282)
!291 = !DILocation(line: 109, column: 29, scope: !282)
!292 = !DILocation(line: 109, column: 5, scope: !282)
!293 = distinct !{!293, !284, !294, !126}
!294 = !DILocation(line: 110, column: 34, scope: !278)
!295 = !DILocalVariable(name: "big", scope: !100, file: !2, line: 111, type: !296)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!297 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !298, line: 27, baseType: !299)
!298 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!299 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !300, line: 45, baseType: !14)
!300 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!301 = !DILocation(line: 111, column: 15, scope: !100)
!302 = !DILocation(line: 111, column: 21, scope: !100)
!303 = !DILocalVariable(name: "b_off", scope: !100, file: !2, line: 112, type: !12)
!304 = !DILocation(line: 112, column: 12, scope: !100)
!305 = !DILocation(line: 112, column: 46, scope: !100)
!306 = !DILocation(line: 112, column: 52, scope: !100)
!307 = !DILocation(line: 112, column: 50, scope: !100)
!308 = !DILocation(line: 113, column: 6, scope: !100)
!309 = !DILocation(line: 113, column: 10, scope: !100)
!310 = !DILocation(line: 114, column: 73, scope: !100)
!311 = !DILocation(line: 114, column: 80, scope: !100)
!312 = !DILocation(line: 114, column: 87, scope: !100)
!313 = !DILocation(line: 115, column: 12, scope: !100)
!314 = !DILocation(line: 115, column: 19, scope: !100)
!315 = !DILocation(line: 114, column: 5, scope: !100)
!316 = !DILocation(line: 116, column: 33, scope: !100)
!317 = !DILocation(line: 116, column: 36, scope: !100)
!318 = !DILocation(line: 116, column: 42, scope: !100)
!319 = !DILocation(line: 116, column: 48, scope: !100)
!320 = !DILocation(line: 116, column: 5, scope: !100)
!321 = !DILocalVariable(name: "i", scope: !322, file: !2, line: 117, type: !91)
!322 = distinct !DILexicalBlock(scope: !100, file: !2, line: 117, column: 5)
!323 = !DILocation(line: 117, column: 14, scope: !322)
!324 = !DILocation(line: 117, column: 10, scope: !322)
!325 = !DILocation(line: 117, column: 21, scope: !326)
!326 = distinct !DILexicalBlock(scope: !322, file: !2, line: 117, column: 5)
!327 = !DILocation(line: 117, column: 23, scope: !326)
!328 = !DILocation(line: 117, column: 5, scope: !322)
!329 = !DILocation(line: 118, column: 45, scope: !326)
!330 = !DILocation(line: 118, column: 48, scope: !326)
!331 = !DILocation(line: 118, column: 51, scope: !326)
!332 = !DILocation(line: 118, column: 55, scope: !326)
!333 = !DILocation(line: 118, column: 58, scope: !326)
!334 = !DILocation(line: 118, column: 61, scope: !326)
!335 = !DILocation(line: 118, column: 64, scope: !326)
!336 = !DILocation(line: 118, column: 67, scope: !326)
!337 = !DILocation(line: 118, column: 70, scope: !326)
!338 = !DILocation(line: 118, column: 73, scope: !326)
!339 = !DILocation(line: 118, column: 76, scope: !326)
!340 = !DILocation(line: 118, column: 79, scope: !326)
!341 = !DILocation(line: 118, column: 9, scope: !326)
!342 = !DILocation(line: 117, column: 29, scope: !326)
!343 = !DILocation(line: 117, column: 5, scope: !326)
!344 = distinct !{!344, !328, !345, !126}
!345 = !DILocation(line: 118, column: 82, scope: !322)
!346 = !DILocalVariable(name: "ssum", scope: !100, file: !2, line: 119, type: !91)
!347 = !DILocation(line: 119, column: 9, scope: !100)
!348 = !DILocalVariable(name: "i", scope: !349, file: !2, line: 120, type: !91)
!349 = distinct !DILexicalBlock(scope: !100, file: !2, line: 120, column: 5)
!350 = !DILocation(line: 120, column: 14, scope: !349)
!351 = !DILocation(line: 120, column: 10, scope: !349)
!352 = !DILocation(line: 120, column: 21, scope: !353)
!353 = distinct !DILexicalBlock(scope: !349, file: !2, line: 120, column: 5)
!354 = !DILocation(line: 120, column: 23, scope: !353)
!355 = !DILocation(line: 120, column: 5, scope: !349)
!356 = !DILocation(line: 121, column: 17, scope: !353)
!357 = !DILocation(line: 121, column: 20, scope: !353)
!358 = !DILocation(line: 121, column: 14, scope: !353)
!359 = !DILocation(line: 121, column: 9, scope: !353)
!360 = !DILocation(line: 120, column: 29, scope: !353)
!361 = !DILocation(line: 120, column: 5, scope: !353)
!362 = distinct !{!362, !355, !363, !126}
!363 = !DILocation(line: 121, column: 21, scope: !349)
!364 = !DILocation(line: 122, column: 57, scope: !100)
!365 = !DILocation(line: 122, column: 81, scope: !100)
!366 = !DILocation(line: 122, column: 63, scope: !100)
!367 = !DILocation(line: 122, column: 5, scope: !100)
!368 = !DILocalVariable(name: "fail", scope: !100, file: !2, line: 123, type: !11)
!369 = !DILocation(line: 123, column: 11, scope: !100)
!370 = !DILocation(line: 123, column: 18, scope: !100)
!371 = !DILocation(line: 124, column: 51, scope: !100)
!372 = !DILocation(line: 124, column: 56, scope: !100)
!373 = !DILocation(line: 124, column: 5, scope: !100)
!374 = !DILocation(line: 125, column: 10, scope: !100)
!375 = !DILocation(line: 125, column: 5, scope: !100)
!376 = !DILocation(line: 126, column: 5, scope: !100)
!377 = distinct !DISubprogram(name: "pool_init", scope: !2, file: !2, line: 23, type: !378, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !103)
!378 = !DISubroutineType(types: !379)
!379 = !{null}
!380 = !DILocation(line: 24, column: 15, scope: !377)
!381 = !DILocalVariable(name: "i", scope: !382, file: !2, line: 25, type: !91)
!382 = distinct !DILexicalBlock(scope: !377, file: !2, line: 25, column: 5)
!383 = !DILocation(line: 25, column: 14, scope: !382)
!384 = !DILocation(line: 25, column: 10, scope: !382)
!385 = !DILocation(line: 25, column: 35, scope: !386)
!386 = distinct !DILexicalBlock(scope: !382, file: !2, line: 25, column: 5)
!387 = !DILocation(line: 25, column: 37, scope: !386)
!388 = !DILocation(line: 25, column: 5, scope: !382)
!389 = !DILocation(line: 26, column: 28, scope: !390)
!390 = distinct !DILexicalBlock(scope: !386, file: !2, line: 25, column: 48)
!391 = !DILocation(line: 26, column: 18, scope: !390)
!392 = !DILocation(line: 26, column: 9, scope: !390)
!393 = !DILocation(line: 26, column: 26, scope: !390)
!394 = !DILocation(line: 27, column: 31, scope: !390)
!395 = !DILocation(line: 27, column: 22, scope: !390)
!396 = !DILocation(line: 27, column: 19, scope: !390)
!397 = !DILocation(line: 28, column: 5, scope: !390)
!398 = !DILocation(line: 25, column: 44, scope: !386)
!399 = !DILocation(line: 25, column: 5, scope: !386)
!400 = distinct !{!400, !388, !401, !126}
!401 = !DILocation(line: 28, column: 5, scope: !382)
!402 = !DILocation(line: 29, column: 15, scope: !377)
!403 = !DILocation(line: 30, column: 1, scope: !377)
!404 = distinct !DISubprogram(name: "pool_alloc", scope: !2, file: !2, line: 32, type: !405, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !103)
!405 = !DISubroutineType(types: !406)
!406 = !{!78}
!407 = !DILocation(line: 33, column: 10, scope: !408)
!408 = distinct !DILexicalBlock(scope: !404, file: !2, line: 33, column: 9)
!409 = !DILocation(line: 33, column: 9, scope: !404)
!410 = !DILocation(line: 34, column: 9, scope: !408)
!411 = !DILocalVariable(name: "blk", scope: !404, file: !2, line: 35, type: !78)
!412 = !DILocation(line: 35, column: 18, scope: !404)
!413 = !DILocation(line: 35, column: 24, scope: !404)
!414 = !DILocation(line: 36, column: 17, scope: !404)
!415 = !DILocation(line: 36, column: 22, scope: !404)
!416 = !DILocation(line: 36, column: 15, scope: !404)
!417 = !DILocation(line: 37, column: 14, scope: !404)
!418 = !DILocation(line: 38, column: 12, scope: !404)
!419 = !DILocation(line: 38, column: 5, scope: !404)
!420 = !DILocation(line: 39, column: 1, scope: !404)
!421 = distinct !DISubprogram(name: "block_index", scope: !2, file: !2, line: 47, type: !422, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !103)
!422 = !DISubroutineType(types: !423)
!423 = !{!18, !424}
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !425, size: 64)
!425 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!426 = !DILocalVariable(name: "p", arg: 1, scope: !421, file: !2, line: 47, type: !424)
!427 = !DILocation(line: 47, column: 44, scope: !421)
!428 = !DILocation(line: 47, column: 63, scope: !421)
!429 = !DILocation(line: 47, column: 65, scope: !421)
!430 = !DILocation(line: 47, column: 49, scope: !421)
!431 = distinct !DISubprogram(name: "pool_free", scope: !2, file: !2, line: 41, type: !432, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !103)
!432 = !DISubroutineType(types: !433)
!433 = !{null, !78}
!434 = !DILocalVariable(name: "blk", arg: 1, scope: !431, file: !2, line: 41, type: !78)
!435 = !DILocation(line: 41, column: 36, scope: !431)
!436 = !DILocation(line: 42, column: 17, scope: !431)
!437 = !DILocation(line: 42, column: 5, scope: !431)
!438 = !DILocation(line: 42, column: 15, scope: !431)
!439 = !DILocation(line: 43, column: 17, scope: !431)
!440 = !DILocation(line: 43, column: 15, scope: !431)
!441 = !DILocation(line: 44, column: 14, scope: !431)
!442 = !DILocation(line: 45, column: 1, scope: !431)
!443 = distinct !DISubprogram(name: "arena_alloc", scope: !2, file: !2, line: 53, type: !444, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !103)
!444 = !DISubroutineType(types: !445)
!445 = !{!11, !12, !12}
!446 = !DILocalVariable(name: "size", arg: 1, scope: !443, file: !2, line: 53, type: !12)
!447 = !DILocation(line: 53, column: 33, scope: !443)
!448 = !DILocalVariable(name: "align", arg: 2, scope: !443, file: !2, line: 53, type: !12)
!449 = !DILocation(line: 53, column: 46, scope: !443)
!450 = !DILocalVariable(name: "off", scope: !443, file: !2, line: 54, type: !12)
!451 = !DILocation(line: 54, column: 12, scope: !443)
!452 = !DILocation(line: 54, column: 19, scope: !443)
!453 = !DILocation(line: 54, column: 31, scope: !443)
!454 = !DILocation(line: 54, column: 29, scope: !443)
!455 = !DILocation(line: 54, column: 37, scope: !443)
!456 = !DILocation(line: 54, column: 46, scope: !443)
!457 = !DILocation(line: 54, column: 52, scope: !443)
!458 = !DILocation(line: 54, column: 44, scope: !443)
!459 = !DILocation(line: 54, column: 42, scope: !443)
!460 = !DILocation(line: 55, column: 9, scope: !461)
!461 = distinct !DILexicalBlock(scope: !443, file: !2, line: 55, column: 9)
!462 = !DILocation(line: 55, column: 15, scope: !461)
!463 = !DILocation(line: 55, column: 13, scope: !461)
!464 = !DILocation(line: 55, column: 20, scope: !461)
!465 = !DILocation(line: 55, column: 9, scope: !443)
!466 = !DILocation(line: 56, column: 9, scope: !461)
!467 = !DILocation(line: 57, column: 17, scope: !443)
!468 = !DILocation(line: 57, column: 23, scope: !443)
!469 = !DILocation(line: 57, column: 21, scope: !443)
!470 = !DILocation(line: 57, column: 15, scope: !443)
!471 = !DILocation(line: 58, column: 12, scope: !443)
!472 = !DILocation(line: 58, column: 20, scope: !443)
!473 = !DILocation(line: 58, column: 18, scope: !443)
!474 = !DILocation(line: 58, column: 5, scope: !443)
!475 = !DILocation(line: 59, column: 1, scope: !443)
