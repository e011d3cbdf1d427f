; ModuleID = 'minmax_sat.c'
source_filename = "minmax_sat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.vals = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483647, i32 12345], align 16
@.str = private unnamed_addr constant [66 x i8] c"a=%d b=%d min=%d max=%d umin=%u umax=%u clamp=%d abs=%d abs()=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [39 x i8] c"labs=%ld llabs=%lld abs(INT_MIN+1)=%d\0A\00", align 1, !dbg !7
@__const.main.s32 = private unnamed_addr constant [6 x i32] [i32 2147483647, i32 1, i32 -5, i32 -2147483648, i32 1000000000, i32 -2000000000], align 16
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"acc8=%u acc16=%u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [16 x i8] c"sat_i16(%d)=%d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [23 x i8] c"sat_add_u32: %u %u %u\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [36 x i8] c"min=%d max=%d argmin=%d abssum=%ld\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [4 x i8] c"%u \00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [20 x i8] c"sign signature=%ld\0A\00", align 1, !dbg !44

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !79 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [6 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [64 x i32], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca [16 x i8], align 16
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !83, !DIExpression(), !87)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.vals, i64 40, i1 false), !dbg !87
    #dbg_declare(ptr %3, !88, !DIExpression(), !90)
  store i32 0, ptr %3, align 4, !dbg !90
  br label %29, !dbg !91

29:                                               ; preds = %65, %0
  %30 = load i32, ptr %3, align 4, !dbg !92
  %31 = icmp slt i32 %30, 10, !dbg !94
  br i1 %31, label %32, label %68, !dbg !95

32:                                               ; preds = %29
    #dbg_declare(ptr %4, !96, !DIExpression(), !98)
  %33 = load i32, ptr %3, align 4, !dbg !99
  %34 = sext i32 %33 to i64, !dbg !100
  %35 = getelementptr inbounds [10 x i32], ptr %2, i64 0, i64 %34, !dbg !100
  %36 = load i32, ptr %35, align 4, !dbg !100
  store i32 %36, ptr %4, align 4, !dbg !98
    #dbg_declare(ptr %5, !101, !DIExpression(), !102)
  %37 = load i32, ptr %3, align 4, !dbg !103
  %38 = mul nsw i32 %37, 3, !dbg !104
  %39 = add nsw i32 %38, 1, !dbg !105
  %40 = srem i32 %39, 10, !dbg !106
  %41 = sext i32 %40 to i64, !dbg !107
  %42 = getelementptr inbounds [10 x i32], ptr %2, i64 0, i64 %41, !dbg !107
  %43 = load i32, ptr %42, align 4, !dbg !107
  store i32 %43, ptr %5, align 4, !dbg !102
  %44 = load i32, ptr %4, align 4, !dbg !108
  %45 = load i32, ptr %5, align 4, !dbg !109
  %46 = load i32, ptr %4, align 4, !dbg !110
  %47 = load i32, ptr %5, align 4, !dbg !111
  %48 = call i32 @imin(i32 noundef %46, i32 noundef %47), !dbg !112
  %49 = load i32, ptr %4, align 4, !dbg !113
  %50 = load i32, ptr %5, align 4, !dbg !114
  %51 = call i32 @imax(i32 noundef %49, i32 noundef %50), !dbg !115
  %52 = load i32, ptr %4, align 4, !dbg !116
  %53 = load i32, ptr %5, align 4, !dbg !117
  %54 = call i32 @umin(i32 noundef %52, i32 noundef %53), !dbg !118
  %55 = load i32, ptr %4, align 4, !dbg !119
  %56 = load i32, ptr %5, align 4, !dbg !120
  %57 = call i32 @umax(i32 noundef %55, i32 noundef %56), !dbg !121
  %58 = load i32, ptr %4, align 4, !dbg !122
  %59 = call i32 @clamp(i32 noundef %58, i32 noundef -50, i32 noundef 50), !dbg !123
  %60 = load i32, ptr %4, align 4, !dbg !124
  %61 = call i32 @iabs(i32 noundef %60), !dbg !125
  %62 = load i32, ptr %4, align 4, !dbg !126
  %63 = call i32 @llvm.abs.i32(i32 %62, i1 true), !dbg !127
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %44, i32 noundef %45, i32 noundef %48, i32 noundef %51, i32 noundef %54, i32 noundef %57, i32 noundef %59, i32 noundef %61, i32 noundef %63), !dbg !128
  br label %65, !dbg !129

65:                                               ; preds = %32
  %66 = load i32, ptr %3, align 4, !dbg !130
  %67 = add nsw i32 %66, 1, !dbg !130
  store i32 %67, ptr %3, align 4, !dbg !130
  br label %29, !dbg !131, !llvm.loop !132

68:                                               ; preds = %29
  %69 = call i64 @llvm.abs.i64(i64 -1234567890123, i1 true), !dbg !135
  %70 = call i64 @llvm.abs.i64(i64 -9000000000000000000, i1 true), !dbg !136
  %71 = call i32 @llvm.abs.i32(i32 -2147483647, i1 true), !dbg !137
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %69, i64 noundef %70, i32 noundef %71), !dbg !138
    #dbg_declare(ptr %6, !139, !DIExpression(), !143)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.s32, i64 24, i1 false), !dbg !143
    #dbg_declare(ptr %7, !144, !DIExpression(), !146)
  store i32 0, ptr %7, align 4, !dbg !146
  br label %73, !dbg !147

73:                                               ; preds = %95, %68
  %74 = load i32, ptr %7, align 4, !dbg !148
  %75 = icmp slt i32 %74, 6, !dbg !150
  br i1 %75, label %76, label %98, !dbg !151

76:                                               ; preds = %73
    #dbg_declare(ptr %8, !152, !DIExpression(), !154)
  store i32 0, ptr %8, align 4, !dbg !154
  br label %77, !dbg !155

77:                                               ; preds = %91, %76
  %78 = load i32, ptr %8, align 4, !dbg !156
  %79 = icmp slt i32 %78, 6, !dbg !158
  br i1 %79, label %80, label %94, !dbg !159

80:                                               ; preds = %77
  %81 = load i32, ptr %7, align 4, !dbg !160
  %82 = sext i32 %81 to i64, !dbg !161
  %83 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 %82, !dbg !161
  %84 = load i32, ptr %83, align 4, !dbg !161
  %85 = load i32, ptr %8, align 4, !dbg !162
  %86 = sext i32 %85 to i64, !dbg !163
  %87 = getelementptr inbounds [6 x i32], ptr %6, i64 0, i64 %86, !dbg !163
  %88 = load i32, ptr %87, align 4, !dbg !163
  %89 = call i32 @sat_add32(i32 noundef %84, i32 noundef %88), !dbg !164
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %89), !dbg !165
  br label %91, !dbg !165

91:                                               ; preds = %80
  %92 = load i32, ptr %8, align 4, !dbg !166
  %93 = add nsw i32 %92, 1, !dbg !166
  store i32 %93, ptr %8, align 4, !dbg !166
  br label %77, !dbg !167, !llvm.loop !168

94:                                               ; preds = %77
  br label %95, !dbg !169

95:                                               ; preds = %94
  %96 = load i32, ptr %7, align 4, !dbg !170
  %97 = add nsw i32 %96, 1, !dbg !170
  store i32 %97, ptr %7, align 4, !dbg !170
  br label %73, !dbg !171, !llvm.loop !172

98:                                               ; preds = %73
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.3), !dbg !174
    #dbg_declare(ptr %9, !175, !DIExpression(), !176)
  store i32 0, ptr %9, align 4, !dbg !176
    #dbg_declare(ptr %10, !177, !DIExpression(), !178)
  store i32 0, ptr %10, align 4, !dbg !178
    #dbg_declare(ptr %11, !179, !DIExpression(), !181)
  store i32 0, ptr %11, align 4, !dbg !181
  br label %100, !dbg !182

100:                                              ; preds = %130, %98
  %101 = load i32, ptr %11, align 4, !dbg !183
  %102 = icmp slt i32 %101, 256, !dbg !185
  br i1 %102, label %103, label %133, !dbg !186

103:                                              ; preds = %100
    #dbg_declare(ptr %12, !187, !DIExpression(), !189)
  store i32 0, ptr %12, align 4, !dbg !189
  br label %104, !dbg !190

104:                                              ; preds = %126, %103
  %105 = load i32, ptr %12, align 4, !dbg !191
  %106 = icmp slt i32 %105, 256, !dbg !193
  br i1 %106, label %107, label %129, !dbg !194

