; ModuleID = 'strtol_atoi.c'
source_filename = "strtol_atoi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"42\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"-42\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"+17\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [10 x i8] c"   123abc\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [9 x i8] c"\09\0A -0x1F\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [5 x i8] c"0x1f\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [5 x i8] c"0X1F\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [4 x i8] c"017\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [3 x i8] c"08\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [6 x i8] c"0b101\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [3 x i8] c"zz\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !47
@.str.13 = private unnamed_addr constant [3 x i8] c"  \00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [2 x i8] c"-\00", align 1, !dbg !54
@.str.15 = private unnamed_addr constant [3 x i8] c"0x\00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [4 x i8] c"1e5\00", align 1, !dbg !58
@.str.17 = private unnamed_addr constant [6 x i8] c"99999\00", align 1, !dbg !60
@.str.18 = private unnamed_addr constant [12 x i8] c"-2147483648\00", align 1, !dbg !62
@.str.19 = private unnamed_addr constant [11 x i8] c"2147483648\00", align 1, !dbg !67
@.str.20 = private unnamed_addr constant [20 x i8] c"9223372036854775807\00", align 1, !dbg !72
@.str.21 = private unnamed_addr constant [21 x i8] c"-9223372036854775808\00", align 1, !dbg !77
@.str.22 = private unnamed_addr constant [20 x i8] c"9223372036854775808\00", align 1, !dbg !82
@.str.23 = private unnamed_addr constant [22 x i8] c"-99999999999999999999\00", align 1, !dbg !84
@.str.24 = private unnamed_addr constant [31 x i8] c"123456789012345678901234567890\00", align 1, !dbg !89
@__const.main.inputs = private unnamed_addr constant [25 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24], align 16
@__const.main.bases = private unnamed_addr constant [4 x i32] [i32 0, i32 10, i32 16, i32 8], align 16
@.str.25 = private unnamed_addr constant [7 x i8] c"101101\00", align 1, !dbg !94
@.str.26 = private unnamed_addr constant [5 x i8] c"-777\00", align 1, !dbg !99
@.str.27 = private unnamed_addr constant [7 x i8] c"Pancam\00", align 1, !dbg !101
@.str.28 = private unnamed_addr constant [3 x i8] c"ff\00", align 1, !dbg !103
@.str.29 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1, !dbg !105
@.str.30 = private unnamed_addr constant [21 x i8] c"18446744073709551616\00", align 1, !dbg !107
@.str.31 = private unnamed_addr constant [3 x i8] c"-1\00", align 1, !dbg !109
@.str.32 = private unnamed_addr constant [11 x i8] c"0xffffffff\00", align 1, !dbg !111
@.str.33 = private unnamed_addr constant [7 x i8] c"  +077\00", align 1, !dbg !113
@.str.34 = private unnamed_addr constant [9 x i8] c"deadBEEF\00", align 1, !dbg !115
@.str.35 = private unnamed_addr constant [20 x i8] c"no endptr: %ld %lu\0A\00", align 1, !dbg !117
@.str.36 = private unnamed_addr constant [7 x i8] c"  -55x\00", align 1, !dbg !119
@.str.37 = private unnamed_addr constant [3 x i8] c"66\00", align 1, !dbg !121
@.str.38 = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !123
@.str.39 = private unnamed_addr constant [6 x i8] c"  +99\00", align 1, !dbg !125
@.str.40 = private unnamed_addr constant [11 x i8] c"2147483647\00", align 1, !dbg !127
@.str.41 = private unnamed_addr constant [5 x i8] c"12ab\00", align 1, !dbg !129
@.str.42 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !131
@.str.43 = private unnamed_addr constant [8 x i8] c"  -0012\00", align 1, !dbg !133
@.str.44 = private unnamed_addr constant [5 x i8] c"3.99\00", align 1, !dbg !138
@__const.main.atoi_in = private unnamed_addr constant [10 x ptr] [ptr @.str, ptr @.str.38, ptr @.str.31, ptr @.str.39, ptr @.str.40, ptr @.str.18, ptr @.str.41, ptr @.str.42, ptr @.str.43, ptr @.str.44], align 16
@.str.45 = private unnamed_addr constant [17 x i8] c"atoi(\22%s\22) = %d\0A\00", align 1, !dbg !140
@.str.46 = private unnamed_addr constant [14 x i8] c"atoi sum=%ld\0A\00", align 1, !dbg !145
@.str.47 = private unnamed_addr constant [22 x i8] c"10 -20 0x30 040 +5 7x\00", align 1, !dbg !150
@.str.48 = private unnamed_addr constant [47 x i8] c"parsed %d numbers, total %ld, stopped at \22%s\22\0A\00", align 1, !dbg !152
@.str.49 = private unnamed_addr constant [49 x i8] c"strtol(\22%s\22, %d) = %ld, consumed %ld, rest \22%s\22\0A\00", align 1, !dbg !157
@.str.50 = private unnamed_addr constant [39 x i8] c"strtoul(\22%s\22, %d) = %lu, consumed %ld\0A\00", align 1, !dbg !162

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !179 {
  %1 = alloca i32, align 4
  %2 = alloca [25 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca [4 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [10 x ptr], align 16
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !184, !DIExpression(), !190)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.inputs, i64 200, i1 false), !dbg !190
    #dbg_declare(ptr %3, !191, !DIExpression(), !192)
  store i32 25, ptr %3, align 4, !dbg !192
    #dbg_declare(ptr %4, !193, !DIExpression(), !195)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.bases, i64 16, i1 false), !dbg !195
    #dbg_declare(ptr %5, !196, !DIExpression(), !198)
  store i32 0, ptr %5, align 4, !dbg !198
  br label %17, !dbg !199

17:                                               ; preds = %38, %0
  %18 = load i32, ptr %5, align 4, !dbg !200
  %19 = icmp slt i32 %18, 4, !dbg !202
  br i1 %19, label %20, label %41, !dbg !203

20:                                               ; preds = %17
    #dbg_declare(ptr %6, !204, !DIExpression(), !206)
  store i32 0, ptr %6, align 4, !dbg !206
  br label %21, !dbg !207

21:                                               ; preds = %34, %20
  %22 = load i32, ptr %6, align 4, !dbg !208
  %23 = load i32, ptr %3, align 4, !dbg !210
  %24 = icmp slt i32 %22, %23, !dbg !211
  br i1 %24, label %25, label %37, !dbg !212

25:                                               ; preds = %21
  %26 = load i32, ptr %6, align 4, !dbg !213
  %27 = sext i32 %26 to i64, !dbg !214
  %28 = getelementptr inbounds [25 x ptr], ptr %2, i64 0, i64 %27, !dbg !214
  %29 = load ptr, ptr %28, align 8, !dbg !214
  %30 = load i32, ptr %5, align 4, !dbg !215
  %31 = sext i32 %30 to i64, !dbg !216
  %32 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %31, !dbg !216
  %33 = load i32, ptr %32, align 4, !dbg !216
  call void @try_strtol(ptr noundef %29, i32 noundef %33), !dbg !217
  br label %34, !dbg !217

34:                                               ; preds = %25
  %35 = load i32, ptr %6, align 4, !dbg !218
  %36 = add nsw i32 %35, 1, !dbg !218
  store i32 %36, ptr %6, align 4, !dbg !218
  br label %21, !dbg !219, !llvm.loop !220

37:                                               ; preds = %21
  br label %38, !dbg !221

38:                                               ; preds = %37
  %39 = load i32, ptr %5, align 4, !dbg !223
  %40 = add nsw i32 %39, 1, !dbg !223
  store i32 %40, ptr %5, align 4, !dbg !223
  br label %17, !dbg !224, !llvm.loop !225

41:                                               ; preds = %17
  call void @try_strtol(ptr noundef @.str.25, i32 noundef 2), !dbg !227
  call void @try_strtol(ptr noundef @.str.26, i32 noundef 8), !dbg !228
  call void @try_strtol(ptr noundef @.str.11, i32 noundef 36), !dbg !229
  call void @try_strtol(ptr noundef @.str.27, i32 noundef 36), !dbg !230
  call void @try_strtol(ptr noundef @.str.28, i32 noundef 15), !dbg !231
  call void @try_strtoul(ptr noundef @.str.29, i32 noundef 10), !dbg !232
  call void @try_strtoul(ptr noundef @.str.30, i32 noundef 10), !dbg !233
  call void @try_strtoul(ptr noundef @.str.31, i32 noundef 10), !dbg !234
  call void @try_strtoul(ptr noundef @.str.32, i32 noundef 0), !dbg !235
  call void @try_strtoul(ptr noundef @.str.33, i32 noundef 0), !dbg !236
  call void @try_strtoul(ptr noundef @.str.34, i32 noundef 16), !dbg !237
  %42 = call i64 @strtol(ptr noundef @.str.36, ptr noundef null, i32 noundef 10) #5, !dbg !238
  %43 = call i64 @strtoul(ptr noundef @.str.37, ptr noundef null, i32 noundef 0) #5, !dbg !239
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, i64 noundef %42, i64 noundef %43), !dbg !240
    #dbg_declare(ptr %7, !241, !DIExpression(), !243)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.atoi_in, i64 80, i1 false), !dbg !243
    #dbg_declare(ptr %8, !244, !DIExpression(), !245)
  store i64 0, ptr %8, align 8, !dbg !245
    #dbg_declare(ptr %9, !246, !DIExpression(), !248)
  store i32 0, ptr %9, align 4, !dbg !248
  br label %45, !dbg !249

