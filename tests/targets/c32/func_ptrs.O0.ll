; ModuleID = 'func_ptrs.c'
source_filename = "func_ptrs.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.anon = type { i8, ptr }
%struct.shape = type { ptr, ptr, double, double }
%struct.hist = type { [5 x i32] }

@.str = private unnamed_addr constant [19 x i8] c"+5*3-2/4M9%7+100*2\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"%ld %c %ld = %ld\0A\00", align 1, !dbg !7
@__const.main.data = private unnamed_addr constant [10 x i32] [i32 5, i32 -3, i32 12, i32 7, i32 0, i32 22, i32 -8, i32 15, i32 9, i32 4], align 4
@.str.2 = private unnamed_addr constant [36 x i8] c"sum=%ld max=%d hist=%d %d %d %d %d\0A\00", align 1, !dbg !12
@__const.main.la = private unnamed_addr constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"fold %c = %ld\0A\00", align 1, !dbg !17
@ops = internal constant [6 x %struct.anon] [%struct.anon { i8 43, ptr @op_add }, %struct.anon { i8 45, ptr @op_sub }, %struct.anon { i8 42, ptr @op_mul }, %struct.anon { i8 47, ptr @op_div }, %struct.anon { i8 37, ptr @op_mod }, %struct.anon { i8 77, ptr @op_max }], align 4, !dbg !22
@.str.4 = private unnamed_addr constant [22 x i8] c"compose(%d,%d)(5)=%d\0A\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [5 x i8] c"rect\00", align 1, !dbg !42
@.str.6 = private unnamed_addr constant [4 x i8] c"tri\00", align 1, !dbg !47
@.str.7 = private unnamed_addr constant [7 x i8] c"square\00", align 1, !dbg !52
@__const.main.shapes = private unnamed_addr constant [3 x %struct.shape] [%struct.shape { ptr @.str.5, ptr @rect_area, double 3.000000e+00, double 4.000000e+00 }, %struct.shape { ptr @.str.6, ptr @tri_area, double 3.000000e+00, double 4.000000e+00 }, %struct.shape { ptr @.str.7, ptr @sq_area, double 2.500000e+00, double 0.000000e+00 }], align 4
@.str.8 = private unnamed_addr constant [14 x i8] c"%s area %.2f\0A\00", align 1, !dbg !57
@.str.9 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1, !dbg !62
@.str.10 = private unnamed_addr constant [53 x i8] c"lookup('?') is NULL: %d, add==add: %d, add==sub: %d\0A\00", align 1, !dbg !67
@.str.11 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !72
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !74
@.str.13 = private unnamed_addr constant [29 x i8] c"(*fpp)(21)=%d (**fpp)(4)=%d\0A\00", align 1, !dbg !79
@pick.table = internal constant [3 x ptr] [ptr @inc, ptr @dbl, ptr @sqr], align 4, !dbg !84

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !114 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i8, align 1
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [10 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.hist, align 4
  %13 = alloca [8 x i32], align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [3 x %struct.shape], align 4
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca ptr, align 4
  %22 = alloca ptr, align 4
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 4
  %25 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !117, !DIExpression(), !120)
  store ptr @.str, ptr %2, align 4, !dbg !120
    #dbg_declare(ptr %3, !121, !DIExpression(), !122)
  store i32 1, ptr %3, align 4, !dbg !122
    #dbg_declare(ptr %4, !123, !DIExpression(), !125)
  %26 = load ptr, ptr %2, align 4, !dbg !126
  store ptr %26, ptr %4, align 4, !dbg !125
  br label %27, !dbg !127

27:                                               ; preds = %61, %0
  %28 = load ptr, ptr %4, align 4, !dbg !128
  %29 = load i8, ptr %28, align 1, !dbg !130
  %30 = icmp ne i8 %29, 0, !dbg !131
  br i1 %30, label %31, label %64, !dbg !131

31:                                               ; preds = %27
    #dbg_declare(ptr %5, !132, !DIExpression(), !134)
  %32 = load ptr, ptr %4, align 4, !dbg !135
  %33 = load i8, ptr %32, align 1, !dbg !136
  store i8 %33, ptr %5, align 1, !dbg !134
    #dbg_declare(ptr %6, !137, !DIExpression(), !138)
  %34 = load i8, ptr %5, align 1, !dbg !139
  %35 = call ptr @lookup(i8 noundef signext %34), !dbg !140
  store ptr %35, ptr %6, align 4, !dbg !138
    #dbg_declare(ptr %7, !141, !DIExpression(), !142)
  %36 = load ptr, ptr %4, align 4, !dbg !143
  %37 = getelementptr inbounds i8, ptr %36, i32 1, !dbg !143
  %38 = load i8, ptr %37, align 1, !dbg !143
  %39 = sext i8 %38 to i32, !dbg !143
  %40 = sub nsw i32 %39, 48, !dbg !144
  store i32 %40, ptr %7, align 4, !dbg !142
  %41 = load ptr, ptr %4, align 4, !dbg !145
  %42 = getelementptr inbounds i8, ptr %41, i32 1, !dbg !145
  %43 = load i8, ptr %42, align 1, !dbg !145
  %44 = sext i8 %43 to i32, !dbg !145
  %45 = icmp eq i32 %44, 49, !dbg !147
  br i1 %45, label %46, label %49, !dbg !148

46:                                               ; preds = %31
  store i32 100, ptr %7, align 4, !dbg !149
  %47 = load ptr, ptr %4, align 4, !dbg !151
  %48 = getelementptr inbounds i8, ptr %47, i32 2, !dbg !151
  store ptr %48, ptr %4, align 4, !dbg !151
  br label %49, !dbg !152

49:                                               ; preds = %46, %31
    #dbg_declare(ptr %8, !153, !DIExpression(), !154)
  %50 = load i32, ptr %3, align 4, !dbg !155
  store i32 %50, ptr %8, align 4, !dbg !154
  %51 = load ptr, ptr %6, align 4, !dbg !156
  %52 = load i32, ptr %3, align 4, !dbg !157
  %53 = load i32, ptr %7, align 4, !dbg !158
  %54 = call i32 %51(i32 noundef %52, i32 noundef %53), !dbg !156
  store i32 %54, ptr %3, align 4, !dbg !159
  %55 = load i32, ptr %8, align 4, !dbg !160
  %56 = load i8, ptr %5, align 1, !dbg !161
  %57 = sext i8 %56 to i32, !dbg !161
  %58 = load i32, ptr %7, align 4, !dbg !162
  %59 = load i32, ptr %3, align 4, !dbg !163
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %55, i32 noundef %57, i32 noundef %58, i32 noundef %59), !dbg !164
  br label %61, !dbg !165

61:                                               ; preds = %49
  %62 = load ptr, ptr %4, align 4, !dbg !166
  %63 = getelementptr inbounds i8, ptr %62, i32 2, !dbg !166
  store ptr %63, ptr %4, align 4, !dbg !166
  br label %27, !dbg !167, !llvm.loop !168

64:                                               ; preds = %27
    #dbg_declare(ptr %9, !171, !DIExpression(), !175)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %9, ptr align 4 @__const.main.data, i32 40, i1 false), !dbg !175
    #dbg_declare(ptr %10, !176, !DIExpression(), !177)
  store i32 0, ptr %10, align 4, !dbg !177
    #dbg_declare(ptr %11, !178, !DIExpression(), !179)
  %65 = getelementptr inbounds [10 x i32], ptr %9, i32 0, i32 0, !dbg !180
  %66 = load i32, ptr %65, align 4, !dbg !180
  store i32 %66, ptr %11, align 4, !dbg !179
    #dbg_declare(ptr %12, !181, !DIExpression(), !186)
  call void @llvm.memset.p0.i32(ptr align 4 %12, i8 0, i32 20, i1 false), !dbg !186
  %67 = getelementptr inbounds [10 x i32], ptr %9, i32 0, i32 0, !dbg !187
  call void @for_each(ptr noundef %67, i32 noundef 10, ptr noundef @sum_visitor, ptr noundef %10), !dbg !188
  %68 = getelementptr inbounds [10 x i32], ptr %9, i32 0, i32 0, !dbg !189
  call void @for_each(ptr noundef %68, i32 noundef 10, ptr noundef @max_visitor, ptr noundef %11), !dbg !190
  %69 = getelementptr inbounds [10 x i32], ptr %9, i32 0, i32 0, !dbg !191
  call void @for_each(ptr noundef %69, i32 noundef 10, ptr noundef @hist_visitor, ptr noundef %12), !dbg !192
  %70 = load i32, ptr %10, align 4, !dbg !193
  %71 = load i32, ptr %11, align 4, !dbg !194
  %72 = getelementptr inbounds %struct.hist, ptr %12, i32 0, i32 0, !dbg !195
  %73 = getelementptr inbounds [5 x i32], ptr %72, i32 0, i32 0, !dbg !196
  %74 = load i32, ptr %73, align 4, !dbg !196
  %75 = getelementptr inbounds %struct.hist, ptr %12, i32 0, i32 0, !dbg !197
  %76 = getelementptr inbounds [5 x i32], ptr %75, i32 0, i32 1, !dbg !198
  %77 = load i32, ptr %76, align 4, !dbg !198
  %78 = getelementptr inbounds %struct.hist, ptr %12, i32 0, i32 0, !dbg !199
  %79 = getelementptr inbounds [5 x i32], ptr %78, i32 0, i32 2, !dbg !200
  %80 = load i32, ptr %79, align 4, !dbg !200
  %81 = getelementptr inbounds %struct.hist, ptr %12, i32 0, i32 0, !dbg !201
  %82 = getelementptr inbounds [5 x i32], ptr %81, i32 0, i32 3, !dbg !202
  %83 = load i32, ptr %82, align 4, !dbg !202
  %84 = getelementptr inbounds %struct.hist, ptr %12, i32 0, i32 0, !dbg !203
  %85 = getelementptr inbounds [5 x i32], ptr %84, i32 0, i32 4, !dbg !204
  %86 = load i32, ptr %85, align 4, !dbg !204
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %70, i32 noundef %71, i32 noundef %74, i32 noundef %77, i32 noundef %80, i32 noundef %83, i32 noundef %86), !dbg !205
    #dbg_declare(ptr %13, !206, !DIExpression(), !210)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %13, ptr align 4 @__const.main.la, i32 32, i1 false), !dbg !210
    #dbg_declare(ptr %14, !211, !DIExpression(), !216)
  store i32 0, ptr %14, align 4, !dbg !216
  br label %88, !dbg !217

