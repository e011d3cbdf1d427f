; ModuleID = 'compress.c'
source_filename = "compress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"the cat \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"sat on \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"the mat \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"and the dog \00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [8 x i8] c"barked \00", align 1, !dbg !19
@__const.main.phrases = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [58 x i8] c"kind %d: rle %zu bytes ok=%d, lz %zu bytes ok=%d hash=%u\0A\00", align 1, !dbg !21

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !29 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [5 x ptr], align 16
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !51, !DIExpression(), !53)
  %22 = call noalias ptr @malloc(i64 noundef 1200) #7, !dbg !54
  store ptr %22, ptr %2, align 8, !dbg !53
    #dbg_declare(ptr %3, !55, !DIExpression(), !56)
  %23 = call noalias ptr @malloc(i64 noundef 3600) #7, !dbg !57
  store ptr %23, ptr %3, align 8, !dbg !56
    #dbg_declare(ptr %4, !58, !DIExpression(), !59)
  %24 = call noalias ptr @malloc(i64 noundef 1200) #7, !dbg !60
  store ptr %24, ptr %4, align 8, !dbg !59
    #dbg_declare(ptr %5, !61, !DIExpression(), !67)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.phrases, i64 40, i1 false), !dbg !67
    #dbg_declare(ptr %6, !68, !DIExpression(), !70)
  store i32 0, ptr %6, align 4, !dbg !70
  br label %25, !dbg !71

25:                                               ; preds = %178, %0
  %26 = load i32, ptr %6, align 4, !dbg !72
  %27 = icmp slt i32 %26, 3, !dbg !74
  br i1 %27, label %28, label %181, !dbg !75

28:                                               ; preds = %25
    #dbg_declare(ptr %7, !76, !DIExpression(), !78)
  store i64 0, ptr %7, align 8, !dbg !78
    #dbg_declare(ptr %8, !79, !DIExpression(), !80)
  store i32 1, ptr %8, align 4, !dbg !80
  br label %29, !dbg !81

29:                                               ; preds = %118, %28
  %30 = load i64, ptr %7, align 8, !dbg !82
  %31 = icmp ult i64 %30, 1200, !dbg !83
  br i1 %31, label %32, label %119, !dbg !81

32:                                               ; preds = %29
  %33 = load i32, ptr %6, align 4, !dbg !84
  %34 = icmp eq i32 %33, 0, !dbg !87
  br i1 %34, label %35, label %68, !dbg !88

35:                                               ; preds = %32
  %36 = load i32, ptr %8, align 4, !dbg !89
  %37 = mul i32 %36, 1103515245, !dbg !91
  %38 = add i32 %37, 12345, !dbg !92
  store i32 %38, ptr %8, align 4, !dbg !93
    #dbg_declare(ptr %9, !94, !DIExpression(), !95)
  %39 = load i32, ptr %8, align 4, !dbg !96
  %40 = lshr i32 %39, 16, !dbg !97
  %41 = urem i32 %40, 40, !dbg !98
  %42 = add i32 %41, 1, !dbg !99
  %43 = zext i32 %42 to i64, !dbg !100
  store i64 %43, ptr %9, align 8, !dbg !95
    #dbg_declare(ptr %10, !101, !DIExpression(), !102)
  %44 = load i32, ptr %8, align 4, !dbg !103
  %45 = lshr i32 %44, 24, !dbg !104
  %46 = urem i32 %45, 4, !dbg !105
  %47 = add i32 97, %46, !dbg !106
  %48 = trunc i32 %47 to i8, !dbg !107
  store i8 %48, ptr %10, align 1, !dbg !102
    #dbg_declare(ptr %11, !108, !DIExpression(), !110)
  store i64 0, ptr %11, align 8, !dbg !110
  br label %49, !dbg !111

49:                                               ; preds = %64, %35
  %50 = load i64, ptr %11, align 8, !dbg !112
  %51 = load i64, ptr %9, align 8, !dbg !114
  %52 = icmp ult i64 %50, %51, !dbg !115
  br i1 %52, label %53, label %56, !dbg !116

53:                                               ; preds = %49
  %54 = load i64, ptr %7, align 8, !dbg !117
  %55 = icmp ult i64 %54, 1200, !dbg !118
  br label %56

56:                                               ; preds = %53, %49
  %57 = phi i1 [ false, %49 ], [ %55, %53 ], !dbg !119
  br i1 %57, label %58, label %67, !dbg !120

58:                                               ; preds = %56
  %59 = load i8, ptr %10, align 1, !dbg !121
  %60 = load ptr, ptr %2, align 8, !dbg !122
  %61 = load i64, ptr %7, align 8, !dbg !123
  %62 = add i64 %61, 1, !dbg !123
  store i64 %62, ptr %7, align 8, !dbg !123
  %63 = getelementptr inbounds i8, ptr %60, i64 %61, !dbg !122
  store i8 %59, ptr %63, align 1, !dbg !124
  br label %64, !dbg !122

64:                                               ; preds = %58
  %65 = load i64, ptr %11, align 8, !dbg !125
  %66 = add i64 %65, 1, !dbg !125
  store i64 %66, ptr %11, align 8, !dbg !125
  br label %49, !dbg !126, !llvm.loop !127

67:                                               ; preds = %56
  br label %118, !dbg !130

68:                                               ; preds = %32
  %69 = load i32, ptr %6, align 4, !dbg !131
  %70 = icmp eq i32 %69, 1, !dbg !133
  br i1 %70, label %71, label %106, !dbg !134

71:                                               ; preds = %68
  %72 = load i32, ptr %8, align 4, !dbg !135
  %73 = mul i32 %72, 1103515245, !dbg !137
  %74 = add i32 %73, 12345, !dbg !138
  store i32 %74, ptr %8, align 4, !dbg !139
    #dbg_declare(ptr %12, !140, !DIExpression(), !141)
  %75 = load i32, ptr %8, align 4, !dbg !142
  %76 = lshr i32 %75, 16, !dbg !143
  %77 = urem i32 %76, 5, !dbg !144
  %78 = zext i32 %77 to i64, !dbg !145
  %79 = getelementptr inbounds [5 x ptr], ptr %5, i64 0, i64 %78, !dbg !145
  %80 = load ptr, ptr %79, align 8, !dbg !145
  store ptr %80, ptr %12, align 8, !dbg !141
    #dbg_declare(ptr %13, !146, !DIExpression(), !148)
  store i64 0, ptr %13, align 8, !dbg !148
  br label %81, !dbg !149

81:                                               ; preds = %102, %71
  %82 = load ptr, ptr %12, align 8, !dbg !150
  %83 = load i64, ptr %13, align 8, !dbg !152
  %84 = getelementptr inbounds i8, ptr %82, i64 %83, !dbg !150
  %85 = load i8, ptr %84, align 1, !dbg !150
  %86 = sext i8 %85 to i32, !dbg !150
  %87 = icmp ne i32 %86, 0, !dbg !150
  br i1 %87, label %88, label %91, !dbg !153

88:                                               ; preds = %81
  %89 = load i64, ptr %7, align 8, !dbg !154
  %90 = icmp ult i64 %89, 1200, !dbg !155
  br label %91

91:                                               ; preds = %88, %81
  %92 = phi i1 [ false, %81 ], [ %90, %88 ], !dbg !156
  br i1 %92, label %93, label %105, !dbg !157

93:                                               ; preds = %91
  %94 = load ptr, ptr %12, align 8, !dbg !158
  %95 = load i64, ptr %13, align 8, !dbg !159
  %96 = getelementptr inbounds i8, ptr %94, i64 %95, !dbg !158
  %97 = load i8, ptr %96, align 1, !dbg !158
  %98 = load ptr, ptr %2, align 8, !dbg !160
  %99 = load i64, ptr %7, align 8, !dbg !161
  %100 = add i64 %99, 1, !dbg !161
  store i64 %100, ptr %7, align 8, !dbg !161
  %101 = getelementptr inbounds i8, ptr %98, i64 %99, !dbg !160
  store i8 %97, ptr %101, align 1, !dbg !162
  br label %102, !dbg !160

102:                                              ; preds = %93
  %103 = load i64, ptr %13, align 8, !dbg !163
  %104 = add i64 %103, 1, !dbg !163
  store i64 %104, ptr %13, align 8, !dbg !163
  br label %81, !dbg !164, !llvm.loop !165

105:                                              ; preds = %91
  br label %117, !dbg !167

106:                                              ; preds = %68
  %107 = load i32, ptr %8, align 4, !dbg !168
  %108 = mul i32 %107, 1103515245, !dbg !170
  %109 = add i32 %108, 12345, !dbg !171
  store i32 %109, ptr %8, align 4, !dbg !172
  %110 = load i32, ptr %8, align 4, !dbg !173
  %111 = lshr i32 %110, 23, !dbg !174
  %112 = trunc i32 %111 to i8, !dbg !175
  %113 = load ptr, ptr %2, align 8, !dbg !176
  %114 = load i64, ptr %7, align 8, !dbg !177
  %115 = add i64 %114, 1, !dbg !177
  store i64 %115, ptr %7, align 8, !dbg !177
  %116 = getelementptr inbounds i8, ptr %113, i64 %114, !dbg !176
  store i8 %112, ptr %116, align 1, !dbg !178
  br label %117

117:                                              ; preds = %106, %105
  br label %118

118:                                              ; preds = %117, %67
  br label %29, !dbg !81, !llvm.loop !179

119:                                              ; preds = %29
    #dbg_declare(ptr %14, !181, !DIExpression(), !182)
  %120 = load ptr, ptr %2, align 8, !dbg !183
  %121 = load ptr, ptr %3, align 8, !dbg !184
  %122 = call i64 @rle_encode(ptr noundef %120, i64 noundef 1200, ptr noundef %121), !dbg !185
  store i64 %122, ptr %14, align 8, !dbg !182
    #dbg_declare(ptr %15, !186, !DIExpression(), !187)
  %123 = load ptr, ptr %3, align 8, !dbg !188
  %124 = load i64, ptr %14, align 8, !dbg !189
  %125 = load ptr, ptr %4, align 8, !dbg !190
  %126 = call i64 @rle_decode(ptr noundef %123, i64 noundef %124, ptr noundef %125), !dbg !191
  store i64 %126, ptr %15, align 8, !dbg !187
    #dbg_declare(ptr %16, !192, !DIExpression(), !193)
  %127 = load i64, ptr %15, align 8, !dbg !194
  %128 = icmp eq i64 %127, 1200, !dbg !195
  br i1 %128, label %129, label %134, !dbg !196

129:                                              ; preds = %119
  %130 = load ptr, ptr %4, align 8, !dbg !197
  %131 = load ptr, ptr %2, align 8, !dbg !198
  %132 = call i32 @memcmp(ptr noundef %130, ptr noundef %131, i64 noundef 1200) #8, !dbg !199
  %133 = icmp eq i32 %132, 0, !dbg !200
  br label %134

