; ModuleID = 'ilp32_many_objects.c'
source_filename = "ilp32_many_objects.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.cell = type { ptr, ptr }
%struct.node = type { i32, ptr, ptr }

@.str = private unnamed_addr constant [25 x i8] c"large allocation failed\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [31 x i8] c"big: %lld, mid: %.1f, span %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"seed\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"realloc failed\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"grow: %.4s %c %c\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [14 x i8] c"shrunk: %.4s\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [37 x i8] c"tree: %d nodes, sum %lld, height %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [8 x i8] c"cell-%d\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [37 x i8] c"list: %u chars, longest %d, head %s\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [26 x i8] c"pages: %lu, last byte %d\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [10 x i8] c"deep: %u\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [9 x i8] c"again-%d\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [29 x i8] c"freed %d, left %d, again %d\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [16 x i8] c"tree: %d nodes\0A\00", align 1, !dbg !64

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !80 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 4
  %14 = alloca ptr, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 4
  %18 = alloca [32 x i8], align 1
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 4
  %24 = alloca i32, align 4
  %25 = alloca [8 x ptr], align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 4
  %30 = alloca i32, align 4
  %31 = alloca ptr, align 4
  %32 = alloca ptr, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca ptr, align 4
  %36 = alloca i32, align 4
  %37 = alloca ptr, align 4
  %38 = alloca ptr, align 4
  %39 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !84, !DIExpression(), !86)
  %40 = call noalias ptr @malloc(i32 noundef 400000) #7, !dbg !87
  store ptr %40, ptr %2, align 4, !dbg !86
    #dbg_declare(ptr %3, !88, !DIExpression(), !91)
  %41 = call noalias ptr @malloc(i32 noundef 8192) #7, !dbg !92
  store ptr %41, ptr %3, align 4, !dbg !91
  %42 = load ptr, ptr %2, align 4, !dbg !93
  %43 = icmp ne ptr %42, null, !dbg !93
  br i1 %43, label %44, label %47, !dbg !95

44:                                               ; preds = %0
  %45 = load ptr, ptr %3, align 4, !dbg !96
  %46 = icmp ne ptr %45, null, !dbg !96
  br i1 %46, label %49, label %47, !dbg !97

47:                                               ; preds = %44, %0
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str), !dbg !98
  store i32 1, ptr %1, align 4, !dbg !100
  br label %391, !dbg !100

49:                                               ; preds = %44
    #dbg_declare(ptr %4, !101, !DIExpression(), !103)
  store i32 0, ptr %4, align 4, !dbg !103
  br label %50, !dbg !104

50:                                               ; preds = %60, %49
  %51 = load i32, ptr %4, align 4, !dbg !105
  %52 = icmp slt i32 %51, 100000, !dbg !107
  br i1 %52, label %53, label %63, !dbg !108

53:                                               ; preds = %50
  %54 = load i32, ptr %4, align 4, !dbg !109
  %55 = mul nsw i32 %54, 7, !dbg !110
  %56 = srem i32 %55, 1009, !dbg !111
  %57 = load ptr, ptr %2, align 4, !dbg !112
  %58 = load i32, ptr %4, align 4, !dbg !113
  %59 = getelementptr inbounds i32, ptr %57, i32 %58, !dbg !112
  store i32 %56, ptr %59, align 4, !dbg !114
  br label %60, !dbg !112

60:                                               ; preds = %53
  %61 = load i32, ptr %4, align 4, !dbg !115
  %62 = add nsw i32 %61, 1, !dbg !115
  store i32 %62, ptr %4, align 4, !dbg !115
  br label %50, !dbg !116, !llvm.loop !117

63:                                               ; preds = %50
    #dbg_declare(ptr %5, !120, !DIExpression(), !122)
  store i32 0, ptr %5, align 4, !dbg !122
  br label %64, !dbg !123

64:                                               ; preds = %74, %63
  %65 = load i32, ptr %5, align 4, !dbg !124
  %66 = icmp slt i32 %65, 1024, !dbg !126
  br i1 %66, label %67, label %77, !dbg !127

67:                                               ; preds = %64
  %68 = load i32, ptr %5, align 4, !dbg !128
  %69 = sitofp i32 %68 to double, !dbg !128
  %70 = fmul double %69, 5.000000e-01, !dbg !129
  %71 = load ptr, ptr %3, align 4, !dbg !130
  %72 = load i32, ptr %5, align 4, !dbg !131
  %73 = getelementptr inbounds double, ptr %71, i32 %72, !dbg !130
  store double %70, ptr %73, align 4, !dbg !132
  br label %74, !dbg !130

74:                                               ; preds = %67
  %75 = load i32, ptr %5, align 4, !dbg !133
  %76 = add nsw i32 %75, 1, !dbg !133
  store i32 %76, ptr %5, align 4, !dbg !133
  br label %64, !dbg !134, !llvm.loop !135

77:                                               ; preds = %64
    #dbg_declare(ptr %6, !137, !DIExpression(), !139)
  store i64 0, ptr %6, align 8, !dbg !139
    #dbg_declare(ptr %7, !140, !DIExpression(), !144)
  %78 = load ptr, ptr %2, align 4, !dbg !145
  store ptr %78, ptr %7, align 4, !dbg !144
    #dbg_declare(ptr %8, !146, !DIExpression(), !147)
  %79 = load ptr, ptr %2, align 4, !dbg !148
  %80 = getelementptr inbounds i32, ptr %79, i32 100000, !dbg !149
  store ptr %80, ptr %8, align 4, !dbg !147
  br label %81, !dbg !150

81:                                               ; preds = %91, %77
  %82 = load ptr, ptr %7, align 4, !dbg !151
  %83 = load ptr, ptr %8, align 4, !dbg !153
  %84 = icmp ne ptr %82, %83, !dbg !154
  br i1 %84, label %85, label %94, !dbg !155

85:                                               ; preds = %81
  %86 = load ptr, ptr %7, align 4, !dbg !156
  %87 = load i32, ptr %86, align 4, !dbg !157
  %88 = sext i32 %87 to i64, !dbg !157
  %89 = load i64, ptr %6, align 8, !dbg !158
  %90 = add nsw i64 %89, %88, !dbg !158
  store i64 %90, ptr %6, align 8, !dbg !158
  br label %91, !dbg !159

91:                                               ; preds = %85
  %92 = load ptr, ptr %7, align 4, !dbg !160
  %93 = getelementptr inbounds i32, ptr %92, i32 1, !dbg !160
  store ptr %93, ptr %7, align 4, !dbg !160
  br label %81, !dbg !161, !llvm.loop !162

94:                                               ; preds = %81
    #dbg_declare(ptr %9, !164, !DIExpression(), !165)
  store double 0.000000e+00, ptr %9, align 8, !dbg !165
    #dbg_declare(ptr %10, !166, !DIExpression(), !168)
  store i32 1023, ptr %10, align 4, !dbg !168
  br label %95, !dbg !169

95:                                               ; preds = %105, %94
  %96 = load i32, ptr %10, align 4, !dbg !170
  %97 = icmp sge i32 %96, 0, !dbg !172
  br i1 %97, label %98, label %108, !dbg !173

98:                                               ; preds = %95
  %99 = load ptr, ptr %3, align 4, !dbg !174
  %100 = load i32, ptr %10, align 4, !dbg !175
  %101 = getelementptr inbounds double, ptr %99, i32 %100, !dbg !174
  %102 = load double, ptr %101, align 4, !dbg !174
  %103 = load double, ptr %9, align 8, !dbg !176
  %104 = fadd double %103, %102, !dbg !176
  store double %104, ptr %9, align 8, !dbg !176
  br label %105, !dbg !177

105:                                              ; preds = %98
  %106 = load i32, ptr %10, align 4, !dbg !178
  %107 = add nsw i32 %106, -1, !dbg !178
  store i32 %107, ptr %10, align 4, !dbg !178
  br label %95, !dbg !179, !llvm.loop !180

108:                                              ; preds = %95
  %109 = load i64, ptr %6, align 8, !dbg !182
  %110 = load double, ptr %9, align 8, !dbg !183
  %111 = load ptr, ptr %2, align 4, !dbg !184
  %112 = getelementptr inbounds i32, ptr %111, i32 99999, !dbg !184
  %113 = load ptr, ptr %2, align 4, !dbg !185
  %114 = getelementptr inbounds i32, ptr %113, i32 0, !dbg !185
  %115 = ptrtoint ptr %112 to i32, !dbg !186
  %116 = ptrtoint ptr %114 to i32, !dbg !186
  %117 = sub i32 %115, %116, !dbg !186
  %118 = sdiv exact i32 %117, 4, !dbg !186
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %109, double noundef %110, i32 noundef %118), !dbg !187
    #dbg_declare(ptr %11, !188, !DIExpression(), !190)
  %120 = call noalias ptr @malloc(i32 noundef 16) #7, !dbg !191
  store ptr %120, ptr %11, align 4, !dbg !190
  %121 = load ptr, ptr %11, align 4, !dbg !192
  %122 = call ptr @strcpy(ptr noundef %121, ptr noundef @.str.2) #8, !dbg !193
    #dbg_declare(ptr %12, !194, !DIExpression(), !198)
  store i32 16, ptr %12, align 4, !dbg !198
  br label %123, !dbg !199

123:                                              ; preds = %145, %108
  %124 = load i32, ptr %12, align 4, !dbg !200
  %125 = icmp ult i32 %124, 20000, !dbg !202
  br i1 %125, label %126, label %148, !dbg !203

126:                                              ; preds = %123
    #dbg_declare(ptr %13, !204, !DIExpression(), !206)
  %127 = load ptr, ptr %11, align 4, !dbg !207
  %128 = load i32, ptr %12, align 4, !dbg !208
  %129 = mul i32 %128, 2, !dbg !209
  %130 = call ptr @realloc(ptr noundef %127, i32 noundef %129) #9, !dbg !210
  store ptr %130, ptr %13, align 4, !dbg !206
  %131 = load ptr, ptr %13, align 4, !dbg !211
  %132 = icmp ne ptr %131, null, !dbg !211
  br i1 %132, label %135, label %133, !dbg !213

133:                                              ; preds = %126
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.3), !dbg !214
  store i32 1, ptr %1, align 4, !dbg !216
  br label %391, !dbg !216

135:                                              ; preds = %126
  %136 = load ptr, ptr %13, align 4, !dbg !217
  store ptr %136, ptr %11, align 4, !dbg !218
  %137 = load ptr, ptr %11, align 4, !dbg !219
  %138 = load i32, ptr %12, align 4, !dbg !220
  %139 = getelementptr inbounds i8, ptr %137, i32 %138, !dbg !221
  %140 = load i32, ptr %12, align 4, !dbg !222
  %141 = urem i32 %140, 26, !dbg !223
  %142 = add nsw i32 97, %141, !dbg !224
  %143 = trunc i32 %142 to i8, !dbg !225
  %144 = load i32, ptr %12, align 4, !dbg !226
  call void @llvm.memset.p0.i32(ptr align 1 %139, i8 %143, i32 %144, i1 false), !dbg !225
  br label %145, !dbg !227

145:                                              ; preds = %135
  %146 = load i32, ptr %12, align 4, !dbg !228
  %147 = mul i32 %146, 2, !dbg !228
  store i32 %147, ptr %12, align 4, !dbg !228
  br label %123, !dbg !229, !llvm.loop !230

