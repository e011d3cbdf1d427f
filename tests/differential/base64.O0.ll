; ModuleID = 'base64.c'
source_filename = "base64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [28 x i8] c"Many hands make light work.\00", align 1, !dbg !37
@__const.main.texts = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [34 x i8] c"'%s' -> '%s' (%zu) -> '%s' ok=%d\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [24 x i8] c"len 21: %s (%zu chars)\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [30 x i8] c"binary round trips ok: %d/15\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [5 x i8] c"ab$=\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [5 x i8] c"====\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [5 x i8] c"QQ==\00", align 1, !dbg !63
@__const.main.bad = private unnamed_addr constant [4 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 16
@.str.15 = private unnamed_addr constant [20 x i8] c"decode '%s' -> %ld\0A\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [33 x i8] c"700 bytes -> %zu chars, hash %u\0A\00", align 1, !dbg !70
@alphabet = internal constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 16, !dbg !75
@.str.17 = private unnamed_addr constant [7 x i8] c"%04zx:\00", align 1, !dbg !90
@.str.18 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !92
@.str.19 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !94

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !108 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x ptr], align 16
  %3 = alloca [256 x i8], align 16
  %4 = alloca [256 x i8], align 16
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca [100 x i8], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca [4 x ptr], align 16
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !112, !DIExpression(), !117)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.texts, i64 64, i1 false), !dbg !117
    #dbg_declare(ptr %3, !118, !DIExpression(), !122)
    #dbg_declare(ptr %4, !123, !DIExpression(), !125)
    #dbg_declare(ptr %5, !126, !DIExpression(), !128)
  store i32 0, ptr %5, align 4, !dbg !128
  br label %23, !dbg !129

23:                                               ; preds = %76, %0
  %24 = load i32, ptr %5, align 4, !dbg !130
  %25 = icmp slt i32 %24, 8, !dbg !132
  br i1 %25, label %26, label %79, !dbg !133

26:                                               ; preds = %23
    #dbg_declare(ptr %6, !134, !DIExpression(), !136)
  %27 = load i32, ptr %5, align 4, !dbg !137
  %28 = sext i32 %27 to i64, !dbg !138
  %29 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %28, !dbg !138
  %30 = load ptr, ptr %29, align 8, !dbg !138
  %31 = load i32, ptr %5, align 4, !dbg !139
  %32 = sext i32 %31 to i64, !dbg !140
  %33 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %32, !dbg !140
  %34 = load ptr, ptr %33, align 8, !dbg !140
  %35 = call i64 @strlen(ptr noundef %34) #6, !dbg !141
  %36 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0, !dbg !142
  %37 = call i64 @b64_encode(ptr noundef %30, i64 noundef %35, ptr noundef %36), !dbg !143
  store i64 %37, ptr %6, align 8, !dbg !136
    #dbg_declare(ptr %7, !144, !DIExpression(), !145)
  %38 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0, !dbg !146
  %39 = getelementptr inbounds [256 x i8], ptr %4, i64 0, i64 0, !dbg !147
  %40 = call i64 @b64_decode(ptr noundef %38, ptr noundef %39), !dbg !148
  store i64 %40, ptr %7, align 8, !dbg !145
  %41 = load i64, ptr %7, align 8, !dbg !149
  %42 = icmp slt i64 %41, 0, !dbg !150
  br i1 %42, label %43, label %44, !dbg !149

43:                                               ; preds = %26
  br label %46, !dbg !149

44:                                               ; preds = %26
  %45 = load i64, ptr %7, align 8, !dbg !151
  br label %46, !dbg !149

46:                                               ; preds = %44, %43
  %47 = phi i64 [ 0, %43 ], [ %45, %44 ], !dbg !149
  %48 = getelementptr inbounds [256 x i8], ptr %4, i64 0, i64 %47, !dbg !152
  store i8 0, ptr %48, align 1, !dbg !153
  %49 = load i32, ptr %5, align 4, !dbg !154
  %50 = sext i32 %49 to i64, !dbg !155
  %51 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %50, !dbg !155
  %52 = load ptr, ptr %51, align 8, !dbg !155
  %53 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0, !dbg !156
  %54 = load i64, ptr %6, align 8, !dbg !157
  %55 = getelementptr inbounds [256 x i8], ptr %4, i64 0, i64 0, !dbg !158
  %56 = load i64, ptr %7, align 8, !dbg !159
  %57 = load i32, ptr %5, align 4, !dbg !160
  %58 = sext i32 %57 to i64, !dbg !161
  %59 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %58, !dbg !161
  %60 = load ptr, ptr %59, align 8, !dbg !161
  %61 = call i64 @strlen(ptr noundef %60) #6, !dbg !162
  %62 = icmp eq i64 %56, %61, !dbg !163
  br i1 %62, label %63, label %72, !dbg !164

63:                                               ; preds = %46
  %64 = getelementptr inbounds [256 x i8], ptr %4, i64 0, i64 0, !dbg !165
  %65 = load i32, ptr %5, align 4, !dbg !166
  %66 = sext i32 %65 to i64, !dbg !167
  %67 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %66, !dbg !167
  %68 = load ptr, ptr %67, align 8, !dbg !167
  %69 = load i64, ptr %7, align 8, !dbg !168
  %70 = call i32 @memcmp(ptr noundef %64, ptr noundef %68, i64 noundef %69) #6, !dbg !169
  %71 = icmp eq i32 %70, 0, !dbg !170
  br label %72

72:                                               ; preds = %63, %46
  %73 = phi i1 [ false, %46 ], [ %71, %63 ], !dbg !171
  %74 = zext i1 %73 to i32, !dbg !164
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %52, ptr noundef %53, i64 noundef %54, ptr noundef %55, i32 noundef %74), !dbg !172
  br label %76, !dbg !173

76:                                               ; preds = %72
  %77 = load i32, ptr %5, align 4, !dbg !174
  %78 = add nsw i32 %77, 1, !dbg !174
  store i32 %78, ptr %5, align 4, !dbg !174
  br label %23, !dbg !175, !llvm.loop !176

79:                                               ; preds = %23
    #dbg_declare(ptr %8, !179, !DIExpression(), !183)
    #dbg_declare(ptr %9, !184, !DIExpression(), !186)
  store i32 0, ptr %9, align 4, !dbg !186
  br label %80, !dbg !187

80:                                               ; preds = %91, %79
  %81 = load i32, ptr %9, align 4, !dbg !188
  %82 = icmp slt i32 %81, 100, !dbg !190
  br i1 %82, label %83, label %94, !dbg !191

83:                                               ; preds = %80
  %84 = load i32, ptr %9, align 4, !dbg !192
  %85 = mul nsw i32 %84, 37, !dbg !193
  %86 = add nsw i32 %85, 11, !dbg !194
  %87 = trunc i32 %86 to i8, !dbg !195
  %88 = load i32, ptr %9, align 4, !dbg !196
  %89 = sext i32 %88 to i64, !dbg !197
  %90 = getelementptr inbounds [100 x i8], ptr %8, i64 0, i64 %89, !dbg !197
  store i8 %87, ptr %90, align 1, !dbg !198
  br label %91, !dbg !197

91:                                               ; preds = %83
  %92 = load i32, ptr %9, align 4, !dbg !199
  %93 = add nsw i32 %92, 1, !dbg !199
  store i32 %93, ptr %9, align 4, !dbg !199
  br label %80, !dbg !200, !llvm.loop !201

94:                                               ; preds = %80
  %95 = getelementptr inbounds [100 x i8], ptr %8, i64 0, i64 5, !dbg !203
  store i8 0, ptr %95, align 1, !dbg !204
  %96 = getelementptr inbounds [100 x i8], ptr %8, i64 0, i64 50, !dbg !205
  store i8 -1, ptr %96, align 2, !dbg !206
    #dbg_declare(ptr %10, !207, !DIExpression(), !208)
  store i32 0, ptr %10, align 4, !dbg !208
    #dbg_declare(ptr %11, !209, !DIExpression(), !211)
  store i64 0, ptr %11, align 8, !dbg !211
  br label %97, !dbg !212

97:                                               ; preds = %129, %94
  %98 = load i64, ptr %11, align 8, !dbg !213
  %99 = icmp ule i64 %98, 100, !dbg !215
  br i1 %99, label %100, label %132, !dbg !216

100:                                              ; preds = %97
    #dbg_declare(ptr %12, !217, !DIExpression(), !219)
  %101 = getelementptr inbounds [100 x i8], ptr %8, i64 0, i64 0, !dbg !220
  %102 = load i64, ptr %11, align 8, !dbg !221
  %103 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0, !dbg !222
  %104 = call i64 @b64_encode(ptr noundef %101, i64 noundef %102, ptr noundef %103), !dbg !223
  store i64 %104, ptr %12, align 8, !dbg !219
    #dbg_declare(ptr %13, !224, !DIExpression(), !225)
  %105 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0, !dbg !226
  %106 = getelementptr inbounds [256 x i8], ptr %4, i64 0, i64 0, !dbg !227
  %107 = call i64 @b64_decode(ptr noundef %105, ptr noundef %106), !dbg !228
  store i64 %107, ptr %13, align 8, !dbg !225
  %108 = load i64, ptr %13, align 8, !dbg !229
  %109 = load i64, ptr %11, align 8, !dbg !230
  %110 = icmp eq i64 %108, %109, !dbg !231
  br i1 %110, label %111, label %117, !dbg !232

