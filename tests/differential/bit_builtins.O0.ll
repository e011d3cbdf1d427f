; ModuleID = 'bit_builtins.c'
source_filename = "bit_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.vals = private unnamed_addr constant [12 x i64] [i64 1, i64 2, i64 3, i64 128, i64 255, i64 256, i64 -9223372036854775808, i64 -1, i64 81985529216486895, i64 4294901760, i64 68719476736, i64 3735928559], align 16
@.str = private unnamed_addr constant [65 x i8] c"v=%08x%08x pop=%d clz=%d ctz=%d bswap=%08x%08x parity=%d ffs=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [55 x i8] c"   lo=%08x pop=%d clz=%d ctz=%d bswap=%08x idiom=%08x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"16-bit bswap: %04x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [28 x i8] c"loop sum=%lu mismatches=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [33 x i8] c"v=%u floor_log2=%d next_pow2=%u\0A\00", align 1, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !46 {
  %1 = alloca i32, align 4
  %2 = alloca [12 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !50, !DIExpression(), !56)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.vals, i64 96, i1 false), !dbg !56
    #dbg_declare(ptr %3, !57, !DIExpression(), !58)
  store i32 0, ptr %3, align 4, !dbg !58
    #dbg_declare(ptr %4, !59, !DIExpression(), !61)
  store i32 0, ptr %4, align 4, !dbg !61
  br label %17, !dbg !62

17:                                               ; preds = %110, %0
  %18 = load i32, ptr %4, align 4, !dbg !63
  %19 = icmp slt i32 %18, 12, !dbg !65
  br i1 %19, label %20, label %113, !dbg !66

20:                                               ; preds = %17
    #dbg_declare(ptr %5, !67, !DIExpression(), !69)
  %21 = load i32, ptr %4, align 4, !dbg !70
  %22 = sext i32 %21 to i64, !dbg !71
  %23 = getelementptr inbounds [12 x i64], ptr %2, i64 0, i64 %22, !dbg !71
  %24 = load i64, ptr %23, align 8, !dbg !71
  store i64 %24, ptr %5, align 8, !dbg !69
    #dbg_declare(ptr %6, !72, !DIExpression(), !73)
  %25 = load i64, ptr %5, align 8, !dbg !74
  %26 = trunc i64 %25 to i32, !dbg !75
  store i32 %26, ptr %6, align 4, !dbg !73
    #dbg_declare(ptr %7, !76, !DIExpression(), !77)
  %27 = load i64, ptr %5, align 8, !dbg !78
  %28 = call i64 @llvm.ctpop.i64(i64 %27), !dbg !79
  %29 = trunc i64 %28 to i32, !dbg !79
  store i32 %29, ptr %7, align 4, !dbg !77
    #dbg_declare(ptr %8, !80, !DIExpression(), !81)
  %30 = load i64, ptr %5, align 8, !dbg !82
  %31 = call i64 @llvm.ctlz.i64(i64 %30, i1 true), !dbg !83
  %32 = trunc i64 %31 to i32, !dbg !83
  store i32 %32, ptr %8, align 4, !dbg !81
    #dbg_declare(ptr %9, !84, !DIExpression(), !85)
  %33 = load i64, ptr %5, align 8, !dbg !86
  %34 = call i64 @llvm.cttz.i64(i64 %33, i1 true), !dbg !87
  %35 = trunc i64 %34 to i32, !dbg !87
  store i32 %35, ptr %9, align 4, !dbg !85
    #dbg_declare(ptr %10, !88, !DIExpression(), !89)
  %36 = load i64, ptr %5, align 8, !dbg !90
  %37 = call i64 @llvm.bswap.i64(i64 %36), !dbg !91
  store i64 %37, ptr %10, align 8, !dbg !89
  %38 = load i64, ptr %5, align 8, !dbg !92
  %39 = lshr i64 %38, 32, !dbg !93
  %40 = trunc i64 %39 to i32, !dbg !94
  %41 = load i32, ptr %6, align 4, !dbg !95
  %42 = load i32, ptr %7, align 4, !dbg !96
  %43 = load i32, ptr %8, align 4, !dbg !97
  %44 = load i32, ptr %9, align 4, !dbg !98
  %45 = load i64, ptr %10, align 8, !dbg !99
  %46 = lshr i64 %45, 32, !dbg !100
  %47 = trunc i64 %46 to i32, !dbg !101
  %48 = load i64, ptr %10, align 8, !dbg !102
  %49 = trunc i64 %48 to i32, !dbg !103
  %50 = load i64, ptr %5, align 8, !dbg !104
  %51 = call i64 @llvm.ctpop.i64(i64 %50), !dbg !105
  %52 = and i64 %51, 1, !dbg !105
  %53 = trunc i64 %52 to i32, !dbg !105
  %54 = load i64, ptr %5, align 8, !dbg !106
  %55 = call i64 @llvm.cttz.i64(i64 %54, i1 true), !dbg !107
  %56 = add i64 %55, 1, !dbg !107
  %57 = icmp eq i64 %54, 0, !dbg !107
  %58 = select i1 %57, i64 0, i64 %56, !dbg !107
  %59 = trunc i64 %58 to i32, !dbg !107
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %47, i32 noundef %49, i32 noundef %53, i32 noundef %59), !dbg !108
  %61 = load i32, ptr %7, align 4, !dbg !109
  %62 = load i64, ptr %5, align 8, !dbg !111
  %63 = call i32 @popcount_naive(i64 noundef %62), !dbg !112
  %64 = icmp ne i32 %61, %63, !dbg !113
  br i1 %64, label %75, label %65, !dbg !114

65:                                               ; preds = %20
  %66 = load i32, ptr %8, align 4, !dbg !115
  %67 = load i64, ptr %5, align 8, !dbg !116
  %68 = call i32 @clz64_naive(i64 noundef %67), !dbg !117
  %69 = icmp ne i32 %66, %68, !dbg !118
  br i1 %69, label %75, label %70, !dbg !119

