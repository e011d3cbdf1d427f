; ModuleID = 'struct_large.c'
source_filename = "struct_large.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.matrix4 = type { [4 x [4 x double]] }
%struct.record = type { [24 x i8], i32, [10 x i16], i32, double }
%struct.block = type { [256 x i8], i32 }

@.str = private unnamed_addr constant [11 x i8] c"identity*b\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"b^5\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"alice\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"bob\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"carol\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [5 x i8] c"dave\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [4 x i8] c"eve\00", align 1, !dbg !26
@__const.main.names = private unnamed_addr constant [5 x ptr] [ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 4
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
define dso_local i32 @main() #0 !dbg !84 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.matrix4, align 4
  %3 = alloca %struct.matrix4, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.matrix4, align 4
  %7 = alloca %struct.matrix4, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.matrix4, align 4
  %10 = alloca [5 x %struct.record], align 4
  %11 = alloca [5 x ptr], align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.record, align 4
  %15 = alloca i32, align 4
  %16 = alloca %struct.record, align 4
  %17 = alloca %struct.record, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.block, align 4
  %20 = alloca %struct.block, align 4
  %21 = alloca %struct.block, align 4
  %22 = alloca %struct.block, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !89, !DIExpression(), !96)
  call void @mat_identity(ptr dead_on_unwind writable sret(%struct.matrix4) align 4 %2), !dbg !97
    #dbg_declare(ptr %3, !98, !DIExpression(), !99)
    #dbg_declare(ptr %4, !100, !DIExpression(), !102)
  store i32 0, ptr %4, align 4, !dbg !102
  br label %23, !dbg !103

23:                                               ; preds = %54, %0
  %24 = load i32, ptr %4, align 4, !dbg !104
  %25 = icmp slt i32 %24, 4, !dbg !106
  br i1 %25, label %26, label %57, !dbg !107

26:                                               ; preds = %23
    #dbg_declare(ptr %5, !108, !DIExpression(), !110)
  store i32 0, ptr %5, align 4, !dbg !110
  br label %27, !dbg !111

27:                                               ; preds = %50, %26
  %28 = load i32, ptr %5, align 4, !dbg !112
  %29 = icmp slt i32 %28, 4, !dbg !114
  br i1 %29, label %30, label %53, !dbg !115

30:                                               ; preds = %27
  %31 = load i32, ptr %4, align 4, !dbg !116
  %32 = add nsw i32 %31, 1, !dbg !117
  %33 = sitofp i32 %32 to double, !dbg !118
  %34 = load i32, ptr %5, align 4, !dbg !119
  %35 = sitofp i32 %34 to double, !dbg !119
  %36 = fmul double %35, 2.500000e-01, !dbg !120
  %37 = fneg double %36, !dbg !121
  %38 = call double @llvm.fmuladd.f64(double %33, double 5.000000e-01, double %37), !dbg !121
  %39 = load i32, ptr %4, align 4, !dbg !122
  %40 = load i32, ptr %5, align 4, !dbg !123
  %41 = icmp eq i32 %39, %40, !dbg !124
  %42 = zext i1 %41 to i32, !dbg !124
  %43 = sitofp i32 %42 to double, !dbg !125
  %44 = fadd double %38, %43, !dbg !126
  %45 = getelementptr inbounds %struct.matrix4, ptr %3, i32 0, i32 0, !dbg !127
  %46 = load i32, ptr %4, align 4, !dbg !128
  %47 = getelementptr inbounds [4 x [4 x double]], ptr %45, i32 0, i32 %46, !dbg !129
  %48 = load i32, ptr %5, align 4, !dbg !130
  %49 = getelementptr inbounds [4 x double], ptr %47, i32 0, i32 %48, !dbg !129
  store double %44, ptr %49, align 4, !dbg !131
  br label %50, !dbg !129

50:                                               ; preds = %30
  %51 = load i32, ptr %5, align 4, !dbg !132
  %52 = add nsw i32 %51, 1, !dbg !132
  store i32 %52, ptr %5, align 4, !dbg !132
  br label %27, !dbg !133, !llvm.loop !134

53:                                               ; preds = %27
  br label %54, !dbg !135

54:                                               ; preds = %53
  %55 = load i32, ptr %4, align 4, !dbg !137
  %56 = add nsw i32 %55, 1, !dbg !137
  store i32 %56, ptr %4, align 4, !dbg !137
  br label %23, !dbg !138, !llvm.loop !139

57:                                               ; preds = %23
  call void @mat_mul(ptr dead_on_unwind writable sret(%struct.matrix4) align 4 %6, ptr noundef byval(%struct.matrix4) align 4 %2, ptr noundef byval(%struct.matrix4) align 4 %3), !dbg !141
  call void @mat_print(ptr noundef @.str, ptr noundef byval(%struct.matrix4) align 4 %6), !dbg !142
    #dbg_declare(ptr %7, !143, !DIExpression(), !144)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 %3, i32 128, i1 false), !dbg !145
    #dbg_declare(ptr %8, !146, !DIExpression(), !148)
  store i32 0, ptr %8, align 4, !dbg !148
  br label %58, !dbg !149

58:                                               ; preds = %62, %57
  %59 = load i32, ptr %8, align 4, !dbg !150
  %60 = icmp slt i32 %59, 4, !dbg !152
  br i1 %60, label %61, label %65, !dbg !153

61:                                               ; preds = %58
  call void @mat_mul(ptr dead_on_unwind writable sret(%struct.matrix4) align 4 %9, ptr noundef byval(%struct.matrix4) align 4 %7, ptr noundef byval(%struct.matrix4) align 4 %3), !dbg !154
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %7, ptr align 4 %9, i32 128, i1 false), !dbg !154
  br label %62, !dbg !155

62:                                               ; preds = %61
  %63 = load i32, ptr %8, align 4, !dbg !156
  %64 = add nsw i32 %63, 1, !dbg !156
  store i32 %64, ptr %8, align 4, !dbg !156
  br label %58, !dbg !157, !llvm.loop !158

65:                                               ; preds = %58
  call void @mat_print(ptr noundef @.str.1, ptr noundef byval(%struct.matrix4) align 4 %7), !dbg !160
    #dbg_declare(ptr %10, !161, !DIExpression(), !177)
  %66 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 0, !dbg !178
  call void @llvm.memset.p0.i32(ptr align 4 %66, i8 0, i32 300, i1 false), !dbg !178
    #dbg_declare(ptr %11, !179, !DIExpression(), !183)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %11, ptr align 4 @__const.main.names, i32 20, i1 false), !dbg !183
    #dbg_declare(ptr %12, !184, !DIExpression(), !186)
  store i32 0, ptr %12, align 4, !dbg !186
  br label %67, !dbg !187

67:                                               ; preds = %109, %65
  %68 = load i32, ptr %12, align 4, !dbg !188
  %69 = icmp slt i32 %68, 5, !dbg !190
  br i1 %69, label %70, label %112, !dbg !191

70:                                               ; preds = %67
  %71 = load i32, ptr %12, align 4, !dbg !192
  %72 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 %71, !dbg !194
  %73 = getelementptr inbounds %struct.record, ptr %72, i32 0, i32 0, !dbg !195
  %74 = getelementptr inbounds [24 x i8], ptr %73, i32 0, i32 0, !dbg !194
  %75 = load i32, ptr %12, align 4, !dbg !196
  %76 = getelementptr inbounds [5 x ptr], ptr %11, i32 0, i32 %75, !dbg !197
  %77 = load ptr, ptr %76, align 4, !dbg !197
  %78 = call ptr @strcpy(ptr noundef %74, ptr noundef %77) #7, !dbg !198
  %79 = load i32, ptr %12, align 4, !dbg !199
  %80 = add nsw i32 100, %79, !dbg !200
  %81 = load i32, ptr %12, align 4, !dbg !201
  %82 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 %81, !dbg !202
  %83 = getelementptr inbounds %struct.record, ptr %82, i32 0, i32 1, !dbg !203
  store i32 %80, ptr %83, align 4, !dbg !204
    #dbg_declare(ptr %13, !205, !DIExpression(), !207)
  store i32 0, ptr %13, align 4, !dbg !207
  br label %84, !dbg !208

84:                                               ; preds = %101, %70
  %85 = load i32, ptr %13, align 4, !dbg !209
  %86 = icmp slt i32 %85, 10, !dbg !211
  br i1 %86, label %87, label %104, !dbg !212

87:                                               ; preds = %84
  %88 = load i32, ptr %12, align 4, !dbg !213
  %89 = mul nsw i32 %88, 17, !dbg !214
  %90 = load i32, ptr %13, align 4, !dbg !215
  %91 = mul nsw i32 %90, 13, !dbg !216
  %92 = add nsw i32 %89, %91, !dbg !217
  %93 = srem i32 %92, 50, !dbg !218
  %94 = add nsw i32 %93, 50, !dbg !219
  %95 = trunc i32 %94 to i16, !dbg !220
  %96 = load i32, ptr %12, align 4, !dbg !221
  %97 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 %96, !dbg !222
  %98 = getelementptr inbounds %struct.record, ptr %97, i32 0, i32 2, !dbg !223
  %99 = load i32, ptr %13, align 4, !dbg !224
  %100 = getelementptr inbounds [10 x i16], ptr %98, i32 0, i32 %99, !dbg !222
  store i16 %95, ptr %100, align 2, !dbg !225
  br label %101, !dbg !222

101:                                              ; preds = %87
  %102 = load i32, ptr %13, align 4, !dbg !226
  %103 = add nsw i32 %102, 1, !dbg !226
  store i32 %103, ptr %13, align 4, !dbg !226
  br label %84, !dbg !227, !llvm.loop !228

104:                                              ; preds = %84
  %105 = load i32, ptr %12, align 4, !dbg !230
  %106 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 %105, !dbg !231
  %107 = load i32, ptr %12, align 4, !dbg !232
  %108 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 %107, !dbg !233
  call void @rec_finish(ptr dead_on_unwind writable sret(%struct.record) align 4 %14, ptr noundef byval(%struct.record) align 4 %108), !dbg !234
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %106, ptr align 4 %14, i32 60, i1 false), !dbg !234
  br label %109, !dbg !235

