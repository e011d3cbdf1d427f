; ModuleID = 'struct_large.c'
source_filename = "struct_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.matrix4 = type { [4 x [4 x double]] }
%struct.record = type { [24 x i8], i32, [10 x i16], i64, double }
%struct.block = type { [256 x i8], i32 }

@.str = private unnamed_addr constant [11 x i8] c"identity*b\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"b^5\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"alice\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"bob\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"carol\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [5 x i8] c"dave\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [4 x i8] c"eve\00", align 1, !dbg !26
@__const.main.names = private unnamed_addr constant [5 x ptr] [ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
@.str.7 = private unnamed_addr constant [48 x i8] c"%-6s id=%d total=%ld avg=%.1f first=%d last=%d\0A\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [43 x i8] c"after swap: %s %s, same bytes as copy: %d\0A\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [13 x i8] c"best %s %ld\0A\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [44 x i8] c"b1 checksum %u ok %u, b2 checksum %u ok %u\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [47 x i8] c"xor checksum %u ok %u, data[0..4] %u %u %u %u\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [26 x i8] c"round trip equals b1: %d\0A\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [41 x i8] c"sizes: matrix4=%zu record=%zu block=%zu\0A\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [5 x i8] c"%s:\0A\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [31 x i8] c"  %10.3f %10.3f %10.3f %10.3f\0A\00", align 1, !dbg !65

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !83 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.matrix4, align 8
  %3 = alloca %struct.matrix4, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.matrix4, align 8
  %7 = alloca %struct.matrix4, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.matrix4, align 8
  %10 = alloca [5 x %struct.record], align 16
  %11 = alloca [5 x ptr], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.record, align 8
  %15 = alloca i32, align 4
  %16 = alloca %struct.record, align 8
  %17 = alloca %struct.record, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.block, align 8
  %20 = alloca %struct.block, align 8
  %21 = alloca %struct.block, align 8
  %22 = alloca %struct.block, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !88, !DIExpression(), !95)
  call void @mat_identity(ptr dead_on_unwind writable sret(%struct.matrix4) align 8 %2), !dbg !96
    #dbg_declare(ptr %3, !97, !DIExpression(), !98)
    #dbg_declare(ptr %4, !99, !DIExpression(), !101)
  store i32 0, ptr %4, align 4, !dbg !101
  br label %23, !dbg !102

23:                                               ; preds = %56, %0
  %24 = load i32, ptr %4, align 4, !dbg !103
  %25 = icmp slt i32 %24, 4, !dbg !105
  br i1 %25, label %26, label %59, !dbg !106

26:                                               ; preds = %23
    #dbg_declare(ptr %5, !107, !DIExpression(), !109)
  store i32 0, ptr %5, align 4, !dbg !109
  br label %27, !dbg !110

27:                                               ; preds = %52, %26
  %28 = load i32, ptr %5, align 4, !dbg !111
  %29 = icmp slt i32 %28, 4, !dbg !113
  br i1 %29, label %30, label %55, !dbg !114

30:                                               ; preds = %27
  %31 = load i32, ptr %4, align 4, !dbg !115
  %32 = add nsw i32 %31, 1, !dbg !116
  %33 = sitofp i32 %32 to double, !dbg !117
  %34 = load i32, ptr %5, align 4, !dbg !118
  %35 = sitofp i32 %34 to double, !dbg !118
  %36 = fmul double %35, 2.500000e-01, !dbg !119
  %37 = fneg double %36, !dbg !120
  %38 = call double @llvm.fmuladd.f64(double %33, double 5.000000e-01, double %37), !dbg !120
  %39 = load i32, ptr %4, align 4, !dbg !121
  %40 = load i32, ptr %5, align 4, !dbg !122
  %41 = icmp eq i32 %39, %40, !dbg !123
  %42 = zext i1 %41 to i32, !dbg !123
  %43 = sitofp i32 %42 to double, !dbg !124
  %44 = fadd double %38, %43, !dbg !125
  %45 = getelementptr inbounds %struct.matrix4, ptr %3, i32 0, i32 0, !dbg !126
  %46 = load i32, ptr %4, align 4, !dbg !127
  %47 = sext i32 %46 to i64, !dbg !128
  %48 = getelementptr inbounds [4 x [4 x double]], ptr %45, i64 0, i64 %47, !dbg !128
  %49 = load i32, ptr %5, align 4, !dbg !129
  %50 = sext i32 %49 to i64, !dbg !128
  %51 = getelementptr inbounds [4 x double], ptr %48, i64 0, i64 %50, !dbg !128
  store double %44, ptr %51, align 8, !dbg !130
  br label %52, !dbg !128

52:                                               ; preds = %30
  %53 = load i32, ptr %5, align 4, !dbg !131
  %54 = add nsw i32 %53, 1, !dbg !131
  store i32 %54, ptr %5, align 4, !dbg !131
  br label %27, !dbg !132, !llvm.loop !133

55:                                               ; preds = %27
  br label %56, !dbg !134

56:                                               ; preds = %55
  %57 = load i32, ptr %4, align 4, !dbg !136
  %58 = add nsw i32 %57, 1, !dbg !136
  store i32 %58, ptr %4, align 4, !dbg !136
  br label %23, !dbg !137, !llvm.loop !138

59:                                               ; preds = %23
  call void @mat_mul(ptr dead_on_unwind writable sret(%struct.matrix4) align 8 %6, ptr noundef byval(%struct.matrix4) align 8 %2, ptr noundef byval(%struct.matrix4) align 8 %3), !dbg !140
  call void @mat_print(ptr noundef @.str, ptr noundef byval(%struct.matrix4) align 8 %6), !dbg !141
    #dbg_declare(ptr %7, !142, !DIExpression(), !143)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %3, i64 128, i1 false), !dbg !144
    #dbg_declare(ptr %8, !145, !DIExpression(), !147)
  store i32 0, ptr %8, align 4, !dbg !147
  br label %60, !dbg !148

60:                                               ; preds = %64, %59
  %61 = load i32, ptr %8, align 4, !dbg !149
  %62 = icmp slt i32 %61, 4, !dbg !151
  br i1 %62, label %63, label %67, !dbg !152

63:                                               ; preds = %60
  call void @mat_mul(ptr dead_on_unwind writable sret(%struct.matrix4) align 8 %9, ptr noundef byval(%struct.matrix4) align 8 %7, ptr noundef byval(%struct.matrix4) align 8 %3), !dbg !153
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %9, i64 128, i1 false), !dbg !153
  br label %64, !dbg !154

64:                                               ; preds = %63
  %65 = load i32, ptr %8, align 4, !dbg !155
  %66 = add nsw i32 %65, 1, !dbg !155
  store i32 %66, ptr %8, align 4, !dbg !155
  br label %60, !dbg !156, !llvm.loop !157

67:                                               ; preds = %60
  call void @mat_print(ptr noundef @.str.1, ptr noundef byval(%struct.matrix4) align 8 %7), !dbg !159
    #dbg_declare(ptr %10, !160, !DIExpression(), !176)
  %68 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 0, !dbg !177
  call void @llvm.memset.p0.i64(ptr align 16 %68, i8 0, i64 320, i1 false), !dbg !177
    #dbg_declare(ptr %11, !178, !DIExpression(), !182)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.main.names, i64 40, i1 false), !dbg !182
    #dbg_declare(ptr %12, !183, !DIExpression(), !185)
  store i32 0, ptr %12, align 4, !dbg !185
  br label %69, !dbg !186

69:                                               ; preds = %118, %67
  %70 = load i32, ptr %12, align 4, !dbg !187
  %71 = icmp slt i32 %70, 5, !dbg !189
  br i1 %71, label %72, label %121, !dbg !190

72:                                               ; preds = %69
  %73 = load i32, ptr %12, align 4, !dbg !191
  %74 = sext i32 %73 to i64, !dbg !193
  %75 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 %74, !dbg !193
  %76 = getelementptr inbounds %struct.record, ptr %75, i32 0, i32 0, !dbg !194
  %77 = getelementptr inbounds [24 x i8], ptr %76, i64 0, i64 0, !dbg !193
  %78 = load i32, ptr %12, align 4, !dbg !195
  %79 = sext i32 %78 to i64, !dbg !196
  %80 = getelementptr inbounds [5 x ptr], ptr %11, i64 0, i64 %79, !dbg !196
  %81 = load ptr, ptr %80, align 8, !dbg !196
  %82 = call ptr @strcpy(ptr noundef %77, ptr noundef %81) #7, !dbg !197
  %83 = load i32, ptr %12, align 4, !dbg !198
  %84 = add nsw i32 100, %83, !dbg !199
  %85 = load i32, ptr %12, align 4, !dbg !200
  %86 = sext i32 %85 to i64, !dbg !201
  %87 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 %86, !dbg !201
  %88 = getelementptr inbounds %struct.record, ptr %87, i32 0, i32 1, !dbg !202
  store i32 %84, ptr %88, align 8, !dbg !203
    #dbg_declare(ptr %13, !204, !DIExpression(), !206)
  store i32 0, ptr %13, align 4, !dbg !206
  br label %89, !dbg !207

89:                                               ; preds = %108, %72
  %90 = load i32, ptr %13, align 4, !dbg !208
  %91 = icmp slt i32 %90, 10, !dbg !210
  br i1 %91, label %92, label %111, !dbg !211

92:                                               ; preds = %89
  %93 = load i32, ptr %12, align 4, !dbg !212
  %94 = mul nsw i32 %93, 17, !dbg !213
  %95 = load i32, ptr %13, align 4, !dbg !214
  %96 = mul nsw i32 %95, 13, !dbg !215
  %97 = add nsw i32 %94, %96, !dbg !216
  %98 = srem i32 %97, 50, !dbg !217
  %99 = add nsw i32 %98, 50, !dbg !218
  %100 = trunc i32 %99 to i16, !dbg !219
  %101 = load i32, ptr %12, align 4, !dbg !220
  %102 = sext i32 %101 to i64, !dbg !221
  %103 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 %102, !dbg !221
  %104 = getelementptr inbounds %struct.record, ptr %103, i32 0, i32 2, !dbg !222
  %105 = load i32, ptr %13, align 4, !dbg !223
  %106 = sext i32 %105 to i64, !dbg !221
  %107 = getelementptr inbounds [10 x i16], ptr %104, i64 0, i64 %106, !dbg !221
  store i16 %100, ptr %107, align 2, !dbg !224
  br label %108, !dbg !221

