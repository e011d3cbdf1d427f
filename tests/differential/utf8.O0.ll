; ModuleID = 'utf8.c'
source_filename = "utf8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.cps = private unnamed_addr constant [13 x i32] [i32 36, i32 127, i32 128, i32 162, i32 2047, i32 2048, i32 8364, i32 55295, i32 57344, i32 65535, i32 65536, i32 128512, i32 1114111], align 16
@.str = private unnamed_addr constant [10 x i8] c"U+%04X ->\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c" %02x(%d)\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [25 x i8] c" -> U+%04X len %d ok=%d\0A\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [24 x i8] c"Gr\C3\BC\C3\9F Gott, \E2\82\AC5 \F0\9F\98\80!\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [16 x i8] c"invalid at %ld\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [39 x i8] c"bytes=%zu chars=%d nonascii=%d sum=%u\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [2 x i8] c"\80\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [3 x i8] c"\C0\AF\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [4 x i8] c"\E0\80\AF\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [4 x i8] c"\ED\A0\80\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [5 x i8] c"\F4\90\80\80\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [2 x i8] c"\C3\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [3 x i8] c"\C3(\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [2 x i8] c"\FF\00", align 1, !dbg !55
@__const.main.bad = private unnamed_addr constant [8 x ptr] [ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 16
@.str.14 = private unnamed_addr constant [15 x i8] c"bad[%d] -> %d\0A\00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [19 x i8] c"negative chars=%d\0A\00", align 1, !dbg !62
@.str.16 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !67
@decode.min_for_len = internal constant [5 x i32] [i32 0, i32 0, i32 128, i32 2048, i32 65536], align 16, !dbg !69

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !99 {
  %1 = alloca i32, align 4
  %2 = alloca [13 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca [5 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [8 x ptr], align 16
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca [64 x i8], align 16
  %23 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !102, !DIExpression(), !106)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.cps, i64 52, i1 false), !dbg !106
    #dbg_declare(ptr %3, !107, !DIExpression(), !109)
  store i32 0, ptr %3, align 4, !dbg !109
  br label %24, !dbg !110

24:                                               ; preds = %77, %0
  %25 = load i32, ptr %3, align 4, !dbg !111
  %26 = icmp slt i32 %25, 13, !dbg !113
  br i1 %26, label %27, label %80, !dbg !114

27:                                               ; preds = %24
    #dbg_declare(ptr %4, !115, !DIExpression(), !117)
    #dbg_declare(ptr %5, !118, !DIExpression(), !119)
  %28 = load i32, ptr %3, align 4, !dbg !120
  %29 = sext i32 %28 to i64, !dbg !121
  %30 = getelementptr inbounds [13 x i32], ptr %2, i64 0, i64 %29, !dbg !121
  %31 = load i32, ptr %30, align 4, !dbg !121
  %32 = getelementptr inbounds [5 x i8], ptr %4, i64 0, i64 0, !dbg !122
  %33 = call i32 @encode(i32 noundef %31, ptr noundef %32), !dbg !123
  store i32 %33, ptr %5, align 4, !dbg !119
    #dbg_declare(ptr %6, !124, !DIExpression(), !125)
  store i32 0, ptr %6, align 4, !dbg !125
    #dbg_declare(ptr %7, !126, !DIExpression(), !127)
  %34 = getelementptr inbounds [5 x i8], ptr %4, i64 0, i64 0, !dbg !128
  %35 = call i32 @decode(ptr noundef %34, ptr noundef %6), !dbg !129
  store i32 %35, ptr %7, align 4, !dbg !127
  %36 = load i32, ptr %3, align 4, !dbg !130
  %37 = sext i32 %36 to i64, !dbg !131
  %38 = getelementptr inbounds [13 x i32], ptr %2, i64 0, i64 %37, !dbg !131
  %39 = load i32, ptr %38, align 4, !dbg !131
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %39), !dbg !132
    #dbg_declare(ptr %8, !133, !DIExpression(), !135)
  store i32 0, ptr %8, align 4, !dbg !135
  br label %41, !dbg !136

41:                                               ; preds = %57, %27
  %42 = load i32, ptr %8, align 4, !dbg !137
  %43 = load i32, ptr %5, align 4, !dbg !139
  %44 = icmp slt i32 %42, %43, !dbg !140
  br i1 %44, label %45, label %60, !dbg !141

45:                                               ; preds = %41
  %46 = load i32, ptr %8, align 4, !dbg !142
  %47 = sext i32 %46 to i64, !dbg !143
  %48 = getelementptr inbounds [5 x i8], ptr %4, i64 0, i64 %47, !dbg !143
  %49 = load i8, ptr %48, align 1, !dbg !143
  %50 = zext i8 %49 to i32, !dbg !144
  %51 = load i32, ptr %8, align 4, !dbg !145
  %52 = sext i32 %51 to i64, !dbg !146
  %53 = getelementptr inbounds [5 x i8], ptr %4, i64 0, i64 %52, !dbg !146
  %54 = load i8, ptr %53, align 1, !dbg !146
  %55 = sext i8 %54 to i32, !dbg !146
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %50, i32 noundef %55), !dbg !147
  br label %57, !dbg !147

57:                                               ; preds = %45
  %58 = load i32, ptr %8, align 4, !dbg !148
  %59 = add nsw i32 %58, 1, !dbg !148
  store i32 %59, ptr %8, align 4, !dbg !148
  br label %41, !dbg !149, !llvm.loop !150

60:                                               ; preds = %41
  %61 = load i32, ptr %6, align 4, !dbg !153
  %62 = load i32, ptr %7, align 4, !dbg !154
  %63 = load i32, ptr %6, align 4, !dbg !155
  %64 = load i32, ptr %3, align 4, !dbg !156
  %65 = sext i32 %64 to i64, !dbg !157
  %66 = getelementptr inbounds [13 x i32], ptr %2, i64 0, i64 %65, !dbg !157
  %67 = load i32, ptr %66, align 4, !dbg !157
  %68 = icmp eq i32 %63, %67, !dbg !158
  br i1 %68, label %69, label %73, !dbg !159

69:                                               ; preds = %60
  %70 = load i32, ptr %7, align 4, !dbg !160
  %71 = load i32, ptr %5, align 4, !dbg !161
  %72 = icmp eq i32 %70, %71, !dbg !162
  br label %73

73:                                               ; preds = %69, %60
  %74 = phi i1 [ false, %60 ], [ %72, %69 ], !dbg !163
  %75 = zext i1 %74 to i32, !dbg !159
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %61, i32 noundef %62, i32 noundef %75), !dbg !164
  br label %77, !dbg !165

77:                                               ; preds = %73
  %78 = load i32, ptr %3, align 4, !dbg !166
  %79 = add nsw i32 %78, 1, !dbg !166
  store i32 %79, ptr %3, align 4, !dbg !166
  br label %24, !dbg !167, !llvm.loop !168

80:                                               ; preds = %24
    #dbg_declare(ptr %9, !170, !DIExpression(), !171)
  store ptr @.str.3, ptr %9, align 8, !dbg !171
    #dbg_declare(ptr %10, !172, !DIExpression(), !176)
  %81 = load ptr, ptr %9, align 8, !dbg !177
  %82 = call i64 @strlen(ptr noundef %81) #5, !dbg !178
  store i64 %82, ptr %10, align 8, !dbg !176
    #dbg_declare(ptr %11, !179, !DIExpression(), !180)
  store i32 0, ptr %11, align 4, !dbg !180
    #dbg_declare(ptr %12, !181, !DIExpression(), !182)
  store i32 0, ptr %12, align 4, !dbg !182
    #dbg_declare(ptr %13, !183, !DIExpression(), !184)
  store i32 0, ptr %13, align 4, !dbg !184
    #dbg_declare(ptr %14, !185, !DIExpression(), !187)
  %83 = load ptr, ptr %9, align 8, !dbg !188
  store ptr %83, ptr %14, align 8, !dbg !187
  br label %84, !dbg !189

