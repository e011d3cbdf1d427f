; ModuleID = 'strings_basic.c'
source_filename = "strings_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"abd\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [3 x i8] c"ab\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [4 x i8] c"ABC\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [2 x i8] c"\FF\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [4 x i8] c"zzz\00", align 1, !dbg !33
@__const.main.strs = private unnamed_addr constant [9 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8], align 16
@.str.9 = private unnamed_addr constant [16 x i8] c"strlen[%d]=%zu\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [4 x i8] c"%2d\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [4 x i8] c"   \00", align 1, !dbg !42
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !44
@.str.13 = private unnamed_addr constant [17 x i8] c"strncmp n=0: %d\0A\00", align 1, !dbg !46
@.str.14 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !51
@.str.15 = private unnamed_addr constant [3 x i8] c", \00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [6 x i8] c"world\00", align 1, !dbg !58
@.str.17 = private unnamed_addr constant [10 x i8] c"%s (%zu)\0A\00", align 1, !dbg !60
@.str.18 = private unnamed_addr constant [15 x i8] c"strncpy short:\00", align 1, !dbg !65
@.str.19 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !70
@.str.20 = private unnamed_addr constant [17 x i8] c"0123456789ABCDEF\00", align 1, !dbg !72
@.str.21 = private unnamed_addr constant [14 x i8] c"strncpy long:\00", align 1, !dbg !74
@.str.22 = private unnamed_addr constant [4 x i8] c" %c\00", align 1, !dbg !79
@.str.23 = private unnamed_addr constant [30 x i8] c"/usr/local/lib/libpancam.so.1\00", align 1, !dbg !81
@.str.24 = private unnamed_addr constant [46 x i8] c"basename=%s first dot at %ld last dot at %ld\0A\00", align 1, !dbg !86
@.str.25 = private unnamed_addr constant [65 x i8] c"strchr nul: offset %ld, strrchr missing: %d, strchr missing: %d\0A\00", align 1, !dbg !91
@.str.26 = private unnamed_addr constant [36 x i8] c"the cat sat on the mat with the hat\00", align 1, !dbg !96
@.str.27 = private unnamed_addr constant [64 x i8] c"strstr(the)=%ld strstr(at w)=%ld strstr(dog)=%d strstr(\22\22)=%ld\0A\00", align 1, !dbg !101
@.str.28 = private unnamed_addr constant [4 x i8] c"the\00", align 1, !dbg !106
@.str.29 = private unnamed_addr constant [5 x i8] c"at w\00", align 1, !dbg !108
@.str.30 = private unnamed_addr constant [4 x i8] c"dog\00", align 1, !dbg !113
@.str.31 = private unnamed_addr constant [31 x i8] c"count 'the'=%d 'at'=%d 'a'=%d\0A\00", align 1, !dbg !115
@.str.32 = private unnamed_addr constant [3 x i8] c"at\00", align 1, !dbg !120
@.str.33 = private unnamed_addr constant [3 x i8] c"OG\00", align 1, !dbg !122
@.str.34 = private unnamed_addr constant [14 x i8] c"replaced: %s\0A\00", align 1, !dbg !124
@.str.35 = private unnamed_addr constant [17 x i8] c"dup: %s len=%zu\0A\00", align 1, !dbg !126
@.str.36 = private unnamed_addr constant [25 x i8] c"alpha,beta,,gamma,delta,\00", align 1, !dbg !128
@.str.37 = private unnamed_addr constant [16 x i8] c"field %d: '%s'\0A\00", align 1, !dbg !133
@__const.main.sentence = private unnamed_addr constant [24 x i8] c"one two three four five\00", align 16
@.str.38 = private unnamed_addr constant [20 x i8] c"reversed words: %s\0A\00", align 1, !dbg !135
@.str.39 = private unnamed_addr constant [8 x i8] c"racecar\00", align 1, !dbg !140
@.str.40 = private unnamed_addr constant [5 x i8] c"abba\00", align 1, !dbg !145
@.str.41 = private unnamed_addr constant [5 x i8] c"abca\00", align 1, !dbg !147
@.str.42 = private unnamed_addr constant [2 x i8] c"x\00", align 1, !dbg !149
@__const.main.cands = private unnamed_addr constant [5 x ptr] [ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42, ptr @.str], align 16
@.str.43 = private unnamed_addr constant [20 x i8] c"'%s' palindrome=%d\0A\00", align 1, !dbg !151

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !169 {
  %1 = alloca i32, align 4
  %2 = alloca [9 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [64 x i8], align 16
  %9 = alloca [10 x i8], align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca i64, align 8
  %24 = alloca [16 x i8], align 16
  %25 = alloca [24 x i8], align 16
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i8, align 1
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i8, align 1
  %34 = alloca [5 x ptr], align 16
  %35 = alloca i32, align 4
  %36 = alloca i64, align 8
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !174, !DIExpression(), !180)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.strs, i64 72, i1 false), !dbg !180
    #dbg_declare(ptr %3, !181, !DIExpression(), !182)
  store i32 9, ptr %3, align 4, !dbg !182
    #dbg_declare(ptr %4, !183, !DIExpression(), !185)
  store i32 0, ptr %4, align 4, !dbg !185
  br label %39, !dbg !186

39:                                               ; preds = %51, %0
  %40 = load i32, ptr %4, align 4, !dbg !187
  %41 = load i32, ptr %3, align 4, !dbg !189
  %42 = icmp slt i32 %40, %41, !dbg !190
  br i1 %42, label %43, label %54, !dbg !191

43:                                               ; preds = %39
  %44 = load i32, ptr %4, align 4, !dbg !192
  %45 = load i32, ptr %4, align 4, !dbg !193
  %46 = sext i32 %45 to i64, !dbg !194
  %47 = getelementptr inbounds [9 x ptr], ptr %2, i64 0, i64 %46, !dbg !194
  %48 = load ptr, ptr %47, align 8, !dbg !194
  %49 = call i64 @strlen(ptr noundef %48) #7, !dbg !195
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %44, i64 noundef %49), !dbg !196
  br label %51, !dbg !196

51:                                               ; preds = %43
  %52 = load i32, ptr %4, align 4, !dbg !197
  %53 = add nsw i32 %52, 1, !dbg !197
  store i32 %53, ptr %4, align 4, !dbg !197
  br label %39, !dbg !198, !llvm.loop !199

54:                                               ; preds = %39
    #dbg_declare(ptr %5, !202, !DIExpression(), !204)
  store i32 0, ptr %5, align 4, !dbg !204
  br label %55, !dbg !205

55:                                               ; preds = %102, %54
  %56 = load i32, ptr %5, align 4, !dbg !206
  %57 = load i32, ptr %3, align 4, !dbg !208
  %58 = icmp slt i32 %56, %57, !dbg !209
  br i1 %58, label %59, label %105, !dbg !210

59:                                               ; preds = %55
    #dbg_declare(ptr %6, !211, !DIExpression(), !214)
  store i32 0, ptr %6, align 4, !dbg !214
  br label %60, !dbg !215

60:                                               ; preds = %76, %59
  %61 = load i32, ptr %6, align 4, !dbg !216
  %62 = load i32, ptr %3, align 4, !dbg !218
  %63 = icmp slt i32 %61, %62, !dbg !219
  br i1 %63, label %64, label %79, !dbg !220

64:                                               ; preds = %60
  %65 = load i32, ptr %5, align 4, !dbg !221
  %66 = sext i32 %65 to i64, !dbg !222
  %67 = getelementptr inbounds [9 x ptr], ptr %2, i64 0, i64 %66, !dbg !222
  %68 = load ptr, ptr %67, align 8, !dbg !222
  %69 = load i32, ptr %6, align 4, !dbg !223
  %70 = sext i32 %69 to i64, !dbg !224
  %71 = getelementptr inbounds [9 x ptr], ptr %2, i64 0, i64 %70, !dbg !224
  %72 = load ptr, ptr %71, align 8, !dbg !224
  %73 = call i32 @strcmp(ptr noundef %68, ptr noundef %72) #7, !dbg !225
  %74 = call i32 @sgn(i32 noundef %73), !dbg !226
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %74), !dbg !227
  br label %76, !dbg !227

76:                                               ; preds = %64
  %77 = load i32, ptr %6, align 4, !dbg !228
  %78 = add nsw i32 %77, 1, !dbg !228
  store i32 %78, ptr %6, align 4, !dbg !228
  br label %60, !dbg !229, !llvm.loop !230

79:                                               ; preds = %60
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.11), !dbg !232
    #dbg_declare(ptr %7, !233, !DIExpression(), !235)
  store i32 0, ptr %7, align 4, !dbg !235
  br label %81, !dbg !236

81:                                               ; preds = %97, %79
  %82 = load i32, ptr %7, align 4, !dbg !237
  %83 = load i32, ptr %3, align 4, !dbg !239
  %84 = icmp slt i32 %82, %83, !dbg !240
  br i1 %84, label %85, label %100, !dbg !241

85:                                               ; preds = %81
  %86 = load i32, ptr %5, align 4, !dbg !242
  %87 = sext i32 %86 to i64, !dbg !243
  %88 = getelementptr inbounds [9 x ptr], ptr %2, i64 0, i64 %87, !dbg !243
  %89 = load ptr, ptr %88, align 8, !dbg !243
  %90 = load i32, ptr %7, align 4, !dbg !244
  %91 = sext i32 %90 to i64, !dbg !245
  %92 = getelementptr inbounds [9 x ptr], ptr %2, i64 0, i64 %91, !dbg !245
  %93 = load ptr, ptr %92, align 8, !dbg !245
  %94 = call i32 @strncmp(ptr noundef %89, ptr noundef %93, i64 noundef 2) #7, !dbg !246
  %95 = call i32 @sgn(i32 noundef %94), !dbg !247
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %95), !dbg !248
  br label %97, !dbg !248

97:                                               ; preds = %85
  %98 = load i32, ptr %7, align 4, !dbg !249
  %99 = add nsw i32 %98, 1, !dbg !249
  store i32 %99, ptr %7, align 4, !dbg !249
  br label %81, !dbg !250, !llvm.loop !251

100:                                              ; preds = %81
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.12), !dbg !253
  br label %102, !dbg !254

102:                                              ; preds = %100
  %103 = load i32, ptr %5, align 4, !dbg !255
  %104 = add nsw i32 %103, 1, !dbg !255
  store i32 %104, ptr %5, align 4, !dbg !255
  br label %55, !dbg !256, !llvm.loop !257

105:                                              ; preds = %55
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef 0), !dbg !259
    #dbg_declare(ptr %8, !260, !DIExpression(), !261)
  %107 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0, !dbg !262
  %108 = call ptr @strcpy(ptr noundef %107, ptr noundef @.str.14) #8, !dbg !263
  %109 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0, !dbg !264
  %110 = call ptr @strcat(ptr noundef %109, ptr noundef @.str.15) #8, !dbg !265
  %111 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0, !dbg !266
  %112 = call ptr @strcat(ptr noundef %111, ptr noundef @.str.16) #8, !dbg !267
  %113 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0, !dbg !268
  %114 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0, !dbg !269
  %115 = call i64 @strlen(ptr noundef %114) #7, !dbg !270
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %113, i64 noundef %115), !dbg !271
    #dbg_declare(ptr %9, !272, !DIExpression(), !273)
  %117 = getelementptr inbounds [10 x i8], ptr %9, i64 0, i64 0, !dbg !274
  call void @llvm.memset.p0.i64(ptr align 1 %117, i8 88, i64 10, i1 false), !dbg !274
  %118 = getelementptr inbounds [10 x i8], ptr %9, i64 0, i64 0, !dbg !275
  %119 = call ptr @strncpy(ptr noundef %118, ptr noundef @.str.2, i64 noundef 10) #8, !dbg !276
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.18), !dbg !277
    #dbg_declare(ptr %10, !278, !DIExpression(), !280)
  store i32 0, ptr %10, align 4, !dbg !280
  br label %121, !dbg !281

