; ModuleID = 'static_locals.c'
source_filename = "static_locals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"id %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [40 x i8] c"fib(10)=%llu fib(50)=%llu fib(93)=%llu\0A\00", align 1, !dbg !7
@__const.main.ns = private unnamed_addr constant [14 x i32] [i32 1, i32 2, i32 3, i32 4, i32 11, i32 12, i32 13, i32 21, i32 22, i32 23, i32 101, i32 111, i32 112, i32 1003], align 16
@.str.2 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [21 x i8] c"mean after %d: %.4f\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [20 x i8] c"rng acc=%u next=%u\0A\00", align 1, !dbg !29
@next_id.id = internal global i32 100, align 4, !dbg !34
@fib.memo = internal global [94 x i64] zeroinitializer, align 16, !dbg !42
@fib.initialised = internal global i32 0, align 4, !dbg !53
@.str.7 = private unnamed_addr constant [25 x i8] c"(fib table initialised)\0A\00", align 1, !dbg !55
@ordinal.buf = internal global [32 x i8] zeroinitializer, align 16, !dbg !60
@.str.8 = private unnamed_addr constant [3 x i8] c"th\00", align 1, !dbg !70
@.str.9 = private unnamed_addr constant [3 x i8] c"st\00", align 1, !dbg !75
@.str.10 = private unnamed_addr constant [3 x i8] c"nd\00", align 1, !dbg !77
@.str.11 = private unnamed_addr constant [3 x i8] c"rd\00", align 1, !dbg !79
@.str.12 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1, !dbg !81
@history.hist = internal global [8 x i32] zeroinitializer, align 16, !dbg !86
@history.cursor = internal global ptr @history.hist, align 8, !dbg !95
@running_mean.sum = internal global double 0.000000e+00, align 8, !dbg !97
@running_mean.n = internal global i64 0, align 8, !dbg !103
@rng.state = internal global i32 1, align 4, !dbg !106

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !119 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [14 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca [32 x i8], align 16
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !120, !DIExpression(), !122)
  store i32 0, ptr %2, align 4, !dbg !122
  br label %12, !dbg !123

12:                                               ; preds = %18, %0
  %13 = load i32, ptr %2, align 4, !dbg !124
  %14 = icmp slt i32 %13, 5, !dbg !126
  br i1 %14, label %15, label %21, !dbg !127

15:                                               ; preds = %12
  %16 = call i32 @next_id(), !dbg !128
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %16), !dbg !129
  br label %18, !dbg !129

18:                                               ; preds = %15
  %19 = load i32, ptr %2, align 4, !dbg !130
  %20 = add nsw i32 %19, 1, !dbg !130
  store i32 %20, ptr %2, align 4, !dbg !130
  br label %12, !dbg !131, !llvm.loop !132

21:                                               ; preds = %12
  %22 = call i64 @fib(i32 noundef 10), !dbg !135
  %23 = call i64 @fib(i32 noundef 50), !dbg !136
  %24 = call i64 @fib(i32 noundef 93), !dbg !137
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %22, i64 noundef %23, i64 noundef %24), !dbg !138
    #dbg_declare(ptr %3, !139, !DIExpression(), !143)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.ns, i64 56, i1 false), !dbg !143
    #dbg_declare(ptr %4, !144, !DIExpression(), !146)
  store i32 0, ptr %4, align 4, !dbg !146
  br label %26, !dbg !147

26:                                               ; preds = %39, %21
  %27 = load i32, ptr %4, align 4, !dbg !148
  %28 = icmp slt i32 %27, 14, !dbg !150
  br i1 %28, label %29, label %42, !dbg !151

29:                                               ; preds = %26
    #dbg_declare(ptr %5, !152, !DIExpression(), !154)
  %30 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0, !dbg !155
  %31 = load i32, ptr %4, align 4, !dbg !156
  %32 = sext i32 %31 to i64, !dbg !157
  %33 = getelementptr inbounds [14 x i32], ptr %3, i64 0, i64 %32, !dbg !157
  %34 = load i32, ptr %33, align 4, !dbg !157
  %35 = call ptr @ordinal(i32 noundef %34), !dbg !158
  %36 = call ptr @strcpy(ptr noundef %30, ptr noundef %35) #4, !dbg !159
  %37 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0, !dbg !160
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %37), !dbg !161
  br label %39, !dbg !162

39:                                               ; preds = %29
  %40 = load i32, ptr %4, align 4, !dbg !163
  %41 = add nsw i32 %40, 1, !dbg !163
  store i32 %41, ptr %4, align 4, !dbg !163
  br label %26, !dbg !164, !llvm.loop !165

