; ModuleID = 'unions.c'
source_filename = "unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.anon.0 = type { i32 }
%union.pun64 = type { double }
%union.pun32 = type { float }
%struct.value = type { i32, %union.anon }
%union.anon = type { i64 }
%union.anon.1 = type { i32 }
%struct.anon = type { i32, i32 }

@.str = private unnamed_addr constant [41 x i8] c"%g: hi=%08x lo=%08x sign=%u exp=%u bytes\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"bits 0x4008... = %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"-1 as u64 %llu, low word %u\0A\00", align 1
@__const.main.fs = private unnamed_addr constant [4 x float] [float 1.000000e+00, float 5.000000e-01, float -3.750000e+00, float 0x3F50624DE0000000], align 16
@.str.5 = private unnamed_addr constant [34 x i8] c"float %g = %08x halves %04x %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"rsqrt(%d) ~ %.4f\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.8 = private unnamed_addr constant [34 x i8] c"sizeof value=%zu union pun64=%zu\0A\00", align 1
@__const.main.e = private unnamed_addr constant %union.anon.0 { i32 16909060 }, align 4
@.str.9 = private unnamed_addr constant [27 x i8] c"little endian: %d (c0=%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [22 x i8] c"memcpy pun equal: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"-5 as unsigned: %u\0A\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"int %ld\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"double %g\0A\00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"string \22%s\22\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"pair (%d, %d)\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !22 {
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
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [6 x double]* %2, metadata !27, metadata !DIExpression()), !dbg !31
  %21 = bitcast [6 x double]* %2 to i8*, !dbg !31
  call void @llvm.memset.p0i8.i64(i8* align 16 %21, i8 0, i64 48, i1 false), !dbg !31
  %22 = bitcast i8* %21 to [6 x double]*, !dbg !31
  %23 = getelementptr inbounds [6 x double], [6 x double]* %22, i32 0, i32 0, !dbg !31
  store double 1.000000e+00, double* %23, align 16, !dbg !31
  %24 = getelementptr inbounds [6 x double], [6 x double]* %22, i32 0, i32 1, !dbg !31
  store double -2.000000e+00, double* %24, align 8, !dbg !31
  %25 = getelementptr inbounds [6 x double], [6 x double]* %22, i32 0, i32 2, !dbg !31
  store double 1.000000e-01, double* %25, align 16, !dbg !31
  %26 = getelementptr inbounds [6 x double], [6 x double]* %22, i32 0, i32 3, !dbg !31
  store double 1.000000e+300, double* %26, align 8, !dbg !31
  %27 = getelementptr inbounds [6 x double], [6 x double]* %22, i32 0, i32 4, !dbg !31
  store double -0.000000e+00, double* %27, align 16, !dbg !31
  %28 = getelementptr inbounds [6 x double], [6 x double]* %22, i32 0, i32 5, !dbg !31
  store double 0x400921FB54442D18, double* %28, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %3, metadata !32, metadata !DIExpression()), !dbg !34
  store i32 0, i32* %3, align 4, !dbg !34
  br label %29, !dbg !35

29:                                               ; preds = %74, %0
  %30 = load i32, i32* %3, align 4, !dbg !36
  %31 = icmp slt i32 %30, 6, !dbg !38
  br i1 %31, label %32, label %77, !dbg !39

32:                                               ; preds = %29
  call void @llvm.dbg.declare(metadata %union.pun64* %4, metadata !40, metadata !DIExpression()), !dbg !67
  %33 = load i32, i32* %3, align 4, !dbg !68
  %34 = sext i32 %33 to i64, !dbg !69
  %35 = getelementptr inbounds [6 x double], [6 x double]* %2, i64 0, i64 %34, !dbg !69
  %36 = load double, double* %35, align 8, !dbg !69
  %37 = bitcast %union.pun64* %4 to double*, !dbg !70
  store double %36, double* %37, align 8, !dbg !71
  %38 = load i32, i32* %3, align 4, !dbg !72
  %39 = sext i32 %38 to i64, !dbg !73
  %40 = getelementptr inbounds [6 x double], [6 x double]* %2, i64 0, i64 %39, !dbg !73
  %41 = load double, double* %40, align 8, !dbg !73
  %42 = bitcast %union.pun64* %4 to [2 x i32]*, !dbg !74
  %43 = getelementptr inbounds [2 x i32], [2 x i32]* %42, i64 0, i64 1, !dbg !75
  %44 = load i32, i32* %43, align 4, !dbg !75
  %45 = bitcast %union.pun64* %4 to [2 x i32]*, !dbg !76
  %46 = getelementptr inbounds [2 x i32], [2 x i32]* %45, i64 0, i64 0, !dbg !77
  %47 = load i32, i32* %46, align 8, !dbg !77
  %48 = bitcast %union.pun64* %4 to i64*, !dbg !78
  %49 = load i64, i64* %48, align 8, !dbg !78
  %50 = lshr i64 %49, 63, !dbg !79
  %51 = trunc i64 %50 to i32, !dbg !80
  %52 = bitcast %union.pun64* %4 to i64*, !dbg !81
  %53 = load i64, i64* %52, align 8, !dbg !81
  %54 = lshr i64 %53, 52, !dbg !82
  %55 = and i64 %54, 2047, !dbg !83
  %56 = trunc i64 %55 to i32, !dbg !84
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str, i64 0, i64 0), double noundef %41, i32 noundef %44, i32 noundef %47, i32 noundef %51, i32 noundef %56), !dbg !85
  call void @llvm.dbg.declare(metadata i32* %5, metadata !86, metadata !DIExpression()), !dbg !88
  store i32 0, i32* %5, align 4, !dbg !88
  br label %58, !dbg !89

58:                                               ; preds = %69, %32
  %59 = load i32, i32* %5, align 4, !dbg !90
  %60 = icmp slt i32 %59, 8, !dbg !92
  br i1 %60, label %61, label %72, !dbg !93

61:                                               ; preds = %58
  %62 = bitcast %union.pun64* %4 to [8 x i8]*, !dbg !94
  %63 = load i32, i32* %5, align 4, !dbg !95
  %64 = sext i32 %63 to i64, !dbg !96
  %65 = getelementptr inbounds [8 x i8], [8 x i8]* %62, i64 0, i64 %64, !dbg !96
  %66 = load i8, i8* %65, align 1, !dbg !96
  %67 = zext i8 %66 to i32, !dbg !96
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i32 noundef %67), !dbg !97
  br label %69, !dbg !97

69:                                               ; preds = %61
  %70 = load i32, i32* %5, align 4, !dbg !98
  %71 = add nsw i32 %70, 1, !dbg !98
  store i32 %71, i32* %5, align 4, !dbg !98
  br label %58, !dbg !99, !llvm.loop !100

72:                                               ; preds = %58
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)), !dbg !103
  br label %74, !dbg !104

74:                                               ; preds = %72
  %75 = load i32, i32* %3, align 4, !dbg !105
  %76 = add nsw i32 %75, 1, !dbg !105
  store i32 %76, i32* %3, align 4, !dbg !105
  br label %29, !dbg !106, !llvm.loop !107

77:                                               ; preds = %29
  call void @llvm.dbg.declare(metadata %union.pun64* %6, metadata !109, metadata !DIExpression()), !dbg !110
  %78 = bitcast %union.pun64* %6 to i64*, !dbg !111
  store i64 4613937818241073152, i64* %78, align 8, !dbg !112
  %79 = bitcast %union.pun64* %6 to double*, !dbg !113
  %80 = load double, double* %79, align 8, !dbg !113
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i64 0, i64 0), double noundef %80), !dbg !114
  %82 = bitcast %union.pun64* %6 to i64*, !dbg !115
  store i64 -1, i64* %82, align 8, !dbg !116
  %83 = bitcast %union.pun64* %6 to i64*, !dbg !117
  %84 = load i64, i64* %83, align 8, !dbg !117
  %85 = bitcast %union.pun64* %6 to [2 x i32]*, !dbg !118
  %86 = getelementptr inbounds [2 x i32], [2 x i32]* %85, i64 0, i64 0, !dbg !119
  %87 = load i32, i32* %86, align 8, !dbg !119
  %88 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.4, i64 0, i64 0), i64 noundef %84, i32 noundef %87), !dbg !120
  call void @llvm.dbg.declare(metadata [4 x float]* %7, metadata !121, metadata !DIExpression()), !dbg !125
  %89 = bitcast [4 x float]* %7 to i8*, !dbg !125
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %89, i8* align 16 bitcast ([4 x float]* @__const.main.fs to i8*), i64 16, i1 false), !dbg !125
  call void @llvm.dbg.declare(metadata i32* %8, metadata !126, metadata !DIExpression()), !dbg !128
  store i32 0, i32* %8, align 4, !dbg !128
  br label %90, !dbg !129

90:                                               ; preds = %115, %77
  %91 = load i32, i32* %8, align 4, !dbg !130
  %92 = icmp slt i32 %91, 4, !dbg !132
  br i1 %92, label %93, label %118, !dbg !133