84:                                               ; preds = %100, %80
  %85 = load ptr, ptr %14, align 8, !dbg !190
  %86 = load i8, ptr %85, align 1, !dbg !192
  %87 = icmp ne i8 %86, 0, !dbg !193
  br i1 %87, label %88, label %115, !dbg !193

88:                                               ; preds = %84
    #dbg_declare(ptr %15, !194, !DIExpression(), !196)
    #dbg_declare(ptr %16, !197, !DIExpression(), !198)
  %89 = load ptr, ptr %14, align 8, !dbg !199
  %90 = call i32 @decode(ptr noundef %89, ptr noundef %15), !dbg !200
  store i32 %90, ptr %16, align 4, !dbg !198
  %91 = load i32, ptr %16, align 4, !dbg !201
  %92 = icmp slt i32 %91, 0, !dbg !203
  br i1 %92, label %93, label %100, !dbg !204

93:                                               ; preds = %88
  %94 = load ptr, ptr %14, align 8, !dbg !205
  %95 = load ptr, ptr %9, align 8, !dbg !207
  %96 = ptrtoint ptr %94 to i64, !dbg !208
  %97 = ptrtoint ptr %95 to i64, !dbg !208
  %98 = sub i64 %96, %97, !dbg !208
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %98), !dbg !209
  br label %115, !dbg !210

100:                                              ; preds = %88
  %101 = load i32, ptr %11, align 4, !dbg !211
  %102 = add nsw i32 %101, 1, !dbg !211
  store i32 %102, ptr %11, align 4, !dbg !211
  %103 = load i32, ptr %15, align 4, !dbg !212
  %104 = icmp ugt i32 %103, 127, !dbg !213
  %105 = zext i1 %104 to i32, !dbg !213
  %106 = load i32, ptr %12, align 4, !dbg !214
  %107 = add nsw i32 %106, %105, !dbg !214
  store i32 %107, ptr %12, align 4, !dbg !214
  %108 = load i32, ptr %15, align 4, !dbg !215
  %109 = load i32, ptr %13, align 4, !dbg !216
  %110 = add i32 %109, %108, !dbg !216
  store i32 %110, ptr %13, align 4, !dbg !216
  %111 = load i32, ptr %16, align 4, !dbg !217
  %112 = load ptr, ptr %14, align 8, !dbg !218
  %113 = sext i32 %111 to i64, !dbg !218
  %114 = getelementptr inbounds i8, ptr %112, i64 %113, !dbg !218
  store ptr %114, ptr %14, align 8, !dbg !218
  br label %84, !dbg !219, !llvm.loop !220

115:                                              ; preds = %93, %84
  %116 = load i64, ptr %10, align 8, !dbg !222
  %117 = load i32, ptr %11, align 4, !dbg !223
  %118 = load i32, ptr %12, align 4, !dbg !224
  %119 = load i32, ptr %13, align 4, !dbg !225
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %116, i32 noundef %117, i32 noundef %118, i32 noundef %119), !dbg !226
    #dbg_declare(ptr %17, !227, !DIExpression(), !231)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 16 @__const.main.bad, i64 64, i1 false), !dbg !231
    #dbg_declare(ptr %18, !232, !DIExpression(), !234)
  store i32 0, ptr %18, align 4, !dbg !234
  br label %121, !dbg !235

121:                                              ; preds = %132, %115
  %122 = load i32, ptr %18, align 4, !dbg !236
  %123 = icmp slt i32 %122, 8, !dbg !238
  br i1 %123, label %124, label %135, !dbg !239

124:                                              ; preds = %121
    #dbg_declare(ptr %19, !240, !DIExpression(), !242)
  store i32 0, ptr %19, align 4, !dbg !242
  %125 = load i32, ptr %18, align 4, !dbg !243
  %126 = load i32, ptr %18, align 4, !dbg !244
  %127 = sext i32 %126 to i64, !dbg !245
  %128 = getelementptr inbounds [8 x ptr], ptr %17, i64 0, i64 %127, !dbg !245
  %129 = load ptr, ptr %128, align 8, !dbg !245
  %130 = call i32 @decode(ptr noundef %129, ptr noundef %19), !dbg !246
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %125, i32 noundef %130), !dbg !247
  br label %132, !dbg !248

132:                                              ; preds = %124
  %133 = load i32, ptr %18, align 4, !dbg !249
  %134 = add nsw i32 %133, 1, !dbg !249
  store i32 %134, ptr %18, align 4, !dbg !249
  br label %121, !dbg !250, !llvm.loop !251

135:                                              ; preds = %121
    #dbg_declare(ptr %20, !253, !DIExpression(), !254)
  store i32 0, ptr %20, align 4, !dbg !254
    #dbg_declare(ptr %21, !255, !DIExpression(), !257)
  store i64 0, ptr %21, align 8, !dbg !257
  br label %136, !dbg !258

136:                                              ; preds = %150, %135
  %137 = load i64, ptr %21, align 8, !dbg !259
  %138 = load i64, ptr %10, align 8, !dbg !261
  %139 = icmp ult i64 %137, %138, !dbg !262
  br i1 %139, label %140, label %153, !dbg !263

140:                                              ; preds = %136
  %141 = load ptr, ptr %9, align 8, !dbg !264
  %142 = load i64, ptr %21, align 8, !dbg !265
  %143 = getelementptr inbounds i8, ptr %141, i64 %142, !dbg !264
  %144 = load i8, ptr %143, align 1, !dbg !264
  %145 = sext i8 %144 to i32, !dbg !264
  %146 = icmp slt i32 %145, 0, !dbg !266
  %147 = zext i1 %146 to i32, !dbg !266
  %148 = load i32, ptr %20, align 4, !dbg !267
  %149 = add nsw i32 %148, %147, !dbg !267
  store i32 %149, ptr %20, align 4, !dbg !267
  br label %150, !dbg !268

150:                                              ; preds = %140
  %151 = load i64, ptr %21, align 8, !dbg !269
  %152 = add i64 %151, 1, !dbg !269
  store i64 %152, ptr %21, align 8, !dbg !269
  br label %136, !dbg !270, !llvm.loop !271

153:                                              ; preds = %136
  %154 = load i32, ptr %20, align 4, !dbg !273
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %154), !dbg !274
    #dbg_declare(ptr %22, !275, !DIExpression(), !279)
  %156 = getelementptr inbounds [64 x i8], ptr %22, i64 0, i64 0, !dbg !280
  %157 = load ptr, ptr %9, align 8, !dbg !281
  %158 = call ptr @strcpy(ptr noundef %156, ptr noundef %157) #6, !dbg !282
    #dbg_declare(ptr %23, !283, !DIExpression(), !286)
  %159 = getelementptr inbounds [64 x i8], ptr %22, i64 0, i64 0, !dbg !287
  store ptr %159, ptr %23, align 8, !dbg !286
  br label %160, !dbg !288

160:                                              ; preds = %182, %153
  %161 = load ptr, ptr %23, align 8, !dbg !289
  %162 = load i8, ptr %161, align 1, !dbg !291
  %163 = icmp ne i8 %162, 0, !dbg !292
  br i1 %163, label %164, label %185, !dbg !292

