; ModuleID = 'rand_shuffle.c'
source_filename = "rand_shuffle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"round %d: sum preserved %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [23 x i8] c"permutation valid: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [42 x i8] c"rand in range: %d, RAND_MAX >= 32767: %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [39 x i8] c"reseeding reproduces the sequence: %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [17 x i8] c"bucket total %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [29 x i8] c"digit sum after shuffle %ld\0A\00", align 1, !dbg !37

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !56 {
  %1 = alloca i32, align 4
  %2 = alloca [200 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [64 x i32], align 16
  %11 = alloca [64 x i32], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [10 x i32], align 16
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca [10 x i32], align 16
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca [20 x [6 x i8]], align 16
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca [6 x i8], align 1
  %32 = alloca i32, align 4
  %33 = alloca i64, align 8
  %34 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @srand(i32 noundef 12345) #5, !dbg !60
    #dbg_declare(ptr %2, !61, !DIExpression(), !65)
    #dbg_declare(ptr %3, !66, !DIExpression(), !68)
  store i32 0, ptr %3, align 4, !dbg !68
  br label %35, !dbg !69

35:                                               ; preds = %46, %0
  %36 = load i32, ptr %3, align 4, !dbg !70
  %37 = icmp slt i32 %36, 200, !dbg !72
  br i1 %37, label %38, label %49, !dbg !73

38:                                               ; preds = %35
  %39 = load i32, ptr %3, align 4, !dbg !74
  %40 = load i32, ptr %3, align 4, !dbg !75
  %41 = mul nsw i32 %39, %40, !dbg !76
  %42 = srem i32 %41, 101, !dbg !77
  %43 = load i32, ptr %3, align 4, !dbg !78
  %44 = sext i32 %43 to i64, !dbg !79
  %45 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %44, !dbg !79
  store i32 %42, ptr %45, align 4, !dbg !80
  br label %46, !dbg !79

46:                                               ; preds = %38
  %47 = load i32, ptr %3, align 4, !dbg !81
  %48 = add nsw i32 %47, 1, !dbg !81
  store i32 %48, ptr %3, align 4, !dbg !81
  br label %35, !dbg !82, !llvm.loop !83

49:                                               ; preds = %35
    #dbg_declare(ptr %4, !86, !DIExpression(), !88)
  store i64 0, ptr %4, align 8, !dbg !88
    #dbg_declare(ptr %5, !89, !DIExpression(), !90)
  store i64 0, ptr %5, align 8, !dbg !90
    #dbg_declare(ptr %6, !91, !DIExpression(), !93)
  store i32 0, ptr %6, align 4, !dbg !93
  br label %50, !dbg !94

50:                                               ; preds = %61, %49
  %51 = load i32, ptr %6, align 4, !dbg !95
  %52 = icmp slt i32 %51, 200, !dbg !97
  br i1 %52, label %53, label %64, !dbg !98

53:                                               ; preds = %50
  %54 = load i32, ptr %6, align 4, !dbg !99
  %55 = sext i32 %54 to i64, !dbg !100
  %56 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %55, !dbg !100
  %57 = load i32, ptr %56, align 4, !dbg !100
  %58 = sext i32 %57 to i64, !dbg !100
  %59 = load i64, ptr %4, align 8, !dbg !101
  %60 = add nsw i64 %59, %58, !dbg !101
  store i64 %60, ptr %4, align 8, !dbg !101
  br label %61, !dbg !102

61:                                               ; preds = %53
  %62 = load i32, ptr %6, align 4, !dbg !103
  %63 = add nsw i32 %62, 1, !dbg !103
  store i32 %63, ptr %6, align 4, !dbg !103
  br label %50, !dbg !104, !llvm.loop !105

64:                                               ; preds = %50
    #dbg_declare(ptr %7, !107, !DIExpression(), !109)
  store i32 0, ptr %7, align 4, !dbg !109
  br label %65, !dbg !110

65:                                               ; preds = %91, %64
  %66 = load i32, ptr %7, align 4, !dbg !111
  %67 = icmp slt i32 %66, 5, !dbg !113
  br i1 %67, label %68, label %94, !dbg !114

68:                                               ; preds = %65
  %69 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 0, !dbg !115
  call void @shuffle(ptr noundef %69, i32 noundef 200), !dbg !117
  store i64 0, ptr %5, align 8, !dbg !118
    #dbg_declare(ptr %8, !119, !DIExpression(), !121)
  store i32 0, ptr %8, align 4, !dbg !121
  br label %70, !dbg !122

70:                                               ; preds = %81, %68
  %71 = load i32, ptr %8, align 4, !dbg !123
  %72 = icmp slt i32 %71, 200, !dbg !125
  br i1 %72, label %73, label %84, !dbg !126

73:                                               ; preds = %70
  %74 = load i32, ptr %8, align 4, !dbg !127
  %75 = sext i32 %74 to i64, !dbg !128
  %76 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %75, !dbg !128
  %77 = load i32, ptr %76, align 4, !dbg !128
  %78 = sext i32 %77 to i64, !dbg !128
  %79 = load i64, ptr %5, align 8, !dbg !129
  %80 = add nsw i64 %79, %78, !dbg !129
  store i64 %80, ptr %5, align 8, !dbg !129
  br label %81, !dbg !130

81:                                               ; preds = %73
  %82 = load i32, ptr %8, align 4, !dbg !131
  %83 = add nsw i32 %82, 1, !dbg !131
  store i32 %83, ptr %8, align 4, !dbg !131
  br label %70, !dbg !132, !llvm.loop !133

84:                                               ; preds = %70
  %85 = load i32, ptr %7, align 4, !dbg !135
  %86 = load i64, ptr %4, align 8, !dbg !136
  %87 = load i64, ptr %5, align 8, !dbg !137
  %88 = icmp eq i64 %86, %87, !dbg !138
  %89 = zext i1 %88 to i32, !dbg !138
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %85, i32 noundef %89), !dbg !139
  br label %91, !dbg !140

91:                                               ; preds = %84
  %92 = load i32, ptr %7, align 4, !dbg !141
  %93 = add nsw i32 %92, 1, !dbg !141
  store i32 %93, ptr %7, align 4, !dbg !141
  br label %65, !dbg !142, !llvm.loop !143

94:                                               ; preds = %65
  %95 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 0, !dbg !145
  call void @qsort(ptr noundef %95, i64 noundef 200, i64 noundef 4, ptr noundef @cmp_int), !dbg !146
    #dbg_declare(ptr %9, !147, !DIExpression(), !149)
  store i32 0, ptr %9, align 4, !dbg !149
  br label %96, !dbg !150

96:                                               ; preds = %105, %94
  %97 = load i32, ptr %9, align 4, !dbg !151
  %98 = icmp slt i32 %97, 200, !dbg !153
  br i1 %98, label %99, label %108, !dbg !154

99:                                               ; preds = %96
  %100 = load i32, ptr %9, align 4, !dbg !155
  %101 = sext i32 %100 to i64, !dbg !156
  %102 = getelementptr inbounds [200 x i32], ptr %2, i64 0, i64 %101, !dbg !156
  %103 = load i32, ptr %102, align 4, !dbg !156
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %103), !dbg !157
  br label %105, !dbg !157

105:                                              ; preds = %99
  %106 = load i32, ptr %9, align 4, !dbg !158
  %107 = add nsw i32 %106, 10, !dbg !158
  store i32 %107, ptr %9, align 4, !dbg !158
  br label %96, !dbg !159, !llvm.loop !160

108:                                              ; preds = %96
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !162
    #dbg_declare(ptr %10, !163, !DIExpression(), !167)
    #dbg_declare(ptr %11, !168, !DIExpression(), !169)
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 256, i1 false), !dbg !169
    #dbg_declare(ptr %12, !170, !DIExpression(), !172)
  store i32 0, ptr %12, align 4, !dbg !172
  br label %110, !dbg !173

110:                                              ; preds = %118, %108
  %111 = load i32, ptr %12, align 4, !dbg !174
  %112 = icmp slt i32 %111, 64, !dbg !176
  br i1 %112, label %113, label %121, !dbg !177

113:                                              ; preds = %110
  %114 = load i32, ptr %12, align 4, !dbg !178
  %115 = load i32, ptr %12, align 4, !dbg !179
  %116 = sext i32 %115 to i64, !dbg !180
  %117 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %116, !dbg !180
  store i32 %114, ptr %117, align 4, !dbg !181
  br label %118, !dbg !180