134:                                              ; preds = %129, %119
  %135 = phi i1 [ false, %119 ], [ %133, %129 ], !dbg !201
  %136 = zext i1 %135 to i32, !dbg !196
  store i32 %136, ptr %16, align 4, !dbg !193
    #dbg_declare(ptr %17, !202, !DIExpression(), !203)
  %137 = load ptr, ptr %2, align 8, !dbg !204
  %138 = load ptr, ptr %3, align 8, !dbg !205
  %139 = call i64 @lz_encode(ptr noundef %137, i64 noundef 1200, ptr noundef %138), !dbg !206
  store i64 %139, ptr %17, align 8, !dbg !203
    #dbg_declare(ptr %18, !207, !DIExpression(), !208)
  %140 = load ptr, ptr %3, align 8, !dbg !209
  %141 = load i64, ptr %17, align 8, !dbg !210
  %142 = load ptr, ptr %4, align 8, !dbg !211
  %143 = call i64 @lz_decode(ptr noundef %140, i64 noundef %141, ptr noundef %142), !dbg !212
  store i64 %143, ptr %18, align 8, !dbg !208
    #dbg_declare(ptr %19, !213, !DIExpression(), !214)
  %144 = load i64, ptr %18, align 8, !dbg !215
  %145 = icmp eq i64 %144, 1200, !dbg !216
  br i1 %145, label %146, label %151, !dbg !217

146:                                              ; preds = %134
  %147 = load ptr, ptr %4, align 8, !dbg !218
  %148 = load ptr, ptr %2, align 8, !dbg !219
  %149 = call i32 @memcmp(ptr noundef %147, ptr noundef %148, i64 noundef 1200) #8, !dbg !220
  %150 = icmp eq i32 %149, 0, !dbg !221
  br label %151

151:                                              ; preds = %146, %134
  %152 = phi i1 [ false, %134 ], [ %150, %146 ], !dbg !201
  %153 = zext i1 %152 to i32, !dbg !217
  store i32 %153, ptr %19, align 4, !dbg !214
    #dbg_declare(ptr %20, !222, !DIExpression(), !223)
  store i32 0, ptr %20, align 4, !dbg !223
    #dbg_declare(ptr %21, !224, !DIExpression(), !226)
  store i64 0, ptr %21, align 8, !dbg !226
  br label %154, !dbg !227

154:                                              ; preds = %167, %151
  %155 = load i64, ptr %21, align 8, !dbg !228
  %156 = load i64, ptr %17, align 8, !dbg !230
  %157 = icmp ult i64 %155, %156, !dbg !231
  br i1 %157, label %158, label %170, !dbg !232

158:                                              ; preds = %154
  %159 = load i32, ptr %20, align 4, !dbg !233
  %160 = mul i32 %159, 31, !dbg !234
  %161 = load ptr, ptr %3, align 8, !dbg !235
  %162 = load i64, ptr %21, align 8, !dbg !236
  %163 = getelementptr inbounds i8, ptr %161, i64 %162, !dbg !235
  %164 = load i8, ptr %163, align 1, !dbg !235
  %165 = zext i8 %164 to i32, !dbg !235
  %166 = add i32 %160, %165, !dbg !237
  store i32 %166, ptr %20, align 4, !dbg !238
  br label %167, !dbg !239

167:                                              ; preds = %158
  %168 = load i64, ptr %21, align 8, !dbg !240
  %169 = add i64 %168, 1, !dbg !240
  store i64 %169, ptr %21, align 8, !dbg !240
  br label %154, !dbg !241, !llvm.loop !242

170:                                              ; preds = %154
  %171 = load i32, ptr %6, align 4, !dbg !244
  %172 = load i64, ptr %14, align 8, !dbg !245
  %173 = load i32, ptr %16, align 4, !dbg !246
  %174 = load i64, ptr %17, align 8, !dbg !247
  %175 = load i32, ptr %19, align 4, !dbg !248
  %176 = load i32, ptr %20, align 4, !dbg !249
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %171, i64 noundef %172, i32 noundef %173, i64 noundef %174, i32 noundef %175, i32 noundef %176), !dbg !250
  br label %178, !dbg !251

178:                                              ; preds = %170
  %179 = load i32, ptr %6, align 4, !dbg !252
  %180 = add nsw i32 %179, 1, !dbg !252
  store i32 %180, ptr %6, align 4, !dbg !252
  br label %25, !dbg !253, !llvm.loop !254

181:                                              ; preds = %25
  %182 = load ptr, ptr %2, align 8, !dbg !256
  call void @free(ptr noundef %182) #9, !dbg !257
  %183 = load ptr, ptr %3, align 8, !dbg !258
  call void @free(ptr noundef %183) #9, !dbg !259
  %184 = load ptr, ptr %4, align 8, !dbg !260
  call void @free(ptr noundef %184) #9, !dbg !261
  ret i32 0, !dbg !262
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rle_encode(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 !dbg !263 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !268, !DIExpression(), !269)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !270, !DIExpression(), !271)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !272, !DIExpression(), !273)
    #dbg_declare(ptr %7, !274, !DIExpression(), !275)
  store i64 0, ptr %7, align 8, !dbg !275
    #dbg_declare(ptr %8, !276, !DIExpression(), !278)
  store i64 0, ptr %8, align 8, !dbg !278
  br label %10, !dbg !279

10:                                               ; preds = %43, %3
  %11 = load i64, ptr %8, align 8, !dbg !280
  %12 = load i64, ptr %5, align 8, !dbg !282
  %13 = icmp ult i64 %11, %12, !dbg !283
  br i1 %13, label %14, label %61, !dbg !284

14:                                               ; preds = %10
    #dbg_declare(ptr %9, !285, !DIExpression(), !287)
  store i64 1, ptr %9, align 8, !dbg !287
  br label %15, !dbg !288

15:                                               ; preds = %40, %14
  %16 = load i64, ptr %8, align 8, !dbg !289
  %17 = load i64, ptr %9, align 8, !dbg !290
  %18 = add i64 %16, %17, !dbg !291
  %19 = load i64, ptr %5, align 8, !dbg !292
  %20 = icmp ult i64 %18, %19, !dbg !293
  br i1 %20, label %21, label %38, !dbg !294

21:                                               ; preds = %15
  %22 = load ptr, ptr %4, align 8, !dbg !295
  %23 = load i64, ptr %8, align 8, !dbg !296
  %24 = load i64, ptr %9, align 8, !dbg !297
  %25 = add i64 %23, %24, !dbg !298
  %26 = getelementptr inbounds i8, ptr %22, i64 %25, !dbg !295
  %27 = load i8, ptr %26, align 1, !dbg !295
  %28 = zext i8 %27 to i32, !dbg !295
  %29 = load ptr, ptr %4, align 8, !dbg !299
  %30 = load i64, ptr %8, align 8, !dbg !300
  %31 = getelementptr inbounds i8, ptr %29, i64 %30, !dbg !299
  %32 = load i8, ptr %31, align 1, !dbg !299
  %33 = zext i8 %32 to i32, !dbg !299
  %34 = icmp eq i32 %28, %33, !dbg !301
  br i1 %34, label %35, label %38, !dbg !302

35:                                               ; preds = %21
  %36 = load i64, ptr %9, align 8, !dbg !303
  %37 = icmp ult i64 %36, 255, !dbg !304
  br label %38

38:                                               ; preds = %35, %21, %15
  %39 = phi i1 [ false, %21 ], [ false, %15 ], [ %37, %35 ], !dbg !305
  br i1 %39, label %40, label %43, !dbg !288

40:                                               ; preds = %38
  %41 = load i64, ptr %9, align 8, !dbg !306
  %42 = add i64 %41, 1, !dbg !306
  store i64 %42, ptr %9, align 8, !dbg !306
  br label %15, !dbg !288, !llvm.loop !307

43:                                               ; preds = %38
  %44 = load i64, ptr %9, align 8, !dbg !308
  %45 = trunc i64 %44 to i8, !dbg !309
  %46 = load ptr, ptr %6, align 8, !dbg !310
  %47 = load i64, ptr %7, align 8, !dbg !311
  %48 = add i64 %47, 1, !dbg !311
  store i64 %48, ptr %7, align 8, !dbg !311
  %49 = getelementptr inbounds i8, ptr %46, i64 %47, !dbg !310
  store i8 %45, ptr %49, align 1, !dbg !312
  %50 = load ptr, ptr %4, align 8, !dbg !313
  %51 = load i64, ptr %8, align 8, !dbg !314
  %52 = getelementptr inbounds i8, ptr %50, i64 %51, !dbg !313
  %53 = load i8, ptr %52, align 1, !dbg !313
  %54 = load ptr, ptr %6, align 8, !dbg !315
  %55 = load i64, ptr %7, align 8, !dbg !316
  %56 = add i64 %55, 1, !dbg !316
  store i64 %56, ptr %7, align 8, !dbg !316
  %57 = getelementptr inbounds i8, ptr %54, i64 %55, !dbg !315
  store i8 %53, ptr %57, align 1, !dbg !317
  %58 = load i64, ptr %9, align 8, !dbg !318
  %59 = load i64, ptr %8, align 8, !dbg !319
  %60 = add i64 %59, %58, !dbg !319
  store i64 %60, ptr %8, align 8, !dbg !319
  br label %10, !dbg !320, !llvm.loop !321

61:                                               ; preds = %10
  %62 = load i64, ptr %7, align 8, !dbg !323
  ret i64 %62, !dbg !324
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rle_decode(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 !dbg !325 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !326, !DIExpression(), !327)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !328, !DIExpression(), !329)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !330, !DIExpression(), !331)
    #dbg_declare(ptr %7, !332, !DIExpression(), !333)
  store i64 0, ptr %7, align 8, !dbg !333
    #dbg_declare(ptr %8, !334, !DIExpression(), !336)
  store i64 0, ptr %8, align 8, !dbg !336
  br label %9, !dbg !337

9:                                                ; preds = %37, %3
  %10 = load i64, ptr %8, align 8, !dbg !338
  %11 = add i64 %10, 1, !dbg !340
  %12 = load i64, ptr %5, align 8, !dbg !341
  %13 = icmp ult i64 %11, %12, !dbg !342
  br i1 %13, label %14, label %40, !dbg !343

14:                                               ; preds = %9
  %15 = load ptr, ptr %6, align 8, !dbg !344
  %16 = load i64, ptr %7, align 8, !dbg !346
  %17 = getelementptr inbounds i8, ptr %15, i64 %16, !dbg !347
  %18 = load ptr, ptr %4, align 8, !dbg !348
  %19 = load i64, ptr %8, align 8, !dbg !349
  %20 = add i64 %19, 1, !dbg !350
  %21 = getelementptr inbounds i8, ptr %18, i64 %20, !dbg !348
  %22 = load i8, ptr %21, align 1, !dbg !348
  %23 = zext i8 %22 to i32, !dbg !348
  %24 = trunc i32 %23 to i8, !dbg !351
  %25 = load ptr, ptr %4, align 8, !dbg !352
  %26 = load i64, ptr %8, align 8, !dbg !353
  %27 = getelementptr inbounds i8, ptr %25, i64 %26, !dbg !352
  %28 = load i8, ptr %27, align 1, !dbg !352
  %29 = zext i8 %28 to i64, !dbg !352
  call void @llvm.memset.p0.i64(ptr align 1 %17, i8 %24, i64 %29, i1 false), !dbg !351
  %30 = load ptr, ptr %4, align 8, !dbg !354
  %31 = load i64, ptr %8, align 8, !dbg !355
  %32 = getelementptr inbounds i8, ptr %30, i64 %31, !dbg !354
  %33 = load i8, ptr %32, align 1, !dbg !354
  %34 = zext i8 %33 to i64, !dbg !354
  %35 = load i64, ptr %7, align 8, !dbg !356
  %36 = add i64 %35, %34, !dbg !356
  store i64 %36, ptr %7, align 8, !dbg !356
  br label %37, !dbg !357