164:                                              ; preds = %160
  %165 = load ptr, ptr %23, align 8, !dbg !293
  %166 = load i8, ptr %165, align 1, !dbg !295
  %167 = sext i8 %166 to i32, !dbg !295
  %168 = icmp sge i32 %167, 97, !dbg !296
  br i1 %168, label %169, label %181, !dbg !297

169:                                              ; preds = %164
  %170 = load ptr, ptr %23, align 8, !dbg !298
  %171 = load i8, ptr %170, align 1, !dbg !299
  %172 = sext i8 %171 to i32, !dbg !299
  %173 = icmp sle i32 %172, 122, !dbg !300
  br i1 %173, label %174, label %181, !dbg !301

174:                                              ; preds = %169
  %175 = load ptr, ptr %23, align 8, !dbg !302
  %176 = load i8, ptr %175, align 1, !dbg !303
  %177 = sext i8 %176 to i32, !dbg !303
  %178 = sub nsw i32 %177, 32, !dbg !304
  %179 = trunc i32 %178 to i8, !dbg !305
  %180 = load ptr, ptr %23, align 8, !dbg !306
  store i8 %179, ptr %180, align 1, !dbg !307
  br label %181, !dbg !308

181:                                              ; preds = %174, %169, %164
  br label %182, !dbg !309

182:                                              ; preds = %181
  %183 = load ptr, ptr %23, align 8, !dbg !310
  %184 = getelementptr inbounds i8, ptr %183, i32 1, !dbg !310
  store ptr %184, ptr %23, align 8, !dbg !310
  br label %160, !dbg !311, !llvm.loop !312

185:                                              ; preds = %160
  %186 = getelementptr inbounds [64 x i8], ptr %22, i64 0, i64 0, !dbg !314
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %186), !dbg !315
  ret i32 0, !dbg !316
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @encode(i32 noundef %0, ptr noundef %1) #0 !dbg !317 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !320, !DIExpression(), !321)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !322, !DIExpression(), !323)
  %6 = load i32, ptr %4, align 4, !dbg !324
  %7 = icmp ult i32 %6, 128, !dbg !326
  br i1 %7, label %8, label %13, !dbg !327

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !328
  %10 = trunc i32 %9 to i8, !dbg !330
  %11 = load ptr, ptr %5, align 8, !dbg !331
  %12 = getelementptr inbounds i8, ptr %11, i64 0, !dbg !331
  store i8 %10, ptr %12, align 1, !dbg !332
  store i32 1, ptr %3, align 4, !dbg !333
  br label %79, !dbg !333

13:                                               ; preds = %2
  %14 = load i32, ptr %4, align 4, !dbg !334
  %15 = icmp ult i32 %14, 2048, !dbg !336
  br i1 %15, label %16, label %29, !dbg !337

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4, !dbg !338
  %18 = lshr i32 %17, 6, !dbg !340
  %19 = or i32 192, %18, !dbg !341
  %20 = trunc i32 %19 to i8, !dbg !342
  %21 = load ptr, ptr %5, align 8, !dbg !343
  %22 = getelementptr inbounds i8, ptr %21, i64 0, !dbg !343
  store i8 %20, ptr %22, align 1, !dbg !344
  %23 = load i32, ptr %4, align 4, !dbg !345
  %24 = and i32 %23, 63, !dbg !346
  %25 = or i32 128, %24, !dbg !347
  %26 = trunc i32 %25 to i8, !dbg !348
  %27 = load ptr, ptr %5, align 8, !dbg !349
  %28 = getelementptr inbounds i8, ptr %27, i64 1, !dbg !349
  store i8 %26, ptr %28, align 1, !dbg !350
  store i32 2, ptr %3, align 4, !dbg !351
  br label %79, !dbg !351

29:                                               ; preds = %13
  %30 = load i32, ptr %4, align 4, !dbg !352
  %31 = icmp ult i32 %30, 65536, !dbg !354
  br i1 %31, label %32, label %52, !dbg !355

32:                                               ; preds = %29
  %33 = load i32, ptr %4, align 4, !dbg !356
  %34 = lshr i32 %33, 12, !dbg !358
  %35 = or i32 224, %34, !dbg !359
  %36 = trunc i32 %35 to i8, !dbg !360
  %37 = load ptr, ptr %5, align 8, !dbg !361
  %38 = getelementptr inbounds i8, ptr %37, i64 0, !dbg !361
  store i8 %36, ptr %38, align 1, !dbg !362
  %39 = load i32, ptr %4, align 4, !dbg !363
  %40 = lshr i32 %39, 6, !dbg !364
  %41 = and i32 %40, 63, !dbg !365
  %42 = or i32 128, %41, !dbg !366
  %43 = trunc i32 %42 to i8, !dbg !367
  %44 = load ptr, ptr %5, align 8, !dbg !368
  %45 = getelementptr inbounds i8, ptr %44, i64 1, !dbg !368
  store i8 %43, ptr %45, align 1, !dbg !369
  %46 = load i32, ptr %4, align 4, !dbg !370
  %47 = and i32 %46, 63, !dbg !371
  %48 = or i32 128, %47, !dbg !372
  %49 = trunc i32 %48 to i8, !dbg !373
  %50 = load ptr, ptr %5, align 8, !dbg !374
  %51 = getelementptr inbounds i8, ptr %50, i64 2, !dbg !374
  store i8 %49, ptr %51, align 1, !dbg !375
  store i32 3, ptr %3, align 4, !dbg !376
  br label %79, !dbg !376

52:                                               ; preds = %29
  %53 = load i32, ptr %4, align 4, !dbg !377
  %54 = lshr i32 %53, 18, !dbg !378
  %55 = or i32 240, %54, !dbg !379
  %56 = trunc i32 %55 to i8, !dbg !380
  %57 = load ptr, ptr %5, align 8, !dbg !381
  %58 = getelementptr inbounds i8, ptr %57, i64 0, !dbg !381
  store i8 %56, ptr %58, align 1, !dbg !382
  %59 = load i32, ptr %4, align 4, !dbg !383
  %60 = lshr i32 %59, 12, !dbg !384
  %61 = and i32 %60, 63, !dbg !385
  %62 = or i32 128, %61, !dbg !386
  %63 = trunc i32 %62 to i8, !dbg !387
  %64 = load ptr, ptr %5, align 8, !dbg !388
  %65 = getelementptr inbounds i8, ptr %64, i64 1, !dbg !388
  store i8 %63, ptr %65, align 1, !dbg !389
  %66 = load i32, ptr %4, align 4, !dbg !390
  %67 = lshr i32 %66, 6, !dbg !391
  %68 = and i32 %67, 63, !dbg !392
  %69 = or i32 128, %68, !dbg !393
  %70 = trunc i32 %69 to i8, !dbg !394
  %71 = load ptr, ptr %5, align 8, !dbg !395
  %72 = getelementptr inbounds i8, ptr %71, i64 2, !dbg !395
  store i8 %70, ptr %72, align 1, !dbg !396
  %73 = load i32, ptr %4, align 4, !dbg !397
  %74 = and i32 %73, 63, !dbg !398
  %75 = or i32 128, %74, !dbg !399
  %76 = trunc i32 %75 to i8, !dbg !400
  %77 = load ptr, ptr %5, align 8, !dbg !401
  %78 = getelementptr inbounds i8, ptr %77, i64 3, !dbg !401
  store i8 %76, ptr %78, align 1, !dbg !402
  store i32 4, ptr %3, align 4, !dbg !403
  br label %79, !dbg !403

