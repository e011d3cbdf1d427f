; ModuleID = 'mem_funcs.c'
source_filename = "mem_funcs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rec = type { i32, [12 x i8], [3 x double], i16 }

@.str = private unnamed_addr constant [9 x i8] c"move fwd\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"move back\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"memset\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [11 x i8] c"memset 300\00", align 1, !dbg !17
@__const.main.a = private unnamed_addr constant [5 x i8] c"\01\02\03\80\05", align 1
@__const.main.b = private unnamed_addr constant [5 x i8] c"\01\02\03\7F\05", align 1
@.str.4 = private unnamed_addr constant [43 x i8] c"memcmp a,b=%d b,a=%d a,a=%d n=3 %d n=0 %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [7 x i8] c"answer\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [49 x i8] c"copy equal=%d id=%d name=%s v=%g,%g,%g flags=%x\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [23 x i8] c"after change equal=%d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [26 x i8] c"arr[%d] id=%d v=%g,%g,%g\0A\00", align 1, !dbg !39
@main.big1 = internal global [4096 x i32] zeroinitializer, align 16, !dbg !44
@main.big2 = internal global [4096 x i32] zeroinitializer, align 16, !dbg !62
@.str.9 = private unnamed_addr constant [36 x i8] c"big checksum=%u first=%u second=%u\0A\00", align 1, !dbg !67
@.str.10 = private unnamed_addr constant [18 x i8] c"after memset: %u\0A\00", align 1, !dbg !72
@__const.main.src = private unnamed_addr constant [4 x double] [double 1.000000e-01, double 2.000000e-01, double 3.000000e-01, double 4.000000e-01], align 16
@.str.11 = private unnamed_addr constant [31 x i8] c"bytewise doubles: %g %g %g %g\0A\00", align 1, !dbg !77
@__const.main.s1 = private unnamed_addr constant [16 x i8] c"copy me\00\00\00\00\00\00\00\00\00", align 16
@.str.12 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !82
@.str.13 = private unnamed_addr constant [13 x i8] c"ones: %d %d\0A\00", align 1, !dbg !84
@.str.14 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1, !dbg !89
@.str.15 = private unnamed_addr constant [4 x i8] c" %u\00", align 1, !dbg !94
@.str.16 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !96

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !46 {
  %1 = alloca i32, align 4
  %2 = alloca [24 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [5 x i8], align 1
  %6 = alloca [5 x i8], align 1
  %7 = alloca %struct.rec, align 8
  %8 = alloca %struct.rec, align 8
  %9 = alloca [5 x %struct.rec], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca [4 x double], align 16
  %16 = alloca [4 x double], align 16
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca [16 x i8], align 16
  %21 = alloca [16 x i8], align 16
  %22 = alloca [4 x i32], align 16
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !110, !DIExpression(), !114)
    #dbg_declare(ptr %3, !115, !DIExpression(), !117)
  store i32 0, ptr %3, align 4, !dbg !117
  br label %23, !dbg !118

23:                                               ; preds = %32, %0
  %24 = load i32, ptr %3, align 4, !dbg !119
  %25 = icmp slt i32 %24, 24, !dbg !121
  br i1 %25, label %26, label %35, !dbg !122

26:                                               ; preds = %23
  %27 = load i32, ptr %3, align 4, !dbg !123
  %28 = trunc i32 %27 to i8, !dbg !124
  %29 = load i32, ptr %3, align 4, !dbg !125
  %30 = sext i32 %29 to i64, !dbg !126
  %31 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 %30, !dbg !126
  store i8 %28, ptr %31, align 1, !dbg !127
  br label %32, !dbg !126

32:                                               ; preds = %26
  %33 = load i32, ptr %3, align 4, !dbg !128
  %34 = add nsw i32 %33, 1, !dbg !128
  store i32 %34, ptr %3, align 4, !dbg !128
  br label %23, !dbg !129, !llvm.loop !130

35:                                               ; preds = %23
  %36 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 0, !dbg !133
  %37 = getelementptr inbounds i8, ptr %36, i64 4, !dbg !134
  %38 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 0, !dbg !135
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %37, ptr align 16 %38, i64 10, i1 false), !dbg !135
  %39 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 0, !dbg !136
  call void @show(ptr noundef @.str, ptr noundef %39, i64 noundef 24), !dbg !137
    #dbg_declare(ptr %4, !138, !DIExpression(), !140)
  store i32 0, ptr %4, align 4, !dbg !140
  br label %40, !dbg !141

40:                                               ; preds = %49, %35
  %41 = load i32, ptr %4, align 4, !dbg !142
  %42 = icmp slt i32 %41, 24, !dbg !144
  br i1 %42, label %43, label %52, !dbg !145

43:                                               ; preds = %40
  %44 = load i32, ptr %4, align 4, !dbg !146
  %45 = trunc i32 %44 to i8, !dbg !147
  %46 = load i32, ptr %4, align 4, !dbg !148
  %47 = sext i32 %46 to i64, !dbg !149
  %48 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 %47, !dbg !149
  store i8 %45, ptr %48, align 1, !dbg !150
  br label %49, !dbg !149

49:                                               ; preds = %43
  %50 = load i32, ptr %4, align 4, !dbg !151
  %51 = add nsw i32 %50, 1, !dbg !151
  store i32 %51, ptr %4, align 4, !dbg !151
  br label %40, !dbg !152, !llvm.loop !153

