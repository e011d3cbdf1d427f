; ModuleID = 'gauss_elim.c'
source_filename = "gauss_elim.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.frac = type { i64, i64 }

@main.m = internal constant [5 x [6 x i32]] [[6 x i32] [i32 2, i32 1, i32 -1, i32 3, i32 1, i32 8], [6 x i32] [i32 -3, i32 -1, i32 2, i32 1, i32 0, i32 -11], [6 x i32] [i32 -2, i32 1, i32 2, i32 0, i32 4, i32 -3], [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6], [6 x i32] [i32 0, i32 3, i32 -2, i32 1, i32 1, i32 7]], align 16, !dbg !0
@.str = private unnamed_addr constant [11 x i8] c"solved=%d\0A\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [36 x i8] c"x%d = %.12f  exact %ld/%ld = %.12f\0A\00", align 1, !dbg !17
@.str.2 = private unnamed_addr constant [19 x i8] c"residual %d: %.3e\0A\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [34 x i8] c"hilbert x%d = %.6f exact %ld/%ld\0A\00", align 1, !dbg !27

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !2 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x [6 x double]], align 16
  %3 = alloca [5 x [6 x %struct.frac]], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.frac, align 8
  %7 = alloca [5 x double], align 16
  %8 = alloca [5 x %struct.frac], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca [5 x [6 x double]], align 16
  %16 = alloca [5 x [6 x %struct.frac]], align 16
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.frac, align 8
  %20 = alloca %struct.frac, align 8
  %21 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !46, !DIExpression(), !48)
    #dbg_declare(ptr %3, !49, !DIExpression(), !56)
    #dbg_declare(ptr %4, !57, !DIExpression(), !59)
  store i32 0, ptr %4, align 4, !dbg !59
  br label %22, !dbg !60

22:                                               ; preds = %67, %0
  %23 = load i32, ptr %4, align 4, !dbg !61
  %24 = icmp slt i32 %23, 5, !dbg !63
  br i1 %24, label %25, label %70, !dbg !64

25:                                               ; preds = %22
    #dbg_declare(ptr %5, !65, !DIExpression(), !67)
  store i32 0, ptr %5, align 4, !dbg !67
  br label %26, !dbg !68

26:                                               ; preds = %63, %25
  %27 = load i32, ptr %5, align 4, !dbg !69
  %28 = icmp sle i32 %27, 5, !dbg !71
  br i1 %28, label %29, label %66, !dbg !72

29:                                               ; preds = %26
  %30 = load i32, ptr %4, align 4, !dbg !73
  %31 = sext i32 %30 to i64, !dbg !75
  %32 = getelementptr inbounds [5 x [6 x i32]], ptr @main.m, i64 0, i64 %31, !dbg !75
  %33 = load i32, ptr %5, align 4, !dbg !76
  %34 = sext i32 %33 to i64, !dbg !75
  %35 = getelementptr inbounds [6 x i32], ptr %32, i64 0, i64 %34, !dbg !75
  %36 = load i32, ptr %35, align 4, !dbg !75
  %37 = sitofp i32 %36 to double, !dbg !75
  %38 = load i32, ptr %4, align 4, !dbg !77
  %39 = sext i32 %38 to i64, !dbg !78
  %40 = getelementptr inbounds [5 x [6 x double]], ptr %2, i64 0, i64 %39, !dbg !78
  %41 = load i32, ptr %5, align 4, !dbg !79
  %42 = sext i32 %41 to i64, !dbg !78
  %43 = getelementptr inbounds [6 x double], ptr %40, i64 0, i64 %42, !dbg !78
  store double %37, ptr %43, align 8, !dbg !80
  %44 = load i32, ptr %4, align 4, !dbg !81
  %45 = sext i32 %44 to i64, !dbg !82
  %46 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %3, i64 0, i64 %45, !dbg !82
  %47 = load i32, ptr %5, align 4, !dbg !83
  %48 = sext i32 %47 to i64, !dbg !82
  %49 = getelementptr inbounds [6 x %struct.frac], ptr %46, i64 0, i64 %48, !dbg !82
  %50 = load i32, ptr %4, align 4, !dbg !84
  %51 = sext i32 %50 to i64, !dbg !85
  %52 = getelementptr inbounds [5 x [6 x i32]], ptr @main.m, i64 0, i64 %51, !dbg !85
  %53 = load i32, ptr %5, align 4, !dbg !86
  %54 = sext i32 %53 to i64, !dbg !85
  %55 = getelementptr inbounds [6 x i32], ptr %52, i64 0, i64 %54, !dbg !85
  %56 = load i32, ptr %55, align 4, !dbg !85
  %57 = sext i32 %56 to i64, !dbg !85
  %58 = call { i64, i64 } @mk(i64 noundef %57, i64 noundef 1), !dbg !87
  %59 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0, !dbg !87
  %60 = extractvalue { i64, i64 } %58, 0, !dbg !87
  store i64 %60, ptr %59, align 8, !dbg !87
  %61 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1, !dbg !87
  %62 = extractvalue { i64, i64 } %58, 1, !dbg !87
  store i64 %62, ptr %61, align 8, !dbg !87
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %49, ptr align 8 %6, i64 16, i1 false), !dbg !87
  br label %63, !dbg !88

63:                                               ; preds = %29
  %64 = load i32, ptr %5, align 4, !dbg !89
  %65 = add nsw i32 %64, 1, !dbg !89
  store i32 %65, ptr %5, align 4, !dbg !89
  br label %26, !dbg !90, !llvm.loop !91

66:                                               ; preds = %26
  br label %67, !dbg !92

67:                                               ; preds = %66
  %68 = load i32, ptr %4, align 4, !dbg !94
  %69 = add nsw i32 %68, 1, !dbg !94
  store i32 %69, ptr %4, align 4, !dbg !94
  br label %22, !dbg !95, !llvm.loop !96

70:                                               ; preds = %22
    #dbg_declare(ptr %7, !98, !DIExpression(), !101)
    #dbg_declare(ptr %8, !102, !DIExpression(), !104)
    #dbg_declare(ptr %9, !105, !DIExpression(), !106)
  %71 = getelementptr inbounds [5 x [6 x double]], ptr %2, i64 0, i64 0, !dbg !107
  %72 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0, !dbg !108
  %73 = call i32 @solve_double(ptr noundef %71, ptr noundef %72), !dbg !109
  store i32 %73, ptr %9, align 4, !dbg !106
  %74 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %3, i64 0, i64 0, !dbg !110
  %75 = getelementptr inbounds [5 x %struct.frac], ptr %8, i64 0, i64 0, !dbg !111
  call void @solve_exact(ptr noundef %74, ptr noundef %75), !dbg !112
  %76 = load i32, ptr %9, align 4, !dbg !113
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %76), !dbg !114
    #dbg_declare(ptr %10, !115, !DIExpression(), !117)
  store i32 0, ptr %10, align 4, !dbg !117
  br label %78, !dbg !118

78:                                               ; preds = %111, %70
  %79 = load i32, ptr %10, align 4, !dbg !119
  %80 = icmp slt i32 %79, 5, !dbg !121
  br i1 %80, label %81, label %114, !dbg !122

81:                                               ; preds = %78
  %82 = load i32, ptr %10, align 4, !dbg !123
  %83 = load i32, ptr %10, align 4, !dbg !124
  %84 = sext i32 %83 to i64, !dbg !125
  %85 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %84, !dbg !125
  %86 = load double, ptr %85, align 8, !dbg !125
  %87 = load i32, ptr %10, align 4, !dbg !126
  %88 = sext i32 %87 to i64, !dbg !127
  %89 = getelementptr inbounds [5 x %struct.frac], ptr %8, i64 0, i64 %88, !dbg !127
  %90 = getelementptr inbounds %struct.frac, ptr %89, i32 0, i32 0, !dbg !128
  %91 = load i64, ptr %90, align 16, !dbg !128
  %92 = load i32, ptr %10, align 4, !dbg !129
  %93 = sext i32 %92 to i64, !dbg !130
  %94 = getelementptr inbounds [5 x %struct.frac], ptr %8, i64 0, i64 %93, !dbg !130
  %95 = getelementptr inbounds %struct.frac, ptr %94, i32 0, i32 1, !dbg !131
  %96 = load i64, ptr %95, align 8, !dbg !131
  %97 = load i32, ptr %10, align 4, !dbg !132
  %98 = sext i32 %97 to i64, !dbg !133
  %99 = getelementptr inbounds [5 x %struct.frac], ptr %8, i64 0, i64 %98, !dbg !133
  %100 = getelementptr inbounds %struct.frac, ptr %99, i32 0, i32 0, !dbg !134
  %101 = load i64, ptr %100, align 16, !dbg !134
  %102 = sitofp i64 %101 to double, !dbg !135
  %103 = load i32, ptr %10, align 4, !dbg !136
  %104 = sext i32 %103 to i64, !dbg !137
  %105 = getelementptr inbounds [5 x %struct.frac], ptr %8, i64 0, i64 %104, !dbg !137
  %106 = getelementptr inbounds %struct.frac, ptr %105, i32 0, i32 1, !dbg !138
  %107 = load i64, ptr %106, align 8, !dbg !138
  %108 = sitofp i64 %107 to double, !dbg !139
  %109 = fdiv double %102, %108, !dbg !140
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %82, double noundef %86, i64 noundef %91, i64 noundef %96, double noundef %109), !dbg !141
  br label %111, !dbg !141

111:                                              ; preds = %81
  %112 = load i32, ptr %10, align 4, !dbg !142
  %113 = add nsw i32 %112, 1, !dbg !142
  store i32 %113, ptr %10, align 4, !dbg !142
  br label %78, !dbg !143, !llvm.loop !144

114:                                              ; preds = %78
    #dbg_declare(ptr %11, !146, !DIExpression(), !148)
  store i32 0, ptr %11, align 4, !dbg !148
  br label %115, !dbg !149

115:                                              ; preds = %153, %114
  %116 = load i32, ptr %11, align 4, !dbg !150
  %117 = icmp slt i32 %116, 5, !dbg !152
  br i1 %117, label %118, label %156, !dbg !153

118:                                              ; preds = %115
    #dbg_declare(ptr %12, !154, !DIExpression(), !156)
  %119 = load i32, ptr %11, align 4, !dbg !157
  %120 = sext i32 %119 to i64, !dbg !158
  %121 = getelementptr inbounds [5 x [6 x i32]], ptr @main.m, i64 0, i64 %120, !dbg !158
  %122 = getelementptr inbounds [6 x i32], ptr %121, i64 0, i64 5, !dbg !158
  %123 = load i32, ptr %122, align 4, !dbg !158
  %124 = sub nsw i32 0, %123, !dbg !159
  %125 = sitofp i32 %124 to double, !dbg !159
  store double %125, ptr %12, align 8, !dbg !156
    #dbg_declare(ptr %13, !160, !DIExpression(), !162)
  store i32 0, ptr %13, align 4, !dbg !162
  br label %126, !dbg !163

126:                                              ; preds = %146, %118
  %127 = load i32, ptr %13, align 4, !dbg !164
  %128 = icmp slt i32 %127, 5, !dbg !166
  br i1 %128, label %129, label %149, !dbg !167

129:                                              ; preds = %126
    #dbg_declare(ptr %14, !168, !DIExpression(), !170)
  %130 = load i32, ptr %11, align 4, !dbg !171
  %131 = sext i32 %130 to i64, !dbg !172
  %132 = getelementptr inbounds [5 x [6 x i32]], ptr @main.m, i64 0, i64 %131, !dbg !172
  %133 = load i32, ptr %13, align 4, !dbg !173
  %134 = sext i32 %133 to i64, !dbg !172
  %135 = getelementptr inbounds [6 x i32], ptr %132, i64 0, i64 %134, !dbg !172
  %136 = load i32, ptr %135, align 4, !dbg !172
  %137 = sitofp i32 %136 to double, !dbg !172
  %138 = load i32, ptr %13, align 4, !dbg !174
  %139 = sext i32 %138 to i64, !dbg !175
  %140 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %139, !dbg !175
  %141 = load double, ptr %140, align 8, !dbg !175
  %142 = fmul double %137, %141, !dbg !176
  store double %142, ptr %14, align 8, !dbg !170
  %143 = load double, ptr %14, align 8, !dbg !177
  %144 = load double, ptr %12, align 8, !dbg !178
  %145 = fadd double %144, %143, !dbg !178
  store double %145, ptr %12, align 8, !dbg !178
  br label %146, !dbg !179

146:                                              ; preds = %129
  %147 = load i32, ptr %13, align 4, !dbg !180
  %148 = add nsw i32 %147, 1, !dbg !180
  store i32 %148, ptr %13, align 4, !dbg !180
  br label %126, !dbg !181, !llvm.loop !182

149:                                              ; preds = %126
  %150 = load i32, ptr %11, align 4, !dbg !184
  %151 = load double, ptr %12, align 8, !dbg !185
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %150, double noundef %151), !dbg !186
  br label %153, !dbg !187

153:                                              ; preds = %149
  %154 = load i32, ptr %11, align 4, !dbg !188
  %155 = add nsw i32 %154, 1, !dbg !188
  store i32 %155, ptr %11, align 4, !dbg !188
  br label %115, !dbg !189, !llvm.loop !190

156:                                              ; preds = %115
    #dbg_declare(ptr %15, !192, !DIExpression(), !193)
    #dbg_declare(ptr %16, !194, !DIExpression(), !195)
    #dbg_declare(ptr %17, !196, !DIExpression(), !198)
  store i32 0, ptr %17, align 4, !dbg !198
  br label %157, !dbg !199

157:                                              ; preds = %210, %156
  %158 = load i32, ptr %17, align 4, !dbg !200
  %159 = icmp slt i32 %158, 5, !dbg !202
  br i1 %159, label %160, label %213, !dbg !203

160:                                              ; preds = %157
    #dbg_declare(ptr %18, !204, !DIExpression(), !207)
  store i32 0, ptr %18, align 4, !dbg !207
  br label %161, !dbg !208

161:                                              ; preds = %193, %160
  %162 = load i32, ptr %18, align 4, !dbg !209
  %163 = icmp slt i32 %162, 5, !dbg !211
  br i1 %163, label %164, label %196, !dbg !212

164:                                              ; preds = %161
  %165 = load i32, ptr %17, align 4, !dbg !213
  %166 = load i32, ptr %18, align 4, !dbg !215
  %167 = add nsw i32 %165, %166, !dbg !216
  %168 = add nsw i32 %167, 1, !dbg !217
  %169 = sitofp i32 %168 to double, !dbg !218
  %170 = fdiv double 1.000000e+00, %169, !dbg !219
  %171 = load i32, ptr %17, align 4, !dbg !220
  %172 = sext i32 %171 to i64, !dbg !221
  %173 = getelementptr inbounds [5 x [6 x double]], ptr %15, i64 0, i64 %172, !dbg !221
  %174 = load i32, ptr %18, align 4, !dbg !222
  %175 = sext i32 %174 to i64, !dbg !221
  %176 = getelementptr inbounds [6 x double], ptr %173, i64 0, i64 %175, !dbg !221
  store double %170, ptr %176, align 8, !dbg !223
  %177 = load i32, ptr %17, align 4, !dbg !224
  %178 = sext i32 %177 to i64, !dbg !225
  %179 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %16, i64 0, i64 %178, !dbg !225
  %180 = load i32, ptr %18, align 4, !dbg !226
  %181 = sext i32 %180 to i64, !dbg !225
  %182 = getelementptr inbounds [6 x %struct.frac], ptr %179, i64 0, i64 %181, !dbg !225
  %183 = load i32, ptr %17, align 4, !dbg !227
  %184 = load i32, ptr %18, align 4, !dbg !228
  %185 = add nsw i32 %183, %184, !dbg !229
  %186 = add nsw i32 %185, 1, !dbg !230
  %187 = sext i32 %186 to i64, !dbg !227
  %188 = call { i64, i64 } @mk(i64 noundef 1, i64 noundef %187), !dbg !231
  %189 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0, !dbg !231
  %190 = extractvalue { i64, i64 } %188, 0, !dbg !231
  store i64 %190, ptr %189, align 8, !dbg !231
  %191 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1, !dbg !231
  %192 = extractvalue { i64, i64 } %188, 1, !dbg !231
  store i64 %192, ptr %191, align 8, !dbg !231
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %182, ptr align 8 %19, i64 16, i1 false), !dbg !231
  br label %193, !dbg !232