111:                                              ; preds = %100
  %112 = getelementptr inbounds [256 x i8], ptr %4, i64 0, i64 0, !dbg !233
  %113 = getelementptr inbounds [100 x i8], ptr %8, i64 0, i64 0, !dbg !234
  %114 = load i64, ptr %11, align 8, !dbg !235
  %115 = call i32 @memcmp(ptr noundef %112, ptr noundef %113, i64 noundef %114) #6, !dbg !236
  %116 = icmp eq i32 %115, 0, !dbg !237
  br label %117

117:                                              ; preds = %111, %100
  %118 = phi i1 [ false, %100 ], [ %116, %111 ], !dbg !238
  %119 = zext i1 %118 to i32, !dbg !232
  %120 = load i32, ptr %10, align 4, !dbg !239
  %121 = add nsw i32 %120, %119, !dbg !239
  store i32 %121, ptr %10, align 4, !dbg !239
  %122 = load i64, ptr %11, align 8, !dbg !240
  %123 = icmp eq i64 %122, 21, !dbg !242
  br i1 %123, label %124, label %128, !dbg !243

124:                                              ; preds = %117
  %125 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0, !dbg !244
  %126 = load i64, ptr %12, align 8, !dbg !245
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %125, i64 noundef %126), !dbg !246
  br label %128, !dbg !246

128:                                              ; preds = %124, %117
  br label %129, !dbg !247

129:                                              ; preds = %128
  %130 = load i64, ptr %11, align 8, !dbg !248
  %131 = add i64 %130, 7, !dbg !248
  store i64 %131, ptr %11, align 8, !dbg !248
  br label %97, !dbg !249, !llvm.loop !250

132:                                              ; preds = %97
  %133 = load i32, ptr %10, align 4, !dbg !252
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %133), !dbg !253
  %135 = getelementptr inbounds [100 x i8], ptr %8, i64 0, i64 0, !dbg !254
  call void @hexdump(ptr noundef %135, i64 noundef 40), !dbg !255
    #dbg_declare(ptr %14, !256, !DIExpression(), !258)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.main.bad, i64 32, i1 false), !dbg !258
    #dbg_declare(ptr %15, !259, !DIExpression(), !261)
  store i32 0, ptr %15, align 4, !dbg !261
  br label %136, !dbg !262

136:                                              ; preds = %152, %132
  %137 = load i32, ptr %15, align 4, !dbg !263
  %138 = icmp slt i32 %137, 4, !dbg !265
  br i1 %138, label %139, label %155, !dbg !266

139:                                              ; preds = %136
    #dbg_declare(ptr %16, !267, !DIExpression(), !269)
  %140 = load i32, ptr %15, align 4, !dbg !270
  %141 = sext i32 %140 to i64, !dbg !271
  %142 = getelementptr inbounds [4 x ptr], ptr %14, i64 0, i64 %141, !dbg !271
  %143 = load ptr, ptr %142, align 8, !dbg !271
  %144 = getelementptr inbounds [256 x i8], ptr %4, i64 0, i64 0, !dbg !272
  %145 = call i64 @b64_decode(ptr noundef %143, ptr noundef %144), !dbg !273
  store i64 %145, ptr %16, align 8, !dbg !269
  %146 = load i32, ptr %15, align 4, !dbg !274
  %147 = sext i32 %146 to i64, !dbg !275
  %148 = getelementptr inbounds [4 x ptr], ptr %14, i64 0, i64 %147, !dbg !275
  %149 = load ptr, ptr %148, align 8, !dbg !275
  %150 = load i64, ptr %16, align 8, !dbg !276
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %149, i64 noundef %150), !dbg !277
  br label %152, !dbg !278

152:                                              ; preds = %139
  %153 = load i32, ptr %15, align 4, !dbg !279
  %154 = add nsw i32 %153, 1, !dbg !279
  store i32 %154, ptr %15, align 4, !dbg !279
  br label %136, !dbg !280, !llvm.loop !281

155:                                              ; preds = %136
    #dbg_declare(ptr %17, !283, !DIExpression(), !284)
  %156 = call noalias ptr @malloc(i64 noundef 1000) #7, !dbg !285
  store ptr %156, ptr %17, align 8, !dbg !284
    #dbg_declare(ptr %18, !286, !DIExpression(), !288)
  %157 = call noalias ptr @malloc(i64 noundef 700) #7, !dbg !289
  store ptr %157, ptr %18, align 8, !dbg !288
    #dbg_declare(ptr %19, !290, !DIExpression(), !292)
  store i32 0, ptr %19, align 4, !dbg !292
  br label %158, !dbg !293

158:                                              ; preds = %171, %155
  %159 = load i32, ptr %19, align 4, !dbg !294
  %160 = icmp slt i32 %159, 700, !dbg !296
  br i1 %160, label %161, label %174, !dbg !297

161:                                              ; preds = %158
  %162 = load i32, ptr %19, align 4, !dbg !298
  %163 = load i32, ptr %19, align 4, !dbg !299
  %164 = ashr i32 %163, 3, !dbg !300
  %165 = xor i32 %162, %164, !dbg !301
  %166 = trunc i32 %165 to i8, !dbg !302
  %167 = load ptr, ptr %18, align 8, !dbg !303
  %168 = load i32, ptr %19, align 4, !dbg !304
  %169 = sext i32 %168 to i64, !dbg !303
  %170 = getelementptr inbounds i8, ptr %167, i64 %169, !dbg !303
  store i8 %166, ptr %170, align 1, !dbg !305
  br label %171, !dbg !303

171:                                              ; preds = %161
  %172 = load i32, ptr %19, align 4, !dbg !306
  %173 = add nsw i32 %172, 1, !dbg !306
  store i32 %173, ptr %19, align 4, !dbg !306
  br label %158, !dbg !307, !llvm.loop !308

174:                                              ; preds = %158
    #dbg_declare(ptr %20, !310, !DIExpression(), !311)
  %175 = load ptr, ptr %18, align 8, !dbg !312
  %176 = load ptr, ptr %17, align 8, !dbg !313
  %177 = call i64 @b64_encode(ptr noundef %175, i64 noundef 700, ptr noundef %176), !dbg !314
  store i64 %177, ptr %20, align 8, !dbg !311
    #dbg_declare(ptr %21, !315, !DIExpression(), !316)
  store i32 0, ptr %21, align 4, !dbg !316
    #dbg_declare(ptr %22, !317, !DIExpression(), !319)
  store i64 0, ptr %22, align 8, !dbg !319
  br label %178, !dbg !320

178:                                              ; preds = %191, %174
  %179 = load i64, ptr %22, align 8, !dbg !321
  %180 = load i64, ptr %20, align 8, !dbg !323
  %181 = icmp ult i64 %179, %180, !dbg !324
  br i1 %181, label %182, label %194, !dbg !325

182:                                              ; preds = %178
  %183 = load i32, ptr %21, align 4, !dbg !326
  %184 = mul i32 %183, 33, !dbg !327
  %185 = load ptr, ptr %17, align 8, !dbg !328
  %186 = load i64, ptr %22, align 8, !dbg !329
  %187 = getelementptr inbounds i8, ptr %185, i64 %186, !dbg !328
  %188 = load i8, ptr %187, align 1, !dbg !328
  %189 = zext i8 %188 to i32, !dbg !330
  %190 = add i32 %184, %189, !dbg !331
  store i32 %190, ptr %21, align 4, !dbg !332
  br label %191, !dbg !333

191:                                              ; preds = %182
  %192 = load i64, ptr %22, align 8, !dbg !334
  %193 = add i64 %192, 1, !dbg !334
  store i64 %193, ptr %22, align 8, !dbg !334
  br label %178, !dbg !335, !llvm.loop !336

194:                                              ; preds = %178
  %195 = load i64, ptr %20, align 8, !dbg !338
  %196 = load i32, ptr %21, align 4, !dbg !339
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %195, i32 noundef %196), !dbg !340
  %198 = load ptr, ptr %17, align 8, !dbg !341
  call void @free(ptr noundef %198) #8, !dbg !342
  %199 = load ptr, ptr %18, align 8, !dbg !343
  call void @free(ptr noundef %199) #8, !dbg !344
  ret i32 0, !dbg !345
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @b64_encode(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 !dbg !346 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !349, !DIExpression(), !350)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !351, !DIExpression(), !352)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !353, !DIExpression(), !354)
    #dbg_declare(ptr %7, !355, !DIExpression(), !356)
  store i64 0, ptr %7, align 8, !dbg !356
    #dbg_declare(ptr %8, !357, !DIExpression(), !359)
  store i64 0, ptr %8, align 8, !dbg !359
  br label %10, !dbg !360

10:                                               ; preds = %109, %3
  %11 = load i64, ptr %8, align 8, !dbg !361
  %12 = load i64, ptr %5, align 8, !dbg !363
  %13 = icmp ult i64 %11, %12, !dbg !364
  br i1 %13, label %14, label %112, !dbg !365

14:                                               ; preds = %10
    #dbg_declare(ptr %9, !366, !DIExpression(), !368)
  %15 = load ptr, ptr %4, align 8, !dbg !369
  %16 = load i64, ptr %8, align 8, !dbg !370
  %17 = getelementptr inbounds i8, ptr %15, i64 %16, !dbg !369
  %18 = load i8, ptr %17, align 1, !dbg !369
  %19 = zext i8 %18 to i32, !dbg !371
  %20 = shl i32 %19, 16, !dbg !372
  store i32 %20, ptr %9, align 4, !dbg !368
  %21 = load i64, ptr %8, align 8, !dbg !373
  %22 = add i64 %21, 1, !dbg !375
  %23 = load i64, ptr %5, align 8, !dbg !376
  %24 = icmp ult i64 %22, %23, !dbg !377
  br i1 %24, label %25, label %35, !dbg !378