45:                                               ; preds = %64, %41
  %46 = load i32, ptr %9, align 4, !dbg !250
  %47 = icmp slt i32 %46, 10, !dbg !252
  br i1 %47, label %48, label %67, !dbg !253

48:                                               ; preds = %45
    #dbg_declare(ptr %10, !254, !DIExpression(), !256)
  %49 = load i32, ptr %9, align 4, !dbg !257
  %50 = sext i32 %49 to i64, !dbg !258
  %51 = getelementptr inbounds [10 x ptr], ptr %7, i64 0, i64 %50, !dbg !258
  %52 = load ptr, ptr %51, align 8, !dbg !258
  %53 = call i32 @atoi(ptr noundef %52) #6, !dbg !259
  store i32 %53, ptr %10, align 4, !dbg !256
  %54 = load i32, ptr %10, align 4, !dbg !260
  %55 = sext i32 %54 to i64, !dbg !260
  %56 = load i64, ptr %8, align 8, !dbg !261
  %57 = add nsw i64 %56, %55, !dbg !261
  store i64 %57, ptr %8, align 8, !dbg !261
  %58 = load i32, ptr %9, align 4, !dbg !262
  %59 = sext i32 %58 to i64, !dbg !263
  %60 = getelementptr inbounds [10 x ptr], ptr %7, i64 0, i64 %59, !dbg !263
  %61 = load ptr, ptr %60, align 8, !dbg !263
  %62 = load i32, ptr %10, align 4, !dbg !264
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.45, ptr noundef %61, i32 noundef %62), !dbg !265
  br label %64, !dbg !266