79:                                               ; preds = %52, %32, %16, %8
  %80 = load i32, ptr %3, align 4, !dbg !404
  ret i32 %80, !dbg !404
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @decode(ptr noundef %0, ptr noundef %1) #0 !dbg !71 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !405, !DIExpression(), !406)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !407, !DIExpression(), !408)
    #dbg_declare(ptr %6, !409, !DIExpression(), !410)
  %11 = load ptr, ptr %4, align 8, !dbg !411
  %12 = getelementptr inbounds i8, ptr %11, i64 0, !dbg !411
  %13 = load i8, ptr %12, align 1, !dbg !411
  store i8 %13, ptr %6, align 1, !dbg !410
    #dbg_declare(ptr %7, !412, !DIExpression(), !413)
    #dbg_declare(ptr %8, !414, !DIExpression(), !415)
  %14 = load i8, ptr %6, align 1, !dbg !416
  %15 = zext i8 %14 to i32, !dbg !416
  %16 = icmp slt i32 %15, 128, !dbg !418
  br i1 %16, label %17, label %21, !dbg !419

17:                                               ; preds = %2
  %18 = load i8, ptr %6, align 1, !dbg !420
  %19 = zext i8 %18 to i32, !dbg !420
  %20 = load ptr, ptr %5, align 8, !dbg !422
  store i32 %19, ptr %20, align 4, !dbg !423
  store i32 1, ptr %3, align 4, !dbg !424
  br label %99, !dbg !424

21:                                               ; preds = %2
  %22 = load i8, ptr %6, align 1, !dbg !425
  %23 = zext i8 %22 to i32, !dbg !425
  %24 = and i32 %23, 224, !dbg !427
  %25 = icmp eq i32 %24, 192, !dbg !428
  br i1 %25, label %26, label %30, !dbg !429

26:                                               ; preds = %21
  store i32 2, ptr %7, align 4, !dbg !430
  %27 = load i8, ptr %6, align 1, !dbg !432
  %28 = zext i8 %27 to i32, !dbg !432
  %29 = and i32 %28, 31, !dbg !433
  store i32 %29, ptr %8, align 4, !dbg !434
  br label %51, !dbg !435

30:                                               ; preds = %21
  %31 = load i8, ptr %6, align 1, !dbg !436
  %32 = zext i8 %31 to i32, !dbg !436
  %33 = and i32 %32, 240, !dbg !438
  %34 = icmp eq i32 %33, 224, !dbg !439
  br i1 %34, label %35, label %39, !dbg !440

35:                                               ; preds = %30
  store i32 3, ptr %7, align 4, !dbg !441
  %36 = load i8, ptr %6, align 1, !dbg !443
  %37 = zext i8 %36 to i32, !dbg !443
  %38 = and i32 %37, 15, !dbg !444
  store i32 %38, ptr %8, align 4, !dbg !445
  br label %50, !dbg !446

39:                                               ; preds = %30
  %40 = load i8, ptr %6, align 1, !dbg !447
  %41 = zext i8 %40 to i32, !dbg !447
  %42 = and i32 %41, 248, !dbg !449
  %43 = icmp eq i32 %42, 240, !dbg !450
  br i1 %43, label %44, label %48, !dbg !451

44:                                               ; preds = %39
  store i32 4, ptr %7, align 4, !dbg !452
  %45 = load i8, ptr %6, align 1, !dbg !454
  %46 = zext i8 %45 to i32, !dbg !454
  %47 = and i32 %46, 7, !dbg !455
  store i32 %47, ptr %8, align 4, !dbg !456
  br label %49, !dbg !457

48:                                               ; preds = %39
  store i32 -1, ptr %3, align 4, !dbg !458
  br label %99, !dbg !458

49:                                               ; preds = %44
  br label %50

50:                                               ; preds = %49, %35
  br label %51

51:                                               ; preds = %50, %26
  br label %52

52:                                               ; preds = %51
    #dbg_declare(ptr %9, !460, !DIExpression(), !462)
  store i32 1, ptr %9, align 4, !dbg !462
  br label %53, !dbg !463

53:                                               ; preds = %75, %52
  %54 = load i32, ptr %9, align 4, !dbg !464
  %55 = load i32, ptr %7, align 4, !dbg !466
  %56 = icmp slt i32 %54, %55, !dbg !467
  br i1 %56, label %57, label %78, !dbg !468

57:                                               ; preds = %53
    #dbg_declare(ptr %10, !469, !DIExpression(), !471)
  %58 = load ptr, ptr %4, align 8, !dbg !472
  %59 = load i32, ptr %9, align 4, !dbg !473
  %60 = sext i32 %59 to i64, !dbg !472
  %61 = getelementptr inbounds i8, ptr %58, i64 %60, !dbg !472
  %62 = load i8, ptr %61, align 1, !dbg !472
  store i8 %62, ptr %10, align 1, !dbg !471
  %63 = load i8, ptr %10, align 1, !dbg !474
  %64 = zext i8 %63 to i32, !dbg !474
  %65 = and i32 %64, 192, !dbg !476
  %66 = icmp ne i32 %65, 128, !dbg !477
  br i1 %66, label %67, label %68, !dbg !478

67:                                               ; preds = %57
  store i32 -1, ptr %3, align 4, !dbg !479
  br label %99, !dbg !479

68:                                               ; preds = %57
  %69 = load i32, ptr %8, align 4, !dbg !480
  %70 = shl i32 %69, 6, !dbg !481
  %71 = load i8, ptr %10, align 1, !dbg !482
  %72 = zext i8 %71 to i32, !dbg !482
  %73 = and i32 %72, 63, !dbg !483
  %74 = or i32 %70, %73, !dbg !484
  store i32 %74, ptr %8, align 4, !dbg !485
  br label %75, !dbg !486

75:                                               ; preds = %68
  %76 = load i32, ptr %9, align 4, !dbg !487
  %77 = add nsw i32 %76, 1, !dbg !487
  store i32 %77, ptr %9, align 4, !dbg !487
  br label %53, !dbg !488, !llvm.loop !489

78:                                               ; preds = %53
  %79 = load i32, ptr %8, align 4, !dbg !491
  %80 = load i32, ptr %7, align 4, !dbg !493
  %81 = sext i32 %80 to i64, !dbg !494
  %82 = getelementptr inbounds [5 x i32], ptr @decode.min_for_len, i64 0, i64 %81, !dbg !494
  %83 = load i32, ptr %82, align 4, !dbg !494
  %84 = icmp ult i32 %79, %83, !dbg !495
  br i1 %84, label %94, label %85, !dbg !496

85:                                               ; preds = %78
  %86 = load i32, ptr %8, align 4, !dbg !497
  %87 = icmp ugt i32 %86, 1114111, !dbg !498
  br i1 %87, label %94, label %88, !dbg !499

88:                                               ; preds = %85
  %89 = load i32, ptr %8, align 4, !dbg !500
  %90 = icmp uge i32 %89, 55296, !dbg !501
  br i1 %90, label %91, label %95, !dbg !502

91:                                               ; preds = %88
  %92 = load i32, ptr %8, align 4, !dbg !503
  %93 = icmp ule i32 %92, 57343, !dbg !504
  br i1 %93, label %94, label %95, !dbg !505

94:                                               ; preds = %91, %85, %78
  store i32 -1, ptr %3, align 4, !dbg !506
  br label %99, !dbg !506

95:                                               ; preds = %91, %88
  %96 = load i32, ptr %8, align 4, !dbg !507
  %97 = load ptr, ptr %5, align 8, !dbg !508
  store i32 %96, ptr %97, align 4, !dbg !509
  %98 = load i32, ptr %7, align 4, !dbg !510
  store i32 %98, ptr %3, align 4, !dbg !511
  br label %99, !dbg !511