70:                                               ; preds = %65
  %71 = load i32, ptr %9, align 4, !dbg !120
  %72 = load i64, ptr %5, align 8, !dbg !121
  %73 = call i32 @ctz64_naive(i64 noundef %72), !dbg !122
  %74 = icmp ne i32 %71, %73, !dbg !123
  br i1 %74, label %75, label %78, !dbg !124

75:                                               ; preds = %70, %65, %20
  %76 = load i32, ptr %3, align 4, !dbg !125
  %77 = add nsw i32 %76, 1, !dbg !125
  store i32 %77, ptr %3, align 4, !dbg !125
  br label %78, !dbg !126

78:                                               ; preds = %75, %70
  %79 = load i32, ptr %6, align 4, !dbg !127
  %80 = icmp ne i32 %79, 0, !dbg !127
  br i1 %80, label %81, label %109, !dbg !129

81:                                               ; preds = %78
  %82 = load i32, ptr %6, align 4, !dbg !130
  %83 = load i32, ptr %6, align 4, !dbg !132
  %84 = call i32 @llvm.ctpop.i32(i32 %83), !dbg !133
  %85 = load i32, ptr %6, align 4, !dbg !134
  %86 = call i32 @llvm.ctlz.i32(i32 %85, i1 true), !dbg !135
  %87 = load i32, ptr %6, align 4, !dbg !136
  %88 = call i32 @llvm.cttz.i32(i32 %87, i1 true), !dbg !137
  %89 = load i32, ptr %6, align 4, !dbg !138
  %90 = call i32 @llvm.bswap.i32(i32 %89), !dbg !139
  %91 = load i32, ptr %6, align 4, !dbg !140
  %92 = call i32 @bswap32_idiom(i32 noundef %91), !dbg !141
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %82, i32 noundef %84, i32 noundef %86, i32 noundef %88, i32 noundef %90, i32 noundef %92), !dbg !142
  %94 = load i32, ptr %6, align 4, !dbg !143
  %95 = call i32 @llvm.bswap.i32(i32 %94), !dbg !145
  %96 = load i32, ptr %6, align 4, !dbg !146
  %97 = call i32 @bswap32_naive(i32 noundef %96), !dbg !147
  %98 = icmp ne i32 %95, %97, !dbg !148
  br i1 %98, label %105, label %99, !dbg !149

99:                                               ; preds = %81
  %100 = load i32, ptr %6, align 4, !dbg !150
  %101 = call i32 @llvm.ctpop.i32(i32 %100), !dbg !151
  %102 = load i32, ptr %6, align 4, !dbg !152
  %103 = call i32 @popcount_kernighan(i32 noundef %102), !dbg !153
  %104 = icmp ne i32 %101, %103, !dbg !154
  br i1 %104, label %105, label %108, !dbg !155

105:                                              ; preds = %99, %81
  %106 = load i32, ptr %3, align 4, !dbg !156
  %107 = add nsw i32 %106, 1, !dbg !156
  store i32 %107, ptr %3, align 4, !dbg !156
  br label %108, !dbg !157

108:                                              ; preds = %105, %99
  br label %109, !dbg !158

109:                                              ; preds = %108, %78
  br label %110, !dbg !159

110:                                              ; preds = %109
  %111 = load i32, ptr %4, align 4, !dbg !160
  %112 = add nsw i32 %111, 1, !dbg !160
  store i32 %112, ptr %4, align 4, !dbg !160
  br label %17, !dbg !161, !llvm.loop !162

113:                                              ; preds = %17
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef 13330), !dbg !165
    #dbg_declare(ptr %11, !166, !DIExpression(), !167)
  store i32 -1640531527, ptr %11, align 4, !dbg !167
    #dbg_declare(ptr %12, !168, !DIExpression(), !169)
  store i64 0, ptr %12, align 8, !dbg !169
    #dbg_declare(ptr %13, !170, !DIExpression(), !172)
  store i32 0, ptr %13, align 4, !dbg !172
  br label %115, !dbg !173

115:                                              ; preds = %153, %113
  %116 = load i32, ptr %13, align 4, !dbg !174
  %117 = icmp slt i32 %116, 1000, !dbg !176
  br i1 %117, label %118, label %156, !dbg !177

118:                                              ; preds = %115
  %119 = load i32, ptr %11, align 4, !dbg !178
  %120 = shl i32 %119, 13, !dbg !180
  %121 = load i32, ptr %11, align 4, !dbg !181
  %122 = xor i32 %121, %120, !dbg !181
  store i32 %122, ptr %11, align 4, !dbg !181
  %123 = load i32, ptr %11, align 4, !dbg !182
  %124 = lshr i32 %123, 17, !dbg !183
  %125 = load i32, ptr %11, align 4, !dbg !184
  %126 = xor i32 %125, %124, !dbg !184
  store i32 %126, ptr %11, align 4, !dbg !184
  %127 = load i32, ptr %11, align 4, !dbg !185
  %128 = shl i32 %127, 5, !dbg !186
  %129 = load i32, ptr %11, align 4, !dbg !187
  %130 = xor i32 %129, %128, !dbg !187
  store i32 %130, ptr %11, align 4, !dbg !187
  %131 = load i32, ptr %11, align 4, !dbg !188
  %132 = call i32 @llvm.ctpop.i32(i32 %131), !dbg !189
  %133 = load i32, ptr %11, align 4, !dbg !190
  %134 = or i32 %133, 1, !dbg !191
  %135 = call i32 @llvm.ctlz.i32(i32 %134, i1 true), !dbg !192
  %136 = add nsw i32 %132, %135, !dbg !193
  %137 = load i32, ptr %11, align 4, !dbg !194
  %138 = or i32 %137, -2147483648, !dbg !195
  %139 = call i32 @llvm.cttz.i32(i32 %138, i1 true), !dbg !196
  %140 = add nsw i32 %136, %139, !dbg !197
  %141 = sext i32 %140 to i64, !dbg !198
  %142 = load i64, ptr %12, align 8, !dbg !199
  %143 = add i64 %142, %141, !dbg !199
  store i64 %143, ptr %12, align 8, !dbg !199
  %144 = load i32, ptr %11, align 4, !dbg !200
  %145 = call i32 @popcount_kernighan(i32 noundef %144), !dbg !202
  %146 = load i32, ptr %11, align 4, !dbg !203
  %147 = call i32 @llvm.ctpop.i32(i32 %146), !dbg !204
  %148 = icmp ne i32 %145, %147, !dbg !205
  br i1 %148, label %149, label %152, !dbg !206

