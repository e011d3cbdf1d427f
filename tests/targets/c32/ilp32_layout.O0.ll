; ModuleID = 'ilp32_layout.c'
source_filename = "ilp32_layout.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.cd = type { i8, double }
%struct.mixed = type { i8, double, i32, i64, ptr, i32, float }
%union.u = type { double }

@.str = private unnamed_addr constant [25 x i8] c"%-20s size %2u align %u\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"struct cd\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c"  offsetof(%s, %s) = %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [2 x i8] c"d\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [11 x i8] c"struct cll\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [3 x i8] c"ll\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [2 x i8] c"s\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [13 x i8] c"struct mixed\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [2 x i8] c"n\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [4 x i8] c"big\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [5 x i8] c"name\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [2 x i8] c"l\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [2 x i8] c"f\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [12 x i8] c"struct ptrs\00", align 1, !dbg !54
@.str.15 = private unnamed_addr constant [2 x i8] c"p\00", align 1, !dbg !59
@.str.16 = private unnamed_addr constant [14 x i8] c"struct withld\00", align 1, !dbg !61
@.str.17 = private unnamed_addr constant [3 x i8] c"ld\00", align 1, !dbg !66
@.str.18 = private unnamed_addr constant [8 x i8] c"union u\00", align 1, !dbg !68
@.str.19 = private unnamed_addr constant [19 x i8] c"struct packed_like\00", align 1, !dbg !73
@.str.20 = private unnamed_addr constant [6 x i8] c"inner\00", align 1, !dbg !78
@.str.21 = private unnamed_addr constant [24 x i8] c"sizeof(long double) %u\0A\00", align 1, !dbg !83
@.str.22 = private unnamed_addr constant [38 x i8] c"array bytes %u step %u checksum %08x\0A\00", align 1, !dbg !88
@.str.23 = private unnamed_addr constant [10 x i8] c"sum %.3f\0A\00", align 1, !dbg !93
@.str.24 = private unnamed_addr constant [5 x i8] c"raw:\00", align 1, !dbg !95
@.str.25 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !97
@.str.26 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !99
@.str.27 = private unnamed_addr constant [11 x i8] c"back %.2f\0A\00", align 1, !dbg !101
@.str.28 = private unnamed_addr constant [6 x i8] c"mixed\00", align 1, !dbg !103
@.str.29 = private unnamed_addr constant [36 x i8] c"mixed: %c %.2f %d %llx %s %ld %.1f\0A\00", align 1, !dbg !105
@.str.30 = private unnamed_addr constant [17 x i8] c"mixed big bytes:\00", align 1, !dbg !110
@.str.31 = private unnamed_addr constant [26 x i8] c"union: %08x %08x %016llx\0A\00", align 1, !dbg !115
@.str.32 = private unnamed_addr constant [15 x i8] c"union d %.17g\0A\00", align 1, !dbg !120

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !141 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x %struct.cd], align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.cd, align 4
  %7 = alloca [12 x i8], align 1
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca %struct.mixed, align 4
  %11 = alloca %struct.mixed, align 4
  %12 = alloca ptr, align 4
  %13 = alloca i32, align 4
  %14 = alloca %union.u, align 4
  store i32 0, ptr %1, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 12, i32 noundef 4), !dbg !146
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.1, ptr noundef @.str.3, i32 noundef 4), !dbg !147
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, i32 noundef 16, i32 noundef 4), !dbg !148
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.4, ptr noundef @.str.5, i32 noundef 4), !dbg !149
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.4, ptr noundef @.str.6, i32 noundef 12), !dbg !150
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.7, i32 noundef 36, i32 noundef 4), !dbg !151
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.7, ptr noundef @.str.8, i32 noundef 4), !dbg !152
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.7, ptr noundef @.str.9, i32 noundef 12), !dbg !153
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.7, ptr noundef @.str.10, i32 noundef 16), !dbg !154
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.7, ptr noundef @.str.11, i32 noundef 24), !dbg !155
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.7, ptr noundef @.str.12, i32 noundef 28), !dbg !156
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.7, ptr noundef @.str.13, i32 noundef 32), !dbg !157
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.14, i32 noundef 16, i32 noundef 4), !dbg !158
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.14, ptr noundef @.str.15, i32 noundef 4), !dbg !159
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.14, ptr noundef @.str.12, i32 noundef 8), !dbg !160
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.14, ptr noundef @.str.3, i32 noundef 12), !dbg !161
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.16, i32 noundef 16, i32 noundef 4), !dbg !162
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.16, ptr noundef @.str.17, i32 noundef 4), !dbg !163
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.18, i32 noundef 8, i32 noundef 4), !dbg !164
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.19, i32 noundef 44, i32 noundef 4), !dbg !165
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.19, ptr noundef @.str.3, i32 noundef 4), !dbg !166
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.19, ptr noundef @.str.20, i32 noundef 20), !dbg !167
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef 12), !dbg !168
    #dbg_declare(ptr %2, !169, !DIExpression(), !176)
  %38 = getelementptr inbounds [5 x %struct.cd], ptr %2, i32 0, i32 0, !dbg !177
  call void @llvm.memset.p0.i32(ptr align 4 %38, i8 0, i32 60, i1 false), !dbg !177
    #dbg_declare(ptr %3, !178, !DIExpression(), !180)
  store i32 0, ptr %3, align 4, !dbg !180
  br label %39, !dbg !181

