; ModuleID = 'arrays2d.c'
source_filename = "arrays2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"a*b\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"transposed\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"trace=%ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"b^5\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [6 x i8] c"%llu \00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [29 x i8] c"C(39,19)=%llu C(30,15)=%llu\0A\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [4 x i8] c"%3d\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [43 x i8] c"cube sum=%ld cube[2][3][4]=%d flat[37]=%d\0A\00", align 1, !dbg !33
@__const.main.words = private unnamed_addr constant [5 x [8 x i8]] [[8 x i8] c"alpha\00\00\00", [8 x i8] c"beta\00\00\00\00", [8 x i8] c"gamma\00\00\00", [8 x i8] c"delta\00\00\00", [8 x i8] c"eps\00\00\00\00\00"], align 16
@.str.9 = private unnamed_addr constant [8 x i8] c"%s(%d) \00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [27 x i8] c"\0Asizeof words=%zu row=%zu\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [5 x i8] c"%8ld\00", align 1, !dbg !50

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !71 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x [6 x i64]], align 16
  %3 = alloca [6 x [6 x i64]], align 16
  %4 = alloca [6 x [6 x i64]], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [6 x [6 x i64]], align 16
  %8 = alloca [6 x [6 x i64]], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [40 x [40 x i64]], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [7 x [9 x i32]], align 16
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
  %31 = alloca [3 x [4 x [5 x i16]]], align 16
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca ptr, align 8
  %36 = alloca i64, align 8
  %37 = alloca i32, align 4
  %38 = alloca [5 x [8 x i8]], align 16
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !76, !DIExpression(), !79)
    #dbg_declare(ptr %3, !80, !DIExpression(), !81)
    #dbg_declare(ptr %4, !82, !DIExpression(), !83)
    #dbg_declare(ptr %5, !84, !DIExpression(), !86)
  store i32 0, ptr %5, align 4, !dbg !86
  br label %41, !dbg !87

41:                                               ; preds = %84, %0
  %42 = load i32, ptr %5, align 4, !dbg !88
  %43 = icmp slt i32 %42, 6, !dbg !90
  br i1 %43, label %44, label %87, !dbg !91

44:                                               ; preds = %41
    #dbg_declare(ptr %6, !92, !DIExpression(), !94)
  store i32 0, ptr %6, align 4, !dbg !94
  br label %45, !dbg !95

45:                                               ; preds = %80, %44
  %46 = load i32, ptr %6, align 4, !dbg !96
  %47 = icmp slt i32 %46, 6, !dbg !98
  br i1 %47, label %48, label %83, !dbg !99

48:                                               ; preds = %45
  %49 = load i32, ptr %5, align 4, !dbg !100
  %50 = add nsw i32 %49, 1, !dbg !102
  %51 = load i32, ptr %6, align 4, !dbg !103
  %52 = add nsw i32 %51, 2, !dbg !104
  %53 = mul nsw i32 %50, %52, !dbg !105
  %54 = srem i32 %53, 7, !dbg !106
  %55 = sub nsw i32 %54, 3, !dbg !107
  %56 = sext i32 %55 to i64, !dbg !108
  %57 = load i32, ptr %5, align 4, !dbg !109
  %58 = sext i32 %57 to i64, !dbg !110
  %59 = getelementptr inbounds [6 x [6 x i64]], ptr %2, i64 0, i64 %58, !dbg !110
  %60 = load i32, ptr %6, align 4, !dbg !111
  %61 = sext i32 %60 to i64, !dbg !110
  %62 = getelementptr inbounds [6 x i64], ptr %59, i64 0, i64 %61, !dbg !110
  store i64 %56, ptr %62, align 8, !dbg !112
  %63 = load i32, ptr %5, align 4, !dbg !113
  %64 = load i32, ptr %6, align 4, !dbg !114
  %65 = icmp eq i32 %63, %64, !dbg !115
  %66 = zext i1 %65 to i32, !dbg !115
  %67 = mul nsw i32 %66, 2, !dbg !116
  %68 = load i32, ptr %5, align 4, !dbg !117
  %69 = load i32, ptr %6, align 4, !dbg !118
  %70 = add nsw i32 %68, %69, !dbg !119
  %71 = srem i32 %70, 3, !dbg !120
  %72 = add nsw i32 %67, %71, !dbg !121
  %73 = sext i32 %72 to i64, !dbg !122
  %74 = load i32, ptr %5, align 4, !dbg !123
  %75 = sext i32 %74 to i64, !dbg !124
  %76 = getelementptr inbounds [6 x [6 x i64]], ptr %3, i64 0, i64 %75, !dbg !124
  %77 = load i32, ptr %6, align 4, !dbg !125
  %78 = sext i32 %77 to i64, !dbg !124
  %79 = getelementptr inbounds [6 x i64], ptr %76, i64 0, i64 %78, !dbg !124
  store i64 %73, ptr %79, align 8, !dbg !126
  br label %80, !dbg !127

80:                                               ; preds = %48
  %81 = load i32, ptr %6, align 4, !dbg !128
  %82 = add nsw i32 %81, 1, !dbg !128
  store i32 %82, ptr %6, align 4, !dbg !128
  br label %45, !dbg !129, !llvm.loop !130

83:                                               ; preds = %45
  br label %84, !dbg !131

84:                                               ; preds = %83
  %85 = load i32, ptr %5, align 4, !dbg !133
  %86 = add nsw i32 %85, 1, !dbg !133
  store i32 %86, ptr %5, align 4, !dbg !133
  br label %41, !dbg !134, !llvm.loop !135

87:                                               ; preds = %41
  %88 = getelementptr inbounds [6 x [6 x i64]], ptr %2, i64 0, i64 0, !dbg !137
  %89 = getelementptr inbounds [6 x [6 x i64]], ptr %3, i64 0, i64 0, !dbg !138
  %90 = getelementptr inbounds [6 x [6 x i64]], ptr %4, i64 0, i64 0, !dbg !139
  call void @mat_mul(i32 noundef 6, ptr noundef %88, ptr noundef %89, ptr noundef %90), !dbg !140
  %91 = getelementptr inbounds [6 x [6 x i64]], ptr %4, i64 0, i64 0, !dbg !141
  call void @print_mat(ptr noundef @.str, ptr noundef %91), !dbg !142
  %92 = getelementptr inbounds [6 x [6 x i64]], ptr %4, i64 0, i64 0, !dbg !143
  call void @transpose(ptr noundef %92), !dbg !144
  %93 = getelementptr inbounds [6 x [6 x i64]], ptr %4, i64 0, i64 0, !dbg !145
  call void @print_mat(ptr noundef @.str.1, ptr noundef %93), !dbg !146
  %94 = getelementptr inbounds [6 x [6 x i64]], ptr %4, i64 0, i64 0, !dbg !147
  %95 = call i64 @trace(ptr noundef %94), !dbg !148
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %95), !dbg !149
    #dbg_declare(ptr %7, !150, !DIExpression(), !151)
    #dbg_declare(ptr %8, !152, !DIExpression(), !153)
    #dbg_declare(ptr %9, !154, !DIExpression(), !156)
  store i32 0, ptr %9, align 4, !dbg !156
  br label %97, !dbg !157

97:                                               ; preds = %122, %87
  %98 = load i32, ptr %9, align 4, !dbg !158
  %99 = icmp slt i32 %98, 6, !dbg !160
  br i1 %99, label %100, label %125, !dbg !161

100:                                              ; preds = %97
    #dbg_declare(ptr %10, !162, !DIExpression(), !164)
  store i32 0, ptr %10, align 4, !dbg !164
  br label %101, !dbg !165

101:                                              ; preds = %118, %100
  %102 = load i32, ptr %10, align 4, !dbg !166
  %103 = icmp slt i32 %102, 6, !dbg !168
  br i1 %103, label %104, label %121, !dbg !169

104:                                              ; preds = %101
  %105 = load i32, ptr %9, align 4, !dbg !170
  %106 = sext i32 %105 to i64, !dbg !171
  %107 = getelementptr inbounds [6 x [6 x i64]], ptr %3, i64 0, i64 %106, !dbg !171
  %108 = load i32, ptr %10, align 4, !dbg !172
  %109 = sext i32 %108 to i64, !dbg !171
  %110 = getelementptr inbounds [6 x i64], ptr %107, i64 0, i64 %109, !dbg !171
  %111 = load i64, ptr %110, align 8, !dbg !171
  %112 = load i32, ptr %9, align 4, !dbg !173
  %113 = sext i32 %112 to i64, !dbg !174
  %114 = getelementptr inbounds [6 x [6 x i64]], ptr %7, i64 0, i64 %113, !dbg !174
  %115 = load i32, ptr %10, align 4, !dbg !175
  %116 = sext i32 %115 to i64, !dbg !174
  %117 = getelementptr inbounds [6 x i64], ptr %114, i64 0, i64 %116, !dbg !174
  store i64 %111, ptr %117, align 8, !dbg !176
  br label %118, !dbg !174

118:                                              ; preds = %104
  %119 = load i32, ptr %10, align 4, !dbg !177
  %120 = add nsw i32 %119, 1, !dbg !177
  store i32 %120, ptr %10, align 4, !dbg !177
  br label %101, !dbg !178, !llvm.loop !179

121:                                              ; preds = %101
  br label %122, !dbg !180

122:                                              ; preds = %121
  %123 = load i32, ptr %9, align 4, !dbg !181
  %124 = add nsw i32 %123, 1, !dbg !181
  store i32 %124, ptr %9, align 4, !dbg !181
  br label %97, !dbg !182, !llvm.loop !183

125:                                              ; preds = %97
    #dbg_declare(ptr %11, !185, !DIExpression(), !187)
  store i32 0, ptr %11, align 4, !dbg !187
  br label %126, !dbg !188

126:                                              ; preds = %162, %125
  %127 = load i32, ptr %11, align 4, !dbg !189
  %128 = icmp slt i32 %127, 4, !dbg !191
  br i1 %128, label %129, label %165, !dbg !192

129:                                              ; preds = %126
  %130 = getelementptr inbounds [6 x [6 x i64]], ptr %7, i64 0, i64 0, !dbg !193
  %131 = getelementptr inbounds [6 x [6 x i64]], ptr %3, i64 0, i64 0, !dbg !195
  %132 = getelementptr inbounds [6 x [6 x i64]], ptr %8, i64 0, i64 0, !dbg !196
  call void @mat_mul(i32 noundef 6, ptr noundef %130, ptr noundef %131, ptr noundef %132), !dbg !197
    #dbg_declare(ptr %12, !198, !DIExpression(), !200)
  store i32 0, ptr %12, align 4, !dbg !200
  br label %133, !dbg !201

133:                                              ; preds = %158, %129
  %134 = load i32, ptr %12, align 4, !dbg !202
  %135 = icmp slt i32 %134, 6, !dbg !204
  br i1 %135, label %136, label %161, !dbg !205

136:                                              ; preds = %133
    #dbg_declare(ptr %13, !206, !DIExpression(), !208)
  store i32 0, ptr %13, align 4, !dbg !208
  br label %137, !dbg !209

137:                                              ; preds = %154, %136
  %138 = load i32, ptr %13, align 4, !dbg !210
  %139 = icmp slt i32 %138, 6, !dbg !212
  br i1 %139, label %140, label %157, !dbg !213

140:                                              ; preds = %137
  %141 = load i32, ptr %12, align 4, !dbg !214
  %142 = sext i32 %141 to i64, !dbg !215
  %143 = getelementptr inbounds [6 x [6 x i64]], ptr %8, i64 0, i64 %142, !dbg !215
  %144 = load i32, ptr %13, align 4, !dbg !216
  %145 = sext i32 %144 to i64, !dbg !215
  %146 = getelementptr inbounds [6 x i64], ptr %143, i64 0, i64 %145, !dbg !215
  %147 = load i64, ptr %146, align 8, !dbg !215
  %148 = load i32, ptr %12, align 4, !dbg !217
  %149 = sext i32 %148 to i64, !dbg !218
  %150 = getelementptr inbounds [6 x [6 x i64]], ptr %7, i64 0, i64 %149, !dbg !218
  %151 = load i32, ptr %13, align 4, !dbg !219
  %152 = sext i32 %151 to i64, !dbg !218
  %153 = getelementptr inbounds [6 x i64], ptr %150, i64 0, i64 %152, !dbg !218
  store i64 %147, ptr %153, align 8, !dbg !220
  br label %154, !dbg !218

154:                                              ; preds = %140
  %155 = load i32, ptr %13, align 4, !dbg !221
  %156 = add nsw i32 %155, 1, !dbg !221
  store i32 %156, ptr %13, align 4, !dbg !221
  br label %137, !dbg !222, !llvm.loop !223

157:                                              ; preds = %137
  br label %158, !dbg !224

158:                                              ; preds = %157
  %159 = load i32, ptr %12, align 4, !dbg !225
  %160 = add nsw i32 %159, 1, !dbg !225
  store i32 %160, ptr %12, align 4, !dbg !225
  br label %133, !dbg !226, !llvm.loop !227

161:                                              ; preds = %133
  br label %162, !dbg !229

162:                                              ; preds = %161
  %163 = load i32, ptr %11, align 4, !dbg !230
  %164 = add nsw i32 %163, 1, !dbg !230
  store i32 %164, ptr %11, align 4, !dbg !230
  br label %126, !dbg !231, !llvm.loop !232

