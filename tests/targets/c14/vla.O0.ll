; ModuleID = 'vla.c'
source_filename = "vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"n=%d sizeof=%zu sum=%ld corner=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"det(%d)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"primes<=%d: %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"len=%d mean=%.4f sizeof=%zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [43 x i8] c"row[1][2]=%d (*row)[4]=%d sizeof *row=%zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !12 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i8*, align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i8*, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i32*, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !17, metadata !DIExpression()), !dbg !19
  store i32 1, i32* %2, align 4, !dbg !19
  br label %29, !dbg !20

29:                                               ; preds = %65, %0
  %30 = load i32, i32* %2, align 4, !dbg !21
  %31 = icmp sle i32 %30, 6, !dbg !23
  br i1 %31, label %32, label %68, !dbg !24

32:                                               ; preds = %29
  call void @llvm.dbg.declare(metadata i32* %3, metadata !25, metadata !DIExpression()), !dbg !27
  %33 = load i32, i32* %2, align 4, !dbg !28
  %34 = add nsw i32 %33, 1, !dbg !29
  store i32 %34, i32* %3, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %4, metadata !30, metadata !DIExpression()), !dbg !31
  %35 = load i32, i32* %2, align 4, !dbg !32
  %36 = mul nsw i32 2, %35, !dbg !33
  store i32 %36, i32* %4, align 4, !dbg !31
  %37 = load i32, i32* %3, align 4, !dbg !34
  %38 = zext i32 %37 to i64, !dbg !35
  %39 = load i32, i32* %4, align 4, !dbg !36
  %40 = zext i32 %39 to i64, !dbg !35
  %41 = call i8* @llvm.stacksave(), !dbg !35
  store i8* %41, i8** %5, align 8, !dbg !35
  %42 = mul nuw i64 %38, %40, !dbg !35
  %43 = alloca i32, i64 %42, align 16, !dbg !35
  store i64 %38, i64* %6, align 8, !dbg !35
  store i64 %40, i64* %7, align 8, !dbg !35
  call void @llvm.dbg.declare(metadata i64* %6, metadata !37, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata i64* %7, metadata !40, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata i32* %43, metadata !41, metadata !DIExpression()), !dbg !46
  %44 = load i32, i32* %3, align 4, !dbg !47
  %45 = load i32, i32* %4, align 4, !dbg !48
  %46 = load i32, i32* %2, align 4, !dbg !49
  call void @fill(i32 noundef %44, i32 noundef %45, i32* noundef %43, i32 noundef %46), !dbg !50
  %47 = load i32, i32* %2, align 4, !dbg !51
  %48 = mul nuw i64 %38, %40, !dbg !52
  %49 = mul nuw i64 4, %48, !dbg !52
  %50 = load i32, i32* %3, align 4, !dbg !53
  %51 = load i32, i32* %4, align 4, !dbg !54
  %52 = call i64 @sum2d(i32 noundef %50, i32 noundef %51, i32* noundef %43), !dbg !55
  %53 = load i32, i32* %3, align 4, !dbg !56
  %54 = sub nsw i32 %53, 1, !dbg !57
  %55 = sext i32 %54 to i64, !dbg !58
  %56 = mul nsw i64 %55, %40, !dbg !58
  %57 = getelementptr inbounds i32, i32* %43, i64 %56, !dbg !58
  %58 = load i32, i32* %4, align 4, !dbg !59
  %59 = sub nsw i32 %58, 1, !dbg !60
  %60 = sext i32 %59 to i64, !dbg !58
  %61 = getelementptr inbounds i32, i32* %57, i64 %60, !dbg !58
  %62 = load i32, i32* %61, align 4, !dbg !58
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0), i32 noundef %47, i64 noundef %49, i64 noundef %52, i32 noundef %62), !dbg !61
  %64 = load i8*, i8** %5, align 8, !dbg !62
  call void @llvm.stackrestore(i8* %64), !dbg !62
  br label %65, !dbg !63

65:                                               ; preds = %32
  %66 = load i32, i32* %2, align 4, !dbg !64
  %67 = add nsw i32 %66, 1, !dbg !64
  store i32 %67, i32* %2, align 4, !dbg !64
  br label %29, !dbg !65, !llvm.loop !66

68:                                               ; preds = %29
  call void @llvm.dbg.declare(metadata i32* %8, metadata !69, metadata !DIExpression()), !dbg !71
  store i32 1, i32* %8, align 4, !dbg !71
  br label %69, !dbg !72

69:                                               ; preds = %125, %68
  %70 = load i32, i32* %8, align 4, !dbg !73
  %71 = icmp sle i32 %70, 6, !dbg !75
  br i1 %71, label %72, label %128, !dbg !76