37:                                               ; preds = %14
  %38 = load i64, ptr %8, align 8, !dbg !358
  %39 = add i64 %38, 2, !dbg !358
  store i64 %39, ptr %8, align 8, !dbg !358
  br label %9, !dbg !359, !llvm.loop !360

40:                                               ; preds = %9
  %41 = load i64, ptr %7, align 8, !dbg !362
  ret i64 %41, !dbg !363
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lz_encode(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 !dbg !364 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !365, !DIExpression(), !366)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !367, !DIExpression(), !368)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !369, !DIExpression(), !370)
    #dbg_declare(ptr %7, !371, !DIExpression(), !372)
  store i64 0, ptr %7, align 8, !dbg !372
    #dbg_declare(ptr %8, !373, !DIExpression(), !374)
  store i64 0, ptr %8, align 8, !dbg !374
    #dbg_declare(ptr %9, !375, !DIExpression(), !376)
  store i64 0, ptr %9, align 8, !dbg !376
  br label %17, !dbg !377

17:                                               ; preds = %153, %3
  %18 = load i64, ptr %8, align 8, !dbg !378
  %19 = load i64, ptr %5, align 8, !dbg !379
  %20 = icmp ult i64 %18, %19, !dbg !380
  br i1 %20, label %21, label %154, !dbg !377

21:                                               ; preds = %17
    #dbg_declare(ptr %10, !381, !DIExpression(), !383)
  store i64 0, ptr %10, align 8, !dbg !383
    #dbg_declare(ptr %11, !384, !DIExpression(), !385)
  store i64 0, ptr %11, align 8, !dbg !385
    #dbg_declare(ptr %12, !386, !DIExpression(), !387)
  %22 = load i64, ptr %8, align 8, !dbg !388
  %23 = icmp ugt i64 %22, 255, !dbg !389
  br i1 %23, label %24, label %27, !dbg !388

24:                                               ; preds = %21
  %25 = load i64, ptr %8, align 8, !dbg !390
  %26 = sub i64 %25, 255, !dbg !391
  br label %28, !dbg !388

27:                                               ; preds = %21
  br label %28, !dbg !388

28:                                               ; preds = %27, %24
  %29 = phi i64 [ %26, %24 ], [ 0, %27 ], !dbg !388
  store i64 %29, ptr %12, align 8, !dbg !387
    #dbg_declare(ptr %13, !392, !DIExpression(), !394)
  %30 = load i64, ptr %12, align 8, !dbg !395
  store i64 %30, ptr %13, align 8, !dbg !394
  br label %31, !dbg !396

31:                                               ; preds = %76, %28
  %32 = load i64, ptr %13, align 8, !dbg !397
  %33 = load i64, ptr %8, align 8, !dbg !399
  %34 = icmp ult i64 %32, %33, !dbg !400
  br i1 %34, label %35, label %79, !dbg !401

35:                                               ; preds = %31
    #dbg_declare(ptr %14, !402, !DIExpression(), !404)
  store i64 0, ptr %14, align 8, !dbg !404
  br label %36, !dbg !405

36:                                               ; preds = %63, %35
  %37 = load i64, ptr %8, align 8, !dbg !406
  %38 = load i64, ptr %14, align 8, !dbg !407
  %39 = add i64 %37, %38, !dbg !408
  %40 = load i64, ptr %5, align 8, !dbg !409
  %41 = icmp ult i64 %39, %40, !dbg !410
  br i1 %41, label %42, label %61, !dbg !411

42:                                               ; preds = %36
  %43 = load ptr, ptr %4, align 8, !dbg !412
  %44 = load i64, ptr %13, align 8, !dbg !413
  %45 = load i64, ptr %14, align 8, !dbg !414
  %46 = add i64 %44, %45, !dbg !415
  %47 = getelementptr inbounds i8, ptr %43, i64 %46, !dbg !412
  %48 = load i8, ptr %47, align 1, !dbg !412
  %49 = zext i8 %48 to i32, !dbg !412
  %50 = load ptr, ptr %4, align 8, !dbg !416
  %51 = load i64, ptr %8, align 8, !dbg !417
  %52 = load i64, ptr %14, align 8, !dbg !418
  %53 = add i64 %51, %52, !dbg !419
  %54 = getelementptr inbounds i8, ptr %50, i64 %53, !dbg !416
  %55 = load i8, ptr %54, align 1, !dbg !416
  %56 = zext i8 %55 to i32, !dbg !416
  %57 = icmp eq i32 %49, %56, !dbg !420
  br i1 %57, label %58, label %61, !dbg !421

58:                                               ; preds = %42
  %59 = load i64, ptr %14, align 8, !dbg !422
  %60 = icmp ult i64 %59, 255, !dbg !423
  br label %61

61:                                               ; preds = %58, %42, %36
  %62 = phi i1 [ false, %42 ], [ false, %36 ], [ %60, %58 ], !dbg !424
  br i1 %62, label %63, label %66, !dbg !405

63:                                               ; preds = %61
  %64 = load i64, ptr %14, align 8, !dbg !425
  %65 = add i64 %64, 1, !dbg !425
  store i64 %65, ptr %14, align 8, !dbg !425
  br label %36, !dbg !405, !llvm.loop !426

66:                                               ; preds = %61
  %67 = load i64, ptr %14, align 8, !dbg !427
  %68 = load i64, ptr %10, align 8, !dbg !429
  %69 = icmp ugt i64 %67, %68, !dbg !430
  br i1 %69, label %70, label %75, !dbg !431

70:                                               ; preds = %66
  %71 = load i64, ptr %14, align 8, !dbg !432
  store i64 %71, ptr %10, align 8, !dbg !434
  %72 = load i64, ptr %8, align 8, !dbg !435
  %73 = load i64, ptr %13, align 8, !dbg !436
  %74 = sub i64 %72, %73, !dbg !437
  store i64 %74, ptr %11, align 8, !dbg !438
  br label %75, !dbg !439

75:                                               ; preds = %70, %66
  br label %76, !dbg !440

76:                                               ; preds = %75
  %77 = load i64, ptr %13, align 8, !dbg !441
  %78 = add i64 %77, 1, !dbg !441
  store i64 %78, ptr %13, align 8, !dbg !441
  br label %31, !dbg !442, !llvm.loop !443

79:                                               ; preds = %31
  %80 = load i64, ptr %10, align 8, !dbg !445
  %81 = icmp uge i64 %80, 4, !dbg !447
  br i1 %81, label %82, label %150, !dbg !448

82:                                               ; preds = %79
  br label %83, !dbg !449

83:                                               ; preds = %97, %82
  %84 = load i64, ptr %9, align 8, !dbg !451
  %85 = load i64, ptr %8, align 8, !dbg !452
  %86 = icmp ult i64 %84, %85, !dbg !453
  br i1 %86, label %87, label %122, !dbg !449

87:                                               ; preds = %83
    #dbg_declare(ptr %15, !454, !DIExpression(), !456)
  %88 = load i64, ptr %8, align 8, !dbg !457
  %89 = load i64, ptr %9, align 8, !dbg !458
  %90 = sub i64 %88, %89, !dbg !459
  %91 = icmp ugt i64 %90, 255, !dbg !460
  br i1 %91, label %92, label %93, !dbg !457

92:                                               ; preds = %87
  br label %97, !dbg !457

93:                                               ; preds = %87
  %94 = load i64, ptr %8, align 8, !dbg !461
  %95 = load i64, ptr %9, align 8, !dbg !462
  %96 = sub i64 %94, %95, !dbg !463
  br label %97, !dbg !457

97:                                               ; preds = %93, %92
  %98 = phi i64 [ 255, %92 ], [ %96, %93 ], !dbg !457
  store i64 %98, ptr %15, align 8, !dbg !456
  %99 = load ptr, ptr %6, align 8, !dbg !464
  %100 = load i64, ptr %7, align 8, !dbg !465
  %101 = add i64 %100, 1, !dbg !465
  store i64 %101, ptr %7, align 8, !dbg !465
  %102 = getelementptr inbounds i8, ptr %99, i64 %100, !dbg !464
  store i8 0, ptr %102, align 1, !dbg !466
  %103 = load i64, ptr %15, align 8, !dbg !467
  %104 = trunc i64 %103 to i8, !dbg !468
  %105 = load ptr, ptr %6, align 8, !dbg !469
  %106 = load i64, ptr %7, align 8, !dbg !470
  %107 = add i64 %106, 1, !dbg !470
  store i64 %107, ptr %7, align 8, !dbg !470
  %108 = getelementptr inbounds i8, ptr %105, i64 %106, !dbg !469
  store i8 %104, ptr %108, align 1, !dbg !471
  %109 = load ptr, ptr %6, align 8, !dbg !472
  %110 = load i64, ptr %7, align 8, !dbg !473
  %111 = getelementptr inbounds i8, ptr %109, i64 %110, !dbg !474
  %112 = load ptr, ptr %4, align 8, !dbg !475
  %113 = load i64, ptr %9, align 8, !dbg !476
  %114 = getelementptr inbounds i8, ptr %112, i64 %113, !dbg !477
  %115 = load i64, ptr %15, align 8, !dbg !478
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %111, ptr align 1 %114, i64 %115, i1 false), !dbg !479
  %116 = load i64, ptr %15, align 8, !dbg !480
  %117 = load i64, ptr %7, align 8, !dbg !481
  %118 = add i64 %117, %116, !dbg !481
  store i64 %118, ptr %7, align 8, !dbg !481
  %119 = load i64, ptr %15, align 8, !dbg !482
  %120 = load i64, ptr %9, align 8, !dbg !483
  %121 = add i64 %120, %119, !dbg !483
  store i64 %121, ptr %9, align 8, !dbg !483
  br label %83, !dbg !449, !llvm.loop !484

