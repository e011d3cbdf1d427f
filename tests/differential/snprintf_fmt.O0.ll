; ModuleID = 'snprintf_fmt.c'
source_filename = "snprintf_fmt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.sizes = private unnamed_addr constant [4 x i32] [i32 16, i32 10, i32 5, i32 1], align 16
@.str = private unnamed_addr constant [12 x i8] c"value=%d;%s\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"tail\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [44 x i8] c"size %d: returned %d, buf='%s', strlen=%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [34 x i8] c"size 0: returned %d, buf[0]='%c'\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [21 x i8] c"NULL,0: returned %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [9 x i8] c"%s-%d-%f\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [22 x i8] c"%5d|%-5d|%05.1f|%x|%s\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [4 x i8] c"end\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [25 x i8] c"sprintf returned %d: %s\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [6 x i8] c"delta\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [8 x i8] c"epsilon\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [5 x i8] c"zeta\00", align 1, !dbg !70
@__const.main.words = private unnamed_addr constant [6 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16], align 16
@.str.17 = private unnamed_addr constant [41 x i8] c"append %s -> trunc=%d len=%zu line='%s'\0A\00", align 1, !dbg !72
@.str.18 = private unnamed_addr constant [16 x i8] c"%ld cents = %s\0A\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [14 x i8] c"%-8s|%6s|%8s\0A\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [5 x i8] c"name\00", align 1, !dbg !87
@.str.21 = private unnamed_addr constant [4 x i8] c"qty\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [6 x i8] c"price\00", align 1, !dbg !91
@.str.23 = private unnamed_addr constant [6 x i8] c"apple\00", align 1, !dbg !93
@.str.24 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1, !dbg !95
@.str.25 = private unnamed_addr constant [6 x i8] c"melon\00", align 1, !dbg !97
@__const.main.items = private unnamed_addr constant [3 x ptr] [ptr @.str.23, ptr @.str.24, ptr @.str.25], align 16
@__const.main.qty = private unnamed_addr constant [3 x i32] [i32 3, i32 12, i32 1], align 4
@__const.main.price = private unnamed_addr constant [3 x double] [double 5.000000e-01, double 2.500000e-01, double 3.750000e+00], align 16
@.str.26 = private unnamed_addr constant [16 x i8] c"%-8s|%6d|%8.2f\0A\00", align 1, !dbg !99
@.str.27 = private unnamed_addr constant [20 x i8] c"%s(total %d chars)\0A\00", align 1, !dbg !101
@.str.28 = private unnamed_addr constant [3 x i8] c"%u\00", align 1, !dbg !106
@.str.29 = private unnamed_addr constant [4 x i8] c"%#x\00", align 1, !dbg !108
@.str.30 = private unnamed_addr constant [4 x i8] c"%#o\00", align 1, !dbg !110
@.str.31 = private unnamed_addr constant [29 x i8] c"%s %s %s (lens %zu %zu %zu)\0A\00", align 1, !dbg !112
@.str.32 = private unnamed_addr constant [3 x i8] c"%s\00", align 1, !dbg !117
@.str.33 = private unnamed_addr constant [6 x i8] c"12345\00", align 1, !dbg !119
@.str.34 = private unnamed_addr constant [28 x i8] c"exact fit returned %d '%s'\0A\00", align 1, !dbg !121
@.str.35 = private unnamed_addr constant [7 x i8] c"123456\00", align 1, !dbg !126
@.str.36 = private unnamed_addr constant [27 x i8] c"one over returned %d '%s'\0A\00", align 1, !dbg !131
@.str.37 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1, !dbg !136
@.str.38 = private unnamed_addr constant [4 x i8] c"%ld\00", align 1, !dbg !138
@.str.39 = private unnamed_addr constant [7 x i8] c".%02ld\00", align 1, !dbg !140

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !156 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x i8], align 16
  %3 = alloca [4 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [256 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca [40 x i8], align 16
  %11 = alloca [6 x ptr], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [6 x i64], align 16
  %15 = alloca i32, align 4
  %16 = alloca [64 x i8], align 16
  %17 = alloca [1024 x i8], align 16
  %18 = alloca i32, align 4
  %19 = alloca [3 x ptr], align 16
  %20 = alloca [3 x i32], align 4
  %21 = alloca [3 x double], align 16
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca [16 x i8], align 16
  %25 = alloca [16 x i8], align 16
  %26 = alloca [16 x i8], align 16
  %27 = alloca [6 x i8], align 1
  %28 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !161, !DIExpression(), !162)
    #dbg_declare(ptr %3, !163, !DIExpression(), !165)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.sizes, i64 16, i1 false), !dbg !165
    #dbg_declare(ptr %4, !166, !DIExpression(), !168)
  store i32 0, ptr %4, align 4, !dbg !168
  br label %29, !dbg !169

29:                                               ; preds = %50, %0
  %30 = load i32, ptr %4, align 4, !dbg !170
  %31 = icmp slt i32 %30, 4, !dbg !172
  br i1 %31, label %32, label %53, !dbg !173

32:                                               ; preds = %29
  %33 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0, !dbg !174
  call void @llvm.memset.p0.i64(ptr align 16 %33, i8 35, i64 16, i1 false), !dbg !174
    #dbg_declare(ptr %5, !176, !DIExpression(), !177)
  %34 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0, !dbg !178
  %35 = load i32, ptr %4, align 4, !dbg !179
  %36 = sext i32 %35 to i64, !dbg !180
  %37 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %36, !dbg !180
  %38 = load i32, ptr %37, align 4, !dbg !180
  %39 = sext i32 %38 to i64, !dbg !181
  %40 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %34, i64 noundef %39, ptr noundef @.str, i32 noundef 12345, ptr noundef @.str.1) #6, !dbg !182
  store i32 %40, ptr %5, align 4, !dbg !177
  %41 = load i32, ptr %4, align 4, !dbg !183
  %42 = sext i32 %41 to i64, !dbg !184
  %43 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %42, !dbg !184
  %44 = load i32, ptr %43, align 4, !dbg !184
  %45 = load i32, ptr %5, align 4, !dbg !185
  %46 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0, !dbg !186
  %47 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0, !dbg !187
  %48 = call i64 @strlen(ptr noundef %47) #7, !dbg !188
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %44, i32 noundef %45, ptr noundef %46, i64 noundef %48), !dbg !189
  br label %50, !dbg !190

50:                                               ; preds = %32
  %51 = load i32, ptr %4, align 4, !dbg !191
  %52 = add nsw i32 %51, 1, !dbg !191
  store i32 %52, ptr %4, align 4, !dbg !191
  br label %29, !dbg !192, !llvm.loop !193

