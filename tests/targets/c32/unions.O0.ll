; ModuleID = 'unions.c'
source_filename = "unions.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%union.anon.0 = type { i32 }
%union.pun64 = type { double }
%union.pun32 = type { float }
%struct.value = type { i32, %union.anon }
%union.anon = type { double }
%union.anon.1 = type { i32 }
%struct.anon = type { i32, i32 }

@.str = private unnamed_addr constant [41 x i8] c"%g: hi=%08x lo=%08x sign=%u exp=%u bytes\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"bits 0x4008... = %g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [29 x i8] c"-1 as u64 %llu, low word %u\0A\00", align 1, !dbg !22
@__const.main.fs = private unnamed_addr constant [4 x float] [float 1.000000e+00, float 5.000000e-01, float -3.750000e+00, float 0x3F50624DE0000000], align 4
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
define dso_local i32 @main() #0 !dbg !99 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca %union.pun64, align 4
  %5 = alloca i32, align 4
  %6 = alloca %union.pun64, align 4
  %7 = alloca [4 x float], align 4
  %8 = alloca i32, align 4
  %9 = alloca %union.pun32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [5 x %struct.value], align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.value, align 4
  %14 = alloca %struct.value, align 4
  %15 = alloca %struct.value, align 4
  %16 = alloca %union.anon.0, align 4
  %17 = alloca double, align 8
  %18 = alloca i64, align 8
  %19 = alloca %union.pun64, align 4
  %20 = alloca %union.anon.1, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !104, !DIExpression(), !106)
  call void @llvm.memset.p0.i32(ptr align 8 %2, i8 0, i32 48, i1 false), !dbg !106
  %21 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 0, !dbg !106
  store double 1.000000e+00, ptr %21, align 8, !dbg !106
  %22 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 1, !dbg !106
  store double -2.000000e+00, ptr %22, align 8, !dbg !106
  %23 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 2, !dbg !106
  store double 1.000000e-01, ptr %23, align 8, !dbg !106
  %24 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 3, !dbg !106
  store double 1.000000e+300, ptr %24, align 8, !dbg !106
  %25 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 4, !dbg !106
  store double -0.000000e+00, ptr %25, align 8, !dbg !106
  %26 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 5, !dbg !106
  store double 0x400921FB54442D18, ptr %26, align 8, !dbg !106
    #dbg_declare(ptr %3, !107, !DIExpression(), !109)
  store i32 0, ptr %3, align 4, !dbg !109
  br label %27, !dbg !110

27:                                               ; preds = %63, %0
  %28 = load i32, ptr %3, align 4, !dbg !111
  %29 = icmp slt i32 %28, 6, !dbg !113
  br i1 %29, label %30, label %66, !dbg !114

30:                                               ; preds = %27
    #dbg_declare(ptr %4, !115, !DIExpression(), !139)
  %31 = load i32, ptr %3, align 4, !dbg !140
  %32 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 %31, !dbg !141
  %33 = load double, ptr %32, align 8, !dbg !141
  store double %33, ptr %4, align 4, !dbg !142
  %34 = load i32, ptr %3, align 4, !dbg !143
  %35 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 %34, !dbg !144
  %36 = load double, ptr %35, align 8, !dbg !144
  %37 = getelementptr inbounds [2 x i32], ptr %4, i32 0, i32 1, !dbg !145
  %38 = load i32, ptr %37, align 4, !dbg !145
  %39 = getelementptr inbounds [2 x i32], ptr %4, i32 0, i32 0, !dbg !146
  %40 = load i32, ptr %39, align 4, !dbg !146
  %41 = load i64, ptr %4, align 4, !dbg !147
  %42 = lshr i64 %41, 63, !dbg !148
  %43 = trunc i64 %42 to i32, !dbg !149
  %44 = load i64, ptr %4, align 4, !dbg !150
  %45 = lshr i64 %44, 52, !dbg !151
  %46 = and i64 %45, 2047, !dbg !152
  %47 = trunc i64 %46 to i32, !dbg !153
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %36, i32 noundef %38, i32 noundef %40, i32 noundef %43, i32 noundef %47), !dbg !154
    #dbg_declare(ptr %5, !155, !DIExpression(), !157)
  store i32 0, ptr %5, align 4, !dbg !157
  br label %49, !dbg !158

49:                                               ; preds = %58, %30
  %50 = load i32, ptr %5, align 4, !dbg !159
  %51 = icmp slt i32 %50, 8, !dbg !161
  br i1 %51, label %52, label %61, !dbg !162

52:                                               ; preds = %49
  %53 = load i32, ptr %5, align 4, !dbg !163
  %54 = getelementptr inbounds [8 x i8], ptr %4, i32 0, i32 %53, !dbg !164
  %55 = load i8, ptr %54, align 1, !dbg !164
  %56 = zext i8 %55 to i32, !dbg !164
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %56), !dbg !165
  br label %58, !dbg !165

58:                                               ; preds = %52
  %59 = load i32, ptr %5, align 4, !dbg !166
  %60 = add nsw i32 %59, 1, !dbg !166
  store i32 %60, ptr %5, align 4, !dbg !166
  br label %49, !dbg !167, !llvm.loop !168

61:                                               ; preds = %49
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !171
  br label %63, !dbg !172

63:                                               ; preds = %61
  %64 = load i32, ptr %3, align 4, !dbg !173
  %65 = add nsw i32 %64, 1, !dbg !173
  store i32 %65, ptr %3, align 4, !dbg !173
  br label %27, !dbg !174, !llvm.loop !175

66:                                               ; preds = %27
    #dbg_declare(ptr %6, !177, !DIExpression(), !178)
  store i64 4613937818241073152, ptr %6, align 4, !dbg !179
  %67 = load double, ptr %6, align 4, !dbg !180
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %67), !dbg !181
  store i64 -1, ptr %6, align 4, !dbg !182
  %69 = load i64, ptr %6, align 4, !dbg !183
  %70 = getelementptr inbounds [2 x i32], ptr %6, i32 0, i32 0, !dbg !184
  %71 = load i32, ptr %70, align 4, !dbg !184
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %69, i32 noundef %71), !dbg !185
    #dbg_declare(ptr %7, !186, !DIExpression(), !190)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 @__const.main.fs, i32 16, i1 false), !dbg !190
    #dbg_declare(ptr %8, !191, !DIExpression(), !193)
  store i32 0, ptr %8, align 4, !dbg !193
  br label %73, !dbg !194

73:                                               ; preds = %92, %66
  %74 = load i32, ptr %8, align 4, !dbg !195
  %75 = icmp slt i32 %74, 4, !dbg !197
  br i1 %75, label %76, label %95, !dbg !198