121:                                              ; preds = %131, %105
  %122 = load i32, ptr %10, align 4, !dbg !282
  %123 = icmp slt i32 %122, 10, !dbg !284
  br i1 %123, label %124, label %134, !dbg !285

124:                                              ; preds = %121
  %125 = load i32, ptr %10, align 4, !dbg !286
  %126 = sext i32 %125 to i64, !dbg !287
  %127 = getelementptr inbounds [10 x i8], ptr %9, i64 0, i64 %126, !dbg !287
  %128 = load i8, ptr %127, align 1, !dbg !287
  %129 = sext i8 %128 to i32, !dbg !287
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %129), !dbg !288
  br label %131, !dbg !288

131:                                              ; preds = %124
  %132 = load i32, ptr %10, align 4, !dbg !289
  %133 = add nsw i32 %132, 1, !dbg !289
  store i32 %133, ptr %10, align 4, !dbg !289
  br label %121, !dbg !290, !llvm.loop !291

134:                                              ; preds = %121
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.12), !dbg !293
  %136 = getelementptr inbounds [10 x i8], ptr %9, i64 0, i64 0, !dbg !294
  call void @llvm.memset.p0.i64(ptr align 1 %136, i8 88, i64 10, i1 false), !dbg !294
  %137 = getelementptr inbounds [10 x i8], ptr %9, i64 0, i64 0, !dbg !295
  call void @copy_prefix(ptr noundef %137, ptr noundef @.str.20, i64 noundef 6), !dbg !296
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.21), !dbg !297
    #dbg_declare(ptr %11, !298, !DIExpression(), !300)
  store i32 0, ptr %11, align 4, !dbg !300
  br label %139, !dbg !301

139:                                              ; preds = %149, %134
  %140 = load i32, ptr %11, align 4, !dbg !302
  %141 = icmp slt i32 %140, 10, !dbg !304
  br i1 %141, label %142, label %152, !dbg !305

142:                                              ; preds = %139
  %143 = load i32, ptr %11, align 4, !dbg !306
  %144 = sext i32 %143 to i64, !dbg !307
  %145 = getelementptr inbounds [10 x i8], ptr %9, i64 0, i64 %144, !dbg !307
  %146 = load i8, ptr %145, align 1, !dbg !307
  %147 = sext i8 %146 to i32, !dbg !307
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %147), !dbg !308
  br label %149, !dbg !308

149:                                              ; preds = %142
  %150 = load i32, ptr %11, align 4, !dbg !309
  %151 = add nsw i32 %150, 1, !dbg !309
  store i32 %151, ptr %11, align 4, !dbg !309
  br label %139, !dbg !310, !llvm.loop !311

152:                                              ; preds = %139
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.12), !dbg !313
    #dbg_declare(ptr %12, !314, !DIExpression(), !315)
  store ptr @.str.23, ptr %12, align 8, !dbg !315
    #dbg_declare(ptr %13, !316, !DIExpression(), !317)
  %154 = load ptr, ptr %12, align 8, !dbg !318
  %155 = call ptr @strrchr(ptr noundef %154, i32 noundef 47) #7, !dbg !319
  store ptr %155, ptr %13, align 8, !dbg !317
    #dbg_declare(ptr %14, !320, !DIExpression(), !321)
  %156 = load ptr, ptr %12, align 8, !dbg !322
  %157 = call ptr @strchr(ptr noundef %156, i32 noundef 46) #7, !dbg !323
  store ptr %157, ptr %14, align 8, !dbg !321
    #dbg_declare(ptr %15, !324, !DIExpression(), !325)
  %158 = load ptr, ptr %12, align 8, !dbg !326
  %159 = call ptr @strrchr(ptr noundef %158, i32 noundef 46) #7, !dbg !327
  store ptr %159, ptr %15, align 8, !dbg !325
  %160 = load ptr, ptr %13, align 8, !dbg !328
  %161 = getelementptr inbounds i8, ptr %160, i64 1, !dbg !329
  %162 = load ptr, ptr %14, align 8, !dbg !330
  %163 = load ptr, ptr %12, align 8, !dbg !331
  %164 = ptrtoint ptr %162 to i64, !dbg !332
  %165 = ptrtoint ptr %163 to i64, !dbg !332
  %166 = sub i64 %164, %165, !dbg !332
  %167 = load ptr, ptr %15, align 8, !dbg !333
  %168 = load ptr, ptr %12, align 8, !dbg !334
  %169 = ptrtoint ptr %167 to i64, !dbg !335
  %170 = ptrtoint ptr %168 to i64, !dbg !335
  %171 = sub i64 %169, %170, !dbg !335
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, ptr noundef %161, i64 noundef %166, i64 noundef %171), !dbg !336
  %173 = load ptr, ptr %12, align 8, !dbg !337
  %174 = call ptr @strchr(ptr noundef %173, i32 noundef 0) #7, !dbg !338
  %175 = load ptr, ptr %12, align 8, !dbg !339
  %176 = ptrtoint ptr %174 to i64, !dbg !340
  %177 = ptrtoint ptr %175 to i64, !dbg !340
  %178 = sub i64 %176, %177, !dbg !340
  %179 = load ptr, ptr %12, align 8, !dbg !341
  %180 = call ptr @strrchr(ptr noundef %179, i32 noundef 122) #7, !dbg !342
  %181 = icmp eq ptr %180, null, !dbg !343
  %182 = zext i1 %181 to i32, !dbg !343
  %183 = load ptr, ptr %12, align 8, !dbg !344
  %184 = call ptr @strchr(ptr noundef %183, i32 noundef 113) #7, !dbg !345
  %185 = icmp eq ptr %184, null, !dbg !346
  %186 = zext i1 %185 to i32, !dbg !346
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i64 noundef %178, i32 noundef %182, i32 noundef %186), !dbg !347
    #dbg_declare(ptr %16, !348, !DIExpression(), !349)
  store ptr @.str.26, ptr %16, align 8, !dbg !349
  %188 = load ptr, ptr %16, align 8, !dbg !350
  %189 = call ptr @strstr(ptr noundef %188, ptr noundef @.str.28) #7, !dbg !351
  %190 = load ptr, ptr %16, align 8, !dbg !352
  %191 = ptrtoint ptr %189 to i64, !dbg !353
  %192 = ptrtoint ptr %190 to i64, !dbg !353
  %193 = sub i64 %191, %192, !dbg !353
  %194 = load ptr, ptr %16, align 8, !dbg !354
  %195 = call ptr @strstr(ptr noundef %194, ptr noundef @.str.29) #7, !dbg !355
  %196 = load ptr, ptr %16, align 8, !dbg !356
  %197 = ptrtoint ptr %195 to i64, !dbg !357
  %198 = ptrtoint ptr %196 to i64, !dbg !357
  %199 = sub i64 %197, %198, !dbg !357
  %200 = load ptr, ptr %16, align 8, !dbg !358
  %201 = call ptr @strstr(ptr noundef %200, ptr noundef @.str.30) #7, !dbg !359
  %202 = icmp eq ptr %201, null, !dbg !360
  %203 = zext i1 %202 to i32, !dbg !360
  %204 = load ptr, ptr %16, align 8, !dbg !361
  %205 = call ptr @strstr(ptr noundef %204, ptr noundef @.str) #7, !dbg !362
  %206 = load ptr, ptr %16, align 8, !dbg !363
  %207 = ptrtoint ptr %205 to i64, !dbg !364
  %208 = ptrtoint ptr %206 to i64, !dbg !364
  %209 = sub i64 %207, %208, !dbg !364
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i64 noundef %193, i64 noundef %199, i32 noundef %203, i64 noundef %209), !dbg !365
  %211 = load ptr, ptr %16, align 8, !dbg !366
  %212 = call i32 @count_occurrences(ptr noundef %211, ptr noundef @.str.28), !dbg !367
  %213 = load ptr, ptr %16, align 8, !dbg !368
  %214 = call i32 @count_occurrences(ptr noundef %213, ptr noundef @.str.32), !dbg !369
  %215 = load ptr, ptr %16, align 8, !dbg !370
  %216 = call i32 @count_occurrences(ptr noundef %215, ptr noundef @.str.1), !dbg !371
  %217 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i32 noundef %212, i32 noundef %214, i32 noundef %216), !dbg !372
    #dbg_declare(ptr %17, !373, !DIExpression(), !375)
  %218 = load ptr, ptr %16, align 8, !dbg !376
  %219 = call ptr @replace_all(ptr noundef %218, ptr noundef @.str.32, ptr noundef @.str.33), !dbg !377
  store ptr %219, ptr %17, align 8, !dbg !375
  %220 = load ptr, ptr %17, align 8, !dbg !378
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.34, ptr noundef %220), !dbg !379
    #dbg_declare(ptr %18, !380, !DIExpression(), !381)
  %222 = load ptr, ptr %17, align 8, !dbg !382
  %223 = call noalias ptr @strdup(ptr noundef %222) #8, !dbg !383
  store ptr %223, ptr %18, align 8, !dbg !381
  %224 = load ptr, ptr %17, align 8, !dbg !384
  call void @free(ptr noundef %224) #8, !dbg !385
  %225 = load ptr, ptr %18, align 8, !dbg !386
  %226 = getelementptr inbounds i8, ptr %225, i64 0, !dbg !386
  store i8 84, ptr %226, align 1, !dbg !387
  %227 = load ptr, ptr %18, align 8, !dbg !388
  %228 = load ptr, ptr %18, align 8, !dbg !389
  %229 = call i64 @strlen(ptr noundef %228) #7, !dbg !390
  %230 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, ptr noundef %227, i64 noundef %229), !dbg !391
  %231 = load ptr, ptr %18, align 8, !dbg !392
  call void @free(ptr noundef %231) #8, !dbg !393
    #dbg_declare(ptr %19, !394, !DIExpression(), !395)
  store ptr @.str.36, ptr %19, align 8, !dbg !395
    #dbg_declare(ptr %20, !396, !DIExpression(), !397)
  %232 = load ptr, ptr %19, align 8, !dbg !398
  store ptr %232, ptr %20, align 8, !dbg !397
    #dbg_declare(ptr %21, !399, !DIExpression(), !400)
  store i32 0, ptr %21, align 4, !dbg !400
  br label %233, !dbg !401