39:                                               ; preds = %55, %0
  %40 = load i32, ptr %3, align 4, !dbg !182
  %41 = icmp slt i32 %40, 5, !dbg !184
  br i1 %41, label %42, label %58, !dbg !185

42:                                               ; preds = %39
  %43 = load i32, ptr %3, align 4, !dbg !186
  %44 = add nsw i32 97, %43, !dbg !188
  %45 = trunc i32 %44 to i8, !dbg !189
  %46 = load i32, ptr %3, align 4, !dbg !190
  %47 = getelementptr inbounds [5 x %struct.cd], ptr %2, i32 0, i32 %46, !dbg !191
  %48 = getelementptr inbounds %struct.cd, ptr %47, i32 0, i32 0, !dbg !192
  store i8 %45, ptr %48, align 4, !dbg !193
  %49 = load i32, ptr %3, align 4, !dbg !194
  %50 = sitofp i32 %49 to double, !dbg !194
  %51 = fmul double %50, 1.250000e+00, !dbg !195
  %52 = load i32, ptr %3, align 4, !dbg !196
  %53 = getelementptr inbounds [5 x %struct.cd], ptr %2, i32 0, i32 %52, !dbg !197
  %54 = getelementptr inbounds %struct.cd, ptr %53, i32 0, i32 1, !dbg !198
  store double %51, ptr %54, align 4, !dbg !199
  br label %55, !dbg !200

55:                                               ; preds = %42
  %56 = load i32, ptr %3, align 4, !dbg !201
  %57 = add nsw i32 %56, 1, !dbg !201
  store i32 %57, ptr %3, align 4, !dbg !201
  br label %39, !dbg !202, !llvm.loop !203

58:                                               ; preds = %39
  %59 = getelementptr inbounds [5 x %struct.cd], ptr %2, i32 0, i32 1, !dbg !206
  %60 = getelementptr inbounds [5 x %struct.cd], ptr %2, i32 0, i32 0, !dbg !207
  %61 = ptrtoint ptr %59 to i32, !dbg !208
  %62 = ptrtoint ptr %60 to i32, !dbg !208
  %63 = sub i32 %61, %62, !dbg !208
  %64 = getelementptr inbounds [5 x %struct.cd], ptr %2, i32 0, i32 0, !dbg !209
  %65 = call i32 @checksum(ptr noundef %64, i32 noundef 60), !dbg !210
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef 60, i32 noundef %63, i32 noundef %65), !dbg !211
    #dbg_declare(ptr %4, !212, !DIExpression(), !213)
  store double 0.000000e+00, ptr %4, align 8, !dbg !213
    #dbg_declare(ptr %5, !214, !DIExpression(), !216)
  store i32 0, ptr %5, align 4, !dbg !216
  br label %67, !dbg !217

67:                                               ; preds = %77, %58
  %68 = load i32, ptr %5, align 4, !dbg !218
  %69 = icmp slt i32 %68, 5, !dbg !220
  br i1 %69, label %70, label %80, !dbg !221

70:                                               ; preds = %67
  %71 = load i32, ptr %5, align 4, !dbg !222
  %72 = getelementptr inbounds [5 x %struct.cd], ptr %2, i32 0, i32 %71, !dbg !223
  %73 = getelementptr inbounds %struct.cd, ptr %72, i32 0, i32 1, !dbg !224
  %74 = load double, ptr %73, align 4, !dbg !224
  %75 = load double, ptr %4, align 8, !dbg !225
  %76 = fadd double %75, %74, !dbg !225
  store double %76, ptr %4, align 8, !dbg !225
  br label %77, !dbg !226

77:                                               ; preds = %70
  %78 = load i32, ptr %5, align 4, !dbg !227
  %79 = add nsw i32 %78, 1, !dbg !227
  store i32 %79, ptr %5, align 4, !dbg !227
  br label %67, !dbg !228, !llvm.loop !229