52:                                               ; preds = %40
  %53 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 0, !dbg !155
  %54 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 0, !dbg !156
  %55 = getelementptr inbounds i8, ptr %54, i64 5, !dbg !157
  call void @llvm.memmove.p0.p0.i64(ptr align 16 %53, ptr align 1 %55, i64 12, i1 false), !dbg !155
  %56 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 0, !dbg !158
  call void @show(ptr noundef @.str.1, ptr noundef %56, i64 noundef 24), !dbg !159
  %57 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 0, !dbg !160
  call void @llvm.memset.p0.i64(ptr align 16 %57, i8 -85, i64 7, i1 false), !dbg !160
  %58 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 0, !dbg !161
  %59 = getelementptr inbounds i8, ptr %58, i64 20, !dbg !162
  call void @llvm.memset.p0.i64(ptr align 1 %59, i8 0, i64 4, i1 false), !dbg !163
  %60 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 0, !dbg !164
  call void @show(ptr noundef @.str.2, ptr noundef %60, i64 noundef 24), !dbg !165
  %61 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 0, !dbg !166
  call void @llvm.memset.p0.i64(ptr align 16 %61, i8 44, i64 2, i1 false), !dbg !166
  %62 = getelementptr inbounds [24 x i8], ptr %2, i64 0, i64 0, !dbg !167
  call void @show(ptr noundef @.str.3, ptr noundef %62, i64 noundef 4), !dbg !168
    #dbg_declare(ptr %5, !169, !DIExpression(), !173)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 @__const.main.a, i64 5, i1 false), !dbg !173
    #dbg_declare(ptr %6, !174, !DIExpression(), !175)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 @__const.main.b, i64 5, i1 false), !dbg !175
  %63 = getelementptr inbounds [5 x i8], ptr %5, i64 0, i64 0, !dbg !176
  %64 = getelementptr inbounds [5 x i8], ptr %6, i64 0, i64 0, !dbg !177
  %65 = call i32 @memcmp(ptr noundef %63, ptr noundef %64, i64 noundef 5) #6, !dbg !178
  %66 = call i32 @sgn(i32 noundef %65), !dbg !179
  %67 = getelementptr inbounds [5 x i8], ptr %6, i64 0, i64 0, !dbg !180
  %68 = getelementptr inbounds [5 x i8], ptr %5, i64 0, i64 0, !dbg !181
  %69 = call i32 @memcmp(ptr noundef %67, ptr noundef %68, i64 noundef 5) #6, !dbg !182
  %70 = call i32 @sgn(i32 noundef %69), !dbg !183
  %71 = getelementptr inbounds [5 x i8], ptr %5, i64 0, i64 0, !dbg !184
  %72 = getelementptr inbounds [5 x i8], ptr %5, i64 0, i64 0, !dbg !185
  %73 = call i32 @memcmp(ptr noundef %71, ptr noundef %72, i64 noundef 5) #6, !dbg !186
  %74 = call i32 @sgn(i32 noundef %73), !dbg !187
  %75 = getelementptr inbounds [5 x i8], ptr %5, i64 0, i64 0, !dbg !188
  %76 = getelementptr inbounds [5 x i8], ptr %6, i64 0, i64 0, !dbg !189
  %77 = call i32 @memcmp(ptr noundef %75, ptr noundef %76, i64 noundef 3) #6, !dbg !190
  %78 = call i32 @sgn(i32 noundef %77), !dbg !191
  %79 = call i32 @sgn(i32 noundef 0), !dbg !192
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %66, i32 noundef %70, i32 noundef %74, i32 noundef %78, i32 noundef %79), !dbg !193
    #dbg_declare(ptr %7, !194, !DIExpression(), !211)
    #dbg_declare(ptr %8, !212, !DIExpression(), !213)
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 48, i1 false), !dbg !214
  %81 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 0, !dbg !215
  store i32 42, ptr %81, align 8, !dbg !216
  %82 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 1, !dbg !217
  %83 = getelementptr inbounds [12 x i8], ptr %82, i64 0, i64 0, !dbg !218
  %84 = call ptr @strcpy(ptr noundef %83, ptr noundef @.str.5) #7, !dbg !219
  %85 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 2, !dbg !220
  %86 = getelementptr inbounds [3 x double], ptr %85, i64 0, i64 0, !dbg !221
  store double 1.500000e+00, ptr %86, align 8, !dbg !222
  %87 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 2, !dbg !223
  %88 = getelementptr inbounds [3 x double], ptr %87, i64 0, i64 1, !dbg !224
  store double -2.500000e+00, ptr %88, align 8, !dbg !225
  %89 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 2, !dbg !226
  %90 = getelementptr inbounds [3 x double], ptr %89, i64 0, i64 2, !dbg !227
  store double 1.000000e+10, ptr %90, align 8, !dbg !228
  %91 = getelementptr inbounds %struct.rec, ptr %7, i32 0, i32 3, !dbg !229
  store i16 -16657, ptr %91, align 8, !dbg !230
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %7, i64 48, i1 false), !dbg !231
  %92 = call i32 @memcmp(ptr noundef %7, ptr noundef %8, i64 noundef 48) #6, !dbg !232
  %93 = icmp eq i32 %92, 0, !dbg !233
  %94 = zext i1 %93 to i32, !dbg !233
  %95 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 0, !dbg !234
  %96 = load i32, ptr %95, align 8, !dbg !234
  %97 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 1, !dbg !235
  %98 = getelementptr inbounds [12 x i8], ptr %97, i64 0, i64 0, !dbg !236
  %99 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 2, !dbg !237
  %100 = getelementptr inbounds [3 x double], ptr %99, i64 0, i64 0, !dbg !238
  %101 = load double, ptr %100, align 8, !dbg !238
  %102 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 2, !dbg !239
  %103 = getelementptr inbounds [3 x double], ptr %102, i64 0, i64 1, !dbg !240
  %104 = load double, ptr %103, align 8, !dbg !240
  %105 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 2, !dbg !241
  %106 = getelementptr inbounds [3 x double], ptr %105, i64 0, i64 2, !dbg !242
  %107 = load double, ptr %106, align 8, !dbg !242
  %108 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 3, !dbg !243
  %109 = load i16, ptr %108, align 8, !dbg !243
  %110 = zext i16 %109 to i32, !dbg !244
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %94, i32 noundef %96, ptr noundef %98, double noundef %101, double noundef %104, double noundef %107, i32 noundef %110), !dbg !245
  %112 = getelementptr inbounds %struct.rec, ptr %8, i32 0, i32 2, !dbg !246
  %113 = getelementptr inbounds [3 x double], ptr %112, i64 0, i64 1, !dbg !247
  store double 0.000000e+00, ptr %113, align 8, !dbg !248
  %114 = call i32 @memcmp(ptr noundef %7, ptr noundef %8, i64 noundef 48) #6, !dbg !249
  %115 = icmp eq i32 %114, 0, !dbg !250
  %116 = zext i1 %115 to i32, !dbg !250
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %116), !dbg !251
    #dbg_declare(ptr %9, !252, !DIExpression(), !254)
  %118 = getelementptr inbounds [5 x %struct.rec], ptr %9, i64 0, i64 0, !dbg !255
  call void @llvm.memset.p0.i64(ptr align 16 %118, i8 0, i64 240, i1 false), !dbg !255
    #dbg_declare(ptr %10, !256, !DIExpression(), !258)
  store i32 0, ptr %10, align 4, !dbg !258
  br label %119, !dbg !259

119:                                              ; preds = %139, %52
  %120 = load i32, ptr %10, align 4, !dbg !260
  %121 = icmp slt i32 %120, 5, !dbg !262
  br i1 %121, label %122, label %142, !dbg !263

