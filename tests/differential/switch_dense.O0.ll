; ModuleID = 'switch_dense.c'
source_filename = "switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.prog = private unnamed_addr constant [14 x i32] [i32 1, i32 1, i32 3, i32 6, i32 5, i32 1, i32 7, i32 4, i32 8, i32 0, i32 1, i32 5, i32 2, i32 9], align 16
@.str = private unnamed_addr constant [20 x i8] c"%-5s sp=%d top=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"dense(%d)=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [15 x i8] c"dense sum %ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [29 x i8] c"x = 42 + y*7 / (a - 3)\09done\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [52 x i8] c"classes: other=%d digit=%d vowel=%d space=%d op=%d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [14 x i8] c"work sum %ld\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"%4d\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [4 x i8] c"nop\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [5 x i8] c"push\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [4 x i8] c"pop\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [4 x i8] c"dup\00", align 1, !dbg !54
@.str.15 = private unnamed_addr constant [5 x i8] c"swap\00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [4 x i8] c"neg\00", align 1, !dbg !58
@.str.17 = private unnamed_addr constant [5 x i8] c"halt\00", align 1, !dbg !60
@.str.18 = private unnamed_addr constant [2 x i8] c"?\00", align 1, !dbg !62

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !90 {
  %1 = alloca i32, align 4
  %2 = alloca [14 x i32], align 16
  %3 = alloca [16 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca [5 x i32], align 16
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !93, !DIExpression(), !95)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.prog, i64 56, i1 false), !dbg !95
    #dbg_declare(ptr %3, !96, !DIExpression(), !101)
    #dbg_declare(ptr %4, !102, !DIExpression(), !103)
  store i32 0, ptr %4, align 4, !dbg !103
    #dbg_declare(ptr %5, !104, !DIExpression(), !105)
  store i64 3, ptr %5, align 8, !dbg !105
    #dbg_declare(ptr %6, !106, !DIExpression(), !108)
  store i32 0, ptr %6, align 4, !dbg !108
  br label %17, !dbg !109

17:                                               ; preds = %141, %0
  %18 = load i32, ptr %6, align 4, !dbg !110
  %19 = sext i32 %18 to i64, !dbg !112
  %20 = getelementptr inbounds [14 x i32], ptr %2, i64 0, i64 %19, !dbg !112
  %21 = load i32, ptr %20, align 4, !dbg !112
  %22 = icmp ne i32 %21, 9, !dbg !113
  br i1 %22, label %23, label %144, !dbg !114

23:                                               ; preds = %17
  %24 = load i32, ptr %6, align 4, !dbg !115
  %25 = sext i32 %24 to i64, !dbg !117
  %26 = getelementptr inbounds [14 x i32], ptr %2, i64 0, i64 %25, !dbg !117
  %27 = load i32, ptr %26, align 4, !dbg !117
  switch i32 %27, label %122 [
    i32 0, label %28
    i32 1, label %29
    i32 2, label %37
    i32 3, label %40
    i32 4, label %53
    i32 5, label %66
    i32 6, label %79
    i32 7, label %90
    i32 8, label %110
    i32 9, label %121
  ], !dbg !118

28:                                               ; preds = %23
  br label %122, !dbg !119

29:                                               ; preds = %23
  %30 = load i64, ptr %5, align 8, !dbg !121
  %31 = load i32, ptr %4, align 4, !dbg !122
  %32 = add nsw i32 %31, 1, !dbg !122
  store i32 %32, ptr %4, align 4, !dbg !122
  %33 = sext i32 %31 to i64, !dbg !123
  %34 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %33, !dbg !123
  store i64 %30, ptr %34, align 8, !dbg !124
  %35 = load i64, ptr %5, align 8, !dbg !125
  %36 = add nsw i64 %35, 4, !dbg !125
  store i64 %36, ptr %5, align 8, !dbg !125
  br label %122, !dbg !126

37:                                               ; preds = %23
  %38 = load i32, ptr %4, align 4, !dbg !127
  %39 = add nsw i32 %38, -1, !dbg !127
  store i32 %39, ptr %4, align 4, !dbg !127
  br label %122, !dbg !128

40:                                               ; preds = %23
  %41 = load i32, ptr %4, align 4, !dbg !129
  %42 = add nsw i32 %41, -1, !dbg !129
  store i32 %42, ptr %4, align 4, !dbg !129
  %43 = load i32, ptr %4, align 4, !dbg !130
  %44 = sext i32 %43 to i64, !dbg !131
  %45 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %44, !dbg !131
  %46 = load i64, ptr %45, align 8, !dbg !131
  %47 = load i32, ptr %4, align 4, !dbg !132
  %48 = sub nsw i32 %47, 1, !dbg !133
  %49 = sext i32 %48 to i64, !dbg !134
  %50 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %49, !dbg !134
  %51 = load i64, ptr %50, align 8, !dbg !135
  %52 = add nsw i64 %51, %46, !dbg !135
  store i64 %52, ptr %50, align 8, !dbg !135
  br label %122, !dbg !136

53:                                               ; preds = %23
  %54 = load i32, ptr %4, align 4, !dbg !137
  %55 = add nsw i32 %54, -1, !dbg !137
  store i32 %55, ptr %4, align 4, !dbg !137
  %56 = load i32, ptr %4, align 4, !dbg !138
  %57 = sext i32 %56 to i64, !dbg !139
  %58 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %57, !dbg !139
  %59 = load i64, ptr %58, align 8, !dbg !139
  %60 = load i32, ptr %4, align 4, !dbg !140
  %61 = sub nsw i32 %60, 1, !dbg !141
  %62 = sext i32 %61 to i64, !dbg !142
  %63 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %62, !dbg !142
  %64 = load i64, ptr %63, align 8, !dbg !143
  %65 = sub nsw i64 %64, %59, !dbg !143
  store i64 %65, ptr %63, align 8, !dbg !143
  br label %122, !dbg !144

66:                                               ; preds = %23
  %67 = load i32, ptr %4, align 4, !dbg !145
  %68 = add nsw i32 %67, -1, !dbg !145
  store i32 %68, ptr %4, align 4, !dbg !145
  %69 = load i32, ptr %4, align 4, !dbg !146
  %70 = sext i32 %69 to i64, !dbg !147
  %71 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %70, !dbg !147
  %72 = load i64, ptr %71, align 8, !dbg !147
  %73 = load i32, ptr %4, align 4, !dbg !148
  %74 = sub nsw i32 %73, 1, !dbg !149
  %75 = sext i32 %74 to i64, !dbg !150
  %76 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %75, !dbg !150
  %77 = load i64, ptr %76, align 8, !dbg !151
  %78 = mul nsw i64 %77, %72, !dbg !151
  store i64 %78, ptr %76, align 8, !dbg !151
  br label %122, !dbg !152

79:                                               ; preds = %23
  %80 = load i32, ptr %4, align 4, !dbg !153
  %81 = sub nsw i32 %80, 1, !dbg !154
  %82 = sext i32 %81 to i64, !dbg !155
  %83 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %82, !dbg !155
  %84 = load i64, ptr %83, align 8, !dbg !155
  %85 = load i32, ptr %4, align 4, !dbg !156
  %86 = sext i32 %85 to i64, !dbg !157
  %87 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %86, !dbg !157
  store i64 %84, ptr %87, align 8, !dbg !158
  %88 = load i32, ptr %4, align 4, !dbg !159
  %89 = add nsw i32 %88, 1, !dbg !159
  store i32 %89, ptr %4, align 4, !dbg !159
  br label %122, !dbg !160

