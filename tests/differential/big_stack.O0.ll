; ModuleID = 'big_stack.c'
source_filename = "big_stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.cell = type { i32, i32, double }

@.str = private unnamed_addr constant [11 x i8] c"hash=%llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%d,\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [42 x i8] c"text len=%zu commas=%u digits=%u tail=%s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"cells: wsum=%.2f xy=%ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"frame recursion=%ld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [14 x i8] c"grid sum=%lu\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [46 x i8] c"a: signed sum=%lld min=%d max=%d a[99999]=%d\0A\00", align 1, !dbg !32

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !54 {
  %1 = alloca i32, align 4
  %2 = alloca [16384 x i8], align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca [5000 x %struct.cell], align 16
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca [300 x [300 x i8]], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %20 = call i64 @big_sum(), !dbg !59
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %20), !dbg !60
    #dbg_declare(ptr %2, !61, !DIExpression(), !65)
  %22 = getelementptr inbounds [16384 x i8], ptr %2, i64 0, i64 0, !dbg !66
  call void @llvm.memset.p0.i64(ptr align 16 %22, i8 0, i64 16384, i1 false), !dbg !66
    #dbg_declare(ptr %3, !67, !DIExpression(), !68)
  store i64 0, ptr %3, align 8, !dbg !68
    #dbg_declare(ptr %4, !69, !DIExpression(), !71)
  store i32 0, ptr %4, align 4, !dbg !71
  br label %23, !dbg !72

23:                                               ; preds = %37, %0
  %24 = load i64, ptr %3, align 8, !dbg !73
  %25 = add i64 %24, 16, !dbg !75
  %26 = icmp ult i64 %25, 16384, !dbg !76
  br i1 %26, label %27, label %40, !dbg !77

27:                                               ; preds = %23
    #dbg_declare(ptr %5, !78, !DIExpression(), !80)
  %28 = getelementptr inbounds [16384 x i8], ptr %2, i64 0, i64 0, !dbg !81
  %29 = load i64, ptr %3, align 8, !dbg !82
  %30 = getelementptr inbounds i8, ptr %28, i64 %29, !dbg !83
  %31 = load i32, ptr %4, align 4, !dbg !84
  %32 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %30, ptr noundef @.str.1, i32 noundef %31) #4, !dbg !85
  store i32 %32, ptr %5, align 4, !dbg !80
  %33 = load i32, ptr %5, align 4, !dbg !86
  %34 = sext i32 %33 to i64, !dbg !87
  %35 = load i64, ptr %3, align 8, !dbg !88
  %36 = add i64 %35, %34, !dbg !88
  store i64 %36, ptr %3, align 8, !dbg !88
  br label %37, !dbg !89

37:                                               ; preds = %27
  %38 = load i32, ptr %4, align 4, !dbg !90
  %39 = add nsw i32 %38, 1, !dbg !90
  store i32 %39, ptr %4, align 4, !dbg !90
  br label %23, !dbg !91, !llvm.loop !92

40:                                               ; preds = %23
    #dbg_declare(ptr %6, !95, !DIExpression(), !96)
  store i32 0, ptr %6, align 4, !dbg !96
    #dbg_declare(ptr %7, !97, !DIExpression(), !98)
  store i32 0, ptr %7, align 4, !dbg !98
    #dbg_declare(ptr %8, !99, !DIExpression(), !101)
  store i64 0, ptr %8, align 8, !dbg !101
  br label %41, !dbg !102

41:                                               ; preds = %58, %40
  %42 = load i64, ptr %8, align 8, !dbg !103
  %43 = load i64, ptr %3, align 8, !dbg !105
  %44 = icmp ult i64 %42, %43, !dbg !106
  br i1 %44, label %45, label %61, !dbg !107

45:                                               ; preds = %41
  %46 = load i64, ptr %8, align 8, !dbg !108
  %47 = getelementptr inbounds [16384 x i8], ptr %2, i64 0, i64 %46, !dbg !111
  %48 = load i8, ptr %47, align 1, !dbg !111
  %49 = sext i8 %48 to i32, !dbg !111
  %50 = icmp eq i32 %49, 44, !dbg !112
  br i1 %50, label %51, label %54, !dbg !113

51:                                               ; preds = %45
  %52 = load i32, ptr %6, align 4, !dbg !114
  %53 = add i32 %52, 1, !dbg !114
  store i32 %53, ptr %6, align 4, !dbg !114
  br label %57, !dbg !115

54:                                               ; preds = %45
  %55 = load i32, ptr %7, align 4, !dbg !116
  %56 = add i32 %55, 1, !dbg !116
  store i32 %56, ptr %7, align 4, !dbg !116
  br label %57

57:                                               ; preds = %54, %51
  br label %58, !dbg !117

58:                                               ; preds = %57
  %59 = load i64, ptr %8, align 8, !dbg !118
  %60 = add i64 %59, 1, !dbg !118
  store i64 %60, ptr %8, align 8, !dbg !118
  br label %41, !dbg !119, !llvm.loop !120

61:                                               ; preds = %41
  %62 = load i64, ptr %3, align 8, !dbg !122
  %63 = load i32, ptr %6, align 4, !dbg !123
  %64 = load i32, ptr %7, align 4, !dbg !124
  %65 = getelementptr inbounds [16384 x i8], ptr %2, i64 0, i64 0, !dbg !125
  %66 = load i64, ptr %3, align 8, !dbg !126
  %67 = getelementptr inbounds i8, ptr %65, i64 %66, !dbg !127
  %68 = getelementptr inbounds i8, ptr %67, i64 -12, !dbg !128
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %62, i32 noundef %63, i32 noundef %64, ptr noundef %68), !dbg !129
    #dbg_declare(ptr %9, !130, !DIExpression(), !140)
    #dbg_declare(ptr %10, !141, !DIExpression(), !143)
  store i32 0, ptr %10, align 4, !dbg !143
  br label %70, !dbg !144

70:                                               ; preds = %94, %61
  %71 = load i32, ptr %10, align 4, !dbg !145
  %72 = icmp slt i32 %71, 5000, !dbg !147
  br i1 %72, label %73, label %97, !dbg !148

