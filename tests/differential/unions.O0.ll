; ModuleID = 'unions.c'
source_filename = "unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.anon.0 = type { i32 }
%union.pun64 = type { double }
%union.pun32 = type { float }
%struct.value = type { i32, %union.anon }
%union.anon = type { i64 }
%union.anon.1 = type { i32 }
%struct.anon = type { i32, i32 }

@.str = private unnamed_addr constant [41 x i8] c"%g: hi=%08x lo=%08x sign=%u exp=%u bytes\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"bits 0x4008... = %g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [29 x i8] c"-1 as u64 %llu, low word %u\0A\00", align 1, !dbg !22
@__const.main.fs = private unnamed_addr constant [4 x float] [float 1.000000e+00, float 5.000000e-01, float -3.750000e+00, float 0x3F50624DE0000000], align 16
@.str.5 = private unnamed_addr constant [34 x i8] c"float %g = %08x halves %04x %04x\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [18 x i8] c"rsqrt(%d) ~ %.4f\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [34 x i8] c"sizeof value=%zu union pun64=%zu\0A\00", align 1, !dbg !39
@__const.main.e = private unnamed_addr constant %union.anon.0 { i32 16909060 }, align 4
@.str.9 = private unnamed_addr constant [27 x i8] c"little endian: %d (c0=%d)\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [22 x i8] c"memcpy pun equal: %d\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [20 x i8] c"-5 as unsigned: %u\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [9 x i8] c"int %ld\0A\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [11 x i8] c"double %g\0A\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [13 x i8] c"string \22%s\22\0A\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [15 x i8] c"pair (%d, %d)\0A\00", align 1, !dbg !71

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !98 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca %union.pun64, align 8
  %5 = alloca i32, align 4
  %6 = alloca %union.pun64, align 8
  %7 = alloca [4 x float], align 16
  %8 = alloca i32, align 4
  %9 = alloca %union.pun32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [5 x %struct.value], align 16
  %12 = alloca i32, align 4
  %13 = alloca %struct.value, align 8
  %14 = alloca %struct.value, align 8
  %15 = alloca %struct.value, align 8
  %16 = alloca %union.anon.0, align 4
  %17 = alloca double, align 8
  %18 = alloca i64, align 8
  %19 = alloca %union.pun64, align 8
  %20 = alloca %union.anon.1, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !103, !DIExpression(), !105)
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 48, i1 false), !dbg !105
  %21 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 0, !dbg !105
  store double 1.000000e+00, ptr %21, align 16, !dbg !105
  %22 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 1, !dbg !105
  store double -2.000000e+00, ptr %22, align 8, !dbg !105
  %23 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 2, !dbg !105
  store double 1.000000e-01, ptr %23, align 16, !dbg !105
  %24 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 3, !dbg !105
  store double 1.000000e+300, ptr %24, align 8, !dbg !105
  %25 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 4, !dbg !105
  store double -0.000000e+00, ptr %25, align 16, !dbg !105
  %26 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 5, !dbg !105
  store double 0x400921FB54442D18, ptr %26, align 8, !dbg !105
    #dbg_declare(ptr %3, !106, !DIExpression(), !108)
  store i32 0, ptr %3, align 4, !dbg !108
  br label %27, !dbg !109

27:                                               ; preds = %66, %0
  %28 = load i32, ptr %3, align 4, !dbg !110
  %29 = icmp slt i32 %28, 6, !dbg !112
  br i1 %29, label %30, label %69, !dbg !113

30:                                               ; preds = %27
    #dbg_declare(ptr %4, !114, !DIExpression(), !139)
  %31 = load i32, ptr %3, align 4, !dbg !140
  %32 = sext i32 %31 to i64, !dbg !141
  %33 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %32, !dbg !141
  %34 = load double, ptr %33, align 8, !dbg !141
  store double %34, ptr %4, align 8, !dbg !142
  %35 = load i32, ptr %3, align 4, !dbg !143
  %36 = sext i32 %35 to i64, !dbg !144
  %37 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %36, !dbg !144
  %38 = load double, ptr %37, align 8, !dbg !144
  %39 = getelementptr inbounds [2 x i32], ptr %4, i64 0, i64 1, !dbg !145
  %40 = load i32, ptr %39, align 4, !dbg !145
  %41 = getelementptr inbounds [2 x i32], ptr %4, i64 0, i64 0, !dbg !146
  %42 = load i32, ptr %41, align 8, !dbg !146
  %43 = load i64, ptr %4, align 8, !dbg !147
  %44 = lshr i64 %43, 63, !dbg !148
  %45 = trunc i64 %44 to i32, !dbg !149
  %46 = load i64, ptr %4, align 8, !dbg !150
  %47 = lshr i64 %46, 52, !dbg !151
  %48 = and i64 %47, 2047, !dbg !152
  %49 = trunc i64 %48 to i32, !dbg !153
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %38, i32 noundef %40, i32 noundef %42, i32 noundef %45, i32 noundef %49), !dbg !154
    #dbg_declare(ptr %5, !155, !DIExpression(), !157)
  store i32 0, ptr %5, align 4, !dbg !157
  br label %51, !dbg !158

51:                                               ; preds = %61, %30
  %52 = load i32, ptr %5, align 4, !dbg !159
  %53 = icmp slt i32 %52, 8, !dbg !161
  br i1 %53, label %54, label %64, !dbg !162

54:                                               ; preds = %51
  %55 = load i32, ptr %5, align 4, !dbg !163
  %56 = sext i32 %55 to i64, !dbg !164
  %57 = getelementptr inbounds [8 x i8], ptr %4, i64 0, i64 %56, !dbg !164
  %58 = load i8, ptr %57, align 1, !dbg !164
  %59 = zext i8 %58 to i32, !dbg !164
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %59), !dbg !165
  br label %61, !dbg !165

61:                                               ; preds = %54
  %62 = load i32, ptr %5, align 4, !dbg !166
  %63 = add nsw i32 %62, 1, !dbg !166
  store i32 %63, ptr %5, align 4, !dbg !166
  br label %51, !dbg !167, !llvm.loop !168

64:                                               ; preds = %51
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !171
  br label %66, !dbg !172

66:                                               ; preds = %64
  %67 = load i32, ptr %3, align 4, !dbg !173
  %68 = add nsw i32 %67, 1, !dbg !173
  store i32 %68, ptr %3, align 4, !dbg !173
  br label %27, !dbg !174, !llvm.loop !175

69:                                               ; preds = %27
    #dbg_declare(ptr %6, !177, !DIExpression(), !178)
  store i64 4613937818241073152, ptr %6, align 8, !dbg !179
  %70 = load double, ptr %6, align 8, !dbg !180
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %70), !dbg !181
  store i64 -1, ptr %6, align 8, !dbg !182
  %72 = load i64, ptr %6, align 8, !dbg !183
  %73 = getelementptr inbounds [2 x i32], ptr %6, i64 0, i64 0, !dbg !184
  %74 = load i32, ptr %73, align 8, !dbg !184
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %72, i32 noundef %74), !dbg !185
    #dbg_declare(ptr %7, !186, !DIExpression(), !190)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.fs, i64 16, i1 false), !dbg !190
    #dbg_declare(ptr %8, !191, !DIExpression(), !193)
  store i32 0, ptr %8, align 4, !dbg !193
  br label %76, !dbg !194

76:                                               ; preds = %97, %69
  %77 = load i32, ptr %8, align 4, !dbg !195
  %78 = icmp slt i32 %77, 4, !dbg !197
  br i1 %78, label %79, label %100, !dbg !198