72:                                               ; preds = %69
  %73 = load i32, i32* %8, align 4, !dbg !77
  %74 = zext i32 %73 to i64, !dbg !79
  %75 = load i32, i32* %8, align 4, !dbg !80
  %76 = zext i32 %75 to i64, !dbg !79
  %77 = call i8* @llvm.stacksave(), !dbg !79
  store i8* %77, i8** %9, align 8, !dbg !79
  %78 = mul nuw i64 %74, %76, !dbg !79
  %79 = alloca i32, i64 %78, align 16, !dbg !79
  store i64 %74, i64* %10, align 8, !dbg !79
  store i64 %76, i64* %11, align 8, !dbg !79
  call void @llvm.dbg.declare(metadata i64* %10, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.declare(metadata i64* %11, metadata !83, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.declare(metadata i32* %79, metadata !84, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.declare(metadata i32* %12, metadata !90, metadata !DIExpression()), !dbg !92
  store i32 0, i32* %12, align 4, !dbg !92
  br label %80, !dbg !93

80:                                               ; preds = %116, %72
  %81 = load i32, i32* %12, align 4, !dbg !94
  %82 = load i32, i32* %8, align 4, !dbg !96
  %83 = icmp slt i32 %81, %82, !dbg !97
  br i1 %83, label %84, label %119, !dbg !98

84:                                               ; preds = %80
  call void @llvm.dbg.declare(metadata i32* %13, metadata !99, metadata !DIExpression()), !dbg !101
  store i32 0, i32* %13, align 4, !dbg !101
  br label %85, !dbg !102

85:                                               ; preds = %112, %84
  %86 = load i32, i32* %13, align 4, !dbg !103
  %87 = load i32, i32* %8, align 4, !dbg !105
  %88 = icmp slt i32 %86, %87, !dbg !106
  br i1 %88, label %89, label %115, !dbg !107

89:                                               ; preds = %85
  %90 = load i32, i32* %12, align 4, !dbg !108
  %91 = load i32, i32* %13, align 4, !dbg !109
  %92 = icmp eq i32 %90, %91, !dbg !110
  br i1 %92, label %93, label %95, !dbg !111

93:                                               ; preds = %89
  %94 = load i32, i32* %8, align 4, !dbg !112
  br label %103, !dbg !111

95:                                               ; preds = %89
  %96 = load i32, i32* %12, align 4, !dbg !113
  %97 = mul nsw i32 %96, 3, !dbg !114
  %98 = load i32, i32* %13, align 4, !dbg !115
  %99 = mul nsw i32 %98, 5, !dbg !116
  %100 = add nsw i32 %97, %99, !dbg !117
  %101 = srem i32 %100, 4, !dbg !118
  %102 = sub nsw i32 %101, 1, !dbg !119
  br label %103, !dbg !111

103:                                              ; preds = %95, %93
  %104 = phi i32 [ %94, %93 ], [ %102, %95 ], !dbg !111
  %105 = load i32, i32* %12, align 4, !dbg !120
  %106 = sext i32 %105 to i64, !dbg !121
  %107 = mul nsw i64 %106, %76, !dbg !121
  %108 = getelementptr inbounds i32, i32* %79, i64 %107, !dbg !121
  %109 = load i32, i32* %13, align 4, !dbg !122
  %110 = sext i32 %109 to i64, !dbg !121
  %111 = getelementptr inbounds i32, i32* %108, i64 %110, !dbg !121
  store i32 %104, i32* %111, align 4, !dbg !123
  br label %112, !dbg !121

112:                                              ; preds = %103
  %113 = load i32, i32* %13, align 4, !dbg !124
  %114 = add nsw i32 %113, 1, !dbg !124
  store i32 %114, i32* %13, align 4, !dbg !124
  br label %85, !dbg !125, !llvm.loop !126

115:                                              ; preds = %85
  br label %116, !dbg !127

116:                                              ; preds = %115
  %117 = load i32, i32* %12, align 4, !dbg !128
  %118 = add nsw i32 %117, 1, !dbg !128
  store i32 %118, i32* %12, align 4, !dbg !128
  br label %80, !dbg !129, !llvm.loop !130

119:                                              ; preds = %80
  %120 = load i32, i32* %8, align 4, !dbg !132
  %121 = load i32, i32* %8, align 4, !dbg !133
  %122 = call i32 @det_rec(i32 noundef %121, i32* noundef %79), !dbg !134
  %123 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef %120, i32 noundef %122), !dbg !135
  %124 = load i8*, i8** %9, align 8, !dbg !136
  call void @llvm.stackrestore(i8* %124), !dbg !136
  br label %125, !dbg !137

125:                                              ; preds = %119
  %126 = load i32, i32* %8, align 4, !dbg !138
  %127 = add nsw i32 %126, 1, !dbg !138
  store i32 %127, i32* %8, align 4, !dbg !138
  br label %69, !dbg !139, !llvm.loop !140

128:                                              ; preds = %69
  call void @llvm.dbg.declare(metadata i32* %14, metadata !142, metadata !DIExpression()), !dbg !144
  store i32 10, i32* %14, align 4, !dbg !144
  br label %129, !dbg !145

129:                                              ; preds = %137, %128
  %130 = load i32, i32* %14, align 4, !dbg !146
  %131 = icmp sle i32 %130, 5000, !dbg !148
  br i1 %131, label %132, label %140, !dbg !149

132:                                              ; preds = %129
  %133 = load i32, i32* %14, align 4, !dbg !150
  %134 = load i32, i32* %14, align 4, !dbg !151
  %135 = call i32 @sieve_count(i32 noundef %134), !dbg !152
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %133, i32 noundef %135), !dbg !153
  br label %137, !dbg !153

137:                                              ; preds = %132
  %138 = load i32, i32* %14, align 4, !dbg !154
  %139 = mul nsw i32 %138, 3, !dbg !154
  store i32 %139, i32* %14, align 4, !dbg !154
  br label %129, !dbg !155, !llvm.loop !156

140:                                              ; preds = %129
  call void @llvm.dbg.declare(metadata i32* %15, metadata !158, metadata !DIExpression()), !dbg !160
  store i32 3, i32* %15, align 4, !dbg !160
  br label %141, !dbg !161

141:                                              ; preds = %191, %140
  %142 = load i32, i32* %15, align 4, !dbg !162
  %143 = icmp slt i32 %142, 40, !dbg !164
  br i1 %143, label %144, label %194, !dbg !165

144:                                              ; preds = %141
  %145 = load i32, i32* %15, align 4, !dbg !166
  %146 = zext i32 %145 to i64, !dbg !168
  %147 = call i8* @llvm.stacksave(), !dbg !168
  store i8* %147, i8** %16, align 8, !dbg !168
  %148 = alloca double, i64 %146, align 16, !dbg !168
  store i64 %146, i64* %17, align 8, !dbg !168
  call void @llvm.dbg.declare(metadata i64* %17, metadata !169, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.declare(metadata double* %148, metadata !171, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.declare(metadata i32* %18, metadata !177, metadata !DIExpression()), !dbg !179
  store i32 0, i32* %18, align 4, !dbg !179
  br label %149, !dbg !180

149:                                              ; preds = %163, %144
  %150 = load i32, i32* %18, align 4, !dbg !181
  %151 = load i32, i32* %15, align 4, !dbg !183
  %152 = icmp slt i32 %150, %151, !dbg !184
  br i1 %152, label %153, label %166, !dbg !185

153:                                              ; preds = %149
  %154 = load i32, i32* %18, align 4, !dbg !186
  %155 = mul nsw i32 %154, 7, !dbg !187
  %156 = load i32, i32* %15, align 4, !dbg !188
  %157 = srem i32 %155, %156, !dbg !189
  %158 = sitofp i32 %157 to double, !dbg !190
  %159 = fmul double %158, 5.000000e-01, !dbg !191
  %160 = load i32, i32* %18, align 4, !dbg !192
  %161 = sext i32 %160 to i64, !dbg !193
  %162 = getelementptr inbounds double, double* %148, i64 %161, !dbg !193
  store double %159, double* %162, align 8, !dbg !194
  br label %163, !dbg !193

163:                                              ; preds = %153
  %164 = load i32, i32* %18, align 4, !dbg !195
  %165 = add nsw i32 %164, 1, !dbg !195
  store i32 %165, i32* %18, align 4, !dbg !195
  br label %149, !dbg !196, !llvm.loop !197

166:                                              ; preds = %149
  call void @llvm.dbg.declare(metadata double* %19, metadata !199, metadata !DIExpression()), !dbg !200
  store double 0.000000e+00, double* %19, align 8, !dbg !200
  call void @llvm.dbg.declare(metadata i32* %20, metadata !201, metadata !DIExpression()), !dbg !203
  store i32 0, i32* %20, align 4, !dbg !203
  br label %167, !dbg !204

167:                                              ; preds = %178, %166
  %168 = load i32, i32* %20, align 4, !dbg !205
  %169 = load i32, i32* %15, align 4, !dbg !207
  %170 = icmp slt i32 %168, %169, !dbg !208
  br i1 %170, label %171, label %181, !dbg !209

171:                                              ; preds = %167
  %172 = load i32, i32* %20, align 4, !dbg !210
  %173 = sext i32 %172 to i64, !dbg !211
  %174 = getelementptr inbounds double, double* %148, i64 %173, !dbg !211
  %175 = load double, double* %174, align 8, !dbg !211
  %176 = load double, double* %19, align 8, !dbg !212
  %177 = fadd double %176, %175, !dbg !212
  store double %177, double* %19, align 8, !dbg !212
  br label %178, !dbg !213

178:                                              ; preds = %171
  %179 = load i32, i32* %20, align 4, !dbg !214
  %180 = add nsw i32 %179, 1, !dbg !214
  store i32 %180, i32* %20, align 4, !dbg !214
  br label %167, !dbg !215, !llvm.loop !216

181:                                              ; preds = %167
  %182 = load i32, i32* %15, align 4, !dbg !218
  %183 = sitofp i32 %182 to double, !dbg !218
  %184 = load double, double* %19, align 8, !dbg !219
  %185 = fdiv double %184, %183, !dbg !219
  store double %185, double* %19, align 8, !dbg !219
  %186 = load i32, i32* %15, align 4, !dbg !220
  %187 = load double, double* %19, align 8, !dbg !221
  %188 = mul nuw i64 8, %146, !dbg !222
  %189 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.3, i64 0, i64 0), i32 noundef %186, double noundef %187, i64 noundef %188), !dbg !223
  %190 = load i8*, i8** %16, align 8, !dbg !224
  call void @llvm.stackrestore(i8* %190), !dbg !224
  br label %191, !dbg !225

191:                                              ; preds = %181
  %192 = load i32, i32* %15, align 4, !dbg !226
  %193 = add nsw i32 %192, 12, !dbg !226
  store i32 %193, i32* %15, align 4, !dbg !226
  br label %141, !dbg !227, !llvm.loop !228

194:                                              ; preds = %141
  call void @llvm.dbg.declare(metadata i32* %21, metadata !230, metadata !DIExpression()), !dbg !231
  store i32 4, i32* %21, align 4, !dbg !231
  call void @llvm.dbg.declare(metadata i32* %22, metadata !232, metadata !DIExpression()), !dbg !233
  store i32 5, i32* %22, align 4, !dbg !233
  %195 = load i32, i32* %21, align 4, !dbg !234
  %196 = zext i32 %195 to i64, !dbg !235
  %197 = load i32, i32* %22, align 4, !dbg !236
  %198 = zext i32 %197 to i64, !dbg !235
  %199 = call i8* @llvm.stacksave(), !dbg !235
  store i8* %199, i8** %23, align 8, !dbg !235
  %200 = mul nuw i64 %196, %198, !dbg !235
  %201 = alloca i32, i64 %200, align 16, !dbg !235
  store i64 %196, i64* %24, align 8, !dbg !235
  store i64 %198, i64* %25, align 8, !dbg !235
  call void @llvm.dbg.declare(metadata i64* %24, metadata !237, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.declare(metadata i64* %25, metadata !239, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.declare(metadata i32* %201, metadata !240, metadata !DIExpression()), !dbg !245
  %202 = load i32, i32* %22, align 4, !dbg !246
  %203 = zext i32 %202 to i64, !dbg !247
  call void @llvm.dbg.declare(metadata i32** %26, metadata !248, metadata !DIExpression()), !dbg !253
  store i32* %201, i32** %26, align 8, !dbg !253
  call void @llvm.dbg.declare(metadata i32* %27, metadata !254, metadata !DIExpression()), !dbg !256
  store i32 0, i32* %27, align 4, !dbg !256
  br label %204, !dbg !257

204:                                              ; preds = %230, %194
  %205 = load i32, i32* %27, align 4, !dbg !258
  %206 = load i32, i32* %21, align 4, !dbg !260
  %207 = icmp slt i32 %205, %206, !dbg !261
  br i1 %207, label %208, label %233, !dbg !262

208:                                              ; preds = %204
  call void @llvm.dbg.declare(metadata i32* %28, metadata !263, metadata !DIExpression()), !dbg !265
  store i32 0, i32* %28, align 4, !dbg !265
  br label %209, !dbg !266

209:                                              ; preds = %226, %208
  %210 = load i32, i32* %28, align 4, !dbg !267
  %211 = load i32, i32* %22, align 4, !dbg !269
  %212 = icmp slt i32 %210, %211, !dbg !270
  br i1 %212, label %213, label %229, !dbg !271

213:                                              ; preds = %209
  %214 = load i32, i32* %27, align 4, !dbg !272
  %215 = mul nsw i32 %214, 10, !dbg !273
  %216 = load i32, i32* %28, align 4, !dbg !274
  %217 = add nsw i32 %215, %216, !dbg !275
  %218 = load i32*, i32** %26, align 8, !dbg !276
  %219 = load i32, i32* %27, align 4, !dbg !277
  %220 = sext i32 %219 to i64, !dbg !276
  %221 = mul nsw i64 %220, %203, !dbg !276
  %222 = getelementptr inbounds i32, i32* %218, i64 %221, !dbg !276
  %223 = load i32, i32* %28, align 4, !dbg !278
  %224 = sext i32 %223 to i64, !dbg !276
  %225 = getelementptr inbounds i32, i32* %222, i64 %224, !dbg !276
  store i32 %217, i32* %225, align 4, !dbg !279
  br label %226, !dbg !276

226:                                              ; preds = %213
  %227 = load i32, i32* %28, align 4, !dbg !280
  %228 = add nsw i32 %227, 1, !dbg !280
  store i32 %228, i32* %28, align 4, !dbg !280
  br label %209, !dbg !281, !llvm.loop !282

229:                                              ; preds = %209
  br label %230, !dbg !283

230:                                              ; preds = %229
  %231 = load i32, i32* %27, align 4, !dbg !284
  %232 = add nsw i32 %231, 1, !dbg !284
  store i32 %232, i32* %27, align 4, !dbg !284
  br label %204, !dbg !285, !llvm.loop !286

233:                                              ; preds = %204
  %234 = load i32*, i32** %26, align 8, !dbg !288
  %235 = getelementptr inbounds i32, i32* %234, i64 %203, !dbg !288
  store i32* %235, i32** %26, align 8, !dbg !288
  %236 = load i32*, i32** %26, align 8, !dbg !289
  %237 = mul nsw i64 1, %203, !dbg !289
  %238 = getelementptr inbounds i32, i32* %236, i64 %237, !dbg !289
  %239 = getelementptr inbounds i32, i32* %238, i64 2, !dbg !289
  %240 = load i32, i32* %239, align 4, !dbg !289
  %241 = load i32*, i32** %26, align 8, !dbg !290
  %242 = getelementptr inbounds i32, i32* %241, i64 4, !dbg !291
  %243 = load i32, i32* %242, align 4, !dbg !291
  %244 = load i32*, i32** %26, align 8, !dbg !292
  %245 = mul nuw i64 4, %203, !dbg !293
  %246 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.4, i64 0, i64 0), i32 noundef %240, i32 noundef %243, i64 noundef %245), !dbg !294
  store i32 0, i32* %1, align 4, !dbg !295
  %247 = load i8*, i8** %23, align 8, !dbg !296
  call void @llvm.stackrestore(i8* %247), !dbg !296
  %248 = load i32, i32* %1, align 4, !dbg !296
  ret i32 %248, !dbg !296
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(i32 noundef %0, i32 noundef %1, i32* noundef %2, i32 noundef %3) #0 !dbg !297 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !300, metadata !DIExpression()), !dbg !301
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !302, metadata !DIExpression()), !dbg !303
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !304, metadata !DIExpression()), !dbg !305
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !306, metadata !DIExpression()), !dbg !307
  %11 = load i32, i32* %5, align 4, !dbg !308
  %12 = zext i32 %11 to i64
  %13 = load i32, i32* %6, align 4, !dbg !309
  %14 = zext i32 %13 to i64
  call void @llvm.dbg.declare(metadata i32* %9, metadata !310, metadata !DIExpression()), !dbg !312
  store i32 0, i32* %9, align 4, !dbg !312
  br label %15, !dbg !313