193:                                              ; preds = %164
  %194 = load i32, ptr %18, align 4, !dbg !233
  %195 = add nsw i32 %194, 1, !dbg !233
  store i32 %195, ptr %18, align 4, !dbg !233
  br label %161, !dbg !234, !llvm.loop !235

196:                                              ; preds = %161
  %197 = load i32, ptr %17, align 4, !dbg !237
  %198 = sext i32 %197 to i64, !dbg !238
  %199 = getelementptr inbounds [5 x [6 x double]], ptr %15, i64 0, i64 %198, !dbg !238
  %200 = getelementptr inbounds [6 x double], ptr %199, i64 0, i64 5, !dbg !238
  store double 1.000000e+00, ptr %200, align 8, !dbg !239
  %201 = load i32, ptr %17, align 4, !dbg !240
  %202 = sext i32 %201 to i64, !dbg !241
  %203 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %16, i64 0, i64 %202, !dbg !241
  %204 = getelementptr inbounds [6 x %struct.frac], ptr %203, i64 0, i64 5, !dbg !241
  %205 = call { i64, i64 } @mk(i64 noundef 1, i64 noundef 1), !dbg !242
  %206 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0, !dbg !242
  %207 = extractvalue { i64, i64 } %205, 0, !dbg !242
  store i64 %207, ptr %206, align 8, !dbg !242
  %208 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1, !dbg !242
  %209 = extractvalue { i64, i64 } %205, 1, !dbg !242
  store i64 %209, ptr %208, align 8, !dbg !242
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %204, ptr align 8 %20, i64 16, i1 false), !dbg !242
  br label %210, !dbg !243

210:                                              ; preds = %196
  %211 = load i32, ptr %17, align 4, !dbg !244
  %212 = add nsw i32 %211, 1, !dbg !244
  store i32 %212, ptr %17, align 4, !dbg !244
  br label %157, !dbg !245, !llvm.loop !246

213:                                              ; preds = %157
  %214 = getelementptr inbounds [5 x [6 x double]], ptr %15, i64 0, i64 0, !dbg !248
  %215 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 0, !dbg !249
  %216 = call i32 @solve_double(ptr noundef %214, ptr noundef %215), !dbg !250
  %217 = getelementptr inbounds [5 x [6 x %struct.frac]], ptr %16, i64 0, i64 0, !dbg !251
  %218 = getelementptr inbounds [5 x %struct.frac], ptr %8, i64 0, i64 0, !dbg !252
  call void @solve_exact(ptr noundef %217, ptr noundef %218), !dbg !253
    #dbg_declare(ptr %21, !254, !DIExpression(), !256)
  store i32 0, ptr %21, align 4, !dbg !256
  br label %219, !dbg !257

219:                                              ; preds = %239, %213
  %220 = load i32, ptr %21, align 4, !dbg !258
  %221 = icmp slt i32 %220, 5, !dbg !260
  br i1 %221, label %222, label %242, !dbg !261

222:                                              ; preds = %219
  %223 = load i32, ptr %21, align 4, !dbg !262
  %224 = load i32, ptr %21, align 4, !dbg !263
  %225 = sext i32 %224 to i64, !dbg !264
  %226 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %225, !dbg !264
  %227 = load double, ptr %226, align 8, !dbg !264
  %228 = load i32, ptr %21, align 4, !dbg !265
  %229 = sext i32 %228 to i64, !dbg !266
  %230 = getelementptr inbounds [5 x %struct.frac], ptr %8, i64 0, i64 %229, !dbg !266
  %231 = getelementptr inbounds %struct.frac, ptr %230, i32 0, i32 0, !dbg !267
  %232 = load i64, ptr %231, align 16, !dbg !267
  %233 = load i32, ptr %21, align 4, !dbg !268
  %234 = sext i32 %233 to i64, !dbg !269
  %235 = getelementptr inbounds [5 x %struct.frac], ptr %8, i64 0, i64 %234, !dbg !269
  %236 = getelementptr inbounds %struct.frac, ptr %235, i32 0, i32 1, !dbg !270
  %237 = load i64, ptr %236, align 8, !dbg !270
  %238 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %223, double noundef %227, i64 noundef %232, i64 noundef %237), !dbg !271
  br label %239, !dbg !271

239:                                              ; preds = %222
  %240 = load i32, ptr %21, align 4, !dbg !272
  %241 = add nsw i32 %240, 1, !dbg !272
  store i32 %241, ptr %21, align 4, !dbg !272
  br label %219, !dbg !273, !llvm.loop !274

242:                                              ; preds = %219
  ret i32 0, !dbg !276
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mk(i64 noundef %0, i64 noundef %1) #0 !dbg !277 {
  %3 = alloca %struct.frac, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !280, !DIExpression(), !281)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !282, !DIExpression(), !283)
  %7 = load i64, ptr %5, align 8, !dbg !284
  %8 = icmp slt i64 %7, 0, !dbg !286
  br i1 %8, label %9, label %14, !dbg !287

9:                                                ; preds = %2
  %10 = load i64, ptr %4, align 8, !dbg !288
  %11 = sub nsw i64 0, %10, !dbg !290
  store i64 %11, ptr %4, align 8, !dbg !291
  %12 = load i64, ptr %5, align 8, !dbg !292
  %13 = sub nsw i64 0, %12, !dbg !293
  store i64 %13, ptr %5, align 8, !dbg !294
  br label %14, !dbg !295

14:                                               ; preds = %9, %2
    #dbg_declare(ptr %6, !296, !DIExpression(), !297)
  %15 = load i64, ptr %4, align 8, !dbg !298
  %16 = load i64, ptr %5, align 8, !dbg !299
  %17 = call i64 @gcdl(i64 noundef %15, i64 noundef %16), !dbg !300
  store i64 %17, ptr %6, align 8, !dbg !297
    #dbg_declare(ptr %3, !301, !DIExpression(), !302)
  %18 = getelementptr inbounds %struct.frac, ptr %3, i32 0, i32 0, !dbg !303
  %19 = load i64, ptr %6, align 8, !dbg !304
  %20 = icmp ne i64 %19, 0, !dbg !304
  br i1 %20, label %21, label %25, !dbg !304

21:                                               ; preds = %14
  %22 = load i64, ptr %4, align 8, !dbg !305
  %23 = load i64, ptr %6, align 8, !dbg !306
  %24 = sdiv i64 %22, %23, !dbg !307
  br label %26, !dbg !304

25:                                               ; preds = %14
  br label %26, !dbg !304

26:                                               ; preds = %25, %21
  %27 = phi i64 [ %24, %21 ], [ 0, %25 ], !dbg !304
  store i64 %27, ptr %18, align 8, !dbg !303
  %28 = getelementptr inbounds %struct.frac, ptr %3, i32 0, i32 1, !dbg !303
  %29 = load i64, ptr %6, align 8, !dbg !308
  %30 = icmp ne i64 %29, 0, !dbg !308
  br i1 %30, label %31, label %35, !dbg !308

31:                                               ; preds = %26
  %32 = load i64, ptr %5, align 8, !dbg !309
  %33 = load i64, ptr %6, align 8, !dbg !310
  %34 = sdiv i64 %32, %33, !dbg !311
  br label %36, !dbg !308

35:                                               ; preds = %26
  br label %36, !dbg !308

36:                                               ; preds = %35, %31
  %37 = phi i64 [ %34, %31 ], [ 1, %35 ], !dbg !308
  store i64 %37, ptr %28, align 8, !dbg !303
  %38 = load { i64, i64 }, ptr %3, align 8, !dbg !312
  ret { i64, i64 } %38, !dbg !312
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @solve_double(ptr noundef %0, ptr noundef %1) #0 !dbg !313 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !320, !DIExpression(), !321)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !322, !DIExpression(), !323)
    #dbg_declare(ptr %6, !324, !DIExpression(), !326)
  store i32 0, ptr %6, align 4, !dbg !326
  br label %19, !dbg !327

19:                                               ; preds = %167, %2
  %20 = load i32, ptr %6, align 4, !dbg !328
  %21 = icmp slt i32 %20, 5, !dbg !330
  br i1 %21, label %22, label %170, !dbg !331

22:                                               ; preds = %19
    #dbg_declare(ptr %7, !332, !DIExpression(), !334)
  %23 = load i32, ptr %6, align 4, !dbg !335
  store i32 %23, ptr %7, align 4, !dbg !334
    #dbg_declare(ptr %8, !336, !DIExpression(), !338)
  %24 = load i32, ptr %6, align 4, !dbg !339
  %25 = add nsw i32 %24, 1, !dbg !340
  store i32 %25, ptr %8, align 4, !dbg !338
  br label %26, !dbg !341

26:                                               ; preds = %52, %22
  %27 = load i32, ptr %8, align 4, !dbg !342
  %28 = icmp slt i32 %27, 5, !dbg !344
  br i1 %28, label %29, label %55, !dbg !345

29:                                               ; preds = %26
  %30 = load ptr, ptr %4, align 8, !dbg !346
  %31 = load i32, ptr %8, align 4, !dbg !348
  %32 = sext i32 %31 to i64, !dbg !346
  %33 = getelementptr inbounds [6 x double], ptr %30, i64 %32, !dbg !346
  %34 = load i32, ptr %6, align 4, !dbg !349
  %35 = sext i32 %34 to i64, !dbg !346
  %36 = getelementptr inbounds [6 x double], ptr %33, i64 0, i64 %35, !dbg !346
  %37 = load double, ptr %36, align 8, !dbg !346
  %38 = call double @dabs(double noundef %37), !dbg !350
  %39 = load ptr, ptr %4, align 8, !dbg !351
  %40 = load i32, ptr %7, align 4, !dbg !352
  %41 = sext i32 %40 to i64, !dbg !351
  %42 = getelementptr inbounds [6 x double], ptr %39, i64 %41, !dbg !351
  %43 = load i32, ptr %6, align 4, !dbg !353
  %44 = sext i32 %43 to i64, !dbg !351
  %45 = getelementptr inbounds [6 x double], ptr %42, i64 0, i64 %44, !dbg !351
  %46 = load double, ptr %45, align 8, !dbg !351
  %47 = call double @dabs(double noundef %46), !dbg !354
  %48 = fcmp ogt double %38, %47, !dbg !355
  br i1 %48, label %49, label %51, !dbg !356

49:                                               ; preds = %29
  %50 = load i32, ptr %8, align 4, !dbg !357
  store i32 %50, ptr %7, align 4, !dbg !358
  br label %51, !dbg !359

51:                                               ; preds = %49, %29
  br label %52, !dbg !360

52:                                               ; preds = %51
  %53 = load i32, ptr %8, align 4, !dbg !361
  %54 = add nsw i32 %53, 1, !dbg !361
  store i32 %54, ptr %8, align 4, !dbg !361
  br label %26, !dbg !362, !llvm.loop !363

55:                                               ; preds = %26
  %56 = load ptr, ptr %4, align 8, !dbg !365
  %57 = load i32, ptr %7, align 4, !dbg !367
  %58 = sext i32 %57 to i64, !dbg !365
  %59 = getelementptr inbounds [6 x double], ptr %56, i64 %58, !dbg !365
  %60 = load i32, ptr %6, align 4, !dbg !368
  %61 = sext i32 %60 to i64, !dbg !365
  %62 = getelementptr inbounds [6 x double], ptr %59, i64 0, i64 %61, !dbg !365
  %63 = load double, ptr %62, align 8, !dbg !365
  %64 = fcmp oeq double %63, 0.000000e+00, !dbg !369
  br i1 %64, label %65, label %66, !dbg !370

65:                                               ; preds = %55
  store i32 0, ptr %3, align 4, !dbg !371
  br label %226, !dbg !371

66:                                               ; preds = %55
  %67 = load i32, ptr %7, align 4, !dbg !372
  %68 = load i32, ptr %6, align 4, !dbg !374
  %69 = icmp ne i32 %67, %68, !dbg !375
  br i1 %69, label %70, label %110, !dbg !376

70:                                               ; preds = %66
    #dbg_declare(ptr %9, !377, !DIExpression(), !379)
  store i32 0, ptr %9, align 4, !dbg !379
  br label %71, !dbg !380

71:                                               ; preds = %106, %70
  %72 = load i32, ptr %9, align 4, !dbg !381
  %73 = icmp sle i32 %72, 5, !dbg !383
  br i1 %73, label %74, label %109, !dbg !384

74:                                               ; preds = %71
    #dbg_declare(ptr %10, !385, !DIExpression(), !387)
  %75 = load ptr, ptr %4, align 8, !dbg !388
  %76 = load i32, ptr %6, align 4, !dbg !389
  %77 = sext i32 %76 to i64, !dbg !388
  %78 = getelementptr inbounds [6 x double], ptr %75, i64 %77, !dbg !388
  %79 = load i32, ptr %9, align 4, !dbg !390
  %80 = sext i32 %79 to i64, !dbg !388
  %81 = getelementptr inbounds [6 x double], ptr %78, i64 0, i64 %80, !dbg !388
  %82 = load double, ptr %81, align 8, !dbg !388
  store double %82, ptr %10, align 8, !dbg !387
  %83 = load ptr, ptr %4, align 8, !dbg !391
  %84 = load i32, ptr %7, align 4, !dbg !392
  %85 = sext i32 %84 to i64, !dbg !391
  %86 = getelementptr inbounds [6 x double], ptr %83, i64 %85, !dbg !391
  %87 = load i32, ptr %9, align 4, !dbg !393
  %88 = sext i32 %87 to i64, !dbg !391
  %89 = getelementptr inbounds [6 x double], ptr %86, i64 0, i64 %88, !dbg !391
  %90 = load double, ptr %89, align 8, !dbg !391
  %91 = load ptr, ptr %4, align 8, !dbg !394
  %92 = load i32, ptr %6, align 4, !dbg !395
  %93 = sext i32 %92 to i64, !dbg !394
  %94 = getelementptr inbounds [6 x double], ptr %91, i64 %93, !dbg !394
  %95 = load i32, ptr %9, align 4, !dbg !396
  %96 = sext i32 %95 to i64, !dbg !394
  %97 = getelementptr inbounds [6 x double], ptr %94, i64 0, i64 %96, !dbg !394
  store double %90, ptr %97, align 8, !dbg !397
  %98 = load double, ptr %10, align 8, !dbg !398
  %99 = load ptr, ptr %4, align 8, !dbg !399
  %100 = load i32, ptr %7, align 4, !dbg !400
  %101 = sext i32 %100 to i64, !dbg !399
  %102 = getelementptr inbounds [6 x double], ptr %99, i64 %101, !dbg !399
  %103 = load i32, ptr %9, align 4, !dbg !401
  %104 = sext i32 %103 to i64, !dbg !399
  %105 = getelementptr inbounds [6 x double], ptr %102, i64 0, i64 %104, !dbg !399
  store double %98, ptr %105, align 8, !dbg !402
  br label %106, !dbg !403

