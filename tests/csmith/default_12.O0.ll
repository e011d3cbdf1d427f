; ModuleID = 'default_12.c'
source_filename = "default_12.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.U1 = type { i32 }
%union.U0 = type { i64 }

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_3 = internal global [6 x i32] [i32 300972875, i32 -10, i32 300972875, i32 300972875, i32 -10, i32 300972875], align 16, !dbg !7
@.str.1 = private unnamed_addr constant [7 x i8] c"g_3[i]\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [11 x i8] c"g_16[i].f0\00", align 1, !dbg !25
@.str.4 = private unnamed_addr constant [11 x i8] c"g_16[i].f2\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [11 x i8] c"g_16[i].f3\00", align 1, !dbg !32
@.str.6 = private unnamed_addr constant [11 x i8] c"g_16[i].f4\00", align 1, !dbg !34
@g_39 = internal global i8 98, align 1, !dbg !143
@.str.7 = private unnamed_addr constant [5 x i8] c"g_39\00", align 1, !dbg !36
@g_43 = internal global i16 1, align 2, !dbg !145
@.str.8 = private unnamed_addr constant [5 x i8] c"g_43\00", align 1, !dbg !41
@.str.9 = private unnamed_addr constant [8 x i8] c"g_51.f0\00", align 1, !dbg !43
@g_60 = internal global [2 x i32] [i32 7, i32 7], align 4, !dbg !156
@.str.10 = private unnamed_addr constant [8 x i8] c"g_60[i]\00", align 1, !dbg !48
@g_61 = internal global [4 x i64] [i64 -3, i64 -3, i64 -3, i64 -3], align 16, !dbg !159
@.str.11 = private unnamed_addr constant [8 x i8] c"g_61[i]\00", align 1, !dbg !50
@g_68 = internal global i64 -4314129969687557918, align 8, !dbg !164
@.str.12 = private unnamed_addr constant [5 x i8] c"g_68\00", align 1, !dbg !52
@g_75 = internal global i32 -1298597516, align 4, !dbg !166
@.str.13 = private unnamed_addr constant [5 x i8] c"g_75\00", align 1, !dbg !54
@g_78 = internal global [3 x i32] [i32 -1372771184, i32 -1372771184, i32 -1372771184], align 4, !dbg !168
@.str.14 = private unnamed_addr constant [8 x i8] c"g_78[i]\00", align 1, !dbg !56
@g_125 = internal constant [8 x i16] [i16 -2, i16 1, i16 -2, i16 -2, i16 1, i16 -2, i16 -2, i16 1], align 16, !dbg !173
@.str.15 = private unnamed_addr constant [9 x i8] c"g_125[i]\00", align 1, !dbg !58
@.str.16 = private unnamed_addr constant [9 x i8] c"g_145.f0\00", align 1, !dbg !63
@.str.17 = private unnamed_addr constant [9 x i8] c"g_145.f2\00", align 1, !dbg !65
@.str.18 = private unnamed_addr constant [9 x i8] c"g_145.f3\00", align 1, !dbg !67
@.str.19 = private unnamed_addr constant [9 x i8] c"g_145.f4\00", align 1, !dbg !69
@crc32_context = internal global i32 -1, align 4, !dbg !185
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !71
@g_58 = internal global ptr null, align 8, !dbg !96
@g_59 = internal global ptr @g_60, align 8, !dbg !103
@__const.func_1.l_67 = private unnamed_addr constant [1 x [7 x [7 x ptr]]] [[7 x [7 x ptr]] [[7 x ptr] [ptr @g_60, ptr @g_60, ptr @g_60, ptr @g_60, ptr @g_60, ptr @g_60, ptr @g_60], [7 x ptr] [ptr @g_60, ptr null, ptr null, ptr @g_60, ptr null, ptr null, ptr @g_60], [7 x ptr] [ptr null, ptr @g_60, ptr null, ptr null, ptr @g_60, ptr null, ptr null], [7 x ptr] [ptr @g_60, ptr @g_60, ptr @g_60, ptr @g_60, ptr @g_60, ptr @g_60, ptr @g_60], [7 x ptr] [ptr @g_60, ptr null, ptr null, ptr @g_60, ptr null, ptr null, ptr @g_60], [7 x ptr] [ptr null, ptr @g_60, ptr null, ptr null, ptr @g_60, ptr null, ptr null], [7 x ptr] [ptr @g_60, ptr @g_60, ptr @g_60, ptr @g_60, ptr @g_60, ptr @g_60, ptr @g_60]]], align 16
@g_83 = internal global ptr @g_84, align 8, !dbg !109
@g_95 = internal global ptr @g_75, align 8, !dbg !118
@__const.func_12.l_52 = private unnamed_addr constant { i8, i8, i8, [5 x i8] } { i8 -1, i8 -1, i8 15, [5 x i8] undef }, align 8
@g_48 = internal global ptr @g_49, align 8, !dbg !81
@g_49 = internal global ptr @g_50, align 8, !dbg !92
@g_50 = internal constant ptr null, align 8, !dbg !94
@g_84 = internal global ptr null, align 8, !dbg !116
@.str.20 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !120
@g_16 = internal global [6 x { i16, [2 x i8] }] [{ i16, [2 x i8] } { i16 -1, [2 x i8] undef }, { i16, [2 x i8] } { i16 25982, [2 x i8] undef }, { i16, [2 x i8] } { i16 -1, [2 x i8] undef }, { i16, [2 x i8] } { i16 -1, [2 x i8] undef }, { i16, [2 x i8] } { i16 25982, [2 x i8] undef }, { i16, [2 x i8] } { i16 -1, [2 x i8] undef }], align 16, !dbg !125
@g_51 = internal global { i8, i8, i8, [5 x i8] } { i8 -9, i8 -1, i8 15, [5 x i8] undef }, align 8, !dbg !147
@g_145 = internal global { i16, [2 x i8] } { i16 -28575, [2 x i8] undef }, align 4, !dbg !177
@.str.24 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !179

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !196 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !202, !DIExpression(), !203)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !204, !DIExpression(), !205)
    #dbg_declare(ptr %6, !206, !DIExpression(), !207)
    #dbg_declare(ptr %7, !208, !DIExpression(), !209)
    #dbg_declare(ptr %8, !210, !DIExpression(), !211)
    #dbg_declare(ptr %9, !212, !DIExpression(), !213)
  store i32 0, ptr %9, align 4, !dbg !213
  %10 = load i32, ptr %4, align 4, !dbg !214
  %11 = icmp eq i32 %10, 2, !dbg !216
  br i1 %11, label %12, label %19, !dbg !217

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8, !dbg !218
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !218
  %15 = load ptr, ptr %14, align 8, !dbg !218
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #5, !dbg !219
  %17 = icmp eq i32 %16, 0, !dbg !220
  br i1 %17, label %18, label %19, !dbg !221

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4, !dbg !222
  br label %19, !dbg !223

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin(), !dbg !224
  call void @crc32_gentab(), !dbg !225
  %20 = call i32 @func_1(), !dbg !226
  store i32 0, ptr %6, align 4, !dbg !227
  br label %21, !dbg !229

21:                                               ; preds = %37, %19
  %22 = load i32, ptr %6, align 4, !dbg !230
  %23 = icmp slt i32 %22, 6, !dbg !232
  br i1 %23, label %24, label %40, !dbg !233

24:                                               ; preds = %21
  %25 = load i32, ptr %6, align 4, !dbg !234
  %26 = sext i32 %25 to i64, !dbg !236
  %27 = getelementptr inbounds [6 x i32], ptr @g_3, i64 0, i64 %26, !dbg !236
  %28 = load i32, ptr %27, align 4, !dbg !236
  %29 = sext i32 %28 to i64, !dbg !236
  %30 = load i32, ptr %9, align 4, !dbg !237
  call void @transparent_crc(i64 noundef %29, ptr noundef @.str.1, i32 noundef %30), !dbg !238
  %31 = load i32, ptr %9, align 4, !dbg !239
  %32 = icmp ne i32 %31, 0, !dbg !239
  br i1 %32, label %33, label %36, !dbg !241

33:                                               ; preds = %24
  %34 = load i32, ptr %6, align 4, !dbg !242
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %34), !dbg !243
  br label %36, !dbg !243

36:                                               ; preds = %33, %24
  br label %37, !dbg !244

37:                                               ; preds = %36
  %38 = load i32, ptr %6, align 4, !dbg !245
  %39 = add nsw i32 %38, 1, !dbg !245
  store i32 %39, ptr %6, align 4, !dbg !245
  br label %21, !dbg !246, !llvm.loop !247

40:                                               ; preds = %21
  store i32 0, ptr %6, align 4, !dbg !250
  br label %41, !dbg !252

41:                                               ; preds = %75, %40
  %42 = load i32, ptr %6, align 4, !dbg !253
  %43 = icmp slt i32 %42, 6, !dbg !255
  br i1 %43, label %44, label %78, !dbg !256

44:                                               ; preds = %41
  %45 = load i32, ptr %6, align 4, !dbg !257
  %46 = sext i32 %45 to i64, !dbg !259
  %47 = getelementptr inbounds [6 x %union.U1], ptr @g_16, i64 0, i64 %46, !dbg !259
  %48 = load volatile i16, ptr %47, align 4, !dbg !260
  %49 = sext i16 %48 to i64, !dbg !259
  %50 = load i32, ptr %9, align 4, !dbg !261
  call void @transparent_crc(i64 noundef %49, ptr noundef @.str.3, i32 noundef %50), !dbg !262
  %51 = load i32, ptr %6, align 4, !dbg !263
  %52 = sext i32 %51 to i64, !dbg !264
  %53 = getelementptr inbounds [6 x %union.U1], ptr @g_16, i64 0, i64 %52, !dbg !264
  %54 = load volatile i16, ptr %53, align 4, !dbg !265
  %55 = zext i16 %54 to i64, !dbg !264
  %56 = load i32, ptr %9, align 4, !dbg !266
  call void @transparent_crc(i64 noundef %55, ptr noundef @.str.4, i32 noundef %56), !dbg !267
  %57 = load i32, ptr %6, align 4, !dbg !268
  %58 = sext i32 %57 to i64, !dbg !269
  %59 = getelementptr inbounds [6 x %union.U1], ptr @g_16, i64 0, i64 %58, !dbg !269
  %60 = load volatile i16, ptr %59, align 4, !dbg !270
  %61 = sext i16 %60 to i64, !dbg !269
  %62 = load i32, ptr %9, align 4, !dbg !271
  call void @transparent_crc(i64 noundef %61, ptr noundef @.str.5, i32 noundef %62), !dbg !272
  %63 = load i32, ptr %6, align 4, !dbg !273
  %64 = sext i32 %63 to i64, !dbg !274
  %65 = getelementptr inbounds [6 x %union.U1], ptr @g_16, i64 0, i64 %64, !dbg !274
  %66 = load volatile i16, ptr %65, align 4, !dbg !275
  %67 = sext i16 %66 to i64, !dbg !274
  %68 = load i32, ptr %9, align 4, !dbg !276
  call void @transparent_crc(i64 noundef %67, ptr noundef @.str.6, i32 noundef %68), !dbg !277
  %69 = load i32, ptr %9, align 4, !dbg !278
  %70 = icmp ne i32 %69, 0, !dbg !278
  br i1 %70, label %71, label %74, !dbg !280

71:                                               ; preds = %44
  %72 = load i32, ptr %6, align 4, !dbg !281
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %72), !dbg !282
  br label %74, !dbg !282

74:                                               ; preds = %71, %44
  br label %75, !dbg !283

75:                                               ; preds = %74
  %76 = load i32, ptr %6, align 4, !dbg !284
  %77 = add nsw i32 %76, 1, !dbg !284
  store i32 %77, ptr %6, align 4, !dbg !284
  br label %41, !dbg !285, !llvm.loop !286

78:                                               ; preds = %41
  %79 = load i8, ptr @g_39, align 1, !dbg !288
  %80 = zext i8 %79 to i64, !dbg !288
  %81 = load i32, ptr %9, align 4, !dbg !289
  call void @transparent_crc(i64 noundef %80, ptr noundef @.str.7, i32 noundef %81), !dbg !290
  %82 = load i16, ptr @g_43, align 2, !dbg !291
  %83 = sext i16 %82 to i64, !dbg !291
  %84 = load i32, ptr %9, align 4, !dbg !292
  call void @transparent_crc(i64 noundef %83, ptr noundef @.str.8, i32 noundef %84), !dbg !293
  %85 = load i32, ptr @g_51, align 8, !dbg !294
  %86 = shl i32 %85, 12, !dbg !294
  %87 = ashr i32 %86, 12, !dbg !294
  %88 = sext i32 %87 to i64, !dbg !295
  %89 = load i32, ptr %9, align 4, !dbg !296
  call void @transparent_crc(i64 noundef %88, ptr noundef @.str.9, i32 noundef %89), !dbg !297
  store i32 0, ptr %6, align 4, !dbg !298
  br label %90, !dbg !300

90:                                               ; preds = %106, %78
  %91 = load i32, ptr %6, align 4, !dbg !301
  %92 = icmp slt i32 %91, 2, !dbg !303
  br i1 %92, label %93, label %109, !dbg !304

93:                                               ; preds = %90
  %94 = load i32, ptr %6, align 4, !dbg !305
  %95 = sext i32 %94 to i64, !dbg !307
  %96 = getelementptr inbounds [2 x i32], ptr @g_60, i64 0, i64 %95, !dbg !307
  %97 = load i32, ptr %96, align 4, !dbg !307
  %98 = sext i32 %97 to i64, !dbg !307
  %99 = load i32, ptr %9, align 4, !dbg !308
  call void @transparent_crc(i64 noundef %98, ptr noundef @.str.10, i32 noundef %99), !dbg !309
  %100 = load i32, ptr %9, align 4, !dbg !310
  %101 = icmp ne i32 %100, 0, !dbg !310
  br i1 %101, label %102, label %105, !dbg !312

102:                                              ; preds = %93
  %103 = load i32, ptr %6, align 4, !dbg !313
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %103), !dbg !314
  br label %105, !dbg !314

105:                                              ; preds = %102, %93
  br label %106, !dbg !315

106:                                              ; preds = %105
  %107 = load i32, ptr %6, align 4, !dbg !316
  %108 = add nsw i32 %107, 1, !dbg !316
  store i32 %108, ptr %6, align 4, !dbg !316
  br label %90, !dbg !317, !llvm.loop !318

109:                                              ; preds = %90
  store i32 0, ptr %6, align 4, !dbg !320
  br label %110, !dbg !322

110:                                              ; preds = %125, %109
  %111 = load i32, ptr %6, align 4, !dbg !323
  %112 = icmp slt i32 %111, 4, !dbg !325
  br i1 %112, label %113, label %128, !dbg !326

113:                                              ; preds = %110
  %114 = load i32, ptr %6, align 4, !dbg !327
  %115 = sext i32 %114 to i64, !dbg !329
  %116 = getelementptr inbounds [4 x i64], ptr @g_61, i64 0, i64 %115, !dbg !329
  %117 = load i64, ptr %116, align 8, !dbg !329
  %118 = load i32, ptr %9, align 4, !dbg !330
  call void @transparent_crc(i64 noundef %117, ptr noundef @.str.11, i32 noundef %118), !dbg !331
  %119 = load i32, ptr %9, align 4, !dbg !332
  %120 = icmp ne i32 %119, 0, !dbg !332
  br i1 %120, label %121, label %124, !dbg !334

121:                                              ; preds = %113
  %122 = load i32, ptr %6, align 4, !dbg !335
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %122), !dbg !336
  br label %124, !dbg !336

124:                                              ; preds = %121, %113
  br label %125, !dbg !337

125:                                              ; preds = %124
  %126 = load i32, ptr %6, align 4, !dbg !338
  %127 = add nsw i32 %126, 1, !dbg !338
  store i32 %127, ptr %6, align 4, !dbg !338
  br label %110, !dbg !339, !llvm.loop !340

128:                                              ; preds = %110
  %129 = load i64, ptr @g_68, align 8, !dbg !342
  %130 = load i32, ptr %9, align 4, !dbg !343
  call void @transparent_crc(i64 noundef %129, ptr noundef @.str.12, i32 noundef %130), !dbg !344
  %131 = load i32, ptr @g_75, align 4, !dbg !345
  %132 = sext i32 %131 to i64, !dbg !345
  %133 = load i32, ptr %9, align 4, !dbg !346
  call void @transparent_crc(i64 noundef %132, ptr noundef @.str.13, i32 noundef %133), !dbg !347
  store i32 0, ptr %6, align 4, !dbg !348
  br label %134, !dbg !350

134:                                              ; preds = %150, %128
  %135 = load i32, ptr %6, align 4, !dbg !351
  %136 = icmp slt i32 %135, 3, !dbg !353
  br i1 %136, label %137, label %153, !dbg !354

137:                                              ; preds = %134
  %138 = load i32, ptr %6, align 4, !dbg !355
  %139 = sext i32 %138 to i64, !dbg !357
  %140 = getelementptr inbounds [3 x i32], ptr @g_78, i64 0, i64 %139, !dbg !357
  %141 = load i32, ptr %140, align 4, !dbg !357
  %142 = sext i32 %141 to i64, !dbg !357
  %143 = load i32, ptr %9, align 4, !dbg !358
  call void @transparent_crc(i64 noundef %142, ptr noundef @.str.14, i32 noundef %143), !dbg !359
  %144 = load i32, ptr %9, align 4, !dbg !360
  %145 = icmp ne i32 %144, 0, !dbg !360
  br i1 %145, label %146, label %149, !dbg !362

146:                                              ; preds = %137
  %147 = load i32, ptr %6, align 4, !dbg !363
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %147), !dbg !364
  br label %149, !dbg !364

149:                                              ; preds = %146, %137
  br label %150, !dbg !365

150:                                              ; preds = %149
  %151 = load i32, ptr %6, align 4, !dbg !366
  %152 = add nsw i32 %151, 1, !dbg !366
  store i32 %152, ptr %6, align 4, !dbg !366
  br label %134, !dbg !367, !llvm.loop !368

153:                                              ; preds = %134
  store i32 0, ptr %6, align 4, !dbg !370
  br label %154, !dbg !372

154:                                              ; preds = %170, %153
  %155 = load i32, ptr %6, align 4, !dbg !373
  %156 = icmp slt i32 %155, 8, !dbg !375
  br i1 %156, label %157, label %173, !dbg !376

157:                                              ; preds = %154
  %158 = load i32, ptr %6, align 4, !dbg !377
  %159 = sext i32 %158 to i64, !dbg !379
  %160 = getelementptr inbounds [8 x i16], ptr @g_125, i64 0, i64 %159, !dbg !379
  %161 = load i16, ptr %160, align 2, !dbg !379
  %162 = sext i16 %161 to i64, !dbg !379
  %163 = load i32, ptr %9, align 4, !dbg !380
  call void @transparent_crc(i64 noundef %162, ptr noundef @.str.15, i32 noundef %163), !dbg !381
  %164 = load i32, ptr %9, align 4, !dbg !382
  %165 = icmp ne i32 %164, 0, !dbg !382
  br i1 %165, label %166, label %169, !dbg !384

166:                                              ; preds = %157
  %167 = load i32, ptr %6, align 4, !dbg !385
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %167), !dbg !386
  br label %169, !dbg !386

169:                                              ; preds = %166, %157
  br label %170, !dbg !387

170:                                              ; preds = %169
  %171 = load i32, ptr %6, align 4, !dbg !388
  %172 = add nsw i32 %171, 1, !dbg !388
  store i32 %172, ptr %6, align 4, !dbg !388
  br label %154, !dbg !389, !llvm.loop !390

173:                                              ; preds = %154
  %174 = load volatile i16, ptr @g_145, align 4, !dbg !392
  %175 = sext i16 %174 to i64, !dbg !393
  %176 = load i32, ptr %9, align 4, !dbg !394
  call void @transparent_crc(i64 noundef %175, ptr noundef @.str.16, i32 noundef %176), !dbg !395
  %177 = load volatile i16, ptr @g_145, align 4, !dbg !396
  %178 = zext i16 %177 to i64, !dbg !397
  %179 = load i32, ptr %9, align 4, !dbg !398
  call void @transparent_crc(i64 noundef %178, ptr noundef @.str.17, i32 noundef %179), !dbg !399
  %180 = load volatile i16, ptr @g_145, align 4, !dbg !400
  %181 = sext i16 %180 to i64, !dbg !401
  %182 = load i32, ptr %9, align 4, !dbg !402
  call void @transparent_crc(i64 noundef %181, ptr noundef @.str.18, i32 noundef %182), !dbg !403
  %183 = load volatile i16, ptr @g_145, align 4, !dbg !404
  %184 = sext i16 %183 to i64, !dbg !405
  %185 = load i32, ptr %9, align 4, !dbg !406
  call void @transparent_crc(i64 noundef %184, ptr noundef @.str.19, i32 noundef %185), !dbg !407
  %186 = load i32, ptr @crc32_context, align 4, !dbg !408
  %187 = zext i32 %186 to i64, !dbg !408
  %188 = xor i64 %187, 4294967295, !dbg !409
  %189 = trunc i64 %188 to i32, !dbg !408
  %190 = load i32, ptr %9, align 4, !dbg !410
  call void @platform_main_end(i32 noundef %189, i32 noundef %190), !dbg !411
  ret i32 0, !dbg !412
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !413 {
  ret void, !dbg !416
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !417 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !418, !DIExpression(), !419)
    #dbg_declare(ptr %2, !420, !DIExpression(), !422)
  store i32 -306674912, ptr %2, align 4, !dbg !422
    #dbg_declare(ptr %3, !423, !DIExpression(), !424)
    #dbg_declare(ptr %4, !425, !DIExpression(), !426)
  store i32 0, ptr %3, align 4, !dbg !427
  br label %5, !dbg !429

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !430
  %7 = icmp slt i32 %6, 256, !dbg !432
  br i1 %7, label %8, label %36, !dbg !433

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !434
  store i32 %9, ptr %1, align 4, !dbg !436
  store i32 8, ptr %4, align 4, !dbg !437
  br label %10, !dbg !439

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !440
  %12 = icmp sgt i32 %11, 0, !dbg !442
  br i1 %12, label %13, label %28, !dbg !443

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !444
  %15 = and i32 %14, 1, !dbg !447
  %16 = icmp ne i32 %15, 0, !dbg !447
  br i1 %16, label %17, label %21, !dbg !448

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !449
  %19 = lshr i32 %18, 1, !dbg !451
  %20 = xor i32 %19, -306674912, !dbg !452
  store i32 %20, ptr %1, align 4, !dbg !453
  br label %24, !dbg !454

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !455
  %23 = lshr i32 %22, 1, !dbg !455
  store i32 %23, ptr %1, align 4, !dbg !455
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !457

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !458
  %27 = add nsw i32 %26, -1, !dbg !458
  store i32 %27, ptr %4, align 4, !dbg !458
  br label %10, !dbg !459, !llvm.loop !460

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !462
  %30 = load i32, ptr %3, align 4, !dbg !463
  %31 = sext i32 %30 to i64, !dbg !464
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !464
  store i32 %29, ptr %32, align 4, !dbg !465
  br label %33, !dbg !466

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !467
  %35 = add nsw i32 %34, 1, !dbg !467
  store i32 %35, ptr %3, align 4, !dbg !467
  br label %5, !dbg !468, !llvm.loop !469