149:                                              ; preds = %118
  %150 = load i32, ptr %3, align 4, !dbg !207
  %151 = add nsw i32 %150, 1, !dbg !207
  store i32 %151, ptr %3, align 4, !dbg !207
  br label %152, !dbg !208

152:                                              ; preds = %149, %118
  br label %153, !dbg !209

153:                                              ; preds = %152
  %154 = load i32, ptr %13, align 4, !dbg !210
  %155 = add nsw i32 %154, 1, !dbg !210
  store i32 %155, ptr %13, align 4, !dbg !210
  br label %115, !dbg !211, !llvm.loop !212

156:                                              ; preds = %115
  %157 = load i64, ptr %12, align 8, !dbg !214
  %158 = load i32, ptr %3, align 4, !dbg !215
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %157, i32 noundef %158), !dbg !216
    #dbg_declare(ptr %14, !217, !DIExpression(), !219)
  store i32 1, ptr %14, align 4, !dbg !219
  br label %160, !dbg !220

160:                                              ; preds = %182, %156
  %161 = load i32, ptr %14, align 4, !dbg !221
  %162 = icmp ult i32 %161, 5000, !dbg !223
  br i1 %162, label %163, label %186, !dbg !224

163:                                              ; preds = %160
    #dbg_declare(ptr %15, !225, !DIExpression(), !227)
  %164 = load i32, ptr %14, align 4, !dbg !228
  %165 = call i32 @llvm.ctlz.i32(i32 %164, i1 true), !dbg !229
  %166 = sub nsw i32 31, %165, !dbg !230
  store i32 %166, ptr %15, align 4, !dbg !227
    #dbg_declare(ptr %16, !231, !DIExpression(), !232)
  %167 = load i32, ptr %14, align 4, !dbg !233
  %168 = icmp eq i32 %167, 1, !dbg !234
  br i1 %168, label %169, label %170, !dbg !233

169:                                              ; preds = %163
  br label %176, !dbg !233

170:                                              ; preds = %163
  %171 = load i32, ptr %14, align 4, !dbg !235
  %172 = sub i32 %171, 1, !dbg !236
  %173 = call i32 @llvm.ctlz.i32(i32 %172, i1 true), !dbg !237
  %174 = sub nsw i32 32, %173, !dbg !238
  %175 = shl i32 1, %174, !dbg !239
  br label %176, !dbg !233

176:                                              ; preds = %170, %169
  %177 = phi i32 [ 1, %169 ], [ %175, %170 ], !dbg !233
  store i32 %177, ptr %16, align 4, !dbg !232
  %178 = load i32, ptr %14, align 4, !dbg !240
  %179 = load i32, ptr %15, align 4, !dbg !241
  %180 = load i32, ptr %16, align 4, !dbg !242
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %178, i32 noundef %179, i32 noundef %180), !dbg !243
  br label %182, !dbg !244

182:                                              ; preds = %176
  %183 = load i32, ptr %14, align 4, !dbg !245
  %184 = mul i32 %183, 3, !dbg !246
  %185 = add i32 %184, 1, !dbg !247
  store i32 %185, ptr %14, align 4, !dbg !248
  br label %160, !dbg !249, !llvm.loop !250

186:                                              ; preds = %160
  %187 = load i32, ptr %3, align 4, !dbg !252
  ret i32 %187, !dbg !253
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
define internal i32 @popcount_naive(i64 noundef %0) #0 !dbg !254 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !257, !DIExpression(), !258)
    #dbg_declare(ptr %3, !259, !DIExpression(), !260)
  store i32 0, ptr %3, align 4, !dbg !260
  br label %4, !dbg !261

4:                                                ; preds = %7, %1
  %5 = load i64, ptr %2, align 8, !dbg !262
  %6 = icmp ne i64 %5, 0, !dbg !261
  br i1 %6, label %7, label %15, !dbg !261

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8, !dbg !263
  %9 = and i64 %8, 1, !dbg !265
  %10 = trunc i64 %9 to i32, !dbg !266
  %11 = load i32, ptr %3, align 4, !dbg !267
  %12 = add nsw i32 %11, %10, !dbg !267
  store i32 %12, ptr %3, align 4, !dbg !267
  %13 = load i64, ptr %2, align 8, !dbg !268
  %14 = lshr i64 %13, 1, !dbg !268
  store i64 %14, ptr %2, align 8, !dbg !268
  br label %4, !dbg !261, !llvm.loop !269

15:                                               ; preds = %4
  %16 = load i32, ptr %3, align 4, !dbg !271
  ret i32 %16, !dbg !272
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clz64_naive(i64 noundef %0) #0 !dbg !273 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !274, !DIExpression(), !275)
    #dbg_declare(ptr %3, !276, !DIExpression(), !277)
  store i32 0, ptr %3, align 4, !dbg !277
    #dbg_declare(ptr %4, !278, !DIExpression(), !280)
  store i64 -9223372036854775808, ptr %4, align 8, !dbg !280
  br label %5, !dbg !281