106:                                              ; preds = %74
  %107 = load i32, ptr %9, align 4, !dbg !404
  %108 = add nsw i32 %107, 1, !dbg !404
  store i32 %108, ptr %9, align 4, !dbg !404
  br label %71, !dbg !405, !llvm.loop !406

109:                                              ; preds = %71
  br label %110, !dbg !407

110:                                              ; preds = %109, %66
    #dbg_declare(ptr %11, !408, !DIExpression(), !410)
  %111 = load i32, ptr %6, align 4, !dbg !411
  %112 = add nsw i32 %111, 1, !dbg !412
  store i32 %112, ptr %11, align 4, !dbg !410
  br label %113, !dbg !413

113:                                              ; preds = %163, %110
  %114 = load i32, ptr %11, align 4, !dbg !414
  %115 = icmp slt i32 %114, 5, !dbg !416
  br i1 %115, label %116, label %166, !dbg !417

116:                                              ; preds = %113
    #dbg_declare(ptr %12, !418, !DIExpression(), !420)
  %117 = load ptr, ptr %4, align 8, !dbg !421
  %118 = load i32, ptr %11, align 4, !dbg !422
  %119 = sext i32 %118 to i64, !dbg !421
  %120 = getelementptr inbounds [6 x double], ptr %117, i64 %119, !dbg !421
  %121 = load i32, ptr %6, align 4, !dbg !423
  %122 = sext i32 %121 to i64, !dbg !421
  %123 = getelementptr inbounds [6 x double], ptr %120, i64 0, i64 %122, !dbg !421
  %124 = load double, ptr %123, align 8, !dbg !421
  %125 = load ptr, ptr %4, align 8, !dbg !424
  %126 = load i32, ptr %6, align 4, !dbg !425
  %127 = sext i32 %126 to i64, !dbg !424
  %128 = getelementptr inbounds [6 x double], ptr %125, i64 %127, !dbg !424
  %129 = load i32, ptr %6, align 4, !dbg !426
  %130 = sext i32 %129 to i64, !dbg !424
  %131 = getelementptr inbounds [6 x double], ptr %128, i64 0, i64 %130, !dbg !424
  %132 = load double, ptr %131, align 8, !dbg !424
  %133 = fdiv double %124, %132, !dbg !427
  store double %133, ptr %12, align 8, !dbg !420
    #dbg_declare(ptr %13, !428, !DIExpression(), !430)
  %134 = load i32, ptr %6, align 4, !dbg !431
  store i32 %134, ptr %13, align 4, !dbg !430
  br label %135, !dbg !432

135:                                              ; preds = %159, %116
  %136 = load i32, ptr %13, align 4, !dbg !433
  %137 = icmp sle i32 %136, 5, !dbg !435
  br i1 %137, label %138, label %162, !dbg !436

138:                                              ; preds = %135
    #dbg_declare(ptr %14, !437, !DIExpression(), !439)
  %139 = load double, ptr %12, align 8, !dbg !440
  %140 = load ptr, ptr %4, align 8, !dbg !441
  %141 = load i32, ptr %6, align 4, !dbg !442
  %142 = sext i32 %141 to i64, !dbg !441
  %143 = getelementptr inbounds [6 x double], ptr %140, i64 %142, !dbg !441
  %144 = load i32, ptr %13, align 4, !dbg !443
  %145 = sext i32 %144 to i64, !dbg !441
  %146 = getelementptr inbounds [6 x double], ptr %143, i64 0, i64 %145, !dbg !441
  %147 = load double, ptr %146, align 8, !dbg !441
  %148 = fmul double %139, %147, !dbg !444
  store double %148, ptr %14, align 8, !dbg !439
  %149 = load double, ptr %14, align 8, !dbg !445
  %150 = load ptr, ptr %4, align 8, !dbg !446
  %151 = load i32, ptr %11, align 4, !dbg !447
  %152 = sext i32 %151 to i64, !dbg !446
  %153 = getelementptr inbounds [6 x double], ptr %150, i64 %152, !dbg !446
  %154 = load i32, ptr %13, align 4, !dbg !448
  %155 = sext i32 %154 to i64, !dbg !446
  %156 = getelementptr inbounds [6 x double], ptr %153, i64 0, i64 %155, !dbg !446
  %157 = load double, ptr %156, align 8, !dbg !449
  %158 = fsub double %157, %149, !dbg !449
  store double %158, ptr %156, align 8, !dbg !449
  br label %159, !dbg !450

159:                                              ; preds = %138
  %160 = load i32, ptr %13, align 4, !dbg !451
  %161 = add nsw i32 %160, 1, !dbg !451
  store i32 %161, ptr %13, align 4, !dbg !451
  br label %135, !dbg !452, !llvm.loop !453

162:                                              ; preds = %135
  br label %163, !dbg !455

163:                                              ; preds = %162
  %164 = load i32, ptr %11, align 4, !dbg !456
  %165 = add nsw i32 %164, 1, !dbg !456
  store i32 %165, ptr %11, align 4, !dbg !456
  br label %113, !dbg !457, !llvm.loop !458

166:                                              ; preds = %113
  br label %167, !dbg !460

167:                                              ; preds = %166
  %168 = load i32, ptr %6, align 4, !dbg !461
  %169 = add nsw i32 %168, 1, !dbg !461
  store i32 %169, ptr %6, align 4, !dbg !461
  br label %19, !dbg !462, !llvm.loop !463

170:                                              ; preds = %19
    #dbg_declare(ptr %15, !465, !DIExpression(), !467)
  store i32 4, ptr %15, align 4, !dbg !467
  br label %171, !dbg !468

171:                                              ; preds = %222, %170
  %172 = load i32, ptr %15, align 4, !dbg !469
  %173 = icmp sge i32 %172, 0, !dbg !471
  br i1 %173, label %174, label %225, !dbg !472

174:                                              ; preds = %171
    #dbg_declare(ptr %16, !473, !DIExpression(), !475)
  %175 = load ptr, ptr %4, align 8, !dbg !476
  %176 = load i32, ptr %15, align 4, !dbg !477
  %177 = sext i32 %176 to i64, !dbg !476
  %178 = getelementptr inbounds [6 x double], ptr %175, i64 %177, !dbg !476
  %179 = getelementptr inbounds [6 x double], ptr %178, i64 0, i64 5, !dbg !476
  %180 = load double, ptr %179, align 8, !dbg !476
  store double %180, ptr %16, align 8, !dbg !475
    #dbg_declare(ptr %17, !478, !DIExpression(), !480)
  %181 = load i32, ptr %15, align 4, !dbg !481
  %182 = add nsw i32 %181, 1, !dbg !482
  store i32 %182, ptr %17, align 4, !dbg !480
  br label %183, !dbg !483

183:                                              ; preds = %204, %174
  %184 = load i32, ptr %17, align 4, !dbg !484
  %185 = icmp slt i32 %184, 5, !dbg !486
  br i1 %185, label %186, label %207, !dbg !487

186:                                              ; preds = %183
    #dbg_declare(ptr %18, !488, !DIExpression(), !490)
  %187 = load ptr, ptr %4, align 8, !dbg !491
  %188 = load i32, ptr %15, align 4, !dbg !492
  %189 = sext i32 %188 to i64, !dbg !491
  %190 = getelementptr inbounds [6 x double], ptr %187, i64 %189, !dbg !491
  %191 = load i32, ptr %17, align 4, !dbg !493
  %192 = sext i32 %191 to i64, !dbg !491
  %193 = getelementptr inbounds [6 x double], ptr %190, i64 0, i64 %192, !dbg !491
  %194 = load double, ptr %193, align 8, !dbg !491
  %195 = load ptr, ptr %5, align 8, !dbg !494
  %196 = load i32, ptr %17, align 4, !dbg !495
  %197 = sext i32 %196 to i64, !dbg !494
  %198 = getelementptr inbounds double, ptr %195, i64 %197, !dbg !494
  %199 = load double, ptr %198, align 8, !dbg !494
  %200 = fmul double %194, %199, !dbg !496
  store double %200, ptr %18, align 8, !dbg !490
  %201 = load double, ptr %18, align 8, !dbg !497
  %202 = load double, ptr %16, align 8, !dbg !498
  %203 = fsub double %202, %201, !dbg !498
  store double %203, ptr %16, align 8, !dbg !498
  br label %204, !dbg !499

204:                                              ; preds = %186
  %205 = load i32, ptr %17, align 4, !dbg !500
  %206 = add nsw i32 %205, 1, !dbg !500
  store i32 %206, ptr %17, align 4, !dbg !500
  br label %183, !dbg !501, !llvm.loop !502

207:                                              ; preds = %183
  %208 = load double, ptr %16, align 8, !dbg !504
  %209 = load ptr, ptr %4, align 8, !dbg !505
  %210 = load i32, ptr %15, align 4, !dbg !506
  %211 = sext i32 %210 to i64, !dbg !505
  %212 = getelementptr inbounds [6 x double], ptr %209, i64 %211, !dbg !505
  %213 = load i32, ptr %15, align 4, !dbg !507
  %214 = sext i32 %213 to i64, !dbg !505
  %215 = getelementptr inbounds [6 x double], ptr %212, i64 0, i64 %214, !dbg !505
  %216 = load double, ptr %215, align 8, !dbg !505
  %217 = fdiv double %208, %216, !dbg !508
  %218 = load ptr, ptr %5, align 8, !dbg !509
  %219 = load i32, ptr %15, align 4, !dbg !510
  %220 = sext i32 %219 to i64, !dbg !509
  %221 = getelementptr inbounds double, ptr %218, i64 %220, !dbg !509
  store double %217, ptr %221, align 8, !dbg !511
  br label %222, !dbg !512

222:                                              ; preds = %207
  %223 = load i32, ptr %15, align 4, !dbg !513
  %224 = add nsw i32 %223, -1, !dbg !513
  store i32 %224, ptr %15, align 4, !dbg !513
  br label %171, !dbg !514, !llvm.loop !515

225:                                              ; preds = %171
  store i32 1, ptr %3, align 4, !dbg !517
  br label %226, !dbg !517

226:                                              ; preds = %225, %65
  %227 = load i32, ptr %3, align 4, !dbg !518
  ret i32 %227, !dbg !518
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @solve_exact(ptr noundef %0, ptr noundef %1) #0 !dbg !519 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.frac, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.frac, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.frac, align 8
  %13 = alloca %struct.frac, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.frac, align 8
  %16 = alloca i32, align 4
  %17 = alloca %struct.frac, align 8
  %18 = alloca %struct.frac, align 8
  %19 = alloca %struct.frac, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !525, !DIExpression(), !526)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !527, !DIExpression(), !528)
    #dbg_declare(ptr %5, !529, !DIExpression(), !531)
  store i32 0, ptr %5, align 4, !dbg !531
  br label %20, !dbg !532

20:                                               ; preds = %174, %2
  %21 = load i32, ptr %5, align 4, !dbg !533
  %22 = icmp slt i32 %21, 5, !dbg !535
  br i1 %22, label %23, label %177, !dbg !536

23:                                               ; preds = %20
    #dbg_declare(ptr %6, !537, !DIExpression(), !539)
  %24 = load i32, ptr %5, align 4, !dbg !540
  store i32 %24, ptr %6, align 4, !dbg !539
  br label %25, !dbg !541

25:                                               ; preds = %36, %23
  %26 = load ptr, ptr %3, align 8, !dbg !542
  %27 = load i32, ptr %6, align 4, !dbg !543
  %28 = sext i32 %27 to i64, !dbg !542
  %29 = getelementptr inbounds [6 x %struct.frac], ptr %26, i64 %28, !dbg !542
  %30 = load i32, ptr %5, align 4, !dbg !544
  %31 = sext i32 %30 to i64, !dbg !542
  %32 = getelementptr inbounds [6 x %struct.frac], ptr %29, i64 0, i64 %31, !dbg !542
  %33 = getelementptr inbounds %struct.frac, ptr %32, i32 0, i32 0, !dbg !545
  %34 = load i64, ptr %33, align 8, !dbg !545
  %35 = icmp eq i64 %34, 0, !dbg !546
  br i1 %35, label %36, label %39, !dbg !541

36:                                               ; preds = %25
  %37 = load i32, ptr %6, align 4, !dbg !547
  %38 = add nsw i32 %37, 1, !dbg !547
  store i32 %38, ptr %6, align 4, !dbg !547
  br label %25, !dbg !541, !llvm.loop !548

39:                                               ; preds = %25
  %40 = load i32, ptr %6, align 4, !dbg !549
  %41 = load i32, ptr %5, align 4, !dbg !551
  %42 = icmp ne i32 %40, %41, !dbg !552
  br i1 %42, label %43, label %80, !dbg !553

43:                                               ; preds = %39
    #dbg_declare(ptr %7, !554, !DIExpression(), !556)
  store i32 0, ptr %7, align 4, !dbg !556
  br label %44, !dbg !557

44:                                               ; preds = %76, %43
  %45 = load i32, ptr %7, align 4, !dbg !558
  %46 = icmp sle i32 %45, 5, !dbg !560
  br i1 %46, label %47, label %79, !dbg !561

47:                                               ; preds = %44
    #dbg_declare(ptr %8, !562, !DIExpression(), !564)
  %48 = load ptr, ptr %3, align 8, !dbg !565
  %49 = load i32, ptr %5, align 4, !dbg !566
  %50 = sext i32 %49 to i64, !dbg !565
  %51 = getelementptr inbounds [6 x %struct.frac], ptr %48, i64 %50, !dbg !565
  %52 = load i32, ptr %7, align 4, !dbg !567
  %53 = sext i32 %52 to i64, !dbg !565
  %54 = getelementptr inbounds [6 x %struct.frac], ptr %51, i64 0, i64 %53, !dbg !565
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %54, i64 16, i1 false), !dbg !565
  %55 = load ptr, ptr %3, align 8, !dbg !568
  %56 = load i32, ptr %5, align 4, !dbg !569
  %57 = sext i32 %56 to i64, !dbg !568
  %58 = getelementptr inbounds [6 x %struct.frac], ptr %55, i64 %57, !dbg !568
  %59 = load i32, ptr %7, align 4, !dbg !570
  %60 = sext i32 %59 to i64, !dbg !568
  %61 = getelementptr inbounds [6 x %struct.frac], ptr %58, i64 0, i64 %60, !dbg !568
  %62 = load ptr, ptr %3, align 8, !dbg !571
  %63 = load i32, ptr %6, align 4, !dbg !572
  %64 = sext i32 %63 to i64, !dbg !571
  %65 = getelementptr inbounds [6 x %struct.frac], ptr %62, i64 %64, !dbg !571
  %66 = load i32, ptr %7, align 4, !dbg !573
  %67 = sext i32 %66 to i64, !dbg !571
  %68 = getelementptr inbounds [6 x %struct.frac], ptr %65, i64 0, i64 %67, !dbg !571
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %61, ptr align 8 %68, i64 16, i1 false), !dbg !571
  %69 = load ptr, ptr %3, align 8, !dbg !574
  %70 = load i32, ptr %6, align 4, !dbg !575
  %71 = sext i32 %70 to i64, !dbg !574
  %72 = getelementptr inbounds [6 x %struct.frac], ptr %69, i64 %71, !dbg !574
  %73 = load i32, ptr %7, align 4, !dbg !576
  %74 = sext i32 %73 to i64, !dbg !574
  %75 = getelementptr inbounds [6 x %struct.frac], ptr %72, i64 0, i64 %74, !dbg !574
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %75, ptr align 8 %8, i64 16, i1 false), !dbg !577
  br label %76, !dbg !578