36:                                               ; preds = %5
  ret void, !dbg !471
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @func_1() #0 !dbg !472 {
  %1 = alloca [1 x [2 x i8]], align 1
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [5 x ptr], align 16
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i16, align 2
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca %union.U0, align 8
  %17 = alloca %union.U1, align 4
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca [4 x ptr], align 16
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca [1 x [7 x [7 x ptr]]], align 16
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i8, align 1
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca %union.U0, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i32, align 4
  %40 = alloca i8, align 1
  %41 = alloca ptr, align 8
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
    #dbg_declare(ptr %1, !475, !DIExpression(), !482)
    #dbg_declare(ptr %2, !483, !DIExpression(), !484)
  store ptr @g_43, ptr %2, align 8, !dbg !484
    #dbg_declare(ptr %3, !485, !DIExpression(), !486)
  store ptr %2, ptr %3, align 8, !dbg !486
    #dbg_declare(ptr %4, !487, !DIExpression(), !489)
    #dbg_declare(ptr %5, !490, !DIExpression(), !491)
  %44 = getelementptr inbounds [5 x ptr], ptr %4, i64 0, i64 0, !dbg !492
  store ptr %44, ptr %5, align 8, !dbg !491
    #dbg_declare(ptr %6, !493, !DIExpression(), !495)
  store ptr @g_39, ptr %6, align 8, !dbg !495
    #dbg_declare(ptr %7, !496, !DIExpression(), !499)
  store ptr %6, ptr %7, align 8, !dbg !499
    #dbg_declare(ptr %8, !500, !DIExpression(), !502)
  store i32 1, ptr %8, align 4, !dbg !502
    #dbg_declare(ptr %9, !503, !DIExpression(), !504)
  store i16 -15675, ptr %9, align 2, !dbg !504
    #dbg_declare(ptr %10, !505, !DIExpression(), !506)
    #dbg_declare(ptr %11, !507, !DIExpression(), !508)
  store i32 0, ptr %10, align 4, !dbg !509
  br label %45, !dbg !511

45:                                               ; preds = %63, %0
  %46 = load i32, ptr %10, align 4, !dbg !512
  %47 = icmp slt i32 %46, 1, !dbg !514
  br i1 %47, label %48, label %66, !dbg !515

48:                                               ; preds = %45
  store i32 0, ptr %11, align 4, !dbg !516
  br label %49, !dbg !519

49:                                               ; preds = %59, %48
  %50 = load i32, ptr %11, align 4, !dbg !520
  %51 = icmp slt i32 %50, 2, !dbg !522
  br i1 %51, label %52, label %62, !dbg !523

52:                                               ; preds = %49
  %53 = load i32, ptr %10, align 4, !dbg !524
  %54 = sext i32 %53 to i64, !dbg !525
  %55 = getelementptr inbounds [1 x [2 x i8]], ptr %1, i64 0, i64 %54, !dbg !525
  %56 = load i32, ptr %11, align 4, !dbg !526
  %57 = sext i32 %56 to i64, !dbg !525
  %58 = getelementptr inbounds [2 x i8], ptr %55, i64 0, i64 %57, !dbg !525
  store i8 72, ptr %58, align 1, !dbg !527
  br label %59, !dbg !525

59:                                               ; preds = %52
  %60 = load i32, ptr %11, align 4, !dbg !528
  %61 = add nsw i32 %60, 1, !dbg !528
  store i32 %61, ptr %11, align 4, !dbg !528
  br label %49, !dbg !529, !llvm.loop !530

62:                                               ; preds = %49
  br label %63, !dbg !532

63:                                               ; preds = %62
  %64 = load i32, ptr %10, align 4, !dbg !533
  %65 = add nsw i32 %64, 1, !dbg !533
  store i32 %65, ptr %10, align 4, !dbg !533
  br label %45, !dbg !534, !llvm.loop !535

66:                                               ; preds = %45
  store i32 0, ptr %10, align 4, !dbg !537
  br label %67, !dbg !539

67:                                               ; preds = %74, %66
  %68 = load i32, ptr %10, align 4, !dbg !540
  %69 = icmp slt i32 %68, 5, !dbg !542
  br i1 %69, label %70, label %77, !dbg !543

70:                                               ; preds = %67
  %71 = load i32, ptr %10, align 4, !dbg !544
  %72 = sext i32 %71 to i64, !dbg !545
  %73 = getelementptr inbounds [5 x ptr], ptr %4, i64 0, i64 %72, !dbg !545
  store ptr %3, ptr %73, align 8, !dbg !546
  br label %74, !dbg !545

74:                                               ; preds = %70
  %75 = load i32, ptr %10, align 4, !dbg !547
  %76 = add nsw i32 %75, 1, !dbg !547
  store i32 %76, ptr %10, align 4, !dbg !547
  br label %67, !dbg !548, !llvm.loop !549

77:                                               ; preds = %67
  store i32 0, ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 2), align 8, !dbg !551
  br label %78, !dbg !553

78:                                               ; preds = %335, %77
  %79 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 2), align 8, !dbg !554
  %80 = icmp sle i32 %79, 0, !dbg !556
  br i1 %80, label %81, label %338, !dbg !557

81:                                               ; preds = %78
    #dbg_declare(ptr %12, !558, !DIExpression(), !560)
  store i64 -10, ptr %12, align 8, !dbg !560
    #dbg_declare(ptr %13, !561, !DIExpression(), !562)
  store ptr @g_43, ptr %13, align 8, !dbg !562
    #dbg_declare(ptr %14, !563, !DIExpression(), !564)
  store ptr @g_39, ptr %14, align 8, !dbg !564
    #dbg_declare(ptr %15, !565, !DIExpression(), !568)
  store ptr %14, ptr %15, align 8, !dbg !568
  %82 = load i64, ptr %12, align 8, !dbg !569
  %83 = icmp ne i64 %82, 0, !dbg !569
  br i1 %83, label %84, label %85, !dbg !571

84:                                               ; preds = %81
  br label %338, !dbg !572

85:                                               ; preds = %81
  %86 = load i64, ptr %12, align 8, !dbg !573
  %87 = icmp ne i64 %86, 0, !dbg !573
  br i1 %87, label %88, label %89, !dbg !575

88:                                               ; preds = %85
  br label %338, !dbg !576

89:                                               ; preds = %85
  %90 = load i64, ptr %12, align 8, !dbg !577
  %91 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 2), align 8, !dbg !579
  %92 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 2), align 8, !dbg !580
  %93 = sext i32 %92 to i64, !dbg !581
  %94 = and i64 %90, %93, !dbg !582
  %95 = trunc i64 %94 to i32, !dbg !583
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 getelementptr inbounds ([6 x %union.U1], ptr @g_16, i64 0, i64 5), i64 4, i1 true), !dbg !584
  %96 = load volatile i16, ptr getelementptr inbounds ([6 x %union.U1], ptr @g_16, i64 0, i64 5), align 4, !dbg !585
  %97 = load volatile i16, ptr getelementptr inbounds ([6 x %union.U1], ptr @g_16, i64 0, i64 5), align 4, !dbg !586
  %98 = zext i16 %97 to i64, !dbg !587
  %99 = xor i64 %98, 1, !dbg !588
  %100 = trunc i64 %99 to i8, !dbg !589
  %101 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 2), align 8, !dbg !590
  %102 = load i64, ptr %12, align 8, !dbg !591
  %103 = trunc i64 %102 to i16, !dbg !591
  %104 = call i64 @func_12(i8 noundef signext %100, i32 noundef %101, i16 noundef zeroext %103), !dbg !592
  %105 = getelementptr inbounds %union.U0, ptr %16, i32 0, i32 0, !dbg !592
  store i64 %104, ptr %105, align 8, !dbg !592
  %106 = load i32, ptr @g_51, align 8, !dbg !593
  %107 = shl i32 %106, 12, !dbg !593
  %108 = ashr i32 %107, 12, !dbg !593
  %109 = sext i32 %108 to i64, !dbg !594
  %110 = getelementptr inbounds %union.U0, ptr %16, i32 0, i32 0, !dbg !595
  %111 = load i64, ptr %110, align 8, !dbg !595
  %112 = call signext i8 @func_9(i64 %111, i64 noundef %109), !dbg !595
  %113 = sext i8 %112 to i64, !dbg !595
  %114 = load i64, ptr %12, align 8, !dbg !596
  %115 = icmp uge i64 %113, %114, !dbg !597
  %116 = zext i1 %115 to i32, !dbg !597
  %117 = trunc i32 %116 to i16, !dbg !598
  %118 = load ptr, ptr %13, align 8, !dbg !599
  store i16 %117, ptr %118, align 2, !dbg !600
  %119 = load i64, ptr %12, align 8, !dbg !601
  %120 = trunc i64 %119 to i32, !dbg !602
  %121 = call i32 @safe_sub_func_int32_t_s_s(i32 noundef %95, i32 noundef %120), !dbg !603
  %122 = trunc i32 %121 to i8, !dbg !604
  %123 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %122, i8 noundef zeroext 70), !dbg !605
  %124 = icmp ne i8 %123, 0, !dbg !605
  br i1 %124, label %125, label %189, !dbg !606

125:                                              ; preds = %89
    #dbg_declare(ptr %18, !607, !DIExpression(), !609)
  store ptr @g_58, ptr %18, align 8, !dbg !609
    #dbg_declare(ptr %19, !610, !DIExpression(), !611)
  store ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 2), ptr %19, align 8, !dbg !611
  store i64 0, ptr @g_51, align 8, !dbg !612
  br label %126, !dbg !614

126:                                              ; preds = %139, %125
  %127 = load i64, ptr @g_51, align 8, !dbg !615
  %128 = icmp ule i64 %127, 0, !dbg !617
  br i1 %128, label %129, label %142, !dbg !618

129:                                              ; preds = %126
    #dbg_declare(ptr %20, !619, !DIExpression(), !622)
  call void @llvm.memset.p0.i64(ptr align 16 %20, i8 0, i64 32, i1 false), !dbg !622
    #dbg_declare(ptr %21, !623, !DIExpression(), !624)
  %130 = load ptr, ptr %13, align 8, !dbg !625
  %131 = load ptr, ptr %2, align 8, !dbg !626
  store ptr %131, ptr @g_58, align 8, !dbg !627
  %132 = icmp eq ptr %130, %131, !dbg !628
  %133 = zext i1 %132 to i32, !dbg !628
  %134 = load volatile ptr, ptr @g_59, align 8, !dbg !629
  store i32 %133, ptr %134, align 4, !dbg !630
  %135 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @g_61, i64 0, i64 3), align 8, !dbg !631
  %136 = icmp ne i64 %135, 0, !dbg !631
  br i1 %136, label %137, label %138, !dbg !633

137:                                              ; preds = %129
  br label %139, !dbg !634

138:                                              ; preds = %129
  br label %139, !dbg !635

139:                                              ; preds = %138, %137
  %140 = load i64, ptr @g_51, align 8, !dbg !636
  %141 = add i64 %140, 1, !dbg !636
  store i64 %141, ptr @g_51, align 8, !dbg !636
  br label %126, !dbg !637, !llvm.loop !638

142:                                              ; preds = %126
  store i8 0, ptr @g_39, align 1, !dbg !640
  br label %143, !dbg !642

143:                                              ; preds = %169, %142
  %144 = load i8, ptr @g_39, align 1, !dbg !643
  %145 = zext i8 %144 to i32, !dbg !643
  %146 = icmp sle i32 %145, 0, !dbg !645
  br i1 %146, label %147, label %174, !dbg !646

147:                                              ; preds = %143
    #dbg_declare(ptr %22, !647, !DIExpression(), !649)
  store ptr %18, ptr %22, align 8, !dbg !649
    #dbg_declare(ptr %23, !650, !DIExpression(), !652)
  store ptr %19, ptr %23, align 8, !dbg !652
    #dbg_declare(ptr %24, !653, !DIExpression(), !654)
  %148 = load i8, ptr @g_39, align 1, !dbg !655
  %149 = zext i8 %148 to i64, !dbg !656
  %150 = getelementptr inbounds [2 x i32], ptr @g_60, i64 0, i64 %149, !dbg !656
  %151 = load i32, ptr %150, align 4, !dbg !656
  %152 = icmp ne i32 %151, 0, !dbg !656
  br i1 %152, label %153, label %161, !dbg !657

153:                                              ; preds = %147
  %154 = load ptr, ptr %18, align 8, !dbg !658
  %155 = load ptr, ptr %22, align 8, !dbg !659
  store ptr %154, ptr %155, align 8, !dbg !660
  %156 = icmp ne ptr %154, @g_58, !dbg !661
  %157 = zext i1 %156 to i32, !dbg !661
  %158 = load volatile ptr, ptr @g_59, align 8, !dbg !662
  %159 = load i32, ptr %158, align 4, !dbg !663
  %160 = icmp sge i32 %157, %159, !dbg !664
  br label %161

161:                                              ; preds = %153, %147
  %162 = phi i1 [ false, %147 ], [ %160, %153 ], !dbg !665
  %163 = zext i1 %162 to i32, !dbg !657
  %164 = load i8, ptr @g_39, align 1, !dbg !666
  %165 = zext i8 %164 to i64, !dbg !667
  %166 = getelementptr inbounds [2 x i32], ptr @g_60, i64 0, i64 %165, !dbg !667
  store i32 %163, ptr %166, align 4, !dbg !668
  %167 = load ptr, ptr %19, align 8, !dbg !669
  %168 = load ptr, ptr %23, align 8, !dbg !670
  store ptr %167, ptr %168, align 8, !dbg !671
  br label %169, !dbg !672

169:                                              ; preds = %161
  %170 = load i8, ptr @g_39, align 1, !dbg !673
  %171 = zext i8 %170 to i32, !dbg !673
  %172 = add nsw i32 %171, 1, !dbg !673
  %173 = trunc i32 %172 to i8, !dbg !673
  store i8 %173, ptr @g_39, align 1, !dbg !673
  br label %143, !dbg !674, !llvm.loop !675

174:                                              ; preds = %143
  store i64 0, ptr @g_51, align 8, !dbg !677
  br label %175, !dbg !679

175:                                              ; preds = %185, %174
  %176 = load i64, ptr @g_51, align 8, !dbg !680
  %177 = icmp ule i64 %176, 0, !dbg !682
  br i1 %177, label %178, label %188, !dbg !683

178:                                              ; preds = %175
    #dbg_declare(ptr %25, !684, !DIExpression(), !686)
  store i32 1392487396, ptr %25, align 4, !dbg !686
    #dbg_declare(ptr %26, !687, !DIExpression(), !690)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %26, ptr align 16 @__const.func_1.l_67, i64 392, i1 false), !dbg !690
    #dbg_declare(ptr %27, !691, !DIExpression(), !692)
    #dbg_declare(ptr %28, !693, !DIExpression(), !694)
    #dbg_declare(ptr %29, !695, !DIExpression(), !696)
  %179 = load i32, ptr %25, align 4, !dbg !697
  %180 = load volatile ptr, ptr @g_59, align 8, !dbg !698
  %181 = load i32, ptr %180, align 4, !dbg !699
  %182 = xor i32 %181, %179, !dbg !699
  store i32 %182, ptr %180, align 4, !dbg !699
  %183 = load i64, ptr @g_68, align 8, !dbg !700
  %184 = add i64 %183, -1, !dbg !700
  store i64 %184, ptr @g_68, align 8, !dbg !700
  br label %185, !dbg !701

185:                                              ; preds = %178
  %186 = load i64, ptr @g_51, align 8, !dbg !702
  %187 = add i64 %186, 1, !dbg !702
  store i64 %187, ptr @g_51, align 8, !dbg !702
  br label %175, !dbg !703, !llvm.loop !704

188:                                              ; preds = %175
  br label %273, !dbg !706

189:                                              ; preds = %89
    #dbg_declare(ptr %30, !707, !DIExpression(), !709)
  store ptr null, ptr %30, align 8, !dbg !709
    #dbg_declare(ptr %31, !710, !DIExpression(), !712)
  store ptr %7, ptr %31, align 8, !dbg !712
  store i64 0, ptr @g_51, align 8, !dbg !713
  br label %190, !dbg !715

190:                                              ; preds = %248, %189
  %191 = load i64, ptr @g_51, align 8, !dbg !716
  %192 = icmp ule i64 %191, 0, !dbg !718
  br i1 %192, label %193, label %251, !dbg !719

193:                                              ; preds = %190
    #dbg_declare(ptr %32, !720, !DIExpression(), !722)
  store ptr @g_75, ptr %32, align 8, !dbg !722
    #dbg_declare(ptr %33, !723, !DIExpression(), !724)
  store i8 47, ptr %33, align 1, !dbg !724
    #dbg_declare(ptr %34, !725, !DIExpression(), !726)
  store ptr getelementptr inbounds ([3 x i32], ptr @g_78, i64 0, i64 2), ptr %34, align 8, !dbg !726
    #dbg_declare(ptr %35, !727, !DIExpression(), !728)
  store ptr %5, ptr %35, align 8, !dbg !728
    #dbg_declare(ptr %36, !729, !DIExpression(), !730)
  store ptr %34, ptr %36, align 8, !dbg !730
  %194 = getelementptr inbounds [1 x [2 x i8]], ptr %1, i64 0, i64 0, !dbg !731
  %195 = getelementptr inbounds [2 x i8], ptr %194, i64 0, i64 1, !dbg !731
  %196 = load i8, ptr %195, align 1, !dbg !731
  %197 = sext i8 %196 to i32, !dbg !731
  %198 = load i32, ptr @g_60, align 4, !dbg !732
  %199 = trunc i32 %198 to i8, !dbg !732
  %200 = load volatile ptr, ptr @g_59, align 8, !dbg !733
  %201 = load i32, ptr %200, align 4, !dbg !734
  %202 = load ptr, ptr %32, align 8, !dbg !735
  store i32 %201, ptr %202, align 4, !dbg !736
  %203 = load i64, ptr @g_51, align 8, !dbg !737
  %204 = trunc i64 %203 to i16, !dbg !738
  %205 = call i64 @func_12(i8 noundef signext %199, i32 noundef %201, i16 noundef zeroext %204), !dbg !739
  %206 = getelementptr inbounds %union.U0, ptr %37, i32 0, i32 0, !dbg !739
  store i64 %205, ptr %206, align 8, !dbg !739
  %207 = load volatile ptr, ptr @g_59, align 8, !dbg !740
  %208 = load i32, ptr %207, align 4, !dbg !741
  %209 = sext i32 %208 to i64, !dbg !742
  %210 = load i64, ptr @g_68, align 8, !dbg !743
  %211 = xor i64 %209, %210, !dbg !744
  %212 = load i8, ptr %33, align 1, !dbg !745
  %213 = zext i8 %212 to i64, !dbg !745
  %214 = or i64 %211, %213, !dbg !746
  %215 = trunc i64 %214 to i8, !dbg !747
  %216 = load i32, ptr @g_60, align 4, !dbg !748
  %217 = call signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %215, i32 noundef %216), !dbg !749
  %218 = sext i8 %217 to i64, !dbg !750
  %219 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @g_61, i64 0, i64 3), align 8, !dbg !751
  %220 = icmp eq i64 %218, %219, !dbg !752
  %221 = zext i1 %220 to i32, !dbg !752
  %222 = sext i32 %221 to i64, !dbg !753
  %223 = load i64, ptr getelementptr inbounds ([4 x i64], ptr @g_61, i64 0, i64 3), align 8, !dbg !754
  %224 = icmp eq i64 %222, %223, !dbg !755
  br i1 %224, label %225, label %229, !dbg !756

225:                                              ; preds = %193
  %226 = load ptr, ptr %32, align 8, !dbg !757
  %227 = load i32, ptr %226, align 4, !dbg !758
  %228 = icmp ne i32 %227, 0, !dbg !756
  br label %229

229:                                              ; preds = %225, %193
  %230 = phi i1 [ false, %193 ], [ %228, %225 ], !dbg !759
  %231 = zext i1 %230 to i32, !dbg !756
  %232 = getelementptr inbounds [1 x [2 x i8]], ptr %1, i64 0, i64 0, !dbg !760
  %233 = getelementptr inbounds [2 x i8], ptr %232, i64 0, i64 1, !dbg !760
  %234 = load i8, ptr %233, align 1, !dbg !760
  %235 = icmp ne i8 %234, 0, !dbg !761
  %236 = xor i1 %235, true, !dbg !761
  %237 = zext i1 %236 to i32, !dbg !761
  %238 = icmp sgt i32 %197, %237, !dbg !762
  %239 = zext i1 %238 to i32, !dbg !762
  %240 = load ptr, ptr %34, align 8, !dbg !763
  %241 = load i32, ptr %240, align 4, !dbg !764
  %242 = xor i32 %241, %239, !dbg !764
  store i32 %242, ptr %240, align 4, !dbg !764
  %243 = load ptr, ptr %5, align 8, !dbg !765
  %244 = load ptr, ptr %35, align 8, !dbg !766
  store ptr %243, ptr %244, align 8, !dbg !767
  %245 = load volatile ptr, ptr @g_83, align 8, !dbg !768
  store ptr %243, ptr %245, align 8, !dbg !769
  %246 = load ptr, ptr %30, align 8, !dbg !770
  %247 = load ptr, ptr %36, align 8, !dbg !771
  store ptr %246, ptr %247, align 8, !dbg !772
  br label %248, !dbg !773

248:                                              ; preds = %229
  %249 = load i64, ptr @g_51, align 8, !dbg !774
  %250 = add i64 %249, 1, !dbg !774
  store i64 %250, ptr @g_51, align 8, !dbg !774
  br label %190, !dbg !775, !llvm.loop !776

251:                                              ; preds = %190
  %252 = load ptr, ptr %15, align 8, !dbg !778
  %253 = load ptr, ptr %7, align 8, !dbg !779
  %254 = load ptr, ptr %31, align 8, !dbg !780
  store ptr %253, ptr %254, align 8, !dbg !781
  %255 = icmp eq ptr %252, %253, !dbg !782
  %256 = zext i1 %255 to i32, !dbg !782
  %257 = call signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext 1, i32 noundef 5), !dbg !783
  %258 = sext i8 %257 to i64, !dbg !784
  %259 = icmp ne i64 %258, 0, !dbg !785
  %260 = zext i1 %259 to i32, !dbg !785
  %261 = icmp slt i32 %256, %260, !dbg !786
  %262 = zext i1 %261 to i32, !dbg !787
  %263 = load volatile ptr, ptr @g_95, align 8, !dbg !788
  store i32 %262, ptr %263, align 4, !dbg !789
  store i64 0, ptr %12, align 8, !dbg !790
  br label %264, !dbg !792

264:                                              ; preds = %269, %251
  %265 = load i64, ptr %12, align 8, !dbg !793
  %266 = icmp ule i64 %265, 0, !dbg !795
  br i1 %266, label %267, label %272, !dbg !796

267:                                              ; preds = %264
    #dbg_declare(ptr %38, !797, !DIExpression(), !799)
  store ptr %30, ptr %38, align 8, !dbg !799
  %268 = load ptr, ptr %38, align 8, !dbg !800
  store ptr null, ptr %268, align 8, !dbg !801
  br label %269, !dbg !802

269:                                              ; preds = %267
  %270 = load i64, ptr %12, align 8, !dbg !803
  %271 = add i64 %270, 1, !dbg !803
  store i64 %271, ptr %12, align 8, !dbg !803
  br label %264, !dbg !804, !llvm.loop !805

272:                                              ; preds = %264
  br label %273

273:                                              ; preds = %272, %188
  store i16 0, ptr @g_43, align 2, !dbg !807
  br label %274, !dbg !809

274:                                              ; preds = %329, %273
  %275 = load i16, ptr @g_43, align 2, !dbg !810
  %276 = sext i16 %275 to i32, !dbg !810
  %277 = icmp sle i32 %276, 0, !dbg !812
  br i1 %277, label %278, label %334, !dbg !813

