; ModuleID = 'float_conv.c'
source_filename = "float_conv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.ints = private unnamed_addr constant [13 x i64] [i64 0, i64 1, i64 -1, i64 16777216, i64 16777217, i64 16777219, i64 -16777217, i64 9007199254740992, i64 9007199254740993, i64 -9007199254740995, i64 4611686018427387903, i64 9223372036854775807, i64 -9223372036854775808], align 16
@.str = private unnamed_addr constant [39 x i8] c"i64 %lld -> double %.1f -> float %.1f\0A\00", align 1, !dbg !0
@__const.main.uints = private unnamed_addr constant [8 x i64] [i64 0, i64 1, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854774783, i64 -2048, i64 -1, i64 -6101065172474983726], align 16
@.str.1 = private unnamed_addr constant [39 x i8] c"u64 %llu -> double %.1f -> float %.1f\0A\00", align 1, !dbg !7
@__const.main.i32s = private unnamed_addr constant [8 x i32] [i32 0, i32 7, i32 -7, i32 2147483647, i32 -2147483648, i32 33554431, i32 -33554433, i32 123456789], align 16
@.str.2 = private unnamed_addr constant [22 x i8] c"i32 %d -> float %.1f\0A\00", align 1, !dbg !9
@__const.main.ds = private unnamed_addr constant [13 x double] [double 0.000000e+00, double 9.000000e-01, double -9.000000e-01, double 1.500000e+00, double -1.500000e+00, double 2.500000e+00, double -2.500000e+00, double 1.000000e+09, double -1.000000e+09, double 0x41DFFFFFFFF9999A, double 0xC1E00000001CCCCD, double 0x40FE240C9FBE76C9, double -0.000000e+00], align 16
@.str.3 = private unnamed_addr constant [30 x i8] c"double %f -> i64 %lld i32 %d\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [25 x i8] c"double %.1f -> u64 %llu\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [23 x i8] c"double %.2f -> u32 %u\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [22 x i8] c"double %.3f -> u8 %d\0A\00", align 1, !dbg !29
@__const.main.fs = private unnamed_addr constant [6 x float] [float 0.000000e+00, float -1.750000e+00, float 0x40DFFFF9A0000000, float -3.276850e+04, float 1.000250e+03, float 0xC0C81CD6C0000000], align 16
@.str.7 = private unnamed_addr constant [27 x i8] c"float %f -> i16 %d i32 %d\0A\00", align 1, !dbg !31
@__const.main.dd = private unnamed_addr constant [8 x double] [double 1.000000e-01, double 0x3FD5555555555555, double 0x47EFFFFFE0000000, double 0x37A16C262777579C, double 1.000000e-46, double 0x4170000010000000, double 0x3FD3333333333334, double 0xC005BF0A8B145769], align 16
@.str.8 = private unnamed_addr constant [44 x i8] c"double %.17g -> float %.9g -> double %.17g\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [32 x i8] c"sum squares %.1f %lld equal=%d\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [12 x i8] c"%d -> %.1f\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [10 x i8] c"%f %f %f\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [8 x i8] c"chk=%u\0A\00", align 1, !dbg !56

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !93 {
  %1 = alloca i32, align 4
  %2 = alloca [13 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca [8 x i64], align 16
  %5 = alloca i32, align 4
  %6 = alloca [8 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca [13 x double], align 16
  %9 = alloca i32, align 4
  %10 = alloca [7 x double], align 16
  %11 = alloca i32, align 4
  %12 = alloca [6 x double], align 16
  %13 = alloca i32, align 4
  %14 = alloca [6 x double], align 16
  %15 = alloca i32, align 4
  %16 = alloca [6 x float], align 16
  %17 = alloca i32, align 4
  %18 = alloca [8 x double], align 16
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i8, align 1
  %28 = alloca i16, align 2
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca double, align 8
  %32 = alloca float, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !97, !DIExpression(), !101)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.ints, i64 104, i1 false), !dbg !101
    #dbg_declare(ptr %3, !102, !DIExpression(), !104)
  store i32 0, ptr %3, align 4, !dbg !104
  br label %33, !dbg !105

33:                                               ; preds = %54, %0
  %34 = load i32, ptr %3, align 4, !dbg !106
  %35 = zext i32 %34 to i64, !dbg !106
  %36 = icmp ult i64 %35, 13, !dbg !108
  br i1 %36, label %37, label %57, !dbg !109

37:                                               ; preds = %33
  %38 = load i32, ptr %3, align 4, !dbg !110
  %39 = zext i32 %38 to i64, !dbg !111
  %40 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %39, !dbg !111
  %41 = load i64, ptr %40, align 8, !dbg !111
  %42 = load i32, ptr %3, align 4, !dbg !112
  %43 = zext i32 %42 to i64, !dbg !113
  %44 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %43, !dbg !113
  %45 = load i64, ptr %44, align 8, !dbg !113
  %46 = call double @i64_to_d(i64 noundef %45), !dbg !114
  %47 = load i32, ptr %3, align 4, !dbg !115
  %48 = zext i32 %47 to i64, !dbg !116
  %49 = getelementptr inbounds [13 x i64], ptr %2, i64 0, i64 %48, !dbg !116
  %50 = load i64, ptr %49, align 8, !dbg !116
  %51 = sitofp i64 %50 to float, !dbg !117
  %52 = fpext float %51 to double, !dbg !118
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %41, double noundef %46, double noundef %52), !dbg !119
  br label %54, !dbg !119

54:                                               ; preds = %37
  %55 = load i32, ptr %3, align 4, !dbg !120
  %56 = add i32 %55, 1, !dbg !120
  store i32 %56, ptr %3, align 4, !dbg !120
  br label %33, !dbg !121, !llvm.loop !122

57:                                               ; preds = %33
    #dbg_declare(ptr %4, !125, !DIExpression(), !127)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.uints, i64 64, i1 false), !dbg !127
    #dbg_declare(ptr %5, !128, !DIExpression(), !130)
  store i32 0, ptr %5, align 4, !dbg !130
  br label %58, !dbg !131

58:                                               ; preds = %79, %57
  %59 = load i32, ptr %5, align 4, !dbg !132
  %60 = zext i32 %59 to i64, !dbg !132
  %61 = icmp ult i64 %60, 8, !dbg !134
  br i1 %61, label %62, label %82, !dbg !135

62:                                               ; preds = %58
  %63 = load i32, ptr %5, align 4, !dbg !136
  %64 = zext i32 %63 to i64, !dbg !137
  %65 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 %64, !dbg !137
  %66 = load i64, ptr %65, align 8, !dbg !137
  %67 = load i32, ptr %5, align 4, !dbg !138
  %68 = zext i32 %67 to i64, !dbg !139
  %69 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 %68, !dbg !139
  %70 = load i64, ptr %69, align 8, !dbg !139
  %71 = call double @u64_to_d(i64 noundef %70), !dbg !140
  %72 = load i32, ptr %5, align 4, !dbg !141
  %73 = zext i32 %72 to i64, !dbg !142
  %74 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 %73, !dbg !142
  %75 = load i64, ptr %74, align 8, !dbg !142
  %76 = call float @u64_to_f(i64 noundef %75), !dbg !143
  %77 = fpext float %76 to double, !dbg !144
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %66, double noundef %71, double noundef %77), !dbg !145
  br label %79, !dbg !145

79:                                               ; preds = %62
  %80 = load i32, ptr %5, align 4, !dbg !146
  %81 = add i32 %80, 1, !dbg !146
  store i32 %81, ptr %5, align 4, !dbg !146
  br label %58, !dbg !147, !llvm.loop !148

82:                                               ; preds = %58
    #dbg_declare(ptr %6, !150, !DIExpression(), !152)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.i32s, i64 32, i1 false), !dbg !152
    #dbg_declare(ptr %7, !153, !DIExpression(), !155)
  store i32 0, ptr %7, align 4, !dbg !155
  br label %83, !dbg !156

