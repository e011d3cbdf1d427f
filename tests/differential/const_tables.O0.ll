; ModuleID = 'const_tables.c'
source_filename = "const_tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i32, ptr }

@popcount4 = internal constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 16, !dbg !0
@.str = private unnamed_addr constant [24 x i8] c"bits set in 0..255: %u\0A\00", align 1, !dbg !11
@__const.main.years = private unnamed_addr constant [4 x i32] [i32 1900, i32 2000, i32 2023, i32 2024], align 16
@.str.1 = private unnamed_addr constant [44 x i8] c"%d leap=%d day_of_year(Dec 31)=%d Mar 1=%d\0A\00", align 1, !dbg !17
@.str.2 = private unnamed_addr constant [16 x i8] c"%s has %d days\0A\00", align 1, !dbg !22
@month_names = internal constant [12 x ptr] [ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23], align 16, !dbg !101
@month_days = internal constant [2 x [12 x i32]] [[12 x i32] [i32 31, i32 28, i32 31, i32 30, i32 31, i32 30, i32 31, i32 31, i32 30, i32 31, i32 30, i32 31], [12 x i32] [i32 31, i32 29, i32 31, i32 30, i32 31, i32 30, i32 31, i32 31, i32 30, i32 31, i32 30, i32 31]], align 16, !dbg !109
@__const.main.nums = private unnamed_addr constant [10 x i32] [i32 1, i32 4, i32 9, i32 14, i32 40, i32 90, i32 400, i32 1994, i32 2024, i32 3999], align 16
@.str.3 = private unnamed_addr constant [9 x i8] c"%d = %s\0A\00", align 1, !dbg !27
@weights = internal constant [5 x double] [double 5.000000e-01, double 2.500000e-01, double 1.250000e-01, double 6.250000e-02, double 3.125000e-02], align 16, !dbg !152
@.str.4 = private unnamed_addr constant [13 x i8] c"weighted=%f\0A\00", align 1, !dbg !32
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !37
@.str.6 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !42
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !47
@.str.8 = private unnamed_addr constant [10 x i8] c"123456789\00", align 1, !dbg !52
@.str.9 = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1, !dbg !57
@__const.main.msgs = private unnamed_addr constant [5 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9], align 16
@.str.10 = private unnamed_addr constant [25 x i8] c"crc32(\22%s\22) = %s = %08X\0A\00", align 1, !dbg !59
@.str.11 = private unnamed_addr constant [31 x i8] c"table[1]=%08x table[255]=%08x\0A\00", align 1, !dbg !64
@crc_table = internal global [256 x i32] zeroinitializer, align 16, !dbg !69
@.str.12 = private unnamed_addr constant [4 x i8] c"Jan\00", align 1, !dbg !77
@.str.13 = private unnamed_addr constant [4 x i8] c"Feb\00", align 1, !dbg !79
@.str.14 = private unnamed_addr constant [4 x i8] c"Mar\00", align 1, !dbg !81
@.str.15 = private unnamed_addr constant [4 x i8] c"Apr\00", align 1, !dbg !83
@.str.16 = private unnamed_addr constant [4 x i8] c"May\00", align 1, !dbg !85
@.str.17 = private unnamed_addr constant [4 x i8] c"Jun\00", align 1, !dbg !87
@.str.18 = private unnamed_addr constant [4 x i8] c"Jul\00", align 1, !dbg !89
@.str.19 = private unnamed_addr constant [4 x i8] c"Aug\00", align 1, !dbg !91
@.str.20 = private unnamed_addr constant [4 x i8] c"Sep\00", align 1, !dbg !93
@.str.21 = private unnamed_addr constant [4 x i8] c"Oct\00", align 1, !dbg !95
@.str.22 = private unnamed_addr constant [4 x i8] c"Nov\00", align 1, !dbg !97
@.str.23 = private unnamed_addr constant [4 x i8] c"Dec\00", align 1, !dbg !99
@roman = internal constant [13 x %struct.anon] [%struct.anon { i32 1000, ptr @.str.24 }, %struct.anon { i32 900, ptr @.str.25 }, %struct.anon { i32 500, ptr @.str.26 }, %struct.anon { i32 400, ptr @.str.27 }, %struct.anon { i32 100, ptr @.str.28 }, %struct.anon { i32 90, ptr @.str.29 }, %struct.anon { i32 50, ptr @.str.30 }, %struct.anon { i32 40, ptr @.str.31 }, %struct.anon { i32 10, ptr @.str.32 }, %struct.anon { i32 9, ptr @.str.33 }, %struct.anon { i32 5, ptr @.str.34 }, %struct.anon { i32 4, ptr @.str.35 }, %struct.anon { i32 1, ptr @.str.36 }], align 16, !dbg !144
@.str.24 = private unnamed_addr constant [2 x i8] c"M\00", align 1, !dbg !115
@.str.25 = private unnamed_addr constant [3 x i8] c"CM\00", align 1, !dbg !117
@.str.26 = private unnamed_addr constant [2 x i8] c"D\00", align 1, !dbg !122
@.str.27 = private unnamed_addr constant [3 x i8] c"CD\00", align 1, !dbg !124
@.str.28 = private unnamed_addr constant [2 x i8] c"C\00", align 1, !dbg !126
@.str.29 = private unnamed_addr constant [3 x i8] c"XC\00", align 1, !dbg !128
@.str.30 = private unnamed_addr constant [2 x i8] c"L\00", align 1, !dbg !130
@.str.31 = private unnamed_addr constant [3 x i8] c"XL\00", align 1, !dbg !132
@.str.32 = private unnamed_addr constant [2 x i8] c"X\00", align 1, !dbg !134
@.str.33 = private unnamed_addr constant [3 x i8] c"IX\00", align 1, !dbg !136
@.str.34 = private unnamed_addr constant [2 x i8] c"V\00", align 1, !dbg !138
@.str.35 = private unnamed_addr constant [3 x i8] c"IV\00", align 1, !dbg !140
@.str.36 = private unnamed_addr constant [2 x i8] c"I\00", align 1, !dbg !142
@hexdigits = internal constant [17 x i8] c"0123456789abcdef\00", align 16, !dbg !159

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !174 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [4 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [10 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca [32 x i8], align 16
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca [5 x ptr], align 16
  %13 = alloca i32, align 4
  %14 = alloca [9 x i8], align 1
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !178, !DIExpression(), !179)
  store i32 0, ptr %2, align 4, !dbg !179
    #dbg_declare(ptr %3, !180, !DIExpression(), !182)
  store i32 0, ptr %3, align 4, !dbg !182
  br label %16, !dbg !183

16:                                               ; preds = %35, %0
  %17 = load i32, ptr %3, align 4, !dbg !184
  %18 = icmp ult i32 %17, 256, !dbg !186
  br i1 %18, label %19, label %38, !dbg !187

19:                                               ; preds = %16
  %20 = load i32, ptr %3, align 4, !dbg !188
  %21 = and i32 %20, 15, !dbg !189
  %22 = zext i32 %21 to i64, !dbg !190
  %23 = getelementptr inbounds [16 x i8], ptr @popcount4, i64 0, i64 %22, !dbg !190
  %24 = load i8, ptr %23, align 1, !dbg !190
  %25 = zext i8 %24 to i32, !dbg !190
  %26 = load i32, ptr %3, align 4, !dbg !191
  %27 = lshr i32 %26, 4, !dbg !192
  %28 = zext i32 %27 to i64, !dbg !193
  %29 = getelementptr inbounds [16 x i8], ptr @popcount4, i64 0, i64 %28, !dbg !193
  %30 = load i8, ptr %29, align 1, !dbg !193
  %31 = zext i8 %30 to i32, !dbg !193
  %32 = add nsw i32 %25, %31, !dbg !194
  %33 = load i32, ptr %2, align 4, !dbg !195
  %34 = add i32 %33, %32, !dbg !195
  store i32 %34, ptr %2, align 4, !dbg !195
  br label %35, !dbg !196

35:                                               ; preds = %19
  %36 = load i32, ptr %3, align 4, !dbg !197
  %37 = add i32 %36, 1, !dbg !197
  store i32 %37, ptr %3, align 4, !dbg !197
  br label %16, !dbg !198, !llvm.loop !199

38:                                               ; preds = %16
  %39 = load i32, ptr %2, align 4, !dbg !202
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %39), !dbg !203
    #dbg_declare(ptr %4, !204, !DIExpression(), !206)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.years, i64 16, i1 false), !dbg !206
    #dbg_declare(ptr %5, !207, !DIExpression(), !209)
  store i32 0, ptr %5, align 4, !dbg !209
  br label %41, !dbg !210

