; ModuleID = 'func_ptrs.c'
source_filename = "func_ptrs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i8, ptr }
%struct.shape = type { ptr, ptr, double, double }
%struct.hist = type { [5 x i32] }

@.str = private unnamed_addr constant [19 x i8] c"+5*3-2/4M9%7+100*2\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"%ld %c %ld = %ld\0A\00", align 1, !dbg !7
@__const.main.data = private unnamed_addr constant [10 x i32] [i32 5, i32 -3, i32 12, i32 7, i32 0, i32 22, i32 -8, i32 15, i32 9, i32 4], align 16
@.str.2 = private unnamed_addr constant [36 x i8] c"sum=%ld max=%d hist=%d %d %d %d %d\0A\00", align 1, !dbg !12
@__const.main.la = private unnamed_addr constant [8 x i64] [i64 3, i64 1, i64 4, i64 1, i64 5, i64 9, i64 2, i64 6], align 16
@.str.3 = private unnamed_addr constant [15 x i8] c"fold %c = %ld\0A\00", align 1, !dbg !17
@ops = internal constant [6 x %struct.anon] [%struct.anon { i8 43, ptr @op_add }, %struct.anon { i8 45, ptr @op_sub }, %struct.anon { i8 42, ptr @op_mul }, %struct.anon { i8 47, ptr @op_div }, %struct.anon { i8 37, ptr @op_mod }, %struct.anon { i8 77, ptr @op_max }], align 16, !dbg !22
@.str.4 = private unnamed_addr constant [22 x i8] c"compose(%d,%d)(5)=%d\0A\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [5 x i8] c"rect\00", align 1, !dbg !42
@.str.6 = private unnamed_addr constant [4 x i8] c"tri\00", align 1, !dbg !47
@.str.7 = private unnamed_addr constant [7 x i8] c"square\00", align 1, !dbg !52
@__const.main.shapes = private unnamed_addr constant [3 x %struct.shape] [%struct.shape { ptr @.str.5, ptr @rect_area, double 3.000000e+00, double 4.000000e+00 }, %struct.shape { ptr @.str.6, ptr @tri_area, double 3.000000e+00, double 4.000000e+00 }, %struct.shape { ptr @.str.7, ptr @sq_area, double 2.500000e+00, double 0.000000e+00 }], align 16
@.str.8 = private unnamed_addr constant [14 x i8] c"%s area %.2f\0A\00", align 1, !dbg !57
@.str.9 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1, !dbg !62
@.str.10 = private unnamed_addr constant [53 x i8] c"lookup('?') is NULL: %d, add==add: %d, add==sub: %d\0A\00", align 1, !dbg !67
@.str.11 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !72
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !74
@.str.13 = private unnamed_addr constant [29 x i8] c"(*fpp)(21)=%d (**fpp)(4)=%d\0A\00", align 1, !dbg !79
@pick.table = internal constant [3 x ptr] [ptr @inc, ptr @dbl, ptr @sqr], align 16, !dbg !84

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !113 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca [10 x i32], align 16
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.hist, align 4
  %13 = alloca [8 x i64], align 16
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [3 x %struct.shape], align 16
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !116, !DIExpression(), !119)
  store ptr @.str, ptr %2, align 8, !dbg !119
    #dbg_declare(ptr %3, !120, !DIExpression(), !121)
  store i64 1, ptr %3, align 8, !dbg !121
    #dbg_declare(ptr %4, !122, !DIExpression(), !124)
  %26 = load ptr, ptr %2, align 8, !dbg !125
  store ptr %26, ptr %4, align 8, !dbg !124
  br label %27, !dbg !126

27:                                               ; preds = %62, %0
  %28 = load ptr, ptr %4, align 8, !dbg !127
  %29 = load i8, ptr %28, align 1, !dbg !129
  %30 = icmp ne i8 %29, 0, !dbg !130
  br i1 %30, label %31, label %65, !dbg !130

31:                                               ; preds = %27
    #dbg_declare(ptr %5, !131, !DIExpression(), !133)
  %32 = load ptr, ptr %4, align 8, !dbg !134
  %33 = load i8, ptr %32, align 1, !dbg !135
  store i8 %33, ptr %5, align 1, !dbg !133
    #dbg_declare(ptr %6, !136, !DIExpression(), !137)
  %34 = load i8, ptr %5, align 1, !dbg !138
  %35 = call ptr @lookup(i8 noundef signext %34), !dbg !139
  store ptr %35, ptr %6, align 8, !dbg !137
    #dbg_declare(ptr %7, !140, !DIExpression(), !141)
  %36 = load ptr, ptr %4, align 8, !dbg !142
  %37 = getelementptr inbounds i8, ptr %36, i64 1, !dbg !142
  %38 = load i8, ptr %37, align 1, !dbg !142
  %39 = sext i8 %38 to i32, !dbg !142
  %40 = sub nsw i32 %39, 48, !dbg !143
  %41 = sext i32 %40 to i64, !dbg !142
  store i64 %41, ptr %7, align 8, !dbg !141
  %42 = load ptr, ptr %4, align 8, !dbg !144
  %43 = getelementptr inbounds i8, ptr %42, i64 1, !dbg !144
  %44 = load i8, ptr %43, align 1, !dbg !144
  %45 = sext i8 %44 to i32, !dbg !144
  %46 = icmp eq i32 %45, 49, !dbg !146
  br i1 %46, label %47, label %50, !dbg !147

47:                                               ; preds = %31
  store i64 100, ptr %7, align 8, !dbg !148
  %48 = load ptr, ptr %4, align 8, !dbg !150
  %49 = getelementptr inbounds i8, ptr %48, i64 2, !dbg !150
  store ptr %49, ptr %4, align 8, !dbg !150
  br label %50, !dbg !151

50:                                               ; preds = %47, %31
    #dbg_declare(ptr %8, !152, !DIExpression(), !153)
  %51 = load i64, ptr %3, align 8, !dbg !154
  store i64 %51, ptr %8, align 8, !dbg !153
  %52 = load ptr, ptr %6, align 8, !dbg !155
  %53 = load i64, ptr %3, align 8, !dbg !156
  %54 = load i64, ptr %7, align 8, !dbg !157
  %55 = call i64 %52(i64 noundef %53, i64 noundef %54), !dbg !155
  store i64 %55, ptr %3, align 8, !dbg !158
  %56 = load i64, ptr %8, align 8, !dbg !159
  %57 = load i8, ptr %5, align 1, !dbg !160
  %58 = sext i8 %57 to i32, !dbg !160
  %59 = load i64, ptr %7, align 8, !dbg !161
  %60 = load i64, ptr %3, align 8, !dbg !162
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %56, i32 noundef %58, i64 noundef %59, i64 noundef %60), !dbg !163
  br label %62, !dbg !164

62:                                               ; preds = %50
  %63 = load ptr, ptr %4, align 8, !dbg !165
  %64 = getelementptr inbounds i8, ptr %63, i64 2, !dbg !165
  store ptr %64, ptr %4, align 8, !dbg !165
  br label %27, !dbg !166, !llvm.loop !167

65:                                               ; preds = %27
    #dbg_declare(ptr %9, !170, !DIExpression(), !174)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.main.data, i64 40, i1 false), !dbg !174
    #dbg_declare(ptr %10, !175, !DIExpression(), !176)
  store i64 0, ptr %10, align 8, !dbg !176
    #dbg_declare(ptr %11, !177, !DIExpression(), !178)
  %66 = getelementptr inbounds [10 x i32], ptr %9, i64 0, i64 0, !dbg !179
  %67 = load i32, ptr %66, align 16, !dbg !179
  store i32 %67, ptr %11, align 4, !dbg !178
    #dbg_declare(ptr %12, !180, !DIExpression(), !185)
  call void @llvm.memset.p0.i64(ptr align 4 %12, i8 0, i64 20, i1 false), !dbg !185
  %68 = getelementptr inbounds [10 x i32], ptr %9, i64 0, i64 0, !dbg !186
  call void @for_each(ptr noundef %68, i32 noundef 10, ptr noundef @sum_visitor, ptr noundef %10), !dbg !187
  %69 = getelementptr inbounds [10 x i32], ptr %9, i64 0, i64 0, !dbg !188
  call void @for_each(ptr noundef %69, i32 noundef 10, ptr noundef @max_visitor, ptr noundef %11), !dbg !189
  %70 = getelementptr inbounds [10 x i32], ptr %9, i64 0, i64 0, !dbg !190
  call void @for_each(ptr noundef %70, i32 noundef 10, ptr noundef @hist_visitor, ptr noundef %12), !dbg !191
  %71 = load i64, ptr %10, align 8, !dbg !192
  %72 = load i32, ptr %11, align 4, !dbg !193
  %73 = getelementptr inbounds %struct.hist, ptr %12, i32 0, i32 0, !dbg !194
  %74 = getelementptr inbounds [5 x i32], ptr %73, i64 0, i64 0, !dbg !195
  %75 = load i32, ptr %74, align 4, !dbg !195
  %76 = getelementptr inbounds %struct.hist, ptr %12, i32 0, i32 0, !dbg !196
  %77 = getelementptr inbounds [5 x i32], ptr %76, i64 0, i64 1, !dbg !197
  %78 = load i32, ptr %77, align 4, !dbg !197
  %79 = getelementptr inbounds %struct.hist, ptr %12, i32 0, i32 0, !dbg !198
  %80 = getelementptr inbounds [5 x i32], ptr %79, i64 0, i64 2, !dbg !199
  %81 = load i32, ptr %80, align 4, !dbg !199
  %82 = getelementptr inbounds %struct.hist, ptr %12, i32 0, i32 0, !dbg !200
  %83 = getelementptr inbounds [5 x i32], ptr %82, i64 0, i64 3, !dbg !201
  %84 = load i32, ptr %83, align 4, !dbg !201
  %85 = getelementptr inbounds %struct.hist, ptr %12, i32 0, i32 0, !dbg !202
  %86 = getelementptr inbounds [5 x i32], ptr %85, i64 0, i64 4, !dbg !203
  %87 = load i32, ptr %86, align 4, !dbg !203
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %71, i32 noundef %72, i32 noundef %75, i32 noundef %78, i32 noundef %81, i32 noundef %84, i32 noundef %87), !dbg !204
    #dbg_declare(ptr %13, !205, !DIExpression(), !209)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 @__const.main.la, i64 64, i1 false), !dbg !209
    #dbg_declare(ptr %14, !210, !DIExpression(), !215)
  store i64 0, ptr %14, align 8, !dbg !215
  br label %89, !dbg !216

