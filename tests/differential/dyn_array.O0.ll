; ModuleID = 'dyn_array.c'
source_filename = "dyn_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec = type { ptr, i64, i64, i32 }
%struct.sb = type { ptr, i64, i64 }
%struct.pt = type { double, double, i32 }

@.str = private unnamed_addr constant [26 x i8] c"len=%zu cap=%zu grows=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"sum=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [59 x i8] c"after inserts: len=%zu first=%d [500]=%d last=%d [501]=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [41 x i8] c"after removes: len=%zu first=%d last=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [29 x i8] c"shrunk cap=%zu weighted=%ld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [34 x i8] c"centroid (%.4f, %.4f) last id %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [34 x i8] c"after shrink pts[9].id=%d x=%.1f\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [13 x i8] c"from realloc\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [3 x i8] c";\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [2 x i8] c",\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [28 x i8] c"builder len=%zu cap=%zu:\0A%s\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [60 x i8] c"the quick brown fox jumps over the lazy dog again and again\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [21 x i8] c"%zu words, reversed:\00", align 1, !dbg !69
@.str.15 = private unnamed_addr constant [4 x i8] c" %s\00", align 1, !dbg !74
@.str.16 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !76

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !94 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.vec, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca %struct.sb, align 8
  %16 = alloca i32, align 4
  %17 = alloca [32 x i8], align 16
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !99, !DIExpression(), !107)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 32, i1 false), !dbg !107
    #dbg_declare(ptr %3, !108, !DIExpression(), !110)
  store i32 0, ptr %3, align 4, !dbg !110
  br label %26, !dbg !111

26:                                               ; preds = %33, %0
  %27 = load i32, ptr %3, align 4, !dbg !112
  %28 = icmp slt i32 %27, 1000, !dbg !114
  br i1 %28, label %29, label %36, !dbg !115

29:                                               ; preds = %26
  %30 = load i32, ptr %3, align 4, !dbg !116
  %31 = mul nsw i32 %30, 3, !dbg !117
  %32 = srem i32 %31, 1001, !dbg !118
  call void @vec_push(ptr noundef %2, i32 noundef %32), !dbg !119
  br label %33, !dbg !119

33:                                               ; preds = %29
  %34 = load i32, ptr %3, align 4, !dbg !120
  %35 = add nsw i32 %34, 1, !dbg !120
  store i32 %35, ptr %3, align 4, !dbg !120
  br label %26, !dbg !121, !llvm.loop !122

36:                                               ; preds = %26
  %37 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 1, !dbg !125
  %38 = load i64, ptr %37, align 8, !dbg !125
  %39 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 2, !dbg !126
  %40 = load i64, ptr %39, align 8, !dbg !126
  %41 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 3, !dbg !127
  %42 = load i32, ptr %41, align 8, !dbg !127
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %38, i64 noundef %40, i32 noundef %42), !dbg !128
    #dbg_declare(ptr %4, !129, !DIExpression(), !130)
  store i64 0, ptr %4, align 8, !dbg !130
    #dbg_declare(ptr %5, !131, !DIExpression(), !133)
  store i64 0, ptr %5, align 8, !dbg !133
  br label %44, !dbg !134

44:                                               ; preds = %58, %36
  %45 = load i64, ptr %5, align 8, !dbg !135
  %46 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 1, !dbg !137
  %47 = load i64, ptr %46, align 8, !dbg !137
  %48 = icmp ult i64 %45, %47, !dbg !138
  br i1 %48, label %49, label %61, !dbg !139

49:                                               ; preds = %44
  %50 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 0, !dbg !140
  %51 = load ptr, ptr %50, align 8, !dbg !140
  %52 = load i64, ptr %5, align 8, !dbg !141
  %53 = getelementptr inbounds i32, ptr %51, i64 %52, !dbg !142
  %54 = load i32, ptr %53, align 4, !dbg !142
  %55 = sext i32 %54 to i64, !dbg !142
  %56 = load i64, ptr %4, align 8, !dbg !143
  %57 = add nsw i64 %56, %55, !dbg !143
  store i64 %57, ptr %4, align 8, !dbg !143
  br label %58, !dbg !144

58:                                               ; preds = %49
  %59 = load i64, ptr %5, align 8, !dbg !145
  %60 = add i64 %59, 1, !dbg !145
  store i64 %60, ptr %5, align 8, !dbg !145
  br label %44, !dbg !146, !llvm.loop !147

61:                                               ; preds = %44
  %62 = load i64, ptr %4, align 8, !dbg !149
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %62), !dbg !150
  call void @vec_insert(ptr noundef %2, i64 noundef 0, i32 noundef -1), !dbg !151
  call void @vec_insert(ptr noundef %2, i64 noundef 500, i32 noundef -2), !dbg !152
  %64 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 1, !dbg !153
  %65 = load i64, ptr %64, align 8, !dbg !153
  call void @vec_insert(ptr noundef %2, i64 noundef %65, i32 noundef -3), !dbg !154
  %66 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 1, !dbg !155
  %67 = load i64, ptr %66, align 8, !dbg !155
  %68 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 0, !dbg !156
  %69 = load ptr, ptr %68, align 8, !dbg !156
  %70 = getelementptr inbounds i32, ptr %69, i64 0, !dbg !157
  %71 = load i32, ptr %70, align 4, !dbg !157
  %72 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 0, !dbg !158
  %73 = load ptr, ptr %72, align 8, !dbg !158
  %74 = getelementptr inbounds i32, ptr %73, i64 500, !dbg !159
  %75 = load i32, ptr %74, align 4, !dbg !159
  %76 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 0, !dbg !160
  %77 = load ptr, ptr %76, align 8, !dbg !160
  %78 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 1, !dbg !161
  %79 = load i64, ptr %78, align 8, !dbg !161
  %80 = sub i64 %79, 1, !dbg !162
  %81 = getelementptr inbounds i32, ptr %77, i64 %80, !dbg !163
  %82 = load i32, ptr %81, align 4, !dbg !163
  %83 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 0, !dbg !164
  %84 = load ptr, ptr %83, align 8, !dbg !164
  %85 = getelementptr inbounds i32, ptr %84, i64 501, !dbg !165
  %86 = load i32, ptr %85, align 4, !dbg !165
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %67, i32 noundef %71, i32 noundef %75, i32 noundef %82, i32 noundef %86), !dbg !166
    #dbg_declare(ptr %6, !167, !DIExpression(), !169)
  store i32 0, ptr %6, align 4, !dbg !169
  br label %88, !dbg !170

88:                                               ; preds = %98, %61
  %89 = load i32, ptr %6, align 4, !dbg !171
  %90 = icmp slt i32 %89, 300, !dbg !173
  br i1 %90, label %91, label %101, !dbg !174

91:                                               ; preds = %88
  %92 = load i32, ptr %6, align 4, !dbg !175
  %93 = mul nsw i32 %92, 7, !dbg !176
  %94 = sext i32 %93 to i64, !dbg !177
  %95 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 1, !dbg !178
  %96 = load i64, ptr %95, align 8, !dbg !178
  %97 = urem i64 %94, %96, !dbg !179
  call void @vec_remove(ptr noundef %2, i64 noundef %97), !dbg !180
  br label %98, !dbg !180

98:                                               ; preds = %91
  %99 = load i32, ptr %6, align 4, !dbg !181
  %100 = add nsw i32 %99, 1, !dbg !181
  store i32 %100, ptr %6, align 4, !dbg !181
  br label %88, !dbg !182, !llvm.loop !183

101:                                              ; preds = %88
  %102 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 1, !dbg !185
  %103 = load i64, ptr %102, align 8, !dbg !185
  %104 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 0, !dbg !186
  %105 = load ptr, ptr %104, align 8, !dbg !186
  %106 = getelementptr inbounds i32, ptr %105, i64 0, !dbg !187
  %107 = load i32, ptr %106, align 4, !dbg !187
  %108 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 0, !dbg !188
  %109 = load ptr, ptr %108, align 8, !dbg !188
  %110 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 1, !dbg !189
  %111 = load i64, ptr %110, align 8, !dbg !189
  %112 = sub i64 %111, 1, !dbg !190
  %113 = getelementptr inbounds i32, ptr %109, i64 %112, !dbg !191
  %114 = load i32, ptr %113, align 4, !dbg !191
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %103, i32 noundef %107, i32 noundef %114), !dbg !192
  call void @vec_shrink(ptr noundef %2), !dbg !193
  store i64 0, ptr %4, align 8, !dbg !194
    #dbg_declare(ptr %7, !195, !DIExpression(), !197)
  store i64 0, ptr %7, align 8, !dbg !197
  br label %116, !dbg !198

116:                                              ; preds = %133, %101
  %117 = load i64, ptr %7, align 8, !dbg !199
  %118 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 1, !dbg !201
  %119 = load i64, ptr %118, align 8, !dbg !201
  %120 = icmp ult i64 %117, %119, !dbg !202
  br i1 %120, label %121, label %136, !dbg !203

121:                                              ; preds = %116
  %122 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 0, !dbg !204
  %123 = load ptr, ptr %122, align 8, !dbg !204
  %124 = load i64, ptr %7, align 8, !dbg !205
  %125 = getelementptr inbounds i32, ptr %123, i64 %124, !dbg !206
  %126 = load i32, ptr %125, align 4, !dbg !206
  %127 = sext i32 %126 to i64, !dbg !206
  %128 = load i64, ptr %7, align 8, !dbg !207
  %129 = urem i64 %128, 5, !dbg !208
  %130 = mul nsw i64 %127, %129, !dbg !209
  %131 = load i64, ptr %4, align 8, !dbg !210
  %132 = add nsw i64 %131, %130, !dbg !210
  store i64 %132, ptr %4, align 8, !dbg !210
  br label %133, !dbg !211

133:                                              ; preds = %121
  %134 = load i64, ptr %7, align 8, !dbg !212
  %135 = add i64 %134, 1, !dbg !212
  store i64 %135, ptr %7, align 8, !dbg !212
  br label %116, !dbg !213, !llvm.loop !214

136:                                              ; preds = %116
  %137 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 2, !dbg !216
  %138 = load i64, ptr %137, align 8, !dbg !216
  %139 = load i64, ptr %4, align 8, !dbg !217
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %138, i64 noundef %139), !dbg !218
  %141 = getelementptr inbounds %struct.vec, ptr %2, i32 0, i32 0, !dbg !219
  %142 = load ptr, ptr %141, align 8, !dbg !219
  call void @free(ptr noundef %142) #9, !dbg !220
    #dbg_declare(ptr %8, !221, !DIExpression(), !229)
  store ptr null, ptr %8, align 8, !dbg !229
    #dbg_declare(ptr %9, !230, !DIExpression(), !231)
  store i64 0, ptr %9, align 8, !dbg !231
    #dbg_declare(ptr %10, !232, !DIExpression(), !234)
  store i32 0, ptr %10, align 4, !dbg !234
  br label %143, !dbg !235

