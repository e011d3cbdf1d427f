; ModuleID = 'printf_formats.c'
source_filename = "printf_formats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.iv = private unnamed_addr constant [9 x i32] [i32 0, i32 1, i32 -1, i32 42, i32 -42, i32 255, i32 65535, i32 2147483647, i32 -2147483648], align 16
@.str = private unnamed_addr constant [66 x i8] c"[%d] [%i] [%5d] [%-5d] [%05d] [%+d] [% d] [%.3d] [%8.4d] [%-+8d]\0A\00", align 1
@.str.1 = private unnamed_addr constant [64 x i8] c"   [%u] [%x] [%X] [%o] [%#x] [%#X] [%#o] [%08x] [%-8x|] [%.0x]\0A\00", align 1
@.str.2 = private unnamed_addr constant [62 x i8] c"zero with precision 0: [%.0d] [%.0u] [%#.0x] [%#.0o] [%5.0d]\0A\00", align 1
@__const.main.lv = private unnamed_addr constant [4 x i64] [i64 0, i64 9223372036854775807, i64 -9223372036854775808, i64 -1234567890123], align 16
@.str.3 = private unnamed_addr constant [37 x i8] c"[%ld] [%25ld] [%-25ld] [%+ld] [%lu]\0A\00", align 1
@__const.main.llv = private unnamed_addr constant [4 x i64] [i64 0, i64 9223372036854775807, i64 -9223372036854775808, i64 9876543210], align 16
@.str.4 = private unnamed_addr constant [25 x i8] c"[%lld] [%022lld] [%llu]\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"[%zu] [%10zu] [%-10zu]\0A\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"[%c] [%3c] [%-3c] [%c%c%c]\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"pancam\00", align 1
@.str.8 = private unnamed_addr constant [62 x i8] c"[%s] [%10s] [%-10s] [%.3s] [%10.2s] [%-10.4s] [%.0s] [%.10s]\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"[%s] [%5s]\0A\00", align 1
@.str.10 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.11 = private unnamed_addr constant [35 x i8] c"star width %d: [%*d] [%*s] [%-*d]\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@__const.main.dv = private unnamed_addr constant [12 x double] [double 0.000000e+00, double 1.000000e+00, double -1.000000e+00, double 5.000000e-01, double 0x400921FB54442D11, double -2.718280e+00, double 1.000000e+10, double 1.500000e-07, double 0x40FE240C9FBE76C9, double 1.000000e+21, double 0x408F3FFEF9DB22D1, double 1.234560e-04], align 16
@.str.13 = private unnamed_addr constant [64 x i8] c"[%f] [%.2f] [%10.3f] [%-10.1f] [%+.0f] [%#.0f] [%010.2f] [% f]\0A\00", align 1
@.str.14 = private unnamed_addr constant [67 x i8] c"   [%e] [%.2e] [%12.3e] [%+e] [%g] [%.3g] [%#g] [%10.4g] [%-10g|]\0A\00", align 1
@.str.15 = private unnamed_addr constant [41 x i8] c"%%d literal percent: 100%% [%%] [%5s%%]\0A\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.17 = private unnamed_addr constant [21 x i8] c"%s=%d, %s=%u, %s=%c\0A\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.21 = private unnamed_addr constant [32 x i8] c"float promoted: %f %.10f %e %g\0A\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"%d,\00", align 1
@.str.23 = private unnamed_addr constant [27 x i8] c"\0Aprintf returned total %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !16 {
  %1 = alloca i32, align 4
  %2 = alloca [9 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [4 x i64], align 16
  %6 = alloca i32, align 4
  %7 = alloca [4 x i64], align 16
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  %11 = alloca [12 x double], align 16
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [9 x i32]* %2, metadata !21, metadata !DIExpression()), !dbg !25
  %17 = bitcast [9 x i32]* %2 to i8*, !dbg !25
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %17, i8* align 16 bitcast ([9 x i32]* @__const.main.iv to i8*), i64 36, i1 false), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %3, metadata !26, metadata !DIExpression()), !dbg !28
  store i32 0, i32* %3, align 4, !dbg !28
  br label %18, !dbg !29

18:                                               ; preds = %48, %0
  %19 = load i32, i32* %3, align 4, !dbg !30
  %20 = icmp slt i32 %19, 9, !dbg !32
  br i1 %20, label %21, label %51, !dbg !33

21:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i32* %4, metadata !34, metadata !DIExpression()), !dbg !36
  %22 = load i32, i32* %3, align 4, !dbg !37
  %23 = sext i32 %22 to i64, !dbg !38
  %24 = getelementptr inbounds [9 x i32], [9 x i32]* %2, i64 0, i64 %23, !dbg !38
  %25 = load i32, i32* %24, align 4, !dbg !38
  store i32 %25, i32* %4, align 4, !dbg !36
  %26 = load i32, i32* %4, align 4, !dbg !39
  %27 = load i32, i32* %4, align 4, !dbg !40
  %28 = load i32, i32* %4, align 4, !dbg !41
  %29 = load i32, i32* %4, align 4, !dbg !42
  %30 = load i32, i32* %4, align 4, !dbg !43
  %31 = load i32, i32* %4, align 4, !dbg !44
  %32 = load i32, i32* %4, align 4, !dbg !45
  %33 = load i32, i32* %4, align 4, !dbg !46
  %34 = load i32, i32* %4, align 4, !dbg !47
  %35 = load i32, i32* %4, align 4, !dbg !48
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35), !dbg !49
  %37 = load i32, i32* %4, align 4, !dbg !50
  %38 = load i32, i32* %4, align 4, !dbg !51
  %39 = load i32, i32* %4, align 4, !dbg !52
  %40 = load i32, i32* %4, align 4, !dbg !53
  %41 = load i32, i32* %4, align 4, !dbg !54
  %42 = load i32, i32* %4, align 4, !dbg !55
  %43 = load i32, i32* %4, align 4, !dbg !56
  %44 = load i32, i32* %4, align 4, !dbg !57
  %45 = load i32, i32* %4, align 4, !dbg !58
  %46 = load i32, i32* %4, align 4, !dbg !59
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str.1, i64 0, i64 0), i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46), !dbg !60
  br label %48, !dbg !61

48:                                               ; preds = %21
  %49 = load i32, i32* %3, align 4, !dbg !62
  %50 = add nsw i32 %49, 1, !dbg !62
  store i32 %50, i32* %3, align 4, !dbg !62
  br label %18, !dbg !63, !llvm.loop !64

51:                                               ; preds = %18
  %52 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([62 x i8], [62 x i8]* @.str.2, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !67
  call void @llvm.dbg.declare(metadata [4 x i64]* %5, metadata !68, metadata !DIExpression()), !dbg !73
  %53 = bitcast [4 x i64]* %5 to i8*, !dbg !73
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %53, i8* align 16 bitcast ([4 x i64]* @__const.main.lv to i8*), i64 32, i1 false), !dbg !73
  call void @llvm.dbg.declare(metadata i32* %6, metadata !74, metadata !DIExpression()), !dbg !76
  store i32 0, i32* %6, align 4, !dbg !76
  br label %54, !dbg !77

54:                                               ; preds = %79, %51
  %55 = load i32, i32* %6, align 4, !dbg !78
  %56 = icmp slt i32 %55, 4, !dbg !80
  br i1 %56, label %57, label %82, !dbg !81

57:                                               ; preds = %54
  %58 = load i32, i32* %6, align 4, !dbg !82
  %59 = sext i32 %58 to i64, !dbg !83
  %60 = getelementptr inbounds [4 x i64], [4 x i64]* %5, i64 0, i64 %59, !dbg !83
  %61 = load i64, i64* %60, align 8, !dbg !83
  %62 = load i32, i32* %6, align 4, !dbg !84
  %63 = sext i32 %62 to i64, !dbg !85
  %64 = getelementptr inbounds [4 x i64], [4 x i64]* %5, i64 0, i64 %63, !dbg !85
  %65 = load i64, i64* %64, align 8, !dbg !85
  %66 = load i32, i32* %6, align 4, !dbg !86
  %67 = sext i32 %66 to i64, !dbg !87
  %68 = getelementptr inbounds [4 x i64], [4 x i64]* %5, i64 0, i64 %67, !dbg !87
  %69 = load i64, i64* %68, align 8, !dbg !87
  %70 = load i32, i32* %6, align 4, !dbg !88
  %71 = sext i32 %70 to i64, !dbg !89
  %72 = getelementptr inbounds [4 x i64], [4 x i64]* %5, i64 0, i64 %71, !dbg !89
  %73 = load i64, i64* %72, align 8, !dbg !89
  %74 = load i32, i32* %6, align 4, !dbg !90
  %75 = sext i32 %74 to i64, !dbg !91
  %76 = getelementptr inbounds [4 x i64], [4 x i64]* %5, i64 0, i64 %75, !dbg !91
  %77 = load i64, i64* %76, align 8, !dbg !91
  %78 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.3, i64 0, i64 0), i64 noundef %61, i64 noundef %65, i64 noundef %69, i64 noundef %73, i64 noundef %77), !dbg !92
  br label %79, !dbg !92