89:                                               ; preds = %114, %65
  %90 = load i64, ptr %14, align 8, !dbg !217
  %91 = icmp ult i64 %90, 6, !dbg !219
  br i1 %91, label %92, label %117, !dbg !220

92:                                               ; preds = %89
  %93 = load i64, ptr %14, align 8, !dbg !221
  %94 = getelementptr inbounds [6 x %struct.anon], ptr @ops, i64 0, i64 %93, !dbg !222
  %95 = getelementptr inbounds %struct.anon, ptr %94, i32 0, i32 0, !dbg !223
  %96 = load i8, ptr %95, align 16, !dbg !223
  %97 = sext i8 %96 to i32, !dbg !222
  %98 = getelementptr inbounds [8 x i64], ptr %13, i64 0, i64 0, !dbg !224
  %99 = load i64, ptr %14, align 8, !dbg !225
  %100 = getelementptr inbounds [6 x %struct.anon], ptr @ops, i64 0, i64 %99, !dbg !226
  %101 = getelementptr inbounds %struct.anon, ptr %100, i32 0, i32 0, !dbg !227
  %102 = load i8, ptr %101, align 16, !dbg !227
  %103 = sext i8 %102 to i32, !dbg !226
  %104 = icmp eq i32 %103, 42, !dbg !228
  %105 = zext i1 %104 to i64, !dbg !226
  %106 = select i1 %104, i32 1, i32 0, !dbg !226
  %107 = sext i32 %106 to i64, !dbg !226
  %108 = load i64, ptr %14, align 8, !dbg !229
  %109 = getelementptr inbounds [6 x %struct.anon], ptr @ops, i64 0, i64 %108, !dbg !230
  %110 = getelementptr inbounds %struct.anon, ptr %109, i32 0, i32 1, !dbg !231
  %111 = load ptr, ptr %110, align 8, !dbg !231
  %112 = call i64 @fold(ptr noundef %98, i32 noundef 8, i64 noundef %107, ptr noundef %111), !dbg !232
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %97, i64 noundef %112), !dbg !233
  br label %114, !dbg !233

114:                                              ; preds = %92
  %115 = load i64, ptr %14, align 8, !dbg !234
  %116 = add i64 %115, 1, !dbg !234
  store i64 %116, ptr %14, align 8, !dbg !234
  br label %89, !dbg !235, !llvm.loop !236

117:                                              ; preds = %89
    #dbg_declare(ptr %15, !238, !DIExpression(), !240)
  store i32 0, ptr %15, align 4, !dbg !240
  br label %118, !dbg !241

118:                                              ; preds = %138, %117
  %119 = load i32, ptr %15, align 4, !dbg !242
  %120 = icmp slt i32 %119, 3, !dbg !244
  br i1 %120, label %121, label %141, !dbg !245

121:                                              ; preds = %118
    #dbg_declare(ptr %16, !246, !DIExpression(), !248)
  store i32 0, ptr %16, align 4, !dbg !248
  br label %122, !dbg !249

122:                                              ; preds = %134, %121
  %123 = load i32, ptr %16, align 4, !dbg !250
  %124 = icmp slt i32 %123, 3, !dbg !252
  br i1 %124, label %125, label %137, !dbg !253

125:                                              ; preds = %122
  %126 = load i32, ptr %15, align 4, !dbg !254
  %127 = load i32, ptr %16, align 4, !dbg !255
  %128 = load i32, ptr %15, align 4, !dbg !256
  %129 = call ptr @pick(i32 noundef %128), !dbg !257
  %130 = load i32, ptr %16, align 4, !dbg !258
  %131 = call ptr @pick(i32 noundef %130), !dbg !259
  %132 = call i32 @compose_apply(ptr noundef %129, ptr noundef %131, i32 noundef 5), !dbg !260
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %126, i32 noundef %127, i32 noundef %132), !dbg !261
  br label %134, !dbg !261

134:                                              ; preds = %125
  %135 = load i32, ptr %16, align 4, !dbg !262
  %136 = add nsw i32 %135, 1, !dbg !262
  store i32 %136, ptr %16, align 4, !dbg !262
  br label %122, !dbg !263, !llvm.loop !264

137:                                              ; preds = %122
  br label %138, !dbg !265

138:                                              ; preds = %137
  %139 = load i32, ptr %15, align 4, !dbg !266
  %140 = add nsw i32 %139, 1, !dbg !266
  store i32 %140, ptr %15, align 4, !dbg !266
  br label %118, !dbg !267, !llvm.loop !268

141:                                              ; preds = %118
    #dbg_declare(ptr %17, !270, !DIExpression(), !284)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 16 @__const.main.shapes, i64 96, i1 false), !dbg !284
    #dbg_declare(ptr %18, !285, !DIExpression(), !286)
  store double 0.000000e+00, ptr %18, align 8, !dbg !286
    #dbg_declare(ptr %19, !287, !DIExpression(), !289)
  store i32 0, ptr %19, align 4, !dbg !289
  br label %142, !dbg !290

142:                                              ; preds = %165, %141
  %143 = load i32, ptr %19, align 4, !dbg !291
  %144 = icmp slt i32 %143, 3, !dbg !293
  br i1 %144, label %145, label %168, !dbg !294

145:                                              ; preds = %142
    #dbg_declare(ptr %20, !295, !DIExpression(), !297)
  %146 = load i32, ptr %19, align 4, !dbg !298
  %147 = sext i32 %146 to i64, !dbg !299
  %148 = getelementptr inbounds [3 x %struct.shape], ptr %17, i64 0, i64 %147, !dbg !299
  %149 = getelementptr inbounds %struct.shape, ptr %148, i32 0, i32 1, !dbg !300
  %150 = load ptr, ptr %149, align 8, !dbg !300
  %151 = load i32, ptr %19, align 4, !dbg !301
  %152 = sext i32 %151 to i64, !dbg !302
  %153 = getelementptr inbounds [3 x %struct.shape], ptr %17, i64 0, i64 %152, !dbg !302
  %154 = call double %150(ptr noundef %153), !dbg !299
  store double %154, ptr %20, align 8, !dbg !297
  %155 = load double, ptr %20, align 8, !dbg !303
  %156 = load double, ptr %18, align 8, !dbg !304
  %157 = fadd double %156, %155, !dbg !304
  store double %157, ptr %18, align 8, !dbg !304
  %158 = load i32, ptr %19, align 4, !dbg !305
  %159 = sext i32 %158 to i64, !dbg !306
  %160 = getelementptr inbounds [3 x %struct.shape], ptr %17, i64 0, i64 %159, !dbg !306
  %161 = getelementptr inbounds %struct.shape, ptr %160, i32 0, i32 0, !dbg !307
  %162 = load ptr, ptr %161, align 16, !dbg !307
  %163 = load double, ptr %20, align 8, !dbg !308
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %162, double noundef %163), !dbg !309
  br label %165, !dbg !310

165:                                              ; preds = %145
  %166 = load i32, ptr %19, align 4, !dbg !311
  %167 = add nsw i32 %166, 1, !dbg !311
  store i32 %167, ptr %19, align 4, !dbg !311
  br label %142, !dbg !312, !llvm.loop !313

168:                                              ; preds = %142
  %169 = load double, ptr %18, align 8, !dbg !315
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %169), !dbg !316
    #dbg_declare(ptr %21, !317, !DIExpression(), !318)
  %171 = call ptr @lookup(i8 noundef signext 63), !dbg !319
  store ptr %171, ptr %21, align 8, !dbg !318
  %172 = load ptr, ptr %21, align 8, !dbg !320
  %173 = icmp eq ptr %172, null, !dbg !321
  %174 = zext i1 %173 to i32, !dbg !321
  %175 = call ptr @lookup(i8 noundef signext 43), !dbg !322
  %176 = icmp eq ptr %175, @op_add, !dbg !323
  %177 = zext i1 %176 to i32, !dbg !323
  %178 = call ptr @lookup(i8 noundef signext 43), !dbg !324
  %179 = icmp eq ptr %178, @op_sub, !dbg !325
  %180 = zext i1 %179 to i32, !dbg !325
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %174, i32 noundef %177, i32 noundef %180), !dbg !326
    #dbg_declare(ptr %22, !327, !DIExpression(), !333)
  store ptr @cmp_desc, ptr %22, align 8, !dbg !333
  %182 = getelementptr inbounds [10 x i32], ptr %9, i64 0, i64 0, !dbg !334
  %183 = load ptr, ptr %22, align 8, !dbg !335
  call void @qsort(ptr noundef %182, i64 noundef 10, i64 noundef 4, ptr noundef %183), !dbg !336
    #dbg_declare(ptr %23, !337, !DIExpression(), !339)
  store i32 0, ptr %23, align 4, !dbg !339
  br label %184, !dbg !340

184:                                              ; preds = %193, %168
  %185 = load i32, ptr %23, align 4, !dbg !341
  %186 = icmp slt i32 %185, 10, !dbg !343
  br i1 %186, label %187, label %196, !dbg !344