88:                                               ; preds = %112, %64
  %89 = load i32, ptr %14, align 4, !dbg !218
  %90 = icmp ult i32 %89, 6, !dbg !220
  br i1 %90, label %91, label %115, !dbg !221

91:                                               ; preds = %88
  %92 = load i32, ptr %14, align 4, !dbg !222
  %93 = getelementptr inbounds [6 x %struct.anon], ptr @ops, i32 0, i32 %92, !dbg !223
  %94 = getelementptr inbounds %struct.anon, ptr %93, i32 0, i32 0, !dbg !224
  %95 = load i8, ptr %94, align 4, !dbg !224
  %96 = sext i8 %95 to i32, !dbg !223
  %97 = getelementptr inbounds [8 x i32], ptr %13, i32 0, i32 0, !dbg !225
  %98 = load i32, ptr %14, align 4, !dbg !226
  %99 = getelementptr inbounds [6 x %struct.anon], ptr @ops, i32 0, i32 %98, !dbg !227
  %100 = getelementptr inbounds %struct.anon, ptr %99, i32 0, i32 0, !dbg !228
  %101 = load i8, ptr %100, align 4, !dbg !228
  %102 = sext i8 %101 to i32, !dbg !227
  %103 = icmp eq i32 %102, 42, !dbg !229
  %104 = zext i1 %103 to i64, !dbg !227
  %105 = select i1 %103, i32 1, i32 0, !dbg !227
  %106 = load i32, ptr %14, align 4, !dbg !230
  %107 = getelementptr inbounds [6 x %struct.anon], ptr @ops, i32 0, i32 %106, !dbg !231
  %108 = getelementptr inbounds %struct.anon, ptr %107, i32 0, i32 1, !dbg !232
  %109 = load ptr, ptr %108, align 4, !dbg !232
  %110 = call i32 @fold(ptr noundef %97, i32 noundef 8, i32 noundef %105, ptr noundef %109), !dbg !233
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %96, i32 noundef %110), !dbg !234
  br label %112, !dbg !234

112:                                              ; preds = %91
  %113 = load i32, ptr %14, align 4, !dbg !235
  %114 = add i32 %113, 1, !dbg !235
  store i32 %114, ptr %14, align 4, !dbg !235
  br label %88, !dbg !236, !llvm.loop !237

115:                                              ; preds = %88
    #dbg_declare(ptr %15, !239, !DIExpression(), !241)
  store i32 0, ptr %15, align 4, !dbg !241
  br label %116, !dbg !242

116:                                              ; preds = %136, %115
  %117 = load i32, ptr %15, align 4, !dbg !243
  %118 = icmp slt i32 %117, 3, !dbg !245
  br i1 %118, label %119, label %139, !dbg !246

119:                                              ; preds = %116
    #dbg_declare(ptr %16, !247, !DIExpression(), !249)
  store i32 0, ptr %16, align 4, !dbg !249
  br label %120, !dbg !250

120:                                              ; preds = %132, %119
  %121 = load i32, ptr %16, align 4, !dbg !251
  %122 = icmp slt i32 %121, 3, !dbg !253
  br i1 %122, label %123, label %135, !dbg !254

123:                                              ; preds = %120
  %124 = load i32, ptr %15, align 4, !dbg !255
  %125 = load i32, ptr %16, align 4, !dbg !256
  %126 = load i32, ptr %15, align 4, !dbg !257
  %127 = call ptr @pick(i32 noundef %126), !dbg !258
  %128 = load i32, ptr %16, align 4, !dbg !259
  %129 = call ptr @pick(i32 noundef %128), !dbg !260
  %130 = call i32 @compose_apply(ptr noundef %127, ptr noundef %129, i32 noundef 5), !dbg !261
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %124, i32 noundef %125, i32 noundef %130), !dbg !262
  br label %132, !dbg !262

132:                                              ; preds = %123
  %133 = load i32, ptr %16, align 4, !dbg !263
  %134 = add nsw i32 %133, 1, !dbg !263
  store i32 %134, ptr %16, align 4, !dbg !263
  br label %120, !dbg !264, !llvm.loop !265

135:                                              ; preds = %120
  br label %136, !dbg !266

136:                                              ; preds = %135
  %137 = load i32, ptr %15, align 4, !dbg !267
  %138 = add nsw i32 %137, 1, !dbg !267
  store i32 %138, ptr %15, align 4, !dbg !267
  br label %116, !dbg !268, !llvm.loop !269

139:                                              ; preds = %116
    #dbg_declare(ptr %17, !271, !DIExpression(), !285)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %17, ptr align 4 @__const.main.shapes, i32 72, i1 false), !dbg !285
    #dbg_declare(ptr %18, !286, !DIExpression(), !287)
  store double 0.000000e+00, ptr %18, align 8, !dbg !287
    #dbg_declare(ptr %19, !288, !DIExpression(), !290)
  store i32 0, ptr %19, align 4, !dbg !290
  br label %140, !dbg !291

140:                                              ; preds = %160, %139
  %141 = load i32, ptr %19, align 4, !dbg !292
  %142 = icmp slt i32 %141, 3, !dbg !294
  br i1 %142, label %143, label %163, !dbg !295

143:                                              ; preds = %140
    #dbg_declare(ptr %20, !296, !DIExpression(), !298)
  %144 = load i32, ptr %19, align 4, !dbg !299
  %145 = getelementptr inbounds [3 x %struct.shape], ptr %17, i32 0, i32 %144, !dbg !300
  %146 = getelementptr inbounds %struct.shape, ptr %145, i32 0, i32 1, !dbg !301
  %147 = load ptr, ptr %146, align 4, !dbg !301
  %148 = load i32, ptr %19, align 4, !dbg !302
  %149 = getelementptr inbounds [3 x %struct.shape], ptr %17, i32 0, i32 %148, !dbg !303
  %150 = call double %147(ptr noundef %149), !dbg !300
  store double %150, ptr %20, align 8, !dbg !298
  %151 = load double, ptr %20, align 8, !dbg !304
  %152 = load double, ptr %18, align 8, !dbg !305
  %153 = fadd double %152, %151, !dbg !305
  store double %153, ptr %18, align 8, !dbg !305
  %154 = load i32, ptr %19, align 4, !dbg !306
  %155 = getelementptr inbounds [3 x %struct.shape], ptr %17, i32 0, i32 %154, !dbg !307
  %156 = getelementptr inbounds %struct.shape, ptr %155, i32 0, i32 0, !dbg !308
  %157 = load ptr, ptr %156, align 4, !dbg !308
  %158 = load double, ptr %20, align 8, !dbg !309
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %157, double noundef %158), !dbg !310
  br label %160, !dbg !311

160:                                              ; preds = %143
  %161 = load i32, ptr %19, align 4, !dbg !312
  %162 = add nsw i32 %161, 1, !dbg !312
  store i32 %162, ptr %19, align 4, !dbg !312
  br label %140, !dbg !313, !llvm.loop !314

163:                                              ; preds = %140
  %164 = load double, ptr %18, align 8, !dbg !316
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %164), !dbg !317
    #dbg_declare(ptr %21, !318, !DIExpression(), !319)
  %166 = call ptr @lookup(i8 noundef signext 63), !dbg !320
  store ptr %166, ptr %21, align 4, !dbg !319
  %167 = load ptr, ptr %21, align 4, !dbg !321
  %168 = icmp eq ptr %167, null, !dbg !322
  %169 = zext i1 %168 to i32, !dbg !322
  %170 = call ptr @lookup(i8 noundef signext 43), !dbg !323
  %171 = icmp eq ptr %170, @op_add, !dbg !324
  %172 = zext i1 %171 to i32, !dbg !324
  %173 = call ptr @lookup(i8 noundef signext 43), !dbg !325
  %174 = icmp eq ptr %173, @op_sub, !dbg !326
  %175 = zext i1 %174 to i32, !dbg !326
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %169, i32 noundef %172, i32 noundef %175), !dbg !327
    #dbg_declare(ptr %22, !328, !DIExpression(), !334)
  store ptr @cmp_desc, ptr %22, align 4, !dbg !334
  %177 = getelementptr inbounds [10 x i32], ptr %9, i32 0, i32 0, !dbg !335
  %178 = load ptr, ptr %22, align 4, !dbg !336
  call void @qsort(ptr noundef %177, i32 noundef 10, i32 noundef 4, ptr noundef %178), !dbg !337
    #dbg_declare(ptr %23, !338, !DIExpression(), !340)
  store i32 0, ptr %23, align 4, !dbg !340
  br label %179, !dbg !341

179:                                              ; preds = %187, %163
  %180 = load i32, ptr %23, align 4, !dbg !342
  %181 = icmp slt i32 %180, 10, !dbg !344
  br i1 %181, label %182, label %190, !dbg !345