108:                                              ; preds = %92
  %109 = load i32, ptr %13, align 4, !dbg !225
  %110 = add nsw i32 %109, 1, !dbg !225
  store i32 %110, ptr %13, align 4, !dbg !225
  br label %89, !dbg !226, !llvm.loop !227

111:                                              ; preds = %89
  %112 = load i32, ptr %12, align 4, !dbg !229
  %113 = sext i32 %112 to i64, !dbg !230
  %114 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 %113, !dbg !230
  %115 = load i32, ptr %12, align 4, !dbg !231
  %116 = sext i32 %115 to i64, !dbg !232
  %117 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 %116, !dbg !232
  call void @rec_finish(ptr dead_on_unwind writable sret(%struct.record) align 8 %14, ptr noundef byval(%struct.record) align 8 %117), !dbg !233
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %114, ptr align 8 %14, i64 64, i1 false), !dbg !233
  br label %118, !dbg !234

118:                                              ; preds = %111
  %119 = load i32, ptr %12, align 4, !dbg !235
  %120 = add nsw i32 %119, 1, !dbg !235
  store i32 %120, ptr %12, align 4, !dbg !235
  br label %69, !dbg !236, !llvm.loop !237

121:                                              ; preds = %69
    #dbg_declare(ptr %15, !239, !DIExpression(), !241)
  store i32 0, ptr %15, align 4, !dbg !241
  br label %122, !dbg !242

122:                                              ; preds = %161, %121
  %123 = load i32, ptr %15, align 4, !dbg !243
  %124 = icmp slt i32 %123, 5, !dbg !245
  br i1 %124, label %125, label %164, !dbg !246

125:                                              ; preds = %122
  %126 = load i32, ptr %15, align 4, !dbg !247
  %127 = sext i32 %126 to i64, !dbg !248
  %128 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 %127, !dbg !248
  %129 = getelementptr inbounds %struct.record, ptr %128, i32 0, i32 0, !dbg !249
  %130 = getelementptr inbounds [24 x i8], ptr %129, i64 0, i64 0, !dbg !248
  %131 = load i32, ptr %15, align 4, !dbg !250
  %132 = sext i32 %131 to i64, !dbg !251
  %133 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 %132, !dbg !251
  %134 = getelementptr inbounds %struct.record, ptr %133, i32 0, i32 1, !dbg !252
  %135 = load i32, ptr %134, align 8, !dbg !252
  %136 = load i32, ptr %15, align 4, !dbg !253
  %137 = sext i32 %136 to i64, !dbg !254
  %138 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 %137, !dbg !254
  %139 = getelementptr inbounds %struct.record, ptr %138, i32 0, i32 3, !dbg !255
  %140 = load i64, ptr %139, align 16, !dbg !255
  %141 = load i32, ptr %15, align 4, !dbg !256
  %142 = sext i32 %141 to i64, !dbg !257
  %143 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 %142, !dbg !257
  %144 = getelementptr inbounds %struct.record, ptr %143, i32 0, i32 4, !dbg !258
  %145 = load double, ptr %144, align 8, !dbg !258
  %146 = load i32, ptr %15, align 4, !dbg !259
  %147 = sext i32 %146 to i64, !dbg !260
  %148 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 %147, !dbg !260
  %149 = getelementptr inbounds %struct.record, ptr %148, i32 0, i32 2, !dbg !261
  %150 = getelementptr inbounds [10 x i16], ptr %149, i64 0, i64 0, !dbg !260
  %151 = load i16, ptr %150, align 4, !dbg !260
  %152 = sext i16 %151 to i32, !dbg !260
  %153 = load i32, ptr %15, align 4, !dbg !262
  %154 = sext i32 %153 to i64, !dbg !263
  %155 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 %154, !dbg !263
  %156 = getelementptr inbounds %struct.record, ptr %155, i32 0, i32 2, !dbg !264
  %157 = getelementptr inbounds [10 x i16], ptr %156, i64 0, i64 9, !dbg !263
  %158 = load i16, ptr %157, align 2, !dbg !263
  %159 = sext i16 %158 to i32, !dbg !263
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %130, i32 noundef %135, i64 noundef %140, double noundef %145, i32 noundef %152, i32 noundef %159), !dbg !265
  br label %161, !dbg !265

161:                                              ; preds = %125
  %162 = load i32, ptr %15, align 4, !dbg !266
  %163 = add nsw i32 %162, 1, !dbg !266
  store i32 %163, ptr %15, align 4, !dbg !266
  br label %122, !dbg !267, !llvm.loop !268

164:                                              ; preds = %122
    #dbg_declare(ptr %16, !270, !DIExpression(), !271)
  %165 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 0, !dbg !272
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 16 %165, i64 64, i1 false), !dbg !273
  %166 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 0, !dbg !274
  %167 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 4, !dbg !275
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %166, ptr align 16 %167, i64 64, i1 false), !dbg !276
  %168 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 4, !dbg !277
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %168, ptr align 8 %16, i64 64, i1 false), !dbg !278
  %169 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 0, !dbg !279
  %170 = getelementptr inbounds %struct.record, ptr %169, i32 0, i32 0, !dbg !280
  %171 = getelementptr inbounds [24 x i8], ptr %170, i64 0, i64 0, !dbg !279
  %172 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 4, !dbg !281
  %173 = getelementptr inbounds %struct.record, ptr %172, i32 0, i32 0, !dbg !282
  %174 = getelementptr inbounds [24 x i8], ptr %173, i64 0, i64 0, !dbg !281
  %175 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 4, !dbg !283
  %176 = call i32 @memcmp(ptr noundef %175, ptr noundef %16, i64 noundef 64) #8, !dbg !284
  %177 = icmp eq i32 %176, 0, !dbg !285
  %178 = zext i1 %177 to i32, !dbg !285
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %171, ptr noundef %174, i32 noundef %178), !dbg !286
    #dbg_declare(ptr %17, !287, !DIExpression(), !288)
  %180 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 0, !dbg !289
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 16 %180, i64 64, i1 false), !dbg !289
    #dbg_declare(ptr %18, !290, !DIExpression(), !292)
  store i32 1, ptr %18, align 4, !dbg !292
  br label %181, !dbg !293

181:                                              ; preds = %198, %164
  %182 = load i32, ptr %18, align 4, !dbg !294
  %183 = icmp slt i32 %182, 5, !dbg !296
  br i1 %183, label %184, label %201, !dbg !297

184:                                              ; preds = %181
  %185 = load i32, ptr %18, align 4, !dbg !298
  %186 = sext i32 %185 to i64, !dbg !300
  %187 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 %186, !dbg !300
  %188 = getelementptr inbounds %struct.record, ptr %187, i32 0, i32 3, !dbg !301
  %189 = load i64, ptr %188, align 16, !dbg !301
  %190 = getelementptr inbounds %struct.record, ptr %17, i32 0, i32 3, !dbg !302
  %191 = load i64, ptr %190, align 8, !dbg !302
  %192 = icmp sgt i64 %189, %191, !dbg !303
  br i1 %192, label %193, label %197, !dbg !304

193:                                              ; preds = %184
  %194 = load i32, ptr %18, align 4, !dbg !305
  %195 = sext i32 %194 to i64, !dbg !306
  %196 = getelementptr inbounds [5 x %struct.record], ptr %10, i64 0, i64 %195, !dbg !306
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 16 %196, i64 64, i1 false), !dbg !306
  br label %197, !dbg !307

197:                                              ; preds = %193, %184
  br label %198, !dbg !302

198:                                              ; preds = %197
  %199 = load i32, ptr %18, align 4, !dbg !308
  %200 = add nsw i32 %199, 1, !dbg !308
  store i32 %200, ptr %18, align 4, !dbg !308
  br label %181, !dbg !309, !llvm.loop !310

201:                                              ; preds = %181
  %202 = getelementptr inbounds %struct.record, ptr %17, i32 0, i32 0, !dbg !312
  %203 = getelementptr inbounds [24 x i8], ptr %202, i64 0, i64 0, !dbg !313
  %204 = getelementptr inbounds %struct.record, ptr %17, i32 0, i32 3, !dbg !314
  %205 = load i64, ptr %204, align 8, !dbg !314
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %203, i64 noundef %205), !dbg !315
    #dbg_declare(ptr %19, !316, !DIExpression(), !325)
  call void @block_fill(ptr dead_on_unwind writable sret(%struct.block) align 4 %19, i32 noundef 1), !dbg !326
    #dbg_declare(ptr %20, !327, !DIExpression(), !328)
  call void @block_fill(ptr dead_on_unwind writable sret(%struct.block) align 4 %20, i32 noundef 2), !dbg !329
  %207 = getelementptr inbounds %struct.block, ptr %19, i32 0, i32 1, !dbg !330
  %208 = load i32, ptr %207, align 4, !dbg !330
  %209 = call i32 @block_verify(ptr noundef byval(%struct.block) align 8 %19), !dbg !331
  %210 = getelementptr inbounds %struct.block, ptr %20, i32 0, i32 1, !dbg !332
  %211 = load i32, ptr %210, align 4, !dbg !332
  %212 = call i32 @block_verify(ptr noundef byval(%struct.block) align 8 %20), !dbg !333
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %208, i32 noundef %209, i32 noundef %211, i32 noundef %212), !dbg !334
    #dbg_declare(ptr %21, !335, !DIExpression(), !336)
  call void @block_xor(ptr dead_on_unwind writable sret(%struct.block) align 4 %21, ptr noundef byval(%struct.block) align 8 %19, ptr noundef byval(%struct.block) align 8 %20), !dbg !337
  %214 = getelementptr inbounds %struct.block, ptr %21, i32 0, i32 1, !dbg !338
  %215 = load i32, ptr %214, align 4, !dbg !338
  %216 = call i32 @block_verify(ptr noundef byval(%struct.block) align 8 %21), !dbg !339
  %217 = getelementptr inbounds %struct.block, ptr %21, i32 0, i32 0, !dbg !340
  %218 = getelementptr inbounds [256 x i8], ptr %217, i64 0, i64 0, !dbg !341
  %219 = load i8, ptr %218, align 4, !dbg !341
  %220 = zext i8 %219 to i32, !dbg !341
  %221 = getelementptr inbounds %struct.block, ptr %21, i32 0, i32 0, !dbg !342
  %222 = getelementptr inbounds [256 x i8], ptr %221, i64 0, i64 1, !dbg !343
  %223 = load i8, ptr %222, align 1, !dbg !343
  %224 = zext i8 %223 to i32, !dbg !343
  %225 = getelementptr inbounds %struct.block, ptr %21, i32 0, i32 0, !dbg !344
  %226 = getelementptr inbounds [256 x i8], ptr %225, i64 0, i64 2, !dbg !345
  %227 = load i8, ptr %226, align 2, !dbg !345
  %228 = zext i8 %227 to i32, !dbg !345
  %229 = getelementptr inbounds %struct.block, ptr %21, i32 0, i32 0, !dbg !346
  %230 = getelementptr inbounds [256 x i8], ptr %229, i64 0, i64 3, !dbg !347
  %231 = load i8, ptr %230, align 1, !dbg !347
  %232 = zext i8 %231 to i32, !dbg !347
  %233 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %215, i32 noundef %216, i32 noundef %220, i32 noundef %224, i32 noundef %228, i32 noundef %232), !dbg !348
    #dbg_declare(ptr %22, !349, !DIExpression(), !350)
  call void @block_xor(ptr dead_on_unwind writable sret(%struct.block) align 4 %22, ptr noundef byval(%struct.block) align 8 %21, ptr noundef byval(%struct.block) align 8 %20), !dbg !351
  %234 = getelementptr inbounds %struct.block, ptr %22, i32 0, i32 0, !dbg !352
  %235 = getelementptr inbounds [256 x i8], ptr %234, i64 0, i64 0, !dbg !353
  %236 = getelementptr inbounds %struct.block, ptr %19, i32 0, i32 0, !dbg !354
  %237 = getelementptr inbounds [256 x i8], ptr %236, i64 0, i64 0, !dbg !355
  %238 = call i32 @memcmp(ptr noundef %235, ptr noundef %237, i64 noundef 256) #8, !dbg !356
  %239 = icmp eq i32 %238, 0, !dbg !357
  %240 = zext i1 %239 to i32, !dbg !357
  %241 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %240), !dbg !358
  %242 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef 128, i64 noundef 64, i64 noundef 260), !dbg !359
  ret i32 0, !dbg !360
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_identity(ptr dead_on_unwind noalias writable sret(%struct.matrix4) align 8 %0) #0 !dbg !361 {
  %2 = alloca i32, align 4
    #dbg_declare(ptr %0, !364, !DIExpression(), !365)
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 128, i1 false), !dbg !366
    #dbg_declare(ptr %2, !367, !DIExpression(), !369)
  store i32 0, ptr %2, align 4, !dbg !369
  br label %3, !dbg !370