79:                                               ; preds = %57
  %80 = load i32, i32* %6, align 4, !dbg !93
  %81 = add nsw i32 %80, 1, !dbg !93
  store i32 %81, i32* %6, align 4, !dbg !93
  br label %54, !dbg !94, !llvm.loop !95

82:                                               ; preds = %54
  call void @llvm.dbg.declare(metadata [4 x i64]* %7, metadata !97, metadata !DIExpression()), !dbg !100
  %83 = bitcast [4 x i64]* %7 to i8*, !dbg !100
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %83, i8* align 16 bitcast ([4 x i64]* @__const.main.llv to i8*), i64 32, i1 false), !dbg !100
  call void @llvm.dbg.declare(metadata i32* %8, metadata !101, metadata !DIExpression()), !dbg !103
  store i32 0, i32* %8, align 4, !dbg !103
  br label %84, !dbg !104

84:                                               ; preds = %101, %82
  %85 = load i32, i32* %8, align 4, !dbg !105
  %86 = icmp slt i32 %85, 4, !dbg !107
  br i1 %86, label %87, label %104, !dbg !108

87:                                               ; preds = %84
  %88 = load i32, i32* %8, align 4, !dbg !109
  %89 = sext i32 %88 to i64, !dbg !110
  %90 = getelementptr inbounds [4 x i64], [4 x i64]* %7, i64 0, i64 %89, !dbg !110
  %91 = load i64, i64* %90, align 8, !dbg !110
  %92 = load i32, i32* %8, align 4, !dbg !111
  %93 = sext i32 %92 to i64, !dbg !112
  %94 = getelementptr inbounds [4 x i64], [4 x i64]* %7, i64 0, i64 %93, !dbg !112
  %95 = load i64, i64* %94, align 8, !dbg !112
  %96 = load i32, i32* %8, align 4, !dbg !113
  %97 = sext i32 %96 to i64, !dbg !114
  %98 = getelementptr inbounds [4 x i64], [4 x i64]* %7, i64 0, i64 %97, !dbg !114
  %99 = load i64, i64* %98, align 8, !dbg !114
  %100 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.4, i64 0, i64 0), i64 noundef %91, i64 noundef %95, i64 noundef %99), !dbg !115
  br label %101, !dbg !115

101:                                              ; preds = %87
  %102 = load i32, i32* %8, align 4, !dbg !116
  %103 = add nsw i32 %102, 1, !dbg !116
  store i32 %103, i32* %8, align 4, !dbg !116
  br label %84, !dbg !117, !llvm.loop !118

104:                                              ; preds = %84
  %105 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i64 0, i64 0), i64 noundef 16, i64 noundef 12345, i64 noundef 0), !dbg !120
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.6, i64 0, i64 0), i32 noundef 65, i32 noundef 98, i32 noundef 99, i32 noundef 120, i32 noundef 121, i32 noundef 122), !dbg !121
  call void @llvm.dbg.declare(metadata i8** %9, metadata !122, metadata !DIExpression()), !dbg !126
  store i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i8** %9, align 8, !dbg !126
  %107 = load i8*, i8** %9, align 8, !dbg !127
  %108 = load i8*, i8** %9, align 8, !dbg !128
  %109 = load i8*, i8** %9, align 8, !dbg !129
  %110 = load i8*, i8** %9, align 8, !dbg !130
  %111 = load i8*, i8** %9, align 8, !dbg !131
  %112 = load i8*, i8** %9, align 8, !dbg !132
  %113 = load i8*, i8** %9, align 8, !dbg !133
  %114 = load i8*, i8** %9, align 8, !dbg !134
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([62 x i8], [62 x i8]* @.str.8, i64 0, i64 0), i8* noundef %107, i8* noundef %108, i8* noundef %109, i8* noundef %110, i8* noundef %111, i8* noundef %112, i8* noundef %113, i8* noundef %114), !dbg !135
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.10, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.10, i64 0, i64 0)), !dbg !136
  call void @llvm.dbg.declare(metadata i32* %10, metadata !137, metadata !DIExpression()), !dbg !139
  store i32 -8, i32* %10, align 4, !dbg !139
  br label %117, !dbg !140