76:                                               ; preds = %47
  %77 = load i32, ptr %7, align 4, !dbg !579
  %78 = add nsw i32 %77, 1, !dbg !579
  store i32 %78, ptr %7, align 4, !dbg !579
  br label %44, !dbg !580, !llvm.loop !581

79:                                               ; preds = %44
  br label %80, !dbg !582

80:                                               ; preds = %79, %39
    #dbg_declare(ptr %9, !583, !DIExpression(), !585)
  %81 = load i32, ptr %5, align 4, !dbg !586
  %82 = add nsw i32 %81, 1, !dbg !587
  store i32 %82, ptr %9, align 4, !dbg !585
  br label %83, !dbg !588

83:                                               ; preds = %170, %80
  %84 = load i32, ptr %9, align 4, !dbg !589
  %85 = icmp slt i32 %84, 5, !dbg !591
  br i1 %85, label %86, label %173, !dbg !592

86:                                               ; preds = %83
    #dbg_declare(ptr %10, !593, !DIExpression(), !595)
  %87 = load ptr, ptr %3, align 8, !dbg !596
  %88 = load i32, ptr %9, align 4, !dbg !597
  %89 = sext i32 %88 to i64, !dbg !596
  %90 = getelementptr inbounds [6 x %struct.frac], ptr %87, i64 %89, !dbg !596
  %91 = load i32, ptr %5, align 4, !dbg !598
  %92 = sext i32 %91 to i64, !dbg !596
  %93 = getelementptr inbounds [6 x %struct.frac], ptr %90, i64 0, i64 %92, !dbg !596
  %94 = load ptr, ptr %3, align 8, !dbg !599
  %95 = load i32, ptr %5, align 4, !dbg !600
  %96 = sext i32 %95 to i64, !dbg !599
  %97 = getelementptr inbounds [6 x %struct.frac], ptr %94, i64 %96, !dbg !599
  %98 = load i32, ptr %5, align 4, !dbg !601
  %99 = sext i32 %98 to i64, !dbg !599
  %100 = getelementptr inbounds [6 x %struct.frac], ptr %97, i64 0, i64 %99, !dbg !599
  %101 = getelementptr inbounds { i64, i64 }, ptr %93, i32 0, i32 0, !dbg !602
  %102 = load i64, ptr %101, align 8, !dbg !602
  %103 = getelementptr inbounds { i64, i64 }, ptr %93, i32 0, i32 1, !dbg !602
  %104 = load i64, ptr %103, align 8, !dbg !602
  %105 = getelementptr inbounds { i64, i64 }, ptr %100, i32 0, i32 0, !dbg !602
  %106 = load i64, ptr %105, align 8, !dbg !602
  %107 = getelementptr inbounds { i64, i64 }, ptr %100, i32 0, i32 1, !dbg !602
  %108 = load i64, ptr %107, align 8, !dbg !602
  %109 = call { i64, i64 } @fdiv(i64 %102, i64 %104, i64 %106, i64 %108), !dbg !602
  %110 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0, !dbg !602
  %111 = extractvalue { i64, i64 } %109, 0, !dbg !602
  store i64 %111, ptr %110, align 8, !dbg !602
  %112 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1, !dbg !602
  %113 = extractvalue { i64, i64 } %109, 1, !dbg !602
  store i64 %113, ptr %112, align 8, !dbg !602
    #dbg_declare(ptr %11, !603, !DIExpression(), !605)
  %114 = load i32, ptr %5, align 4, !dbg !606
  store i32 %114, ptr %11, align 4, !dbg !605
  br label %115, !dbg !607

115:                                              ; preds = %166, %86
  %116 = load i32, ptr %11, align 4, !dbg !608
  %117 = icmp sle i32 %116, 5, !dbg !610
  br i1 %117, label %118, label %169, !dbg !611

118:                                              ; preds = %115
  %119 = load ptr, ptr %3, align 8, !dbg !612
  %120 = load i32, ptr %9, align 4, !dbg !613
  %121 = sext i32 %120 to i64, !dbg !612
  %122 = getelementptr inbounds [6 x %struct.frac], ptr %119, i64 %121, !dbg !612
  %123 = load i32, ptr %11, align 4, !dbg !614
  %124 = sext i32 %123 to i64, !dbg !612
  %125 = getelementptr inbounds [6 x %struct.frac], ptr %122, i64 0, i64 %124, !dbg !612
  %126 = load ptr, ptr %3, align 8, !dbg !615
  %127 = load i32, ptr %9, align 4, !dbg !616
  %128 = sext i32 %127 to i64, !dbg !615
  %129 = getelementptr inbounds [6 x %struct.frac], ptr %126, i64 %128, !dbg !615
  %130 = load i32, ptr %11, align 4, !dbg !617
  %131 = sext i32 %130 to i64, !dbg !615
  %132 = getelementptr inbounds [6 x %struct.frac], ptr %129, i64 0, i64 %131, !dbg !615
  %133 = load ptr, ptr %3, align 8, !dbg !618
  %134 = load i32, ptr %5, align 4, !dbg !619
  %135 = sext i32 %134 to i64, !dbg !618
  %136 = getelementptr inbounds [6 x %struct.frac], ptr %133, i64 %135, !dbg !618
  %137 = load i32, ptr %11, align 4, !dbg !620
  %138 = sext i32 %137 to i64, !dbg !618
  %139 = getelementptr inbounds [6 x %struct.frac], ptr %136, i64 0, i64 %138, !dbg !618
  %140 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0, !dbg !621
  %141 = load i64, ptr %140, align 8, !dbg !621
  %142 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1, !dbg !621
  %143 = load i64, ptr %142, align 8, !dbg !621
  %144 = getelementptr inbounds { i64, i64 }, ptr %139, i32 0, i32 0, !dbg !621
  %145 = load i64, ptr %144, align 8, !dbg !621
  %146 = getelementptr inbounds { i64, i64 }, ptr %139, i32 0, i32 1, !dbg !621
  %147 = load i64, ptr %146, align 8, !dbg !621
  %148 = call { i64, i64 } @fmul(i64 %141, i64 %143, i64 %145, i64 %147), !dbg !621
  %149 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0, !dbg !621
  %150 = extractvalue { i64, i64 } %148, 0, !dbg !621
  store i64 %150, ptr %149, align 8, !dbg !621
  %151 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1, !dbg !621
  %152 = extractvalue { i64, i64 } %148, 1, !dbg !621
  store i64 %152, ptr %151, align 8, !dbg !621
  %153 = getelementptr inbounds { i64, i64 }, ptr %132, i32 0, i32 0, !dbg !622
  %154 = load i64, ptr %153, align 8, !dbg !622
  %155 = getelementptr inbounds { i64, i64 }, ptr %132, i32 0, i32 1, !dbg !622
  %156 = load i64, ptr %155, align 8, !dbg !622
  %157 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0, !dbg !622
  %158 = load i64, ptr %157, align 8, !dbg !622
  %159 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1, !dbg !622
  %160 = load i64, ptr %159, align 8, !dbg !622
  %161 = call { i64, i64 } @fsub(i64 %154, i64 %156, i64 %158, i64 %160), !dbg !622
  %162 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0, !dbg !622
  %163 = extractvalue { i64, i64 } %161, 0, !dbg !622
  store i64 %163, ptr %162, align 8, !dbg !622
  %164 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1, !dbg !622
  %165 = extractvalue { i64, i64 } %161, 1, !dbg !622
  store i64 %165, ptr %164, align 8, !dbg !622
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %125, ptr align 8 %12, i64 16, i1 false), !dbg !622
  br label %166, !dbg !612

166:                                              ; preds = %118
  %167 = load i32, ptr %11, align 4, !dbg !623
  %168 = add nsw i32 %167, 1, !dbg !623
  store i32 %168, ptr %11, align 4, !dbg !623
  br label %115, !dbg !624, !llvm.loop !625

169:                                              ; preds = %115
  br label %170, !dbg !627

170:                                              ; preds = %169
  %171 = load i32, ptr %9, align 4, !dbg !628
  %172 = add nsw i32 %171, 1, !dbg !628
  store i32 %172, ptr %9, align 4, !dbg !628
  br label %83, !dbg !629, !llvm.loop !630

173:                                              ; preds = %83
  br label %174, !dbg !632

174:                                              ; preds = %173
  %175 = load i32, ptr %5, align 4, !dbg !633
  %176 = add nsw i32 %175, 1, !dbg !633
  store i32 %176, ptr %5, align 4, !dbg !633
  br label %20, !dbg !634, !llvm.loop !635

177:                                              ; preds = %20
    #dbg_declare(ptr %14, !637, !DIExpression(), !639)
  store i32 4, ptr %14, align 4, !dbg !639
  br label %178, !dbg !640

178:                                              ; preds = %258, %177
  %179 = load i32, ptr %14, align 4, !dbg !641
  %180 = icmp sge i32 %179, 0, !dbg !643
  br i1 %180, label %181, label %261, !dbg !644

181:                                              ; preds = %178
    #dbg_declare(ptr %15, !645, !DIExpression(), !647)
  %182 = load ptr, ptr %3, align 8, !dbg !648
  %183 = load i32, ptr %14, align 4, !dbg !649
  %184 = sext i32 %183 to i64, !dbg !648
  %185 = getelementptr inbounds [6 x %struct.frac], ptr %182, i64 %184, !dbg !648
  %186 = getelementptr inbounds [6 x %struct.frac], ptr %185, i64 0, i64 5, !dbg !648
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %186, i64 16, i1 false), !dbg !648
    #dbg_declare(ptr %16, !650, !DIExpression(), !652)
  %187 = load i32, ptr %14, align 4, !dbg !653
  %188 = add nsw i32 %187, 1, !dbg !654
  store i32 %188, ptr %16, align 4, !dbg !652
  br label %189, !dbg !655

189:                                              ; preds = %230, %181
  %190 = load i32, ptr %16, align 4, !dbg !656
  %191 = icmp slt i32 %190, 5, !dbg !658
  br i1 %191, label %192, label %233, !dbg !659

192:                                              ; preds = %189
  %193 = load ptr, ptr %3, align 8, !dbg !660
  %194 = load i32, ptr %14, align 4, !dbg !661
  %195 = sext i32 %194 to i64, !dbg !660
  %196 = getelementptr inbounds [6 x %struct.frac], ptr %193, i64 %195, !dbg !660
  %197 = load i32, ptr %16, align 4, !dbg !662
  %198 = sext i32 %197 to i64, !dbg !660
  %199 = getelementptr inbounds [6 x %struct.frac], ptr %196, i64 0, i64 %198, !dbg !660
  %200 = load ptr, ptr %4, align 8, !dbg !663
  %201 = load i32, ptr %16, align 4, !dbg !664
  %202 = sext i32 %201 to i64, !dbg !663
  %203 = getelementptr inbounds %struct.frac, ptr %200, i64 %202, !dbg !663
  %204 = getelementptr inbounds { i64, i64 }, ptr %199, i32 0, i32 0, !dbg !665
  %205 = load i64, ptr %204, align 8, !dbg !665
  %206 = getelementptr inbounds { i64, i64 }, ptr %199, i32 0, i32 1, !dbg !665
  %207 = load i64, ptr %206, align 8, !dbg !665
  %208 = getelementptr inbounds { i64, i64 }, ptr %203, i32 0, i32 0, !dbg !665
  %209 = load i64, ptr %208, align 8, !dbg !665
  %210 = getelementptr inbounds { i64, i64 }, ptr %203, i32 0, i32 1, !dbg !665
  %211 = load i64, ptr %210, align 8, !dbg !665
  %212 = call { i64, i64 } @fmul(i64 %205, i64 %207, i64 %209, i64 %211), !dbg !665
  %213 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0, !dbg !665
  %214 = extractvalue { i64, i64 } %212, 0, !dbg !665
  store i64 %214, ptr %213, align 8, !dbg !665
  %215 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1, !dbg !665
  %216 = extractvalue { i64, i64 } %212, 1, !dbg !665
  store i64 %216, ptr %215, align 8, !dbg !665
  %217 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0, !dbg !666
  %218 = load i64, ptr %217, align 8, !dbg !666
  %219 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1, !dbg !666
  %220 = load i64, ptr %219, align 8, !dbg !666
  %221 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0, !dbg !666
  %222 = load i64, ptr %221, align 8, !dbg !666
  %223 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1, !dbg !666
  %224 = load i64, ptr %223, align 8, !dbg !666
  %225 = call { i64, i64 } @fsub(i64 %218, i64 %220, i64 %222, i64 %224), !dbg !666
  %226 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0, !dbg !666
  %227 = extractvalue { i64, i64 } %225, 0, !dbg !666
  store i64 %227, ptr %226, align 8, !dbg !666
  %228 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1, !dbg !666
  %229 = extractvalue { i64, i64 } %225, 1, !dbg !666
  store i64 %229, ptr %228, align 8, !dbg !666
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %17, i64 16, i1 false), !dbg !666
  br label %230, !dbg !667

230:                                              ; preds = %192
  %231 = load i32, ptr %16, align 4, !dbg !668
  %232 = add nsw i32 %231, 1, !dbg !668
  store i32 %232, ptr %16, align 4, !dbg !668
  br label %189, !dbg !669, !llvm.loop !670

233:                                              ; preds = %189
  %234 = load ptr, ptr %4, align 8, !dbg !672
  %235 = load i32, ptr %14, align 4, !dbg !673
  %236 = sext i32 %235 to i64, !dbg !672
  %237 = getelementptr inbounds %struct.frac, ptr %234, i64 %236, !dbg !672
  %238 = load ptr, ptr %3, align 8, !dbg !674
  %239 = load i32, ptr %14, align 4, !dbg !675
  %240 = sext i32 %239 to i64, !dbg !674
  %241 = getelementptr inbounds [6 x %struct.frac], ptr %238, i64 %240, !dbg !674
  %242 = load i32, ptr %14, align 4, !dbg !676
  %243 = sext i32 %242 to i64, !dbg !674
  %244 = getelementptr inbounds [6 x %struct.frac], ptr %241, i64 0, i64 %243, !dbg !674
  %245 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0, !dbg !677
  %246 = load i64, ptr %245, align 8, !dbg !677
  %247 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1, !dbg !677
  %248 = load i64, ptr %247, align 8, !dbg !677
  %249 = getelementptr inbounds { i64, i64 }, ptr %244, i32 0, i32 0, !dbg !677
  %250 = load i64, ptr %249, align 8, !dbg !677
  %251 = getelementptr inbounds { i64, i64 }, ptr %244, i32 0, i32 1, !dbg !677
  %252 = load i64, ptr %251, align 8, !dbg !677
  %253 = call { i64, i64 } @fdiv(i64 %246, i64 %248, i64 %250, i64 %252), !dbg !677
  %254 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0, !dbg !677
  %255 = extractvalue { i64, i64 } %253, 0, !dbg !677
  store i64 %255, ptr %254, align 8, !dbg !677
  %256 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1, !dbg !677
  %257 = extractvalue { i64, i64 } %253, 1, !dbg !677
  store i64 %257, ptr %256, align 8, !dbg !677
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %237, ptr align 8 %19, i64 16, i1 false), !dbg !677
  br label %258, !dbg !678