233:                                              ; preds = %261, %152
    #dbg_declare(ptr %22, !402, !DIExpression(), !406)
  %234 = load ptr, ptr %20, align 8, !dbg !407
  %235 = call ptr @strchr(ptr noundef %234, i32 noundef 44) #7, !dbg !408
  store ptr %235, ptr %22, align 8, !dbg !406
    #dbg_declare(ptr %23, !409, !DIExpression(), !410)
  %236 = load ptr, ptr %22, align 8, !dbg !411
  %237 = icmp ne ptr %236, null, !dbg !411
  br i1 %237, label %238, label %244, !dbg !411

238:                                              ; preds = %233
  %239 = load ptr, ptr %22, align 8, !dbg !412
  %240 = load ptr, ptr %20, align 8, !dbg !413
  %241 = ptrtoint ptr %239 to i64, !dbg !414
  %242 = ptrtoint ptr %240 to i64, !dbg !414
  %243 = sub i64 %241, %242, !dbg !414
  br label %247, !dbg !411

244:                                              ; preds = %233
  %245 = load ptr, ptr %20, align 8, !dbg !415
  %246 = call i64 @strlen(ptr noundef %245) #7, !dbg !416
  br label %247, !dbg !411

247:                                              ; preds = %244, %238
  %248 = phi i64 [ %243, %238 ], [ %246, %244 ], !dbg !411
  store i64 %248, ptr %23, align 8, !dbg !410
    #dbg_declare(ptr %24, !417, !DIExpression(), !418)
  %249 = getelementptr inbounds [16 x i8], ptr %24, i64 0, i64 0, !dbg !419
  %250 = load ptr, ptr %20, align 8, !dbg !420
  %251 = load i64, ptr %23, align 8, !dbg !421
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %249, ptr align 1 %250, i64 %251, i1 false), !dbg !419
  %252 = load i64, ptr %23, align 8, !dbg !422
  %253 = getelementptr inbounds [16 x i8], ptr %24, i64 0, i64 %252, !dbg !423
  store i8 0, ptr %253, align 1, !dbg !424
  %254 = load i32, ptr %21, align 4, !dbg !425
  %255 = add nsw i32 %254, 1, !dbg !425
  store i32 %255, ptr %21, align 4, !dbg !425
  %256 = getelementptr inbounds [16 x i8], ptr %24, i64 0, i64 0, !dbg !426
  %257 = call i32 (ptr, ...) @printf(ptr noundef @.str.37, i32 noundef %254, ptr noundef %256), !dbg !427
  %258 = load ptr, ptr %22, align 8, !dbg !428
  %259 = icmp ne ptr %258, null, !dbg !428
  br i1 %259, label %261, label %260, !dbg !430

260:                                              ; preds = %247
  br label %264, !dbg !431

261:                                              ; preds = %247
  %262 = load ptr, ptr %22, align 8, !dbg !432
  %263 = getelementptr inbounds i8, ptr %262, i64 1, !dbg !433
  store ptr %263, ptr %20, align 8, !dbg !434
  br label %233, !dbg !435, !llvm.loop !436

264:                                              ; preds = %260
    #dbg_declare(ptr %25, !439, !DIExpression(), !443)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %25, ptr align 16 @__const.main.sentence, i64 24, i1 false), !dbg !443
    #dbg_declare(ptr %26, !444, !DIExpression(), !445)
  %265 = getelementptr inbounds [24 x i8], ptr %25, i64 0, i64 0, !dbg !446
  %266 = call i64 @strlen(ptr noundef %265) #7, !dbg !447
  store i64 %266, ptr %26, align 8, !dbg !445
    #dbg_declare(ptr %27, !448, !DIExpression(), !450)
  store i64 0, ptr %27, align 8, !dbg !450
  br label %267, !dbg !451

267:                                              ; preds = %290, %264
  %268 = load i64, ptr %27, align 8, !dbg !452
  %269 = load i64, ptr %26, align 8, !dbg !454
  %270 = udiv i64 %269, 2, !dbg !455
  %271 = icmp ult i64 %268, %270, !dbg !456
  br i1 %271, label %272, label %293, !dbg !457

272:                                              ; preds = %267
    #dbg_declare(ptr %28, !458, !DIExpression(), !460)
  %273 = load i64, ptr %27, align 8, !dbg !461
  %274 = getelementptr inbounds [24 x i8], ptr %25, i64 0, i64 %273, !dbg !462
  %275 = load i8, ptr %274, align 1, !dbg !462
  store i8 %275, ptr %28, align 1, !dbg !460
  %276 = load i64, ptr %26, align 8, !dbg !463
  %277 = sub i64 %276, 1, !dbg !464
  %278 = load i64, ptr %27, align 8, !dbg !465
  %279 = sub i64 %277, %278, !dbg !466
  %280 = getelementptr inbounds [24 x i8], ptr %25, i64 0, i64 %279, !dbg !467
  %281 = load i8, ptr %280, align 1, !dbg !467
  %282 = load i64, ptr %27, align 8, !dbg !468
  %283 = getelementptr inbounds [24 x i8], ptr %25, i64 0, i64 %282, !dbg !469
  store i8 %281, ptr %283, align 1, !dbg !470
  %284 = load i8, ptr %28, align 1, !dbg !471
  %285 = load i64, ptr %26, align 8, !dbg !472
  %286 = sub i64 %285, 1, !dbg !473
  %287 = load i64, ptr %27, align 8, !dbg !474
  %288 = sub i64 %286, %287, !dbg !475
  %289 = getelementptr inbounds [24 x i8], ptr %25, i64 0, i64 %288, !dbg !476
  store i8 %284, ptr %289, align 1, !dbg !477
  br label %290, !dbg !478

290:                                              ; preds = %272
  %291 = load i64, ptr %27, align 8, !dbg !479
  %292 = add i64 %291, 1, !dbg !479
  store i64 %292, ptr %27, align 8, !dbg !479
  br label %267, !dbg !480, !llvm.loop !481

293:                                              ; preds = %267
    #dbg_declare(ptr %29, !483, !DIExpression(), !484)
  %294 = getelementptr inbounds [24 x i8], ptr %25, i64 0, i64 0, !dbg !485
  store ptr %294, ptr %29, align 8, !dbg !484
  br label %295, !dbg !486

295:                                              ; preds = %340, %293
  %296 = load ptr, ptr %29, align 8, !dbg !487
  %297 = load i8, ptr %296, align 1, !dbg !488
  %298 = icmp ne i8 %297, 0, !dbg !486
  br i1 %298, label %299, label %342, !dbg !486

299:                                              ; preds = %295
    #dbg_declare(ptr %30, !489, !DIExpression(), !491)
  %300 = load ptr, ptr %29, align 8, !dbg !492
  %301 = call ptr @strchr(ptr noundef %300, i32 noundef 32) #7, !dbg !493
  store ptr %301, ptr %30, align 8, !dbg !491
  %302 = load ptr, ptr %30, align 8, !dbg !494
  %303 = icmp ne ptr %302, null, !dbg !494
  br i1 %303, label %309, label %304, !dbg !496

304:                                              ; preds = %299
  %305 = load ptr, ptr %29, align 8, !dbg !497
  %306 = load ptr, ptr %29, align 8, !dbg !498
  %307 = call i64 @strlen(ptr noundef %306) #7, !dbg !499
  %308 = getelementptr inbounds i8, ptr %305, i64 %307, !dbg !500
  store ptr %308, ptr %30, align 8, !dbg !501
  br label %309, !dbg !502

309:                                              ; preds = %304, %299
    #dbg_declare(ptr %31, !503, !DIExpression(), !505)
  %310 = load ptr, ptr %29, align 8, !dbg !506
  store ptr %310, ptr %31, align 8, !dbg !505
    #dbg_declare(ptr %32, !507, !DIExpression(), !508)
  %311 = load ptr, ptr %30, align 8, !dbg !509
  %312 = getelementptr inbounds i8, ptr %311, i64 -1, !dbg !510
  store ptr %312, ptr %32, align 8, !dbg !508
  br label %313, !dbg !511

313:                                              ; preds = %325, %309
  %314 = load ptr, ptr %31, align 8, !dbg !512
  %315 = load ptr, ptr %32, align 8, !dbg !514
  %316 = icmp ult ptr %314, %315, !dbg !515
  br i1 %316, label %317, label %330, !dbg !516

317:                                              ; preds = %313
    #dbg_declare(ptr %33, !517, !DIExpression(), !519)
  %318 = load ptr, ptr %31, align 8, !dbg !520
  %319 = load i8, ptr %318, align 1, !dbg !521
  store i8 %319, ptr %33, align 1, !dbg !519
  %320 = load ptr, ptr %32, align 8, !dbg !522
  %321 = load i8, ptr %320, align 1, !dbg !523
  %322 = load ptr, ptr %31, align 8, !dbg !524
  store i8 %321, ptr %322, align 1, !dbg !525
  %323 = load i8, ptr %33, align 1, !dbg !526
  %324 = load ptr, ptr %32, align 8, !dbg !527
  store i8 %323, ptr %324, align 1, !dbg !528
  br label %325, !dbg !529

325:                                              ; preds = %317
  %326 = load ptr, ptr %31, align 8, !dbg !530
  %327 = getelementptr inbounds i8, ptr %326, i32 1, !dbg !530
  store ptr %327, ptr %31, align 8, !dbg !530
  %328 = load ptr, ptr %32, align 8, !dbg !531
  %329 = getelementptr inbounds i8, ptr %328, i32 -1, !dbg !531
  store ptr %329, ptr %32, align 8, !dbg !531
  br label %313, !dbg !532, !llvm.loop !533

330:                                              ; preds = %313
  %331 = load ptr, ptr %30, align 8, !dbg !535
  %332 = load i8, ptr %331, align 1, !dbg !536
  %333 = sext i8 %332 to i32, !dbg !536
  %334 = icmp ne i32 %333, 0, !dbg !536
  br i1 %334, label %335, label %338, !dbg !536

335:                                              ; preds = %330
  %336 = load ptr, ptr %30, align 8, !dbg !537
  %337 = getelementptr inbounds i8, ptr %336, i64 1, !dbg !538
  br label %340, !dbg !536

338:                                              ; preds = %330
  %339 = load ptr, ptr %30, align 8, !dbg !539
  br label %340, !dbg !536

340:                                              ; preds = %338, %335
  %341 = phi ptr [ %337, %335 ], [ %339, %338 ], !dbg !536
  store ptr %341, ptr %29, align 8, !dbg !540
  br label %295, !dbg !486, !llvm.loop !541

342:                                              ; preds = %295
  %343 = getelementptr inbounds [24 x i8], ptr %25, i64 0, i64 0, !dbg !543
  %344 = call i32 (ptr, ...) @printf(ptr noundef @.str.38, ptr noundef %343), !dbg !544
    #dbg_declare(ptr %34, !545, !DIExpression(), !547)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %34, ptr align 16 @__const.main.cands, i64 40, i1 false), !dbg !547
    #dbg_declare(ptr %35, !548, !DIExpression(), !550)
  store i32 0, ptr %35, align 4, !dbg !550
  br label %345, !dbg !551

345:                                              ; preds = %392, %342
  %346 = load i32, ptr %35, align 4, !dbg !552
  %347 = icmp slt i32 %346, 5, !dbg !554
  br i1 %347, label %348, label %395, !dbg !555