15:                                               ; preds = %46, %4
  %16 = load i32, i32* %9, align 4, !dbg !314
  %17 = load i32, i32* %5, align 4, !dbg !316
  %18 = icmp slt i32 %16, %17, !dbg !317
  br i1 %18, label %19, label %49, !dbg !318

19:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata i32* %10, metadata !319, metadata !DIExpression()), !dbg !321
  store i32 0, i32* %10, align 4, !dbg !321
  br label %20, !dbg !322

20:                                               ; preds = %42, %19
  %21 = load i32, i32* %10, align 4, !dbg !323
  %22 = load i32, i32* %6, align 4, !dbg !325
  %23 = icmp slt i32 %21, %22, !dbg !326
  br i1 %23, label %24, label %45, !dbg !327

24:                                               ; preds = %20
  %25 = load i32, i32* %9, align 4, !dbg !328
  %26 = load i32, i32* %6, align 4, !dbg !329
  %27 = mul nsw i32 %25, %26, !dbg !330
  %28 = load i32, i32* %10, align 4, !dbg !331
  %29 = add nsw i32 %27, %28, !dbg !332
  %30 = load i32, i32* %8, align 4, !dbg !333
  %31 = add nsw i32 %29, %30, !dbg !334
  %32 = srem i32 %31, 17, !dbg !335
  %33 = sub nsw i32 %32, 8, !dbg !336
  %34 = load i32*, i32** %7, align 8, !dbg !337
  %35 = load i32, i32* %9, align 4, !dbg !338
  %36 = sext i32 %35 to i64, !dbg !337
  %37 = mul nsw i64 %36, %14, !dbg !337
  %38 = getelementptr inbounds i32, i32* %34, i64 %37, !dbg !337
  %39 = load i32, i32* %10, align 4, !dbg !339
  %40 = sext i32 %39 to i64, !dbg !337
  %41 = getelementptr inbounds i32, i32* %38, i64 %40, !dbg !337
  store i32 %33, i32* %41, align 4, !dbg !340
  br label %42, !dbg !337

42:                                               ; preds = %24
  %43 = load i32, i32* %10, align 4, !dbg !341
  %44 = add nsw i32 %43, 1, !dbg !341
  store i32 %44, i32* %10, align 4, !dbg !341
  br label %20, !dbg !342, !llvm.loop !343

45:                                               ; preds = %20
  br label %46, !dbg !344

46:                                               ; preds = %45
  %47 = load i32, i32* %9, align 4, !dbg !345
  %48 = add nsw i32 %47, 1, !dbg !345
  store i32 %48, i32* %9, align 4, !dbg !345
  br label %15, !dbg !346, !llvm.loop !347

49:                                               ; preds = %15
  ret void, !dbg !349
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum2d(i32 noundef %0, i32 noundef %1, i32* noundef %2) #0 !dbg !350 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !354, metadata !DIExpression()), !dbg !355
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !356, metadata !DIExpression()), !dbg !357
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !358, metadata !DIExpression()), !dbg !359
  %10 = load i32, i32* %4, align 4, !dbg !360
  %11 = zext i32 %10 to i64
  %12 = load i32, i32* %5, align 4, !dbg !361
  %13 = zext i32 %12 to i64
  call void @llvm.dbg.declare(metadata i64* %7, metadata !362, metadata !DIExpression()), !dbg !363
  store i64 0, i64* %7, align 8, !dbg !363
  call void @llvm.dbg.declare(metadata i32* %8, metadata !364, metadata !DIExpression()), !dbg !366
  store i32 0, i32* %8, align 4, !dbg !366
  br label %14, !dbg !367

14:                                               ; preds = %44, %3
  %15 = load i32, i32* %8, align 4, !dbg !368
  %16 = load i32, i32* %4, align 4, !dbg !370
  %17 = icmp slt i32 %15, %16, !dbg !371
  br i1 %17, label %18, label %47, !dbg !372

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %9, metadata !373, metadata !DIExpression()), !dbg !375
  store i32 0, i32* %9, align 4, !dbg !375
  br label %19, !dbg !376

19:                                               ; preds = %40, %18
  %20 = load i32, i32* %9, align 4, !dbg !377
  %21 = load i32, i32* %5, align 4, !dbg !379
  %22 = icmp slt i32 %20, %21, !dbg !380
  br i1 %22, label %23, label %43, !dbg !381

23:                                               ; preds = %19
  %24 = load i32*, i32** %6, align 8, !dbg !382
  %25 = load i32, i32* %8, align 4, !dbg !383
  %26 = sext i32 %25 to i64, !dbg !382
  %27 = mul nsw i64 %26, %13, !dbg !382
  %28 = getelementptr inbounds i32, i32* %24, i64 %27, !dbg !382
  %29 = load i32, i32* %9, align 4, !dbg !384
  %30 = sext i32 %29 to i64, !dbg !382
  %31 = getelementptr inbounds i32, i32* %28, i64 %30, !dbg !382
  %32 = load i32, i32* %31, align 4, !dbg !382
  %33 = load i32, i32* %8, align 4, !dbg !385
  %34 = load i32, i32* %9, align 4, !dbg !386
  %35 = sub nsw i32 %33, %34, !dbg !387
  %36 = mul nsw i32 %32, %35, !dbg !388
  %37 = sext i32 %36 to i64, !dbg !382
  %38 = load i64, i64* %7, align 8, !dbg !389
  %39 = add nsw i64 %38, %37, !dbg !389
  store i64 %39, i64* %7, align 8, !dbg !389
  br label %40, !dbg !390

40:                                               ; preds = %23
  %41 = load i32, i32* %9, align 4, !dbg !391
  %42 = add nsw i32 %41, 1, !dbg !391
  store i32 %42, i32* %9, align 4, !dbg !391
  br label %19, !dbg !392, !llvm.loop !393

43:                                               ; preds = %19
  br label %44, !dbg !394

44:                                               ; preds = %43
  %45 = load i32, i32* %8, align 4, !dbg !395
  %46 = add nsw i32 %45, 1, !dbg !395
  store i32 %46, i32* %8, align 4, !dbg !395
  br label %14, !dbg !396, !llvm.loop !397

47:                                               ; preds = %14
  %48 = load i64, i64* %7, align 8, !dbg !399
  ret i64 %48, !dbg !400
}

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @det_rec(i32 noundef %0, i32* noundef %1) #0 !dbg !401 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !404, metadata !DIExpression()), !dbg !405
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !406, metadata !DIExpression()), !dbg !407
  %15 = load i32, i32* %4, align 4, !dbg !408
  %16 = zext i32 %15 to i64
  %17 = load i32, i32* %4, align 4, !dbg !409
  %18 = zext i32 %17 to i64
  %19 = load i32, i32* %4, align 4, !dbg !410
  %20 = icmp eq i32 %19, 1, !dbg !412
  br i1 %20, label %21, label %27, !dbg !413

21:                                               ; preds = %2
  %22 = load i32*, i32** %5, align 8, !dbg !414
  %23 = mul nsw i64 0, %18, !dbg !414
  %24 = getelementptr inbounds i32, i32* %22, i64 %23, !dbg !414
  %25 = getelementptr inbounds i32, i32* %24, i64 0, !dbg !414
  %26 = load i32, i32* %25, align 4, !dbg !414
  store i32 %26, i32* %3, align 4, !dbg !415
  br label %109, !dbg !415

27:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata i32* %6, metadata !416, metadata !DIExpression()), !dbg !417
  store i32 0, i32* %6, align 4, !dbg !417
  call void @llvm.dbg.declare(metadata i32* %7, metadata !418, metadata !DIExpression()), !dbg !420
  store i32 0, i32* %7, align 4, !dbg !420
  br label %28, !dbg !421

28:                                               ; preds = %104, %27
  %29 = load i32, i32* %7, align 4, !dbg !422
  %30 = load i32, i32* %4, align 4, !dbg !424
  %31 = icmp slt i32 %29, %30, !dbg !425
  br i1 %31, label %32, label %107, !dbg !426

32:                                               ; preds = %28
  %33 = load i32, i32* %4, align 4, !dbg !427
  %34 = sub nsw i32 %33, 1, !dbg !429
  %35 = zext i32 %34 to i64, !dbg !430
  %36 = load i32, i32* %4, align 4, !dbg !431
  %37 = sub nsw i32 %36, 1, !dbg !432
  %38 = zext i32 %37 to i64, !dbg !430
  %39 = call i8* @llvm.stacksave(), !dbg !430
  store i8* %39, i8** %8, align 8, !dbg !430
  %40 = mul nuw i64 %35, %38, !dbg !430
  %41 = alloca i32, i64 %40, align 16, !dbg !430
  store i64 %35, i64* %9, align 8, !dbg !430
  store i64 %38, i64* %10, align 8, !dbg !430
  call void @llvm.dbg.declare(metadata i64* %9, metadata !433, metadata !DIExpression()), !dbg !434
  call void @llvm.dbg.declare(metadata i64* %10, metadata !435, metadata !DIExpression()), !dbg !434
  call void @llvm.dbg.declare(metadata i32* %41, metadata !436, metadata !DIExpression()), !dbg !441
  call void @llvm.dbg.declare(metadata i32* %11, metadata !442, metadata !DIExpression()), !dbg !444
  store i32 1, i32* %11, align 4, !dbg !444
  br label %42, !dbg !445

42:                                               ; preds = %79, %32
  %43 = load i32, i32* %11, align 4, !dbg !446
  %44 = load i32, i32* %4, align 4, !dbg !448
  %45 = icmp slt i32 %43, %44, !dbg !449
  br i1 %45, label %46, label %82, !dbg !450

46:                                               ; preds = %42
  call void @llvm.dbg.declare(metadata i32* %12, metadata !451, metadata !DIExpression()), !dbg !453
  store i32 0, i32* %12, align 4, !dbg !453
  call void @llvm.dbg.declare(metadata i32* %13, metadata !454, metadata !DIExpression()), !dbg !456
  store i32 0, i32* %13, align 4, !dbg !456
  br label %47, !dbg !457

