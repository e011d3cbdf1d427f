; ModuleID = 'bit_builtins.c'
source_filename = "bit_builtins.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@__const.main.vals = private unnamed_addr constant [12 x i64] [i64 1, i64 2, i64 3, i64 128, i64 255, i64 256, i64 -9223372036854775808, i64 -1, i64 81985529216486895, i64 4294901760, i64 68719476736, i64 3735928559], align 8
@.str = private unnamed_addr constant [65 x i8] c"v=%08x%08x pop=%d clz=%d ctz=%d bswap=%08x%08x parity=%d ffs=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [55 x i8] c"   lo=%08x pop=%d clz=%d ctz=%d bswap=%08x idiom=%08x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"16-bit bswap: %04x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [28 x i8] c"loop sum=%lu mismatches=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [33 x i8] c"v=%u floor_log2=%d next_pow2=%u\0A\00", align 1, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !47 {
  %1 = alloca i32, align 4
  %2 = alloca [12 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !51, !DIExpression(), !58)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %2, ptr align 8 @__const.main.vals, i32 96, i1 false), !dbg !58
    #dbg_declare(ptr %3, !59, !DIExpression(), !60)
  store i32 0, ptr %3, align 4, !dbg !60
    #dbg_declare(ptr %4, !61, !DIExpression(), !63)
  store i32 0, ptr %4, align 4, !dbg !63
  br label %17, !dbg !64

17:                                               ; preds = %109, %0
  %18 = load i32, ptr %4, align 4, !dbg !65
  %19 = icmp slt i32 %18, 12, !dbg !67
  br i1 %19, label %20, label %112, !dbg !68

20:                                               ; preds = %17
    #dbg_declare(ptr %5, !69, !DIExpression(), !71)
  %21 = load i32, ptr %4, align 4, !dbg !72
  %22 = getelementptr inbounds [12 x i64], ptr %2, i32 0, i32 %21, !dbg !73
  %23 = load i64, ptr %22, align 8, !dbg !73
  store i64 %23, ptr %5, align 8, !dbg !71
    #dbg_declare(ptr %6, !74, !DIExpression(), !75)
  %24 = load i64, ptr %5, align 8, !dbg !76
  %25 = trunc i64 %24 to i32, !dbg !77
  store i32 %25, ptr %6, align 4, !dbg !75
    #dbg_declare(ptr %7, !78, !DIExpression(), !79)
  %26 = load i64, ptr %5, align 8, !dbg !80
  %27 = call i64 @llvm.ctpop.i64(i64 %26), !dbg !81
  %28 = trunc i64 %27 to i32, !dbg !81
  store i32 %28, ptr %7, align 4, !dbg !79
    #dbg_declare(ptr %8, !82, !DIExpression(), !83)
  %29 = load i64, ptr %5, align 8, !dbg !84
  %30 = call i64 @llvm.ctlz.i64(i64 %29, i1 true), !dbg !85
  %31 = trunc i64 %30 to i32, !dbg !85
  store i32 %31, ptr %8, align 4, !dbg !83
    #dbg_declare(ptr %9, !86, !DIExpression(), !87)
  %32 = load i64, ptr %5, align 8, !dbg !88
  %33 = call i64 @llvm.cttz.i64(i64 %32, i1 true), !dbg !89
  %34 = trunc i64 %33 to i32, !dbg !89
  store i32 %34, ptr %9, align 4, !dbg !87
    #dbg_declare(ptr %10, !90, !DIExpression(), !91)
  %35 = load i64, ptr %5, align 8, !dbg !92
  %36 = call i64 @llvm.bswap.i64(i64 %35), !dbg !93
  store i64 %36, ptr %10, align 8, !dbg !91
  %37 = load i64, ptr %5, align 8, !dbg !94
  %38 = lshr i64 %37, 32, !dbg !95
  %39 = trunc i64 %38 to i32, !dbg !96
  %40 = load i32, ptr %6, align 4, !dbg !97
  %41 = load i32, ptr %7, align 4, !dbg !98
  %42 = load i32, ptr %8, align 4, !dbg !99
  %43 = load i32, ptr %9, align 4, !dbg !100
  %44 = load i64, ptr %10, align 8, !dbg !101
  %45 = lshr i64 %44, 32, !dbg !102
  %46 = trunc i64 %45 to i32, !dbg !103
  %47 = load i64, ptr %10, align 8, !dbg !104
  %48 = trunc i64 %47 to i32, !dbg !105
  %49 = load i64, ptr %5, align 8, !dbg !106
  %50 = call i64 @llvm.ctpop.i64(i64 %49), !dbg !107
  %51 = and i64 %50, 1, !dbg !107
  %52 = trunc i64 %51 to i32, !dbg !107
  %53 = load i64, ptr %5, align 8, !dbg !108
  %54 = call i64 @llvm.cttz.i64(i64 %53, i1 true), !dbg !109
  %55 = add i64 %54, 1, !dbg !109
  %56 = icmp eq i64 %53, 0, !dbg !109
  %57 = select i1 %56, i64 0, i64 %55, !dbg !109
  %58 = trunc i64 %57 to i32, !dbg !109
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %46, i32 noundef %48, i32 noundef %52, i32 noundef %58), !dbg !110
  %60 = load i32, ptr %7, align 4, !dbg !111
  %61 = load i64, ptr %5, align 8, !dbg !113
  %62 = call i32 @popcount_naive(i64 noundef %61), !dbg !114
  %63 = icmp ne i32 %60, %62, !dbg !115
  br i1 %63, label %74, label %64, !dbg !116

64:                                               ; preds = %20
  %65 = load i32, ptr %8, align 4, !dbg !117
  %66 = load i64, ptr %5, align 8, !dbg !118
  %67 = call i32 @clz64_naive(i64 noundef %66), !dbg !119
  %68 = icmp ne i32 %65, %67, !dbg !120
  br i1 %68, label %74, label %69, !dbg !121