5:                                                ; preds = %19, %1
  %6 = load i64, ptr %4, align 8, !dbg !282
  %7 = icmp ne i64 %6, 0, !dbg !282
  br i1 %7, label %8, label %14, !dbg !284

8:                                                ; preds = %5
  %9 = load i64, ptr %2, align 8, !dbg !285
  %10 = load i64, ptr %4, align 8, !dbg !286
  %11 = and i64 %9, %10, !dbg !287
  %12 = icmp ne i64 %11, 0, !dbg !288
  %13 = xor i1 %12, true, !dbg !288
  br label %14

14:                                               ; preds = %8, %5
  %15 = phi i1 [ false, %5 ], [ %13, %8 ], !dbg !289
  br i1 %15, label %16, label %22, !dbg !290

16:                                               ; preds = %14
  %17 = load i32, ptr %3, align 4, !dbg !291
  %18 = add nsw i32 %17, 1, !dbg !291
  store i32 %18, ptr %3, align 4, !dbg !291
  br label %19, !dbg !292

19:                                               ; preds = %16
  %20 = load i64, ptr %4, align 8, !dbg !293
  %21 = lshr i64 %20, 1, !dbg !293
  store i64 %21, ptr %4, align 8, !dbg !293
  br label %5, !dbg !294, !llvm.loop !295

22:                                               ; preds = %14
  %23 = load i32, ptr %3, align 4, !dbg !297
  ret i32 %23, !dbg !298
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ctz64_naive(i64 noundef %0) #0 !dbg !299 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !300, !DIExpression(), !301)
    #dbg_declare(ptr %3, !302, !DIExpression(), !303)
  store i32 0, ptr %3, align 4, !dbg !303
  br label %4, !dbg !304

4:                                                ; preds = %9, %1
  %5 = load i64, ptr %2, align 8, !dbg !305
  %6 = and i64 %5, 1, !dbg !306
  %7 = icmp ne i64 %6, 0, !dbg !307
  %8 = xor i1 %7, true, !dbg !307
  br i1 %8, label %9, label %14, !dbg !304

9:                                                ; preds = %4
  %10 = load i64, ptr %2, align 8, !dbg !308
  %11 = lshr i64 %10, 1, !dbg !308
  store i64 %11, ptr %2, align 8, !dbg !308
  %12 = load i32, ptr %3, align 4, !dbg !310
  %13 = add nsw i32 %12, 1, !dbg !310
  store i32 %13, ptr %3, align 4, !dbg !310
  br label %4, !dbg !304, !llvm.loop !311

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4, !dbg !313
  ret i32 %15, !dbg !314
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
define internal i32 @bswap32_idiom(i32 noundef %0) #0 !dbg !315 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !318, !DIExpression(), !319)
  %3 = load i32, ptr %2, align 4, !dbg !320
  %4 = and i32 %3, 255, !dbg !321
  %5 = shl i32 %4, 24, !dbg !322
  %6 = load i32, ptr %2, align 4, !dbg !323
  %7 = and i32 %6, 65280, !dbg !324
  %8 = shl i32 %7, 8, !dbg !325
  %9 = or i32 %5, %8, !dbg !326
  %10 = load i32, ptr %2, align 4, !dbg !327
  %11 = and i32 %10, 16711680, !dbg !328
  %12 = lshr i32 %11, 8, !dbg !329
  %13 = or i32 %9, %12, !dbg !330
  %14 = load i32, ptr %2, align 4, !dbg !331
  %15 = and i32 %14, -16777216, !dbg !332
  %16 = lshr i32 %15, 24, !dbg !333
  %17 = or i32 %13, %16, !dbg !334
  ret i32 %17, !dbg !335
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bswap32_naive(i32 noundef %0) #0 !dbg !336 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !337, !DIExpression(), !338)
  %3 = load i32, ptr %2, align 4, !dbg !339
  %4 = lshr i32 %3, 24, !dbg !340
  %5 = load i32, ptr %2, align 4, !dbg !341
  %6 = lshr i32 %5, 8, !dbg !342
  %7 = and i32 %6, 65280, !dbg !343
  %8 = or i32 %4, %7, !dbg !344
  %9 = load i32, ptr %2, align 4, !dbg !345
  %10 = shl i32 %9, 8, !dbg !346
  %11 = and i32 %10, 16711680, !dbg !347
  %12 = or i32 %8, %11, !dbg !348
  %13 = load i32, ptr %2, align 4, !dbg !349
  %14 = shl i32 %13, 24, !dbg !350
  %15 = or i32 %12, %14, !dbg !351
  ret i32 %15, !dbg !352
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcount_kernighan(i32 noundef %0) #0 !dbg !353 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !356, !DIExpression(), !357)
    #dbg_declare(ptr %3, !358, !DIExpression(), !359)
  store i32 0, ptr %3, align 4, !dbg !359
  br label %4, !dbg !360