187:                                              ; preds = %184
  %188 = load i32, ptr %23, align 4, !dbg !345
  %189 = sext i32 %188 to i64, !dbg !346
  %190 = getelementptr inbounds [10 x i32], ptr %9, i64 0, i64 %189, !dbg !346
  %191 = load i32, ptr %190, align 4, !dbg !346
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %191), !dbg !347
  br label %193, !dbg !347

193:                                              ; preds = %187
  %194 = load i32, ptr %23, align 4, !dbg !348
  %195 = add nsw i32 %194, 1, !dbg !348
  store i32 %195, ptr %23, align 4, !dbg !348
  br label %184, !dbg !349, !llvm.loop !350

196:                                              ; preds = %184
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.12), !dbg !352
    #dbg_declare(ptr %24, !353, !DIExpression(), !354)
  store ptr @dbl, ptr %24, align 8, !dbg !354
    #dbg_declare(ptr %25, !355, !DIExpression(), !357)
  store ptr %24, ptr %25, align 8, !dbg !357
  %198 = load ptr, ptr %25, align 8, !dbg !358
  %199 = load ptr, ptr %198, align 8, !dbg !359
  %200 = call i32 %199(i32 noundef 21), !dbg !360
  %201 = load ptr, ptr %25, align 8, !dbg !361
  %202 = load ptr, ptr %201, align 8, !dbg !362
  %203 = call i32 %202(i32 noundef 4), !dbg !363
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %200, i32 noundef %203), !dbg !364
  ret i32 0, !dbg !365
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @lookup(i8 noundef signext %0) #0 !dbg !366 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  %4 = alloca i64, align 8
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !369, !DIExpression(), !370)
    #dbg_declare(ptr %4, !371, !DIExpression(), !373)
  store i64 0, ptr %4, align 8, !dbg !373
  br label %5, !dbg !374

5:                                                ; preds = %23, %1
  %6 = load i64, ptr %4, align 8, !dbg !375
  %7 = icmp ult i64 %6, 6, !dbg !377
  br i1 %7, label %8, label %26, !dbg !378

8:                                                ; preds = %5
  %9 = load i64, ptr %4, align 8, !dbg !379
  %10 = getelementptr inbounds [6 x %struct.anon], ptr @ops, i64 0, i64 %9, !dbg !381
  %11 = getelementptr inbounds %struct.anon, ptr %10, i32 0, i32 0, !dbg !382
  %12 = load i8, ptr %11, align 16, !dbg !382
  %13 = sext i8 %12 to i32, !dbg !381
  %14 = load i8, ptr %3, align 1, !dbg !383
  %15 = sext i8 %14 to i32, !dbg !383
  %16 = icmp eq i32 %13, %15, !dbg !384
  br i1 %16, label %17, label %22, !dbg !385

17:                                               ; preds = %8
  %18 = load i64, ptr %4, align 8, !dbg !386
  %19 = getelementptr inbounds [6 x %struct.anon], ptr @ops, i64 0, i64 %18, !dbg !387
  %20 = getelementptr inbounds %struct.anon, ptr %19, i32 0, i32 1, !dbg !388
  %21 = load ptr, ptr %20, align 8, !dbg !388
  store ptr %21, ptr %2, align 8, !dbg !389
  br label %27, !dbg !389

22:                                               ; preds = %8
  br label %23, !dbg !383

23:                                               ; preds = %22
  %24 = load i64, ptr %4, align 8, !dbg !390
  %25 = add i64 %24, 1, !dbg !390
  store i64 %25, ptr %4, align 8, !dbg !390
  br label %5, !dbg !391, !llvm.loop !392

26:                                               ; preds = %5
  store ptr null, ptr %2, align 8, !dbg !394
  br label %27, !dbg !394

27:                                               ; preds = %26, %17
  %28 = load ptr, ptr %2, align 8, !dbg !395
  ret ptr %28, !dbg !395
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @for_each(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !396 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !403, !DIExpression(), !404)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !405, !DIExpression(), !406)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !407, !DIExpression(), !408)
  store ptr %3, ptr %8, align 8
    #dbg_declare(ptr %8, !409, !DIExpression(), !410)
    #dbg_declare(ptr %9, !411, !DIExpression(), !413)
  store i32 0, ptr %9, align 4, !dbg !413
  br label %10, !dbg !414

10:                                               ; preds = %22, %4
  %11 = load i32, ptr %9, align 4, !dbg !415
  %12 = load i32, ptr %6, align 4, !dbg !417
  %13 = icmp slt i32 %11, %12, !dbg !418
  br i1 %13, label %14, label %25, !dbg !419

14:                                               ; preds = %10
  %15 = load ptr, ptr %7, align 8, !dbg !420
  %16 = load ptr, ptr %5, align 8, !dbg !421
  %17 = load i32, ptr %9, align 4, !dbg !422
  %18 = sext i32 %17 to i64, !dbg !421
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !421
  %20 = load i32, ptr %19, align 4, !dbg !421
  %21 = load ptr, ptr %8, align 8, !dbg !423
  call void %15(i32 noundef %20, ptr noundef %21), !dbg !420
  br label %22, !dbg !420

22:                                               ; preds = %14
  %23 = load i32, ptr %9, align 4, !dbg !424
  %24 = add nsw i32 %23, 1, !dbg !424
  store i32 %24, ptr %9, align 4, !dbg !424
  br label %10, !dbg !425, !llvm.loop !426

25:                                               ; preds = %10
  ret void, !dbg !428
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sum_visitor(i32 noundef %0, ptr noundef %1) #0 !dbg !429 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !430, !DIExpression(), !431)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !432, !DIExpression(), !433)
  %5 = load i32, ptr %3, align 4, !dbg !434
  %6 = sext i32 %5 to i64, !dbg !434
  %7 = load ptr, ptr %4, align 8, !dbg !435
  %8 = load i64, ptr %7, align 8, !dbg !436
  %9 = add nsw i64 %8, %6, !dbg !436
  store i64 %9, ptr %7, align 8, !dbg !436
  ret void, !dbg !437
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @max_visitor(i32 noundef %0, ptr noundef %1) #0 !dbg !438 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !439, !DIExpression(), !440)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !441, !DIExpression(), !442)
    #dbg_declare(ptr %5, !443, !DIExpression(), !445)
  %6 = load ptr, ptr %4, align 8, !dbg !446
  store ptr %6, ptr %5, align 8, !dbg !445
  %7 = load i32, ptr %3, align 4, !dbg !447
  %8 = load ptr, ptr %5, align 8, !dbg !449
  %9 = load i32, ptr %8, align 4, !dbg !450
  %10 = icmp sgt i32 %7, %9, !dbg !451
  br i1 %10, label %11, label %14, !dbg !452

11:                                               ; preds = %2
  %12 = load i32, ptr %3, align 4, !dbg !453
  %13 = load ptr, ptr %5, align 8, !dbg !454
  store i32 %12, ptr %13, align 4, !dbg !455
  br label %14, !dbg !456

14:                                               ; preds = %11, %2
  ret void, !dbg !457
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hist_visitor(i32 noundef %0, ptr noundef %1) #0 !dbg !458 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !459, !DIExpression(), !460)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !461, !DIExpression(), !462)
    #dbg_declare(ptr %5, !463, !DIExpression(), !465)
  %6 = load ptr, ptr %4, align 8, !dbg !466
  store ptr %6, ptr %5, align 8, !dbg !465
  %7 = load ptr, ptr %5, align 8, !dbg !467
  %8 = getelementptr inbounds %struct.hist, ptr %7, i32 0, i32 0, !dbg !468
  %9 = load i32, ptr %3, align 4, !dbg !469
  %10 = srem i32 %9, 5, !dbg !470
  %11 = add nsw i32 %10, 5, !dbg !471
  %12 = srem i32 %11, 5, !dbg !472
  %13 = sext i32 %12 to i64, !dbg !467
  %14 = getelementptr inbounds [5 x i32], ptr %8, i64 0, i64 %13, !dbg !467
  %15 = load i32, ptr %14, align 4, !dbg !473
  %16 = add nsw i32 %15, 1, !dbg !473
  store i32 %16, ptr %14, align 4, !dbg !473
  ret void, !dbg !474
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fold(ptr noundef %0, i32 noundef %1, i64 noundef %2, ptr noundef %3) #0 !dbg !475 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !480, !DIExpression(), !481)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !482, !DIExpression(), !483)
  store i64 %2, ptr %7, align 8
    #dbg_declare(ptr %7, !484, !DIExpression(), !485)
  store ptr %3, ptr %8, align 8
    #dbg_declare(ptr %8, !486, !DIExpression(), !487)
    #dbg_declare(ptr %9, !488, !DIExpression(), !489)
  %11 = load i64, ptr %7, align 8, !dbg !490
  store i64 %11, ptr %9, align 8, !dbg !489
    #dbg_declare(ptr %10, !491, !DIExpression(), !493)
  store i32 0, ptr %10, align 4, !dbg !493
  br label %12, !dbg !494

12:                                               ; preds = %25, %4
  %13 = load i32, ptr %10, align 4, !dbg !495
  %14 = load i32, ptr %6, align 4, !dbg !497
  %15 = icmp slt i32 %13, %14, !dbg !498
  br i1 %15, label %16, label %28, !dbg !499

16:                                               ; preds = %12
  %17 = load ptr, ptr %8, align 8, !dbg !500
  %18 = load i64, ptr %9, align 8, !dbg !501
  %19 = load ptr, ptr %5, align 8, !dbg !502
  %20 = load i32, ptr %10, align 4, !dbg !503
  %21 = sext i32 %20 to i64, !dbg !502
  %22 = getelementptr inbounds i64, ptr %19, i64 %21, !dbg !502
  %23 = load i64, ptr %22, align 8, !dbg !502
  %24 = call i64 %17(i64 noundef %18, i64 noundef %23), !dbg !500
  store i64 %24, ptr %9, align 8, !dbg !504
  br label %25, !dbg !505