69:                                               ; preds = %64
  %70 = load i32, ptr %9, align 4, !dbg !122
  %71 = load i64, ptr %5, align 8, !dbg !123
  %72 = call i32 @ctz64_naive(i64 noundef %71), !dbg !124
  %73 = icmp ne i32 %70, %72, !dbg !125
  br i1 %73, label %74, label %77, !dbg !126

74:                                               ; preds = %69, %64, %20
  %75 = load i32, ptr %3, align 4, !dbg !127
  %76 = add nsw i32 %75, 1, !dbg !127
  store i32 %76, ptr %3, align 4, !dbg !127
  br label %77, !dbg !128

77:                                               ; preds = %74, %69
  %78 = load i32, ptr %6, align 4, !dbg !129
  %79 = icmp ne i32 %78, 0, !dbg !129
  br i1 %79, label %80, label %108, !dbg !131

80:                                               ; preds = %77
  %81 = load i32, ptr %6, align 4, !dbg !132
  %82 = load i32, ptr %6, align 4, !dbg !134
  %83 = call i32 @llvm.ctpop.i32(i32 %82), !dbg !135
  %84 = load i32, ptr %6, align 4, !dbg !136
  %85 = call i32 @llvm.ctlz.i32(i32 %84, i1 true), !dbg !137
  %86 = load i32, ptr %6, align 4, !dbg !138
  %87 = call i32 @llvm.cttz.i32(i32 %86, i1 true), !dbg !139
  %88 = load i32, ptr %6, align 4, !dbg !140
  %89 = call i32 @llvm.bswap.i32(i32 %88), !dbg !141
  %90 = load i32, ptr %6, align 4, !dbg !142
  %91 = call i32 @bswap32_idiom(i32 noundef %90), !dbg !143
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %81, i32 noundef %83, i32 noundef %85, i32 noundef %87, i32 noundef %89, i32 noundef %91), !dbg !144
  %93 = load i32, ptr %6, align 4, !dbg !145
  %94 = call i32 @llvm.bswap.i32(i32 %93), !dbg !147
  %95 = load i32, ptr %6, align 4, !dbg !148
  %96 = call i32 @bswap32_naive(i32 noundef %95), !dbg !149
  %97 = icmp ne i32 %94, %96, !dbg !150
  br i1 %97, label %104, label %98, !dbg !151

98:                                               ; preds = %80
  %99 = load i32, ptr %6, align 4, !dbg !152
  %100 = call i32 @llvm.ctpop.i32(i32 %99), !dbg !153
  %101 = load i32, ptr %6, align 4, !dbg !154
  %102 = call i32 @popcount_kernighan(i32 noundef %101), !dbg !155
  %103 = icmp ne i32 %100, %102, !dbg !156
  br i1 %103, label %104, label %107, !dbg !157

104:                                              ; preds = %98, %80
  %105 = load i32, ptr %3, align 4, !dbg !158
  %106 = add nsw i32 %105, 1, !dbg !158
  store i32 %106, ptr %3, align 4, !dbg !158
  br label %107, !dbg !159

107:                                              ; preds = %104, %98
  br label %108, !dbg !160

108:                                              ; preds = %107, %77
  br label %109, !dbg !161

109:                                              ; preds = %108
  %110 = load i32, ptr %4, align 4, !dbg !162
  %111 = add nsw i32 %110, 1, !dbg !162
  store i32 %111, ptr %4, align 4, !dbg !162
  br label %17, !dbg !163, !llvm.loop !164

112:                                              ; preds = %17
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef 13330), !dbg !167
    #dbg_declare(ptr %11, !168, !DIExpression(), !169)
  store i32 -1640531527, ptr %11, align 4, !dbg !169
    #dbg_declare(ptr %12, !170, !DIExpression(), !171)
  store i32 0, ptr %12, align 4, !dbg !171
    #dbg_declare(ptr %13, !172, !DIExpression(), !174)
  store i32 0, ptr %13, align 4, !dbg !174
  br label %114, !dbg !175

114:                                              ; preds = %151, %112
  %115 = load i32, ptr %13, align 4, !dbg !176
  %116 = icmp slt i32 %115, 1000, !dbg !178
  br i1 %116, label %117, label %154, !dbg !179

117:                                              ; preds = %114
  %118 = load i32, ptr %11, align 4, !dbg !180
  %119 = shl i32 %118, 13, !dbg !182
  %120 = load i32, ptr %11, align 4, !dbg !183
  %121 = xor i32 %120, %119, !dbg !183
  store i32 %121, ptr %11, align 4, !dbg !183
  %122 = load i32, ptr %11, align 4, !dbg !184
  %123 = lshr i32 %122, 17, !dbg !185
  %124 = load i32, ptr %11, align 4, !dbg !186
  %125 = xor i32 %124, %123, !dbg !186
  store i32 %125, ptr %11, align 4, !dbg !186
  %126 = load i32, ptr %11, align 4, !dbg !187
  %127 = shl i32 %126, 5, !dbg !188
  %128 = load i32, ptr %11, align 4, !dbg !189
  %129 = xor i32 %128, %127, !dbg !189
  store i32 %129, ptr %11, align 4, !dbg !189
  %130 = load i32, ptr %11, align 4, !dbg !190
  %131 = call i32 @llvm.ctpop.i32(i32 %130), !dbg !191
  %132 = load i32, ptr %11, align 4, !dbg !192
  %133 = or i32 %132, 1, !dbg !193
  %134 = call i32 @llvm.ctlz.i32(i32 %133, i1 true), !dbg !194
  %135 = add nsw i32 %131, %134, !dbg !195
  %136 = load i32, ptr %11, align 4, !dbg !196
  %137 = or i32 %136, -2147483648, !dbg !197
  %138 = call i32 @llvm.cttz.i32(i32 %137, i1 true), !dbg !198
  %139 = add nsw i32 %135, %138, !dbg !199
  %140 = load i32, ptr %12, align 4, !dbg !200
  %141 = add i32 %140, %139, !dbg !200
  store i32 %141, ptr %12, align 4, !dbg !200
  %142 = load i32, ptr %11, align 4, !dbg !201
  %143 = call i32 @popcount_kernighan(i32 noundef %142), !dbg !203
  %144 = load i32, ptr %11, align 4, !dbg !204
  %145 = call i32 @llvm.ctpop.i32(i32 %144), !dbg !205
  %146 = icmp ne i32 %143, %145, !dbg !206
  br i1 %146, label %147, label %150, !dbg !207