117:                                              ; preds = %126, %104
  %118 = load i32, i32* %10, align 4, !dbg !141
  %119 = icmp sle i32 %118, 8, !dbg !143
  br i1 %119, label %120, label %129, !dbg !144

120:                                              ; preds = %117
  %121 = load i32, i32* %10, align 4, !dbg !145
  %122 = load i32, i32* %10, align 4, !dbg !146
  %123 = load i32, i32* %10, align 4, !dbg !147
  %124 = load i32, i32* %10, align 4, !dbg !148
  %125 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.11, i64 0, i64 0), i32 noundef %121, i32 noundef %122, i32 noundef 77, i32 noundef %123, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i32 noundef %124, i32 noundef -5), !dbg !149
  br label %126, !dbg !149

126:                                              ; preds = %120
  %127 = load i32, i32* %10, align 4, !dbg !150
  %128 = add nsw i32 %127, 4, !dbg !150
  store i32 %128, i32* %10, align 4, !dbg !150
  br label %117, !dbg !151, !llvm.loop !152

129:                                              ; preds = %117
  call void @llvm.dbg.declare(metadata [12 x double]* %11, metadata !154, metadata !DIExpression()), !dbg !159
  %130 = bitcast [12 x double]* %11 to i8*, !dbg !159
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %130, i8* align 16 bitcast ([12 x double]* @__const.main.dv to i8*), i64 96, i1 false), !dbg !159
  call void @llvm.dbg.declare(metadata i32* %12, metadata !160, metadata !DIExpression()), !dbg !162
  store i32 0, i32* %12, align 4, !dbg !162
  br label %131, !dbg !163

131:                                              ; preds = %158, %129
  %132 = load i32, i32* %12, align 4, !dbg !164
  %133 = icmp slt i32 %132, 12, !dbg !166
  br i1 %133, label %134, label %161, !dbg !167

134:                                              ; preds = %131
  call void @llvm.dbg.declare(metadata double* %13, metadata !168, metadata !DIExpression()), !dbg !170
  %135 = load i32, i32* %12, align 4, !dbg !171
  %136 = sext i32 %135 to i64, !dbg !172
  %137 = getelementptr inbounds [12 x double], [12 x double]* %11, i64 0, i64 %136, !dbg !172
  %138 = load double, double* %137, align 8, !dbg !172
  store double %138, double* %13, align 8, !dbg !170
  %139 = load double, double* %13, align 8, !dbg !173
  %140 = load double, double* %13, align 8, !dbg !174
  %141 = load double, double* %13, align 8, !dbg !175
  %142 = load double, double* %13, align 8, !dbg !176
  %143 = load double, double* %13, align 8, !dbg !177
  %144 = load double, double* %13, align 8, !dbg !178
  %145 = load double, double* %13, align 8, !dbg !179
  %146 = load double, double* %13, align 8, !dbg !180
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str.13, i64 0, i64 0), double noundef %139, double noundef %140, double noundef %141, double noundef %142, double noundef %143, double noundef %144, double noundef %145, double noundef %146), !dbg !181
  %148 = load double, double* %13, align 8, !dbg !182
  %149 = load double, double* %13, align 8, !dbg !183
  %150 = load double, double* %13, align 8, !dbg !184
  %151 = load double, double* %13, align 8, !dbg !185
  %152 = load double, double* %13, align 8, !dbg !186
  %153 = load double, double* %13, align 8, !dbg !187
  %154 = load double, double* %13, align 8, !dbg !188
  %155 = load double, double* %13, align 8, !dbg !189
  %156 = load double, double* %13, align 8, !dbg !190
  %157 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([67 x i8], [67 x i8]* @.str.14, i64 0, i64 0), double noundef %148, double noundef %149, double noundef %150, double noundef %151, double noundef %152, double noundef %153, double noundef %154, double noundef %155, double noundef %156), !dbg !191
  br label %158, !dbg !192