165:                                              ; preds = %126
  %166 = getelementptr inbounds [6 x [6 x i64]], ptr %7, i64 0, i64 0, !dbg !234
  call void @print_mat(ptr noundef @.str.3, ptr noundef %166), !dbg !235
    #dbg_declare(ptr %14, !236, !DIExpression(), !241)
  call void @llvm.memset.p0.i64(ptr align 16 %14, i8 0, i64 12800, i1 false), !dbg !241
    #dbg_declare(ptr %15, !242, !DIExpression(), !244)
  store i32 0, ptr %15, align 4, !dbg !244
  br label %167, !dbg !245

167:                                              ; preds = %208, %165
  %168 = load i32, ptr %15, align 4, !dbg !246
  %169 = icmp slt i32 %168, 40, !dbg !248
  br i1 %169, label %170, label %211, !dbg !249

170:                                              ; preds = %167
  %171 = load i32, ptr %15, align 4, !dbg !250
  %172 = sext i32 %171 to i64, !dbg !252
  %173 = getelementptr inbounds [40 x [40 x i64]], ptr %14, i64 0, i64 %172, !dbg !252
  %174 = getelementptr inbounds [40 x i64], ptr %173, i64 0, i64 0, !dbg !252
  store i64 1, ptr %174, align 16, !dbg !253
    #dbg_declare(ptr %16, !254, !DIExpression(), !256)
  store i32 1, ptr %16, align 4, !dbg !256
  br label %175, !dbg !257

175:                                              ; preds = %204, %170
  %176 = load i32, ptr %16, align 4, !dbg !258
  %177 = load i32, ptr %15, align 4, !dbg !260
  %178 = icmp sle i32 %176, %177, !dbg !261
  br i1 %178, label %179, label %207, !dbg !262

179:                                              ; preds = %175
  %180 = load i32, ptr %15, align 4, !dbg !263
  %181 = sub nsw i32 %180, 1, !dbg !264
  %182 = sext i32 %181 to i64, !dbg !265
  %183 = getelementptr inbounds [40 x [40 x i64]], ptr %14, i64 0, i64 %182, !dbg !265
  %184 = load i32, ptr %16, align 4, !dbg !266
  %185 = sub nsw i32 %184, 1, !dbg !267
  %186 = sext i32 %185 to i64, !dbg !265
  %187 = getelementptr inbounds [40 x i64], ptr %183, i64 0, i64 %186, !dbg !265
  %188 = load i64, ptr %187, align 8, !dbg !265
  %189 = load i32, ptr %15, align 4, !dbg !268
  %190 = sub nsw i32 %189, 1, !dbg !269
  %191 = sext i32 %190 to i64, !dbg !270
  %192 = getelementptr inbounds [40 x [40 x i64]], ptr %14, i64 0, i64 %191, !dbg !270
  %193 = load i32, ptr %16, align 4, !dbg !271
  %194 = sext i32 %193 to i64, !dbg !270
  %195 = getelementptr inbounds [40 x i64], ptr %192, i64 0, i64 %194, !dbg !270
  %196 = load i64, ptr %195, align 8, !dbg !270
  %197 = add i64 %188, %196, !dbg !272
  %198 = load i32, ptr %15, align 4, !dbg !273
  %199 = sext i32 %198 to i64, !dbg !274
  %200 = getelementptr inbounds [40 x [40 x i64]], ptr %14, i64 0, i64 %199, !dbg !274
  %201 = load i32, ptr %16, align 4, !dbg !275
  %202 = sext i32 %201 to i64, !dbg !274
  %203 = getelementptr inbounds [40 x i64], ptr %200, i64 0, i64 %202, !dbg !274
  store i64 %197, ptr %203, align 8, !dbg !276
  br label %204, !dbg !274

204:                                              ; preds = %179
  %205 = load i32, ptr %16, align 4, !dbg !277
  %206 = add nsw i32 %205, 1, !dbg !277
  store i32 %206, ptr %16, align 4, !dbg !277
  br label %175, !dbg !278, !llvm.loop !279

207:                                              ; preds = %175
  br label %208, !dbg !281

208:                                              ; preds = %207
  %209 = load i32, ptr %15, align 4, !dbg !282
  %210 = add nsw i32 %209, 1, !dbg !282
  store i32 %210, ptr %15, align 4, !dbg !282
  br label %167, !dbg !283, !llvm.loop !284

211:                                              ; preds = %167
    #dbg_declare(ptr %17, !286, !DIExpression(), !288)
  store i32 0, ptr %17, align 4, !dbg !288
  br label %212, !dbg !289

212:                                              ; preds = %234, %211
  %213 = load i32, ptr %17, align 4, !dbg !290
  %214 = icmp slt i32 %213, 10, !dbg !292
  br i1 %214, label %215, label %237, !dbg !293

215:                                              ; preds = %212
    #dbg_declare(ptr %18, !294, !DIExpression(), !297)
  store i32 0, ptr %18, align 4, !dbg !297
  br label %216, !dbg !298

216:                                              ; preds = %229, %215
  %217 = load i32, ptr %18, align 4, !dbg !299
  %218 = load i32, ptr %17, align 4, !dbg !301
  %219 = icmp sle i32 %217, %218, !dbg !302
  br i1 %219, label %220, label %232, !dbg !303

220:                                              ; preds = %216
  %221 = load i32, ptr %17, align 4, !dbg !304
  %222 = sext i32 %221 to i64, !dbg !305
  %223 = getelementptr inbounds [40 x [40 x i64]], ptr %14, i64 0, i64 %222, !dbg !305
  %224 = load i32, ptr %18, align 4, !dbg !306
  %225 = sext i32 %224 to i64, !dbg !305
  %226 = getelementptr inbounds [40 x i64], ptr %223, i64 0, i64 %225, !dbg !305
  %227 = load i64, ptr %226, align 8, !dbg !305
  %228 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %227), !dbg !307
  br label %229, !dbg !307

229:                                              ; preds = %220
  %230 = load i32, ptr %18, align 4, !dbg !308
  %231 = add nsw i32 %230, 1, !dbg !308
  store i32 %231, ptr %18, align 4, !dbg !308
  br label %216, !dbg !309, !llvm.loop !310

232:                                              ; preds = %216
  %233 = call i32 (ptr, ...) @printf(ptr noundef @.str.5), !dbg !312
  br label %234, !dbg !313

234:                                              ; preds = %232
  %235 = load i32, ptr %17, align 4, !dbg !314
  %236 = add nsw i32 %235, 1, !dbg !314
  store i32 %236, ptr %17, align 4, !dbg !314
  br label %212, !dbg !315, !llvm.loop !316

237:                                              ; preds = %212
  %238 = getelementptr inbounds [40 x [40 x i64]], ptr %14, i64 0, i64 39, !dbg !318
  %239 = getelementptr inbounds [40 x i64], ptr %238, i64 0, i64 19, !dbg !318
  %240 = load i64, ptr %239, align 8, !dbg !318
  %241 = getelementptr inbounds [40 x [40 x i64]], ptr %14, i64 0, i64 30, !dbg !319
  %242 = getelementptr inbounds [40 x i64], ptr %241, i64 0, i64 15, !dbg !319
  %243 = load i64, ptr %242, align 8, !dbg !319
  %244 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %240, i64 noundef %243), !dbg !320
    #dbg_declare(ptr %19, !321, !DIExpression(), !326)
    #dbg_declare(ptr %20, !327, !DIExpression(), !328)
  store i32 0, ptr %20, align 4, !dbg !328
    #dbg_declare(ptr %21, !329, !DIExpression(), !330)
  store i32 6, ptr %21, align 4, !dbg !330
    #dbg_declare(ptr %22, !331, !DIExpression(), !332)
  store i32 0, ptr %22, align 4, !dbg !332
    #dbg_declare(ptr %23, !333, !DIExpression(), !334)
  store i32 8, ptr %23, align 4, !dbg !334
    #dbg_declare(ptr %24, !335, !DIExpression(), !336)
  store i32 0, ptr %24, align 4, !dbg !336
  br label %245, !dbg !337

245:                                              ; preds = %345, %237
  %246 = load i32, ptr %20, align 4, !dbg !338
  %247 = load i32, ptr %21, align 4, !dbg !339
  %248 = icmp sle i32 %246, %247, !dbg !340
  br i1 %248, label %249, label %253, !dbg !341

249:                                              ; preds = %245
  %250 = load i32, ptr %22, align 4, !dbg !342
  %251 = load i32, ptr %23, align 4, !dbg !343
  %252 = icmp sle i32 %250, %251, !dbg !344
  br label %253

253:                                              ; preds = %249, %245
  %254 = phi i1 [ false, %245 ], [ %252, %249 ], !dbg !345
  br i1 %254, label %255, label %346, !dbg !337

255:                                              ; preds = %253
    #dbg_declare(ptr %25, !346, !DIExpression(), !349)
  %256 = load i32, ptr %22, align 4, !dbg !350
  store i32 %256, ptr %25, align 4, !dbg !349
  br label %257, !dbg !351

257:                                              ; preds = %270, %255
  %258 = load i32, ptr %25, align 4, !dbg !352
  %259 = load i32, ptr %23, align 4, !dbg !354
  %260 = icmp sle i32 %258, %259, !dbg !355
  br i1 %260, label %261, label %273, !dbg !356

261:                                              ; preds = %257
  %262 = load i32, ptr %24, align 4, !dbg !357
  %263 = add nsw i32 %262, 1, !dbg !357
  store i32 %263, ptr %24, align 4, !dbg !357
  %264 = load i32, ptr %20, align 4, !dbg !358
  %265 = sext i32 %264 to i64, !dbg !359
  %266 = getelementptr inbounds [7 x [9 x i32]], ptr %19, i64 0, i64 %265, !dbg !359
  %267 = load i32, ptr %25, align 4, !dbg !360
  %268 = sext i32 %267 to i64, !dbg !359
  %269 = getelementptr inbounds [9 x i32], ptr %266, i64 0, i64 %268, !dbg !359
  store i32 %262, ptr %269, align 4, !dbg !361
  br label %270, !dbg !359

270:                                              ; preds = %261
  %271 = load i32, ptr %25, align 4, !dbg !362
  %272 = add nsw i32 %271, 1, !dbg !362
  store i32 %272, ptr %25, align 4, !dbg !362
  br label %257, !dbg !363, !llvm.loop !364

273:                                              ; preds = %257
  %274 = load i32, ptr %20, align 4, !dbg !366
  %275 = add nsw i32 %274, 1, !dbg !366
  store i32 %275, ptr %20, align 4, !dbg !366
    #dbg_declare(ptr %26, !367, !DIExpression(), !369)
  %276 = load i32, ptr %20, align 4, !dbg !370
  store i32 %276, ptr %26, align 4, !dbg !369
  br label %277, !dbg !371

277:                                              ; preds = %290, %273
  %278 = load i32, ptr %26, align 4, !dbg !372
  %279 = load i32, ptr %21, align 4, !dbg !374
  %280 = icmp sle i32 %278, %279, !dbg !375
  br i1 %280, label %281, label %293, !dbg !376

281:                                              ; preds = %277
  %282 = load i32, ptr %24, align 4, !dbg !377
  %283 = add nsw i32 %282, 1, !dbg !377
  store i32 %283, ptr %24, align 4, !dbg !377
  %284 = load i32, ptr %26, align 4, !dbg !378
  %285 = sext i32 %284 to i64, !dbg !379
  %286 = getelementptr inbounds [7 x [9 x i32]], ptr %19, i64 0, i64 %285, !dbg !379
  %287 = load i32, ptr %23, align 4, !dbg !380
  %288 = sext i32 %287 to i64, !dbg !379
  %289 = getelementptr inbounds [9 x i32], ptr %286, i64 0, i64 %288, !dbg !379
  store i32 %282, ptr %289, align 4, !dbg !381
  br label %290, !dbg !379

290:                                              ; preds = %281
  %291 = load i32, ptr %26, align 4, !dbg !382
  %292 = add nsw i32 %291, 1, !dbg !382
  store i32 %292, ptr %26, align 4, !dbg !382
  br label %277, !dbg !383, !llvm.loop !384

293:                                              ; preds = %277
  %294 = load i32, ptr %23, align 4, !dbg !386
  %295 = add nsw i32 %294, -1, !dbg !386
  store i32 %295, ptr %23, align 4, !dbg !386
  %296 = load i32, ptr %20, align 4, !dbg !387
  %297 = load i32, ptr %21, align 4, !dbg !389
  %298 = icmp sle i32 %296, %297, !dbg !390
  br i1 %298, label %299, label %320, !dbg !391

299:                                              ; preds = %293
    #dbg_declare(ptr %27, !392, !DIExpression(), !395)
  %300 = load i32, ptr %23, align 4, !dbg !396
  store i32 %300, ptr %27, align 4, !dbg !395
  br label %301, !dbg !397

301:                                              ; preds = %314, %299
  %302 = load i32, ptr %27, align 4, !dbg !398
  %303 = load i32, ptr %22, align 4, !dbg !400
  %304 = icmp sge i32 %302, %303, !dbg !401
  br i1 %304, label %305, label %317, !dbg !402

