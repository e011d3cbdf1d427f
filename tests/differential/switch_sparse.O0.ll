; ModuleID = 'switch_sparse.c'
source_filename = "switch_sparse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.codes = private unnamed_addr constant [11 x i32] [i32 200, i32 404, i32 418, i32 500, i32 302, i32 999, i32 0, i32 201, i32 503, i32 304, i32 -1], align 16
@.str = private unnamed_addr constant [7 x i8] c"%d %s\0A\00", align 1, !dbg !0
@__const.main.xs = private unnamed_addr constant [12 x i32] [i32 -1000000, i32 -77, i32 -1, i32 0, i32 13, i32 4096, i32 65537, i32 2147483647, i32 -2147483648, i32 5, i32 -5, i32 4095], align 16
@.str.1 = private unnamed_addr constant [19 x i8] c"sparse_neg(%d)=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"sparse_ll(%lld)=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"fall(%d)=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"fall(100)=%d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"duff count=%d sum=%d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [13 x i8] c"kind %d: %u\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [10 x i8] c"tally=%d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [8 x i8] c"Created\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [11 x i8] c"No Content\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [18 x i8] c"Moved Permanently\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [6 x i8] c"Found\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [13 x i8] c"Not Modified\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [12 x i8] c"Bad Request\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [13 x i8] c"Unauthorized\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [10 x i8] c"Forbidden\00", align 1, !dbg !73
@.str.17 = private unnamed_addr constant [10 x i8] c"Not Found\00", align 1, !dbg !75
@.str.18 = private unnamed_addr constant [13 x i8] c"I'm a teapot\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [22 x i8] c"Internal Server Error\00", align 1, !dbg !79
@.str.20 = private unnamed_addr constant [20 x i8] c"Service Unavailable\00", align 1, !dbg !81
@.str.21 = private unnamed_addr constant [8 x i8] c"Unknown\00", align 1, !dbg !83

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !98 {
  %1 = alloca i32, align 4
  %2 = alloca [11 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca [12 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca [6 x i64], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [37 x i16], align 16
  %10 = alloca [37 x i16], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca [8 x i32], align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !103, !DIExpression(), !105)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.codes, i64 44, i1 false), !dbg !105
    #dbg_declare(ptr %3, !106, !DIExpression(), !108)
  store i32 0, ptr %3, align 4, !dbg !108
  br label %22, !dbg !109

22:                                               ; preds = %36, %0
  %23 = load i32, ptr %3, align 4, !dbg !110
  %24 = icmp slt i32 %23, 11, !dbg !112
  br i1 %24, label %25, label %39, !dbg !113

25:                                               ; preds = %22
  %26 = load i32, ptr %3, align 4, !dbg !114
  %27 = sext i32 %26 to i64, !dbg !115
  %28 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 %27, !dbg !115
  %29 = load i32, ptr %28, align 4, !dbg !115
  %30 = load i32, ptr %3, align 4, !dbg !116
  %31 = sext i32 %30 to i64, !dbg !117
  %32 = getelementptr inbounds [11 x i32], ptr %2, i64 0, i64 %31, !dbg !117
  %33 = load i32, ptr %32, align 4, !dbg !117
  %34 = call ptr @http_status(i32 noundef %33), !dbg !118
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %29, ptr noundef %34), !dbg !119
  br label %36, !dbg !119

36:                                               ; preds = %25
  %37 = load i32, ptr %3, align 4, !dbg !120
  %38 = add nsw i32 %37, 1, !dbg !120
  store i32 %38, ptr %3, align 4, !dbg !120
  br label %22, !dbg !121, !llvm.loop !122

39:                                               ; preds = %22
    #dbg_declare(ptr %4, !125, !DIExpression(), !127)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.xs, i64 48, i1 false), !dbg !127
    #dbg_declare(ptr %5, !128, !DIExpression(), !130)
  store i32 0, ptr %5, align 4, !dbg !130
  br label %40, !dbg !131

40:                                               ; preds = %54, %39
  %41 = load i32, ptr %5, align 4, !dbg !132
  %42 = icmp slt i32 %41, 12, !dbg !134
  br i1 %42, label %43, label %57, !dbg !135

43:                                               ; preds = %40
  %44 = load i32, ptr %5, align 4, !dbg !136
  %45 = sext i32 %44 to i64, !dbg !137
  %46 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %45, !dbg !137
  %47 = load i32, ptr %46, align 4, !dbg !137
  %48 = load i32, ptr %5, align 4, !dbg !138
  %49 = sext i32 %48 to i64, !dbg !139
  %50 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %49, !dbg !139
  %51 = load i32, ptr %50, align 4, !dbg !139
  %52 = call i32 @sparse_neg(i32 noundef %51), !dbg !140
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %47, i32 noundef %52), !dbg !141
  br label %54, !dbg !141

54:                                               ; preds = %43
  %55 = load i32, ptr %5, align 4, !dbg !142
  %56 = add nsw i32 %55, 1, !dbg !142
  store i32 %56, ptr %5, align 4, !dbg !142
  br label %40, !dbg !143, !llvm.loop !144

57:                                               ; preds = %40
    #dbg_declare(ptr %6, !146, !DIExpression(), !149)
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 48, i1 false), !dbg !149
  %58 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 0, !dbg !149
  store i64 1099511627776, ptr %58, align 16, !dbg !149
  %59 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 1, !dbg !149
  store i64 -1125899906842624, ptr %59, align 8, !dbg !149
  %60 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 2, !dbg !149
  store i64 9223372036854775807, ptr %60, align 16, !dbg !149
  %61 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 3, !dbg !149
  store i64 12345678901, ptr %61, align 8, !dbg !149
  %62 = getelementptr inbounds [6 x i64], ptr %6, i32 0, i32 4, !dbg !149
  store i64 2199023255552, ptr %62, align 16, !dbg !149
    #dbg_declare(ptr %7, !150, !DIExpression(), !152)
  store i32 0, ptr %7, align 4, !dbg !152
  br label %63, !dbg !153

63:                                               ; preds = %77, %57
  %64 = load i32, ptr %7, align 4, !dbg !154
  %65 = icmp slt i32 %64, 6, !dbg !156
  br i1 %65, label %66, label %80, !dbg !157

66:                                               ; preds = %63
  %67 = load i32, ptr %7, align 4, !dbg !158
  %68 = sext i32 %67 to i64, !dbg !159
  %69 = getelementptr inbounds [6 x i64], ptr %6, i64 0, i64 %68, !dbg !159
  %70 = load i64, ptr %69, align 8, !dbg !159
  %71 = load i32, ptr %7, align 4, !dbg !160
  %72 = sext i32 %71 to i64, !dbg !161
  %73 = getelementptr inbounds [6 x i64], ptr %6, i64 0, i64 %72, !dbg !161
  %74 = load i64, ptr %73, align 8, !dbg !161
  %75 = call i32 @sparse_ll(i64 noundef %74), !dbg !162
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %70, i32 noundef %75), !dbg !163
  br label %77, !dbg !163

77:                                               ; preds = %66
  %78 = load i32, ptr %7, align 4, !dbg !164
  %79 = add nsw i32 %78, 1, !dbg !164
  store i32 %79, ptr %7, align 4, !dbg !164
  br label %63, !dbg !165, !llvm.loop !166

80:                                               ; preds = %63
    #dbg_declare(ptr %8, !168, !DIExpression(), !170)
  store i32 -1, ptr %8, align 4, !dbg !170
  br label %81, !dbg !171

81:                                               ; preds = %89, %80
  %82 = load i32, ptr %8, align 4, !dbg !172
  %83 = icmp sle i32 %82, 6, !dbg !174
  br i1 %83, label %84, label %92, !dbg !175

84:                                               ; preds = %81
  %85 = load i32, ptr %8, align 4, !dbg !176
  %86 = load i32, ptr %8, align 4, !dbg !177
  %87 = call i32 @fall(i32 noundef %86), !dbg !178
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %85, i32 noundef %87), !dbg !179
  br label %89, !dbg !179

89:                                               ; preds = %84
  %90 = load i32, ptr %8, align 4, !dbg !180
  %91 = add nsw i32 %90, 1, !dbg !180
  store i32 %91, ptr %8, align 4, !dbg !180
  br label %81, !dbg !181, !llvm.loop !182