53:                                               ; preds = %29
  %54 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0, !dbg !196
  call void @llvm.memset.p0.i64(ptr align 16 %54, i8 35, i64 16, i1 false), !dbg !196
    #dbg_declare(ptr %6, !197, !DIExpression(), !198)
  %55 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0, !dbg !199
  %56 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %55, i64 noundef 0, ptr noundef @.str.3, i32 noundef 1234567) #6, !dbg !200
  store i32 %56, ptr %6, align 4, !dbg !198
  %57 = load i32, ptr %6, align 4, !dbg !201
  %58 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0, !dbg !202
  %59 = load i8, ptr %58, align 16, !dbg !202
  %60 = sext i8 %59 to i32, !dbg !202
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %57, i32 noundef %60), !dbg !203
  %62 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef null, i64 noundef 0, ptr noundef @.str.6, ptr noundef @.str.7, i32 noundef -77, double noundef 2.500000e+00) #6, !dbg !204
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %62), !dbg !205
    #dbg_declare(ptr %7, !206, !DIExpression(), !210)
    #dbg_declare(ptr %8, !211, !DIExpression(), !212)
  %64 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 0, !dbg !213
  %65 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %64, ptr noundef @.str.8, i32 noundef 42, i32 noundef 42, double noundef 3.141590e+00, i32 noundef 255, ptr noundef @.str.9) #6, !dbg !214
  store i32 %65, ptr %8, align 4, !dbg !212
  %66 = load i32, ptr %8, align 4, !dbg !215
  %67 = getelementptr inbounds [256 x i8], ptr %7, i64 0, i64 0, !dbg !216
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %66, ptr noundef %67), !dbg !217
    #dbg_declare(ptr %9, !218, !DIExpression(), !219)
  store i64 0, ptr %9, align 8, !dbg !219
    #dbg_declare(ptr %10, !220, !DIExpression(), !224)
  %69 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0, !dbg !225
  store i8 0, ptr %69, align 16, !dbg !226
    #dbg_declare(ptr %11, !227, !DIExpression(), !231)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.main.words, i64 48, i1 false), !dbg !231
    #dbg_declare(ptr %12, !232, !DIExpression(), !234)
  store i32 0, ptr %12, align 4, !dbg !234
  br label %70, !dbg !235

70:                                               ; preds = %90, %53
  %71 = load i32, ptr %12, align 4, !dbg !236
  %72 = icmp slt i32 %71, 6, !dbg !238
  br i1 %72, label %73, label %93, !dbg !239

73:                                               ; preds = %70
    #dbg_declare(ptr %13, !240, !DIExpression(), !242)
  %74 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0, !dbg !243
  %75 = load i32, ptr %12, align 4, !dbg !244
  %76 = sext i32 %75 to i64, !dbg !245
  %77 = getelementptr inbounds [6 x ptr], ptr %11, i64 0, i64 %76, !dbg !245
  %78 = load ptr, ptr %77, align 8, !dbg !245
  %79 = load i32, ptr %12, align 4, !dbg !246
  %80 = mul nsw i32 %79, 11, !dbg !247
  %81 = call i32 @append(ptr noundef %74, i64 noundef 40, ptr noundef %9, ptr noundef %78, i32 noundef %80), !dbg !248
  store i32 %81, ptr %13, align 4, !dbg !242
  %82 = load i32, ptr %12, align 4, !dbg !249
  %83 = sext i32 %82 to i64, !dbg !250
  %84 = getelementptr inbounds [6 x ptr], ptr %11, i64 0, i64 %83, !dbg !250
  %85 = load ptr, ptr %84, align 8, !dbg !250
  %86 = load i32, ptr %13, align 4, !dbg !251
  %87 = load i64, ptr %9, align 8, !dbg !252
  %88 = getelementptr inbounds [40 x i8], ptr %10, i64 0, i64 0, !dbg !253
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %85, i32 noundef %86, i64 noundef %87, ptr noundef %88), !dbg !254
  br label %90, !dbg !255

90:                                               ; preds = %73
  %91 = load i32, ptr %12, align 4, !dbg !256
  %92 = add nsw i32 %91, 1, !dbg !256
  store i32 %92, ptr %12, align 4, !dbg !256
  br label %70, !dbg !257, !llvm.loop !258

93:                                               ; preds = %70
    #dbg_declare(ptr %14, !260, !DIExpression(), !263)
  call void @llvm.memset.p0.i64(ptr align 16 %14, i8 0, i64 48, i1 false), !dbg !263
  %94 = getelementptr inbounds [6 x i64], ptr %14, i32 0, i32 1, !dbg !263
  store i64 5, ptr %94, align 8, !dbg !263
  %95 = getelementptr inbounds [6 x i64], ptr %14, i32 0, i32 2, !dbg !263
  store i64 100, ptr %95, align 16, !dbg !263
  %96 = getelementptr inbounds [6 x i64], ptr %14, i32 0, i32 3, !dbg !263
  store i64 123456, ptr %96, align 8, !dbg !263
  %97 = getelementptr inbounds [6 x i64], ptr %14, i32 0, i32 4, !dbg !263
  store i64 -98765432, ptr %97, align 16, !dbg !263
  %98 = getelementptr inbounds [6 x i64], ptr %14, i32 0, i32 5, !dbg !263
  store i64 100000000000, ptr %98, align 8, !dbg !263
    #dbg_declare(ptr %15, !264, !DIExpression(), !266)
  store i32 0, ptr %15, align 4, !dbg !266
  br label %99, !dbg !267

99:                                               ; preds = %114, %93
  %100 = load i32, ptr %15, align 4, !dbg !268
  %101 = icmp slt i32 %100, 6, !dbg !270
  br i1 %101, label %102, label %117, !dbg !271

102:                                              ; preds = %99
    #dbg_declare(ptr %16, !272, !DIExpression(), !277)
  %103 = getelementptr inbounds [64 x i8], ptr %16, i64 0, i64 0, !dbg !278
  %104 = load i32, ptr %15, align 4, !dbg !279
  %105 = sext i32 %104 to i64, !dbg !280
  %106 = getelementptr inbounds [6 x i64], ptr %14, i64 0, i64 %105, !dbg !280
  %107 = load i64, ptr %106, align 8, !dbg !280
  call void @fmt_money(ptr noundef %103, i64 noundef %107), !dbg !281
  %108 = load i32, ptr %15, align 4, !dbg !282
  %109 = sext i32 %108 to i64, !dbg !283
  %110 = getelementptr inbounds [6 x i64], ptr %14, i64 0, i64 %109, !dbg !283
  %111 = load i64, ptr %110, align 8, !dbg !283
  %112 = getelementptr inbounds [64 x i8], ptr %16, i64 0, i64 0, !dbg !284
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %111, ptr noundef %112), !dbg !285
  br label %114, !dbg !286

114:                                              ; preds = %102
  %115 = load i32, ptr %15, align 4, !dbg !287
  %116 = add nsw i32 %115, 1, !dbg !287
  store i32 %116, ptr %15, align 4, !dbg !287
  br label %99, !dbg !288, !llvm.loop !289

117:                                              ; preds = %99
    #dbg_declare(ptr %17, !291, !DIExpression(), !295)
    #dbg_declare(ptr %18, !296, !DIExpression(), !297)
  store i32 0, ptr %18, align 4, !dbg !297
  %118 = getelementptr inbounds [1024 x i8], ptr %17, i64 0, i64 0, !dbg !298
  %119 = load i32, ptr %18, align 4, !dbg !299
  %120 = sext i32 %119 to i64, !dbg !300
  %121 = getelementptr inbounds i8, ptr %118, i64 %120, !dbg !300
  %122 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %121, ptr noundef @.str.19, ptr noundef @.str.20, ptr noundef @.str.21, ptr noundef @.str.22) #6, !dbg !301
  %123 = load i32, ptr %18, align 4, !dbg !302
  %124 = add nsw i32 %123, %122, !dbg !302
  store i32 %124, ptr %18, align 4, !dbg !302
    #dbg_declare(ptr %19, !303, !DIExpression(), !305)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %19, ptr align 16 @__const.main.items, i64 24, i1 false), !dbg !305
    #dbg_declare(ptr %20, !306, !DIExpression(), !308)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 @__const.main.qty, i64 12, i1 false), !dbg !308
    #dbg_declare(ptr %21, !309, !DIExpression(), !312)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %21, ptr align 16 @__const.main.price, i64 24, i1 false), !dbg !312
    #dbg_declare(ptr %22, !313, !DIExpression(), !315)
  store i32 0, ptr %22, align 4, !dbg !315
  br label %125, !dbg !316