83:                                               ; preds = %99, %82
  %84 = load i32, ptr %7, align 4, !dbg !157
  %85 = zext i32 %84 to i64, !dbg !157
  %86 = icmp ult i64 %85, 8, !dbg !159
  br i1 %86, label %87, label %102, !dbg !160

87:                                               ; preds = %83
  %88 = load i32, ptr %7, align 4, !dbg !161
  %89 = zext i32 %88 to i64, !dbg !162
  %90 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %89, !dbg !162
  %91 = load i32, ptr %90, align 4, !dbg !162
  %92 = load i32, ptr %7, align 4, !dbg !163
  %93 = zext i32 %92 to i64, !dbg !164
  %94 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %93, !dbg !164
  %95 = load i32, ptr %94, align 4, !dbg !164
  %96 = call float @i32_to_f(i32 noundef %95), !dbg !165
  %97 = fpext float %96 to double, !dbg !166
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %91, double noundef %97), !dbg !167
  br label %99, !dbg !167

99:                                               ; preds = %87
  %100 = load i32, ptr %7, align 4, !dbg !168
  %101 = add i32 %100, 1, !dbg !168
  store i32 %101, ptr %7, align 4, !dbg !168
  br label %83, !dbg !169, !llvm.loop !170

102:                                              ; preds = %83
    #dbg_declare(ptr %8, !172, !DIExpression(), !174)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.ds, i64 104, i1 false), !dbg !174
    #dbg_declare(ptr %9, !175, !DIExpression(), !177)
  store i32 0, ptr %9, align 4, !dbg !177
  br label %103, !dbg !178

103:                                              ; preds = %123, %102
  %104 = load i32, ptr %9, align 4, !dbg !179
  %105 = zext i32 %104 to i64, !dbg !179
  %106 = icmp ult i64 %105, 13, !dbg !181
  br i1 %106, label %107, label %126, !dbg !182

107:                                              ; preds = %103
  %108 = load i32, ptr %9, align 4, !dbg !183
  %109 = zext i32 %108 to i64, !dbg !184
  %110 = getelementptr inbounds [13 x double], ptr %8, i64 0, i64 %109, !dbg !184
  %111 = load double, ptr %110, align 8, !dbg !184
  %112 = load i32, ptr %9, align 4, !dbg !185
  %113 = zext i32 %112 to i64, !dbg !186
  %114 = getelementptr inbounds [13 x double], ptr %8, i64 0, i64 %113, !dbg !186
  %115 = load double, ptr %114, align 8, !dbg !186
  %116 = call i64 @d_to_i64(double noundef %115), !dbg !187
  %117 = load i32, ptr %9, align 4, !dbg !188
  %118 = zext i32 %117 to i64, !dbg !189
  %119 = getelementptr inbounds [13 x double], ptr %8, i64 0, i64 %118, !dbg !189
  %120 = load double, ptr %119, align 8, !dbg !189
  %121 = fptosi double %120 to i32, !dbg !190
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %111, i64 noundef %116, i32 noundef %121), !dbg !191
  br label %123, !dbg !191

123:                                              ; preds = %107
  %124 = load i32, ptr %9, align 4, !dbg !192
  %125 = add i32 %124, 1, !dbg !192
  store i32 %125, ptr %9, align 4, !dbg !192
  br label %103, !dbg !193, !llvm.loop !194

126:                                              ; preds = %103
    #dbg_declare(ptr %10, !196, !DIExpression(), !200)
  call void @llvm.memset.p0.i64(ptr align 16 %10, i8 0, i64 56, i1 false), !dbg !200
  %127 = getelementptr inbounds [7 x double], ptr %10, i32 0, i32 1, !dbg !200
  store double 1.900000e+00, ptr %127, align 8, !dbg !200
  %128 = getelementptr inbounds [7 x double], ptr %10, i32 0, i32 2, !dbg !200
  store double 0x41EFFFFFFFFCCCCD, ptr %128, align 16, !dbg !200
  %129 = getelementptr inbounds [7 x double], ptr %10, i32 0, i32 3, !dbg !200
  store double 0x43E0000000000000, ptr %129, align 8, !dbg !200
  %130 = getelementptr inbounds [7 x double], ptr %10, i32 0, i32 4, !dbg !200
  store double 0x43E0000000000001, ptr %130, align 16, !dbg !200
  %131 = getelementptr inbounds [7 x double], ptr %10, i32 0, i32 5, !dbg !200
  store double 0x43EFFFFFFFFFFFFF, ptr %131, align 8, !dbg !200
  %132 = getelementptr inbounds [7 x double], ptr %10, i32 0, i32 6, !dbg !200
  store double 1.000000e+19, ptr %132, align 16, !dbg !200
    #dbg_declare(ptr %11, !201, !DIExpression(), !203)
  store i32 0, ptr %11, align 4, !dbg !203
  br label %133, !dbg !204

133:                                              ; preds = %148, %126
  %134 = load i32, ptr %11, align 4, !dbg !205
  %135 = zext i32 %134 to i64, !dbg !205
  %136 = icmp ult i64 %135, 7, !dbg !207
  br i1 %136, label %137, label %151, !dbg !208

137:                                              ; preds = %133
  %138 = load i32, ptr %11, align 4, !dbg !209
  %139 = zext i32 %138 to i64, !dbg !210
  %140 = getelementptr inbounds [7 x double], ptr %10, i64 0, i64 %139, !dbg !210
  %141 = load double, ptr %140, align 8, !dbg !210
  %142 = load i32, ptr %11, align 4, !dbg !211
  %143 = zext i32 %142 to i64, !dbg !212
  %144 = getelementptr inbounds [7 x double], ptr %10, i64 0, i64 %143, !dbg !212
  %145 = load double, ptr %144, align 8, !dbg !212
  %146 = call i64 @d_to_u64(double noundef %145), !dbg !213
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %141, i64 noundef %146), !dbg !214
  br label %148, !dbg !214

148:                                              ; preds = %137
  %149 = load i32, ptr %11, align 4, !dbg !215
  %150 = add i32 %149, 1, !dbg !215
  store i32 %150, ptr %11, align 4, !dbg !215
  br label %133, !dbg !216, !llvm.loop !217

151:                                              ; preds = %133
    #dbg_declare(ptr %12, !219, !DIExpression(), !223)
  call void @llvm.memset.p0.i64(ptr align 16 %12, i8 0, i64 48, i1 false), !dbg !223
  %152 = getelementptr inbounds [6 x double], ptr %12, i32 0, i32 0, !dbg !223
  store double 5.000000e-01, ptr %152, align 16, !dbg !223
  %153 = getelementptr inbounds [6 x double], ptr %12, i32 0, i32 1, !dbg !223
  store double 2.559900e+02, ptr %153, align 8, !dbg !223
  %154 = getelementptr inbounds [6 x double], ptr %12, i32 0, i32 2, !dbg !223
  store double 6.553550e+04, ptr %154, align 16, !dbg !223
  %155 = getelementptr inbounds [6 x double], ptr %12, i32 0, i32 3, !dbg !223
  store double 0x41E0000000000000, ptr %155, align 8, !dbg !223
  %156 = getelementptr inbounds [6 x double], ptr %12, i32 0, i32 4, !dbg !223
  store double 0x41E65A0BC0166666, ptr %156, align 16, !dbg !223
  %157 = getelementptr inbounds [6 x double], ptr %12, i32 0, i32 5, !dbg !223
  store double 0x41EFFFFFFFE00000, ptr %157, align 8, !dbg !223
    #dbg_declare(ptr %13, !224, !DIExpression(), !226)
  store i32 0, ptr %13, align 4, !dbg !226
  br label %158, !dbg !227

158:                                              ; preds = %173, %151
  %159 = load i32, ptr %13, align 4, !dbg !228
  %160 = zext i32 %159 to i64, !dbg !228
  %161 = icmp ult i64 %160, 6, !dbg !230
  br i1 %161, label %162, label %176, !dbg !231

