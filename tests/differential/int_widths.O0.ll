; ModuleID = 'int_widths.c'
source_filename = "int_widths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.scv = private unnamed_addr constant [8 x i8] c"\00\01\FFd\9C\7F\807", align 1
@__const.main.ucv = private unnamed_addr constant [8 x i8] c"\00\01\FF\80\C8M\03\FA", align 1
@__const.main.ssv = private unnamed_addr constant [8 x i16] [i16 0, i16 1, i16 -1, i16 32767, i16 -32768, i16 1234, i16 -4321, i16 300], align 16
@__const.main.usv = private unnamed_addr constant [8 x i16] [i16 0, i16 1, i16 -1, i16 -32768, i16 -15536, i16 4660, i16 7, i16 -536], align 16
@__const.main.iv = private unnamed_addr constant [8 x i32] [i32 1, i32 -1, i32 7, i32 -7, i32 2147483647, i32 -2147483648, i32 123456, i32 -98765], align 16
@__const.main.uv = private unnamed_addr constant [8 x i32] [i32 1, i32 3, i32 -1, i32 -2147483648, i32 1000000007, i32 65536, i32 77, i32 9], align 16
@__const.main.lv = private unnamed_addr constant [8 x i64] [i64 1, i64 -1, i64 9223372036854775807, i64 -9223372036854775808, i64 1000000000000, i64 -123456789012, i64 17, i64 -3], align 16
@__const.main.ulv = private unnamed_addr constant [8 x i64] [i64 1, i64 3, i64 -1, i64 -9223372036854775808, i64 1099511627776, i64 123456789, i64 10, i64 999], align 16
@__const.main.llv = private unnamed_addr constant [8 x i64] [i64 5, i64 -5, i64 9223372036854775807, i64 -9223372036854775808, i64 77777777777, i64 -3, i64 2, i64 -1000], align 16
@__const.main.ullv = private unnamed_addr constant [8 x i64] [i64 2, i64 7, i64 -1, i64 -9223372036854775808, i64 -2401053089206453570, i64 12345, i64 3, i64 1], align 16
@.str = private unnamed_addr constant [15 x i8] c"i: skip %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"l: skip %ld %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"ll: skip %lld %lld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c"acc[%d] = %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [24 x i8] c"limits: %d %d %d %d %u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [30 x i8] c"limits: %d %d %u %ld %ld %lu\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [10 x i8] c"final %u\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [38 x i8] c"sc: a=%d b=%d sum=%d diff=%d prod=%d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [38 x i8] c"uc: a=%u b=%u sum=%u diff=%u prod=%u\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [52 x i8] c"ss: a=%d b=%d sum=%d diff=%d prod=%d div=%d rem=%d\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [38 x i8] c"us: a=%u b=%u sum=%u diff=%u prod=%u\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [53 x i8] c"i: a=%d b=%d sum=%d diff=%d wide=%lld div=%d rem=%d\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [51 x i8] c"u: a=%u b=%u sum=%u diff=%u prod=%u div=%u rem=%u\0A\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [49 x i8] c"l: a=%ld b=%ld sum=%ld diff=%ld div=%ld rem=%ld\0A\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [59 x i8] c"ul: a=%lu b=%lu sum=%lu diff=%lu prod=%lu div=%lu rem=%lu\0A\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [56 x i8] c"ll: a=%lld b=%lld sum=%lld diff=%lld div=%lld rem=%lld\0A\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [67 x i8] c"ull: a=%llu b=%llu sum=%llu diff=%llu prod=%llu div=%llu rem=%llu\0A\00", align 1, !dbg !76

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !99 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i8], align 1
  %3 = alloca [8 x i8], align 1
  %4 = alloca [8 x i16], align 16
  %5 = alloca [8 x i16], align 16
  %6 = alloca [8 x i32], align 16
  %7 = alloca [8 x i32], align 16
  %8 = alloca [8 x i64], align 16
  %9 = alloca [8 x i64], align 16
  %10 = alloca [8 x i64], align 16
  %11 = alloca [8 x i64], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !103, !DIExpression(), !107)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.scv, i64 8, i1 false), !dbg !107
    #dbg_declare(ptr %3, !108, !DIExpression(), !110)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @__const.main.ucv, i64 8, i1 false), !dbg !110
    #dbg_declare(ptr %4, !111, !DIExpression(), !113)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.ssv, i64 16, i1 false), !dbg !113
    #dbg_declare(ptr %5, !114, !DIExpression(), !116)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.usv, i64 16, i1 false), !dbg !116
    #dbg_declare(ptr %6, !117, !DIExpression(), !119)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.iv, i64 32, i1 false), !dbg !119
    #dbg_declare(ptr %7, !120, !DIExpression(), !122)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.uv, i64 32, i1 false), !dbg !122
    #dbg_declare(ptr %8, !123, !DIExpression(), !126)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.lv, i64 64, i1 false), !dbg !126
    #dbg_declare(ptr %9, !127, !DIExpression(), !130)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.main.ulv, i64 64, i1 false), !dbg !130
    #dbg_declare(ptr %10, !131, !DIExpression(), !133)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.main.llv, i64 64, i1 false), !dbg !133
    #dbg_declare(ptr %11, !134, !DIExpression(), !137)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.main.ullv, i64 64, i1 false), !dbg !137
    #dbg_declare(ptr %12, !138, !DIExpression(), !139)
  store i32 0, ptr %12, align 4, !dbg !139
    #dbg_declare(ptr %13, !140, !DIExpression(), !142)
  store i32 0, ptr %13, align 4, !dbg !142
  br label %22, !dbg !143

22:                                               ; preds = %307, %0
  %23 = load i32, ptr %13, align 4, !dbg !144
  %24 = icmp slt i32 %23, 8, !dbg !146
  br i1 %24, label %25, label %310, !dbg !147

25:                                               ; preds = %22
    #dbg_declare(ptr %14, !148, !DIExpression(), !150)
  %26 = load i32, ptr %13, align 4, !dbg !151
  %27 = add nsw i32 %26, 3, !dbg !152
  %28 = srem i32 %27, 8, !dbg !153
  store i32 %28, ptr %14, align 4, !dbg !150
  %29 = load i32, ptr %12, align 4, !dbg !154
  %30 = mul i32 %29, 31, !dbg !155
  %31 = load i32, ptr %13, align 4, !dbg !156
  %32 = sext i32 %31 to i64, !dbg !157
  %33 = getelementptr inbounds [8 x i8], ptr %2, i64 0, i64 %32, !dbg !157
  %34 = load i8, ptr %33, align 1, !dbg !157
  %35 = load i32, ptr %14, align 4, !dbg !158
  %36 = sext i32 %35 to i64, !dbg !159
  %37 = getelementptr inbounds [8 x i8], ptr %2, i64 0, i64 %36, !dbg !159
  %38 = load i8, ptr %37, align 1, !dbg !159
  %39 = call signext i8 @sc_ops(i8 noundef signext %34, i8 noundef signext %38), !dbg !160
  %40 = zext i8 %39 to i32, !dbg !161
  %41 = add i32 %30, %40, !dbg !162
  store i32 %41, ptr %12, align 4, !dbg !163
  %42 = load i32, ptr %12, align 4, !dbg !164
  %43 = mul i32 %42, 31, !dbg !165
  %44 = load i32, ptr %13, align 4, !dbg !166
  %45 = sext i32 %44 to i64, !dbg !167
  %46 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 %45, !dbg !167
  %47 = load i8, ptr %46, align 1, !dbg !167
  %48 = load i32, ptr %14, align 4, !dbg !168
  %49 = sext i32 %48 to i64, !dbg !169
  %50 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 %49, !dbg !169
  %51 = load i8, ptr %50, align 1, !dbg !169
  %52 = call zeroext i8 @uc_ops(i8 noundef zeroext %47, i8 noundef zeroext %51), !dbg !170
  %53 = zext i8 %52 to i32, !dbg !170
  %54 = add i32 %43, %53, !dbg !171
  store i32 %54, ptr %12, align 4, !dbg !172
  %55 = load i32, ptr %12, align 4, !dbg !173
  %56 = mul i32 %55, 31, !dbg !174
  %57 = load i32, ptr %13, align 4, !dbg !175
  %58 = sext i32 %57 to i64, !dbg !176
  %59 = getelementptr inbounds [8 x i16], ptr %4, i64 0, i64 %58, !dbg !176
  %60 = load i16, ptr %59, align 2, !dbg !176
  %61 = load i32, ptr %14, align 4, !dbg !177
  %62 = sext i32 %61 to i64, !dbg !178
  %63 = getelementptr inbounds [8 x i16], ptr %4, i64 0, i64 %62, !dbg !178
  %64 = load i16, ptr %63, align 2, !dbg !178
  %65 = call signext i16 @ss_ops(i16 noundef signext %60, i16 noundef signext %64), !dbg !179
  %66 = zext i16 %65 to i32, !dbg !180
  %67 = add i32 %56, %66, !dbg !181
  store i32 %67, ptr %12, align 4, !dbg !182
  %68 = load i32, ptr %12, align 4, !dbg !183
  %69 = mul i32 %68, 31, !dbg !184
  %70 = load i32, ptr %13, align 4, !dbg !185
  %71 = sext i32 %70 to i64, !dbg !186
  %72 = getelementptr inbounds [8 x i16], ptr %5, i64 0, i64 %71, !dbg !186
  %73 = load i16, ptr %72, align 2, !dbg !186
  %74 = load i32, ptr %14, align 4, !dbg !187
  %75 = sext i32 %74 to i64, !dbg !188
  %76 = getelementptr inbounds [8 x i16], ptr %5, i64 0, i64 %75, !dbg !188
  %77 = load i16, ptr %76, align 2, !dbg !188
  %78 = call zeroext i16 @us_ops(i16 noundef zeroext %73, i16 noundef zeroext %77), !dbg !189
  %79 = zext i16 %78 to i32, !dbg !189
  %80 = add i32 %69, %79, !dbg !190
  store i32 %80, ptr %12, align 4, !dbg !191
  %81 = load i32, ptr %13, align 4, !dbg !192
  %82 = sext i32 %81 to i64, !dbg !194
  %83 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %82, !dbg !194
  %84 = load i32, ptr %83, align 4, !dbg !194
  %85 = icmp eq i32 %84, -2147483648, !dbg !195
  br i1 %85, label %86, label %92, !dbg !196

86:                                               ; preds = %25
  %87 = load i32, ptr %14, align 4, !dbg !197
  %88 = sext i32 %87 to i64, !dbg !198
  %89 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %88, !dbg !198
  %90 = load i32, ptr %89, align 4, !dbg !198
  %91 = icmp eq i32 %90, -1, !dbg !199
  br i1 %91, label %137, label %92, !dbg !200

92:                                               ; preds = %86, %25
    #dbg_declare(ptr %15, !201, !DIExpression(), !203)
  %93 = load i32, ptr %13, align 4, !dbg !204
  %94 = sext i32 %93 to i64, !dbg !205
  %95 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %94, !dbg !205
  %96 = load i32, ptr %95, align 4, !dbg !205
  store i32 %96, ptr %15, align 4, !dbg !203
    #dbg_declare(ptr %16, !206, !DIExpression(), !207)
  %97 = load i32, ptr %14, align 4, !dbg !208
  %98 = sext i32 %97 to i64, !dbg !209
  %99 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %98, !dbg !209
  %100 = load i32, ptr %99, align 4, !dbg !209
  store i32 %100, ptr %16, align 4, !dbg !207
    #dbg_declare(ptr %17, !210, !DIExpression(), !211)
  %101 = load i32, ptr %15, align 4, !dbg !212
  %102 = sext i32 %101 to i64, !dbg !213
  %103 = load i32, ptr %16, align 4, !dbg !214
  %104 = sext i32 %103 to i64, !dbg !214
  %105 = add nsw i64 %102, %104, !dbg !215
  store i64 %105, ptr %17, align 8, !dbg !211
  %106 = load i64, ptr %17, align 8, !dbg !216
  %107 = icmp sle i64 %106, 2147483647, !dbg !218
  br i1 %107, label %108, label %132, !dbg !219