41:                                               ; preds = %65, %38
  %42 = load i32, ptr %5, align 4, !dbg !211
  %43 = icmp slt i32 %42, 4, !dbg !213
  br i1 %43, label %44, label %68, !dbg !214

44:                                               ; preds = %41
  %45 = load i32, ptr %5, align 4, !dbg !215
  %46 = sext i32 %45 to i64, !dbg !216
  %47 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %46, !dbg !216
  %48 = load i32, ptr %47, align 4, !dbg !216
  %49 = load i32, ptr %5, align 4, !dbg !217
  %50 = sext i32 %49 to i64, !dbg !218
  %51 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %50, !dbg !218
  %52 = load i32, ptr %51, align 4, !dbg !218
  %53 = call i32 @is_leap(i32 noundef %52), !dbg !219
  %54 = load i32, ptr %5, align 4, !dbg !220
  %55 = sext i32 %54 to i64, !dbg !221
  %56 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %55, !dbg !221
  %57 = load i32, ptr %56, align 4, !dbg !221
  %58 = call i32 @day_of_year(i32 noundef %57, i32 noundef 12, i32 noundef 31), !dbg !222
  %59 = load i32, ptr %5, align 4, !dbg !223
  %60 = sext i32 %59 to i64, !dbg !224
  %61 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %60, !dbg !224
  %62 = load i32, ptr %61, align 4, !dbg !224
  %63 = call i32 @day_of_year(i32 noundef %62, i32 noundef 3, i32 noundef 1), !dbg !225
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %48, i32 noundef %53, i32 noundef %58, i32 noundef %63), !dbg !226
  br label %65, !dbg !226

65:                                               ; preds = %44
  %66 = load i32, ptr %5, align 4, !dbg !227
  %67 = add nsw i32 %66, 1, !dbg !227
  store i32 %67, ptr %5, align 4, !dbg !227
  br label %41, !dbg !228, !llvm.loop !229

68:                                               ; preds = %41
    #dbg_declare(ptr %6, !231, !DIExpression(), !233)
  store i32 0, ptr %6, align 4, !dbg !233
  br label %69, !dbg !234

69:                                               ; preds = %82, %68
  %70 = load i32, ptr %6, align 4, !dbg !235
  %71 = icmp slt i32 %70, 12, !dbg !237
  br i1 %71, label %72, label %85, !dbg !238

72:                                               ; preds = %69
  %73 = load i32, ptr %6, align 4, !dbg !239
  %74 = sext i32 %73 to i64, !dbg !240
  %75 = getelementptr inbounds [12 x ptr], ptr @month_names, i64 0, i64 %74, !dbg !240
  %76 = load ptr, ptr %75, align 8, !dbg !240
  %77 = load i32, ptr %6, align 4, !dbg !241
  %78 = sext i32 %77 to i64, !dbg !242
  %79 = getelementptr inbounds [12 x i32], ptr @month_days, i64 0, i64 %78, !dbg !242
  %80 = load i32, ptr %79, align 4, !dbg !242
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %76, i32 noundef %80), !dbg !243
  br label %82, !dbg !243

82:                                               ; preds = %72
  %83 = load i32, ptr %6, align 4, !dbg !244
  %84 = add nsw i32 %83, 2, !dbg !244
  store i32 %84, ptr %6, align 4, !dbg !244
  br label %69, !dbg !245, !llvm.loop !246

85:                                               ; preds = %69
    #dbg_declare(ptr %7, !248, !DIExpression(), !250)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.nums, i64 40, i1 false), !dbg !250
    #dbg_declare(ptr %8, !251, !DIExpression(), !253)
  store i32 0, ptr %8, align 4, !dbg !253
  br label %86, !dbg !254

86:                                               ; preds = %101, %85
  %87 = load i32, ptr %8, align 4, !dbg !255
  %88 = icmp slt i32 %87, 10, !dbg !257
  br i1 %88, label %89, label %104, !dbg !258

89:                                               ; preds = %86
    #dbg_declare(ptr %9, !259, !DIExpression(), !264)
  %90 = load i32, ptr %8, align 4, !dbg !265
  %91 = sext i32 %90 to i64, !dbg !266
  %92 = getelementptr inbounds [10 x i32], ptr %7, i64 0, i64 %91, !dbg !266
  %93 = load i32, ptr %92, align 4, !dbg !266
  %94 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0, !dbg !267
  call void @to_roman(i32 noundef %93, ptr noundef %94), !dbg !268
  %95 = load i32, ptr %8, align 4, !dbg !269
  %96 = sext i32 %95 to i64, !dbg !270
  %97 = getelementptr inbounds [10 x i32], ptr %7, i64 0, i64 %96, !dbg !270
  %98 = load i32, ptr %97, align 4, !dbg !270
  %99 = getelementptr inbounds [32 x i8], ptr %9, i64 0, i64 0, !dbg !271
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %98, ptr noundef %99), !dbg !272
  br label %101, !dbg !273

101:                                              ; preds = %89
  %102 = load i32, ptr %8, align 4, !dbg !274
  %103 = add nsw i32 %102, 1, !dbg !274
  store i32 %103, ptr %8, align 4, !dbg !274
  br label %86, !dbg !275, !llvm.loop !276

104:                                              ; preds = %86
    #dbg_declare(ptr %10, !278, !DIExpression(), !279)
  store double 0.000000e+00, ptr %10, align 8, !dbg !279
    #dbg_declare(ptr %11, !280, !DIExpression(), !282)
  store i32 0, ptr %11, align 4, !dbg !282
  br label %105, !dbg !283

105:                                              ; preds = %118, %104
  %106 = load i32, ptr %11, align 4, !dbg !284
  %107 = icmp slt i32 %106, 5, !dbg !286
  br i1 %107, label %108, label %121, !dbg !287

108:                                              ; preds = %105
  %109 = load i32, ptr %11, align 4, !dbg !288
  %110 = sext i32 %109 to i64, !dbg !289
  %111 = getelementptr inbounds [5 x double], ptr @weights, i64 0, i64 %110, !dbg !289
  %112 = load double, ptr %111, align 8, !dbg !289
  %113 = load i32, ptr %11, align 4, !dbg !290
  %114 = add nsw i32 %113, 1, !dbg !291
  %115 = sitofp i32 %114 to double, !dbg !292
  %116 = load double, ptr %10, align 8, !dbg !293
  %117 = call double @llvm.fmuladd.f64(double %112, double %115, double %116), !dbg !293
  store double %117, ptr %10, align 8, !dbg !293
  br label %118, !dbg !294

118:                                              ; preds = %108
  %119 = load i32, ptr %11, align 4, !dbg !295
  %120 = add nsw i32 %119, 1, !dbg !295
  store i32 %120, ptr %11, align 4, !dbg !295
  br label %105, !dbg !296, !llvm.loop !297

