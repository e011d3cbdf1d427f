; ModuleID = 'vla.c'
source_filename = "vla.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"n=%d sizeof=%zu sum=%ld corner=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"det(%d)=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"primes<=%d: %u\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [29 x i8] c"len=%d mean=%.4f sizeof=%zu\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [43 x i8] c"row[1][2]=%d (*row)[4]=%d sizeof *row=%zu\0A\00", align 1, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !40 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !45, !DIExpression(), !47)
  store i32 1, ptr %2, align 4, !dbg !47
  br label %29, !dbg !48

29:                                               ; preds = %61, %0
  %30 = load i32, ptr %2, align 4, !dbg !49
  %31 = icmp sle i32 %30, 6, !dbg !51
  br i1 %31, label %32, label %64, !dbg !52

32:                                               ; preds = %29
    #dbg_declare(ptr %3, !53, !DIExpression(), !55)
  %33 = load i32, ptr %2, align 4, !dbg !56
  %34 = add nsw i32 %33, 1, !dbg !57
  store i32 %34, ptr %3, align 4, !dbg !55
    #dbg_declare(ptr %4, !58, !DIExpression(), !59)
  %35 = load i32, ptr %2, align 4, !dbg !60
  %36 = mul nsw i32 2, %35, !dbg !61
  store i32 %36, ptr %4, align 4, !dbg !59
  %37 = load i32, ptr %3, align 4, !dbg !62
  %38 = load i32, ptr %4, align 4, !dbg !63
  %39 = call ptr @llvm.stacksave.p0(), !dbg !64
  store ptr %39, ptr %5, align 4, !dbg !64
  %40 = mul nuw i32 %37, %38, !dbg !64
  %41 = alloca i32, i32 %40, align 4, !dbg !64
  store i32 %37, ptr %6, align 4, !dbg !64
  store i32 %38, ptr %7, align 4, !dbg !64
    #dbg_declare(ptr %6, !65, !DIExpression(), !66)
    #dbg_declare(ptr %7, !67, !DIExpression(), !66)
    #dbg_declare(ptr %41, !68, !DIExpression(), !73)
  %42 = load i32, ptr %3, align 4, !dbg !74
  %43 = load i32, ptr %4, align 4, !dbg !75
  %44 = load i32, ptr %2, align 4, !dbg !76
  call void @fill(i32 noundef %42, i32 noundef %43, ptr noundef %41, i32 noundef %44), !dbg !77
  %45 = load i32, ptr %2, align 4, !dbg !78
  %46 = mul nuw i32 %37, %38, !dbg !79
  %47 = mul nuw i32 4, %46, !dbg !79
  %48 = load i32, ptr %3, align 4, !dbg !80
  %49 = load i32, ptr %4, align 4, !dbg !81
  %50 = call i32 @sum2d(i32 noundef %48, i32 noundef %49, ptr noundef %41), !dbg !82
  %51 = load i32, ptr %3, align 4, !dbg !83
  %52 = sub nsw i32 %51, 1, !dbg !84
  %53 = mul nsw i32 %52, %38, !dbg !85
  %54 = getelementptr inbounds i32, ptr %41, i32 %53, !dbg !85
  %55 = load i32, ptr %4, align 4, !dbg !86
  %56 = sub nsw i32 %55, 1, !dbg !87
  %57 = getelementptr inbounds i32, ptr %54, i32 %56, !dbg !85
  %58 = load i32, ptr %57, align 4, !dbg !85
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %45, i32 noundef %47, i32 noundef %50, i32 noundef %58), !dbg !88
  %60 = load ptr, ptr %5, align 4, !dbg !89
  call void @llvm.stackrestore.p0(ptr %60), !dbg !89
  br label %61, !dbg !90

61:                                               ; preds = %32
  %62 = load i32, ptr %2, align 4, !dbg !91
  %63 = add nsw i32 %62, 1, !dbg !91
  store i32 %63, ptr %2, align 4, !dbg !91
  br label %29, !dbg !92, !llvm.loop !93

64:                                               ; preds = %29
    #dbg_declare(ptr %8, !96, !DIExpression(), !98)
  store i32 1, ptr %8, align 4, !dbg !98
  br label %65, !dbg !99

65:                                               ; preds = %117, %64
  %66 = load i32, ptr %8, align 4, !dbg !100
  %67 = icmp sle i32 %66, 6, !dbg !102
  br i1 %67, label %68, label %120, !dbg !103

68:                                               ; preds = %65
  %69 = load i32, ptr %8, align 4, !dbg !104
  %70 = load i32, ptr %8, align 4, !dbg !106
  %71 = call ptr @llvm.stacksave.p0(), !dbg !107
  store ptr %71, ptr %9, align 4, !dbg !107
  %72 = mul nuw i32 %69, %70, !dbg !107
  %73 = alloca i32, i32 %72, align 4, !dbg !107
  store i32 %69, ptr %10, align 4, !dbg !107
  store i32 %70, ptr %11, align 4, !dbg !107
    #dbg_declare(ptr %10, !108, !DIExpression(), !109)
    #dbg_declare(ptr %11, !110, !DIExpression(), !109)
    #dbg_declare(ptr %73, !111, !DIExpression(), !116)
    #dbg_declare(ptr %12, !117, !DIExpression(), !119)
  store i32 0, ptr %12, align 4, !dbg !119
  br label %74, !dbg !120

74:                                               ; preds = %108, %68
  %75 = load i32, ptr %12, align 4, !dbg !121
  %76 = load i32, ptr %8, align 4, !dbg !123
  %77 = icmp slt i32 %75, %76, !dbg !124
  br i1 %77, label %78, label %111, !dbg !125

78:                                               ; preds = %74
    #dbg_declare(ptr %13, !126, !DIExpression(), !128)
  store i32 0, ptr %13, align 4, !dbg !128
  br label %79, !dbg !129

79:                                               ; preds = %104, %78
  %80 = load i32, ptr %13, align 4, !dbg !130
  %81 = load i32, ptr %8, align 4, !dbg !132
  %82 = icmp slt i32 %80, %81, !dbg !133
  br i1 %82, label %83, label %107, !dbg !134

83:                                               ; preds = %79
  %84 = load i32, ptr %12, align 4, !dbg !135
  %85 = load i32, ptr %13, align 4, !dbg !136
  %86 = icmp eq i32 %84, %85, !dbg !137
  br i1 %86, label %87, label %89, !dbg !138

87:                                               ; preds = %83
  %88 = load i32, ptr %8, align 4, !dbg !139
  br label %97, !dbg !138

89:                                               ; preds = %83
  %90 = load i32, ptr %12, align 4, !dbg !140
  %91 = mul nsw i32 %90, 3, !dbg !141
  %92 = load i32, ptr %13, align 4, !dbg !142
  %93 = mul nsw i32 %92, 5, !dbg !143
  %94 = add nsw i32 %91, %93, !dbg !144
  %95 = srem i32 %94, 4, !dbg !145
  %96 = sub nsw i32 %95, 1, !dbg !146
  br label %97, !dbg !138

97:                                               ; preds = %89, %87
  %98 = phi i32 [ %88, %87 ], [ %96, %89 ], !dbg !138
  %99 = load i32, ptr %12, align 4, !dbg !147
  %100 = mul nsw i32 %99, %70, !dbg !148
  %101 = getelementptr inbounds i32, ptr %73, i32 %100, !dbg !148
  %102 = load i32, ptr %13, align 4, !dbg !149
  %103 = getelementptr inbounds i32, ptr %101, i32 %102, !dbg !148
  store i32 %98, ptr %103, align 4, !dbg !150
  br label %104, !dbg !148

104:                                              ; preds = %97
  %105 = load i32, ptr %13, align 4, !dbg !151
  %106 = add nsw i32 %105, 1, !dbg !151
  store i32 %106, ptr %13, align 4, !dbg !151
  br label %79, !dbg !152, !llvm.loop !153

107:                                              ; preds = %79
  br label %108, !dbg !154

108:                                              ; preds = %107
  %109 = load i32, ptr %12, align 4, !dbg !155
  %110 = add nsw i32 %109, 1, !dbg !155
  store i32 %110, ptr %12, align 4, !dbg !155
  br label %74, !dbg !156, !llvm.loop !157

111:                                              ; preds = %74
  %112 = load i32, ptr %8, align 4, !dbg !159
  %113 = load i32, ptr %8, align 4, !dbg !160
  %114 = call i32 @det_rec(i32 noundef %113, ptr noundef %73), !dbg !161
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %112, i32 noundef %114), !dbg !162
  %116 = load ptr, ptr %9, align 4, !dbg !163
  call void @llvm.stackrestore.p0(ptr %116), !dbg !163
  br label %117, !dbg !164

117:                                              ; preds = %111
  %118 = load i32, ptr %8, align 4, !dbg !165
  %119 = add nsw i32 %118, 1, !dbg !165
  store i32 %119, ptr %8, align 4, !dbg !165
  br label %65, !dbg !166, !llvm.loop !167

120:                                              ; preds = %65
    #dbg_declare(ptr %14, !169, !DIExpression(), !171)
  store i32 10, ptr %14, align 4, !dbg !171
  br label %121, !dbg !172

121:                                              ; preds = %129, %120
  %122 = load i32, ptr %14, align 4, !dbg !173
  %123 = icmp sle i32 %122, 5000, !dbg !175
  br i1 %123, label %124, label %132, !dbg !176

124:                                              ; preds = %121
  %125 = load i32, ptr %14, align 4, !dbg !177
  %126 = load i32, ptr %14, align 4, !dbg !178
  %127 = call i32 @sieve_count(i32 noundef %126), !dbg !179
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %125, i32 noundef %127), !dbg !180
  br label %129, !dbg !180

129:                                              ; preds = %124
  %130 = load i32, ptr %14, align 4, !dbg !181
  %131 = mul nsw i32 %130, 3, !dbg !181
  store i32 %131, ptr %14, align 4, !dbg !181
  br label %121, !dbg !182, !llvm.loop !183

132:                                              ; preds = %121
    #dbg_declare(ptr %15, !185, !DIExpression(), !187)
  store i32 3, ptr %15, align 4, !dbg !187
  br label %133, !dbg !188