122:                                              ; preds = %83
  %123 = load ptr, ptr %6, align 8, !dbg !486
  %124 = load i64, ptr %7, align 8, !dbg !487
  %125 = add i64 %124, 1, !dbg !487
  store i64 %125, ptr %7, align 8, !dbg !487
  %126 = getelementptr inbounds i8, ptr %123, i64 %124, !dbg !486
  store i8 1, ptr %126, align 1, !dbg !488
  %127 = load i64, ptr %11, align 8, !dbg !489
  %128 = lshr i64 %127, 8, !dbg !490
  %129 = trunc i64 %128 to i8, !dbg !491
  %130 = load ptr, ptr %6, align 8, !dbg !492
  %131 = load i64, ptr %7, align 8, !dbg !493
  %132 = add i64 %131, 1, !dbg !493
  store i64 %132, ptr %7, align 8, !dbg !493
  %133 = getelementptr inbounds i8, ptr %130, i64 %131, !dbg !492
  store i8 %129, ptr %133, align 1, !dbg !494
  %134 = load i64, ptr %11, align 8, !dbg !495
  %135 = trunc i64 %134 to i8, !dbg !496
  %136 = load ptr, ptr %6, align 8, !dbg !497
  %137 = load i64, ptr %7, align 8, !dbg !498
  %138 = add i64 %137, 1, !dbg !498
  store i64 %138, ptr %7, align 8, !dbg !498
  %139 = getelementptr inbounds i8, ptr %136, i64 %137, !dbg !497
  store i8 %135, ptr %139, align 1, !dbg !499
  %140 = load i64, ptr %10, align 8, !dbg !500
  %141 = trunc i64 %140 to i8, !dbg !501
  %142 = load ptr, ptr %6, align 8, !dbg !502
  %143 = load i64, ptr %7, align 8, !dbg !503
  %144 = add i64 %143, 1, !dbg !503
  store i64 %144, ptr %7, align 8, !dbg !503
  %145 = getelementptr inbounds i8, ptr %142, i64 %143, !dbg !502
  store i8 %141, ptr %145, align 1, !dbg !504
  %146 = load i64, ptr %10, align 8, !dbg !505
  %147 = load i64, ptr %8, align 8, !dbg !506
  %148 = add i64 %147, %146, !dbg !506
  store i64 %148, ptr %8, align 8, !dbg !506
  %149 = load i64, ptr %8, align 8, !dbg !507
  store i64 %149, ptr %9, align 8, !dbg !508
  br label %153, !dbg !509

150:                                              ; preds = %79
  %151 = load i64, ptr %8, align 8, !dbg !510
  %152 = add i64 %151, 1, !dbg !510
  store i64 %152, ptr %8, align 8, !dbg !510
  br label %153

153:                                              ; preds = %150, %122
  br label %17, !dbg !377, !llvm.loop !512

154:                                              ; preds = %17
  br label %155, !dbg !514

155:                                              ; preds = %169, %154
  %156 = load i64, ptr %9, align 8, !dbg !515
  %157 = load i64, ptr %5, align 8, !dbg !516
  %158 = icmp ult i64 %156, %157, !dbg !517
  br i1 %158, label %159, label %194, !dbg !514

159:                                              ; preds = %155
    #dbg_declare(ptr %16, !518, !DIExpression(), !520)
  %160 = load i64, ptr %5, align 8, !dbg !521
  %161 = load i64, ptr %9, align 8, !dbg !522
  %162 = sub i64 %160, %161, !dbg !523
  %163 = icmp ugt i64 %162, 255, !dbg !524
  br i1 %163, label %164, label %165, !dbg !521

164:                                              ; preds = %159
  br label %169, !dbg !521

165:                                              ; preds = %159
  %166 = load i64, ptr %5, align 8, !dbg !525
  %167 = load i64, ptr %9, align 8, !dbg !526
  %168 = sub i64 %166, %167, !dbg !527
  br label %169, !dbg !521

169:                                              ; preds = %165, %164
  %170 = phi i64 [ 255, %164 ], [ %168, %165 ], !dbg !521
  store i64 %170, ptr %16, align 8, !dbg !520
  %171 = load ptr, ptr %6, align 8, !dbg !528
  %172 = load i64, ptr %7, align 8, !dbg !529
  %173 = add i64 %172, 1, !dbg !529
  store i64 %173, ptr %7, align 8, !dbg !529
  %174 = getelementptr inbounds i8, ptr %171, i64 %172, !dbg !528
  store i8 0, ptr %174, align 1, !dbg !530
  %175 = load i64, ptr %16, align 8, !dbg !531
  %176 = trunc i64 %175 to i8, !dbg !532
  %177 = load ptr, ptr %6, align 8, !dbg !533
  %178 = load i64, ptr %7, align 8, !dbg !534
  %179 = add i64 %178, 1, !dbg !534
  store i64 %179, ptr %7, align 8, !dbg !534
  %180 = getelementptr inbounds i8, ptr %177, i64 %178, !dbg !533
  store i8 %176, ptr %180, align 1, !dbg !535
  %181 = load ptr, ptr %6, align 8, !dbg !536
  %182 = load i64, ptr %7, align 8, !dbg !537
  %183 = getelementptr inbounds i8, ptr %181, i64 %182, !dbg !538
  %184 = load ptr, ptr %4, align 8, !dbg !539
  %185 = load i64, ptr %9, align 8, !dbg !540
  %186 = getelementptr inbounds i8, ptr %184, i64 %185, !dbg !541
  %187 = load i64, ptr %16, align 8, !dbg !542
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %183, ptr align 1 %186, i64 %187, i1 false), !dbg !543
  %188 = load i64, ptr %16, align 8, !dbg !544
  %189 = load i64, ptr %7, align 8, !dbg !545
  %190 = add i64 %189, %188, !dbg !545
  store i64 %190, ptr %7, align 8, !dbg !545
  %191 = load i64, ptr %16, align 8, !dbg !546
  %192 = load i64, ptr %9, align 8, !dbg !547
  %193 = add i64 %192, %191, !dbg !547
  store i64 %193, ptr %9, align 8, !dbg !547
  br label %155, !dbg !514, !llvm.loop !548

194:                                              ; preds = %155
  %195 = load i64, ptr %7, align 8, !dbg !550
  ret i64 %195, !dbg !551
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @lz_decode(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 !dbg !552 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !553, !DIExpression(), !554)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !555, !DIExpression(), !556)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !557, !DIExpression(), !558)
    #dbg_declare(ptr %7, !559, !DIExpression(), !560)
  store i64 0, ptr %7, align 8, !dbg !560
    #dbg_declare(ptr %8, !561, !DIExpression(), !563)
  store i64 0, ptr %8, align 8, !dbg !563
  br label %13, !dbg !564

13:                                               ; preds = %94, %3
  %14 = load i64, ptr %8, align 8, !dbg !565
  %15 = load i64, ptr %5, align 8, !dbg !567
  %16 = icmp ult i64 %14, %15, !dbg !568
  br i1 %16, label %17, label %95, !dbg !569

17:                                               ; preds = %13
  %18 = load ptr, ptr %4, align 8, !dbg !570
  %19 = load i64, ptr %8, align 8, !dbg !573
  %20 = getelementptr inbounds i8, ptr %18, i64 %19, !dbg !570
  %21 = load i8, ptr %20, align 1, !dbg !570
  %22 = zext i8 %21 to i32, !dbg !570
  %23 = icmp eq i32 %22, 0, !dbg !574
  br i1 %23, label %24, label %46, !dbg !575

24:                                               ; preds = %17
    #dbg_declare(ptr %9, !576, !DIExpression(), !578)
  %25 = load ptr, ptr %4, align 8, !dbg !579
  %26 = load i64, ptr %8, align 8, !dbg !580
  %27 = add i64 %26, 1, !dbg !581
  %28 = getelementptr inbounds i8, ptr %25, i64 %27, !dbg !579
  %29 = load i8, ptr %28, align 1, !dbg !579
  %30 = zext i8 %29 to i64, !dbg !579
  store i64 %30, ptr %9, align 8, !dbg !578
  %31 = load ptr, ptr %6, align 8, !dbg !582
  %32 = load i64, ptr %7, align 8, !dbg !583
  %33 = getelementptr inbounds i8, ptr %31, i64 %32, !dbg !584
  %34 = load ptr, ptr %4, align 8, !dbg !585
  %35 = load i64, ptr %8, align 8, !dbg !586
  %36 = getelementptr inbounds i8, ptr %34, i64 %35, !dbg !587
  %37 = getelementptr inbounds i8, ptr %36, i64 2, !dbg !588
  %38 = load i64, ptr %9, align 8, !dbg !589
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %33, ptr align 1 %37, i64 %38, i1 false), !dbg !590
  %39 = load i64, ptr %9, align 8, !dbg !591
  %40 = load i64, ptr %7, align 8, !dbg !592
  %41 = add i64 %40, %39, !dbg !592
  store i64 %41, ptr %7, align 8, !dbg !592
  %42 = load i64, ptr %9, align 8, !dbg !593
  %43 = add i64 2, %42, !dbg !594
  %44 = load i64, ptr %8, align 8, !dbg !595
  %45 = add i64 %44, %43, !dbg !595
  store i64 %45, ptr %8, align 8, !dbg !595
  br label %94, !dbg !596

46:                                               ; preds = %17
    #dbg_declare(ptr %10, !597, !DIExpression(), !599)
  %47 = load ptr, ptr %4, align 8, !dbg !600
  %48 = load i64, ptr %8, align 8, !dbg !601
  %49 = add i64 %48, 1, !dbg !602
  %50 = getelementptr inbounds i8, ptr %47, i64 %49, !dbg !600
  %51 = load i8, ptr %50, align 1, !dbg !600
  %52 = zext i8 %51 to i64, !dbg !603
  %53 = shl i64 %52, 8, !dbg !604
  %54 = load ptr, ptr %4, align 8, !dbg !605
  %55 = load i64, ptr %8, align 8, !dbg !606
  %56 = add i64 %55, 2, !dbg !607
  %57 = getelementptr inbounds i8, ptr %54, i64 %56, !dbg !605
  %58 = load i8, ptr %57, align 1, !dbg !605
  %59 = zext i8 %58 to i64, !dbg !605
  %60 = or i64 %53, %59, !dbg !608
  store i64 %60, ptr %10, align 8, !dbg !599
    #dbg_declare(ptr %11, !609, !DIExpression(), !610)
  %61 = load ptr, ptr %4, align 8, !dbg !611
  %62 = load i64, ptr %8, align 8, !dbg !612
  %63 = add i64 %62, 3, !dbg !613
  %64 = getelementptr inbounds i8, ptr %61, i64 %63, !dbg !611
  %65 = load i8, ptr %64, align 1, !dbg !611
  %66 = zext i8 %65 to i64, !dbg !611
  store i64 %66, ptr %11, align 8, !dbg !610
    #dbg_declare(ptr %12, !614, !DIExpression(), !616)
  store i64 0, ptr %12, align 8, !dbg !616
  br label %67, !dbg !617

67:                                               ; preds = %85, %46
  %68 = load i64, ptr %12, align 8, !dbg !618
  %69 = load i64, ptr %11, align 8, !dbg !620
  %70 = icmp ult i64 %68, %69, !dbg !621
  br i1 %70, label %71, label %88, !dbg !622