258:                                              ; preds = %233
  %259 = load i32, ptr %14, align 4, !dbg !679
  %260 = add nsw i32 %259, -1, !dbg !679
  store i32 %260, ptr %14, align 4, !dbg !679
  br label %178, !dbg !680, !llvm.loop !681

261:                                              ; preds = %178
  ret void, !dbg !683
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gcdl(i64 noundef %0, i64 noundef %1) #0 !dbg !684 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !687, !DIExpression(), !688)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !689, !DIExpression(), !690)
  %6 = load i64, ptr %3, align 8, !dbg !691
  %7 = icmp slt i64 %6, 0, !dbg !693
  br i1 %7, label %8, label %11, !dbg !694

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8, !dbg !695
  %10 = sub nsw i64 0, %9, !dbg !696
  store i64 %10, ptr %3, align 8, !dbg !697
  br label %11, !dbg !698

11:                                               ; preds = %8, %2
  %12 = load i64, ptr %4, align 8, !dbg !699
  %13 = icmp slt i64 %12, 0, !dbg !701
  br i1 %13, label %14, label %17, !dbg !702

14:                                               ; preds = %11
  %15 = load i64, ptr %4, align 8, !dbg !703
  %16 = sub nsw i64 0, %15, !dbg !704
  store i64 %16, ptr %4, align 8, !dbg !705
  br label %17, !dbg !706

17:                                               ; preds = %14, %11
  br label %18, !dbg !707

18:                                               ; preds = %21, %17
  %19 = load i64, ptr %4, align 8, !dbg !708
  %20 = icmp ne i64 %19, 0, !dbg !707
  br i1 %20, label %21, label %27, !dbg !707

21:                                               ; preds = %18
    #dbg_declare(ptr %5, !709, !DIExpression(), !711)
  %22 = load i64, ptr %3, align 8, !dbg !712
  %23 = load i64, ptr %4, align 8, !dbg !713
  %24 = srem i64 %22, %23, !dbg !714
  store i64 %24, ptr %5, align 8, !dbg !711
  %25 = load i64, ptr %4, align 8, !dbg !715
  store i64 %25, ptr %3, align 8, !dbg !716
  %26 = load i64, ptr %5, align 8, !dbg !717
  store i64 %26, ptr %4, align 8, !dbg !718
  br label %18, !dbg !707, !llvm.loop !719

27:                                               ; preds = %18
  %28 = load i64, ptr %3, align 8, !dbg !721
  ret i64 %28, !dbg !722
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dabs(double noundef %0) #0 !dbg !723 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !726, !DIExpression(), !727)
  %3 = load double, ptr %2, align 8, !dbg !728
  %4 = fcmp olt double %3, 0.000000e+00, !dbg !729
  br i1 %4, label %5, label %8, !dbg !728

5:                                                ; preds = %1
  %6 = load double, ptr %2, align 8, !dbg !730
  %7 = fneg double %6, !dbg !731
  br label %10, !dbg !728

8:                                                ; preds = %1
  %9 = load double, ptr %2, align 8, !dbg !732
  br label %10, !dbg !728