158:                                              ; preds = %134
  %159 = load i32, i32* %12, align 4, !dbg !193
  %160 = add nsw i32 %159, 1, !dbg !193
  store i32 %160, i32* %12, align 4, !dbg !193
  br label %131, !dbg !194, !llvm.loop !195

161:                                              ; preds = %131
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.15, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i64 0, i64 0)), !dbg !197
  %163 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.17, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i64 0, i64 0), i32 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.19, i64 0, i64 0), i32 noundef 2, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.20, i64 0, i64 0), i32 noundef 51), !dbg !198
  call void @llvm.dbg.declare(metadata float* %14, metadata !199, metadata !DIExpression()), !dbg !201
  store float 0x3FB99999A0000000, float* %14, align 4, !dbg !201
  %164 = load float, float* %14, align 4, !dbg !202
  %165 = fpext float %164 to double, !dbg !202
  %166 = load float, float* %14, align 4, !dbg !203
  %167 = fpext float %166 to double, !dbg !203
  %168 = load float, float* %14, align 4, !dbg !204
  %169 = fpext float %168 to double, !dbg !204
  %170 = load float, float* %14, align 4, !dbg !205
  %171 = fpext float %170 to double, !dbg !205
  %172 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.21, i64 0, i64 0), double noundef %165, double noundef %167, double noundef %169, double noundef %171), !dbg !206
  call void @llvm.dbg.declare(metadata i32* %15, metadata !207, metadata !DIExpression()), !dbg !208
  store i32 0, i32* %15, align 4, !dbg !208
  call void @llvm.dbg.declare(metadata i32* %16, metadata !209, metadata !DIExpression()), !dbg !211
  store i32 0, i32* %16, align 4, !dbg !211
  br label %173, !dbg !212

173:                                              ; preds = %185, %161
  %174 = load i32, i32* %16, align 4, !dbg !213
  %175 = icmp slt i32 %174, 5, !dbg !215
  br i1 %175, label %176, label %188, !dbg !216

176:                                              ; preds = %173
  %177 = load i32, i32* %16, align 4, !dbg !217
  %178 = load i32, i32* %16, align 4, !dbg !218
  %179 = mul nsw i32 %177, %178, !dbg !219
  %180 = load i32, i32* %16, align 4, !dbg !220
  %181 = mul nsw i32 %179, %180, !dbg !221
  %182 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef %181), !dbg !222
  %183 = load i32, i32* %15, align 4, !dbg !223
  %184 = add nsw i32 %183, %182, !dbg !223
  store i32 %184, i32* %15, align 4, !dbg !223
  br label %185, !dbg !224

185:                                              ; preds = %176
  %186 = load i32, i32* %16, align 4, !dbg !225
  %187 = add nsw i32 %186, 1, !dbg !225
  store i32 %187, i32* %16, align 4, !dbg !225
  br label %173, !dbg !226, !llvm.loop !227