92:                                               ; preds = %81
  %93 = call i32 @fall(i32 noundef 100), !dbg !184
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %93), !dbg !185
    #dbg_declare(ptr %9, !186, !DIExpression(), !190)
    #dbg_declare(ptr %10, !191, !DIExpression(), !192)
    #dbg_declare(ptr %11, !193, !DIExpression(), !195)
  store i32 0, ptr %11, align 4, !dbg !195
  br label %95, !dbg !196

95:                                               ; preds = %142, %92
  %96 = load i32, ptr %11, align 4, !dbg !197
  %97 = icmp sle i32 %96, 37, !dbg !199
  br i1 %97, label %98, label %145, !dbg !200

98:                                               ; preds = %95
    #dbg_declare(ptr %12, !201, !DIExpression(), !204)
  store i32 0, ptr %12, align 4, !dbg !204
  br label %99, !dbg !205

99:                                               ; preds = %113, %98
  %100 = load i32, ptr %12, align 4, !dbg !206
  %101 = icmp slt i32 %100, 37, !dbg !208
  br i1 %101, label %102, label %116, !dbg !209

102:                                              ; preds = %99
  %103 = load i32, ptr %12, align 4, !dbg !210
  %104 = mul nsw i32 %103, 11, !dbg !212
  %105 = sub nsw i32 %104, 100, !dbg !213
  %106 = trunc i32 %105 to i16, !dbg !214
  %107 = load i32, ptr %12, align 4, !dbg !215
  %108 = sext i32 %107 to i64, !dbg !216
  %109 = getelementptr inbounds [37 x i16], ptr %9, i64 0, i64 %108, !dbg !216
  store i16 %106, ptr %109, align 2, !dbg !217
  %110 = load i32, ptr %12, align 4, !dbg !218
  %111 = sext i32 %110 to i64, !dbg !219
  %112 = getelementptr inbounds [37 x i16], ptr %10, i64 0, i64 %111, !dbg !219
  store i16 -1, ptr %112, align 2, !dbg !220
  br label %113, !dbg !221

113:                                              ; preds = %102
  %114 = load i32, ptr %12, align 4, !dbg !222
  %115 = add nsw i32 %114, 1, !dbg !222
  store i32 %115, ptr %12, align 4, !dbg !222
  br label %99, !dbg !223, !llvm.loop !224

116:                                              ; preds = %99
  %117 = load i32, ptr %11, align 4, !dbg !226
  %118 = icmp sgt i32 %117, 0, !dbg !228
  br i1 %118, label %119, label %123, !dbg !229

119:                                              ; preds = %116
  %120 = getelementptr inbounds [37 x i16], ptr %10, i64 0, i64 0, !dbg !230
  %121 = getelementptr inbounds [37 x i16], ptr %9, i64 0, i64 0, !dbg !231
  %122 = load i32, ptr %11, align 4, !dbg !232
  call void @duff_copy(ptr noundef %120, ptr noundef %121, i32 noundef %122), !dbg !233
  br label %123, !dbg !233

123:                                              ; preds = %119, %116
    #dbg_declare(ptr %13, !234, !DIExpression(), !235)
  store i32 0, ptr %13, align 4, !dbg !235
    #dbg_declare(ptr %14, !236, !DIExpression(), !238)
  store i32 0, ptr %14, align 4, !dbg !238
  br label %124, !dbg !239

124:                                              ; preds = %135, %123
  %125 = load i32, ptr %14, align 4, !dbg !240
  %126 = icmp slt i32 %125, 37, !dbg !242
  br i1 %126, label %127, label %138, !dbg !243

127:                                              ; preds = %124
  %128 = load i32, ptr %14, align 4, !dbg !244
  %129 = sext i32 %128 to i64, !dbg !245
  %130 = getelementptr inbounds [37 x i16], ptr %10, i64 0, i64 %129, !dbg !245
  %131 = load i16, ptr %130, align 2, !dbg !245
  %132 = sext i16 %131 to i32, !dbg !245
  %133 = load i32, ptr %13, align 4, !dbg !246
  %134 = add nsw i32 %133, %132, !dbg !246
  store i32 %134, ptr %13, align 4, !dbg !246
  br label %135, !dbg !247

135:                                              ; preds = %127
  %136 = load i32, ptr %14, align 4, !dbg !248
  %137 = add nsw i32 %136, 1, !dbg !248
  store i32 %137, ptr %14, align 4, !dbg !248
  br label %124, !dbg !249, !llvm.loop !250

138:                                              ; preds = %124
  %139 = load i32, ptr %11, align 4, !dbg !252
  %140 = load i32, ptr %13, align 4, !dbg !253
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %139, i32 noundef %140), !dbg !254
  br label %142, !dbg !255

142:                                              ; preds = %138
  %143 = load i32, ptr %11, align 4, !dbg !256
  %144 = add nsw i32 %143, 5, !dbg !256
  store i32 %144, ptr %11, align 4, !dbg !256
  br label %95, !dbg !257, !llvm.loop !258

145:                                              ; preds = %95
    #dbg_declare(ptr %15, !260, !DIExpression(), !263)
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 32, i1 false), !dbg !263
    #dbg_declare(ptr %16, !264, !DIExpression(), !266)
  store i32 0, ptr %16, align 4, !dbg !266
  br label %146, !dbg !267

146:                                              ; preds = %157, %145
  %147 = load i32, ptr %16, align 4, !dbg !268
  %148 = icmp ult i32 %147, 256, !dbg !270
  br i1 %148, label %149, label %160, !dbg !271

149:                                              ; preds = %146
  %150 = load i32, ptr %16, align 4, !dbg !272
  %151 = trunc i32 %150 to i8, !dbg !273
  %152 = call i32 @char_kind(i8 noundef zeroext %151), !dbg !274
  %153 = zext i32 %152 to i64, !dbg !275
  %154 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 %153, !dbg !275
  %155 = load i32, ptr %154, align 4, !dbg !276
  %156 = add i32 %155, 1, !dbg !276
  store i32 %156, ptr %154, align 4, !dbg !276
  br label %157, !dbg !275

157:                                              ; preds = %149
  %158 = load i32, ptr %16, align 4, !dbg !277
  %159 = add i32 %158, 1, !dbg !277
  store i32 %159, ptr %16, align 4, !dbg !277
  br label %146, !dbg !278, !llvm.loop !279

160:                                              ; preds = %146
    #dbg_declare(ptr %17, !281, !DIExpression(), !283)
  store i32 0, ptr %17, align 4, !dbg !283
  br label %161, !dbg !284

161:                                              ; preds = %171, %160
  %162 = load i32, ptr %17, align 4, !dbg !285
  %163 = icmp slt i32 %162, 8, !dbg !287
  br i1 %163, label %164, label %174, !dbg !288

164:                                              ; preds = %161
  %165 = load i32, ptr %17, align 4, !dbg !289
  %166 = load i32, ptr %17, align 4, !dbg !290
  %167 = sext i32 %166 to i64, !dbg !291
  %168 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 %167, !dbg !291
  %169 = load i32, ptr %168, align 4, !dbg !291
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %165, i32 noundef %169), !dbg !292
  br label %171, !dbg !292

171:                                              ; preds = %164
  %172 = load i32, ptr %17, align 4, !dbg !293
  %173 = add nsw i32 %172, 1, !dbg !293
  store i32 %173, ptr %17, align 4, !dbg !293
  br label %161, !dbg !294, !llvm.loop !295

174:                                              ; preds = %161
    #dbg_declare(ptr %18, !297, !DIExpression(), !298)
  store i32 7, ptr %18, align 4, !dbg !298
    #dbg_declare(ptr %19, !299, !DIExpression(), !300)
  store i32 0, ptr %19, align 4, !dbg !300
    #dbg_declare(ptr %20, !301, !DIExpression(), !303)
  store i32 0, ptr %20, align 4, !dbg !303
  br label %175, !dbg !304

175:                                              ; preds = %229, %174
  %176 = load i32, ptr %20, align 4, !dbg !305
  %177 = icmp slt i32 %176, 300, !dbg !307
  br i1 %177, label %178, label %232, !dbg !308

