; ModuleID = 'misc_semantics.c'
source_filename = "misc_semantics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pt = type { i32, i32 }

@.str = private unnamed_addr constant [23 x i8] c"comma a=%d counter=%d\0A\00", align 1, !dbg !0
@counter = internal global i32 0, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [16 x i8] c"i=%d j=%d k=%d\0A\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [6 x i8] c"x=%d\0A\00", align 1, !dbg !19
@.str.3 = private unnamed_addr constant [19 x i8] c"uc=%u sc=%d sh=%d\0A\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [20 x i8] c"cond type: %ld %lu\0A\00", align 1, !dbg !29
@.str.5 = private unnamed_addr constant [6 x i8] c"d=%f\0A\00", align 1, !dbg !34
@constinit = private constant [3 x %struct.pt] [%struct.pt { i32 1, i32 2 }, %struct.pt { i32 3, i32 4 }, %struct.pt { i32 5, i32 6 }], align 4
@.str.6 = private unnamed_addr constant [36 x i8] c"compound literal sum=%d cp=(%d,%d)\0A\00", align 1, !dbg !36
@.str.7 = private unnamed_addr constant [15 x i8] c"do-while n=%d\0A\00", align 1, !dbg !41
@.str.8 = private unnamed_addr constant [18 x i8] c"do-while(0) n=%d\0A\00", align 1, !dbg !46
@.str.9 = private unnamed_addr constant [20 x i8] c"countdown total=%u\0A\00", align 1, !dbg !51
@.str.10 = private unnamed_addr constant [10 x i8] c"found=%d\0A\00", align 1, !dbg !53
@.str.11 = private unnamed_addr constant [6 x i8] c"w=%d \00", align 1, !dbg !58
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !60
@.str.13 = private unnamed_addr constant [7 x i8] c"w == 8\00", align 1, !dbg !65
@.str.14 = private unnamed_addr constant [17 x i8] c"misc_semantics.c\00", align 1, !dbg !70
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !75
@.str.15 = private unnamed_addr constant [34 x i8] c"PANCAM_SURELY_UNSET_VARIABLE_4f1c\00", align 1, !dbg !79
@.str.16 = private unnamed_addr constant [20 x i8] c"getenv unset -> %s\0A\00", align 1, !dbg !84
@.str.17 = private unnamed_addr constant [4 x i8] c"set\00", align 1, !dbg !86
@.str.18 = private unnamed_addr constant [5 x i8] c"NULL\00", align 1, !dbg !91
@.str.19 = private unnamed_addr constant [23 x i8] c"logic r=%d counter=%d\0A\00", align 1, !dbg !96
@.str.20 = private unnamed_addr constant [10 x i8] c"evens=%d\0A\00", align 1, !dbg !98
@.str.21 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !100
@.str.22 = private unnamed_addr constant [4 x i8] c"neg\00", align 1, !dbg !102
@.str.23 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !104
@.str.24 = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !106
@.str.25 = private unnamed_addr constant [5 x i8] c"many\00", align 1, !dbg !108
@main.zeros = internal global [5 x i32] zeroinitializer, align 16, !dbg !110
@__const.main.partial = private unnamed_addr constant [6 x i32] [i32 1, i32 2, i32 0, i32 0, i32 0, i32 0], align 16
@__const.main.designated = private unnamed_addr constant [6 x i32] [i32 0, i32 3, i32 0, i32 0, i32 9, i32 0], align 16
@.str.26 = private unnamed_addr constant [10 x i8] c"%d/%d/%d \00", align 1, !dbg !118

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !112 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i16, align 2
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca [3 x %struct.pt], align 4
  %15 = alloca ptr, align 8
  %16 = alloca %struct.pt, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca [6 x i32], align 16
  %30 = alloca [6 x i32], align 16
  %31 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !128, !DIExpression(), !129)
  %32 = call i32 @tick(), !dbg !130
  %33 = call i32 @tick(), !dbg !131
  %34 = call i32 @tick(), !dbg !132
  store i32 %34, ptr %2, align 4, !dbg !129
  %35 = load i32, ptr %2, align 4, !dbg !133
  %36 = load i32, ptr @counter, align 4, !dbg !134
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %35, i32 noundef %36), !dbg !135
    #dbg_declare(ptr %3, !136, !DIExpression(), !137)
  store i32 5, ptr %3, align 4, !dbg !137
    #dbg_declare(ptr %4, !138, !DIExpression(), !139)
  %38 = load i32, ptr %3, align 4, !dbg !140
  %39 = add nsw i32 %38, 1, !dbg !140
  store i32 %39, ptr %3, align 4, !dbg !140
  %40 = add nsw i32 %38, 10, !dbg !141
  store i32 %40, ptr %4, align 4, !dbg !139
    #dbg_declare(ptr %5, !142, !DIExpression(), !143)
  %41 = load i32, ptr %3, align 4, !dbg !144
  %42 = add nsw i32 %41, 1, !dbg !144
  store i32 %42, ptr %3, align 4, !dbg !144
  %43 = mul nsw i32 %42, 2, !dbg !145
  store i32 %43, ptr %5, align 4, !dbg !143
  %44 = load i32, ptr %3, align 4, !dbg !146
  %45 = load i32, ptr %4, align 4, !dbg !147
  %46 = load i32, ptr %5, align 4, !dbg !148
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %44, i32 noundef %45, i32 noundef %46), !dbg !149
    #dbg_declare(ptr %6, !150, !DIExpression(), !151)
  store i32 10, ptr %6, align 4, !dbg !151
  %48 = load i32, ptr %6, align 4, !dbg !152
  %49 = add nsw i32 %48, 7, !dbg !152
  store i32 %49, ptr %6, align 4, !dbg !152
  %50 = load i32, ptr %6, align 4, !dbg !153
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %50), !dbg !154
    #dbg_declare(ptr %7, !155, !DIExpression(), !157)
  store i8 -6, ptr %7, align 1, !dbg !157
  %52 = load i8, ptr %7, align 1, !dbg !158
  %53 = zext i8 %52 to i32, !dbg !158
  %54 = add nsw i32 %53, 10, !dbg !158
  %55 = trunc i32 %54 to i8, !dbg !158
  store i8 %55, ptr %7, align 1, !dbg !158
    #dbg_declare(ptr %8, !159, !DIExpression(), !161)
  store i8 100, ptr %8, align 1, !dbg !161
  %56 = load i8, ptr %8, align 1, !dbg !162
  %57 = sext i8 %56 to i32, !dbg !162
  %58 = sub nsw i32 %57, 50, !dbg !162
  %59 = trunc i32 %58 to i8, !dbg !162
  store i8 %59, ptr %8, align 1, !dbg !162
    #dbg_declare(ptr %9, !163, !DIExpression(), !165)
  store i16 1000, ptr %9, align 2, !dbg !165
  %60 = load i16, ptr %9, align 2, !dbg !166
  %61 = sext i16 %60 to i32, !dbg !166
  %62 = mul nsw i32 %61, 30, !dbg !166
  %63 = trunc i32 %62 to i16, !dbg !166
  store i16 %63, ptr %9, align 2, !dbg !166
  %64 = load i8, ptr %7, align 1, !dbg !167
  %65 = zext i8 %64 to i32, !dbg !167
  %66 = load i8, ptr %8, align 1, !dbg !168
  %67 = sext i8 %66 to i32, !dbg !168
  %68 = load i16, ptr %9, align 2, !dbg !169
  %69 = sext i16 %68 to i32, !dbg !169
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %65, i32 noundef %67, i32 noundef %69), !dbg !170
    #dbg_declare(ptr %10, !171, !DIExpression(), !173)
  store i32 5, ptr %10, align 4, !dbg !173
    #dbg_declare(ptr %11, !174, !DIExpression(), !175)
  store i64 -1, ptr %11, align 8, !dbg !175
  %71 = load i64, ptr %11, align 8, !dbg !176
  %72 = load i32, ptr %10, align 4, !dbg !177
  %73 = zext i32 %72 to i64, !dbg !178
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %71, i64 noundef %73), !dbg !179
    #dbg_declare(ptr %12, !180, !DIExpression(), !182)
  store double 1.000000e+00, ptr %12, align 8, !dbg !182
  %75 = load double, ptr %12, align 8, !dbg !183
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %75), !dbg !184
    #dbg_declare(ptr %13, !185, !DIExpression(), !186)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 @constinit, i64 24, i1 false), !dbg !187
  %77 = getelementptr inbounds [3 x %struct.pt], ptr %14, i64 0, i64 0, !dbg !188
  %78 = call i32 @sum_pts(ptr noundef %77, i32 noundef 3), !dbg !189
  store i32 %78, ptr %13, align 4, !dbg !186
    #dbg_declare(ptr %15, !190, !DIExpression(), !196)
  %79 = getelementptr inbounds %struct.pt, ptr %16, i32 0, i32 0, !dbg !197
  store i32 7, ptr %79, align 4, !dbg !197
  %80 = getelementptr inbounds %struct.pt, ptr %16, i32 0, i32 1, !dbg !197
  store i32 8, ptr %80, align 4, !dbg !197
  store ptr %16, ptr %15, align 8, !dbg !196
  %81 = load ptr, ptr %15, align 8, !dbg !198
  %82 = getelementptr inbounds %struct.pt, ptr %81, i32 0, i32 0, !dbg !199
  %83 = load i32, ptr %82, align 4, !dbg !200
  %84 = add nsw i32 %83, 1, !dbg !200
  store i32 %84, ptr %82, align 4, !dbg !200
  %85 = load i32, ptr %13, align 4, !dbg !201
  %86 = load ptr, ptr %15, align 8, !dbg !202
  %87 = getelementptr inbounds %struct.pt, ptr %86, i32 0, i32 0, !dbg !203
  %88 = load i32, ptr %87, align 4, !dbg !203
  %89 = load ptr, ptr %15, align 8, !dbg !204
  %90 = getelementptr inbounds %struct.pt, ptr %89, i32 0, i32 1, !dbg !205
  %91 = load i32, ptr %90, align 4, !dbg !205
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %85, i32 noundef %88, i32 noundef %91), !dbg !206
    #dbg_declare(ptr %17, !207, !DIExpression(), !208)
  store i32 0, ptr %17, align 4, !dbg !208
  br label %93, !dbg !209