305:                                              ; preds = %301
  %306 = load i32, ptr %24, align 4, !dbg !403
  %307 = add nsw i32 %306, 1, !dbg !403
  store i32 %307, ptr %24, align 4, !dbg !403
  %308 = load i32, ptr %21, align 4, !dbg !404
  %309 = sext i32 %308 to i64, !dbg !405
  %310 = getelementptr inbounds [7 x [9 x i32]], ptr %19, i64 0, i64 %309, !dbg !405
  %311 = load i32, ptr %27, align 4, !dbg !406
  %312 = sext i32 %311 to i64, !dbg !405
  %313 = getelementptr inbounds [9 x i32], ptr %310, i64 0, i64 %312, !dbg !405
  store i32 %306, ptr %313, align 4, !dbg !407
  br label %314, !dbg !405

314:                                              ; preds = %305
  %315 = load i32, ptr %27, align 4, !dbg !408
  %316 = add nsw i32 %315, -1, !dbg !408
  store i32 %316, ptr %27, align 4, !dbg !408
  br label %301, !dbg !409, !llvm.loop !410

317:                                              ; preds = %301
  %318 = load i32, ptr %21, align 4, !dbg !412
  %319 = add nsw i32 %318, -1, !dbg !412
  store i32 %319, ptr %21, align 4, !dbg !412
  br label %320, !dbg !413

320:                                              ; preds = %317, %293
  %321 = load i32, ptr %22, align 4, !dbg !414
  %322 = load i32, ptr %23, align 4, !dbg !416
  %323 = icmp sle i32 %321, %322, !dbg !417
  br i1 %323, label %324, label %345, !dbg !418

324:                                              ; preds = %320
    #dbg_declare(ptr %28, !419, !DIExpression(), !422)
  %325 = load i32, ptr %21, align 4, !dbg !423
  store i32 %325, ptr %28, align 4, !dbg !422
  br label %326, !dbg !424

326:                                              ; preds = %339, %324
  %327 = load i32, ptr %28, align 4, !dbg !425
  %328 = load i32, ptr %20, align 4, !dbg !427
  %329 = icmp sge i32 %327, %328, !dbg !428
  br i1 %329, label %330, label %342, !dbg !429

330:                                              ; preds = %326
  %331 = load i32, ptr %24, align 4, !dbg !430
  %332 = add nsw i32 %331, 1, !dbg !430
  store i32 %332, ptr %24, align 4, !dbg !430
  %333 = load i32, ptr %28, align 4, !dbg !431
  %334 = sext i32 %333 to i64, !dbg !432
  %335 = getelementptr inbounds [7 x [9 x i32]], ptr %19, i64 0, i64 %334, !dbg !432
  %336 = load i32, ptr %22, align 4, !dbg !433
  %337 = sext i32 %336 to i64, !dbg !432
  %338 = getelementptr inbounds [9 x i32], ptr %335, i64 0, i64 %337, !dbg !432
  store i32 %331, ptr %338, align 4, !dbg !434
  br label %339, !dbg !432

339:                                              ; preds = %330
  %340 = load i32, ptr %28, align 4, !dbg !435
  %341 = add nsw i32 %340, -1, !dbg !435
  store i32 %341, ptr %28, align 4, !dbg !435
  br label %326, !dbg !436, !llvm.loop !437

342:                                              ; preds = %326
  %343 = load i32, ptr %22, align 4, !dbg !439
  %344 = add nsw i32 %343, 1, !dbg !439
  store i32 %344, ptr %22, align 4, !dbg !439
  br label %345, !dbg !440

345:                                              ; preds = %342, %320
  br label %245, !dbg !337, !llvm.loop !441

346:                                              ; preds = %253
    #dbg_declare(ptr %29, !443, !DIExpression(), !445)
  store i32 0, ptr %29, align 4, !dbg !445
  br label %347, !dbg !446

347:                                              ; preds = %368, %346
  %348 = load i32, ptr %29, align 4, !dbg !447
  %349 = icmp slt i32 %348, 7, !dbg !449
  br i1 %349, label %350, label %371, !dbg !450

350:                                              ; preds = %347
    #dbg_declare(ptr %30, !451, !DIExpression(), !454)
  store i32 0, ptr %30, align 4, !dbg !454
  br label %351, !dbg !455

351:                                              ; preds = %363, %350
  %352 = load i32, ptr %30, align 4, !dbg !456
  %353 = icmp slt i32 %352, 9, !dbg !458
  br i1 %353, label %354, label %366, !dbg !459

354:                                              ; preds = %351
  %355 = load i32, ptr %29, align 4, !dbg !460
  %356 = sext i32 %355 to i64, !dbg !461
  %357 = getelementptr inbounds [7 x [9 x i32]], ptr %19, i64 0, i64 %356, !dbg !461
  %358 = load i32, ptr %30, align 4, !dbg !462
  %359 = sext i32 %358 to i64, !dbg !461
  %360 = getelementptr inbounds [9 x i32], ptr %357, i64 0, i64 %359, !dbg !461
  %361 = load i32, ptr %360, align 4, !dbg !461
  %362 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %361), !dbg !463
  br label %363, !dbg !463

363:                                              ; preds = %354
  %364 = load i32, ptr %30, align 4, !dbg !464
  %365 = add nsw i32 %364, 1, !dbg !464
  store i32 %365, ptr %30, align 4, !dbg !464
  br label %351, !dbg !465, !llvm.loop !466

366:                                              ; preds = %351
  %367 = call i32 (ptr, ...) @printf(ptr noundef @.str.5), !dbg !468
  br label %368, !dbg !469

368:                                              ; preds = %366
  %369 = load i32, ptr %29, align 4, !dbg !470
  %370 = add nsw i32 %369, 1, !dbg !470
  store i32 %370, ptr %29, align 4, !dbg !470
  br label %347, !dbg !471, !llvm.loop !472

371:                                              ; preds = %347
    #dbg_declare(ptr %31, !474, !DIExpression(), !478)
    #dbg_declare(ptr %32, !479, !DIExpression(), !481)
  store i32 0, ptr %32, align 4, !dbg !481
  br label %372, !dbg !482

372:                                              ; preds = %409, %371
  %373 = load i32, ptr %32, align 4, !dbg !483
  %374 = icmp slt i32 %373, 3, !dbg !485
  br i1 %374, label %375, label %412, !dbg !486

375:                                              ; preds = %372
    #dbg_declare(ptr %33, !487, !DIExpression(), !489)
  store i32 0, ptr %33, align 4, !dbg !489
  br label %376, !dbg !490

376:                                              ; preds = %405, %375
  %377 = load i32, ptr %33, align 4, !dbg !491
  %378 = icmp slt i32 %377, 4, !dbg !493
  br i1 %378, label %379, label %408, !dbg !494

379:                                              ; preds = %376
    #dbg_declare(ptr %34, !495, !DIExpression(), !497)
  store i32 0, ptr %34, align 4, !dbg !497
  br label %380, !dbg !498

380:                                              ; preds = %401, %379
  %381 = load i32, ptr %34, align 4, !dbg !499
  %382 = icmp slt i32 %381, 5, !dbg !501
  br i1 %382, label %383, label %404, !dbg !502

383:                                              ; preds = %380
  %384 = load i32, ptr %32, align 4, !dbg !503
  %385 = mul nsw i32 %384, 100, !dbg !504
  %386 = load i32, ptr %33, align 4, !dbg !505
  %387 = mul nsw i32 %386, 10, !dbg !506
  %388 = add nsw i32 %385, %387, !dbg !507
  %389 = load i32, ptr %34, align 4, !dbg !508
  %390 = add nsw i32 %388, %389, !dbg !509
  %391 = trunc i32 %390 to i16, !dbg !510
  %392 = load i32, ptr %32, align 4, !dbg !511
  %393 = sext i32 %392 to i64, !dbg !512
  %394 = getelementptr inbounds [3 x [4 x [5 x i16]]], ptr %31, i64 0, i64 %393, !dbg !512
  %395 = load i32, ptr %33, align 4, !dbg !513
  %396 = sext i32 %395 to i64, !dbg !512
  %397 = getelementptr inbounds [4 x [5 x i16]], ptr %394, i64 0, i64 %396, !dbg !512
  %398 = load i32, ptr %34, align 4, !dbg !514
  %399 = sext i32 %398 to i64, !dbg !512
  %400 = getelementptr inbounds [5 x i16], ptr %397, i64 0, i64 %399, !dbg !512
  store i16 %391, ptr %400, align 2, !dbg !515
  br label %401, !dbg !512

401:                                              ; preds = %383
  %402 = load i32, ptr %34, align 4, !dbg !516
  %403 = add nsw i32 %402, 1, !dbg !516
  store i32 %403, ptr %34, align 4, !dbg !516
  br label %380, !dbg !517, !llvm.loop !518

404:                                              ; preds = %380
  br label %405, !dbg !519

405:                                              ; preds = %404
  %406 = load i32, ptr %33, align 4, !dbg !520
  %407 = add nsw i32 %406, 1, !dbg !520
  store i32 %407, ptr %33, align 4, !dbg !520
  br label %376, !dbg !521, !llvm.loop !522

408:                                              ; preds = %376
  br label %409, !dbg !523

409:                                              ; preds = %408
  %410 = load i32, ptr %32, align 4, !dbg !524
  %411 = add nsw i32 %410, 1, !dbg !524
  store i32 %411, ptr %32, align 4, !dbg !524
  br label %372, !dbg !525, !llvm.loop !526

412:                                              ; preds = %372
    #dbg_declare(ptr %35, !528, !DIExpression(), !531)
  %413 = getelementptr inbounds [3 x [4 x [5 x i16]]], ptr %31, i64 0, i64 0, !dbg !532
  %414 = getelementptr inbounds [4 x [5 x i16]], ptr %413, i64 0, i64 0, !dbg !532
  %415 = getelementptr inbounds [5 x i16], ptr %414, i64 0, i64 0, !dbg !532
  store ptr %415, ptr %35, align 8, !dbg !531
    #dbg_declare(ptr %36, !533, !DIExpression(), !534)
  store i64 0, ptr %36, align 8, !dbg !534
    #dbg_declare(ptr %37, !535, !DIExpression(), !537)
  store i32 0, ptr %37, align 4, !dbg !537
  br label %416, !dbg !538

416:                                              ; preds = %433, %412
  %417 = load i32, ptr %37, align 4, !dbg !539
  %418 = icmp slt i32 %417, 60, !dbg !541
  br i1 %418, label %419, label %436, !dbg !542

419:                                              ; preds = %416
  %420 = load ptr, ptr %35, align 8, !dbg !543
  %421 = load i32, ptr %37, align 4, !dbg !544
  %422 = sext i32 %421 to i64, !dbg !543
  %423 = getelementptr inbounds i16, ptr %420, i64 %422, !dbg !543
  %424 = load i16, ptr %423, align 2, !dbg !543
  %425 = sext i16 %424 to i32, !dbg !543
  %426 = load i32, ptr %37, align 4, !dbg !545
  %427 = srem i32 %426, 4, !dbg !546
  %428 = add nsw i32 %427, 1, !dbg !547
  %429 = mul nsw i32 %425, %428, !dbg !548
  %430 = sext i32 %429 to i64, !dbg !543
  %431 = load i64, ptr %36, align 8, !dbg !549
  %432 = add nsw i64 %431, %430, !dbg !549
  store i64 %432, ptr %36, align 8, !dbg !549
  br label %433, !dbg !550

433:                                              ; preds = %419
  %434 = load i32, ptr %37, align 4, !dbg !551
  %435 = add nsw i32 %434, 1, !dbg !551
  store i32 %435, ptr %37, align 4, !dbg !551
  br label %416, !dbg !552, !llvm.loop !553

436:                                              ; preds = %416
  %437 = load i64, ptr %36, align 8, !dbg !555
  %438 = getelementptr inbounds [3 x [4 x [5 x i16]]], ptr %31, i64 0, i64 2, !dbg !556
  %439 = getelementptr inbounds [4 x [5 x i16]], ptr %438, i64 0, i64 3, !dbg !556
  %440 = getelementptr inbounds [5 x i16], ptr %439, i64 0, i64 4, !dbg !556
  %441 = load i16, ptr %440, align 2, !dbg !556
  %442 = sext i16 %441 to i32, !dbg !556
  %443 = load ptr, ptr %35, align 8, !dbg !557
  %444 = getelementptr inbounds i16, ptr %443, i64 37, !dbg !557
  %445 = load i16, ptr %444, align 2, !dbg !557
  %446 = sext i16 %445 to i32, !dbg !557
  %447 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %437, i32 noundef %442, i32 noundef %446), !dbg !558
    #dbg_declare(ptr %38, !559, !DIExpression(), !562)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %38, ptr align 16 @__const.main.words, i64 40, i1 false), !dbg !562
    #dbg_declare(ptr %39, !563, !DIExpression(), !565)
  store i32 0, ptr %39, align 4, !dbg !565
  br label %448, !dbg !566

448:                                              ; preds = %483, %436
  %449 = load i32, ptr %39, align 4, !dbg !567
  %450 = icmp slt i32 %449, 5, !dbg !569
  br i1 %450, label %451, label %486, !dbg !570

451:                                              ; preds = %448
    #dbg_declare(ptr %40, !571, !DIExpression(), !573)
  store i32 0, ptr %40, align 4, !dbg !573
  br label %452, !dbg !574