133:                                              ; preds = %180, %132
  %134 = load i32, ptr %15, align 4, !dbg !189
  %135 = icmp slt i32 %134, 40, !dbg !191
  br i1 %135, label %136, label %183, !dbg !192

136:                                              ; preds = %133
  %137 = load i32, ptr %15, align 4, !dbg !193
  %138 = call ptr @llvm.stacksave.p0(), !dbg !195
  store ptr %138, ptr %16, align 4, !dbg !195
  %139 = alloca double, i32 %137, align 8, !dbg !195
  store i32 %137, ptr %17, align 4, !dbg !195
    #dbg_declare(ptr %17, !196, !DIExpression(), !197)
    #dbg_declare(ptr %139, !198, !DIExpression(), !203)
    #dbg_declare(ptr %18, !204, !DIExpression(), !206)
  store i32 0, ptr %18, align 4, !dbg !206
  br label %140, !dbg !207

140:                                              ; preds = %153, %136
  %141 = load i32, ptr %18, align 4, !dbg !208
  %142 = load i32, ptr %15, align 4, !dbg !210
  %143 = icmp slt i32 %141, %142, !dbg !211
  br i1 %143, label %144, label %156, !dbg !212

144:                                              ; preds = %140
  %145 = load i32, ptr %18, align 4, !dbg !213
  %146 = mul nsw i32 %145, 7, !dbg !214
  %147 = load i32, ptr %15, align 4, !dbg !215
  %148 = srem i32 %146, %147, !dbg !216
  %149 = sitofp i32 %148 to double, !dbg !217
  %150 = fmul double %149, 5.000000e-01, !dbg !218
  %151 = load i32, ptr %18, align 4, !dbg !219
  %152 = getelementptr inbounds double, ptr %139, i32 %151, !dbg !220
  store double %150, ptr %152, align 8, !dbg !221
  br label %153, !dbg !220

153:                                              ; preds = %144
  %154 = load i32, ptr %18, align 4, !dbg !222
  %155 = add nsw i32 %154, 1, !dbg !222
  store i32 %155, ptr %18, align 4, !dbg !222
  br label %140, !dbg !223, !llvm.loop !224

156:                                              ; preds = %140
    #dbg_declare(ptr %19, !226, !DIExpression(), !227)
  store double 0.000000e+00, ptr %19, align 8, !dbg !227
    #dbg_declare(ptr %20, !228, !DIExpression(), !230)
  store i32 0, ptr %20, align 4, !dbg !230
  br label %157, !dbg !231

157:                                              ; preds = %167, %156
  %158 = load i32, ptr %20, align 4, !dbg !232
  %159 = load i32, ptr %15, align 4, !dbg !234
  %160 = icmp slt i32 %158, %159, !dbg !235
  br i1 %160, label %161, label %170, !dbg !236

161:                                              ; preds = %157
  %162 = load i32, ptr %20, align 4, !dbg !237
  %163 = getelementptr inbounds double, ptr %139, i32 %162, !dbg !238
  %164 = load double, ptr %163, align 8, !dbg !238
  %165 = load double, ptr %19, align 8, !dbg !239
  %166 = fadd double %165, %164, !dbg !239
  store double %166, ptr %19, align 8, !dbg !239
  br label %167, !dbg !240

167:                                              ; preds = %161
  %168 = load i32, ptr %20, align 4, !dbg !241
  %169 = add nsw i32 %168, 1, !dbg !241
  store i32 %169, ptr %20, align 4, !dbg !241
  br label %157, !dbg !242, !llvm.loop !243

170:                                              ; preds = %157
  %171 = load i32, ptr %15, align 4, !dbg !245
  %172 = sitofp i32 %171 to double, !dbg !245
  %173 = load double, ptr %19, align 8, !dbg !246
  %174 = fdiv double %173, %172, !dbg !246
  store double %174, ptr %19, align 8, !dbg !246
  %175 = load i32, ptr %15, align 4, !dbg !247
  %176 = load double, ptr %19, align 8, !dbg !248
  %177 = mul nuw i32 8, %137, !dbg !249
  %178 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %175, double noundef %176, i32 noundef %177), !dbg !250
  %179 = load ptr, ptr %16, align 4, !dbg !251
  call void @llvm.stackrestore.p0(ptr %179), !dbg !251
  br label %180, !dbg !252

180:                                              ; preds = %170
  %181 = load i32, ptr %15, align 4, !dbg !253
  %182 = add nsw i32 %181, 12, !dbg !253
  store i32 %182, ptr %15, align 4, !dbg !253
  br label %133, !dbg !254, !llvm.loop !255

183:                                              ; preds = %133
    #dbg_declare(ptr %21, !257, !DIExpression(), !258)
  store i32 4, ptr %21, align 4, !dbg !258
    #dbg_declare(ptr %22, !259, !DIExpression(), !260)
  store i32 5, ptr %22, align 4, !dbg !260
  %184 = load i32, ptr %21, align 4, !dbg !261
  %185 = load i32, ptr %22, align 4, !dbg !262
  %186 = call ptr @llvm.stacksave.p0(), !dbg !263
  store ptr %186, ptr %23, align 4, !dbg !263
  %187 = mul nuw i32 %184, %185, !dbg !263
  %188 = alloca i32, i32 %187, align 4, !dbg !263
  store i32 %184, ptr %24, align 4, !dbg !263
  store i32 %185, ptr %25, align 4, !dbg !263
    #dbg_declare(ptr %24, !264, !DIExpression(), !265)
    #dbg_declare(ptr %25, !266, !DIExpression(), !265)
    #dbg_declare(ptr %188, !267, !DIExpression(), !272)
  %189 = load i32, ptr %22, align 4, !dbg !273
    #dbg_declare(ptr %26, !274, !DIExpression(), !279)
  store ptr %188, ptr %26, align 4, !dbg !279
    #dbg_declare(ptr %27, !280, !DIExpression(), !282)
  store i32 0, ptr %27, align 4, !dbg !282
  br label %190, !dbg !283

190:                                              ; preds = %214, %183
  %191 = load i32, ptr %27, align 4, !dbg !284
  %192 = load i32, ptr %21, align 4, !dbg !286
  %193 = icmp slt i32 %191, %192, !dbg !287
  br i1 %193, label %194, label %217, !dbg !288

194:                                              ; preds = %190
    #dbg_declare(ptr %28, !289, !DIExpression(), !291)
  store i32 0, ptr %28, align 4, !dbg !291
  br label %195, !dbg !292

195:                                              ; preds = %210, %194
  %196 = load i32, ptr %28, align 4, !dbg !293
  %197 = load i32, ptr %22, align 4, !dbg !295
  %198 = icmp slt i32 %196, %197, !dbg !296
  br i1 %198, label %199, label %213, !dbg !297

199:                                              ; preds = %195
  %200 = load i32, ptr %27, align 4, !dbg !298
  %201 = mul nsw i32 %200, 10, !dbg !299
  %202 = load i32, ptr %28, align 4, !dbg !300
  %203 = add nsw i32 %201, %202, !dbg !301
  %204 = load ptr, ptr %26, align 4, !dbg !302
  %205 = load i32, ptr %27, align 4, !dbg !303
  %206 = mul nsw i32 %205, %189, !dbg !302
  %207 = getelementptr inbounds i32, ptr %204, i32 %206, !dbg !302
  %208 = load i32, ptr %28, align 4, !dbg !304
  %209 = getelementptr inbounds i32, ptr %207, i32 %208, !dbg !302
  store i32 %203, ptr %209, align 4, !dbg !305
  br label %210, !dbg !302

210:                                              ; preds = %199
  %211 = load i32, ptr %28, align 4, !dbg !306
  %212 = add nsw i32 %211, 1, !dbg !306
  store i32 %212, ptr %28, align 4, !dbg !306
  br label %195, !dbg !307, !llvm.loop !308

213:                                              ; preds = %195
  br label %214, !dbg !309

214:                                              ; preds = %213
  %215 = load i32, ptr %27, align 4, !dbg !310
  %216 = add nsw i32 %215, 1, !dbg !310
  store i32 %216, ptr %27, align 4, !dbg !310
  br label %190, !dbg !311, !llvm.loop !312

217:                                              ; preds = %190
  %218 = load ptr, ptr %26, align 4, !dbg !314
  %219 = getelementptr inbounds i32, ptr %218, i32 %189, !dbg !314
  store ptr %219, ptr %26, align 4, !dbg !314
  %220 = load ptr, ptr %26, align 4, !dbg !315
  %221 = mul nsw i32 1, %189, !dbg !315
  %222 = getelementptr inbounds i32, ptr %220, i32 %221, !dbg !315
  %223 = getelementptr inbounds i32, ptr %222, i32 2, !dbg !315
  %224 = load i32, ptr %223, align 4, !dbg !315
  %225 = load ptr, ptr %26, align 4, !dbg !316
  %226 = getelementptr inbounds i32, ptr %225, i32 4, !dbg !317
  %227 = load i32, ptr %226, align 4, !dbg !317
  %228 = load ptr, ptr %26, align 4, !dbg !318
  %229 = mul nuw i32 4, %189, !dbg !319
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %224, i32 noundef %227, i32 noundef %229), !dbg !320
  store i32 0, ptr %1, align 4, !dbg !321
  %231 = load ptr, ptr %23, align 4, !dbg !322
  call void @llvm.stackrestore.p0(ptr %231), !dbg !322
  %232 = load i32, ptr %1, align 4, !dbg !322
  ret i32 %232, !dbg !322
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(i32 noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !323 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !326, !DIExpression(), !327)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !328, !DIExpression(), !329)
  store ptr %2, ptr %7, align 4
    #dbg_declare(ptr %7, !330, !DIExpression(), !331)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !332, !DIExpression(), !333)
  %11 = load i32, ptr %5, align 4, !dbg !334
  %12 = load i32, ptr %6, align 4, !dbg !335
    #dbg_declare(ptr %9, !336, !DIExpression(), !338)
  store i32 0, ptr %9, align 4, !dbg !338
  br label %13, !dbg !339

13:                                               ; preds = %42, %4
  %14 = load i32, ptr %9, align 4, !dbg !340
  %15 = load i32, ptr %5, align 4, !dbg !342
  %16 = icmp slt i32 %14, %15, !dbg !343
  br i1 %16, label %17, label %45, !dbg !344