73:                                               ; preds = %70
  %74 = load i32, ptr %10, align 4, !dbg !149
  %75 = srem i32 %74, 71, !dbg !151
  %76 = load i32, ptr %10, align 4, !dbg !152
  %77 = sext i32 %76 to i64, !dbg !153
  %78 = getelementptr inbounds [5000 x %struct.cell], ptr %9, i64 0, i64 %77, !dbg !153
  %79 = getelementptr inbounds %struct.cell, ptr %78, i32 0, i32 0, !dbg !154
  store i32 %75, ptr %79, align 16, !dbg !155
  %80 = load i32, ptr %10, align 4, !dbg !156
  %81 = sdiv i32 %80, 71, !dbg !157
  %82 = load i32, ptr %10, align 4, !dbg !158
  %83 = sext i32 %82 to i64, !dbg !159
  %84 = getelementptr inbounds [5000 x %struct.cell], ptr %9, i64 0, i64 %83, !dbg !159
  %85 = getelementptr inbounds %struct.cell, ptr %84, i32 0, i32 1, !dbg !160
  store i32 %81, ptr %85, align 4, !dbg !161
  %86 = load i32, ptr %10, align 4, !dbg !162
  %87 = srem i32 %86, 13, !dbg !163
  %88 = sitofp i32 %87 to double, !dbg !164
  %89 = fmul double %88, 2.500000e-01, !dbg !165
  %90 = load i32, ptr %10, align 4, !dbg !166
  %91 = sext i32 %90 to i64, !dbg !167
  %92 = getelementptr inbounds [5000 x %struct.cell], ptr %9, i64 0, i64 %91, !dbg !167
  %93 = getelementptr inbounds %struct.cell, ptr %92, i32 0, i32 2, !dbg !168
  store double %89, ptr %93, align 8, !dbg !169
  br label %94, !dbg !170

94:                                               ; preds = %73
  %95 = load i32, ptr %10, align 4, !dbg !171
  %96 = add nsw i32 %95, 1, !dbg !171
  store i32 %96, ptr %10, align 4, !dbg !171
  br label %70, !dbg !172, !llvm.loop !173

97:                                               ; preds = %70
    #dbg_declare(ptr %11, !175, !DIExpression(), !176)
  store double 0.000000e+00, ptr %11, align 8, !dbg !176
    #dbg_declare(ptr %12, !177, !DIExpression(), !178)
  store i64 0, ptr %12, align 8, !dbg !178
    #dbg_declare(ptr %13, !179, !DIExpression(), !181)
  store i32 0, ptr %13, align 4, !dbg !181
  br label %98, !dbg !182

98:                                               ; preds = %124, %97
  %99 = load i32, ptr %13, align 4, !dbg !183
  %100 = icmp slt i32 %99, 5000, !dbg !185
  br i1 %100, label %101, label %127, !dbg !186

101:                                              ; preds = %98
  %102 = load i32, ptr %13, align 4, !dbg !187
  %103 = sext i32 %102 to i64, !dbg !189
  %104 = getelementptr inbounds [5000 x %struct.cell], ptr %9, i64 0, i64 %103, !dbg !189
  %105 = getelementptr inbounds %struct.cell, ptr %104, i32 0, i32 2, !dbg !190
  %106 = load double, ptr %105, align 8, !dbg !190
  %107 = load double, ptr %11, align 8, !dbg !191
  %108 = fadd double %107, %106, !dbg !191
  store double %108, ptr %11, align 8, !dbg !191
  %109 = load i32, ptr %13, align 4, !dbg !192
  %110 = sext i32 %109 to i64, !dbg !193
  %111 = getelementptr inbounds [5000 x %struct.cell], ptr %9, i64 0, i64 %110, !dbg !193
  %112 = getelementptr inbounds %struct.cell, ptr %111, i32 0, i32 0, !dbg !194
  %113 = load i32, ptr %112, align 16, !dbg !194
  %114 = sext i32 %113 to i64, !dbg !195
  %115 = load i32, ptr %13, align 4, !dbg !196
  %116 = sext i32 %115 to i64, !dbg !197
  %117 = getelementptr inbounds [5000 x %struct.cell], ptr %9, i64 0, i64 %116, !dbg !197
  %118 = getelementptr inbounds %struct.cell, ptr %117, i32 0, i32 1, !dbg !198
  %119 = load i32, ptr %118, align 4, !dbg !198
  %120 = sext i32 %119 to i64, !dbg !197
  %121 = mul nsw i64 %114, %120, !dbg !199
  %122 = load i64, ptr %12, align 8, !dbg !200
  %123 = add nsw i64 %122, %121, !dbg !200
  store i64 %123, ptr %12, align 8, !dbg !200
  br label %124, !dbg !201

124:                                              ; preds = %101
  %125 = load i32, ptr %13, align 4, !dbg !202
  %126 = add nsw i32 %125, 1, !dbg !202
  store i32 %126, ptr %13, align 4, !dbg !202
  br label %98, !dbg !203, !llvm.loop !204

127:                                              ; preds = %98
  %128 = load double, ptr %11, align 8, !dbg !206
  %129 = load i64, ptr %12, align 8, !dbg !207
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %128, i64 noundef %129), !dbg !208
  %131 = call i64 @frame_recursion(i32 noundef 200), !dbg !209
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %131), !dbg !210
    #dbg_declare(ptr %14, !211, !DIExpression(), !215)
    #dbg_declare(ptr %15, !216, !DIExpression(), !218)
  store i32 0, ptr %15, align 4, !dbg !218
  br label %133, !dbg !219

133:                                              ; preds = %156, %127
  %134 = load i32, ptr %15, align 4, !dbg !220
  %135 = icmp slt i32 %134, 300, !dbg !222
  br i1 %135, label %136, label %159, !dbg !223

136:                                              ; preds = %133
    #dbg_declare(ptr %16, !224, !DIExpression(), !226)
  store i32 0, ptr %16, align 4, !dbg !226
  br label %137, !dbg !227

137:                                              ; preds = %152, %136
  %138 = load i32, ptr %16, align 4, !dbg !228
  %139 = icmp slt i32 %138, 300, !dbg !230
  br i1 %139, label %140, label %155, !dbg !231

140:                                              ; preds = %137
  %141 = load i32, ptr %15, align 4, !dbg !232
  %142 = load i32, ptr %16, align 4, !dbg !233
  %143 = xor i32 %141, %142, !dbg !234
  %144 = and i32 %143, 255, !dbg !235
  %145 = trunc i32 %144 to i8, !dbg !236
  %146 = load i32, ptr %15, align 4, !dbg !237
  %147 = sext i32 %146 to i64, !dbg !238
  %148 = getelementptr inbounds [300 x [300 x i8]], ptr %14, i64 0, i64 %147, !dbg !238
  %149 = load i32, ptr %16, align 4, !dbg !239
  %150 = sext i32 %149 to i64, !dbg !238
  %151 = getelementptr inbounds [300 x i8], ptr %148, i64 0, i64 %150, !dbg !238
  store i8 %145, ptr %151, align 1, !dbg !240
  br label %152, !dbg !238