109:                                              ; preds = %104
  %110 = load i32, ptr %12, align 4, !dbg !236
  %111 = add nsw i32 %110, 1, !dbg !236
  store i32 %111, ptr %12, align 4, !dbg !236
  br label %67, !dbg !237, !llvm.loop !238

112:                                              ; preds = %67
    #dbg_declare(ptr %15, !240, !DIExpression(), !242)
  store i32 0, ptr %15, align 4, !dbg !242
  br label %113, !dbg !243

113:                                              ; preds = %146, %112
  %114 = load i32, ptr %15, align 4, !dbg !244
  %115 = icmp slt i32 %114, 5, !dbg !246
  br i1 %115, label %116, label %149, !dbg !247

116:                                              ; preds = %113
  %117 = load i32, ptr %15, align 4, !dbg !248
  %118 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 %117, !dbg !249
  %119 = getelementptr inbounds %struct.record, ptr %118, i32 0, i32 0, !dbg !250
  %120 = getelementptr inbounds [24 x i8], ptr %119, i32 0, i32 0, !dbg !249
  %121 = load i32, ptr %15, align 4, !dbg !251
  %122 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 %121, !dbg !252
  %123 = getelementptr inbounds %struct.record, ptr %122, i32 0, i32 1, !dbg !253
  %124 = load i32, ptr %123, align 4, !dbg !253
  %125 = load i32, ptr %15, align 4, !dbg !254
  %126 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 %125, !dbg !255
  %127 = getelementptr inbounds %struct.record, ptr %126, i32 0, i32 3, !dbg !256
  %128 = load i32, ptr %127, align 4, !dbg !256
  %129 = load i32, ptr %15, align 4, !dbg !257
  %130 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 %129, !dbg !258
  %131 = getelementptr inbounds %struct.record, ptr %130, i32 0, i32 4, !dbg !259
  %132 = load double, ptr %131, align 4, !dbg !259
  %133 = load i32, ptr %15, align 4, !dbg !260
  %134 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 %133, !dbg !261
  %135 = getelementptr inbounds %struct.record, ptr %134, i32 0, i32 2, !dbg !262
  %136 = getelementptr inbounds [10 x i16], ptr %135, i32 0, i32 0, !dbg !261
  %137 = load i16, ptr %136, align 4, !dbg !261
  %138 = sext i16 %137 to i32, !dbg !261
  %139 = load i32, ptr %15, align 4, !dbg !263
  %140 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 %139, !dbg !264
  %141 = getelementptr inbounds %struct.record, ptr %140, i32 0, i32 2, !dbg !265
  %142 = getelementptr inbounds [10 x i16], ptr %141, i32 0, i32 9, !dbg !264
  %143 = load i16, ptr %142, align 2, !dbg !264
  %144 = sext i16 %143 to i32, !dbg !264
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %120, i32 noundef %124, i32 noundef %128, double noundef %132, i32 noundef %138, i32 noundef %144), !dbg !266
  br label %146, !dbg !266

146:                                              ; preds = %116
  %147 = load i32, ptr %15, align 4, !dbg !267
  %148 = add nsw i32 %147, 1, !dbg !267
  store i32 %148, ptr %15, align 4, !dbg !267
  br label %113, !dbg !268, !llvm.loop !269

149:                                              ; preds = %113
    #dbg_declare(ptr %16, !271, !DIExpression(), !272)
  %150 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 0, !dbg !273
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %16, ptr align 4 %150, i32 60, i1 false), !dbg !274
  %151 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 0, !dbg !275
  %152 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 4, !dbg !276
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %151, ptr align 4 %152, i32 60, i1 false), !dbg !277
  %153 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 4, !dbg !278
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %153, ptr align 4 %16, i32 60, i1 false), !dbg !279
  %154 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 0, !dbg !280
  %155 = getelementptr inbounds %struct.record, ptr %154, i32 0, i32 0, !dbg !281
  %156 = getelementptr inbounds [24 x i8], ptr %155, i32 0, i32 0, !dbg !280
  %157 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 4, !dbg !282
  %158 = getelementptr inbounds %struct.record, ptr %157, i32 0, i32 0, !dbg !283
  %159 = getelementptr inbounds [24 x i8], ptr %158, i32 0, i32 0, !dbg !282
  %160 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 4, !dbg !284
  %161 = call i32 @memcmp(ptr noundef %160, ptr noundef %16, i32 noundef 60) #8, !dbg !285
  %162 = icmp eq i32 %161, 0, !dbg !286
  %163 = zext i1 %162 to i32, !dbg !286
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %156, ptr noundef %159, i32 noundef %163), !dbg !287
    #dbg_declare(ptr %17, !288, !DIExpression(), !289)
  %165 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 0, !dbg !290
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %17, ptr align 4 %165, i32 60, i1 false), !dbg !290
    #dbg_declare(ptr %18, !291, !DIExpression(), !293)
  store i32 1, ptr %18, align 4, !dbg !293
  br label %166, !dbg !294

166:                                              ; preds = %181, %149
  %167 = load i32, ptr %18, align 4, !dbg !295
  %168 = icmp slt i32 %167, 5, !dbg !297
  br i1 %168, label %169, label %184, !dbg !298

169:                                              ; preds = %166
  %170 = load i32, ptr %18, align 4, !dbg !299
  %171 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 %170, !dbg !301
  %172 = getelementptr inbounds %struct.record, ptr %171, i32 0, i32 3, !dbg !302
  %173 = load i32, ptr %172, align 4, !dbg !302
  %174 = getelementptr inbounds %struct.record, ptr %17, i32 0, i32 3, !dbg !303
  %175 = load i32, ptr %174, align 4, !dbg !303
  %176 = icmp sgt i32 %173, %175, !dbg !304
  br i1 %176, label %177, label %180, !dbg !305

177:                                              ; preds = %169
  %178 = load i32, ptr %18, align 4, !dbg !306
  %179 = getelementptr inbounds [5 x %struct.record], ptr %10, i32 0, i32 %178, !dbg !307
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %17, ptr align 4 %179, i32 60, i1 false), !dbg !307
  br label %180, !dbg !308

180:                                              ; preds = %177, %169
  br label %181, !dbg !303

181:                                              ; preds = %180
  %182 = load i32, ptr %18, align 4, !dbg !309
  %183 = add nsw i32 %182, 1, !dbg !309
  store i32 %183, ptr %18, align 4, !dbg !309
  br label %166, !dbg !310, !llvm.loop !311

184:                                              ; preds = %166
  %185 = getelementptr inbounds %struct.record, ptr %17, i32 0, i32 0, !dbg !313
  %186 = getelementptr inbounds [24 x i8], ptr %185, i32 0, i32 0, !dbg !314
  %187 = getelementptr inbounds %struct.record, ptr %17, i32 0, i32 3, !dbg !315
  %188 = load i32, ptr %187, align 4, !dbg !315
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %186, i32 noundef %188), !dbg !316
    #dbg_declare(ptr %19, !317, !DIExpression(), !326)
  call void @block_fill(ptr dead_on_unwind writable sret(%struct.block) align 4 %19, i32 noundef 1), !dbg !327
    #dbg_declare(ptr %20, !328, !DIExpression(), !329)
  call void @block_fill(ptr dead_on_unwind writable sret(%struct.block) align 4 %20, i32 noundef 2), !dbg !330
  %190 = getelementptr inbounds %struct.block, ptr %19, i32 0, i32 1, !dbg !331
  %191 = load i32, ptr %190, align 4, !dbg !331
  %192 = call i32 @block_verify(ptr noundef byval(%struct.block) align 4 %19), !dbg !332
  %193 = getelementptr inbounds %struct.block, ptr %20, i32 0, i32 1, !dbg !333
  %194 = load i32, ptr %193, align 4, !dbg !333
  %195 = call i32 @block_verify(ptr noundef byval(%struct.block) align 4 %20), !dbg !334
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %191, i32 noundef %192, i32 noundef %194, i32 noundef %195), !dbg !335
    #dbg_declare(ptr %21, !336, !DIExpression(), !337)
  call void @block_xor(ptr dead_on_unwind writable sret(%struct.block) align 4 %21, ptr noundef byval(%struct.block) align 4 %19, ptr noundef byval(%struct.block) align 4 %20), !dbg !338
  %197 = getelementptr inbounds %struct.block, ptr %21, i32 0, i32 1, !dbg !339
  %198 = load i32, ptr %197, align 4, !dbg !339
  %199 = call i32 @block_verify(ptr noundef byval(%struct.block) align 4 %21), !dbg !340
  %200 = getelementptr inbounds %struct.block, ptr %21, i32 0, i32 0, !dbg !341
  %201 = getelementptr inbounds [256 x i8], ptr %200, i32 0, i32 0, !dbg !342
  %202 = load i8, ptr %201, align 4, !dbg !342
  %203 = zext i8 %202 to i32, !dbg !342
  %204 = getelementptr inbounds %struct.block, ptr %21, i32 0, i32 0, !dbg !343
  %205 = getelementptr inbounds [256 x i8], ptr %204, i32 0, i32 1, !dbg !344
  %206 = load i8, ptr %205, align 1, !dbg !344
  %207 = zext i8 %206 to i32, !dbg !344
  %208 = getelementptr inbounds %struct.block, ptr %21, i32 0, i32 0, !dbg !345
  %209 = getelementptr inbounds [256 x i8], ptr %208, i32 0, i32 2, !dbg !346
  %210 = load i8, ptr %209, align 2, !dbg !346
  %211 = zext i8 %210 to i32, !dbg !346
  %212 = getelementptr inbounds %struct.block, ptr %21, i32 0, i32 0, !dbg !347
  %213 = getelementptr inbounds [256 x i8], ptr %212, i32 0, i32 3, !dbg !348
  %214 = load i8, ptr %213, align 1, !dbg !348
  %215 = zext i8 %214 to i32, !dbg !348
  %216 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %198, i32 noundef %199, i32 noundef %203, i32 noundef %207, i32 noundef %211, i32 noundef %215), !dbg !349
    #dbg_declare(ptr %22, !350, !DIExpression(), !351)
  call void @block_xor(ptr dead_on_unwind writable sret(%struct.block) align 4 %22, ptr noundef byval(%struct.block) align 4 %21, ptr noundef byval(%struct.block) align 4 %20), !dbg !352
  %217 = getelementptr inbounds %struct.block, ptr %22, i32 0, i32 0, !dbg !353
  %218 = getelementptr inbounds [256 x i8], ptr %217, i32 0, i32 0, !dbg !354
  %219 = getelementptr inbounds %struct.block, ptr %19, i32 0, i32 0, !dbg !355
  %220 = getelementptr inbounds [256 x i8], ptr %219, i32 0, i32 0, !dbg !356
  %221 = call i32 @memcmp(ptr noundef %218, ptr noundef %220, i32 noundef 256) #8, !dbg !357
  %222 = icmp eq i32 %221, 0, !dbg !358
  %223 = zext i1 %222 to i32, !dbg !358
  %224 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %223), !dbg !359
  %225 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef 128, i32 noundef 60, i32 noundef 260), !dbg !360
  ret i32 0, !dbg !361
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_identity(ptr dead_on_unwind noalias writable sret(%struct.matrix4) align 4 %0) #0 !dbg !362 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !365, !DIExpression(DW_OP_deref), !366)
  call void @llvm.memset.p0.i32(ptr align 4 %0, i8 0, i32 128, i1 false), !dbg !367
    #dbg_declare(ptr %3, !368, !DIExpression(), !370)
  store i32 0, ptr %3, align 4, !dbg !370
  br label %4, !dbg !371