17:                                               ; preds = %13
    #dbg_declare(ptr %10, !345, !DIExpression(), !347)
  store i32 0, ptr %10, align 4, !dbg !347
  br label %18, !dbg !348

18:                                               ; preds = %38, %17
  %19 = load i32, ptr %10, align 4, !dbg !349
  %20 = load i32, ptr %6, align 4, !dbg !351
  %21 = icmp slt i32 %19, %20, !dbg !352
  br i1 %21, label %22, label %41, !dbg !353

22:                                               ; preds = %18
  %23 = load i32, ptr %9, align 4, !dbg !354
  %24 = load i32, ptr %6, align 4, !dbg !355
  %25 = mul nsw i32 %23, %24, !dbg !356
  %26 = load i32, ptr %10, align 4, !dbg !357
  %27 = add nsw i32 %25, %26, !dbg !358
  %28 = load i32, ptr %8, align 4, !dbg !359
  %29 = add nsw i32 %27, %28, !dbg !360
  %30 = srem i32 %29, 17, !dbg !361
  %31 = sub nsw i32 %30, 8, !dbg !362
  %32 = load ptr, ptr %7, align 4, !dbg !363
  %33 = load i32, ptr %9, align 4, !dbg !364
  %34 = mul nsw i32 %33, %12, !dbg !363
  %35 = getelementptr inbounds i32, ptr %32, i32 %34, !dbg !363
  %36 = load i32, ptr %10, align 4, !dbg !365
  %37 = getelementptr inbounds i32, ptr %35, i32 %36, !dbg !363
  store i32 %31, ptr %37, align 4, !dbg !366
  br label %38, !dbg !363

38:                                               ; preds = %22
  %39 = load i32, ptr %10, align 4, !dbg !367
  %40 = add nsw i32 %39, 1, !dbg !367
  store i32 %40, ptr %10, align 4, !dbg !367
  br label %18, !dbg !368, !llvm.loop !369

41:                                               ; preds = %18
  br label %42, !dbg !370

42:                                               ; preds = %41
  %43 = load i32, ptr %9, align 4, !dbg !371
  %44 = add nsw i32 %43, 1, !dbg !371
  store i32 %44, ptr %9, align 4, !dbg !371
  br label %13, !dbg !372, !llvm.loop !373

45:                                               ; preds = %13
  ret void, !dbg !375
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum2d(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 !dbg !376 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !380, !DIExpression(), !381)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !382, !DIExpression(), !383)
  store ptr %2, ptr %6, align 4
    #dbg_declare(ptr %6, !384, !DIExpression(), !385)
  %10 = load i32, ptr %4, align 4, !dbg !386
  %11 = load i32, ptr %5, align 4, !dbg !387
    #dbg_declare(ptr %7, !388, !DIExpression(), !389)
  store i32 0, ptr %7, align 4, !dbg !389
    #dbg_declare(ptr %8, !390, !DIExpression(), !392)
  store i32 0, ptr %8, align 4, !dbg !392
  br label %12, !dbg !393

12:                                               ; preds = %39, %3
  %13 = load i32, ptr %8, align 4, !dbg !394
  %14 = load i32, ptr %4, align 4, !dbg !396
  %15 = icmp slt i32 %13, %14, !dbg !397
  br i1 %15, label %16, label %42, !dbg !398

16:                                               ; preds = %12
    #dbg_declare(ptr %9, !399, !DIExpression(), !401)
  store i32 0, ptr %9, align 4, !dbg !401
  br label %17, !dbg !402

17:                                               ; preds = %35, %16
  %18 = load i32, ptr %9, align 4, !dbg !403
  %19 = load i32, ptr %5, align 4, !dbg !405
  %20 = icmp slt i32 %18, %19, !dbg !406
  br i1 %20, label %21, label %38, !dbg !407

21:                                               ; preds = %17
  %22 = load ptr, ptr %6, align 4, !dbg !408
  %23 = load i32, ptr %8, align 4, !dbg !409
  %24 = mul nsw i32 %23, %11, !dbg !408
  %25 = getelementptr inbounds i32, ptr %22, i32 %24, !dbg !408
  %26 = load i32, ptr %9, align 4, !dbg !410
  %27 = getelementptr inbounds i32, ptr %25, i32 %26, !dbg !408
  %28 = load i32, ptr %27, align 4, !dbg !408
  %29 = load i32, ptr %8, align 4, !dbg !411
  %30 = load i32, ptr %9, align 4, !dbg !412
  %31 = sub nsw i32 %29, %30, !dbg !413
  %32 = mul nsw i32 %28, %31, !dbg !414
  %33 = load i32, ptr %7, align 4, !dbg !415
  %34 = add nsw i32 %33, %32, !dbg !415
  store i32 %34, ptr %7, align 4, !dbg !415
  br label %35, !dbg !416

35:                                               ; preds = %21
  %36 = load i32, ptr %9, align 4, !dbg !417
  %37 = add nsw i32 %36, 1, !dbg !417
  store i32 %37, ptr %9, align 4, !dbg !417
  br label %17, !dbg !418, !llvm.loop !419

38:                                               ; preds = %17
  br label %39, !dbg !420

39:                                               ; preds = %38
  %40 = load i32, ptr %8, align 4, !dbg !421
  %41 = add nsw i32 %40, 1, !dbg !421
  store i32 %41, ptr %8, align 4, !dbg !421
  br label %12, !dbg !422, !llvm.loop !423

42:                                               ; preds = %12
  %43 = load i32, ptr %7, align 4, !dbg !425
  ret i32 %43, !dbg !426
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @det_rec(i32 noundef %0, ptr noundef %1) #0 !dbg !427 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !430, !DIExpression(), !431)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !432, !DIExpression(), !433)
  %15 = load i32, ptr %4, align 4, !dbg !434
  %16 = load i32, ptr %4, align 4, !dbg !435
  %17 = load i32, ptr %4, align 4, !dbg !436
  %18 = icmp eq i32 %17, 1, !dbg !438
  br i1 %18, label %19, label %25, !dbg !439

19:                                               ; preds = %2
  %20 = load ptr, ptr %5, align 4, !dbg !440
  %21 = mul nsw i32 0, %16, !dbg !440
  %22 = getelementptr inbounds i32, ptr %20, i32 %21, !dbg !440
  %23 = getelementptr inbounds i32, ptr %22, i32 0, !dbg !440
  %24 = load i32, ptr %23, align 4, !dbg !440
  store i32 %24, ptr %3, align 4, !dbg !441
  br label %100, !dbg !441

25:                                               ; preds = %2
    #dbg_declare(ptr %6, !442, !DIExpression(), !443)
  store i32 0, ptr %6, align 4, !dbg !443
    #dbg_declare(ptr %7, !444, !DIExpression(), !446)
  store i32 0, ptr %7, align 4, !dbg !446
  br label %26, !dbg !447

26:                                               ; preds = %95, %25
  %27 = load i32, ptr %7, align 4, !dbg !448
  %28 = load i32, ptr %4, align 4, !dbg !450
  %29 = icmp slt i32 %27, %28, !dbg !451
  br i1 %29, label %30, label %98, !dbg !452

30:                                               ; preds = %26
  %31 = load i32, ptr %4, align 4, !dbg !453
  %32 = sub nsw i32 %31, 1, !dbg !455
  %33 = load i32, ptr %4, align 4, !dbg !456
  %34 = sub nsw i32 %33, 1, !dbg !457
  %35 = call ptr @llvm.stacksave.p0(), !dbg !458
  store ptr %35, ptr %8, align 4, !dbg !458
  %36 = mul nuw i32 %32, %34, !dbg !458
  %37 = alloca i32, i32 %36, align 4, !dbg !458
  store i32 %32, ptr %9, align 4, !dbg !458
  store i32 %34, ptr %10, align 4, !dbg !458
    #dbg_declare(ptr %9, !459, !DIExpression(), !460)
    #dbg_declare(ptr %10, !461, !DIExpression(), !460)
    #dbg_declare(ptr %37, !462, !DIExpression(), !467)
    #dbg_declare(ptr %11, !468, !DIExpression(), !470)
  store i32 1, ptr %11, align 4, !dbg !470
  br label %38, !dbg !471

38:                                               ; preds = %71, %30
  %39 = load i32, ptr %11, align 4, !dbg !472
  %40 = load i32, ptr %4, align 4, !dbg !474
  %41 = icmp slt i32 %39, %40, !dbg !475
  br i1 %41, label %42, label %74, !dbg !476

42:                                               ; preds = %38
    #dbg_declare(ptr %12, !477, !DIExpression(), !479)
  store i32 0, ptr %12, align 4, !dbg !479
    #dbg_declare(ptr %13, !480, !DIExpression(), !482)
  store i32 0, ptr %13, align 4, !dbg !482
  br label %43, !dbg !483

43:                                               ; preds = %67, %42
  %44 = load i32, ptr %13, align 4, !dbg !484
  %45 = load i32, ptr %4, align 4, !dbg !486
  %46 = icmp slt i32 %44, %45, !dbg !487
  br i1 %46, label %47, label %70, !dbg !488

47:                                               ; preds = %43
  %48 = load i32, ptr %13, align 4, !dbg !489
  %49 = load i32, ptr %7, align 4, !dbg !491
  %50 = icmp ne i32 %48, %49, !dbg !492
  br i1 %50, label %51, label %66, !dbg !493

51:                                               ; preds = %47
  %52 = load ptr, ptr %5, align 4, !dbg !494
  %53 = load i32, ptr %11, align 4, !dbg !495
  %54 = mul nsw i32 %53, %16, !dbg !494
  %55 = getelementptr inbounds i32, ptr %52, i32 %54, !dbg !494
  %56 = load i32, ptr %13, align 4, !dbg !496
  %57 = getelementptr inbounds i32, ptr %55, i32 %56, !dbg !494
  %58 = load i32, ptr %57, align 4, !dbg !494
  %59 = load i32, ptr %11, align 4, !dbg !497
  %60 = sub nsw i32 %59, 1, !dbg !498
  %61 = mul nsw i32 %60, %34, !dbg !499
  %62 = getelementptr inbounds i32, ptr %37, i32 %61, !dbg !499
  %63 = load i32, ptr %12, align 4, !dbg !500
  %64 = add nsw i32 %63, 1, !dbg !500
  store i32 %64, ptr %12, align 4, !dbg !500
  %65 = getelementptr inbounds i32, ptr %62, i32 %63, !dbg !499
  store i32 %58, ptr %65, align 4, !dbg !501
  br label %66, !dbg !499