152:                                              ; preds = %140
  %153 = load i32, ptr %16, align 4, !dbg !241
  %154 = add nsw i32 %153, 1, !dbg !241
  store i32 %154, ptr %16, align 4, !dbg !241
  br label %137, !dbg !242, !llvm.loop !243

155:                                              ; preds = %137
  br label %156, !dbg !244

156:                                              ; preds = %155
  %157 = load i32, ptr %15, align 4, !dbg !245
  %158 = add nsw i32 %157, 1, !dbg !245
  store i32 %158, ptr %15, align 4, !dbg !245
  br label %133, !dbg !246, !llvm.loop !247

159:                                              ; preds = %133
    #dbg_declare(ptr %17, !249, !DIExpression(), !250)
  store i64 0, ptr %17, align 8, !dbg !250
    #dbg_declare(ptr %18, !251, !DIExpression(), !253)
  store i32 0, ptr %18, align 4, !dbg !253
  br label %160, !dbg !254

160:                                              ; preds = %182, %159
  %161 = load i32, ptr %18, align 4, !dbg !255
  %162 = icmp slt i32 %161, 300, !dbg !257
  br i1 %162, label %163, label %185, !dbg !258

163:                                              ; preds = %160
    #dbg_declare(ptr %19, !259, !DIExpression(), !261)
  store i32 0, ptr %19, align 4, !dbg !261
  br label %164, !dbg !262

164:                                              ; preds = %178, %163
  %165 = load i32, ptr %19, align 4, !dbg !263
  %166 = icmp slt i32 %165, 300, !dbg !265
  br i1 %166, label %167, label %181, !dbg !266

167:                                              ; preds = %164
  %168 = load i32, ptr %18, align 4, !dbg !267
  %169 = sext i32 %168 to i64, !dbg !268
  %170 = getelementptr inbounds [300 x [300 x i8]], ptr %14, i64 0, i64 %169, !dbg !268
  %171 = load i32, ptr %19, align 4, !dbg !269
  %172 = sext i32 %171 to i64, !dbg !268
  %173 = getelementptr inbounds [300 x i8], ptr %170, i64 0, i64 %172, !dbg !268
  %174 = load i8, ptr %173, align 1, !dbg !268
  %175 = zext i8 %174 to i64, !dbg !268
  %176 = load i64, ptr %17, align 8, !dbg !270
  %177 = add i64 %176, %175, !dbg !270
  store i64 %177, ptr %17, align 8, !dbg !270
  br label %178, !dbg !271

178:                                              ; preds = %167
  %179 = load i32, ptr %19, align 4, !dbg !272
  %180 = add nsw i32 %179, 3, !dbg !272
  store i32 %180, ptr %19, align 4, !dbg !272
  br label %164, !dbg !273, !llvm.loop !274

181:                                              ; preds = %164
  br label %182, !dbg !275

182:                                              ; preds = %181
  %183 = load i32, ptr %18, align 4, !dbg !276
  %184 = add nsw i32 %183, 3, !dbg !276
  store i32 %184, ptr %18, align 4, !dbg !276
  br label %160, !dbg !277, !llvm.loop !278

185:                                              ; preds = %160
  %186 = load i64, ptr %17, align 8, !dbg !280
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %186), !dbg !281
  ret i32 0, !dbg !282
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_sum() #0 !dbg !283 {
  %1 = alloca [100000 x i32], align 16
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
    #dbg_declare(ptr %1, !287, !DIExpression(), !291)
    #dbg_declare(ptr %2, !292, !DIExpression(), !294)
  store i32 0, ptr %2, align 4, !dbg !294
  br label %8, !dbg !295

8:                                                ; preds = %19, %0
  %9 = load i32, ptr %2, align 4, !dbg !296
  %10 = icmp slt i32 %9, 100000, !dbg !298
  br i1 %10, label %11, label %22, !dbg !299

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4, !dbg !300
  %13 = mul nsw i32 %12, 7919, !dbg !301
  %14 = srem i32 %13, 100003, !dbg !302
  %15 = sub nsw i32 %14, 50000, !dbg !303
  %16 = load i32, ptr %2, align 4, !dbg !304
  %17 = sext i32 %16 to i64, !dbg !305
  %18 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 %17, !dbg !305
  store i32 %15, ptr %18, align 4, !dbg !306
  br label %19, !dbg !305

19:                                               ; preds = %11
  %20 = load i32, ptr %2, align 4, !dbg !307
  %21 = add nsw i32 %20, 1, !dbg !307
  store i32 %21, ptr %2, align 4, !dbg !307
  br label %8, !dbg !308, !llvm.loop !309

22:                                               ; preds = %8
    #dbg_declare(ptr %3, !311, !DIExpression(), !312)
  store i64 0, ptr %3, align 8, !dbg !312
    #dbg_declare(ptr %4, !313, !DIExpression(), !315)
  store i64 0, ptr %4, align 8, !dbg !315
    #dbg_declare(ptr %5, !316, !DIExpression(), !317)
  %23 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 0, !dbg !318
  %24 = load i32, ptr %23, align 16, !dbg !318
  store i32 %24, ptr %5, align 4, !dbg !317
    #dbg_declare(ptr %6, !319, !DIExpression(), !320)
  %25 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 0, !dbg !321
  %26 = load i32, ptr %25, align 16, !dbg !321
  store i32 %26, ptr %6, align 4, !dbg !320
    #dbg_declare(ptr %7, !322, !DIExpression(), !324)
  store i32 0, ptr %7, align 4, !dbg !324
  br label %27, !dbg !325

27:                                               ; preds = %70, %22
  %28 = load i32, ptr %7, align 4, !dbg !326
  %29 = icmp slt i32 %28, 100000, !dbg !328
  br i1 %29, label %30, label %73, !dbg !329