76:                                               ; preds = %73
    #dbg_declare(ptr %9, !199, !DIExpression(), !210)
  %77 = load i32, ptr %8, align 4, !dbg !211
  %78 = getelementptr inbounds [4 x float], ptr %7, i32 0, i32 %77, !dbg !212
  %79 = load float, ptr %78, align 4, !dbg !212
  store float %79, ptr %9, align 4, !dbg !213
  %80 = load i32, ptr %8, align 4, !dbg !214
  %81 = getelementptr inbounds [4 x float], ptr %7, i32 0, i32 %80, !dbg !215
  %82 = load float, ptr %81, align 4, !dbg !215
  %83 = fpext float %82 to double, !dbg !215
  %84 = load i32, ptr %9, align 4, !dbg !216
  %85 = getelementptr inbounds [2 x i16], ptr %9, i32 0, i32 1, !dbg !217
  %86 = load i16, ptr %85, align 2, !dbg !217
  %87 = zext i16 %86 to i32, !dbg !217
  %88 = getelementptr inbounds [2 x i16], ptr %9, i32 0, i32 0, !dbg !218
  %89 = load i16, ptr %88, align 4, !dbg !218
  %90 = zext i16 %89 to i32, !dbg !218
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %83, i32 noundef %84, i32 noundef %87, i32 noundef %90), !dbg !219
  br label %92, !dbg !220

92:                                               ; preds = %76
  %93 = load i32, ptr %8, align 4, !dbg !221
  %94 = add nsw i32 %93, 1, !dbg !221
  store i32 %94, ptr %8, align 4, !dbg !221
  br label %73, !dbg !222, !llvm.loop !223

95:                                               ; preds = %73
    #dbg_declare(ptr %10, !225, !DIExpression(), !227)
  store i32 1, ptr %10, align 4, !dbg !227
  br label %96, !dbg !228

96:                                               ; preds = %106, %95
  %97 = load i32, ptr %10, align 4, !dbg !229
  %98 = icmp sle i32 %97, 16, !dbg !231
  br i1 %98, label %99, label %109, !dbg !232

99:                                               ; preds = %96
  %100 = load i32, ptr %10, align 4, !dbg !233
  %101 = load i32, ptr %10, align 4, !dbg !234
  %102 = sitofp i32 %101 to float, !dbg !235
  %103 = call float @fast_recip_sqrt_approx(float noundef %102), !dbg !236
  %104 = fpext float %103 to double, !dbg !236
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %100, double noundef %104), !dbg !237
  br label %106, !dbg !237

106:                                              ; preds = %99
  %107 = load i32, ptr %10, align 4, !dbg !238
  %108 = mul nsw i32 %107, 2, !dbg !238
  store i32 %108, ptr %10, align 4, !dbg !238
  br label %96, !dbg !239, !llvm.loop !240

109:                                              ; preds = %96
    #dbg_declare(ptr %11, !242, !DIExpression(), !263)
  %110 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 0, !dbg !264
  %111 = getelementptr inbounds %struct.value, ptr %110, i32 0, i32 0, !dbg !265
  store i32 0, ptr %111, align 4, !dbg !266
  %112 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 0, !dbg !267
  %113 = getelementptr inbounds %struct.value, ptr %112, i32 0, i32 1, !dbg !268
  store i32 40, ptr %113, align 4, !dbg !269
  %114 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 1, !dbg !270
  %115 = getelementptr inbounds %struct.value, ptr %114, i32 0, i32 0, !dbg !271
  store i32 0, ptr %115, align 4, !dbg !272
  %116 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 1, !dbg !273
  %117 = getelementptr inbounds %struct.value, ptr %116, i32 0, i32 1, !dbg !274
  store i32 2, ptr %117, align 4, !dbg !275
  %118 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 2, !dbg !276
  %119 = getelementptr inbounds %struct.value, ptr %118, i32 0, i32 0, !dbg !277
  store i32 1, ptr %119, align 4, !dbg !278
  %120 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 2, !dbg !279
  %121 = getelementptr inbounds %struct.value, ptr %120, i32 0, i32 1, !dbg !280
  store double 5.000000e-01, ptr %121, align 4, !dbg !281
  %122 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 3, !dbg !282
  %123 = getelementptr inbounds %struct.value, ptr %122, i32 0, i32 0, !dbg !283
  store i32 3, ptr %123, align 4, !dbg !284
  %124 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 3, !dbg !285
  %125 = getelementptr inbounds %struct.value, ptr %124, i32 0, i32 1, !dbg !286
  %126 = getelementptr inbounds %struct.anon, ptr %125, i32 0, i32 0, !dbg !287
  store i32 3, ptr %126, align 4, !dbg !288
  %127 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 3, !dbg !289
  %128 = getelementptr inbounds %struct.value, ptr %127, i32 0, i32 1, !dbg !290
  %129 = getelementptr inbounds %struct.anon, ptr %128, i32 0, i32 1, !dbg !291
  store i32 -4, ptr %129, align 4, !dbg !292
  %130 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 4, !dbg !293
  %131 = getelementptr inbounds %struct.value, ptr %130, i32 0, i32 0, !dbg !294
  store i32 2, ptr %131, align 4, !dbg !295
  %132 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 4, !dbg !296
  %133 = getelementptr inbounds %struct.value, ptr %132, i32 0, i32 1, !dbg !297
  store ptr @.str.7, ptr %133, align 4, !dbg !298
    #dbg_declare(ptr %12, !299, !DIExpression(), !301)
  store i32 0, ptr %12, align 4, !dbg !301
  br label %134, !dbg !302

134:                                              ; preds = %140, %109
  %135 = load i32, ptr %12, align 4, !dbg !303
  %136 = icmp slt i32 %135, 5, !dbg !305
  br i1 %136, label %137, label %143, !dbg !306

137:                                              ; preds = %134
  %138 = load i32, ptr %12, align 4, !dbg !307
  %139 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 %138, !dbg !308
  call void @show(ptr noundef byval(%struct.value) align 4 %139), !dbg !309
  br label %140, !dbg !309

140:                                              ; preds = %137
  %141 = load i32, ptr %12, align 4, !dbg !310
  %142 = add nsw i32 %141, 1, !dbg !310
  store i32 %142, ptr %12, align 4, !dbg !310
  br label %134, !dbg !311, !llvm.loop !312

