; ModuleID = 'default_6.c'
source_filename = "default_6.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"1\00", align 1, !dbg !0
@g_8 = internal global i32 1, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1, !dbg !11
@g_20 = internal global i64 8477343256702738730, align 8, !dbg !93
@.str.2 = private unnamed_addr constant [5 x i8] c"g_20\00", align 1, !dbg !16
@g_35 = internal global i32 -1, align 4, !dbg !99
@.str.3 = private unnamed_addr constant [5 x i8] c"g_35\00", align 1, !dbg !21
@g_40 = internal global [9 x i16] [i16 -2057, i16 -1, i16 -2057, i16 -2057, i16 -1, i16 -2057, i16 -2057, i16 -1, i16 -2057], align 16, !dbg !104
@.str.4 = private unnamed_addr constant [8 x i8] c"g_40[i]\00", align 1, !dbg !23
@.str.5 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !28
@g_41 = internal global i16 -3, align 2, !dbg !112
@.str.6 = private unnamed_addr constant [5 x i8] c"g_41\00", align 1, !dbg !33
@g_42 = internal global [1 x [2 x [10 x i8]]] [[2 x [10 x i8]] [[10 x i8] c"\01\F8\01\FF\F8~~\F8\FF\01", [10 x i8] c"\00\00\01\F8\00\01\00\F8\01\00"]], align 16, !dbg !115
@.str.7 = private unnamed_addr constant [14 x i8] c"g_42[i][j][k]\00", align 1, !dbg !35
@.str.8 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1, !dbg !37
@g_43 = internal global [3 x [2 x i16]] [[2 x i16] [i16 0, i16 -8], [2 x i16] zeroinitializer, [2 x i16] [i16 -8, i16 0]], align 2, !dbg !125
@.str.9 = private unnamed_addr constant [11 x i8] c"g_43[i][j]\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1, !dbg !47
@g_44 = internal global i32 -1, align 4, !dbg !130
@.str.11 = private unnamed_addr constant [5 x i8] c"g_44\00", align 1, !dbg !52
@g_47 = internal global i8 -1, align 1, !dbg !133
@.str.12 = private unnamed_addr constant [5 x i8] c"g_47\00", align 1, !dbg !54
@g_48 = internal global i32 -2111029680, align 4, !dbg !135
@.str.13 = private unnamed_addr constant [5 x i8] c"g_48\00", align 1, !dbg !56
@g_58 = internal global i64 -6409274409093072412, align 8, !dbg !137
@.str.14 = private unnamed_addr constant [5 x i8] c"g_58\00", align 1, !dbg !58
@g_60 = internal global i64 8, align 8, !dbg !140
@.str.15 = private unnamed_addr constant [5 x i8] c"g_60\00", align 1, !dbg !60
@g_96 = internal global i32 948549204, align 4, !dbg !142
@.str.16 = private unnamed_addr constant [5 x i8] c"g_96\00", align 1, !dbg !62
@g_99 = internal global i16 17670, align 2, !dbg !145
@.str.17 = private unnamed_addr constant [5 x i8] c"g_99\00", align 1, !dbg !64
@g_101 = internal global i16 -1, align 2, !dbg !150
@.str.18 = private unnamed_addr constant [6 x i8] c"g_101\00", align 1, !dbg !66
@g_102 = internal global i64 3587436617946129590, align 8, !dbg !152
@.str.19 = private unnamed_addr constant [6 x i8] c"g_102\00", align 1, !dbg !71
@g_104 = internal global i8 0, align 1, !dbg !154
@.str.20 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1, !dbg !73
@g_387 = internal global i32 -8, align 4, !dbg !156
@.str.21 = private unnamed_addr constant [6 x i8] c"g_387\00", align 1, !dbg !75
@crc32_context = internal global i32 -1, align 4, !dbg !164
@crc32_tab = internal global [256 x i32] zeroinitializer, align 16, !dbg !77
@__const.func_1.l_314 = private unnamed_addr constant [1 x [8 x [9 x i32]]] [[8 x [9 x i32]] [[9 x i32] [i32 -2105355929, i32 812353520, i32 -1268027896, i32 812353520, i32 -2105355929, i32 -2, i32 -2105355929, i32 812353520, i32 -1268027896], [9 x i32] [i32 1057673282, i32 1057673282, i32 -1560933520, i32 0, i32 1057673282, i32 1752719717, i32 0, i32 0, i32 1752719717], [9 x i32] [i32 2, i32 812353520, i32 1937670766, i32 812353520, i32 2, i32 -2, i32 2, i32 812353520, i32 1937670766], [9 x i32] [i32 1057673282, i32 0, i32 -1560933520, i32 1057673282, i32 1057673282, i32 -1560933520, i32 0, i32 1057673282, i32 1752719717], [9 x i32] [i32 -2105355929, i32 812353520, i32 -1268027896, i32 812353520, i32 -2105355929, i32 -2, i32 -2105355929, i32 812353520, i32 -1268027896], [9 x i32] [i32 1057673282, i32 1057673282, i32 -1560933520, i32 0, i32 1057673282, i32 1752719717, i32 0, i32 0, i32 1752719717], [9 x i32] [i32 2, i32 812353520, i32 1937670766, i32 812353520, i32 2, i32 -2, i32 2, i32 812353520, i32 1937670766], [9 x i32] [i32 1057673282, i32 0, i32 -1560933520, i32 1057673282, i32 1057673282, i32 -1560933520, i32 0, i32 1057673282, i32 1752719717]]], align 16
@.str.22 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !88
@.str.23 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !158

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !174 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !180, !DIExpression(), !181)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !182, !DIExpression(), !183)
    #dbg_declare(ptr %6, !184, !DIExpression(), !185)
    #dbg_declare(ptr %7, !186, !DIExpression(), !187)
    #dbg_declare(ptr %8, !188, !DIExpression(), !189)
    #dbg_declare(ptr %9, !190, !DIExpression(), !191)
  store i32 0, ptr %9, align 4, !dbg !191
  %10 = load i32, ptr %4, align 4, !dbg !192
  %11 = icmp eq i32 %10, 2, !dbg !194
  br i1 %11, label %12, label %19, !dbg !195

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8, !dbg !196
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !196
  %15 = load ptr, ptr %14, align 8, !dbg !196
  %16 = call i32 @strcmp(ptr noundef %15, ptr noundef @.str) #4, !dbg !197
  %17 = icmp eq i32 %16, 0, !dbg !198
  br i1 %17, label %18, label %19, !dbg !199

18:                                               ; preds = %12
  store i32 1, ptr %9, align 4, !dbg !200
  br label %19, !dbg !201

19:                                               ; preds = %18, %12, %2
  call void @platform_main_begin(), !dbg !202
  call void @crc32_gentab(), !dbg !203
  %20 = call zeroext i8 @func_1(), !dbg !204
  %21 = load i32, ptr @g_8, align 4, !dbg !205
  %22 = sext i32 %21 to i64, !dbg !205
  %23 = load i32, ptr %9, align 4, !dbg !206
  call void @transparent_crc(i64 noundef %22, ptr noundef @.str.1, i32 noundef %23), !dbg !207
  %24 = load i64, ptr @g_20, align 8, !dbg !208
  %25 = load i32, ptr %9, align 4, !dbg !209
  call void @transparent_crc(i64 noundef %24, ptr noundef @.str.2, i32 noundef %25), !dbg !210
  %26 = load i32, ptr @g_35, align 4, !dbg !211
  %27 = sext i32 %26 to i64, !dbg !211
  %28 = load i32, ptr %9, align 4, !dbg !212
  call void @transparent_crc(i64 noundef %27, ptr noundef @.str.3, i32 noundef %28), !dbg !213
  store i32 0, ptr %6, align 4, !dbg !214
  br label %29, !dbg !216

29:                                               ; preds = %45, %19
  %30 = load i32, ptr %6, align 4, !dbg !217
  %31 = icmp slt i32 %30, 9, !dbg !219
  br i1 %31, label %32, label %48, !dbg !220

32:                                               ; preds = %29
  %33 = load i32, ptr %6, align 4, !dbg !221
  %34 = sext i32 %33 to i64, !dbg !223
  %35 = getelementptr inbounds [9 x i16], ptr @g_40, i64 0, i64 %34, !dbg !223
  %36 = load i16, ptr %35, align 2, !dbg !223
  %37 = sext i16 %36 to i64, !dbg !223
  %38 = load i32, ptr %9, align 4, !dbg !224
  call void @transparent_crc(i64 noundef %37, ptr noundef @.str.4, i32 noundef %38), !dbg !225
  %39 = load i32, ptr %9, align 4, !dbg !226
  %40 = icmp ne i32 %39, 0, !dbg !226
  br i1 %40, label %41, label %44, !dbg !228

41:                                               ; preds = %32
  %42 = load i32, ptr %6, align 4, !dbg !229
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %42), !dbg !230
  br label %44, !dbg !230

44:                                               ; preds = %41, %32
  br label %45, !dbg !231

45:                                               ; preds = %44
  %46 = load i32, ptr %6, align 4, !dbg !232
  %47 = add nsw i32 %46, 1, !dbg !232
  store i32 %47, ptr %6, align 4, !dbg !232
  br label %29, !dbg !233, !llvm.loop !234