143:                                              ; preds = %174, %136
  %144 = load i32, ptr %10, align 4, !dbg !236
  %145 = icmp slt i32 %144, 200, !dbg !238
  br i1 %145, label %146, label %177, !dbg !239

146:                                              ; preds = %143
  %147 = load ptr, ptr %8, align 8, !dbg !240
  %148 = load i64, ptr %9, align 8, !dbg !242
  %149 = add i64 %148, 1, !dbg !243
  %150 = mul i64 %149, 24, !dbg !244
  %151 = call ptr @realloc(ptr noundef %147, i64 noundef %150) #10, !dbg !245
  store ptr %151, ptr %8, align 8, !dbg !246
  %152 = load i32, ptr %10, align 4, !dbg !247
  %153 = sitofp i32 %152 to double, !dbg !247
  %154 = fmul double %153, 5.000000e-01, !dbg !248
  %155 = load ptr, ptr %8, align 8, !dbg !249
  %156 = load i64, ptr %9, align 8, !dbg !250
  %157 = getelementptr inbounds %struct.pt, ptr %155, i64 %156, !dbg !249
  %158 = getelementptr inbounds %struct.pt, ptr %157, i32 0, i32 0, !dbg !251
  store double %154, ptr %158, align 8, !dbg !252
  %159 = load i32, ptr %10, align 4, !dbg !253
  %160 = sub nsw i32 0, %159, !dbg !254
  %161 = sitofp i32 %160 to double, !dbg !254
  %162 = fmul double %161, 2.500000e-01, !dbg !255
  %163 = load ptr, ptr %8, align 8, !dbg !256
  %164 = load i64, ptr %9, align 8, !dbg !257
  %165 = getelementptr inbounds %struct.pt, ptr %163, i64 %164, !dbg !256
  %166 = getelementptr inbounds %struct.pt, ptr %165, i32 0, i32 1, !dbg !258
  store double %162, ptr %166, align 8, !dbg !259
  %167 = load i32, ptr %10, align 4, !dbg !260
  %168 = load ptr, ptr %8, align 8, !dbg !261
  %169 = load i64, ptr %9, align 8, !dbg !262
  %170 = getelementptr inbounds %struct.pt, ptr %168, i64 %169, !dbg !261
  %171 = getelementptr inbounds %struct.pt, ptr %170, i32 0, i32 2, !dbg !263
  store i32 %167, ptr %171, align 8, !dbg !264
  %172 = load i64, ptr %9, align 8, !dbg !265
  %173 = add i64 %172, 1, !dbg !265
  store i64 %173, ptr %9, align 8, !dbg !265
  br label %174, !dbg !266

174:                                              ; preds = %146
  %175 = load i32, ptr %10, align 4, !dbg !267
  %176 = add nsw i32 %175, 1, !dbg !267
  store i32 %176, ptr %10, align 4, !dbg !267
  br label %143, !dbg !268, !llvm.loop !269

177:                                              ; preds = %143
    #dbg_declare(ptr %11, !271, !DIExpression(), !272)
  store double 0.000000e+00, ptr %11, align 8, !dbg !272
    #dbg_declare(ptr %12, !273, !DIExpression(), !274)
  store double 0.000000e+00, ptr %12, align 8, !dbg !274
    #dbg_declare(ptr %13, !275, !DIExpression(), !277)
  store i64 0, ptr %13, align 8, !dbg !277
  br label %178, !dbg !278

178:                                              ; preds = %197, %177
  %179 = load i64, ptr %13, align 8, !dbg !279
  %180 = load i64, ptr %9, align 8, !dbg !281
  %181 = icmp ult i64 %179, %180, !dbg !282
  br i1 %181, label %182, label %200, !dbg !283

182:                                              ; preds = %178
  %183 = load ptr, ptr %8, align 8, !dbg !284
  %184 = load i64, ptr %13, align 8, !dbg !286
  %185 = getelementptr inbounds %struct.pt, ptr %183, i64 %184, !dbg !284
  %186 = getelementptr inbounds %struct.pt, ptr %185, i32 0, i32 0, !dbg !287
  %187 = load double, ptr %186, align 8, !dbg !287
  %188 = load double, ptr %11, align 8, !dbg !288
  %189 = fadd double %188, %187, !dbg !288
  store double %189, ptr %11, align 8, !dbg !288
  %190 = load ptr, ptr %8, align 8, !dbg !289
  %191 = load i64, ptr %13, align 8, !dbg !290
  %192 = getelementptr inbounds %struct.pt, ptr %190, i64 %191, !dbg !289
  %193 = getelementptr inbounds %struct.pt, ptr %192, i32 0, i32 1, !dbg !291
  %194 = load double, ptr %193, align 8, !dbg !291
  %195 = load double, ptr %12, align 8, !dbg !292
  %196 = fadd double %195, %194, !dbg !292
  store double %196, ptr %12, align 8, !dbg !292
  br label %197, !dbg !293

197:                                              ; preds = %182
  %198 = load i64, ptr %13, align 8, !dbg !294
  %199 = add i64 %198, 1, !dbg !294
  store i64 %199, ptr %13, align 8, !dbg !294
  br label %178, !dbg !295, !llvm.loop !296

200:                                              ; preds = %178
  %201 = load double, ptr %11, align 8, !dbg !298
  %202 = load i64, ptr %9, align 8, !dbg !299
  %203 = uitofp i64 %202 to double, !dbg !299
  %204 = fdiv double %201, %203, !dbg !300
  %205 = load double, ptr %12, align 8, !dbg !301
  %206 = load i64, ptr %9, align 8, !dbg !302
  %207 = uitofp i64 %206 to double, !dbg !302
  %208 = fdiv double %205, %207, !dbg !303
  %209 = load ptr, ptr %8, align 8, !dbg !304
  %210 = load i64, ptr %9, align 8, !dbg !305
  %211 = sub i64 %210, 1, !dbg !306
  %212 = getelementptr inbounds %struct.pt, ptr %209, i64 %211, !dbg !304
  %213 = getelementptr inbounds %struct.pt, ptr %212, i32 0, i32 2, !dbg !307
  %214 = load i32, ptr %213, align 8, !dbg !307
  %215 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %204, double noundef %208, i32 noundef %214), !dbg !308
  %216 = load ptr, ptr %8, align 8, !dbg !309
  %217 = call ptr @realloc(ptr noundef %216, i64 noundef 240) #10, !dbg !310
  store ptr %217, ptr %8, align 8, !dbg !311
  %218 = load ptr, ptr %8, align 8, !dbg !312
  %219 = getelementptr inbounds %struct.pt, ptr %218, i64 9, !dbg !312
  %220 = getelementptr inbounds %struct.pt, ptr %219, i32 0, i32 2, !dbg !313
  %221 = load i32, ptr %220, align 8, !dbg !313
  %222 = load ptr, ptr %8, align 8, !dbg !314
  %223 = getelementptr inbounds %struct.pt, ptr %222, i64 9, !dbg !314
  %224 = getelementptr inbounds %struct.pt, ptr %223, i32 0, i32 0, !dbg !315
  %225 = load double, ptr %224, align 8, !dbg !315
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %221, double noundef %225), !dbg !316
  %227 = load ptr, ptr %8, align 8, !dbg !317
  call void @free(ptr noundef %227) #9, !dbg !318
    #dbg_declare(ptr %14, !319, !DIExpression(), !321)
  %228 = call ptr @realloc(ptr noundef null, i64 noundef 16) #10, !dbg !322
  store ptr %228, ptr %14, align 8, !dbg !321
  %229 = load ptr, ptr %14, align 8, !dbg !323
  %230 = call ptr @strcpy(ptr noundef %229, ptr noundef @.str.7) #9, !dbg !324
  %231 = load ptr, ptr %14, align 8, !dbg !325
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %231), !dbg !326
  %233 = load ptr, ptr %14, align 8, !dbg !327
  call void @free(ptr noundef %233) #9, !dbg !328
    #dbg_declare(ptr %15, !329, !DIExpression(), !335)
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 24, i1 false), !dbg !335
    #dbg_declare(ptr %16, !336, !DIExpression(), !338)
  store i32 0, ptr %16, align 4, !dbg !338
  br label %234, !dbg !339

234:                                              ; preds = %249, %200
  %235 = load i32, ptr %16, align 4, !dbg !340
  %236 = icmp slt i32 %235, 30, !dbg !342
  br i1 %236, label %237, label %252, !dbg !343

237:                                              ; preds = %234
    #dbg_declare(ptr %17, !344, !DIExpression(), !349)
  %238 = getelementptr inbounds [32 x i8], ptr %17, i64 0, i64 0, !dbg !350
  %239 = load i32, ptr %16, align 4, !dbg !351
  %240 = load i32, ptr %16, align 4, !dbg !352
  %241 = mul nsw i32 %239, %240, !dbg !353
  %242 = load i32, ptr %16, align 4, !dbg !354
  %243 = srem i32 %242, 5, !dbg !355
  %244 = icmp eq i32 %243, 4, !dbg !356
  %245 = zext i1 %244 to i64, !dbg !354
  %246 = select i1 %244, ptr @.str.10, ptr @.str.11, !dbg !354
  %247 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %238, i64 noundef 32, ptr noundef @.str.9, i32 noundef %241, ptr noundef %246) #9, !dbg !357
  %248 = getelementptr inbounds [32 x i8], ptr %17, i64 0, i64 0, !dbg !358
  call void @sb_append(ptr noundef %15, ptr noundef %248), !dbg !359
  br label %249, !dbg !360

249:                                              ; preds = %237
  %250 = load i32, ptr %16, align 4, !dbg !361
  %251 = add nsw i32 %250, 1, !dbg !361
  store i32 %251, ptr %16, align 4, !dbg !361
  br label %234, !dbg !362, !llvm.loop !363

252:                                              ; preds = %234
  %253 = getelementptr inbounds %struct.sb, ptr %15, i32 0, i32 1, !dbg !365
  %254 = load i64, ptr %253, align 8, !dbg !365
  %255 = getelementptr inbounds %struct.sb, ptr %15, i32 0, i32 2, !dbg !366
  %256 = load i64, ptr %255, align 8, !dbg !366
  %257 = getelementptr inbounds %struct.sb, ptr %15, i32 0, i32 0, !dbg !367
  %258 = load ptr, ptr %257, align 8, !dbg !367
  %259 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %254, i64 noundef %256, ptr noundef %258), !dbg !368
  %260 = getelementptr inbounds %struct.sb, ptr %15, i32 0, i32 0, !dbg !369
  %261 = load ptr, ptr %260, align 8, !dbg !369
  call void @free(ptr noundef %261) #9, !dbg !370
    #dbg_declare(ptr %18, !371, !DIExpression(), !373)
  store ptr null, ptr %18, align 8, !dbg !373
    #dbg_declare(ptr %19, !374, !DIExpression(), !375)
  store i64 0, ptr %19, align 8, !dbg !375
    #dbg_declare(ptr %20, !376, !DIExpression(), !379)
  store ptr @.str.13, ptr %20, align 8, !dbg !379
    #dbg_declare(ptr %21, !380, !DIExpression(), !381)
  %262 = load ptr, ptr %20, align 8, !dbg !382
  store ptr %262, ptr %21, align 8, !dbg !381
  br label %263, !dbg !383