125:                                              ; preds = %154, %117
  %126 = load i32, ptr %22, align 4, !dbg !317
  %127 = icmp slt i32 %126, 3, !dbg !319
  br i1 %127, label %128, label %157, !dbg !320

128:                                              ; preds = %125
  %129 = getelementptr inbounds [1024 x i8], ptr %17, i64 0, i64 0, !dbg !321
  %130 = load i32, ptr %18, align 4, !dbg !322
  %131 = sext i32 %130 to i64, !dbg !323
  %132 = getelementptr inbounds i8, ptr %129, i64 %131, !dbg !323
  %133 = load i32, ptr %22, align 4, !dbg !324
  %134 = sext i32 %133 to i64, !dbg !325
  %135 = getelementptr inbounds [3 x ptr], ptr %19, i64 0, i64 %134, !dbg !325
  %136 = load ptr, ptr %135, align 8, !dbg !325
  %137 = load i32, ptr %22, align 4, !dbg !326
  %138 = sext i32 %137 to i64, !dbg !327
  %139 = getelementptr inbounds [3 x i32], ptr %20, i64 0, i64 %138, !dbg !327
  %140 = load i32, ptr %139, align 4, !dbg !327
  %141 = load i32, ptr %22, align 4, !dbg !328
  %142 = sext i32 %141 to i64, !dbg !329
  %143 = getelementptr inbounds [3 x double], ptr %21, i64 0, i64 %142, !dbg !329
  %144 = load double, ptr %143, align 8, !dbg !329
  %145 = load i32, ptr %22, align 4, !dbg !330
  %146 = sext i32 %145 to i64, !dbg !331
  %147 = getelementptr inbounds [3 x i32], ptr %20, i64 0, i64 %146, !dbg !331
  %148 = load i32, ptr %147, align 4, !dbg !331
  %149 = sitofp i32 %148 to double, !dbg !331
  %150 = fmul double %144, %149, !dbg !332
  %151 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %132, ptr noundef @.str.26, ptr noundef %136, i32 noundef %140, double noundef %150) #6, !dbg !333
  %152 = load i32, ptr %18, align 4, !dbg !334
  %153 = add nsw i32 %152, %151, !dbg !334
  store i32 %153, ptr %18, align 4, !dbg !334
  br label %154, !dbg !335

154:                                              ; preds = %128
  %155 = load i32, ptr %22, align 4, !dbg !336
  %156 = add nsw i32 %155, 1, !dbg !336
  store i32 %156, ptr %22, align 4, !dbg !336
  br label %125, !dbg !337, !llvm.loop !338

157:                                              ; preds = %125
  %158 = getelementptr inbounds [1024 x i8], ptr %17, i64 0, i64 0, !dbg !340
  %159 = load i32, ptr %18, align 4, !dbg !341
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, ptr noundef %158, i32 noundef %159), !dbg !342
    #dbg_declare(ptr %23, !343, !DIExpression(), !346)
  store i32 1, ptr %23, align 4, !dbg !346
  br label %161, !dbg !347

161:                                              ; preds = %184, %157
  %162 = load i32, ptr %23, align 4, !dbg !348
  %163 = icmp ult i32 %162, 100000, !dbg !350
  br i1 %163, label %164, label %187, !dbg !351

164:                                              ; preds = %161
    #dbg_declare(ptr %24, !352, !DIExpression(), !354)
    #dbg_declare(ptr %25, !355, !DIExpression(), !356)
    #dbg_declare(ptr %26, !357, !DIExpression(), !358)
  %165 = getelementptr inbounds [16 x i8], ptr %24, i64 0, i64 0, !dbg !359
  %166 = load i32, ptr %23, align 4, !dbg !360
  %167 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %165, ptr noundef @.str.28, i32 noundef %166) #6, !dbg !361
  %168 = getelementptr inbounds [16 x i8], ptr %25, i64 0, i64 0, !dbg !362
  %169 = load i32, ptr %23, align 4, !dbg !363
  %170 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %168, ptr noundef @.str.29, i32 noundef %169) #6, !dbg !364
  %171 = getelementptr inbounds [16 x i8], ptr %26, i64 0, i64 0, !dbg !365
  %172 = load i32, ptr %23, align 4, !dbg !366
  %173 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %171, ptr noundef @.str.30, i32 noundef %172) #6, !dbg !367
  %174 = getelementptr inbounds [16 x i8], ptr %24, i64 0, i64 0, !dbg !368
  %175 = getelementptr inbounds [16 x i8], ptr %25, i64 0, i64 0, !dbg !369
  %176 = getelementptr inbounds [16 x i8], ptr %26, i64 0, i64 0, !dbg !370
  %177 = getelementptr inbounds [16 x i8], ptr %24, i64 0, i64 0, !dbg !371
  %178 = call i64 @strlen(ptr noundef %177) #7, !dbg !372
  %179 = getelementptr inbounds [16 x i8], ptr %25, i64 0, i64 0, !dbg !373
  %180 = call i64 @strlen(ptr noundef %179) #7, !dbg !374
  %181 = getelementptr inbounds [16 x i8], ptr %26, i64 0, i64 0, !dbg !375
  %182 = call i64 @strlen(ptr noundef %181) #7, !dbg !376
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, ptr noundef %174, ptr noundef %175, ptr noundef %176, i64 noundef %178, i64 noundef %180, i64 noundef %182), !dbg !377
  br label %184, !dbg !378

184:                                              ; preds = %164
  %185 = load i32, ptr %23, align 4, !dbg !379
  %186 = mul i32 %185, 13, !dbg !379
  store i32 %186, ptr %23, align 4, !dbg !379
  br label %161, !dbg !380, !llvm.loop !381

187:                                              ; preds = %161
    #dbg_declare(ptr %27, !383, !DIExpression(), !384)
    #dbg_declare(ptr %28, !385, !DIExpression(), !386)
  %188 = getelementptr inbounds [6 x i8], ptr %27, i64 0, i64 0, !dbg !387
  %189 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %188, i64 noundef 6, ptr noundef @.str.32, ptr noundef @.str.33) #6, !dbg !388
  store i32 %189, ptr %28, align 4, !dbg !386
  %190 = load i32, ptr %28, align 4, !dbg !389
  %191 = getelementptr inbounds [6 x i8], ptr %27, i64 0, i64 0, !dbg !390
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.34, i32 noundef %190, ptr noundef %191), !dbg !391
  %193 = getelementptr inbounds [6 x i8], ptr %27, i64 0, i64 0, !dbg !392
  %194 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %193, i64 noundef 6, ptr noundef @.str.32, ptr noundef @.str.35) #6, !dbg !393
  store i32 %194, ptr %28, align 4, !dbg !394
  %195 = load i32, ptr %28, align 4, !dbg !395
  %196 = getelementptr inbounds [6 x i8], ptr %27, i64 0, i64 0, !dbg !396
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.36, i32 noundef %195, ptr noundef %196), !dbg !397
  ret i32 0, !dbg !398
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #5

