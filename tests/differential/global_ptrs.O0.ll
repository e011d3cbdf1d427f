; ModuleID = 'global_ptrs.c'
source_filename = "global_ptrs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, double, [4 x i32] }
%struct.anon = type { ptr, ptr, ptr }
%struct.ring = type { i32, ptr }
%struct.node = type { i32, ptr }

@arr = dso_local global [10 x i32] [i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19], align 16, !dbg !0
@p = dso_local global ptr getelementptr (i8, ptr @arr, i64 12), align 8, !dbg !8
@pend = dso_local constant ptr getelementptr (i8, ptr @arr, i64 40), align 8, !dbg !12
@s = dso_local global %struct.S { i32 1, double 2.500000e+00, [4 x i32] [i32 7, i32 8, i32 9, i32 10] }, align 8, !dbg !15
@q = dso_local global ptr @s, align 8, !dbg !26
@field = dso_local global ptr getelementptr (i8, ptr @s, i64 24), align 8, !dbg !29
@dfield = dso_local global ptr getelementptr (i8, ptr @s, i64 8), align 8, !dbg !31
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !34
@.str.1 = private unnamed_addr constant [3 x i8] c"bb\00", align 1, !dbg !40
@.str.2 = private unnamed_addr constant [4 x i8] c"ccc\00", align 1, !dbg !45
@.str.3 = private unnamed_addr constant [5 x i8] c"dddd\00", align 1, !dbg !48
@names = dso_local global [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16, !dbg !53
@name_ptr = dso_local global ptr getelementptr (i8, ptr @names, i64 16), align 8, !dbg !57
@greeting = dso_local global [14 x i8] c"hello globals\00", align 1, !dbg !61
@gp = dso_local global ptr getelementptr (i8, ptr @greeting, i64 6), align 8, !dbg !66
@counter = dso_local global i64 0, align 8, !dbg !226
@counter_ptr = dso_local global ptr @counter, align 8, !dbg !68
@matrix = dso_local global [3 x [3 x i32]] [[3 x i32] [i32 1, i32 2, i32 3], [3 x i32] [i32 4, i32 5, i32 6], [3 x i32] [i32 7, i32 8, i32 9]], align 16, !dbg !71
@diag = dso_local global [3 x ptr] [ptr @matrix, ptr getelementptr (i8, ptr @matrix, i64 16), ptr getelementptr (i8, ptr @matrix, i64 32)], align 16, !dbg !75
@row1 = dso_local global ptr getelementptr (i8, ptr @matrix, i64 12), align 8, !dbg !78
@fns = dso_local global [3 x ptr] [ptr @twice, ptr @square, ptr @twice], align 16, !dbg !82
@.str.4 = private unnamed_addr constant [11 x i8] c"twice-arr5\00", align 1, !dbg !88
@.str.5 = private unnamed_addr constant [11 x i8] c"square-s.a\00", align 1, !dbg !93
@.str.6 = private unnamed_addr constant [12 x i8] c"square-diag\00", align 1, !dbg !95
@bindings = dso_local global [3 x %struct.anon] [%struct.anon { ptr @.str.4, ptr @twice, ptr getelementptr (i8, ptr @arr, i64 20) }, %struct.anon { ptr @.str.5, ptr @square, ptr @s }, %struct.anon { ptr @.str.6, ptr @square, ptr getelementptr (i8, ptr @matrix, i64 32) }], align 16, !dbg !100
@r2 = dso_local global %struct.ring { i32 2, ptr @r1 }, align 8, !dbg !117
@r1 = dso_local global %struct.ring { i32 1, ptr @r2 }, align 8, !dbg !110
@.str.7 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !119
@.str.8 = private unnamed_addr constant [4 x i8] c"two\00", align 1, !dbg !121
@messages = dso_local constant [3 x ptr] [ptr @.str.7, ptr null, ptr @.str.8], align 16, !dbg !123
@.str.9 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !127
@.str.10 = private unnamed_addr constant [2 x i8] c"y\00", align 1, !dbg !129
@.str.11 = private unnamed_addr constant [2 x i8] c"z\00", align 1, !dbg !131
@.str.12 = private unnamed_addr constant [2 x i8] c"w\00", align 1, !dbg !133
@strs_2d = dso_local global [2 x [2 x ptr]] [[2 x ptr] [ptr @.str.9, ptr @.str.10], [2 x ptr] [ptr @.str.11, ptr @.str.12]], align 16, !dbg !135
@table_of_ptrs = dso_local constant [3 x ptr] [ptr @arr, ptr getelementptr (i8, ptr @arr, i64 36), ptr getelementptr (i8, ptr @s, i64 16)], align 16, !dbg !139
@.str.13 = private unnamed_addr constant [28 x i8] c"*p=%d p-arr=%ld pend-p=%ld\0A\00", align 1, !dbg !145
@.str.14 = private unnamed_addr constant [11 x i8] c"arr[5]=%d\0A\00", align 1, !dbg !150
@.str.15 = private unnamed_addr constant [38 x i8] c"q->a=%d q->d=%g *field=%d *dfield=%g\0A\00", align 1, !dbg !152
@.str.16 = private unnamed_addr constant [20 x i8] c"s.arr[2]=%d s.d=%g\0A\00", align 1, !dbg !157
@.str.17 = private unnamed_addr constant [22 x i8] c"names[%d]=%s len=%zu\0A\00", align 1, !dbg !162
@.str.18 = private unnamed_addr constant [29 x i8] c"*name_ptr=%s name_ptr[1]=%s\0A\00", align 1, !dbg !167
@.str.19 = private unnamed_addr constant [7 x i8] c"gp=%s\0A\00", align 1, !dbg !172
@.str.20 = private unnamed_addr constant [13 x i8] c"greeting=%s\0A\00", align 1, !dbg !177
@.str.21 = private unnamed_addr constant [13 x i8] c"counter=%ld\0A\00", align 1, !dbg !182
@.str.22 = private unnamed_addr constant [13 x i8] c"diag[%d]=%d \00", align 1, !dbg !184
@.str.23 = private unnamed_addr constant [16 x i8] c"row1: %d %d %d\0A\00", align 1, !dbg !186
@list_head = internal global ptr @n1, align 8, !dbg !228
@.str.24 = private unnamed_addr constant [17 x i8] c"static list: %d\0A\00", align 1, !dbg !191
@.str.25 = private unnamed_addr constant [15 x i8] c"fns[%d](7)=%d\0A\00", align 1, !dbg !196
@.str.26 = private unnamed_addr constant [10 x i8] c"%s -> %d\0A\00", align 1, !dbg !201
@.str.27 = private unnamed_addr constant [6 x i8] c"ring:\00", align 1, !dbg !206
@.str.28 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !211
@.str.29 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !213
@.str.30 = private unnamed_addr constant [17 x i8] c"messages[%d]=%s\0A\00", align 1, !dbg !215
@.str.31 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1, !dbg !217
@.str.32 = private unnamed_addr constant [19 x i8] c"strs_2d: %s%s%s%s\0A\00", align 1, !dbg !219
@.str.33 = private unnamed_addr constant [17 x i8] c"table: %d %d %d\0A\00", align 1, !dbg !224
@n1 = internal constant %struct.node { i32 1, ptr @n2 }, align 8, !dbg !236
@n2 = internal constant %struct.node { i32 2, ptr @n3 }, align 8, !dbg !238
@n3 = internal constant %struct.node { i32 3, ptr null }, align 8, !dbg !240

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0) #0 !dbg !251 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !253, !DIExpression(), !254)
  %3 = load i32, ptr %2, align 4, !dbg !255
  %4 = mul nsw i32 2, %3, !dbg !256
  ret i32 %4, !dbg !257
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @square(i32 noundef %0) #0 !dbg !258 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !259, !DIExpression(), !260)
  %3 = load i32, ptr %2, align 4, !dbg !261
  %4 = load i32, ptr %2, align 4, !dbg !262
  %5 = mul nsw i32 %3, %4, !dbg !263
  ret i32 %5, !dbg !264
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !265 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %12 = load ptr, ptr @p, align 8, !dbg !268
  %13 = load i32, ptr %12, align 4, !dbg !269
  %14 = load ptr, ptr @p, align 8, !dbg !270
  %15 = ptrtoint ptr %14 to i64, !dbg !271
  %16 = sub i64 %15, ptrtoint (ptr @arr to i64), !dbg !271
  %17 = sdiv exact i64 %16, 4, !dbg !271
  %18 = load ptr, ptr @p, align 8, !dbg !272
  %19 = ptrtoint ptr %18 to i64, !dbg !273
  %20 = sub i64 ptrtoint (ptr getelementptr (i8, ptr @arr, i64 40) to i64), %19, !dbg !273
  %21 = sdiv exact i64 %20, 4, !dbg !273
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %13, i64 noundef %17, i64 noundef %21), !dbg !274
  %23 = load ptr, ptr @p, align 8, !dbg !275
  %24 = getelementptr inbounds i32, ptr %23, i64 2, !dbg !275
  store ptr %24, ptr @p, align 8, !dbg !275
  %25 = load ptr, ptr @p, align 8, !dbg !276
  store i32 100, ptr %25, align 4, !dbg !277
  %26 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @arr, i64 0, i64 5), align 4, !dbg !278
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %26), !dbg !279
  %28 = load ptr, ptr @q, align 8, !dbg !280
  %29 = getelementptr inbounds %struct.S, ptr %28, i32 0, i32 0, !dbg !281
  %30 = load i32, ptr %29, align 8, !dbg !281
  %31 = load ptr, ptr @q, align 8, !dbg !282
  %32 = getelementptr inbounds %struct.S, ptr %31, i32 0, i32 1, !dbg !283
  %33 = load double, ptr %32, align 8, !dbg !283
  %34 = load ptr, ptr @field, align 8, !dbg !284
  %35 = load i32, ptr %34, align 4, !dbg !285
  %36 = load ptr, ptr @dfield, align 8, !dbg !286
  %37 = load double, ptr %36, align 8, !dbg !287
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %30, double noundef %33, i32 noundef %35, double noundef %37), !dbg !288
  %39 = load ptr, ptr @field, align 8, !dbg !289
  store i32 99, ptr %39, align 4, !dbg !290
  %40 = load ptr, ptr @dfield, align 8, !dbg !291
  %41 = load double, ptr %40, align 8, !dbg !292
  %42 = fmul double %41, 4.000000e+00, !dbg !292
  store double %42, ptr %40, align 8, !dbg !292
  %43 = load i32, ptr getelementptr inbounds ([4 x i32], ptr getelementptr inbounds (%struct.S, ptr @s, i32 0, i32 2), i64 0, i64 2), align 8, !dbg !293
  %44 = load double, ptr getelementptr inbounds (%struct.S, ptr @s, i32 0, i32 1), align 8, !dbg !294
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %43, double noundef %44), !dbg !295
    #dbg_declare(ptr %2, !296, !DIExpression(), !298)
  store i32 0, ptr %2, align 4, !dbg !298
  br label %46, !dbg !299