93:                                               ; preds = %96, %0
  %94 = load i32, ptr %17, align 4, !dbg !210
  %95 = add nsw i32 %94, 3, !dbg !210
  store i32 %95, ptr %17, align 4, !dbg !210
  br label %96, !dbg !212

96:                                               ; preds = %93
  %97 = load i32, ptr %17, align 4, !dbg !213
  %98 = icmp slt i32 %97, 20, !dbg !214
  br i1 %98, label %93, label %99, !dbg !212, !llvm.loop !215

99:                                               ; preds = %96
  %100 = load i32, ptr %17, align 4, !dbg !218
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %100), !dbg !219
  br label %102, !dbg !220

102:                                              ; preds = %99
  %103 = load i32, ptr %17, align 4, !dbg !221
  %104 = add nsw i32 %103, -1, !dbg !221
  store i32 %104, ptr %17, align 4, !dbg !221
  br label %105, !dbg !222

105:                                              ; preds = %102
  %106 = load i32, ptr %17, align 4, !dbg !223
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %106), !dbg !224
    #dbg_declare(ptr %18, !225, !DIExpression(), !226)
  store i32 0, ptr %18, align 4, !dbg !226
    #dbg_declare(ptr %19, !227, !DIExpression(), !229)
  store i32 10, ptr %19, align 4, !dbg !229
  br label %108, !dbg !230

108:                                              ; preds = %112, %105
  %109 = load i32, ptr %19, align 4, !dbg !231
  %110 = add i32 %109, -1, !dbg !231
  store i32 %110, ptr %19, align 4, !dbg !231
  %111 = icmp ugt i32 %109, 0, !dbg !233
  br i1 %111, label %112, label %116, !dbg !234

112:                                              ; preds = %108
  %113 = load i32, ptr %19, align 4, !dbg !235
  %114 = load i32, ptr %18, align 4, !dbg !236
  %115 = add i32 %114, %113, !dbg !236
  store i32 %115, ptr %18, align 4, !dbg !236
  br label %108, !dbg !237, !llvm.loop !238

116:                                              ; preds = %108
  %117 = load i32, ptr %18, align 4, !dbg !240
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %117), !dbg !241
    #dbg_declare(ptr %20, !242, !DIExpression(), !243)
  store i32 -1, ptr %20, align 4, !dbg !243
    #dbg_declare(ptr %21, !244, !DIExpression(), !246)
  store i32 0, ptr %21, align 4, !dbg !246
  br label %119, !dbg !247

119:                                              ; preds = %153, %116
  %120 = load i32, ptr %21, align 4, !dbg !248
  %121 = icmp slt i32 %120, 10, !dbg !250
  br i1 %121, label %122, label %125, !dbg !251

122:                                              ; preds = %119
  %123 = load i32, ptr %20, align 4, !dbg !252
  %124 = icmp slt i32 %123, 0, !dbg !253
  br label %125

125:                                              ; preds = %122, %119
  %126 = phi i1 [ false, %119 ], [ %124, %122 ], !dbg !254
  br i1 %126, label %127, label %156, !dbg !255