121:                                              ; preds = %105
  %122 = load double, ptr %10, align 8, !dbg !299
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %122), !dbg !300
  call void @crc_init(), !dbg !301
    #dbg_declare(ptr %12, !302, !DIExpression(), !304)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 @__const.main.msgs, i64 40, i1 false), !dbg !304
    #dbg_declare(ptr %13, !305, !DIExpression(), !307)
  store i32 0, ptr %13, align 4, !dbg !307
  br label %124, !dbg !308

124:                                              ; preds = %147, %121
  %125 = load i32, ptr %13, align 4, !dbg !309
  %126 = icmp slt i32 %125, 5, !dbg !311
  br i1 %126, label %127, label %150, !dbg !312

127:                                              ; preds = %124
    #dbg_declare(ptr %14, !313, !DIExpression(), !315)
    #dbg_declare(ptr %15, !316, !DIExpression(), !317)
  %128 = load i32, ptr %13, align 4, !dbg !318
  %129 = sext i32 %128 to i64, !dbg !319
  %130 = getelementptr inbounds [5 x ptr], ptr %12, i64 0, i64 %129, !dbg !319
  %131 = load ptr, ptr %130, align 8, !dbg !319
  %132 = load i32, ptr %13, align 4, !dbg !320
  %133 = sext i32 %132 to i64, !dbg !321
  %134 = getelementptr inbounds [5 x ptr], ptr %12, i64 0, i64 %133, !dbg !321
  %135 = load ptr, ptr %134, align 8, !dbg !321
  %136 = call i64 @strlen(ptr noundef %135) #6, !dbg !322
  %137 = call i32 @crc32(ptr noundef %131, i64 noundef %136), !dbg !323
  store i32 %137, ptr %15, align 4, !dbg !317
  %138 = load i32, ptr %15, align 4, !dbg !324
  %139 = getelementptr inbounds [9 x i8], ptr %14, i64 0, i64 0, !dbg !325
  call void @to_hex(i32 noundef %138, ptr noundef %139), !dbg !326
  %140 = load i32, ptr %13, align 4, !dbg !327
  %141 = sext i32 %140 to i64, !dbg !328
  %142 = getelementptr inbounds [5 x ptr], ptr %12, i64 0, i64 %141, !dbg !328
  %143 = load ptr, ptr %142, align 8, !dbg !328
  %144 = getelementptr inbounds [9 x i8], ptr %14, i64 0, i64 0, !dbg !329
  %145 = load i32, ptr %15, align 4, !dbg !330
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %143, ptr noundef %144, i32 noundef %145), !dbg !331
  br label %147, !dbg !332

147:                                              ; preds = %127
  %148 = load i32, ptr %13, align 4, !dbg !333
  %149 = add nsw i32 %148, 1, !dbg !333
  store i32 %149, ptr %13, align 4, !dbg !333
  br label %124, !dbg !334, !llvm.loop !335

150:                                              ; preds = %124
  %151 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @crc_table, i64 0, i64 1), align 4, !dbg !337
  %152 = load i32, ptr getelementptr inbounds ([256 x i32], ptr @crc_table, i64 0, i64 255), align 4, !dbg !338
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %151, i32 noundef %152), !dbg !339
  ret i32 0, !dbg !340
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_leap(i32 noundef %0) #0 !dbg !341 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !344, !DIExpression(), !345)
  %3 = load i32, ptr %2, align 4, !dbg !346
  %4 = srem i32 %3, 4, !dbg !347
  %5 = icmp eq i32 %4, 0, !dbg !348
  br i1 %5, label %6, label %10, !dbg !349

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !350
  %8 = srem i32 %7, 100, !dbg !351
  %9 = icmp ne i32 %8, 0, !dbg !352
  br i1 %9, label %14, label %10, !dbg !353

10:                                               ; preds = %6, %1
  %11 = load i32, ptr %2, align 4, !dbg !354
  %12 = srem i32 %11, 400, !dbg !355
  %13 = icmp eq i32 %12, 0, !dbg !356
  br label %14, !dbg !353

14:                                               ; preds = %10, %6
  %15 = phi i1 [ true, %6 ], [ %13, %10 ]
  %16 = zext i1 %15 to i32, !dbg !353
  ret i32 %16, !dbg !357
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @day_of_year(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !358 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !361, !DIExpression(), !362)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !363, !DIExpression(), !364)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !365, !DIExpression(), !366)
    #dbg_declare(ptr %7, !367, !DIExpression(), !368)
  %9 = load i32, ptr %4, align 4, !dbg !369
  %10 = call i32 @is_leap(i32 noundef %9), !dbg !370
  store i32 %10, ptr %7, align 4, !dbg !368
    #dbg_declare(ptr %8, !371, !DIExpression(), !373)
  store i32 0, ptr %8, align 4, !dbg !373
  br label %11, !dbg !374

11:                                               ; preds = %26, %3
  %12 = load i32, ptr %8, align 4, !dbg !375
  %13 = load i32, ptr %5, align 4, !dbg !377
  %14 = sub nsw i32 %13, 1, !dbg !378
  %15 = icmp slt i32 %12, %14, !dbg !379
  br i1 %15, label %16, label %29, !dbg !380

16:                                               ; preds = %11
  %17 = load i32, ptr %7, align 4, !dbg !381
  %18 = sext i32 %17 to i64, !dbg !382
  %19 = getelementptr inbounds [2 x [12 x i32]], ptr @month_days, i64 0, i64 %18, !dbg !382
  %20 = load i32, ptr %8, align 4, !dbg !383
  %21 = sext i32 %20 to i64, !dbg !382
  %22 = getelementptr inbounds [12 x i32], ptr %19, i64 0, i64 %21, !dbg !382
  %23 = load i32, ptr %22, align 4, !dbg !382
  %24 = load i32, ptr %6, align 4, !dbg !384
  %25 = add nsw i32 %24, %23, !dbg !384
  store i32 %25, ptr %6, align 4, !dbg !384
  br label %26, !dbg !385

26:                                               ; preds = %16
  %27 = load i32, ptr %8, align 4, !dbg !386
  %28 = add nsw i32 %27, 1, !dbg !386
  store i32 %28, ptr %8, align 4, !dbg !386
  br label %11, !dbg !387, !llvm.loop !388

29:                                               ; preds = %11
  %30 = load i32, ptr %6, align 4, !dbg !390
  ret i32 %30, !dbg !391
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @to_roman(i32 noundef %0, ptr noundef %1) #0 !dbg !392 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !396, !DIExpression(), !397)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !398, !DIExpression(), !399)
  %6 = load ptr, ptr %4, align 8, !dbg !400
  %7 = getelementptr inbounds i8, ptr %6, i64 0, !dbg !400
  store i8 0, ptr %7, align 1, !dbg !401
    #dbg_declare(ptr %5, !402, !DIExpression(), !407)
  store i64 0, ptr %5, align 8, !dbg !407
  br label %8, !dbg !408

8:                                                ; preds = %33, %2
  %9 = load i64, ptr %5, align 8, !dbg !409
  %10 = icmp ult i64 %9, 13, !dbg !411
  br i1 %10, label %11, label %36, !dbg !412

11:                                               ; preds = %8
  br label %12, !dbg !413

12:                                               ; preds = %19, %11
  %13 = load i32, ptr %3, align 4, !dbg !414
  %14 = load i64, ptr %5, align 8, !dbg !415
  %15 = getelementptr inbounds [13 x %struct.anon], ptr @roman, i64 0, i64 %14, !dbg !416
  %16 = getelementptr inbounds %struct.anon, ptr %15, i32 0, i32 0, !dbg !417
  %17 = load i32, ptr %16, align 16, !dbg !417
  %18 = icmp sge i32 %13, %17, !dbg !418
  br i1 %18, label %19, label %32, !dbg !413

