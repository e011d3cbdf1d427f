; ModuleID = 'struct_byval.c'
source_filename = "struct_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32 }
%struct.vec3 = type { double, double, double }
%struct.mixed = type { i8, i16, i32, i64, float, double }
%struct.rect = type { %struct.point, %struct.point, i8 }

@__const.main.a = private unnamed_addr constant %struct.point { i32 3, i32 4 }, align 4
@__const.main.b = private unnamed_addr constant %struct.point { i32 -10, i32 7 }, align 4
@.str = private unnamed_addr constant [37 x i8] c"c=(%d,%d) d=(%d,%d) a still (%d,%d)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [35 x i8] c"rect %c: (%d,%d)-(%d,%d) area %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [36 x i8] c"union %c: (%d,%d)-(%d,%d) area %ld\0A\00", align 1, !dbg !12
@__const.main.v1 = private unnamed_addr constant %struct.vec3 { double 1.000000e+00, double 2.000000e+00, double 3.000000e+00 }, align 8
@__const.main.v2 = private unnamed_addr constant %struct.vec3 { double -4.000000e+00, double 5.000000e-01, double 2.000000e+00 }, align 8
@.str.3 = private unnamed_addr constant [36 x i8] c"cross=(%g,%g,%g) dot=%g orth=%g,%g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c"acc[%d]=(%g,%g,%g)\0A\00", align 1, !dbg !19
@__const.main.m = private unnamed_addr constant %struct.mixed { i8 97, i16 100, i32 -7, i64 1000000000000, float 3.500000e+00, double 1.024000e+03 }, align 8
@.str.5 = private unnamed_addr constant [2 x i8] c"m\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [18 x i8] c"copy.i=%d m.i=%d\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [10 x i8] c"(%d,%d)%s\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [2 x i8] c" \00", align 1, !dbg !41
@__const.main.lit = private unnamed_addr constant %struct.rect { %struct.point zeroinitializer, %struct.point { i32 8, i32 9 }, i8 90 }, align 4
@.str.10 = private unnamed_addr constant [33 x i8] c"lit (%d,%d)-(%d,%d) %c area %ld\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [11 x i8] c"q=(%d,%d)\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [40 x i8] c"%s: c=%d s=%d i=%d l=%ld f=%.4f d=%.6f\0A\00", align 1, !dbg !53

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !72 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.point, align 4
  %3 = alloca %struct.point, align 4
  %4 = alloca %struct.point, align 4
  %5 = alloca %struct.point, align 4
  %6 = alloca [6 x %struct.rect], align 16
  %7 = alloca i32, align 4
  %8 = alloca %struct.rect, align 4
  %9 = alloca %struct.rect, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.rect, align 8
  %12 = alloca %struct.rect, align 4
  %13 = alloca %struct.rect, align 8
  %14 = alloca %struct.vec3, align 8
  %15 = alloca %struct.vec3, align 8
  %16 = alloca %struct.vec3, align 8
  %17 = alloca %struct.vec3, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.vec3, align 8
  %20 = alloca %struct.mixed, align 8
  %21 = alloca i32, align 4
  %22 = alloca %struct.mixed, align 8
  %23 = alloca %struct.mixed, align 8
  %24 = alloca [8 x %struct.point], align 16
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca %struct.point, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca %struct.rect, align 8
  %31 = alloca %struct.point, align 4
  %32 = alloca %struct.point, align 4
  %33 = alloca %struct.point, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !77, !DIExpression(), !82)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 8, i1 false), !dbg !82
    #dbg_declare(ptr %3, !83, !DIExpression(), !84)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.b, i64 8, i1 false), !dbg !84
    #dbg_declare(ptr %4, !85, !DIExpression(), !86)
  %34 = load i64, ptr %2, align 4, !dbg !87
  %35 = load i64, ptr %3, align 4, !dbg !87
  %36 = call i64 @padd(i64 %34, i64 %35), !dbg !87
  store i64 %36, ptr %4, align 4, !dbg !87
    #dbg_declare(ptr %5, !88, !DIExpression(), !89)
  %37 = load i64, ptr %4, align 4, !dbg !90
  %38 = call i64 @pscale(i64 %37, i32 noundef 3), !dbg !90
  store i64 %38, ptr %5, align 4, !dbg !90
  %39 = getelementptr inbounds %struct.point, ptr %4, i32 0, i32 0, !dbg !91
  %40 = load i32, ptr %39, align 4, !dbg !91
  %41 = getelementptr inbounds %struct.point, ptr %4, i32 0, i32 1, !dbg !92
  %42 = load i32, ptr %41, align 4, !dbg !92
  %43 = getelementptr inbounds %struct.point, ptr %5, i32 0, i32 0, !dbg !93
  %44 = load i32, ptr %43, align 4, !dbg !93
  %45 = getelementptr inbounds %struct.point, ptr %5, i32 0, i32 1, !dbg !94
  %46 = load i32, ptr %45, align 4, !dbg !94
  %47 = getelementptr inbounds %struct.point, ptr %2, i32 0, i32 0, !dbg !95
  %48 = load i32, ptr %47, align 4, !dbg !95
  %49 = getelementptr inbounds %struct.point, ptr %2, i32 0, i32 1, !dbg !96
  %50 = load i32, ptr %49, align 4, !dbg !96
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %40, i32 noundef %42, i32 noundef %44, i32 noundef %46, i32 noundef %48, i32 noundef %50), !dbg !97
    #dbg_declare(ptr %6, !98, !DIExpression(), !107)
    #dbg_declare(ptr %7, !108, !DIExpression(), !110)
  store i32 0, ptr %7, align 4, !dbg !110
  br label %52, !dbg !111

52:                                               ; preds = %75, %0
  %53 = load i32, ptr %7, align 4, !dbg !112
  %54 = icmp slt i32 %53, 6, !dbg !114
  br i1 %54, label %55, label %78, !dbg !115

55:                                               ; preds = %52
  %56 = load i32, ptr %7, align 4, !dbg !116
  %57 = sext i32 %56 to i64, !dbg !117
  %58 = getelementptr inbounds [6 x %struct.rect], ptr %6, i64 0, i64 %57, !dbg !117
  %59 = load i32, ptr %7, align 4, !dbg !118
  %60 = mul nsw i32 %59, 3, !dbg !119
  %61 = sub nsw i32 %60, 5, !dbg !120
  %62 = load i32, ptr %7, align 4, !dbg !121
  %63 = load i32, ptr %7, align 4, !dbg !122
  %64 = mul nsw i32 %62, %63, !dbg !123
  %65 = sub nsw i32 10, %64, !dbg !124
  %66 = load i32, ptr %7, align 4, !dbg !125
  %67 = load i32, ptr %7, align 4, !dbg !126
  %68 = mul nsw i32 %66, %67, !dbg !127
  %69 = sub nsw i32 %68, 4, !dbg !128
  %70 = load i32, ptr %7, align 4, !dbg !129
  %71 = mul nsw i32 %70, 2, !dbg !130
  %72 = load i32, ptr %7, align 4, !dbg !131
  %73 = add nsw i32 65, %72, !dbg !132
  %74 = trunc i32 %73 to i8, !dbg !133
  call void @rect_make(ptr dead_on_unwind writable sret(%struct.rect) align 4 %8, i32 noundef %61, i32 noundef %65, i32 noundef %69, i32 noundef %71, i8 noundef signext %74), !dbg !134
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %58, ptr align 4 %8, i64 20, i1 false), !dbg !134
  br label %75, !dbg !117

75:                                               ; preds = %55
  %76 = load i32, ptr %7, align 4, !dbg !135
  %77 = add nsw i32 %76, 1, !dbg !135
  store i32 %77, ptr %7, align 4, !dbg !135
  br label %52, !dbg !136, !llvm.loop !137

78:                                               ; preds = %52
    #dbg_declare(ptr %9, !140, !DIExpression(), !141)
  %79 = getelementptr inbounds [6 x %struct.rect], ptr %6, i64 0, i64 0, !dbg !142
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 16 %79, i64 20, i1 false), !dbg !142
    #dbg_declare(ptr %10, !143, !DIExpression(), !145)
  store i32 0, ptr %10, align 4, !dbg !145
  br label %80, !dbg !146

80:                                               ; preds = %122, %78
  %81 = load i32, ptr %10, align 4, !dbg !147
  %82 = icmp slt i32 %81, 6, !dbg !149
  br i1 %82, label %83, label %125, !dbg !150

83:                                               ; preds = %80
  %84 = load i32, ptr %10, align 4, !dbg !151
  %85 = sext i32 %84 to i64, !dbg !153
  %86 = getelementptr inbounds [6 x %struct.rect], ptr %6, i64 0, i64 %85, !dbg !153
  %87 = getelementptr inbounds %struct.rect, ptr %86, i32 0, i32 2, !dbg !154
  %88 = load i8, ptr %87, align 4, !dbg !154
  %89 = sext i8 %88 to i32, !dbg !153
  %90 = load i32, ptr %10, align 4, !dbg !155
  %91 = sext i32 %90 to i64, !dbg !156
  %92 = getelementptr inbounds [6 x %struct.rect], ptr %6, i64 0, i64 %91, !dbg !156
  %93 = getelementptr inbounds %struct.rect, ptr %92, i32 0, i32 0, !dbg !157
  %94 = getelementptr inbounds %struct.point, ptr %93, i32 0, i32 0, !dbg !158
  %95 = load i32, ptr %94, align 4, !dbg !158
  %96 = load i32, ptr %10, align 4, !dbg !159
  %97 = sext i32 %96 to i64, !dbg !160
  %98 = getelementptr inbounds [6 x %struct.rect], ptr %6, i64 0, i64 %97, !dbg !160
  %99 = getelementptr inbounds %struct.rect, ptr %98, i32 0, i32 0, !dbg !161
  %100 = getelementptr inbounds %struct.point, ptr %99, i32 0, i32 1, !dbg !162
  %101 = load i32, ptr %100, align 4, !dbg !162
  %102 = load i32, ptr %10, align 4, !dbg !163
  %103 = sext i32 %102 to i64, !dbg !164
  %104 = getelementptr inbounds [6 x %struct.rect], ptr %6, i64 0, i64 %103, !dbg !164
  %105 = getelementptr inbounds %struct.rect, ptr %104, i32 0, i32 1, !dbg !165
  %106 = getelementptr inbounds %struct.point, ptr %105, i32 0, i32 0, !dbg !166
  %107 = load i32, ptr %106, align 4, !dbg !166
  %108 = load i32, ptr %10, align 4, !dbg !167
  %109 = sext i32 %108 to i64, !dbg !168
  %110 = getelementptr inbounds [6 x %struct.rect], ptr %6, i64 0, i64 %109, !dbg !168
  %111 = getelementptr inbounds %struct.rect, ptr %110, i32 0, i32 1, !dbg !169
  %112 = getelementptr inbounds %struct.point, ptr %111, i32 0, i32 1, !dbg !170
  %113 = load i32, ptr %112, align 4, !dbg !170
  %114 = load i32, ptr %10, align 4, !dbg !171
  %115 = sext i32 %114 to i64, !dbg !172
  %116 = getelementptr inbounds [6 x %struct.rect], ptr %6, i64 0, i64 %115, !dbg !172
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 4 %116, i64 20, i1 false), !dbg !173
  %117 = call i64 @rect_area(ptr noundef byval(%struct.rect) align 8 %11), !dbg !173
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %89, i32 noundef %95, i32 noundef %101, i32 noundef %107, i32 noundef %113, i64 noundef %117), !dbg !174
  %119 = load i32, ptr %10, align 4, !dbg !175
  %120 = sext i32 %119 to i64, !dbg !176
  %121 = getelementptr inbounds [6 x %struct.rect], ptr %6, i64 0, i64 %120, !dbg !176
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 4 %121, i64 20, i1 false), !dbg !177
  call void @rect_union(ptr dead_on_unwind writable sret(%struct.rect) align 4 %12, ptr noundef byval(%struct.rect) align 8 %9, ptr noundef byval(%struct.rect) align 8 %13), !dbg !177
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %12, i64 20, i1 false), !dbg !177
  br label %122, !dbg !178