118:                                              ; preds = %113
  %119 = load i32, ptr %12, align 4, !dbg !182
  %120 = add nsw i32 %119, 1, !dbg !182
  store i32 %120, ptr %12, align 4, !dbg !182
  br label %110, !dbg !183, !llvm.loop !184

121:                                              ; preds = %110
  %122 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 0, !dbg !186
  call void @shuffle(ptr noundef %122, i32 noundef 64), !dbg !187
    #dbg_declare(ptr %13, !188, !DIExpression(), !189)
  store i32 1, ptr %13, align 4, !dbg !189
    #dbg_declare(ptr %14, !190, !DIExpression(), !192)
  store i32 0, ptr %14, align 4, !dbg !192
  br label %123, !dbg !193

123:                                              ; preds = %156, %121
  %124 = load i32, ptr %14, align 4, !dbg !194
  %125 = icmp slt i32 %124, 64, !dbg !196
  br i1 %125, label %126, label %159, !dbg !197

126:                                              ; preds = %123
  %127 = load i32, ptr %14, align 4, !dbg !198
  %128 = sext i32 %127 to i64, !dbg !201
  %129 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %128, !dbg !201
  %130 = load i32, ptr %129, align 4, !dbg !201
  %131 = icmp slt i32 %130, 0, !dbg !202
  br i1 %131, label %147, label %132, !dbg !203

132:                                              ; preds = %126
  %133 = load i32, ptr %14, align 4, !dbg !204
  %134 = sext i32 %133 to i64, !dbg !205
  %135 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %134, !dbg !205
  %136 = load i32, ptr %135, align 4, !dbg !205
  %137 = icmp sge i32 %136, 64, !dbg !206
  br i1 %137, label %147, label %138, !dbg !207

138:                                              ; preds = %132
  %139 = load i32, ptr %14, align 4, !dbg !208
  %140 = sext i32 %139 to i64, !dbg !209
  %141 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %140, !dbg !209
  %142 = load i32, ptr %141, align 4, !dbg !209
  %143 = sext i32 %142 to i64, !dbg !210
  %144 = getelementptr inbounds [64 x i32], ptr %11, i64 0, i64 %143, !dbg !210
  %145 = load i32, ptr %144, align 4, !dbg !210
  %146 = icmp ne i32 %145, 0, !dbg !210
  br i1 %146, label %147, label %148, !dbg !211

147:                                              ; preds = %138, %132, %126
  store i32 0, ptr %13, align 4, !dbg !212
  br label %155, !dbg !213

148:                                              ; preds = %138
  %149 = load i32, ptr %14, align 4, !dbg !214
  %150 = sext i32 %149 to i64, !dbg !215
  %151 = getelementptr inbounds [64 x i32], ptr %10, i64 0, i64 %150, !dbg !215
  %152 = load i32, ptr %151, align 4, !dbg !215
  %153 = sext i32 %152 to i64, !dbg !216
  %154 = getelementptr inbounds [64 x i32], ptr %11, i64 0, i64 %153, !dbg !216
  store i32 1, ptr %154, align 4, !dbg !217
  br label %155

155:                                              ; preds = %148, %147
  br label %156, !dbg !218

156:                                              ; preds = %155
  %157 = load i32, ptr %14, align 4, !dbg !219
  %158 = add nsw i32 %157, 1, !dbg !219
  store i32 %158, ptr %14, align 4, !dbg !219
  br label %123, !dbg !220, !llvm.loop !221

159:                                              ; preds = %123
  %160 = load i32, ptr %13, align 4, !dbg !223
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %160), !dbg !224
    #dbg_declare(ptr %15, !225, !DIExpression(), !226)
  store i32 1, ptr %15, align 4, !dbg !226
    #dbg_declare(ptr %16, !227, !DIExpression(), !229)
  store i32 0, ptr %16, align 4, !dbg !229
  br label %162, !dbg !230

162:                                              ; preds = %174, %159
  %163 = load i32, ptr %16, align 4, !dbg !231
  %164 = icmp slt i32 %163, 1000, !dbg !233
  br i1 %164, label %165, label %177, !dbg !234

165:                                              ; preds = %162
    #dbg_declare(ptr %17, !235, !DIExpression(), !237)
  %166 = call i32 @rand() #5, !dbg !238
  store i32 %166, ptr %17, align 4, !dbg !237
  %167 = load i32, ptr %17, align 4, !dbg !239
  %168 = icmp slt i32 %167, 0, !dbg !241
  br i1 %168, label %172, label %169, !dbg !242

169:                                              ; preds = %165
  %170 = load i32, ptr %17, align 4, !dbg !243
  %171 = icmp sgt i32 %170, 2147483647, !dbg !244
  br i1 %171, label %172, label %173, !dbg !245

172:                                              ; preds = %169, %165
  store i32 0, ptr %15, align 4, !dbg !246
  br label %173, !dbg !247

173:                                              ; preds = %172, %169
  br label %174, !dbg !248

174:                                              ; preds = %173
  %175 = load i32, ptr %16, align 4, !dbg !249
  %176 = add nsw i32 %175, 1, !dbg !249
  store i32 %176, ptr %16, align 4, !dbg !249
  br label %162, !dbg !250, !llvm.loop !251

177:                                              ; preds = %162
  %178 = load i32, ptr %15, align 4, !dbg !253
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %178, i32 noundef 1), !dbg !254
  call void @srand(i32 noundef 77) #5, !dbg !255
    #dbg_declare(ptr %18, !256, !DIExpression(), !260)
    #dbg_declare(ptr %19, !261, !DIExpression(), !263)
  store i32 0, ptr %19, align 4, !dbg !263
  br label %180, !dbg !264

180:                                              ; preds = %188, %177
  %181 = load i32, ptr %19, align 4, !dbg !265
  %182 = icmp slt i32 %181, 10, !dbg !267
  br i1 %182, label %183, label %191, !dbg !268

183:                                              ; preds = %180
  %184 = call i32 @rand() #5, !dbg !269
  %185 = load i32, ptr %19, align 4, !dbg !270
  %186 = sext i32 %185 to i64, !dbg !271
  %187 = getelementptr inbounds [10 x i32], ptr %18, i64 0, i64 %186, !dbg !271
  store i32 %184, ptr %187, align 4, !dbg !272
  br label %188, !dbg !271

188:                                              ; preds = %183
  %189 = load i32, ptr %19, align 4, !dbg !273
  %190 = add nsw i32 %189, 1, !dbg !273
  store i32 %190, ptr %19, align 4, !dbg !273
  br label %180, !dbg !274, !llvm.loop !275

191:                                              ; preds = %180
  call void @srand(i32 noundef 77) #5, !dbg !277
    #dbg_declare(ptr %20, !278, !DIExpression(), !279)
  store i32 1, ptr %20, align 4, !dbg !279
    #dbg_declare(ptr %21, !280, !DIExpression(), !282)
  store i32 0, ptr %21, align 4, !dbg !282
  br label %192, !dbg !283

192:                                              ; preds = %205, %191
  %193 = load i32, ptr %21, align 4, !dbg !284
  %194 = icmp slt i32 %193, 10, !dbg !286
  br i1 %194, label %195, label %208, !dbg !287

195:                                              ; preds = %192
  %196 = load i32, ptr %21, align 4, !dbg !288
  %197 = sext i32 %196 to i64, !dbg !289
  %198 = getelementptr inbounds [10 x i32], ptr %18, i64 0, i64 %197, !dbg !289
  %199 = load i32, ptr %198, align 4, !dbg !289
  %200 = call i32 @rand() #5, !dbg !290
  %201 = icmp eq i32 %199, %200, !dbg !291
  %202 = zext i1 %201 to i32, !dbg !291
  %203 = load i32, ptr %20, align 4, !dbg !292
  %204 = and i32 %203, %202, !dbg !292
  store i32 %204, ptr %20, align 4, !dbg !292
  br label %205, !dbg !293

205:                                              ; preds = %195
  %206 = load i32, ptr %21, align 4, !dbg !294
  %207 = add nsw i32 %206, 1, !dbg !294
  store i32 %207, ptr %21, align 4, !dbg !294
  br label %192, !dbg !295, !llvm.loop !296