263:                                              ; preds = %319, %252
  %264 = load ptr, ptr %21, align 8, !dbg !384
  %265 = load i8, ptr %264, align 1, !dbg !385
  %266 = icmp ne i8 %265, 0, !dbg !383
  br i1 %266, label %267, label %320, !dbg !383

267:                                              ; preds = %263
    #dbg_declare(ptr %22, !386, !DIExpression(), !388)
  %268 = load ptr, ptr %21, align 8, !dbg !389
  %269 = call ptr @strchr(ptr noundef %268, i32 noundef 32) #11, !dbg !390
  store ptr %269, ptr %22, align 8, !dbg !388
    #dbg_declare(ptr %23, !391, !DIExpression(), !392)
  %270 = load ptr, ptr %22, align 8, !dbg !393
  %271 = icmp ne ptr %270, null, !dbg !393
  br i1 %271, label %272, label %278, !dbg !393

272:                                              ; preds = %267
  %273 = load ptr, ptr %22, align 8, !dbg !394
  %274 = load ptr, ptr %21, align 8, !dbg !395
  %275 = ptrtoint ptr %273 to i64, !dbg !396
  %276 = ptrtoint ptr %274 to i64, !dbg !396
  %277 = sub i64 %275, %276, !dbg !396
  br label %281, !dbg !393

278:                                              ; preds = %267
  %279 = load ptr, ptr %21, align 8, !dbg !397
  %280 = call i64 @strlen(ptr noundef %279) #11, !dbg !398
  br label %281, !dbg !393

281:                                              ; preds = %278, %272
  %282 = phi i64 [ %277, %272 ], [ %280, %278 ], !dbg !393
  store i64 %282, ptr %23, align 8, !dbg !392
  %283 = load ptr, ptr %18, align 8, !dbg !399
  %284 = load i64, ptr %19, align 8, !dbg !400
  %285 = add i64 %284, 1, !dbg !401
  %286 = mul i64 %285, 8, !dbg !402
  %287 = call ptr @realloc(ptr noundef %283, i64 noundef %286) #10, !dbg !403
  store ptr %287, ptr %18, align 8, !dbg !404
  %288 = load i64, ptr %23, align 8, !dbg !405
  %289 = add i64 %288, 1, !dbg !406
  %290 = call noalias ptr @malloc(i64 noundef %289) #12, !dbg !407
  %291 = load ptr, ptr %18, align 8, !dbg !408
  %292 = load i64, ptr %19, align 8, !dbg !409
  %293 = getelementptr inbounds ptr, ptr %291, i64 %292, !dbg !408
  store ptr %290, ptr %293, align 8, !dbg !410
  %294 = load ptr, ptr %18, align 8, !dbg !411
  %295 = load i64, ptr %19, align 8, !dbg !412
  %296 = getelementptr inbounds ptr, ptr %294, i64 %295, !dbg !411
  %297 = load ptr, ptr %296, align 8, !dbg !411
  %298 = load ptr, ptr %21, align 8, !dbg !413
  %299 = load i64, ptr %23, align 8, !dbg !414
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %297, ptr align 1 %298, i64 %299, i1 false), !dbg !415
  %300 = load ptr, ptr %18, align 8, !dbg !416
  %301 = load i64, ptr %19, align 8, !dbg !417
  %302 = getelementptr inbounds ptr, ptr %300, i64 %301, !dbg !416
  %303 = load ptr, ptr %302, align 8, !dbg !416
  %304 = load i64, ptr %23, align 8, !dbg !418
  %305 = getelementptr inbounds i8, ptr %303, i64 %304, !dbg !416
  store i8 0, ptr %305, align 1, !dbg !419
  %306 = load i64, ptr %19, align 8, !dbg !420
  %307 = add i64 %306, 1, !dbg !420
  store i64 %307, ptr %19, align 8, !dbg !420
  %308 = load i64, ptr %23, align 8, !dbg !421
  %309 = load ptr, ptr %21, align 8, !dbg !422
  %310 = getelementptr inbounds i8, ptr %309, i64 %308, !dbg !422
  store ptr %310, ptr %21, align 8, !dbg !422
  br label %311, !dbg !423

311:                                              ; preds = %316, %281
  %312 = load ptr, ptr %21, align 8, !dbg !424
  %313 = load i8, ptr %312, align 1, !dbg !425
  %314 = sext i8 %313 to i32, !dbg !425
  %315 = icmp eq i32 %314, 32, !dbg !426
  br i1 %315, label %316, label %319, !dbg !423

316:                                              ; preds = %311
  %317 = load ptr, ptr %21, align 8, !dbg !427
  %318 = getelementptr inbounds i8, ptr %317, i32 1, !dbg !427
  store ptr %318, ptr %21, align 8, !dbg !427
  br label %311, !dbg !423, !llvm.loop !428

319:                                              ; preds = %311
  br label %263, !dbg !383, !llvm.loop !429

320:                                              ; preds = %263
  %321 = load i64, ptr %19, align 8, !dbg !431
  %322 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %321), !dbg !432
    #dbg_declare(ptr %24, !433, !DIExpression(), !435)
  %323 = load i64, ptr %19, align 8, !dbg !436
  store i64 %323, ptr %24, align 8, !dbg !435
  br label %324, !dbg !437

324:                                              ; preds = %328, %320
  %325 = load i64, ptr %24, align 8, !dbg !438
  %326 = add i64 %325, -1, !dbg !438
  store i64 %326, ptr %24, align 8, !dbg !438
  %327 = icmp ugt i64 %325, 0, !dbg !440
  br i1 %327, label %328, label %334, !dbg !441

328:                                              ; preds = %324
  %329 = load ptr, ptr %18, align 8, !dbg !442
  %330 = load i64, ptr %24, align 8, !dbg !443
  %331 = getelementptr inbounds ptr, ptr %329, i64 %330, !dbg !442
  %332 = load ptr, ptr %331, align 8, !dbg !442
  %333 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %332), !dbg !444
  br label %324, !dbg !445, !llvm.loop !446

334:                                              ; preds = %324
  %335 = call i32 (ptr, ...) @printf(ptr noundef @.str.16), !dbg !448
    #dbg_declare(ptr %25, !449, !DIExpression(), !451)
  store i64 0, ptr %25, align 8, !dbg !451
  br label %336, !dbg !452

336:                                              ; preds = %345, %334
  %337 = load i64, ptr %25, align 8, !dbg !453
  %338 = load i64, ptr %19, align 8, !dbg !455
  %339 = icmp ult i64 %337, %338, !dbg !456
  br i1 %339, label %340, label %348, !dbg !457

340:                                              ; preds = %336
  %341 = load ptr, ptr %18, align 8, !dbg !458
  %342 = load i64, ptr %25, align 8, !dbg !459
  %343 = getelementptr inbounds ptr, ptr %341, i64 %342, !dbg !458
  %344 = load ptr, ptr %343, align 8, !dbg !458
  call void @free(ptr noundef %344) #9, !dbg !460
  br label %345, !dbg !460

345:                                              ; preds = %340
  %346 = load i64, ptr %25, align 8, !dbg !461
  %347 = add i64 %346, 1, !dbg !461
  store i64 %347, ptr %25, align 8, !dbg !461
  br label %336, !dbg !462, !llvm.loop !463

348:                                              ; preds = %336
  %349 = load ptr, ptr %18, align 8, !dbg !465
  call void @free(ptr noundef %349) #9, !dbg !466
  ret i32 0, !dbg !467
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec_push(ptr noundef %0, i32 noundef %1) #0 !dbg !468 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !472, !DIExpression(), !473)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !474, !DIExpression(), !475)
  %7 = load ptr, ptr %3, align 8, !dbg !476
  %8 = getelementptr inbounds %struct.vec, ptr %7, i32 0, i32 1, !dbg !478
  %9 = load i64, ptr %8, align 8, !dbg !478
  %10 = load ptr, ptr %3, align 8, !dbg !479
  %11 = getelementptr inbounds %struct.vec, ptr %10, i32 0, i32 2, !dbg !480
  %12 = load i64, ptr %11, align 8, !dbg !480
  %13 = icmp eq i64 %9, %12, !dbg !481
  br i1 %13, label %14, label %47, !dbg !482

14:                                               ; preds = %2
    #dbg_declare(ptr %5, !483, !DIExpression(), !485)
  %15 = load ptr, ptr %3, align 8, !dbg !486
  %16 = getelementptr inbounds %struct.vec, ptr %15, i32 0, i32 2, !dbg !487
  %17 = load i64, ptr %16, align 8, !dbg !487
  %18 = icmp ne i64 %17, 0, !dbg !486
  br i1 %18, label %19, label %24, !dbg !486

19:                                               ; preds = %14
  %20 = load ptr, ptr %3, align 8, !dbg !488
  %21 = getelementptr inbounds %struct.vec, ptr %20, i32 0, i32 2, !dbg !489
  %22 = load i64, ptr %21, align 8, !dbg !489
  %23 = mul i64 %22, 2, !dbg !490
  br label %25, !dbg !486

24:                                               ; preds = %14
  br label %25, !dbg !486

25:                                               ; preds = %24, %19
  %26 = phi i64 [ %23, %19 ], [ 1, %24 ], !dbg !486
  store i64 %26, ptr %5, align 8, !dbg !485
    #dbg_declare(ptr %6, !491, !DIExpression(), !492)
  %27 = load ptr, ptr %3, align 8, !dbg !493
  %28 = getelementptr inbounds %struct.vec, ptr %27, i32 0, i32 0, !dbg !494
  %29 = load ptr, ptr %28, align 8, !dbg !494
  %30 = load i64, ptr %5, align 8, !dbg !495
  %31 = mul i64 %30, 4, !dbg !496
  %32 = call ptr @realloc(ptr noundef %29, i64 noundef %31) #10, !dbg !497
  store ptr %32, ptr %6, align 8, !dbg !492
  %33 = load ptr, ptr %6, align 8, !dbg !498
  %34 = icmp ne ptr %33, null, !dbg !498
  br i1 %34, label %36, label %35, !dbg !500

35:                                               ; preds = %25
  call void @exit(i32 noundef 1) #13, !dbg !501
  unreachable, !dbg !501