178:                                              ; preds = %175
  %179 = load i32, ptr %18, align 4, !dbg !309
  %180 = mul i32 %179, 1103515245, !dbg !311
  %181 = add i32 %180, 12345, !dbg !312
  store i32 %181, ptr %18, align 4, !dbg !313
    #dbg_declare(ptr %21, !314, !DIExpression(), !315)
  %182 = load i32, ptr %18, align 4, !dbg !316
  %183 = lshr i32 %182, 16, !dbg !317
  %184 = urem i32 %183, 1000, !dbg !318
  store i32 %184, ptr %21, align 4, !dbg !315
  %185 = load i32, ptr %21, align 4, !dbg !319
  %186 = icmp eq i32 %185, 3, !dbg !321
  br i1 %186, label %187, label %190, !dbg !322

187:                                              ; preds = %178
  %188 = load i32, ptr %19, align 4, !dbg !323
  %189 = add nsw i32 %188, 1, !dbg !323
  store i32 %189, ptr %19, align 4, !dbg !323
  br label %228, !dbg !324

190:                                              ; preds = %178
  %191 = load i32, ptr %21, align 4, !dbg !325
  %192 = icmp eq i32 %191, 17, !dbg !327
  br i1 %192, label %193, label %196, !dbg !328

193:                                              ; preds = %190
  %194 = load i32, ptr %19, align 4, !dbg !329
  %195 = add nsw i32 %194, 2, !dbg !329
  store i32 %195, ptr %19, align 4, !dbg !329
  br label %227, !dbg !330

196:                                              ; preds = %190
  %197 = load i32, ptr %21, align 4, !dbg !331
  %198 = icmp eq i32 %197, 101, !dbg !333
  br i1 %198, label %199, label %202, !dbg !334

199:                                              ; preds = %196
  %200 = load i32, ptr %19, align 4, !dbg !335
  %201 = add nsw i32 %200, 3, !dbg !335
  store i32 %201, ptr %19, align 4, !dbg !335
  br label %226, !dbg !336

202:                                              ; preds = %196
  %203 = load i32, ptr %21, align 4, !dbg !337
  %204 = icmp eq i32 %203, 555, !dbg !339
  br i1 %204, label %205, label %208, !dbg !340

205:                                              ; preds = %202
  %206 = load i32, ptr %19, align 4, !dbg !341
  %207 = add nsw i32 %206, 4, !dbg !341
  store i32 %207, ptr %19, align 4, !dbg !341
  br label %225, !dbg !342

208:                                              ; preds = %202
  %209 = load i32, ptr %21, align 4, !dbg !343
  %210 = icmp eq i32 %209, 999, !dbg !345
  br i1 %210, label %211, label %214, !dbg !346

211:                                              ; preds = %208
  %212 = load i32, ptr %19, align 4, !dbg !347
  %213 = add nsw i32 %212, 5, !dbg !347
  store i32 %213, ptr %19, align 4, !dbg !347
  br label %224, !dbg !348

214:                                              ; preds = %208
  %215 = load i32, ptr %21, align 4, !dbg !349
  %216 = icmp ult i32 %215, 100, !dbg !351
  br i1 %216, label %217, label %220, !dbg !352

217:                                              ; preds = %214
  %218 = load i32, ptr %19, align 4, !dbg !353
  %219 = add nsw i32 %218, 6, !dbg !353
  store i32 %219, ptr %19, align 4, !dbg !353
  br label %223, !dbg !354

220:                                              ; preds = %214
  %221 = load i32, ptr %19, align 4, !dbg !355
  %222 = sub nsw i32 %221, 1, !dbg !355
  store i32 %222, ptr %19, align 4, !dbg !355
  br label %223

223:                                              ; preds = %220, %217
  br label %224

224:                                              ; preds = %223, %211
  br label %225

225:                                              ; preds = %224, %205
  br label %226

226:                                              ; preds = %225, %199
  br label %227

227:                                              ; preds = %226, %193
  br label %228

228:                                              ; preds = %227, %187
  br label %229, !dbg !356

229:                                              ; preds = %228
  %230 = load i32, ptr %20, align 4, !dbg !357
  %231 = add nsw i32 %230, 1, !dbg !357
  store i32 %231, ptr %20, align 4, !dbg !357
  br label %175, !dbg !358, !llvm.loop !359

232:                                              ; preds = %175
  %233 = load i32, ptr %19, align 4, !dbg !361
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %233), !dbg !362
  ret i32 0, !dbg !363
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @http_status(i32 noundef %0) #0 !dbg !364 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !369, !DIExpression(), !370)
  %4 = load i32, ptr %3, align 4, !dbg !371
  switch i32 %4, label %18 [
    i32 200, label %5
    i32 201, label %6
    i32 204, label %7
    i32 301, label %8
    i32 302, label %9
    i32 304, label %10
    i32 400, label %11
    i32 401, label %12
    i32 403, label %13
    i32 404, label %14
    i32 418, label %15
    i32 500, label %16
    i32 503, label %17
  ], !dbg !372

5:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8, !dbg !373
  br label %19, !dbg !373

6:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 8, !dbg !375
  br label %19, !dbg !375

7:                                                ; preds = %1
  store ptr @.str.10, ptr %2, align 8, !dbg !376
  br label %19, !dbg !376

8:                                                ; preds = %1
  store ptr @.str.11, ptr %2, align 8, !dbg !377
  br label %19, !dbg !377

9:                                                ; preds = %1
  store ptr @.str.12, ptr %2, align 8, !dbg !378
  br label %19, !dbg !378

10:                                               ; preds = %1
  store ptr @.str.13, ptr %2, align 8, !dbg !379
  br label %19, !dbg !379

11:                                               ; preds = %1
  store ptr @.str.14, ptr %2, align 8, !dbg !380
  br label %19, !dbg !380

12:                                               ; preds = %1
  store ptr @.str.15, ptr %2, align 8, !dbg !381
  br label %19, !dbg !381

13:                                               ; preds = %1
  store ptr @.str.16, ptr %2, align 8, !dbg !382
  br label %19, !dbg !382

14:                                               ; preds = %1
  store ptr @.str.17, ptr %2, align 8, !dbg !383
  br label %19, !dbg !383

15:                                               ; preds = %1
  store ptr @.str.18, ptr %2, align 8, !dbg !384
  br label %19, !dbg !384

16:                                               ; preds = %1
  store ptr @.str.19, ptr %2, align 8, !dbg !385
  br label %19, !dbg !385

17:                                               ; preds = %1
  store ptr @.str.20, ptr %2, align 8, !dbg !386
  br label %19, !dbg !386

18:                                               ; preds = %1
  store ptr @.str.21, ptr %2, align 8, !dbg !387
  br label %19, !dbg !387

19:                                               ; preds = %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %20 = load ptr, ptr %2, align 8, !dbg !388
  ret ptr %20, !dbg !388
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse_neg(i32 noundef %0) #0 !dbg !389 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !392, !DIExpression(), !393)
  %4 = load i32, ptr %3, align 4, !dbg !394
  switch i32 %4, label %14 [
    i32 -1000000, label %5
    i32 -77, label %6
    i32 -1, label %7
    i32 0, label %8
    i32 13, label %9
    i32 4096, label %10
    i32 65537, label %11
    i32 2147483647, label %12
    i32 -2147483648, label %13
  ], !dbg !395

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !396
  br label %15, !dbg !396

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !398
  br label %15, !dbg !398

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4, !dbg !399
  br label %15, !dbg !399

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !400
  br label %15, !dbg !400

9:                                                ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !401
  br label %15, !dbg !401

10:                                               ; preds = %1
  store i32 6, ptr %2, align 4, !dbg !402
  br label %15, !dbg !402

11:                                               ; preds = %1
  store i32 7, ptr %2, align 4, !dbg !403
  br label %15, !dbg !403

12:                                               ; preds = %1
  store i32 8, ptr %2, align 4, !dbg !404
  br label %15, !dbg !404

13:                                               ; preds = %1
  store i32 9, ptr %2, align 4, !dbg !405
  br label %15, !dbg !405

14:                                               ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !406
  br label %15, !dbg !406

15:                                               ; preds = %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %16 = load i32, ptr %2, align 4, !dbg !407
  ret i32 %16, !dbg !407
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sparse_ll(i64 noundef %0) #0 !dbg !408 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !411, !DIExpression(), !412)
  %4 = load i64, ptr %3, align 8, !dbg !413
  switch i64 %4, label %9 [
    i64 1099511627776, label %5
    i64 -1125899906842624, label %6
    i64 9223372036854775807, label %7
    i64 12345678901, label %8
  ], !dbg !414

5:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !415
  br label %10, !dbg !415

6:                                                ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !417
  br label %10, !dbg !417

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4, !dbg !418
  br label %10, !dbg !418