93:                                               ; preds = %90
  call void @llvm.dbg.declare(metadata %union.pun32* %9, metadata !134, metadata !DIExpression()), !dbg !145
  %94 = bitcast %union.pun32* %9 to float*, !dbg !146
  %95 = load i32, i32* %8, align 4, !dbg !147
  %96 = sext i32 %95 to i64, !dbg !148
  %97 = getelementptr inbounds [4 x float], [4 x float]* %7, i64 0, i64 %96, !dbg !148
  %98 = load float, float* %97, align 4, !dbg !148
  store float %98, float* %94, align 4, !dbg !146
  %99 = load i32, i32* %8, align 4, !dbg !149
  %100 = sext i32 %99 to i64, !dbg !150
  %101 = getelementptr inbounds [4 x float], [4 x float]* %7, i64 0, i64 %100, !dbg !150
  %102 = load float, float* %101, align 4, !dbg !150
  %103 = fpext float %102 to double, !dbg !150
  %104 = bitcast %union.pun32* %9 to i32*, !dbg !151
  %105 = load i32, i32* %104, align 4, !dbg !151
  %106 = bitcast %union.pun32* %9 to [2 x i16]*, !dbg !152
  %107 = getelementptr inbounds [2 x i16], [2 x i16]* %106, i64 0, i64 1, !dbg !153
  %108 = load i16, i16* %107, align 2, !dbg !153
  %109 = zext i16 %108 to i32, !dbg !153
  %110 = bitcast %union.pun32* %9 to [2 x i16]*, !dbg !154
  %111 = getelementptr inbounds [2 x i16], [2 x i16]* %110, i64 0, i64 0, !dbg !155
  %112 = load i16, i16* %111, align 4, !dbg !155
  %113 = zext i16 %112 to i32, !dbg !155
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.5, i64 0, i64 0), double noundef %103, i32 noundef %105, i32 noundef %109, i32 noundef %113), !dbg !156
  br label %115, !dbg !157

115:                                              ; preds = %93
  %116 = load i32, i32* %8, align 4, !dbg !158
  %117 = add nsw i32 %116, 1, !dbg !158
  store i32 %117, i32* %8, align 4, !dbg !158
  br label %90, !dbg !159, !llvm.loop !160

118:                                              ; preds = %90
  call void @llvm.dbg.declare(metadata i32* %10, metadata !162, metadata !DIExpression()), !dbg !164
  store i32 1, i32* %10, align 4, !dbg !164
  br label %119, !dbg !165

119:                                              ; preds = %129, %118
  %120 = load i32, i32* %10, align 4, !dbg !166
  %121 = icmp sle i32 %120, 16, !dbg !168
  br i1 %121, label %122, label %132, !dbg !169

122:                                              ; preds = %119
  %123 = load i32, i32* %10, align 4, !dbg !170
  %124 = load i32, i32* %10, align 4, !dbg !171
  %125 = sitofp i32 %124 to float, !dbg !172
  %126 = call float @fast_recip_sqrt_approx(float noundef %125), !dbg !173
  %127 = fpext float %126 to double, !dbg !173
  %128 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), i32 noundef %123, double noundef %127), !dbg !174
  br label %129, !dbg !174

129:                                              ; preds = %122
  %130 = load i32, i32* %10, align 4, !dbg !175
  %131 = mul nsw i32 %130, 2, !dbg !175
  store i32 %131, i32* %10, align 4, !dbg !175
  br label %119, !dbg !176, !llvm.loop !177

132:                                              ; preds = %119
  call void @llvm.dbg.declare(metadata [5 x %struct.value]* %11, metadata !179, metadata !DIExpression()), !dbg !200
  %133 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 0, !dbg !201
  %134 = getelementptr inbounds %struct.value, %struct.value* %133, i32 0, i32 0, !dbg !202
  store i32 0, i32* %134, align 16, !dbg !203
  %135 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 0, !dbg !204
  %136 = getelementptr inbounds %struct.value, %struct.value* %135, i32 0, i32 1, !dbg !205
  %137 = bitcast %union.anon* %136 to i64*, !dbg !206
  store i64 40, i64* %137, align 8, !dbg !207
  %138 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 1, !dbg !208
  %139 = getelementptr inbounds %struct.value, %struct.value* %138, i32 0, i32 0, !dbg !209
  store i32 0, i32* %139, align 16, !dbg !210
  %140 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 1, !dbg !211
  %141 = getelementptr inbounds %struct.value, %struct.value* %140, i32 0, i32 1, !dbg !212
  %142 = bitcast %union.anon* %141 to i64*, !dbg !213
  store i64 2, i64* %142, align 8, !dbg !214
  %143 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 2, !dbg !215
  %144 = getelementptr inbounds %struct.value, %struct.value* %143, i32 0, i32 0, !dbg !216
  store i32 1, i32* %144, align 16, !dbg !217
  %145 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 2, !dbg !218
  %146 = getelementptr inbounds %struct.value, %struct.value* %145, i32 0, i32 1, !dbg !219
  %147 = bitcast %union.anon* %146 to double*, !dbg !220
  store double 5.000000e-01, double* %147, align 8, !dbg !221
  %148 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 3, !dbg !222
  %149 = getelementptr inbounds %struct.value, %struct.value* %148, i32 0, i32 0, !dbg !223
  store i32 3, i32* %149, align 16, !dbg !224
  %150 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 3, !dbg !225
  %151 = getelementptr inbounds %struct.value, %struct.value* %150, i32 0, i32 1, !dbg !226
  %152 = bitcast %union.anon* %151 to %struct.anon*, !dbg !227
  %153 = getelementptr inbounds %struct.anon, %struct.anon* %152, i32 0, i32 0, !dbg !228
  store i32 3, i32* %153, align 8, !dbg !229
  %154 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 3, !dbg !230
  %155 = getelementptr inbounds %struct.value, %struct.value* %154, i32 0, i32 1, !dbg !231
  %156 = bitcast %union.anon* %155 to %struct.anon*, !dbg !232
  %157 = getelementptr inbounds %struct.anon, %struct.anon* %156, i32 0, i32 1, !dbg !233
  store i32 -4, i32* %157, align 4, !dbg !234
  %158 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 4, !dbg !235
  %159 = getelementptr inbounds %struct.value, %struct.value* %158, i32 0, i32 0, !dbg !236
  store i32 2, i32* %159, align 16, !dbg !237
  %160 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 4, !dbg !238
  %161 = getelementptr inbounds %struct.value, %struct.value* %160, i32 0, i32 1, !dbg !239
  %162 = bitcast %union.anon* %161 to i8**, !dbg !240
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0), i8** %162, align 8, !dbg !241
  call void @llvm.dbg.declare(metadata i32* %12, metadata !242, metadata !DIExpression()), !dbg !244
  store i32 0, i32* %12, align 4, !dbg !244
  br label %163, !dbg !245

163:                                              ; preds = %175, %132
  %164 = load i32, i32* %12, align 4, !dbg !246
  %165 = icmp slt i32 %164, 5, !dbg !248
  br i1 %165, label %166, label %178, !dbg !249

166:                                              ; preds = %163
  %167 = load i32, i32* %12, align 4, !dbg !250
  %168 = sext i32 %167 to i64, !dbg !251
  %169 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 %168, !dbg !251
  %170 = bitcast %struct.value* %169 to { i32, i64 }*, !dbg !252
  %171 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %170, i32 0, i32 0, !dbg !252
  %172 = load i32, i32* %171, align 16, !dbg !252
  %173 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %170, i32 0, i32 1, !dbg !252
  %174 = load i64, i64* %173, align 8, !dbg !252
  call void @show(i32 %172, i64 %174), !dbg !252
  br label %175, !dbg !252

175:                                              ; preds = %166
  %176 = load i32, i32* %12, align 4, !dbg !253
  %177 = add nsw i32 %176, 1, !dbg !253
  store i32 %177, i32* %12, align 4, !dbg !253
  br label %163, !dbg !254, !llvm.loop !255