19:                                               ; preds = %12
  %20 = load ptr, ptr %4, align 8, !dbg !419
  %21 = load i64, ptr %5, align 8, !dbg !421
  %22 = getelementptr inbounds [13 x %struct.anon], ptr @roman, i64 0, i64 %21, !dbg !422
  %23 = getelementptr inbounds %struct.anon, ptr %22, i32 0, i32 1, !dbg !423
  %24 = load ptr, ptr %23, align 8, !dbg !423
  %25 = call ptr @strcat(ptr noundef %20, ptr noundef %24) #7, !dbg !424
  %26 = load i64, ptr %5, align 8, !dbg !425
  %27 = getelementptr inbounds [13 x %struct.anon], ptr @roman, i64 0, i64 %26, !dbg !426
  %28 = getelementptr inbounds %struct.anon, ptr %27, i32 0, i32 0, !dbg !427
  %29 = load i32, ptr %28, align 16, !dbg !427
  %30 = load i32, ptr %3, align 4, !dbg !428
  %31 = sub nsw i32 %30, %29, !dbg !428
  store i32 %31, ptr %3, align 4, !dbg !428
  br label %12, !dbg !413, !llvm.loop !429

32:                                               ; preds = %12
  br label %33, !dbg !413

33:                                               ; preds = %32
  %34 = load i64, ptr %5, align 8, !dbg !431
  %35 = add i64 %34, 1, !dbg !431
  store i64 %35, ptr %5, align 8, !dbg !431
  br label %8, !dbg !432, !llvm.loop !433

36:                                               ; preds = %8
  ret void, !dbg !435
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc_init() #0 !dbg !436 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
    #dbg_declare(ptr %1, !439, !DIExpression(), !441)
  store i32 0, ptr %1, align 4, !dbg !441
  br label %4, !dbg !442

4:                                                ; preds = %33, %0
  %5 = load i32, ptr %1, align 4, !dbg !443
  %6 = icmp ult i32 %5, 256, !dbg !445
  br i1 %6, label %7, label %36, !dbg !446

7:                                                ; preds = %4
    #dbg_declare(ptr %2, !447, !DIExpression(), !449)
  %8 = load i32, ptr %1, align 4, !dbg !450
  store i32 %8, ptr %2, align 4, !dbg !449
    #dbg_declare(ptr %3, !451, !DIExpression(), !453)
  store i32 0, ptr %3, align 4, !dbg !453
  br label %9, !dbg !454

9:                                                ; preds = %25, %7
  %10 = load i32, ptr %3, align 4, !dbg !455
  %11 = icmp slt i32 %10, 8, !dbg !457
  br i1 %11, label %12, label %28, !dbg !458

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4, !dbg !459
  %14 = and i32 %13, 1, !dbg !460
  %15 = icmp ne i32 %14, 0, !dbg !460
  br i1 %15, label %16, label %20, !dbg !459

16:                                               ; preds = %12
  %17 = load i32, ptr %2, align 4, !dbg !461
  %18 = lshr i32 %17, 1, !dbg !462
  %19 = xor i32 -306674912, %18, !dbg !463
  br label %23, !dbg !459

20:                                               ; preds = %12
  %21 = load i32, ptr %2, align 4, !dbg !464
  %22 = lshr i32 %21, 1, !dbg !465
  br label %23, !dbg !459

23:                                               ; preds = %20, %16
  %24 = phi i32 [ %19, %16 ], [ %22, %20 ], !dbg !459
  store i32 %24, ptr %2, align 4, !dbg !466
  br label %25, !dbg !467

25:                                               ; preds = %23
  %26 = load i32, ptr %3, align 4, !dbg !468
  %27 = add nsw i32 %26, 1, !dbg !468
  store i32 %27, ptr %3, align 4, !dbg !468
  br label %9, !dbg !469, !llvm.loop !470

28:                                               ; preds = %9
  %29 = load i32, ptr %2, align 4, !dbg !472
  %30 = load i32, ptr %1, align 4, !dbg !473
  %31 = zext i32 %30 to i64, !dbg !474
  %32 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %31, !dbg !474
  store i32 %29, ptr %32, align 4, !dbg !475
  br label %33, !dbg !476

33:                                               ; preds = %28
  %34 = load i32, ptr %1, align 4, !dbg !477
  %35 = add i32 %34, 1, !dbg !477
  store i32 %35, ptr %1, align 4, !dbg !477
  br label %4, !dbg !478, !llvm.loop !479

36:                                               ; preds = %4
  ret void, !dbg !481
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @crc32(ptr noundef %0, i64 noundef %1) #0 !dbg !482 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !485, !DIExpression(), !486)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !487, !DIExpression(), !488)
    #dbg_declare(ptr %5, !489, !DIExpression(), !490)
  store i32 -1, ptr %5, align 4, !dbg !490
    #dbg_declare(ptr %6, !491, !DIExpression(), !493)
  store i64 0, ptr %6, align 8, !dbg !493
  br label %7, !dbg !494

7:                                                ; preds = %26, %2
  %8 = load i64, ptr %6, align 8, !dbg !495
  %9 = load i64, ptr %4, align 8, !dbg !497
  %10 = icmp ult i64 %8, %9, !dbg !498
  br i1 %10, label %11, label %29, !dbg !499

11:                                               ; preds = %7
  %12 = load i32, ptr %5, align 4, !dbg !500
  %13 = load ptr, ptr %3, align 8, !dbg !501
  %14 = load i64, ptr %6, align 8, !dbg !502
  %15 = getelementptr inbounds i8, ptr %13, i64 %14, !dbg !501
  %16 = load i8, ptr %15, align 1, !dbg !501
  %17 = zext i8 %16 to i32, !dbg !503
  %18 = xor i32 %12, %17, !dbg !504
  %19 = and i32 %18, 255, !dbg !505
  %20 = zext i32 %19 to i64, !dbg !506
  %21 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %20, !dbg !506
  %22 = load i32, ptr %21, align 4, !dbg !506
  %23 = load i32, ptr %5, align 4, !dbg !507
  %24 = lshr i32 %23, 8, !dbg !508
  %25 = xor i32 %22, %24, !dbg !509
  store i32 %25, ptr %5, align 4, !dbg !510
  br label %26, !dbg !511

26:                                               ; preds = %11
  %27 = load i64, ptr %6, align 8, !dbg !512
  %28 = add i64 %27, 1, !dbg !512
  store i64 %28, ptr %6, align 8, !dbg !512
  br label %7, !dbg !513, !llvm.loop !514

29:                                               ; preds = %7
  %30 = load i32, ptr %5, align 4, !dbg !516
  %31 = xor i32 %30, -1, !dbg !517
  ret i32 %31, !dbg !518
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @to_hex(i32 noundef %0, ptr noundef %1) #0 !dbg !519 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !522, !DIExpression(), !523)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !524, !DIExpression(), !525)
    #dbg_declare(ptr %5, !526, !DIExpression(), !528)
  store i32 7, ptr %5, align 4, !dbg !528
  br label %6, !dbg !529

