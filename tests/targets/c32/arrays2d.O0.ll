; ModuleID = 'arrays2d.c'
source_filename = "arrays2d.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"a*b\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"transposed\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"trace=%ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"b^5\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [6 x i8] c"%llu \00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [29 x i8] c"C(39,19)=%llu C(30,15)=%llu\0A\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [4 x i8] c"%3d\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [43 x i8] c"cube sum=%ld cube[2][3][4]=%d flat[37]=%d\0A\00", align 1, !dbg !33
@__const.main.words = private unnamed_addr constant [5 x [8 x i8]] [[8 x i8] c"alpha\00\00\00", [8 x i8] c"beta\00\00\00\00", [8 x i8] c"gamma\00\00\00", [8 x i8] c"delta\00\00\00", [8 x i8] c"eps\00\00\00\00\00"], align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"%s(%d) \00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [27 x i8] c"\0Asizeof words=%zu row=%zu\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [5 x i8] c"%8ld\00", align 1, !dbg !50

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !72 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x [6 x i32]], align 4
  %3 = alloca [6 x [6 x i32]], align 4
  %4 = alloca [6 x [6 x i32]], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [6 x [6 x i32]], align 4
  %8 = alloca [6 x [6 x i32]], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [40 x [40 x i64]], align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [7 x [9 x i32]], align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca [3 x [4 x [5 x i16]]], align 2
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca ptr, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca [5 x [8 x i8]], align 1
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !77, !DIExpression(), !80)
    #dbg_declare(ptr %3, !81, !DIExpression(), !82)
    #dbg_declare(ptr %4, !83, !DIExpression(), !84)
    #dbg_declare(ptr %5, !85, !DIExpression(), !87)
  store i32 0, ptr %5, align 4, !dbg !87
  br label %41, !dbg !88

41:                                               ; preds = %78, %0
  %42 = load i32, ptr %5, align 4, !dbg !89
  %43 = icmp slt i32 %42, 6, !dbg !91
  br i1 %43, label %44, label %81, !dbg !92

44:                                               ; preds = %41
    #dbg_declare(ptr %6, !93, !DIExpression(), !95)
  store i32 0, ptr %6, align 4, !dbg !95
  br label %45, !dbg !96

45:                                               ; preds = %74, %44
  %46 = load i32, ptr %6, align 4, !dbg !97
  %47 = icmp slt i32 %46, 6, !dbg !99
  br i1 %47, label %48, label %77, !dbg !100

48:                                               ; preds = %45
  %49 = load i32, ptr %5, align 4, !dbg !101
  %50 = add nsw i32 %49, 1, !dbg !103
  %51 = load i32, ptr %6, align 4, !dbg !104
  %52 = add nsw i32 %51, 2, !dbg !105
  %53 = mul nsw i32 %50, %52, !dbg !106
  %54 = srem i32 %53, 7, !dbg !107
  %55 = sub nsw i32 %54, 3, !dbg !108
  %56 = load i32, ptr %5, align 4, !dbg !109
  %57 = getelementptr inbounds [6 x [6 x i32]], ptr %2, i32 0, i32 %56, !dbg !110
  %58 = load i32, ptr %6, align 4, !dbg !111
  %59 = getelementptr inbounds [6 x i32], ptr %57, i32 0, i32 %58, !dbg !110
  store i32 %55, ptr %59, align 4, !dbg !112
  %60 = load i32, ptr %5, align 4, !dbg !113
  %61 = load i32, ptr %6, align 4, !dbg !114
  %62 = icmp eq i32 %60, %61, !dbg !115
  %63 = zext i1 %62 to i32, !dbg !115
  %64 = mul nsw i32 %63, 2, !dbg !116
  %65 = load i32, ptr %5, align 4, !dbg !117
  %66 = load i32, ptr %6, align 4, !dbg !118
  %67 = add nsw i32 %65, %66, !dbg !119
  %68 = srem i32 %67, 3, !dbg !120
  %69 = add nsw i32 %64, %68, !dbg !121
  %70 = load i32, ptr %5, align 4, !dbg !122
  %71 = getelementptr inbounds [6 x [6 x i32]], ptr %3, i32 0, i32 %70, !dbg !123
  %72 = load i32, ptr %6, align 4, !dbg !124
  %73 = getelementptr inbounds [6 x i32], ptr %71, i32 0, i32 %72, !dbg !123
  store i32 %69, ptr %73, align 4, !dbg !125
  br label %74, !dbg !126

74:                                               ; preds = %48
  %75 = load i32, ptr %6, align 4, !dbg !127
  %76 = add nsw i32 %75, 1, !dbg !127
  store i32 %76, ptr %6, align 4, !dbg !127
  br label %45, !dbg !128, !llvm.loop !129

77:                                               ; preds = %45
  br label %78, !dbg !130

78:                                               ; preds = %77
  %79 = load i32, ptr %5, align 4, !dbg !132
  %80 = add nsw i32 %79, 1, !dbg !132
  store i32 %80, ptr %5, align 4, !dbg !132
  br label %41, !dbg !133, !llvm.loop !134

81:                                               ; preds = %41
  %82 = getelementptr inbounds [6 x [6 x i32]], ptr %2, i32 0, i32 0, !dbg !136
  %83 = getelementptr inbounds [6 x [6 x i32]], ptr %3, i32 0, i32 0, !dbg !137
  %84 = getelementptr inbounds [6 x [6 x i32]], ptr %4, i32 0, i32 0, !dbg !138
  call void @mat_mul(i32 noundef 6, ptr noundef %82, ptr noundef %83, ptr noundef %84), !dbg !139
  %85 = getelementptr inbounds [6 x [6 x i32]], ptr %4, i32 0, i32 0, !dbg !140
  call void @print_mat(ptr noundef @.str, ptr noundef %85), !dbg !141
  %86 = getelementptr inbounds [6 x [6 x i32]], ptr %4, i32 0, i32 0, !dbg !142
  call void @transpose(ptr noundef %86), !dbg !143
  %87 = getelementptr inbounds [6 x [6 x i32]], ptr %4, i32 0, i32 0, !dbg !144
  call void @print_mat(ptr noundef @.str.1, ptr noundef %87), !dbg !145
  %88 = getelementptr inbounds [6 x [6 x i32]], ptr %4, i32 0, i32 0, !dbg !146
  %89 = call i32 @trace(ptr noundef %88), !dbg !147
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %89), !dbg !148
    #dbg_declare(ptr %7, !149, !DIExpression(), !150)
    #dbg_declare(ptr %8, !151, !DIExpression(), !152)
    #dbg_declare(ptr %9, !153, !DIExpression(), !155)
  store i32 0, ptr %9, align 4, !dbg !155
  br label %91, !dbg !156

91:                                               ; preds = %112, %81
  %92 = load i32, ptr %9, align 4, !dbg !157
  %93 = icmp slt i32 %92, 6, !dbg !159
  br i1 %93, label %94, label %115, !dbg !160

94:                                               ; preds = %91
    #dbg_declare(ptr %10, !161, !DIExpression(), !163)
  store i32 0, ptr %10, align 4, !dbg !163
  br label %95, !dbg !164

95:                                               ; preds = %108, %94
  %96 = load i32, ptr %10, align 4, !dbg !165
  %97 = icmp slt i32 %96, 6, !dbg !167
  br i1 %97, label %98, label %111, !dbg !168

98:                                               ; preds = %95
  %99 = load i32, ptr %9, align 4, !dbg !169
  %100 = getelementptr inbounds [6 x [6 x i32]], ptr %3, i32 0, i32 %99, !dbg !170
  %101 = load i32, ptr %10, align 4, !dbg !171
  %102 = getelementptr inbounds [6 x i32], ptr %100, i32 0, i32 %101, !dbg !170
  %103 = load i32, ptr %102, align 4, !dbg !170
  %104 = load i32, ptr %9, align 4, !dbg !172
  %105 = getelementptr inbounds [6 x [6 x i32]], ptr %7, i32 0, i32 %104, !dbg !173
  %106 = load i32, ptr %10, align 4, !dbg !174
  %107 = getelementptr inbounds [6 x i32], ptr %105, i32 0, i32 %106, !dbg !173
  store i32 %103, ptr %107, align 4, !dbg !175
  br label %108, !dbg !173

108:                                              ; preds = %98
  %109 = load i32, ptr %10, align 4, !dbg !176
  %110 = add nsw i32 %109, 1, !dbg !176
  store i32 %110, ptr %10, align 4, !dbg !176
  br label %95, !dbg !177, !llvm.loop !178

111:                                              ; preds = %95
  br label %112, !dbg !179

112:                                              ; preds = %111
  %113 = load i32, ptr %9, align 4, !dbg !180
  %114 = add nsw i32 %113, 1, !dbg !180
  store i32 %114, ptr %9, align 4, !dbg !180
  br label %91, !dbg !181, !llvm.loop !182

115:                                              ; preds = %91
    #dbg_declare(ptr %11, !184, !DIExpression(), !186)
  store i32 0, ptr %11, align 4, !dbg !186
  br label %116, !dbg !187

116:                                              ; preds = %148, %115
  %117 = load i32, ptr %11, align 4, !dbg !188
  %118 = icmp slt i32 %117, 4, !dbg !190
  br i1 %118, label %119, label %151, !dbg !191

119:                                              ; preds = %116
  %120 = getelementptr inbounds [6 x [6 x i32]], ptr %7, i32 0, i32 0, !dbg !192
  %121 = getelementptr inbounds [6 x [6 x i32]], ptr %3, i32 0, i32 0, !dbg !194
  %122 = getelementptr inbounds [6 x [6 x i32]], ptr %8, i32 0, i32 0, !dbg !195
  call void @mat_mul(i32 noundef 6, ptr noundef %120, ptr noundef %121, ptr noundef %122), !dbg !196
    #dbg_declare(ptr %12, !197, !DIExpression(), !199)
  store i32 0, ptr %12, align 4, !dbg !199
  br label %123, !dbg !200

123:                                              ; preds = %144, %119
  %124 = load i32, ptr %12, align 4, !dbg !201
  %125 = icmp slt i32 %124, 6, !dbg !203
  br i1 %125, label %126, label %147, !dbg !204

126:                                              ; preds = %123
    #dbg_declare(ptr %13, !205, !DIExpression(), !207)
  store i32 0, ptr %13, align 4, !dbg !207
  br label %127, !dbg !208

127:                                              ; preds = %140, %126
  %128 = load i32, ptr %13, align 4, !dbg !209
  %129 = icmp slt i32 %128, 6, !dbg !211
  br i1 %129, label %130, label %143, !dbg !212

130:                                              ; preds = %127
  %131 = load i32, ptr %12, align 4, !dbg !213
  %132 = getelementptr inbounds [6 x [6 x i32]], ptr %8, i32 0, i32 %131, !dbg !214
  %133 = load i32, ptr %13, align 4, !dbg !215
  %134 = getelementptr inbounds [6 x i32], ptr %132, i32 0, i32 %133, !dbg !214
  %135 = load i32, ptr %134, align 4, !dbg !214
  %136 = load i32, ptr %12, align 4, !dbg !216
  %137 = getelementptr inbounds [6 x [6 x i32]], ptr %7, i32 0, i32 %136, !dbg !217
  %138 = load i32, ptr %13, align 4, !dbg !218
  %139 = getelementptr inbounds [6 x i32], ptr %137, i32 0, i32 %138, !dbg !217
  store i32 %135, ptr %139, align 4, !dbg !219
  br label %140, !dbg !217

140:                                              ; preds = %130
  %141 = load i32, ptr %13, align 4, !dbg !220
  %142 = add nsw i32 %141, 1, !dbg !220
  store i32 %142, ptr %13, align 4, !dbg !220
  br label %127, !dbg !221, !llvm.loop !222

143:                                              ; preds = %127
  br label %144, !dbg !223

144:                                              ; preds = %143
  %145 = load i32, ptr %12, align 4, !dbg !224
  %146 = add nsw i32 %145, 1, !dbg !224
  store i32 %146, ptr %12, align 4, !dbg !224
  br label %123, !dbg !225, !llvm.loop !226

147:                                              ; preds = %123
  br label %148, !dbg !228

148:                                              ; preds = %147
  %149 = load i32, ptr %11, align 4, !dbg !229
  %150 = add nsw i32 %149, 1, !dbg !229
  store i32 %150, ptr %11, align 4, !dbg !229
  br label %116, !dbg !230, !llvm.loop !231

151:                                              ; preds = %116
  %152 = getelementptr inbounds [6 x [6 x i32]], ptr %7, i32 0, i32 0, !dbg !233
  call void @print_mat(ptr noundef @.str.3, ptr noundef %152), !dbg !234
    #dbg_declare(ptr %14, !235, !DIExpression(), !240)
  call void @llvm.memset.p0.i32(ptr align 8 %14, i8 0, i32 12800, i1 false), !dbg !240
    #dbg_declare(ptr %15, !241, !DIExpression(), !243)
  store i32 0, ptr %15, align 4, !dbg !243
  br label %153, !dbg !244