178:                                              ; preds = %163
  %179 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 0, !dbg !257
  %180 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 1, !dbg !258
  %181 = bitcast %struct.value* %179 to { i32, i64 }*, !dbg !259
  %182 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %181, i32 0, i32 0, !dbg !259
  %183 = load i32, i32* %182, align 16, !dbg !259
  %184 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %181, i32 0, i32 1, !dbg !259
  %185 = load i64, i64* %184, align 8, !dbg !259
  %186 = bitcast %struct.value* %180 to { i32, i64 }*, !dbg !259
  %187 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %186, i32 0, i32 0, !dbg !259
  %188 = load i32, i32* %187, align 16, !dbg !259
  %189 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %186, i32 0, i32 1, !dbg !259
  %190 = load i64, i64* %189, align 8, !dbg !259
  %191 = call { i32, i64 } @add(i32 %183, i64 %185, i32 %188, i64 %190), !dbg !259
  %192 = bitcast %struct.value* %13 to { i32, i64 }*, !dbg !259
  %193 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %192, i32 0, i32 0, !dbg !259
  %194 = extractvalue { i32, i64 } %191, 0, !dbg !259
  store i32 %194, i32* %193, align 8, !dbg !259
  %195 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %192, i32 0, i32 1, !dbg !259
  %196 = extractvalue { i32, i64 } %191, 1, !dbg !259
  store i64 %196, i64* %195, align 8, !dbg !259
  %197 = bitcast %struct.value* %13 to { i32, i64 }*, !dbg !260
  %198 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %197, i32 0, i32 0, !dbg !260
  %199 = load i32, i32* %198, align 8, !dbg !260
  %200 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %197, i32 0, i32 1, !dbg !260
  %201 = load i64, i64* %200, align 8, !dbg !260
  call void @show(i32 %199, i64 %201), !dbg !260
  %202 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 0, !dbg !261
  %203 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 2, !dbg !262
  %204 = bitcast %struct.value* %202 to { i32, i64 }*, !dbg !263
  %205 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %204, i32 0, i32 0, !dbg !263
  %206 = load i32, i32* %205, align 16, !dbg !263
  %207 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %204, i32 0, i32 1, !dbg !263
  %208 = load i64, i64* %207, align 8, !dbg !263
  %209 = bitcast %struct.value* %203 to { i32, i64 }*, !dbg !263
  %210 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %209, i32 0, i32 0, !dbg !263
  %211 = load i32, i32* %210, align 16, !dbg !263
  %212 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %209, i32 0, i32 1, !dbg !263
  %213 = load i64, i64* %212, align 8, !dbg !263
  %214 = call { i32, i64 } @add(i32 %206, i64 %208, i32 %211, i64 %213), !dbg !263
  %215 = bitcast %struct.value* %14 to { i32, i64 }*, !dbg !263
  %216 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %215, i32 0, i32 0, !dbg !263
  %217 = extractvalue { i32, i64 } %214, 0, !dbg !263
  store i32 %217, i32* %216, align 8, !dbg !263
  %218 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %215, i32 0, i32 1, !dbg !263
  %219 = extractvalue { i32, i64 } %214, 1, !dbg !263
  store i64 %219, i64* %218, align 8, !dbg !263
  %220 = bitcast %struct.value* %14 to { i32, i64 }*, !dbg !264
  %221 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %220, i32 0, i32 0, !dbg !264
  %222 = load i32, i32* %221, align 8, !dbg !264
  %223 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %220, i32 0, i32 1, !dbg !264
  %224 = load i64, i64* %223, align 8, !dbg !264
  call void @show(i32 %222, i64 %224), !dbg !264
  %225 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 3, !dbg !265
  %226 = getelementptr inbounds [5 x %struct.value], [5 x %struct.value]* %11, i64 0, i64 3, !dbg !266
  %227 = bitcast %struct.value* %225 to { i32, i64 }*, !dbg !267
  %228 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %227, i32 0, i32 0, !dbg !267
  %229 = load i32, i32* %228, align 16, !dbg !267
  %230 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %227, i32 0, i32 1, !dbg !267
  %231 = load i64, i64* %230, align 8, !dbg !267
  %232 = bitcast %struct.value* %226 to { i32, i64 }*, !dbg !267
  %233 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %232, i32 0, i32 0, !dbg !267
  %234 = load i32, i32* %233, align 16, !dbg !267
  %235 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %232, i32 0, i32 1, !dbg !267
  %236 = load i64, i64* %235, align 8, !dbg !267
  %237 = call { i32, i64 } @add(i32 %229, i64 %231, i32 %234, i64 %236), !dbg !267
  %238 = bitcast %struct.value* %15 to { i32, i64 }*, !dbg !267
  %239 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %238, i32 0, i32 0, !dbg !267
  %240 = extractvalue { i32, i64 } %237, 0, !dbg !267
  store i32 %240, i32* %239, align 8, !dbg !267
  %241 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %238, i32 0, i32 1, !dbg !267
  %242 = extractvalue { i32, i64 } %237, 1, !dbg !267
  store i64 %242, i64* %241, align 8, !dbg !267
  %243 = bitcast %struct.value* %15 to { i32, i64 }*, !dbg !268
  %244 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %243, i32 0, i32 0, !dbg !268
  %245 = load i32, i32* %244, align 8, !dbg !268
  %246 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %243, i32 0, i32 1, !dbg !268
  %247 = load i64, i64* %246, align 8, !dbg !268
  call void @show(i32 %245, i64 %247), !dbg !268
  %248 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.8, i64 0, i64 0), i64 noundef 16, i64 noundef 8), !dbg !269
  call void @llvm.dbg.declare(metadata %union.anon.0* %16, metadata !270, metadata !DIExpression()), !dbg !276
  %249 = bitcast %union.anon.0* %16 to i8*, !dbg !276
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %249, i8* align 4 bitcast (%union.anon.0* @__const.main.e to i8*), i64 4, i1 false), !dbg !276
  %250 = bitcast %union.anon.0* %16 to [4 x i8]*, !dbg !277
  %251 = getelementptr inbounds [4 x i8], [4 x i8]* %250, i64 0, i64 0, !dbg !278
  %252 = load i8, i8* %251, align 4, !dbg !278
  %253 = zext i8 %252 to i32, !dbg !278
  %254 = icmp eq i32 %253, 4, !dbg !279
  %255 = zext i1 %254 to i32, !dbg !279
  %256 = bitcast %union.anon.0* %16 to [4 x i8]*, !dbg !280
  %257 = getelementptr inbounds [4 x i8], [4 x i8]* %256, i64 0, i64 0, !dbg !281
  %258 = load i8, i8* %257, align 4, !dbg !281
  %259 = zext i8 %258 to i32, !dbg !281
  %260 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.9, i64 0, i64 0), i32 noundef %255, i32 noundef %259), !dbg !282
  call void @llvm.dbg.declare(metadata double* %17, metadata !283, metadata !DIExpression()), !dbg !284
  store double 2.500000e+00, double* %17, align 8, !dbg !284
  call void @llvm.dbg.declare(metadata i64* %18, metadata !285, metadata !DIExpression()), !dbg !286
  %261 = bitcast i64* %18 to i8*, !dbg !287
  %262 = bitcast double* %17 to i8*, !dbg !287
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %261, i8* align 8 %262, i64 8, i1 false), !dbg !287
  call void @llvm.dbg.declare(metadata %union.pun64* %19, metadata !288, metadata !DIExpression()), !dbg !289
  %263 = bitcast %union.pun64* %19 to double*, !dbg !290
  %264 = load double, double* %17, align 8, !dbg !291
  store double %264, double* %263, align 8, !dbg !290
  %265 = load i64, i64* %18, align 8, !dbg !292
  %266 = bitcast %union.pun64* %19 to i64*, !dbg !293
  %267 = load i64, i64* %266, align 8, !dbg !293
  %268 = icmp eq i64 %265, %267, !dbg !294
  %269 = zext i1 %268 to i32, !dbg !294
  %270 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.10, i64 0, i64 0), i32 noundef %269), !dbg !295
  call void @llvm.dbg.declare(metadata %union.anon.1* %20, metadata !296, metadata !DIExpression()), !dbg !303
  %271 = bitcast %union.anon.1* %20 to i32*, !dbg !304
  store i32 -5, i32* %271, align 4, !dbg !305
  %272 = bitcast %union.anon.1* %20 to i32*, !dbg !306
  %273 = load i32, i32* %272, align 4, !dbg !306
  %274 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.11, i64 0, i64 0), i32 noundef %273), !dbg !307
  ret i32 0, !dbg !308
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fast_recip_sqrt_approx(float noundef %0) #0 !dbg !309 {
  %2 = alloca float, align 4
  %3 = alloca %union.pun32, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  store float %0, float* %2, align 4
  call void @llvm.dbg.declare(metadata float* %2, metadata !312, metadata !DIExpression()), !dbg !313
  call void @llvm.dbg.declare(metadata %union.pun32* %3, metadata !314, metadata !DIExpression()), !dbg !315
  %8 = bitcast %union.pun32* %3 to float*, !dbg !316
  %9 = load float, float* %2, align 4, !dbg !317
  store float %9, float* %8, align 4, !dbg !316
  %10 = bitcast %union.pun32* %3 to i32*, !dbg !318
  %11 = load i32, i32* %10, align 4, !dbg !318
  %12 = lshr i32 %11, 1, !dbg !319
  %13 = sub i32 1597463007, %12, !dbg !320
  %14 = bitcast %union.pun32* %3 to i32*, !dbg !321
  store i32 %13, i32* %14, align 4, !dbg !322
  call void @llvm.dbg.declare(metadata float* %4, metadata !323, metadata !DIExpression()), !dbg !324
  %15 = bitcast %union.pun32* %3 to float*, !dbg !325
  %16 = load float, float* %15, align 4, !dbg !325
  store float %16, float* %4, align 4, !dbg !324
  call void @llvm.dbg.declare(metadata float* %5, metadata !326, metadata !DIExpression()), !dbg !327
  %17 = load float, float* %2, align 4, !dbg !328
  %18 = fmul float 5.000000e-01, %17, !dbg !329
  store float %18, float* %5, align 4, !dbg !327
  call void @llvm.dbg.declare(metadata float* %6, metadata !330, metadata !DIExpression()), !dbg !331
  %19 = load float, float* %4, align 4, !dbg !332
  %20 = load float, float* %4, align 4, !dbg !333
  %21 = fmul float %19, %20, !dbg !334
  store float %21, float* %6, align 4, !dbg !331
  call void @llvm.dbg.declare(metadata float* %7, metadata !335, metadata !DIExpression()), !dbg !336
  %22 = load float, float* %5, align 4, !dbg !337
  %23 = load float, float* %6, align 4, !dbg !338
  %24 = fmul float %22, %23, !dbg !339
  store float %24, float* %7, align 4, !dbg !336
  %25 = load float, float* %4, align 4, !dbg !340
  %26 = load float, float* %7, align 4, !dbg !341
  %27 = fsub float 1.500000e+00, %26, !dbg !342
  %28 = fmul float %25, %27, !dbg !343
  store float %28, float* %4, align 4, !dbg !344
  %29 = load float, float* %4, align 4, !dbg !345
  ret float %29, !dbg !346
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i32 %0, i64 %1) #0 !dbg !347 {
  %3 = alloca %struct.value, align 8
  %4 = bitcast %struct.value* %3 to { i32, i64 }*
  %5 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %4, i32 0, i32 0
  store i32 %0, i32* %5, align 8
  %6 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %4, i32 0, i32 1
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata %struct.value* %3, metadata !350, metadata !DIExpression()), !dbg !351
  %7 = getelementptr inbounds %struct.value, %struct.value* %3, i32 0, i32 0, !dbg !352
  %8 = load i32, i32* %7, align 8, !dbg !352
  switch i32 %8, label %34 [
    i32 0, label %9
    i32 1, label %14
    i32 2, label %19
    i32 3, label %24
  ], !dbg !353

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.value, %struct.value* %3, i32 0, i32 1, !dbg !354
  %11 = bitcast %union.anon* %10 to i64*, !dbg !356
  %12 = load i64, i64* %11, align 8, !dbg !356
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.12, i64 0, i64 0), i64 noundef %12), !dbg !357
  br label %34, !dbg !358