71:                                               ; preds = %67
  %72 = load ptr, ptr %6, align 8, !dbg !623
  %73 = load i64, ptr %7, align 8, !dbg !624
  %74 = load i64, ptr %10, align 8, !dbg !625
  %75 = sub i64 %73, %74, !dbg !626
  %76 = load i64, ptr %12, align 8, !dbg !627
  %77 = add i64 %75, %76, !dbg !628
  %78 = getelementptr inbounds i8, ptr %72, i64 %77, !dbg !623
  %79 = load i8, ptr %78, align 1, !dbg !623
  %80 = load ptr, ptr %6, align 8, !dbg !629
  %81 = load i64, ptr %7, align 8, !dbg !630
  %82 = load i64, ptr %12, align 8, !dbg !631
  %83 = add i64 %81, %82, !dbg !632
  %84 = getelementptr inbounds i8, ptr %80, i64 %83, !dbg !629
  store i8 %79, ptr %84, align 1, !dbg !633
  br label %85, !dbg !629

85:                                               ; preds = %71
  %86 = load i64, ptr %12, align 8, !dbg !634
  %87 = add i64 %86, 1, !dbg !634
  store i64 %87, ptr %12, align 8, !dbg !634
  br label %67, !dbg !635, !llvm.loop !636

88:                                               ; preds = %67
  %89 = load i64, ptr %11, align 8, !dbg !638
  %90 = load i64, ptr %7, align 8, !dbg !639
  %91 = add i64 %90, %89, !dbg !639
  store i64 %91, ptr %7, align 8, !dbg !639
  %92 = load i64, ptr %8, align 8, !dbg !640
  %93 = add i64 %92, 4, !dbg !640
  store i64 %93, ptr %8, align 8, !dbg !640
  br label %94

94:                                               ; preds = %88, %24
  br label %13, !dbg !641, !llvm.loop !642