30:                                               ; preds = %27
  %31 = load i64, ptr %3, align 8, !dbg !330
  %32 = mul i64 %31, 31, !dbg !332
  %33 = load i32, ptr %7, align 4, !dbg !333
  %34 = sext i32 %33 to i64, !dbg !334
  %35 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 %34, !dbg !334
  %36 = load i32, ptr %35, align 4, !dbg !334
  %37 = zext i32 %36 to i64, !dbg !335
  %38 = add i64 %32, %37, !dbg !336
  store i64 %38, ptr %3, align 8, !dbg !337
  %39 = load i32, ptr %7, align 4, !dbg !338
  %40 = sext i32 %39 to i64, !dbg !339
  %41 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 %40, !dbg !339
  %42 = load i32, ptr %41, align 4, !dbg !339
  %43 = sext i32 %42 to i64, !dbg !339
  %44 = load i64, ptr %4, align 8, !dbg !340
  %45 = add nsw i64 %44, %43, !dbg !340
  store i64 %45, ptr %4, align 8, !dbg !340
  %46 = load i32, ptr %7, align 4, !dbg !341
  %47 = sext i32 %46 to i64, !dbg !343
  %48 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 %47, !dbg !343
  %49 = load i32, ptr %48, align 4, !dbg !343
  %50 = load i32, ptr %5, align 4, !dbg !344
  %51 = icmp slt i32 %49, %50, !dbg !345
  br i1 %51, label %52, label %57, !dbg !346

52:                                               ; preds = %30
  %53 = load i32, ptr %7, align 4, !dbg !347
  %54 = sext i32 %53 to i64, !dbg !348
  %55 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 %54, !dbg !348
  %56 = load i32, ptr %55, align 4, !dbg !348
  store i32 %56, ptr %5, align 4, !dbg !349
  br label %57, !dbg !350

57:                                               ; preds = %52, %30
  %58 = load i32, ptr %7, align 4, !dbg !351
  %59 = sext i32 %58 to i64, !dbg !353
  %60 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 %59, !dbg !353
  %61 = load i32, ptr %60, align 4, !dbg !353
  %62 = load i32, ptr %6, align 4, !dbg !354
  %63 = icmp sgt i32 %61, %62, !dbg !355
  br i1 %63, label %64, label %69, !dbg !356

64:                                               ; preds = %57
  %65 = load i32, ptr %7, align 4, !dbg !357
  %66 = sext i32 %65 to i64, !dbg !358
  %67 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 %66, !dbg !358
  %68 = load i32, ptr %67, align 4, !dbg !358
  store i32 %68, ptr %6, align 4, !dbg !359
  br label %69, !dbg !360

69:                                               ; preds = %64, %57
  br label %70, !dbg !361

70:                                               ; preds = %69
  %71 = load i32, ptr %7, align 4, !dbg !362
  %72 = add nsw i32 %71, 1, !dbg !362
  store i32 %72, ptr %7, align 4, !dbg !362
  br label %27, !dbg !363, !llvm.loop !364