46:                                               ; preds = %61, %0
  %47 = load i32, ptr %2, align 4, !dbg !300
  %48 = icmp slt i32 %47, 4, !dbg !302
  br i1 %48, label %49, label %64, !dbg !303

49:                                               ; preds = %46
  %50 = load i32, ptr %2, align 4, !dbg !304
  %51 = load i32, ptr %2, align 4, !dbg !305
  %52 = sext i32 %51 to i64, !dbg !306
  %53 = getelementptr inbounds [4 x ptr], ptr @names, i64 0, i64 %52, !dbg !306
  %54 = load ptr, ptr %53, align 8, !dbg !306
  %55 = load i32, ptr %2, align 4, !dbg !307
  %56 = sext i32 %55 to i64, !dbg !308
  %57 = getelementptr inbounds [4 x ptr], ptr @names, i64 0, i64 %56, !dbg !308
  %58 = load ptr, ptr %57, align 8, !dbg !308
  %59 = call i64 @strlen(ptr noundef %58) #3, !dbg !309
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %50, ptr noundef %54, i64 noundef %59), !dbg !310
  br label %61, !dbg !310

61:                                               ; preds = %49
  %62 = load i32, ptr %2, align 4, !dbg !311
  %63 = add nsw i32 %62, 1, !dbg !311
  store i32 %63, ptr %2, align 4, !dbg !311
  br label %46, !dbg !312, !llvm.loop !313

64:                                               ; preds = %46
  %65 = load ptr, ptr @name_ptr, align 8, !dbg !316
  %66 = load ptr, ptr %65, align 8, !dbg !317
  %67 = load ptr, ptr @name_ptr, align 8, !dbg !318
  %68 = getelementptr inbounds ptr, ptr %67, i64 1, !dbg !318
  %69 = load ptr, ptr %68, align 8, !dbg !318
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %66, ptr noundef %69), !dbg !319
  %71 = load ptr, ptr @gp, align 8, !dbg !320
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %71), !dbg !321
  %73 = load ptr, ptr @gp, align 8, !dbg !322
  %74 = getelementptr inbounds i8, ptr %73, i64 0, !dbg !322
  store i8 71, ptr %74, align 1, !dbg !323
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef @greeting), !dbg !324
    #dbg_declare(ptr %3, !325, !DIExpression(), !327)
  store i32 0, ptr %3, align 4, !dbg !327
  br label %76, !dbg !328