452:                                              ; preds = %461, %451
  %453 = load i32, ptr %39, align 4, !dbg !575
  %454 = sext i32 %453 to i64, !dbg !576
  %455 = getelementptr inbounds [5 x [8 x i8]], ptr %38, i64 0, i64 %454, !dbg !576
  %456 = load i32, ptr %40, align 4, !dbg !577
  %457 = sext i32 %456 to i64, !dbg !576
  %458 = getelementptr inbounds [8 x i8], ptr %455, i64 0, i64 %457, !dbg !576
  %459 = load i8, ptr %458, align 1, !dbg !576
  %460 = icmp ne i8 %459, 0, !dbg !574
  br i1 %460, label %461, label %464, !dbg !574

461:                                              ; preds = %452
  %462 = load i32, ptr %40, align 4, !dbg !578
  %463 = add nsw i32 %462, 1, !dbg !578
  store i32 %463, ptr %40, align 4, !dbg !578
  br label %452, !dbg !574, !llvm.loop !579

464:                                              ; preds = %452
  %465 = load i32, ptr %39, align 4, !dbg !580
  %466 = sext i32 %465 to i64, !dbg !581
  %467 = getelementptr inbounds [5 x [8 x i8]], ptr %38, i64 0, i64 %466, !dbg !581
  %468 = getelementptr inbounds [8 x i8], ptr %467, i64 0, i64 0, !dbg !581
  %469 = load i8, ptr %468, align 8, !dbg !581
  %470 = sext i8 %469 to i32, !dbg !581
  %471 = sub nsw i32 %470, 32, !dbg !582
  %472 = trunc i32 %471 to i8, !dbg !583
  %473 = load i32, ptr %39, align 4, !dbg !584
  %474 = sext i32 %473 to i64, !dbg !585
  %475 = getelementptr inbounds [5 x [8 x i8]], ptr %38, i64 0, i64 %474, !dbg !585
  %476 = getelementptr inbounds [8 x i8], ptr %475, i64 0, i64 0, !dbg !585
  store i8 %472, ptr %476, align 8, !dbg !586
  %477 = load i32, ptr %39, align 4, !dbg !587
  %478 = sext i32 %477 to i64, !dbg !588
  %479 = getelementptr inbounds [5 x [8 x i8]], ptr %38, i64 0, i64 %478, !dbg !588
  %480 = getelementptr inbounds [8 x i8], ptr %479, i64 0, i64 0, !dbg !588
  %481 = load i32, ptr %40, align 4, !dbg !589
  %482 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %480, i32 noundef %481), !dbg !590
  br label %483, !dbg !591

483:                                              ; preds = %464
  %484 = load i32, ptr %39, align 4, !dbg !592
  %485 = add nsw i32 %484, 1, !dbg !592
  store i32 %485, ptr %39, align 4, !dbg !592
  br label %448, !dbg !593, !llvm.loop !594

486:                                              ; preds = %448
  %487 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef 40, i64 noundef 8), !dbg !596
  ret i32 0, !dbg !597
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_mul(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !598 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !603, !DIExpression(), !604)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !605, !DIExpression(), !606)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !607, !DIExpression(), !608)
  store ptr %3, ptr %8, align 8
    #dbg_declare(ptr %8, !609, !DIExpression(), !610)
    #dbg_declare(ptr %9, !611, !DIExpression(), !613)
  store i32 0, ptr %9, align 4, !dbg !613
  br label %13, !dbg !614

13:                                               ; preds = %63, %4
  %14 = load i32, ptr %9, align 4, !dbg !615
  %15 = load i32, ptr %5, align 4, !dbg !617
  %16 = icmp slt i32 %14, %15, !dbg !618
  br i1 %16, label %17, label %66, !dbg !619

17:                                               ; preds = %13
    #dbg_declare(ptr %10, !620, !DIExpression(), !622)
  store i32 0, ptr %10, align 4, !dbg !622
  br label %18, !dbg !623

18:                                               ; preds = %59, %17
  %19 = load i32, ptr %10, align 4, !dbg !624
  %20 = load i32, ptr %5, align 4, !dbg !626
  %21 = icmp slt i32 %19, %20, !dbg !627
  br i1 %21, label %22, label %62, !dbg !628

22:                                               ; preds = %18
    #dbg_declare(ptr %11, !629, !DIExpression(), !631)
  store i64 0, ptr %11, align 8, !dbg !631
    #dbg_declare(ptr %12, !632, !DIExpression(), !634)
  store i32 0, ptr %12, align 4, !dbg !634
  br label %23, !dbg !635

23:                                               ; preds = %47, %22
  %24 = load i32, ptr %12, align 4, !dbg !636
  %25 = load i32, ptr %5, align 4, !dbg !638
  %26 = icmp slt i32 %24, %25, !dbg !639
  br i1 %26, label %27, label %50, !dbg !640

27:                                               ; preds = %23
  %28 = load ptr, ptr %6, align 8, !dbg !641
  %29 = load i32, ptr %9, align 4, !dbg !642
  %30 = sext i32 %29 to i64, !dbg !641
  %31 = getelementptr inbounds [6 x i64], ptr %28, i64 %30, !dbg !641
  %32 = load i32, ptr %12, align 4, !dbg !643
  %33 = sext i32 %32 to i64, !dbg !641
  %34 = getelementptr inbounds [6 x i64], ptr %31, i64 0, i64 %33, !dbg !641
  %35 = load i64, ptr %34, align 8, !dbg !641
  %36 = load ptr, ptr %7, align 8, !dbg !644
  %37 = load i32, ptr %12, align 4, !dbg !645
  %38 = sext i32 %37 to i64, !dbg !644
  %39 = getelementptr inbounds [6 x i64], ptr %36, i64 %38, !dbg !644
  %40 = load i32, ptr %10, align 4, !dbg !646
  %41 = sext i32 %40 to i64, !dbg !644
  %42 = getelementptr inbounds [6 x i64], ptr %39, i64 0, i64 %41, !dbg !644
  %43 = load i64, ptr %42, align 8, !dbg !644
  %44 = mul nsw i64 %35, %43, !dbg !647
  %45 = load i64, ptr %11, align 8, !dbg !648
  %46 = add nsw i64 %45, %44, !dbg !648
  store i64 %46, ptr %11, align 8, !dbg !648
  br label %47, !dbg !649

47:                                               ; preds = %27
  %48 = load i32, ptr %12, align 4, !dbg !650
  %49 = add nsw i32 %48, 1, !dbg !650
  store i32 %49, ptr %12, align 4, !dbg !650
  br label %23, !dbg !651, !llvm.loop !652

50:                                               ; preds = %23
  %51 = load i64, ptr %11, align 8, !dbg !654
  %52 = load ptr, ptr %8, align 8, !dbg !655
  %53 = load i32, ptr %9, align 4, !dbg !656
  %54 = sext i32 %53 to i64, !dbg !655
  %55 = getelementptr inbounds [6 x i64], ptr %52, i64 %54, !dbg !655
  %56 = load i32, ptr %10, align 4, !dbg !657
  %57 = sext i32 %56 to i64, !dbg !655
  %58 = getelementptr inbounds [6 x i64], ptr %55, i64 0, i64 %57, !dbg !655
  store i64 %51, ptr %58, align 8, !dbg !658
  br label %59, !dbg !659

59:                                               ; preds = %50
  %60 = load i32, ptr %10, align 4, !dbg !660
  %61 = add nsw i32 %60, 1, !dbg !660
  store i32 %61, ptr %10, align 4, !dbg !660
  br label %18, !dbg !661, !llvm.loop !662

62:                                               ; preds = %18
  br label %63, !dbg !663

63:                                               ; preds = %62
  %64 = load i32, ptr %9, align 4, !dbg !664
  %65 = add nsw i32 %64, 1, !dbg !664
  store i32 %65, ptr %9, align 4, !dbg !664
  br label %13, !dbg !665, !llvm.loop !666

66:                                               ; preds = %13
  ret void, !dbg !668
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_mat(ptr noundef %0, ptr noundef %1) #0 !dbg !669 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !674, !DIExpression(), !675)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !676, !DIExpression(), !677)
  %7 = load ptr, ptr %3, align 8, !dbg !678
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %7), !dbg !679
    #dbg_declare(ptr %5, !680, !DIExpression(), !682)
  store i32 0, ptr %5, align 4, !dbg !682
  br label %9, !dbg !683

9:                                                ; preds = %31, %2
  %10 = load i32, ptr %5, align 4, !dbg !684
  %11 = icmp slt i32 %10, 6, !dbg !686
  br i1 %11, label %12, label %34, !dbg !687

12:                                               ; preds = %9
    #dbg_declare(ptr %6, !688, !DIExpression(), !691)
  store i32 0, ptr %6, align 4, !dbg !691
  br label %13, !dbg !692

13:                                               ; preds = %26, %12
  %14 = load i32, ptr %6, align 4, !dbg !693
  %15 = icmp slt i32 %14, 6, !dbg !695
  br i1 %15, label %16, label %29, !dbg !696

16:                                               ; preds = %13
  %17 = load ptr, ptr %4, align 8, !dbg !697
  %18 = load i32, ptr %5, align 4, !dbg !698
  %19 = sext i32 %18 to i64, !dbg !697
  %20 = getelementptr inbounds [6 x i64], ptr %17, i64 %19, !dbg !697
  %21 = load i32, ptr %6, align 4, !dbg !699
  %22 = sext i32 %21 to i64, !dbg !697
  %23 = getelementptr inbounds [6 x i64], ptr %20, i64 0, i64 %22, !dbg !697
  %24 = load i64, ptr %23, align 8, !dbg !697
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %24), !dbg !700
  br label %26, !dbg !700

26:                                               ; preds = %16
  %27 = load i32, ptr %6, align 4, !dbg !701
  %28 = add nsw i32 %27, 1, !dbg !701
  store i32 %28, ptr %6, align 4, !dbg !701
  br label %13, !dbg !702, !llvm.loop !703

29:                                               ; preds = %13
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.5), !dbg !705
  br label %31, !dbg !706

31:                                               ; preds = %29
  %32 = load i32, ptr %5, align 4, !dbg !707
  %33 = add nsw i32 %32, 1, !dbg !707
  store i32 %33, ptr %5, align 4, !dbg !707
  br label %9, !dbg !708, !llvm.loop !709

34:                                               ; preds = %9
  ret void, !dbg !711
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose(ptr noundef %0) #0 !dbg !712 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !715, !DIExpression(), !716)
    #dbg_declare(ptr %3, !717, !DIExpression(), !719)
  store i32 0, ptr %3, align 4, !dbg !719
  br label %6, !dbg !720

6:                                                ; preds = %51, %1
  %7 = load i32, ptr %3, align 4, !dbg !721
  %8 = icmp slt i32 %7, 6, !dbg !723
  br i1 %8, label %9, label %54, !dbg !724

9:                                                ; preds = %6
    #dbg_declare(ptr %4, !725, !DIExpression(), !727)
  %10 = load i32, ptr %3, align 4, !dbg !728
  %11 = add nsw i32 %10, 1, !dbg !729
  store i32 %11, ptr %4, align 4, !dbg !727
  br label %12, !dbg !730

12:                                               ; preds = %47, %9
  %13 = load i32, ptr %4, align 4, !dbg !731
  %14 = icmp slt i32 %13, 6, !dbg !733
  br i1 %14, label %15, label %50, !dbg !734

15:                                               ; preds = %12
    #dbg_declare(ptr %5, !735, !DIExpression(), !737)
  %16 = load ptr, ptr %2, align 8, !dbg !738
  %17 = load i32, ptr %3, align 4, !dbg !739
  %18 = sext i32 %17 to i64, !dbg !738
  %19 = getelementptr inbounds [6 x i64], ptr %16, i64 %18, !dbg !738
  %20 = load i32, ptr %4, align 4, !dbg !740
  %21 = sext i32 %20 to i64, !dbg !738
  %22 = getelementptr inbounds [6 x i64], ptr %19, i64 0, i64 %21, !dbg !738
  %23 = load i64, ptr %22, align 8, !dbg !738
  store i64 %23, ptr %5, align 8, !dbg !737
  %24 = load ptr, ptr %2, align 8, !dbg !741
  %25 = load i32, ptr %4, align 4, !dbg !742
  %26 = sext i32 %25 to i64, !dbg !741
  %27 = getelementptr inbounds [6 x i64], ptr %24, i64 %26, !dbg !741
  %28 = load i32, ptr %3, align 4, !dbg !743
  %29 = sext i32 %28 to i64, !dbg !741
  %30 = getelementptr inbounds [6 x i64], ptr %27, i64 0, i64 %29, !dbg !741
  %31 = load i64, ptr %30, align 8, !dbg !741
  %32 = load ptr, ptr %2, align 8, !dbg !744
  %33 = load i32, ptr %3, align 4, !dbg !745
  %34 = sext i32 %33 to i64, !dbg !744
  %35 = getelementptr inbounds [6 x i64], ptr %32, i64 %34, !dbg !744
  %36 = load i32, ptr %4, align 4, !dbg !746
  %37 = sext i32 %36 to i64, !dbg !744
  %38 = getelementptr inbounds [6 x i64], ptr %35, i64 0, i64 %37, !dbg !744
  store i64 %31, ptr %38, align 8, !dbg !747
  %39 = load i64, ptr %5, align 8, !dbg !748
  %40 = load ptr, ptr %2, align 8, !dbg !749
  %41 = load i32, ptr %4, align 4, !dbg !750
  %42 = sext i32 %41 to i64, !dbg !749
  %43 = getelementptr inbounds [6 x i64], ptr %40, i64 %42, !dbg !749
  %44 = load i32, ptr %3, align 4, !dbg !751
  %45 = sext i32 %44 to i64, !dbg !749
  %46 = getelementptr inbounds [6 x i64], ptr %43, i64 0, i64 %45, !dbg !749
  store i64 %39, ptr %46, align 8, !dbg !752
  br label %47, !dbg !753