6:                                                ; preds = %21, %2
  %7 = load i32, ptr %5, align 4, !dbg !530
  %8 = icmp sge i32 %7, 0, !dbg !532
  br i1 %8, label %9, label %24, !dbg !533

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4, !dbg !534
  %11 = and i32 %10, 15, !dbg !536
  %12 = zext i32 %11 to i64, !dbg !537
  %13 = getelementptr inbounds [17 x i8], ptr @hexdigits, i64 0, i64 %12, !dbg !537
  %14 = load i8, ptr %13, align 1, !dbg !537
  %15 = load ptr, ptr %4, align 8, !dbg !538
  %16 = load i32, ptr %5, align 4, !dbg !539
  %17 = sext i32 %16 to i64, !dbg !538
  %18 = getelementptr inbounds i8, ptr %15, i64 %17, !dbg !538
  store i8 %14, ptr %18, align 1, !dbg !540
  %19 = load i32, ptr %3, align 4, !dbg !541
  %20 = lshr i32 %19, 4, !dbg !541
  store i32 %20, ptr %3, align 4, !dbg !541
  br label %21, !dbg !542

21:                                               ; preds = %9
  %22 = load i32, ptr %5, align 4, !dbg !543
  %23 = add nsw i32 %22, -1, !dbg !543
  store i32 %23, ptr %5, align 4, !dbg !543
  br label %6, !dbg !544, !llvm.loop !545