3:                                                ; preds = %14, %1
  %4 = load i32, ptr %2, align 4, !dbg !371
  %5 = icmp slt i32 %4, 4, !dbg !373
  br i1 %5, label %6, label %17, !dbg !374

6:                                                ; preds = %3
  %7 = getelementptr inbounds %struct.matrix4, ptr %0, i32 0, i32 0, !dbg !375
  %8 = load i32, ptr %2, align 4, !dbg !376
  %9 = sext i32 %8 to i64, !dbg !377
  %10 = getelementptr inbounds [4 x [4 x double]], ptr %7, i64 0, i64 %9, !dbg !377
  %11 = load i32, ptr %2, align 4, !dbg !378
  %12 = sext i32 %11 to i64, !dbg !377
  %13 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %12, !dbg !377
  store double 1.000000e+00, ptr %13, align 8, !dbg !379
  br label %14, !dbg !377

14:                                               ; preds = %6
  %15 = load i32, ptr %2, align 4, !dbg !380
  %16 = add nsw i32 %15, 1, !dbg !380
  store i32 %16, ptr %2, align 4, !dbg !380
  br label %3, !dbg !381, !llvm.loop !382

17:                                               ; preds = %3
  ret void, !dbg !384
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_print(ptr noundef %0, ptr noundef byval(%struct.matrix4) align 8 %1) #0 !dbg !385 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !388, !DIExpression(), !389)
    #dbg_declare(ptr %1, !390, !DIExpression(), !391)
  %5 = load ptr, ptr %3, align 8, !dbg !392
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %5), !dbg !393
    #dbg_declare(ptr %4, !394, !DIExpression(), !396)
  store i32 0, ptr %4, align 4, !dbg !396
  br label %7, !dbg !397

7:                                                ; preds = %36, %2
  %8 = load i32, ptr %4, align 4, !dbg !398
  %9 = icmp slt i32 %8, 4, !dbg !400
  br i1 %9, label %10, label %39, !dbg !401

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.matrix4, ptr %1, i32 0, i32 0, !dbg !402
  %12 = load i32, ptr %4, align 4, !dbg !403
  %13 = sext i32 %12 to i64, !dbg !404
  %14 = getelementptr inbounds [4 x [4 x double]], ptr %11, i64 0, i64 %13, !dbg !404
  %15 = getelementptr inbounds [4 x double], ptr %14, i64 0, i64 0, !dbg !404
  %16 = load double, ptr %15, align 8, !dbg !404
  %17 = getelementptr inbounds %struct.matrix4, ptr %1, i32 0, i32 0, !dbg !405
  %18 = load i32, ptr %4, align 4, !dbg !406
  %19 = sext i32 %18 to i64, !dbg !407
  %20 = getelementptr inbounds [4 x [4 x double]], ptr %17, i64 0, i64 %19, !dbg !407
  %21 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 1, !dbg !407
  %22 = load double, ptr %21, align 8, !dbg !407
  %23 = getelementptr inbounds %struct.matrix4, ptr %1, i32 0, i32 0, !dbg !408
  %24 = load i32, ptr %4, align 4, !dbg !409
  %25 = sext i32 %24 to i64, !dbg !410
  %26 = getelementptr inbounds [4 x [4 x double]], ptr %23, i64 0, i64 %25, !dbg !410
  %27 = getelementptr inbounds [4 x double], ptr %26, i64 0, i64 2, !dbg !410
  %28 = load double, ptr %27, align 8, !dbg !410
  %29 = getelementptr inbounds %struct.matrix4, ptr %1, i32 0, i32 0, !dbg !411
  %30 = load i32, ptr %4, align 4, !dbg !412
  %31 = sext i32 %30 to i64, !dbg !413
  %32 = getelementptr inbounds [4 x [4 x double]], ptr %29, i64 0, i64 %31, !dbg !413
  %33 = getelementptr inbounds [4 x double], ptr %32, i64 0, i64 3, !dbg !413
  %34 = load double, ptr %33, align 8, !dbg !413
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, double noundef %16, double noundef %22, double noundef %28, double noundef %34), !dbg !414
  br label %36, !dbg !414

36:                                               ; preds = %10
  %37 = load i32, ptr %4, align 4, !dbg !415
  %38 = add nsw i32 %37, 1, !dbg !415
  store i32 %38, ptr %4, align 4, !dbg !415
  br label %7, !dbg !416, !llvm.loop !417

39:                                               ; preds = %7
  ret void, !dbg !419
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_mul(ptr dead_on_unwind noalias writable sret(%struct.matrix4) align 8 %0, ptr noundef byval(%struct.matrix4) align 8 %1, ptr noundef byval(%struct.matrix4) align 8 %2) #0 !dbg !420 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
    #dbg_declare(ptr %1, !423, !DIExpression(), !424)
    #dbg_declare(ptr %2, !425, !DIExpression(), !426)
    #dbg_declare(ptr %0, !427, !DIExpression(), !428)
    #dbg_declare(ptr %4, !429, !DIExpression(), !431)
  store i32 0, ptr %4, align 4, !dbg !431
  br label %9, !dbg !432

9:                                                ; preds = %57, %3
  %10 = load i32, ptr %4, align 4, !dbg !433
  %11 = icmp slt i32 %10, 4, !dbg !435
  br i1 %11, label %12, label %60, !dbg !436

12:                                               ; preds = %9
    #dbg_declare(ptr %5, !437, !DIExpression(), !439)
  store i32 0, ptr %5, align 4, !dbg !439
  br label %13, !dbg !440

13:                                               ; preds = %53, %12
  %14 = load i32, ptr %5, align 4, !dbg !441
  %15 = icmp slt i32 %14, 4, !dbg !443
  br i1 %15, label %16, label %56, !dbg !444

16:                                               ; preds = %13
    #dbg_declare(ptr %6, !445, !DIExpression(), !447)
  store double 0.000000e+00, ptr %6, align 8, !dbg !447
    #dbg_declare(ptr %7, !448, !DIExpression(), !450)
  store i32 0, ptr %7, align 4, !dbg !450
  br label %17, !dbg !451

17:                                               ; preds = %41, %16
  %18 = load i32, ptr %7, align 4, !dbg !452
  %19 = icmp slt i32 %18, 4, !dbg !454
  br i1 %19, label %20, label %44, !dbg !455

20:                                               ; preds = %17
    #dbg_declare(ptr %8, !456, !DIExpression(), !458)
  %21 = getelementptr inbounds %struct.matrix4, ptr %1, i32 0, i32 0, !dbg !459
  %22 = load i32, ptr %4, align 4, !dbg !460
  %23 = sext i32 %22 to i64, !dbg !461
  %24 = getelementptr inbounds [4 x [4 x double]], ptr %21, i64 0, i64 %23, !dbg !461
  %25 = load i32, ptr %7, align 4, !dbg !462
  %26 = sext i32 %25 to i64, !dbg !461
  %27 = getelementptr inbounds [4 x double], ptr %24, i64 0, i64 %26, !dbg !461
  %28 = load double, ptr %27, align 8, !dbg !461
  %29 = getelementptr inbounds %struct.matrix4, ptr %2, i32 0, i32 0, !dbg !463
  %30 = load i32, ptr %7, align 4, !dbg !464
  %31 = sext i32 %30 to i64, !dbg !465
  %32 = getelementptr inbounds [4 x [4 x double]], ptr %29, i64 0, i64 %31, !dbg !465
  %33 = load i32, ptr %5, align 4, !dbg !466
  %34 = sext i32 %33 to i64, !dbg !465
  %35 = getelementptr inbounds [4 x double], ptr %32, i64 0, i64 %34, !dbg !465
  %36 = load double, ptr %35, align 8, !dbg !465
  %37 = fmul double %28, %36, !dbg !467
  store double %37, ptr %8, align 8, !dbg !458
  %38 = load double, ptr %8, align 8, !dbg !468
  %39 = load double, ptr %6, align 8, !dbg !469
  %40 = fadd double %39, %38, !dbg !469
  store double %40, ptr %6, align 8, !dbg !469
  br label %41, !dbg !470