66:                                               ; preds = %51, %47
  br label %67, !dbg !491

67:                                               ; preds = %66
  %68 = load i32, ptr %13, align 4, !dbg !502
  %69 = add nsw i32 %68, 1, !dbg !502
  store i32 %69, ptr %13, align 4, !dbg !502
  br label %43, !dbg !503, !llvm.loop !504

70:                                               ; preds = %43
  br label %71, !dbg !506

71:                                               ; preds = %70
  %72 = load i32, ptr %11, align 4, !dbg !507
  %73 = add nsw i32 %72, 1, !dbg !507
  store i32 %73, ptr %11, align 4, !dbg !507
  br label %38, !dbg !508, !llvm.loop !509

74:                                               ; preds = %38
    #dbg_declare(ptr %14, !511, !DIExpression(), !512)
  %75 = load i32, ptr %7, align 4, !dbg !513
  %76 = srem i32 %75, 2, !dbg !514
  %77 = icmp ne i32 %76, 0, !dbg !513
  %78 = zext i1 %77 to i64, !dbg !513
  %79 = select i1 %77, i32 -1, i32 1, !dbg !513
  store i32 %79, ptr %14, align 4, !dbg !512
  %80 = load i32, ptr %14, align 4, !dbg !515
  %81 = load ptr, ptr %5, align 4, !dbg !516
  %82 = mul nsw i32 0, %16, !dbg !516
  %83 = getelementptr inbounds i32, ptr %81, i32 %82, !dbg !516
  %84 = load i32, ptr %7, align 4, !dbg !517
  %85 = getelementptr inbounds i32, ptr %83, i32 %84, !dbg !516
  %86 = load i32, ptr %85, align 4, !dbg !516
  %87 = mul nsw i32 %80, %86, !dbg !518
  %88 = load i32, ptr %4, align 4, !dbg !519
  %89 = sub nsw i32 %88, 1, !dbg !520
  %90 = call i32 @det_rec(i32 noundef %89, ptr noundef %37), !dbg !521
  %91 = mul nsw i32 %87, %90, !dbg !522
  %92 = load i32, ptr %6, align 4, !dbg !523
  %93 = add nsw i32 %92, %91, !dbg !523
  store i32 %93, ptr %6, align 4, !dbg !523
  %94 = load ptr, ptr %8, align 4, !dbg !524
  call void @llvm.stackrestore.p0(ptr %94), !dbg !524
  br label %95, !dbg !525

95:                                               ; preds = %74
  %96 = load i32, ptr %7, align 4, !dbg !526
  %97 = add nsw i32 %96, 1, !dbg !526
  store i32 %97, ptr %7, align 4, !dbg !526
  br label %26, !dbg !527, !llvm.loop !528

98:                                               ; preds = %26
  %99 = load i32, ptr %6, align 4, !dbg !530
  store i32 %99, ptr %3, align 4, !dbg !531
  br label %100, !dbg !531

100:                                              ; preds = %98, %19
  %101 = load i32, ptr %3, align 4, !dbg !532
  ret i32 %101, !dbg !532
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sieve_count(i32 noundef %0) #0 !dbg !533 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !536, !DIExpression(), !537)
  %10 = load i32, ptr %2, align 4, !dbg !538
  %11 = add nsw i32 %10, 1, !dbg !539
  %12 = call ptr @llvm.stacksave.p0(), !dbg !540
  store ptr %12, ptr %3, align 4, !dbg !540
  %13 = alloca i8, i32 %11, align 1, !dbg !540
  store i32 %11, ptr %4, align 4, !dbg !540
    #dbg_declare(ptr %4, !541, !DIExpression(), !542)
    #dbg_declare(ptr %13, !543, !DIExpression(), !547)
    #dbg_declare(ptr %5, !548, !DIExpression(), !550)
  store i32 0, ptr %5, align 4, !dbg !550
  br label %14, !dbg !551

14:                                               ; preds = %25, %1
  %15 = load i32, ptr %5, align 4, !dbg !552
  %16 = load i32, ptr %2, align 4, !dbg !554
  %17 = icmp sle i32 %15, %16, !dbg !555
  br i1 %17, label %18, label %28, !dbg !556

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4, !dbg !557
  %20 = icmp sge i32 %19, 2, !dbg !558
  %21 = zext i1 %20 to i32, !dbg !558
  %22 = trunc i32 %21 to i8, !dbg !557
  %23 = load i32, ptr %5, align 4, !dbg !559
  %24 = getelementptr inbounds i8, ptr %13, i32 %23, !dbg !560
  store i8 %22, ptr %24, align 1, !dbg !561
  br label %25, !dbg !560

25:                                               ; preds = %18
  %26 = load i32, ptr %5, align 4, !dbg !562
  %27 = add nsw i32 %26, 1, !dbg !562
  store i32 %27, ptr %5, align 4, !dbg !562
  br label %14, !dbg !563, !llvm.loop !564

28:                                               ; preds = %14
    #dbg_declare(ptr %6, !566, !DIExpression(), !568)
  store i32 2, ptr %6, align 4, !dbg !568
  br label %29, !dbg !569

29:                                               ; preds = %57, %28
  %30 = load i32, ptr %6, align 4, !dbg !570
  %31 = load i32, ptr %6, align 4, !dbg !572
  %32 = mul nsw i32 %30, %31, !dbg !573
  %33 = load i32, ptr %2, align 4, !dbg !574
  %34 = icmp sle i32 %32, %33, !dbg !575
  br i1 %34, label %35, label %60, !dbg !576

35:                                               ; preds = %29
  %36 = load i32, ptr %6, align 4, !dbg !577
  %37 = getelementptr inbounds i8, ptr %13, i32 %36, !dbg !579
  %38 = load i8, ptr %37, align 1, !dbg !579
  %39 = icmp ne i8 %38, 0, !dbg !579
  br i1 %39, label %40, label %56, !dbg !580

40:                                               ; preds = %35
    #dbg_declare(ptr %7, !581, !DIExpression(), !583)
  %41 = load i32, ptr %6, align 4, !dbg !584
  %42 = load i32, ptr %6, align 4, !dbg !585
  %43 = mul nsw i32 %41, %42, !dbg !586
  store i32 %43, ptr %7, align 4, !dbg !583
  br label %44, !dbg !587

44:                                               ; preds = %51, %40
  %45 = load i32, ptr %7, align 4, !dbg !588
  %46 = load i32, ptr %2, align 4, !dbg !590
  %47 = icmp sle i32 %45, %46, !dbg !591
  br i1 %47, label %48, label %55, !dbg !592

48:                                               ; preds = %44
  %49 = load i32, ptr %7, align 4, !dbg !593
  %50 = getelementptr inbounds i8, ptr %13, i32 %49, !dbg !594
  store i8 0, ptr %50, align 1, !dbg !595
  br label %51, !dbg !594

51:                                               ; preds = %48
  %52 = load i32, ptr %6, align 4, !dbg !596
  %53 = load i32, ptr %7, align 4, !dbg !597
  %54 = add nsw i32 %53, %52, !dbg !597
  store i32 %54, ptr %7, align 4, !dbg !597
  br label %44, !dbg !598, !llvm.loop !599

55:                                               ; preds = %44
  br label %56, !dbg !600

56:                                               ; preds = %55, %35
  br label %57, !dbg !601

57:                                               ; preds = %56
  %58 = load i32, ptr %6, align 4, !dbg !602
  %59 = add nsw i32 %58, 1, !dbg !602
  store i32 %59, ptr %6, align 4, !dbg !602
  br label %29, !dbg !603, !llvm.loop !604

60:                                               ; preds = %29
    #dbg_declare(ptr %8, !606, !DIExpression(), !607)
  store i32 0, ptr %8, align 4, !dbg !607
    #dbg_declare(ptr %9, !608, !DIExpression(), !610)
  store i32 0, ptr %9, align 4, !dbg !610
  br label %61, !dbg !611

61:                                               ; preds = %72, %60
  %62 = load i32, ptr %9, align 4, !dbg !612
  %63 = load i32, ptr %2, align 4, !dbg !614
  %64 = icmp sle i32 %62, %63, !dbg !615
  br i1 %64, label %65, label %75, !dbg !616

65:                                               ; preds = %61
  %66 = load i32, ptr %9, align 4, !dbg !617
  %67 = getelementptr inbounds i8, ptr %13, i32 %66, !dbg !618
  %68 = load i8, ptr %67, align 1, !dbg !618
  %69 = sext i8 %68 to i32, !dbg !619
  %70 = load i32, ptr %8, align 4, !dbg !620
  %71 = add i32 %70, %69, !dbg !620
  store i32 %71, ptr %8, align 4, !dbg !620
  br label %72, !dbg !621

72:                                               ; preds = %65
  %73 = load i32, ptr %9, align 4, !dbg !622
  %74 = add nsw i32 %73, 1, !dbg !622
  store i32 %74, ptr %9, align 4, !dbg !622
  br label %61, !dbg !623, !llvm.loop !624