208:                                              ; preds = %192
  %209 = load i32, ptr %20, align 4, !dbg !298
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %209), !dbg !299
    #dbg_declare(ptr %22, !300, !DIExpression(), !301)
  call void @llvm.memset.p0.i64(ptr align 16 %22, i8 0, i64 40, i1 false), !dbg !301
    #dbg_declare(ptr %23, !302, !DIExpression(), !304)
  store i32 0, ptr %23, align 4, !dbg !304
  br label %211, !dbg !305

211:                                              ; preds = %221, %208
  %212 = load i32, ptr %23, align 4, !dbg !306
  %213 = icmp slt i32 %212, 10000, !dbg !308
  br i1 %213, label %214, label %224, !dbg !309

214:                                              ; preds = %211
  %215 = call i32 @rand() #5, !dbg !310
  %216 = srem i32 %215, 10, !dbg !311
  %217 = sext i32 %216 to i64, !dbg !312
  %218 = getelementptr inbounds [10 x i32], ptr %22, i64 0, i64 %217, !dbg !312
  %219 = load i32, ptr %218, align 4, !dbg !313
  %220 = add nsw i32 %219, 1, !dbg !313
  store i32 %220, ptr %218, align 4, !dbg !313
  br label %221, !dbg !312

221:                                              ; preds = %214
  %222 = load i32, ptr %23, align 4, !dbg !314
  %223 = add nsw i32 %222, 1, !dbg !314
  store i32 %223, ptr %23, align 4, !dbg !314
  br label %211, !dbg !315, !llvm.loop !316

224:                                              ; preds = %211
    #dbg_declare(ptr %24, !318, !DIExpression(), !319)
  store i32 0, ptr %24, align 4, !dbg !319
    #dbg_declare(ptr %25, !320, !DIExpression(), !322)
  store i32 0, ptr %25, align 4, !dbg !322
  br label %225, !dbg !323

225:                                              ; preds = %235, %224
  %226 = load i32, ptr %25, align 4, !dbg !324
  %227 = icmp slt i32 %226, 10, !dbg !326
  br i1 %227, label %228, label %238, !dbg !327

228:                                              ; preds = %225
  %229 = load i32, ptr %25, align 4, !dbg !328
  %230 = sext i32 %229 to i64, !dbg !329
  %231 = getelementptr inbounds [10 x i32], ptr %22, i64 0, i64 %230, !dbg !329
  %232 = load i32, ptr %231, align 4, !dbg !329
  %233 = load i32, ptr %24, align 4, !dbg !330
  %234 = add nsw i32 %233, %232, !dbg !330
  store i32 %234, ptr %24, align 4, !dbg !330
  br label %235, !dbg !331

235:                                              ; preds = %228
  %236 = load i32, ptr %25, align 4, !dbg !332
  %237 = add nsw i32 %236, 1, !dbg !332
  store i32 %237, ptr %25, align 4, !dbg !332
  br label %225, !dbg !333, !llvm.loop !334

238:                                              ; preds = %225
  %239 = load i32, ptr %24, align 4, !dbg !336
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %239), !dbg !337
    #dbg_declare(ptr %26, !338, !DIExpression(), !343)
    #dbg_declare(ptr %27, !344, !DIExpression(), !346)
  store i32 0, ptr %27, align 4, !dbg !346
  br label %241, !dbg !347

241:                                              ; preds = %271, %238
  %242 = load i32, ptr %27, align 4, !dbg !348
  %243 = icmp slt i32 %242, 20, !dbg !350
  br i1 %243, label %244, label %274, !dbg !351

244:                                              ; preds = %241
    #dbg_declare(ptr %28, !352, !DIExpression(), !355)
  store i32 0, ptr %28, align 4, !dbg !355
  br label %245, !dbg !356

245:                                              ; preds = %263, %244
  %246 = load i32, ptr %28, align 4, !dbg !357
  %247 = icmp slt i32 %246, 5, !dbg !359
  br i1 %247, label %248, label %266, !dbg !360

248:                                              ; preds = %245
  %249 = load i32, ptr %27, align 4, !dbg !361
  %250 = mul nsw i32 %249, 7, !dbg !362
  %251 = load i32, ptr %28, align 4, !dbg !363
  %252 = mul nsw i32 %251, 3, !dbg !364
  %253 = add nsw i32 %250, %252, !dbg !365
  %254 = srem i32 %253, 10, !dbg !366
  %255 = add nsw i32 48, %254, !dbg !367
  %256 = trunc i32 %255 to i8, !dbg !368
  %257 = load i32, ptr %27, align 4, !dbg !369
  %258 = sext i32 %257 to i64, !dbg !370
  %259 = getelementptr inbounds [20 x [6 x i8]], ptr %26, i64 0, i64 %258, !dbg !370
  %260 = load i32, ptr %28, align 4, !dbg !371
  %261 = sext i32 %260 to i64, !dbg !370
  %262 = getelementptr inbounds [6 x i8], ptr %259, i64 0, i64 %261, !dbg !370
  store i8 %256, ptr %262, align 1, !dbg !372
  br label %263, !dbg !370

263:                                              ; preds = %248
  %264 = load i32, ptr %28, align 4, !dbg !373
  %265 = add nsw i32 %264, 1, !dbg !373
  store i32 %265, ptr %28, align 4, !dbg !373
  br label %245, !dbg !374, !llvm.loop !375

266:                                              ; preds = %245
  %267 = load i32, ptr %27, align 4, !dbg !377
  %268 = sext i32 %267 to i64, !dbg !378
  %269 = getelementptr inbounds [20 x [6 x i8]], ptr %26, i64 0, i64 %268, !dbg !378
  %270 = getelementptr inbounds [6 x i8], ptr %269, i64 0, i64 5, !dbg !378
  store i8 0, ptr %270, align 1, !dbg !379
  br label %271, !dbg !380

271:                                              ; preds = %266
  %272 = load i32, ptr %27, align 4, !dbg !381
  %273 = add nsw i32 %272, 1, !dbg !381
  store i32 %273, ptr %27, align 4, !dbg !381
  br label %241, !dbg !382, !llvm.loop !383

274:                                              ; preds = %241
    #dbg_declare(ptr %29, !385, !DIExpression(), !387)
  store i32 19, ptr %29, align 4, !dbg !387
  br label %275, !dbg !388

275:                                              ; preds = %324, %274
  %276 = load i32, ptr %29, align 4, !dbg !389
  %277 = icmp sgt i32 %276, 0, !dbg !391
  br i1 %277, label %278, label %327, !dbg !392

278:                                              ; preds = %275
    #dbg_declare(ptr %30, !393, !DIExpression(), !395)
  %279 = call i32 @rand() #5, !dbg !396
  %280 = load i32, ptr %29, align 4, !dbg !397
  %281 = add nsw i32 %280, 1, !dbg !398
  %282 = srem i32 %279, %281, !dbg !399
  store i32 %282, ptr %30, align 4, !dbg !395
    #dbg_declare(ptr %31, !400, !DIExpression(), !403)
    #dbg_declare(ptr %32, !404, !DIExpression(), !406)
  store i32 0, ptr %32, align 4, !dbg !406
  br label %283, !dbg !407

283:                                              ; preds = %320, %278
  %284 = load i32, ptr %32, align 4, !dbg !408
  %285 = icmp slt i32 %284, 6, !dbg !410
  br i1 %285, label %286, label %323, !dbg !411