4:                                                ; preds = %13, %1
  %5 = load i32, ptr %3, align 4, !dbg !372
  %6 = icmp slt i32 %5, 4, !dbg !374
  br i1 %6, label %7, label %16, !dbg !375

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.matrix4, ptr %0, i32 0, i32 0, !dbg !376
  %9 = load i32, ptr %3, align 4, !dbg !377
  %10 = getelementptr inbounds [4 x [4 x double]], ptr %8, i32 0, i32 %9, !dbg !378
  %11 = load i32, ptr %3, align 4, !dbg !379
  %12 = getelementptr inbounds [4 x double], ptr %10, i32 0, i32 %11, !dbg !378
  store double 1.000000e+00, ptr %12, align 4, !dbg !380
  br label %13, !dbg !378

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4, !dbg !381
  %15 = add nsw i32 %14, 1, !dbg !381
  store i32 %15, ptr %3, align 4, !dbg !381
  br label %4, !dbg !382, !llvm.loop !383

16:                                               ; preds = %4
  ret void, !dbg !385
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_print(ptr noundef %0, ptr noundef byval(%struct.matrix4) align 4 %1) #0 !dbg !386 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !389, !DIExpression(), !390)
    #dbg_declare(ptr %1, !391, !DIExpression(), !392)
  %5 = load ptr, ptr %3, align 4, !dbg !393
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, ptr noundef %5), !dbg !394
    #dbg_declare(ptr %4, !395, !DIExpression(), !397)
  store i32 0, ptr %4, align 4, !dbg !397
  br label %7, !dbg !398

7:                                                ; preds = %32, %2
  %8 = load i32, ptr %4, align 4, !dbg !399
  %9 = icmp slt i32 %8, 4, !dbg !401
  br i1 %9, label %10, label %35, !dbg !402

10:                                               ; preds = %7
  %11 = getelementptr inbounds %struct.matrix4, ptr %1, i32 0, i32 0, !dbg !403
  %12 = load i32, ptr %4, align 4, !dbg !404
  %13 = getelementptr inbounds [4 x [4 x double]], ptr %11, i32 0, i32 %12, !dbg !405
  %14 = getelementptr inbounds [4 x double], ptr %13, i32 0, i32 0, !dbg !405
  %15 = load double, ptr %14, align 4, !dbg !405
  %16 = getelementptr inbounds %struct.matrix4, ptr %1, i32 0, i32 0, !dbg !406
  %17 = load i32, ptr %4, align 4, !dbg !407
  %18 = getelementptr inbounds [4 x [4 x double]], ptr %16, i32 0, i32 %17, !dbg !408
  %19 = getelementptr inbounds [4 x double], ptr %18, i32 0, i32 1, !dbg !408
  %20 = load double, ptr %19, align 4, !dbg !408
  %21 = getelementptr inbounds %struct.matrix4, ptr %1, i32 0, i32 0, !dbg !409
  %22 = load i32, ptr %4, align 4, !dbg !410
  %23 = getelementptr inbounds [4 x [4 x double]], ptr %21, i32 0, i32 %22, !dbg !411
  %24 = getelementptr inbounds [4 x double], ptr %23, i32 0, i32 2, !dbg !411
  %25 = load double, ptr %24, align 4, !dbg !411
  %26 = getelementptr inbounds %struct.matrix4, ptr %1, i32 0, i32 0, !dbg !412
  %27 = load i32, ptr %4, align 4, !dbg !413
  %28 = getelementptr inbounds [4 x [4 x double]], ptr %26, i32 0, i32 %27, !dbg !414
  %29 = getelementptr inbounds [4 x double], ptr %28, i32 0, i32 3, !dbg !414
  %30 = load double, ptr %29, align 4, !dbg !414
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, double noundef %15, double noundef %20, double noundef %25, double noundef %30), !dbg !415
  br label %32, !dbg !415

32:                                               ; preds = %10
  %33 = load i32, ptr %4, align 4, !dbg !416
  %34 = add nsw i32 %33, 1, !dbg !416
  store i32 %34, ptr %4, align 4, !dbg !416
  br label %7, !dbg !417, !llvm.loop !418

35:                                               ; preds = %7
  ret void, !dbg !420
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_mul(ptr dead_on_unwind noalias writable sret(%struct.matrix4) align 4 %0, ptr noundef byval(%struct.matrix4) align 4 %1, ptr noundef byval(%struct.matrix4) align 4 %2) #0 !dbg !421 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %1, !424, !DIExpression(), !425)
    #dbg_declare(ptr %2, !426, !DIExpression(), !427)
    #dbg_declare(ptr %4, !428, !DIExpression(DW_OP_deref), !429)
    #dbg_declare(ptr %5, !430, !DIExpression(), !432)
  store i32 0, ptr %5, align 4, !dbg !432
  br label %10, !dbg !433

10:                                               ; preds = %52, %3
  %11 = load i32, ptr %5, align 4, !dbg !434
  %12 = icmp slt i32 %11, 4, !dbg !436
  br i1 %12, label %13, label %55, !dbg !437

13:                                               ; preds = %10
    #dbg_declare(ptr %6, !438, !DIExpression(), !440)
  store i32 0, ptr %6, align 4, !dbg !440
  br label %14, !dbg !441

14:                                               ; preds = %48, %13
  %15 = load i32, ptr %6, align 4, !dbg !442
  %16 = icmp slt i32 %15, 4, !dbg !444
  br i1 %16, label %17, label %51, !dbg !445

17:                                               ; preds = %14
    #dbg_declare(ptr %7, !446, !DIExpression(), !448)
  store double 0.000000e+00, ptr %7, align 8, !dbg !448
    #dbg_declare(ptr %8, !449, !DIExpression(), !451)
  store i32 0, ptr %8, align 4, !dbg !451
  br label %18, !dbg !452

18:                                               ; preds = %38, %17
  %19 = load i32, ptr %8, align 4, !dbg !453
  %20 = icmp slt i32 %19, 4, !dbg !455
  br i1 %20, label %21, label %41, !dbg !456

21:                                               ; preds = %18
    #dbg_declare(ptr %9, !457, !DIExpression(), !459)
  %22 = getelementptr inbounds %struct.matrix4, ptr %1, i32 0, i32 0, !dbg !460
  %23 = load i32, ptr %5, align 4, !dbg !461
  %24 = getelementptr inbounds [4 x [4 x double]], ptr %22, i32 0, i32 %23, !dbg !462
  %25 = load i32, ptr %8, align 4, !dbg !463
  %26 = getelementptr inbounds [4 x double], ptr %24, i32 0, i32 %25, !dbg !462
  %27 = load double, ptr %26, align 4, !dbg !462
  %28 = getelementptr inbounds %struct.matrix4, ptr %2, i32 0, i32 0, !dbg !464
  %29 = load i32, ptr %8, align 4, !dbg !465
  %30 = getelementptr inbounds [4 x [4 x double]], ptr %28, i32 0, i32 %29, !dbg !466
  %31 = load i32, ptr %6, align 4, !dbg !467
  %32 = getelementptr inbounds [4 x double], ptr %30, i32 0, i32 %31, !dbg !466
  %33 = load double, ptr %32, align 4, !dbg !466
  %34 = fmul double %27, %33, !dbg !468
  store double %34, ptr %9, align 8, !dbg !459
  %35 = load double, ptr %9, align 8, !dbg !469
  %36 = load double, ptr %7, align 8, !dbg !470
  %37 = fadd double %36, %35, !dbg !470
  store double %37, ptr %7, align 8, !dbg !470
  br label %38, !dbg !471

38:                                               ; preds = %21
  %39 = load i32, ptr %8, align 4, !dbg !472
  %40 = add nsw i32 %39, 1, !dbg !472
  store i32 %40, ptr %8, align 4, !dbg !472
  br label %18, !dbg !473, !llvm.loop !474

41:                                               ; preds = %18
  %42 = load double, ptr %7, align 8, !dbg !476
  %43 = getelementptr inbounds %struct.matrix4, ptr %0, i32 0, i32 0, !dbg !477
  %44 = load i32, ptr %5, align 4, !dbg !478
  %45 = getelementptr inbounds [4 x [4 x double]], ptr %43, i32 0, i32 %44, !dbg !479
  %46 = load i32, ptr %6, align 4, !dbg !480
  %47 = getelementptr inbounds [4 x double], ptr %45, i32 0, i32 %46, !dbg !479
  store double %42, ptr %47, align 4, !dbg !481
  br label %48, !dbg !482

48:                                               ; preds = %41
  %49 = load i32, ptr %6, align 4, !dbg !483
  %50 = add nsw i32 %49, 1, !dbg !483
  store i32 %50, ptr %6, align 4, !dbg !483
  br label %14, !dbg !484, !llvm.loop !485

51:                                               ; preds = %14
  br label %52, !dbg !486