8:                                                ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !419
  br label %10, !dbg !419

9:                                                ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !420
  br label %10, !dbg !420

10:                                               ; preds = %9, %8, %7, %6, %5
  %11 = load i32, ptr %2, align 4, !dbg !421
  ret i32 %11, !dbg !421
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fall(i32 noundef %0) #0 !dbg !422 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !423, !DIExpression(), !424)
    #dbg_declare(ptr %3, !425, !DIExpression(), !426)
  store i32 0, ptr %3, align 4, !dbg !426
  %4 = load i32, ptr %2, align 4, !dbg !427
  switch i32 %4, label %21 [
    i32 5, label %5
    i32 4, label %8
    i32 3, label %11
    i32 2, label %14
    i32 1, label %17
    i32 100, label %20
  ], !dbg !428

5:                                                ; preds = %1
  %6 = load i32, ptr %3, align 4, !dbg !429
  %7 = add nsw i32 %6, 50, !dbg !429
  store i32 %7, ptr %3, align 4, !dbg !429
  br label %8, !dbg !431

8:                                                ; preds = %1, %5
  %9 = load i32, ptr %3, align 4, !dbg !432
  %10 = add nsw i32 %9, 40, !dbg !432
  store i32 %10, ptr %3, align 4, !dbg !432
  br label %11, !dbg !433

11:                                               ; preds = %1, %8
  %12 = load i32, ptr %3, align 4, !dbg !434
  %13 = add nsw i32 %12, 30, !dbg !434
  store i32 %13, ptr %3, align 4, !dbg !434
  br label %14, !dbg !435

14:                                               ; preds = %1, %11
  %15 = load i32, ptr %3, align 4, !dbg !436
  %16 = add nsw i32 %15, 20, !dbg !436
  store i32 %16, ptr %3, align 4, !dbg !436
  br label %17, !dbg !437

17:                                               ; preds = %1, %14
  %18 = load i32, ptr %3, align 4, !dbg !438
  %19 = add nsw i32 %18, 10, !dbg !438
  store i32 %19, ptr %3, align 4, !dbg !438
  br label %24, !dbg !439

20:                                               ; preds = %1
  store i32 -1, ptr %3, align 4, !dbg !440
  br label %21, !dbg !441

21:                                               ; preds = %1, %20
  %22 = load i32, ptr %3, align 4, !dbg !442
  %23 = sub nsw i32 %22, 7, !dbg !442
  store i32 %23, ptr %3, align 4, !dbg !442
  br label %24, !dbg !443

24:                                               ; preds = %21, %17
  %25 = load i32, ptr %3, align 4, !dbg !444
  ret i32 %25, !dbg !445
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @duff_copy(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !446 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !452, !DIExpression(), !453)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !454, !DIExpression(), !455)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !456, !DIExpression(), !457)
    #dbg_declare(ptr %7, !458, !DIExpression(), !459)
  %8 = load i32, ptr %6, align 4, !dbg !460
  %9 = add nsw i32 %8, 7, !dbg !461
  %10 = sdiv i32 %9, 8, !dbg !462
  store i32 %10, ptr %7, align 4, !dbg !459
  %11 = load i32, ptr %6, align 4, !dbg !463
  %12 = srem i32 %11, 8, !dbg !464
  switch i32 %12, label %67 [
    i32 0, label %13
    i32 7, label %20
    i32 6, label %26
    i32 5, label %32
    i32 4, label %38
    i32 3, label %44
    i32 2, label %50
    i32 1, label %56
  ], !dbg !465

13:                                               ; preds = %3
  br label %14, !dbg !466

14:                                               ; preds = %62, %13
  %15 = load ptr, ptr %5, align 8, !dbg !468
  %16 = getelementptr inbounds i16, ptr %15, i32 1, !dbg !468
  store ptr %16, ptr %5, align 8, !dbg !468
  %17 = load i16, ptr %15, align 2, !dbg !470
  %18 = load ptr, ptr %4, align 8, !dbg !471
  %19 = getelementptr inbounds i16, ptr %18, i32 1, !dbg !471
  store ptr %19, ptr %4, align 8, !dbg !471
  store i16 %17, ptr %18, align 2, !dbg !472
  br label %20, !dbg !473

20:                                               ; preds = %3, %14
  %21 = load ptr, ptr %5, align 8, !dbg !474
  %22 = getelementptr inbounds i16, ptr %21, i32 1, !dbg !474
  store ptr %22, ptr %5, align 8, !dbg !474
  %23 = load i16, ptr %21, align 2, !dbg !475
  %24 = load ptr, ptr %4, align 8, !dbg !476
  %25 = getelementptr inbounds i16, ptr %24, i32 1, !dbg !476
  store ptr %25, ptr %4, align 8, !dbg !476
  store i16 %23, ptr %24, align 2, !dbg !477
  br label %26, !dbg !478

26:                                               ; preds = %3, %20
  %27 = load ptr, ptr %5, align 8, !dbg !479
  %28 = getelementptr inbounds i16, ptr %27, i32 1, !dbg !479
  store ptr %28, ptr %5, align 8, !dbg !479
  %29 = load i16, ptr %27, align 2, !dbg !480
  %30 = load ptr, ptr %4, align 8, !dbg !481
  %31 = getelementptr inbounds i16, ptr %30, i32 1, !dbg !481
  store ptr %31, ptr %4, align 8, !dbg !481
  store i16 %29, ptr %30, align 2, !dbg !482
  br label %32, !dbg !483

32:                                               ; preds = %3, %26
  %33 = load ptr, ptr %5, align 8, !dbg !484
  %34 = getelementptr inbounds i16, ptr %33, i32 1, !dbg !484
  store ptr %34, ptr %5, align 8, !dbg !484
  %35 = load i16, ptr %33, align 2, !dbg !485
  %36 = load ptr, ptr %4, align 8, !dbg !486
  %37 = getelementptr inbounds i16, ptr %36, i32 1, !dbg !486
  store ptr %37, ptr %4, align 8, !dbg !486
  store i16 %35, ptr %36, align 2, !dbg !487
  br label %38, !dbg !488

38:                                               ; preds = %3, %32
  %39 = load ptr, ptr %5, align 8, !dbg !489
  %40 = getelementptr inbounds i16, ptr %39, i32 1, !dbg !489
  store ptr %40, ptr %5, align 8, !dbg !489
  %41 = load i16, ptr %39, align 2, !dbg !490
  %42 = load ptr, ptr %4, align 8, !dbg !491
  %43 = getelementptr inbounds i16, ptr %42, i32 1, !dbg !491
  store ptr %43, ptr %4, align 8, !dbg !491
  store i16 %41, ptr %42, align 2, !dbg !492
  br label %44, !dbg !493

44:                                               ; preds = %3, %38
  %45 = load ptr, ptr %5, align 8, !dbg !494
  %46 = getelementptr inbounds i16, ptr %45, i32 1, !dbg !494
  store ptr %46, ptr %5, align 8, !dbg !494
  %47 = load i16, ptr %45, align 2, !dbg !495
  %48 = load ptr, ptr %4, align 8, !dbg !496
  %49 = getelementptr inbounds i16, ptr %48, i32 1, !dbg !496
  store ptr %49, ptr %4, align 8, !dbg !496
  store i16 %47, ptr %48, align 2, !dbg !497
  br label %50, !dbg !498

50:                                               ; preds = %3, %44
  %51 = load ptr, ptr %5, align 8, !dbg !499
  %52 = getelementptr inbounds i16, ptr %51, i32 1, !dbg !499
  store ptr %52, ptr %5, align 8, !dbg !499
  %53 = load i16, ptr %51, align 2, !dbg !500
  %54 = load ptr, ptr %4, align 8, !dbg !501
  %55 = getelementptr inbounds i16, ptr %54, i32 1, !dbg !501
  store ptr %55, ptr %4, align 8, !dbg !501
  store i16 %53, ptr %54, align 2, !dbg !502
  br label %56, !dbg !503

56:                                               ; preds = %3, %50
  %57 = load ptr, ptr %5, align 8, !dbg !504
  %58 = getelementptr inbounds i16, ptr %57, i32 1, !dbg !504
  store ptr %58, ptr %5, align 8, !dbg !504
  %59 = load i16, ptr %57, align 2, !dbg !505
  %60 = load ptr, ptr %4, align 8, !dbg !506
  %61 = getelementptr inbounds i16, ptr %60, i32 1, !dbg !506
  store ptr %61, ptr %4, align 8, !dbg !506
  store i16 %59, ptr %60, align 2, !dbg !507
  br label %62, !dbg !508