127:                                              ; preds = %125
    #dbg_declare(ptr %22, !256, !DIExpression(), !259)
  store i32 0, ptr %22, align 4, !dbg !259
  br label %128, !dbg !260

128:                                              ; preds = %149, %127
  %129 = load i32, ptr %22, align 4, !dbg !261
  %130 = icmp slt i32 %129, 10, !dbg !263
  br i1 %130, label %131, label %152, !dbg !264

131:                                              ; preds = %128
  %132 = load i32, ptr %21, align 4, !dbg !265
  %133 = load i32, ptr %22, align 4, !dbg !268
  %134 = add nsw i32 %132, %133, !dbg !269
  %135 = srem i32 %134, 2, !dbg !270
  %136 = icmp ne i32 %135, 0, !dbg !270
  br i1 %136, label %137, label %138, !dbg !271

137:                                              ; preds = %131
  br label %149, !dbg !272

138:                                              ; preds = %131
  %139 = load i32, ptr %21, align 4, !dbg !273
  %140 = load i32, ptr %22, align 4, !dbg !275
  %141 = mul nsw i32 %139, %140, !dbg !276
  %142 = icmp eq i32 %141, 24, !dbg !277
  br i1 %142, label %143, label %148, !dbg !278

143:                                              ; preds = %138
  %144 = load i32, ptr %21, align 4, !dbg !279
  %145 = mul nsw i32 %144, 10, !dbg !281
  %146 = load i32, ptr %22, align 4, !dbg !282
  %147 = add nsw i32 %145, %146, !dbg !283
  store i32 %147, ptr %20, align 4, !dbg !284
  br label %152, !dbg !285

148:                                              ; preds = %138
  br label %149, !dbg !286

149:                                              ; preds = %148, %137
  %150 = load i32, ptr %22, align 4, !dbg !287
  %151 = add nsw i32 %150, 1, !dbg !287
  store i32 %151, ptr %22, align 4, !dbg !287
  br label %128, !dbg !288, !llvm.loop !289

152:                                              ; preds = %143, %128
  br label %153, !dbg !291

153:                                              ; preds = %152
  %154 = load i32, ptr %21, align 4, !dbg !292
  %155 = add nsw i32 %154, 1, !dbg !292
  store i32 %155, ptr %21, align 4, !dbg !292
  br label %119, !dbg !293, !llvm.loop !294

156:                                              ; preds = %125
  %157 = load i32, ptr %20, align 4, !dbg !296
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %157), !dbg !297
    #dbg_declare(ptr %23, !298, !DIExpression(), !299)
  store i32 0, ptr %23, align 4, !dbg !299
  br label %159, !dbg !300

159:                                              ; preds = %156, %168, %169
  %160 = load i32, ptr %23, align 4, !dbg !301
  %161 = add nsw i32 %160, 1, !dbg !301
  store i32 %161, ptr %23, align 4, !dbg !301
  %162 = icmp sgt i32 %161, 7, !dbg !304
  br i1 %162, label %163, label %164, !dbg !305

163:                                              ; preds = %159
  br label %172, !dbg !306

164:                                              ; preds = %159
  %165 = load i32, ptr %23, align 4, !dbg !307
  %166 = srem i32 %165, 3, !dbg !309
  %167 = icmp eq i32 %166, 0, !dbg !310
  br i1 %167, label %168, label %169, !dbg !311

168:                                              ; preds = %164
  br label %159, !dbg !312, !llvm.loop !313

169:                                              ; preds = %164
  %170 = load i32, ptr %23, align 4, !dbg !315
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %170), !dbg !316
  br label %159, !dbg !300, !llvm.loop !313

172:                                              ; preds = %163
  %173 = call i32 (ptr, ...) @printf(ptr noundef @.str.12), !dbg !317
  %174 = load i32, ptr %23, align 4, !dbg !318
  %175 = icmp eq i32 %174, 8, !dbg !318
  br i1 %175, label %176, label %177, !dbg !321

176:                                              ; preds = %172
  br label %178, !dbg !321

177:                                              ; preds = %172
  call void @__assert_fail(ptr noundef @.str.13, ptr noundef @.str.14, i32 noundef 82, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !318
  unreachable, !dbg !318

178:                                              ; preds = %176
  %179 = load i32, ptr %23, align 4, !dbg !322
  %180 = icmp ne i32 %179, 8, !dbg !324
  br i1 %180, label %181, label %182, !dbg !325

181:                                              ; preds = %178
  call void @abort() #5, !dbg !326
  unreachable, !dbg !326

182:                                              ; preds = %178
    #dbg_declare(ptr %24, !327, !DIExpression(), !329)
  %183 = call ptr @getenv(ptr noundef @.str.15) #6, !dbg !330
  store ptr %183, ptr %24, align 8, !dbg !329
  %184 = load ptr, ptr %24, align 8, !dbg !331
  %185 = icmp ne ptr %184, null, !dbg !331
  %186 = zext i1 %185 to i64, !dbg !331
  %187 = select i1 %185, ptr @.str.17, ptr @.str.18, !dbg !331
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %187), !dbg !332
  store i32 0, ptr @counter, align 4, !dbg !333
    #dbg_declare(ptr %25, !334, !DIExpression(), !335)
  %189 = call i32 @tick(), !dbg !336
  %190 = icmp sgt i32 %189, 0, !dbg !337
  br i1 %190, label %191, label %194, !dbg !338

191:                                              ; preds = %182
  %192 = call i32 @tick(), !dbg !339
  %193 = icmp sgt i32 %192, 5, !dbg !340
  br i1 %193, label %197, label %194, !dbg !341

194:                                              ; preds = %191, %182
  %195 = call i32 @tick(), !dbg !342
  %196 = icmp eq i32 %195, 3, !dbg !343
  br label %197, !dbg !341

197:                                              ; preds = %194, %191
  %198 = phi i1 [ true, %191 ], [ %196, %194 ]
  %199 = zext i1 %198 to i32, !dbg !341
  store i32 %199, ptr %25, align 4, !dbg !335
  %200 = load i32, ptr %25, align 4, !dbg !344
  %201 = load i32, ptr @counter, align 4, !dbg !345
  %202 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %200, i32 noundef %201), !dbg !346
    #dbg_declare(ptr %26, !347, !DIExpression(), !348)
  store i32 0, ptr %26, align 4, !dbg !348
    #dbg_declare(ptr %27, !349, !DIExpression(), !351)
  store i32 0, ptr %27, align 4, !dbg !351
  br label %203, !dbg !352

203:                                              ; preds = %214, %197
  %204 = load i32, ptr %27, align 4, !dbg !353
  %205 = icmp slt i32 %204, 10, !dbg !355
  br i1 %205, label %206, label %217, !dbg !356