107:                                              ; preds = %104
  %108 = load i32, ptr %11, align 4, !dbg !195
  %109 = trunc i32 %108 to i8, !dbg !197
  %110 = load i32, ptr %12, align 4, !dbg !198
  %111 = trunc i32 %110 to i8, !dbg !199
  %112 = call zeroext i8 @sat_add_u8(i8 noundef zeroext %109, i8 noundef zeroext %111), !dbg !200
  %113 = zext i8 %112 to i32, !dbg !200
  %114 = load i32, ptr %9, align 4, !dbg !201
  %115 = add i32 %114, %113, !dbg !201
  store i32 %115, ptr %9, align 4, !dbg !201
  %116 = load i32, ptr %11, align 4, !dbg !202
  %117 = mul nsw i32 %116, 200, !dbg !203
  %118 = trunc i32 %117 to i16, !dbg !204
  %119 = load i32, ptr %12, align 4, !dbg !205
  %120 = mul nsw i32 %119, 150, !dbg !206
  %121 = trunc i32 %120 to i16, !dbg !207
  %122 = call zeroext i16 @sat_sub_u16(i16 noundef zeroext %118, i16 noundef zeroext %121), !dbg !208
  %123 = zext i16 %122 to i32, !dbg !208
  %124 = load i32, ptr %10, align 4, !dbg !209
  %125 = add i32 %124, %123, !dbg !209
  store i32 %125, ptr %10, align 4, !dbg !209
  br label %126, !dbg !210

126:                                              ; preds = %107
  %127 = load i32, ptr %12, align 4, !dbg !211
  %128 = add nsw i32 %127, 7, !dbg !211
  store i32 %128, ptr %12, align 4, !dbg !211
  br label %104, !dbg !212, !llvm.loop !213

129:                                              ; preds = %104
  br label %130, !dbg !214

130:                                              ; preds = %129
  %131 = load i32, ptr %11, align 4, !dbg !215
  %132 = add nsw i32 %131, 5, !dbg !215
  store i32 %132, ptr %11, align 4, !dbg !215
  br label %100, !dbg !216, !llvm.loop !217

133:                                              ; preds = %100
  %134 = load i32, ptr %9, align 4, !dbg !219
  %135 = load i32, ptr %10, align 4, !dbg !220
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %134, i32 noundef %135), !dbg !221
    #dbg_declare(ptr %13, !222, !DIExpression(), !224)
  store i32 -40000, ptr %13, align 4, !dbg !224
  br label %137, !dbg !225

137:                                              ; preds = %146, %133
  %138 = load i32, ptr %13, align 4, !dbg !226
  %139 = icmp sle i32 %138, 40000, !dbg !228
  br i1 %139, label %140, label %149, !dbg !229

140:                                              ; preds = %137
  %141 = load i32, ptr %13, align 4, !dbg !230
  %142 = load i32, ptr %13, align 4, !dbg !231
  %143 = call signext i16 @sat_i16(i32 noundef %142), !dbg !232
  %144 = sext i16 %143 to i32, !dbg !232
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %141, i32 noundef %144), !dbg !233
  br label %146, !dbg !233

146:                                              ; preds = %140
  %147 = load i32, ptr %13, align 4, !dbg !234
  %148 = add nsw i32 %147, 9999, !dbg !234
  store i32 %148, ptr %13, align 4, !dbg !234
  br label %137, !dbg !235, !llvm.loop !236

149:                                              ; preds = %137
  %150 = call i32 @sat_add_u32(i32 noundef 1, i32 noundef 2), !dbg !238
  %151 = call i32 @sat_add_u32(i32 noundef -294967296, i32 noundef 294967295), !dbg !239
  %152 = call i32 @sat_add_u32(i32 noundef -294967296, i32 noundef 294967296), !dbg !240
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %150, i32 noundef %151, i32 noundef %152), !dbg !241
    #dbg_declare(ptr %14, !242, !DIExpression(), !246)
    #dbg_declare(ptr %15, !247, !DIExpression(), !248)
  store i32 17, ptr %15, align 4, !dbg !248
    #dbg_declare(ptr %16, !249, !DIExpression(), !251)
  store i32 0, ptr %16, align 4, !dbg !251
  br label %154, !dbg !252

154:                                              ; preds = %168, %149
  %155 = load i32, ptr %16, align 4, !dbg !253
  %156 = icmp slt i32 %155, 64, !dbg !255
  br i1 %156, label %157, label %171, !dbg !256

157:                                              ; preds = %154
  %158 = load i32, ptr %15, align 4, !dbg !257
  %159 = mul i32 %158, 1103515245, !dbg !259
  %160 = add i32 %159, 12345, !dbg !260
  store i32 %160, ptr %15, align 4, !dbg !261
  %161 = load i32, ptr %15, align 4, !dbg !262
  %162 = lshr i32 %161, 16, !dbg !263
  %163 = srem i32 %162, 1000, !dbg !264
  %164 = sub nsw i32 %163, 500, !dbg !265
  %165 = load i32, ptr %16, align 4, !dbg !266
  %166 = sext i32 %165 to i64, !dbg !267
  %167 = getelementptr inbounds [64 x i32], ptr %14, i64 0, i64 %166, !dbg !267
  store i32 %164, ptr %167, align 4, !dbg !268
  br label %168, !dbg !269

168:                                              ; preds = %157
  %169 = load i32, ptr %16, align 4, !dbg !270
  %170 = add nsw i32 %169, 1, !dbg !270
  store i32 %170, ptr %16, align 4, !dbg !270
  br label %154, !dbg !271, !llvm.loop !272

171:                                              ; preds = %154
    #dbg_declare(ptr %17, !274, !DIExpression(), !275)
  store i32 2147483647, ptr %17, align 4, !dbg !275
    #dbg_declare(ptr %18, !276, !DIExpression(), !277)
  store i32 -2147483648, ptr %18, align 4, !dbg !277
    #dbg_declare(ptr %19, !278, !DIExpression(), !279)
  store i32 -1, ptr %19, align 4, !dbg !279
    #dbg_declare(ptr %20, !280, !DIExpression(), !281)
  store i64 0, ptr %20, align 8, !dbg !281
    #dbg_declare(ptr %21, !282, !DIExpression(), !284)
  store i32 0, ptr %21, align 4, !dbg !284
  br label %172, !dbg !285

172:                                              ; preds = %196, %171
  %173 = load i32, ptr %21, align 4, !dbg !286
  %174 = icmp slt i32 %173, 64, !dbg !288
  br i1 %174, label %175, label %199, !dbg !289

175:                                              ; preds = %172
  %176 = load i32, ptr %17, align 4, !dbg !290
  %177 = load i32, ptr %21, align 4, !dbg !292
  %178 = sext i32 %177 to i64, !dbg !293
  %179 = getelementptr inbounds [64 x i32], ptr %14, i64 0, i64 %178, !dbg !293
  %180 = load i32, ptr %179, align 4, !dbg !293
  %181 = call i32 @imin(i32 noundef %176, i32 noundef %180), !dbg !294
  store i32 %181, ptr %17, align 4, !dbg !295
  %182 = load i32, ptr %18, align 4, !dbg !296
  %183 = load i32, ptr %21, align 4, !dbg !297
  %184 = sext i32 %183 to i64, !dbg !298
  %185 = getelementptr inbounds [64 x i32], ptr %14, i64 0, i64 %184, !dbg !298
  %186 = load i32, ptr %185, align 4, !dbg !298
  %187 = call i32 @imax(i32 noundef %182, i32 noundef %186), !dbg !299
  store i32 %187, ptr %18, align 4, !dbg !300
  %188 = load i32, ptr %21, align 4, !dbg !301
  %189 = sext i32 %188 to i64, !dbg !302
  %190 = getelementptr inbounds [64 x i32], ptr %14, i64 0, i64 %189, !dbg !302
  %191 = load i32, ptr %190, align 4, !dbg !302
  %192 = call i32 @iabs(i32 noundef %191), !dbg !303
  %193 = sext i32 %192 to i64, !dbg !303
  %194 = load i64, ptr %20, align 8, !dbg !304
  %195 = add nsw i64 %194, %193, !dbg !304
  store i64 %195, ptr %20, align 8, !dbg !304
  br label %196, !dbg !305

196:                                              ; preds = %175
  %197 = load i32, ptr %21, align 4, !dbg !306
  %198 = add nsw i32 %197, 1, !dbg !306
  store i32 %198, ptr %21, align 4, !dbg !306
  br label %172, !dbg !307, !llvm.loop !308

199:                                              ; preds = %172
    #dbg_declare(ptr %22, !310, !DIExpression(), !312)
  store i32 0, ptr %22, align 4, !dbg !312
  br label %200, !dbg !313

200:                                              ; preds = %213, %199
  %201 = load i32, ptr %22, align 4, !dbg !314
  %202 = icmp slt i32 %201, 64, !dbg !316
  br i1 %202, label %203, label %216, !dbg !317

203:                                              ; preds = %200
  %204 = load i32, ptr %22, align 4, !dbg !318
  %205 = sext i32 %204 to i64, !dbg !320
  %206 = getelementptr inbounds [64 x i32], ptr %14, i64 0, i64 %205, !dbg !320
  %207 = load i32, ptr %206, align 4, !dbg !320
  %208 = load i32, ptr %17, align 4, !dbg !321
  %209 = icmp eq i32 %207, %208, !dbg !322
  br i1 %209, label %210, label %212, !dbg !323