162:                                              ; preds = %158
  %163 = load i32, ptr %13, align 4, !dbg !232
  %164 = zext i32 %163 to i64, !dbg !233
  %165 = getelementptr inbounds [6 x double], ptr %12, i64 0, i64 %164, !dbg !233
  %166 = load double, ptr %165, align 8, !dbg !233
  %167 = load i32, ptr %13, align 4, !dbg !234
  %168 = zext i32 %167 to i64, !dbg !235
  %169 = getelementptr inbounds [6 x double], ptr %12, i64 0, i64 %168, !dbg !235
  %170 = load double, ptr %169, align 8, !dbg !235
  %171 = call i32 @d_to_u32(double noundef %170), !dbg !236
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %166, i32 noundef %171), !dbg !237
  br label %173, !dbg !237

173:                                              ; preds = %162
  %174 = load i32, ptr %13, align 4, !dbg !238
  %175 = add i32 %174, 1, !dbg !238
  store i32 %175, ptr %13, align 4, !dbg !238
  br label %158, !dbg !239, !llvm.loop !240

176:                                              ; preds = %158
    #dbg_declare(ptr %14, !242, !DIExpression(), !243)
  call void @llvm.memset.p0.i64(ptr align 16 %14, i8 0, i64 48, i1 false), !dbg !243
  %177 = getelementptr inbounds [6 x double], ptr %14, i32 0, i32 1, !dbg !243
  store double 1.990000e+00, ptr %177, align 8, !dbg !243
  %178 = getelementptr inbounds [6 x double], ptr %14, i32 0, i32 2, !dbg !243
  store double 1.275000e+02, ptr %178, align 16, !dbg !243
  %179 = getelementptr inbounds [6 x double], ptr %14, i32 0, i32 3, !dbg !243
  store double 1.280000e+02, ptr %179, align 8, !dbg !243
  %180 = getelementptr inbounds [6 x double], ptr %14, i32 0, i32 4, !dbg !243
  store double 2.007000e+02, ptr %180, align 16, !dbg !243
  %181 = getelementptr inbounds [6 x double], ptr %14, i32 0, i32 5, !dbg !243
  store double 2.559990e+02, ptr %181, align 8, !dbg !243
    #dbg_declare(ptr %15, !244, !DIExpression(), !246)
  store i32 0, ptr %15, align 4, !dbg !246
  br label %182, !dbg !247

182:                                              ; preds = %198, %176
  %183 = load i32, ptr %15, align 4, !dbg !248
  %184 = zext i32 %183 to i64, !dbg !248
  %185 = icmp ult i64 %184, 6, !dbg !250
  br i1 %185, label %186, label %201, !dbg !251

186:                                              ; preds = %182
  %187 = load i32, ptr %15, align 4, !dbg !252
  %188 = zext i32 %187 to i64, !dbg !253
  %189 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 %188, !dbg !253
  %190 = load double, ptr %189, align 8, !dbg !253
  %191 = load i32, ptr %15, align 4, !dbg !254
  %192 = zext i32 %191 to i64, !dbg !255
  %193 = getelementptr inbounds [6 x double], ptr %14, i64 0, i64 %192, !dbg !255
  %194 = load double, ptr %193, align 8, !dbg !255
  %195 = call zeroext i8 @d_to_u8(double noundef %194), !dbg !256
  %196 = zext i8 %195 to i32, !dbg !256
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %190, i32 noundef %196), !dbg !257
  br label %198, !dbg !257

198:                                              ; preds = %186
  %199 = load i32, ptr %15, align 4, !dbg !258
  %200 = add i32 %199, 1, !dbg !258
  store i32 %200, ptr %15, align 4, !dbg !258
  br label %182, !dbg !259, !llvm.loop !260

201:                                              ; preds = %182
    #dbg_declare(ptr %16, !262, !DIExpression(), !264)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.main.fs, i64 24, i1 false), !dbg !264
    #dbg_declare(ptr %17, !265, !DIExpression(), !267)
  store i32 0, ptr %17, align 4, !dbg !267
  br label %202, !dbg !268

202:                                              ; preds = %224, %201
  %203 = load i32, ptr %17, align 4, !dbg !269
  %204 = zext i32 %203 to i64, !dbg !269
  %205 = icmp ult i64 %204, 6, !dbg !271
  br i1 %205, label %206, label %227, !dbg !272

206:                                              ; preds = %202
  %207 = load i32, ptr %17, align 4, !dbg !273
  %208 = zext i32 %207 to i64, !dbg !274
  %209 = getelementptr inbounds [6 x float], ptr %16, i64 0, i64 %208, !dbg !274
  %210 = load float, ptr %209, align 4, !dbg !274
  %211 = fpext float %210 to double, !dbg !274
  %212 = load i32, ptr %17, align 4, !dbg !275
  %213 = zext i32 %212 to i64, !dbg !276
  %214 = getelementptr inbounds [6 x float], ptr %16, i64 0, i64 %213, !dbg !276
  %215 = load float, ptr %214, align 4, !dbg !276
  %216 = call signext i16 @f_to_i16(float noundef %215), !dbg !277
  %217 = sext i16 %216 to i32, !dbg !277
  %218 = load i32, ptr %17, align 4, !dbg !278
  %219 = zext i32 %218 to i64, !dbg !279
  %220 = getelementptr inbounds [6 x float], ptr %16, i64 0, i64 %219, !dbg !279
  %221 = load float, ptr %220, align 4, !dbg !279
  %222 = call i32 @f_to_i32(float noundef %221), !dbg !280
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %211, i32 noundef %217, i32 noundef %222), !dbg !281
  br label %224, !dbg !281

224:                                              ; preds = %206
  %225 = load i32, ptr %17, align 4, !dbg !282
  %226 = add i32 %225, 1, !dbg !282
  store i32 %226, ptr %17, align 4, !dbg !282
  br label %202, !dbg !283, !llvm.loop !284

227:                                              ; preds = %202
    #dbg_declare(ptr %18, !286, !DIExpression(), !288)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %18, ptr align 16 @__const.main.dd, i64 64, i1 false), !dbg !288
    #dbg_declare(ptr %19, !289, !DIExpression(), !291)
  store i32 0, ptr %19, align 4, !dbg !291
  br label %228, !dbg !292

228:                                              ; preds = %248, %227
  %229 = load i32, ptr %19, align 4, !dbg !293
  %230 = zext i32 %229 to i64, !dbg !293
  %231 = icmp ult i64 %230, 8, !dbg !295
  br i1 %231, label %232, label %251, !dbg !296

232:                                              ; preds = %228
    #dbg_declare(ptr %20, !297, !DIExpression(), !299)
  %233 = load i32, ptr %19, align 4, !dbg !300
  %234 = zext i32 %233 to i64, !dbg !301
  %235 = getelementptr inbounds [8 x double], ptr %18, i64 0, i64 %234, !dbg !301
  %236 = load double, ptr %235, align 8, !dbg !301
  %237 = fptrunc double %236 to float, !dbg !302
  store float %237, ptr %20, align 4, !dbg !299
    #dbg_declare(ptr %21, !303, !DIExpression(), !304)
  %238 = load float, ptr %20, align 4, !dbg !305
  %239 = fpext float %238 to double, !dbg !305
  store double %239, ptr %21, align 8, !dbg !304
  %240 = load i32, ptr %19, align 4, !dbg !306
  %241 = zext i32 %240 to i64, !dbg !307
  %242 = getelementptr inbounds [8 x double], ptr %18, i64 0, i64 %241, !dbg !307
  %243 = load double, ptr %242, align 8, !dbg !307
  %244 = load float, ptr %20, align 4, !dbg !308
  %245 = fpext float %244 to double, !dbg !309
  %246 = load double, ptr %21, align 8, !dbg !310
  %247 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %243, double noundef %245, double noundef %246), !dbg !311
  br label %248, !dbg !312