122:                                              ; preds = %119
  %123 = load i32, ptr %10, align 4, !dbg !264
  %124 = load i32, ptr %10, align 4, !dbg !266
  %125 = sext i32 %124 to i64, !dbg !267
  %126 = getelementptr inbounds [5 x %struct.rec], ptr %9, i64 0, i64 %125, !dbg !267
  %127 = getelementptr inbounds %struct.rec, ptr %126, i32 0, i32 0, !dbg !268
  store i32 %123, ptr %127, align 16, !dbg !269
  %128 = load i32, ptr %10, align 4, !dbg !270
  %129 = sitofp i32 %128 to double, !dbg !270
  %130 = fmul double %129, 1.250000e+00, !dbg !271
  %131 = load i32, ptr %10, align 4, !dbg !272
  %132 = sext i32 %131 to i64, !dbg !273
  %133 = getelementptr inbounds [5 x %struct.rec], ptr %9, i64 0, i64 %132, !dbg !273
  %134 = getelementptr inbounds %struct.rec, ptr %133, i32 0, i32 2, !dbg !274
  %135 = load i32, ptr %10, align 4, !dbg !275
  %136 = srem i32 %135, 3, !dbg !276
  %137 = sext i32 %136 to i64, !dbg !273
  %138 = getelementptr inbounds [3 x double], ptr %134, i64 0, i64 %137, !dbg !273
  store double %130, ptr %138, align 8, !dbg !277
  br label %139, !dbg !278

139:                                              ; preds = %122
  %140 = load i32, ptr %10, align 4, !dbg !279
  %141 = add nsw i32 %140, 1, !dbg !279
  store i32 %141, ptr %10, align 4, !dbg !279
  br label %119, !dbg !280, !llvm.loop !281

142:                                              ; preds = %119
  %143 = getelementptr inbounds [5 x %struct.rec], ptr %9, i64 0, i64 1, !dbg !283
  %144 = getelementptr inbounds [5 x %struct.rec], ptr %9, i64 0, i64 0, !dbg !284
  call void @llvm.memmove.p0.p0.i64(ptr align 16 %143, ptr align 16 %144, i64 192, i1 false), !dbg !285
  %145 = getelementptr inbounds [5 x %struct.rec], ptr %9, i64 0, i64 0, !dbg !286
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %145, ptr align 8 %7, i64 48, i1 false), !dbg !287
    #dbg_declare(ptr %11, !288, !DIExpression(), !290)
  store i32 0, ptr %11, align 4, !dbg !290
  br label %146, !dbg !291

146:                                              ; preds = %175, %142
  %147 = load i32, ptr %11, align 4, !dbg !292
  %148 = icmp slt i32 %147, 5, !dbg !294
  br i1 %148, label %149, label %178, !dbg !295

149:                                              ; preds = %146
  %150 = load i32, ptr %11, align 4, !dbg !296
  %151 = load i32, ptr %11, align 4, !dbg !297
  %152 = sext i32 %151 to i64, !dbg !298
  %153 = getelementptr inbounds [5 x %struct.rec], ptr %9, i64 0, i64 %152, !dbg !298
  %154 = getelementptr inbounds %struct.rec, ptr %153, i32 0, i32 0, !dbg !299
  %155 = load i32, ptr %154, align 16, !dbg !299
  %156 = load i32, ptr %11, align 4, !dbg !300
  %157 = sext i32 %156 to i64, !dbg !301
  %158 = getelementptr inbounds [5 x %struct.rec], ptr %9, i64 0, i64 %157, !dbg !301
  %159 = getelementptr inbounds %struct.rec, ptr %158, i32 0, i32 2, !dbg !302
  %160 = getelementptr inbounds [3 x double], ptr %159, i64 0, i64 0, !dbg !301
  %161 = load double, ptr %160, align 16, !dbg !301
  %162 = load i32, ptr %11, align 4, !dbg !303
  %163 = sext i32 %162 to i64, !dbg !304
  %164 = getelementptr inbounds [5 x %struct.rec], ptr %9, i64 0, i64 %163, !dbg !304
  %165 = getelementptr inbounds %struct.rec, ptr %164, i32 0, i32 2, !dbg !305
  %166 = getelementptr inbounds [3 x double], ptr %165, i64 0, i64 1, !dbg !304
  %167 = load double, ptr %166, align 8, !dbg !304
  %168 = load i32, ptr %11, align 4, !dbg !306
  %169 = sext i32 %168 to i64, !dbg !307
  %170 = getelementptr inbounds [5 x %struct.rec], ptr %9, i64 0, i64 %169, !dbg !307
  %171 = getelementptr inbounds %struct.rec, ptr %170, i32 0, i32 2, !dbg !308
  %172 = getelementptr inbounds [3 x double], ptr %171, i64 0, i64 2, !dbg !307
  %173 = load double, ptr %172, align 16, !dbg !307
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %150, i32 noundef %155, double noundef %161, double noundef %167, double noundef %173), !dbg !309
  br label %175, !dbg !309

175:                                              ; preds = %149
  %176 = load i32, ptr %11, align 4, !dbg !310
  %177 = add nsw i32 %176, 1, !dbg !310
  store i32 %177, ptr %11, align 4, !dbg !310
  br label %146, !dbg !311, !llvm.loop !312

178:                                              ; preds = %146
    #dbg_declare(ptr %12, !314, !DIExpression(), !316)
  store i32 0, ptr %12, align 4, !dbg !316
  br label %179, !dbg !317

179:                                              ; preds = %188, %178
  %180 = load i32, ptr %12, align 4, !dbg !318
  %181 = icmp slt i32 %180, 4096, !dbg !320
  br i1 %181, label %182, label %191, !dbg !321

182:                                              ; preds = %179
  %183 = load i32, ptr %12, align 4, !dbg !322
  %184 = mul i32 %183, -1640531535, !dbg !323
  %185 = load i32, ptr %12, align 4, !dbg !324
  %186 = sext i32 %185 to i64, !dbg !325
  %187 = getelementptr inbounds [4096 x i32], ptr @main.big1, i64 0, i64 %186, !dbg !325
  store i32 %184, ptr %187, align 4, !dbg !326
  br label %188, !dbg !325

188:                                              ; preds = %182
  %189 = load i32, ptr %12, align 4, !dbg !327
  %190 = add nsw i32 %189, 1, !dbg !327
  store i32 %190, ptr %12, align 4, !dbg !327
  br label %179, !dbg !328, !llvm.loop !329

191:                                              ; preds = %179
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 @main.big2, ptr align 16 @main.big1, i64 16384, i1 false), !dbg !331
  call void @llvm.memmove.p0.p0.i64(ptr align 4 getelementptr inbounds (i32, ptr @main.big2, i64 1), ptr align 16 @main.big2, i64 16380, i1 false), !dbg !332
    #dbg_declare(ptr %13, !333, !DIExpression(), !334)
  store i32 0, ptr %13, align 4, !dbg !334
    #dbg_declare(ptr %14, !335, !DIExpression(), !337)
  store i32 0, ptr %14, align 4, !dbg !337
  br label %192, !dbg !338