278:                                              ; preds = %274
    #dbg_declare(ptr %39, !814, !DIExpression(), !816)
  store i32 1, ptr %39, align 4, !dbg !816
    #dbg_declare(ptr %40, !817, !DIExpression(), !818)
  store i8 -51, ptr %40, align 1, !dbg !818
    #dbg_declare(ptr %41, !819, !DIExpression(), !821)
  store ptr @g_43, ptr %41, align 8, !dbg !821
    #dbg_declare(ptr %42, !822, !DIExpression(), !823)
    #dbg_declare(ptr %43, !824, !DIExpression(), !825)
  %279 = load i64, ptr %12, align 8, !dbg !826
  %280 = icmp ult i64 -1, %279, !dbg !827
  %281 = zext i1 %280 to i32, !dbg !827
  %282 = getelementptr inbounds [1 x [2 x i8]], ptr %1, i64 0, i64 0, !dbg !828
  %283 = getelementptr inbounds [2 x i8], ptr %282, i64 0, i64 1, !dbg !828
  %284 = load i8, ptr %283, align 1, !dbg !828
  %285 = load i32, ptr getelementptr inbounds ([3 x i32], ptr @g_78, i64 0, i64 2), align 4, !dbg !829
  %286 = trunc i32 %285 to i8, !dbg !829
  %287 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 2), align 8, !dbg !830
  %288 = call signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %286, i32 noundef %287), !dbg !831
  %289 = load i32, ptr %39, align 4, !dbg !832
  %290 = trunc i32 %289 to i8, !dbg !832
  %291 = call signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %288, i8 noundef signext %290), !dbg !833
  %292 = sext i8 %291 to i32, !dbg !834
  %293 = load i8, ptr %40, align 1, !dbg !835
  %294 = sext i8 %293 to i32, !dbg !835
  %295 = call i32 @safe_mod_func_int32_t_s_s(i32 noundef %292, i32 noundef %294), !dbg !836
  %296 = sext i32 %295 to i64, !dbg !837
  %297 = icmp eq i64 %296, 2176230537, !dbg !838
  %298 = zext i1 %297 to i32, !dbg !838
  %299 = call zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %284, i32 noundef %298), !dbg !839
  %300 = zext i8 %299 to i16, !dbg !840
  %301 = call zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %300, i16 noundef zeroext -1), !dbg !841
  %302 = zext i16 %301 to i32, !dbg !842
  %303 = icmp sge i32 %302, 1, !dbg !843
  %304 = zext i1 %303 to i32, !dbg !843
  %305 = getelementptr inbounds [1 x [2 x i8]], ptr %1, i64 0, i64 0, !dbg !844
  %306 = getelementptr inbounds [2 x i8], ptr %305, i64 0, i64 0, !dbg !844
  %307 = load i8, ptr %306, align 1, !dbg !844
  %308 = sext i8 %307 to i64, !dbg !845
  %309 = load i64, ptr %12, align 8, !dbg !846
  %310 = icmp ne i64 %308, %309, !dbg !847
  %311 = zext i1 %310 to i32, !dbg !847
  %312 = load volatile ptr, ptr @g_95, align 8, !dbg !848
  %313 = load i32, ptr %312, align 4, !dbg !849
  %314 = icmp sge i32 %311, %313, !dbg !850
  %315 = zext i1 %314 to i32, !dbg !850
  %316 = or i32 %281, %315, !dbg !851
  %317 = icmp ne i32 %316, 0, !dbg !852
  %318 = zext i1 %317 to i32, !dbg !852
  %319 = getelementptr inbounds [1 x [2 x i8]], ptr %1, i64 0, i64 0, !dbg !853
  %320 = getelementptr inbounds [2 x i8], ptr %319, i64 0, i64 0, !dbg !853
  %321 = load i8, ptr %320, align 1, !dbg !853
  %322 = sext i8 %321 to i32, !dbg !853
  %323 = icmp slt i32 %318, %322, !dbg !854
  %324 = zext i1 %323 to i32, !dbg !854
  %325 = trunc i32 %324 to i8, !dbg !855
  %326 = call zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %325, i32 noundef 6), !dbg !856
  %327 = zext i8 %326 to i32, !dbg !857
  %328 = load volatile ptr, ptr @g_59, align 8, !dbg !858
  store i32 %327, ptr %328, align 4, !dbg !859
  br label %329, !dbg !860

329:                                              ; preds = %278
  %330 = load i16, ptr @g_43, align 2, !dbg !861
  %331 = sext i16 %330 to i32, !dbg !861
  %332 = add nsw i32 %331, 1, !dbg !861
  %333 = trunc i32 %332 to i16, !dbg !861
  store i16 %333, ptr @g_43, align 2, !dbg !861
  br label %274, !dbg !862, !llvm.loop !863

334:                                              ; preds = %274
  br label %335, !dbg !865

335:                                              ; preds = %334
  %336 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 2), align 8, !dbg !866
  %337 = add nsw i32 %336, 1, !dbg !866
  store i32 %337, ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 2), align 8, !dbg !866
  br label %78, !dbg !867, !llvm.loop !868

338:                                              ; preds = %88, %84, %78
  %339 = getelementptr inbounds [1 x [2 x i8]], ptr %1, i64 0, i64 0, !dbg !870
  %340 = getelementptr inbounds [2 x i8], ptr %339, i64 0, i64 0, !dbg !870
  %341 = load i8, ptr %340, align 1, !dbg !870
  %342 = sext i8 %341 to i32, !dbg !870
  ret i32 %342, !dbg !871
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !872 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !875, !DIExpression(), !876)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !877, !DIExpression(), !878)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !879, !DIExpression(), !880)
  %7 = load i64, ptr %4, align 8, !dbg !881
  call void @crc32_8bytes(i64 noundef %7), !dbg !882
  %8 = load i32, ptr %6, align 4, !dbg !883
  %9 = icmp ne i32 %8, 0, !dbg !883
  br i1 %9, label %10, label %16, !dbg !885

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !886
  %12 = load i32, ptr @crc32_context, align 4, !dbg !888
  %13 = zext i32 %12 to i64, !dbg !888
  %14 = xor i64 %13, 4294967295, !dbg !889
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %11, i64 noundef %14), !dbg !890
  br label %16, !dbg !891

16:                                               ; preds = %10, %3
  ret void, !dbg !892
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !893 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !896, !DIExpression(), !897)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !898, !DIExpression(), !899)
  %5 = load i32, ptr %3, align 4, !dbg !900
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %5), !dbg !901
  ret void, !dbg !902
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !903 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !907, !DIExpression(), !908)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !909, !DIExpression(), !910)
  %5 = load i8, ptr %3, align 1, !dbg !911
  %6 = zext i8 %5 to i32, !dbg !912
  %7 = load i8, ptr %4, align 1, !dbg !913
  %8 = zext i8 %7 to i32, !dbg !914
  %9 = mul i32 %6, %8, !dbg !915
  %10 = trunc i32 %9 to i8, !dbg !916
  ret i8 %10, !dbg !917
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_sub_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !918 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !921, !DIExpression(), !922)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !923, !DIExpression(), !924)
  %5 = load i32, ptr %3, align 4, !dbg !925
  %6 = load i32, ptr %4, align 4, !dbg !926
  %7 = xor i32 %5, %6, !dbg !927
  %8 = load i32, ptr %3, align 4, !dbg !928
  %9 = load i32, ptr %3, align 4, !dbg !929
  %10 = load i32, ptr %4, align 4, !dbg !930
  %11 = xor i32 %9, %10, !dbg !931
  %12 = and i32 %11, -2147483648, !dbg !932
  %13 = xor i32 %8, %12, !dbg !933
  %14 = load i32, ptr %4, align 4, !dbg !934
  %15 = sub nsw i32 %13, %14, !dbg !935
  %16 = load i32, ptr %4, align 4, !dbg !936
  %17 = xor i32 %15, %16, !dbg !937
  %18 = and i32 %7, %17, !dbg !938
  %19 = icmp slt i32 %18, 0, !dbg !939
  br i1 %19, label %20, label %22, !dbg !940

20:                                               ; preds = %2
  %21 = load i32, ptr %3, align 4, !dbg !941
  br label %26, !dbg !940

22:                                               ; preds = %2
  %23 = load i32, ptr %3, align 4, !dbg !942
  %24 = load i32, ptr %4, align 4, !dbg !943
  %25 = sub nsw i32 %23, %24, !dbg !944
  br label %26, !dbg !940

26:                                               ; preds = %22, %20
  %27 = phi i32 [ %21, %20 ], [ %25, %22 ], !dbg !940
  ret i32 %27, !dbg !945
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @func_9(i64 %0, i64 noundef %1) #0 !dbg !946 {
  %3 = alloca %union.U0, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = getelementptr inbounds %union.U0, ptr %3, i32 0, i32 0
  store i64 %0, ptr %7, align 8
    #dbg_declare(ptr %3, !949, !DIExpression(), !950)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !951, !DIExpression(), !952)
    #dbg_declare(ptr %5, !953, !DIExpression(), !954)
  store ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 4), ptr %5, align 8, !dbg !954
    #dbg_declare(ptr %6, !955, !DIExpression(), !956)
  store ptr %5, ptr %6, align 8, !dbg !956
  %8 = load ptr, ptr %6, align 8, !dbg !957
  store ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 3), ptr %8, align 8, !dbg !958
  %9 = load ptr, ptr %6, align 8, !dbg !959
  %10 = load ptr, ptr %9, align 8, !dbg !960
  %11 = load i32, ptr %10, align 4, !dbg !961
  %12 = trunc i32 %11 to i8, !dbg !962
  ret i8 %12, !dbg !963
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @func_12(i8 noundef signext %0, i32 noundef %1, i16 noundef zeroext %2) #0 !dbg !964 {
  %4 = alloca %union.U0, align 8
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca [1 x i8], align 1
  %9 = alloca i32, align 4
  %10 = alloca %union.U0, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca [6 x ptr], align 16
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  store i8 %0, ptr %5, align 1
    #dbg_declare(ptr %5, !967, !DIExpression(), !968)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !969, !DIExpression(), !970)
  store i16 %2, ptr %7, align 2
    #dbg_declare(ptr %7, !971, !DIExpression(), !972)
    #dbg_declare(ptr %8, !973, !DIExpression(), !976)
    #dbg_declare(ptr %9, !977, !DIExpression(), !978)
  store i32 -5, ptr %9, align 4, !dbg !978
    #dbg_declare(ptr %10, !979, !DIExpression(), !980)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.func_12.l_52, i64 8, i1 false), !dbg !980
    #dbg_declare(ptr %11, !981, !DIExpression(), !982)
  store i32 0, ptr %11, align 4, !dbg !983
  br label %19, !dbg !985

19:                                               ; preds = %26, %3
  %20 = load i32, ptr %11, align 4, !dbg !986
  %21 = icmp slt i32 %20, 1, !dbg !988
  br i1 %21, label %22, label %29, !dbg !989

22:                                               ; preds = %19
  %23 = load i32, ptr %11, align 4, !dbg !990
  %24 = sext i32 %23 to i64, !dbg !991
  %25 = getelementptr inbounds [1 x i8], ptr %8, i64 0, i64 %24, !dbg !991
  store i8 -1, ptr %25, align 1, !dbg !992
  br label %26, !dbg !991

26:                                               ; preds = %22
  %27 = load i32, ptr %11, align 4, !dbg !993
  %28 = add nsw i32 %27, 1, !dbg !993
  store i32 %28, ptr %11, align 4, !dbg !993
  br label %19, !dbg !994, !llvm.loop !995

29:                                               ; preds = %19
  store i16 0, ptr %7, align 2, !dbg !997
  br label %30, !dbg !999

30:                                               ; preds = %138, %29
  %31 = load i16, ptr %7, align 2, !dbg !1000
  %32 = zext i16 %31 to i32, !dbg !1000
  %33 = icmp sle i32 %32, 0, !dbg !1002
  br i1 %33, label %34, label %143, !dbg !1003

34:                                               ; preds = %30
    #dbg_declare(ptr %12, !1004, !DIExpression(), !1006)
  store ptr @g_39, ptr %12, align 8, !dbg !1006
    #dbg_declare(ptr %13, !1007, !DIExpression(), !1008)
  store ptr @g_43, ptr %13, align 8, !dbg !1008
    #dbg_declare(ptr %14, !1009, !DIExpression(), !1010)
  %35 = load i16, ptr %7, align 2, !dbg !1011
  %36 = zext i16 %35 to i64, !dbg !1013
  %37 = getelementptr inbounds [1 x i8], ptr %8, i64 0, i64 %36, !dbg !1013
  %38 = load i8, ptr %37, align 1, !dbg !1013
  %39 = icmp ne i8 %38, 0, !dbg !1013
  br i1 %39, label %40, label %41, !dbg !1014

40:                                               ; preds = %34
  br label %143, !dbg !1015

41:                                               ; preds = %34
  %42 = load volatile i16, ptr getelementptr inbounds ([6 x %union.U1], ptr @g_16, i64 0, i64 5), align 4, !dbg !1016
  %43 = trunc i16 %42 to i8, !dbg !1018
  %44 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 2), align 8, !dbg !1019
  %45 = trunc i32 %44 to i16, !dbg !1019
  %46 = call zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %45, i16 noundef zeroext -15326), !dbg !1020
  %47 = zext i16 %46 to i32, !dbg !1021
  %48 = load ptr, ptr %12, align 8, !dbg !1022
  %49 = load i8, ptr %48, align 1, !dbg !1023
  %50 = add i8 %49, 1, !dbg !1023
  store i8 %50, ptr %48, align 1, !dbg !1023
  %51 = call zeroext i8 @safe_mul_func_uint8_t_u_u(i8 noundef zeroext %49, i8 noundef zeroext 1), !dbg !1024
  %52 = zext i8 %51 to i32, !dbg !1025
  %53 = load i16, ptr %7, align 2, !dbg !1026
  %54 = zext i16 %53 to i32, !dbg !1026
  %55 = icmp slt i32 %52, %54, !dbg !1027
  %56 = zext i1 %55 to i32, !dbg !1027
  %57 = trunc i32 %56 to i16, !dbg !1028
  %58 = getelementptr inbounds [1 x i8], ptr %8, i64 0, i64 0, !dbg !1029
  %59 = load i8, ptr %58, align 1, !dbg !1029
  %60 = sext i8 %59 to i16, !dbg !1029
  %61 = call signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %57, i16 noundef signext %60), !dbg !1030
  %62 = sext i16 %61 to i32, !dbg !1031
  %63 = icmp ne i32 %62, 0, !dbg !1031
  br i1 %63, label %64, label %65, !dbg !1032

64:                                               ; preds = %41
  br label %65

65:                                               ; preds = %64, %41
  %66 = phi i1 [ false, %41 ], [ true, %64 ], !dbg !1033
  %67 = zext i1 %66 to i32, !dbg !1032
  %68 = trunc i32 %67 to i16, !dbg !1034
  %69 = load ptr, ptr %13, align 8, !dbg !1035
  store i16 %68, ptr %69, align 2, !dbg !1036
  %70 = sext i16 %68 to i32, !dbg !1037
  %71 = load i16, ptr %7, align 2, !dbg !1038
  %72 = zext i16 %71 to i64, !dbg !1039
  %73 = getelementptr inbounds [1 x i8], ptr %8, i64 0, i64 %72, !dbg !1039
  %74 = load i8, ptr %73, align 1, !dbg !1039
  %75 = sext i8 %74 to i32, !dbg !1039
  %76 = icmp sle i32 %70, %75, !dbg !1040
  %77 = zext i1 %76 to i32, !dbg !1040
  %78 = trunc i32 %77 to i8, !dbg !1041
  %79 = load i16, ptr %7, align 2, !dbg !1042
  %80 = zext i16 %79 to i64, !dbg !1043
  %81 = getelementptr inbounds [1 x i8], ptr %8, i64 0, i64 %80, !dbg !1043
  %82 = load i8, ptr %81, align 1, !dbg !1043
  %83 = call zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %78, i8 noundef zeroext %82), !dbg !1044
  %84 = zext i8 %83 to i32, !dbg !1045
  %85 = icmp ne i32 %84, 0, !dbg !1045
  br i1 %85, label %87, label %86, !dbg !1046

86:                                               ; preds = %65
  br label %87, !dbg !1046

87:                                               ; preds = %86, %65
  %88 = phi i1 [ true, %65 ], [ true, %86 ]
  %89 = zext i1 %88 to i32, !dbg !1046
  %90 = sext i32 %89 to i64, !dbg !1047
  %91 = icmp sge i64 %90, 61652, !dbg !1048
  %92 = zext i1 %91 to i32, !dbg !1048
  %93 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 5), align 4, !dbg !1049
  %94 = icmp slt i32 %92, %93, !dbg !1050
  %95 = zext i1 %94 to i32, !dbg !1050
  store i32 %95, ptr %9, align 4, !dbg !1051
  %96 = trunc i32 %95 to i16, !dbg !1052
  %97 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 1), align 4, !dbg !1053
  %98 = trunc i32 %97 to i16, !dbg !1053
  %99 = call signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %96, i16 noundef signext %98), !dbg !1054
  %100 = sext i16 %99 to i32, !dbg !1055
  %101 = icmp ne i32 %100, 0, !dbg !1055
  br i1 %101, label %103, label %102, !dbg !1056

102:                                              ; preds = %87
  br label %103, !dbg !1056

103:                                              ; preds = %102, %87
  %104 = phi i1 [ true, %87 ], [ true, %102 ]
  %105 = zext i1 %104 to i32, !dbg !1056
  %106 = load i16, ptr %7, align 2, !dbg !1057
  %107 = zext i16 %106 to i32, !dbg !1057
  %108 = icmp sge i32 %105, %107, !dbg !1058
  %109 = zext i1 %108 to i32, !dbg !1058
  %110 = sext i32 %109 to i64, !dbg !1059
  %111 = icmp sge i64 %110, 9393, !dbg !1060
  %112 = zext i1 %111 to i32, !dbg !1060
  %113 = icmp eq i32 %47, %112, !dbg !1061
  %114 = zext i1 %113 to i32, !dbg !1061
  %115 = sext i32 %114 to i64, !dbg !1062
  %116 = call i64 @safe_mod_func_int64_t_s_s(i64 noundef %115, i64 noundef 1182156158780996522), !dbg !1063
  %117 = trunc i64 %116 to i8, !dbg !1064
  %118 = load i16, ptr %7, align 2, !dbg !1065
  %119 = trunc i16 %118 to i8, !dbg !1065
  %120 = call signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %117, i8 noundef signext %119), !dbg !1066
  %121 = sext i8 %120 to i16, !dbg !1067
  %122 = load i8, ptr %5, align 1, !dbg !1068
  %123 = sext i8 %122 to i32, !dbg !1068
  %124 = call signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %121, i32 noundef %123), !dbg !1069
  %125 = trunc i16 %124 to i8, !dbg !1070
  %126 = call zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %43, i8 noundef zeroext %125), !dbg !1071
  %127 = zext i8 %126 to i16, !dbg !1072
  %128 = load i32, ptr getelementptr inbounds ([6 x i32], ptr @g_3, i64 0, i64 2), align 8, !dbg !1073
  %129 = call zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %127, i32 noundef %128), !dbg !1074
  %130 = icmp ne i16 %129, 0, !dbg !1074
  br i1 %130, label %131, label %136, !dbg !1075

131:                                              ; preds = %103
    #dbg_declare(ptr %15, !1076, !DIExpression(), !1079)
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 48, i1 false), !dbg !1079
    #dbg_declare(ptr %16, !1080, !DIExpression(), !1081)
  %132 = getelementptr inbounds [6 x ptr], ptr %15, i64 0, i64 4, !dbg !1082
  store ptr %132, ptr %16, align 8, !dbg !1081
    #dbg_declare(ptr %17, !1083, !DIExpression(), !1084)
  store ptr %16, ptr %17, align 8, !dbg !1084
    #dbg_declare(ptr %18, !1085, !DIExpression(), !1086)
  %133 = load ptr, ptr %16, align 8, !dbg !1087
  %134 = load ptr, ptr %17, align 8, !dbg !1088
  store ptr %133, ptr %134, align 8, !dbg !1089
  %135 = load volatile ptr, ptr @g_48, align 8, !dbg !1090
  store ptr %133, ptr %135, align 8, !dbg !1091
  br label %137, !dbg !1092

136:                                              ; preds = %103
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @g_51, i64 8, i1 false), !dbg !1093
  br label %144, !dbg !1095

137:                                              ; preds = %131
  br label %138, !dbg !1096

138:                                              ; preds = %137
  %139 = load i16, ptr %7, align 2, !dbg !1097
  %140 = zext i16 %139 to i32, !dbg !1097
  %141 = add nsw i32 %140, 1, !dbg !1097
  %142 = trunc i32 %141 to i16, !dbg !1097
  store i16 %142, ptr %7, align 2, !dbg !1097
  br label %30, !dbg !1098, !llvm.loop !1099

143:                                              ; preds = %40, %30
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %10, i64 8, i1 false), !dbg !1101
  br label %144, !dbg !1102

144:                                              ; preds = %143, %136
  %145 = getelementptr inbounds %union.U0, ptr %4, i32 0, i32 0, !dbg !1103
  %146 = load i64, ptr %145, align 8, !dbg !1103
  ret i64 %146, !dbg !1103
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_rshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 !dbg !1104 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1107, !DIExpression(), !1108)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1109, !DIExpression(), !1110)
  %5 = load i8, ptr %3, align 1, !dbg !1111
  %6 = sext i8 %5 to i32, !dbg !1111
  %7 = icmp slt i32 %6, 0, !dbg !1112
  br i1 %7, label %14, label %8, !dbg !1113

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1114
  %10 = icmp slt i32 %9, 0, !dbg !1115
  br i1 %10, label %14, label %11, !dbg !1116

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !1117
  %13 = icmp sge i32 %12, 32, !dbg !1118
  br i1 %13, label %14, label %17, !dbg !1119

14:                                               ; preds = %11, %8, %2
  %15 = load i8, ptr %3, align 1, !dbg !1120
  %16 = sext i8 %15 to i32, !dbg !1121
  br label %22, !dbg !1119

17:                                               ; preds = %11
  %18 = load i8, ptr %3, align 1, !dbg !1122
  %19 = sext i8 %18 to i32, !dbg !1122
  %20 = load i32, ptr %4, align 4, !dbg !1123
  %21 = ashr i32 %19, %20, !dbg !1124
  br label %22, !dbg !1119

22:                                               ; preds = %17, %14
  %23 = phi i32 [ %16, %14 ], [ %21, %17 ], !dbg !1119
  %24 = trunc i32 %23 to i8, !dbg !1119
  ret i8 %24, !dbg !1125
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_lshift_func_int8_t_s_u(i8 noundef signext %0, i32 noundef %1) #0 !dbg !1126 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1129, !DIExpression(), !1130)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1131, !DIExpression(), !1132)
  %5 = load i8, ptr %3, align 1, !dbg !1133
  %6 = sext i8 %5 to i32, !dbg !1133
  %7 = icmp slt i32 %6, 0, !dbg !1134
  br i1 %7, label %17, label %8, !dbg !1135

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1136
  %10 = icmp uge i32 %9, 32, !dbg !1137
  br i1 %10, label %17, label %11, !dbg !1138

11:                                               ; preds = %8
  %12 = load i8, ptr %3, align 1, !dbg !1139
  %13 = sext i8 %12 to i32, !dbg !1139
  %14 = load i32, ptr %4, align 4, !dbg !1140
  %15 = ashr i32 127, %14, !dbg !1141
  %16 = icmp sgt i32 %13, %15, !dbg !1142
  br i1 %16, label %17, label %20, !dbg !1143

17:                                               ; preds = %11, %8, %2
  %18 = load i8, ptr %3, align 1, !dbg !1144
  %19 = sext i8 %18 to i32, !dbg !1145
  br label %25, !dbg !1143