182:                                              ; preds = %179
  %183 = load i32, ptr %23, align 4, !dbg !346
  %184 = getelementptr inbounds [10 x i32], ptr %9, i32 0, i32 %183, !dbg !347
  %185 = load i32, ptr %184, align 4, !dbg !347
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %185), !dbg !348
  br label %187, !dbg !348

187:                                              ; preds = %182
  %188 = load i32, ptr %23, align 4, !dbg !349
  %189 = add nsw i32 %188, 1, !dbg !349
  store i32 %189, ptr %23, align 4, !dbg !349
  br label %179, !dbg !350, !llvm.loop !351

190:                                              ; preds = %179
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.12), !dbg !353
    #dbg_declare(ptr %24, !354, !DIExpression(), !355)
  store ptr @dbl, ptr %24, align 4, !dbg !355
    #dbg_declare(ptr %25, !356, !DIExpression(), !358)
  store ptr %24, ptr %25, align 4, !dbg !358
  %192 = load ptr, ptr %25, align 4, !dbg !359
  %193 = load ptr, ptr %192, align 4, !dbg !360
  %194 = call i32 %193(i32 noundef 21), !dbg !361
  %195 = load ptr, ptr %25, align 4, !dbg !362
  %196 = load ptr, ptr %195, align 4, !dbg !363
  %197 = call i32 %196(i32 noundef 4), !dbg !364
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %194, i32 noundef %197), !dbg !365
  ret i32 0, !dbg !366
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @lookup(i8 noundef signext %0) #0 !dbg !367 {
  %2 = alloca ptr, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !370, !DIExpression(), !371)
    #dbg_declare(ptr %4, !372, !DIExpression(), !374)
  store i32 0, ptr %4, align 4, !dbg !374
  br label %5, !dbg !375

5:                                                ; preds = %23, %1
  %6 = load i32, ptr %4, align 4, !dbg !376
  %7 = icmp ult i32 %6, 6, !dbg !378
  br i1 %7, label %8, label %26, !dbg !379

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !380
  %10 = getelementptr inbounds [6 x %struct.anon], ptr @ops, i32 0, i32 %9, !dbg !382
  %11 = getelementptr inbounds %struct.anon, ptr %10, i32 0, i32 0, !dbg !383
  %12 = load i8, ptr %11, align 4, !dbg !383
  %13 = sext i8 %12 to i32, !dbg !382
  %14 = load i8, ptr %3, align 1, !dbg !384
  %15 = sext i8 %14 to i32, !dbg !384
  %16 = icmp eq i32 %13, %15, !dbg !385
  br i1 %16, label %17, label %22, !dbg !386

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4, !dbg !387
  %19 = getelementptr inbounds [6 x %struct.anon], ptr @ops, i32 0, i32 %18, !dbg !388
  %20 = getelementptr inbounds %struct.anon, ptr %19, i32 0, i32 1, !dbg !389
  %21 = load ptr, ptr %20, align 4, !dbg !389
  store ptr %21, ptr %2, align 4, !dbg !390
  br label %27, !dbg !390

22:                                               ; preds = %8
  br label %23, !dbg !384

23:                                               ; preds = %22
  %24 = load i32, ptr %4, align 4, !dbg !391
  %25 = add i32 %24, 1, !dbg !391
  store i32 %25, ptr %4, align 4, !dbg !391
  br label %5, !dbg !392, !llvm.loop !393

26:                                               ; preds = %5
  store ptr null, ptr %2, align 4, !dbg !395
  br label %27, !dbg !395

27:                                               ; preds = %26, %17
  %28 = load ptr, ptr %2, align 4, !dbg !396
  ret ptr %28, !dbg !396
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @for_each(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !397 {
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !404, !DIExpression(), !405)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !406, !DIExpression(), !407)
  store ptr %2, ptr %7, align 4
    #dbg_declare(ptr %7, !408, !DIExpression(), !409)
  store ptr %3, ptr %8, align 4
    #dbg_declare(ptr %8, !410, !DIExpression(), !411)
    #dbg_declare(ptr %9, !412, !DIExpression(), !414)
  store i32 0, ptr %9, align 4, !dbg !414
  br label %10, !dbg !415

10:                                               ; preds = %21, %4
  %11 = load i32, ptr %9, align 4, !dbg !416
  %12 = load i32, ptr %6, align 4, !dbg !418
  %13 = icmp slt i32 %11, %12, !dbg !419
  br i1 %13, label %14, label %24, !dbg !420

14:                                               ; preds = %10
  %15 = load ptr, ptr %7, align 4, !dbg !421
  %16 = load ptr, ptr %5, align 4, !dbg !422
  %17 = load i32, ptr %9, align 4, !dbg !423
  %18 = getelementptr inbounds i32, ptr %16, i32 %17, !dbg !422
  %19 = load i32, ptr %18, align 4, !dbg !422
  %20 = load ptr, ptr %8, align 4, !dbg !424
  call void %15(i32 noundef %19, ptr noundef %20), !dbg !421
  br label %21, !dbg !421

21:                                               ; preds = %14
  %22 = load i32, ptr %9, align 4, !dbg !425
  %23 = add nsw i32 %22, 1, !dbg !425
  store i32 %23, ptr %9, align 4, !dbg !425
  br label %10, !dbg !426, !llvm.loop !427

24:                                               ; preds = %10
  ret void, !dbg !429
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sum_visitor(i32 noundef %0, ptr noundef %1) #0 !dbg !430 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !431, !DIExpression(), !432)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !433, !DIExpression(), !434)
  %5 = load i32, ptr %3, align 4, !dbg !435
  %6 = load ptr, ptr %4, align 4, !dbg !436
  %7 = load i32, ptr %6, align 4, !dbg !437
  %8 = add nsw i32 %7, %5, !dbg !437
  store i32 %8, ptr %6, align 4, !dbg !437
  ret void, !dbg !438
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @max_visitor(i32 noundef %0, ptr noundef %1) #0 !dbg !439 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !440, !DIExpression(), !441)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !442, !DIExpression(), !443)
    #dbg_declare(ptr %5, !444, !DIExpression(), !446)
  %6 = load ptr, ptr %4, align 4, !dbg !447
  store ptr %6, ptr %5, align 4, !dbg !446
  %7 = load i32, ptr %3, align 4, !dbg !448
  %8 = load ptr, ptr %5, align 4, !dbg !450
  %9 = load i32, ptr %8, align 4, !dbg !451
  %10 = icmp sgt i32 %7, %9, !dbg !452
  br i1 %10, label %11, label %14, !dbg !453

11:                                               ; preds = %2
  %12 = load i32, ptr %3, align 4, !dbg !454
  %13 = load ptr, ptr %5, align 4, !dbg !455
  store i32 %12, ptr %13, align 4, !dbg !456
  br label %14, !dbg !457