348:                                              ; preds = %345
    #dbg_declare(ptr %36, !556, !DIExpression(), !558)
  %349 = load i32, ptr %35, align 4, !dbg !559
  %350 = sext i32 %349 to i64, !dbg !560
  %351 = getelementptr inbounds [5 x ptr], ptr %34, i64 0, i64 %350, !dbg !560
  %352 = load ptr, ptr %351, align 8, !dbg !560
  %353 = call i64 @strlen(ptr noundef %352) #7, !dbg !561
  store i64 %353, ptr %36, align 8, !dbg !558
    #dbg_declare(ptr %37, !562, !DIExpression(), !563)
  store i32 1, ptr %37, align 4, !dbg !563
    #dbg_declare(ptr %38, !564, !DIExpression(), !566)
  store i64 0, ptr %38, align 8, !dbg !566
  br label %354, !dbg !567

354:                                              ; preds = %382, %348
  %355 = load i64, ptr %38, align 8, !dbg !568
  %356 = load i64, ptr %36, align 8, !dbg !570
  %357 = udiv i64 %356, 2, !dbg !571
  %358 = icmp ult i64 %355, %357, !dbg !572
  br i1 %358, label %359, label %385, !dbg !573

359:                                              ; preds = %354
  %360 = load i32, ptr %35, align 4, !dbg !574
  %361 = sext i32 %360 to i64, !dbg !576
  %362 = getelementptr inbounds [5 x ptr], ptr %34, i64 0, i64 %361, !dbg !576
  %363 = load ptr, ptr %362, align 8, !dbg !576
  %364 = load i64, ptr %38, align 8, !dbg !577
  %365 = getelementptr inbounds i8, ptr %363, i64 %364, !dbg !576
  %366 = load i8, ptr %365, align 1, !dbg !576
  %367 = sext i8 %366 to i32, !dbg !576
  %368 = load i32, ptr %35, align 4, !dbg !578
  %369 = sext i32 %368 to i64, !dbg !579
  %370 = getelementptr inbounds [5 x ptr], ptr %34, i64 0, i64 %369, !dbg !579
  %371 = load ptr, ptr %370, align 8, !dbg !579
  %372 = load i64, ptr %36, align 8, !dbg !580
  %373 = sub i64 %372, 1, !dbg !581
  %374 = load i64, ptr %38, align 8, !dbg !582
  %375 = sub i64 %373, %374, !dbg !583
  %376 = getelementptr inbounds i8, ptr %371, i64 %375, !dbg !579
  %377 = load i8, ptr %376, align 1, !dbg !579
  %378 = sext i8 %377 to i32, !dbg !579
  %379 = icmp ne i32 %367, %378, !dbg !584
  br i1 %379, label %380, label %381, !dbg !585

380:                                              ; preds = %359
  store i32 0, ptr %37, align 4, !dbg !586
  br label %381, !dbg !587

381:                                              ; preds = %380, %359
  br label %382, !dbg !588

382:                                              ; preds = %381
  %383 = load i64, ptr %38, align 8, !dbg !589
  %384 = add i64 %383, 1, !dbg !589
  store i64 %384, ptr %38, align 8, !dbg !589
  br label %354, !dbg !590, !llvm.loop !591

385:                                              ; preds = %354
  %386 = load i32, ptr %35, align 4, !dbg !593
  %387 = sext i32 %386 to i64, !dbg !594
  %388 = getelementptr inbounds [5 x ptr], ptr %34, i64 0, i64 %387, !dbg !594
  %389 = load ptr, ptr %388, align 8, !dbg !594
  %390 = load i32, ptr %37, align 4, !dbg !595
  %391 = call i32 (ptr, ...) @printf(ptr noundef @.str.43, ptr noundef %389, i32 noundef %390), !dbg !596
  br label %392, !dbg !597

392:                                              ; preds = %385
  %393 = load i32, ptr %35, align 4, !dbg !598
  %394 = add nsw i32 %393, 1, !dbg !598
  store i32 %394, ptr %35, align 4, !dbg !598
  br label %345, !dbg !599, !llvm.loop !600

395:                                              ; preds = %345
  ret i32 0, !dbg !602
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sgn(i32 noundef %0) #0 !dbg !603 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !606, !DIExpression(), !607)
  %3 = load i32, ptr %2, align 4, !dbg !608
  %4 = icmp sgt i32 %3, 0, !dbg !609
  %5 = zext i1 %4 to i32, !dbg !609
  %6 = load i32, ptr %2, align 4, !dbg !610
  %7 = icmp slt i32 %6, 0, !dbg !611
  %8 = zext i1 %7 to i32, !dbg !611
  %9 = sub nsw i32 %5, %8, !dbg !612
  ret i32 %9, !dbg !613
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strncmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind
declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @copy_prefix(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 !dbg !614 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !617, !DIExpression(), !618)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !619, !DIExpression(), !620)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !621, !DIExpression(), !622)
  %7 = load ptr, ptr %4, align 8, !dbg !623
  %8 = load ptr, ptr %5, align 8, !dbg !624
  %9 = load i64, ptr %6, align 8, !dbg !625
  %10 = call ptr @strncpy(ptr noundef %7, ptr noundef %8, i64 noundef %9) #8, !dbg !626
  ret void, !dbg !627
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strrchr(ptr noundef, i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strstr(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_occurrences(ptr noundef %0, ptr noundef %1) #0 !dbg !628 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !631, !DIExpression(), !632)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !633, !DIExpression(), !634)
    #dbg_declare(ptr %5, !635, !DIExpression(), !636)
  store i32 0, ptr %5, align 4, !dbg !636
    #dbg_declare(ptr %6, !637, !DIExpression(), !638)
  %8 = load ptr, ptr %4, align 8, !dbg !639
  %9 = call i64 @strlen(ptr noundef %8) #7, !dbg !640
  store i64 %9, ptr %6, align 8, !dbg !638
    #dbg_declare(ptr %7, !641, !DIExpression(), !643)
  %10 = load ptr, ptr %3, align 8, !dbg !644
  %11 = load ptr, ptr %4, align 8, !dbg !645
  %12 = call ptr @strstr(ptr noundef %10, ptr noundef %11) #7, !dbg !646
  store ptr %12, ptr %7, align 8, !dbg !643
  br label %13, !dbg !647

13:                                               ; preds = %31, %2
  %14 = load ptr, ptr %7, align 8, !dbg !648
  %15 = icmp ne ptr %14, null, !dbg !650
  br i1 %15, label %16, label %36, !dbg !650

16:                                               ; preds = %13
  %17 = load i32, ptr %5, align 4, !dbg !651
  %18 = add nsw i32 %17, 1, !dbg !651
  store i32 %18, ptr %5, align 4, !dbg !651
  %19 = load ptr, ptr %7, align 8, !dbg !653
  %20 = load i8, ptr %19, align 1, !dbg !655
  %21 = icmp ne i8 %20, 0, !dbg !655
  br i1 %21, label %23, label %22, !dbg !656

22:                                               ; preds = %16
  br label %36, !dbg !657

23:                                               ; preds = %16
  br label %24, !dbg !658

24:                                               ; preds = %23
  %25 = load ptr, ptr %7, align 8, !dbg !659
  %26 = load i64, ptr %6, align 8, !dbg !660
  %27 = icmp ne i64 %26, 0, !dbg !660
  br i1 %27, label %28, label %30, !dbg !660

28:                                               ; preds = %24
  %29 = load i64, ptr %6, align 8, !dbg !661
  br label %31, !dbg !660

30:                                               ; preds = %24
  br label %31, !dbg !660

31:                                               ; preds = %30, %28
  %32 = phi i64 [ %29, %28 ], [ 1, %30 ], !dbg !660
  %33 = getelementptr inbounds i8, ptr %25, i64 %32, !dbg !662
  %34 = load ptr, ptr %4, align 8, !dbg !663
  %35 = call ptr @strstr(ptr noundef %33, ptr noundef %34) #7, !dbg !664
  store ptr %35, ptr %7, align 8, !dbg !665
  br label %13, !dbg !666, !llvm.loop !667

36:                                               ; preds = %22, %13
  %37 = load i32, ptr %5, align 4, !dbg !669
  ret i32 %37, !dbg !670
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @replace_all(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !671 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !674, !DIExpression(), !675)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !676, !DIExpression(), !677)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !678, !DIExpression(), !679)
    #dbg_declare(ptr %7, !680, !DIExpression(), !681)
  %15 = load ptr, ptr %5, align 8, !dbg !682
  %16 = call i64 @strlen(ptr noundef %15) #7, !dbg !683
  store i64 %16, ptr %7, align 8, !dbg !681
    #dbg_declare(ptr %8, !684, !DIExpression(), !685)
  %17 = load ptr, ptr %6, align 8, !dbg !686
  %18 = call i64 @strlen(ptr noundef %17) #7, !dbg !687
  store i64 %18, ptr %8, align 8, !dbg !685
    #dbg_declare(ptr %9, !688, !DIExpression(), !689)
  %19 = load ptr, ptr %4, align 8, !dbg !690
  %20 = load ptr, ptr %5, align 8, !dbg !691
  %21 = call i32 @count_occurrences(ptr noundef %19, ptr noundef %20), !dbg !692
  store i32 %21, ptr %9, align 4, !dbg !689
    #dbg_declare(ptr %10, !693, !DIExpression(), !694)
  %22 = load ptr, ptr %4, align 8, !dbg !695
  %23 = call i64 @strlen(ptr noundef %22) #7, !dbg !696
  %24 = load i32, ptr %9, align 4, !dbg !697
  %25 = sext i32 %24 to i64, !dbg !698
  %26 = load i64, ptr %8, align 8, !dbg !699
  %27 = mul i64 %25, %26, !dbg !700
  %28 = add i64 %23, %27, !dbg !701
  %29 = add i64 %28, 1, !dbg !702
  %30 = call noalias ptr @malloc(i64 noundef %29) #9, !dbg !703
  store ptr %30, ptr %10, align 8, !dbg !694
  %31 = load ptr, ptr %10, align 8, !dbg !704
  %32 = getelementptr inbounds i8, ptr %31, i64 0, !dbg !704
  store i8 0, ptr %32, align 1, !dbg !705
    #dbg_declare(ptr %11, !706, !DIExpression(), !707)
  %33 = load ptr, ptr %4, align 8, !dbg !708
  store ptr %33, ptr %11, align 8, !dbg !707
    #dbg_declare(ptr %12, !709, !DIExpression(), !710)
    #dbg_declare(ptr %13, !711, !DIExpression(), !712)
  %34 = load ptr, ptr %10, align 8, !dbg !713
  store ptr %34, ptr %13, align 8, !dbg !712
  br label %35, !dbg !714

35:                                               ; preds = %40, %3
  %36 = load ptr, ptr %11, align 8, !dbg !715
  %37 = load ptr, ptr %5, align 8, !dbg !716
  %38 = call ptr @strstr(ptr noundef %36, ptr noundef %37) #7, !dbg !717
  store ptr %38, ptr %12, align 8, !dbg !718
  %39 = icmp ne ptr %38, null, !dbg !719
  br i1 %39, label %40, label %61, !dbg !714