41:                                               ; preds = %20
  %42 = load i32, ptr %7, align 4, !dbg !471
  %43 = add nsw i32 %42, 1, !dbg !471
  store i32 %43, ptr %7, align 4, !dbg !471
  br label %17, !dbg !472, !llvm.loop !473

44:                                               ; preds = %17
  %45 = load double, ptr %6, align 8, !dbg !475
  %46 = getelementptr inbounds %struct.matrix4, ptr %0, i32 0, i32 0, !dbg !476
  %47 = load i32, ptr %4, align 4, !dbg !477
  %48 = sext i32 %47 to i64, !dbg !478
  %49 = getelementptr inbounds [4 x [4 x double]], ptr %46, i64 0, i64 %48, !dbg !478
  %50 = load i32, ptr %5, align 4, !dbg !479
  %51 = sext i32 %50 to i64, !dbg !478
  %52 = getelementptr inbounds [4 x double], ptr %49, i64 0, i64 %51, !dbg !478
  store double %45, ptr %52, align 8, !dbg !480
  br label %53, !dbg !481

53:                                               ; preds = %44
  %54 = load i32, ptr %5, align 4, !dbg !482
  %55 = add nsw i32 %54, 1, !dbg !482
  store i32 %55, ptr %5, align 4, !dbg !482
  br label %13, !dbg !483, !llvm.loop !484

56:                                               ; preds = %13
  br label %57, !dbg !485

57:                                               ; preds = %56
  %58 = load i32, ptr %4, align 4, !dbg !486
  %59 = add nsw i32 %58, 1, !dbg !486
  store i32 %59, ptr %4, align 4, !dbg !486
  br label %9, !dbg !487, !llvm.loop !488

60:                                               ; preds = %9
  ret void, !dbg !490
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rec_finish(ptr dead_on_unwind noalias writable sret(%struct.record) align 8 %0, ptr noundef byval(%struct.record) align 8 %1) #0 !dbg !491 {
  %3 = alloca i32, align 4
    #dbg_declare(ptr %1, !494, !DIExpression(), !495)
  %4 = getelementptr inbounds %struct.record, ptr %1, i32 0, i32 3, !dbg !496
  store i64 0, ptr %4, align 8, !dbg !497
    #dbg_declare(ptr %3, !498, !DIExpression(), !500)
  store i32 0, ptr %3, align 4, !dbg !500
  br label %5, !dbg !501

5:                                                ; preds = %18, %2
  %6 = load i32, ptr %3, align 4, !dbg !502
  %7 = icmp slt i32 %6, 10, !dbg !504
  br i1 %7, label %8, label %21, !dbg !505

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.record, ptr %1, i32 0, i32 2, !dbg !506
  %10 = load i32, ptr %3, align 4, !dbg !507
  %11 = sext i32 %10 to i64, !dbg !508
  %12 = getelementptr inbounds [10 x i16], ptr %9, i64 0, i64 %11, !dbg !508
  %13 = load i16, ptr %12, align 2, !dbg !508
  %14 = sext i16 %13 to i64, !dbg !508
  %15 = getelementptr inbounds %struct.record, ptr %1, i32 0, i32 3, !dbg !509
  %16 = load i64, ptr %15, align 8, !dbg !510
  %17 = add nsw i64 %16, %14, !dbg !510
  store i64 %17, ptr %15, align 8, !dbg !510
  br label %18, !dbg !511

18:                                               ; preds = %8
  %19 = load i32, ptr %3, align 4, !dbg !512
  %20 = add nsw i32 %19, 1, !dbg !512
  store i32 %20, ptr %3, align 4, !dbg !512
  br label %5, !dbg !513, !llvm.loop !514

21:                                               ; preds = %5
  %22 = getelementptr inbounds %struct.record, ptr %1, i32 0, i32 3, !dbg !516
  %23 = load i64, ptr %22, align 8, !dbg !516
  %24 = sitofp i64 %23 to double, !dbg !517
  %25 = fdiv double %24, 1.000000e+01, !dbg !518
  %26 = getelementptr inbounds %struct.record, ptr %1, i32 0, i32 4, !dbg !519
  store double %25, ptr %26, align 8, !dbg !520
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 64, i1 false), !dbg !521
  ret void, !dbg !522
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal void @block_fill(ptr dead_on_unwind noalias writable sret(%struct.block) align 4 %0, i32 noundef %1) #0 !dbg !523 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !526, !DIExpression(), !527)
    #dbg_declare(ptr %0, !528, !DIExpression(), !529)
    #dbg_declare(ptr %4, !530, !DIExpression(), !531)
  %7 = load i32, ptr %3, align 4, !dbg !532
  store i32 %7, ptr %4, align 4, !dbg !531
    #dbg_declare(ptr %5, !533, !DIExpression(), !535)
  store i32 0, ptr %5, align 4, !dbg !535
  br label %8, !dbg !536

8:                                                ; preds = %22, %2
  %9 = load i32, ptr %5, align 4, !dbg !537
  %10 = icmp slt i32 %9, 256, !dbg !539
  br i1 %10, label %11, label %25, !dbg !540

11:                                               ; preds = %8
  %12 = load i32, ptr %4, align 4, !dbg !541
  %13 = mul i32 %12, 1103515245, !dbg !543
  %14 = add i32 %13, 12345, !dbg !544
  store i32 %14, ptr %4, align 4, !dbg !545
  %15 = load i32, ptr %4, align 4, !dbg !546
  %16 = lshr i32 %15, 16, !dbg !547
  %17 = trunc i32 %16 to i8, !dbg !548
  %18 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 0, !dbg !549
  %19 = load i32, ptr %5, align 4, !dbg !550
  %20 = sext i32 %19 to i64, !dbg !551
  %21 = getelementptr inbounds [256 x i8], ptr %18, i64 0, i64 %20, !dbg !551
  store i8 %17, ptr %21, align 1, !dbg !552
  br label %22, !dbg !553

22:                                               ; preds = %11
  %23 = load i32, ptr %5, align 4, !dbg !554
  %24 = add nsw i32 %23, 1, !dbg !554
  store i32 %24, ptr %5, align 4, !dbg !554
  br label %8, !dbg !555, !llvm.loop !556

25:                                               ; preds = %8
  %26 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 1, !dbg !558
  store i32 0, ptr %26, align 4, !dbg !559
    #dbg_declare(ptr %6, !560, !DIExpression(), !562)
  store i32 0, ptr %6, align 4, !dbg !562
  br label %27, !dbg !563

27:                                               ; preds = %45, %25
  %28 = load i32, ptr %6, align 4, !dbg !564
  %29 = icmp slt i32 %28, 256, !dbg !566
  br i1 %29, label %30, label %48, !dbg !567

30:                                               ; preds = %27
  %31 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 1, !dbg !568
  %32 = load i32, ptr %31, align 4, !dbg !568
  %33 = shl i32 %32, 5, !dbg !569
  %34 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 1, !dbg !570
  %35 = load i32, ptr %34, align 4, !dbg !570
  %36 = add i32 %33, %35, !dbg !571
  %37 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 0, !dbg !572
  %38 = load i32, ptr %6, align 4, !dbg !573
  %39 = sext i32 %38 to i64, !dbg !574
  %40 = getelementptr inbounds [256 x i8], ptr %37, i64 0, i64 %39, !dbg !574
  %41 = load i8, ptr %40, align 1, !dbg !574
  %42 = zext i8 %41 to i32, !dbg !574
  %43 = add i32 %36, %42, !dbg !575
  %44 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 1, !dbg !576
  store i32 %43, ptr %44, align 4, !dbg !577
  br label %45, !dbg !578

45:                                               ; preds = %30
  %46 = load i32, ptr %6, align 4, !dbg !579
  %47 = add nsw i32 %46, 1, !dbg !579
  store i32 %47, ptr %6, align 4, !dbg !579
  br label %27, !dbg !580, !llvm.loop !581

48:                                               ; preds = %27
  ret void, !dbg !583
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @block_verify(ptr noundef byval(%struct.block) align 8 %0) #0 !dbg !584 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
    #dbg_declare(ptr %0, !587, !DIExpression(), !588)
    #dbg_declare(ptr %2, !589, !DIExpression(), !590)
  store i32 0, ptr %2, align 4, !dbg !590
    #dbg_declare(ptr %3, !591, !DIExpression(), !593)
  store i32 0, ptr %3, align 4, !dbg !593
  br label %4, !dbg !594

4:                                                ; preds = %19, %1
  %5 = load i32, ptr %3, align 4, !dbg !595
  %6 = icmp slt i32 %5, 256, !dbg !597
  br i1 %6, label %7, label %22, !dbg !598

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4, !dbg !599
  %9 = shl i32 %8, 5, !dbg !600
  %10 = load i32, ptr %2, align 4, !dbg !601
  %11 = add i32 %9, %10, !dbg !602
  %12 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 0, !dbg !603
  %13 = load i32, ptr %3, align 4, !dbg !604
  %14 = sext i32 %13 to i64, !dbg !605
  %15 = getelementptr inbounds [256 x i8], ptr %12, i64 0, i64 %14, !dbg !605
  %16 = load i8, ptr %15, align 1, !dbg !605
  %17 = zext i8 %16 to i32, !dbg !605
  %18 = add i32 %11, %17, !dbg !606
  store i32 %18, ptr %2, align 4, !dbg !607
  br label %19, !dbg !608

19:                                               ; preds = %7
  %20 = load i32, ptr %3, align 4, !dbg !609
  %21 = add nsw i32 %20, 1, !dbg !609
  store i32 %21, ptr %3, align 4, !dbg !609
  br label %4, !dbg !610, !llvm.loop !611

22:                                               ; preds = %4
  %23 = load i32, ptr %2, align 4, !dbg !613
  %24 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 1, !dbg !614
  %25 = load i32, ptr %24, align 8, !dbg !614
  %26 = icmp eq i32 %23, %25, !dbg !615
  %27 = zext i1 %26 to i32, !dbg !615
  ret i32 %27, !dbg !616
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @block_xor(ptr dead_on_unwind noalias writable sret(%struct.block) align 4 %0, ptr noundef byval(%struct.block) align 8 %1, ptr noundef byval(%struct.block) align 8 %2) #0 !dbg !617 {
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !620, !DIExpression(), !621)
    #dbg_declare(ptr %2, !622, !DIExpression(), !623)
    #dbg_declare(ptr %4, !624, !DIExpression(), !626)
  store i32 0, ptr %4, align 4, !dbg !626
  br label %5, !dbg !627