90:                                               ; preds = %23
    #dbg_declare(ptr %7, !161, !DIExpression(), !163)
  %91 = load i32, ptr %4, align 4, !dbg !164
  %92 = sub nsw i32 %91, 1, !dbg !165
  %93 = sext i32 %92 to i64, !dbg !166
  %94 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %93, !dbg !166
  %95 = load i64, ptr %94, align 8, !dbg !166
  store i64 %95, ptr %7, align 8, !dbg !163
  %96 = load i32, ptr %4, align 4, !dbg !167
  %97 = sub nsw i32 %96, 2, !dbg !168
  %98 = sext i32 %97 to i64, !dbg !169
  %99 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %98, !dbg !169
  %100 = load i64, ptr %99, align 8, !dbg !169
  %101 = load i32, ptr %4, align 4, !dbg !170
  %102 = sub nsw i32 %101, 1, !dbg !171
  %103 = sext i32 %102 to i64, !dbg !172
  %104 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %103, !dbg !172
  store i64 %100, ptr %104, align 8, !dbg !173
  %105 = load i64, ptr %7, align 8, !dbg !174
  %106 = load i32, ptr %4, align 4, !dbg !175
  %107 = sub nsw i32 %106, 2, !dbg !176
  %108 = sext i32 %107 to i64, !dbg !177
  %109 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %108, !dbg !177
  store i64 %105, ptr %109, align 8, !dbg !178
  br label %122, !dbg !179

110:                                              ; preds = %23
  %111 = load i32, ptr %4, align 4, !dbg !180
  %112 = sub nsw i32 %111, 1, !dbg !181
  %113 = sext i32 %112 to i64, !dbg !182
  %114 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %113, !dbg !182
  %115 = load i64, ptr %114, align 8, !dbg !182
  %116 = sub nsw i64 0, %115, !dbg !183
  %117 = load i32, ptr %4, align 4, !dbg !184
  %118 = sub nsw i32 %117, 1, !dbg !185
  %119 = sext i32 %118 to i64, !dbg !186
  %120 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %119, !dbg !186
  store i64 %116, ptr %120, align 8, !dbg !187
  br label %122, !dbg !188

121:                                              ; preds = %23
  br label %122, !dbg !189

122:                                              ; preds = %23, %121, %110, %90, %79, %66, %53, %40, %37, %29, %28
  %123 = load i32, ptr %6, align 4, !dbg !190
  %124 = sext i32 %123 to i64, !dbg !191
  %125 = getelementptr inbounds [14 x i32], ptr %2, i64 0, i64 %124, !dbg !191
  %126 = load i32, ptr %125, align 4, !dbg !191
  %127 = call ptr @op_name(i32 noundef %126), !dbg !192
  %128 = load i32, ptr %4, align 4, !dbg !193
  %129 = load i32, ptr %4, align 4, !dbg !194
  %130 = icmp ne i32 %129, 0, !dbg !194
  br i1 %130, label %131, label %137, !dbg !194

131:                                              ; preds = %122
  %132 = load i32, ptr %4, align 4, !dbg !195
  %133 = sub nsw i32 %132, 1, !dbg !196
  %134 = sext i32 %133 to i64, !dbg !197
  %135 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %134, !dbg !197
  %136 = load i64, ptr %135, align 8, !dbg !197
  br label %138, !dbg !194

137:                                              ; preds = %122
  br label %138, !dbg !194

138:                                              ; preds = %137, %131
  %139 = phi i64 [ %136, %131 ], [ 0, %137 ], !dbg !194
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %127, i32 noundef %128, i64 noundef %139), !dbg !198
  br label %141, !dbg !199

141:                                              ; preds = %138
  %142 = load i32, ptr %6, align 4, !dbg !200
  %143 = add nsw i32 %142, 1, !dbg !200
  store i32 %143, ptr %6, align 4, !dbg !200
  br label %17, !dbg !201, !llvm.loop !202

144:                                              ; preds = %17
    #dbg_declare(ptr %8, !205, !DIExpression(), !206)
  store i64 0, ptr %8, align 8, !dbg !206
    #dbg_declare(ptr %9, !207, !DIExpression(), !209)
  store i32 -3, ptr %9, align 4, !dbg !209
  br label %145, !dbg !210

145:                                              ; preds = %159, %144
  %146 = load i32, ptr %9, align 4, !dbg !211
  %147 = icmp slt i32 %146, 16, !dbg !213
  br i1 %147, label %148, label %162, !dbg !214

148:                                              ; preds = %145
  %149 = load i64, ptr %8, align 8, !dbg !215
  %150 = mul nsw i64 %149, 3, !dbg !217
  %151 = load i32, ptr %9, align 4, !dbg !218
  %152 = call i32 @dense(i32 noundef %151), !dbg !219
  %153 = sext i32 %152 to i64, !dbg !219
  %154 = add nsw i64 %150, %153, !dbg !220
  store i64 %154, ptr %8, align 8, !dbg !221
  %155 = load i32, ptr %9, align 4, !dbg !222
  %156 = load i32, ptr %9, align 4, !dbg !223
  %157 = call i32 @dense(i32 noundef %156), !dbg !224
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %155, i32 noundef %157), !dbg !225
  br label %159, !dbg !226

159:                                              ; preds = %148
  %160 = load i32, ptr %9, align 4, !dbg !227
  %161 = add nsw i32 %160, 1, !dbg !227
  store i32 %161, ptr %9, align 4, !dbg !227
  br label %145, !dbg !228, !llvm.loop !229

162:                                              ; preds = %145
  %163 = load i64, ptr %8, align 8, !dbg !231
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %163), !dbg !232
    #dbg_declare(ptr %10, !233, !DIExpression(), !236)
  store ptr @.str.3, ptr %10, align 8, !dbg !236
    #dbg_declare(ptr %11, !237, !DIExpression(), !239)
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 20, i1 false), !dbg !239
    #dbg_declare(ptr %12, !240, !DIExpression(), !242)
  %165 = load ptr, ptr %10, align 8, !dbg !243
  store ptr %165, ptr %12, align 8, !dbg !242
  br label %166, !dbg !244

166:                                              ; preds = %178, %162
  %167 = load ptr, ptr %12, align 8, !dbg !245
  %168 = load i8, ptr %167, align 1, !dbg !247
  %169 = icmp ne i8 %168, 0, !dbg !248
  br i1 %169, label %170, label %181, !dbg !248

170:                                              ; preds = %166
  %171 = load ptr, ptr %12, align 8, !dbg !249
  %172 = load i8, ptr %171, align 1, !dbg !250
  %173 = call i32 @char_class(i8 noundef signext %172), !dbg !251
  %174 = sext i32 %173 to i64, !dbg !252
  %175 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 %174, !dbg !252
  %176 = load i32, ptr %175, align 4, !dbg !253
  %177 = add nsw i32 %176, 1, !dbg !253
  store i32 %177, ptr %175, align 4, !dbg !253
  br label %178, !dbg !252

178:                                              ; preds = %170
  %179 = load ptr, ptr %12, align 8, !dbg !254
  %180 = getelementptr inbounds i8, ptr %179, i32 1, !dbg !254
  store ptr %180, ptr %12, align 8, !dbg !254
  br label %166, !dbg !255, !llvm.loop !256