148:                                              ; preds = %123
  %149 = load ptr, ptr %11, align 4, !dbg !232
  %150 = load ptr, ptr %11, align 4, !dbg !233
  %151 = getelementptr inbounds i8, ptr %150, i32 16, !dbg !233
  %152 = load i8, ptr %151, align 1, !dbg !233
  %153 = sext i8 %152 to i32, !dbg !233
  %154 = load ptr, ptr %11, align 4, !dbg !234
  %155 = getelementptr inbounds i8, ptr %154, i32 32767, !dbg !234
  %156 = load i8, ptr %155, align 1, !dbg !234
  %157 = sext i8 %156 to i32, !dbg !234
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %149, i32 noundef %153, i32 noundef %157), !dbg !235
  %159 = load ptr, ptr %11, align 4, !dbg !236
  %160 = call ptr @realloc(ptr noundef %159, i32 noundef 8) #9, !dbg !237
  store ptr %160, ptr %11, align 4, !dbg !238
  %161 = load ptr, ptr %11, align 4, !dbg !239
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %161), !dbg !240
    #dbg_declare(ptr %14, !241, !DIExpression(), !248)
  store ptr null, ptr %14, align 4, !dbg !248
    #dbg_declare(ptr %15, !249, !DIExpression(), !250)
  store i32 12345, ptr %15, align 4, !dbg !250
    #dbg_declare(ptr %16, !251, !DIExpression(), !253)
  store i32 0, ptr %16, align 4, !dbg !253
  br label %163, !dbg !254

163:                                              ; preds = %178, %148
  %164 = load i32, ptr %16, align 4, !dbg !255
  %165 = icmp slt i32 %164, 6000, !dbg !257
  br i1 %165, label %166, label %181, !dbg !258

166:                                              ; preds = %163
  %167 = load i32, ptr %15, align 4, !dbg !259
  %168 = mul i32 %167, 1103515245, !dbg !261
  %169 = add i32 %168, 12345, !dbg !262
  store i32 %169, ptr %15, align 4, !dbg !263
  %170 = load ptr, ptr %14, align 4, !dbg !264
  %171 = load i32, ptr %15, align 4, !dbg !265
  %172 = lshr i32 %171, 8, !dbg !266
  %173 = srem i32 %172, 1000000, !dbg !267
  %174 = load i32, ptr %16, align 4, !dbg !268
  %175 = srem i32 %174, 7, !dbg !269
  %176 = add nsw i32 %173, %175, !dbg !270
  %177 = call ptr @insert(ptr noundef %170, i32 noundef %176), !dbg !271
  store ptr %177, ptr %14, align 4, !dbg !272
  br label %178, !dbg !273

178:                                              ; preds = %166
  %179 = load i32, ptr %16, align 4, !dbg !274
  %180 = add nsw i32 %179, 1, !dbg !274
  store i32 %180, ptr %16, align 4, !dbg !274
  br label %163, !dbg !275, !llvm.loop !276

181:                                              ; preds = %163
  %182 = load ptr, ptr %14, align 4, !dbg !278
  %183 = call i32 @count(ptr noundef %182), !dbg !279
  %184 = load ptr, ptr %14, align 4, !dbg !280
  %185 = call i64 @sum_keys(ptr noundef %184), !dbg !281
  %186 = load ptr, ptr %14, align 4, !dbg !282
  %187 = call i32 @height(ptr noundef %186), !dbg !283
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %183, i64 noundef %185, i32 noundef %187), !dbg !284
    #dbg_declare(ptr %17, !285, !DIExpression(), !291)
  store ptr null, ptr %17, align 4, !dbg !291
    #dbg_declare(ptr %18, !292, !DIExpression(), !296)
    #dbg_declare(ptr %19, !297, !DIExpression(), !299)
  store i32 0, ptr %19, align 4, !dbg !299
  br label %189, !dbg !300

189:                                              ; preds = %207, %181
  %190 = load i32, ptr %19, align 4, !dbg !301
  %191 = icmp slt i32 %190, 3000, !dbg !303
  br i1 %191, label %192, label %210, !dbg !304

192:                                              ; preds = %189
    #dbg_declare(ptr %20, !305, !DIExpression(), !307)
  %193 = call noalias ptr @malloc(i32 noundef 8) #7, !dbg !308
  store ptr %193, ptr %20, align 4, !dbg !307
  %194 = getelementptr inbounds [32 x i8], ptr %18, i32 0, i32 0, !dbg !309
  %195 = load i32, ptr %19, align 4, !dbg !310
  %196 = mul nsw i32 %195, 37, !dbg !311
  %197 = srem i32 %196, 3001, !dbg !312
  %198 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef %194, i32 noundef 32, ptr noundef @.str.7, i32 noundef %197) #8, !dbg !313
  %199 = getelementptr inbounds [32 x i8], ptr %18, i32 0, i32 0, !dbg !314
  %200 = call noalias ptr @strdup(ptr noundef %199) #8, !dbg !315
  %201 = load ptr, ptr %20, align 4, !dbg !316
  %202 = getelementptr inbounds %struct.cell, ptr %201, i32 0, i32 1, !dbg !317
  store ptr %200, ptr %202, align 4, !dbg !318
  %203 = load ptr, ptr %17, align 4, !dbg !319
  %204 = load ptr, ptr %20, align 4, !dbg !320
  %205 = getelementptr inbounds %struct.cell, ptr %204, i32 0, i32 0, !dbg !321
  store ptr %203, ptr %205, align 4, !dbg !322
  %206 = load ptr, ptr %20, align 4, !dbg !323
  store ptr %206, ptr %17, align 4, !dbg !324
  br label %207, !dbg !325

207:                                              ; preds = %192
  %208 = load i32, ptr %19, align 4, !dbg !326
  %209 = add nsw i32 %208, 1, !dbg !326
  store i32 %209, ptr %19, align 4, !dbg !326
  br label %189, !dbg !327, !llvm.loop !328

210:                                              ; preds = %189
    #dbg_declare(ptr %21, !330, !DIExpression(), !331)
  store i32 0, ptr %21, align 4, !dbg !331
    #dbg_declare(ptr %22, !332, !DIExpression(), !333)
  store i32 0, ptr %22, align 4, !dbg !333
    #dbg_declare(ptr %23, !334, !DIExpression(), !336)
  %211 = load ptr, ptr %17, align 4, !dbg !337
  store ptr %211, ptr %23, align 4, !dbg !336
  br label %212, !dbg !338

212:                                              ; preds = %229, %210
  %213 = load ptr, ptr %23, align 4, !dbg !339
  %214 = icmp ne ptr %213, null, !dbg !341
  br i1 %214, label %215, label %233, !dbg !341

215:                                              ; preds = %212
    #dbg_declare(ptr %24, !342, !DIExpression(), !344)
  %216 = load ptr, ptr %23, align 4, !dbg !345
  %217 = getelementptr inbounds %struct.cell, ptr %216, i32 0, i32 1, !dbg !346
  %218 = load ptr, ptr %217, align 4, !dbg !346
  %219 = call i32 @strlen(ptr noundef %218) #10, !dbg !347
  store i32 %219, ptr %24, align 4, !dbg !344
  %220 = load i32, ptr %24, align 4, !dbg !348
  %221 = load i32, ptr %21, align 4, !dbg !349
  %222 = add i32 %221, %220, !dbg !349
  store i32 %222, ptr %21, align 4, !dbg !349
  %223 = load i32, ptr %24, align 4, !dbg !350
  %224 = load i32, ptr %22, align 4, !dbg !352
  %225 = icmp sgt i32 %223, %224, !dbg !353
  br i1 %225, label %226, label %228, !dbg !354

226:                                              ; preds = %215
  %227 = load i32, ptr %24, align 4, !dbg !355
  store i32 %227, ptr %22, align 4, !dbg !356
  br label %228, !dbg !357

228:                                              ; preds = %226, %215
  br label %229, !dbg !358

229:                                              ; preds = %228
  %230 = load ptr, ptr %23, align 4, !dbg !359
  %231 = getelementptr inbounds %struct.cell, ptr %230, i32 0, i32 0, !dbg !360
  %232 = load ptr, ptr %231, align 4, !dbg !360
  store ptr %232, ptr %23, align 4, !dbg !361
  br label %212, !dbg !362, !llvm.loop !363

233:                                              ; preds = %212
  %234 = load i32, ptr %21, align 4, !dbg !365
  %235 = load i32, ptr %22, align 4, !dbg !366
  %236 = load ptr, ptr %17, align 4, !dbg !367
  %237 = getelementptr inbounds %struct.cell, ptr %236, i32 0, i32 1, !dbg !368
  %238 = load ptr, ptr %237, align 4, !dbg !368
  %239 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %234, i32 noundef %235, ptr noundef %238), !dbg !369
    #dbg_declare(ptr %25, !370, !DIExpression(), !374)
    #dbg_declare(ptr %26, !375, !DIExpression(), !377)
  store i32 0, ptr %26, align 4, !dbg !377
  br label %240, !dbg !378

240:                                              ; preds = %253, %233
  %241 = load i32, ptr %26, align 4, !dbg !379
  %242 = icmp slt i32 %241, 8, !dbg !381
  br i1 %242, label %243, label %256, !dbg !382

243:                                              ; preds = %240
  %244 = call noalias ptr @malloc(i32 noundef 4096) #7, !dbg !383
  %245 = load i32, ptr %26, align 4, !dbg !385
  %246 = getelementptr inbounds [8 x ptr], ptr %25, i32 0, i32 %245, !dbg !386
  store ptr %244, ptr %246, align 4, !dbg !387
  %247 = load i32, ptr %26, align 4, !dbg !388
  %248 = getelementptr inbounds [8 x ptr], ptr %25, i32 0, i32 %247, !dbg !389
  %249 = load ptr, ptr %248, align 4, !dbg !389
  %250 = load i32, ptr %26, align 4, !dbg !390
  %251 = add nsw i32 %250, 1, !dbg !391
  %252 = trunc i32 %251 to i8, !dbg !392
  call void @llvm.memset.p0.i32(ptr align 1 %249, i8 %252, i32 4096, i1 false), !dbg !392
  br label %253, !dbg !393

253:                                              ; preds = %243
  %254 = load i32, ptr %26, align 4, !dbg !394
  %255 = add nsw i32 %254, 1, !dbg !394
  store i32 %255, ptr %26, align 4, !dbg !394
  br label %240, !dbg !395, !llvm.loop !396

256:                                              ; preds = %240
    #dbg_declare(ptr %27, !398, !DIExpression(), !400)
  store i32 0, ptr %27, align 4, !dbg !400
    #dbg_declare(ptr %28, !401, !DIExpression(), !403)
  store i32 0, ptr %28, align 4, !dbg !403
  br label %257, !dbg !404

257:                                              ; preds = %281, %256
  %258 = load i32, ptr %28, align 4, !dbg !405
  %259 = icmp slt i32 %258, 8, !dbg !407
  br i1 %259, label %260, label %284, !dbg !408

260:                                              ; preds = %257
    #dbg_declare(ptr %29, !409, !DIExpression(), !411)
  %261 = load i32, ptr %28, align 4, !dbg !412
  %262 = getelementptr inbounds [8 x ptr], ptr %25, i32 0, i32 %261, !dbg !413
  %263 = load ptr, ptr %262, align 4, !dbg !413
  store ptr %263, ptr %29, align 4, !dbg !411
  br label %264, !dbg !414

264:                                              ; preds = %277, %260
  %265 = load ptr, ptr %29, align 4, !dbg !415
  %266 = load i32, ptr %28, align 4, !dbg !417
  %267 = getelementptr inbounds [8 x ptr], ptr %25, i32 0, i32 %266, !dbg !418
  %268 = load ptr, ptr %267, align 4, !dbg !418
  %269 = getelementptr inbounds i8, ptr %268, i32 4096, !dbg !419
  %270 = icmp ult ptr %265, %269, !dbg !420
  br i1 %270, label %271, label %280, !dbg !421

271:                                              ; preds = %264
  %272 = load ptr, ptr %29, align 4, !dbg !422
  %273 = load i8, ptr %272, align 1, !dbg !423
  %274 = zext i8 %273 to i32, !dbg !423
  %275 = load i32, ptr %27, align 4, !dbg !424
  %276 = add i32 %275, %274, !dbg !424
  store i32 %276, ptr %27, align 4, !dbg !424
  br label %277, !dbg !425

277:                                              ; preds = %271
  %278 = load ptr, ptr %29, align 4, !dbg !426
  %279 = getelementptr inbounds i8, ptr %278, i32 1, !dbg !426
  store ptr %279, ptr %29, align 4, !dbg !426
  br label %264, !dbg !427, !llvm.loop !428