64:                                               ; preds = %48
  %65 = load i32, ptr %9, align 4, !dbg !267
  %66 = add nsw i32 %65, 1, !dbg !267
  store i32 %66, ptr %9, align 4, !dbg !267
  br label %45, !dbg !268, !llvm.loop !269

67:                                               ; preds = %45
  %68 = load i64, ptr %8, align 8, !dbg !271
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.46, i64 noundef %68), !dbg !272
    #dbg_declare(ptr %11, !273, !DIExpression(), !274)
  store ptr @.str.47, ptr %11, align 8, !dbg !274
    #dbg_declare(ptr %12, !275, !DIExpression(), !276)
  %70 = load ptr, ptr %11, align 8, !dbg !277
  store ptr %70, ptr %12, align 8, !dbg !276
    #dbg_declare(ptr %13, !278, !DIExpression(), !279)
  store i64 0, ptr %13, align 8, !dbg !279
    #dbg_declare(ptr %14, !280, !DIExpression(), !281)
  store i32 0, ptr %14, align 4, !dbg !281
  br label %71, !dbg !282

71:                                               ; preds = %78, %67
    #dbg_declare(ptr %15, !283, !DIExpression(), !288)
    #dbg_declare(ptr %16, !289, !DIExpression(), !290)
  %72 = load ptr, ptr %12, align 8, !dbg !291
  %73 = call i64 @strtol(ptr noundef %72, ptr noundef %15, i32 noundef 0) #5, !dbg !292
  store i64 %73, ptr %16, align 8, !dbg !290
  %74 = load ptr, ptr %15, align 8, !dbg !293
  %75 = load ptr, ptr %12, align 8, !dbg !295
  %76 = icmp eq ptr %74, %75, !dbg !296
  br i1 %76, label %77, label %78, !dbg !297