36:                                               ; preds = %25
  %37 = load ptr, ptr %6, align 8, !dbg !502
  %38 = load ptr, ptr %3, align 8, !dbg !503
  %39 = getelementptr inbounds %struct.vec, ptr %38, i32 0, i32 0, !dbg !504
  store ptr %37, ptr %39, align 8, !dbg !505
  %40 = load i64, ptr %5, align 8, !dbg !506
  %41 = load ptr, ptr %3, align 8, !dbg !507
  %42 = getelementptr inbounds %struct.vec, ptr %41, i32 0, i32 2, !dbg !508
  store i64 %40, ptr %42, align 8, !dbg !509
  %43 = load ptr, ptr %3, align 8, !dbg !510
  %44 = getelementptr inbounds %struct.vec, ptr %43, i32 0, i32 3, !dbg !511
  %45 = load i32, ptr %44, align 8, !dbg !512
  %46 = add nsw i32 %45, 1, !dbg !512
  store i32 %46, ptr %44, align 8, !dbg !512
  br label %47, !dbg !513

47:                                               ; preds = %36, %2
  %48 = load i32, ptr %4, align 4, !dbg !514
  %49 = load ptr, ptr %3, align 8, !dbg !515
  %50 = getelementptr inbounds %struct.vec, ptr %49, i32 0, i32 0, !dbg !516
  %51 = load ptr, ptr %50, align 8, !dbg !516
  %52 = load ptr, ptr %3, align 8, !dbg !517
  %53 = getelementptr inbounds %struct.vec, ptr %52, i32 0, i32 1, !dbg !518
  %54 = load i64, ptr %53, align 8, !dbg !519
  %55 = add i64 %54, 1, !dbg !519
  store i64 %55, ptr %53, align 8, !dbg !519
  %56 = getelementptr inbounds i32, ptr %51, i64 %54, !dbg !515
  store i32 %48, ptr %56, align 4, !dbg !520
  ret void, !dbg !521
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec_insert(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 !dbg !522 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !525, !DIExpression(), !526)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !527, !DIExpression(), !528)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !529, !DIExpression(), !530)
  %7 = load ptr, ptr %4, align 8, !dbg !531
  call void @vec_push(ptr noundef %7, i32 noundef 0), !dbg !532
  %8 = load ptr, ptr %4, align 8, !dbg !533
  %9 = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 0, !dbg !534
  %10 = load ptr, ptr %9, align 8, !dbg !534
  %11 = load i64, ptr %5, align 8, !dbg !535
  %12 = add i64 %11, 1, !dbg !536
  %13 = getelementptr inbounds i32, ptr %10, i64 %12, !dbg !533
  %14 = load ptr, ptr %4, align 8, !dbg !537
  %15 = getelementptr inbounds %struct.vec, ptr %14, i32 0, i32 0, !dbg !538
  %16 = load ptr, ptr %15, align 8, !dbg !538
  %17 = load i64, ptr %5, align 8, !dbg !539
  %18 = getelementptr inbounds i32, ptr %16, i64 %17, !dbg !537
  %19 = load ptr, ptr %4, align 8, !dbg !540
  %20 = getelementptr inbounds %struct.vec, ptr %19, i32 0, i32 1, !dbg !541
  %21 = load i64, ptr %20, align 8, !dbg !541
  %22 = sub i64 %21, 1, !dbg !542
  %23 = load i64, ptr %5, align 8, !dbg !543
  %24 = sub i64 %22, %23, !dbg !544
  %25 = mul i64 %24, 4, !dbg !545
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %13, ptr align 4 %18, i64 %25, i1 false), !dbg !546
  %26 = load i32, ptr %6, align 4, !dbg !547
  %27 = load ptr, ptr %4, align 8, !dbg !548
  %28 = getelementptr inbounds %struct.vec, ptr %27, i32 0, i32 0, !dbg !549
  %29 = load ptr, ptr %28, align 8, !dbg !549
  %30 = load i64, ptr %5, align 8, !dbg !550
  %31 = getelementptr inbounds i32, ptr %29, i64 %30, !dbg !548
  store i32 %26, ptr %31, align 4, !dbg !551
  ret void, !dbg !552
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec_remove(ptr noundef %0, i64 noundef %1) #0 !dbg !553 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !556, !DIExpression(), !557)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !558, !DIExpression(), !559)
  %5 = load ptr, ptr %3, align 8, !dbg !560
  %6 = getelementptr inbounds %struct.vec, ptr %5, i32 0, i32 0, !dbg !561
  %7 = load ptr, ptr %6, align 8, !dbg !561
  %8 = load i64, ptr %4, align 8, !dbg !562
  %9 = getelementptr inbounds i32, ptr %7, i64 %8, !dbg !560
  %10 = load ptr, ptr %3, align 8, !dbg !563
  %11 = getelementptr inbounds %struct.vec, ptr %10, i32 0, i32 0, !dbg !564
  %12 = load ptr, ptr %11, align 8, !dbg !564
  %13 = load i64, ptr %4, align 8, !dbg !565
  %14 = add i64 %13, 1, !dbg !566
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !563
  %16 = load ptr, ptr %3, align 8, !dbg !567
  %17 = getelementptr inbounds %struct.vec, ptr %16, i32 0, i32 1, !dbg !568
  %18 = load i64, ptr %17, align 8, !dbg !568
  %19 = load i64, ptr %4, align 8, !dbg !569
  %20 = sub i64 %18, %19, !dbg !570
  %21 = sub i64 %20, 1, !dbg !571
  %22 = mul i64 %21, 4, !dbg !572
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %9, ptr align 4 %15, i64 %22, i1 false), !dbg !573
  %23 = load ptr, ptr %3, align 8, !dbg !574
  %24 = getelementptr inbounds %struct.vec, ptr %23, i32 0, i32 1, !dbg !575
  %25 = load i64, ptr %24, align 8, !dbg !576
  %26 = add i64 %25, -1, !dbg !576
  store i64 %26, ptr %24, align 8, !dbg !576
  ret void, !dbg !577
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vec_shrink(ptr noundef %0) #0 !dbg !578 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !581, !DIExpression(), !582)
  %3 = load ptr, ptr %2, align 8, !dbg !583
  %4 = getelementptr inbounds %struct.vec, ptr %3, i32 0, i32 1, !dbg !584
  %5 = load i64, ptr %4, align 8, !dbg !584
  %6 = icmp ne i64 %5, 0, !dbg !583
  br i1 %6, label %7, label %11, !dbg !583

7:                                                ; preds = %1
  %8 = load ptr, ptr %2, align 8, !dbg !585
  %9 = getelementptr inbounds %struct.vec, ptr %8, i32 0, i32 1, !dbg !586
  %10 = load i64, ptr %9, align 8, !dbg !586
  br label %12, !dbg !583

11:                                               ; preds = %1
  br label %12, !dbg !583

12:                                               ; preds = %11, %7
  %13 = phi i64 [ %10, %7 ], [ 1, %11 ], !dbg !583
  %14 = load ptr, ptr %2, align 8, !dbg !587
  %15 = getelementptr inbounds %struct.vec, ptr %14, i32 0, i32 2, !dbg !588
  store i64 %13, ptr %15, align 8, !dbg !589
  %16 = load ptr, ptr %2, align 8, !dbg !590
  %17 = getelementptr inbounds %struct.vec, ptr %16, i32 0, i32 0, !dbg !591
  %18 = load ptr, ptr %17, align 8, !dbg !591
  %19 = load ptr, ptr %2, align 8, !dbg !592
  %20 = getelementptr inbounds %struct.vec, ptr %19, i32 0, i32 2, !dbg !593
  %21 = load i64, ptr %20, align 8, !dbg !593
  %22 = mul i64 %21, 4, !dbg !594
  %23 = call ptr @realloc(ptr noundef %18, i64 noundef %22) #10, !dbg !595
  %24 = load ptr, ptr %2, align 8, !dbg !596
  %25 = getelementptr inbounds %struct.vec, ptr %24, i32 0, i32 0, !dbg !597
  store ptr %23, ptr %25, align 8, !dbg !598
  ret void, !dbg !599
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #4

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sb_append(ptr noundef %0, ptr noundef %1) #0 !dbg !600 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !604, !DIExpression(), !605)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !606, !DIExpression(), !607)
    #dbg_declare(ptr %5, !608, !DIExpression(), !609)
  %6 = load ptr, ptr %4, align 8, !dbg !610
  %7 = call i64 @strlen(ptr noundef %6) #11, !dbg !611
  store i64 %7, ptr %5, align 8, !dbg !609
  %8 = load ptr, ptr %3, align 8, !dbg !612
  %9 = getelementptr inbounds %struct.sb, ptr %8, i32 0, i32 1, !dbg !614
  %10 = load i64, ptr %9, align 8, !dbg !614
  %11 = load i64, ptr %5, align 8, !dbg !615
  %12 = add i64 %10, %11, !dbg !616
  %13 = add i64 %12, 1, !dbg !617
  %14 = load ptr, ptr %3, align 8, !dbg !618
  %15 = getelementptr inbounds %struct.sb, ptr %14, i32 0, i32 2, !dbg !619
  %16 = load i64, ptr %15, align 8, !dbg !619
  %17 = icmp ugt i64 %13, %16, !dbg !620
  br i1 %17, label %18, label %55, !dbg !621

18:                                               ; preds = %2
  br label %19, !dbg !622

19:                                               ; preds = %41, %18
  %20 = load ptr, ptr %3, align 8, !dbg !624
  %21 = getelementptr inbounds %struct.sb, ptr %20, i32 0, i32 1, !dbg !625
  %22 = load i64, ptr %21, align 8, !dbg !625
  %23 = load i64, ptr %5, align 8, !dbg !626
  %24 = add i64 %22, %23, !dbg !627
  %25 = add i64 %24, 1, !dbg !628
  %26 = load ptr, ptr %3, align 8, !dbg !629
  %27 = getelementptr inbounds %struct.sb, ptr %26, i32 0, i32 2, !dbg !630
  %28 = load i64, ptr %27, align 8, !dbg !630
  %29 = icmp ugt i64 %25, %28, !dbg !631
  br i1 %29, label %30, label %45, !dbg !622

30:                                               ; preds = %19
  %31 = load ptr, ptr %3, align 8, !dbg !632
  %32 = getelementptr inbounds %struct.sb, ptr %31, i32 0, i32 2, !dbg !633
  %33 = load i64, ptr %32, align 8, !dbg !633
  %34 = icmp ne i64 %33, 0, !dbg !632
  br i1 %34, label %35, label %40, !dbg !632