192:                                              ; preds = %203, %191
  %193 = load i32, ptr %14, align 4, !dbg !339
  %194 = icmp slt i32 %193, 4096, !dbg !341
  br i1 %194, label %195, label %206, !dbg !342

195:                                              ; preds = %192
  %196 = load i32, ptr %13, align 4, !dbg !343
  %197 = mul i32 %196, 31, !dbg !344
  %198 = load i32, ptr %14, align 4, !dbg !345
  %199 = sext i32 %198 to i64, !dbg !346
  %200 = getelementptr inbounds [4096 x i32], ptr @main.big2, i64 0, i64 %199, !dbg !346
  %201 = load i32, ptr %200, align 4, !dbg !346
  %202 = add i32 %197, %201, !dbg !347
  store i32 %202, ptr %13, align 4, !dbg !348
  br label %203, !dbg !349

203:                                              ; preds = %195
  %204 = load i32, ptr %14, align 4, !dbg !350
  %205 = add nsw i32 %204, 1, !dbg !350
  store i32 %205, ptr %14, align 4, !dbg !350
  br label %192, !dbg !351, !llvm.loop !352

206:                                              ; preds = %192
  %207 = load i32, ptr %13, align 4, !dbg !354
  %208 = load i32, ptr @main.big2, align 16, !dbg !355
  %209 = load i32, ptr getelementptr inbounds ([4096 x i32], ptr @main.big2, i64 0, i64 1), align 4, !dbg !356
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %207, i32 noundef %208, i32 noundef %209), !dbg !357
  call void @llvm.memset.p0.i64(ptr align 16 @main.big1, i8 -1, i64 16384, i1 false), !dbg !358
  %211 = load i32, ptr getelementptr inbounds ([4096 x i32], ptr @main.big1, i64 0, i64 4095), align 4, !dbg !359
  %212 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %211), !dbg !360
    #dbg_declare(ptr %15, !361, !DIExpression(), !363)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.main.src, i64 32, i1 false), !dbg !363
    #dbg_declare(ptr %16, !364, !DIExpression(), !365)
    #dbg_declare(ptr %17, !366, !DIExpression(), !367)
  %213 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 0, !dbg !368
  store ptr %213, ptr %17, align 8, !dbg !367
    #dbg_declare(ptr %18, !369, !DIExpression(), !370)
  %214 = getelementptr inbounds [4 x double], ptr %15, i64 0, i64 0, !dbg !371
  store ptr %214, ptr %18, align 8, !dbg !370
    #dbg_declare(ptr %19, !372, !DIExpression(), !377)
  store i64 0, ptr %19, align 8, !dbg !377
  br label %215, !dbg !378

215:                                              ; preds = %226, %206
  %216 = load i64, ptr %19, align 8, !dbg !379
  %217 = icmp ult i64 %216, 32, !dbg !381
  br i1 %217, label %218, label %229, !dbg !382

218:                                              ; preds = %215
  %219 = load ptr, ptr %18, align 8, !dbg !383
  %220 = load i64, ptr %19, align 8, !dbg !384
  %221 = getelementptr inbounds i8, ptr %219, i64 %220, !dbg !383
  %222 = load i8, ptr %221, align 1, !dbg !383
  %223 = load ptr, ptr %17, align 8, !dbg !385
  %224 = load i64, ptr %19, align 8, !dbg !386
  %225 = getelementptr inbounds i8, ptr %223, i64 %224, !dbg !385
  store i8 %222, ptr %225, align 1, !dbg !387
  br label %226, !dbg !385

226:                                              ; preds = %218
  %227 = load i64, ptr %19, align 8, !dbg !388
  %228 = add i64 %227, 1, !dbg !388
  store i64 %228, ptr %19, align 8, !dbg !388
  br label %215, !dbg !389, !llvm.loop !390

229:                                              ; preds = %215
  %230 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 0, !dbg !392
  %231 = load double, ptr %230, align 16, !dbg !392
  %232 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 1, !dbg !393
  %233 = load double, ptr %232, align 8, !dbg !393
  %234 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 2, !dbg !394
  %235 = load double, ptr %234, align 16, !dbg !394
  %236 = getelementptr inbounds [4 x double], ptr %16, i64 0, i64 3, !dbg !395
  %237 = load double, ptr %236, align 8, !dbg !395
  %238 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %231, double noundef %233, double noundef %235, double noundef %237), !dbg !396
    #dbg_declare(ptr %20, !397, !DIExpression(), !401)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %20, ptr align 16 @__const.main.s1, i64 16, i1 false), !dbg !401
    #dbg_declare(ptr %21, !402, !DIExpression(), !403)
  %239 = getelementptr inbounds [16 x i8], ptr %21, i64 0, i64 0, !dbg !404
  %240 = getelementptr inbounds [16 x i8], ptr %20, i64 0, i64 0, !dbg !404
  %241 = getelementptr inbounds [16 x i8], ptr %20, i64 0, i64 0, !dbg !405
  %242 = call i64 @strlen(ptr noundef %241) #6, !dbg !406
  %243 = add i64 %242, 1, !dbg !407
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %239, ptr align 16 %240, i64 %243, i1 false), !dbg !404
  %244 = getelementptr inbounds [16 x i8], ptr %21, i64 0, i64 0, !dbg !408
  %245 = getelementptr inbounds [16 x i8], ptr %21, i64 0, i64 0, !dbg !409
  %246 = call i64 @strlen(ptr noundef %245) #6, !dbg !410
  %247 = trunc i64 %246 to i32, !dbg !411
  %248 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %244, i32 noundef %247), !dbg !412
    #dbg_declare(ptr %22, !413, !DIExpression(), !415)
  %249 = getelementptr inbounds [4 x i32], ptr %22, i64 0, i64 0, !dbg !416
  call void @llvm.memset.p0.i64(ptr align 16 %249, i8 1, i64 16, i1 false), !dbg !416
  %250 = getelementptr inbounds [4 x i32], ptr %22, i64 0, i64 0, !dbg !417
  %251 = load i32, ptr %250, align 16, !dbg !417
  %252 = getelementptr inbounds [4 x i32], ptr %22, i64 0, i64 3, !dbg !418
  %253 = load i32, ptr %252, align 4, !dbg !418
  %254 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %251, i32 noundef %253), !dbg !419
  ret i32 0, !dbg !420
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 !dbg !421 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !426, !DIExpression(), !427)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !428, !DIExpression(), !429)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !430, !DIExpression(), !431)
  %8 = load ptr, ptr %4, align 8, !dbg !432
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %8), !dbg !433
    #dbg_declare(ptr %7, !434, !DIExpression(), !436)
  store i64 0, ptr %7, align 8, !dbg !436
  br label %10, !dbg !437