280:                                              ; preds = %264
  br label %281, !dbg !429

281:                                              ; preds = %280
  %282 = load i32, ptr %28, align 4, !dbg !430
  %283 = add nsw i32 %282, 1, !dbg !430
  store i32 %283, ptr %28, align 4, !dbg !430
  br label %257, !dbg !431, !llvm.loop !432

284:                                              ; preds = %257
  %285 = load i32, ptr %27, align 4, !dbg !434
  %286 = getelementptr inbounds [8 x ptr], ptr %25, i32 0, i32 7, !dbg !435
  %287 = load ptr, ptr %286, align 4, !dbg !435
  %288 = getelementptr inbounds i8, ptr %287, i32 4095, !dbg !435
  %289 = load i8, ptr %288, align 1, !dbg !435
  %290 = zext i8 %289 to i32, !dbg !435
  %291 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %285, i32 noundef %290), !dbg !436
  %292 = call i32 @deep(i32 noundef 3000, i32 noundef 7), !dbg !437
  %293 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %292), !dbg !438
    #dbg_declare(ptr %30, !439, !DIExpression(), !440)
  store i32 0, ptr %30, align 4, !dbg !440
    #dbg_declare(ptr %31, !441, !DIExpression(), !443)
  %294 = load ptr, ptr %17, align 4, !dbg !444
  store ptr %294, ptr %31, align 4, !dbg !443
  br label %295, !dbg !445

295:                                              ; preds = %320, %284
  %296 = load ptr, ptr %31, align 4, !dbg !446
  %297 = icmp ne ptr %296, null, !dbg !446
  br i1 %297, label %298, label %303, !dbg !448

298:                                              ; preds = %295
  %299 = load ptr, ptr %31, align 4, !dbg !449
  %300 = getelementptr inbounds %struct.cell, ptr %299, i32 0, i32 0, !dbg !450
  %301 = load ptr, ptr %300, align 4, !dbg !450
  %302 = icmp ne ptr %301, null, !dbg !448
  br label %303

303:                                              ; preds = %298, %295
  %304 = phi i1 [ false, %295 ], [ %302, %298 ], !dbg !451
  br i1 %304, label %305, label %324, !dbg !452

305:                                              ; preds = %303
    #dbg_declare(ptr %32, !453, !DIExpression(), !455)
  %306 = load ptr, ptr %31, align 4, !dbg !456
  %307 = getelementptr inbounds %struct.cell, ptr %306, i32 0, i32 0, !dbg !457
  %308 = load ptr, ptr %307, align 4, !dbg !457
  store ptr %308, ptr %32, align 4, !dbg !455
  %309 = load ptr, ptr %32, align 4, !dbg !458
  %310 = getelementptr inbounds %struct.cell, ptr %309, i32 0, i32 0, !dbg !459
  %311 = load ptr, ptr %310, align 4, !dbg !459
  %312 = load ptr, ptr %31, align 4, !dbg !460
  %313 = getelementptr inbounds %struct.cell, ptr %312, i32 0, i32 0, !dbg !461
  store ptr %311, ptr %313, align 4, !dbg !462
  %314 = load ptr, ptr %32, align 4, !dbg !463
  %315 = getelementptr inbounds %struct.cell, ptr %314, i32 0, i32 1, !dbg !464
  %316 = load ptr, ptr %315, align 4, !dbg !464
  call void @free(ptr noundef %316) #8, !dbg !465
  %317 = load ptr, ptr %32, align 4, !dbg !466
  call void @free(ptr noundef %317) #8, !dbg !467
  %318 = load i32, ptr %30, align 4, !dbg !468
  %319 = add nsw i32 %318, 1, !dbg !468
  store i32 %319, ptr %30, align 4, !dbg !468
  br label %320, !dbg !469

320:                                              ; preds = %305
  %321 = load ptr, ptr %31, align 4, !dbg !470
  %322 = getelementptr inbounds %struct.cell, ptr %321, i32 0, i32 0, !dbg !471
  %323 = load ptr, ptr %322, align 4, !dbg !471
  store ptr %323, ptr %31, align 4, !dbg !472
  br label %295, !dbg !473, !llvm.loop !474

324:                                              ; preds = %303
    #dbg_declare(ptr %33, !476, !DIExpression(), !477)
  store i32 0, ptr %33, align 4, !dbg !477
    #dbg_declare(ptr %34, !478, !DIExpression(), !480)
  store i32 0, ptr %34, align 4, !dbg !480
  br label %325, !dbg !481

325:                                              ; preds = %338, %324
  %326 = load i32, ptr %34, align 4, !dbg !482
  %327 = icmp slt i32 %326, 2000, !dbg !484
  br i1 %327, label %328, label %341, !dbg !485

328:                                              ; preds = %325
    #dbg_declare(ptr %35, !486, !DIExpression(), !488)
  %329 = call noalias ptr @malloc(i32 noundef 24) #7, !dbg !489
  store ptr %329, ptr %35, align 4, !dbg !488
  %330 = load ptr, ptr %35, align 4, !dbg !490
  %331 = load i32, ptr %34, align 4, !dbg !491
  %332 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef %330, i32 noundef 24, ptr noundef @.str.11, i32 noundef %331) #8, !dbg !492
  %333 = load ptr, ptr %35, align 4, !dbg !493
  %334 = call i32 @strlen(ptr noundef %333) #10, !dbg !494
  %335 = load i32, ptr %33, align 4, !dbg !495
  %336 = add nsw i32 %335, %334, !dbg !495
  store i32 %336, ptr %33, align 4, !dbg !495
  %337 = load ptr, ptr %35, align 4, !dbg !496
  call void @free(ptr noundef %337) #8, !dbg !497
  br label %338, !dbg !498

338:                                              ; preds = %328
  %339 = load i32, ptr %34, align 4, !dbg !499
  %340 = add nsw i32 %339, 1, !dbg !499
  store i32 %340, ptr %34, align 4, !dbg !499
  br label %325, !dbg !500, !llvm.loop !501

341:                                              ; preds = %325
    #dbg_declare(ptr %36, !503, !DIExpression(), !504)
  store i32 0, ptr %36, align 4, !dbg !504
    #dbg_declare(ptr %37, !505, !DIExpression(), !507)
  %342 = load ptr, ptr %17, align 4, !dbg !508
  store ptr %342, ptr %37, align 4, !dbg !507
  br label %343, !dbg !509

343:                                              ; preds = %349, %341
  %344 = load ptr, ptr %37, align 4, !dbg !510
  %345 = icmp ne ptr %344, null, !dbg !512
  br i1 %345, label %346, label %353, !dbg !512

346:                                              ; preds = %343
  %347 = load i32, ptr %36, align 4, !dbg !513
  %348 = add nsw i32 %347, 1, !dbg !513
  store i32 %348, ptr %36, align 4, !dbg !513
  br label %349, !dbg !514

349:                                              ; preds = %346
  %350 = load ptr, ptr %37, align 4, !dbg !515
  %351 = getelementptr inbounds %struct.cell, ptr %350, i32 0, i32 0, !dbg !516
  %352 = load ptr, ptr %351, align 4, !dbg !516
  store ptr %352, ptr %37, align 4, !dbg !517
  br label %343, !dbg !518, !llvm.loop !519

353:                                              ; preds = %343
  %354 = load i32, ptr %30, align 4, !dbg !521
  %355 = load i32, ptr %36, align 4, !dbg !522
  %356 = load i32, ptr %33, align 4, !dbg !523
  %357 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %354, i32 noundef %355, i32 noundef %356), !dbg !524
  %358 = load ptr, ptr %14, align 4, !dbg !525
  %359 = call ptr @insert(ptr noundef %358, i32 noundef -1), !dbg !526
  store ptr %359, ptr %14, align 4, !dbg !527
  %360 = load ptr, ptr %14, align 4, !dbg !528
  %361 = call i32 @count(ptr noundef %360), !dbg !529
  %362 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %361), !dbg !530
  br label %363, !dbg !531

363:                                              ; preds = %366, %353
  %364 = load ptr, ptr %17, align 4, !dbg !532
  %365 = icmp ne ptr %364, null, !dbg !531
  br i1 %365, label %366, label %375, !dbg !531

366:                                              ; preds = %363
    #dbg_declare(ptr %38, !533, !DIExpression(), !535)
  %367 = load ptr, ptr %17, align 4, !dbg !536
  %368 = getelementptr inbounds %struct.cell, ptr %367, i32 0, i32 0, !dbg !537
  %369 = load ptr, ptr %368, align 4, !dbg !537
  store ptr %369, ptr %38, align 4, !dbg !535
  %370 = load ptr, ptr %17, align 4, !dbg !538
  %371 = getelementptr inbounds %struct.cell, ptr %370, i32 0, i32 1, !dbg !539
  %372 = load ptr, ptr %371, align 4, !dbg !539
  call void @free(ptr noundef %372) #8, !dbg !540
  %373 = load ptr, ptr %17, align 4, !dbg !541
  call void @free(ptr noundef %373) #8, !dbg !542
  %374 = load ptr, ptr %38, align 4, !dbg !543
  store ptr %374, ptr %17, align 4, !dbg !544
  br label %363, !dbg !531, !llvm.loop !545

375:                                              ; preds = %363
    #dbg_declare(ptr %39, !547, !DIExpression(), !549)
  store i32 0, ptr %39, align 4, !dbg !549
  br label %376, !dbg !550

376:                                              ; preds = %383, %375
  %377 = load i32, ptr %39, align 4, !dbg !551
  %378 = icmp slt i32 %377, 8, !dbg !553
  br i1 %378, label %379, label %386, !dbg !554

379:                                              ; preds = %376
  %380 = load i32, ptr %39, align 4, !dbg !555
  %381 = getelementptr inbounds [8 x ptr], ptr %25, i32 0, i32 %380, !dbg !556
  %382 = load ptr, ptr %381, align 4, !dbg !556
  call void @free(ptr noundef %382) #8, !dbg !557
  br label %383, !dbg !557

383:                                              ; preds = %379
  %384 = load i32, ptr %39, align 4, !dbg !558
  %385 = add nsw i32 %384, 1, !dbg !558
  store i32 %385, ptr %39, align 4, !dbg !558
  br label %376, !dbg !559, !llvm.loop !560

386:                                              ; preds = %376
  %387 = load ptr, ptr %11, align 4, !dbg !562
  call void @free(ptr noundef %387) #8, !dbg !563
  %388 = load ptr, ptr %2, align 4, !dbg !564
  call void @free(ptr noundef %388) #8, !dbg !565
  %389 = load ptr, ptr %3, align 4, !dbg !566
  call void @free(ptr noundef %389) #8, !dbg !567
  %390 = load ptr, ptr %14, align 4, !dbg !568
  call void @free_tree(ptr noundef %390), !dbg !569
  store i32 0, ptr %1, align 4, !dbg !570
  br label %391, !dbg !570

391:                                              ; preds = %386, %133, %47
  %392 = load i32, ptr %1, align 4, !dbg !571
  ret i32 %392, !dbg !571
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i32 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i32 noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @insert(ptr noundef %0, i32 noundef %1) #0 !dbg !572 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !575, !DIExpression(), !576)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !577, !DIExpression(), !578)
  %7 = load ptr, ptr %4, align 4, !dbg !579
  %8 = icmp ne ptr %7, null, !dbg !579
  br i1 %8, label %19, label %9, !dbg !581

9:                                                ; preds = %2
    #dbg_declare(ptr %6, !582, !DIExpression(), !584)
  %10 = call noalias ptr @malloc(i32 noundef 12) #7, !dbg !585
  store ptr %10, ptr %6, align 4, !dbg !584
  %11 = load i32, ptr %5, align 4, !dbg !586
  %12 = load ptr, ptr %6, align 4, !dbg !587
  %13 = getelementptr inbounds %struct.node, ptr %12, i32 0, i32 0, !dbg !588
  store i32 %11, ptr %13, align 4, !dbg !589
  %14 = load ptr, ptr %6, align 4, !dbg !590
  %15 = getelementptr inbounds %struct.node, ptr %14, i32 0, i32 2, !dbg !591
  store ptr null, ptr %15, align 4, !dbg !592
  %16 = load ptr, ptr %6, align 4, !dbg !593
  %17 = getelementptr inbounds %struct.node, ptr %16, i32 0, i32 1, !dbg !594
  store ptr null, ptr %17, align 4, !dbg !595
  %18 = load ptr, ptr %6, align 4, !dbg !596
  store ptr %18, ptr %3, align 4, !dbg !597
  br label %50, !dbg !597