122:                                              ; preds = %83
  %123 = load i32, ptr %10, align 4, !dbg !179
  %124 = add nsw i32 %123, 1, !dbg !179
  store i32 %124, ptr %10, align 4, !dbg !179
  br label %80, !dbg !180, !llvm.loop !181

125:                                              ; preds = %80
  %126 = getelementptr inbounds %struct.rect, ptr %9, i32 0, i32 2, !dbg !183
  %127 = load i8, ptr %126, align 4, !dbg !183
  %128 = sext i8 %127 to i32, !dbg !184
  %129 = getelementptr inbounds %struct.rect, ptr %9, i32 0, i32 0, !dbg !185
  %130 = getelementptr inbounds %struct.point, ptr %129, i32 0, i32 0, !dbg !186
  %131 = load i32, ptr %130, align 4, !dbg !186
  %132 = getelementptr inbounds %struct.rect, ptr %9, i32 0, i32 0, !dbg !187
  %133 = getelementptr inbounds %struct.point, ptr %132, i32 0, i32 1, !dbg !188
  %134 = load i32, ptr %133, align 4, !dbg !188
  %135 = getelementptr inbounds %struct.rect, ptr %9, i32 0, i32 1, !dbg !189
  %136 = getelementptr inbounds %struct.point, ptr %135, i32 0, i32 0, !dbg !190
  %137 = load i32, ptr %136, align 4, !dbg !190
  %138 = getelementptr inbounds %struct.rect, ptr %9, i32 0, i32 1, !dbg !191
  %139 = getelementptr inbounds %struct.point, ptr %138, i32 0, i32 1, !dbg !192
  %140 = load i32, ptr %139, align 4, !dbg !192
  %141 = call i64 @rect_area(ptr noundef byval(%struct.rect) align 8 %9), !dbg !193
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %128, i32 noundef %131, i32 noundef %134, i32 noundef %137, i32 noundef %140, i64 noundef %141), !dbg !194
    #dbg_declare(ptr %14, !195, !DIExpression(), !202)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.v1, i64 24, i1 false), !dbg !202
    #dbg_declare(ptr %15, !203, !DIExpression(), !204)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @__const.main.v2, i64 24, i1 false), !dbg !204
    #dbg_declare(ptr %16, !205, !DIExpression(), !206)
  call void @cross(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %16, ptr noundef byval(%struct.vec3) align 8 %14, ptr noundef byval(%struct.vec3) align 8 %15), !dbg !207
  %143 = getelementptr inbounds %struct.vec3, ptr %16, i32 0, i32 0, !dbg !208
  %144 = load double, ptr %143, align 8, !dbg !208
  %145 = getelementptr inbounds %struct.vec3, ptr %16, i32 0, i32 1, !dbg !209
  %146 = load double, ptr %145, align 8, !dbg !209
  %147 = getelementptr inbounds %struct.vec3, ptr %16, i32 0, i32 2, !dbg !210
  %148 = load double, ptr %147, align 8, !dbg !210
  %149 = call double @dot(ptr noundef byval(%struct.vec3) align 8 %14, ptr noundef byval(%struct.vec3) align 8 %15), !dbg !211
  %150 = call double @dot(ptr noundef byval(%struct.vec3) align 8 %16, ptr noundef byval(%struct.vec3) align 8 %14), !dbg !212
  %151 = call double @dot(ptr noundef byval(%struct.vec3) align 8 %16, ptr noundef byval(%struct.vec3) align 8 %15), !dbg !213
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %144, double noundef %146, double noundef %148, double noundef %149, double noundef %150, double noundef %151), !dbg !214
    #dbg_declare(ptr %17, !215, !DIExpression(), !216)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %14, i64 24, i1 false), !dbg !217
    #dbg_declare(ptr %18, !218, !DIExpression(), !220)
  store i32 0, ptr %18, align 4, !dbg !220
  br label %153, !dbg !221

153:                                              ; preds = %168, %125
  %154 = load i32, ptr %18, align 4, !dbg !222
  %155 = icmp slt i32 %154, 5, !dbg !224
  br i1 %155, label %156, label %171, !dbg !225

156:                                              ; preds = %153
  call void @cross(ptr dead_on_unwind writable sret(%struct.vec3) align 8 %19, ptr noundef byval(%struct.vec3) align 8 %17, ptr noundef byval(%struct.vec3) align 8 %15), !dbg !226
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %19, i64 24, i1 false), !dbg !226
  %157 = getelementptr inbounds %struct.vec3, ptr %17, i32 0, i32 0, !dbg !228
  %158 = load double, ptr %157, align 8, !dbg !229
  %159 = fadd double %158, 1.000000e+00, !dbg !229
  store double %159, ptr %157, align 8, !dbg !229
  %160 = load i32, ptr %18, align 4, !dbg !230
  %161 = getelementptr inbounds %struct.vec3, ptr %17, i32 0, i32 0, !dbg !231
  %162 = load double, ptr %161, align 8, !dbg !231
  %163 = getelementptr inbounds %struct.vec3, ptr %17, i32 0, i32 1, !dbg !232
  %164 = load double, ptr %163, align 8, !dbg !232
  %165 = getelementptr inbounds %struct.vec3, ptr %17, i32 0, i32 2, !dbg !233
  %166 = load double, ptr %165, align 8, !dbg !233
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %160, double noundef %162, double noundef %164, double noundef %166), !dbg !234
  br label %168, !dbg !235

168:                                              ; preds = %156
  %169 = load i32, ptr %18, align 4, !dbg !236
  %170 = add nsw i32 %169, 1, !dbg !236
  store i32 %170, ptr %18, align 4, !dbg !236
  br label %153, !dbg !237, !llvm.loop !238

171:                                              ; preds = %153
    #dbg_declare(ptr %20, !240, !DIExpression(), !249)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 @__const.main.m, i64 32, i1 false), !dbg !249
    #dbg_declare(ptr %21, !250, !DIExpression(), !252)
  store i32 0, ptr %21, align 4, !dbg !252
  br label %172, !dbg !253

172:                                              ; preds = %177, %171
  %173 = load i32, ptr %21, align 4, !dbg !254
  %174 = icmp slt i32 %173, 5, !dbg !256
  br i1 %174, label %175, label %180, !dbg !257

175:                                              ; preds = %172
  %176 = load i32, ptr %21, align 4, !dbg !258
  call void @mixed_step(ptr dead_on_unwind writable sret(%struct.mixed) align 8 %22, ptr noundef byval(%struct.mixed) align 8 %20, i32 noundef %176), !dbg !260
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %22, i64 32, i1 false), !dbg !260
  call void @print_mixed(ptr noundef @.str.5, ptr noundef byval(%struct.mixed) align 8 %20), !dbg !261
  br label %177, !dbg !262

177:                                              ; preds = %175
  %178 = load i32, ptr %21, align 4, !dbg !263
  %179 = add nsw i32 %178, 1, !dbg !263
  store i32 %179, ptr %21, align 4, !dbg !263
  br label %172, !dbg !264, !llvm.loop !265

180:                                              ; preds = %172
    #dbg_declare(ptr %23, !267, !DIExpression(), !268)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %20, i64 32, i1 false), !dbg !269
  %181 = getelementptr inbounds %struct.mixed, ptr %23, i32 0, i32 2, !dbg !270
  %182 = load i32, ptr %181, align 4, !dbg !271
  %183 = add nsw i32 %182, 1, !dbg !271
  store i32 %183, ptr %181, align 4, !dbg !271
  %184 = getelementptr inbounds %struct.mixed, ptr %23, i32 0, i32 2, !dbg !272
  %185 = load i32, ptr %184, align 4, !dbg !272
  %186 = getelementptr inbounds %struct.mixed, ptr %20, i32 0, i32 2, !dbg !273
  %187 = load i32, ptr %186, align 4, !dbg !273
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %185, i32 noundef %187), !dbg !274
    #dbg_declare(ptr %24, !275, !DIExpression(), !279)
    #dbg_declare(ptr %25, !280, !DIExpression(), !282)
  store i32 0, ptr %25, align 4, !dbg !282
  br label %189, !dbg !283

189:                                              ; preds = %206, %180
  %190 = load i32, ptr %25, align 4, !dbg !284
  %191 = icmp slt i32 %190, 8, !dbg !286
  br i1 %191, label %192, label %209, !dbg !287

192:                                              ; preds = %189
  %193 = load i32, ptr %25, align 4, !dbg !288
  %194 = mul nsw i32 %193, 37, !dbg !290
  %195 = srem i32 %194, 11, !dbg !291
  %196 = sub nsw i32 %195, 5, !dbg !292
  %197 = load i32, ptr %25, align 4, !dbg !293
  %198 = sext i32 %197 to i64, !dbg !294
  %199 = getelementptr inbounds [8 x %struct.point], ptr %24, i64 0, i64 %198, !dbg !294
  %200 = getelementptr inbounds %struct.point, ptr %199, i32 0, i32 0, !dbg !295
  store i32 %196, ptr %200, align 8, !dbg !296
  %201 = load i32, ptr %25, align 4, !dbg !297
  %202 = load i32, ptr %25, align 4, !dbg !298
  %203 = sext i32 %202 to i64, !dbg !299
  %204 = getelementptr inbounds [8 x %struct.point], ptr %24, i64 0, i64 %203, !dbg !299
  %205 = getelementptr inbounds %struct.point, ptr %204, i32 0, i32 1, !dbg !300
  store i32 %201, ptr %205, align 4, !dbg !301
  br label %206, !dbg !302

206:                                              ; preds = %192
  %207 = load i32, ptr %25, align 4, !dbg !303
  %208 = add nsw i32 %207, 1, !dbg !303
  store i32 %208, ptr %25, align 4, !dbg !303
  br label %189, !dbg !304, !llvm.loop !305

209:                                              ; preds = %189
    #dbg_declare(ptr %26, !307, !DIExpression(), !309)
  store i32 1, ptr %26, align 4, !dbg !309
  br label %210, !dbg !310

210:                                              ; preds = %248, %209
  %211 = load i32, ptr %26, align 4, !dbg !311
  %212 = icmp slt i32 %211, 8, !dbg !313
  br i1 %212, label %213, label %251, !dbg !314

213:                                              ; preds = %210
    #dbg_declare(ptr %27, !315, !DIExpression(), !317)
  %214 = load i32, ptr %26, align 4, !dbg !318
  %215 = sext i32 %214 to i64, !dbg !319
  %216 = getelementptr inbounds [8 x %struct.point], ptr %24, i64 0, i64 %215, !dbg !319
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %27, ptr align 8 %216, i64 8, i1 false), !dbg !319
    #dbg_declare(ptr %28, !320, !DIExpression(), !321)
  %217 = load i32, ptr %26, align 4, !dbg !322
  %218 = sub nsw i32 %217, 1, !dbg !323
  store i32 %218, ptr %28, align 4, !dbg !321
  br label %219, !dbg !324

219:                                              ; preds = %233, %213
  %220 = load i32, ptr %28, align 4, !dbg !325
  %221 = icmp sge i32 %220, 0, !dbg !326
  br i1 %221, label %222, label %231, !dbg !327

222:                                              ; preds = %219
  %223 = load i32, ptr %28, align 4, !dbg !328
  %224 = sext i32 %223 to i64, !dbg !329
  %225 = getelementptr inbounds [8 x %struct.point], ptr %24, i64 0, i64 %224, !dbg !329
  %226 = getelementptr inbounds %struct.point, ptr %225, i32 0, i32 0, !dbg !330
  %227 = load i32, ptr %226, align 8, !dbg !330
  %228 = getelementptr inbounds %struct.point, ptr %27, i32 0, i32 0, !dbg !331
  %229 = load i32, ptr %228, align 4, !dbg !331
  %230 = icmp sgt i32 %227, %229, !dbg !332
  br label %231

231:                                              ; preds = %222, %219
  %232 = phi i1 [ false, %219 ], [ %230, %222 ], !dbg !333
  br i1 %232, label %233, label %243, !dbg !324