153:                                              ; preds = %187, %151
  %154 = load i32, ptr %15, align 4, !dbg !245
  %155 = icmp slt i32 %154, 40, !dbg !247
  br i1 %155, label %156, label %190, !dbg !248

156:                                              ; preds = %153
  %157 = load i32, ptr %15, align 4, !dbg !249
  %158 = getelementptr inbounds [40 x [40 x i64]], ptr %14, i32 0, i32 %157, !dbg !251
  %159 = getelementptr inbounds [40 x i64], ptr %158, i32 0, i32 0, !dbg !251
  store i64 1, ptr %159, align 8, !dbg !252
    #dbg_declare(ptr %16, !253, !DIExpression(), !255)
  store i32 1, ptr %16, align 4, !dbg !255
  br label %160, !dbg !256

160:                                              ; preds = %183, %156
  %161 = load i32, ptr %16, align 4, !dbg !257
  %162 = load i32, ptr %15, align 4, !dbg !259
  %163 = icmp sle i32 %161, %162, !dbg !260
  br i1 %163, label %164, label %186, !dbg !261

164:                                              ; preds = %160
  %165 = load i32, ptr %15, align 4, !dbg !262
  %166 = sub nsw i32 %165, 1, !dbg !263
  %167 = getelementptr inbounds [40 x [40 x i64]], ptr %14, i32 0, i32 %166, !dbg !264
  %168 = load i32, ptr %16, align 4, !dbg !265
  %169 = sub nsw i32 %168, 1, !dbg !266
  %170 = getelementptr inbounds [40 x i64], ptr %167, i32 0, i32 %169, !dbg !264
  %171 = load i64, ptr %170, align 8, !dbg !264
  %172 = load i32, ptr %15, align 4, !dbg !267
  %173 = sub nsw i32 %172, 1, !dbg !268
  %174 = getelementptr inbounds [40 x [40 x i64]], ptr %14, i32 0, i32 %173, !dbg !269
  %175 = load i32, ptr %16, align 4, !dbg !270
  %176 = getelementptr inbounds [40 x i64], ptr %174, i32 0, i32 %175, !dbg !269
  %177 = load i64, ptr %176, align 8, !dbg !269
  %178 = add i64 %171, %177, !dbg !271
  %179 = load i32, ptr %15, align 4, !dbg !272
  %180 = getelementptr inbounds [40 x [40 x i64]], ptr %14, i32 0, i32 %179, !dbg !273
  %181 = load i32, ptr %16, align 4, !dbg !274
  %182 = getelementptr inbounds [40 x i64], ptr %180, i32 0, i32 %181, !dbg !273
  store i64 %178, ptr %182, align 8, !dbg !275
  br label %183, !dbg !273

183:                                              ; preds = %164
  %184 = load i32, ptr %16, align 4, !dbg !276
  %185 = add nsw i32 %184, 1, !dbg !276
  store i32 %185, ptr %16, align 4, !dbg !276
  br label %160, !dbg !277, !llvm.loop !278

186:                                              ; preds = %160
  br label %187, !dbg !280

187:                                              ; preds = %186
  %188 = load i32, ptr %15, align 4, !dbg !281
  %189 = add nsw i32 %188, 1, !dbg !281
  store i32 %189, ptr %15, align 4, !dbg !281
  br label %153, !dbg !282, !llvm.loop !283

190:                                              ; preds = %153
    #dbg_declare(ptr %17, !285, !DIExpression(), !287)
  store i32 0, ptr %17, align 4, !dbg !287
  br label %191, !dbg !288

191:                                              ; preds = %211, %190
  %192 = load i32, ptr %17, align 4, !dbg !289
  %193 = icmp slt i32 %192, 10, !dbg !291
  br i1 %193, label %194, label %214, !dbg !292

194:                                              ; preds = %191
    #dbg_declare(ptr %18, !293, !DIExpression(), !296)
  store i32 0, ptr %18, align 4, !dbg !296
  br label %195, !dbg !297

195:                                              ; preds = %206, %194
  %196 = load i32, ptr %18, align 4, !dbg !298
  %197 = load i32, ptr %17, align 4, !dbg !300
  %198 = icmp sle i32 %196, %197, !dbg !301
  br i1 %198, label %199, label %209, !dbg !302

199:                                              ; preds = %195
  %200 = load i32, ptr %17, align 4, !dbg !303
  %201 = getelementptr inbounds [40 x [40 x i64]], ptr %14, i32 0, i32 %200, !dbg !304
  %202 = load i32, ptr %18, align 4, !dbg !305
  %203 = getelementptr inbounds [40 x i64], ptr %201, i32 0, i32 %202, !dbg !304
  %204 = load i64, ptr %203, align 8, !dbg !304
  %205 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %204), !dbg !306
  br label %206, !dbg !306

206:                                              ; preds = %199
  %207 = load i32, ptr %18, align 4, !dbg !307
  %208 = add nsw i32 %207, 1, !dbg !307
  store i32 %208, ptr %18, align 4, !dbg !307
  br label %195, !dbg !308, !llvm.loop !309

209:                                              ; preds = %195
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.5), !dbg !311
  br label %211, !dbg !312

211:                                              ; preds = %209
  %212 = load i32, ptr %17, align 4, !dbg !313
  %213 = add nsw i32 %212, 1, !dbg !313
  store i32 %213, ptr %17, align 4, !dbg !313
  br label %191, !dbg !314, !llvm.loop !315

214:                                              ; preds = %191
  %215 = getelementptr inbounds [40 x [40 x i64]], ptr %14, i32 0, i32 39, !dbg !317
  %216 = getelementptr inbounds [40 x i64], ptr %215, i32 0, i32 19, !dbg !317
  %217 = load i64, ptr %216, align 8, !dbg !317
  %218 = getelementptr inbounds [40 x [40 x i64]], ptr %14, i32 0, i32 30, !dbg !318
  %219 = getelementptr inbounds [40 x i64], ptr %218, i32 0, i32 15, !dbg !318
  %220 = load i64, ptr %219, align 8, !dbg !318
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %217, i64 noundef %220), !dbg !319
    #dbg_declare(ptr %19, !320, !DIExpression(), !325)
    #dbg_declare(ptr %20, !326, !DIExpression(), !327)
  store i32 0, ptr %20, align 4, !dbg !327
    #dbg_declare(ptr %21, !328, !DIExpression(), !329)
  store i32 6, ptr %21, align 4, !dbg !329
    #dbg_declare(ptr %22, !330, !DIExpression(), !331)
  store i32 0, ptr %22, align 4, !dbg !331
    #dbg_declare(ptr %23, !332, !DIExpression(), !333)
  store i32 8, ptr %23, align 4, !dbg !333
    #dbg_declare(ptr %24, !334, !DIExpression(), !335)
  store i32 0, ptr %24, align 4, !dbg !335
  br label %222, !dbg !336

222:                                              ; preds = %314, %214
  %223 = load i32, ptr %20, align 4, !dbg !337
  %224 = load i32, ptr %21, align 4, !dbg !338
  %225 = icmp sle i32 %223, %224, !dbg !339
  br i1 %225, label %226, label %230, !dbg !340

226:                                              ; preds = %222
  %227 = load i32, ptr %22, align 4, !dbg !341
  %228 = load i32, ptr %23, align 4, !dbg !342
  %229 = icmp sle i32 %227, %228, !dbg !343
  br label %230

230:                                              ; preds = %226, %222
  %231 = phi i1 [ false, %222 ], [ %229, %226 ], !dbg !344
  br i1 %231, label %232, label %315, !dbg !336

232:                                              ; preds = %230
    #dbg_declare(ptr %25, !345, !DIExpression(), !348)
  %233 = load i32, ptr %22, align 4, !dbg !349
  store i32 %233, ptr %25, align 4, !dbg !348
  br label %234, !dbg !350

234:                                              ; preds = %245, %232
  %235 = load i32, ptr %25, align 4, !dbg !351
  %236 = load i32, ptr %23, align 4, !dbg !353
  %237 = icmp sle i32 %235, %236, !dbg !354
  br i1 %237, label %238, label %248, !dbg !355

238:                                              ; preds = %234
  %239 = load i32, ptr %24, align 4, !dbg !356
  %240 = add nsw i32 %239, 1, !dbg !356
  store i32 %240, ptr %24, align 4, !dbg !356
  %241 = load i32, ptr %20, align 4, !dbg !357
  %242 = getelementptr inbounds [7 x [9 x i32]], ptr %19, i32 0, i32 %241, !dbg !358
  %243 = load i32, ptr %25, align 4, !dbg !359
  %244 = getelementptr inbounds [9 x i32], ptr %242, i32 0, i32 %243, !dbg !358
  store i32 %239, ptr %244, align 4, !dbg !360
  br label %245, !dbg !358

245:                                              ; preds = %238
  %246 = load i32, ptr %25, align 4, !dbg !361
  %247 = add nsw i32 %246, 1, !dbg !361
  store i32 %247, ptr %25, align 4, !dbg !361
  br label %234, !dbg !362, !llvm.loop !363

248:                                              ; preds = %234
  %249 = load i32, ptr %20, align 4, !dbg !365
  %250 = add nsw i32 %249, 1, !dbg !365
  store i32 %250, ptr %20, align 4, !dbg !365
    #dbg_declare(ptr %26, !366, !DIExpression(), !368)
  %251 = load i32, ptr %20, align 4, !dbg !369
  store i32 %251, ptr %26, align 4, !dbg !368
  br label %252, !dbg !370

252:                                              ; preds = %263, %248
  %253 = load i32, ptr %26, align 4, !dbg !371
  %254 = load i32, ptr %21, align 4, !dbg !373
  %255 = icmp sle i32 %253, %254, !dbg !374
  br i1 %255, label %256, label %266, !dbg !375

256:                                              ; preds = %252
  %257 = load i32, ptr %24, align 4, !dbg !376
  %258 = add nsw i32 %257, 1, !dbg !376
  store i32 %258, ptr %24, align 4, !dbg !376
  %259 = load i32, ptr %26, align 4, !dbg !377
  %260 = getelementptr inbounds [7 x [9 x i32]], ptr %19, i32 0, i32 %259, !dbg !378
  %261 = load i32, ptr %23, align 4, !dbg !379
  %262 = getelementptr inbounds [9 x i32], ptr %260, i32 0, i32 %261, !dbg !378
  store i32 %257, ptr %262, align 4, !dbg !380
  br label %263, !dbg !378

263:                                              ; preds = %256
  %264 = load i32, ptr %26, align 4, !dbg !381
  %265 = add nsw i32 %264, 1, !dbg !381
  store i32 %265, ptr %26, align 4, !dbg !381
  br label %252, !dbg !382, !llvm.loop !383

266:                                              ; preds = %252
  %267 = load i32, ptr %23, align 4, !dbg !385
  %268 = add nsw i32 %267, -1, !dbg !385
  store i32 %268, ptr %23, align 4, !dbg !385
  %269 = load i32, ptr %20, align 4, !dbg !386
  %270 = load i32, ptr %21, align 4, !dbg !388
  %271 = icmp sle i32 %269, %270, !dbg !389
  br i1 %271, label %272, label %291, !dbg !390

272:                                              ; preds = %266
    #dbg_declare(ptr %27, !391, !DIExpression(), !394)
  %273 = load i32, ptr %23, align 4, !dbg !395
  store i32 %273, ptr %27, align 4, !dbg !394
  br label %274, !dbg !396

274:                                              ; preds = %285, %272
  %275 = load i32, ptr %27, align 4, !dbg !397
  %276 = load i32, ptr %22, align 4, !dbg !399
  %277 = icmp sge i32 %275, %276, !dbg !400
  br i1 %277, label %278, label %288, !dbg !401

278:                                              ; preds = %274
  %279 = load i32, ptr %24, align 4, !dbg !402
  %280 = add nsw i32 %279, 1, !dbg !402
  store i32 %280, ptr %24, align 4, !dbg !402
  %281 = load i32, ptr %21, align 4, !dbg !403
  %282 = getelementptr inbounds [7 x [9 x i32]], ptr %19, i32 0, i32 %281, !dbg !404
  %283 = load i32, ptr %27, align 4, !dbg !405
  %284 = getelementptr inbounds [9 x i32], ptr %282, i32 0, i32 %283, !dbg !404
  store i32 %279, ptr %284, align 4, !dbg !406
  br label %285, !dbg !404

285:                                              ; preds = %278
  %286 = load i32, ptr %27, align 4, !dbg !407
  %287 = add nsw i32 %286, -1, !dbg !407
  store i32 %287, ptr %27, align 4, !dbg !407
  br label %274, !dbg !408, !llvm.loop !409

288:                                              ; preds = %274
  %289 = load i32, ptr %21, align 4, !dbg !411
  %290 = add nsw i32 %289, -1, !dbg !411
  store i32 %290, ptr %21, align 4, !dbg !411
  br label %291, !dbg !412