25:                                               ; preds = %14
  %26 = load ptr, ptr %4, align 8, !dbg !379
  %27 = load i64, ptr %8, align 8, !dbg !380
  %28 = add i64 %27, 1, !dbg !381
  %29 = getelementptr inbounds i8, ptr %26, i64 %28, !dbg !379
  %30 = load i8, ptr %29, align 1, !dbg !379
  %31 = zext i8 %30 to i32, !dbg !382
  %32 = shl i32 %31, 8, !dbg !383
  %33 = load i32, ptr %9, align 4, !dbg !384
  %34 = or i32 %33, %32, !dbg !384
  store i32 %34, ptr %9, align 4, !dbg !384
  br label %35, !dbg !385

35:                                               ; preds = %25, %14
  %36 = load i64, ptr %8, align 8, !dbg !386
  %37 = add i64 %36, 2, !dbg !388
  %38 = load i64, ptr %5, align 8, !dbg !389
  %39 = icmp ult i64 %37, %38, !dbg !390
  br i1 %39, label %40, label %49, !dbg !391

40:                                               ; preds = %35
  %41 = load ptr, ptr %4, align 8, !dbg !392
  %42 = load i64, ptr %8, align 8, !dbg !393
  %43 = add i64 %42, 2, !dbg !394
  %44 = getelementptr inbounds i8, ptr %41, i64 %43, !dbg !392
  %45 = load i8, ptr %44, align 1, !dbg !392
  %46 = zext i8 %45 to i32, !dbg !392
  %47 = load i32, ptr %9, align 4, !dbg !395
  %48 = or i32 %47, %46, !dbg !395
  store i32 %48, ptr %9, align 4, !dbg !395
  br label %49, !dbg !396

49:                                               ; preds = %40, %35
  %50 = load i32, ptr %9, align 4, !dbg !397
  %51 = lshr i32 %50, 18, !dbg !398
  %52 = and i32 %51, 63, !dbg !399
  %53 = zext i32 %52 to i64, !dbg !400
  %54 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %53, !dbg !400
  %55 = load i8, ptr %54, align 1, !dbg !400
  %56 = load ptr, ptr %6, align 8, !dbg !401
  %57 = load i64, ptr %7, align 8, !dbg !402
  %58 = add i64 %57, 1, !dbg !402
  store i64 %58, ptr %7, align 8, !dbg !402
  %59 = getelementptr inbounds i8, ptr %56, i64 %57, !dbg !401
  store i8 %55, ptr %59, align 1, !dbg !403
  %60 = load i32, ptr %9, align 4, !dbg !404
  %61 = lshr i32 %60, 12, !dbg !405
  %62 = and i32 %61, 63, !dbg !406
  %63 = zext i32 %62 to i64, !dbg !407
  %64 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %63, !dbg !407
  %65 = load i8, ptr %64, align 1, !dbg !407
  %66 = load ptr, ptr %6, align 8, !dbg !408
  %67 = load i64, ptr %7, align 8, !dbg !409
  %68 = add i64 %67, 1, !dbg !409
  store i64 %68, ptr %7, align 8, !dbg !409
  %69 = getelementptr inbounds i8, ptr %66, i64 %67, !dbg !408
  store i8 %65, ptr %69, align 1, !dbg !410
  %70 = load i64, ptr %8, align 8, !dbg !411
  %71 = add i64 %70, 1, !dbg !412
  %72 = load i64, ptr %5, align 8, !dbg !413
  %73 = icmp ult i64 %71, %72, !dbg !414
  br i1 %73, label %74, label %82, !dbg !411

74:                                               ; preds = %49
  %75 = load i32, ptr %9, align 4, !dbg !415
  %76 = lshr i32 %75, 6, !dbg !416
  %77 = and i32 %76, 63, !dbg !417
  %78 = zext i32 %77 to i64, !dbg !418
  %79 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %78, !dbg !418
  %80 = load i8, ptr %79, align 1, !dbg !418
  %81 = sext i8 %80 to i32, !dbg !418
  br label %83, !dbg !411

82:                                               ; preds = %49
  br label %83, !dbg !411

83:                                               ; preds = %82, %74
  %84 = phi i32 [ %81, %74 ], [ 61, %82 ], !dbg !411
  %85 = trunc i32 %84 to i8, !dbg !411
  %86 = load ptr, ptr %6, align 8, !dbg !419
  %87 = load i64, ptr %7, align 8, !dbg !420
  %88 = add i64 %87, 1, !dbg !420
  store i64 %88, ptr %7, align 8, !dbg !420
  %89 = getelementptr inbounds i8, ptr %86, i64 %87, !dbg !419
  store i8 %85, ptr %89, align 1, !dbg !421
  %90 = load i64, ptr %8, align 8, !dbg !422
  %91 = add i64 %90, 2, !dbg !423
  %92 = load i64, ptr %5, align 8, !dbg !424
  %93 = icmp ult i64 %91, %92, !dbg !425
  br i1 %93, label %94, label %101, !dbg !422

94:                                               ; preds = %83
  %95 = load i32, ptr %9, align 4, !dbg !426
  %96 = and i32 %95, 63, !dbg !427
  %97 = zext i32 %96 to i64, !dbg !428
  %98 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %97, !dbg !428
  %99 = load i8, ptr %98, align 1, !dbg !428
  %100 = sext i8 %99 to i32, !dbg !428
  br label %102, !dbg !422

101:                                              ; preds = %83
  br label %102, !dbg !422

102:                                              ; preds = %101, %94
  %103 = phi i32 [ %100, %94 ], [ 61, %101 ], !dbg !422
  %104 = trunc i32 %103 to i8, !dbg !422
  %105 = load ptr, ptr %6, align 8, !dbg !429
  %106 = load i64, ptr %7, align 8, !dbg !430
  %107 = add i64 %106, 1, !dbg !430
  store i64 %107, ptr %7, align 8, !dbg !430
  %108 = getelementptr inbounds i8, ptr %105, i64 %106, !dbg !429
  store i8 %104, ptr %108, align 1, !dbg !431
  br label %109, !dbg !432

109:                                              ; preds = %102
  %110 = load i64, ptr %8, align 8, !dbg !433
  %111 = add i64 %110, 3, !dbg !433
  store i64 %111, ptr %8, align 8, !dbg !433
  br label %10, !dbg !434, !llvm.loop !435

112:                                              ; preds = %10
  %113 = load ptr, ptr %6, align 8, !dbg !437
  %114 = load i64, ptr %7, align 8, !dbg !438
  %115 = getelementptr inbounds i8, ptr %113, i64 %114, !dbg !437
  store i8 0, ptr %115, align 1, !dbg !439
  %116 = load i64, ptr %7, align 8, !dbg !440
  ret i64 %116, !dbg !441
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @b64_decode(ptr noundef %0, ptr noundef %1) #0 !dbg !442 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca [4 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !445, !DIExpression(), !446)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !447, !DIExpression(), !448)
    #dbg_declare(ptr %6, !449, !DIExpression(), !450)
  %12 = load ptr, ptr %4, align 8, !dbg !451
  %13 = call i64 @strlen(ptr noundef %12) #6, !dbg !452
  store i64 %13, ptr %6, align 8, !dbg !450
  %14 = load i64, ptr %6, align 8, !dbg !453
  %15 = urem i64 %14, 4, !dbg !455
  %16 = icmp ne i64 %15, 0, !dbg !455
  br i1 %16, label %17, label %18, !dbg !456

17:                                               ; preds = %2
  store i64 -1, ptr %3, align 8, !dbg !457
  br label %120, !dbg !457

18:                                               ; preds = %2
    #dbg_declare(ptr %7, !458, !DIExpression(), !459)
  store i64 0, ptr %7, align 8, !dbg !459
    #dbg_declare(ptr %8, !460, !DIExpression(), !462)
  store i64 0, ptr %8, align 8, !dbg !462
  br label %19, !dbg !463

19:                                               ; preds = %115, %18
  %20 = load i64, ptr %8, align 8, !dbg !464
  %21 = load i64, ptr %6, align 8, !dbg !466
  %22 = icmp ult i64 %20, %21, !dbg !467
  br i1 %22, label %23, label %118, !dbg !468

23:                                               ; preds = %19
    #dbg_declare(ptr %9, !469, !DIExpression(), !472)
    #dbg_declare(ptr %10, !473, !DIExpression(), !475)
  store i32 0, ptr %10, align 4, !dbg !475
  br label %24, !dbg !476

24:                                               ; preds = %59, %23
  %25 = load i32, ptr %10, align 4, !dbg !477
  %26 = icmp slt i32 %25, 4, !dbg !479
  br i1 %26, label %27, label %62, !dbg !480

27:                                               ; preds = %24
  %28 = load ptr, ptr %4, align 8, !dbg !481
  %29 = load i64, ptr %8, align 8, !dbg !483
  %30 = load i32, ptr %10, align 4, !dbg !484
  %31 = sext i32 %30 to i64, !dbg !484
  %32 = add i64 %29, %31, !dbg !485
  %33 = getelementptr inbounds i8, ptr %28, i64 %32, !dbg !481
  %34 = load i8, ptr %33, align 1, !dbg !481
  %35 = sext i8 %34 to i32, !dbg !481
  %36 = icmp eq i32 %35, 61, !dbg !486
  br i1 %36, label %37, label %38, !dbg !481

37:                                               ; preds = %27
  br label %47, !dbg !481