95:                                               ; preds = %13
  %96 = load i64, ptr %7, align 8, !dbg !644
  ret i64 %96, !dbg !645
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!26}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "compress.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "33b7a1a9ebacd7c7f2b90b9950a2463c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 13)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !9, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 58)
!26 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !27, retainedTypes: !37, globals: !42, splitDebugInlining: false, nameTableKind: None)
!27 = !{!28}
!28 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !29, file: !2, line: 95, baseType: !34, size: 32, elements: !35)
!29 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 94, type: !30, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !26, retainedNodes: !33)
!30 = !DISubroutineType(types: !31)
!31 = !{!32}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{}
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !{!36}
!36 = !DIEnumerator(name: "N", value: 1200)
!37 = !{!38, !39}
!38 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !40, line: 18, baseType: !41)
!40 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !{!0, !7, !12, !14, !19, !21}
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"frame-pointer", i32 2}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = !DILocalVariable(name: "data", scope: !29, file: !2, line: 96, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!53 = !DILocation(line: 96, column: 20, scope: !29)
!54 = !DILocation(line: 96, column: 27, scope: !29)
!55 = !DILocalVariable(name: "enc", scope: !29, file: !2, line: 96, type: !52)
!56 = !DILocation(line: 96, column: 39, scope: !29)
!57 = !DILocation(line: 96, column: 45, scope: !29)
!58 = !DILocalVariable(name: "dec", scope: !29, file: !2, line: 96, type: !52)
!59 = !DILocation(line: 96, column: 61, scope: !29)
!60 = !DILocation(line: 96, column: 67, scope: !29)
!61 = !DILocalVariable(name: "phrases", scope: !29, file: !2, line: 97, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 320, elements: !65)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!65 = !{!66}
!66 = !DISubrange(count: 5)
!67 = !DILocation(line: 97, column: 17, scope: !29)
!68 = !DILocalVariable(name: "kind", scope: !69, file: !2, line: 98, type: !32)
!69 = distinct !DILexicalBlock(scope: !29, file: !2, line: 98, column: 5)
!70 = !DILocation(line: 98, column: 14, scope: !69)
!71 = !DILocation(line: 98, column: 10, scope: !69)
!72 = !DILocation(line: 98, column: 24, scope: !73)
!73 = distinct !DILexicalBlock(scope: !69, file: !2, line: 98, column: 5)
!74 = !DILocation(line: 98, column: 29, scope: !73)
!75 = !DILocation(line: 98, column: 5, scope: !69)
!76 = !DILocalVariable(name: "n", scope: !77, file: !2, line: 99, type: !39)
!77 = distinct !DILexicalBlock(scope: !73, file: !2, line: 98, column: 42)
!78 = !DILocation(line: 99, column: 16, scope: !77)
!79 = !DILocalVariable(name: "x", scope: !77, file: !2, line: 100, type: !34)
!80 = !DILocation(line: 100, column: 18, scope: !77)
!81 = !DILocation(line: 101, column: 9, scope: !77)
!82 = !DILocation(line: 101, column: 16, scope: !77)
!83 = !DILocation(line: 101, column: 18, scope: !77)
!84 = !DILocation(line: 102, column: 17, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !2, line: 102, column: 17)
!86 = distinct !DILexicalBlock(scope: !77, file: !2, line: 101, column: 23)
!87 = !DILocation(line: 102, column: 22, scope: !85)
!88 = !DILocation(line: 102, column: 17, scope: !86)
!89 = !DILocation(line: 103, column: 21, scope: !90)
!90 = distinct !DILexicalBlock(scope: !85, file: !2, line: 102, column: 28)
!91 = !DILocation(line: 103, column: 23, scope: !90)
!92 = !DILocation(line: 103, column: 37, scope: !90)
!93 = !DILocation(line: 103, column: 19, scope: !90)
!94 = !DILocalVariable(name: "run", scope: !90, file: !2, line: 104, type: !39)
!95 = !DILocation(line: 104, column: 24, scope: !90)
!96 = !DILocation(line: 104, column: 31, scope: !90)
!97 = !DILocation(line: 104, column: 33, scope: !90)
!98 = !DILocation(line: 104, column: 40, scope: !90)
!99 = !DILocation(line: 104, column: 45, scope: !90)
!100 = !DILocation(line: 104, column: 30, scope: !90)
!101 = !DILocalVariable(name: "v", scope: !90, file: !2, line: 105, type: !38)
!102 = !DILocation(line: 105, column: 31, scope: !90)
!103 = !DILocation(line: 105, column: 58, scope: !90)
!104 = !DILocation(line: 105, column: 60, scope: !90)
!105 = !DILocation(line: 105, column: 67, scope: !90)
!106 = !DILocation(line: 105, column: 55, scope: !90)
!107 = !DILocation(line: 105, column: 35, scope: !90)
!108 = !DILocalVariable(name: "k", scope: !109, file: !2, line: 106, type: !39)
!109 = distinct !DILexicalBlock(scope: !90, file: !2, line: 106, column: 17)
!110 = !DILocation(line: 106, column: 29, scope: !109)
!111 = !DILocation(line: 106, column: 22, scope: !109)
!112 = !DILocation(line: 106, column: 36, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !2, line: 106, column: 17)
!114 = !DILocation(line: 106, column: 40, scope: !113)
!115 = !DILocation(line: 106, column: 38, scope: !113)
!116 = !DILocation(line: 106, column: 44, scope: !113)
!117 = !DILocation(line: 106, column: 47, scope: !113)
!118 = !DILocation(line: 106, column: 49, scope: !113)
!119 = !DILocation(line: 0, scope: !113)
!120 = !DILocation(line: 106, column: 17, scope: !109)
!121 = !DILocation(line: 107, column: 33, scope: !113)
!122 = !DILocation(line: 107, column: 21, scope: !113)
!123 = !DILocation(line: 107, column: 27, scope: !113)
!124 = !DILocation(line: 107, column: 31, scope: !113)
!125 = !DILocation(line: 106, column: 55, scope: !113)
!126 = !DILocation(line: 106, column: 17, scope: !113)
!127 = distinct !{!127, !120, !128, !129}
!128 = !DILocation(line: 107, column: 33, scope: !109)
!129 = !{!"llvm.loop.mustprogress"}
!130 = !DILocation(line: 108, column: 13, scope: !90)
!131 = !DILocation(line: 108, column: 24, scope: !132)
!132 = distinct !DILexicalBlock(scope: !85, file: !2, line: 108, column: 24)
!133 = !DILocation(line: 108, column: 29, scope: !132)
!134 = !DILocation(line: 108, column: 24, scope: !85)
!135 = !DILocation(line: 109, column: 21, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 108, column: 35)
!137 = !DILocation(line: 109, column: 23, scope: !136)
!138 = !DILocation(line: 109, column: 37, scope: !136)
!139 = !DILocation(line: 109, column: 19, scope: !136)
!140 = !DILocalVariable(name: "ph", scope: !136, file: !2, line: 110, type: !63)
!141 = !DILocation(line: 110, column: 29, scope: !136)
!142 = !DILocation(line: 110, column: 43, scope: !136)
!143 = !DILocation(line: 110, column: 45, scope: !136)
!144 = !DILocation(line: 110, column: 52, scope: !136)
!145 = !DILocation(line: 110, column: 34, scope: !136)
!146 = !DILocalVariable(name: "k", scope: !147, file: !2, line: 111, type: !39)
!147 = distinct !DILexicalBlock(scope: !136, file: !2, line: 111, column: 17)
!148 = !DILocation(line: 111, column: 29, scope: !147)
!149 = !DILocation(line: 111, column: 22, scope: !147)
!150 = !DILocation(line: 111, column: 36, scope: !151)
!151 = distinct !DILexicalBlock(scope: !147, file: !2, line: 111, column: 17)
!152 = !DILocation(line: 111, column: 39, scope: !151)
!153 = !DILocation(line: 111, column: 42, scope: !151)
!154 = !DILocation(line: 111, column: 45, scope: !151)
!155 = !DILocation(line: 111, column: 47, scope: !151)
!156 = !DILocation(line: 0, scope: !151)
!157 = !DILocation(line: 111, column: 17, scope: !147)
!158 = !DILocation(line: 112, column: 48, scope: !151)
!159 = !DILocation(line: 112, column: 51, scope: !151)
!160 = !DILocation(line: 112, column: 21, scope: !151)
!161 = !DILocation(line: 112, column: 27, scope: !151)
!162 = !DILocation(line: 112, column: 31, scope: !151)
!163 = !DILocation(line: 111, column: 53, scope: !151)
!164 = !DILocation(line: 111, column: 17, scope: !151)
!165 = distinct !{!165, !157, !166, !129}
!166 = !DILocation(line: 112, column: 52, scope: !147)
!167 = !DILocation(line: 113, column: 13, scope: !136)
!168 = !DILocation(line: 114, column: 21, scope: !169)
!169 = distinct !DILexicalBlock(scope: !132, file: !2, line: 113, column: 20)
!170 = !DILocation(line: 114, column: 23, scope: !169)
!171 = !DILocation(line: 114, column: 37, scope: !169)
!172 = !DILocation(line: 114, column: 19, scope: !169)
!173 = !DILocation(line: 115, column: 45, scope: !169)
!174 = !DILocation(line: 115, column: 47, scope: !169)
!175 = !DILocation(line: 115, column: 29, scope: !169)
!176 = !DILocation(line: 115, column: 17, scope: !169)
!177 = !DILocation(line: 115, column: 23, scope: !169)
!178 = !DILocation(line: 115, column: 27, scope: !169)
!179 = distinct !{!179, !81, !180, !129}
!180 = !DILocation(line: 117, column: 9, scope: !77)
!181 = !DILocalVariable(name: "r", scope: !77, file: !2, line: 118, type: !39)
!182 = !DILocation(line: 118, column: 16, scope: !77)
!183 = !DILocation(line: 118, column: 31, scope: !77)
!184 = !DILocation(line: 118, column: 40, scope: !77)
!185 = !DILocation(line: 118, column: 20, scope: !77)
!186 = !DILocalVariable(name: "rd", scope: !77, file: !2, line: 119, type: !39)
!187 = !DILocation(line: 119, column: 16, scope: !77)
!188 = !DILocation(line: 119, column: 32, scope: !77)
!189 = !DILocation(line: 119, column: 37, scope: !77)
!190 = !DILocation(line: 119, column: 40, scope: !77)
!191 = !DILocation(line: 119, column: 21, scope: !77)
!192 = !DILocalVariable(name: "rle_ok", scope: !77, file: !2, line: 120, type: !32)
!193 = !DILocation(line: 120, column: 13, scope: !77)
!194 = !DILocation(line: 120, column: 22, scope: !77)
!195 = !DILocation(line: 120, column: 25, scope: !77)
!196 = !DILocation(line: 120, column: 30, scope: !77)
!197 = !DILocation(line: 120, column: 40, scope: !77)
!198 = !DILocation(line: 120, column: 45, scope: !77)
!199 = !DILocation(line: 120, column: 33, scope: !77)
!200 = !DILocation(line: 120, column: 54, scope: !77)
!201 = !DILocation(line: 0, scope: !77)
!202 = !DILocalVariable(name: "l", scope: !77, file: !2, line: 121, type: !39)
!203 = !DILocation(line: 121, column: 16, scope: !77)
!204 = !DILocation(line: 121, column: 30, scope: !77)
!205 = !DILocation(line: 121, column: 39, scope: !77)
!206 = !DILocation(line: 121, column: 20, scope: !77)
!207 = !DILocalVariable(name: "ld", scope: !77, file: !2, line: 122, type: !39)
!208 = !DILocation(line: 122, column: 16, scope: !77)
!209 = !DILocation(line: 122, column: 31, scope: !77)
!210 = !DILocation(line: 122, column: 36, scope: !77)
!211 = !DILocation(line: 122, column: 39, scope: !77)
!212 = !DILocation(line: 122, column: 21, scope: !77)
!213 = !DILocalVariable(name: "lz_ok", scope: !77, file: !2, line: 123, type: !32)
!214 = !DILocation(line: 123, column: 13, scope: !77)
!215 = !DILocation(line: 123, column: 21, scope: !77)
!216 = !DILocation(line: 123, column: 24, scope: !77)
!217 = !DILocation(line: 123, column: 29, scope: !77)
!218 = !DILocation(line: 123, column: 39, scope: !77)
!219 = !DILocation(line: 123, column: 44, scope: !77)
!220 = !DILocation(line: 123, column: 32, scope: !77)
!221 = !DILocation(line: 123, column: 53, scope: !77)
!222 = !DILocalVariable(name: "h", scope: !77, file: !2, line: 124, type: !34)
!223 = !DILocation(line: 124, column: 18, scope: !77)
!224 = !DILocalVariable(name: "k", scope: !225, file: !2, line: 125, type: !39)
!225 = distinct !DILexicalBlock(scope: !77, file: !2, line: 125, column: 9)
!226 = !DILocation(line: 125, column: 21, scope: !225)
!227 = !DILocation(line: 125, column: 14, scope: !225)
!228 = !DILocation(line: 125, column: 28, scope: !229)
!229 = distinct !DILexicalBlock(scope: !225, file: !2, line: 125, column: 9)
!230 = !DILocation(line: 125, column: 32, scope: !229)
!231 = !DILocation(line: 125, column: 30, scope: !229)
!232 = !DILocation(line: 125, column: 9, scope: !225)
!233 = !DILocation(line: 126, column: 17, scope: !229)
!234 = !DILocation(line: 126, column: 19, scope: !229)
!235 = !DILocation(line: 126, column: 26, scope: !229)
!236 = !DILocation(line: 126, column: 30, scope: !229)
!237 = !DILocation(line: 126, column: 24, scope: !229)
!238 = !DILocation(line: 126, column: 15, scope: !229)
!239 = !DILocation(line: 126, column: 13, scope: !229)
!240 = !DILocation(line: 125, column: 36, scope: !229)
!241 = !DILocation(line: 125, column: 9, scope: !229)
!242 = distinct !{!242, !232, !243, !129}
!243 = !DILocation(line: 126, column: 31, scope: !225)
!244 = !DILocation(line: 127, column: 78, scope: !77)
!245 = !DILocation(line: 127, column: 84, scope: !77)
!246 = !DILocation(line: 127, column: 87, scope: !77)
!247 = !DILocation(line: 127, column: 95, scope: !77)
!248 = !DILocation(line: 128, column: 16, scope: !77)
!249 = !DILocation(line: 128, column: 23, scope: !77)
!250 = !DILocation(line: 127, column: 9, scope: !77)
!251 = !DILocation(line: 129, column: 5, scope: !77)
!252 = !DILocation(line: 98, column: 38, scope: !73)
!253 = !DILocation(line: 98, column: 5, scope: !73)
!254 = distinct !{!254, !75, !255, !129}
!255 = !DILocation(line: 129, column: 5, scope: !69)
!256 = !DILocation(line: 130, column: 10, scope: !29)
!257 = !DILocation(line: 130, column: 5, scope: !29)
!258 = !DILocation(line: 131, column: 10, scope: !29)
!259 = !DILocation(line: 131, column: 5, scope: !29)
!260 = !DILocation(line: 132, column: 10, scope: !29)
!261 = !DILocation(line: 132, column: 5, scope: !29)
!262 = !DILocation(line: 133, column: 5, scope: !29)
!263 = distinct !DISubprogram(name: "rle_encode", scope: !2, file: !2, line: 7, type: !264, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !33)
!264 = !DISubroutineType(types: !265)
!265 = !{!39, !266, !39, !52}
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 64)
!267 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!268 = !DILocalVariable(name: "in", arg: 1, scope: !263, file: !2, line: 7, type: !266)
!269 = !DILocation(line: 7, column: 47, scope: !263)
!270 = !DILocalVariable(name: "n", arg: 2, scope: !263, file: !2, line: 7, type: !39)
!271 = !DILocation(line: 7, column: 58, scope: !263)
!272 = !DILocalVariable(name: "out", arg: 3, scope: !263, file: !2, line: 7, type: !52)
!273 = !DILocation(line: 7, column: 76, scope: !263)
!274 = !DILocalVariable(name: "o", scope: !263, file: !2, line: 8, type: !39)
!275 = !DILocation(line: 8, column: 12, scope: !263)
!276 = !DILocalVariable(name: "i", scope: !277, file: !2, line: 9, type: !39)
!277 = distinct !DILexicalBlock(scope: !263, file: !2, line: 9, column: 5)
!278 = !DILocation(line: 9, column: 17, scope: !277)
!279 = !DILocation(line: 9, column: 10, scope: !277)
!280 = !DILocation(line: 9, column: 24, scope: !281)
!281 = distinct !DILexicalBlock(scope: !277, file: !2, line: 9, column: 5)
!282 = !DILocation(line: 9, column: 28, scope: !281)
!283 = !DILocation(line: 9, column: 26, scope: !281)
!284 = !DILocation(line: 9, column: 5, scope: !277)
!285 = !DILocalVariable(name: "run", scope: !286, file: !2, line: 10, type: !39)
!286 = distinct !DILexicalBlock(scope: !281, file: !2, line: 9, column: 32)
!287 = !DILocation(line: 10, column: 16, scope: !286)
!288 = !DILocation(line: 11, column: 9, scope: !286)
!289 = !DILocation(line: 11, column: 16, scope: !286)
!290 = !DILocation(line: 11, column: 20, scope: !286)
!291 = !DILocation(line: 11, column: 18, scope: !286)
!292 = !DILocation(line: 11, column: 26, scope: !286)
!293 = !DILocation(line: 11, column: 24, scope: !286)
!294 = !DILocation(line: 11, column: 28, scope: !286)
!295 = !DILocation(line: 11, column: 31, scope: !286)
!296 = !DILocation(line: 11, column: 34, scope: !286)
!297 = !DILocation(line: 11, column: 38, scope: !286)
!298 = !DILocation(line: 11, column: 36, scope: !286)
!299 = !DILocation(line: 11, column: 46, scope: !286)
!300 = !DILocation(line: 11, column: 49, scope: !286)
!301 = !DILocation(line: 11, column: 43, scope: !286)
!302 = !DILocation(line: 11, column: 52, scope: !286)
!303 = !DILocation(line: 11, column: 55, scope: !286)
!304 = !DILocation(line: 11, column: 59, scope: !286)
!305 = !DILocation(line: 0, scope: !286)
!306 = !DILocation(line: 12, column: 16, scope: !286)
!307 = distinct !{!307, !288, !306, !129}
!308 = !DILocation(line: 13, column: 35, scope: !286)
!309 = !DILocation(line: 13, column: 20, scope: !286)
!310 = !DILocation(line: 13, column: 9, scope: !286)
!311 = !DILocation(line: 13, column: 14, scope: !286)
!312 = !DILocation(line: 13, column: 18, scope: !286)
!313 = !DILocation(line: 14, column: 20, scope: !286)
!314 = !DILocation(line: 14, column: 23, scope: !286)
!315 = !DILocation(line: 14, column: 9, scope: !286)
!316 = !DILocation(line: 14, column: 14, scope: !286)
!317 = !DILocation(line: 14, column: 18, scope: !286)
!318 = !DILocation(line: 15, column: 14, scope: !286)
!319 = !DILocation(line: 15, column: 11, scope: !286)
!320 = !DILocation(line: 9, column: 5, scope: !281)
!321 = distinct !{!321, !284, !322, !129}
!322 = !DILocation(line: 16, column: 5, scope: !277)
!323 = !DILocation(line: 17, column: 12, scope: !263)
!324 = !DILocation(line: 17, column: 5, scope: !263)
!325 = distinct !DISubprogram(name: "rle_decode", scope: !2, file: !2, line: 20, type: !264, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !33)
!326 = !DILocalVariable(name: "in", arg: 1, scope: !325, file: !2, line: 20, type: !266)
!327 = !DILocation(line: 20, column: 47, scope: !325)
!328 = !DILocalVariable(name: "n", arg: 2, scope: !325, file: !2, line: 20, type: !39)
!329 = !DILocation(line: 20, column: 58, scope: !325)
!330 = !DILocalVariable(name: "out", arg: 3, scope: !325, file: !2, line: 20, type: !52)
!331 = !DILocation(line: 20, column: 76, scope: !325)
!332 = !DILocalVariable(name: "o", scope: !325, file: !2, line: 21, type: !39)
!333 = !DILocation(line: 21, column: 12, scope: !325)
!334 = !DILocalVariable(name: "i", scope: !335, file: !2, line: 22, type: !39)
!335 = distinct !DILexicalBlock(scope: !325, file: !2, line: 22, column: 5)
!336 = !DILocation(line: 22, column: 17, scope: !335)
!337 = !DILocation(line: 22, column: 10, scope: !335)
!338 = !DILocation(line: 22, column: 24, scope: !339)
!339 = distinct !DILexicalBlock(scope: !335, file: !2, line: 22, column: 5)
!340 = !DILocation(line: 22, column: 26, scope: !339)
!341 = !DILocation(line: 22, column: 32, scope: !339)
!342 = !DILocation(line: 22, column: 30, scope: !339)
!343 = !DILocation(line: 22, column: 5, scope: !335)
!344 = !DILocation(line: 23, column: 16, scope: !345)
!345 = distinct !DILexicalBlock(scope: !339, file: !2, line: 22, column: 43)
!346 = !DILocation(line: 23, column: 22, scope: !345)
!347 = !DILocation(line: 23, column: 20, scope: !345)
!348 = !DILocation(line: 23, column: 25, scope: !345)
!349 = !DILocation(line: 23, column: 28, scope: !345)
!350 = !DILocation(line: 23, column: 30, scope: !345)
!351 = !DILocation(line: 23, column: 9, scope: !345)
!352 = !DILocation(line: 23, column: 36, scope: !345)
!353 = !DILocation(line: 23, column: 39, scope: !345)
!354 = !DILocation(line: 24, column: 14, scope: !345)
!355 = !DILocation(line: 24, column: 17, scope: !345)
!356 = !DILocation(line: 24, column: 11, scope: !345)
!357 = !DILocation(line: 25, column: 5, scope: !345)
!358 = !DILocation(line: 22, column: 37, scope: !339)
!359 = !DILocation(line: 22, column: 5, scope: !339)
!360 = distinct !{!360, !343, !361, !129}
!361 = !DILocation(line: 25, column: 5, scope: !335)
!362 = !DILocation(line: 26, column: 12, scope: !325)
!363 = !DILocation(line: 26, column: 5, scope: !325)
!364 = distinct !DISubprogram(name: "lz_encode", scope: !2, file: !2, line: 30, type: !264, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !33)
!365 = !DILocalVariable(name: "in", arg: 1, scope: !364, file: !2, line: 30, type: !266)
!366 = !DILocation(line: 30, column: 46, scope: !364)
!367 = !DILocalVariable(name: "n", arg: 2, scope: !364, file: !2, line: 30, type: !39)
!368 = !DILocation(line: 30, column: 57, scope: !364)
!369 = !DILocalVariable(name: "out", arg: 3, scope: !364, file: !2, line: 30, type: !52)
!370 = !DILocation(line: 30, column: 75, scope: !364)
!371 = !DILocalVariable(name: "o", scope: !364, file: !2, line: 31, type: !39)
!372 = !DILocation(line: 31, column: 12, scope: !364)
!373 = !DILocalVariable(name: "i", scope: !364, file: !2, line: 31, type: !39)
!374 = !DILocation(line: 31, column: 19, scope: !364)
!375 = !DILocalVariable(name: "lit_start", scope: !364, file: !2, line: 31, type: !39)
!376 = !DILocation(line: 31, column: 26, scope: !364)
!377 = !DILocation(line: 32, column: 5, scope: !364)
!378 = !DILocation(line: 32, column: 12, scope: !364)
!379 = !DILocation(line: 32, column: 16, scope: !364)
!380 = !DILocation(line: 32, column: 14, scope: !364)
!381 = !DILocalVariable(name: "best_len", scope: !382, file: !2, line: 33, type: !39)
!382 = distinct !DILexicalBlock(scope: !364, file: !2, line: 32, column: 19)
!383 = !DILocation(line: 33, column: 16, scope: !382)
!384 = !DILocalVariable(name: "best_dist", scope: !382, file: !2, line: 33, type: !39)
!385 = !DILocation(line: 33, column: 30, scope: !382)
!386 = !DILocalVariable(name: "window", scope: !382, file: !2, line: 34, type: !39)
!387 = !DILocation(line: 34, column: 16, scope: !382)
!388 = !DILocation(line: 34, column: 25, scope: !382)
!389 = !DILocation(line: 34, column: 27, scope: !382)
!390 = !DILocation(line: 34, column: 35, scope: !382)
!391 = !DILocation(line: 34, column: 37, scope: !382)
!392 = !DILocalVariable(name: "j", scope: !393, file: !2, line: 35, type: !39)
!393 = distinct !DILexicalBlock(scope: !382, file: !2, line: 35, column: 9)
!394 = !DILocation(line: 35, column: 21, scope: !393)
!395 = !DILocation(line: 35, column: 25, scope: !393)
!396 = !DILocation(line: 35, column: 14, scope: !393)
!397 = !DILocation(line: 35, column: 33, scope: !398)
!398 = distinct !DILexicalBlock(scope: !393, file: !2, line: 35, column: 9)
!399 = !DILocation(line: 35, column: 37, scope: !398)
!400 = !DILocation(line: 35, column: 35, scope: !398)
!401 = !DILocation(line: 35, column: 9, scope: !393)
!402 = !DILocalVariable(name: "len", scope: !403, file: !2, line: 36, type: !39)
!403 = distinct !DILexicalBlock(scope: !398, file: !2, line: 35, column: 45)
!404 = !DILocation(line: 36, column: 20, scope: !403)
!405 = !DILocation(line: 37, column: 13, scope: !403)
!406 = !DILocation(line: 37, column: 20, scope: !403)
!407 = !DILocation(line: 37, column: 24, scope: !403)
!408 = !DILocation(line: 37, column: 22, scope: !403)
!409 = !DILocation(line: 37, column: 30, scope: !403)
!410 = !DILocation(line: 37, column: 28, scope: !403)
!411 = !DILocation(line: 37, column: 32, scope: !403)
!412 = !DILocation(line: 37, column: 35, scope: !403)
!413 = !DILocation(line: 37, column: 38, scope: !403)
!414 = !DILocation(line: 37, column: 42, scope: !403)
!415 = !DILocation(line: 37, column: 40, scope: !403)
!416 = !DILocation(line: 37, column: 50, scope: !403)
!417 = !DILocation(line: 37, column: 53, scope: !403)
!418 = !DILocation(line: 37, column: 57, scope: !403)
!419 = !DILocation(line: 37, column: 55, scope: !403)
!420 = !DILocation(line: 37, column: 47, scope: !403)
!421 = !DILocation(line: 37, column: 62, scope: !403)
!422 = !DILocation(line: 37, column: 65, scope: !403)
!423 = !DILocation(line: 37, column: 69, scope: !403)
!424 = !DILocation(line: 0, scope: !403)
!425 = !DILocation(line: 38, column: 20, scope: !403)
!426 = distinct !{!426, !405, !425, !129}
!427 = !DILocation(line: 39, column: 17, scope: !428)
!428 = distinct !DILexicalBlock(scope: !403, file: !2, line: 39, column: 17)
!429 = !DILocation(line: 39, column: 23, scope: !428)
!430 = !DILocation(line: 39, column: 21, scope: !428)
!431 = !DILocation(line: 39, column: 17, scope: !403)
!432 = !DILocation(line: 40, column: 28, scope: !433)
!433 = distinct !DILexicalBlock(scope: !428, file: !2, line: 39, column: 33)
!434 = !DILocation(line: 40, column: 26, scope: !433)
!435 = !DILocation(line: 41, column: 29, scope: !433)
!436 = !DILocation(line: 41, column: 33, scope: !433)
!437 = !DILocation(line: 41, column: 31, scope: !433)
!438 = !DILocation(line: 41, column: 27, scope: !433)
!439 = !DILocation(line: 42, column: 13, scope: !433)
!440 = !DILocation(line: 43, column: 9, scope: !403)
!441 = !DILocation(line: 35, column: 41, scope: !398)
!442 = !DILocation(line: 35, column: 9, scope: !398)
!443 = distinct !{!443, !401, !444, !129}
!444 = !DILocation(line: 43, column: 9, scope: !393)
!445 = !DILocation(line: 44, column: 13, scope: !446)
!446 = distinct !DILexicalBlock(scope: !382, file: !2, line: 44, column: 13)
!447 = !DILocation(line: 44, column: 22, scope: !446)
!448 = !DILocation(line: 44, column: 13, scope: !382)
!449 = !DILocation(line: 45, column: 13, scope: !450)
!450 = distinct !DILexicalBlock(scope: !446, file: !2, line: 44, column: 28)
!451 = !DILocation(line: 45, column: 20, scope: !450)
!452 = !DILocation(line: 45, column: 32, scope: !450)
!453 = !DILocation(line: 45, column: 30, scope: !450)
!454 = !DILocalVariable(name: "chunk", scope: !455, file: !2, line: 46, type: !39)
!455 = distinct !DILexicalBlock(scope: !450, file: !2, line: 45, column: 35)
!456 = !DILocation(line: 46, column: 24, scope: !455)
!457 = !DILocation(line: 46, column: 32, scope: !455)
!458 = !DILocation(line: 46, column: 36, scope: !455)
!459 = !DILocation(line: 46, column: 34, scope: !455)
!460 = !DILocation(line: 46, column: 46, scope: !455)
!461 = !DILocation(line: 46, column: 60, scope: !455)
!462 = !DILocation(line: 46, column: 64, scope: !455)
!463 = !DILocation(line: 46, column: 62, scope: !455)
!464 = !DILocation(line: 47, column: 17, scope: !455)
!465 = !DILocation(line: 47, column: 22, scope: !455)
!466 = !DILocation(line: 47, column: 26, scope: !455)
!467 = !DILocation(line: 48, column: 43, scope: !455)
!468 = !DILocation(line: 48, column: 28, scope: !455)
!469 = !DILocation(line: 48, column: 17, scope: !455)
!470 = !DILocation(line: 48, column: 22, scope: !455)
!471 = !DILocation(line: 48, column: 26, scope: !455)
!472 = !DILocation(line: 49, column: 24, scope: !455)
!473 = !DILocation(line: 49, column: 30, scope: !455)
!474 = !DILocation(line: 49, column: 28, scope: !455)
!475 = !DILocation(line: 49, column: 33, scope: !455)
!476 = !DILocation(line: 49, column: 38, scope: !455)
!477 = !DILocation(line: 49, column: 36, scope: !455)
!478 = !DILocation(line: 49, column: 49, scope: !455)
!479 = !DILocation(line: 49, column: 17, scope: !455)
!480 = !DILocation(line: 50, column: 22, scope: !455)
!481 = !DILocation(line: 50, column: 19, scope: !455)
!482 = !DILocation(line: 51, column: 30, scope: !455)
!483 = !DILocation(line: 51, column: 27, scope: !455)
!484 = distinct !{!484, !449, !485, !129}
!485 = !DILocation(line: 52, column: 13, scope: !450)
!486 = !DILocation(line: 53, column: 13, scope: !450)
!487 = !DILocation(line: 53, column: 18, scope: !450)
!488 = !DILocation(line: 53, column: 22, scope: !450)
!489 = !DILocation(line: 54, column: 40, scope: !450)
!490 = !DILocation(line: 54, column: 50, scope: !450)
!491 = !DILocation(line: 54, column: 24, scope: !450)
!492 = !DILocation(line: 54, column: 13, scope: !450)
!493 = !DILocation(line: 54, column: 18, scope: !450)
!494 = !DILocation(line: 54, column: 22, scope: !450)
!495 = !DILocation(line: 55, column: 39, scope: !450)
!496 = !DILocation(line: 55, column: 24, scope: !450)
!497 = !DILocation(line: 55, column: 13, scope: !450)
!498 = !DILocation(line: 55, column: 18, scope: !450)
!499 = !DILocation(line: 55, column: 22, scope: !450)
!500 = !DILocation(line: 56, column: 39, scope: !450)
!501 = !DILocation(line: 56, column: 24, scope: !450)
!502 = !DILocation(line: 56, column: 13, scope: !450)
!503 = !DILocation(line: 56, column: 18, scope: !450)
!504 = !DILocation(line: 56, column: 22, scope: !450)
!505 = !DILocation(line: 57, column: 18, scope: !450)
!506 = !DILocation(line: 57, column: 15, scope: !450)
!507 = !DILocation(line: 58, column: 25, scope: !450)
!508 = !DILocation(line: 58, column: 23, scope: !450)
!509 = !DILocation(line: 59, column: 9, scope: !450)
!510 = !DILocation(line: 60, column: 14, scope: !511)
!511 = distinct !DILexicalBlock(scope: !446, file: !2, line: 59, column: 16)
!512 = distinct !{!512, !377, !513, !129}
!513 = !DILocation(line: 62, column: 5, scope: !364)
!514 = !DILocation(line: 63, column: 5, scope: !364)
!515 = !DILocation(line: 63, column: 12, scope: !364)
!516 = !DILocation(line: 63, column: 24, scope: !364)
!517 = !DILocation(line: 63, column: 22, scope: !364)
!518 = !DILocalVariable(name: "chunk", scope: !519, file: !2, line: 64, type: !39)
!519 = distinct !DILexicalBlock(scope: !364, file: !2, line: 63, column: 27)
!520 = !DILocation(line: 64, column: 16, scope: !519)
!521 = !DILocation(line: 64, column: 24, scope: !519)
!522 = !DILocation(line: 64, column: 28, scope: !519)
!523 = !DILocation(line: 64, column: 26, scope: !519)
!524 = !DILocation(line: 64, column: 38, scope: !519)
!525 = !DILocation(line: 64, column: 52, scope: !519)
!526 = !DILocation(line: 64, column: 56, scope: !519)
!527 = !DILocation(line: 64, column: 54, scope: !519)
!528 = !DILocation(line: 65, column: 9, scope: !519)
!529 = !DILocation(line: 65, column: 14, scope: !519)
!530 = !DILocation(line: 65, column: 18, scope: !519)
!531 = !DILocation(line: 66, column: 35, scope: !519)
!532 = !DILocation(line: 66, column: 20, scope: !519)
!533 = !DILocation(line: 66, column: 9, scope: !519)
!534 = !DILocation(line: 66, column: 14, scope: !519)
!535 = !DILocation(line: 66, column: 18, scope: !519)
!536 = !DILocation(line: 67, column: 16, scope: !519)
!537 = !DILocation(line: 67, column: 22, scope: !519)
!538 = !DILocation(line: 67, column: 20, scope: !519)
!539 = !DILocation(line: 67, column: 25, scope: !519)
!540 = !DILocation(line: 67, column: 30, scope: !519)
!541 = !DILocation(line: 67, column: 28, scope: !519)
!542 = !DILocation(line: 67, column: 41, scope: !519)
!543 = !DILocation(line: 67, column: 9, scope: !519)
!544 = !DILocation(line: 68, column: 14, scope: !519)
!545 = !DILocation(line: 68, column: 11, scope: !519)
!546 = !DILocation(line: 69, column: 22, scope: !519)
!547 = !DILocation(line: 69, column: 19, scope: !519)
!548 = distinct !{!548, !514, !549, !129}
!549 = !DILocation(line: 70, column: 5, scope: !364)
!550 = !DILocation(line: 71, column: 12, scope: !364)
!551 = !DILocation(line: 71, column: 5, scope: !364)
!552 = distinct !DISubprogram(name: "lz_decode", scope: !2, file: !2, line: 74, type: !264, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !26, retainedNodes: !33)
!553 = !DILocalVariable(name: "in", arg: 1, scope: !552, file: !2, line: 74, type: !266)
!554 = !DILocation(line: 74, column: 46, scope: !552)
!555 = !DILocalVariable(name: "n", arg: 2, scope: !552, file: !2, line: 74, type: !39)
!556 = !DILocation(line: 74, column: 57, scope: !552)
!557 = !DILocalVariable(name: "out", arg: 3, scope: !552, file: !2, line: 74, type: !52)
!558 = !DILocation(line: 74, column: 75, scope: !552)
!559 = !DILocalVariable(name: "o", scope: !552, file: !2, line: 75, type: !39)
!560 = !DILocation(line: 75, column: 12, scope: !552)
!561 = !DILocalVariable(name: "i", scope: !562, file: !2, line: 76, type: !39)
!562 = distinct !DILexicalBlock(scope: !552, file: !2, line: 76, column: 5)
!563 = !DILocation(line: 76, column: 17, scope: !562)
!564 = !DILocation(line: 76, column: 10, scope: !562)
!565 = !DILocation(line: 76, column: 24, scope: !566)
!566 = distinct !DILexicalBlock(scope: !562, file: !2, line: 76, column: 5)
!567 = !DILocation(line: 76, column: 28, scope: !566)
!568 = !DILocation(line: 76, column: 26, scope: !566)
!569 = !DILocation(line: 76, column: 5, scope: !562)
!570 = !DILocation(line: 77, column: 13, scope: !571)
!571 = distinct !DILexicalBlock(scope: !572, file: !2, line: 77, column: 13)
!572 = distinct !DILexicalBlock(scope: !566, file: !2, line: 76, column: 32)
!573 = !DILocation(line: 77, column: 16, scope: !571)
!574 = !DILocation(line: 77, column: 19, scope: !571)
!575 = !DILocation(line: 77, column: 13, scope: !572)
!576 = !DILocalVariable(name: "len", scope: !577, file: !2, line: 78, type: !39)
!577 = distinct !DILexicalBlock(scope: !571, file: !2, line: 77, column: 25)
!578 = !DILocation(line: 78, column: 20, scope: !577)
!579 = !DILocation(line: 78, column: 26, scope: !577)
!580 = !DILocation(line: 78, column: 29, scope: !577)
!581 = !DILocation(line: 78, column: 31, scope: !577)
!582 = !DILocation(line: 79, column: 20, scope: !577)
!583 = !DILocation(line: 79, column: 26, scope: !577)
!584 = !DILocation(line: 79, column: 24, scope: !577)
!585 = !DILocation(line: 79, column: 29, scope: !577)
!586 = !DILocation(line: 79, column: 34, scope: !577)
!587 = !DILocation(line: 79, column: 32, scope: !577)
!588 = !DILocation(line: 79, column: 36, scope: !577)
!589 = !DILocation(line: 79, column: 41, scope: !577)
!590 = !DILocation(line: 79, column: 13, scope: !577)
!591 = !DILocation(line: 80, column: 18, scope: !577)
!592 = !DILocation(line: 80, column: 15, scope: !577)
!593 = !DILocation(line: 81, column: 22, scope: !577)
!594 = !DILocation(line: 81, column: 20, scope: !577)
!595 = !DILocation(line: 81, column: 15, scope: !577)
!596 = !DILocation(line: 82, column: 9, scope: !577)
!597 = !DILocalVariable(name: "dist", scope: !598, file: !2, line: 83, type: !39)
!598 = distinct !DILexicalBlock(scope: !571, file: !2, line: 82, column: 16)
!599 = !DILocation(line: 83, column: 20, scope: !598)
!600 = !DILocation(line: 83, column: 35, scope: !598)
!601 = !DILocation(line: 83, column: 38, scope: !598)
!602 = !DILocation(line: 83, column: 40, scope: !598)
!603 = !DILocation(line: 83, column: 27, scope: !598)
!604 = !DILocation(line: 83, column: 45, scope: !598)
!605 = !DILocation(line: 83, column: 52, scope: !598)
!606 = !DILocation(line: 83, column: 55, scope: !598)
!607 = !DILocation(line: 83, column: 57, scope: !598)
!608 = !DILocation(line: 83, column: 50, scope: !598)
!609 = !DILocalVariable(name: "len", scope: !598, file: !2, line: 84, type: !39)
!610 = !DILocation(line: 84, column: 20, scope: !598)
!611 = !DILocation(line: 84, column: 26, scope: !598)
!612 = !DILocation(line: 84, column: 29, scope: !598)
!613 = !DILocation(line: 84, column: 31, scope: !598)
!614 = !DILocalVariable(name: "k", scope: !615, file: !2, line: 85, type: !39)
!615 = distinct !DILexicalBlock(scope: !598, file: !2, line: 85, column: 13)
!616 = !DILocation(line: 85, column: 25, scope: !615)
!617 = !DILocation(line: 85, column: 18, scope: !615)
!618 = !DILocation(line: 85, column: 32, scope: !619)
!619 = distinct !DILexicalBlock(scope: !615, file: !2, line: 85, column: 13)
!620 = !DILocation(line: 85, column: 36, scope: !619)
!621 = !DILocation(line: 85, column: 34, scope: !619)
!622 = !DILocation(line: 85, column: 13, scope: !615)
!623 = !DILocation(line: 86, column: 30, scope: !619)
!624 = !DILocation(line: 86, column: 34, scope: !619)
!625 = !DILocation(line: 86, column: 38, scope: !619)
!626 = !DILocation(line: 86, column: 36, scope: !619)
!627 = !DILocation(line: 86, column: 45, scope: !619)
!628 = !DILocation(line: 86, column: 43, scope: !619)
!629 = !DILocation(line: 86, column: 17, scope: !619)
!630 = !DILocation(line: 86, column: 21, scope: !619)
!631 = !DILocation(line: 86, column: 25, scope: !619)
!632 = !DILocation(line: 86, column: 23, scope: !619)
!633 = !DILocation(line: 86, column: 28, scope: !619)
!634 = !DILocation(line: 85, column: 42, scope: !619)
!635 = !DILocation(line: 85, column: 13, scope: !619)
!636 = distinct !{!636, !622, !637, !129}
!637 = !DILocation(line: 86, column: 46, scope: !615)
!638 = !DILocation(line: 87, column: 18, scope: !598)
!639 = !DILocation(line: 87, column: 15, scope: !598)
!640 = !DILocation(line: 88, column: 15, scope: !598)
!641 = !DILocation(line: 76, column: 5, scope: !566)
!642 = distinct !{!642, !569, !643, !129}
!643 = !DILocation(line: 90, column: 5, scope: !562)
!644 = !DILocation(line: 91, column: 12, scope: !552)
!645 = !DILocation(line: 91, column: 5, scope: !552)