80:                                               ; preds = %67
  %81 = load double, ptr %4, align 8, !dbg !231
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, double noundef %81), !dbg !232
    #dbg_declare(ptr %6, !233, !DIExpression(), !234)
  call void @llvm.memset.p0.i32(ptr align 4 %6, i8 0, i32 12, i1 false), !dbg !234
  %83 = getelementptr inbounds %struct.cd, ptr %6, i32 0, i32 1, !dbg !235
  store double -2.500000e+00, ptr %83, align 4, !dbg !236
    #dbg_declare(ptr %7, !237, !DIExpression(), !239)
  %84 = getelementptr inbounds [12 x i8], ptr %7, i32 0, i32 0, !dbg !240
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %84, ptr align 4 %6, i32 12, i1 false), !dbg !240
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.24), !dbg !241
    #dbg_declare(ptr %8, !242, !DIExpression(), !246)
  store i32 0, ptr %8, align 4, !dbg !246
  br label %86, !dbg !247

86:                                               ; preds = %95, %80
  %87 = load i32, ptr %8, align 4, !dbg !248
  %88 = icmp ult i32 %87, 12, !dbg !250
  br i1 %88, label %89, label %98, !dbg !251

89:                                               ; preds = %86
  %90 = load i32, ptr %8, align 4, !dbg !252
  %91 = getelementptr inbounds [12 x i8], ptr %7, i32 0, i32 %90, !dbg !253
  %92 = load i8, ptr %91, align 1, !dbg !253
  %93 = zext i8 %92 to i32, !dbg !253
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %93), !dbg !254
  br label %95, !dbg !254

95:                                               ; preds = %89
  %96 = load i32, ptr %8, align 4, !dbg !255
  %97 = add i32 %96, 1, !dbg !255
  store i32 %97, ptr %8, align 4, !dbg !255
  br label %86, !dbg !256, !llvm.loop !257

98:                                               ; preds = %86
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.26), !dbg !259
    #dbg_declare(ptr %9, !260, !DIExpression(), !261)
  %100 = getelementptr inbounds [12 x i8], ptr %7, i32 0, i32 0, !dbg !262
  %101 = getelementptr inbounds i8, ptr %100, i32 4, !dbg !263
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %9, ptr align 1 %101, i32 8, i1 false), !dbg !264
  %102 = load double, ptr %9, align 8, !dbg !265
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, double noundef %102), !dbg !266
    #dbg_declare(ptr %10, !267, !DIExpression(), !280)
  call void @llvm.memset.p0.i32(ptr align 4 %10, i8 0, i32 36, i1 false), !dbg !281
  %104 = getelementptr inbounds %struct.mixed, ptr %10, i32 0, i32 0, !dbg !282
  store i8 109, ptr %104, align 4, !dbg !283
  %105 = getelementptr inbounds %struct.mixed, ptr %10, i32 0, i32 1, !dbg !284
  store double 3.750000e+00, ptr %105, align 4, !dbg !285
  %106 = getelementptr inbounds %struct.mixed, ptr %10, i32 0, i32 2, !dbg !286
  store i32 -7, ptr %106, align 4, !dbg !287
  %107 = getelementptr inbounds %struct.mixed, ptr %10, i32 0, i32 3, !dbg !288
  store i64 81985529216486895, ptr %107, align 4, !dbg !289
  %108 = getelementptr inbounds %struct.mixed, ptr %10, i32 0, i32 4, !dbg !290
  store ptr @.str.28, ptr %108, align 4, !dbg !291
  %109 = getelementptr inbounds %struct.mixed, ptr %10, i32 0, i32 5, !dbg !292
  store i32 -123456789, ptr %109, align 4, !dbg !293
  %110 = getelementptr inbounds %struct.mixed, ptr %10, i32 0, i32 6, !dbg !294
  store float 5.000000e-01, ptr %110, align 4, !dbg !295
    #dbg_declare(ptr %11, !296, !DIExpression(), !297)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %11, ptr align 4 %10, i32 36, i1 false), !dbg !298
  %111 = getelementptr inbounds %struct.mixed, ptr %11, i32 0, i32 0, !dbg !299
  %112 = load i8, ptr %111, align 4, !dbg !299
  %113 = sext i8 %112 to i32, !dbg !300
  %114 = getelementptr inbounds %struct.mixed, ptr %11, i32 0, i32 1, !dbg !301
  %115 = load double, ptr %114, align 4, !dbg !301
  %116 = getelementptr inbounds %struct.mixed, ptr %11, i32 0, i32 2, !dbg !302
  %117 = load i32, ptr %116, align 4, !dbg !302
  %118 = getelementptr inbounds %struct.mixed, ptr %11, i32 0, i32 3, !dbg !303
  %119 = load i64, ptr %118, align 4, !dbg !303
  %120 = getelementptr inbounds %struct.mixed, ptr %11, i32 0, i32 4, !dbg !304
  %121 = load ptr, ptr %120, align 4, !dbg !304
  %122 = getelementptr inbounds %struct.mixed, ptr %11, i32 0, i32 5, !dbg !305
  %123 = load i32, ptr %122, align 4, !dbg !305
  %124 = getelementptr inbounds %struct.mixed, ptr %11, i32 0, i32 6, !dbg !306
  %125 = load float, ptr %124, align 4, !dbg !306
  %126 = fpext float %125 to double, !dbg !307
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %113, double noundef %115, i32 noundef %117, i64 noundef %119, ptr noundef %121, i32 noundef %123, double noundef %126), !dbg !308
    #dbg_declare(ptr %12, !309, !DIExpression(), !310)
  store ptr %10, ptr %12, align 4, !dbg !310
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.30), !dbg !311
    #dbg_declare(ptr %13, !312, !DIExpression(), !314)
  store i32 16, ptr %13, align 4, !dbg !314
  br label %129, !dbg !315