108:                                              ; preds = %92
  %109 = load i64, ptr %17, align 8, !dbg !220
  %110 = icmp sge i64 %109, -2147483648, !dbg !221
  br i1 %110, label %111, label %132, !dbg !222

111:                                              ; preds = %108
  %112 = load i32, ptr %15, align 4, !dbg !223
  %113 = sext i32 %112 to i64, !dbg !224
  %114 = load i32, ptr %16, align 4, !dbg !225
  %115 = sext i32 %114 to i64, !dbg !225
  %116 = sub nsw i64 %113, %115, !dbg !226
  %117 = icmp sle i64 %116, 2147483647, !dbg !227
  br i1 %117, label %118, label %132, !dbg !228

118:                                              ; preds = %111
  %119 = load i32, ptr %15, align 4, !dbg !229
  %120 = sext i32 %119 to i64, !dbg !230
  %121 = load i32, ptr %16, align 4, !dbg !231
  %122 = sext i32 %121 to i64, !dbg !231
  %123 = sub nsw i64 %120, %122, !dbg !232
  %124 = icmp sge i64 %123, -2147483648, !dbg !233
  br i1 %124, label %125, label %132, !dbg !234

125:                                              ; preds = %118
  %126 = load i32, ptr %12, align 4, !dbg !235
  %127 = mul i32 %126, 31, !dbg !236
  %128 = load i32, ptr %15, align 4, !dbg !237
  %129 = load i32, ptr %16, align 4, !dbg !238
  %130 = call i32 @i_ops(i32 noundef %128, i32 noundef %129), !dbg !239
  %131 = add i32 %127, %130, !dbg !240
  store i32 %131, ptr %12, align 4, !dbg !241
  br label %136, !dbg !242

132:                                              ; preds = %118, %111, %108, %92
  %133 = load i32, ptr %15, align 4, !dbg !243
  %134 = load i32, ptr %16, align 4, !dbg !244
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %133, i32 noundef %134), !dbg !245
  br label %136

136:                                              ; preds = %132, %125
  br label %137, !dbg !246

137:                                              ; preds = %136, %86
  %138 = load i32, ptr %12, align 4, !dbg !247
  %139 = mul i32 %138, 31, !dbg !248
  %140 = load i32, ptr %13, align 4, !dbg !249
  %141 = sext i32 %140 to i64, !dbg !250
  %142 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %141, !dbg !250
  %143 = load i32, ptr %142, align 4, !dbg !250
  %144 = load i32, ptr %14, align 4, !dbg !251
  %145 = sext i32 %144 to i64, !dbg !252
  %146 = getelementptr inbounds [8 x i32], ptr %7, i64 0, i64 %145, !dbg !252
  %147 = load i32, ptr %146, align 4, !dbg !252
  %148 = call i32 @u_ops(i32 noundef %143, i32 noundef %147), !dbg !253
  %149 = add i32 %139, %148, !dbg !254
  store i32 %149, ptr %12, align 4, !dbg !255
    #dbg_declare(ptr %18, !256, !DIExpression(), !258)
  %150 = load i32, ptr %13, align 4, !dbg !259
  %151 = sext i32 %150 to i64, !dbg !260
  %152 = getelementptr inbounds [8 x i64], ptr %8, i64 0, i64 %151, !dbg !260
  %153 = load i64, ptr %152, align 8, !dbg !260
  store i64 %153, ptr %18, align 8, !dbg !258
    #dbg_declare(ptr %19, !261, !DIExpression(), !262)
  %154 = load i32, ptr %14, align 4, !dbg !263
  %155 = sext i32 %154 to i64, !dbg !264
  %156 = getelementptr inbounds [8 x i64], ptr %8, i64 0, i64 %155, !dbg !264
  %157 = load i64, ptr %156, align 8, !dbg !264
  store i64 %157, ptr %19, align 8, !dbg !262
  %158 = load i64, ptr %18, align 8, !dbg !265
  %159 = icmp sgt i64 %158, 0, !dbg !267
  br i1 %159, label %160, label %168, !dbg !268

160:                                              ; preds = %137
  %161 = load i64, ptr %19, align 8, !dbg !269
  %162 = icmp sgt i64 %161, 0, !dbg !270
  br i1 %162, label %163, label %168, !dbg !271

163:                                              ; preds = %160
  %164 = load i64, ptr %18, align 8, !dbg !272
  %165 = load i64, ptr %19, align 8, !dbg !273
  %166 = sub nsw i64 9223372036854775807, %165, !dbg !274
  %167 = icmp sgt i64 %164, %166, !dbg !275
  br i1 %167, label %201, label %168, !dbg !276

168:                                              ; preds = %163, %160, %137
  %169 = load i64, ptr %18, align 8, !dbg !277
  %170 = icmp slt i64 %169, 0, !dbg !278
  br i1 %170, label %171, label %179, !dbg !279

171:                                              ; preds = %168
  %172 = load i64, ptr %19, align 8, !dbg !280
  %173 = icmp slt i64 %172, 0, !dbg !281
  br i1 %173, label %174, label %179, !dbg !282

174:                                              ; preds = %171
  %175 = load i64, ptr %18, align 8, !dbg !283
  %176 = load i64, ptr %19, align 8, !dbg !284
  %177 = sub nsw i64 -9223372036854775808, %176, !dbg !285
  %178 = icmp slt i64 %175, %177, !dbg !286
  br i1 %178, label %201, label %179, !dbg !287

179:                                              ; preds = %174, %171, %168
  %180 = load i64, ptr %19, align 8, !dbg !288
  %181 = icmp slt i64 %180, 0, !dbg !289
  br i1 %181, label %182, label %187, !dbg !290

182:                                              ; preds = %179
  %183 = load i64, ptr %18, align 8, !dbg !291
  %184 = load i64, ptr %19, align 8, !dbg !292
  %185 = add nsw i64 9223372036854775807, %184, !dbg !293
  %186 = icmp sgt i64 %183, %185, !dbg !294
  br i1 %186, label %201, label %187, !dbg !295

187:                                              ; preds = %182, %179
  %188 = load i64, ptr %19, align 8, !dbg !296
  %189 = icmp sgt i64 %188, 0, !dbg !297
  br i1 %189, label %190, label %195, !dbg !298

190:                                              ; preds = %187
  %191 = load i64, ptr %18, align 8, !dbg !299
  %192 = load i64, ptr %19, align 8, !dbg !300
  %193 = add nsw i64 -9223372036854775808, %192, !dbg !301
  %194 = icmp slt i64 %191, %193, !dbg !302
  br i1 %194, label %201, label %195, !dbg !303

195:                                              ; preds = %190, %187
  %196 = load i64, ptr %18, align 8, !dbg !304
  %197 = icmp eq i64 %196, -9223372036854775808, !dbg !305
  br i1 %197, label %198, label %205, !dbg !306

198:                                              ; preds = %195
  %199 = load i64, ptr %19, align 8, !dbg !307
  %200 = icmp eq i64 %199, -1, !dbg !308
  br i1 %200, label %201, label %205, !dbg !309

201:                                              ; preds = %198, %190, %182, %174, %163
  %202 = load i64, ptr %18, align 8, !dbg !310
  %203 = load i64, ptr %19, align 8, !dbg !311
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %202, i64 noundef %203), !dbg !312
  br label %213, !dbg !312

205:                                              ; preds = %198, %195
  %206 = load i32, ptr %12, align 4, !dbg !313
  %207 = mul i32 %206, 31, !dbg !314
  %208 = load i64, ptr %18, align 8, !dbg !315
  %209 = load i64, ptr %19, align 8, !dbg !316
  %210 = call i64 @l_ops(i64 noundef %208, i64 noundef %209), !dbg !317
  %211 = trunc i64 %210 to i32, !dbg !318
  %212 = add i32 %207, %211, !dbg !319
  store i32 %212, ptr %12, align 4, !dbg !320
  br label %213

213:                                              ; preds = %205, %201
  %214 = load i32, ptr %12, align 4, !dbg !321
  %215 = mul i32 %214, 31, !dbg !322
  %216 = load i32, ptr %13, align 4, !dbg !323
  %217 = sext i32 %216 to i64, !dbg !324
  %218 = getelementptr inbounds [8 x i64], ptr %9, i64 0, i64 %217, !dbg !324
  %219 = load i64, ptr %218, align 8, !dbg !324
  %220 = load i32, ptr %14, align 4, !dbg !325
  %221 = sext i32 %220 to i64, !dbg !326
  %222 = getelementptr inbounds [8 x i64], ptr %9, i64 0, i64 %221, !dbg !326
  %223 = load i64, ptr %222, align 8, !dbg !326
  %224 = call i64 @ul_ops(i64 noundef %219, i64 noundef %223), !dbg !327
  %225 = trunc i64 %224 to i32, !dbg !328
  %226 = add i32 %215, %225, !dbg !329
  store i32 %226, ptr %12, align 4, !dbg !330
    #dbg_declare(ptr %20, !331, !DIExpression(), !333)
  %227 = load i32, ptr %13, align 4, !dbg !334
  %228 = sext i32 %227 to i64, !dbg !335
  %229 = getelementptr inbounds [8 x i64], ptr %10, i64 0, i64 %228, !dbg !335
  %230 = load i64, ptr %229, align 8, !dbg !335
  store i64 %230, ptr %20, align 8, !dbg !333
    #dbg_declare(ptr %21, !336, !DIExpression(), !337)
  %231 = load i32, ptr %14, align 4, !dbg !338
  %232 = sext i32 %231 to i64, !dbg !339
  %233 = getelementptr inbounds [8 x i64], ptr %10, i64 0, i64 %232, !dbg !339
  %234 = load i64, ptr %233, align 8, !dbg !339
  store i64 %234, ptr %21, align 8, !dbg !337
  %235 = load i64, ptr %20, align 8, !dbg !340
  %236 = icmp sgt i64 %235, 0, !dbg !342
  br i1 %236, label %237, label %245, !dbg !343

237:                                              ; preds = %213
  %238 = load i64, ptr %21, align 8, !dbg !344
  %239 = icmp sgt i64 %238, 0, !dbg !345
  br i1 %239, label %240, label %245, !dbg !346

240:                                              ; preds = %237
  %241 = load i64, ptr %20, align 8, !dbg !347
  %242 = load i64, ptr %21, align 8, !dbg !348
  %243 = sub nsw i64 9223372036854775807, %242, !dbg !349
  %244 = icmp sgt i64 %241, %243, !dbg !350
  br i1 %244, label %278, label %245, !dbg !351

245:                                              ; preds = %240, %237, %213
  %246 = load i64, ptr %20, align 8, !dbg !352
  %247 = icmp slt i64 %246, 0, !dbg !353
  br i1 %247, label %248, label %256, !dbg !354

248:                                              ; preds = %245
  %249 = load i64, ptr %21, align 8, !dbg !355
  %250 = icmp slt i64 %249, 0, !dbg !356
  br i1 %250, label %251, label %256, !dbg !357

251:                                              ; preds = %248
  %252 = load i64, ptr %20, align 8, !dbg !358
  %253 = load i64, ptr %21, align 8, !dbg !359
  %254 = sub nsw i64 -9223372036854775808, %253, !dbg !360
  %255 = icmp slt i64 %252, %254, !dbg !361
  br i1 %255, label %278, label %256, !dbg !362

256:                                              ; preds = %251, %248, %245
  %257 = load i64, ptr %21, align 8, !dbg !363
  %258 = icmp slt i64 %257, 0, !dbg !364
  br i1 %258, label %259, label %264, !dbg !365

259:                                              ; preds = %256
  %260 = load i64, ptr %20, align 8, !dbg !366
  %261 = load i64, ptr %21, align 8, !dbg !367
  %262 = add nsw i64 9223372036854775807, %261, !dbg !368
  %263 = icmp sgt i64 %260, %262, !dbg !369
  br i1 %263, label %278, label %264, !dbg !370