79:                                               ; preds = %76
    #dbg_declare(ptr %9, !199, !DIExpression(), !210)
  %80 = load i32, ptr %8, align 4, !dbg !211
  %81 = sext i32 %80 to i64, !dbg !212
  %82 = getelementptr inbounds [4 x float], ptr %7, i64 0, i64 %81, !dbg !212
  %83 = load float, ptr %82, align 4, !dbg !212
  store float %83, ptr %9, align 4, !dbg !213
  %84 = load i32, ptr %8, align 4, !dbg !214
  %85 = sext i32 %84 to i64, !dbg !215
  %86 = getelementptr inbounds [4 x float], ptr %7, i64 0, i64 %85, !dbg !215
  %87 = load float, ptr %86, align 4, !dbg !215
  %88 = fpext float %87 to double, !dbg !215
  %89 = load i32, ptr %9, align 4, !dbg !216
  %90 = getelementptr inbounds [2 x i16], ptr %9, i64 0, i64 1, !dbg !217
  %91 = load i16, ptr %90, align 2, !dbg !217
  %92 = zext i16 %91 to i32, !dbg !217
  %93 = getelementptr inbounds [2 x i16], ptr %9, i64 0, i64 0, !dbg !218
  %94 = load i16, ptr %93, align 4, !dbg !218
  %95 = zext i16 %94 to i32, !dbg !218
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %88, i32 noundef %89, i32 noundef %92, i32 noundef %95), !dbg !219
  br label %97, !dbg !220

97:                                               ; preds = %79
  %98 = load i32, ptr %8, align 4, !dbg !221
  %99 = add nsw i32 %98, 1, !dbg !221
  store i32 %99, ptr %8, align 4, !dbg !221
  br label %76, !dbg !222, !llvm.loop !223

100:                                              ; preds = %76
    #dbg_declare(ptr %10, !225, !DIExpression(), !227)
  store i32 1, ptr %10, align 4, !dbg !227
  br label %101, !dbg !228

101:                                              ; preds = %111, %100
  %102 = load i32, ptr %10, align 4, !dbg !229
  %103 = icmp sle i32 %102, 16, !dbg !231
  br i1 %103, label %104, label %114, !dbg !232

104:                                              ; preds = %101
  %105 = load i32, ptr %10, align 4, !dbg !233
  %106 = load i32, ptr %10, align 4, !dbg !234
  %107 = sitofp i32 %106 to float, !dbg !235
  %108 = call float @fast_recip_sqrt_approx(float noundef %107), !dbg !236
  %109 = fpext float %108 to double, !dbg !236
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %105, double noundef %109), !dbg !237
  br label %111, !dbg !237

111:                                              ; preds = %104
  %112 = load i32, ptr %10, align 4, !dbg !238
  %113 = mul nsw i32 %112, 2, !dbg !238
  store i32 %113, ptr %10, align 4, !dbg !238
  br label %101, !dbg !239, !llvm.loop !240

114:                                              ; preds = %101
    #dbg_declare(ptr %11, !242, !DIExpression(), !262)
  %115 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 0, !dbg !263
  %116 = getelementptr inbounds %struct.value, ptr %115, i32 0, i32 0, !dbg !264
  store i32 0, ptr %116, align 16, !dbg !265
  %117 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 0, !dbg !266
  %118 = getelementptr inbounds %struct.value, ptr %117, i32 0, i32 1, !dbg !267
  store i64 40, ptr %118, align 8, !dbg !268
  %119 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 1, !dbg !269
  %120 = getelementptr inbounds %struct.value, ptr %119, i32 0, i32 0, !dbg !270
  store i32 0, ptr %120, align 16, !dbg !271
  %121 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 1, !dbg !272
  %122 = getelementptr inbounds %struct.value, ptr %121, i32 0, i32 1, !dbg !273
  store i64 2, ptr %122, align 8, !dbg !274
  %123 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 2, !dbg !275
  %124 = getelementptr inbounds %struct.value, ptr %123, i32 0, i32 0, !dbg !276
  store i32 1, ptr %124, align 16, !dbg !277
  %125 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 2, !dbg !278
  %126 = getelementptr inbounds %struct.value, ptr %125, i32 0, i32 1, !dbg !279
  store double 5.000000e-01, ptr %126, align 8, !dbg !280
  %127 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 3, !dbg !281
  %128 = getelementptr inbounds %struct.value, ptr %127, i32 0, i32 0, !dbg !282
  store i32 3, ptr %128, align 16, !dbg !283
  %129 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 3, !dbg !284
  %130 = getelementptr inbounds %struct.value, ptr %129, i32 0, i32 1, !dbg !285
  %131 = getelementptr inbounds %struct.anon, ptr %130, i32 0, i32 0, !dbg !286
  store i32 3, ptr %131, align 8, !dbg !287
  %132 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 3, !dbg !288
  %133 = getelementptr inbounds %struct.value, ptr %132, i32 0, i32 1, !dbg !289
  %134 = getelementptr inbounds %struct.anon, ptr %133, i32 0, i32 1, !dbg !290
  store i32 -4, ptr %134, align 4, !dbg !291
  %135 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 4, !dbg !292
  %136 = getelementptr inbounds %struct.value, ptr %135, i32 0, i32 0, !dbg !293
  store i32 2, ptr %136, align 16, !dbg !294
  %137 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 4, !dbg !295
  %138 = getelementptr inbounds %struct.value, ptr %137, i32 0, i32 1, !dbg !296
  store ptr @.str.7, ptr %138, align 8, !dbg !297
    #dbg_declare(ptr %12, !298, !DIExpression(), !300)
  store i32 0, ptr %12, align 4, !dbg !300
  br label %139, !dbg !301

139:                                              ; preds = %150, %114
  %140 = load i32, ptr %12, align 4, !dbg !302
  %141 = icmp slt i32 %140, 5, !dbg !304
  br i1 %141, label %142, label %153, !dbg !305

142:                                              ; preds = %139
  %143 = load i32, ptr %12, align 4, !dbg !306
  %144 = sext i32 %143 to i64, !dbg !307
  %145 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 %144, !dbg !307
  %146 = getelementptr inbounds { i32, i64 }, ptr %145, i32 0, i32 0, !dbg !308
  %147 = load i32, ptr %146, align 16, !dbg !308
  %148 = getelementptr inbounds { i32, i64 }, ptr %145, i32 0, i32 1, !dbg !308
  %149 = load i64, ptr %148, align 8, !dbg !308
  call void @show(i32 %147, i64 %149), !dbg !308
  br label %150, !dbg !308

150:                                              ; preds = %142
  %151 = load i32, ptr %12, align 4, !dbg !309
  %152 = add nsw i32 %151, 1, !dbg !309
  store i32 %152, ptr %12, align 4, !dbg !309
  br label %139, !dbg !310, !llvm.loop !311