143:                                              ; preds = %134
  %144 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 0, !dbg !314
  %145 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 1, !dbg !315
  call void @add(ptr dead_on_unwind writable sret(%struct.value) align 4 %13, ptr noundef byval(%struct.value) align 4 %144, ptr noundef byval(%struct.value) align 4 %145), !dbg !316
  call void @show(ptr noundef byval(%struct.value) align 4 %13), !dbg !317
  %146 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 0, !dbg !318
  %147 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 2, !dbg !319
  call void @add(ptr dead_on_unwind writable sret(%struct.value) align 4 %14, ptr noundef byval(%struct.value) align 4 %146, ptr noundef byval(%struct.value) align 4 %147), !dbg !320
  call void @show(ptr noundef byval(%struct.value) align 4 %14), !dbg !321
  %148 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 3, !dbg !322
  %149 = getelementptr inbounds [5 x %struct.value], ptr %11, i32 0, i32 3, !dbg !323
  call void @add(ptr dead_on_unwind writable sret(%struct.value) align 4 %15, ptr noundef byval(%struct.value) align 4 %148, ptr noundef byval(%struct.value) align 4 %149), !dbg !324
  call void @show(ptr noundef byval(%struct.value) align 4 %15), !dbg !325
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef 12, i32 noundef 8), !dbg !326
    #dbg_declare(ptr %16, !327, !DIExpression(), !333)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %16, ptr align 4 @__const.main.e, i32 4, i1 false), !dbg !333
  %151 = getelementptr inbounds [4 x i8], ptr %16, i32 0, i32 0, !dbg !334
  %152 = load i8, ptr %151, align 4, !dbg !334
  %153 = zext i8 %152 to i32, !dbg !334
  %154 = icmp eq i32 %153, 4, !dbg !335
  %155 = zext i1 %154 to i32, !dbg !335
  %156 = getelementptr inbounds [4 x i8], ptr %16, i32 0, i32 0, !dbg !336
  %157 = load i8, ptr %156, align 4, !dbg !336
  %158 = zext i8 %157 to i32, !dbg !336
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %155, i32 noundef %158), !dbg !337
    #dbg_declare(ptr %17, !338, !DIExpression(), !339)
  store double 2.500000e+00, ptr %17, align 8, !dbg !339
    #dbg_declare(ptr %18, !340, !DIExpression(), !341)
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %18, ptr align 8 %17, i32 8, i1 false), !dbg !342
    #dbg_declare(ptr %19, !343, !DIExpression(), !344)
  %160 = load double, ptr %17, align 8, !dbg !345
  store double %160, ptr %19, align 4, !dbg !346
  %161 = load i64, ptr %18, align 8, !dbg !347
  %162 = load i64, ptr %19, align 4, !dbg !348
  %163 = icmp eq i64 %161, %162, !dbg !349
  %164 = zext i1 %163 to i32, !dbg !349
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %164), !dbg !350
    #dbg_declare(ptr %20, !351, !DIExpression(), !358)
  store i32 -5, ptr %20, align 4, !dbg !359
  %166 = load i32, ptr %20, align 4, !dbg !360
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %166), !dbg !361
  ret i32 0, !dbg !362
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fast_recip_sqrt_approx(float noundef %0) #0 !dbg !363 {
  %2 = alloca float, align 4
  %3 = alloca %union.pun32, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  store float %0, ptr %2, align 4
    #dbg_declare(ptr %2, !366, !DIExpression(), !367)
    #dbg_declare(ptr %3, !368, !DIExpression(), !369)
  %8 = load float, ptr %2, align 4, !dbg !370
  store float %8, ptr %3, align 4, !dbg !371
  %9 = load i32, ptr %3, align 4, !dbg !372
  %10 = lshr i32 %9, 1, !dbg !373
  %11 = sub i32 1597463007, %10, !dbg !374
  store i32 %11, ptr %3, align 4, !dbg !375
    #dbg_declare(ptr %4, !376, !DIExpression(), !377)
  %12 = load float, ptr %3, align 4, !dbg !378
  store float %12, ptr %4, align 4, !dbg !377
    #dbg_declare(ptr %5, !379, !DIExpression(), !380)
  %13 = load float, ptr %2, align 4, !dbg !381
  %14 = fmul float 5.000000e-01, %13, !dbg !382
  store float %14, ptr %5, align 4, !dbg !380
    #dbg_declare(ptr %6, !383, !DIExpression(), !384)
  %15 = load float, ptr %4, align 4, !dbg !385
  %16 = load float, ptr %4, align 4, !dbg !386
  %17 = fmul float %15, %16, !dbg !387
  store float %17, ptr %6, align 4, !dbg !384
    #dbg_declare(ptr %7, !388, !DIExpression(), !389)
  %18 = load float, ptr %5, align 4, !dbg !390
  %19 = load float, ptr %6, align 4, !dbg !391
  %20 = fmul float %18, %19, !dbg !392
  store float %20, ptr %7, align 4, !dbg !389
  %21 = load float, ptr %4, align 4, !dbg !393
  %22 = load float, ptr %7, align 4, !dbg !394
  %23 = fsub float 1.500000e+00, %22, !dbg !395
  %24 = fmul float %21, %23, !dbg !396
  store float %24, ptr %4, align 4, !dbg !397
  %25 = load float, ptr %4, align 4, !dbg !398
  ret float %25, !dbg !399
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef byval(%struct.value) align 4 %0) #0 !dbg !400 {
    #dbg_declare(ptr %0, !403, !DIExpression(), !404)
  %2 = getelementptr inbounds %struct.value, ptr %0, i32 0, i32 0, !dbg !405
  %3 = load i32, ptr %2, align 4, !dbg !405
  switch i32 %3, label %24 [
    i32 0, label %4
    i32 1, label %8
    i32 2, label %12
    i32 3, label %16
  ], !dbg !406

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.value, ptr %0, i32 0, i32 1, !dbg !407
  %6 = load i32, ptr %5, align 4, !dbg !409
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %6), !dbg !410
  br label %24, !dbg !411

8:                                                ; preds = %1
  %9 = getelementptr inbounds %struct.value, ptr %0, i32 0, i32 1, !dbg !412
  %10 = load double, ptr %9, align 4, !dbg !413
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %10), !dbg !414
  br label %24, !dbg !415

12:                                               ; preds = %1
  %13 = getelementptr inbounds %struct.value, ptr %0, i32 0, i32 1, !dbg !416
  %14 = load ptr, ptr %13, align 4, !dbg !417
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %14), !dbg !418
  br label %24, !dbg !419

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.value, ptr %0, i32 0, i32 1, !dbg !420
  %18 = getelementptr inbounds %struct.anon, ptr %17, i32 0, i32 0, !dbg !421
  %19 = load i32, ptr %18, align 4, !dbg !421
  %20 = getelementptr inbounds %struct.value, ptr %0, i32 0, i32 1, !dbg !422
  %21 = getelementptr inbounds %struct.anon, ptr %20, i32 0, i32 1, !dbg !423
  %22 = load i32, ptr %21, align 4, !dbg !423
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %19, i32 noundef %22), !dbg !424
  br label %24, !dbg !425