14:                                               ; preds = %11, %2
  ret void, !dbg !458
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hist_visitor(i32 noundef %0, ptr noundef %1) #0 !dbg !459 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !460, !DIExpression(), !461)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !462, !DIExpression(), !463)
    #dbg_declare(ptr %5, !464, !DIExpression(), !466)
  %6 = load ptr, ptr %4, align 4, !dbg !467
  store ptr %6, ptr %5, align 4, !dbg !466
  %7 = load ptr, ptr %5, align 4, !dbg !468
  %8 = getelementptr inbounds %struct.hist, ptr %7, i32 0, i32 0, !dbg !469
  %9 = load i32, ptr %3, align 4, !dbg !470
  %10 = srem i32 %9, 5, !dbg !471
  %11 = add nsw i32 %10, 5, !dbg !472
  %12 = srem i32 %11, 5, !dbg !473
  %13 = getelementptr inbounds [5 x i32], ptr %8, i32 0, i32 %12, !dbg !468
  %14 = load i32, ptr %13, align 4, !dbg !474
  %15 = add nsw i32 %14, 1, !dbg !474
  store i32 %15, ptr %13, align 4, !dbg !474
  ret void, !dbg !475
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fold(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #0 !dbg !476 {
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 4
    #dbg_declare(ptr %5, !481, !DIExpression(), !482)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !483, !DIExpression(), !484)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !485, !DIExpression(), !486)
  store ptr %3, ptr %8, align 4
    #dbg_declare(ptr %8, !487, !DIExpression(), !488)
    #dbg_declare(ptr %9, !489, !DIExpression(), !490)
  %11 = load i32, ptr %7, align 4, !dbg !491
  store i32 %11, ptr %9, align 4, !dbg !490
    #dbg_declare(ptr %10, !492, !DIExpression(), !494)
  store i32 0, ptr %10, align 4, !dbg !494
  br label %12, !dbg !495

12:                                               ; preds = %24, %4
  %13 = load i32, ptr %10, align 4, !dbg !496
  %14 = load i32, ptr %6, align 4, !dbg !498
  %15 = icmp slt i32 %13, %14, !dbg !499
  br i1 %15, label %16, label %27, !dbg !500

16:                                               ; preds = %12
  %17 = load ptr, ptr %8, align 4, !dbg !501
  %18 = load i32, ptr %9, align 4, !dbg !502
  %19 = load ptr, ptr %5, align 4, !dbg !503
  %20 = load i32, ptr %10, align 4, !dbg !504
  %21 = getelementptr inbounds i32, ptr %19, i32 %20, !dbg !503
  %22 = load i32, ptr %21, align 4, !dbg !503
  %23 = call i32 %17(i32 noundef %18, i32 noundef %22), !dbg !501
  store i32 %23, ptr %9, align 4, !dbg !505
  br label %24, !dbg !506

24:                                               ; preds = %16
  %25 = load i32, ptr %10, align 4, !dbg !507
  %26 = add nsw i32 %25, 1, !dbg !507
  store i32 %26, ptr %10, align 4, !dbg !507
  br label %12, !dbg !508, !llvm.loop !509

27:                                               ; preds = %12
  %28 = load i32, ptr %9, align 4, !dbg !511
  ret i32 %28, !dbg !512
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @compose_apply(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !513 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !516, !DIExpression(), !517)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !518, !DIExpression(), !519)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !520, !DIExpression(), !521)
  %7 = load ptr, ptr %4, align 4, !dbg !522
  %8 = load ptr, ptr %5, align 4, !dbg !523
  %9 = load i32, ptr %6, align 4, !dbg !524
  %10 = call i32 %8(i32 noundef %9), !dbg !523
  %11 = call i32 %7(i32 noundef %10), !dbg !522
  ret i32 %11, !dbg !525
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pick(i32 noundef %0) #0 !dbg !86 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !526, !DIExpression(), !527)
  %3 = load i32, ptr %2, align 4, !dbg !528
  %4 = srem i32 %3, 3, !dbg !529
  %5 = getelementptr inbounds [3 x ptr], ptr @pick.table, i32 0, i32 %4, !dbg !530
  %6 = load ptr, ptr %5, align 4, !dbg !530
  ret ptr %6, !dbg !531
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rect_area(ptr noundef %0) #0 !dbg !532 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !533, !DIExpression(), !534)
  %3 = load ptr, ptr %2, align 4, !dbg !535
  %4 = getelementptr inbounds %struct.shape, ptr %3, i32 0, i32 2, !dbg !536
  %5 = load double, ptr %4, align 4, !dbg !536
  %6 = load ptr, ptr %2, align 4, !dbg !537
  %7 = getelementptr inbounds %struct.shape, ptr %6, i32 0, i32 3, !dbg !538
  %8 = load double, ptr %7, align 4, !dbg !538
  %9 = fmul double %5, %8, !dbg !539
  ret double %9, !dbg !540
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tri_area(ptr noundef %0) #0 !dbg !541 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !542, !DIExpression(), !543)
  %3 = load ptr, ptr %2, align 4, !dbg !544
  %4 = getelementptr inbounds %struct.shape, ptr %3, i32 0, i32 2, !dbg !545
  %5 = load double, ptr %4, align 4, !dbg !545
  %6 = load ptr, ptr %2, align 4, !dbg !546
  %7 = getelementptr inbounds %struct.shape, ptr %6, i32 0, i32 3, !dbg !547
  %8 = load double, ptr %7, align 4, !dbg !547
  %9 = fmul double %5, %8, !dbg !548
  %10 = fdiv double %9, 2.000000e+00, !dbg !549
  ret double %10, !dbg !550
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sq_area(ptr noundef %0) #0 !dbg !551 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !552, !DIExpression(), !553)
  %3 = load ptr, ptr %2, align 4, !dbg !554
  %4 = getelementptr inbounds %struct.shape, ptr %3, i32 0, i32 2, !dbg !555
  %5 = load double, ptr %4, align 4, !dbg !555
  %6 = load ptr, ptr %2, align 4, !dbg !556
  %7 = getelementptr inbounds %struct.shape, ptr %6, i32 0, i32 2, !dbg !557
  %8 = load double, ptr %7, align 4, !dbg !557
  %9 = fmul double %5, %8, !dbg !558
  ret double %9, !dbg !559
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #0 !dbg !560 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !561, !DIExpression(), !562)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !563, !DIExpression(), !564)
  %5 = load i32, ptr %3, align 4, !dbg !565
  %6 = load i32, ptr %4, align 4, !dbg !566
  %7 = add nsw i32 %5, %6, !dbg !567
  ret i32 %7, !dbg !568
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #0 !dbg !569 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !570, !DIExpression(), !571)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !572, !DIExpression(), !573)
  %5 = load i32, ptr %3, align 4, !dbg !574
  %6 = load i32, ptr %4, align 4, !dbg !575
  %7 = sub nsw i32 %5, %6, !dbg !576
  ret i32 %7, !dbg !577
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_desc(ptr noundef %0, ptr noundef %1) #0 !dbg !578 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !579, !DIExpression(), !580)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !581, !DIExpression(), !582)
    #dbg_declare(ptr %5, !583, !DIExpression(), !584)
  %7 = load ptr, ptr %3, align 4, !dbg !585
  %8 = load i32, ptr %7, align 4, !dbg !586
  store i32 %8, ptr %5, align 4, !dbg !584
    #dbg_declare(ptr %6, !587, !DIExpression(), !588)
  %9 = load ptr, ptr %4, align 4, !dbg !589
  %10 = load i32, ptr %9, align 4, !dbg !590
  store i32 %10, ptr %6, align 4, !dbg !588
  %11 = load i32, ptr %5, align 4, !dbg !591
  %12 = load i32, ptr %6, align 4, !dbg !592
  %13 = icmp slt i32 %11, %12, !dbg !593
  %14 = zext i1 %13 to i32, !dbg !593
  %15 = load i32, ptr %5, align 4, !dbg !594
  %16 = load i32, ptr %6, align 4, !dbg !595
  %17 = icmp sgt i32 %15, %16, !dbg !596
  %18 = zext i1 %17 to i32, !dbg !596
  %19 = sub nsw i32 %14, %18, !dbg !597
  ret i32 %19, !dbg !598
}