20:                                               ; preds = %11
  %21 = load i8, ptr %3, align 1, !dbg !1146
  %22 = sext i8 %21 to i32, !dbg !1146
  %23 = load i32, ptr %4, align 4, !dbg !1147
  %24 = shl i32 %22, %23, !dbg !1148
  br label %25, !dbg !1143

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ], !dbg !1143
  %27 = trunc i32 %26 to i8, !dbg !1143
  ret i8 %27, !dbg !1149
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_u(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !1150 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1153, !DIExpression(), !1154)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1155, !DIExpression(), !1156)
  %5 = load i32, ptr %4, align 4, !dbg !1157
  %6 = icmp uge i32 %5, 32, !dbg !1158
  br i1 %6, label %7, label %10, !dbg !1159

7:                                                ; preds = %2
  %8 = load i8, ptr %3, align 1, !dbg !1160
  %9 = zext i8 %8 to i32, !dbg !1161
  br label %15, !dbg !1159

10:                                               ; preds = %2
  %11 = load i8, ptr %3, align 1, !dbg !1162
  %12 = zext i8 %11 to i32, !dbg !1162
  %13 = load i32, ptr %4, align 4, !dbg !1163
  %14 = ashr i32 %12, %13, !dbg !1164
  br label %15, !dbg !1159

15:                                               ; preds = %10, %7
  %16 = phi i32 [ %9, %7 ], [ %14, %10 ], !dbg !1159
  %17 = trunc i32 %16 to i8, !dbg !1159
  ret i8 %17, !dbg !1165
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_add_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1166 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1169, !DIExpression(), !1170)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1171, !DIExpression(), !1172)
  %5 = load i16, ptr %3, align 2, !dbg !1173
  %6 = zext i16 %5 to i32, !dbg !1173
  %7 = load i16, ptr %4, align 2, !dbg !1174
  %8 = zext i16 %7 to i32, !dbg !1174
  %9 = add nsw i32 %6, %8, !dbg !1175
  %10 = trunc i32 %9 to i16, !dbg !1173
  ret i16 %10, !dbg !1176
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_rshift_func_uint8_t_u_s(i8 noundef zeroext %0, i32 noundef %1) #0 !dbg !1177 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1180, !DIExpression(), !1181)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1182, !DIExpression(), !1183)
  %5 = load i32, ptr %4, align 4, !dbg !1184
  %6 = icmp slt i32 %5, 0, !dbg !1185
  br i1 %6, label %10, label %7, !dbg !1186

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !1187
  %9 = icmp sge i32 %8, 32, !dbg !1188
  br i1 %9, label %10, label %13, !dbg !1189

10:                                               ; preds = %7, %2
  %11 = load i8, ptr %3, align 1, !dbg !1190
  %12 = zext i8 %11 to i32, !dbg !1191
  br label %18, !dbg !1189

13:                                               ; preds = %7
  %14 = load i8, ptr %3, align 1, !dbg !1192
  %15 = zext i8 %14 to i32, !dbg !1192
  %16 = load i32, ptr %4, align 4, !dbg !1193
  %17 = ashr i32 %15, %16, !dbg !1194
  br label %18, !dbg !1189

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ], !dbg !1189
  %20 = trunc i32 %19 to i8, !dbg !1189
  ret i8 %20, !dbg !1195
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @safe_mod_func_int32_t_s_s(i32 noundef %0, i32 noundef %1) #0 !dbg !1196 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !1197, !DIExpression(), !1198)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1199, !DIExpression(), !1200)
  %5 = load i32, ptr %4, align 4, !dbg !1201
  %6 = icmp eq i32 %5, 0, !dbg !1202
  br i1 %6, label %13, label %7, !dbg !1203

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4, !dbg !1204
  %9 = icmp eq i32 %8, -2147483648, !dbg !1205
  br i1 %9, label %10, label %15, !dbg !1206

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4, !dbg !1207
  %12 = icmp eq i32 %11, -1, !dbg !1208
  br i1 %12, label %13, label %15, !dbg !1209

13:                                               ; preds = %10, %2
  %14 = load i32, ptr %3, align 4, !dbg !1210
  br label %19, !dbg !1209

15:                                               ; preds = %10, %7
  %16 = load i32, ptr %3, align 4, !dbg !1211
  %17 = load i32, ptr %4, align 4, !dbg !1212
  %18 = srem i32 %16, %17, !dbg !1213
  br label %19, !dbg !1209

19:                                               ; preds = %15, %13
  %20 = phi i32 [ %14, %13 ], [ %18, %15 ], !dbg !1209
  ret i32 %20, !dbg !1214
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_mod_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1215 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1218, !DIExpression(), !1219)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1220, !DIExpression(), !1221)
  %5 = load i8, ptr %4, align 1, !dbg !1222
  %6 = sext i8 %5 to i32, !dbg !1222
  %7 = icmp eq i32 %6, 0, !dbg !1223
  br i1 %7, label %16, label %8, !dbg !1224

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !1225
  %10 = sext i8 %9 to i32, !dbg !1225
  %11 = icmp eq i32 %10, -128, !dbg !1226
  br i1 %11, label %12, label %19, !dbg !1227

12:                                               ; preds = %8
  %13 = load i8, ptr %4, align 1, !dbg !1228
  %14 = sext i8 %13 to i32, !dbg !1228
  %15 = icmp eq i32 %14, -1, !dbg !1229
  br i1 %15, label %16, label %19, !dbg !1230

16:                                               ; preds = %12, %2
  %17 = load i8, ptr %3, align 1, !dbg !1231
  %18 = sext i8 %17 to i32, !dbg !1232
  br label %25, !dbg !1230

19:                                               ; preds = %12, %8
  %20 = load i8, ptr %3, align 1, !dbg !1233
  %21 = sext i8 %20 to i32, !dbg !1233
  %22 = load i8, ptr %4, align 1, !dbg !1234
  %23 = sext i8 %22 to i32, !dbg !1234
  %24 = srem i32 %21, %23, !dbg !1235
  br label %25, !dbg !1230

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !1230
  %27 = trunc i32 %26 to i8, !dbg !1230
  ret i8 %27, !dbg !1236
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_lshift_func_int8_t_s_s(i8 noundef signext %0, i32 noundef %1) #0 !dbg !1237 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1238, !DIExpression(), !1239)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1240, !DIExpression(), !1241)
  %5 = load i8, ptr %3, align 1, !dbg !1242
  %6 = sext i8 %5 to i32, !dbg !1242
  %7 = icmp slt i32 %6, 0, !dbg !1243
  br i1 %7, label %20, label %8, !dbg !1244

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1245
  %10 = icmp slt i32 %9, 0, !dbg !1246
  br i1 %10, label %20, label %11, !dbg !1247

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !1248
  %13 = icmp sge i32 %12, 32, !dbg !1249
  br i1 %13, label %20, label %14, !dbg !1250

14:                                               ; preds = %11
  %15 = load i8, ptr %3, align 1, !dbg !1251
  %16 = sext i8 %15 to i32, !dbg !1251
  %17 = load i32, ptr %4, align 4, !dbg !1252
  %18 = ashr i32 127, %17, !dbg !1253
  %19 = icmp sgt i32 %16, %18, !dbg !1254
  br i1 %19, label %20, label %23, !dbg !1255

20:                                               ; preds = %14, %11, %8, %2
  %21 = load i8, ptr %3, align 1, !dbg !1256
  %22 = sext i8 %21 to i32, !dbg !1257
  br label %28, !dbg !1255

23:                                               ; preds = %14
  %24 = load i8, ptr %3, align 1, !dbg !1258
  %25 = sext i8 %24 to i32, !dbg !1258
  %26 = load i32, ptr %4, align 4, !dbg !1259
  %27 = shl i32 %25, %26, !dbg !1260
  br label %28, !dbg !1255

28:                                               ; preds = %23, %20
  %29 = phi i32 [ %22, %20 ], [ %27, %23 ], !dbg !1255
  %30 = trunc i32 %29 to i8, !dbg !1255
  ret i8 %30, !dbg !1261
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_rshift_func_uint16_t_u_s(i16 noundef zeroext %0, i32 noundef %1) #0 !dbg !1262 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1265, !DIExpression(), !1266)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1267, !DIExpression(), !1268)
  %5 = load i32, ptr %4, align 4, !dbg !1269
  %6 = icmp slt i32 %5, 0, !dbg !1270
  br i1 %6, label %10, label %7, !dbg !1271

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4, !dbg !1272
  %9 = icmp sge i32 %8, 32, !dbg !1273
  br i1 %9, label %10, label %13, !dbg !1274

10:                                               ; preds = %7, %2
  %11 = load i16, ptr %3, align 2, !dbg !1275
  %12 = zext i16 %11 to i32, !dbg !1276
  br label %18, !dbg !1274

13:                                               ; preds = %7
  %14 = load i16, ptr %3, align 2, !dbg !1277
  %15 = zext i16 %14 to i32, !dbg !1277
  %16 = load i32, ptr %4, align 4, !dbg !1278
  %17 = ashr i32 %15, %16, !dbg !1279
  br label %18, !dbg !1274

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %17, %13 ], !dbg !1274
  %20 = trunc i32 %19 to i16, !dbg !1274
  ret i16 %20, !dbg !1280
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_div_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1281 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1282, !DIExpression(), !1283)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1284, !DIExpression(), !1285)
  %5 = load i8, ptr %4, align 1, !dbg !1286
  %6 = zext i8 %5 to i32, !dbg !1286
  %7 = icmp eq i32 %6, 0, !dbg !1287
  br i1 %7, label %8, label %11, !dbg !1288

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1, !dbg !1289
  %10 = zext i8 %9 to i32, !dbg !1290
  br label %17, !dbg !1288

11:                                               ; preds = %2
  %12 = load i8, ptr %3, align 1, !dbg !1291
  %13 = zext i8 %12 to i32, !dbg !1291
  %14 = load i8, ptr %4, align 1, !dbg !1292
  %15 = zext i8 %14 to i32, !dbg !1292
  %16 = sdiv i32 %13, %15, !dbg !1293
  br label %17, !dbg !1288

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !1288
  %19 = trunc i32 %18 to i8, !dbg !1288
  ret i8 %19, !dbg !1294
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_lshift_func_int16_t_s_u(i16 noundef signext %0, i32 noundef %1) #0 !dbg !1295 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1298, !DIExpression(), !1299)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !1300, !DIExpression(), !1301)
  %5 = load i16, ptr %3, align 2, !dbg !1302
  %6 = sext i16 %5 to i32, !dbg !1302
  %7 = icmp slt i32 %6, 0, !dbg !1303
  br i1 %7, label %17, label %8, !dbg !1304

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4, !dbg !1305
  %10 = icmp uge i32 %9, 32, !dbg !1306
  br i1 %10, label %17, label %11, !dbg !1307

11:                                               ; preds = %8
  %12 = load i16, ptr %3, align 2, !dbg !1308
  %13 = sext i16 %12 to i32, !dbg !1308
  %14 = load i32, ptr %4, align 4, !dbg !1309
  %15 = ashr i32 32767, %14, !dbg !1310
  %16 = icmp sgt i32 %13, %15, !dbg !1311
  br i1 %16, label %17, label %20, !dbg !1312

17:                                               ; preds = %11, %8, %2
  %18 = load i16, ptr %3, align 2, !dbg !1313
  %19 = sext i16 %18 to i32, !dbg !1314
  br label %25, !dbg !1312

20:                                               ; preds = %11
  %21 = load i16, ptr %3, align 2, !dbg !1315
  %22 = sext i16 %21 to i32, !dbg !1315
  %23 = load i32, ptr %4, align 4, !dbg !1316
  %24 = shl i32 %22, %23, !dbg !1317
  br label %25, !dbg !1312

25:                                               ; preds = %20, %17
  %26 = phi i32 [ %19, %17 ], [ %24, %20 ], !dbg !1312
  %27 = trunc i32 %26 to i16, !dbg !1312
  ret i16 %27, !dbg !1318
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @safe_add_func_int8_t_s_s(i8 noundef signext %0, i8 noundef signext %1) #0 !dbg !1319 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1320, !DIExpression(), !1321)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1322, !DIExpression(), !1323)
  %5 = load i8, ptr %3, align 1, !dbg !1324
  %6 = sext i8 %5 to i32, !dbg !1324
  %7 = load i8, ptr %4, align 1, !dbg !1325
  %8 = sext i8 %7 to i32, !dbg !1325
  %9 = add nsw i32 %6, %8, !dbg !1326
  %10 = trunc i32 %9 to i8, !dbg !1327
  ret i8 %10, !dbg !1328
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @safe_mod_func_int64_t_s_s(i64 noundef %0, i64 noundef %1) #0 !dbg !1329 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !1335, !DIExpression(), !1336)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !1337, !DIExpression(), !1338)
  %5 = load i64, ptr %4, align 8, !dbg !1339
  %6 = icmp eq i64 %5, 0, !dbg !1340
  br i1 %6, label %13, label %7, !dbg !1341

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8, !dbg !1342
  %9 = icmp eq i64 %8, -9223372036854775808, !dbg !1343
  br i1 %9, label %10, label %15, !dbg !1344

10:                                               ; preds = %7
  %11 = load i64, ptr %4, align 8, !dbg !1345
  %12 = icmp eq i64 %11, -1, !dbg !1346
  br i1 %12, label %13, label %15, !dbg !1347

13:                                               ; preds = %10, %2
  %14 = load i64, ptr %3, align 8, !dbg !1348
  br label %19, !dbg !1347

15:                                               ; preds = %10, %7
  %16 = load i64, ptr %3, align 8, !dbg !1349
  %17 = load i64, ptr %4, align 8, !dbg !1350
  %18 = srem i64 %16, %17, !dbg !1351
  br label %19, !dbg !1347

19:                                               ; preds = %15, %13
  %20 = phi i64 [ %14, %13 ], [ %18, %15 ], !dbg !1347
  ret i64 %20, !dbg !1352
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @safe_mod_func_uint16_t_u_u(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !1353 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1354, !DIExpression(), !1355)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1356, !DIExpression(), !1357)
  %5 = load i16, ptr %4, align 2, !dbg !1358
  %6 = zext i16 %5 to i32, !dbg !1358
  %7 = icmp eq i32 %6, 0, !dbg !1359
  br i1 %7, label %8, label %11, !dbg !1360

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !1361
  %10 = zext i16 %9 to i32, !dbg !1362
  br label %17, !dbg !1360

11:                                               ; preds = %2
  %12 = load i16, ptr %3, align 2, !dbg !1363
  %13 = zext i16 %12 to i32, !dbg !1363
  %14 = load i16, ptr %4, align 2, !dbg !1364
  %15 = zext i16 %14 to i32, !dbg !1364
  %16 = srem i32 %13, %15, !dbg !1365
  br label %17, !dbg !1360

17:                                               ; preds = %11, %8
  %18 = phi i32 [ %10, %8 ], [ %16, %11 ], !dbg !1360
  %19 = trunc i32 %18 to i16, !dbg !1360
  ret i16 %19, !dbg !1366
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_sub_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !1367 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1370, !DIExpression(), !1371)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1372, !DIExpression(), !1373)
  %5 = load i16, ptr %3, align 2, !dbg !1374
  %6 = sext i16 %5 to i32, !dbg !1374
  %7 = load i16, ptr %4, align 2, !dbg !1375
  %8 = sext i16 %7 to i32, !dbg !1375
  %9 = sub nsw i32 %6, %8, !dbg !1376
  %10 = trunc i32 %9 to i16, !dbg !1377
  ret i16 %10, !dbg !1378
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @safe_add_func_uint8_t_u_u(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !1379 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
    #dbg_declare(ptr %3, !1380, !DIExpression(), !1381)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !1382, !DIExpression(), !1383)
  %5 = load i8, ptr %3, align 1, !dbg !1384
  %6 = zext i8 %5 to i32, !dbg !1384
  %7 = load i8, ptr %4, align 1, !dbg !1385
  %8 = zext i8 %7 to i32, !dbg !1385
  %9 = add nsw i32 %6, %8, !dbg !1386
  %10 = trunc i32 %9 to i8, !dbg !1384
  ret i8 %10, !dbg !1387
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @safe_mod_func_int16_t_s_s(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !1388 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !1389, !DIExpression(), !1390)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !1391, !DIExpression(), !1392)
  %5 = load i16, ptr %4, align 2, !dbg !1393
  %6 = sext i16 %5 to i32, !dbg !1393
  %7 = icmp eq i32 %6, 0, !dbg !1394
  br i1 %7, label %16, label %8, !dbg !1395

8:                                                ; preds = %2
  %9 = load i16, ptr %3, align 2, !dbg !1396
  %10 = sext i16 %9 to i32, !dbg !1396
  %11 = icmp eq i32 %10, -32768, !dbg !1397
  br i1 %11, label %12, label %19, !dbg !1398

12:                                               ; preds = %8
  %13 = load i16, ptr %4, align 2, !dbg !1399
  %14 = sext i16 %13 to i32, !dbg !1399
  %15 = icmp eq i32 %14, -1, !dbg !1400
  br i1 %15, label %16, label %19, !dbg !1401

16:                                               ; preds = %12, %2
  %17 = load i16, ptr %3, align 2, !dbg !1402
  %18 = sext i16 %17 to i32, !dbg !1403
  br label %25, !dbg !1401

19:                                               ; preds = %12, %8
  %20 = load i16, ptr %3, align 2, !dbg !1404
  %21 = sext i16 %20 to i32, !dbg !1404
  %22 = load i16, ptr %4, align 2, !dbg !1405
  %23 = sext i16 %22 to i32, !dbg !1405
  %24 = srem i32 %21, %23, !dbg !1406
  br label %25, !dbg !1401