147:                                              ; preds = %117
  %148 = load i32, ptr %3, align 4, !dbg !208
  %149 = add nsw i32 %148, 1, !dbg !208
  store i32 %149, ptr %3, align 4, !dbg !208
  br label %150, !dbg !209

150:                                              ; preds = %147, %117
  br label %151, !dbg !210

151:                                              ; preds = %150
  %152 = load i32, ptr %13, align 4, !dbg !211
  %153 = add nsw i32 %152, 1, !dbg !211
  store i32 %153, ptr %13, align 4, !dbg !211
  br label %114, !dbg !212, !llvm.loop !213

154:                                              ; preds = %114
  %155 = load i32, ptr %12, align 4, !dbg !215
  %156 = load i32, ptr %3, align 4, !dbg !216
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %155, i32 noundef %156), !dbg !217
    #dbg_declare(ptr %14, !218, !DIExpression(), !220)
  store i32 1, ptr %14, align 4, !dbg !220
  br label %158, !dbg !221

158:                                              ; preds = %180, %154
  %159 = load i32, ptr %14, align 4, !dbg !222
  %160 = icmp ult i32 %159, 5000, !dbg !224
  br i1 %160, label %161, label %184, !dbg !225

161:                                              ; preds = %158
    #dbg_declare(ptr %15, !226, !DIExpression(), !228)
  %162 = load i32, ptr %14, align 4, !dbg !229
  %163 = call i32 @llvm.ctlz.i32(i32 %162, i1 true), !dbg !230
  %164 = sub nsw i32 31, %163, !dbg !231
  store i32 %164, ptr %15, align 4, !dbg !228
    #dbg_declare(ptr %16, !232, !DIExpression(), !233)
  %165 = load i32, ptr %14, align 4, !dbg !234
  %166 = icmp eq i32 %165, 1, !dbg !235
  br i1 %166, label %167, label %168, !dbg !234

167:                                              ; preds = %161
  br label %174, !dbg !234

168:                                              ; preds = %161
  %169 = load i32, ptr %14, align 4, !dbg !236
  %170 = sub i32 %169, 1, !dbg !237
  %171 = call i32 @llvm.ctlz.i32(i32 %170, i1 true), !dbg !238
  %172 = sub nsw i32 32, %171, !dbg !239
  %173 = shl i32 1, %172, !dbg !240
  br label %174, !dbg !234

174:                                              ; preds = %168, %167
  %175 = phi i32 [ 1, %167 ], [ %173, %168 ], !dbg !234
  store i32 %175, ptr %16, align 4, !dbg !233
  %176 = load i32, ptr %14, align 4, !dbg !241
  %177 = load i32, ptr %15, align 4, !dbg !242
  %178 = load i32, ptr %16, align 4, !dbg !243
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %176, i32 noundef %177, i32 noundef %178), !dbg !244
  br label %180, !dbg !245

180:                                              ; preds = %174
  %181 = load i32, ptr %14, align 4, !dbg !246
  %182 = mul i32 %181, 3, !dbg !247
  %183 = add i32 %182, 1, !dbg !248
  store i32 %183, ptr %14, align 4, !dbg !249
  br label %158, !dbg !250, !llvm.loop !251

184:                                              ; preds = %158
  %185 = load i32, ptr %3, align 4, !dbg !253
  ret i32 %185, !dbg !254
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcount_naive(i64 noundef %0) #0 !dbg !255 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !258, !DIExpression(), !259)
    #dbg_declare(ptr %3, !260, !DIExpression(), !261)
  store i32 0, ptr %3, align 4, !dbg !261
  br label %4, !dbg !262

4:                                                ; preds = %7, %1
  %5 = load i64, ptr %2, align 8, !dbg !263
  %6 = icmp ne i64 %5, 0, !dbg !262
  br i1 %6, label %7, label %15, !dbg !262

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8, !dbg !264
  %9 = and i64 %8, 1, !dbg !266
  %10 = trunc i64 %9 to i32, !dbg !267
  %11 = load i32, ptr %3, align 4, !dbg !268
  %12 = add nsw i32 %11, %10, !dbg !268
  store i32 %12, ptr %3, align 4, !dbg !268
  %13 = load i64, ptr %2, align 8, !dbg !269
  %14 = lshr i64 %13, 1, !dbg !269
  store i64 %14, ptr %2, align 8, !dbg !269
  br label %4, !dbg !262, !llvm.loop !270

15:                                               ; preds = %4
  %16 = load i32, ptr %3, align 4, !dbg !272
  ret i32 %16, !dbg !273
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clz64_naive(i64 noundef %0) #0 !dbg !274 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !275, !DIExpression(), !276)
    #dbg_declare(ptr %3, !277, !DIExpression(), !278)
  store i32 0, ptr %3, align 4, !dbg !278
    #dbg_declare(ptr %4, !279, !DIExpression(), !281)
  store i64 -9223372036854775808, ptr %4, align 8, !dbg !281
  br label %5, !dbg !282