210:                                              ; preds = %203
  %211 = load i32, ptr %22, align 4, !dbg !324
  store i32 %211, ptr %19, align 4, !dbg !326
  br label %216, !dbg !327

212:                                              ; preds = %203
  br label %213, !dbg !321

213:                                              ; preds = %212
  %214 = load i32, ptr %22, align 4, !dbg !328
  %215 = add nsw i32 %214, 1, !dbg !328
  store i32 %215, ptr %22, align 4, !dbg !328
  br label %200, !dbg !329, !llvm.loop !330

216:                                              ; preds = %210, %200
  %217 = load i32, ptr %17, align 4, !dbg !332
  %218 = load i32, ptr %18, align 4, !dbg !333
  %219 = load i32, ptr %19, align 4, !dbg !334
  %220 = load i64, ptr %20, align 8, !dbg !335
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %217, i32 noundef %218, i32 noundef %219, i64 noundef %220), !dbg !336
    #dbg_declare(ptr %23, !337, !DIExpression(), !339)
    #dbg_declare(ptr %24, !340, !DIExpression(), !342)
  store i32 0, ptr %24, align 4, !dbg !342
  br label %222, !dbg !343

222:                                              ; preds = %246, %216
  %223 = load i32, ptr %24, align 4, !dbg !344
  %224 = icmp slt i32 %223, 16, !dbg !346
  br i1 %224, label %225, label %249, !dbg !347

225:                                              ; preds = %222
    #dbg_declare(ptr %25, !348, !DIExpression(), !350)
  %226 = load i32, ptr %24, align 4, !dbg !351
  %227 = sub nsw i32 %226, 4, !dbg !352
  %228 = mul nsw i32 %227, 37, !dbg !353
  store i32 %228, ptr %25, align 4, !dbg !350
  %229 = load i32, ptr %25, align 4, !dbg !354
  %230 = icmp slt i32 %229, 0, !dbg !355
  br i1 %230, label %231, label %232, !dbg !354

231:                                              ; preds = %225
  br label %240, !dbg !354

232:                                              ; preds = %225
  %233 = load i32, ptr %25, align 4, !dbg !356
  %234 = icmp sgt i32 %233, 255, !dbg !357
  br i1 %234, label %235, label %236, !dbg !356

235:                                              ; preds = %232
  br label %238, !dbg !356

236:                                              ; preds = %232
  %237 = load i32, ptr %25, align 4, !dbg !358
  br label %238, !dbg !356

238:                                              ; preds = %236, %235
  %239 = phi i32 [ 255, %235 ], [ %237, %236 ], !dbg !356
  br label %240, !dbg !354

240:                                              ; preds = %238, %231
  %241 = phi i32 [ 0, %231 ], [ %239, %238 ], !dbg !354
  %242 = trunc i32 %241 to i8, !dbg !359
  %243 = load i32, ptr %24, align 4, !dbg !360
  %244 = sext i32 %243 to i64, !dbg !361
  %245 = getelementptr inbounds [16 x i8], ptr %23, i64 0, i64 %244, !dbg !361
  store i8 %242, ptr %245, align 1, !dbg !362
  br label %246, !dbg !363

246:                                              ; preds = %240
  %247 = load i32, ptr %24, align 4, !dbg !364
  %248 = add nsw i32 %247, 1, !dbg !364
  store i32 %248, ptr %24, align 4, !dbg !364
  br label %222, !dbg !365, !llvm.loop !366

249:                                              ; preds = %222
    #dbg_declare(ptr %26, !368, !DIExpression(), !370)
  store i32 0, ptr %26, align 4, !dbg !370
  br label %250, !dbg !371

250:                                              ; preds = %260, %249
  %251 = load i32, ptr %26, align 4, !dbg !372
  %252 = icmp slt i32 %251, 16, !dbg !374
  br i1 %252, label %253, label %263, !dbg !375

253:                                              ; preds = %250
  %254 = load i32, ptr %26, align 4, !dbg !376
  %255 = sext i32 %254 to i64, !dbg !377
  %256 = getelementptr inbounds [16 x i8], ptr %23, i64 0, i64 %255, !dbg !377
  %257 = load i8, ptr %256, align 1, !dbg !377
  %258 = zext i8 %257 to i32, !dbg !377
  %259 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %258), !dbg !378
  br label %260, !dbg !378

260:                                              ; preds = %253
  %261 = load i32, ptr %26, align 4, !dbg !379
  %262 = add nsw i32 %261, 1, !dbg !379
  store i32 %262, ptr %26, align 4, !dbg !379
  br label %250, !dbg !380, !llvm.loop !381

263:                                              ; preds = %250
  %264 = call i32 (ptr, ...) @printf(ptr noundef @.str.3), !dbg !383
    #dbg_declare(ptr %27, !384, !DIExpression(), !385)
  store i64 0, ptr %27, align 8, !dbg !385
    #dbg_declare(ptr %28, !386, !DIExpression(), !388)
  store i32 -5, ptr %28, align 4, !dbg !388
  br label %265, !dbg !389

265:                                              ; preds = %281, %263
  %266 = load i32, ptr %28, align 4, !dbg !390
  %267 = icmp sle i32 %266, 5, !dbg !392
  br i1 %267, label %268, label %284, !dbg !393

268:                                              ; preds = %265
  %269 = load i64, ptr %27, align 8, !dbg !394
  %270 = mul nsw i64 %269, 3, !dbg !395
  %271 = load i32, ptr %28, align 4, !dbg !396
  %272 = icmp sgt i32 %271, 0, !dbg !397
  %273 = zext i1 %272 to i32, !dbg !397
  %274 = load i32, ptr %28, align 4, !dbg !398
  %275 = icmp slt i32 %274, 0, !dbg !399
  %276 = zext i1 %275 to i32, !dbg !399
  %277 = sub nsw i32 %273, %276, !dbg !400
  %278 = sext i32 %277 to i64, !dbg !401
  %279 = add nsw i64 %270, %278, !dbg !402
  %280 = add nsw i64 %279, 1, !dbg !403
  store i64 %280, ptr %27, align 8, !dbg !404
  br label %281, !dbg !405

281:                                              ; preds = %268
  %282 = load i32, ptr %28, align 4, !dbg !406
  %283 = add nsw i32 %282, 1, !dbg !406
  store i32 %283, ptr %28, align 4, !dbg !406
  br label %265, !dbg !407, !llvm.loop !408

284:                                              ; preds = %265
  %285 = load i64, ptr %27, align 8, !dbg !410
  %286 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %285), !dbg !411
  ret i32 0, !dbg !412
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @imin(i32 noundef %0, i32 noundef %1) #0 !dbg !413 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !416, !DIExpression(), !417)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !418, !DIExpression(), !419)
  %5 = load i32, ptr %3, align 4, !dbg !420
  %6 = load i32, ptr %4, align 4, !dbg !421
  %7 = icmp slt i32 %5, %6, !dbg !422
  br i1 %7, label %8, label %10, !dbg !420

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !dbg !423
  br label %12, !dbg !420

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4, !dbg !424
  br label %12, !dbg !420

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !420
  ret i32 %13, !dbg !425
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @imax(i32 noundef %0, i32 noundef %1) #0 !dbg !426 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !427, !DIExpression(), !428)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !429, !DIExpression(), !430)
  %5 = load i32, ptr %3, align 4, !dbg !431
  %6 = load i32, ptr %4, align 4, !dbg !432
  %7 = icmp sgt i32 %5, %6, !dbg !433
  br i1 %7, label %8, label %10, !dbg !431

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !dbg !434
  br label %12, !dbg !431

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4, !dbg !435
  br label %12, !dbg !431

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !431
  ret i32 %13, !dbg !436
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @umin(i32 noundef %0, i32 noundef %1) #0 !dbg !437 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !440, !DIExpression(), !441)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !442, !DIExpression(), !443)
  %5 = load i32, ptr %3, align 4, !dbg !444
  %6 = load i32, ptr %4, align 4, !dbg !445
  %7 = icmp ult i32 %5, %6, !dbg !446
  br i1 %7, label %8, label %10, !dbg !444

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !dbg !447
  br label %12, !dbg !444

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4, !dbg !448
  br label %12, !dbg !444

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !444
  ret i32 %13, !dbg !449
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @umax(i32 noundef %0, i32 noundef %1) #0 !dbg !450 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !451, !DIExpression(), !452)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !453, !DIExpression(), !454)
  %5 = load i32, ptr %3, align 4, !dbg !455
  %6 = load i32, ptr %4, align 4, !dbg !456
  %7 = icmp ugt i32 %5, %6, !dbg !457
  br i1 %7, label %8, label %10, !dbg !455

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !dbg !458
  br label %12, !dbg !455

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4, !dbg !459
  br label %12, !dbg !455

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !455
  ret i32 %13, !dbg !460
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !461 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !464, !DIExpression(), !465)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !466, !DIExpression(), !467)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !468, !DIExpression(), !469)
  %7 = load i32, ptr %4, align 4, !dbg !470
  %8 = load i32, ptr %5, align 4, !dbg !471
  %9 = call i32 @imax(i32 noundef %7, i32 noundef %8), !dbg !472
  %10 = load i32, ptr %6, align 4, !dbg !473
  %11 = call i32 @imin(i32 noundef %9, i32 noundef %10), !dbg !474
  ret i32 %11, !dbg !475
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @iabs(i32 noundef %0) #0 !dbg !476 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !479, !DIExpression(), !480)
  %3 = load i32, ptr %2, align 4, !dbg !481
  %4 = icmp slt i32 %3, 0, !dbg !482
  br i1 %4, label %5, label %8, !dbg !481

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !483
  %7 = sub nsw i32 0, %6, !dbg !484
  br label %10, !dbg !481

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4, !dbg !485
  br label %10, !dbg !481