233:                                              ; preds = %231
  %234 = load i32, ptr %28, align 4, !dbg !334
  %235 = add nsw i32 %234, 1, !dbg !336
  %236 = sext i32 %235 to i64, !dbg !337
  %237 = getelementptr inbounds [8 x %struct.point], ptr %24, i64 0, i64 %236, !dbg !337
  %238 = load i32, ptr %28, align 4, !dbg !338
  %239 = sext i32 %238 to i64, !dbg !339
  %240 = getelementptr inbounds [8 x %struct.point], ptr %24, i64 0, i64 %239, !dbg !339
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %237, ptr align 8 %240, i64 8, i1 false), !dbg !339
  %241 = load i32, ptr %28, align 4, !dbg !340
  %242 = add nsw i32 %241, -1, !dbg !340
  store i32 %242, ptr %28, align 4, !dbg !340
  br label %219, !dbg !324, !llvm.loop !341

243:                                              ; preds = %231
  %244 = load i32, ptr %28, align 4, !dbg !343
  %245 = add nsw i32 %244, 1, !dbg !344
  %246 = sext i32 %245 to i64, !dbg !345
  %247 = getelementptr inbounds [8 x %struct.point], ptr %24, i64 0, i64 %246, !dbg !345
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %247, ptr align 4 %27, i64 8, i1 false), !dbg !346
  br label %248, !dbg !347

248:                                              ; preds = %243
  %249 = load i32, ptr %26, align 4, !dbg !348
  %250 = add nsw i32 %249, 1, !dbg !348
  store i32 %250, ptr %26, align 4, !dbg !348
  br label %210, !dbg !349, !llvm.loop !350

251:                                              ; preds = %210
    #dbg_declare(ptr %29, !352, !DIExpression(), !354)
  store i32 0, ptr %29, align 4, !dbg !354
  br label %252, !dbg !355

252:                                              ; preds = %271, %251
  %253 = load i32, ptr %29, align 4, !dbg !356
  %254 = icmp slt i32 %253, 8, !dbg !358
  br i1 %254, label %255, label %274, !dbg !359

255:                                              ; preds = %252
  %256 = load i32, ptr %29, align 4, !dbg !360
  %257 = sext i32 %256 to i64, !dbg !361
  %258 = getelementptr inbounds [8 x %struct.point], ptr %24, i64 0, i64 %257, !dbg !361
  %259 = getelementptr inbounds %struct.point, ptr %258, i32 0, i32 0, !dbg !362
  %260 = load i32, ptr %259, align 8, !dbg !362
  %261 = load i32, ptr %29, align 4, !dbg !363
  %262 = sext i32 %261 to i64, !dbg !364
  %263 = getelementptr inbounds [8 x %struct.point], ptr %24, i64 0, i64 %262, !dbg !364
  %264 = getelementptr inbounds %struct.point, ptr %263, i32 0, i32 1, !dbg !365
  %265 = load i32, ptr %264, align 4, !dbg !365
  %266 = load i32, ptr %29, align 4, !dbg !366
  %267 = icmp eq i32 %266, 7, !dbg !367
  %268 = zext i1 %267 to i64, !dbg !366
  %269 = select i1 %267, ptr @.str.8, ptr @.str.9, !dbg !366
  %270 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %260, i32 noundef %265, ptr noundef %269), !dbg !368
  br label %271, !dbg !368

271:                                              ; preds = %255
  %272 = load i32, ptr %29, align 4, !dbg !369
  %273 = add nsw i32 %272, 1, !dbg !369
  store i32 %273, ptr %29, align 4, !dbg !369
  br label %252, !dbg !370, !llvm.loop !371

274:                                              ; preds = %252
    #dbg_declare(ptr %30, !373, !DIExpression(), !374)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %30, ptr align 4 @__const.main.lit, i64 20, i1 false), !dbg !374
  %275 = getelementptr inbounds %struct.rect, ptr %30, i32 0, i32 0, !dbg !375
  %276 = getelementptr inbounds %struct.point, ptr %275, i32 0, i32 0, !dbg !376
  %277 = load i32, ptr %276, align 4, !dbg !376
  %278 = getelementptr inbounds %struct.rect, ptr %30, i32 0, i32 0, !dbg !377
  %279 = getelementptr inbounds %struct.point, ptr %278, i32 0, i32 1, !dbg !378
  %280 = load i32, ptr %279, align 4, !dbg !378
  %281 = getelementptr inbounds %struct.rect, ptr %30, i32 0, i32 1, !dbg !379
  %282 = getelementptr inbounds %struct.point, ptr %281, i32 0, i32 0, !dbg !380
  %283 = load i32, ptr %282, align 4, !dbg !380
  %284 = getelementptr inbounds %struct.rect, ptr %30, i32 0, i32 1, !dbg !381
  %285 = getelementptr inbounds %struct.point, ptr %284, i32 0, i32 1, !dbg !382
  %286 = load i32, ptr %285, align 4, !dbg !382
  %287 = getelementptr inbounds %struct.rect, ptr %30, i32 0, i32 2, !dbg !383
  %288 = load i8, ptr %287, align 4, !dbg !383
  %289 = sext i8 %288 to i32, !dbg !384
  %290 = call i64 @rect_area(ptr noundef byval(%struct.rect) align 8 %30), !dbg !385
  %291 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %277, i32 noundef %280, i32 noundef %283, i32 noundef %286, i32 noundef %289, i64 noundef %290), !dbg !386
    #dbg_declare(ptr %31, !387, !DIExpression(), !388)
  %292 = getelementptr inbounds %struct.point, ptr %32, i32 0, i32 0, !dbg !389
  store i32 1, ptr %292, align 4, !dbg !389
  %293 = getelementptr inbounds %struct.point, ptr %32, i32 0, i32 1, !dbg !389
  store i32 1, ptr %293, align 4, !dbg !389
  %294 = getelementptr inbounds %struct.point, ptr %33, i32 0, i32 0, !dbg !390
  store i32 0, ptr %294, align 4, !dbg !390
  %295 = getelementptr inbounds %struct.point, ptr %33, i32 0, i32 1, !dbg !390
  store i32 5, ptr %295, align 4, !dbg !390
  %296 = load i64, ptr %32, align 4, !dbg !391
  %297 = load i64, ptr %33, align 4, !dbg !391
  %298 = call i64 @padd(i64 %296, i64 %297), !dbg !391
  store i64 %298, ptr %31, align 4, !dbg !391
  %299 = getelementptr inbounds %struct.point, ptr %31, i32 0, i32 0, !dbg !392
  %300 = load i32, ptr %299, align 4, !dbg !392
  %301 = getelementptr inbounds %struct.point, ptr %31, i32 0, i32 1, !dbg !393
  %302 = load i32, ptr %301, align 4, !dbg !393
  %303 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %300, i32 noundef %302), !dbg !394
  ret i32 0, !dbg !395
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @padd(i64 %0, i64 %1) #0 !dbg !396 {
  %3 = alloca %struct.point, align 4
  %4 = alloca %struct.point, align 4
  %5 = alloca %struct.point, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
    #dbg_declare(ptr %4, !399, !DIExpression(), !400)
    #dbg_declare(ptr %5, !401, !DIExpression(), !402)
    #dbg_declare(ptr %3, !403, !DIExpression(), !404)
  %6 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 0, !dbg !405
  %7 = getelementptr inbounds %struct.point, ptr %4, i32 0, i32 0, !dbg !406
  %8 = load i32, ptr %7, align 4, !dbg !406
  %9 = getelementptr inbounds %struct.point, ptr %5, i32 0, i32 0, !dbg !407
  %10 = load i32, ptr %9, align 4, !dbg !407
  %11 = add nsw i32 %8, %10, !dbg !408
  store i32 %11, ptr %6, align 4, !dbg !405
  %12 = getelementptr inbounds %struct.point, ptr %3, i32 0, i32 1, !dbg !405
  %13 = getelementptr inbounds %struct.point, ptr %4, i32 0, i32 1, !dbg !409
  %14 = load i32, ptr %13, align 4, !dbg !409
  %15 = getelementptr inbounds %struct.point, ptr %5, i32 0, i32 1, !dbg !410
  %16 = load i32, ptr %15, align 4, !dbg !410
  %17 = add nsw i32 %14, %16, !dbg !411
  store i32 %17, ptr %12, align 4, !dbg !405
  %18 = load i64, ptr %3, align 4, !dbg !412
  ret i64 %18, !dbg !412
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pscale(i64 %0, i32 noundef %1) #0 !dbg !413 {
  %3 = alloca %struct.point, align 4
  %4 = alloca %struct.point, align 4
  %5 = alloca i32, align 4
  store i64 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !416, !DIExpression(), !417)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !418, !DIExpression(), !419)
  %6 = load i32, ptr %5, align 4, !dbg !420
  %7 = getelementptr inbounds %struct.point, ptr %4, i32 0, i32 0, !dbg !421
  %8 = load i32, ptr %7, align 4, !dbg !422
  %9 = mul nsw i32 %8, %6, !dbg !422
  store i32 %9, ptr %7, align 4, !dbg !422
  %10 = load i32, ptr %5, align 4, !dbg !423
  %11 = getelementptr inbounds %struct.point, ptr %4, i32 0, i32 1, !dbg !424
  %12 = load i32, ptr %11, align 4, !dbg !425
  %13 = mul nsw i32 %12, %10, !dbg !425
  store i32 %13, ptr %11, align 4, !dbg !425
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 8, i1 false), !dbg !426
  %14 = load i64, ptr %3, align 4, !dbg !427
  ret i64 %14, !dbg !427
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rect_make(ptr dead_on_unwind noalias writable sret(%struct.rect) align 4 %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i8 noundef signext %5) #0 !dbg !428 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  store i32 %1, ptr %7, align 4
    #dbg_declare(ptr %7, !431, !DIExpression(), !432)
  store i32 %2, ptr %8, align 4
    #dbg_declare(ptr %8, !433, !DIExpression(), !434)
  store i32 %3, ptr %9, align 4
    #dbg_declare(ptr %9, !435, !DIExpression(), !436)
  store i32 %4, ptr %10, align 4
    #dbg_declare(ptr %10, !437, !DIExpression(), !438)
  store i8 %5, ptr %11, align 1
    #dbg_declare(ptr %11, !439, !DIExpression(), !440)
    #dbg_declare(ptr %0, !441, !DIExpression(), !442)
  %12 = load i32, ptr %7, align 4, !dbg !443
  %13 = load i32, ptr %9, align 4, !dbg !444
  %14 = icmp slt i32 %12, %13, !dbg !445
  br i1 %14, label %15, label %17, !dbg !443

15:                                               ; preds = %6
  %16 = load i32, ptr %7, align 4, !dbg !446
  br label %19, !dbg !443

17:                                               ; preds = %6
  %18 = load i32, ptr %9, align 4, !dbg !447
  br label %19, !dbg !443

19:                                               ; preds = %17, %15
  %20 = phi i32 [ %16, %15 ], [ %18, %17 ], !dbg !443
  %21 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0, !dbg !448
  %22 = getelementptr inbounds %struct.point, ptr %21, i32 0, i32 0, !dbg !449
  store i32 %20, ptr %22, align 4, !dbg !450
  %23 = load i32, ptr %7, align 4, !dbg !451
  %24 = load i32, ptr %9, align 4, !dbg !452
  %25 = icmp slt i32 %23, %24, !dbg !453
  br i1 %25, label %26, label %28, !dbg !451

26:                                               ; preds = %19
  %27 = load i32, ptr %9, align 4, !dbg !454
  br label %30, !dbg !451

28:                                               ; preds = %19
  %29 = load i32, ptr %7, align 4, !dbg !455
  br label %30, !dbg !451

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %27, %26 ], [ %29, %28 ], !dbg !451
  %32 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !456
  %33 = getelementptr inbounds %struct.point, ptr %32, i32 0, i32 0, !dbg !457
  store i32 %31, ptr %33, align 4, !dbg !458
  %34 = load i32, ptr %8, align 4, !dbg !459
  %35 = load i32, ptr %10, align 4, !dbg !460
  %36 = icmp slt i32 %34, %35, !dbg !461
  br i1 %36, label %37, label %39, !dbg !459