264:                                              ; preds = %259, %256
  %265 = load i64, ptr %21, align 8, !dbg !371
  %266 = icmp sgt i64 %265, 0, !dbg !372
  br i1 %266, label %267, label %272, !dbg !373

267:                                              ; preds = %264
  %268 = load i64, ptr %20, align 8, !dbg !374
  %269 = load i64, ptr %21, align 8, !dbg !375
  %270 = add nsw i64 -9223372036854775808, %269, !dbg !376
  %271 = icmp slt i64 %268, %270, !dbg !377
  br i1 %271, label %278, label %272, !dbg !378

272:                                              ; preds = %267, %264
  %273 = load i64, ptr %20, align 8, !dbg !379
  %274 = icmp eq i64 %273, -9223372036854775808, !dbg !380
  br i1 %274, label %275, label %282, !dbg !381

275:                                              ; preds = %272
  %276 = load i64, ptr %21, align 8, !dbg !382
  %277 = icmp eq i64 %276, -1, !dbg !383
  br i1 %277, label %278, label %282, !dbg !384

278:                                              ; preds = %275, %267, %259, %251, %240
  %279 = load i64, ptr %20, align 8, !dbg !385
  %280 = load i64, ptr %21, align 8, !dbg !386
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %279, i64 noundef %280), !dbg !387
  br label %290, !dbg !387

282:                                              ; preds = %275, %272
  %283 = load i32, ptr %12, align 4, !dbg !388
  %284 = mul i32 %283, 31, !dbg !389
  %285 = load i64, ptr %20, align 8, !dbg !390
  %286 = load i64, ptr %21, align 8, !dbg !391
  %287 = call i64 @ll_ops(i64 noundef %285, i64 noundef %286), !dbg !392
  %288 = trunc i64 %287 to i32, !dbg !393
  %289 = add i32 %284, %288, !dbg !394
  store i32 %289, ptr %12, align 4, !dbg !395
  br label %290

290:                                              ; preds = %282, %278
  %291 = load i32, ptr %12, align 4, !dbg !396
  %292 = mul i32 %291, 31, !dbg !397
  %293 = load i32, ptr %13, align 4, !dbg !398
  %294 = sext i32 %293 to i64, !dbg !399
  %295 = getelementptr inbounds [8 x i64], ptr %11, i64 0, i64 %294, !dbg !399
  %296 = load i64, ptr %295, align 8, !dbg !399
  %297 = load i32, ptr %14, align 4, !dbg !400
  %298 = sext i32 %297 to i64, !dbg !401
  %299 = getelementptr inbounds [8 x i64], ptr %11, i64 0, i64 %298, !dbg !401
  %300 = load i64, ptr %299, align 8, !dbg !401
  %301 = call i64 @ull_ops(i64 noundef %296, i64 noundef %300), !dbg !402
  %302 = trunc i64 %301 to i32, !dbg !403
  %303 = add i32 %292, %302, !dbg !404
  store i32 %303, ptr %12, align 4, !dbg !405
  %304 = load i32, ptr %13, align 4, !dbg !406
  %305 = load i32, ptr %12, align 4, !dbg !407
  %306 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %304, i32 noundef %305), !dbg !408
  br label %307, !dbg !409

307:                                              ; preds = %290
  %308 = load i32, ptr %13, align 4, !dbg !410
  %309 = add nsw i32 %308, 1, !dbg !410
  store i32 %309, ptr %13, align 4, !dbg !410
  br label %22, !dbg !411, !llvm.loop !412

310:                                              ; preds = %22
  %311 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef -128, i32 noundef 127, i32 noundef -32768, i32 noundef 32767, i32 noundef 65535), !dbg !415
  %312 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef -2147483648, i32 noundef 2147483647, i32 noundef -1, i64 noundef -9223372036854775808, i64 noundef 9223372036854775807, i64 noundef -1), !dbg !416
  %313 = load i32, ptr %12, align 4, !dbg !417
  %314 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %313), !dbg !418
  %315 = load i32, ptr %12, align 4, !dbg !419
  %316 = urem i32 %315, 7, !dbg !420
  ret i32 %316, !dbg !421
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @sc_ops(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !422 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !425, !DIExpression(), !426)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !427, !DIExpression(), !428)
    #dbg_declare(ptr %5, !429, !DIExpression(), !430)
  %8 = load i8, ptr %3, align 1, !dbg !431
  %9 = sext i8 %8 to i32, !dbg !431
  %10 = load i8, ptr %4, align 1, !dbg !432
  %11 = sext i8 %10 to i32, !dbg !432
  %12 = add nsw i32 %9, %11, !dbg !433
  store i32 %12, ptr %5, align 4, !dbg !430
    #dbg_declare(ptr %6, !434, !DIExpression(), !435)
  %13 = load i8, ptr %3, align 1, !dbg !436
  %14 = sext i8 %13 to i32, !dbg !436
  %15 = load i8, ptr %4, align 1, !dbg !437
  %16 = sext i8 %15 to i32, !dbg !437
  %17 = sub nsw i32 %14, %16, !dbg !438
  store i32 %17, ptr %6, align 4, !dbg !435
    #dbg_declare(ptr %7, !439, !DIExpression(), !440)
  %18 = load i8, ptr %3, align 1, !dbg !441
  %19 = sext i8 %18 to i32, !dbg !441
  %20 = load i8, ptr %4, align 1, !dbg !442
  %21 = sext i8 %20 to i32, !dbg !442
  %22 = mul nsw i32 %19, %21, !dbg !443
  store i32 %22, ptr %7, align 4, !dbg !440
  %23 = load i8, ptr %3, align 1, !dbg !444
  %24 = sext i8 %23 to i32, !dbg !444
  %25 = load i8, ptr %4, align 1, !dbg !445
  %26 = sext i8 %25 to i32, !dbg !445
  %27 = load i32, ptr %5, align 4, !dbg !446
  %28 = load i32, ptr %6, align 4, !dbg !447
  %29 = load i32, ptr %7, align 4, !dbg !448
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %24, i32 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29), !dbg !449
  %31 = load i32, ptr %5, align 4, !dbg !450
  %32 = and i32 %31, 127, !dbg !451
  %33 = trunc i32 %32 to i8, !dbg !452
  ret i8 %33, !dbg !453
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @uc_ops(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !454 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !457, !DIExpression(), !458)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !459, !DIExpression(), !460)
    #dbg_declare(ptr %5, !461, !DIExpression(), !462)
  %8 = load i8, ptr %3, align 1, !dbg !463
  %9 = zext i8 %8 to i32, !dbg !463
  %10 = load i8, ptr %4, align 1, !dbg !464
  %11 = zext i8 %10 to i32, !dbg !464
  %12 = add nsw i32 %9, %11, !dbg !465
  %13 = trunc i32 %12 to i8, !dbg !466
  store i8 %13, ptr %5, align 1, !dbg !462
    #dbg_declare(ptr %6, !467, !DIExpression(), !468)
  %14 = load i8, ptr %3, align 1, !dbg !469
  %15 = zext i8 %14 to i32, !dbg !469
  %16 = load i8, ptr %4, align 1, !dbg !470
  %17 = zext i8 %16 to i32, !dbg !470
  %18 = sub nsw i32 %15, %17, !dbg !471
  %19 = trunc i32 %18 to i8, !dbg !472
  store i8 %19, ptr %6, align 1, !dbg !468
    #dbg_declare(ptr %7, !473, !DIExpression(), !474)
  %20 = load i8, ptr %3, align 1, !dbg !475
  %21 = zext i8 %20 to i32, !dbg !475
  %22 = load i8, ptr %4, align 1, !dbg !476
  %23 = zext i8 %22 to i32, !dbg !476
  %24 = mul nsw i32 %21, %23, !dbg !477
  %25 = trunc i32 %24 to i8, !dbg !478
  store i8 %25, ptr %7, align 1, !dbg !474
  %26 = load i8, ptr %3, align 1, !dbg !479
  %27 = zext i8 %26 to i32, !dbg !479
  %28 = load i8, ptr %4, align 1, !dbg !480
  %29 = zext i8 %28 to i32, !dbg !480
  %30 = load i8, ptr %5, align 1, !dbg !481
  %31 = zext i8 %30 to i32, !dbg !481
  %32 = load i8, ptr %6, align 1, !dbg !482
  %33 = zext i8 %32 to i32, !dbg !482
  %34 = load i8, ptr %7, align 1, !dbg !483
  %35 = zext i8 %34 to i32, !dbg !483
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %27, i32 noundef %29, i32 noundef %31, i32 noundef %33, i32 noundef %35), !dbg !484
  %37 = load i8, ptr %5, align 1, !dbg !485
  %38 = zext i8 %37 to i32, !dbg !485
  %39 = load i8, ptr %6, align 1, !dbg !486
  %40 = zext i8 %39 to i32, !dbg !486
  %41 = xor i32 %38, %40, !dbg !487
  %42 = load i8, ptr %7, align 1, !dbg !488
  %43 = zext i8 %42 to i32, !dbg !488
  %44 = xor i32 %41, %43, !dbg !489
  %45 = trunc i32 %44 to i8, !dbg !490
  ret i8 %45, !dbg !491
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @ss_ops(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !492 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !495, !DIExpression(), !496)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !497, !DIExpression(), !498)
    #dbg_declare(ptr %5, !499, !DIExpression(), !500)
  %8 = load i16, ptr %3, align 2, !dbg !501
  %9 = sext i16 %8 to i32, !dbg !501
  %10 = load i16, ptr %4, align 2, !dbg !502
  %11 = sext i16 %10 to i32, !dbg !502
  %12 = add nsw i32 %9, %11, !dbg !503
  store i32 %12, ptr %5, align 4, !dbg !500
    #dbg_declare(ptr %6, !504, !DIExpression(), !505)
  %13 = load i16, ptr %3, align 2, !dbg !506
  %14 = sext i16 %13 to i32, !dbg !506
  %15 = load i16, ptr %4, align 2, !dbg !507
  %16 = sext i16 %15 to i32, !dbg !507
  %17 = sub nsw i32 %14, %16, !dbg !508
  store i32 %17, ptr %6, align 4, !dbg !505
    #dbg_declare(ptr %7, !509, !DIExpression(), !510)
  %18 = load i16, ptr %3, align 2, !dbg !511
  %19 = sext i16 %18 to i32, !dbg !511
  %20 = load i16, ptr %4, align 2, !dbg !512
  %21 = sext i16 %20 to i32, !dbg !512
  %22 = mul nsw i32 %19, %21, !dbg !513
  store i32 %22, ptr %7, align 4, !dbg !510
  %23 = load i16, ptr %3, align 2, !dbg !514
  %24 = sext i16 %23 to i32, !dbg !514
  %25 = load i16, ptr %4, align 2, !dbg !515
  %26 = sext i16 %25 to i32, !dbg !515
  %27 = load i32, ptr %5, align 4, !dbg !516
  %28 = load i32, ptr %6, align 4, !dbg !517
  %29 = load i32, ptr %7, align 4, !dbg !518
  %30 = load i16, ptr %4, align 2, !dbg !519
  %31 = sext i16 %30 to i32, !dbg !519
  %32 = icmp ne i32 %31, 0, !dbg !519
  br i1 %32, label %33, label %39, !dbg !519

33:                                               ; preds = %2
  %34 = load i16, ptr %3, align 2, !dbg !520
  %35 = sext i16 %34 to i32, !dbg !520
  %36 = load i16, ptr %4, align 2, !dbg !521
  %37 = sext i16 %36 to i32, !dbg !521
  %38 = sdiv i32 %35, %37, !dbg !522
  br label %40, !dbg !519

39:                                               ; preds = %2
  br label %40, !dbg !519