286:                                              ; preds = %283
  %287 = load i32, ptr %29, align 4, !dbg !412
  %288 = sext i32 %287 to i64, !dbg !414
  %289 = getelementptr inbounds [20 x [6 x i8]], ptr %26, i64 0, i64 %288, !dbg !414
  %290 = load i32, ptr %32, align 4, !dbg !415
  %291 = sext i32 %290 to i64, !dbg !414
  %292 = getelementptr inbounds [6 x i8], ptr %289, i64 0, i64 %291, !dbg !414
  %293 = load i8, ptr %292, align 1, !dbg !414
  %294 = load i32, ptr %32, align 4, !dbg !416
  %295 = sext i32 %294 to i64, !dbg !417
  %296 = getelementptr inbounds [6 x i8], ptr %31, i64 0, i64 %295, !dbg !417
  store i8 %293, ptr %296, align 1, !dbg !418
  %297 = load i32, ptr %30, align 4, !dbg !419
  %298 = sext i32 %297 to i64, !dbg !420
  %299 = getelementptr inbounds [20 x [6 x i8]], ptr %26, i64 0, i64 %298, !dbg !420
  %300 = load i32, ptr %32, align 4, !dbg !421
  %301 = sext i32 %300 to i64, !dbg !420
  %302 = getelementptr inbounds [6 x i8], ptr %299, i64 0, i64 %301, !dbg !420
  %303 = load i8, ptr %302, align 1, !dbg !420
  %304 = load i32, ptr %29, align 4, !dbg !422
  %305 = sext i32 %304 to i64, !dbg !423
  %306 = getelementptr inbounds [20 x [6 x i8]], ptr %26, i64 0, i64 %305, !dbg !423
  %307 = load i32, ptr %32, align 4, !dbg !424
  %308 = sext i32 %307 to i64, !dbg !423
  %309 = getelementptr inbounds [6 x i8], ptr %306, i64 0, i64 %308, !dbg !423
  store i8 %303, ptr %309, align 1, !dbg !425
  %310 = load i32, ptr %32, align 4, !dbg !426
  %311 = sext i32 %310 to i64, !dbg !427
  %312 = getelementptr inbounds [6 x i8], ptr %31, i64 0, i64 %311, !dbg !427
  %313 = load i8, ptr %312, align 1, !dbg !427
  %314 = load i32, ptr %30, align 4, !dbg !428
  %315 = sext i32 %314 to i64, !dbg !429
  %316 = getelementptr inbounds [20 x [6 x i8]], ptr %26, i64 0, i64 %315, !dbg !429
  %317 = load i32, ptr %32, align 4, !dbg !430
  %318 = sext i32 %317 to i64, !dbg !429
  %319 = getelementptr inbounds [6 x i8], ptr %316, i64 0, i64 %318, !dbg !429
  store i8 %313, ptr %319, align 1, !dbg !431
  br label %320, !dbg !432

320:                                              ; preds = %286
  %321 = load i32, ptr %32, align 4, !dbg !433
  %322 = add nsw i32 %321, 1, !dbg !433
  store i32 %322, ptr %32, align 4, !dbg !433
  br label %283, !dbg !434, !llvm.loop !435

323:                                              ; preds = %283
  br label %324, !dbg !437

324:                                              ; preds = %323
  %325 = load i32, ptr %29, align 4, !dbg !438
  %326 = add nsw i32 %325, -1, !dbg !438
  store i32 %326, ptr %29, align 4, !dbg !438
  br label %275, !dbg !439, !llvm.loop !440

327:                                              ; preds = %275
    #dbg_declare(ptr %33, !442, !DIExpression(), !443)
  store i64 0, ptr %33, align 8, !dbg !443
    #dbg_declare(ptr %34, !444, !DIExpression(), !446)
  store i32 0, ptr %34, align 4, !dbg !446
  br label %328, !dbg !447

328:                                              ; preds = %340, %327
  %329 = load i32, ptr %34, align 4, !dbg !448
  %330 = icmp slt i32 %329, 20, !dbg !450
  br i1 %330, label %331, label %343, !dbg !451

331:                                              ; preds = %328
  %332 = load i32, ptr %34, align 4, !dbg !452
  %333 = sext i32 %332 to i64, !dbg !453
  %334 = getelementptr inbounds [20 x [6 x i8]], ptr %26, i64 0, i64 %333, !dbg !453
  %335 = getelementptr inbounds [6 x i8], ptr %334, i64 0, i64 0, !dbg !453
  %336 = call i32 @atoi(ptr noundef %335) #6, !dbg !454
  %337 = sext i32 %336 to i64, !dbg !454
  %338 = load i64, ptr %33, align 8, !dbg !455
  %339 = add nsw i64 %338, %337, !dbg !455
  store i64 %339, ptr %33, align 8, !dbg !455
  br label %340, !dbg !456

340:                                              ; preds = %331
  %341 = load i32, ptr %34, align 4, !dbg !457
  %342 = add nsw i32 %341, 1, !dbg !457
  store i32 %342, ptr %34, align 4, !dbg !457
  br label %328, !dbg !458, !llvm.loop !459

343:                                              ; preds = %328
  %344 = load i64, ptr %33, align 8, !dbg !461
  %345 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %344), !dbg !462
  ret i32 0, !dbg !463
}

; Function Attrs: nounwind
declare void @srand(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shuffle(ptr noundef %0, i32 noundef %1) #0 !dbg !464 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !468, !DIExpression(), !469)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !470, !DIExpression(), !471)
    #dbg_declare(ptr %5, !472, !DIExpression(), !474)
  %8 = load i32, ptr %4, align 4, !dbg !475
  %9 = sub nsw i32 %8, 1, !dbg !476
  store i32 %9, ptr %5, align 4, !dbg !474
  br label %10, !dbg !477

10:                                               ; preds = %37, %2
  %11 = load i32, ptr %5, align 4, !dbg !478
  %12 = icmp sgt i32 %11, 0, !dbg !480
  br i1 %12, label %13, label %40, !dbg !481

13:                                               ; preds = %10
    #dbg_declare(ptr %6, !482, !DIExpression(), !484)
  %14 = call i32 @rand() #5, !dbg !485
  %15 = load i32, ptr %5, align 4, !dbg !486
  %16 = add nsw i32 %15, 1, !dbg !487
  %17 = srem i32 %14, %16, !dbg !488
  store i32 %17, ptr %6, align 4, !dbg !484
    #dbg_declare(ptr %7, !489, !DIExpression(), !490)
  %18 = load ptr, ptr %3, align 8, !dbg !491
  %19 = load i32, ptr %5, align 4, !dbg !492
  %20 = sext i32 %19 to i64, !dbg !491
  %21 = getelementptr inbounds i32, ptr %18, i64 %20, !dbg !491
  %22 = load i32, ptr %21, align 4, !dbg !491
  store i32 %22, ptr %7, align 4, !dbg !490
  %23 = load ptr, ptr %3, align 8, !dbg !493
  %24 = load i32, ptr %6, align 4, !dbg !494
  %25 = sext i32 %24 to i64, !dbg !493
  %26 = getelementptr inbounds i32, ptr %23, i64 %25, !dbg !493
  %27 = load i32, ptr %26, align 4, !dbg !493
  %28 = load ptr, ptr %3, align 8, !dbg !495
  %29 = load i32, ptr %5, align 4, !dbg !496
  %30 = sext i32 %29 to i64, !dbg !495
  %31 = getelementptr inbounds i32, ptr %28, i64 %30, !dbg !495
  store i32 %27, ptr %31, align 4, !dbg !497
  %32 = load i32, ptr %7, align 4, !dbg !498
  %33 = load ptr, ptr %3, align 8, !dbg !499
  %34 = load i32, ptr %6, align 4, !dbg !500
  %35 = sext i32 %34 to i64, !dbg !499
  %36 = getelementptr inbounds i32, ptr %33, i64 %35, !dbg !499
  store i32 %32, ptr %36, align 4, !dbg !501
  br label %37, !dbg !502

37:                                               ; preds = %13
  %38 = load i32, ptr %5, align 4, !dbg !503
  %39 = add nsw i32 %38, -1, !dbg !503
  store i32 %39, ptr %5, align 4, !dbg !503
  br label %10, !dbg !504, !llvm.loop !505

40:                                               ; preds = %10
  ret void, !dbg !507
}