19:                                               ; preds = %2
  %20 = load i32, ptr %5, align 4, !dbg !598
  %21 = load ptr, ptr %4, align 4, !dbg !600
  %22 = getelementptr inbounds %struct.node, ptr %21, i32 0, i32 0, !dbg !601
  %23 = load i32, ptr %22, align 4, !dbg !601
  %24 = icmp slt i32 %20, %23, !dbg !602
  br i1 %24, label %25, label %33, !dbg !603

25:                                               ; preds = %19
  %26 = load ptr, ptr %4, align 4, !dbg !604
  %27 = getelementptr inbounds %struct.node, ptr %26, i32 0, i32 1, !dbg !605
  %28 = load ptr, ptr %27, align 4, !dbg !605
  %29 = load i32, ptr %5, align 4, !dbg !606
  %30 = call ptr @insert(ptr noundef %28, i32 noundef %29), !dbg !607
  %31 = load ptr, ptr %4, align 4, !dbg !608
  %32 = getelementptr inbounds %struct.node, ptr %31, i32 0, i32 1, !dbg !609
  store ptr %30, ptr %32, align 4, !dbg !610
  br label %48, !dbg !608

33:                                               ; preds = %19
  %34 = load i32, ptr %5, align 4, !dbg !611
  %35 = load ptr, ptr %4, align 4, !dbg !613
  %36 = getelementptr inbounds %struct.node, ptr %35, i32 0, i32 0, !dbg !614
  %37 = load i32, ptr %36, align 4, !dbg !614
  %38 = icmp sgt i32 %34, %37, !dbg !615
  br i1 %38, label %39, label %47, !dbg !616

39:                                               ; preds = %33
  %40 = load ptr, ptr %4, align 4, !dbg !617
  %41 = getelementptr inbounds %struct.node, ptr %40, i32 0, i32 2, !dbg !618
  %42 = load ptr, ptr %41, align 4, !dbg !618
  %43 = load i32, ptr %5, align 4, !dbg !619
  %44 = call ptr @insert(ptr noundef %42, i32 noundef %43), !dbg !620
  %45 = load ptr, ptr %4, align 4, !dbg !621
  %46 = getelementptr inbounds %struct.node, ptr %45, i32 0, i32 2, !dbg !622
  store ptr %44, ptr %46, align 4, !dbg !623
  br label %47, !dbg !621

47:                                               ; preds = %39, %33
  br label %48

48:                                               ; preds = %47, %25
  %49 = load ptr, ptr %4, align 4, !dbg !624
  store ptr %49, ptr %3, align 4, !dbg !625
  br label %50, !dbg !625

50:                                               ; preds = %48, %9
  %51 = load ptr, ptr %3, align 4, !dbg !626
  ret ptr %51, !dbg !626
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count(ptr noundef %0) #0 !dbg !627 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !632, !DIExpression(), !633)
  %3 = load ptr, ptr %2, align 4, !dbg !634
  %4 = icmp ne ptr %3, null, !dbg !634
  br i1 %4, label %5, label %16, !dbg !634

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 4, !dbg !635
  %7 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 1, !dbg !636
  %8 = load ptr, ptr %7, align 4, !dbg !636
  %9 = call i32 @count(ptr noundef %8), !dbg !637
  %10 = add nsw i32 1, %9, !dbg !638
  %11 = load ptr, ptr %2, align 4, !dbg !639
  %12 = getelementptr inbounds %struct.node, ptr %11, i32 0, i32 2, !dbg !640
  %13 = load ptr, ptr %12, align 4, !dbg !640
  %14 = call i32 @count(ptr noundef %13), !dbg !641
  %15 = add nsw i32 %10, %14, !dbg !642
  br label %17, !dbg !634

16:                                               ; preds = %1
  br label %17, !dbg !634

17:                                               ; preds = %16, %5
  %18 = phi i32 [ %15, %5 ], [ 0, %16 ], !dbg !634
  ret i32 %18, !dbg !643
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_keys(ptr noundef %0) #0 !dbg !644 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !647, !DIExpression(), !648)
  %3 = load ptr, ptr %2, align 4, !dbg !649
  %4 = icmp ne ptr %3, null, !dbg !649
  br i1 %4, label %5, label %20, !dbg !649

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 4, !dbg !650
  %7 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 0, !dbg !651
  %8 = load i32, ptr %7, align 4, !dbg !651
  %9 = sext i32 %8 to i64, !dbg !650
  %10 = load ptr, ptr %2, align 4, !dbg !652
  %11 = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 1, !dbg !653
  %12 = load ptr, ptr %11, align 4, !dbg !653
  %13 = call i64 @sum_keys(ptr noundef %12), !dbg !654
  %14 = add nsw i64 %9, %13, !dbg !655
  %15 = load ptr, ptr %2, align 4, !dbg !656
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 2, !dbg !657
  %17 = load ptr, ptr %16, align 4, !dbg !657
  %18 = call i64 @sum_keys(ptr noundef %17), !dbg !658
  %19 = add nsw i64 %14, %18, !dbg !659
  br label %21, !dbg !649

20:                                               ; preds = %1
  br label %21, !dbg !649

21:                                               ; preds = %20, %5
  %22 = phi i64 [ %19, %5 ], [ 0, %20 ], !dbg !649
  ret i64 %22, !dbg !660
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @height(ptr noundef %0) #0 !dbg !661 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !662, !DIExpression(), !663)
  %6 = load ptr, ptr %3, align 4, !dbg !664
  %7 = icmp ne ptr %6, null, !dbg !664
  br i1 %7, label %9, label %8, !dbg !666

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !667
  br label %28, !dbg !667

9:                                                ; preds = %1
    #dbg_declare(ptr %4, !668, !DIExpression(), !669)
  %10 = load ptr, ptr %3, align 4, !dbg !670
  %11 = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 1, !dbg !671
  %12 = load ptr, ptr %11, align 4, !dbg !671
  %13 = call i32 @height(ptr noundef %12), !dbg !672
  store i32 %13, ptr %4, align 4, !dbg !669
    #dbg_declare(ptr %5, !673, !DIExpression(), !674)
  %14 = load ptr, ptr %3, align 4, !dbg !675
  %15 = getelementptr inbounds %struct.node, ptr %14, i32 0, i32 2, !dbg !676
  %16 = load ptr, ptr %15, align 4, !dbg !676
  %17 = call i32 @height(ptr noundef %16), !dbg !677
  store i32 %17, ptr %5, align 4, !dbg !674
  %18 = load i32, ptr %4, align 4, !dbg !678
  %19 = load i32, ptr %5, align 4, !dbg !679
  %20 = icmp sgt i32 %18, %19, !dbg !680
  br i1 %20, label %21, label %23, !dbg !678

21:                                               ; preds = %9
  %22 = load i32, ptr %4, align 4, !dbg !681
  br label %25, !dbg !678

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4, !dbg !682
  br label %25, !dbg !678

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %22, %21 ], [ %24, %23 ], !dbg !678
  %27 = add nsw i32 1, %26, !dbg !683
  store i32 %27, ptr %2, align 4, !dbg !684
  br label %28, !dbg !684