37:                                               ; preds = %30
  %38 = load i32, ptr %8, align 4, !dbg !462
  br label %41, !dbg !459

39:                                               ; preds = %30
  %40 = load i32, ptr %10, align 4, !dbg !463
  br label %41, !dbg !459

41:                                               ; preds = %39, %37
  %42 = phi i32 [ %38, %37 ], [ %40, %39 ], !dbg !459
  %43 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0, !dbg !464
  %44 = getelementptr inbounds %struct.point, ptr %43, i32 0, i32 1, !dbg !465
  store i32 %42, ptr %44, align 4, !dbg !466
  %45 = load i32, ptr %8, align 4, !dbg !467
  %46 = load i32, ptr %10, align 4, !dbg !468
  %47 = icmp slt i32 %45, %46, !dbg !469
  br i1 %47, label %48, label %50, !dbg !467

48:                                               ; preds = %41
  %49 = load i32, ptr %10, align 4, !dbg !470
  br label %52, !dbg !467

50:                                               ; preds = %41
  %51 = load i32, ptr %8, align 4, !dbg !471
  br label %52, !dbg !467

52:                                               ; preds = %50, %48
  %53 = phi i32 [ %49, %48 ], [ %51, %50 ], !dbg !467
  %54 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !472
  %55 = getelementptr inbounds %struct.point, ptr %54, i32 0, i32 1, !dbg !473
  store i32 %53, ptr %55, align 4, !dbg !474
  %56 = load i8, ptr %11, align 1, !dbg !475
  %57 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 2, !dbg !476
  store i8 %56, ptr %57, align 4, !dbg !477
  ret void, !dbg !478
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rect_area(ptr noundef byval(%struct.rect) align 8 %0) #0 !dbg !479 {
    #dbg_declare(ptr %0, !482, !DIExpression(), !483)
  %2 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !484
  %3 = getelementptr inbounds %struct.point, ptr %2, i32 0, i32 0, !dbg !485
  %4 = load i32, ptr %3, align 8, !dbg !485
  %5 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0, !dbg !486
  %6 = getelementptr inbounds %struct.point, ptr %5, i32 0, i32 0, !dbg !487
  %7 = load i32, ptr %6, align 8, !dbg !487
  %8 = sub nsw i32 %4, %7, !dbg !488
  %9 = sext i32 %8 to i64, !dbg !489
  %10 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !490
  %11 = getelementptr inbounds %struct.point, ptr %10, i32 0, i32 1, !dbg !491
  %12 = load i32, ptr %11, align 4, !dbg !491
  %13 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0, !dbg !492
  %14 = getelementptr inbounds %struct.point, ptr %13, i32 0, i32 1, !dbg !493
  %15 = load i32, ptr %14, align 4, !dbg !493
  %16 = sub nsw i32 %12, %15, !dbg !494
  %17 = sext i32 %16 to i64, !dbg !495
  %18 = mul nsw i64 %9, %17, !dbg !496
  ret i64 %18, !dbg !497
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rect_union(ptr dead_on_unwind noalias writable sret(%struct.rect) align 4 %0, ptr noundef byval(%struct.rect) align 8 %1, ptr noundef byval(%struct.rect) align 8 %2) #0 !dbg !498 {
    #dbg_declare(ptr %1, !501, !DIExpression(), !502)
    #dbg_declare(ptr %2, !503, !DIExpression(), !504)
    #dbg_declare(ptr %0, !505, !DIExpression(), !506)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 8 %1, i64 20, i1 false), !dbg !507
  %4 = getelementptr inbounds %struct.rect, ptr %2, i32 0, i32 0, !dbg !508
  %5 = getelementptr inbounds %struct.point, ptr %4, i32 0, i32 0, !dbg !510
  %6 = load i32, ptr %5, align 8, !dbg !510
  %7 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0, !dbg !511
  %8 = getelementptr inbounds %struct.point, ptr %7, i32 0, i32 0, !dbg !512
  %9 = load i32, ptr %8, align 4, !dbg !512
  %10 = icmp slt i32 %6, %9, !dbg !513
  br i1 %10, label %11, label %17, !dbg !514

11:                                               ; preds = %3
  %12 = getelementptr inbounds %struct.rect, ptr %2, i32 0, i32 0, !dbg !515
  %13 = getelementptr inbounds %struct.point, ptr %12, i32 0, i32 0, !dbg !516
  %14 = load i32, ptr %13, align 8, !dbg !516
  %15 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0, !dbg !517
  %16 = getelementptr inbounds %struct.point, ptr %15, i32 0, i32 0, !dbg !518
  store i32 %14, ptr %16, align 4, !dbg !519
  br label %17, !dbg !520

17:                                               ; preds = %11, %3
  %18 = getelementptr inbounds %struct.rect, ptr %2, i32 0, i32 0, !dbg !521
  %19 = getelementptr inbounds %struct.point, ptr %18, i32 0, i32 1, !dbg !523
  %20 = load i32, ptr %19, align 4, !dbg !523
  %21 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0, !dbg !524
  %22 = getelementptr inbounds %struct.point, ptr %21, i32 0, i32 1, !dbg !525
  %23 = load i32, ptr %22, align 4, !dbg !525
  %24 = icmp slt i32 %20, %23, !dbg !526
  br i1 %24, label %25, label %31, !dbg !527

25:                                               ; preds = %17
  %26 = getelementptr inbounds %struct.rect, ptr %2, i32 0, i32 0, !dbg !528
  %27 = getelementptr inbounds %struct.point, ptr %26, i32 0, i32 1, !dbg !529
  %28 = load i32, ptr %27, align 4, !dbg !529
  %29 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 0, !dbg !530
  %30 = getelementptr inbounds %struct.point, ptr %29, i32 0, i32 1, !dbg !531
  store i32 %28, ptr %30, align 4, !dbg !532
  br label %31, !dbg !533

31:                                               ; preds = %25, %17
  %32 = getelementptr inbounds %struct.rect, ptr %2, i32 0, i32 1, !dbg !534
  %33 = getelementptr inbounds %struct.point, ptr %32, i32 0, i32 0, !dbg !536
  %34 = load i32, ptr %33, align 8, !dbg !536
  %35 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !537
  %36 = getelementptr inbounds %struct.point, ptr %35, i32 0, i32 0, !dbg !538
  %37 = load i32, ptr %36, align 4, !dbg !538
  %38 = icmp sgt i32 %34, %37, !dbg !539
  br i1 %38, label %39, label %45, !dbg !540

39:                                               ; preds = %31
  %40 = getelementptr inbounds %struct.rect, ptr %2, i32 0, i32 1, !dbg !541
  %41 = getelementptr inbounds %struct.point, ptr %40, i32 0, i32 0, !dbg !542
  %42 = load i32, ptr %41, align 8, !dbg !542
  %43 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !543
  %44 = getelementptr inbounds %struct.point, ptr %43, i32 0, i32 0, !dbg !544
  store i32 %42, ptr %44, align 4, !dbg !545
  br label %45, !dbg !546

45:                                               ; preds = %39, %31
  %46 = getelementptr inbounds %struct.rect, ptr %2, i32 0, i32 1, !dbg !547
  %47 = getelementptr inbounds %struct.point, ptr %46, i32 0, i32 1, !dbg !549
  %48 = load i32, ptr %47, align 4, !dbg !549
  %49 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !550
  %50 = getelementptr inbounds %struct.point, ptr %49, i32 0, i32 1, !dbg !551
  %51 = load i32, ptr %50, align 4, !dbg !551
  %52 = icmp sgt i32 %48, %51, !dbg !552
  br i1 %52, label %53, label %59, !dbg !553

53:                                               ; preds = %45
  %54 = getelementptr inbounds %struct.rect, ptr %2, i32 0, i32 1, !dbg !554
  %55 = getelementptr inbounds %struct.point, ptr %54, i32 0, i32 1, !dbg !555
  %56 = load i32, ptr %55, align 4, !dbg !555
  %57 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 1, !dbg !556
  %58 = getelementptr inbounds %struct.point, ptr %57, i32 0, i32 1, !dbg !557
  store i32 %56, ptr %58, align 4, !dbg !558
  br label %59, !dbg !559