47:                                               ; preds = %75, %46
  %48 = load i32, i32* %13, align 4, !dbg !458
  %49 = load i32, i32* %4, align 4, !dbg !460
  %50 = icmp slt i32 %48, %49, !dbg !461
  br i1 %50, label %51, label %78, !dbg !462

51:                                               ; preds = %47
  %52 = load i32, i32* %13, align 4, !dbg !463
  %53 = load i32, i32* %7, align 4, !dbg !465
  %54 = icmp ne i32 %52, %53, !dbg !466
  br i1 %54, label %55, label %74, !dbg !467

55:                                               ; preds = %51
  %56 = load i32*, i32** %5, align 8, !dbg !468
  %57 = load i32, i32* %11, align 4, !dbg !469
  %58 = sext i32 %57 to i64, !dbg !468
  %59 = mul nsw i64 %58, %18, !dbg !468
  %60 = getelementptr inbounds i32, i32* %56, i64 %59, !dbg !468
  %61 = load i32, i32* %13, align 4, !dbg !470
  %62 = sext i32 %61 to i64, !dbg !468
  %63 = getelementptr inbounds i32, i32* %60, i64 %62, !dbg !468
  %64 = load i32, i32* %63, align 4, !dbg !468
  %65 = load i32, i32* %11, align 4, !dbg !471
  %66 = sub nsw i32 %65, 1, !dbg !472
  %67 = sext i32 %66 to i64, !dbg !473
  %68 = mul nsw i64 %67, %38, !dbg !473
  %69 = getelementptr inbounds i32, i32* %41, i64 %68, !dbg !473
  %70 = load i32, i32* %12, align 4, !dbg !474
  %71 = add nsw i32 %70, 1, !dbg !474
  store i32 %71, i32* %12, align 4, !dbg !474
  %72 = sext i32 %70 to i64, !dbg !473
  %73 = getelementptr inbounds i32, i32* %69, i64 %72, !dbg !473
  store i32 %64, i32* %73, align 4, !dbg !475
  br label %74, !dbg !473

74:                                               ; preds = %55, %51
  br label %75, !dbg !465

75:                                               ; preds = %74
  %76 = load i32, i32* %13, align 4, !dbg !476
  %77 = add nsw i32 %76, 1, !dbg !476
  store i32 %77, i32* %13, align 4, !dbg !476
  br label %47, !dbg !477, !llvm.loop !478

78:                                               ; preds = %47
  br label %79, !dbg !480

79:                                               ; preds = %78
  %80 = load i32, i32* %11, align 4, !dbg !481
  %81 = add nsw i32 %80, 1, !dbg !481
  store i32 %81, i32* %11, align 4, !dbg !481
  br label %42, !dbg !482, !llvm.loop !483

82:                                               ; preds = %42
  call void @llvm.dbg.declare(metadata i32* %14, metadata !485, metadata !DIExpression()), !dbg !486
  %83 = load i32, i32* %7, align 4, !dbg !487
  %84 = srem i32 %83, 2, !dbg !488
  %85 = icmp ne i32 %84, 0, !dbg !487
  %86 = zext i1 %85 to i64, !dbg !487
  %87 = select i1 %85, i32 -1, i32 1, !dbg !487
  store i32 %87, i32* %14, align 4, !dbg !486
  %88 = load i32, i32* %14, align 4, !dbg !489
  %89 = load i32*, i32** %5, align 8, !dbg !490
  %90 = mul nsw i64 0, %18, !dbg !490
  %91 = getelementptr inbounds i32, i32* %89, i64 %90, !dbg !490
  %92 = load i32, i32* %7, align 4, !dbg !491
  %93 = sext i32 %92 to i64, !dbg !490
  %94 = getelementptr inbounds i32, i32* %91, i64 %93, !dbg !490
  %95 = load i32, i32* %94, align 4, !dbg !490
  %96 = mul nsw i32 %88, %95, !dbg !492
  %97 = load i32, i32* %4, align 4, !dbg !493
  %98 = sub nsw i32 %97, 1, !dbg !494
  %99 = call i32 @det_rec(i32 noundef %98, i32* noundef %41), !dbg !495
  %100 = mul nsw i32 %96, %99, !dbg !496
  %101 = load i32, i32* %6, align 4, !dbg !497
  %102 = add nsw i32 %101, %100, !dbg !497
  store i32 %102, i32* %6, align 4, !dbg !497
  %103 = load i8*, i8** %8, align 8, !dbg !498
  call void @llvm.stackrestore(i8* %103), !dbg !498
  br label %104, !dbg !499

104:                                              ; preds = %82
  %105 = load i32, i32* %7, align 4, !dbg !500
  %106 = add nsw i32 %105, 1, !dbg !500
  store i32 %106, i32* %7, align 4, !dbg !500
  br label %28, !dbg !501, !llvm.loop !502

107:                                              ; preds = %28
  %108 = load i32, i32* %6, align 4, !dbg !504
  store i32 %108, i32* %3, align 4, !dbg !505
  br label %109, !dbg !505

109:                                              ; preds = %107, %21
  %110 = load i32, i32* %3, align 4, !dbg !506
  ret i32 %110, !dbg !506
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sieve_count(i32 noundef %0) #0 !dbg !507 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !510, metadata !DIExpression()), !dbg !511
  %10 = load i32, i32* %2, align 4, !dbg !512
  %11 = add nsw i32 %10, 1, !dbg !513
  %12 = zext i32 %11 to i64, !dbg !514
  %13 = call i8* @llvm.stacksave(), !dbg !514
  store i8* %13, i8** %3, align 8, !dbg !514
  %14 = alloca i8, i64 %12, align 16, !dbg !514
  store i64 %12, i64* %4, align 8, !dbg !514
  call void @llvm.dbg.declare(metadata i64* %4, metadata !515, metadata !DIExpression()), !dbg !516
  call void @llvm.dbg.declare(metadata i8* %14, metadata !517, metadata !DIExpression()), !dbg !522
  call void @llvm.dbg.declare(metadata i32* %5, metadata !523, metadata !DIExpression()), !dbg !525
  store i32 0, i32* %5, align 4, !dbg !525
  br label %15, !dbg !526

15:                                               ; preds = %27, %1
  %16 = load i32, i32* %5, align 4, !dbg !527
  %17 = load i32, i32* %2, align 4, !dbg !529
  %18 = icmp sle i32 %16, %17, !dbg !530
  br i1 %18, label %19, label %30, !dbg !531

19:                                               ; preds = %15
  %20 = load i32, i32* %5, align 4, !dbg !532
  %21 = icmp sge i32 %20, 2, !dbg !533
  %22 = zext i1 %21 to i32, !dbg !533
  %23 = trunc i32 %22 to i8, !dbg !532
  %24 = load i32, i32* %5, align 4, !dbg !534
  %25 = sext i32 %24 to i64, !dbg !535
  %26 = getelementptr inbounds i8, i8* %14, i64 %25, !dbg !535
  store i8 %23, i8* %26, align 1, !dbg !536
  br label %27, !dbg !535

27:                                               ; preds = %19
  %28 = load i32, i32* %5, align 4, !dbg !537
  %29 = add nsw i32 %28, 1, !dbg !537
  store i32 %29, i32* %5, align 4, !dbg !537
  br label %15, !dbg !538, !llvm.loop !539

30:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata i32* %6, metadata !541, metadata !DIExpression()), !dbg !543
  store i32 2, i32* %6, align 4, !dbg !543
  br label %31, !dbg !544

31:                                               ; preds = %61, %30
  %32 = load i32, i32* %6, align 4, !dbg !545
  %33 = load i32, i32* %6, align 4, !dbg !547
  %34 = mul nsw i32 %32, %33, !dbg !548
  %35 = load i32, i32* %2, align 4, !dbg !549
  %36 = icmp sle i32 %34, %35, !dbg !550
  br i1 %36, label %37, label %64, !dbg !551

37:                                               ; preds = %31
  %38 = load i32, i32* %6, align 4, !dbg !552
  %39 = sext i32 %38 to i64, !dbg !554
  %40 = getelementptr inbounds i8, i8* %14, i64 %39, !dbg !554
  %41 = load i8, i8* %40, align 1, !dbg !554
  %42 = icmp ne i8 %41, 0, !dbg !554
  br i1 %42, label %43, label %60, !dbg !555

43:                                               ; preds = %37
  call void @llvm.dbg.declare(metadata i32* %7, metadata !556, metadata !DIExpression()), !dbg !558
  %44 = load i32, i32* %6, align 4, !dbg !559
  %45 = load i32, i32* %6, align 4, !dbg !560
  %46 = mul nsw i32 %44, %45, !dbg !561
  store i32 %46, i32* %7, align 4, !dbg !558
  br label %47, !dbg !562

47:                                               ; preds = %55, %43
  %48 = load i32, i32* %7, align 4, !dbg !563
  %49 = load i32, i32* %2, align 4, !dbg !565
  %50 = icmp sle i32 %48, %49, !dbg !566
  br i1 %50, label %51, label %59, !dbg !567

51:                                               ; preds = %47
  %52 = load i32, i32* %7, align 4, !dbg !568
  %53 = sext i32 %52 to i64, !dbg !569
  %54 = getelementptr inbounds i8, i8* %14, i64 %53, !dbg !569
  store i8 0, i8* %54, align 1, !dbg !570
  br label %55, !dbg !569

55:                                               ; preds = %51
  %56 = load i32, i32* %6, align 4, !dbg !571
  %57 = load i32, i32* %7, align 4, !dbg !572
  %58 = add nsw i32 %57, %56, !dbg !572
  store i32 %58, i32* %7, align 4, !dbg !572
  br label %47, !dbg !573, !llvm.loop !574

59:                                               ; preds = %47
  br label %60, !dbg !575

60:                                               ; preds = %59, %37
  br label %61, !dbg !576

61:                                               ; preds = %60
  %62 = load i32, i32* %6, align 4, !dbg !577
  %63 = add nsw i32 %62, 1, !dbg !577
  store i32 %63, i32* %6, align 4, !dbg !577
  br label %31, !dbg !578, !llvm.loop !579

64:                                               ; preds = %31
  call void @llvm.dbg.declare(metadata i32* %8, metadata !581, metadata !DIExpression()), !dbg !582
  store i32 0, i32* %8, align 4, !dbg !582
  call void @llvm.dbg.declare(metadata i32* %9, metadata !583, metadata !DIExpression()), !dbg !585
  store i32 0, i32* %9, align 4, !dbg !585
  br label %65, !dbg !586