40:                                               ; preds = %35
    #dbg_declare(ptr %14, !720, !DIExpression(), !722)
  %41 = load ptr, ptr %12, align 8, !dbg !723
  %42 = load ptr, ptr %11, align 8, !dbg !724
  %43 = ptrtoint ptr %41 to i64, !dbg !725
  %44 = ptrtoint ptr %42 to i64, !dbg !725
  %45 = sub i64 %43, %44, !dbg !725
  store i64 %45, ptr %14, align 8, !dbg !722
  %46 = load ptr, ptr %13, align 8, !dbg !726
  %47 = load ptr, ptr %11, align 8, !dbg !727
  %48 = load i64, ptr %14, align 8, !dbg !728
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %46, ptr align 1 %47, i64 %48, i1 false), !dbg !729
  %49 = load i64, ptr %14, align 8, !dbg !730
  %50 = load ptr, ptr %13, align 8, !dbg !731
  %51 = getelementptr inbounds i8, ptr %50, i64 %49, !dbg !731
  store ptr %51, ptr %13, align 8, !dbg !731
  %52 = load ptr, ptr %13, align 8, !dbg !732
  %53 = load ptr, ptr %6, align 8, !dbg !733
  %54 = call ptr @strcpy(ptr noundef %52, ptr noundef %53) #8, !dbg !734
  %55 = load i64, ptr %8, align 8, !dbg !735
  %56 = load ptr, ptr %13, align 8, !dbg !736
  %57 = getelementptr inbounds i8, ptr %56, i64 %55, !dbg !736
  store ptr %57, ptr %13, align 8, !dbg !736
  %58 = load ptr, ptr %12, align 8, !dbg !737
  %59 = load i64, ptr %7, align 8, !dbg !738
  %60 = getelementptr inbounds i8, ptr %58, i64 %59, !dbg !739
  store ptr %60, ptr %11, align 8, !dbg !740
  br label %35, !dbg !714, !llvm.loop !741