40:                                               ; preds = %39, %33
  %41 = phi i32 [ %38, %33 ], [ 0, %39 ], !dbg !519
  %42 = load i16, ptr %4, align 2, !dbg !523
  %43 = sext i16 %42 to i32, !dbg !523
  %44 = icmp ne i32 %43, 0, !dbg !523
  br i1 %44, label %45, label %51, !dbg !523

45:                                               ; preds = %40
  %46 = load i16, ptr %3, align 2, !dbg !524
  %47 = sext i16 %46 to i32, !dbg !524
  %48 = load i16, ptr %4, align 2, !dbg !525
  %49 = sext i16 %48 to i32, !dbg !525
  %50 = srem i32 %47, %49, !dbg !526
  br label %52, !dbg !523

51:                                               ; preds = %40
  br label %52, !dbg !523

52:                                               ; preds = %51, %45
  %53 = phi i32 [ %50, %45 ], [ 0, %51 ], !dbg !523
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %24, i32 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %41, i32 noundef %53), !dbg !527
  %55 = load i32, ptr %6, align 4, !dbg !528
  %56 = and i32 %55, 16383, !dbg !529
  %57 = trunc i32 %56 to i16, !dbg !530
  ret i16 %57, !dbg !531
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @us_ops(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !532 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !535, !DIExpression(), !536)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !537, !DIExpression(), !538)
    #dbg_declare(ptr %5, !539, !DIExpression(), !540)
  %8 = load i16, ptr %3, align 2, !dbg !541
  %9 = zext i16 %8 to i32, !dbg !541
  %10 = load i16, ptr %4, align 2, !dbg !542
  %11 = zext i16 %10 to i32, !dbg !542
  %12 = add nsw i32 %9, %11, !dbg !543
  %13 = trunc i32 %12 to i16, !dbg !544
  store i16 %13, ptr %5, align 2, !dbg !540
    #dbg_declare(ptr %6, !545, !DIExpression(), !546)
  %14 = load i16, ptr %3, align 2, !dbg !547
  %15 = zext i16 %14 to i32, !dbg !547
  %16 = load i16, ptr %4, align 2, !dbg !548
  %17 = zext i16 %16 to i32, !dbg !548
  %18 = sub nsw i32 %15, %17, !dbg !549
  %19 = trunc i32 %18 to i16, !dbg !550
  store i16 %19, ptr %6, align 2, !dbg !546
    #dbg_declare(ptr %7, !551, !DIExpression(), !552)
  %20 = load i16, ptr %3, align 2, !dbg !553
  %21 = zext i16 %20 to i32, !dbg !554
  %22 = load i16, ptr %4, align 2, !dbg !555
  %23 = zext i16 %22 to i32, !dbg !555
  %24 = mul i32 %21, %23, !dbg !556
  %25 = trunc i32 %24 to i16, !dbg !557
  store i16 %25, ptr %7, align 2, !dbg !552
  %26 = load i16, ptr %3, align 2, !dbg !558
  %27 = zext i16 %26 to i32, !dbg !558
  %28 = load i16, ptr %4, align 2, !dbg !559
  %29 = zext i16 %28 to i32, !dbg !559
  %30 = load i16, ptr %5, align 2, !dbg !560
  %31 = zext i16 %30 to i32, !dbg !560
  %32 = load i16, ptr %6, align 2, !dbg !561
  %33 = zext i16 %32 to i32, !dbg !561
  %34 = load i16, ptr %7, align 2, !dbg !562
  %35 = zext i16 %34 to i32, !dbg !562
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %27, i32 noundef %29, i32 noundef %31, i32 noundef %33, i32 noundef %35), !dbg !563
  %37 = load i16, ptr %5, align 2, !dbg !564
  %38 = zext i16 %37 to i32, !dbg !564
  %39 = load i16, ptr %6, align 2, !dbg !565
  %40 = zext i16 %39 to i32, !dbg !565
  %41 = add nsw i32 %38, %40, !dbg !566
  %42 = load i16, ptr %7, align 2, !dbg !567
  %43 = zext i16 %42 to i32, !dbg !567
  %44 = add nsw i32 %41, %43, !dbg !568
  %45 = trunc i32 %44 to i16, !dbg !569
  ret i16 %45, !dbg !570
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @i_ops(i32 noundef %0, i32 noundef %1) #0 !dbg !571 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !574, !DIExpression(), !575)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !576, !DIExpression(), !577)
    #dbg_declare(ptr %5, !578, !DIExpression(), !579)
  %6 = load i32, ptr %3, align 4, !dbg !580
  %7 = sext i32 %6 to i64, !dbg !581
  %8 = load i32, ptr %4, align 4, !dbg !582
  %9 = sext i32 %8 to i64, !dbg !582
  %10 = mul nsw i64 %7, %9, !dbg !583
  store i64 %10, ptr %5, align 8, !dbg !579
  %11 = load i32, ptr %3, align 4, !dbg !584
  %12 = load i32, ptr %4, align 4, !dbg !585
  %13 = load i32, ptr %3, align 4, !dbg !586
  %14 = load i32, ptr %4, align 4, !dbg !587
  %15 = add nsw i32 %13, %14, !dbg !588
  %16 = load i32, ptr %3, align 4, !dbg !589
  %17 = load i32, ptr %4, align 4, !dbg !590
  %18 = sub nsw i32 %16, %17, !dbg !591
  %19 = load i64, ptr %5, align 8, !dbg !592
  %20 = load i32, ptr %3, align 4, !dbg !593
  %21 = load i32, ptr %4, align 4, !dbg !594
  %22 = sdiv i32 %20, %21, !dbg !595
  %23 = load i32, ptr %3, align 4, !dbg !596
  %24 = load i32, ptr %4, align 4, !dbg !597
  %25 = srem i32 %23, %24, !dbg !598
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %11, i32 noundef %12, i32 noundef %15, i32 noundef %18, i64 noundef %19, i32 noundef %22, i32 noundef %25), !dbg !599
  %27 = load i64, ptr %5, align 8, !dbg !600
  %28 = srem i64 %27, 1000003, !dbg !601
  %29 = trunc i64 %28 to i32, !dbg !602
  ret i32 %29, !dbg !603
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @u_ops(i32 noundef %0, i32 noundef %1) #0 !dbg !604 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !607, !DIExpression(), !608)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !609, !DIExpression(), !610)
  %5 = load i32, ptr %3, align 4, !dbg !611
  %6 = load i32, ptr %4, align 4, !dbg !612
  %7 = load i32, ptr %3, align 4, !dbg !613
  %8 = load i32, ptr %4, align 4, !dbg !614
  %9 = add i32 %7, %8, !dbg !615
  %10 = load i32, ptr %3, align 4, !dbg !616
  %11 = load i32, ptr %4, align 4, !dbg !617
  %12 = sub i32 %10, %11, !dbg !618
  %13 = load i32, ptr %3, align 4, !dbg !619
  %14 = load i32, ptr %4, align 4, !dbg !620
  %15 = mul i32 %13, %14, !dbg !621
  %16 = load i32, ptr %3, align 4, !dbg !622
  %17 = load i32, ptr %4, align 4, !dbg !623
  %18 = udiv i32 %16, %17, !dbg !624
  %19 = load i32, ptr %3, align 4, !dbg !625
  %20 = load i32, ptr %4, align 4, !dbg !626
  %21 = urem i32 %19, %20, !dbg !627
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %5, i32 noundef %6, i32 noundef %9, i32 noundef %12, i32 noundef %15, i32 noundef %18, i32 noundef %21), !dbg !628
  %23 = load i32, ptr %3, align 4, !dbg !629
  %24 = mul i32 %23, -1640531535, !dbg !630
  %25 = load i32, ptr %4, align 4, !dbg !631
  %26 = add i32 %24, %25, !dbg !632
  ret i32 %26, !dbg !633
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @l_ops(i64 noundef %0, i64 noundef %1) #0 !dbg !634 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !637, !DIExpression(), !638)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !639, !DIExpression(), !640)
  %5 = load i64, ptr %3, align 8, !dbg !641
  %6 = load i64, ptr %4, align 8, !dbg !642
  %7 = load i64, ptr %3, align 8, !dbg !643
  %8 = load i64, ptr %4, align 8, !dbg !644
  %9 = add nsw i64 %7, %8, !dbg !645
  %10 = load i64, ptr %3, align 8, !dbg !646
  %11 = load i64, ptr %4, align 8, !dbg !647
  %12 = sub nsw i64 %10, %11, !dbg !648
  %13 = load i64, ptr %3, align 8, !dbg !649
  %14 = load i64, ptr %4, align 8, !dbg !650
  %15 = sdiv i64 %13, %14, !dbg !651
  %16 = load i64, ptr %3, align 8, !dbg !652
  %17 = load i64, ptr %4, align 8, !dbg !653
  %18 = srem i64 %16, %17, !dbg !654
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %5, i64 noundef %6, i64 noundef %9, i64 noundef %12, i64 noundef %15, i64 noundef %18), !dbg !655
  %20 = load i64, ptr %3, align 8, !dbg !656
  %21 = sdiv i64 %20, 3, !dbg !657
  %22 = load i64, ptr %4, align 8, !dbg !658
  %23 = srem i64 %22, 7, !dbg !659
  %24 = sub nsw i64 %21, %23, !dbg !660
  ret i64 %24, !dbg !661
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ul_ops(i64 noundef %0, i64 noundef %1) #0 !dbg !662 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !665, !DIExpression(), !666)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !667, !DIExpression(), !668)
  %5 = load i64, ptr %3, align 8, !dbg !669
  %6 = load i64, ptr %4, align 8, !dbg !670
  %7 = load i64, ptr %3, align 8, !dbg !671
  %8 = load i64, ptr %4, align 8, !dbg !672
  %9 = add i64 %7, %8, !dbg !673
  %10 = load i64, ptr %3, align 8, !dbg !674
  %11 = load i64, ptr %4, align 8, !dbg !675
  %12 = sub i64 %10, %11, !dbg !676
  %13 = load i64, ptr %3, align 8, !dbg !677
  %14 = load i64, ptr %4, align 8, !dbg !678
  %15 = mul i64 %13, %14, !dbg !679
  %16 = load i64, ptr %3, align 8, !dbg !680
  %17 = load i64, ptr %4, align 8, !dbg !681
  %18 = udiv i64 %16, %17, !dbg !682
  %19 = load i64, ptr %3, align 8, !dbg !683
  %20 = load i64, ptr %4, align 8, !dbg !684
  %21 = urem i64 %19, %20, !dbg !685
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %5, i64 noundef %6, i64 noundef %9, i64 noundef %12, i64 noundef %15, i64 noundef %18, i64 noundef %21), !dbg !686
  %23 = load i64, ptr %3, align 8, !dbg !687
  %24 = mul i64 %23, 6364136223846793005, !dbg !688
  %25 = load i64, ptr %4, align 8, !dbg !689
  %26 = add i64 %24, %25, !dbg !690
  ret i64 %26, !dbg !691
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ll_ops(i64 noundef %0, i64 noundef %1) #0 !dbg !692 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !695, !DIExpression(), !696)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !697, !DIExpression(), !698)
  %5 = load i64, ptr %3, align 8, !dbg !699
  %6 = load i64, ptr %4, align 8, !dbg !700
  %7 = load i64, ptr %3, align 8, !dbg !701
  %8 = load i64, ptr %4, align 8, !dbg !702
  %9 = add nsw i64 %7, %8, !dbg !703
  %10 = load i64, ptr %3, align 8, !dbg !704
  %11 = load i64, ptr %4, align 8, !dbg !705
  %12 = sub nsw i64 %10, %11, !dbg !706
  %13 = load i64, ptr %3, align 8, !dbg !707
  %14 = load i64, ptr %4, align 8, !dbg !708
  %15 = sdiv i64 %13, %14, !dbg !709
  %16 = load i64, ptr %3, align 8, !dbg !710
  %17 = load i64, ptr %4, align 8, !dbg !711
  %18 = srem i64 %16, %17, !dbg !712
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %5, i64 noundef %6, i64 noundef %9, i64 noundef %12, i64 noundef %15, i64 noundef %18), !dbg !713
  %20 = load i64, ptr %3, align 8, !dbg !714
  %21 = load i64, ptr %4, align 8, !dbg !715
  %22 = sdiv i64 %21, 2, !dbg !716
  %23 = sub nsw i64 %20, %22, !dbg !717
  ret i64 %23, !dbg !718
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ull_ops(i64 noundef %0, i64 noundef %1) #0 !dbg !719 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !722, !DIExpression(), !723)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !724, !DIExpression(), !725)
  %5 = load i64, ptr %3, align 8, !dbg !726
  %6 = load i64, ptr %4, align 8, !dbg !727
  %7 = load i64, ptr %3, align 8, !dbg !728
  %8 = load i64, ptr %4, align 8, !dbg !729
  %9 = add i64 %7, %8, !dbg !730
  %10 = load i64, ptr %3, align 8, !dbg !731
  %11 = load i64, ptr %4, align 8, !dbg !732
  %12 = sub i64 %10, %11, !dbg !733
  %13 = load i64, ptr %3, align 8, !dbg !734
  %14 = load i64, ptr %4, align 8, !dbg !735
  %15 = mul i64 %13, %14, !dbg !736
  %16 = load i64, ptr %3, align 8, !dbg !737
  %17 = load i64, ptr %4, align 8, !dbg !738
  %18 = udiv i64 %16, %17, !dbg !739
  %19 = load i64, ptr %3, align 8, !dbg !740
  %20 = load i64, ptr %4, align 8, !dbg !741
  %21 = urem i64 %19, %20, !dbg !742
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %5, i64 noundef %6, i64 noundef %9, i64 noundef %12, i64 noundef %15, i64 noundef %18, i64 noundef %21), !dbg !743
  %23 = load i64, ptr %3, align 8, !dbg !744
  %24 = load i64, ptr %4, align 8, !dbg !745
  %25 = shl i64 %24, 7, !dbg !746
  %26 = xor i64 %23, %25, !dbg !747
  ret i64 %26, !dbg !748
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!81}
!llvm.module.flags = !{!91, !92, !93, !94, !95, !96, !97}
!llvm.ident = !{!98}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "int_widths.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "0721ec5a50a3cb61f54abf940a801d34")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 14)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 128, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 24)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 30)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 38)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !39, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 416, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 52)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !39, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 53)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 51)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 49)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 472, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 59)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 56)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 536, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 67)
!81 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !82, globals: !90, splitDebugInlining: false, nameTableKind: None)
!82 = !{!83, !84, !85, !86, !87, !88, !89}
!83 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!84 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!85 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!86 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!87 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!88 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!89 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!90 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !49, !51, !56, !61, !66, !71, !76}
!91 = !{i32 7, !"Dwarf Version", i32 5}
!92 = !{i32 2, !"Debug Info Version", i32 3}
!93 = !{i32 1, !"wchar_size", i32 4}
!94 = !{i32 8, !"PIC Level", i32 2}
!95 = !{i32 7, !"PIE Level", i32 2}
!96 = !{i32 7, !"uwtable", i32 2}
!97 = !{i32 7, !"frame-pointer", i32 2}
!98 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!99 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 74, type: !100, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !81, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!87}
!102 = !{}
!103 = !DILocalVariable(name: "scv", scope: !99, file: !2, line: 75, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 64, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 8)
!107 = !DILocation(line: 75, column: 17, scope: !99)
!108 = !DILocalVariable(name: "ucv", scope: !99, file: !2, line: 76, type: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 64, elements: !105)
!110 = !DILocation(line: 76, column: 19, scope: !99)
!111 = !DILocalVariable(name: "ssv", scope: !99, file: !2, line: 77, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 128, elements: !105)
!113 = !DILocation(line: 77, column: 11, scope: !99)
!114 = !DILocalVariable(name: "usv", scope: !99, file: !2, line: 78, type: !115)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 128, elements: !105)
!116 = !DILocation(line: 78, column: 20, scope: !99)
!117 = !DILocalVariable(name: "iv", scope: !99, file: !2, line: 79, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 256, elements: !105)
!119 = !DILocation(line: 79, column: 9, scope: !99)
!120 = !DILocalVariable(name: "uv", scope: !99, file: !2, line: 80, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 256, elements: !105)
!122 = !DILocation(line: 80, column: 14, scope: !99)
!123 = !DILocalVariable(name: "lv", scope: !99, file: !2, line: 81, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 512, elements: !105)
!125 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!126 = !DILocation(line: 81, column: 10, scope: !99)
!127 = !DILocalVariable(name: "ulv", scope: !99, file: !2, line: 83, type: !128)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !129, size: 512, elements: !105)
!129 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!130 = !DILocation(line: 83, column: 19, scope: !99)
!131 = !DILocalVariable(name: "llv", scope: !99, file: !2, line: 85, type: !132)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 512, elements: !105)
!133 = !DILocation(line: 85, column: 15, scope: !99)
!134 = !DILocalVariable(name: "ullv", scope: !99, file: !2, line: 86, type: !135)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !136, size: 512, elements: !105)
!136 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!137 = !DILocation(line: 86, column: 24, scope: !99)
!138 = !DILocalVariable(name: "acc", scope: !99, file: !2, line: 88, type: !86)
!139 = !DILocation(line: 88, column: 14, scope: !99)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 89, type: !87)
!141 = distinct !DILexicalBlock(scope: !99, file: !2, line: 89, column: 5)
!142 = !DILocation(line: 89, column: 14, scope: !141)
!143 = !DILocation(line: 89, column: 10, scope: !141)
!144 = !DILocation(line: 89, column: 21, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !2, line: 89, column: 5)
!146 = !DILocation(line: 89, column: 23, scope: !145)
!147 = !DILocation(line: 89, column: 5, scope: !141)
!148 = !DILocalVariable(name: "j", scope: !149, file: !2, line: 90, type: !87)
!149 = distinct !DILexicalBlock(scope: !145, file: !2, line: 89, column: 33)
!150 = !DILocation(line: 90, column: 13, scope: !149)
!151 = !DILocation(line: 90, column: 18, scope: !149)
!152 = !DILocation(line: 90, column: 20, scope: !149)
!153 = !DILocation(line: 90, column: 25, scope: !149)
!154 = !DILocation(line: 91, column: 15, scope: !149)
!155 = !DILocation(line: 91, column: 19, scope: !149)
!156 = !DILocation(line: 91, column: 52, scope: !149)
!157 = !DILocation(line: 91, column: 48, scope: !149)
!158 = !DILocation(line: 91, column: 60, scope: !149)
!159 = !DILocation(line: 91, column: 56, scope: !149)
!160 = !DILocation(line: 91, column: 41, scope: !149)
!161 = !DILocation(line: 91, column: 26, scope: !149)
!162 = !DILocation(line: 91, column: 24, scope: !149)
!163 = !DILocation(line: 91, column: 13, scope: !149)
!164 = !DILocation(line: 92, column: 15, scope: !149)
!165 = !DILocation(line: 92, column: 19, scope: !149)
!166 = !DILocation(line: 92, column: 37, scope: !149)
!167 = !DILocation(line: 92, column: 33, scope: !149)
!168 = !DILocation(line: 92, column: 45, scope: !149)
!169 = !DILocation(line: 92, column: 41, scope: !149)
!170 = !DILocation(line: 92, column: 26, scope: !149)
!171 = !DILocation(line: 92, column: 24, scope: !149)
!172 = !DILocation(line: 92, column: 13, scope: !149)
!173 = !DILocation(line: 93, column: 15, scope: !149)
!174 = !DILocation(line: 93, column: 19, scope: !149)
!175 = !DILocation(line: 93, column: 53, scope: !149)
!176 = !DILocation(line: 93, column: 49, scope: !149)
!177 = !DILocation(line: 93, column: 61, scope: !149)
!178 = !DILocation(line: 93, column: 57, scope: !149)
!179 = !DILocation(line: 93, column: 42, scope: !149)
!180 = !DILocation(line: 93, column: 26, scope: !149)
!181 = !DILocation(line: 93, column: 24, scope: !149)
!182 = !DILocation(line: 93, column: 13, scope: !149)
!183 = !DILocation(line: 94, column: 15, scope: !149)
!184 = !DILocation(line: 94, column: 19, scope: !149)
!185 = !DILocation(line: 94, column: 37, scope: !149)
!186 = !DILocation(line: 94, column: 33, scope: !149)
!187 = !DILocation(line: 94, column: 45, scope: !149)
!188 = !DILocation(line: 94, column: 41, scope: !149)
!189 = !DILocation(line: 94, column: 26, scope: !149)
!190 = !DILocation(line: 94, column: 24, scope: !149)
!191 = !DILocation(line: 94, column: 13, scope: !149)
!192 = !DILocation(line: 95, column: 19, scope: !193)
!193 = distinct !DILexicalBlock(scope: !149, file: !2, line: 95, column: 13)
!194 = !DILocation(line: 95, column: 16, scope: !193)
!195 = !DILocation(line: 95, column: 22, scope: !193)
!196 = !DILocation(line: 95, column: 33, scope: !193)
!197 = !DILocation(line: 95, column: 39, scope: !193)
!198 = !DILocation(line: 95, column: 36, scope: !193)
!199 = !DILocation(line: 95, column: 42, scope: !193)
!200 = !DILocation(line: 95, column: 13, scope: !149)
!201 = !DILocalVariable(name: "a", scope: !202, file: !2, line: 96, type: !87)
!202 = distinct !DILexicalBlock(scope: !193, file: !2, line: 95, column: 51)
!203 = !DILocation(line: 96, column: 17, scope: !202)
!204 = !DILocation(line: 96, column: 24, scope: !202)
!205 = !DILocation(line: 96, column: 21, scope: !202)
!206 = !DILocalVariable(name: "b", scope: !202, file: !2, line: 96, type: !87)
!207 = !DILocation(line: 96, column: 28, scope: !202)
!208 = !DILocation(line: 96, column: 35, scope: !202)
!209 = !DILocation(line: 96, column: 32, scope: !202)
!210 = !DILocalVariable(name: "wide_sum", scope: !202, file: !2, line: 97, type: !85)
!211 = !DILocation(line: 97, column: 23, scope: !202)
!212 = !DILocation(line: 97, column: 45, scope: !202)
!213 = !DILocation(line: 97, column: 34, scope: !202)
!214 = !DILocation(line: 97, column: 49, scope: !202)
!215 = !DILocation(line: 97, column: 47, scope: !202)
!216 = !DILocation(line: 98, column: 17, scope: !217)
!217 = distinct !DILexicalBlock(scope: !202, file: !2, line: 98, column: 17)
!218 = !DILocation(line: 98, column: 26, scope: !217)
!219 = !DILocation(line: 98, column: 37, scope: !217)
!220 = !DILocation(line: 98, column: 40, scope: !217)
!221 = !DILocation(line: 98, column: 49, scope: !217)
!222 = !DILocation(line: 98, column: 60, scope: !217)
!223 = !DILocation(line: 98, column: 74, scope: !217)
!224 = !DILocation(line: 98, column: 63, scope: !217)
!225 = !DILocation(line: 98, column: 78, scope: !217)
!226 = !DILocation(line: 98, column: 76, scope: !217)
!227 = !DILocation(line: 98, column: 80, scope: !217)
!228 = !DILocation(line: 98, column: 91, scope: !217)
!229 = !DILocation(line: 99, column: 28, scope: !217)
!230 = !DILocation(line: 99, column: 17, scope: !217)
!231 = !DILocation(line: 99, column: 32, scope: !217)
!232 = !DILocation(line: 99, column: 30, scope: !217)
!233 = !DILocation(line: 99, column: 34, scope: !217)
!234 = !DILocation(line: 98, column: 17, scope: !202)
!235 = !DILocation(line: 100, column: 23, scope: !217)
!236 = !DILocation(line: 100, column: 27, scope: !217)
!237 = !DILocation(line: 100, column: 50, scope: !217)
!238 = !DILocation(line: 100, column: 53, scope: !217)
!239 = !DILocation(line: 100, column: 44, scope: !217)
!240 = !DILocation(line: 100, column: 32, scope: !217)
!241 = !DILocation(line: 100, column: 21, scope: !217)
!242 = !DILocation(line: 100, column: 17, scope: !217)
!243 = !DILocation(line: 102, column: 43, scope: !217)
!244 = !DILocation(line: 102, column: 46, scope: !217)
!245 = !DILocation(line: 102, column: 17, scope: !217)
!246 = !DILocation(line: 103, column: 9, scope: !202)
!247 = !DILocation(line: 104, column: 15, scope: !149)
!248 = !DILocation(line: 104, column: 19, scope: !149)
!249 = !DILocation(line: 104, column: 35, scope: !149)
!250 = !DILocation(line: 104, column: 32, scope: !149)
!251 = !DILocation(line: 104, column: 42, scope: !149)
!252 = !DILocation(line: 104, column: 39, scope: !149)
!253 = !DILocation(line: 104, column: 26, scope: !149)
!254 = !DILocation(line: 104, column: 24, scope: !149)
!255 = !DILocation(line: 104, column: 13, scope: !149)
!256 = !DILocalVariable(name: "a", scope: !257, file: !2, line: 106, type: !125)
!257 = distinct !DILexicalBlock(scope: !149, file: !2, line: 105, column: 9)
!258 = !DILocation(line: 106, column: 18, scope: !257)
!259 = !DILocation(line: 106, column: 25, scope: !257)
!260 = !DILocation(line: 106, column: 22, scope: !257)
!261 = !DILocalVariable(name: "b", scope: !257, file: !2, line: 106, type: !125)
!262 = !DILocation(line: 106, column: 29, scope: !257)
!263 = !DILocation(line: 106, column: 36, scope: !257)
!264 = !DILocation(line: 106, column: 33, scope: !257)
!265 = !DILocation(line: 108, column: 18, scope: !266)
!266 = distinct !DILexicalBlock(scope: !257, file: !2, line: 108, column: 17)
!267 = !DILocation(line: 108, column: 20, scope: !266)
!268 = !DILocation(line: 108, column: 24, scope: !266)
!269 = !DILocation(line: 108, column: 27, scope: !266)
!270 = !DILocation(line: 108, column: 29, scope: !266)
!271 = !DILocation(line: 108, column: 33, scope: !266)
!272 = !DILocation(line: 108, column: 36, scope: !266)
!273 = !DILocation(line: 108, column: 51, scope: !266)
!274 = !DILocation(line: 108, column: 49, scope: !266)
!275 = !DILocation(line: 108, column: 38, scope: !266)
!276 = !DILocation(line: 108, column: 54, scope: !266)
!277 = !DILocation(line: 108, column: 58, scope: !266)
!278 = !DILocation(line: 108, column: 60, scope: !266)
!279 = !DILocation(line: 108, column: 64, scope: !266)
!280 = !DILocation(line: 108, column: 67, scope: !266)
!281 = !DILocation(line: 108, column: 69, scope: !266)
!282 = !DILocation(line: 108, column: 73, scope: !266)
!283 = !DILocation(line: 108, column: 76, scope: !266)
!284 = !DILocation(line: 108, column: 91, scope: !266)
!285 = !DILocation(line: 108, column: 89, scope: !266)
!286 = !DILocation(line: 108, column: 78, scope: !266)
!287 = !DILocation(line: 108, column: 94, scope: !266)
!288 = !DILocation(line: 109, column: 18, scope: !266)
!289 = !DILocation(line: 109, column: 20, scope: !266)
!290 = !DILocation(line: 109, column: 24, scope: !266)
!291 = !DILocation(line: 109, column: 27, scope: !266)
!292 = !DILocation(line: 109, column: 42, scope: !266)
!293 = !DILocation(line: 109, column: 40, scope: !266)
!294 = !DILocation(line: 109, column: 29, scope: !266)
!295 = !DILocation(line: 109, column: 45, scope: !266)
!296 = !DILocation(line: 109, column: 49, scope: !266)
!297 = !DILocation(line: 109, column: 51, scope: !266)
!298 = !DILocation(line: 109, column: 55, scope: !266)
!299 = !DILocation(line: 109, column: 58, scope: !266)
!300 = !DILocation(line: 109, column: 73, scope: !266)
!301 = !DILocation(line: 109, column: 71, scope: !266)
!302 = !DILocation(line: 109, column: 60, scope: !266)
!303 = !DILocation(line: 109, column: 76, scope: !266)
!304 = !DILocation(line: 110, column: 18, scope: !266)
!305 = !DILocation(line: 110, column: 20, scope: !266)
!306 = !DILocation(line: 110, column: 32, scope: !266)
!307 = !DILocation(line: 110, column: 35, scope: !266)
!308 = !DILocation(line: 110, column: 37, scope: !266)
!309 = !DILocation(line: 108, column: 17, scope: !257)
!310 = !DILocation(line: 111, column: 45, scope: !266)
!311 = !DILocation(line: 111, column: 48, scope: !266)
!312 = !DILocation(line: 111, column: 17, scope: !266)
!313 = !DILocation(line: 113, column: 23, scope: !266)
!314 = !DILocation(line: 113, column: 27, scope: !266)
!315 = !DILocation(line: 113, column: 50, scope: !266)
!316 = !DILocation(line: 113, column: 53, scope: !266)
!317 = !DILocation(line: 113, column: 44, scope: !266)
!318 = !DILocation(line: 113, column: 34, scope: !266)
!319 = !DILocation(line: 113, column: 32, scope: !266)
!320 = !DILocation(line: 113, column: 21, scope: !266)
!321 = !DILocation(line: 115, column: 15, scope: !149)
!322 = !DILocation(line: 115, column: 19, scope: !149)
!323 = !DILocation(line: 115, column: 47, scope: !149)
!324 = !DILocation(line: 115, column: 43, scope: !149)
!325 = !DILocation(line: 115, column: 55, scope: !149)
!326 = !DILocation(line: 115, column: 51, scope: !149)
!327 = !DILocation(line: 115, column: 36, scope: !149)
!328 = !DILocation(line: 115, column: 26, scope: !149)
!329 = !DILocation(line: 115, column: 24, scope: !149)
!330 = !DILocation(line: 115, column: 13, scope: !149)
!331 = !DILocalVariable(name: "a", scope: !332, file: !2, line: 117, type: !85)
!332 = distinct !DILexicalBlock(scope: !149, file: !2, line: 116, column: 9)
!333 = !DILocation(line: 117, column: 23, scope: !332)
!334 = !DILocation(line: 117, column: 31, scope: !332)
!335 = !DILocation(line: 117, column: 27, scope: !332)
!336 = !DILocalVariable(name: "b", scope: !332, file: !2, line: 117, type: !85)
!337 = !DILocation(line: 117, column: 35, scope: !332)
!338 = !DILocation(line: 117, column: 43, scope: !332)
!339 = !DILocation(line: 117, column: 39, scope: !332)
!340 = !DILocation(line: 118, column: 18, scope: !341)
!341 = distinct !DILexicalBlock(scope: !332, file: !2, line: 118, column: 17)
!342 = !DILocation(line: 118, column: 20, scope: !341)
!343 = !DILocation(line: 118, column: 24, scope: !341)
!344 = !DILocation(line: 118, column: 27, scope: !341)
!345 = !DILocation(line: 118, column: 29, scope: !341)
!346 = !DILocation(line: 118, column: 33, scope: !341)
!347 = !DILocation(line: 118, column: 36, scope: !341)
!348 = !DILocation(line: 118, column: 52, scope: !341)
!349 = !DILocation(line: 118, column: 50, scope: !341)
!350 = !DILocation(line: 118, column: 38, scope: !341)
!351 = !DILocation(line: 118, column: 55, scope: !341)
!352 = !DILocation(line: 118, column: 59, scope: !341)
!353 = !DILocation(line: 118, column: 61, scope: !341)
!354 = !DILocation(line: 118, column: 65, scope: !341)
!355 = !DILocation(line: 118, column: 68, scope: !341)
!356 = !DILocation(line: 118, column: 70, scope: !341)
!357 = !DILocation(line: 118, column: 74, scope: !341)
!358 = !DILocation(line: 118, column: 77, scope: !341)
!359 = !DILocation(line: 118, column: 93, scope: !341)
!360 = !DILocation(line: 118, column: 91, scope: !341)
!361 = !DILocation(line: 118, column: 79, scope: !341)
!362 = !DILocation(line: 118, column: 96, scope: !341)
!363 = !DILocation(line: 119, column: 18, scope: !341)
!364 = !DILocation(line: 119, column: 20, scope: !341)
!365 = !DILocation(line: 119, column: 24, scope: !341)
!366 = !DILocation(line: 119, column: 27, scope: !341)
!367 = !DILocation(line: 119, column: 43, scope: !341)
!368 = !DILocation(line: 119, column: 41, scope: !341)
!369 = !DILocation(line: 119, column: 29, scope: !341)
!370 = !DILocation(line: 119, column: 46, scope: !341)
!371 = !DILocation(line: 119, column: 50, scope: !341)
!372 = !DILocation(line: 119, column: 52, scope: !341)
!373 = !DILocation(line: 119, column: 56, scope: !341)
!374 = !DILocation(line: 119, column: 59, scope: !341)
!375 = !DILocation(line: 119, column: 75, scope: !341)
!376 = !DILocation(line: 119, column: 73, scope: !341)
!377 = !DILocation(line: 119, column: 61, scope: !341)
!378 = !DILocation(line: 119, column: 78, scope: !341)
!379 = !DILocation(line: 120, column: 18, scope: !341)
!380 = !DILocation(line: 120, column: 20, scope: !341)
!381 = !DILocation(line: 120, column: 33, scope: !341)
!382 = !DILocation(line: 120, column: 36, scope: !341)
!383 = !DILocation(line: 120, column: 38, scope: !341)
!384 = !DILocation(line: 118, column: 17, scope: !332)
!385 = !DILocation(line: 121, column: 48, scope: !341)
!386 = !DILocation(line: 121, column: 51, scope: !341)
!387 = !DILocation(line: 121, column: 17, scope: !341)
!388 = !DILocation(line: 123, column: 23, scope: !341)
!389 = !DILocation(line: 123, column: 27, scope: !341)
!390 = !DILocation(line: 123, column: 51, scope: !341)
!391 = !DILocation(line: 123, column: 54, scope: !341)
!392 = !DILocation(line: 123, column: 44, scope: !341)
!393 = !DILocation(line: 123, column: 34, scope: !341)
!394 = !DILocation(line: 123, column: 32, scope: !341)
!395 = !DILocation(line: 123, column: 21, scope: !341)
!396 = !DILocation(line: 125, column: 15, scope: !149)
!397 = !DILocation(line: 125, column: 19, scope: !149)
!398 = !DILocation(line: 125, column: 49, scope: !149)
!399 = !DILocation(line: 125, column: 44, scope: !149)
!400 = !DILocation(line: 125, column: 58, scope: !149)
!401 = !DILocation(line: 125, column: 53, scope: !149)
!402 = !DILocation(line: 125, column: 36, scope: !149)
!403 = !DILocation(line: 125, column: 26, scope: !149)
!404 = !DILocation(line: 125, column: 24, scope: !149)
!405 = !DILocation(line: 125, column: 13, scope: !149)
!406 = !DILocation(line: 126, column: 34, scope: !149)
!407 = !DILocation(line: 126, column: 37, scope: !149)
!408 = !DILocation(line: 126, column: 9, scope: !149)
!409 = !DILocation(line: 127, column: 5, scope: !149)
!410 = !DILocation(line: 89, column: 29, scope: !145)
!411 = !DILocation(line: 89, column: 5, scope: !145)
!412 = distinct !{!412, !147, !413, !414}
!413 = !DILocation(line: 127, column: 5, scope: !141)
!414 = !{!"llvm.loop.mustprogress"}
!415 = !DILocation(line: 128, column: 5, scope: !99)
!416 = !DILocation(line: 129, column: 5, scope: !99)
!417 = !DILocation(line: 131, column: 26, scope: !99)
!418 = !DILocation(line: 131, column: 5, scope: !99)
!419 = !DILocation(line: 132, column: 18, scope: !99)
!420 = !DILocation(line: 132, column: 22, scope: !99)
!421 = !DILocation(line: 132, column: 5, scope: !99)
!422 = distinct !DISubprogram(name: "sc_ops", scope: !2, file: !2, line: 5, type: !423, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !102)
!423 = !DISubroutineType(types: !424)
!424 = !{!88, !88, !88}
!425 = !DILocalVariable(name: "a", arg: 1, scope: !422, file: !2, line: 5, type: !88)
!426 = !DILocation(line: 5, column: 39, scope: !422)
!427 = !DILocalVariable(name: "b", arg: 2, scope: !422, file: !2, line: 5, type: !88)
!428 = !DILocation(line: 5, column: 54, scope: !422)
!429 = !DILocalVariable(name: "s", scope: !422, file: !2, line: 7, type: !87)
!430 = !DILocation(line: 7, column: 9, scope: !422)
!431 = !DILocation(line: 7, column: 13, scope: !422)
!432 = !DILocation(line: 7, column: 17, scope: !422)
!433 = !DILocation(line: 7, column: 15, scope: !422)
!434 = !DILocalVariable(name: "d", scope: !422, file: !2, line: 8, type: !87)
!435 = !DILocation(line: 8, column: 9, scope: !422)
!436 = !DILocation(line: 8, column: 13, scope: !422)
!437 = !DILocation(line: 8, column: 17, scope: !422)
!438 = !DILocation(line: 8, column: 15, scope: !422)
!439 = !DILocalVariable(name: "m", scope: !422, file: !2, line: 9, type: !87)
!440 = !DILocation(line: 9, column: 9, scope: !422)
!441 = !DILocation(line: 9, column: 13, scope: !422)
!442 = !DILocation(line: 9, column: 17, scope: !422)
!443 = !DILocation(line: 9, column: 15, scope: !422)
!444 = !DILocation(line: 10, column: 54, scope: !422)
!445 = !DILocation(line: 10, column: 57, scope: !422)
!446 = !DILocation(line: 10, column: 60, scope: !422)
!447 = !DILocation(line: 10, column: 63, scope: !422)
!448 = !DILocation(line: 10, column: 66, scope: !422)
!449 = !DILocation(line: 10, column: 5, scope: !422)
!450 = !DILocation(line: 11, column: 26, scope: !422)
!451 = !DILocation(line: 11, column: 28, scope: !422)
!452 = !DILocation(line: 11, column: 12, scope: !422)
!453 = !DILocation(line: 11, column: 5, scope: !422)
!454 = distinct !DISubprogram(name: "uc_ops", scope: !2, file: !2, line: 14, type: !455, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !102)
!455 = !DISubroutineType(types: !456)
!456 = !{!83, !83, !83}
!457 = !DILocalVariable(name: "a", arg: 1, scope: !454, file: !2, line: 14, type: !83)
!458 = !DILocation(line: 14, column: 43, scope: !454)
!459 = !DILocalVariable(name: "b", arg: 2, scope: !454, file: !2, line: 14, type: !83)
!460 = !DILocation(line: 14, column: 60, scope: !454)
!461 = !DILocalVariable(name: "s", scope: !454, file: !2, line: 15, type: !83)
!462 = !DILocation(line: 15, column: 19, scope: !454)
!463 = !DILocation(line: 15, column: 39, scope: !454)
!464 = !DILocation(line: 15, column: 43, scope: !454)
!465 = !DILocation(line: 15, column: 41, scope: !454)
!466 = !DILocation(line: 15, column: 23, scope: !454)
!467 = !DILocalVariable(name: "d", scope: !454, file: !2, line: 16, type: !83)
!468 = !DILocation(line: 16, column: 19, scope: !454)
!469 = !DILocation(line: 16, column: 39, scope: !454)
!470 = !DILocation(line: 16, column: 43, scope: !454)
!471 = !DILocation(line: 16, column: 41, scope: !454)
!472 = !DILocation(line: 16, column: 23, scope: !454)
!473 = !DILocalVariable(name: "m", scope: !454, file: !2, line: 17, type: !83)
!474 = !DILocation(line: 17, column: 19, scope: !454)
!475 = !DILocation(line: 17, column: 39, scope: !454)
!476 = !DILocation(line: 17, column: 43, scope: !454)
!477 = !DILocation(line: 17, column: 41, scope: !454)
!478 = !DILocation(line: 17, column: 23, scope: !454)
!479 = !DILocation(line: 18, column: 54, scope: !454)
!480 = !DILocation(line: 18, column: 57, scope: !454)
!481 = !DILocation(line: 18, column: 60, scope: !454)
!482 = !DILocation(line: 18, column: 63, scope: !454)
!483 = !DILocation(line: 18, column: 66, scope: !454)
!484 = !DILocation(line: 18, column: 5, scope: !454)
!485 = !DILocation(line: 19, column: 28, scope: !454)
!486 = !DILocation(line: 19, column: 32, scope: !454)
!487 = !DILocation(line: 19, column: 30, scope: !454)
!488 = !DILocation(line: 19, column: 36, scope: !454)
!489 = !DILocation(line: 19, column: 34, scope: !454)
!490 = !DILocation(line: 19, column: 12, scope: !454)
!491 = !DILocation(line: 19, column: 5, scope: !454)
!492 = distinct !DISubprogram(name: "ss_ops", scope: !2, file: !2, line: 22, type: !493, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !102)
!493 = !DISubroutineType(types: !494)
!494 = !{!89, !89, !89}
!495 = !DILocalVariable(name: "a", arg: 1, scope: !492, file: !2, line: 22, type: !89)
!496 = !DILocation(line: 22, column: 27, scope: !492)
!497 = !DILocalVariable(name: "b", arg: 2, scope: !492, file: !2, line: 22, type: !89)
!498 = !DILocation(line: 22, column: 36, scope: !492)
!499 = !DILocalVariable(name: "s", scope: !492, file: !2, line: 23, type: !87)
!500 = !DILocation(line: 23, column: 9, scope: !492)
!501 = !DILocation(line: 23, column: 13, scope: !492)
!502 = !DILocation(line: 23, column: 17, scope: !492)
!503 = !DILocation(line: 23, column: 15, scope: !492)
!504 = !DILocalVariable(name: "d", scope: !492, file: !2, line: 23, type: !87)
!505 = !DILocation(line: 23, column: 20, scope: !492)
!506 = !DILocation(line: 23, column: 24, scope: !492)
!507 = !DILocation(line: 23, column: 28, scope: !492)
!508 = !DILocation(line: 23, column: 26, scope: !492)
!509 = !DILocalVariable(name: "m", scope: !492, file: !2, line: 23, type: !87)
!510 = !DILocation(line: 23, column: 31, scope: !492)
!511 = !DILocation(line: 23, column: 35, scope: !492)
!512 = !DILocation(line: 23, column: 39, scope: !492)
!513 = !DILocation(line: 23, column: 37, scope: !492)
!514 = !DILocation(line: 24, column: 68, scope: !492)
!515 = !DILocation(line: 24, column: 71, scope: !492)
!516 = !DILocation(line: 24, column: 74, scope: !492)
!517 = !DILocation(line: 24, column: 77, scope: !492)
!518 = !DILocation(line: 24, column: 80, scope: !492)
!519 = !DILocation(line: 25, column: 12, scope: !492)
!520 = !DILocation(line: 25, column: 16, scope: !492)
!521 = !DILocation(line: 25, column: 20, scope: !492)
!522 = !DILocation(line: 25, column: 18, scope: !492)
!523 = !DILocation(line: 25, column: 27, scope: !492)
!524 = !DILocation(line: 25, column: 31, scope: !492)
!525 = !DILocation(line: 25, column: 35, scope: !492)
!526 = !DILocation(line: 25, column: 33, scope: !492)
!527 = !DILocation(line: 24, column: 5, scope: !492)
!528 = !DILocation(line: 26, column: 20, scope: !492)
!529 = !DILocation(line: 26, column: 22, scope: !492)
!530 = !DILocation(line: 26, column: 12, scope: !492)
!531 = !DILocation(line: 26, column: 5, scope: !492)
!532 = distinct !DISubprogram(name: "us_ops", scope: !2, file: !2, line: 29, type: !533, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !102)
!533 = !DISubroutineType(types: !534)
!534 = !{!84, !84, !84}
!535 = !DILocalVariable(name: "a", arg: 1, scope: !532, file: !2, line: 29, type: !84)
!536 = !DILocation(line: 29, column: 45, scope: !532)
!537 = !DILocalVariable(name: "b", arg: 2, scope: !532, file: !2, line: 29, type: !84)
!538 = !DILocation(line: 29, column: 63, scope: !532)
!539 = !DILocalVariable(name: "s", scope: !532, file: !2, line: 30, type: !84)
!540 = !DILocation(line: 30, column: 20, scope: !532)
!541 = !DILocation(line: 30, column: 41, scope: !532)
!542 = !DILocation(line: 30, column: 45, scope: !532)
!543 = !DILocation(line: 30, column: 43, scope: !532)
!544 = !DILocation(line: 30, column: 24, scope: !532)
!545 = !DILocalVariable(name: "d", scope: !532, file: !2, line: 31, type: !84)
!546 = !DILocation(line: 31, column: 20, scope: !532)
!547 = !DILocation(line: 31, column: 41, scope: !532)
!548 = !DILocation(line: 31, column: 45, scope: !532)
!549 = !DILocation(line: 31, column: 43, scope: !532)
!550 = !DILocation(line: 31, column: 24, scope: !532)
!551 = !DILocalVariable(name: "m", scope: !532, file: !2, line: 32, type: !84)
!552 = !DILocation(line: 32, column: 20, scope: !532)
!553 = !DILocation(line: 32, column: 51, scope: !532)
!554 = !DILocation(line: 32, column: 41, scope: !532)
!555 = !DILocation(line: 32, column: 55, scope: !532)
!556 = !DILocation(line: 32, column: 53, scope: !532)
!557 = !DILocation(line: 32, column: 24, scope: !532)
!558 = !DILocation(line: 33, column: 54, scope: !532)
!559 = !DILocation(line: 33, column: 57, scope: !532)
!560 = !DILocation(line: 33, column: 60, scope: !532)
!561 = !DILocation(line: 33, column: 63, scope: !532)
!562 = !DILocation(line: 33, column: 66, scope: !532)
!563 = !DILocation(line: 33, column: 5, scope: !532)
!564 = !DILocation(line: 34, column: 29, scope: !532)
!565 = !DILocation(line: 34, column: 33, scope: !532)
!566 = !DILocation(line: 34, column: 31, scope: !532)
!567 = !DILocation(line: 34, column: 37, scope: !532)
!568 = !DILocation(line: 34, column: 35, scope: !532)
!569 = !DILocation(line: 34, column: 12, scope: !532)
!570 = !DILocation(line: 34, column: 5, scope: !532)
!571 = distinct !DISubprogram(name: "i_ops", scope: !2, file: !2, line: 37, type: !572, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !102)
!572 = !DISubroutineType(types: !573)
!573 = !{!87, !87, !87}
!574 = !DILocalVariable(name: "a", arg: 1, scope: !571, file: !2, line: 37, type: !87)
!575 = !DILocation(line: 37, column: 22, scope: !571)
!576 = !DILocalVariable(name: "b", arg: 2, scope: !571, file: !2, line: 37, type: !87)
!577 = !DILocation(line: 37, column: 29, scope: !571)
!578 = !DILocalVariable(name: "wide", scope: !571, file: !2, line: 38, type: !85)
!579 = !DILocation(line: 38, column: 15, scope: !571)
!580 = !DILocation(line: 38, column: 33, scope: !571)
!581 = !DILocation(line: 38, column: 22, scope: !571)
!582 = !DILocation(line: 38, column: 37, scope: !571)
!583 = !DILocation(line: 38, column: 35, scope: !571)
!584 = !DILocation(line: 39, column: 69, scope: !571)
!585 = !DILocation(line: 39, column: 72, scope: !571)
!586 = !DILocation(line: 39, column: 75, scope: !571)
!587 = !DILocation(line: 39, column: 79, scope: !571)
!588 = !DILocation(line: 39, column: 77, scope: !571)
!589 = !DILocation(line: 39, column: 82, scope: !571)
!590 = !DILocation(line: 39, column: 86, scope: !571)
!591 = !DILocation(line: 39, column: 84, scope: !571)
!592 = !DILocation(line: 39, column: 89, scope: !571)
!593 = !DILocation(line: 40, column: 12, scope: !571)
!594 = !DILocation(line: 40, column: 16, scope: !571)
!595 = !DILocation(line: 40, column: 14, scope: !571)
!596 = !DILocation(line: 40, column: 19, scope: !571)
!597 = !DILocation(line: 40, column: 23, scope: !571)
!598 = !DILocation(line: 40, column: 21, scope: !571)
!599 = !DILocation(line: 39, column: 5, scope: !571)
!600 = !DILocation(line: 41, column: 18, scope: !571)
!601 = !DILocation(line: 41, column: 23, scope: !571)
!602 = !DILocation(line: 41, column: 12, scope: !571)
!603 = !DILocation(line: 41, column: 5, scope: !571)
!604 = distinct !DISubprogram(name: "u_ops", scope: !2, file: !2, line: 44, type: !605, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !102)
!605 = !DISubroutineType(types: !606)
!606 = !{!86, !86, !86}
!607 = !DILocalVariable(name: "a", arg: 1, scope: !604, file: !2, line: 44, type: !86)
!608 = !DILocation(line: 44, column: 32, scope: !604)
!609 = !DILocalVariable(name: "b", arg: 2, scope: !604, file: !2, line: 44, type: !86)
!610 = !DILocation(line: 44, column: 44, scope: !604)
!611 = !DILocation(line: 45, column: 67, scope: !604)
!612 = !DILocation(line: 45, column: 70, scope: !604)
!613 = !DILocation(line: 45, column: 73, scope: !604)
!614 = !DILocation(line: 45, column: 77, scope: !604)
!615 = !DILocation(line: 45, column: 75, scope: !604)
!616 = !DILocation(line: 45, column: 80, scope: !604)
!617 = !DILocation(line: 45, column: 84, scope: !604)
!618 = !DILocation(line: 45, column: 82, scope: !604)
!619 = !DILocation(line: 45, column: 87, scope: !604)
!620 = !DILocation(line: 45, column: 91, scope: !604)
!621 = !DILocation(line: 45, column: 89, scope: !604)
!622 = !DILocation(line: 46, column: 12, scope: !604)
!623 = !DILocation(line: 46, column: 16, scope: !604)
!624 = !DILocation(line: 46, column: 14, scope: !604)
!625 = !DILocation(line: 46, column: 19, scope: !604)
!626 = !DILocation(line: 46, column: 23, scope: !604)
!627 = !DILocation(line: 46, column: 21, scope: !604)
!628 = !DILocation(line: 45, column: 5, scope: !604)
!629 = !DILocation(line: 47, column: 12, scope: !604)
!630 = !DILocation(line: 47, column: 14, scope: !604)
!631 = !DILocation(line: 47, column: 30, scope: !604)
!632 = !DILocation(line: 47, column: 28, scope: !604)
!633 = !DILocation(line: 47, column: 5, scope: !604)
!634 = distinct !DISubprogram(name: "l_ops", scope: !2, file: !2, line: 50, type: !635, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !102)
!635 = !DISubroutineType(types: !636)
!636 = !{!125, !125, !125}
!637 = !DILocalVariable(name: "a", arg: 1, scope: !634, file: !2, line: 50, type: !125)
!638 = !DILocation(line: 50, column: 24, scope: !634)
!639 = !DILocalVariable(name: "b", arg: 2, scope: !634, file: !2, line: 50, type: !125)
!640 = !DILocation(line: 50, column: 32, scope: !634)
!641 = !DILocation(line: 51, column: 65, scope: !634)
!642 = !DILocation(line: 51, column: 68, scope: !634)
!643 = !DILocation(line: 51, column: 71, scope: !634)
!644 = !DILocation(line: 51, column: 75, scope: !634)
!645 = !DILocation(line: 51, column: 73, scope: !634)
!646 = !DILocation(line: 51, column: 78, scope: !634)
!647 = !DILocation(line: 51, column: 82, scope: !634)
!648 = !DILocation(line: 51, column: 80, scope: !634)
!649 = !DILocation(line: 51, column: 85, scope: !634)
!650 = !DILocation(line: 51, column: 89, scope: !634)
!651 = !DILocation(line: 51, column: 87, scope: !634)
!652 = !DILocation(line: 52, column: 12, scope: !634)
!653 = !DILocation(line: 52, column: 16, scope: !634)
!654 = !DILocation(line: 52, column: 14, scope: !634)
!655 = !DILocation(line: 51, column: 5, scope: !634)
!656 = !DILocation(line: 53, column: 12, scope: !634)
!657 = !DILocation(line: 53, column: 14, scope: !634)
!658 = !DILocation(line: 53, column: 20, scope: !634)
!659 = !DILocation(line: 53, column: 22, scope: !634)
!660 = !DILocation(line: 53, column: 18, scope: !634)
!661 = !DILocation(line: 53, column: 5, scope: !634)
!662 = distinct !DISubprogram(name: "ul_ops", scope: !2, file: !2, line: 56, type: !663, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !102)
!663 = !DISubroutineType(types: !664)
!664 = !{!129, !129, !129}
!665 = !DILocalVariable(name: "a", arg: 1, scope: !662, file: !2, line: 56, type: !129)
!666 = !DILocation(line: 56, column: 43, scope: !662)
!667 = !DILocalVariable(name: "b", arg: 2, scope: !662, file: !2, line: 56, type: !129)
!668 = !DILocation(line: 56, column: 60, scope: !662)
!669 = !DILocation(line: 57, column: 75, scope: !662)
!670 = !DILocation(line: 57, column: 78, scope: !662)
!671 = !DILocation(line: 57, column: 81, scope: !662)
!672 = !DILocation(line: 57, column: 85, scope: !662)
!673 = !DILocation(line: 57, column: 83, scope: !662)
!674 = !DILocation(line: 57, column: 88, scope: !662)
!675 = !DILocation(line: 57, column: 92, scope: !662)
!676 = !DILocation(line: 57, column: 90, scope: !662)
!677 = !DILocation(line: 58, column: 12, scope: !662)
!678 = !DILocation(line: 58, column: 16, scope: !662)
!679 = !DILocation(line: 58, column: 14, scope: !662)
!680 = !DILocation(line: 58, column: 19, scope: !662)
!681 = !DILocation(line: 58, column: 23, scope: !662)
!682 = !DILocation(line: 58, column: 21, scope: !662)
!683 = !DILocation(line: 58, column: 26, scope: !662)
!684 = !DILocation(line: 58, column: 30, scope: !662)
!685 = !DILocation(line: 58, column: 28, scope: !662)
!686 = !DILocation(line: 57, column: 5, scope: !662)
!687 = !DILocation(line: 59, column: 12, scope: !662)
!688 = !DILocation(line: 59, column: 14, scope: !662)
!689 = !DILocation(line: 59, column: 40, scope: !662)
!690 = !DILocation(line: 59, column: 38, scope: !662)
!691 = !DILocation(line: 59, column: 5, scope: !662)
!692 = distinct !DISubprogram(name: "ll_ops", scope: !2, file: !2, line: 62, type: !693, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !102)
!693 = !DISubroutineType(types: !694)
!694 = !{!85, !85, !85}
!695 = !DILocalVariable(name: "a", arg: 1, scope: !692, file: !2, line: 62, type: !85)
!696 = !DILocation(line: 62, column: 35, scope: !692)
!697 = !DILocalVariable(name: "b", arg: 2, scope: !692, file: !2, line: 62, type: !85)
!698 = !DILocation(line: 62, column: 48, scope: !692)
!699 = !DILocation(line: 63, column: 72, scope: !692)
!700 = !DILocation(line: 63, column: 75, scope: !692)
!701 = !DILocation(line: 63, column: 78, scope: !692)
!702 = !DILocation(line: 63, column: 82, scope: !692)
!703 = !DILocation(line: 63, column: 80, scope: !692)
!704 = !DILocation(line: 63, column: 85, scope: !692)
!705 = !DILocation(line: 63, column: 89, scope: !692)
!706 = !DILocation(line: 63, column: 87, scope: !692)
!707 = !DILocation(line: 64, column: 12, scope: !692)
!708 = !DILocation(line: 64, column: 16, scope: !692)
!709 = !DILocation(line: 64, column: 14, scope: !692)
!710 = !DILocation(line: 64, column: 19, scope: !692)
!711 = !DILocation(line: 64, column: 23, scope: !692)
!712 = !DILocation(line: 64, column: 21, scope: !692)
!713 = !DILocation(line: 63, column: 5, scope: !692)
!714 = !DILocation(line: 65, column: 12, scope: !692)
!715 = !DILocation(line: 65, column: 16, scope: !692)
!716 = !DILocation(line: 65, column: 18, scope: !692)
!717 = !DILocation(line: 65, column: 14, scope: !692)
!718 = !DILocation(line: 65, column: 5, scope: !692)
!719 = distinct !DISubprogram(name: "ull_ops", scope: !2, file: !2, line: 68, type: !720, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !102)
!720 = !DISubroutineType(types: !721)
!721 = !{!136, !136, !136}
!722 = !DILocalVariable(name: "a", arg: 1, scope: !719, file: !2, line: 68, type: !136)
!723 = !DILocation(line: 68, column: 54, scope: !719)
!724 = !DILocalVariable(name: "b", arg: 2, scope: !719, file: !2, line: 68, type: !136)
!725 = !DILocation(line: 68, column: 76, scope: !719)
!726 = !DILocation(line: 69, column: 83, scope: !719)
!727 = !DILocation(line: 69, column: 86, scope: !719)
!728 = !DILocation(line: 69, column: 89, scope: !719)
!729 = !DILocation(line: 69, column: 93, scope: !719)
!730 = !DILocation(line: 69, column: 91, scope: !719)
!731 = !DILocation(line: 70, column: 12, scope: !719)
!732 = !DILocation(line: 70, column: 16, scope: !719)
!733 = !DILocation(line: 70, column: 14, scope: !719)
!734 = !DILocation(line: 70, column: 19, scope: !719)
!735 = !DILocation(line: 70, column: 23, scope: !719)
!736 = !DILocation(line: 70, column: 21, scope: !719)
!737 = !DILocation(line: 70, column: 26, scope: !719)
!738 = !DILocation(line: 70, column: 30, scope: !719)
!739 = !DILocation(line: 70, column: 28, scope: !719)
!740 = !DILocation(line: 70, column: 33, scope: !719)
!741 = !DILocation(line: 70, column: 37, scope: !719)
!742 = !DILocation(line: 70, column: 35, scope: !719)
!743 = !DILocation(line: 69, column: 5, scope: !719)
!744 = !DILocation(line: 71, column: 12, scope: !719)
!745 = !DILocation(line: 71, column: 17, scope: !719)
!746 = !DILocation(line: 71, column: 19, scope: !719)
!747 = !DILocation(line: 71, column: 14, scope: !719)
!748 = !DILocation(line: 71, column: 5, scope: !719)