declare void @qsort(ptr noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dbl(i32 noundef %0) #0 !dbg !599 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !600, !DIExpression(), !601)
  %3 = load i32, ptr %2, align 4, !dbg !602
  %4 = mul nsw i32 %3, 2, !dbg !603
  ret i32 %4, !dbg !604
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #0 !dbg !605 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !606, !DIExpression(), !607)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !608, !DIExpression(), !609)
  %5 = load i32, ptr %3, align 4, !dbg !610
  %6 = load i32, ptr %4, align 4, !dbg !611
  %7 = mul nsw i32 %5, %6, !dbg !612
  ret i32 %7, !dbg !613
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #0 !dbg !614 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !615, !DIExpression(), !616)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !617, !DIExpression(), !618)
  %5 = load i32, ptr %4, align 4, !dbg !619
  %6 = icmp ne i32 %5, 0, !dbg !619
  br i1 %6, label %7, label %11, !dbg !619

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !620
  %9 = load i32, ptr %4, align 4, !dbg !621
  %10 = sdiv i32 %8, %9, !dbg !622
  br label %12, !dbg !619

11:                                               ; preds = %2
  br label %12, !dbg !619

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !619
  ret i32 %13, !dbg !623
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mod(i32 noundef %0, i32 noundef %1) #0 !dbg !624 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !625, !DIExpression(), !626)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !627, !DIExpression(), !628)
  %5 = load i32, ptr %4, align 4, !dbg !629
  %6 = icmp ne i32 %5, 0, !dbg !629
  br i1 %6, label %7, label %11, !dbg !629

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !630
  %9 = load i32, ptr %4, align 4, !dbg !631
  %10 = srem i32 %8, %9, !dbg !632
  br label %12, !dbg !629

11:                                               ; preds = %2
  br label %12, !dbg !629

12:                                               ; preds = %11, %7
  %13 = phi i32 [ %10, %7 ], [ 0, %11 ], !dbg !629
  ret i32 %13, !dbg !633
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_max(i32 noundef %0, i32 noundef %1) #0 !dbg !634 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !635, !DIExpression(), !636)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !637, !DIExpression(), !638)
  %5 = load i32, ptr %3, align 4, !dbg !639
  %6 = load i32, ptr %4, align 4, !dbg !640
  %7 = icmp sgt i32 %5, %6, !dbg !641
  br i1 %7, label %8, label %10, !dbg !639

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !dbg !642
  br label %12, !dbg !639

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4, !dbg !643
  br label %12, !dbg !639

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !639
  ret i32 %13, !dbg !644
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @inc(i32 noundef %0) #0 !dbg !645 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !646, !DIExpression(), !647)
  %3 = load i32, ptr %2, align 4, !dbg !648
  %4 = add nsw i32 %3, 1, !dbg !649
  ret i32 %4, !dbg !650
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sqr(i32 noundef %0) #0 !dbg !651 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !652, !DIExpression(), !653)
  %3 = load i32, ptr %2, align 4, !dbg !654
  %4 = load i32, ptr %2, align 4, !dbg !655
  %5 = mul nsw i32 %3, %4, !dbg !656
  ret i32 %5, !dbg !657
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!105, !106, !107, !108, !109, !110, !111, !112}
!llvm.ident = !{!113}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "func_ptrs.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "61282b70448c9daa42c4370c0341a10e")
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
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !2, line: 6, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 32)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31, !31}
!31 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 32)
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
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 32)
!90 = !DISubroutineType(types: !91)
!91 = !{!35, !35}
!92 = !{}
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 96, elements: !95)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!95 = !{!96}
!96 = !DISubrange(count: 3)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 384, elements: !103)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 16, size: 64, elements: !100)
!100 = !{!101, !102}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !99, file: !2, line: 17, baseType: !4, size: 8)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !99, file: !2, line: 18, baseType: !27, size: 32, offset: 32)
!103 = !{!104}
!104 = !DISubrange(count: 6)
!105 = !{i32 1, !"NumRegisterParameters", i32 0}
!106 = !{i32 7, !"Dwarf Version", i32 5}
!107 = !{i32 2, !"Debug Info Version", i32 3}
!108 = !{i32 1, !"wchar_size", i32 4}
!109 = !{i32 8, !"PIC Level", i32 2}
!110 = !{i32 7, !"PIE Level", i32 2}
!111 = !{i32 7, !"uwtable", i32 2}
!112 = !{i32 7, !"frame-pointer", i32 2}
!113 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!114 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 79, type: !115, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !24, retainedNodes: !92)
!115 = !DISubroutineType(types: !116)
!116 = !{!35}
!117 = !DILocalVariable(name: "prog", scope: !114, file: !2, line: 80, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 32)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!120 = !DILocation(line: 80, column: 17, scope: !114)
!121 = !DILocalVariable(name: "acc", scope: !114, file: !2, line: 81, type: !31)
!122 = !DILocation(line: 81, column: 10, scope: !114)
!123 = !DILocalVariable(name: "p", scope: !124, file: !2, line: 82, type: !118)
!124 = distinct !DILexicalBlock(scope: !114, file: !2, line: 82, column: 5)
!125 = !DILocation(line: 82, column: 22, scope: !124)
!126 = !DILocation(line: 82, column: 26, scope: !124)
!127 = !DILocation(line: 82, column: 10, scope: !124)
!128 = !DILocation(line: 82, column: 33, scope: !129)
!129 = distinct !DILexicalBlock(scope: !124, file: !2, line: 82, column: 5)
!130 = !DILocation(line: 82, column: 32, scope: !129)
!131 = !DILocation(line: 82, column: 5, scope: !124)
!132 = !DILocalVariable(name: "sym", scope: !133, file: !2, line: 83, type: !4)
!133 = distinct !DILexicalBlock(scope: !129, file: !2, line: 82, column: 44)
!134 = !DILocation(line: 83, column: 14, scope: !133)
!135 = !DILocation(line: 83, column: 21, scope: !133)
!136 = !DILocation(line: 83, column: 20, scope: !133)
!137 = !DILocalVariable(name: "f", scope: !133, file: !2, line: 84, type: !27)
!138 = !DILocation(line: 84, column: 15, scope: !133)
!139 = !DILocation(line: 84, column: 26, scope: !133)
!140 = !DILocation(line: 84, column: 19, scope: !133)
!141 = !DILocalVariable(name: "arg", scope: !133, file: !2, line: 85, type: !31)
!142 = !DILocation(line: 85, column: 14, scope: !133)
!143 = !DILocation(line: 85, column: 20, scope: !133)
!144 = !DILocation(line: 85, column: 25, scope: !133)
!145 = !DILocation(line: 86, column: 13, scope: !146)
!146 = distinct !DILexicalBlock(scope: !133, file: !2, line: 86, column: 13)
!147 = !DILocation(line: 86, column: 18, scope: !146)
!148 = !DILocation(line: 86, column: 13, scope: !133)
!149 = !DILocation(line: 87, column: 17, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !2, line: 86, column: 26)
!151 = !DILocation(line: 88, column: 15, scope: !150)
!152 = !DILocation(line: 89, column: 9, scope: !150)
!153 = !DILocalVariable(name: "before", scope: !133, file: !2, line: 90, type: !31)
!154 = !DILocation(line: 90, column: 14, scope: !133)
!155 = !DILocation(line: 90, column: 23, scope: !133)
!156 = !DILocation(line: 91, column: 15, scope: !133)
!157 = !DILocation(line: 91, column: 17, scope: !133)
!158 = !DILocation(line: 91, column: 22, scope: !133)
!159 = !DILocation(line: 91, column: 13, scope: !133)
!160 = !DILocation(line: 92, column: 38, scope: !133)
!161 = !DILocation(line: 92, column: 46, scope: !133)
!162 = !DILocation(line: 92, column: 51, scope: !133)
!163 = !DILocation(line: 92, column: 56, scope: !133)
!164 = !DILocation(line: 92, column: 9, scope: !133)
!165 = !DILocation(line: 93, column: 5, scope: !133)
!166 = !DILocation(line: 82, column: 38, scope: !129)
!167 = !DILocation(line: 82, column: 5, scope: !129)
!168 = distinct !{!168, !131, !169, !170}
!169 = !DILocation(line: 93, column: 5, scope: !124)
!170 = !{!"llvm.loop.mustprogress"}
!171 = !DILocalVariable(name: "data", scope: !114, file: !2, line: 94, type: !172)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 320, elements: !173)
!173 = !{!174}
!174 = !DISubrange(count: 10)
!175 = !DILocation(line: 94, column: 9, scope: !114)
!176 = !DILocalVariable(name: "sum", scope: !114, file: !2, line: 95, type: !31)
!177 = !DILocation(line: 95, column: 10, scope: !114)
!178 = !DILocalVariable(name: "mx", scope: !114, file: !2, line: 96, type: !35)
!179 = !DILocation(line: 96, column: 9, scope: !114)
!180 = !DILocation(line: 96, column: 14, scope: !114)
!181 = !DILocalVariable(name: "h", scope: !114, file: !2, line: 97, type: !182)
!182 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hist", file: !2, line: 40, size: 160, elements: !183)
!183 = !{!184}
!184 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !182, file: !2, line: 41, baseType: !185, size: 160)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 160, elements: !45)
!186 = !DILocation(line: 97, column: 17, scope: !114)
!187 = !DILocation(line: 98, column: 14, scope: !114)
!188 = !DILocation(line: 98, column: 5, scope: !114)
!189 = !DILocation(line: 99, column: 14, scope: !114)
!190 = !DILocation(line: 99, column: 5, scope: !114)
!191 = !DILocation(line: 100, column: 14, scope: !114)
!192 = !DILocation(line: 100, column: 5, scope: !114)
!193 = !DILocation(line: 101, column: 52, scope: !114)
!194 = !DILocation(line: 101, column: 57, scope: !114)
!195 = !DILocation(line: 101, column: 63, scope: !114)
!196 = !DILocation(line: 101, column: 61, scope: !114)
!197 = !DILocation(line: 101, column: 77, scope: !114)
!198 = !DILocation(line: 101, column: 75, scope: !114)
!199 = !DILocation(line: 102, column: 14, scope: !114)
!200 = !DILocation(line: 102, column: 12, scope: !114)
!201 = !DILocation(line: 102, column: 28, scope: !114)
!202 = !DILocation(line: 102, column: 26, scope: !114)
!203 = !DILocation(line: 102, column: 42, scope: !114)
!204 = !DILocation(line: 102, column: 40, scope: !114)
!205 = !DILocation(line: 101, column: 5, scope: !114)
!206 = !DILocalVariable(name: "la", scope: !114, file: !2, line: 103, type: !207)
!207 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 256, elements: !208)
!208 = !{!209}
!209 = !DISubrange(count: 8)
!210 = !DILocation(line: 103, column: 10, scope: !114)
!211 = !DILocalVariable(name: "i", scope: !212, file: !2, line: 104, type: !213)
!212 = distinct !DILexicalBlock(scope: !114, file: !2, line: 104, column: 5)
!213 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !214, line: 18, baseType: !215)
!214 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!215 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!216 = !DILocation(line: 104, column: 17, scope: !212)
!217 = !DILocation(line: 104, column: 10, scope: !212)
!218 = !DILocation(line: 104, column: 24, scope: !219)
!219 = distinct !DILexicalBlock(scope: !212, file: !2, line: 104, column: 5)
!220 = !DILocation(line: 104, column: 26, scope: !219)
!221 = !DILocation(line: 104, column: 5, scope: !212)
!222 = !DILocation(line: 105, column: 39, scope: !219)
!223 = !DILocation(line: 105, column: 35, scope: !219)
!224 = !DILocation(line: 105, column: 42, scope: !219)
!225 = !DILocation(line: 105, column: 52, scope: !219)
!226 = !DILocation(line: 105, column: 63, scope: !219)
!227 = !DILocation(line: 105, column: 59, scope: !219)
!228 = !DILocation(line: 105, column: 66, scope: !219)
!229 = !DILocation(line: 105, column: 70, scope: !219)
!230 = !DILocation(line: 105, column: 90, scope: !219)
!231 = !DILocation(line: 105, column: 86, scope: !219)
!232 = !DILocation(line: 105, column: 93, scope: !219)
!233 = !DILocation(line: 105, column: 47, scope: !219)
!234 = !DILocation(line: 105, column: 9, scope: !219)
!235 = !DILocation(line: 104, column: 57, scope: !219)
!236 = !DILocation(line: 104, column: 5, scope: !219)
!237 = distinct !{!237, !221, !238, !170}
!238 = !DILocation(line: 105, column: 96, scope: !212)
!239 = !DILocalVariable(name: "i", scope: !240, file: !2, line: 106, type: !35)
!240 = distinct !DILexicalBlock(scope: !114, file: !2, line: 106, column: 5)
!241 = !DILocation(line: 106, column: 14, scope: !240)
!242 = !DILocation(line: 106, column: 10, scope: !240)
!243 = !DILocation(line: 106, column: 21, scope: !244)
!244 = distinct !DILexicalBlock(scope: !240, file: !2, line: 106, column: 5)
!245 = !DILocation(line: 106, column: 23, scope: !244)
!246 = !DILocation(line: 106, column: 5, scope: !240)
!247 = !DILocalVariable(name: "j", scope: !248, file: !2, line: 107, type: !35)
!248 = distinct !DILexicalBlock(scope: !244, file: !2, line: 107, column: 9)
!249 = !DILocation(line: 107, column: 18, scope: !248)
!250 = !DILocation(line: 107, column: 14, scope: !248)
!251 = !DILocation(line: 107, column: 25, scope: !252)
!252 = distinct !DILexicalBlock(scope: !248, file: !2, line: 107, column: 9)
!253 = !DILocation(line: 107, column: 27, scope: !252)
!254 = !DILocation(line: 107, column: 9, scope: !248)
!255 = !DILocation(line: 108, column: 46, scope: !252)
!256 = !DILocation(line: 108, column: 49, scope: !252)
!257 = !DILocation(line: 108, column: 71, scope: !252)
!258 = !DILocation(line: 108, column: 66, scope: !252)
!259 = !DILocation(line: 108, column: 80, scope: !252)
!260 = !DILocation(line: 108, column: 75, scope: !252)
!261 = !DILocation(line: 108, column: 52, scope: !252)
!262 = !DILocation(line: 108, column: 13, scope: !252)
!263 = !DILocation(line: 107, column: 33, scope: !252)
!264 = !DILocation(line: 107, column: 9, scope: !252)
!265 = distinct !{!265, !254, !266, !170}
!266 = !DILocation(line: 108, column: 86, scope: !248)
!267 = !DILocation(line: 106, column: 29, scope: !244)
!268 = !DILocation(line: 106, column: 5, scope: !244)
!269 = distinct !{!269, !246, !270, !170}
!270 = !DILocation(line: 108, column: 86, scope: !240)
!271 = !DILocalVariable(name: "shapes", scope: !114, file: !2, line: 109, type: !272)
!272 = !DICompositeType(tag: DW_TAG_array_type, baseType: !273, size: 576, elements: !95)
!273 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "shape", file: !2, line: 65, size: 192, elements: !274)
!274 = !{!275, !276, !283, !284}
!275 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !273, file: !2, line: 66, baseType: !118, size: 32)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "area", scope: !273, file: !2, line: 67, baseType: !277, size: 32, offset: 32)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !278, size: 32)
!278 = !DISubroutineType(types: !279)
!279 = !{!280, !281}
!280 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !282, size: 32)
!282 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !273)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !273, file: !2, line: 68, baseType: !280, size: 64, offset: 64)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !273, file: !2, line: 68, baseType: !280, size: 64, offset: 128)
!285 = !DILocation(line: 109, column: 18, scope: !114)
!286 = !DILocalVariable(name: "total", scope: !114, file: !2, line: 112, type: !280)
!287 = !DILocation(line: 112, column: 12, scope: !114)
!288 = !DILocalVariable(name: "i", scope: !289, file: !2, line: 113, type: !35)
!289 = distinct !DILexicalBlock(scope: !114, file: !2, line: 113, column: 5)
!290 = !DILocation(line: 113, column: 14, scope: !289)
!291 = !DILocation(line: 113, column: 10, scope: !289)
!292 = !DILocation(line: 113, column: 21, scope: !293)
!293 = distinct !DILexicalBlock(scope: !289, file: !2, line: 113, column: 5)
!294 = !DILocation(line: 113, column: 23, scope: !293)
!295 = !DILocation(line: 113, column: 5, scope: !289)
!296 = !DILocalVariable(name: "ar", scope: !297, file: !2, line: 114, type: !280)
!297 = distinct !DILexicalBlock(scope: !293, file: !2, line: 113, column: 33)
!298 = !DILocation(line: 114, column: 16, scope: !297)
!299 = !DILocation(line: 114, column: 28, scope: !297)
!300 = !DILocation(line: 114, column: 21, scope: !297)
!301 = !DILocation(line: 114, column: 31, scope: !297)
!302 = !DILocation(line: 114, column: 44, scope: !297)
!303 = !DILocation(line: 114, column: 37, scope: !297)
!304 = !DILocation(line: 115, column: 18, scope: !297)
!305 = !DILocation(line: 115, column: 15, scope: !297)
!306 = !DILocation(line: 116, column: 41, scope: !297)
!307 = !DILocation(line: 116, column: 34, scope: !297)
!308 = !DILocation(line: 116, column: 44, scope: !297)
!309 = !DILocation(line: 116, column: 50, scope: !297)
!310 = !DILocation(line: 116, column: 9, scope: !297)
!311 = !DILocation(line: 117, column: 5, scope: !297)
!312 = !DILocation(line: 113, column: 29, scope: !293)
!313 = !DILocation(line: 113, column: 5, scope: !293)
!314 = distinct !{!314, !295, !315, !170}
!315 = !DILocation(line: 117, column: 5, scope: !289)
!316 = !DILocation(line: 118, column: 33, scope: !114)
!317 = !DILocation(line: 118, column: 5, scope: !114)
!318 = !DILocalVariable(name: "none", scope: !114, file: !2, line: 120, type: !27)
!319 = !DILocation(line: 120, column: 11, scope: !114)
!320 = !DILocation(line: 120, column: 18, scope: !114)
!321 = !DILocation(line: 121, column: 69, scope: !114)
!322 = !DILocation(line: 121, column: 74, scope: !114)
!323 = !DILocation(line: 122, column: 12, scope: !114)
!324 = !DILocation(line: 122, column: 24, scope: !114)
!325 = !DILocation(line: 122, column: 35, scope: !114)
!326 = !DILocation(line: 122, column: 47, scope: !114)
!327 = !DILocation(line: 121, column: 5, scope: !114)
!328 = !DILocalVariable(name: "cmp", scope: !114, file: !2, line: 124, type: !329)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 32)
!330 = !DISubroutineType(types: !331)
!331 = !{!35, !332, !332}
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !333, size: 32)
!333 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!334 = !DILocation(line: 124, column: 11, scope: !114)
!335 = !DILocation(line: 125, column: 11, scope: !114)
!336 = !DILocation(line: 125, column: 37, scope: !114)
!337 = !DILocation(line: 125, column: 5, scope: !114)
!338 = !DILocalVariable(name: "i", scope: !339, file: !2, line: 126, type: !35)
!339 = distinct !DILexicalBlock(scope: !114, file: !2, line: 126, column: 5)
!340 = !DILocation(line: 126, column: 14, scope: !339)
!341 = !DILocation(line: 126, column: 10, scope: !339)
!342 = !DILocation(line: 126, column: 21, scope: !343)
!343 = distinct !DILexicalBlock(scope: !339, file: !2, line: 126, column: 5)
!344 = !DILocation(line: 126, column: 23, scope: !343)
!345 = !DILocation(line: 126, column: 5, scope: !339)
!346 = !DILocation(line: 127, column: 28, scope: !343)
!347 = !DILocation(line: 127, column: 23, scope: !343)
!348 = !DILocation(line: 127, column: 9, scope: !343)
!349 = !DILocation(line: 126, column: 30, scope: !343)
!350 = !DILocation(line: 126, column: 5, scope: !343)
!351 = distinct !{!351, !345, !352, !170}
!352 = !DILocation(line: 127, column: 30, scope: !339)
!353 = !DILocation(line: 128, column: 5, scope: !114)
!354 = !DILocalVariable(name: "fp", scope: !114, file: !2, line: 130, type: !89)
!355 = !DILocation(line: 130, column: 11, scope: !114)
!356 = !DILocalVariable(name: "fpp", scope: !114, file: !2, line: 131, type: !357)
!357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 32)
!358 = !DILocation(line: 131, column: 12, scope: !114)
!359 = !DILocation(line: 132, column: 47, scope: !114)
!360 = !DILocation(line: 132, column: 46, scope: !114)
!361 = !DILocation(line: 132, column: 45, scope: !114)
!362 = !DILocation(line: 132, column: 60, scope: !114)
!363 = !DILocation(line: 132, column: 59, scope: !114)
!364 = !DILocation(line: 132, column: 57, scope: !114)
!365 = !DILocation(line: 132, column: 5, scope: !114)
!366 = !DILocation(line: 133, column: 5, scope: !114)
!367 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 22, type: !368, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!368 = !DISubroutineType(types: !369)
!369 = !{!27, !4}
!370 = !DILocalVariable(name: "sym", arg: 1, scope: !367, file: !2, line: 22, type: !4)
!371 = !DILocation(line: 22, column: 26, scope: !367)
!372 = !DILocalVariable(name: "i", scope: !373, file: !2, line: 23, type: !213)
!373 = distinct !DILexicalBlock(scope: !367, file: !2, line: 23, column: 5)
!374 = !DILocation(line: 23, column: 17, scope: !373)
!375 = !DILocation(line: 23, column: 10, scope: !373)
!376 = !DILocation(line: 23, column: 24, scope: !377)
!377 = distinct !DILexicalBlock(scope: !373, file: !2, line: 23, column: 5)
!378 = !DILocation(line: 23, column: 26, scope: !377)
!379 = !DILocation(line: 23, column: 5, scope: !373)
!380 = !DILocation(line: 24, column: 17, scope: !381)
!381 = distinct !DILexicalBlock(scope: !377, file: !2, line: 24, column: 13)
!382 = !DILocation(line: 24, column: 13, scope: !381)
!383 = !DILocation(line: 24, column: 20, scope: !381)
!384 = !DILocation(line: 24, column: 27, scope: !381)
!385 = !DILocation(line: 24, column: 24, scope: !381)
!386 = !DILocation(line: 24, column: 13, scope: !377)
!387 = !DILocation(line: 25, column: 24, scope: !381)
!388 = !DILocation(line: 25, column: 20, scope: !381)
!389 = !DILocation(line: 25, column: 27, scope: !381)
!390 = !DILocation(line: 25, column: 13, scope: !381)
!391 = !DILocation(line: 23, column: 57, scope: !377)
!392 = !DILocation(line: 23, column: 5, scope: !377)
!393 = distinct !{!393, !379, !394, !170}
!394 = !DILocation(line: 25, column: 27, scope: !373)
!395 = !DILocation(line: 26, column: 5, scope: !367)
!396 = !DILocation(line: 27, column: 1, scope: !367)
!397 = distinct !DISubprogram(name: "for_each", scope: !2, file: !2, line: 29, type: !398, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!398 = !DISubroutineType(types: !399)
!399 = !{null, !33, !35, !400, !26}
!400 = !DIDerivedType(tag: DW_TAG_typedef, name: "visitor", file: !2, line: 7, baseType: !401)
!401 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !402, size: 32)
!402 = !DISubroutineType(types: !403)
!403 = !{null, !35, !26}
!404 = !DILocalVariable(name: "a", arg: 1, scope: !397, file: !2, line: 29, type: !33)
!405 = !DILocation(line: 29, column: 33, scope: !397)
!406 = !DILocalVariable(name: "n", arg: 2, scope: !397, file: !2, line: 29, type: !35)
!407 = !DILocation(line: 29, column: 40, scope: !397)
!408 = !DILocalVariable(name: "v", arg: 3, scope: !397, file: !2, line: 29, type: !400)
!409 = !DILocation(line: 29, column: 51, scope: !397)
!410 = !DILocalVariable(name: "ctx", arg: 4, scope: !397, file: !2, line: 29, type: !26)
!411 = !DILocation(line: 29, column: 60, scope: !397)
!412 = !DILocalVariable(name: "i", scope: !413, file: !2, line: 30, type: !35)
!413 = distinct !DILexicalBlock(scope: !397, file: !2, line: 30, column: 5)
!414 = !DILocation(line: 30, column: 14, scope: !413)
!415 = !DILocation(line: 30, column: 10, scope: !413)
!416 = !DILocation(line: 30, column: 21, scope: !417)
!417 = distinct !DILexicalBlock(scope: !413, file: !2, line: 30, column: 5)
!418 = !DILocation(line: 30, column: 25, scope: !417)
!419 = !DILocation(line: 30, column: 23, scope: !417)
!420 = !DILocation(line: 30, column: 5, scope: !413)
!421 = !DILocation(line: 31, column: 9, scope: !417)
!422 = !DILocation(line: 31, column: 11, scope: !417)
!423 = !DILocation(line: 31, column: 13, scope: !417)
!424 = !DILocation(line: 31, column: 17, scope: !417)
!425 = !DILocation(line: 30, column: 29, scope: !417)
!426 = !DILocation(line: 30, column: 5, scope: !417)
!427 = distinct !{!427, !420, !428, !170}
!428 = !DILocation(line: 31, column: 20, scope: !413)
!429 = !DILocation(line: 32, column: 1, scope: !397)
!430 = distinct !DISubprogram(name: "sum_visitor", scope: !2, file: !2, line: 34, type: !402, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!431 = !DILocalVariable(name: "value", arg: 1, scope: !430, file: !2, line: 34, type: !35)
!432 = !DILocation(line: 34, column: 29, scope: !430)
!433 = !DILocalVariable(name: "ctx", arg: 2, scope: !430, file: !2, line: 34, type: !26)
!434 = !DILocation(line: 34, column: 42, scope: !430)
!435 = !DILocation(line: 34, column: 65, scope: !430)
!436 = !DILocation(line: 34, column: 58, scope: !430)
!437 = !DILocation(line: 34, column: 62, scope: !430)
!438 = !DILocation(line: 34, column: 72, scope: !430)
!439 = distinct !DISubprogram(name: "max_visitor", scope: !2, file: !2, line: 35, type: !402, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!440 = !DILocalVariable(name: "value", arg: 1, scope: !439, file: !2, line: 35, type: !35)
!441 = !DILocation(line: 35, column: 29, scope: !439)
!442 = !DILocalVariable(name: "ctx", arg: 2, scope: !439, file: !2, line: 35, type: !26)
!443 = !DILocation(line: 35, column: 42, scope: !439)
!444 = !DILocalVariable(name: "m", scope: !439, file: !2, line: 36, type: !445)
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 32)
!446 = !DILocation(line: 36, column: 10, scope: !439)
!447 = !DILocation(line: 36, column: 14, scope: !439)
!448 = !DILocation(line: 37, column: 9, scope: !449)
!449 = distinct !DILexicalBlock(scope: !439, file: !2, line: 37, column: 9)
!450 = !DILocation(line: 37, column: 18, scope: !449)
!451 = !DILocation(line: 37, column: 17, scope: !449)
!452 = !DILocation(line: 37, column: 15, scope: !449)
!453 = !DILocation(line: 37, column: 9, scope: !439)
!454 = !DILocation(line: 38, column: 14, scope: !449)
!455 = !DILocation(line: 38, column: 10, scope: !449)
!456 = !DILocation(line: 38, column: 12, scope: !449)
!457 = !DILocation(line: 38, column: 9, scope: !449)
!458 = !DILocation(line: 39, column: 1, scope: !439)
!459 = distinct !DISubprogram(name: "hist_visitor", scope: !2, file: !2, line: 43, type: !402, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!460 = !DILocalVariable(name: "value", arg: 1, scope: !459, file: !2, line: 43, type: !35)
!461 = !DILocation(line: 43, column: 30, scope: !459)
!462 = !DILocalVariable(name: "ctx", arg: 2, scope: !459, file: !2, line: 43, type: !26)
!463 = !DILocation(line: 43, column: 43, scope: !459)
!464 = !DILocalVariable(name: "h", scope: !459, file: !2, line: 44, type: !465)
!465 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 32)
!466 = !DILocation(line: 44, column: 18, scope: !459)
!467 = !DILocation(line: 44, column: 22, scope: !459)
!468 = !DILocation(line: 45, column: 5, scope: !459)
!469 = !DILocation(line: 45, column: 8, scope: !459)
!470 = !DILocation(line: 45, column: 17, scope: !459)
!471 = !DILocation(line: 45, column: 23, scope: !459)
!472 = !DILocation(line: 45, column: 27, scope: !459)
!473 = !DILocation(line: 45, column: 32, scope: !459)
!474 = !DILocation(line: 45, column: 36, scope: !459)
!475 = !DILocation(line: 46, column: 1, scope: !459)
!476 = distinct !DISubprogram(name: "fold", scope: !2, file: !2, line: 48, type: !477, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!477 = !DISubroutineType(types: !478)
!478 = !{!31, !479, !35, !31, !27}
!479 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !480, size: 32)
!480 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!481 = !DILocalVariable(name: "a", arg: 1, scope: !476, file: !2, line: 48, type: !479)
!482 = !DILocation(line: 48, column: 30, scope: !476)
!483 = !DILocalVariable(name: "n", arg: 2, scope: !476, file: !2, line: 48, type: !35)
!484 = !DILocation(line: 48, column: 37, scope: !476)
!485 = !DILocalVariable(name: "init", arg: 3, scope: !476, file: !2, line: 48, type: !31)
!486 = !DILocation(line: 48, column: 45, scope: !476)
!487 = !DILocalVariable(name: "f", arg: 4, scope: !476, file: !2, line: 48, type: !27)
!488 = !DILocation(line: 48, column: 57, scope: !476)
!489 = !DILocalVariable(name: "acc", scope: !476, file: !2, line: 49, type: !31)
!490 = !DILocation(line: 49, column: 10, scope: !476)
!491 = !DILocation(line: 49, column: 16, scope: !476)
!492 = !DILocalVariable(name: "i", scope: !493, file: !2, line: 50, type: !35)
!493 = distinct !DILexicalBlock(scope: !476, file: !2, line: 50, column: 5)
!494 = !DILocation(line: 50, column: 14, scope: !493)
!495 = !DILocation(line: 50, column: 10, scope: !493)
!496 = !DILocation(line: 50, column: 21, scope: !497)
!497 = distinct !DILexicalBlock(scope: !493, file: !2, line: 50, column: 5)
!498 = !DILocation(line: 50, column: 25, scope: !497)
!499 = !DILocation(line: 50, column: 23, scope: !497)
!500 = !DILocation(line: 50, column: 5, scope: !493)
!501 = !DILocation(line: 51, column: 15, scope: !497)
!502 = !DILocation(line: 51, column: 17, scope: !497)
!503 = !DILocation(line: 51, column: 22, scope: !497)
!504 = !DILocation(line: 51, column: 24, scope: !497)
!505 = !DILocation(line: 51, column: 13, scope: !497)
!506 = !DILocation(line: 51, column: 9, scope: !497)
!507 = !DILocation(line: 50, column: 29, scope: !497)
!508 = !DILocation(line: 50, column: 5, scope: !497)
!509 = distinct !{!509, !500, !510, !170}
!510 = !DILocation(line: 51, column: 26, scope: !493)
!511 = !DILocation(line: 52, column: 12, scope: !476)
!512 = !DILocation(line: 52, column: 5, scope: !476)
!513 = distinct !DISubprogram(name: "compose_apply", scope: !2, file: !2, line: 55, type: !514, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!514 = !DISubroutineType(types: !515)
!515 = !{!35, !89, !89, !35}
!516 = !DILocalVariable(name: "f", arg: 1, scope: !513, file: !2, line: 55, type: !89)
!517 = !DILocation(line: 55, column: 32, scope: !513)
!518 = !DILocalVariable(name: "g", arg: 2, scope: !513, file: !2, line: 55, type: !89)
!519 = !DILocation(line: 55, column: 47, scope: !513)
!520 = !DILocalVariable(name: "x", arg: 3, scope: !513, file: !2, line: 55, type: !35)
!521 = !DILocation(line: 55, column: 60, scope: !513)
!522 = !DILocation(line: 55, column: 72, scope: !513)
!523 = !DILocation(line: 55, column: 74, scope: !513)
!524 = !DILocation(line: 55, column: 76, scope: !513)
!525 = !DILocation(line: 55, column: 65, scope: !513)
!526 = !DILocalVariable(name: "which", arg: 1, scope: !86, file: !2, line: 60, type: !35)
!527 = !DILocation(line: 60, column: 23, scope: !86)
!528 = !DILocation(line: 62, column: 18, scope: !86)
!529 = !DILocation(line: 62, column: 24, scope: !86)
!530 = !DILocation(line: 62, column: 12, scope: !86)
!531 = !DILocation(line: 62, column: 5, scope: !86)
!532 = distinct !DISubprogram(name: "rect_area", scope: !2, file: !2, line: 70, type: !278, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!533 = !DILocalVariable(name: "s", arg: 1, scope: !532, file: !2, line: 70, type: !281)
!534 = !DILocation(line: 70, column: 45, scope: !532)
!535 = !DILocation(line: 70, column: 57, scope: !532)
!536 = !DILocation(line: 70, column: 60, scope: !532)
!537 = !DILocation(line: 70, column: 64, scope: !532)
!538 = !DILocation(line: 70, column: 67, scope: !532)
!539 = !DILocation(line: 70, column: 62, scope: !532)
!540 = !DILocation(line: 70, column: 50, scope: !532)
!541 = distinct !DISubprogram(name: "tri_area", scope: !2, file: !2, line: 71, type: !278, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!542 = !DILocalVariable(name: "s", arg: 1, scope: !541, file: !2, line: 71, type: !281)
!543 = !DILocation(line: 71, column: 44, scope: !541)
!544 = !DILocation(line: 71, column: 56, scope: !541)
!545 = !DILocation(line: 71, column: 59, scope: !541)
!546 = !DILocation(line: 71, column: 63, scope: !541)
!547 = !DILocation(line: 71, column: 66, scope: !541)
!548 = !DILocation(line: 71, column: 61, scope: !541)
!549 = !DILocation(line: 71, column: 68, scope: !541)
!550 = !DILocation(line: 71, column: 49, scope: !541)
!551 = distinct !DISubprogram(name: "sq_area", scope: !2, file: !2, line: 72, type: !278, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!552 = !DILocalVariable(name: "s", arg: 1, scope: !551, file: !2, line: 72, type: !281)
!553 = !DILocation(line: 72, column: 43, scope: !551)
!554 = !DILocation(line: 72, column: 55, scope: !551)
!555 = !DILocation(line: 72, column: 58, scope: !551)
!556 = !DILocation(line: 72, column: 62, scope: !551)
!557 = !DILocation(line: 72, column: 65, scope: !551)
!558 = !DILocation(line: 72, column: 60, scope: !551)
!559 = !DILocation(line: 72, column: 48, scope: !551)
!560 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 9, type: !29, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!561 = !DILocalVariable(name: "a", arg: 1, scope: !560, file: !2, line: 9, type: !31)
!562 = !DILocation(line: 9, column: 25, scope: !560)
!563 = !DILocalVariable(name: "b", arg: 2, scope: !560, file: !2, line: 9, type: !31)
!564 = !DILocation(line: 9, column: 33, scope: !560)
!565 = !DILocation(line: 9, column: 45, scope: !560)
!566 = !DILocation(line: 9, column: 49, scope: !560)
!567 = !DILocation(line: 9, column: 47, scope: !560)
!568 = !DILocation(line: 9, column: 38, scope: !560)
!569 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 10, type: !29, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!570 = !DILocalVariable(name: "a", arg: 1, scope: !569, file: !2, line: 10, type: !31)
!571 = !DILocation(line: 10, column: 25, scope: !569)
!572 = !DILocalVariable(name: "b", arg: 2, scope: !569, file: !2, line: 10, type: !31)
!573 = !DILocation(line: 10, column: 33, scope: !569)
!574 = !DILocation(line: 10, column: 45, scope: !569)
!575 = !DILocation(line: 10, column: 49, scope: !569)
!576 = !DILocation(line: 10, column: 47, scope: !569)
!577 = !DILocation(line: 10, column: 38, scope: !569)
!578 = distinct !DISubprogram(name: "cmp_desc", scope: !2, file: !2, line: 74, type: !330, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!579 = !DILocalVariable(name: "x", arg: 1, scope: !578, file: !2, line: 74, type: !332)
!580 = !DILocation(line: 74, column: 33, scope: !578)
!581 = !DILocalVariable(name: "y", arg: 2, scope: !578, file: !2, line: 74, type: !332)
!582 = !DILocation(line: 74, column: 48, scope: !578)
!583 = !DILocalVariable(name: "a", scope: !578, file: !2, line: 75, type: !35)
!584 = !DILocation(line: 75, column: 9, scope: !578)
!585 = !DILocation(line: 75, column: 27, scope: !578)
!586 = !DILocation(line: 75, column: 13, scope: !578)
!587 = !DILocalVariable(name: "b", scope: !578, file: !2, line: 75, type: !35)
!588 = !DILocation(line: 75, column: 30, scope: !578)
!589 = !DILocation(line: 75, column: 48, scope: !578)
!590 = !DILocation(line: 75, column: 34, scope: !578)
!591 = !DILocation(line: 76, column: 13, scope: !578)
!592 = !DILocation(line: 76, column: 17, scope: !578)
!593 = !DILocation(line: 76, column: 15, scope: !578)
!594 = !DILocation(line: 76, column: 23, scope: !578)
!595 = !DILocation(line: 76, column: 27, scope: !578)
!596 = !DILocation(line: 76, column: 25, scope: !578)
!597 = !DILocation(line: 76, column: 20, scope: !578)
!598 = !DILocation(line: 76, column: 5, scope: !578)
!599 = distinct !DISubprogram(name: "dbl", scope: !2, file: !2, line: 57, type: !90, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!600 = !DILocalVariable(name: "x", arg: 1, scope: !599, file: !2, line: 57, type: !35)
!601 = !DILocation(line: 57, column: 20, scope: !599)
!602 = !DILocation(line: 57, column: 32, scope: !599)
!603 = !DILocation(line: 57, column: 34, scope: !599)
!604 = !DILocation(line: 57, column: 25, scope: !599)
!605 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 11, type: !29, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!606 = !DILocalVariable(name: "a", arg: 1, scope: !605, file: !2, line: 11, type: !31)
!607 = !DILocation(line: 11, column: 25, scope: !605)
!608 = !DILocalVariable(name: "b", arg: 2, scope: !605, file: !2, line: 11, type: !31)
!609 = !DILocation(line: 11, column: 33, scope: !605)
!610 = !DILocation(line: 11, column: 45, scope: !605)
!611 = !DILocation(line: 11, column: 49, scope: !605)
!612 = !DILocation(line: 11, column: 47, scope: !605)
!613 = !DILocation(line: 11, column: 38, scope: !605)
!614 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 12, type: !29, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!615 = !DILocalVariable(name: "a", arg: 1, scope: !614, file: !2, line: 12, type: !31)
!616 = !DILocation(line: 12, column: 25, scope: !614)
!617 = !DILocalVariable(name: "b", arg: 2, scope: !614, file: !2, line: 12, type: !31)
!618 = !DILocation(line: 12, column: 33, scope: !614)
!619 = !DILocation(line: 12, column: 45, scope: !614)
!620 = !DILocation(line: 12, column: 49, scope: !614)
!621 = !DILocation(line: 12, column: 53, scope: !614)
!622 = !DILocation(line: 12, column: 51, scope: !614)
!623 = !DILocation(line: 12, column: 38, scope: !614)
!624 = distinct !DISubprogram(name: "op_mod", scope: !2, file: !2, line: 13, type: !29, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!625 = !DILocalVariable(name: "a", arg: 1, scope: !624, file: !2, line: 13, type: !31)
!626 = !DILocation(line: 13, column: 25, scope: !624)
!627 = !DILocalVariable(name: "b", arg: 2, scope: !624, file: !2, line: 13, type: !31)
!628 = !DILocation(line: 13, column: 33, scope: !624)
!629 = !DILocation(line: 13, column: 45, scope: !624)
!630 = !DILocation(line: 13, column: 49, scope: !624)
!631 = !DILocation(line: 13, column: 53, scope: !624)
!632 = !DILocation(line: 13, column: 51, scope: !624)
!633 = !DILocation(line: 13, column: 38, scope: !624)
!634 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 14, type: !29, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!635 = !DILocalVariable(name: "a", arg: 1, scope: !634, file: !2, line: 14, type: !31)
!636 = !DILocation(line: 14, column: 25, scope: !634)
!637 = !DILocalVariable(name: "b", arg: 2, scope: !634, file: !2, line: 14, type: !31)
!638 = !DILocation(line: 14, column: 33, scope: !634)
!639 = !DILocation(line: 14, column: 45, scope: !634)
!640 = !DILocation(line: 14, column: 49, scope: !634)
!641 = !DILocation(line: 14, column: 47, scope: !634)
!642 = !DILocation(line: 14, column: 53, scope: !634)
!643 = !DILocation(line: 14, column: 57, scope: !634)
!644 = !DILocation(line: 14, column: 38, scope: !634)
!645 = distinct !DISubprogram(name: "inc", scope: !2, file: !2, line: 56, type: !90, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!646 = !DILocalVariable(name: "x", arg: 1, scope: !645, file: !2, line: 56, type: !35)
!647 = !DILocation(line: 56, column: 20, scope: !645)
!648 = !DILocation(line: 56, column: 32, scope: !645)
!649 = !DILocation(line: 56, column: 34, scope: !645)
!650 = !DILocation(line: 56, column: 25, scope: !645)
!651 = distinct !DISubprogram(name: "sqr", scope: !2, file: !2, line: 58, type: !90, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !92)
!652 = !DILocalVariable(name: "x", arg: 1, scope: !651, file: !2, line: 58, type: !35)
!653 = !DILocation(line: 58, column: 20, scope: !651)
!654 = !DILocation(line: 58, column: 32, scope: !651)
!655 = !DILocation(line: 58, column: 36, scope: !651)
!656 = !DILocation(line: 58, column: 34, scope: !651)
!657 = !DILocation(line: 58, column: 25, scope: !651)