181:                                              ; preds = %166
  %182 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 0, !dbg !258
  %183 = load i32, ptr %182, align 16, !dbg !258
  %184 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 1, !dbg !259
  %185 = load i32, ptr %184, align 4, !dbg !259
  %186 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 2, !dbg !260
  %187 = load i32, ptr %186, align 8, !dbg !260
  %188 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 3, !dbg !261
  %189 = load i32, ptr %188, align 4, !dbg !261
  %190 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 4, !dbg !262
  %191 = load i32, ptr %190, align 16, !dbg !262
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %183, i32 noundef %185, i32 noundef %187, i32 noundef %189, i32 noundef %191), !dbg !263
    #dbg_declare(ptr %13, !264, !DIExpression(), !265)
  store i64 0, ptr %13, align 8, !dbg !265
    #dbg_declare(ptr %14, !266, !DIExpression(), !268)
  store i32 0, ptr %14, align 4, !dbg !268
  br label %193, !dbg !269

193:                                              ; preds = %204, %181
  %194 = load i32, ptr %14, align 4, !dbg !270
  %195 = icmp slt i32 %194, 200, !dbg !272
  br i1 %195, label %196, label %207, !dbg !273

196:                                              ; preds = %193
  %197 = load i32, ptr %14, align 4, !dbg !274
  %198 = mul nsw i32 %197, 37, !dbg !275
  %199 = add nsw i32 %198, 5, !dbg !276
  %200 = call i32 @work(i32 noundef %199), !dbg !277
  %201 = sext i32 %200 to i64, !dbg !277
  %202 = load i64, ptr %13, align 8, !dbg !278
  %203 = add nsw i64 %202, %201, !dbg !278
  store i64 %203, ptr %13, align 8, !dbg !278
  br label %204, !dbg !279

204:                                              ; preds = %196
  %205 = load i32, ptr %14, align 4, !dbg !280
  %206 = add nsw i32 %205, 1, !dbg !280
  store i32 %206, ptr %14, align 4, !dbg !280
  br label %193, !dbg !281, !llvm.loop !282

207:                                              ; preds = %193
  %208 = load i64, ptr %13, align 8, !dbg !284
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %208), !dbg !285
    #dbg_declare(ptr %15, !286, !DIExpression(), !288)
  store i32 0, ptr %15, align 4, !dbg !288
  br label %210, !dbg !289

210:                                              ; preds = %227, %207
  %211 = load i32, ptr %15, align 4, !dbg !290
  %212 = icmp slt i32 %211, 6, !dbg !292
  br i1 %212, label %213, label %230, !dbg !293

213:                                              ; preds = %210
    #dbg_declare(ptr %16, !294, !DIExpression(), !297)
  store i32 0, ptr %16, align 4, !dbg !297
  br label %214, !dbg !298

214:                                              ; preds = %222, %213
  %215 = load i32, ptr %16, align 4, !dbg !299
  %216 = icmp slt i32 %215, 6, !dbg !301
  br i1 %216, label %217, label %225, !dbg !302

217:                                              ; preds = %214
  %218 = load i32, ptr %15, align 4, !dbg !303
  %219 = load i32, ptr %16, align 4, !dbg !304
  %220 = call i32 @nested(i32 noundef %218, i32 noundef %219), !dbg !305
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %220), !dbg !306
  br label %222, !dbg !306

222:                                              ; preds = %217
  %223 = load i32, ptr %16, align 4, !dbg !307
  %224 = add nsw i32 %223, 1, !dbg !307
  store i32 %224, ptr %16, align 4, !dbg !307
  br label %214, !dbg !308, !llvm.loop !309

225:                                              ; preds = %214
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.7), !dbg !311
  br label %227, !dbg !312

227:                                              ; preds = %225
  %228 = load i32, ptr %15, align 4, !dbg !313
  %229 = add nsw i32 %228, 1, !dbg !313
  store i32 %229, ptr %15, align 4, !dbg !313
  br label %210, !dbg !314, !llvm.loop !315

230:                                              ; preds = %210
  %231 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 0, !dbg !317
  %232 = load i64, ptr %231, align 16, !dbg !317
  %233 = and i64 %232, 127, !dbg !318
  %234 = trunc i64 %233 to i32, !dbg !319
  ret i32 %234, !dbg !320
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @op_name(i32 noundef %0) #0 !dbg !321 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !324, !DIExpression(), !325)
  %4 = load i32, ptr %3, align 4, !dbg !326
  switch i32 %4, label %15 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
    i32 7, label %12
    i32 8, label %13
    i32 9, label %14
  ], !dbg !327

5:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8, !dbg !328
  br label %16, !dbg !328

6:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 8, !dbg !330
  br label %16, !dbg !330

7:                                                ; preds = %1
  store ptr @.str.10, ptr %2, align 8, !dbg !331
  br label %16, !dbg !331

8:                                                ; preds = %1
  store ptr @.str.11, ptr %2, align 8, !dbg !332
  br label %16, !dbg !332

9:                                                ; preds = %1
  store ptr @.str.12, ptr %2, align 8, !dbg !333
  br label %16, !dbg !333

10:                                               ; preds = %1
  store ptr @.str.13, ptr %2, align 8, !dbg !334
  br label %16, !dbg !334

11:                                               ; preds = %1
  store ptr @.str.14, ptr %2, align 8, !dbg !335
  br label %16, !dbg !335

12:                                               ; preds = %1
  store ptr @.str.15, ptr %2, align 8, !dbg !336
  br label %16, !dbg !336

13:                                               ; preds = %1
  store ptr @.str.16, ptr %2, align 8, !dbg !337
  br label %16, !dbg !337

14:                                               ; preds = %1
  store ptr @.str.17, ptr %2, align 8, !dbg !338
  br label %16, !dbg !338

15:                                               ; preds = %1
  store ptr @.str.18, ptr %2, align 8, !dbg !339
  br label %16, !dbg !339

16:                                               ; preds = %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %17 = load ptr, ptr %2, align 8, !dbg !340
  ret ptr %17, !dbg !340
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dense(i32 noundef %0) #0 !dbg !341 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !344, !DIExpression(), !345)
  %4 = load i32, ptr %3, align 4, !dbg !346
  switch i32 %4, label %10 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %11
    i32 6, label %12
    i32 7, label %13
    i32 8, label %14
    i32 9, label %15
    i32 10, label %16
    i32 11, label %17
  ], !dbg !347

5:                                                ; preds = %1
  store i32 17, ptr %2, align 4, !dbg !348
  br label %18, !dbg !348

6:                                                ; preds = %1
  store i32 4, ptr %2, align 4, !dbg !350
  br label %18, !dbg !350

7:                                                ; preds = %1
  store i32 -9, ptr %2, align 4, !dbg !351
  br label %18, !dbg !351

8:                                                ; preds = %1
  store i32 100, ptr %2, align 4, !dbg !352
  br label %18, !dbg !352

9:                                                ; preds = %1
  store i32 33, ptr %2, align 4, !dbg !353
  br label %18, !dbg !353

10:                                               ; preds = %1
  store i32 -1, ptr %2, align 4, !dbg !354
  br label %18, !dbg !354

11:                                               ; preds = %1
  store i32 8, ptr %2, align 4, !dbg !355
  br label %18, !dbg !355

12:                                               ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !356
  br label %18, !dbg !356

13:                                               ; preds = %1
  store i32 71, ptr %2, align 4, !dbg !357
  br label %18, !dbg !357

14:                                               ; preds = %1
  store i32 2, ptr %2, align 4, !dbg !358
  br label %18, !dbg !358

15:                                               ; preds = %1
  store i32 19, ptr %2, align 4, !dbg !359
  br label %18, !dbg !359

16:                                               ; preds = %1
  store i32 -50, ptr %2, align 4, !dbg !360
  br label %18, !dbg !360