42:                                               ; preds = %26
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.3), !dbg !167
    #dbg_declare(ptr %6, !168, !DIExpression(), !169)
  store ptr null, ptr %6, align 8, !dbg !169
    #dbg_declare(ptr %7, !170, !DIExpression(), !172)
  store i32 1, ptr %7, align 4, !dbg !172
  br label %44, !dbg !173

44:                                               ; preds = %52, %42
  %45 = load i32, ptr %7, align 4, !dbg !174
  %46 = icmp sle i32 %45, 11, !dbg !176
  br i1 %46, label %47, label %55, !dbg !177

47:                                               ; preds = %44
  %48 = load i32, ptr %7, align 4, !dbg !178
  %49 = load i32, ptr %7, align 4, !dbg !179
  %50 = mul nsw i32 %48, %49, !dbg !180
  %51 = call ptr @history(i32 noundef %50), !dbg !181
  store ptr %51, ptr %6, align 8, !dbg !182
  br label %52, !dbg !183

52:                                               ; preds = %47
  %53 = load i32, ptr %7, align 4, !dbg !184
  %54 = add nsw i32 %53, 1, !dbg !184
  store i32 %54, ptr %7, align 4, !dbg !184
  br label %44, !dbg !185, !llvm.loop !186

55:                                               ; preds = %44
    #dbg_declare(ptr %8, !188, !DIExpression(), !190)
  store i32 0, ptr %8, align 4, !dbg !190
  br label %56, !dbg !191

56:                                               ; preds = %66, %55
  %57 = load i32, ptr %8, align 4, !dbg !192
  %58 = icmp slt i32 %57, 8, !dbg !194
  br i1 %58, label %59, label %69, !dbg !195

59:                                               ; preds = %56
  %60 = load ptr, ptr %6, align 8, !dbg !196
  %61 = load i32, ptr %8, align 4, !dbg !197
  %62 = sext i32 %61 to i64, !dbg !196
  %63 = getelementptr inbounds i32, ptr %60, i64 %62, !dbg !196
  %64 = load i32, ptr %63, align 4, !dbg !196
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %64), !dbg !198
  br label %66, !dbg !198

66:                                               ; preds = %59
  %67 = load i32, ptr %8, align 4, !dbg !199
  %68 = add nsw i32 %67, 1, !dbg !199
  store i32 %68, ptr %8, align 4, !dbg !199
  br label %56, !dbg !200, !llvm.loop !201

69:                                               ; preds = %56
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.3), !dbg !203
    #dbg_declare(ptr %9, !204, !DIExpression(), !206)
  store i32 1, ptr %9, align 4, !dbg !206
  br label %71, !dbg !207

71:                                               ; preds = %81, %69
  %72 = load i32, ptr %9, align 4, !dbg !208
  %73 = icmp sle i32 %72, 6, !dbg !210
  br i1 %73, label %74, label %84, !dbg !211

74:                                               ; preds = %71
  %75 = load i32, ptr %9, align 4, !dbg !212
  %76 = load i32, ptr %9, align 4, !dbg !213
  %77 = sitofp i32 %76 to double, !dbg !213
  %78 = fmul double %77, 1.500000e+00, !dbg !214
  %79 = call double @running_mean(double noundef %78), !dbg !215
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %75, double noundef %79), !dbg !216
  br label %81, !dbg !216

81:                                               ; preds = %74
  %82 = load i32, ptr %9, align 4, !dbg !217
  %83 = add nsw i32 %82, 1, !dbg !217
  store i32 %83, ptr %9, align 4, !dbg !217
  br label %71, !dbg !218, !llvm.loop !219

84:                                               ; preds = %71
    #dbg_declare(ptr %10, !221, !DIExpression(), !222)
  store i32 0, ptr %10, align 4, !dbg !222
    #dbg_declare(ptr %11, !223, !DIExpression(), !225)
  store i32 0, ptr %11, align 4, !dbg !225
  br label %85, !dbg !226

85:                                               ; preds = %93, %84
  %86 = load i32, ptr %11, align 4, !dbg !227
  %87 = icmp slt i32 %86, 1000, !dbg !229
  br i1 %87, label %88, label %96, !dbg !230

88:                                               ; preds = %85
  %89 = call i32 @rng(), !dbg !231
  %90 = urem i32 %89, 1000, !dbg !232
  %91 = load i32, ptr %10, align 4, !dbg !233
  %92 = add i32 %91, %90, !dbg !233
  store i32 %92, ptr %10, align 4, !dbg !233
  br label %93, !dbg !234