248:                                              ; preds = %232
  %249 = load i32, ptr %19, align 4, !dbg !313
  %250 = add i32 %249, 1, !dbg !313
  store i32 %250, ptr %19, align 4, !dbg !313
  br label %228, !dbg !314, !llvm.loop !315

251:                                              ; preds = %228
    #dbg_declare(ptr %22, !317, !DIExpression(), !318)
  store double 0.000000e+00, ptr %22, align 8, !dbg !318
    #dbg_declare(ptr %23, !319, !DIExpression(), !320)
  store i64 0, ptr %23, align 8, !dbg !320
    #dbg_declare(ptr %24, !321, !DIExpression(), !323)
  store i32 1, ptr %24, align 4, !dbg !323
  br label %252, !dbg !324

252:                                              ; preds = %269, %251
  %253 = load i32, ptr %24, align 4, !dbg !325
  %254 = icmp sle i32 %253, 2000, !dbg !327
  br i1 %254, label %255, label %272, !dbg !328

255:                                              ; preds = %252
  %256 = load i32, ptr %24, align 4, !dbg !329
  %257 = sitofp i32 %256 to double, !dbg !331
  %258 = load i32, ptr %24, align 4, !dbg !332
  %259 = sitofp i32 %258 to double, !dbg !332
  %260 = load double, ptr %22, align 8, !dbg !333
  %261 = call double @llvm.fmuladd.f64(double %257, double %259, double %260), !dbg !333
  store double %261, ptr %22, align 8, !dbg !333
  %262 = load i32, ptr %24, align 4, !dbg !334
  %263 = sext i32 %262 to i64, !dbg !335
  %264 = load i32, ptr %24, align 4, !dbg !336
  %265 = sext i32 %264 to i64, !dbg !336
  %266 = mul nsw i64 %263, %265, !dbg !337
  %267 = load i64, ptr %23, align 8, !dbg !338
  %268 = add nsw i64 %267, %266, !dbg !338
  store i64 %268, ptr %23, align 8, !dbg !338
  br label %269, !dbg !339

269:                                              ; preds = %255
  %270 = load i32, ptr %24, align 4, !dbg !340
  %271 = add nsw i32 %270, 1, !dbg !340
  store i32 %271, ptr %24, align 4, !dbg !340
  br label %252, !dbg !341, !llvm.loop !342

272:                                              ; preds = %252
  %273 = load double, ptr %22, align 8, !dbg !344
  %274 = load i64, ptr %23, align 8, !dbg !345
  %275 = load double, ptr %22, align 8, !dbg !346
  %276 = fptosi double %275 to i64, !dbg !347
  %277 = load i64, ptr %23, align 8, !dbg !348
  %278 = icmp eq i64 %276, %277, !dbg !349
  %279 = zext i1 %278 to i32, !dbg !349
  %280 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %273, i64 noundef %274, i32 noundef %279), !dbg !350
    #dbg_declare(ptr %25, !351, !DIExpression(), !353)
  store i32 0, ptr %25, align 4, !dbg !353
  br label %281, !dbg !354

281:                                              ; preds = %292, %272
  %282 = load i32, ptr %25, align 4, !dbg !355
  %283 = icmp slt i32 %282, 8, !dbg !357
  br i1 %283, label %284, label %295, !dbg !358

284:                                              ; preds = %281
    #dbg_declare(ptr %26, !359, !DIExpression(), !361)
  %285 = load i32, ptr %25, align 4, !dbg !362
  %286 = add nsw i32 16777216, %285, !dbg !363
  store i32 %286, ptr %26, align 4, !dbg !361
  %287 = load i32, ptr %26, align 4, !dbg !364
  %288 = load i32, ptr %26, align 4, !dbg !365
  %289 = sitofp i32 %288 to float, !dbg !366
  %290 = fpext float %289 to double, !dbg !367
  %291 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %287, double noundef %290), !dbg !368
  br label %292, !dbg !369

292:                                              ; preds = %284
  %293 = load i32, ptr %25, align 4, !dbg !370
  %294 = add nsw i32 %293, 1, !dbg !370
  store i32 %294, ptr %25, align 4, !dbg !370
  br label %281, !dbg !371, !llvm.loop !372

295:                                              ; preds = %281
    #dbg_declare(ptr %27, !374, !DIExpression(), !376)
  store i8 -128, ptr %27, align 1, !dbg !376
    #dbg_declare(ptr %28, !377, !DIExpression(), !379)
  store i16 -1, ptr %28, align 2, !dbg !379
  %296 = load i8, ptr %27, align 1, !dbg !380
  %297 = sitofp i8 %296 to double, !dbg !381
  %298 = load i16, ptr %28, align 2, !dbg !382
  %299 = uitofp i16 %298 to double, !dbg !383
  %300 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %297, double noundef %299, double noundef 2.550000e+02), !dbg !384
    #dbg_declare(ptr %29, !385, !DIExpression(), !386)
  store i32 0, ptr %29, align 4, !dbg !386
    #dbg_declare(ptr %30, !387, !DIExpression(), !389)
  store i32 -500, ptr %30, align 4, !dbg !389
  br label %301, !dbg !390

301:                                              ; preds = %321, %295
  %302 = load i32, ptr %30, align 4, !dbg !391
  %303 = icmp slt i32 %302, 500, !dbg !393
  br i1 %303, label %304, label %324, !dbg !394

304:                                              ; preds = %301
    #dbg_declare(ptr %31, !395, !DIExpression(), !397)
  %305 = load i32, ptr %30, align 4, !dbg !398
  %306 = sitofp i32 %305 to double, !dbg !398
  %307 = fdiv double %306, 7.000000e+00, !dbg !399
  store double %307, ptr %31, align 8, !dbg !397
    #dbg_declare(ptr %32, !400, !DIExpression(), !401)
  %308 = load i32, ptr %30, align 4, !dbg !402
  %309 = sitofp i32 %308 to float, !dbg !403
  %310 = fdiv float %309, 3.000000e+00, !dbg !404
  store float %310, ptr %32, align 4, !dbg !401
  %311 = load i32, ptr %29, align 4, !dbg !405
  %312 = mul i32 %311, 31, !dbg !406
  %313 = load double, ptr %31, align 8, !dbg !407
  %314 = fmul double %313, 1.000000e+02, !dbg !408
  %315 = fptosi double %314 to i32, !dbg !409
  %316 = add i32 %312, %315, !dbg !410
  %317 = load float, ptr %32, align 4, !dbg !411
  %318 = fmul float %317, 1.000000e+01, !dbg !412
  %319 = fptosi float %318 to i32, !dbg !413
  %320 = add i32 %316, %319, !dbg !414
  store i32 %320, ptr %29, align 4, !dbg !415
  br label %321, !dbg !416

321:                                              ; preds = %304
  %322 = load i32, ptr %30, align 4, !dbg !417
  %323 = add nsw i32 %322, 3, !dbg !417
  store i32 %323, ptr %30, align 4, !dbg !417
  br label %301, !dbg !418, !llvm.loop !419