76:                                               ; preds = %85, %64
  %77 = load i32, ptr %3, align 4, !dbg !329
  %78 = icmp slt i32 %77, 5, !dbg !331
  br i1 %78, label %79, label %88, !dbg !332

79:                                               ; preds = %76
  %80 = load i32, ptr %3, align 4, !dbg !333
  %81 = sext i32 %80 to i64, !dbg !333
  %82 = load ptr, ptr @counter_ptr, align 8, !dbg !334
  %83 = load i64, ptr %82, align 8, !dbg !335
  %84 = add nsw i64 %83, %81, !dbg !335
  store i64 %84, ptr %82, align 8, !dbg !335
  br label %85, !dbg !336

85:                                               ; preds = %79
  %86 = load i32, ptr %3, align 4, !dbg !337
  %87 = add nsw i32 %86, 1, !dbg !337
  store i32 %87, ptr %3, align 4, !dbg !337
  br label %76, !dbg !338, !llvm.loop !339

88:                                               ; preds = %76
  %89 = load i64, ptr @counter, align 8, !dbg !341
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i64 noundef %89), !dbg !342
    #dbg_declare(ptr %4, !343, !DIExpression(), !345)
  store i32 0, ptr %4, align 4, !dbg !345
  br label %91, !dbg !346

91:                                               ; preds = %102, %88
  %92 = load i32, ptr %4, align 4, !dbg !347
  %93 = icmp slt i32 %92, 3, !dbg !349
  br i1 %93, label %94, label %105, !dbg !350

94:                                               ; preds = %91
  %95 = load i32, ptr %4, align 4, !dbg !351
  %96 = load i32, ptr %4, align 4, !dbg !352
  %97 = sext i32 %96 to i64, !dbg !353
  %98 = getelementptr inbounds [3 x ptr], ptr @diag, i64 0, i64 %97, !dbg !353
  %99 = load ptr, ptr %98, align 8, !dbg !353
  %100 = load i32, ptr %99, align 4, !dbg !354
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %95, i32 noundef %100), !dbg !355
  br label %102, !dbg !355

102:                                              ; preds = %94
  %103 = load i32, ptr %4, align 4, !dbg !356
  %104 = add nsw i32 %103, 1, !dbg !356
  store i32 %104, ptr %4, align 4, !dbg !356
  br label %91, !dbg !357, !llvm.loop !358

105:                                              ; preds = %91
  %106 = load ptr, ptr @row1, align 8, !dbg !360
  %107 = getelementptr inbounds [3 x i32], ptr %106, i64 0, i64 0, !dbg !361
  %108 = load i32, ptr %107, align 4, !dbg !361
  %109 = load ptr, ptr @row1, align 8, !dbg !362
  %110 = getelementptr inbounds [3 x i32], ptr %109, i64 0, i64 1, !dbg !363
  %111 = load i32, ptr %110, align 4, !dbg !363
  %112 = load ptr, ptr @row1, align 8, !dbg !364
  %113 = getelementptr inbounds [3 x i32], ptr %112, i64 0, i64 2, !dbg !365
  %114 = load i32, ptr %113, align 4, !dbg !365
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %108, i32 noundef %111, i32 noundef %114), !dbg !366
    #dbg_declare(ptr %5, !367, !DIExpression(), !368)
  store i32 0, ptr %5, align 4, !dbg !368
    #dbg_declare(ptr %6, !369, !DIExpression(), !371)
  %116 = load ptr, ptr @list_head, align 8, !dbg !372
  store ptr %116, ptr %6, align 8, !dbg !371
  br label %117, !dbg !373

117:                                              ; preds = %127, %105
  %118 = load ptr, ptr %6, align 8, !dbg !374
  %119 = icmp ne ptr %118, null, !dbg !376
  br i1 %119, label %120, label %131, !dbg !376

120:                                              ; preds = %117
  %121 = load i32, ptr %5, align 4, !dbg !377
  %122 = mul nsw i32 %121, 10, !dbg !378
  %123 = load ptr, ptr %6, align 8, !dbg !379
  %124 = getelementptr inbounds %struct.node, ptr %123, i32 0, i32 0, !dbg !380
  %125 = load i32, ptr %124, align 8, !dbg !380
  %126 = add nsw i32 %122, %125, !dbg !381
  store i32 %126, ptr %5, align 4, !dbg !382
  br label %127, !dbg !383

127:                                              ; preds = %120
  %128 = load ptr, ptr %6, align 8, !dbg !384
  %129 = getelementptr inbounds %struct.node, ptr %128, i32 0, i32 1, !dbg !385
  %130 = load ptr, ptr %129, align 8, !dbg !385
  store ptr %130, ptr %6, align 8, !dbg !386
  br label %117, !dbg !387, !llvm.loop !388

131:                                              ; preds = %117
  %132 = load i32, ptr %5, align 4, !dbg !390
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %132), !dbg !391
    #dbg_declare(ptr %7, !392, !DIExpression(), !394)
  store i32 0, ptr %7, align 4, !dbg !394
  br label %134, !dbg !395

134:                                              ; preds = %145, %131
  %135 = load i32, ptr %7, align 4, !dbg !396
  %136 = icmp slt i32 %135, 3, !dbg !398
  br i1 %136, label %137, label %148, !dbg !399

137:                                              ; preds = %134
  %138 = load i32, ptr %7, align 4, !dbg !400
  %139 = load i32, ptr %7, align 4, !dbg !401
  %140 = sext i32 %139 to i64, !dbg !402
  %141 = getelementptr inbounds [3 x ptr], ptr @fns, i64 0, i64 %140, !dbg !402
  %142 = load ptr, ptr %141, align 8, !dbg !402
  %143 = call i32 %142(i32 noundef 7), !dbg !402
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %138, i32 noundef %143), !dbg !403
  br label %145, !dbg !403

145:                                              ; preds = %137
  %146 = load i32, ptr %7, align 4, !dbg !404
  %147 = add nsw i32 %146, 1, !dbg !404
  store i32 %147, ptr %7, align 4, !dbg !404
  br label %134, !dbg !405, !llvm.loop !406

148:                                              ; preds = %134
    #dbg_declare(ptr %8, !408, !DIExpression(), !410)
  store i32 0, ptr %8, align 4, !dbg !410
  br label %149, !dbg !411

149:                                              ; preds = %182, %148
  %150 = load i32, ptr %8, align 4, !dbg !412
  %151 = icmp slt i32 %150, 3, !dbg !414
  br i1 %151, label %152, label %185, !dbg !415