153:                                              ; preds = %139
  %154 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 0, !dbg !313
  %155 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 1, !dbg !314
  %156 = getelementptr inbounds { i32, i64 }, ptr %154, i32 0, i32 0, !dbg !315
  %157 = load i32, ptr %156, align 16, !dbg !315
  %158 = getelementptr inbounds { i32, i64 }, ptr %154, i32 0, i32 1, !dbg !315
  %159 = load i64, ptr %158, align 8, !dbg !315
  %160 = getelementptr inbounds { i32, i64 }, ptr %155, i32 0, i32 0, !dbg !315
  %161 = load i32, ptr %160, align 16, !dbg !315
  %162 = getelementptr inbounds { i32, i64 }, ptr %155, i32 0, i32 1, !dbg !315
  %163 = load i64, ptr %162, align 8, !dbg !315
  %164 = call { i32, i64 } @add(i32 %157, i64 %159, i32 %161, i64 %163), !dbg !315
  %165 = getelementptr inbounds { i32, i64 }, ptr %13, i32 0, i32 0, !dbg !315
  %166 = extractvalue { i32, i64 } %164, 0, !dbg !315
  store i32 %166, ptr %165, align 8, !dbg !315
  %167 = getelementptr inbounds { i32, i64 }, ptr %13, i32 0, i32 1, !dbg !315
  %168 = extractvalue { i32, i64 } %164, 1, !dbg !315
  store i64 %168, ptr %167, align 8, !dbg !315
  %169 = getelementptr inbounds { i32, i64 }, ptr %13, i32 0, i32 0, !dbg !316
  %170 = load i32, ptr %169, align 8, !dbg !316
  %171 = getelementptr inbounds { i32, i64 }, ptr %13, i32 0, i32 1, !dbg !316
  %172 = load i64, ptr %171, align 8, !dbg !316
  call void @show(i32 %170, i64 %172), !dbg !316
  %173 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 0, !dbg !317
  %174 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 2, !dbg !318
  %175 = getelementptr inbounds { i32, i64 }, ptr %173, i32 0, i32 0, !dbg !319
  %176 = load i32, ptr %175, align 16, !dbg !319
  %177 = getelementptr inbounds { i32, i64 }, ptr %173, i32 0, i32 1, !dbg !319
  %178 = load i64, ptr %177, align 8, !dbg !319
  %179 = getelementptr inbounds { i32, i64 }, ptr %174, i32 0, i32 0, !dbg !319
  %180 = load i32, ptr %179, align 16, !dbg !319
  %181 = getelementptr inbounds { i32, i64 }, ptr %174, i32 0, i32 1, !dbg !319
  %182 = load i64, ptr %181, align 8, !dbg !319
  %183 = call { i32, i64 } @add(i32 %176, i64 %178, i32 %180, i64 %182), !dbg !319
  %184 = getelementptr inbounds { i32, i64 }, ptr %14, i32 0, i32 0, !dbg !319
  %185 = extractvalue { i32, i64 } %183, 0, !dbg !319
  store i32 %185, ptr %184, align 8, !dbg !319
  %186 = getelementptr inbounds { i32, i64 }, ptr %14, i32 0, i32 1, !dbg !319
  %187 = extractvalue { i32, i64 } %183, 1, !dbg !319
  store i64 %187, ptr %186, align 8, !dbg !319
  %188 = getelementptr inbounds { i32, i64 }, ptr %14, i32 0, i32 0, !dbg !320
  %189 = load i32, ptr %188, align 8, !dbg !320
  %190 = getelementptr inbounds { i32, i64 }, ptr %14, i32 0, i32 1, !dbg !320
  %191 = load i64, ptr %190, align 8, !dbg !320
  call void @show(i32 %189, i64 %191), !dbg !320
  %192 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 3, !dbg !321
  %193 = getelementptr inbounds [5 x %struct.value], ptr %11, i64 0, i64 3, !dbg !322
  %194 = getelementptr inbounds { i32, i64 }, ptr %192, i32 0, i32 0, !dbg !323
  %195 = load i32, ptr %194, align 16, !dbg !323
  %196 = getelementptr inbounds { i32, i64 }, ptr %192, i32 0, i32 1, !dbg !323
  %197 = load i64, ptr %196, align 8, !dbg !323
  %198 = getelementptr inbounds { i32, i64 }, ptr %193, i32 0, i32 0, !dbg !323
  %199 = load i32, ptr %198, align 16, !dbg !323
  %200 = getelementptr inbounds { i32, i64 }, ptr %193, i32 0, i32 1, !dbg !323
  %201 = load i64, ptr %200, align 8, !dbg !323
  %202 = call { i32, i64 } @add(i32 %195, i64 %197, i32 %199, i64 %201), !dbg !323
  %203 = getelementptr inbounds { i32, i64 }, ptr %15, i32 0, i32 0, !dbg !323
  %204 = extractvalue { i32, i64 } %202, 0, !dbg !323
  store i32 %204, ptr %203, align 8, !dbg !323
  %205 = getelementptr inbounds { i32, i64 }, ptr %15, i32 0, i32 1, !dbg !323
  %206 = extractvalue { i32, i64 } %202, 1, !dbg !323
  store i64 %206, ptr %205, align 8, !dbg !323
  %207 = getelementptr inbounds { i32, i64 }, ptr %15, i32 0, i32 0, !dbg !324
  %208 = load i32, ptr %207, align 8, !dbg !324
  %209 = getelementptr inbounds { i32, i64 }, ptr %15, i32 0, i32 1, !dbg !324
  %210 = load i64, ptr %209, align 8, !dbg !324
  call void @show(i32 %208, i64 %210), !dbg !324
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef 16, i64 noundef 8), !dbg !325
    #dbg_declare(ptr %16, !326, !DIExpression(), !332)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 @__const.main.e, i64 4, i1 false), !dbg !332
  %212 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 0, !dbg !333
  %213 = load i8, ptr %212, align 4, !dbg !333
  %214 = zext i8 %213 to i32, !dbg !333
  %215 = icmp eq i32 %214, 4, !dbg !334
  %216 = zext i1 %215 to i32, !dbg !334
  %217 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 0, !dbg !335
  %218 = load i8, ptr %217, align 4, !dbg !335
  %219 = zext i8 %218 to i32, !dbg !335
  %220 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %216, i32 noundef %219), !dbg !336
    #dbg_declare(ptr %17, !337, !DIExpression(), !338)
  store double 2.500000e+00, ptr %17, align 8, !dbg !338
    #dbg_declare(ptr %18, !339, !DIExpression(), !340)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %17, i64 8, i1 false), !dbg !341
    #dbg_declare(ptr %19, !342, !DIExpression(), !343)
  %221 = load double, ptr %17, align 8, !dbg !344
  store double %221, ptr %19, align 8, !dbg !345
  %222 = load i64, ptr %18, align 8, !dbg !346
  %223 = load i64, ptr %19, align 8, !dbg !347
  %224 = icmp eq i64 %222, %223, !dbg !348
  %225 = zext i1 %224 to i32, !dbg !348
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %225), !dbg !349
    #dbg_declare(ptr %20, !350, !DIExpression(), !357)
  store i32 -5, ptr %20, align 4, !dbg !358
  %227 = load i32, ptr %20, align 4, !dbg !359
  %228 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %227), !dbg !360
  ret i32 0, !dbg !361
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fast_recip_sqrt_approx(float noundef %0) #0 !dbg !362 {
  %2 = alloca float, align 4
  %3 = alloca %union.pun32, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  store float %0, ptr %2, align 4
    #dbg_declare(ptr %2, !365, !DIExpression(), !366)
    #dbg_declare(ptr %3, !367, !DIExpression(), !368)
  %8 = load float, ptr %2, align 4, !dbg !369
  store float %8, ptr %3, align 4, !dbg !370
  %9 = load i32, ptr %3, align 4, !dbg !371
  %10 = lshr i32 %9, 1, !dbg !372
  %11 = sub i32 1597463007, %10, !dbg !373
  store i32 %11, ptr %3, align 4, !dbg !374
    #dbg_declare(ptr %4, !375, !DIExpression(), !376)
  %12 = load float, ptr %3, align 4, !dbg !377
  store float %12, ptr %4, align 4, !dbg !376
    #dbg_declare(ptr %5, !378, !DIExpression(), !379)
  %13 = load float, ptr %2, align 4, !dbg !380
  %14 = fmul float 5.000000e-01, %13, !dbg !381
  store float %14, ptr %5, align 4, !dbg !379
    #dbg_declare(ptr %6, !382, !DIExpression(), !383)
  %15 = load float, ptr %4, align 4, !dbg !384
  %16 = load float, ptr %4, align 4, !dbg !385
  %17 = fmul float %15, %16, !dbg !386
  store float %17, ptr %6, align 4, !dbg !383
    #dbg_declare(ptr %7, !387, !DIExpression(), !388)
  %18 = load float, ptr %5, align 4, !dbg !389
  %19 = load float, ptr %6, align 4, !dbg !390
  %20 = fmul float %18, %19, !dbg !391
  store float %20, ptr %7, align 4, !dbg !388
  %21 = load float, ptr %4, align 4, !dbg !392
  %22 = load float, ptr %7, align 4, !dbg !393
  %23 = fsub float 1.500000e+00, %22, !dbg !394
  %24 = fmul float %21, %23, !dbg !395
  store float %24, ptr %4, align 4, !dbg !396
  %25 = load float, ptr %4, align 4, !dbg !397
  ret float %25, !dbg !398
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i32 %0, i64 %1) #0 !dbg !399 {
  %3 = alloca %struct.value, align 8
  %4 = getelementptr inbounds { i32, i64 }, ptr %3, i32 0, i32 0
  store i32 %0, ptr %4, align 8
  %5 = getelementptr inbounds { i32, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %3, !402, !DIExpression(), !403)
  %6 = getelementptr inbounds %struct.value, ptr %3, i32 0, i32 0, !dbg !404
  %7 = load i32, ptr %6, align 8, !dbg !404
  switch i32 %7, label %28 [
    i32 0, label %8
    i32 1, label %12
    i32 2, label %16
    i32 3, label %20
  ], !dbg !405

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.value, ptr %3, i32 0, i32 1, !dbg !406
  %10 = load i64, ptr %9, align 8, !dbg !408
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %10), !dbg !409
  br label %28, !dbg !410

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.value, ptr %3, i32 0, i32 1, !dbg !411
  %14 = load double, ptr %13, align 8, !dbg !412
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %14), !dbg !413
  br label %28, !dbg !414