206:                                              ; preds = %203
  %207 = load i32, ptr %27, align 4, !dbg !357
  %208 = srem i32 %207, 2, !dbg !359
  switch i32 %208, label %210 [
    i32 1, label %209
  ], !dbg !360

209:                                              ; preds = %206
  br label %214, !dbg !361

210:                                              ; preds = %206
  %211 = load i32, ptr %26, align 4, !dbg !363
  %212 = add nsw i32 %211, 1, !dbg !363
  store i32 %212, ptr %26, align 4, !dbg !363
  br label %213, !dbg !364

213:                                              ; preds = %210
  br label %214, !dbg !365

214:                                              ; preds = %213, %209
  %215 = load i32, ptr %27, align 4, !dbg !366
  %216 = add nsw i32 %215, 1, !dbg !366
  store i32 %216, ptr %27, align 4, !dbg !366
  br label %203, !dbg !367, !llvm.loop !368

217:                                              ; preds = %203
  %218 = load i32, ptr %26, align 4, !dbg !370
  %219 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %218), !dbg !371
    #dbg_declare(ptr %28, !372, !DIExpression(), !374)
  store i32 -2, ptr %28, align 4, !dbg !374
  br label %220, !dbg !375

220:                                              ; preds = %241, %217
  %221 = load i32, ptr %28, align 4, !dbg !376
  %222 = icmp sle i32 %221, 2, !dbg !378
  br i1 %222, label %223, label %244, !dbg !379

223:                                              ; preds = %220
  %224 = load i32, ptr %28, align 4, !dbg !380
  %225 = icmp slt i32 %224, 0, !dbg !381
  br i1 %225, label %226, label %227, !dbg !380

226:                                              ; preds = %223
  br label %238, !dbg !380

227:                                              ; preds = %223
  %228 = load i32, ptr %28, align 4, !dbg !382
  %229 = icmp eq i32 %228, 0, !dbg !383
  br i1 %229, label %230, label %231, !dbg !382

230:                                              ; preds = %227
  br label %236, !dbg !382

231:                                              ; preds = %227
  %232 = load i32, ptr %28, align 4, !dbg !384
  %233 = icmp eq i32 %232, 1, !dbg !385
  %234 = zext i1 %233 to i64, !dbg !384
  %235 = select i1 %233, ptr @.str.24, ptr @.str.25, !dbg !384
  br label %236, !dbg !382

236:                                              ; preds = %231, %230
  %237 = phi ptr [ @.str.23, %230 ], [ %235, %231 ], !dbg !382
  br label %238, !dbg !380

238:                                              ; preds = %236, %226
  %239 = phi ptr [ @.str.22, %226 ], [ %237, %236 ], !dbg !380
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %239), !dbg !386
  br label %241, !dbg !386

241:                                              ; preds = %238
  %242 = load i32, ptr %28, align 4, !dbg !387
  %243 = add nsw i32 %242, 1, !dbg !387
  store i32 %243, ptr %28, align 4, !dbg !387
  br label %220, !dbg !388, !llvm.loop !389

244:                                              ; preds = %220
  %245 = call i32 (ptr, ...) @printf(ptr noundef @.str.12), !dbg !391
    #dbg_declare(ptr %29, !392, !DIExpression(), !394)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %29, ptr align 16 @__const.main.partial, i64 24, i1 false), !dbg !394
    #dbg_declare(ptr %30, !395, !DIExpression(), !396)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %30, ptr align 16 @__const.main.designated, i64 24, i1 false), !dbg !396
    #dbg_declare(ptr %31, !397, !DIExpression(), !399)
  store i32 0, ptr %31, align 4, !dbg !399
  br label %246, !dbg !400

246:                                              ; preds = %269, %244
  %247 = load i32, ptr %31, align 4, !dbg !401
  %248 = icmp slt i32 %247, 6, !dbg !403
  br i1 %248, label %249, label %272, !dbg !404

249:                                              ; preds = %246
  %250 = load i32, ptr %31, align 4, !dbg !405
  %251 = icmp slt i32 %250, 5, !dbg !406
  br i1 %251, label %252, label %257, !dbg !405

252:                                              ; preds = %249
  %253 = load i32, ptr %31, align 4, !dbg !407
  %254 = sext i32 %253 to i64, !dbg !408
  %255 = getelementptr inbounds [5 x i32], ptr @main.zeros, i64 0, i64 %254, !dbg !408
  %256 = load i32, ptr %255, align 4, !dbg !408
  br label %258, !dbg !405

257:                                              ; preds = %249
  br label %258, !dbg !405

258:                                              ; preds = %257, %252
  %259 = phi i32 [ %256, %252 ], [ -1, %257 ], !dbg !405
  %260 = load i32, ptr %31, align 4, !dbg !409
  %261 = sext i32 %260 to i64, !dbg !410
  %262 = getelementptr inbounds [6 x i32], ptr %29, i64 0, i64 %261, !dbg !410
  %263 = load i32, ptr %262, align 4, !dbg !410
  %264 = load i32, ptr %31, align 4, !dbg !411
  %265 = sext i32 %264 to i64, !dbg !412
  %266 = getelementptr inbounds [6 x i32], ptr %30, i64 0, i64 %265, !dbg !412
  %267 = load i32, ptr %266, align 4, !dbg !412
  %268 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %259, i32 noundef %263, i32 noundef %267), !dbg !413
  br label %269, !dbg !413

269:                                              ; preds = %258
  %270 = load i32, ptr %31, align 4, !dbg !414
  %271 = add nsw i32 %270, 1, !dbg !414
  store i32 %271, ptr %31, align 4, !dbg !414
  br label %246, !dbg !415, !llvm.loop !416

272:                                              ; preds = %246
  %273 = call i32 (ptr, ...) @printf(ptr noundef @.str.12), !dbg !418
  %274 = load i32, ptr @counter, align 4, !dbg !419
  ret i32 %274, !dbg !420
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @tick() #0 !dbg !421 {
  %1 = load i32, ptr @counter, align 4, !dbg !422
  %2 = add nsw i32 %1, 1, !dbg !422
  store i32 %2, ptr @counter, align 4, !dbg !422
  ret i32 %2, !dbg !423
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_pts(ptr noundef %0, i32 noundef %1) #0 !dbg !424 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !429, !DIExpression(), !430)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !431, !DIExpression(), !432)
    #dbg_declare(ptr %5, !433, !DIExpression(), !434)
  store i32 0, ptr %5, align 4, !dbg !434
    #dbg_declare(ptr %6, !435, !DIExpression(), !437)
  store i32 0, ptr %6, align 4, !dbg !437
  br label %7, !dbg !438