152:                                              ; preds = %149
  %153 = load i32, ptr %8, align 4, !dbg !416
  %154 = sext i32 %153 to i64, !dbg !418
  %155 = getelementptr inbounds [3 x %struct.anon], ptr @bindings, i64 0, i64 %154, !dbg !418
  %156 = getelementptr inbounds %struct.anon, ptr %155, i32 0, i32 1, !dbg !419
  %157 = load ptr, ptr %156, align 8, !dbg !419
  %158 = load i32, ptr %8, align 4, !dbg !420
  %159 = sext i32 %158 to i64, !dbg !421
  %160 = getelementptr inbounds [3 x %struct.anon], ptr @bindings, i64 0, i64 %159, !dbg !421
  %161 = getelementptr inbounds %struct.anon, ptr %160, i32 0, i32 2, !dbg !422
  %162 = load ptr, ptr %161, align 8, !dbg !422
  %163 = load i32, ptr %162, align 4, !dbg !423
  %164 = call i32 %157(i32 noundef %163), !dbg !418
  %165 = load i32, ptr %8, align 4, !dbg !424
  %166 = sext i32 %165 to i64, !dbg !425
  %167 = getelementptr inbounds [3 x %struct.anon], ptr @bindings, i64 0, i64 %166, !dbg !425
  %168 = getelementptr inbounds %struct.anon, ptr %167, i32 0, i32 2, !dbg !426
  %169 = load ptr, ptr %168, align 8, !dbg !426
  store i32 %164, ptr %169, align 4, !dbg !427
  %170 = load i32, ptr %8, align 4, !dbg !428
  %171 = sext i32 %170 to i64, !dbg !429
  %172 = getelementptr inbounds [3 x %struct.anon], ptr @bindings, i64 0, i64 %171, !dbg !429
  %173 = getelementptr inbounds %struct.anon, ptr %172, i32 0, i32 0, !dbg !430
  %174 = load ptr, ptr %173, align 8, !dbg !430
  %175 = load i32, ptr %8, align 4, !dbg !431
  %176 = sext i32 %175 to i64, !dbg !432
  %177 = getelementptr inbounds [3 x %struct.anon], ptr @bindings, i64 0, i64 %176, !dbg !432
  %178 = getelementptr inbounds %struct.anon, ptr %177, i32 0, i32 2, !dbg !433
  %179 = load ptr, ptr %178, align 8, !dbg !433
  %180 = load i32, ptr %179, align 4, !dbg !434
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, ptr noundef %174, i32 noundef %180), !dbg !435
  br label %182, !dbg !436

182:                                              ; preds = %152
  %183 = load i32, ptr %8, align 4, !dbg !437
  %184 = add nsw i32 %183, 1, !dbg !437
  store i32 %184, ptr %8, align 4, !dbg !437
  br label %149, !dbg !438, !llvm.loop !439

185:                                              ; preds = %149
    #dbg_declare(ptr %9, !441, !DIExpression(), !444)
  store ptr @r1, ptr %9, align 8, !dbg !444
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.27), !dbg !445
    #dbg_declare(ptr %10, !446, !DIExpression(), !448)
  store i32 0, ptr %10, align 4, !dbg !448
  br label %187, !dbg !449

187:                                              ; preds = %195, %185
  %188 = load i32, ptr %10, align 4, !dbg !450
  %189 = icmp slt i32 %188, 5, !dbg !452
  br i1 %189, label %190, label %201, !dbg !453

190:                                              ; preds = %187
  %191 = load ptr, ptr %9, align 8, !dbg !454
  %192 = getelementptr inbounds %struct.ring, ptr %191, i32 0, i32 0, !dbg !455
  %193 = load i32, ptr %192, align 8, !dbg !455
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, i32 noundef %193), !dbg !456
  br label %195, !dbg !456

195:                                              ; preds = %190
  %196 = load i32, ptr %10, align 4, !dbg !457
  %197 = add nsw i32 %196, 1, !dbg !457
  store i32 %197, ptr %10, align 4, !dbg !457
  %198 = load ptr, ptr %9, align 8, !dbg !458
  %199 = getelementptr inbounds %struct.ring, ptr %198, i32 0, i32 1, !dbg !459
  %200 = load ptr, ptr %199, align 8, !dbg !459
  store ptr %200, ptr %9, align 8, !dbg !460
  br label %187, !dbg !461, !llvm.loop !462

201:                                              ; preds = %187
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.29), !dbg !464
    #dbg_declare(ptr %11, !465, !DIExpression(), !467)
  store i32 0, ptr %11, align 4, !dbg !467
  br label %203, !dbg !468

203:                                              ; preds = %222, %201
  %204 = load i32, ptr %11, align 4, !dbg !469
  %205 = icmp slt i32 %204, 3, !dbg !471
  br i1 %205, label %206, label %225, !dbg !472

206:                                              ; preds = %203
  %207 = load i32, ptr %11, align 4, !dbg !473
  %208 = load i32, ptr %11, align 4, !dbg !474
  %209 = sext i32 %208 to i64, !dbg !475
  %210 = getelementptr inbounds [3 x ptr], ptr @messages, i64 0, i64 %209, !dbg !475
  %211 = load ptr, ptr %210, align 8, !dbg !475
  %212 = icmp ne ptr %211, null, !dbg !475
  br i1 %212, label %213, label %218, !dbg !475

213:                                              ; preds = %206
  %214 = load i32, ptr %11, align 4, !dbg !476
  %215 = sext i32 %214 to i64, !dbg !477
  %216 = getelementptr inbounds [3 x ptr], ptr @messages, i64 0, i64 %215, !dbg !477
  %217 = load ptr, ptr %216, align 8, !dbg !477
  br label %219, !dbg !475

218:                                              ; preds = %206
  br label %219, !dbg !475

219:                                              ; preds = %218, %213
  %220 = phi ptr [ %217, %213 ], [ @.str.31, %218 ], !dbg !475
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, i32 noundef %207, ptr noundef %220), !dbg !478
  br label %222, !dbg !478

222:                                              ; preds = %219
  %223 = load i32, ptr %11, align 4, !dbg !479
  %224 = add nsw i32 %223, 1, !dbg !479
  store i32 %224, ptr %11, align 4, !dbg !479
  br label %203, !dbg !480, !llvm.loop !481