75:                                               ; preds = %61
  %76 = load i32, ptr %8, align 4, !dbg !626
  %77 = load ptr, ptr %3, align 4, !dbg !627
  call void @llvm.stackrestore.p0(ptr %77), !dbg !627
  ret i32 %76, !dbg !627
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "vla.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "25310ec597101bc538176b4bff59b137")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 35)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 29)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 43)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !30, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29}
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !{!0, !7, !12, !17, !22}
!31 = !{i32 1, !"NumRegisterParameters", i32 0}
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"frame-pointer", i32 2}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !41, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !27, retainedNodes: !44)
!41 = !DISubroutineType(types: !42)
!42 = !{!43}
!43 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!44 = !{}
!45 = !DILocalVariable(name: "n", scope: !46, file: !2, line: 52, type: !43)
!46 = distinct !DILexicalBlock(scope: !40, file: !2, line: 52, column: 5)
!47 = !DILocation(line: 52, column: 14, scope: !46)
!48 = !DILocation(line: 52, column: 10, scope: !46)
!49 = !DILocation(line: 52, column: 21, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !2, line: 52, column: 5)
!51 = !DILocation(line: 52, column: 23, scope: !50)
!52 = !DILocation(line: 52, column: 5, scope: !46)
!53 = !DILocalVariable(name: "rows", scope: !54, file: !2, line: 53, type: !43)
!54 = distinct !DILexicalBlock(scope: !50, file: !2, line: 52, column: 34)
!55 = !DILocation(line: 53, column: 13, scope: !54)
!56 = !DILocation(line: 53, column: 20, scope: !54)
!57 = !DILocation(line: 53, column: 22, scope: !54)
!58 = !DILocalVariable(name: "cols", scope: !54, file: !2, line: 53, type: !43)
!59 = !DILocation(line: 53, column: 27, scope: !54)
!60 = !DILocation(line: 53, column: 38, scope: !54)
!61 = !DILocation(line: 53, column: 36, scope: !54)
!62 = !DILocation(line: 54, column: 15, scope: !54)
!63 = !DILocation(line: 54, column: 21, scope: !54)
!64 = !DILocation(line: 54, column: 9, scope: !54)
!65 = !DILocalVariable(name: "__vla_expr0", scope: !54, type: !29, flags: DIFlagArtificial)
!66 = !DILocation(line: 0, scope: !54)
!67 = !DILocalVariable(name: "__vla_expr1", scope: !54, type: !29, flags: DIFlagArtificial)
!68 = !DILocalVariable(name: "m", scope: !54, file: !2, line: 54, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, elements: !70)
!70 = !{!71, !72}
!71 = !DISubrange(count: !65)
!72 = !DISubrange(count: !67)
!73 = !DILocation(line: 54, column: 13, scope: !54)
!74 = !DILocation(line: 55, column: 14, scope: !54)
!75 = !DILocation(line: 55, column: 20, scope: !54)
!76 = !DILocation(line: 55, column: 29, scope: !54)
!77 = !DILocation(line: 55, column: 9, scope: !54)
!78 = !DILocation(line: 56, column: 55, scope: !54)
!79 = !DILocation(line: 56, column: 58, scope: !54)
!80 = !DILocation(line: 56, column: 74, scope: !54)
!81 = !DILocation(line: 56, column: 80, scope: !54)
!82 = !DILocation(line: 56, column: 68, scope: !54)
!83 = !DILocation(line: 57, column: 18, scope: !54)
!84 = !DILocation(line: 57, column: 23, scope: !54)
!85 = !DILocation(line: 57, column: 16, scope: !54)
!86 = !DILocation(line: 57, column: 28, scope: !54)
!87 = !DILocation(line: 57, column: 33, scope: !54)
!88 = !DILocation(line: 56, column: 9, scope: !54)
!89 = !DILocation(line: 58, column: 5, scope: !50)
!90 = !DILocation(line: 58, column: 5, scope: !54)
!91 = !DILocation(line: 52, column: 30, scope: !50)
!92 = !DILocation(line: 52, column: 5, scope: !50)
!93 = distinct !{!93, !52, !94, !95}
!94 = !DILocation(line: 58, column: 5, scope: !46)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocalVariable(name: "n", scope: !97, file: !2, line: 59, type: !43)
!97 = distinct !DILexicalBlock(scope: !40, file: !2, line: 59, column: 5)
!98 = !DILocation(line: 59, column: 14, scope: !97)
!99 = !DILocation(line: 59, column: 10, scope: !97)
!100 = !DILocation(line: 59, column: 21, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !2, line: 59, column: 5)
!102 = !DILocation(line: 59, column: 23, scope: !101)
!103 = !DILocation(line: 59, column: 5, scope: !97)
!104 = !DILocation(line: 60, column: 15, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !2, line: 59, column: 34)
!106 = !DILocation(line: 60, column: 18, scope: !105)
!107 = !DILocation(line: 60, column: 9, scope: !105)
!108 = !DILocalVariable(name: "__vla_expr2", scope: !105, type: !29, flags: DIFlagArtificial)
!109 = !DILocation(line: 0, scope: !105)
!110 = !DILocalVariable(name: "__vla_expr3", scope: !105, type: !29, flags: DIFlagArtificial)
!111 = !DILocalVariable(name: "m", scope: !105, file: !2, line: 60, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, elements: !113)
!113 = !{!114, !115}
!114 = !DISubrange(count: !108)
!115 = !DISubrange(count: !110)
!116 = !DILocation(line: 60, column: 13, scope: !105)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 61, type: !43)
!118 = distinct !DILexicalBlock(scope: !105, file: !2, line: 61, column: 9)
!119 = !DILocation(line: 61, column: 18, scope: !118)
!120 = !DILocation(line: 61, column: 14, scope: !118)
!121 = !DILocation(line: 61, column: 25, scope: !122)
!122 = distinct !DILexicalBlock(scope: !118, file: !2, line: 61, column: 9)
!123 = !DILocation(line: 61, column: 29, scope: !122)
!124 = !DILocation(line: 61, column: 27, scope: !122)
!125 = !DILocation(line: 61, column: 9, scope: !118)
!126 = !DILocalVariable(name: "j", scope: !127, file: !2, line: 62, type: !43)
!127 = distinct !DILexicalBlock(scope: !122, file: !2, line: 62, column: 13)
!128 = !DILocation(line: 62, column: 22, scope: !127)
!129 = !DILocation(line: 62, column: 18, scope: !127)
!130 = !DILocation(line: 62, column: 29, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !2, line: 62, column: 13)
!132 = !DILocation(line: 62, column: 33, scope: !131)
!133 = !DILocation(line: 62, column: 31, scope: !131)
!134 = !DILocation(line: 62, column: 13, scope: !127)
!135 = !DILocation(line: 63, column: 28, scope: !131)
!136 = !DILocation(line: 63, column: 33, scope: !131)
!137 = !DILocation(line: 63, column: 30, scope: !131)
!138 = !DILocation(line: 63, column: 27, scope: !131)
!139 = !DILocation(line: 63, column: 38, scope: !131)
!140 = !DILocation(line: 63, column: 43, scope: !131)
!141 = !DILocation(line: 63, column: 45, scope: !131)
!142 = !DILocation(line: 63, column: 51, scope: !131)
!143 = !DILocation(line: 63, column: 53, scope: !131)
!144 = !DILocation(line: 63, column: 49, scope: !131)
!145 = !DILocation(line: 63, column: 58, scope: !131)
!146 = !DILocation(line: 63, column: 62, scope: !131)
!147 = !DILocation(line: 63, column: 19, scope: !131)
!148 = !DILocation(line: 63, column: 17, scope: !131)
!149 = !DILocation(line: 63, column: 22, scope: !131)
!150 = !DILocation(line: 63, column: 25, scope: !131)
!151 = !DILocation(line: 62, column: 37, scope: !131)
!152 = !DILocation(line: 62, column: 13, scope: !131)
!153 = distinct !{!153, !134, !154, !95}
!154 = !DILocation(line: 63, column: 64, scope: !127)
!155 = !DILocation(line: 61, column: 33, scope: !122)
!156 = !DILocation(line: 61, column: 9, scope: !122)
!157 = distinct !{!157, !125, !158, !95}
!158 = !DILocation(line: 63, column: 64, scope: !118)
!159 = !DILocation(line: 64, column: 32, scope: !105)
!160 = !DILocation(line: 64, column: 43, scope: !105)
!161 = !DILocation(line: 64, column: 35, scope: !105)
!162 = !DILocation(line: 64, column: 9, scope: !105)
!163 = !DILocation(line: 65, column: 5, scope: !101)
!164 = !DILocation(line: 65, column: 5, scope: !105)
!165 = !DILocation(line: 59, column: 30, scope: !101)
!166 = !DILocation(line: 59, column: 5, scope: !101)
!167 = distinct !{!167, !103, !168, !95}
!168 = !DILocation(line: 65, column: 5, scope: !97)
!169 = !DILocalVariable(name: "n", scope: !170, file: !2, line: 66, type: !43)
!170 = distinct !DILexicalBlock(scope: !40, file: !2, line: 66, column: 5)
!171 = !DILocation(line: 66, column: 14, scope: !170)
!172 = !DILocation(line: 66, column: 10, scope: !170)
!173 = !DILocation(line: 66, column: 22, scope: !174)
!174 = distinct !DILexicalBlock(scope: !170, file: !2, line: 66, column: 5)
!175 = !DILocation(line: 66, column: 24, scope: !174)
!176 = !DILocation(line: 66, column: 5, scope: !170)
!177 = !DILocation(line: 67, column: 36, scope: !174)
!178 = !DILocation(line: 67, column: 51, scope: !174)
!179 = !DILocation(line: 67, column: 39, scope: !174)
!180 = !DILocation(line: 67, column: 9, scope: !174)
!181 = !DILocation(line: 66, column: 35, scope: !174)
!182 = !DILocation(line: 66, column: 5, scope: !174)
!183 = distinct !{!183, !176, !184, !95}
!184 = !DILocation(line: 67, column: 53, scope: !170)
!185 = !DILocalVariable(name: "len", scope: !186, file: !2, line: 69, type: !43)
!186 = distinct !DILexicalBlock(scope: !40, file: !2, line: 69, column: 5)
!187 = !DILocation(line: 69, column: 14, scope: !186)
!188 = !DILocation(line: 69, column: 10, scope: !186)
!189 = !DILocation(line: 69, column: 23, scope: !190)
!190 = distinct !DILexicalBlock(scope: !186, file: !2, line: 69, column: 5)
!191 = !DILocation(line: 69, column: 27, scope: !190)
!192 = !DILocation(line: 69, column: 5, scope: !186)
!193 = !DILocation(line: 70, column: 20, scope: !194)
!194 = distinct !DILexicalBlock(scope: !190, file: !2, line: 69, column: 44)
!195 = !DILocation(line: 70, column: 9, scope: !194)
!196 = !DILocalVariable(name: "__vla_expr4", scope: !194, type: !29, flags: DIFlagArtificial)
!197 = !DILocation(line: 0, scope: !194)
!198 = !DILocalVariable(name: "buf", scope: !194, file: !2, line: 70, type: !199)
!199 = !DICompositeType(tag: DW_TAG_array_type, baseType: !200, elements: !201)
!200 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!201 = !{!202}
!202 = !DISubrange(count: !196)
!203 = !DILocation(line: 70, column: 16, scope: !194)
!204 = !DILocalVariable(name: "i", scope: !205, file: !2, line: 71, type: !43)
!205 = distinct !DILexicalBlock(scope: !194, file: !2, line: 71, column: 9)
!206 = !DILocation(line: 71, column: 18, scope: !205)
!207 = !DILocation(line: 71, column: 14, scope: !205)
!208 = !DILocation(line: 71, column: 25, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !2, line: 71, column: 9)
!210 = !DILocation(line: 71, column: 29, scope: !209)
!211 = !DILocation(line: 71, column: 27, scope: !209)
!212 = !DILocation(line: 71, column: 9, scope: !205)
!213 = !DILocation(line: 72, column: 23, scope: !209)
!214 = !DILocation(line: 72, column: 25, scope: !209)
!215 = !DILocation(line: 72, column: 31, scope: !209)
!216 = !DILocation(line: 72, column: 29, scope: !209)
!217 = !DILocation(line: 72, column: 22, scope: !209)
!218 = !DILocation(line: 72, column: 36, scope: !209)
!219 = !DILocation(line: 72, column: 17, scope: !209)
!220 = !DILocation(line: 72, column: 13, scope: !209)
!221 = !DILocation(line: 72, column: 20, scope: !209)
!222 = !DILocation(line: 71, column: 35, scope: !209)
!223 = !DILocation(line: 71, column: 9, scope: !209)
!224 = distinct !{!224, !212, !225, !95}
!225 = !DILocation(line: 72, column: 38, scope: !205)
!226 = !DILocalVariable(name: "mean", scope: !194, file: !2, line: 73, type: !200)
!227 = !DILocation(line: 73, column: 16, scope: !194)
!228 = !DILocalVariable(name: "i", scope: !229, file: !2, line: 74, type: !43)
!229 = distinct !DILexicalBlock(scope: !194, file: !2, line: 74, column: 9)
!230 = !DILocation(line: 74, column: 18, scope: !229)
!231 = !DILocation(line: 74, column: 14, scope: !229)
!232 = !DILocation(line: 74, column: 25, scope: !233)
!233 = distinct !DILexicalBlock(scope: !229, file: !2, line: 74, column: 9)
!234 = !DILocation(line: 74, column: 29, scope: !233)
!235 = !DILocation(line: 74, column: 27, scope: !233)
!236 = !DILocation(line: 74, column: 9, scope: !229)
!237 = !DILocation(line: 75, column: 25, scope: !233)
!238 = !DILocation(line: 75, column: 21, scope: !233)
!239 = !DILocation(line: 75, column: 18, scope: !233)
!240 = !DILocation(line: 75, column: 13, scope: !233)
!241 = !DILocation(line: 74, column: 35, scope: !233)
!242 = !DILocation(line: 74, column: 9, scope: !233)
!243 = distinct !{!243, !236, !244, !95}
!244 = !DILocation(line: 75, column: 26, scope: !229)
!245 = !DILocation(line: 76, column: 17, scope: !194)
!246 = !DILocation(line: 76, column: 14, scope: !194)
!247 = !DILocation(line: 77, column: 49, scope: !194)
!248 = !DILocation(line: 77, column: 54, scope: !194)
!249 = !DILocation(line: 77, column: 60, scope: !194)
!250 = !DILocation(line: 77, column: 9, scope: !194)
!251 = !DILocation(line: 78, column: 5, scope: !190)
!252 = !DILocation(line: 78, column: 5, scope: !194)
!253 = !DILocation(line: 69, column: 37, scope: !190)
!254 = !DILocation(line: 69, column: 5, scope: !190)
!255 = distinct !{!255, !192, !256, !95}
!256 = !DILocation(line: 78, column: 5, scope: !186)
!257 = !DILocalVariable(name: "r", scope: !40, file: !2, line: 80, type: !43)
!258 = !DILocation(line: 80, column: 9, scope: !40)
!259 = !DILocalVariable(name: "c", scope: !40, file: !2, line: 80, type: !43)
!260 = !DILocation(line: 80, column: 16, scope: !40)
!261 = !DILocation(line: 81, column: 14, scope: !40)
!262 = !DILocation(line: 81, column: 17, scope: !40)
!263 = !DILocation(line: 81, column: 5, scope: !40)
!264 = !DILocalVariable(name: "__vla_expr5", scope: !40, type: !29, flags: DIFlagArtificial)
!265 = !DILocation(line: 0, scope: !40)
!266 = !DILocalVariable(name: "__vla_expr6", scope: !40, type: !29, flags: DIFlagArtificial)
!267 = !DILocalVariable(name: "grid", scope: !40, file: !2, line: 81, type: !268)
!268 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, elements: !269)
!269 = !{!270, !271}
!270 = !DISubrange(count: !264)
!271 = !DISubrange(count: !266)
!272 = !DILocation(line: 81, column: 9, scope: !40)
!273 = !DILocation(line: 82, column: 16, scope: !40)
!274 = !DILocalVariable(name: "row", scope: !40, file: !2, line: 82, type: !275)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 32)
!276 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, elements: !277)
!277 = !{!278}
!278 = !DISubrange(count: -1)
!279 = !DILocation(line: 82, column: 11, scope: !40)
!280 = !DILocalVariable(name: "i", scope: !281, file: !2, line: 83, type: !43)
!281 = distinct !DILexicalBlock(scope: !40, file: !2, line: 83, column: 5)
!282 = !DILocation(line: 83, column: 14, scope: !281)
!283 = !DILocation(line: 83, column: 10, scope: !281)
!284 = !DILocation(line: 83, column: 21, scope: !285)
!285 = distinct !DILexicalBlock(scope: !281, file: !2, line: 83, column: 5)
!286 = !DILocation(line: 83, column: 25, scope: !285)
!287 = !DILocation(line: 83, column: 23, scope: !285)
!288 = !DILocation(line: 83, column: 5, scope: !281)
!289 = !DILocalVariable(name: "j", scope: !290, file: !2, line: 84, type: !43)
!290 = distinct !DILexicalBlock(scope: !285, file: !2, line: 84, column: 9)
!291 = !DILocation(line: 84, column: 18, scope: !290)
!292 = !DILocation(line: 84, column: 14, scope: !290)
!293 = !DILocation(line: 84, column: 25, scope: !294)
!294 = distinct !DILexicalBlock(scope: !290, file: !2, line: 84, column: 9)
!295 = !DILocation(line: 84, column: 29, scope: !294)
!296 = !DILocation(line: 84, column: 27, scope: !294)
!297 = !DILocation(line: 84, column: 9, scope: !290)
!298 = !DILocation(line: 85, column: 25, scope: !294)
!299 = !DILocation(line: 85, column: 27, scope: !294)
!300 = !DILocation(line: 85, column: 34, scope: !294)
!301 = !DILocation(line: 85, column: 32, scope: !294)
!302 = !DILocation(line: 85, column: 13, scope: !294)
!303 = !DILocation(line: 85, column: 17, scope: !294)
!304 = !DILocation(line: 85, column: 20, scope: !294)
!305 = !DILocation(line: 85, column: 23, scope: !294)
!306 = !DILocation(line: 84, column: 33, scope: !294)
!307 = !DILocation(line: 84, column: 9, scope: !294)
!308 = distinct !{!308, !297, !309, !95}
!309 = !DILocation(line: 85, column: 34, scope: !290)
!310 = !DILocation(line: 83, column: 29, scope: !285)
!311 = !DILocation(line: 83, column: 5, scope: !285)
!312 = distinct !{!312, !288, !313, !95}
!313 = !DILocation(line: 85, column: 34, scope: !281)
!314 = !DILocation(line: 86, column: 8, scope: !40)
!315 = !DILocation(line: 87, column: 59, scope: !40)
!316 = !DILocation(line: 87, column: 72, scope: !40)
!317 = !DILocation(line: 87, column: 70, scope: !40)
!318 = !DILocation(line: 87, column: 89, scope: !40)
!319 = !DILocation(line: 87, column: 81, scope: !40)
!320 = !DILocation(line: 87, column: 5, scope: !40)
!321 = !DILocation(line: 88, column: 5, scope: !40)
!322 = !DILocation(line: 89, column: 1, scope: !40)
!323 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 13, type: !324, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !44)
!324 = !DISubroutineType(types: !325)
!325 = !{null, !43, !43, !275, !43}
!326 = !DILocalVariable(name: "rows", arg: 1, scope: !323, file: !2, line: 13, type: !43)
!327 = !DILocation(line: 13, column: 22, scope: !323)
!328 = !DILocalVariable(name: "cols", arg: 2, scope: !323, file: !2, line: 13, type: !43)
!329 = !DILocation(line: 13, column: 32, scope: !323)
!330 = !DILocalVariable(name: "m", arg: 3, scope: !323, file: !2, line: 13, type: !275)
!331 = !DILocation(line: 13, column: 42, scope: !323)
!332 = !DILocalVariable(name: "seed", arg: 4, scope: !323, file: !2, line: 13, type: !43)
!333 = !DILocation(line: 13, column: 61, scope: !323)
!334 = !DILocation(line: 13, column: 44, scope: !323)
!335 = !DILocation(line: 13, column: 50, scope: !323)
!336 = !DILocalVariable(name: "i", scope: !337, file: !2, line: 14, type: !43)
!337 = distinct !DILexicalBlock(scope: !323, file: !2, line: 14, column: 5)
!338 = !DILocation(line: 14, column: 14, scope: !337)
!339 = !DILocation(line: 14, column: 10, scope: !337)
!340 = !DILocation(line: 14, column: 21, scope: !341)
!341 = distinct !DILexicalBlock(scope: !337, file: !2, line: 14, column: 5)
!342 = !DILocation(line: 14, column: 25, scope: !341)
!343 = !DILocation(line: 14, column: 23, scope: !341)
!344 = !DILocation(line: 14, column: 5, scope: !337)
!345 = !DILocalVariable(name: "j", scope: !346, file: !2, line: 15, type: !43)
!346 = distinct !DILexicalBlock(scope: !341, file: !2, line: 15, column: 9)
!347 = !DILocation(line: 15, column: 18, scope: !346)
!348 = !DILocation(line: 15, column: 14, scope: !346)
!349 = !DILocation(line: 15, column: 25, scope: !350)
!350 = distinct !DILexicalBlock(scope: !346, file: !2, line: 15, column: 9)
!351 = !DILocation(line: 15, column: 29, scope: !350)
!352 = !DILocation(line: 15, column: 27, scope: !350)
!353 = !DILocation(line: 15, column: 9, scope: !346)
!354 = !DILocation(line: 16, column: 24, scope: !350)
!355 = !DILocation(line: 16, column: 28, scope: !350)
!356 = !DILocation(line: 16, column: 26, scope: !350)
!357 = !DILocation(line: 16, column: 35, scope: !350)
!358 = !DILocation(line: 16, column: 33, scope: !350)
!359 = !DILocation(line: 16, column: 39, scope: !350)
!360 = !DILocation(line: 16, column: 37, scope: !350)
!361 = !DILocation(line: 16, column: 45, scope: !350)
!362 = !DILocation(line: 16, column: 50, scope: !350)
!363 = !DILocation(line: 16, column: 13, scope: !350)
!364 = !DILocation(line: 16, column: 15, scope: !350)
!365 = !DILocation(line: 16, column: 18, scope: !350)
!366 = !DILocation(line: 16, column: 21, scope: !350)
!367 = !DILocation(line: 15, column: 36, scope: !350)
!368 = !DILocation(line: 15, column: 9, scope: !350)
!369 = distinct !{!369, !353, !370, !95}
!370 = !DILocation(line: 16, column: 52, scope: !346)
!371 = !DILocation(line: 14, column: 32, scope: !341)
!372 = !DILocation(line: 14, column: 5, scope: !341)
!373 = distinct !{!373, !344, !374, !95}
!374 = !DILocation(line: 16, column: 52, scope: !337)
!375 = !DILocation(line: 17, column: 1, scope: !323)
!376 = distinct !DISubprogram(name: "sum2d", scope: !2, file: !2, line: 5, type: !377, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !44)
!377 = !DISubroutineType(types: !378)
!378 = !{!379, !43, !43, !275}
!379 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!380 = !DILocalVariable(name: "rows", arg: 1, scope: !376, file: !2, line: 5, type: !43)
!381 = !DILocation(line: 5, column: 23, scope: !376)
!382 = !DILocalVariable(name: "cols", arg: 2, scope: !376, file: !2, line: 5, type: !43)
!383 = !DILocation(line: 5, column: 33, scope: !376)
!384 = !DILocalVariable(name: "m", arg: 3, scope: !376, file: !2, line: 5, type: !275)
!385 = !DILocation(line: 5, column: 43, scope: !376)
!386 = !DILocation(line: 5, column: 45, scope: !376)
!387 = !DILocation(line: 5, column: 51, scope: !376)
!388 = !DILocalVariable(name: "s", scope: !376, file: !2, line: 6, type: !379)
!389 = !DILocation(line: 6, column: 10, scope: !376)
!390 = !DILocalVariable(name: "i", scope: !391, file: !2, line: 7, type: !43)
!391 = distinct !DILexicalBlock(scope: !376, file: !2, line: 7, column: 5)
!392 = !DILocation(line: 7, column: 14, scope: !391)
!393 = !DILocation(line: 7, column: 10, scope: !391)
!394 = !DILocation(line: 7, column: 21, scope: !395)
!395 = distinct !DILexicalBlock(scope: !391, file: !2, line: 7, column: 5)
!396 = !DILocation(line: 7, column: 25, scope: !395)
!397 = !DILocation(line: 7, column: 23, scope: !395)
!398 = !DILocation(line: 7, column: 5, scope: !391)
!399 = !DILocalVariable(name: "j", scope: !400, file: !2, line: 8, type: !43)
!400 = distinct !DILexicalBlock(scope: !395, file: !2, line: 8, column: 9)
!401 = !DILocation(line: 8, column: 18, scope: !400)
!402 = !DILocation(line: 8, column: 14, scope: !400)
!403 = !DILocation(line: 8, column: 25, scope: !404)
!404 = distinct !DILexicalBlock(scope: !400, file: !2, line: 8, column: 9)
!405 = !DILocation(line: 8, column: 29, scope: !404)
!406 = !DILocation(line: 8, column: 27, scope: !404)
!407 = !DILocation(line: 8, column: 9, scope: !400)
!408 = !DILocation(line: 9, column: 18, scope: !404)
!409 = !DILocation(line: 9, column: 20, scope: !404)
!410 = !DILocation(line: 9, column: 23, scope: !404)
!411 = !DILocation(line: 9, column: 29, scope: !404)
!412 = !DILocation(line: 9, column: 33, scope: !404)
!413 = !DILocation(line: 9, column: 31, scope: !404)
!414 = !DILocation(line: 9, column: 26, scope: !404)
!415 = !DILocation(line: 9, column: 15, scope: !404)
!416 = !DILocation(line: 9, column: 13, scope: !404)
!417 = !DILocation(line: 8, column: 36, scope: !404)
!418 = !DILocation(line: 8, column: 9, scope: !404)
!419 = distinct !{!419, !407, !420, !95}
!420 = !DILocation(line: 9, column: 34, scope: !400)
!421 = !DILocation(line: 7, column: 32, scope: !395)
!422 = !DILocation(line: 7, column: 5, scope: !395)
!423 = distinct !{!423, !398, !424, !95}
!424 = !DILocation(line: 9, column: 34, scope: !391)
!425 = !DILocation(line: 10, column: 12, scope: !376)
!426 = !DILocation(line: 10, column: 5, scope: !376)
!427 = distinct !DISubprogram(name: "det_rec", scope: !2, file: !2, line: 19, type: !428, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !44)
!428 = !DISubroutineType(types: !429)
!429 = !{!43, !43, !275}
!430 = !DILocalVariable(name: "n", arg: 1, scope: !427, file: !2, line: 19, type: !43)
!431 = !DILocation(line: 19, column: 24, scope: !427)
!432 = !DILocalVariable(name: "m", arg: 2, scope: !427, file: !2, line: 19, type: !275)
!433 = !DILocation(line: 19, column: 31, scope: !427)
!434 = !DILocation(line: 19, column: 33, scope: !427)
!435 = !DILocation(line: 19, column: 36, scope: !427)
!436 = !DILocation(line: 20, column: 9, scope: !437)
!437 = distinct !DILexicalBlock(scope: !427, file: !2, line: 20, column: 9)
!438 = !DILocation(line: 20, column: 11, scope: !437)
!439 = !DILocation(line: 20, column: 9, scope: !427)
!440 = !DILocation(line: 21, column: 16, scope: !437)
!441 = !DILocation(line: 21, column: 9, scope: !437)
!442 = !DILocalVariable(name: "det", scope: !427, file: !2, line: 22, type: !43)
!443 = !DILocation(line: 22, column: 9, scope: !427)
!444 = !DILocalVariable(name: "c", scope: !445, file: !2, line: 23, type: !43)
!445 = distinct !DILexicalBlock(scope: !427, file: !2, line: 23, column: 5)
!446 = !DILocation(line: 23, column: 14, scope: !445)
!447 = !DILocation(line: 23, column: 10, scope: !445)
!448 = !DILocation(line: 23, column: 21, scope: !449)
!449 = distinct !DILexicalBlock(scope: !445, file: !2, line: 23, column: 5)
!450 = !DILocation(line: 23, column: 25, scope: !449)
!451 = !DILocation(line: 23, column: 23, scope: !449)
!452 = !DILocation(line: 23, column: 5, scope: !445)
!453 = !DILocation(line: 24, column: 17, scope: !454)
!454 = distinct !DILexicalBlock(scope: !449, file: !2, line: 23, column: 33)
!455 = !DILocation(line: 24, column: 19, scope: !454)
!456 = !DILocation(line: 24, column: 24, scope: !454)
!457 = !DILocation(line: 24, column: 26, scope: !454)
!458 = !DILocation(line: 24, column: 9, scope: !454)
!459 = !DILocalVariable(name: "__vla_expr0", scope: !454, type: !29, flags: DIFlagArtificial)
!460 = !DILocation(line: 0, scope: !454)
!461 = !DILocalVariable(name: "__vla_expr1", scope: !454, type: !29, flags: DIFlagArtificial)
!462 = !DILocalVariable(name: "sub", scope: !454, file: !2, line: 24, type: !463)
!463 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, elements: !464)
!464 = !{!465, !466}
!465 = !DISubrange(count: !459)
!466 = !DISubrange(count: !461)
!467 = !DILocation(line: 24, column: 13, scope: !454)
!468 = !DILocalVariable(name: "i", scope: !469, file: !2, line: 25, type: !43)
!469 = distinct !DILexicalBlock(scope: !454, file: !2, line: 25, column: 9)
!470 = !DILocation(line: 25, column: 18, scope: !469)
!471 = !DILocation(line: 25, column: 14, scope: !469)
!472 = !DILocation(line: 25, column: 25, scope: !473)
!473 = distinct !DILexicalBlock(scope: !469, file: !2, line: 25, column: 9)
!474 = !DILocation(line: 25, column: 29, scope: !473)
!475 = !DILocation(line: 25, column: 27, scope: !473)
!476 = !DILocation(line: 25, column: 9, scope: !469)
!477 = !DILocalVariable(name: "cc", scope: !478, file: !2, line: 26, type: !43)
!478 = distinct !DILexicalBlock(scope: !473, file: !2, line: 25, column: 37)
!479 = !DILocation(line: 26, column: 17, scope: !478)
!480 = !DILocalVariable(name: "j", scope: !481, file: !2, line: 27, type: !43)
!481 = distinct !DILexicalBlock(scope: !478, file: !2, line: 27, column: 13)
!482 = !DILocation(line: 27, column: 22, scope: !481)
!483 = !DILocation(line: 27, column: 18, scope: !481)
!484 = !DILocation(line: 27, column: 29, scope: !485)
!485 = distinct !DILexicalBlock(scope: !481, file: !2, line: 27, column: 13)
!486 = !DILocation(line: 27, column: 33, scope: !485)
!487 = !DILocation(line: 27, column: 31, scope: !485)
!488 = !DILocation(line: 27, column: 13, scope: !481)
!489 = !DILocation(line: 28, column: 21, scope: !490)
!490 = distinct !DILexicalBlock(scope: !485, file: !2, line: 28, column: 21)
!491 = !DILocation(line: 28, column: 26, scope: !490)
!492 = !DILocation(line: 28, column: 23, scope: !490)
!493 = !DILocation(line: 28, column: 21, scope: !485)
!494 = !DILocation(line: 29, column: 40, scope: !490)
!495 = !DILocation(line: 29, column: 42, scope: !490)
!496 = !DILocation(line: 29, column: 45, scope: !490)
!497 = !DILocation(line: 29, column: 25, scope: !490)
!498 = !DILocation(line: 29, column: 27, scope: !490)
!499 = !DILocation(line: 29, column: 21, scope: !490)
!500 = !DILocation(line: 29, column: 34, scope: !490)
!501 = !DILocation(line: 29, column: 38, scope: !490)
!502 = !DILocation(line: 27, column: 37, scope: !485)
!503 = !DILocation(line: 27, column: 13, scope: !485)
!504 = distinct !{!504, !488, !505, !95}
!505 = !DILocation(line: 29, column: 46, scope: !481)
!506 = !DILocation(line: 30, column: 9, scope: !478)
!507 = !DILocation(line: 25, column: 33, scope: !473)
!508 = !DILocation(line: 25, column: 9, scope: !473)
!509 = distinct !{!509, !476, !510, !95}
!510 = !DILocation(line: 30, column: 9, scope: !469)
!511 = !DILocalVariable(name: "sign", scope: !454, file: !2, line: 31, type: !43)
!512 = !DILocation(line: 31, column: 13, scope: !454)
!513 = !DILocation(line: 31, column: 20, scope: !454)
!514 = !DILocation(line: 31, column: 22, scope: !454)
!515 = !DILocation(line: 32, column: 16, scope: !454)
!516 = !DILocation(line: 32, column: 23, scope: !454)
!517 = !DILocation(line: 32, column: 28, scope: !454)
!518 = !DILocation(line: 32, column: 21, scope: !454)
!519 = !DILocation(line: 32, column: 41, scope: !454)
!520 = !DILocation(line: 32, column: 43, scope: !454)
!521 = !DILocation(line: 32, column: 33, scope: !454)
!522 = !DILocation(line: 32, column: 31, scope: !454)
!523 = !DILocation(line: 32, column: 13, scope: !454)
!524 = !DILocation(line: 33, column: 5, scope: !449)
!525 = !DILocation(line: 33, column: 5, scope: !454)
!526 = !DILocation(line: 23, column: 29, scope: !449)
!527 = !DILocation(line: 23, column: 5, scope: !449)
!528 = distinct !{!528, !452, !529, !95}
!529 = !DILocation(line: 33, column: 5, scope: !445)
!530 = !DILocation(line: 34, column: 12, scope: !427)
!531 = !DILocation(line: 34, column: 5, scope: !427)
!532 = !DILocation(line: 35, column: 1, scope: !427)
!533 = distinct !DISubprogram(name: "sieve_count", scope: !2, file: !2, line: 37, type: !534, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !44)
!534 = !DISubroutineType(types: !535)
!535 = !{!29, !43}
!536 = !DILocalVariable(name: "n", arg: 1, scope: !533, file: !2, line: 37, type: !43)
!537 = !DILocation(line: 37, column: 33, scope: !533)
!538 = !DILocation(line: 38, column: 13, scope: !533)
!539 = !DILocation(line: 38, column: 15, scope: !533)
!540 = !DILocation(line: 38, column: 5, scope: !533)
!541 = !DILocalVariable(name: "__vla_expr0", scope: !533, type: !29, flags: DIFlagArtificial)
!542 = !DILocation(line: 0, scope: !533)
!543 = !DILocalVariable(name: "is", scope: !533, file: !2, line: 38, type: !544)
!544 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !545)
!545 = !{!546}
!546 = !DISubrange(count: !541)
!547 = !DILocation(line: 38, column: 10, scope: !533)
!548 = !DILocalVariable(name: "i", scope: !549, file: !2, line: 39, type: !43)
!549 = distinct !DILexicalBlock(scope: !533, file: !2, line: 39, column: 5)
!550 = !DILocation(line: 39, column: 14, scope: !549)
!551 = !DILocation(line: 39, column: 10, scope: !549)
!552 = !DILocation(line: 39, column: 21, scope: !553)
!553 = distinct !DILexicalBlock(scope: !549, file: !2, line: 39, column: 5)
!554 = !DILocation(line: 39, column: 26, scope: !553)
!555 = !DILocation(line: 39, column: 23, scope: !553)
!556 = !DILocation(line: 39, column: 5, scope: !549)
!557 = !DILocation(line: 40, column: 17, scope: !553)
!558 = !DILocation(line: 40, column: 19, scope: !553)
!559 = !DILocation(line: 40, column: 12, scope: !553)
!560 = !DILocation(line: 40, column: 9, scope: !553)
!561 = !DILocation(line: 40, column: 15, scope: !553)
!562 = !DILocation(line: 39, column: 30, scope: !553)
!563 = !DILocation(line: 39, column: 5, scope: !553)
!564 = distinct !{!564, !556, !565, !95}
!565 = !DILocation(line: 40, column: 22, scope: !549)
!566 = !DILocalVariable(name: "i", scope: !567, file: !2, line: 41, type: !43)
!567 = distinct !DILexicalBlock(scope: !533, file: !2, line: 41, column: 5)
!568 = !DILocation(line: 41, column: 14, scope: !567)
!569 = !DILocation(line: 41, column: 10, scope: !567)
!570 = !DILocation(line: 41, column: 21, scope: !571)
!571 = distinct !DILexicalBlock(scope: !567, file: !2, line: 41, column: 5)
!572 = !DILocation(line: 41, column: 25, scope: !571)
!573 = !DILocation(line: 41, column: 23, scope: !571)
!574 = !DILocation(line: 41, column: 30, scope: !571)
!575 = !DILocation(line: 41, column: 27, scope: !571)
!576 = !DILocation(line: 41, column: 5, scope: !567)
!577 = !DILocation(line: 42, column: 16, scope: !578)
!578 = distinct !DILexicalBlock(scope: !571, file: !2, line: 42, column: 13)
!579 = !DILocation(line: 42, column: 13, scope: !578)
!580 = !DILocation(line: 42, column: 13, scope: !571)
!581 = !DILocalVariable(name: "j", scope: !582, file: !2, line: 43, type: !43)
!582 = distinct !DILexicalBlock(scope: !578, file: !2, line: 43, column: 13)
!583 = !DILocation(line: 43, column: 22, scope: !582)
!584 = !DILocation(line: 43, column: 26, scope: !582)
!585 = !DILocation(line: 43, column: 30, scope: !582)
!586 = !DILocation(line: 43, column: 28, scope: !582)
!587 = !DILocation(line: 43, column: 18, scope: !582)
!588 = !DILocation(line: 43, column: 33, scope: !589)
!589 = distinct !DILexicalBlock(scope: !582, file: !2, line: 43, column: 13)
!590 = !DILocation(line: 43, column: 38, scope: !589)
!591 = !DILocation(line: 43, column: 35, scope: !589)
!592 = !DILocation(line: 43, column: 13, scope: !582)
!593 = !DILocation(line: 44, column: 20, scope: !589)
!594 = !DILocation(line: 44, column: 17, scope: !589)
!595 = !DILocation(line: 44, column: 23, scope: !589)
!596 = !DILocation(line: 43, column: 46, scope: !589)
!597 = !DILocation(line: 43, column: 43, scope: !589)
!598 = !DILocation(line: 43, column: 13, scope: !589)
!599 = distinct !{!599, !592, !600, !95}
!600 = !DILocation(line: 44, column: 25, scope: !582)
!601 = !DILocation(line: 42, column: 17, scope: !578)
!602 = !DILocation(line: 41, column: 34, scope: !571)
!603 = !DILocation(line: 41, column: 5, scope: !571)
!604 = distinct !{!604, !576, !605, !95}
!605 = !DILocation(line: 44, column: 25, scope: !567)
!606 = !DILocalVariable(name: "c", scope: !533, file: !2, line: 45, type: !29)
!607 = !DILocation(line: 45, column: 14, scope: !533)
!608 = !DILocalVariable(name: "i", scope: !609, file: !2, line: 46, type: !43)
!609 = distinct !DILexicalBlock(scope: !533, file: !2, line: 46, column: 5)
!610 = !DILocation(line: 46, column: 14, scope: !609)
!611 = !DILocation(line: 46, column: 10, scope: !609)
!612 = !DILocation(line: 46, column: 21, scope: !613)
!613 = distinct !DILexicalBlock(scope: !609, file: !2, line: 46, column: 5)
!614 = !DILocation(line: 46, column: 26, scope: !613)
!615 = !DILocation(line: 46, column: 23, scope: !613)
!616 = !DILocation(line: 46, column: 5, scope: !609)
!617 = !DILocation(line: 47, column: 27, scope: !613)
!618 = !DILocation(line: 47, column: 24, scope: !613)
!619 = !DILocation(line: 47, column: 14, scope: !613)
!620 = !DILocation(line: 47, column: 11, scope: !613)
!621 = !DILocation(line: 47, column: 9, scope: !613)
!622 = !DILocation(line: 46, column: 30, scope: !613)
!623 = !DILocation(line: 46, column: 5, scope: !613)
!624 = distinct !{!624, !616, !625, !95}
!625 = !DILocation(line: 47, column: 28, scope: !609)
!626 = !DILocation(line: 48, column: 12, scope: !533)
!627 = !DILocation(line: 49, column: 1, scope: !533)