38:                                               ; preds = %27
  %39 = load ptr, ptr %4, align 8, !dbg !487
  %40 = load i64, ptr %8, align 8, !dbg !488
  %41 = load i32, ptr %10, align 4, !dbg !489
  %42 = sext i32 %41 to i64, !dbg !489
  %43 = add i64 %40, %42, !dbg !490
  %44 = getelementptr inbounds i8, ptr %39, i64 %43, !dbg !487
  %45 = load i8, ptr %44, align 1, !dbg !487
  %46 = call i32 @b64_value(i8 noundef signext %45), !dbg !491
  br label %47, !dbg !481

47:                                               ; preds = %38, %37
  %48 = phi i32 [ 0, %37 ], [ %46, %38 ], !dbg !481
  %49 = load i32, ptr %10, align 4, !dbg !492
  %50 = sext i32 %49 to i64, !dbg !493
  %51 = getelementptr inbounds [4 x i32], ptr %9, i64 0, i64 %50, !dbg !493
  store i32 %48, ptr %51, align 4, !dbg !494
  %52 = load i32, ptr %10, align 4, !dbg !495
  %53 = sext i32 %52 to i64, !dbg !497
  %54 = getelementptr inbounds [4 x i32], ptr %9, i64 0, i64 %53, !dbg !497
  %55 = load i32, ptr %54, align 4, !dbg !497
  %56 = icmp slt i32 %55, 0, !dbg !498
  br i1 %56, label %57, label %58, !dbg !499

57:                                               ; preds = %47
  store i64 -1, ptr %3, align 8, !dbg !500
  br label %120, !dbg !500

58:                                               ; preds = %47
  br label %59, !dbg !501

59:                                               ; preds = %58
  %60 = load i32, ptr %10, align 4, !dbg !502
  %61 = add nsw i32 %60, 1, !dbg !502
  store i32 %61, ptr %10, align 4, !dbg !502
  br label %24, !dbg !503, !llvm.loop !504

62:                                               ; preds = %24
    #dbg_declare(ptr %11, !506, !DIExpression(), !507)
  %63 = getelementptr inbounds [4 x i32], ptr %9, i64 0, i64 0, !dbg !508
  %64 = load i32, ptr %63, align 16, !dbg !508
  %65 = shl i32 %64, 18, !dbg !509
  %66 = getelementptr inbounds [4 x i32], ptr %9, i64 0, i64 1, !dbg !510
  %67 = load i32, ptr %66, align 4, !dbg !510
  %68 = shl i32 %67, 12, !dbg !511
  %69 = or i32 %65, %68, !dbg !512
  %70 = getelementptr inbounds [4 x i32], ptr %9, i64 0, i64 2, !dbg !513
  %71 = load i32, ptr %70, align 8, !dbg !513
  %72 = shl i32 %71, 6, !dbg !514
  %73 = or i32 %69, %72, !dbg !515
  %74 = getelementptr inbounds [4 x i32], ptr %9, i64 0, i64 3, !dbg !516
  %75 = load i32, ptr %74, align 4, !dbg !516
  %76 = or i32 %73, %75, !dbg !517
  store i32 %76, ptr %11, align 4, !dbg !507
  %77 = load i32, ptr %11, align 4, !dbg !518
  %78 = lshr i32 %77, 16, !dbg !519
  %79 = trunc i32 %78 to i8, !dbg !520
  %80 = load ptr, ptr %5, align 8, !dbg !521
  %81 = load i64, ptr %7, align 8, !dbg !522
  %82 = add nsw i64 %81, 1, !dbg !522
  store i64 %82, ptr %7, align 8, !dbg !522
  %83 = getelementptr inbounds i8, ptr %80, i64 %81, !dbg !521
  store i8 %79, ptr %83, align 1, !dbg !523
  %84 = load ptr, ptr %4, align 8, !dbg !524
  %85 = load i64, ptr %8, align 8, !dbg !526
  %86 = add i64 %85, 2, !dbg !527
  %87 = getelementptr inbounds i8, ptr %84, i64 %86, !dbg !524
  %88 = load i8, ptr %87, align 1, !dbg !524
  %89 = sext i8 %88 to i32, !dbg !524
  %90 = icmp ne i32 %89, 61, !dbg !528
  br i1 %90, label %91, label %99, !dbg !529

91:                                               ; preds = %62
  %92 = load i32, ptr %11, align 4, !dbg !530
  %93 = lshr i32 %92, 8, !dbg !531
  %94 = trunc i32 %93 to i8, !dbg !532
  %95 = load ptr, ptr %5, align 8, !dbg !533
  %96 = load i64, ptr %7, align 8, !dbg !534
  %97 = add nsw i64 %96, 1, !dbg !534
  store i64 %97, ptr %7, align 8, !dbg !534
  %98 = getelementptr inbounds i8, ptr %95, i64 %96, !dbg !533
  store i8 %94, ptr %98, align 1, !dbg !535
  br label %99, !dbg !533

99:                                               ; preds = %91, %62
  %100 = load ptr, ptr %4, align 8, !dbg !536
  %101 = load i64, ptr %8, align 8, !dbg !538
  %102 = add i64 %101, 3, !dbg !539
  %103 = getelementptr inbounds i8, ptr %100, i64 %102, !dbg !536
  %104 = load i8, ptr %103, align 1, !dbg !536
  %105 = sext i8 %104 to i32, !dbg !536
  %106 = icmp ne i32 %105, 61, !dbg !540
  br i1 %106, label %107, label %114, !dbg !541

107:                                              ; preds = %99
  %108 = load i32, ptr %11, align 4, !dbg !542
  %109 = trunc i32 %108 to i8, !dbg !543
  %110 = load ptr, ptr %5, align 8, !dbg !544
  %111 = load i64, ptr %7, align 8, !dbg !545
  %112 = add nsw i64 %111, 1, !dbg !545
  store i64 %112, ptr %7, align 8, !dbg !545
  %113 = getelementptr inbounds i8, ptr %110, i64 %111, !dbg !544
  store i8 %109, ptr %113, align 1, !dbg !546
  br label %114, !dbg !544

114:                                              ; preds = %107, %99
  br label %115, !dbg !547

115:                                              ; preds = %114
  %116 = load i64, ptr %8, align 8, !dbg !548
  %117 = add i64 %116, 4, !dbg !548
  store i64 %117, ptr %8, align 8, !dbg !548
  br label %19, !dbg !549, !llvm.loop !550

118:                                              ; preds = %19
  %119 = load i64, ptr %7, align 8, !dbg !552
  store i64 %119, ptr %3, align 8, !dbg !553
  br label %120, !dbg !553

120:                                              ; preds = %118, %57, %17
  %121 = load i64, ptr %3, align 8, !dbg !554
  ret i64 %121, !dbg !554
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hexdump(ptr noundef %0, i64 noundef %1) #0 !dbg !555 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !558, !DIExpression(), !559)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !560, !DIExpression(), !561)
    #dbg_declare(ptr %5, !562, !DIExpression(), !564)
  store i64 0, ptr %5, align 8, !dbg !564
  br label %7, !dbg !565

7:                                                ; preds = %38, %2
  %8 = load i64, ptr %5, align 8, !dbg !566
  %9 = load i64, ptr %4, align 8, !dbg !568
  %10 = icmp ult i64 %8, %9, !dbg !569
  br i1 %10, label %11, label %41, !dbg !570

11:                                               ; preds = %7
  %12 = load i64, ptr %5, align 8, !dbg !571
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %12), !dbg !573
    #dbg_declare(ptr %6, !574, !DIExpression(), !576)
  %14 = load i64, ptr %5, align 8, !dbg !577
  store i64 %14, ptr %6, align 8, !dbg !576
  br label %15, !dbg !578

15:                                               ; preds = %33, %11
  %16 = load i64, ptr %6, align 8, !dbg !579
  %17 = load i64, ptr %5, align 8, !dbg !581
  %18 = add i64 %17, 16, !dbg !582
  %19 = icmp ult i64 %16, %18, !dbg !583
  br i1 %19, label %20, label %24, !dbg !584

20:                                               ; preds = %15
  %21 = load i64, ptr %6, align 8, !dbg !585
  %22 = load i64, ptr %4, align 8, !dbg !586
  %23 = icmp ult i64 %21, %22, !dbg !587
  br label %24

24:                                               ; preds = %20, %15
  %25 = phi i1 [ false, %15 ], [ %23, %20 ], !dbg !588
  br i1 %25, label %26, label %36, !dbg !589

26:                                               ; preds = %24
  %27 = load ptr, ptr %3, align 8, !dbg !590
  %28 = load i64, ptr %6, align 8, !dbg !591
  %29 = getelementptr inbounds i8, ptr %27, i64 %28, !dbg !590
  %30 = load i8, ptr %29, align 1, !dbg !590
  %31 = zext i8 %30 to i32, !dbg !590
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %31), !dbg !592
  br label %33, !dbg !592

33:                                               ; preds = %26
  %34 = load i64, ptr %6, align 8, !dbg !593
  %35 = add i64 %34, 1, !dbg !593
  store i64 %35, ptr %6, align 8, !dbg !593
  br label %15, !dbg !594, !llvm.loop !595

36:                                               ; preds = %24
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.19), !dbg !597
  br label %38, !dbg !598

38:                                               ; preds = %36
  %39 = load i64, ptr %5, align 8, !dbg !599
  %40 = add i64 %39, 16, !dbg !599
  store i64 %40, ptr %5, align 8, !dbg !599
  br label %7, !dbg !600, !llvm.loop !601