24:                                               ; preds = %1, %16, %12, %8, %4
  ret void, !dbg !426
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(ptr dead_on_unwind noalias writable sret(%struct.value) align 4 %0, ptr noundef byval(%struct.value) align 4 %1, ptr noundef byval(%struct.value) align 4 %2) #0 !dbg !427 {
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %1, !430, !DIExpression(), !431)
    #dbg_declare(ptr %2, !432, !DIExpression(), !433)
    #dbg_declare(ptr %4, !434, !DIExpression(DW_OP_deref), !435)
  %7 = getelementptr inbounds %struct.value, ptr %1, i32 0, i32 0, !dbg !436
  %8 = load i32, ptr %7, align 4, !dbg !436
  %9 = icmp eq i32 %8, 0, !dbg !438
  br i1 %9, label %10, label %22, !dbg !439

10:                                               ; preds = %3
  %11 = getelementptr inbounds %struct.value, ptr %2, i32 0, i32 0, !dbg !440
  %12 = load i32, ptr %11, align 4, !dbg !440
  %13 = icmp eq i32 %12, 0, !dbg !441
  br i1 %13, label %14, label %22, !dbg !442

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.value, ptr %0, i32 0, i32 0, !dbg !443
  store i32 0, ptr %15, align 4, !dbg !445
  %16 = getelementptr inbounds %struct.value, ptr %1, i32 0, i32 1, !dbg !446
  %17 = load i32, ptr %16, align 4, !dbg !447
  %18 = getelementptr inbounds %struct.value, ptr %2, i32 0, i32 1, !dbg !448
  %19 = load i32, ptr %18, align 4, !dbg !449
  %20 = add nsw i32 %17, %19, !dbg !450
  %21 = getelementptr inbounds %struct.value, ptr %0, i32 0, i32 1, !dbg !451
  store i32 %20, ptr %21, align 4, !dbg !452
  br label %95, !dbg !453

22:                                               ; preds = %10, %3
  %23 = getelementptr inbounds %struct.value, ptr %1, i32 0, i32 0, !dbg !454
  %24 = load i32, ptr %23, align 4, !dbg !454
  %25 = icmp eq i32 %24, 3, !dbg !456
  br i1 %25, label %26, label %50, !dbg !457

26:                                               ; preds = %22
  %27 = getelementptr inbounds %struct.value, ptr %2, i32 0, i32 0, !dbg !458
  %28 = load i32, ptr %27, align 4, !dbg !458
  %29 = icmp eq i32 %28, 3, !dbg !459
  br i1 %29, label %30, label %50, !dbg !460

30:                                               ; preds = %26
  %31 = getelementptr inbounds %struct.value, ptr %0, i32 0, i32 0, !dbg !461
  store i32 3, ptr %31, align 4, !dbg !463
  %32 = getelementptr inbounds %struct.value, ptr %1, i32 0, i32 1, !dbg !464
  %33 = getelementptr inbounds %struct.anon, ptr %32, i32 0, i32 0, !dbg !465
  %34 = load i32, ptr %33, align 4, !dbg !465
  %35 = getelementptr inbounds %struct.value, ptr %2, i32 0, i32 1, !dbg !466
  %36 = getelementptr inbounds %struct.anon, ptr %35, i32 0, i32 0, !dbg !467
  %37 = load i32, ptr %36, align 4, !dbg !467
  %38 = add nsw i32 %34, %37, !dbg !468
  %39 = getelementptr inbounds %struct.value, ptr %0, i32 0, i32 1, !dbg !469
  %40 = getelementptr inbounds %struct.anon, ptr %39, i32 0, i32 0, !dbg !470
  store i32 %38, ptr %40, align 4, !dbg !471
  %41 = getelementptr inbounds %struct.value, ptr %1, i32 0, i32 1, !dbg !472
  %42 = getelementptr inbounds %struct.anon, ptr %41, i32 0, i32 1, !dbg !473
  %43 = load i32, ptr %42, align 4, !dbg !473
  %44 = getelementptr inbounds %struct.value, ptr %2, i32 0, i32 1, !dbg !474
  %45 = getelementptr inbounds %struct.anon, ptr %44, i32 0, i32 1, !dbg !475
  %46 = load i32, ptr %45, align 4, !dbg !475
  %47 = add nsw i32 %43, %46, !dbg !476
  %48 = getelementptr inbounds %struct.value, ptr %0, i32 0, i32 1, !dbg !477
  %49 = getelementptr inbounds %struct.anon, ptr %48, i32 0, i32 1, !dbg !478
  store i32 %47, ptr %49, align 4, !dbg !479
  br label %94, !dbg !480

50:                                               ; preds = %26, %22
    #dbg_declare(ptr %5, !481, !DIExpression(), !483)
  %51 = getelementptr inbounds %struct.value, ptr %1, i32 0, i32 0, !dbg !484
  %52 = load i32, ptr %51, align 4, !dbg !484
  %53 = icmp eq i32 %52, 0, !dbg !485
  br i1 %53, label %54, label %58, !dbg !486

54:                                               ; preds = %50
  %55 = getelementptr inbounds %struct.value, ptr %1, i32 0, i32 1, !dbg !487
  %56 = load i32, ptr %55, align 4, !dbg !488
  %57 = sitofp i32 %56 to double, !dbg !489
  br label %68, !dbg !486

58:                                               ; preds = %50
  %59 = getelementptr inbounds %struct.value, ptr %1, i32 0, i32 0, !dbg !490
  %60 = load i32, ptr %59, align 4, !dbg !490
  %61 = icmp eq i32 %60, 1, !dbg !491
  br i1 %61, label %62, label %65, !dbg !492

62:                                               ; preds = %58
  %63 = getelementptr inbounds %struct.value, ptr %1, i32 0, i32 1, !dbg !493
  %64 = load double, ptr %63, align 4, !dbg !494
  br label %66, !dbg !492

65:                                               ; preds = %58
  br label %66, !dbg !492

66:                                               ; preds = %65, %62
  %67 = phi double [ %64, %62 ], [ 0.000000e+00, %65 ], !dbg !492
  br label %68, !dbg !486

68:                                               ; preds = %66, %54
  %69 = phi double [ %57, %54 ], [ %67, %66 ], !dbg !486
  store double %69, ptr %5, align 8, !dbg !483
    #dbg_declare(ptr %6, !495, !DIExpression(), !496)
  %70 = getelementptr inbounds %struct.value, ptr %2, i32 0, i32 0, !dbg !497
  %71 = load i32, ptr %70, align 4, !dbg !497
  %72 = icmp eq i32 %71, 0, !dbg !498
  br i1 %72, label %73, label %77, !dbg !499