7:                                                ; preds = %27, %2
  %8 = load i32, ptr %6, align 4, !dbg !439
  %9 = load i32, ptr %4, align 4, !dbg !441
  %10 = icmp slt i32 %8, %9, !dbg !442
  br i1 %10, label %11, label %30, !dbg !443

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !444
  %13 = load i32, ptr %6, align 4, !dbg !445
  %14 = sext i32 %13 to i64, !dbg !444
  %15 = getelementptr inbounds %struct.pt, ptr %12, i64 %14, !dbg !444
  %16 = getelementptr inbounds %struct.pt, ptr %15, i32 0, i32 0, !dbg !446
  %17 = load i32, ptr %16, align 4, !dbg !446
  %18 = load ptr, ptr %3, align 8, !dbg !447
  %19 = load i32, ptr %6, align 4, !dbg !448
  %20 = sext i32 %19 to i64, !dbg !447
  %21 = getelementptr inbounds %struct.pt, ptr %18, i64 %20, !dbg !447
  %22 = getelementptr inbounds %struct.pt, ptr %21, i32 0, i32 1, !dbg !449
  %23 = load i32, ptr %22, align 4, !dbg !449
  %24 = mul nsw i32 %17, %23, !dbg !450
  %25 = load i32, ptr %5, align 4, !dbg !451
  %26 = add nsw i32 %25, %24, !dbg !451
  store i32 %26, ptr %5, align 4, !dbg !451
  br label %27, !dbg !452

27:                                               ; preds = %11
  %28 = load i32, ptr %6, align 4, !dbg !453
  %29 = add nsw i32 %28, 1, !dbg !453
  store i32 %29, ptr %6, align 4, !dbg !453
  br label %7, !dbg !454, !llvm.loop !455

30:                                               ; preds = %7
  %31 = load i32, ptr %5, align 4, !dbg !457
  ret i32 %31, !dbg !458
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: noreturn nounwind
declare void @abort() #3