93:                                               ; preds = %88
  %94 = load i32, ptr %11, align 4, !dbg !235
  %95 = add nsw i32 %94, 1, !dbg !235
  store i32 %95, ptr %11, align 4, !dbg !235
  br label %85, !dbg !236, !llvm.loop !237

96:                                               ; preds = %85
  %97 = load i32, ptr %10, align 4, !dbg !239
  %98 = call i32 @rng(), !dbg !240
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %97, i32 noundef %98), !dbg !241
  %100 = call i32 @next_id(), !dbg !242
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %100), !dbg !243
  ret i32 0, !dbg !244
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_id() #0 !dbg !36 {
  %1 = load i32, ptr @next_id.id, align 4, !dbg !245
  %2 = add nsw i32 %1, 1, !dbg !245
  store i32 %2, ptr @next_id.id, align 4, !dbg !245
  ret i32 %1, !dbg !246
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fib(i32 noundef %0) #0 !dbg !44 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !247, !DIExpression(), !248)
  %4 = load i32, ptr @fib.initialised, align 4, !dbg !249
  %5 = icmp ne i32 %4, 0, !dbg !249
  br i1 %5, label %30, label %6, !dbg !251

6:                                                ; preds = %1
  store i64 0, ptr @fib.memo, align 16, !dbg !252
  store i64 1, ptr getelementptr inbounds ([94 x i64], ptr @fib.memo, i64 0, i64 1), align 8, !dbg !254
    #dbg_declare(ptr %3, !255, !DIExpression(), !257)
  store i32 2, ptr %3, align 4, !dbg !257
  br label %7, !dbg !258

7:                                                ; preds = %25, %6
  %8 = load i32, ptr %3, align 4, !dbg !259
  %9 = icmp ult i32 %8, 94, !dbg !261
  br i1 %9, label %10, label %28, !dbg !262

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4, !dbg !263
  %12 = sub i32 %11, 1, !dbg !264
  %13 = zext i32 %12 to i64, !dbg !265
  %14 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %13, !dbg !265
  %15 = load i64, ptr %14, align 8, !dbg !265
  %16 = load i32, ptr %3, align 4, !dbg !266
  %17 = sub i32 %16, 2, !dbg !267
  %18 = zext i32 %17 to i64, !dbg !268
  %19 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %18, !dbg !268
  %20 = load i64, ptr %19, align 8, !dbg !268
  %21 = add i64 %15, %20, !dbg !269
  %22 = load i32, ptr %3, align 4, !dbg !270
  %23 = zext i32 %22 to i64, !dbg !271
  %24 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %23, !dbg !271
  store i64 %21, ptr %24, align 8, !dbg !272
  br label %25, !dbg !271

25:                                               ; preds = %10
  %26 = load i32, ptr %3, align 4, !dbg !273
  %27 = add i32 %26, 1, !dbg !273
  store i32 %27, ptr %3, align 4, !dbg !273
  br label %7, !dbg !274, !llvm.loop !275

28:                                               ; preds = %7
  store i32 1, ptr @fib.initialised, align 4, !dbg !277
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.7), !dbg !278
  br label %30, !dbg !279

30:                                               ; preds = %28, %1
  %31 = load i32, ptr %2, align 4, !dbg !280
  %32 = zext i32 %31 to i64, !dbg !281
  %33 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %32, !dbg !281
  %34 = load i64, ptr %33, align 8, !dbg !281
  ret i64 %34, !dbg !282
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ordinal(i32 noundef %0) #0 !dbg !62 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !283, !DIExpression(), !284)
    #dbg_declare(ptr %3, !285, !DIExpression(), !286)
  store ptr @.str.8, ptr %3, align 8, !dbg !286
  %4 = load i32, ptr %2, align 4, !dbg !287
  %5 = srem i32 %4, 100, !dbg !289
  %6 = icmp slt i32 %5, 11, !dbg !290
  br i1 %6, label %11, label %7, !dbg !291

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4, !dbg !292
  %9 = srem i32 %8, 100, !dbg !293
  %10 = icmp sgt i32 %9, 13, !dbg !294
  br i1 %10, label %11, label %18, !dbg !295

11:                                               ; preds = %7, %1
  %12 = load i32, ptr %2, align 4, !dbg !296
  %13 = srem i32 %12, 10, !dbg !298
  switch i32 %13, label %17 [
    i32 1, label %14
    i32 2, label %15
    i32 3, label %16
  ], !dbg !299