52:                                               ; preds = %51
  %53 = load i32, ptr %5, align 4, !dbg !487
  %54 = add nsw i32 %53, 1, !dbg !487
  store i32 %54, ptr %5, align 4, !dbg !487
  br label %10, !dbg !488, !llvm.loop !489

55:                                               ; preds = %10
  ret void, !dbg !491
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rec_finish(ptr dead_on_unwind noalias writable sret(%struct.record) align 4 %0, ptr noundef byval(%struct.record) align 4 %1) #0 !dbg !492 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %1, !495, !DIExpression(), !496)
  %5 = getelementptr inbounds %struct.record, ptr %1, i32 0, i32 3, !dbg !497
  store i32 0, ptr %5, align 4, !dbg !498
    #dbg_declare(ptr %4, !499, !DIExpression(), !501)
  store i32 0, ptr %4, align 4, !dbg !501
  br label %6, !dbg !502

6:                                                ; preds = %18, %2
  %7 = load i32, ptr %4, align 4, !dbg !503
  %8 = icmp slt i32 %7, 10, !dbg !505
  br i1 %8, label %9, label %21, !dbg !506

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.record, ptr %1, i32 0, i32 2, !dbg !507
  %11 = load i32, ptr %4, align 4, !dbg !508
  %12 = getelementptr inbounds [10 x i16], ptr %10, i32 0, i32 %11, !dbg !509
  %13 = load i16, ptr %12, align 2, !dbg !509
  %14 = sext i16 %13 to i32, !dbg !509
  %15 = getelementptr inbounds %struct.record, ptr %1, i32 0, i32 3, !dbg !510
  %16 = load i32, ptr %15, align 4, !dbg !511
  %17 = add nsw i32 %16, %14, !dbg !511
  store i32 %17, ptr %15, align 4, !dbg !511
  br label %18, !dbg !512

18:                                               ; preds = %9
  %19 = load i32, ptr %4, align 4, !dbg !513
  %20 = add nsw i32 %19, 1, !dbg !513
  store i32 %20, ptr %4, align 4, !dbg !513
  br label %6, !dbg !514, !llvm.loop !515

21:                                               ; preds = %6
  %22 = getelementptr inbounds %struct.record, ptr %1, i32 0, i32 3, !dbg !517
  %23 = load i32, ptr %22, align 4, !dbg !517
  %24 = sitofp i32 %23 to double, !dbg !518
  %25 = fdiv double %24, 1.000000e+01, !dbg !519
  %26 = getelementptr inbounds %struct.record, ptr %1, i32 0, i32 4, !dbg !520
  store double %25, ptr %26, align 4, !dbg !521
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %1, i32 60, i1 false), !dbg !522
  ret void, !dbg !523
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i32 noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal void @block_fill(ptr dead_on_unwind noalias writable sret(%struct.block) align 4 %0, i32 noundef %1) #0 !dbg !524 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !527, !DIExpression(), !528)
    #dbg_declare(ptr %3, !529, !DIExpression(DW_OP_deref), !530)
    #dbg_declare(ptr %5, !531, !DIExpression(), !532)
  %8 = load i32, ptr %4, align 4, !dbg !533
  store i32 %8, ptr %5, align 4, !dbg !532
    #dbg_declare(ptr %6, !534, !DIExpression(), !536)
  store i32 0, ptr %6, align 4, !dbg !536
  br label %9, !dbg !537

9:                                                ; preds = %22, %2
  %10 = load i32, ptr %6, align 4, !dbg !538
  %11 = icmp slt i32 %10, 256, !dbg !540
  br i1 %11, label %12, label %25, !dbg !541

12:                                               ; preds = %9
  %13 = load i32, ptr %5, align 4, !dbg !542
  %14 = mul i32 %13, 1103515245, !dbg !544
  %15 = add i32 %14, 12345, !dbg !545
  store i32 %15, ptr %5, align 4, !dbg !546
  %16 = load i32, ptr %5, align 4, !dbg !547
  %17 = lshr i32 %16, 16, !dbg !548
  %18 = trunc i32 %17 to i8, !dbg !549
  %19 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 0, !dbg !550
  %20 = load i32, ptr %6, align 4, !dbg !551
  %21 = getelementptr inbounds [256 x i8], ptr %19, i32 0, i32 %20, !dbg !552
  store i8 %18, ptr %21, align 1, !dbg !553
  br label %22, !dbg !554

22:                                               ; preds = %12
  %23 = load i32, ptr %6, align 4, !dbg !555
  %24 = add nsw i32 %23, 1, !dbg !555
  store i32 %24, ptr %6, align 4, !dbg !555
  br label %9, !dbg !556, !llvm.loop !557

25:                                               ; preds = %9
  %26 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 1, !dbg !559
  store i32 0, ptr %26, align 4, !dbg !560
    #dbg_declare(ptr %7, !561, !DIExpression(), !563)
  store i32 0, ptr %7, align 4, !dbg !563
  br label %27, !dbg !564

27:                                               ; preds = %44, %25
  %28 = load i32, ptr %7, align 4, !dbg !565
  %29 = icmp slt i32 %28, 256, !dbg !567
  br i1 %29, label %30, label %47, !dbg !568

30:                                               ; preds = %27
  %31 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 1, !dbg !569
  %32 = load i32, ptr %31, align 4, !dbg !569
  %33 = shl i32 %32, 5, !dbg !570
  %34 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 1, !dbg !571
  %35 = load i32, ptr %34, align 4, !dbg !571
  %36 = add i32 %33, %35, !dbg !572
  %37 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 0, !dbg !573
  %38 = load i32, ptr %7, align 4, !dbg !574
  %39 = getelementptr inbounds [256 x i8], ptr %37, i32 0, i32 %38, !dbg !575
  %40 = load i8, ptr %39, align 1, !dbg !575
  %41 = zext i8 %40 to i32, !dbg !575
  %42 = add i32 %36, %41, !dbg !576
  %43 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 1, !dbg !577
  store i32 %42, ptr %43, align 4, !dbg !578
  br label %44, !dbg !579

44:                                               ; preds = %30
  %45 = load i32, ptr %7, align 4, !dbg !580
  %46 = add nsw i32 %45, 1, !dbg !580
  store i32 %46, ptr %7, align 4, !dbg !580
  br label %27, !dbg !581, !llvm.loop !582

47:                                               ; preds = %27
  ret void, !dbg !584
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @block_verify(ptr noundef byval(%struct.block) align 4 %0) #0 !dbg !585 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
    #dbg_declare(ptr %0, !588, !DIExpression(), !589)
    #dbg_declare(ptr %2, !590, !DIExpression(), !591)
  store i32 0, ptr %2, align 4, !dbg !591
    #dbg_declare(ptr %3, !592, !DIExpression(), !594)
  store i32 0, ptr %3, align 4, !dbg !594
  br label %4, !dbg !595

4:                                                ; preds = %18, %1
  %5 = load i32, ptr %3, align 4, !dbg !596
  %6 = icmp slt i32 %5, 256, !dbg !598
  br i1 %6, label %7, label %21, !dbg !599

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4, !dbg !600
  %9 = shl i32 %8, 5, !dbg !601
  %10 = load i32, ptr %2, align 4, !dbg !602
  %11 = add i32 %9, %10, !dbg !603
  %12 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 0, !dbg !604
  %13 = load i32, ptr %3, align 4, !dbg !605
  %14 = getelementptr inbounds [256 x i8], ptr %12, i32 0, i32 %13, !dbg !606
  %15 = load i8, ptr %14, align 1, !dbg !606
  %16 = zext i8 %15 to i32, !dbg !606
  %17 = add i32 %11, %16, !dbg !607
  store i32 %17, ptr %2, align 4, !dbg !608
  br label %18, !dbg !609

18:                                               ; preds = %7
  %19 = load i32, ptr %3, align 4, !dbg !610
  %20 = add nsw i32 %19, 1, !dbg !610
  store i32 %20, ptr %3, align 4, !dbg !610
  br label %4, !dbg !611, !llvm.loop !612

21:                                               ; preds = %4
  %22 = load i32, ptr %2, align 4, !dbg !614
  %23 = getelementptr inbounds %struct.block, ptr %0, i32 0, i32 1, !dbg !615
  %24 = load i32, ptr %23, align 4, !dbg !615
  %25 = icmp eq i32 %22, %24, !dbg !616
  %26 = zext i1 %25 to i32, !dbg !616
  ret i32 %26, !dbg !617
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @block_xor(ptr dead_on_unwind noalias writable sret(%struct.block) align 4 %0, ptr noundef byval(%struct.block) align 4 %1, ptr noundef byval(%struct.block) align 4 %2) #0 !dbg !618 {
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %1, !621, !DIExpression(), !622)
    #dbg_declare(ptr %2, !623, !DIExpression(), !624)
    #dbg_declare(ptr %5, !625, !DIExpression(), !627)
  store i32 0, ptr %5, align 4, !dbg !627
  br label %6, !dbg !628

6:                                                ; preds = %22, %3
  %7 = load i32, ptr %5, align 4, !dbg !629
  %8 = icmp slt i32 %7, 256, !dbg !631
  br i1 %8, label %9, label %25, !dbg !632

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.block, ptr %2, i32 0, i32 0, !dbg !633
  %11 = load i32, ptr %5, align 4, !dbg !634
  %12 = getelementptr inbounds [256 x i8], ptr %10, i32 0, i32 %11, !dbg !635
  %13 = load i8, ptr %12, align 1, !dbg !635
  %14 = zext i8 %13 to i32, !dbg !635
  %15 = getelementptr inbounds %struct.block, ptr %1, i32 0, i32 0, !dbg !636
  %16 = load i32, ptr %5, align 4, !dbg !637
  %17 = getelementptr inbounds [256 x i8], ptr %15, i32 0, i32 %16, !dbg !638
  %18 = load i8, ptr %17, align 1, !dbg !639
  %19 = zext i8 %18 to i32, !dbg !639
  %20 = xor i32 %19, %14, !dbg !639
  %21 = trunc i32 %20 to i8, !dbg !639
  store i8 %21, ptr %17, align 1, !dbg !639
  br label %22, !dbg !638