225:                                              ; preds = %203
  %226 = load ptr, ptr @strs_2d, align 16, !dbg !483
  %227 = load ptr, ptr getelementptr inbounds ([2 x ptr], ptr @strs_2d, i64 0, i64 1), align 8, !dbg !484
  %228 = load ptr, ptr getelementptr inbounds ([2 x [2 x ptr]], ptr @strs_2d, i64 0, i64 1), align 16, !dbg !485
  %229 = load ptr, ptr getelementptr inbounds ([2 x ptr], ptr getelementptr inbounds ([2 x [2 x ptr]], ptr @strs_2d, i64 0, i64 1), i64 0, i64 1), align 8, !dbg !486
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, ptr noundef %226, ptr noundef %227, ptr noundef %228, ptr noundef %229), !dbg !487
  %231 = load ptr, ptr @table_of_ptrs, align 16, !dbg !488
  %232 = load i32, ptr %231, align 4, !dbg !489
  %233 = load ptr, ptr getelementptr inbounds ([3 x ptr], ptr @table_of_ptrs, i64 0, i64 1), align 8, !dbg !490
  %234 = load i32, ptr %233, align 4, !dbg !491
  %235 = load ptr, ptr getelementptr inbounds ([3 x ptr], ptr @table_of_ptrs, i64 0, i64 2), align 16, !dbg !492
  %236 = load i32, ptr %235, align 4, !dbg !493
  %237 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, i32 noundef %232, i32 noundef %234, i32 noundef %236), !dbg !494
  %238 = load i32, ptr getelementptr inbounds ([10 x i32], ptr @arr, i64 0, i64 5), align 4, !dbg !495
  %239 = icmp eq i32 %238, 200, !dbg !496
  %240 = zext i1 %239 to i64, !dbg !495
  %241 = select i1 %239, i32 0, i32 1, !dbg !495
  ret i32 %241, !dbg !497
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!243, !244, !245, !246, !247, !248, !249}
!llvm.ident = !{!250}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "arr", scope: !2, file: !3, line: 17, type: !242, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global_ptrs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "61321327d8ca2653a0a429d50c589b1f")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !{!0, !8, !12, !15, !26, !29, !31, !34, !40, !45, !48, !53, !57, !61, !66, !68, !71, !75, !78, !82, !88, !93, !95, !100, !110, !117, !119, !121, !123, !127, !129, !131, !133, !135, !139, !145, !150, !152, !157, !162, !167, !172, !177, !182, !184, !186, !191, !196, !201, !206, !211, !213, !215, !217, !219, !224, !226, !228, !236, !238, !240}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "p", scope: !2, file: !3, line: 18, type: !10, isLocal: false, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "pend", scope: !2, file: !3, line: 19, type: !14, isLocal: false, isDefinition: true)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 20, type: !17, isLocal: false, isDefinition: true)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 6, size: 256, elements: !18)
!18 = !{!19, !20, !22}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !17, file: !3, line: 7, baseType: !11, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !17, file: !3, line: 8, baseType: !21, size: 64, offset: 64)
!21 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !17, file: !3, line: 9, baseType: !23, size: 128, offset: 128)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 4)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "q", scope: !2, file: !3, line: 21, type: !28, isLocal: false, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "field", scope: !2, file: !3, line: 22, type: !10, isLocal: false, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "dfield", scope: !2, file: !3, line: 23, type: !33, isLocal: false, isDefinition: true)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 16, elements: !38)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 2)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 24, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 3)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 32, elements: !24)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 40, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 5)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 24, type: !55, isLocal: false, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 256, elements: !24)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "name_ptr", scope: !2, file: !3, line: 25, type: !59, isLocal: false, isDefinition: true)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !56)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 26, type: !63, isLocal: false, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 112, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 14)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "gp", scope: !2, file: !3, line: 27, type: !56, isLocal: false, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "counter_ptr", scope: !2, file: !3, line: 29, type: !70, isLocal: false, isDefinition: true)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "matrix", scope: !2, file: !3, line: 30, type: !73, isLocal: false, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 288, elements: !74)
!74 = !{!44, !44}
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "diag", scope: !2, file: !3, line: 31, type: !77, isLocal: false, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 192, elements: !43)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(name: "row1", scope: !2, file: !3, line: 32, type: !80, isLocal: false, isDefinition: true)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 96, elements: !43)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "fns", scope: !2, file: !3, line: 41, type: !84, isLocal: false, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 192, elements: !43)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DISubroutineType(types: !87)
!87 = !{!11, !11}
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 88, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 11)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !90, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !97, isLocal: true, isDefinition: true)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 96, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 12)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(name: "bindings", scope: !2, file: !3, line: 46, type: !102, isLocal: false, isDefinition: true)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 576, elements: !43)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 42, size: 192, elements: !104)
!104 = !{!105, !108, !109}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !103, file: !3, line: 43, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !103, file: !3, line: 44, baseType: !85, size: 64, offset: 64)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "target", scope: !103, file: !3, line: 45, baseType: !10, size: 64, offset: 128)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "r1", scope: !2, file: !3, line: 55, type: !112, isLocal: false, isDefinition: true)
!112 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ring", file: !3, line: 50, size: 128, elements: !113)
!113 = !{!114, !115}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !112, file: !3, line: 51, baseType: !11, size: 32)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !112, file: !3, line: 52, baseType: !116, size: 64, offset: 64)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(name: "r2", scope: !2, file: !3, line: 56, type: !112, isLocal: false, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !50, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !47, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "messages", scope: !2, file: !3, line: 58, type: !125, isLocal: false, isDefinition: true)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 192, elements: !43)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !106)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !36, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !36, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !36, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !36, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "strs_2d", scope: !2, file: !3, line: 59, type: !137, isLocal: false, isDefinition: true)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 256, elements: !138)
!138 = !{!39, !39}
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(name: "table_of_ptrs", scope: !2, file: !3, line: 60, type: !141, isLocal: false, isDefinition: true)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !142, size: 192, elements: !43)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !147, isLocal: true, isDefinition: true)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 224, elements: !148)
!148 = !{!149}
!149 = !DISubrange(count: 28)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !90, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !3, line: 67, type: !154, isLocal: true, isDefinition: true)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 304, elements: !155)
!155 = !{!156}
!156 = !DISubrange(count: 38)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !3, line: 70, type: !159, isLocal: true, isDefinition: true)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 160, elements: !160)
!160 = !{!161}
!161 = !DISubrange(count: 20)
!162 = !DIGlobalVariableExpression(var: !163, expr: !DIExpression())
!163 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !164, isLocal: true, isDefinition: true)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 176, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 22)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(scope: null, file: !3, line: 73, type: !169, isLocal: true, isDefinition: true)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 232, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: 29)
!172 = !DIGlobalVariableExpression(var: !173, expr: !DIExpression())
!173 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !174, isLocal: true, isDefinition: true)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 56, elements: !175)
!175 = !{!176}
!176 = !DISubrange(count: 7)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !179, isLocal: true, isDefinition: true)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 104, elements: !180)
!180 = !{!181}
!181 = !DISubrange(count: 13)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !179, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !179, isLocal: true, isDefinition: true)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !188, isLocal: true, isDefinition: true)
!188 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 128, elements: !189)
!189 = !{!190}
!190 = !DISubrange(count: 16)
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !193, isLocal: true, isDefinition: true)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 136, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 17)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !198, isLocal: true, isDefinition: true)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 120, elements: !199)
!199 = !{!200}
!200 = !DISubrange(count: 15)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(scope: null, file: !3, line: 91, type: !203, isLocal: true, isDefinition: true)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 80, elements: !204)
!204 = !{!205}
!205 = !DISubrange(count: 10)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(scope: null, file: !3, line: 94, type: !208, isLocal: true, isDefinition: true)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 48, elements: !209)
!209 = !{!210}
!210 = !DISubrange(count: 6)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !47, isLocal: true, isDefinition: true)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !36, isLocal: true, isDefinition: true)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !193, isLocal: true, isDefinition: true)
!217 = !DIGlobalVariableExpression(var: !218, expr: !DIExpression())
!218 = distinct !DIGlobalVariable(scope: null, file: !3, line: 99, type: !174, isLocal: true, isDefinition: true)
!219 = !DIGlobalVariableExpression(var: !220, expr: !DIExpression())
!220 = distinct !DIGlobalVariable(scope: null, file: !3, line: 100, type: !221, isLocal: true, isDefinition: true)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 152, elements: !222)
!222 = !{!223}
!223 = !DISubrange(count: 19)
!224 = !DIGlobalVariableExpression(var: !225, expr: !DIExpression())
!225 = distinct !DIGlobalVariable(scope: null, file: !3, line: 101, type: !193, isLocal: true, isDefinition: true)
!226 = !DIGlobalVariableExpression(var: !227, expr: !DIExpression())
!227 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 28, type: !5, isLocal: false, isDefinition: true)
!228 = !DIGlobalVariableExpression(var: !229, expr: !DIExpression())
!229 = distinct !DIGlobalVariable(name: "list_head", scope: !2, file: !3, line: 37, type: !230, isLocal: true, isDefinition: true)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!231 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !232)
!232 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 12, size: 128, elements: !233)
!233 = !{!234, !235}
!234 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !232, file: !3, line: 13, baseType: !11, size: 32)
!235 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !232, file: !3, line: 14, baseType: !230, size: 64, offset: 64)
!236 = !DIGlobalVariableExpression(var: !237, expr: !DIExpression())
!237 = distinct !DIGlobalVariable(name: "n1", scope: !2, file: !3, line: 36, type: !231, isLocal: true, isDefinition: true)
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(name: "n2", scope: !2, file: !3, line: 35, type: !231, isLocal: true, isDefinition: true)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(name: "n3", scope: !2, file: !3, line: 34, type: !231, isLocal: true, isDefinition: true)
!242 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 320, elements: !204)
!243 = !{i32 7, !"Dwarf Version", i32 5}
!244 = !{i32 2, !"Debug Info Version", i32 3}
!245 = !{i32 1, !"wchar_size", i32 4}
!246 = !{i32 8, !"PIC Level", i32 2}
!247 = !{i32 7, !"PIE Level", i32 2}
!248 = !{i32 7, !"uwtable", i32 2}
!249 = !{i32 7, !"frame-pointer", i32 2}
!250 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!251 = distinct !DISubprogram(name: "twice", scope: !3, file: !3, line: 39, type: !86, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !252)
!252 = !{}
!253 = !DILocalVariable(name: "x", arg: 1, scope: !251, file: !3, line: 39, type: !11)
!254 = !DILocation(line: 39, column: 22, scope: !251)
!255 = !DILocation(line: 39, column: 38, scope: !251)
!256 = !DILocation(line: 39, column: 36, scope: !251)
!257 = !DILocation(line: 39, column: 27, scope: !251)
!258 = distinct !DISubprogram(name: "square", scope: !3, file: !3, line: 40, type: !86, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !252)
!259 = !DILocalVariable(name: "x", arg: 1, scope: !258, file: !3, line: 40, type: !11)
!260 = !DILocation(line: 40, column: 23, scope: !258)
!261 = !DILocation(line: 40, column: 35, scope: !258)
!262 = !DILocation(line: 40, column: 39, scope: !258)
!263 = !DILocation(line: 40, column: 37, scope: !258)
!264 = !DILocation(line: 40, column: 28, scope: !258)
!265 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 62, type: !266, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !252)
!266 = !DISubroutineType(types: !267)
!267 = !{!11}
!268 = !DILocation(line: 63, column: 45, scope: !265)
!269 = !DILocation(line: 63, column: 44, scope: !265)
!270 = !DILocation(line: 63, column: 55, scope: !265)
!271 = !DILocation(line: 63, column: 57, scope: !265)
!272 = !DILocation(line: 63, column: 79, scope: !265)
!273 = !DILocation(line: 63, column: 77, scope: !265)
!274 = !DILocation(line: 63, column: 5, scope: !265)
!275 = !DILocation(line: 64, column: 7, scope: !265)
!276 = !DILocation(line: 65, column: 6, scope: !265)
!277 = !DILocation(line: 65, column: 8, scope: !265)
!278 = !DILocation(line: 66, column: 27, scope: !265)
!279 = !DILocation(line: 66, column: 5, scope: !265)
!280 = !DILocation(line: 67, column: 54, scope: !265)
!281 = !DILocation(line: 67, column: 57, scope: !265)
!282 = !DILocation(line: 67, column: 60, scope: !265)
!283 = !DILocation(line: 67, column: 63, scope: !265)
!284 = !DILocation(line: 67, column: 67, scope: !265)
!285 = !DILocation(line: 67, column: 66, scope: !265)
!286 = !DILocation(line: 67, column: 75, scope: !265)
!287 = !DILocation(line: 67, column: 74, scope: !265)
!288 = !DILocation(line: 67, column: 5, scope: !265)
!289 = !DILocation(line: 68, column: 6, scope: !265)
!290 = !DILocation(line: 68, column: 12, scope: !265)
!291 = !DILocation(line: 69, column: 6, scope: !265)
!292 = !DILocation(line: 69, column: 13, scope: !265)
!293 = !DILocation(line: 70, column: 36, scope: !265)
!294 = !DILocation(line: 70, column: 48, scope: !265)
!295 = !DILocation(line: 70, column: 5, scope: !265)
!296 = !DILocalVariable(name: "i", scope: !297, file: !3, line: 71, type: !11)
!297 = distinct !DILexicalBlock(scope: !265, file: !3, line: 71, column: 5)
!298 = !DILocation(line: 71, column: 14, scope: !297)
!299 = !DILocation(line: 71, column: 10, scope: !297)
!300 = !DILocation(line: 71, column: 21, scope: !301)
!301 = distinct !DILexicalBlock(scope: !297, file: !3, line: 71, column: 5)
!302 = !DILocation(line: 71, column: 23, scope: !301)
!303 = !DILocation(line: 71, column: 5, scope: !297)
!304 = !DILocation(line: 72, column: 42, scope: !301)
!305 = !DILocation(line: 72, column: 51, scope: !301)
!306 = !DILocation(line: 72, column: 45, scope: !301)
!307 = !DILocation(line: 72, column: 68, scope: !301)
!308 = !DILocation(line: 72, column: 62, scope: !301)
!309 = !DILocation(line: 72, column: 55, scope: !301)
!310 = !DILocation(line: 72, column: 9, scope: !301)
!311 = !DILocation(line: 71, column: 29, scope: !301)
!312 = !DILocation(line: 71, column: 5, scope: !301)
!313 = distinct !{!313, !303, !314, !315}
!314 = !DILocation(line: 72, column: 71, scope: !297)
!315 = !{!"llvm.loop.mustprogress"}
!316 = !DILocation(line: 73, column: 46, scope: !265)
!317 = !DILocation(line: 73, column: 45, scope: !265)
!318 = !DILocation(line: 73, column: 56, scope: !265)
!319 = !DILocation(line: 73, column: 5, scope: !265)
!320 = !DILocation(line: 74, column: 23, scope: !265)
!321 = !DILocation(line: 74, column: 5, scope: !265)
!322 = !DILocation(line: 75, column: 5, scope: !265)
!323 = !DILocation(line: 75, column: 11, scope: !265)
!324 = !DILocation(line: 76, column: 5, scope: !265)
!325 = !DILocalVariable(name: "i", scope: !326, file: !3, line: 77, type: !11)
!326 = distinct !DILexicalBlock(scope: !265, file: !3, line: 77, column: 5)
!327 = !DILocation(line: 77, column: 14, scope: !326)
!328 = !DILocation(line: 77, column: 10, scope: !326)
!329 = !DILocation(line: 77, column: 21, scope: !330)
!330 = distinct !DILexicalBlock(scope: !326, file: !3, line: 77, column: 5)
!331 = !DILocation(line: 77, column: 23, scope: !330)
!332 = !DILocation(line: 77, column: 5, scope: !326)
!333 = !DILocation(line: 78, column: 27, scope: !330)
!334 = !DILocation(line: 78, column: 11, scope: !330)
!335 = !DILocation(line: 78, column: 24, scope: !330)
!336 = !DILocation(line: 78, column: 9, scope: !330)
!337 = !DILocation(line: 77, column: 29, scope: !330)
!338 = !DILocation(line: 77, column: 5, scope: !330)
!339 = distinct !{!339, !332, !340, !315}
!340 = !DILocation(line: 78, column: 27, scope: !326)
!341 = !DILocation(line: 79, column: 29, scope: !265)
!342 = !DILocation(line: 79, column: 5, scope: !265)
!343 = !DILocalVariable(name: "i", scope: !344, file: !3, line: 80, type: !11)
!344 = distinct !DILexicalBlock(scope: !265, file: !3, line: 80, column: 5)
!345 = !DILocation(line: 80, column: 14, scope: !344)
!346 = !DILocation(line: 80, column: 10, scope: !344)
!347 = !DILocation(line: 80, column: 21, scope: !348)
!348 = distinct !DILexicalBlock(scope: !344, file: !3, line: 80, column: 5)
!349 = !DILocation(line: 80, column: 23, scope: !348)
!350 = !DILocation(line: 80, column: 5, scope: !344)
!351 = !DILocation(line: 81, column: 32, scope: !348)
!352 = !DILocation(line: 81, column: 41, scope: !348)
!353 = !DILocation(line: 81, column: 36, scope: !348)
!354 = !DILocation(line: 81, column: 35, scope: !348)
!355 = !DILocation(line: 81, column: 9, scope: !348)
!356 = !DILocation(line: 80, column: 29, scope: !348)
!357 = !DILocation(line: 80, column: 5, scope: !348)
!358 = distinct !{!358, !350, !359, !315}
!359 = !DILocation(line: 81, column: 43, scope: !344)
!360 = !DILocation(line: 82, column: 34, scope: !265)
!361 = !DILocation(line: 82, column: 32, scope: !265)
!362 = !DILocation(line: 82, column: 46, scope: !265)
!363 = !DILocation(line: 82, column: 44, scope: !265)
!364 = !DILocation(line: 82, column: 58, scope: !265)
!365 = !DILocation(line: 82, column: 56, scope: !265)
!366 = !DILocation(line: 82, column: 5, scope: !265)
!367 = !DILocalVariable(name: "sum", scope: !265, file: !3, line: 83, type: !11)
!368 = !DILocation(line: 83, column: 9, scope: !265)
!369 = !DILocalVariable(name: "n", scope: !370, file: !3, line: 84, type: !230)
!370 = distinct !DILexicalBlock(scope: !265, file: !3, line: 84, column: 5)
!371 = !DILocation(line: 84, column: 29, scope: !370)
!372 = !DILocation(line: 84, column: 33, scope: !370)
!373 = !DILocation(line: 84, column: 10, scope: !370)
!374 = !DILocation(line: 84, column: 44, scope: !375)
!375 = distinct !DILexicalBlock(scope: !370, file: !3, line: 84, column: 5)
!376 = !DILocation(line: 84, column: 5, scope: !370)
!377 = !DILocation(line: 85, column: 15, scope: !375)
!378 = !DILocation(line: 85, column: 19, scope: !375)
!379 = !DILocation(line: 85, column: 26, scope: !375)
!380 = !DILocation(line: 85, column: 29, scope: !375)
!381 = !DILocation(line: 85, column: 24, scope: !375)
!382 = !DILocation(line: 85, column: 13, scope: !375)
!383 = !DILocation(line: 85, column: 9, scope: !375)
!384 = !DILocation(line: 84, column: 51, scope: !375)
!385 = !DILocation(line: 84, column: 54, scope: !375)
!386 = !DILocation(line: 84, column: 49, scope: !375)
!387 = !DILocation(line: 84, column: 5, scope: !375)
!388 = distinct !{!388, !376, !389, !315}
!389 = !DILocation(line: 85, column: 29, scope: !370)
!390 = !DILocation(line: 86, column: 33, scope: !265)
!391 = !DILocation(line: 86, column: 5, scope: !265)
!392 = !DILocalVariable(name: "i", scope: !393, file: !3, line: 87, type: !11)
!393 = distinct !DILexicalBlock(scope: !265, file: !3, line: 87, column: 5)
!394 = !DILocation(line: 87, column: 14, scope: !393)
!395 = !DILocation(line: 87, column: 10, scope: !393)
!396 = !DILocation(line: 87, column: 21, scope: !397)
!397 = distinct !DILexicalBlock(scope: !393, file: !3, line: 87, column: 5)
!398 = !DILocation(line: 87, column: 23, scope: !397)
!399 = !DILocation(line: 87, column: 5, scope: !393)
!400 = !DILocation(line: 88, column: 35, scope: !397)
!401 = !DILocation(line: 88, column: 42, scope: !397)
!402 = !DILocation(line: 88, column: 38, scope: !397)
!403 = !DILocation(line: 88, column: 9, scope: !397)
!404 = !DILocation(line: 87, column: 29, scope: !397)
!405 = !DILocation(line: 87, column: 5, scope: !397)
!406 = distinct !{!406, !399, !407, !315}
!407 = !DILocation(line: 88, column: 47, scope: !393)
!408 = !DILocalVariable(name: "i", scope: !409, file: !3, line: 89, type: !11)
!409 = distinct !DILexicalBlock(scope: !265, file: !3, line: 89, column: 5)
!410 = !DILocation(line: 89, column: 14, scope: !409)
!411 = !DILocation(line: 89, column: 10, scope: !409)
!412 = !DILocation(line: 89, column: 21, scope: !413)
!413 = distinct !DILexicalBlock(scope: !409, file: !3, line: 89, column: 5)
!414 = !DILocation(line: 89, column: 23, scope: !413)
!415 = !DILocation(line: 89, column: 5, scope: !409)
!416 = !DILocation(line: 90, column: 40, scope: !417)
!417 = distinct !DILexicalBlock(scope: !413, file: !3, line: 89, column: 33)
!418 = !DILocation(line: 90, column: 31, scope: !417)
!419 = !DILocation(line: 90, column: 43, scope: !417)
!420 = !DILocation(line: 90, column: 56, scope: !417)
!421 = !DILocation(line: 90, column: 47, scope: !417)
!422 = !DILocation(line: 90, column: 59, scope: !417)
!423 = !DILocation(line: 90, column: 46, scope: !417)
!424 = !DILocation(line: 90, column: 19, scope: !417)
!425 = !DILocation(line: 90, column: 10, scope: !417)
!426 = !DILocation(line: 90, column: 22, scope: !417)
!427 = !DILocation(line: 90, column: 29, scope: !417)
!428 = !DILocation(line: 91, column: 39, scope: !417)
!429 = !DILocation(line: 91, column: 30, scope: !417)
!430 = !DILocation(line: 91, column: 42, scope: !417)
!431 = !DILocation(line: 91, column: 58, scope: !417)
!432 = !DILocation(line: 91, column: 49, scope: !417)
!433 = !DILocation(line: 91, column: 61, scope: !417)
!434 = !DILocation(line: 91, column: 48, scope: !417)
!435 = !DILocation(line: 91, column: 9, scope: !417)
!436 = !DILocation(line: 92, column: 5, scope: !417)
!437 = !DILocation(line: 89, column: 29, scope: !413)
!438 = !DILocation(line: 89, column: 5, scope: !413)
!439 = distinct !{!439, !415, !440, !315}
!440 = !DILocation(line: 92, column: 5, scope: !409)
!441 = !DILocalVariable(name: "r", scope: !265, file: !3, line: 93, type: !442)
!442 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !443, size: 64)
!443 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !112)
!444 = !DILocation(line: 93, column: 24, scope: !265)
!445 = !DILocation(line: 94, column: 5, scope: !265)
!446 = !DILocalVariable(name: "i", scope: !447, file: !3, line: 95, type: !11)
!447 = distinct !DILexicalBlock(scope: !265, file: !3, line: 95, column: 5)
!448 = !DILocation(line: 95, column: 14, scope: !447)
!449 = !DILocation(line: 95, column: 10, scope: !447)
!450 = !DILocation(line: 95, column: 21, scope: !451)
!451 = distinct !DILexicalBlock(scope: !447, file: !3, line: 95, column: 5)
!452 = !DILocation(line: 95, column: 23, scope: !451)
!453 = !DILocation(line: 95, column: 5, scope: !447)
!454 = !DILocation(line: 96, column: 23, scope: !451)
!455 = !DILocation(line: 96, column: 26, scope: !451)
!456 = !DILocation(line: 96, column: 9, scope: !451)
!457 = !DILocation(line: 95, column: 29, scope: !451)
!458 = !DILocation(line: 95, column: 37, scope: !451)
!459 = !DILocation(line: 95, column: 40, scope: !451)
!460 = !DILocation(line: 95, column: 35, scope: !451)
!461 = !DILocation(line: 95, column: 5, scope: !451)
!462 = distinct !{!462, !453, !463, !315}
!463 = !DILocation(line: 96, column: 28, scope: !447)
!464 = !DILocation(line: 97, column: 5, scope: !265)
!465 = !DILocalVariable(name: "i", scope: !466, file: !3, line: 98, type: !11)
!466 = distinct !DILexicalBlock(scope: !265, file: !3, line: 98, column: 5)
!467 = !DILocation(line: 98, column: 14, scope: !466)
!468 = !DILocation(line: 98, column: 10, scope: !466)
!469 = !DILocation(line: 98, column: 21, scope: !470)
!470 = distinct !DILexicalBlock(scope: !466, file: !3, line: 98, column: 5)
!471 = !DILocation(line: 98, column: 23, scope: !470)
!472 = !DILocation(line: 98, column: 5, scope: !466)
!473 = !DILocation(line: 99, column: 37, scope: !470)
!474 = !DILocation(line: 99, column: 49, scope: !470)
!475 = !DILocation(line: 99, column: 40, scope: !470)
!476 = !DILocation(line: 99, column: 63, scope: !470)
!477 = !DILocation(line: 99, column: 54, scope: !470)
!478 = !DILocation(line: 99, column: 9, scope: !470)
!479 = !DILocation(line: 98, column: 29, scope: !470)
!480 = !DILocation(line: 98, column: 5, scope: !470)
!481 = distinct !{!481, !472, !482, !315}
!482 = !DILocation(line: 99, column: 76, scope: !466)
!483 = !DILocation(line: 100, column: 35, scope: !265)
!484 = !DILocation(line: 100, column: 50, scope: !265)
!485 = !DILocation(line: 100, column: 65, scope: !265)
!486 = !DILocation(line: 100, column: 80, scope: !265)
!487 = !DILocation(line: 100, column: 5, scope: !265)
!488 = !DILocation(line: 101, column: 34, scope: !265)
!489 = !DILocation(line: 101, column: 33, scope: !265)
!490 = !DILocation(line: 101, column: 53, scope: !265)
!491 = !DILocation(line: 101, column: 52, scope: !265)
!492 = !DILocation(line: 101, column: 72, scope: !265)
!493 = !DILocation(line: 101, column: 71, scope: !265)
!494 = !DILocation(line: 101, column: 5, scope: !265)
!495 = !DILocation(line: 102, column: 12, scope: !265)
!496 = !DILocation(line: 102, column: 19, scope: !265)
!497 = !DILocation(line: 102, column: 5, scope: !265)