17:                                               ; preds = %1
  store i32 6, ptr %2, align 4, !dbg !361
  br label %18, !dbg !361

18:                                               ; preds = %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %19 = load i32, ptr %2, align 4, !dbg !362
  ret i32 %19, !dbg !362
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @char_class(i8 noundef signext %0) #0 !dbg !363 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !366, !DIExpression(), !367)
  %4 = load i8, ptr %3, align 1, !dbg !368
  %5 = sext i8 %4 to i32, !dbg !368
  switch i32 %5, label %10 [
    i32 48, label %6
    i32 49, label %6
    i32 50, label %6
    i32 51, label %6
    i32 52, label %6
    i32 53, label %6
    i32 54, label %6
    i32 55, label %6
    i32 56, label %6
    i32 57, label %6
    i32 97, label %7
    i32 101, label %7
    i32 105, label %7
    i32 111, label %7
    i32 117, label %7
    i32 32, label %8
    i32 9, label %8
    i32 10, label %8
    i32 43, label %9
    i32 45, label %9
    i32 42, label %9
    i32 47, label %9
  ], !dbg !369

6:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store i32 1, ptr %2, align 4, !dbg !370
  br label %11, !dbg !370

7:                                                ; preds = %1, %1, %1, %1, %1
  store i32 2, ptr %2, align 4, !dbg !372
  br label %11, !dbg !372

8:                                                ; preds = %1, %1, %1
  store i32 3, ptr %2, align 4, !dbg !373
  br label %11, !dbg !373

9:                                                ; preds = %1, %1, %1, %1
  store i32 4, ptr %2, align 4, !dbg !374
  br label %11, !dbg !374

10:                                               ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !375
  br label %11, !dbg !375

11:                                               ; preds = %10, %9, %8, %7, %6
  %12 = load i32, ptr %2, align 4, !dbg !376
  ret i32 %12, !dbg !376
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @work(i32 noundef %0) #0 !dbg !377 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !378, !DIExpression(), !379)
    #dbg_declare(ptr %3, !380, !DIExpression(), !381)
  store i32 0, ptr %3, align 4, !dbg !381
  %4 = load i32, ptr %2, align 4, !dbg !382
  %5 = and i32 %4, 15, !dbg !383
  switch i32 %5, label %55 [
    i32 0, label %6
    i32 1, label %10
    i32 2, label %14
    i32 3, label %17
    i32 4, label %20
    i32 5, label %23
    i32 6, label %26
    i32 7, label %29
    i32 8, label %32
    i32 9, label %35
    i32 10, label %38
    i32 11, label %41
    i32 12, label %44
    i32 13, label %47
    i32 14, label %50
    i32 15, label %54
  ], !dbg !384

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !385
  %8 = load i32, ptr %3, align 4, !dbg !387
  %9 = add nsw i32 %8, %7, !dbg !387
  store i32 %9, ptr %3, align 4, !dbg !387
  br label %55, !dbg !388

10:                                               ; preds = %1
  %11 = load i32, ptr %2, align 4, !dbg !389
  %12 = load i32, ptr %3, align 4, !dbg !390
  %13 = sub nsw i32 %12, %11, !dbg !390
  store i32 %13, ptr %3, align 4, !dbg !390
  br label %55, !dbg !391

14:                                               ; preds = %1
  %15 = load i32, ptr %2, align 4, !dbg !392
  %16 = mul nsw i32 %15, 3, !dbg !393
  store i32 %16, ptr %3, align 4, !dbg !394
  br label %55, !dbg !395

17:                                               ; preds = %1
  %18 = load i32, ptr %2, align 4, !dbg !396
  %19 = sdiv i32 %18, 3, !dbg !397
  store i32 %19, ptr %3, align 4, !dbg !398
  br label %55, !dbg !399

20:                                               ; preds = %1
  %21 = load i32, ptr %2, align 4, !dbg !400
  %22 = xor i32 %21, 85, !dbg !401
  store i32 %22, ptr %3, align 4, !dbg !402
  br label %55, !dbg !403

23:                                               ; preds = %1
  %24 = load i32, ptr %2, align 4, !dbg !404
  %25 = xor i32 %24, -1, !dbg !405
  store i32 %25, ptr %3, align 4, !dbg !406
  br label %55, !dbg !407

26:                                               ; preds = %1
  %27 = load i32, ptr %2, align 4, !dbg !408
  %28 = shl i32 %27, 2, !dbg !409
  store i32 %28, ptr %3, align 4, !dbg !410
  br label %55, !dbg !411

29:                                               ; preds = %1
  %30 = load i32, ptr %2, align 4, !dbg !412
  %31 = ashr i32 %30, 1, !dbg !413
  store i32 %31, ptr %3, align 4, !dbg !414
  br label %55, !dbg !415

32:                                               ; preds = %1
  %33 = load i32, ptr %2, align 4, !dbg !416
  %34 = srem i32 %33, 7, !dbg !417
  store i32 %34, ptr %3, align 4, !dbg !418
  br label %55, !dbg !419

35:                                               ; preds = %1
  %36 = load i32, ptr %2, align 4, !dbg !420
  %37 = sub nsw i32 0, %36, !dbg !421
  store i32 %37, ptr %3, align 4, !dbg !422
  br label %55, !dbg !423

38:                                               ; preds = %1
  %39 = load i32, ptr %2, align 4, !dbg !424
  %40 = or i32 %39, 256, !dbg !425
  store i32 %40, ptr %3, align 4, !dbg !426
  br label %55, !dbg !427

41:                                               ; preds = %1
  %42 = load i32, ptr %2, align 4, !dbg !428
  %43 = and i32 %42, 240, !dbg !429
  store i32 %43, ptr %3, align 4, !dbg !430
  br label %55, !dbg !431

44:                                               ; preds = %1
  %45 = load i32, ptr %2, align 4, !dbg !432
  %46 = add nsw i32 %45, 1000, !dbg !433
  store i32 %46, ptr %3, align 4, !dbg !434
  br label %55, !dbg !435

47:                                               ; preds = %1
  %48 = load i32, ptr %2, align 4, !dbg !436
  %49 = sub nsw i32 %48, 1000, !dbg !437
  store i32 %49, ptr %3, align 4, !dbg !438
  br label %55, !dbg !439

50:                                               ; preds = %1
  %51 = load i32, ptr %2, align 4, !dbg !440
  %52 = mul nsw i32 %51, 7, !dbg !441
  %53 = and i32 %52, 255, !dbg !442
  store i32 %53, ptr %3, align 4, !dbg !443
  br label %55, !dbg !444

54:                                               ; preds = %1
  store i32 42, ptr %3, align 4, !dbg !445
  br label %55, !dbg !446

55:                                               ; preds = %1, %54, %50, %47, %44, %41, %38, %35, %32, %29, %26, %23, %20, %17, %14, %10, %6
  %56 = load i32, ptr %3, align 4, !dbg !447
  ret i32 %56, !dbg !448
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @nested(i32 noundef %0, i32 noundef %1) #0 !dbg !449 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !452, !DIExpression(), !453)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !454, !DIExpression(), !455)
  %6 = load i32, ptr %4, align 4, !dbg !456
  %7 = srem i32 %6, 3, !dbg !457
  switch i32 %7, label %20 [
    i32 0, label %8
    i32 1, label %15
  ], !dbg !458

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4, !dbg !459
  %10 = srem i32 %9, 4, !dbg !461
  switch i32 %10, label %14 [
    i32 0, label %11
    i32 1, label %12
    i32 2, label %13
  ], !dbg !462