48:                                               ; preds = %29
  %49 = load volatile i16, ptr @g_41, align 2, !dbg !237
  %50 = sext i16 %49 to i64, !dbg !237
  %51 = load i32, ptr %9, align 4, !dbg !238
  call void @transparent_crc(i64 noundef %50, ptr noundef @.str.6, i32 noundef %51), !dbg !239
  store i32 0, ptr %6, align 4, !dbg !240
  br label %52, !dbg !242

52:                                               ; preds = %92, %48
  %53 = load i32, ptr %6, align 4, !dbg !243
  %54 = icmp slt i32 %53, 1, !dbg !245
  br i1 %54, label %55, label %95, !dbg !246

55:                                               ; preds = %52
  store i32 0, ptr %7, align 4, !dbg !247
  br label %56, !dbg !250

56:                                               ; preds = %88, %55
  %57 = load i32, ptr %7, align 4, !dbg !251
  %58 = icmp slt i32 %57, 2, !dbg !253
  br i1 %58, label %59, label %91, !dbg !254

59:                                               ; preds = %56
  store i32 0, ptr %8, align 4, !dbg !255
  br label %60, !dbg !258

60:                                               ; preds = %84, %59
  %61 = load i32, ptr %8, align 4, !dbg !259
  %62 = icmp slt i32 %61, 10, !dbg !261
  br i1 %62, label %63, label %87, !dbg !262

63:                                               ; preds = %60
  %64 = load i32, ptr %6, align 4, !dbg !263
  %65 = sext i32 %64 to i64, !dbg !265
  %66 = getelementptr inbounds [1 x [2 x [10 x i8]]], ptr @g_42, i64 0, i64 %65, !dbg !265
  %67 = load i32, ptr %7, align 4, !dbg !266
  %68 = sext i32 %67 to i64, !dbg !265
  %69 = getelementptr inbounds [2 x [10 x i8]], ptr %66, i64 0, i64 %68, !dbg !265
  %70 = load i32, ptr %8, align 4, !dbg !267
  %71 = sext i32 %70 to i64, !dbg !265
  %72 = getelementptr inbounds [10 x i8], ptr %69, i64 0, i64 %71, !dbg !265
  %73 = load volatile i8, ptr %72, align 1, !dbg !265
  %74 = sext i8 %73 to i64, !dbg !265
  %75 = load i32, ptr %9, align 4, !dbg !268
  call void @transparent_crc(i64 noundef %74, ptr noundef @.str.7, i32 noundef %75), !dbg !269
  %76 = load i32, ptr %9, align 4, !dbg !270
  %77 = icmp ne i32 %76, 0, !dbg !270
  br i1 %77, label %78, label %83, !dbg !272

78:                                               ; preds = %63
  %79 = load i32, ptr %6, align 4, !dbg !273
  %80 = load i32, ptr %7, align 4, !dbg !274
  %81 = load i32, ptr %8, align 4, !dbg !275
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %79, i32 noundef %80, i32 noundef %81), !dbg !276
  br label %83, !dbg !276

83:                                               ; preds = %78, %63
  br label %84, !dbg !277

84:                                               ; preds = %83
  %85 = load i32, ptr %8, align 4, !dbg !278
  %86 = add nsw i32 %85, 1, !dbg !278
  store i32 %86, ptr %8, align 4, !dbg !278
  br label %60, !dbg !279, !llvm.loop !280

87:                                               ; preds = %60
  br label %88, !dbg !282

88:                                               ; preds = %87
  %89 = load i32, ptr %7, align 4, !dbg !283
  %90 = add nsw i32 %89, 1, !dbg !283
  store i32 %90, ptr %7, align 4, !dbg !283
  br label %56, !dbg !284, !llvm.loop !285

91:                                               ; preds = %56
  br label %92, !dbg !287

92:                                               ; preds = %91
  %93 = load i32, ptr %6, align 4, !dbg !288
  %94 = add nsw i32 %93, 1, !dbg !288
  store i32 %94, ptr %6, align 4, !dbg !288
  br label %52, !dbg !289, !llvm.loop !290

95:                                               ; preds = %52
  store i32 0, ptr %6, align 4, !dbg !292
  br label %96, !dbg !294

96:                                               ; preds = %124, %95
  %97 = load i32, ptr %6, align 4, !dbg !295
  %98 = icmp slt i32 %97, 3, !dbg !297
  br i1 %98, label %99, label %127, !dbg !298

99:                                               ; preds = %96
  store i32 0, ptr %7, align 4, !dbg !299
  br label %100, !dbg !302

100:                                              ; preds = %120, %99
  %101 = load i32, ptr %7, align 4, !dbg !303
  %102 = icmp slt i32 %101, 2, !dbg !305
  br i1 %102, label %103, label %123, !dbg !306

103:                                              ; preds = %100
  %104 = load i32, ptr %6, align 4, !dbg !307
  %105 = sext i32 %104 to i64, !dbg !309
  %106 = getelementptr inbounds [3 x [2 x i16]], ptr @g_43, i64 0, i64 %105, !dbg !309
  %107 = load i32, ptr %7, align 4, !dbg !310
  %108 = sext i32 %107 to i64, !dbg !309
  %109 = getelementptr inbounds [2 x i16], ptr %106, i64 0, i64 %108, !dbg !309
  %110 = load i16, ptr %109, align 2, !dbg !309
  %111 = sext i16 %110 to i64, !dbg !309
  %112 = load i32, ptr %9, align 4, !dbg !311
  call void @transparent_crc(i64 noundef %111, ptr noundef @.str.9, i32 noundef %112), !dbg !312
  %113 = load i32, ptr %9, align 4, !dbg !313
  %114 = icmp ne i32 %113, 0, !dbg !313
  br i1 %114, label %115, label %119, !dbg !315

115:                                              ; preds = %103
  %116 = load i32, ptr %6, align 4, !dbg !316
  %117 = load i32, ptr %7, align 4, !dbg !317
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %116, i32 noundef %117), !dbg !318
  br label %119, !dbg !318

119:                                              ; preds = %115, %103
  br label %120, !dbg !319

120:                                              ; preds = %119
  %121 = load i32, ptr %7, align 4, !dbg !320
  %122 = add nsw i32 %121, 1, !dbg !320
  store i32 %122, ptr %7, align 4, !dbg !320
  br label %100, !dbg !321, !llvm.loop !322

123:                                              ; preds = %100
  br label %124, !dbg !324

124:                                              ; preds = %123
  %125 = load i32, ptr %6, align 4, !dbg !325
  %126 = add nsw i32 %125, 1, !dbg !325
  store i32 %126, ptr %6, align 4, !dbg !325
  br label %96, !dbg !326, !llvm.loop !327

127:                                              ; preds = %96
  %128 = load volatile i32, ptr @g_44, align 4, !dbg !329
  %129 = zext i32 %128 to i64, !dbg !329
  %130 = load i32, ptr %9, align 4, !dbg !330
  call void @transparent_crc(i64 noundef %129, ptr noundef @.str.11, i32 noundef %130), !dbg !331
  %131 = load volatile i8, ptr @g_47, align 1, !dbg !332
  %132 = sext i8 %131 to i64, !dbg !332
  %133 = load i32, ptr %9, align 4, !dbg !333
  call void @transparent_crc(i64 noundef %132, ptr noundef @.str.12, i32 noundef %133), !dbg !334
  %134 = load volatile i32, ptr @g_48, align 4, !dbg !335
  %135 = zext i32 %134 to i64, !dbg !335
  %136 = load i32, ptr %9, align 4, !dbg !336
  call void @transparent_crc(i64 noundef %135, ptr noundef @.str.13, i32 noundef %136), !dbg !337
  %137 = load volatile i64, ptr @g_58, align 8, !dbg !338
  %138 = load i32, ptr %9, align 4, !dbg !339
  call void @transparent_crc(i64 noundef %137, ptr noundef @.str.14, i32 noundef %138), !dbg !340
  %139 = load i64, ptr @g_60, align 8, !dbg !341
  %140 = load i32, ptr %9, align 4, !dbg !342
  call void @transparent_crc(i64 noundef %139, ptr noundef @.str.15, i32 noundef %140), !dbg !343
  %141 = load volatile i32, ptr @g_96, align 4, !dbg !344
  %142 = sext i32 %141 to i64, !dbg !344
  %143 = load i32, ptr %9, align 4, !dbg !345
  call void @transparent_crc(i64 noundef %142, ptr noundef @.str.16, i32 noundef %143), !dbg !346
  %144 = load i16, ptr @g_99, align 2, !dbg !347
  %145 = zext i16 %144 to i64, !dbg !347
  %146 = load i32, ptr %9, align 4, !dbg !348
  call void @transparent_crc(i64 noundef %145, ptr noundef @.str.17, i32 noundef %146), !dbg !349
  %147 = load i16, ptr @g_101, align 2, !dbg !350
  %148 = zext i16 %147 to i64, !dbg !350
  %149 = load i32, ptr %9, align 4, !dbg !351
  call void @transparent_crc(i64 noundef %148, ptr noundef @.str.18, i32 noundef %149), !dbg !352
  %150 = load i64, ptr @g_102, align 8, !dbg !353
  %151 = load i32, ptr %9, align 4, !dbg !354
  call void @transparent_crc(i64 noundef %150, ptr noundef @.str.19, i32 noundef %151), !dbg !355
  %152 = load i8, ptr @g_104, align 1, !dbg !356
  %153 = sext i8 %152 to i64, !dbg !356
  %154 = load i32, ptr %9, align 4, !dbg !357
  call void @transparent_crc(i64 noundef %153, ptr noundef @.str.20, i32 noundef %154), !dbg !358
  %155 = load i32, ptr @g_387, align 4, !dbg !359
  %156 = zext i32 %155 to i64, !dbg !359
  %157 = load i32, ptr %9, align 4, !dbg !360
  call void @transparent_crc(i64 noundef %156, ptr noundef @.str.21, i32 noundef %157), !dbg !361
  %158 = load i32, ptr @crc32_context, align 4, !dbg !362
  %159 = zext i32 %158 to i64, !dbg !362
  %160 = xor i64 %159, 4294967295, !dbg !363
  %161 = trunc i64 %160 to i32, !dbg !362
  %162 = load i32, ptr %9, align 4, !dbg !364
  call void @platform_main_end(i32 noundef %161, i32 noundef %162), !dbg !365
  ret i32 0, !dbg !366
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_begin() #0 !dbg !367 {
  ret void, !dbg !370
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_gentab() #0 !dbg !371 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !372, !DIExpression(), !373)
    #dbg_declare(ptr %2, !374, !DIExpression(), !376)
  store i32 -306674912, ptr %2, align 4, !dbg !376
    #dbg_declare(ptr %3, !377, !DIExpression(), !378)
    #dbg_declare(ptr %4, !379, !DIExpression(), !380)
  store i32 0, ptr %3, align 4, !dbg !381
  br label %5, !dbg !383