; Function Attrs: nounwind
declare i32 @sprintf(ptr noundef, ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @append(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 !dbg !399 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
    #dbg_declare(ptr %7, !404, !DIExpression(), !405)
  store i64 %1, ptr %8, align 8
    #dbg_declare(ptr %8, !406, !DIExpression(), !407)
  store ptr %2, ptr %9, align 8
    #dbg_declare(ptr %9, !408, !DIExpression(), !409)
  store ptr %3, ptr %10, align 8
    #dbg_declare(ptr %10, !410, !DIExpression(), !411)
  store i32 %4, ptr %11, align 4
    #dbg_declare(ptr %11, !412, !DIExpression(), !413)
    #dbg_declare(ptr %12, !414, !DIExpression(), !415)
  %13 = load ptr, ptr %7, align 8, !dbg !416
  %14 = load ptr, ptr %9, align 8, !dbg !417
  %15 = load i64, ptr %14, align 8, !dbg !418
  %16 = getelementptr inbounds i8, ptr %13, i64 %15, !dbg !419
  %17 = load i64, ptr %8, align 8, !dbg !420
  %18 = load ptr, ptr %9, align 8, !dbg !421
  %19 = load i64, ptr %18, align 8, !dbg !422
  %20 = sub i64 %17, %19, !dbg !423
  %21 = load ptr, ptr %10, align 8, !dbg !424
  %22 = load i32, ptr %11, align 4, !dbg !425
  %23 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %16, i64 noundef %20, ptr noundef @.str.37, ptr noundef %21, i32 noundef %22) #6, !dbg !426
  store i32 %23, ptr %12, align 4, !dbg !415
  %24 = load i32, ptr %12, align 4, !dbg !427
  %25 = icmp slt i32 %24, 0, !dbg !429
  br i1 %25, label %26, label %27, !dbg !430

26:                                               ; preds = %5
  store i32 -1, ptr %6, align 4, !dbg !431
  br label %45, !dbg !431

27:                                               ; preds = %5
  %28 = load i32, ptr %12, align 4, !dbg !432
  %29 = sext i32 %28 to i64, !dbg !434
  %30 = load i64, ptr %8, align 8, !dbg !435
  %31 = load ptr, ptr %9, align 8, !dbg !436
  %32 = load i64, ptr %31, align 8, !dbg !437
  %33 = sub i64 %30, %32, !dbg !438
  %34 = icmp uge i64 %29, %33, !dbg !439
  br i1 %34, label %35, label %39, !dbg !440

35:                                               ; preds = %27
  %36 = load i64, ptr %8, align 8, !dbg !441
  %37 = sub i64 %36, 1, !dbg !443
  %38 = load ptr, ptr %9, align 8, !dbg !444
  store i64 %37, ptr %38, align 8, !dbg !445
  store i32 1, ptr %6, align 4, !dbg !446
  br label %45, !dbg !446

39:                                               ; preds = %27
  %40 = load i32, ptr %12, align 4, !dbg !447
  %41 = sext i32 %40 to i64, !dbg !448
  %42 = load ptr, ptr %9, align 8, !dbg !449
  %43 = load i64, ptr %42, align 8, !dbg !450
  %44 = add i64 %43, %41, !dbg !450
  store i64 %44, ptr %42, align 8, !dbg !450
  store i32 0, ptr %6, align 4, !dbg !451
  br label %45, !dbg !451

45:                                               ; preds = %39, %35, %26
  %46 = load i32, ptr %6, align 4, !dbg !452
  ret i32 %46, !dbg !452
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fmt_money(ptr noundef %0, i64 noundef %1) #0 !dbg !453 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca [32 x i8], align 16
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !456, !DIExpression(), !457)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !458, !DIExpression(), !459)
    #dbg_declare(ptr %5, !460, !DIExpression(), !464)
    #dbg_declare(ptr %6, !465, !DIExpression(), !466)
  %11 = load i64, ptr %4, align 8, !dbg !467
  %12 = icmp slt i64 %11, 0, !dbg !468
  br i1 %12, label %13, label %16, !dbg !467

13:                                               ; preds = %2
  %14 = load i64, ptr %4, align 8, !dbg !469
  %15 = sub nsw i64 0, %14, !dbg !470
  br label %18, !dbg !467

16:                                               ; preds = %2
  %17 = load i64, ptr %4, align 8, !dbg !471
  br label %18, !dbg !467

18:                                               ; preds = %16, %13
  %19 = phi i64 [ %15, %13 ], [ %17, %16 ], !dbg !467
  store i64 %19, ptr %6, align 8, !dbg !466
    #dbg_declare(ptr %7, !472, !DIExpression(), !473)
  %20 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0, !dbg !474
  %21 = load i64, ptr %6, align 8, !dbg !475
  %22 = sdiv i64 %21, 100, !dbg !476
  %23 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %20, ptr noundef @.str.38, i64 noundef %22) #6, !dbg !477
  store i32 %23, ptr %7, align 4, !dbg !473
    #dbg_declare(ptr %8, !478, !DIExpression(), !479)
  %24 = load ptr, ptr %3, align 8, !dbg !480
  store ptr %24, ptr %8, align 8, !dbg !479
  %25 = load i64, ptr %4, align 8, !dbg !481
  %26 = icmp slt i64 %25, 0, !dbg !483
  br i1 %26, label %27, label %30, !dbg !484

27:                                               ; preds = %18
  %28 = load ptr, ptr %8, align 8, !dbg !485
  %29 = getelementptr inbounds i8, ptr %28, i32 1, !dbg !485
  store ptr %29, ptr %8, align 8, !dbg !485
  store i8 45, ptr %28, align 1, !dbg !486
  br label %30, !dbg !487

30:                                               ; preds = %27, %18
  %31 = load ptr, ptr %8, align 8, !dbg !488
  %32 = getelementptr inbounds i8, ptr %31, i32 1, !dbg !488
  store ptr %32, ptr %8, align 8, !dbg !488
  store i8 36, ptr %31, align 1, !dbg !489
    #dbg_declare(ptr %9, !490, !DIExpression(), !492)
  store i32 0, ptr %9, align 4, !dbg !492
  br label %33, !dbg !493

33:                                               ; preds = %58, %30
  %34 = load i32, ptr %9, align 4, !dbg !494
  %35 = load i32, ptr %7, align 4, !dbg !496
  %36 = icmp slt i32 %34, %35, !dbg !497
  br i1 %36, label %37, label %61, !dbg !498

37:                                               ; preds = %33
  %38 = load i32, ptr %9, align 4, !dbg !499
  %39 = sext i32 %38 to i64, !dbg !501
  %40 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 %39, !dbg !501
  %41 = load i8, ptr %40, align 1, !dbg !501
  %42 = load ptr, ptr %8, align 8, !dbg !502
  %43 = getelementptr inbounds i8, ptr %42, i32 1, !dbg !502
  store ptr %43, ptr %8, align 8, !dbg !502
  store i8 %41, ptr %42, align 1, !dbg !503
    #dbg_declare(ptr %10, !504, !DIExpression(), !505)
  %44 = load i32, ptr %7, align 4, !dbg !506
  %45 = sub nsw i32 %44, 1, !dbg !507
  %46 = load i32, ptr %9, align 4, !dbg !508
  %47 = sub nsw i32 %45, %46, !dbg !509
  store i32 %47, ptr %10, align 4, !dbg !505
  %48 = load i32, ptr %10, align 4, !dbg !510
  %49 = icmp sgt i32 %48, 0, !dbg !512
  br i1 %49, label %50, label %57, !dbg !513