10:                                               ; preds = %8, %5
  %11 = phi double [ %7, %5 ], [ %9, %8 ], !dbg !728
  ret double %11, !dbg !733
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @fdiv(i64 %0, i64 %1, i64 %2, i64 %3) #0 !dbg !734 {
  %5 = alloca %struct.frac, align 8
  %6 = alloca %struct.frac, align 8
  %7 = alloca %struct.frac, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %11, align 8
    #dbg_declare(ptr %6, !737, !DIExpression(), !738)
    #dbg_declare(ptr %7, !739, !DIExpression(), !740)
  %12 = getelementptr inbounds %struct.frac, ptr %6, i32 0, i32 0, !dbg !741
  %13 = load i64, ptr %12, align 8, !dbg !741
  %14 = getelementptr inbounds %struct.frac, ptr %7, i32 0, i32 1, !dbg !742
  %15 = load i64, ptr %14, align 8, !dbg !742
  %16 = mul nsw i64 %13, %15, !dbg !743
  %17 = getelementptr inbounds %struct.frac, ptr %6, i32 0, i32 1, !dbg !744
  %18 = load i64, ptr %17, align 8, !dbg !744
  %19 = getelementptr inbounds %struct.frac, ptr %7, i32 0, i32 0, !dbg !745
  %20 = load i64, ptr %19, align 8, !dbg !745
  %21 = mul nsw i64 %18, %20, !dbg !746
  %22 = call { i64, i64 } @mk(i64 noundef %16, i64 noundef %21), !dbg !747
  %23 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0, !dbg !747
  %24 = extractvalue { i64, i64 } %22, 0, !dbg !747
  store i64 %24, ptr %23, align 8, !dbg !747
  %25 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1, !dbg !747
  %26 = extractvalue { i64, i64 } %22, 1, !dbg !747
  store i64 %26, ptr %25, align 8, !dbg !747
  %27 = load { i64, i64 }, ptr %5, align 8, !dbg !748
  ret { i64, i64 } %27, !dbg !748
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @fsub(i64 %0, i64 %1, i64 %2, i64 %3) #0 !dbg !749 {
  %5 = alloca %struct.frac, align 8
  %6 = alloca %struct.frac, align 8
  %7 = alloca %struct.frac, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %11, align 8
    #dbg_declare(ptr %6, !750, !DIExpression(), !751)
    #dbg_declare(ptr %7, !752, !DIExpression(), !753)
  %12 = getelementptr inbounds %struct.frac, ptr %6, i32 0, i32 0, !dbg !754
  %13 = load i64, ptr %12, align 8, !dbg !754
  %14 = getelementptr inbounds %struct.frac, ptr %7, i32 0, i32 1, !dbg !755
  %15 = load i64, ptr %14, align 8, !dbg !755
  %16 = mul nsw i64 %13, %15, !dbg !756
  %17 = getelementptr inbounds %struct.frac, ptr %7, i32 0, i32 0, !dbg !757
  %18 = load i64, ptr %17, align 8, !dbg !757
  %19 = getelementptr inbounds %struct.frac, ptr %6, i32 0, i32 1, !dbg !758
  %20 = load i64, ptr %19, align 8, !dbg !758
  %21 = mul nsw i64 %18, %20, !dbg !759
  %22 = sub nsw i64 %16, %21, !dbg !760
  %23 = getelementptr inbounds %struct.frac, ptr %6, i32 0, i32 1, !dbg !761
  %24 = load i64, ptr %23, align 8, !dbg !761
  %25 = getelementptr inbounds %struct.frac, ptr %7, i32 0, i32 1, !dbg !762
  %26 = load i64, ptr %25, align 8, !dbg !762
  %27 = mul nsw i64 %24, %26, !dbg !763
  %28 = call { i64, i64 } @mk(i64 noundef %22, i64 noundef %27), !dbg !764
  %29 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0, !dbg !764
  %30 = extractvalue { i64, i64 } %28, 0, !dbg !764
  store i64 %30, ptr %29, align 8, !dbg !764
  %31 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1, !dbg !764
  %32 = extractvalue { i64, i64 } %28, 1, !dbg !764
  store i64 %32, ptr %31, align 8, !dbg !764
  %33 = load { i64, i64 }, ptr %5, align 8, !dbg !765
  ret { i64, i64 } %33, !dbg !765
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @fmul(i64 %0, i64 %1, i64 %2, i64 %3) #0 !dbg !766 {
  %5 = alloca %struct.frac, align 8
  %6 = alloca %struct.frac, align 8
  %7 = alloca %struct.frac, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %10, align 8
  %11 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %11, align 8
    #dbg_declare(ptr %6, !767, !DIExpression(), !768)
    #dbg_declare(ptr %7, !769, !DIExpression(), !770)
  %12 = getelementptr inbounds %struct.frac, ptr %6, i32 0, i32 0, !dbg !771
  %13 = load i64, ptr %12, align 8, !dbg !771
  %14 = getelementptr inbounds %struct.frac, ptr %7, i32 0, i32 0, !dbg !772
  %15 = load i64, ptr %14, align 8, !dbg !772
  %16 = mul nsw i64 %13, %15, !dbg !773
  %17 = getelementptr inbounds %struct.frac, ptr %6, i32 0, i32 1, !dbg !774
  %18 = load i64, ptr %17, align 8, !dbg !774
  %19 = getelementptr inbounds %struct.frac, ptr %7, i32 0, i32 1, !dbg !775
  %20 = load i64, ptr %19, align 8, !dbg !775
  %21 = mul nsw i64 %18, %20, !dbg !776
  %22 = call { i64, i64 } @mk(i64 noundef %16, i64 noundef %21), !dbg !777
  %23 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0, !dbg !777
  %24 = extractvalue { i64, i64 } %22, 0, !dbg !777
  store i64 %24, ptr %23, align 8, !dbg !777
  %25 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1, !dbg !777
  %26 = extractvalue { i64, i64 } %22, 1, !dbg !777
  store i64 %26, ptr %25, align 8, !dbg !777
  %27 = load { i64, i64 }, ptr %5, align 8, !dbg !778
  ret { i64, i64 } %27, !dbg !778
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 96, type: !33, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 95, type: !4, scopeLine: 95, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !32)
!3 = !DIFile(filename: "gauss_elim.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "990ce1b410011fc44e3b0b8375bf8048")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!10 = !{!0, !11, !17, !22, !27}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 110, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 88, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 288, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 36)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 121, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 137, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 272, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 34)
!32 = !{}
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 960, elements: !35)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!35 = !{!36, !37}
!36 = !DISubrange(count: 5)
!37 = !DISubrange(count: 6)
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"frame-pointer", i32 2}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = !DILocalVariable(name: "a", scope: !2, file: !3, line: 99, type: !47)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 1920, elements: !35)
!48 = !DILocation(line: 99, column: 12, scope: !2)
!49 = !DILocalVariable(name: "fa", scope: !2, file: !3, line: 100, type: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 3840, elements: !35)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "frac", file: !3, line: 7, size: 128, elements: !52)
!52 = !{!53, !55}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !51, file: !3, line: 8, baseType: !54, size: 64)
!54 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "den", scope: !51, file: !3, line: 8, baseType: !54, size: 64, offset: 64)
!56 = !DILocation(line: 100, column: 17, scope: !2)
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 101, type: !6)
!58 = distinct !DILexicalBlock(scope: !2, file: !3, line: 101, column: 5)
!59 = !DILocation(line: 101, column: 14, scope: !58)
!60 = !DILocation(line: 101, column: 10, scope: !58)
!61 = !DILocation(line: 101, column: 21, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !3, line: 101, column: 5)
!63 = !DILocation(line: 101, column: 23, scope: !62)
!64 = !DILocation(line: 101, column: 5, scope: !58)
!65 = !DILocalVariable(name: "j", scope: !66, file: !3, line: 102, type: !6)
!66 = distinct !DILexicalBlock(scope: !62, file: !3, line: 102, column: 9)
!67 = !DILocation(line: 102, column: 18, scope: !66)
!68 = !DILocation(line: 102, column: 14, scope: !66)
!69 = !DILocation(line: 102, column: 25, scope: !70)
!70 = distinct !DILexicalBlock(scope: !66, file: !3, line: 102, column: 9)
!71 = !DILocation(line: 102, column: 27, scope: !70)
!72 = !DILocation(line: 102, column: 9, scope: !66)
!73 = !DILocation(line: 103, column: 25, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !3, line: 102, column: 38)
!75 = !DILocation(line: 103, column: 23, scope: !74)
!76 = !DILocation(line: 103, column: 28, scope: !74)
!77 = !DILocation(line: 103, column: 15, scope: !74)
!78 = !DILocation(line: 103, column: 13, scope: !74)
!79 = !DILocation(line: 103, column: 18, scope: !74)
!80 = !DILocation(line: 103, column: 21, scope: !74)
!81 = !DILocation(line: 104, column: 16, scope: !74)
!82 = !DILocation(line: 104, column: 13, scope: !74)
!83 = !DILocation(line: 104, column: 19, scope: !74)
!84 = !DILocation(line: 104, column: 29, scope: !74)
!85 = !DILocation(line: 104, column: 27, scope: !74)
!86 = !DILocation(line: 104, column: 32, scope: !74)
!87 = !DILocation(line: 104, column: 24, scope: !74)
!88 = !DILocation(line: 105, column: 9, scope: !74)
!89 = !DILocation(line: 102, column: 34, scope: !70)
!90 = !DILocation(line: 102, column: 9, scope: !70)
!91 = distinct !{!91, !72, !92, !93}
!92 = !DILocation(line: 105, column: 9, scope: !66)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocation(line: 101, column: 29, scope: !62)
!95 = !DILocation(line: 101, column: 5, scope: !62)
!96 = distinct !{!96, !64, !97, !93}
!97 = !DILocation(line: 105, column: 9, scope: !58)
!98 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 106, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 320, elements: !100)
!100 = !{!36}
!101 = !DILocation(line: 106, column: 12, scope: !2)
!102 = !DILocalVariable(name: "fx", scope: !2, file: !3, line: 107, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 640, elements: !100)
!104 = !DILocation(line: 107, column: 17, scope: !2)
!105 = !DILocalVariable(name: "ok", scope: !2, file: !3, line: 108, type: !6)
!106 = !DILocation(line: 108, column: 9, scope: !2)
!107 = !DILocation(line: 108, column: 27, scope: !2)
!108 = !DILocation(line: 108, column: 30, scope: !2)
!109 = !DILocation(line: 108, column: 14, scope: !2)
!110 = !DILocation(line: 109, column: 17, scope: !2)
!111 = !DILocation(line: 109, column: 21, scope: !2)
!112 = !DILocation(line: 109, column: 5, scope: !2)
!113 = !DILocation(line: 110, column: 27, scope: !2)
!114 = !DILocation(line: 110, column: 5, scope: !2)
!115 = !DILocalVariable(name: "i", scope: !116, file: !3, line: 111, type: !6)
!116 = distinct !DILexicalBlock(scope: !2, file: !3, line: 111, column: 5)
!117 = !DILocation(line: 111, column: 14, scope: !116)
!118 = !DILocation(line: 111, column: 10, scope: !116)
!119 = !DILocation(line: 111, column: 21, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !3, line: 111, column: 5)
!121 = !DILocation(line: 111, column: 23, scope: !120)
!122 = !DILocation(line: 111, column: 5, scope: !116)
!123 = !DILocation(line: 112, column: 56, scope: !120)
!124 = !DILocation(line: 112, column: 61, scope: !120)
!125 = !DILocation(line: 112, column: 59, scope: !120)
!126 = !DILocation(line: 112, column: 68, scope: !120)
!127 = !DILocation(line: 112, column: 65, scope: !120)
!128 = !DILocation(line: 112, column: 71, scope: !120)
!129 = !DILocation(line: 112, column: 79, scope: !120)
!130 = !DILocation(line: 112, column: 76, scope: !120)
!131 = !DILocation(line: 112, column: 82, scope: !120)
!132 = !DILocation(line: 113, column: 27, scope: !120)
!133 = !DILocation(line: 113, column: 24, scope: !120)
!134 = !DILocation(line: 113, column: 30, scope: !120)
!135 = !DILocation(line: 113, column: 16, scope: !120)
!136 = !DILocation(line: 113, column: 47, scope: !120)
!137 = !DILocation(line: 113, column: 44, scope: !120)
!138 = !DILocation(line: 113, column: 50, scope: !120)
!139 = !DILocation(line: 113, column: 36, scope: !120)
!140 = !DILocation(line: 113, column: 34, scope: !120)
!141 = !DILocation(line: 112, column: 9, scope: !120)
!142 = !DILocation(line: 111, column: 29, scope: !120)
!143 = !DILocation(line: 111, column: 5, scope: !120)
!144 = distinct !{!144, !122, !145, !93}
!145 = !DILocation(line: 113, column: 53, scope: !116)
!146 = !DILocalVariable(name: "i", scope: !147, file: !3, line: 115, type: !6)
!147 = distinct !DILexicalBlock(scope: !2, file: !3, line: 115, column: 5)
!148 = !DILocation(line: 115, column: 14, scope: !147)
!149 = !DILocation(line: 115, column: 10, scope: !147)
!150 = !DILocation(line: 115, column: 21, scope: !151)
!151 = distinct !DILexicalBlock(scope: !147, file: !3, line: 115, column: 5)
!152 = !DILocation(line: 115, column: 23, scope: !151)
!153 = !DILocation(line: 115, column: 5, scope: !147)
!154 = !DILocalVariable(name: "r", scope: !155, file: !3, line: 116, type: !9)
!155 = distinct !DILexicalBlock(scope: !151, file: !3, line: 115, column: 33)
!156 = !DILocation(line: 116, column: 16, scope: !155)
!157 = !DILocation(line: 116, column: 23, scope: !155)
!158 = !DILocation(line: 116, column: 21, scope: !155)
!159 = !DILocation(line: 116, column: 20, scope: !155)
!160 = !DILocalVariable(name: "j", scope: !161, file: !3, line: 117, type: !6)
!161 = distinct !DILexicalBlock(scope: !155, file: !3, line: 117, column: 9)
!162 = !DILocation(line: 117, column: 18, scope: !161)
!163 = !DILocation(line: 117, column: 14, scope: !161)
!164 = !DILocation(line: 117, column: 25, scope: !165)
!165 = distinct !DILexicalBlock(scope: !161, file: !3, line: 117, column: 9)
!166 = !DILocation(line: 117, column: 27, scope: !165)
!167 = !DILocation(line: 117, column: 9, scope: !161)
!168 = !DILocalVariable(name: "t", scope: !169, file: !3, line: 118, type: !9)
!169 = distinct !DILexicalBlock(scope: !165, file: !3, line: 117, column: 37)
!170 = !DILocation(line: 118, column: 20, scope: !169)
!171 = !DILocation(line: 118, column: 26, scope: !169)
!172 = !DILocation(line: 118, column: 24, scope: !169)
!173 = !DILocation(line: 118, column: 29, scope: !169)
!174 = !DILocation(line: 118, column: 36, scope: !169)
!175 = !DILocation(line: 118, column: 34, scope: !169)
!176 = !DILocation(line: 118, column: 32, scope: !169)
!177 = !DILocation(line: 119, column: 18, scope: !169)
!178 = !DILocation(line: 119, column: 15, scope: !169)
!179 = !DILocation(line: 120, column: 9, scope: !169)
!180 = !DILocation(line: 117, column: 33, scope: !165)
!181 = !DILocation(line: 117, column: 9, scope: !165)
!182 = distinct !{!182, !167, !183, !93}
!183 = !DILocation(line: 120, column: 9, scope: !161)
!184 = !DILocation(line: 121, column: 39, scope: !155)
!185 = !DILocation(line: 121, column: 42, scope: !155)
!186 = !DILocation(line: 121, column: 9, scope: !155)
!187 = !DILocation(line: 122, column: 5, scope: !155)
!188 = !DILocation(line: 115, column: 29, scope: !151)
!189 = !DILocation(line: 115, column: 5, scope: !151)
!190 = distinct !{!190, !153, !191, !93}
!191 = !DILocation(line: 122, column: 5, scope: !147)
!192 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 124, type: !47)
!193 = !DILocation(line: 124, column: 12, scope: !2)
!194 = !DILocalVariable(name: "fh", scope: !2, file: !3, line: 125, type: !50)
!195 = !DILocation(line: 125, column: 17, scope: !2)
!196 = !DILocalVariable(name: "i", scope: !197, file: !3, line: 126, type: !6)
!197 = distinct !DILexicalBlock(scope: !2, file: !3, line: 126, column: 5)
!198 = !DILocation(line: 126, column: 14, scope: !197)
!199 = !DILocation(line: 126, column: 10, scope: !197)
!200 = !DILocation(line: 126, column: 21, scope: !201)
!201 = distinct !DILexicalBlock(scope: !197, file: !3, line: 126, column: 5)
!202 = !DILocation(line: 126, column: 23, scope: !201)
!203 = !DILocation(line: 126, column: 5, scope: !197)
!204 = !DILocalVariable(name: "j", scope: !205, file: !3, line: 127, type: !6)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 127, column: 9)
!206 = distinct !DILexicalBlock(scope: !201, file: !3, line: 126, column: 33)
!207 = !DILocation(line: 127, column: 18, scope: !205)
!208 = !DILocation(line: 127, column: 14, scope: !205)
!209 = !DILocation(line: 127, column: 25, scope: !210)
!210 = distinct !DILexicalBlock(scope: !205, file: !3, line: 127, column: 9)
!211 = !DILocation(line: 127, column: 27, scope: !210)
!212 = !DILocation(line: 127, column: 9, scope: !205)
!213 = !DILocation(line: 128, column: 30, scope: !214)
!214 = distinct !DILexicalBlock(scope: !210, file: !3, line: 127, column: 37)
!215 = !DILocation(line: 128, column: 34, scope: !214)
!216 = !DILocation(line: 128, column: 32, scope: !214)
!217 = !DILocation(line: 128, column: 36, scope: !214)
!218 = !DILocation(line: 128, column: 29, scope: !214)
!219 = !DILocation(line: 128, column: 27, scope: !214)
!220 = !DILocation(line: 128, column: 15, scope: !214)
!221 = !DILocation(line: 128, column: 13, scope: !214)
!222 = !DILocation(line: 128, column: 18, scope: !214)
!223 = !DILocation(line: 128, column: 21, scope: !214)
!224 = !DILocation(line: 129, column: 16, scope: !214)
!225 = !DILocation(line: 129, column: 13, scope: !214)
!226 = !DILocation(line: 129, column: 19, scope: !214)
!227 = !DILocation(line: 129, column: 30, scope: !214)
!228 = !DILocation(line: 129, column: 34, scope: !214)
!229 = !DILocation(line: 129, column: 32, scope: !214)
!230 = !DILocation(line: 129, column: 36, scope: !214)
!231 = !DILocation(line: 129, column: 24, scope: !214)
!232 = !DILocation(line: 130, column: 9, scope: !214)
!233 = !DILocation(line: 127, column: 33, scope: !210)
!234 = !DILocation(line: 127, column: 9, scope: !210)
!235 = distinct !{!235, !212, !236, !93}
!236 = !DILocation(line: 130, column: 9, scope: !205)
!237 = !DILocation(line: 131, column: 11, scope: !206)
!238 = !DILocation(line: 131, column: 9, scope: !206)
!239 = !DILocation(line: 131, column: 17, scope: !206)
!240 = !DILocation(line: 132, column: 12, scope: !206)
!241 = !DILocation(line: 132, column: 9, scope: !206)
!242 = !DILocation(line: 132, column: 20, scope: !206)
!243 = !DILocation(line: 133, column: 5, scope: !206)
!244 = !DILocation(line: 126, column: 29, scope: !201)
!245 = !DILocation(line: 126, column: 5, scope: !201)
!246 = distinct !{!246, !203, !247, !93}
!247 = !DILocation(line: 133, column: 5, scope: !197)
!248 = !DILocation(line: 134, column: 18, scope: !2)
!249 = !DILocation(line: 134, column: 21, scope: !2)
!250 = !DILocation(line: 134, column: 5, scope: !2)
!251 = !DILocation(line: 135, column: 17, scope: !2)
!252 = !DILocation(line: 135, column: 21, scope: !2)
!253 = !DILocation(line: 135, column: 5, scope: !2)
!254 = !DILocalVariable(name: "i", scope: !255, file: !3, line: 136, type: !6)
!255 = distinct !DILexicalBlock(scope: !2, file: !3, line: 136, column: 5)
!256 = !DILocation(line: 136, column: 14, scope: !255)
!257 = !DILocation(line: 136, column: 10, scope: !255)
!258 = !DILocation(line: 136, column: 21, scope: !259)
!259 = distinct !DILexicalBlock(scope: !255, file: !3, line: 136, column: 5)
!260 = !DILocation(line: 136, column: 23, scope: !259)
!261 = !DILocation(line: 136, column: 5, scope: !255)
!262 = !DILocation(line: 137, column: 54, scope: !259)
!263 = !DILocation(line: 137, column: 59, scope: !259)
!264 = !DILocation(line: 137, column: 57, scope: !259)
!265 = !DILocation(line: 137, column: 66, scope: !259)
!266 = !DILocation(line: 137, column: 63, scope: !259)
!267 = !DILocation(line: 137, column: 69, scope: !259)
!268 = !DILocation(line: 137, column: 77, scope: !259)
!269 = !DILocation(line: 137, column: 74, scope: !259)
!270 = !DILocation(line: 137, column: 80, scope: !259)
!271 = !DILocation(line: 137, column: 9, scope: !259)
!272 = !DILocation(line: 136, column: 29, scope: !259)
!273 = !DILocation(line: 136, column: 5, scope: !259)
!274 = distinct !{!274, !261, !275, !93}
!275 = !DILocation(line: 137, column: 83, scope: !255)
!276 = !DILocation(line: 138, column: 5, scope: !2)
!277 = distinct !DISubprogram(name: "mk", scope: !3, file: !3, line: 22, type: !278, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !32)
!278 = !DISubroutineType(types: !279)
!279 = !{!51, !54, !54}
!280 = !DILocalVariable(name: "n", arg: 1, scope: !277, file: !3, line: 22, type: !54)
!281 = !DILocation(line: 22, column: 28, scope: !277)
!282 = !DILocalVariable(name: "d", arg: 2, scope: !277, file: !3, line: 22, type: !54)
!283 = !DILocation(line: 22, column: 36, scope: !277)
!284 = !DILocation(line: 23, column: 9, scope: !285)
!285 = distinct !DILexicalBlock(scope: !277, file: !3, line: 23, column: 9)
!286 = !DILocation(line: 23, column: 11, scope: !285)
!287 = !DILocation(line: 23, column: 9, scope: !277)
!288 = !DILocation(line: 24, column: 14, scope: !289)
!289 = distinct !DILexicalBlock(scope: !285, file: !3, line: 23, column: 16)
!290 = !DILocation(line: 24, column: 13, scope: !289)
!291 = !DILocation(line: 24, column: 11, scope: !289)
!292 = !DILocation(line: 25, column: 14, scope: !289)
!293 = !DILocation(line: 25, column: 13, scope: !289)
!294 = !DILocation(line: 25, column: 11, scope: !289)
!295 = !DILocation(line: 26, column: 5, scope: !289)
!296 = !DILocalVariable(name: "g", scope: !277, file: !3, line: 27, type: !54)
!297 = !DILocation(line: 27, column: 10, scope: !277)
!298 = !DILocation(line: 27, column: 19, scope: !277)
!299 = !DILocation(line: 27, column: 22, scope: !277)
!300 = !DILocation(line: 27, column: 14, scope: !277)
!301 = !DILocalVariable(name: "f", scope: !277, file: !3, line: 28, type: !51)
!302 = !DILocation(line: 28, column: 17, scope: !277)
!303 = !DILocation(line: 28, column: 21, scope: !277)
!304 = !DILocation(line: 28, column: 22, scope: !277)
!305 = !DILocation(line: 28, column: 26, scope: !277)
!306 = !DILocation(line: 28, column: 30, scope: !277)
!307 = !DILocation(line: 28, column: 28, scope: !277)
!308 = !DILocation(line: 28, column: 37, scope: !277)
!309 = !DILocation(line: 28, column: 41, scope: !277)
!310 = !DILocation(line: 28, column: 45, scope: !277)
!311 = !DILocation(line: 28, column: 43, scope: !277)
!312 = !DILocation(line: 29, column: 5, scope: !277)
!313 = distinct !DISubprogram(name: "solve_double", scope: !3, file: !3, line: 37, type: !314, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !32)
!314 = !DISubroutineType(types: !315)
!315 = !{!6, !316, !319}
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !317, size: 64)
!317 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 384, elements: !318)
!318 = !{!37}
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!320 = !DILocalVariable(name: "a", arg: 1, scope: !313, file: !3, line: 37, type: !316)
!321 = !DILocation(line: 37, column: 32, scope: !313)
!322 = !DILocalVariable(name: "x", arg: 2, scope: !313, file: !3, line: 37, type: !319)
!323 = !DILocation(line: 37, column: 53, scope: !313)
!324 = !DILocalVariable(name: "c", scope: !325, file: !3, line: 38, type: !6)
!325 = distinct !DILexicalBlock(scope: !313, file: !3, line: 38, column: 5)
!326 = !DILocation(line: 38, column: 14, scope: !325)
!327 = !DILocation(line: 38, column: 10, scope: !325)
!328 = !DILocation(line: 38, column: 21, scope: !329)
!329 = distinct !DILexicalBlock(scope: !325, file: !3, line: 38, column: 5)
!330 = !DILocation(line: 38, column: 23, scope: !329)
!331 = !DILocation(line: 38, column: 5, scope: !325)
!332 = !DILocalVariable(name: "piv", scope: !333, file: !3, line: 39, type: !6)
!333 = distinct !DILexicalBlock(scope: !329, file: !3, line: 38, column: 33)
!334 = !DILocation(line: 39, column: 13, scope: !333)
!335 = !DILocation(line: 39, column: 19, scope: !333)
!336 = !DILocalVariable(name: "r", scope: !337, file: !3, line: 40, type: !6)
!337 = distinct !DILexicalBlock(scope: !333, file: !3, line: 40, column: 9)
!338 = !DILocation(line: 40, column: 18, scope: !337)
!339 = !DILocation(line: 40, column: 22, scope: !337)
!340 = !DILocation(line: 40, column: 24, scope: !337)
!341 = !DILocation(line: 40, column: 14, scope: !337)
!342 = !DILocation(line: 40, column: 29, scope: !343)
!343 = distinct !DILexicalBlock(scope: !337, file: !3, line: 40, column: 9)
!344 = !DILocation(line: 40, column: 31, scope: !343)
!345 = !DILocation(line: 40, column: 9, scope: !337)
!346 = !DILocation(line: 41, column: 22, scope: !347)
!347 = distinct !DILexicalBlock(scope: !343, file: !3, line: 41, column: 17)
!348 = !DILocation(line: 41, column: 24, scope: !347)
!349 = !DILocation(line: 41, column: 27, scope: !347)
!350 = !DILocation(line: 41, column: 17, scope: !347)
!351 = !DILocation(line: 41, column: 38, scope: !347)
!352 = !DILocation(line: 41, column: 40, scope: !347)
!353 = !DILocation(line: 41, column: 45, scope: !347)
!354 = !DILocation(line: 41, column: 33, scope: !347)
!355 = !DILocation(line: 41, column: 31, scope: !347)
!356 = !DILocation(line: 41, column: 17, scope: !343)
!357 = !DILocation(line: 42, column: 23, scope: !347)
!358 = !DILocation(line: 42, column: 21, scope: !347)
!359 = !DILocation(line: 42, column: 17, scope: !347)
!360 = !DILocation(line: 41, column: 47, scope: !347)
!361 = !DILocation(line: 40, column: 37, scope: !343)
!362 = !DILocation(line: 40, column: 9, scope: !343)
!363 = distinct !{!363, !345, !364, !93}
!364 = !DILocation(line: 42, column: 23, scope: !337)
!365 = !DILocation(line: 43, column: 13, scope: !366)
!366 = distinct !DILexicalBlock(scope: !333, file: !3, line: 43, column: 13)
!367 = !DILocation(line: 43, column: 15, scope: !366)
!368 = !DILocation(line: 43, column: 20, scope: !366)
!369 = !DILocation(line: 43, column: 23, scope: !366)
!370 = !DILocation(line: 43, column: 13, scope: !333)
!371 = !DILocation(line: 44, column: 13, scope: !366)
!372 = !DILocation(line: 45, column: 13, scope: !373)
!373 = distinct !DILexicalBlock(scope: !333, file: !3, line: 45, column: 13)
!374 = !DILocation(line: 45, column: 20, scope: !373)
!375 = !DILocation(line: 45, column: 17, scope: !373)
!376 = !DILocation(line: 45, column: 13, scope: !333)
!377 = !DILocalVariable(name: "k", scope: !378, file: !3, line: 46, type: !6)
!378 = distinct !DILexicalBlock(scope: !373, file: !3, line: 46, column: 13)
!379 = !DILocation(line: 46, column: 22, scope: !378)
!380 = !DILocation(line: 46, column: 18, scope: !378)
!381 = !DILocation(line: 46, column: 29, scope: !382)
!382 = distinct !DILexicalBlock(scope: !378, file: !3, line: 46, column: 13)
!383 = !DILocation(line: 46, column: 31, scope: !382)
!384 = !DILocation(line: 46, column: 13, scope: !378)
!385 = !DILocalVariable(name: "t", scope: !386, file: !3, line: 47, type: !9)
!386 = distinct !DILexicalBlock(scope: !382, file: !3, line: 46, column: 42)
!387 = !DILocation(line: 47, column: 24, scope: !386)
!388 = !DILocation(line: 47, column: 28, scope: !386)
!389 = !DILocation(line: 47, column: 30, scope: !386)
!390 = !DILocation(line: 47, column: 33, scope: !386)
!391 = !DILocation(line: 48, column: 27, scope: !386)
!392 = !DILocation(line: 48, column: 29, scope: !386)
!393 = !DILocation(line: 48, column: 34, scope: !386)
!394 = !DILocation(line: 48, column: 17, scope: !386)
!395 = !DILocation(line: 48, column: 19, scope: !386)
!396 = !DILocation(line: 48, column: 22, scope: !386)
!397 = !DILocation(line: 48, column: 25, scope: !386)
!398 = !DILocation(line: 49, column: 29, scope: !386)
!399 = !DILocation(line: 49, column: 17, scope: !386)
!400 = !DILocation(line: 49, column: 19, scope: !386)
!401 = !DILocation(line: 49, column: 24, scope: !386)
!402 = !DILocation(line: 49, column: 27, scope: !386)
!403 = !DILocation(line: 50, column: 13, scope: !386)
!404 = !DILocation(line: 46, column: 38, scope: !382)
!405 = !DILocation(line: 46, column: 13, scope: !382)
!406 = distinct !{!406, !384, !407, !93}
!407 = !DILocation(line: 50, column: 13, scope: !378)
!408 = !DILocalVariable(name: "r", scope: !409, file: !3, line: 51, type: !6)
!409 = distinct !DILexicalBlock(scope: !333, file: !3, line: 51, column: 9)
!410 = !DILocation(line: 51, column: 18, scope: !409)
!411 = !DILocation(line: 51, column: 22, scope: !409)
!412 = !DILocation(line: 51, column: 24, scope: !409)
!413 = !DILocation(line: 51, column: 14, scope: !409)
!414 = !DILocation(line: 51, column: 29, scope: !415)
!415 = distinct !DILexicalBlock(scope: !409, file: !3, line: 51, column: 9)
!416 = !DILocation(line: 51, column: 31, scope: !415)
!417 = !DILocation(line: 51, column: 9, scope: !409)
!418 = !DILocalVariable(name: "f", scope: !419, file: !3, line: 52, type: !9)
!419 = distinct !DILexicalBlock(scope: !415, file: !3, line: 51, column: 41)
!420 = !DILocation(line: 52, column: 20, scope: !419)
!421 = !DILocation(line: 52, column: 24, scope: !419)
!422 = !DILocation(line: 52, column: 26, scope: !419)
!423 = !DILocation(line: 52, column: 29, scope: !419)
!424 = !DILocation(line: 52, column: 34, scope: !419)
!425 = !DILocation(line: 52, column: 36, scope: !419)
!426 = !DILocation(line: 52, column: 39, scope: !419)
!427 = !DILocation(line: 52, column: 32, scope: !419)
!428 = !DILocalVariable(name: "k", scope: !429, file: !3, line: 53, type: !6)
!429 = distinct !DILexicalBlock(scope: !419, file: !3, line: 53, column: 13)
!430 = !DILocation(line: 53, column: 22, scope: !429)
!431 = !DILocation(line: 53, column: 26, scope: !429)
!432 = !DILocation(line: 53, column: 18, scope: !429)
!433 = !DILocation(line: 53, column: 29, scope: !434)
!434 = distinct !DILexicalBlock(scope: !429, file: !3, line: 53, column: 13)
!435 = !DILocation(line: 53, column: 31, scope: !434)
!436 = !DILocation(line: 53, column: 13, scope: !429)
!437 = !DILocalVariable(name: "t", scope: !438, file: !3, line: 54, type: !9)
!438 = distinct !DILexicalBlock(scope: !434, file: !3, line: 53, column: 42)
!439 = !DILocation(line: 54, column: 24, scope: !438)
!440 = !DILocation(line: 54, column: 28, scope: !438)
!441 = !DILocation(line: 54, column: 32, scope: !438)
!442 = !DILocation(line: 54, column: 34, scope: !438)
!443 = !DILocation(line: 54, column: 37, scope: !438)
!444 = !DILocation(line: 54, column: 30, scope: !438)
!445 = !DILocation(line: 55, column: 28, scope: !438)
!446 = !DILocation(line: 55, column: 17, scope: !438)
!447 = !DILocation(line: 55, column: 19, scope: !438)
!448 = !DILocation(line: 55, column: 22, scope: !438)
!449 = !DILocation(line: 55, column: 25, scope: !438)
!450 = !DILocation(line: 56, column: 13, scope: !438)
!451 = !DILocation(line: 53, column: 38, scope: !434)
!452 = !DILocation(line: 53, column: 13, scope: !434)
!453 = distinct !{!453, !436, !454, !93}
!454 = !DILocation(line: 56, column: 13, scope: !429)
!455 = !DILocation(line: 57, column: 9, scope: !419)
!456 = !DILocation(line: 51, column: 37, scope: !415)
!457 = !DILocation(line: 51, column: 9, scope: !415)
!458 = distinct !{!458, !417, !459, !93}
!459 = !DILocation(line: 57, column: 9, scope: !409)
!460 = !DILocation(line: 58, column: 5, scope: !333)
!461 = !DILocation(line: 38, column: 29, scope: !329)
!462 = !DILocation(line: 38, column: 5, scope: !329)
!463 = distinct !{!463, !331, !464, !93}
!464 = !DILocation(line: 58, column: 5, scope: !325)
!465 = !DILocalVariable(name: "r", scope: !466, file: !3, line: 59, type: !6)
!466 = distinct !DILexicalBlock(scope: !313, file: !3, line: 59, column: 5)
!467 = !DILocation(line: 59, column: 14, scope: !466)
!468 = !DILocation(line: 59, column: 10, scope: !466)
!469 = !DILocation(line: 59, column: 25, scope: !470)
!470 = distinct !DILexicalBlock(scope: !466, file: !3, line: 59, column: 5)
!471 = !DILocation(line: 59, column: 27, scope: !470)
!472 = !DILocation(line: 59, column: 5, scope: !466)
!473 = !DILocalVariable(name: "s", scope: !474, file: !3, line: 60, type: !9)
!474 = distinct !DILexicalBlock(scope: !470, file: !3, line: 59, column: 38)
!475 = !DILocation(line: 60, column: 16, scope: !474)
!476 = !DILocation(line: 60, column: 20, scope: !474)
!477 = !DILocation(line: 60, column: 22, scope: !474)
!478 = !DILocalVariable(name: "k", scope: !479, file: !3, line: 61, type: !6)
!479 = distinct !DILexicalBlock(scope: !474, file: !3, line: 61, column: 9)
!480 = !DILocation(line: 61, column: 18, scope: !479)
!481 = !DILocation(line: 61, column: 22, scope: !479)
!482 = !DILocation(line: 61, column: 24, scope: !479)
!483 = !DILocation(line: 61, column: 14, scope: !479)
!484 = !DILocation(line: 61, column: 29, scope: !485)
!485 = distinct !DILexicalBlock(scope: !479, file: !3, line: 61, column: 9)
!486 = !DILocation(line: 61, column: 31, scope: !485)
!487 = !DILocation(line: 61, column: 9, scope: !479)
!488 = !DILocalVariable(name: "t", scope: !489, file: !3, line: 62, type: !9)
!489 = distinct !DILexicalBlock(scope: !485, file: !3, line: 61, column: 41)
!490 = !DILocation(line: 62, column: 20, scope: !489)
!491 = !DILocation(line: 62, column: 24, scope: !489)
!492 = !DILocation(line: 62, column: 26, scope: !489)
!493 = !DILocation(line: 62, column: 29, scope: !489)
!494 = !DILocation(line: 62, column: 34, scope: !489)
!495 = !DILocation(line: 62, column: 36, scope: !489)
!496 = !DILocation(line: 62, column: 32, scope: !489)
!497 = !DILocation(line: 63, column: 18, scope: !489)
!498 = !DILocation(line: 63, column: 15, scope: !489)
!499 = !DILocation(line: 64, column: 9, scope: !489)
!500 = !DILocation(line: 61, column: 37, scope: !485)
!501 = !DILocation(line: 61, column: 9, scope: !485)
!502 = distinct !{!502, !487, !503, !93}
!503 = !DILocation(line: 64, column: 9, scope: !479)
!504 = !DILocation(line: 65, column: 16, scope: !474)
!505 = !DILocation(line: 65, column: 20, scope: !474)
!506 = !DILocation(line: 65, column: 22, scope: !474)
!507 = !DILocation(line: 65, column: 25, scope: !474)
!508 = !DILocation(line: 65, column: 18, scope: !474)
!509 = !DILocation(line: 65, column: 9, scope: !474)
!510 = !DILocation(line: 65, column: 11, scope: !474)
!511 = !DILocation(line: 65, column: 14, scope: !474)
!512 = !DILocation(line: 66, column: 5, scope: !474)
!513 = !DILocation(line: 59, column: 34, scope: !470)
!514 = !DILocation(line: 59, column: 5, scope: !470)
!515 = distinct !{!515, !472, !516, !93}
!516 = !DILocation(line: 66, column: 5, scope: !466)
!517 = !DILocation(line: 67, column: 5, scope: !313)
!518 = !DILocation(line: 68, column: 1, scope: !313)
!519 = distinct !DISubprogram(name: "solve_exact", scope: !3, file: !3, line: 70, type: !520, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !32)
!520 = !DISubroutineType(types: !521)
!521 = !{null, !522, !524}
!522 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !523, size: 64)
!523 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 768, elements: !318)
!524 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!525 = !DILocalVariable(name: "a", arg: 1, scope: !519, file: !3, line: 70, type: !522)
!526 = !DILocation(line: 70, column: 37, scope: !519)
!527 = !DILocalVariable(name: "x", arg: 2, scope: !519, file: !3, line: 70, type: !524)
!528 = !DILocation(line: 70, column: 63, scope: !519)
!529 = !DILocalVariable(name: "c", scope: !530, file: !3, line: 71, type: !6)
!530 = distinct !DILexicalBlock(scope: !519, file: !3, line: 71, column: 5)
!531 = !DILocation(line: 71, column: 14, scope: !530)
!532 = !DILocation(line: 71, column: 10, scope: !530)
!533 = !DILocation(line: 71, column: 21, scope: !534)
!534 = distinct !DILexicalBlock(scope: !530, file: !3, line: 71, column: 5)
!535 = !DILocation(line: 71, column: 23, scope: !534)
!536 = !DILocation(line: 71, column: 5, scope: !530)
!537 = !DILocalVariable(name: "piv", scope: !538, file: !3, line: 72, type: !6)
!538 = distinct !DILexicalBlock(scope: !534, file: !3, line: 71, column: 33)
!539 = !DILocation(line: 72, column: 13, scope: !538)
!540 = !DILocation(line: 72, column: 19, scope: !538)
!541 = !DILocation(line: 73, column: 9, scope: !538)
!542 = !DILocation(line: 73, column: 16, scope: !538)
!543 = !DILocation(line: 73, column: 18, scope: !538)
!544 = !DILocation(line: 73, column: 23, scope: !538)
!545 = !DILocation(line: 73, column: 26, scope: !538)
!546 = !DILocation(line: 73, column: 30, scope: !538)
!547 = !DILocation(line: 74, column: 16, scope: !538)
!548 = distinct !{!548, !541, !547, !93}
!549 = !DILocation(line: 75, column: 13, scope: !550)
!550 = distinct !DILexicalBlock(scope: !538, file: !3, line: 75, column: 13)
!551 = !DILocation(line: 75, column: 20, scope: !550)
!552 = !DILocation(line: 75, column: 17, scope: !550)
!553 = !DILocation(line: 75, column: 13, scope: !538)
!554 = !DILocalVariable(name: "k", scope: !555, file: !3, line: 76, type: !6)
!555 = distinct !DILexicalBlock(scope: !550, file: !3, line: 76, column: 13)
!556 = !DILocation(line: 76, column: 22, scope: !555)
!557 = !DILocation(line: 76, column: 18, scope: !555)
!558 = !DILocation(line: 76, column: 29, scope: !559)
!559 = distinct !DILexicalBlock(scope: !555, file: !3, line: 76, column: 13)
!560 = !DILocation(line: 76, column: 31, scope: !559)
!561 = !DILocation(line: 76, column: 13, scope: !555)
!562 = !DILocalVariable(name: "t", scope: !563, file: !3, line: 77, type: !51)
!563 = distinct !DILexicalBlock(scope: !559, file: !3, line: 76, column: 42)
!564 = !DILocation(line: 77, column: 29, scope: !563)
!565 = !DILocation(line: 77, column: 33, scope: !563)
!566 = !DILocation(line: 77, column: 35, scope: !563)
!567 = !DILocation(line: 77, column: 38, scope: !563)
!568 = !DILocation(line: 78, column: 17, scope: !563)
!569 = !DILocation(line: 78, column: 19, scope: !563)
!570 = !DILocation(line: 78, column: 22, scope: !563)
!571 = !DILocation(line: 78, column: 27, scope: !563)
!572 = !DILocation(line: 78, column: 29, scope: !563)
!573 = !DILocation(line: 78, column: 34, scope: !563)
!574 = !DILocation(line: 79, column: 17, scope: !563)
!575 = !DILocation(line: 79, column: 19, scope: !563)
!576 = !DILocation(line: 79, column: 24, scope: !563)
!577 = !DILocation(line: 79, column: 29, scope: !563)
!578 = !DILocation(line: 80, column: 13, scope: !563)
!579 = !DILocation(line: 76, column: 38, scope: !559)
!580 = !DILocation(line: 76, column: 13, scope: !559)
!581 = distinct !{!581, !561, !582, !93}
!582 = !DILocation(line: 80, column: 13, scope: !555)
!583 = !DILocalVariable(name: "r", scope: !584, file: !3, line: 81, type: !6)
!584 = distinct !DILexicalBlock(scope: !538, file: !3, line: 81, column: 9)
!585 = !DILocation(line: 81, column: 18, scope: !584)
!586 = !DILocation(line: 81, column: 22, scope: !584)
!587 = !DILocation(line: 81, column: 24, scope: !584)
!588 = !DILocation(line: 81, column: 14, scope: !584)
!589 = !DILocation(line: 81, column: 29, scope: !590)
!590 = distinct !DILexicalBlock(scope: !584, file: !3, line: 81, column: 9)
!591 = !DILocation(line: 81, column: 31, scope: !590)
!592 = !DILocation(line: 81, column: 9, scope: !584)
!593 = !DILocalVariable(name: "f", scope: !594, file: !3, line: 82, type: !51)
!594 = distinct !DILexicalBlock(scope: !590, file: !3, line: 81, column: 41)
!595 = !DILocation(line: 82, column: 25, scope: !594)
!596 = !DILocation(line: 82, column: 34, scope: !594)
!597 = !DILocation(line: 82, column: 36, scope: !594)
!598 = !DILocation(line: 82, column: 39, scope: !594)
!599 = !DILocation(line: 82, column: 43, scope: !594)
!600 = !DILocation(line: 82, column: 45, scope: !594)
!601 = !DILocation(line: 82, column: 48, scope: !594)
!602 = !DILocation(line: 82, column: 29, scope: !594)
!603 = !DILocalVariable(name: "k", scope: !604, file: !3, line: 83, type: !6)
!604 = distinct !DILexicalBlock(scope: !594, file: !3, line: 83, column: 13)
!605 = !DILocation(line: 83, column: 22, scope: !604)
!606 = !DILocation(line: 83, column: 26, scope: !604)
!607 = !DILocation(line: 83, column: 18, scope: !604)
!608 = !DILocation(line: 83, column: 29, scope: !609)
!609 = distinct !DILexicalBlock(scope: !604, file: !3, line: 83, column: 13)
!610 = !DILocation(line: 83, column: 31, scope: !609)
!611 = !DILocation(line: 83, column: 13, scope: !604)
!612 = !DILocation(line: 84, column: 17, scope: !609)
!613 = !DILocation(line: 84, column: 19, scope: !609)
!614 = !DILocation(line: 84, column: 22, scope: !609)
!615 = !DILocation(line: 84, column: 32, scope: !609)
!616 = !DILocation(line: 84, column: 34, scope: !609)
!617 = !DILocation(line: 84, column: 37, scope: !609)
!618 = !DILocation(line: 84, column: 49, scope: !609)
!619 = !DILocation(line: 84, column: 51, scope: !609)
!620 = !DILocation(line: 84, column: 54, scope: !609)
!621 = !DILocation(line: 84, column: 41, scope: !609)
!622 = !DILocation(line: 84, column: 27, scope: !609)
!623 = !DILocation(line: 83, column: 38, scope: !609)
!624 = !DILocation(line: 83, column: 13, scope: !609)
!625 = distinct !{!625, !611, !626, !93}
!626 = !DILocation(line: 84, column: 57, scope: !604)
!627 = !DILocation(line: 85, column: 9, scope: !594)
!628 = !DILocation(line: 81, column: 37, scope: !590)
!629 = !DILocation(line: 81, column: 9, scope: !590)
!630 = distinct !{!630, !592, !631, !93}
!631 = !DILocation(line: 85, column: 9, scope: !584)
!632 = !DILocation(line: 86, column: 5, scope: !538)
!633 = !DILocation(line: 71, column: 29, scope: !534)
!634 = !DILocation(line: 71, column: 5, scope: !534)
!635 = distinct !{!635, !536, !636, !93}
!636 = !DILocation(line: 86, column: 5, scope: !530)
!637 = !DILocalVariable(name: "r", scope: !638, file: !3, line: 87, type: !6)
!638 = distinct !DILexicalBlock(scope: !519, file: !3, line: 87, column: 5)
!639 = !DILocation(line: 87, column: 14, scope: !638)
!640 = !DILocation(line: 87, column: 10, scope: !638)
!641 = !DILocation(line: 87, column: 25, scope: !642)
!642 = distinct !DILexicalBlock(scope: !638, file: !3, line: 87, column: 5)
!643 = !DILocation(line: 87, column: 27, scope: !642)
!644 = !DILocation(line: 87, column: 5, scope: !638)
!645 = !DILocalVariable(name: "s", scope: !646, file: !3, line: 88, type: !51)
!646 = distinct !DILexicalBlock(scope: !642, file: !3, line: 87, column: 38)
!647 = !DILocation(line: 88, column: 21, scope: !646)
!648 = !DILocation(line: 88, column: 25, scope: !646)
!649 = !DILocation(line: 88, column: 27, scope: !646)
!650 = !DILocalVariable(name: "k", scope: !651, file: !3, line: 89, type: !6)
!651 = distinct !DILexicalBlock(scope: !646, file: !3, line: 89, column: 9)
!652 = !DILocation(line: 89, column: 18, scope: !651)
!653 = !DILocation(line: 89, column: 22, scope: !651)
!654 = !DILocation(line: 89, column: 24, scope: !651)
!655 = !DILocation(line: 89, column: 14, scope: !651)
!656 = !DILocation(line: 89, column: 29, scope: !657)
!657 = distinct !DILexicalBlock(scope: !651, file: !3, line: 89, column: 9)
!658 = !DILocation(line: 89, column: 31, scope: !657)
!659 = !DILocation(line: 89, column: 9, scope: !651)
!660 = !DILocation(line: 90, column: 30, scope: !657)
!661 = !DILocation(line: 90, column: 32, scope: !657)
!662 = !DILocation(line: 90, column: 35, scope: !657)
!663 = !DILocation(line: 90, column: 39, scope: !657)
!664 = !DILocation(line: 90, column: 41, scope: !657)
!665 = !DILocation(line: 90, column: 25, scope: !657)
!666 = !DILocation(line: 90, column: 17, scope: !657)
!667 = !DILocation(line: 90, column: 13, scope: !657)
!668 = !DILocation(line: 89, column: 37, scope: !657)
!669 = !DILocation(line: 89, column: 9, scope: !657)
!670 = distinct !{!670, !659, !671, !93}
!671 = !DILocation(line: 90, column: 44, scope: !651)
!672 = !DILocation(line: 91, column: 9, scope: !646)
!673 = !DILocation(line: 91, column: 11, scope: !646)
!674 = !DILocation(line: 91, column: 24, scope: !646)
!675 = !DILocation(line: 91, column: 26, scope: !646)
!676 = !DILocation(line: 91, column: 29, scope: !646)
!677 = !DILocation(line: 91, column: 16, scope: !646)
!678 = !DILocation(line: 92, column: 5, scope: !646)
!679 = !DILocation(line: 87, column: 34, scope: !642)
!680 = !DILocation(line: 87, column: 5, scope: !642)
!681 = distinct !{!681, !644, !682, !93}
!682 = !DILocation(line: 92, column: 5, scope: !638)
!683 = !DILocation(line: 93, column: 1, scope: !519)
!684 = distinct !DISubprogram(name: "gcdl", scope: !3, file: !3, line: 11, type: !685, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !32)
!685 = !DISubroutineType(types: !686)
!686 = !{!54, !54, !54}
!687 = !DILocalVariable(name: "a", arg: 1, scope: !684, file: !3, line: 11, type: !54)
!688 = !DILocation(line: 11, column: 23, scope: !684)
!689 = !DILocalVariable(name: "b", arg: 2, scope: !684, file: !3, line: 11, type: !54)
!690 = !DILocation(line: 11, column: 31, scope: !684)
!691 = !DILocation(line: 12, column: 9, scope: !692)
!692 = distinct !DILexicalBlock(scope: !684, file: !3, line: 12, column: 9)
!693 = !DILocation(line: 12, column: 11, scope: !692)
!694 = !DILocation(line: 12, column: 9, scope: !684)
!695 = !DILocation(line: 12, column: 21, scope: !692)
!696 = !DILocation(line: 12, column: 20, scope: !692)
!697 = !DILocation(line: 12, column: 18, scope: !692)
!698 = !DILocation(line: 12, column: 16, scope: !692)
!699 = !DILocation(line: 13, column: 9, scope: !700)
!700 = distinct !DILexicalBlock(scope: !684, file: !3, line: 13, column: 9)
!701 = !DILocation(line: 13, column: 11, scope: !700)
!702 = !DILocation(line: 13, column: 9, scope: !684)
!703 = !DILocation(line: 13, column: 21, scope: !700)
!704 = !DILocation(line: 13, column: 20, scope: !700)
!705 = !DILocation(line: 13, column: 18, scope: !700)
!706 = !DILocation(line: 13, column: 16, scope: !700)
!707 = !DILocation(line: 14, column: 5, scope: !684)
!708 = !DILocation(line: 14, column: 12, scope: !684)
!709 = !DILocalVariable(name: "t", scope: !710, file: !3, line: 15, type: !54)
!710 = distinct !DILexicalBlock(scope: !684, file: !3, line: 14, column: 15)
!711 = !DILocation(line: 15, column: 14, scope: !710)
!712 = !DILocation(line: 15, column: 18, scope: !710)
!713 = !DILocation(line: 15, column: 22, scope: !710)
!714 = !DILocation(line: 15, column: 20, scope: !710)
!715 = !DILocation(line: 16, column: 13, scope: !710)
!716 = !DILocation(line: 16, column: 11, scope: !710)
!717 = !DILocation(line: 17, column: 13, scope: !710)
!718 = !DILocation(line: 17, column: 11, scope: !710)
!719 = distinct !{!719, !707, !720, !93}
!720 = !DILocation(line: 18, column: 5, scope: !684)
!721 = !DILocation(line: 19, column: 12, scope: !684)
!722 = !DILocation(line: 19, column: 5, scope: !684)
!723 = distinct !DISubprogram(name: "dabs", scope: !3, file: !3, line: 35, type: !724, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !32)
!724 = !DISubroutineType(types: !725)
!725 = !{!9, !9}
!726 = !DILocalVariable(name: "x", arg: 1, scope: !723, file: !3, line: 35, type: !9)
!727 = !DILocation(line: 35, column: 27, scope: !723)
!728 = !DILocation(line: 35, column: 39, scope: !723)
!729 = !DILocation(line: 35, column: 41, scope: !723)
!730 = !DILocation(line: 35, column: 48, scope: !723)
!731 = !DILocation(line: 35, column: 47, scope: !723)
!732 = !DILocation(line: 35, column: 52, scope: !723)
!733 = !DILocation(line: 35, column: 32, scope: !723)
!734 = distinct !DISubprogram(name: "fdiv", scope: !3, file: !3, line: 33, type: !735, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !32)
!735 = !DISubroutineType(types: !736)
!736 = !{!51, !51, !51}
!737 = !DILocalVariable(name: "a", arg: 1, scope: !734, file: !3, line: 33, type: !51)
!738 = !DILocation(line: 33, column: 37, scope: !734)
!739 = !DILocalVariable(name: "b", arg: 2, scope: !734, file: !3, line: 33, type: !51)
!740 = !DILocation(line: 33, column: 52, scope: !734)
!741 = !DILocation(line: 33, column: 69, scope: !734)
!742 = !DILocation(line: 33, column: 77, scope: !734)
!743 = !DILocation(line: 33, column: 73, scope: !734)
!744 = !DILocation(line: 33, column: 84, scope: !734)
!745 = !DILocation(line: 33, column: 92, scope: !734)
!746 = !DILocation(line: 33, column: 88, scope: !734)
!747 = !DILocation(line: 33, column: 64, scope: !734)
!748 = !DILocation(line: 33, column: 57, scope: !734)
!749 = distinct !DISubprogram(name: "fsub", scope: !3, file: !3, line: 31, type: !735, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !32)
!750 = !DILocalVariable(name: "a", arg: 1, scope: !749, file: !3, line: 31, type: !51)
!751 = !DILocation(line: 31, column: 37, scope: !749)
!752 = !DILocalVariable(name: "b", arg: 2, scope: !749, file: !3, line: 31, type: !51)
!753 = !DILocation(line: 31, column: 52, scope: !749)
!754 = !DILocation(line: 31, column: 69, scope: !749)
!755 = !DILocation(line: 31, column: 77, scope: !749)
!756 = !DILocation(line: 31, column: 73, scope: !749)
!757 = !DILocation(line: 31, column: 85, scope: !749)
!758 = !DILocation(line: 31, column: 93, scope: !749)
!759 = !DILocation(line: 31, column: 89, scope: !749)
!760 = !DILocation(line: 31, column: 81, scope: !749)
!761 = !DILocation(line: 31, column: 100, scope: !749)
!762 = !DILocation(line: 31, column: 108, scope: !749)
!763 = !DILocation(line: 31, column: 104, scope: !749)
!764 = !DILocation(line: 31, column: 64, scope: !749)
!765 = !DILocation(line: 31, column: 57, scope: !749)
!766 = distinct !DISubprogram(name: "fmul", scope: !3, file: !3, line: 32, type: !735, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !32)
!767 = !DILocalVariable(name: "a", arg: 1, scope: !766, file: !3, line: 32, type: !51)
!768 = !DILocation(line: 32, column: 37, scope: !766)
!769 = !DILocalVariable(name: "b", arg: 2, scope: !766, file: !3, line: 32, type: !51)
!770 = !DILocation(line: 32, column: 52, scope: !766)
!771 = !DILocation(line: 32, column: 69, scope: !766)
!772 = !DILocation(line: 32, column: 77, scope: !766)
!773 = !DILocation(line: 32, column: 73, scope: !766)
!774 = !DILocation(line: 32, column: 84, scope: !766)
!775 = !DILocation(line: 32, column: 92, scope: !766)
!776 = !DILocation(line: 32, column: 88, scope: !766)
!777 = !DILocation(line: 32, column: 64, scope: !766)
!778 = !DILocation(line: 32, column: 57, scope: !766)