5:                                                ; preds = %33, %0
  %6 = load i32, ptr %3, align 4, !dbg !384
  %7 = icmp slt i32 %6, 256, !dbg !386
  br i1 %7, label %8, label %36, !dbg !387

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !388
  store i32 %9, ptr %1, align 4, !dbg !390
  store i32 8, ptr %4, align 4, !dbg !391
  br label %10, !dbg !393

10:                                               ; preds = %25, %8
  %11 = load i32, ptr %4, align 4, !dbg !394
  %12 = icmp sgt i32 %11, 0, !dbg !396
  br i1 %12, label %13, label %28, !dbg !397

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4, !dbg !398
  %15 = and i32 %14, 1, !dbg !401
  %16 = icmp ne i32 %15, 0, !dbg !401
  br i1 %16, label %17, label %21, !dbg !402

17:                                               ; preds = %13
  %18 = load i32, ptr %1, align 4, !dbg !403
  %19 = lshr i32 %18, 1, !dbg !405
  %20 = xor i32 %19, -306674912, !dbg !406
  store i32 %20, ptr %1, align 4, !dbg !407
  br label %24, !dbg !408

21:                                               ; preds = %13
  %22 = load i32, ptr %1, align 4, !dbg !409
  %23 = lshr i32 %22, 1, !dbg !409
  store i32 %23, ptr %1, align 4, !dbg !409
  br label %24

24:                                               ; preds = %21, %17
  br label %25, !dbg !411

25:                                               ; preds = %24
  %26 = load i32, ptr %4, align 4, !dbg !412
  %27 = add nsw i32 %26, -1, !dbg !412
  store i32 %27, ptr %4, align 4, !dbg !412
  br label %10, !dbg !413, !llvm.loop !414

28:                                               ; preds = %10
  %29 = load i32, ptr %1, align 4, !dbg !416
  %30 = load i32, ptr %3, align 4, !dbg !417
  %31 = sext i32 %30 to i64, !dbg !418
  %32 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %31, !dbg !418
  store i32 %29, ptr %32, align 4, !dbg !419
  br label %33, !dbg !420

33:                                               ; preds = %28
  %34 = load i32, ptr %3, align 4, !dbg !421
  %35 = add nsw i32 %34, 1, !dbg !421
  store i32 %35, ptr %3, align 4, !dbg !421
  br label %5, !dbg !422, !llvm.loop !423

36:                                               ; preds = %5
  ret void, !dbg !425
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @func_1() #0 !dbg !426 {
  %1 = alloca i8, align 1
  %2 = alloca [3 x i32], align 4
  %3 = alloca ptr, align 8
  %4 = alloca i16, align 2
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [4 x i32], align 16
  %15 = alloca i8, align 1
  %16 = alloca ptr, align 8
  %17 = alloca [1 x [8 x [9 x i32]]], align 16
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
    #dbg_declare(ptr %1, !432, !DIExpression(), !433)
  store i8 -6, ptr %1, align 1, !dbg !433
    #dbg_declare(ptr %2, !434, !DIExpression(), !437)
    #dbg_declare(ptr %3, !438, !DIExpression(), !440)
  store ptr null, ptr %3, align 8, !dbg !440
    #dbg_declare(ptr %4, !441, !DIExpression(), !442)
  store i16 0, ptr %4, align 2, !dbg !442
    #dbg_declare(ptr %5, !443, !DIExpression(), !444)
  store i64 3678547168054119959, ptr %5, align 8, !dbg !444
    #dbg_declare(ptr %6, !445, !DIExpression(), !446)
  store i32 -1022016546, ptr %6, align 4, !dbg !446
    #dbg_declare(ptr %7, !447, !DIExpression(), !449)
  store ptr getelementptr inbounds ([3 x [2 x i16]], ptr @g_43, i64 0, i64 1), ptr %7, align 8, !dbg !449
    #dbg_declare(ptr %8, !450, !DIExpression(), !452)
  store ptr %7, ptr %8, align 8, !dbg !452
    #dbg_declare(ptr %9, !453, !DIExpression(), !454)
  store i32 0, ptr %9, align 4, !dbg !455
  br label %26, !dbg !457

26:                                               ; preds = %33, %0
  %27 = load i32, ptr %9, align 4, !dbg !458
  %28 = icmp slt i32 %27, 3, !dbg !460
  br i1 %28, label %29, label %36, !dbg !461

29:                                               ; preds = %26
  %30 = load i32, ptr %9, align 4, !dbg !462
  %31 = sext i32 %30 to i64, !dbg !463
  %32 = getelementptr inbounds [3 x i32], ptr %2, i64 0, i64 %31, !dbg !463
  store i32 1, ptr %32, align 4, !dbg !464
  br label %33, !dbg !463

33:                                               ; preds = %29
  %34 = load i32, ptr %9, align 4, !dbg !465
  %35 = add nsw i32 %34, 1, !dbg !465
  store i32 %35, ptr %9, align 4, !dbg !465
  br label %26, !dbg !466, !llvm.loop !467

36:                                               ; preds = %26
  %37 = load i8, ptr %1, align 1, !dbg !469
  %38 = add i8 %37, 1, !dbg !469
  store i8 %38, ptr %1, align 1, !dbg !469
  store i8 27, ptr %1, align 1, !dbg !470
  br label %39, !dbg !472

39:                                               ; preds = %71, %36
  %40 = load i8, ptr %1, align 1, !dbg !473
  %41 = zext i8 %40 to i32, !dbg !473
  %42 = icmp ne i32 %41, 33, !dbg !475
  br i1 %42, label %43, label %74, !dbg !476

43:                                               ; preds = %39
    #dbg_declare(ptr %10, !477, !DIExpression(), !479)
  store ptr @g_8, ptr %10, align 8, !dbg !479
    #dbg_declare(ptr %11, !480, !DIExpression(), !482)
  store ptr @g_20, ptr %11, align 8, !dbg !482
    #dbg_declare(ptr %12, !483, !DIExpression(), !487)
  store i64 -7764488347983637286, ptr %12, align 8, !dbg !487
    #dbg_declare(ptr %13, !488, !DIExpression(), !492)
  store ptr null, ptr %13, align 8, !dbg !492
    #dbg_declare(ptr %14, !493, !DIExpression(), !495)
    #dbg_declare(ptr %15, !496, !DIExpression(), !497)
  store i8 76, ptr %15, align 1, !dbg !497
    #dbg_declare(ptr %16, !498, !DIExpression(), !500)
  store ptr @g_104, ptr %16, align 8, !dbg !500
    #dbg_declare(ptr %17, !501, !DIExpression(), !504)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 16 @__const.func_1.l_314, i64 288, i1 false), !dbg !504
    #dbg_declare(ptr %18, !505, !DIExpression(), !507)
  store ptr null, ptr %18, align 8, !dbg !507
    #dbg_declare(ptr %19, !508, !DIExpression(), !510)
  store ptr %18, ptr %19, align 8, !dbg !510
    #dbg_declare(ptr %20, !511, !DIExpression(), !512)
  store i32 7, ptr %20, align 4, !dbg !512
    #dbg_declare(ptr %21, !513, !DIExpression(), !514)
  store i32 -96053454, ptr %21, align 4, !dbg !514
    #dbg_declare(ptr %22, !515, !DIExpression(), !516)
  store i32 5, ptr %22, align 4, !dbg !516
    #dbg_declare(ptr %23, !517, !DIExpression(), !518)
    #dbg_declare(ptr %24, !519, !DIExpression(), !520)
    #dbg_declare(ptr %25, !521, !DIExpression(), !522)
  store i32 0, ptr %23, align 4, !dbg !523
  br label %44, !dbg !525