47:                                               ; preds = %15
  %48 = load i32, ptr %4, align 4, !dbg !754
  %49 = add nsw i32 %48, 1, !dbg !754
  store i32 %49, ptr %4, align 4, !dbg !754
  br label %12, !dbg !755, !llvm.loop !756

50:                                               ; preds = %12
  br label %51, !dbg !757

51:                                               ; preds = %50
  %52 = load i32, ptr %3, align 4, !dbg !758
  %53 = add nsw i32 %52, 1, !dbg !758
  store i32 %53, ptr %3, align 4, !dbg !758
  br label %6, !dbg !759, !llvm.loop !760

54:                                               ; preds = %6
  ret void, !dbg !762
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @trace(ptr noundef %0) #0 !dbg !763 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !766, !DIExpression(), !767)
    #dbg_declare(ptr %3, !768, !DIExpression(), !769)
  store i64 0, ptr %3, align 8, !dbg !769
    #dbg_declare(ptr %4, !770, !DIExpression(), !772)
  store i32 0, ptr %4, align 4, !dbg !772
  br label %5, !dbg !773

5:                                                ; preds = %19, %1
  %6 = load i32, ptr %4, align 4, !dbg !774
  %7 = icmp slt i32 %6, 6, !dbg !776
  br i1 %7, label %8, label %22, !dbg !777

8:                                                ; preds = %5
  %9 = load ptr, ptr %2, align 8, !dbg !778
  %10 = load i32, ptr %4, align 4, !dbg !779
  %11 = sext i32 %10 to i64, !dbg !778
  %12 = getelementptr inbounds [6 x i64], ptr %9, i64 %11, !dbg !778
  %13 = load i32, ptr %4, align 4, !dbg !780
  %14 = sext i32 %13 to i64, !dbg !778
  %15 = getelementptr inbounds [6 x i64], ptr %12, i64 0, i64 %14, !dbg !778
  %16 = load i64, ptr %15, align 8, !dbg !778
  %17 = load i64, ptr %3, align 8, !dbg !781
  %18 = add nsw i64 %17, %16, !dbg !781
  store i64 %18, ptr %3, align 8, !dbg !781
  br label %19, !dbg !782

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4, !dbg !783
  %21 = add nsw i32 %20, 1, !dbg !783
  store i32 %21, ptr %4, align 4, !dbg !783
  br label %5, !dbg !784, !llvm.loop !785