35:                                               ; preds = %30
  %36 = load ptr, ptr %3, align 8, !dbg !634
  %37 = getelementptr inbounds %struct.sb, ptr %36, i32 0, i32 2, !dbg !635
  %38 = load i64, ptr %37, align 8, !dbg !635
  %39 = mul i64 %38, 2, !dbg !636
  br label %41, !dbg !632

40:                                               ; preds = %30
  br label %41, !dbg !632

41:                                               ; preds = %40, %35
  %42 = phi i64 [ %39, %35 ], [ 8, %40 ], !dbg !632
  %43 = load ptr, ptr %3, align 8, !dbg !637
  %44 = getelementptr inbounds %struct.sb, ptr %43, i32 0, i32 2, !dbg !638
  store i64 %42, ptr %44, align 8, !dbg !639
  br label %19, !dbg !622, !llvm.loop !640

45:                                               ; preds = %19
  %46 = load ptr, ptr %3, align 8, !dbg !642
  %47 = getelementptr inbounds %struct.sb, ptr %46, i32 0, i32 0, !dbg !643
  %48 = load ptr, ptr %47, align 8, !dbg !643
  %49 = load ptr, ptr %3, align 8, !dbg !644
  %50 = getelementptr inbounds %struct.sb, ptr %49, i32 0, i32 2, !dbg !645
  %51 = load i64, ptr %50, align 8, !dbg !645
  %52 = call ptr @realloc(ptr noundef %48, i64 noundef %51) #10, !dbg !646
  %53 = load ptr, ptr %3, align 8, !dbg !647
  %54 = getelementptr inbounds %struct.sb, ptr %53, i32 0, i32 0, !dbg !648
  store ptr %52, ptr %54, align 8, !dbg !649
  br label %55, !dbg !650

55:                                               ; preds = %45, %2
  %56 = load ptr, ptr %3, align 8, !dbg !651
  %57 = getelementptr inbounds %struct.sb, ptr %56, i32 0, i32 0, !dbg !652
  %58 = load ptr, ptr %57, align 8, !dbg !652
  %59 = load ptr, ptr %3, align 8, !dbg !653
  %60 = getelementptr inbounds %struct.sb, ptr %59, i32 0, i32 1, !dbg !654
  %61 = load i64, ptr %60, align 8, !dbg !654
  %62 = getelementptr inbounds i8, ptr %58, i64 %61, !dbg !655
  %63 = load ptr, ptr %4, align 8, !dbg !656
  %64 = load i64, ptr %5, align 8, !dbg !657
  %65 = add i64 %64, 1, !dbg !658
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %62, ptr align 1 %63, i64 %65, i1 false), !dbg !659
  %66 = load i64, ptr %5, align 8, !dbg !660
  %67 = load ptr, ptr %3, align 8, !dbg !661
  %68 = getelementptr inbounds %struct.sb, ptr %67, i32 0, i32 1, !dbg !662
  %69 = load i64, ptr %68, align 8, !dbg !663
  %70 = add i64 %69, %66, !dbg !663
  store i64 %70, ptr %68, align 8, !dbg !663
  ret void, !dbg !664
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #5

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #5

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(1) }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { noreturn nounwind }