44:                                               ; preds = %51, %43
  %45 = load i32, ptr %23, align 4, !dbg !526
  %46 = icmp slt i32 %45, 4, !dbg !528
  br i1 %46, label %47, label %54, !dbg !529

47:                                               ; preds = %44
  %48 = load i32, ptr %23, align 4, !dbg !530
  %49 = sext i32 %48 to i64, !dbg !531
  %50 = getelementptr inbounds [4 x i32], ptr %14, i64 0, i64 %49, !dbg !531
  store i32 0, ptr %50, align 4, !dbg !532
  br label %51, !dbg !531

51:                                               ; preds = %47
  %52 = load i32, ptr %23, align 4, !dbg !533
  %53 = add nsw i32 %52, 1, !dbg !533
  store i32 %53, ptr %23, align 4, !dbg !533
  br label %44, !dbg !534, !llvm.loop !535

54:                                               ; preds = %44
  store i32 0, ptr @g_8, align 4, !dbg !537
  br label %55, !dbg !539

55:                                               ; preds = %62, %54
  %56 = load i32, ptr @g_8, align 4, !dbg !540
  %57 = icmp slt i32 %56, 3, !dbg !542
  br i1 %57, label %58, label %65, !dbg !543

58:                                               ; preds = %55
  %59 = load i32, ptr @g_8, align 4, !dbg !544
  %60 = sext i32 %59 to i64, !dbg !546
  %61 = getelementptr inbounds [3 x i32], ptr %2, i64 0, i64 %60, !dbg !546
  store i32 -3, ptr %61, align 4, !dbg !547
  br label %62, !dbg !548

62:                                               ; preds = %58
  %63 = load i32, ptr @g_8, align 4, !dbg !549
  %64 = add nsw i32 %63, 1, !dbg !549
  store i32 %64, ptr @g_8, align 4, !dbg !549
  br label %55, !dbg !550, !llvm.loop !551

65:                                               ; preds = %55
  %66 = load i32, ptr @g_8, align 4, !dbg !553
  %67 = load i8, ptr %1, align 1, !dbg !554
  %68 = zext i8 %67 to i32, !dbg !554
  %69 = or i32 %66, %68, !dbg !555
  %70 = load ptr, ptr %10, align 8, !dbg !556
  store i32 %69, ptr %70, align 4, !dbg !557
  br label %71, !dbg !558

71:                                               ; preds = %65
  %72 = load i8, ptr %1, align 1, !dbg !559
  %73 = add i8 %72, 1, !dbg !559
  store i8 %73, ptr %1, align 1, !dbg !559
  br label %39, !dbg !560, !llvm.loop !561

74:                                               ; preds = %39
  %75 = load i8, ptr %1, align 1, !dbg !563
  ret i8 %75, !dbg !564
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !565 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !568, !DIExpression(), !569)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !570, !DIExpression(), !571)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !572, !DIExpression(), !573)
  %7 = load i64, ptr %4, align 8, !dbg !574
  call void @crc32_8bytes(i64 noundef %7), !dbg !575
  %8 = load i32, ptr %6, align 4, !dbg !576
  %9 = icmp ne i32 %8, 0, !dbg !576
  br i1 %9, label %10, label %16, !dbg !578

10:                                               ; preds = %3
  %11 = load ptr, ptr %5, align 8, !dbg !579
  %12 = load i32, ptr @crc32_context, align 4, !dbg !581
  %13 = zext i32 %12 to i64, !dbg !581
  %14 = xor i64 %13, 4294967295, !dbg !582
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, ptr noundef %11, i64 noundef %14), !dbg !583
  br label %16, !dbg !584