10:                                               ; preds = %21, %3
  %11 = load i64, ptr %7, align 8, !dbg !438
  %12 = load i64, ptr %6, align 8, !dbg !440
  %13 = icmp ult i64 %11, %12, !dbg !441
  br i1 %13, label %14, label %24, !dbg !442

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8, !dbg !443
  %16 = load i64, ptr %7, align 8, !dbg !444
  %17 = getelementptr inbounds i8, ptr %15, i64 %16, !dbg !443
  %18 = load i8, ptr %17, align 1, !dbg !443
  %19 = zext i8 %18 to i32, !dbg !443
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %19), !dbg !445
  br label %21, !dbg !445

21:                                               ; preds = %14
  %22 = load i64, ptr %7, align 8, !dbg !446
  %23 = add i64 %22, 1, !dbg !446
  store i64 %23, ptr %7, align 8, !dbg !446
  br label %10, !dbg !447, !llvm.loop !448

24:                                               ; preds = %10
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.16), !dbg !450
  ret void, !dbg !451
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sgn(i32 noundef %0) #0 !dbg !452 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !455, !DIExpression(), !456)
  %3 = load i32, ptr %2, align 4, !dbg !457
  %4 = icmp sgt i32 %3, 0, !dbg !458
  %5 = zext i1 %4 to i32, !dbg !458
  %6 = load i32, ptr %2, align 4, !dbg !459
  %7 = icmp slt i32 %6, 0, !dbg !460
  %8 = zext i1 %7 to i32, !dbg !460
  %9 = sub nsw i32 %5, %8, !dbg !461
  ret i32 %9, !dbg !462
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #4

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #5

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!50}
!llvm.module.flags = !{!102, !103, !104, !105, !106, !107, !108}
!llvm.ident = !{!109}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "mem_funcs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "c91908016dc9d658d33903401adeaafc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 7)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 11)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 43)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 49)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 23)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 26)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "big1", scope: !46, file: !2, line: 68, type: !64, isLocal: true, isDefinition: true)
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !47, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !50, retainedNodes: !101)
!47 = !DISubroutineType(types: !48)
!48 = !{!49}
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !51, globals: !61, splitDebugInlining: false, nameTableKind: None)
!51 = !{!52, !53, !58, !59, !49}
!52 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !54, line: 26, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !56, line: 42, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!57 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!61 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44, !62, !67, !72, !77, !82, !84, !89, !94, !96}
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "big2", scope: !46, file: !2, line: 68, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 131072, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 4096)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 36)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 18)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 31)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !14, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 13)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 4)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !91, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 2)
!101 = !{}
!102 = !{i32 7, !"Dwarf Version", i32 5}
!103 = !{i32 2, !"Debug Info Version", i32 3}
!104 = !{i32 1, !"wchar_size", i32 4}
!105 = !{i32 8, !"PIC Level", i32 2}
!106 = !{i32 7, !"PIE Level", i32 2}
!107 = !{i32 7, !"uwtable", i32 2}
!108 = !{i32 7, !"frame-pointer", i32 2}
!109 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!110 = !DILocalVariable(name: "buf", scope: !46, file: !2, line: 24, type: !111)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 192, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 24)
!114 = !DILocation(line: 24, column: 19, scope: !46)
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 25, type: !49)
!116 = distinct !DILexicalBlock(scope: !46, file: !2, line: 25, column: 5)
!117 = !DILocation(line: 25, column: 14, scope: !116)
!118 = !DILocation(line: 25, column: 10, scope: !116)
!119 = !DILocation(line: 25, column: 21, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !2, line: 25, column: 5)
!121 = !DILocation(line: 25, column: 23, scope: !120)
!122 = !DILocation(line: 25, column: 5, scope: !116)
!123 = !DILocation(line: 26, column: 33, scope: !120)
!124 = !DILocation(line: 26, column: 18, scope: !120)
!125 = !DILocation(line: 26, column: 13, scope: !120)
!126 = !DILocation(line: 26, column: 9, scope: !120)
!127 = !DILocation(line: 26, column: 16, scope: !120)
!128 = !DILocation(line: 25, column: 30, scope: !120)
!129 = !DILocation(line: 25, column: 5, scope: !120)
!130 = distinct !{!130, !122, !131, !132}
!131 = !DILocation(line: 26, column: 33, scope: !116)
!132 = !{!"llvm.loop.mustprogress"}
!133 = !DILocation(line: 27, column: 13, scope: !46)
!134 = !DILocation(line: 27, column: 17, scope: !46)
!135 = !DILocation(line: 27, column: 5, scope: !46)
!136 = !DILocation(line: 28, column: 22, scope: !46)
!137 = !DILocation(line: 28, column: 5, scope: !46)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 29, type: !49)
!139 = distinct !DILexicalBlock(scope: !46, file: !2, line: 29, column: 5)
!140 = !DILocation(line: 29, column: 14, scope: !139)
!141 = !DILocation(line: 29, column: 10, scope: !139)
!142 = !DILocation(line: 29, column: 21, scope: !143)
!143 = distinct !DILexicalBlock(scope: !139, file: !2, line: 29, column: 5)
!144 = !DILocation(line: 29, column: 23, scope: !143)
!145 = !DILocation(line: 29, column: 5, scope: !139)
!146 = !DILocation(line: 30, column: 33, scope: !143)
!147 = !DILocation(line: 30, column: 18, scope: !143)
!148 = !DILocation(line: 30, column: 13, scope: !143)
!149 = !DILocation(line: 30, column: 9, scope: !143)
!150 = !DILocation(line: 30, column: 16, scope: !143)
!151 = !DILocation(line: 29, column: 30, scope: !143)
!152 = !DILocation(line: 29, column: 5, scope: !143)
!153 = distinct !{!153, !145, !154, !132}
!154 = !DILocation(line: 30, column: 33, scope: !139)
!155 = !DILocation(line: 31, column: 5, scope: !46)
!156 = !DILocation(line: 31, column: 18, scope: !46)
!157 = !DILocation(line: 31, column: 22, scope: !46)
!158 = !DILocation(line: 32, column: 23, scope: !46)
!159 = !DILocation(line: 32, column: 5, scope: !46)
!160 = !DILocation(line: 33, column: 5, scope: !46)
!161 = !DILocation(line: 34, column: 12, scope: !46)
!162 = !DILocation(line: 34, column: 16, scope: !46)
!163 = !DILocation(line: 34, column: 5, scope: !46)
!164 = !DILocation(line: 35, column: 20, scope: !46)
!165 = !DILocation(line: 35, column: 5, scope: !46)
!166 = !DILocation(line: 36, column: 5, scope: !46)
!167 = !DILocation(line: 37, column: 24, scope: !46)
!168 = !DILocation(line: 37, column: 5, scope: !46)
!169 = !DILocalVariable(name: "a", scope: !46, file: !2, line: 38, type: !170)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 40, elements: !171)
!171 = !{!172}
!172 = !DISubrange(count: 5)
!173 = !DILocation(line: 38, column: 19, scope: !46)
!174 = !DILocalVariable(name: "b", scope: !46, file: !2, line: 39, type: !170)
!175 = !DILocation(line: 39, column: 19, scope: !46)
!176 = !DILocation(line: 40, column: 70, scope: !46)
!177 = !DILocation(line: 40, column: 73, scope: !46)
!178 = !DILocation(line: 40, column: 63, scope: !46)
!179 = !DILocation(line: 40, column: 59, scope: !46)
!180 = !DILocation(line: 41, column: 23, scope: !46)
!181 = !DILocation(line: 41, column: 26, scope: !46)
!182 = !DILocation(line: 41, column: 16, scope: !46)
!183 = !DILocation(line: 41, column: 12, scope: !46)
!184 = !DILocation(line: 41, column: 45, scope: !46)
!185 = !DILocation(line: 41, column: 48, scope: !46)
!186 = !DILocation(line: 41, column: 38, scope: !46)
!187 = !DILocation(line: 41, column: 34, scope: !46)
!188 = !DILocation(line: 41, column: 67, scope: !46)
!189 = !DILocation(line: 41, column: 70, scope: !46)
!190 = !DILocation(line: 41, column: 60, scope: !46)
!191 = !DILocation(line: 41, column: 56, scope: !46)
!192 = !DILocation(line: 42, column: 12, scope: !46)
!193 = !DILocation(line: 40, column: 5, scope: !46)
!194 = !DILocalVariable(name: "r1", scope: !46, file: !2, line: 43, type: !195)
!195 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !2, line: 7, size: 384, elements: !196)
!196 = !{!197, !198, !202, !207}
!197 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !195, file: !2, line: 8, baseType: !49, size: 32)
!198 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !195, file: !2, line: 9, baseType: !199, size: 96, offset: 32)
!199 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !200)
!200 = !{!201}
!201 = !DISubrange(count: 12)
!202 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !195, file: !2, line: 10, baseType: !203, size: 192, offset: 128)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !204, size: 192, elements: !205)
!204 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!205 = !{!206}
!206 = !DISubrange(count: 3)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !195, file: !2, line: 11, baseType: !208, size: 16, offset: 320)
!208 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !54, line: 25, baseType: !209)
!209 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !56, line: 40, baseType: !210)
!210 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!211 = !DILocation(line: 43, column: 16, scope: !46)
!212 = !DILocalVariable(name: "r2", scope: !46, file: !2, line: 43, type: !195)
!213 = !DILocation(line: 43, column: 20, scope: !46)
!214 = !DILocation(line: 44, column: 5, scope: !46)
!215 = !DILocation(line: 45, column: 8, scope: !46)
!216 = !DILocation(line: 45, column: 11, scope: !46)
!217 = !DILocation(line: 46, column: 15, scope: !46)
!218 = !DILocation(line: 46, column: 12, scope: !46)
!219 = !DILocation(line: 46, column: 5, scope: !46)
!220 = !DILocation(line: 47, column: 8, scope: !46)
!221 = !DILocation(line: 47, column: 5, scope: !46)
!222 = !DILocation(line: 47, column: 16, scope: !46)
!223 = !DILocation(line: 48, column: 8, scope: !46)
!224 = !DILocation(line: 48, column: 5, scope: !46)
!225 = !DILocation(line: 48, column: 16, scope: !46)
!226 = !DILocation(line: 49, column: 8, scope: !46)
!227 = !DILocation(line: 49, column: 5, scope: !46)
!228 = !DILocation(line: 49, column: 16, scope: !46)
!229 = !DILocation(line: 50, column: 8, scope: !46)
!230 = !DILocation(line: 50, column: 14, scope: !46)
!231 = !DILocation(line: 51, column: 5, scope: !46)
!232 = !DILocation(line: 52, column: 65, scope: !46)
!233 = !DILocation(line: 52, column: 93, scope: !46)
!234 = !DILocation(line: 53, column: 15, scope: !46)
!235 = !DILocation(line: 53, column: 22, scope: !46)
!236 = !DILocation(line: 53, column: 19, scope: !46)
!237 = !DILocation(line: 53, column: 31, scope: !46)
!238 = !DILocation(line: 53, column: 28, scope: !46)
!239 = !DILocation(line: 53, column: 43, scope: !46)
!240 = !DILocation(line: 53, column: 40, scope: !46)
!241 = !DILocation(line: 53, column: 55, scope: !46)
!242 = !DILocation(line: 53, column: 52, scope: !46)
!243 = !DILocation(line: 53, column: 67, scope: !46)
!244 = !DILocation(line: 53, column: 64, scope: !46)
!245 = !DILocation(line: 52, column: 5, scope: !46)
!246 = !DILocation(line: 54, column: 8, scope: !46)
!247 = !DILocation(line: 54, column: 5, scope: !46)
!248 = !DILocation(line: 54, column: 16, scope: !46)
!249 = !DILocation(line: 55, column: 39, scope: !46)
!250 = !DILocation(line: 55, column: 67, scope: !46)
!251 = !DILocation(line: 55, column: 5, scope: !46)
!252 = !DILocalVariable(name: "arr", scope: !46, file: !2, line: 56, type: !253)
!253 = !DICompositeType(tag: DW_TAG_array_type, baseType: !195, size: 1920, elements: !171)
!254 = !DILocation(line: 56, column: 16, scope: !46)
!255 = !DILocation(line: 57, column: 5, scope: !46)
!256 = !DILocalVariable(name: "i", scope: !257, file: !2, line: 58, type: !49)
!257 = distinct !DILexicalBlock(scope: !46, file: !2, line: 58, column: 5)
!258 = !DILocation(line: 58, column: 14, scope: !257)
!259 = !DILocation(line: 58, column: 10, scope: !257)
!260 = !DILocation(line: 58, column: 21, scope: !261)
!261 = distinct !DILexicalBlock(scope: !257, file: !2, line: 58, column: 5)
!262 = !DILocation(line: 58, column: 23, scope: !261)
!263 = !DILocation(line: 58, column: 5, scope: !257)
!264 = !DILocation(line: 59, column: 21, scope: !265)
!265 = distinct !DILexicalBlock(scope: !261, file: !2, line: 58, column: 33)
!266 = !DILocation(line: 59, column: 13, scope: !265)
!267 = !DILocation(line: 59, column: 9, scope: !265)
!268 = !DILocation(line: 59, column: 16, scope: !265)
!269 = !DILocation(line: 59, column: 19, scope: !265)
!270 = !DILocation(line: 60, column: 30, scope: !265)
!271 = !DILocation(line: 60, column: 32, scope: !265)
!272 = !DILocation(line: 60, column: 13, scope: !265)
!273 = !DILocation(line: 60, column: 9, scope: !265)
!274 = !DILocation(line: 60, column: 16, scope: !265)
!275 = !DILocation(line: 60, column: 21, scope: !265)
!276 = !DILocation(line: 60, column: 23, scope: !265)
!277 = !DILocation(line: 60, column: 28, scope: !265)
!278 = !DILocation(line: 61, column: 5, scope: !265)
!279 = !DILocation(line: 58, column: 29, scope: !261)
!280 = !DILocation(line: 58, column: 5, scope: !261)
!281 = distinct !{!281, !263, !282, !132}
!282 = !DILocation(line: 61, column: 5, scope: !257)
!283 = !DILocation(line: 62, column: 14, scope: !46)
!284 = !DILocation(line: 62, column: 23, scope: !46)
!285 = !DILocation(line: 62, column: 5, scope: !46)
!286 = !DILocation(line: 63, column: 13, scope: !46)
!287 = !DILocation(line: 63, column: 5, scope: !46)
!288 = !DILocalVariable(name: "i", scope: !289, file: !2, line: 64, type: !49)
!289 = distinct !DILexicalBlock(scope: !46, file: !2, line: 64, column: 5)
!290 = !DILocation(line: 64, column: 14, scope: !289)
!291 = !DILocation(line: 64, column: 10, scope: !289)
!292 = !DILocation(line: 64, column: 21, scope: !293)
!293 = distinct !DILexicalBlock(scope: !289, file: !2, line: 64, column: 5)
!294 = !DILocation(line: 64, column: 23, scope: !293)
!295 = !DILocation(line: 64, column: 5, scope: !289)
!296 = !DILocation(line: 65, column: 46, scope: !293)
!297 = !DILocation(line: 65, column: 53, scope: !293)
!298 = !DILocation(line: 65, column: 49, scope: !293)
!299 = !DILocation(line: 65, column: 56, scope: !293)
!300 = !DILocation(line: 65, column: 64, scope: !293)
!301 = !DILocation(line: 65, column: 60, scope: !293)
!302 = !DILocation(line: 65, column: 67, scope: !293)
!303 = !DILocation(line: 65, column: 80, scope: !293)
!304 = !DILocation(line: 65, column: 76, scope: !293)
!305 = !DILocation(line: 65, column: 83, scope: !293)
!306 = !DILocation(line: 66, column: 20, scope: !293)
!307 = !DILocation(line: 66, column: 16, scope: !293)
!308 = !DILocation(line: 66, column: 23, scope: !293)
!309 = !DILocation(line: 65, column: 9, scope: !293)
!310 = !DILocation(line: 64, column: 29, scope: !293)
!311 = !DILocation(line: 64, column: 5, scope: !293)
!312 = distinct !{!312, !295, !313, !132}
!313 = !DILocation(line: 66, column: 30, scope: !289)
!314 = !DILocalVariable(name: "i", scope: !315, file: !2, line: 69, type: !49)
!315 = distinct !DILexicalBlock(scope: !46, file: !2, line: 69, column: 5)
!316 = !DILocation(line: 69, column: 14, scope: !315)
!317 = !DILocation(line: 69, column: 10, scope: !315)
!318 = !DILocation(line: 69, column: 21, scope: !319)
!319 = distinct !DILexicalBlock(scope: !315, file: !2, line: 69, column: 5)
!320 = !DILocation(line: 69, column: 23, scope: !319)
!321 = !DILocation(line: 69, column: 5, scope: !315)
!322 = !DILocation(line: 70, column: 29, scope: !319)
!323 = !DILocation(line: 70, column: 31, scope: !319)
!324 = !DILocation(line: 70, column: 14, scope: !319)
!325 = !DILocation(line: 70, column: 9, scope: !319)
!326 = !DILocation(line: 70, column: 17, scope: !319)
!327 = !DILocation(line: 69, column: 32, scope: !319)
!328 = !DILocation(line: 69, column: 5, scope: !319)
!329 = distinct !{!329, !321, !330, !132}
!330 = !DILocation(line: 70, column: 33, scope: !315)
!331 = !DILocation(line: 71, column: 5, scope: !46)
!332 = !DILocation(line: 72, column: 5, scope: !46)
!333 = !DILocalVariable(name: "h", scope: !46, file: !2, line: 73, type: !53)
!334 = !DILocation(line: 73, column: 14, scope: !46)
!335 = !DILocalVariable(name: "i", scope: !336, file: !2, line: 74, type: !49)
!336 = distinct !DILexicalBlock(scope: !46, file: !2, line: 74, column: 5)
!337 = !DILocation(line: 74, column: 14, scope: !336)
!338 = !DILocation(line: 74, column: 10, scope: !336)
!339 = !DILocation(line: 74, column: 21, scope: !340)
!340 = distinct !DILexicalBlock(scope: !336, file: !2, line: 74, column: 5)
!341 = !DILocation(line: 74, column: 23, scope: !340)
!342 = !DILocation(line: 74, column: 5, scope: !336)
!343 = !DILocation(line: 75, column: 13, scope: !340)
!344 = !DILocation(line: 75, column: 15, scope: !340)
!345 = !DILocation(line: 75, column: 27, scope: !340)
!346 = !DILocation(line: 75, column: 22, scope: !340)
!347 = !DILocation(line: 75, column: 20, scope: !340)
!348 = !DILocation(line: 75, column: 11, scope: !340)
!349 = !DILocation(line: 75, column: 9, scope: !340)
!350 = !DILocation(line: 74, column: 32, scope: !340)
!351 = !DILocation(line: 74, column: 5, scope: !340)
!352 = distinct !{!352, !342, !353, !132}
!353 = !DILocation(line: 75, column: 28, scope: !336)
!354 = !DILocation(line: 76, column: 52, scope: !46)
!355 = !DILocation(line: 76, column: 55, scope: !46)
!356 = !DILocation(line: 76, column: 64, scope: !46)
!357 = !DILocation(line: 76, column: 5, scope: !46)
!358 = !DILocation(line: 77, column: 5, scope: !46)
!359 = !DILocation(line: 78, column: 34, scope: !46)
!360 = !DILocation(line: 78, column: 5, scope: !46)
!361 = !DILocalVariable(name: "src", scope: !46, file: !2, line: 80, type: !362)
!362 = !DICompositeType(tag: DW_TAG_array_type, baseType: !204, size: 256, elements: !92)
!363 = !DILocation(line: 80, column: 12, scope: !46)
!364 = !DILocalVariable(name: "dst", scope: !46, file: !2, line: 80, type: !362)
!365 = !DILocation(line: 80, column: 43, scope: !46)
!366 = !DILocalVariable(name: "ds", scope: !46, file: !2, line: 81, type: !58)
!367 = !DILocation(line: 81, column: 20, scope: !46)
!368 = !DILocation(line: 81, column: 42, scope: !46)
!369 = !DILocalVariable(name: "ss", scope: !46, file: !2, line: 82, type: !59)
!370 = !DILocation(line: 82, column: 26, scope: !46)
!371 = !DILocation(line: 82, column: 54, scope: !46)
!372 = !DILocalVariable(name: "i", scope: !373, file: !2, line: 83, type: !374)
!373 = distinct !DILexicalBlock(scope: !46, file: !2, line: 83, column: 5)
!374 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !375, line: 18, baseType: !376)
!375 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!376 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!377 = !DILocation(line: 83, column: 17, scope: !373)
!378 = !DILocation(line: 83, column: 10, scope: !373)
!379 = !DILocation(line: 83, column: 24, scope: !380)
!380 = distinct !DILexicalBlock(scope: !373, file: !2, line: 83, column: 5)
!381 = !DILocation(line: 83, column: 26, scope: !380)
!382 = !DILocation(line: 83, column: 5, scope: !373)
!383 = !DILocation(line: 84, column: 17, scope: !380)
!384 = !DILocation(line: 84, column: 20, scope: !380)
!385 = !DILocation(line: 84, column: 9, scope: !380)
!386 = !DILocation(line: 84, column: 12, scope: !380)
!387 = !DILocation(line: 84, column: 15, scope: !380)
!388 = !DILocation(line: 83, column: 41, scope: !380)
!389 = !DILocation(line: 83, column: 5, scope: !380)
!390 = distinct !{!390, !382, !391, !132}
!391 = !DILocation(line: 84, column: 21, scope: !373)
!392 = !DILocation(line: 85, column: 47, scope: !46)
!393 = !DILocation(line: 85, column: 55, scope: !46)
!394 = !DILocation(line: 85, column: 63, scope: !46)
!395 = !DILocation(line: 85, column: 71, scope: !46)
!396 = !DILocation(line: 85, column: 5, scope: !46)
!397 = !DILocalVariable(name: "s1", scope: !46, file: !2, line: 87, type: !398)
!398 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !399)
!399 = !{!400}
!400 = !DISubrange(count: 16)
!401 = !DILocation(line: 87, column: 10, scope: !46)
!402 = !DILocalVariable(name: "s2", scope: !46, file: !2, line: 87, type: !398)
!403 = !DILocation(line: 87, column: 30, scope: !46)
!404 = !DILocation(line: 88, column: 5, scope: !46)
!405 = !DILocation(line: 88, column: 27, scope: !46)
!406 = !DILocation(line: 88, column: 20, scope: !46)
!407 = !DILocation(line: 88, column: 31, scope: !46)
!408 = !DILocation(line: 89, column: 23, scope: !46)
!409 = !DILocation(line: 89, column: 39, scope: !46)
!410 = !DILocation(line: 89, column: 32, scope: !46)
!411 = !DILocation(line: 89, column: 27, scope: !46)
!412 = !DILocation(line: 89, column: 5, scope: !46)
!413 = !DILocalVariable(name: "ones", scope: !46, file: !2, line: 91, type: !414)
!414 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 128, elements: !92)
!415 = !DILocation(line: 91, column: 9, scope: !46)
!416 = !DILocation(line: 92, column: 5, scope: !46)
!417 = !DILocation(line: 93, column: 29, scope: !46)
!418 = !DILocation(line: 93, column: 38, scope: !46)
!419 = !DILocation(line: 93, column: 5, scope: !46)
!420 = !DILocation(line: 94, column: 5, scope: !46)
!421 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 16, type: !422, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !50, retainedNodes: !101)
!422 = !DISubroutineType(types: !423)
!423 = !{null, !424, !59, !374}
!424 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !425, size: 64)
!425 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!426 = !DILocalVariable(name: "lbl", arg: 1, scope: !421, file: !2, line: 16, type: !424)
!427 = !DILocation(line: 16, column: 30, scope: !421)
!428 = !DILocalVariable(name: "b", arg: 2, scope: !421, file: !2, line: 16, type: !59)
!429 = !DILocation(line: 16, column: 56, scope: !421)
!430 = !DILocalVariable(name: "n", arg: 3, scope: !421, file: !2, line: 16, type: !374)
!431 = !DILocation(line: 16, column: 66, scope: !421)
!432 = !DILocation(line: 17, column: 19, scope: !421)
!433 = !DILocation(line: 17, column: 5, scope: !421)
!434 = !DILocalVariable(name: "i", scope: !435, file: !2, line: 18, type: !374)
!435 = distinct !DILexicalBlock(scope: !421, file: !2, line: 18, column: 5)
!436 = !DILocation(line: 18, column: 17, scope: !435)
!437 = !DILocation(line: 18, column: 10, scope: !435)
!438 = !DILocation(line: 18, column: 24, scope: !439)
!439 = distinct !DILexicalBlock(scope: !435, file: !2, line: 18, column: 5)
!440 = !DILocation(line: 18, column: 28, scope: !439)
!441 = !DILocation(line: 18, column: 26, scope: !439)
!442 = !DILocation(line: 18, column: 5, scope: !435)
!443 = !DILocation(line: 19, column: 23, scope: !439)
!444 = !DILocation(line: 19, column: 25, scope: !439)
!445 = !DILocation(line: 19, column: 9, scope: !439)
!446 = !DILocation(line: 18, column: 32, scope: !439)
!447 = !DILocation(line: 18, column: 5, scope: !439)
!448 = distinct !{!448, !442, !449, !132}
!449 = !DILocation(line: 19, column: 27, scope: !435)
!450 = !DILocation(line: 20, column: 5, scope: !421)
!451 = !DILocation(line: 21, column: 1, scope: !421)
!452 = distinct !DISubprogram(name: "sgn", scope: !2, file: !2, line: 14, type: !453, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !50, retainedNodes: !101)
!453 = !DISubroutineType(types: !454)
!454 = !{!49, !49}
!455 = !DILocalVariable(name: "v", arg: 1, scope: !452, file: !2, line: 14, type: !49)
!456 = !DILocation(line: 14, column: 20, scope: !452)
!457 = !DILocation(line: 14, column: 33, scope: !452)
!458 = !DILocation(line: 14, column: 35, scope: !452)
!459 = !DILocation(line: 14, column: 43, scope: !452)
!460 = !DILocation(line: 14, column: 45, scope: !452)
!461 = !DILocation(line: 14, column: 40, scope: !452)
!462 = !DILocation(line: 14, column: 25, scope: !452)