291:                                              ; preds = %288, %266
  %292 = load i32, ptr %22, align 4, !dbg !413
  %293 = load i32, ptr %23, align 4, !dbg !415
  %294 = icmp sle i32 %292, %293, !dbg !416
  br i1 %294, label %295, label %314, !dbg !417

295:                                              ; preds = %291
    #dbg_declare(ptr %28, !418, !DIExpression(), !421)
  %296 = load i32, ptr %21, align 4, !dbg !422
  store i32 %296, ptr %28, align 4, !dbg !421
  br label %297, !dbg !423

297:                                              ; preds = %308, %295
  %298 = load i32, ptr %28, align 4, !dbg !424
  %299 = load i32, ptr %20, align 4, !dbg !426
  %300 = icmp sge i32 %298, %299, !dbg !427
  br i1 %300, label %301, label %311, !dbg !428

301:                                              ; preds = %297
  %302 = load i32, ptr %24, align 4, !dbg !429
  %303 = add nsw i32 %302, 1, !dbg !429
  store i32 %303, ptr %24, align 4, !dbg !429
  %304 = load i32, ptr %28, align 4, !dbg !430
  %305 = getelementptr inbounds [7 x [9 x i32]], ptr %19, i32 0, i32 %304, !dbg !431
  %306 = load i32, ptr %22, align 4, !dbg !432
  %307 = getelementptr inbounds [9 x i32], ptr %305, i32 0, i32 %306, !dbg !431
  store i32 %302, ptr %307, align 4, !dbg !433
  br label %308, !dbg !431

308:                                              ; preds = %301
  %309 = load i32, ptr %28, align 4, !dbg !434
  %310 = add nsw i32 %309, -1, !dbg !434
  store i32 %310, ptr %28, align 4, !dbg !434
  br label %297, !dbg !435, !llvm.loop !436

311:                                              ; preds = %297
  %312 = load i32, ptr %22, align 4, !dbg !438
  %313 = add nsw i32 %312, 1, !dbg !438
  store i32 %313, ptr %22, align 4, !dbg !438
  br label %314, !dbg !439

314:                                              ; preds = %311, %291
  br label %222, !dbg !336, !llvm.loop !440

315:                                              ; preds = %230
    #dbg_declare(ptr %29, !442, !DIExpression(), !444)
  store i32 0, ptr %29, align 4, !dbg !444
  br label %316, !dbg !445

316:                                              ; preds = %335, %315
  %317 = load i32, ptr %29, align 4, !dbg !446
  %318 = icmp slt i32 %317, 7, !dbg !448
  br i1 %318, label %319, label %338, !dbg !449

319:                                              ; preds = %316
    #dbg_declare(ptr %30, !450, !DIExpression(), !453)
  store i32 0, ptr %30, align 4, !dbg !453
  br label %320, !dbg !454

320:                                              ; preds = %330, %319
  %321 = load i32, ptr %30, align 4, !dbg !455
  %322 = icmp slt i32 %321, 9, !dbg !457
  br i1 %322, label %323, label %333, !dbg !458

323:                                              ; preds = %320
  %324 = load i32, ptr %29, align 4, !dbg !459
  %325 = getelementptr inbounds [7 x [9 x i32]], ptr %19, i32 0, i32 %324, !dbg !460
  %326 = load i32, ptr %30, align 4, !dbg !461
  %327 = getelementptr inbounds [9 x i32], ptr %325, i32 0, i32 %326, !dbg !460
  %328 = load i32, ptr %327, align 4, !dbg !460
  %329 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %328), !dbg !462
  br label %330, !dbg !462

330:                                              ; preds = %323
  %331 = load i32, ptr %30, align 4, !dbg !463
  %332 = add nsw i32 %331, 1, !dbg !463
  store i32 %332, ptr %30, align 4, !dbg !463
  br label %320, !dbg !464, !llvm.loop !465

333:                                              ; preds = %320
  %334 = call i32 (ptr, ...) @printf(ptr noundef @.str.5), !dbg !467
  br label %335, !dbg !468

335:                                              ; preds = %333
  %336 = load i32, ptr %29, align 4, !dbg !469
  %337 = add nsw i32 %336, 1, !dbg !469
  store i32 %337, ptr %29, align 4, !dbg !469
  br label %316, !dbg !470, !llvm.loop !471

338:                                              ; preds = %316
    #dbg_declare(ptr %31, !473, !DIExpression(), !477)
    #dbg_declare(ptr %32, !478, !DIExpression(), !480)
  store i32 0, ptr %32, align 4, !dbg !480
  br label %339, !dbg !481

339:                                              ; preds = %373, %338
  %340 = load i32, ptr %32, align 4, !dbg !482
  %341 = icmp slt i32 %340, 3, !dbg !484
  br i1 %341, label %342, label %376, !dbg !485

342:                                              ; preds = %339
    #dbg_declare(ptr %33, !486, !DIExpression(), !488)
  store i32 0, ptr %33, align 4, !dbg !488
  br label %343, !dbg !489

343:                                              ; preds = %369, %342
  %344 = load i32, ptr %33, align 4, !dbg !490
  %345 = icmp slt i32 %344, 4, !dbg !492
  br i1 %345, label %346, label %372, !dbg !493

346:                                              ; preds = %343
    #dbg_declare(ptr %34, !494, !DIExpression(), !496)
  store i32 0, ptr %34, align 4, !dbg !496
  br label %347, !dbg !497

347:                                              ; preds = %365, %346
  %348 = load i32, ptr %34, align 4, !dbg !498
  %349 = icmp slt i32 %348, 5, !dbg !500
  br i1 %349, label %350, label %368, !dbg !501

350:                                              ; preds = %347
  %351 = load i32, ptr %32, align 4, !dbg !502
  %352 = mul nsw i32 %351, 100, !dbg !503
  %353 = load i32, ptr %33, align 4, !dbg !504
  %354 = mul nsw i32 %353, 10, !dbg !505
  %355 = add nsw i32 %352, %354, !dbg !506
  %356 = load i32, ptr %34, align 4, !dbg !507
  %357 = add nsw i32 %355, %356, !dbg !508
  %358 = trunc i32 %357 to i16, !dbg !509
  %359 = load i32, ptr %32, align 4, !dbg !510
  %360 = getelementptr inbounds [3 x [4 x [5 x i16]]], ptr %31, i32 0, i32 %359, !dbg !511
  %361 = load i32, ptr %33, align 4, !dbg !512
  %362 = getelementptr inbounds [4 x [5 x i16]], ptr %360, i32 0, i32 %361, !dbg !511
  %363 = load i32, ptr %34, align 4, !dbg !513
  %364 = getelementptr inbounds [5 x i16], ptr %362, i32 0, i32 %363, !dbg !511
  store i16 %358, ptr %364, align 2, !dbg !514
  br label %365, !dbg !511

365:                                              ; preds = %350
  %366 = load i32, ptr %34, align 4, !dbg !515
  %367 = add nsw i32 %366, 1, !dbg !515
  store i32 %367, ptr %34, align 4, !dbg !515
  br label %347, !dbg !516, !llvm.loop !517

368:                                              ; preds = %347
  br label %369, !dbg !518

369:                                              ; preds = %368
  %370 = load i32, ptr %33, align 4, !dbg !519
  %371 = add nsw i32 %370, 1, !dbg !519
  store i32 %371, ptr %33, align 4, !dbg !519
  br label %343, !dbg !520, !llvm.loop !521

372:                                              ; preds = %343
  br label %373, !dbg !522

373:                                              ; preds = %372
  %374 = load i32, ptr %32, align 4, !dbg !523
  %375 = add nsw i32 %374, 1, !dbg !523
  store i32 %375, ptr %32, align 4, !dbg !523
  br label %339, !dbg !524, !llvm.loop !525

376:                                              ; preds = %339
    #dbg_declare(ptr %35, !527, !DIExpression(), !530)
  %377 = getelementptr inbounds [3 x [4 x [5 x i16]]], ptr %31, i32 0, i32 0, !dbg !531
  %378 = getelementptr inbounds [4 x [5 x i16]], ptr %377, i32 0, i32 0, !dbg !531
  %379 = getelementptr inbounds [5 x i16], ptr %378, i32 0, i32 0, !dbg !531
  store ptr %379, ptr %35, align 4, !dbg !530
    #dbg_declare(ptr %36, !532, !DIExpression(), !533)
  store i32 0, ptr %36, align 4, !dbg !533
    #dbg_declare(ptr %37, !534, !DIExpression(), !536)
  store i32 0, ptr %37, align 4, !dbg !536
  br label %380, !dbg !537

380:                                              ; preds = %395, %376
  %381 = load i32, ptr %37, align 4, !dbg !538
  %382 = icmp slt i32 %381, 60, !dbg !540
  br i1 %382, label %383, label %398, !dbg !541

383:                                              ; preds = %380
  %384 = load ptr, ptr %35, align 4, !dbg !542
  %385 = load i32, ptr %37, align 4, !dbg !543
  %386 = getelementptr inbounds i16, ptr %384, i32 %385, !dbg !542
  %387 = load i16, ptr %386, align 2, !dbg !542
  %388 = sext i16 %387 to i32, !dbg !542
  %389 = load i32, ptr %37, align 4, !dbg !544
  %390 = srem i32 %389, 4, !dbg !545
  %391 = add nsw i32 %390, 1, !dbg !546
  %392 = mul nsw i32 %388, %391, !dbg !547
  %393 = load i32, ptr %36, align 4, !dbg !548
  %394 = add nsw i32 %393, %392, !dbg !548
  store i32 %394, ptr %36, align 4, !dbg !548
  br label %395, !dbg !549

395:                                              ; preds = %383
  %396 = load i32, ptr %37, align 4, !dbg !550
  %397 = add nsw i32 %396, 1, !dbg !550
  store i32 %397, ptr %37, align 4, !dbg !550
  br label %380, !dbg !551, !llvm.loop !552

398:                                              ; preds = %380
  %399 = load i32, ptr %36, align 4, !dbg !554
  %400 = getelementptr inbounds [3 x [4 x [5 x i16]]], ptr %31, i32 0, i32 2, !dbg !555
  %401 = getelementptr inbounds [4 x [5 x i16]], ptr %400, i32 0, i32 3, !dbg !555
  %402 = getelementptr inbounds [5 x i16], ptr %401, i32 0, i32 4, !dbg !555
  %403 = load i16, ptr %402, align 2, !dbg !555
  %404 = sext i16 %403 to i32, !dbg !555
  %405 = load ptr, ptr %35, align 4, !dbg !556
  %406 = getelementptr inbounds i16, ptr %405, i32 37, !dbg !556
  %407 = load i16, ptr %406, align 2, !dbg !556
  %408 = sext i16 %407 to i32, !dbg !556
  %409 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %399, i32 noundef %404, i32 noundef %408), !dbg !557
    #dbg_declare(ptr %38, !558, !DIExpression(), !561)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %38, ptr align 1 @__const.main.words, i32 40, i1 false), !dbg !561
    #dbg_declare(ptr %39, !562, !DIExpression(), !564)
  store i32 0, ptr %39, align 4, !dbg !564
  br label %410, !dbg !565

410:                                              ; preds = %440, %398
  %411 = load i32, ptr %39, align 4, !dbg !566
  %412 = icmp slt i32 %411, 5, !dbg !568
  br i1 %412, label %413, label %443, !dbg !569

413:                                              ; preds = %410
    #dbg_declare(ptr %40, !570, !DIExpression(), !572)
  store i32 0, ptr %40, align 4, !dbg !572
  br label %414, !dbg !573

414:                                              ; preds = %421, %413
  %415 = load i32, ptr %39, align 4, !dbg !574
  %416 = getelementptr inbounds [5 x [8 x i8]], ptr %38, i32 0, i32 %415, !dbg !575
  %417 = load i32, ptr %40, align 4, !dbg !576
  %418 = getelementptr inbounds [8 x i8], ptr %416, i32 0, i32 %417, !dbg !575
  %419 = load i8, ptr %418, align 1, !dbg !575
  %420 = icmp ne i8 %419, 0, !dbg !573
  br i1 %420, label %421, label %424, !dbg !573

421:                                              ; preds = %414
  %422 = load i32, ptr %40, align 4, !dbg !577
  %423 = add nsw i32 %422, 1, !dbg !577
  store i32 %423, ptr %40, align 4, !dbg !577
  br label %414, !dbg !573, !llvm.loop !578