5:                                                ; preds = %19, %1
  %6 = load i64, ptr %4, align 8, !dbg !283
  %7 = icmp ne i64 %6, 0, !dbg !283
  br i1 %7, label %8, label %14, !dbg !285

8:                                                ; preds = %5
  %9 = load i64, ptr %2, align 8, !dbg !286
  %10 = load i64, ptr %4, align 8, !dbg !287
  %11 = and i64 %9, %10, !dbg !288
  %12 = icmp ne i64 %11, 0, !dbg !289
  %13 = xor i1 %12, true, !dbg !289
  br label %14

14:                                               ; preds = %8, %5
  %15 = phi i1 [ false, %5 ], [ %13, %8 ], !dbg !290
  br i1 %15, label %16, label %22, !dbg !291

16:                                               ; preds = %14
  %17 = load i32, ptr %3, align 4, !dbg !292
  %18 = add nsw i32 %17, 1, !dbg !292
  store i32 %18, ptr %3, align 4, !dbg !292
  br label %19, !dbg !293

19:                                               ; preds = %16
  %20 = load i64, ptr %4, align 8, !dbg !294
  %21 = lshr i64 %20, 1, !dbg !294
  store i64 %21, ptr %4, align 8, !dbg !294
  br label %5, !dbg !295, !llvm.loop !296

22:                                               ; preds = %14
  %23 = load i32, ptr %3, align 4, !dbg !298
  ret i32 %23, !dbg !299
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ctz64_naive(i64 noundef %0) #0 !dbg !300 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !301, !DIExpression(), !302)
    #dbg_declare(ptr %3, !303, !DIExpression(), !304)
  store i32 0, ptr %3, align 4, !dbg !304
  br label %4, !dbg !305

4:                                                ; preds = %9, %1
  %5 = load i64, ptr %2, align 8, !dbg !306
  %6 = and i64 %5, 1, !dbg !307
  %7 = icmp ne i64 %6, 0, !dbg !308
  %8 = xor i1 %7, true, !dbg !308
  br i1 %8, label %9, label %14, !dbg !305

9:                                                ; preds = %4
  %10 = load i64, ptr %2, align 8, !dbg !309
  %11 = lshr i64 %10, 1, !dbg !309
  store i64 %11, ptr %2, align 8, !dbg !309
  %12 = load i32, ptr %3, align 4, !dbg !311
  %13 = add nsw i32 %12, 1, !dbg !311
  store i32 %13, ptr %3, align 4, !dbg !311
  br label %4, !dbg !305, !llvm.loop !312

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4, !dbg !314
  ret i32 %15, !dbg !315
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bswap32_idiom(i32 noundef %0) #0 !dbg !316 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !319, !DIExpression(), !320)
  %3 = load i32, ptr %2, align 4, !dbg !321
  %4 = and i32 %3, 255, !dbg !322
  %5 = shl i32 %4, 24, !dbg !323
  %6 = load i32, ptr %2, align 4, !dbg !324
  %7 = and i32 %6, 65280, !dbg !325
  %8 = shl i32 %7, 8, !dbg !326
  %9 = or i32 %5, %8, !dbg !327
  %10 = load i32, ptr %2, align 4, !dbg !328
  %11 = and i32 %10, 16711680, !dbg !329
  %12 = lshr i32 %11, 8, !dbg !330
  %13 = or i32 %9, %12, !dbg !331
  %14 = load i32, ptr %2, align 4, !dbg !332
  %15 = and i32 %14, -16777216, !dbg !333
  %16 = lshr i32 %15, 24, !dbg !334
  %17 = or i32 %13, %16, !dbg !335
  ret i32 %17, !dbg !336
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bswap32_naive(i32 noundef %0) #0 !dbg !337 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !338, !DIExpression(), !339)
  %3 = load i32, ptr %2, align 4, !dbg !340
  %4 = lshr i32 %3, 24, !dbg !341
  %5 = load i32, ptr %2, align 4, !dbg !342
  %6 = lshr i32 %5, 8, !dbg !343
  %7 = and i32 %6, 65280, !dbg !344
  %8 = or i32 %4, %7, !dbg !345
  %9 = load i32, ptr %2, align 4, !dbg !346
  %10 = shl i32 %9, 8, !dbg !347
  %11 = and i32 %10, 16711680, !dbg !348
  %12 = or i32 %8, %11, !dbg !349
  %13 = load i32, ptr %2, align 4, !dbg !350
  %14 = shl i32 %13, 24, !dbg !351
  %15 = or i32 %12, %14, !dbg !352
  ret i32 %15, !dbg !353
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcount_kernighan(i32 noundef %0) #0 !dbg !354 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !357, !DIExpression(), !358)
    #dbg_declare(ptr %3, !359, !DIExpression(), !360)
  store i32 0, ptr %3, align 4, !dbg !360
  br label %4, !dbg !361