22:                                               ; preds = %5
  %23 = load i64, ptr %3, align 8, !dbg !787
  ret i64 %23, !dbg !788
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!55}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "arrays2d.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "8455ffabfa49f6dc33c221cd0081b5d3")
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
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 384, elements: !19)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!60 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!61 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!62 = !{!0, !7, !12, !14, !16, !21, !26, !31, !33, !38, !43, !48, !50}
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"frame-pointer", i32 2}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 42, type: !72, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !55, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74}
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !{}
!76 = !DILocalVariable(name: "a", scope: !71, file: !2, line: 43, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 2304, elements: !78)
!78 = !{!20, !20}
!79 = !DILocation(line: 43, column: 10, scope: !71)
!80 = !DILocalVariable(name: "b", scope: !71, file: !2, line: 43, type: !77)
!81 = !DILocation(line: 43, column: 19, scope: !71)
!82 = !DILocalVariable(name: "c", scope: !71, file: !2, line: 43, type: !77)
!83 = !DILocation(line: 43, column: 28, scope: !71)
!84 = !DILocalVariable(name: "i", scope: !85, file: !2, line: 44, type: !74)
!85 = distinct !DILexicalBlock(scope: !71, file: !2, line: 44, column: 5)
!86 = !DILocation(line: 44, column: 14, scope: !85)
!87 = !DILocation(line: 44, column: 10, scope: !85)
!88 = !DILocation(line: 44, column: 21, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !2, line: 44, column: 5)
!90 = !DILocation(line: 44, column: 23, scope: !89)
!91 = !DILocation(line: 44, column: 5, scope: !85)
!92 = !DILocalVariable(name: "j", scope: !93, file: !2, line: 45, type: !74)
!93 = distinct !DILexicalBlock(scope: !89, file: !2, line: 45, column: 9)
!94 = !DILocation(line: 45, column: 18, scope: !93)
!95 = !DILocation(line: 45, column: 14, scope: !93)
!96 = !DILocation(line: 45, column: 25, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !2, line: 45, column: 9)
!98 = !DILocation(line: 45, column: 27, scope: !97)
!99 = !DILocation(line: 45, column: 9, scope: !93)
!100 = !DILocation(line: 46, column: 24, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !2, line: 45, column: 37)
!102 = !DILocation(line: 46, column: 26, scope: !101)
!103 = !DILocation(line: 46, column: 34, scope: !101)
!104 = !DILocation(line: 46, column: 36, scope: !101)
!105 = !DILocation(line: 46, column: 31, scope: !101)
!106 = !DILocation(line: 46, column: 41, scope: !101)
!107 = !DILocation(line: 46, column: 45, scope: !101)
!108 = !DILocation(line: 46, column: 23, scope: !101)
!109 = !DILocation(line: 46, column: 15, scope: !101)
!110 = !DILocation(line: 46, column: 13, scope: !101)
!111 = !DILocation(line: 46, column: 18, scope: !101)
!112 = !DILocation(line: 46, column: 21, scope: !101)
!113 = !DILocation(line: 47, column: 24, scope: !101)
!114 = !DILocation(line: 47, column: 29, scope: !101)
!115 = !DILocation(line: 47, column: 26, scope: !101)
!116 = !DILocation(line: 47, column: 32, scope: !101)
!117 = !DILocation(line: 47, column: 39, scope: !101)
!118 = !DILocation(line: 47, column: 43, scope: !101)
!119 = !DILocation(line: 47, column: 41, scope: !101)
!120 = !DILocation(line: 47, column: 46, scope: !101)
!121 = !DILocation(line: 47, column: 36, scope: !101)
!122 = !DILocation(line: 47, column: 23, scope: !101)
!123 = !DILocation(line: 47, column: 15, scope: !101)
!124 = !DILocation(line: 47, column: 13, scope: !101)
!125 = !DILocation(line: 47, column: 18, scope: !101)
!126 = !DILocation(line: 47, column: 21, scope: !101)
!127 = !DILocation(line: 48, column: 9, scope: !101)
!128 = !DILocation(line: 45, column: 33, scope: !97)
!129 = !DILocation(line: 45, column: 9, scope: !97)
!130 = distinct !{!130, !99, !131, !132}
!131 = !DILocation(line: 48, column: 9, scope: !93)
!132 = !{!"llvm.loop.mustprogress"}
!133 = !DILocation(line: 44, column: 29, scope: !89)
!134 = !DILocation(line: 44, column: 5, scope: !89)
!135 = distinct !{!135, !91, !136, !132}
!136 = !DILocation(line: 48, column: 9, scope: !85)
!137 = !DILocation(line: 49, column: 34, scope: !71)
!138 = !DILocation(line: 49, column: 55, scope: !71)
!139 = !DILocation(line: 49, column: 58, scope: !71)
!140 = !DILocation(line: 49, column: 5, scope: !71)
!141 = !DILocation(line: 50, column: 40, scope: !71)
!142 = !DILocation(line: 50, column: 5, scope: !71)
!143 = !DILocation(line: 51, column: 15, scope: !71)
!144 = !DILocation(line: 51, column: 5, scope: !71)
!145 = !DILocation(line: 52, column: 47, scope: !71)
!146 = !DILocation(line: 52, column: 5, scope: !71)
!147 = !DILocation(line: 53, column: 51, scope: !71)
!148 = !DILocation(line: 53, column: 27, scope: !71)
!149 = !DILocation(line: 53, column: 5, scope: !71)
!150 = !DILocalVariable(name: "p", scope: !71, file: !2, line: 55, type: !77)
!151 = !DILocation(line: 55, column: 10, scope: !71)
!152 = !DILocalVariable(name: "t", scope: !71, file: !2, line: 55, type: !77)
!153 = !DILocation(line: 55, column: 19, scope: !71)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 56, type: !74)
!155 = distinct !DILexicalBlock(scope: !71, file: !2, line: 56, column: 5)
!156 = !DILocation(line: 56, column: 14, scope: !155)
!157 = !DILocation(line: 56, column: 10, scope: !155)
!158 = !DILocation(line: 56, column: 21, scope: !159)
!159 = distinct !DILexicalBlock(scope: !155, file: !2, line: 56, column: 5)
!160 = !DILocation(line: 56, column: 23, scope: !159)
!161 = !DILocation(line: 56, column: 5, scope: !155)
!162 = !DILocalVariable(name: "j", scope: !163, file: !2, line: 57, type: !74)
!163 = distinct !DILexicalBlock(scope: !159, file: !2, line: 57, column: 9)
!164 = !DILocation(line: 57, column: 18, scope: !163)
!165 = !DILocation(line: 57, column: 14, scope: !163)
!166 = !DILocation(line: 57, column: 25, scope: !167)
!167 = distinct !DILexicalBlock(scope: !163, file: !2, line: 57, column: 9)
!168 = !DILocation(line: 57, column: 27, scope: !167)
!169 = !DILocation(line: 57, column: 9, scope: !163)
!170 = !DILocation(line: 58, column: 25, scope: !167)
!171 = !DILocation(line: 58, column: 23, scope: !167)
!172 = !DILocation(line: 58, column: 28, scope: !167)
!173 = !DILocation(line: 58, column: 15, scope: !167)
!174 = !DILocation(line: 58, column: 13, scope: !167)
!175 = !DILocation(line: 58, column: 18, scope: !167)
!176 = !DILocation(line: 58, column: 21, scope: !167)
!177 = !DILocation(line: 57, column: 33, scope: !167)
!178 = !DILocation(line: 57, column: 9, scope: !167)
!179 = distinct !{!179, !169, !180, !132}
!180 = !DILocation(line: 58, column: 29, scope: !163)
!181 = !DILocation(line: 56, column: 29, scope: !159)
!182 = !DILocation(line: 56, column: 5, scope: !159)
!183 = distinct !{!183, !161, !184, !132}
!184 = !DILocation(line: 58, column: 29, scope: !155)
!185 = !DILocalVariable(name: "k", scope: !186, file: !2, line: 59, type: !74)
!186 = distinct !DILexicalBlock(scope: !71, file: !2, line: 59, column: 5)
!187 = !DILocation(line: 59, column: 14, scope: !186)
!188 = !DILocation(line: 59, column: 10, scope: !186)
!189 = !DILocation(line: 59, column: 21, scope: !190)
!190 = distinct !DILexicalBlock(scope: !186, file: !2, line: 59, column: 5)
!191 = !DILocation(line: 59, column: 23, scope: !190)
!192 = !DILocation(line: 59, column: 5, scope: !186)
!193 = !DILocation(line: 60, column: 38, scope: !194)
!194 = distinct !DILexicalBlock(scope: !190, file: !2, line: 59, column: 33)
!195 = !DILocation(line: 60, column: 59, scope: !194)
!196 = !DILocation(line: 60, column: 62, scope: !194)
!197 = !DILocation(line: 60, column: 9, scope: !194)
!198 = !DILocalVariable(name: "i", scope: !199, file: !2, line: 61, type: !74)
!199 = distinct !DILexicalBlock(scope: !194, file: !2, line: 61, column: 9)
!200 = !DILocation(line: 61, column: 18, scope: !199)
!201 = !DILocation(line: 61, column: 14, scope: !199)
!202 = !DILocation(line: 61, column: 25, scope: !203)
!203 = distinct !DILexicalBlock(scope: !199, file: !2, line: 61, column: 9)
!204 = !DILocation(line: 61, column: 27, scope: !203)
!205 = !DILocation(line: 61, column: 9, scope: !199)
!206 = !DILocalVariable(name: "j", scope: !207, file: !2, line: 62, type: !74)
!207 = distinct !DILexicalBlock(scope: !203, file: !2, line: 62, column: 13)
!208 = !DILocation(line: 62, column: 22, scope: !207)
!209 = !DILocation(line: 62, column: 18, scope: !207)
!210 = !DILocation(line: 62, column: 29, scope: !211)
!211 = distinct !DILexicalBlock(scope: !207, file: !2, line: 62, column: 13)
!212 = !DILocation(line: 62, column: 31, scope: !211)
!213 = !DILocation(line: 62, column: 13, scope: !207)
!214 = !DILocation(line: 63, column: 29, scope: !211)
!215 = !DILocation(line: 63, column: 27, scope: !211)
!216 = !DILocation(line: 63, column: 32, scope: !211)
!217 = !DILocation(line: 63, column: 19, scope: !211)
!218 = !DILocation(line: 63, column: 17, scope: !211)
!219 = !DILocation(line: 63, column: 22, scope: !211)
!220 = !DILocation(line: 63, column: 25, scope: !211)
!221 = !DILocation(line: 62, column: 37, scope: !211)
!222 = !DILocation(line: 62, column: 13, scope: !211)
!223 = distinct !{!223, !213, !224, !132}
!224 = !DILocation(line: 63, column: 33, scope: !207)
!225 = !DILocation(line: 61, column: 33, scope: !203)
!226 = !DILocation(line: 61, column: 9, scope: !203)
!227 = distinct !{!227, !205, !228, !132}
!228 = !DILocation(line: 63, column: 33, scope: !199)
!229 = !DILocation(line: 64, column: 5, scope: !194)
!230 = !DILocation(line: 59, column: 29, scope: !190)
!231 = !DILocation(line: 59, column: 5, scope: !190)
!232 = distinct !{!232, !192, !233, !132}
!233 = !DILocation(line: 64, column: 5, scope: !186)
!234 = !DILocation(line: 65, column: 40, scope: !71)
!235 = !DILocation(line: 65, column: 5, scope: !71)
!236 = !DILocalVariable(name: "pas", scope: !71, file: !2, line: 67, type: !237)
!237 = !DICompositeType(tag: DW_TAG_array_type, baseType: !238, size: 102400, elements: !239)
!238 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!239 = !{!240, !240}
!240 = !DISubrange(count: 40)
!241 = !DILocation(line: 67, column: 24, scope: !71)
!242 = !DILocalVariable(name: "i", scope: !243, file: !2, line: 68, type: !74)
!243 = distinct !DILexicalBlock(scope: !71, file: !2, line: 68, column: 5)
!244 = !DILocation(line: 68, column: 14, scope: !243)
!245 = !DILocation(line: 68, column: 10, scope: !243)
!246 = !DILocation(line: 68, column: 21, scope: !247)
!247 = distinct !DILexicalBlock(scope: !243, file: !2, line: 68, column: 5)
!248 = !DILocation(line: 68, column: 23, scope: !247)
!249 = !DILocation(line: 68, column: 5, scope: !243)
!250 = !DILocation(line: 69, column: 13, scope: !251)
!251 = distinct !DILexicalBlock(scope: !247, file: !2, line: 68, column: 34)
!252 = !DILocation(line: 69, column: 9, scope: !251)
!253 = !DILocation(line: 69, column: 19, scope: !251)
!254 = !DILocalVariable(name: "j", scope: !255, file: !2, line: 70, type: !74)
!255 = distinct !DILexicalBlock(scope: !251, file: !2, line: 70, column: 9)
!256 = !DILocation(line: 70, column: 18, scope: !255)
!257 = !DILocation(line: 70, column: 14, scope: !255)
!258 = !DILocation(line: 70, column: 25, scope: !259)
!259 = distinct !DILexicalBlock(scope: !255, file: !2, line: 70, column: 9)
!260 = !DILocation(line: 70, column: 30, scope: !259)
!261 = !DILocation(line: 70, column: 27, scope: !259)
!262 = !DILocation(line: 70, column: 9, scope: !255)
!263 = !DILocation(line: 71, column: 29, scope: !259)
!264 = !DILocation(line: 71, column: 31, scope: !259)
!265 = !DILocation(line: 71, column: 25, scope: !259)
!266 = !DILocation(line: 71, column: 36, scope: !259)
!267 = !DILocation(line: 71, column: 38, scope: !259)
!268 = !DILocation(line: 71, column: 49, scope: !259)
!269 = !DILocation(line: 71, column: 51, scope: !259)
!270 = !DILocation(line: 71, column: 45, scope: !259)
!271 = !DILocation(line: 71, column: 56, scope: !259)
!272 = !DILocation(line: 71, column: 43, scope: !259)
!273 = !DILocation(line: 71, column: 17, scope: !259)
!274 = !DILocation(line: 71, column: 13, scope: !259)
!275 = !DILocation(line: 71, column: 20, scope: !259)
!276 = !DILocation(line: 71, column: 23, scope: !259)
!277 = !DILocation(line: 70, column: 34, scope: !259)
!278 = !DILocation(line: 70, column: 9, scope: !259)
!279 = distinct !{!279, !262, !280, !132}
!280 = !DILocation(line: 71, column: 57, scope: !255)
!281 = !DILocation(line: 72, column: 5, scope: !251)
!282 = !DILocation(line: 68, column: 30, scope: !247)
!283 = !DILocation(line: 68, column: 5, scope: !247)
!284 = distinct !{!284, !249, !285, !132}
!285 = !DILocation(line: 72, column: 5, scope: !243)
!286 = !DILocalVariable(name: "i", scope: !287, file: !2, line: 73, type: !74)
!287 = distinct !DILexicalBlock(scope: !71, file: !2, line: 73, column: 5)
!288 = !DILocation(line: 73, column: 14, scope: !287)
!289 = !DILocation(line: 73, column: 10, scope: !287)
!290 = !DILocation(line: 73, column: 21, scope: !291)
!291 = distinct !DILexicalBlock(scope: !287, file: !2, line: 73, column: 5)
!292 = !DILocation(line: 73, column: 23, scope: !291)
!293 = !DILocation(line: 73, column: 5, scope: !287)
!294 = !DILocalVariable(name: "j", scope: !295, file: !2, line: 74, type: !74)
!295 = distinct !DILexicalBlock(scope: !296, file: !2, line: 74, column: 9)
!296 = distinct !DILexicalBlock(scope: !291, file: !2, line: 73, column: 34)
!297 = !DILocation(line: 74, column: 18, scope: !295)
!298 = !DILocation(line: 74, column: 14, scope: !295)
!299 = !DILocation(line: 74, column: 25, scope: !300)
!300 = distinct !DILexicalBlock(scope: !295, file: !2, line: 74, column: 9)
!301 = !DILocation(line: 74, column: 30, scope: !300)
!302 = !DILocation(line: 74, column: 27, scope: !300)
!303 = !DILocation(line: 74, column: 9, scope: !295)
!304 = !DILocation(line: 75, column: 33, scope: !300)
!305 = !DILocation(line: 75, column: 29, scope: !300)
!306 = !DILocation(line: 75, column: 36, scope: !300)
!307 = !DILocation(line: 75, column: 13, scope: !300)
!308 = !DILocation(line: 74, column: 34, scope: !300)
!309 = !DILocation(line: 74, column: 9, scope: !300)
!310 = distinct !{!310, !303, !311, !132}
!311 = !DILocation(line: 75, column: 38, scope: !295)
!312 = !DILocation(line: 76, column: 9, scope: !296)
!313 = !DILocation(line: 77, column: 5, scope: !296)
!314 = !DILocation(line: 73, column: 30, scope: !291)
!315 = !DILocation(line: 73, column: 5, scope: !291)
!316 = distinct !{!316, !293, !317, !132}
!317 = !DILocation(line: 77, column: 5, scope: !287)
!318 = !DILocation(line: 78, column: 45, scope: !71)
!319 = !DILocation(line: 78, column: 58, scope: !71)
!320 = !DILocation(line: 78, column: 5, scope: !71)
!321 = !DILocalVariable(name: "grid", scope: !71, file: !2, line: 80, type: !322)
!322 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 2016, elements: !323)
!323 = !{!324, !325}
!324 = !DISubrange(count: 7)
!325 = !DISubrange(count: 9)
!326 = !DILocation(line: 80, column: 9, scope: !71)
!327 = !DILocalVariable(name: "top", scope: !71, file: !2, line: 81, type: !74)
!328 = !DILocation(line: 81, column: 9, scope: !71)
!329 = !DILocalVariable(name: "bot", scope: !71, file: !2, line: 81, type: !74)
!330 = !DILocation(line: 81, column: 18, scope: !71)
!331 = !DILocalVariable(name: "left", scope: !71, file: !2, line: 81, type: !74)
!332 = !DILocation(line: 81, column: 27, scope: !71)
!333 = !DILocalVariable(name: "right", scope: !71, file: !2, line: 81, type: !74)
!334 = !DILocation(line: 81, column: 37, scope: !71)
!335 = !DILocalVariable(name: "v", scope: !71, file: !2, line: 81, type: !74)
!336 = !DILocation(line: 81, column: 48, scope: !71)
!337 = !DILocation(line: 82, column: 5, scope: !71)
!338 = !DILocation(line: 82, column: 12, scope: !71)
!339 = !DILocation(line: 82, column: 19, scope: !71)
!340 = !DILocation(line: 82, column: 16, scope: !71)
!341 = !DILocation(line: 82, column: 23, scope: !71)
!342 = !DILocation(line: 82, column: 26, scope: !71)
!343 = !DILocation(line: 82, column: 34, scope: !71)
!344 = !DILocation(line: 82, column: 31, scope: !71)
!345 = !DILocation(line: 0, scope: !71)
!346 = !DILocalVariable(name: "j", scope: !347, file: !2, line: 83, type: !74)
!347 = distinct !DILexicalBlock(scope: !348, file: !2, line: 83, column: 9)
!348 = distinct !DILexicalBlock(scope: !71, file: !2, line: 82, column: 41)
!349 = !DILocation(line: 83, column: 18, scope: !347)
!350 = !DILocation(line: 83, column: 22, scope: !347)
!351 = !DILocation(line: 83, column: 14, scope: !347)
!352 = !DILocation(line: 83, column: 28, scope: !353)
!353 = distinct !DILexicalBlock(scope: !347, file: !2, line: 83, column: 9)
!354 = !DILocation(line: 83, column: 33, scope: !353)
!355 = !DILocation(line: 83, column: 30, scope: !353)
!356 = !DILocation(line: 83, column: 9, scope: !347)
!357 = !DILocation(line: 83, column: 61, scope: !353)
!358 = !DILocation(line: 83, column: 50, scope: !353)
!359 = !DILocation(line: 83, column: 45, scope: !353)
!360 = !DILocation(line: 83, column: 55, scope: !353)
!361 = !DILocation(line: 83, column: 58, scope: !353)
!362 = !DILocation(line: 83, column: 41, scope: !353)
!363 = !DILocation(line: 83, column: 9, scope: !353)
!364 = distinct !{!364, !356, !365, !132}
!365 = !DILocation(line: 83, column: 61, scope: !347)
!366 = !DILocation(line: 84, column: 12, scope: !348)
!367 = !DILocalVariable(name: "i", scope: !368, file: !2, line: 85, type: !74)
!368 = distinct !DILexicalBlock(scope: !348, file: !2, line: 85, column: 9)
!369 = !DILocation(line: 85, column: 18, scope: !368)
!370 = !DILocation(line: 85, column: 22, scope: !368)
!371 = !DILocation(line: 85, column: 14, scope: !368)
!372 = !DILocation(line: 85, column: 27, scope: !373)
!373 = distinct !DILexicalBlock(scope: !368, file: !2, line: 85, column: 9)
!374 = !DILocation(line: 85, column: 32, scope: !373)
!375 = !DILocation(line: 85, column: 29, scope: !373)
!376 = !DILocation(line: 85, column: 9, scope: !368)
!377 = !DILocation(line: 85, column: 60, scope: !373)
!378 = !DILocation(line: 85, column: 47, scope: !373)
!379 = !DILocation(line: 85, column: 42, scope: !373)
!380 = !DILocation(line: 85, column: 50, scope: !373)
!381 = !DILocation(line: 85, column: 57, scope: !373)
!382 = !DILocation(line: 85, column: 38, scope: !373)
!383 = !DILocation(line: 85, column: 9, scope: !373)
!384 = distinct !{!384, !376, !385, !132}
!385 = !DILocation(line: 85, column: 60, scope: !368)
!386 = !DILocation(line: 86, column: 14, scope: !348)
!387 = !DILocation(line: 87, column: 13, scope: !388)
!388 = distinct !DILexicalBlock(scope: !348, file: !2, line: 87, column: 13)
!389 = !DILocation(line: 87, column: 20, scope: !388)
!390 = !DILocation(line: 87, column: 17, scope: !388)
!391 = !DILocation(line: 87, column: 13, scope: !348)
!392 = !DILocalVariable(name: "j", scope: !393, file: !2, line: 88, type: !74)
!393 = distinct !DILexicalBlock(scope: !394, file: !2, line: 88, column: 13)
!394 = distinct !DILexicalBlock(scope: !388, file: !2, line: 87, column: 25)
!395 = !DILocation(line: 88, column: 22, scope: !393)
!396 = !DILocation(line: 88, column: 26, scope: !393)
!397 = !DILocation(line: 88, column: 18, scope: !393)
!398 = !DILocation(line: 88, column: 33, scope: !399)
!399 = distinct !DILexicalBlock(scope: !393, file: !2, line: 88, column: 13)
!400 = !DILocation(line: 88, column: 38, scope: !399)
!401 = !DILocation(line: 88, column: 35, scope: !399)
!402 = !DILocation(line: 88, column: 13, scope: !393)
!403 = !DILocation(line: 88, column: 65, scope: !399)
!404 = !DILocation(line: 88, column: 54, scope: !399)
!405 = !DILocation(line: 88, column: 49, scope: !399)
!406 = !DILocation(line: 88, column: 59, scope: !399)
!407 = !DILocation(line: 88, column: 62, scope: !399)
!408 = !DILocation(line: 88, column: 45, scope: !399)
!409 = !DILocation(line: 88, column: 13, scope: !399)
!410 = distinct !{!410, !402, !411, !132}
!411 = !DILocation(line: 88, column: 65, scope: !393)
!412 = !DILocation(line: 89, column: 16, scope: !394)
!413 = !DILocation(line: 90, column: 9, scope: !394)
!414 = !DILocation(line: 91, column: 13, scope: !415)
!415 = distinct !DILexicalBlock(scope: !348, file: !2, line: 91, column: 13)
!416 = !DILocation(line: 91, column: 21, scope: !415)
!417 = !DILocation(line: 91, column: 18, scope: !415)
!418 = !DILocation(line: 91, column: 13, scope: !348)
!419 = !DILocalVariable(name: "i", scope: !420, file: !2, line: 92, type: !74)
!420 = distinct !DILexicalBlock(scope: !421, file: !2, line: 92, column: 13)
!421 = distinct !DILexicalBlock(scope: !415, file: !2, line: 91, column: 28)
!422 = !DILocation(line: 92, column: 22, scope: !420)
!423 = !DILocation(line: 92, column: 26, scope: !420)
!424 = !DILocation(line: 92, column: 18, scope: !420)
!425 = !DILocation(line: 92, column: 31, scope: !426)
!426 = distinct !DILexicalBlock(scope: !420, file: !2, line: 92, column: 13)
!427 = !DILocation(line: 92, column: 36, scope: !426)
!428 = !DILocation(line: 92, column: 33, scope: !426)
!429 = !DILocation(line: 92, column: 13, scope: !420)
!430 = !DILocation(line: 92, column: 63, scope: !426)
!431 = !DILocation(line: 92, column: 51, scope: !426)
!432 = !DILocation(line: 92, column: 46, scope: !426)
!433 = !DILocation(line: 92, column: 54, scope: !426)
!434 = !DILocation(line: 92, column: 60, scope: !426)
!435 = !DILocation(line: 92, column: 42, scope: !426)
!436 = !DILocation(line: 92, column: 13, scope: !426)
!437 = distinct !{!437, !429, !438, !132}
!438 = !DILocation(line: 92, column: 63, scope: !420)
!439 = !DILocation(line: 93, column: 17, scope: !421)
!440 = !DILocation(line: 94, column: 9, scope: !421)
!441 = distinct !{!441, !337, !442, !132}
!442 = !DILocation(line: 95, column: 5, scope: !71)
!443 = !DILocalVariable(name: "i", scope: !444, file: !2, line: 96, type: !74)
!444 = distinct !DILexicalBlock(scope: !71, file: !2, line: 96, column: 5)
!445 = !DILocation(line: 96, column: 14, scope: !444)
!446 = !DILocation(line: 96, column: 10, scope: !444)
!447 = !DILocation(line: 96, column: 21, scope: !448)
!448 = distinct !DILexicalBlock(scope: !444, file: !2, line: 96, column: 5)
!449 = !DILocation(line: 96, column: 23, scope: !448)
!450 = !DILocation(line: 96, column: 5, scope: !444)
!451 = !DILocalVariable(name: "j", scope: !452, file: !2, line: 97, type: !74)
!452 = distinct !DILexicalBlock(scope: !453, file: !2, line: 97, column: 9)
!453 = distinct !DILexicalBlock(scope: !448, file: !2, line: 96, column: 33)
!454 = !DILocation(line: 97, column: 18, scope: !452)
!455 = !DILocation(line: 97, column: 14, scope: !452)
!456 = !DILocation(line: 97, column: 25, scope: !457)
!457 = distinct !DILexicalBlock(scope: !452, file: !2, line: 97, column: 9)
!458 = !DILocation(line: 97, column: 27, scope: !457)
!459 = !DILocation(line: 97, column: 9, scope: !452)
!460 = !DILocation(line: 98, column: 32, scope: !457)
!461 = !DILocation(line: 98, column: 27, scope: !457)
!462 = !DILocation(line: 98, column: 35, scope: !457)
!463 = !DILocation(line: 98, column: 13, scope: !457)
!464 = !DILocation(line: 97, column: 33, scope: !457)
!465 = !DILocation(line: 97, column: 9, scope: !457)
!466 = distinct !{!466, !459, !467, !132}
!467 = !DILocation(line: 98, column: 37, scope: !452)
!468 = !DILocation(line: 99, column: 9, scope: !453)
!469 = !DILocation(line: 100, column: 5, scope: !453)
!470 = !DILocation(line: 96, column: 29, scope: !448)
!471 = !DILocation(line: 96, column: 5, scope: !448)
!472 = distinct !{!472, !450, !473, !132}
!473 = !DILocation(line: 100, column: 5, scope: !444)
!474 = !DILocalVariable(name: "cube", scope: !71, file: !2, line: 102, type: !475)
!475 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 960, elements: !476)
!476 = !{!477, !6, !54}
!477 = !DISubrange(count: 3)
!478 = !DILocation(line: 102, column: 11, scope: !71)
!479 = !DILocalVariable(name: "i", scope: !480, file: !2, line: 103, type: !74)
!480 = distinct !DILexicalBlock(scope: !71, file: !2, line: 103, column: 5)
!481 = !DILocation(line: 103, column: 14, scope: !480)
!482 = !DILocation(line: 103, column: 10, scope: !480)
!483 = !DILocation(line: 103, column: 21, scope: !484)
!484 = distinct !DILexicalBlock(scope: !480, file: !2, line: 103, column: 5)
!485 = !DILocation(line: 103, column: 23, scope: !484)
!486 = !DILocation(line: 103, column: 5, scope: !480)
!487 = !DILocalVariable(name: "j", scope: !488, file: !2, line: 104, type: !74)
!488 = distinct !DILexicalBlock(scope: !484, file: !2, line: 104, column: 9)
!489 = !DILocation(line: 104, column: 18, scope: !488)
!490 = !DILocation(line: 104, column: 14, scope: !488)
!491 = !DILocation(line: 104, column: 25, scope: !492)
!492 = distinct !DILexicalBlock(scope: !488, file: !2, line: 104, column: 9)
!493 = !DILocation(line: 104, column: 27, scope: !492)
!494 = !DILocation(line: 104, column: 9, scope: !488)
!495 = !DILocalVariable(name: "k", scope: !496, file: !2, line: 105, type: !74)
!496 = distinct !DILexicalBlock(scope: !492, file: !2, line: 105, column: 13)
!497 = !DILocation(line: 105, column: 22, scope: !496)
!498 = !DILocation(line: 105, column: 18, scope: !496)
!499 = !DILocation(line: 105, column: 29, scope: !500)
!500 = distinct !DILexicalBlock(scope: !496, file: !2, line: 105, column: 13)
!501 = !DILocation(line: 105, column: 31, scope: !500)
!502 = !DILocation(line: 105, column: 13, scope: !496)
!503 = !DILocation(line: 106, column: 41, scope: !500)
!504 = !DILocation(line: 106, column: 43, scope: !500)
!505 = !DILocation(line: 106, column: 51, scope: !500)
!506 = !DILocation(line: 106, column: 53, scope: !500)
!507 = !DILocation(line: 106, column: 49, scope: !500)
!508 = !DILocation(line: 106, column: 60, scope: !500)
!509 = !DILocation(line: 106, column: 58, scope: !500)
!510 = !DILocation(line: 106, column: 33, scope: !500)
!511 = !DILocation(line: 106, column: 22, scope: !500)
!512 = !DILocation(line: 106, column: 17, scope: !500)
!513 = !DILocation(line: 106, column: 25, scope: !500)
!514 = !DILocation(line: 106, column: 28, scope: !500)
!515 = !DILocation(line: 106, column: 31, scope: !500)
!516 = !DILocation(line: 105, column: 37, scope: !500)
!517 = !DILocation(line: 105, column: 13, scope: !500)
!518 = distinct !{!518, !502, !519, !132}
!519 = !DILocation(line: 106, column: 61, scope: !496)
!520 = !DILocation(line: 104, column: 33, scope: !492)
!521 = !DILocation(line: 104, column: 9, scope: !492)
!522 = distinct !{!522, !494, !523, !132}
!523 = !DILocation(line: 106, column: 61, scope: !488)
!524 = !DILocation(line: 103, column: 29, scope: !484)
!525 = !DILocation(line: 103, column: 5, scope: !484)
!526 = distinct !{!526, !486, !527, !132}
!527 = !DILocation(line: 106, column: 61, scope: !480)
!528 = !DILocalVariable(name: "flat", scope: !71, file: !2, line: 107, type: !529)
!529 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !530, size: 64)
!530 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!531 = !DILocation(line: 107, column: 18, scope: !71)
!532 = !DILocation(line: 107, column: 26, scope: !71)
!533 = !DILocalVariable(name: "s", scope: !71, file: !2, line: 108, type: !60)
!534 = !DILocation(line: 108, column: 10, scope: !71)
!535 = !DILocalVariable(name: "i", scope: !536, file: !2, line: 109, type: !74)
!536 = distinct !DILexicalBlock(scope: !71, file: !2, line: 109, column: 5)
!537 = !DILocation(line: 109, column: 14, scope: !536)
!538 = !DILocation(line: 109, column: 10, scope: !536)
!539 = !DILocation(line: 109, column: 21, scope: !540)
!540 = distinct !DILexicalBlock(scope: !536, file: !2, line: 109, column: 5)
!541 = !DILocation(line: 109, column: 23, scope: !540)
!542 = !DILocation(line: 109, column: 5, scope: !536)
!543 = !DILocation(line: 110, column: 14, scope: !540)
!544 = !DILocation(line: 110, column: 19, scope: !540)
!545 = !DILocation(line: 110, column: 25, scope: !540)
!546 = !DILocation(line: 110, column: 27, scope: !540)
!547 = !DILocation(line: 110, column: 31, scope: !540)
!548 = !DILocation(line: 110, column: 22, scope: !540)
!549 = !DILocation(line: 110, column: 11, scope: !540)
!550 = !DILocation(line: 110, column: 9, scope: !540)
!551 = !DILocation(line: 109, column: 30, scope: !540)
!552 = !DILocation(line: 109, column: 5, scope: !540)
!553 = distinct !{!553, !542, !554, !132}
!554 = !DILocation(line: 110, column: 34, scope: !536)
!555 = !DILocation(line: 111, column: 59, scope: !71)
!556 = !DILocation(line: 111, column: 62, scope: !71)
!557 = !DILocation(line: 111, column: 77, scope: !71)
!558 = !DILocation(line: 111, column: 5, scope: !71)
!559 = !DILocalVariable(name: "words", scope: !71, file: !2, line: 113, type: !560)
!560 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !561)
!561 = !{!54, !42}
!562 = !DILocation(line: 113, column: 10, scope: !71)
!563 = !DILocalVariable(name: "i", scope: !564, file: !2, line: 114, type: !74)
!564 = distinct !DILexicalBlock(scope: !71, file: !2, line: 114, column: 5)
!565 = !DILocation(line: 114, column: 14, scope: !564)
!566 = !DILocation(line: 114, column: 10, scope: !564)
!567 = !DILocation(line: 114, column: 21, scope: !568)
!568 = distinct !DILexicalBlock(scope: !564, file: !2, line: 114, column: 5)
!569 = !DILocation(line: 114, column: 23, scope: !568)
!570 = !DILocation(line: 114, column: 5, scope: !564)
!571 = !DILocalVariable(name: "len", scope: !572, file: !2, line: 115, type: !74)
!572 = distinct !DILexicalBlock(scope: !568, file: !2, line: 114, column: 33)
!573 = !DILocation(line: 115, column: 13, scope: !572)
!574 = !DILocation(line: 116, column: 9, scope: !572)
!575 = !DILocation(line: 116, column: 22, scope: !572)
!576 = !DILocation(line: 116, column: 16, scope: !572)
!577 = !DILocation(line: 116, column: 25, scope: !572)
!578 = !DILocation(line: 117, column: 16, scope: !572)
!579 = distinct !{!579, !574, !578, !132}
!580 = !DILocation(line: 118, column: 36, scope: !572)
!581 = !DILocation(line: 118, column: 30, scope: !572)
!582 = !DILocation(line: 118, column: 42, scope: !572)
!583 = !DILocation(line: 118, column: 23, scope: !572)
!584 = !DILocation(line: 118, column: 15, scope: !572)
!585 = !DILocation(line: 118, column: 9, scope: !572)
!586 = !DILocation(line: 118, column: 21, scope: !572)
!587 = !DILocation(line: 119, column: 33, scope: !572)
!588 = !DILocation(line: 119, column: 27, scope: !572)
!589 = !DILocation(line: 119, column: 37, scope: !572)
!590 = !DILocation(line: 119, column: 9, scope: !572)
!591 = !DILocation(line: 120, column: 5, scope: !572)
!592 = !DILocation(line: 114, column: 29, scope: !568)
!593 = !DILocation(line: 114, column: 5, scope: !568)
!594 = distinct !{!594, !570, !595, !132}
!595 = !DILocation(line: 120, column: 5, scope: !564)
!596 = !DILocation(line: 121, column: 5, scope: !71)
!597 = !DILocation(line: 122, column: 5, scope: !71)
!598 = distinct !DISubprogram(name: "mat_mul", scope: !2, file: !2, line: 7, type: !599, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !55, retainedNodes: !75)
!599 = !DISubroutineType(types: !600)
!600 = !{null, !74, !57, !57, !601}
!601 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !602, size: 64)
!602 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 384, elements: !19)
!603 = !DILocalVariable(name: "n", arg: 1, scope: !598, file: !2, line: 7, type: !74)
!604 = !DILocation(line: 7, column: 25, scope: !598)
!605 = !DILocalVariable(name: "a", arg: 2, scope: !598, file: !2, line: 7, type: !57)
!606 = !DILocation(line: 7, column: 39, scope: !598)
!607 = !DILocalVariable(name: "b", arg: 3, scope: !598, file: !2, line: 7, type: !57)
!608 = !DILocation(line: 7, column: 58, scope: !598)
!609 = !DILocalVariable(name: "c", arg: 4, scope: !598, file: !2, line: 7, type: !601)
!610 = !DILocation(line: 7, column: 71, scope: !598)
!611 = !DILocalVariable(name: "i", scope: !612, file: !2, line: 8, type: !74)
!612 = distinct !DILexicalBlock(scope: !598, file: !2, line: 8, column: 5)
!613 = !DILocation(line: 8, column: 14, scope: !612)
!614 = !DILocation(line: 8, column: 10, scope: !612)
!615 = !DILocation(line: 8, column: 21, scope: !616)
!616 = distinct !DILexicalBlock(scope: !612, file: !2, line: 8, column: 5)
!617 = !DILocation(line: 8, column: 25, scope: !616)
!618 = !DILocation(line: 8, column: 23, scope: !616)
!619 = !DILocation(line: 8, column: 5, scope: !612)
!620 = !DILocalVariable(name: "j", scope: !621, file: !2, line: 9, type: !74)
!621 = distinct !DILexicalBlock(scope: !616, file: !2, line: 9, column: 9)
!622 = !DILocation(line: 9, column: 18, scope: !621)
!623 = !DILocation(line: 9, column: 14, scope: !621)
!624 = !DILocation(line: 9, column: 25, scope: !625)
!625 = distinct !DILexicalBlock(scope: !621, file: !2, line: 9, column: 9)
!626 = !DILocation(line: 9, column: 29, scope: !625)
!627 = !DILocation(line: 9, column: 27, scope: !625)
!628 = !DILocation(line: 9, column: 9, scope: !621)
!629 = !DILocalVariable(name: "s", scope: !630, file: !2, line: 10, type: !60)
!630 = distinct !DILexicalBlock(scope: !625, file: !2, line: 9, column: 37)
!631 = !DILocation(line: 10, column: 18, scope: !630)
!632 = !DILocalVariable(name: "k", scope: !633, file: !2, line: 11, type: !74)
!633 = distinct !DILexicalBlock(scope: !630, file: !2, line: 11, column: 13)
!634 = !DILocation(line: 11, column: 22, scope: !633)
!635 = !DILocation(line: 11, column: 18, scope: !633)
!636 = !DILocation(line: 11, column: 29, scope: !637)
!637 = distinct !DILexicalBlock(scope: !633, file: !2, line: 11, column: 13)
!638 = !DILocation(line: 11, column: 33, scope: !637)
!639 = !DILocation(line: 11, column: 31, scope: !637)
!640 = !DILocation(line: 11, column: 13, scope: !633)
!641 = !DILocation(line: 12, column: 22, scope: !637)
!642 = !DILocation(line: 12, column: 24, scope: !637)
!643 = !DILocation(line: 12, column: 27, scope: !637)
!644 = !DILocation(line: 12, column: 32, scope: !637)
!645 = !DILocation(line: 12, column: 34, scope: !637)
!646 = !DILocation(line: 12, column: 37, scope: !637)
!647 = !DILocation(line: 12, column: 30, scope: !637)
!648 = !DILocation(line: 12, column: 19, scope: !637)
!649 = !DILocation(line: 12, column: 17, scope: !637)
!650 = !DILocation(line: 11, column: 37, scope: !637)
!651 = !DILocation(line: 11, column: 13, scope: !637)
!652 = distinct !{!652, !640, !653, !132}
!653 = !DILocation(line: 12, column: 38, scope: !633)
!654 = !DILocation(line: 13, column: 23, scope: !630)
!655 = !DILocation(line: 13, column: 13, scope: !630)
!656 = !DILocation(line: 13, column: 15, scope: !630)
!657 = !DILocation(line: 13, column: 18, scope: !630)
!658 = !DILocation(line: 13, column: 21, scope: !630)
!659 = !DILocation(line: 14, column: 9, scope: !630)
!660 = !DILocation(line: 9, column: 33, scope: !625)
!661 = !DILocation(line: 9, column: 9, scope: !625)
!662 = distinct !{!662, !628, !663, !132}
!663 = !DILocation(line: 14, column: 9, scope: !621)
!664 = !DILocation(line: 8, column: 29, scope: !616)
!665 = !DILocation(line: 8, column: 5, scope: !616)
!666 = distinct !{!666, !619, !667, !132}
!667 = !DILocation(line: 14, column: 9, scope: !612)
!668 = !DILocation(line: 15, column: 1, scope: !598)
!669 = distinct !DISubprogram(name: "print_mat", scope: !2, file: !2, line: 33, type: !670, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !55, retainedNodes: !75)
!670 = !DISubroutineType(types: !671)
!671 = !{null, !672, !57}
!672 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !673, size: 64)
!673 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!674 = !DILocalVariable(name: "lbl", arg: 1, scope: !669, file: !2, line: 33, type: !672)
!675 = !DILocation(line: 33, column: 35, scope: !669)
!676 = !DILocalVariable(name: "m", arg: 2, scope: !669, file: !2, line: 33, type: !57)
!677 = !DILocation(line: 33, column: 51, scope: !669)
!678 = !DILocation(line: 34, column: 20, scope: !669)
!679 = !DILocation(line: 34, column: 5, scope: !669)
!680 = !DILocalVariable(name: "i", scope: !681, file: !2, line: 35, type: !74)
!681 = distinct !DILexicalBlock(scope: !669, file: !2, line: 35, column: 5)
!682 = !DILocation(line: 35, column: 14, scope: !681)
!683 = !DILocation(line: 35, column: 10, scope: !681)
!684 = !DILocation(line: 35, column: 21, scope: !685)
!685 = distinct !DILexicalBlock(scope: !681, file: !2, line: 35, column: 5)
!686 = !DILocation(line: 35, column: 23, scope: !685)
!687 = !DILocation(line: 35, column: 5, scope: !681)
!688 = !DILocalVariable(name: "j", scope: !689, file: !2, line: 36, type: !74)
!689 = distinct !DILexicalBlock(scope: !690, file: !2, line: 36, column: 9)
!690 = distinct !DILexicalBlock(scope: !685, file: !2, line: 35, column: 33)
!691 = !DILocation(line: 36, column: 18, scope: !689)
!692 = !DILocation(line: 36, column: 14, scope: !689)
!693 = !DILocation(line: 36, column: 25, scope: !694)
!694 = distinct !DILexicalBlock(scope: !689, file: !2, line: 36, column: 9)
!695 = !DILocation(line: 36, column: 27, scope: !694)
!696 = !DILocation(line: 36, column: 9, scope: !689)
!697 = !DILocation(line: 37, column: 28, scope: !694)
!698 = !DILocation(line: 37, column: 30, scope: !694)
!699 = !DILocation(line: 37, column: 33, scope: !694)
!700 = !DILocation(line: 37, column: 13, scope: !694)
!701 = !DILocation(line: 36, column: 33, scope: !694)
!702 = !DILocation(line: 36, column: 9, scope: !694)
!703 = distinct !{!703, !696, !704, !132}
!704 = !DILocation(line: 37, column: 35, scope: !689)
!705 = !DILocation(line: 38, column: 9, scope: !690)
!706 = !DILocation(line: 39, column: 5, scope: !690)
!707 = !DILocation(line: 35, column: 29, scope: !685)
!708 = !DILocation(line: 35, column: 5, scope: !685)
!709 = distinct !{!709, !687, !710, !132}
!710 = !DILocation(line: 39, column: 5, scope: !681)
!711 = !DILocation(line: 40, column: 1, scope: !669)
!712 = distinct !DISubprogram(name: "transpose", scope: !2, file: !2, line: 17, type: !713, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !55, retainedNodes: !75)
!713 = !DISubroutineType(types: !714)
!714 = !{null, !601}
!715 = !DILocalVariable(name: "m", arg: 1, scope: !712, file: !2, line: 17, type: !601)
!716 = !DILocation(line: 17, column: 28, scope: !712)
!717 = !DILocalVariable(name: "i", scope: !718, file: !2, line: 18, type: !74)
!718 = distinct !DILexicalBlock(scope: !712, file: !2, line: 18, column: 5)
!719 = !DILocation(line: 18, column: 14, scope: !718)
!720 = !DILocation(line: 18, column: 10, scope: !718)
!721 = !DILocation(line: 18, column: 21, scope: !722)
!722 = distinct !DILexicalBlock(scope: !718, file: !2, line: 18, column: 5)
!723 = !DILocation(line: 18, column: 23, scope: !722)
!724 = !DILocation(line: 18, column: 5, scope: !718)
!725 = !DILocalVariable(name: "j", scope: !726, file: !2, line: 19, type: !74)
!726 = distinct !DILexicalBlock(scope: !722, file: !2, line: 19, column: 9)
!727 = !DILocation(line: 19, column: 18, scope: !726)
!728 = !DILocation(line: 19, column: 22, scope: !726)
!729 = !DILocation(line: 19, column: 24, scope: !726)
!730 = !DILocation(line: 19, column: 14, scope: !726)
!731 = !DILocation(line: 19, column: 29, scope: !732)
!732 = distinct !DILexicalBlock(scope: !726, file: !2, line: 19, column: 9)
!733 = !DILocation(line: 19, column: 31, scope: !732)
!734 = !DILocation(line: 19, column: 9, scope: !726)
!735 = !DILocalVariable(name: "t", scope: !736, file: !2, line: 20, type: !60)
!736 = distinct !DILexicalBlock(scope: !732, file: !2, line: 19, column: 41)
!737 = !DILocation(line: 20, column: 18, scope: !736)
!738 = !DILocation(line: 20, column: 22, scope: !736)
!739 = !DILocation(line: 20, column: 24, scope: !736)
!740 = !DILocation(line: 20, column: 27, scope: !736)
!741 = !DILocation(line: 21, column: 23, scope: !736)
!742 = !DILocation(line: 21, column: 25, scope: !736)
!743 = !DILocation(line: 21, column: 28, scope: !736)
!744 = !DILocation(line: 21, column: 13, scope: !736)
!745 = !DILocation(line: 21, column: 15, scope: !736)
!746 = !DILocation(line: 21, column: 18, scope: !736)
!747 = !DILocation(line: 21, column: 21, scope: !736)
!748 = !DILocation(line: 22, column: 23, scope: !736)
!749 = !DILocation(line: 22, column: 13, scope: !736)
!750 = !DILocation(line: 22, column: 15, scope: !736)
!751 = !DILocation(line: 22, column: 18, scope: !736)
!752 = !DILocation(line: 22, column: 21, scope: !736)
!753 = !DILocation(line: 23, column: 9, scope: !736)
!754 = !DILocation(line: 19, column: 37, scope: !732)
!755 = !DILocation(line: 19, column: 9, scope: !732)
!756 = distinct !{!756, !734, !757, !132}
!757 = !DILocation(line: 23, column: 9, scope: !726)
!758 = !DILocation(line: 18, column: 29, scope: !722)
!759 = !DILocation(line: 18, column: 5, scope: !722)
!760 = distinct !{!760, !724, !761, !132}
!761 = !DILocation(line: 23, column: 9, scope: !718)
!762 = !DILocation(line: 24, column: 1, scope: !712)
!763 = distinct !DISubprogram(name: "trace", scope: !2, file: !2, line: 26, type: !764, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !55, retainedNodes: !75)
!764 = !DISubroutineType(types: !765)
!765 = !{!60, !57}
!766 = !DILocalVariable(name: "m", arg: 1, scope: !763, file: !2, line: 26, type: !57)
!767 = !DILocation(line: 26, column: 32, scope: !763)
!768 = !DILocalVariable(name: "t", scope: !763, file: !2, line: 27, type: !60)
!769 = !DILocation(line: 27, column: 10, scope: !763)
!770 = !DILocalVariable(name: "i", scope: !771, file: !2, line: 28, type: !74)
!771 = distinct !DILexicalBlock(scope: !763, file: !2, line: 28, column: 5)
!772 = !DILocation(line: 28, column: 14, scope: !771)
!773 = !DILocation(line: 28, column: 10, scope: !771)
!774 = !DILocation(line: 28, column: 21, scope: !775)
!775 = distinct !DILexicalBlock(scope: !771, file: !2, line: 28, column: 5)
!776 = !DILocation(line: 28, column: 23, scope: !775)
!777 = !DILocation(line: 28, column: 5, scope: !771)
!778 = !DILocation(line: 29, column: 14, scope: !775)
!779 = !DILocation(line: 29, column: 16, scope: !775)
!780 = !DILocation(line: 29, column: 19, scope: !775)
!781 = !DILocation(line: 29, column: 11, scope: !775)
!782 = !DILocation(line: 29, column: 9, scope: !775)
!783 = !DILocation(line: 28, column: 29, scope: !775)
!784 = !DILocation(line: 28, column: 5, scope: !775)
!785 = distinct !{!785, !777, !786, !132}
!786 = !DILocation(line: 29, column: 20, scope: !771)
!787 = !DILocation(line: 30, column: 12, scope: !763)
!788 = !DILocation(line: 30, column: 5, scope: !763)