424:                                              ; preds = %414
  %425 = load i32, ptr %39, align 4, !dbg !579
  %426 = getelementptr inbounds [5 x [8 x i8]], ptr %38, i32 0, i32 %425, !dbg !580
  %427 = getelementptr inbounds [8 x i8], ptr %426, i32 0, i32 0, !dbg !580
  %428 = load i8, ptr %427, align 1, !dbg !580
  %429 = sext i8 %428 to i32, !dbg !580
  %430 = sub nsw i32 %429, 32, !dbg !581
  %431 = trunc i32 %430 to i8, !dbg !582
  %432 = load i32, ptr %39, align 4, !dbg !583
  %433 = getelementptr inbounds [5 x [8 x i8]], ptr %38, i32 0, i32 %432, !dbg !584
  %434 = getelementptr inbounds [8 x i8], ptr %433, i32 0, i32 0, !dbg !584
  store i8 %431, ptr %434, align 1, !dbg !585
  %435 = load i32, ptr %39, align 4, !dbg !586
  %436 = getelementptr inbounds [5 x [8 x i8]], ptr %38, i32 0, i32 %435, !dbg !587
  %437 = getelementptr inbounds [8 x i8], ptr %436, i32 0, i32 0, !dbg !587
  %438 = load i32, ptr %40, align 4, !dbg !588
  %439 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %437, i32 noundef %438), !dbg !589
  br label %440, !dbg !590

440:                                              ; preds = %424
  %441 = load i32, ptr %39, align 4, !dbg !591
  %442 = add nsw i32 %441, 1, !dbg !591
  store i32 %442, ptr %39, align 4, !dbg !591
  br label %410, !dbg !592, !llvm.loop !593

443:                                              ; preds = %410
  %444 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef 40, i32 noundef 8), !dbg !595
  ret i32 0, !dbg !596
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_mul(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !597 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !602, !DIExpression(), !603)
  store ptr %1, ptr %6, align 4
    #dbg_declare(ptr %6, !604, !DIExpression(), !605)
  store ptr %2, ptr %7, align 4
    #dbg_declare(ptr %7, !606, !DIExpression(), !607)
  store ptr %3, ptr %8, align 4
    #dbg_declare(ptr %8, !608, !DIExpression(), !609)
    #dbg_declare(ptr %9, !610, !DIExpression(), !612)
  store i32 0, ptr %9, align 4, !dbg !612
  br label %13, !dbg !613

13:                                               ; preds = %57, %4
  %14 = load i32, ptr %9, align 4, !dbg !614
  %15 = load i32, ptr %5, align 4, !dbg !616
  %16 = icmp slt i32 %14, %15, !dbg !617
  br i1 %16, label %17, label %60, !dbg !618

17:                                               ; preds = %13
    #dbg_declare(ptr %10, !619, !DIExpression(), !621)
  store i32 0, ptr %10, align 4, !dbg !621
  br label %18, !dbg !622

18:                                               ; preds = %53, %17
  %19 = load i32, ptr %10, align 4, !dbg !623
  %20 = load i32, ptr %5, align 4, !dbg !625
  %21 = icmp slt i32 %19, %20, !dbg !626
  br i1 %21, label %22, label %56, !dbg !627

22:                                               ; preds = %18
    #dbg_declare(ptr %11, !628, !DIExpression(), !630)
  store i32 0, ptr %11, align 4, !dbg !630
    #dbg_declare(ptr %12, !631, !DIExpression(), !633)
  store i32 0, ptr %12, align 4, !dbg !633
  br label %23, !dbg !634

23:                                               ; preds = %43, %22
  %24 = load i32, ptr %12, align 4, !dbg !635
  %25 = load i32, ptr %5, align 4, !dbg !637
  %26 = icmp slt i32 %24, %25, !dbg !638
  br i1 %26, label %27, label %46, !dbg !639

27:                                               ; preds = %23
  %28 = load ptr, ptr %6, align 4, !dbg !640
  %29 = load i32, ptr %9, align 4, !dbg !641
  %30 = getelementptr inbounds [6 x i32], ptr %28, i32 %29, !dbg !640
  %31 = load i32, ptr %12, align 4, !dbg !642
  %32 = getelementptr inbounds [6 x i32], ptr %30, i32 0, i32 %31, !dbg !640
  %33 = load i32, ptr %32, align 4, !dbg !640
  %34 = load ptr, ptr %7, align 4, !dbg !643
  %35 = load i32, ptr %12, align 4, !dbg !644
  %36 = getelementptr inbounds [6 x i32], ptr %34, i32 %35, !dbg !643
  %37 = load i32, ptr %10, align 4, !dbg !645
  %38 = getelementptr inbounds [6 x i32], ptr %36, i32 0, i32 %37, !dbg !643
  %39 = load i32, ptr %38, align 4, !dbg !643
  %40 = mul nsw i32 %33, %39, !dbg !646
  %41 = load i32, ptr %11, align 4, !dbg !647
  %42 = add nsw i32 %41, %40, !dbg !647
  store i32 %42, ptr %11, align 4, !dbg !647
  br label %43, !dbg !648

43:                                               ; preds = %27
  %44 = load i32, ptr %12, align 4, !dbg !649
  %45 = add nsw i32 %44, 1, !dbg !649
  store i32 %45, ptr %12, align 4, !dbg !649
  br label %23, !dbg !650, !llvm.loop !651

46:                                               ; preds = %23
  %47 = load i32, ptr %11, align 4, !dbg !653
  %48 = load ptr, ptr %8, align 4, !dbg !654
  %49 = load i32, ptr %9, align 4, !dbg !655
  %50 = getelementptr inbounds [6 x i32], ptr %48, i32 %49, !dbg !654
  %51 = load i32, ptr %10, align 4, !dbg !656
  %52 = getelementptr inbounds [6 x i32], ptr %50, i32 0, i32 %51, !dbg !654
  store i32 %47, ptr %52, align 4, !dbg !657
  br label %53, !dbg !658

53:                                               ; preds = %46
  %54 = load i32, ptr %10, align 4, !dbg !659
  %55 = add nsw i32 %54, 1, !dbg !659
  store i32 %55, ptr %10, align 4, !dbg !659
  br label %18, !dbg !660, !llvm.loop !661

56:                                               ; preds = %18
  br label %57, !dbg !662

57:                                               ; preds = %56
  %58 = load i32, ptr %9, align 4, !dbg !663
  %59 = add nsw i32 %58, 1, !dbg !663
  store i32 %59, ptr %9, align 4, !dbg !663
  br label %13, !dbg !664, !llvm.loop !665

60:                                               ; preds = %13
  ret void, !dbg !667
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_mat(ptr noundef %0, ptr noundef %1) #0 !dbg !668 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !673, !DIExpression(), !674)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !675, !DIExpression(), !676)
  %7 = load ptr, ptr %3, align 4, !dbg !677
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %7), !dbg !678
    #dbg_declare(ptr %5, !679, !DIExpression(), !681)
  store i32 0, ptr %5, align 4, !dbg !681
  br label %9, !dbg !682

9:                                                ; preds = %29, %2
  %10 = load i32, ptr %5, align 4, !dbg !683
  %11 = icmp slt i32 %10, 6, !dbg !685
  br i1 %11, label %12, label %32, !dbg !686

12:                                               ; preds = %9
    #dbg_declare(ptr %6, !687, !DIExpression(), !690)
  store i32 0, ptr %6, align 4, !dbg !690
  br label %13, !dbg !691

13:                                               ; preds = %24, %12
  %14 = load i32, ptr %6, align 4, !dbg !692
  %15 = icmp slt i32 %14, 6, !dbg !694
  br i1 %15, label %16, label %27, !dbg !695

16:                                               ; preds = %13
  %17 = load ptr, ptr %4, align 4, !dbg !696
  %18 = load i32, ptr %5, align 4, !dbg !697
  %19 = getelementptr inbounds [6 x i32], ptr %17, i32 %18, !dbg !696
  %20 = load i32, ptr %6, align 4, !dbg !698
  %21 = getelementptr inbounds [6 x i32], ptr %19, i32 0, i32 %20, !dbg !696
  %22 = load i32, ptr %21, align 4, !dbg !696
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %22), !dbg !699
  br label %24, !dbg !699

24:                                               ; preds = %16
  %25 = load i32, ptr %6, align 4, !dbg !700
  %26 = add nsw i32 %25, 1, !dbg !700
  store i32 %26, ptr %6, align 4, !dbg !700
  br label %13, !dbg !701, !llvm.loop !702

27:                                               ; preds = %13
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.5), !dbg !704
  br label %29, !dbg !705

29:                                               ; preds = %27
  %30 = load i32, ptr %5, align 4, !dbg !706
  %31 = add nsw i32 %30, 1, !dbg !706
  store i32 %31, ptr %5, align 4, !dbg !706
  br label %9, !dbg !707, !llvm.loop !708

32:                                               ; preds = %9
  ret void, !dbg !710
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose(ptr noundef %0) #0 !dbg !711 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !714, !DIExpression(), !715)
    #dbg_declare(ptr %3, !716, !DIExpression(), !718)
  store i32 0, ptr %3, align 4, !dbg !718
  br label %6, !dbg !719

6:                                                ; preds = %43, %1
  %7 = load i32, ptr %3, align 4, !dbg !720
  %8 = icmp slt i32 %7, 6, !dbg !722
  br i1 %8, label %9, label %46, !dbg !723

9:                                                ; preds = %6
    #dbg_declare(ptr %4, !724, !DIExpression(), !726)
  %10 = load i32, ptr %3, align 4, !dbg !727
  %11 = add nsw i32 %10, 1, !dbg !728
  store i32 %11, ptr %4, align 4, !dbg !726
  br label %12, !dbg !729

12:                                               ; preds = %39, %9
  %13 = load i32, ptr %4, align 4, !dbg !730
  %14 = icmp slt i32 %13, 6, !dbg !732
  br i1 %14, label %15, label %42, !dbg !733

15:                                               ; preds = %12
    #dbg_declare(ptr %5, !734, !DIExpression(), !736)
  %16 = load ptr, ptr %2, align 4, !dbg !737
  %17 = load i32, ptr %3, align 4, !dbg !738
  %18 = getelementptr inbounds [6 x i32], ptr %16, i32 %17, !dbg !737
  %19 = load i32, ptr %4, align 4, !dbg !739
  %20 = getelementptr inbounds [6 x i32], ptr %18, i32 0, i32 %19, !dbg !737
  %21 = load i32, ptr %20, align 4, !dbg !737
  store i32 %21, ptr %5, align 4, !dbg !736
  %22 = load ptr, ptr %2, align 4, !dbg !740
  %23 = load i32, ptr %4, align 4, !dbg !741
  %24 = getelementptr inbounds [6 x i32], ptr %22, i32 %23, !dbg !740
  %25 = load i32, ptr %3, align 4, !dbg !742
  %26 = getelementptr inbounds [6 x i32], ptr %24, i32 0, i32 %25, !dbg !740
  %27 = load i32, ptr %26, align 4, !dbg !740
  %28 = load ptr, ptr %2, align 4, !dbg !743
  %29 = load i32, ptr %3, align 4, !dbg !744
  %30 = getelementptr inbounds [6 x i32], ptr %28, i32 %29, !dbg !743
  %31 = load i32, ptr %4, align 4, !dbg !745
  %32 = getelementptr inbounds [6 x i32], ptr %30, i32 0, i32 %31, !dbg !743
  store i32 %27, ptr %32, align 4, !dbg !746
  %33 = load i32, ptr %5, align 4, !dbg !747
  %34 = load ptr, ptr %2, align 4, !dbg !748
  %35 = load i32, ptr %4, align 4, !dbg !749
  %36 = getelementptr inbounds [6 x i32], ptr %34, i32 %35, !dbg !748
  %37 = load i32, ptr %3, align 4, !dbg !750
  %38 = getelementptr inbounds [6 x i32], ptr %36, i32 0, i32 %37, !dbg !748
  store i32 %33, ptr %38, align 4, !dbg !751
  br label %39, !dbg !752

39:                                               ; preds = %15
  %40 = load i32, ptr %4, align 4, !dbg !753
  %41 = add nsw i32 %40, 1, !dbg !753
  store i32 %41, ptr %4, align 4, !dbg !753
  br label %12, !dbg !754, !llvm.loop !755

42:                                               ; preds = %12
  br label %43, !dbg !756

43:                                               ; preds = %42
  %44 = load i32, ptr %3, align 4, !dbg !757
  %45 = add nsw i32 %44, 1, !dbg !757
  store i32 %45, ptr %3, align 4, !dbg !757
  br label %6, !dbg !758, !llvm.loop !759

46:                                               ; preds = %6
  ret void, !dbg !761
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @trace(ptr noundef %0) #0 !dbg !762 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !765, !DIExpression(), !766)
    #dbg_declare(ptr %3, !767, !DIExpression(), !768)
  store i32 0, ptr %3, align 4, !dbg !768
    #dbg_declare(ptr %4, !769, !DIExpression(), !771)
  store i32 0, ptr %4, align 4, !dbg !771
  br label %5, !dbg !772