62:                                               ; preds = %56
  %63 = load i32, ptr %7, align 4, !dbg !509
  %64 = add nsw i32 %63, -1, !dbg !509
  store i32 %64, ptr %7, align 4, !dbg !509
  %65 = icmp sgt i32 %64, 0, !dbg !510
  br i1 %65, label %14, label %66, !dbg !508, !llvm.loop !511

66:                                               ; preds = %62
  br label %67, !dbg !513

67:                                               ; preds = %66, %3
  ret void, !dbg !514
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @char_kind(i8 noundef zeroext %0) #0 !dbg !515 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !518, !DIExpression(), !519)
  %4 = load i8, ptr %3, align 1, !dbg !520
  %5 = zext i8 %4 to i32, !dbg !520
  switch i32 %5, label %12 [
    i32 0, label %6
    i32 127, label %7
    i32 128, label %8
    i32 160, label %9
    i32 195, label %10
    i32 255, label %11
  ], !dbg !521

6:                                                ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !522
  br label %18, !dbg !522

7:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !524
  br label %18, !dbg !524

8:                                                ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !525
  br label %18, !dbg !525

9:                                                ; preds = %1
  store i32 3, ptr %2, align 4, !dbg !526
  br label %18, !dbg !526

10:                                               ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !527
  br label %18, !dbg !527

11:                                               ; preds = %1
  store i32 5, ptr %2, align 4, !dbg !528
  br label %18, !dbg !528

12:                                               ; preds = %1
  %13 = load i8, ptr %3, align 1, !dbg !529
  %14 = zext i8 %13 to i32, !dbg !529
  %15 = icmp slt i32 %14, 32, !dbg !530
  %16 = zext i1 %15 to i64, !dbg !529
  %17 = select i1 %15, i32 6, i32 7, !dbg !529
  store i32 %17, ptr %2, align 4, !dbg !531
  br label %18, !dbg !531