14:                                               ; preds = %2
  %15 = getelementptr inbounds %struct.value, %struct.value* %3, i32 0, i32 1, !dbg !359
  %16 = bitcast %union.anon* %15 to double*, !dbg !360
  %17 = load double, double* %16, align 8, !dbg !360
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.13, i64 0, i64 0), double noundef %17), !dbg !361
  br label %34, !dbg !362

19:                                               ; preds = %2
  %20 = getelementptr inbounds %struct.value, %struct.value* %3, i32 0, i32 1, !dbg !363
  %21 = bitcast %union.anon* %20 to i8**, !dbg !364
  %22 = load i8*, i8** %21, align 8, !dbg !364
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.14, i64 0, i64 0), i8* noundef %22), !dbg !365
  br label %34, !dbg !366

24:                                               ; preds = %2
  %25 = getelementptr inbounds %struct.value, %struct.value* %3, i32 0, i32 1, !dbg !367
  %26 = bitcast %union.anon* %25 to %struct.anon*, !dbg !368
  %27 = getelementptr inbounds %struct.anon, %struct.anon* %26, i32 0, i32 0, !dbg !369
  %28 = load i32, i32* %27, align 8, !dbg !369
  %29 = getelementptr inbounds %struct.value, %struct.value* %3, i32 0, i32 1, !dbg !370
  %30 = bitcast %union.anon* %29 to %struct.anon*, !dbg !371
  %31 = getelementptr inbounds %struct.anon, %struct.anon* %30, i32 0, i32 1, !dbg !372
  %32 = load i32, i32* %31, align 4, !dbg !372
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.15, i64 0, i64 0), i32 noundef %28, i32 noundef %32), !dbg !373
  br label %34, !dbg !374

34:                                               ; preds = %2, %24, %19, %14, %9
  ret void, !dbg !375
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, i64 } @add(i32 %0, i64 %1, i32 %2, i64 %3) #0 !dbg !376 {
  %5 = alloca %struct.value, align 8
  %6 = alloca %struct.value, align 8
  %7 = alloca %struct.value, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = bitcast %struct.value* %6 to { i32, i64 }*
  %11 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %10, i32 0, i32 0
  store i32 %0, i32* %11, align 8
  %12 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %10, i32 0, i32 1
  store i64 %1, i64* %12, align 8
  %13 = bitcast %struct.value* %7 to { i32, i64 }*
  %14 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %13, i32 0, i32 0
  store i32 %2, i32* %14, align 8
  %15 = getelementptr inbounds { i32, i64 }, { i32, i64 }* %13, i32 0, i32 1
  store i64 %3, i64* %15, align 8
  call void @llvm.dbg.declare(metadata %struct.value* %6, metadata !379, metadata !DIExpression()), !dbg !380
  call void @llvm.dbg.declare(metadata %struct.value* %7, metadata !381, metadata !DIExpression()), !dbg !382
  call void @llvm.dbg.declare(metadata %struct.value* %5, metadata !383, metadata !DIExpression()), !dbg !384
  %16 = getelementptr inbounds %struct.value, %struct.value* %6, i32 0, i32 0, !dbg !385
  %17 = load i32, i32* %16, align 8, !dbg !385
  %18 = icmp eq i32 %17, 0, !dbg !387
  br i1 %18, label %19, label %34, !dbg !388

19:                                               ; preds = %4
  %20 = getelementptr inbounds %struct.value, %struct.value* %7, i32 0, i32 0, !dbg !389
  %21 = load i32, i32* %20, align 8, !dbg !389
  %22 = icmp eq i32 %21, 0, !dbg !390
  br i1 %22, label %23, label %34, !dbg !391

23:                                               ; preds = %19
  %24 = getelementptr inbounds %struct.value, %struct.value* %5, i32 0, i32 0, !dbg !392
  store i32 0, i32* %24, align 8, !dbg !394
  %25 = getelementptr inbounds %struct.value, %struct.value* %6, i32 0, i32 1, !dbg !395
  %26 = bitcast %union.anon* %25 to i64*, !dbg !396
  %27 = load i64, i64* %26, align 8, !dbg !396
  %28 = getelementptr inbounds %struct.value, %struct.value* %7, i32 0, i32 1, !dbg !397
  %29 = bitcast %union.anon* %28 to i64*, !dbg !398
  %30 = load i64, i64* %29, align 8, !dbg !398
  %31 = add nsw i64 %27, %30, !dbg !399
  %32 = getelementptr inbounds %struct.value, %struct.value* %5, i32 0, i32 1, !dbg !400
  %33 = bitcast %union.anon* %32 to i64*, !dbg !401
  store i64 %31, i64* %33, align 8, !dbg !402
  br label %118, !dbg !403

34:                                               ; preds = %19, %4
  %35 = getelementptr inbounds %struct.value, %struct.value* %6, i32 0, i32 0, !dbg !404
  %36 = load i32, i32* %35, align 8, !dbg !404
  %37 = icmp eq i32 %36, 3, !dbg !406
  br i1 %37, label %38, label %68, !dbg !407

38:                                               ; preds = %34
  %39 = getelementptr inbounds %struct.value, %struct.value* %7, i32 0, i32 0, !dbg !408
  %40 = load i32, i32* %39, align 8, !dbg !408
  %41 = icmp eq i32 %40, 3, !dbg !409
  br i1 %41, label %42, label %68, !dbg !410