declare i32 @printf(ptr noundef, ...) #2

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int(ptr noundef %0, ptr noundef %1) #0 !dbg !508 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !513, !DIExpression(), !514)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !515, !DIExpression(), !516)
    #dbg_declare(ptr %5, !517, !DIExpression(), !518)
  %7 = load ptr, ptr %3, align 8, !dbg !519
  %8 = load i32, ptr %7, align 4, !dbg !520
  store i32 %8, ptr %5, align 4, !dbg !518
    #dbg_declare(ptr %6, !521, !DIExpression(), !522)
  %9 = load ptr, ptr %4, align 8, !dbg !523
  %10 = load i32, ptr %9, align 4, !dbg !524
  store i32 %10, ptr %6, align 4, !dbg !522
  %11 = load i32, ptr %5, align 4, !dbg !525
  %12 = load i32, ptr %6, align 4, !dbg !526
  %13 = icmp sgt i32 %11, %12, !dbg !527
  %14 = zext i1 %13 to i32, !dbg !527
  %15 = load i32, ptr %5, align 4, !dbg !528
  %16 = load i32, ptr %6, align 4, !dbg !529
  %17 = icmp slt i32 %15, %16, !dbg !530
  %18 = zext i1 %17 to i32, !dbg !530
  %19 = sub nsw i32 %14, %18, !dbg !531
  ret i32 %19, !dbg !532
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i32 @rand() #1

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!42}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "rand_shuffle.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "aa590b652f17420670e3dce9ca8b611e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 28)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 42)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 39)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 17)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 29)
!42 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !43, globals: !47, splitDebugInlining: false, nameTableKind: None)
!43 = !{!4, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"frame-pointer", i32 2}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !57, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !42, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!46}
!59 = !{}
!60 = !DILocation(line: 22, column: 5, scope: !56)
!61 = !DILocalVariable(name: "a", scope: !56, file: !2, line: 23, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 6400, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 200)
!65 = !DILocation(line: 23, column: 9, scope: !56)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 24, type: !46)
!67 = distinct !DILexicalBlock(scope: !56, file: !2, line: 24, column: 5)
!68 = !DILocation(line: 24, column: 14, scope: !67)
!69 = !DILocation(line: 24, column: 10, scope: !67)
!70 = !DILocation(line: 24, column: 21, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !2, line: 24, column: 5)
!72 = !DILocation(line: 24, column: 23, scope: !71)
!73 = !DILocation(line: 24, column: 5, scope: !67)
!74 = !DILocation(line: 25, column: 16, scope: !71)
!75 = !DILocation(line: 25, column: 20, scope: !71)
!76 = !DILocation(line: 25, column: 18, scope: !71)
!77 = !DILocation(line: 25, column: 22, scope: !71)
!78 = !DILocation(line: 25, column: 11, scope: !71)
!79 = !DILocation(line: 25, column: 9, scope: !71)
!80 = !DILocation(line: 25, column: 14, scope: !71)
!81 = !DILocation(line: 24, column: 31, scope: !71)
!82 = !DILocation(line: 24, column: 5, scope: !71)
!83 = distinct !{!83, !73, !84, !85}
!84 = !DILocation(line: 25, column: 24, scope: !67)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocalVariable(name: "sum_before", scope: !56, file: !2, line: 26, type: !87)
!87 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!88 = !DILocation(line: 26, column: 10, scope: !56)
!89 = !DILocalVariable(name: "sum_after", scope: !56, file: !2, line: 26, type: !87)
!90 = !DILocation(line: 26, column: 26, scope: !56)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 27, type: !46)
!92 = distinct !DILexicalBlock(scope: !56, file: !2, line: 27, column: 5)
!93 = !DILocation(line: 27, column: 14, scope: !92)
!94 = !DILocation(line: 27, column: 10, scope: !92)
!95 = !DILocation(line: 27, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !2, line: 27, column: 5)
!97 = !DILocation(line: 27, column: 23, scope: !96)
!98 = !DILocation(line: 27, column: 5, scope: !92)
!99 = !DILocation(line: 28, column: 25, scope: !96)
!100 = !DILocation(line: 28, column: 23, scope: !96)
!101 = !DILocation(line: 28, column: 20, scope: !96)
!102 = !DILocation(line: 28, column: 9, scope: !96)
!103 = !DILocation(line: 27, column: 31, scope: !96)
!104 = !DILocation(line: 27, column: 5, scope: !96)
!105 = distinct !{!105, !98, !106, !85}
!106 = !DILocation(line: 28, column: 26, scope: !92)
!107 = !DILocalVariable(name: "round", scope: !108, file: !2, line: 29, type: !46)
!108 = distinct !DILexicalBlock(scope: !56, file: !2, line: 29, column: 5)
!109 = !DILocation(line: 29, column: 14, scope: !108)
!110 = !DILocation(line: 29, column: 10, scope: !108)
!111 = !DILocation(line: 29, column: 25, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !2, line: 29, column: 5)
!113 = !DILocation(line: 29, column: 31, scope: !112)
!114 = !DILocation(line: 29, column: 5, scope: !108)
!115 = !DILocation(line: 30, column: 17, scope: !116)
!116 = distinct !DILexicalBlock(scope: !112, file: !2, line: 29, column: 45)
!117 = !DILocation(line: 30, column: 9, scope: !116)
!118 = !DILocation(line: 31, column: 19, scope: !116)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 32, type: !46)
!120 = distinct !DILexicalBlock(scope: !116, file: !2, line: 32, column: 9)
!121 = !DILocation(line: 32, column: 18, scope: !120)
!122 = !DILocation(line: 32, column: 14, scope: !120)
!123 = !DILocation(line: 32, column: 25, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !2, line: 32, column: 9)
!125 = !DILocation(line: 32, column: 27, scope: !124)
!126 = !DILocation(line: 32, column: 9, scope: !120)
!127 = !DILocation(line: 33, column: 28, scope: !124)
!128 = !DILocation(line: 33, column: 26, scope: !124)
!129 = !DILocation(line: 33, column: 23, scope: !124)
!130 = !DILocation(line: 33, column: 13, scope: !124)
!131 = !DILocation(line: 32, column: 35, scope: !124)
!132 = !DILocation(line: 32, column: 9, scope: !124)
!133 = distinct !{!133, !126, !134, !85}
!134 = !DILocation(line: 33, column: 29, scope: !120)
!135 = !DILocation(line: 34, column: 48, scope: !116)
!136 = !DILocation(line: 34, column: 55, scope: !116)
!137 = !DILocation(line: 34, column: 69, scope: !116)
!138 = !DILocation(line: 34, column: 66, scope: !116)
!139 = !DILocation(line: 34, column: 9, scope: !116)
!140 = !DILocation(line: 35, column: 5, scope: !116)
!141 = !DILocation(line: 29, column: 41, scope: !112)
!142 = !DILocation(line: 29, column: 5, scope: !112)
!143 = distinct !{!143, !114, !144, !85}
!144 = !DILocation(line: 35, column: 5, scope: !108)
!145 = !DILocation(line: 36, column: 11, scope: !56)
!146 = !DILocation(line: 36, column: 5, scope: !56)
!147 = !DILocalVariable(name: "i", scope: !148, file: !2, line: 37, type: !46)
!148 = distinct !DILexicalBlock(scope: !56, file: !2, line: 37, column: 5)
!149 = !DILocation(line: 37, column: 14, scope: !148)
!150 = !DILocation(line: 37, column: 10, scope: !148)
!151 = !DILocation(line: 37, column: 21, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !2, line: 37, column: 5)
!153 = !DILocation(line: 37, column: 23, scope: !152)
!154 = !DILocation(line: 37, column: 5, scope: !148)
!155 = !DILocation(line: 38, column: 25, scope: !152)
!156 = !DILocation(line: 38, column: 23, scope: !152)
!157 = !DILocation(line: 38, column: 9, scope: !152)
!158 = !DILocation(line: 37, column: 32, scope: !152)
!159 = !DILocation(line: 37, column: 5, scope: !152)
!160 = distinct !{!160, !154, !161, !85}
!161 = !DILocation(line: 38, column: 27, scope: !148)
!162 = !DILocation(line: 39, column: 5, scope: !56)
!163 = !DILocalVariable(name: "perm", scope: !56, file: !2, line: 41, type: !164)
!164 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 2048, elements: !165)
!165 = !{!166}
!166 = !DISubrange(count: 64)
!167 = !DILocation(line: 41, column: 9, scope: !56)
!168 = !DILocalVariable(name: "seen", scope: !56, file: !2, line: 41, type: !164)
!169 = !DILocation(line: 41, column: 19, scope: !56)
!170 = !DILocalVariable(name: "i", scope: !171, file: !2, line: 42, type: !46)
!171 = distinct !DILexicalBlock(scope: !56, file: !2, line: 42, column: 5)
!172 = !DILocation(line: 42, column: 14, scope: !171)
!173 = !DILocation(line: 42, column: 10, scope: !171)
!174 = !DILocation(line: 42, column: 21, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !2, line: 42, column: 5)
!176 = !DILocation(line: 42, column: 23, scope: !175)
!177 = !DILocation(line: 42, column: 5, scope: !171)
!178 = !DILocation(line: 43, column: 19, scope: !175)
!179 = !DILocation(line: 43, column: 14, scope: !175)
!180 = !DILocation(line: 43, column: 9, scope: !175)
!181 = !DILocation(line: 43, column: 17, scope: !175)
!182 = !DILocation(line: 42, column: 30, scope: !175)
!183 = !DILocation(line: 42, column: 5, scope: !175)
!184 = distinct !{!184, !177, !185, !85}
!185 = !DILocation(line: 43, column: 19, scope: !171)
!186 = !DILocation(line: 44, column: 13, scope: !56)
!187 = !DILocation(line: 44, column: 5, scope: !56)
!188 = !DILocalVariable(name: "ok", scope: !56, file: !2, line: 45, type: !46)
!189 = !DILocation(line: 45, column: 9, scope: !56)
!190 = !DILocalVariable(name: "i", scope: !191, file: !2, line: 46, type: !46)
!191 = distinct !DILexicalBlock(scope: !56, file: !2, line: 46, column: 5)
!192 = !DILocation(line: 46, column: 14, scope: !191)
!193 = !DILocation(line: 46, column: 10, scope: !191)
!194 = !DILocation(line: 46, column: 21, scope: !195)
!195 = distinct !DILexicalBlock(scope: !191, file: !2, line: 46, column: 5)
!196 = !DILocation(line: 46, column: 23, scope: !195)
!197 = !DILocation(line: 46, column: 5, scope: !191)
!198 = !DILocation(line: 47, column: 18, scope: !199)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 47, column: 13)
!200 = distinct !DILexicalBlock(scope: !195, file: !2, line: 46, column: 34)
!201 = !DILocation(line: 47, column: 13, scope: !199)
!202 = !DILocation(line: 47, column: 21, scope: !199)
!203 = !DILocation(line: 47, column: 25, scope: !199)
!204 = !DILocation(line: 47, column: 33, scope: !199)
!205 = !DILocation(line: 47, column: 28, scope: !199)
!206 = !DILocation(line: 47, column: 36, scope: !199)
!207 = !DILocation(line: 47, column: 42, scope: !199)
!208 = !DILocation(line: 47, column: 55, scope: !199)
!209 = !DILocation(line: 47, column: 50, scope: !199)
!210 = !DILocation(line: 47, column: 45, scope: !199)
!211 = !DILocation(line: 47, column: 13, scope: !200)
!212 = !DILocation(line: 48, column: 16, scope: !199)
!213 = !DILocation(line: 48, column: 13, scope: !199)
!214 = !DILocation(line: 50, column: 23, scope: !199)
!215 = !DILocation(line: 50, column: 18, scope: !199)
!216 = !DILocation(line: 50, column: 13, scope: !199)
!217 = !DILocation(line: 50, column: 27, scope: !199)
!218 = !DILocation(line: 51, column: 5, scope: !200)
!219 = !DILocation(line: 46, column: 30, scope: !195)
!220 = !DILocation(line: 46, column: 5, scope: !195)
!221 = distinct !{!221, !197, !222, !85}
!222 = !DILocation(line: 51, column: 5, scope: !191)
!223 = !DILocation(line: 52, column: 39, scope: !56)
!224 = !DILocation(line: 52, column: 5, scope: !56)
!225 = !DILocalVariable(name: "in_range", scope: !56, file: !2, line: 54, type: !46)
!226 = !DILocation(line: 54, column: 9, scope: !56)
!227 = !DILocalVariable(name: "i", scope: !228, file: !2, line: 55, type: !46)
!228 = distinct !DILexicalBlock(scope: !56, file: !2, line: 55, column: 5)
!229 = !DILocation(line: 55, column: 14, scope: !228)
!230 = !DILocation(line: 55, column: 10, scope: !228)
!231 = !DILocation(line: 55, column: 21, scope: !232)
!232 = distinct !DILexicalBlock(scope: !228, file: !2, line: 55, column: 5)
!233 = !DILocation(line: 55, column: 23, scope: !232)
!234 = !DILocation(line: 55, column: 5, scope: !228)
!235 = !DILocalVariable(name: "r", scope: !236, file: !2, line: 56, type: !46)
!236 = distinct !DILexicalBlock(scope: !232, file: !2, line: 55, column: 36)
!237 = !DILocation(line: 56, column: 13, scope: !236)
!238 = !DILocation(line: 56, column: 17, scope: !236)
!239 = !DILocation(line: 57, column: 13, scope: !240)
!240 = distinct !DILexicalBlock(scope: !236, file: !2, line: 57, column: 13)
!241 = !DILocation(line: 57, column: 15, scope: !240)
!242 = !DILocation(line: 57, column: 19, scope: !240)
!243 = !DILocation(line: 57, column: 22, scope: !240)
!244 = !DILocation(line: 57, column: 24, scope: !240)
!245 = !DILocation(line: 57, column: 13, scope: !236)
!246 = !DILocation(line: 58, column: 22, scope: !240)
!247 = !DILocation(line: 58, column: 13, scope: !240)
!248 = !DILocation(line: 59, column: 5, scope: !236)
!249 = !DILocation(line: 55, column: 32, scope: !232)
!250 = !DILocation(line: 55, column: 5, scope: !232)
!251 = distinct !{!251, !234, !252, !85}
!252 = !DILocation(line: 59, column: 5, scope: !228)
!253 = !DILocation(line: 60, column: 58, scope: !56)
!254 = !DILocation(line: 60, column: 5, scope: !56)
!255 = !DILocation(line: 62, column: 5, scope: !56)
!256 = !DILocalVariable(name: "s1", scope: !56, file: !2, line: 63, type: !257)
!257 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 320, elements: !258)
!258 = !{!259}
!259 = !DISubrange(count: 10)
!260 = !DILocation(line: 63, column: 9, scope: !56)
!261 = !DILocalVariable(name: "i", scope: !262, file: !2, line: 64, type: !46)
!262 = distinct !DILexicalBlock(scope: !56, file: !2, line: 64, column: 5)
!263 = !DILocation(line: 64, column: 14, scope: !262)
!264 = !DILocation(line: 64, column: 10, scope: !262)
!265 = !DILocation(line: 64, column: 21, scope: !266)
!266 = distinct !DILexicalBlock(scope: !262, file: !2, line: 64, column: 5)
!267 = !DILocation(line: 64, column: 23, scope: !266)
!268 = !DILocation(line: 64, column: 5, scope: !262)
!269 = !DILocation(line: 65, column: 17, scope: !266)
!270 = !DILocation(line: 65, column: 12, scope: !266)
!271 = !DILocation(line: 65, column: 9, scope: !266)
!272 = !DILocation(line: 65, column: 15, scope: !266)
!273 = !DILocation(line: 64, column: 30, scope: !266)
!274 = !DILocation(line: 64, column: 5, scope: !266)
!275 = distinct !{!275, !268, !276, !85}
!276 = !DILocation(line: 65, column: 22, scope: !262)
!277 = !DILocation(line: 66, column: 5, scope: !56)
!278 = !DILocalVariable(name: "same", scope: !56, file: !2, line: 67, type: !46)
!279 = !DILocation(line: 67, column: 9, scope: !56)
!280 = !DILocalVariable(name: "i", scope: !281, file: !2, line: 68, type: !46)
!281 = distinct !DILexicalBlock(scope: !56, file: !2, line: 68, column: 5)
!282 = !DILocation(line: 68, column: 14, scope: !281)
!283 = !DILocation(line: 68, column: 10, scope: !281)
!284 = !DILocation(line: 68, column: 21, scope: !285)
!285 = distinct !DILexicalBlock(scope: !281, file: !2, line: 68, column: 5)
!286 = !DILocation(line: 68, column: 23, scope: !285)
!287 = !DILocation(line: 68, column: 5, scope: !281)
!288 = !DILocation(line: 69, column: 20, scope: !285)
!289 = !DILocation(line: 69, column: 17, scope: !285)
!290 = !DILocation(line: 69, column: 26, scope: !285)
!291 = !DILocation(line: 69, column: 23, scope: !285)
!292 = !DILocation(line: 69, column: 14, scope: !285)
!293 = !DILocation(line: 69, column: 9, scope: !285)
!294 = !DILocation(line: 68, column: 30, scope: !285)
!295 = !DILocation(line: 68, column: 5, scope: !285)
!296 = distinct !{!296, !287, !297, !85}
!297 = !DILocation(line: 69, column: 31, scope: !281)
!298 = !DILocation(line: 70, column: 55, scope: !56)
!299 = !DILocation(line: 70, column: 5, scope: !56)
!300 = !DILocalVariable(name: "buckets", scope: !56, file: !2, line: 72, type: !257)
!301 = !DILocation(line: 72, column: 9, scope: !56)
!302 = !DILocalVariable(name: "i", scope: !303, file: !2, line: 73, type: !46)
!303 = distinct !DILexicalBlock(scope: !56, file: !2, line: 73, column: 5)
!304 = !DILocation(line: 73, column: 14, scope: !303)
!305 = !DILocation(line: 73, column: 10, scope: !303)
!306 = !DILocation(line: 73, column: 21, scope: !307)
!307 = distinct !DILexicalBlock(scope: !303, file: !2, line: 73, column: 5)
!308 = !DILocation(line: 73, column: 23, scope: !307)
!309 = !DILocation(line: 73, column: 5, scope: !303)
!310 = !DILocation(line: 74, column: 17, scope: !307)
!311 = !DILocation(line: 74, column: 24, scope: !307)
!312 = !DILocation(line: 74, column: 9, scope: !307)
!313 = !DILocation(line: 74, column: 29, scope: !307)
!314 = !DILocation(line: 73, column: 33, scope: !307)
!315 = !DILocation(line: 73, column: 5, scope: !307)
!316 = distinct !{!316, !309, !317, !85}
!317 = !DILocation(line: 74, column: 29, scope: !303)
!318 = !DILocalVariable(name: "total", scope: !56, file: !2, line: 75, type: !46)
!319 = !DILocation(line: 75, column: 9, scope: !56)
!320 = !DILocalVariable(name: "i", scope: !321, file: !2, line: 76, type: !46)
!321 = distinct !DILexicalBlock(scope: !56, file: !2, line: 76, column: 5)
!322 = !DILocation(line: 76, column: 14, scope: !321)
!323 = !DILocation(line: 76, column: 10, scope: !321)
!324 = !DILocation(line: 76, column: 21, scope: !325)
!325 = distinct !DILexicalBlock(scope: !321, file: !2, line: 76, column: 5)
!326 = !DILocation(line: 76, column: 23, scope: !325)
!327 = !DILocation(line: 76, column: 5, scope: !321)
!328 = !DILocation(line: 77, column: 26, scope: !325)
!329 = !DILocation(line: 77, column: 18, scope: !325)
!330 = !DILocation(line: 77, column: 15, scope: !325)
!331 = !DILocation(line: 77, column: 9, scope: !325)
!332 = !DILocation(line: 76, column: 30, scope: !325)
!333 = !DILocation(line: 76, column: 5, scope: !325)
!334 = distinct !{!334, !327, !335, !85}
!335 = !DILocation(line: 77, column: 27, scope: !321)
!336 = !DILocation(line: 78, column: 33, scope: !56)
!337 = !DILocation(line: 78, column: 5, scope: !56)
!338 = !DILocalVariable(name: "words", scope: !56, file: !2, line: 80, type: !339)
!339 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 960, elements: !340)
!340 = !{!341, !342}
!341 = !DISubrange(count: 20)
!342 = !DISubrange(count: 6)
!343 = !DILocation(line: 80, column: 10, scope: !56)
!344 = !DILocalVariable(name: "i", scope: !345, file: !2, line: 81, type: !46)
!345 = distinct !DILexicalBlock(scope: !56, file: !2, line: 81, column: 5)
!346 = !DILocation(line: 81, column: 14, scope: !345)
!347 = !DILocation(line: 81, column: 10, scope: !345)
!348 = !DILocation(line: 81, column: 21, scope: !349)
!349 = distinct !DILexicalBlock(scope: !345, file: !2, line: 81, column: 5)
!350 = !DILocation(line: 81, column: 23, scope: !349)
!351 = !DILocation(line: 81, column: 5, scope: !345)
!352 = !DILocalVariable(name: "k", scope: !353, file: !2, line: 82, type: !46)
!353 = distinct !DILexicalBlock(scope: !354, file: !2, line: 82, column: 9)
!354 = distinct !DILexicalBlock(scope: !349, file: !2, line: 81, column: 34)
!355 = !DILocation(line: 82, column: 18, scope: !353)
!356 = !DILocation(line: 82, column: 14, scope: !353)
!357 = !DILocation(line: 82, column: 25, scope: !358)
!358 = distinct !DILexicalBlock(scope: !353, file: !2, line: 82, column: 9)
!359 = !DILocation(line: 82, column: 27, scope: !358)
!360 = !DILocation(line: 82, column: 9, scope: !353)
!361 = !DILocation(line: 83, column: 41, scope: !358)
!362 = !DILocation(line: 83, column: 43, scope: !358)
!363 = !DILocation(line: 83, column: 49, scope: !358)
!364 = !DILocation(line: 83, column: 51, scope: !358)
!365 = !DILocation(line: 83, column: 47, scope: !358)
!366 = !DILocation(line: 83, column: 56, scope: !358)
!367 = !DILocation(line: 83, column: 38, scope: !358)
!368 = !DILocation(line: 83, column: 27, scope: !358)
!369 = !DILocation(line: 83, column: 19, scope: !358)
!370 = !DILocation(line: 83, column: 13, scope: !358)
!371 = !DILocation(line: 83, column: 22, scope: !358)
!372 = !DILocation(line: 83, column: 25, scope: !358)
!373 = !DILocation(line: 82, column: 33, scope: !358)
!374 = !DILocation(line: 82, column: 9, scope: !358)
!375 = distinct !{!375, !360, !376, !85}
!376 = !DILocation(line: 83, column: 60, scope: !353)
!377 = !DILocation(line: 84, column: 15, scope: !354)
!378 = !DILocation(line: 84, column: 9, scope: !354)
!379 = !DILocation(line: 84, column: 21, scope: !354)
!380 = !DILocation(line: 85, column: 5, scope: !354)
!381 = !DILocation(line: 81, column: 30, scope: !349)
!382 = !DILocation(line: 81, column: 5, scope: !349)
!383 = distinct !{!383, !351, !384, !85}
!384 = !DILocation(line: 85, column: 5, scope: !345)
!385 = !DILocalVariable(name: "i", scope: !386, file: !2, line: 86, type: !46)
!386 = distinct !DILexicalBlock(scope: !56, file: !2, line: 86, column: 5)
!387 = !DILocation(line: 86, column: 14, scope: !386)
!388 = !DILocation(line: 86, column: 10, scope: !386)
!389 = !DILocation(line: 86, column: 22, scope: !390)
!390 = distinct !DILexicalBlock(scope: !386, file: !2, line: 86, column: 5)
!391 = !DILocation(line: 86, column: 24, scope: !390)
!392 = !DILocation(line: 86, column: 5, scope: !386)
!393 = !DILocalVariable(name: "j", scope: !394, file: !2, line: 87, type: !46)
!394 = distinct !DILexicalBlock(scope: !390, file: !2, line: 86, column: 34)
!395 = !DILocation(line: 87, column: 13, scope: !394)
!396 = !DILocation(line: 87, column: 17, scope: !394)
!397 = !DILocation(line: 87, column: 27, scope: !394)
!398 = !DILocation(line: 87, column: 29, scope: !394)
!399 = !DILocation(line: 87, column: 24, scope: !394)
!400 = !DILocalVariable(name: "t", scope: !394, file: !2, line: 88, type: !401)
!401 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !402)
!402 = !{!342}
!403 = !DILocation(line: 88, column: 14, scope: !394)
!404 = !DILocalVariable(name: "k", scope: !405, file: !2, line: 89, type: !46)
!405 = distinct !DILexicalBlock(scope: !394, file: !2, line: 89, column: 9)
!406 = !DILocation(line: 89, column: 18, scope: !405)
!407 = !DILocation(line: 89, column: 14, scope: !405)
!408 = !DILocation(line: 89, column: 25, scope: !409)
!409 = distinct !DILexicalBlock(scope: !405, file: !2, line: 89, column: 9)
!410 = !DILocation(line: 89, column: 27, scope: !409)
!411 = !DILocation(line: 89, column: 9, scope: !405)
!412 = !DILocation(line: 90, column: 26, scope: !413)
!413 = distinct !DILexicalBlock(scope: !409, file: !2, line: 89, column: 37)
!414 = !DILocation(line: 90, column: 20, scope: !413)
!415 = !DILocation(line: 90, column: 29, scope: !413)
!416 = !DILocation(line: 90, column: 15, scope: !413)
!417 = !DILocation(line: 90, column: 13, scope: !413)
!418 = !DILocation(line: 90, column: 18, scope: !413)
!419 = !DILocation(line: 91, column: 33, scope: !413)
!420 = !DILocation(line: 91, column: 27, scope: !413)
!421 = !DILocation(line: 91, column: 36, scope: !413)
!422 = !DILocation(line: 91, column: 19, scope: !413)
!423 = !DILocation(line: 91, column: 13, scope: !413)
!424 = !DILocation(line: 91, column: 22, scope: !413)
!425 = !DILocation(line: 91, column: 25, scope: !413)
!426 = !DILocation(line: 92, column: 29, scope: !413)
!427 = !DILocation(line: 92, column: 27, scope: !413)
!428 = !DILocation(line: 92, column: 19, scope: !413)
!429 = !DILocation(line: 92, column: 13, scope: !413)
!430 = !DILocation(line: 92, column: 22, scope: !413)
!431 = !DILocation(line: 92, column: 25, scope: !413)
!432 = !DILocation(line: 93, column: 9, scope: !413)
!433 = !DILocation(line: 89, column: 33, scope: !409)
!434 = !DILocation(line: 89, column: 9, scope: !409)
!435 = distinct !{!435, !411, !436, !85}
!436 = !DILocation(line: 93, column: 9, scope: !405)
!437 = !DILocation(line: 94, column: 5, scope: !394)
!438 = !DILocation(line: 86, column: 30, scope: !390)
!439 = !DILocation(line: 86, column: 5, scope: !390)
!440 = distinct !{!440, !392, !441, !85}
!441 = !DILocation(line: 94, column: 5, scope: !386)
!442 = !DILocalVariable(name: "digit_sum", scope: !56, file: !2, line: 95, type: !87)
!443 = !DILocation(line: 95, column: 10, scope: !56)
!444 = !DILocalVariable(name: "i", scope: !445, file: !2, line: 96, type: !46)
!445 = distinct !DILexicalBlock(scope: !56, file: !2, line: 96, column: 5)
!446 = !DILocation(line: 96, column: 14, scope: !445)
!447 = !DILocation(line: 96, column: 10, scope: !445)
!448 = !DILocation(line: 96, column: 21, scope: !449)
!449 = distinct !DILexicalBlock(scope: !445, file: !2, line: 96, column: 5)
!450 = !DILocation(line: 96, column: 23, scope: !449)
!451 = !DILocation(line: 96, column: 5, scope: !445)
!452 = !DILocation(line: 97, column: 33, scope: !449)
!453 = !DILocation(line: 97, column: 27, scope: !449)
!454 = !DILocation(line: 97, column: 22, scope: !449)
!455 = !DILocation(line: 97, column: 19, scope: !449)
!456 = !DILocation(line: 97, column: 9, scope: !449)
!457 = !DILocation(line: 96, column: 30, scope: !449)
!458 = !DILocation(line: 96, column: 5, scope: !449)
!459 = distinct !{!459, !451, !460, !85}
!460 = !DILocation(line: 97, column: 35, scope: !445)
!461 = !DILocation(line: 98, column: 45, scope: !56)
!462 = !DILocation(line: 98, column: 5, scope: !56)
!463 = !DILocation(line: 99, column: 5, scope: !56)
!464 = distinct !DISubprogram(name: "shuffle", scope: !2, file: !2, line: 12, type: !465, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!465 = !DISubroutineType(types: !466)
!466 = !{null, !467, !46}
!467 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!468 = !DILocalVariable(name: "a", arg: 1, scope: !464, file: !2, line: 12, type: !467)
!469 = !DILocation(line: 12, column: 26, scope: !464)
!470 = !DILocalVariable(name: "n", arg: 2, scope: !464, file: !2, line: 12, type: !46)
!471 = !DILocation(line: 12, column: 33, scope: !464)
!472 = !DILocalVariable(name: "i", scope: !473, file: !2, line: 13, type: !46)
!473 = distinct !DILexicalBlock(scope: !464, file: !2, line: 13, column: 5)
!474 = !DILocation(line: 13, column: 14, scope: !473)
!475 = !DILocation(line: 13, column: 18, scope: !473)
!476 = !DILocation(line: 13, column: 20, scope: !473)
!477 = !DILocation(line: 13, column: 10, scope: !473)
!478 = !DILocation(line: 13, column: 25, scope: !479)
!479 = distinct !DILexicalBlock(scope: !473, file: !2, line: 13, column: 5)
!480 = !DILocation(line: 13, column: 27, scope: !479)
!481 = !DILocation(line: 13, column: 5, scope: !473)
!482 = !DILocalVariable(name: "j", scope: !483, file: !2, line: 14, type: !46)
!483 = distinct !DILexicalBlock(scope: !479, file: !2, line: 13, column: 37)
!484 = !DILocation(line: 14, column: 13, scope: !483)
!485 = !DILocation(line: 14, column: 17, scope: !483)
!486 = !DILocation(line: 14, column: 27, scope: !483)
!487 = !DILocation(line: 14, column: 29, scope: !483)
!488 = !DILocation(line: 14, column: 24, scope: !483)
!489 = !DILocalVariable(name: "t", scope: !483, file: !2, line: 15, type: !46)
!490 = !DILocation(line: 15, column: 13, scope: !483)
!491 = !DILocation(line: 15, column: 17, scope: !483)
!492 = !DILocation(line: 15, column: 19, scope: !483)
!493 = !DILocation(line: 16, column: 16, scope: !483)
!494 = !DILocation(line: 16, column: 18, scope: !483)
!495 = !DILocation(line: 16, column: 9, scope: !483)
!496 = !DILocation(line: 16, column: 11, scope: !483)
!497 = !DILocation(line: 16, column: 14, scope: !483)
!498 = !DILocation(line: 17, column: 16, scope: !483)
!499 = !DILocation(line: 17, column: 9, scope: !483)
!500 = !DILocation(line: 17, column: 11, scope: !483)
!501 = !DILocation(line: 17, column: 14, scope: !483)
!502 = !DILocation(line: 18, column: 5, scope: !483)
!503 = !DILocation(line: 13, column: 33, scope: !479)
!504 = !DILocation(line: 13, column: 5, scope: !479)
!505 = distinct !{!505, !481, !506, !85}
!506 = !DILocation(line: 18, column: 5, scope: !473)
!507 = !DILocation(line: 19, column: 1, scope: !464)
!508 = distinct !DISubprogram(name: "cmp_int", scope: !2, file: !2, line: 7, type: !509, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !59)
!509 = !DISubroutineType(types: !510)
!510 = !{!46, !511, !511}
!511 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !512, size: 64)
!512 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!513 = !DILocalVariable(name: "a", arg: 1, scope: !508, file: !2, line: 7, type: !511)
!514 = !DILocation(line: 7, column: 32, scope: !508)
!515 = !DILocalVariable(name: "b", arg: 2, scope: !508, file: !2, line: 7, type: !511)
!516 = !DILocation(line: 7, column: 47, scope: !508)
!517 = !DILocalVariable(name: "x", scope: !508, file: !2, line: 8, type: !46)
!518 = !DILocation(line: 8, column: 9, scope: !508)
!519 = !DILocation(line: 8, column: 27, scope: !508)
!520 = !DILocation(line: 8, column: 13, scope: !508)
!521 = !DILocalVariable(name: "y", scope: !508, file: !2, line: 8, type: !46)
!522 = !DILocation(line: 8, column: 30, scope: !508)
!523 = !DILocation(line: 8, column: 48, scope: !508)
!524 = !DILocation(line: 8, column: 34, scope: !508)
!525 = !DILocation(line: 9, column: 13, scope: !508)
!526 = !DILocation(line: 9, column: 17, scope: !508)
!527 = !DILocation(line: 9, column: 15, scope: !508)
!528 = !DILocation(line: 9, column: 23, scope: !508)
!529 = !DILocation(line: 9, column: 27, scope: !508)
!530 = !DILocation(line: 9, column: 25, scope: !508)
!531 = !DILocation(line: 9, column: 20, scope: !508)
!532 = !DILocation(line: 9, column: 5, scope: !508)