41:                                               ; preds = %7
  ret void, !dbg !603
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @b64_value(i8 noundef signext %0) #0 !dbg !604 {
  %2 = alloca i8, align 1
  %3 = alloca ptr, align 8
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !607, !DIExpression(), !608)
    #dbg_declare(ptr %3, !609, !DIExpression(), !610)
  %4 = load i8, ptr %2, align 1, !dbg !611
  %5 = sext i8 %4 to i32, !dbg !611
  %6 = call ptr @strchr(ptr noundef @alphabet, i32 noundef %5) #6, !dbg !612
  store ptr %6, ptr %3, align 8, !dbg !610
  %7 = load i8, ptr %2, align 1, !dbg !613
  %8 = sext i8 %7 to i32, !dbg !613
  %9 = icmp ne i32 %8, 0, !dbg !613
  br i1 %9, label %10, label %18, !dbg !614

10:                                               ; preds = %1
  %11 = load ptr, ptr %3, align 8, !dbg !615
  %12 = icmp ne ptr %11, null, !dbg !615
  br i1 %12, label %13, label %18, !dbg !613

13:                                               ; preds = %10
  %14 = load ptr, ptr %3, align 8, !dbg !616
  %15 = ptrtoint ptr %14 to i64, !dbg !617
  %16 = sub i64 %15, ptrtoint (ptr @alphabet to i64), !dbg !617
  %17 = trunc i64 %16 to i32, !dbg !618
  br label %19, !dbg !613

18:                                               ; preds = %10, %1
  br label %19, !dbg !613