188:                                              ; preds = %173
  %189 = load i32, i32* %15, align 4, !dbg !229
  %190 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.23, i64 0, i64 0), i32 noundef %189), !dbg !230
  ret i32 0, !dbg !231
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "printf_formats.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "4de03fef677a214f30291cd4985ea232")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !7, line: 46, baseType: !4)
!7 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !17, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{}
!21 = !DILocalVariable(name: "iv", scope: !16, file: !1, line: 7, type: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 288, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 9)
!25 = !DILocation(line: 7, column: 9, scope: !16)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 8, type: !19)
!27 = distinct !DILexicalBlock(scope: !16, file: !1, line: 8, column: 5)
!28 = !DILocation(line: 8, column: 14, scope: !27)
!29 = !DILocation(line: 8, column: 10, scope: !27)
!30 = !DILocation(line: 8, column: 21, scope: !31)
!31 = distinct !DILexicalBlock(scope: !27, file: !1, line: 8, column: 5)
!32 = !DILocation(line: 8, column: 23, scope: !31)
!33 = !DILocation(line: 8, column: 5, scope: !27)
!34 = !DILocalVariable(name: "v", scope: !35, file: !1, line: 9, type: !19)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 8, column: 33)
!36 = !DILocation(line: 9, column: 13, scope: !35)
!37 = !DILocation(line: 9, column: 20, scope: !35)
!38 = !DILocation(line: 9, column: 17, scope: !35)
!39 = !DILocation(line: 10, column: 86, scope: !35)
!40 = !DILocation(line: 10, column: 89, scope: !35)
!41 = !DILocation(line: 10, column: 92, scope: !35)
!42 = !DILocation(line: 10, column: 95, scope: !35)
!43 = !DILocation(line: 11, column: 16, scope: !35)
!44 = !DILocation(line: 11, column: 19, scope: !35)
!45 = !DILocation(line: 11, column: 22, scope: !35)
!46 = !DILocation(line: 11, column: 25, scope: !35)
!47 = !DILocation(line: 11, column: 28, scope: !35)
!48 = !DILocation(line: 11, column: 31, scope: !35)
!49 = !DILocation(line: 10, column: 9, scope: !35)
!50 = !DILocation(line: 12, column: 94, scope: !35)
!51 = !DILocation(line: 13, column: 26, scope: !35)
!52 = !DILocation(line: 13, column: 39, scope: !35)
!53 = !DILocation(line: 13, column: 52, scope: !35)
!54 = !DILocation(line: 13, column: 65, scope: !35)
!55 = !DILocation(line: 13, column: 78, scope: !35)
!56 = !DILocation(line: 13, column: 91, scope: !35)
!57 = !DILocation(line: 14, column: 26, scope: !35)
!58 = !DILocation(line: 14, column: 39, scope: !35)
!59 = !DILocation(line: 14, column: 52, scope: !35)
!60 = !DILocation(line: 12, column: 9, scope: !35)
!61 = !DILocation(line: 15, column: 5, scope: !35)
!62 = !DILocation(line: 8, column: 29, scope: !31)
!63 = !DILocation(line: 8, column: 5, scope: !31)
!64 = distinct !{!64, !33, !65, !66}
!65 = !DILocation(line: 15, column: 5, scope: !27)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 16, column: 5, scope: !16)
!68 = !DILocalVariable(name: "lv", scope: !16, file: !1, line: 17, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 256, elements: !71)
!70 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!71 = !{!72}
!72 = !DISubrange(count: 4)
!73 = !DILocation(line: 17, column: 10, scope: !16)
!74 = !DILocalVariable(name: "i", scope: !75, file: !1, line: 18, type: !19)
!75 = distinct !DILexicalBlock(scope: !16, file: !1, line: 18, column: 5)
!76 = !DILocation(line: 18, column: 14, scope: !75)
!77 = !DILocation(line: 18, column: 10, scope: !75)
!78 = !DILocation(line: 18, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !1, line: 18, column: 5)
!80 = !DILocation(line: 18, column: 23, scope: !79)
!81 = !DILocation(line: 18, column: 5, scope: !75)
!82 = !DILocation(line: 19, column: 60, scope: !79)
!83 = !DILocation(line: 19, column: 57, scope: !79)
!84 = !DILocation(line: 19, column: 67, scope: !79)
!85 = !DILocation(line: 19, column: 64, scope: !79)
!86 = !DILocation(line: 19, column: 74, scope: !79)
!87 = !DILocation(line: 19, column: 71, scope: !79)
!88 = !DILocation(line: 19, column: 81, scope: !79)
!89 = !DILocation(line: 19, column: 78, scope: !79)
!90 = !DILocation(line: 20, column: 34, scope: !79)
!91 = !DILocation(line: 20, column: 31, scope: !79)
!92 = !DILocation(line: 19, column: 9, scope: !79)
!93 = !DILocation(line: 18, column: 29, scope: !79)
!94 = !DILocation(line: 18, column: 5, scope: !79)
!95 = distinct !{!95, !81, !96, !66}
!96 = !DILocation(line: 20, column: 36, scope: !75)
!97 = !DILocalVariable(name: "llv", scope: !16, file: !1, line: 21, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 256, elements: !71)
!99 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!100 = !DILocation(line: 21, column: 15, scope: !16)
!101 = !DILocalVariable(name: "i", scope: !102, file: !1, line: 22, type: !19)
!102 = distinct !DILexicalBlock(scope: !16, file: !1, line: 22, column: 5)
!103 = !DILocation(line: 22, column: 14, scope: !102)
!104 = !DILocation(line: 22, column: 10, scope: !102)
!105 = !DILocation(line: 22, column: 21, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !1, line: 22, column: 5)
!107 = !DILocation(line: 22, column: 23, scope: !106)
!108 = !DILocation(line: 22, column: 5, scope: !102)
!109 = !DILocation(line: 23, column: 49, scope: !106)
!110 = !DILocation(line: 23, column: 45, scope: !106)
!111 = !DILocation(line: 23, column: 57, scope: !106)
!112 = !DILocation(line: 23, column: 53, scope: !106)
!113 = !DILocation(line: 23, column: 85, scope: !106)
!114 = !DILocation(line: 23, column: 81, scope: !106)
!115 = !DILocation(line: 23, column: 9, scope: !106)
!116 = !DILocation(line: 22, column: 29, scope: !106)
!117 = !DILocation(line: 22, column: 5, scope: !106)
!118 = distinct !{!118, !108, !119, !66}
!119 = !DILocation(line: 23, column: 87, scope: !102)
!120 = !DILocation(line: 24, column: 5, scope: !16)
!121 = !DILocation(line: 25, column: 5, scope: !16)
!122 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 26, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !125)
!125 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!126 = !DILocation(line: 26, column: 17, scope: !16)
!127 = !DILocation(line: 27, column: 78, scope: !16)
!128 = !DILocation(line: 27, column: 81, scope: !16)
!129 = !DILocation(line: 27, column: 84, scope: !16)
!130 = !DILocation(line: 27, column: 87, scope: !16)
!131 = !DILocation(line: 27, column: 90, scope: !16)
!132 = !DILocation(line: 27, column: 93, scope: !16)
!133 = !DILocation(line: 28, column: 12, scope: !16)
!134 = !DILocation(line: 28, column: 15, scope: !16)
!135 = !DILocation(line: 27, column: 5, scope: !16)
!136 = !DILocation(line: 29, column: 5, scope: !16)
!137 = !DILocalVariable(name: "w", scope: !138, file: !1, line: 30, type: !19)
!138 = distinct !DILexicalBlock(scope: !16, file: !1, line: 30, column: 5)
!139 = !DILocation(line: 30, column: 14, scope: !138)
!140 = !DILocation(line: 30, column: 10, scope: !138)
!141 = !DILocation(line: 30, column: 22, scope: !142)
!142 = distinct !DILexicalBlock(scope: !138, file: !1, line: 30, column: 5)
!143 = !DILocation(line: 30, column: 24, scope: !142)
!144 = !DILocation(line: 30, column: 5, scope: !138)
!145 = !DILocation(line: 31, column: 55, scope: !142)
!146 = !DILocation(line: 31, column: 58, scope: !142)
!147 = !DILocation(line: 31, column: 65, scope: !142)
!148 = !DILocation(line: 31, column: 74, scope: !142)
!149 = !DILocation(line: 31, column: 9, scope: !142)
!150 = !DILocation(line: 30, column: 32, scope: !142)
!151 = !DILocation(line: 30, column: 5, scope: !142)
!152 = distinct !{!152, !144, !153, !66}
!153 = !DILocation(line: 31, column: 79, scope: !138)
!154 = !DILocalVariable(name: "dv", scope: !16, file: !1, line: 32, type: !155)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !156, size: 768, elements: !157)
!156 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!157 = !{!158}
!158 = !DISubrange(count: 12)
!159 = !DILocation(line: 32, column: 12, scope: !16)
!160 = !DILocalVariable(name: "i", scope: !161, file: !1, line: 34, type: !19)
!161 = distinct !DILexicalBlock(scope: !16, file: !1, line: 34, column: 5)
!162 = !DILocation(line: 34, column: 14, scope: !161)
!163 = !DILocation(line: 34, column: 10, scope: !161)
!164 = !DILocation(line: 34, column: 21, scope: !165)
!165 = distinct !DILexicalBlock(scope: !161, file: !1, line: 34, column: 5)
!166 = !DILocation(line: 34, column: 23, scope: !165)
!167 = !DILocation(line: 34, column: 5, scope: !161)
!168 = !DILocalVariable(name: "d", scope: !169, file: !1, line: 35, type: !156)
!169 = distinct !DILexicalBlock(scope: !165, file: !1, line: 34, column: 34)
!170 = !DILocation(line: 35, column: 16, scope: !169)
!171 = !DILocation(line: 35, column: 23, scope: !169)
!172 = !DILocation(line: 35, column: 20, scope: !169)
!173 = !DILocation(line: 36, column: 84, scope: !169)
!174 = !DILocation(line: 36, column: 87, scope: !169)
!175 = !DILocation(line: 36, column: 90, scope: !169)
!176 = !DILocation(line: 36, column: 93, scope: !169)
!177 = !DILocation(line: 36, column: 96, scope: !169)
!178 = !DILocation(line: 37, column: 16, scope: !169)
!179 = !DILocation(line: 37, column: 19, scope: !169)
!180 = !DILocation(line: 37, column: 22, scope: !169)
!181 = !DILocation(line: 36, column: 9, scope: !169)
!182 = !DILocation(line: 38, column: 87, scope: !169)
!183 = !DILocation(line: 39, column: 16, scope: !169)
!184 = !DILocation(line: 39, column: 19, scope: !169)
!185 = !DILocation(line: 39, column: 22, scope: !169)
!186 = !DILocation(line: 39, column: 25, scope: !169)
!187 = !DILocation(line: 39, column: 28, scope: !169)
!188 = !DILocation(line: 39, column: 31, scope: !169)
!189 = !DILocation(line: 39, column: 34, scope: !169)
!190 = !DILocation(line: 39, column: 37, scope: !169)
!191 = !DILocation(line: 38, column: 9, scope: !169)
!192 = !DILocation(line: 40, column: 5, scope: !169)
!193 = !DILocation(line: 34, column: 30, scope: !165)
!194 = !DILocation(line: 34, column: 5, scope: !165)
!195 = distinct !{!195, !167, !196, !66}
!196 = !DILocation(line: 40, column: 5, scope: !161)
!197 = !DILocation(line: 41, column: 5, scope: !16)
!198 = !DILocation(line: 42, column: 5, scope: !16)
!199 = !DILocalVariable(name: "f", scope: !16, file: !1, line: 43, type: !200)
!200 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!201 = !DILocation(line: 43, column: 11, scope: !16)
!202 = !DILocation(line: 44, column: 48, scope: !16)
!203 = !DILocation(line: 44, column: 51, scope: !16)
!204 = !DILocation(line: 44, column: 54, scope: !16)
!205 = !DILocation(line: 44, column: 57, scope: !16)
!206 = !DILocation(line: 44, column: 5, scope: !16)
!207 = !DILocalVariable(name: "total", scope: !16, file: !1, line: 45, type: !19)
!208 = !DILocation(line: 45, column: 9, scope: !16)
!209 = !DILocalVariable(name: "i", scope: !210, file: !1, line: 46, type: !19)
!210 = distinct !DILexicalBlock(scope: !16, file: !1, line: 46, column: 5)
!211 = !DILocation(line: 46, column: 14, scope: !210)
!212 = !DILocation(line: 46, column: 10, scope: !210)
!213 = !DILocation(line: 46, column: 21, scope: !214)
!214 = distinct !DILexicalBlock(scope: !210, file: !1, line: 46, column: 5)
!215 = !DILocation(line: 46, column: 23, scope: !214)
!216 = !DILocation(line: 46, column: 5, scope: !210)
!217 = !DILocation(line: 47, column: 32, scope: !214)
!218 = !DILocation(line: 47, column: 36, scope: !214)
!219 = !DILocation(line: 47, column: 34, scope: !214)
!220 = !DILocation(line: 47, column: 40, scope: !214)
!221 = !DILocation(line: 47, column: 38, scope: !214)
!222 = !DILocation(line: 47, column: 18, scope: !214)
!223 = !DILocation(line: 47, column: 15, scope: !214)
!224 = !DILocation(line: 47, column: 9, scope: !214)
!225 = !DILocation(line: 46, column: 29, scope: !214)
!226 = !DILocation(line: 46, column: 5, scope: !214)
!227 = distinct !{!227, !216, !228, !66}
!228 = !DILocation(line: 47, column: 41, scope: !210)
!229 = !DILocation(line: 48, column: 44, scope: !16)
!230 = !DILocation(line: 48, column: 5, scope: !16)
!231 = !DILocation(line: 49, column: 5, scope: !16)