14:                                               ; preds = %11
  store ptr @.str.9, ptr %3, align 8, !dbg !300
  br label %17, !dbg !302

15:                                               ; preds = %11
  store ptr @.str.10, ptr %3, align 8, !dbg !303
  br label %17, !dbg !304

16:                                               ; preds = %11
  store ptr @.str.11, ptr %3, align 8, !dbg !305
  br label %17, !dbg !306

17:                                               ; preds = %11, %16, %15, %14
  br label %18, !dbg !307

18:                                               ; preds = %17, %7
  %19 = load i32, ptr %2, align 4, !dbg !308
  %20 = load ptr, ptr %3, align 8, !dbg !309
  %21 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef @ordinal.buf, ptr noundef @.str.12, i32 noundef %19, ptr noundef %20) #4, !dbg !310
  ret ptr @ordinal.buf, !dbg !311
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @history(i32 noundef %0) #0 !dbg !88 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !312, !DIExpression(), !313)
  %3 = load i32, ptr %2, align 4, !dbg !314
  %4 = load ptr, ptr @history.cursor, align 8, !dbg !315
  store i32 %3, ptr %4, align 4, !dbg !316
  %5 = load ptr, ptr @history.cursor, align 8, !dbg !317
  %6 = getelementptr inbounds i32, ptr %5, i32 1, !dbg !317
  store ptr %6, ptr @history.cursor, align 8, !dbg !317
  %7 = load ptr, ptr @history.cursor, align 8, !dbg !318
  %8 = icmp eq ptr %7, getelementptr inbounds (i32, ptr @history.hist, i64 8), !dbg !320
  br i1 %8, label %9, label %10, !dbg !321

9:                                                ; preds = %1
  store ptr @history.hist, ptr @history.cursor, align 8, !dbg !322
  br label %10, !dbg !323

10:                                               ; preds = %9, %1
  ret ptr @history.hist, !dbg !324
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @running_mean(double noundef %0) #0 !dbg !99 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !325, !DIExpression(), !326)
  %3 = load double, ptr %2, align 8, !dbg !327
  %4 = load double, ptr @running_mean.sum, align 8, !dbg !328
  %5 = fadd double %4, %3, !dbg !328
  store double %5, ptr @running_mean.sum, align 8, !dbg !328
  %6 = load double, ptr @running_mean.sum, align 8, !dbg !329
  %7 = load i64, ptr @running_mean.n, align 8, !dbg !330
  %8 = add nsw i64 %7, 1, !dbg !330
  store i64 %8, ptr @running_mean.n, align 8, !dbg !330
  %9 = sitofp i64 %8 to double, !dbg !330
  %10 = fdiv double %6, %9, !dbg !331
  ret double %10, !dbg !332
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rng() #0 !dbg !108 {
  %1 = load i32, ptr @rng.state, align 4, !dbg !333
  %2 = shl i32 %1, 13, !dbg !334
  %3 = load i32, ptr @rng.state, align 4, !dbg !335
  %4 = xor i32 %3, %2, !dbg !335
  store i32 %4, ptr @rng.state, align 4, !dbg !335
  %5 = load i32, ptr @rng.state, align 4, !dbg !336
  %6 = lshr i32 %5, 17, !dbg !337
  %7 = load i32, ptr @rng.state, align 4, !dbg !338
  %8 = xor i32 %7, %6, !dbg !338
  store i32 %8, ptr @rng.state, align 4, !dbg !338
  %9 = load i32, ptr @rng.state, align 4, !dbg !339
  %10 = shl i32 %9, 5, !dbg !340
  %11 = load i32, ptr @rng.state, align 4, !dbg !341
  %12 = xor i32 %11, %10, !dbg !341
  store i32 %12, ptr @rng.state, align 4, !dbg !341
  %13 = load i32, ptr @rng.state, align 4, !dbg !342
  ret i32 %13, !dbg !343
}