25:                                               ; preds = %16
  %26 = load i32, ptr %10, align 4, !dbg !506
  %27 = add nsw i32 %26, 1, !dbg !506
  store i32 %27, ptr %10, align 4, !dbg !506
  br label %12, !dbg !507, !llvm.loop !508

28:                                               ; preds = %12
  %29 = load i64, ptr %9, align 8, !dbg !510
  ret i64 %29, !dbg !511
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @compose_apply(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !512 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !515, !DIExpression(), !516)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !517, !DIExpression(), !518)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !519, !DIExpression(), !520)
  %7 = load ptr, ptr %4, align 8, !dbg !521
  %8 = load ptr, ptr %5, align 8, !dbg !522
  %9 = load i32, ptr %6, align 4, !dbg !523
  %10 = call i32 %8(i32 noundef %9), !dbg !522
  %11 = call i32 %7(i32 noundef %10), !dbg !521
  ret i32 %11, !dbg !524
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pick(i32 noundef %0) #0 !dbg !86 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !525, !DIExpression(), !526)
  %3 = load i32, ptr %2, align 4, !dbg !527
  %4 = srem i32 %3, 3, !dbg !528
  %5 = sext i32 %4 to i64, !dbg !529
  %6 = getelementptr inbounds [3 x ptr], ptr @pick.table, i64 0, i64 %5, !dbg !529
  %7 = load ptr, ptr %6, align 8, !dbg !529
  ret ptr %7, !dbg !530
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rect_area(ptr noundef %0) #0 !dbg !531 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !532, !DIExpression(), !533)
  %3 = load ptr, ptr %2, align 8, !dbg !534
  %4 = getelementptr inbounds %struct.shape, ptr %3, i32 0, i32 2, !dbg !535
  %5 = load double, ptr %4, align 8, !dbg !535
  %6 = load ptr, ptr %2, align 8, !dbg !536
  %7 = getelementptr inbounds %struct.shape, ptr %6, i32 0, i32 3, !dbg !537
  %8 = load double, ptr %7, align 8, !dbg !537
  %9 = fmul double %5, %8, !dbg !538
  ret double %9, !dbg !539
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tri_area(ptr noundef %0) #0 !dbg !540 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !541, !DIExpression(), !542)
  %3 = load ptr, ptr %2, align 8, !dbg !543
  %4 = getelementptr inbounds %struct.shape, ptr %3, i32 0, i32 2, !dbg !544
  %5 = load double, ptr %4, align 8, !dbg !544
  %6 = load ptr, ptr %2, align 8, !dbg !545
  %7 = getelementptr inbounds %struct.shape, ptr %6, i32 0, i32 3, !dbg !546
  %8 = load double, ptr %7, align 8, !dbg !546
  %9 = fmul double %5, %8, !dbg !547
  %10 = fdiv double %9, 2.000000e+00, !dbg !548
  ret double %10, !dbg !549
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sq_area(ptr noundef %0) #0 !dbg !550 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !551, !DIExpression(), !552)
  %3 = load ptr, ptr %2, align 8, !dbg !553
  %4 = getelementptr inbounds %struct.shape, ptr %3, i32 0, i32 2, !dbg !554
  %5 = load double, ptr %4, align 8, !dbg !554
  %6 = load ptr, ptr %2, align 8, !dbg !555
  %7 = getelementptr inbounds %struct.shape, ptr %6, i32 0, i32 2, !dbg !556
  %8 = load double, ptr %7, align 8, !dbg !556
  %9 = fmul double %5, %8, !dbg !557
  ret double %9, !dbg !558
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #0 !dbg !559 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !560, !DIExpression(), !561)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !562, !DIExpression(), !563)
  %5 = load i64, ptr %3, align 8, !dbg !564
  %6 = load i64, ptr %4, align 8, !dbg !565
  %7 = add nsw i64 %5, %6, !dbg !566
  ret i64 %7, !dbg !567
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #0 !dbg !568 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !569, !DIExpression(), !570)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !571, !DIExpression(), !572)
  %5 = load i64, ptr %3, align 8, !dbg !573
  %6 = load i64, ptr %4, align 8, !dbg !574
  %7 = sub nsw i64 %5, %6, !dbg !575
  ret i64 %7, !dbg !576
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_desc(ptr noundef %0, ptr noundef %1) #0 !dbg !577 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !578, !DIExpression(), !579)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !580, !DIExpression(), !581)
    #dbg_declare(ptr %5, !582, !DIExpression(), !583)
  %7 = load ptr, ptr %3, align 8, !dbg !584
  %8 = load i32, ptr %7, align 4, !dbg !585
  store i32 %8, ptr %5, align 4, !dbg !583
    #dbg_declare(ptr %6, !586, !DIExpression(), !587)
  %9 = load ptr, ptr %4, align 8, !dbg !588
  %10 = load i32, ptr %9, align 4, !dbg !589
  store i32 %10, ptr %6, align 4, !dbg !587
  %11 = load i32, ptr %5, align 4, !dbg !590
  %12 = load i32, ptr %6, align 4, !dbg !591
  %13 = icmp slt i32 %11, %12, !dbg !592
  %14 = zext i1 %13 to i32, !dbg !592
  %15 = load i32, ptr %5, align 4, !dbg !593
  %16 = load i32, ptr %6, align 4, !dbg !594
  %17 = icmp sgt i32 %15, %16, !dbg !595
  %18 = zext i1 %17 to i32, !dbg !595
  %19 = sub nsw i32 %14, %18, !dbg !596
  ret i32 %19, !dbg !597
}

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dbl(i32 noundef %0) #0 !dbg !598 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !599, !DIExpression(), !600)
  %3 = load i32, ptr %2, align 4, !dbg !601
  %4 = mul nsw i32 %3, 2, !dbg !602
  ret i32 %4, !dbg !603
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #0 !dbg !604 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !605, !DIExpression(), !606)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !607, !DIExpression(), !608)
  %5 = load i64, ptr %3, align 8, !dbg !609
  %6 = load i64, ptr %4, align 8, !dbg !610
  %7 = mul nsw i64 %5, %6, !dbg !611
  ret i64 %7, !dbg !612
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_div(i64 noundef %0, i64 noundef %1) #0 !dbg !613 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !614, !DIExpression(), !615)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !616, !DIExpression(), !617)
  %5 = load i64, ptr %4, align 8, !dbg !618
  %6 = icmp ne i64 %5, 0, !dbg !618
  br i1 %6, label %7, label %11, !dbg !618

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !619
  %9 = load i64, ptr %4, align 8, !dbg !620
  %10 = sdiv i64 %8, %9, !dbg !621
  br label %12, !dbg !618

11:                                               ; preds = %2
  br label %12, !dbg !618

12:                                               ; preds = %11, %7
  %13 = phi i64 [ %10, %7 ], [ 0, %11 ], !dbg !618
  ret i64 %13, !dbg !622
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_mod(i64 noundef %0, i64 noundef %1) #0 !dbg !623 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !624, !DIExpression(), !625)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !626, !DIExpression(), !627)
  %5 = load i64, ptr %4, align 8, !dbg !628
  %6 = icmp ne i64 %5, 0, !dbg !628
  br i1 %6, label %7, label %11, !dbg !628

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !629
  %9 = load i64, ptr %4, align 8, !dbg !630
  %10 = srem i64 %8, %9, !dbg !631
  br label %12, !dbg !628

11:                                               ; preds = %2
  br label %12, !dbg !628