324:                                              ; preds = %301
  %325 = load i32, ptr %29, align 4, !dbg !421
  %326 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %325), !dbg !422
  ret i32 0, !dbg !423
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i64_to_d(i64 noundef %0) #0 !dbg !424 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !427, !DIExpression(), !428)
  %3 = load i64, ptr %2, align 8, !dbg !429
  %4 = sitofp i64 %3 to double, !dbg !430
  ret double %4, !dbg !431
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u64_to_d(i64 noundef %0) #0 !dbg !432 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !435, !DIExpression(), !436)
  %3 = load i64, ptr %2, align 8, !dbg !437
  %4 = uitofp i64 %3 to double, !dbg !438
  ret double %4, !dbg !439
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u64_to_f(i64 noundef %0) #0 !dbg !440 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !443, !DIExpression(), !444)
  %3 = load i64, ptr %2, align 8, !dbg !445
  %4 = uitofp i64 %3 to float, !dbg !446
  ret float %4, !dbg !447
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i32_to_f(i32 noundef %0) #0 !dbg !448 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !451, !DIExpression(), !452)
  %3 = load i32, ptr %2, align 4, !dbg !453
  %4 = sitofp i32 %3 to float, !dbg !454
  ret float %4, !dbg !455
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d_to_i64(double noundef %0) #0 !dbg !456 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !459, !DIExpression(), !460)
  %3 = load double, ptr %2, align 8, !dbg !461
  %4 = fptosi double %3 to i64, !dbg !462
  ret i64 %4, !dbg !463
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d_to_u64(double noundef %0) #0 !dbg !464 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !467, !DIExpression(), !468)
  %3 = load double, ptr %2, align 8, !dbg !469
  %4 = fptoui double %3 to i64, !dbg !470
  ret i64 %4, !dbg !471
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @d_to_u32(double noundef %0) #0 !dbg !472 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !475, !DIExpression(), !476)
  %3 = load double, ptr %2, align 8, !dbg !477
  %4 = fptoui double %3 to i32, !dbg !478
  ret i32 %4, !dbg !479
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @d_to_u8(double noundef %0) #0 !dbg !480 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !483, !DIExpression(), !484)
  %3 = load double, ptr %2, align 8, !dbg !485
  %4 = fptoui double %3 to i8, !dbg !486
  ret i8 %4, !dbg !487
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f_to_i16(float noundef %0) #0 !dbg !488 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
    #dbg_declare(ptr %2, !491, !DIExpression(), !492)
  %3 = load float, ptr %2, align 4, !dbg !493
  %4 = fptosi float %3 to i16, !dbg !494
  ret i16 %4, !dbg !495
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_to_i32(float noundef %0) #0 !dbg !496 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
    #dbg_declare(ptr %2, !499, !DIExpression(), !500)
  %3 = load float, ptr %2, align 4, !dbg !501
  %4 = fptosi float %3 to i32, !dbg !502
  ret i32 %4, !dbg !503
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!61}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_conv.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "d9c3509440e23b6d2ee3c39bb56dc34c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 39)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 22)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 30)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 25)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 23)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !11, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 27)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 44)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 32)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 12)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 10)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 8)
!61 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !62, globals: !84, splitDebugInlining: false, nameTableKind: None)
!62 = !{!63, !64, !65, !66, !67, !68, !69, !74, !78, !81, !82}
!63 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!64 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!65 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!66 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!67 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!68 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !70, line: 26, baseType: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !72, line: 42, baseType: !73)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!73 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !75, line: 27, baseType: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !72, line: 44, baseType: !77)
!77 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !70, line: 27, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !72, line: 45, baseType: !80)
!80 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!81 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !75, line: 26, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !72, line: 41, baseType: !67)
!84 = !{!0, !7, !9, !14, !19, !24, !29, !31, !36, !41, !46, !51, !56}
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"frame-pointer", i32 2}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !94, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !61, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!67}
!96 = !{}
!97 = !DILocalVariable(name: "ints", scope: !93, file: !2, line: 17, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 832, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 13)
!101 = !DILocation(line: 17, column: 13, scope: !93)
!102 = !DILocalVariable(name: "i", scope: !103, file: !2, line: 20, type: !73)
!103 = distinct !DILexicalBlock(scope: !93, file: !2, line: 20, column: 5)
!104 = !DILocation(line: 20, column: 19, scope: !103)
!105 = !DILocation(line: 20, column: 10, scope: !103)
!106 = !DILocation(line: 20, column: 26, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !2, line: 20, column: 5)
!108 = !DILocation(line: 20, column: 28, scope: !107)
!109 = !DILocation(line: 20, column: 5, scope: !103)
!110 = !DILocation(line: 21, column: 75, scope: !107)
!111 = !DILocation(line: 21, column: 70, scope: !107)
!112 = !DILocation(line: 22, column: 30, scope: !107)
!113 = !DILocation(line: 22, column: 25, scope: !107)
!114 = !DILocation(line: 22, column: 16, scope: !107)
!115 = !DILocation(line: 22, column: 55, scope: !107)
!116 = !DILocation(line: 22, column: 50, scope: !107)
!117 = !DILocation(line: 22, column: 43, scope: !107)
!118 = !DILocation(line: 22, column: 35, scope: !107)
!119 = !DILocation(line: 21, column: 9, scope: !107)
!120 = !DILocation(line: 20, column: 59, scope: !107)
!121 = !DILocation(line: 20, column: 5, scope: !107)
!122 = distinct !{!122, !109, !123, !124}
!123 = !DILocation(line: 22, column: 57, scope: !103)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !DILocalVariable(name: "uints", scope: !93, file: !2, line: 23, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 512, elements: !59)
!127 = !DILocation(line: 23, column: 14, scope: !93)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 26, type: !73)
!129 = distinct !DILexicalBlock(scope: !93, file: !2, line: 26, column: 5)
!130 = !DILocation(line: 26, column: 19, scope: !129)
!131 = !DILocation(line: 26, column: 10, scope: !129)
!132 = !DILocation(line: 26, column: 26, scope: !133)
!133 = distinct !DILexicalBlock(scope: !129, file: !2, line: 26, column: 5)
!134 = !DILocation(line: 26, column: 28, scope: !133)
!135 = !DILocation(line: 26, column: 5, scope: !129)
!136 = !DILocation(line: 27, column: 85, scope: !133)
!137 = !DILocation(line: 27, column: 79, scope: !133)
!138 = !DILocation(line: 28, column: 31, scope: !133)
!139 = !DILocation(line: 28, column: 25, scope: !133)
!140 = !DILocation(line: 28, column: 16, scope: !133)
!141 = !DILocation(line: 28, column: 59, scope: !133)
!142 = !DILocation(line: 28, column: 53, scope: !133)
!143 = !DILocation(line: 28, column: 44, scope: !133)
!144 = !DILocation(line: 28, column: 36, scope: !133)
!145 = !DILocation(line: 27, column: 9, scope: !133)
!146 = !DILocation(line: 26, column: 61, scope: !133)
!147 = !DILocation(line: 26, column: 5, scope: !133)
!148 = distinct !{!148, !135, !149, !124}
!149 = !DILocation(line: 28, column: 62, scope: !129)
!150 = !DILocalVariable(name: "i32s", scope: !93, file: !2, line: 29, type: !151)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 256, elements: !59)
!152 = !DILocation(line: 29, column: 13, scope: !93)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 30, type: !73)
!154 = distinct !DILexicalBlock(scope: !93, file: !2, line: 30, column: 5)
!155 = !DILocation(line: 30, column: 19, scope: !154)
!156 = !DILocation(line: 30, column: 10, scope: !154)
!157 = !DILocation(line: 30, column: 26, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !2, line: 30, column: 5)
!159 = !DILocation(line: 30, column: 28, scope: !158)
!160 = !DILocation(line: 30, column: 5, scope: !154)
!161 = !DILocation(line: 31, column: 47, scope: !158)
!162 = !DILocation(line: 31, column: 42, scope: !158)
!163 = !DILocation(line: 31, column: 73, scope: !158)
!164 = !DILocation(line: 31, column: 68, scope: !158)
!165 = !DILocation(line: 31, column: 59, scope: !158)
!166 = !DILocation(line: 31, column: 51, scope: !158)
!167 = !DILocation(line: 31, column: 9, scope: !158)
!168 = !DILocation(line: 30, column: 59, scope: !158)
!169 = !DILocation(line: 30, column: 5, scope: !158)
!170 = distinct !{!170, !160, !171, !124}
!171 = !DILocation(line: 31, column: 76, scope: !154)
!172 = !DILocalVariable(name: "ds", scope: !93, file: !2, line: 32, type: !173)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 832, elements: !99)
!174 = !DILocation(line: 32, column: 12, scope: !93)
!175 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 34, type: !73)
!176 = distinct !DILexicalBlock(scope: !93, file: !2, line: 34, column: 5)
!177 = !DILocation(line: 34, column: 19, scope: !176)
!178 = !DILocation(line: 34, column: 10, scope: !176)
!179 = !DILocation(line: 34, column: 26, scope: !180)
!180 = distinct !DILexicalBlock(scope: !176, file: !2, line: 34, column: 5)
!181 = !DILocation(line: 34, column: 28, scope: !180)
!182 = !DILocation(line: 34, column: 5, scope: !176)
!183 = !DILocation(line: 35, column: 53, scope: !180)
!184 = !DILocation(line: 35, column: 50, scope: !180)
!185 = !DILocation(line: 35, column: 80, scope: !180)
!186 = !DILocation(line: 35, column: 77, scope: !180)
!187 = !DILocation(line: 35, column: 68, scope: !180)
!188 = !DILocation(line: 36, column: 24, scope: !180)
!189 = !DILocation(line: 36, column: 21, scope: !180)
!190 = !DILocation(line: 36, column: 16, scope: !180)
!191 = !DILocation(line: 35, column: 9, scope: !180)
!192 = !DILocation(line: 34, column: 55, scope: !180)
!193 = !DILocation(line: 34, column: 5, scope: !180)
!194 = distinct !{!194, !182, !195, !124}
!195 = !DILocation(line: 36, column: 26, scope: !176)
!196 = !DILocalVariable(name: "big", scope: !93, file: !2, line: 37, type: !197)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 448, elements: !198)
!198 = !{!199}
!199 = !DISubrange(count: 7)
!200 = !DILocation(line: 37, column: 12, scope: !93)
!201 = !DILocalVariable(name: "i", scope: !202, file: !2, line: 39, type: !73)
!202 = distinct !DILexicalBlock(scope: !93, file: !2, line: 39, column: 5)
!203 = !DILocation(line: 39, column: 19, scope: !202)
!204 = !DILocation(line: 39, column: 10, scope: !202)
!205 = !DILocation(line: 39, column: 26, scope: !206)
!206 = distinct !DILexicalBlock(scope: !202, file: !2, line: 39, column: 5)
!207 = !DILocation(line: 39, column: 28, scope: !206)
!208 = !DILocation(line: 39, column: 5, scope: !202)
!209 = !DILocation(line: 40, column: 49, scope: !206)
!210 = !DILocation(line: 40, column: 45, scope: !206)
!211 = !DILocation(line: 40, column: 86, scope: !206)
!212 = !DILocation(line: 40, column: 82, scope: !206)
!213 = !DILocation(line: 40, column: 73, scope: !206)
!214 = !DILocation(line: 40, column: 9, scope: !206)
!215 = !DILocation(line: 39, column: 57, scope: !206)
!216 = !DILocation(line: 39, column: 5, scope: !206)
!217 = distinct !{!217, !208, !218, !124}
!218 = !DILocation(line: 40, column: 89, scope: !202)
!219 = !DILocalVariable(name: "u32s", scope: !93, file: !2, line: 41, type: !220)
!220 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 384, elements: !221)
!221 = !{!222}
!222 = !DISubrange(count: 6)
!223 = !DILocation(line: 41, column: 12, scope: !93)
!224 = !DILocalVariable(name: "i", scope: !225, file: !2, line: 42, type: !73)
!225 = distinct !DILexicalBlock(scope: !93, file: !2, line: 42, column: 5)
!226 = !DILocation(line: 42, column: 19, scope: !225)
!227 = !DILocation(line: 42, column: 10, scope: !225)
!228 = !DILocation(line: 42, column: 26, scope: !229)
!229 = distinct !DILexicalBlock(scope: !225, file: !2, line: 42, column: 5)
!230 = !DILocation(line: 42, column: 28, scope: !229)
!231 = !DILocation(line: 42, column: 5, scope: !225)
!232 = !DILocation(line: 43, column: 48, scope: !229)
!233 = !DILocation(line: 43, column: 43, scope: !229)
!234 = !DILocation(line: 43, column: 66, scope: !229)
!235 = !DILocation(line: 43, column: 61, scope: !229)
!236 = !DILocation(line: 43, column: 52, scope: !229)
!237 = !DILocation(line: 43, column: 9, scope: !229)
!238 = !DILocation(line: 42, column: 59, scope: !229)
!239 = !DILocation(line: 42, column: 5, scope: !229)
!240 = distinct !{!240, !231, !241, !124}
!241 = !DILocation(line: 43, column: 69, scope: !225)
!242 = !DILocalVariable(name: "u8s", scope: !93, file: !2, line: 44, type: !220)
!243 = !DILocation(line: 44, column: 12, scope: !93)
!244 = !DILocalVariable(name: "i", scope: !245, file: !2, line: 45, type: !73)
!245 = distinct !DILexicalBlock(scope: !93, file: !2, line: 45, column: 5)
!246 = !DILocation(line: 45, column: 19, scope: !245)
!247 = !DILocation(line: 45, column: 10, scope: !245)
!248 = !DILocation(line: 45, column: 26, scope: !249)
!249 = distinct !DILexicalBlock(scope: !245, file: !2, line: 45, column: 5)
!250 = !DILocation(line: 45, column: 28, scope: !249)
!251 = !DILocation(line: 45, column: 5, scope: !245)
!252 = !DILocation(line: 46, column: 46, scope: !249)
!253 = !DILocation(line: 46, column: 42, scope: !249)
!254 = !DILocation(line: 46, column: 62, scope: !249)
!255 = !DILocation(line: 46, column: 58, scope: !249)
!256 = !DILocation(line: 46, column: 50, scope: !249)
!257 = !DILocation(line: 46, column: 9, scope: !249)
!258 = !DILocation(line: 45, column: 57, scope: !249)
!259 = !DILocation(line: 45, column: 5, scope: !249)
!260 = distinct !{!260, !251, !261, !124}
!261 = !DILocation(line: 46, column: 65, scope: !245)
!262 = !DILocalVariable(name: "fs", scope: !93, file: !2, line: 47, type: !263)
!263 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 192, elements: !221)
!264 = !DILocation(line: 47, column: 11, scope: !93)
!265 = !DILocalVariable(name: "i", scope: !266, file: !2, line: 48, type: !73)
!266 = distinct !DILexicalBlock(scope: !93, file: !2, line: 48, column: 5)
!267 = !DILocation(line: 48, column: 19, scope: !266)
!268 = !DILocation(line: 48, column: 10, scope: !266)
!269 = !DILocation(line: 48, column: 26, scope: !270)
!270 = distinct !DILexicalBlock(scope: !266, file: !2, line: 48, column: 5)
!271 = !DILocation(line: 48, column: 28, scope: !270)
!272 = !DILocation(line: 48, column: 5, scope: !266)
!273 = !DILocation(line: 49, column: 50, scope: !270)
!274 = !DILocation(line: 49, column: 47, scope: !270)
!275 = !DILocation(line: 49, column: 66, scope: !270)
!276 = !DILocation(line: 49, column: 63, scope: !270)
!277 = !DILocation(line: 49, column: 54, scope: !270)
!278 = !DILocation(line: 49, column: 83, scope: !270)
!279 = !DILocation(line: 49, column: 80, scope: !270)
!280 = !DILocation(line: 49, column: 71, scope: !270)
!281 = !DILocation(line: 49, column: 9, scope: !270)
!282 = !DILocation(line: 48, column: 55, scope: !270)
!283 = !DILocation(line: 48, column: 5, scope: !270)
!284 = distinct !{!284, !272, !285, !124}
!285 = !DILocation(line: 49, column: 86, scope: !266)
!286 = !DILocalVariable(name: "dd", scope: !93, file: !2, line: 51, type: !287)
!287 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 512, elements: !59)
!288 = !DILocation(line: 51, column: 12, scope: !93)
!289 = !DILocalVariable(name: "i", scope: !290, file: !2, line: 53, type: !73)
!290 = distinct !DILexicalBlock(scope: !93, file: !2, line: 53, column: 5)
!291 = !DILocation(line: 53, column: 19, scope: !290)
!292 = !DILocation(line: 53, column: 10, scope: !290)
!293 = !DILocation(line: 53, column: 26, scope: !294)
!294 = distinct !DILexicalBlock(scope: !290, file: !2, line: 53, column: 5)
!295 = !DILocation(line: 53, column: 28, scope: !294)
!296 = !DILocation(line: 53, column: 5, scope: !290)
!297 = !DILocalVariable(name: "f", scope: !298, file: !2, line: 54, type: !65)
!298 = distinct !DILexicalBlock(scope: !294, file: !2, line: 53, column: 59)
!299 = !DILocation(line: 54, column: 15, scope: !298)
!300 = !DILocation(line: 54, column: 29, scope: !298)
!301 = !DILocation(line: 54, column: 26, scope: !298)
!302 = !DILocation(line: 54, column: 19, scope: !298)
!303 = !DILocalVariable(name: "back", scope: !298, file: !2, line: 55, type: !64)
!304 = !DILocation(line: 55, column: 16, scope: !298)
!305 = !DILocation(line: 55, column: 23, scope: !298)
!306 = !DILocation(line: 56, column: 67, scope: !298)
!307 = !DILocation(line: 56, column: 64, scope: !298)
!308 = !DILocation(line: 56, column: 79, scope: !298)
!309 = !DILocation(line: 56, column: 71, scope: !298)
!310 = !DILocation(line: 56, column: 82, scope: !298)
!311 = !DILocation(line: 56, column: 9, scope: !298)
!312 = !DILocation(line: 57, column: 5, scope: !298)
!313 = !DILocation(line: 53, column: 55, scope: !294)
!314 = !DILocation(line: 53, column: 5, scope: !294)
!315 = distinct !{!315, !296, !316, !124}
!316 = !DILocation(line: 57, column: 5, scope: !290)
!317 = !DILocalVariable(name: "acc", scope: !93, file: !2, line: 59, type: !64)
!318 = !DILocation(line: 59, column: 12, scope: !93)
!319 = !DILocalVariable(name: "iacc", scope: !93, file: !2, line: 60, type: !63)
!320 = !DILocation(line: 60, column: 15, scope: !93)
!321 = !DILocalVariable(name: "i", scope: !322, file: !2, line: 61, type: !67)
!322 = distinct !DILexicalBlock(scope: !93, file: !2, line: 61, column: 5)
!323 = !DILocation(line: 61, column: 14, scope: !322)
!324 = !DILocation(line: 61, column: 10, scope: !322)
!325 = !DILocation(line: 61, column: 21, scope: !326)
!326 = distinct !DILexicalBlock(scope: !322, file: !2, line: 61, column: 5)
!327 = !DILocation(line: 61, column: 23, scope: !326)
!328 = !DILocation(line: 61, column: 5, scope: !322)
!329 = !DILocation(line: 62, column: 24, scope: !330)
!330 = distinct !DILexicalBlock(scope: !326, file: !2, line: 61, column: 37)
!331 = !DILocation(line: 62, column: 16, scope: !330)
!332 = !DILocation(line: 62, column: 28, scope: !330)
!333 = !DILocation(line: 62, column: 13, scope: !330)
!334 = !DILocation(line: 63, column: 28, scope: !330)
!335 = !DILocation(line: 63, column: 17, scope: !330)
!336 = !DILocation(line: 63, column: 32, scope: !330)
!337 = !DILocation(line: 63, column: 30, scope: !330)
!338 = !DILocation(line: 63, column: 14, scope: !330)
!339 = !DILocation(line: 64, column: 5, scope: !330)
!340 = !DILocation(line: 61, column: 33, scope: !326)
!341 = !DILocation(line: 61, column: 5, scope: !326)
!342 = distinct !{!342, !328, !343, !124}
!343 = !DILocation(line: 64, column: 5, scope: !322)
!344 = !DILocation(line: 65, column: 48, scope: !93)
!345 = !DILocation(line: 65, column: 53, scope: !93)
!346 = !DILocation(line: 65, column: 70, scope: !93)
!347 = !DILocation(line: 65, column: 59, scope: !93)
!348 = !DILocation(line: 65, column: 77, scope: !93)
!349 = !DILocation(line: 65, column: 74, scope: !93)
!350 = !DILocation(line: 65, column: 5, scope: !93)
!351 = !DILocalVariable(name: "k", scope: !352, file: !2, line: 67, type: !67)
!352 = distinct !DILexicalBlock(scope: !93, file: !2, line: 67, column: 5)
!353 = !DILocation(line: 67, column: 14, scope: !352)
!354 = !DILocation(line: 67, column: 10, scope: !352)
!355 = !DILocation(line: 67, column: 21, scope: !356)
!356 = distinct !DILexicalBlock(scope: !352, file: !2, line: 67, column: 5)
!357 = !DILocation(line: 67, column: 23, scope: !356)
!358 = !DILocation(line: 67, column: 5, scope: !352)
!359 = !DILocalVariable(name: "v", scope: !360, file: !2, line: 68, type: !82)
!360 = distinct !DILexicalBlock(scope: !356, file: !2, line: 67, column: 33)
!361 = !DILocation(line: 68, column: 17, scope: !360)
!362 = !DILocation(line: 68, column: 32, scope: !360)
!363 = !DILocation(line: 68, column: 30, scope: !360)
!364 = !DILocation(line: 69, column: 32, scope: !360)
!365 = !DILocation(line: 69, column: 50, scope: !360)
!366 = !DILocation(line: 69, column: 43, scope: !360)
!367 = !DILocation(line: 69, column: 35, scope: !360)
!368 = !DILocation(line: 69, column: 9, scope: !360)
!369 = !DILocation(line: 70, column: 5, scope: !360)
!370 = !DILocation(line: 67, column: 29, scope: !356)
!371 = !DILocation(line: 67, column: 5, scope: !356)
!372 = distinct !{!372, !358, !373, !124}
!373 = !DILocation(line: 70, column: 5, scope: !352)
!374 = !DILocalVariable(name: "sc", scope: !93, file: !2, line: 72, type: !375)
!375 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!376 = !DILocation(line: 72, column: 17, scope: !93)
!377 = !DILocalVariable(name: "us", scope: !93, file: !2, line: 73, type: !378)
!378 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!379 = !DILocation(line: 73, column: 20, scope: !93)
!380 = !DILocation(line: 74, column: 34, scope: !93)
!381 = !DILocation(line: 74, column: 26, scope: !93)
!382 = !DILocation(line: 74, column: 46, scope: !93)
!383 = !DILocation(line: 74, column: 38, scope: !93)
!384 = !DILocation(line: 74, column: 5, scope: !93)
!385 = !DILocalVariable(name: "chk", scope: !93, file: !2, line: 76, type: !69)
!386 = !DILocation(line: 76, column: 14, scope: !93)
!387 = !DILocalVariable(name: "i", scope: !388, file: !2, line: 77, type: !67)
!388 = distinct !DILexicalBlock(scope: !93, file: !2, line: 77, column: 5)
!389 = !DILocation(line: 77, column: 14, scope: !388)
!390 = !DILocation(line: 77, column: 10, scope: !388)
!391 = !DILocation(line: 77, column: 24, scope: !392)
!392 = distinct !DILexicalBlock(scope: !388, file: !2, line: 77, column: 5)
!393 = !DILocation(line: 77, column: 26, scope: !392)
!394 = !DILocation(line: 77, column: 5, scope: !388)
!395 = !DILocalVariable(name: "x", scope: !396, file: !2, line: 78, type: !64)
!396 = distinct !DILexicalBlock(scope: !392, file: !2, line: 77, column: 41)
!397 = !DILocation(line: 78, column: 16, scope: !396)
!398 = !DILocation(line: 78, column: 20, scope: !396)
!399 = !DILocation(line: 78, column: 22, scope: !396)
!400 = !DILocalVariable(name: "y", scope: !396, file: !2, line: 79, type: !65)
!401 = !DILocation(line: 79, column: 15, scope: !396)
!402 = !DILocation(line: 79, column: 26, scope: !396)
!403 = !DILocation(line: 79, column: 19, scope: !396)
!404 = !DILocation(line: 79, column: 28, scope: !396)
!405 = !DILocation(line: 80, column: 15, scope: !396)
!406 = !DILocation(line: 80, column: 19, scope: !396)
!407 = !DILocation(line: 80, column: 42, scope: !396)
!408 = !DILocation(line: 80, column: 44, scope: !396)
!409 = !DILocation(line: 80, column: 36, scope: !396)
!410 = !DILocation(line: 80, column: 24, scope: !396)
!411 = !DILocation(line: 80, column: 69, scope: !396)
!412 = !DILocation(line: 80, column: 71, scope: !396)
!413 = !DILocation(line: 80, column: 63, scope: !396)
!414 = !DILocation(line: 80, column: 51, scope: !396)
!415 = !DILocation(line: 80, column: 13, scope: !396)
!416 = !DILocation(line: 81, column: 5, scope: !396)
!417 = !DILocation(line: 77, column: 35, scope: !392)
!418 = !DILocation(line: 77, column: 5, scope: !392)
!419 = distinct !{!419, !394, !420, !124}
!420 = !DILocation(line: 81, column: 5, scope: !388)
!421 = !DILocation(line: 82, column: 24, scope: !93)
!422 = !DILocation(line: 82, column: 5, scope: !93)
!423 = !DILocation(line: 83, column: 5, scope: !93)
!424 = distinct !DISubprogram(name: "i64_to_d", scope: !2, file: !2, line: 7, type: !425, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !61, retainedNodes: !96)
!425 = !DISubroutineType(types: !426)
!426 = !{!64, !74}
!427 = !DILocalVariable(name: "i", arg: 1, scope: !424, file: !2, line: 7, type: !74)
!428 = !DILocation(line: 7, column: 32, scope: !424)
!429 = !DILocation(line: 7, column: 52, scope: !424)
!430 = !DILocation(line: 7, column: 44, scope: !424)
!431 = !DILocation(line: 7, column: 37, scope: !424)
!432 = distinct !DISubprogram(name: "u64_to_d", scope: !2, file: !2, line: 5, type: !433, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !61, retainedNodes: !96)
!433 = !DISubroutineType(types: !434)
!434 = !{!64, !78}
!435 = !DILocalVariable(name: "u", arg: 1, scope: !432, file: !2, line: 5, type: !78)
!436 = !DILocation(line: 5, column: 33, scope: !432)
!437 = !DILocation(line: 5, column: 53, scope: !432)
!438 = !DILocation(line: 5, column: 45, scope: !432)
!439 = !DILocation(line: 5, column: 38, scope: !432)
!440 = distinct !DISubprogram(name: "u64_to_f", scope: !2, file: !2, line: 6, type: !441, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !61, retainedNodes: !96)
!441 = !DISubroutineType(types: !442)
!442 = !{!65, !78}
!443 = !DILocalVariable(name: "u", arg: 1, scope: !440, file: !2, line: 6, type: !78)
!444 = !DILocation(line: 6, column: 32, scope: !440)
!445 = !DILocation(line: 6, column: 51, scope: !440)
!446 = !DILocation(line: 6, column: 44, scope: !440)
!447 = !DILocation(line: 6, column: 37, scope: !440)
!448 = distinct !DISubprogram(name: "i32_to_f", scope: !2, file: !2, line: 8, type: !449, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !61, retainedNodes: !96)
!449 = !DISubroutineType(types: !450)
!450 = !{!65, !82}
!451 = !DILocalVariable(name: "i", arg: 1, scope: !448, file: !2, line: 8, type: !82)
!452 = !DILocation(line: 8, column: 31, scope: !448)
!453 = !DILocation(line: 8, column: 50, scope: !448)
!454 = !DILocation(line: 8, column: 43, scope: !448)
!455 = !DILocation(line: 8, column: 36, scope: !448)
!456 = distinct !DISubprogram(name: "d_to_i64", scope: !2, file: !2, line: 10, type: !457, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !61, retainedNodes: !96)
!457 = !DISubroutineType(types: !458)
!458 = !{!74, !64}
!459 = !DILocalVariable(name: "d", arg: 1, scope: !456, file: !2, line: 10, type: !64)
!460 = !DILocation(line: 10, column: 32, scope: !456)
!461 = !DILocation(line: 10, column: 53, scope: !456)
!462 = !DILocation(line: 10, column: 44, scope: !456)
!463 = !DILocation(line: 10, column: 37, scope: !456)
!464 = distinct !DISubprogram(name: "d_to_u64", scope: !2, file: !2, line: 9, type: !465, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !61, retainedNodes: !96)
!465 = !DISubroutineType(types: !466)
!466 = !{!78, !64}
!467 = !DILocalVariable(name: "d", arg: 1, scope: !464, file: !2, line: 9, type: !64)
!468 = !DILocation(line: 9, column: 33, scope: !464)
!469 = !DILocation(line: 9, column: 55, scope: !464)
!470 = !DILocation(line: 9, column: 45, scope: !464)
!471 = !DILocation(line: 9, column: 38, scope: !464)
!472 = distinct !DISubprogram(name: "d_to_u32", scope: !2, file: !2, line: 12, type: !473, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !61, retainedNodes: !96)
!473 = !DISubroutineType(types: !474)
!474 = !{!69, !64}
!475 = !DILocalVariable(name: "d", arg: 1, scope: !472, file: !2, line: 12, type: !64)
!476 = !DILocation(line: 12, column: 33, scope: !472)
!477 = !DILocation(line: 12, column: 55, scope: !472)
!478 = !DILocation(line: 12, column: 45, scope: !472)
!479 = !DILocation(line: 12, column: 38, scope: !472)
!480 = distinct !DISubprogram(name: "d_to_u8", scope: !2, file: !2, line: 13, type: !481, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !61, retainedNodes: !96)
!481 = !DISubroutineType(types: !482)
!482 = !{!68, !64}
!483 = !DILocalVariable(name: "d", arg: 1, scope: !480, file: !2, line: 13, type: !64)
!484 = !DILocation(line: 13, column: 37, scope: !480)
!485 = !DILocation(line: 13, column: 64, scope: !480)
!486 = !DILocation(line: 13, column: 49, scope: !480)
!487 = !DILocation(line: 13, column: 42, scope: !480)
!488 = distinct !DISubprogram(name: "f_to_i16", scope: !2, file: !2, line: 14, type: !489, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !61, retainedNodes: !96)
!489 = !DISubroutineType(types: !490)
!490 = !{!81, !65}
!491 = !DILocalVariable(name: "f", arg: 1, scope: !488, file: !2, line: 14, type: !65)
!492 = !DILocation(line: 14, column: 29, scope: !488)
!493 = !DILocation(line: 14, column: 48, scope: !488)
!494 = !DILocation(line: 14, column: 41, scope: !488)
!495 = !DILocation(line: 14, column: 34, scope: !488)
!496 = distinct !DISubprogram(name: "f_to_i32", scope: !2, file: !2, line: 11, type: !497, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !61, retainedNodes: !96)
!497 = !DISubroutineType(types: !498)
!498 = !{!82, !65}
!499 = !DILocalVariable(name: "f", arg: 1, scope: !496, file: !2, line: 11, type: !65)
!500 = !DILocation(line: 11, column: 31, scope: !496)
!501 = !DILocation(line: 11, column: 52, scope: !496)
!502 = !DILocation(line: 11, column: 43, scope: !496)
!503 = !DILocation(line: 11, column: 36, scope: !496)