25:                                               ; preds = %19, %16
  %26 = phi i32 [ %18, %16 ], [ %24, %19 ], !dbg !1401
  %27 = trunc i32 %26 to i16, !dbg !1401
  ret i16 %27, !dbg !1407
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !1408 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !1411, !DIExpression(), !1412)
  %3 = load i64, ptr %2, align 8, !dbg !1413
  %4 = lshr i64 %3, 0, !dbg !1414
  %5 = and i64 %4, 255, !dbg !1415
  %6 = trunc i64 %5 to i8, !dbg !1416
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !1417
  %7 = load i64, ptr %2, align 8, !dbg !1418
  %8 = lshr i64 %7, 8, !dbg !1419
  %9 = and i64 %8, 255, !dbg !1420
  %10 = trunc i64 %9 to i8, !dbg !1421
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !1422
  %11 = load i64, ptr %2, align 8, !dbg !1423
  %12 = lshr i64 %11, 16, !dbg !1424
  %13 = and i64 %12, 255, !dbg !1425
  %14 = trunc i64 %13 to i8, !dbg !1426
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !1427
  %15 = load i64, ptr %2, align 8, !dbg !1428
  %16 = lshr i64 %15, 24, !dbg !1429
  %17 = and i64 %16, 255, !dbg !1430
  %18 = trunc i64 %17 to i8, !dbg !1431
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !1432
  %19 = load i64, ptr %2, align 8, !dbg !1433
  %20 = lshr i64 %19, 32, !dbg !1434
  %21 = and i64 %20, 255, !dbg !1435
  %22 = trunc i64 %21 to i8, !dbg !1436
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !1437
  %23 = load i64, ptr %2, align 8, !dbg !1438
  %24 = lshr i64 %23, 40, !dbg !1439
  %25 = and i64 %24, 255, !dbg !1440
  %26 = trunc i64 %25 to i8, !dbg !1441
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !1442
  %27 = load i64, ptr %2, align 8, !dbg !1443
  %28 = lshr i64 %27, 48, !dbg !1444
  %29 = and i64 %28, 255, !dbg !1445
  %30 = trunc i64 %29 to i8, !dbg !1446
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !1447
  %31 = load i64, ptr %2, align 8, !dbg !1448
  %32 = lshr i64 %31, 56, !dbg !1449
  %33 = and i64 %32, 255, !dbg !1450
  %34 = trunc i64 %33 to i8, !dbg !1451
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !1452
  ret void, !dbg !1453
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !1454 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !1457, !DIExpression(), !1458)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !1459
  %4 = lshr i32 %3, 8, !dbg !1460
  %5 = and i32 %4, 16777215, !dbg !1461
  %6 = load i32, ptr @crc32_context, align 4, !dbg !1462
  %7 = load i8, ptr %2, align 1, !dbg !1463
  %8 = zext i8 %7 to i32, !dbg !1463
  %9 = xor i32 %6, %8, !dbg !1464
  %10 = and i32 %9, 255, !dbg !1465
  %11 = zext i32 %10 to i64, !dbg !1466
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !1466
  %13 = load i32, ptr %12, align 4, !dbg !1466
  %14 = xor i32 %5, %13, !dbg !1467
  store i32 %14, ptr @crc32_context, align 4, !dbg !1468
  ret void, !dbg !1469
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!188, !189, !190, !191, !192, !193, !194}
!llvm.ident = !{!195}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 222, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "default_12.c", directory: ".", checksumkind: CSK_MD5, checksum: "dbbe6849edac9d786fa24cbe12edf203")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_3", scope: !9, file: !2, line: 30, type: !187, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !14, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !13}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!0, !15, !20, !25, !30, !32, !34, !36, !41, !43, !48, !50, !52, !54, !56, !58, !63, !65, !67, !69, !71, !81, !92, !94, !96, !103, !109, !116, !118, !120, !7, !125, !143, !145, !147, !156, !159, !164, !166, !168, !173, !177, !179, !185}
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 228, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 7)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 229, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 14)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 234, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 11)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 235, type: !27, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 236, type: !27, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 237, type: !27, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 241, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 5)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 242, type: !38, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 243, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 8)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 246, type: !45, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 252, type: !45, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 256, type: !38, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 257, type: !38, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 260, type: !45, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 266, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 9)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 270, type: !60, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 271, type: !60, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 272, type: !60, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 273, type: !60, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !73, line: 47, type: !74, isLocal: true, isDefinition: true)
!73 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 8192, elements: !79)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !76, line: 26, baseType: !77)
!76 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !78, line: 42, baseType: !12)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!79 = !{!80}
!80 = !DISubrange(count: 256)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(name: "g_48", scope: !9, file: !2, line: 36, type: !83, isLocal: true, isDefinition: true)
!83 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !76, line: 24, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !78, line: 38, baseType: !91)
!91 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "g_49", scope: !9, file: !2, line: 35, type: !85, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(name: "g_50", scope: !9, file: !2, line: 34, type: !86, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "g_58", scope: !9, file: !2, line: 38, type: !98, isLocal: true, isDefinition: true)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !100, line: 25, baseType: !101)
!100 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !78, line: 39, baseType: !102)
!102 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "g_59", scope: !9, file: !2, line: 40, type: !105, isLocal: true, isDefinition: true)
!105 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !100, line: 26, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !78, line: 41, baseType: !13)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "g_83", scope: !9, file: !2, line: 46, type: !111, isLocal: true, isDefinition: true)
!111 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!116 = !DIGlobalVariableExpression(var: !117, expr: !DIExpression())
!117 = distinct !DIGlobalVariable(name: "g_84", scope: !9, file: !2, line: 45, type: !113, isLocal: true, isDefinition: true)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(name: "g_95", scope: !9, file: !2, line: 48, type: !105, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !73, line: 114, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 36)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "g_16", scope: !9, file: !2, line: 31, type: !127, isLocal: true, isDefinition: true)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 192, elements: !141)
!128 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !129)
!129 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !2, line: 21, size: 32, elements: !130)
!130 = !{!131, !133, !134, !139, !140}
!131 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !129, file: !2, line: 22, baseType: !132, size: 16)
!132 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !99)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !129, file: !2, line: 23, baseType: !107, size: 32)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !129, file: !2, line: 24, baseType: !135, size: 16)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !76, line: 25, baseType: !137)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !78, line: 40, baseType: !138)
!138 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !129, file: !2, line: 25, baseType: !99, size: 16)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !129, file: !2, line: 26, baseType: !99, size: 16)
!141 = !{!142}
!142 = !DISubrange(count: 6)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(name: "g_39", scope: !9, file: !2, line: 32, type: !89, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "g_43", scope: !9, file: !2, line: 33, type: !99, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(name: "g_51", scope: !9, file: !2, line: 37, type: !149, isLocal: true, isDefinition: true)
!149 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U0", file: !2, line: 16, size: 64, elements: !150)
!150 = !{!151, !152}
!151 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !149, file: !2, line: 17, baseType: !13, size: 20, flags: DIFlagBitField, extraData: i64 0)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !149, file: !2, line: 18, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !76, line: 27, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !78, line: 45, baseType: !155)
!155 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(name: "g_60", scope: !9, file: !2, line: 39, type: !158, isLocal: true, isDefinition: true)
!158 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 64, elements: !5)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(name: "g_61", scope: !9, file: !2, line: 41, type: !161, isLocal: true, isDefinition: true)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !153, size: 256, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 4)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression())
!165 = distinct !DIGlobalVariable(name: "g_68", scope: !9, file: !2, line: 42, type: !153, isLocal: true, isDefinition: true)
!166 = !DIGlobalVariableExpression(var: !167, expr: !DIExpression())
!167 = distinct !DIGlobalVariable(name: "g_75", scope: !9, file: !2, line: 43, type: !107, isLocal: true, isDefinition: true)
!168 = !DIGlobalVariableExpression(var: !169, expr: !DIExpression())
!169 = distinct !DIGlobalVariable(name: "g_78", scope: !9, file: !2, line: 44, type: !170, isLocal: true, isDefinition: true)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 96, elements: !171)
!171 = !{!172}
!172 = !DISubrange(count: 3)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(name: "g_125", scope: !9, file: !2, line: 50, type: !175, isLocal: true, isDefinition: true)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !176, size: 128, elements: !46)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !99)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(name: "g_145", scope: !9, file: !2, line: 56, type: !128, isLocal: true, isDefinition: true)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(scope: null, file: !181, line: 56, type: !182, isLocal: true, isDefinition: true)
!181 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !183)
!183 = !{!184}
!184 = !DISubrange(count: 15)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !73, line: 48, type: !75, isLocal: true, isDefinition: true)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 192, elements: !141)
!188 = !{i32 7, !"Dwarf Version", i32 5}
!189 = !{i32 2, !"Debug Info Version", i32 3}
!190 = !{i32 1, !"wchar_size", i32 4}
!191 = !{i32 8, !"PIC Level", i32 2}
!192 = !{i32 7, !"PIE Level", i32 2}
!193 = !{i32 7, !"uwtable", i32 2}
!194 = !{i32 7, !"frame-pointer", i32 2}
!195 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!196 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 218, type: !197, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !201)
!197 = !DISubroutineType(types: !198)
!198 = !{!13, !13, !199}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!201 = !{}
!202 = !DILocalVariable(name: "argc", arg: 1, scope: !196, file: !2, line: 218, type: !13)
!203 = !DILocation(line: 218, column: 15, scope: !196)
!204 = !DILocalVariable(name: "argv", arg: 2, scope: !196, file: !2, line: 218, type: !199)
!205 = !DILocation(line: 218, column: 27, scope: !196)
!206 = !DILocalVariable(name: "i", scope: !196, file: !2, line: 220, type: !13)
!207 = !DILocation(line: 220, column: 9, scope: !196)
!208 = !DILocalVariable(name: "j", scope: !196, file: !2, line: 220, type: !13)
!209 = !DILocation(line: 220, column: 12, scope: !196)
!210 = !DILocalVariable(name: "k", scope: !196, file: !2, line: 220, type: !13)
!211 = !DILocation(line: 220, column: 15, scope: !196)
!212 = !DILocalVariable(name: "print_hash_value", scope: !196, file: !2, line: 221, type: !13)
!213 = !DILocation(line: 221, column: 9, scope: !196)
!214 = !DILocation(line: 222, column: 9, scope: !215)
!215 = distinct !DILexicalBlock(scope: !196, file: !2, line: 222, column: 9)
!216 = !DILocation(line: 222, column: 14, scope: !215)
!217 = !DILocation(line: 222, column: 19, scope: !215)
!218 = !DILocation(line: 222, column: 29, scope: !215)
!219 = !DILocation(line: 222, column: 22, scope: !215)
!220 = !DILocation(line: 222, column: 43, scope: !215)
!221 = !DILocation(line: 222, column: 9, scope: !196)
!222 = !DILocation(line: 222, column: 66, scope: !215)
!223 = !DILocation(line: 222, column: 49, scope: !215)
!224 = !DILocation(line: 223, column: 5, scope: !196)
!225 = !DILocation(line: 224, column: 5, scope: !196)
!226 = !DILocation(line: 225, column: 5, scope: !196)
!227 = !DILocation(line: 226, column: 12, scope: !228)
!228 = distinct !DILexicalBlock(scope: !196, file: !2, line: 226, column: 5)
!229 = !DILocation(line: 226, column: 10, scope: !228)
!230 = !DILocation(line: 226, column: 17, scope: !231)
!231 = distinct !DILexicalBlock(scope: !228, file: !2, line: 226, column: 5)
!232 = !DILocation(line: 226, column: 19, scope: !231)
!233 = !DILocation(line: 226, column: 5, scope: !228)
!234 = !DILocation(line: 228, column: 29, scope: !235)
!235 = distinct !DILexicalBlock(scope: !231, file: !2, line: 227, column: 5)
!236 = !DILocation(line: 228, column: 25, scope: !235)
!237 = !DILocation(line: 228, column: 43, scope: !235)
!238 = !DILocation(line: 228, column: 9, scope: !235)
!239 = !DILocation(line: 229, column: 13, scope: !240)
!240 = distinct !DILexicalBlock(scope: !235, file: !2, line: 229, column: 13)
!241 = !DILocation(line: 229, column: 13, scope: !235)
!242 = !DILocation(line: 229, column: 56, scope: !240)
!243 = !DILocation(line: 229, column: 31, scope: !240)
!244 = !DILocation(line: 231, column: 5, scope: !235)
!245 = !DILocation(line: 226, column: 25, scope: !231)
!246 = !DILocation(line: 226, column: 5, scope: !231)
!247 = distinct !{!247, !233, !248, !249}
!248 = !DILocation(line: 231, column: 5, scope: !228)
!249 = !{!"llvm.loop.mustprogress"}
!250 = !DILocation(line: 232, column: 12, scope: !251)
!251 = distinct !DILexicalBlock(scope: !196, file: !2, line: 232, column: 5)
!252 = !DILocation(line: 232, column: 10, scope: !251)
!253 = !DILocation(line: 232, column: 17, scope: !254)
!254 = distinct !DILexicalBlock(scope: !251, file: !2, line: 232, column: 5)
!255 = !DILocation(line: 232, column: 19, scope: !254)
!256 = !DILocation(line: 232, column: 5, scope: !251)
!257 = !DILocation(line: 234, column: 30, scope: !258)
!258 = distinct !DILexicalBlock(scope: !254, file: !2, line: 233, column: 5)
!259 = !DILocation(line: 234, column: 25, scope: !258)
!260 = !DILocation(line: 234, column: 33, scope: !258)
!261 = !DILocation(line: 234, column: 51, scope: !258)
!262 = !DILocation(line: 234, column: 9, scope: !258)
!263 = !DILocation(line: 235, column: 30, scope: !258)
!264 = !DILocation(line: 235, column: 25, scope: !258)
!265 = !DILocation(line: 235, column: 33, scope: !258)
!266 = !DILocation(line: 235, column: 51, scope: !258)
!267 = !DILocation(line: 235, column: 9, scope: !258)
!268 = !DILocation(line: 236, column: 30, scope: !258)
!269 = !DILocation(line: 236, column: 25, scope: !258)
!270 = !DILocation(line: 236, column: 33, scope: !258)
!271 = !DILocation(line: 236, column: 51, scope: !258)
!272 = !DILocation(line: 236, column: 9, scope: !258)
!273 = !DILocation(line: 237, column: 30, scope: !258)
!274 = !DILocation(line: 237, column: 25, scope: !258)
!275 = !DILocation(line: 237, column: 33, scope: !258)
!276 = !DILocation(line: 237, column: 51, scope: !258)
!277 = !DILocation(line: 237, column: 9, scope: !258)
!278 = !DILocation(line: 238, column: 13, scope: !279)
!279 = distinct !DILexicalBlock(scope: !258, file: !2, line: 238, column: 13)
!280 = !DILocation(line: 238, column: 13, scope: !258)
!281 = !DILocation(line: 238, column: 56, scope: !279)
!282 = !DILocation(line: 238, column: 31, scope: !279)
!283 = !DILocation(line: 240, column: 5, scope: !258)
!284 = !DILocation(line: 232, column: 25, scope: !254)
!285 = !DILocation(line: 232, column: 5, scope: !254)
!286 = distinct !{!286, !256, !287, !249}
!287 = !DILocation(line: 240, column: 5, scope: !251)
!288 = !DILocation(line: 241, column: 21, scope: !196)
!289 = !DILocation(line: 241, column: 35, scope: !196)
!290 = !DILocation(line: 241, column: 5, scope: !196)
!291 = !DILocation(line: 242, column: 21, scope: !196)
!292 = !DILocation(line: 242, column: 35, scope: !196)
!293 = !DILocation(line: 242, column: 5, scope: !196)
!294 = !DILocation(line: 243, column: 26, scope: !196)
!295 = !DILocation(line: 243, column: 21, scope: !196)
!296 = !DILocation(line: 243, column: 41, scope: !196)
!297 = !DILocation(line: 243, column: 5, scope: !196)
!298 = !DILocation(line: 244, column: 12, scope: !299)
!299 = distinct !DILexicalBlock(scope: !196, file: !2, line: 244, column: 5)
!300 = !DILocation(line: 244, column: 10, scope: !299)
!301 = !DILocation(line: 244, column: 17, scope: !302)
!302 = distinct !DILexicalBlock(scope: !299, file: !2, line: 244, column: 5)
!303 = !DILocation(line: 244, column: 19, scope: !302)
!304 = !DILocation(line: 244, column: 5, scope: !299)
!305 = !DILocation(line: 246, column: 30, scope: !306)
!306 = distinct !DILexicalBlock(scope: !302, file: !2, line: 245, column: 5)
!307 = !DILocation(line: 246, column: 25, scope: !306)
!308 = !DILocation(line: 246, column: 45, scope: !306)
!309 = !DILocation(line: 246, column: 9, scope: !306)
!310 = !DILocation(line: 247, column: 13, scope: !311)
!311 = distinct !DILexicalBlock(scope: !306, file: !2, line: 247, column: 13)
!312 = !DILocation(line: 247, column: 13, scope: !306)
!313 = !DILocation(line: 247, column: 56, scope: !311)
!314 = !DILocation(line: 247, column: 31, scope: !311)
!315 = !DILocation(line: 249, column: 5, scope: !306)
!316 = !DILocation(line: 244, column: 25, scope: !302)
!317 = !DILocation(line: 244, column: 5, scope: !302)
!318 = distinct !{!318, !304, !319, !249}
!319 = !DILocation(line: 249, column: 5, scope: !299)
!320 = !DILocation(line: 250, column: 12, scope: !321)
!321 = distinct !DILexicalBlock(scope: !196, file: !2, line: 250, column: 5)
!322 = !DILocation(line: 250, column: 10, scope: !321)
!323 = !DILocation(line: 250, column: 17, scope: !324)
!324 = distinct !DILexicalBlock(scope: !321, file: !2, line: 250, column: 5)
!325 = !DILocation(line: 250, column: 19, scope: !324)
!326 = !DILocation(line: 250, column: 5, scope: !321)
!327 = !DILocation(line: 252, column: 30, scope: !328)
!328 = distinct !DILexicalBlock(scope: !324, file: !2, line: 251, column: 5)
!329 = !DILocation(line: 252, column: 25, scope: !328)
!330 = !DILocation(line: 252, column: 45, scope: !328)
!331 = !DILocation(line: 252, column: 9, scope: !328)
!332 = !DILocation(line: 253, column: 13, scope: !333)
!333 = distinct !DILexicalBlock(scope: !328, file: !2, line: 253, column: 13)
!334 = !DILocation(line: 253, column: 13, scope: !328)
!335 = !DILocation(line: 253, column: 56, scope: !333)
!336 = !DILocation(line: 253, column: 31, scope: !333)
!337 = !DILocation(line: 255, column: 5, scope: !328)
!338 = !DILocation(line: 250, column: 25, scope: !324)
!339 = !DILocation(line: 250, column: 5, scope: !324)
!340 = distinct !{!340, !326, !341, !249}
!341 = !DILocation(line: 255, column: 5, scope: !321)
!342 = !DILocation(line: 256, column: 21, scope: !196)
!343 = !DILocation(line: 256, column: 35, scope: !196)
!344 = !DILocation(line: 256, column: 5, scope: !196)
!345 = !DILocation(line: 257, column: 21, scope: !196)
!346 = !DILocation(line: 257, column: 35, scope: !196)
!347 = !DILocation(line: 257, column: 5, scope: !196)
!348 = !DILocation(line: 258, column: 12, scope: !349)
!349 = distinct !DILexicalBlock(scope: !196, file: !2, line: 258, column: 5)
!350 = !DILocation(line: 258, column: 10, scope: !349)
!351 = !DILocation(line: 258, column: 17, scope: !352)
!352 = distinct !DILexicalBlock(scope: !349, file: !2, line: 258, column: 5)
!353 = !DILocation(line: 258, column: 19, scope: !352)
!354 = !DILocation(line: 258, column: 5, scope: !349)
!355 = !DILocation(line: 260, column: 30, scope: !356)
!356 = distinct !DILexicalBlock(scope: !352, file: !2, line: 259, column: 5)
!357 = !DILocation(line: 260, column: 25, scope: !356)
!358 = !DILocation(line: 260, column: 45, scope: !356)
!359 = !DILocation(line: 260, column: 9, scope: !356)
!360 = !DILocation(line: 261, column: 13, scope: !361)
!361 = distinct !DILexicalBlock(scope: !356, file: !2, line: 261, column: 13)
!362 = !DILocation(line: 261, column: 13, scope: !356)
!363 = !DILocation(line: 261, column: 56, scope: !361)
!364 = !DILocation(line: 261, column: 31, scope: !361)
!365 = !DILocation(line: 263, column: 5, scope: !356)
!366 = !DILocation(line: 258, column: 25, scope: !352)
!367 = !DILocation(line: 258, column: 5, scope: !352)
!368 = distinct !{!368, !354, !369, !249}
!369 = !DILocation(line: 263, column: 5, scope: !349)
!370 = !DILocation(line: 264, column: 12, scope: !371)
!371 = distinct !DILexicalBlock(scope: !196, file: !2, line: 264, column: 5)
!372 = !DILocation(line: 264, column: 10, scope: !371)
!373 = !DILocation(line: 264, column: 17, scope: !374)
!374 = distinct !DILexicalBlock(scope: !371, file: !2, line: 264, column: 5)
!375 = !DILocation(line: 264, column: 19, scope: !374)
!376 = !DILocation(line: 264, column: 5, scope: !371)
!377 = !DILocation(line: 266, column: 31, scope: !378)
!378 = distinct !DILexicalBlock(scope: !374, file: !2, line: 265, column: 5)
!379 = !DILocation(line: 266, column: 25, scope: !378)
!380 = !DILocation(line: 266, column: 47, scope: !378)
!381 = !DILocation(line: 266, column: 9, scope: !378)
!382 = !DILocation(line: 267, column: 13, scope: !383)
!383 = distinct !DILexicalBlock(scope: !378, file: !2, line: 267, column: 13)
!384 = !DILocation(line: 267, column: 13, scope: !378)
!385 = !DILocation(line: 267, column: 56, scope: !383)
!386 = !DILocation(line: 267, column: 31, scope: !383)
!387 = !DILocation(line: 269, column: 5, scope: !378)
!388 = !DILocation(line: 264, column: 25, scope: !374)
!389 = !DILocation(line: 264, column: 5, scope: !374)
!390 = distinct !{!390, !376, !391, !249}
!391 = !DILocation(line: 269, column: 5, scope: !371)
!392 = !DILocation(line: 270, column: 27, scope: !196)
!393 = !DILocation(line: 270, column: 21, scope: !196)
!394 = !DILocation(line: 270, column: 43, scope: !196)
!395 = !DILocation(line: 270, column: 5, scope: !196)
!396 = !DILocation(line: 271, column: 27, scope: !196)
!397 = !DILocation(line: 271, column: 21, scope: !196)
!398 = !DILocation(line: 271, column: 43, scope: !196)
!399 = !DILocation(line: 271, column: 5, scope: !196)
!400 = !DILocation(line: 272, column: 27, scope: !196)
!401 = !DILocation(line: 272, column: 21, scope: !196)
!402 = !DILocation(line: 272, column: 43, scope: !196)
!403 = !DILocation(line: 272, column: 5, scope: !196)
!404 = !DILocation(line: 273, column: 27, scope: !196)
!405 = !DILocation(line: 273, column: 21, scope: !196)
!406 = !DILocation(line: 273, column: 43, scope: !196)
!407 = !DILocation(line: 273, column: 5, scope: !196)
!408 = !DILocation(line: 274, column: 23, scope: !196)
!409 = !DILocation(line: 274, column: 37, scope: !196)
!410 = !DILocation(line: 274, column: 53, scope: !196)
!411 = !DILocation(line: 274, column: 5, scope: !196)
!412 = !DILocation(line: 275, column: 5, scope: !196)
!413 = distinct !DISubprogram(name: "platform_main_begin", scope: !181, file: !181, line: 43, type: !414, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!414 = !DISubroutineType(types: !415)
!415 = !{null}
!416 = !DILocation(line: 46, column: 1, scope: !413)
!417 = distinct !DISubprogram(name: "crc32_gentab", scope: !73, file: !73, line: 51, type: !414, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!418 = !DILocalVariable(name: "crc", scope: !417, file: !73, line: 53, type: !75)
!419 = !DILocation(line: 53, column: 11, scope: !417)
!420 = !DILocalVariable(name: "poly", scope: !417, file: !73, line: 54, type: !421)
!421 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!422 = !DILocation(line: 54, column: 17, scope: !417)
!423 = !DILocalVariable(name: "i", scope: !417, file: !73, line: 55, type: !13)
!424 = !DILocation(line: 55, column: 6, scope: !417)
!425 = !DILocalVariable(name: "j", scope: !417, file: !73, line: 55, type: !13)
!426 = !DILocation(line: 55, column: 9, scope: !417)
!427 = !DILocation(line: 57, column: 9, scope: !428)
!428 = distinct !DILexicalBlock(scope: !417, file: !73, line: 57, column: 2)
!429 = !DILocation(line: 57, column: 7, scope: !428)
!430 = !DILocation(line: 57, column: 14, scope: !431)
!431 = distinct !DILexicalBlock(scope: !428, file: !73, line: 57, column: 2)
!432 = !DILocation(line: 57, column: 16, scope: !431)
!433 = !DILocation(line: 57, column: 2, scope: !428)
!434 = !DILocation(line: 58, column: 9, scope: !435)
!435 = distinct !DILexicalBlock(scope: !431, file: !73, line: 57, column: 28)
!436 = !DILocation(line: 58, column: 7, scope: !435)
!437 = !DILocation(line: 59, column: 10, scope: !438)
!438 = distinct !DILexicalBlock(scope: !435, file: !73, line: 59, column: 3)
!439 = !DILocation(line: 59, column: 8, scope: !438)
!440 = !DILocation(line: 59, column: 15, scope: !441)
!441 = distinct !DILexicalBlock(scope: !438, file: !73, line: 59, column: 3)
!442 = !DILocation(line: 59, column: 17, scope: !441)
!443 = !DILocation(line: 59, column: 3, scope: !438)
!444 = !DILocation(line: 60, column: 8, scope: !445)
!445 = distinct !DILexicalBlock(scope: !446, file: !73, line: 60, column: 8)
!446 = distinct !DILexicalBlock(scope: !441, file: !73, line: 59, column: 27)
!447 = !DILocation(line: 60, column: 12, scope: !445)
!448 = !DILocation(line: 60, column: 8, scope: !446)
!449 = !DILocation(line: 61, column: 12, scope: !450)
!450 = distinct !DILexicalBlock(scope: !445, file: !73, line: 60, column: 17)
!451 = !DILocation(line: 61, column: 16, scope: !450)
!452 = !DILocation(line: 61, column: 22, scope: !450)
!453 = !DILocation(line: 61, column: 9, scope: !450)
!454 = !DILocation(line: 62, column: 4, scope: !450)
!455 = !DILocation(line: 63, column: 9, scope: !456)
!456 = distinct !DILexicalBlock(scope: !445, file: !73, line: 62, column: 11)
!457 = !DILocation(line: 65, column: 3, scope: !446)
!458 = !DILocation(line: 59, column: 23, scope: !441)
!459 = !DILocation(line: 59, column: 3, scope: !441)
!460 = distinct !{!460, !443, !461, !249}
!461 = !DILocation(line: 65, column: 3, scope: !438)
!462 = !DILocation(line: 66, column: 18, scope: !435)
!463 = !DILocation(line: 66, column: 13, scope: !435)
!464 = !DILocation(line: 66, column: 3, scope: !435)
!465 = !DILocation(line: 66, column: 16, scope: !435)
!466 = !DILocation(line: 67, column: 2, scope: !435)
!467 = !DILocation(line: 57, column: 24, scope: !431)
!468 = !DILocation(line: 57, column: 2, scope: !431)
!469 = distinct !{!469, !433, !470, !249}
!470 = !DILocation(line: 67, column: 2, scope: !428)
!471 = !DILocation(line: 68, column: 1, scope: !417)
!472 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 71, type: !473, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!473 = !DISubroutineType(types: !474)
!474 = !{!75}
!475 = !DILocalVariable(name: "l_2", scope: !472, file: !2, line: 73, type: !476)
!476 = !DICompositeType(tag: DW_TAG_array_type, baseType: !477, size: 16, elements: !480)
!477 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !100, line: 24, baseType: !478)
!478 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !78, line: 37, baseType: !479)
!479 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!480 = !{!481, !6}
!481 = !DISubrange(count: 1)
!482 = !DILocation(line: 73, column: 12, scope: !472)
!483 = !DILocalVariable(name: "l_56", scope: !472, file: !2, line: 74, type: !98)
!484 = !DILocation(line: 74, column: 14, scope: !472)
!485 = !DILocalVariable(name: "l_81", scope: !472, file: !2, line: 75, type: !115)
!486 = !DILocation(line: 75, column: 15, scope: !472)
!487 = !DILocalVariable(name: "l_80", scope: !472, file: !2, line: 76, type: !488)
!488 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 320, elements: !39)
!489 = !DILocation(line: 76, column: 16, scope: !472)
!490 = !DILocalVariable(name: "l_79", scope: !472, file: !2, line: 77, type: !113)
!491 = !DILocation(line: 77, column: 17, scope: !472)
!492 = !DILocation(line: 77, column: 25, scope: !472)
!493 = !DILocalVariable(name: "l_90", scope: !472, file: !2, line: 78, type: !494)
!494 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!495 = !DILocation(line: 78, column: 14, scope: !472)
!496 = !DILocalVariable(name: "l_89", scope: !472, file: !2, line: 79, type: !497)
!497 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !498, size: 64)
!498 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !494)
!499 = !DILocation(line: 79, column: 22, scope: !472)
!500 = !DILocalVariable(name: "l_111", scope: !472, file: !2, line: 80, type: !501)
!501 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !107)
!502 = !DILocation(line: 80, column: 19, scope: !472)
!503 = !DILocalVariable(name: "l_118", scope: !472, file: !2, line: 81, type: !99)
!504 = !DILocation(line: 81, column: 13, scope: !472)
!505 = !DILocalVariable(name: "i", scope: !472, file: !2, line: 82, type: !13)
!506 = !DILocation(line: 82, column: 9, scope: !472)
!507 = !DILocalVariable(name: "j", scope: !472, file: !2, line: 82, type: !13)
!508 = !DILocation(line: 82, column: 12, scope: !472)
!509 = !DILocation(line: 83, column: 12, scope: !510)
!510 = distinct !DILexicalBlock(scope: !472, file: !2, line: 83, column: 5)
!511 = !DILocation(line: 83, column: 10, scope: !510)
!512 = !DILocation(line: 83, column: 17, scope: !513)
!513 = distinct !DILexicalBlock(scope: !510, file: !2, line: 83, column: 5)
!514 = !DILocation(line: 83, column: 19, scope: !513)
!515 = !DILocation(line: 83, column: 5, scope: !510)
!516 = !DILocation(line: 85, column: 16, scope: !517)
!517 = distinct !DILexicalBlock(scope: !518, file: !2, line: 85, column: 9)
!518 = distinct !DILexicalBlock(scope: !513, file: !2, line: 84, column: 5)
!519 = !DILocation(line: 85, column: 14, scope: !517)
!520 = !DILocation(line: 85, column: 21, scope: !521)
!521 = distinct !DILexicalBlock(scope: !517, file: !2, line: 85, column: 9)
!522 = !DILocation(line: 85, column: 23, scope: !521)
!523 = !DILocation(line: 85, column: 9, scope: !517)
!524 = !DILocation(line: 86, column: 17, scope: !521)
!525 = !DILocation(line: 86, column: 13, scope: !521)
!526 = !DILocation(line: 86, column: 20, scope: !521)
!527 = !DILocation(line: 86, column: 23, scope: !521)
!528 = !DILocation(line: 85, column: 29, scope: !521)
!529 = !DILocation(line: 85, column: 9, scope: !521)
!530 = distinct !{!530, !523, !531, !249}
!531 = !DILocation(line: 86, column: 25, scope: !517)
!532 = !DILocation(line: 87, column: 5, scope: !518)
!533 = !DILocation(line: 83, column: 25, scope: !513)
!534 = !DILocation(line: 83, column: 5, scope: !513)
!535 = distinct !{!535, !515, !536, !249}
!536 = !DILocation(line: 87, column: 5, scope: !510)
!537 = !DILocation(line: 88, column: 12, scope: !538)
!538 = distinct !DILexicalBlock(scope: !472, file: !2, line: 88, column: 5)
!539 = !DILocation(line: 88, column: 10, scope: !538)
!540 = !DILocation(line: 88, column: 17, scope: !541)
!541 = distinct !DILexicalBlock(scope: !538, file: !2, line: 88, column: 5)
!542 = !DILocation(line: 88, column: 19, scope: !541)
!543 = !DILocation(line: 88, column: 5, scope: !538)
!544 = !DILocation(line: 89, column: 14, scope: !541)
!545 = !DILocation(line: 89, column: 9, scope: !541)
!546 = !DILocation(line: 89, column: 17, scope: !541)
!547 = !DILocation(line: 88, column: 25, scope: !541)
!548 = !DILocation(line: 88, column: 5, scope: !541)
!549 = distinct !{!549, !543, !550, !249}
!550 = !DILocation(line: 89, column: 20, scope: !538)
!551 = !DILocation(line: 90, column: 17, scope: !552)
!552 = distinct !DILexicalBlock(scope: !472, file: !2, line: 90, column: 5)
!553 = !DILocation(line: 90, column: 10, scope: !552)
!554 = !DILocation(line: 90, column: 23, scope: !555)
!555 = distinct !DILexicalBlock(scope: !552, file: !2, line: 90, column: 5)
!556 = !DILocation(line: 90, column: 30, scope: !555)
!557 = !DILocation(line: 90, column: 5, scope: !552)
!558 = !DILocalVariable(name: "l_4", scope: !559, file: !2, line: 92, type: !153)
!559 = distinct !DILexicalBlock(scope: !555, file: !2, line: 91, column: 5)
!560 = !DILocation(line: 92, column: 18, scope: !559)
!561 = !DILocalVariable(name: "l_55", scope: !559, file: !2, line: 93, type: !98)
!562 = !DILocation(line: 93, column: 18, scope: !559)
!563 = !DILocalVariable(name: "l_88", scope: !559, file: !2, line: 94, type: !494)
!564 = !DILocation(line: 94, column: 18, scope: !559)
!565 = !DILocalVariable(name: "l_87", scope: !559, file: !2, line: 95, type: !566)
!566 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !567)
!567 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !494, size: 64)
!568 = !DILocation(line: 95, column: 26, scope: !559)
!569 = !DILocation(line: 96, column: 13, scope: !570)
!570 = distinct !DILexicalBlock(scope: !559, file: !2, line: 96, column: 13)
!571 = !DILocation(line: 96, column: 13, scope: !559)
!572 = !DILocation(line: 97, column: 13, scope: !570)
!573 = !DILocation(line: 98, column: 13, scope: !574)
!574 = distinct !DILexicalBlock(scope: !559, file: !2, line: 98, column: 13)
!575 = !DILocation(line: 98, column: 13, scope: !559)
!576 = !DILocation(line: 99, column: 13, scope: !574)
!577 = !DILocation(line: 100, column: 68, scope: !578)
!578 = distinct !DILexicalBlock(scope: !559, file: !2, line: 100, column: 13)
!579 = !DILocation(line: 100, column: 75, scope: !578)
!580 = !DILocation(line: 100, column: 84, scope: !578)
!581 = !DILocation(line: 100, column: 74, scope: !578)
!582 = !DILocation(line: 100, column: 72, scope: !578)
!583 = !DILocation(line: 100, column: 67, scope: !578)
!584 = !DILocation(line: 100, column: 124, scope: !578)
!585 = !DILocation(line: 100, column: 143, scope: !578)
!586 = !DILocation(line: 100, column: 156, scope: !578)
!587 = !DILocation(line: 100, column: 123, scope: !578)
!588 = !DILocation(line: 100, column: 161, scope: !578)
!589 = !DILocation(line: 100, column: 122, scope: !578)
!590 = !DILocation(line: 100, column: 169, scope: !578)
!591 = !DILocation(line: 100, column: 177, scope: !578)
!592 = !DILocation(line: 100, column: 114, scope: !578)
!593 = !DILocation(line: 100, column: 188, scope: !578)
!594 = !DILocation(line: 100, column: 183, scope: !578)
!595 = !DILocation(line: 100, column: 107, scope: !578)
!596 = !DILocation(line: 100, column: 195, scope: !578)
!597 = !DILocation(line: 100, column: 192, scope: !578)
!598 = !DILocation(line: 100, column: 106, scope: !578)
!599 = !DILocation(line: 100, column: 98, scope: !578)
!600 = !DILocation(line: 100, column: 104, scope: !578)
!601 = !DILocation(line: 100, column: 203, scope: !578)
!602 = !DILocation(line: 100, column: 94, scope: !578)
!603 = !DILocation(line: 100, column: 41, scope: !578)
!604 = !DILocation(line: 100, column: 40, scope: !578)
!605 = !DILocation(line: 100, column: 14, scope: !578)
!606 = !DILocation(line: 100, column: 13, scope: !559)
!607 = !DILocalVariable(name: "l_62", scope: !608, file: !2, line: 102, type: !115)
!608 = distinct !DILexicalBlock(scope: !578, file: !2, line: 101, column: 9)
!609 = !DILocation(line: 102, column: 23, scope: !608)
!610 = !DILocalVariable(name: "l_64", scope: !608, file: !2, line: 103, type: !106)
!611 = !DILocation(line: 103, column: 22, scope: !608)
!612 = !DILocation(line: 104, column: 26, scope: !613)
!613 = distinct !DILexicalBlock(scope: !608, file: !2, line: 104, column: 13)
!614 = !DILocation(line: 104, column: 18, scope: !613)
!615 = !DILocation(line: 104, column: 37, scope: !616)
!616 = distinct !DILexicalBlock(scope: !613, file: !2, line: 104, column: 13)
!617 = !DILocation(line: 104, column: 40, scope: !616)
!618 = !DILocation(line: 104, column: 13, scope: !613)
!619 = !DILocalVariable(name: "l_57", scope: !620, file: !2, line: 106, type: !621)
!620 = distinct !DILexicalBlock(scope: !616, file: !2, line: 105, column: 13)
!621 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 256, elements: !162)
!622 = !DILocation(line: 106, column: 27, scope: !620)
!623 = !DILocalVariable(name: "i", scope: !620, file: !2, line: 107, type: !13)
!624 = !DILocation(line: 107, column: 21, scope: !620)
!625 = !DILocation(line: 108, column: 28, scope: !620)
!626 = !DILocation(line: 108, column: 44, scope: !620)
!627 = !DILocation(line: 108, column: 42, scope: !620)
!628 = !DILocation(line: 108, column: 33, scope: !620)
!629 = !DILocation(line: 108, column: 19, scope: !620)
!630 = !DILocation(line: 108, column: 25, scope: !620)
!631 = !DILocation(line: 109, column: 21, scope: !632)
!632 = distinct !DILexicalBlock(scope: !620, file: !2, line: 109, column: 21)
!633 = !DILocation(line: 109, column: 21, scope: !620)
!634 = !DILocation(line: 110, column: 21, scope: !632)
!635 = !DILocation(line: 111, column: 13, scope: !620)
!636 = !DILocation(line: 104, column: 55, scope: !616)
!637 = !DILocation(line: 104, column: 13, scope: !616)
!638 = distinct !{!638, !618, !639, !249}
!639 = !DILocation(line: 111, column: 13, scope: !613)
!640 = !DILocation(line: 112, column: 23, scope: !641)
!641 = distinct !DILexicalBlock(scope: !608, file: !2, line: 112, column: 13)
!642 = !DILocation(line: 112, column: 18, scope: !641)
!643 = !DILocation(line: 112, column: 29, scope: !644)
!644 = distinct !DILexicalBlock(scope: !641, file: !2, line: 112, column: 13)
!645 = !DILocation(line: 112, column: 34, scope: !644)
!646 = !DILocation(line: 112, column: 13, scope: !641)
!647 = !DILocalVariable(name: "l_63", scope: !648, file: !2, line: 114, type: !114)
!648 = distinct !DILexicalBlock(scope: !644, file: !2, line: 113, column: 13)
!649 = !DILocation(line: 114, column: 28, scope: !648)
!650 = !DILocalVariable(name: "l_65", scope: !648, file: !2, line: 115, type: !651)
!651 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!652 = !DILocation(line: 115, column: 27, scope: !648)
!653 = !DILocalVariable(name: "i", scope: !648, file: !2, line: 116, type: !13)
!654 = !DILocation(line: 116, column: 21, scope: !648)
!655 = !DILocation(line: 117, column: 36, scope: !648)
!656 = !DILocation(line: 117, column: 31, scope: !648)
!657 = !DILocation(line: 117, column: 42, scope: !648)
!658 = !DILocation(line: 117, column: 58, scope: !648)
!659 = !DILocation(line: 117, column: 50, scope: !648)
!660 = !DILocation(line: 117, column: 56, scope: !648)
!661 = !DILocation(line: 117, column: 64, scope: !648)
!662 = !DILocation(line: 117, column: 79, scope: !648)
!663 = !DILocation(line: 117, column: 78, scope: !648)
!664 = !DILocation(line: 117, column: 74, scope: !648)
!665 = !DILocation(line: 0, scope: !648)
!666 = !DILocation(line: 117, column: 22, scope: !648)
!667 = !DILocation(line: 117, column: 17, scope: !648)
!668 = !DILocation(line: 117, column: 28, scope: !648)
!669 = !DILocation(line: 118, column: 27, scope: !648)
!670 = !DILocation(line: 118, column: 19, scope: !648)
!671 = !DILocation(line: 118, column: 25, scope: !648)
!672 = !DILocation(line: 119, column: 13, scope: !648)
!673 = !DILocation(line: 112, column: 46, scope: !644)
!674 = !DILocation(line: 112, column: 13, scope: !644)
!675 = distinct !{!675, !646, !676, !249}
!676 = !DILocation(line: 119, column: 13, scope: !641)
!677 = !DILocation(line: 120, column: 26, scope: !678)
!678 = distinct !DILexicalBlock(scope: !608, file: !2, line: 120, column: 13)
!679 = !DILocation(line: 120, column: 18, scope: !678)
!680 = !DILocation(line: 120, column: 37, scope: !681)
!681 = distinct !DILexicalBlock(scope: !678, file: !2, line: 120, column: 13)
!682 = !DILocation(line: 120, column: 40, scope: !681)
!683 = !DILocation(line: 120, column: 13, scope: !678)
!684 = !DILocalVariable(name: "l_66", scope: !685, file: !2, line: 122, type: !107)
!685 = distinct !DILexicalBlock(scope: !681, file: !2, line: 121, column: 13)
!686 = !DILocation(line: 122, column: 25, scope: !685)
!687 = !DILocalVariable(name: "l_67", scope: !685, file: !2, line: 123, type: !688)
!688 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 3136, elements: !689)
!689 = !{!481, !19, !19}
!690 = !DILocation(line: 123, column: 26, scope: !685)
!691 = !DILocalVariable(name: "i", scope: !685, file: !2, line: 124, type: !13)
!692 = !DILocation(line: 124, column: 21, scope: !685)
!693 = !DILocalVariable(name: "j", scope: !685, file: !2, line: 124, type: !13)
!694 = !DILocation(line: 124, column: 24, scope: !685)
!695 = !DILocalVariable(name: "k", scope: !685, file: !2, line: 124, type: !13)
!696 = !DILocation(line: 124, column: 27, scope: !685)
!697 = !DILocation(line: 125, column: 28, scope: !685)
!698 = !DILocation(line: 125, column: 19, scope: !685)
!699 = !DILocation(line: 125, column: 25, scope: !685)
!700 = !DILocation(line: 126, column: 21, scope: !685)
!701 = !DILocation(line: 127, column: 13, scope: !685)
!702 = !DILocation(line: 120, column: 55, scope: !681)
!703 = !DILocation(line: 120, column: 13, scope: !681)
!704 = distinct !{!704, !683, !705, !249}
!705 = !DILocation(line: 127, column: 13, scope: !678)
!706 = !DILocation(line: 128, column: 9, scope: !608)
!707 = !DILocalVariable(name: "l_85", scope: !708, file: !2, line: 131, type: !106)
!708 = distinct !DILexicalBlock(scope: !578, file: !2, line: 130, column: 9)
!709 = !DILocation(line: 131, column: 22, scope: !708)
!710 = !DILocalVariable(name: "l_91", scope: !708, file: !2, line: 132, type: !711)
!711 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !497, size: 64)
!712 = !DILocation(line: 132, column: 31, scope: !708)
!713 = !DILocation(line: 133, column: 26, scope: !714)
!714 = distinct !DILexicalBlock(scope: !708, file: !2, line: 133, column: 13)
!715 = !DILocation(line: 133, column: 18, scope: !714)
!716 = !DILocation(line: 133, column: 37, scope: !717)
!717 = distinct !DILexicalBlock(scope: !714, file: !2, line: 133, column: 13)
!718 = !DILocation(line: 133, column: 40, scope: !717)
!719 = !DILocation(line: 133, column: 13, scope: !714)
!720 = !DILocalVariable(name: "l_74", scope: !721, file: !2, line: 135, type: !106)
!721 = distinct !DILexicalBlock(scope: !717, file: !2, line: 134, column: 13)
!722 = !DILocation(line: 135, column: 26, scope: !721)
!723 = !DILocalVariable(name: "l_76", scope: !721, file: !2, line: 136, type: !89)
!724 = !DILocation(line: 136, column: 25, scope: !721)
!725 = !DILocalVariable(name: "l_77", scope: !721, file: !2, line: 137, type: !106)
!726 = !DILocation(line: 137, column: 26, scope: !721)
!727 = !DILocalVariable(name: "l_82", scope: !721, file: !2, line: 138, type: !112)
!728 = !DILocation(line: 138, column: 30, scope: !721)
!729 = !DILocalVariable(name: "l_86", scope: !721, file: !2, line: 139, type: !651)
!730 = !DILocation(line: 139, column: 27, scope: !721)
!731 = !DILocation(line: 140, column: 29, scope: !721)
!732 = !DILocation(line: 140, column: 87, scope: !721)
!733 = !DILocation(line: 140, column: 109, scope: !721)
!734 = !DILocation(line: 140, column: 108, scope: !721)
!735 = !DILocation(line: 140, column: 99, scope: !721)
!736 = !DILocation(line: 140, column: 105, scope: !721)
!737 = !DILocation(line: 140, column: 122, scope: !721)
!738 = !DILocation(line: 140, column: 117, scope: !721)
!739 = !DILocation(line: 140, column: 79, scope: !721)
!740 = !DILocation(line: 140, column: 130, scope: !721)
!741 = !DILocation(line: 140, column: 129, scope: !721)
!742 = !DILocation(line: 140, column: 78, scope: !721)
!743 = !DILocation(line: 140, column: 139, scope: !721)
!744 = !DILocation(line: 140, column: 137, scope: !721)
!745 = !DILocation(line: 140, column: 147, scope: !721)
!746 = !DILocation(line: 140, column: 145, scope: !721)
!747 = !DILocation(line: 140, column: 76, scope: !721)
!748 = !DILocation(line: 140, column: 154, scope: !721)
!749 = !DILocation(line: 140, column: 48, scope: !721)
!750 = !DILocation(line: 140, column: 47, scope: !721)
!751 = !DILocation(line: 140, column: 167, scope: !721)
!752 = !DILocation(line: 140, column: 164, scope: !721)
!753 = !DILocation(line: 140, column: 46, scope: !721)
!754 = !DILocation(line: 140, column: 179, scope: !721)
!755 = !DILocation(line: 140, column: 176, scope: !721)
!756 = !DILocation(line: 140, column: 188, scope: !721)
!757 = !DILocation(line: 140, column: 193, scope: !721)
!758 = !DILocation(line: 140, column: 192, scope: !721)
!759 = !DILocation(line: 0, scope: !721)
!760 = !DILocation(line: 140, column: 202, scope: !721)
!761 = !DILocation(line: 140, column: 42, scope: !721)
!762 = !DILocation(line: 140, column: 39, scope: !721)
!763 = !DILocation(line: 140, column: 19, scope: !721)
!764 = !DILocation(line: 140, column: 25, scope: !721)
!765 = !DILocation(line: 141, column: 38, scope: !721)
!766 = !DILocation(line: 141, column: 30, scope: !721)
!767 = !DILocation(line: 141, column: 36, scope: !721)
!768 = !DILocation(line: 141, column: 19, scope: !721)
!769 = !DILocation(line: 141, column: 25, scope: !721)
!770 = !DILocation(line: 142, column: 27, scope: !721)
!771 = !DILocation(line: 142, column: 19, scope: !721)
!772 = !DILocation(line: 142, column: 25, scope: !721)
!773 = !DILocation(line: 143, column: 13, scope: !721)
!774 = !DILocation(line: 133, column: 55, scope: !717)
!775 = !DILocation(line: 133, column: 13, scope: !717)
!776 = distinct !{!776, !719, !777, !249}
!777 = !DILocation(line: 143, column: 13, scope: !714)
!778 = !DILocation(line: 144, column: 37, scope: !708)
!779 = !DILocation(line: 144, column: 56, scope: !708)
!780 = !DILocation(line: 144, column: 48, scope: !708)
!781 = !DILocation(line: 144, column: 54, scope: !708)
!782 = !DILocation(line: 144, column: 42, scope: !708)
!783 = !DILocation(line: 144, column: 67, scope: !708)
!784 = !DILocation(line: 144, column: 66, scope: !708)
!785 = !DILocation(line: 144, column: 123, scope: !708)
!786 = !DILocation(line: 144, column: 63, scope: !708)
!787 = !DILocation(line: 144, column: 32, scope: !708)
!788 = !DILocation(line: 144, column: 15, scope: !708)
!789 = !DILocation(line: 144, column: 21, scope: !708)
!790 = !DILocation(line: 145, column: 22, scope: !791)
!791 = distinct !DILexicalBlock(scope: !708, file: !2, line: 145, column: 13)
!792 = !DILocation(line: 145, column: 18, scope: !791)
!793 = !DILocation(line: 145, column: 28, scope: !794)
!794 = distinct !DILexicalBlock(scope: !791, file: !2, line: 145, column: 13)
!795 = !DILocation(line: 145, column: 32, scope: !794)
!796 = !DILocation(line: 145, column: 13, scope: !791)
!797 = !DILocalVariable(name: "l_96", scope: !798, file: !2, line: 147, type: !651)
!798 = distinct !DILexicalBlock(scope: !794, file: !2, line: 146, column: 13)
!799 = !DILocation(line: 147, column: 27, scope: !798)
!800 = !DILocation(line: 148, column: 19, scope: !798)
!801 = !DILocation(line: 148, column: 25, scope: !798)
!802 = !DILocation(line: 149, column: 13, scope: !798)
!803 = !DILocation(line: 145, column: 43, scope: !794)
!804 = !DILocation(line: 145, column: 13, scope: !794)
!805 = distinct !{!805, !796, !806, !249}
!806 = !DILocation(line: 149, column: 13, scope: !791)
!807 = !DILocation(line: 151, column: 19, scope: !808)
!808 = distinct !DILexicalBlock(scope: !559, file: !2, line: 151, column: 9)
!809 = !DILocation(line: 151, column: 14, scope: !808)
!810 = !DILocation(line: 151, column: 25, scope: !811)
!811 = distinct !DILexicalBlock(scope: !808, file: !2, line: 151, column: 9)
!812 = !DILocation(line: 151, column: 30, scope: !811)
!813 = !DILocation(line: 151, column: 9, scope: !808)
!814 = !DILocalVariable(name: "l_109", scope: !815, file: !2, line: 153, type: !75)
!815 = distinct !DILexicalBlock(scope: !811, file: !2, line: 152, column: 9)
!816 = !DILocation(line: 153, column: 22, scope: !815)
!817 = !DILocalVariable(name: "l_110", scope: !815, file: !2, line: 154, type: !477)
!818 = !DILocation(line: 154, column: 20, scope: !815)
!819 = !DILocalVariable(name: "l_113", scope: !815, file: !2, line: 155, type: !820)
!820 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64)
!821 = !DILocation(line: 155, column: 28, scope: !815)
!822 = !DILocalVariable(name: "i", scope: !815, file: !2, line: 156, type: !13)
!823 = !DILocation(line: 156, column: 17, scope: !815)
!824 = !DILocalVariable(name: "j", scope: !815, file: !2, line: 156, type: !13)
!825 = !DILocation(line: 156, column: 20, scope: !815)
!826 = !DILocation(line: 157, column: 74, scope: !815)
!827 = !DILocation(line: 157, column: 72, scope: !815)
!828 = !DILocation(line: 157, column: 143, scope: !815)
!829 = !DILocation(line: 157, column: 237, scope: !815)
!830 = !DILocation(line: 157, column: 246, scope: !815)
!831 = !DILocation(line: 157, column: 209, scope: !815)
!832 = !DILocation(line: 157, column: 256, scope: !815)
!833 = !DILocation(line: 157, column: 183, scope: !815)
!834 = !DILocation(line: 157, column: 182, scope: !815)
!835 = !DILocation(line: 157, column: 265, scope: !815)
!836 = !DILocation(line: 157, column: 156, scope: !815)
!837 = !DILocation(line: 157, column: 155, scope: !815)
!838 = !DILocation(line: 157, column: 273, scope: !815)
!839 = !DILocation(line: 157, column: 114, scope: !815)
!840 = !DILocation(line: 157, column: 113, scope: !815)
!841 = !DILocation(line: 157, column: 86, scope: !815)
!842 = !DILocation(line: 157, column: 85, scope: !815)
!843 = !DILocation(line: 157, column: 300, scope: !815)
!844 = !DILocation(line: 157, column: 312, scope: !815)
!845 = !DILocation(line: 157, column: 83, scope: !815)
!846 = !DILocation(line: 157, column: 326, scope: !815)
!847 = !DILocation(line: 157, column: 323, scope: !815)
!848 = !DILocation(line: 157, column: 336, scope: !815)
!849 = !DILocation(line: 157, column: 335, scope: !815)
!850 = !DILocation(line: 157, column: 331, scope: !815)
!851 = !DILocation(line: 157, column: 79, scope: !815)
!852 = !DILocation(line: 157, column: 61, scope: !815)
!853 = !DILocation(line: 157, column: 347, scope: !815)
!854 = !DILocation(line: 157, column: 345, scope: !815)
!855 = !DILocation(line: 157, column: 53, scope: !815)
!856 = !DILocation(line: 157, column: 24, scope: !815)
!857 = !DILocation(line: 157, column: 23, scope: !815)
!858 = !DILocation(line: 157, column: 15, scope: !815)
!859 = !DILocation(line: 157, column: 21, scope: !815)
!860 = !DILocation(line: 158, column: 9, scope: !815)
!861 = !DILocation(line: 151, column: 42, scope: !811)
!862 = !DILocation(line: 151, column: 9, scope: !811)
!863 = distinct !{!863, !813, !864, !249}
!864 = !DILocation(line: 158, column: 9, scope: !808)
!865 = !DILocation(line: 159, column: 5, scope: !559)
!866 = !DILocation(line: 90, column: 44, scope: !555)
!867 = !DILocation(line: 90, column: 5, scope: !555)
!868 = distinct !{!868, !557, !869, !249}
!869 = !DILocation(line: 159, column: 5, scope: !552)
!870 = !DILocation(line: 160, column: 12, scope: !472)
!871 = !DILocation(line: 160, column: 5, scope: !472)
!872 = distinct !DISubprogram(name: "transparent_crc", scope: !73, file: !73, line: 110, type: !873, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!873 = !DISubroutineType(types: !874)
!874 = !{null, !153, !200, !13}
!875 = !DILocalVariable(name: "val", arg: 1, scope: !872, file: !73, line: 110, type: !153)
!876 = !DILocation(line: 110, column: 27, scope: !872)
!877 = !DILocalVariable(name: "vname", arg: 2, scope: !872, file: !73, line: 110, type: !200)
!878 = !DILocation(line: 110, column: 38, scope: !872)
!879 = !DILocalVariable(name: "flag", arg: 3, scope: !872, file: !73, line: 110, type: !13)
!880 = !DILocation(line: 110, column: 49, scope: !872)
!881 = !DILocation(line: 112, column: 15, scope: !872)
!882 = !DILocation(line: 112, column: 2, scope: !872)
!883 = !DILocation(line: 113, column: 6, scope: !884)
!884 = distinct !DILexicalBlock(scope: !872, file: !73, line: 113, column: 6)
!885 = !DILocation(line: 113, column: 6, scope: !872)
!886 = !DILocation(line: 114, column: 52, scope: !887)
!887 = distinct !DILexicalBlock(scope: !884, file: !73, line: 113, column: 12)
!888 = !DILocation(line: 114, column: 59, scope: !887)
!889 = !DILocation(line: 114, column: 73, scope: !887)
!890 = !DILocation(line: 114, column: 5, scope: !887)
!891 = !DILocation(line: 115, column: 2, scope: !887)
!892 = !DILocation(line: 116, column: 1, scope: !872)
!893 = distinct !DISubprogram(name: "platform_main_end", scope: !181, file: !181, line: 49, type: !894, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!894 = !DISubroutineType(types: !895)
!895 = !{null, !75, !13}
!896 = !DILocalVariable(name: "crc", arg: 1, scope: !893, file: !181, line: 49, type: !75)
!897 = !DILocation(line: 49, column: 28, scope: !893)
!898 = !DILocalVariable(name: "flag", arg: 2, scope: !893, file: !181, line: 49, type: !13)
!899 = !DILocation(line: 49, column: 37, scope: !893)
!900 = !DILocation(line: 56, column: 29, scope: !893)
!901 = !DILocation(line: 56, column: 2, scope: !893)
!902 = !DILocation(line: 120, column: 1, scope: !893)
!903 = distinct !DISubprogram(name: "safe_mul_func_uint8_t_u_u", scope: !904, file: !904, line: 560, type: !905, scopeLine: 561, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!904 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!905 = !DISubroutineType(types: !906)
!906 = !{!89, !89, !89}
!907 = !DILocalVariable(name: "ui1", arg: 1, scope: !903, file: !904, line: 560, type: !89)
!908 = !DILocation(line: 560, column: 41, scope: !903)
!909 = !DILocalVariable(name: "ui2", arg: 2, scope: !903, file: !904, line: 560, type: !89)
!910 = !DILocation(line: 560, column: 54, scope: !903)
!911 = !DILocation(line: 563, column: 25, scope: !903)
!912 = !DILocation(line: 563, column: 11, scope: !903)
!913 = !DILocation(line: 563, column: 47, scope: !903)
!914 = !DILocation(line: 563, column: 33, scope: !903)
!915 = !DILocation(line: 563, column: 30, scope: !903)
!916 = !DILocation(line: 563, column: 10, scope: !903)
!917 = !DILocation(line: 563, column: 3, scope: !903)
!918 = distinct !DISubprogram(name: "safe_sub_func_int32_t_s_s", scope: !904, file: !904, line: 302, type: !919, scopeLine: 303, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!919 = !DISubroutineType(types: !920)
!920 = !{!107, !107, !107}
!921 = !DILocalVariable(name: "si1", arg: 1, scope: !918, file: !904, line: 302, type: !107)
!922 = !DILocation(line: 302, column: 41, scope: !918)
!923 = !DILocalVariable(name: "si2", arg: 2, scope: !918, file: !904, line: 302, type: !107)
!924 = !DILocation(line: 302, column: 54, scope: !918)
!925 = !DILocation(line: 308, column: 8, scope: !918)
!926 = !DILocation(line: 308, column: 12, scope: !918)
!927 = !DILocation(line: 308, column: 11, scope: !918)
!928 = !DILocation(line: 308, column: 22, scope: !918)
!929 = !DILocation(line: 308, column: 30, scope: !918)
!930 = !DILocation(line: 308, column: 34, scope: !918)
!931 = !DILocation(line: 308, column: 33, scope: !918)
!932 = !DILocation(line: 308, column: 39, scope: !918)
!933 = !DILocation(line: 308, column: 26, scope: !918)
!934 = !DILocation(line: 308, column: 56, scope: !918)
!935 = !DILocation(line: 308, column: 55, scope: !918)
!936 = !DILocation(line: 308, column: 61, scope: !918)
!937 = !DILocation(line: 308, column: 60, scope: !918)
!938 = !DILocation(line: 308, column: 17, scope: !918)
!939 = !DILocation(line: 308, column: 67, scope: !918)
!940 = !DILocation(line: 308, column: 5, scope: !918)
!941 = !DILocation(line: 309, column: 6, scope: !918)
!942 = !DILocation(line: 312, column: 6, scope: !918)
!943 = !DILocation(line: 312, column: 12, scope: !918)
!944 = !DILocation(line: 312, column: 10, scope: !918)
!945 = !DILocation(line: 305, column: 3, scope: !918)
!946 = distinct !DISubprogram(name: "func_9", scope: !2, file: !2, line: 169, type: !947, scopeLine: 170, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!947 = !DISubroutineType(types: !948)
!948 = !{!477, !149, !153}
!949 = !DILocalVariable(name: "p_10", arg: 1, scope: !946, file: !2, line: 169, type: !149)
!950 = !DILocation(line: 169, column: 33, scope: !946)
!951 = !DILocalVariable(name: "p_11", arg: 2, scope: !946, file: !2, line: 169, type: !153)
!952 = !DILocation(line: 169, column: 49, scope: !946)
!953 = !DILocalVariable(name: "l_54", scope: !946, file: !2, line: 171, type: !106)
!954 = !DILocation(line: 171, column: 14, scope: !946)
!955 = !DILocalVariable(name: "l_53", scope: !946, file: !2, line: 172, type: !651)
!956 = !DILocation(line: 172, column: 15, scope: !946)
!957 = !DILocation(line: 173, column: 7, scope: !946)
!958 = !DILocation(line: 173, column: 13, scope: !946)
!959 = !DILocation(line: 174, column: 15, scope: !946)
!960 = !DILocation(line: 174, column: 14, scope: !946)
!961 = !DILocation(line: 174, column: 13, scope: !946)
!962 = !DILocation(line: 174, column: 12, scope: !946)
!963 = !DILocation(line: 174, column: 5, scope: !946)
!964 = distinct !DISubprogram(name: "func_12", scope: !2, file: !2, line: 183, type: !965, scopeLine: 184, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!965 = !DISubroutineType(types: !966)
!966 = !{!149, !477, !107, !136}
!967 = !DILocalVariable(name: "p_13", arg: 1, scope: !964, file: !2, line: 183, type: !477)
!968 = !DILocation(line: 183, column: 34, scope: !964)
!969 = !DILocalVariable(name: "p_14", arg: 2, scope: !964, file: !2, line: 183, type: !107)
!970 = !DILocation(line: 183, column: 49, scope: !964)
!971 = !DILocalVariable(name: "p_15", arg: 3, scope: !964, file: !2, line: 183, type: !136)
!972 = !DILocation(line: 183, column: 65, scope: !964)
!973 = !DILocalVariable(name: "l_17", scope: !964, file: !2, line: 185, type: !974)
!974 = !DICompositeType(tag: DW_TAG_array_type, baseType: !477, size: 8, elements: !975)
!975 = !{!481}
!976 = !DILocation(line: 185, column: 12, scope: !964)
!977 = !DILocalVariable(name: "l_44", scope: !964, file: !2, line: 186, type: !107)
!978 = !DILocation(line: 186, column: 13, scope: !964)
!979 = !DILocalVariable(name: "l_52", scope: !964, file: !2, line: 187, type: !149)
!980 = !DILocation(line: 187, column: 14, scope: !964)
!981 = !DILocalVariable(name: "i", scope: !964, file: !2, line: 188, type: !13)
!982 = !DILocation(line: 188, column: 9, scope: !964)
!983 = !DILocation(line: 189, column: 12, scope: !984)
!984 = distinct !DILexicalBlock(scope: !964, file: !2, line: 189, column: 5)
!985 = !DILocation(line: 189, column: 10, scope: !984)
!986 = !DILocation(line: 189, column: 17, scope: !987)
!987 = distinct !DILexicalBlock(scope: !984, file: !2, line: 189, column: 5)
!988 = !DILocation(line: 189, column: 19, scope: !987)
!989 = !DILocation(line: 189, column: 5, scope: !984)
!990 = !DILocation(line: 190, column: 14, scope: !987)
!991 = !DILocation(line: 190, column: 9, scope: !987)
!992 = !DILocation(line: 190, column: 17, scope: !987)
!993 = !DILocation(line: 189, column: 25, scope: !987)
!994 = !DILocation(line: 189, column: 5, scope: !987)
!995 = distinct !{!995, !989, !996, !249}
!996 = !DILocation(line: 190, column: 23, scope: !984)
!997 = !DILocation(line: 191, column: 15, scope: !998)
!998 = distinct !DILexicalBlock(scope: !964, file: !2, line: 191, column: 5)
!999 = !DILocation(line: 191, column: 10, scope: !998)
!1000 = !DILocation(line: 191, column: 21, scope: !1001)
!1001 = distinct !DILexicalBlock(scope: !998, file: !2, line: 191, column: 5)
!1002 = !DILocation(line: 191, column: 26, scope: !1001)
!1003 = !DILocation(line: 191, column: 5, scope: !998)
!1004 = !DILocalVariable(name: "l_38", scope: !1005, file: !2, line: 193, type: !494)
!1005 = distinct !DILexicalBlock(scope: !1001, file: !2, line: 192, column: 5)
!1006 = !DILocation(line: 193, column: 18, scope: !1005)
!1007 = !DILocalVariable(name: "l_42", scope: !1005, file: !2, line: 194, type: !98)
!1008 = !DILocation(line: 194, column: 18, scope: !1005)
!1009 = !DILocalVariable(name: "i", scope: !1005, file: !2, line: 195, type: !13)
!1010 = !DILocation(line: 195, column: 13, scope: !1005)
!1011 = !DILocation(line: 196, column: 18, scope: !1012)
!1012 = distinct !DILexicalBlock(scope: !1005, file: !2, line: 196, column: 13)
!1013 = !DILocation(line: 196, column: 13, scope: !1012)
!1014 = !DILocation(line: 196, column: 13, scope: !1005)
!1015 = !DILocation(line: 197, column: 13, scope: !1012)
!1016 = !DILocation(line: 198, column: 79, scope: !1017)
!1017 = distinct !DILexicalBlock(scope: !1005, file: !2, line: 198, column: 13)
!1018 = !DILocation(line: 198, column: 71, scope: !1017)
!1019 = !DILocation(line: 198, column: 195, scope: !1017)
!1020 = !DILocation(line: 198, column: 168, scope: !1017)
!1021 = !DILocation(line: 198, column: 167, scope: !1017)
!1022 = !DILocation(line: 198, column: 355, scope: !1017)
!1023 = !DILocation(line: 198, column: 360, scope: !1017)
!1024 = !DILocation(line: 198, column: 326, scope: !1017)
!1025 = !DILocation(line: 198, column: 325, scope: !1017)
!1026 = !DILocation(line: 198, column: 375, scope: !1017)
!1027 = !DILocation(line: 198, column: 373, scope: !1017)
!1028 = !DILocation(line: 198, column: 324, scope: !1017)
!1029 = !DILocation(line: 198, column: 382, scope: !1017)
!1030 = !DILocation(line: 198, column: 298, scope: !1017)
!1031 = !DILocation(line: 198, column: 297, scope: !1017)
!1032 = !DILocation(line: 198, column: 392, scope: !1017)
!1033 = !DILocation(line: 0, scope: !1017)
!1034 = !DILocation(line: 198, column: 296, scope: !1017)
!1035 = !DILocation(line: 198, column: 288, scope: !1017)
!1036 = !DILocation(line: 198, column: 294, scope: !1017)
!1037 = !DILocation(line: 198, column: 285, scope: !1017)
!1038 = !DILocation(line: 198, column: 411, scope: !1017)
!1039 = !DILocation(line: 198, column: 406, scope: !1017)
!1040 = !DILocation(line: 198, column: 403, scope: !1017)
!1041 = !DILocation(line: 198, column: 284, scope: !1017)
!1042 = !DILocation(line: 198, column: 424, scope: !1017)
!1043 = !DILocation(line: 198, column: 419, scope: !1017)
!1044 = !DILocation(line: 198, column: 258, scope: !1017)
!1045 = !DILocation(line: 198, column: 257, scope: !1017)
!1046 = !DILocation(line: 198, column: 432, scope: !1017)
!1047 = !DILocation(line: 198, column: 256, scope: !1017)
!1048 = !DILocation(line: 198, column: 444, scope: !1017)
!1049 = !DILocation(line: 198, column: 458, scope: !1017)
!1050 = !DILocation(line: 198, column: 456, scope: !1017)
!1051 = !DILocation(line: 198, column: 252, scope: !1017)
!1052 = !DILocation(line: 198, column: 246, scope: !1017)
!1053 = !DILocation(line: 198, column: 468, scope: !1017)
!1054 = !DILocation(line: 198, column: 220, scope: !1017)
!1055 = !DILocation(line: 198, column: 219, scope: !1017)
!1056 = !DILocation(line: 198, column: 477, scope: !1017)
!1057 = !DILocation(line: 198, column: 490, scope: !1017)
!1058 = !DILocation(line: 198, column: 487, scope: !1017)
!1059 = !DILocation(line: 198, column: 217, scope: !1017)
!1060 = !DILocation(line: 198, column: 496, scope: !1017)
!1061 = !DILocation(line: 198, column: 213, scope: !1017)
!1062 = !DILocation(line: 198, column: 166, scope: !1017)
!1063 = !DILocation(line: 198, column: 140, scope: !1017)
!1064 = !DILocation(line: 198, column: 139, scope: !1017)
!1065 = !DILocation(line: 198, column: 534, scope: !1017)
!1066 = !DILocation(line: 198, column: 114, scope: !1017)
!1067 = !DILocation(line: 198, column: 113, scope: !1017)
!1068 = !DILocation(line: 198, column: 542, scope: !1017)
!1069 = !DILocation(line: 198, column: 84, scope: !1017)
!1070 = !DILocation(line: 198, column: 83, scope: !1017)
!1071 = !DILocation(line: 198, column: 45, scope: !1017)
!1072 = !DILocation(line: 198, column: 44, scope: !1017)
!1073 = !DILocation(line: 198, column: 552, scope: !1017)
!1074 = !DILocation(line: 198, column: 14, scope: !1017)
!1075 = !DILocation(line: 198, column: 13, scope: !1005)
!1076 = !DILocalVariable(name: "l_46", scope: !1077, file: !2, line: 200, type: !1078)
!1077 = distinct !DILexicalBlock(scope: !1017, file: !2, line: 199, column: 9)
!1078 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 384, elements: !141)
!1079 = !DILocation(line: 200, column: 35, scope: !1077)
!1080 = !DILocalVariable(name: "l_45", scope: !1077, file: !2, line: 201, type: !85)
!1081 = !DILocation(line: 201, column: 36, scope: !1077)
!1082 = !DILocation(line: 201, column: 44, scope: !1077)
!1083 = !DILocalVariable(name: "l_47", scope: !1077, file: !2, line: 202, type: !84)
!1084 = !DILocation(line: 202, column: 37, scope: !1077)
!1085 = !DILocalVariable(name: "i", scope: !1077, file: !2, line: 203, type: !13)
!1086 = !DILocation(line: 203, column: 17, scope: !1077)
!1087 = !DILocation(line: 204, column: 34, scope: !1077)
!1088 = !DILocation(line: 204, column: 26, scope: !1077)
!1089 = !DILocation(line: 204, column: 32, scope: !1077)
!1090 = !DILocation(line: 204, column: 15, scope: !1077)
!1091 = !DILocation(line: 204, column: 21, scope: !1077)
!1092 = !DILocation(line: 205, column: 9, scope: !1077)
!1093 = !DILocation(line: 208, column: 20, scope: !1094)
!1094 = distinct !DILexicalBlock(scope: !1017, file: !2, line: 207, column: 9)
!1095 = !DILocation(line: 208, column: 13, scope: !1094)
!1096 = !DILocation(line: 210, column: 5, scope: !1005)
!1097 = !DILocation(line: 191, column: 38, scope: !1001)
!1098 = !DILocation(line: 191, column: 5, scope: !1001)
!1099 = distinct !{!1099, !1003, !1100, !249}
!1100 = !DILocation(line: 210, column: 5, scope: !998)
!1101 = !DILocation(line: 211, column: 12, scope: !964)
!1102 = !DILocation(line: 211, column: 5, scope: !964)
!1103 = !DILocation(line: 212, column: 1, scope: !964)
!1104 = distinct !DISubprogram(name: "safe_rshift_func_int8_t_s_s", scope: !904, file: !904, line: 118, type: !1105, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1105 = !DISubroutineType(types: !1106)
!1106 = !{!477, !477, !13}
!1107 = !DILocalVariable(name: "left", arg: 1, scope: !1104, file: !904, line: 118, type: !477)
!1108 = !DILocation(line: 118, column: 42, scope: !1104)
!1109 = !DILocalVariable(name: "right", arg: 2, scope: !1104, file: !904, line: 118, type: !13)
!1110 = !DILocation(line: 118, column: 52, scope: !1104)
!1111 = !DILocation(line: 123, column: 7, scope: !1104)
!1112 = !DILocation(line: 123, column: 12, scope: !1104)
!1113 = !DILocation(line: 123, column: 17, scope: !1104)
!1114 = !DILocation(line: 123, column: 27, scope: !1104)
!1115 = !DILocation(line: 123, column: 34, scope: !1104)
!1116 = !DILocation(line: 123, column: 39, scope: !1104)
!1117 = !DILocation(line: 123, column: 49, scope: !1104)
!1118 = !DILocation(line: 123, column: 56, scope: !1104)
!1119 = !DILocation(line: 123, column: 5, scope: !1104)
!1120 = !DILocation(line: 124, column: 6, scope: !1104)
!1121 = !DILocation(line: 124, column: 5, scope: !1104)
!1122 = !DILocation(line: 126, column: 6, scope: !1104)
!1123 = !DILocation(line: 126, column: 20, scope: !1104)
!1124 = !DILocation(line: 126, column: 11, scope: !1104)
!1125 = !DILocation(line: 121, column: 3, scope: !1104)
!1126 = distinct !DISubprogram(name: "safe_lshift_func_int8_t_s_u", scope: !904, file: !904, line: 106, type: !1127, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1127 = !DISubroutineType(types: !1128)
!1128 = !{!477, !477, !12}
!1129 = !DILocalVariable(name: "left", arg: 1, scope: !1126, file: !904, line: 106, type: !477)
!1130 = !DILocation(line: 106, column: 42, scope: !1126)
!1131 = !DILocalVariable(name: "right", arg: 2, scope: !1126, file: !904, line: 106, type: !12)
!1132 = !DILocation(line: 106, column: 61, scope: !1126)
!1133 = !DILocation(line: 111, column: 7, scope: !1126)
!1134 = !DILocation(line: 111, column: 12, scope: !1126)
!1135 = !DILocation(line: 111, column: 17, scope: !1126)
!1136 = !DILocation(line: 111, column: 36, scope: !1126)
!1137 = !DILocation(line: 111, column: 43, scope: !1126)
!1138 = !DILocation(line: 111, column: 50, scope: !1126)
!1139 = !DILocation(line: 111, column: 54, scope: !1126)
!1140 = !DILocation(line: 111, column: 89, scope: !1126)
!1141 = !DILocation(line: 111, column: 71, scope: !1126)
!1142 = !DILocation(line: 111, column: 59, scope: !1126)
!1143 = !DILocation(line: 111, column: 5, scope: !1126)
!1144 = !DILocation(line: 112, column: 6, scope: !1126)
!1145 = !DILocation(line: 112, column: 5, scope: !1126)
!1146 = !DILocation(line: 114, column: 6, scope: !1126)
!1147 = !DILocation(line: 114, column: 29, scope: !1126)
!1148 = !DILocation(line: 114, column: 11, scope: !1126)
!1149 = !DILocation(line: 109, column: 3, scope: !1126)
!1150 = distinct !DISubprogram(name: "safe_rshift_func_uint8_t_u_u", scope: !904, file: !904, line: 627, type: !1151, scopeLine: 628, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1151 = !DISubroutineType(types: !1152)
!1152 = !{!89, !89, !12}
!1153 = !DILocalVariable(name: "left", arg: 1, scope: !1150, file: !904, line: 627, type: !89)
!1154 = !DILocation(line: 627, column: 44, scope: !1150)
!1155 = !DILocalVariable(name: "right", arg: 2, scope: !1150, file: !904, line: 627, type: !12)
!1156 = !DILocation(line: 627, column: 63, scope: !1150)
!1157 = !DILocation(line: 632, column: 21, scope: !1150)
!1158 = !DILocation(line: 632, column: 28, scope: !1150)
!1159 = !DILocation(line: 632, column: 5, scope: !1150)
!1160 = !DILocation(line: 633, column: 6, scope: !1150)
!1161 = !DILocation(line: 633, column: 5, scope: !1150)
!1162 = !DILocation(line: 635, column: 6, scope: !1150)
!1163 = !DILocation(line: 635, column: 29, scope: !1150)
!1164 = !DILocation(line: 635, column: 11, scope: !1150)
!1165 = !DILocation(line: 630, column: 3, scope: !1150)
!1166 = distinct !DISubprogram(name: "safe_add_func_uint16_t_u_u", scope: !904, file: !904, line: 648, type: !1167, scopeLine: 649, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1167 = !DISubroutineType(types: !1168)
!1168 = !{!136, !136, !136}
!1169 = !DILocalVariable(name: "ui1", arg: 1, scope: !1166, file: !904, line: 648, type: !136)
!1170 = !DILocation(line: 648, column: 43, scope: !1166)
!1171 = !DILocalVariable(name: "ui2", arg: 2, scope: !1166, file: !904, line: 648, type: !136)
!1172 = !DILocation(line: 648, column: 57, scope: !1166)
!1173 = !DILocation(line: 651, column: 10, scope: !1166)
!1174 = !DILocation(line: 651, column: 16, scope: !1166)
!1175 = !DILocation(line: 651, column: 14, scope: !1166)
!1176 = !DILocation(line: 651, column: 3, scope: !1166)
!1177 = distinct !DISubprogram(name: "safe_rshift_func_uint8_t_u_s", scope: !904, file: !904, line: 615, type: !1178, scopeLine: 616, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1178 = !DISubroutineType(types: !1179)
!1179 = !{!89, !89, !13}
!1180 = !DILocalVariable(name: "left", arg: 1, scope: !1177, file: !904, line: 615, type: !89)
!1181 = !DILocation(line: 615, column: 44, scope: !1177)
!1182 = !DILocalVariable(name: "right", arg: 2, scope: !1177, file: !904, line: 615, type: !13)
!1183 = !DILocation(line: 615, column: 54, scope: !1177)
!1184 = !DILocation(line: 620, column: 13, scope: !1177)
!1185 = !DILocation(line: 620, column: 20, scope: !1177)
!1186 = !DILocation(line: 620, column: 25, scope: !1177)
!1187 = !DILocation(line: 620, column: 35, scope: !1177)
!1188 = !DILocation(line: 620, column: 42, scope: !1177)
!1189 = !DILocation(line: 620, column: 5, scope: !1177)
!1190 = !DILocation(line: 621, column: 6, scope: !1177)
!1191 = !DILocation(line: 621, column: 5, scope: !1177)
!1192 = !DILocation(line: 623, column: 6, scope: !1177)
!1193 = !DILocation(line: 623, column: 20, scope: !1177)
!1194 = !DILocation(line: 623, column: 11, scope: !1177)
!1195 = !DILocation(line: 618, column: 3, scope: !1177)
!1196 = distinct !DISubprogram(name: "safe_mod_func_int32_t_s_s", scope: !904, file: !904, line: 330, type: !919, scopeLine: 331, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1197 = !DILocalVariable(name: "si1", arg: 1, scope: !1196, file: !904, line: 330, type: !107)
!1198 = !DILocation(line: 330, column: 41, scope: !1196)
!1199 = !DILocalVariable(name: "si2", arg: 2, scope: !1196, file: !904, line: 330, type: !107)
!1200 = !DILocation(line: 330, column: 54, scope: !1196)
!1201 = !DILocation(line: 335, column: 7, scope: !1196)
!1202 = !DILocation(line: 335, column: 11, scope: !1196)
!1203 = !DILocation(line: 335, column: 17, scope: !1196)
!1204 = !DILocation(line: 335, column: 22, scope: !1196)
!1205 = !DILocation(line: 335, column: 26, scope: !1196)
!1206 = !DILocation(line: 335, column: 40, scope: !1196)
!1207 = !DILocation(line: 335, column: 44, scope: !1196)
!1208 = !DILocation(line: 335, column: 48, scope: !1196)
!1209 = !DILocation(line: 335, column: 5, scope: !1196)
!1210 = !DILocation(line: 336, column: 6, scope: !1196)
!1211 = !DILocation(line: 338, column: 6, scope: !1196)
!1212 = !DILocation(line: 338, column: 12, scope: !1196)
!1213 = !DILocation(line: 338, column: 10, scope: !1196)
!1214 = !DILocation(line: 333, column: 3, scope: !1196)
!1215 = distinct !DISubprogram(name: "safe_mod_func_int8_t_s_s", scope: !904, file: !904, line: 70, type: !1216, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1216 = !DISubroutineType(types: !1217)
!1217 = !{!477, !477, !477}
!1218 = !DILocalVariable(name: "si1", arg: 1, scope: !1215, file: !904, line: 70, type: !477)
!1219 = !DILocation(line: 70, column: 39, scope: !1215)
!1220 = !DILocalVariable(name: "si2", arg: 2, scope: !1215, file: !904, line: 70, type: !477)
!1221 = !DILocation(line: 70, column: 51, scope: !1215)
!1222 = !DILocation(line: 75, column: 7, scope: !1215)
!1223 = !DILocation(line: 75, column: 11, scope: !1215)
!1224 = !DILocation(line: 75, column: 17, scope: !1215)
!1225 = !DILocation(line: 75, column: 22, scope: !1215)
!1226 = !DILocation(line: 75, column: 26, scope: !1215)
!1227 = !DILocation(line: 75, column: 39, scope: !1215)
!1228 = !DILocation(line: 75, column: 43, scope: !1215)
!1229 = !DILocation(line: 75, column: 47, scope: !1215)
!1230 = !DILocation(line: 75, column: 5, scope: !1215)
!1231 = !DILocation(line: 76, column: 6, scope: !1215)
!1232 = !DILocation(line: 76, column: 5, scope: !1215)
!1233 = !DILocation(line: 78, column: 6, scope: !1215)
!1234 = !DILocation(line: 78, column: 12, scope: !1215)
!1235 = !DILocation(line: 78, column: 10, scope: !1215)
!1236 = !DILocation(line: 73, column: 3, scope: !1215)
!1237 = distinct !DISubprogram(name: "safe_lshift_func_int8_t_s_s", scope: !904, file: !904, line: 94, type: !1105, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1238 = !DILocalVariable(name: "left", arg: 1, scope: !1237, file: !904, line: 94, type: !477)
!1239 = !DILocation(line: 94, column: 42, scope: !1237)
!1240 = !DILocalVariable(name: "right", arg: 2, scope: !1237, file: !904, line: 94, type: !13)
!1241 = !DILocation(line: 94, column: 52, scope: !1237)
!1242 = !DILocation(line: 99, column: 7, scope: !1237)
!1243 = !DILocation(line: 99, column: 12, scope: !1237)
!1244 = !DILocation(line: 99, column: 17, scope: !1237)
!1245 = !DILocation(line: 99, column: 27, scope: !1237)
!1246 = !DILocation(line: 99, column: 34, scope: !1237)
!1247 = !DILocation(line: 99, column: 39, scope: !1237)
!1248 = !DILocation(line: 99, column: 49, scope: !1237)
!1249 = !DILocation(line: 99, column: 56, scope: !1237)
!1250 = !DILocation(line: 99, column: 63, scope: !1237)
!1251 = !DILocation(line: 99, column: 67, scope: !1237)
!1252 = !DILocation(line: 99, column: 93, scope: !1237)
!1253 = !DILocation(line: 99, column: 84, scope: !1237)
!1254 = !DILocation(line: 99, column: 72, scope: !1237)
!1255 = !DILocation(line: 99, column: 5, scope: !1237)
!1256 = !DILocation(line: 100, column: 6, scope: !1237)
!1257 = !DILocation(line: 100, column: 5, scope: !1237)
!1258 = !DILocation(line: 102, column: 6, scope: !1237)
!1259 = !DILocation(line: 102, column: 20, scope: !1237)
!1260 = !DILocation(line: 102, column: 11, scope: !1237)
!1261 = !DILocation(line: 97, column: 3, scope: !1237)
!1262 = distinct !DISubprogram(name: "safe_rshift_func_uint16_t_u_s", scope: !904, file: !904, line: 717, type: !1263, scopeLine: 718, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1263 = !DISubroutineType(types: !1264)
!1264 = !{!136, !136, !13}
!1265 = !DILocalVariable(name: "left", arg: 1, scope: !1262, file: !904, line: 717, type: !136)
!1266 = !DILocation(line: 717, column: 46, scope: !1262)
!1267 = !DILocalVariable(name: "right", arg: 2, scope: !1262, file: !904, line: 717, type: !13)
!1268 = !DILocation(line: 717, column: 56, scope: !1262)
!1269 = !DILocation(line: 722, column: 13, scope: !1262)
!1270 = !DILocation(line: 722, column: 20, scope: !1262)
!1271 = !DILocation(line: 722, column: 25, scope: !1262)
!1272 = !DILocation(line: 722, column: 35, scope: !1262)
!1273 = !DILocation(line: 722, column: 42, scope: !1262)
!1274 = !DILocation(line: 722, column: 5, scope: !1262)
!1275 = !DILocation(line: 723, column: 6, scope: !1262)
!1276 = !DILocation(line: 723, column: 5, scope: !1262)
!1277 = !DILocation(line: 725, column: 6, scope: !1262)
!1278 = !DILocation(line: 725, column: 20, scope: !1262)
!1279 = !DILocation(line: 725, column: 11, scope: !1262)
!1280 = !DILocation(line: 720, column: 3, scope: !1262)
!1281 = distinct !DISubprogram(name: "safe_div_func_uint8_t_u_u", scope: !904, file: !904, line: 579, type: !905, scopeLine: 580, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1282 = !DILocalVariable(name: "ui1", arg: 1, scope: !1281, file: !904, line: 579, type: !89)
!1283 = !DILocation(line: 579, column: 41, scope: !1281)
!1284 = !DILocalVariable(name: "ui2", arg: 2, scope: !1281, file: !904, line: 579, type: !89)
!1285 = !DILocation(line: 579, column: 54, scope: !1281)
!1286 = !DILocation(line: 584, column: 6, scope: !1281)
!1287 = !DILocation(line: 584, column: 10, scope: !1281)
!1288 = !DILocation(line: 584, column: 5, scope: !1281)
!1289 = !DILocation(line: 585, column: 6, scope: !1281)
!1290 = !DILocation(line: 585, column: 5, scope: !1281)
!1291 = !DILocation(line: 587, column: 6, scope: !1281)
!1292 = !DILocation(line: 587, column: 12, scope: !1281)
!1293 = !DILocation(line: 587, column: 10, scope: !1281)
!1294 = !DILocation(line: 582, column: 3, scope: !1281)
!1295 = distinct !DISubprogram(name: "safe_lshift_func_int16_t_s_u", scope: !904, file: !904, line: 236, type: !1296, scopeLine: 237, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1296 = !DISubroutineType(types: !1297)
!1297 = !{!99, !99, !12}
!1298 = !DILocalVariable(name: "left", arg: 1, scope: !1295, file: !904, line: 236, type: !99)
!1299 = !DILocation(line: 236, column: 44, scope: !1295)
!1300 = !DILocalVariable(name: "right", arg: 2, scope: !1295, file: !904, line: 236, type: !12)
!1301 = !DILocation(line: 236, column: 63, scope: !1295)
!1302 = !DILocation(line: 241, column: 7, scope: !1295)
!1303 = !DILocation(line: 241, column: 12, scope: !1295)
!1304 = !DILocation(line: 241, column: 17, scope: !1295)
!1305 = !DILocation(line: 241, column: 36, scope: !1295)
!1306 = !DILocation(line: 241, column: 43, scope: !1295)
!1307 = !DILocation(line: 241, column: 50, scope: !1295)
!1308 = !DILocation(line: 241, column: 54, scope: !1295)
!1309 = !DILocation(line: 241, column: 90, scope: !1295)
!1310 = !DILocation(line: 241, column: 72, scope: !1295)
!1311 = !DILocation(line: 241, column: 59, scope: !1295)
!1312 = !DILocation(line: 241, column: 5, scope: !1295)
!1313 = !DILocation(line: 242, column: 6, scope: !1295)
!1314 = !DILocation(line: 242, column: 5, scope: !1295)
!1315 = !DILocation(line: 244, column: 6, scope: !1295)
!1316 = !DILocation(line: 244, column: 29, scope: !1295)
!1317 = !DILocation(line: 244, column: 11, scope: !1295)
!1318 = !DILocation(line: 239, column: 3, scope: !1295)
!1319 = distinct !DISubprogram(name: "safe_add_func_int8_t_s_s", scope: !904, file: !904, line: 28, type: !1216, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1320 = !DILocalVariable(name: "si1", arg: 1, scope: !1319, file: !904, line: 28, type: !477)
!1321 = !DILocation(line: 28, column: 39, scope: !1319)
!1322 = !DILocalVariable(name: "si2", arg: 2, scope: !1319, file: !904, line: 28, type: !477)
!1323 = !DILocation(line: 28, column: 51, scope: !1319)
!1324 = !DILocation(line: 38, column: 6, scope: !1319)
!1325 = !DILocation(line: 38, column: 12, scope: !1319)
!1326 = !DILocation(line: 38, column: 10, scope: !1319)
!1327 = !DILocation(line: 38, column: 5, scope: !1319)
!1328 = !DILocation(line: 31, column: 3, scope: !1319)
!1329 = distinct !DISubprogram(name: "safe_mod_func_int64_t_s_s", scope: !904, file: !904, line: 461, type: !1330, scopeLine: 462, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1330 = !DISubroutineType(types: !1331)
!1331 = !{!1332, !1332, !1332}
!1332 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !100, line: 27, baseType: !1333)
!1333 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !78, line: 44, baseType: !1334)
!1334 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!1335 = !DILocalVariable(name: "si1", arg: 1, scope: !1329, file: !904, line: 461, type: !1332)
!1336 = !DILocation(line: 461, column: 41, scope: !1329)
!1337 = !DILocalVariable(name: "si2", arg: 2, scope: !1329, file: !904, line: 461, type: !1332)
!1338 = !DILocation(line: 461, column: 54, scope: !1329)
!1339 = !DILocation(line: 466, column: 7, scope: !1329)
!1340 = !DILocation(line: 466, column: 11, scope: !1329)
!1341 = !DILocation(line: 466, column: 17, scope: !1329)
!1342 = !DILocation(line: 466, column: 22, scope: !1329)
!1343 = !DILocation(line: 466, column: 26, scope: !1329)
!1344 = !DILocation(line: 466, column: 40, scope: !1329)
!1345 = !DILocation(line: 466, column: 44, scope: !1329)
!1346 = !DILocation(line: 466, column: 48, scope: !1329)
!1347 = !DILocation(line: 466, column: 5, scope: !1329)
!1348 = !DILocation(line: 467, column: 6, scope: !1329)
!1349 = !DILocation(line: 469, column: 6, scope: !1329)
!1350 = !DILocation(line: 469, column: 12, scope: !1329)
!1351 = !DILocation(line: 469, column: 10, scope: !1329)
!1352 = !DILocation(line: 464, column: 3, scope: !1329)
!1353 = distinct !DISubprogram(name: "safe_mod_func_uint16_t_u_u", scope: !904, file: !904, line: 669, type: !1167, scopeLine: 670, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1354 = !DILocalVariable(name: "ui1", arg: 1, scope: !1353, file: !904, line: 669, type: !136)
!1355 = !DILocation(line: 669, column: 43, scope: !1353)
!1356 = !DILocalVariable(name: "ui2", arg: 2, scope: !1353, file: !904, line: 669, type: !136)
!1357 = !DILocation(line: 669, column: 57, scope: !1353)
!1358 = !DILocation(line: 674, column: 6, scope: !1353)
!1359 = !DILocation(line: 674, column: 10, scope: !1353)
!1360 = !DILocation(line: 674, column: 5, scope: !1353)
!1361 = !DILocation(line: 675, column: 6, scope: !1353)
!1362 = !DILocation(line: 675, column: 5, scope: !1353)
!1363 = !DILocation(line: 677, column: 6, scope: !1353)
!1364 = !DILocation(line: 677, column: 12, scope: !1353)
!1365 = !DILocation(line: 677, column: 10, scope: !1353)
!1366 = !DILocation(line: 672, column: 3, scope: !1353)
!1367 = distinct !DISubprogram(name: "safe_sub_func_int16_t_s_s", scope: !904, file: !904, line: 172, type: !1368, scopeLine: 173, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1368 = !DISubroutineType(types: !1369)
!1369 = !{!99, !99, !99}
!1370 = !DILocalVariable(name: "si1", arg: 1, scope: !1367, file: !904, line: 172, type: !99)
!1371 = !DILocation(line: 172, column: 41, scope: !1367)
!1372 = !DILocalVariable(name: "si2", arg: 2, scope: !1367, file: !904, line: 172, type: !99)
!1373 = !DILocation(line: 172, column: 54, scope: !1367)
!1374 = !DILocation(line: 182, column: 6, scope: !1367)
!1375 = !DILocation(line: 182, column: 12, scope: !1367)
!1376 = !DILocation(line: 182, column: 10, scope: !1367)
!1377 = !DILocation(line: 182, column: 5, scope: !1367)
!1378 = !DILocation(line: 175, column: 3, scope: !1367)
!1379 = distinct !DISubprogram(name: "safe_add_func_uint8_t_u_u", scope: !904, file: !904, line: 546, type: !905, scopeLine: 547, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1380 = !DILocalVariable(name: "ui1", arg: 1, scope: !1379, file: !904, line: 546, type: !89)
!1381 = !DILocation(line: 546, column: 41, scope: !1379)
!1382 = !DILocalVariable(name: "ui2", arg: 2, scope: !1379, file: !904, line: 546, type: !89)
!1383 = !DILocation(line: 546, column: 54, scope: !1379)
!1384 = !DILocation(line: 549, column: 10, scope: !1379)
!1385 = !DILocation(line: 549, column: 16, scope: !1379)
!1386 = !DILocation(line: 549, column: 14, scope: !1379)
!1387 = !DILocation(line: 549, column: 3, scope: !1379)
!1388 = distinct !DISubprogram(name: "safe_mod_func_int16_t_s_s", scope: !904, file: !904, line: 200, type: !1368, scopeLine: 201, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1389 = !DILocalVariable(name: "si1", arg: 1, scope: !1388, file: !904, line: 200, type: !99)
!1390 = !DILocation(line: 200, column: 41, scope: !1388)
!1391 = !DILocalVariable(name: "si2", arg: 2, scope: !1388, file: !904, line: 200, type: !99)
!1392 = !DILocation(line: 200, column: 54, scope: !1388)
!1393 = !DILocation(line: 205, column: 7, scope: !1388)
!1394 = !DILocation(line: 205, column: 11, scope: !1388)
!1395 = !DILocation(line: 205, column: 17, scope: !1388)
!1396 = !DILocation(line: 205, column: 22, scope: !1388)
!1397 = !DILocation(line: 205, column: 26, scope: !1388)
!1398 = !DILocation(line: 205, column: 40, scope: !1388)
!1399 = !DILocation(line: 205, column: 44, scope: !1388)
!1400 = !DILocation(line: 205, column: 48, scope: !1388)
!1401 = !DILocation(line: 205, column: 5, scope: !1388)
!1402 = !DILocation(line: 206, column: 6, scope: !1388)
!1403 = !DILocation(line: 206, column: 5, scope: !1388)
!1404 = !DILocation(line: 208, column: 6, scope: !1388)
!1405 = !DILocation(line: 208, column: 12, scope: !1388)
!1406 = !DILocation(line: 208, column: 10, scope: !1388)
!1407 = !DILocation(line: 203, column: 3, scope: !1388)
!1408 = distinct !DISubprogram(name: "crc32_8bytes", scope: !73, file: !73, line: 97, type: !1409, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1409 = !DISubroutineType(types: !1410)
!1410 = !{null, !153}
!1411 = !DILocalVariable(name: "val", arg: 1, scope: !1408, file: !73, line: 97, type: !153)
!1412 = !DILocation(line: 97, column: 24, scope: !1408)
!1413 = !DILocation(line: 99, column: 15, scope: !1408)
!1414 = !DILocation(line: 99, column: 18, scope: !1408)
!1415 = !DILocation(line: 99, column: 23, scope: !1408)
!1416 = !DILocation(line: 99, column: 14, scope: !1408)
!1417 = !DILocation(line: 99, column: 2, scope: !1408)
!1418 = !DILocation(line: 100, column: 15, scope: !1408)
!1419 = !DILocation(line: 100, column: 18, scope: !1408)
!1420 = !DILocation(line: 100, column: 23, scope: !1408)
!1421 = !DILocation(line: 100, column: 14, scope: !1408)
!1422 = !DILocation(line: 100, column: 2, scope: !1408)
!1423 = !DILocation(line: 101, column: 15, scope: !1408)
!1424 = !DILocation(line: 101, column: 18, scope: !1408)
!1425 = !DILocation(line: 101, column: 24, scope: !1408)
!1426 = !DILocation(line: 101, column: 14, scope: !1408)
!1427 = !DILocation(line: 101, column: 2, scope: !1408)
!1428 = !DILocation(line: 102, column: 15, scope: !1408)
!1429 = !DILocation(line: 102, column: 18, scope: !1408)
!1430 = !DILocation(line: 102, column: 24, scope: !1408)
!1431 = !DILocation(line: 102, column: 14, scope: !1408)
!1432 = !DILocation(line: 102, column: 2, scope: !1408)
!1433 = !DILocation(line: 103, column: 15, scope: !1408)
!1434 = !DILocation(line: 103, column: 18, scope: !1408)
!1435 = !DILocation(line: 103, column: 24, scope: !1408)
!1436 = !DILocation(line: 103, column: 14, scope: !1408)
!1437 = !DILocation(line: 103, column: 2, scope: !1408)
!1438 = !DILocation(line: 104, column: 15, scope: !1408)
!1439 = !DILocation(line: 104, column: 18, scope: !1408)
!1440 = !DILocation(line: 104, column: 24, scope: !1408)
!1441 = !DILocation(line: 104, column: 14, scope: !1408)
!1442 = !DILocation(line: 104, column: 2, scope: !1408)
!1443 = !DILocation(line: 105, column: 15, scope: !1408)
!1444 = !DILocation(line: 105, column: 18, scope: !1408)
!1445 = !DILocation(line: 105, column: 24, scope: !1408)
!1446 = !DILocation(line: 105, column: 14, scope: !1408)
!1447 = !DILocation(line: 105, column: 2, scope: !1408)
!1448 = !DILocation(line: 106, column: 15, scope: !1408)
!1449 = !DILocation(line: 106, column: 18, scope: !1408)
!1450 = !DILocation(line: 106, column: 24, scope: !1408)
!1451 = !DILocation(line: 106, column: 14, scope: !1408)
!1452 = !DILocation(line: 106, column: 2, scope: !1408)
!1453 = !DILocation(line: 107, column: 1, scope: !1408)
!1454 = distinct !DISubprogram(name: "crc32_byte", scope: !73, file: !73, line: 71, type: !1455, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !201)
!1455 = !DISubroutineType(types: !1456)
!1456 = !{null, !89}
!1457 = !DILocalVariable(name: "b", arg: 1, scope: !1454, file: !73, line: 71, type: !89)
!1458 = !DILocation(line: 71, column: 21, scope: !1454)
!1459 = !DILocation(line: 73, column: 5, scope: !1454)
!1460 = !DILocation(line: 73, column: 19, scope: !1454)
!1461 = !DILocation(line: 73, column: 25, scope: !1454)
!1462 = !DILocation(line: 74, column: 14, scope: !1454)
!1463 = !DILocation(line: 74, column: 30, scope: !1454)
!1464 = !DILocation(line: 74, column: 28, scope: !1454)
!1465 = !DILocation(line: 74, column: 33, scope: !1454)
!1466 = !DILocation(line: 74, column: 3, scope: !1454)
!1467 = !DILocation(line: 73, column: 39, scope: !1454)
!1468 = !DILocation(line: 72, column: 16, scope: !1454)
!1469 = !DILocation(line: 75, column: 1, scope: !1454)