16:                                               ; preds = %2
  %17 = getelementptr inbounds %struct.value, ptr %3, i32 0, i32 1, !dbg !415
  %18 = load ptr, ptr %17, align 8, !dbg !416
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %18), !dbg !417
  br label %28, !dbg !418

20:                                               ; preds = %2
  %21 = getelementptr inbounds %struct.value, ptr %3, i32 0, i32 1, !dbg !419
  %22 = getelementptr inbounds %struct.anon, ptr %21, i32 0, i32 0, !dbg !420
  %23 = load i32, ptr %22, align 8, !dbg !420
  %24 = getelementptr inbounds %struct.value, ptr %3, i32 0, i32 1, !dbg !421
  %25 = getelementptr inbounds %struct.anon, ptr %24, i32 0, i32 1, !dbg !422
  %26 = load i32, ptr %25, align 4, !dbg !422
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %23, i32 noundef %26), !dbg !423
  br label %28, !dbg !424

28:                                               ; preds = %2, %20, %16, %12, %8
  ret void, !dbg !425
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, i64 } @add(i32 %0, i64 %1, i32 %2, i64 %3) #0 !dbg !426 {
  %5 = alloca %struct.value, align 8
  %6 = alloca %struct.value, align 8
  %7 = alloca %struct.value, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = getelementptr inbounds { i32, i64 }, ptr %6, i32 0, i32 0
  store i32 %0, ptr %10, align 8
  %11 = getelementptr inbounds { i32, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = getelementptr inbounds { i32, i64 }, ptr %7, i32 0, i32 0
  store i32 %2, ptr %12, align 8
  %13 = getelementptr inbounds { i32, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %13, align 8
    #dbg_declare(ptr %6, !429, !DIExpression(), !430)
    #dbg_declare(ptr %7, !431, !DIExpression(), !432)
    #dbg_declare(ptr %5, !433, !DIExpression(), !434)
  %14 = getelementptr inbounds %struct.value, ptr %6, i32 0, i32 0, !dbg !435
  %15 = load i32, ptr %14, align 8, !dbg !435
  %16 = icmp eq i32 %15, 0, !dbg !437
  br i1 %16, label %17, label %29, !dbg !438

17:                                               ; preds = %4
  %18 = getelementptr inbounds %struct.value, ptr %7, i32 0, i32 0, !dbg !439
  %19 = load i32, ptr %18, align 8, !dbg !439
  %20 = icmp eq i32 %19, 0, !dbg !440
  br i1 %20, label %21, label %29, !dbg !441

21:                                               ; preds = %17
  %22 = getelementptr inbounds %struct.value, ptr %5, i32 0, i32 0, !dbg !442
  store i32 0, ptr %22, align 8, !dbg !444
  %23 = getelementptr inbounds %struct.value, ptr %6, i32 0, i32 1, !dbg !445
  %24 = load i64, ptr %23, align 8, !dbg !446
  %25 = getelementptr inbounds %struct.value, ptr %7, i32 0, i32 1, !dbg !447
  %26 = load i64, ptr %25, align 8, !dbg !448
  %27 = add nsw i64 %24, %26, !dbg !449
  %28 = getelementptr inbounds %struct.value, ptr %5, i32 0, i32 1, !dbg !450
  store i64 %27, ptr %28, align 8, !dbg !451
  br label %102, !dbg !452

29:                                               ; preds = %17, %4
  %30 = getelementptr inbounds %struct.value, ptr %6, i32 0, i32 0, !dbg !453
  %31 = load i32, ptr %30, align 8, !dbg !453
  %32 = icmp eq i32 %31, 3, !dbg !455
  br i1 %32, label %33, label %57, !dbg !456

33:                                               ; preds = %29
  %34 = getelementptr inbounds %struct.value, ptr %7, i32 0, i32 0, !dbg !457
  %35 = load i32, ptr %34, align 8, !dbg !457
  %36 = icmp eq i32 %35, 3, !dbg !458
  br i1 %36, label %37, label %57, !dbg !459

37:                                               ; preds = %33
  %38 = getelementptr inbounds %struct.value, ptr %5, i32 0, i32 0, !dbg !460
  store i32 3, ptr %38, align 8, !dbg !462
  %39 = getelementptr inbounds %struct.value, ptr %6, i32 0, i32 1, !dbg !463
  %40 = getelementptr inbounds %struct.anon, ptr %39, i32 0, i32 0, !dbg !464
  %41 = load i32, ptr %40, align 8, !dbg !464
  %42 = getelementptr inbounds %struct.value, ptr %7, i32 0, i32 1, !dbg !465
  %43 = getelementptr inbounds %struct.anon, ptr %42, i32 0, i32 0, !dbg !466
  %44 = load i32, ptr %43, align 8, !dbg !466
  %45 = add nsw i32 %41, %44, !dbg !467
  %46 = getelementptr inbounds %struct.value, ptr %5, i32 0, i32 1, !dbg !468
  %47 = getelementptr inbounds %struct.anon, ptr %46, i32 0, i32 0, !dbg !469
  store i32 %45, ptr %47, align 8, !dbg !470
  %48 = getelementptr inbounds %struct.value, ptr %6, i32 0, i32 1, !dbg !471
  %49 = getelementptr inbounds %struct.anon, ptr %48, i32 0, i32 1, !dbg !472
  %50 = load i32, ptr %49, align 4, !dbg !472
  %51 = getelementptr inbounds %struct.value, ptr %7, i32 0, i32 1, !dbg !473
  %52 = getelementptr inbounds %struct.anon, ptr %51, i32 0, i32 1, !dbg !474
  %53 = load i32, ptr %52, align 4, !dbg !474
  %54 = add nsw i32 %50, %53, !dbg !475
  %55 = getelementptr inbounds %struct.value, ptr %5, i32 0, i32 1, !dbg !476
  %56 = getelementptr inbounds %struct.anon, ptr %55, i32 0, i32 1, !dbg !477
  store i32 %54, ptr %56, align 4, !dbg !478
  br label %101, !dbg !479

57:                                               ; preds = %33, %29
    #dbg_declare(ptr %8, !480, !DIExpression(), !482)
  %58 = getelementptr inbounds %struct.value, ptr %6, i32 0, i32 0, !dbg !483
  %59 = load i32, ptr %58, align 8, !dbg !483
  %60 = icmp eq i32 %59, 0, !dbg !484
  br i1 %60, label %61, label %65, !dbg !485

61:                                               ; preds = %57
  %62 = getelementptr inbounds %struct.value, ptr %6, i32 0, i32 1, !dbg !486
  %63 = load i64, ptr %62, align 8, !dbg !487
  %64 = sitofp i64 %63 to double, !dbg !488
  br label %75, !dbg !485

65:                                               ; preds = %57
  %66 = getelementptr inbounds %struct.value, ptr %6, i32 0, i32 0, !dbg !489
  %67 = load i32, ptr %66, align 8, !dbg !489
  %68 = icmp eq i32 %67, 1, !dbg !490
  br i1 %68, label %69, label %72, !dbg !491

69:                                               ; preds = %65
  %70 = getelementptr inbounds %struct.value, ptr %6, i32 0, i32 1, !dbg !492
  %71 = load double, ptr %70, align 8, !dbg !493
  br label %73, !dbg !491

72:                                               ; preds = %65
  br label %73, !dbg !491

73:                                               ; preds = %72, %69
  %74 = phi double [ %71, %69 ], [ 0.000000e+00, %72 ], !dbg !491
  br label %75, !dbg !485

75:                                               ; preds = %73, %61
  %76 = phi double [ %64, %61 ], [ %74, %73 ], !dbg !485
  store double %76, ptr %8, align 8, !dbg !482
    #dbg_declare(ptr %9, !494, !DIExpression(), !495)
  %77 = getelementptr inbounds %struct.value, ptr %7, i32 0, i32 0, !dbg !496
  %78 = load i32, ptr %77, align 8, !dbg !496
  %79 = icmp eq i32 %78, 0, !dbg !497
  br i1 %79, label %80, label %84, !dbg !498

80:                                               ; preds = %75
  %81 = getelementptr inbounds %struct.value, ptr %7, i32 0, i32 1, !dbg !499
  %82 = load i64, ptr %81, align 8, !dbg !500
  %83 = sitofp i64 %82 to double, !dbg !501
  br label %94, !dbg !498

84:                                               ; preds = %75
  %85 = getelementptr inbounds %struct.value, ptr %7, i32 0, i32 0, !dbg !502
  %86 = load i32, ptr %85, align 8, !dbg !502
  %87 = icmp eq i32 %86, 1, !dbg !503
  br i1 %87, label %88, label %91, !dbg !504

88:                                               ; preds = %84
  %89 = getelementptr inbounds %struct.value, ptr %7, i32 0, i32 1, !dbg !505
  %90 = load double, ptr %89, align 8, !dbg !506
  br label %92, !dbg !504

91:                                               ; preds = %84
  br label %92, !dbg !504

92:                                               ; preds = %91, %88
  %93 = phi double [ %90, %88 ], [ 0.000000e+00, %91 ], !dbg !504
  br label %94, !dbg !498

94:                                               ; preds = %92, %80
  %95 = phi double [ %83, %80 ], [ %93, %92 ], !dbg !498
  store double %95, ptr %9, align 8, !dbg !495
  %96 = getelementptr inbounds %struct.value, ptr %5, i32 0, i32 0, !dbg !507
  store i32 1, ptr %96, align 8, !dbg !508
  %97 = load double, ptr %8, align 8, !dbg !509
  %98 = load double, ptr %9, align 8, !dbg !510
  %99 = fadd double %97, %98, !dbg !511
  %100 = getelementptr inbounds %struct.value, ptr %5, i32 0, i32 1, !dbg !512
  store double %99, ptr %100, align 8, !dbg !513
  br label %101

101:                                              ; preds = %94, %37
  br label %102

102:                                              ; preds = %101, %21
  %103 = load { i32, i64 }, ptr %5, align 8, !dbg !514
  ret { i32, i64 } %103, !dbg !514
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!76}
!llvm.module.flags = !{!90, !91, !92, !93, !94, !95, !96}
!llvm.ident = !{!97}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "unions.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "ee03571d02d12b31429cde6534ad587b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 41)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 6)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 29)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 34)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 18)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !9, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !29, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 27)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 22)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 20)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 9)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 11)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 13)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 15)
!76 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !77, retainedTypes: !85, globals: !89, splitDebugInlining: false, nameTableKind: None)
!77 = !{!78}
!78 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "kind", file: !2, line: 20, baseType: !79, size: 32, elements: !80)
!79 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!80 = !{!81, !82, !83, !84}
!81 = !DIEnumerator(name: "K_INT", value: 0)
!82 = !DIEnumerator(name: "K_DBL", value: 1)
!83 = !DIEnumerator(name: "K_STR", value: 2)
!84 = !DIEnumerator(name: "K_PAIR", value: 3)
!85 = !{!79, !86, !87, !88}
!86 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!87 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!88 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!89 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !41, !46, !51, !56, !61, !66, !71}
!90 = !{i32 7, !"Dwarf Version", i32 5}
!91 = !{i32 2, !"Debug Info Version", i32 3}
!92 = !{i32 1, !"wchar_size", i32 4}
!93 = !{i32 8, !"PIC Level", i32 2}
!94 = !{i32 7, !"PIE Level", i32 2}
!95 = !{i32 7, !"uwtable", i32 2}
!96 = !{i32 7, !"frame-pointer", i32 2}
!97 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!98 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 72, type: !99, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !76, retainedNodes: !102)
!99 = !DISubroutineType(types: !100)
!100 = !{!101}
!101 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!102 = !{}
!103 = !DILocalVariable(name: "ds", scope: !98, file: !2, line: 73, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 384, elements: !10)
!105 = !DILocation(line: 73, column: 12, scope: !98)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 74, type: !101)
!107 = distinct !DILexicalBlock(scope: !98, file: !2, line: 74, column: 5)
!108 = !DILocation(line: 74, column: 14, scope: !107)
!109 = !DILocation(line: 74, column: 10, scope: !107)
!110 = !DILocation(line: 74, column: 21, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !2, line: 74, column: 5)
!112 = !DILocation(line: 74, column: 23, scope: !111)
!113 = !DILocation(line: 74, column: 5, scope: !107)
!114 = !DILocalVariable(name: "p", scope: !115, file: !2, line: 75, type: !116)
!115 = distinct !DILexicalBlock(scope: !111, file: !2, line: 74, column: 33)
!116 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun64", file: !2, line: 6, size: 64, elements: !117)
!117 = !{!118, !119, !125, !130, !135}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !116, file: !2, line: 7, baseType: !88, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !116, file: !2, line: 8, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !121, line: 27, baseType: !122)
!121 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !123, line: 45, baseType: !124)
!123 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!124 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !116, file: !2, line: 9, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !127, line: 27, baseType: !128)
!127 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !123, line: 44, baseType: !129)
!129 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !116, file: !2, line: 10, baseType: !131, size: 64)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !132, size: 64, elements: !133)
!132 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!133 = !{!134}
!134 = !DISubrange(count: 8)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !116, file: !2, line: 11, baseType: !136, size: 64)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !137, size: 64, elements: !15)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !121, line: 26, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !123, line: 42, baseType: !79)
!139 = !DILocation(line: 75, column: 21, scope: !115)
!140 = !DILocation(line: 76, column: 18, scope: !115)
!141 = !DILocation(line: 76, column: 15, scope: !115)
!142 = !DILocation(line: 76, column: 13, scope: !115)
!143 = !DILocation(line: 77, column: 63, scope: !115)
!144 = !DILocation(line: 77, column: 60, scope: !115)
!145 = !DILocation(line: 77, column: 67, scope: !115)
!146 = !DILocation(line: 77, column: 75, scope: !115)
!147 = !DILocation(line: 78, column: 29, scope: !115)
!148 = !DILocation(line: 78, column: 31, scope: !115)
!149 = !DILocation(line: 78, column: 16, scope: !115)
!150 = !DILocation(line: 78, column: 53, scope: !115)
!151 = !DILocation(line: 78, column: 55, scope: !115)
!152 = !DILocation(line: 78, column: 62, scope: !115)
!153 = !DILocation(line: 78, column: 39, scope: !115)
!154 = !DILocation(line: 77, column: 9, scope: !115)
!155 = !DILocalVariable(name: "j", scope: !156, file: !2, line: 79, type: !101)
!156 = distinct !DILexicalBlock(scope: !115, file: !2, line: 79, column: 9)
!157 = !DILocation(line: 79, column: 18, scope: !156)
!158 = !DILocation(line: 79, column: 14, scope: !156)
!159 = !DILocation(line: 79, column: 25, scope: !160)
!160 = distinct !DILexicalBlock(scope: !156, file: !2, line: 79, column: 9)
!161 = !DILocation(line: 79, column: 27, scope: !160)
!162 = !DILocation(line: 79, column: 9, scope: !156)
!163 = !DILocation(line: 80, column: 33, scope: !160)
!164 = !DILocation(line: 80, column: 29, scope: !160)
!165 = !DILocation(line: 80, column: 13, scope: !160)
!166 = !DILocation(line: 79, column: 33, scope: !160)
!167 = !DILocation(line: 79, column: 9, scope: !160)
!168 = distinct !{!168, !162, !169, !170}
!169 = !DILocation(line: 80, column: 35, scope: !156)
!170 = !{!"llvm.loop.mustprogress"}
!171 = !DILocation(line: 81, column: 9, scope: !115)
!172 = !DILocation(line: 82, column: 5, scope: !115)
!173 = !DILocation(line: 74, column: 29, scope: !111)
!174 = !DILocation(line: 74, column: 5, scope: !111)
!175 = distinct !{!175, !113, !176, !170}
!176 = !DILocation(line: 82, column: 5, scope: !107)
!177 = !DILocalVariable(name: "q", scope: !98, file: !2, line: 83, type: !116)
!178 = !DILocation(line: 83, column: 17, scope: !98)
!179 = !DILocation(line: 84, column: 9, scope: !98)
!180 = !DILocation(line: 85, column: 39, scope: !98)
!181 = !DILocation(line: 85, column: 5, scope: !98)
!182 = !DILocation(line: 86, column: 9, scope: !98)
!183 = !DILocation(line: 87, column: 67, scope: !98)
!184 = !DILocation(line: 87, column: 70, scope: !98)
!185 = !DILocation(line: 87, column: 5, scope: !98)
!186 = !DILocalVariable(name: "fs", scope: !98, file: !2, line: 88, type: !187)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 128, elements: !188)
!188 = !{!189}
!189 = !DISubrange(count: 4)
!190 = !DILocation(line: 88, column: 11, scope: !98)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 89, type: !101)
!192 = distinct !DILexicalBlock(scope: !98, file: !2, line: 89, column: 5)
!193 = !DILocation(line: 89, column: 14, scope: !192)
!194 = !DILocation(line: 89, column: 10, scope: !192)
!195 = !DILocation(line: 89, column: 21, scope: !196)
!196 = distinct !DILexicalBlock(scope: !192, file: !2, line: 89, column: 5)
!197 = !DILocation(line: 89, column: 23, scope: !196)
!198 = !DILocation(line: 89, column: 5, scope: !192)
!199 = !DILocalVariable(name: "p", scope: !200, file: !2, line: 90, type: !201)
!200 = distinct !DILexicalBlock(scope: !196, file: !2, line: 89, column: 33)
!201 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun32", file: !2, line: 14, size: 32, elements: !202)
!202 = !{!203, !204, !205}
!203 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !201, file: !2, line: 15, baseType: !87, size: 32)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !201, file: !2, line: 16, baseType: !137, size: 32)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !201, file: !2, line: 17, baseType: !206, size: 32)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !207, size: 32, elements: !15)
!207 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !121, line: 25, baseType: !208)
!208 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !123, line: 40, baseType: !209)
!209 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!210 = !DILocation(line: 90, column: 21, scope: !200)
!211 = !DILocation(line: 90, column: 34, scope: !200)
!212 = !DILocation(line: 90, column: 31, scope: !200)
!213 = !DILocation(line: 90, column: 25, scope: !200)
!214 = !DILocation(line: 91, column: 57, scope: !200)
!215 = !DILocation(line: 91, column: 54, scope: !200)
!216 = !DILocation(line: 91, column: 63, scope: !200)
!217 = !DILocation(line: 91, column: 66, scope: !200)
!218 = !DILocation(line: 91, column: 74, scope: !200)
!219 = !DILocation(line: 91, column: 9, scope: !200)
!220 = !DILocation(line: 92, column: 5, scope: !200)
!221 = !DILocation(line: 89, column: 29, scope: !196)
!222 = !DILocation(line: 89, column: 5, scope: !196)
!223 = distinct !{!223, !198, !224, !170}
!224 = !DILocation(line: 92, column: 5, scope: !192)
!225 = !DILocalVariable(name: "i", scope: !226, file: !2, line: 93, type: !101)
!226 = distinct !DILexicalBlock(scope: !98, file: !2, line: 93, column: 5)
!227 = !DILocation(line: 93, column: 14, scope: !226)
!228 = !DILocation(line: 93, column: 10, scope: !226)
!229 = !DILocation(line: 93, column: 21, scope: !230)
!230 = distinct !DILexicalBlock(scope: !226, file: !2, line: 93, column: 5)
!231 = !DILocation(line: 93, column: 23, scope: !230)
!232 = !DILocation(line: 93, column: 5, scope: !226)
!233 = !DILocation(line: 94, column: 38, scope: !230)
!234 = !DILocation(line: 94, column: 71, scope: !230)
!235 = !DILocation(line: 94, column: 64, scope: !230)
!236 = !DILocation(line: 94, column: 41, scope: !230)
!237 = !DILocation(line: 94, column: 9, scope: !230)
!238 = !DILocation(line: 93, column: 32, scope: !230)
!239 = !DILocation(line: 93, column: 5, scope: !230)
!240 = distinct !{!240, !232, !241, !170}
!241 = !DILocation(line: 94, column: 73, scope: !226)
!242 = !DILocalVariable(name: "vals", scope: !98, file: !2, line: 95, type: !243)
!243 = !DICompositeType(tag: DW_TAG_array_type, baseType: !244, size: 640, elements: !260)
!244 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "value", file: !2, line: 22, size: 128, elements: !245)
!245 = !{!246, !247}
!246 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !244, file: !2, line: 23, baseType: !78, size: 32)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "as", scope: !244, file: !2, line: 31, baseType: !248, size: 64, offset: 64)
!248 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !244, file: !2, line: 24, size: 64, elements: !249)
!249 = !{!250, !251, !252, !255}
!250 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !248, file: !2, line: 25, baseType: !129, size: 64)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !248, file: !2, line: 26, baseType: !88, size: 64)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !248, file: !2, line: 27, baseType: !253, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !254, size: 64)
!254 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "pair", scope: !248, file: !2, line: 30, baseType: !256, size: 64)
!256 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !248, file: !2, line: 28, size: 64, elements: !257)
!257 = !{!258, !259}
!258 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !256, file: !2, line: 29, baseType: !101, size: 32)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !256, file: !2, line: 29, baseType: !101, size: 32, offset: 32)
!260 = !{!261}
!261 = !DISubrange(count: 5)
!262 = !DILocation(line: 95, column: 18, scope: !98)
!263 = !DILocation(line: 96, column: 5, scope: !98)
!264 = !DILocation(line: 96, column: 13, scope: !98)
!265 = !DILocation(line: 96, column: 18, scope: !98)
!266 = !DILocation(line: 97, column: 5, scope: !98)
!267 = !DILocation(line: 97, column: 13, scope: !98)
!268 = !DILocation(line: 97, column: 18, scope: !98)
!269 = !DILocation(line: 98, column: 5, scope: !98)
!270 = !DILocation(line: 98, column: 13, scope: !98)
!271 = !DILocation(line: 98, column: 18, scope: !98)
!272 = !DILocation(line: 99, column: 5, scope: !98)
!273 = !DILocation(line: 99, column: 13, scope: !98)
!274 = !DILocation(line: 99, column: 18, scope: !98)
!275 = !DILocation(line: 100, column: 5, scope: !98)
!276 = !DILocation(line: 100, column: 13, scope: !98)
!277 = !DILocation(line: 100, column: 18, scope: !98)
!278 = !DILocation(line: 101, column: 5, scope: !98)
!279 = !DILocation(line: 101, column: 13, scope: !98)
!280 = !DILocation(line: 101, column: 18, scope: !98)
!281 = !DILocation(line: 102, column: 5, scope: !98)
!282 = !DILocation(line: 102, column: 13, scope: !98)
!283 = !DILocation(line: 102, column: 18, scope: !98)
!284 = !DILocation(line: 103, column: 5, scope: !98)
!285 = !DILocation(line: 103, column: 13, scope: !98)
!286 = !DILocation(line: 103, column: 21, scope: !98)
!287 = !DILocation(line: 103, column: 23, scope: !98)
!288 = !DILocation(line: 104, column: 5, scope: !98)
!289 = !DILocation(line: 104, column: 13, scope: !98)
!290 = !DILocation(line: 104, column: 21, scope: !98)
!291 = !DILocation(line: 104, column: 23, scope: !98)
!292 = !DILocation(line: 105, column: 5, scope: !98)
!293 = !DILocation(line: 105, column: 13, scope: !98)
!294 = !DILocation(line: 105, column: 18, scope: !98)
!295 = !DILocation(line: 106, column: 5, scope: !98)
!296 = !DILocation(line: 106, column: 13, scope: !98)
!297 = !DILocation(line: 106, column: 18, scope: !98)
!298 = !DILocalVariable(name: "i", scope: !299, file: !2, line: 107, type: !101)
!299 = distinct !DILexicalBlock(scope: !98, file: !2, line: 107, column: 5)
!300 = !DILocation(line: 107, column: 14, scope: !299)
!301 = !DILocation(line: 107, column: 10, scope: !299)
!302 = !DILocation(line: 107, column: 21, scope: !303)
!303 = distinct !DILexicalBlock(scope: !299, file: !2, line: 107, column: 5)
!304 = !DILocation(line: 107, column: 23, scope: !303)
!305 = !DILocation(line: 107, column: 5, scope: !299)
!306 = !DILocation(line: 108, column: 19, scope: !303)
!307 = !DILocation(line: 108, column: 14, scope: !303)
!308 = !DILocation(line: 108, column: 9, scope: !303)
!309 = !DILocation(line: 107, column: 29, scope: !303)
!310 = !DILocation(line: 107, column: 5, scope: !303)
!311 = distinct !{!311, !305, !312, !170}
!312 = !DILocation(line: 108, column: 21, scope: !299)
!313 = !DILocation(line: 109, column: 14, scope: !98)
!314 = !DILocation(line: 109, column: 23, scope: !98)
!315 = !DILocation(line: 109, column: 10, scope: !98)
!316 = !DILocation(line: 109, column: 5, scope: !98)
!317 = !DILocation(line: 110, column: 14, scope: !98)
!318 = !DILocation(line: 110, column: 23, scope: !98)
!319 = !DILocation(line: 110, column: 10, scope: !98)
!320 = !DILocation(line: 110, column: 5, scope: !98)
!321 = !DILocation(line: 111, column: 14, scope: !98)
!322 = !DILocation(line: 111, column: 23, scope: !98)
!323 = !DILocation(line: 111, column: 10, scope: !98)
!324 = !DILocation(line: 111, column: 5, scope: !98)
!325 = !DILocation(line: 112, column: 5, scope: !98)
!326 = !DILocalVariable(name: "e", scope: !98, file: !2, line: 117, type: !327)
!327 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !98, file: !2, line: 114, size: 32, elements: !328)
!328 = !{!329, !330}
!329 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !327, file: !2, line: 115, baseType: !137, size: 32)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !327, file: !2, line: 116, baseType: !331, size: 32)
!331 = !DICompositeType(tag: DW_TAG_array_type, baseType: !132, size: 32, elements: !188)
!332 = !DILocation(line: 117, column: 7, scope: !98)
!333 = !DILocation(line: 118, column: 43, scope: !98)
!334 = !DILocation(line: 118, column: 50, scope: !98)
!335 = !DILocation(line: 118, column: 56, scope: !98)
!336 = !DILocation(line: 118, column: 5, scope: !98)
!337 = !DILocalVariable(name: "dv", scope: !98, file: !2, line: 120, type: !88)
!338 = !DILocation(line: 120, column: 12, scope: !98)
!339 = !DILocalVariable(name: "bits", scope: !98, file: !2, line: 121, type: !120)
!340 = !DILocation(line: 121, column: 14, scope: !98)
!341 = !DILocation(line: 122, column: 5, scope: !98)
!342 = !DILocalVariable(name: "pv", scope: !98, file: !2, line: 123, type: !116)
!343 = !DILocation(line: 123, column: 17, scope: !98)
!344 = !DILocation(line: 123, column: 28, scope: !98)
!345 = !DILocation(line: 123, column: 22, scope: !98)
!346 = !DILocation(line: 124, column: 38, scope: !98)
!347 = !DILocation(line: 124, column: 49, scope: !98)
!348 = !DILocation(line: 124, column: 43, scope: !98)
!349 = !DILocation(line: 124, column: 5, scope: !98)
!350 = !DILocalVariable(name: "su", scope: !98, file: !2, line: 129, type: !351)
!351 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !98, file: !2, line: 126, size: 32, elements: !352)
!352 = !{!353, !356}
!353 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !351, file: !2, line: 127, baseType: !354, size: 32)
!354 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !127, line: 26, baseType: !355)
!355 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !123, line: 41, baseType: !101)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !351, file: !2, line: 128, baseType: !137, size: 32)
!357 = !DILocation(line: 129, column: 7, scope: !98)
!358 = !DILocation(line: 130, column: 10, scope: !98)
!359 = !DILocation(line: 131, column: 39, scope: !98)
!360 = !DILocation(line: 131, column: 5, scope: !98)
!361 = !DILocation(line: 132, column: 5, scope: !98)
!362 = distinct !DISubprogram(name: "fast_recip_sqrt_approx", scope: !2, file: !2, line: 61, type: !363, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !76, retainedNodes: !102)
!363 = !DISubroutineType(types: !364)
!364 = !{!87, !87}
!365 = !DILocalVariable(name: "x", arg: 1, scope: !362, file: !2, line: 61, type: !87)
!366 = !DILocation(line: 61, column: 43, scope: !362)
!367 = !DILocalVariable(name: "p", scope: !362, file: !2, line: 62, type: !201)
!368 = !DILocation(line: 62, column: 17, scope: !362)
!369 = !DILocation(line: 62, column: 27, scope: !362)
!370 = !DILocation(line: 62, column: 21, scope: !362)
!371 = !DILocation(line: 63, column: 28, scope: !362)
!372 = !DILocation(line: 63, column: 30, scope: !362)
!373 = !DILocation(line: 63, column: 23, scope: !362)
!374 = !DILocation(line: 63, column: 9, scope: !362)
!375 = !DILocalVariable(name: "y", scope: !362, file: !2, line: 64, type: !87)
!376 = !DILocation(line: 64, column: 11, scope: !362)
!377 = !DILocation(line: 64, column: 17, scope: !362)
!378 = !DILocalVariable(name: "half", scope: !362, file: !2, line: 65, type: !87)
!379 = !DILocation(line: 65, column: 11, scope: !362)
!380 = !DILocation(line: 65, column: 25, scope: !362)
!381 = !DILocation(line: 65, column: 23, scope: !362)
!382 = !DILocalVariable(name: "y2", scope: !362, file: !2, line: 66, type: !87)
!383 = !DILocation(line: 66, column: 11, scope: !362)
!384 = !DILocation(line: 66, column: 16, scope: !362)
!385 = !DILocation(line: 66, column: 20, scope: !362)
!386 = !DILocation(line: 66, column: 18, scope: !362)
!387 = !DILocalVariable(name: "t", scope: !362, file: !2, line: 67, type: !87)
!388 = !DILocation(line: 67, column: 11, scope: !362)
!389 = !DILocation(line: 67, column: 15, scope: !362)
!390 = !DILocation(line: 67, column: 22, scope: !362)
!391 = !DILocation(line: 67, column: 20, scope: !362)
!392 = !DILocation(line: 68, column: 9, scope: !362)
!393 = !DILocation(line: 68, column: 21, scope: !362)
!394 = !DILocation(line: 68, column: 19, scope: !362)
!395 = !DILocation(line: 68, column: 11, scope: !362)
!396 = !DILocation(line: 68, column: 7, scope: !362)
!397 = !DILocation(line: 69, column: 12, scope: !362)
!398 = !DILocation(line: 69, column: 5, scope: !362)
!399 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 34, type: !400, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !76, retainedNodes: !102)
!400 = !DISubroutineType(types: !401)
!401 = !{null, !244}
!402 = !DILocalVariable(name: "v", arg: 1, scope: !399, file: !2, line: 34, type: !244)
!403 = !DILocation(line: 34, column: 31, scope: !399)
!404 = !DILocation(line: 35, column: 15, scope: !399)
!405 = !DILocation(line: 35, column: 5, scope: !399)
!406 = !DILocation(line: 36, column: 39, scope: !407)
!407 = distinct !DILexicalBlock(scope: !399, file: !2, line: 35, column: 21)
!408 = !DILocation(line: 36, column: 42, scope: !407)
!409 = !DILocation(line: 36, column: 17, scope: !407)
!410 = !DILocation(line: 36, column: 46, scope: !407)
!411 = !DILocation(line: 37, column: 41, scope: !407)
!412 = !DILocation(line: 37, column: 44, scope: !407)
!413 = !DILocation(line: 37, column: 17, scope: !407)
!414 = !DILocation(line: 37, column: 48, scope: !407)
!415 = !DILocation(line: 38, column: 45, scope: !407)
!416 = !DILocation(line: 38, column: 48, scope: !407)
!417 = !DILocation(line: 38, column: 17, scope: !407)
!418 = !DILocation(line: 38, column: 52, scope: !407)
!419 = !DILocation(line: 39, column: 46, scope: !407)
!420 = !DILocation(line: 39, column: 54, scope: !407)
!421 = !DILocation(line: 39, column: 59, scope: !407)
!422 = !DILocation(line: 39, column: 67, scope: !407)
!423 = !DILocation(line: 39, column: 18, scope: !407)
!424 = !DILocation(line: 39, column: 71, scope: !407)
!425 = !DILocation(line: 41, column: 1, scope: !399)
!426 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 43, type: !427, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !76, retainedNodes: !102)
!427 = !DISubroutineType(types: !428)
!428 = !{!244, !244, !244}
!429 = !DILocalVariable(name: "x", arg: 1, scope: !426, file: !2, line: 43, type: !244)
!430 = !DILocation(line: 43, column: 38, scope: !426)
!431 = !DILocalVariable(name: "y", arg: 2, scope: !426, file: !2, line: 43, type: !244)
!432 = !DILocation(line: 43, column: 54, scope: !426)
!433 = !DILocalVariable(name: "r", scope: !426, file: !2, line: 44, type: !244)
!434 = !DILocation(line: 44, column: 18, scope: !426)
!435 = !DILocation(line: 45, column: 11, scope: !436)
!436 = distinct !DILexicalBlock(scope: !426, file: !2, line: 45, column: 9)
!437 = !DILocation(line: 45, column: 16, scope: !436)
!438 = !DILocation(line: 45, column: 25, scope: !436)
!439 = !DILocation(line: 45, column: 30, scope: !436)
!440 = !DILocation(line: 45, column: 35, scope: !436)
!441 = !DILocation(line: 45, column: 9, scope: !426)
!442 = !DILocation(line: 46, column: 11, scope: !443)
!443 = distinct !DILexicalBlock(scope: !436, file: !2, line: 45, column: 45)
!444 = !DILocation(line: 46, column: 16, scope: !443)
!445 = !DILocation(line: 47, column: 20, scope: !443)
!446 = !DILocation(line: 47, column: 23, scope: !443)
!447 = !DILocation(line: 47, column: 29, scope: !443)
!448 = !DILocation(line: 47, column: 32, scope: !443)
!449 = !DILocation(line: 47, column: 25, scope: !443)
!450 = !DILocation(line: 47, column: 11, scope: !443)
!451 = !DILocation(line: 47, column: 16, scope: !443)
!452 = !DILocation(line: 48, column: 5, scope: !443)
!453 = !DILocation(line: 48, column: 18, scope: !454)
!454 = distinct !DILexicalBlock(scope: !436, file: !2, line: 48, column: 16)
!455 = !DILocation(line: 48, column: 23, scope: !454)
!456 = !DILocation(line: 48, column: 33, scope: !454)
!457 = !DILocation(line: 48, column: 38, scope: !454)
!458 = !DILocation(line: 48, column: 43, scope: !454)
!459 = !DILocation(line: 48, column: 16, scope: !436)
!460 = !DILocation(line: 49, column: 11, scope: !461)
!461 = distinct !DILexicalBlock(scope: !454, file: !2, line: 48, column: 54)
!462 = !DILocation(line: 49, column: 16, scope: !461)
!463 = !DILocation(line: 50, column: 25, scope: !461)
!464 = !DILocation(line: 50, column: 33, scope: !461)
!465 = !DILocation(line: 50, column: 39, scope: !461)
!466 = !DILocation(line: 50, column: 47, scope: !461)
!467 = !DILocation(line: 50, column: 35, scope: !461)
!468 = !DILocation(line: 50, column: 11, scope: !461)
!469 = !DILocation(line: 50, column: 19, scope: !461)
!470 = !DILocation(line: 50, column: 21, scope: !461)
!471 = !DILocation(line: 51, column: 25, scope: !461)
!472 = !DILocation(line: 51, column: 33, scope: !461)
!473 = !DILocation(line: 51, column: 39, scope: !461)
!474 = !DILocation(line: 51, column: 47, scope: !461)
!475 = !DILocation(line: 51, column: 35, scope: !461)
!476 = !DILocation(line: 51, column: 11, scope: !461)
!477 = !DILocation(line: 51, column: 19, scope: !461)
!478 = !DILocation(line: 51, column: 21, scope: !461)
!479 = !DILocation(line: 52, column: 5, scope: !461)
!480 = !DILocalVariable(name: "a", scope: !481, file: !2, line: 53, type: !88)
!481 = distinct !DILexicalBlock(scope: !454, file: !2, line: 52, column: 12)
!482 = !DILocation(line: 53, column: 16, scope: !481)
!483 = !DILocation(line: 53, column: 22, scope: !481)
!484 = !DILocation(line: 53, column: 27, scope: !481)
!485 = !DILocation(line: 53, column: 20, scope: !481)
!486 = !DILocation(line: 53, column: 48, scope: !481)
!487 = !DILocation(line: 53, column: 51, scope: !481)
!488 = !DILocation(line: 53, column: 38, scope: !481)
!489 = !DILocation(line: 53, column: 57, scope: !481)
!490 = !DILocation(line: 53, column: 62, scope: !481)
!491 = !DILocation(line: 53, column: 55, scope: !481)
!492 = !DILocation(line: 53, column: 75, scope: !481)
!493 = !DILocation(line: 53, column: 78, scope: !481)
!494 = !DILocalVariable(name: "b", scope: !481, file: !2, line: 54, type: !88)
!495 = !DILocation(line: 54, column: 16, scope: !481)
!496 = !DILocation(line: 54, column: 22, scope: !481)
!497 = !DILocation(line: 54, column: 27, scope: !481)
!498 = !DILocation(line: 54, column: 20, scope: !481)
!499 = !DILocation(line: 54, column: 48, scope: !481)
!500 = !DILocation(line: 54, column: 51, scope: !481)
!501 = !DILocation(line: 54, column: 38, scope: !481)
!502 = !DILocation(line: 54, column: 57, scope: !481)
!503 = !DILocation(line: 54, column: 62, scope: !481)
!504 = !DILocation(line: 54, column: 55, scope: !481)
!505 = !DILocation(line: 54, column: 75, scope: !481)
!506 = !DILocation(line: 54, column: 78, scope: !481)
!507 = !DILocation(line: 55, column: 11, scope: !481)
!508 = !DILocation(line: 55, column: 16, scope: !481)
!509 = !DILocation(line: 56, column: 18, scope: !481)
!510 = !DILocation(line: 56, column: 22, scope: !481)
!511 = !DILocation(line: 56, column: 20, scope: !481)
!512 = !DILocation(line: 56, column: 11, scope: !481)
!513 = !DILocation(line: 56, column: 16, scope: !481)
!514 = !DILocation(line: 58, column: 5, scope: !426)