10:                                               ; preds = %8, %5
  %11 = phi i32 [ %7, %5 ], [ %9, %8 ], !dbg !481
  ret i32 %11, !dbg !486
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sat_add32(i32 noundef %0, i32 noundef %1) #0 !dbg !487 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !490, !DIExpression(), !491)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !492, !DIExpression(), !493)
    #dbg_declare(ptr %6, !494, !DIExpression(), !495)
  %7 = load i32, ptr %4, align 4, !dbg !496
  %8 = sext i32 %7 to i64, !dbg !497
  %9 = load i32, ptr %5, align 4, !dbg !498
  %10 = sext i32 %9 to i64, !dbg !498
  %11 = add nsw i64 %8, %10, !dbg !499
  store i64 %11, ptr %6, align 8, !dbg !495
  %12 = load i64, ptr %6, align 8, !dbg !500
  %13 = icmp sgt i64 %12, 2147483647, !dbg !502
  br i1 %13, label %14, label %15, !dbg !503

14:                                               ; preds = %2
  store i32 2147483647, ptr %3, align 4, !dbg !504
  br label %22, !dbg !504

15:                                               ; preds = %2
  %16 = load i64, ptr %6, align 8, !dbg !505
  %17 = icmp slt i64 %16, -2147483648, !dbg !507
  br i1 %17, label %18, label %19, !dbg !508

18:                                               ; preds = %15
  store i32 -2147483648, ptr %3, align 4, !dbg !509
  br label %22, !dbg !509

19:                                               ; preds = %15
  %20 = load i64, ptr %6, align 8, !dbg !510
  %21 = trunc i64 %20 to i32, !dbg !511
  store i32 %21, ptr %3, align 4, !dbg !512
  br label %22, !dbg !512

22:                                               ; preds = %19, %18, %14
  %23 = load i32, ptr %3, align 4, !dbg !513
  ret i32 %23, !dbg !513
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @sat_add_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !514 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !517, !DIExpression(), !518)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !519, !DIExpression(), !520)
    #dbg_declare(ptr %5, !521, !DIExpression(), !522)
  %6 = load i8, ptr %3, align 1, !dbg !523
  %7 = zext i8 %6 to i32, !dbg !524
  %8 = load i8, ptr %4, align 1, !dbg !525
  %9 = zext i8 %8 to i32, !dbg !525
  %10 = add i32 %7, %9, !dbg !526
  store i32 %10, ptr %5, align 4, !dbg !522
  %11 = load i32, ptr %5, align 4, !dbg !527
  %12 = icmp ugt i32 %11, 255, !dbg !528
  br i1 %12, label %13, label %14, !dbg !527

13:                                               ; preds = %2
  br label %18, !dbg !527

14:                                               ; preds = %2
  %15 = load i32, ptr %5, align 4, !dbg !529
  %16 = trunc i32 %15 to i8, !dbg !530
  %17 = zext i8 %16 to i32, !dbg !530
  br label %18, !dbg !527

18:                                               ; preds = %14, %13
  %19 = phi i32 [ 255, %13 ], [ %17, %14 ], !dbg !527
  %20 = trunc i32 %19 to i8, !dbg !527
  ret i8 %20, !dbg !531
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @sat_sub_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !532 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !535, !DIExpression(), !536)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !537, !DIExpression(), !538)
  %5 = load i16, ptr %3, align 2, !dbg !539
  %6 = zext i16 %5 to i32, !dbg !539
  %7 = load i16, ptr %4, align 2, !dbg !540
  %8 = zext i16 %7 to i32, !dbg !540
  %9 = icmp sgt i32 %6, %8, !dbg !541
  br i1 %9, label %10, label %18, !dbg !539

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2, !dbg !542
  %12 = zext i16 %11 to i32, !dbg !542
  %13 = load i16, ptr %4, align 2, !dbg !543
  %14 = zext i16 %13 to i32, !dbg !543
  %15 = sub nsw i32 %12, %14, !dbg !544
  %16 = trunc i32 %15 to i16, !dbg !545
  %17 = zext i16 %16 to i32, !dbg !545
  br label %19, !dbg !539

18:                                               ; preds = %2
  br label %19, !dbg !539

19:                                               ; preds = %18, %10
  %20 = phi i32 [ %17, %10 ], [ 0, %18 ], !dbg !539
  %21 = trunc i32 %20 to i16, !dbg !539
  ret i16 %21, !dbg !546
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @sat_i16(i32 noundef %0) #0 !dbg !547 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !550, !DIExpression(), !551)
  %3 = load i32, ptr %2, align 4, !dbg !552
  %4 = icmp sgt i32 %3, 32767, !dbg !553
  br i1 %4, label %5, label %6, !dbg !552

5:                                                ; preds = %1
  br label %14, !dbg !552

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !554
  %8 = icmp slt i32 %7, -32768, !dbg !555
  br i1 %8, label %9, label %10, !dbg !554

9:                                                ; preds = %6
  br label %12, !dbg !554

10:                                               ; preds = %6
  %11 = load i32, ptr %2, align 4, !dbg !556
  br label %12, !dbg !554

12:                                               ; preds = %10, %9
  %13 = phi i32 [ -32768, %9 ], [ %11, %10 ], !dbg !554
  br label %14, !dbg !552

14:                                               ; preds = %12, %5
  %15 = phi i32 [ 32767, %5 ], [ %13, %12 ], !dbg !552
  %16 = trunc i32 %15 to i16, !dbg !557
  ret i16 %16, !dbg !558
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sat_add_u32(i32 noundef %0, i32 noundef %1) #0 !dbg !559 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !564, !DIExpression(), !565)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !566, !DIExpression(), !567)
    #dbg_declare(ptr %5, !568, !DIExpression(), !569)
  %6 = load i32, ptr %3, align 4, !dbg !570
  %7 = load i32, ptr %4, align 4, !dbg !571
  %8 = add i32 %6, %7, !dbg !572
  store i32 %8, ptr %5, align 4, !dbg !569
  %9 = load i32, ptr %5, align 4, !dbg !573
  %10 = load i32, ptr %3, align 4, !dbg !574
  %11 = icmp ult i32 %9, %10, !dbg !575
  br i1 %11, label %12, label %13, !dbg !573

12:                                               ; preds = %2
  br label %15, !dbg !573

13:                                               ; preds = %2
  %14 = load i32, ptr %5, align 4, !dbg !576
  br label %15, !dbg !573