19:                                               ; preds = %18, %13
  %20 = phi i32 [ %17, %13 ], [ -1, %18 ], !dbg !613
  ret i32 %20, !dbg !619
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!77}
!llvm.module.flags = !{!100, !101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "base64.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "a37532bb08ee552c84b47fe63dca6735")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 1)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 3)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 7)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 28)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 34)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 24)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 30)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !19, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !24, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !24, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !24, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 20)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 33)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "alphabet", scope: !77, file: !2, line: 7, type: !96, isLocal: true, isDefinition: true)
!77 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !78, globals: !89, splitDebugInlining: false, nameTableKind: None)
!78 = !{!79, !82, !83, !84, !81, !87, !88}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!81 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!83 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !85, line: 18, baseType: !86)
!85 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!86 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!87 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!88 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!89 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !57, !59, !61, !63, !65, !70, !75, !90, !92, !94}
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !34, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !29, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 520, elements: !98)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!98 = !{!99}
!99 = !DISubrange(count: 65)
!100 = !{i32 7, !"Dwarf Version", i32 5}
!101 = !{i32 2, !"Debug Info Version", i32 3}
!102 = !{i32 1, !"wchar_size", i32 4}
!103 = !{i32 8, !"PIC Level", i32 2}
!104 = !{i32 7, !"PIE Level", i32 2}
!105 = !{i32 7, !"uwtable", i32 2}
!106 = !{i32 7, !"frame-pointer", i32 2}
!107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!108 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 58, type: !109, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !77, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!88}
!111 = !{}
!112 = !DILocalVariable(name: "texts", scope: !108, file: !2, line: 59, type: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 512, elements: !115)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!115 = !{!116}
!116 = !DISubrange(count: 8)
!117 = !DILocation(line: 59, column: 17, scope: !108)
!118 = !DILocalVariable(name: "enc", scope: !108, file: !2, line: 61, type: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 256)
!122 = !DILocation(line: 61, column: 10, scope: !108)
!123 = !DILocalVariable(name: "dec", scope: !108, file: !2, line: 62, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 2048, elements: !120)
!125 = !DILocation(line: 62, column: 19, scope: !108)
!126 = !DILocalVariable(name: "i", scope: !127, file: !2, line: 63, type: !88)
!127 = distinct !DILexicalBlock(scope: !108, file: !2, line: 63, column: 5)
!128 = !DILocation(line: 63, column: 14, scope: !127)
!129 = !DILocation(line: 63, column: 10, scope: !127)
!130 = !DILocation(line: 63, column: 21, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !2, line: 63, column: 5)
!132 = !DILocation(line: 63, column: 23, scope: !131)
!133 = !DILocation(line: 63, column: 5, scope: !127)
!134 = !DILocalVariable(name: "n", scope: !135, file: !2, line: 64, type: !84)
!135 = distinct !DILexicalBlock(scope: !131, file: !2, line: 63, column: 33)
!136 = !DILocation(line: 64, column: 16, scope: !135)
!137 = !DILocation(line: 64, column: 60, scope: !135)
!138 = !DILocation(line: 64, column: 54, scope: !135)
!139 = !DILocation(line: 64, column: 77, scope: !135)
!140 = !DILocation(line: 64, column: 71, scope: !135)
!141 = !DILocation(line: 64, column: 64, scope: !135)
!142 = !DILocation(line: 64, column: 82, scope: !135)
!143 = !DILocation(line: 64, column: 20, scope: !135)
!144 = !DILocalVariable(name: "m", scope: !135, file: !2, line: 65, type: !83)
!145 = !DILocation(line: 65, column: 14, scope: !135)
!146 = !DILocation(line: 65, column: 29, scope: !135)
!147 = !DILocation(line: 65, column: 34, scope: !135)
!148 = !DILocation(line: 65, column: 18, scope: !135)
!149 = !DILocation(line: 66, column: 13, scope: !135)
!150 = !DILocation(line: 66, column: 15, scope: !135)
!151 = !DILocation(line: 66, column: 25, scope: !135)
!152 = !DILocation(line: 66, column: 9, scope: !135)
!153 = !DILocation(line: 66, column: 28, scope: !135)
!154 = !DILocation(line: 67, column: 60, scope: !135)
!155 = !DILocation(line: 67, column: 54, scope: !135)
!156 = !DILocation(line: 67, column: 64, scope: !135)
!157 = !DILocation(line: 67, column: 69, scope: !135)
!158 = !DILocation(line: 67, column: 80, scope: !135)
!159 = !DILocation(line: 68, column: 16, scope: !135)
!160 = !DILocation(line: 68, column: 40, scope: !135)
!161 = !DILocation(line: 68, column: 34, scope: !135)
!162 = !DILocation(line: 68, column: 27, scope: !135)
!163 = !DILocation(line: 68, column: 18, scope: !135)
!164 = !DILocation(line: 68, column: 44, scope: !135)
!165 = !DILocation(line: 68, column: 54, scope: !135)
!166 = !DILocation(line: 68, column: 65, scope: !135)
!167 = !DILocation(line: 68, column: 59, scope: !135)
!168 = !DILocation(line: 68, column: 77, scope: !135)
!169 = !DILocation(line: 68, column: 47, scope: !135)
!170 = !DILocation(line: 68, column: 80, scope: !135)
!171 = !DILocation(line: 0, scope: !135)
!172 = !DILocation(line: 67, column: 9, scope: !135)
!173 = !DILocation(line: 69, column: 5, scope: !135)
!174 = !DILocation(line: 63, column: 29, scope: !131)
!175 = !DILocation(line: 63, column: 5, scope: !131)
!176 = distinct !{!176, !133, !177, !178}
!177 = !DILocation(line: 69, column: 5, scope: !127)
!178 = !{!"llvm.loop.mustprogress"}
!179 = !DILocalVariable(name: "bin", scope: !108, file: !2, line: 70, type: !180)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 800, elements: !181)
!181 = !{!182}
!182 = !DISubrange(count: 100)
!183 = !DILocation(line: 70, column: 19, scope: !108)
!184 = !DILocalVariable(name: "i", scope: !185, file: !2, line: 71, type: !88)
!185 = distinct !DILexicalBlock(scope: !108, file: !2, line: 71, column: 5)
!186 = !DILocation(line: 71, column: 14, scope: !185)
!187 = !DILocation(line: 71, column: 10, scope: !185)
!188 = !DILocation(line: 71, column: 21, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !2, line: 71, column: 5)
!190 = !DILocation(line: 71, column: 23, scope: !189)
!191 = !DILocation(line: 71, column: 5, scope: !185)
!192 = !DILocation(line: 72, column: 34, scope: !189)
!193 = !DILocation(line: 72, column: 36, scope: !189)
!194 = !DILocation(line: 72, column: 41, scope: !189)
!195 = !DILocation(line: 72, column: 18, scope: !189)
!196 = !DILocation(line: 72, column: 13, scope: !189)
!197 = !DILocation(line: 72, column: 9, scope: !189)
!198 = !DILocation(line: 72, column: 16, scope: !189)
!199 = !DILocation(line: 71, column: 31, scope: !189)
!200 = !DILocation(line: 71, column: 5, scope: !189)
!201 = distinct !{!201, !191, !202, !178}
!202 = !DILocation(line: 72, column: 45, scope: !185)
!203 = !DILocation(line: 73, column: 5, scope: !108)
!204 = !DILocation(line: 73, column: 12, scope: !108)
!205 = !DILocation(line: 74, column: 5, scope: !108)
!206 = !DILocation(line: 74, column: 13, scope: !108)
!207 = !DILocalVariable(name: "good", scope: !108, file: !2, line: 75, type: !88)
!208 = !DILocation(line: 75, column: 9, scope: !108)
!209 = !DILocalVariable(name: "len", scope: !210, file: !2, line: 76, type: !84)
!210 = distinct !DILexicalBlock(scope: !108, file: !2, line: 76, column: 5)
!211 = !DILocation(line: 76, column: 17, scope: !210)
!212 = !DILocation(line: 76, column: 10, scope: !210)
!213 = !DILocation(line: 76, column: 26, scope: !214)
!214 = distinct !DILexicalBlock(scope: !210, file: !2, line: 76, column: 5)
!215 = !DILocation(line: 76, column: 30, scope: !214)
!216 = !DILocation(line: 76, column: 5, scope: !210)
!217 = !DILocalVariable(name: "n", scope: !218, file: !2, line: 77, type: !84)
!218 = distinct !DILexicalBlock(scope: !214, file: !2, line: 76, column: 48)
!219 = !DILocation(line: 77, column: 16, scope: !218)
!220 = !DILocation(line: 77, column: 31, scope: !218)
!221 = !DILocation(line: 77, column: 36, scope: !218)
!222 = !DILocation(line: 77, column: 41, scope: !218)
!223 = !DILocation(line: 77, column: 20, scope: !218)
!224 = !DILocalVariable(name: "m", scope: !218, file: !2, line: 78, type: !83)
!225 = !DILocation(line: 78, column: 14, scope: !218)
!226 = !DILocation(line: 78, column: 29, scope: !218)
!227 = !DILocation(line: 78, column: 34, scope: !218)
!228 = !DILocation(line: 78, column: 18, scope: !218)
!229 = !DILocation(line: 79, column: 17, scope: !218)
!230 = !DILocation(line: 79, column: 28, scope: !218)
!231 = !DILocation(line: 79, column: 19, scope: !218)
!232 = !DILocation(line: 79, column: 32, scope: !218)
!233 = !DILocation(line: 79, column: 42, scope: !218)
!234 = !DILocation(line: 79, column: 47, scope: !218)
!235 = !DILocation(line: 79, column: 52, scope: !218)
!236 = !DILocation(line: 79, column: 35, scope: !218)
!237 = !DILocation(line: 79, column: 57, scope: !218)
!238 = !DILocation(line: 0, scope: !218)
!239 = !DILocation(line: 79, column: 14, scope: !218)
!240 = !DILocation(line: 80, column: 13, scope: !241)
!241 = distinct !DILexicalBlock(scope: !218, file: !2, line: 80, column: 13)
!242 = !DILocation(line: 80, column: 17, scope: !241)
!243 = !DILocation(line: 80, column: 13, scope: !218)
!244 = !DILocation(line: 81, column: 48, scope: !241)
!245 = !DILocation(line: 81, column: 53, scope: !241)
!246 = !DILocation(line: 81, column: 13, scope: !241)
!247 = !DILocation(line: 82, column: 5, scope: !218)
!248 = !DILocation(line: 76, column: 42, scope: !214)
!249 = !DILocation(line: 76, column: 5, scope: !214)
!250 = distinct !{!250, !216, !251, !178}
!251 = !DILocation(line: 82, column: 5, scope: !210)
!252 = !DILocation(line: 83, column: 46, scope: !108)
!253 = !DILocation(line: 83, column: 5, scope: !108)
!254 = !DILocation(line: 84, column: 13, scope: !108)
!255 = !DILocation(line: 84, column: 5, scope: !108)
!256 = !DILocalVariable(name: "bad", scope: !108, file: !2, line: 85, type: !257)
!257 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 256, elements: !20)
!258 = !DILocation(line: 85, column: 17, scope: !108)
!259 = !DILocalVariable(name: "i", scope: !260, file: !2, line: 86, type: !88)
!260 = distinct !DILexicalBlock(scope: !108, file: !2, line: 86, column: 5)
!261 = !DILocation(line: 86, column: 14, scope: !260)
!262 = !DILocation(line: 86, column: 10, scope: !260)
!263 = !DILocation(line: 86, column: 21, scope: !264)
!264 = distinct !DILexicalBlock(scope: !260, file: !2, line: 86, column: 5)
!265 = !DILocation(line: 86, column: 23, scope: !264)
!266 = !DILocation(line: 86, column: 5, scope: !260)
!267 = !DILocalVariable(name: "m", scope: !268, file: !2, line: 87, type: !83)
!268 = distinct !DILexicalBlock(scope: !264, file: !2, line: 86, column: 33)
!269 = !DILocation(line: 87, column: 14, scope: !268)
!270 = !DILocation(line: 87, column: 33, scope: !268)
!271 = !DILocation(line: 87, column: 29, scope: !268)
!272 = !DILocation(line: 87, column: 37, scope: !268)
!273 = !DILocation(line: 87, column: 18, scope: !268)
!274 = !DILocation(line: 88, column: 44, scope: !268)
!275 = !DILocation(line: 88, column: 40, scope: !268)
!276 = !DILocation(line: 88, column: 48, scope: !268)
!277 = !DILocation(line: 88, column: 9, scope: !268)
!278 = !DILocation(line: 89, column: 5, scope: !268)
!279 = !DILocation(line: 86, column: 29, scope: !264)
!280 = !DILocation(line: 86, column: 5, scope: !264)
!281 = distinct !{!281, !266, !282, !178}
!282 = !DILocation(line: 89, column: 5, scope: !260)
!283 = !DILocalVariable(name: "big", scope: !108, file: !2, line: 90, type: !82)
!284 = !DILocation(line: 90, column: 11, scope: !108)
!285 = !DILocation(line: 90, column: 17, scope: !108)
!286 = !DILocalVariable(name: "raw", scope: !108, file: !2, line: 91, type: !287)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!288 = !DILocation(line: 91, column: 20, scope: !108)
!289 = !DILocation(line: 91, column: 26, scope: !108)
!290 = !DILocalVariable(name: "i", scope: !291, file: !2, line: 92, type: !88)
!291 = distinct !DILexicalBlock(scope: !108, file: !2, line: 92, column: 5)
!292 = !DILocation(line: 92, column: 14, scope: !291)
!293 = !DILocation(line: 92, column: 10, scope: !291)
!294 = !DILocation(line: 92, column: 21, scope: !295)
!295 = distinct !DILexicalBlock(scope: !291, file: !2, line: 92, column: 5)
!296 = !DILocation(line: 92, column: 23, scope: !295)
!297 = !DILocation(line: 92, column: 5, scope: !291)
!298 = !DILocation(line: 93, column: 34, scope: !295)
!299 = !DILocation(line: 93, column: 39, scope: !295)
!300 = !DILocation(line: 93, column: 41, scope: !295)
!301 = !DILocation(line: 93, column: 36, scope: !295)
!302 = !DILocation(line: 93, column: 18, scope: !295)
!303 = !DILocation(line: 93, column: 9, scope: !295)
!304 = !DILocation(line: 93, column: 13, scope: !295)
!305 = !DILocation(line: 93, column: 16, scope: !295)
!306 = !DILocation(line: 92, column: 31, scope: !295)
!307 = !DILocation(line: 92, column: 5, scope: !295)
!308 = distinct !{!308, !297, !309, !178}
!309 = !DILocation(line: 93, column: 46, scope: !291)
!310 = !DILocalVariable(name: "n", scope: !108, file: !2, line: 94, type: !84)
!311 = !DILocation(line: 94, column: 12, scope: !108)
!312 = !DILocation(line: 94, column: 27, scope: !108)
!313 = !DILocation(line: 94, column: 37, scope: !108)
!314 = !DILocation(line: 94, column: 16, scope: !108)
!315 = !DILocalVariable(name: "sum", scope: !108, file: !2, line: 95, type: !87)
!316 = !DILocation(line: 95, column: 14, scope: !108)
!317 = !DILocalVariable(name: "i", scope: !318, file: !2, line: 96, type: !84)
!318 = distinct !DILexicalBlock(scope: !108, file: !2, line: 96, column: 5)
!319 = !DILocation(line: 96, column: 17, scope: !318)
!320 = !DILocation(line: 96, column: 10, scope: !318)
!321 = !DILocation(line: 96, column: 24, scope: !322)
!322 = distinct !DILexicalBlock(scope: !318, file: !2, line: 96, column: 5)
!323 = !DILocation(line: 96, column: 28, scope: !322)
!324 = !DILocation(line: 96, column: 26, scope: !322)
!325 = !DILocation(line: 96, column: 5, scope: !318)
!326 = !DILocation(line: 97, column: 15, scope: !322)
!327 = !DILocation(line: 97, column: 19, scope: !322)
!328 = !DILocation(line: 97, column: 41, scope: !322)
!329 = !DILocation(line: 97, column: 45, scope: !322)
!330 = !DILocation(line: 97, column: 26, scope: !322)
!331 = !DILocation(line: 97, column: 24, scope: !322)
!332 = !DILocation(line: 97, column: 13, scope: !322)
!333 = !DILocation(line: 97, column: 9, scope: !322)
!334 = !DILocation(line: 96, column: 32, scope: !322)
!335 = !DILocation(line: 96, column: 5, scope: !322)
!336 = distinct !{!336, !325, !337, !178}
!337 = !DILocation(line: 97, column: 46, scope: !318)
!338 = !DILocation(line: 98, column: 49, scope: !108)
!339 = !DILocation(line: 98, column: 52, scope: !108)
!340 = !DILocation(line: 98, column: 5, scope: !108)
!341 = !DILocation(line: 99, column: 10, scope: !108)
!342 = !DILocation(line: 99, column: 5, scope: !108)
!343 = !DILocation(line: 100, column: 10, scope: !108)
!344 = !DILocation(line: 100, column: 5, scope: !108)
!345 = !DILocation(line: 101, column: 5, scope: !108)
!346 = distinct !DISubprogram(name: "b64_encode", scope: !2, file: !2, line: 9, type: !347, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !77, retainedNodes: !111)
!347 = !DISubroutineType(types: !348)
!348 = !{!84, !79, !84, !82}
!349 = !DILocalVariable(name: "in", arg: 1, scope: !346, file: !2, line: 9, type: !79)
!350 = !DILocation(line: 9, column: 47, scope: !346)
!351 = !DILocalVariable(name: "n", arg: 2, scope: !346, file: !2, line: 9, type: !84)
!352 = !DILocation(line: 9, column: 58, scope: !346)
!353 = !DILocalVariable(name: "out", arg: 3, scope: !346, file: !2, line: 9, type: !82)
!354 = !DILocation(line: 9, column: 67, scope: !346)
!355 = !DILocalVariable(name: "o", scope: !346, file: !2, line: 10, type: !84)
!356 = !DILocation(line: 10, column: 12, scope: !346)
!357 = !DILocalVariable(name: "i", scope: !358, file: !2, line: 11, type: !84)
!358 = distinct !DILexicalBlock(scope: !346, file: !2, line: 11, column: 5)
!359 = !DILocation(line: 11, column: 17, scope: !358)
!360 = !DILocation(line: 11, column: 10, scope: !358)
!361 = !DILocation(line: 11, column: 24, scope: !362)
!362 = distinct !DILexicalBlock(scope: !358, file: !2, line: 11, column: 5)
!363 = !DILocation(line: 11, column: 28, scope: !362)
!364 = !DILocation(line: 11, column: 26, scope: !362)
!365 = !DILocation(line: 11, column: 5, scope: !358)
!366 = !DILocalVariable(name: "v", scope: !367, file: !2, line: 12, type: !87)
!367 = distinct !DILexicalBlock(scope: !362, file: !2, line: 11, column: 39)
!368 = !DILocation(line: 12, column: 18, scope: !367)
!369 = !DILocation(line: 12, column: 32, scope: !367)
!370 = !DILocation(line: 12, column: 35, scope: !367)
!371 = !DILocation(line: 12, column: 22, scope: !367)
!372 = !DILocation(line: 12, column: 38, scope: !367)
!373 = !DILocation(line: 13, column: 13, scope: !374)
!374 = distinct !DILexicalBlock(scope: !367, file: !2, line: 13, column: 13)
!375 = !DILocation(line: 13, column: 15, scope: !374)
!376 = !DILocation(line: 13, column: 21, scope: !374)
!377 = !DILocation(line: 13, column: 19, scope: !374)
!378 = !DILocation(line: 13, column: 13, scope: !367)
!379 = !DILocation(line: 13, column: 39, scope: !374)
!380 = !DILocation(line: 13, column: 42, scope: !374)
!381 = !DILocation(line: 13, column: 44, scope: !374)
!382 = !DILocation(line: 13, column: 29, scope: !374)
!383 = !DILocation(line: 13, column: 49, scope: !374)
!384 = !DILocation(line: 13, column: 26, scope: !374)
!385 = !DILocation(line: 13, column: 24, scope: !374)
!386 = !DILocation(line: 14, column: 13, scope: !387)
!387 = distinct !DILexicalBlock(scope: !367, file: !2, line: 14, column: 13)
!388 = !DILocation(line: 14, column: 15, scope: !387)
!389 = !DILocation(line: 14, column: 21, scope: !387)
!390 = !DILocation(line: 14, column: 19, scope: !387)
!391 = !DILocation(line: 14, column: 13, scope: !367)
!392 = !DILocation(line: 14, column: 29, scope: !387)
!393 = !DILocation(line: 14, column: 32, scope: !387)
!394 = !DILocation(line: 14, column: 34, scope: !387)
!395 = !DILocation(line: 14, column: 26, scope: !387)
!396 = !DILocation(line: 14, column: 24, scope: !387)
!397 = !DILocation(line: 15, column: 30, scope: !367)
!398 = !DILocation(line: 15, column: 32, scope: !367)
!399 = !DILocation(line: 15, column: 39, scope: !367)
!400 = !DILocation(line: 15, column: 20, scope: !367)
!401 = !DILocation(line: 15, column: 9, scope: !367)
!402 = !DILocation(line: 15, column: 14, scope: !367)
!403 = !DILocation(line: 15, column: 18, scope: !367)
!404 = !DILocation(line: 16, column: 30, scope: !367)
!405 = !DILocation(line: 16, column: 32, scope: !367)
!406 = !DILocation(line: 16, column: 39, scope: !367)
!407 = !DILocation(line: 16, column: 20, scope: !367)
!408 = !DILocation(line: 16, column: 9, scope: !367)
!409 = !DILocation(line: 16, column: 14, scope: !367)
!410 = !DILocation(line: 16, column: 18, scope: !367)
!411 = !DILocation(line: 17, column: 20, scope: !367)
!412 = !DILocation(line: 17, column: 22, scope: !367)
!413 = !DILocation(line: 17, column: 28, scope: !367)
!414 = !DILocation(line: 17, column: 26, scope: !367)
!415 = !DILocation(line: 17, column: 42, scope: !367)
!416 = !DILocation(line: 17, column: 44, scope: !367)
!417 = !DILocation(line: 17, column: 50, scope: !367)
!418 = !DILocation(line: 17, column: 32, scope: !367)
!419 = !DILocation(line: 17, column: 9, scope: !367)
!420 = !DILocation(line: 17, column: 14, scope: !367)
!421 = !DILocation(line: 17, column: 18, scope: !367)
!422 = !DILocation(line: 18, column: 20, scope: !367)
!423 = !DILocation(line: 18, column: 22, scope: !367)
!424 = !DILocation(line: 18, column: 28, scope: !367)
!425 = !DILocation(line: 18, column: 26, scope: !367)
!426 = !DILocation(line: 18, column: 41, scope: !367)
!427 = !DILocation(line: 18, column: 43, scope: !367)
!428 = !DILocation(line: 18, column: 32, scope: !367)
!429 = !DILocation(line: 18, column: 9, scope: !367)
!430 = !DILocation(line: 18, column: 14, scope: !367)
!431 = !DILocation(line: 18, column: 18, scope: !367)
!432 = !DILocation(line: 19, column: 5, scope: !367)
!433 = !DILocation(line: 11, column: 33, scope: !362)
!434 = !DILocation(line: 11, column: 5, scope: !362)
!435 = distinct !{!435, !365, !436, !178}
!436 = !DILocation(line: 19, column: 5, scope: !358)
!437 = !DILocation(line: 20, column: 5, scope: !346)
!438 = !DILocation(line: 20, column: 9, scope: !346)
!439 = !DILocation(line: 20, column: 12, scope: !346)
!440 = !DILocation(line: 21, column: 12, scope: !346)
!441 = !DILocation(line: 21, column: 5, scope: !346)
!442 = distinct !DISubprogram(name: "b64_decode", scope: !2, file: !2, line: 29, type: !443, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !77, retainedNodes: !111)
!443 = !DISubroutineType(types: !444)
!444 = !{!83, !114, !287}
!445 = !DILocalVariable(name: "in", arg: 1, scope: !442, file: !2, line: 29, type: !114)
!446 = !DILocation(line: 29, column: 36, scope: !442)
!447 = !DILocalVariable(name: "out", arg: 2, scope: !442, file: !2, line: 29, type: !287)
!448 = !DILocation(line: 29, column: 55, scope: !442)
!449 = !DILocalVariable(name: "n", scope: !442, file: !2, line: 30, type: !84)
!450 = !DILocation(line: 30, column: 12, scope: !442)
!451 = !DILocation(line: 30, column: 23, scope: !442)
!452 = !DILocation(line: 30, column: 16, scope: !442)
!453 = !DILocation(line: 31, column: 9, scope: !454)
!454 = distinct !DILexicalBlock(scope: !442, file: !2, line: 31, column: 9)
!455 = !DILocation(line: 31, column: 11, scope: !454)
!456 = !DILocation(line: 31, column: 9, scope: !442)
!457 = !DILocation(line: 32, column: 9, scope: !454)
!458 = !DILocalVariable(name: "o", scope: !442, file: !2, line: 33, type: !83)
!459 = !DILocation(line: 33, column: 10, scope: !442)
!460 = !DILocalVariable(name: "i", scope: !461, file: !2, line: 34, type: !84)
!461 = distinct !DILexicalBlock(scope: !442, file: !2, line: 34, column: 5)
!462 = !DILocation(line: 34, column: 17, scope: !461)
!463 = !DILocation(line: 34, column: 10, scope: !461)
!464 = !DILocation(line: 34, column: 24, scope: !465)
!465 = distinct !DILexicalBlock(scope: !461, file: !2, line: 34, column: 5)
!466 = !DILocation(line: 34, column: 28, scope: !465)
!467 = !DILocation(line: 34, column: 26, scope: !465)
!468 = !DILocation(line: 34, column: 5, scope: !461)
!469 = !DILocalVariable(name: "v", scope: !470, file: !2, line: 35, type: !471)
!470 = distinct !DILexicalBlock(scope: !465, file: !2, line: 34, column: 39)
!471 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 128, elements: !20)
!472 = !DILocation(line: 35, column: 13, scope: !470)
!473 = !DILocalVariable(name: "k", scope: !474, file: !2, line: 36, type: !88)
!474 = distinct !DILexicalBlock(scope: !470, file: !2, line: 36, column: 9)
!475 = !DILocation(line: 36, column: 18, scope: !474)
!476 = !DILocation(line: 36, column: 14, scope: !474)
!477 = !DILocation(line: 36, column: 25, scope: !478)
!478 = distinct !DILexicalBlock(scope: !474, file: !2, line: 36, column: 9)
!479 = !DILocation(line: 36, column: 27, scope: !478)
!480 = !DILocation(line: 36, column: 9, scope: !474)
!481 = !DILocation(line: 37, column: 20, scope: !482)
!482 = distinct !DILexicalBlock(scope: !478, file: !2, line: 36, column: 37)
!483 = !DILocation(line: 37, column: 23, scope: !482)
!484 = !DILocation(line: 37, column: 27, scope: !482)
!485 = !DILocation(line: 37, column: 25, scope: !482)
!486 = !DILocation(line: 37, column: 30, scope: !482)
!487 = !DILocation(line: 37, column: 53, scope: !482)
!488 = !DILocation(line: 37, column: 56, scope: !482)
!489 = !DILocation(line: 37, column: 60, scope: !482)
!490 = !DILocation(line: 37, column: 58, scope: !482)
!491 = !DILocation(line: 37, column: 43, scope: !482)
!492 = !DILocation(line: 37, column: 15, scope: !482)
!493 = !DILocation(line: 37, column: 13, scope: !482)
!494 = !DILocation(line: 37, column: 18, scope: !482)
!495 = !DILocation(line: 38, column: 19, scope: !496)
!496 = distinct !DILexicalBlock(scope: !482, file: !2, line: 38, column: 17)
!497 = !DILocation(line: 38, column: 17, scope: !496)
!498 = !DILocation(line: 38, column: 22, scope: !496)
!499 = !DILocation(line: 38, column: 17, scope: !482)
!500 = !DILocation(line: 39, column: 17, scope: !496)
!501 = !DILocation(line: 40, column: 9, scope: !482)
!502 = !DILocation(line: 36, column: 33, scope: !478)
!503 = !DILocation(line: 36, column: 9, scope: !478)
!504 = distinct !{!504, !480, !505, !178}
!505 = !DILocation(line: 40, column: 9, scope: !474)
!506 = !DILocalVariable(name: "w", scope: !470, file: !2, line: 41, type: !87)
!507 = !DILocation(line: 41, column: 18, scope: !470)
!508 = !DILocation(line: 41, column: 32, scope: !470)
!509 = !DILocation(line: 41, column: 37, scope: !470)
!510 = !DILocation(line: 41, column: 55, scope: !470)
!511 = !DILocation(line: 41, column: 60, scope: !470)
!512 = !DILocation(line: 41, column: 43, scope: !470)
!513 = !DILocation(line: 41, column: 78, scope: !470)
!514 = !DILocation(line: 41, column: 83, scope: !470)
!515 = !DILocation(line: 41, column: 66, scope: !470)
!516 = !DILocation(line: 41, column: 100, scope: !470)
!517 = !DILocation(line: 41, column: 88, scope: !470)
!518 = !DILocation(line: 42, column: 36, scope: !470)
!519 = !DILocation(line: 42, column: 38, scope: !470)
!520 = !DILocation(line: 42, column: 20, scope: !470)
!521 = !DILocation(line: 42, column: 9, scope: !470)
!522 = !DILocation(line: 42, column: 14, scope: !470)
!523 = !DILocation(line: 42, column: 18, scope: !470)
!524 = !DILocation(line: 43, column: 13, scope: !525)
!525 = distinct !DILexicalBlock(scope: !470, file: !2, line: 43, column: 13)
!526 = !DILocation(line: 43, column: 16, scope: !525)
!527 = !DILocation(line: 43, column: 18, scope: !525)
!528 = !DILocation(line: 43, column: 23, scope: !525)
!529 = !DILocation(line: 43, column: 13, scope: !470)
!530 = !DILocation(line: 43, column: 58, scope: !525)
!531 = !DILocation(line: 43, column: 60, scope: !525)
!532 = !DILocation(line: 43, column: 42, scope: !525)
!533 = !DILocation(line: 43, column: 31, scope: !525)
!534 = !DILocation(line: 43, column: 36, scope: !525)
!535 = !DILocation(line: 43, column: 40, scope: !525)
!536 = !DILocation(line: 44, column: 13, scope: !537)
!537 = distinct !DILexicalBlock(scope: !470, file: !2, line: 44, column: 13)
!538 = !DILocation(line: 44, column: 16, scope: !537)
!539 = !DILocation(line: 44, column: 18, scope: !537)
!540 = !DILocation(line: 44, column: 23, scope: !537)
!541 = !DILocation(line: 44, column: 13, scope: !470)
!542 = !DILocation(line: 44, column: 57, scope: !537)
!543 = !DILocation(line: 44, column: 42, scope: !537)
!544 = !DILocation(line: 44, column: 31, scope: !537)
!545 = !DILocation(line: 44, column: 36, scope: !537)
!546 = !DILocation(line: 44, column: 40, scope: !537)
!547 = !DILocation(line: 45, column: 5, scope: !470)
!548 = !DILocation(line: 34, column: 33, scope: !465)
!549 = !DILocation(line: 34, column: 5, scope: !465)
!550 = distinct !{!550, !468, !551, !178}
!551 = !DILocation(line: 45, column: 5, scope: !461)
!552 = !DILocation(line: 46, column: 12, scope: !442)
!553 = !DILocation(line: 46, column: 5, scope: !442)
!554 = !DILocation(line: 47, column: 1, scope: !442)
!555 = distinct !DISubprogram(name: "hexdump", scope: !2, file: !2, line: 49, type: !556, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !77, retainedNodes: !111)
!556 = !DISubroutineType(types: !557)
!557 = !{null, !79, !84}
!558 = !DILocalVariable(name: "p", arg: 1, scope: !555, file: !2, line: 49, type: !79)
!559 = !DILocation(line: 49, column: 42, scope: !555)
!560 = !DILocalVariable(name: "n", arg: 2, scope: !555, file: !2, line: 49, type: !84)
!561 = !DILocation(line: 49, column: 52, scope: !555)
!562 = !DILocalVariable(name: "i", scope: !563, file: !2, line: 50, type: !84)
!563 = distinct !DILexicalBlock(scope: !555, file: !2, line: 50, column: 5)
!564 = !DILocation(line: 50, column: 17, scope: !563)
!565 = !DILocation(line: 50, column: 10, scope: !563)
!566 = !DILocation(line: 50, column: 24, scope: !567)
!567 = distinct !DILexicalBlock(scope: !563, file: !2, line: 50, column: 5)
!568 = !DILocation(line: 50, column: 28, scope: !567)
!569 = !DILocation(line: 50, column: 26, scope: !567)
!570 = !DILocation(line: 50, column: 5, scope: !563)
!571 = !DILocation(line: 51, column: 26, scope: !572)
!572 = distinct !DILexicalBlock(scope: !567, file: !2, line: 50, column: 40)
!573 = !DILocation(line: 51, column: 9, scope: !572)
!574 = !DILocalVariable(name: "k", scope: !575, file: !2, line: 52, type: !84)
!575 = distinct !DILexicalBlock(scope: !572, file: !2, line: 52, column: 9)
!576 = !DILocation(line: 52, column: 21, scope: !575)
!577 = !DILocation(line: 52, column: 25, scope: !575)
!578 = !DILocation(line: 52, column: 14, scope: !575)
!579 = !DILocation(line: 52, column: 28, scope: !580)
!580 = distinct !DILexicalBlock(scope: !575, file: !2, line: 52, column: 9)
!581 = !DILocation(line: 52, column: 32, scope: !580)
!582 = !DILocation(line: 52, column: 34, scope: !580)
!583 = !DILocation(line: 52, column: 30, scope: !580)
!584 = !DILocation(line: 52, column: 39, scope: !580)
!585 = !DILocation(line: 52, column: 42, scope: !580)
!586 = !DILocation(line: 52, column: 46, scope: !580)
!587 = !DILocation(line: 52, column: 44, scope: !580)
!588 = !DILocation(line: 0, scope: !580)
!589 = !DILocation(line: 52, column: 9, scope: !575)
!590 = !DILocation(line: 53, column: 29, scope: !580)
!591 = !DILocation(line: 53, column: 31, scope: !580)
!592 = !DILocation(line: 53, column: 13, scope: !580)
!593 = !DILocation(line: 52, column: 50, scope: !580)
!594 = !DILocation(line: 52, column: 9, scope: !580)
!595 = distinct !{!595, !589, !596, !178}
!596 = !DILocation(line: 53, column: 33, scope: !575)
!597 = !DILocation(line: 54, column: 9, scope: !572)
!598 = !DILocation(line: 55, column: 5, scope: !572)
!599 = !DILocation(line: 50, column: 33, scope: !567)
!600 = !DILocation(line: 50, column: 5, scope: !567)
!601 = distinct !{!601, !570, !602, !178}
!602 = !DILocation(line: 55, column: 5, scope: !563)
!603 = !DILocation(line: 56, column: 1, scope: !555)
!604 = distinct !DISubprogram(name: "b64_value", scope: !2, file: !2, line: 24, type: !605, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !77, retainedNodes: !111)
!605 = !DISubroutineType(types: !606)
!606 = !{!88, !4}
!607 = !DILocalVariable(name: "c", arg: 1, scope: !604, file: !2, line: 24, type: !4)
!608 = !DILocation(line: 24, column: 27, scope: !604)
!609 = !DILocalVariable(name: "p", scope: !604, file: !2, line: 25, type: !114)
!610 = !DILocation(line: 25, column: 17, scope: !604)
!611 = !DILocation(line: 25, column: 38, scope: !604)
!612 = !DILocation(line: 25, column: 21, scope: !604)
!613 = !DILocation(line: 26, column: 12, scope: !604)
!614 = !DILocation(line: 26, column: 14, scope: !604)
!615 = !DILocation(line: 26, column: 17, scope: !604)
!616 = !DILocation(line: 26, column: 27, scope: !604)
!617 = !DILocation(line: 26, column: 29, scope: !604)
!618 = !DILocation(line: 26, column: 21, scope: !604)
!619 = !DILocation(line: 26, column: 5, scope: !604)