5:                                                ; preds = %23, %3
  %6 = load i32, ptr %4, align 4, !dbg !628
  %7 = icmp slt i32 %6, 256, !dbg !630
  br i1 %7, label %8, label %26, !dbg !631

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.block, ptr %2, i32 0, i32 0, !dbg !632
  %10 = load i32, ptr %4, align 4, !dbg !633
  %11 = sext i32 %10 to i64, !dbg !634
  %12 = getelementptr inbounds [256 x i8], ptr %9, i64 0, i64 %11, !dbg !634
  %13 = load i8, ptr %12, align 1, !dbg !634
  %14 = zext i8 %13 to i32, !dbg !634
  %15 = getelementptr inbounds %struct.block, ptr %1, i32 0, i32 0, !dbg !635
  %16 = load i32, ptr %4, align 4, !dbg !636
  %17 = sext i32 %16 to i64, !dbg !637
  %18 = getelementptr inbounds [256 x i8], ptr %15, i64 0, i64 %17, !dbg !637
  %19 = load i8, ptr %18, align 1, !dbg !638
  %20 = zext i8 %19 to i32, !dbg !638
  %21 = xor i32 %20, %14, !dbg !638
  %22 = trunc i32 %21 to i8, !dbg !638
  store i8 %22, ptr %18, align 1, !dbg !638
  br label %23, !dbg !637

23:                                               ; preds = %8
  %24 = load i32, ptr %4, align 4, !dbg !639
  %25 = add nsw i32 %24, 1, !dbg !639
  store i32 %25, ptr %4, align 4, !dbg !639
  br label %5, !dbg !640, !llvm.loop !641