77:                                               ; preds = %71
  br label %85, !dbg !298

78:                                               ; preds = %71
  %79 = load i64, ptr %16, align 8, !dbg !299
  %80 = load i64, ptr %13, align 8, !dbg !300
  %81 = add nsw i64 %80, %79, !dbg !300
  store i64 %81, ptr %13, align 8, !dbg !300
  %82 = load i32, ptr %14, align 4, !dbg !301
  %83 = add nsw i32 %82, 1, !dbg !301
  store i32 %83, ptr %14, align 4, !dbg !301
  %84 = load ptr, ptr %15, align 8, !dbg !302
  store ptr %84, ptr %12, align 8, !dbg !303
  br label %71, !dbg !304, !llvm.loop !305

85:                                               ; preds = %77
  %86 = load i32, ptr %14, align 4, !dbg !308
  %87 = load i64, ptr %13, align 8, !dbg !309
  %88 = load ptr, ptr %12, align 8, !dbg !310
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.48, i32 noundef %86, i64 noundef %87, ptr noundef %88), !dbg !311
  ret i32 0, !dbg !312
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @try_strtol(ptr noundef %0, i32 noundef %1) #0 !dbg !313 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !316, !DIExpression(), !317)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !318, !DIExpression(), !319)
    #dbg_declare(ptr %5, !320, !DIExpression(), !321)
    #dbg_declare(ptr %6, !322, !DIExpression(), !323)
  %7 = load ptr, ptr %3, align 8, !dbg !324
  %8 = load i32, ptr %4, align 4, !dbg !325
  %9 = call i64 @strtol(ptr noundef %7, ptr noundef %5, i32 noundef %8) #5, !dbg !326
  store i64 %9, ptr %6, align 8, !dbg !323
  %10 = load ptr, ptr %3, align 8, !dbg !327
  %11 = load i32, ptr %4, align 4, !dbg !328
  %12 = load i64, ptr %6, align 8, !dbg !329
  %13 = load ptr, ptr %5, align 8, !dbg !330
  %14 = load ptr, ptr %3, align 8, !dbg !331
  %15 = ptrtoint ptr %13 to i64, !dbg !332
  %16 = ptrtoint ptr %14 to i64, !dbg !332
  %17 = sub i64 %15, %16, !dbg !332
  %18 = load ptr, ptr %5, align 8, !dbg !333
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.49, ptr noundef %10, i32 noundef %11, i64 noundef %12, i64 noundef %17, ptr noundef %18), !dbg !334
  ret void, !dbg !335
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @try_strtoul(ptr noundef %0, i32 noundef %1) #0 !dbg !336 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !337, !DIExpression(), !338)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !339, !DIExpression(), !340)
    #dbg_declare(ptr %5, !341, !DIExpression(), !342)
    #dbg_declare(ptr %6, !343, !DIExpression(), !345)
  %7 = load ptr, ptr %3, align 8, !dbg !346
  %8 = load i32, ptr %4, align 4, !dbg !347
  %9 = call i64 @strtoul(ptr noundef %7, ptr noundef %5, i32 noundef %8) #5, !dbg !348
  store i64 %9, ptr %6, align 8, !dbg !345
  %10 = load ptr, ptr %3, align 8, !dbg !349
  %11 = load i32, ptr %4, align 4, !dbg !350
  %12 = load i64, ptr %6, align 8, !dbg !351
  %13 = load ptr, ptr %5, align 8, !dbg !352
  %14 = load ptr, ptr %3, align 8, !dbg !353
  %15 = ptrtoint ptr %13 to i64, !dbg !354
  %16 = ptrtoint ptr %14 to i64, !dbg !354
  %17 = sub i64 %15, %16, !dbg !354
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.50, ptr noundef %10, i32 noundef %11, i64 noundef %12, i64 noundef %17), !dbg !355
  ret void, !dbg !356
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare i64 @strtol(ptr noundef, ptr noundef, i32 noundef) #3