61:                                               ; preds = %35
  %62 = load ptr, ptr %13, align 8, !dbg !743
  %63 = load ptr, ptr %11, align 8, !dbg !744
  %64 = call ptr @strcpy(ptr noundef %62, ptr noundef %63) #8, !dbg !745
  %65 = load ptr, ptr %10, align 8, !dbg !746
  ret ptr %65, !dbg !747
}

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!153}
!llvm.module.flags = !{!161, !162, !163, !164, !165, !166, !167}
!llvm.ident = !{!168}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "strings_basic.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "90359897d2103b515d785188afd8274b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 1)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 3)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 7)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 16)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !14, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !14, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 17)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 6)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !21, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 10)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 15)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !14, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !48, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 14)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !14, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 30)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 46)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 520, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 65)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 36)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 64)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !14, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !110, isLocal: true, isDefinition: true)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 5)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !14, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !117, isLocal: true, isDefinition: true)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 31)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !21, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !21, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !76, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !48, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !130, isLocal: true, isDefinition: true)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 25)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !37, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !137, isLocal: true, isDefinition: true)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 20)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 8)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !110, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !110, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(scope: null, file: !2, line: 139, type: !9, isLocal: true, isDefinition: true)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(scope: null, file: !2, line: 146, type: !137, isLocal: true, isDefinition: true)
!153 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !154, globals: !160, splitDebugInlining: false, nameTableKind: None)
!154 = !{!155, !156, !157}
!155 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !158, line: 18, baseType: !159)
!158 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!159 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!160 = !{!0, !7, !12, !17, !19, !24, !26, !31, !33, !35, !40, !42, !44, !46, !51, !56, !58, !60, !65, !70, !72, !74, !79, !81, !86, !91, !96, !101, !106, !108, !113, !115, !120, !122, !124, !126, !128, !133, !135, !140, !145, !147, !149, !151}
!161 = !{i32 7, !"Dwarf Version", i32 5}
!162 = !{i32 2, !"Debug Info Version", i32 3}
!163 = !{i32 1, !"wchar_size", i32 4}
!164 = !{i32 8, !"PIC Level", i32 2}
!165 = !{i32 7, !"PIE Level", i32 2}
!166 = !{i32 7, !"uwtable", i32 2}
!167 = !{i32 7, !"frame-pointer", i32 2}
!168 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!169 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 47, type: !170, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !153, retainedNodes: !173)
!170 = !DISubroutineType(types: !171)
!171 = !{!172}
!172 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!173 = !{}
!174 = !DILocalVariable(name: "strs", scope: !169, file: !2, line: 48, type: !175)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !176, size: 576, elements: !178)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!178 = !{!179}
!179 = !DISubrange(count: 9)
!180 = !DILocation(line: 48, column: 17, scope: !169)
!181 = !DILocalVariable(name: "n", scope: !169, file: !2, line: 49, type: !172)
!182 = !DILocation(line: 49, column: 9, scope: !169)
!183 = !DILocalVariable(name: "i", scope: !184, file: !2, line: 50, type: !172)
!184 = distinct !DILexicalBlock(scope: !169, file: !2, line: 50, column: 5)
!185 = !DILocation(line: 50, column: 14, scope: !184)
!186 = !DILocation(line: 50, column: 10, scope: !184)
!187 = !DILocation(line: 50, column: 21, scope: !188)
!188 = distinct !DILexicalBlock(scope: !184, file: !2, line: 50, column: 5)
!189 = !DILocation(line: 50, column: 25, scope: !188)
!190 = !DILocation(line: 50, column: 23, scope: !188)
!191 = !DILocation(line: 50, column: 5, scope: !184)
!192 = !DILocation(line: 51, column: 36, scope: !188)
!193 = !DILocation(line: 51, column: 51, scope: !188)
!194 = !DILocation(line: 51, column: 46, scope: !188)
!195 = !DILocation(line: 51, column: 39, scope: !188)
!196 = !DILocation(line: 51, column: 9, scope: !188)
!197 = !DILocation(line: 50, column: 29, scope: !188)
!198 = !DILocation(line: 50, column: 5, scope: !188)
!199 = distinct !{!199, !191, !200, !201}
!200 = !DILocation(line: 51, column: 54, scope: !184)
!201 = !{!"llvm.loop.mustprogress"}
!202 = !DILocalVariable(name: "i", scope: !203, file: !2, line: 52, type: !172)
!203 = distinct !DILexicalBlock(scope: !169, file: !2, line: 52, column: 5)
!204 = !DILocation(line: 52, column: 14, scope: !203)
!205 = !DILocation(line: 52, column: 10, scope: !203)
!206 = !DILocation(line: 52, column: 21, scope: !207)
!207 = distinct !DILexicalBlock(scope: !203, file: !2, line: 52, column: 5)
!208 = !DILocation(line: 52, column: 25, scope: !207)
!209 = !DILocation(line: 52, column: 23, scope: !207)
!210 = !DILocation(line: 52, column: 5, scope: !203)
!211 = !DILocalVariable(name: "j", scope: !212, file: !2, line: 53, type: !172)
!212 = distinct !DILexicalBlock(scope: !213, file: !2, line: 53, column: 9)
!213 = distinct !DILexicalBlock(scope: !207, file: !2, line: 52, column: 33)
!214 = !DILocation(line: 53, column: 18, scope: !212)
!215 = !DILocation(line: 53, column: 14, scope: !212)
!216 = !DILocation(line: 53, column: 25, scope: !217)
!217 = distinct !DILexicalBlock(scope: !212, file: !2, line: 53, column: 9)
!218 = !DILocation(line: 53, column: 29, scope: !217)
!219 = !DILocation(line: 53, column: 27, scope: !217)
!220 = !DILocation(line: 53, column: 9, scope: !212)
!221 = !DILocation(line: 54, column: 43, scope: !217)
!222 = !DILocation(line: 54, column: 38, scope: !217)
!223 = !DILocation(line: 54, column: 52, scope: !217)
!224 = !DILocation(line: 54, column: 47, scope: !217)
!225 = !DILocation(line: 54, column: 31, scope: !217)
!226 = !DILocation(line: 54, column: 27, scope: !217)
!227 = !DILocation(line: 54, column: 13, scope: !217)
!228 = !DILocation(line: 53, column: 33, scope: !217)
!229 = !DILocation(line: 53, column: 9, scope: !217)
!230 = distinct !{!230, !220, !231, !201}
!231 = !DILocation(line: 54, column: 56, scope: !212)
!232 = !DILocation(line: 55, column: 9, scope: !213)
!233 = !DILocalVariable(name: "j", scope: !234, file: !2, line: 56, type: !172)
!234 = distinct !DILexicalBlock(scope: !213, file: !2, line: 56, column: 9)
!235 = !DILocation(line: 56, column: 18, scope: !234)
!236 = !DILocation(line: 56, column: 14, scope: !234)
!237 = !DILocation(line: 56, column: 25, scope: !238)
!238 = distinct !DILexicalBlock(scope: !234, file: !2, line: 56, column: 9)
!239 = !DILocation(line: 56, column: 29, scope: !238)
!240 = !DILocation(line: 56, column: 27, scope: !238)
!241 = !DILocation(line: 56, column: 9, scope: !234)
!242 = !DILocation(line: 57, column: 44, scope: !238)
!243 = !DILocation(line: 57, column: 39, scope: !238)
!244 = !DILocation(line: 57, column: 53, scope: !238)
!245 = !DILocation(line: 57, column: 48, scope: !238)
!246 = !DILocation(line: 57, column: 31, scope: !238)
!247 = !DILocation(line: 57, column: 27, scope: !238)
!248 = !DILocation(line: 57, column: 13, scope: !238)
!249 = !DILocation(line: 56, column: 33, scope: !238)
!250 = !DILocation(line: 56, column: 9, scope: !238)
!251 = distinct !{!251, !241, !252, !201}
!252 = !DILocation(line: 57, column: 60, scope: !234)
!253 = !DILocation(line: 58, column: 9, scope: !213)
!254 = !DILocation(line: 59, column: 5, scope: !213)
!255 = !DILocation(line: 52, column: 29, scope: !207)
!256 = !DILocation(line: 52, column: 5, scope: !207)
!257 = distinct !{!257, !210, !258, !201}
!258 = !DILocation(line: 59, column: 5, scope: !203)
!259 = !DILocation(line: 60, column: 5, scope: !169)
!260 = !DILocalVariable(name: "buf", scope: !169, file: !2, line: 61, type: !103)
!261 = !DILocation(line: 61, column: 10, scope: !169)
!262 = !DILocation(line: 62, column: 12, scope: !169)
!263 = !DILocation(line: 62, column: 5, scope: !169)
!264 = !DILocation(line: 63, column: 12, scope: !169)
!265 = !DILocation(line: 63, column: 5, scope: !169)
!266 = !DILocation(line: 64, column: 12, scope: !169)
!267 = !DILocation(line: 64, column: 5, scope: !169)
!268 = !DILocation(line: 65, column: 26, scope: !169)
!269 = !DILocation(line: 65, column: 38, scope: !169)
!270 = !DILocation(line: 65, column: 31, scope: !169)
!271 = !DILocation(line: 65, column: 5, scope: !169)
!272 = !DILocalVariable(name: "pad", scope: !169, file: !2, line: 67, type: !62)
!273 = !DILocation(line: 67, column: 10, scope: !169)
!274 = !DILocation(line: 68, column: 5, scope: !169)
!275 = !DILocation(line: 69, column: 13, scope: !169)
!276 = !DILocation(line: 69, column: 5, scope: !169)
!277 = !DILocation(line: 70, column: 5, scope: !169)
!278 = !DILocalVariable(name: "i", scope: !279, file: !2, line: 71, type: !172)
!279 = distinct !DILexicalBlock(scope: !169, file: !2, line: 71, column: 5)
!280 = !DILocation(line: 71, column: 14, scope: !279)
!281 = !DILocation(line: 71, column: 10, scope: !279)
!282 = !DILocation(line: 71, column: 21, scope: !283)
!283 = distinct !DILexicalBlock(scope: !279, file: !2, line: 71, column: 5)
!284 = !DILocation(line: 71, column: 23, scope: !283)
!285 = !DILocation(line: 71, column: 5, scope: !279)
!286 = !DILocation(line: 72, column: 27, scope: !283)
!287 = !DILocation(line: 72, column: 23, scope: !283)
!288 = !DILocation(line: 72, column: 9, scope: !283)
!289 = !DILocation(line: 71, column: 30, scope: !283)
!290 = !DILocation(line: 71, column: 5, scope: !283)
!291 = distinct !{!291, !285, !292, !201}
!292 = !DILocation(line: 72, column: 29, scope: !279)
!293 = !DILocation(line: 73, column: 5, scope: !169)
!294 = !DILocation(line: 74, column: 5, scope: !169)
!295 = !DILocation(line: 75, column: 17, scope: !169)
!296 = !DILocation(line: 75, column: 5, scope: !169)
!297 = !DILocation(line: 76, column: 5, scope: !169)
!298 = !DILocalVariable(name: "i", scope: !299, file: !2, line: 77, type: !172)
!299 = distinct !DILexicalBlock(scope: !169, file: !2, line: 77, column: 5)
!300 = !DILocation(line: 77, column: 14, scope: !299)
!301 = !DILocation(line: 77, column: 10, scope: !299)
!302 = !DILocation(line: 77, column: 21, scope: !303)
!303 = distinct !DILexicalBlock(scope: !299, file: !2, line: 77, column: 5)
!304 = !DILocation(line: 77, column: 23, scope: !303)
!305 = !DILocation(line: 77, column: 5, scope: !299)
!306 = !DILocation(line: 78, column: 27, scope: !303)
!307 = !DILocation(line: 78, column: 23, scope: !303)
!308 = !DILocation(line: 78, column: 9, scope: !303)
!309 = !DILocation(line: 77, column: 30, scope: !303)
!310 = !DILocation(line: 77, column: 5, scope: !303)
!311 = distinct !{!311, !305, !312, !201}
!312 = !DILocation(line: 78, column: 29, scope: !299)
!313 = !DILocation(line: 79, column: 5, scope: !169)
!314 = !DILocalVariable(name: "path", scope: !169, file: !2, line: 80, type: !176)
!315 = !DILocation(line: 80, column: 17, scope: !169)
!316 = !DILocalVariable(name: "slash", scope: !169, file: !2, line: 81, type: !176)
!317 = !DILocation(line: 81, column: 17, scope: !169)
!318 = !DILocation(line: 81, column: 33, scope: !169)
!319 = !DILocation(line: 81, column: 25, scope: !169)
!320 = !DILocalVariable(name: "dot", scope: !169, file: !2, line: 82, type: !176)
!321 = !DILocation(line: 82, column: 17, scope: !169)
!322 = !DILocation(line: 82, column: 30, scope: !169)
!323 = !DILocation(line: 82, column: 23, scope: !169)
!324 = !DILocalVariable(name: "last_dot", scope: !169, file: !2, line: 83, type: !176)
!325 = !DILocation(line: 83, column: 17, scope: !169)
!326 = !DILocation(line: 83, column: 36, scope: !169)
!327 = !DILocation(line: 83, column: 28, scope: !169)
!328 = !DILocation(line: 84, column: 62, scope: !169)
!329 = !DILocation(line: 84, column: 68, scope: !169)
!330 = !DILocation(line: 84, column: 80, scope: !169)
!331 = !DILocation(line: 84, column: 86, scope: !169)
!332 = !DILocation(line: 84, column: 84, scope: !169)
!333 = !DILocation(line: 85, column: 19, scope: !169)
!334 = !DILocation(line: 85, column: 30, scope: !169)
!335 = !DILocation(line: 85, column: 28, scope: !169)
!336 = !DILocation(line: 84, column: 5, scope: !169)
!337 = !DILocation(line: 87, column: 26, scope: !169)
!338 = !DILocation(line: 87, column: 19, scope: !169)
!339 = !DILocation(line: 87, column: 40, scope: !169)
!340 = !DILocation(line: 87, column: 38, scope: !169)
!341 = !DILocation(line: 87, column: 55, scope: !169)
!342 = !DILocation(line: 87, column: 47, scope: !169)
!343 = !DILocation(line: 87, column: 66, scope: !169)
!344 = !DILocation(line: 88, column: 19, scope: !169)
!345 = !DILocation(line: 88, column: 12, scope: !169)
!346 = !DILocation(line: 88, column: 30, scope: !169)
!347 = !DILocation(line: 86, column: 5, scope: !169)
!348 = !DILocalVariable(name: "hay", scope: !169, file: !2, line: 89, type: !176)
!349 = !DILocation(line: 89, column: 17, scope: !169)
!350 = !DILocation(line: 91, column: 26, scope: !169)
!351 = !DILocation(line: 91, column: 19, scope: !169)
!352 = !DILocation(line: 91, column: 40, scope: !169)
!353 = !DILocation(line: 91, column: 38, scope: !169)
!354 = !DILocation(line: 91, column: 60, scope: !169)
!355 = !DILocation(line: 91, column: 53, scope: !169)
!356 = !DILocation(line: 91, column: 75, scope: !169)
!357 = !DILocation(line: 91, column: 73, scope: !169)
!358 = !DILocation(line: 92, column: 19, scope: !169)
!359 = !DILocation(line: 92, column: 12, scope: !169)
!360 = !DILocation(line: 92, column: 31, scope: !169)
!361 = !DILocation(line: 92, column: 54, scope: !169)
!362 = !DILocation(line: 92, column: 47, scope: !169)
!363 = !DILocation(line: 92, column: 65, scope: !169)
!364 = !DILocation(line: 92, column: 63, scope: !169)
!365 = !DILocation(line: 90, column: 5, scope: !169)
!366 = !DILocation(line: 93, column: 65, scope: !169)
!367 = !DILocation(line: 93, column: 47, scope: !169)
!368 = !DILocation(line: 94, column: 30, scope: !169)
!369 = !DILocation(line: 94, column: 12, scope: !169)
!370 = !DILocation(line: 94, column: 60, scope: !169)
!371 = !DILocation(line: 94, column: 42, scope: !169)
!372 = !DILocation(line: 93, column: 5, scope: !169)
!373 = !DILocalVariable(name: "r", scope: !169, file: !2, line: 95, type: !374)
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!375 = !DILocation(line: 95, column: 11, scope: !169)
!376 = !DILocation(line: 95, column: 27, scope: !169)
!377 = !DILocation(line: 95, column: 15, scope: !169)
!378 = !DILocation(line: 96, column: 30, scope: !169)
!379 = !DILocation(line: 96, column: 5, scope: !169)
!380 = !DILocalVariable(name: "d", scope: !169, file: !2, line: 97, type: !374)
!381 = !DILocation(line: 97, column: 11, scope: !169)
!382 = !DILocation(line: 97, column: 22, scope: !169)
!383 = !DILocation(line: 97, column: 15, scope: !169)
!384 = !DILocation(line: 98, column: 10, scope: !169)
!385 = !DILocation(line: 98, column: 5, scope: !169)
!386 = !DILocation(line: 99, column: 5, scope: !169)
!387 = !DILocation(line: 99, column: 10, scope: !169)
!388 = !DILocation(line: 100, column: 33, scope: !169)
!389 = !DILocation(line: 100, column: 43, scope: !169)
!390 = !DILocation(line: 100, column: 36, scope: !169)
!391 = !DILocation(line: 100, column: 5, scope: !169)
!392 = !DILocation(line: 101, column: 10, scope: !169)
!393 = !DILocation(line: 101, column: 5, scope: !169)
!394 = !DILocalVariable(name: "csv", scope: !169, file: !2, line: 103, type: !176)
!395 = !DILocation(line: 103, column: 17, scope: !169)
!396 = !DILocalVariable(name: "p", scope: !169, file: !2, line: 104, type: !176)
!397 = !DILocation(line: 104, column: 17, scope: !169)
!398 = !DILocation(line: 104, column: 21, scope: !169)
!399 = !DILocalVariable(name: "field", scope: !169, file: !2, line: 105, type: !172)
!400 = !DILocation(line: 105, column: 9, scope: !169)
!401 = !DILocation(line: 106, column: 5, scope: !169)
!402 = !DILocalVariable(name: "c", scope: !403, file: !2, line: 107, type: !176)
!403 = distinct !DILexicalBlock(scope: !404, file: !2, line: 106, column: 14)
!404 = distinct !DILexicalBlock(scope: !405, file: !2, line: 106, column: 5)
!405 = distinct !DILexicalBlock(scope: !169, file: !2, line: 106, column: 5)
!406 = !DILocation(line: 107, column: 21, scope: !403)
!407 = !DILocation(line: 107, column: 32, scope: !403)
!408 = !DILocation(line: 107, column: 25, scope: !403)
!409 = !DILocalVariable(name: "len", scope: !403, file: !2, line: 108, type: !157)
!410 = !DILocation(line: 108, column: 16, scope: !403)
!411 = !DILocation(line: 108, column: 22, scope: !403)
!412 = !DILocation(line: 108, column: 35, scope: !403)
!413 = !DILocation(line: 108, column: 39, scope: !403)
!414 = !DILocation(line: 108, column: 37, scope: !403)
!415 = !DILocation(line: 108, column: 51, scope: !403)
!416 = !DILocation(line: 108, column: 44, scope: !403)
!417 = !DILocalVariable(name: "tok", scope: !403, file: !2, line: 109, type: !37)
!418 = !DILocation(line: 109, column: 14, scope: !403)
!419 = !DILocation(line: 110, column: 9, scope: !403)
!420 = !DILocation(line: 110, column: 21, scope: !403)
!421 = !DILocation(line: 110, column: 24, scope: !403)
!422 = !DILocation(line: 111, column: 13, scope: !403)
!423 = !DILocation(line: 111, column: 9, scope: !403)
!424 = !DILocation(line: 111, column: 18, scope: !403)
!425 = !DILocation(line: 112, column: 41, scope: !403)
!426 = !DILocation(line: 112, column: 45, scope: !403)
!427 = !DILocation(line: 112, column: 9, scope: !403)
!428 = !DILocation(line: 113, column: 14, scope: !429)
!429 = distinct !DILexicalBlock(scope: !403, file: !2, line: 113, column: 13)
!430 = !DILocation(line: 113, column: 13, scope: !403)
!431 = !DILocation(line: 114, column: 13, scope: !429)
!432 = !DILocation(line: 115, column: 13, scope: !403)
!433 = !DILocation(line: 115, column: 15, scope: !403)
!434 = !DILocation(line: 115, column: 11, scope: !403)
!435 = !DILocation(line: 106, column: 5, scope: !404)
!436 = distinct !{!436, !437, !438}
!437 = !DILocation(line: 106, column: 5, scope: !405)
!438 = !DILocation(line: 116, column: 5, scope: !405)
!439 = !DILocalVariable(name: "sentence", scope: !169, file: !2, line: 118, type: !440)
!440 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !441)
!441 = !{!442}
!442 = !DISubrange(count: 24)
!443 = !DILocation(line: 118, column: 10, scope: !169)
!444 = !DILocalVariable(name: "L", scope: !169, file: !2, line: 119, type: !157)
!445 = !DILocation(line: 119, column: 12, scope: !169)
!446 = !DILocation(line: 119, column: 23, scope: !169)
!447 = !DILocation(line: 119, column: 16, scope: !169)
!448 = !DILocalVariable(name: "i", scope: !449, file: !2, line: 120, type: !157)
!449 = distinct !DILexicalBlock(scope: !169, file: !2, line: 120, column: 5)
!450 = !DILocation(line: 120, column: 17, scope: !449)
!451 = !DILocation(line: 120, column: 10, scope: !449)
!452 = !DILocation(line: 120, column: 24, scope: !453)
!453 = distinct !DILexicalBlock(scope: !449, file: !2, line: 120, column: 5)
!454 = !DILocation(line: 120, column: 28, scope: !453)
!455 = !DILocation(line: 120, column: 30, scope: !453)
!456 = !DILocation(line: 120, column: 26, scope: !453)
!457 = !DILocation(line: 120, column: 5, scope: !449)
!458 = !DILocalVariable(name: "t", scope: !459, file: !2, line: 121, type: !4)
!459 = distinct !DILexicalBlock(scope: !453, file: !2, line: 120, column: 40)
!460 = !DILocation(line: 121, column: 14, scope: !459)
!461 = !DILocation(line: 121, column: 27, scope: !459)
!462 = !DILocation(line: 121, column: 18, scope: !459)
!463 = !DILocation(line: 122, column: 32, scope: !459)
!464 = !DILocation(line: 122, column: 34, scope: !459)
!465 = !DILocation(line: 122, column: 40, scope: !459)
!466 = !DILocation(line: 122, column: 38, scope: !459)
!467 = !DILocation(line: 122, column: 23, scope: !459)
!468 = !DILocation(line: 122, column: 18, scope: !459)
!469 = !DILocation(line: 122, column: 9, scope: !459)
!470 = !DILocation(line: 122, column: 21, scope: !459)
!471 = !DILocation(line: 123, column: 31, scope: !459)
!472 = !DILocation(line: 123, column: 18, scope: !459)
!473 = !DILocation(line: 123, column: 20, scope: !459)
!474 = !DILocation(line: 123, column: 26, scope: !459)
!475 = !DILocation(line: 123, column: 24, scope: !459)
!476 = !DILocation(line: 123, column: 9, scope: !459)
!477 = !DILocation(line: 123, column: 29, scope: !459)
!478 = !DILocation(line: 124, column: 5, scope: !459)
!479 = !DILocation(line: 120, column: 36, scope: !453)
!480 = !DILocation(line: 120, column: 5, scope: !453)
!481 = distinct !{!481, !457, !482, !201}
!482 = !DILocation(line: 124, column: 5, scope: !449)
!483 = !DILocalVariable(name: "w", scope: !169, file: !2, line: 125, type: !374)
!484 = !DILocation(line: 125, column: 11, scope: !169)
!485 = !DILocation(line: 125, column: 15, scope: !169)
!486 = !DILocation(line: 126, column: 5, scope: !169)
!487 = !DILocation(line: 126, column: 13, scope: !169)
!488 = !DILocation(line: 126, column: 12, scope: !169)
!489 = !DILocalVariable(name: "e", scope: !490, file: !2, line: 127, type: !374)
!490 = distinct !DILexicalBlock(scope: !169, file: !2, line: 126, column: 16)
!491 = !DILocation(line: 127, column: 15, scope: !490)
!492 = !DILocation(line: 127, column: 26, scope: !490)
!493 = !DILocation(line: 127, column: 19, scope: !490)
!494 = !DILocation(line: 128, column: 14, scope: !495)
!495 = distinct !DILexicalBlock(scope: !490, file: !2, line: 128, column: 13)
!496 = !DILocation(line: 128, column: 13, scope: !490)
!497 = !DILocation(line: 129, column: 17, scope: !495)
!498 = !DILocation(line: 129, column: 28, scope: !495)
!499 = !DILocation(line: 129, column: 21, scope: !495)
!500 = !DILocation(line: 129, column: 19, scope: !495)
!501 = !DILocation(line: 129, column: 15, scope: !495)
!502 = !DILocation(line: 129, column: 13, scope: !495)
!503 = !DILocalVariable(name: "a", scope: !504, file: !2, line: 130, type: !374)
!504 = distinct !DILexicalBlock(scope: !490, file: !2, line: 130, column: 9)
!505 = !DILocation(line: 130, column: 20, scope: !504)
!506 = !DILocation(line: 130, column: 24, scope: !504)
!507 = !DILocalVariable(name: "b", scope: !504, file: !2, line: 130, type: !374)
!508 = !DILocation(line: 130, column: 28, scope: !504)
!509 = !DILocation(line: 130, column: 32, scope: !504)
!510 = !DILocation(line: 130, column: 34, scope: !504)
!511 = !DILocation(line: 130, column: 14, scope: !504)
!512 = !DILocation(line: 130, column: 39, scope: !513)
!513 = distinct !DILexicalBlock(scope: !504, file: !2, line: 130, column: 9)
!514 = !DILocation(line: 130, column: 43, scope: !513)
!515 = !DILocation(line: 130, column: 41, scope: !513)
!516 = !DILocation(line: 130, column: 9, scope: !504)
!517 = !DILocalVariable(name: "t", scope: !518, file: !2, line: 131, type: !4)
!518 = distinct !DILexicalBlock(scope: !513, file: !2, line: 130, column: 56)
!519 = !DILocation(line: 131, column: 18, scope: !518)
!520 = !DILocation(line: 131, column: 23, scope: !518)
!521 = !DILocation(line: 131, column: 22, scope: !518)
!522 = !DILocation(line: 132, column: 19, scope: !518)
!523 = !DILocation(line: 132, column: 18, scope: !518)
!524 = !DILocation(line: 132, column: 14, scope: !518)
!525 = !DILocation(line: 132, column: 16, scope: !518)
!526 = !DILocation(line: 133, column: 18, scope: !518)
!527 = !DILocation(line: 133, column: 14, scope: !518)
!528 = !DILocation(line: 133, column: 16, scope: !518)
!529 = !DILocation(line: 134, column: 9, scope: !518)
!530 = !DILocation(line: 130, column: 47, scope: !513)
!531 = !DILocation(line: 130, column: 52, scope: !513)
!532 = !DILocation(line: 130, column: 9, scope: !513)
!533 = distinct !{!533, !516, !534, !201}
!534 = !DILocation(line: 134, column: 9, scope: !504)
!535 = !DILocation(line: 135, column: 14, scope: !490)
!536 = !DILocation(line: 135, column: 13, scope: !490)
!537 = !DILocation(line: 135, column: 18, scope: !490)
!538 = !DILocation(line: 135, column: 20, scope: !490)
!539 = !DILocation(line: 135, column: 26, scope: !490)
!540 = !DILocation(line: 135, column: 11, scope: !490)
!541 = distinct !{!541, !486, !542, !201}
!542 = !DILocation(line: 136, column: 5, scope: !169)
!543 = !DILocation(line: 137, column: 36, scope: !169)
!544 = !DILocation(line: 137, column: 5, scope: !169)
!545 = !DILocalVariable(name: "cands", scope: !169, file: !2, line: 139, type: !546)
!546 = !DICompositeType(tag: DW_TAG_array_type, baseType: !176, size: 320, elements: !111)
!547 = !DILocation(line: 139, column: 17, scope: !169)
!548 = !DILocalVariable(name: "i", scope: !549, file: !2, line: 140, type: !172)
!549 = distinct !DILexicalBlock(scope: !169, file: !2, line: 140, column: 5)
!550 = !DILocation(line: 140, column: 14, scope: !549)
!551 = !DILocation(line: 140, column: 10, scope: !549)
!552 = !DILocation(line: 140, column: 21, scope: !553)
!553 = distinct !DILexicalBlock(scope: !549, file: !2, line: 140, column: 5)
!554 = !DILocation(line: 140, column: 23, scope: !553)
!555 = !DILocation(line: 140, column: 5, scope: !549)
!556 = !DILocalVariable(name: "l", scope: !557, file: !2, line: 141, type: !157)
!557 = distinct !DILexicalBlock(scope: !553, file: !2, line: 140, column: 33)
!558 = !DILocation(line: 141, column: 16, scope: !557)
!559 = !DILocation(line: 141, column: 33, scope: !557)
!560 = !DILocation(line: 141, column: 27, scope: !557)
!561 = !DILocation(line: 141, column: 20, scope: !557)
!562 = !DILocalVariable(name: "pal", scope: !557, file: !2, line: 142, type: !172)
!563 = !DILocation(line: 142, column: 13, scope: !557)
!564 = !DILocalVariable(name: "k", scope: !565, file: !2, line: 143, type: !157)
!565 = distinct !DILexicalBlock(scope: !557, file: !2, line: 143, column: 9)
!566 = !DILocation(line: 143, column: 21, scope: !565)
!567 = !DILocation(line: 143, column: 14, scope: !565)
!568 = !DILocation(line: 143, column: 28, scope: !569)
!569 = distinct !DILexicalBlock(scope: !565, file: !2, line: 143, column: 9)
!570 = !DILocation(line: 143, column: 32, scope: !569)
!571 = !DILocation(line: 143, column: 34, scope: !569)
!572 = !DILocation(line: 143, column: 30, scope: !569)
!573 = !DILocation(line: 143, column: 9, scope: !565)
!574 = !DILocation(line: 144, column: 23, scope: !575)
!575 = distinct !DILexicalBlock(scope: !569, file: !2, line: 144, column: 17)
!576 = !DILocation(line: 144, column: 17, scope: !575)
!577 = !DILocation(line: 144, column: 26, scope: !575)
!578 = !DILocation(line: 144, column: 38, scope: !575)
!579 = !DILocation(line: 144, column: 32, scope: !575)
!580 = !DILocation(line: 144, column: 41, scope: !575)
!581 = !DILocation(line: 144, column: 43, scope: !575)
!582 = !DILocation(line: 144, column: 49, scope: !575)
!583 = !DILocation(line: 144, column: 47, scope: !575)
!584 = !DILocation(line: 144, column: 29, scope: !575)
!585 = !DILocation(line: 144, column: 17, scope: !569)
!586 = !DILocation(line: 145, column: 21, scope: !575)
!587 = !DILocation(line: 145, column: 17, scope: !575)
!588 = !DILocation(line: 144, column: 50, scope: !575)
!589 = !DILocation(line: 143, column: 40, scope: !569)
!590 = !DILocation(line: 143, column: 9, scope: !569)
!591 = distinct !{!591, !573, !592, !201}
!592 = !DILocation(line: 145, column: 23, scope: !565)
!593 = !DILocation(line: 146, column: 46, scope: !557)
!594 = !DILocation(line: 146, column: 40, scope: !557)
!595 = !DILocation(line: 146, column: 50, scope: !557)
!596 = !DILocation(line: 146, column: 9, scope: !557)
!597 = !DILocation(line: 147, column: 5, scope: !557)
!598 = !DILocation(line: 140, column: 29, scope: !553)
!599 = !DILocation(line: 140, column: 5, scope: !553)
!600 = distinct !{!600, !555, !601, !201}
!601 = !DILocation(line: 147, column: 5, scope: !549)
!602 = !DILocation(line: 148, column: 5, scope: !169)
!603 = distinct !DISubprogram(name: "sgn", scope: !2, file: !2, line: 15, type: !604, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !153, retainedNodes: !173)
!604 = !DISubroutineType(types: !605)
!605 = !{!172, !172}
!606 = !DILocalVariable(name: "v", arg: 1, scope: !603, file: !2, line: 15, type: !172)
!607 = !DILocation(line: 15, column: 20, scope: !603)
!608 = !DILocation(line: 15, column: 33, scope: !603)
!609 = !DILocation(line: 15, column: 35, scope: !603)
!610 = !DILocation(line: 15, column: 43, scope: !603)
!611 = !DILocation(line: 15, column: 45, scope: !603)
!612 = !DILocation(line: 15, column: 40, scope: !603)
!613 = !DILocation(line: 15, column: 25, scope: !603)
!614 = distinct !DISubprogram(name: "copy_prefix", scope: !2, file: !2, line: 11, type: !615, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !153, retainedNodes: !173)
!615 = !DISubroutineType(types: !616)
!616 = !{null, !374, !176, !157}
!617 = !DILocalVariable(name: "dst", arg: 1, scope: !614, file: !2, line: 11, type: !374)
!618 = !DILocation(line: 11, column: 31, scope: !614)
!619 = !DILocalVariable(name: "src", arg: 2, scope: !614, file: !2, line: 11, type: !176)
!620 = !DILocation(line: 11, column: 48, scope: !614)
!621 = !DILocalVariable(name: "n", arg: 3, scope: !614, file: !2, line: 11, type: !157)
!622 = !DILocation(line: 11, column: 60, scope: !614)
!623 = !DILocation(line: 12, column: 13, scope: !614)
!624 = !DILocation(line: 12, column: 18, scope: !614)
!625 = !DILocation(line: 12, column: 23, scope: !614)
!626 = !DILocation(line: 12, column: 5, scope: !614)
!627 = !DILocation(line: 13, column: 1, scope: !614)
!628 = distinct !DISubprogram(name: "count_occurrences", scope: !2, file: !2, line: 17, type: !629, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !153, retainedNodes: !173)
!629 = !DISubroutineType(types: !630)
!630 = !{!172, !176, !176}
!631 = !DILocalVariable(name: "hay", arg: 1, scope: !628, file: !2, line: 17, type: !176)
!632 = !DILocation(line: 17, column: 42, scope: !628)
!633 = !DILocalVariable(name: "needle", arg: 2, scope: !628, file: !2, line: 17, type: !176)
!634 = !DILocation(line: 17, column: 59, scope: !628)
!635 = !DILocalVariable(name: "n", scope: !628, file: !2, line: 18, type: !172)
!636 = !DILocation(line: 18, column: 9, scope: !628)
!637 = !DILocalVariable(name: "nl", scope: !628, file: !2, line: 19, type: !157)
!638 = !DILocation(line: 19, column: 12, scope: !628)
!639 = !DILocation(line: 19, column: 24, scope: !628)
!640 = !DILocation(line: 19, column: 17, scope: !628)
!641 = !DILocalVariable(name: "p", scope: !642, file: !2, line: 20, type: !176)
!642 = distinct !DILexicalBlock(scope: !628, file: !2, line: 20, column: 5)
!643 = !DILocation(line: 20, column: 22, scope: !642)
!644 = !DILocation(line: 20, column: 33, scope: !642)
!645 = !DILocation(line: 20, column: 38, scope: !642)
!646 = !DILocation(line: 20, column: 26, scope: !642)
!647 = !DILocation(line: 20, column: 10, scope: !642)
!648 = !DILocation(line: 20, column: 47, scope: !649)
!649 = distinct !DILexicalBlock(scope: !642, file: !2, line: 20, column: 5)
!650 = !DILocation(line: 20, column: 5, scope: !642)
!651 = !DILocation(line: 21, column: 10, scope: !652)
!652 = distinct !DILexicalBlock(scope: !649, file: !2, line: 20, column: 89)
!653 = !DILocation(line: 22, column: 15, scope: !654)
!654 = distinct !DILexicalBlock(scope: !652, file: !2, line: 22, column: 13)
!655 = !DILocation(line: 22, column: 14, scope: !654)
!656 = !DILocation(line: 22, column: 13, scope: !652)
!657 = !DILocation(line: 23, column: 13, scope: !654)
!658 = !DILocation(line: 24, column: 5, scope: !652)
!659 = !DILocation(line: 20, column: 61, scope: !649)
!660 = !DILocation(line: 20, column: 66, scope: !649)
!661 = !DILocation(line: 20, column: 71, scope: !649)
!662 = !DILocation(line: 20, column: 63, scope: !649)
!663 = !DILocation(line: 20, column: 80, scope: !649)
!664 = !DILocation(line: 20, column: 54, scope: !649)
!665 = !DILocation(line: 20, column: 52, scope: !649)
!666 = !DILocation(line: 20, column: 5, scope: !649)
!667 = distinct !{!667, !650, !668, !201}
!668 = !DILocation(line: 24, column: 5, scope: !642)
!669 = !DILocation(line: 25, column: 12, scope: !628)
!670 = !DILocation(line: 25, column: 5, scope: !628)
!671 = distinct !DISubprogram(name: "replace_all", scope: !2, file: !2, line: 28, type: !672, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !153, retainedNodes: !173)
!672 = !DISubroutineType(types: !673)
!673 = !{!374, !176, !176, !176}
!674 = !DILocalVariable(name: "s", arg: 1, scope: !671, file: !2, line: 28, type: !176)
!675 = !DILocation(line: 28, column: 38, scope: !671)
!676 = !DILocalVariable(name: "from", arg: 2, scope: !671, file: !2, line: 28, type: !176)
!677 = !DILocation(line: 28, column: 53, scope: !671)
!678 = !DILocalVariable(name: "to", arg: 3, scope: !671, file: !2, line: 28, type: !176)
!679 = !DILocation(line: 28, column: 71, scope: !671)
!680 = !DILocalVariable(name: "fl", scope: !671, file: !2, line: 29, type: !157)
!681 = !DILocation(line: 29, column: 12, scope: !671)
!682 = !DILocation(line: 29, column: 24, scope: !671)
!683 = !DILocation(line: 29, column: 17, scope: !671)
!684 = !DILocalVariable(name: "tl", scope: !671, file: !2, line: 29, type: !157)
!685 = !DILocation(line: 29, column: 31, scope: !671)
!686 = !DILocation(line: 29, column: 43, scope: !671)
!687 = !DILocation(line: 29, column: 36, scope: !671)
!688 = !DILocalVariable(name: "n", scope: !671, file: !2, line: 30, type: !172)
!689 = !DILocation(line: 30, column: 9, scope: !671)
!690 = !DILocation(line: 30, column: 31, scope: !671)
!691 = !DILocation(line: 30, column: 34, scope: !671)
!692 = !DILocation(line: 30, column: 13, scope: !671)
!693 = !DILocalVariable(name: "out", scope: !671, file: !2, line: 31, type: !374)
!694 = !DILocation(line: 31, column: 11, scope: !671)
!695 = !DILocation(line: 31, column: 31, scope: !671)
!696 = !DILocation(line: 31, column: 24, scope: !671)
!697 = !DILocation(line: 31, column: 44, scope: !671)
!698 = !DILocation(line: 31, column: 36, scope: !671)
!699 = !DILocation(line: 31, column: 48, scope: !671)
!700 = !DILocation(line: 31, column: 46, scope: !671)
!701 = !DILocation(line: 31, column: 34, scope: !671)
!702 = !DILocation(line: 31, column: 51, scope: !671)
!703 = !DILocation(line: 31, column: 17, scope: !671)
!704 = !DILocation(line: 32, column: 5, scope: !671)
!705 = !DILocation(line: 32, column: 12, scope: !671)
!706 = !DILocalVariable(name: "p", scope: !671, file: !2, line: 33, type: !176)
!707 = !DILocation(line: 33, column: 17, scope: !671)
!708 = !DILocation(line: 33, column: 21, scope: !671)
!709 = !DILocalVariable(name: "q", scope: !671, file: !2, line: 33, type: !176)
!710 = !DILocation(line: 33, column: 25, scope: !671)
!711 = !DILocalVariable(name: "w", scope: !671, file: !2, line: 34, type: !374)
!712 = !DILocation(line: 34, column: 11, scope: !671)
!713 = !DILocation(line: 34, column: 15, scope: !671)
!714 = !DILocation(line: 35, column: 5, scope: !671)
!715 = !DILocation(line: 35, column: 24, scope: !671)
!716 = !DILocation(line: 35, column: 27, scope: !671)
!717 = !DILocation(line: 35, column: 17, scope: !671)
!718 = !DILocation(line: 35, column: 15, scope: !671)
!719 = !DILocation(line: 35, column: 34, scope: !671)
!720 = !DILocalVariable(name: "chunk", scope: !721, file: !2, line: 36, type: !157)
!721 = distinct !DILexicalBlock(scope: !671, file: !2, line: 35, column: 43)
!722 = !DILocation(line: 36, column: 16, scope: !721)
!723 = !DILocation(line: 36, column: 33, scope: !721)
!724 = !DILocation(line: 36, column: 37, scope: !721)
!725 = !DILocation(line: 36, column: 35, scope: !721)
!726 = !DILocation(line: 37, column: 16, scope: !721)
!727 = !DILocation(line: 37, column: 19, scope: !721)
!728 = !DILocation(line: 37, column: 22, scope: !721)
!729 = !DILocation(line: 37, column: 9, scope: !721)
!730 = !DILocation(line: 38, column: 14, scope: !721)
!731 = !DILocation(line: 38, column: 11, scope: !721)
!732 = !DILocation(line: 39, column: 16, scope: !721)
!733 = !DILocation(line: 39, column: 19, scope: !721)
!734 = !DILocation(line: 39, column: 9, scope: !721)
!735 = !DILocation(line: 40, column: 14, scope: !721)
!736 = !DILocation(line: 40, column: 11, scope: !721)
!737 = !DILocation(line: 41, column: 13, scope: !721)
!738 = !DILocation(line: 41, column: 17, scope: !721)
!739 = !DILocation(line: 41, column: 15, scope: !721)
!740 = !DILocation(line: 41, column: 11, scope: !721)
!741 = distinct !{!741, !714, !742, !201}
!742 = !DILocation(line: 42, column: 5, scope: !671)
!743 = !DILocation(line: 43, column: 12, scope: !671)
!744 = !DILocation(line: 43, column: 15, scope: !671)
!745 = !DILocation(line: 43, column: 5, scope: !671)
!746 = !DILocation(line: 44, column: 12, scope: !671)
!747 = !DILocation(line: 44, column: 5, scope: !671)