16:                                               ; preds = %10, %3
  ret void, !dbg !585
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @platform_main_end(i32 noundef %0, i32 noundef %1) #0 !dbg !586 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !589, !DIExpression(), !590)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !591, !DIExpression(), !592)
  %5 = load i32, ptr %3, align 4, !dbg !593
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %5), !dbg !594
  ret void, !dbg !595
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_8bytes(i64 noundef %0) #0 !dbg !596 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !599, !DIExpression(), !600)
  %3 = load i64, ptr %2, align 8, !dbg !601
  %4 = lshr i64 %3, 0, !dbg !602
  %5 = and i64 %4, 255, !dbg !603
  %6 = trunc i64 %5 to i8, !dbg !604
  call void @crc32_byte(i8 noundef zeroext %6), !dbg !605
  %7 = load i64, ptr %2, align 8, !dbg !606
  %8 = lshr i64 %7, 8, !dbg !607
  %9 = and i64 %8, 255, !dbg !608
  %10 = trunc i64 %9 to i8, !dbg !609
  call void @crc32_byte(i8 noundef zeroext %10), !dbg !610
  %11 = load i64, ptr %2, align 8, !dbg !611
  %12 = lshr i64 %11, 16, !dbg !612
  %13 = and i64 %12, 255, !dbg !613
  %14 = trunc i64 %13 to i8, !dbg !614
  call void @crc32_byte(i8 noundef zeroext %14), !dbg !615
  %15 = load i64, ptr %2, align 8, !dbg !616
  %16 = lshr i64 %15, 24, !dbg !617
  %17 = and i64 %16, 255, !dbg !618
  %18 = trunc i64 %17 to i8, !dbg !619
  call void @crc32_byte(i8 noundef zeroext %18), !dbg !620
  %19 = load i64, ptr %2, align 8, !dbg !621
  %20 = lshr i64 %19, 32, !dbg !622
  %21 = and i64 %20, 255, !dbg !623
  %22 = trunc i64 %21 to i8, !dbg !624
  call void @crc32_byte(i8 noundef zeroext %22), !dbg !625
  %23 = load i64, ptr %2, align 8, !dbg !626
  %24 = lshr i64 %23, 40, !dbg !627
  %25 = and i64 %24, 255, !dbg !628
  %26 = trunc i64 %25 to i8, !dbg !629
  call void @crc32_byte(i8 noundef zeroext %26), !dbg !630
  %27 = load i64, ptr %2, align 8, !dbg !631
  %28 = lshr i64 %27, 48, !dbg !632
  %29 = and i64 %28, 255, !dbg !633
  %30 = trunc i64 %29 to i8, !dbg !634
  call void @crc32_byte(i8 noundef zeroext %30), !dbg !635
  %31 = load i64, ptr %2, align 8, !dbg !636
  %32 = lshr i64 %31, 56, !dbg !637
  %33 = and i64 %32, 255, !dbg !638
  %34 = trunc i64 %33 to i8, !dbg !639
  call void @crc32_byte(i8 noundef zeroext %34), !dbg !640
  ret void, !dbg !641
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @crc32_byte(i8 noundef zeroext %0) #0 !dbg !642 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !645, !DIExpression(), !646)
  %3 = load i32, ptr @crc32_context, align 4, !dbg !647
  %4 = lshr i32 %3, 8, !dbg !648
  %5 = and i32 %4, 16777215, !dbg !649
  %6 = load i32, ptr @crc32_context, align 4, !dbg !650
  %7 = load i8, ptr %2, align 1, !dbg !651
  %8 = zext i8 %7 to i32, !dbg !651
  %9 = xor i32 %6, %8, !dbg !652
  %10 = and i32 %9, 255, !dbg !653
  %11 = zext i32 %10 to i64, !dbg !654
  %12 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %11, !dbg !654
  %13 = load i32, ptr %12, align 4, !dbg !654
  %14 = xor i32 %5, %13, !dbg !655
  store i32 %14, ptr @crc32_context, align 4, !dbg !656
  ret void, !dbg !657
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!166, !167, !168, !169, !170, !171, !172}
!llvm.ident = !{!173}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 311, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "default_6.c", directory: ".", checksumkind: CSK_MD5, checksum: "52f2b417c035b8c75cd11215e5da44bb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "g_8", scope: !9, file: !2, line: 17, type: !101, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !11, !16, !21, !23, !28, !33, !35, !37, !42, !47, !52, !54, !56, !58, !60, !62, !64, !66, !71, !73, !75, !77, !88, !7, !93, !99, !104, !112, !115, !125, !130, !133, !135, !137, !140, !142, !145, !150, !152, !154, !156, !158, !164}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 315, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 4)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 316, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 5)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 317, type: !18, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 320, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 8)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 321, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 14)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 324, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 331, type: !30, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 332, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 22)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 341, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 11)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 342, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 18)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 346, type: !18, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 347, type: !18, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 348, type: !18, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 349, type: !18, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 350, type: !18, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 351, type: !18, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 352, type: !18, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 353, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 6)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 354, type: !68, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 355, type: !68, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 356, type: !68, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !9, file: !79, line: 47, type: !80, isLocal: true, isDefinition: true)
!79 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 8192, elements: !86)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !82, line: 26, baseType: !83)
!82 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !84, line: 42, baseType: !85)
!84 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!85 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!86 = !{!87}
!87 = !DISubrange(count: 256)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !79, line: 114, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 36)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(name: "g_20", scope: !9, file: !2, line: 18, type: !95, isLocal: true, isDefinition: true)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !96, line: 27, baseType: !97)
!96 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !84, line: 44, baseType: !98)
!98 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(name: "g_35", scope: !9, file: !2, line: 19, type: !101, isLocal: true, isDefinition: true)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !96, line: 26, baseType: !102)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !84, line: 41, baseType: !103)
!103 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(name: "g_40", scope: !9, file: !2, line: 20, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 144, elements: !110)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !96, line: 25, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !84, line: 39, baseType: !109)
!109 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!110 = !{!111}
!111 = !DISubrange(count: 9)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(name: "g_41", scope: !9, file: !2, line: 21, type: !114, isLocal: true, isDefinition: true)
!114 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !107)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(name: "g_42", scope: !9, file: !2, line: 22, type: !117, isLocal: true, isDefinition: true)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !118, size: 160, elements: !122)
!118 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !96, line: 24, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !84, line: 37, baseType: !121)
!121 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!122 = !{!123, !6, !124}
!123 = !DISubrange(count: 1)
!124 = !DISubrange(count: 10)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "g_43", scope: !9, file: !2, line: 23, type: !127, isLocal: true, isDefinition: true)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 96, elements: !128)
!128 = !{!129, !6}
!129 = !DISubrange(count: 3)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(name: "g_44", scope: !9, file: !2, line: 24, type: !132, isLocal: true, isDefinition: true)
!132 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !81)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(name: "g_47", scope: !9, file: !2, line: 25, type: !118, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "g_48", scope: !9, file: !2, line: 26, type: !132, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(name: "g_58", scope: !9, file: !2, line: 29, type: !139, isLocal: true, isDefinition: true)
!139 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !95)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(name: "g_60", scope: !9, file: !2, line: 31, type: !95, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "g_96", scope: !9, file: !2, line: 33, type: !144, isLocal: true, isDefinition: true)
!144 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !101)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(name: "g_99", scope: !9, file: !2, line: 34, type: !147, isLocal: true, isDefinition: true)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !82, line: 25, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !84, line: 40, baseType: !149)
!149 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "g_101", scope: !9, file: !2, line: 35, type: !147, isLocal: true, isDefinition: true)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(name: "g_102", scope: !9, file: !2, line: 36, type: !95, isLocal: true, isDefinition: true)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(name: "g_104", scope: !9, file: !2, line: 37, type: !119, isLocal: true, isDefinition: true)
!156 = !DIGlobalVariableExpression(var: !157, expr: !DIExpression())
!157 = distinct !DIGlobalVariable(name: "g_387", scope: !9, file: !2, line: 46, type: !81, isLocal: true, isDefinition: true)
!158 = !DIGlobalVariableExpression(var: !159, expr: !DIExpression())
!159 = distinct !DIGlobalVariable(scope: null, file: !160, line: 56, type: !161, isLocal: true, isDefinition: true)
!160 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 15)
!164 = !DIGlobalVariableExpression(var: !165, expr: !DIExpression())
!165 = distinct !DIGlobalVariable(name: "crc32_context", scope: !9, file: !79, line: 48, type: !81, isLocal: true, isDefinition: true)
!166 = !{i32 7, !"Dwarf Version", i32 5}
!167 = !{i32 2, !"Debug Info Version", i32 3}
!168 = !{i32 1, !"wchar_size", i32 4}
!169 = !{i32 8, !"PIC Level", i32 2}
!170 = !{i32 7, !"PIE Level", i32 2}
!171 = !{i32 7, !"uwtable", i32 2}
!172 = !{i32 7, !"frame-pointer", i32 2}
!173 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!174 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 307, type: !175, scopeLine: 308, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !179)
!175 = !DISubroutineType(types: !176)
!176 = !{!103, !103, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!179 = !{}
!180 = !DILocalVariable(name: "argc", arg: 1, scope: !174, file: !2, line: 307, type: !103)
!181 = !DILocation(line: 307, column: 15, scope: !174)
!182 = !DILocalVariable(name: "argv", arg: 2, scope: !174, file: !2, line: 307, type: !177)
!183 = !DILocation(line: 307, column: 27, scope: !174)
!184 = !DILocalVariable(name: "i", scope: !174, file: !2, line: 309, type: !103)
!185 = !DILocation(line: 309, column: 9, scope: !174)
!186 = !DILocalVariable(name: "j", scope: !174, file: !2, line: 309, type: !103)
!187 = !DILocation(line: 309, column: 12, scope: !174)
!188 = !DILocalVariable(name: "k", scope: !174, file: !2, line: 309, type: !103)
!189 = !DILocation(line: 309, column: 15, scope: !174)
!190 = !DILocalVariable(name: "print_hash_value", scope: !174, file: !2, line: 310, type: !103)
!191 = !DILocation(line: 310, column: 9, scope: !174)
!192 = !DILocation(line: 311, column: 9, scope: !193)
!193 = distinct !DILexicalBlock(scope: !174, file: !2, line: 311, column: 9)
!194 = !DILocation(line: 311, column: 14, scope: !193)
!195 = !DILocation(line: 311, column: 19, scope: !193)
!196 = !DILocation(line: 311, column: 29, scope: !193)
!197 = !DILocation(line: 311, column: 22, scope: !193)
!198 = !DILocation(line: 311, column: 43, scope: !193)
!199 = !DILocation(line: 311, column: 9, scope: !174)
!200 = !DILocation(line: 311, column: 66, scope: !193)
!201 = !DILocation(line: 311, column: 49, scope: !193)
!202 = !DILocation(line: 312, column: 5, scope: !174)
!203 = !DILocation(line: 313, column: 5, scope: !174)
!204 = !DILocation(line: 314, column: 5, scope: !174)
!205 = !DILocation(line: 315, column: 21, scope: !174)
!206 = !DILocation(line: 315, column: 33, scope: !174)
!207 = !DILocation(line: 315, column: 5, scope: !174)
!208 = !DILocation(line: 316, column: 21, scope: !174)
!209 = !DILocation(line: 316, column: 35, scope: !174)
!210 = !DILocation(line: 316, column: 5, scope: !174)
!211 = !DILocation(line: 317, column: 21, scope: !174)
!212 = !DILocation(line: 317, column: 35, scope: !174)
!213 = !DILocation(line: 317, column: 5, scope: !174)
!214 = !DILocation(line: 318, column: 12, scope: !215)
!215 = distinct !DILexicalBlock(scope: !174, file: !2, line: 318, column: 5)
!216 = !DILocation(line: 318, column: 10, scope: !215)
!217 = !DILocation(line: 318, column: 17, scope: !218)
!218 = distinct !DILexicalBlock(scope: !215, file: !2, line: 318, column: 5)
!219 = !DILocation(line: 318, column: 19, scope: !218)
!220 = !DILocation(line: 318, column: 5, scope: !215)
!221 = !DILocation(line: 320, column: 30, scope: !222)
!222 = distinct !DILexicalBlock(scope: !218, file: !2, line: 319, column: 5)
!223 = !DILocation(line: 320, column: 25, scope: !222)
!224 = !DILocation(line: 320, column: 45, scope: !222)
!225 = !DILocation(line: 320, column: 9, scope: !222)
!226 = !DILocation(line: 321, column: 13, scope: !227)
!227 = distinct !DILexicalBlock(scope: !222, file: !2, line: 321, column: 13)
!228 = !DILocation(line: 321, column: 13, scope: !222)
!229 = !DILocation(line: 321, column: 56, scope: !227)
!230 = !DILocation(line: 321, column: 31, scope: !227)
!231 = !DILocation(line: 323, column: 5, scope: !222)
!232 = !DILocation(line: 318, column: 25, scope: !218)
!233 = !DILocation(line: 318, column: 5, scope: !218)
!234 = distinct !{!234, !220, !235, !236}
!235 = !DILocation(line: 323, column: 5, scope: !215)
!236 = !{!"llvm.loop.mustprogress"}
!237 = !DILocation(line: 324, column: 21, scope: !174)
!238 = !DILocation(line: 324, column: 35, scope: !174)
!239 = !DILocation(line: 324, column: 5, scope: !174)
!240 = !DILocation(line: 325, column: 12, scope: !241)
!241 = distinct !DILexicalBlock(scope: !174, file: !2, line: 325, column: 5)
!242 = !DILocation(line: 325, column: 10, scope: !241)
!243 = !DILocation(line: 325, column: 17, scope: !244)
!244 = distinct !DILexicalBlock(scope: !241, file: !2, line: 325, column: 5)
!245 = !DILocation(line: 325, column: 19, scope: !244)
!246 = !DILocation(line: 325, column: 5, scope: !241)
!247 = !DILocation(line: 327, column: 16, scope: !248)
!248 = distinct !DILexicalBlock(scope: !249, file: !2, line: 327, column: 9)
!249 = distinct !DILexicalBlock(scope: !244, file: !2, line: 326, column: 5)
!250 = !DILocation(line: 327, column: 14, scope: !248)
!251 = !DILocation(line: 327, column: 21, scope: !252)
!252 = distinct !DILexicalBlock(scope: !248, file: !2, line: 327, column: 9)
!253 = !DILocation(line: 327, column: 23, scope: !252)
!254 = !DILocation(line: 327, column: 9, scope: !248)
!255 = !DILocation(line: 329, column: 20, scope: !256)
!256 = distinct !DILexicalBlock(scope: !257, file: !2, line: 329, column: 13)
!257 = distinct !DILexicalBlock(scope: !252, file: !2, line: 328, column: 9)
!258 = !DILocation(line: 329, column: 18, scope: !256)
!259 = !DILocation(line: 329, column: 25, scope: !260)
!260 = distinct !DILexicalBlock(scope: !256, file: !2, line: 329, column: 13)
!261 = !DILocation(line: 329, column: 27, scope: !260)
!262 = !DILocation(line: 329, column: 13, scope: !256)
!263 = !DILocation(line: 331, column: 38, scope: !264)
!264 = distinct !DILexicalBlock(scope: !260, file: !2, line: 330, column: 13)
!265 = !DILocation(line: 331, column: 33, scope: !264)
!266 = !DILocation(line: 331, column: 41, scope: !264)
!267 = !DILocation(line: 331, column: 44, scope: !264)
!268 = !DILocation(line: 331, column: 65, scope: !264)
!269 = !DILocation(line: 331, column: 17, scope: !264)
!270 = !DILocation(line: 332, column: 21, scope: !271)
!271 = distinct !DILexicalBlock(scope: !264, file: !2, line: 332, column: 21)
!272 = !DILocation(line: 332, column: 21, scope: !264)
!273 = !DILocation(line: 332, column: 72, scope: !271)
!274 = !DILocation(line: 332, column: 75, scope: !271)
!275 = !DILocation(line: 332, column: 78, scope: !271)
!276 = !DILocation(line: 332, column: 39, scope: !271)
!277 = !DILocation(line: 334, column: 13, scope: !264)
!278 = !DILocation(line: 329, column: 34, scope: !260)
!279 = !DILocation(line: 329, column: 13, scope: !260)
!280 = distinct !{!280, !262, !281, !236}
!281 = !DILocation(line: 334, column: 13, scope: !256)
!282 = !DILocation(line: 335, column: 9, scope: !257)
!283 = !DILocation(line: 327, column: 29, scope: !252)
!284 = !DILocation(line: 327, column: 9, scope: !252)
!285 = distinct !{!285, !254, !286, !236}
!286 = !DILocation(line: 335, column: 9, scope: !248)
!287 = !DILocation(line: 336, column: 5, scope: !249)
!288 = !DILocation(line: 325, column: 25, scope: !244)
!289 = !DILocation(line: 325, column: 5, scope: !244)
!290 = distinct !{!290, !246, !291, !236}
!291 = !DILocation(line: 336, column: 5, scope: !241)
!292 = !DILocation(line: 337, column: 12, scope: !293)
!293 = distinct !DILexicalBlock(scope: !174, file: !2, line: 337, column: 5)
!294 = !DILocation(line: 337, column: 10, scope: !293)
!295 = !DILocation(line: 337, column: 17, scope: !296)
!296 = distinct !DILexicalBlock(scope: !293, file: !2, line: 337, column: 5)
!297 = !DILocation(line: 337, column: 19, scope: !296)
!298 = !DILocation(line: 337, column: 5, scope: !293)
!299 = !DILocation(line: 339, column: 16, scope: !300)
!300 = distinct !DILexicalBlock(scope: !301, file: !2, line: 339, column: 9)
!301 = distinct !DILexicalBlock(scope: !296, file: !2, line: 338, column: 5)
!302 = !DILocation(line: 339, column: 14, scope: !300)
!303 = !DILocation(line: 339, column: 21, scope: !304)
!304 = distinct !DILexicalBlock(scope: !300, file: !2, line: 339, column: 9)
!305 = !DILocation(line: 339, column: 23, scope: !304)
!306 = !DILocation(line: 339, column: 9, scope: !300)
!307 = !DILocation(line: 341, column: 34, scope: !308)
!308 = distinct !DILexicalBlock(scope: !304, file: !2, line: 340, column: 9)
!309 = !DILocation(line: 341, column: 29, scope: !308)
!310 = !DILocation(line: 341, column: 37, scope: !308)
!311 = !DILocation(line: 341, column: 55, scope: !308)
!312 = !DILocation(line: 341, column: 13, scope: !308)
!313 = !DILocation(line: 342, column: 17, scope: !314)
!314 = distinct !DILexicalBlock(scope: !308, file: !2, line: 342, column: 17)
!315 = !DILocation(line: 342, column: 17, scope: !308)
!316 = !DILocation(line: 342, column: 64, scope: !314)
!317 = !DILocation(line: 342, column: 67, scope: !314)
!318 = !DILocation(line: 342, column: 35, scope: !314)
!319 = !DILocation(line: 344, column: 9, scope: !308)
!320 = !DILocation(line: 339, column: 29, scope: !304)
!321 = !DILocation(line: 339, column: 9, scope: !304)
!322 = distinct !{!322, !306, !323, !236}
!323 = !DILocation(line: 344, column: 9, scope: !300)
!324 = !DILocation(line: 345, column: 5, scope: !301)
!325 = !DILocation(line: 337, column: 25, scope: !296)
!326 = !DILocation(line: 337, column: 5, scope: !296)
!327 = distinct !{!327, !298, !328, !236}
!328 = !DILocation(line: 345, column: 5, scope: !293)
!329 = !DILocation(line: 346, column: 21, scope: !174)
!330 = !DILocation(line: 346, column: 35, scope: !174)
!331 = !DILocation(line: 346, column: 5, scope: !174)
!332 = !DILocation(line: 347, column: 21, scope: !174)
!333 = !DILocation(line: 347, column: 35, scope: !174)
!334 = !DILocation(line: 347, column: 5, scope: !174)
!335 = !DILocation(line: 348, column: 21, scope: !174)
!336 = !DILocation(line: 348, column: 35, scope: !174)
!337 = !DILocation(line: 348, column: 5, scope: !174)
!338 = !DILocation(line: 349, column: 21, scope: !174)
!339 = !DILocation(line: 349, column: 35, scope: !174)
!340 = !DILocation(line: 349, column: 5, scope: !174)
!341 = !DILocation(line: 350, column: 21, scope: !174)
!342 = !DILocation(line: 350, column: 35, scope: !174)
!343 = !DILocation(line: 350, column: 5, scope: !174)
!344 = !DILocation(line: 351, column: 21, scope: !174)
!345 = !DILocation(line: 351, column: 35, scope: !174)
!346 = !DILocation(line: 351, column: 5, scope: !174)
!347 = !DILocation(line: 352, column: 21, scope: !174)
!348 = !DILocation(line: 352, column: 35, scope: !174)
!349 = !DILocation(line: 352, column: 5, scope: !174)
!350 = !DILocation(line: 353, column: 21, scope: !174)
!351 = !DILocation(line: 353, column: 37, scope: !174)
!352 = !DILocation(line: 353, column: 5, scope: !174)
!353 = !DILocation(line: 354, column: 21, scope: !174)
!354 = !DILocation(line: 354, column: 37, scope: !174)
!355 = !DILocation(line: 354, column: 5, scope: !174)
!356 = !DILocation(line: 355, column: 21, scope: !174)
!357 = !DILocation(line: 355, column: 37, scope: !174)
!358 = !DILocation(line: 355, column: 5, scope: !174)
!359 = !DILocation(line: 356, column: 21, scope: !174)
!360 = !DILocation(line: 356, column: 37, scope: !174)
!361 = !DILocation(line: 356, column: 5, scope: !174)
!362 = !DILocation(line: 357, column: 23, scope: !174)
!363 = !DILocation(line: 357, column: 37, scope: !174)
!364 = !DILocation(line: 357, column: 53, scope: !174)
!365 = !DILocation(line: 357, column: 5, scope: !174)
!366 = !DILocation(line: 358, column: 5, scope: !174)
!367 = distinct !DISubprogram(name: "platform_main_begin", scope: !160, file: !160, line: 43, type: !368, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!368 = !DISubroutineType(types: !369)
!369 = !{null}
!370 = !DILocation(line: 46, column: 1, scope: !367)
!371 = distinct !DISubprogram(name: "crc32_gentab", scope: !79, file: !79, line: 51, type: !368, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !179)
!372 = !DILocalVariable(name: "crc", scope: !371, file: !79, line: 53, type: !81)
!373 = !DILocation(line: 53, column: 11, scope: !371)
!374 = !DILocalVariable(name: "poly", scope: !371, file: !79, line: 54, type: !375)
!375 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!376 = !DILocation(line: 54, column: 17, scope: !371)
!377 = !DILocalVariable(name: "i", scope: !371, file: !79, line: 55, type: !103)
!378 = !DILocation(line: 55, column: 6, scope: !371)
!379 = !DILocalVariable(name: "j", scope: !371, file: !79, line: 55, type: !103)
!380 = !DILocation(line: 55, column: 9, scope: !371)
!381 = !DILocation(line: 57, column: 9, scope: !382)
!382 = distinct !DILexicalBlock(scope: !371, file: !79, line: 57, column: 2)
!383 = !DILocation(line: 57, column: 7, scope: !382)
!384 = !DILocation(line: 57, column: 14, scope: !385)
!385 = distinct !DILexicalBlock(scope: !382, file: !79, line: 57, column: 2)
!386 = !DILocation(line: 57, column: 16, scope: !385)
!387 = !DILocation(line: 57, column: 2, scope: !382)
!388 = !DILocation(line: 58, column: 9, scope: !389)
!389 = distinct !DILexicalBlock(scope: !385, file: !79, line: 57, column: 28)
!390 = !DILocation(line: 58, column: 7, scope: !389)
!391 = !DILocation(line: 59, column: 10, scope: !392)
!392 = distinct !DILexicalBlock(scope: !389, file: !79, line: 59, column: 3)
!393 = !DILocation(line: 59, column: 8, scope: !392)
!394 = !DILocation(line: 59, column: 15, scope: !395)
!395 = distinct !DILexicalBlock(scope: !392, file: !79, line: 59, column: 3)
!396 = !DILocation(line: 59, column: 17, scope: !395)
!397 = !DILocation(line: 59, column: 3, scope: !392)
!398 = !DILocation(line: 60, column: 8, scope: !399)
!399 = distinct !DILexicalBlock(scope: !400, file: !79, line: 60, column: 8)
!400 = distinct !DILexicalBlock(scope: !395, file: !79, line: 59, column: 27)
!401 = !DILocation(line: 60, column: 12, scope: !399)
!402 = !DILocation(line: 60, column: 8, scope: !400)
!403 = !DILocation(line: 61, column: 12, scope: !404)
!404 = distinct !DILexicalBlock(scope: !399, file: !79, line: 60, column: 17)
!405 = !DILocation(line: 61, column: 16, scope: !404)
!406 = !DILocation(line: 61, column: 22, scope: !404)
!407 = !DILocation(line: 61, column: 9, scope: !404)
!408 = !DILocation(line: 62, column: 4, scope: !404)
!409 = !DILocation(line: 63, column: 9, scope: !410)
!410 = distinct !DILexicalBlock(scope: !399, file: !79, line: 62, column: 11)
!411 = !DILocation(line: 65, column: 3, scope: !400)
!412 = !DILocation(line: 59, column: 23, scope: !395)
!413 = !DILocation(line: 59, column: 3, scope: !395)
!414 = distinct !{!414, !397, !415, !236}
!415 = !DILocation(line: 65, column: 3, scope: !392)
!416 = !DILocation(line: 66, column: 18, scope: !389)
!417 = !DILocation(line: 66, column: 13, scope: !389)
!418 = !DILocation(line: 66, column: 3, scope: !389)
!419 = !DILocation(line: 66, column: 16, scope: !389)
!420 = !DILocation(line: 67, column: 2, scope: !389)
!421 = !DILocation(line: 57, column: 24, scope: !385)
!422 = !DILocation(line: 57, column: 2, scope: !385)
!423 = distinct !{!423, !387, !424, !236}
!424 = !DILocation(line: 67, column: 2, scope: !382)
!425 = !DILocation(line: 68, column: 1, scope: !371)
!426 = distinct !DISubprogram(name: "func_1", scope: !2, file: !2, line: 63, type: !427, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !179)
!427 = !DISubroutineType(types: !428)
!428 = !{!429}
!429 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !82, line: 24, baseType: !430)
!430 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !84, line: 38, baseType: !431)
!431 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!432 = !DILocalVariable(name: "l_2", scope: !426, file: !2, line: 65, type: !429)
!433 = !DILocation(line: 65, column: 13, scope: !426)
!434 = !DILocalVariable(name: "l_7", scope: !426, file: !2, line: 66, type: !435)
!435 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 96, elements: !436)
!436 = !{!129}
!437 = !DILocation(line: 66, column: 13, scope: !426)
!438 = !DILocalVariable(name: "l_168", scope: !426, file: !2, line: 67, type: !439)
!439 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!440 = !DILocation(line: 67, column: 14, scope: !426)
!441 = !DILocalVariable(name: "l_303", scope: !426, file: !2, line: 68, type: !107)
!442 = !DILocation(line: 68, column: 13, scope: !426)
!443 = !DILocalVariable(name: "l_365", scope: !426, file: !2, line: 69, type: !95)
!444 = !DILocation(line: 69, column: 13, scope: !426)
!445 = !DILocalVariable(name: "l_400", scope: !426, file: !2, line: 70, type: !81)
!446 = !DILocation(line: 70, column: 14, scope: !426)
!447 = !DILocalVariable(name: "l_405", scope: !426, file: !2, line: 71, type: !448)
!448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!449 = !DILocation(line: 71, column: 14, scope: !426)
!450 = !DILocalVariable(name: "l_404", scope: !426, file: !2, line: 72, type: !451)
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !448, size: 64)
!452 = !DILocation(line: 72, column: 15, scope: !426)
!453 = !DILocalVariable(name: "i", scope: !426, file: !2, line: 73, type: !103)
!454 = !DILocation(line: 73, column: 9, scope: !426)
!455 = !DILocation(line: 74, column: 12, scope: !456)
!456 = distinct !DILexicalBlock(scope: !426, file: !2, line: 74, column: 5)
!457 = !DILocation(line: 74, column: 10, scope: !456)
!458 = !DILocation(line: 74, column: 17, scope: !459)
!459 = distinct !DILexicalBlock(scope: !456, file: !2, line: 74, column: 5)
!460 = !DILocation(line: 74, column: 19, scope: !459)
!461 = !DILocation(line: 74, column: 5, scope: !456)
!462 = !DILocation(line: 75, column: 13, scope: !459)
!463 = !DILocation(line: 75, column: 9, scope: !459)
!464 = !DILocation(line: 75, column: 16, scope: !459)
!465 = !DILocation(line: 74, column: 25, scope: !459)
!466 = !DILocation(line: 74, column: 5, scope: !459)
!467 = distinct !{!467, !461, !468, !236}
!468 = !DILocation(line: 75, column: 18, scope: !456)
!469 = !DILocation(line: 76, column: 8, scope: !426)
!470 = !DILocation(line: 77, column: 14, scope: !471)
!471 = distinct !DILexicalBlock(scope: !426, file: !2, line: 77, column: 5)
!472 = !DILocation(line: 77, column: 10, scope: !471)
!473 = !DILocation(line: 77, column: 21, scope: !474)
!474 = distinct !DILexicalBlock(scope: !471, file: !2, line: 77, column: 5)
!475 = !DILocation(line: 77, column: 25, scope: !474)
!476 = !DILocation(line: 77, column: 5, scope: !471)
!477 = !DILocalVariable(name: "l_9", scope: !478, file: !2, line: 79, type: !439)
!478 = distinct !DILexicalBlock(scope: !474, file: !2, line: 78, column: 5)
!479 = !DILocation(line: 79, column: 18, scope: !478)
!480 = !DILocalVariable(name: "l_19", scope: !478, file: !2, line: 80, type: !481)
!481 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!482 = !DILocation(line: 80, column: 18, scope: !478)
!483 = !DILocalVariable(name: "l_167", scope: !478, file: !2, line: 81, type: !484)
!484 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !82, line: 27, baseType: !485)
!485 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !84, line: 45, baseType: !486)
!486 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!487 = !DILocation(line: 81, column: 18, scope: !478)
!488 = !DILocalVariable(name: "l_266", scope: !478, file: !2, line: 82, type: !489)
!489 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !490, size: 64)
!490 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !491)
!491 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !439, size: 64)
!492 = !DILocation(line: 82, column: 27, scope: !478)
!493 = !DILocalVariable(name: "l_292", scope: !478, file: !2, line: 83, type: !494)
!494 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 128, elements: !14)
!495 = !DILocation(line: 83, column: 17, scope: !478)
!496 = !DILocalVariable(name: "l_293", scope: !478, file: !2, line: 84, type: !429)
!497 = !DILocation(line: 84, column: 17, scope: !478)
!498 = !DILocalVariable(name: "l_300", scope: !478, file: !2, line: 85, type: !499)
!499 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!500 = !DILocation(line: 85, column: 17, scope: !478)
!501 = !DILocalVariable(name: "l_314", scope: !478, file: !2, line: 86, type: !502)
!502 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 2304, elements: !503)
!503 = !{!123, !27, !111}
!504 = !DILocation(line: 86, column: 18, scope: !478)
!505 = !DILocalVariable(name: "l_316", scope: !478, file: !2, line: 87, type: !506)
!506 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!507 = !DILocation(line: 87, column: 19, scope: !478)
!508 = !DILocalVariable(name: "l_315", scope: !478, file: !2, line: 88, type: !509)
!509 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !506, size: 64)
!510 = !DILocation(line: 88, column: 20, scope: !478)
!511 = !DILocalVariable(name: "l_371", scope: !478, file: !2, line: 89, type: !101)
!512 = !DILocation(line: 89, column: 17, scope: !478)
!513 = !DILocalVariable(name: "l_376", scope: !478, file: !2, line: 90, type: !81)
!514 = !DILocation(line: 90, column: 18, scope: !478)
!515 = !DILocalVariable(name: "l_390", scope: !478, file: !2, line: 91, type: !101)
!516 = !DILocation(line: 91, column: 17, scope: !478)
!517 = !DILocalVariable(name: "i", scope: !478, file: !2, line: 92, type: !103)
!518 = !DILocation(line: 92, column: 13, scope: !478)
!519 = !DILocalVariable(name: "j", scope: !478, file: !2, line: 92, type: !103)
!520 = !DILocation(line: 92, column: 16, scope: !478)
!521 = !DILocalVariable(name: "k", scope: !478, file: !2, line: 92, type: !103)
!522 = !DILocation(line: 92, column: 19, scope: !478)
!523 = !DILocation(line: 93, column: 16, scope: !524)
!524 = distinct !DILexicalBlock(scope: !478, file: !2, line: 93, column: 9)
!525 = !DILocation(line: 93, column: 14, scope: !524)
!526 = !DILocation(line: 93, column: 21, scope: !527)
!527 = distinct !DILexicalBlock(scope: !524, file: !2, line: 93, column: 9)
!528 = !DILocation(line: 93, column: 23, scope: !527)
!529 = !DILocation(line: 93, column: 9, scope: !524)
!530 = !DILocation(line: 94, column: 19, scope: !527)
!531 = !DILocation(line: 94, column: 13, scope: !527)
!532 = !DILocation(line: 94, column: 22, scope: !527)
!533 = !DILocation(line: 93, column: 29, scope: !527)
!534 = !DILocation(line: 93, column: 9, scope: !527)
!535 = distinct !{!535, !529, !536, !236}
!536 = !DILocation(line: 94, column: 24, scope: !524)
!537 = !DILocation(line: 95, column: 18, scope: !538)
!538 = distinct !DILexicalBlock(scope: !478, file: !2, line: 95, column: 9)
!539 = !DILocation(line: 95, column: 14, scope: !538)
!540 = !DILocation(line: 95, column: 23, scope: !541)
!541 = distinct !DILexicalBlock(scope: !538, file: !2, line: 95, column: 9)
!542 = !DILocation(line: 95, column: 27, scope: !541)
!543 = !DILocation(line: 95, column: 9, scope: !538)
!544 = !DILocation(line: 97, column: 17, scope: !545)
!545 = distinct !DILexicalBlock(scope: !541, file: !2, line: 96, column: 9)
!546 = !DILocation(line: 97, column: 13, scope: !545)
!547 = !DILocation(line: 97, column: 22, scope: !545)
!548 = !DILocation(line: 98, column: 9, scope: !545)
!549 = !DILocation(line: 95, column: 36, scope: !541)
!550 = !DILocation(line: 95, column: 9, scope: !541)
!551 = distinct !{!551, !543, !552, !236}
!552 = !DILocation(line: 98, column: 9, scope: !538)
!553 = !DILocation(line: 99, column: 19, scope: !478)
!554 = !DILocation(line: 99, column: 25, scope: !478)
!555 = !DILocation(line: 99, column: 23, scope: !478)
!556 = !DILocation(line: 99, column: 11, scope: !478)
!557 = !DILocation(line: 99, column: 16, scope: !478)
!558 = !DILocation(line: 100, column: 5, scope: !478)
!559 = !DILocation(line: 77, column: 36, scope: !474)
!560 = !DILocation(line: 77, column: 5, scope: !474)
!561 = distinct !{!561, !476, !562, !236}
!562 = !DILocation(line: 100, column: 5, scope: !471)
!563 = !DILocation(line: 101, column: 12, scope: !426)
!564 = !DILocation(line: 101, column: 5, scope: !426)
!565 = distinct !DISubprogram(name: "transparent_crc", scope: !79, file: !79, line: 110, type: !566, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !179)
!566 = !DISubroutineType(types: !567)
!567 = !{null, !484, !178, !103}
!568 = !DILocalVariable(name: "val", arg: 1, scope: !565, file: !79, line: 110, type: !484)
!569 = !DILocation(line: 110, column: 27, scope: !565)
!570 = !DILocalVariable(name: "vname", arg: 2, scope: !565, file: !79, line: 110, type: !178)
!571 = !DILocation(line: 110, column: 38, scope: !565)
!572 = !DILocalVariable(name: "flag", arg: 3, scope: !565, file: !79, line: 110, type: !103)
!573 = !DILocation(line: 110, column: 49, scope: !565)
!574 = !DILocation(line: 112, column: 15, scope: !565)
!575 = !DILocation(line: 112, column: 2, scope: !565)
!576 = !DILocation(line: 113, column: 6, scope: !577)
!577 = distinct !DILexicalBlock(scope: !565, file: !79, line: 113, column: 6)
!578 = !DILocation(line: 113, column: 6, scope: !565)
!579 = !DILocation(line: 114, column: 52, scope: !580)
!580 = distinct !DILexicalBlock(scope: !577, file: !79, line: 113, column: 12)
!581 = !DILocation(line: 114, column: 59, scope: !580)
!582 = !DILocation(line: 114, column: 73, scope: !580)
!583 = !DILocation(line: 114, column: 5, scope: !580)
!584 = !DILocation(line: 115, column: 2, scope: !580)
!585 = !DILocation(line: 116, column: 1, scope: !565)
!586 = distinct !DISubprogram(name: "platform_main_end", scope: !160, file: !160, line: 49, type: !587, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !179)
!587 = !DISubroutineType(types: !588)
!588 = !{null, !81, !103}
!589 = !DILocalVariable(name: "crc", arg: 1, scope: !586, file: !160, line: 49, type: !81)
!590 = !DILocation(line: 49, column: 28, scope: !586)
!591 = !DILocalVariable(name: "flag", arg: 2, scope: !586, file: !160, line: 49, type: !103)
!592 = !DILocation(line: 49, column: 37, scope: !586)
!593 = !DILocation(line: 56, column: 29, scope: !586)
!594 = !DILocation(line: 56, column: 2, scope: !586)
!595 = !DILocation(line: 120, column: 1, scope: !586)
!596 = distinct !DISubprogram(name: "crc32_8bytes", scope: !79, file: !79, line: 97, type: !597, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !179)
!597 = !DISubroutineType(types: !598)
!598 = !{null, !484}
!599 = !DILocalVariable(name: "val", arg: 1, scope: !596, file: !79, line: 97, type: !484)
!600 = !DILocation(line: 97, column: 24, scope: !596)
!601 = !DILocation(line: 99, column: 15, scope: !596)
!602 = !DILocation(line: 99, column: 18, scope: !596)
!603 = !DILocation(line: 99, column: 23, scope: !596)
!604 = !DILocation(line: 99, column: 14, scope: !596)
!605 = !DILocation(line: 99, column: 2, scope: !596)
!606 = !DILocation(line: 100, column: 15, scope: !596)
!607 = !DILocation(line: 100, column: 18, scope: !596)
!608 = !DILocation(line: 100, column: 23, scope: !596)
!609 = !DILocation(line: 100, column: 14, scope: !596)
!610 = !DILocation(line: 100, column: 2, scope: !596)
!611 = !DILocation(line: 101, column: 15, scope: !596)
!612 = !DILocation(line: 101, column: 18, scope: !596)
!613 = !DILocation(line: 101, column: 24, scope: !596)
!614 = !DILocation(line: 101, column: 14, scope: !596)
!615 = !DILocation(line: 101, column: 2, scope: !596)
!616 = !DILocation(line: 102, column: 15, scope: !596)
!617 = !DILocation(line: 102, column: 18, scope: !596)
!618 = !DILocation(line: 102, column: 24, scope: !596)
!619 = !DILocation(line: 102, column: 14, scope: !596)
!620 = !DILocation(line: 102, column: 2, scope: !596)
!621 = !DILocation(line: 103, column: 15, scope: !596)
!622 = !DILocation(line: 103, column: 18, scope: !596)
!623 = !DILocation(line: 103, column: 24, scope: !596)
!624 = !DILocation(line: 103, column: 14, scope: !596)
!625 = !DILocation(line: 103, column: 2, scope: !596)
!626 = !DILocation(line: 104, column: 15, scope: !596)
!627 = !DILocation(line: 104, column: 18, scope: !596)
!628 = !DILocation(line: 104, column: 24, scope: !596)
!629 = !DILocation(line: 104, column: 14, scope: !596)
!630 = !DILocation(line: 104, column: 2, scope: !596)
!631 = !DILocation(line: 105, column: 15, scope: !596)
!632 = !DILocation(line: 105, column: 18, scope: !596)
!633 = !DILocation(line: 105, column: 24, scope: !596)
!634 = !DILocation(line: 105, column: 14, scope: !596)
!635 = !DILocation(line: 105, column: 2, scope: !596)
!636 = !DILocation(line: 106, column: 15, scope: !596)
!637 = !DILocation(line: 106, column: 18, scope: !596)
!638 = !DILocation(line: 106, column: 24, scope: !596)
!639 = !DILocation(line: 106, column: 14, scope: !596)
!640 = !DILocation(line: 106, column: 2, scope: !596)
!641 = !DILocation(line: 107, column: 1, scope: !596)
!642 = distinct !DISubprogram(name: "crc32_byte", scope: !79, file: !79, line: 71, type: !643, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !179)
!643 = !DISubroutineType(types: !644)
!644 = !{null, !429}
!645 = !DILocalVariable(name: "b", arg: 1, scope: !642, file: !79, line: 71, type: !429)
!646 = !DILocation(line: 71, column: 21, scope: !642)
!647 = !DILocation(line: 73, column: 5, scope: !642)
!648 = !DILocation(line: 73, column: 19, scope: !642)
!649 = !DILocation(line: 73, column: 25, scope: !642)
!650 = !DILocation(line: 74, column: 14, scope: !642)
!651 = !DILocation(line: 74, column: 30, scope: !642)
!652 = !DILocation(line: 74, column: 28, scope: !642)
!653 = !DILocation(line: 74, column: 33, scope: !642)
!654 = !DILocation(line: 74, column: 3, scope: !642)
!655 = !DILocation(line: 73, column: 39, scope: !642)
!656 = !DILocation(line: 72, column: 16, scope: !642)
!657 = !DILocation(line: 75, column: 1, scope: !642)