73:                                               ; preds = %27
  %74 = load i64, ptr %4, align 8, !dbg !366
  %75 = load i32, ptr %5, align 4, !dbg !367
  %76 = load i32, ptr %6, align 4, !dbg !368
  %77 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 99999, !dbg !369
  %78 = load i32, ptr %77, align 4, !dbg !369
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %74, i32 noundef %75, i32 noundef %76, i32 noundef %78), !dbg !370
  %80 = load i64, ptr %3, align 8, !dbg !371
  ret i64 %80, !dbg !372
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
declare i32 @sprintf(ptr noundef, ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @frame_recursion(i32 noundef %0) #0 !dbg !373 {
  %2 = alloca i32, align 4
  %3 = alloca [256 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !376, !DIExpression(), !377)
    #dbg_declare(ptr %3, !378, !DIExpression(), !382)
    #dbg_declare(ptr %4, !383, !DIExpression(), !385)
  store i32 0, ptr %4, align 4, !dbg !385
  br label %7, !dbg !386

7:                                                ; preds = %17, %1
  %8 = load i32, ptr %4, align 4, !dbg !387
  %9 = icmp slt i32 %8, 256, !dbg !389
  br i1 %9, label %10, label %20, !dbg !390

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4, !dbg !391
  %12 = load i32, ptr %4, align 4, !dbg !392
  %13 = mul nsw i32 %11, %12, !dbg !393
  %14 = load i32, ptr %4, align 4, !dbg !394
  %15 = sext i32 %14 to i64, !dbg !395
  %16 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %15, !dbg !395
  store i32 %13, ptr %16, align 4, !dbg !396
  br label %17, !dbg !395

17:                                               ; preds = %10
  %18 = load i32, ptr %4, align 4, !dbg !397
  %19 = add nsw i32 %18, 1, !dbg !397
  store i32 %19, ptr %4, align 4, !dbg !397
  br label %7, !dbg !398, !llvm.loop !399

20:                                               ; preds = %7
    #dbg_declare(ptr %5, !401, !DIExpression(), !402)
  store i64 0, ptr %5, align 8, !dbg !402
    #dbg_declare(ptr %6, !403, !DIExpression(), !405)
  store i32 0, ptr %6, align 4, !dbg !405
  br label %21, !dbg !406

21:                                               ; preds = %32, %20
  %22 = load i32, ptr %6, align 4, !dbg !407
  %23 = icmp slt i32 %22, 256, !dbg !409
  br i1 %23, label %24, label %35, !dbg !410

24:                                               ; preds = %21
  %25 = load i32, ptr %6, align 4, !dbg !411
  %26 = sext i32 %25 to i64, !dbg !412
  %27 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %26, !dbg !412
  %28 = load i32, ptr %27, align 4, !dbg !412
  %29 = sext i32 %28 to i64, !dbg !412
  %30 = load i64, ptr %5, align 8, !dbg !413
  %31 = add nsw i64 %30, %29, !dbg !413
  store i64 %31, ptr %5, align 8, !dbg !413
  br label %32, !dbg !414

32:                                               ; preds = %24
  %33 = load i32, ptr %6, align 4, !dbg !415
  %34 = add nsw i32 %33, 17, !dbg !415
  store i32 %34, ptr %6, align 4, !dbg !415
  br label %21, !dbg !416, !llvm.loop !417

35:                                               ; preds = %21
  %36 = load i32, ptr %2, align 4, !dbg !419
  %37 = icmp eq i32 %36, 0, !dbg !420
  br i1 %37, label %38, label %40, !dbg !419

38:                                               ; preds = %35
  %39 = load i64, ptr %5, align 8, !dbg !421
  br label %46, !dbg !419

40:                                               ; preds = %35
  %41 = load i64, ptr %5, align 8, !dbg !422
  %42 = load i32, ptr %2, align 4, !dbg !423
  %43 = sub nsw i32 %42, 1, !dbg !424
  %44 = call i64 @frame_recursion(i32 noundef %43), !dbg !425
  %45 = add nsw i64 %41, %44, !dbg !426
  br label %46, !dbg !419

46:                                               ; preds = %40, %38
  %47 = phi i64 [ %39, %38 ], [ %45, %40 ], !dbg !419
  ret i64 %47, !dbg !427
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "big_stack.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "022b828b7c68cd39e53a99600edd78eb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 42)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 25)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 46)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !45, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !42, !43, !44}
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !40, line: 18, baseType: !41)
!40 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!43 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !{!0, !7, !12, !17, !22, !27, !32}
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"frame-pointer", i32 2}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 38, type: !55, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !37, retainedNodes: !58)
!55 = !DISubroutineType(types: !56)
!56 = !{!57}
!57 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!58 = !{}
!59 = !DILocation(line: 39, column: 27, scope: !54)
!60 = !DILocation(line: 39, column: 5, scope: !54)
!61 = !DILocalVariable(name: "text", scope: !54, file: !2, line: 40, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 131072, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 16384)
!65 = !DILocation(line: 40, column: 10, scope: !54)
!66 = !DILocation(line: 41, column: 5, scope: !54)
!67 = !DILocalVariable(name: "len", scope: !54, file: !2, line: 42, type: !39)
!68 = !DILocation(line: 42, column: 12, scope: !54)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 43, type: !57)
!70 = distinct !DILexicalBlock(scope: !54, file: !2, line: 43, column: 5)
!71 = !DILocation(line: 43, column: 14, scope: !70)
!72 = !DILocation(line: 43, column: 10, scope: !70)
!73 = !DILocation(line: 43, column: 21, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !2, line: 43, column: 5)
!75 = !DILocation(line: 43, column: 25, scope: !74)
!76 = !DILocation(line: 43, column: 30, scope: !74)
!77 = !DILocation(line: 43, column: 5, scope: !70)
!78 = !DILocalVariable(name: "n", scope: !79, file: !2, line: 44, type: !57)
!79 = distinct !DILexicalBlock(scope: !74, file: !2, line: 43, column: 50)
!80 = !DILocation(line: 44, column: 13, scope: !79)
!81 = !DILocation(line: 44, column: 25, scope: !79)
!82 = !DILocation(line: 44, column: 32, scope: !79)
!83 = !DILocation(line: 44, column: 30, scope: !79)
!84 = !DILocation(line: 44, column: 44, scope: !79)
!85 = !DILocation(line: 44, column: 17, scope: !79)
!86 = !DILocation(line: 45, column: 24, scope: !79)
!87 = !DILocation(line: 45, column: 16, scope: !79)
!88 = !DILocation(line: 45, column: 13, scope: !79)
!89 = !DILocation(line: 46, column: 5, scope: !79)
!90 = !DILocation(line: 43, column: 46, scope: !74)
!91 = !DILocation(line: 43, column: 5, scope: !74)
!92 = distinct !{!92, !77, !93, !94}
!93 = !DILocation(line: 46, column: 5, scope: !70)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocalVariable(name: "commas", scope: !54, file: !2, line: 47, type: !44)
!96 = !DILocation(line: 47, column: 14, scope: !54)
!97 = !DILocalVariable(name: "digits", scope: !54, file: !2, line: 47, type: !44)
!98 = !DILocation(line: 47, column: 26, scope: !54)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 48, type: !39)
!100 = distinct !DILexicalBlock(scope: !54, file: !2, line: 48, column: 5)
!101 = !DILocation(line: 48, column: 17, scope: !100)
!102 = !DILocation(line: 48, column: 10, scope: !100)
!103 = !DILocation(line: 48, column: 24, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !2, line: 48, column: 5)
!105 = !DILocation(line: 48, column: 28, scope: !104)
!106 = !DILocation(line: 48, column: 26, scope: !104)
!107 = !DILocation(line: 48, column: 5, scope: !100)
!108 = !DILocation(line: 49, column: 18, scope: !109)
!109 = distinct !DILexicalBlock(scope: !110, file: !2, line: 49, column: 13)
!110 = distinct !DILexicalBlock(scope: !104, file: !2, line: 48, column: 38)
!111 = !DILocation(line: 49, column: 13, scope: !109)
!112 = !DILocation(line: 49, column: 21, scope: !109)
!113 = !DILocation(line: 49, column: 13, scope: !110)
!114 = !DILocation(line: 49, column: 35, scope: !109)
!115 = !DILocation(line: 49, column: 29, scope: !109)
!116 = !DILocation(line: 50, column: 20, scope: !109)
!117 = !DILocation(line: 51, column: 5, scope: !110)
!118 = !DILocation(line: 48, column: 34, scope: !104)
!119 = !DILocation(line: 48, column: 5, scope: !104)
!120 = distinct !{!120, !107, !121, !94}
!121 = !DILocation(line: 51, column: 5, scope: !100)
!122 = !DILocation(line: 52, column: 58, scope: !54)
!123 = !DILocation(line: 52, column: 63, scope: !54)
!124 = !DILocation(line: 52, column: 71, scope: !54)
!125 = !DILocation(line: 52, column: 79, scope: !54)
!126 = !DILocation(line: 52, column: 86, scope: !54)
!127 = !DILocation(line: 52, column: 84, scope: !54)
!128 = !DILocation(line: 52, column: 90, scope: !54)
!129 = !DILocation(line: 52, column: 5, scope: !54)
!130 = !DILocalVariable(name: "cells", scope: !54, file: !2, line: 53, type: !131)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !132, size: 640000, elements: !138)
!132 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cell", file: !2, line: 6, size: 128, elements: !133)
!133 = !{!134, !135, !136}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !132, file: !2, line: 7, baseType: !57, size: 32)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !132, file: !2, line: 7, baseType: !57, size: 32, offset: 32)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !132, file: !2, line: 8, baseType: !137, size: 64, offset: 64)
!137 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!138 = !{!139}
!139 = !DISubrange(count: 5000)
!140 = !DILocation(line: 53, column: 17, scope: !54)
!141 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 54, type: !57)
!142 = distinct !DILexicalBlock(scope: !54, file: !2, line: 54, column: 5)
!143 = !DILocation(line: 54, column: 14, scope: !142)
!144 = !DILocation(line: 54, column: 10, scope: !142)
!145 = !DILocation(line: 54, column: 21, scope: !146)
!146 = distinct !DILexicalBlock(scope: !142, file: !2, line: 54, column: 5)
!147 = !DILocation(line: 54, column: 23, scope: !146)
!148 = !DILocation(line: 54, column: 5, scope: !142)
!149 = !DILocation(line: 55, column: 22, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !2, line: 54, column: 36)
!151 = !DILocation(line: 55, column: 24, scope: !150)
!152 = !DILocation(line: 55, column: 15, scope: !150)
!153 = !DILocation(line: 55, column: 9, scope: !150)
!154 = !DILocation(line: 55, column: 18, scope: !150)
!155 = !DILocation(line: 55, column: 20, scope: !150)
!156 = !DILocation(line: 56, column: 22, scope: !150)
!157 = !DILocation(line: 56, column: 24, scope: !150)
!158 = !DILocation(line: 56, column: 15, scope: !150)
!159 = !DILocation(line: 56, column: 9, scope: !150)
!160 = !DILocation(line: 56, column: 18, scope: !150)
!161 = !DILocation(line: 56, column: 20, scope: !150)
!162 = !DILocation(line: 57, column: 23, scope: !150)
!163 = !DILocation(line: 57, column: 25, scope: !150)
!164 = !DILocation(line: 57, column: 22, scope: !150)
!165 = !DILocation(line: 57, column: 31, scope: !150)
!166 = !DILocation(line: 57, column: 15, scope: !150)
!167 = !DILocation(line: 57, column: 9, scope: !150)
!168 = !DILocation(line: 57, column: 18, scope: !150)
!169 = !DILocation(line: 57, column: 20, scope: !150)
!170 = !DILocation(line: 58, column: 5, scope: !150)
!171 = !DILocation(line: 54, column: 32, scope: !146)
!172 = !DILocation(line: 54, column: 5, scope: !146)
!173 = distinct !{!173, !148, !174, !94}
!174 = !DILocation(line: 58, column: 5, scope: !142)
!175 = !DILocalVariable(name: "wsum", scope: !54, file: !2, line: 59, type: !137)
!176 = !DILocation(line: 59, column: 12, scope: !54)
!177 = !DILocalVariable(name: "xy", scope: !54, file: !2, line: 60, type: !42)
!178 = !DILocation(line: 60, column: 10, scope: !54)
!179 = !DILocalVariable(name: "i", scope: !180, file: !2, line: 61, type: !57)
!180 = distinct !DILexicalBlock(scope: !54, file: !2, line: 61, column: 5)
!181 = !DILocation(line: 61, column: 14, scope: !180)
!182 = !DILocation(line: 61, column: 10, scope: !180)
!183 = !DILocation(line: 61, column: 21, scope: !184)
!184 = distinct !DILexicalBlock(scope: !180, file: !2, line: 61, column: 5)
!185 = !DILocation(line: 61, column: 23, scope: !184)
!186 = !DILocation(line: 61, column: 5, scope: !180)
!187 = !DILocation(line: 62, column: 23, scope: !188)
!188 = distinct !DILexicalBlock(scope: !184, file: !2, line: 61, column: 36)
!189 = !DILocation(line: 62, column: 17, scope: !188)
!190 = !DILocation(line: 62, column: 26, scope: !188)
!191 = !DILocation(line: 62, column: 14, scope: !188)
!192 = !DILocation(line: 63, column: 27, scope: !188)
!193 = !DILocation(line: 63, column: 21, scope: !188)
!194 = !DILocation(line: 63, column: 30, scope: !188)
!195 = !DILocation(line: 63, column: 15, scope: !188)
!196 = !DILocation(line: 63, column: 40, scope: !188)
!197 = !DILocation(line: 63, column: 34, scope: !188)
!198 = !DILocation(line: 63, column: 43, scope: !188)
!199 = !DILocation(line: 63, column: 32, scope: !188)
!200 = !DILocation(line: 63, column: 12, scope: !188)
!201 = !DILocation(line: 64, column: 5, scope: !188)
!202 = !DILocation(line: 61, column: 32, scope: !184)
!203 = !DILocation(line: 61, column: 5, scope: !184)
!204 = distinct !{!204, !186, !205, !94}
!205 = !DILocation(line: 64, column: 5, scope: !180)
!206 = !DILocation(line: 65, column: 41, scope: !54)
!207 = !DILocation(line: 65, column: 47, scope: !54)
!208 = !DILocation(line: 65, column: 5, scope: !54)
!209 = !DILocation(line: 66, column: 37, scope: !54)
!210 = !DILocation(line: 66, column: 5, scope: !54)
!211 = !DILocalVariable(name: "grid", scope: !54, file: !2, line: 68, type: !212)
!212 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 720000, elements: !213)
!213 = !{!214, !214}
!214 = !DISubrange(count: 300)
!215 = !DILocation(line: 68, column: 19, scope: !54)
!216 = !DILocalVariable(name: "i", scope: !217, file: !2, line: 69, type: !57)
!217 = distinct !DILexicalBlock(scope: !54, file: !2, line: 69, column: 5)
!218 = !DILocation(line: 69, column: 14, scope: !217)
!219 = !DILocation(line: 69, column: 10, scope: !217)
!220 = !DILocation(line: 69, column: 21, scope: !221)
!221 = distinct !DILexicalBlock(scope: !217, file: !2, line: 69, column: 5)
!222 = !DILocation(line: 69, column: 23, scope: !221)
!223 = !DILocation(line: 69, column: 5, scope: !217)
!224 = !DILocalVariable(name: "j", scope: !225, file: !2, line: 70, type: !57)
!225 = distinct !DILexicalBlock(scope: !221, file: !2, line: 70, column: 9)
!226 = !DILocation(line: 70, column: 18, scope: !225)
!227 = !DILocation(line: 70, column: 14, scope: !225)
!228 = !DILocation(line: 70, column: 25, scope: !229)
!229 = distinct !DILexicalBlock(scope: !225, file: !2, line: 70, column: 9)
!230 = !DILocation(line: 70, column: 27, scope: !229)
!231 = !DILocation(line: 70, column: 9, scope: !225)
!232 = !DILocation(line: 71, column: 43, scope: !229)
!233 = !DILocation(line: 71, column: 47, scope: !229)
!234 = !DILocation(line: 71, column: 45, scope: !229)
!235 = !DILocation(line: 71, column: 50, scope: !229)
!236 = !DILocation(line: 71, column: 26, scope: !229)
!237 = !DILocation(line: 71, column: 18, scope: !229)
!238 = !DILocation(line: 71, column: 13, scope: !229)
!239 = !DILocation(line: 71, column: 21, scope: !229)
!240 = !DILocation(line: 71, column: 24, scope: !229)
!241 = !DILocation(line: 70, column: 35, scope: !229)
!242 = !DILocation(line: 70, column: 9, scope: !229)
!243 = distinct !{!243, !231, !244, !94}
!244 = !DILocation(line: 71, column: 56, scope: !225)
!245 = !DILocation(line: 69, column: 31, scope: !221)
!246 = !DILocation(line: 69, column: 5, scope: !221)
!247 = distinct !{!247, !223, !248, !94}
!248 = !DILocation(line: 71, column: 56, scope: !217)
!249 = !DILocalVariable(name: "gs", scope: !54, file: !2, line: 72, type: !41)
!250 = !DILocation(line: 72, column: 19, scope: !54)
!251 = !DILocalVariable(name: "i", scope: !252, file: !2, line: 73, type: !57)
!252 = distinct !DILexicalBlock(scope: !54, file: !2, line: 73, column: 5)
!253 = !DILocation(line: 73, column: 14, scope: !252)
!254 = !DILocation(line: 73, column: 10, scope: !252)
!255 = !DILocation(line: 73, column: 21, scope: !256)
!256 = distinct !DILexicalBlock(scope: !252, file: !2, line: 73, column: 5)
!257 = !DILocation(line: 73, column: 23, scope: !256)
!258 = !DILocation(line: 73, column: 5, scope: !252)
!259 = !DILocalVariable(name: "j", scope: !260, file: !2, line: 74, type: !57)
!260 = distinct !DILexicalBlock(scope: !256, file: !2, line: 74, column: 9)
!261 = !DILocation(line: 74, column: 18, scope: !260)
!262 = !DILocation(line: 74, column: 14, scope: !260)
!263 = !DILocation(line: 74, column: 25, scope: !264)
!264 = distinct !DILexicalBlock(scope: !260, file: !2, line: 74, column: 9)
!265 = !DILocation(line: 74, column: 27, scope: !264)
!266 = !DILocation(line: 74, column: 9, scope: !260)
!267 = !DILocation(line: 75, column: 24, scope: !264)
!268 = !DILocation(line: 75, column: 19, scope: !264)
!269 = !DILocation(line: 75, column: 27, scope: !264)
!270 = !DILocation(line: 75, column: 16, scope: !264)
!271 = !DILocation(line: 75, column: 13, scope: !264)
!272 = !DILocation(line: 74, column: 36, scope: !264)
!273 = !DILocation(line: 74, column: 9, scope: !264)
!274 = distinct !{!274, !266, !275, !94}
!275 = !DILocation(line: 75, column: 28, scope: !260)
!276 = !DILocation(line: 73, column: 32, scope: !256)
!277 = !DILocation(line: 73, column: 5, scope: !256)
!278 = distinct !{!278, !258, !279, !94}
!279 = !DILocation(line: 75, column: 28, scope: !252)
!280 = !DILocation(line: 76, column: 30, scope: !54)
!281 = !DILocation(line: 76, column: 5, scope: !54)
!282 = !DILocation(line: 77, column: 5, scope: !54)
!283 = distinct !DISubprogram(name: "big_sum", scope: !2, file: !2, line: 21, type: !284, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !58)
!284 = !DISubroutineType(types: !285)
!285 = !{!286}
!286 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!287 = !DILocalVariable(name: "a", scope: !283, file: !2, line: 22, type: !288)
!288 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 3200000, elements: !289)
!289 = !{!290}
!290 = !DISubrange(count: 100000)
!291 = !DILocation(line: 22, column: 9, scope: !283)
!292 = !DILocalVariable(name: "i", scope: !293, file: !2, line: 23, type: !57)
!293 = distinct !DILexicalBlock(scope: !283, file: !2, line: 23, column: 5)
!294 = !DILocation(line: 23, column: 14, scope: !293)
!295 = !DILocation(line: 23, column: 10, scope: !293)
!296 = !DILocation(line: 23, column: 21, scope: !297)
!297 = distinct !DILexicalBlock(scope: !293, file: !2, line: 23, column: 5)
!298 = !DILocation(line: 23, column: 23, scope: !297)
!299 = !DILocation(line: 23, column: 5, scope: !293)
!300 = !DILocation(line: 24, column: 17, scope: !297)
!301 = !DILocation(line: 24, column: 19, scope: !297)
!302 = !DILocation(line: 24, column: 27, scope: !297)
!303 = !DILocation(line: 24, column: 36, scope: !297)
!304 = !DILocation(line: 24, column: 11, scope: !297)
!305 = !DILocation(line: 24, column: 9, scope: !297)
!306 = !DILocation(line: 24, column: 14, scope: !297)
!307 = !DILocation(line: 23, column: 34, scope: !297)
!308 = !DILocation(line: 23, column: 5, scope: !297)
!309 = distinct !{!309, !299, !310, !94}
!310 = !DILocation(line: 24, column: 38, scope: !293)
!311 = !DILocalVariable(name: "s", scope: !283, file: !2, line: 25, type: !286)
!312 = !DILocation(line: 25, column: 24, scope: !283)
!313 = !DILocalVariable(name: "signed_sum", scope: !283, file: !2, line: 26, type: !314)
!314 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!315 = !DILocation(line: 26, column: 15, scope: !283)
!316 = !DILocalVariable(name: "mn", scope: !283, file: !2, line: 27, type: !57)
!317 = !DILocation(line: 27, column: 9, scope: !283)
!318 = !DILocation(line: 27, column: 14, scope: !283)
!319 = !DILocalVariable(name: "mx", scope: !283, file: !2, line: 27, type: !57)
!320 = !DILocation(line: 27, column: 20, scope: !283)
!321 = !DILocation(line: 27, column: 25, scope: !283)
!322 = !DILocalVariable(name: "i", scope: !323, file: !2, line: 28, type: !57)
!323 = distinct !DILexicalBlock(scope: !283, file: !2, line: 28, column: 5)
!324 = !DILocation(line: 28, column: 14, scope: !323)
!325 = !DILocation(line: 28, column: 10, scope: !323)
!326 = !DILocation(line: 28, column: 21, scope: !327)
!327 = distinct !DILexicalBlock(scope: !323, file: !2, line: 28, column: 5)
!328 = !DILocation(line: 28, column: 23, scope: !327)
!329 = !DILocation(line: 28, column: 5, scope: !323)
!330 = !DILocation(line: 29, column: 13, scope: !331)
!331 = distinct !DILexicalBlock(scope: !327, file: !2, line: 28, column: 38)
!332 = !DILocation(line: 29, column: 15, scope: !331)
!333 = !DILocation(line: 29, column: 34, scope: !331)
!334 = !DILocation(line: 29, column: 32, scope: !331)
!335 = !DILocation(line: 29, column: 22, scope: !331)
!336 = !DILocation(line: 29, column: 20, scope: !331)
!337 = !DILocation(line: 29, column: 11, scope: !331)
!338 = !DILocation(line: 30, column: 25, scope: !331)
!339 = !DILocation(line: 30, column: 23, scope: !331)
!340 = !DILocation(line: 30, column: 20, scope: !331)
!341 = !DILocation(line: 31, column: 15, scope: !342)
!342 = distinct !DILexicalBlock(scope: !331, file: !2, line: 31, column: 13)
!343 = !DILocation(line: 31, column: 13, scope: !342)
!344 = !DILocation(line: 31, column: 20, scope: !342)
!345 = !DILocation(line: 31, column: 18, scope: !342)
!346 = !DILocation(line: 31, column: 13, scope: !331)
!347 = !DILocation(line: 31, column: 31, scope: !342)
!348 = !DILocation(line: 31, column: 29, scope: !342)
!349 = !DILocation(line: 31, column: 27, scope: !342)
!350 = !DILocation(line: 31, column: 24, scope: !342)
!351 = !DILocation(line: 32, column: 15, scope: !352)
!352 = distinct !DILexicalBlock(scope: !331, file: !2, line: 32, column: 13)
!353 = !DILocation(line: 32, column: 13, scope: !352)
!354 = !DILocation(line: 32, column: 20, scope: !352)
!355 = !DILocation(line: 32, column: 18, scope: !352)
!356 = !DILocation(line: 32, column: 13, scope: !331)
!357 = !DILocation(line: 32, column: 31, scope: !352)
!358 = !DILocation(line: 32, column: 29, scope: !352)
!359 = !DILocation(line: 32, column: 27, scope: !352)
!360 = !DILocation(line: 32, column: 24, scope: !352)
!361 = !DILocation(line: 33, column: 5, scope: !331)
!362 = !DILocation(line: 28, column: 34, scope: !327)
!363 = !DILocation(line: 28, column: 5, scope: !327)
!364 = distinct !{!364, !329, !365, !94}
!365 = !DILocation(line: 33, column: 5, scope: !323)
!366 = !DILocation(line: 34, column: 62, scope: !283)
!367 = !DILocation(line: 34, column: 74, scope: !283)
!368 = !DILocation(line: 34, column: 78, scope: !283)
!369 = !DILocation(line: 34, column: 82, scope: !283)
!370 = !DILocation(line: 34, column: 5, scope: !283)
!371 = !DILocation(line: 35, column: 12, scope: !283)
!372 = !DILocation(line: 35, column: 5, scope: !283)
!373 = distinct !DISubprogram(name: "frame_recursion", scope: !2, file: !2, line: 11, type: !374, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !37, retainedNodes: !58)
!374 = !DISubroutineType(types: !375)
!375 = !{!42, !57}
!376 = !DILocalVariable(name: "depth", arg: 1, scope: !373, file: !2, line: 11, type: !57)
!377 = !DILocation(line: 11, column: 33, scope: !373)
!378 = !DILocalVariable(name: "local", scope: !373, file: !2, line: 12, type: !379)
!379 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 8192, elements: !380)
!380 = !{!381}
!381 = !DISubrange(count: 256)
!382 = !DILocation(line: 12, column: 9, scope: !373)
!383 = !DILocalVariable(name: "i", scope: !384, file: !2, line: 13, type: !57)
!384 = distinct !DILexicalBlock(scope: !373, file: !2, line: 13, column: 5)
!385 = !DILocation(line: 13, column: 14, scope: !384)
!386 = !DILocation(line: 13, column: 10, scope: !384)
!387 = !DILocation(line: 13, column: 21, scope: !388)
!388 = distinct !DILexicalBlock(scope: !384, file: !2, line: 13, column: 5)
!389 = !DILocation(line: 13, column: 23, scope: !388)
!390 = !DILocation(line: 13, column: 5, scope: !384)
!391 = !DILocation(line: 14, column: 20, scope: !388)
!392 = !DILocation(line: 14, column: 28, scope: !388)
!393 = !DILocation(line: 14, column: 26, scope: !388)
!394 = !DILocation(line: 14, column: 15, scope: !388)
!395 = !DILocation(line: 14, column: 9, scope: !388)
!396 = !DILocation(line: 14, column: 18, scope: !388)
!397 = !DILocation(line: 13, column: 31, scope: !388)
!398 = !DILocation(line: 13, column: 5, scope: !388)
!399 = distinct !{!399, !390, !400, !94}
!400 = !DILocation(line: 14, column: 28, scope: !384)
!401 = !DILocalVariable(name: "s", scope: !373, file: !2, line: 15, type: !42)
!402 = !DILocation(line: 15, column: 10, scope: !373)
!403 = !DILocalVariable(name: "i", scope: !404, file: !2, line: 16, type: !57)
!404 = distinct !DILexicalBlock(scope: !373, file: !2, line: 16, column: 5)
!405 = !DILocation(line: 16, column: 14, scope: !404)
!406 = !DILocation(line: 16, column: 10, scope: !404)
!407 = !DILocation(line: 16, column: 21, scope: !408)
!408 = distinct !DILexicalBlock(scope: !404, file: !2, line: 16, column: 5)
!409 = !DILocation(line: 16, column: 23, scope: !408)
!410 = !DILocation(line: 16, column: 5, scope: !404)
!411 = !DILocation(line: 17, column: 20, scope: !408)
!412 = !DILocation(line: 17, column: 14, scope: !408)
!413 = !DILocation(line: 17, column: 11, scope: !408)
!414 = !DILocation(line: 17, column: 9, scope: !408)
!415 = !DILocation(line: 16, column: 32, scope: !408)
!416 = !DILocation(line: 16, column: 5, scope: !408)
!417 = distinct !{!417, !410, !418, !94}
!418 = !DILocation(line: 17, column: 21, scope: !404)
!419 = !DILocation(line: 18, column: 12, scope: !373)
!420 = !DILocation(line: 18, column: 18, scope: !373)
!421 = !DILocation(line: 18, column: 25, scope: !373)
!422 = !DILocation(line: 18, column: 29, scope: !373)
!423 = !DILocation(line: 18, column: 49, scope: !373)
!424 = !DILocation(line: 18, column: 55, scope: !373)
!425 = !DILocation(line: 18, column: 33, scope: !373)
!426 = !DILocation(line: 18, column: 31, scope: !373)
!427 = !DILocation(line: 18, column: 5, scope: !373)