28:                                               ; preds = %25, %8
  %29 = load i32, ptr %2, align 4, !dbg !685
  ret i32 %29, !dbg !685
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i32 noundef, ptr noundef, ...) #3

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strlen(ptr noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @deep(i32 noundef %0, i32 noundef %1) #0 !dbg !686 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [4 x i32], align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !689, !DIExpression(), !690)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !691, !DIExpression(), !692)
    #dbg_declare(ptr %6, !693, !DIExpression(), !697)
    #dbg_declare(ptr %7, !698, !DIExpression(), !700)
  store i32 0, ptr %7, align 4, !dbg !700
  br label %9, !dbg !701

9:                                                ; preds = %21, %2
  %10 = load i32, ptr %7, align 4, !dbg !702
  %11 = icmp slt i32 %10, 4, !dbg !704
  br i1 %11, label %12, label %24, !dbg !705

12:                                               ; preds = %9
  %13 = load i32, ptr %5, align 4, !dbg !706
  %14 = mul i32 %13, 31, !dbg !707
  %15 = load i32, ptr %4, align 4, !dbg !708
  %16 = load i32, ptr %7, align 4, !dbg !709
  %17 = add nsw i32 %15, %16, !dbg !710
  %18 = add i32 %14, %17, !dbg !711
  %19 = load i32, ptr %7, align 4, !dbg !712
  %20 = getelementptr inbounds [4 x i32], ptr %6, i32 0, i32 %19, !dbg !713
  store i32 %18, ptr %20, align 4, !dbg !714
  br label %21, !dbg !713

21:                                               ; preds = %12
  %22 = load i32, ptr %7, align 4, !dbg !715
  %23 = add nsw i32 %22, 1, !dbg !715
  store i32 %23, ptr %7, align 4, !dbg !715
  br label %9, !dbg !716, !llvm.loop !717

24:                                               ; preds = %9
  %25 = load i32, ptr %4, align 4, !dbg !719
  %26 = icmp eq i32 %25, 0, !dbg !721
  br i1 %26, label %27, label %30, !dbg !722

27:                                               ; preds = %24
  %28 = getelementptr inbounds [4 x i32], ptr %6, i32 0, i32 3, !dbg !723
  %29 = load i32, ptr %28, align 4, !dbg !723
  store i32 %29, ptr %3, align 4, !dbg !724
  br label %45, !dbg !724

30:                                               ; preds = %24
    #dbg_declare(ptr %8, !725, !DIExpression(), !726)
  %31 = load i32, ptr %4, align 4, !dbg !727
  %32 = sub nsw i32 %31, 1, !dbg !728
  %33 = load i32, ptr %4, align 4, !dbg !729
  %34 = srem i32 %33, 4, !dbg !730
  %35 = getelementptr inbounds [4 x i32], ptr %6, i32 0, i32 %34, !dbg !731
  %36 = load i32, ptr %35, align 4, !dbg !731
  %37 = call i32 @deep(i32 noundef %32, i32 noundef %36), !dbg !732
  store i32 %37, ptr %8, align 4, !dbg !726
  %38 = load i32, ptr %8, align 4, !dbg !733
  %39 = load i32, ptr %4, align 4, !dbg !734
  %40 = add nsw i32 %39, 1, !dbg !735
  %41 = srem i32 %40, 4, !dbg !736
  %42 = getelementptr inbounds [4 x i32], ptr %6, i32 0, i32 %41, !dbg !737
  %43 = load i32, ptr %42, align 4, !dbg !737
  %44 = xor i32 %38, %43, !dbg !738
  store i32 %44, ptr %3, align 4, !dbg !739
  br label %45, !dbg !739

45:                                               ; preds = %30, %27
  %46 = load i32, ptr %3, align 4, !dbg !740
  ret i32 %46, !dbg !740
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @free_tree(ptr noundef %0) #0 !dbg !741 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !744, !DIExpression(), !745)
  %3 = load ptr, ptr %2, align 4, !dbg !746
  %4 = icmp ne ptr %3, null, !dbg !746
  br i1 %4, label %5, label %13, !dbg !748

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 4, !dbg !749
  %7 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 1, !dbg !751
  %8 = load ptr, ptr %7, align 4, !dbg !751
  call void @free_tree(ptr noundef %8), !dbg !752
  %9 = load ptr, ptr %2, align 4, !dbg !753
  %10 = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 2, !dbg !754
  %11 = load ptr, ptr %10, align 4, !dbg !754
  call void @free_tree(ptr noundef %11), !dbg !755
  %12 = load ptr, ptr %2, align 4, !dbg !756
  call void @free(ptr noundef %12) #8, !dbg !757
  br label %13, !dbg !758

13:                                               ; preds = %5, %1
  ret void, !dbg !759
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(1) }
attributes #10 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!66}
!llvm.module.flags = !{!71, !72, !73, !74, !75, !76, !77, !78}
!llvm.ident = !{!79}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ilp32_many_objects.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "55d481779e19ba772a7ea6735ee38e46")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 25)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 31)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 16)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 37)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 117, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 8)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !34, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 142, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 26)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 144, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 10)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 158, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 9)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 165, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 29)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 167, type: !19, isLocal: true, isDefinition: true)
!66 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !67, globals: !70, splitDebugInlining: false, nameTableKind: None)
!67 = !{!68, !69}
!68 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!69 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!70 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !49, !54, !59, !64}
!71 = !{i32 1, !"NumRegisterParameters", i32 0}
!72 = !{i32 7, !"Dwarf Version", i32 5}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 4}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"PIE Level", i32 2}
!77 = !{i32 7, !"uwtable", i32 2}
!78 = !{i32 7, !"frame-pointer", i32 2}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 68, type: !81, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !66, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!68}
!83 = !{}
!84 = !DILocalVariable(name: "big", scope: !80, file: !2, line: 70, type: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 32)
!86 = !DILocation(line: 70, column: 8, scope: !80)
!87 = !DILocation(line: 70, column: 14, scope: !80)
!88 = !DILocalVariable(name: "mid", scope: !80, file: !2, line: 71, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 32)
!90 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!91 = !DILocation(line: 71, column: 11, scope: !80)
!92 = !DILocation(line: 71, column: 17, scope: !80)
!93 = !DILocation(line: 72, column: 8, scope: !94)
!94 = distinct !DILexicalBlock(scope: !80, file: !2, line: 72, column: 7)
!95 = !DILocation(line: 72, column: 12, scope: !94)
!96 = !DILocation(line: 72, column: 16, scope: !94)
!97 = !DILocation(line: 72, column: 7, scope: !80)
!98 = !DILocation(line: 73, column: 5, scope: !99)
!99 = distinct !DILexicalBlock(scope: !94, file: !2, line: 72, column: 21)
!100 = !DILocation(line: 74, column: 5, scope: !99)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 76, type: !68)
!102 = distinct !DILexicalBlock(scope: !80, file: !2, line: 76, column: 3)
!103 = !DILocation(line: 76, column: 12, scope: !102)
!104 = !DILocation(line: 76, column: 8, scope: !102)
!105 = !DILocation(line: 76, column: 19, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !2, line: 76, column: 3)
!107 = !DILocation(line: 76, column: 21, scope: !106)
!108 = !DILocation(line: 76, column: 3, scope: !102)
!109 = !DILocation(line: 77, column: 14, scope: !106)
!110 = !DILocation(line: 77, column: 16, scope: !106)
!111 = !DILocation(line: 77, column: 20, scope: !106)
!112 = !DILocation(line: 77, column: 5, scope: !106)
!113 = !DILocation(line: 77, column: 9, scope: !106)
!114 = !DILocation(line: 77, column: 12, scope: !106)
!115 = !DILocation(line: 76, column: 32, scope: !106)
!116 = !DILocation(line: 76, column: 3, scope: !106)
!117 = distinct !{!117, !108, !118, !119}
!118 = !DILocation(line: 77, column: 22, scope: !102)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 78, type: !68)
!121 = distinct !DILexicalBlock(scope: !80, file: !2, line: 78, column: 3)
!122 = !DILocation(line: 78, column: 12, scope: !121)
!123 = !DILocation(line: 78, column: 8, scope: !121)
!124 = !DILocation(line: 78, column: 19, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !2, line: 78, column: 3)
!126 = !DILocation(line: 78, column: 21, scope: !125)
!127 = !DILocation(line: 78, column: 3, scope: !121)
!128 = !DILocation(line: 79, column: 14, scope: !125)
!129 = !DILocation(line: 79, column: 16, scope: !125)
!130 = !DILocation(line: 79, column: 5, scope: !125)
!131 = !DILocation(line: 79, column: 9, scope: !125)
!132 = !DILocation(line: 79, column: 12, scope: !125)
!133 = !DILocation(line: 78, column: 30, scope: !125)
!134 = !DILocation(line: 78, column: 3, scope: !125)
!135 = distinct !{!135, !127, !136, !119}
!136 = !DILocation(line: 79, column: 18, scope: !121)
!137 = !DILocalVariable(name: "bs", scope: !80, file: !2, line: 80, type: !138)
!138 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!139 = !DILocation(line: 80, column: 13, scope: !80)
!140 = !DILocalVariable(name: "p", scope: !141, file: !2, line: 81, type: !142)
!141 = distinct !DILexicalBlock(scope: !80, file: !2, line: 81, column: 3)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 32)
!143 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !68)
!144 = !DILocation(line: 81, column: 19, scope: !141)
!145 = !DILocation(line: 81, column: 23, scope: !141)
!146 = !DILocalVariable(name: "e", scope: !141, file: !2, line: 81, type: !142)
!147 = !DILocation(line: 81, column: 29, scope: !141)
!148 = !DILocation(line: 81, column: 33, scope: !141)
!149 = !DILocation(line: 81, column: 37, scope: !141)
!150 = !DILocation(line: 81, column: 8, scope: !141)
!151 = !DILocation(line: 81, column: 47, scope: !152)
!152 = distinct !DILexicalBlock(scope: !141, file: !2, line: 81, column: 3)
!153 = !DILocation(line: 81, column: 52, scope: !152)
!154 = !DILocation(line: 81, column: 49, scope: !152)
!155 = !DILocation(line: 81, column: 3, scope: !141)
!156 = !DILocation(line: 82, column: 12, scope: !152)
!157 = !DILocation(line: 82, column: 11, scope: !152)
!158 = !DILocation(line: 82, column: 8, scope: !152)
!159 = !DILocation(line: 82, column: 5, scope: !152)
!160 = !DILocation(line: 81, column: 56, scope: !152)
!161 = !DILocation(line: 81, column: 3, scope: !152)
!162 = distinct !{!162, !155, !163, !119}
!163 = !DILocation(line: 82, column: 12, scope: !141)
!164 = !DILocalVariable(name: "ms", scope: !80, file: !2, line: 83, type: !90)
!165 = !DILocation(line: 83, column: 10, scope: !80)
!166 = !DILocalVariable(name: "i", scope: !167, file: !2, line: 84, type: !68)
!167 = distinct !DILexicalBlock(scope: !80, file: !2, line: 84, column: 3)
!168 = !DILocation(line: 84, column: 12, scope: !167)
!169 = !DILocation(line: 84, column: 8, scope: !167)
!170 = !DILocation(line: 84, column: 22, scope: !171)
!171 = distinct !DILexicalBlock(scope: !167, file: !2, line: 84, column: 3)
!172 = !DILocation(line: 84, column: 24, scope: !171)
!173 = !DILocation(line: 84, column: 3, scope: !167)
!174 = !DILocation(line: 85, column: 11, scope: !171)
!175 = !DILocation(line: 85, column: 15, scope: !171)
!176 = !DILocation(line: 85, column: 8, scope: !171)
!177 = !DILocation(line: 85, column: 5, scope: !171)
!178 = !DILocation(line: 84, column: 31, scope: !171)
!179 = !DILocation(line: 84, column: 3, scope: !171)
!180 = distinct !{!180, !173, !181, !119}
!181 = !DILocation(line: 85, column: 16, scope: !167)
!182 = !DILocation(line: 86, column: 45, scope: !80)
!183 = !DILocation(line: 86, column: 49, scope: !80)
!184 = !DILocation(line: 86, column: 60, scope: !80)
!185 = !DILocation(line: 86, column: 74, scope: !80)
!186 = !DILocation(line: 86, column: 71, scope: !80)
!187 = !DILocation(line: 86, column: 3, scope: !80)
!188 = !DILocalVariable(name: "grow", scope: !80, file: !2, line: 88, type: !189)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!190 = !DILocation(line: 88, column: 9, scope: !80)
!191 = !DILocation(line: 88, column: 16, scope: !80)
!192 = !DILocation(line: 89, column: 10, scope: !80)
!193 = !DILocation(line: 89, column: 3, scope: !80)
!194 = !DILocalVariable(name: "cap", scope: !195, file: !2, line: 90, type: !196)
!195 = distinct !DILexicalBlock(scope: !80, file: !2, line: 90, column: 3)
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !197, line: 18, baseType: !69)
!197 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!198 = !DILocation(line: 90, column: 15, scope: !195)
!199 = !DILocation(line: 90, column: 8, scope: !195)
!200 = !DILocation(line: 90, column: 25, scope: !201)
!201 = distinct !DILexicalBlock(scope: !195, file: !2, line: 90, column: 3)
!202 = !DILocation(line: 90, column: 29, scope: !201)
!203 = !DILocation(line: 90, column: 3, scope: !195)
!204 = !DILocalVariable(name: "g", scope: !205, file: !2, line: 91, type: !189)
!205 = distinct !DILexicalBlock(scope: !201, file: !2, line: 90, column: 48)
!206 = !DILocation(line: 91, column: 11, scope: !205)
!207 = !DILocation(line: 91, column: 23, scope: !205)
!208 = !DILocation(line: 91, column: 29, scope: !205)
!209 = !DILocation(line: 91, column: 33, scope: !205)
!210 = !DILocation(line: 91, column: 15, scope: !205)
!211 = !DILocation(line: 92, column: 10, scope: !212)
!212 = distinct !DILexicalBlock(scope: !205, file: !2, line: 92, column: 9)
!213 = !DILocation(line: 92, column: 9, scope: !205)
!214 = !DILocation(line: 93, column: 7, scope: !215)
!215 = distinct !DILexicalBlock(scope: !212, file: !2, line: 92, column: 13)
!216 = !DILocation(line: 94, column: 7, scope: !215)
!217 = !DILocation(line: 96, column: 12, scope: !205)
!218 = !DILocation(line: 96, column: 10, scope: !205)
!219 = !DILocation(line: 97, column: 12, scope: !205)
!220 = !DILocation(line: 97, column: 19, scope: !205)
!221 = !DILocation(line: 97, column: 17, scope: !205)
!222 = !DILocation(line: 97, column: 36, scope: !205)
!223 = !DILocation(line: 97, column: 40, scope: !205)
!224 = !DILocation(line: 97, column: 28, scope: !205)
!225 = !DILocation(line: 97, column: 5, scope: !205)
!226 = !DILocation(line: 97, column: 47, scope: !205)
!227 = !DILocation(line: 98, column: 3, scope: !205)
!228 = !DILocation(line: 90, column: 42, scope: !201)
!229 = !DILocation(line: 90, column: 3, scope: !201)
!230 = distinct !{!230, !203, !231, !119}
!231 = !DILocation(line: 98, column: 3, scope: !195)
!232 = !DILocation(line: 99, column: 32, scope: !80)
!233 = !DILocation(line: 99, column: 38, scope: !80)
!234 = !DILocation(line: 99, column: 48, scope: !80)
!235 = !DILocation(line: 99, column: 3, scope: !80)
!236 = !DILocation(line: 100, column: 18, scope: !80)
!237 = !DILocation(line: 100, column: 10, scope: !80)
!238 = !DILocation(line: 100, column: 8, scope: !80)
!239 = !DILocation(line: 101, column: 28, scope: !80)
!240 = !DILocation(line: 101, column: 3, scope: !80)
!241 = !DILocalVariable(name: "tree", scope: !80, file: !2, line: 104, type: !242)
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 32)
!243 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 12, size: 96, elements: !244)
!244 = !{!245, !246, !247}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !243, file: !2, line: 13, baseType: !68, size: 32)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !243, file: !2, line: 14, baseType: !242, size: 32, offset: 32)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !243, file: !2, line: 14, baseType: !242, size: 32, offset: 64)
!248 = !DILocation(line: 104, column: 16, scope: !80)
!249 = !DILocalVariable(name: "x", scope: !80, file: !2, line: 105, type: !69)
!250 = !DILocation(line: 105, column: 12, scope: !80)
!251 = !DILocalVariable(name: "i", scope: !252, file: !2, line: 106, type: !68)
!252 = distinct !DILexicalBlock(scope: !80, file: !2, line: 106, column: 3)
!253 = !DILocation(line: 106, column: 12, scope: !252)
!254 = !DILocation(line: 106, column: 8, scope: !252)
!255 = !DILocation(line: 106, column: 19, scope: !256)
!256 = distinct !DILexicalBlock(scope: !252, file: !2, line: 106, column: 3)
!257 = !DILocation(line: 106, column: 21, scope: !256)
!258 = !DILocation(line: 106, column: 3, scope: !252)
!259 = !DILocation(line: 107, column: 9, scope: !260)
!260 = distinct !DILexicalBlock(scope: !256, file: !2, line: 106, column: 34)
!261 = !DILocation(line: 107, column: 11, scope: !260)
!262 = !DILocation(line: 107, column: 25, scope: !260)
!263 = !DILocation(line: 107, column: 7, scope: !260)
!264 = !DILocation(line: 108, column: 19, scope: !260)
!265 = !DILocation(line: 108, column: 31, scope: !260)
!266 = !DILocation(line: 108, column: 33, scope: !260)
!267 = !DILocation(line: 108, column: 39, scope: !260)
!268 = !DILocation(line: 108, column: 51, scope: !260)
!269 = !DILocation(line: 108, column: 53, scope: !260)
!270 = !DILocation(line: 108, column: 49, scope: !260)
!271 = !DILocation(line: 108, column: 12, scope: !260)
!272 = !DILocation(line: 108, column: 10, scope: !260)
!273 = !DILocation(line: 109, column: 3, scope: !260)
!274 = !DILocation(line: 106, column: 30, scope: !256)
!275 = !DILocation(line: 106, column: 3, scope: !256)
!276 = distinct !{!276, !258, !277, !119}
!277 = !DILocation(line: 109, column: 3, scope: !252)
!278 = !DILocation(line: 110, column: 57, scope: !80)
!279 = !DILocation(line: 110, column: 51, scope: !80)
!280 = !DILocation(line: 110, column: 73, scope: !80)
!281 = !DILocation(line: 110, column: 64, scope: !80)
!282 = !DILocation(line: 110, column: 87, scope: !80)
!283 = !DILocation(line: 110, column: 80, scope: !80)
!284 = !DILocation(line: 110, column: 3, scope: !80)
!285 = !DILocalVariable(name: "list", scope: !80, file: !2, line: 113, type: !286)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 32)
!287 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cell", file: !2, line: 52, size: 64, elements: !288)
!288 = !{!289, !290}
!289 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !287, file: !2, line: 53, baseType: !286, size: 32)
!290 = !DIDerivedType(tag: DW_TAG_member, name: "text", scope: !287, file: !2, line: 54, baseType: !189, size: 32, offset: 32)
!291 = !DILocation(line: 113, column: 16, scope: !80)
!292 = !DILocalVariable(name: "buf", scope: !80, file: !2, line: 114, type: !293)
!293 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !294)
!294 = !{!295}
!295 = !DISubrange(count: 32)
!296 = !DILocation(line: 114, column: 8, scope: !80)
!297 = !DILocalVariable(name: "i", scope: !298, file: !2, line: 115, type: !68)
!298 = distinct !DILexicalBlock(scope: !80, file: !2, line: 115, column: 3)
!299 = !DILocation(line: 115, column: 12, scope: !298)
!300 = !DILocation(line: 115, column: 8, scope: !298)
!301 = !DILocation(line: 115, column: 19, scope: !302)
!302 = distinct !DILexicalBlock(scope: !298, file: !2, line: 115, column: 3)
!303 = !DILocation(line: 115, column: 21, scope: !302)
!304 = !DILocation(line: 115, column: 3, scope: !298)
!305 = !DILocalVariable(name: "c", scope: !306, file: !2, line: 116, type: !286)
!306 = distinct !DILexicalBlock(scope: !302, file: !2, line: 115, column: 34)
!307 = !DILocation(line: 116, column: 18, scope: !306)
!308 = !DILocation(line: 116, column: 22, scope: !306)
!309 = !DILocation(line: 117, column: 14, scope: !306)
!310 = !DILocation(line: 117, column: 42, scope: !306)
!311 = !DILocation(line: 117, column: 44, scope: !306)
!312 = !DILocation(line: 117, column: 49, scope: !306)
!313 = !DILocation(line: 117, column: 5, scope: !306)
!314 = !DILocation(line: 118, column: 22, scope: !306)
!315 = !DILocation(line: 118, column: 15, scope: !306)
!316 = !DILocation(line: 118, column: 5, scope: !306)
!317 = !DILocation(line: 118, column: 8, scope: !306)
!318 = !DILocation(line: 118, column: 13, scope: !306)
!319 = !DILocation(line: 119, column: 15, scope: !306)
!320 = !DILocation(line: 119, column: 5, scope: !306)
!321 = !DILocation(line: 119, column: 8, scope: !306)
!322 = !DILocation(line: 119, column: 13, scope: !306)
!323 = !DILocation(line: 120, column: 12, scope: !306)
!324 = !DILocation(line: 120, column: 10, scope: !306)
!325 = !DILocation(line: 121, column: 3, scope: !306)
!326 = !DILocation(line: 115, column: 30, scope: !302)
!327 = !DILocation(line: 115, column: 3, scope: !302)
!328 = distinct !{!328, !304, !329, !119}
!329 = !DILocation(line: 121, column: 3, scope: !298)
!330 = !DILocalVariable(name: "total", scope: !80, file: !2, line: 122, type: !196)
!331 = !DILocation(line: 122, column: 10, scope: !80)
!332 = !DILocalVariable(name: "longest", scope: !80, file: !2, line: 123, type: !68)
!333 = !DILocation(line: 123, column: 7, scope: !80)
!334 = !DILocalVariable(name: "c", scope: !335, file: !2, line: 124, type: !286)
!335 = distinct !DILexicalBlock(scope: !80, file: !2, line: 124, column: 3)
!336 = !DILocation(line: 124, column: 21, scope: !335)
!337 = !DILocation(line: 124, column: 25, scope: !335)
!338 = !DILocation(line: 124, column: 8, scope: !335)
!339 = !DILocation(line: 124, column: 31, scope: !340)
!340 = distinct !DILexicalBlock(scope: !335, file: !2, line: 124, column: 3)
!341 = !DILocation(line: 124, column: 3, scope: !335)
!342 = !DILocalVariable(name: "n", scope: !343, file: !2, line: 125, type: !196)
!343 = distinct !DILexicalBlock(scope: !340, file: !2, line: 124, column: 47)
!344 = !DILocation(line: 125, column: 12, scope: !343)
!345 = !DILocation(line: 125, column: 23, scope: !343)
!346 = !DILocation(line: 125, column: 26, scope: !343)
!347 = !DILocation(line: 125, column: 16, scope: !343)
!348 = !DILocation(line: 126, column: 14, scope: !343)
!349 = !DILocation(line: 126, column: 11, scope: !343)
!350 = !DILocation(line: 127, column: 14, scope: !351)
!351 = distinct !DILexicalBlock(scope: !343, file: !2, line: 127, column: 9)
!352 = !DILocation(line: 127, column: 18, scope: !351)
!353 = !DILocation(line: 127, column: 16, scope: !351)
!354 = !DILocation(line: 127, column: 9, scope: !343)
!355 = !DILocation(line: 128, column: 22, scope: !351)
!356 = !DILocation(line: 128, column: 15, scope: !351)
!357 = !DILocation(line: 128, column: 7, scope: !351)
!358 = !DILocation(line: 129, column: 3, scope: !343)
!359 = !DILocation(line: 124, column: 38, scope: !340)
!360 = !DILocation(line: 124, column: 41, scope: !340)
!361 = !DILocation(line: 124, column: 36, scope: !340)
!362 = !DILocation(line: 124, column: 3, scope: !340)
!363 = distinct !{!363, !341, !364, !119}
!364 = !DILocation(line: 129, column: 3, scope: !335)
!365 = !DILocation(line: 130, column: 61, scope: !80)
!366 = !DILocation(line: 130, column: 68, scope: !80)
!367 = !DILocation(line: 130, column: 77, scope: !80)
!368 = !DILocation(line: 130, column: 83, scope: !80)
!369 = !DILocation(line: 130, column: 3, scope: !80)
!370 = !DILocalVariable(name: "pages", scope: !80, file: !2, line: 133, type: !371)
!371 = !DICompositeType(tag: DW_TAG_array_type, baseType: !372, size: 256, elements: !40)
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !373, size: 32)
!373 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!374 = !DILocation(line: 133, column: 18, scope: !80)
!375 = !DILocalVariable(name: "i", scope: !376, file: !2, line: 134, type: !68)
!376 = distinct !DILexicalBlock(scope: !80, file: !2, line: 134, column: 3)
!377 = !DILocation(line: 134, column: 12, scope: !376)
!378 = !DILocation(line: 134, column: 8, scope: !376)
!379 = !DILocation(line: 134, column: 19, scope: !380)
!380 = distinct !DILexicalBlock(scope: !376, file: !2, line: 134, column: 3)
!381 = !DILocation(line: 134, column: 21, scope: !380)
!382 = !DILocation(line: 134, column: 3, scope: !376)
!383 = !DILocation(line: 135, column: 16, scope: !384)
!384 = distinct !DILexicalBlock(scope: !380, file: !2, line: 134, column: 31)
!385 = !DILocation(line: 135, column: 11, scope: !384)
!386 = !DILocation(line: 135, column: 5, scope: !384)
!387 = !DILocation(line: 135, column: 14, scope: !384)
!388 = !DILocation(line: 136, column: 18, scope: !384)
!389 = !DILocation(line: 136, column: 12, scope: !384)
!390 = !DILocation(line: 136, column: 22, scope: !384)
!391 = !DILocation(line: 136, column: 24, scope: !384)
!392 = !DILocation(line: 136, column: 5, scope: !384)
!393 = !DILocation(line: 137, column: 3, scope: !384)
!394 = !DILocation(line: 134, column: 27, scope: !380)
!395 = !DILocation(line: 134, column: 3, scope: !380)
!396 = distinct !{!396, !382, !397, !119}
!397 = !DILocation(line: 137, column: 3, scope: !376)
!398 = !DILocalVariable(name: "psum", scope: !80, file: !2, line: 138, type: !399)
!399 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!400 = !DILocation(line: 138, column: 17, scope: !80)
!401 = !DILocalVariable(name: "i", scope: !402, file: !2, line: 139, type: !68)
!402 = distinct !DILexicalBlock(scope: !80, file: !2, line: 139, column: 3)
!403 = !DILocation(line: 139, column: 12, scope: !402)
!404 = !DILocation(line: 139, column: 8, scope: !402)
!405 = !DILocation(line: 139, column: 19, scope: !406)
!406 = distinct !DILexicalBlock(scope: !402, file: !2, line: 139, column: 3)
!407 = !DILocation(line: 139, column: 21, scope: !406)
!408 = !DILocation(line: 139, column: 3, scope: !402)
!409 = !DILocalVariable(name: "p", scope: !410, file: !2, line: 140, type: !372)
!410 = distinct !DILexicalBlock(scope: !406, file: !2, line: 140, column: 5)
!411 = !DILocation(line: 140, column: 25, scope: !410)
!412 = !DILocation(line: 140, column: 35, scope: !410)
!413 = !DILocation(line: 140, column: 29, scope: !410)
!414 = !DILocation(line: 140, column: 10, scope: !410)
!415 = !DILocation(line: 140, column: 39, scope: !416)
!416 = distinct !DILexicalBlock(scope: !410, file: !2, line: 140, column: 5)
!417 = !DILocation(line: 140, column: 49, scope: !416)
!418 = !DILocation(line: 140, column: 43, scope: !416)
!419 = !DILocation(line: 140, column: 52, scope: !416)
!420 = !DILocation(line: 140, column: 41, scope: !416)
!421 = !DILocation(line: 140, column: 5, scope: !410)
!422 = !DILocation(line: 141, column: 16, scope: !416)
!423 = !DILocation(line: 141, column: 15, scope: !416)
!424 = !DILocation(line: 141, column: 12, scope: !416)
!425 = !DILocation(line: 141, column: 7, scope: !416)
!426 = !DILocation(line: 140, column: 61, scope: !416)
!427 = !DILocation(line: 140, column: 5, scope: !416)
!428 = distinct !{!428, !421, !429, !119}
!429 = !DILocation(line: 141, column: 16, scope: !410)
!430 = !DILocation(line: 139, column: 27, scope: !406)
!431 = !DILocation(line: 139, column: 3, scope: !406)
!432 = distinct !{!432, !408, !433, !119}
!433 = !DILocation(line: 141, column: 16, scope: !402)
!434 = !DILocation(line: 142, column: 40, scope: !80)
!435 = !DILocation(line: 142, column: 46, scope: !80)
!436 = !DILocation(line: 142, column: 3, scope: !80)
!437 = !DILocation(line: 144, column: 24, scope: !80)
!438 = !DILocation(line: 144, column: 3, scope: !80)
!439 = !DILocalVariable(name: "freed", scope: !80, file: !2, line: 147, type: !68)
!440 = !DILocation(line: 147, column: 7, scope: !80)
!441 = !DILocalVariable(name: "c", scope: !442, file: !2, line: 148, type: !286)
!442 = distinct !DILexicalBlock(scope: !80, file: !2, line: 148, column: 3)
!443 = !DILocation(line: 148, column: 21, scope: !442)
!444 = !DILocation(line: 148, column: 25, scope: !442)
!445 = !DILocation(line: 148, column: 8, scope: !442)
!446 = !DILocation(line: 148, column: 31, scope: !447)
!447 = distinct !DILexicalBlock(scope: !442, file: !2, line: 148, column: 3)
!448 = !DILocation(line: 148, column: 33, scope: !447)
!449 = !DILocation(line: 148, column: 36, scope: !447)
!450 = !DILocation(line: 148, column: 39, scope: !447)
!451 = !DILocation(line: 0, scope: !447)
!452 = !DILocation(line: 148, column: 3, scope: !442)
!453 = !DILocalVariable(name: "victim", scope: !454, file: !2, line: 149, type: !286)
!454 = distinct !DILexicalBlock(scope: !447, file: !2, line: 148, column: 58)
!455 = !DILocation(line: 149, column: 18, scope: !454)
!456 = !DILocation(line: 149, column: 27, scope: !454)
!457 = !DILocation(line: 149, column: 30, scope: !454)
!458 = !DILocation(line: 150, column: 15, scope: !454)
!459 = !DILocation(line: 150, column: 23, scope: !454)
!460 = !DILocation(line: 150, column: 5, scope: !454)
!461 = !DILocation(line: 150, column: 8, scope: !454)
!462 = !DILocation(line: 150, column: 13, scope: !454)
!463 = !DILocation(line: 151, column: 10, scope: !454)
!464 = !DILocation(line: 151, column: 18, scope: !454)
!465 = !DILocation(line: 151, column: 5, scope: !454)
!466 = !DILocation(line: 152, column: 10, scope: !454)
!467 = !DILocation(line: 152, column: 5, scope: !454)
!468 = !DILocation(line: 153, column: 10, scope: !454)
!469 = !DILocation(line: 154, column: 3, scope: !454)
!470 = !DILocation(line: 148, column: 49, scope: !447)
!471 = !DILocation(line: 148, column: 52, scope: !447)
!472 = !DILocation(line: 148, column: 47, scope: !447)
!473 = !DILocation(line: 148, column: 3, scope: !447)
!474 = distinct !{!474, !452, !475, !119}
!475 = !DILocation(line: 154, column: 3, scope: !442)
!476 = !DILocalVariable(name: "again", scope: !80, file: !2, line: 155, type: !68)
!477 = !DILocation(line: 155, column: 7, scope: !80)
!478 = !DILocalVariable(name: "i", scope: !479, file: !2, line: 156, type: !68)
!479 = distinct !DILexicalBlock(scope: !80, file: !2, line: 156, column: 3)
!480 = !DILocation(line: 156, column: 12, scope: !479)
!481 = !DILocation(line: 156, column: 8, scope: !479)
!482 = !DILocation(line: 156, column: 19, scope: !483)
!483 = distinct !DILexicalBlock(scope: !479, file: !2, line: 156, column: 3)
!484 = !DILocation(line: 156, column: 21, scope: !483)
!485 = !DILocation(line: 156, column: 3, scope: !479)
!486 = !DILocalVariable(name: "s", scope: !487, file: !2, line: 157, type: !189)
!487 = distinct !DILexicalBlock(scope: !483, file: !2, line: 156, column: 34)
!488 = !DILocation(line: 157, column: 11, scope: !487)
!489 = !DILocation(line: 157, column: 15, scope: !487)
!490 = !DILocation(line: 158, column: 14, scope: !487)
!491 = !DILocation(line: 158, column: 33, scope: !487)
!492 = !DILocation(line: 158, column: 5, scope: !487)
!493 = !DILocation(line: 159, column: 26, scope: !487)
!494 = !DILocation(line: 159, column: 19, scope: !487)
!495 = !DILocation(line: 159, column: 11, scope: !487)
!496 = !DILocation(line: 160, column: 10, scope: !487)
!497 = !DILocation(line: 160, column: 5, scope: !487)
!498 = !DILocation(line: 161, column: 3, scope: !487)
!499 = !DILocation(line: 156, column: 30, scope: !483)
!500 = !DILocation(line: 156, column: 3, scope: !483)
!501 = distinct !{!501, !485, !502, !119}
!502 = !DILocation(line: 161, column: 3, scope: !479)
!503 = !DILocalVariable(name: "left", scope: !80, file: !2, line: 162, type: !68)
!504 = !DILocation(line: 162, column: 7, scope: !80)
!505 = !DILocalVariable(name: "c", scope: !506, file: !2, line: 163, type: !286)
!506 = distinct !DILexicalBlock(scope: !80, file: !2, line: 163, column: 3)
!507 = !DILocation(line: 163, column: 21, scope: !506)
!508 = !DILocation(line: 163, column: 25, scope: !506)
!509 = !DILocation(line: 163, column: 8, scope: !506)
!510 = !DILocation(line: 163, column: 31, scope: !511)
!511 = distinct !DILexicalBlock(scope: !506, file: !2, line: 163, column: 3)
!512 = !DILocation(line: 163, column: 3, scope: !506)
!513 = !DILocation(line: 164, column: 9, scope: !511)
!514 = !DILocation(line: 164, column: 5, scope: !511)
!515 = !DILocation(line: 163, column: 38, scope: !511)
!516 = !DILocation(line: 163, column: 41, scope: !511)
!517 = !DILocation(line: 163, column: 36, scope: !511)
!518 = !DILocation(line: 163, column: 3, scope: !511)
!519 = distinct !{!519, !512, !520, !119}
!520 = !DILocation(line: 164, column: 9, scope: !506)
!521 = !DILocation(line: 165, column: 43, scope: !80)
!522 = !DILocation(line: 165, column: 50, scope: !80)
!523 = !DILocation(line: 165, column: 56, scope: !80)
!524 = !DILocation(line: 165, column: 3, scope: !80)
!525 = !DILocation(line: 166, column: 17, scope: !80)
!526 = !DILocation(line: 166, column: 10, scope: !80)
!527 = !DILocation(line: 166, column: 8, scope: !80)
!528 = !DILocation(line: 167, column: 36, scope: !80)
!529 = !DILocation(line: 167, column: 30, scope: !80)
!530 = !DILocation(line: 167, column: 3, scope: !80)
!531 = !DILocation(line: 169, column: 3, scope: !80)
!532 = !DILocation(line: 169, column: 10, scope: !80)
!533 = !DILocalVariable(name: "n", scope: !534, file: !2, line: 170, type: !286)
!534 = distinct !DILexicalBlock(scope: !80, file: !2, line: 169, column: 16)
!535 = !DILocation(line: 170, column: 18, scope: !534)
!536 = !DILocation(line: 170, column: 22, scope: !534)
!537 = !DILocation(line: 170, column: 28, scope: !534)
!538 = !DILocation(line: 171, column: 10, scope: !534)
!539 = !DILocation(line: 171, column: 16, scope: !534)
!540 = !DILocation(line: 171, column: 5, scope: !534)
!541 = !DILocation(line: 172, column: 10, scope: !534)
!542 = !DILocation(line: 172, column: 5, scope: !534)
!543 = !DILocation(line: 173, column: 12, scope: !534)
!544 = !DILocation(line: 173, column: 10, scope: !534)
!545 = distinct !{!545, !531, !546, !119}
!546 = !DILocation(line: 174, column: 3, scope: !80)
!547 = !DILocalVariable(name: "i", scope: !548, file: !2, line: 175, type: !68)
!548 = distinct !DILexicalBlock(scope: !80, file: !2, line: 175, column: 3)
!549 = !DILocation(line: 175, column: 12, scope: !548)
!550 = !DILocation(line: 175, column: 8, scope: !548)
!551 = !DILocation(line: 175, column: 19, scope: !552)
!552 = distinct !DILexicalBlock(scope: !548, file: !2, line: 175, column: 3)
!553 = !DILocation(line: 175, column: 21, scope: !552)
!554 = !DILocation(line: 175, column: 3, scope: !548)
!555 = !DILocation(line: 176, column: 16, scope: !552)
!556 = !DILocation(line: 176, column: 10, scope: !552)
!557 = !DILocation(line: 176, column: 5, scope: !552)
!558 = !DILocation(line: 175, column: 27, scope: !552)
!559 = !DILocation(line: 175, column: 3, scope: !552)
!560 = distinct !{!560, !554, !561, !119}
!561 = !DILocation(line: 176, column: 18, scope: !548)
!562 = !DILocation(line: 177, column: 8, scope: !80)
!563 = !DILocation(line: 177, column: 3, scope: !80)
!564 = !DILocation(line: 178, column: 8, scope: !80)
!565 = !DILocation(line: 178, column: 3, scope: !80)
!566 = !DILocation(line: 179, column: 8, scope: !80)
!567 = !DILocation(line: 179, column: 3, scope: !80)
!568 = !DILocation(line: 180, column: 13, scope: !80)
!569 = !DILocation(line: 180, column: 3, scope: !80)
!570 = !DILocation(line: 181, column: 3, scope: !80)
!571 = !DILocation(line: 182, column: 1, scope: !80)
!572 = distinct !DISubprogram(name: "insert", scope: !2, file: !2, line: 17, type: !573, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !66, retainedNodes: !83)
!573 = !DISubroutineType(types: !574)
!574 = !{!242, !242, !68}
!575 = !DILocalVariable(name: "t", arg: 1, scope: !572, file: !2, line: 17, type: !242)
!576 = !DILocation(line: 17, column: 41, scope: !572)
!577 = !DILocalVariable(name: "key", arg: 2, scope: !572, file: !2, line: 17, type: !68)
!578 = !DILocation(line: 17, column: 48, scope: !572)
!579 = !DILocation(line: 18, column: 8, scope: !580)
!580 = distinct !DILexicalBlock(scope: !572, file: !2, line: 18, column: 7)
!581 = !DILocation(line: 18, column: 7, scope: !572)
!582 = !DILocalVariable(name: "n", scope: !583, file: !2, line: 19, type: !242)
!583 = distinct !DILexicalBlock(scope: !580, file: !2, line: 18, column: 11)
!584 = !DILocation(line: 19, column: 18, scope: !583)
!585 = !DILocation(line: 19, column: 22, scope: !583)
!586 = !DILocation(line: 20, column: 14, scope: !583)
!587 = !DILocation(line: 20, column: 5, scope: !583)
!588 = !DILocation(line: 20, column: 8, scope: !583)
!589 = !DILocation(line: 20, column: 12, scope: !583)
!590 = !DILocation(line: 21, column: 15, scope: !583)
!591 = !DILocation(line: 21, column: 18, scope: !583)
!592 = !DILocation(line: 21, column: 24, scope: !583)
!593 = !DILocation(line: 21, column: 5, scope: !583)
!594 = !DILocation(line: 21, column: 8, scope: !583)
!595 = !DILocation(line: 21, column: 13, scope: !583)
!596 = !DILocation(line: 22, column: 12, scope: !583)
!597 = !DILocation(line: 22, column: 5, scope: !583)
!598 = !DILocation(line: 24, column: 7, scope: !599)
!599 = distinct !DILexicalBlock(scope: !572, file: !2, line: 24, column: 7)
!600 = !DILocation(line: 24, column: 13, scope: !599)
!601 = !DILocation(line: 24, column: 16, scope: !599)
!602 = !DILocation(line: 24, column: 11, scope: !599)
!603 = !DILocation(line: 24, column: 7, scope: !572)
!604 = !DILocation(line: 25, column: 22, scope: !599)
!605 = !DILocation(line: 25, column: 25, scope: !599)
!606 = !DILocation(line: 25, column: 31, scope: !599)
!607 = !DILocation(line: 25, column: 15, scope: !599)
!608 = !DILocation(line: 25, column: 5, scope: !599)
!609 = !DILocation(line: 25, column: 8, scope: !599)
!610 = !DILocation(line: 25, column: 13, scope: !599)
!611 = !DILocation(line: 26, column: 12, scope: !612)
!612 = distinct !DILexicalBlock(scope: !599, file: !2, line: 26, column: 12)
!613 = !DILocation(line: 26, column: 18, scope: !612)
!614 = !DILocation(line: 26, column: 21, scope: !612)
!615 = !DILocation(line: 26, column: 16, scope: !612)
!616 = !DILocation(line: 26, column: 12, scope: !599)
!617 = !DILocation(line: 27, column: 23, scope: !612)
!618 = !DILocation(line: 27, column: 26, scope: !612)
!619 = !DILocation(line: 27, column: 33, scope: !612)
!620 = !DILocation(line: 27, column: 16, scope: !612)
!621 = !DILocation(line: 27, column: 5, scope: !612)
!622 = !DILocation(line: 27, column: 8, scope: !612)
!623 = !DILocation(line: 27, column: 14, scope: !612)
!624 = !DILocation(line: 28, column: 10, scope: !572)
!625 = !DILocation(line: 28, column: 3, scope: !572)
!626 = !DILocation(line: 29, column: 1, scope: !572)
!627 = distinct !DISubprogram(name: "count", scope: !2, file: !2, line: 31, type: !628, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !66, retainedNodes: !83)
!628 = !DISubroutineType(types: !629)
!629 = !{!68, !630}
!630 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !631, size: 32)
!631 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !243)
!632 = !DILocalVariable(name: "t", arg: 1, scope: !627, file: !2, line: 31, type: !630)
!633 = !DILocation(line: 31, column: 37, scope: !627)
!634 = !DILocation(line: 31, column: 49, scope: !627)
!635 = !DILocation(line: 31, column: 63, scope: !627)
!636 = !DILocation(line: 31, column: 66, scope: !627)
!637 = !DILocation(line: 31, column: 57, scope: !627)
!638 = !DILocation(line: 31, column: 55, scope: !627)
!639 = !DILocation(line: 31, column: 80, scope: !627)
!640 = !DILocation(line: 31, column: 83, scope: !627)
!641 = !DILocation(line: 31, column: 74, scope: !627)
!642 = !DILocation(line: 31, column: 72, scope: !627)
!643 = !DILocation(line: 31, column: 42, scope: !627)
!644 = distinct !DISubprogram(name: "sum_keys", scope: !2, file: !2, line: 33, type: !645, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !66, retainedNodes: !83)
!645 = !DISubroutineType(types: !646)
!646 = !{!138, !630}
!647 = !DILocalVariable(name: "t", arg: 1, scope: !644, file: !2, line: 33, type: !630)
!648 = !DILocation(line: 33, column: 46, scope: !644)
!649 = !DILocation(line: 34, column: 10, scope: !644)
!650 = !DILocation(line: 34, column: 14, scope: !644)
!651 = !DILocation(line: 34, column: 17, scope: !644)
!652 = !DILocation(line: 34, column: 32, scope: !644)
!653 = !DILocation(line: 34, column: 35, scope: !644)
!654 = !DILocation(line: 34, column: 23, scope: !644)
!655 = !DILocation(line: 34, column: 21, scope: !644)
!656 = !DILocation(line: 34, column: 52, scope: !644)
!657 = !DILocation(line: 34, column: 55, scope: !644)
!658 = !DILocation(line: 34, column: 43, scope: !644)
!659 = !DILocation(line: 34, column: 41, scope: !644)
!660 = !DILocation(line: 34, column: 3, scope: !644)
!661 = distinct !DISubprogram(name: "height", scope: !2, file: !2, line: 37, type: !628, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !66, retainedNodes: !83)
!662 = !DILocalVariable(name: "t", arg: 1, scope: !661, file: !2, line: 37, type: !630)
!663 = !DILocation(line: 37, column: 38, scope: !661)
!664 = !DILocation(line: 38, column: 8, scope: !665)
!665 = distinct !DILexicalBlock(scope: !661, file: !2, line: 38, column: 7)
!666 = !DILocation(line: 38, column: 7, scope: !661)
!667 = !DILocation(line: 39, column: 5, scope: !665)
!668 = !DILocalVariable(name: "l", scope: !661, file: !2, line: 40, type: !68)
!669 = !DILocation(line: 40, column: 7, scope: !661)
!670 = !DILocation(line: 40, column: 18, scope: !661)
!671 = !DILocation(line: 40, column: 21, scope: !661)
!672 = !DILocation(line: 40, column: 11, scope: !661)
!673 = !DILocalVariable(name: "r", scope: !661, file: !2, line: 40, type: !68)
!674 = !DILocation(line: 40, column: 28, scope: !661)
!675 = !DILocation(line: 40, column: 39, scope: !661)
!676 = !DILocation(line: 40, column: 42, scope: !661)
!677 = !DILocation(line: 40, column: 32, scope: !661)
!678 = !DILocation(line: 41, column: 15, scope: !661)
!679 = !DILocation(line: 41, column: 19, scope: !661)
!680 = !DILocation(line: 41, column: 17, scope: !661)
!681 = !DILocation(line: 41, column: 23, scope: !661)
!682 = !DILocation(line: 41, column: 27, scope: !661)
!683 = !DILocation(line: 41, column: 12, scope: !661)
!684 = !DILocation(line: 41, column: 3, scope: !661)
!685 = !DILocation(line: 42, column: 1, scope: !661)
!686 = distinct !DISubprogram(name: "deep", scope: !2, file: !2, line: 58, type: !687, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !66, retainedNodes: !83)
!687 = !DISubroutineType(types: !688)
!688 = !{!69, !68, !69}
!689 = !DILocalVariable(name: "n", arg: 1, scope: !686, file: !2, line: 58, type: !68)
!690 = !DILocation(line: 58, column: 26, scope: !686)
!691 = !DILocalVariable(name: "acc", arg: 2, scope: !686, file: !2, line: 58, type: !69)
!692 = !DILocation(line: 58, column: 38, scope: !686)
!693 = !DILocalVariable(name: "local", scope: !686, file: !2, line: 59, type: !694)
!694 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 128, elements: !695)
!695 = !{!696}
!696 = !DISubrange(count: 4)
!697 = !DILocation(line: 59, column: 12, scope: !686)
!698 = !DILocalVariable(name: "i", scope: !699, file: !2, line: 60, type: !68)
!699 = distinct !DILexicalBlock(scope: !686, file: !2, line: 60, column: 3)
!700 = !DILocation(line: 60, column: 12, scope: !699)
!701 = !DILocation(line: 60, column: 8, scope: !699)
!702 = !DILocation(line: 60, column: 19, scope: !703)
!703 = distinct !DILexicalBlock(scope: !699, file: !2, line: 60, column: 3)
!704 = !DILocation(line: 60, column: 21, scope: !703)
!705 = !DILocation(line: 60, column: 3, scope: !699)
!706 = !DILocation(line: 61, column: 16, scope: !703)
!707 = !DILocation(line: 61, column: 20, scope: !703)
!708 = !DILocation(line: 61, column: 39, scope: !703)
!709 = !DILocation(line: 61, column: 43, scope: !703)
!710 = !DILocation(line: 61, column: 41, scope: !703)
!711 = !DILocation(line: 61, column: 26, scope: !703)
!712 = !DILocation(line: 61, column: 11, scope: !703)
!713 = !DILocation(line: 61, column: 5, scope: !703)
!714 = !DILocation(line: 61, column: 14, scope: !703)
!715 = !DILocation(line: 60, column: 27, scope: !703)
!716 = !DILocation(line: 60, column: 3, scope: !703)
!717 = distinct !{!717, !705, !718, !119}
!718 = !DILocation(line: 61, column: 44, scope: !699)
!719 = !DILocation(line: 62, column: 7, scope: !720)
!720 = distinct !DILexicalBlock(scope: !686, file: !2, line: 62, column: 7)
!721 = !DILocation(line: 62, column: 9, scope: !720)
!722 = !DILocation(line: 62, column: 7, scope: !686)
!723 = !DILocation(line: 63, column: 12, scope: !720)
!724 = !DILocation(line: 63, column: 5, scope: !720)
!725 = !DILocalVariable(name: "r", scope: !686, file: !2, line: 64, type: !69)
!726 = !DILocation(line: 64, column: 12, scope: !686)
!727 = !DILocation(line: 64, column: 21, scope: !686)
!728 = !DILocation(line: 64, column: 23, scope: !686)
!729 = !DILocation(line: 64, column: 34, scope: !686)
!730 = !DILocation(line: 64, column: 36, scope: !686)
!731 = !DILocation(line: 64, column: 28, scope: !686)
!732 = !DILocation(line: 64, column: 16, scope: !686)
!733 = !DILocation(line: 65, column: 10, scope: !686)
!734 = !DILocation(line: 65, column: 21, scope: !686)
!735 = !DILocation(line: 65, column: 23, scope: !686)
!736 = !DILocation(line: 65, column: 28, scope: !686)
!737 = !DILocation(line: 65, column: 14, scope: !686)
!738 = !DILocation(line: 65, column: 12, scope: !686)
!739 = !DILocation(line: 65, column: 3, scope: !686)
!740 = !DILocation(line: 66, column: 1, scope: !686)
!741 = distinct !DISubprogram(name: "free_tree", scope: !2, file: !2, line: 44, type: !742, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !66, retainedNodes: !83)
!742 = !DISubroutineType(types: !743)
!743 = !{null, !242}
!744 = !DILocalVariable(name: "t", arg: 1, scope: !741, file: !2, line: 44, type: !242)
!745 = !DILocation(line: 44, column: 36, scope: !741)
!746 = !DILocation(line: 45, column: 7, scope: !747)
!747 = distinct !DILexicalBlock(scope: !741, file: !2, line: 45, column: 7)
!748 = !DILocation(line: 45, column: 7, scope: !741)
!749 = !DILocation(line: 46, column: 15, scope: !750)
!750 = distinct !DILexicalBlock(scope: !747, file: !2, line: 45, column: 10)
!751 = !DILocation(line: 46, column: 18, scope: !750)
!752 = !DILocation(line: 46, column: 5, scope: !750)
!753 = !DILocation(line: 47, column: 15, scope: !750)
!754 = !DILocation(line: 47, column: 18, scope: !750)
!755 = !DILocation(line: 47, column: 5, scope: !750)
!756 = !DILocation(line: 48, column: 10, scope: !750)
!757 = !DILocation(line: 48, column: 5, scope: !750)
!758 = !DILocation(line: 49, column: 3, scope: !750)
!759 = !DILocation(line: 50, column: 1, scope: !741)