42:                                               ; preds = %38
  %43 = getelementptr inbounds %struct.value, %struct.value* %5, i32 0, i32 0, !dbg !411
  store i32 3, i32* %43, align 8, !dbg !413
  %44 = getelementptr inbounds %struct.value, %struct.value* %6, i32 0, i32 1, !dbg !414
  %45 = bitcast %union.anon* %44 to %struct.anon*, !dbg !415
  %46 = getelementptr inbounds %struct.anon, %struct.anon* %45, i32 0, i32 0, !dbg !416
  %47 = load i32, i32* %46, align 8, !dbg !416
  %48 = getelementptr inbounds %struct.value, %struct.value* %7, i32 0, i32 1, !dbg !417
  %49 = bitcast %union.anon* %48 to %struct.anon*, !dbg !418
  %50 = getelementptr inbounds %struct.anon, %struct.anon* %49, i32 0, i32 0, !dbg !419
  %51 = load i32, i32* %50, align 8, !dbg !419
  %52 = add nsw i32 %47, %51, !dbg !420
  %53 = getelementptr inbounds %struct.value, %struct.value* %5, i32 0, i32 1, !dbg !421
  %54 = bitcast %union.anon* %53 to %struct.anon*, !dbg !422
  %55 = getelementptr inbounds %struct.anon, %struct.anon* %54, i32 0, i32 0, !dbg !423
  store i32 %52, i32* %55, align 8, !dbg !424
  %56 = getelementptr inbounds %struct.value, %struct.value* %6, i32 0, i32 1, !dbg !425
  %57 = bitcast %union.anon* %56 to %struct.anon*, !dbg !426
  %58 = getelementptr inbounds %struct.anon, %struct.anon* %57, i32 0, i32 1, !dbg !427
  %59 = load i32, i32* %58, align 4, !dbg !427
  %60 = getelementptr inbounds %struct.value, %struct.value* %7, i32 0, i32 1, !dbg !428
  %61 = bitcast %union.anon* %60 to %struct.anon*, !dbg !429
  %62 = getelementptr inbounds %struct.anon, %struct.anon* %61, i32 0, i32 1, !dbg !430
  %63 = load i32, i32* %62, align 4, !dbg !430
  %64 = add nsw i32 %59, %63, !dbg !431
  %65 = getelementptr inbounds %struct.value, %struct.value* %5, i32 0, i32 1, !dbg !432
  %66 = bitcast %union.anon* %65 to %struct.anon*, !dbg !433
  %67 = getelementptr inbounds %struct.anon, %struct.anon* %66, i32 0, i32 1, !dbg !434
  store i32 %64, i32* %67, align 4, !dbg !435
  br label %117, !dbg !436

68:                                               ; preds = %38, %34
  call void @llvm.dbg.declare(metadata double* %8, metadata !437, metadata !DIExpression()), !dbg !439
  %69 = getelementptr inbounds %struct.value, %struct.value* %6, i32 0, i32 0, !dbg !440
  %70 = load i32, i32* %69, align 8, !dbg !440
  %71 = icmp eq i32 %70, 0, !dbg !441
  br i1 %71, label %72, label %77, !dbg !442

72:                                               ; preds = %68
  %73 = getelementptr inbounds %struct.value, %struct.value* %6, i32 0, i32 1, !dbg !443
  %74 = bitcast %union.anon* %73 to i64*, !dbg !444
  %75 = load i64, i64* %74, align 8, !dbg !444
  %76 = sitofp i64 %75 to double, !dbg !445
  br label %88, !dbg !442

77:                                               ; preds = %68
  %78 = getelementptr inbounds %struct.value, %struct.value* %6, i32 0, i32 0, !dbg !446
  %79 = load i32, i32* %78, align 8, !dbg !446
  %80 = icmp eq i32 %79, 1, !dbg !447
  br i1 %80, label %81, label %85, !dbg !448

81:                                               ; preds = %77
  %82 = getelementptr inbounds %struct.value, %struct.value* %6, i32 0, i32 1, !dbg !449
  %83 = bitcast %union.anon* %82 to double*, !dbg !450
  %84 = load double, double* %83, align 8, !dbg !450
  br label %86, !dbg !448

85:                                               ; preds = %77
  br label %86, !dbg !448

86:                                               ; preds = %85, %81
  %87 = phi double [ %84, %81 ], [ 0.000000e+00, %85 ], !dbg !448
  br label %88, !dbg !442

88:                                               ; preds = %86, %72
  %89 = phi double [ %76, %72 ], [ %87, %86 ], !dbg !442
  store double %89, double* %8, align 8, !dbg !439
  call void @llvm.dbg.declare(metadata double* %9, metadata !451, metadata !DIExpression()), !dbg !452
  %90 = getelementptr inbounds %struct.value, %struct.value* %7, i32 0, i32 0, !dbg !453
  %91 = load i32, i32* %90, align 8, !dbg !453
  %92 = icmp eq i32 %91, 0, !dbg !454
  br i1 %92, label %93, label %98, !dbg !455

93:                                               ; preds = %88
  %94 = getelementptr inbounds %struct.value, %struct.value* %7, i32 0, i32 1, !dbg !456
  %95 = bitcast %union.anon* %94 to i64*, !dbg !457
  %96 = load i64, i64* %95, align 8, !dbg !457
  %97 = sitofp i64 %96 to double, !dbg !458
  br label %109, !dbg !455

98:                                               ; preds = %88
  %99 = getelementptr inbounds %struct.value, %struct.value* %7, i32 0, i32 0, !dbg !459
  %100 = load i32, i32* %99, align 8, !dbg !459
  %101 = icmp eq i32 %100, 1, !dbg !460
  br i1 %101, label %102, label %106, !dbg !461

102:                                              ; preds = %98
  %103 = getelementptr inbounds %struct.value, %struct.value* %7, i32 0, i32 1, !dbg !462
  %104 = bitcast %union.anon* %103 to double*, !dbg !463
  %105 = load double, double* %104, align 8, !dbg !463
  br label %107, !dbg !461

106:                                              ; preds = %98
  br label %107, !dbg !461

107:                                              ; preds = %106, %102
  %108 = phi double [ %105, %102 ], [ 0.000000e+00, %106 ], !dbg !461
  br label %109, !dbg !455

109:                                              ; preds = %107, %93
  %110 = phi double [ %97, %93 ], [ %108, %107 ], !dbg !455
  store double %110, double* %9, align 8, !dbg !452
  %111 = getelementptr inbounds %struct.value, %struct.value* %5, i32 0, i32 0, !dbg !464
  store i32 1, i32* %111, align 8, !dbg !465
  %112 = load double, double* %8, align 8, !dbg !466
  %113 = load double, double* %9, align 8, !dbg !467
  %114 = fadd double %112, %113, !dbg !468
  %115 = getelementptr inbounds %struct.value, %struct.value* %5, i32 0, i32 1, !dbg !469
  %116 = bitcast %union.anon* %115 to double*, !dbg !470
  store double %114, double* %116, align 8, !dbg !471
  br label %117

117:                                              ; preds = %109, %42
  br label %118