4:                                                ; preds = %7, %1
  %5 = load i32, ptr %2, align 4, !dbg !362
  %6 = icmp ne i32 %5, 0, !dbg !361
  br i1 %6, label %7, label %14, !dbg !361

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4, !dbg !363
  %9 = sub i32 %8, 1, !dbg !365
  %10 = load i32, ptr %2, align 4, !dbg !366
  %11 = and i32 %10, %9, !dbg !366
  store i32 %11, ptr %2, align 4, !dbg !366
  %12 = load i32, ptr %3, align 4, !dbg !367
  %13 = add nsw i32 %12, 1, !dbg !367
  store i32 %13, ptr %3, align 4, !dbg !367
  br label %4, !dbg !361, !llvm.loop !368

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4, !dbg !370
  ret i32 %15, !dbg !371
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bit_builtins.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "ac4078594240b591e304f500a26fcc80")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 520, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 65)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 55)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 28)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 33)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !37, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29, !33, !34, !35, !36}
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !30, line: 26, baseType: !31)
!30 = !DIFile(filename: "/usr/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !32, line: 42, baseType: !33)
!32 = !DIFile(filename: "/usr/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{!0, !7, !12, !17, !22}
!38 = !{i32 1, !"NumRegisterParameters", i32 0}
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"frame-pointer", i32 2}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !48, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !27, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!36}
!50 = !{}
!51 = !DILocalVariable(name: "vals", scope: !47, file: !2, line: 52, type: !52)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 768, elements: !56)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !30, line: 27, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !32, line: 48, baseType: !55)
!55 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!56 = !{!57}
!57 = !DISubrange(count: 12)
!58 = !DILocation(line: 52, column: 14, scope: !47)
!59 = !DILocalVariable(name: "mism", scope: !47, file: !2, line: 55, type: !36)
!60 = !DILocation(line: 55, column: 9, scope: !47)
!61 = !DILocalVariable(name: "i", scope: !62, file: !2, line: 56, type: !36)
!62 = distinct !DILexicalBlock(scope: !47, file: !2, line: 56, column: 5)
!63 = !DILocation(line: 56, column: 14, scope: !62)
!64 = !DILocation(line: 56, column: 10, scope: !62)
!65 = !DILocation(line: 56, column: 21, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !2, line: 56, column: 5)
!67 = !DILocation(line: 56, column: 23, scope: !66)
!68 = !DILocation(line: 56, column: 5, scope: !62)
!69 = !DILocalVariable(name: "v", scope: !70, file: !2, line: 57, type: !53)
!70 = distinct !DILexicalBlock(scope: !66, file: !2, line: 56, column: 34)
!71 = !DILocation(line: 57, column: 18, scope: !70)
!72 = !DILocation(line: 57, column: 27, scope: !70)
!73 = !DILocation(line: 57, column: 22, scope: !70)
!74 = !DILocalVariable(name: "lo", scope: !70, file: !2, line: 58, type: !29)
!75 = !DILocation(line: 58, column: 18, scope: !70)
!76 = !DILocation(line: 58, column: 33, scope: !70)
!77 = !DILocation(line: 58, column: 23, scope: !70)
!78 = !DILocalVariable(name: "pc64", scope: !70, file: !2, line: 59, type: !36)
!79 = !DILocation(line: 59, column: 13, scope: !70)
!80 = !DILocation(line: 59, column: 41, scope: !70)
!81 = !DILocation(line: 59, column: 20, scope: !70)
!82 = !DILocalVariable(name: "clz64", scope: !70, file: !2, line: 60, type: !36)
!83 = !DILocation(line: 60, column: 13, scope: !70)
!84 = !DILocation(line: 60, column: 37, scope: !70)
!85 = !DILocation(line: 60, column: 21, scope: !70)
!86 = !DILocalVariable(name: "ctz64", scope: !70, file: !2, line: 61, type: !36)
!87 = !DILocation(line: 61, column: 13, scope: !70)
!88 = !DILocation(line: 61, column: 37, scope: !70)
!89 = !DILocation(line: 61, column: 21, scope: !70)
!90 = !DILocalVariable(name: "bs64", scope: !70, file: !2, line: 62, type: !53)
!91 = !DILocation(line: 62, column: 18, scope: !70)
!92 = !DILocation(line: 62, column: 43, scope: !70)
!93 = !DILocation(line: 62, column: 25, scope: !70)
!94 = !DILocation(line: 64, column: 27, scope: !70)
!95 = !DILocation(line: 64, column: 29, scope: !70)
!96 = !DILocation(line: 64, column: 16, scope: !70)
!97 = !DILocation(line: 64, column: 37, scope: !70)
!98 = !DILocation(line: 64, column: 41, scope: !70)
!99 = !DILocation(line: 64, column: 47, scope: !70)
!100 = !DILocation(line: 64, column: 54, scope: !70)
!101 = !DILocation(line: 64, column: 72, scope: !70)
!102 = !DILocation(line: 64, column: 77, scope: !70)
!103 = !DILocation(line: 64, column: 61, scope: !70)
!104 = !DILocation(line: 65, column: 26, scope: !70)
!105 = !DILocation(line: 65, column: 16, scope: !70)
!106 = !DILocation(line: 65, column: 51, scope: !70)
!107 = !DILocation(line: 65, column: 32, scope: !70)
!108 = !DILocation(line: 65, column: 82, scope: !70)
!109 = !DILocation(line: 65, column: 55, scope: !70)
!110 = !DILocation(line: 63, column: 9, scope: !70)
!111 = !DILocation(line: 66, column: 13, scope: !112)
!112 = distinct !DILexicalBlock(scope: !70, file: !2, line: 66, column: 13)
!113 = !DILocation(line: 66, column: 36, scope: !112)
!114 = !DILocation(line: 66, column: 21, scope: !112)
!115 = !DILocation(line: 66, column: 18, scope: !112)
!116 = !DILocation(line: 66, column: 39, scope: !112)
!117 = !DILocation(line: 66, column: 42, scope: !112)
!118 = !DILocation(line: 66, column: 63, scope: !112)
!119 = !DILocation(line: 66, column: 51, scope: !112)
!120 = !DILocation(line: 66, column: 48, scope: !112)
!121 = !DILocation(line: 66, column: 66, scope: !112)
!122 = !DILocation(line: 66, column: 69, scope: !112)
!123 = !DILocation(line: 66, column: 90, scope: !112)
!124 = !DILocation(line: 66, column: 78, scope: !112)
!125 = !DILocation(line: 66, column: 75, scope: !112)
!126 = !DILocation(line: 66, column: 13, scope: !70)
!127 = !DILocation(line: 67, column: 17, scope: !112)
!128 = !DILocation(line: 67, column: 13, scope: !112)
!129 = !DILocation(line: 68, column: 13, scope: !130)
!130 = distinct !DILexicalBlock(scope: !70, file: !2, line: 68, column: 13)
!131 = !DILocation(line: 68, column: 13, scope: !70)
!132 = !DILocation(line: 69, column: 79, scope: !133)
!133 = distinct !DILexicalBlock(scope: !130, file: !2, line: 68, column: 17)
!134 = !DILocation(line: 70, column: 39, scope: !133)
!135 = !DILocation(line: 70, column: 20, scope: !133)
!136 = !DILocation(line: 70, column: 58, scope: !133)
!137 = !DILocation(line: 70, column: 44, scope: !133)
!138 = !DILocation(line: 70, column: 77, scope: !133)
!139 = !DILocation(line: 70, column: 63, scope: !133)
!140 = !DILocation(line: 71, column: 38, scope: !133)
!141 = !DILocation(line: 71, column: 20, scope: !133)
!142 = !DILocation(line: 71, column: 57, scope: !133)
!143 = !DILocation(line: 71, column: 43, scope: !133)
!144 = !DILocation(line: 69, column: 13, scope: !133)
!145 = !DILocation(line: 72, column: 35, scope: !146)
!146 = distinct !DILexicalBlock(scope: !133, file: !2, line: 72, column: 17)
!147 = !DILocation(line: 72, column: 17, scope: !146)
!148 = !DILocation(line: 72, column: 56, scope: !146)
!149 = !DILocation(line: 72, column: 42, scope: !146)
!150 = !DILocation(line: 72, column: 39, scope: !146)
!151 = !DILocation(line: 72, column: 60, scope: !146)
!152 = !DILocation(line: 73, column: 36, scope: !146)
!153 = !DILocation(line: 73, column: 17, scope: !146)
!154 = !DILocation(line: 73, column: 62, scope: !146)
!155 = !DILocation(line: 73, column: 43, scope: !146)
!156 = !DILocation(line: 73, column: 40, scope: !146)
!157 = !DILocation(line: 72, column: 17, scope: !133)
!158 = !DILocation(line: 74, column: 21, scope: !146)
!159 = !DILocation(line: 74, column: 17, scope: !146)
!160 = !DILocation(line: 75, column: 9, scope: !133)
!161 = !DILocation(line: 76, column: 5, scope: !70)
!162 = !DILocation(line: 56, column: 30, scope: !66)
!163 = !DILocation(line: 56, column: 5, scope: !66)
!164 = distinct !{!164, !68, !165, !166}
!165 = !DILocation(line: 76, column: 5, scope: !62)
!166 = !{!"llvm.loop.mustprogress"}
!167 = !DILocation(line: 77, column: 5, scope: !47)
!168 = !DILocalVariable(name: "x", scope: !47, file: !2, line: 78, type: !29)
!169 = !DILocation(line: 78, column: 14, scope: !47)
!170 = !DILocalVariable(name: "sum", scope: !47, file: !2, line: 79, type: !35)
!171 = !DILocation(line: 79, column: 19, scope: !47)
!172 = !DILocalVariable(name: "i", scope: !173, file: !2, line: 80, type: !36)
!173 = distinct !DILexicalBlock(scope: !47, file: !2, line: 80, column: 5)
!174 = !DILocation(line: 80, column: 14, scope: !173)
!175 = !DILocation(line: 80, column: 10, scope: !173)
!176 = !DILocation(line: 80, column: 21, scope: !177)
!177 = distinct !DILexicalBlock(scope: !173, file: !2, line: 80, column: 5)
!178 = !DILocation(line: 80, column: 23, scope: !177)
!179 = !DILocation(line: 80, column: 5, scope: !173)
!180 = !DILocation(line: 81, column: 14, scope: !181)
!181 = distinct !DILexicalBlock(scope: !177, file: !2, line: 80, column: 36)
!182 = !DILocation(line: 81, column: 16, scope: !181)
!183 = !DILocation(line: 81, column: 11, scope: !181)
!184 = !DILocation(line: 82, column: 14, scope: !181)
!185 = !DILocation(line: 82, column: 16, scope: !181)
!186 = !DILocation(line: 82, column: 11, scope: !181)
!187 = !DILocation(line: 83, column: 14, scope: !181)
!188 = !DILocation(line: 83, column: 16, scope: !181)
!189 = !DILocation(line: 83, column: 11, scope: !181)
!190 = !DILocation(line: 84, column: 51, scope: !181)
!191 = !DILocation(line: 84, column: 32, scope: !181)
!192 = !DILocation(line: 84, column: 70, scope: !181)
!193 = !DILocation(line: 84, column: 72, scope: !181)
!194 = !DILocation(line: 84, column: 56, scope: !181)
!195 = !DILocation(line: 84, column: 54, scope: !181)
!196 = !DILocation(line: 84, column: 93, scope: !181)
!197 = !DILocation(line: 84, column: 95, scope: !181)
!198 = !DILocation(line: 84, column: 79, scope: !181)
!199 = !DILocation(line: 84, column: 77, scope: !181)
!200 = !DILocation(line: 84, column: 13, scope: !181)
!201 = !DILocation(line: 85, column: 32, scope: !202)
!202 = distinct !DILexicalBlock(scope: !181, file: !2, line: 85, column: 13)
!203 = !DILocation(line: 85, column: 13, scope: !202)
!204 = !DILocation(line: 85, column: 57, scope: !202)
!205 = !DILocation(line: 85, column: 38, scope: !202)
!206 = !DILocation(line: 85, column: 35, scope: !202)
!207 = !DILocation(line: 85, column: 13, scope: !181)
!208 = !DILocation(line: 86, column: 17, scope: !202)
!209 = !DILocation(line: 86, column: 13, scope: !202)
!210 = !DILocation(line: 87, column: 5, scope: !181)
!211 = !DILocation(line: 80, column: 32, scope: !177)
!212 = !DILocation(line: 80, column: 5, scope: !177)
!213 = distinct !{!213, !179, !214, !166}
!214 = !DILocation(line: 87, column: 5, scope: !173)
!215 = !DILocation(line: 88, column: 44, scope: !47)
!216 = !DILocation(line: 88, column: 49, scope: !47)
!217 = !DILocation(line: 88, column: 5, scope: !47)
!218 = !DILocalVariable(name: "v", scope: !219, file: !2, line: 90, type: !33)
!219 = distinct !DILexicalBlock(scope: !47, file: !2, line: 90, column: 5)
!220 = !DILocation(line: 90, column: 19, scope: !219)
!221 = !DILocation(line: 90, column: 10, scope: !219)
!222 = !DILocation(line: 90, column: 26, scope: !223)
!223 = distinct !DILexicalBlock(scope: !219, file: !2, line: 90, column: 5)
!224 = !DILocation(line: 90, column: 28, scope: !223)
!225 = !DILocation(line: 90, column: 5, scope: !219)
!226 = !DILocalVariable(name: "lg", scope: !227, file: !2, line: 91, type: !36)
!227 = distinct !DILexicalBlock(scope: !223, file: !2, line: 90, column: 51)
!228 = !DILocation(line: 91, column: 13, scope: !227)
!229 = !DILocation(line: 91, column: 37, scope: !227)
!230 = !DILocation(line: 91, column: 23, scope: !227)
!231 = !DILocation(line: 91, column: 21, scope: !227)
!232 = !DILocalVariable(name: "np", scope: !227, file: !2, line: 92, type: !33)
!233 = !DILocation(line: 92, column: 18, scope: !227)
!234 = !DILocation(line: 92, column: 23, scope: !227)
!235 = !DILocation(line: 92, column: 25, scope: !227)
!236 = !DILocation(line: 92, column: 62, scope: !227)
!237 = !DILocation(line: 92, column: 64, scope: !227)
!238 = !DILocation(line: 92, column: 48, scope: !227)
!239 = !DILocation(line: 92, column: 46, scope: !227)
!240 = !DILocation(line: 92, column: 39, scope: !227)
!241 = !DILocation(line: 93, column: 53, scope: !227)
!242 = !DILocation(line: 93, column: 56, scope: !227)
!243 = !DILocation(line: 93, column: 60, scope: !227)
!244 = !DILocation(line: 93, column: 9, scope: !227)
!245 = !DILocation(line: 94, column: 5, scope: !227)
!246 = !DILocation(line: 90, column: 40, scope: !223)
!247 = !DILocation(line: 90, column: 42, scope: !223)
!248 = !DILocation(line: 90, column: 46, scope: !223)
!249 = !DILocation(line: 90, column: 38, scope: !223)
!250 = !DILocation(line: 90, column: 5, scope: !223)
!251 = distinct !{!251, !225, !252, !166}
!252 = !DILocation(line: 94, column: 5, scope: !219)
!253 = !DILocation(line: 95, column: 12, scope: !47)
!254 = !DILocation(line: 95, column: 5, scope: !47)
!255 = distinct !DISubprogram(name: "popcount_naive", scope: !2, file: !2, line: 6, type: !256, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !50)
!256 = !DISubroutineType(types: !257)
!257 = !{!36, !53}
!258 = !DILocalVariable(name: "x", arg: 1, scope: !255, file: !2, line: 6, type: !53)
!259 = !DILocation(line: 6, column: 36, scope: !255)
!260 = !DILocalVariable(name: "c", scope: !255, file: !2, line: 7, type: !36)
!261 = !DILocation(line: 7, column: 9, scope: !255)
!262 = !DILocation(line: 8, column: 5, scope: !255)
!263 = !DILocation(line: 8, column: 12, scope: !255)
!264 = !DILocation(line: 9, column: 20, scope: !265)
!265 = distinct !DILexicalBlock(scope: !255, file: !2, line: 8, column: 15)
!266 = !DILocation(line: 9, column: 22, scope: !265)
!267 = !DILocation(line: 9, column: 14, scope: !265)
!268 = !DILocation(line: 9, column: 11, scope: !265)
!269 = !DILocation(line: 10, column: 11, scope: !265)
!270 = distinct !{!270, !262, !271, !166}
!271 = !DILocation(line: 11, column: 5, scope: !255)
!272 = !DILocation(line: 12, column: 12, scope: !255)
!273 = !DILocation(line: 12, column: 5, scope: !255)
!274 = distinct !DISubprogram(name: "clz64_naive", scope: !2, file: !2, line: 15, type: !256, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !50)
!275 = !DILocalVariable(name: "x", arg: 1, scope: !274, file: !2, line: 15, type: !53)
!276 = !DILocation(line: 15, column: 33, scope: !274)
!277 = !DILocalVariable(name: "n", scope: !274, file: !2, line: 16, type: !36)
!278 = !DILocation(line: 16, column: 9, scope: !274)
!279 = !DILocalVariable(name: "m", scope: !280, file: !2, line: 17, type: !53)
!280 = distinct !DILexicalBlock(scope: !274, file: !2, line: 17, column: 5)
!281 = !DILocation(line: 17, column: 19, scope: !280)
!282 = !DILocation(line: 17, column: 10, scope: !280)
!283 = !DILocation(line: 17, column: 35, scope: !284)
!284 = distinct !DILexicalBlock(scope: !280, file: !2, line: 17, column: 5)
!285 = !DILocation(line: 17, column: 37, scope: !284)
!286 = !DILocation(line: 17, column: 42, scope: !284)
!287 = !DILocation(line: 17, column: 46, scope: !284)
!288 = !DILocation(line: 17, column: 44, scope: !284)
!289 = !DILocation(line: 17, column: 40, scope: !284)
!290 = !DILocation(line: 0, scope: !284)
!291 = !DILocation(line: 17, column: 5, scope: !280)
!292 = !DILocation(line: 18, column: 10, scope: !284)
!293 = !DILocation(line: 18, column: 9, scope: !284)
!294 = !DILocation(line: 17, column: 52, scope: !284)
!295 = !DILocation(line: 17, column: 5, scope: !284)
!296 = distinct !{!296, !291, !297, !166}
!297 = !DILocation(line: 18, column: 10, scope: !280)
!298 = !DILocation(line: 19, column: 12, scope: !274)
!299 = !DILocation(line: 19, column: 5, scope: !274)
!300 = distinct !DISubprogram(name: "ctz64_naive", scope: !2, file: !2, line: 22, type: !256, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !50)
!301 = !DILocalVariable(name: "x", arg: 1, scope: !300, file: !2, line: 22, type: !53)
!302 = !DILocation(line: 22, column: 33, scope: !300)
!303 = !DILocalVariable(name: "n", scope: !300, file: !2, line: 23, type: !36)
!304 = !DILocation(line: 23, column: 9, scope: !300)
!305 = !DILocation(line: 24, column: 5, scope: !300)
!306 = !DILocation(line: 24, column: 14, scope: !300)
!307 = !DILocation(line: 24, column: 16, scope: !300)
!308 = !DILocation(line: 24, column: 12, scope: !300)
!309 = !DILocation(line: 25, column: 11, scope: !310)
!310 = distinct !DILexicalBlock(scope: !300, file: !2, line: 24, column: 22)
!311 = !DILocation(line: 26, column: 10, scope: !310)
!312 = distinct !{!312, !305, !313, !166}
!313 = !DILocation(line: 27, column: 5, scope: !300)
!314 = !DILocation(line: 28, column: 12, scope: !300)
!315 = !DILocation(line: 28, column: 5, scope: !300)
!316 = distinct !DISubprogram(name: "bswap32_idiom", scope: !2, file: !2, line: 36, type: !317, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !50)
!317 = !DISubroutineType(types: !318)
!318 = !{!29, !29}
!319 = !DILocalVariable(name: "x", arg: 1, scope: !316, file: !2, line: 36, type: !29)
!320 = !DILocation(line: 36, column: 40, scope: !316)
!321 = !DILocation(line: 37, column: 14, scope: !316)
!322 = !DILocation(line: 37, column: 16, scope: !316)
!323 = !DILocation(line: 37, column: 25, scope: !316)
!324 = !DILocation(line: 37, column: 36, scope: !316)
!325 = !DILocation(line: 37, column: 38, scope: !316)
!326 = !DILocation(line: 37, column: 49, scope: !316)
!327 = !DILocation(line: 37, column: 32, scope: !316)
!328 = !DILocation(line: 37, column: 59, scope: !316)
!329 = !DILocation(line: 37, column: 61, scope: !316)
!330 = !DILocation(line: 37, column: 74, scope: !316)
!331 = !DILocation(line: 37, column: 55, scope: !316)
!332 = !DILocation(line: 38, column: 14, scope: !316)
!333 = !DILocation(line: 38, column: 16, scope: !316)
!334 = !DILocation(line: 38, column: 31, scope: !316)
!335 = !DILocation(line: 37, column: 80, scope: !316)
!336 = !DILocation(line: 37, column: 5, scope: !316)
!337 = distinct !DISubprogram(name: "bswap32_naive", scope: !2, file: !2, line: 31, type: !317, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !50)
!338 = !DILocalVariable(name: "x", arg: 1, scope: !337, file: !2, line: 31, type: !29)
!339 = !DILocation(line: 31, column: 40, scope: !337)
!340 = !DILocation(line: 32, column: 13, scope: !337)
!341 = !DILocation(line: 32, column: 15, scope: !337)
!342 = !DILocation(line: 32, column: 26, scope: !337)
!343 = !DILocation(line: 32, column: 28, scope: !337)
!344 = !DILocation(line: 32, column: 34, scope: !337)
!345 = !DILocation(line: 32, column: 22, scope: !337)
!346 = !DILocation(line: 32, column: 48, scope: !337)
!347 = !DILocation(line: 32, column: 50, scope: !337)
!348 = !DILocation(line: 32, column: 56, scope: !337)
!349 = !DILocation(line: 32, column: 44, scope: !337)
!350 = !DILocation(line: 32, column: 71, scope: !337)
!351 = !DILocation(line: 32, column: 73, scope: !337)
!352 = !DILocation(line: 32, column: 68, scope: !337)
!353 = !DILocation(line: 32, column: 5, scope: !337)
!354 = distinct !DISubprogram(name: "popcount_kernighan", scope: !2, file: !2, line: 42, type: !355, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !50)
!355 = !DISubroutineType(types: !356)
!356 = !{!36, !29}
!357 = !DILocalVariable(name: "x", arg: 1, scope: !354, file: !2, line: 42, type: !29)
!358 = !DILocation(line: 42, column: 40, scope: !354)
!359 = !DILocalVariable(name: "c", scope: !354, file: !2, line: 43, type: !36)
!360 = !DILocation(line: 43, column: 9, scope: !354)
!361 = !DILocation(line: 44, column: 5, scope: !354)
!362 = !DILocation(line: 44, column: 12, scope: !354)
!363 = !DILocation(line: 45, column: 14, scope: !364)
!364 = distinct !DILexicalBlock(scope: !354, file: !2, line: 44, column: 15)
!365 = !DILocation(line: 45, column: 16, scope: !364)
!366 = !DILocation(line: 45, column: 11, scope: !364)
!367 = !DILocation(line: 46, column: 10, scope: !364)
!368 = distinct !{!368, !361, !369, !166}
!369 = !DILocation(line: 47, column: 5, scope: !354)
!370 = !DILocation(line: 48, column: 12, scope: !354)
!371 = !DILocation(line: 48, column: 5, scope: !354)