26:                                               ; preds = %5
  %27 = getelementptr inbounds %struct.block, ptr %2, i32 0, i32 1, !dbg !643
  %28 = load i32, ptr %27, align 8, !dbg !643
  %29 = getelementptr inbounds %struct.block, ptr %1, i32 0, i32 1, !dbg !644
  %30 = load i32, ptr %29, align 8, !dbg !645
  %31 = xor i32 %30, %28, !dbg !645
  store i32 %31, ptr %29, align 8, !dbg !645
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 8 %1, i64 260, i1 false), !dbg !646
  ret void, !dbg !647
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!70}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "struct_large.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "7c6ae054bdf10ad8a67bc88b836e31e9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !14, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 5)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !9, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 48)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 43)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 13)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 44)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 126, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 47)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 26)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 41)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !23, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 31)
!70 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !71, globals: !74, splitDebugInlining: false, nameTableKind: None)
!71 = !{!72, !73}
!72 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!73 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!74 = !{!0, !7, !12, !17, !19, !21, !26, !28, !33, !38, !43, !48, !53, !58, !63, !65}
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 7, !"frame-pointer", i32 2}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 86, type: !84, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !70, retainedNodes: !87)
!84 = !DISubroutineType(types: !85)
!85 = !{!86}
!86 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!87 = !{}
!88 = !DILocalVariable(name: "a", scope: !83, file: !2, line: 87, type: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "matrix4", file: !2, line: 6, size: 1024, elements: !90)
!90 = !{!91}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !89, file: !2, line: 7, baseType: !92, size: 1024)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 1024, elements: !94)
!93 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!94 = !{!11, !11}
!95 = !DILocation(line: 87, column: 20, scope: !83)
!96 = !DILocation(line: 87, column: 24, scope: !83)
!97 = !DILocalVariable(name: "b", scope: !83, file: !2, line: 87, type: !89)
!98 = !DILocation(line: 87, column: 40, scope: !83)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 88, type: !86)
!100 = distinct !DILexicalBlock(scope: !83, file: !2, line: 88, column: 5)
!101 = !DILocation(line: 88, column: 14, scope: !100)
!102 = !DILocation(line: 88, column: 10, scope: !100)
!103 = !DILocation(line: 88, column: 21, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !2, line: 88, column: 5)
!105 = !DILocation(line: 88, column: 23, scope: !104)
!106 = !DILocation(line: 88, column: 5, scope: !100)
!107 = !DILocalVariable(name: "j", scope: !108, file: !2, line: 89, type: !86)
!108 = distinct !DILexicalBlock(scope: !104, file: !2, line: 89, column: 9)
!109 = !DILocation(line: 89, column: 18, scope: !108)
!110 = !DILocation(line: 89, column: 14, scope: !108)
!111 = !DILocation(line: 89, column: 25, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !2, line: 89, column: 9)
!113 = !DILocation(line: 89, column: 27, scope: !112)
!114 = !DILocation(line: 89, column: 9, scope: !108)
!115 = !DILocation(line: 90, column: 26, scope: !112)
!116 = !DILocation(line: 90, column: 28, scope: !112)
!117 = !DILocation(line: 90, column: 25, scope: !112)
!118 = !DILocation(line: 90, column: 41, scope: !112)
!119 = !DILocation(line: 90, column: 43, scope: !112)
!120 = !DILocation(line: 90, column: 39, scope: !112)
!121 = !DILocation(line: 90, column: 53, scope: !112)
!122 = !DILocation(line: 90, column: 58, scope: !112)
!123 = !DILocation(line: 90, column: 55, scope: !112)
!124 = !DILocation(line: 90, column: 52, scope: !112)
!125 = !DILocation(line: 90, column: 50, scope: !112)
!126 = !DILocation(line: 90, column: 15, scope: !112)
!127 = !DILocation(line: 90, column: 17, scope: !112)
!128 = !DILocation(line: 90, column: 13, scope: !112)
!129 = !DILocation(line: 90, column: 20, scope: !112)
!130 = !DILocation(line: 90, column: 23, scope: !112)
!131 = !DILocation(line: 89, column: 33, scope: !112)
!132 = !DILocation(line: 89, column: 9, scope: !112)
!133 = distinct !{!133, !114, !134, !135}
!134 = !DILocation(line: 90, column: 59, scope: !108)
!135 = !{!"llvm.loop.mustprogress"}
!136 = !DILocation(line: 88, column: 29, scope: !104)
!137 = !DILocation(line: 88, column: 5, scope: !104)
!138 = distinct !{!138, !106, !139, !135}
!139 = !DILocation(line: 90, column: 59, scope: !100)
!140 = !DILocation(line: 91, column: 29, scope: !83)
!141 = !DILocation(line: 91, column: 5, scope: !83)
!142 = !DILocalVariable(name: "p", scope: !83, file: !2, line: 92, type: !89)
!143 = !DILocation(line: 92, column: 20, scope: !83)
!144 = !DILocation(line: 92, column: 24, scope: !83)
!145 = !DILocalVariable(name: "k", scope: !146, file: !2, line: 93, type: !86)
!146 = distinct !DILexicalBlock(scope: !83, file: !2, line: 93, column: 5)
!147 = !DILocation(line: 93, column: 14, scope: !146)
!148 = !DILocation(line: 93, column: 10, scope: !146)
!149 = !DILocation(line: 93, column: 21, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !2, line: 93, column: 5)
!151 = !DILocation(line: 93, column: 23, scope: !150)
!152 = !DILocation(line: 93, column: 5, scope: !146)
!153 = !DILocation(line: 94, column: 13, scope: !150)
!154 = !DILocation(line: 94, column: 9, scope: !150)
!155 = !DILocation(line: 93, column: 29, scope: !150)
!156 = !DILocation(line: 93, column: 5, scope: !150)
!157 = distinct !{!157, !152, !158, !135}
!158 = !DILocation(line: 94, column: 25, scope: !146)
!159 = !DILocation(line: 95, column: 5, scope: !83)
!160 = !DILocalVariable(name: "recs", scope: !83, file: !2, line: 96, type: !161)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !162, size: 2560, elements: !24)
!162 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "record", file: !2, line: 10, size: 512, elements: !163)
!163 = !{!164, !168, !169, !173, !175}
!164 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !162, file: !2, line: 11, baseType: !165, size: 192)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !166)
!166 = !{!167}
!167 = !DISubrange(count: 24)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !162, file: !2, line: 12, baseType: !86, size: 32, offset: 192)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "scores", scope: !162, file: !2, line: 13, baseType: !170, size: 160, offset: 224)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 160, elements: !171)
!171 = !{!172}
!172 = !DISubrange(count: 10)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !162, file: !2, line: 14, baseType: !174, size: 64, offset: 384)
!174 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "avg", scope: !162, file: !2, line: 15, baseType: !93, size: 64, offset: 448)
!176 = !DILocation(line: 96, column: 19, scope: !83)
!177 = !DILocation(line: 97, column: 5, scope: !83)
!178 = !DILocalVariable(name: "names", scope: !83, file: !2, line: 98, type: !179)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !180, size: 320, elements: !24)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!182 = !DILocation(line: 98, column: 17, scope: !83)
!183 = !DILocalVariable(name: "i", scope: !184, file: !2, line: 99, type: !86)
!184 = distinct !DILexicalBlock(scope: !83, file: !2, line: 99, column: 5)
!185 = !DILocation(line: 99, column: 14, scope: !184)
!186 = !DILocation(line: 99, column: 10, scope: !184)
!187 = !DILocation(line: 99, column: 21, scope: !188)
!188 = distinct !DILexicalBlock(scope: !184, file: !2, line: 99, column: 5)
!189 = !DILocation(line: 99, column: 23, scope: !188)
!190 = !DILocation(line: 99, column: 5, scope: !184)
!191 = !DILocation(line: 100, column: 21, scope: !192)
!192 = distinct !DILexicalBlock(scope: !188, file: !2, line: 99, column: 33)
!193 = !DILocation(line: 100, column: 16, scope: !192)
!194 = !DILocation(line: 100, column: 24, scope: !192)
!195 = !DILocation(line: 100, column: 36, scope: !192)
!196 = !DILocation(line: 100, column: 30, scope: !192)
!197 = !DILocation(line: 100, column: 9, scope: !192)
!198 = !DILocation(line: 101, column: 28, scope: !192)
!199 = !DILocation(line: 101, column: 26, scope: !192)
!200 = !DILocation(line: 101, column: 14, scope: !192)
!201 = !DILocation(line: 101, column: 9, scope: !192)
!202 = !DILocation(line: 101, column: 17, scope: !192)
!203 = !DILocation(line: 101, column: 20, scope: !192)
!204 = !DILocalVariable(name: "j", scope: !205, file: !2, line: 102, type: !86)
!205 = distinct !DILexicalBlock(scope: !192, file: !2, line: 102, column: 9)
!206 = !DILocation(line: 102, column: 18, scope: !205)
!207 = !DILocation(line: 102, column: 14, scope: !205)
!208 = !DILocation(line: 102, column: 25, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !2, line: 102, column: 9)
!210 = !DILocation(line: 102, column: 27, scope: !209)
!211 = !DILocation(line: 102, column: 9, scope: !205)
!212 = !DILocation(line: 103, column: 42, scope: !209)
!213 = !DILocation(line: 103, column: 44, scope: !209)
!214 = !DILocation(line: 103, column: 51, scope: !209)
!215 = !DILocation(line: 103, column: 53, scope: !209)
!216 = !DILocation(line: 103, column: 49, scope: !209)
!217 = !DILocation(line: 103, column: 59, scope: !209)
!218 = !DILocation(line: 103, column: 64, scope: !209)
!219 = !DILocation(line: 103, column: 33, scope: !209)
!220 = !DILocation(line: 103, column: 18, scope: !209)
!221 = !DILocation(line: 103, column: 13, scope: !209)
!222 = !DILocation(line: 103, column: 21, scope: !209)
!223 = !DILocation(line: 103, column: 28, scope: !209)
!224 = !DILocation(line: 103, column: 31, scope: !209)
!225 = !DILocation(line: 102, column: 34, scope: !209)
!226 = !DILocation(line: 102, column: 9, scope: !209)
!227 = distinct !{!227, !211, !228, !135}
!228 = !DILocation(line: 103, column: 68, scope: !205)
!229 = !DILocation(line: 104, column: 14, scope: !192)
!230 = !DILocation(line: 104, column: 9, scope: !192)
!231 = !DILocation(line: 104, column: 35, scope: !192)
!232 = !DILocation(line: 104, column: 30, scope: !192)
!233 = !DILocation(line: 104, column: 19, scope: !192)
!234 = !DILocation(line: 105, column: 5, scope: !192)
!235 = !DILocation(line: 99, column: 29, scope: !188)
!236 = !DILocation(line: 99, column: 5, scope: !188)
!237 = distinct !{!237, !190, !238, !135}
!238 = !DILocation(line: 105, column: 5, scope: !184)
!239 = !DILocalVariable(name: "i", scope: !240, file: !2, line: 106, type: !86)
!240 = distinct !DILexicalBlock(scope: !83, file: !2, line: 106, column: 5)
!241 = !DILocation(line: 106, column: 14, scope: !240)
!242 = !DILocation(line: 106, column: 10, scope: !240)
!243 = !DILocation(line: 106, column: 21, scope: !244)
!244 = distinct !DILexicalBlock(scope: !240, file: !2, line: 106, column: 5)
!245 = !DILocation(line: 106, column: 23, scope: !244)
!246 = !DILocation(line: 106, column: 5, scope: !240)
!247 = !DILocation(line: 107, column: 73, scope: !244)
!248 = !DILocation(line: 107, column: 68, scope: !244)
!249 = !DILocation(line: 107, column: 76, scope: !244)
!250 = !DILocation(line: 107, column: 87, scope: !244)
!251 = !DILocation(line: 107, column: 82, scope: !244)
!252 = !DILocation(line: 107, column: 90, scope: !244)
!253 = !DILocation(line: 108, column: 21, scope: !244)
!254 = !DILocation(line: 108, column: 16, scope: !244)
!255 = !DILocation(line: 108, column: 24, scope: !244)
!256 = !DILocation(line: 108, column: 36, scope: !244)
!257 = !DILocation(line: 108, column: 31, scope: !244)
!258 = !DILocation(line: 108, column: 39, scope: !244)
!259 = !DILocation(line: 108, column: 49, scope: !244)
!260 = !DILocation(line: 108, column: 44, scope: !244)
!261 = !DILocation(line: 108, column: 52, scope: !244)
!262 = !DILocation(line: 108, column: 68, scope: !244)
!263 = !DILocation(line: 108, column: 63, scope: !244)
!264 = !DILocation(line: 108, column: 71, scope: !244)
!265 = !DILocation(line: 107, column: 9, scope: !244)
!266 = !DILocation(line: 106, column: 29, scope: !244)
!267 = !DILocation(line: 106, column: 5, scope: !244)
!268 = distinct !{!268, !246, !269, !135}
!269 = !DILocation(line: 108, column: 80, scope: !240)
!270 = !DILocalVariable(name: "tmp", scope: !83, file: !2, line: 110, type: !162)
!271 = !DILocation(line: 110, column: 19, scope: !83)
!272 = !DILocation(line: 111, column: 19, scope: !83)
!273 = !DILocation(line: 111, column: 5, scope: !83)
!274 = !DILocation(line: 112, column: 13, scope: !83)
!275 = !DILocation(line: 112, column: 23, scope: !83)
!276 = !DILocation(line: 112, column: 5, scope: !83)
!277 = !DILocation(line: 113, column: 13, scope: !83)
!278 = !DILocation(line: 113, column: 5, scope: !83)
!279 = !DILocation(line: 114, column: 59, scope: !83)
!280 = !DILocation(line: 114, column: 67, scope: !83)
!281 = !DILocation(line: 114, column: 73, scope: !83)
!282 = !DILocation(line: 114, column: 81, scope: !83)
!283 = !DILocation(line: 115, column: 20, scope: !83)
!284 = !DILocation(line: 115, column: 12, scope: !83)
!285 = !DILocation(line: 115, column: 47, scope: !83)
!286 = !DILocation(line: 114, column: 5, scope: !83)
!287 = !DILocalVariable(name: "best", scope: !83, file: !2, line: 117, type: !162)
!288 = !DILocation(line: 117, column: 19, scope: !83)
!289 = !DILocation(line: 117, column: 26, scope: !83)
!290 = !DILocalVariable(name: "i", scope: !291, file: !2, line: 118, type: !86)
!291 = distinct !DILexicalBlock(scope: !83, file: !2, line: 118, column: 5)
!292 = !DILocation(line: 118, column: 14, scope: !291)
!293 = !DILocation(line: 118, column: 10, scope: !291)
!294 = !DILocation(line: 118, column: 21, scope: !295)
!295 = distinct !DILexicalBlock(scope: !291, file: !2, line: 118, column: 5)
!296 = !DILocation(line: 118, column: 23, scope: !295)
!297 = !DILocation(line: 118, column: 5, scope: !291)
!298 = !DILocation(line: 119, column: 18, scope: !299)
!299 = distinct !DILexicalBlock(scope: !295, file: !2, line: 119, column: 13)
!300 = !DILocation(line: 119, column: 13, scope: !299)
!301 = !DILocation(line: 119, column: 21, scope: !299)
!302 = !DILocation(line: 119, column: 34, scope: !299)
!303 = !DILocation(line: 119, column: 27, scope: !299)
!304 = !DILocation(line: 119, column: 13, scope: !295)
!305 = !DILocation(line: 120, column: 25, scope: !299)
!306 = !DILocation(line: 120, column: 20, scope: !299)
!307 = !DILocation(line: 120, column: 13, scope: !299)
!308 = !DILocation(line: 118, column: 29, scope: !295)
!309 = !DILocation(line: 118, column: 5, scope: !295)
!310 = distinct !{!310, !297, !311, !135}
!311 = !DILocation(line: 120, column: 26, scope: !291)
!312 = !DILocation(line: 121, column: 34, scope: !83)
!313 = !DILocation(line: 121, column: 29, scope: !83)
!314 = !DILocation(line: 121, column: 45, scope: !83)
!315 = !DILocation(line: 121, column: 5, scope: !83)
!316 = !DILocalVariable(name: "b1", scope: !83, file: !2, line: 122, type: !317)
!317 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "block", file: !2, line: 18, size: 2080, elements: !318)
!318 = !{!319, !323}
!319 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !317, file: !2, line: 19, baseType: !320, size: 2048)
!320 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 2048, elements: !321)
!321 = !{!322}
!322 = !DISubrange(count: 256)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !317, file: !2, line: 20, baseType: !324, size: 32, offset: 2048)
!324 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!325 = !DILocation(line: 122, column: 18, scope: !83)
!326 = !DILocation(line: 122, column: 23, scope: !83)
!327 = !DILocalVariable(name: "b2", scope: !83, file: !2, line: 122, type: !317)
!328 = !DILocation(line: 122, column: 38, scope: !83)
!329 = !DILocation(line: 122, column: 43, scope: !83)
!330 = !DILocation(line: 123, column: 63, scope: !83)
!331 = !DILocation(line: 123, column: 73, scope: !83)
!332 = !DILocation(line: 124, column: 15, scope: !83)
!333 = !DILocation(line: 124, column: 25, scope: !83)
!334 = !DILocation(line: 123, column: 5, scope: !83)
!335 = !DILocalVariable(name: "x", scope: !83, file: !2, line: 125, type: !317)
!336 = !DILocation(line: 125, column: 18, scope: !83)
!337 = !DILocation(line: 125, column: 22, scope: !83)
!338 = !DILocation(line: 126, column: 65, scope: !83)
!339 = !DILocation(line: 126, column: 75, scope: !83)
!340 = !DILocation(line: 127, column: 14, scope: !83)
!341 = !DILocation(line: 127, column: 12, scope: !83)
!342 = !DILocation(line: 127, column: 25, scope: !83)
!343 = !DILocation(line: 127, column: 23, scope: !83)
!344 = !DILocation(line: 127, column: 36, scope: !83)
!345 = !DILocation(line: 127, column: 34, scope: !83)
!346 = !DILocation(line: 127, column: 47, scope: !83)
!347 = !DILocation(line: 127, column: 45, scope: !83)
!348 = !DILocation(line: 126, column: 5, scope: !83)
!349 = !DILocalVariable(name: "y", scope: !83, file: !2, line: 128, type: !317)
!350 = !DILocation(line: 128, column: 18, scope: !83)
!351 = !DILocation(line: 128, column: 22, scope: !83)
!352 = !DILocation(line: 129, column: 51, scope: !83)
!353 = !DILocation(line: 129, column: 49, scope: !83)
!354 = !DILocation(line: 129, column: 60, scope: !83)
!355 = !DILocation(line: 129, column: 57, scope: !83)
!356 = !DILocation(line: 129, column: 42, scope: !83)
!357 = !DILocation(line: 129, column: 81, scope: !83)
!358 = !DILocation(line: 129, column: 5, scope: !83)
!359 = !DILocation(line: 130, column: 5, scope: !83)
!360 = !DILocation(line: 132, column: 5, scope: !83)
!361 = distinct !DISubprogram(name: "mat_identity", scope: !2, file: !2, line: 37, type: !362, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !70, retainedNodes: !87)
!362 = !DISubroutineType(types: !363)
!363 = !{!89}
!364 = !DILocalVariable(name: "r", scope: !361, file: !2, line: 38, type: !89)
!365 = !DILocation(line: 38, column: 20, scope: !361)
!366 = !DILocation(line: 39, column: 5, scope: !361)
!367 = !DILocalVariable(name: "i", scope: !368, file: !2, line: 40, type: !86)
!368 = distinct !DILexicalBlock(scope: !361, file: !2, line: 40, column: 5)
!369 = !DILocation(line: 40, column: 14, scope: !368)
!370 = !DILocation(line: 40, column: 10, scope: !368)
!371 = !DILocation(line: 40, column: 21, scope: !372)
!372 = distinct !DILexicalBlock(scope: !368, file: !2, line: 40, column: 5)
!373 = !DILocation(line: 40, column: 23, scope: !372)
!374 = !DILocation(line: 40, column: 5, scope: !368)
!375 = !DILocation(line: 41, column: 11, scope: !372)
!376 = !DILocation(line: 41, column: 13, scope: !372)
!377 = !DILocation(line: 41, column: 9, scope: !372)
!378 = !DILocation(line: 41, column: 16, scope: !372)
!379 = !DILocation(line: 41, column: 19, scope: !372)
!380 = !DILocation(line: 40, column: 29, scope: !372)
!381 = !DILocation(line: 40, column: 5, scope: !372)
!382 = distinct !{!382, !374, !383, !135}
!383 = !DILocation(line: 41, column: 21, scope: !368)
!384 = !DILocation(line: 42, column: 5, scope: !361)
!385 = distinct !DISubprogram(name: "mat_print", scope: !2, file: !2, line: 45, type: !386, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !70, retainedNodes: !87)
!386 = !DISubroutineType(types: !387)
!387 = !{null, !180, !89}
!388 = !DILocalVariable(name: "lbl", arg: 1, scope: !385, file: !2, line: 45, type: !180)
!389 = !DILocation(line: 45, column: 35, scope: !385)
!390 = !DILocalVariable(name: "a", arg: 2, scope: !385, file: !2, line: 45, type: !89)
!391 = !DILocation(line: 45, column: 55, scope: !385)
!392 = !DILocation(line: 46, column: 21, scope: !385)
!393 = !DILocation(line: 46, column: 5, scope: !385)
!394 = !DILocalVariable(name: "i", scope: !395, file: !2, line: 47, type: !86)
!395 = distinct !DILexicalBlock(scope: !385, file: !2, line: 47, column: 5)
!396 = !DILocation(line: 47, column: 14, scope: !395)
!397 = !DILocation(line: 47, column: 10, scope: !395)
!398 = !DILocation(line: 47, column: 21, scope: !399)
!399 = distinct !DILexicalBlock(scope: !395, file: !2, line: 47, column: 5)
!400 = !DILocation(line: 47, column: 23, scope: !399)
!401 = !DILocation(line: 47, column: 5, scope: !395)
!402 = !DILocation(line: 48, column: 53, scope: !399)
!403 = !DILocation(line: 48, column: 55, scope: !399)
!404 = !DILocation(line: 48, column: 51, scope: !399)
!405 = !DILocation(line: 48, column: 64, scope: !399)
!406 = !DILocation(line: 48, column: 66, scope: !399)
!407 = !DILocation(line: 48, column: 62, scope: !399)
!408 = !DILocation(line: 48, column: 75, scope: !399)
!409 = !DILocation(line: 48, column: 77, scope: !399)
!410 = !DILocation(line: 48, column: 73, scope: !399)
!411 = !DILocation(line: 48, column: 86, scope: !399)
!412 = !DILocation(line: 48, column: 88, scope: !399)
!413 = !DILocation(line: 48, column: 84, scope: !399)
!414 = !DILocation(line: 48, column: 9, scope: !399)
!415 = !DILocation(line: 47, column: 29, scope: !399)
!416 = !DILocation(line: 47, column: 5, scope: !399)
!417 = distinct !{!417, !401, !418, !135}
!418 = !DILocation(line: 48, column: 93, scope: !395)
!419 = !DILocation(line: 49, column: 1, scope: !385)
!420 = distinct !DISubprogram(name: "mat_mul", scope: !2, file: !2, line: 23, type: !421, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !70, retainedNodes: !87)
!421 = !DISubroutineType(types: !422)
!422 = !{!89, !89, !89}
!423 = !DILocalVariable(name: "a", arg: 1, scope: !420, file: !2, line: 23, type: !89)
!424 = !DILocation(line: 23, column: 46, scope: !420)
!425 = !DILocalVariable(name: "b", arg: 2, scope: !420, file: !2, line: 23, type: !89)
!426 = !DILocation(line: 23, column: 64, scope: !420)
!427 = !DILocalVariable(name: "r", scope: !420, file: !2, line: 24, type: !89)
!428 = !DILocation(line: 24, column: 20, scope: !420)
!429 = !DILocalVariable(name: "i", scope: !430, file: !2, line: 25, type: !86)
!430 = distinct !DILexicalBlock(scope: !420, file: !2, line: 25, column: 5)
!431 = !DILocation(line: 25, column: 14, scope: !430)
!432 = !DILocation(line: 25, column: 10, scope: !430)
!433 = !DILocation(line: 25, column: 21, scope: !434)
!434 = distinct !DILexicalBlock(scope: !430, file: !2, line: 25, column: 5)
!435 = !DILocation(line: 25, column: 23, scope: !434)
!436 = !DILocation(line: 25, column: 5, scope: !430)
!437 = !DILocalVariable(name: "j", scope: !438, file: !2, line: 26, type: !86)
!438 = distinct !DILexicalBlock(scope: !434, file: !2, line: 26, column: 9)
!439 = !DILocation(line: 26, column: 18, scope: !438)
!440 = !DILocation(line: 26, column: 14, scope: !438)
!441 = !DILocation(line: 26, column: 25, scope: !442)
!442 = distinct !DILexicalBlock(scope: !438, file: !2, line: 26, column: 9)
!443 = !DILocation(line: 26, column: 27, scope: !442)
!444 = !DILocation(line: 26, column: 9, scope: !438)
!445 = !DILocalVariable(name: "s", scope: !446, file: !2, line: 27, type: !93)
!446 = distinct !DILexicalBlock(scope: !442, file: !2, line: 26, column: 37)
!447 = !DILocation(line: 27, column: 20, scope: !446)
!448 = !DILocalVariable(name: "k", scope: !449, file: !2, line: 28, type: !86)
!449 = distinct !DILexicalBlock(scope: !446, file: !2, line: 28, column: 13)
!450 = !DILocation(line: 28, column: 22, scope: !449)
!451 = !DILocation(line: 28, column: 18, scope: !449)
!452 = !DILocation(line: 28, column: 29, scope: !453)
!453 = distinct !DILexicalBlock(scope: !449, file: !2, line: 28, column: 13)
!454 = !DILocation(line: 28, column: 31, scope: !453)
!455 = !DILocation(line: 28, column: 13, scope: !449)
!456 = !DILocalVariable(name: "t", scope: !457, file: !2, line: 29, type: !93)
!457 = distinct !DILexicalBlock(scope: !453, file: !2, line: 28, column: 41)
!458 = !DILocation(line: 29, column: 24, scope: !457)
!459 = !DILocation(line: 29, column: 30, scope: !457)
!460 = !DILocation(line: 29, column: 32, scope: !457)
!461 = !DILocation(line: 29, column: 28, scope: !457)
!462 = !DILocation(line: 29, column: 35, scope: !457)
!463 = !DILocation(line: 29, column: 42, scope: !457)
!464 = !DILocation(line: 29, column: 44, scope: !457)
!465 = !DILocation(line: 29, column: 40, scope: !457)
!466 = !DILocation(line: 29, column: 47, scope: !457)
!467 = !DILocation(line: 29, column: 38, scope: !457)
!468 = !DILocation(line: 30, column: 22, scope: !457)
!469 = !DILocation(line: 30, column: 19, scope: !457)
!470 = !DILocation(line: 31, column: 13, scope: !457)
!471 = !DILocation(line: 28, column: 37, scope: !453)
!472 = !DILocation(line: 28, column: 13, scope: !453)
!473 = distinct !{!473, !455, !474, !135}
!474 = !DILocation(line: 31, column: 13, scope: !449)
!475 = !DILocation(line: 32, column: 25, scope: !446)
!476 = !DILocation(line: 32, column: 15, scope: !446)
!477 = !DILocation(line: 32, column: 17, scope: !446)
!478 = !DILocation(line: 32, column: 13, scope: !446)
!479 = !DILocation(line: 32, column: 20, scope: !446)
!480 = !DILocation(line: 32, column: 23, scope: !446)
!481 = !DILocation(line: 33, column: 9, scope: !446)
!482 = !DILocation(line: 26, column: 33, scope: !442)
!483 = !DILocation(line: 26, column: 9, scope: !442)
!484 = distinct !{!484, !444, !485, !135}
!485 = !DILocation(line: 33, column: 9, scope: !438)
!486 = !DILocation(line: 25, column: 29, scope: !434)
!487 = !DILocation(line: 25, column: 5, scope: !434)
!488 = distinct !{!488, !436, !489, !135}
!489 = !DILocation(line: 33, column: 9, scope: !430)
!490 = !DILocation(line: 34, column: 5, scope: !420)
!491 = distinct !DISubprogram(name: "rec_finish", scope: !2, file: !2, line: 51, type: !492, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !70, retainedNodes: !87)
!492 = !DISubroutineType(types: !493)
!493 = !{!162, !162}
!494 = !DILocalVariable(name: "r", arg: 1, scope: !491, file: !2, line: 51, type: !162)
!495 = !DILocation(line: 51, column: 47, scope: !491)
!496 = !DILocation(line: 52, column: 7, scope: !491)
!497 = !DILocation(line: 52, column: 13, scope: !491)
!498 = !DILocalVariable(name: "i", scope: !499, file: !2, line: 53, type: !86)
!499 = distinct !DILexicalBlock(scope: !491, file: !2, line: 53, column: 5)
!500 = !DILocation(line: 53, column: 14, scope: !499)
!501 = !DILocation(line: 53, column: 10, scope: !499)
!502 = !DILocation(line: 53, column: 21, scope: !503)
!503 = distinct !DILexicalBlock(scope: !499, file: !2, line: 53, column: 5)
!504 = !DILocation(line: 53, column: 23, scope: !503)
!505 = !DILocation(line: 53, column: 5, scope: !499)
!506 = !DILocation(line: 54, column: 22, scope: !503)
!507 = !DILocation(line: 54, column: 29, scope: !503)
!508 = !DILocation(line: 54, column: 20, scope: !503)
!509 = !DILocation(line: 54, column: 11, scope: !503)
!510 = !DILocation(line: 54, column: 17, scope: !503)
!511 = !DILocation(line: 54, column: 9, scope: !503)
!512 = !DILocation(line: 53, column: 30, scope: !503)
!513 = !DILocation(line: 53, column: 5, scope: !503)
!514 = distinct !{!514, !505, !515, !135}
!515 = !DILocation(line: 54, column: 30, scope: !499)
!516 = !DILocation(line: 55, column: 15, scope: !491)
!517 = !DILocation(line: 55, column: 13, scope: !491)
!518 = !DILocation(line: 55, column: 21, scope: !491)
!519 = !DILocation(line: 55, column: 7, scope: !491)
!520 = !DILocation(line: 55, column: 11, scope: !491)
!521 = !DILocation(line: 56, column: 12, scope: !491)
!522 = !DILocation(line: 56, column: 5, scope: !491)
!523 = distinct !DISubprogram(name: "block_fill", scope: !2, file: !2, line: 59, type: !524, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !70, retainedNodes: !87)
!524 = !DISubroutineType(types: !525)
!525 = !{!317, !324}
!526 = !DILocalVariable(name: "seed", arg: 1, scope: !523, file: !2, line: 59, type: !324)
!527 = !DILocation(line: 59, column: 41, scope: !523)
!528 = !DILocalVariable(name: "b", scope: !523, file: !2, line: 60, type: !317)
!529 = !DILocation(line: 60, column: 18, scope: !523)
!530 = !DILocalVariable(name: "x", scope: !523, file: !2, line: 61, type: !324)
!531 = !DILocation(line: 61, column: 14, scope: !523)
!532 = !DILocation(line: 61, column: 18, scope: !523)
!533 = !DILocalVariable(name: "i", scope: !534, file: !2, line: 62, type: !86)
!534 = distinct !DILexicalBlock(scope: !523, file: !2, line: 62, column: 5)
!535 = !DILocation(line: 62, column: 14, scope: !534)
!536 = !DILocation(line: 62, column: 10, scope: !534)
!537 = !DILocation(line: 62, column: 21, scope: !538)
!538 = distinct !DILexicalBlock(scope: !534, file: !2, line: 62, column: 5)
!539 = !DILocation(line: 62, column: 23, scope: !538)
!540 = !DILocation(line: 62, column: 5, scope: !534)
!541 = !DILocation(line: 63, column: 13, scope: !542)
!542 = distinct !DILexicalBlock(scope: !538, file: !2, line: 62, column: 35)
!543 = !DILocation(line: 63, column: 15, scope: !542)
!544 = !DILocation(line: 63, column: 29, scope: !542)
!545 = !DILocation(line: 63, column: 11, scope: !542)
!546 = !DILocation(line: 64, column: 37, scope: !542)
!547 = !DILocation(line: 64, column: 39, scope: !542)
!548 = !DILocation(line: 64, column: 21, scope: !542)
!549 = !DILocation(line: 64, column: 11, scope: !542)
!550 = !DILocation(line: 64, column: 16, scope: !542)
!551 = !DILocation(line: 64, column: 9, scope: !542)
!552 = !DILocation(line: 64, column: 19, scope: !542)
!553 = !DILocation(line: 65, column: 5, scope: !542)
!554 = !DILocation(line: 62, column: 31, scope: !538)
!555 = !DILocation(line: 62, column: 5, scope: !538)
!556 = distinct !{!556, !540, !557, !135}
!557 = !DILocation(line: 65, column: 5, scope: !534)
!558 = !DILocation(line: 66, column: 7, scope: !523)
!559 = !DILocation(line: 66, column: 16, scope: !523)
!560 = !DILocalVariable(name: "i", scope: !561, file: !2, line: 67, type: !86)
!561 = distinct !DILexicalBlock(scope: !523, file: !2, line: 67, column: 5)
!562 = !DILocation(line: 67, column: 14, scope: !561)
!563 = !DILocation(line: 67, column: 10, scope: !561)
!564 = !DILocation(line: 67, column: 21, scope: !565)
!565 = distinct !DILexicalBlock(scope: !561, file: !2, line: 67, column: 5)
!566 = !DILocation(line: 67, column: 23, scope: !565)
!567 = !DILocation(line: 67, column: 5, scope: !561)
!568 = !DILocation(line: 68, column: 25, scope: !565)
!569 = !DILocation(line: 68, column: 34, scope: !565)
!570 = !DILocation(line: 68, column: 44, scope: !565)
!571 = !DILocation(line: 68, column: 40, scope: !565)
!572 = !DILocation(line: 68, column: 57, scope: !565)
!573 = !DILocation(line: 68, column: 62, scope: !565)
!574 = !DILocation(line: 68, column: 55, scope: !565)
!575 = !DILocation(line: 68, column: 53, scope: !565)
!576 = !DILocation(line: 68, column: 11, scope: !565)
!577 = !DILocation(line: 68, column: 20, scope: !565)
!578 = !DILocation(line: 68, column: 9, scope: !565)
!579 = !DILocation(line: 67, column: 31, scope: !565)
!580 = !DILocation(line: 67, column: 5, scope: !565)
!581 = distinct !{!581, !567, !582, !135}
!582 = !DILocation(line: 68, column: 63, scope: !561)
!583 = !DILocation(line: 69, column: 5, scope: !523)
!584 = distinct !DISubprogram(name: "block_verify", scope: !2, file: !2, line: 72, type: !585, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !70, retainedNodes: !87)
!585 = !DISubroutineType(types: !586)
!586 = !{!324, !317}
!587 = !DILocalVariable(name: "b", arg: 1, scope: !584, file: !2, line: 72, type: !317)
!588 = !DILocation(line: 72, column: 43, scope: !584)
!589 = !DILocalVariable(name: "c", scope: !584, file: !2, line: 73, type: !324)
!590 = !DILocation(line: 73, column: 14, scope: !584)
!591 = !DILocalVariable(name: "i", scope: !592, file: !2, line: 74, type: !86)
!592 = distinct !DILexicalBlock(scope: !584, file: !2, line: 74, column: 5)
!593 = !DILocation(line: 74, column: 14, scope: !592)
!594 = !DILocation(line: 74, column: 10, scope: !592)
!595 = !DILocation(line: 74, column: 21, scope: !596)
!596 = distinct !DILexicalBlock(scope: !592, file: !2, line: 74, column: 5)
!597 = !DILocation(line: 74, column: 23, scope: !596)
!598 = !DILocation(line: 74, column: 5, scope: !592)
!599 = !DILocation(line: 75, column: 14, scope: !596)
!600 = !DILocation(line: 75, column: 16, scope: !596)
!601 = !DILocation(line: 75, column: 24, scope: !596)
!602 = !DILocation(line: 75, column: 22, scope: !596)
!603 = !DILocation(line: 75, column: 30, scope: !596)
!604 = !DILocation(line: 75, column: 35, scope: !596)
!605 = !DILocation(line: 75, column: 28, scope: !596)
!606 = !DILocation(line: 75, column: 26, scope: !596)
!607 = !DILocation(line: 75, column: 11, scope: !596)
!608 = !DILocation(line: 75, column: 9, scope: !596)
!609 = !DILocation(line: 74, column: 31, scope: !596)
!610 = !DILocation(line: 74, column: 5, scope: !596)
!611 = distinct !{!611, !598, !612, !135}
!612 = !DILocation(line: 75, column: 36, scope: !592)
!613 = !DILocation(line: 76, column: 12, scope: !584)
!614 = !DILocation(line: 76, column: 19, scope: !584)
!615 = !DILocation(line: 76, column: 14, scope: !584)
!616 = !DILocation(line: 76, column: 5, scope: !584)
!617 = distinct !DISubprogram(name: "block_xor", scope: !2, file: !2, line: 79, type: !618, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !70, retainedNodes: !87)
!618 = !DISubroutineType(types: !619)
!619 = !{!317, !317, !317}
!620 = !DILocalVariable(name: "a", arg: 1, scope: !617, file: !2, line: 79, type: !317)
!621 = !DILocation(line: 79, column: 44, scope: !617)
!622 = !DILocalVariable(name: "b", arg: 2, scope: !617, file: !2, line: 79, type: !317)
!623 = !DILocation(line: 79, column: 60, scope: !617)
!624 = !DILocalVariable(name: "i", scope: !625, file: !2, line: 80, type: !86)
!625 = distinct !DILexicalBlock(scope: !617, file: !2, line: 80, column: 5)
!626 = !DILocation(line: 80, column: 14, scope: !625)
!627 = !DILocation(line: 80, column: 10, scope: !625)
!628 = !DILocation(line: 80, column: 21, scope: !629)
!629 = distinct !DILexicalBlock(scope: !625, file: !2, line: 80, column: 5)
!630 = !DILocation(line: 80, column: 23, scope: !629)
!631 = !DILocation(line: 80, column: 5, scope: !625)
!632 = !DILocation(line: 81, column: 24, scope: !629)
!633 = !DILocation(line: 81, column: 29, scope: !629)
!634 = !DILocation(line: 81, column: 22, scope: !629)
!635 = !DILocation(line: 81, column: 11, scope: !629)
!636 = !DILocation(line: 81, column: 16, scope: !629)
!637 = !DILocation(line: 81, column: 9, scope: !629)
!638 = !DILocation(line: 81, column: 19, scope: !629)
!639 = !DILocation(line: 80, column: 31, scope: !629)
!640 = !DILocation(line: 80, column: 5, scope: !629)
!641 = distinct !{!641, !631, !642, !135}
!642 = !DILocation(line: 81, column: 30, scope: !625)
!643 = !DILocation(line: 82, column: 21, scope: !617)
!644 = !DILocation(line: 82, column: 7, scope: !617)
!645 = !DILocation(line: 82, column: 16, scope: !617)
!646 = !DILocation(line: 83, column: 12, scope: !617)
!647 = !DILocation(line: 83, column: 5, scope: !617)