!llvm.dbg.cu = !{!78}
!llvm.module.flags = !{!86, !87, !88, !89, !90, !91, !92}
!llvm.ident = !{!93}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "dyn_array.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "c8ab6d9232f8b6f412a6cfc4571b59e7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 472, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 59)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 41)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 29)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 34)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !29, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 13)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 5)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 3)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 2)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 28)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 60)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 21)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !41, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !56, isLocal: true, isDefinition: true)
!78 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !79, globals: !85, splitDebugInlining: false, nameTableKind: None)
!79 = !{!80, !81, !84}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !82, line: 18, baseType: !83)
!82 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!83 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!85 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !44, !49, !54, !59, !64, !69, !74, !76}
!86 = !{i32 7, !"Dwarf Version", i32 5}
!87 = !{i32 2, !"Debug Info Version", i32 3}
!88 = !{i32 1, !"wchar_size", i32 4}
!89 = !{i32 8, !"PIC Level", i32 2}
!90 = !{i32 7, !"PIE Level", i32 2}
!91 = !{i32 7, !"uwtable", i32 2}
!92 = !{i32 7, !"frame-pointer", i32 2}
!93 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!94 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 63, type: !95, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !78, retainedNodes: !98)
!95 = !DISubroutineType(types: !96)
!96 = !{!97}
!97 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!98 = !{}
!99 = !DILocalVariable(name: "v", scope: !94, file: !2, line: 64, type: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec", file: !2, line: 7, size: 256, elements: !101)
!101 = !{!102, !104, !105, !106}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !100, file: !2, line: 8, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !100, file: !2, line: 9, baseType: !81, size: 64, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !100, file: !2, line: 9, baseType: !81, size: 64, offset: 128)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "grows", scope: !100, file: !2, line: 10, baseType: !97, size: 32, offset: 192)
!107 = !DILocation(line: 64, column: 16, scope: !94)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 65, type: !97)
!109 = distinct !DILexicalBlock(scope: !94, file: !2, line: 65, column: 5)
!110 = !DILocation(line: 65, column: 14, scope: !109)
!111 = !DILocation(line: 65, column: 10, scope: !109)
!112 = !DILocation(line: 65, column: 21, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !2, line: 65, column: 5)
!114 = !DILocation(line: 65, column: 23, scope: !113)
!115 = !DILocation(line: 65, column: 5, scope: !109)
!116 = !DILocation(line: 66, column: 22, scope: !113)
!117 = !DILocation(line: 66, column: 24, scope: !113)
!118 = !DILocation(line: 66, column: 28, scope: !113)
!119 = !DILocation(line: 66, column: 9, scope: !113)
!120 = !DILocation(line: 65, column: 32, scope: !113)
!121 = !DILocation(line: 65, column: 5, scope: !113)
!122 = distinct !{!122, !115, !123, !124}
!123 = !DILocation(line: 66, column: 34, scope: !109)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !DILocation(line: 67, column: 44, scope: !94)
!126 = !DILocation(line: 67, column: 51, scope: !94)
!127 = !DILocation(line: 67, column: 58, scope: !94)
!128 = !DILocation(line: 67, column: 5, scope: !94)
!129 = !DILocalVariable(name: "s", scope: !94, file: !2, line: 68, type: !84)
!130 = !DILocation(line: 68, column: 10, scope: !94)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 69, type: !81)
!132 = distinct !DILexicalBlock(scope: !94, file: !2, line: 69, column: 5)
!133 = !DILocation(line: 69, column: 17, scope: !132)
!134 = !DILocation(line: 69, column: 10, scope: !132)
!135 = !DILocation(line: 69, column: 24, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 69, column: 5)
!137 = !DILocation(line: 69, column: 30, scope: !136)
!138 = !DILocation(line: 69, column: 26, scope: !136)
!139 = !DILocation(line: 69, column: 5, scope: !132)
!140 = !DILocation(line: 70, column: 16, scope: !136)
!141 = !DILocation(line: 70, column: 21, scope: !136)
!142 = !DILocation(line: 70, column: 14, scope: !136)
!143 = !DILocation(line: 70, column: 11, scope: !136)
!144 = !DILocation(line: 70, column: 9, scope: !136)
!145 = !DILocation(line: 69, column: 36, scope: !136)
!146 = !DILocation(line: 69, column: 5, scope: !136)
!147 = distinct !{!147, !139, !148, !124}
!148 = !DILocation(line: 70, column: 22, scope: !132)
!149 = !DILocation(line: 71, column: 25, scope: !94)
!150 = !DILocation(line: 71, column: 5, scope: !94)
!151 = !DILocation(line: 72, column: 5, scope: !94)
!152 = !DILocation(line: 73, column: 5, scope: !94)
!153 = !DILocation(line: 74, column: 22, scope: !94)
!154 = !DILocation(line: 74, column: 5, scope: !94)
!155 = !DILocation(line: 75, column: 77, scope: !94)
!156 = !DILocation(line: 75, column: 84, scope: !94)
!157 = !DILocation(line: 75, column: 82, scope: !94)
!158 = !DILocation(line: 76, column: 14, scope: !94)
!159 = !DILocation(line: 76, column: 12, scope: !94)
!160 = !DILocation(line: 76, column: 27, scope: !94)
!161 = !DILocation(line: 76, column: 34, scope: !94)
!162 = !DILocation(line: 76, column: 38, scope: !94)
!163 = !DILocation(line: 76, column: 25, scope: !94)
!164 = !DILocation(line: 76, column: 46, scope: !94)
!165 = !DILocation(line: 76, column: 44, scope: !94)
!166 = !DILocation(line: 75, column: 5, scope: !94)
!167 = !DILocalVariable(name: "k", scope: !168, file: !2, line: 77, type: !97)
!168 = distinct !DILexicalBlock(scope: !94, file: !2, line: 77, column: 5)
!169 = !DILocation(line: 77, column: 14, scope: !168)
!170 = !DILocation(line: 77, column: 10, scope: !168)
!171 = !DILocation(line: 77, column: 21, scope: !172)
!172 = distinct !DILexicalBlock(scope: !168, file: !2, line: 77, column: 5)
!173 = !DILocation(line: 77, column: 23, scope: !172)
!174 = !DILocation(line: 77, column: 5, scope: !168)
!175 = !DILocation(line: 78, column: 33, scope: !172)
!176 = !DILocation(line: 78, column: 35, scope: !172)
!177 = !DILocation(line: 78, column: 24, scope: !172)
!178 = !DILocation(line: 78, column: 44, scope: !172)
!179 = !DILocation(line: 78, column: 40, scope: !172)
!180 = !DILocation(line: 78, column: 9, scope: !172)
!181 = !DILocation(line: 77, column: 31, scope: !172)
!182 = !DILocation(line: 77, column: 5, scope: !172)
!183 = distinct !{!183, !174, !184, !124}
!184 = !DILocation(line: 78, column: 47, scope: !168)
!185 = !DILocation(line: 79, column: 59, scope: !94)
!186 = !DILocation(line: 79, column: 66, scope: !94)
!187 = !DILocation(line: 79, column: 64, scope: !94)
!188 = !DILocation(line: 79, column: 77, scope: !94)
!189 = !DILocation(line: 79, column: 84, scope: !94)
!190 = !DILocation(line: 79, column: 88, scope: !94)
!191 = !DILocation(line: 79, column: 75, scope: !94)
!192 = !DILocation(line: 79, column: 5, scope: !94)
!193 = !DILocation(line: 80, column: 5, scope: !94)
!194 = !DILocation(line: 81, column: 7, scope: !94)
!195 = !DILocalVariable(name: "i", scope: !196, file: !2, line: 82, type: !81)
!196 = distinct !DILexicalBlock(scope: !94, file: !2, line: 82, column: 5)
!197 = !DILocation(line: 82, column: 17, scope: !196)
!198 = !DILocation(line: 82, column: 10, scope: !196)
!199 = !DILocation(line: 82, column: 24, scope: !200)
!200 = distinct !DILexicalBlock(scope: !196, file: !2, line: 82, column: 5)
!201 = !DILocation(line: 82, column: 30, scope: !200)
!202 = !DILocation(line: 82, column: 26, scope: !200)
!203 = !DILocation(line: 82, column: 5, scope: !196)
!204 = !DILocation(line: 83, column: 16, scope: !200)
!205 = !DILocation(line: 83, column: 21, scope: !200)
!206 = !DILocation(line: 83, column: 14, scope: !200)
!207 = !DILocation(line: 83, column: 33, scope: !200)
!208 = !DILocation(line: 83, column: 35, scope: !200)
!209 = !DILocation(line: 83, column: 24, scope: !200)
!210 = !DILocation(line: 83, column: 11, scope: !200)
!211 = !DILocation(line: 83, column: 9, scope: !200)
!212 = !DILocation(line: 82, column: 36, scope: !200)
!213 = !DILocation(line: 82, column: 5, scope: !200)
!214 = distinct !{!214, !203, !215, !124}
!215 = !DILocation(line: 83, column: 38, scope: !196)
!216 = !DILocation(line: 84, column: 47, scope: !94)
!217 = !DILocation(line: 84, column: 52, scope: !94)
!218 = !DILocation(line: 84, column: 5, scope: !94)
!219 = !DILocation(line: 85, column: 12, scope: !94)
!220 = !DILocation(line: 85, column: 5, scope: !94)
!221 = !DILocalVariable(name: "pts", scope: !94, file: !2, line: 87, type: !222)
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !223, size: 64)
!223 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pt", file: !2, line: 58, size: 192, elements: !224)
!224 = !{!225, !227, !228}
!225 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !223, file: !2, line: 59, baseType: !226, size: 64)
!226 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !223, file: !2, line: 59, baseType: !226, size: 64, offset: 64)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !223, file: !2, line: 60, baseType: !97, size: 32, offset: 128)
!229 = !DILocation(line: 87, column: 16, scope: !94)
!230 = !DILocalVariable(name: "n", scope: !94, file: !2, line: 88, type: !81)
!231 = !DILocation(line: 88, column: 12, scope: !94)
!232 = !DILocalVariable(name: "i", scope: !233, file: !2, line: 89, type: !97)
!233 = distinct !DILexicalBlock(scope: !94, file: !2, line: 89, column: 5)
!234 = !DILocation(line: 89, column: 14, scope: !233)
!235 = !DILocation(line: 89, column: 10, scope: !233)
!236 = !DILocation(line: 89, column: 21, scope: !237)
!237 = distinct !DILexicalBlock(scope: !233, file: !2, line: 89, column: 5)
!238 = !DILocation(line: 89, column: 23, scope: !237)
!239 = !DILocation(line: 89, column: 5, scope: !233)
!240 = !DILocation(line: 90, column: 23, scope: !241)
!241 = distinct !DILexicalBlock(scope: !237, file: !2, line: 89, column: 35)
!242 = !DILocation(line: 90, column: 29, scope: !241)
!243 = !DILocation(line: 90, column: 31, scope: !241)
!244 = !DILocation(line: 90, column: 36, scope: !241)
!245 = !DILocation(line: 90, column: 15, scope: !241)
!246 = !DILocation(line: 90, column: 13, scope: !241)
!247 = !DILocation(line: 91, column: 20, scope: !241)
!248 = !DILocation(line: 91, column: 22, scope: !241)
!249 = !DILocation(line: 91, column: 9, scope: !241)
!250 = !DILocation(line: 91, column: 13, scope: !241)
!251 = !DILocation(line: 91, column: 16, scope: !241)
!252 = !DILocation(line: 91, column: 18, scope: !241)
!253 = !DILocation(line: 92, column: 21, scope: !241)
!254 = !DILocation(line: 92, column: 20, scope: !241)
!255 = !DILocation(line: 92, column: 23, scope: !241)
!256 = !DILocation(line: 92, column: 9, scope: !241)
!257 = !DILocation(line: 92, column: 13, scope: !241)
!258 = !DILocation(line: 92, column: 16, scope: !241)
!259 = !DILocation(line: 92, column: 18, scope: !241)
!260 = !DILocation(line: 93, column: 21, scope: !241)
!261 = !DILocation(line: 93, column: 9, scope: !241)
!262 = !DILocation(line: 93, column: 13, scope: !241)
!263 = !DILocation(line: 93, column: 16, scope: !241)
!264 = !DILocation(line: 93, column: 19, scope: !241)
!265 = !DILocation(line: 94, column: 10, scope: !241)
!266 = !DILocation(line: 95, column: 5, scope: !241)
!267 = !DILocation(line: 89, column: 31, scope: !237)
!268 = !DILocation(line: 89, column: 5, scope: !237)
!269 = distinct !{!269, !239, !270, !124}
!270 = !DILocation(line: 95, column: 5, scope: !233)
!271 = !DILocalVariable(name: "cx", scope: !94, file: !2, line: 96, type: !226)
!272 = !DILocation(line: 96, column: 12, scope: !94)
!273 = !DILocalVariable(name: "cy", scope: !94, file: !2, line: 96, type: !226)
!274 = !DILocation(line: 96, column: 20, scope: !94)
!275 = !DILocalVariable(name: "i", scope: !276, file: !2, line: 97, type: !81)
!276 = distinct !DILexicalBlock(scope: !94, file: !2, line: 97, column: 5)
!277 = !DILocation(line: 97, column: 17, scope: !276)
!278 = !DILocation(line: 97, column: 10, scope: !276)
!279 = !DILocation(line: 97, column: 24, scope: !280)
!280 = distinct !DILexicalBlock(scope: !276, file: !2, line: 97, column: 5)
!281 = !DILocation(line: 97, column: 28, scope: !280)
!282 = !DILocation(line: 97, column: 26, scope: !280)
!283 = !DILocation(line: 97, column: 5, scope: !276)
!284 = !DILocation(line: 98, column: 15, scope: !285)
!285 = distinct !DILexicalBlock(scope: !280, file: !2, line: 97, column: 36)
!286 = !DILocation(line: 98, column: 19, scope: !285)
!287 = !DILocation(line: 98, column: 22, scope: !285)
!288 = !DILocation(line: 98, column: 12, scope: !285)
!289 = !DILocation(line: 99, column: 15, scope: !285)
!290 = !DILocation(line: 99, column: 19, scope: !285)
!291 = !DILocation(line: 99, column: 22, scope: !285)
!292 = !DILocation(line: 99, column: 12, scope: !285)
!293 = !DILocation(line: 100, column: 5, scope: !285)
!294 = !DILocation(line: 97, column: 32, scope: !280)
!295 = !DILocation(line: 97, column: 5, scope: !280)
!296 = distinct !{!296, !283, !297, !124}
!297 = !DILocation(line: 100, column: 5, scope: !276)
!298 = !DILocation(line: 101, column: 50, scope: !94)
!299 = !DILocation(line: 101, column: 55, scope: !94)
!300 = !DILocation(line: 101, column: 53, scope: !94)
!301 = !DILocation(line: 101, column: 58, scope: !94)
!302 = !DILocation(line: 101, column: 63, scope: !94)
!303 = !DILocation(line: 101, column: 61, scope: !94)
!304 = !DILocation(line: 101, column: 66, scope: !94)
!305 = !DILocation(line: 101, column: 70, scope: !94)
!306 = !DILocation(line: 101, column: 72, scope: !94)
!307 = !DILocation(line: 101, column: 77, scope: !94)
!308 = !DILocation(line: 101, column: 5, scope: !94)
!309 = !DILocation(line: 102, column: 19, scope: !94)
!310 = !DILocation(line: 102, column: 11, scope: !94)
!311 = !DILocation(line: 102, column: 9, scope: !94)
!312 = !DILocation(line: 103, column: 50, scope: !94)
!313 = !DILocation(line: 103, column: 57, scope: !94)
!314 = !DILocation(line: 103, column: 61, scope: !94)
!315 = !DILocation(line: 103, column: 68, scope: !94)
!316 = !DILocation(line: 103, column: 5, scope: !94)
!317 = !DILocation(line: 104, column: 10, scope: !94)
!318 = !DILocation(line: 104, column: 5, scope: !94)
!319 = !DILocalVariable(name: "p", scope: !94, file: !2, line: 106, type: !320)
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!321 = !DILocation(line: 106, column: 11, scope: !94)
!322 = !DILocation(line: 106, column: 15, scope: !94)
!323 = !DILocation(line: 107, column: 12, scope: !94)
!324 = !DILocation(line: 107, column: 5, scope: !94)
!325 = !DILocation(line: 108, column: 20, scope: !94)
!326 = !DILocation(line: 108, column: 5, scope: !94)
!327 = !DILocation(line: 109, column: 10, scope: !94)
!328 = !DILocation(line: 109, column: 5, scope: !94)
!329 = !DILocalVariable(name: "b", scope: !94, file: !2, line: 110, type: !330)
!330 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "sb", file: !2, line: 42, size: 192, elements: !331)
!331 = !{!332, !333, !334}
!332 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !330, file: !2, line: 43, baseType: !320, size: 64)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !330, file: !2, line: 44, baseType: !81, size: 64, offset: 64)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !330, file: !2, line: 44, baseType: !81, size: 64, offset: 128)
!335 = !DILocation(line: 110, column: 15, scope: !94)
!336 = !DILocalVariable(name: "i", scope: !337, file: !2, line: 111, type: !97)
!337 = distinct !DILexicalBlock(scope: !94, file: !2, line: 111, column: 5)
!338 = !DILocation(line: 111, column: 14, scope: !337)
!339 = !DILocation(line: 111, column: 10, scope: !337)
!340 = !DILocation(line: 111, column: 21, scope: !341)
!341 = distinct !DILexicalBlock(scope: !337, file: !2, line: 111, column: 5)
!342 = !DILocation(line: 111, column: 23, scope: !341)
!343 = !DILocation(line: 111, column: 5, scope: !337)
!344 = !DILocalVariable(name: "tmp", scope: !345, file: !2, line: 112, type: !346)
!345 = distinct !DILexicalBlock(scope: !341, file: !2, line: 111, column: 34)
!346 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !347)
!347 = !{!348}
!348 = !DISubrange(count: 32)
!349 = !DILocation(line: 112, column: 14, scope: !345)
!350 = !DILocation(line: 113, column: 18, scope: !345)
!351 = !DILocation(line: 113, column: 43, scope: !345)
!352 = !DILocation(line: 113, column: 47, scope: !345)
!353 = !DILocation(line: 113, column: 45, scope: !345)
!354 = !DILocation(line: 113, column: 50, scope: !345)
!355 = !DILocation(line: 113, column: 52, scope: !345)
!356 = !DILocation(line: 113, column: 56, scope: !345)
!357 = !DILocation(line: 113, column: 9, scope: !345)
!358 = !DILocation(line: 114, column: 23, scope: !345)
!359 = !DILocation(line: 114, column: 9, scope: !345)
!360 = !DILocation(line: 115, column: 5, scope: !345)
!361 = !DILocation(line: 111, column: 30, scope: !341)
!362 = !DILocation(line: 111, column: 5, scope: !341)
!363 = distinct !{!363, !343, !364, !124}
!364 = !DILocation(line: 115, column: 5, scope: !337)
!365 = !DILocation(line: 116, column: 46, scope: !94)
!366 = !DILocation(line: 116, column: 53, scope: !94)
!367 = !DILocation(line: 116, column: 60, scope: !94)
!368 = !DILocation(line: 116, column: 5, scope: !94)
!369 = !DILocation(line: 117, column: 12, scope: !94)
!370 = !DILocation(line: 117, column: 5, scope: !94)
!371 = !DILocalVariable(name: "words", scope: !94, file: !2, line: 119, type: !372)
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 64)
!373 = !DILocation(line: 119, column: 12, scope: !94)
!374 = !DILocalVariable(name: "nw", scope: !94, file: !2, line: 120, type: !81)
!375 = !DILocation(line: 120, column: 12, scope: !94)
!376 = !DILocalVariable(name: "src", scope: !94, file: !2, line: 121, type: !377)
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !378, size: 64)
!378 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!379 = !DILocation(line: 121, column: 17, scope: !94)
!380 = !DILocalVariable(name: "w", scope: !94, file: !2, line: 122, type: !377)
!381 = !DILocation(line: 122, column: 17, scope: !94)
!382 = !DILocation(line: 122, column: 21, scope: !94)
!383 = !DILocation(line: 123, column: 5, scope: !94)
!384 = !DILocation(line: 123, column: 13, scope: !94)
!385 = !DILocation(line: 123, column: 12, scope: !94)
!386 = !DILocalVariable(name: "e", scope: !387, file: !2, line: 124, type: !377)
!387 = distinct !DILexicalBlock(scope: !94, file: !2, line: 123, column: 16)
!388 = !DILocation(line: 124, column: 21, scope: !387)
!389 = !DILocation(line: 124, column: 32, scope: !387)
!390 = !DILocation(line: 124, column: 25, scope: !387)
!391 = !DILocalVariable(name: "len", scope: !387, file: !2, line: 125, type: !81)
!392 = !DILocation(line: 125, column: 16, scope: !387)
!393 = !DILocation(line: 125, column: 22, scope: !387)
!394 = !DILocation(line: 125, column: 35, scope: !387)
!395 = !DILocation(line: 125, column: 39, scope: !387)
!396 = !DILocation(line: 125, column: 37, scope: !387)
!397 = !DILocation(line: 125, column: 51, scope: !387)
!398 = !DILocation(line: 125, column: 44, scope: !387)
!399 = !DILocation(line: 126, column: 25, scope: !387)
!400 = !DILocation(line: 126, column: 33, scope: !387)
!401 = !DILocation(line: 126, column: 36, scope: !387)
!402 = !DILocation(line: 126, column: 41, scope: !387)
!403 = !DILocation(line: 126, column: 17, scope: !387)
!404 = !DILocation(line: 126, column: 15, scope: !387)
!405 = !DILocation(line: 127, column: 28, scope: !387)
!406 = !DILocation(line: 127, column: 32, scope: !387)
!407 = !DILocation(line: 127, column: 21, scope: !387)
!408 = !DILocation(line: 127, column: 9, scope: !387)
!409 = !DILocation(line: 127, column: 15, scope: !387)
!410 = !DILocation(line: 127, column: 19, scope: !387)
!411 = !DILocation(line: 128, column: 16, scope: !387)
!412 = !DILocation(line: 128, column: 22, scope: !387)
!413 = !DILocation(line: 128, column: 27, scope: !387)
!414 = !DILocation(line: 128, column: 30, scope: !387)
!415 = !DILocation(line: 128, column: 9, scope: !387)
!416 = !DILocation(line: 129, column: 9, scope: !387)
!417 = !DILocation(line: 129, column: 15, scope: !387)
!418 = !DILocation(line: 129, column: 19, scope: !387)
!419 = !DILocation(line: 129, column: 24, scope: !387)
!420 = !DILocation(line: 130, column: 11, scope: !387)
!421 = !DILocation(line: 131, column: 14, scope: !387)
!422 = !DILocation(line: 131, column: 11, scope: !387)
!423 = !DILocation(line: 132, column: 9, scope: !387)
!424 = !DILocation(line: 132, column: 17, scope: !387)
!425 = !DILocation(line: 132, column: 16, scope: !387)
!426 = !DILocation(line: 132, column: 19, scope: !387)
!427 = !DILocation(line: 133, column: 14, scope: !387)
!428 = distinct !{!428, !423, !427, !124}
!429 = distinct !{!429, !383, !430, !124}
!430 = !DILocation(line: 134, column: 5, scope: !94)
!431 = !DILocation(line: 135, column: 36, scope: !94)
!432 = !DILocation(line: 135, column: 5, scope: !94)
!433 = !DILocalVariable(name: "i", scope: !434, file: !2, line: 136, type: !81)
!434 = distinct !DILexicalBlock(scope: !94, file: !2, line: 136, column: 5)
!435 = !DILocation(line: 136, column: 17, scope: !434)
!436 = !DILocation(line: 136, column: 21, scope: !434)
!437 = !DILocation(line: 136, column: 10, scope: !434)
!438 = !DILocation(line: 136, column: 26, scope: !439)
!439 = distinct !DILexicalBlock(scope: !434, file: !2, line: 136, column: 5)
!440 = !DILocation(line: 136, column: 29, scope: !439)
!441 = !DILocation(line: 136, column: 5, scope: !434)
!442 = !DILocation(line: 137, column: 23, scope: !439)
!443 = !DILocation(line: 137, column: 29, scope: !439)
!444 = !DILocation(line: 137, column: 9, scope: !439)
!445 = !DILocation(line: 136, column: 5, scope: !439)
!446 = distinct !{!446, !441, !447, !124}
!447 = !DILocation(line: 137, column: 31, scope: !434)
!448 = !DILocation(line: 138, column: 5, scope: !94)
!449 = !DILocalVariable(name: "i", scope: !450, file: !2, line: 139, type: !81)
!450 = distinct !DILexicalBlock(scope: !94, file: !2, line: 139, column: 5)
!451 = !DILocation(line: 139, column: 17, scope: !450)
!452 = !DILocation(line: 139, column: 10, scope: !450)
!453 = !DILocation(line: 139, column: 24, scope: !454)
!454 = distinct !DILexicalBlock(scope: !450, file: !2, line: 139, column: 5)
!455 = !DILocation(line: 139, column: 28, scope: !454)
!456 = !DILocation(line: 139, column: 26, scope: !454)
!457 = !DILocation(line: 139, column: 5, scope: !450)
!458 = !DILocation(line: 140, column: 14, scope: !454)
!459 = !DILocation(line: 140, column: 20, scope: !454)
!460 = !DILocation(line: 140, column: 9, scope: !454)
!461 = !DILocation(line: 139, column: 33, scope: !454)
!462 = !DILocation(line: 139, column: 5, scope: !454)
!463 = distinct !{!463, !457, !464, !124}
!464 = !DILocation(line: 140, column: 22, scope: !450)
!465 = !DILocation(line: 141, column: 10, scope: !94)
!466 = !DILocation(line: 141, column: 5, scope: !94)
!467 = !DILocation(line: 142, column: 5, scope: !94)
!468 = distinct !DISubprogram(name: "vec_push", scope: !2, file: !2, line: 13, type: !469, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !78, retainedNodes: !98)
!469 = !DISubroutineType(types: !470)
!470 = !{null, !471, !97}
!471 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!472 = !DILocalVariable(name: "v", arg: 1, scope: !468, file: !2, line: 13, type: !471)
!473 = !DILocation(line: 13, column: 34, scope: !468)
!474 = !DILocalVariable(name: "x", arg: 2, scope: !468, file: !2, line: 13, type: !97)
!475 = !DILocation(line: 13, column: 41, scope: !468)
!476 = !DILocation(line: 14, column: 9, scope: !477)
!477 = distinct !DILexicalBlock(scope: !468, file: !2, line: 14, column: 9)
!478 = !DILocation(line: 14, column: 12, scope: !477)
!479 = !DILocation(line: 14, column: 19, scope: !477)
!480 = !DILocation(line: 14, column: 22, scope: !477)
!481 = !DILocation(line: 14, column: 16, scope: !477)
!482 = !DILocation(line: 14, column: 9, scope: !468)
!483 = !DILocalVariable(name: "nc", scope: !484, file: !2, line: 15, type: !81)
!484 = distinct !DILexicalBlock(scope: !477, file: !2, line: 14, column: 27)
!485 = !DILocation(line: 15, column: 16, scope: !484)
!486 = !DILocation(line: 15, column: 21, scope: !484)
!487 = !DILocation(line: 15, column: 24, scope: !484)
!488 = !DILocation(line: 15, column: 30, scope: !484)
!489 = !DILocation(line: 15, column: 33, scope: !484)
!490 = !DILocation(line: 15, column: 37, scope: !484)
!491 = !DILocalVariable(name: "nd", scope: !484, file: !2, line: 16, type: !103)
!492 = !DILocation(line: 16, column: 14, scope: !484)
!493 = !DILocation(line: 16, column: 27, scope: !484)
!494 = !DILocation(line: 16, column: 30, scope: !484)
!495 = !DILocation(line: 16, column: 36, scope: !484)
!496 = !DILocation(line: 16, column: 39, scope: !484)
!497 = !DILocation(line: 16, column: 19, scope: !484)
!498 = !DILocation(line: 17, column: 14, scope: !499)
!499 = distinct !DILexicalBlock(scope: !484, file: !2, line: 17, column: 13)
!500 = !DILocation(line: 17, column: 13, scope: !484)
!501 = !DILocation(line: 18, column: 13, scope: !499)
!502 = !DILocation(line: 19, column: 19, scope: !484)
!503 = !DILocation(line: 19, column: 9, scope: !484)
!504 = !DILocation(line: 19, column: 12, scope: !484)
!505 = !DILocation(line: 19, column: 17, scope: !484)
!506 = !DILocation(line: 20, column: 18, scope: !484)
!507 = !DILocation(line: 20, column: 9, scope: !484)
!508 = !DILocation(line: 20, column: 12, scope: !484)
!509 = !DILocation(line: 20, column: 16, scope: !484)
!510 = !DILocation(line: 21, column: 9, scope: !484)
!511 = !DILocation(line: 21, column: 12, scope: !484)
!512 = !DILocation(line: 21, column: 17, scope: !484)
!513 = !DILocation(line: 22, column: 5, scope: !484)
!514 = !DILocation(line: 23, column: 25, scope: !468)
!515 = !DILocation(line: 23, column: 5, scope: !468)
!516 = !DILocation(line: 23, column: 8, scope: !468)
!517 = !DILocation(line: 23, column: 13, scope: !468)
!518 = !DILocation(line: 23, column: 16, scope: !468)
!519 = !DILocation(line: 23, column: 19, scope: !468)
!520 = !DILocation(line: 23, column: 23, scope: !468)
!521 = !DILocation(line: 24, column: 1, scope: !468)
!522 = distinct !DISubprogram(name: "vec_insert", scope: !2, file: !2, line: 26, type: !523, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !78, retainedNodes: !98)
!523 = !DISubroutineType(types: !524)
!524 = !{null, !471, !81, !97}
!525 = !DILocalVariable(name: "v", arg: 1, scope: !522, file: !2, line: 26, type: !471)
!526 = !DILocation(line: 26, column: 36, scope: !522)
!527 = !DILocalVariable(name: "at", arg: 2, scope: !522, file: !2, line: 26, type: !81)
!528 = !DILocation(line: 26, column: 46, scope: !522)
!529 = !DILocalVariable(name: "x", arg: 3, scope: !522, file: !2, line: 26, type: !97)
!530 = !DILocation(line: 26, column: 54, scope: !522)
!531 = !DILocation(line: 27, column: 14, scope: !522)
!532 = !DILocation(line: 27, column: 5, scope: !522)
!533 = !DILocation(line: 28, column: 14, scope: !522)
!534 = !DILocation(line: 28, column: 17, scope: !522)
!535 = !DILocation(line: 28, column: 22, scope: !522)
!536 = !DILocation(line: 28, column: 25, scope: !522)
!537 = !DILocation(line: 28, column: 32, scope: !522)
!538 = !DILocation(line: 28, column: 35, scope: !522)
!539 = !DILocation(line: 28, column: 40, scope: !522)
!540 = !DILocation(line: 28, column: 46, scope: !522)
!541 = !DILocation(line: 28, column: 49, scope: !522)
!542 = !DILocation(line: 28, column: 53, scope: !522)
!543 = !DILocation(line: 28, column: 59, scope: !522)
!544 = !DILocation(line: 28, column: 57, scope: !522)
!545 = !DILocation(line: 28, column: 63, scope: !522)
!546 = !DILocation(line: 28, column: 5, scope: !522)
!547 = !DILocation(line: 29, column: 19, scope: !522)
!548 = !DILocation(line: 29, column: 5, scope: !522)
!549 = !DILocation(line: 29, column: 8, scope: !522)
!550 = !DILocation(line: 29, column: 13, scope: !522)
!551 = !DILocation(line: 29, column: 17, scope: !522)
!552 = !DILocation(line: 30, column: 1, scope: !522)
!553 = distinct !DISubprogram(name: "vec_remove", scope: !2, file: !2, line: 32, type: !554, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !78, retainedNodes: !98)
!554 = !DISubroutineType(types: !555)
!555 = !{null, !471, !81}
!556 = !DILocalVariable(name: "v", arg: 1, scope: !553, file: !2, line: 32, type: !471)
!557 = !DILocation(line: 32, column: 36, scope: !553)
!558 = !DILocalVariable(name: "at", arg: 2, scope: !553, file: !2, line: 32, type: !81)
!559 = !DILocation(line: 32, column: 46, scope: !553)
!560 = !DILocation(line: 33, column: 14, scope: !553)
!561 = !DILocation(line: 33, column: 17, scope: !553)
!562 = !DILocation(line: 33, column: 22, scope: !553)
!563 = !DILocation(line: 33, column: 28, scope: !553)
!564 = !DILocation(line: 33, column: 31, scope: !553)
!565 = !DILocation(line: 33, column: 36, scope: !553)
!566 = !DILocation(line: 33, column: 39, scope: !553)
!567 = !DILocation(line: 33, column: 46, scope: !553)
!568 = !DILocation(line: 33, column: 49, scope: !553)
!569 = !DILocation(line: 33, column: 55, scope: !553)
!570 = !DILocation(line: 33, column: 53, scope: !553)
!571 = !DILocation(line: 33, column: 58, scope: !553)
!572 = !DILocation(line: 33, column: 63, scope: !553)
!573 = !DILocation(line: 33, column: 5, scope: !553)
!574 = !DILocation(line: 34, column: 5, scope: !553)
!575 = !DILocation(line: 34, column: 8, scope: !553)
!576 = !DILocation(line: 34, column: 11, scope: !553)
!577 = !DILocation(line: 35, column: 1, scope: !553)
!578 = distinct !DISubprogram(name: "vec_shrink", scope: !2, file: !2, line: 37, type: !579, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !78, retainedNodes: !98)
!579 = !DISubroutineType(types: !580)
!580 = !{null, !471}
!581 = !DILocalVariable(name: "v", arg: 1, scope: !578, file: !2, line: 37, type: !471)
!582 = !DILocation(line: 37, column: 36, scope: !578)
!583 = !DILocation(line: 38, column: 14, scope: !578)
!584 = !DILocation(line: 38, column: 17, scope: !578)
!585 = !DILocation(line: 38, column: 23, scope: !578)
!586 = !DILocation(line: 38, column: 26, scope: !578)
!587 = !DILocation(line: 38, column: 5, scope: !578)
!588 = !DILocation(line: 38, column: 8, scope: !578)
!589 = !DILocation(line: 38, column: 12, scope: !578)
!590 = !DILocation(line: 39, column: 23, scope: !578)
!591 = !DILocation(line: 39, column: 26, scope: !578)
!592 = !DILocation(line: 39, column: 32, scope: !578)
!593 = !DILocation(line: 39, column: 35, scope: !578)
!594 = !DILocation(line: 39, column: 39, scope: !578)
!595 = !DILocation(line: 39, column: 15, scope: !578)
!596 = !DILocation(line: 39, column: 5, scope: !578)
!597 = !DILocation(line: 39, column: 8, scope: !578)
!598 = !DILocation(line: 39, column: 13, scope: !578)
!599 = !DILocation(line: 40, column: 1, scope: !578)
!600 = distinct !DISubprogram(name: "sb_append", scope: !2, file: !2, line: 47, type: !601, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !78, retainedNodes: !98)
!601 = !DISubroutineType(types: !602)
!602 = !{null, !603, !377}
!603 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64)
!604 = !DILocalVariable(name: "b", arg: 1, scope: !600, file: !2, line: 47, type: !603)
!605 = !DILocation(line: 47, column: 34, scope: !600)
!606 = !DILocalVariable(name: "text", arg: 2, scope: !600, file: !2, line: 47, type: !377)
!607 = !DILocation(line: 47, column: 49, scope: !600)
!608 = !DILocalVariable(name: "n", scope: !600, file: !2, line: 48, type: !81)
!609 = !DILocation(line: 48, column: 12, scope: !600)
!610 = !DILocation(line: 48, column: 23, scope: !600)
!611 = !DILocation(line: 48, column: 16, scope: !600)
!612 = !DILocation(line: 49, column: 9, scope: !613)
!613 = distinct !DILexicalBlock(scope: !600, file: !2, line: 49, column: 9)
!614 = !DILocation(line: 49, column: 12, scope: !613)
!615 = !DILocation(line: 49, column: 18, scope: !613)
!616 = !DILocation(line: 49, column: 16, scope: !613)
!617 = !DILocation(line: 49, column: 20, scope: !613)
!618 = !DILocation(line: 49, column: 26, scope: !613)
!619 = !DILocation(line: 49, column: 29, scope: !613)
!620 = !DILocation(line: 49, column: 24, scope: !613)
!621 = !DILocation(line: 49, column: 9, scope: !600)
!622 = !DILocation(line: 50, column: 9, scope: !623)
!623 = distinct !DILexicalBlock(scope: !613, file: !2, line: 49, column: 34)
!624 = !DILocation(line: 50, column: 16, scope: !623)
!625 = !DILocation(line: 50, column: 19, scope: !623)
!626 = !DILocation(line: 50, column: 25, scope: !623)
!627 = !DILocation(line: 50, column: 23, scope: !623)
!628 = !DILocation(line: 50, column: 27, scope: !623)
!629 = !DILocation(line: 50, column: 33, scope: !623)
!630 = !DILocation(line: 50, column: 36, scope: !623)
!631 = !DILocation(line: 50, column: 31, scope: !623)
!632 = !DILocation(line: 51, column: 22, scope: !623)
!633 = !DILocation(line: 51, column: 25, scope: !623)
!634 = !DILocation(line: 51, column: 31, scope: !623)
!635 = !DILocation(line: 51, column: 34, scope: !623)
!636 = !DILocation(line: 51, column: 38, scope: !623)
!637 = !DILocation(line: 51, column: 13, scope: !623)
!638 = !DILocation(line: 51, column: 16, scope: !623)
!639 = !DILocation(line: 51, column: 20, scope: !623)
!640 = distinct !{!640, !622, !641, !124}
!641 = !DILocation(line: 51, column: 44, scope: !623)
!642 = !DILocation(line: 52, column: 24, scope: !623)
!643 = !DILocation(line: 52, column: 27, scope: !623)
!644 = !DILocation(line: 52, column: 30, scope: !623)
!645 = !DILocation(line: 52, column: 33, scope: !623)
!646 = !DILocation(line: 52, column: 16, scope: !623)
!647 = !DILocation(line: 52, column: 9, scope: !623)
!648 = !DILocation(line: 52, column: 12, scope: !623)
!649 = !DILocation(line: 52, column: 14, scope: !623)
!650 = !DILocation(line: 53, column: 5, scope: !623)
!651 = !DILocation(line: 54, column: 12, scope: !600)
!652 = !DILocation(line: 54, column: 15, scope: !600)
!653 = !DILocation(line: 54, column: 19, scope: !600)
!654 = !DILocation(line: 54, column: 22, scope: !600)
!655 = !DILocation(line: 54, column: 17, scope: !600)
!656 = !DILocation(line: 54, column: 27, scope: !600)
!657 = !DILocation(line: 54, column: 33, scope: !600)
!658 = !DILocation(line: 54, column: 35, scope: !600)
!659 = !DILocation(line: 54, column: 5, scope: !600)
!660 = !DILocation(line: 55, column: 15, scope: !600)
!661 = !DILocation(line: 55, column: 5, scope: !600)
!662 = !DILocation(line: 55, column: 8, scope: !600)
!663 = !DILocation(line: 55, column: 12, scope: !600)
!664 = !DILocation(line: 56, column: 1, scope: !600)