129:                                              ; preds = %139, %98
  %130 = load i32, ptr %13, align 4, !dbg !316
  %131 = icmp ult i32 %130, 24, !dbg !318
  br i1 %131, label %132, label %142, !dbg !319

132:                                              ; preds = %129
  %133 = load ptr, ptr %12, align 4, !dbg !320
  %134 = load i32, ptr %13, align 4, !dbg !321
  %135 = getelementptr inbounds i8, ptr %133, i32 %134, !dbg !320
  %136 = load i8, ptr %135, align 1, !dbg !320
  %137 = zext i8 %136 to i32, !dbg !320
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %137), !dbg !322
  br label %139, !dbg !322

139:                                              ; preds = %132
  %140 = load i32, ptr %13, align 4, !dbg !323
  %141 = add i32 %140, 1, !dbg !323
  store i32 %141, ptr %13, align 4, !dbg !323
  br label %129, !dbg !324, !llvm.loop !325

142:                                              ; preds = %129
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.26), !dbg !327
    #dbg_declare(ptr %14, !328, !DIExpression(), !337)
  store double 1.000000e+00, ptr %14, align 4, !dbg !338
  %144 = getelementptr inbounds [2 x i32], ptr %14, i32 0, i32 0, !dbg !339
  %145 = load i32, ptr %144, align 4, !dbg !339
  %146 = getelementptr inbounds [2 x i32], ptr %14, i32 0, i32 1, !dbg !340
  %147 = load i32, ptr %146, align 4, !dbg !340
  %148 = load i64, ptr %14, align 4, !dbg !341
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i32 noundef %145, i32 noundef %147, i64 noundef %148), !dbg !342
  store i64 -1, ptr %14, align 4, !dbg !343
  %150 = getelementptr inbounds [8 x i8], ptr %14, i32 0, i32 7, !dbg !344
  store i8 63, ptr %150, align 1, !dbg !345
  %151 = getelementptr inbounds [8 x i8], ptr %14, i32 0, i32 6, !dbg !346
  store i8 -16, ptr %151, align 2, !dbg !347
  %152 = load double, ptr %14, align 4, !dbg !348
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, double noundef %152), !dbg !349
  ret i32 0, !dbg !350
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @checksum(ptr noundef %0, i32 noundef %1) #0 !dbg !351 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !356, !DIExpression(), !357)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !358, !DIExpression(), !359)
    #dbg_declare(ptr %5, !360, !DIExpression(), !363)
  %8 = load ptr, ptr %3, align 4, !dbg !364
  store ptr %8, ptr %5, align 4, !dbg !363
    #dbg_declare(ptr %6, !365, !DIExpression(), !366)
  store i32 -2128831035, ptr %6, align 4, !dbg !366
    #dbg_declare(ptr %7, !367, !DIExpression(), !369)
  store i32 0, ptr %7, align 4, !dbg !369
  br label %9, !dbg !370

9:                                                ; preds = %22, %2
  %10 = load i32, ptr %7, align 4, !dbg !371
  %11 = load i32, ptr %4, align 4, !dbg !373
  %12 = icmp ult i32 %10, %11, !dbg !374
  br i1 %12, label %13, label %25, !dbg !375

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4, !dbg !376
  %15 = load ptr, ptr %5, align 4, !dbg !377
  %16 = load i32, ptr %7, align 4, !dbg !378
  %17 = getelementptr inbounds i8, ptr %15, i32 %16, !dbg !377
  %18 = load i8, ptr %17, align 1, !dbg !377
  %19 = zext i8 %18 to i32, !dbg !377
  %20 = xor i32 %14, %19, !dbg !379
  %21 = mul i32 %20, 16777619, !dbg !380
  store i32 %21, ptr %6, align 4, !dbg !381
  br label %22, !dbg !382