15:                                               ; preds = %13, %12
  %16 = phi i32 [ -1, %12 ], [ %14, %13 ], !dbg !573
  ret i32 %16, !dbg !577
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!49}
!llvm.module.flags = !{!71, !72, !73, !74, !75, !76, !77}
!llvm.ident = !{!78}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "minmax_sat.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "68d8427fd9eb569e68be470751d120ac")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 528, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 66)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 39)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 2)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 18)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 16)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 23)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 36)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !14, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 20)
!49 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !50, globals: !70, splitDebugInlining: false, nameTableKind: None)
!50 = !{!51, !52, !57, !60, !56, !61, !65, !67}
!51 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !53, line: 24, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !55, line: 38, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!56 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !53, line: 25, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !55, line: 40, baseType: !59)
!59 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!60 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !62, line: 27, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !55, line: 44, baseType: !64)
!64 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !62, line: 26, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !55, line: 41, baseType: !60)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !62, line: 25, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !55, line: 39, baseType: !69)
!69 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!70 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44}
!71 = !{i32 7, !"Dwarf Version", i32 5}
!72 = !{i32 2, !"Debug Info Version", i32 3}
!73 = !{i32 1, !"wchar_size", i32 4}
!74 = !{i32 8, !"PIC Level", i32 2}
!75 = !{i32 7, !"PIE Level", i32 2}
!76 = !{i32 7, !"uwtable", i32 2}
!77 = !{i32 7, !"frame-pointer", i32 2}
!78 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!79 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 36, type: !80, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !49, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!60}
!82 = !{}
!83 = !DILocalVariable(name: "vals", scope: !79, file: !2, line: 37, type: !84)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 320, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 10)
!87 = !DILocation(line: 37, column: 9, scope: !79)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 38, type: !60)
!89 = distinct !DILexicalBlock(scope: !79, file: !2, line: 38, column: 5)
!90 = !DILocation(line: 38, column: 14, scope: !89)
!91 = !DILocation(line: 38, column: 10, scope: !89)
!92 = !DILocation(line: 38, column: 21, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !2, line: 38, column: 5)
!94 = !DILocation(line: 38, column: 23, scope: !93)
!95 = !DILocation(line: 38, column: 5, scope: !89)
!96 = !DILocalVariable(name: "a", scope: !97, file: !2, line: 39, type: !60)
!97 = distinct !DILexicalBlock(scope: !93, file: !2, line: 38, column: 34)
!98 = !DILocation(line: 39, column: 13, scope: !97)
!99 = !DILocation(line: 39, column: 22, scope: !97)
!100 = !DILocation(line: 39, column: 17, scope: !97)
!101 = !DILocalVariable(name: "b", scope: !97, file: !2, line: 39, type: !60)
!102 = !DILocation(line: 39, column: 26, scope: !97)
!103 = !DILocation(line: 39, column: 36, scope: !97)
!104 = !DILocation(line: 39, column: 38, scope: !97)
!105 = !DILocation(line: 39, column: 42, scope: !97)
!106 = !DILocation(line: 39, column: 47, scope: !97)
!107 = !DILocation(line: 39, column: 30, scope: !97)
!108 = !DILocation(line: 40, column: 86, scope: !97)
!109 = !DILocation(line: 40, column: 89, scope: !97)
!110 = !DILocation(line: 41, column: 21, scope: !97)
!111 = !DILocation(line: 41, column: 24, scope: !97)
!112 = !DILocation(line: 41, column: 16, scope: !97)
!113 = !DILocation(line: 41, column: 33, scope: !97)
!114 = !DILocation(line: 41, column: 36, scope: !97)
!115 = !DILocation(line: 41, column: 28, scope: !97)
!116 = !DILocation(line: 41, column: 55, scope: !97)
!117 = !DILocation(line: 41, column: 68, scope: !97)
!118 = !DILocation(line: 41, column: 40, scope: !97)
!119 = !DILocation(line: 42, column: 31, scope: !97)
!120 = !DILocation(line: 42, column: 44, scope: !97)
!121 = !DILocation(line: 42, column: 16, scope: !97)
!122 = !DILocation(line: 42, column: 54, scope: !97)
!123 = !DILocation(line: 42, column: 48, scope: !97)
!124 = !DILocation(line: 42, column: 72, scope: !97)
!125 = !DILocation(line: 42, column: 67, scope: !97)
!126 = !DILocation(line: 42, column: 80, scope: !97)
!127 = !DILocation(line: 42, column: 76, scope: !97)
!128 = !DILocation(line: 40, column: 9, scope: !97)
!129 = !DILocation(line: 43, column: 5, scope: !97)
!130 = !DILocation(line: 38, column: 30, scope: !93)
!131 = !DILocation(line: 38, column: 5, scope: !93)
!132 = distinct !{!132, !95, !133, !134}
!133 = !DILocation(line: 43, column: 5, scope: !89)
!134 = !{!"llvm.loop.mustprogress"}
!135 = !DILocation(line: 44, column: 55, scope: !79)
!136 = !DILocation(line: 45, column: 12, scope: !79)
!137 = !DILocation(line: 45, column: 43, scope: !79)
!138 = !DILocation(line: 44, column: 5, scope: !79)
!139 = !DILocalVariable(name: "s32", scope: !79, file: !2, line: 46, type: !140)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 192, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 6)
!143 = !DILocation(line: 46, column: 13, scope: !79)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 47, type: !60)
!145 = distinct !DILexicalBlock(scope: !79, file: !2, line: 47, column: 5)
!146 = !DILocation(line: 47, column: 14, scope: !145)
!147 = !DILocation(line: 47, column: 10, scope: !145)
!148 = !DILocation(line: 47, column: 21, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !2, line: 47, column: 5)
!150 = !DILocation(line: 47, column: 23, scope: !149)
!151 = !DILocation(line: 47, column: 5, scope: !145)
!152 = !DILocalVariable(name: "j", scope: !153, file: !2, line: 48, type: !60)
!153 = distinct !DILexicalBlock(scope: !149, file: !2, line: 48, column: 9)
!154 = !DILocation(line: 48, column: 18, scope: !153)
!155 = !DILocation(line: 48, column: 14, scope: !153)
!156 = !DILocation(line: 48, column: 25, scope: !157)
!157 = distinct !DILexicalBlock(scope: !153, file: !2, line: 48, column: 9)
!158 = !DILocation(line: 48, column: 27, scope: !157)
!159 = !DILocation(line: 48, column: 9, scope: !153)
!160 = !DILocation(line: 49, column: 41, scope: !157)
!161 = !DILocation(line: 49, column: 37, scope: !157)
!162 = !DILocation(line: 49, column: 49, scope: !157)
!163 = !DILocation(line: 49, column: 45, scope: !157)
!164 = !DILocation(line: 49, column: 27, scope: !157)
!165 = !DILocation(line: 49, column: 13, scope: !157)
!166 = !DILocation(line: 48, column: 33, scope: !157)
!167 = !DILocation(line: 48, column: 9, scope: !157)
!168 = distinct !{!168, !159, !169, !134}
!169 = !DILocation(line: 49, column: 52, scope: !153)
!170 = !DILocation(line: 47, column: 29, scope: !149)
!171 = !DILocation(line: 47, column: 5, scope: !149)
!172 = distinct !{!172, !151, !173, !134}
!173 = !DILocation(line: 49, column: 52, scope: !145)
!174 = !DILocation(line: 50, column: 5, scope: !79)
!175 = !DILocalVariable(name: "acc8", scope: !79, file: !2, line: 51, type: !51)
!176 = !DILocation(line: 51, column: 14, scope: !79)
!177 = !DILocalVariable(name: "acc16", scope: !79, file: !2, line: 51, type: !51)
!178 = !DILocation(line: 51, column: 24, scope: !79)
!179 = !DILocalVariable(name: "i", scope: !180, file: !2, line: 52, type: !60)
!180 = distinct !DILexicalBlock(scope: !79, file: !2, line: 52, column: 5)
!181 = !DILocation(line: 52, column: 14, scope: !180)
!182 = !DILocation(line: 52, column: 10, scope: !180)
!183 = !DILocation(line: 52, column: 21, scope: !184)
!184 = distinct !DILexicalBlock(scope: !180, file: !2, line: 52, column: 5)
!185 = !DILocation(line: 52, column: 23, scope: !184)
!186 = !DILocation(line: 52, column: 5, scope: !180)
!187 = !DILocalVariable(name: "j", scope: !188, file: !2, line: 53, type: !60)
!188 = distinct !DILexicalBlock(scope: !184, file: !2, line: 53, column: 9)
!189 = !DILocation(line: 53, column: 18, scope: !188)
!190 = !DILocation(line: 53, column: 14, scope: !188)
!191 = !DILocation(line: 53, column: 25, scope: !192)
!192 = distinct !DILexicalBlock(scope: !188, file: !2, line: 53, column: 9)
!193 = !DILocation(line: 53, column: 27, scope: !192)
!194 = !DILocation(line: 53, column: 9, scope: !188)
!195 = !DILocation(line: 54, column: 41, scope: !196)
!196 = distinct !DILexicalBlock(scope: !192, file: !2, line: 53, column: 42)
!197 = !DILocation(line: 54, column: 32, scope: !196)
!198 = !DILocation(line: 54, column: 53, scope: !196)
!199 = !DILocation(line: 54, column: 44, scope: !196)
!200 = !DILocation(line: 54, column: 21, scope: !196)
!201 = !DILocation(line: 54, column: 18, scope: !196)
!202 = !DILocation(line: 55, column: 45, scope: !196)
!203 = !DILocation(line: 55, column: 47, scope: !196)
!204 = !DILocation(line: 55, column: 34, scope: !196)
!205 = !DILocation(line: 55, column: 66, scope: !196)
!206 = !DILocation(line: 55, column: 68, scope: !196)
!207 = !DILocation(line: 55, column: 55, scope: !196)
!208 = !DILocation(line: 55, column: 22, scope: !196)
!209 = !DILocation(line: 55, column: 19, scope: !196)
!210 = !DILocation(line: 56, column: 9, scope: !196)
!211 = !DILocation(line: 53, column: 36, scope: !192)
!212 = !DILocation(line: 53, column: 9, scope: !192)
!213 = distinct !{!213, !194, !214, !134}
!214 = !DILocation(line: 56, column: 9, scope: !188)
!215 = !DILocation(line: 52, column: 32, scope: !184)
!216 = !DILocation(line: 52, column: 5, scope: !184)
!217 = distinct !{!217, !186, !218, !134}
!218 = !DILocation(line: 56, column: 9, scope: !180)
!219 = !DILocation(line: 57, column: 34, scope: !79)
!220 = !DILocation(line: 57, column: 40, scope: !79)
!221 = !DILocation(line: 57, column: 5, scope: !79)
!222 = !DILocalVariable(name: "v", scope: !223, file: !2, line: 58, type: !60)
!223 = distinct !DILexicalBlock(scope: !79, file: !2, line: 58, column: 5)
!224 = !DILocation(line: 58, column: 14, scope: !223)
!225 = !DILocation(line: 58, column: 10, scope: !223)
!226 = !DILocation(line: 58, column: 26, scope: !227)
!227 = distinct !DILexicalBlock(scope: !223, file: !2, line: 58, column: 5)
!228 = !DILocation(line: 58, column: 28, scope: !227)
!229 = !DILocation(line: 58, column: 5, scope: !223)
!230 = !DILocation(line: 59, column: 36, scope: !227)
!231 = !DILocation(line: 59, column: 47, scope: !227)
!232 = !DILocation(line: 59, column: 39, scope: !227)
!233 = !DILocation(line: 59, column: 9, scope: !227)
!234 = !DILocation(line: 58, column: 40, scope: !227)
!235 = !DILocation(line: 58, column: 5, scope: !227)
!236 = distinct !{!236, !229, !237, !134}
!237 = !DILocation(line: 59, column: 49, scope: !223)
!238 = !DILocation(line: 60, column: 39, scope: !79)
!239 = !DILocation(line: 60, column: 58, scope: !79)
!240 = !DILocation(line: 61, column: 12, scope: !79)
!241 = !DILocation(line: 60, column: 5, scope: !79)
!242 = !DILocalVariable(name: "arr", scope: !79, file: !2, line: 63, type: !243)
!243 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 2048, elements: !244)
!244 = !{!245}
!245 = !DISubrange(count: 64)
!246 = !DILocation(line: 63, column: 9, scope: !79)
!247 = !DILocalVariable(name: "x", scope: !79, file: !2, line: 64, type: !51)
!248 = !DILocation(line: 64, column: 14, scope: !79)
!249 = !DILocalVariable(name: "i", scope: !250, file: !2, line: 65, type: !60)
!250 = distinct !DILexicalBlock(scope: !79, file: !2, line: 65, column: 5)
!251 = !DILocation(line: 65, column: 14, scope: !250)
!252 = !DILocation(line: 65, column: 10, scope: !250)
!253 = !DILocation(line: 65, column: 21, scope: !254)
!254 = distinct !DILexicalBlock(scope: !250, file: !2, line: 65, column: 5)
!255 = !DILocation(line: 65, column: 23, scope: !254)
!256 = !DILocation(line: 65, column: 5, scope: !250)
!257 = !DILocation(line: 66, column: 13, scope: !258)
!258 = distinct !DILexicalBlock(scope: !254, file: !2, line: 65, column: 34)
!259 = !DILocation(line: 66, column: 15, scope: !258)
!260 = !DILocation(line: 66, column: 29, scope: !258)
!261 = !DILocation(line: 66, column: 11, scope: !258)
!262 = !DILocation(line: 67, column: 24, scope: !258)
!263 = !DILocation(line: 67, column: 26, scope: !258)
!264 = !DILocation(line: 67, column: 33, scope: !258)
!265 = !DILocation(line: 67, column: 40, scope: !258)
!266 = !DILocation(line: 67, column: 13, scope: !258)
!267 = !DILocation(line: 67, column: 9, scope: !258)
!268 = !DILocation(line: 67, column: 16, scope: !258)
!269 = !DILocation(line: 68, column: 5, scope: !258)
!270 = !DILocation(line: 65, column: 30, scope: !254)
!271 = !DILocation(line: 65, column: 5, scope: !254)
!272 = distinct !{!272, !256, !273, !134}
!273 = !DILocation(line: 68, column: 5, scope: !250)
!274 = !DILocalVariable(name: "mn", scope: !79, file: !2, line: 69, type: !60)
!275 = !DILocation(line: 69, column: 9, scope: !79)
!276 = !DILocalVariable(name: "mx", scope: !79, file: !2, line: 69, type: !60)
!277 = !DILocation(line: 69, column: 23, scope: !79)
!278 = !DILocalVariable(name: "amin", scope: !79, file: !2, line: 69, type: !60)
!279 = !DILocation(line: 69, column: 37, scope: !79)
!280 = !DILocalVariable(name: "absum", scope: !79, file: !2, line: 70, type: !64)
!281 = !DILocation(line: 70, column: 10, scope: !79)
!282 = !DILocalVariable(name: "i", scope: !283, file: !2, line: 71, type: !60)
!283 = distinct !DILexicalBlock(scope: !79, file: !2, line: 71, column: 5)
!284 = !DILocation(line: 71, column: 14, scope: !283)
!285 = !DILocation(line: 71, column: 10, scope: !283)
!286 = !DILocation(line: 71, column: 21, scope: !287)
!287 = distinct !DILexicalBlock(scope: !283, file: !2, line: 71, column: 5)
!288 = !DILocation(line: 71, column: 23, scope: !287)
!289 = !DILocation(line: 71, column: 5, scope: !283)
!290 = !DILocation(line: 72, column: 19, scope: !291)
!291 = distinct !DILexicalBlock(scope: !287, file: !2, line: 71, column: 34)
!292 = !DILocation(line: 72, column: 27, scope: !291)
!293 = !DILocation(line: 72, column: 23, scope: !291)
!294 = !DILocation(line: 72, column: 14, scope: !291)
!295 = !DILocation(line: 72, column: 12, scope: !291)
!296 = !DILocation(line: 73, column: 19, scope: !291)
!297 = !DILocation(line: 73, column: 27, scope: !291)
!298 = !DILocation(line: 73, column: 23, scope: !291)
!299 = !DILocation(line: 73, column: 14, scope: !291)
!300 = !DILocation(line: 73, column: 12, scope: !291)
!301 = !DILocation(line: 74, column: 27, scope: !291)
!302 = !DILocation(line: 74, column: 23, scope: !291)
!303 = !DILocation(line: 74, column: 18, scope: !291)
!304 = !DILocation(line: 74, column: 15, scope: !291)
!305 = !DILocation(line: 75, column: 5, scope: !291)
!306 = !DILocation(line: 71, column: 30, scope: !287)
!307 = !DILocation(line: 71, column: 5, scope: !287)
!308 = distinct !{!308, !289, !309, !134}
!309 = !DILocation(line: 75, column: 5, scope: !283)
!310 = !DILocalVariable(name: "i", scope: !311, file: !2, line: 76, type: !60)
!311 = distinct !DILexicalBlock(scope: !79, file: !2, line: 76, column: 5)
!312 = !DILocation(line: 76, column: 14, scope: !311)
!313 = !DILocation(line: 76, column: 10, scope: !311)
!314 = !DILocation(line: 76, column: 21, scope: !315)
!315 = distinct !DILexicalBlock(scope: !311, file: !2, line: 76, column: 5)
!316 = !DILocation(line: 76, column: 23, scope: !315)
!317 = !DILocation(line: 76, column: 5, scope: !311)
!318 = !DILocation(line: 77, column: 17, scope: !319)
!319 = distinct !DILexicalBlock(scope: !315, file: !2, line: 77, column: 13)
!320 = !DILocation(line: 77, column: 13, scope: !319)
!321 = !DILocation(line: 77, column: 23, scope: !319)
!322 = !DILocation(line: 77, column: 20, scope: !319)
!323 = !DILocation(line: 77, column: 13, scope: !315)
!324 = !DILocation(line: 78, column: 20, scope: !325)
!325 = distinct !DILexicalBlock(scope: !319, file: !2, line: 77, column: 27)
!326 = !DILocation(line: 78, column: 18, scope: !325)
!327 = !DILocation(line: 79, column: 13, scope: !325)
!328 = !DILocation(line: 76, column: 30, scope: !315)
!329 = !DILocation(line: 76, column: 5, scope: !315)
!330 = distinct !{!330, !317, !331, !134}
!331 = !DILocation(line: 80, column: 9, scope: !311)
!332 = !DILocation(line: 81, column: 52, scope: !79)
!333 = !DILocation(line: 81, column: 56, scope: !79)
!334 = !DILocation(line: 81, column: 60, scope: !79)
!335 = !DILocation(line: 81, column: 66, scope: !79)
!336 = !DILocation(line: 81, column: 5, scope: !79)
!337 = !DILocalVariable(name: "px", scope: !79, file: !2, line: 83, type: !338)
!338 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 128, elements: !30)
!339 = !DILocation(line: 83, column: 19, scope: !79)
!340 = !DILocalVariable(name: "i", scope: !341, file: !2, line: 84, type: !60)
!341 = distinct !DILexicalBlock(scope: !79, file: !2, line: 84, column: 5)
!342 = !DILocation(line: 84, column: 14, scope: !341)
!343 = !DILocation(line: 84, column: 10, scope: !341)
!344 = !DILocation(line: 84, column: 21, scope: !345)
!345 = distinct !DILexicalBlock(scope: !341, file: !2, line: 84, column: 5)
!346 = !DILocation(line: 84, column: 23, scope: !345)
!347 = !DILocation(line: 84, column: 5, scope: !341)
!348 = !DILocalVariable(name: "v", scope: !349, file: !2, line: 85, type: !60)
!349 = distinct !DILexicalBlock(scope: !345, file: !2, line: 84, column: 34)
!350 = !DILocation(line: 85, column: 13, scope: !349)
!351 = !DILocation(line: 85, column: 18, scope: !349)
!352 = !DILocation(line: 85, column: 20, scope: !349)
!353 = !DILocation(line: 85, column: 25, scope: !349)
!354 = !DILocation(line: 86, column: 33, scope: !349)
!355 = !DILocation(line: 86, column: 35, scope: !349)
!356 = !DILocation(line: 86, column: 45, scope: !349)
!357 = !DILocation(line: 86, column: 47, scope: !349)
!358 = !DILocation(line: 86, column: 61, scope: !349)
!359 = !DILocation(line: 86, column: 17, scope: !349)
!360 = !DILocation(line: 86, column: 12, scope: !349)
!361 = !DILocation(line: 86, column: 9, scope: !349)
!362 = !DILocation(line: 86, column: 15, scope: !349)
!363 = !DILocation(line: 87, column: 5, scope: !349)
!364 = !DILocation(line: 84, column: 30, scope: !345)
!365 = !DILocation(line: 84, column: 5, scope: !345)
!366 = distinct !{!366, !347, !367, !134}
!367 = !DILocation(line: 87, column: 5, scope: !341)
!368 = !DILocalVariable(name: "i", scope: !369, file: !2, line: 88, type: !60)
!369 = distinct !DILexicalBlock(scope: !79, file: !2, line: 88, column: 5)
!370 = !DILocation(line: 88, column: 14, scope: !369)
!371 = !DILocation(line: 88, column: 10, scope: !369)
!372 = !DILocation(line: 88, column: 21, scope: !373)
!373 = distinct !DILexicalBlock(scope: !369, file: !2, line: 88, column: 5)
!374 = !DILocation(line: 88, column: 23, scope: !373)
!375 = !DILocation(line: 88, column: 5, scope: !369)
!376 = !DILocation(line: 89, column: 26, scope: !373)
!377 = !DILocation(line: 89, column: 23, scope: !373)
!378 = !DILocation(line: 89, column: 9, scope: !373)
!379 = !DILocation(line: 88, column: 30, scope: !373)
!380 = !DILocation(line: 88, column: 5, scope: !373)
!381 = distinct !{!381, !375, !382, !134}
!382 = !DILocation(line: 89, column: 28, scope: !369)
!383 = !DILocation(line: 90, column: 5, scope: !79)
!384 = !DILocalVariable(name: "sig", scope: !79, file: !2, line: 92, type: !64)
!385 = !DILocation(line: 92, column: 10, scope: !79)
!386 = !DILocalVariable(name: "i", scope: !387, file: !2, line: 93, type: !60)
!387 = distinct !DILexicalBlock(scope: !79, file: !2, line: 93, column: 5)
!388 = !DILocation(line: 93, column: 14, scope: !387)
!389 = !DILocation(line: 93, column: 10, scope: !387)
!390 = !DILocation(line: 93, column: 22, scope: !391)
!391 = distinct !DILexicalBlock(scope: !387, file: !2, line: 93, column: 5)
!392 = !DILocation(line: 93, column: 24, scope: !391)
!393 = !DILocation(line: 93, column: 5, scope: !387)
!394 = !DILocation(line: 94, column: 15, scope: !391)
!395 = !DILocation(line: 94, column: 19, scope: !391)
!396 = !DILocation(line: 94, column: 27, scope: !391)
!397 = !DILocation(line: 94, column: 29, scope: !391)
!398 = !DILocation(line: 94, column: 37, scope: !391)
!399 = !DILocation(line: 94, column: 39, scope: !391)
!400 = !DILocation(line: 94, column: 34, scope: !391)
!401 = !DILocation(line: 94, column: 25, scope: !391)
!402 = !DILocation(line: 94, column: 23, scope: !391)
!403 = !DILocation(line: 94, column: 45, scope: !391)
!404 = !DILocation(line: 94, column: 13, scope: !391)
!405 = !DILocation(line: 94, column: 9, scope: !391)
!406 = !DILocation(line: 93, column: 31, scope: !391)
!407 = !DILocation(line: 93, column: 5, scope: !391)
!408 = distinct !{!408, !393, !409, !134}
!409 = !DILocation(line: 94, column: 47, scope: !387)
!410 = !DILocation(line: 95, column: 36, scope: !79)
!411 = !DILocation(line: 95, column: 5, scope: !79)
!412 = !DILocation(line: 96, column: 5, scope: !79)
!413 = distinct !DISubprogram(name: "imin", scope: !2, file: !2, line: 8, type: !414, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !49, retainedNodes: !82)
!414 = !DISubroutineType(types: !415)
!415 = !{!60, !60, !60}
!416 = !DILocalVariable(name: "a", arg: 1, scope: !413, file: !2, line: 8, type: !60)
!417 = !DILocation(line: 8, column: 21, scope: !413)
!418 = !DILocalVariable(name: "b", arg: 2, scope: !413, file: !2, line: 8, type: !60)
!419 = !DILocation(line: 8, column: 28, scope: !413)
!420 = !DILocation(line: 8, column: 40, scope: !413)
!421 = !DILocation(line: 8, column: 44, scope: !413)
!422 = !DILocation(line: 8, column: 42, scope: !413)
!423 = !DILocation(line: 8, column: 48, scope: !413)
!424 = !DILocation(line: 8, column: 52, scope: !413)
!425 = !DILocation(line: 8, column: 33, scope: !413)
!426 = distinct !DISubprogram(name: "imax", scope: !2, file: !2, line: 9, type: !414, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !49, retainedNodes: !82)
!427 = !DILocalVariable(name: "a", arg: 1, scope: !426, file: !2, line: 9, type: !60)
!428 = !DILocation(line: 9, column: 21, scope: !426)
!429 = !DILocalVariable(name: "b", arg: 2, scope: !426, file: !2, line: 9, type: !60)
!430 = !DILocation(line: 9, column: 28, scope: !426)
!431 = !DILocation(line: 9, column: 40, scope: !426)
!432 = !DILocation(line: 9, column: 44, scope: !426)
!433 = !DILocation(line: 9, column: 42, scope: !426)
!434 = !DILocation(line: 9, column: 48, scope: !426)
!435 = !DILocation(line: 9, column: 52, scope: !426)
!436 = !DILocation(line: 9, column: 33, scope: !426)
!437 = distinct !DISubprogram(name: "umin", scope: !2, file: !2, line: 10, type: !438, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !49, retainedNodes: !82)
!438 = !DISubroutineType(types: !439)
!439 = !{!51, !51, !51}
!440 = !DILocalVariable(name: "a", arg: 1, scope: !437, file: !2, line: 10, type: !51)
!441 = !DILocation(line: 10, column: 31, scope: !437)
!442 = !DILocalVariable(name: "b", arg: 2, scope: !437, file: !2, line: 10, type: !51)
!443 = !DILocation(line: 10, column: 43, scope: !437)
!444 = !DILocation(line: 10, column: 55, scope: !437)
!445 = !DILocation(line: 10, column: 59, scope: !437)
!446 = !DILocation(line: 10, column: 57, scope: !437)
!447 = !DILocation(line: 10, column: 63, scope: !437)
!448 = !DILocation(line: 10, column: 67, scope: !437)
!449 = !DILocation(line: 10, column: 48, scope: !437)
!450 = distinct !DISubprogram(name: "umax", scope: !2, file: !2, line: 11, type: !438, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !49, retainedNodes: !82)
!451 = !DILocalVariable(name: "a", arg: 1, scope: !450, file: !2, line: 11, type: !51)
!452 = !DILocation(line: 11, column: 31, scope: !450)
!453 = !DILocalVariable(name: "b", arg: 2, scope: !450, file: !2, line: 11, type: !51)
!454 = !DILocation(line: 11, column: 43, scope: !450)
!455 = !DILocation(line: 11, column: 55, scope: !450)
!456 = !DILocation(line: 11, column: 59, scope: !450)
!457 = !DILocation(line: 11, column: 57, scope: !450)
!458 = !DILocation(line: 11, column: 63, scope: !450)
!459 = !DILocation(line: 11, column: 67, scope: !450)
!460 = !DILocation(line: 11, column: 48, scope: !450)
!461 = distinct !DISubprogram(name: "clamp", scope: !2, file: !2, line: 12, type: !462, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !49, retainedNodes: !82)
!462 = !DISubroutineType(types: !463)
!463 = !{!60, !60, !60, !60}
!464 = !DILocalVariable(name: "v", arg: 1, scope: !461, file: !2, line: 12, type: !60)
!465 = !DILocation(line: 12, column: 22, scope: !461)
!466 = !DILocalVariable(name: "lo", arg: 2, scope: !461, file: !2, line: 12, type: !60)
!467 = !DILocation(line: 12, column: 29, scope: !461)
!468 = !DILocalVariable(name: "hi", arg: 3, scope: !461, file: !2, line: 12, type: !60)
!469 = !DILocation(line: 12, column: 37, scope: !461)
!470 = !DILocation(line: 12, column: 60, scope: !461)
!471 = !DILocation(line: 12, column: 63, scope: !461)
!472 = !DILocation(line: 12, column: 55, scope: !461)
!473 = !DILocation(line: 12, column: 68, scope: !461)
!474 = !DILocation(line: 12, column: 50, scope: !461)
!475 = !DILocation(line: 12, column: 43, scope: !461)
!476 = distinct !DISubprogram(name: "iabs", scope: !2, file: !2, line: 13, type: !477, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !49, retainedNodes: !82)
!477 = !DISubroutineType(types: !478)
!478 = !{!60, !60}
!479 = !DILocalVariable(name: "v", arg: 1, scope: !476, file: !2, line: 13, type: !60)
!480 = !DILocation(line: 13, column: 21, scope: !476)
!481 = !DILocation(line: 13, column: 33, scope: !476)
!482 = !DILocation(line: 13, column: 35, scope: !476)
!483 = !DILocation(line: 13, column: 42, scope: !476)
!484 = !DILocation(line: 13, column: 41, scope: !476)
!485 = !DILocation(line: 13, column: 46, scope: !476)
!486 = !DILocation(line: 13, column: 26, scope: !476)
!487 = distinct !DISubprogram(name: "sat_add32", scope: !2, file: !2, line: 15, type: !488, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !49, retainedNodes: !82)
!488 = !DISubroutineType(types: !489)
!489 = !{!65, !65, !65}
!490 = !DILocalVariable(name: "a", arg: 1, scope: !487, file: !2, line: 15, type: !65)
!491 = !DILocation(line: 15, column: 34, scope: !487)
!492 = !DILocalVariable(name: "b", arg: 2, scope: !487, file: !2, line: 15, type: !65)
!493 = !DILocation(line: 15, column: 45, scope: !487)
!494 = !DILocalVariable(name: "r", scope: !487, file: !2, line: 16, type: !61)
!495 = !DILocation(line: 16, column: 13, scope: !487)
!496 = !DILocation(line: 16, column: 26, scope: !487)
!497 = !DILocation(line: 16, column: 17, scope: !487)
!498 = !DILocation(line: 16, column: 30, scope: !487)
!499 = !DILocation(line: 16, column: 28, scope: !487)
!500 = !DILocation(line: 17, column: 9, scope: !501)
!501 = distinct !DILexicalBlock(scope: !487, file: !2, line: 17, column: 9)
!502 = !DILocation(line: 17, column: 11, scope: !501)
!503 = !DILocation(line: 17, column: 9, scope: !487)
!504 = !DILocation(line: 17, column: 24, scope: !501)
!505 = !DILocation(line: 18, column: 9, scope: !506)
!506 = distinct !DILexicalBlock(scope: !487, file: !2, line: 18, column: 9)
!507 = !DILocation(line: 18, column: 11, scope: !506)
!508 = !DILocation(line: 18, column: 9, scope: !487)
!509 = !DILocation(line: 18, column: 24, scope: !506)
!510 = !DILocation(line: 19, column: 21, scope: !487)
!511 = !DILocation(line: 19, column: 12, scope: !487)
!512 = !DILocation(line: 19, column: 5, scope: !487)
!513 = !DILocation(line: 20, column: 1, scope: !487)
!514 = distinct !DISubprogram(name: "sat_add_u8", scope: !2, file: !2, line: 22, type: !515, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !49, retainedNodes: !82)
!515 = !DISubroutineType(types: !516)
!516 = !{!52, !52, !52}
!517 = !DILocalVariable(name: "a", arg: 1, scope: !514, file: !2, line: 22, type: !52)
!518 = !DILocation(line: 22, column: 35, scope: !514)
!519 = !DILocalVariable(name: "b", arg: 2, scope: !514, file: !2, line: 22, type: !52)
!520 = !DILocation(line: 22, column: 46, scope: !514)
!521 = !DILocalVariable(name: "r", scope: !514, file: !2, line: 23, type: !51)
!522 = !DILocation(line: 23, column: 14, scope: !514)
!523 = !DILocation(line: 23, column: 28, scope: !514)
!524 = !DILocation(line: 23, column: 18, scope: !514)
!525 = !DILocation(line: 23, column: 32, scope: !514)
!526 = !DILocation(line: 23, column: 30, scope: !514)
!527 = !DILocation(line: 24, column: 12, scope: !514)
!528 = !DILocation(line: 24, column: 14, scope: !514)
!529 = !DILocation(line: 24, column: 37, scope: !514)
!530 = !DILocation(line: 24, column: 28, scope: !514)
!531 = !DILocation(line: 24, column: 5, scope: !514)
!532 = distinct !DISubprogram(name: "sat_sub_u16", scope: !2, file: !2, line: 27, type: !533, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !49, retainedNodes: !82)
!533 = !DISubroutineType(types: !534)
!534 = !{!57, !57, !57}
!535 = !DILocalVariable(name: "a", arg: 1, scope: !532, file: !2, line: 27, type: !57)
!536 = !DILocation(line: 27, column: 38, scope: !532)
!537 = !DILocalVariable(name: "b", arg: 2, scope: !532, file: !2, line: 27, type: !57)
!538 = !DILocation(line: 27, column: 50, scope: !532)
!539 = !DILocation(line: 27, column: 62, scope: !532)
!540 = !DILocation(line: 27, column: 66, scope: !532)
!541 = !DILocation(line: 27, column: 64, scope: !532)
!542 = !DILocation(line: 27, column: 81, scope: !532)
!543 = !DILocation(line: 27, column: 85, scope: !532)
!544 = !DILocation(line: 27, column: 83, scope: !532)
!545 = !DILocation(line: 27, column: 70, scope: !532)
!546 = !DILocation(line: 27, column: 55, scope: !532)
!547 = distinct !DISubprogram(name: "sat_i16", scope: !2, file: !2, line: 29, type: !548, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !49, retainedNodes: !82)
!548 = !DISubroutineType(types: !549)
!549 = !{!67, !60}
!550 = !DILocalVariable(name: "v", arg: 1, scope: !547, file: !2, line: 29, type: !60)
!551 = !DILocation(line: 29, column: 28, scope: !547)
!552 = !DILocation(line: 29, column: 50, scope: !547)
!553 = !DILocation(line: 29, column: 52, scope: !547)
!554 = !DILocation(line: 29, column: 70, scope: !547)
!555 = !DILocation(line: 29, column: 72, scope: !547)
!556 = !DILocation(line: 29, column: 92, scope: !547)
!557 = !DILocation(line: 29, column: 40, scope: !547)
!558 = !DILocation(line: 29, column: 33, scope: !547)
!559 = distinct !DISubprogram(name: "sat_add_u32", scope: !2, file: !2, line: 31, type: !560, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !49, retainedNodes: !82)
!560 = !DISubroutineType(types: !561)
!561 = !{!562, !562, !562}
!562 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !53, line: 26, baseType: !563)
!563 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !55, line: 42, baseType: !51)
!564 = !DILocalVariable(name: "a", arg: 1, scope: !559, file: !2, line: 31, type: !562)
!565 = !DILocation(line: 31, column: 38, scope: !559)
!566 = !DILocalVariable(name: "b", arg: 2, scope: !559, file: !2, line: 31, type: !562)
!567 = !DILocation(line: 31, column: 50, scope: !559)
!568 = !DILocalVariable(name: "r", scope: !559, file: !2, line: 32, type: !562)
!569 = !DILocation(line: 32, column: 14, scope: !559)
!570 = !DILocation(line: 32, column: 18, scope: !559)
!571 = !DILocation(line: 32, column: 22, scope: !559)
!572 = !DILocation(line: 32, column: 20, scope: !559)
!573 = !DILocation(line: 33, column: 12, scope: !559)
!574 = !DILocation(line: 33, column: 16, scope: !559)
!575 = !DILocation(line: 33, column: 14, scope: !559)
!576 = !DILocation(line: 33, column: 33, scope: !559)
!577 = !DILocation(line: 33, column: 5, scope: !559)