50:                                               ; preds = %37
  %51 = load i32, ptr %10, align 4, !dbg !514
  %52 = srem i32 %51, 3, !dbg !515
  %53 = icmp eq i32 %52, 0, !dbg !516
  br i1 %53, label %54, label %57, !dbg !517

54:                                               ; preds = %50
  %55 = load ptr, ptr %8, align 8, !dbg !518
  %56 = getelementptr inbounds i8, ptr %55, i32 1, !dbg !518
  store ptr %56, ptr %8, align 8, !dbg !518
  store i8 44, ptr %55, align 1, !dbg !519
  br label %57, !dbg !520

57:                                               ; preds = %54, %50, %37
  br label %58, !dbg !521

58:                                               ; preds = %57
  %59 = load i32, ptr %9, align 4, !dbg !522
  %60 = add nsw i32 %59, 1, !dbg !522
  store i32 %60, ptr %9, align 4, !dbg !522
  br label %33, !dbg !523, !llvm.loop !524

61:                                               ; preds = %33
  %62 = load ptr, ptr %8, align 8, !dbg !526
  %63 = load i64, ptr %6, align 8, !dbg !527
  %64 = srem i64 %63, 100, !dbg !528
  %65 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %62, ptr noundef @.str.39, i64 noundef %64) #6, !dbg !529
  ret void, !dbg !530
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!142}
!llvm.module.flags = !{!148, !149, !150, !151, !152, !153, !154}
!llvm.ident = !{!155}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "snprintf_fmt.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "cb5907c6c4cecd3d7138e493a5c88ca1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 44)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 3)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 34)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 9)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 4)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 22)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !39, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 25)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 6)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !56, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !56, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 8)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 41)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 16)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 14)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !9, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !39, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !56, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !56, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !9, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !56, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !79, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 20)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !19, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !39, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !39, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 29)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !19, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !56, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !123, isLocal: true, isDefinition: true)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !124)
!124 = !{!125}
!125 = !DISubrange(count: 28)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !128, isLocal: true, isDefinition: true)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 7)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !133, isLocal: true, isDefinition: true)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 27)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !128, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !39, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !128, isLocal: true, isDefinition: true)
!142 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !143, globals: !147, splitDebugInlining: false, nameTableKind: None)
!143 = !{!144}
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !145, line: 18, baseType: !146)
!145 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!146 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!147 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !49, !54, !59, !61, !63, !65, !70, !72, !77, !82, !87, !89, !91, !93, !95, !97, !99, !101, !106, !108, !110, !112, !117, !119, !121, !126, !131, !136, !138, !140}
!148 = !{i32 7, !"Dwarf Version", i32 5}
!149 = !{i32 2, !"Debug Info Version", i32 3}
!150 = !{i32 1, !"wchar_size", i32 4}
!151 = !{i32 8, !"PIC Level", i32 2}
!152 = !{i32 7, !"PIE Level", i32 2}
!153 = !{i32 7, !"uwtable", i32 2}
!154 = !{i32 7, !"frame-pointer", i32 2}
!155 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!156 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 40, type: !157, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !142, retainedNodes: !160)
!157 = !DISubroutineType(types: !158)
!158 = !{!159}
!159 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!160 = !{}
!161 = !DILocalVariable(name: "buf", scope: !156, file: !2, line: 41, type: !79)
!162 = !DILocation(line: 41, column: 10, scope: !156)
!163 = !DILocalVariable(name: "sizes", scope: !156, file: !2, line: 42, type: !164)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 128, elements: !40)
!165 = !DILocation(line: 42, column: 9, scope: !156)
!166 = !DILocalVariable(name: "i", scope: !167, file: !2, line: 43, type: !159)
!167 = distinct !DILexicalBlock(scope: !156, file: !2, line: 43, column: 5)
!168 = !DILocation(line: 43, column: 14, scope: !167)
!169 = !DILocation(line: 43, column: 10, scope: !167)
!170 = !DILocation(line: 43, column: 21, scope: !171)
!171 = distinct !DILexicalBlock(scope: !167, file: !2, line: 43, column: 5)
!172 = !DILocation(line: 43, column: 23, scope: !171)
!173 = !DILocation(line: 43, column: 5, scope: !167)
!174 = !DILocation(line: 44, column: 9, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !2, line: 43, column: 33)
!176 = !DILocalVariable(name: "r", scope: !175, file: !2, line: 45, type: !159)
!177 = !DILocation(line: 45, column: 13, scope: !175)
!178 = !DILocation(line: 45, column: 26, scope: !175)
!179 = !DILocation(line: 45, column: 45, scope: !175)
!180 = !DILocation(line: 45, column: 39, scope: !175)
!181 = !DILocation(line: 45, column: 31, scope: !175)
!182 = !DILocation(line: 45, column: 17, scope: !175)
!183 = !DILocation(line: 46, column: 70, scope: !175)
!184 = !DILocation(line: 46, column: 64, scope: !175)
!185 = !DILocation(line: 46, column: 74, scope: !175)
!186 = !DILocation(line: 46, column: 77, scope: !175)
!187 = !DILocation(line: 46, column: 89, scope: !175)
!188 = !DILocation(line: 46, column: 82, scope: !175)
!189 = !DILocation(line: 46, column: 9, scope: !175)
!190 = !DILocation(line: 47, column: 5, scope: !175)
!191 = !DILocation(line: 43, column: 29, scope: !171)
!192 = !DILocation(line: 43, column: 5, scope: !171)
!193 = distinct !{!193, !173, !194, !195}
!194 = !DILocation(line: 47, column: 5, scope: !167)
!195 = !{!"llvm.loop.mustprogress"}
!196 = !DILocation(line: 48, column: 5, scope: !156)
!197 = !DILocalVariable(name: "r0", scope: !156, file: !2, line: 49, type: !159)
!198 = !DILocation(line: 49, column: 9, scope: !156)
!199 = !DILocation(line: 49, column: 23, scope: !156)
!200 = !DILocation(line: 49, column: 14, scope: !156)
!201 = !DILocation(line: 50, column: 50, scope: !156)
!202 = !DILocation(line: 50, column: 54, scope: !156)
!203 = !DILocation(line: 50, column: 5, scope: !156)
!204 = !DILocation(line: 51, column: 37, scope: !156)
!205 = !DILocation(line: 51, column: 5, scope: !156)
!206 = !DILocalVariable(name: "big", scope: !156, file: !2, line: 52, type: !207)
!207 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !208)
!208 = !{!209}
!209 = !DISubrange(count: 256)
!210 = !DILocation(line: 52, column: 10, scope: !156)
!211 = !DILocalVariable(name: "r", scope: !156, file: !2, line: 53, type: !159)
!212 = !DILocation(line: 53, column: 9, scope: !156)
!213 = !DILocation(line: 53, column: 21, scope: !156)
!214 = !DILocation(line: 53, column: 13, scope: !156)
!215 = !DILocation(line: 54, column: 41, scope: !156)
!216 = !DILocation(line: 54, column: 44, scope: !156)
!217 = !DILocation(line: 54, column: 5, scope: !156)
!218 = !DILocalVariable(name: "len", scope: !156, file: !2, line: 55, type: !144)
!219 = !DILocation(line: 55, column: 12, scope: !156)
!220 = !DILocalVariable(name: "line", scope: !156, file: !2, line: 56, type: !221)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !222)
!222 = !{!223}
!223 = !DISubrange(count: 40)
!224 = !DILocation(line: 56, column: 10, scope: !156)
!225 = !DILocation(line: 57, column: 5, scope: !156)
!226 = !DILocation(line: 57, column: 13, scope: !156)
!227 = !DILocalVariable(name: "words", scope: !156, file: !2, line: 58, type: !228)
!228 = !DICompositeType(tag: DW_TAG_array_type, baseType: !229, size: 384, elements: !57)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!231 = !DILocation(line: 58, column: 17, scope: !156)
!232 = !DILocalVariable(name: "i", scope: !233, file: !2, line: 59, type: !159)
!233 = distinct !DILexicalBlock(scope: !156, file: !2, line: 59, column: 5)
!234 = !DILocation(line: 59, column: 14, scope: !233)
!235 = !DILocation(line: 59, column: 10, scope: !233)
!236 = !DILocation(line: 59, column: 21, scope: !237)
!237 = distinct !DILexicalBlock(scope: !233, file: !2, line: 59, column: 5)
!238 = !DILocation(line: 59, column: 23, scope: !237)
!239 = !DILocation(line: 59, column: 5, scope: !233)
!240 = !DILocalVariable(name: "t", scope: !241, file: !2, line: 60, type: !159)
!241 = distinct !DILexicalBlock(scope: !237, file: !2, line: 59, column: 33)
!242 = !DILocation(line: 60, column: 13, scope: !241)
!243 = !DILocation(line: 60, column: 24, scope: !241)
!244 = !DILocation(line: 60, column: 55, scope: !241)
!245 = !DILocation(line: 60, column: 49, scope: !241)
!246 = !DILocation(line: 60, column: 59, scope: !241)
!247 = !DILocation(line: 60, column: 61, scope: !241)
!248 = !DILocation(line: 60, column: 17, scope: !241)
!249 = !DILocation(line: 61, column: 67, scope: !241)
!250 = !DILocation(line: 61, column: 61, scope: !241)
!251 = !DILocation(line: 61, column: 71, scope: !241)
!252 = !DILocation(line: 61, column: 74, scope: !241)
!253 = !DILocation(line: 61, column: 79, scope: !241)
!254 = !DILocation(line: 61, column: 9, scope: !241)
!255 = !DILocation(line: 62, column: 5, scope: !241)
!256 = !DILocation(line: 59, column: 29, scope: !237)
!257 = !DILocation(line: 59, column: 5, scope: !237)
!258 = distinct !{!258, !239, !259, !195}
!259 = !DILocation(line: 62, column: 5, scope: !233)
!260 = !DILocalVariable(name: "amounts", scope: !156, file: !2, line: 63, type: !261)
!261 = !DICompositeType(tag: DW_TAG_array_type, baseType: !262, size: 384, elements: !57)
!262 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!263 = !DILocation(line: 63, column: 10, scope: !156)
!264 = !DILocalVariable(name: "i", scope: !265, file: !2, line: 64, type: !159)
!265 = distinct !DILexicalBlock(scope: !156, file: !2, line: 64, column: 5)
!266 = !DILocation(line: 64, column: 14, scope: !265)
!267 = !DILocation(line: 64, column: 10, scope: !265)
!268 = !DILocation(line: 64, column: 21, scope: !269)
!269 = distinct !DILexicalBlock(scope: !265, file: !2, line: 64, column: 5)
!270 = !DILocation(line: 64, column: 23, scope: !269)
!271 = !DILocation(line: 64, column: 5, scope: !265)
!272 = !DILocalVariable(name: "m", scope: !273, file: !2, line: 65, type: !274)
!273 = distinct !DILexicalBlock(scope: !269, file: !2, line: 64, column: 33)
!274 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !275)
!275 = !{!276}
!276 = !DISubrange(count: 64)
!277 = !DILocation(line: 65, column: 14, scope: !273)
!278 = !DILocation(line: 66, column: 19, scope: !273)
!279 = !DILocation(line: 66, column: 30, scope: !273)
!280 = !DILocation(line: 66, column: 22, scope: !273)
!281 = !DILocation(line: 66, column: 9, scope: !273)
!282 = !DILocation(line: 67, column: 44, scope: !273)
!283 = !DILocation(line: 67, column: 36, scope: !273)
!284 = !DILocation(line: 67, column: 48, scope: !273)
!285 = !DILocation(line: 67, column: 9, scope: !273)
!286 = !DILocation(line: 68, column: 5, scope: !273)
!287 = !DILocation(line: 64, column: 29, scope: !269)
!288 = !DILocation(line: 64, column: 5, scope: !269)
!289 = distinct !{!289, !271, !290, !195}
!290 = !DILocation(line: 68, column: 5, scope: !265)
!291 = !DILocalVariable(name: "table", scope: !156, file: !2, line: 70, type: !292)
!292 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8192, elements: !293)
!293 = !{!294}
!294 = !DISubrange(count: 1024)
!295 = !DILocation(line: 70, column: 10, scope: !156)
!296 = !DILocalVariable(name: "off", scope: !156, file: !2, line: 71, type: !159)
!297 = !DILocation(line: 71, column: 9, scope: !156)
!298 = !DILocation(line: 72, column: 20, scope: !156)
!299 = !DILocation(line: 72, column: 28, scope: !156)
!300 = !DILocation(line: 72, column: 26, scope: !156)
!301 = !DILocation(line: 72, column: 12, scope: !156)
!302 = !DILocation(line: 72, column: 9, scope: !156)
!303 = !DILocalVariable(name: "items", scope: !156, file: !2, line: 73, type: !304)
!304 = !DICompositeType(tag: DW_TAG_array_type, baseType: !229, size: 192, elements: !20)
!305 = !DILocation(line: 73, column: 17, scope: !156)
!306 = !DILocalVariable(name: "qty", scope: !156, file: !2, line: 74, type: !307)
!307 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 96, elements: !20)
!308 = !DILocation(line: 74, column: 9, scope: !156)
!309 = !DILocalVariable(name: "price", scope: !156, file: !2, line: 75, type: !310)
!310 = !DICompositeType(tag: DW_TAG_array_type, baseType: !311, size: 192, elements: !20)
!311 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!312 = !DILocation(line: 75, column: 12, scope: !156)
!313 = !DILocalVariable(name: "i", scope: !314, file: !2, line: 76, type: !159)
!314 = distinct !DILexicalBlock(scope: !156, file: !2, line: 76, column: 5)
!315 = !DILocation(line: 76, column: 14, scope: !314)
!316 = !DILocation(line: 76, column: 10, scope: !314)
!317 = !DILocation(line: 76, column: 21, scope: !318)
!318 = distinct !DILexicalBlock(scope: !314, file: !2, line: 76, column: 5)
!319 = !DILocation(line: 76, column: 23, scope: !318)
!320 = !DILocation(line: 76, column: 5, scope: !314)
!321 = !DILocation(line: 77, column: 24, scope: !318)
!322 = !DILocation(line: 77, column: 32, scope: !318)
!323 = !DILocation(line: 77, column: 30, scope: !318)
!324 = !DILocation(line: 77, column: 63, scope: !318)
!325 = !DILocation(line: 77, column: 57, scope: !318)
!326 = !DILocation(line: 77, column: 71, scope: !318)
!327 = !DILocation(line: 77, column: 67, scope: !318)
!328 = !DILocation(line: 77, column: 81, scope: !318)
!329 = !DILocation(line: 77, column: 75, scope: !318)
!330 = !DILocation(line: 77, column: 90, scope: !318)
!331 = !DILocation(line: 77, column: 86, scope: !318)
!332 = !DILocation(line: 77, column: 84, scope: !318)
!333 = !DILocation(line: 77, column: 16, scope: !318)
!334 = !DILocation(line: 77, column: 13, scope: !318)
!335 = !DILocation(line: 77, column: 9, scope: !318)
!336 = !DILocation(line: 76, column: 29, scope: !318)
!337 = !DILocation(line: 76, column: 5, scope: !318)
!338 = distinct !{!338, !320, !339, !195}
!339 = !DILocation(line: 77, column: 92, scope: !314)
!340 = !DILocation(line: 78, column: 36, scope: !156)
!341 = !DILocation(line: 78, column: 43, scope: !156)
!342 = !DILocation(line: 78, column: 5, scope: !156)
!343 = !DILocalVariable(name: "v", scope: !344, file: !2, line: 80, type: !345)
!344 = distinct !DILexicalBlock(scope: !156, file: !2, line: 80, column: 5)
!345 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!346 = !DILocation(line: 80, column: 19, scope: !344)
!347 = !DILocation(line: 80, column: 10, scope: !344)
!348 = !DILocation(line: 80, column: 26, scope: !349)
!349 = distinct !DILexicalBlock(scope: !344, file: !2, line: 80, column: 5)
!350 = !DILocation(line: 80, column: 28, scope: !349)
!351 = !DILocation(line: 80, column: 5, scope: !344)
!352 = !DILocalVariable(name: "d", scope: !353, file: !2, line: 81, type: !79)
!353 = distinct !DILexicalBlock(scope: !349, file: !2, line: 80, column: 47)
!354 = !DILocation(line: 81, column: 14, scope: !353)
!355 = !DILocalVariable(name: "x", scope: !353, file: !2, line: 81, type: !79)
!356 = !DILocation(line: 81, column: 21, scope: !353)
!357 = !DILocalVariable(name: "o", scope: !353, file: !2, line: 81, type: !79)
!358 = !DILocation(line: 81, column: 28, scope: !353)
!359 = !DILocation(line: 82, column: 17, scope: !353)
!360 = !DILocation(line: 82, column: 26, scope: !353)
!361 = !DILocation(line: 82, column: 9, scope: !353)
!362 = !DILocation(line: 83, column: 17, scope: !353)
!363 = !DILocation(line: 83, column: 27, scope: !353)
!364 = !DILocation(line: 83, column: 9, scope: !353)
!365 = !DILocation(line: 84, column: 17, scope: !353)
!366 = !DILocation(line: 84, column: 27, scope: !353)
!367 = !DILocation(line: 84, column: 9, scope: !353)
!368 = !DILocation(line: 85, column: 49, scope: !353)
!369 = !DILocation(line: 85, column: 52, scope: !353)
!370 = !DILocation(line: 85, column: 55, scope: !353)
!371 = !DILocation(line: 85, column: 65, scope: !353)
!372 = !DILocation(line: 85, column: 58, scope: !353)
!373 = !DILocation(line: 85, column: 76, scope: !353)
!374 = !DILocation(line: 85, column: 69, scope: !353)
!375 = !DILocation(line: 85, column: 87, scope: !353)
!376 = !DILocation(line: 85, column: 80, scope: !353)
!377 = !DILocation(line: 85, column: 9, scope: !353)
!378 = !DILocation(line: 86, column: 5, scope: !353)
!379 = !DILocation(line: 80, column: 40, scope: !349)
!380 = !DILocation(line: 80, column: 5, scope: !349)
!381 = distinct !{!381, !351, !382, !195}
!382 = !DILocation(line: 86, column: 5, scope: !344)
!383 = !DILocalVariable(name: "fit", scope: !156, file: !2, line: 88, type: !56)
!384 = !DILocation(line: 88, column: 10, scope: !156)
!385 = !DILocalVariable(name: "rf", scope: !156, file: !2, line: 89, type: !159)
!386 = !DILocation(line: 89, column: 9, scope: !156)
!387 = !DILocation(line: 89, column: 23, scope: !156)
!388 = !DILocation(line: 89, column: 14, scope: !156)
!389 = !DILocation(line: 90, column: 44, scope: !156)
!390 = !DILocation(line: 90, column: 48, scope: !156)
!391 = !DILocation(line: 90, column: 5, scope: !156)
!392 = !DILocation(line: 91, column: 19, scope: !156)
!393 = !DILocation(line: 91, column: 10, scope: !156)
!394 = !DILocation(line: 91, column: 8, scope: !156)
!395 = !DILocation(line: 92, column: 43, scope: !156)
!396 = !DILocation(line: 92, column: 47, scope: !156)
!397 = !DILocation(line: 92, column: 5, scope: !156)
!398 = !DILocation(line: 93, column: 5, scope: !156)
!399 = distinct !DISubprogram(name: "append", scope: !2, file: !2, line: 11, type: !400, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !142, retainedNodes: !160)
!400 = !DISubroutineType(types: !401)
!401 = !{!159, !402, !144, !403, !229, !159}
!402 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!404 = !DILocalVariable(name: "buf", arg: 1, scope: !399, file: !2, line: 11, type: !402)
!405 = !DILocation(line: 11, column: 25, scope: !399)
!406 = !DILocalVariable(name: "cap", arg: 2, scope: !399, file: !2, line: 11, type: !144)
!407 = !DILocation(line: 11, column: 37, scope: !399)
!408 = !DILocalVariable(name: "len", arg: 3, scope: !399, file: !2, line: 11, type: !403)
!409 = !DILocation(line: 11, column: 50, scope: !399)
!410 = !DILocalVariable(name: "word", arg: 4, scope: !399, file: !2, line: 11, type: !229)
!411 = !DILocation(line: 11, column: 67, scope: !399)
!412 = !DILocalVariable(name: "n", arg: 5, scope: !399, file: !2, line: 11, type: !159)
!413 = !DILocation(line: 11, column: 77, scope: !399)
!414 = !DILocalVariable(name: "r", scope: !399, file: !2, line: 12, type: !159)
!415 = !DILocation(line: 12, column: 9, scope: !399)
!416 = !DILocation(line: 12, column: 22, scope: !399)
!417 = !DILocation(line: 12, column: 29, scope: !399)
!418 = !DILocation(line: 12, column: 28, scope: !399)
!419 = !DILocation(line: 12, column: 26, scope: !399)
!420 = !DILocation(line: 12, column: 34, scope: !399)
!421 = !DILocation(line: 12, column: 41, scope: !399)
!422 = !DILocation(line: 12, column: 40, scope: !399)
!423 = !DILocation(line: 12, column: 38, scope: !399)
!424 = !DILocation(line: 12, column: 56, scope: !399)
!425 = !DILocation(line: 12, column: 62, scope: !399)
!426 = !DILocation(line: 12, column: 13, scope: !399)
!427 = !DILocation(line: 13, column: 9, scope: !428)
!428 = distinct !DILexicalBlock(scope: !399, file: !2, line: 13, column: 9)
!429 = !DILocation(line: 13, column: 11, scope: !428)
!430 = !DILocation(line: 13, column: 9, scope: !399)
!431 = !DILocation(line: 14, column: 9, scope: !428)
!432 = !DILocation(line: 15, column: 17, scope: !433)
!433 = distinct !DILexicalBlock(scope: !399, file: !2, line: 15, column: 9)
!434 = !DILocation(line: 15, column: 9, scope: !433)
!435 = !DILocation(line: 15, column: 22, scope: !433)
!436 = !DILocation(line: 15, column: 29, scope: !433)
!437 = !DILocation(line: 15, column: 28, scope: !433)
!438 = !DILocation(line: 15, column: 26, scope: !433)
!439 = !DILocation(line: 15, column: 19, scope: !433)
!440 = !DILocation(line: 15, column: 9, scope: !399)
!441 = !DILocation(line: 16, column: 16, scope: !442)
!442 = distinct !DILexicalBlock(scope: !433, file: !2, line: 15, column: 34)
!443 = !DILocation(line: 16, column: 20, scope: !442)
!444 = !DILocation(line: 16, column: 10, scope: !442)
!445 = !DILocation(line: 16, column: 14, scope: !442)
!446 = !DILocation(line: 17, column: 9, scope: !442)
!447 = !DILocation(line: 19, column: 21, scope: !399)
!448 = !DILocation(line: 19, column: 13, scope: !399)
!449 = !DILocation(line: 19, column: 6, scope: !399)
!450 = !DILocation(line: 19, column: 10, scope: !399)
!451 = !DILocation(line: 20, column: 5, scope: !399)
!452 = !DILocation(line: 21, column: 1, scope: !399)
!453 = distinct !DISubprogram(name: "fmt_money", scope: !2, file: !2, line: 23, type: !454, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !142, retainedNodes: !160)
!454 = !DISubroutineType(types: !455)
!455 = !{null, !402, !262}
!456 = !DILocalVariable(name: "out", arg: 1, scope: !453, file: !2, line: 23, type: !402)
!457 = !DILocation(line: 23, column: 29, scope: !453)
!458 = !DILocalVariable(name: "cents", arg: 2, scope: !453, file: !2, line: 23, type: !262)
!459 = !DILocation(line: 23, column: 39, scope: !453)
!460 = !DILocalVariable(name: "digits", scope: !453, file: !2, line: 24, type: !461)
!461 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !462)
!462 = !{!463}
!463 = !DISubrange(count: 32)
!464 = !DILocation(line: 24, column: 10, scope: !453)
!465 = !DILocalVariable(name: "v", scope: !453, file: !2, line: 25, type: !262)
!466 = !DILocation(line: 25, column: 10, scope: !453)
!467 = !DILocation(line: 25, column: 14, scope: !453)
!468 = !DILocation(line: 25, column: 20, scope: !453)
!469 = !DILocation(line: 25, column: 27, scope: !453)
!470 = !DILocation(line: 25, column: 26, scope: !453)
!471 = !DILocation(line: 25, column: 35, scope: !453)
!472 = !DILocalVariable(name: "n", scope: !453, file: !2, line: 26, type: !159)
!473 = !DILocation(line: 26, column: 9, scope: !453)
!474 = !DILocation(line: 26, column: 21, scope: !453)
!475 = !DILocation(line: 26, column: 36, scope: !453)
!476 = !DILocation(line: 26, column: 38, scope: !453)
!477 = !DILocation(line: 26, column: 13, scope: !453)
!478 = !DILocalVariable(name: "w", scope: !453, file: !2, line: 27, type: !402)
!479 = !DILocation(line: 27, column: 11, scope: !453)
!480 = !DILocation(line: 27, column: 15, scope: !453)
!481 = !DILocation(line: 28, column: 9, scope: !482)
!482 = distinct !DILexicalBlock(scope: !453, file: !2, line: 28, column: 9)
!483 = !DILocation(line: 28, column: 15, scope: !482)
!484 = !DILocation(line: 28, column: 9, scope: !453)
!485 = !DILocation(line: 29, column: 11, scope: !482)
!486 = !DILocation(line: 29, column: 14, scope: !482)
!487 = !DILocation(line: 29, column: 9, scope: !482)
!488 = !DILocation(line: 30, column: 7, scope: !453)
!489 = !DILocation(line: 30, column: 10, scope: !453)
!490 = !DILocalVariable(name: "i", scope: !491, file: !2, line: 31, type: !159)
!491 = distinct !DILexicalBlock(scope: !453, file: !2, line: 31, column: 5)
!492 = !DILocation(line: 31, column: 14, scope: !491)
!493 = !DILocation(line: 31, column: 10, scope: !491)
!494 = !DILocation(line: 31, column: 21, scope: !495)
!495 = distinct !DILexicalBlock(scope: !491, file: !2, line: 31, column: 5)
!496 = !DILocation(line: 31, column: 25, scope: !495)
!497 = !DILocation(line: 31, column: 23, scope: !495)
!498 = !DILocation(line: 31, column: 5, scope: !491)
!499 = !DILocation(line: 32, column: 23, scope: !500)
!500 = distinct !DILexicalBlock(scope: !495, file: !2, line: 31, column: 33)
!501 = !DILocation(line: 32, column: 16, scope: !500)
!502 = !DILocation(line: 32, column: 11, scope: !500)
!503 = !DILocation(line: 32, column: 14, scope: !500)
!504 = !DILocalVariable(name: "left", scope: !500, file: !2, line: 33, type: !159)
!505 = !DILocation(line: 33, column: 13, scope: !500)
!506 = !DILocation(line: 33, column: 20, scope: !500)
!507 = !DILocation(line: 33, column: 22, scope: !500)
!508 = !DILocation(line: 33, column: 28, scope: !500)
!509 = !DILocation(line: 33, column: 26, scope: !500)
!510 = !DILocation(line: 34, column: 13, scope: !511)
!511 = distinct !DILexicalBlock(scope: !500, file: !2, line: 34, column: 13)
!512 = !DILocation(line: 34, column: 18, scope: !511)
!513 = !DILocation(line: 34, column: 22, scope: !511)
!514 = !DILocation(line: 34, column: 25, scope: !511)
!515 = !DILocation(line: 34, column: 30, scope: !511)
!516 = !DILocation(line: 34, column: 34, scope: !511)
!517 = !DILocation(line: 34, column: 13, scope: !500)
!518 = !DILocation(line: 35, column: 15, scope: !511)
!519 = !DILocation(line: 35, column: 18, scope: !511)
!520 = !DILocation(line: 35, column: 13, scope: !511)
!521 = !DILocation(line: 36, column: 5, scope: !500)
!522 = !DILocation(line: 31, column: 29, scope: !495)
!523 = !DILocation(line: 31, column: 5, scope: !495)
!524 = distinct !{!524, !498, !525, !195}
!525 = !DILocation(line: 36, column: 5, scope: !491)
!526 = !DILocation(line: 37, column: 13, scope: !453)
!527 = !DILocation(line: 37, column: 26, scope: !453)
!528 = !DILocation(line: 37, column: 28, scope: !453)
!529 = !DILocation(line: 37, column: 5, scope: !453)
!530 = !DILocation(line: 38, column: 1, scope: !453)