22:                                               ; preds = %13
  %23 = load i32, ptr %7, align 4, !dbg !383
  %24 = add i32 %23, 1, !dbg !383
  store i32 %24, ptr %7, align 4, !dbg !383
  br label %9, !dbg !384, !llvm.loop !385

25:                                               ; preds = %9
  %26 = load i32, ptr %6, align 4, !dbg !387
  ret i32 %26, !dbg !388
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!125}
!llvm.module.flags = !{!132, !133, !134, !135, !136, !137, !138, !139}
!llvm.ident = !{!140}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ilp32_layout.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "e920cfe1239f2ba9ace0d58f6cfbf2ff")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 25)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 2)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 11)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 3)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !16, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 13)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !16, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !16, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 4)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 5)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !16, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !16, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 12)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !16, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 14)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !26, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 8)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 19)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 6)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 24)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 38)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !9, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !47, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !80, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !16, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !21, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 119, type: !80, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !107, isLocal: true, isDefinition: true)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 36)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 17)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 134, type: !117, isLocal: true, isDefinition: true)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 26)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 15)
!125 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !126, globals: !131, splitDebugInlining: false, nameTableKind: None)
!126 = !{!127, !4, !128, !129}
!127 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 32)
!130 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!131 = !{!0, !7, !12, !14, !19, !24, !29, !31, !36, !38, !40, !45, !50, !52, !54, !59, !61, !66, !68, !73, !78, !83, !88, !93, !95, !97, !99, !101, !103, !105, !110, !115, !120}
!132 = !{i32 1, !"NumRegisterParameters", i32 0}
!133 = !{i32 7, !"Dwarf Version", i32 5}
!134 = !{i32 2, !"Debug Info Version", i32 3}
!135 = !{i32 1, !"wchar_size", i32 4}
!136 = !{i32 8, !"PIC Level", i32 2}
!137 = !{i32 7, !"PIE Level", i32 2}
!138 = !{i32 7, !"uwtable", i32 2}
!139 = !{i32 7, !"frame-pointer", i32 2}
!140 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!141 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 61, type: !142, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !125, retainedNodes: !145)
!142 = !DISubroutineType(types: !143)
!143 = !{!144}
!144 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!145 = !{}
!146 = !DILocation(line: 62, column: 3, scope: !141)
!147 = !DILocation(line: 63, column: 3, scope: !141)
!148 = !DILocation(line: 64, column: 3, scope: !141)
!149 = !DILocation(line: 65, column: 3, scope: !141)
!150 = !DILocation(line: 66, column: 3, scope: !141)
!151 = !DILocation(line: 67, column: 3, scope: !141)
!152 = !DILocation(line: 68, column: 3, scope: !141)
!153 = !DILocation(line: 69, column: 3, scope: !141)
!154 = !DILocation(line: 70, column: 3, scope: !141)
!155 = !DILocation(line: 71, column: 3, scope: !141)
!156 = !DILocation(line: 72, column: 3, scope: !141)
!157 = !DILocation(line: 73, column: 3, scope: !141)
!158 = !DILocation(line: 74, column: 3, scope: !141)
!159 = !DILocation(line: 75, column: 3, scope: !141)
!160 = !DILocation(line: 76, column: 3, scope: !141)
!161 = !DILocation(line: 77, column: 3, scope: !141)
!162 = !DILocation(line: 78, column: 3, scope: !141)
!163 = !DILocation(line: 79, column: 3, scope: !141)
!164 = !DILocation(line: 80, column: 3, scope: !141)
!165 = !DILocation(line: 81, column: 3, scope: !141)
!166 = !DILocation(line: 82, column: 3, scope: !141)
!167 = !DILocation(line: 83, column: 3, scope: !141)
!168 = !DILocation(line: 84, column: 3, scope: !141)
!169 = !DILocalVariable(name: "arr", scope: !141, file: !2, line: 87, type: !170)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !171, size: 480, elements: !48)
!171 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cd", file: !2, line: 9, size: 96, elements: !172)
!172 = !{!173, !174}
!173 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !171, file: !2, line: 10, baseType: !4, size: 8)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !171, file: !2, line: 11, baseType: !175, size: 64, offset: 32)
!175 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!176 = !DILocation(line: 87, column: 13, scope: !141)
!177 = !DILocation(line: 88, column: 3, scope: !141)
!178 = !DILocalVariable(name: "i", scope: !179, file: !2, line: 89, type: !144)
!179 = distinct !DILexicalBlock(scope: !141, file: !2, line: 89, column: 3)
!180 = !DILocation(line: 89, column: 12, scope: !179)
!181 = !DILocation(line: 89, column: 8, scope: !179)
!182 = !DILocation(line: 89, column: 19, scope: !183)
!183 = distinct !DILexicalBlock(scope: !179, file: !2, line: 89, column: 3)
!184 = !DILocation(line: 89, column: 21, scope: !183)
!185 = !DILocation(line: 89, column: 3, scope: !179)
!186 = !DILocation(line: 90, column: 29, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !2, line: 89, column: 31)
!188 = !DILocation(line: 90, column: 27, scope: !187)
!189 = !DILocation(line: 90, column: 16, scope: !187)
!190 = !DILocation(line: 90, column: 9, scope: !187)
!191 = !DILocation(line: 90, column: 5, scope: !187)
!192 = !DILocation(line: 90, column: 12, scope: !187)
!193 = !DILocation(line: 90, column: 14, scope: !187)
!194 = !DILocation(line: 91, column: 16, scope: !187)
!195 = !DILocation(line: 91, column: 18, scope: !187)
!196 = !DILocation(line: 91, column: 9, scope: !187)
!197 = !DILocation(line: 91, column: 5, scope: !187)
!198 = !DILocation(line: 91, column: 12, scope: !187)
!199 = !DILocation(line: 91, column: 14, scope: !187)
!200 = !DILocation(line: 92, column: 3, scope: !187)
!201 = !DILocation(line: 89, column: 27, scope: !183)
!202 = !DILocation(line: 89, column: 3, scope: !183)
!203 = distinct !{!203, !185, !204, !205}
!204 = !DILocation(line: 92, column: 3, scope: !179)
!205 = !{!"llvm.loop.mustprogress"}
!206 = !DILocation(line: 94, column: 30, scope: !141)
!207 = !DILocation(line: 94, column: 48, scope: !141)
!208 = !DILocation(line: 94, column: 37, scope: !141)
!209 = !DILocation(line: 94, column: 66, scope: !141)
!210 = !DILocation(line: 94, column: 57, scope: !141)
!211 = !DILocation(line: 93, column: 3, scope: !141)
!212 = !DILocalVariable(name: "sum", scope: !141, file: !2, line: 95, type: !175)
!213 = !DILocation(line: 95, column: 10, scope: !141)
!214 = !DILocalVariable(name: "i", scope: !215, file: !2, line: 96, type: !144)
!215 = distinct !DILexicalBlock(scope: !141, file: !2, line: 96, column: 3)
!216 = !DILocation(line: 96, column: 12, scope: !215)
!217 = !DILocation(line: 96, column: 8, scope: !215)
!218 = !DILocation(line: 96, column: 19, scope: !219)
!219 = distinct !DILexicalBlock(scope: !215, file: !2, line: 96, column: 3)
!220 = !DILocation(line: 96, column: 21, scope: !219)
!221 = !DILocation(line: 96, column: 3, scope: !215)
!222 = !DILocation(line: 97, column: 16, scope: !219)
!223 = !DILocation(line: 97, column: 12, scope: !219)
!224 = !DILocation(line: 97, column: 19, scope: !219)
!225 = !DILocation(line: 97, column: 9, scope: !219)
!226 = !DILocation(line: 97, column: 5, scope: !219)
!227 = !DILocation(line: 96, column: 27, scope: !219)
!228 = !DILocation(line: 96, column: 3, scope: !219)
!229 = distinct !{!229, !221, !230, !205}
!230 = !DILocation(line: 97, column: 19, scope: !215)
!231 = !DILocation(line: 98, column: 24, scope: !141)
!232 = !DILocation(line: 98, column: 3, scope: !141)
!233 = !DILocalVariable(name: "one", scope: !141, file: !2, line: 101, type: !171)
!234 = !DILocation(line: 101, column: 13, scope: !141)
!235 = !DILocation(line: 102, column: 7, scope: !141)
!236 = !DILocation(line: 102, column: 9, scope: !141)
!237 = !DILocalVariable(name: "raw", scope: !141, file: !2, line: 103, type: !238)
!238 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 96, elements: !57)
!239 = !DILocation(line: 103, column: 17, scope: !141)
!240 = !DILocation(line: 104, column: 3, scope: !141)
!241 = !DILocation(line: 105, column: 3, scope: !141)
!242 = !DILocalVariable(name: "i", scope: !243, file: !2, line: 106, type: !244)
!243 = distinct !DILexicalBlock(scope: !141, file: !2, line: 106, column: 3)
!244 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !245, line: 18, baseType: !127)
!245 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!246 = !DILocation(line: 106, column: 15, scope: !243)
!247 = !DILocation(line: 106, column: 8, scope: !243)
!248 = !DILocation(line: 106, column: 22, scope: !249)
!249 = distinct !DILexicalBlock(scope: !243, file: !2, line: 106, column: 3)
!250 = !DILocation(line: 106, column: 24, scope: !249)
!251 = !DILocation(line: 106, column: 3, scope: !243)
!252 = !DILocation(line: 107, column: 25, scope: !249)
!253 = !DILocation(line: 107, column: 21, scope: !249)
!254 = !DILocation(line: 107, column: 5, scope: !249)
!255 = !DILocation(line: 106, column: 39, scope: !249)
!256 = !DILocation(line: 106, column: 3, scope: !249)
!257 = distinct !{!257, !251, !258, !205}
!258 = !DILocation(line: 107, column: 27, scope: !243)
!259 = !DILocation(line: 108, column: 3, scope: !141)
!260 = !DILocalVariable(name: "back", scope: !141, file: !2, line: 109, type: !175)
!261 = !DILocation(line: 109, column: 10, scope: !141)
!262 = !DILocation(line: 110, column: 17, scope: !141)
!263 = !DILocation(line: 110, column: 21, scope: !141)
!264 = !DILocation(line: 110, column: 3, scope: !141)
!265 = !DILocation(line: 111, column: 25, scope: !141)
!266 = !DILocation(line: 111, column: 3, scope: !141)
!267 = !DILocalVariable(name: "m", scope: !141, file: !2, line: 113, type: !268)
!268 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !2, line: 18, size: 288, elements: !269)
!269 = !{!270, !271, !272, !273, !275, !276, !278}
!270 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !268, file: !2, line: 19, baseType: !4, size: 8)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !268, file: !2, line: 20, baseType: !175, size: 64, offset: 32)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !268, file: !2, line: 21, baseType: !144, size: 32, offset: 96)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "big", scope: !268, file: !2, line: 22, baseType: !274, size: 64, offset: 128)
!274 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !268, file: !2, line: 23, baseType: !128, size: 32, offset: 192)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !268, file: !2, line: 24, baseType: !277, size: 32, offset: 224)
!277 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !268, file: !2, line: 25, baseType: !279, size: 32, offset: 256)
!279 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!280 = !DILocation(line: 113, column: 16, scope: !141)
!281 = !DILocation(line: 114, column: 3, scope: !141)
!282 = !DILocation(line: 115, column: 5, scope: !141)
!283 = !DILocation(line: 115, column: 9, scope: !141)
!284 = !DILocation(line: 116, column: 5, scope: !141)
!285 = !DILocation(line: 116, column: 7, scope: !141)
!286 = !DILocation(line: 117, column: 5, scope: !141)
!287 = !DILocation(line: 117, column: 7, scope: !141)
!288 = !DILocation(line: 118, column: 5, scope: !141)
!289 = !DILocation(line: 118, column: 9, scope: !141)
!290 = !DILocation(line: 119, column: 5, scope: !141)
!291 = !DILocation(line: 119, column: 10, scope: !141)
!292 = !DILocation(line: 120, column: 5, scope: !141)
!293 = !DILocation(line: 120, column: 7, scope: !141)
!294 = !DILocation(line: 121, column: 5, scope: !141)
!295 = !DILocation(line: 121, column: 7, scope: !141)
!296 = !DILocalVariable(name: "copy", scope: !141, file: !2, line: 122, type: !268)
!297 = !DILocation(line: 122, column: 16, scope: !141)
!298 = !DILocation(line: 123, column: 3, scope: !141)
!299 = !DILocation(line: 124, column: 55, scope: !141)
!300 = !DILocation(line: 124, column: 50, scope: !141)
!301 = !DILocation(line: 124, column: 65, scope: !141)
!302 = !DILocation(line: 124, column: 73, scope: !141)
!303 = !DILocation(line: 124, column: 81, scope: !141)
!304 = !DILocation(line: 124, column: 91, scope: !141)
!305 = !DILocation(line: 125, column: 15, scope: !141)
!306 = !DILocation(line: 125, column: 23, scope: !141)
!307 = !DILocation(line: 125, column: 18, scope: !141)
!308 = !DILocation(line: 124, column: 3, scope: !141)
!309 = !DILocalVariable(name: "mb", scope: !141, file: !2, line: 126, type: !129)
!310 = !DILocation(line: 126, column: 18, scope: !141)
!311 = !DILocation(line: 127, column: 3, scope: !141)
!312 = !DILocalVariable(name: "i", scope: !313, file: !2, line: 128, type: !244)
!313 = distinct !DILexicalBlock(scope: !141, file: !2, line: 128, column: 3)
!314 = !DILocation(line: 128, column: 15, scope: !313)
!315 = !DILocation(line: 128, column: 8, scope: !313)
!316 = !DILocation(line: 128, column: 48, scope: !317)
!317 = distinct !DILexicalBlock(scope: !313, file: !2, line: 128, column: 3)
!318 = !DILocation(line: 128, column: 50, scope: !317)
!319 = !DILocation(line: 128, column: 3, scope: !313)
!320 = !DILocation(line: 129, column: 21, scope: !317)
!321 = !DILocation(line: 129, column: 24, scope: !317)
!322 = !DILocation(line: 129, column: 5, scope: !317)
!323 = !DILocation(line: 128, column: 86, scope: !317)
!324 = !DILocation(line: 128, column: 3, scope: !317)
!325 = distinct !{!325, !319, !326, !205}
!326 = !DILocation(line: 129, column: 26, scope: !313)
!327 = !DILocation(line: 130, column: 3, scope: !141)
!328 = !DILocalVariable(name: "v", scope: !141, file: !2, line: 132, type: !329)
!329 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "u", file: !2, line: 37, size: 64, elements: !330)
!330 = !{!331, !332, !333, !335}
!331 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !329, file: !2, line: 38, baseType: !175, size: 64)
!332 = !DIDerivedType(tag: DW_TAG_member, name: "ll", scope: !329, file: !2, line: 39, baseType: !274, size: 64)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !329, file: !2, line: 40, baseType: !334, size: 64)
!334 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 64, elements: !71)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "words", scope: !329, file: !2, line: 41, baseType: !336, size: 64)
!336 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 64, elements: !17)
!337 = !DILocation(line: 132, column: 11, scope: !141)
!338 = !DILocation(line: 133, column: 7, scope: !141)
!339 = !DILocation(line: 134, column: 40, scope: !141)
!340 = !DILocation(line: 134, column: 52, scope: !141)
!341 = !DILocation(line: 134, column: 66, scope: !141)
!342 = !DILocation(line: 134, column: 3, scope: !141)
!343 = !DILocation(line: 135, column: 8, scope: !141)
!344 = !DILocation(line: 136, column: 3, scope: !141)
!345 = !DILocation(line: 136, column: 14, scope: !141)
!346 = !DILocation(line: 137, column: 3, scope: !141)
!347 = !DILocation(line: 137, column: 14, scope: !141)
!348 = !DILocation(line: 138, column: 31, scope: !141)
!349 = !DILocation(line: 138, column: 3, scope: !141)
!350 = !DILocation(line: 139, column: 3, scope: !141)
!351 = distinct !DISubprogram(name: "checksum", scope: !2, file: !2, line: 53, type: !352, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !125, retainedNodes: !145)
!352 = !DISubroutineType(types: !353)
!353 = !{!127, !354, !244}
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !355, size: 32)
!355 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!356 = !DILocalVariable(name: "p", arg: 1, scope: !351, file: !2, line: 53, type: !354)
!357 = !DILocation(line: 53, column: 38, scope: !351)
!358 = !DILocalVariable(name: "n", arg: 2, scope: !351, file: !2, line: 53, type: !244)
!359 = !DILocation(line: 53, column: 48, scope: !351)
!360 = !DILocalVariable(name: "b", scope: !351, file: !2, line: 54, type: !361)
!361 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !362, size: 32)
!362 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !130)
!363 = !DILocation(line: 54, column: 24, scope: !351)
!364 = !DILocation(line: 54, column: 28, scope: !351)
!365 = !DILocalVariable(name: "h", scope: !351, file: !2, line: 55, type: !127)
!366 = !DILocation(line: 55, column: 12, scope: !351)
!367 = !DILocalVariable(name: "i", scope: !368, file: !2, line: 56, type: !244)
!368 = distinct !DILexicalBlock(scope: !351, file: !2, line: 56, column: 3)
!369 = !DILocation(line: 56, column: 15, scope: !368)
!370 = !DILocation(line: 56, column: 8, scope: !368)
!371 = !DILocation(line: 56, column: 22, scope: !372)
!372 = distinct !DILexicalBlock(scope: !368, file: !2, line: 56, column: 3)
!373 = !DILocation(line: 56, column: 26, scope: !372)
!374 = !DILocation(line: 56, column: 24, scope: !372)
!375 = !DILocation(line: 56, column: 3, scope: !368)
!376 = !DILocation(line: 57, column: 10, scope: !372)
!377 = !DILocation(line: 57, column: 14, scope: !372)
!378 = !DILocation(line: 57, column: 16, scope: !372)
!379 = !DILocation(line: 57, column: 12, scope: !372)
!380 = !DILocation(line: 57, column: 20, scope: !372)
!381 = !DILocation(line: 57, column: 7, scope: !372)
!382 = !DILocation(line: 57, column: 5, scope: !372)
!383 = !DILocation(line: 56, column: 30, scope: !372)
!384 = !DILocation(line: 56, column: 3, scope: !372)
!385 = distinct !{!385, !375, !386, !205}
!386 = !DILocation(line: 57, column: 22, scope: !368)
!387 = !DILocation(line: 58, column: 10, scope: !351)
!388 = !DILocation(line: 58, column: 3, scope: !351)