12:                                               ; preds = %11, %7
  %13 = phi i64 [ %10, %7 ], [ 0, %11 ], !dbg !628
  ret i64 %13, !dbg !632
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_max(i64 noundef %0, i64 noundef %1) #0 !dbg !633 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !634, !DIExpression(), !635)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !636, !DIExpression(), !637)
  %5 = load i64, ptr %3, align 8, !dbg !638
  %6 = load i64, ptr %4, align 8, !dbg !639
  %7 = icmp sgt i64 %5, %6, !dbg !640
  br i1 %7, label %8, label %10, !dbg !638

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8, !dbg !641
  br label %12, !dbg !638

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8, !dbg !642
  br label %12, !dbg !638

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ], !dbg !638
  ret i64 %13, !dbg !643
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @inc(i32 noundef %0) #0 !dbg !644 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !645, !DIExpression(), !646)
  %3 = load i32, ptr %2, align 4, !dbg !647
  %4 = add nsw i32 %3, 1, !dbg !648
  ret i32 %4, !dbg !649
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sqr(i32 noundef %0) #0 !dbg !650 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !651, !DIExpression(), !652)
  %3 = load i32, ptr %2, align 4, !dbg !653
  %4 = load i32, ptr %2, align 4, !dbg !654
  %5 = mul nsw i32 %3, %4, !dbg !655
  ret i32 %5, !dbg !656
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111}
!llvm.ident = !{!112}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "func_ptrs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "61282b70448c9daa42c4370c0341a10e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 36)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "ops", scope: !24, file: !2, line: 19, type: !97, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !36, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !27, !32, !33}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !2, line: 6, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31, !31}
!31 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{!0, !7, !12, !17, !37, !42, !47, !52, !57, !62, !67, !72, !74, !79, !22, !84}
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 22)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 5)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 4)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 7)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 14)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 17)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 53)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !49, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 128, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 2)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 132, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 29)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "table", scope: !86, file: !2, line: 61, type: !93, isLocal: true, isDefinition: true)
!86 = distinct !DISubprogram(name: "pick", scope: !2, file: !2, line: 60, type: !87, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!87 = !DISubroutineType(types: !88)
!88 = !{!89, !35}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DISubroutineType(types: !91)
!91 = !{!35, !35}
!92 = !{}
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 192, elements: !95)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!95 = !{!96}
!96 = !DISubrange(count: 3)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 768, elements: !103)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 16, size: 128, elements: !100)
!100 = !{!101, !102}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !99, file: !2, line: 17, baseType: !4, size: 8)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !99, file: !2, line: 18, baseType: !27, size: 64, offset: 64)
!103 = !{!104}
!104 = !DISubrange(count: 6)
!105 = !{i32 7, !"Dwarf Version", i32 5}
!106 = !{i32 2, !"Debug Info Version", i32 3}
!107 = !{i32 1, !"wchar_size", i32 4}
!108 = !{i32 8, !"PIC Level", i32 2}
!109 = !{i32 7, !"PIE Level", i32 2}
!110 = !{i32 7, !"uwtable", i32 2}
!111 = !{i32 7, !"frame-pointer", i32 2}
!112 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!113 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 79, type: !114, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !24, retainedNodes: !92)
!114 = !DISubroutineType(types: !115)
!115 = !{!35}
!116 = !DILocalVariable(name: "prog", scope: !113, file: !2, line: 80, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!119 = !DILocation(line: 80, column: 17, scope: !113)
!120 = !DILocalVariable(name: "acc", scope: !113, file: !2, line: 81, type: !31)
!121 = !DILocation(line: 81, column: 10, scope: !113)
!122 = !DILocalVariable(name: "p", scope: !123, file: !2, line: 82, type: !117)
!123 = distinct !DILexicalBlock(scope: !113, file: !2, line: 82, column: 5)
!124 = !DILocation(line: 82, column: 22, scope: !123)
!125 = !DILocation(line: 82, column: 26, scope: !123)
!126 = !DILocation(line: 82, column: 10, scope: !123)
!127 = !DILocation(line: 82, column: 33, scope: !128)
!128 = distinct !DILexicalBlock(scope: !123, file: !2, line: 82, column: 5)
!129 = !DILocation(line: 82, column: 32, scope: !128)
!130 = !DILocation(line: 82, column: 5, scope: !123)
!131 = !DILocalVariable(name: "sym", scope: !132, file: !2, line: 83, type: !4)
!132 = distinct !DILexicalBlock(scope: !128, file: !2, line: 82, column: 44)
!133 = !DILocation(line: 83, column: 14, scope: !132)
!134 = !DILocation(line: 83, column: 21, scope: !132)
!135 = !DILocation(line: 83, column: 20, scope: !132)
!136 = !DILocalVariable(name: "f", scope: !132, file: !2, line: 84, type: !27)
!137 = !DILocation(line: 84, column: 15, scope: !132)
!138 = !DILocation(line: 84, column: 26, scope: !132)
!139 = !DILocation(line: 84, column: 19, scope: !132)
!140 = !DILocalVariable(name: "arg", scope: !132, file: !2, line: 85, type: !31)
!141 = !DILocation(line: 85, column: 14, scope: !132)
!142 = !DILocation(line: 85, column: 20, scope: !132)
!143 = !DILocation(line: 85, column: 25, scope: !132)
!144 = !DILocation(line: 86, column: 13, scope: !145)
!145 = distinct !DILexicalBlock(scope: !132, file: !2, line: 86, column: 13)
!146 = !DILocation(line: 86, column: 18, scope: !145)
!147 = !DILocation(line: 86, column: 13, scope: !132)
!148 = !DILocation(line: 87, column: 17, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !2, line: 86, column: 26)
!150 = !DILocation(line: 88, column: 15, scope: !149)
!151 = !DILocation(line: 89, column: 9, scope: !149)
!152 = !DILocalVariable(name: "before", scope: !132, file: !2, line: 90, type: !31)
!153 = !DILocation(line: 90, column: 14, scope: !132)
!154 = !DILocation(line: 90, column: 23, scope: !132)
!155 = !DILocation(line: 91, column: 15, scope: !132)
!156 = !DILocation(line: 91, column: 17, scope: !132)
!157 = !DILocation(line: 91, column: 22, scope: !132)
!158 = !DILocation(line: 91, column: 13, scope: !132)
!159 = !DILocation(line: 92, column: 38, scope: !132)
!160 = !DILocation(line: 92, column: 46, scope: !132)
!161 = !DILocation(line: 92, column: 51, scope: !132)
!162 = !DILocation(line: 92, column: 56, scope: !132)
!163 = !DILocation(line: 92, column: 9, scope: !132)
!164 = !DILocation(line: 93, column: 5, scope: !132)
!165 = !DILocation(line: 82, column: 38, scope: !128)
!166 = !DILocation(line: 82, column: 5, scope: !128)
!167 = distinct !{!167, !130, !168, !169}
!168 = !DILocation(line: 93, column: 5, scope: !123)
!169 = !{!"llvm.loop.mustprogress"}
!170 = !DILocalVariable(name: "data", scope: !113, file: !2, line: 94, type: !171)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 320, elements: !172)
!172 = !{!173}
!173 = !DISubrange(count: 10)
!174 = !DILocation(line: 94, column: 9, scope: !113)
!175 = !DILocalVariable(name: "sum", scope: !113, file: !2, line: 95, type: !31)
!176 = !DILocation(line: 95, column: 10, scope: !113)
!177 = !DILocalVariable(name: "mx", scope: !113, file: !2, line: 96, type: !35)
!178 = !DILocation(line: 96, column: 9, scope: !113)
!179 = !DILocation(line: 96, column: 14, scope: !113)
!180 = !DILocalVariable(name: "h", scope: !113, file: !2, line: 97, type: !181)
!181 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hist", file: !2, line: 40, size: 160, elements: !182)
!182 = !{!183}
!183 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !181, file: !2, line: 41, baseType: !184, size: 160)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 160, elements: !45)
!185 = !DILocation(line: 97, column: 17, scope: !113)
!186 = !DILocation(line: 98, column: 14, scope: !113)
!187 = !DILocation(line: 98, column: 5, scope: !113)
!188 = !DILocation(line: 99, column: 14, scope: !113)
!189 = !DILocation(line: 99, column: 5, scope: !113)
!190 = !DILocation(line: 100, column: 14, scope: !113)
!191 = !DILocation(line: 100, column: 5, scope: !113)
!192 = !DILocation(line: 101, column: 52, scope: !113)
!193 = !DILocation(line: 101, column: 57, scope: !113)
!194 = !DILocation(line: 101, column: 63, scope: !113)
!195 = !DILocation(line: 101, column: 61, scope: !113)
!196 = !DILocation(line: 101, column: 77, scope: !113)
!197 = !DILocation(line: 101, column: 75, scope: !113)
!198 = !DILocation(line: 102, column: 14, scope: !113)
!199 = !DILocation(line: 102, column: 12, scope: !113)
!200 = !DILocation(line: 102, column: 28, scope: !113)
!201 = !DILocation(line: 102, column: 26, scope: !113)
!202 = !DILocation(line: 102, column: 42, scope: !113)
!203 = !DILocation(line: 102, column: 40, scope: !113)
!204 = !DILocation(line: 101, column: 5, scope: !113)
!205 = !DILocalVariable(name: "la", scope: !113, file: !2, line: 103, type: !206)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 512, elements: !207)
!207 = !{!208}
!208 = !DISubrange(count: 8)
!209 = !DILocation(line: 103, column: 10, scope: !113)
!210 = !DILocalVariable(name: "i", scope: !211, file: !2, line: 104, type: !212)
!211 = distinct !DILexicalBlock(scope: !113, file: !2, line: 104, column: 5)
!212 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !213, line: 18, baseType: !214)
!213 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!214 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!215 = !DILocation(line: 104, column: 17, scope: !211)
!216 = !DILocation(line: 104, column: 10, scope: !211)
!217 = !DILocation(line: 104, column: 24, scope: !218)
!218 = distinct !DILexicalBlock(scope: !211, file: !2, line: 104, column: 5)
!219 = !DILocation(line: 104, column: 26, scope: !218)
!220 = !DILocation(line: 104, column: 5, scope: !211)
!221 = !DILocation(line: 105, column: 39, scope: !218)
!222 = !DILocation(line: 105, column: 35, scope: !218)
!223 = !DILocation(line: 105, column: 42, scope: !218)
!224 = !DILocation(line: 105, column: 52, scope: !218)
!225 = !DILocation(line: 105, column: 63, scope: !218)
!226 = !DILocation(line: 105, column: 59, scope: !218)
!227 = !DILocation(line: 105, column: 66, scope: !218)
!228 = !DILocation(line: 105, column: 70, scope: !218)
!229 = !DILocation(line: 105, column: 90, scope: !218)
!230 = !DILocation(line: 105, column: 86, scope: !218)
!231 = !DILocation(line: 105, column: 93, scope: !218)
!232 = !DILocation(line: 105, column: 47, scope: !218)
!233 = !DILocation(line: 105, column: 9, scope: !218)
!234 = !DILocation(line: 104, column: 57, scope: !218)
!235 = !DILocation(line: 104, column: 5, scope: !218)
!236 = distinct !{!236, !220, !237, !169}
!237 = !DILocation(line: 105, column: 96, scope: !211)
!238 = !DILocalVariable(name: "i", scope: !239, file: !2, line: 106, type: !35)
!239 = distinct !DILexicalBlock(scope: !113, file: !2, line: 106, column: 5)
!240 = !DILocation(line: 106, column: 14, scope: !239)
!241 = !DILocation(line: 106, column: 10, scope: !239)
!242 = !DILocation(line: 106, column: 21, scope: !243)
!243 = distinct !DILexicalBlock(scope: !239, file: !2, line: 106, column: 5)
!244 = !DILocation(line: 106, column: 23, scope: !243)
!245 = !DILocation(line: 106, column: 5, scope: !239)
!246 = !DILocalVariable(name: "j", scope: !247, file: !2, line: 107, type: !35)
!247 = distinct !DILexicalBlock(scope: !243, file: !2, line: 107, column: 9)
!248 = !DILocation(line: 107, column: 18, scope: !247)
!249 = !DILocation(line: 107, column: 14, scope: !247)
!250 = !DILocation(line: 107, column: 25, scope: !251)
!251 = distinct !DILexicalBlock(scope: !247, file: !2, line: 107, column: 9)
!252 = !DILocation(line: 107, column: 27, scope: !251)
!253 = !DILocation(line: 107, column: 9, scope: !247)
!254 = !DILocation(line: 108, column: 46, scope: !251)
!255 = !DILocation(line: 108, column: 49, scope: !251)
!256 = !DILocation(line: 108, column: 71, scope: !251)
!257 = !DILocation(line: 108, column: 66, scope: !251)
!258 = !DILocation(line: 108, column: 80, scope: !251)
!259 = !DILocation(line: 108, column: 75, scope: !251)
!260 = !DILocation(line: 108, column: 52, scope: !251)
!261 = !DILocation(line: 108, column: 13, scope: !251)
!262 = !DILocation(line: 107, column: 33, scope: !251)
!263 = !DILocation(line: 107, column: 9, scope: !251)
!264 = distinct !{!264, !253, !265, !169}
!265 = !DILocation(line: 108, column: 86, scope: !247)
!266 = !DILocation(line: 106, column: 29, scope: !243)
!267 = !DILocation(line: 106, column: 5, scope: !243)
!268 = distinct !{!268, !245, !269, !169}
!269 = !DILocation(line: 108, column: 86, scope: !239)
!270 = !DILocalVariable(name: "shapes", scope: !113, file: !2, line: 109, type: !271)
!271 = !DICompositeType(tag: DW_TAG_array_type, baseType: !272, size: 768, elements: !95)
!272 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "shape", file: !2, line: 65, size: 256, elements: !273)
!273 = !{!274, !275, !282, !283}
!274 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !272, file: !2, line: 66, baseType: !117, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "area", scope: !272, file: !2, line: 67, baseType: !276, size: 64, offset: 64)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !277, size: 64)
!277 = !DISubroutineType(types: !278)
!278 = !{!279, !280}
!279 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !281, size: 64)
!281 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !272)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !272, file: !2, line: 68, baseType: !279, size: 64, offset: 128)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !272, file: !2, line: 68, baseType: !279, size: 64, offset: 192)
!284 = !DILocation(line: 109, column: 18, scope: !113)
!285 = !DILocalVariable(name: "total", scope: !113, file: !2, line: 112, type: !279)
!286 = !DILocation(line: 112, column: 12, scope: !113)
!287 = !DILocalVariable(name: "i", scope: !288, file: !2, line: 113, type: !35)
!288 = distinct !DILexicalBlock(scope: !113, file: !2, line: 113, column: 5)
!289 = !DILocation(line: 113, column: 14, scope: !288)
!290 = !DILocation(line: 113, column: 10, scope: !288)
!291 = !DILocation(line: 113, column: 21, scope: !292)
!292 = distinct !DILexicalBlock(scope: !288, file: !2, line: 113, column: 5)
!293 = !DILocation(line: 113, column: 23, scope: !292)
!294 = !DILocation(line: 113, column: 5, scope: !288)
!295 = !DILocalVariable(name: "ar", scope: !296, file: !2, line: 114, type: !279)
!296 = distinct !DILexicalBlock(scope: !292, file: !2, line: 113, column: 33)
!297 = !DILocation(line: 114, column: 16, scope: !296)
!298 = !DILocation(line: 114, column: 28, scope: !296)
!299 = !DILocation(line: 114, column: 21, scope: !296)
!300 = !DILocation(line: 114, column: 31, scope: !296)
!301 = !DILocation(line: 114, column: 44, scope: !296)
!302 = !DILocation(line: 114, column: 37, scope: !296)
!303 = !DILocation(line: 115, column: 18, scope: !296)
!304 = !DILocation(line: 115, column: 15, scope: !296)
!305 = !DILocation(line: 116, column: 41, scope: !296)
!306 = !DILocation(line: 116, column: 34, scope: !296)
!307 = !DILocation(line: 116, column: 44, scope: !296)
!308 = !DILocation(line: 116, column: 50, scope: !296)
!309 = !DILocation(line: 116, column: 9, scope: !296)
!310 = !DILocation(line: 117, column: 5, scope: !296)
!311 = !DILocation(line: 113, column: 29, scope: !292)
!312 = !DILocation(line: 113, column: 5, scope: !292)
!313 = distinct !{!313, !294, !314, !169}
!314 = !DILocation(line: 117, column: 5, scope: !288)
!315 = !DILocation(line: 118, column: 33, scope: !113)
!316 = !DILocation(line: 118, column: 5, scope: !113)
!317 = !DILocalVariable(name: "none", scope: !113, file: !2, line: 120, type: !27)
!318 = !DILocation(line: 120, column: 11, scope: !113)
!319 = !DILocation(line: 120, column: 18, scope: !113)
!320 = !DILocation(line: 121, column: 69, scope: !113)
!321 = !DILocation(line: 121, column: 74, scope: !113)
!322 = !DILocation(line: 122, column: 12, scope: !113)
!323 = !DILocation(line: 122, column: 24, scope: !113)
!324 = !DILocation(line: 122, column: 35, scope: !113)
!325 = !DILocation(line: 122, column: 47, scope: !113)
!326 = !DILocation(line: 121, column: 5, scope: !113)
!327 = !DILocalVariable(name: "cmp", scope: !113, file: !2, line: 124, type: !328)
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !329, size: 64)
!329 = !DISubroutineType(types: !330)
!330 = !{!35, !331, !331}
!331 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !332, size: 64)
!332 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!333 = !DILocation(line: 124, column: 11, scope: !113)
!334 = !DILocation(line: 125, column: 11, scope: !113)
!335 = !DILocation(line: 125, column: 37, scope: !113)
!336 = !DILocation(line: 125, column: 5, scope: !113)
!337 = !DILocalVariable(name: "i", scope: !338, file: !2, line: 126, type: !35)
!338 = distinct !DILexicalBlock(scope: !113, file: !2, line: 126, column: 5)
!339 = !DILocation(line: 126, column: 14, scope: !338)
!340 = !DILocation(line: 126, column: 10, scope: !338)
!341 = !DILocation(line: 126, column: 21, scope: !342)
!342 = distinct !DILexicalBlock(scope: !338, file: !2, line: 126, column: 5)
!343 = !DILocation(line: 126, column: 23, scope: !342)
!344 = !DILocation(line: 126, column: 5, scope: !338)
!345 = !DILocation(line: 127, column: 28, scope: !342)
!346 = !DILocation(line: 127, column: 23, scope: !342)
!347 = !DILocation(line: 127, column: 9, scope: !342)
!348 = !DILocation(line: 126, column: 30, scope: !342)
!349 = !DILocation(line: 126, column: 5, scope: !342)
!350 = distinct !{!350, !344, !351, !169}
!351 = !DILocation(line: 127, column: 30, scope: !338)
!352 = !DILocation(line: 128, column: 5, scope: !113)
!353 = !DILocalVariable(name: "fp", scope: !113, file: !2, line: 130, type: !89)
!354 = !DILocation(line: 130, column: 11, scope: !113)
!355 = !DILocalVariable(name: "fpp", scope: !113, file: !2, line: 131, type: !356)
!356 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!357 = !DILocation(line: 131, column: 12, scope: !113)
!358 = !DILocation(line: 132, column: 47, scope: !113)
!359 = !DILocation(line: 132, column: 46, scope: !113)
!360 = !DILocation(line: 132, column: 45, scope: !113)
!361 = !DILocation(line: 132, column: 60, scope: !113)
!362 = !DILocation(line: 132, column: 59, scope: !113)
!363 = !DILocation(line: 132, column: 57, scope: !113)
!364 = !DILocation(line: 132, column: 5, scope: !113)
!365 = !DILocation(line: 133, column: 5, scope: !113)
!366 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 22, type: !367, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!367 = !DISubroutineType(types: !368)
!368 = !{!27, !4}
!369 = !DILocalVariable(name: "sym", arg: 1, scope: !366, file: !2, line: 22, type: !4)
!370 = !DILocation(line: 22, column: 26, scope: !366)
!371 = !DILocalVariable(name: "i", scope: !372, file: !2, line: 23, type: !212)
!372 = distinct !DILexicalBlock(scope: !366, file: !2, line: 23, column: 5)
!373 = !DILocation(line: 23, column: 17, scope: !372)
!374 = !DILocation(line: 23, column: 10, scope: !372)
!375 = !DILocation(line: 23, column: 24, scope: !376)
!376 = distinct !DILexicalBlock(scope: !372, file: !2, line: 23, column: 5)
!377 = !DILocation(line: 23, column: 26, scope: !376)
!378 = !DILocation(line: 23, column: 5, scope: !372)
!379 = !DILocation(line: 24, column: 17, scope: !380)
!380 = distinct !DILexicalBlock(scope: !376, file: !2, line: 24, column: 13)
!381 = !DILocation(line: 24, column: 13, scope: !380)
!382 = !DILocation(line: 24, column: 20, scope: !380)
!383 = !DILocation(line: 24, column: 27, scope: !380)
!384 = !DILocation(line: 24, column: 24, scope: !380)
!385 = !DILocation(line: 24, column: 13, scope: !376)
!386 = !DILocation(line: 25, column: 24, scope: !380)
!387 = !DILocation(line: 25, column: 20, scope: !380)
!388 = !DILocation(line: 25, column: 27, scope: !380)
!389 = !DILocation(line: 25, column: 13, scope: !380)
!390 = !DILocation(line: 23, column: 57, scope: !376)
!391 = !DILocation(line: 23, column: 5, scope: !376)
!392 = distinct !{!392, !378, !393, !169}
!393 = !DILocation(line: 25, column: 27, scope: !372)
!394 = !DILocation(line: 26, column: 5, scope: !366)
!395 = !DILocation(line: 27, column: 1, scope: !366)
!396 = distinct !DISubprogram(name: "for_each", scope: !2, file: !2, line: 29, type: !397, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!397 = !DISubroutineType(types: !398)
!398 = !{null, !33, !35, !399, !26}
!399 = !DIDerivedType(tag: DW_TAG_typedef, name: "visitor", file: !2, line: 7, baseType: !400)
!400 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !401, size: 64)
!401 = !DISubroutineType(types: !402)
!402 = !{null, !35, !26}
!403 = !DILocalVariable(name: "a", arg: 1, scope: !396, file: !2, line: 29, type: !33)
!404 = !DILocation(line: 29, column: 33, scope: !396)
!405 = !DILocalVariable(name: "n", arg: 2, scope: !396, file: !2, line: 29, type: !35)
!406 = !DILocation(line: 29, column: 40, scope: !396)
!407 = !DILocalVariable(name: "v", arg: 3, scope: !396, file: !2, line: 29, type: !399)
!408 = !DILocation(line: 29, column: 51, scope: !396)
!409 = !DILocalVariable(name: "ctx", arg: 4, scope: !396, file: !2, line: 29, type: !26)
!410 = !DILocation(line: 29, column: 60, scope: !396)
!411 = !DILocalVariable(name: "i", scope: !412, file: !2, line: 30, type: !35)
!412 = distinct !DILexicalBlock(scope: !396, file: !2, line: 30, column: 5)
!413 = !DILocation(line: 30, column: 14, scope: !412)
!414 = !DILocation(line: 30, column: 10, scope: !412)
!415 = !DILocation(line: 30, column: 21, scope: !416)
!416 = distinct !DILexicalBlock(scope: !412, file: !2, line: 30, column: 5)
!417 = !DILocation(line: 30, column: 25, scope: !416)
!418 = !DILocation(line: 30, column: 23, scope: !416)
!419 = !DILocation(line: 30, column: 5, scope: !412)
!420 = !DILocation(line: 31, column: 9, scope: !416)
!421 = !DILocation(line: 31, column: 11, scope: !416)
!422 = !DILocation(line: 31, column: 13, scope: !416)
!423 = !DILocation(line: 31, column: 17, scope: !416)
!424 = !DILocation(line: 30, column: 29, scope: !416)
!425 = !DILocation(line: 30, column: 5, scope: !416)
!426 = distinct !{!426, !419, !427, !169}
!427 = !DILocation(line: 31, column: 20, scope: !412)
!428 = !DILocation(line: 32, column: 1, scope: !396)
!429 = distinct !DISubprogram(name: "sum_visitor", scope: !2, file: !2, line: 34, type: !401, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!430 = !DILocalVariable(name: "value", arg: 1, scope: !429, file: !2, line: 34, type: !35)
!431 = !DILocation(line: 34, column: 29, scope: !429)
!432 = !DILocalVariable(name: "ctx", arg: 2, scope: !429, file: !2, line: 34, type: !26)
!433 = !DILocation(line: 34, column: 42, scope: !429)
!434 = !DILocation(line: 34, column: 65, scope: !429)
!435 = !DILocation(line: 34, column: 58, scope: !429)
!436 = !DILocation(line: 34, column: 62, scope: !429)
!437 = !DILocation(line: 34, column: 72, scope: !429)
!438 = distinct !DISubprogram(name: "max_visitor", scope: !2, file: !2, line: 35, type: !401, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!439 = !DILocalVariable(name: "value", arg: 1, scope: !438, file: !2, line: 35, type: !35)
!440 = !DILocation(line: 35, column: 29, scope: !438)
!441 = !DILocalVariable(name: "ctx", arg: 2, scope: !438, file: !2, line: 35, type: !26)
!442 = !DILocation(line: 35, column: 42, scope: !438)
!443 = !DILocalVariable(name: "m", scope: !438, file: !2, line: 36, type: !444)
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!445 = !DILocation(line: 36, column: 10, scope: !438)
!446 = !DILocation(line: 36, column: 14, scope: !438)
!447 = !DILocation(line: 37, column: 9, scope: !448)
!448 = distinct !DILexicalBlock(scope: !438, file: !2, line: 37, column: 9)
!449 = !DILocation(line: 37, column: 18, scope: !448)
!450 = !DILocation(line: 37, column: 17, scope: !448)
!451 = !DILocation(line: 37, column: 15, scope: !448)
!452 = !DILocation(line: 37, column: 9, scope: !438)
!453 = !DILocation(line: 38, column: 14, scope: !448)
!454 = !DILocation(line: 38, column: 10, scope: !448)
!455 = !DILocation(line: 38, column: 12, scope: !448)
!456 = !DILocation(line: 38, column: 9, scope: !448)
!457 = !DILocation(line: 39, column: 1, scope: !438)
!458 = distinct !DISubprogram(name: "hist_visitor", scope: !2, file: !2, line: 43, type: !401, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!459 = !DILocalVariable(name: "value", arg: 1, scope: !458, file: !2, line: 43, type: !35)
!460 = !DILocation(line: 43, column: 30, scope: !458)
!461 = !DILocalVariable(name: "ctx", arg: 2, scope: !458, file: !2, line: 43, type: !26)
!462 = !DILocation(line: 43, column: 43, scope: !458)
!463 = !DILocalVariable(name: "h", scope: !458, file: !2, line: 44, type: !464)
!464 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!465 = !DILocation(line: 44, column: 18, scope: !458)
!466 = !DILocation(line: 44, column: 22, scope: !458)
!467 = !DILocation(line: 45, column: 5, scope: !458)
!468 = !DILocation(line: 45, column: 8, scope: !458)
!469 = !DILocation(line: 45, column: 17, scope: !458)
!470 = !DILocation(line: 45, column: 23, scope: !458)
!471 = !DILocation(line: 45, column: 27, scope: !458)
!472 = !DILocation(line: 45, column: 32, scope: !458)
!473 = !DILocation(line: 45, column: 36, scope: !458)
!474 = !DILocation(line: 46, column: 1, scope: !458)
!475 = distinct !DISubprogram(name: "fold", scope: !2, file: !2, line: 48, type: !476, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!476 = !DISubroutineType(types: !477)
!477 = !{!31, !478, !35, !31, !27}
!478 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !479, size: 64)
!479 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!480 = !DILocalVariable(name: "a", arg: 1, scope: !475, file: !2, line: 48, type: !478)
!481 = !DILocation(line: 48, column: 30, scope: !475)
!482 = !DILocalVariable(name: "n", arg: 2, scope: !475, file: !2, line: 48, type: !35)
!483 = !DILocation(line: 48, column: 37, scope: !475)
!484 = !DILocalVariable(name: "init", arg: 3, scope: !475, file: !2, line: 48, type: !31)
!485 = !DILocation(line: 48, column: 45, scope: !475)
!486 = !DILocalVariable(name: "f", arg: 4, scope: !475, file: !2, line: 48, type: !27)
!487 = !DILocation(line: 48, column: 57, scope: !475)
!488 = !DILocalVariable(name: "acc", scope: !475, file: !2, line: 49, type: !31)
!489 = !DILocation(line: 49, column: 10, scope: !475)
!490 = !DILocation(line: 49, column: 16, scope: !475)
!491 = !DILocalVariable(name: "i", scope: !492, file: !2, line: 50, type: !35)
!492 = distinct !DILexicalBlock(scope: !475, file: !2, line: 50, column: 5)
!493 = !DILocation(line: 50, column: 14, scope: !492)
!494 = !DILocation(line: 50, column: 10, scope: !492)
!495 = !DILocation(line: 50, column: 21, scope: !496)
!496 = distinct !DILexicalBlock(scope: !492, file: !2, line: 50, column: 5)
!497 = !DILocation(line: 50, column: 25, scope: !496)
!498 = !DILocation(line: 50, column: 23, scope: !496)
!499 = !DILocation(line: 50, column: 5, scope: !492)
!500 = !DILocation(line: 51, column: 15, scope: !496)
!501 = !DILocation(line: 51, column: 17, scope: !496)
!502 = !DILocation(line: 51, column: 22, scope: !496)
!503 = !DILocation(line: 51, column: 24, scope: !496)
!504 = !DILocation(line: 51, column: 13, scope: !496)
!505 = !DILocation(line: 51, column: 9, scope: !496)
!506 = !DILocation(line: 50, column: 29, scope: !496)
!507 = !DILocation(line: 50, column: 5, scope: !496)
!508 = distinct !{!508, !499, !509, !169}
!509 = !DILocation(line: 51, column: 26, scope: !492)
!510 = !DILocation(line: 52, column: 12, scope: !475)
!511 = !DILocation(line: 52, column: 5, scope: !475)
!512 = distinct !DISubprogram(name: "compose_apply", scope: !2, file: !2, line: 55, type: !513, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!513 = !DISubroutineType(types: !514)
!514 = !{!35, !89, !89, !35}
!515 = !DILocalVariable(name: "f", arg: 1, scope: !512, file: !2, line: 55, type: !89)
!516 = !DILocation(line: 55, column: 32, scope: !512)
!517 = !DILocalVariable(name: "g", arg: 2, scope: !512, file: !2, line: 55, type: !89)
!518 = !DILocation(line: 55, column: 47, scope: !512)
!519 = !DILocalVariable(name: "x", arg: 3, scope: !512, file: !2, line: 55, type: !35)
!520 = !DILocation(line: 55, column: 60, scope: !512)
!521 = !DILocation(line: 55, column: 72, scope: !512)
!522 = !DILocation(line: 55, column: 74, scope: !512)
!523 = !DILocation(line: 55, column: 76, scope: !512)
!524 = !DILocation(line: 55, column: 65, scope: !512)
!525 = !DILocalVariable(name: "which", arg: 1, scope: !86, file: !2, line: 60, type: !35)
!526 = !DILocation(line: 60, column: 23, scope: !86)
!527 = !DILocation(line: 62, column: 18, scope: !86)
!528 = !DILocation(line: 62, column: 24, scope: !86)
!529 = !DILocation(line: 62, column: 12, scope: !86)
!530 = !DILocation(line: 62, column: 5, scope: !86)
!531 = distinct !DISubprogram(name: "rect_area", scope: !2, file: !2, line: 70, type: !277, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!532 = !DILocalVariable(name: "s", arg: 1, scope: !531, file: !2, line: 70, type: !280)
!533 = !DILocation(line: 70, column: 45, scope: !531)
!534 = !DILocation(line: 70, column: 57, scope: !531)
!535 = !DILocation(line: 70, column: 60, scope: !531)
!536 = !DILocation(line: 70, column: 64, scope: !531)
!537 = !DILocation(line: 70, column: 67, scope: !531)
!538 = !DILocation(line: 70, column: 62, scope: !531)
!539 = !DILocation(line: 70, column: 50, scope: !531)
!540 = distinct !DISubprogram(name: "tri_area", scope: !2, file: !2, line: 71, type: !277, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!541 = !DILocalVariable(name: "s", arg: 1, scope: !540, file: !2, line: 71, type: !280)
!542 = !DILocation(line: 71, column: 44, scope: !540)
!543 = !DILocation(line: 71, column: 56, scope: !540)
!544 = !DILocation(line: 71, column: 59, scope: !540)
!545 = !DILocation(line: 71, column: 63, scope: !540)
!546 = !DILocation(line: 71, column: 66, scope: !540)
!547 = !DILocation(line: 71, column: 61, scope: !540)
!548 = !DILocation(line: 71, column: 68, scope: !540)
!549 = !DILocation(line: 71, column: 49, scope: !540)
!550 = distinct !DISubprogram(name: "sq_area", scope: !2, file: !2, line: 72, type: !277, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!551 = !DILocalVariable(name: "s", arg: 1, scope: !550, file: !2, line: 72, type: !280)
!552 = !DILocation(line: 72, column: 43, scope: !550)
!553 = !DILocation(line: 72, column: 55, scope: !550)
!554 = !DILocation(line: 72, column: 58, scope: !550)
!555 = !DILocation(line: 72, column: 62, scope: !550)
!556 = !DILocation(line: 72, column: 65, scope: !550)
!557 = !DILocation(line: 72, column: 60, scope: !550)
!558 = !DILocation(line: 72, column: 48, scope: !550)
!559 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 9, type: !29, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!560 = !DILocalVariable(name: "a", arg: 1, scope: !559, file: !2, line: 9, type: !31)
!561 = !DILocation(line: 9, column: 25, scope: !559)
!562 = !DILocalVariable(name: "b", arg: 2, scope: !559, file: !2, line: 9, type: !31)
!563 = !DILocation(line: 9, column: 33, scope: !559)
!564 = !DILocation(line: 9, column: 45, scope: !559)
!565 = !DILocation(line: 9, column: 49, scope: !559)
!566 = !DILocation(line: 9, column: 47, scope: !559)
!567 = !DILocation(line: 9, column: 38, scope: !559)
!568 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 10, type: !29, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!569 = !DILocalVariable(name: "a", arg: 1, scope: !568, file: !2, line: 10, type: !31)
!570 = !DILocation(line: 10, column: 25, scope: !568)
!571 = !DILocalVariable(name: "b", arg: 2, scope: !568, file: !2, line: 10, type: !31)
!572 = !DILocation(line: 10, column: 33, scope: !568)
!573 = !DILocation(line: 10, column: 45, scope: !568)
!574 = !DILocation(line: 10, column: 49, scope: !568)
!575 = !DILocation(line: 10, column: 47, scope: !568)
!576 = !DILocation(line: 10, column: 38, scope: !568)
!577 = distinct !DISubprogram(name: "cmp_desc", scope: !2, file: !2, line: 74, type: !329, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!578 = !DILocalVariable(name: "x", arg: 1, scope: !577, file: !2, line: 74, type: !331)
!579 = !DILocation(line: 74, column: 33, scope: !577)
!580 = !DILocalVariable(name: "y", arg: 2, scope: !577, file: !2, line: 74, type: !331)
!581 = !DILocation(line: 74, column: 48, scope: !577)
!582 = !DILocalVariable(name: "a", scope: !577, file: !2, line: 75, type: !35)
!583 = !DILocation(line: 75, column: 9, scope: !577)
!584 = !DILocation(line: 75, column: 27, scope: !577)
!585 = !DILocation(line: 75, column: 13, scope: !577)
!586 = !DILocalVariable(name: "b", scope: !577, file: !2, line: 75, type: !35)
!587 = !DILocation(line: 75, column: 30, scope: !577)
!588 = !DILocation(line: 75, column: 48, scope: !577)
!589 = !DILocation(line: 75, column: 34, scope: !577)
!590 = !DILocation(line: 76, column: 13, scope: !577)
!591 = !DILocation(line: 76, column: 17, scope: !577)
!592 = !DILocation(line: 76, column: 15, scope: !577)
!593 = !DILocation(line: 76, column: 23, scope: !577)
!594 = !DILocation(line: 76, column: 27, scope: !577)
!595 = !DILocation(line: 76, column: 25, scope: !577)
!596 = !DILocation(line: 76, column: 20, scope: !577)
!597 = !DILocation(line: 76, column: 5, scope: !577)
!598 = distinct !DISubprogram(name: "dbl", scope: !2, file: !2, line: 57, type: !90, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!599 = !DILocalVariable(name: "x", arg: 1, scope: !598, file: !2, line: 57, type: !35)
!600 = !DILocation(line: 57, column: 20, scope: !598)
!601 = !DILocation(line: 57, column: 32, scope: !598)
!602 = !DILocation(line: 57, column: 34, scope: !598)
!603 = !DILocation(line: 57, column: 25, scope: !598)
!604 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 11, type: !29, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!605 = !DILocalVariable(name: "a", arg: 1, scope: !604, file: !2, line: 11, type: !31)
!606 = !DILocation(line: 11, column: 25, scope: !604)
!607 = !DILocalVariable(name: "b", arg: 2, scope: !604, file: !2, line: 11, type: !31)
!608 = !DILocation(line: 11, column: 33, scope: !604)
!609 = !DILocation(line: 11, column: 45, scope: !604)
!610 = !DILocation(line: 11, column: 49, scope: !604)
!611 = !DILocation(line: 11, column: 47, scope: !604)
!612 = !DILocation(line: 11, column: 38, scope: !604)
!613 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 12, type: !29, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!614 = !DILocalVariable(name: "a", arg: 1, scope: !613, file: !2, line: 12, type: !31)
!615 = !DILocation(line: 12, column: 25, scope: !613)
!616 = !DILocalVariable(name: "b", arg: 2, scope: !613, file: !2, line: 12, type: !31)
!617 = !DILocation(line: 12, column: 33, scope: !613)
!618 = !DILocation(line: 12, column: 45, scope: !613)
!619 = !DILocation(line: 12, column: 49, scope: !613)
!620 = !DILocation(line: 12, column: 53, scope: !613)
!621 = !DILocation(line: 12, column: 51, scope: !613)
!622 = !DILocation(line: 12, column: 38, scope: !613)
!623 = distinct !DISubprogram(name: "op_mod", scope: !2, file: !2, line: 13, type: !29, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!624 = !DILocalVariable(name: "a", arg: 1, scope: !623, file: !2, line: 13, type: !31)
!625 = !DILocation(line: 13, column: 25, scope: !623)
!626 = !DILocalVariable(name: "b", arg: 2, scope: !623, file: !2, line: 13, type: !31)
!627 = !DILocation(line: 13, column: 33, scope: !623)
!628 = !DILocation(line: 13, column: 45, scope: !623)
!629 = !DILocation(line: 13, column: 49, scope: !623)
!630 = !DILocation(line: 13, column: 53, scope: !623)
!631 = !DILocation(line: 13, column: 51, scope: !623)
!632 = !DILocation(line: 13, column: 38, scope: !623)
!633 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 14, type: !29, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!634 = !DILocalVariable(name: "a", arg: 1, scope: !633, file: !2, line: 14, type: !31)
!635 = !DILocation(line: 14, column: 25, scope: !633)
!636 = !DILocalVariable(name: "b", arg: 2, scope: !633, file: !2, line: 14, type: !31)
!637 = !DILocation(line: 14, column: 33, scope: !633)
!638 = !DILocation(line: 14, column: 45, scope: !633)
!639 = !DILocation(line: 14, column: 49, scope: !633)
!640 = !DILocation(line: 14, column: 47, scope: !633)
!641 = !DILocation(line: 14, column: 53, scope: !633)
!642 = !DILocation(line: 14, column: 57, scope: !633)
!643 = !DILocation(line: 14, column: 38, scope: !633)
!644 = distinct !DISubprogram(name: "inc", scope: !2, file: !2, line: 56, type: !90, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!645 = !DILocalVariable(name: "x", arg: 1, scope: !644, file: !2, line: 56, type: !35)
!646 = !DILocation(line: 56, column: 20, scope: !644)
!647 = !DILocation(line: 56, column: 32, scope: !644)
!648 = !DILocation(line: 56, column: 34, scope: !644)
!649 = !DILocation(line: 56, column: 25, scope: !644)
!650 = distinct !DISubprogram(name: "sqr", scope: !2, file: !2, line: 58, type: !90, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!651 = !DILocalVariable(name: "x", arg: 1, scope: !650, file: !2, line: 58, type: !35)
!652 = !DILocation(line: 58, column: 20, scope: !650)
!653 = !DILocation(line: 58, column: 32, scope: !650)
!654 = !DILocation(line: 58, column: 36, scope: !650)
!655 = !DILocation(line: 58, column: 34, scope: !650)
!656 = !DILocation(line: 58, column: 25, scope: !650)