24:                                               ; preds = %6
  %25 = load ptr, ptr %4, align 8, !dbg !547
  %26 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !547
  store i8 0, ptr %26, align 1, !dbg !548
  ret void, !dbg !549
}

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!166, !167, !168, !169, !170, !171, !172}
!llvm.ident = !{!173}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "popcount4", scope: !2, file: !3, line: 7, type: !164, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "const_tables.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "da0877b9b2411b5527c46625e436f047")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !6, line: 24, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !8, line: 38, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!11, !17, !22, !27, !32, !37, !42, !47, !52, !57, !59, !64, !69, !0, !77, !79, !81, !83, !85, !87, !89, !91, !93, !95, !97, !99, !101, !109, !115, !117, !122, !124, !126, !128, !130, !132, !134, !136, !138, !140, !142, !144, !152, !159}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 192, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 24)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 352, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 44)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 72, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 9)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 104, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 13)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 8, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 1)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 16, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 2)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 4)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 80, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 10)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 89, type: !19, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 200, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 25)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 248, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 31)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "crc_table", scope: !2, file: !3, line: 23, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 8192, elements: !75)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !6, line: 26, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !74)
!74 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!75 = !{!76}
!76 = !DISubrange(count: 256)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !49, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !49, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !49, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !49, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !49, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !49, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !49, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !49, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !49, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !49, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !49, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !49, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(name: "month_names", scope: !2, file: !3, line: 12, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 768, elements: !107)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!107 = !{!108}
!108 = !DISubrange(count: 12)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "month_days", scope: !2, file: !3, line: 8, type: !111, isLocal: true, isDefinition: true)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 768, elements: !114)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!113 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!114 = !{!46, !108}
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !44, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 24, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 3)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !44, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !119, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !44, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !119, isLocal: true, isDefinition: true)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !44, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !119, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !44, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !119, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !44, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !119, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !44, isLocal: true, isDefinition: true)
!144 = !DIGlobalVariableExpression(var: !145, expr: !DIExpression())
!145 = distinct !DIGlobalVariable(name: "roman", scope: !2, file: !3, line: 17, type: !146, isLocal: true, isDefinition: true)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 1664, elements: !35)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !148)
!148 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 14, size: 128, elements: !149)
!149 = !{!150, !151}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !148, file: !3, line: 15, baseType: !113, size: 32)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !148, file: !3, line: 16, baseType: !105, size: 64, offset: 64)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(name: "weights", scope: !2, file: !3, line: 20, type: !154, isLocal: true, isDefinition: true)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 320, elements: !157)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !156)
!156 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!157 = !{!158}
!158 = !DISubrange(count: 5)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "hexdigits", scope: !2, file: !3, line: 21, type: !161, isLocal: true, isDefinition: true)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 136, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 17)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !165, size: 128, elements: !25)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!166 = !{i32 7, !"Dwarf Version", i32 5}
!167 = !{i32 2, !"Debug Info Version", i32 3}
!168 = !{i32 1, !"wchar_size", i32 4}
!169 = !{i32 8, !"PIC Level", i32 2}
!170 = !{i32 7, !"PIE Level", i32 2}
!171 = !{i32 7, !"uwtable", i32 2}
!172 = !{i32 7, !"frame-pointer", i32 2}
!173 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!174 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 67, type: !175, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !177)
!175 = !DISubroutineType(types: !176)
!176 = !{!113}
!177 = !{}
!178 = !DILocalVariable(name: "total", scope: !174, file: !3, line: 68, type: !74)
!179 = !DILocation(line: 68, column: 14, scope: !174)
!180 = !DILocalVariable(name: "v", scope: !181, file: !3, line: 69, type: !74)
!181 = distinct !DILexicalBlock(scope: !174, file: !3, line: 69, column: 5)
!182 = !DILocation(line: 69, column: 19, scope: !181)
!183 = !DILocation(line: 69, column: 10, scope: !181)
!184 = !DILocation(line: 69, column: 26, scope: !185)
!185 = distinct !DILexicalBlock(scope: !181, file: !3, line: 69, column: 5)
!186 = !DILocation(line: 69, column: 28, scope: !185)
!187 = !DILocation(line: 69, column: 5, scope: !181)
!188 = !DILocation(line: 70, column: 28, scope: !185)
!189 = !DILocation(line: 70, column: 30, scope: !185)
!190 = !DILocation(line: 70, column: 18, scope: !185)
!191 = !DILocation(line: 70, column: 48, scope: !185)
!192 = !DILocation(line: 70, column: 50, scope: !185)
!193 = !DILocation(line: 70, column: 38, scope: !185)
!194 = !DILocation(line: 70, column: 36, scope: !185)
!195 = !DILocation(line: 70, column: 15, scope: !185)
!196 = !DILocation(line: 70, column: 9, scope: !185)
!197 = !DILocation(line: 69, column: 36, scope: !185)
!198 = !DILocation(line: 69, column: 5, scope: !185)
!199 = distinct !{!199, !187, !200, !201}
!200 = !DILocation(line: 70, column: 54, scope: !181)
!201 = !{!"llvm.loop.mustprogress"}
!202 = !DILocation(line: 71, column: 40, scope: !174)
!203 = !DILocation(line: 71, column: 5, scope: !174)
!204 = !DILocalVariable(name: "years", scope: !174, file: !3, line: 72, type: !205)
!205 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 128, elements: !50)
!206 = !DILocation(line: 72, column: 9, scope: !174)
!207 = !DILocalVariable(name: "i", scope: !208, file: !3, line: 73, type: !113)
!208 = distinct !DILexicalBlock(scope: !174, file: !3, line: 73, column: 5)
!209 = !DILocation(line: 73, column: 14, scope: !208)
!210 = !DILocation(line: 73, column: 10, scope: !208)
!211 = !DILocation(line: 73, column: 21, scope: !212)
!212 = distinct !DILexicalBlock(scope: !208, file: !3, line: 73, column: 5)
!213 = !DILocation(line: 73, column: 23, scope: !212)
!214 = !DILocation(line: 73, column: 5, scope: !208)
!215 = !DILocation(line: 74, column: 70, scope: !212)
!216 = !DILocation(line: 74, column: 64, scope: !212)
!217 = !DILocation(line: 74, column: 88, scope: !212)
!218 = !DILocation(line: 74, column: 82, scope: !212)
!219 = !DILocation(line: 74, column: 74, scope: !212)
!220 = !DILocation(line: 75, column: 34, scope: !212)
!221 = !DILocation(line: 75, column: 28, scope: !212)
!222 = !DILocation(line: 75, column: 16, scope: !212)
!223 = !DILocation(line: 75, column: 65, scope: !212)
!224 = !DILocation(line: 75, column: 59, scope: !212)
!225 = !DILocation(line: 75, column: 47, scope: !212)
!226 = !DILocation(line: 74, column: 9, scope: !212)
!227 = !DILocation(line: 73, column: 29, scope: !212)
!228 = !DILocation(line: 73, column: 5, scope: !212)
!229 = distinct !{!229, !214, !230, !201}
!230 = !DILocation(line: 75, column: 74, scope: !208)
!231 = !DILocalVariable(name: "m", scope: !232, file: !3, line: 76, type: !113)
!232 = distinct !DILexicalBlock(scope: !174, file: !3, line: 76, column: 5)
!233 = !DILocation(line: 76, column: 14, scope: !232)
!234 = !DILocation(line: 76, column: 10, scope: !232)
!235 = !DILocation(line: 76, column: 21, scope: !236)
!236 = distinct !DILexicalBlock(scope: !232, file: !3, line: 76, column: 5)
!237 = !DILocation(line: 76, column: 23, scope: !236)
!238 = !DILocation(line: 76, column: 5, scope: !232)
!239 = !DILocation(line: 77, column: 48, scope: !236)
!240 = !DILocation(line: 77, column: 36, scope: !236)
!241 = !DILocation(line: 77, column: 66, scope: !236)
!242 = !DILocation(line: 77, column: 52, scope: !236)
!243 = !DILocation(line: 77, column: 9, scope: !236)
!244 = !DILocation(line: 76, column: 31, scope: !236)
!245 = !DILocation(line: 76, column: 5, scope: !236)
!246 = distinct !{!246, !238, !247, !201}
!247 = !DILocation(line: 77, column: 68, scope: !232)
!248 = !DILocalVariable(name: "nums", scope: !174, file: !3, line: 78, type: !249)
!249 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 320, elements: !55)
!250 = !DILocation(line: 78, column: 9, scope: !174)
!251 = !DILocalVariable(name: "i", scope: !252, file: !3, line: 79, type: !113)
!252 = distinct !DILexicalBlock(scope: !174, file: !3, line: 79, column: 5)
!253 = !DILocation(line: 79, column: 14, scope: !252)
!254 = !DILocation(line: 79, column: 10, scope: !252)
!255 = !DILocation(line: 79, column: 21, scope: !256)
!256 = distinct !DILexicalBlock(scope: !252, file: !3, line: 79, column: 5)
!257 = !DILocation(line: 79, column: 23, scope: !256)
!258 = !DILocation(line: 79, column: 5, scope: !252)
!259 = !DILocalVariable(name: "buf", scope: !260, file: !3, line: 80, type: !261)
!260 = distinct !DILexicalBlock(scope: !256, file: !3, line: 79, column: 34)
!261 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 256, elements: !262)
!262 = !{!263}
!263 = !DISubrange(count: 32)
!264 = !DILocation(line: 80, column: 14, scope: !260)
!265 = !DILocation(line: 81, column: 23, scope: !260)
!266 = !DILocation(line: 81, column: 18, scope: !260)
!267 = !DILocation(line: 81, column: 27, scope: !260)
!268 = !DILocation(line: 81, column: 9, scope: !260)
!269 = !DILocation(line: 82, column: 34, scope: !260)
!270 = !DILocation(line: 82, column: 29, scope: !260)
!271 = !DILocation(line: 82, column: 38, scope: !260)
!272 = !DILocation(line: 82, column: 9, scope: !260)
!273 = !DILocation(line: 83, column: 5, scope: !260)
!274 = !DILocation(line: 79, column: 30, scope: !256)
!275 = !DILocation(line: 79, column: 5, scope: !256)
!276 = distinct !{!276, !258, !277, !201}
!277 = !DILocation(line: 83, column: 5, scope: !252)
!278 = !DILocalVariable(name: "acc", scope: !174, file: !3, line: 84, type: !156)
!279 = !DILocation(line: 84, column: 12, scope: !174)
!280 = !DILocalVariable(name: "i", scope: !281, file: !3, line: 85, type: !113)
!281 = distinct !DILexicalBlock(scope: !174, file: !3, line: 85, column: 5)
!282 = !DILocation(line: 85, column: 14, scope: !281)
!283 = !DILocation(line: 85, column: 10, scope: !281)
!284 = !DILocation(line: 85, column: 21, scope: !285)
!285 = distinct !DILexicalBlock(scope: !281, file: !3, line: 85, column: 5)
!286 = !DILocation(line: 85, column: 23, scope: !285)
!287 = !DILocation(line: 85, column: 5, scope: !281)
!288 = !DILocation(line: 86, column: 24, scope: !285)
!289 = !DILocation(line: 86, column: 16, scope: !285)
!290 = !DILocation(line: 86, column: 30, scope: !285)
!291 = !DILocation(line: 86, column: 32, scope: !285)
!292 = !DILocation(line: 86, column: 29, scope: !285)
!293 = !DILocation(line: 86, column: 13, scope: !285)
!294 = !DILocation(line: 86, column: 9, scope: !285)
!295 = !DILocation(line: 85, column: 29, scope: !285)
!296 = !DILocation(line: 85, column: 5, scope: !285)
!297 = distinct !{!297, !287, !298, !201}
!298 = !DILocation(line: 86, column: 35, scope: !281)
!299 = !DILocation(line: 87, column: 29, scope: !174)
!300 = !DILocation(line: 87, column: 5, scope: !174)
!301 = !DILocation(line: 88, column: 5, scope: !174)
!302 = !DILocalVariable(name: "msgs", scope: !174, file: !3, line: 89, type: !303)
!303 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 320, elements: !157)
!304 = !DILocation(line: 89, column: 17, scope: !174)
!305 = !DILocalVariable(name: "i", scope: !306, file: !3, line: 90, type: !113)
!306 = distinct !DILexicalBlock(scope: !174, file: !3, line: 90, column: 5)
!307 = !DILocation(line: 90, column: 14, scope: !306)
!308 = !DILocation(line: 90, column: 10, scope: !306)
!309 = !DILocation(line: 90, column: 21, scope: !310)
!310 = distinct !DILexicalBlock(scope: !306, file: !3, line: 90, column: 5)
!311 = !DILocation(line: 90, column: 23, scope: !310)
!312 = !DILocation(line: 90, column: 5, scope: !306)
!313 = !DILocalVariable(name: "hex", scope: !314, file: !3, line: 91, type: !29)
!314 = distinct !DILexicalBlock(scope: !310, file: !3, line: 90, column: 33)
!315 = !DILocation(line: 91, column: 14, scope: !314)
!316 = !DILocalVariable(name: "c", scope: !314, file: !3, line: 92, type: !72)
!317 = !DILocation(line: 92, column: 18, scope: !314)
!318 = !DILocation(line: 92, column: 33, scope: !314)
!319 = !DILocation(line: 92, column: 28, scope: !314)
!320 = !DILocation(line: 92, column: 49, scope: !314)
!321 = !DILocation(line: 92, column: 44, scope: !314)
!322 = !DILocation(line: 92, column: 37, scope: !314)
!323 = !DILocation(line: 92, column: 22, scope: !314)
!324 = !DILocation(line: 93, column: 16, scope: !314)
!325 = !DILocation(line: 93, column: 19, scope: !314)
!326 = !DILocation(line: 93, column: 9, scope: !314)
!327 = !DILocation(line: 94, column: 52, scope: !314)
!328 = !DILocation(line: 94, column: 47, scope: !314)
!329 = !DILocation(line: 94, column: 56, scope: !314)
!330 = !DILocation(line: 94, column: 61, scope: !314)
!331 = !DILocation(line: 94, column: 9, scope: !314)
!332 = !DILocation(line: 95, column: 5, scope: !314)
!333 = !DILocation(line: 90, column: 29, scope: !310)
!334 = !DILocation(line: 90, column: 5, scope: !310)
!335 = distinct !{!335, !312, !336, !201}
!336 = !DILocation(line: 95, column: 5, scope: !306)
!337 = !DILocation(line: 96, column: 47, scope: !174)
!338 = !DILocation(line: 96, column: 61, scope: !174)
!339 = !DILocation(line: 96, column: 5, scope: !174)
!340 = !DILocation(line: 97, column: 5, scope: !174)
!341 = distinct !DISubprogram(name: "is_leap", scope: !3, file: !3, line: 41, type: !342, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !177)
!342 = !DISubroutineType(types: !343)
!343 = !{!113, !113}
!344 = !DILocalVariable(name: "y", arg: 1, scope: !341, file: !3, line: 41, type: !113)
!345 = !DILocation(line: 41, column: 24, scope: !341)
!346 = !DILocation(line: 41, column: 37, scope: !341)
!347 = !DILocation(line: 41, column: 39, scope: !341)
!348 = !DILocation(line: 41, column: 43, scope: !341)
!349 = !DILocation(line: 41, column: 48, scope: !341)
!350 = !DILocation(line: 41, column: 51, scope: !341)
!351 = !DILocation(line: 41, column: 53, scope: !341)
!352 = !DILocation(line: 41, column: 59, scope: !341)
!353 = !DILocation(line: 41, column: 65, scope: !341)
!354 = !DILocation(line: 41, column: 68, scope: !341)
!355 = !DILocation(line: 41, column: 70, scope: !341)
!356 = !DILocation(line: 41, column: 76, scope: !341)
!357 = !DILocation(line: 41, column: 29, scope: !341)
!358 = distinct !DISubprogram(name: "day_of_year", scope: !3, file: !3, line: 43, type: !359, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !177)
!359 = !DISubroutineType(types: !360)
!360 = !{!113, !113, !113, !113}
!361 = !DILocalVariable(name: "y", arg: 1, scope: !358, file: !3, line: 43, type: !113)
!362 = !DILocation(line: 43, column: 28, scope: !358)
!363 = !DILocalVariable(name: "m", arg: 2, scope: !358, file: !3, line: 43, type: !113)
!364 = !DILocation(line: 43, column: 35, scope: !358)
!365 = !DILocalVariable(name: "d", arg: 3, scope: !358, file: !3, line: 43, type: !113)
!366 = !DILocation(line: 43, column: 42, scope: !358)
!367 = !DILocalVariable(name: "leap", scope: !358, file: !3, line: 44, type: !113)
!368 = !DILocation(line: 44, column: 9, scope: !358)
!369 = !DILocation(line: 44, column: 24, scope: !358)
!370 = !DILocation(line: 44, column: 16, scope: !358)
!371 = !DILocalVariable(name: "i", scope: !372, file: !3, line: 45, type: !113)
!372 = distinct !DILexicalBlock(scope: !358, file: !3, line: 45, column: 5)
!373 = !DILocation(line: 45, column: 14, scope: !372)
!374 = !DILocation(line: 45, column: 10, scope: !372)
!375 = !DILocation(line: 45, column: 21, scope: !376)
!376 = distinct !DILexicalBlock(scope: !372, file: !3, line: 45, column: 5)
!377 = !DILocation(line: 45, column: 25, scope: !376)
!378 = !DILocation(line: 45, column: 27, scope: !376)
!379 = !DILocation(line: 45, column: 23, scope: !376)
!380 = !DILocation(line: 45, column: 5, scope: !372)
!381 = !DILocation(line: 46, column: 25, scope: !376)
!382 = !DILocation(line: 46, column: 14, scope: !376)
!383 = !DILocation(line: 46, column: 31, scope: !376)
!384 = !DILocation(line: 46, column: 11, scope: !376)
!385 = !DILocation(line: 46, column: 9, scope: !376)
!386 = !DILocation(line: 45, column: 33, scope: !376)
!387 = !DILocation(line: 45, column: 5, scope: !376)
!388 = distinct !{!388, !380, !389, !201}
!389 = !DILocation(line: 46, column: 32, scope: !372)
!390 = !DILocation(line: 47, column: 12, scope: !358)
!391 = !DILocation(line: 47, column: 5, scope: !358)
!392 = distinct !DISubprogram(name: "to_roman", scope: !3, file: !3, line: 50, type: !393, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !177)
!393 = !DISubroutineType(types: !394)
!394 = !{null, !113, !395}
!395 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!396 = !DILocalVariable(name: "n", arg: 1, scope: !392, file: !3, line: 50, type: !113)
!397 = !DILocation(line: 50, column: 26, scope: !392)
!398 = !DILocalVariable(name: "out", arg: 2, scope: !392, file: !3, line: 50, type: !395)
!399 = !DILocation(line: 50, column: 35, scope: !392)
!400 = !DILocation(line: 51, column: 5, scope: !392)
!401 = !DILocation(line: 51, column: 12, scope: !392)
!402 = !DILocalVariable(name: "i", scope: !403, file: !3, line: 52, type: !404)
!403 = distinct !DILexicalBlock(scope: !392, file: !3, line: 52, column: 5)
!404 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !405, line: 18, baseType: !406)
!405 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!406 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!407 = !DILocation(line: 52, column: 17, scope: !403)
!408 = !DILocation(line: 52, column: 10, scope: !403)
!409 = !DILocation(line: 52, column: 24, scope: !410)
!410 = distinct !DILexicalBlock(scope: !403, file: !3, line: 52, column: 5)
!411 = !DILocation(line: 52, column: 26, scope: !410)
!412 = !DILocation(line: 52, column: 5, scope: !403)
!413 = !DILocation(line: 53, column: 9, scope: !410)
!414 = !DILocation(line: 53, column: 16, scope: !410)
!415 = !DILocation(line: 53, column: 27, scope: !410)
!416 = !DILocation(line: 53, column: 21, scope: !410)
!417 = !DILocation(line: 53, column: 30, scope: !410)
!418 = !DILocation(line: 53, column: 18, scope: !410)
!419 = !DILocation(line: 54, column: 20, scope: !420)
!420 = distinct !DILexicalBlock(scope: !410, file: !3, line: 53, column: 37)
!421 = !DILocation(line: 54, column: 31, scope: !420)
!422 = !DILocation(line: 54, column: 25, scope: !420)
!423 = !DILocation(line: 54, column: 34, scope: !420)
!424 = !DILocation(line: 54, column: 13, scope: !420)
!425 = !DILocation(line: 55, column: 24, scope: !420)
!426 = !DILocation(line: 55, column: 18, scope: !420)
!427 = !DILocation(line: 55, column: 27, scope: !420)
!428 = !DILocation(line: 55, column: 15, scope: !420)
!429 = distinct !{!429, !413, !430, !201}
!430 = !DILocation(line: 56, column: 9, scope: !410)
!431 = !DILocation(line: 52, column: 61, scope: !410)
!432 = !DILocation(line: 52, column: 5, scope: !410)
!433 = distinct !{!433, !412, !434, !201}
!434 = !DILocation(line: 56, column: 9, scope: !403)
!435 = !DILocation(line: 57, column: 1, scope: !392)
!436 = distinct !DISubprogram(name: "crc_init", scope: !3, file: !3, line: 25, type: !437, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !177)
!437 = !DISubroutineType(types: !438)
!438 = !{null}
!439 = !DILocalVariable(name: "i", scope: !440, file: !3, line: 26, type: !72)
!440 = distinct !DILexicalBlock(scope: !436, file: !3, line: 26, column: 5)
!441 = !DILocation(line: 26, column: 19, scope: !440)
!442 = !DILocation(line: 26, column: 10, scope: !440)
!443 = !DILocation(line: 26, column: 26, scope: !444)
!444 = distinct !DILexicalBlock(scope: !440, file: !3, line: 26, column: 5)
!445 = !DILocation(line: 26, column: 28, scope: !444)
!446 = !DILocation(line: 26, column: 5, scope: !440)
!447 = !DILocalVariable(name: "c", scope: !448, file: !3, line: 27, type: !72)
!448 = distinct !DILexicalBlock(scope: !444, file: !3, line: 26, column: 40)
!449 = !DILocation(line: 27, column: 18, scope: !448)
!450 = !DILocation(line: 27, column: 22, scope: !448)
!451 = !DILocalVariable(name: "k", scope: !452, file: !3, line: 28, type: !113)
!452 = distinct !DILexicalBlock(scope: !448, file: !3, line: 28, column: 9)
!453 = !DILocation(line: 28, column: 18, scope: !452)
!454 = !DILocation(line: 28, column: 14, scope: !452)
!455 = !DILocation(line: 28, column: 25, scope: !456)
!456 = distinct !DILexicalBlock(scope: !452, file: !3, line: 28, column: 9)
!457 = !DILocation(line: 28, column: 27, scope: !456)
!458 = !DILocation(line: 28, column: 9, scope: !452)
!459 = !DILocation(line: 29, column: 17, scope: !456)
!460 = !DILocation(line: 29, column: 19, scope: !456)
!461 = !DILocation(line: 29, column: 40, scope: !456)
!462 = !DILocation(line: 29, column: 42, scope: !456)
!463 = !DILocation(line: 29, column: 37, scope: !456)
!464 = !DILocation(line: 29, column: 50, scope: !456)
!465 = !DILocation(line: 29, column: 52, scope: !456)
!466 = !DILocation(line: 29, column: 15, scope: !456)
!467 = !DILocation(line: 29, column: 13, scope: !456)
!468 = !DILocation(line: 28, column: 33, scope: !456)
!469 = !DILocation(line: 28, column: 9, scope: !456)
!470 = distinct !{!470, !458, !471, !201}
!471 = !DILocation(line: 29, column: 55, scope: !452)
!472 = !DILocation(line: 30, column: 24, scope: !448)
!473 = !DILocation(line: 30, column: 19, scope: !448)
!474 = !DILocation(line: 30, column: 9, scope: !448)
!475 = !DILocation(line: 30, column: 22, scope: !448)
!476 = !DILocation(line: 31, column: 5, scope: !448)
!477 = !DILocation(line: 26, column: 36, scope: !444)
!478 = !DILocation(line: 26, column: 5, scope: !444)
!479 = distinct !{!479, !446, !480, !201}
!480 = !DILocation(line: 31, column: 5, scope: !440)
!481 = !DILocation(line: 32, column: 1, scope: !436)
!482 = distinct !DISubprogram(name: "crc32", scope: !3, file: !3, line: 34, type: !483, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !177)
!483 = !DISubroutineType(types: !484)
!484 = !{!72, !105, !404}
!485 = !DILocalVariable(name: "s", arg: 1, scope: !482, file: !3, line: 34, type: !105)
!486 = !DILocation(line: 34, column: 35, scope: !482)
!487 = !DILocalVariable(name: "n", arg: 2, scope: !482, file: !3, line: 34, type: !404)
!488 = !DILocation(line: 34, column: 45, scope: !482)
!489 = !DILocalVariable(name: "c", scope: !482, file: !3, line: 35, type: !72)
!490 = !DILocation(line: 35, column: 14, scope: !482)
!491 = !DILocalVariable(name: "i", scope: !492, file: !3, line: 36, type: !404)
!492 = distinct !DILexicalBlock(scope: !482, file: !3, line: 36, column: 5)
!493 = !DILocation(line: 36, column: 17, scope: !492)
!494 = !DILocation(line: 36, column: 10, scope: !492)
!495 = !DILocation(line: 36, column: 24, scope: !496)
!496 = distinct !DILexicalBlock(scope: !492, file: !3, line: 36, column: 5)
!497 = !DILocation(line: 36, column: 28, scope: !496)
!498 = !DILocation(line: 36, column: 26, scope: !496)
!499 = !DILocation(line: 36, column: 5, scope: !492)
!500 = !DILocation(line: 37, column: 24, scope: !496)
!501 = !DILocation(line: 37, column: 37, scope: !496)
!502 = !DILocation(line: 37, column: 39, scope: !496)
!503 = !DILocation(line: 37, column: 28, scope: !496)
!504 = !DILocation(line: 37, column: 26, scope: !496)
!505 = !DILocation(line: 37, column: 43, scope: !496)
!506 = !DILocation(line: 37, column: 13, scope: !496)
!507 = !DILocation(line: 37, column: 54, scope: !496)
!508 = !DILocation(line: 37, column: 56, scope: !496)
!509 = !DILocation(line: 37, column: 51, scope: !496)
!510 = !DILocation(line: 37, column: 11, scope: !496)
!511 = !DILocation(line: 37, column: 9, scope: !496)
!512 = !DILocation(line: 36, column: 32, scope: !496)
!513 = !DILocation(line: 36, column: 5, scope: !496)
!514 = distinct !{!514, !499, !515, !201}
!515 = !DILocation(line: 37, column: 60, scope: !492)
!516 = !DILocation(line: 38, column: 12, scope: !482)
!517 = !DILocation(line: 38, column: 14, scope: !482)
!518 = !DILocation(line: 38, column: 5, scope: !482)
!519 = distinct !DISubprogram(name: "to_hex", scope: !3, file: !3, line: 59, type: !520, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !177)
!520 = !DISubroutineType(types: !521)
!521 = !{null, !72, !395}
!522 = !DILocalVariable(name: "v", arg: 1, scope: !519, file: !3, line: 59, type: !72)
!523 = !DILocation(line: 59, column: 29, scope: !519)
!524 = !DILocalVariable(name: "out", arg: 2, scope: !519, file: !3, line: 59, type: !395)
!525 = !DILocation(line: 59, column: 38, scope: !519)
!526 = !DILocalVariable(name: "i", scope: !527, file: !3, line: 60, type: !113)
!527 = distinct !DILexicalBlock(scope: !519, file: !3, line: 60, column: 5)
!528 = !DILocation(line: 60, column: 14, scope: !527)
!529 = !DILocation(line: 60, column: 10, scope: !527)
!530 = !DILocation(line: 60, column: 21, scope: !531)
!531 = distinct !DILexicalBlock(scope: !527, file: !3, line: 60, column: 5)
!532 = !DILocation(line: 60, column: 23, scope: !531)
!533 = !DILocation(line: 60, column: 5, scope: !527)
!534 = !DILocation(line: 61, column: 28, scope: !535)
!535 = distinct !DILexicalBlock(scope: !531, file: !3, line: 60, column: 34)
!536 = !DILocation(line: 61, column: 30, scope: !535)
!537 = !DILocation(line: 61, column: 18, scope: !535)
!538 = !DILocation(line: 61, column: 9, scope: !535)
!539 = !DILocation(line: 61, column: 13, scope: !535)
!540 = !DILocation(line: 61, column: 16, scope: !535)
!541 = !DILocation(line: 62, column: 11, scope: !535)
!542 = !DILocation(line: 63, column: 5, scope: !535)
!543 = !DILocation(line: 60, column: 30, scope: !531)
!544 = !DILocation(line: 60, column: 5, scope: !531)
!545 = distinct !{!545, !533, !546, !201}
!546 = !DILocation(line: 63, column: 5, scope: !527)
!547 = !DILocation(line: 64, column: 5, scope: !519)
!548 = !DILocation(line: 64, column: 12, scope: !519)
!549 = !DILocation(line: 65, column: 1, scope: !519)