65:                                               ; preds = %77, %64
  %66 = load i32, i32* %9, align 4, !dbg !587
  %67 = load i32, i32* %2, align 4, !dbg !589
  %68 = icmp sle i32 %66, %67, !dbg !590
  br i1 %68, label %69, label %80, !dbg !591

69:                                               ; preds = %65
  %70 = load i32, i32* %9, align 4, !dbg !592
  %71 = sext i32 %70 to i64, !dbg !593
  %72 = getelementptr inbounds i8, i8* %14, i64 %71, !dbg !593
  %73 = load i8, i8* %72, align 1, !dbg !593
  %74 = sext i8 %73 to i32, !dbg !594
  %75 = load i32, i32* %8, align 4, !dbg !595
  %76 = add i32 %75, %74, !dbg !595
  store i32 %76, i32* %8, align 4, !dbg !595
  br label %77, !dbg !596

77:                                               ; preds = %69
  %78 = load i32, i32* %9, align 4, !dbg !597
  %79 = add nsw i32 %78, 1, !dbg !597
  store i32 %79, i32* %9, align 4, !dbg !597
  br label %65, !dbg !598, !llvm.loop !599

80:                                               ; preds = %65
  %81 = load i32, i32* %8, align 4, !dbg !601
  %82 = load i8*, i8** %3, align 8, !dbg !602
  call void @llvm.stackrestore(i8* %82), !dbg !602
  ret i32 %81, !dbg !602
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "vla.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "25310ec597101bc538176b4bff59b137")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 51, type: !13, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocalVariable(name: "n", scope: !18, file: !1, line: 52, type: !15)
!18 = distinct !DILexicalBlock(scope: !12, file: !1, line: 52, column: 5)
!19 = !DILocation(line: 52, column: 14, scope: !18)
!20 = !DILocation(line: 52, column: 10, scope: !18)
!21 = !DILocation(line: 52, column: 21, scope: !22)
!22 = distinct !DILexicalBlock(scope: !18, file: !1, line: 52, column: 5)
!23 = !DILocation(line: 52, column: 23, scope: !22)
!24 = !DILocation(line: 52, column: 5, scope: !18)
!25 = !DILocalVariable(name: "rows", scope: !26, file: !1, line: 53, type: !15)
!26 = distinct !DILexicalBlock(scope: !22, file: !1, line: 52, column: 34)
!27 = !DILocation(line: 53, column: 13, scope: !26)
!28 = !DILocation(line: 53, column: 20, scope: !26)
!29 = !DILocation(line: 53, column: 22, scope: !26)
!30 = !DILocalVariable(name: "cols", scope: !26, file: !1, line: 53, type: !15)
!31 = !DILocation(line: 53, column: 27, scope: !26)
!32 = !DILocation(line: 53, column: 38, scope: !26)
!33 = !DILocation(line: 53, column: 36, scope: !26)
!34 = !DILocation(line: 54, column: 15, scope: !26)
!35 = !DILocation(line: 54, column: 9, scope: !26)
!36 = !DILocation(line: 54, column: 21, scope: !26)
!37 = !DILocalVariable(name: "__vla_expr0", scope: !26, type: !38, flags: DIFlagArtificial)
!38 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!39 = !DILocation(line: 0, scope: !26)
!40 = !DILocalVariable(name: "__vla_expr1", scope: !26, type: !38, flags: DIFlagArtificial)
!41 = !DILocalVariable(name: "m", scope: !26, file: !1, line: 54, type: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, elements: !43)
!43 = !{!44, !45}
!44 = !DISubrange(count: !37)
!45 = !DISubrange(count: !40)
!46 = !DILocation(line: 54, column: 13, scope: !26)
!47 = !DILocation(line: 55, column: 14, scope: !26)
!48 = !DILocation(line: 55, column: 20, scope: !26)
!49 = !DILocation(line: 55, column: 29, scope: !26)
!50 = !DILocation(line: 55, column: 9, scope: !26)
!51 = !DILocation(line: 56, column: 55, scope: !26)
!52 = !DILocation(line: 56, column: 58, scope: !26)
!53 = !DILocation(line: 56, column: 74, scope: !26)
!54 = !DILocation(line: 56, column: 80, scope: !26)
!55 = !DILocation(line: 56, column: 68, scope: !26)
!56 = !DILocation(line: 57, column: 18, scope: !26)
!57 = !DILocation(line: 57, column: 23, scope: !26)
!58 = !DILocation(line: 57, column: 16, scope: !26)
!59 = !DILocation(line: 57, column: 28, scope: !26)
!60 = !DILocation(line: 57, column: 33, scope: !26)
!61 = !DILocation(line: 56, column: 9, scope: !26)
!62 = !DILocation(line: 58, column: 5, scope: !22)
!63 = !DILocation(line: 58, column: 5, scope: !26)
!64 = !DILocation(line: 52, column: 30, scope: !22)
!65 = !DILocation(line: 52, column: 5, scope: !22)
!66 = distinct !{!66, !24, !67, !68}
!67 = !DILocation(line: 58, column: 5, scope: !18)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocalVariable(name: "n", scope: !70, file: !1, line: 59, type: !15)
!70 = distinct !DILexicalBlock(scope: !12, file: !1, line: 59, column: 5)
!71 = !DILocation(line: 59, column: 14, scope: !70)
!72 = !DILocation(line: 59, column: 10, scope: !70)
!73 = !DILocation(line: 59, column: 21, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !1, line: 59, column: 5)
!75 = !DILocation(line: 59, column: 23, scope: !74)
!76 = !DILocation(line: 59, column: 5, scope: !70)
!77 = !DILocation(line: 60, column: 15, scope: !78)
!78 = distinct !DILexicalBlock(scope: !74, file: !1, line: 59, column: 34)
!79 = !DILocation(line: 60, column: 9, scope: !78)
!80 = !DILocation(line: 60, column: 18, scope: !78)
!81 = !DILocalVariable(name: "__vla_expr2", scope: !78, type: !38, flags: DIFlagArtificial)
!82 = !DILocation(line: 0, scope: !78)
!83 = !DILocalVariable(name: "__vla_expr3", scope: !78, type: !38, flags: DIFlagArtificial)
!84 = !DILocalVariable(name: "m", scope: !78, file: !1, line: 60, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, elements: !86)
!86 = !{!87, !88}
!87 = !DISubrange(count: !81)
!88 = !DISubrange(count: !83)
!89 = !DILocation(line: 60, column: 13, scope: !78)
!90 = !DILocalVariable(name: "i", scope: !91, file: !1, line: 61, type: !15)
!91 = distinct !DILexicalBlock(scope: !78, file: !1, line: 61, column: 9)
!92 = !DILocation(line: 61, column: 18, scope: !91)
!93 = !DILocation(line: 61, column: 14, scope: !91)
!94 = !DILocation(line: 61, column: 25, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !1, line: 61, column: 9)
!96 = !DILocation(line: 61, column: 29, scope: !95)
!97 = !DILocation(line: 61, column: 27, scope: !95)
!98 = !DILocation(line: 61, column: 9, scope: !91)
!99 = !DILocalVariable(name: "j", scope: !100, file: !1, line: 62, type: !15)
!100 = distinct !DILexicalBlock(scope: !95, file: !1, line: 62, column: 13)
!101 = !DILocation(line: 62, column: 22, scope: !100)
!102 = !DILocation(line: 62, column: 18, scope: !100)
!103 = !DILocation(line: 62, column: 29, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !1, line: 62, column: 13)
!105 = !DILocation(line: 62, column: 33, scope: !104)
!106 = !DILocation(line: 62, column: 31, scope: !104)
!107 = !DILocation(line: 62, column: 13, scope: !100)
!108 = !DILocation(line: 63, column: 28, scope: !104)
!109 = !DILocation(line: 63, column: 33, scope: !104)
!110 = !DILocation(line: 63, column: 30, scope: !104)
!111 = !DILocation(line: 63, column: 27, scope: !104)
!112 = !DILocation(line: 63, column: 38, scope: !104)
!113 = !DILocation(line: 63, column: 43, scope: !104)
!114 = !DILocation(line: 63, column: 45, scope: !104)
!115 = !DILocation(line: 63, column: 51, scope: !104)
!116 = !DILocation(line: 63, column: 53, scope: !104)
!117 = !DILocation(line: 63, column: 49, scope: !104)
!118 = !DILocation(line: 63, column: 58, scope: !104)
!119 = !DILocation(line: 63, column: 62, scope: !104)
!120 = !DILocation(line: 63, column: 19, scope: !104)
!121 = !DILocation(line: 63, column: 17, scope: !104)
!122 = !DILocation(line: 63, column: 22, scope: !104)
!123 = !DILocation(line: 63, column: 25, scope: !104)
!124 = !DILocation(line: 62, column: 37, scope: !104)
!125 = !DILocation(line: 62, column: 13, scope: !104)
!126 = distinct !{!126, !107, !127, !68}
!127 = !DILocation(line: 63, column: 64, scope: !100)
!128 = !DILocation(line: 61, column: 33, scope: !95)
!129 = !DILocation(line: 61, column: 9, scope: !95)
!130 = distinct !{!130, !98, !131, !68}
!131 = !DILocation(line: 63, column: 64, scope: !91)
!132 = !DILocation(line: 64, column: 32, scope: !78)
!133 = !DILocation(line: 64, column: 43, scope: !78)
!134 = !DILocation(line: 64, column: 35, scope: !78)
!135 = !DILocation(line: 64, column: 9, scope: !78)
!136 = !DILocation(line: 65, column: 5, scope: !74)
!137 = !DILocation(line: 65, column: 5, scope: !78)
!138 = !DILocation(line: 59, column: 30, scope: !74)
!139 = !DILocation(line: 59, column: 5, scope: !74)
!140 = distinct !{!140, !76, !141, !68}
!141 = !DILocation(line: 65, column: 5, scope: !70)
!142 = !DILocalVariable(name: "n", scope: !143, file: !1, line: 66, type: !15)
!143 = distinct !DILexicalBlock(scope: !12, file: !1, line: 66, column: 5)
!144 = !DILocation(line: 66, column: 14, scope: !143)
!145 = !DILocation(line: 66, column: 10, scope: !143)
!146 = !DILocation(line: 66, column: 22, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !1, line: 66, column: 5)
!148 = !DILocation(line: 66, column: 24, scope: !147)
!149 = !DILocation(line: 66, column: 5, scope: !143)
!150 = !DILocation(line: 67, column: 36, scope: !147)
!151 = !DILocation(line: 67, column: 51, scope: !147)
!152 = !DILocation(line: 67, column: 39, scope: !147)
!153 = !DILocation(line: 67, column: 9, scope: !147)
!154 = !DILocation(line: 66, column: 35, scope: !147)
!155 = !DILocation(line: 66, column: 5, scope: !147)
!156 = distinct !{!156, !149, !157, !68}
!157 = !DILocation(line: 67, column: 53, scope: !143)
!158 = !DILocalVariable(name: "len", scope: !159, file: !1, line: 69, type: !15)
!159 = distinct !DILexicalBlock(scope: !12, file: !1, line: 69, column: 5)
!160 = !DILocation(line: 69, column: 14, scope: !159)
!161 = !DILocation(line: 69, column: 10, scope: !159)
!162 = !DILocation(line: 69, column: 23, scope: !163)
!163 = distinct !DILexicalBlock(scope: !159, file: !1, line: 69, column: 5)
!164 = !DILocation(line: 69, column: 27, scope: !163)
!165 = !DILocation(line: 69, column: 5, scope: !159)
!166 = !DILocation(line: 70, column: 20, scope: !167)
!167 = distinct !DILexicalBlock(scope: !163, file: !1, line: 69, column: 44)
!168 = !DILocation(line: 70, column: 9, scope: !167)
!169 = !DILocalVariable(name: "__vla_expr4", scope: !167, type: !38, flags: DIFlagArtificial)
!170 = !DILocation(line: 0, scope: !167)
!171 = !DILocalVariable(name: "buf", scope: !167, file: !1, line: 70, type: !172)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !173, elements: !174)
!173 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!174 = !{!175}
!175 = !DISubrange(count: !169)
!176 = !DILocation(line: 70, column: 16, scope: !167)
!177 = !DILocalVariable(name: "i", scope: !178, file: !1, line: 71, type: !15)
!178 = distinct !DILexicalBlock(scope: !167, file: !1, line: 71, column: 9)
!179 = !DILocation(line: 71, column: 18, scope: !178)
!180 = !DILocation(line: 71, column: 14, scope: !178)
!181 = !DILocation(line: 71, column: 25, scope: !182)
!182 = distinct !DILexicalBlock(scope: !178, file: !1, line: 71, column: 9)
!183 = !DILocation(line: 71, column: 29, scope: !182)
!184 = !DILocation(line: 71, column: 27, scope: !182)
!185 = !DILocation(line: 71, column: 9, scope: !178)
!186 = !DILocation(line: 72, column: 23, scope: !182)
!187 = !DILocation(line: 72, column: 25, scope: !182)
!188 = !DILocation(line: 72, column: 31, scope: !182)
!189 = !DILocation(line: 72, column: 29, scope: !182)
!190 = !DILocation(line: 72, column: 22, scope: !182)
!191 = !DILocation(line: 72, column: 36, scope: !182)
!192 = !DILocation(line: 72, column: 17, scope: !182)
!193 = !DILocation(line: 72, column: 13, scope: !182)
!194 = !DILocation(line: 72, column: 20, scope: !182)
!195 = !DILocation(line: 71, column: 35, scope: !182)
!196 = !DILocation(line: 71, column: 9, scope: !182)
!197 = distinct !{!197, !185, !198, !68}
!198 = !DILocation(line: 72, column: 38, scope: !178)
!199 = !DILocalVariable(name: "mean", scope: !167, file: !1, line: 73, type: !173)
!200 = !DILocation(line: 73, column: 16, scope: !167)
!201 = !DILocalVariable(name: "i", scope: !202, file: !1, line: 74, type: !15)
!202 = distinct !DILexicalBlock(scope: !167, file: !1, line: 74, column: 9)
!203 = !DILocation(line: 74, column: 18, scope: !202)
!204 = !DILocation(line: 74, column: 14, scope: !202)
!205 = !DILocation(line: 74, column: 25, scope: !206)
!206 = distinct !DILexicalBlock(scope: !202, file: !1, line: 74, column: 9)
!207 = !DILocation(line: 74, column: 29, scope: !206)
!208 = !DILocation(line: 74, column: 27, scope: !206)
!209 = !DILocation(line: 74, column: 9, scope: !202)
!210 = !DILocation(line: 75, column: 25, scope: !206)
!211 = !DILocation(line: 75, column: 21, scope: !206)
!212 = !DILocation(line: 75, column: 18, scope: !206)
!213 = !DILocation(line: 75, column: 13, scope: !206)
!214 = !DILocation(line: 74, column: 35, scope: !206)
!215 = !DILocation(line: 74, column: 9, scope: !206)
!216 = distinct !{!216, !209, !217, !68}
!217 = !DILocation(line: 75, column: 26, scope: !202)
!218 = !DILocation(line: 76, column: 17, scope: !167)
!219 = !DILocation(line: 76, column: 14, scope: !167)
!220 = !DILocation(line: 77, column: 49, scope: !167)
!221 = !DILocation(line: 77, column: 54, scope: !167)
!222 = !DILocation(line: 77, column: 60, scope: !167)
!223 = !DILocation(line: 77, column: 9, scope: !167)
!224 = !DILocation(line: 78, column: 5, scope: !163)
!225 = !DILocation(line: 78, column: 5, scope: !167)
!226 = !DILocation(line: 69, column: 37, scope: !163)
!227 = !DILocation(line: 69, column: 5, scope: !163)
!228 = distinct !{!228, !165, !229, !68}
!229 = !DILocation(line: 78, column: 5, scope: !159)
!230 = !DILocalVariable(name: "r", scope: !12, file: !1, line: 80, type: !15)
!231 = !DILocation(line: 80, column: 9, scope: !12)
!232 = !DILocalVariable(name: "c", scope: !12, file: !1, line: 80, type: !15)
!233 = !DILocation(line: 80, column: 16, scope: !12)
!234 = !DILocation(line: 81, column: 14, scope: !12)
!235 = !DILocation(line: 81, column: 5, scope: !12)
!236 = !DILocation(line: 81, column: 17, scope: !12)
!237 = !DILocalVariable(name: "__vla_expr5", scope: !12, type: !38, flags: DIFlagArtificial)
!238 = !DILocation(line: 0, scope: !12)
!239 = !DILocalVariable(name: "__vla_expr6", scope: !12, type: !38, flags: DIFlagArtificial)
!240 = !DILocalVariable(name: "grid", scope: !12, file: !1, line: 81, type: !241)
!241 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, elements: !242)
!242 = !{!243, !244}
!243 = !DISubrange(count: !237)
!244 = !DISubrange(count: !239)
!245 = !DILocation(line: 81, column: 9, scope: !12)
!246 = !DILocation(line: 82, column: 16, scope: !12)
!247 = !DILocation(line: 82, column: 5, scope: !12)
!248 = !DILocalVariable(name: "row", scope: !12, file: !1, line: 82, type: !249)
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !250, size: 64)
!250 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, elements: !251)
!251 = !{!252}
!252 = !DISubrange(count: -1)
!253 = !DILocation(line: 82, column: 11, scope: !12)
!254 = !DILocalVariable(name: "i", scope: !255, file: !1, line: 83, type: !15)
!255 = distinct !DILexicalBlock(scope: !12, file: !1, line: 83, column: 5)
!256 = !DILocation(line: 83, column: 14, scope: !255)
!257 = !DILocation(line: 83, column: 10, scope: !255)
!258 = !DILocation(line: 83, column: 21, scope: !259)
!259 = distinct !DILexicalBlock(scope: !255, file: !1, line: 83, column: 5)
!260 = !DILocation(line: 83, column: 25, scope: !259)
!261 = !DILocation(line: 83, column: 23, scope: !259)
!262 = !DILocation(line: 83, column: 5, scope: !255)
!263 = !DILocalVariable(name: "j", scope: !264, file: !1, line: 84, type: !15)
!264 = distinct !DILexicalBlock(scope: !259, file: !1, line: 84, column: 9)
!265 = !DILocation(line: 84, column: 18, scope: !264)
!266 = !DILocation(line: 84, column: 14, scope: !264)
!267 = !DILocation(line: 84, column: 25, scope: !268)
!268 = distinct !DILexicalBlock(scope: !264, file: !1, line: 84, column: 9)
!269 = !DILocation(line: 84, column: 29, scope: !268)
!270 = !DILocation(line: 84, column: 27, scope: !268)
!271 = !DILocation(line: 84, column: 9, scope: !264)
!272 = !DILocation(line: 85, column: 25, scope: !268)
!273 = !DILocation(line: 85, column: 27, scope: !268)
!274 = !DILocation(line: 85, column: 34, scope: !268)
!275 = !DILocation(line: 85, column: 32, scope: !268)
!276 = !DILocation(line: 85, column: 13, scope: !268)
!277 = !DILocation(line: 85, column: 17, scope: !268)
!278 = !DILocation(line: 85, column: 20, scope: !268)
!279 = !DILocation(line: 85, column: 23, scope: !268)
!280 = !DILocation(line: 84, column: 33, scope: !268)
!281 = !DILocation(line: 84, column: 9, scope: !268)
!282 = distinct !{!282, !271, !283, !68}
!283 = !DILocation(line: 85, column: 34, scope: !264)
!284 = !DILocation(line: 83, column: 29, scope: !259)
!285 = !DILocation(line: 83, column: 5, scope: !259)
!286 = distinct !{!286, !262, !287, !68}
!287 = !DILocation(line: 85, column: 34, scope: !255)
!288 = !DILocation(line: 86, column: 8, scope: !12)
!289 = !DILocation(line: 87, column: 59, scope: !12)
!290 = !DILocation(line: 87, column: 72, scope: !12)
!291 = !DILocation(line: 87, column: 70, scope: !12)
!292 = !DILocation(line: 87, column: 89, scope: !12)
!293 = !DILocation(line: 87, column: 81, scope: !12)
!294 = !DILocation(line: 87, column: 5, scope: !12)
!295 = !DILocation(line: 88, column: 5, scope: !12)
!296 = !DILocation(line: 89, column: 1, scope: !12)
!297 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 13, type: !298, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!298 = !DISubroutineType(types: !299)
!299 = !{null, !15, !15, !249, !15}
!300 = !DILocalVariable(name: "rows", arg: 1, scope: !297, file: !1, line: 13, type: !15)
!301 = !DILocation(line: 13, column: 22, scope: !297)
!302 = !DILocalVariable(name: "cols", arg: 2, scope: !297, file: !1, line: 13, type: !15)
!303 = !DILocation(line: 13, column: 32, scope: !297)
!304 = !DILocalVariable(name: "m", arg: 3, scope: !297, file: !1, line: 13, type: !249)
!305 = !DILocation(line: 13, column: 42, scope: !297)
!306 = !DILocalVariable(name: "seed", arg: 4, scope: !297, file: !1, line: 13, type: !15)
!307 = !DILocation(line: 13, column: 61, scope: !297)
!308 = !DILocation(line: 13, column: 44, scope: !297)
!309 = !DILocation(line: 13, column: 50, scope: !297)
!310 = !DILocalVariable(name: "i", scope: !311, file: !1, line: 14, type: !15)
!311 = distinct !DILexicalBlock(scope: !297, file: !1, line: 14, column: 5)
!312 = !DILocation(line: 14, column: 14, scope: !311)
!313 = !DILocation(line: 14, column: 10, scope: !311)
!314 = !DILocation(line: 14, column: 21, scope: !315)
!315 = distinct !DILexicalBlock(scope: !311, file: !1, line: 14, column: 5)
!316 = !DILocation(line: 14, column: 25, scope: !315)
!317 = !DILocation(line: 14, column: 23, scope: !315)
!318 = !DILocation(line: 14, column: 5, scope: !311)
!319 = !DILocalVariable(name: "j", scope: !320, file: !1, line: 15, type: !15)
!320 = distinct !DILexicalBlock(scope: !315, file: !1, line: 15, column: 9)
!321 = !DILocation(line: 15, column: 18, scope: !320)
!322 = !DILocation(line: 15, column: 14, scope: !320)
!323 = !DILocation(line: 15, column: 25, scope: !324)
!324 = distinct !DILexicalBlock(scope: !320, file: !1, line: 15, column: 9)
!325 = !DILocation(line: 15, column: 29, scope: !324)
!326 = !DILocation(line: 15, column: 27, scope: !324)
!327 = !DILocation(line: 15, column: 9, scope: !320)
!328 = !DILocation(line: 16, column: 24, scope: !324)
!329 = !DILocation(line: 16, column: 28, scope: !324)
!330 = !DILocation(line: 16, column: 26, scope: !324)
!331 = !DILocation(line: 16, column: 35, scope: !324)
!332 = !DILocation(line: 16, column: 33, scope: !324)
!333 = !DILocation(line: 16, column: 39, scope: !324)
!334 = !DILocation(line: 16, column: 37, scope: !324)
!335 = !DILocation(line: 16, column: 45, scope: !324)
!336 = !DILocation(line: 16, column: 50, scope: !324)
!337 = !DILocation(line: 16, column: 13, scope: !324)
!338 = !DILocation(line: 16, column: 15, scope: !324)
!339 = !DILocation(line: 16, column: 18, scope: !324)
!340 = !DILocation(line: 16, column: 21, scope: !324)
!341 = !DILocation(line: 15, column: 36, scope: !324)
!342 = !DILocation(line: 15, column: 9, scope: !324)
!343 = distinct !{!343, !327, !344, !68}
!344 = !DILocation(line: 16, column: 52, scope: !320)
!345 = !DILocation(line: 14, column: 32, scope: !315)
!346 = !DILocation(line: 14, column: 5, scope: !315)
!347 = distinct !{!347, !318, !348, !68}
!348 = !DILocation(line: 16, column: 52, scope: !311)
!349 = !DILocation(line: 17, column: 1, scope: !297)
!350 = distinct !DISubprogram(name: "sum2d", scope: !1, file: !1, line: 5, type: !351, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!351 = !DISubroutineType(types: !352)
!352 = !{!353, !15, !15, !249}
!353 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!354 = !DILocalVariable(name: "rows", arg: 1, scope: !350, file: !1, line: 5, type: !15)
!355 = !DILocation(line: 5, column: 23, scope: !350)
!356 = !DILocalVariable(name: "cols", arg: 2, scope: !350, file: !1, line: 5, type: !15)
!357 = !DILocation(line: 5, column: 33, scope: !350)
!358 = !DILocalVariable(name: "m", arg: 3, scope: !350, file: !1, line: 5, type: !249)
!359 = !DILocation(line: 5, column: 43, scope: !350)
!360 = !DILocation(line: 5, column: 45, scope: !350)
!361 = !DILocation(line: 5, column: 51, scope: !350)
!362 = !DILocalVariable(name: "s", scope: !350, file: !1, line: 6, type: !353)
!363 = !DILocation(line: 6, column: 10, scope: !350)
!364 = !DILocalVariable(name: "i", scope: !365, file: !1, line: 7, type: !15)
!365 = distinct !DILexicalBlock(scope: !350, file: !1, line: 7, column: 5)
!366 = !DILocation(line: 7, column: 14, scope: !365)
!367 = !DILocation(line: 7, column: 10, scope: !365)
!368 = !DILocation(line: 7, column: 21, scope: !369)
!369 = distinct !DILexicalBlock(scope: !365, file: !1, line: 7, column: 5)
!370 = !DILocation(line: 7, column: 25, scope: !369)
!371 = !DILocation(line: 7, column: 23, scope: !369)
!372 = !DILocation(line: 7, column: 5, scope: !365)
!373 = !DILocalVariable(name: "j", scope: !374, file: !1, line: 8, type: !15)
!374 = distinct !DILexicalBlock(scope: !369, file: !1, line: 8, column: 9)
!375 = !DILocation(line: 8, column: 18, scope: !374)
!376 = !DILocation(line: 8, column: 14, scope: !374)
!377 = !DILocation(line: 8, column: 25, scope: !378)
!378 = distinct !DILexicalBlock(scope: !374, file: !1, line: 8, column: 9)
!379 = !DILocation(line: 8, column: 29, scope: !378)
!380 = !DILocation(line: 8, column: 27, scope: !378)
!381 = !DILocation(line: 8, column: 9, scope: !374)
!382 = !DILocation(line: 9, column: 18, scope: !378)
!383 = !DILocation(line: 9, column: 20, scope: !378)
!384 = !DILocation(line: 9, column: 23, scope: !378)
!385 = !DILocation(line: 9, column: 29, scope: !378)
!386 = !DILocation(line: 9, column: 33, scope: !378)
!387 = !DILocation(line: 9, column: 31, scope: !378)
!388 = !DILocation(line: 9, column: 26, scope: !378)
!389 = !DILocation(line: 9, column: 15, scope: !378)
!390 = !DILocation(line: 9, column: 13, scope: !378)
!391 = !DILocation(line: 8, column: 36, scope: !378)
!392 = !DILocation(line: 8, column: 9, scope: !378)
!393 = distinct !{!393, !381, !394, !68}
!394 = !DILocation(line: 9, column: 34, scope: !374)
!395 = !DILocation(line: 7, column: 32, scope: !369)
!396 = !DILocation(line: 7, column: 5, scope: !369)
!397 = distinct !{!397, !372, !398, !68}
!398 = !DILocation(line: 9, column: 34, scope: !365)
!399 = !DILocation(line: 10, column: 12, scope: !350)
!400 = !DILocation(line: 10, column: 5, scope: !350)
!401 = distinct !DISubprogram(name: "det_rec", scope: !1, file: !1, line: 19, type: !402, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!402 = !DISubroutineType(types: !403)
!403 = !{!15, !15, !249}
!404 = !DILocalVariable(name: "n", arg: 1, scope: !401, file: !1, line: 19, type: !15)
!405 = !DILocation(line: 19, column: 24, scope: !401)
!406 = !DILocalVariable(name: "m", arg: 2, scope: !401, file: !1, line: 19, type: !249)
!407 = !DILocation(line: 19, column: 31, scope: !401)
!408 = !DILocation(line: 19, column: 33, scope: !401)
!409 = !DILocation(line: 19, column: 36, scope: !401)
!410 = !DILocation(line: 20, column: 9, scope: !411)
!411 = distinct !DILexicalBlock(scope: !401, file: !1, line: 20, column: 9)
!412 = !DILocation(line: 20, column: 11, scope: !411)
!413 = !DILocation(line: 20, column: 9, scope: !401)
!414 = !DILocation(line: 21, column: 16, scope: !411)
!415 = !DILocation(line: 21, column: 9, scope: !411)
!416 = !DILocalVariable(name: "det", scope: !401, file: !1, line: 22, type: !15)
!417 = !DILocation(line: 22, column: 9, scope: !401)
!418 = !DILocalVariable(name: "c", scope: !419, file: !1, line: 23, type: !15)
!419 = distinct !DILexicalBlock(scope: !401, file: !1, line: 23, column: 5)
!420 = !DILocation(line: 23, column: 14, scope: !419)
!421 = !DILocation(line: 23, column: 10, scope: !419)
!422 = !DILocation(line: 23, column: 21, scope: !423)
!423 = distinct !DILexicalBlock(scope: !419, file: !1, line: 23, column: 5)
!424 = !DILocation(line: 23, column: 25, scope: !423)
!425 = !DILocation(line: 23, column: 23, scope: !423)
!426 = !DILocation(line: 23, column: 5, scope: !419)
!427 = !DILocation(line: 24, column: 17, scope: !428)
!428 = distinct !DILexicalBlock(scope: !423, file: !1, line: 23, column: 33)
!429 = !DILocation(line: 24, column: 19, scope: !428)
!430 = !DILocation(line: 24, column: 9, scope: !428)
!431 = !DILocation(line: 24, column: 24, scope: !428)
!432 = !DILocation(line: 24, column: 26, scope: !428)
!433 = !DILocalVariable(name: "__vla_expr0", scope: !428, type: !38, flags: DIFlagArtificial)
!434 = !DILocation(line: 0, scope: !428)
!435 = !DILocalVariable(name: "__vla_expr1", scope: !428, type: !38, flags: DIFlagArtificial)
!436 = !DILocalVariable(name: "sub", scope: !428, file: !1, line: 24, type: !437)
!437 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, elements: !438)
!438 = !{!439, !440}
!439 = !DISubrange(count: !433)
!440 = !DISubrange(count: !435)
!441 = !DILocation(line: 24, column: 13, scope: !428)
!442 = !DILocalVariable(name: "i", scope: !443, file: !1, line: 25, type: !15)
!443 = distinct !DILexicalBlock(scope: !428, file: !1, line: 25, column: 9)
!444 = !DILocation(line: 25, column: 18, scope: !443)
!445 = !DILocation(line: 25, column: 14, scope: !443)
!446 = !DILocation(line: 25, column: 25, scope: !447)
!447 = distinct !DILexicalBlock(scope: !443, file: !1, line: 25, column: 9)
!448 = !DILocation(line: 25, column: 29, scope: !447)
!449 = !DILocation(line: 25, column: 27, scope: !447)
!450 = !DILocation(line: 25, column: 9, scope: !443)
!451 = !DILocalVariable(name: "cc", scope: !452, file: !1, line: 26, type: !15)
!452 = distinct !DILexicalBlock(scope: !447, file: !1, line: 25, column: 37)
!453 = !DILocation(line: 26, column: 17, scope: !452)
!454 = !DILocalVariable(name: "j", scope: !455, file: !1, line: 27, type: !15)
!455 = distinct !DILexicalBlock(scope: !452, file: !1, line: 27, column: 13)
!456 = !DILocation(line: 27, column: 22, scope: !455)
!457 = !DILocation(line: 27, column: 18, scope: !455)
!458 = !DILocation(line: 27, column: 29, scope: !459)
!459 = distinct !DILexicalBlock(scope: !455, file: !1, line: 27, column: 13)
!460 = !DILocation(line: 27, column: 33, scope: !459)
!461 = !DILocation(line: 27, column: 31, scope: !459)
!462 = !DILocation(line: 27, column: 13, scope: !455)
!463 = !DILocation(line: 28, column: 21, scope: !464)
!464 = distinct !DILexicalBlock(scope: !459, file: !1, line: 28, column: 21)
!465 = !DILocation(line: 28, column: 26, scope: !464)
!466 = !DILocation(line: 28, column: 23, scope: !464)
!467 = !DILocation(line: 28, column: 21, scope: !459)
!468 = !DILocation(line: 29, column: 40, scope: !464)
!469 = !DILocation(line: 29, column: 42, scope: !464)
!470 = !DILocation(line: 29, column: 45, scope: !464)
!471 = !DILocation(line: 29, column: 25, scope: !464)
!472 = !DILocation(line: 29, column: 27, scope: !464)
!473 = !DILocation(line: 29, column: 21, scope: !464)
!474 = !DILocation(line: 29, column: 34, scope: !464)
!475 = !DILocation(line: 29, column: 38, scope: !464)
!476 = !DILocation(line: 27, column: 37, scope: !459)
!477 = !DILocation(line: 27, column: 13, scope: !459)
!478 = distinct !{!478, !462, !479, !68}
!479 = !DILocation(line: 29, column: 46, scope: !455)
!480 = !DILocation(line: 30, column: 9, scope: !452)
!481 = !DILocation(line: 25, column: 33, scope: !447)
!482 = !DILocation(line: 25, column: 9, scope: !447)
!483 = distinct !{!483, !450, !484, !68}
!484 = !DILocation(line: 30, column: 9, scope: !443)
!485 = !DILocalVariable(name: "sign", scope: !428, file: !1, line: 31, type: !15)
!486 = !DILocation(line: 31, column: 13, scope: !428)
!487 = !DILocation(line: 31, column: 20, scope: !428)
!488 = !DILocation(line: 31, column: 22, scope: !428)
!489 = !DILocation(line: 32, column: 16, scope: !428)
!490 = !DILocation(line: 32, column: 23, scope: !428)
!491 = !DILocation(line: 32, column: 28, scope: !428)
!492 = !DILocation(line: 32, column: 21, scope: !428)
!493 = !DILocation(line: 32, column: 41, scope: !428)
!494 = !DILocation(line: 32, column: 43, scope: !428)
!495 = !DILocation(line: 32, column: 33, scope: !428)
!496 = !DILocation(line: 32, column: 31, scope: !428)
!497 = !DILocation(line: 32, column: 13, scope: !428)
!498 = !DILocation(line: 33, column: 5, scope: !423)
!499 = !DILocation(line: 33, column: 5, scope: !428)
!500 = !DILocation(line: 23, column: 29, scope: !423)
!501 = !DILocation(line: 23, column: 5, scope: !423)
!502 = distinct !{!502, !426, !503, !68}
!503 = !DILocation(line: 33, column: 5, scope: !419)
!504 = !DILocation(line: 34, column: 12, scope: !401)
!505 = !DILocation(line: 34, column: 5, scope: !401)
!506 = !DILocation(line: 35, column: 1, scope: !401)
!507 = distinct !DISubprogram(name: "sieve_count", scope: !1, file: !1, line: 37, type: !508, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!508 = !DISubroutineType(types: !509)
!509 = !{!3, !15}
!510 = !DILocalVariable(name: "n", arg: 1, scope: !507, file: !1, line: 37, type: !15)
!511 = !DILocation(line: 37, column: 33, scope: !507)
!512 = !DILocation(line: 38, column: 13, scope: !507)
!513 = !DILocation(line: 38, column: 15, scope: !507)
!514 = !DILocation(line: 38, column: 5, scope: !507)
!515 = !DILocalVariable(name: "__vla_expr0", scope: !507, type: !38, flags: DIFlagArtificial)
!516 = !DILocation(line: 0, scope: !507)
!517 = !DILocalVariable(name: "is", scope: !507, file: !1, line: 38, type: !518)
!518 = !DICompositeType(tag: DW_TAG_array_type, baseType: !519, elements: !520)
!519 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!520 = !{!521}
!521 = !DISubrange(count: !515)
!522 = !DILocation(line: 38, column: 10, scope: !507)
!523 = !DILocalVariable(name: "i", scope: !524, file: !1, line: 39, type: !15)
!524 = distinct !DILexicalBlock(scope: !507, file: !1, line: 39, column: 5)
!525 = !DILocation(line: 39, column: 14, scope: !524)
!526 = !DILocation(line: 39, column: 10, scope: !524)
!527 = !DILocation(line: 39, column: 21, scope: !528)
!528 = distinct !DILexicalBlock(scope: !524, file: !1, line: 39, column: 5)
!529 = !DILocation(line: 39, column: 26, scope: !528)
!530 = !DILocation(line: 39, column: 23, scope: !528)
!531 = !DILocation(line: 39, column: 5, scope: !524)
!532 = !DILocation(line: 40, column: 17, scope: !528)
!533 = !DILocation(line: 40, column: 19, scope: !528)
!534 = !DILocation(line: 40, column: 12, scope: !528)
!535 = !DILocation(line: 40, column: 9, scope: !528)
!536 = !DILocation(line: 40, column: 15, scope: !528)
!537 = !DILocation(line: 39, column: 30, scope: !528)
!538 = !DILocation(line: 39, column: 5, scope: !528)
!539 = distinct !{!539, !531, !540, !68}
!540 = !DILocation(line: 40, column: 22, scope: !524)
!541 = !DILocalVariable(name: "i", scope: !542, file: !1, line: 41, type: !15)
!542 = distinct !DILexicalBlock(scope: !507, file: !1, line: 41, column: 5)
!543 = !DILocation(line: 41, column: 14, scope: !542)
!544 = !DILocation(line: 41, column: 10, scope: !542)
!545 = !DILocation(line: 41, column: 21, scope: !546)
!546 = distinct !DILexicalBlock(scope: !542, file: !1, line: 41, column: 5)
!547 = !DILocation(line: 41, column: 25, scope: !546)
!548 = !DILocation(line: 41, column: 23, scope: !546)
!549 = !DILocation(line: 41, column: 30, scope: !546)
!550 = !DILocation(line: 41, column: 27, scope: !546)
!551 = !DILocation(line: 41, column: 5, scope: !542)
!552 = !DILocation(line: 42, column: 16, scope: !553)
!553 = distinct !DILexicalBlock(scope: !546, file: !1, line: 42, column: 13)
!554 = !DILocation(line: 42, column: 13, scope: !553)
!555 = !DILocation(line: 42, column: 13, scope: !546)
!556 = !DILocalVariable(name: "j", scope: !557, file: !1, line: 43, type: !15)
!557 = distinct !DILexicalBlock(scope: !553, file: !1, line: 43, column: 13)
!558 = !DILocation(line: 43, column: 22, scope: !557)
!559 = !DILocation(line: 43, column: 26, scope: !557)
!560 = !DILocation(line: 43, column: 30, scope: !557)
!561 = !DILocation(line: 43, column: 28, scope: !557)
!562 = !DILocation(line: 43, column: 18, scope: !557)
!563 = !DILocation(line: 43, column: 33, scope: !564)
!564 = distinct !DILexicalBlock(scope: !557, file: !1, line: 43, column: 13)
!565 = !DILocation(line: 43, column: 38, scope: !564)
!566 = !DILocation(line: 43, column: 35, scope: !564)
!567 = !DILocation(line: 43, column: 13, scope: !557)
!568 = !DILocation(line: 44, column: 20, scope: !564)
!569 = !DILocation(line: 44, column: 17, scope: !564)
!570 = !DILocation(line: 44, column: 23, scope: !564)
!571 = !DILocation(line: 43, column: 46, scope: !564)
!572 = !DILocation(line: 43, column: 43, scope: !564)
!573 = !DILocation(line: 43, column: 13, scope: !564)
!574 = distinct !{!574, !567, !575, !68}
!575 = !DILocation(line: 44, column: 25, scope: !557)
!576 = !DILocation(line: 42, column: 17, scope: !553)
!577 = !DILocation(line: 41, column: 34, scope: !546)
!578 = !DILocation(line: 41, column: 5, scope: !546)
!579 = distinct !{!579, !551, !580, !68}
!580 = !DILocation(line: 44, column: 25, scope: !542)
!581 = !DILocalVariable(name: "c", scope: !507, file: !1, line: 45, type: !3)
!582 = !DILocation(line: 45, column: 14, scope: !507)
!583 = !DILocalVariable(name: "i", scope: !584, file: !1, line: 46, type: !15)
!584 = distinct !DILexicalBlock(scope: !507, file: !1, line: 46, column: 5)
!585 = !DILocation(line: 46, column: 14, scope: !584)
!586 = !DILocation(line: 46, column: 10, scope: !584)
!587 = !DILocation(line: 46, column: 21, scope: !588)
!588 = distinct !DILexicalBlock(scope: !584, file: !1, line: 46, column: 5)
!589 = !DILocation(line: 46, column: 26, scope: !588)
!590 = !DILocation(line: 46, column: 23, scope: !588)
!591 = !DILocation(line: 46, column: 5, scope: !584)
!592 = !DILocation(line: 47, column: 27, scope: !588)
!593 = !DILocation(line: 47, column: 24, scope: !588)
!594 = !DILocation(line: 47, column: 14, scope: !588)
!595 = !DILocation(line: 47, column: 11, scope: !588)
!596 = !DILocation(line: 47, column: 9, scope: !588)
!597 = !DILocation(line: 46, column: 30, scope: !588)
!598 = !DILocation(line: 46, column: 5, scope: !588)
!599 = distinct !{!599, !591, !600, !68}
!600 = !DILocation(line: 47, column: 28, scope: !584)
!601 = !DILocation(line: 48, column: 12, scope: !507)
!602 = !DILocation(line: 49, column: 1, scope: !507)