99:                                               ; preds = %95, %94, %67, %48, %17
  %100 = load i32, ptr %3, align 4, !dbg !512
  ret i32 %100, !dbg !512
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!83}
!llvm.module.flags = !{!91, !92, !93, !94, !95, !96, !97}
!llvm.ident = !{!98}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "utf8.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "78ae5d5ff6df30839b4f13357ee406f2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 25)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 24)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 16)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 39)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 2)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 3)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !41, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 5)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !31, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !36, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !31, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 15)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 19)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !41, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "min_for_len", scope: !71, file: !2, line: 56, type: !89, isLocal: true, isDefinition: true)
!71 = distinct !DISubprogram(name: "decode", scope: !2, file: !2, line: 31, type: !72, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !83, retainedNodes: !88)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !75, !77}
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !79, line: 26, baseType: !80)
!79 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !81, line: 42, baseType: !82)
!81 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!82 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!83 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !84, globals: !87, splitDebugInlining: false, nameTableKind: None)
!84 = !{!85, !86, !4}
!85 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!86 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!87 = !{!0, !7, !9, !14, !19, !24, !29, !34, !39, !44, !46, !51, !53, !55, !57, !62, !67, !69}
!88 = !{}
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 160, elements: !49)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!91 = !{i32 7, !"Dwarf Version", i32 5}
!92 = !{i32 2, !"Debug Info Version", i32 3}
!93 = !{i32 1, !"wchar_size", i32 4}
!94 = !{i32 8, !"PIC Level", i32 2}
!95 = !{i32 7, !"PIE Level", i32 2}
!96 = !{i32 7, !"uwtable", i32 2}
!97 = !{i32 7, !"frame-pointer", i32 2}
!98 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!99 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 63, type: !100, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !83, retainedNodes: !88)
!100 = !DISubroutineType(types: !101)
!101 = !{!74}
!102 = !DILocalVariable(name: "cps", scope: !99, file: !2, line: 64, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 416, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 13)
!106 = !DILocation(line: 64, column: 14, scope: !99)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 66, type: !74)
!108 = distinct !DILexicalBlock(scope: !99, file: !2, line: 66, column: 5)
!109 = !DILocation(line: 66, column: 14, scope: !108)
!110 = !DILocation(line: 66, column: 10, scope: !108)
!111 = !DILocation(line: 66, column: 21, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !2, line: 66, column: 5)
!113 = !DILocation(line: 66, column: 23, scope: !112)
!114 = !DILocation(line: 66, column: 5, scope: !108)
!115 = !DILocalVariable(name: "buf", scope: !116, file: !2, line: 67, type: !48)
!116 = distinct !DILexicalBlock(scope: !112, file: !2, line: 66, column: 34)
!117 = !DILocation(line: 67, column: 14, scope: !116)
!118 = !DILocalVariable(name: "n", scope: !116, file: !2, line: 68, type: !74)
!119 = !DILocation(line: 68, column: 13, scope: !116)
!120 = !DILocation(line: 68, column: 28, scope: !116)
!121 = !DILocation(line: 68, column: 24, scope: !116)
!122 = !DILocation(line: 68, column: 32, scope: !116)
!123 = !DILocation(line: 68, column: 17, scope: !116)
!124 = !DILocalVariable(name: "back", scope: !116, file: !2, line: 69, type: !78)
!125 = !DILocation(line: 69, column: 18, scope: !116)
!126 = !DILocalVariable(name: "m", scope: !116, file: !2, line: 70, type: !74)
!127 = !DILocation(line: 70, column: 13, scope: !116)
!128 = !DILocation(line: 70, column: 24, scope: !116)
!129 = !DILocation(line: 70, column: 17, scope: !116)
!130 = !DILocation(line: 71, column: 33, scope: !116)
!131 = !DILocation(line: 71, column: 29, scope: !116)
!132 = !DILocation(line: 71, column: 9, scope: !116)
!133 = !DILocalVariable(name: "k", scope: !134, file: !2, line: 72, type: !74)
!134 = distinct !DILexicalBlock(scope: !116, file: !2, line: 72, column: 9)
!135 = !DILocation(line: 72, column: 18, scope: !134)
!136 = !DILocation(line: 72, column: 14, scope: !134)
!137 = !DILocation(line: 72, column: 25, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !2, line: 72, column: 9)
!139 = !DILocation(line: 72, column: 29, scope: !138)
!140 = !DILocation(line: 72, column: 27, scope: !138)
!141 = !DILocation(line: 72, column: 9, scope: !134)
!142 = !DILocation(line: 73, column: 52, scope: !138)
!143 = !DILocation(line: 73, column: 48, scope: !138)
!144 = !DILocation(line: 73, column: 33, scope: !138)
!145 = !DILocation(line: 73, column: 60, scope: !138)
!146 = !DILocation(line: 73, column: 56, scope: !138)
!147 = !DILocation(line: 73, column: 13, scope: !138)
!148 = !DILocation(line: 72, column: 33, scope: !138)
!149 = !DILocation(line: 72, column: 9, scope: !138)
!150 = distinct !{!150, !141, !151, !152}
!151 = !DILocation(line: 73, column: 62, scope: !134)
!152 = !{!"llvm.loop.mustprogress"}
!153 = !DILocation(line: 74, column: 45, scope: !116)
!154 = !DILocation(line: 74, column: 51, scope: !116)
!155 = !DILocation(line: 74, column: 54, scope: !116)
!156 = !DILocation(line: 74, column: 66, scope: !116)
!157 = !DILocation(line: 74, column: 62, scope: !116)
!158 = !DILocation(line: 74, column: 59, scope: !116)
!159 = !DILocation(line: 74, column: 69, scope: !116)
!160 = !DILocation(line: 74, column: 72, scope: !116)
!161 = !DILocation(line: 74, column: 77, scope: !116)
!162 = !DILocation(line: 74, column: 74, scope: !116)
!163 = !DILocation(line: 0, scope: !116)
!164 = !DILocation(line: 74, column: 9, scope: !116)
!165 = !DILocation(line: 75, column: 5, scope: !116)
!166 = !DILocation(line: 66, column: 30, scope: !112)
!167 = !DILocation(line: 66, column: 5, scope: !112)
!168 = distinct !{!168, !114, !169, !152}
!169 = !DILocation(line: 75, column: 5, scope: !108)
!170 = !DILocalVariable(name: "text", scope: !99, file: !2, line: 76, type: !75)
!171 = !DILocation(line: 76, column: 17, scope: !99)
!172 = !DILocalVariable(name: "bytes", scope: !99, file: !2, line: 77, type: !173)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !174, line: 18, baseType: !175)
!174 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!175 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!176 = !DILocation(line: 77, column: 12, scope: !99)
!177 = !DILocation(line: 77, column: 27, scope: !99)
!178 = !DILocation(line: 77, column: 20, scope: !99)
!179 = !DILocalVariable(name: "chars", scope: !99, file: !2, line: 78, type: !74)
!180 = !DILocation(line: 78, column: 9, scope: !99)
!181 = !DILocalVariable(name: "nonascii", scope: !99, file: !2, line: 78, type: !74)
!182 = !DILocation(line: 78, column: 20, scope: !99)
!183 = !DILocalVariable(name: "sum", scope: !99, file: !2, line: 79, type: !78)
!184 = !DILocation(line: 79, column: 14, scope: !99)
!185 = !DILocalVariable(name: "p", scope: !186, file: !2, line: 80, type: !75)
!186 = distinct !DILexicalBlock(scope: !99, file: !2, line: 80, column: 5)
!187 = !DILocation(line: 80, column: 22, scope: !186)
!188 = !DILocation(line: 80, column: 26, scope: !186)
!189 = !DILocation(line: 80, column: 10, scope: !186)
!190 = !DILocation(line: 80, column: 33, scope: !191)
!191 = distinct !DILexicalBlock(scope: !186, file: !2, line: 80, column: 5)
!192 = !DILocation(line: 80, column: 32, scope: !191)
!193 = !DILocation(line: 80, column: 5, scope: !186)
!194 = !DILocalVariable(name: "cp", scope: !195, file: !2, line: 81, type: !78)
!195 = distinct !DILexicalBlock(scope: !191, file: !2, line: 80, column: 37)
!196 = !DILocation(line: 81, column: 18, scope: !195)
!197 = !DILocalVariable(name: "n", scope: !195, file: !2, line: 82, type: !74)
!198 = !DILocation(line: 82, column: 13, scope: !195)
!199 = !DILocation(line: 82, column: 24, scope: !195)
!200 = !DILocation(line: 82, column: 17, scope: !195)
!201 = !DILocation(line: 83, column: 13, scope: !202)
!202 = distinct !DILexicalBlock(scope: !195, file: !2, line: 83, column: 13)
!203 = !DILocation(line: 83, column: 15, scope: !202)
!204 = !DILocation(line: 83, column: 13, scope: !195)
!205 = !DILocation(line: 84, column: 47, scope: !206)
!206 = distinct !DILexicalBlock(scope: !202, file: !2, line: 83, column: 20)
!207 = !DILocation(line: 84, column: 51, scope: !206)
!208 = !DILocation(line: 84, column: 49, scope: !206)
!209 = !DILocation(line: 84, column: 13, scope: !206)
!210 = !DILocation(line: 85, column: 13, scope: !206)
!211 = !DILocation(line: 87, column: 14, scope: !195)
!212 = !DILocation(line: 88, column: 21, scope: !195)
!213 = !DILocation(line: 88, column: 24, scope: !195)
!214 = !DILocation(line: 88, column: 18, scope: !195)
!215 = !DILocation(line: 89, column: 16, scope: !195)
!216 = !DILocation(line: 89, column: 13, scope: !195)
!217 = !DILocation(line: 90, column: 14, scope: !195)
!218 = !DILocation(line: 90, column: 11, scope: !195)
!219 = !DILocation(line: 80, column: 5, scope: !191)
!220 = distinct !{!220, !193, !221, !152}
!221 = !DILocation(line: 91, column: 5, scope: !186)
!222 = !DILocation(line: 92, column: 55, scope: !99)
!223 = !DILocation(line: 92, column: 62, scope: !99)
!224 = !DILocation(line: 92, column: 69, scope: !99)
!225 = !DILocation(line: 92, column: 79, scope: !99)
!226 = !DILocation(line: 92, column: 5, scope: !99)
!227 = !DILocalVariable(name: "bad", scope: !99, file: !2, line: 93, type: !228)
!228 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 512, elements: !229)
!229 = !{!230}
!230 = !DISubrange(count: 8)
!231 = !DILocation(line: 93, column: 17, scope: !99)
!232 = !DILocalVariable(name: "i", scope: !233, file: !2, line: 95, type: !74)
!233 = distinct !DILexicalBlock(scope: !99, file: !2, line: 95, column: 5)
!234 = !DILocation(line: 95, column: 14, scope: !233)
!235 = !DILocation(line: 95, column: 10, scope: !233)
!236 = !DILocation(line: 95, column: 21, scope: !237)
!237 = distinct !DILexicalBlock(scope: !233, file: !2, line: 95, column: 5)
!238 = !DILocation(line: 95, column: 23, scope: !237)
!239 = !DILocation(line: 95, column: 5, scope: !233)
!240 = !DILocalVariable(name: "cp", scope: !241, file: !2, line: 96, type: !78)
!241 = distinct !DILexicalBlock(scope: !237, file: !2, line: 95, column: 33)
!242 = !DILocation(line: 96, column: 18, scope: !241)
!243 = !DILocation(line: 97, column: 35, scope: !241)
!244 = !DILocation(line: 97, column: 49, scope: !241)
!245 = !DILocation(line: 97, column: 45, scope: !241)
!246 = !DILocation(line: 97, column: 38, scope: !241)
!247 = !DILocation(line: 97, column: 9, scope: !241)
!248 = !DILocation(line: 98, column: 5, scope: !241)
!249 = !DILocation(line: 95, column: 29, scope: !237)
!250 = !DILocation(line: 95, column: 5, scope: !237)
!251 = distinct !{!251, !239, !252, !152}
!252 = !DILocation(line: 98, column: 5, scope: !233)
!253 = !DILocalVariable(name: "negative", scope: !99, file: !2, line: 100, type: !74)
!254 = !DILocation(line: 100, column: 9, scope: !99)
!255 = !DILocalVariable(name: "i", scope: !256, file: !2, line: 101, type: !173)
!256 = distinct !DILexicalBlock(scope: !99, file: !2, line: 101, column: 5)
!257 = !DILocation(line: 101, column: 17, scope: !256)
!258 = !DILocation(line: 101, column: 10, scope: !256)
!259 = !DILocation(line: 101, column: 24, scope: !260)
!260 = distinct !DILexicalBlock(scope: !256, file: !2, line: 101, column: 5)
!261 = !DILocation(line: 101, column: 28, scope: !260)
!262 = !DILocation(line: 101, column: 26, scope: !260)
!263 = !DILocation(line: 101, column: 5, scope: !256)
!264 = !DILocation(line: 102, column: 21, scope: !260)
!265 = !DILocation(line: 102, column: 26, scope: !260)
!266 = !DILocation(line: 102, column: 29, scope: !260)
!267 = !DILocation(line: 102, column: 18, scope: !260)
!268 = !DILocation(line: 102, column: 9, scope: !260)
!269 = !DILocation(line: 101, column: 36, scope: !260)
!270 = !DILocation(line: 101, column: 5, scope: !260)
!271 = distinct !{!271, !263, !272, !152}
!272 = !DILocation(line: 102, column: 31, scope: !256)
!273 = !DILocation(line: 103, column: 35, scope: !99)
!274 = !DILocation(line: 103, column: 5, scope: !99)
!275 = !DILocalVariable(name: "copy", scope: !99, file: !2, line: 105, type: !276)
!276 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !277)
!277 = !{!278}
!278 = !DISubrange(count: 64)
!279 = !DILocation(line: 105, column: 10, scope: !99)
!280 = !DILocation(line: 106, column: 12, scope: !99)
!281 = !DILocation(line: 106, column: 18, scope: !99)
!282 = !DILocation(line: 106, column: 5, scope: !99)
!283 = !DILocalVariable(name: "p", scope: !284, file: !2, line: 107, type: !285)
!284 = distinct !DILexicalBlock(scope: !99, file: !2, line: 107, column: 5)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!286 = !DILocation(line: 107, column: 16, scope: !284)
!287 = !DILocation(line: 107, column: 20, scope: !284)
!288 = !DILocation(line: 107, column: 10, scope: !284)
!289 = !DILocation(line: 107, column: 27, scope: !290)
!290 = distinct !DILexicalBlock(scope: !284, file: !2, line: 107, column: 5)
!291 = !DILocation(line: 107, column: 26, scope: !290)
!292 = !DILocation(line: 107, column: 5, scope: !284)
!293 = !DILocation(line: 108, column: 14, scope: !294)
!294 = distinct !DILexicalBlock(scope: !290, file: !2, line: 108, column: 13)
!295 = !DILocation(line: 108, column: 13, scope: !294)
!296 = !DILocation(line: 108, column: 16, scope: !294)
!297 = !DILocation(line: 108, column: 23, scope: !294)
!298 = !DILocation(line: 108, column: 27, scope: !294)
!299 = !DILocation(line: 108, column: 26, scope: !294)
!300 = !DILocation(line: 108, column: 29, scope: !294)
!301 = !DILocation(line: 108, column: 13, scope: !290)
!302 = !DILocation(line: 109, column: 26, scope: !294)
!303 = !DILocation(line: 109, column: 25, scope: !294)
!304 = !DILocation(line: 109, column: 28, scope: !294)
!305 = !DILocation(line: 109, column: 18, scope: !294)
!306 = !DILocation(line: 109, column: 14, scope: !294)
!307 = !DILocation(line: 109, column: 16, scope: !294)
!308 = !DILocation(line: 109, column: 13, scope: !294)
!309 = !DILocation(line: 108, column: 32, scope: !294)
!310 = !DILocation(line: 107, column: 31, scope: !290)
!311 = !DILocation(line: 107, column: 5, scope: !290)
!312 = distinct !{!312, !292, !313, !152}
!313 = !DILocation(line: 109, column: 32, scope: !284)
!314 = !DILocation(line: 110, column: 20, scope: !99)
!315 = !DILocation(line: 110, column: 5, scope: !99)
!316 = !DILocation(line: 111, column: 5, scope: !99)
!317 = distinct !DISubprogram(name: "encode", scope: !2, file: !2, line: 7, type: !318, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !83, retainedNodes: !88)
!318 = !DISubroutineType(types: !319)
!319 = !{!74, !78, !285}
!320 = !DILocalVariable(name: "cp", arg: 1, scope: !317, file: !2, line: 7, type: !78)
!321 = !DILocation(line: 7, column: 28, scope: !317)
!322 = !DILocalVariable(name: "out", arg: 2, scope: !317, file: !2, line: 7, type: !285)
!323 = !DILocation(line: 7, column: 38, scope: !317)
!324 = !DILocation(line: 8, column: 9, scope: !325)
!325 = distinct !DILexicalBlock(scope: !317, file: !2, line: 8, column: 9)
!326 = !DILocation(line: 8, column: 12, scope: !325)
!327 = !DILocation(line: 8, column: 9, scope: !317)
!328 = !DILocation(line: 9, column: 24, scope: !329)
!329 = distinct !DILexicalBlock(scope: !325, file: !2, line: 8, column: 20)
!330 = !DILocation(line: 9, column: 18, scope: !329)
!331 = !DILocation(line: 9, column: 9, scope: !329)
!332 = !DILocation(line: 9, column: 16, scope: !329)
!333 = !DILocation(line: 10, column: 9, scope: !329)
!334 = !DILocation(line: 12, column: 9, scope: !335)
!335 = distinct !DILexicalBlock(scope: !317, file: !2, line: 12, column: 9)
!336 = !DILocation(line: 12, column: 12, scope: !335)
!337 = !DILocation(line: 12, column: 9, scope: !317)
!338 = !DILocation(line: 13, column: 33, scope: !339)
!339 = distinct !DILexicalBlock(scope: !335, file: !2, line: 12, column: 21)
!340 = !DILocation(line: 13, column: 36, scope: !339)
!341 = !DILocation(line: 13, column: 30, scope: !339)
!342 = !DILocation(line: 13, column: 18, scope: !339)
!343 = !DILocation(line: 13, column: 9, scope: !339)
!344 = !DILocation(line: 13, column: 16, scope: !339)
!345 = !DILocation(line: 14, column: 33, scope: !339)
!346 = !DILocation(line: 14, column: 36, scope: !339)
!347 = !DILocation(line: 14, column: 30, scope: !339)
!348 = !DILocation(line: 14, column: 18, scope: !339)
!349 = !DILocation(line: 14, column: 9, scope: !339)
!350 = !DILocation(line: 14, column: 16, scope: !339)
!351 = !DILocation(line: 15, column: 9, scope: !339)
!352 = !DILocation(line: 17, column: 9, scope: !353)
!353 = distinct !DILexicalBlock(scope: !317, file: !2, line: 17, column: 9)
!354 = !DILocation(line: 17, column: 12, scope: !353)
!355 = !DILocation(line: 17, column: 9, scope: !317)
!356 = !DILocation(line: 18, column: 33, scope: !357)
!357 = distinct !DILexicalBlock(scope: !353, file: !2, line: 17, column: 23)
!358 = !DILocation(line: 18, column: 36, scope: !357)
!359 = !DILocation(line: 18, column: 30, scope: !357)
!360 = !DILocation(line: 18, column: 18, scope: !357)
!361 = !DILocation(line: 18, column: 9, scope: !357)
!362 = !DILocation(line: 18, column: 16, scope: !357)
!363 = !DILocation(line: 19, column: 34, scope: !357)
!364 = !DILocation(line: 19, column: 37, scope: !357)
!365 = !DILocation(line: 19, column: 43, scope: !357)
!366 = !DILocation(line: 19, column: 30, scope: !357)
!367 = !DILocation(line: 19, column: 18, scope: !357)
!368 = !DILocation(line: 19, column: 9, scope: !357)
!369 = !DILocation(line: 19, column: 16, scope: !357)
!370 = !DILocation(line: 20, column: 33, scope: !357)
!371 = !DILocation(line: 20, column: 36, scope: !357)
!372 = !DILocation(line: 20, column: 30, scope: !357)
!373 = !DILocation(line: 20, column: 18, scope: !357)
!374 = !DILocation(line: 20, column: 9, scope: !357)
!375 = !DILocation(line: 20, column: 16, scope: !357)
!376 = !DILocation(line: 21, column: 9, scope: !357)
!377 = !DILocation(line: 23, column: 29, scope: !317)
!378 = !DILocation(line: 23, column: 32, scope: !317)
!379 = !DILocation(line: 23, column: 26, scope: !317)
!380 = !DILocation(line: 23, column: 14, scope: !317)
!381 = !DILocation(line: 23, column: 5, scope: !317)
!382 = !DILocation(line: 23, column: 12, scope: !317)
!383 = !DILocation(line: 24, column: 30, scope: !317)
!384 = !DILocation(line: 24, column: 33, scope: !317)
!385 = !DILocation(line: 24, column: 40, scope: !317)
!386 = !DILocation(line: 24, column: 26, scope: !317)
!387 = !DILocation(line: 24, column: 14, scope: !317)
!388 = !DILocation(line: 24, column: 5, scope: !317)
!389 = !DILocation(line: 24, column: 12, scope: !317)
!390 = !DILocation(line: 25, column: 30, scope: !317)
!391 = !DILocation(line: 25, column: 33, scope: !317)
!392 = !DILocation(line: 25, column: 39, scope: !317)
!393 = !DILocation(line: 25, column: 26, scope: !317)
!394 = !DILocation(line: 25, column: 14, scope: !317)
!395 = !DILocation(line: 25, column: 5, scope: !317)
!396 = !DILocation(line: 25, column: 12, scope: !317)
!397 = !DILocation(line: 26, column: 29, scope: !317)
!398 = !DILocation(line: 26, column: 32, scope: !317)
!399 = !DILocation(line: 26, column: 26, scope: !317)
!400 = !DILocation(line: 26, column: 14, scope: !317)
!401 = !DILocation(line: 26, column: 5, scope: !317)
!402 = !DILocation(line: 26, column: 12, scope: !317)
!403 = !DILocation(line: 27, column: 5, scope: !317)
!404 = !DILocation(line: 28, column: 1, scope: !317)
!405 = !DILocalVariable(name: "s", arg: 1, scope: !71, file: !2, line: 31, type: !75)
!406 = !DILocation(line: 31, column: 31, scope: !71)
!407 = !DILocalVariable(name: "cp", arg: 2, scope: !71, file: !2, line: 31, type: !77)
!408 = !DILocation(line: 31, column: 44, scope: !71)
!409 = !DILocalVariable(name: "c", scope: !71, file: !2, line: 32, type: !85)
!410 = !DILocation(line: 32, column: 19, scope: !71)
!411 = !DILocation(line: 32, column: 38, scope: !71)
!412 = !DILocalVariable(name: "len", scope: !71, file: !2, line: 33, type: !74)
!413 = !DILocation(line: 33, column: 9, scope: !71)
!414 = !DILocalVariable(name: "v", scope: !71, file: !2, line: 34, type: !78)
!415 = !DILocation(line: 34, column: 14, scope: !71)
!416 = !DILocation(line: 35, column: 9, scope: !417)
!417 = distinct !DILexicalBlock(scope: !71, file: !2, line: 35, column: 9)
!418 = !DILocation(line: 35, column: 11, scope: !417)
!419 = !DILocation(line: 35, column: 9, scope: !71)
!420 = !DILocation(line: 36, column: 15, scope: !421)
!421 = distinct !DILexicalBlock(scope: !417, file: !2, line: 35, column: 19)
!422 = !DILocation(line: 36, column: 10, scope: !421)
!423 = !DILocation(line: 36, column: 13, scope: !421)
!424 = !DILocation(line: 37, column: 9, scope: !421)
!425 = !DILocation(line: 38, column: 17, scope: !426)
!426 = distinct !DILexicalBlock(scope: !417, file: !2, line: 38, column: 16)
!427 = !DILocation(line: 38, column: 19, scope: !426)
!428 = !DILocation(line: 38, column: 27, scope: !426)
!429 = !DILocation(line: 38, column: 16, scope: !417)
!430 = !DILocation(line: 39, column: 13, scope: !431)
!431 = distinct !DILexicalBlock(scope: !426, file: !2, line: 38, column: 36)
!432 = !DILocation(line: 40, column: 13, scope: !431)
!433 = !DILocation(line: 40, column: 15, scope: !431)
!434 = !DILocation(line: 40, column: 11, scope: !431)
!435 = !DILocation(line: 41, column: 5, scope: !431)
!436 = !DILocation(line: 41, column: 17, scope: !437)
!437 = distinct !DILexicalBlock(scope: !426, file: !2, line: 41, column: 16)
!438 = !DILocation(line: 41, column: 19, scope: !437)
!439 = !DILocation(line: 41, column: 27, scope: !437)
!440 = !DILocation(line: 41, column: 16, scope: !426)
!441 = !DILocation(line: 42, column: 13, scope: !442)
!442 = distinct !DILexicalBlock(scope: !437, file: !2, line: 41, column: 36)
!443 = !DILocation(line: 43, column: 13, scope: !442)
!444 = !DILocation(line: 43, column: 15, scope: !442)
!445 = !DILocation(line: 43, column: 11, scope: !442)
!446 = !DILocation(line: 44, column: 5, scope: !442)
!447 = !DILocation(line: 44, column: 17, scope: !448)
!448 = distinct !DILexicalBlock(scope: !437, file: !2, line: 44, column: 16)
!449 = !DILocation(line: 44, column: 19, scope: !448)
!450 = !DILocation(line: 44, column: 27, scope: !448)
!451 = !DILocation(line: 44, column: 16, scope: !437)
!452 = !DILocation(line: 45, column: 13, scope: !453)
!453 = distinct !DILexicalBlock(scope: !448, file: !2, line: 44, column: 36)
!454 = !DILocation(line: 46, column: 13, scope: !453)
!455 = !DILocation(line: 46, column: 15, scope: !453)
!456 = !DILocation(line: 46, column: 11, scope: !453)
!457 = !DILocation(line: 47, column: 5, scope: !453)
!458 = !DILocation(line: 48, column: 9, scope: !459)
!459 = distinct !DILexicalBlock(scope: !448, file: !2, line: 47, column: 12)
!460 = !DILocalVariable(name: "i", scope: !461, file: !2, line: 50, type: !74)
!461 = distinct !DILexicalBlock(scope: !71, file: !2, line: 50, column: 5)
!462 = !DILocation(line: 50, column: 14, scope: !461)
!463 = !DILocation(line: 50, column: 10, scope: !461)
!464 = !DILocation(line: 50, column: 21, scope: !465)
!465 = distinct !DILexicalBlock(scope: !461, file: !2, line: 50, column: 5)
!466 = !DILocation(line: 50, column: 25, scope: !465)
!467 = !DILocation(line: 50, column: 23, scope: !465)
!468 = !DILocation(line: 50, column: 5, scope: !461)
!469 = !DILocalVariable(name: "cc", scope: !470, file: !2, line: 51, type: !85)
!470 = distinct !DILexicalBlock(scope: !465, file: !2, line: 50, column: 35)
!471 = !DILocation(line: 51, column: 23, scope: !470)
!472 = !DILocation(line: 51, column: 43, scope: !470)
!473 = !DILocation(line: 51, column: 45, scope: !470)
!474 = !DILocation(line: 52, column: 14, scope: !475)
!475 = distinct !DILexicalBlock(scope: !470, file: !2, line: 52, column: 13)
!476 = !DILocation(line: 52, column: 17, scope: !475)
!477 = !DILocation(line: 52, column: 25, scope: !475)
!478 = !DILocation(line: 52, column: 13, scope: !470)
!479 = !DILocation(line: 53, column: 13, scope: !475)
!480 = !DILocation(line: 54, column: 14, scope: !470)
!481 = !DILocation(line: 54, column: 16, scope: !470)
!482 = !DILocation(line: 54, column: 25, scope: !470)
!483 = !DILocation(line: 54, column: 28, scope: !470)
!484 = !DILocation(line: 54, column: 22, scope: !470)
!485 = !DILocation(line: 54, column: 11, scope: !470)
!486 = !DILocation(line: 55, column: 5, scope: !470)
!487 = !DILocation(line: 50, column: 31, scope: !465)
!488 = !DILocation(line: 50, column: 5, scope: !465)
!489 = distinct !{!489, !468, !490, !152}
!490 = !DILocation(line: 55, column: 5, scope: !461)
!491 = !DILocation(line: 57, column: 9, scope: !492)
!492 = distinct !DILexicalBlock(scope: !71, file: !2, line: 57, column: 9)
!493 = !DILocation(line: 57, column: 25, scope: !492)
!494 = !DILocation(line: 57, column: 13, scope: !492)
!495 = !DILocation(line: 57, column: 11, scope: !492)
!496 = !DILocation(line: 57, column: 30, scope: !492)
!497 = !DILocation(line: 57, column: 33, scope: !492)
!498 = !DILocation(line: 57, column: 35, scope: !492)
!499 = !DILocation(line: 57, column: 46, scope: !492)
!500 = !DILocation(line: 57, column: 50, scope: !492)
!501 = !DILocation(line: 57, column: 52, scope: !492)
!502 = !DILocation(line: 57, column: 62, scope: !492)
!503 = !DILocation(line: 57, column: 65, scope: !492)
!504 = !DILocation(line: 57, column: 67, scope: !492)
!505 = !DILocation(line: 57, column: 9, scope: !71)
!506 = !DILocation(line: 58, column: 9, scope: !492)
!507 = !DILocation(line: 59, column: 11, scope: !71)
!508 = !DILocation(line: 59, column: 6, scope: !71)
!509 = !DILocation(line: 59, column: 9, scope: !71)
!510 = !DILocation(line: 60, column: 12, scope: !71)
!511 = !DILocation(line: 60, column: 5, scope: !71)
!512 = !DILocation(line: 61, column: 1, scope: !71)