59:                                               ; preds = %53, %45
  %60 = getelementptr inbounds %struct.rect, ptr %1, i32 0, i32 2, !dbg !560
  %61 = load i8, ptr %60, align 8, !dbg !560
  %62 = sext i8 %61 to i32, !dbg !561
  %63 = add nsw i32 %62, 1, !dbg !562
  %64 = trunc i32 %63 to i8, !dbg !563
  %65 = getelementptr inbounds %struct.rect, ptr %0, i32 0, i32 2, !dbg !564
  store i8 %64, ptr %65, align 4, !dbg !565
  ret void, !dbg !566
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cross(ptr dead_on_unwind noalias writable sret(%struct.vec3) align 8 %0, ptr noundef byval(%struct.vec3) align 8 %1, ptr noundef byval(%struct.vec3) align 8 %2) #0 !dbg !567 {
    #dbg_declare(ptr %1, !570, !DIExpression(), !571)
    #dbg_declare(ptr %2, !572, !DIExpression(), !573)
    #dbg_declare(ptr %0, !574, !DIExpression(), !575)
  %4 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 0, !dbg !576
  %5 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 1, !dbg !577
  %6 = load double, ptr %5, align 8, !dbg !577
  %7 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 2, !dbg !578
  %8 = load double, ptr %7, align 8, !dbg !578
  %9 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 2, !dbg !579
  %10 = load double, ptr %9, align 8, !dbg !579
  %11 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 1, !dbg !580
  %12 = load double, ptr %11, align 8, !dbg !580
  %13 = fmul double %10, %12, !dbg !581
  %14 = fneg double %13, !dbg !582
  %15 = call double @llvm.fmuladd.f64(double %6, double %8, double %14), !dbg !582
  store double %15, ptr %4, align 8, !dbg !576
  %16 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 1, !dbg !576
  %17 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 2, !dbg !583
  %18 = load double, ptr %17, align 8, !dbg !583
  %19 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 0, !dbg !584
  %20 = load double, ptr %19, align 8, !dbg !584
  %21 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 0, !dbg !585
  %22 = load double, ptr %21, align 8, !dbg !585
  %23 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 2, !dbg !586
  %24 = load double, ptr %23, align 8, !dbg !586
  %25 = fmul double %22, %24, !dbg !587
  %26 = fneg double %25, !dbg !588
  %27 = call double @llvm.fmuladd.f64(double %18, double %20, double %26), !dbg !588
  store double %27, ptr %16, align 8, !dbg !576
  %28 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 2, !dbg !576
  %29 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 0, !dbg !589
  %30 = load double, ptr %29, align 8, !dbg !589
  %31 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 1, !dbg !590
  %32 = load double, ptr %31, align 8, !dbg !590
  %33 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 1, !dbg !591
  %34 = load double, ptr %33, align 8, !dbg !591
  %35 = getelementptr inbounds %struct.vec3, ptr %2, i32 0, i32 0, !dbg !592
  %36 = load double, ptr %35, align 8, !dbg !592
  %37 = fmul double %34, %36, !dbg !593
  %38 = fneg double %37, !dbg !594
  %39 = call double @llvm.fmuladd.f64(double %30, double %32, double %38), !dbg !594
  store double %39, ptr %28, align 8, !dbg !576
  ret void, !dbg !595
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(ptr noundef byval(%struct.vec3) align 8 %0, ptr noundef byval(%struct.vec3) align 8 %1) #0 !dbg !596 {
    #dbg_declare(ptr %0, !599, !DIExpression(), !600)
    #dbg_declare(ptr %1, !601, !DIExpression(), !602)
  %3 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 0, !dbg !603
  %4 = load double, ptr %3, align 8, !dbg !603
  %5 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 0, !dbg !604
  %6 = load double, ptr %5, align 8, !dbg !604
  %7 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 1, !dbg !605
  %8 = load double, ptr %7, align 8, !dbg !605
  %9 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 1, !dbg !606
  %10 = load double, ptr %9, align 8, !dbg !606
  %11 = fmul double %8, %10, !dbg !607
  %12 = call double @llvm.fmuladd.f64(double %4, double %6, double %11), !dbg !608
  %13 = getelementptr inbounds %struct.vec3, ptr %0, i32 0, i32 2, !dbg !609
  %14 = load double, ptr %13, align 8, !dbg !609
  %15 = getelementptr inbounds %struct.vec3, ptr %1, i32 0, i32 2, !dbg !610
  %16 = load double, ptr %15, align 8, !dbg !610
  %17 = call double @llvm.fmuladd.f64(double %14, double %16, double %12), !dbg !611
  ret double %17, !dbg !612
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed_step(ptr dead_on_unwind noalias writable sret(%struct.mixed) align 8 %0, ptr noundef byval(%struct.mixed) align 8 %1, i32 noundef %2) #0 !dbg !613 {
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !616, !DIExpression(), !617)
  store i32 %2, ptr %4, align 4
    #dbg_declare(ptr %4, !618, !DIExpression(), !619)
  %5 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 0, !dbg !620
  %6 = load i8, ptr %5, align 8, !dbg !620
  %7 = sext i8 %6 to i32, !dbg !621
  %8 = load i32, ptr %4, align 4, !dbg !622
  %9 = add nsw i32 %7, %8, !dbg !623
  %10 = trunc i32 %9 to i8, !dbg !624
  %11 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 0, !dbg !625
  store i8 %10, ptr %11, align 8, !dbg !626
  %12 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 1, !dbg !627
  %13 = load i16, ptr %12, align 2, !dbg !627
  %14 = sext i16 %13 to i32, !dbg !628
  %15 = mul nsw i32 %14, 2, !dbg !629
  %16 = load i32, ptr %4, align 4, !dbg !630
  %17 = add nsw i32 %15, %16, !dbg !631
  %18 = trunc i32 %17 to i16, !dbg !632
  %19 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 1, !dbg !633
  store i16 %18, ptr %19, align 2, !dbg !634
  %20 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 2, !dbg !635
  %21 = load i32, ptr %20, align 4, !dbg !635
  %22 = mul nsw i32 %21, 3, !dbg !636
  %23 = load i32, ptr %4, align 4, !dbg !637
  %24 = sub nsw i32 %22, %23, !dbg !638
  %25 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 2, !dbg !639
  store i32 %24, ptr %25, align 4, !dbg !640
  %26 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 3, !dbg !641
  %27 = load i64, ptr %26, align 8, !dbg !641
  %28 = mul nsw i64 %27, 5, !dbg !642
  %29 = load i32, ptr %4, align 4, !dbg !643
  %30 = sext i32 %29 to i64, !dbg !643
  %31 = add nsw i64 %28, %30, !dbg !644
  %32 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 3, !dbg !645
  store i64 %31, ptr %32, align 8, !dbg !646
  %33 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 4, !dbg !647
  %34 = load float, ptr %33, align 8, !dbg !647
  %35 = load i32, ptr %4, align 4, !dbg !648
  %36 = sitofp i32 %35 to float, !dbg !649
  %37 = call float @llvm.fmuladd.f32(float %34, float 5.000000e-01, float %36), !dbg !650
  %38 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 4, !dbg !651
  store float %37, ptr %38, align 8, !dbg !652
  %39 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 5, !dbg !653
  %40 = load double, ptr %39, align 8, !dbg !653
  %41 = fdiv double %40, 4.000000e+00, !dbg !654
  %42 = load i32, ptr %4, align 4, !dbg !655
  %43 = sitofp i32 %42 to double, !dbg !655
  %44 = fsub double %41, %43, !dbg !656
  %45 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 5, !dbg !657
  store double %44, ptr %45, align 8, !dbg !658
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 32, i1 false), !dbg !659
  ret void, !dbg !660
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_mixed(ptr noundef %0, ptr noundef byval(%struct.mixed) align 8 %1) #0 !dbg !661 {
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !666, !DIExpression(), !667)
    #dbg_declare(ptr %1, !668, !DIExpression(), !669)
  %4 = load ptr, ptr %3, align 8, !dbg !670
  %5 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 0, !dbg !671
  %6 = load i8, ptr %5, align 8, !dbg !671
  %7 = sext i8 %6 to i32, !dbg !672
  %8 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 1, !dbg !673
  %9 = load i16, ptr %8, align 2, !dbg !673
  %10 = sext i16 %9 to i32, !dbg !674
  %11 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 2, !dbg !675
  %12 = load i32, ptr %11, align 4, !dbg !675
  %13 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 3, !dbg !676
  %14 = load i64, ptr %13, align 8, !dbg !676
  %15 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 4, !dbg !677
  %16 = load float, ptr %15, align 8, !dbg !677
  %17 = fpext float %16 to double, !dbg !678
  %18 = getelementptr inbounds %struct.mixed, ptr %1, i32 0, i32 5, !dbg !679
  %19 = load double, ptr %18, align 8, !dbg !679
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %4, i32 noundef %7, i32 noundef %10, i32 noundef %12, i64 noundef %14, double noundef %17, double noundef %19), !dbg !680
  ret void, !dbg !681
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!58}
!llvm.module.flags = !{!64, !65, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "struct_byval.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "e3f6a130a63098a9e393fd54fcd8fc6a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 37)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 35)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 36)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 20)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 2)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 18)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 10)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !26, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !26, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 134, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 33)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 11)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 40)
!58 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !59, globals: !63, splitDebugInlining: false, nameTableKind: None)
!59 = !{!4, !60, !61, !62}
!60 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!61 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!62 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!63 = !{!0, !7, !12, !17, !19, !24, !29, !34, !39, !41, !43, !48, !53}
!64 = !{i32 7, !"Dwarf Version", i32 5}
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 1, !"wchar_size", i32 4}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 7, !"frame-pointer", i32 2}
!71 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!72 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 80, type: !73, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !58, retainedNodes: !76)
!73 = !DISubroutineType(types: !74)
!74 = !{!75}
!75 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!76 = !{}
!77 = !DILocalVariable(name: "a", scope: !72, file: !2, line: 81, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !2, line: 4, size: 64, elements: !79)
!79 = !{!80, !81}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !78, file: !2, line: 5, baseType: !75, size: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !78, file: !2, line: 5, baseType: !75, size: 32, offset: 32)
!82 = !DILocation(line: 81, column: 18, scope: !72)
!83 = !DILocalVariable(name: "b", scope: !72, file: !2, line: 81, type: !78)
!84 = !DILocation(line: 81, column: 30, scope: !72)
!85 = !DILocalVariable(name: "c", scope: !72, file: !2, line: 82, type: !78)
!86 = !DILocation(line: 82, column: 18, scope: !72)
!87 = !DILocation(line: 82, column: 22, scope: !72)
!88 = !DILocalVariable(name: "d", scope: !72, file: !2, line: 83, type: !78)
!89 = !DILocation(line: 83, column: 18, scope: !72)
!90 = !DILocation(line: 83, column: 22, scope: !72)
!91 = !DILocation(line: 84, column: 55, scope: !72)
!92 = !DILocation(line: 84, column: 60, scope: !72)
!93 = !DILocation(line: 84, column: 65, scope: !72)
!94 = !DILocation(line: 84, column: 70, scope: !72)
!95 = !DILocation(line: 84, column: 75, scope: !72)
!96 = !DILocation(line: 84, column: 80, scope: !72)
!97 = !DILocation(line: 84, column: 5, scope: !72)
!98 = !DILocalVariable(name: "rs", scope: !72, file: !2, line: 85, type: !99)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 960, elements: !105)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !2, line: 8, size: 160, elements: !101)
!101 = !{!102, !103, !104}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !100, file: !2, line: 9, baseType: !78, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !100, file: !2, line: 9, baseType: !78, size: 64, offset: 64)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !100, file: !2, line: 10, baseType: !4, size: 8, offset: 128)
!105 = !{!106}
!106 = !DISubrange(count: 6)
!107 = !DILocation(line: 85, column: 17, scope: !72)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 86, type: !75)
!109 = distinct !DILexicalBlock(scope: !72, file: !2, line: 86, column: 5)
!110 = !DILocation(line: 86, column: 14, scope: !109)
!111 = !DILocation(line: 86, column: 10, scope: !109)
!112 = !DILocation(line: 86, column: 21, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !2, line: 86, column: 5)
!114 = !DILocation(line: 86, column: 23, scope: !113)
!115 = !DILocation(line: 86, column: 5, scope: !109)
!116 = !DILocation(line: 87, column: 12, scope: !113)
!117 = !DILocation(line: 87, column: 9, scope: !113)
!118 = !DILocation(line: 87, column: 27, scope: !113)
!119 = !DILocation(line: 87, column: 29, scope: !113)
!120 = !DILocation(line: 87, column: 33, scope: !113)
!121 = !DILocation(line: 87, column: 43, scope: !113)
!122 = !DILocation(line: 87, column: 47, scope: !113)
!123 = !DILocation(line: 87, column: 45, scope: !113)
!124 = !DILocation(line: 87, column: 41, scope: !113)
!125 = !DILocation(line: 87, column: 50, scope: !113)
!126 = !DILocation(line: 87, column: 54, scope: !113)
!127 = !DILocation(line: 87, column: 52, scope: !113)
!128 = !DILocation(line: 87, column: 56, scope: !113)
!129 = !DILocation(line: 87, column: 61, scope: !113)
!130 = !DILocation(line: 87, column: 63, scope: !113)
!131 = !DILocation(line: 87, column: 81, scope: !113)
!132 = !DILocation(line: 87, column: 79, scope: !113)
!133 = !DILocation(line: 87, column: 68, scope: !113)
!134 = !DILocation(line: 87, column: 17, scope: !113)
!135 = !DILocation(line: 86, column: 29, scope: !113)
!136 = !DILocation(line: 86, column: 5, scope: !113)
!137 = distinct !{!137, !115, !138, !139}
!138 = !DILocation(line: 87, column: 83, scope: !109)
!139 = !{!"llvm.loop.mustprogress"}
!140 = !DILocalVariable(name: "u", scope: !72, file: !2, line: 88, type: !100)
!141 = !DILocation(line: 88, column: 17, scope: !72)
!142 = !DILocation(line: 88, column: 21, scope: !72)
!143 = !DILocalVariable(name: "i", scope: !144, file: !2, line: 89, type: !75)
!144 = distinct !DILexicalBlock(scope: !72, file: !2, line: 89, column: 5)
!145 = !DILocation(line: 89, column: 14, scope: !144)
!146 = !DILocation(line: 89, column: 10, scope: !144)
!147 = !DILocation(line: 89, column: 21, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !2, line: 89, column: 5)
!149 = !DILocation(line: 89, column: 23, scope: !148)
!150 = !DILocation(line: 89, column: 5, scope: !144)
!151 = !DILocation(line: 90, column: 58, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !2, line: 89, column: 33)
!153 = !DILocation(line: 90, column: 55, scope: !152)
!154 = !DILocation(line: 90, column: 61, scope: !152)
!155 = !DILocation(line: 90, column: 69, scope: !152)
!156 = !DILocation(line: 90, column: 66, scope: !152)
!157 = !DILocation(line: 90, column: 72, scope: !152)
!158 = !DILocation(line: 90, column: 75, scope: !152)
!159 = !DILocation(line: 90, column: 81, scope: !152)
!160 = !DILocation(line: 90, column: 78, scope: !152)
!161 = !DILocation(line: 90, column: 84, scope: !152)
!162 = !DILocation(line: 90, column: 87, scope: !152)
!163 = !DILocation(line: 91, column: 19, scope: !152)
!164 = !DILocation(line: 91, column: 16, scope: !152)
!165 = !DILocation(line: 91, column: 22, scope: !152)
!166 = !DILocation(line: 91, column: 25, scope: !152)
!167 = !DILocation(line: 91, column: 31, scope: !152)
!168 = !DILocation(line: 91, column: 28, scope: !152)
!169 = !DILocation(line: 91, column: 34, scope: !152)
!170 = !DILocation(line: 91, column: 37, scope: !152)
!171 = !DILocation(line: 91, column: 53, scope: !152)
!172 = !DILocation(line: 91, column: 50, scope: !152)
!173 = !DILocation(line: 91, column: 40, scope: !152)
!174 = !DILocation(line: 90, column: 9, scope: !152)
!175 = !DILocation(line: 92, column: 30, scope: !152)
!176 = !DILocation(line: 92, column: 27, scope: !152)
!177 = !DILocation(line: 92, column: 13, scope: !152)
!178 = !DILocation(line: 93, column: 5, scope: !152)
!179 = !DILocation(line: 89, column: 29, scope: !148)
!180 = !DILocation(line: 89, column: 5, scope: !148)
!181 = distinct !{!181, !150, !182, !139}
!182 = !DILocation(line: 93, column: 5, scope: !144)
!183 = !DILocation(line: 94, column: 54, scope: !72)
!184 = !DILocation(line: 94, column: 52, scope: !72)
!185 = !DILocation(line: 94, column: 61, scope: !72)
!186 = !DILocation(line: 94, column: 64, scope: !72)
!187 = !DILocation(line: 94, column: 69, scope: !72)
!188 = !DILocation(line: 94, column: 72, scope: !72)
!189 = !DILocation(line: 94, column: 77, scope: !72)
!190 = !DILocation(line: 94, column: 80, scope: !72)
!191 = !DILocation(line: 94, column: 85, scope: !72)
!192 = !DILocation(line: 94, column: 88, scope: !72)
!193 = !DILocation(line: 95, column: 12, scope: !72)
!194 = !DILocation(line: 94, column: 5, scope: !72)
!195 = !DILocalVariable(name: "v1", scope: !72, file: !2, line: 96, type: !196)
!196 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec3", file: !2, line: 13, size: 192, elements: !197)
!197 = !{!198, !200, !201}
!198 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !196, file: !2, line: 14, baseType: !199, size: 64)
!199 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !196, file: !2, line: 14, baseType: !199, size: 64, offset: 64)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !196, file: !2, line: 14, baseType: !199, size: 64, offset: 128)
!202 = !DILocation(line: 96, column: 17, scope: !72)
!203 = !DILocalVariable(name: "v2", scope: !72, file: !2, line: 96, type: !196)
!204 = !DILocation(line: 96, column: 33, scope: !72)
!205 = !DILocalVariable(name: "cr", scope: !72, file: !2, line: 97, type: !196)
!206 = !DILocation(line: 97, column: 17, scope: !72)
!207 = !DILocation(line: 97, column: 22, scope: !72)
!208 = !DILocation(line: 98, column: 55, scope: !72)
!209 = !DILocation(line: 98, column: 61, scope: !72)
!210 = !DILocation(line: 98, column: 67, scope: !72)
!211 = !DILocation(line: 98, column: 70, scope: !72)
!212 = !DILocation(line: 98, column: 83, scope: !72)
!213 = !DILocation(line: 99, column: 12, scope: !72)
!214 = !DILocation(line: 98, column: 5, scope: !72)
!215 = !DILocalVariable(name: "acc", scope: !72, file: !2, line: 100, type: !196)
!216 = !DILocation(line: 100, column: 17, scope: !72)
!217 = !DILocation(line: 100, column: 23, scope: !72)
!218 = !DILocalVariable(name: "i", scope: !219, file: !2, line: 101, type: !75)
!219 = distinct !DILexicalBlock(scope: !72, file: !2, line: 101, column: 5)
!220 = !DILocation(line: 101, column: 14, scope: !219)
!221 = !DILocation(line: 101, column: 10, scope: !219)
!222 = !DILocation(line: 101, column: 21, scope: !223)
!223 = distinct !DILexicalBlock(scope: !219, file: !2, line: 101, column: 5)
!224 = !DILocation(line: 101, column: 23, scope: !223)
!225 = !DILocation(line: 101, column: 5, scope: !219)
!226 = !DILocation(line: 102, column: 15, scope: !227)
!227 = distinct !DILexicalBlock(scope: !223, file: !2, line: 101, column: 33)
!228 = !DILocation(line: 103, column: 13, scope: !227)
!229 = !DILocation(line: 103, column: 15, scope: !227)
!230 = !DILocation(line: 104, column: 40, scope: !227)
!231 = !DILocation(line: 104, column: 47, scope: !227)
!232 = !DILocation(line: 104, column: 54, scope: !227)
!233 = !DILocation(line: 104, column: 61, scope: !227)
!234 = !DILocation(line: 104, column: 9, scope: !227)
!235 = !DILocation(line: 105, column: 5, scope: !227)
!236 = !DILocation(line: 101, column: 29, scope: !223)
!237 = !DILocation(line: 101, column: 5, scope: !223)
!238 = distinct !{!238, !225, !239, !139}
!239 = !DILocation(line: 105, column: 5, scope: !219)
!240 = !DILocalVariable(name: "m", scope: !72, file: !2, line: 106, type: !241)
!241 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !2, line: 17, size: 256, elements: !242)
!242 = !{!243, !244, !245, !246, !247, !248}
!243 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !241, file: !2, line: 18, baseType: !4, size: 8)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !241, file: !2, line: 19, baseType: !61, size: 16, offset: 16)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !241, file: !2, line: 20, baseType: !75, size: 32, offset: 32)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !241, file: !2, line: 21, baseType: !60, size: 64, offset: 64)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !241, file: !2, line: 22, baseType: !62, size: 32, offset: 128)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !241, file: !2, line: 23, baseType: !199, size: 64, offset: 192)
!249 = !DILocation(line: 106, column: 18, scope: !72)
!250 = !DILocalVariable(name: "k", scope: !251, file: !2, line: 107, type: !75)
!251 = distinct !DILexicalBlock(scope: !72, file: !2, line: 107, column: 5)
!252 = !DILocation(line: 107, column: 14, scope: !251)
!253 = !DILocation(line: 107, column: 10, scope: !251)
!254 = !DILocation(line: 107, column: 21, scope: !255)
!255 = distinct !DILexicalBlock(scope: !251, file: !2, line: 107, column: 5)
!256 = !DILocation(line: 107, column: 23, scope: !255)
!257 = !DILocation(line: 107, column: 5, scope: !251)
!258 = !DILocation(line: 108, column: 27, scope: !259)
!259 = distinct !DILexicalBlock(scope: !255, file: !2, line: 107, column: 33)
!260 = !DILocation(line: 108, column: 13, scope: !259)
!261 = !DILocation(line: 109, column: 9, scope: !259)
!262 = !DILocation(line: 110, column: 5, scope: !259)
!263 = !DILocation(line: 107, column: 29, scope: !255)
!264 = !DILocation(line: 107, column: 5, scope: !255)
!265 = distinct !{!265, !257, !266, !139}
!266 = !DILocation(line: 110, column: 5, scope: !251)
!267 = !DILocalVariable(name: "copy", scope: !72, file: !2, line: 112, type: !241)
!268 = !DILocation(line: 112, column: 18, scope: !72)
!269 = !DILocation(line: 112, column: 25, scope: !72)
!270 = !DILocation(line: 113, column: 10, scope: !72)
!271 = !DILocation(line: 113, column: 11, scope: !72)
!272 = !DILocation(line: 114, column: 39, scope: !72)
!273 = !DILocation(line: 114, column: 44, scope: !72)
!274 = !DILocation(line: 114, column: 5, scope: !72)
!275 = !DILocalVariable(name: "pts", scope: !72, file: !2, line: 116, type: !276)
!276 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 512, elements: !277)
!277 = !{!278}
!278 = !DISubrange(count: 8)
!279 = !DILocation(line: 116, column: 18, scope: !72)
!280 = !DILocalVariable(name: "i", scope: !281, file: !2, line: 117, type: !75)
!281 = distinct !DILexicalBlock(scope: !72, file: !2, line: 117, column: 5)
!282 = !DILocation(line: 117, column: 14, scope: !281)
!283 = !DILocation(line: 117, column: 10, scope: !281)
!284 = !DILocation(line: 117, column: 21, scope: !285)
!285 = distinct !DILexicalBlock(scope: !281, file: !2, line: 117, column: 5)
!286 = !DILocation(line: 117, column: 23, scope: !285)
!287 = !DILocation(line: 117, column: 5, scope: !281)
!288 = !DILocation(line: 118, column: 21, scope: !289)
!289 = distinct !DILexicalBlock(scope: !285, file: !2, line: 117, column: 33)
!290 = !DILocation(line: 118, column: 23, scope: !289)
!291 = !DILocation(line: 118, column: 29, scope: !289)
!292 = !DILocation(line: 118, column: 34, scope: !289)
!293 = !DILocation(line: 118, column: 13, scope: !289)
!294 = !DILocation(line: 118, column: 9, scope: !289)
!295 = !DILocation(line: 118, column: 16, scope: !289)
!296 = !DILocation(line: 118, column: 18, scope: !289)
!297 = !DILocation(line: 119, column: 20, scope: !289)
!298 = !DILocation(line: 119, column: 13, scope: !289)
!299 = !DILocation(line: 119, column: 9, scope: !289)
!300 = !DILocation(line: 119, column: 16, scope: !289)
!301 = !DILocation(line: 119, column: 18, scope: !289)
!302 = !DILocation(line: 120, column: 5, scope: !289)
!303 = !DILocation(line: 117, column: 29, scope: !285)
!304 = !DILocation(line: 117, column: 5, scope: !285)
!305 = distinct !{!305, !287, !306, !139}
!306 = !DILocation(line: 120, column: 5, scope: !281)
!307 = !DILocalVariable(name: "i", scope: !308, file: !2, line: 121, type: !75)
!308 = distinct !DILexicalBlock(scope: !72, file: !2, line: 121, column: 5)
!309 = !DILocation(line: 121, column: 14, scope: !308)
!310 = !DILocation(line: 121, column: 10, scope: !308)
!311 = !DILocation(line: 121, column: 21, scope: !312)
!312 = distinct !DILexicalBlock(scope: !308, file: !2, line: 121, column: 5)
!313 = !DILocation(line: 121, column: 23, scope: !312)
!314 = !DILocation(line: 121, column: 5, scope: !308)
!315 = !DILocalVariable(name: "key", scope: !316, file: !2, line: 122, type: !78)
!316 = distinct !DILexicalBlock(scope: !312, file: !2, line: 121, column: 33)
!317 = !DILocation(line: 122, column: 22, scope: !316)
!318 = !DILocation(line: 122, column: 32, scope: !316)
!319 = !DILocation(line: 122, column: 28, scope: !316)
!320 = !DILocalVariable(name: "j", scope: !316, file: !2, line: 123, type: !75)
!321 = !DILocation(line: 123, column: 13, scope: !316)
!322 = !DILocation(line: 123, column: 17, scope: !316)
!323 = !DILocation(line: 123, column: 19, scope: !316)
!324 = !DILocation(line: 124, column: 9, scope: !316)
!325 = !DILocation(line: 124, column: 16, scope: !316)
!326 = !DILocation(line: 124, column: 18, scope: !316)
!327 = !DILocation(line: 124, column: 23, scope: !316)
!328 = !DILocation(line: 124, column: 30, scope: !316)
!329 = !DILocation(line: 124, column: 26, scope: !316)
!330 = !DILocation(line: 124, column: 33, scope: !316)
!331 = !DILocation(line: 124, column: 41, scope: !316)
!332 = !DILocation(line: 124, column: 35, scope: !316)
!333 = !DILocation(line: 0, scope: !316)
!334 = !DILocation(line: 125, column: 17, scope: !335)
!335 = distinct !DILexicalBlock(scope: !316, file: !2, line: 124, column: 44)
!336 = !DILocation(line: 125, column: 19, scope: !335)
!337 = !DILocation(line: 125, column: 13, scope: !335)
!338 = !DILocation(line: 125, column: 30, scope: !335)
!339 = !DILocation(line: 125, column: 26, scope: !335)
!340 = !DILocation(line: 126, column: 14, scope: !335)
!341 = distinct !{!341, !324, !342, !139}
!342 = !DILocation(line: 127, column: 9, scope: !316)
!343 = !DILocation(line: 128, column: 13, scope: !316)
!344 = !DILocation(line: 128, column: 15, scope: !316)
!345 = !DILocation(line: 128, column: 9, scope: !316)
!346 = !DILocation(line: 128, column: 22, scope: !316)
!347 = !DILocation(line: 129, column: 5, scope: !316)
!348 = !DILocation(line: 121, column: 29, scope: !312)
!349 = !DILocation(line: 121, column: 5, scope: !312)
!350 = distinct !{!350, !314, !351, !139}
!351 = !DILocation(line: 129, column: 5, scope: !308)
!352 = !DILocalVariable(name: "i", scope: !353, file: !2, line: 130, type: !75)
!353 = distinct !DILexicalBlock(scope: !72, file: !2, line: 130, column: 5)
!354 = !DILocation(line: 130, column: 14, scope: !353)
!355 = !DILocation(line: 130, column: 10, scope: !353)
!356 = !DILocation(line: 130, column: 21, scope: !357)
!357 = distinct !DILexicalBlock(scope: !353, file: !2, line: 130, column: 5)
!358 = !DILocation(line: 130, column: 23, scope: !357)
!359 = !DILocation(line: 130, column: 5, scope: !353)
!360 = !DILocation(line: 131, column: 33, scope: !357)
!361 = !DILocation(line: 131, column: 29, scope: !357)
!362 = !DILocation(line: 131, column: 36, scope: !357)
!363 = !DILocation(line: 131, column: 43, scope: !357)
!364 = !DILocation(line: 131, column: 39, scope: !357)
!365 = !DILocation(line: 131, column: 46, scope: !357)
!366 = !DILocation(line: 131, column: 49, scope: !357)
!367 = !DILocation(line: 131, column: 51, scope: !357)
!368 = !DILocation(line: 131, column: 9, scope: !357)
!369 = !DILocation(line: 130, column: 29, scope: !357)
!370 = !DILocation(line: 130, column: 5, scope: !357)
!371 = distinct !{!371, !359, !372, !139}
!372 = !DILocation(line: 131, column: 68, scope: !353)
!373 = !DILocalVariable(name: "lit", scope: !72, file: !2, line: 133, type: !100)
!374 = !DILocation(line: 133, column: 17, scope: !72)
!375 = !DILocation(line: 134, column: 53, scope: !72)
!376 = !DILocation(line: 134, column: 56, scope: !72)
!377 = !DILocation(line: 134, column: 63, scope: !72)
!378 = !DILocation(line: 134, column: 66, scope: !72)
!379 = !DILocation(line: 134, column: 73, scope: !72)
!380 = !DILocation(line: 134, column: 76, scope: !72)
!381 = !DILocation(line: 134, column: 83, scope: !72)
!382 = !DILocation(line: 134, column: 86, scope: !72)
!383 = !DILocation(line: 134, column: 93, scope: !72)
!384 = !DILocation(line: 134, column: 89, scope: !72)
!385 = !DILocation(line: 135, column: 12, scope: !72)
!386 = !DILocation(line: 134, column: 5, scope: !72)
!387 = !DILocalVariable(name: "q", scope: !72, file: !2, line: 136, type: !78)
!388 = !DILocation(line: 136, column: 18, scope: !72)
!389 = !DILocation(line: 136, column: 41, scope: !72)
!390 = !DILocation(line: 136, column: 63, scope: !72)
!391 = !DILocation(line: 136, column: 22, scope: !72)
!392 = !DILocation(line: 137, column: 29, scope: !72)
!393 = !DILocation(line: 137, column: 34, scope: !72)
!394 = !DILocation(line: 137, column: 5, scope: !72)
!395 = !DILocation(line: 138, column: 5, scope: !72)
!396 = distinct !DISubprogram(name: "padd", scope: !2, file: !2, line: 26, type: !397, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !58, retainedNodes: !76)
!397 = !DISubroutineType(types: !398)
!398 = !{!78, !78, !78}
!399 = !DILocalVariable(name: "a", arg: 1, scope: !396, file: !2, line: 26, type: !78)
!400 = !DILocation(line: 26, column: 39, scope: !396)
!401 = !DILocalVariable(name: "b", arg: 2, scope: !396, file: !2, line: 26, type: !78)
!402 = !DILocation(line: 26, column: 55, scope: !396)
!403 = !DILocalVariable(name: "r", scope: !396, file: !2, line: 27, type: !78)
!404 = !DILocation(line: 27, column: 18, scope: !396)
!405 = !DILocation(line: 27, column: 22, scope: !396)
!406 = !DILocation(line: 27, column: 25, scope: !396)
!407 = !DILocation(line: 27, column: 31, scope: !396)
!408 = !DILocation(line: 27, column: 27, scope: !396)
!409 = !DILocation(line: 27, column: 36, scope: !396)
!410 = !DILocation(line: 27, column: 42, scope: !396)
!411 = !DILocation(line: 27, column: 38, scope: !396)
!412 = !DILocation(line: 28, column: 5, scope: !396)
!413 = distinct !DISubprogram(name: "pscale", scope: !2, file: !2, line: 31, type: !414, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !58, retainedNodes: !76)
!414 = !DISubroutineType(types: !415)
!415 = !{!78, !78, !75}
!416 = !DILocalVariable(name: "p", arg: 1, scope: !413, file: !2, line: 31, type: !78)
!417 = !DILocation(line: 31, column: 41, scope: !413)
!418 = !DILocalVariable(name: "k", arg: 2, scope: !413, file: !2, line: 31, type: !75)
!419 = !DILocation(line: 31, column: 48, scope: !413)
!420 = !DILocation(line: 32, column: 12, scope: !413)
!421 = !DILocation(line: 32, column: 7, scope: !413)
!422 = !DILocation(line: 32, column: 9, scope: !413)
!423 = !DILocation(line: 33, column: 12, scope: !413)
!424 = !DILocation(line: 33, column: 7, scope: !413)
!425 = !DILocation(line: 33, column: 9, scope: !413)
!426 = !DILocation(line: 34, column: 12, scope: !413)
!427 = !DILocation(line: 34, column: 5, scope: !413)
!428 = distinct !DISubprogram(name: "rect_make", scope: !2, file: !2, line: 37, type: !429, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !58, retainedNodes: !76)
!429 = !DISubroutineType(types: !430)
!430 = !{!100, !75, !75, !75, !75, !4}
!431 = !DILocalVariable(name: "x0", arg: 1, scope: !428, file: !2, line: 37, type: !75)
!432 = !DILocation(line: 37, column: 34, scope: !428)
!433 = !DILocalVariable(name: "y0", arg: 2, scope: !428, file: !2, line: 37, type: !75)
!434 = !DILocation(line: 37, column: 42, scope: !428)
!435 = !DILocalVariable(name: "x1", arg: 3, scope: !428, file: !2, line: 37, type: !75)
!436 = !DILocation(line: 37, column: 50, scope: !428)
!437 = !DILocalVariable(name: "y1", arg: 4, scope: !428, file: !2, line: 37, type: !75)
!438 = !DILocation(line: 37, column: 58, scope: !428)
!439 = !DILocalVariable(name: "tag", arg: 5, scope: !428, file: !2, line: 37, type: !4)
!440 = !DILocation(line: 37, column: 67, scope: !428)
!441 = !DILocalVariable(name: "r", scope: !428, file: !2, line: 38, type: !100)
!442 = !DILocation(line: 38, column: 17, scope: !428)
!443 = !DILocation(line: 39, column: 14, scope: !428)
!444 = !DILocation(line: 39, column: 19, scope: !428)
!445 = !DILocation(line: 39, column: 17, scope: !428)
!446 = !DILocation(line: 39, column: 24, scope: !428)
!447 = !DILocation(line: 39, column: 29, scope: !428)
!448 = !DILocation(line: 39, column: 7, scope: !428)
!449 = !DILocation(line: 39, column: 10, scope: !428)
!450 = !DILocation(line: 39, column: 12, scope: !428)
!451 = !DILocation(line: 40, column: 14, scope: !428)
!452 = !DILocation(line: 40, column: 19, scope: !428)
!453 = !DILocation(line: 40, column: 17, scope: !428)
!454 = !DILocation(line: 40, column: 24, scope: !428)
!455 = !DILocation(line: 40, column: 29, scope: !428)
!456 = !DILocation(line: 40, column: 7, scope: !428)
!457 = !DILocation(line: 40, column: 10, scope: !428)
!458 = !DILocation(line: 40, column: 12, scope: !428)
!459 = !DILocation(line: 41, column: 14, scope: !428)
!460 = !DILocation(line: 41, column: 19, scope: !428)
!461 = !DILocation(line: 41, column: 17, scope: !428)
!462 = !DILocation(line: 41, column: 24, scope: !428)
!463 = !DILocation(line: 41, column: 29, scope: !428)
!464 = !DILocation(line: 41, column: 7, scope: !428)
!465 = !DILocation(line: 41, column: 10, scope: !428)
!466 = !DILocation(line: 41, column: 12, scope: !428)
!467 = !DILocation(line: 42, column: 14, scope: !428)
!468 = !DILocation(line: 42, column: 19, scope: !428)
!469 = !DILocation(line: 42, column: 17, scope: !428)
!470 = !DILocation(line: 42, column: 24, scope: !428)
!471 = !DILocation(line: 42, column: 29, scope: !428)
!472 = !DILocation(line: 42, column: 7, scope: !428)
!473 = !DILocation(line: 42, column: 10, scope: !428)
!474 = !DILocation(line: 42, column: 12, scope: !428)
!475 = !DILocation(line: 43, column: 13, scope: !428)
!476 = !DILocation(line: 43, column: 7, scope: !428)
!477 = !DILocation(line: 43, column: 11, scope: !428)
!478 = !DILocation(line: 44, column: 5, scope: !428)
!479 = distinct !DISubprogram(name: "rect_area", scope: !2, file: !2, line: 47, type: !480, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !58, retainedNodes: !76)
!480 = !DISubroutineType(types: !481)
!481 = !{!60, !100}
!482 = !DILocalVariable(name: "r", arg: 1, scope: !479, file: !2, line: 47, type: !100)
!483 = !DILocation(line: 47, column: 35, scope: !479)
!484 = !DILocation(line: 47, column: 56, scope: !479)
!485 = !DILocation(line: 47, column: 59, scope: !479)
!486 = !DILocation(line: 47, column: 65, scope: !479)
!487 = !DILocation(line: 47, column: 68, scope: !479)
!488 = !DILocation(line: 47, column: 61, scope: !479)
!489 = !DILocation(line: 47, column: 47, scope: !479)
!490 = !DILocation(line: 47, column: 76, scope: !479)
!491 = !DILocation(line: 47, column: 79, scope: !479)
!492 = !DILocation(line: 47, column: 85, scope: !479)
!493 = !DILocation(line: 47, column: 88, scope: !479)
!494 = !DILocation(line: 47, column: 81, scope: !479)
!495 = !DILocation(line: 47, column: 73, scope: !479)
!496 = !DILocation(line: 47, column: 71, scope: !479)
!497 = !DILocation(line: 47, column: 40, scope: !479)
!498 = distinct !DISubprogram(name: "rect_union", scope: !2, file: !2, line: 49, type: !499, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !58, retainedNodes: !76)
!499 = !DISubroutineType(types: !500)
!500 = !{!100, !100, !100}
!501 = !DILocalVariable(name: "a", arg: 1, scope: !498, file: !2, line: 49, type: !100)
!502 = !DILocation(line: 49, column: 43, scope: !498)
!503 = !DILocalVariable(name: "b", arg: 2, scope: !498, file: !2, line: 49, type: !100)
!504 = !DILocation(line: 49, column: 58, scope: !498)
!505 = !DILocalVariable(name: "r", scope: !498, file: !2, line: 50, type: !100)
!506 = !DILocation(line: 50, column: 17, scope: !498)
!507 = !DILocation(line: 50, column: 21, scope: !498)
!508 = !DILocation(line: 51, column: 11, scope: !509)
!509 = distinct !DILexicalBlock(scope: !498, file: !2, line: 51, column: 9)
!510 = !DILocation(line: 51, column: 14, scope: !509)
!511 = !DILocation(line: 51, column: 20, scope: !509)
!512 = !DILocation(line: 51, column: 23, scope: !509)
!513 = !DILocation(line: 51, column: 16, scope: !509)
!514 = !DILocation(line: 51, column: 9, scope: !498)
!515 = !DILocation(line: 51, column: 37, scope: !509)
!516 = !DILocation(line: 51, column: 40, scope: !509)
!517 = !DILocation(line: 51, column: 28, scope: !509)
!518 = !DILocation(line: 51, column: 31, scope: !509)
!519 = !DILocation(line: 51, column: 33, scope: !509)
!520 = !DILocation(line: 51, column: 26, scope: !509)
!521 = !DILocation(line: 52, column: 11, scope: !522)
!522 = distinct !DILexicalBlock(scope: !498, file: !2, line: 52, column: 9)
!523 = !DILocation(line: 52, column: 14, scope: !522)
!524 = !DILocation(line: 52, column: 20, scope: !522)
!525 = !DILocation(line: 52, column: 23, scope: !522)
!526 = !DILocation(line: 52, column: 16, scope: !522)
!527 = !DILocation(line: 52, column: 9, scope: !498)
!528 = !DILocation(line: 52, column: 37, scope: !522)
!529 = !DILocation(line: 52, column: 40, scope: !522)
!530 = !DILocation(line: 52, column: 28, scope: !522)
!531 = !DILocation(line: 52, column: 31, scope: !522)
!532 = !DILocation(line: 52, column: 33, scope: !522)
!533 = !DILocation(line: 52, column: 26, scope: !522)
!534 = !DILocation(line: 53, column: 11, scope: !535)
!535 = distinct !DILexicalBlock(scope: !498, file: !2, line: 53, column: 9)
!536 = !DILocation(line: 53, column: 14, scope: !535)
!537 = !DILocation(line: 53, column: 20, scope: !535)
!538 = !DILocation(line: 53, column: 23, scope: !535)
!539 = !DILocation(line: 53, column: 16, scope: !535)
!540 = !DILocation(line: 53, column: 9, scope: !498)
!541 = !DILocation(line: 53, column: 37, scope: !535)
!542 = !DILocation(line: 53, column: 40, scope: !535)
!543 = !DILocation(line: 53, column: 28, scope: !535)
!544 = !DILocation(line: 53, column: 31, scope: !535)
!545 = !DILocation(line: 53, column: 33, scope: !535)
!546 = !DILocation(line: 53, column: 26, scope: !535)
!547 = !DILocation(line: 54, column: 11, scope: !548)
!548 = distinct !DILexicalBlock(scope: !498, file: !2, line: 54, column: 9)
!549 = !DILocation(line: 54, column: 14, scope: !548)
!550 = !DILocation(line: 54, column: 20, scope: !548)
!551 = !DILocation(line: 54, column: 23, scope: !548)
!552 = !DILocation(line: 54, column: 16, scope: !548)
!553 = !DILocation(line: 54, column: 9, scope: !498)
!554 = !DILocation(line: 54, column: 37, scope: !548)
!555 = !DILocation(line: 54, column: 40, scope: !548)
!556 = !DILocation(line: 54, column: 28, scope: !548)
!557 = !DILocation(line: 54, column: 31, scope: !548)
!558 = !DILocation(line: 54, column: 33, scope: !548)
!559 = !DILocation(line: 54, column: 26, scope: !548)
!560 = !DILocation(line: 55, column: 22, scope: !498)
!561 = !DILocation(line: 55, column: 20, scope: !498)
!562 = !DILocation(line: 55, column: 26, scope: !498)
!563 = !DILocation(line: 55, column: 13, scope: !498)
!564 = !DILocation(line: 55, column: 7, scope: !498)
!565 = !DILocation(line: 55, column: 11, scope: !498)
!566 = !DILocation(line: 56, column: 5, scope: !498)
!567 = distinct !DISubprogram(name: "cross", scope: !2, file: !2, line: 59, type: !568, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !58, retainedNodes: !76)
!568 = !DISubroutineType(types: !569)
!569 = !{!196, !196, !196}
!570 = !DILocalVariable(name: "a", arg: 1, scope: !567, file: !2, line: 59, type: !196)
!571 = !DILocation(line: 59, column: 38, scope: !567)
!572 = !DILocalVariable(name: "b", arg: 2, scope: !567, file: !2, line: 59, type: !196)
!573 = !DILocation(line: 59, column: 53, scope: !567)
!574 = !DILocalVariable(name: "r", scope: !567, file: !2, line: 60, type: !196)
!575 = !DILocation(line: 60, column: 17, scope: !567)
!576 = !DILocation(line: 60, column: 21, scope: !567)
!577 = !DILocation(line: 60, column: 24, scope: !567)
!578 = !DILocation(line: 60, column: 30, scope: !567)
!579 = !DILocation(line: 60, column: 36, scope: !567)
!580 = !DILocation(line: 60, column: 42, scope: !567)
!581 = !DILocation(line: 60, column: 38, scope: !567)
!582 = !DILocation(line: 60, column: 32, scope: !567)
!583 = !DILocation(line: 60, column: 47, scope: !567)
!584 = !DILocation(line: 60, column: 53, scope: !567)
!585 = !DILocation(line: 60, column: 59, scope: !567)
!586 = !DILocation(line: 60, column: 65, scope: !567)
!587 = !DILocation(line: 60, column: 61, scope: !567)
!588 = !DILocation(line: 60, column: 55, scope: !567)
!589 = !DILocation(line: 60, column: 70, scope: !567)
!590 = !DILocation(line: 60, column: 76, scope: !567)
!591 = !DILocation(line: 60, column: 82, scope: !567)
!592 = !DILocation(line: 60, column: 88, scope: !567)
!593 = !DILocation(line: 60, column: 84, scope: !567)
!594 = !DILocation(line: 60, column: 78, scope: !567)
!595 = !DILocation(line: 61, column: 5, scope: !567)
!596 = distinct !DISubprogram(name: "dot", scope: !2, file: !2, line: 64, type: !597, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !58, retainedNodes: !76)
!597 = !DISubroutineType(types: !598)
!598 = !{!199, !196, !196}
!599 = !DILocalVariable(name: "a", arg: 1, scope: !596, file: !2, line: 64, type: !196)
!600 = !DILocation(line: 64, column: 31, scope: !596)
!601 = !DILocalVariable(name: "b", arg: 2, scope: !596, file: !2, line: 64, type: !196)
!602 = !DILocation(line: 64, column: 46, scope: !596)
!603 = !DILocation(line: 64, column: 60, scope: !596)
!604 = !DILocation(line: 64, column: 66, scope: !596)
!605 = !DILocation(line: 64, column: 72, scope: !596)
!606 = !DILocation(line: 64, column: 78, scope: !596)
!607 = !DILocation(line: 64, column: 74, scope: !596)
!608 = !DILocation(line: 64, column: 68, scope: !596)
!609 = !DILocation(line: 64, column: 84, scope: !596)
!610 = !DILocation(line: 64, column: 90, scope: !596)
!611 = !DILocation(line: 64, column: 80, scope: !596)
!612 = !DILocation(line: 64, column: 51, scope: !596)
!613 = distinct !DISubprogram(name: "mixed_step", scope: !2, file: !2, line: 66, type: !614, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !58, retainedNodes: !76)
!614 = !DISubroutineType(types: !615)
!615 = !{!241, !241, !75}
!616 = !DILocalVariable(name: "m", arg: 1, scope: !613, file: !2, line: 66, type: !241)
!617 = !DILocation(line: 66, column: 45, scope: !613)
!618 = !DILocalVariable(name: "k", arg: 2, scope: !613, file: !2, line: 66, type: !75)
!619 = !DILocation(line: 66, column: 52, scope: !613)
!620 = !DILocation(line: 67, column: 20, scope: !613)
!621 = !DILocation(line: 67, column: 18, scope: !613)
!622 = !DILocation(line: 67, column: 24, scope: !613)
!623 = !DILocation(line: 67, column: 22, scope: !613)
!624 = !DILocation(line: 67, column: 11, scope: !613)
!625 = !DILocation(line: 67, column: 7, scope: !613)
!626 = !DILocation(line: 67, column: 9, scope: !613)
!627 = !DILocation(line: 68, column: 21, scope: !613)
!628 = !DILocation(line: 68, column: 19, scope: !613)
!629 = !DILocation(line: 68, column: 23, scope: !613)
!630 = !DILocation(line: 68, column: 29, scope: !613)
!631 = !DILocation(line: 68, column: 27, scope: !613)
!632 = !DILocation(line: 68, column: 11, scope: !613)
!633 = !DILocation(line: 68, column: 7, scope: !613)
!634 = !DILocation(line: 68, column: 9, scope: !613)
!635 = !DILocation(line: 69, column: 13, scope: !613)
!636 = !DILocation(line: 69, column: 15, scope: !613)
!637 = !DILocation(line: 69, column: 21, scope: !613)
!638 = !DILocation(line: 69, column: 19, scope: !613)
!639 = !DILocation(line: 69, column: 7, scope: !613)
!640 = !DILocation(line: 69, column: 9, scope: !613)
!641 = !DILocation(line: 70, column: 13, scope: !613)
!642 = !DILocation(line: 70, column: 15, scope: !613)
!643 = !DILocation(line: 70, column: 21, scope: !613)
!644 = !DILocation(line: 70, column: 19, scope: !613)
!645 = !DILocation(line: 70, column: 7, scope: !613)
!646 = !DILocation(line: 70, column: 9, scope: !613)
!647 = !DILocation(line: 71, column: 13, scope: !613)
!648 = !DILocation(line: 71, column: 31, scope: !613)
!649 = !DILocation(line: 71, column: 24, scope: !613)
!650 = !DILocation(line: 71, column: 22, scope: !613)
!651 = !DILocation(line: 71, column: 7, scope: !613)
!652 = !DILocation(line: 71, column: 9, scope: !613)
!653 = !DILocation(line: 72, column: 13, scope: !613)
!654 = !DILocation(line: 72, column: 15, scope: !613)
!655 = !DILocation(line: 72, column: 21, scope: !613)
!656 = !DILocation(line: 72, column: 19, scope: !613)
!657 = !DILocation(line: 72, column: 7, scope: !613)
!658 = !DILocation(line: 72, column: 9, scope: !613)
!659 = !DILocation(line: 73, column: 12, scope: !613)
!660 = !DILocation(line: 73, column: 5, scope: !613)
!661 = distinct !DISubprogram(name: "print_mixed", scope: !2, file: !2, line: 76, type: !662, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !58, retainedNodes: !76)
!662 = !DISubroutineType(types: !663)
!663 = !{null, !664, !241}
!664 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !665, size: 64)
!665 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!666 = !DILocalVariable(name: "lbl", arg: 1, scope: !661, file: !2, line: 76, type: !664)
!667 = !DILocation(line: 76, column: 37, scope: !661)
!668 = !DILocalVariable(name: "m", arg: 2, scope: !661, file: !2, line: 76, type: !241)
!669 = !DILocation(line: 76, column: 55, scope: !661)
!670 = !DILocation(line: 77, column: 56, scope: !661)
!671 = !DILocation(line: 77, column: 63, scope: !661)
!672 = !DILocation(line: 77, column: 61, scope: !661)
!673 = !DILocation(line: 77, column: 68, scope: !661)
!674 = !DILocation(line: 77, column: 66, scope: !661)
!675 = !DILocation(line: 77, column: 73, scope: !661)
!676 = !DILocation(line: 77, column: 78, scope: !661)
!677 = !DILocation(line: 77, column: 83, scope: !661)
!678 = !DILocation(line: 77, column: 81, scope: !661)
!679 = !DILocation(line: 77, column: 88, scope: !661)
!680 = !DILocation(line: 77, column: 5, scope: !661)
!681 = !DILocation(line: 78, column: 1, scope: !661)