11:                                               ; preds = %8
  store i32 1, ptr %3, align 4, !dbg !463
  br label %23, !dbg !463

12:                                               ; preds = %8
  store i32 2, ptr %3, align 4, !dbg !465
  br label %23, !dbg !465

13:                                               ; preds = %8
  store i32 3, ptr %3, align 4, !dbg !466
  br label %23, !dbg !466

14:                                               ; preds = %8
  store i32 4, ptr %3, align 4, !dbg !467
  br label %23, !dbg !467

15:                                               ; preds = %2
  %16 = load i32, ptr %5, align 4, !dbg !468
  %17 = srem i32 %16, 2, !dbg !469
  switch i32 %17, label %19 [
    i32 0, label %18
  ], !dbg !470

18:                                               ; preds = %15
  store i32 10, ptr %3, align 4, !dbg !471
  br label %23, !dbg !471

19:                                               ; preds = %15
  store i32 20, ptr %3, align 4, !dbg !473
  br label %23, !dbg !473

20:                                               ; preds = %2
  %21 = load i32, ptr %5, align 4, !dbg !474
  %22 = add nsw i32 100, %21, !dbg !475
  store i32 %22, ptr %3, align 4, !dbg !476
  br label %23, !dbg !476

23:                                               ; preds = %20, %19, %18, %14, %13, %12, %11
  %24 = load i32, ptr %3, align 4, !dbg !477
  ret i32 %24, !dbg !477
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!64}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88}
!llvm.ident = !{!89}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 117, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "switch_dense.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "6794660860bb5563f25436d8949e842c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 29)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 416, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 52)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 134, type: !9, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 4)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 2)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !31, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 5)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !31, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !31, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !31, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !31, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !31, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !43, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !31, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !43, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !36, isLocal: true, isDefinition: true)
!64 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !65, retainedTypes: !79, globals: !81, splitDebugInlining: false, nameTableKind: None)
!65 = !{!66}
!66 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "op", file: !2, line: 5, baseType: !67, size: 32, elements: !68)
!67 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!68 = !{!69, !70, !71, !72, !73, !74, !75, !76, !77, !78}
!69 = !DIEnumerator(name: "NOP", value: 0)
!70 = !DIEnumerator(name: "PUSH", value: 1)
!71 = !DIEnumerator(name: "POP", value: 2)
!72 = !DIEnumerator(name: "ADD", value: 3)
!73 = !DIEnumerator(name: "SUB", value: 4)
!74 = !DIEnumerator(name: "MUL", value: 5)
!75 = !DIEnumerator(name: "DUP", value: 6)
!76 = !DIEnumerator(name: "SWAP", value: 7)
!77 = !DIEnumerator(name: "NEG", value: 8)
!78 = !DIEnumerator(name: "HALT", value: 9)
!79 = !{!80}
!80 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!81 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !41, !46, !48, !50, !52, !54, !56, !58, !60, !62}
!82 = !{i32 7, !"Dwarf Version", i32 5}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 4}
!85 = !{i32 8, !"PIC Level", i32 2}
!86 = !{i32 7, !"PIE Level", i32 2}
!87 = !{i32 7, !"uwtable", i32 2}
!88 = !{i32 7, !"frame-pointer", i32 2}
!89 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!90 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 99, type: !91, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !64, retainedNodes: !92)
!91 = !DISubroutineType(types: !79)
!92 = !{}
!93 = !DILocalVariable(name: "prog", scope: !90, file: !2, line: 100, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 448, elements: !10)
!95 = !DILocation(line: 100, column: 13, scope: !90)
!96 = !DILocalVariable(name: "stack", scope: !90, file: !2, line: 101, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 1024, elements: !99)
!98 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!99 = !{!100}
!100 = !DISubrange(count: 16)
!101 = !DILocation(line: 101, column: 10, scope: !90)
!102 = !DILocalVariable(name: "sp", scope: !90, file: !2, line: 102, type: !80)
!103 = !DILocation(line: 102, column: 9, scope: !90)
!104 = !DILocalVariable(name: "next", scope: !90, file: !2, line: 103, type: !98)
!105 = !DILocation(line: 103, column: 10, scope: !90)
!106 = !DILocalVariable(name: "pc", scope: !107, file: !2, line: 104, type: !80)
!107 = distinct !DILexicalBlock(scope: !90, file: !2, line: 104, column: 5)
!108 = !DILocation(line: 104, column: 14, scope: !107)
!109 = !DILocation(line: 104, column: 10, scope: !107)
!110 = !DILocation(line: 104, column: 27, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !2, line: 104, column: 5)
!112 = !DILocation(line: 104, column: 22, scope: !111)
!113 = !DILocation(line: 104, column: 31, scope: !111)
!114 = !DILocation(line: 104, column: 5, scope: !107)
!115 = !DILocation(line: 105, column: 22, scope: !116)
!116 = distinct !DILexicalBlock(scope: !111, file: !2, line: 104, column: 46)
!117 = !DILocation(line: 105, column: 17, scope: !116)
!118 = !DILocation(line: 105, column: 9, scope: !116)
!119 = !DILocation(line: 106, column: 19, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !2, line: 105, column: 27)
!121 = !DILocation(line: 107, column: 34, scope: !120)
!122 = !DILocation(line: 107, column: 28, scope: !120)
!123 = !DILocation(line: 107, column: 20, scope: !120)
!124 = !DILocation(line: 107, column: 32, scope: !120)
!125 = !DILocation(line: 107, column: 45, scope: !120)
!126 = !DILocation(line: 107, column: 51, scope: !120)
!127 = !DILocation(line: 108, column: 21, scope: !120)
!128 = !DILocation(line: 108, column: 25, scope: !120)
!129 = !DILocation(line: 109, column: 21, scope: !120)
!130 = !DILocation(line: 109, column: 48, scope: !120)
!131 = !DILocation(line: 109, column: 42, scope: !120)
!132 = !DILocation(line: 109, column: 31, scope: !120)
!133 = !DILocation(line: 109, column: 34, scope: !120)
!134 = !DILocation(line: 109, column: 25, scope: !120)
!135 = !DILocation(line: 109, column: 39, scope: !120)
!136 = !DILocation(line: 109, column: 53, scope: !120)
!137 = !DILocation(line: 110, column: 21, scope: !120)
!138 = !DILocation(line: 110, column: 48, scope: !120)
!139 = !DILocation(line: 110, column: 42, scope: !120)
!140 = !DILocation(line: 110, column: 31, scope: !120)
!141 = !DILocation(line: 110, column: 34, scope: !120)
!142 = !DILocation(line: 110, column: 25, scope: !120)
!143 = !DILocation(line: 110, column: 39, scope: !120)
!144 = !DILocation(line: 110, column: 53, scope: !120)
!145 = !DILocation(line: 111, column: 21, scope: !120)
!146 = !DILocation(line: 111, column: 48, scope: !120)
!147 = !DILocation(line: 111, column: 42, scope: !120)
!148 = !DILocation(line: 111, column: 31, scope: !120)
!149 = !DILocation(line: 111, column: 34, scope: !120)
!150 = !DILocation(line: 111, column: 25, scope: !120)
!151 = !DILocation(line: 111, column: 39, scope: !120)
!152 = !DILocation(line: 111, column: 53, scope: !120)
!153 = !DILocation(line: 112, column: 37, scope: !120)
!154 = !DILocation(line: 112, column: 40, scope: !120)
!155 = !DILocation(line: 112, column: 31, scope: !120)
!156 = !DILocation(line: 112, column: 25, scope: !120)
!157 = !DILocation(line: 112, column: 19, scope: !120)
!158 = !DILocation(line: 112, column: 29, scope: !120)
!159 = !DILocation(line: 112, column: 48, scope: !120)
!160 = !DILocation(line: 112, column: 52, scope: !120)
!161 = !DILocalVariable(name: "t", scope: !162, file: !2, line: 113, type: !98)
!162 = distinct !DILexicalBlock(scope: !120, file: !2, line: 113, column: 20)
!163 = !DILocation(line: 113, column: 27, scope: !162)
!164 = !DILocation(line: 113, column: 37, scope: !162)
!165 = !DILocation(line: 113, column: 40, scope: !162)
!166 = !DILocation(line: 113, column: 31, scope: !162)
!167 = !DILocation(line: 113, column: 68, scope: !162)
!168 = !DILocation(line: 113, column: 71, scope: !162)
!169 = !DILocation(line: 113, column: 62, scope: !162)
!170 = !DILocation(line: 113, column: 52, scope: !162)
!171 = !DILocation(line: 113, column: 55, scope: !162)
!172 = !DILocation(line: 113, column: 46, scope: !162)
!173 = !DILocation(line: 113, column: 60, scope: !162)
!174 = !DILocation(line: 113, column: 93, scope: !162)
!175 = !DILocation(line: 113, column: 83, scope: !162)
!176 = !DILocation(line: 113, column: 86, scope: !162)
!177 = !DILocation(line: 113, column: 77, scope: !162)
!178 = !DILocation(line: 113, column: 91, scope: !162)
!179 = !DILocation(line: 113, column: 98, scope: !120)
!180 = !DILocation(line: 114, column: 42, scope: !120)
!181 = !DILocation(line: 114, column: 45, scope: !120)
!182 = !DILocation(line: 114, column: 36, scope: !120)
!183 = !DILocation(line: 114, column: 35, scope: !120)
!184 = !DILocation(line: 114, column: 25, scope: !120)
!185 = !DILocation(line: 114, column: 28, scope: !120)
!186 = !DILocation(line: 114, column: 19, scope: !120)
!187 = !DILocation(line: 114, column: 33, scope: !120)
!188 = !DILocation(line: 114, column: 51, scope: !120)
!189 = !DILocation(line: 115, column: 20, scope: !120)
!190 = !DILocation(line: 117, column: 53, scope: !116)
!191 = !DILocation(line: 117, column: 48, scope: !116)
!192 = !DILocation(line: 117, column: 40, scope: !116)
!193 = !DILocation(line: 117, column: 59, scope: !116)
!194 = !DILocation(line: 117, column: 63, scope: !116)
!195 = !DILocation(line: 117, column: 74, scope: !116)
!196 = !DILocation(line: 117, column: 77, scope: !116)
!197 = !DILocation(line: 117, column: 68, scope: !116)
!198 = !DILocation(line: 117, column: 9, scope: !116)
!199 = !DILocation(line: 118, column: 5, scope: !116)
!200 = !DILocation(line: 104, column: 42, scope: !111)
!201 = !DILocation(line: 104, column: 5, scope: !111)
!202 = distinct !{!202, !114, !203, !204}
!203 = !DILocation(line: 118, column: 5, scope: !107)
!204 = !{!"llvm.loop.mustprogress"}
!205 = !DILocalVariable(name: "s", scope: !90, file: !2, line: 119, type: !98)
!206 = !DILocation(line: 119, column: 10, scope: !90)
!207 = !DILocalVariable(name: "i", scope: !208, file: !2, line: 120, type: !80)
!208 = distinct !DILexicalBlock(scope: !90, file: !2, line: 120, column: 5)
!209 = !DILocation(line: 120, column: 14, scope: !208)
!210 = !DILocation(line: 120, column: 10, scope: !208)
!211 = !DILocation(line: 120, column: 22, scope: !212)
!212 = distinct !DILexicalBlock(scope: !208, file: !2, line: 120, column: 5)
!213 = !DILocation(line: 120, column: 24, scope: !212)
!214 = !DILocation(line: 120, column: 5, scope: !208)
!215 = !DILocation(line: 121, column: 13, scope: !216)
!216 = distinct !DILexicalBlock(scope: !212, file: !2, line: 120, column: 35)
!217 = !DILocation(line: 121, column: 15, scope: !216)
!218 = !DILocation(line: 121, column: 27, scope: !216)
!219 = !DILocation(line: 121, column: 21, scope: !216)
!220 = !DILocation(line: 121, column: 19, scope: !216)
!221 = !DILocation(line: 121, column: 11, scope: !216)
!222 = !DILocation(line: 122, column: 34, scope: !216)
!223 = !DILocation(line: 122, column: 43, scope: !216)
!224 = !DILocation(line: 122, column: 37, scope: !216)
!225 = !DILocation(line: 122, column: 9, scope: !216)
!226 = !DILocation(line: 123, column: 5, scope: !216)
!227 = !DILocation(line: 120, column: 31, scope: !212)
!228 = !DILocation(line: 120, column: 5, scope: !212)
!229 = distinct !{!229, !214, !230, !204}
!230 = !DILocation(line: 123, column: 5, scope: !208)
!231 = !DILocation(line: 124, column: 31, scope: !90)
!232 = !DILocation(line: 124, column: 5, scope: !90)
!233 = !DILocalVariable(name: "text", scope: !90, file: !2, line: 125, type: !234)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!236 = !DILocation(line: 125, column: 17, scope: !90)
!237 = !DILocalVariable(name: "counts", scope: !90, file: !2, line: 126, type: !238)
!238 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 160, elements: !44)
!239 = !DILocation(line: 126, column: 9, scope: !90)
!240 = !DILocalVariable(name: "p", scope: !241, file: !2, line: 127, type: !234)
!241 = distinct !DILexicalBlock(scope: !90, file: !2, line: 127, column: 5)
!242 = !DILocation(line: 127, column: 22, scope: !241)
!243 = !DILocation(line: 127, column: 26, scope: !241)
!244 = !DILocation(line: 127, column: 10, scope: !241)
!245 = !DILocation(line: 127, column: 33, scope: !246)
!246 = distinct !DILexicalBlock(scope: !241, file: !2, line: 127, column: 5)
!247 = !DILocation(line: 127, column: 32, scope: !246)
!248 = !DILocation(line: 127, column: 5, scope: !241)
!249 = !DILocation(line: 128, column: 28, scope: !246)
!250 = !DILocation(line: 128, column: 27, scope: !246)
!251 = !DILocation(line: 128, column: 16, scope: !246)
!252 = !DILocation(line: 128, column: 9, scope: !246)
!253 = !DILocation(line: 128, column: 31, scope: !246)
!254 = !DILocation(line: 127, column: 37, scope: !246)
!255 = !DILocation(line: 127, column: 5, scope: !246)
!256 = distinct !{!256, !248, !257, !204}
!257 = !DILocation(line: 128, column: 31, scope: !241)
!258 = !DILocation(line: 129, column: 68, scope: !90)
!259 = !DILocation(line: 129, column: 79, scope: !90)
!260 = !DILocation(line: 130, column: 12, scope: !90)
!261 = !DILocation(line: 130, column: 23, scope: !90)
!262 = !DILocation(line: 130, column: 34, scope: !90)
!263 = !DILocation(line: 129, column: 5, scope: !90)
!264 = !DILocalVariable(name: "w", scope: !90, file: !2, line: 131, type: !98)
!265 = !DILocation(line: 131, column: 10, scope: !90)
!266 = !DILocalVariable(name: "i", scope: !267, file: !2, line: 132, type: !80)
!267 = distinct !DILexicalBlock(scope: !90, file: !2, line: 132, column: 5)
!268 = !DILocation(line: 132, column: 14, scope: !267)
!269 = !DILocation(line: 132, column: 10, scope: !267)
!270 = !DILocation(line: 132, column: 21, scope: !271)
!271 = distinct !DILexicalBlock(scope: !267, file: !2, line: 132, column: 5)
!272 = !DILocation(line: 132, column: 23, scope: !271)
!273 = !DILocation(line: 132, column: 5, scope: !267)
!274 = !DILocation(line: 133, column: 19, scope: !271)
!275 = !DILocation(line: 133, column: 21, scope: !271)
!276 = !DILocation(line: 133, column: 26, scope: !271)
!277 = !DILocation(line: 133, column: 14, scope: !271)
!278 = !DILocation(line: 133, column: 11, scope: !271)
!279 = !DILocation(line: 133, column: 9, scope: !271)
!280 = !DILocation(line: 132, column: 31, scope: !271)
!281 = !DILocation(line: 132, column: 5, scope: !271)
!282 = distinct !{!282, !273, !283, !204}
!283 = !DILocation(line: 133, column: 29, scope: !267)
!284 = !DILocation(line: 134, column: 30, scope: !90)
!285 = !DILocation(line: 134, column: 5, scope: !90)
!286 = !DILocalVariable(name: "a", scope: !287, file: !2, line: 135, type: !80)
!287 = distinct !DILexicalBlock(scope: !90, file: !2, line: 135, column: 5)
!288 = !DILocation(line: 135, column: 14, scope: !287)
!289 = !DILocation(line: 135, column: 10, scope: !287)
!290 = !DILocation(line: 135, column: 21, scope: !291)
!291 = distinct !DILexicalBlock(scope: !287, file: !2, line: 135, column: 5)
!292 = !DILocation(line: 135, column: 23, scope: !291)
!293 = !DILocation(line: 135, column: 5, scope: !287)
!294 = !DILocalVariable(name: "b", scope: !295, file: !2, line: 136, type: !80)
!295 = distinct !DILexicalBlock(scope: !296, file: !2, line: 136, column: 9)
!296 = distinct !DILexicalBlock(scope: !291, file: !2, line: 135, column: 33)
!297 = !DILocation(line: 136, column: 18, scope: !295)
!298 = !DILocation(line: 136, column: 14, scope: !295)
!299 = !DILocation(line: 136, column: 25, scope: !300)
!300 = distinct !DILexicalBlock(scope: !295, file: !2, line: 136, column: 9)
!301 = !DILocation(line: 136, column: 27, scope: !300)
!302 = !DILocation(line: 136, column: 9, scope: !295)
!303 = !DILocation(line: 137, column: 34, scope: !300)
!304 = !DILocation(line: 137, column: 37, scope: !300)
!305 = !DILocation(line: 137, column: 27, scope: !300)
!306 = !DILocation(line: 137, column: 13, scope: !300)
!307 = !DILocation(line: 136, column: 33, scope: !300)
!308 = !DILocation(line: 136, column: 9, scope: !300)
!309 = distinct !{!309, !302, !310, !204}
!310 = !DILocation(line: 137, column: 39, scope: !295)
!311 = !DILocation(line: 138, column: 9, scope: !296)
!312 = !DILocation(line: 139, column: 5, scope: !296)
!313 = !DILocation(line: 135, column: 29, scope: !291)
!314 = !DILocation(line: 135, column: 5, scope: !291)
!315 = distinct !{!315, !293, !316, !204}
!316 = !DILocation(line: 139, column: 5, scope: !287)
!317 = !DILocation(line: 140, column: 18, scope: !90)
!318 = !DILocation(line: 140, column: 27, scope: !90)
!319 = !DILocation(line: 140, column: 12, scope: !90)
!320 = !DILocation(line: 140, column: 5, scope: !90)
!321 = distinct !DISubprogram(name: "op_name", scope: !2, file: !2, line: 7, type: !322, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !64, retainedNodes: !92)
!322 = !DISubroutineType(types: !323)
!323 = !{!234, !66}
!324 = !DILocalVariable(name: "o", arg: 1, scope: !321, file: !2, line: 7, type: !66)
!325 = !DILocation(line: 7, column: 36, scope: !321)
!326 = !DILocation(line: 8, column: 13, scope: !321)
!327 = !DILocation(line: 8, column: 5, scope: !321)
!328 = !DILocation(line: 9, column: 15, scope: !329)
!329 = distinct !DILexicalBlock(scope: !321, file: !2, line: 8, column: 16)
!330 = !DILocation(line: 10, column: 16, scope: !329)
!331 = !DILocation(line: 11, column: 15, scope: !329)
!332 = !DILocation(line: 12, column: 15, scope: !329)
!333 = !DILocation(line: 13, column: 15, scope: !329)
!334 = !DILocation(line: 14, column: 15, scope: !329)
!335 = !DILocation(line: 15, column: 15, scope: !329)
!336 = !DILocation(line: 16, column: 16, scope: !329)
!337 = !DILocation(line: 17, column: 15, scope: !329)
!338 = !DILocation(line: 18, column: 16, scope: !329)
!339 = !DILocation(line: 20, column: 5, scope: !321)
!340 = !DILocation(line: 21, column: 1, scope: !321)
!341 = distinct !DISubprogram(name: "dense", scope: !2, file: !2, line: 23, type: !342, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !64, retainedNodes: !92)
!342 = !DISubroutineType(types: !343)
!343 = !{!80, !80}
!344 = !DILocalVariable(name: "x", arg: 1, scope: !341, file: !2, line: 23, type: !80)
!345 = !DILocation(line: 23, column: 22, scope: !341)
!346 = !DILocation(line: 24, column: 13, scope: !341)
!347 = !DILocation(line: 24, column: 5, scope: !341)
!348 = !DILocation(line: 25, column: 13, scope: !349)
!349 = distinct !DILexicalBlock(scope: !341, file: !2, line: 24, column: 16)
!350 = !DILocation(line: 26, column: 13, scope: !349)
!351 = !DILocation(line: 27, column: 13, scope: !349)
!352 = !DILocation(line: 28, column: 13, scope: !349)
!353 = !DILocation(line: 29, column: 13, scope: !349)
!354 = !DILocation(line: 30, column: 14, scope: !349)
!355 = !DILocation(line: 31, column: 13, scope: !349)
!356 = !DILocation(line: 32, column: 13, scope: !349)
!357 = !DILocation(line: 33, column: 13, scope: !349)
!358 = !DILocation(line: 34, column: 13, scope: !349)
!359 = !DILocation(line: 35, column: 13, scope: !349)
!360 = !DILocation(line: 36, column: 14, scope: !349)
!361 = !DILocation(line: 37, column: 14, scope: !349)
!362 = !DILocation(line: 39, column: 1, scope: !341)
!363 = distinct !DISubprogram(name: "char_class", scope: !2, file: !2, line: 41, type: !364, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !64, retainedNodes: !92)
!364 = !DISubroutineType(types: !365)
!365 = !{!80, !4}
!366 = !DILocalVariable(name: "c", arg: 1, scope: !363, file: !2, line: 41, type: !4)
!367 = !DILocation(line: 41, column: 28, scope: !363)
!368 = !DILocation(line: 42, column: 13, scope: !363)
!369 = !DILocation(line: 42, column: 5, scope: !363)
!370 = !DILocation(line: 45, column: 9, scope: !371)
!371 = distinct !DILexicalBlock(scope: !363, file: !2, line: 42, column: 16)
!372 = !DILocation(line: 47, column: 9, scope: !371)
!373 = !DILocation(line: 49, column: 9, scope: !371)
!374 = !DILocation(line: 51, column: 9, scope: !371)
!375 = !DILocation(line: 53, column: 9, scope: !371)
!376 = !DILocation(line: 55, column: 1, scope: !363)
!377 = distinct !DISubprogram(name: "work", scope: !2, file: !2, line: 57, type: !342, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !64, retainedNodes: !92)
!378 = !DILocalVariable(name: "x", arg: 1, scope: !377, file: !2, line: 57, type: !80)
!379 = !DILocation(line: 57, column: 21, scope: !377)
!380 = !DILocalVariable(name: "r", scope: !377, file: !2, line: 58, type: !80)
!381 = !DILocation(line: 58, column: 9, scope: !377)
!382 = !DILocation(line: 59, column: 13, scope: !377)
!383 = !DILocation(line: 59, column: 15, scope: !377)
!384 = !DILocation(line: 59, column: 5, scope: !377)
!385 = !DILocation(line: 60, column: 18, scope: !386)
!386 = distinct !DILexicalBlock(scope: !377, file: !2, line: 59, column: 21)
!387 = !DILocation(line: 60, column: 15, scope: !386)
!388 = !DILocation(line: 60, column: 21, scope: !386)
!389 = !DILocation(line: 61, column: 18, scope: !386)
!390 = !DILocation(line: 61, column: 15, scope: !386)
!391 = !DILocation(line: 61, column: 21, scope: !386)
!392 = !DILocation(line: 62, column: 17, scope: !386)
!393 = !DILocation(line: 62, column: 19, scope: !386)
!394 = !DILocation(line: 62, column: 15, scope: !386)
!395 = !DILocation(line: 62, column: 24, scope: !386)
!396 = !DILocation(line: 63, column: 17, scope: !386)
!397 = !DILocation(line: 63, column: 19, scope: !386)
!398 = !DILocation(line: 63, column: 15, scope: !386)
!399 = !DILocation(line: 63, column: 24, scope: !386)
!400 = !DILocation(line: 64, column: 17, scope: !386)
!401 = !DILocation(line: 64, column: 19, scope: !386)
!402 = !DILocation(line: 64, column: 15, scope: !386)
!403 = !DILocation(line: 64, column: 27, scope: !386)
!404 = !DILocation(line: 65, column: 18, scope: !386)
!405 = !DILocation(line: 65, column: 17, scope: !386)
!406 = !DILocation(line: 65, column: 15, scope: !386)
!407 = !DILocation(line: 65, column: 21, scope: !386)
!408 = !DILocation(line: 66, column: 17, scope: !386)
!409 = !DILocation(line: 66, column: 19, scope: !386)
!410 = !DILocation(line: 66, column: 15, scope: !386)
!411 = !DILocation(line: 66, column: 25, scope: !386)
!412 = !DILocation(line: 67, column: 17, scope: !386)
!413 = !DILocation(line: 67, column: 19, scope: !386)
!414 = !DILocation(line: 67, column: 15, scope: !386)
!415 = !DILocation(line: 67, column: 25, scope: !386)
!416 = !DILocation(line: 68, column: 17, scope: !386)
!417 = !DILocation(line: 68, column: 19, scope: !386)
!418 = !DILocation(line: 68, column: 15, scope: !386)
!419 = !DILocation(line: 68, column: 24, scope: !386)
!420 = !DILocation(line: 69, column: 18, scope: !386)
!421 = !DILocation(line: 69, column: 17, scope: !386)
!422 = !DILocation(line: 69, column: 15, scope: !386)
!423 = !DILocation(line: 69, column: 21, scope: !386)
!424 = !DILocation(line: 70, column: 18, scope: !386)
!425 = !DILocation(line: 70, column: 20, scope: !386)
!426 = !DILocation(line: 70, column: 16, scope: !386)
!427 = !DILocation(line: 70, column: 29, scope: !386)
!428 = !DILocation(line: 71, column: 18, scope: !386)
!429 = !DILocation(line: 71, column: 20, scope: !386)
!430 = !DILocation(line: 71, column: 16, scope: !386)
!431 = !DILocation(line: 71, column: 28, scope: !386)
!432 = !DILocation(line: 72, column: 18, scope: !386)
!433 = !DILocation(line: 72, column: 20, scope: !386)
!434 = !DILocation(line: 72, column: 16, scope: !386)
!435 = !DILocation(line: 72, column: 28, scope: !386)
!436 = !DILocation(line: 73, column: 18, scope: !386)
!437 = !DILocation(line: 73, column: 20, scope: !386)
!438 = !DILocation(line: 73, column: 16, scope: !386)
!439 = !DILocation(line: 73, column: 28, scope: !386)
!440 = !DILocation(line: 74, column: 19, scope: !386)
!441 = !DILocation(line: 74, column: 21, scope: !386)
!442 = !DILocation(line: 74, column: 26, scope: !386)
!443 = !DILocation(line: 74, column: 16, scope: !386)
!444 = !DILocation(line: 74, column: 34, scope: !386)
!445 = !DILocation(line: 75, column: 16, scope: !386)
!446 = !DILocation(line: 75, column: 22, scope: !386)
!447 = !DILocation(line: 77, column: 12, scope: !377)
!448 = !DILocation(line: 77, column: 5, scope: !377)
!449 = distinct !DISubprogram(name: "nested", scope: !2, file: !2, line: 80, type: !450, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !64, retainedNodes: !92)
!450 = !DISubroutineType(types: !451)
!451 = !{!80, !80, !80}
!452 = !DILocalVariable(name: "a", arg: 1, scope: !449, file: !2, line: 80, type: !80)
!453 = !DILocation(line: 80, column: 23, scope: !449)
!454 = !DILocalVariable(name: "b", arg: 2, scope: !449, file: !2, line: 80, type: !80)
!455 = !DILocation(line: 80, column: 30, scope: !449)
!456 = !DILocation(line: 81, column: 13, scope: !449)
!457 = !DILocation(line: 81, column: 15, scope: !449)
!458 = !DILocation(line: 81, column: 5, scope: !449)
!459 = !DILocation(line: 83, column: 17, scope: !460)
!460 = distinct !DILexicalBlock(scope: !449, file: !2, line: 81, column: 20)
!461 = !DILocation(line: 83, column: 19, scope: !460)
!462 = !DILocation(line: 83, column: 9, scope: !460)
!463 = !DILocation(line: 84, column: 17, scope: !464)
!464 = distinct !DILexicalBlock(scope: !460, file: !2, line: 83, column: 24)
!465 = !DILocation(line: 85, column: 17, scope: !464)
!466 = !DILocation(line: 86, column: 17, scope: !464)
!467 = !DILocation(line: 87, column: 18, scope: !464)
!468 = !DILocation(line: 90, column: 17, scope: !460)
!469 = !DILocation(line: 90, column: 19, scope: !460)
!470 = !DILocation(line: 90, column: 9, scope: !460)
!471 = !DILocation(line: 91, column: 17, scope: !472)
!472 = distinct !DILexicalBlock(scope: !460, file: !2, line: 90, column: 24)
!473 = !DILocation(line: 92, column: 18, scope: !472)
!474 = !DILocation(line: 95, column: 22, scope: !460)
!475 = !DILocation(line: 95, column: 20, scope: !460)
!476 = !DILocation(line: 95, column: 9, scope: !460)
!477 = !DILocation(line: 97, column: 1, scope: !449)