73:                                               ; preds = %68
  %74 = getelementptr inbounds %struct.value, ptr %2, i32 0, i32 1, !dbg !500
  %75 = load i32, ptr %74, align 4, !dbg !501
  %76 = sitofp i32 %75 to double, !dbg !502
  br label %87, !dbg !499

77:                                               ; preds = %68
  %78 = getelementptr inbounds %struct.value, ptr %2, i32 0, i32 0, !dbg !503
  %79 = load i32, ptr %78, align 4, !dbg !503
  %80 = icmp eq i32 %79, 1, !dbg !504
  br i1 %80, label %81, label %84, !dbg !505

81:                                               ; preds = %77
  %82 = getelementptr inbounds %struct.value, ptr %2, i32 0, i32 1, !dbg !506
  %83 = load double, ptr %82, align 4, !dbg !507
  br label %85, !dbg !505

84:                                               ; preds = %77
  br label %85, !dbg !505

85:                                               ; preds = %84, %81
  %86 = phi double [ %83, %81 ], [ 0.000000e+00, %84 ], !dbg !505
  br label %87, !dbg !499

87:                                               ; preds = %85, %73
  %88 = phi double [ %76, %73 ], [ %86, %85 ], !dbg !499
  store double %88, ptr %6, align 8, !dbg !496
  %89 = getelementptr inbounds %struct.value, ptr %0, i32 0, i32 0, !dbg !508
  store i32 1, ptr %89, align 4, !dbg !509
  %90 = load double, ptr %5, align 8, !dbg !510
  %91 = load double, ptr %6, align 8, !dbg !511
  %92 = fadd double %90, %91, !dbg !512
  %93 = getelementptr inbounds %struct.value, ptr %0, i32 0, i32 1, !dbg !513
  store double %92, ptr %93, align 4, !dbg !514
  br label %94

94:                                               ; preds = %87, %30
  br label %95