118:                                              ; preds = %117, %23
  %119 = bitcast %struct.value* %5 to { i32, i64 }*, !dbg !472
  %120 = load { i32, i64 }, { i32, i64 }* %119, align 8, !dbg !472
  ret { i32, i64 } %120, !dbg !472
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !10, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "unions.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "ee03571d02d12b31429cde6534ad587b")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "kind", file: !1, line: 20, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9}
!6 = !DIEnumerator(name: "K_INT", value: 0)
!7 = !DIEnumerator(name: "K_DBL", value: 1)
!8 = !DIEnumerator(name: "K_STR", value: 2)
!9 = !DIEnumerator(name: "K_PAIR", value: 3)
!10 = !{!4, !11, !12, !13}
!11 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!13 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 72, type: !23, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !26)
!23 = !DISubroutineType(types: !24)
!24 = !{!25}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !{}
!27 = !DILocalVariable(name: "ds", scope: !22, file: !1, line: 73, type: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 384, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 6)
!31 = !DILocation(line: 73, column: 12, scope: !22)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 74, type: !25)
!33 = distinct !DILexicalBlock(scope: !22, file: !1, line: 74, column: 5)
!34 = !DILocation(line: 74, column: 14, scope: !33)
!35 = !DILocation(line: 74, column: 10, scope: !33)
!36 = !DILocation(line: 74, column: 21, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 74, column: 5)
!38 = !DILocation(line: 74, column: 23, scope: !37)
!39 = !DILocation(line: 74, column: 5, scope: !33)
!40 = !DILocalVariable(name: "p", scope: !41, file: !1, line: 75, type: !42)
!41 = distinct !DILexicalBlock(scope: !37, file: !1, line: 74, column: 33)
!42 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun64", file: !1, line: 6, size: 64, elements: !43)
!43 = !{!44, !45, !51, !56, !61}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !42, file: !1, line: 7, baseType: !13, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !42, file: !1, line: 8, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !47, line: 27, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !49, line: 45, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !42, file: !1, line: 9, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !53, line: 27, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !49, line: 44, baseType: !55)
!55 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !42, file: !1, line: 10, baseType: !57, size: 64)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 64, elements: !59)
!58 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!59 = !{!60}
!60 = !DISubrange(count: 8)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !42, file: !1, line: 11, baseType: !62, size: 64)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 64, elements: !65)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !47, line: 26, baseType: !64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !49, line: 42, baseType: !4)
!65 = !{!66}
!66 = !DISubrange(count: 2)
!67 = !DILocation(line: 75, column: 21, scope: !41)
!68 = !DILocation(line: 76, column: 18, scope: !41)
!69 = !DILocation(line: 76, column: 15, scope: !41)
!70 = !DILocation(line: 76, column: 11, scope: !41)
!71 = !DILocation(line: 76, column: 13, scope: !41)
!72 = !DILocation(line: 77, column: 63, scope: !41)
!73 = !DILocation(line: 77, column: 60, scope: !41)
!74 = !DILocation(line: 77, column: 69, scope: !41)
!75 = !DILocation(line: 77, column: 67, scope: !41)
!76 = !DILocation(line: 77, column: 77, scope: !41)
!77 = !DILocation(line: 77, column: 75, scope: !41)
!78 = !DILocation(line: 78, column: 29, scope: !41)
!79 = !DILocation(line: 78, column: 31, scope: !41)
!80 = !DILocation(line: 78, column: 16, scope: !41)
!81 = !DILocation(line: 78, column: 53, scope: !41)
!82 = !DILocation(line: 78, column: 55, scope: !41)
!83 = !DILocation(line: 78, column: 62, scope: !41)
!84 = !DILocation(line: 78, column: 39, scope: !41)
!85 = !DILocation(line: 77, column: 9, scope: !41)
!86 = !DILocalVariable(name: "j", scope: !87, file: !1, line: 79, type: !25)
!87 = distinct !DILexicalBlock(scope: !41, file: !1, line: 79, column: 9)
!88 = !DILocation(line: 79, column: 18, scope: !87)
!89 = !DILocation(line: 79, column: 14, scope: !87)
!90 = !DILocation(line: 79, column: 25, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !1, line: 79, column: 9)
!92 = !DILocation(line: 79, column: 27, scope: !91)
!93 = !DILocation(line: 79, column: 9, scope: !87)
!94 = !DILocation(line: 80, column: 31, scope: !91)
!95 = !DILocation(line: 80, column: 33, scope: !91)
!96 = !DILocation(line: 80, column: 29, scope: !91)
!97 = !DILocation(line: 80, column: 13, scope: !91)
!98 = !DILocation(line: 79, column: 33, scope: !91)
!99 = !DILocation(line: 79, column: 9, scope: !91)
!100 = distinct !{!100, !93, !101, !102}
!101 = !DILocation(line: 80, column: 35, scope: !87)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocation(line: 81, column: 9, scope: !41)
!104 = !DILocation(line: 82, column: 5, scope: !41)
!105 = !DILocation(line: 74, column: 29, scope: !37)
!106 = !DILocation(line: 74, column: 5, scope: !37)
!107 = distinct !{!107, !39, !108, !102}
!108 = !DILocation(line: 82, column: 5, scope: !33)
!109 = !DILocalVariable(name: "q", scope: !22, file: !1, line: 83, type: !42)
!110 = !DILocation(line: 83, column: 17, scope: !22)
!111 = !DILocation(line: 84, column: 7, scope: !22)
!112 = !DILocation(line: 84, column: 9, scope: !22)
!113 = !DILocation(line: 85, column: 39, scope: !22)
!114 = !DILocation(line: 85, column: 5, scope: !22)
!115 = !DILocation(line: 86, column: 7, scope: !22)
!116 = !DILocation(line: 86, column: 9, scope: !22)
!117 = !DILocation(line: 87, column: 67, scope: !22)
!118 = !DILocation(line: 87, column: 72, scope: !22)
!119 = !DILocation(line: 87, column: 70, scope: !22)
!120 = !DILocation(line: 87, column: 5, scope: !22)
!121 = !DILocalVariable(name: "fs", scope: !22, file: !1, line: 88, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 4)
!125 = !DILocation(line: 88, column: 11, scope: !22)
!126 = !DILocalVariable(name: "i", scope: !127, file: !1, line: 89, type: !25)
!127 = distinct !DILexicalBlock(scope: !22, file: !1, line: 89, column: 5)
!128 = !DILocation(line: 89, column: 14, scope: !127)
!129 = !DILocation(line: 89, column: 10, scope: !127)
!130 = !DILocation(line: 89, column: 21, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !1, line: 89, column: 5)
!132 = !DILocation(line: 89, column: 23, scope: !131)
!133 = !DILocation(line: 89, column: 5, scope: !127)
!134 = !DILocalVariable(name: "p", scope: !135, file: !1, line: 90, type: !136)
!135 = distinct !DILexicalBlock(scope: !131, file: !1, line: 89, column: 33)
!136 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun32", file: !1, line: 14, size: 32, elements: !137)
!137 = !{!138, !139, !140}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !136, file: !1, line: 15, baseType: !12, size: 32)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !136, file: !1, line: 16, baseType: !63, size: 32)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !136, file: !1, line: 17, baseType: !141, size: 32)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !142, size: 32, elements: !65)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !47, line: 25, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !49, line: 40, baseType: !144)
!144 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!145 = !DILocation(line: 90, column: 21, scope: !135)
!146 = !DILocation(line: 90, column: 25, scope: !135)
!147 = !DILocation(line: 90, column: 34, scope: !135)
!148 = !DILocation(line: 90, column: 31, scope: !135)
!149 = !DILocation(line: 91, column: 57, scope: !135)
!150 = !DILocation(line: 91, column: 54, scope: !135)
!151 = !DILocation(line: 91, column: 63, scope: !135)
!152 = !DILocation(line: 91, column: 68, scope: !135)
!153 = !DILocation(line: 91, column: 66, scope: !135)
!154 = !DILocation(line: 91, column: 76, scope: !135)
!155 = !DILocation(line: 91, column: 74, scope: !135)
!156 = !DILocation(line: 91, column: 9, scope: !135)
!157 = !DILocation(line: 92, column: 5, scope: !135)
!158 = !DILocation(line: 89, column: 29, scope: !131)
!159 = !DILocation(line: 89, column: 5, scope: !131)
!160 = distinct !{!160, !133, !161, !102}
!161 = !DILocation(line: 92, column: 5, scope: !127)
!162 = !DILocalVariable(name: "i", scope: !163, file: !1, line: 93, type: !25)
!163 = distinct !DILexicalBlock(scope: !22, file: !1, line: 93, column: 5)
!164 = !DILocation(line: 93, column: 14, scope: !163)
!165 = !DILocation(line: 93, column: 10, scope: !163)
!166 = !DILocation(line: 93, column: 21, scope: !167)
!167 = distinct !DILexicalBlock(scope: !163, file: !1, line: 93, column: 5)
!168 = !DILocation(line: 93, column: 23, scope: !167)
!169 = !DILocation(line: 93, column: 5, scope: !163)
!170 = !DILocation(line: 94, column: 38, scope: !167)
!171 = !DILocation(line: 94, column: 71, scope: !167)
!172 = !DILocation(line: 94, column: 64, scope: !167)
!173 = !DILocation(line: 94, column: 41, scope: !167)
!174 = !DILocation(line: 94, column: 9, scope: !167)
!175 = !DILocation(line: 93, column: 32, scope: !167)
!176 = !DILocation(line: 93, column: 5, scope: !167)
!177 = distinct !{!177, !169, !178, !102}
!178 = !DILocation(line: 94, column: 73, scope: !163)
!179 = !DILocalVariable(name: "vals", scope: !22, file: !1, line: 95, type: !180)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !181, size: 640, elements: !198)
!181 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "value", file: !1, line: 22, size: 128, elements: !182)
!182 = !{!183, !184}
!183 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !181, file: !1, line: 23, baseType: !3, size: 32)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "as", scope: !181, file: !1, line: 31, baseType: !185, size: 64, offset: 64)
!185 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !181, file: !1, line: 24, size: 64, elements: !186)
!186 = !{!187, !188, !189, !193}
!187 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !185, file: !1, line: 25, baseType: !55, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !185, file: !1, line: 26, baseType: !13, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !185, file: !1, line: 27, baseType: !190, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !192)
!192 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "pair", scope: !185, file: !1, line: 30, baseType: !194, size: 64)
!194 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !185, file: !1, line: 28, size: 64, elements: !195)
!195 = !{!196, !197}
!196 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !194, file: !1, line: 29, baseType: !25, size: 32)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !194, file: !1, line: 29, baseType: !25, size: 32, offset: 32)
!198 = !{!199}
!199 = !DISubrange(count: 5)
!200 = !DILocation(line: 95, column: 18, scope: !22)
!201 = !DILocation(line: 96, column: 5, scope: !22)
!202 = !DILocation(line: 96, column: 13, scope: !22)
!203 = !DILocation(line: 96, column: 18, scope: !22)
!204 = !DILocation(line: 97, column: 5, scope: !22)
!205 = !DILocation(line: 97, column: 13, scope: !22)
!206 = !DILocation(line: 97, column: 16, scope: !22)
!207 = !DILocation(line: 97, column: 18, scope: !22)
!208 = !DILocation(line: 98, column: 5, scope: !22)
!209 = !DILocation(line: 98, column: 13, scope: !22)
!210 = !DILocation(line: 98, column: 18, scope: !22)
!211 = !DILocation(line: 99, column: 5, scope: !22)
!212 = !DILocation(line: 99, column: 13, scope: !22)
!213 = !DILocation(line: 99, column: 16, scope: !22)
!214 = !DILocation(line: 99, column: 18, scope: !22)
!215 = !DILocation(line: 100, column: 5, scope: !22)
!216 = !DILocation(line: 100, column: 13, scope: !22)
!217 = !DILocation(line: 100, column: 18, scope: !22)
!218 = !DILocation(line: 101, column: 5, scope: !22)
!219 = !DILocation(line: 101, column: 13, scope: !22)
!220 = !DILocation(line: 101, column: 16, scope: !22)
!221 = !DILocation(line: 101, column: 18, scope: !22)
!222 = !DILocation(line: 102, column: 5, scope: !22)
!223 = !DILocation(line: 102, column: 13, scope: !22)
!224 = !DILocation(line: 102, column: 18, scope: !22)
!225 = !DILocation(line: 103, column: 5, scope: !22)
!226 = !DILocation(line: 103, column: 13, scope: !22)
!227 = !DILocation(line: 103, column: 16, scope: !22)
!228 = !DILocation(line: 103, column: 21, scope: !22)
!229 = !DILocation(line: 103, column: 23, scope: !22)
!230 = !DILocation(line: 104, column: 5, scope: !22)
!231 = !DILocation(line: 104, column: 13, scope: !22)
!232 = !DILocation(line: 104, column: 16, scope: !22)
!233 = !DILocation(line: 104, column: 21, scope: !22)
!234 = !DILocation(line: 104, column: 23, scope: !22)
!235 = !DILocation(line: 105, column: 5, scope: !22)
!236 = !DILocation(line: 105, column: 13, scope: !22)
!237 = !DILocation(line: 105, column: 18, scope: !22)
!238 = !DILocation(line: 106, column: 5, scope: !22)
!239 = !DILocation(line: 106, column: 13, scope: !22)
!240 = !DILocation(line: 106, column: 16, scope: !22)
!241 = !DILocation(line: 106, column: 18, scope: !22)
!242 = !DILocalVariable(name: "i", scope: !243, file: !1, line: 107, type: !25)
!243 = distinct !DILexicalBlock(scope: !22, file: !1, line: 107, column: 5)
!244 = !DILocation(line: 107, column: 14, scope: !243)
!245 = !DILocation(line: 107, column: 10, scope: !243)
!246 = !DILocation(line: 107, column: 21, scope: !247)
!247 = distinct !DILexicalBlock(scope: !243, file: !1, line: 107, column: 5)
!248 = !DILocation(line: 107, column: 23, scope: !247)
!249 = !DILocation(line: 107, column: 5, scope: !243)
!250 = !DILocation(line: 108, column: 19, scope: !247)
!251 = !DILocation(line: 108, column: 14, scope: !247)
!252 = !DILocation(line: 108, column: 9, scope: !247)
!253 = !DILocation(line: 107, column: 29, scope: !247)
!254 = !DILocation(line: 107, column: 5, scope: !247)
!255 = distinct !{!255, !249, !256, !102}
!256 = !DILocation(line: 108, column: 21, scope: !243)
!257 = !DILocation(line: 109, column: 14, scope: !22)
!258 = !DILocation(line: 109, column: 23, scope: !22)
!259 = !DILocation(line: 109, column: 10, scope: !22)
!260 = !DILocation(line: 109, column: 5, scope: !22)
!261 = !DILocation(line: 110, column: 14, scope: !22)
!262 = !DILocation(line: 110, column: 23, scope: !22)
!263 = !DILocation(line: 110, column: 10, scope: !22)
!264 = !DILocation(line: 110, column: 5, scope: !22)
!265 = !DILocation(line: 111, column: 14, scope: !22)
!266 = !DILocation(line: 111, column: 23, scope: !22)
!267 = !DILocation(line: 111, column: 10, scope: !22)
!268 = !DILocation(line: 111, column: 5, scope: !22)
!269 = !DILocation(line: 112, column: 5, scope: !22)
!270 = !DILocalVariable(name: "e", scope: !22, file: !1, line: 117, type: !271)
!271 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !22, file: !1, line: 114, size: 32, elements: !272)
!272 = !{!273, !274}
!273 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !271, file: !1, line: 115, baseType: !63, size: 32)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !271, file: !1, line: 116, baseType: !275, size: 32)
!275 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 32, elements: !123)
!276 = !DILocation(line: 117, column: 7, scope: !22)
!277 = !DILocation(line: 118, column: 45, scope: !22)
!278 = !DILocation(line: 118, column: 43, scope: !22)
!279 = !DILocation(line: 118, column: 50, scope: !22)
!280 = !DILocation(line: 118, column: 58, scope: !22)
!281 = !DILocation(line: 118, column: 56, scope: !22)
!282 = !DILocation(line: 118, column: 5, scope: !22)
!283 = !DILocalVariable(name: "dv", scope: !22, file: !1, line: 120, type: !13)
!284 = !DILocation(line: 120, column: 12, scope: !22)
!285 = !DILocalVariable(name: "bits", scope: !22, file: !1, line: 121, type: !46)
!286 = !DILocation(line: 121, column: 14, scope: !22)
!287 = !DILocation(line: 122, column: 5, scope: !22)
!288 = !DILocalVariable(name: "pv", scope: !22, file: !1, line: 123, type: !42)
!289 = !DILocation(line: 123, column: 17, scope: !22)
!290 = !DILocation(line: 123, column: 22, scope: !22)
!291 = !DILocation(line: 123, column: 28, scope: !22)
!292 = !DILocation(line: 124, column: 38, scope: !22)
!293 = !DILocation(line: 124, column: 49, scope: !22)
!294 = !DILocation(line: 124, column: 43, scope: !22)
!295 = !DILocation(line: 124, column: 5, scope: !22)
!296 = !DILocalVariable(name: "su", scope: !22, file: !1, line: 129, type: !297)
!297 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !22, file: !1, line: 126, size: 32, elements: !298)
!298 = !{!299, !302}
!299 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !297, file: !1, line: 127, baseType: !300, size: 32)
!300 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !53, line: 26, baseType: !301)
!301 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !49, line: 41, baseType: !25)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !297, file: !1, line: 128, baseType: !63, size: 32)
!303 = !DILocation(line: 129, column: 7, scope: !22)
!304 = !DILocation(line: 130, column: 8, scope: !22)
!305 = !DILocation(line: 130, column: 10, scope: !22)
!306 = !DILocation(line: 131, column: 39, scope: !22)
!307 = !DILocation(line: 131, column: 5, scope: !22)
!308 = !DILocation(line: 132, column: 5, scope: !22)
!309 = distinct !DISubprogram(name: "fast_recip_sqrt_approx", scope: !1, file: !1, line: 61, type: !310, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !26)
!310 = !DISubroutineType(types: !311)
!311 = !{!12, !12}
!312 = !DILocalVariable(name: "x", arg: 1, scope: !309, file: !1, line: 61, type: !12)
!313 = !DILocation(line: 61, column: 43, scope: !309)
!314 = !DILocalVariable(name: "p", scope: !309, file: !1, line: 62, type: !136)
!315 = !DILocation(line: 62, column: 17, scope: !309)
!316 = !DILocation(line: 62, column: 21, scope: !309)
!317 = !DILocation(line: 62, column: 27, scope: !309)
!318 = !DILocation(line: 63, column: 28, scope: !309)
!319 = !DILocation(line: 63, column: 30, scope: !309)
!320 = !DILocation(line: 63, column: 23, scope: !309)
!321 = !DILocation(line: 63, column: 7, scope: !309)
!322 = !DILocation(line: 63, column: 9, scope: !309)
!323 = !DILocalVariable(name: "y", scope: !309, file: !1, line: 64, type: !12)
!324 = !DILocation(line: 64, column: 11, scope: !309)
!325 = !DILocation(line: 64, column: 17, scope: !309)
!326 = !DILocalVariable(name: "half", scope: !309, file: !1, line: 65, type: !12)
!327 = !DILocation(line: 65, column: 11, scope: !309)
!328 = !DILocation(line: 65, column: 25, scope: !309)
!329 = !DILocation(line: 65, column: 23, scope: !309)
!330 = !DILocalVariable(name: "y2", scope: !309, file: !1, line: 66, type: !12)
!331 = !DILocation(line: 66, column: 11, scope: !309)
!332 = !DILocation(line: 66, column: 16, scope: !309)
!333 = !DILocation(line: 66, column: 20, scope: !309)
!334 = !DILocation(line: 66, column: 18, scope: !309)
!335 = !DILocalVariable(name: "t", scope: !309, file: !1, line: 67, type: !12)
!336 = !DILocation(line: 67, column: 11, scope: !309)
!337 = !DILocation(line: 67, column: 15, scope: !309)
!338 = !DILocation(line: 67, column: 22, scope: !309)
!339 = !DILocation(line: 67, column: 20, scope: !309)
!340 = !DILocation(line: 68, column: 9, scope: !309)
!341 = !DILocation(line: 68, column: 21, scope: !309)
!342 = !DILocation(line: 68, column: 19, scope: !309)
!343 = !DILocation(line: 68, column: 11, scope: !309)
!344 = !DILocation(line: 68, column: 7, scope: !309)
!345 = !DILocation(line: 69, column: 12, scope: !309)
!346 = !DILocation(line: 69, column: 5, scope: !309)
!347 = distinct !DISubprogram(name: "show", scope: !1, file: !1, line: 34, type: !348, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !26)
!348 = !DISubroutineType(types: !349)
!349 = !{null, !181}
!350 = !DILocalVariable(name: "v", arg: 1, scope: !347, file: !1, line: 34, type: !181)
!351 = !DILocation(line: 34, column: 31, scope: !347)
!352 = !DILocation(line: 35, column: 15, scope: !347)
!353 = !DILocation(line: 35, column: 5, scope: !347)
!354 = !DILocation(line: 36, column: 39, scope: !355)
!355 = distinct !DILexicalBlock(scope: !347, file: !1, line: 35, column: 21)
!356 = !DILocation(line: 36, column: 42, scope: !355)
!357 = !DILocation(line: 36, column: 17, scope: !355)
!358 = !DILocation(line: 36, column: 46, scope: !355)
!359 = !DILocation(line: 37, column: 41, scope: !355)
!360 = !DILocation(line: 37, column: 44, scope: !355)
!361 = !DILocation(line: 37, column: 17, scope: !355)
!362 = !DILocation(line: 37, column: 48, scope: !355)
!363 = !DILocation(line: 38, column: 45, scope: !355)
!364 = !DILocation(line: 38, column: 48, scope: !355)
!365 = !DILocation(line: 38, column: 17, scope: !355)
!366 = !DILocation(line: 38, column: 52, scope: !355)
!367 = !DILocation(line: 39, column: 46, scope: !355)
!368 = !DILocation(line: 39, column: 49, scope: !355)
!369 = !DILocation(line: 39, column: 54, scope: !355)
!370 = !DILocation(line: 39, column: 59, scope: !355)
!371 = !DILocation(line: 39, column: 62, scope: !355)
!372 = !DILocation(line: 39, column: 67, scope: !355)
!373 = !DILocation(line: 39, column: 18, scope: !355)
!374 = !DILocation(line: 39, column: 71, scope: !355)
!375 = !DILocation(line: 41, column: 1, scope: !347)
!376 = distinct !DISubprogram(name: "add", scope: !1, file: !1, line: 43, type: !377, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !26)
!377 = !DISubroutineType(types: !378)
!378 = !{!181, !181, !181}
!379 = !DILocalVariable(name: "x", arg: 1, scope: !376, file: !1, line: 43, type: !181)
!380 = !DILocation(line: 43, column: 38, scope: !376)
!381 = !DILocalVariable(name: "y", arg: 2, scope: !376, file: !1, line: 43, type: !181)
!382 = !DILocation(line: 43, column: 54, scope: !376)
!383 = !DILocalVariable(name: "r", scope: !376, file: !1, line: 44, type: !181)
!384 = !DILocation(line: 44, column: 18, scope: !376)
!385 = !DILocation(line: 45, column: 11, scope: !386)
!386 = distinct !DILexicalBlock(scope: !376, file: !1, line: 45, column: 9)
!387 = !DILocation(line: 45, column: 16, scope: !386)
!388 = !DILocation(line: 45, column: 25, scope: !386)
!389 = !DILocation(line: 45, column: 30, scope: !386)
!390 = !DILocation(line: 45, column: 35, scope: !386)
!391 = !DILocation(line: 45, column: 9, scope: !376)
!392 = !DILocation(line: 46, column: 11, scope: !393)
!393 = distinct !DILexicalBlock(scope: !386, file: !1, line: 45, column: 45)
!394 = !DILocation(line: 46, column: 16, scope: !393)
!395 = !DILocation(line: 47, column: 20, scope: !393)
!396 = !DILocation(line: 47, column: 23, scope: !393)
!397 = !DILocation(line: 47, column: 29, scope: !393)
!398 = !DILocation(line: 47, column: 32, scope: !393)
!399 = !DILocation(line: 47, column: 25, scope: !393)
!400 = !DILocation(line: 47, column: 11, scope: !393)
!401 = !DILocation(line: 47, column: 14, scope: !393)
!402 = !DILocation(line: 47, column: 16, scope: !393)
!403 = !DILocation(line: 48, column: 5, scope: !393)
!404 = !DILocation(line: 48, column: 18, scope: !405)
!405 = distinct !DILexicalBlock(scope: !386, file: !1, line: 48, column: 16)
!406 = !DILocation(line: 48, column: 23, scope: !405)
!407 = !DILocation(line: 48, column: 33, scope: !405)
!408 = !DILocation(line: 48, column: 38, scope: !405)
!409 = !DILocation(line: 48, column: 43, scope: !405)
!410 = !DILocation(line: 48, column: 16, scope: !386)
!411 = !DILocation(line: 49, column: 11, scope: !412)
!412 = distinct !DILexicalBlock(scope: !405, file: !1, line: 48, column: 54)
!413 = !DILocation(line: 49, column: 16, scope: !412)
!414 = !DILocation(line: 50, column: 25, scope: !412)
!415 = !DILocation(line: 50, column: 28, scope: !412)
!416 = !DILocation(line: 50, column: 33, scope: !412)
!417 = !DILocation(line: 50, column: 39, scope: !412)
!418 = !DILocation(line: 50, column: 42, scope: !412)
!419 = !DILocation(line: 50, column: 47, scope: !412)
!420 = !DILocation(line: 50, column: 35, scope: !412)
!421 = !DILocation(line: 50, column: 11, scope: !412)
!422 = !DILocation(line: 50, column: 14, scope: !412)
!423 = !DILocation(line: 50, column: 19, scope: !412)
!424 = !DILocation(line: 50, column: 21, scope: !412)
!425 = !DILocation(line: 51, column: 25, scope: !412)
!426 = !DILocation(line: 51, column: 28, scope: !412)
!427 = !DILocation(line: 51, column: 33, scope: !412)
!428 = !DILocation(line: 51, column: 39, scope: !412)
!429 = !DILocation(line: 51, column: 42, scope: !412)
!430 = !DILocation(line: 51, column: 47, scope: !412)
!431 = !DILocation(line: 51, column: 35, scope: !412)
!432 = !DILocation(line: 51, column: 11, scope: !412)
!433 = !DILocation(line: 51, column: 14, scope: !412)
!434 = !DILocation(line: 51, column: 19, scope: !412)
!435 = !DILocation(line: 51, column: 21, scope: !412)
!436 = !DILocation(line: 52, column: 5, scope: !412)
!437 = !DILocalVariable(name: "a", scope: !438, file: !1, line: 53, type: !13)
!438 = distinct !DILexicalBlock(scope: !405, file: !1, line: 52, column: 12)
!439 = !DILocation(line: 53, column: 16, scope: !438)
!440 = !DILocation(line: 53, column: 22, scope: !438)
!441 = !DILocation(line: 53, column: 27, scope: !438)
!442 = !DILocation(line: 53, column: 20, scope: !438)
!443 = !DILocation(line: 53, column: 48, scope: !438)
!444 = !DILocation(line: 53, column: 51, scope: !438)
!445 = !DILocation(line: 53, column: 38, scope: !438)
!446 = !DILocation(line: 53, column: 57, scope: !438)
!447 = !DILocation(line: 53, column: 62, scope: !438)
!448 = !DILocation(line: 53, column: 55, scope: !438)
!449 = !DILocation(line: 53, column: 75, scope: !438)
!450 = !DILocation(line: 53, column: 78, scope: !438)
!451 = !DILocalVariable(name: "b", scope: !438, file: !1, line: 54, type: !13)
!452 = !DILocation(line: 54, column: 16, scope: !438)
!453 = !DILocation(line: 54, column: 22, scope: !438)
!454 = !DILocation(line: 54, column: 27, scope: !438)
!455 = !DILocation(line: 54, column: 20, scope: !438)
!456 = !DILocation(line: 54, column: 48, scope: !438)
!457 = !DILocation(line: 54, column: 51, scope: !438)
!458 = !DILocation(line: 54, column: 38, scope: !438)
!459 = !DILocation(line: 54, column: 57, scope: !438)
!460 = !DILocation(line: 54, column: 62, scope: !438)
!461 = !DILocation(line: 54, column: 55, scope: !438)
!462 = !DILocation(line: 54, column: 75, scope: !438)
!463 = !DILocation(line: 54, column: 78, scope: !438)
!464 = !DILocation(line: 55, column: 11, scope: !438)
!465 = !DILocation(line: 55, column: 16, scope: !438)
!466 = !DILocation(line: 56, column: 18, scope: !438)
!467 = !DILocation(line: 56, column: 22, scope: !438)
!468 = !DILocation(line: 56, column: 20, scope: !438)
!469 = !DILocation(line: 56, column: 11, scope: !438)
!470 = !DILocation(line: 56, column: 14, scope: !438)
!471 = !DILocation(line: 56, column: 16, scope: !438)
!472 = !DILocation(line: 58, column: 5, scope: !376)