18:                                               ; preds = %12, %11, %10, %9, %8, %7, %6
  %19 = load i32, ptr %2, align 4, !dbg !532
  ret i32 %19, !dbg !532
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!85}
!llvm.module.flags = !{!90, !91, !92, !93, !94, !95, !96}
!llvm.ident = !{!97}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "switch_sparse.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "2f213aa91206deeec233cbc2283537c9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 115, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !19, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 136, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 10)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 3)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 8)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 11)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 18)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 6)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !19, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 12)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !19, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !36, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !36, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !19, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !29, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !14, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !46, isLocal: true, isDefinition: true)
!85 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !86, globals: !89, splitDebugInlining: false, nameTableKind: None)
!86 = !{!87, !88}
!87 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!88 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!89 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !44, !49, !54, !59, !64, !66, !71, !73, !75, !77, !79, !81, !83}
!90 = !{i32 7, !"Dwarf Version", i32 5}
!91 = !{i32 2, !"Debug Info Version", i32 3}
!92 = !{i32 1, !"wchar_size", i32 4}
!93 = !{i32 8, !"PIC Level", i32 2}
!94 = !{i32 7, !"PIE Level", i32 2}
!95 = !{i32 7, !"uwtable", i32 2}
!96 = !{i32 7, !"frame-pointer", i32 2}
!97 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!98 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 91, type: !99, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !85, retainedNodes: !102)
!99 = !DISubroutineType(types: !100)
!100 = !{!101}
!101 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!102 = !{}
!103 = !DILocalVariable(name: "codes", scope: !98, file: !2, line: 92, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 352, elements: !52)
!105 = !DILocation(line: 92, column: 9, scope: !98)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 93, type: !101)
!107 = distinct !DILexicalBlock(scope: !98, file: !2, line: 93, column: 5)
!108 = !DILocation(line: 93, column: 14, scope: !107)
!109 = !DILocation(line: 93, column: 10, scope: !107)
!110 = !DILocation(line: 93, column: 21, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !2, line: 93, column: 5)
!112 = !DILocation(line: 93, column: 23, scope: !111)
!113 = !DILocation(line: 93, column: 5, scope: !107)
!114 = !DILocation(line: 94, column: 33, scope: !111)
!115 = !DILocation(line: 94, column: 27, scope: !111)
!116 = !DILocation(line: 94, column: 55, scope: !111)
!117 = !DILocation(line: 94, column: 49, scope: !111)
!118 = !DILocation(line: 94, column: 37, scope: !111)
!119 = !DILocation(line: 94, column: 9, scope: !111)
!120 = !DILocation(line: 93, column: 30, scope: !111)
!121 = !DILocation(line: 93, column: 5, scope: !111)
!122 = distinct !{!122, !113, !123, !124}
!123 = !DILocation(line: 94, column: 58, scope: !107)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !DILocalVariable(name: "xs", scope: !98, file: !2, line: 95, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 384, elements: !69)
!127 = !DILocation(line: 95, column: 9, scope: !98)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 96, type: !101)
!129 = distinct !DILexicalBlock(scope: !98, file: !2, line: 96, column: 5)
!130 = !DILocation(line: 96, column: 14, scope: !129)
!131 = !DILocation(line: 96, column: 10, scope: !129)
!132 = !DILocation(line: 96, column: 21, scope: !133)
!133 = distinct !DILexicalBlock(scope: !129, file: !2, line: 96, column: 5)
!134 = !DILocation(line: 96, column: 23, scope: !133)
!135 = !DILocation(line: 96, column: 5, scope: !129)
!136 = !DILocation(line: 97, column: 42, scope: !133)
!137 = !DILocation(line: 97, column: 39, scope: !133)
!138 = !DILocation(line: 97, column: 60, scope: !133)
!139 = !DILocation(line: 97, column: 57, scope: !133)
!140 = !DILocation(line: 97, column: 46, scope: !133)
!141 = !DILocation(line: 97, column: 9, scope: !133)
!142 = !DILocation(line: 96, column: 30, scope: !133)
!143 = !DILocation(line: 96, column: 5, scope: !133)
!144 = distinct !{!144, !135, !145, !124}
!145 = !DILocation(line: 97, column: 63, scope: !129)
!146 = !DILocalVariable(name: "ls", scope: !98, file: !2, line: 98, type: !147)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !148, size: 384, elements: !62)
!148 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!149 = !DILocation(line: 98, column: 15, scope: !98)
!150 = !DILocalVariable(name: "i", scope: !151, file: !2, line: 99, type: !101)
!151 = distinct !DILexicalBlock(scope: !98, file: !2, line: 99, column: 5)
!152 = !DILocation(line: 99, column: 14, scope: !151)
!153 = !DILocation(line: 99, column: 10, scope: !151)
!154 = !DILocation(line: 99, column: 21, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !2, line: 99, column: 5)
!156 = !DILocation(line: 99, column: 23, scope: !155)
!157 = !DILocation(line: 99, column: 5, scope: !151)
!158 = !DILocation(line: 100, column: 43, scope: !155)
!159 = !DILocation(line: 100, column: 40, scope: !155)
!160 = !DILocation(line: 100, column: 60, scope: !155)
!161 = !DILocation(line: 100, column: 57, scope: !155)
!162 = !DILocation(line: 100, column: 47, scope: !155)
!163 = !DILocation(line: 100, column: 9, scope: !155)
!164 = !DILocation(line: 99, column: 29, scope: !155)
!165 = !DILocation(line: 99, column: 5, scope: !155)
!166 = distinct !{!166, !157, !167, !124}
!167 = !DILocation(line: 100, column: 63, scope: !151)
!168 = !DILocalVariable(name: "n", scope: !169, file: !2, line: 101, type: !101)
!169 = distinct !DILexicalBlock(scope: !98, file: !2, line: 101, column: 5)
!170 = !DILocation(line: 101, column: 14, scope: !169)
!171 = !DILocation(line: 101, column: 10, scope: !169)
!172 = !DILocation(line: 101, column: 22, scope: !173)
!173 = distinct !DILexicalBlock(scope: !169, file: !2, line: 101, column: 5)
!174 = !DILocation(line: 101, column: 24, scope: !173)
!175 = !DILocation(line: 101, column: 5, scope: !169)
!176 = !DILocation(line: 102, column: 33, scope: !173)
!177 = !DILocation(line: 102, column: 41, scope: !173)
!178 = !DILocation(line: 102, column: 36, scope: !173)
!179 = !DILocation(line: 102, column: 9, scope: !173)
!180 = !DILocation(line: 101, column: 31, scope: !173)
!181 = !DILocation(line: 101, column: 5, scope: !173)
!182 = distinct !{!182, !175, !183, !124}
!183 = !DILocation(line: 102, column: 43, scope: !169)
!184 = !DILocation(line: 103, column: 30, scope: !98)
!185 = !DILocation(line: 103, column: 5, scope: !98)
!186 = !DILocalVariable(name: "src", scope: !98, file: !2, line: 104, type: !187)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 592, elements: !188)
!188 = !{!189}
!189 = !DISubrange(count: 37)
!190 = !DILocation(line: 104, column: 11, scope: !98)
!191 = !DILocalVariable(name: "dst", scope: !98, file: !2, line: 104, type: !187)
!192 = !DILocation(line: 104, column: 20, scope: !98)
!193 = !DILocalVariable(name: "count", scope: !194, file: !2, line: 105, type: !101)
!194 = distinct !DILexicalBlock(scope: !98, file: !2, line: 105, column: 5)
!195 = !DILocation(line: 105, column: 14, scope: !194)
!196 = !DILocation(line: 105, column: 10, scope: !194)
!197 = !DILocation(line: 105, column: 25, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !2, line: 105, column: 5)
!199 = !DILocation(line: 105, column: 31, scope: !198)
!200 = !DILocation(line: 105, column: 5, scope: !194)
!201 = !DILocalVariable(name: "i", scope: !202, file: !2, line: 106, type: !101)
!202 = distinct !DILexicalBlock(scope: !203, file: !2, line: 106, column: 9)
!203 = distinct !DILexicalBlock(scope: !198, file: !2, line: 105, column: 50)
!204 = !DILocation(line: 106, column: 18, scope: !202)
!205 = !DILocation(line: 106, column: 14, scope: !202)
!206 = !DILocation(line: 106, column: 25, scope: !207)
!207 = distinct !DILexicalBlock(scope: !202, file: !2, line: 106, column: 9)
!208 = !DILocation(line: 106, column: 27, scope: !207)
!209 = !DILocation(line: 106, column: 9, scope: !202)
!210 = !DILocation(line: 107, column: 30, scope: !211)
!211 = distinct !DILexicalBlock(scope: !207, file: !2, line: 106, column: 38)
!212 = !DILocation(line: 107, column: 32, scope: !211)
!213 = !DILocation(line: 107, column: 37, scope: !211)
!214 = !DILocation(line: 107, column: 22, scope: !211)
!215 = !DILocation(line: 107, column: 17, scope: !211)
!216 = !DILocation(line: 107, column: 13, scope: !211)
!217 = !DILocation(line: 107, column: 20, scope: !211)
!218 = !DILocation(line: 108, column: 17, scope: !211)
!219 = !DILocation(line: 108, column: 13, scope: !211)
!220 = !DILocation(line: 108, column: 20, scope: !211)
!221 = !DILocation(line: 109, column: 9, scope: !211)
!222 = !DILocation(line: 106, column: 34, scope: !207)
!223 = !DILocation(line: 106, column: 9, scope: !207)
!224 = distinct !{!224, !209, !225, !124}
!225 = !DILocation(line: 109, column: 9, scope: !202)
!226 = !DILocation(line: 110, column: 13, scope: !227)
!227 = distinct !DILexicalBlock(scope: !203, file: !2, line: 110, column: 13)
!228 = !DILocation(line: 110, column: 19, scope: !227)
!229 = !DILocation(line: 110, column: 13, scope: !203)
!230 = !DILocation(line: 111, column: 23, scope: !227)
!231 = !DILocation(line: 111, column: 28, scope: !227)
!232 = !DILocation(line: 111, column: 33, scope: !227)
!233 = !DILocation(line: 111, column: 13, scope: !227)
!234 = !DILocalVariable(name: "sum", scope: !203, file: !2, line: 112, type: !101)
!235 = !DILocation(line: 112, column: 13, scope: !203)
!236 = !DILocalVariable(name: "i", scope: !237, file: !2, line: 113, type: !101)
!237 = distinct !DILexicalBlock(scope: !203, file: !2, line: 113, column: 9)
!238 = !DILocation(line: 113, column: 18, scope: !237)
!239 = !DILocation(line: 113, column: 14, scope: !237)
!240 = !DILocation(line: 113, column: 25, scope: !241)
!241 = distinct !DILexicalBlock(scope: !237, file: !2, line: 113, column: 9)
!242 = !DILocation(line: 113, column: 27, scope: !241)
!243 = !DILocation(line: 113, column: 9, scope: !237)
!244 = !DILocation(line: 114, column: 24, scope: !241)
!245 = !DILocation(line: 114, column: 20, scope: !241)
!246 = !DILocation(line: 114, column: 17, scope: !241)
!247 = !DILocation(line: 114, column: 13, scope: !241)
!248 = !DILocation(line: 113, column: 34, scope: !241)
!249 = !DILocation(line: 113, column: 9, scope: !241)
!250 = distinct !{!250, !243, !251, !124}
!251 = !DILocation(line: 114, column: 25, scope: !237)
!252 = !DILocation(line: 115, column: 42, scope: !203)
!253 = !DILocation(line: 115, column: 49, scope: !203)
!254 = !DILocation(line: 115, column: 9, scope: !203)
!255 = !DILocation(line: 116, column: 5, scope: !203)
!256 = !DILocation(line: 105, column: 44, scope: !198)
!257 = !DILocation(line: 105, column: 5, scope: !198)
!258 = distinct !{!258, !200, !259, !124}
!259 = !DILocation(line: 116, column: 5, scope: !194)
!260 = !DILocalVariable(name: "hist", scope: !98, file: !2, line: 117, type: !261)
!261 = !DICompositeType(tag: DW_TAG_array_type, baseType: !262, size: 256, elements: !47)
!262 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!263 = !DILocation(line: 117, column: 14, scope: !98)
!264 = !DILocalVariable(name: "c", scope: !265, file: !2, line: 118, type: !262)
!265 = distinct !DILexicalBlock(scope: !98, file: !2, line: 118, column: 5)
!266 = !DILocation(line: 118, column: 19, scope: !265)
!267 = !DILocation(line: 118, column: 10, scope: !265)
!268 = !DILocation(line: 118, column: 26, scope: !269)
!269 = distinct !DILexicalBlock(scope: !265, file: !2, line: 118, column: 5)
!270 = !DILocation(line: 118, column: 28, scope: !269)
!271 = !DILocation(line: 118, column: 5, scope: !265)
!272 = !DILocation(line: 119, column: 39, scope: !269)
!273 = !DILocation(line: 119, column: 24, scope: !269)
!274 = !DILocation(line: 119, column: 14, scope: !269)
!275 = !DILocation(line: 119, column: 9, scope: !269)
!276 = !DILocation(line: 119, column: 42, scope: !269)
!277 = !DILocation(line: 118, column: 36, scope: !269)
!278 = !DILocation(line: 118, column: 5, scope: !269)
!279 = distinct !{!279, !271, !280, !124}
!280 = !DILocation(line: 119, column: 42, scope: !265)
!281 = !DILocalVariable(name: "i", scope: !282, file: !2, line: 120, type: !101)
!282 = distinct !DILexicalBlock(scope: !98, file: !2, line: 120, column: 5)
!283 = !DILocation(line: 120, column: 14, scope: !282)
!284 = !DILocation(line: 120, column: 10, scope: !282)
!285 = !DILocation(line: 120, column: 21, scope: !286)
!286 = distinct !DILexicalBlock(scope: !282, file: !2, line: 120, column: 5)
!287 = !DILocation(line: 120, column: 23, scope: !286)
!288 = !DILocation(line: 120, column: 5, scope: !282)
!289 = !DILocation(line: 121, column: 33, scope: !286)
!290 = !DILocation(line: 121, column: 41, scope: !286)
!291 = !DILocation(line: 121, column: 36, scope: !286)
!292 = !DILocation(line: 121, column: 9, scope: !286)
!293 = !DILocation(line: 120, column: 29, scope: !286)
!294 = !DILocation(line: 120, column: 5, scope: !286)
!295 = distinct !{!295, !288, !296, !124}
!296 = !DILocation(line: 121, column: 43, scope: !282)
!297 = !DILocalVariable(name: "h", scope: !98, file: !2, line: 123, type: !262)
!298 = !DILocation(line: 123, column: 14, scope: !98)
!299 = !DILocalVariable(name: "tally", scope: !98, file: !2, line: 124, type: !101)
!300 = !DILocation(line: 124, column: 9, scope: !98)
!301 = !DILocalVariable(name: "i", scope: !302, file: !2, line: 125, type: !101)
!302 = distinct !DILexicalBlock(scope: !98, file: !2, line: 125, column: 5)
!303 = !DILocation(line: 125, column: 14, scope: !302)
!304 = !DILocation(line: 125, column: 10, scope: !302)
!305 = !DILocation(line: 125, column: 21, scope: !306)
!306 = distinct !DILexicalBlock(scope: !302, file: !2, line: 125, column: 5)
!307 = !DILocation(line: 125, column: 23, scope: !306)
!308 = !DILocation(line: 125, column: 5, scope: !302)
!309 = !DILocation(line: 126, column: 13, scope: !310)
!310 = distinct !DILexicalBlock(scope: !306, file: !2, line: 125, column: 35)
!311 = !DILocation(line: 126, column: 15, scope: !310)
!312 = !DILocation(line: 126, column: 29, scope: !310)
!313 = !DILocation(line: 126, column: 11, scope: !310)
!314 = !DILocalVariable(name: "k", scope: !310, file: !2, line: 127, type: !262)
!315 = !DILocation(line: 127, column: 18, scope: !310)
!316 = !DILocation(line: 127, column: 23, scope: !310)
!317 = !DILocation(line: 127, column: 25, scope: !310)
!318 = !DILocation(line: 127, column: 32, scope: !310)
!319 = !DILocation(line: 128, column: 13, scope: !320)
!320 = distinct !DILexicalBlock(scope: !310, file: !2, line: 128, column: 13)
!321 = !DILocation(line: 128, column: 15, scope: !320)
!322 = !DILocation(line: 128, column: 13, scope: !310)
!323 = !DILocation(line: 128, column: 27, scope: !320)
!324 = !DILocation(line: 128, column: 21, scope: !320)
!325 = !DILocation(line: 129, column: 18, scope: !326)
!326 = distinct !DILexicalBlock(scope: !320, file: !2, line: 129, column: 18)
!327 = !DILocation(line: 129, column: 20, scope: !326)
!328 = !DILocation(line: 129, column: 18, scope: !320)
!329 = !DILocation(line: 129, column: 33, scope: !326)
!330 = !DILocation(line: 129, column: 27, scope: !326)
!331 = !DILocation(line: 130, column: 18, scope: !332)
!332 = distinct !DILexicalBlock(scope: !326, file: !2, line: 130, column: 18)
!333 = !DILocation(line: 130, column: 20, scope: !332)
!334 = !DILocation(line: 130, column: 18, scope: !326)
!335 = !DILocation(line: 130, column: 34, scope: !332)
!336 = !DILocation(line: 130, column: 28, scope: !332)
!337 = !DILocation(line: 131, column: 18, scope: !338)
!338 = distinct !DILexicalBlock(scope: !332, file: !2, line: 131, column: 18)
!339 = !DILocation(line: 131, column: 20, scope: !338)
!340 = !DILocation(line: 131, column: 18, scope: !332)
!341 = !DILocation(line: 131, column: 34, scope: !338)
!342 = !DILocation(line: 131, column: 28, scope: !338)
!343 = !DILocation(line: 132, column: 18, scope: !344)
!344 = distinct !DILexicalBlock(scope: !338, file: !2, line: 132, column: 18)
!345 = !DILocation(line: 132, column: 20, scope: !344)
!346 = !DILocation(line: 132, column: 18, scope: !338)
!347 = !DILocation(line: 132, column: 34, scope: !344)
!348 = !DILocation(line: 132, column: 28, scope: !344)
!349 = !DILocation(line: 133, column: 18, scope: !350)
!350 = distinct !DILexicalBlock(scope: !344, file: !2, line: 133, column: 18)
!351 = !DILocation(line: 133, column: 20, scope: !350)
!352 = !DILocation(line: 133, column: 18, scope: !344)
!353 = !DILocation(line: 133, column: 33, scope: !350)
!354 = !DILocation(line: 133, column: 27, scope: !350)
!355 = !DILocation(line: 134, column: 20, scope: !350)
!356 = !DILocation(line: 135, column: 5, scope: !310)
!357 = !DILocation(line: 125, column: 31, scope: !306)
!358 = !DILocation(line: 125, column: 5, scope: !306)
!359 = distinct !{!359, !308, !360, !124}
!360 = !DILocation(line: 135, column: 5, scope: !302)
!361 = !DILocation(line: 136, column: 26, scope: !98)
!362 = !DILocation(line: 136, column: 5, scope: !98)
!363 = !DILocation(line: 137, column: 5, scope: !98)
!364 = distinct !DISubprogram(name: "http_status", scope: !2, file: !2, line: 5, type: !365, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !85, retainedNodes: !102)
!365 = !DISubroutineType(types: !366)
!366 = !{!367, !101}
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !368, size: 64)
!368 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!369 = !DILocalVariable(name: "code", arg: 1, scope: !364, file: !2, line: 5, type: !101)
!370 = !DILocation(line: 5, column: 36, scope: !364)
!371 = !DILocation(line: 6, column: 13, scope: !364)
!372 = !DILocation(line: 6, column: 5, scope: !364)
!373 = !DILocation(line: 7, column: 15, scope: !374)
!374 = distinct !DILexicalBlock(scope: !364, file: !2, line: 6, column: 19)
!375 = !DILocation(line: 8, column: 15, scope: !374)
!376 = !DILocation(line: 9, column: 15, scope: !374)
!377 = !DILocation(line: 10, column: 15, scope: !374)
!378 = !DILocation(line: 11, column: 15, scope: !374)
!379 = !DILocation(line: 12, column: 15, scope: !374)
!380 = !DILocation(line: 13, column: 15, scope: !374)
!381 = !DILocation(line: 14, column: 15, scope: !374)
!382 = !DILocation(line: 15, column: 15, scope: !374)
!383 = !DILocation(line: 16, column: 15, scope: !374)
!384 = !DILocation(line: 17, column: 15, scope: !374)
!385 = !DILocation(line: 18, column: 15, scope: !374)
!386 = !DILocation(line: 19, column: 15, scope: !374)
!387 = !DILocation(line: 20, column: 14, scope: !374)
!388 = !DILocation(line: 22, column: 1, scope: !364)
!389 = distinct !DISubprogram(name: "sparse_neg", scope: !2, file: !2, line: 24, type: !390, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !85, retainedNodes: !102)
!390 = !DISubroutineType(types: !391)
!391 = !{!101, !101}
!392 = !DILocalVariable(name: "x", arg: 1, scope: !389, file: !2, line: 24, type: !101)
!393 = !DILocation(line: 24, column: 27, scope: !389)
!394 = !DILocation(line: 25, column: 13, scope: !389)
!395 = !DILocation(line: 25, column: 5, scope: !389)
!396 = !DILocation(line: 26, column: 20, scope: !397)
!397 = distinct !DILexicalBlock(scope: !389, file: !2, line: 25, column: 16)
!398 = !DILocation(line: 27, column: 15, scope: !397)
!399 = !DILocation(line: 28, column: 14, scope: !397)
!400 = !DILocation(line: 29, column: 13, scope: !397)
!401 = !DILocation(line: 30, column: 14, scope: !397)
!402 = !DILocation(line: 31, column: 16, scope: !397)
!403 = !DILocation(line: 32, column: 17, scope: !397)
!404 = !DILocation(line: 33, column: 22, scope: !397)
!405 = !DILocation(line: 34, column: 27, scope: !397)
!406 = !DILocation(line: 35, column: 14, scope: !397)
!407 = !DILocation(line: 37, column: 1, scope: !389)
!408 = distinct !DISubprogram(name: "sparse_ll", scope: !2, file: !2, line: 39, type: !409, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !85, retainedNodes: !102)
!409 = !DISubroutineType(types: !410)
!410 = !{!101, !148}
!411 = !DILocalVariable(name: "x", arg: 1, scope: !408, file: !2, line: 39, type: !148)
!412 = !DILocation(line: 39, column: 32, scope: !408)
!413 = !DILocation(line: 40, column: 13, scope: !408)
!414 = !DILocation(line: 40, column: 5, scope: !408)
!415 = !DILocation(line: 41, column: 21, scope: !416)
!416 = distinct !DILexicalBlock(scope: !408, file: !2, line: 40, column: 16)
!417 = !DILocation(line: 42, column: 24, scope: !416)
!418 = !DILocation(line: 43, column: 32, scope: !416)
!419 = !DILocation(line: 44, column: 25, scope: !416)
!420 = !DILocation(line: 45, column: 14, scope: !416)
!421 = !DILocation(line: 47, column: 1, scope: !408)
!422 = distinct !DISubprogram(name: "fall", scope: !2, file: !2, line: 50, type: !390, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !85, retainedNodes: !102)
!423 = !DILocalVariable(name: "n", arg: 1, scope: !422, file: !2, line: 50, type: !101)
!424 = !DILocation(line: 50, column: 21, scope: !422)
!425 = !DILocalVariable(name: "r", scope: !422, file: !2, line: 51, type: !101)
!426 = !DILocation(line: 51, column: 9, scope: !422)
!427 = !DILocation(line: 52, column: 13, scope: !422)
!428 = !DILocation(line: 52, column: 5, scope: !422)
!429 = !DILocation(line: 53, column: 15, scope: !430)
!430 = distinct !DILexicalBlock(scope: !422, file: !2, line: 52, column: 16)
!431 = !DILocation(line: 53, column: 13, scope: !430)
!432 = !DILocation(line: 54, column: 15, scope: !430)
!433 = !DILocation(line: 54, column: 13, scope: !430)
!434 = !DILocation(line: 55, column: 15, scope: !430)
!435 = !DILocation(line: 55, column: 13, scope: !430)
!436 = !DILocation(line: 56, column: 15, scope: !430)
!437 = !DILocation(line: 56, column: 13, scope: !430)
!438 = !DILocation(line: 57, column: 15, scope: !430)
!439 = !DILocation(line: 57, column: 22, scope: !430)
!440 = !DILocation(line: 58, column: 17, scope: !430)
!441 = !DILocation(line: 58, column: 15, scope: !430)
!442 = !DILocation(line: 59, column: 16, scope: !430)
!443 = !DILocation(line: 60, column: 5, scope: !430)
!444 = !DILocation(line: 61, column: 12, scope: !422)
!445 = !DILocation(line: 61, column: 5, scope: !422)
!446 = distinct !DISubprogram(name: "duff_copy", scope: !2, file: !2, line: 64, type: !447, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !85, retainedNodes: !102)
!447 = !DISubroutineType(types: !448)
!448 = !{null, !449, !450, !101}
!449 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !451, size: 64)
!451 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!452 = !DILocalVariable(name: "to", arg: 1, scope: !446, file: !2, line: 64, type: !449)
!453 = !DILocation(line: 64, column: 30, scope: !446)
!454 = !DILocalVariable(name: "from", arg: 2, scope: !446, file: !2, line: 64, type: !450)
!455 = !DILocation(line: 64, column: 47, scope: !446)
!456 = !DILocalVariable(name: "count", arg: 3, scope: !446, file: !2, line: 64, type: !101)
!457 = !DILocation(line: 64, column: 57, scope: !446)
!458 = !DILocalVariable(name: "n", scope: !446, file: !2, line: 65, type: !101)
!459 = !DILocation(line: 65, column: 9, scope: !446)
!460 = !DILocation(line: 65, column: 14, scope: !446)
!461 = !DILocation(line: 65, column: 20, scope: !446)
!462 = !DILocation(line: 65, column: 25, scope: !446)
!463 = !DILocation(line: 66, column: 13, scope: !446)
!464 = !DILocation(line: 66, column: 19, scope: !446)
!465 = !DILocation(line: 66, column: 5, scope: !446)
!466 = !DILocation(line: 67, column: 13, scope: !467)
!467 = distinct !DILexicalBlock(scope: !446, file: !2, line: 66, column: 24)
!468 = !DILocation(line: 67, column: 31, scope: !469)
!469 = distinct !DILexicalBlock(scope: !467, file: !2, line: 67, column: 16)
!470 = !DILocation(line: 67, column: 26, scope: !469)
!471 = !DILocation(line: 67, column: 21, scope: !469)
!472 = !DILocation(line: 67, column: 24, scope: !469)
!473 = !DILocation(line: 67, column: 18, scope: !469)
!474 = !DILocation(line: 68, column: 26, scope: !469)
!475 = !DILocation(line: 68, column: 21, scope: !469)
!476 = !DILocation(line: 68, column: 16, scope: !469)
!477 = !DILocation(line: 68, column: 19, scope: !469)
!478 = !DILocation(line: 68, column: 13, scope: !469)
!479 = !DILocation(line: 69, column: 26, scope: !469)
!480 = !DILocation(line: 69, column: 21, scope: !469)
!481 = !DILocation(line: 69, column: 16, scope: !469)
!482 = !DILocation(line: 69, column: 19, scope: !469)
!483 = !DILocation(line: 69, column: 13, scope: !469)
!484 = !DILocation(line: 70, column: 26, scope: !469)
!485 = !DILocation(line: 70, column: 21, scope: !469)
!486 = !DILocation(line: 70, column: 16, scope: !469)
!487 = !DILocation(line: 70, column: 19, scope: !469)
!488 = !DILocation(line: 70, column: 13, scope: !469)
!489 = !DILocation(line: 71, column: 26, scope: !469)
!490 = !DILocation(line: 71, column: 21, scope: !469)
!491 = !DILocation(line: 71, column: 16, scope: !469)
!492 = !DILocation(line: 71, column: 19, scope: !469)
!493 = !DILocation(line: 71, column: 13, scope: !469)
!494 = !DILocation(line: 72, column: 26, scope: !469)
!495 = !DILocation(line: 72, column: 21, scope: !469)
!496 = !DILocation(line: 72, column: 16, scope: !469)
!497 = !DILocation(line: 72, column: 19, scope: !469)
!498 = !DILocation(line: 72, column: 13, scope: !469)
!499 = !DILocation(line: 73, column: 26, scope: !469)
!500 = !DILocation(line: 73, column: 21, scope: !469)
!501 = !DILocation(line: 73, column: 16, scope: !469)
!502 = !DILocation(line: 73, column: 19, scope: !469)
!503 = !DILocation(line: 73, column: 13, scope: !469)
!504 = !DILocation(line: 74, column: 26, scope: !469)
!505 = !DILocation(line: 74, column: 21, scope: !469)
!506 = !DILocation(line: 74, column: 16, scope: !469)
!507 = !DILocation(line: 74, column: 19, scope: !469)
!508 = !DILocation(line: 75, column: 13, scope: !469)
!509 = !DILocation(line: 75, column: 22, scope: !467)
!510 = !DILocation(line: 75, column: 26, scope: !467)
!511 = distinct !{!511, !466, !512, !124}
!512 = !DILocation(line: 75, column: 29, scope: !467)
!513 = !DILocation(line: 76, column: 5, scope: !467)
!514 = !DILocation(line: 77, column: 1, scope: !446)
!515 = distinct !DISubprogram(name: "char_kind", scope: !2, file: !2, line: 79, type: !516, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !85, retainedNodes: !102)
!516 = !DISubroutineType(types: !517)
!517 = !{!262, !88}
!518 = !DILocalVariable(name: "c", arg: 1, scope: !515, file: !2, line: 79, type: !88)
!519 = !DILocation(line: 79, column: 41, scope: !515)
!520 = !DILocation(line: 80, column: 13, scope: !515)
!521 = !DILocation(line: 80, column: 5, scope: !515)
!522 = !DILocation(line: 81, column: 16, scope: !523)
!523 = distinct !DILexicalBlock(scope: !515, file: !2, line: 80, column: 16)
!524 = !DILocation(line: 82, column: 16, scope: !523)
!525 = !DILocation(line: 83, column: 16, scope: !523)
!526 = !DILocation(line: 84, column: 16, scope: !523)
!527 = !DILocation(line: 85, column: 16, scope: !523)
!528 = !DILocation(line: 86, column: 16, scope: !523)
!529 = !DILocation(line: 87, column: 21, scope: !523)
!530 = !DILocation(line: 87, column: 23, scope: !523)
!531 = !DILocation(line: 87, column: 14, scope: !523)
!532 = !DILocation(line: 89, column: 1, scope: !515)