; Function Attrs: nounwind
declare i64 @strtoul(ptr noundef, ptr noundef, i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!167}
!llvm.module.flags = !{!171, !172, !173, !174, !175, !176, !177}
!llvm.ident = !{!178}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "strtol_atoi.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "1156ee8d9c54c73d2e48ecef043cfa0e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 10)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 9)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 5)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !31, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !14, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 6)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 1)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !14, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !42, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 12)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 11)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 20)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 21)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !74, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 22)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 31)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 7)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !31, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !96, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !79, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !79, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !9, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !69, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !96, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !26, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !74, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !96, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !42, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !69, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !31, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !14, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !135, isLocal: true, isDefinition: true)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !136)
!136 = !{!137}
!137 = !DISubrange(count: 8)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !31, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 17)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !147, isLocal: true, isDefinition: true)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !148)
!148 = !{!149}
!149 = !DISubrange(count: 14)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !86, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !154, isLocal: true, isDefinition: true)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !155)
!155 = !{!156}
!156 = !DISubrange(count: 47)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !159, isLocal: true, isDefinition: true)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !160)
!160 = !{!161}
!161 = !DISubrange(count: 49)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 39)
!167 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !168, globals: !170, splitDebugInlining: false, nameTableKind: None)
!168 = !{!169}
!169 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!170 = !{!0, !7, !12, !17, !19, !24, !29, !34, !36, !38, !40, !45, !47, !52, !54, !56, !58, !60, !62, !67, !72, !77, !82, !84, !89, !94, !99, !101, !103, !105, !107, !109, !111, !113, !115, !117, !119, !121, !123, !125, !127, !129, !131, !133, !138, !140, !145, !150, !152, !157, !162}
!171 = !{i32 7, !"Dwarf Version", i32 5}
!172 = !{i32 2, !"Debug Info Version", i32 3}
!173 = !{i32 1, !"wchar_size", i32 4}
!174 = !{i32 8, !"PIC Level", i32 2}
!175 = !{i32 7, !"PIE Level", i32 2}
!176 = !{i32 7, !"uwtable", i32 2}
!177 = !{i32 7, !"frame-pointer", i32 2}
!178 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!179 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !180, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !167, retainedNodes: !183)
!180 = !DISubroutineType(types: !181)
!181 = !{!182}
!182 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!183 = !{}
!184 = !DILocalVariable(name: "inputs", scope: !179, file: !2, line: 20, type: !185)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !186, size: 1600, elements: !188)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!188 = !{!189}
!189 = !DISubrange(count: 25)
!190 = !DILocation(line: 20, column: 17, scope: !179)
!191 = !DILocalVariable(name: "n", scope: !179, file: !2, line: 25, type: !182)
!192 = !DILocation(line: 25, column: 9, scope: !179)
!193 = !DILocalVariable(name: "bases", scope: !179, file: !2, line: 26, type: !194)
!194 = !DICompositeType(tag: DW_TAG_array_type, baseType: !182, size: 128, elements: !15)
!195 = !DILocation(line: 26, column: 9, scope: !179)
!196 = !DILocalVariable(name: "b", scope: !197, file: !2, line: 27, type: !182)
!197 = distinct !DILexicalBlock(scope: !179, file: !2, line: 27, column: 5)
!198 = !DILocation(line: 27, column: 14, scope: !197)
!199 = !DILocation(line: 27, column: 10, scope: !197)
!200 = !DILocation(line: 27, column: 21, scope: !201)
!201 = distinct !DILexicalBlock(scope: !197, file: !2, line: 27, column: 5)
!202 = !DILocation(line: 27, column: 23, scope: !201)
!203 = !DILocation(line: 27, column: 5, scope: !197)
!204 = !DILocalVariable(name: "i", scope: !205, file: !2, line: 28, type: !182)
!205 = distinct !DILexicalBlock(scope: !201, file: !2, line: 28, column: 9)
!206 = !DILocation(line: 28, column: 18, scope: !205)
!207 = !DILocation(line: 28, column: 14, scope: !205)
!208 = !DILocation(line: 28, column: 25, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !2, line: 28, column: 9)
!210 = !DILocation(line: 28, column: 29, scope: !209)
!211 = !DILocation(line: 28, column: 27, scope: !209)
!212 = !DILocation(line: 28, column: 9, scope: !205)
!213 = !DILocation(line: 29, column: 31, scope: !209)
!214 = !DILocation(line: 29, column: 24, scope: !209)
!215 = !DILocation(line: 29, column: 41, scope: !209)
!216 = !DILocation(line: 29, column: 35, scope: !209)
!217 = !DILocation(line: 29, column: 13, scope: !209)
!218 = !DILocation(line: 28, column: 33, scope: !209)
!219 = !DILocation(line: 28, column: 9, scope: !209)
!220 = distinct !{!220, !212, !221, !222}
!221 = !DILocation(line: 29, column: 43, scope: !205)
!222 = !{!"llvm.loop.mustprogress"}
!223 = !DILocation(line: 27, column: 29, scope: !201)
!224 = !DILocation(line: 27, column: 5, scope: !201)
!225 = distinct !{!225, !203, !226, !222}
!226 = !DILocation(line: 29, column: 43, scope: !197)
!227 = !DILocation(line: 30, column: 5, scope: !179)
!228 = !DILocation(line: 31, column: 5, scope: !179)
!229 = !DILocation(line: 32, column: 5, scope: !179)
!230 = !DILocation(line: 33, column: 5, scope: !179)
!231 = !DILocation(line: 34, column: 5, scope: !179)
!232 = !DILocation(line: 35, column: 5, scope: !179)
!233 = !DILocation(line: 36, column: 5, scope: !179)
!234 = !DILocation(line: 37, column: 5, scope: !179)
!235 = !DILocation(line: 38, column: 5, scope: !179)
!236 = !DILocation(line: 39, column: 5, scope: !179)
!237 = !DILocation(line: 40, column: 5, scope: !179)
!238 = !DILocation(line: 42, column: 36, scope: !179)
!239 = !DILocation(line: 42, column: 64, scope: !179)
!240 = !DILocation(line: 42, column: 5, scope: !179)
!241 = !DILocalVariable(name: "atoi_in", scope: !179, file: !2, line: 43, type: !242)
!242 = !DICompositeType(tag: DW_TAG_array_type, baseType: !186, size: 640, elements: !22)
!243 = !DILocation(line: 43, column: 17, scope: !179)
!244 = !DILocalVariable(name: "sum", scope: !179, file: !2, line: 45, type: !169)
!245 = !DILocation(line: 45, column: 10, scope: !179)
!246 = !DILocalVariable(name: "i", scope: !247, file: !2, line: 46, type: !182)
!247 = distinct !DILexicalBlock(scope: !179, file: !2, line: 46, column: 5)
!248 = !DILocation(line: 46, column: 14, scope: !247)
!249 = !DILocation(line: 46, column: 10, scope: !247)
!250 = !DILocation(line: 46, column: 21, scope: !251)
!251 = distinct !DILexicalBlock(scope: !247, file: !2, line: 46, column: 5)
!252 = !DILocation(line: 46, column: 23, scope: !251)
!253 = !DILocation(line: 46, column: 5, scope: !247)
!254 = !DILocalVariable(name: "v", scope: !255, file: !2, line: 47, type: !182)
!255 = distinct !DILexicalBlock(scope: !251, file: !2, line: 46, column: 34)
!256 = !DILocation(line: 47, column: 13, scope: !255)
!257 = !DILocation(line: 47, column: 30, scope: !255)
!258 = !DILocation(line: 47, column: 22, scope: !255)
!259 = !DILocation(line: 47, column: 17, scope: !255)
!260 = !DILocation(line: 48, column: 16, scope: !255)
!261 = !DILocation(line: 48, column: 13, scope: !255)
!262 = !DILocation(line: 49, column: 47, scope: !255)
!263 = !DILocation(line: 49, column: 39, scope: !255)
!264 = !DILocation(line: 49, column: 51, scope: !255)
!265 = !DILocation(line: 49, column: 9, scope: !255)
!266 = !DILocation(line: 50, column: 5, scope: !255)
!267 = !DILocation(line: 46, column: 30, scope: !251)
!268 = !DILocation(line: 46, column: 5, scope: !251)
!269 = distinct !{!269, !253, !270, !222}
!270 = !DILocation(line: 50, column: 5, scope: !247)
!271 = !DILocation(line: 51, column: 30, scope: !179)
!272 = !DILocation(line: 51, column: 5, scope: !179)
!273 = !DILocalVariable(name: "list", scope: !179, file: !2, line: 53, type: !186)
!274 = !DILocation(line: 53, column: 17, scope: !179)
!275 = !DILocalVariable(name: "p", scope: !179, file: !2, line: 54, type: !186)
!276 = !DILocation(line: 54, column: 17, scope: !179)
!277 = !DILocation(line: 54, column: 21, scope: !179)
!278 = !DILocalVariable(name: "total", scope: !179, file: !2, line: 55, type: !169)
!279 = !DILocation(line: 55, column: 10, scope: !179)
!280 = !DILocalVariable(name: "count", scope: !179, file: !2, line: 56, type: !182)
!281 = !DILocation(line: 56, column: 9, scope: !179)
!282 = !DILocation(line: 57, column: 5, scope: !179)
!283 = !DILocalVariable(name: "end", scope: !284, file: !2, line: 58, type: !287)
!284 = distinct !DILexicalBlock(scope: !285, file: !2, line: 57, column: 14)
!285 = distinct !DILexicalBlock(scope: !286, file: !2, line: 57, column: 5)
!286 = distinct !DILexicalBlock(scope: !179, file: !2, line: 57, column: 5)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!288 = !DILocation(line: 58, column: 15, scope: !284)
!289 = !DILocalVariable(name: "v", scope: !284, file: !2, line: 59, type: !169)
!290 = !DILocation(line: 59, column: 14, scope: !284)
!291 = !DILocation(line: 59, column: 25, scope: !284)
!292 = !DILocation(line: 59, column: 18, scope: !284)
!293 = !DILocation(line: 60, column: 13, scope: !294)
!294 = distinct !DILexicalBlock(scope: !284, file: !2, line: 60, column: 13)
!295 = !DILocation(line: 60, column: 20, scope: !294)
!296 = !DILocation(line: 60, column: 17, scope: !294)
!297 = !DILocation(line: 60, column: 13, scope: !284)
!298 = !DILocation(line: 61, column: 13, scope: !294)
!299 = !DILocation(line: 62, column: 18, scope: !284)
!300 = !DILocation(line: 62, column: 15, scope: !284)
!301 = !DILocation(line: 63, column: 14, scope: !284)
!302 = !DILocation(line: 64, column: 13, scope: !284)
!303 = !DILocation(line: 64, column: 11, scope: !284)
!304 = !DILocation(line: 57, column: 5, scope: !285)
!305 = distinct !{!305, !306, !307}
!306 = !DILocation(line: 57, column: 5, scope: !286)
!307 = !DILocation(line: 65, column: 5, scope: !286)
!308 = !DILocation(line: 66, column: 65, scope: !179)
!309 = !DILocation(line: 66, column: 72, scope: !179)
!310 = !DILocation(line: 66, column: 79, scope: !179)
!311 = !DILocation(line: 66, column: 5, scope: !179)
!312 = !DILocation(line: 67, column: 5, scope: !179)
!313 = distinct !DISubprogram(name: "try_strtol", scope: !2, file: !2, line: 6, type: !314, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !167, retainedNodes: !183)
!314 = !DISubroutineType(types: !315)
!315 = !{null, !186, !182}
!316 = !DILocalVariable(name: "s", arg: 1, scope: !313, file: !2, line: 6, type: !186)
!317 = !DILocation(line: 6, column: 36, scope: !313)
!318 = !DILocalVariable(name: "base", arg: 2, scope: !313, file: !2, line: 6, type: !182)
!319 = !DILocation(line: 6, column: 43, scope: !313)
!320 = !DILocalVariable(name: "end", scope: !313, file: !2, line: 7, type: !287)
!321 = !DILocation(line: 7, column: 11, scope: !313)
!322 = !DILocalVariable(name: "v", scope: !313, file: !2, line: 8, type: !169)
!323 = !DILocation(line: 8, column: 10, scope: !313)
!324 = !DILocation(line: 8, column: 21, scope: !313)
!325 = !DILocation(line: 8, column: 30, scope: !313)
!326 = !DILocation(line: 8, column: 14, scope: !313)
!327 = !DILocation(line: 9, column: 69, scope: !313)
!328 = !DILocation(line: 9, column: 72, scope: !313)
!329 = !DILocation(line: 9, column: 78, scope: !313)
!330 = !DILocation(line: 9, column: 88, scope: !313)
!331 = !DILocation(line: 9, column: 94, scope: !313)
!332 = !DILocation(line: 9, column: 92, scope: !313)
!333 = !DILocation(line: 10, column: 12, scope: !313)
!334 = !DILocation(line: 9, column: 5, scope: !313)
!335 = !DILocation(line: 11, column: 1, scope: !313)
!336 = distinct !DISubprogram(name: "try_strtoul", scope: !2, file: !2, line: 13, type: !314, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !167, retainedNodes: !183)
!337 = !DILocalVariable(name: "s", arg: 1, scope: !336, file: !2, line: 13, type: !186)
!338 = !DILocation(line: 13, column: 37, scope: !336)
!339 = !DILocalVariable(name: "base", arg: 2, scope: !336, file: !2, line: 13, type: !182)
!340 = !DILocation(line: 13, column: 44, scope: !336)
!341 = !DILocalVariable(name: "end", scope: !336, file: !2, line: 14, type: !287)
!342 = !DILocation(line: 14, column: 11, scope: !336)
!343 = !DILocalVariable(name: "v", scope: !336, file: !2, line: 15, type: !344)
!344 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!345 = !DILocation(line: 15, column: 19, scope: !336)
!346 = !DILocation(line: 15, column: 31, scope: !336)
!347 = !DILocation(line: 15, column: 40, scope: !336)
!348 = !DILocation(line: 15, column: 23, scope: !336)
!349 = !DILocation(line: 16, column: 57, scope: !336)
!350 = !DILocation(line: 16, column: 60, scope: !336)
!351 = !DILocation(line: 16, column: 66, scope: !336)
!352 = !DILocation(line: 16, column: 76, scope: !336)
!353 = !DILocation(line: 16, column: 82, scope: !336)
!354 = !DILocation(line: 16, column: 80, scope: !336)
!355 = !DILocation(line: 16, column: 5, scope: !336)
!356 = !DILocation(line: 17, column: 1, scope: !336)