; Function Attrs: nounwind
declare ptr @getenv(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!120, !121, !122, !123, !124, !125, !126}
!llvm.ident = !{!127}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "misc_semantics.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "0b6919b569d37a80df412f6c60386bd6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 23)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "counter", scope: !9, file: !2, line: 8, type: !115, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !13, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12}
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!13 = !{!0, !14, !19, !24, !29, !34, !36, !41, !46, !51, !53, !58, !60, !65, !70, !75, !79, !84, !86, !91, !96, !98, !100, !102, !104, !106, !108, !110, !118, !7}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 16)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 6)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 19)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 20)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !21, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 36)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 15)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 18)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !31, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 10)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !21, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 2)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 7)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 17)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 120, elements: !44)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 34)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !31, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 4)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 5)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !3, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !55, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !88, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !88, isLocal: true, isDefinition: true)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !93, isLocal: true, isDefinition: true)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !88, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !93, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "zeros", scope: !112, file: !2, line: 108, type: !117, isLocal: true, isDefinition: true)
!112 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !113, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !116)
!113 = !DISubroutineType(types: !114)
!114 = !{!115}
!115 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!116 = !{}
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 160, elements: !94)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !55, isLocal: true, isDefinition: true)
!120 = !{i32 7, !"Dwarf Version", i32 5}
!121 = !{i32 2, !"Debug Info Version", i32 3}
!122 = !{i32 1, !"wchar_size", i32 4}
!123 = !{i32 8, !"PIC Level", i32 2}
!124 = !{i32 7, !"PIE Level", i32 2}
!125 = !{i32 7, !"uwtable", i32 2}
!126 = !{i32 7, !"frame-pointer", i32 2}
!127 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!128 = !DILocalVariable(name: "a", scope: !112, file: !2, line: 23, type: !115)
!129 = !DILocation(line: 23, column: 9, scope: !112)
!130 = !DILocation(line: 23, column: 14, scope: !112)
!131 = !DILocation(line: 23, column: 22, scope: !112)
!132 = !DILocation(line: 23, column: 30, scope: !112)
!133 = !DILocation(line: 24, column: 39, scope: !112)
!134 = !DILocation(line: 24, column: 42, scope: !112)
!135 = !DILocation(line: 24, column: 5, scope: !112)
!136 = !DILocalVariable(name: "i", scope: !112, file: !2, line: 25, type: !115)
!137 = !DILocation(line: 25, column: 9, scope: !112)
!138 = !DILocalVariable(name: "j", scope: !112, file: !2, line: 26, type: !115)
!139 = !DILocation(line: 26, column: 9, scope: !112)
!140 = !DILocation(line: 26, column: 14, scope: !112)
!141 = !DILocation(line: 26, column: 17, scope: !112)
!142 = !DILocalVariable(name: "k", scope: !112, file: !2, line: 27, type: !115)
!143 = !DILocation(line: 27, column: 9, scope: !112)
!144 = !DILocation(line: 27, column: 13, scope: !112)
!145 = !DILocation(line: 27, column: 17, scope: !112)
!146 = !DILocation(line: 28, column: 32, scope: !112)
!147 = !DILocation(line: 28, column: 35, scope: !112)
!148 = !DILocation(line: 28, column: 38, scope: !112)
!149 = !DILocation(line: 28, column: 5, scope: !112)
!150 = !DILocalVariable(name: "x", scope: !112, file: !2, line: 29, type: !115)
!151 = !DILocation(line: 29, column: 9, scope: !112)
!152 = !DILocation(line: 30, column: 7, scope: !112)
!153 = !DILocation(line: 31, column: 22, scope: !112)
!154 = !DILocation(line: 31, column: 5, scope: !112)
!155 = !DILocalVariable(name: "uc", scope: !112, file: !2, line: 32, type: !156)
!156 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!157 = !DILocation(line: 32, column: 19, scope: !112)
!158 = !DILocation(line: 33, column: 8, scope: !112)
!159 = !DILocalVariable(name: "sc", scope: !112, file: !2, line: 34, type: !160)
!160 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!161 = !DILocation(line: 34, column: 17, scope: !112)
!162 = !DILocation(line: 35, column: 8, scope: !112)
!163 = !DILocalVariable(name: "sh", scope: !112, file: !2, line: 36, type: !164)
!164 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!165 = !DILocation(line: 36, column: 11, scope: !112)
!166 = !DILocation(line: 37, column: 8, scope: !112)
!167 = !DILocation(line: 38, column: 35, scope: !112)
!168 = !DILocation(line: 38, column: 39, scope: !112)
!169 = !DILocation(line: 38, column: 43, scope: !112)
!170 = !DILocation(line: 38, column: 5, scope: !112)
!171 = !DILocalVariable(name: "u", scope: !112, file: !2, line: 39, type: !172)
!172 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!173 = !DILocation(line: 39, column: 14, scope: !112)
!174 = !DILocalVariable(name: "l", scope: !112, file: !2, line: 40, type: !12)
!175 = !DILocation(line: 40, column: 10, scope: !112)
!176 = !DILocation(line: 41, column: 40, scope: !112)
!177 = !DILocation(line: 41, column: 83, scope: !112)
!178 = !DILocation(line: 41, column: 77, scope: !112)
!179 = !DILocation(line: 41, column: 5, scope: !112)
!180 = !DILocalVariable(name: "d", scope: !112, file: !2, line: 42, type: !181)
!181 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!182 = !DILocation(line: 42, column: 12, scope: !112)
!183 = !DILocation(line: 43, column: 22, scope: !112)
!184 = !DILocation(line: 43, column: 5, scope: !112)
!185 = !DILocalVariable(name: "s1", scope: !112, file: !2, line: 44, type: !115)
!186 = !DILocation(line: 44, column: 9, scope: !112)
!187 = !DILocation(line: 44, column: 35, scope: !112)
!188 = !DILocation(line: 44, column: 22, scope: !112)
!189 = !DILocation(line: 44, column: 14, scope: !112)
!190 = !DILocalVariable(name: "cp", scope: !112, file: !2, line: 45, type: !191)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pt", file: !2, line: 11, size: 64, elements: !193)
!193 = !{!194, !195}
!194 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !192, file: !2, line: 12, baseType: !115, size: 32)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !192, file: !2, line: 12, baseType: !115, size: 32, offset: 32)
!196 = !DILocation(line: 45, column: 16, scope: !112)
!197 = !DILocation(line: 45, column: 33, scope: !112)
!198 = !DILocation(line: 46, column: 5, scope: !112)
!199 = !DILocation(line: 46, column: 9, scope: !112)
!200 = !DILocation(line: 46, column: 11, scope: !112)
!201 = !DILocation(line: 47, column: 52, scope: !112)
!202 = !DILocation(line: 47, column: 56, scope: !112)
!203 = !DILocation(line: 47, column: 60, scope: !112)
!204 = !DILocation(line: 47, column: 63, scope: !112)
!205 = !DILocation(line: 47, column: 67, scope: !112)
!206 = !DILocation(line: 47, column: 5, scope: !112)
!207 = !DILocalVariable(name: "n", scope: !112, file: !2, line: 48, type: !115)
!208 = !DILocation(line: 48, column: 9, scope: !112)
!209 = !DILocation(line: 49, column: 5, scope: !112)
!210 = !DILocation(line: 50, column: 11, scope: !211)
!211 = distinct !DILexicalBlock(scope: !112, file: !2, line: 49, column: 8)
!212 = !DILocation(line: 51, column: 5, scope: !211)
!213 = !DILocation(line: 51, column: 14, scope: !112)
!214 = !DILocation(line: 51, column: 16, scope: !112)
!215 = distinct !{!215, !209, !216, !217}
!216 = !DILocation(line: 51, column: 20, scope: !112)
!217 = !{!"llvm.loop.mustprogress"}
!218 = !DILocation(line: 52, column: 31, scope: !112)
!219 = !DILocation(line: 52, column: 5, scope: !112)
!220 = !DILocation(line: 53, column: 5, scope: !112)
!221 = !DILocation(line: 54, column: 10, scope: !112)
!222 = !DILocation(line: 54, column: 9, scope: !112)
!223 = !DILocation(line: 56, column: 34, scope: !112)
!224 = !DILocation(line: 56, column: 5, scope: !112)
!225 = !DILocalVariable(name: "total", scope: !112, file: !2, line: 57, type: !172)
!226 = !DILocation(line: 57, column: 14, scope: !112)
!227 = !DILocalVariable(name: "c", scope: !228, file: !2, line: 58, type: !172)
!228 = distinct !DILexicalBlock(scope: !112, file: !2, line: 58, column: 5)
!229 = !DILocation(line: 58, column: 19, scope: !228)
!230 = !DILocation(line: 58, column: 10, scope: !228)
!231 = !DILocation(line: 58, column: 28, scope: !232)
!232 = distinct !DILexicalBlock(scope: !228, file: !2, line: 58, column: 5)
!233 = !DILocation(line: 58, column: 31, scope: !232)
!234 = !DILocation(line: 58, column: 5, scope: !228)
!235 = !DILocation(line: 59, column: 18, scope: !232)
!236 = !DILocation(line: 59, column: 15, scope: !232)
!237 = !DILocation(line: 58, column: 5, scope: !232)
!238 = distinct !{!238, !234, !239, !217}
!239 = !DILocation(line: 59, column: 18, scope: !228)
!240 = !DILocation(line: 60, column: 36, scope: !112)
!241 = !DILocation(line: 60, column: 5, scope: !112)
!242 = !DILocalVariable(name: "found", scope: !112, file: !2, line: 61, type: !115)
!243 = !DILocation(line: 61, column: 9, scope: !112)
!244 = !DILocalVariable(name: "r", scope: !245, file: !2, line: 62, type: !115)
!245 = distinct !DILexicalBlock(scope: !112, file: !2, line: 62, column: 5)
!246 = !DILocation(line: 62, column: 14, scope: !245)
!247 = !DILocation(line: 62, column: 10, scope: !245)
!248 = !DILocation(line: 62, column: 21, scope: !249)
!249 = distinct !DILexicalBlock(scope: !245, file: !2, line: 62, column: 5)
!250 = !DILocation(line: 62, column: 23, scope: !249)
!251 = !DILocation(line: 62, column: 28, scope: !249)
!252 = !DILocation(line: 62, column: 31, scope: !249)
!253 = !DILocation(line: 62, column: 37, scope: !249)
!254 = !DILocation(line: 0, scope: !249)
!255 = !DILocation(line: 62, column: 5, scope: !245)
!256 = !DILocalVariable(name: "c", scope: !257, file: !2, line: 63, type: !115)
!257 = distinct !DILexicalBlock(scope: !258, file: !2, line: 63, column: 9)
!258 = distinct !DILexicalBlock(scope: !249, file: !2, line: 62, column: 47)
!259 = !DILocation(line: 63, column: 18, scope: !257)
!260 = !DILocation(line: 63, column: 14, scope: !257)
!261 = !DILocation(line: 63, column: 25, scope: !262)
!262 = distinct !DILexicalBlock(scope: !257, file: !2, line: 63, column: 9)
!263 = !DILocation(line: 63, column: 27, scope: !262)
!264 = !DILocation(line: 63, column: 9, scope: !257)
!265 = !DILocation(line: 64, column: 18, scope: !266)
!266 = distinct !DILexicalBlock(scope: !267, file: !2, line: 64, column: 17)
!267 = distinct !DILexicalBlock(scope: !262, file: !2, line: 63, column: 38)
!268 = !DILocation(line: 64, column: 22, scope: !266)
!269 = !DILocation(line: 64, column: 20, scope: !266)
!270 = !DILocation(line: 64, column: 25, scope: !266)
!271 = !DILocation(line: 64, column: 17, scope: !267)
!272 = !DILocation(line: 65, column: 17, scope: !266)
!273 = !DILocation(line: 66, column: 17, scope: !274)
!274 = distinct !DILexicalBlock(scope: !267, file: !2, line: 66, column: 17)
!275 = !DILocation(line: 66, column: 21, scope: !274)
!276 = !DILocation(line: 66, column: 19, scope: !274)
!277 = !DILocation(line: 66, column: 23, scope: !274)
!278 = !DILocation(line: 66, column: 17, scope: !267)
!279 = !DILocation(line: 67, column: 25, scope: !280)
!280 = distinct !DILexicalBlock(scope: !274, file: !2, line: 66, column: 30)
!281 = !DILocation(line: 67, column: 27, scope: !280)
!282 = !DILocation(line: 67, column: 34, scope: !280)
!283 = !DILocation(line: 67, column: 32, scope: !280)
!284 = !DILocation(line: 67, column: 23, scope: !280)
!285 = !DILocation(line: 68, column: 17, scope: !280)
!286 = !DILocation(line: 70, column: 9, scope: !267)
!287 = !DILocation(line: 63, column: 34, scope: !262)
!288 = !DILocation(line: 63, column: 9, scope: !262)
!289 = distinct !{!289, !264, !290, !217}
!290 = !DILocation(line: 70, column: 9, scope: !257)
!291 = !DILocation(line: 71, column: 5, scope: !258)
!292 = !DILocation(line: 62, column: 43, scope: !249)
!293 = !DILocation(line: 62, column: 5, scope: !249)
!294 = distinct !{!294, !255, !295, !217}
!295 = !DILocation(line: 71, column: 5, scope: !245)
!296 = !DILocation(line: 72, column: 26, scope: !112)
!297 = !DILocation(line: 72, column: 5, scope: !112)
!298 = !DILocalVariable(name: "w", scope: !112, file: !2, line: 73, type: !115)
!299 = !DILocation(line: 73, column: 9, scope: !112)
!300 = !DILocation(line: 74, column: 5, scope: !112)
!301 = !DILocation(line: 75, column: 13, scope: !302)
!302 = distinct !DILexicalBlock(scope: !303, file: !2, line: 75, column: 13)
!303 = distinct !DILexicalBlock(scope: !112, file: !2, line: 74, column: 15)
!304 = !DILocation(line: 75, column: 17, scope: !302)
!305 = !DILocation(line: 75, column: 13, scope: !303)
!306 = !DILocation(line: 76, column: 13, scope: !302)
!307 = !DILocation(line: 77, column: 13, scope: !308)
!308 = distinct !DILexicalBlock(scope: !303, file: !2, line: 77, column: 13)
!309 = !DILocation(line: 77, column: 15, scope: !308)
!310 = !DILocation(line: 77, column: 19, scope: !308)
!311 = !DILocation(line: 77, column: 13, scope: !303)
!312 = !DILocation(line: 78, column: 13, scope: !308)
!313 = distinct !{!313, !300, !314}
!314 = !DILocation(line: 80, column: 5, scope: !112)
!315 = !DILocation(line: 79, column: 25, scope: !303)
!316 = !DILocation(line: 79, column: 9, scope: !303)
!317 = !DILocation(line: 81, column: 5, scope: !112)
!318 = !DILocation(line: 82, column: 5, scope: !319)
!319 = distinct !DILexicalBlock(scope: !320, file: !2, line: 82, column: 5)
!320 = distinct !DILexicalBlock(scope: !112, file: !2, line: 82, column: 5)
!321 = !DILocation(line: 82, column: 5, scope: !320)
!322 = !DILocation(line: 83, column: 9, scope: !323)
!323 = distinct !DILexicalBlock(scope: !112, file: !2, line: 83, column: 9)
!324 = !DILocation(line: 83, column: 11, scope: !323)
!325 = !DILocation(line: 83, column: 9, scope: !112)
!326 = !DILocation(line: 84, column: 9, scope: !323)
!327 = !DILocalVariable(name: "env", scope: !112, file: !2, line: 86, type: !328)
!328 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!329 = !DILocation(line: 86, column: 17, scope: !112)
!330 = !DILocation(line: 86, column: 23, scope: !112)
!331 = !DILocation(line: 87, column: 36, scope: !112)
!332 = !DILocation(line: 87, column: 5, scope: !112)
!333 = !DILocation(line: 89, column: 13, scope: !112)
!334 = !DILocalVariable(name: "r", scope: !112, file: !2, line: 90, type: !115)
!335 = !DILocation(line: 90, column: 9, scope: !112)
!336 = !DILocation(line: 90, column: 14, scope: !112)
!337 = !DILocation(line: 90, column: 21, scope: !112)
!338 = !DILocation(line: 90, column: 25, scope: !112)
!339 = !DILocation(line: 90, column: 28, scope: !112)
!340 = !DILocation(line: 90, column: 35, scope: !112)
!341 = !DILocation(line: 90, column: 40, scope: !112)
!342 = !DILocation(line: 90, column: 43, scope: !112)
!343 = !DILocation(line: 90, column: 50, scope: !112)
!344 = !DILocation(line: 91, column: 39, scope: !112)
!345 = !DILocation(line: 91, column: 42, scope: !112)
!346 = !DILocation(line: 91, column: 5, scope: !112)
!347 = !DILocalVariable(name: "evens", scope: !112, file: !2, line: 93, type: !115)
!348 = !DILocation(line: 93, column: 9, scope: !112)
!349 = !DILocalVariable(name: "q", scope: !350, file: !2, line: 94, type: !115)
!350 = distinct !DILexicalBlock(scope: !112, file: !2, line: 94, column: 5)
!351 = !DILocation(line: 94, column: 14, scope: !350)
!352 = !DILocation(line: 94, column: 10, scope: !350)
!353 = !DILocation(line: 94, column: 21, scope: !354)
!354 = distinct !DILexicalBlock(scope: !350, file: !2, line: 94, column: 5)
!355 = !DILocation(line: 94, column: 23, scope: !354)
!356 = !DILocation(line: 94, column: 5, scope: !350)
!357 = !DILocation(line: 95, column: 17, scope: !358)
!358 = distinct !DILexicalBlock(scope: !354, file: !2, line: 94, column: 34)
!359 = !DILocation(line: 95, column: 19, scope: !358)
!360 = !DILocation(line: 95, column: 9, scope: !358)
!361 = !DILocation(line: 97, column: 13, scope: !362)
!362 = distinct !DILexicalBlock(scope: !358, file: !2, line: 95, column: 24)
!363 = !DILocation(line: 99, column: 18, scope: !362)
!364 = !DILocation(line: 100, column: 9, scope: !362)
!365 = !DILocation(line: 101, column: 5, scope: !358)
!366 = !DILocation(line: 94, column: 30, scope: !354)
!367 = !DILocation(line: 94, column: 5, scope: !354)
!368 = distinct !{!368, !356, !369, !217}
!369 = !DILocation(line: 101, column: 5, scope: !350)
!370 = !DILocation(line: 102, column: 26, scope: !112)
!371 = !DILocation(line: 102, column: 5, scope: !112)
!372 = !DILocalVariable(name: "v", scope: !373, file: !2, line: 104, type: !115)
!373 = distinct !DILexicalBlock(scope: !112, file: !2, line: 104, column: 5)
!374 = !DILocation(line: 104, column: 14, scope: !373)
!375 = !DILocation(line: 104, column: 10, scope: !373)
!376 = !DILocation(line: 104, column: 22, scope: !377)
!377 = distinct !DILexicalBlock(scope: !373, file: !2, line: 104, column: 5)
!378 = !DILocation(line: 104, column: 24, scope: !377)
!379 = !DILocation(line: 104, column: 5, scope: !373)
!380 = !DILocation(line: 105, column: 23, scope: !377)
!381 = !DILocation(line: 105, column: 25, scope: !377)
!382 = !DILocation(line: 105, column: 39, scope: !377)
!383 = !DILocation(line: 105, column: 41, scope: !377)
!384 = !DILocation(line: 105, column: 57, scope: !377)
!385 = !DILocation(line: 105, column: 59, scope: !377)
!386 = !DILocation(line: 105, column: 9, scope: !377)
!387 = !DILocation(line: 104, column: 31, scope: !377)
!388 = !DILocation(line: 104, column: 5, scope: !377)
!389 = distinct !{!389, !379, !390, !217}
!390 = !DILocation(line: 105, column: 80, scope: !373)
!391 = !DILocation(line: 106, column: 5, scope: !112)
!392 = !DILocalVariable(name: "partial", scope: !112, file: !2, line: 109, type: !393)
!393 = !DICompositeType(tag: DW_TAG_array_type, baseType: !115, size: 192, elements: !22)
!394 = !DILocation(line: 109, column: 9, scope: !112)
!395 = !DILocalVariable(name: "designated", scope: !112, file: !2, line: 110, type: !393)
!396 = !DILocation(line: 110, column: 9, scope: !112)
!397 = !DILocalVariable(name: "t", scope: !398, file: !2, line: 111, type: !115)
!398 = distinct !DILexicalBlock(scope: !112, file: !2, line: 111, column: 5)
!399 = !DILocation(line: 111, column: 14, scope: !398)
!400 = !DILocation(line: 111, column: 10, scope: !398)
!401 = !DILocation(line: 111, column: 21, scope: !402)
!402 = distinct !DILexicalBlock(scope: !398, file: !2, line: 111, column: 5)
!403 = !DILocation(line: 111, column: 23, scope: !402)
!404 = !DILocation(line: 111, column: 5, scope: !398)
!405 = !DILocation(line: 112, column: 29, scope: !402)
!406 = !DILocation(line: 112, column: 31, scope: !402)
!407 = !DILocation(line: 112, column: 43, scope: !402)
!408 = !DILocation(line: 112, column: 37, scope: !402)
!409 = !DILocation(line: 112, column: 60, scope: !402)
!410 = !DILocation(line: 112, column: 52, scope: !402)
!411 = !DILocation(line: 112, column: 75, scope: !402)
!412 = !DILocation(line: 112, column: 64, scope: !402)
!413 = !DILocation(line: 112, column: 9, scope: !402)
!414 = !DILocation(line: 111, column: 29, scope: !402)
!415 = !DILocation(line: 111, column: 5, scope: !402)
!416 = distinct !{!416, !404, !417, !217}
!417 = !DILocation(line: 112, column: 77, scope: !398)
!418 = !DILocation(line: 113, column: 5, scope: !112)
!419 = !DILocation(line: 114, column: 12, scope: !112)
!420 = !DILocation(line: 114, column: 5, scope: !112)
!421 = distinct !DISubprogram(name: "tick", scope: !2, file: !2, line: 9, type: !113, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9)
!422 = !DILocation(line: 9, column: 32, scope: !421)
!423 = !DILocation(line: 9, column: 25, scope: !421)
!424 = distinct !DISubprogram(name: "sum_pts", scope: !2, file: !2, line: 15, type: !425, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !116)
!425 = !DISubroutineType(types: !426)
!426 = !{!115, !427, !115}
!427 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !428, size: 64)
!428 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !192)
!429 = !DILocalVariable(name: "p", arg: 1, scope: !424, file: !2, line: 15, type: !427)
!430 = !DILocation(line: 15, column: 37, scope: !424)
!431 = !DILocalVariable(name: "n", arg: 2, scope: !424, file: !2, line: 15, type: !115)
!432 = !DILocation(line: 15, column: 44, scope: !424)
!433 = !DILocalVariable(name: "s", scope: !424, file: !2, line: 16, type: !115)
!434 = !DILocation(line: 16, column: 9, scope: !424)
!435 = !DILocalVariable(name: "i", scope: !436, file: !2, line: 17, type: !115)
!436 = distinct !DILexicalBlock(scope: !424, file: !2, line: 17, column: 5)
!437 = !DILocation(line: 17, column: 14, scope: !436)
!438 = !DILocation(line: 17, column: 10, scope: !436)
!439 = !DILocation(line: 17, column: 21, scope: !440)
!440 = distinct !DILexicalBlock(scope: !436, file: !2, line: 17, column: 5)
!441 = !DILocation(line: 17, column: 25, scope: !440)
!442 = !DILocation(line: 17, column: 23, scope: !440)
!443 = !DILocation(line: 17, column: 5, scope: !436)
!444 = !DILocation(line: 18, column: 14, scope: !440)
!445 = !DILocation(line: 18, column: 16, scope: !440)
!446 = !DILocation(line: 18, column: 19, scope: !440)
!447 = !DILocation(line: 18, column: 23, scope: !440)
!448 = !DILocation(line: 18, column: 25, scope: !440)
!449 = !DILocation(line: 18, column: 28, scope: !440)
!450 = !DILocation(line: 18, column: 21, scope: !440)
!451 = !DILocation(line: 18, column: 11, scope: !440)
!452 = !DILocation(line: 18, column: 9, scope: !440)
!453 = !DILocation(line: 17, column: 29, scope: !440)
!454 = !DILocation(line: 17, column: 5, scope: !440)
!455 = distinct !{!455, !443, !456, !217}
!456 = !DILocation(line: 18, column: 28, scope: !436)
!457 = !DILocation(line: 19, column: 12, scope: !424)
!458 = !DILocation(line: 19, column: 5, scope: !424)