4:                                                ; preds = %7, %1
  %5 = load i32, ptr %2, align 4, !dbg !361
  %6 = icmp ne i32 %5, 0, !dbg !360
  br i1 %6, label %7, label %14, !dbg !360

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4, !dbg !362
  %9 = sub i32 %8, 1, !dbg !364
  %10 = load i32, ptr %2, align 4, !dbg !365
  %11 = and i32 %10, %9, !dbg !365
  store i32 %11, ptr %2, align 4, !dbg !365
  %12 = load i32, ptr %3, align 4, !dbg !366
  %13 = add nsw i32 %12, 1, !dbg !366
  store i32 %13, ptr %3, align 4, !dbg !366
  br label %4, !dbg !360, !llvm.loop !367

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4, !dbg !369
  ret i32 %15, !dbg !370
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bit_builtins.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "ac4078594240b591e304f500a26fcc80")
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
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !32, line: 42, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{!0, !7, !12, !17, !22}
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"frame-pointer", i32 2}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !47, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !27, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!36}
!49 = !{}
!50 = !DILocalVariable(name: "vals", scope: !46, file: !2, line: 52, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 768, elements: !54)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !30, line: 27, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !32, line: 45, baseType: !35)
!54 = !{!55}
!55 = !DISubrange(count: 12)
!56 = !DILocation(line: 52, column: 14, scope: !46)
!57 = !DILocalVariable(name: "mism", scope: !46, file: !2, line: 55, type: !36)
!58 = !DILocation(line: 55, column: 9, scope: !46)
!59 = !DILocalVariable(name: "i", scope: !60, file: !2, line: 56, type: !36)
!60 = distinct !DILexicalBlock(scope: !46, file: !2, line: 56, column: 5)
!61 = !DILocation(line: 56, column: 14, scope: !60)
!62 = !DILocation(line: 56, column: 10, scope: !60)
!63 = !DILocation(line: 56, column: 21, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !2, line: 56, column: 5)
!65 = !DILocation(line: 56, column: 23, scope: !64)
!66 = !DILocation(line: 56, column: 5, scope: !60)
!67 = !DILocalVariable(name: "v", scope: !68, file: !2, line: 57, type: !52)
!68 = distinct !DILexicalBlock(scope: !64, file: !2, line: 56, column: 34)
!69 = !DILocation(line: 57, column: 18, scope: !68)
!70 = !DILocation(line: 57, column: 27, scope: !68)
!71 = !DILocation(line: 57, column: 22, scope: !68)
!72 = !DILocalVariable(name: "lo", scope: !68, file: !2, line: 58, type: !29)
!73 = !DILocation(line: 58, column: 18, scope: !68)
!74 = !DILocation(line: 58, column: 33, scope: !68)
!75 = !DILocation(line: 58, column: 23, scope: !68)
!76 = !DILocalVariable(name: "pc64", scope: !68, file: !2, line: 59, type: !36)
!77 = !DILocation(line: 59, column: 13, scope: !68)
!78 = !DILocation(line: 59, column: 41, scope: !68)
!79 = !DILocation(line: 59, column: 20, scope: !68)
!80 = !DILocalVariable(name: "clz64", scope: !68, file: !2, line: 60, type: !36)
!81 = !DILocation(line: 60, column: 13, scope: !68)
!82 = !DILocation(line: 60, column: 37, scope: !68)
!83 = !DILocation(line: 60, column: 21, scope: !68)
!84 = !DILocalVariable(name: "ctz64", scope: !68, file: !2, line: 61, type: !36)
!85 = !DILocation(line: 61, column: 13, scope: !68)
!86 = !DILocation(line: 61, column: 37, scope: !68)
!87 = !DILocation(line: 61, column: 21, scope: !68)
!88 = !DILocalVariable(name: "bs64", scope: !68, file: !2, line: 62, type: !52)
!89 = !DILocation(line: 62, column: 18, scope: !68)
!90 = !DILocation(line: 62, column: 43, scope: !68)
!91 = !DILocation(line: 62, column: 25, scope: !68)
!92 = !DILocation(line: 64, column: 27, scope: !68)
!93 = !DILocation(line: 64, column: 29, scope: !68)
!94 = !DILocation(line: 64, column: 16, scope: !68)
!95 = !DILocation(line: 64, column: 37, scope: !68)
!96 = !DILocation(line: 64, column: 41, scope: !68)
!97 = !DILocation(line: 64, column: 47, scope: !68)
!98 = !DILocation(line: 64, column: 54, scope: !68)
!99 = !DILocation(line: 64, column: 72, scope: !68)
!100 = !DILocation(line: 64, column: 77, scope: !68)
!101 = !DILocation(line: 64, column: 61, scope: !68)
!102 = !DILocation(line: 65, column: 26, scope: !68)
!103 = !DILocation(line: 65, column: 16, scope: !68)
!104 = !DILocation(line: 65, column: 51, scope: !68)
!105 = !DILocation(line: 65, column: 32, scope: !68)
!106 = !DILocation(line: 65, column: 82, scope: !68)
!107 = !DILocation(line: 65, column: 55, scope: !68)
!108 = !DILocation(line: 63, column: 9, scope: !68)
!109 = !DILocation(line: 66, column: 13, scope: !110)
!110 = distinct !DILexicalBlock(scope: !68, file: !2, line: 66, column: 13)
!111 = !DILocation(line: 66, column: 36, scope: !110)
!112 = !DILocation(line: 66, column: 21, scope: !110)
!113 = !DILocation(line: 66, column: 18, scope: !110)
!114 = !DILocation(line: 66, column: 39, scope: !110)
!115 = !DILocation(line: 66, column: 42, scope: !110)
!116 = !DILocation(line: 66, column: 63, scope: !110)
!117 = !DILocation(line: 66, column: 51, scope: !110)
!118 = !DILocation(line: 66, column: 48, scope: !110)
!119 = !DILocation(line: 66, column: 66, scope: !110)
!120 = !DILocation(line: 66, column: 69, scope: !110)
!121 = !DILocation(line: 66, column: 90, scope: !110)
!122 = !DILocation(line: 66, column: 78, scope: !110)
!123 = !DILocation(line: 66, column: 75, scope: !110)
!124 = !DILocation(line: 66, column: 13, scope: !68)
!125 = !DILocation(line: 67, column: 17, scope: !110)
!126 = !DILocation(line: 67, column: 13, scope: !110)
!127 = !DILocation(line: 68, column: 13, scope: !128)
!128 = distinct !DILexicalBlock(scope: !68, file: !2, line: 68, column: 13)
!129 = !DILocation(line: 68, column: 13, scope: !68)
!130 = !DILocation(line: 69, column: 79, scope: !131)
!131 = distinct !DILexicalBlock(scope: !128, file: !2, line: 68, column: 17)
!132 = !DILocation(line: 70, column: 39, scope: !131)
!133 = !DILocation(line: 70, column: 20, scope: !131)
!134 = !DILocation(line: 70, column: 58, scope: !131)
!135 = !DILocation(line: 70, column: 44, scope: !131)
!136 = !DILocation(line: 70, column: 77, scope: !131)
!137 = !DILocation(line: 70, column: 63, scope: !131)
!138 = !DILocation(line: 71, column: 38, scope: !131)
!139 = !DILocation(line: 71, column: 20, scope: !131)
!140 = !DILocation(line: 71, column: 57, scope: !131)
!141 = !DILocation(line: 71, column: 43, scope: !131)
!142 = !DILocation(line: 69, column: 13, scope: !131)
!143 = !DILocation(line: 72, column: 35, scope: !144)
!144 = distinct !DILexicalBlock(scope: !131, file: !2, line: 72, column: 17)
!145 = !DILocation(line: 72, column: 17, scope: !144)
!146 = !DILocation(line: 72, column: 56, scope: !144)
!147 = !DILocation(line: 72, column: 42, scope: !144)
!148 = !DILocation(line: 72, column: 39, scope: !144)
!149 = !DILocation(line: 72, column: 60, scope: !144)
!150 = !DILocation(line: 73, column: 36, scope: !144)
!151 = !DILocation(line: 73, column: 17, scope: !144)
!152 = !DILocation(line: 73, column: 62, scope: !144)
!153 = !DILocation(line: 73, column: 43, scope: !144)
!154 = !DILocation(line: 73, column: 40, scope: !144)
!155 = !DILocation(line: 72, column: 17, scope: !131)
!156 = !DILocation(line: 74, column: 21, scope: !144)
!157 = !DILocation(line: 74, column: 17, scope: !144)
!158 = !DILocation(line: 75, column: 9, scope: !131)
!159 = !DILocation(line: 76, column: 5, scope: !68)
!160 = !DILocation(line: 56, column: 30, scope: !64)
!161 = !DILocation(line: 56, column: 5, scope: !64)
!162 = distinct !{!162, !66, !163, !164}
!163 = !DILocation(line: 76, column: 5, scope: !60)
!164 = !{!"llvm.loop.mustprogress"}
!165 = !DILocation(line: 77, column: 5, scope: !46)
!166 = !DILocalVariable(name: "x", scope: !46, file: !2, line: 78, type: !29)
!167 = !DILocation(line: 78, column: 14, scope: !46)
!168 = !DILocalVariable(name: "sum", scope: !46, file: !2, line: 79, type: !35)
!169 = !DILocation(line: 79, column: 19, scope: !46)
!170 = !DILocalVariable(name: "i", scope: !171, file: !2, line: 80, type: !36)
!171 = distinct !DILexicalBlock(scope: !46, file: !2, line: 80, column: 5)
!172 = !DILocation(line: 80, column: 14, scope: !171)
!173 = !DILocation(line: 80, column: 10, scope: !171)
!174 = !DILocation(line: 80, column: 21, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !2, line: 80, column: 5)
!176 = !DILocation(line: 80, column: 23, scope: !175)
!177 = !DILocation(line: 80, column: 5, scope: !171)
!178 = !DILocation(line: 81, column: 14, scope: !179)
!179 = distinct !DILexicalBlock(scope: !175, file: !2, line: 80, column: 36)
!180 = !DILocation(line: 81, column: 16, scope: !179)
!181 = !DILocation(line: 81, column: 11, scope: !179)
!182 = !DILocation(line: 82, column: 14, scope: !179)
!183 = !DILocation(line: 82, column: 16, scope: !179)
!184 = !DILocation(line: 82, column: 11, scope: !179)
!185 = !DILocation(line: 83, column: 14, scope: !179)
!186 = !DILocation(line: 83, column: 16, scope: !179)
!187 = !DILocation(line: 83, column: 11, scope: !179)
!188 = !DILocation(line: 84, column: 51, scope: !179)
!189 = !DILocation(line: 84, column: 32, scope: !179)
!190 = !DILocation(line: 84, column: 70, scope: !179)
!191 = !DILocation(line: 84, column: 72, scope: !179)
!192 = !DILocation(line: 84, column: 56, scope: !179)
!193 = !DILocation(line: 84, column: 54, scope: !179)
!194 = !DILocation(line: 84, column: 93, scope: !179)
!195 = !DILocation(line: 84, column: 95, scope: !179)
!196 = !DILocation(line: 84, column: 79, scope: !179)
!197 = !DILocation(line: 84, column: 77, scope: !179)
!198 = !DILocation(line: 84, column: 16, scope: !179)
!199 = !DILocation(line: 84, column: 13, scope: !179)
!200 = !DILocation(line: 85, column: 32, scope: !201)
!201 = distinct !DILexicalBlock(scope: !179, file: !2, line: 85, column: 13)
!202 = !DILocation(line: 85, column: 13, scope: !201)
!203 = !DILocation(line: 85, column: 57, scope: !201)
!204 = !DILocation(line: 85, column: 38, scope: !201)
!205 = !DILocation(line: 85, column: 35, scope: !201)
!206 = !DILocation(line: 85, column: 13, scope: !179)
!207 = !DILocation(line: 86, column: 17, scope: !201)
!208 = !DILocation(line: 86, column: 13, scope: !201)
!209 = !DILocation(line: 87, column: 5, scope: !179)
!210 = !DILocation(line: 80, column: 32, scope: !175)
!211 = !DILocation(line: 80, column: 5, scope: !175)
!212 = distinct !{!212, !177, !213, !164}
!213 = !DILocation(line: 87, column: 5, scope: !171)
!214 = !DILocation(line: 88, column: 44, scope: !46)
!215 = !DILocation(line: 88, column: 49, scope: !46)
!216 = !DILocation(line: 88, column: 5, scope: !46)
!217 = !DILocalVariable(name: "v", scope: !218, file: !2, line: 90, type: !33)
!218 = distinct !DILexicalBlock(scope: !46, file: !2, line: 90, column: 5)
!219 = !DILocation(line: 90, column: 19, scope: !218)
!220 = !DILocation(line: 90, column: 10, scope: !218)
!221 = !DILocation(line: 90, column: 26, scope: !222)
!222 = distinct !DILexicalBlock(scope: !218, file: !2, line: 90, column: 5)
!223 = !DILocation(line: 90, column: 28, scope: !222)
!224 = !DILocation(line: 90, column: 5, scope: !218)
!225 = !DILocalVariable(name: "lg", scope: !226, file: !2, line: 91, type: !36)
!226 = distinct !DILexicalBlock(scope: !222, file: !2, line: 90, column: 51)
!227 = !DILocation(line: 91, column: 13, scope: !226)
!228 = !DILocation(line: 91, column: 37, scope: !226)
!229 = !DILocation(line: 91, column: 23, scope: !226)
!230 = !DILocation(line: 91, column: 21, scope: !226)
!231 = !DILocalVariable(name: "np", scope: !226, file: !2, line: 92, type: !33)
!232 = !DILocation(line: 92, column: 18, scope: !226)
!233 = !DILocation(line: 92, column: 23, scope: !226)
!234 = !DILocation(line: 92, column: 25, scope: !226)
!235 = !DILocation(line: 92, column: 62, scope: !226)
!236 = !DILocation(line: 92, column: 64, scope: !226)
!237 = !DILocation(line: 92, column: 48, scope: !226)
!238 = !DILocation(line: 92, column: 46, scope: !226)
!239 = !DILocation(line: 92, column: 39, scope: !226)
!240 = !DILocation(line: 93, column: 53, scope: !226)
!241 = !DILocation(line: 93, column: 56, scope: !226)
!242 = !DILocation(line: 93, column: 60, scope: !226)
!243 = !DILocation(line: 93, column: 9, scope: !226)
!244 = !DILocation(line: 94, column: 5, scope: !226)
!245 = !DILocation(line: 90, column: 40, scope: !222)
!246 = !DILocation(line: 90, column: 42, scope: !222)
!247 = !DILocation(line: 90, column: 46, scope: !222)
!248 = !DILocation(line: 90, column: 38, scope: !222)
!249 = !DILocation(line: 90, column: 5, scope: !222)
!250 = distinct !{!250, !224, !251, !164}
!251 = !DILocation(line: 94, column: 5, scope: !218)
!252 = !DILocation(line: 95, column: 12, scope: !46)
!253 = !DILocation(line: 95, column: 5, scope: !46)
!254 = distinct !DISubprogram(name: "popcount_naive", scope: !2, file: !2, line: 6, type: !255, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !49)
!255 = !DISubroutineType(types: !256)
!256 = !{!36, !52}
!257 = !DILocalVariable(name: "x", arg: 1, scope: !254, file: !2, line: 6, type: !52)
!258 = !DILocation(line: 6, column: 36, scope: !254)
!259 = !DILocalVariable(name: "c", scope: !254, file: !2, line: 7, type: !36)
!260 = !DILocation(line: 7, column: 9, scope: !254)
!261 = !DILocation(line: 8, column: 5, scope: !254)
!262 = !DILocation(line: 8, column: 12, scope: !254)
!263 = !DILocation(line: 9, column: 20, scope: !264)
!264 = distinct !DILexicalBlock(scope: !254, file: !2, line: 8, column: 15)
!265 = !DILocation(line: 9, column: 22, scope: !264)
!266 = !DILocation(line: 9, column: 14, scope: !264)
!267 = !DILocation(line: 9, column: 11, scope: !264)
!268 = !DILocation(line: 10, column: 11, scope: !264)
!269 = distinct !{!269, !261, !270, !164}
!270 = !DILocation(line: 11, column: 5, scope: !254)
!271 = !DILocation(line: 12, column: 12, scope: !254)
!272 = !DILocation(line: 12, column: 5, scope: !254)
!273 = distinct !DISubprogram(name: "clz64_naive", scope: !2, file: !2, line: 15, type: !255, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !49)
!274 = !DILocalVariable(name: "x", arg: 1, scope: !273, file: !2, line: 15, type: !52)
!275 = !DILocation(line: 15, column: 33, scope: !273)
!276 = !DILocalVariable(name: "n", scope: !273, file: !2, line: 16, type: !36)
!277 = !DILocation(line: 16, column: 9, scope: !273)
!278 = !DILocalVariable(name: "m", scope: !279, file: !2, line: 17, type: !52)
!279 = distinct !DILexicalBlock(scope: !273, file: !2, line: 17, column: 5)
!280 = !DILocation(line: 17, column: 19, scope: !279)
!281 = !DILocation(line: 17, column: 10, scope: !279)
!282 = !DILocation(line: 17, column: 35, scope: !283)
!283 = distinct !DILexicalBlock(scope: !279, file: !2, line: 17, column: 5)
!284 = !DILocation(line: 17, column: 37, scope: !283)
!285 = !DILocation(line: 17, column: 42, scope: !283)
!286 = !DILocation(line: 17, column: 46, scope: !283)
!287 = !DILocation(line: 17, column: 44, scope: !283)
!288 = !DILocation(line: 17, column: 40, scope: !283)
!289 = !DILocation(line: 0, scope: !283)
!290 = !DILocation(line: 17, column: 5, scope: !279)
!291 = !DILocation(line: 18, column: 10, scope: !283)
!292 = !DILocation(line: 18, column: 9, scope: !283)
!293 = !DILocation(line: 17, column: 52, scope: !283)
!294 = !DILocation(line: 17, column: 5, scope: !283)
!295 = distinct !{!295, !290, !296, !164}
!296 = !DILocation(line: 18, column: 10, scope: !279)
!297 = !DILocation(line: 19, column: 12, scope: !273)
!298 = !DILocation(line: 19, column: 5, scope: !273)
!299 = distinct !DISubprogram(name: "ctz64_naive", scope: !2, file: !2, line: 22, type: !255, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !49)
!300 = !DILocalVariable(name: "x", arg: 1, scope: !299, file: !2, line: 22, type: !52)
!301 = !DILocation(line: 22, column: 33, scope: !299)
!302 = !DILocalVariable(name: "n", scope: !299, file: !2, line: 23, type: !36)
!303 = !DILocation(line: 23, column: 9, scope: !299)
!304 = !DILocation(line: 24, column: 5, scope: !299)
!305 = !DILocation(line: 24, column: 14, scope: !299)
!306 = !DILocation(line: 24, column: 16, scope: !299)
!307 = !DILocation(line: 24, column: 12, scope: !299)
!308 = !DILocation(line: 25, column: 11, scope: !309)
!309 = distinct !DILexicalBlock(scope: !299, file: !2, line: 24, column: 22)
!310 = !DILocation(line: 26, column: 10, scope: !309)
!311 = distinct !{!311, !304, !312, !164}
!312 = !DILocation(line: 27, column: 5, scope: !299)
!313 = !DILocation(line: 28, column: 12, scope: !299)
!314 = !DILocation(line: 28, column: 5, scope: !299)
!315 = distinct !DISubprogram(name: "bswap32_idiom", scope: !2, file: !2, line: 36, type: !316, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !49)
!316 = !DISubroutineType(types: !317)
!317 = !{!29, !29}
!318 = !DILocalVariable(name: "x", arg: 1, scope: !315, file: !2, line: 36, type: !29)
!319 = !DILocation(line: 36, column: 40, scope: !315)
!320 = !DILocation(line: 37, column: 14, scope: !315)
!321 = !DILocation(line: 37, column: 16, scope: !315)
!322 = !DILocation(line: 37, column: 25, scope: !315)
!323 = !DILocation(line: 37, column: 36, scope: !315)
!324 = !DILocation(line: 37, column: 38, scope: !315)
!325 = !DILocation(line: 37, column: 49, scope: !315)
!326 = !DILocation(line: 37, column: 32, scope: !315)
!327 = !DILocation(line: 37, column: 59, scope: !315)
!328 = !DILocation(line: 37, column: 61, scope: !315)
!329 = !DILocation(line: 37, column: 74, scope: !315)
!330 = !DILocation(line: 37, column: 55, scope: !315)
!331 = !DILocation(line: 38, column: 14, scope: !315)
!332 = !DILocation(line: 38, column: 16, scope: !315)
!333 = !DILocation(line: 38, column: 31, scope: !315)
!334 = !DILocation(line: 37, column: 80, scope: !315)
!335 = !DILocation(line: 37, column: 5, scope: !315)
!336 = distinct !DISubprogram(name: "bswap32_naive", scope: !2, file: !2, line: 31, type: !316, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !49)
!337 = !DILocalVariable(name: "x", arg: 1, scope: !336, file: !2, line: 31, type: !29)
!338 = !DILocation(line: 31, column: 40, scope: !336)
!339 = !DILocation(line: 32, column: 13, scope: !336)
!340 = !DILocation(line: 32, column: 15, scope: !336)
!341 = !DILocation(line: 32, column: 26, scope: !336)
!342 = !DILocation(line: 32, column: 28, scope: !336)
!343 = !DILocation(line: 32, column: 34, scope: !336)
!344 = !DILocation(line: 32, column: 22, scope: !336)
!345 = !DILocation(line: 32, column: 48, scope: !336)
!346 = !DILocation(line: 32, column: 50, scope: !336)
!347 = !DILocation(line: 32, column: 56, scope: !336)
!348 = !DILocation(line: 32, column: 44, scope: !336)
!349 = !DILocation(line: 32, column: 71, scope: !336)
!350 = !DILocation(line: 32, column: 73, scope: !336)
!351 = !DILocation(line: 32, column: 68, scope: !336)
!352 = !DILocation(line: 32, column: 5, scope: !336)
!353 = distinct !DISubprogram(name: "popcount_kernighan", scope: !2, file: !2, line: 42, type: !354, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !27, retainedNodes: !49)
!354 = !DISubroutineType(types: !355)
!355 = !{!36, !29}
!356 = !DILocalVariable(name: "x", arg: 1, scope: !353, file: !2, line: 42, type: !29)
!357 = !DILocation(line: 42, column: 40, scope: !353)
!358 = !DILocalVariable(name: "c", scope: !353, file: !2, line: 43, type: !36)
!359 = !DILocation(line: 43, column: 9, scope: !353)
!360 = !DILocation(line: 44, column: 5, scope: !353)
!361 = !DILocation(line: 44, column: 12, scope: !353)
!362 = !DILocation(line: 45, column: 14, scope: !363)
!363 = distinct !DILexicalBlock(scope: !353, file: !2, line: 44, column: 15)
!364 = !DILocation(line: 45, column: 16, scope: !363)
!365 = !DILocation(line: 45, column: 11, scope: !363)
!366 = !DILocation(line: 46, column: 10, scope: !363)
!367 = distinct !{!367, !360, !368, !164}
!368 = !DILocation(line: 47, column: 5, scope: !353)
!369 = !DILocation(line: 48, column: 12, scope: !353)
!370 = !DILocation(line: 48, column: 5, scope: !353)