95:                                               ; preds = %94, %14
  ret void, !dbg !515
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!76}
!llvm.module.flags = !{!90, !91, !92, !93, !94, !95, !96, !97}
!llvm.ident = !{!98}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "unions.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "ee03571d02d12b31429cde6534ad587b")
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
!90 = !{i32 1, !"NumRegisterParameters", i32 0}
!91 = !{i32 7, !"Dwarf Version", i32 5}
!92 = !{i32 2, !"Debug Info Version", i32 3}
!93 = !{i32 1, !"wchar_size", i32 4}
!94 = !{i32 8, !"PIC Level", i32 2}
!95 = !{i32 7, !"PIE Level", i32 2}
!96 = !{i32 7, !"uwtable", i32 2}
!97 = !{i32 7, !"frame-pointer", i32 2}
!98 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!99 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 72, type: !100, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !76, retainedNodes: !103)
!100 = !DISubroutineType(types: !101)
!101 = !{!102}
!102 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!103 = !{}
!104 = !DILocalVariable(name: "ds", scope: !99, file: !2, line: 73, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 384, elements: !10)
!106 = !DILocation(line: 73, column: 12, scope: !99)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 74, type: !102)
!108 = distinct !DILexicalBlock(scope: !99, file: !2, line: 74, column: 5)
!109 = !DILocation(line: 74, column: 14, scope: !108)
!110 = !DILocation(line: 74, column: 10, scope: !108)
!111 = !DILocation(line: 74, column: 21, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !2, line: 74, column: 5)
!113 = !DILocation(line: 74, column: 23, scope: !112)
!114 = !DILocation(line: 74, column: 5, scope: !108)
!115 = !DILocalVariable(name: "p", scope: !116, file: !2, line: 75, type: !117)
!116 = distinct !DILexicalBlock(scope: !112, file: !2, line: 74, column: 33)
!117 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun64", file: !2, line: 6, size: 64, elements: !118)
!118 = !{!119, !120, !125, !130, !135}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !117, file: !2, line: 7, baseType: !88, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !117, file: !2, line: 8, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !122, line: 27, baseType: !123)
!122 = !DIFile(filename: "/usr/include/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !124, line: 48, baseType: !86)
!124 = !DIFile(filename: "/usr/include/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!125 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !117, file: !2, line: 9, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !127, line: 27, baseType: !128)
!127 = !DIFile(filename: "/usr/include/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !124, line: 47, baseType: !129)
!129 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !117, file: !2, line: 10, baseType: !131, size: 64)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !132, size: 64, elements: !133)
!132 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!133 = !{!134}
!134 = !DISubrange(count: 8)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !117, file: !2, line: 11, baseType: !136, size: 64)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !137, size: 64, elements: !15)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !122, line: 26, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !124, line: 42, baseType: !79)
!139 = !DILocation(line: 75, column: 21, scope: !116)
!140 = !DILocation(line: 76, column: 18, scope: !116)
!141 = !DILocation(line: 76, column: 15, scope: !116)
!142 = !DILocation(line: 76, column: 13, scope: !116)
!143 = !DILocation(line: 77, column: 63, scope: !116)
!144 = !DILocation(line: 77, column: 60, scope: !116)
!145 = !DILocation(line: 77, column: 67, scope: !116)
!146 = !DILocation(line: 77, column: 75, scope: !116)
!147 = !DILocation(line: 78, column: 29, scope: !116)
!148 = !DILocation(line: 78, column: 31, scope: !116)
!149 = !DILocation(line: 78, column: 16, scope: !116)
!150 = !DILocation(line: 78, column: 53, scope: !116)
!151 = !DILocation(line: 78, column: 55, scope: !116)
!152 = !DILocation(line: 78, column: 62, scope: !116)
!153 = !DILocation(line: 78, column: 39, scope: !116)
!154 = !DILocation(line: 77, column: 9, scope: !116)
!155 = !DILocalVariable(name: "j", scope: !156, file: !2, line: 79, type: !102)
!156 = distinct !DILexicalBlock(scope: !116, file: !2, line: 79, column: 9)
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
!171 = !DILocation(line: 81, column: 9, scope: !116)
!172 = !DILocation(line: 82, column: 5, scope: !116)
!173 = !DILocation(line: 74, column: 29, scope: !112)
!174 = !DILocation(line: 74, column: 5, scope: !112)
!175 = distinct !{!175, !114, !176, !170}
!176 = !DILocation(line: 82, column: 5, scope: !108)
!177 = !DILocalVariable(name: "q", scope: !99, file: !2, line: 83, type: !117)
!178 = !DILocation(line: 83, column: 17, scope: !99)
!179 = !DILocation(line: 84, column: 9, scope: !99)
!180 = !DILocation(line: 85, column: 39, scope: !99)
!181 = !DILocation(line: 85, column: 5, scope: !99)
!182 = !DILocation(line: 86, column: 9, scope: !99)
!183 = !DILocation(line: 87, column: 67, scope: !99)
!184 = !DILocation(line: 87, column: 70, scope: !99)
!185 = !DILocation(line: 87, column: 5, scope: !99)
!186 = !DILocalVariable(name: "fs", scope: !99, file: !2, line: 88, type: !187)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 128, elements: !188)
!188 = !{!189}
!189 = !DISubrange(count: 4)
!190 = !DILocation(line: 88, column: 11, scope: !99)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 89, type: !102)
!192 = distinct !DILexicalBlock(scope: !99, file: !2, line: 89, column: 5)
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
!207 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !122, line: 25, baseType: !208)
!208 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !124, line: 40, baseType: !209)
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
!225 = !DILocalVariable(name: "i", scope: !226, file: !2, line: 93, type: !102)
!226 = distinct !DILexicalBlock(scope: !99, file: !2, line: 93, column: 5)
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
!242 = !DILocalVariable(name: "vals", scope: !99, file: !2, line: 95, type: !243)
!243 = !DICompositeType(tag: DW_TAG_array_type, baseType: !244, size: 480, elements: !261)
!244 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "value", file: !2, line: 22, size: 96, elements: !245)
!245 = !{!246, !247}
!246 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !244, file: !2, line: 23, baseType: !78, size: 32)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "as", scope: !244, file: !2, line: 31, baseType: !248, size: 64, offset: 32)
!248 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !244, file: !2, line: 24, size: 64, elements: !249)
!249 = !{!250, !252, !253, !256}
!250 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !248, file: !2, line: 25, baseType: !251, size: 32)
!251 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !248, file: !2, line: 26, baseType: !88, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !248, file: !2, line: 27, baseType: !254, size: 32)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 32)
!255 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "pair", scope: !248, file: !2, line: 30, baseType: !257, size: 64)
!257 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !248, file: !2, line: 28, size: 64, elements: !258)
!258 = !{!259, !260}
!259 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !257, file: !2, line: 29, baseType: !102, size: 32)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !257, file: !2, line: 29, baseType: !102, size: 32, offset: 32)
!261 = !{!262}
!262 = !DISubrange(count: 5)
!263 = !DILocation(line: 95, column: 18, scope: !99)
!264 = !DILocation(line: 96, column: 5, scope: !99)
!265 = !DILocation(line: 96, column: 13, scope: !99)
!266 = !DILocation(line: 96, column: 18, scope: !99)
!267 = !DILocation(line: 97, column: 5, scope: !99)
!268 = !DILocation(line: 97, column: 13, scope: !99)
!269 = !DILocation(line: 97, column: 18, scope: !99)
!270 = !DILocation(line: 98, column: 5, scope: !99)
!271 = !DILocation(line: 98, column: 13, scope: !99)
!272 = !DILocation(line: 98, column: 18, scope: !99)
!273 = !DILocation(line: 99, column: 5, scope: !99)
!274 = !DILocation(line: 99, column: 13, scope: !99)
!275 = !DILocation(line: 99, column: 18, scope: !99)
!276 = !DILocation(line: 100, column: 5, scope: !99)
!277 = !DILocation(line: 100, column: 13, scope: !99)
!278 = !DILocation(line: 100, column: 18, scope: !99)
!279 = !DILocation(line: 101, column: 5, scope: !99)
!280 = !DILocation(line: 101, column: 13, scope: !99)
!281 = !DILocation(line: 101, column: 18, scope: !99)
!282 = !DILocation(line: 102, column: 5, scope: !99)
!283 = !DILocation(line: 102, column: 13, scope: !99)
!284 = !DILocation(line: 102, column: 18, scope: !99)
!285 = !DILocation(line: 103, column: 5, scope: !99)
!286 = !DILocation(line: 103, column: 13, scope: !99)
!287 = !DILocation(line: 103, column: 21, scope: !99)
!288 = !DILocation(line: 103, column: 23, scope: !99)
!289 = !DILocation(line: 104, column: 5, scope: !99)
!290 = !DILocation(line: 104, column: 13, scope: !99)
!291 = !DILocation(line: 104, column: 21, scope: !99)
!292 = !DILocation(line: 104, column: 23, scope: !99)
!293 = !DILocation(line: 105, column: 5, scope: !99)
!294 = !DILocation(line: 105, column: 13, scope: !99)
!295 = !DILocation(line: 105, column: 18, scope: !99)
!296 = !DILocation(line: 106, column: 5, scope: !99)
!297 = !DILocation(line: 106, column: 13, scope: !99)
!298 = !DILocation(line: 106, column: 18, scope: !99)
!299 = !DILocalVariable(name: "i", scope: !300, file: !2, line: 107, type: !102)
!300 = distinct !DILexicalBlock(scope: !99, file: !2, line: 107, column: 5)
!301 = !DILocation(line: 107, column: 14, scope: !300)
!302 = !DILocation(line: 107, column: 10, scope: !300)
!303 = !DILocation(line: 107, column: 21, scope: !304)
!304 = distinct !DILexicalBlock(scope: !300, file: !2, line: 107, column: 5)
!305 = !DILocation(line: 107, column: 23, scope: !304)
!306 = !DILocation(line: 107, column: 5, scope: !300)
!307 = !DILocation(line: 108, column: 19, scope: !304)
!308 = !DILocation(line: 108, column: 14, scope: !304)
!309 = !DILocation(line: 108, column: 9, scope: !304)
!310 = !DILocation(line: 107, column: 29, scope: !304)
!311 = !DILocation(line: 107, column: 5, scope: !304)
!312 = distinct !{!312, !306, !313, !170}
!313 = !DILocation(line: 108, column: 21, scope: !300)
!314 = !DILocation(line: 109, column: 14, scope: !99)
!315 = !DILocation(line: 109, column: 23, scope: !99)
!316 = !DILocation(line: 109, column: 10, scope: !99)
!317 = !DILocation(line: 109, column: 5, scope: !99)
!318 = !DILocation(line: 110, column: 14, scope: !99)
!319 = !DILocation(line: 110, column: 23, scope: !99)
!320 = !DILocation(line: 110, column: 10, scope: !99)
!321 = !DILocation(line: 110, column: 5, scope: !99)
!322 = !DILocation(line: 111, column: 14, scope: !99)
!323 = !DILocation(line: 111, column: 23, scope: !99)
!324 = !DILocation(line: 111, column: 10, scope: !99)
!325 = !DILocation(line: 111, column: 5, scope: !99)
!326 = !DILocation(line: 112, column: 5, scope: !99)
!327 = !DILocalVariable(name: "e", scope: !99, file: !2, line: 117, type: !328)
!328 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !99, file: !2, line: 114, size: 32, elements: !329)
!329 = !{!330, !331}
!330 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !328, file: !2, line: 115, baseType: !137, size: 32)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !328, file: !2, line: 116, baseType: !332, size: 32)
!332 = !DICompositeType(tag: DW_TAG_array_type, baseType: !132, size: 32, elements: !188)
!333 = !DILocation(line: 117, column: 7, scope: !99)
!334 = !DILocation(line: 118, column: 43, scope: !99)
!335 = !DILocation(line: 118, column: 50, scope: !99)
!336 = !DILocation(line: 118, column: 56, scope: !99)
!337 = !DILocation(line: 118, column: 5, scope: !99)
!338 = !DILocalVariable(name: "dv", scope: !99, file: !2, line: 120, type: !88)
!339 = !DILocation(line: 120, column: 12, scope: !99)
!340 = !DILocalVariable(name: "bits", scope: !99, file: !2, line: 121, type: !121)
!341 = !DILocation(line: 121, column: 14, scope: !99)
!342 = !DILocation(line: 122, column: 5, scope: !99)
!343 = !DILocalVariable(name: "pv", scope: !99, file: !2, line: 123, type: !117)
!344 = !DILocation(line: 123, column: 17, scope: !99)
!345 = !DILocation(line: 123, column: 28, scope: !99)
!346 = !DILocation(line: 123, column: 22, scope: !99)
!347 = !DILocation(line: 124, column: 38, scope: !99)
!348 = !DILocation(line: 124, column: 49, scope: !99)
!349 = !DILocation(line: 124, column: 43, scope: !99)
!350 = !DILocation(line: 124, column: 5, scope: !99)
!351 = !DILocalVariable(name: "su", scope: !99, file: !2, line: 129, type: !352)
!352 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !99, file: !2, line: 126, size: 32, elements: !353)
!353 = !{!354, !357}
!354 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !352, file: !2, line: 127, baseType: !355, size: 32)
!355 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !127, line: 26, baseType: !356)
!356 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !124, line: 41, baseType: !102)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !352, file: !2, line: 128, baseType: !137, size: 32)
!358 = !DILocation(line: 129, column: 7, scope: !99)
!359 = !DILocation(line: 130, column: 10, scope: !99)
!360 = !DILocation(line: 131, column: 39, scope: !99)
!361 = !DILocation(line: 131, column: 5, scope: !99)
!362 = !DILocation(line: 132, column: 5, scope: !99)
!363 = distinct !DISubprogram(name: "fast_recip_sqrt_approx", scope: !2, file: !2, line: 61, type: !364, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !76, retainedNodes: !103)
!364 = !DISubroutineType(types: !365)
!365 = !{!87, !87}
!366 = !DILocalVariable(name: "x", arg: 1, scope: !363, file: !2, line: 61, type: !87)
!367 = !DILocation(line: 61, column: 43, scope: !363)
!368 = !DILocalVariable(name: "p", scope: !363, file: !2, line: 62, type: !201)
!369 = !DILocation(line: 62, column: 17, scope: !363)
!370 = !DILocation(line: 62, column: 27, scope: !363)
!371 = !DILocation(line: 62, column: 21, scope: !363)
!372 = !DILocation(line: 63, column: 28, scope: !363)
!373 = !DILocation(line: 63, column: 30, scope: !363)
!374 = !DILocation(line: 63, column: 23, scope: !363)
!375 = !DILocation(line: 63, column: 9, scope: !363)
!376 = !DILocalVariable(name: "y", scope: !363, file: !2, line: 64, type: !87)
!377 = !DILocation(line: 64, column: 11, scope: !363)
!378 = !DILocation(line: 64, column: 17, scope: !363)
!379 = !DILocalVariable(name: "half", scope: !363, file: !2, line: 65, type: !87)
!380 = !DILocation(line: 65, column: 11, scope: !363)
!381 = !DILocation(line: 65, column: 25, scope: !363)
!382 = !DILocation(line: 65, column: 23, scope: !363)
!383 = !DILocalVariable(name: "y2", scope: !363, file: !2, line: 66, type: !87)
!384 = !DILocation(line: 66, column: 11, scope: !363)
!385 = !DILocation(line: 66, column: 16, scope: !363)
!386 = !DILocation(line: 66, column: 20, scope: !363)
!387 = !DILocation(line: 66, column: 18, scope: !363)
!388 = !DILocalVariable(name: "t", scope: !363, file: !2, line: 67, type: !87)
!389 = !DILocation(line: 67, column: 11, scope: !363)
!390 = !DILocation(line: 67, column: 15, scope: !363)
!391 = !DILocation(line: 67, column: 22, scope: !363)
!392 = !DILocation(line: 67, column: 20, scope: !363)
!393 = !DILocation(line: 68, column: 9, scope: !363)
!394 = !DILocation(line: 68, column: 21, scope: !363)
!395 = !DILocation(line: 68, column: 19, scope: !363)
!396 = !DILocation(line: 68, column: 11, scope: !363)
!397 = !DILocation(line: 68, column: 7, scope: !363)
!398 = !DILocation(line: 69, column: 12, scope: !363)
!399 = !DILocation(line: 69, column: 5, scope: !363)
!400 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 34, type: !401, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !76, retainedNodes: !103)
!401 = !DISubroutineType(types: !402)
!402 = !{null, !244}
!403 = !DILocalVariable(name: "v", arg: 1, scope: !400, file: !2, line: 34, type: !244)
!404 = !DILocation(line: 34, column: 31, scope: !400)
!405 = !DILocation(line: 35, column: 15, scope: !400)
!406 = !DILocation(line: 35, column: 5, scope: !400)
!407 = !DILocation(line: 36, column: 39, scope: !408)
!408 = distinct !DILexicalBlock(scope: !400, file: !2, line: 35, column: 21)
!409 = !DILocation(line: 36, column: 42, scope: !408)
!410 = !DILocation(line: 36, column: 17, scope: !408)
!411 = !DILocation(line: 36, column: 46, scope: !408)
!412 = !DILocation(line: 37, column: 41, scope: !408)
!413 = !DILocation(line: 37, column: 44, scope: !408)
!414 = !DILocation(line: 37, column: 17, scope: !408)
!415 = !DILocation(line: 37, column: 48, scope: !408)
!416 = !DILocation(line: 38, column: 45, scope: !408)
!417 = !DILocation(line: 38, column: 48, scope: !408)
!418 = !DILocation(line: 38, column: 17, scope: !408)
!419 = !DILocation(line: 38, column: 52, scope: !408)
!420 = !DILocation(line: 39, column: 46, scope: !408)
!421 = !DILocation(line: 39, column: 54, scope: !408)
!422 = !DILocation(line: 39, column: 59, scope: !408)
!423 = !DILocation(line: 39, column: 67, scope: !408)
!424 = !DILocation(line: 39, column: 18, scope: !408)
!425 = !DILocation(line: 39, column: 71, scope: !408)
!426 = !DILocation(line: 41, column: 1, scope: !400)
!427 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 43, type: !428, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !76, retainedNodes: !103)
!428 = !DISubroutineType(types: !429)
!429 = !{!244, !244, !244}
!430 = !DILocalVariable(name: "x", arg: 1, scope: !427, file: !2, line: 43, type: !244)
!431 = !DILocation(line: 43, column: 38, scope: !427)
!432 = !DILocalVariable(name: "y", arg: 2, scope: !427, file: !2, line: 43, type: !244)
!433 = !DILocation(line: 43, column: 54, scope: !427)
!434 = !DILocalVariable(name: "r", scope: !427, file: !2, line: 44, type: !244)
!435 = !DILocation(line: 44, column: 18, scope: !427)
!436 = !DILocation(line: 45, column: 11, scope: !437)
!437 = distinct !DILexicalBlock(scope: !427, file: !2, line: 45, column: 9)
!438 = !DILocation(line: 45, column: 16, scope: !437)
!439 = !DILocation(line: 45, column: 25, scope: !437)
!440 = !DILocation(line: 45, column: 30, scope: !437)
!441 = !DILocation(line: 45, column: 35, scope: !437)
!442 = !DILocation(line: 45, column: 9, scope: !427)
!443 = !DILocation(line: 46, column: 11, scope: !444)
!444 = distinct !DILexicalBlock(scope: !437, file: !2, line: 45, column: 45)
!445 = !DILocation(line: 46, column: 16, scope: !444)
!446 = !DILocation(line: 47, column: 20, scope: !444)
!447 = !DILocation(line: 47, column: 23, scope: !444)
!448 = !DILocation(line: 47, column: 29, scope: !444)
!449 = !DILocation(line: 47, column: 32, scope: !444)
!450 = !DILocation(line: 47, column: 25, scope: !444)
!451 = !DILocation(line: 47, column: 11, scope: !444)
!452 = !DILocation(line: 47, column: 16, scope: !444)
!453 = !DILocation(line: 48, column: 5, scope: !444)
!454 = !DILocation(line: 48, column: 18, scope: !455)
!455 = distinct !DILexicalBlock(scope: !437, file: !2, line: 48, column: 16)
!456 = !DILocation(line: 48, column: 23, scope: !455)
!457 = !DILocation(line: 48, column: 33, scope: !455)
!458 = !DILocation(line: 48, column: 38, scope: !455)
!459 = !DILocation(line: 48, column: 43, scope: !455)
!460 = !DILocation(line: 48, column: 16, scope: !437)
!461 = !DILocation(line: 49, column: 11, scope: !462)
!462 = distinct !DILexicalBlock(scope: !455, file: !2, line: 48, column: 54)
!463 = !DILocation(line: 49, column: 16, scope: !462)
!464 = !DILocation(line: 50, column: 25, scope: !462)
!465 = !DILocation(line: 50, column: 33, scope: !462)
!466 = !DILocation(line: 50, column: 39, scope: !462)
!467 = !DILocation(line: 50, column: 47, scope: !462)
!468 = !DILocation(line: 50, column: 35, scope: !462)
!469 = !DILocation(line: 50, column: 11, scope: !462)
!470 = !DILocation(line: 50, column: 19, scope: !462)
!471 = !DILocation(line: 50, column: 21, scope: !462)
!472 = !DILocation(line: 51, column: 25, scope: !462)
!473 = !DILocation(line: 51, column: 33, scope: !462)
!474 = !DILocation(line: 51, column: 39, scope: !462)
!475 = !DILocation(line: 51, column: 47, scope: !462)
!476 = !DILocation(line: 51, column: 35, scope: !462)
!477 = !DILocation(line: 51, column: 11, scope: !462)
!478 = !DILocation(line: 51, column: 19, scope: !462)
!479 = !DILocation(line: 51, column: 21, scope: !462)
!480 = !DILocation(line: 52, column: 5, scope: !462)
!481 = !DILocalVariable(name: "a", scope: !482, file: !2, line: 53, type: !88)
!482 = distinct !DILexicalBlock(scope: !455, file: !2, line: 52, column: 12)
!483 = !DILocation(line: 53, column: 16, scope: !482)
!484 = !DILocation(line: 53, column: 22, scope: !482)
!485 = !DILocation(line: 53, column: 27, scope: !482)
!486 = !DILocation(line: 53, column: 20, scope: !482)
!487 = !DILocation(line: 53, column: 48, scope: !482)
!488 = !DILocation(line: 53, column: 51, scope: !482)
!489 = !DILocation(line: 53, column: 38, scope: !482)
!490 = !DILocation(line: 53, column: 57, scope: !482)
!491 = !DILocation(line: 53, column: 62, scope: !482)
!492 = !DILocation(line: 53, column: 55, scope: !482)
!493 = !DILocation(line: 53, column: 75, scope: !482)
!494 = !DILocation(line: 53, column: 78, scope: !482)
!495 = !DILocalVariable(name: "b", scope: !482, file: !2, line: 54, type: !88)
!496 = !DILocation(line: 54, column: 16, scope: !482)
!497 = !DILocation(line: 54, column: 22, scope: !482)
!498 = !DILocation(line: 54, column: 27, scope: !482)
!499 = !DILocation(line: 54, column: 20, scope: !482)
!500 = !DILocation(line: 54, column: 48, scope: !482)
!501 = !DILocation(line: 54, column: 51, scope: !482)
!502 = !DILocation(line: 54, column: 38, scope: !482)
!503 = !DILocation(line: 54, column: 57, scope: !482)
!504 = !DILocation(line: 54, column: 62, scope: !482)
!505 = !DILocation(line: 54, column: 55, scope: !482)
!506 = !DILocation(line: 54, column: 75, scope: !482)
!507 = !DILocation(line: 54, column: 78, scope: !482)
!508 = !DILocation(line: 55, column: 11, scope: !482)
!509 = !DILocation(line: 55, column: 16, scope: !482)
!510 = !DILocation(line: 56, column: 18, scope: !482)
!511 = !DILocation(line: 56, column: 22, scope: !482)
!512 = !DILocation(line: 56, column: 20, scope: !482)
!513 = !DILocation(line: 56, column: 11, scope: !482)
!514 = !DILocation(line: 56, column: 16, scope: !482)
!515 = !DILocation(line: 58, column: 5, scope: !427)