5:                                                ; preds = %17, %1
  %6 = load i32, ptr %4, align 4, !dbg !773
  %7 = icmp slt i32 %6, 6, !dbg !775
  br i1 %7, label %8, label %20, !dbg !776

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 4, !dbg !777
  %10 = load i32, ptr %4, align 4, !dbg !778
  %11 = getelementptr inbounds [6 x i32], ptr %9, i32 %10, !dbg !777
  %12 = load i32, ptr %4, align 4, !dbg !779
  %13 = getelementptr inbounds [6 x i32], ptr %11, i32 0, i32 %12, !dbg !777
  %14 = load i32, ptr %13, align 4, !dbg !777
  %15 = load i32, ptr %3, align 4, !dbg !780
  %16 = add nsw i32 %15, %14, !dbg !780
  store i32 %16, ptr %3, align 4, !dbg !780
  br label %17, !dbg !781

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4, !dbg !782
  %19 = add nsw i32 %18, 1, !dbg !782
  store i32 %19, ptr %4, align 4, !dbg !782
  br label %5, !dbg !783, !llvm.loop !784

20:                                               ; preds = %5
  %21 = load i32, ptr %3, align 4, !dbg !786
  ret i32 %21, !dbg !787
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!55}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "arrays2d.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "8455ffabfa49f6dc33c221cd0081b5d3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 6)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 2)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 29)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !3, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 43)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 119, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 8)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 27)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 5)
!55 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !56, globals: !62, splitDebugInlining: false, nameTableKind: None)
!56 = !{!57, !61, !4}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 32)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 192, elements: !19)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!60 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!61 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!62 = !{!0, !7, !12, !14, !16, !21, !26, !31, !33, !38, !43, !48, !50}
!63 = !{i32 1, !"NumRegisterParameters", i32 0}
!64 = !{i32 7, !"Dwarf Version", i32 5}
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 1, !"wchar_size", i32 4}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 7, !"frame-pointer", i32 2}
!71 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!72 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 42, type: !73, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !55, retainedNodes: !76)
!73 = !DISubroutineType(types: !74)
!74 = !{!75}
!75 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!76 = !{}
!77 = !DILocalVariable(name: "a", scope: !72, file: !2, line: 43, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 1152, elements: !79)
!79 = !{!20, !20}
!80 = !DILocation(line: 43, column: 10, scope: !72)
!81 = !DILocalVariable(name: "b", scope: !72, file: !2, line: 43, type: !78)
!82 = !DILocation(line: 43, column: 19, scope: !72)
!83 = !DILocalVariable(name: "c", scope: !72, file: !2, line: 43, type: !78)
!84 = !DILocation(line: 43, column: 28, scope: !72)
!85 = !DILocalVariable(name: "i", scope: !86, file: !2, line: 44, type: !75)
!86 = distinct !DILexicalBlock(scope: !72, file: !2, line: 44, column: 5)
!87 = !DILocation(line: 44, column: 14, scope: !86)
!88 = !DILocation(line: 44, column: 10, scope: !86)
!89 = !DILocation(line: 44, column: 21, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !2, line: 44, column: 5)
!91 = !DILocation(line: 44, column: 23, scope: !90)
!92 = !DILocation(line: 44, column: 5, scope: !86)
!93 = !DILocalVariable(name: "j", scope: !94, file: !2, line: 45, type: !75)
!94 = distinct !DILexicalBlock(scope: !90, file: !2, line: 45, column: 9)
!95 = !DILocation(line: 45, column: 18, scope: !94)
!96 = !DILocation(line: 45, column: 14, scope: !94)
!97 = !DILocation(line: 45, column: 25, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !2, line: 45, column: 9)
!99 = !DILocation(line: 45, column: 27, scope: !98)
!100 = !DILocation(line: 45, column: 9, scope: !94)
!101 = !DILocation(line: 46, column: 24, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !2, line: 45, column: 37)
!103 = !DILocation(line: 46, column: 26, scope: !102)
!104 = !DILocation(line: 46, column: 34, scope: !102)
!105 = !DILocation(line: 46, column: 36, scope: !102)
!106 = !DILocation(line: 46, column: 31, scope: !102)
!107 = !DILocation(line: 46, column: 41, scope: !102)
!108 = !DILocation(line: 46, column: 45, scope: !102)
!109 = !DILocation(line: 46, column: 15, scope: !102)
!110 = !DILocation(line: 46, column: 13, scope: !102)
!111 = !DILocation(line: 46, column: 18, scope: !102)
!112 = !DILocation(line: 46, column: 21, scope: !102)
!113 = !DILocation(line: 47, column: 24, scope: !102)
!114 = !DILocation(line: 47, column: 29, scope: !102)
!115 = !DILocation(line: 47, column: 26, scope: !102)
!116 = !DILocation(line: 47, column: 32, scope: !102)
!117 = !DILocation(line: 47, column: 39, scope: !102)
!118 = !DILocation(line: 47, column: 43, scope: !102)
!119 = !DILocation(line: 47, column: 41, scope: !102)
!120 = !DILocation(line: 47, column: 46, scope: !102)
!121 = !DILocation(line: 47, column: 36, scope: !102)
!122 = !DILocation(line: 47, column: 15, scope: !102)
!123 = !DILocation(line: 47, column: 13, scope: !102)
!124 = !DILocation(line: 47, column: 18, scope: !102)
!125 = !DILocation(line: 47, column: 21, scope: !102)
!126 = !DILocation(line: 48, column: 9, scope: !102)
!127 = !DILocation(line: 45, column: 33, scope: !98)
!128 = !DILocation(line: 45, column: 9, scope: !98)
!129 = distinct !{!129, !100, !130, !131}
!130 = !DILocation(line: 48, column: 9, scope: !94)
!131 = !{!"llvm.loop.mustprogress"}
!132 = !DILocation(line: 44, column: 29, scope: !90)
!133 = !DILocation(line: 44, column: 5, scope: !90)
!134 = distinct !{!134, !92, !135, !131}
!135 = !DILocation(line: 48, column: 9, scope: !86)
!136 = !DILocation(line: 49, column: 34, scope: !72)
!137 = !DILocation(line: 49, column: 55, scope: !72)
!138 = !DILocation(line: 49, column: 58, scope: !72)
!139 = !DILocation(line: 49, column: 5, scope: !72)
!140 = !DILocation(line: 50, column: 40, scope: !72)
!141 = !DILocation(line: 50, column: 5, scope: !72)
!142 = !DILocation(line: 51, column: 15, scope: !72)
!143 = !DILocation(line: 51, column: 5, scope: !72)
!144 = !DILocation(line: 52, column: 47, scope: !72)
!145 = !DILocation(line: 52, column: 5, scope: !72)
!146 = !DILocation(line: 53, column: 51, scope: !72)
!147 = !DILocation(line: 53, column: 27, scope: !72)
!148 = !DILocation(line: 53, column: 5, scope: !72)
!149 = !DILocalVariable(name: "p", scope: !72, file: !2, line: 55, type: !78)
!150 = !DILocation(line: 55, column: 10, scope: !72)
!151 = !DILocalVariable(name: "t", scope: !72, file: !2, line: 55, type: !78)
!152 = !DILocation(line: 55, column: 19, scope: !72)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 56, type: !75)
!154 = distinct !DILexicalBlock(scope: !72, file: !2, line: 56, column: 5)
!155 = !DILocation(line: 56, column: 14, scope: !154)
!156 = !DILocation(line: 56, column: 10, scope: !154)
!157 = !DILocation(line: 56, column: 21, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !2, line: 56, column: 5)
!159 = !DILocation(line: 56, column: 23, scope: !158)
!160 = !DILocation(line: 56, column: 5, scope: !154)
!161 = !DILocalVariable(name: "j", scope: !162, file: !2, line: 57, type: !75)
!162 = distinct !DILexicalBlock(scope: !158, file: !2, line: 57, column: 9)
!163 = !DILocation(line: 57, column: 18, scope: !162)
!164 = !DILocation(line: 57, column: 14, scope: !162)
!165 = !DILocation(line: 57, column: 25, scope: !166)
!166 = distinct !DILexicalBlock(scope: !162, file: !2, line: 57, column: 9)
!167 = !DILocation(line: 57, column: 27, scope: !166)
!168 = !DILocation(line: 57, column: 9, scope: !162)
!169 = !DILocation(line: 58, column: 25, scope: !166)
!170 = !DILocation(line: 58, column: 23, scope: !166)
!171 = !DILocation(line: 58, column: 28, scope: !166)
!172 = !DILocation(line: 58, column: 15, scope: !166)
!173 = !DILocation(line: 58, column: 13, scope: !166)
!174 = !DILocation(line: 58, column: 18, scope: !166)
!175 = !DILocation(line: 58, column: 21, scope: !166)
!176 = !DILocation(line: 57, column: 33, scope: !166)
!177 = !DILocation(line: 57, column: 9, scope: !166)
!178 = distinct !{!178, !168, !179, !131}
!179 = !DILocation(line: 58, column: 29, scope: !162)
!180 = !DILocation(line: 56, column: 29, scope: !158)
!181 = !DILocation(line: 56, column: 5, scope: !158)
!182 = distinct !{!182, !160, !183, !131}
!183 = !DILocation(line: 58, column: 29, scope: !154)
!184 = !DILocalVariable(name: "k", scope: !185, file: !2, line: 59, type: !75)
!185 = distinct !DILexicalBlock(scope: !72, file: !2, line: 59, column: 5)
!186 = !DILocation(line: 59, column: 14, scope: !185)
!187 = !DILocation(line: 59, column: 10, scope: !185)
!188 = !DILocation(line: 59, column: 21, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !2, line: 59, column: 5)
!190 = !DILocation(line: 59, column: 23, scope: !189)
!191 = !DILocation(line: 59, column: 5, scope: !185)
!192 = !DILocation(line: 60, column: 38, scope: !193)
!193 = distinct !DILexicalBlock(scope: !189, file: !2, line: 59, column: 33)
!194 = !DILocation(line: 60, column: 59, scope: !193)
!195 = !DILocation(line: 60, column: 62, scope: !193)
!196 = !DILocation(line: 60, column: 9, scope: !193)
!197 = !DILocalVariable(name: "i", scope: !198, file: !2, line: 61, type: !75)
!198 = distinct !DILexicalBlock(scope: !193, file: !2, line: 61, column: 9)
!199 = !DILocation(line: 61, column: 18, scope: !198)
!200 = !DILocation(line: 61, column: 14, scope: !198)
!201 = !DILocation(line: 61, column: 25, scope: !202)
!202 = distinct !DILexicalBlock(scope: !198, file: !2, line: 61, column: 9)
!203 = !DILocation(line: 61, column: 27, scope: !202)
!204 = !DILocation(line: 61, column: 9, scope: !198)
!205 = !DILocalVariable(name: "j", scope: !206, file: !2, line: 62, type: !75)
!206 = distinct !DILexicalBlock(scope: !202, file: !2, line: 62, column: 13)
!207 = !DILocation(line: 62, column: 22, scope: !206)
!208 = !DILocation(line: 62, column: 18, scope: !206)
!209 = !DILocation(line: 62, column: 29, scope: !210)
!210 = distinct !DILexicalBlock(scope: !206, file: !2, line: 62, column: 13)
!211 = !DILocation(line: 62, column: 31, scope: !210)
!212 = !DILocation(line: 62, column: 13, scope: !206)
!213 = !DILocation(line: 63, column: 29, scope: !210)
!214 = !DILocation(line: 63, column: 27, scope: !210)
!215 = !DILocation(line: 63, column: 32, scope: !210)
!216 = !DILocation(line: 63, column: 19, scope: !210)
!217 = !DILocation(line: 63, column: 17, scope: !210)
!218 = !DILocation(line: 63, column: 22, scope: !210)
!219 = !DILocation(line: 63, column: 25, scope: !210)
!220 = !DILocation(line: 62, column: 37, scope: !210)
!221 = !DILocation(line: 62, column: 13, scope: !210)
!222 = distinct !{!222, !212, !223, !131}
!223 = !DILocation(line: 63, column: 33, scope: !206)
!224 = !DILocation(line: 61, column: 33, scope: !202)
!225 = !DILocation(line: 61, column: 9, scope: !202)
!226 = distinct !{!226, !204, !227, !131}
!227 = !DILocation(line: 63, column: 33, scope: !198)
!228 = !DILocation(line: 64, column: 5, scope: !193)
!229 = !DILocation(line: 59, column: 29, scope: !189)
!230 = !DILocation(line: 59, column: 5, scope: !189)
!231 = distinct !{!231, !191, !232, !131}
!232 = !DILocation(line: 64, column: 5, scope: !185)
!233 = !DILocation(line: 65, column: 40, scope: !72)
!234 = !DILocation(line: 65, column: 5, scope: !72)
!235 = !DILocalVariable(name: "pas", scope: !72, file: !2, line: 67, type: !236)
!236 = !DICompositeType(tag: DW_TAG_array_type, baseType: !237, size: 102400, elements: !238)
!237 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!238 = !{!239, !239}
!239 = !DISubrange(count: 40)
!240 = !DILocation(line: 67, column: 24, scope: !72)
!241 = !DILocalVariable(name: "i", scope: !242, file: !2, line: 68, type: !75)
!242 = distinct !DILexicalBlock(scope: !72, file: !2, line: 68, column: 5)
!243 = !DILocation(line: 68, column: 14, scope: !242)
!244 = !DILocation(line: 68, column: 10, scope: !242)
!245 = !DILocation(line: 68, column: 21, scope: !246)
!246 = distinct !DILexicalBlock(scope: !242, file: !2, line: 68, column: 5)
!247 = !DILocation(line: 68, column: 23, scope: !246)
!248 = !DILocation(line: 68, column: 5, scope: !242)
!249 = !DILocation(line: 69, column: 13, scope: !250)
!250 = distinct !DILexicalBlock(scope: !246, file: !2, line: 68, column: 34)
!251 = !DILocation(line: 69, column: 9, scope: !250)
!252 = !DILocation(line: 69, column: 19, scope: !250)
!253 = !DILocalVariable(name: "j", scope: !254, file: !2, line: 70, type: !75)
!254 = distinct !DILexicalBlock(scope: !250, file: !2, line: 70, column: 9)
!255 = !DILocation(line: 70, column: 18, scope: !254)
!256 = !DILocation(line: 70, column: 14, scope: !254)
!257 = !DILocation(line: 70, column: 25, scope: !258)
!258 = distinct !DILexicalBlock(scope: !254, file: !2, line: 70, column: 9)
!259 = !DILocation(line: 70, column: 30, scope: !258)
!260 = !DILocation(line: 70, column: 27, scope: !258)
!261 = !DILocation(line: 70, column: 9, scope: !254)
!262 = !DILocation(line: 71, column: 29, scope: !258)
!263 = !DILocation(line: 71, column: 31, scope: !258)
!264 = !DILocation(line: 71, column: 25, scope: !258)
!265 = !DILocation(line: 71, column: 36, scope: !258)
!266 = !DILocation(line: 71, column: 38, scope: !258)
!267 = !DILocation(line: 71, column: 49, scope: !258)
!268 = !DILocation(line: 71, column: 51, scope: !258)
!269 = !DILocation(line: 71, column: 45, scope: !258)
!270 = !DILocation(line: 71, column: 56, scope: !258)
!271 = !DILocation(line: 71, column: 43, scope: !258)
!272 = !DILocation(line: 71, column: 17, scope: !258)
!273 = !DILocation(line: 71, column: 13, scope: !258)
!274 = !DILocation(line: 71, column: 20, scope: !258)
!275 = !DILocation(line: 71, column: 23, scope: !258)
!276 = !DILocation(line: 70, column: 34, scope: !258)
!277 = !DILocation(line: 70, column: 9, scope: !258)
!278 = distinct !{!278, !261, !279, !131}
!279 = !DILocation(line: 71, column: 57, scope: !254)
!280 = !DILocation(line: 72, column: 5, scope: !250)
!281 = !DILocation(line: 68, column: 30, scope: !246)
!282 = !DILocation(line: 68, column: 5, scope: !246)
!283 = distinct !{!283, !248, !284, !131}
!284 = !DILocation(line: 72, column: 5, scope: !242)
!285 = !DILocalVariable(name: "i", scope: !286, file: !2, line: 73, type: !75)
!286 = distinct !DILexicalBlock(scope: !72, file: !2, line: 73, column: 5)
!287 = !DILocation(line: 73, column: 14, scope: !286)
!288 = !DILocation(line: 73, column: 10, scope: !286)
!289 = !DILocation(line: 73, column: 21, scope: !290)
!290 = distinct !DILexicalBlock(scope: !286, file: !2, line: 73, column: 5)
!291 = !DILocation(line: 73, column: 23, scope: !290)
!292 = !DILocation(line: 73, column: 5, scope: !286)
!293 = !DILocalVariable(name: "j", scope: !294, file: !2, line: 74, type: !75)
!294 = distinct !DILexicalBlock(scope: !295, file: !2, line: 74, column: 9)
!295 = distinct !DILexicalBlock(scope: !290, file: !2, line: 73, column: 34)
!296 = !DILocation(line: 74, column: 18, scope: !294)
!297 = !DILocation(line: 74, column: 14, scope: !294)
!298 = !DILocation(line: 74, column: 25, scope: !299)
!299 = distinct !DILexicalBlock(scope: !294, file: !2, line: 74, column: 9)
!300 = !DILocation(line: 74, column: 30, scope: !299)
!301 = !DILocation(line: 74, column: 27, scope: !299)
!302 = !DILocation(line: 74, column: 9, scope: !294)
!303 = !DILocation(line: 75, column: 33, scope: !299)
!304 = !DILocation(line: 75, column: 29, scope: !299)
!305 = !DILocation(line: 75, column: 36, scope: !299)
!306 = !DILocation(line: 75, column: 13, scope: !299)
!307 = !DILocation(line: 74, column: 34, scope: !299)
!308 = !DILocation(line: 74, column: 9, scope: !299)
!309 = distinct !{!309, !302, !310, !131}
!310 = !DILocation(line: 75, column: 38, scope: !294)
!311 = !DILocation(line: 76, column: 9, scope: !295)
!312 = !DILocation(line: 77, column: 5, scope: !295)
!313 = !DILocation(line: 73, column: 30, scope: !290)
!314 = !DILocation(line: 73, column: 5, scope: !290)
!315 = distinct !{!315, !292, !316, !131}
!316 = !DILocation(line: 77, column: 5, scope: !286)
!317 = !DILocation(line: 78, column: 45, scope: !72)
!318 = !DILocation(line: 78, column: 58, scope: !72)
!319 = !DILocation(line: 78, column: 5, scope: !72)
!320 = !DILocalVariable(name: "grid", scope: !72, file: !2, line: 80, type: !321)
!321 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 2016, elements: !322)
!322 = !{!323, !324}
!323 = !DISubrange(count: 7)
!324 = !DISubrange(count: 9)
!325 = !DILocation(line: 80, column: 9, scope: !72)
!326 = !DILocalVariable(name: "top", scope: !72, file: !2, line: 81, type: !75)
!327 = !DILocation(line: 81, column: 9, scope: !72)
!328 = !DILocalVariable(name: "bot", scope: !72, file: !2, line: 81, type: !75)
!329 = !DILocation(line: 81, column: 18, scope: !72)
!330 = !DILocalVariable(name: "left", scope: !72, file: !2, line: 81, type: !75)
!331 = !DILocation(line: 81, column: 27, scope: !72)
!332 = !DILocalVariable(name: "right", scope: !72, file: !2, line: 81, type: !75)
!333 = !DILocation(line: 81, column: 37, scope: !72)
!334 = !DILocalVariable(name: "v", scope: !72, file: !2, line: 81, type: !75)
!335 = !DILocation(line: 81, column: 48, scope: !72)
!336 = !DILocation(line: 82, column: 5, scope: !72)
!337 = !DILocation(line: 82, column: 12, scope: !72)
!338 = !DILocation(line: 82, column: 19, scope: !72)
!339 = !DILocation(line: 82, column: 16, scope: !72)
!340 = !DILocation(line: 82, column: 23, scope: !72)
!341 = !DILocation(line: 82, column: 26, scope: !72)
!342 = !DILocation(line: 82, column: 34, scope: !72)
!343 = !DILocation(line: 82, column: 31, scope: !72)
!344 = !DILocation(line: 0, scope: !72)
!345 = !DILocalVariable(name: "j", scope: !346, file: !2, line: 83, type: !75)
!346 = distinct !DILexicalBlock(scope: !347, file: !2, line: 83, column: 9)
!347 = distinct !DILexicalBlock(scope: !72, file: !2, line: 82, column: 41)
!348 = !DILocation(line: 83, column: 18, scope: !346)
!349 = !DILocation(line: 83, column: 22, scope: !346)
!350 = !DILocation(line: 83, column: 14, scope: !346)
!351 = !DILocation(line: 83, column: 28, scope: !352)
!352 = distinct !DILexicalBlock(scope: !346, file: !2, line: 83, column: 9)
!353 = !DILocation(line: 83, column: 33, scope: !352)
!354 = !DILocation(line: 83, column: 30, scope: !352)
!355 = !DILocation(line: 83, column: 9, scope: !346)
!356 = !DILocation(line: 83, column: 61, scope: !352)
!357 = !DILocation(line: 83, column: 50, scope: !352)
!358 = !DILocation(line: 83, column: 45, scope: !352)
!359 = !DILocation(line: 83, column: 55, scope: !352)
!360 = !DILocation(line: 83, column: 58, scope: !352)
!361 = !DILocation(line: 83, column: 41, scope: !352)
!362 = !DILocation(line: 83, column: 9, scope: !352)
!363 = distinct !{!363, !355, !364, !131}
!364 = !DILocation(line: 83, column: 61, scope: !346)
!365 = !DILocation(line: 84, column: 12, scope: !347)
!366 = !DILocalVariable(name: "i", scope: !367, file: !2, line: 85, type: !75)
!367 = distinct !DILexicalBlock(scope: !347, file: !2, line: 85, column: 9)
!368 = !DILocation(line: 85, column: 18, scope: !367)
!369 = !DILocation(line: 85, column: 22, scope: !367)
!370 = !DILocation(line: 85, column: 14, scope: !367)
!371 = !DILocation(line: 85, column: 27, scope: !372)
!372 = distinct !DILexicalBlock(scope: !367, file: !2, line: 85, column: 9)
!373 = !DILocation(line: 85, column: 32, scope: !372)
!374 = !DILocation(line: 85, column: 29, scope: !372)
!375 = !DILocation(line: 85, column: 9, scope: !367)
!376 = !DILocation(line: 85, column: 60, scope: !372)
!377 = !DILocation(line: 85, column: 47, scope: !372)
!378 = !DILocation(line: 85, column: 42, scope: !372)
!379 = !DILocation(line: 85, column: 50, scope: !372)
!380 = !DILocation(line: 85, column: 57, scope: !372)
!381 = !DILocation(line: 85, column: 38, scope: !372)
!382 = !DILocation(line: 85, column: 9, scope: !372)
!383 = distinct !{!383, !375, !384, !131}
!384 = !DILocation(line: 85, column: 60, scope: !367)
!385 = !DILocation(line: 86, column: 14, scope: !347)
!386 = !DILocation(line: 87, column: 13, scope: !387)
!387 = distinct !DILexicalBlock(scope: !347, file: !2, line: 87, column: 13)
!388 = !DILocation(line: 87, column: 20, scope: !387)
!389 = !DILocation(line: 87, column: 17, scope: !387)
!390 = !DILocation(line: 87, column: 13, scope: !347)
!391 = !DILocalVariable(name: "j", scope: !392, file: !2, line: 88, type: !75)
!392 = distinct !DILexicalBlock(scope: !393, file: !2, line: 88, column: 13)
!393 = distinct !DILexicalBlock(scope: !387, file: !2, line: 87, column: 25)
!394 = !DILocation(line: 88, column: 22, scope: !392)
!395 = !DILocation(line: 88, column: 26, scope: !392)
!396 = !DILocation(line: 88, column: 18, scope: !392)
!397 = !DILocation(line: 88, column: 33, scope: !398)
!398 = distinct !DILexicalBlock(scope: !392, file: !2, line: 88, column: 13)
!399 = !DILocation(line: 88, column: 38, scope: !398)
!400 = !DILocation(line: 88, column: 35, scope: !398)
!401 = !DILocation(line: 88, column: 13, scope: !392)
!402 = !DILocation(line: 88, column: 65, scope: !398)
!403 = !DILocation(line: 88, column: 54, scope: !398)
!404 = !DILocation(line: 88, column: 49, scope: !398)
!405 = !DILocation(line: 88, column: 59, scope: !398)
!406 = !DILocation(line: 88, column: 62, scope: !398)
!407 = !DILocation(line: 88, column: 45, scope: !398)
!408 = !DILocation(line: 88, column: 13, scope: !398)
!409 = distinct !{!409, !401, !410, !131}
!410 = !DILocation(line: 88, column: 65, scope: !392)
!411 = !DILocation(line: 89, column: 16, scope: !393)
!412 = !DILocation(line: 90, column: 9, scope: !393)
!413 = !DILocation(line: 91, column: 13, scope: !414)
!414 = distinct !DILexicalBlock(scope: !347, file: !2, line: 91, column: 13)
!415 = !DILocation(line: 91, column: 21, scope: !414)
!416 = !DILocation(line: 91, column: 18, scope: !414)
!417 = !DILocation(line: 91, column: 13, scope: !347)
!418 = !DILocalVariable(name: "i", scope: !419, file: !2, line: 92, type: !75)
!419 = distinct !DILexicalBlock(scope: !420, file: !2, line: 92, column: 13)
!420 = distinct !DILexicalBlock(scope: !414, file: !2, line: 91, column: 28)
!421 = !DILocation(line: 92, column: 22, scope: !419)
!422 = !DILocation(line: 92, column: 26, scope: !419)
!423 = !DILocation(line: 92, column: 18, scope: !419)
!424 = !DILocation(line: 92, column: 31, scope: !425)
!425 = distinct !DILexicalBlock(scope: !419, file: !2, line: 92, column: 13)
!426 = !DILocation(line: 92, column: 36, scope: !425)
!427 = !DILocation(line: 92, column: 33, scope: !425)
!428 = !DILocation(line: 92, column: 13, scope: !419)
!429 = !DILocation(line: 92, column: 63, scope: !425)
!430 = !DILocation(line: 92, column: 51, scope: !425)
!431 = !DILocation(line: 92, column: 46, scope: !425)
!432 = !DILocation(line: 92, column: 54, scope: !425)
!433 = !DILocation(line: 92, column: 60, scope: !425)
!434 = !DILocation(line: 92, column: 42, scope: !425)
!435 = !DILocation(line: 92, column: 13, scope: !425)
!436 = distinct !{!436, !428, !437, !131}
!437 = !DILocation(line: 92, column: 63, scope: !419)
!438 = !DILocation(line: 93, column: 17, scope: !420)
!439 = !DILocation(line: 94, column: 9, scope: !420)
!440 = distinct !{!440, !336, !441, !131}
!441 = !DILocation(line: 95, column: 5, scope: !72)
!442 = !DILocalVariable(name: "i", scope: !443, file: !2, line: 96, type: !75)
!443 = distinct !DILexicalBlock(scope: !72, file: !2, line: 96, column: 5)
!444 = !DILocation(line: 96, column: 14, scope: !443)
!445 = !DILocation(line: 96, column: 10, scope: !443)
!446 = !DILocation(line: 96, column: 21, scope: !447)
!447 = distinct !DILexicalBlock(scope: !443, file: !2, line: 96, column: 5)
!448 = !DILocation(line: 96, column: 23, scope: !447)
!449 = !DILocation(line: 96, column: 5, scope: !443)
!450 = !DILocalVariable(name: "j", scope: !451, file: !2, line: 97, type: !75)
!451 = distinct !DILexicalBlock(scope: !452, file: !2, line: 97, column: 9)
!452 = distinct !DILexicalBlock(scope: !447, file: !2, line: 96, column: 33)
!453 = !DILocation(line: 97, column: 18, scope: !451)
!454 = !DILocation(line: 97, column: 14, scope: !451)
!455 = !DILocation(line: 97, column: 25, scope: !456)
!456 = distinct !DILexicalBlock(scope: !451, file: !2, line: 97, column: 9)
!457 = !DILocation(line: 97, column: 27, scope: !456)
!458 = !DILocation(line: 97, column: 9, scope: !451)
!459 = !DILocation(line: 98, column: 32, scope: !456)
!460 = !DILocation(line: 98, column: 27, scope: !456)
!461 = !DILocation(line: 98, column: 35, scope: !456)
!462 = !DILocation(line: 98, column: 13, scope: !456)
!463 = !DILocation(line: 97, column: 33, scope: !456)
!464 = !DILocation(line: 97, column: 9, scope: !456)
!465 = distinct !{!465, !458, !466, !131}
!466 = !DILocation(line: 98, column: 37, scope: !451)
!467 = !DILocation(line: 99, column: 9, scope: !452)
!468 = !DILocation(line: 100, column: 5, scope: !452)
!469 = !DILocation(line: 96, column: 29, scope: !447)
!470 = !DILocation(line: 96, column: 5, scope: !447)
!471 = distinct !{!471, !449, !472, !131}
!472 = !DILocation(line: 100, column: 5, scope: !443)
!473 = !DILocalVariable(name: "cube", scope: !72, file: !2, line: 102, type: !474)
!474 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 960, elements: !475)
!475 = !{!476, !6, !54}
!476 = !DISubrange(count: 3)
!477 = !DILocation(line: 102, column: 11, scope: !72)
!478 = !DILocalVariable(name: "i", scope: !479, file: !2, line: 103, type: !75)
!479 = distinct !DILexicalBlock(scope: !72, file: !2, line: 103, column: 5)
!480 = !DILocation(line: 103, column: 14, scope: !479)
!481 = !DILocation(line: 103, column: 10, scope: !479)
!482 = !DILocation(line: 103, column: 21, scope: !483)
!483 = distinct !DILexicalBlock(scope: !479, file: !2, line: 103, column: 5)
!484 = !DILocation(line: 103, column: 23, scope: !483)
!485 = !DILocation(line: 103, column: 5, scope: !479)
!486 = !DILocalVariable(name: "j", scope: !487, file: !2, line: 104, type: !75)
!487 = distinct !DILexicalBlock(scope: !483, file: !2, line: 104, column: 9)
!488 = !DILocation(line: 104, column: 18, scope: !487)
!489 = !DILocation(line: 104, column: 14, scope: !487)
!490 = !DILocation(line: 104, column: 25, scope: !491)
!491 = distinct !DILexicalBlock(scope: !487, file: !2, line: 104, column: 9)
!492 = !DILocation(line: 104, column: 27, scope: !491)
!493 = !DILocation(line: 104, column: 9, scope: !487)
!494 = !DILocalVariable(name: "k", scope: !495, file: !2, line: 105, type: !75)
!495 = distinct !DILexicalBlock(scope: !491, file: !2, line: 105, column: 13)
!496 = !DILocation(line: 105, column: 22, scope: !495)
!497 = !DILocation(line: 105, column: 18, scope: !495)
!498 = !DILocation(line: 105, column: 29, scope: !499)
!499 = distinct !DILexicalBlock(scope: !495, file: !2, line: 105, column: 13)
!500 = !DILocation(line: 105, column: 31, scope: !499)
!501 = !DILocation(line: 105, column: 13, scope: !495)
!502 = !DILocation(line: 106, column: 41, scope: !499)
!503 = !DILocation(line: 106, column: 43, scope: !499)
!504 = !DILocation(line: 106, column: 51, scope: !499)
!505 = !DILocation(line: 106, column: 53, scope: !499)
!506 = !DILocation(line: 106, column: 49, scope: !499)
!507 = !DILocation(line: 106, column: 60, scope: !499)
!508 = !DILocation(line: 106, column: 58, scope: !499)
!509 = !DILocation(line: 106, column: 33, scope: !499)
!510 = !DILocation(line: 106, column: 22, scope: !499)
!511 = !DILocation(line: 106, column: 17, scope: !499)
!512 = !DILocation(line: 106, column: 25, scope: !499)
!513 = !DILocation(line: 106, column: 28, scope: !499)
!514 = !DILocation(line: 106, column: 31, scope: !499)
!515 = !DILocation(line: 105, column: 37, scope: !499)
!516 = !DILocation(line: 105, column: 13, scope: !499)
!517 = distinct !{!517, !501, !518, !131}
!518 = !DILocation(line: 106, column: 61, scope: !495)
!519 = !DILocation(line: 104, column: 33, scope: !491)
!520 = !DILocation(line: 104, column: 9, scope: !491)
!521 = distinct !{!521, !493, !522, !131}
!522 = !DILocation(line: 106, column: 61, scope: !487)
!523 = !DILocation(line: 103, column: 29, scope: !483)
!524 = !DILocation(line: 103, column: 5, scope: !483)
!525 = distinct !{!525, !485, !526, !131}
!526 = !DILocation(line: 106, column: 61, scope: !479)
!527 = !DILocalVariable(name: "flat", scope: !72, file: !2, line: 107, type: !528)
!528 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !529, size: 32)
!529 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!530 = !DILocation(line: 107, column: 18, scope: !72)
!531 = !DILocation(line: 107, column: 26, scope: !72)
!532 = !DILocalVariable(name: "s", scope: !72, file: !2, line: 108, type: !60)
!533 = !DILocation(line: 108, column: 10, scope: !72)
!534 = !DILocalVariable(name: "i", scope: !535, file: !2, line: 109, type: !75)
!535 = distinct !DILexicalBlock(scope: !72, file: !2, line: 109, column: 5)
!536 = !DILocation(line: 109, column: 14, scope: !535)
!537 = !DILocation(line: 109, column: 10, scope: !535)
!538 = !DILocation(line: 109, column: 21, scope: !539)
!539 = distinct !DILexicalBlock(scope: !535, file: !2, line: 109, column: 5)
!540 = !DILocation(line: 109, column: 23, scope: !539)
!541 = !DILocation(line: 109, column: 5, scope: !535)
!542 = !DILocation(line: 110, column: 14, scope: !539)
!543 = !DILocation(line: 110, column: 19, scope: !539)
!544 = !DILocation(line: 110, column: 25, scope: !539)
!545 = !DILocation(line: 110, column: 27, scope: !539)
!546 = !DILocation(line: 110, column: 31, scope: !539)
!547 = !DILocation(line: 110, column: 22, scope: !539)
!548 = !DILocation(line: 110, column: 11, scope: !539)
!549 = !DILocation(line: 110, column: 9, scope: !539)
!550 = !DILocation(line: 109, column: 30, scope: !539)
!551 = !DILocation(line: 109, column: 5, scope: !539)
!552 = distinct !{!552, !541, !553, !131}
!553 = !DILocation(line: 110, column: 34, scope: !535)
!554 = !DILocation(line: 111, column: 59, scope: !72)
!555 = !DILocation(line: 111, column: 62, scope: !72)
!556 = !DILocation(line: 111, column: 77, scope: !72)
!557 = !DILocation(line: 111, column: 5, scope: !72)
!558 = !DILocalVariable(name: "words", scope: !72, file: !2, line: 113, type: !559)
!559 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !560)
!560 = !{!54, !42}
!561 = !DILocation(line: 113, column: 10, scope: !72)
!562 = !DILocalVariable(name: "i", scope: !563, file: !2, line: 114, type: !75)
!563 = distinct !DILexicalBlock(scope: !72, file: !2, line: 114, column: 5)
!564 = !DILocation(line: 114, column: 14, scope: !563)
!565 = !DILocation(line: 114, column: 10, scope: !563)
!566 = !DILocation(line: 114, column: 21, scope: !567)
!567 = distinct !DILexicalBlock(scope: !563, file: !2, line: 114, column: 5)
!568 = !DILocation(line: 114, column: 23, scope: !567)
!569 = !DILocation(line: 114, column: 5, scope: !563)
!570 = !DILocalVariable(name: "len", scope: !571, file: !2, line: 115, type: !75)
!571 = distinct !DILexicalBlock(scope: !567, file: !2, line: 114, column: 33)
!572 = !DILocation(line: 115, column: 13, scope: !571)
!573 = !DILocation(line: 116, column: 9, scope: !571)
!574 = !DILocation(line: 116, column: 22, scope: !571)
!575 = !DILocation(line: 116, column: 16, scope: !571)
!576 = !DILocation(line: 116, column: 25, scope: !571)
!577 = !DILocation(line: 117, column: 16, scope: !571)
!578 = distinct !{!578, !573, !577, !131}
!579 = !DILocation(line: 118, column: 36, scope: !571)
!580 = !DILocation(line: 118, column: 30, scope: !571)
!581 = !DILocation(line: 118, column: 42, scope: !571)
!582 = !DILocation(line: 118, column: 23, scope: !571)
!583 = !DILocation(line: 118, column: 15, scope: !571)
!584 = !DILocation(line: 118, column: 9, scope: !571)
!585 = !DILocation(line: 118, column: 21, scope: !571)
!586 = !DILocation(line: 119, column: 33, scope: !571)
!587 = !DILocation(line: 119, column: 27, scope: !571)
!588 = !DILocation(line: 119, column: 37, scope: !571)
!589 = !DILocation(line: 119, column: 9, scope: !571)
!590 = !DILocation(line: 120, column: 5, scope: !571)
!591 = !DILocation(line: 114, column: 29, scope: !567)
!592 = !DILocation(line: 114, column: 5, scope: !567)
!593 = distinct !{!593, !569, !594, !131}
!594 = !DILocation(line: 120, column: 5, scope: !563)
!595 = !DILocation(line: 121, column: 5, scope: !72)
!596 = !DILocation(line: 122, column: 5, scope: !72)
!597 = distinct !DISubprogram(name: "mat_mul", scope: !2, file: !2, line: 7, type: !598, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !55, retainedNodes: !76)
!598 = !DISubroutineType(types: !599)
!599 = !{null, !75, !57, !57, !600}
!600 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !601, size: 32)
!601 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 192, elements: !19)
!602 = !DILocalVariable(name: "n", arg: 1, scope: !597, file: !2, line: 7, type: !75)
!603 = !DILocation(line: 7, column: 25, scope: !597)
!604 = !DILocalVariable(name: "a", arg: 2, scope: !597, file: !2, line: 7, type: !57)
!605 = !DILocation(line: 7, column: 39, scope: !597)
!606 = !DILocalVariable(name: "b", arg: 3, scope: !597, file: !2, line: 7, type: !57)
!607 = !DILocation(line: 7, column: 58, scope: !597)
!608 = !DILocalVariable(name: "c", arg: 4, scope: !597, file: !2, line: 7, type: !600)
!609 = !DILocation(line: 7, column: 71, scope: !597)
!610 = !DILocalVariable(name: "i", scope: !611, file: !2, line: 8, type: !75)
!611 = distinct !DILexicalBlock(scope: !597, file: !2, line: 8, column: 5)
!612 = !DILocation(line: 8, column: 14, scope: !611)
!613 = !DILocation(line: 8, column: 10, scope: !611)
!614 = !DILocation(line: 8, column: 21, scope: !615)
!615 = distinct !DILexicalBlock(scope: !611, file: !2, line: 8, column: 5)
!616 = !DILocation(line: 8, column: 25, scope: !615)
!617 = !DILocation(line: 8, column: 23, scope: !615)
!618 = !DILocation(line: 8, column: 5, scope: !611)
!619 = !DILocalVariable(name: "j", scope: !620, file: !2, line: 9, type: !75)
!620 = distinct !DILexicalBlock(scope: !615, file: !2, line: 9, column: 9)
!621 = !DILocation(line: 9, column: 18, scope: !620)
!622 = !DILocation(line: 9, column: 14, scope: !620)
!623 = !DILocation(line: 9, column: 25, scope: !624)
!624 = distinct !DILexicalBlock(scope: !620, file: !2, line: 9, column: 9)
!625 = !DILocation(line: 9, column: 29, scope: !624)
!626 = !DILocation(line: 9, column: 27, scope: !624)
!627 = !DILocation(line: 9, column: 9, scope: !620)
!628 = !DILocalVariable(name: "s", scope: !629, file: !2, line: 10, type: !60)
!629 = distinct !DILexicalBlock(scope: !624, file: !2, line: 9, column: 37)
!630 = !DILocation(line: 10, column: 18, scope: !629)
!631 = !DILocalVariable(name: "k", scope: !632, file: !2, line: 11, type: !75)
!632 = distinct !DILexicalBlock(scope: !629, file: !2, line: 11, column: 13)
!633 = !DILocation(line: 11, column: 22, scope: !632)
!634 = !DILocation(line: 11, column: 18, scope: !632)
!635 = !DILocation(line: 11, column: 29, scope: !636)
!636 = distinct !DILexicalBlock(scope: !632, file: !2, line: 11, column: 13)
!637 = !DILocation(line: 11, column: 33, scope: !636)
!638 = !DILocation(line: 11, column: 31, scope: !636)
!639 = !DILocation(line: 11, column: 13, scope: !632)
!640 = !DILocation(line: 12, column: 22, scope: !636)
!641 = !DILocation(line: 12, column: 24, scope: !636)
!642 = !DILocation(line: 12, column: 27, scope: !636)
!643 = !DILocation(line: 12, column: 32, scope: !636)
!644 = !DILocation(line: 12, column: 34, scope: !636)
!645 = !DILocation(line: 12, column: 37, scope: !636)
!646 = !DILocation(line: 12, column: 30, scope: !636)
!647 = !DILocation(line: 12, column: 19, scope: !636)
!648 = !DILocation(line: 12, column: 17, scope: !636)
!649 = !DILocation(line: 11, column: 37, scope: !636)
!650 = !DILocation(line: 11, column: 13, scope: !636)
!651 = distinct !{!651, !639, !652, !131}
!652 = !DILocation(line: 12, column: 38, scope: !632)
!653 = !DILocation(line: 13, column: 23, scope: !629)
!654 = !DILocation(line: 13, column: 13, scope: !629)
!655 = !DILocation(line: 13, column: 15, scope: !629)
!656 = !DILocation(line: 13, column: 18, scope: !629)
!657 = !DILocation(line: 13, column: 21, scope: !629)
!658 = !DILocation(line: 14, column: 9, scope: !629)
!659 = !DILocation(line: 9, column: 33, scope: !624)
!660 = !DILocation(line: 9, column: 9, scope: !624)
!661 = distinct !{!661, !627, !662, !131}
!662 = !DILocation(line: 14, column: 9, scope: !620)
!663 = !DILocation(line: 8, column: 29, scope: !615)
!664 = !DILocation(line: 8, column: 5, scope: !615)
!665 = distinct !{!665, !618, !666, !131}
!666 = !DILocation(line: 14, column: 9, scope: !611)
!667 = !DILocation(line: 15, column: 1, scope: !597)
!668 = distinct !DISubprogram(name: "print_mat", scope: !2, file: !2, line: 33, type: !669, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !55, retainedNodes: !76)
!669 = !DISubroutineType(types: !670)
!670 = !{null, !671, !57}
!671 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !672, size: 32)
!672 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!673 = !DILocalVariable(name: "lbl", arg: 1, scope: !668, file: !2, line: 33, type: !671)
!674 = !DILocation(line: 33, column: 35, scope: !668)
!675 = !DILocalVariable(name: "m", arg: 2, scope: !668, file: !2, line: 33, type: !57)
!676 = !DILocation(line: 33, column: 51, scope: !668)
!677 = !DILocation(line: 34, column: 20, scope: !668)
!678 = !DILocation(line: 34, column: 5, scope: !668)
!679 = !DILocalVariable(name: "i", scope: !680, file: !2, line: 35, type: !75)
!680 = distinct !DILexicalBlock(scope: !668, file: !2, line: 35, column: 5)
!681 = !DILocation(line: 35, column: 14, scope: !680)
!682 = !DILocation(line: 35, column: 10, scope: !680)
!683 = !DILocation(line: 35, column: 21, scope: !684)
!684 = distinct !DILexicalBlock(scope: !680, file: !2, line: 35, column: 5)
!685 = !DILocation(line: 35, column: 23, scope: !684)
!686 = !DILocation(line: 35, column: 5, scope: !680)
!687 = !DILocalVariable(name: "j", scope: !688, file: !2, line: 36, type: !75)
!688 = distinct !DILexicalBlock(scope: !689, file: !2, line: 36, column: 9)
!689 = distinct !DILexicalBlock(scope: !684, file: !2, line: 35, column: 33)
!690 = !DILocation(line: 36, column: 18, scope: !688)
!691 = !DILocation(line: 36, column: 14, scope: !688)
!692 = !DILocation(line: 36, column: 25, scope: !693)
!693 = distinct !DILexicalBlock(scope: !688, file: !2, line: 36, column: 9)
!694 = !DILocation(line: 36, column: 27, scope: !693)
!695 = !DILocation(line: 36, column: 9, scope: !688)
!696 = !DILocation(line: 37, column: 28, scope: !693)
!697 = !DILocation(line: 37, column: 30, scope: !693)
!698 = !DILocation(line: 37, column: 33, scope: !693)
!699 = !DILocation(line: 37, column: 13, scope: !693)
!700 = !DILocation(line: 36, column: 33, scope: !693)
!701 = !DILocation(line: 36, column: 9, scope: !693)
!702 = distinct !{!702, !695, !703, !131}
!703 = !DILocation(line: 37, column: 35, scope: !688)
!704 = !DILocation(line: 38, column: 9, scope: !689)
!705 = !DILocation(line: 39, column: 5, scope: !689)
!706 = !DILocation(line: 35, column: 29, scope: !684)
!707 = !DILocation(line: 35, column: 5, scope: !684)
!708 = distinct !{!708, !686, !709, !131}
!709 = !DILocation(line: 39, column: 5, scope: !680)
!710 = !DILocation(line: 40, column: 1, scope: !668)
!711 = distinct !DISubprogram(name: "transpose", scope: !2, file: !2, line: 17, type: !712, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !55, retainedNodes: !76)
!712 = !DISubroutineType(types: !713)
!713 = !{null, !600}
!714 = !DILocalVariable(name: "m", arg: 1, scope: !711, file: !2, line: 17, type: !600)
!715 = !DILocation(line: 17, column: 28, scope: !711)
!716 = !DILocalVariable(name: "i", scope: !717, file: !2, line: 18, type: !75)
!717 = distinct !DILexicalBlock(scope: !711, file: !2, line: 18, column: 5)
!718 = !DILocation(line: 18, column: 14, scope: !717)
!719 = !DILocation(line: 18, column: 10, scope: !717)
!720 = !DILocation(line: 18, column: 21, scope: !721)
!721 = distinct !DILexicalBlock(scope: !717, file: !2, line: 18, column: 5)
!722 = !DILocation(line: 18, column: 23, scope: !721)
!723 = !DILocation(line: 18, column: 5, scope: !717)
!724 = !DILocalVariable(name: "j", scope: !725, file: !2, line: 19, type: !75)
!725 = distinct !DILexicalBlock(scope: !721, file: !2, line: 19, column: 9)
!726 = !DILocation(line: 19, column: 18, scope: !725)
!727 = !DILocation(line: 19, column: 22, scope: !725)
!728 = !DILocation(line: 19, column: 24, scope: !725)
!729 = !DILocation(line: 19, column: 14, scope: !725)
!730 = !DILocation(line: 19, column: 29, scope: !731)
!731 = distinct !DILexicalBlock(scope: !725, file: !2, line: 19, column: 9)
!732 = !DILocation(line: 19, column: 31, scope: !731)
!733 = !DILocation(line: 19, column: 9, scope: !725)
!734 = !DILocalVariable(name: "t", scope: !735, file: !2, line: 20, type: !60)
!735 = distinct !DILexicalBlock(scope: !731, file: !2, line: 19, column: 41)
!736 = !DILocation(line: 20, column: 18, scope: !735)
!737 = !DILocation(line: 20, column: 22, scope: !735)
!738 = !DILocation(line: 20, column: 24, scope: !735)
!739 = !DILocation(line: 20, column: 27, scope: !735)
!740 = !DILocation(line: 21, column: 23, scope: !735)
!741 = !DILocation(line: 21, column: 25, scope: !735)
!742 = !DILocation(line: 21, column: 28, scope: !735)
!743 = !DILocation(line: 21, column: 13, scope: !735)
!744 = !DILocation(line: 21, column: 15, scope: !735)
!745 = !DILocation(line: 21, column: 18, scope: !735)
!746 = !DILocation(line: 21, column: 21, scope: !735)
!747 = !DILocation(line: 22, column: 23, scope: !735)
!748 = !DILocation(line: 22, column: 13, scope: !735)
!749 = !DILocation(line: 22, column: 15, scope: !735)
!750 = !DILocation(line: 22, column: 18, scope: !735)
!751 = !DILocation(line: 22, column: 21, scope: !735)
!752 = !DILocation(line: 23, column: 9, scope: !735)
!753 = !DILocation(line: 19, column: 37, scope: !731)
!754 = !DILocation(line: 19, column: 9, scope: !731)
!755 = distinct !{!755, !733, !756, !131}
!756 = !DILocation(line: 23, column: 9, scope: !725)
!757 = !DILocation(line: 18, column: 29, scope: !721)
!758 = !DILocation(line: 18, column: 5, scope: !721)
!759 = distinct !{!759, !723, !760, !131}
!760 = !DILocation(line: 23, column: 9, scope: !717)
!761 = !DILocation(line: 24, column: 1, scope: !711)
!762 = distinct !DISubprogram(name: "trace", scope: !2, file: !2, line: 26, type: !763, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !55, retainedNodes: !76)
!763 = !DISubroutineType(types: !764)
!764 = !{!60, !57}
!765 = !DILocalVariable(name: "m", arg: 1, scope: !762, file: !2, line: 26, type: !57)
!766 = !DILocation(line: 26, column: 32, scope: !762)
!767 = !DILocalVariable(name: "t", scope: !762, file: !2, line: 27, type: !60)
!768 = !DILocation(line: 27, column: 10, scope: !762)
!769 = !DILocalVariable(name: "i", scope: !770, file: !2, line: 28, type: !75)
!770 = distinct !DILexicalBlock(scope: !762, file: !2, line: 28, column: 5)
!771 = !DILocation(line: 28, column: 14, scope: !770)
!772 = !DILocation(line: 28, column: 10, scope: !770)
!773 = !DILocation(line: 28, column: 21, scope: !774)
!774 = distinct !DILexicalBlock(scope: !770, file: !2, line: 28, column: 5)
!775 = !DILocation(line: 28, column: 23, scope: !774)
!776 = !DILocation(line: 28, column: 5, scope: !770)
!777 = !DILocation(line: 29, column: 14, scope: !774)
!778 = !DILocation(line: 29, column: 16, scope: !774)
!779 = !DILocation(line: 29, column: 19, scope: !774)
!780 = !DILocation(line: 29, column: 11, scope: !774)
!781 = !DILocation(line: 29, column: 9, scope: !774)
!782 = !DILocation(line: 28, column: 29, scope: !774)
!783 = !DILocation(line: 28, column: 5, scope: !774)
!784 = distinct !{!784, !776, !785, !131}
!785 = !DILocation(line: 29, column: 20, scope: !770)
!786 = !DILocation(line: 30, column: 12, scope: !762)
!787 = !DILocation(line: 30, column: 5, scope: !762)