22:                                               ; preds = %9
  %23 = load i32, ptr %5, align 4, !dbg !640
  %24 = add nsw i32 %23, 1, !dbg !640
  store i32 %24, ptr %5, align 4, !dbg !640
  br label %6, !dbg !641, !llvm.loop !642

25:                                               ; preds = %6
  %26 = getelementptr inbounds %struct.block, ptr %2, i32 0, i32 1, !dbg !644
  %27 = load i32, ptr %26, align 4, !dbg !644
  %28 = getelementptr inbounds %struct.block, ptr %1, i32 0, i32 1, !dbg !645
  %29 = load i32, ptr %28, align 4, !dbg !646
  %30 = xor i32 %29, %27, !dbg !646
  store i32 %30, ptr %28, align 4, !dbg !646
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %0, ptr align 4 %1, i32 260, i1 false), !dbg !647
  ret void, !dbg !648
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!70}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "struct_large.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "7c6ae054bdf10ad8a67bc88b836e31e9")
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
!75 = !{i32 1, !"NumRegisterParameters", i32 0}
!76 = !{i32 7, !"Dwarf Version", i32 5}
!77 = !{i32 2, !"Debug Info Version", i32 3}
!78 = !{i32 1, !"wchar_size", i32 4}
!79 = !{i32 8, !"PIC Level", i32 2}
!80 = !{i32 7, !"PIE Level", i32 2}
!81 = !{i32 7, !"uwtable", i32 2}
!82 = !{i32 7, !"frame-pointer", i32 2}
!83 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!84 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 86, type: !85, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !70, retainedNodes: !88)
!85 = !DISubroutineType(types: !86)
!86 = !{!87}
!87 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!88 = !{}
!89 = !DILocalVariable(name: "a", scope: !84, file: !2, line: 87, type: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "matrix4", file: !2, line: 6, size: 1024, elements: !91)
!91 = !{!92}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !90, file: !2, line: 7, baseType: !93, size: 1024)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 1024, elements: !95)
!94 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!95 = !{!11, !11}
!96 = !DILocation(line: 87, column: 20, scope: !84)
!97 = !DILocation(line: 87, column: 24, scope: !84)
!98 = !DILocalVariable(name: "b", scope: !84, file: !2, line: 87, type: !90)
!99 = !DILocation(line: 87, column: 40, scope: !84)
!100 = !DILocalVariable(name: "i", scope: !101, file: !2, line: 88, type: !87)
!101 = distinct !DILexicalBlock(scope: !84, file: !2, line: 88, column: 5)
!102 = !DILocation(line: 88, column: 14, scope: !101)
!103 = !DILocation(line: 88, column: 10, scope: !101)
!104 = !DILocation(line: 88, column: 21, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !2, line: 88, column: 5)
!106 = !DILocation(line: 88, column: 23, scope: !105)
!107 = !DILocation(line: 88, column: 5, scope: !101)
!108 = !DILocalVariable(name: "j", scope: !109, file: !2, line: 89, type: !87)
!109 = distinct !DILexicalBlock(scope: !105, file: !2, line: 89, column: 9)
!110 = !DILocation(line: 89, column: 18, scope: !109)
!111 = !DILocation(line: 89, column: 14, scope: !109)
!112 = !DILocation(line: 89, column: 25, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !2, line: 89, column: 9)
!114 = !DILocation(line: 89, column: 27, scope: !113)
!115 = !DILocation(line: 89, column: 9, scope: !109)
!116 = !DILocation(line: 90, column: 26, scope: !113)
!117 = !DILocation(line: 90, column: 28, scope: !113)
!118 = !DILocation(line: 90, column: 25, scope: !113)
!119 = !DILocation(line: 90, column: 41, scope: !113)
!120 = !DILocation(line: 90, column: 43, scope: !113)
!121 = !DILocation(line: 90, column: 39, scope: !113)
!122 = !DILocation(line: 90, column: 53, scope: !113)
!123 = !DILocation(line: 90, column: 58, scope: !113)
!124 = !DILocation(line: 90, column: 55, scope: !113)
!125 = !DILocation(line: 90, column: 52, scope: !113)
!126 = !DILocation(line: 90, column: 50, scope: !113)
!127 = !DILocation(line: 90, column: 15, scope: !113)
!128 = !DILocation(line: 90, column: 17, scope: !113)
!129 = !DILocation(line: 90, column: 13, scope: !113)
!130 = !DILocation(line: 90, column: 20, scope: !113)
!131 = !DILocation(line: 90, column: 23, scope: !113)
!132 = !DILocation(line: 89, column: 33, scope: !113)
!133 = !DILocation(line: 89, column: 9, scope: !113)
!134 = distinct !{!134, !115, !135, !136}
!135 = !DILocation(line: 90, column: 59, scope: !109)
!136 = !{!"llvm.loop.mustprogress"}
!137 = !DILocation(line: 88, column: 29, scope: !105)
!138 = !DILocation(line: 88, column: 5, scope: !105)
!139 = distinct !{!139, !107, !140, !136}
!140 = !DILocation(line: 90, column: 59, scope: !101)
!141 = !DILocation(line: 91, column: 29, scope: !84)
!142 = !DILocation(line: 91, column: 5, scope: !84)
!143 = !DILocalVariable(name: "p", scope: !84, file: !2, line: 92, type: !90)
!144 = !DILocation(line: 92, column: 20, scope: !84)
!145 = !DILocation(line: 92, column: 24, scope: !84)
!146 = !DILocalVariable(name: "k", scope: !147, file: !2, line: 93, type: !87)
!147 = distinct !DILexicalBlock(scope: !84, file: !2, line: 93, column: 5)
!148 = !DILocation(line: 93, column: 14, scope: !147)
!149 = !DILocation(line: 93, column: 10, scope: !147)
!150 = !DILocation(line: 93, column: 21, scope: !151)
!151 = distinct !DILexicalBlock(scope: !147, file: !2, line: 93, column: 5)
!152 = !DILocation(line: 93, column: 23, scope: !151)
!153 = !DILocation(line: 93, column: 5, scope: !147)
!154 = !DILocation(line: 94, column: 13, scope: !151)
!155 = !DILocation(line: 94, column: 9, scope: !151)
!156 = !DILocation(line: 93, column: 29, scope: !151)
!157 = !DILocation(line: 93, column: 5, scope: !151)
!158 = distinct !{!158, !153, !159, !136}
!159 = !DILocation(line: 94, column: 25, scope: !147)
!160 = !DILocation(line: 95, column: 5, scope: !84)
!161 = !DILocalVariable(name: "recs", scope: !84, file: !2, line: 96, type: !162)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !163, size: 2400, elements: !24)
!163 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "record", file: !2, line: 10, size: 480, elements: !164)
!164 = !{!165, !169, !170, !174, !176}
!165 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !163, file: !2, line: 11, baseType: !166, size: 192)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !167)
!167 = !{!168}
!168 = !DISubrange(count: 24)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !163, file: !2, line: 12, baseType: !87, size: 32, offset: 192)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "scores", scope: !163, file: !2, line: 13, baseType: !171, size: 160, offset: 224)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 160, elements: !172)
!172 = !{!173}
!173 = !DISubrange(count: 10)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !163, file: !2, line: 14, baseType: !175, size: 32, offset: 384)
!175 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "avg", scope: !163, file: !2, line: 15, baseType: !94, size: 64, offset: 416)
!177 = !DILocation(line: 96, column: 19, scope: !84)
!178 = !DILocation(line: 97, column: 5, scope: !84)
!179 = !DILocalVariable(name: "names", scope: !84, file: !2, line: 98, type: !180)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !181, size: 160, elements: !24)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 32)
!182 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!183 = !DILocation(line: 98, column: 17, scope: !84)
!184 = !DILocalVariable(name: "i", scope: !185, file: !2, line: 99, type: !87)
!185 = distinct !DILexicalBlock(scope: !84, file: !2, line: 99, column: 5)
!186 = !DILocation(line: 99, column: 14, scope: !185)
!187 = !DILocation(line: 99, column: 10, scope: !185)
!188 = !DILocation(line: 99, column: 21, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !2, line: 99, column: 5)
!190 = !DILocation(line: 99, column: 23, scope: !189)
!191 = !DILocation(line: 99, column: 5, scope: !185)
!192 = !DILocation(line: 100, column: 21, scope: !193)
!193 = distinct !DILexicalBlock(scope: !189, file: !2, line: 99, column: 33)
!194 = !DILocation(line: 100, column: 16, scope: !193)
!195 = !DILocation(line: 100, column: 24, scope: !193)
!196 = !DILocation(line: 100, column: 36, scope: !193)
!197 = !DILocation(line: 100, column: 30, scope: !193)
!198 = !DILocation(line: 100, column: 9, scope: !193)
!199 = !DILocation(line: 101, column: 28, scope: !193)
!200 = !DILocation(line: 101, column: 26, scope: !193)
!201 = !DILocation(line: 101, column: 14, scope: !193)
!202 = !DILocation(line: 101, column: 9, scope: !193)
!203 = !DILocation(line: 101, column: 17, scope: !193)
!204 = !DILocation(line: 101, column: 20, scope: !193)
!205 = !DILocalVariable(name: "j", scope: !206, file: !2, line: 102, type: !87)
!206 = distinct !DILexicalBlock(scope: !193, file: !2, line: 102, column: 9)
!207 = !DILocation(line: 102, column: 18, scope: !206)
!208 = !DILocation(line: 102, column: 14, scope: !206)
!209 = !DILocation(line: 102, column: 25, scope: !210)
!210 = distinct !DILexicalBlock(scope: !206, file: !2, line: 102, column: 9)
!211 = !DILocation(line: 102, column: 27, scope: !210)
!212 = !DILocation(line: 102, column: 9, scope: !206)
!213 = !DILocation(line: 103, column: 42, scope: !210)
!214 = !DILocation(line: 103, column: 44, scope: !210)
!215 = !DILocation(line: 103, column: 51, scope: !210)
!216 = !DILocation(line: 103, column: 53, scope: !210)
!217 = !DILocation(line: 103, column: 49, scope: !210)
!218 = !DILocation(line: 103, column: 59, scope: !210)
!219 = !DILocation(line: 103, column: 64, scope: !210)
!220 = !DILocation(line: 103, column: 33, scope: !210)
!221 = !DILocation(line: 103, column: 18, scope: !210)
!222 = !DILocation(line: 103, column: 13, scope: !210)
!223 = !DILocation(line: 103, column: 21, scope: !210)
!224 = !DILocation(line: 103, column: 28, scope: !210)
!225 = !DILocation(line: 103, column: 31, scope: !210)
!226 = !DILocation(line: 102, column: 34, scope: !210)
!227 = !DILocation(line: 102, column: 9, scope: !210)
!228 = distinct !{!228, !212, !229, !136}
!229 = !DILocation(line: 103, column: 68, scope: !206)
!230 = !DILocation(line: 104, column: 14, scope: !193)
!231 = !DILocation(line: 104, column: 9, scope: !193)
!232 = !DILocation(line: 104, column: 35, scope: !193)
!233 = !DILocation(line: 104, column: 30, scope: !193)
!234 = !DILocation(line: 104, column: 19, scope: !193)
!235 = !DILocation(line: 105, column: 5, scope: !193)
!236 = !DILocation(line: 99, column: 29, scope: !189)
!237 = !DILocation(line: 99, column: 5, scope: !189)
!238 = distinct !{!238, !191, !239, !136}
!239 = !DILocation(line: 105, column: 5, scope: !185)
!240 = !DILocalVariable(name: "i", scope: !241, file: !2, line: 106, type: !87)
!241 = distinct !DILexicalBlock(scope: !84, file: !2, line: 106, column: 5)
!242 = !DILocation(line: 106, column: 14, scope: !241)
!243 = !DILocation(line: 106, column: 10, scope: !241)
!244 = !DILocation(line: 106, column: 21, scope: !245)
!245 = distinct !DILexicalBlock(scope: !241, file: !2, line: 106, column: 5)
!246 = !DILocation(line: 106, column: 23, scope: !245)
!247 = !DILocation(line: 106, column: 5, scope: !241)
!248 = !DILocation(line: 107, column: 73, scope: !245)
!249 = !DILocation(line: 107, column: 68, scope: !245)
!250 = !DILocation(line: 107, column: 76, scope: !245)
!251 = !DILocation(line: 107, column: 87, scope: !245)
!252 = !DILocation(line: 107, column: 82, scope: !245)
!253 = !DILocation(line: 107, column: 90, scope: !245)
!254 = !DILocation(line: 108, column: 21, scope: !245)
!255 = !DILocation(line: 108, column: 16, scope: !245)
!256 = !DILocation(line: 108, column: 24, scope: !245)
!257 = !DILocation(line: 108, column: 36, scope: !245)
!258 = !DILocation(line: 108, column: 31, scope: !245)
!259 = !DILocation(line: 108, column: 39, scope: !245)
!260 = !DILocation(line: 108, column: 49, scope: !245)
!261 = !DILocation(line: 108, column: 44, scope: !245)
!262 = !DILocation(line: 108, column: 52, scope: !245)
!263 = !DILocation(line: 108, column: 68, scope: !245)
!264 = !DILocation(line: 108, column: 63, scope: !245)
!265 = !DILocation(line: 108, column: 71, scope: !245)
!266 = !DILocation(line: 107, column: 9, scope: !245)
!267 = !DILocation(line: 106, column: 29, scope: !245)
!268 = !DILocation(line: 106, column: 5, scope: !245)
!269 = distinct !{!269, !247, !270, !136}
!270 = !DILocation(line: 108, column: 80, scope: !241)
!271 = !DILocalVariable(name: "tmp", scope: !84, file: !2, line: 110, type: !163)
!272 = !DILocation(line: 110, column: 19, scope: !84)
!273 = !DILocation(line: 111, column: 19, scope: !84)
!274 = !DILocation(line: 111, column: 5, scope: !84)
!275 = !DILocation(line: 112, column: 13, scope: !84)
!276 = !DILocation(line: 112, column: 23, scope: !84)
!277 = !DILocation(line: 112, column: 5, scope: !84)
!278 = !DILocation(line: 113, column: 13, scope: !84)
!279 = !DILocation(line: 113, column: 5, scope: !84)
!280 = !DILocation(line: 114, column: 59, scope: !84)
!281 = !DILocation(line: 114, column: 67, scope: !84)
!282 = !DILocation(line: 114, column: 73, scope: !84)
!283 = !DILocation(line: 114, column: 81, scope: !84)
!284 = !DILocation(line: 115, column: 20, scope: !84)
!285 = !DILocation(line: 115, column: 12, scope: !84)
!286 = !DILocation(line: 115, column: 47, scope: !84)
!287 = !DILocation(line: 114, column: 5, scope: !84)
!288 = !DILocalVariable(name: "best", scope: !84, file: !2, line: 117, type: !163)
!289 = !DILocation(line: 117, column: 19, scope: !84)
!290 = !DILocation(line: 117, column: 26, scope: !84)
!291 = !DILocalVariable(name: "i", scope: !292, file: !2, line: 118, type: !87)
!292 = distinct !DILexicalBlock(scope: !84, file: !2, line: 118, column: 5)
!293 = !DILocation(line: 118, column: 14, scope: !292)
!294 = !DILocation(line: 118, column: 10, scope: !292)
!295 = !DILocation(line: 118, column: 21, scope: !296)
!296 = distinct !DILexicalBlock(scope: !292, file: !2, line: 118, column: 5)
!297 = !DILocation(line: 118, column: 23, scope: !296)
!298 = !DILocation(line: 118, column: 5, scope: !292)
!299 = !DILocation(line: 119, column: 18, scope: !300)
!300 = distinct !DILexicalBlock(scope: !296, file: !2, line: 119, column: 13)
!301 = !DILocation(line: 119, column: 13, scope: !300)
!302 = !DILocation(line: 119, column: 21, scope: !300)
!303 = !DILocation(line: 119, column: 34, scope: !300)
!304 = !DILocation(line: 119, column: 27, scope: !300)
!305 = !DILocation(line: 119, column: 13, scope: !296)
!306 = !DILocation(line: 120, column: 25, scope: !300)
!307 = !DILocation(line: 120, column: 20, scope: !300)
!308 = !DILocation(line: 120, column: 13, scope: !300)
!309 = !DILocation(line: 118, column: 29, scope: !296)
!310 = !DILocation(line: 118, column: 5, scope: !296)
!311 = distinct !{!311, !298, !312, !136}
!312 = !DILocation(line: 120, column: 26, scope: !292)
!313 = !DILocation(line: 121, column: 34, scope: !84)
!314 = !DILocation(line: 121, column: 29, scope: !84)
!315 = !DILocation(line: 121, column: 45, scope: !84)
!316 = !DILocation(line: 121, column: 5, scope: !84)
!317 = !DILocalVariable(name: "b1", scope: !84, file: !2, line: 122, type: !318)
!318 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "block", file: !2, line: 18, size: 2080, elements: !319)
!319 = !{!320, !324}
!320 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !318, file: !2, line: 19, baseType: !321, size: 2048)
!321 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 2048, elements: !322)
!322 = !{!323}
!323 = !DISubrange(count: 256)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !318, file: !2, line: 20, baseType: !325, size: 32, offset: 2048)
!325 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!326 = !DILocation(line: 122, column: 18, scope: !84)
!327 = !DILocation(line: 122, column: 23, scope: !84)
!328 = !DILocalVariable(name: "b2", scope: !84, file: !2, line: 122, type: !318)
!329 = !DILocation(line: 122, column: 38, scope: !84)
!330 = !DILocation(line: 122, column: 43, scope: !84)
!331 = !DILocation(line: 123, column: 63, scope: !84)
!332 = !DILocation(line: 123, column: 73, scope: !84)
!333 = !DILocation(line: 124, column: 15, scope: !84)
!334 = !DILocation(line: 124, column: 25, scope: !84)
!335 = !DILocation(line: 123, column: 5, scope: !84)
!336 = !DILocalVariable(name: "x", scope: !84, file: !2, line: 125, type: !318)
!337 = !DILocation(line: 125, column: 18, scope: !84)
!338 = !DILocation(line: 125, column: 22, scope: !84)
!339 = !DILocation(line: 126, column: 65, scope: !84)
!340 = !DILocation(line: 126, column: 75, scope: !84)
!341 = !DILocation(line: 127, column: 14, scope: !84)
!342 = !DILocation(line: 127, column: 12, scope: !84)
!343 = !DILocation(line: 127, column: 25, scope: !84)
!344 = !DILocation(line: 127, column: 23, scope: !84)
!345 = !DILocation(line: 127, column: 36, scope: !84)
!346 = !DILocation(line: 127, column: 34, scope: !84)
!347 = !DILocation(line: 127, column: 47, scope: !84)
!348 = !DILocation(line: 127, column: 45, scope: !84)
!349 = !DILocation(line: 126, column: 5, scope: !84)
!350 = !DILocalVariable(name: "y", scope: !84, file: !2, line: 128, type: !318)
!351 = !DILocation(line: 128, column: 18, scope: !84)
!352 = !DILocation(line: 128, column: 22, scope: !84)
!353 = !DILocation(line: 129, column: 51, scope: !84)
!354 = !DILocation(line: 129, column: 49, scope: !84)
!355 = !DILocation(line: 129, column: 60, scope: !84)
!356 = !DILocation(line: 129, column: 57, scope: !84)
!357 = !DILocation(line: 129, column: 42, scope: !84)
!358 = !DILocation(line: 129, column: 81, scope: !84)
!359 = !DILocation(line: 129, column: 5, scope: !84)
!360 = !DILocation(line: 130, column: 5, scope: !84)
!361 = !DILocation(line: 132, column: 5, scope: !84)
!362 = distinct !DISubprogram(name: "mat_identity", scope: !2, file: !2, line: 37, type: !363, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !70, retainedNodes: !88)
!363 = !DISubroutineType(types: !364)
!364 = !{!90}
!365 = !DILocalVariable(name: "r", scope: !362, file: !2, line: 38, type: !90)
!366 = !DILocation(line: 38, column: 20, scope: !362)
!367 = !DILocation(line: 39, column: 5, scope: !362)
!368 = !DILocalVariable(name: "i", scope: !369, file: !2, line: 40, type: !87)
!369 = distinct !DILexicalBlock(scope: !362, file: !2, line: 40, column: 5)
!370 = !DILocation(line: 40, column: 14, scope: !369)
!371 = !DILocation(line: 40, column: 10, scope: !369)
!372 = !DILocation(line: 40, column: 21, scope: !373)
!373 = distinct !DILexicalBlock(scope: !369, file: !2, line: 40, column: 5)
!374 = !DILocation(line: 40, column: 23, scope: !373)
!375 = !DILocation(line: 40, column: 5, scope: !369)
!376 = !DILocation(line: 41, column: 11, scope: !373)
!377 = !DILocation(line: 41, column: 13, scope: !373)
!378 = !DILocation(line: 41, column: 9, scope: !373)
!379 = !DILocation(line: 41, column: 16, scope: !373)
!380 = !DILocation(line: 41, column: 19, scope: !373)
!381 = !DILocation(line: 40, column: 29, scope: !373)
!382 = !DILocation(line: 40, column: 5, scope: !373)
!383 = distinct !{!383, !375, !384, !136}
!384 = !DILocation(line: 41, column: 21, scope: !369)
!385 = !DILocation(line: 42, column: 5, scope: !362)
!386 = distinct !DISubprogram(name: "mat_print", scope: !2, file: !2, line: 45, type: !387, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !70, retainedNodes: !88)
!387 = !DISubroutineType(types: !388)
!388 = !{null, !181, !90}
!389 = !DILocalVariable(name: "lbl", arg: 1, scope: !386, file: !2, line: 45, type: !181)
!390 = !DILocation(line: 45, column: 35, scope: !386)
!391 = !DILocalVariable(name: "a", arg: 2, scope: !386, file: !2, line: 45, type: !90)
!392 = !DILocation(line: 45, column: 55, scope: !386)
!393 = !DILocation(line: 46, column: 21, scope: !386)
!394 = !DILocation(line: 46, column: 5, scope: !386)
!395 = !DILocalVariable(name: "i", scope: !396, file: !2, line: 47, type: !87)
!396 = distinct !DILexicalBlock(scope: !386, file: !2, line: 47, column: 5)
!397 = !DILocation(line: 47, column: 14, scope: !396)
!398 = !DILocation(line: 47, column: 10, scope: !396)
!399 = !DILocation(line: 47, column: 21, scope: !400)
!400 = distinct !DILexicalBlock(scope: !396, file: !2, line: 47, column: 5)
!401 = !DILocation(line: 47, column: 23, scope: !400)
!402 = !DILocation(line: 47, column: 5, scope: !396)
!403 = !DILocation(line: 48, column: 53, scope: !400)
!404 = !DILocation(line: 48, column: 55, scope: !400)
!405 = !DILocation(line: 48, column: 51, scope: !400)
!406 = !DILocation(line: 48, column: 64, scope: !400)
!407 = !DILocation(line: 48, column: 66, scope: !400)
!408 = !DILocation(line: 48, column: 62, scope: !400)
!409 = !DILocation(line: 48, column: 75, scope: !400)
!410 = !DILocation(line: 48, column: 77, scope: !400)
!411 = !DILocation(line: 48, column: 73, scope: !400)
!412 = !DILocation(line: 48, column: 86, scope: !400)
!413 = !DILocation(line: 48, column: 88, scope: !400)
!414 = !DILocation(line: 48, column: 84, scope: !400)
!415 = !DILocation(line: 48, column: 9, scope: !400)
!416 = !DILocation(line: 47, column: 29, scope: !400)
!417 = !DILocation(line: 47, column: 5, scope: !400)
!418 = distinct !{!418, !402, !419, !136}
!419 = !DILocation(line: 48, column: 93, scope: !396)
!420 = !DILocation(line: 49, column: 1, scope: !386)
!421 = distinct !DISubprogram(name: "mat_mul", scope: !2, file: !2, line: 23, type: !422, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !70, retainedNodes: !88)
!422 = !DISubroutineType(types: !423)
!423 = !{!90, !90, !90}
!424 = !DILocalVariable(name: "a", arg: 1, scope: !421, file: !2, line: 23, type: !90)
!425 = !DILocation(line: 23, column: 46, scope: !421)
!426 = !DILocalVariable(name: "b", arg: 2, scope: !421, file: !2, line: 23, type: !90)
!427 = !DILocation(line: 23, column: 64, scope: !421)
!428 = !DILocalVariable(name: "r", scope: !421, file: !2, line: 24, type: !90)
!429 = !DILocation(line: 24, column: 20, scope: !421)
!430 = !DILocalVariable(name: "i", scope: !431, file: !2, line: 25, type: !87)
!431 = distinct !DILexicalBlock(scope: !421, file: !2, line: 25, column: 5)
!432 = !DILocation(line: 25, column: 14, scope: !431)
!433 = !DILocation(line: 25, column: 10, scope: !431)
!434 = !DILocation(line: 25, column: 21, scope: !435)
!435 = distinct !DILexicalBlock(scope: !431, file: !2, line: 25, column: 5)
!436 = !DILocation(line: 25, column: 23, scope: !435)
!437 = !DILocation(line: 25, column: 5, scope: !431)
!438 = !DILocalVariable(name: "j", scope: !439, file: !2, line: 26, type: !87)
!439 = distinct !DILexicalBlock(scope: !435, file: !2, line: 26, column: 9)
!440 = !DILocation(line: 26, column: 18, scope: !439)
!441 = !DILocation(line: 26, column: 14, scope: !439)
!442 = !DILocation(line: 26, column: 25, scope: !443)
!443 = distinct !DILexicalBlock(scope: !439, file: !2, line: 26, column: 9)
!444 = !DILocation(line: 26, column: 27, scope: !443)
!445 = !DILocation(line: 26, column: 9, scope: !439)
!446 = !DILocalVariable(name: "s", scope: !447, file: !2, line: 27, type: !94)
!447 = distinct !DILexicalBlock(scope: !443, file: !2, line: 26, column: 37)
!448 = !DILocation(line: 27, column: 20, scope: !447)
!449 = !DILocalVariable(name: "k", scope: !450, file: !2, line: 28, type: !87)
!450 = distinct !DILexicalBlock(scope: !447, file: !2, line: 28, column: 13)
!451 = !DILocation(line: 28, column: 22, scope: !450)
!452 = !DILocation(line: 28, column: 18, scope: !450)
!453 = !DILocation(line: 28, column: 29, scope: !454)
!454 = distinct !DILexicalBlock(scope: !450, file: !2, line: 28, column: 13)
!455 = !DILocation(line: 28, column: 31, scope: !454)
!456 = !DILocation(line: 28, column: 13, scope: !450)
!457 = !DILocalVariable(name: "t", scope: !458, file: !2, line: 29, type: !94)
!458 = distinct !DILexicalBlock(scope: !454, file: !2, line: 28, column: 41)
!459 = !DILocation(line: 29, column: 24, scope: !458)
!460 = !DILocation(line: 29, column: 30, scope: !458)
!461 = !DILocation(line: 29, column: 32, scope: !458)
!462 = !DILocation(line: 29, column: 28, scope: !458)
!463 = !DILocation(line: 29, column: 35, scope: !458)
!464 = !DILocation(line: 29, column: 42, scope: !458)
!465 = !DILocation(line: 29, column: 44, scope: !458)
!466 = !DILocation(line: 29, column: 40, scope: !458)
!467 = !DILocation(line: 29, column: 47, scope: !458)
!468 = !DILocation(line: 29, column: 38, scope: !458)
!469 = !DILocation(line: 30, column: 22, scope: !458)
!470 = !DILocation(line: 30, column: 19, scope: !458)
!471 = !DILocation(line: 31, column: 13, scope: !458)
!472 = !DILocation(line: 28, column: 37, scope: !454)
!473 = !DILocation(line: 28, column: 13, scope: !454)
!474 = distinct !{!474, !456, !475, !136}
!475 = !DILocation(line: 31, column: 13, scope: !450)
!476 = !DILocation(line: 32, column: 25, scope: !447)
!477 = !DILocation(line: 32, column: 15, scope: !447)
!478 = !DILocation(line: 32, column: 17, scope: !447)
!479 = !DILocation(line: 32, column: 13, scope: !447)
!480 = !DILocation(line: 32, column: 20, scope: !447)
!481 = !DILocation(line: 32, column: 23, scope: !447)
!482 = !DILocation(line: 33, column: 9, scope: !447)
!483 = !DILocation(line: 26, column: 33, scope: !443)
!484 = !DILocation(line: 26, column: 9, scope: !443)
!485 = distinct !{!485, !445, !486, !136}
!486 = !DILocation(line: 33, column: 9, scope: !439)
!487 = !DILocation(line: 25, column: 29, scope: !435)
!488 = !DILocation(line: 25, column: 5, scope: !435)
!489 = distinct !{!489, !437, !490, !136}
!490 = !DILocation(line: 33, column: 9, scope: !431)
!491 = !DILocation(line: 34, column: 5, scope: !421)
!492 = distinct !DISubprogram(name: "rec_finish", scope: !2, file: !2, line: 51, type: !493, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !70, retainedNodes: !88)
!493 = !DISubroutineType(types: !494)
!494 = !{!163, !163}
!495 = !DILocalVariable(name: "r", arg: 1, scope: !492, file: !2, line: 51, type: !163)
!496 = !DILocation(line: 51, column: 47, scope: !492)
!497 = !DILocation(line: 52, column: 7, scope: !492)
!498 = !DILocation(line: 52, column: 13, scope: !492)
!499 = !DILocalVariable(name: "i", scope: !500, file: !2, line: 53, type: !87)
!500 = distinct !DILexicalBlock(scope: !492, file: !2, line: 53, column: 5)
!501 = !DILocation(line: 53, column: 14, scope: !500)
!502 = !DILocation(line: 53, column: 10, scope: !500)
!503 = !DILocation(line: 53, column: 21, scope: !504)
!504 = distinct !DILexicalBlock(scope: !500, file: !2, line: 53, column: 5)
!505 = !DILocation(line: 53, column: 23, scope: !504)
!506 = !DILocation(line: 53, column: 5, scope: !500)
!507 = !DILocation(line: 54, column: 22, scope: !504)
!508 = !DILocation(line: 54, column: 29, scope: !504)
!509 = !DILocation(line: 54, column: 20, scope: !504)
!510 = !DILocation(line: 54, column: 11, scope: !504)
!511 = !DILocation(line: 54, column: 17, scope: !504)
!512 = !DILocation(line: 54, column: 9, scope: !504)
!513 = !DILocation(line: 53, column: 30, scope: !504)
!514 = !DILocation(line: 53, column: 5, scope: !504)
!515 = distinct !{!515, !506, !516, !136}
!516 = !DILocation(line: 54, column: 30, scope: !500)
!517 = !DILocation(line: 55, column: 15, scope: !492)
!518 = !DILocation(line: 55, column: 13, scope: !492)
!519 = !DILocation(line: 55, column: 21, scope: !492)
!520 = !DILocation(line: 55, column: 7, scope: !492)
!521 = !DILocation(line: 55, column: 11, scope: !492)
!522 = !DILocation(line: 56, column: 12, scope: !492)
!523 = !DILocation(line: 56, column: 5, scope: !492)
!524 = distinct !DISubprogram(name: "block_fill", scope: !2, file: !2, line: 59, type: !525, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !70, retainedNodes: !88)
!525 = !DISubroutineType(types: !526)
!526 = !{!318, !325}
!527 = !DILocalVariable(name: "seed", arg: 1, scope: !524, file: !2, line: 59, type: !325)
!528 = !DILocation(line: 59, column: 41, scope: !524)
!529 = !DILocalVariable(name: "b", scope: !524, file: !2, line: 60, type: !318)
!530 = !DILocation(line: 60, column: 18, scope: !524)
!531 = !DILocalVariable(name: "x", scope: !524, file: !2, line: 61, type: !325)
!532 = !DILocation(line: 61, column: 14, scope: !524)
!533 = !DILocation(line: 61, column: 18, scope: !524)
!534 = !DILocalVariable(name: "i", scope: !535, file: !2, line: 62, type: !87)
!535 = distinct !DILexicalBlock(scope: !524, file: !2, line: 62, column: 5)
!536 = !DILocation(line: 62, column: 14, scope: !535)
!537 = !DILocation(line: 62, column: 10, scope: !535)
!538 = !DILocation(line: 62, column: 21, scope: !539)
!539 = distinct !DILexicalBlock(scope: !535, file: !2, line: 62, column: 5)
!540 = !DILocation(line: 62, column: 23, scope: !539)
!541 = !DILocation(line: 62, column: 5, scope: !535)
!542 = !DILocation(line: 63, column: 13, scope: !543)
!543 = distinct !DILexicalBlock(scope: !539, file: !2, line: 62, column: 35)
!544 = !DILocation(line: 63, column: 15, scope: !543)
!545 = !DILocation(line: 63, column: 29, scope: !543)
!546 = !DILocation(line: 63, column: 11, scope: !543)
!547 = !DILocation(line: 64, column: 37, scope: !543)
!548 = !DILocation(line: 64, column: 39, scope: !543)
!549 = !DILocation(line: 64, column: 21, scope: !543)
!550 = !DILocation(line: 64, column: 11, scope: !543)
!551 = !DILocation(line: 64, column: 16, scope: !543)
!552 = !DILocation(line: 64, column: 9, scope: !543)
!553 = !DILocation(line: 64, column: 19, scope: !543)
!554 = !DILocation(line: 65, column: 5, scope: !543)
!555 = !DILocation(line: 62, column: 31, scope: !539)
!556 = !DILocation(line: 62, column: 5, scope: !539)
!557 = distinct !{!557, !541, !558, !136}
!558 = !DILocation(line: 65, column: 5, scope: !535)
!559 = !DILocation(line: 66, column: 7, scope: !524)
!560 = !DILocation(line: 66, column: 16, scope: !524)
!561 = !DILocalVariable(name: "i", scope: !562, file: !2, line: 67, type: !87)
!562 = distinct !DILexicalBlock(scope: !524, file: !2, line: 67, column: 5)
!563 = !DILocation(line: 67, column: 14, scope: !562)
!564 = !DILocation(line: 67, column: 10, scope: !562)
!565 = !DILocation(line: 67, column: 21, scope: !566)
!566 = distinct !DILexicalBlock(scope: !562, file: !2, line: 67, column: 5)
!567 = !DILocation(line: 67, column: 23, scope: !566)
!568 = !DILocation(line: 67, column: 5, scope: !562)
!569 = !DILocation(line: 68, column: 25, scope: !566)
!570 = !DILocation(line: 68, column: 34, scope: !566)
!571 = !DILocation(line: 68, column: 44, scope: !566)
!572 = !DILocation(line: 68, column: 40, scope: !566)
!573 = !DILocation(line: 68, column: 57, scope: !566)
!574 = !DILocation(line: 68, column: 62, scope: !566)
!575 = !DILocation(line: 68, column: 55, scope: !566)
!576 = !DILocation(line: 68, column: 53, scope: !566)
!577 = !DILocation(line: 68, column: 11, scope: !566)
!578 = !DILocation(line: 68, column: 20, scope: !566)
!579 = !DILocation(line: 68, column: 9, scope: !566)
!580 = !DILocation(line: 67, column: 31, scope: !566)
!581 = !DILocation(line: 67, column: 5, scope: !566)
!582 = distinct !{!582, !568, !583, !136}
!583 = !DILocation(line: 68, column: 63, scope: !562)
!584 = !DILocation(line: 69, column: 5, scope: !524)
!585 = distinct !DISubprogram(name: "block_verify", scope: !2, file: !2, line: 72, type: !586, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !70, retainedNodes: !88)
!586 = !DISubroutineType(types: !587)
!587 = !{!325, !318}
!588 = !DILocalVariable(name: "b", arg: 1, scope: !585, file: !2, line: 72, type: !318)
!589 = !DILocation(line: 72, column: 43, scope: !585)
!590 = !DILocalVariable(name: "c", scope: !585, file: !2, line: 73, type: !325)
!591 = !DILocation(line: 73, column: 14, scope: !585)
!592 = !DILocalVariable(name: "i", scope: !593, file: !2, line: 74, type: !87)
!593 = distinct !DILexicalBlock(scope: !585, file: !2, line: 74, column: 5)
!594 = !DILocation(line: 74, column: 14, scope: !593)
!595 = !DILocation(line: 74, column: 10, scope: !593)
!596 = !DILocation(line: 74, column: 21, scope: !597)
!597 = distinct !DILexicalBlock(scope: !593, file: !2, line: 74, column: 5)
!598 = !DILocation(line: 74, column: 23, scope: !597)
!599 = !DILocation(line: 74, column: 5, scope: !593)
!600 = !DILocation(line: 75, column: 14, scope: !597)
!601 = !DILocation(line: 75, column: 16, scope: !597)
!602 = !DILocation(line: 75, column: 24, scope: !597)
!603 = !DILocation(line: 75, column: 22, scope: !597)
!604 = !DILocation(line: 75, column: 30, scope: !597)
!605 = !DILocation(line: 75, column: 35, scope: !597)
!606 = !DILocation(line: 75, column: 28, scope: !597)
!607 = !DILocation(line: 75, column: 26, scope: !597)
!608 = !DILocation(line: 75, column: 11, scope: !597)
!609 = !DILocation(line: 75, column: 9, scope: !597)
!610 = !DILocation(line: 74, column: 31, scope: !597)
!611 = !DILocation(line: 74, column: 5, scope: !597)
!612 = distinct !{!612, !599, !613, !136}
!613 = !DILocation(line: 75, column: 36, scope: !593)
!614 = !DILocation(line: 76, column: 12, scope: !585)
!615 = !DILocation(line: 76, column: 19, scope: !585)
!616 = !DILocation(line: 76, column: 14, scope: !585)
!617 = !DILocation(line: 76, column: 5, scope: !585)
!618 = distinct !DISubprogram(name: "block_xor", scope: !2, file: !2, line: 79, type: !619, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !70, retainedNodes: !88)
!619 = !DISubroutineType(types: !620)
!620 = !{!318, !318, !318}
!621 = !DILocalVariable(name: "a", arg: 1, scope: !618, file: !2, line: 79, type: !318)
!622 = !DILocation(line: 79, column: 44, scope: !618)
!623 = !DILocalVariable(name: "b", arg: 2, scope: !618, file: !2, line: 79, type: !318)
!624 = !DILocation(line: 79, column: 60, scope: !618)
!625 = !DILocalVariable(name: "i", scope: !626, file: !2, line: 80, type: !87)
!626 = distinct !DILexicalBlock(scope: !618, file: !2, line: 80, column: 5)
!627 = !DILocation(line: 80, column: 14, scope: !626)
!628 = !DILocation(line: 80, column: 10, scope: !626)
!629 = !DILocation(line: 80, column: 21, scope: !630)
!630 = distinct !DILexicalBlock(scope: !626, file: !2, line: 80, column: 5)
!631 = !DILocation(line: 80, column: 23, scope: !630)
!632 = !DILocation(line: 80, column: 5, scope: !626)
!633 = !DILocation(line: 81, column: 24, scope: !630)
!634 = !DILocation(line: 81, column: 29, scope: !630)
!635 = !DILocation(line: 81, column: 22, scope: !630)
!636 = !DILocation(line: 81, column: 11, scope: !630)
!637 = !DILocation(line: 81, column: 16, scope: !630)
!638 = !DILocation(line: 81, column: 9, scope: !630)
!639 = !DILocation(line: 81, column: 19, scope: !630)
!640 = !DILocation(line: 80, column: 31, scope: !630)
!641 = !DILocation(line: 80, column: 5, scope: !630)
!642 = distinct !{!642, !632, !643, !136}
!643 = !DILocation(line: 81, column: 30, scope: !626)
!644 = !DILocation(line: 82, column: 21, scope: !618)
!645 = !DILocation(line: 82, column: 7, scope: !618)
!646 = !DILocation(line: 82, column: 16, scope: !618)
!647 = !DILocation(line: 83, column: 12, scope: !618)
!648 = !DILocation(line: 83, column: 5, scope: !618)