; Function Attrs: nounwind
declare i32 @sprintf(ptr noundef, ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!40}
!llvm.module.flags = !{!111, !112, !113, !114, !115, !116, !117}
!llvm.ident = !{!118}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "static_locals.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "a1fb2982d7800447c48e41394e731a5d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 40)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 2)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !14, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 21)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 20)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "id", scope: !36, file: !2, line: 7, type: !39, isLocal: true, isDefinition: true)
!36 = distinct !DISubprogram(name: "next_id", scope: !2, file: !2, line: 6, type: !37, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39}
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !41, splitDebugInlining: false, nameTableKind: None)
!41 = !{!0, !7, !12, !17, !22, !24, !29, !34, !42, !53, !55, !60, !70, !75, !77, !79, !81, !86, !95, !97, !103, !106}
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "memo", scope: !44, file: !2, line: 12, type: !50, isLocal: true, isDefinition: true)
!44 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 11, type: !45, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !40, retainedNodes: !49)
!45 = !DISubroutineType(types: !46)
!46 = !{!47, !48}
!47 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !{}
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 6016, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 94)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "initialised", scope: !44, file: !2, line: 13, type: !39, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 25)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "buf", scope: !62, file: !2, line: 26, type: !67, isLocal: true, isDefinition: true)
!62 = distinct !DISubprogram(name: "ordinal", scope: !2, file: !2, line: 25, type: !63, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !40, retainedNodes: !49)
!63 = !DISubroutineType(types: !64)
!64 = !{!65, !39}
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 32)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 3)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !72, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !72, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !72, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 5)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(name: "hist", scope: !88, file: !2, line: 40, type: !92, isLocal: true, isDefinition: true)
!88 = distinct !DISubprogram(name: "history", scope: !2, file: !2, line: 39, type: !89, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !40, retainedNodes: !49)
!89 = !DISubroutineType(types: !90)
!90 = !{!91, !39}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 256, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 8)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(name: "cursor", scope: !88, file: !2, line: 41, type: !91, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(name: "sum", scope: !99, file: !2, line: 50, type: !102, isLocal: true, isDefinition: true)
!99 = distinct !DISubprogram(name: "running_mean", scope: !2, file: !2, line: 49, type: !100, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !40, retainedNodes: !49)
!100 = !DISubroutineType(types: !101)
!101 = !{!102, !102}
!102 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "n", scope: !99, file: !2, line: 51, type: !105, isLocal: true, isDefinition: true)
!105 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(name: "state", scope: !108, file: !2, line: 57, type: !48, isLocal: true, isDefinition: true)
!108 = distinct !DISubprogram(name: "rng", scope: !2, file: !2, line: 56, type: !109, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !40)
!109 = !DISubroutineType(types: !110)
!110 = !{!48}
!111 = !{i32 7, !"Dwarf Version", i32 5}
!112 = !{i32 2, !"Debug Info Version", i32 3}
!113 = !{i32 1, !"wchar_size", i32 4}
!114 = !{i32 8, !"PIC Level", i32 2}
!115 = !{i32 7, !"PIE Level", i32 2}
!116 = !{i32 7, !"uwtable", i32 2}
!117 = !{i32 7, !"frame-pointer", i32 2}
!118 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!119 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 64, type: !37, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !40, retainedNodes: !49)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 65, type: !39)
!121 = distinct !DILexicalBlock(scope: !119, file: !2, line: 65, column: 5)
!122 = !DILocation(line: 65, column: 14, scope: !121)
!123 = !DILocation(line: 65, column: 10, scope: !121)
!124 = !DILocation(line: 65, column: 21, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !2, line: 65, column: 5)
!126 = !DILocation(line: 65, column: 23, scope: !125)
!127 = !DILocation(line: 65, column: 5, scope: !121)
!128 = !DILocation(line: 66, column: 27, scope: !125)
!129 = !DILocation(line: 66, column: 9, scope: !125)
!130 = !DILocation(line: 65, column: 29, scope: !125)
!131 = !DILocation(line: 65, column: 5, scope: !125)
!132 = distinct !{!132, !127, !133, !134}
!133 = !DILocation(line: 66, column: 36, scope: !121)
!134 = !{!"llvm.loop.mustprogress"}
!135 = !DILocation(line: 67, column: 56, scope: !119)
!136 = !DILocation(line: 67, column: 65, scope: !119)
!137 = !DILocation(line: 67, column: 74, scope: !119)
!138 = !DILocation(line: 67, column: 5, scope: !119)
!139 = !DILocalVariable(name: "ns", scope: !119, file: !2, line: 68, type: !140)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 14)
!143 = !DILocation(line: 68, column: 9, scope: !119)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 69, type: !39)
!145 = distinct !DILexicalBlock(scope: !119, file: !2, line: 69, column: 5)
!146 = !DILocation(line: 69, column: 14, scope: !145)
!147 = !DILocation(line: 69, column: 10, scope: !145)
!148 = !DILocation(line: 69, column: 21, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !2, line: 69, column: 5)
!150 = !DILocation(line: 69, column: 23, scope: !149)
!151 = !DILocation(line: 69, column: 5, scope: !145)
!152 = !DILocalVariable(name: "copy", scope: !153, file: !2, line: 70, type: !67)
!153 = distinct !DILexicalBlock(scope: !149, file: !2, line: 69, column: 34)
!154 = !DILocation(line: 70, column: 14, scope: !153)
!155 = !DILocation(line: 71, column: 16, scope: !153)
!156 = !DILocation(line: 71, column: 33, scope: !153)
!157 = !DILocation(line: 71, column: 30, scope: !153)
!158 = !DILocation(line: 71, column: 22, scope: !153)
!159 = !DILocation(line: 71, column: 9, scope: !153)
!160 = !DILocation(line: 72, column: 23, scope: !153)
!161 = !DILocation(line: 72, column: 9, scope: !153)
!162 = !DILocation(line: 73, column: 5, scope: !153)
!163 = !DILocation(line: 69, column: 30, scope: !149)
!164 = !DILocation(line: 69, column: 5, scope: !149)
!165 = distinct !{!165, !151, !166, !134}
!166 = !DILocation(line: 73, column: 5, scope: !145)
!167 = !DILocation(line: 74, column: 5, scope: !119)
!168 = !DILocalVariable(name: "h", scope: !119, file: !2, line: 75, type: !91)
!169 = !DILocation(line: 75, column: 10, scope: !119)
!170 = !DILocalVariable(name: "i", scope: !171, file: !2, line: 76, type: !39)
!171 = distinct !DILexicalBlock(scope: !119, file: !2, line: 76, column: 5)
!172 = !DILocation(line: 76, column: 14, scope: !171)
!173 = !DILocation(line: 76, column: 10, scope: !171)
!174 = !DILocation(line: 76, column: 21, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !2, line: 76, column: 5)
!176 = !DILocation(line: 76, column: 23, scope: !175)
!177 = !DILocation(line: 76, column: 5, scope: !171)
!178 = !DILocation(line: 77, column: 21, scope: !175)
!179 = !DILocation(line: 77, column: 25, scope: !175)
!180 = !DILocation(line: 77, column: 23, scope: !175)
!181 = !DILocation(line: 77, column: 13, scope: !175)
!182 = !DILocation(line: 77, column: 11, scope: !175)
!183 = !DILocation(line: 77, column: 9, scope: !175)
!184 = !DILocation(line: 76, column: 31, scope: !175)
!185 = !DILocation(line: 76, column: 5, scope: !175)
!186 = distinct !{!186, !177, !187, !134}
!187 = !DILocation(line: 77, column: 26, scope: !171)
!188 = !DILocalVariable(name: "i", scope: !189, file: !2, line: 78, type: !39)
!189 = distinct !DILexicalBlock(scope: !119, file: !2, line: 78, column: 5)
!190 = !DILocation(line: 78, column: 14, scope: !189)
!191 = !DILocation(line: 78, column: 10, scope: !189)
!192 = !DILocation(line: 78, column: 21, scope: !193)
!193 = distinct !DILexicalBlock(scope: !189, file: !2, line: 78, column: 5)
!194 = !DILocation(line: 78, column: 23, scope: !193)
!195 = !DILocation(line: 78, column: 5, scope: !189)
!196 = !DILocation(line: 79, column: 23, scope: !193)
!197 = !DILocation(line: 79, column: 25, scope: !193)
!198 = !DILocation(line: 79, column: 9, scope: !193)
!199 = !DILocation(line: 78, column: 29, scope: !193)
!200 = !DILocation(line: 78, column: 5, scope: !193)
!201 = distinct !{!201, !195, !202, !134}
!202 = !DILocation(line: 79, column: 27, scope: !189)
!203 = !DILocation(line: 80, column: 5, scope: !119)
!204 = !DILocalVariable(name: "i", scope: !205, file: !2, line: 81, type: !39)
!205 = distinct !DILexicalBlock(scope: !119, file: !2, line: 81, column: 5)
!206 = !DILocation(line: 81, column: 14, scope: !205)
!207 = !DILocation(line: 81, column: 10, scope: !205)
!208 = !DILocation(line: 81, column: 21, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !2, line: 81, column: 5)
!210 = !DILocation(line: 81, column: 23, scope: !209)
!211 = !DILocation(line: 81, column: 5, scope: !205)
!212 = !DILocation(line: 82, column: 41, scope: !209)
!213 = !DILocation(line: 82, column: 57, scope: !209)
!214 = !DILocation(line: 82, column: 59, scope: !209)
!215 = !DILocation(line: 82, column: 44, scope: !209)
!216 = !DILocation(line: 82, column: 9, scope: !209)
!217 = !DILocation(line: 81, column: 30, scope: !209)
!218 = !DILocation(line: 81, column: 5, scope: !209)
!219 = distinct !{!219, !211, !220, !134}
!220 = !DILocation(line: 82, column: 65, scope: !205)
!221 = !DILocalVariable(name: "acc", scope: !119, file: !2, line: 83, type: !48)
!222 = !DILocation(line: 83, column: 14, scope: !119)
!223 = !DILocalVariable(name: "i", scope: !224, file: !2, line: 84, type: !39)
!224 = distinct !DILexicalBlock(scope: !119, file: !2, line: 84, column: 5)
!225 = !DILocation(line: 84, column: 14, scope: !224)
!226 = !DILocation(line: 84, column: 10, scope: !224)
!227 = !DILocation(line: 84, column: 21, scope: !228)
!228 = distinct !DILexicalBlock(scope: !224, file: !2, line: 84, column: 5)
!229 = !DILocation(line: 84, column: 23, scope: !228)
!230 = !DILocation(line: 84, column: 5, scope: !224)
!231 = !DILocation(line: 85, column: 16, scope: !228)
!232 = !DILocation(line: 85, column: 22, scope: !228)
!233 = !DILocation(line: 85, column: 13, scope: !228)
!234 = !DILocation(line: 85, column: 9, scope: !228)
!235 = !DILocation(line: 84, column: 32, scope: !228)
!236 = !DILocation(line: 84, column: 5, scope: !228)
!237 = distinct !{!237, !230, !238, !134}
!238 = !DILocation(line: 85, column: 24, scope: !224)
!239 = !DILocation(line: 86, column: 36, scope: !119)
!240 = !DILocation(line: 86, column: 41, scope: !119)
!241 = !DILocation(line: 86, column: 5, scope: !119)
!242 = !DILocation(line: 87, column: 23, scope: !119)
!243 = !DILocation(line: 87, column: 5, scope: !119)
!244 = !DILocation(line: 88, column: 5, scope: !119)
!245 = !DILocation(line: 8, column: 14, scope: !36)
!246 = !DILocation(line: 8, column: 5, scope: !36)
!247 = !DILocalVariable(name: "n", arg: 1, scope: !44, file: !2, line: 11, type: !48)
!248 = !DILocation(line: 11, column: 40, scope: !44)
!249 = !DILocation(line: 14, column: 10, scope: !250)
!250 = distinct !DILexicalBlock(scope: !44, file: !2, line: 14, column: 9)
!251 = !DILocation(line: 14, column: 9, scope: !44)
!252 = !DILocation(line: 15, column: 17, scope: !253)
!253 = distinct !DILexicalBlock(scope: !250, file: !2, line: 14, column: 23)
!254 = !DILocation(line: 16, column: 17, scope: !253)
!255 = !DILocalVariable(name: "i", scope: !256, file: !2, line: 17, type: !48)
!256 = distinct !DILexicalBlock(scope: !253, file: !2, line: 17, column: 9)
!257 = !DILocation(line: 17, column: 23, scope: !256)
!258 = !DILocation(line: 17, column: 14, scope: !256)
!259 = !DILocation(line: 17, column: 30, scope: !260)
!260 = distinct !DILexicalBlock(scope: !256, file: !2, line: 17, column: 9)
!261 = !DILocation(line: 17, column: 32, scope: !260)
!262 = !DILocation(line: 17, column: 9, scope: !256)
!263 = !DILocation(line: 18, column: 28, scope: !260)
!264 = !DILocation(line: 18, column: 30, scope: !260)
!265 = !DILocation(line: 18, column: 23, scope: !260)
!266 = !DILocation(line: 18, column: 42, scope: !260)
!267 = !DILocation(line: 18, column: 44, scope: !260)
!268 = !DILocation(line: 18, column: 37, scope: !260)
!269 = !DILocation(line: 18, column: 35, scope: !260)
!270 = !DILocation(line: 18, column: 18, scope: !260)
!271 = !DILocation(line: 18, column: 13, scope: !260)
!272 = !DILocation(line: 18, column: 21, scope: !260)
!273 = !DILocation(line: 17, column: 39, scope: !260)
!274 = !DILocation(line: 17, column: 9, scope: !260)
!275 = distinct !{!275, !262, !276, !134}
!276 = !DILocation(line: 18, column: 47, scope: !256)
!277 = !DILocation(line: 19, column: 21, scope: !253)
!278 = !DILocation(line: 20, column: 9, scope: !253)
!279 = !DILocation(line: 21, column: 5, scope: !253)
!280 = !DILocation(line: 22, column: 17, scope: !44)
!281 = !DILocation(line: 22, column: 12, scope: !44)
!282 = !DILocation(line: 22, column: 5, scope: !44)
!283 = !DILocalVariable(name: "n", arg: 1, scope: !62, file: !2, line: 25, type: !39)
!284 = !DILocation(line: 25, column: 32, scope: !62)
!285 = !DILocalVariable(name: "suf", scope: !62, file: !2, line: 27, type: !65)
!286 = !DILocation(line: 27, column: 17, scope: !62)
!287 = !DILocation(line: 28, column: 9, scope: !288)
!288 = distinct !DILexicalBlock(scope: !62, file: !2, line: 28, column: 9)
!289 = !DILocation(line: 28, column: 11, scope: !288)
!290 = !DILocation(line: 28, column: 17, scope: !288)
!291 = !DILocation(line: 28, column: 22, scope: !288)
!292 = !DILocation(line: 28, column: 25, scope: !288)
!293 = !DILocation(line: 28, column: 27, scope: !288)
!294 = !DILocation(line: 28, column: 33, scope: !288)
!295 = !DILocation(line: 28, column: 9, scope: !62)
!296 = !DILocation(line: 29, column: 17, scope: !297)
!297 = distinct !DILexicalBlock(scope: !288, file: !2, line: 28, column: 39)
!298 = !DILocation(line: 29, column: 19, scope: !297)
!299 = !DILocation(line: 29, column: 9, scope: !297)
!300 = !DILocation(line: 30, column: 21, scope: !301)
!301 = distinct !DILexicalBlock(scope: !297, file: !2, line: 29, column: 25)
!302 = !DILocation(line: 30, column: 29, scope: !301)
!303 = !DILocation(line: 31, column: 21, scope: !301)
!304 = !DILocation(line: 31, column: 29, scope: !301)
!305 = !DILocation(line: 32, column: 21, scope: !301)
!306 = !DILocation(line: 32, column: 29, scope: !301)
!307 = !DILocation(line: 34, column: 5, scope: !297)
!308 = !DILocation(line: 35, column: 26, scope: !62)
!309 = !DILocation(line: 35, column: 29, scope: !62)
!310 = !DILocation(line: 35, column: 5, scope: !62)
!311 = !DILocation(line: 36, column: 5, scope: !62)
!312 = !DILocalVariable(name: "v", arg: 1, scope: !88, file: !2, line: 39, type: !39)
!313 = !DILocation(line: 39, column: 25, scope: !88)
!314 = !DILocation(line: 42, column: 15, scope: !88)
!315 = !DILocation(line: 42, column: 6, scope: !88)
!316 = !DILocation(line: 42, column: 13, scope: !88)
!317 = !DILocation(line: 43, column: 11, scope: !88)
!318 = !DILocation(line: 44, column: 9, scope: !319)
!319 = distinct !DILexicalBlock(scope: !88, file: !2, line: 44, column: 9)
!320 = !DILocation(line: 44, column: 16, scope: !319)
!321 = !DILocation(line: 44, column: 9, scope: !88)
!322 = !DILocation(line: 45, column: 16, scope: !319)
!323 = !DILocation(line: 45, column: 9, scope: !319)
!324 = !DILocation(line: 46, column: 5, scope: !88)
!325 = !DILocalVariable(name: "x", arg: 1, scope: !99, file: !2, line: 49, type: !102)
!326 = !DILocation(line: 49, column: 35, scope: !99)
!327 = !DILocation(line: 52, column: 12, scope: !99)
!328 = !DILocation(line: 52, column: 9, scope: !99)
!329 = !DILocation(line: 53, column: 12, scope: !99)
!330 = !DILocation(line: 53, column: 18, scope: !99)
!331 = !DILocation(line: 53, column: 16, scope: !99)
!332 = !DILocation(line: 53, column: 5, scope: !99)
!333 = !DILocation(line: 58, column: 14, scope: !108)
!334 = !DILocation(line: 58, column: 20, scope: !108)
!335 = !DILocation(line: 58, column: 11, scope: !108)
!336 = !DILocation(line: 59, column: 14, scope: !108)
!337 = !DILocation(line: 59, column: 20, scope: !108)
!338 = !DILocation(line: 59, column: 11, scope: !108)
!339 = !DILocation(line: 60, column: 14, scope: !108)
!340 = !DILocation(line: 60, column: 20, scope: !108)
!341 = !DILocation(line: 60, column: 11, scope: !108)
!342 = !DILocation(line: 61, column: 12, scope: !108)
!343 = !DILocation(line: 61, column: 5, scope: !108)
