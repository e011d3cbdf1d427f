; ModuleID = 'hash_table.c'
source_filename = "hash_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.table = type { ptr, i64, i64, i32 }
%struct.entry = type { ptr, i64, ptr }

@.str = private unnamed_addr constant [53 x i8] c"after %d inserts: count=%zu buckets=%zu rehashes=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"found=%d sum=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [22 x i8] c"deleted=%d count=%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [57 x i8] c"buckets=%zu longest chain=%zu empty=%zu value total=%ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"  [%zu] %s = %ld\0A\00", align 1, !dbg !22
@make_key.syll = internal global [8 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12], align 16, !dbg !24
@.str.5 = private unnamed_addr constant [3 x i8] c"ka\00", align 1, !dbg !36
@.str.6 = private unnamed_addr constant [3 x i8] c"lo\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [3 x i8] c"mi\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [3 x i8] c"nu\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [3 x i8] c"pe\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [3 x i8] c"ra\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [3 x i8] c"si\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [3 x i8] c"to\00", align 1, !dbg !53

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !69 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.table, align 8
  %3 = alloca [64 x i8], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !72, !DIExpression(), !89)
  call void @table_init(ptr noundef %2, i64 noundef 3), !dbg !90
    #dbg_declare(ptr %3, !91, !DIExpression(), !95)
    #dbg_declare(ptr %4, !96, !DIExpression(), !98)
  store i32 0, ptr %4, align 4, !dbg !98
  br label %21, !dbg !99

21:                                               ; preds = %47, %0
  %22 = load i32, ptr %4, align 4, !dbg !100
  %23 = icmp slt i32 %22, 300, !dbg !102
  br i1 %23, label %24, label %50, !dbg !103

24:                                               ; preds = %21
  %25 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0, !dbg !104
  %26 = load i32, ptr %4, align 4, !dbg !106
  call void @make_key(ptr noundef %25, i32 noundef %26), !dbg !107
  %27 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0, !dbg !108
  %28 = load i32, ptr %4, align 4, !dbg !109
  %29 = sext i32 %28 to i64, !dbg !110
  %30 = load i32, ptr %4, align 4, !dbg !111
  %31 = sext i32 %30 to i64, !dbg !111
  %32 = mul nsw i64 %29, %31, !dbg !112
  call void @put(ptr noundef %2, ptr noundef %27, i64 noundef %32), !dbg !113
  %33 = load i32, ptr %4, align 4, !dbg !114
  %34 = srem i32 %33, 50, !dbg !116
  %35 = icmp eq i32 %34, 0, !dbg !117
  br i1 %35, label %36, label %46, !dbg !118

36:                                               ; preds = %24
  %37 = load i32, ptr %4, align 4, !dbg !119
  %38 = add nsw i32 %37, 1, !dbg !120
  %39 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 2, !dbg !121
  %40 = load i64, ptr %39, align 8, !dbg !121
  %41 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 1, !dbg !122
  %42 = load i64, ptr %41, align 8, !dbg !122
  %43 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 3, !dbg !123
  %44 = load i32, ptr %43, align 8, !dbg !123
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %38, i64 noundef %40, i64 noundef %42, i32 noundef %44), !dbg !124
  br label %46, !dbg !124

46:                                               ; preds = %36, %24
  br label %47, !dbg !125

47:                                               ; preds = %46
  %48 = load i32, ptr %4, align 4, !dbg !126
  %49 = add nsw i32 %48, 1, !dbg !126
  store i32 %49, ptr %4, align 4, !dbg !126
  br label %21, !dbg !127, !llvm.loop !128

50:                                               ; preds = %21
    #dbg_declare(ptr %5, !131, !DIExpression(), !133)
  store i32 0, ptr %5, align 4, !dbg !133
  br label %51, !dbg !134

51:                                               ; preds = %61, %50
  %52 = load i32, ptr %5, align 4, !dbg !135
  %53 = icmp slt i32 %52, 300, !dbg !137
  br i1 %53, label %54, label %64, !dbg !138

54:                                               ; preds = %51
  %55 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0, !dbg !139
  %56 = load i32, ptr %5, align 4, !dbg !141
  call void @make_key(ptr noundef %55, i32 noundef %56), !dbg !142
  %57 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0, !dbg !143
  %58 = load i32, ptr %5, align 4, !dbg !144
  %59 = sub nsw i32 0, %58, !dbg !145
  %60 = sext i32 %59 to i64, !dbg !145
  call void @put(ptr noundef %2, ptr noundef %57, i64 noundef %60), !dbg !146
  br label %61, !dbg !147

61:                                               ; preds = %54
  %62 = load i32, ptr %5, align 4, !dbg !148
  %63 = add nsw i32 %62, 3, !dbg !148
  store i32 %63, ptr %5, align 4, !dbg !148
  br label %51, !dbg !149, !llvm.loop !150

64:                                               ; preds = %51
    #dbg_declare(ptr %6, !152, !DIExpression(), !153)
  store i64 0, ptr %6, align 8, !dbg !153
    #dbg_declare(ptr %7, !154, !DIExpression(), !155)
  store i32 0, ptr %7, align 4, !dbg !155
    #dbg_declare(ptr %8, !156, !DIExpression(), !158)
  store i32 0, ptr %8, align 4, !dbg !158
  br label %65, !dbg !159

65:                                               ; preds = %84, %64
  %66 = load i32, ptr %8, align 4, !dbg !160
  %67 = icmp slt i32 %66, 400, !dbg !162
  br i1 %67, label %68, label %87, !dbg !163

68:                                               ; preds = %65
  %69 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0, !dbg !164
  %70 = load i32, ptr %8, align 4, !dbg !166
  call void @make_key(ptr noundef %69, i32 noundef %70), !dbg !167
    #dbg_declare(ptr %9, !168, !DIExpression(), !169)
  %71 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0, !dbg !170
  %72 = call ptr @get(ptr noundef %2, ptr noundef %71), !dbg !171
  store ptr %72, ptr %9, align 8, !dbg !169
  %73 = load ptr, ptr %9, align 8, !dbg !172
  %74 = icmp ne ptr %73, null, !dbg !172
  br i1 %74, label %75, label %83, !dbg !174

75:                                               ; preds = %68
  %76 = load i32, ptr %7, align 4, !dbg !175
  %77 = add nsw i32 %76, 1, !dbg !175
  store i32 %77, ptr %7, align 4, !dbg !175
  %78 = load ptr, ptr %9, align 8, !dbg !177
  %79 = getelementptr inbounds %struct.entry, ptr %78, i32 0, i32 1, !dbg !178
  %80 = load i64, ptr %79, align 8, !dbg !178
  %81 = load i64, ptr %6, align 8, !dbg !179
  %82 = add nsw i64 %81, %80, !dbg !179
  store i64 %82, ptr %6, align 8, !dbg !179
  br label %83, !dbg !180

83:                                               ; preds = %75, %68
  br label %84, !dbg !181

84:                                               ; preds = %83
  %85 = load i32, ptr %8, align 4, !dbg !182
  %86 = add nsw i32 %85, 7, !dbg !182
  store i32 %86, ptr %8, align 4, !dbg !182
  br label %65, !dbg !183, !llvm.loop !184

87:                                               ; preds = %65
  %88 = load i32, ptr %7, align 4, !dbg !186
  %89 = load i64, ptr %6, align 8, !dbg !187
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %88, i64 noundef %89), !dbg !188
    #dbg_declare(ptr %10, !189, !DIExpression(), !190)
  store i32 0, ptr %10, align 4, !dbg !190
    #dbg_declare(ptr %11, !191, !DIExpression(), !193)
  store i32 0, ptr %11, align 4, !dbg !193
  br label %91, !dbg !194

91:                                               ; preds = %101, %87
  %92 = load i32, ptr %11, align 4, !dbg !195
  %93 = icmp slt i32 %92, 300, !dbg !197
  br i1 %93, label %94, label %104, !dbg !198

94:                                               ; preds = %91
  %95 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0, !dbg !199
  %96 = load i32, ptr %11, align 4, !dbg !201
  call void @make_key(ptr noundef %95, i32 noundef %96), !dbg !202
  %97 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0, !dbg !203
  %98 = call i32 @del(ptr noundef %2, ptr noundef %97), !dbg !204
  %99 = load i32, ptr %10, align 4, !dbg !205
  %100 = add nsw i32 %99, %98, !dbg !205
  store i32 %100, ptr %10, align 4, !dbg !205
  br label %101, !dbg !206

101:                                              ; preds = %94
  %102 = load i32, ptr %11, align 4, !dbg !207
  %103 = add nsw i32 %102, 2, !dbg !207
  store i32 %103, ptr %11, align 4, !dbg !207
  br label %91, !dbg !208, !llvm.loop !209

104:                                              ; preds = %91
  %105 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0, !dbg !211
  call void @make_key(ptr noundef %105, i32 noundef 1000), !dbg !212
  %106 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0, !dbg !213
  %107 = call i32 @del(ptr noundef %2, ptr noundef %106), !dbg !214
  %108 = load i32, ptr %10, align 4, !dbg !215
  %109 = add nsw i32 %108, %107, !dbg !215
  store i32 %109, ptr %10, align 4, !dbg !215
  %110 = load i32, ptr %10, align 4, !dbg !216
  %111 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 2, !dbg !217
  %112 = load i64, ptr %111, align 8, !dbg !217
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %110, i64 noundef %112), !dbg !218
    #dbg_declare(ptr %12, !219, !DIExpression(), !220)
  store i64 0, ptr %12, align 8, !dbg !220
    #dbg_declare(ptr %13, !221, !DIExpression(), !222)
  store i64 0, ptr %13, align 8, !dbg !222
    #dbg_declare(ptr %14, !223, !DIExpression(), !224)
  store i64 0, ptr %14, align 8, !dbg !224
    #dbg_declare(ptr %15, !225, !DIExpression(), !227)
  store i64 0, ptr %15, align 8, !dbg !227
  br label %114, !dbg !228

114:                                              ; preds = %153, %104
  %115 = load i64, ptr %15, align 8, !dbg !229
  %116 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 1, !dbg !231
  %117 = load i64, ptr %116, align 8, !dbg !231
  %118 = icmp ult i64 %115, %117, !dbg !232
  br i1 %118, label %119, label %156, !dbg !233

119:                                              ; preds = %114
    #dbg_declare(ptr %16, !234, !DIExpression(), !236)
  store i64 0, ptr %16, align 8, !dbg !236
    #dbg_declare(ptr %17, !237, !DIExpression(), !239)
  %120 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 0, !dbg !240
  %121 = load ptr, ptr %120, align 8, !dbg !240
  %122 = load i64, ptr %15, align 8, !dbg !241
  %123 = getelementptr inbounds ptr, ptr %121, i64 %122, !dbg !242
  %124 = load ptr, ptr %123, align 8, !dbg !242
  store ptr %124, ptr %17, align 8, !dbg !239
  br label %125, !dbg !243

125:                                              ; preds = %136, %119
  %126 = load ptr, ptr %17, align 8, !dbg !244
  %127 = icmp ne ptr %126, null, !dbg !246
  br i1 %127, label %128, label %140, !dbg !246

128:                                              ; preds = %125
  %129 = load i64, ptr %16, align 8, !dbg !247
  %130 = add i64 %129, 1, !dbg !247
  store i64 %130, ptr %16, align 8, !dbg !247
  %131 = load ptr, ptr %17, align 8, !dbg !249
  %132 = getelementptr inbounds %struct.entry, ptr %131, i32 0, i32 1, !dbg !250
  %133 = load i64, ptr %132, align 8, !dbg !250
  %134 = load i64, ptr %14, align 8, !dbg !251
  %135 = add nsw i64 %134, %133, !dbg !251
  store i64 %135, ptr %14, align 8, !dbg !251
  br label %136, !dbg !252

136:                                              ; preds = %128
  %137 = load ptr, ptr %17, align 8, !dbg !253
  %138 = getelementptr inbounds %struct.entry, ptr %137, i32 0, i32 2, !dbg !254
  %139 = load ptr, ptr %138, align 8, !dbg !254
  store ptr %139, ptr %17, align 8, !dbg !255
  br label %125, !dbg !256, !llvm.loop !257

140:                                              ; preds = %125
  %141 = load i64, ptr %16, align 8, !dbg !259
  %142 = load i64, ptr %12, align 8, !dbg !261
  %143 = icmp ugt i64 %141, %142, !dbg !262
  br i1 %143, label %144, label %146, !dbg !263

144:                                              ; preds = %140
  %145 = load i64, ptr %16, align 8, !dbg !264
  store i64 %145, ptr %12, align 8, !dbg !265
  br label %146, !dbg !266

146:                                              ; preds = %144, %140
  %147 = load i64, ptr %16, align 8, !dbg !267
  %148 = icmp ne i64 %147, 0, !dbg !267
  br i1 %148, label %152, label %149, !dbg !269

149:                                              ; preds = %146
  %150 = load i64, ptr %13, align 8, !dbg !270
  %151 = add i64 %150, 1, !dbg !270
  store i64 %151, ptr %13, align 8, !dbg !270
  br label %152, !dbg !271

152:                                              ; preds = %149, %146
  br label %153, !dbg !272

153:                                              ; preds = %152
  %154 = load i64, ptr %15, align 8, !dbg !273
  %155 = add i64 %154, 1, !dbg !273
  store i64 %155, ptr %15, align 8, !dbg !273
  br label %114, !dbg !274, !llvm.loop !275

156:                                              ; preds = %114
  %157 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 1, !dbg !277
  %158 = load i64, ptr %157, align 8, !dbg !277
  %159 = load i64, ptr %12, align 8, !dbg !278
  %160 = load i64, ptr %13, align 8, !dbg !279
  %161 = load i64, ptr %14, align 8, !dbg !280
  %162 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %158, i64 noundef %159, i64 noundef %160, i64 noundef %161), !dbg !281
    #dbg_declare(ptr %18, !282, !DIExpression(), !283)
  store i32 0, ptr %18, align 4, !dbg !283
    #dbg_declare(ptr %19, !284, !DIExpression(), !286)
  store i64 0, ptr %19, align 8, !dbg !286
  br label %163, !dbg !287

163:                                              ; preds = %203, %156
  %164 = load i64, ptr %19, align 8, !dbg !288
  %165 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 1, !dbg !290
  %166 = load i64, ptr %165, align 8, !dbg !290
  %167 = icmp ult i64 %164, %166, !dbg !291
  br i1 %167, label %168, label %171, !dbg !292

168:                                              ; preds = %163
  %169 = load i32, ptr %18, align 4, !dbg !293
  %170 = icmp slt i32 %169, 12, !dbg !294
  br label %171

171:                                              ; preds = %168, %163
  %172 = phi i1 [ false, %163 ], [ %170, %168 ], !dbg !295
  br i1 %172, label %173, label %206, !dbg !296

173:                                              ; preds = %171
    #dbg_declare(ptr %20, !297, !DIExpression(), !299)
  %174 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 0, !dbg !300
  %175 = load ptr, ptr %174, align 8, !dbg !300
  %176 = load i64, ptr %19, align 8, !dbg !301
  %177 = getelementptr inbounds ptr, ptr %175, i64 %176, !dbg !302
  %178 = load ptr, ptr %177, align 8, !dbg !302
  store ptr %178, ptr %20, align 8, !dbg !299
  br label %179, !dbg !303

179:                                              ; preds = %196, %173
  %180 = load ptr, ptr %20, align 8, !dbg !304
  %181 = icmp ne ptr %180, null, !dbg !304
  br i1 %181, label %182, label %185, !dbg !306

182:                                              ; preds = %179
  %183 = load i32, ptr %18, align 4, !dbg !307
  %184 = icmp slt i32 %183, 12, !dbg !308
  br label %185

185:                                              ; preds = %182, %179
  %186 = phi i1 [ false, %179 ], [ %184, %182 ], !dbg !309
  br i1 %186, label %187, label %202, !dbg !310

187:                                              ; preds = %185
  %188 = load i64, ptr %19, align 8, !dbg !311
  %189 = load ptr, ptr %20, align 8, !dbg !312
  %190 = getelementptr inbounds %struct.entry, ptr %189, i32 0, i32 0, !dbg !313
  %191 = load ptr, ptr %190, align 8, !dbg !313
  %192 = load ptr, ptr %20, align 8, !dbg !314
  %193 = getelementptr inbounds %struct.entry, ptr %192, i32 0, i32 1, !dbg !315
  %194 = load i64, ptr %193, align 8, !dbg !315
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %188, ptr noundef %191, i64 noundef %194), !dbg !316
  br label %196, !dbg !316

196:                                              ; preds = %187
  %197 = load ptr, ptr %20, align 8, !dbg !317
  %198 = getelementptr inbounds %struct.entry, ptr %197, i32 0, i32 2, !dbg !318
  %199 = load ptr, ptr %198, align 8, !dbg !318
  store ptr %199, ptr %20, align 8, !dbg !319
  %200 = load i32, ptr %18, align 4, !dbg !320
  %201 = add nsw i32 %200, 1, !dbg !320
  store i32 %201, ptr %18, align 4, !dbg !320
  br label %179, !dbg !321, !llvm.loop !322

202:                                              ; preds = %185
  br label %203, !dbg !323

203:                                              ; preds = %202
  %204 = load i64, ptr %19, align 8, !dbg !324
  %205 = add i64 %204, 1, !dbg !324
  store i64 %205, ptr %19, align 8, !dbg !324
  br label %163, !dbg !325, !llvm.loop !326

206:                                              ; preds = %171
  call void @table_free(ptr noundef %2), !dbg !328
  ret i32 0, !dbg !329
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @table_init(ptr noundef %0, i64 noundef %1) #0 !dbg !330 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !334, !DIExpression(), !335)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !336, !DIExpression(), !337)
  %5 = load i64, ptr %4, align 8, !dbg !338
  %6 = call noalias ptr @calloc(i64 noundef %5, i64 noundef 8) #9, !dbg !339
  %7 = load ptr, ptr %3, align 8, !dbg !340
  %8 = getelementptr inbounds %struct.table, ptr %7, i32 0, i32 0, !dbg !341
  store ptr %6, ptr %8, align 8, !dbg !342
  %9 = load i64, ptr %4, align 8, !dbg !343
  %10 = load ptr, ptr %3, align 8, !dbg !344
  %11 = getelementptr inbounds %struct.table, ptr %10, i32 0, i32 1, !dbg !345
  store i64 %9, ptr %11, align 8, !dbg !346
  %12 = load ptr, ptr %3, align 8, !dbg !347
  %13 = getelementptr inbounds %struct.table, ptr %12, i32 0, i32 2, !dbg !348
  store i64 0, ptr %13, align 8, !dbg !349
  %14 = load ptr, ptr %3, align 8, !dbg !350
  %15 = getelementptr inbounds %struct.table, ptr %14, i32 0, i32 3, !dbg !351
  store i32 0, ptr %15, align 8, !dbg !352
  ret void, !dbg !353
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make_key(ptr noundef %0, i32 noundef %1) #0 !dbg !26 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !354, !DIExpression(), !355)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !356, !DIExpression(), !357)
  %6 = load ptr, ptr %3, align 8, !dbg !358
  %7 = getelementptr inbounds i8, ptr %6, i64 0, !dbg !358
  store i8 0, ptr %7, align 1, !dbg !359
    #dbg_declare(ptr %5, !360, !DIExpression(), !361)
  %8 = load i32, ptr %4, align 4, !dbg !362
  store i32 %8, ptr %5, align 4, !dbg !361
  br label %9, !dbg !363

9:                                                ; preds = %19, %2
  %10 = load ptr, ptr %3, align 8, !dbg !364
  %11 = load i32, ptr %5, align 4, !dbg !366
  %12 = srem i32 %11, 8, !dbg !367
  %13 = sext i32 %12 to i64, !dbg !368
  %14 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i64 0, i64 %13, !dbg !368
  %15 = load ptr, ptr %14, align 8, !dbg !368
  %16 = call ptr @strcat(ptr noundef %10, ptr noundef %15) #10, !dbg !369
  %17 = load i32, ptr %5, align 4, !dbg !370
  %18 = sdiv i32 %17, 8, !dbg !370
  store i32 %18, ptr %5, align 4, !dbg !370
  br label %19, !dbg !371

19:                                               ; preds = %9
  %20 = load i32, ptr %5, align 4, !dbg !372
  %21 = icmp ne i32 %20, 0, !dbg !371
  br i1 %21, label %9, label %22, !dbg !371, !llvm.loop !373

22:                                               ; preds = %19
  ret void, !dbg !375
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 !dbg !376 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !379, !DIExpression(), !380)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !381, !DIExpression(), !382)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !383, !DIExpression(), !384)
    #dbg_declare(ptr %7, !385, !DIExpression(), !386)
  %10 = load ptr, ptr %5, align 8, !dbg !387
  %11 = call i64 @hash(ptr noundef %10), !dbg !388
  %12 = load ptr, ptr %4, align 8, !dbg !389
  %13 = getelementptr inbounds %struct.table, ptr %12, i32 0, i32 1, !dbg !390
  %14 = load i64, ptr %13, align 8, !dbg !390
  %15 = urem i64 %11, %14, !dbg !391
  store i64 %15, ptr %7, align 8, !dbg !386
    #dbg_declare(ptr %8, !392, !DIExpression(), !394)
  %16 = load ptr, ptr %4, align 8, !dbg !395
  %17 = getelementptr inbounds %struct.table, ptr %16, i32 0, i32 0, !dbg !396
  %18 = load ptr, ptr %17, align 8, !dbg !396
  %19 = load i64, ptr %7, align 8, !dbg !397
  %20 = getelementptr inbounds ptr, ptr %18, i64 %19, !dbg !395
  %21 = load ptr, ptr %20, align 8, !dbg !395
  store ptr %21, ptr %8, align 8, !dbg !394
  br label %22, !dbg !398

22:                                               ; preds = %37, %3
  %23 = load ptr, ptr %8, align 8, !dbg !399
  %24 = icmp ne ptr %23, null, !dbg !401
  br i1 %24, label %25, label %41, !dbg !401

25:                                               ; preds = %22
  %26 = load ptr, ptr %8, align 8, !dbg !402
  %27 = getelementptr inbounds %struct.entry, ptr %26, i32 0, i32 0, !dbg !404
  %28 = load ptr, ptr %27, align 8, !dbg !404
  %29 = load ptr, ptr %5, align 8, !dbg !405
  %30 = call i32 @strcmp(ptr noundef %28, ptr noundef %29) #11, !dbg !406
  %31 = icmp eq i32 %30, 0, !dbg !407
  br i1 %31, label %32, label %36, !dbg !408

32:                                               ; preds = %25
  %33 = load i64, ptr %6, align 8, !dbg !409
  %34 = load ptr, ptr %8, align 8, !dbg !411
  %35 = getelementptr inbounds %struct.entry, ptr %34, i32 0, i32 1, !dbg !412
  store i64 %33, ptr %35, align 8, !dbg !413
  br label %76, !dbg !414

36:                                               ; preds = %25
  br label %37, !dbg !415

37:                                               ; preds = %36
  %38 = load ptr, ptr %8, align 8, !dbg !416
  %39 = getelementptr inbounds %struct.entry, ptr %38, i32 0, i32 2, !dbg !417
  %40 = load ptr, ptr %39, align 8, !dbg !417
  store ptr %40, ptr %8, align 8, !dbg !418
  br label %22, !dbg !419, !llvm.loop !420

41:                                               ; preds = %22
    #dbg_declare(ptr %9, !422, !DIExpression(), !423)
  %42 = call noalias ptr @malloc(i64 noundef 24) #12, !dbg !424
  store ptr %42, ptr %9, align 8, !dbg !423
  %43 = load ptr, ptr %5, align 8, !dbg !425
  %44 = call noalias ptr @strdup(ptr noundef %43) #10, !dbg !426
  %45 = load ptr, ptr %9, align 8, !dbg !427
  %46 = getelementptr inbounds %struct.entry, ptr %45, i32 0, i32 0, !dbg !428
  store ptr %44, ptr %46, align 8, !dbg !429
  %47 = load i64, ptr %6, align 8, !dbg !430
  %48 = load ptr, ptr %9, align 8, !dbg !431
  %49 = getelementptr inbounds %struct.entry, ptr %48, i32 0, i32 1, !dbg !432
  store i64 %47, ptr %49, align 8, !dbg !433
  %50 = load ptr, ptr %4, align 8, !dbg !434
  %51 = getelementptr inbounds %struct.table, ptr %50, i32 0, i32 0, !dbg !435
  %52 = load ptr, ptr %51, align 8, !dbg !435
  %53 = load i64, ptr %7, align 8, !dbg !436
  %54 = getelementptr inbounds ptr, ptr %52, i64 %53, !dbg !434
  %55 = load ptr, ptr %54, align 8, !dbg !434
  %56 = load ptr, ptr %9, align 8, !dbg !437
  %57 = getelementptr inbounds %struct.entry, ptr %56, i32 0, i32 2, !dbg !438
  store ptr %55, ptr %57, align 8, !dbg !439
  %58 = load ptr, ptr %9, align 8, !dbg !440
  %59 = load ptr, ptr %4, align 8, !dbg !441
  %60 = getelementptr inbounds %struct.table, ptr %59, i32 0, i32 0, !dbg !442
  %61 = load ptr, ptr %60, align 8, !dbg !442
  %62 = load i64, ptr %7, align 8, !dbg !443
  %63 = getelementptr inbounds ptr, ptr %61, i64 %62, !dbg !441
  store ptr %58, ptr %63, align 8, !dbg !444
  %64 = load ptr, ptr %4, align 8, !dbg !445
  %65 = getelementptr inbounds %struct.table, ptr %64, i32 0, i32 2, !dbg !447
  %66 = load i64, ptr %65, align 8, !dbg !448
  %67 = add i64 %66, 1, !dbg !448
  store i64 %67, ptr %65, align 8, !dbg !448
  %68 = load ptr, ptr %4, align 8, !dbg !449
  %69 = getelementptr inbounds %struct.table, ptr %68, i32 0, i32 1, !dbg !450
  %70 = load i64, ptr %69, align 8, !dbg !450
  %71 = mul i64 %70, 3, !dbg !451
  %72 = udiv i64 %71, 4, !dbg !452
  %73 = icmp ugt i64 %67, %72, !dbg !453
  br i1 %73, label %74, label %76, !dbg !454

74:                                               ; preds = %41
  %75 = load ptr, ptr %4, align 8, !dbg !455
  call void @rehash(ptr noundef %75), !dbg !456
  br label %76, !dbg !456

76:                                               ; preds = %32, %74, %41
  ret void, !dbg !457
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @get(ptr noundef %0, ptr noundef %1) #0 !dbg !458 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !461, !DIExpression(), !462)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !463, !DIExpression(), !464)
    #dbg_declare(ptr %6, !465, !DIExpression(), !467)
  %7 = load ptr, ptr %4, align 8, !dbg !468
  %8 = getelementptr inbounds %struct.table, ptr %7, i32 0, i32 0, !dbg !469
  %9 = load ptr, ptr %8, align 8, !dbg !469
  %10 = load ptr, ptr %5, align 8, !dbg !470
  %11 = call i64 @hash(ptr noundef %10), !dbg !471
  %12 = load ptr, ptr %4, align 8, !dbg !472
  %13 = getelementptr inbounds %struct.table, ptr %12, i32 0, i32 1, !dbg !473
  %14 = load i64, ptr %13, align 8, !dbg !473
  %15 = urem i64 %11, %14, !dbg !474
  %16 = getelementptr inbounds ptr, ptr %9, i64 %15, !dbg !468
  %17 = load ptr, ptr %16, align 8, !dbg !468
  store ptr %17, ptr %6, align 8, !dbg !467
  br label %18, !dbg !475

18:                                               ; preds = %31, %2
  %19 = load ptr, ptr %6, align 8, !dbg !476
  %20 = icmp ne ptr %19, null, !dbg !478
  br i1 %20, label %21, label %35, !dbg !478

21:                                               ; preds = %18
  %22 = load ptr, ptr %6, align 8, !dbg !479
  %23 = getelementptr inbounds %struct.entry, ptr %22, i32 0, i32 0, !dbg !481
  %24 = load ptr, ptr %23, align 8, !dbg !481
  %25 = load ptr, ptr %5, align 8, !dbg !482
  %26 = call i32 @strcmp(ptr noundef %24, ptr noundef %25) #11, !dbg !483
  %27 = icmp eq i32 %26, 0, !dbg !484
  br i1 %27, label %28, label %30, !dbg !485

28:                                               ; preds = %21
  %29 = load ptr, ptr %6, align 8, !dbg !486
  store ptr %29, ptr %3, align 8, !dbg !487
  br label %36, !dbg !487

30:                                               ; preds = %21
  br label %31, !dbg !488

31:                                               ; preds = %30
  %32 = load ptr, ptr %6, align 8, !dbg !489
  %33 = getelementptr inbounds %struct.entry, ptr %32, i32 0, i32 2, !dbg !490
  %34 = load ptr, ptr %33, align 8, !dbg !490
  store ptr %34, ptr %6, align 8, !dbg !491
  br label %18, !dbg !492, !llvm.loop !493

35:                                               ; preds = %18
  store ptr null, ptr %3, align 8, !dbg !495
  br label %36, !dbg !495

36:                                               ; preds = %35, %28
  %37 = load ptr, ptr %3, align 8, !dbg !496
  ret ptr %37, !dbg !496
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @del(ptr noundef %0, ptr noundef %1) #0 !dbg !497 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !500, !DIExpression(), !501)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !502, !DIExpression(), !503)
    #dbg_declare(ptr %6, !504, !DIExpression(), !505)
  %8 = load ptr, ptr %4, align 8, !dbg !506
  %9 = getelementptr inbounds %struct.table, ptr %8, i32 0, i32 0, !dbg !507
  %10 = load ptr, ptr %9, align 8, !dbg !507
  %11 = load ptr, ptr %5, align 8, !dbg !508
  %12 = call i64 @hash(ptr noundef %11), !dbg !509
  %13 = load ptr, ptr %4, align 8, !dbg !510
  %14 = getelementptr inbounds %struct.table, ptr %13, i32 0, i32 1, !dbg !511
  %15 = load i64, ptr %14, align 8, !dbg !511
  %16 = urem i64 %12, %15, !dbg !512
  %17 = getelementptr inbounds ptr, ptr %10, i64 %16, !dbg !506
  store ptr %17, ptr %6, align 8, !dbg !505
  br label %18, !dbg !513

18:                                               ; preds = %46, %2
  %19 = load ptr, ptr %6, align 8, !dbg !514
  %20 = load ptr, ptr %19, align 8, !dbg !517
  %21 = icmp ne ptr %20, null, !dbg !518
  br i1 %21, label %22, label %50, !dbg !518

22:                                               ; preds = %18
  %23 = load ptr, ptr %6, align 8, !dbg !519
  %24 = load ptr, ptr %23, align 8, !dbg !521
  %25 = getelementptr inbounds %struct.entry, ptr %24, i32 0, i32 0, !dbg !522
  %26 = load ptr, ptr %25, align 8, !dbg !522
  %27 = load ptr, ptr %5, align 8, !dbg !523
  %28 = call i32 @strcmp(ptr noundef %26, ptr noundef %27) #11, !dbg !524
  %29 = icmp eq i32 %28, 0, !dbg !525
  br i1 %29, label %30, label %45, !dbg !526

30:                                               ; preds = %22
    #dbg_declare(ptr %7, !527, !DIExpression(), !529)
  %31 = load ptr, ptr %6, align 8, !dbg !530
  %32 = load ptr, ptr %31, align 8, !dbg !531
  store ptr %32, ptr %7, align 8, !dbg !529
  %33 = load ptr, ptr %7, align 8, !dbg !532
  %34 = getelementptr inbounds %struct.entry, ptr %33, i32 0, i32 2, !dbg !533
  %35 = load ptr, ptr %34, align 8, !dbg !533
  %36 = load ptr, ptr %6, align 8, !dbg !534
  store ptr %35, ptr %36, align 8, !dbg !535
  %37 = load ptr, ptr %7, align 8, !dbg !536
  %38 = getelementptr inbounds %struct.entry, ptr %37, i32 0, i32 0, !dbg !537
  %39 = load ptr, ptr %38, align 8, !dbg !537
  call void @free(ptr noundef %39) #10, !dbg !538
  %40 = load ptr, ptr %7, align 8, !dbg !539
  call void @free(ptr noundef %40) #10, !dbg !540
  %41 = load ptr, ptr %4, align 8, !dbg !541
  %42 = getelementptr inbounds %struct.table, ptr %41, i32 0, i32 2, !dbg !542
  %43 = load i64, ptr %42, align 8, !dbg !543
  %44 = add i64 %43, -1, !dbg !543
  store i64 %44, ptr %42, align 8, !dbg !543
  store i32 1, ptr %3, align 4, !dbg !544
  br label %51, !dbg !544

45:                                               ; preds = %22
  br label %46, !dbg !545

46:                                               ; preds = %45
  %47 = load ptr, ptr %6, align 8, !dbg !546
  %48 = load ptr, ptr %47, align 8, !dbg !547
  %49 = getelementptr inbounds %struct.entry, ptr %48, i32 0, i32 2, !dbg !548
  store ptr %49, ptr %6, align 8, !dbg !549
  br label %18, !dbg !550, !llvm.loop !551

50:                                               ; preds = %18
  store i32 0, ptr %3, align 4, !dbg !553
  br label %51, !dbg !553

51:                                               ; preds = %50, %30
  %52 = load i32, ptr %3, align 4, !dbg !554
  ret i32 %52, !dbg !554
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @table_free(ptr noundef %0) #0 !dbg !555 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !558, !DIExpression(), !559)
    #dbg_declare(ptr %3, !560, !DIExpression(), !562)
  store i64 0, ptr %3, align 8, !dbg !562
  br label %6, !dbg !563

6:                                                ; preds = %32, %1
  %7 = load i64, ptr %3, align 8, !dbg !564
  %8 = load ptr, ptr %2, align 8, !dbg !566
  %9 = getelementptr inbounds %struct.table, ptr %8, i32 0, i32 1, !dbg !567
  %10 = load i64, ptr %9, align 8, !dbg !567
  %11 = icmp ult i64 %7, %10, !dbg !568
  br i1 %11, label %12, label %35, !dbg !569

12:                                               ; preds = %6
    #dbg_declare(ptr %4, !570, !DIExpression(), !572)
  %13 = load ptr, ptr %2, align 8, !dbg !573
  %14 = getelementptr inbounds %struct.table, ptr %13, i32 0, i32 0, !dbg !574
  %15 = load ptr, ptr %14, align 8, !dbg !574
  %16 = load i64, ptr %3, align 8, !dbg !575
  %17 = getelementptr inbounds ptr, ptr %15, i64 %16, !dbg !573
  %18 = load ptr, ptr %17, align 8, !dbg !573
  store ptr %18, ptr %4, align 8, !dbg !572
  br label %19, !dbg !576

19:                                               ; preds = %22, %12
  %20 = load ptr, ptr %4, align 8, !dbg !577
  %21 = icmp ne ptr %20, null, !dbg !576
  br i1 %21, label %22, label %31, !dbg !576

22:                                               ; preds = %19
    #dbg_declare(ptr %5, !578, !DIExpression(), !580)
  %23 = load ptr, ptr %4, align 8, !dbg !581
  %24 = getelementptr inbounds %struct.entry, ptr %23, i32 0, i32 2, !dbg !582
  %25 = load ptr, ptr %24, align 8, !dbg !582
  store ptr %25, ptr %5, align 8, !dbg !580
  %26 = load ptr, ptr %4, align 8, !dbg !583
  %27 = getelementptr inbounds %struct.entry, ptr %26, i32 0, i32 0, !dbg !584
  %28 = load ptr, ptr %27, align 8, !dbg !584
  call void @free(ptr noundef %28) #10, !dbg !585
  %29 = load ptr, ptr %4, align 8, !dbg !586
  call void @free(ptr noundef %29) #10, !dbg !587
  %30 = load ptr, ptr %5, align 8, !dbg !588
  store ptr %30, ptr %4, align 8, !dbg !589
  br label %19, !dbg !576, !llvm.loop !590

31:                                               ; preds = %19
  br label %32, !dbg !592

32:                                               ; preds = %31
  %33 = load i64, ptr %3, align 8, !dbg !593
  %34 = add i64 %33, 1, !dbg !593
  store i64 %34, ptr %3, align 8, !dbg !593
  br label %6, !dbg !594, !llvm.loop !595

35:                                               ; preds = %6
  %36 = load ptr, ptr %2, align 8, !dbg !597
  %37 = getelementptr inbounds %struct.table, ptr %36, i32 0, i32 0, !dbg !598
  %38 = load ptr, ptr %37, align 8, !dbg !598
  call void @free(ptr noundef %38) #10, !dbg !599
  ret void, !dbg !600
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @hash(ptr noundef %0) #0 !dbg !601 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !604, !DIExpression(), !605)
    #dbg_declare(ptr %3, !606, !DIExpression(), !607)
  store i64 5381, ptr %3, align 8, !dbg !607
  br label %4, !dbg !608

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8, !dbg !609
  %6 = load i8, ptr %5, align 1, !dbg !610
  %7 = icmp ne i8 %6, 0, !dbg !608
  br i1 %7, label %8, label %16, !dbg !608

8:                                                ; preds = %4
  %9 = load i64, ptr %3, align 8, !dbg !611
  %10 = mul i64 %9, 33, !dbg !612
  %11 = load ptr, ptr %2, align 8, !dbg !613
  %12 = getelementptr inbounds i8, ptr %11, i32 1, !dbg !613
  store ptr %12, ptr %2, align 8, !dbg !613
  %13 = load i8, ptr %11, align 1, !dbg !614
  %14 = zext i8 %13 to i64, !dbg !615
  %15 = add i64 %10, %14, !dbg !616
  store i64 %15, ptr %3, align 8, !dbg !617
  br label %4, !dbg !608, !llvm.loop !618

16:                                               ; preds = %4
  %17 = load i64, ptr %3, align 8, !dbg !619
  ret i64 %17, !dbg !620
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #5

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rehash(ptr noundef %0) #0 !dbg !621 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !622, !DIExpression(), !623)
    #dbg_declare(ptr %3, !624, !DIExpression(), !625)
  store ptr null, ptr %3, align 8, !dbg !625
    #dbg_declare(ptr %4, !626, !DIExpression(), !628)
  store i64 0, ptr %4, align 8, !dbg !628
  br label %11, !dbg !629

11:                                               ; preds = %37, %1
  %12 = load i64, ptr %4, align 8, !dbg !630
  %13 = load ptr, ptr %2, align 8, !dbg !632
  %14 = getelementptr inbounds %struct.table, ptr %13, i32 0, i32 1, !dbg !633
  %15 = load i64, ptr %14, align 8, !dbg !633
  %16 = icmp ult i64 %12, %15, !dbg !634
  br i1 %16, label %17, label %40, !dbg !635

17:                                               ; preds = %11
    #dbg_declare(ptr %5, !636, !DIExpression(), !638)
  %18 = load ptr, ptr %2, align 8, !dbg !639
  %19 = getelementptr inbounds %struct.table, ptr %18, i32 0, i32 0, !dbg !640
  %20 = load ptr, ptr %19, align 8, !dbg !640
  %21 = load i64, ptr %4, align 8, !dbg !641
  %22 = getelementptr inbounds ptr, ptr %20, i64 %21, !dbg !639
  %23 = load ptr, ptr %22, align 8, !dbg !639
  store ptr %23, ptr %5, align 8, !dbg !638
  br label %24, !dbg !642

24:                                               ; preds = %27, %17
  %25 = load ptr, ptr %5, align 8, !dbg !643
  %26 = icmp ne ptr %25, null, !dbg !642
  br i1 %26, label %27, label %36, !dbg !642

27:                                               ; preds = %24
    #dbg_declare(ptr %6, !644, !DIExpression(), !646)
  %28 = load ptr, ptr %5, align 8, !dbg !647
  %29 = getelementptr inbounds %struct.entry, ptr %28, i32 0, i32 2, !dbg !648
  %30 = load ptr, ptr %29, align 8, !dbg !648
  store ptr %30, ptr %6, align 8, !dbg !646
  %31 = load ptr, ptr %3, align 8, !dbg !649
  %32 = load ptr, ptr %5, align 8, !dbg !650
  %33 = getelementptr inbounds %struct.entry, ptr %32, i32 0, i32 2, !dbg !651
  store ptr %31, ptr %33, align 8, !dbg !652
  %34 = load ptr, ptr %5, align 8, !dbg !653
  store ptr %34, ptr %3, align 8, !dbg !654
  %35 = load ptr, ptr %6, align 8, !dbg !655
  store ptr %35, ptr %5, align 8, !dbg !656
  br label %24, !dbg !642, !llvm.loop !657

36:                                               ; preds = %24
  br label %37, !dbg !659

37:                                               ; preds = %36
  %38 = load i64, ptr %4, align 8, !dbg !660
  %39 = add i64 %38, 1, !dbg !660
  store i64 %39, ptr %4, align 8, !dbg !660
  br label %11, !dbg !661, !llvm.loop !662

40:                                               ; preds = %11
    #dbg_declare(ptr %7, !664, !DIExpression(), !665)
  %41 = load ptr, ptr %2, align 8, !dbg !666
  %42 = getelementptr inbounds %struct.table, ptr %41, i32 0, i32 1, !dbg !667
  %43 = load i64, ptr %42, align 8, !dbg !667
  %44 = mul i64 %43, 2, !dbg !668
  %45 = add i64 %44, 1, !dbg !669
  store i64 %45, ptr %7, align 8, !dbg !665
    #dbg_declare(ptr %8, !670, !DIExpression(), !671)
  %46 = load ptr, ptr %2, align 8, !dbg !672
  %47 = getelementptr inbounds %struct.table, ptr %46, i32 0, i32 0, !dbg !673
  %48 = load ptr, ptr %47, align 8, !dbg !673
  %49 = load i64, ptr %7, align 8, !dbg !674
  %50 = mul i64 %49, 8, !dbg !675
  %51 = call ptr @realloc(ptr noundef %48, i64 noundef %50) #13, !dbg !676
  store ptr %51, ptr %8, align 8, !dbg !671
  %52 = load ptr, ptr %8, align 8, !dbg !677
  %53 = icmp ne ptr %52, null, !dbg !677
  br i1 %53, label %55, label %54, !dbg !679

54:                                               ; preds = %40
  call void @exit(i32 noundef 1) #14, !dbg !680
  unreachable, !dbg !680

55:                                               ; preds = %40
  %56 = load ptr, ptr %8, align 8, !dbg !681
  %57 = load i64, ptr %7, align 8, !dbg !682
  %58 = mul i64 %57, 8, !dbg !683
  call void @llvm.memset.p0.i64(ptr align 8 %56, i8 0, i64 %58, i1 false), !dbg !684
  br label %59, !dbg !685

59:                                               ; preds = %62, %55
  %60 = load ptr, ptr %3, align 8, !dbg !686
  %61 = icmp ne ptr %60, null, !dbg !685
  br i1 %61, label %62, label %83, !dbg !685

62:                                               ; preds = %59
    #dbg_declare(ptr %9, !687, !DIExpression(), !689)
  %63 = load ptr, ptr %3, align 8, !dbg !690
  %64 = getelementptr inbounds %struct.entry, ptr %63, i32 0, i32 2, !dbg !691
  %65 = load ptr, ptr %64, align 8, !dbg !691
  store ptr %65, ptr %9, align 8, !dbg !689
    #dbg_declare(ptr %10, !692, !DIExpression(), !693)
  %66 = load ptr, ptr %3, align 8, !dbg !694
  %67 = getelementptr inbounds %struct.entry, ptr %66, i32 0, i32 0, !dbg !695
  %68 = load ptr, ptr %67, align 8, !dbg !695
  %69 = call i64 @hash(ptr noundef %68), !dbg !696
  %70 = load i64, ptr %7, align 8, !dbg !697
  %71 = urem i64 %69, %70, !dbg !698
  store i64 %71, ptr %10, align 8, !dbg !693
  %72 = load ptr, ptr %8, align 8, !dbg !699
  %73 = load i64, ptr %10, align 8, !dbg !700
  %74 = getelementptr inbounds ptr, ptr %72, i64 %73, !dbg !699
  %75 = load ptr, ptr %74, align 8, !dbg !699
  %76 = load ptr, ptr %3, align 8, !dbg !701
  %77 = getelementptr inbounds %struct.entry, ptr %76, i32 0, i32 2, !dbg !702
  store ptr %75, ptr %77, align 8, !dbg !703
  %78 = load ptr, ptr %3, align 8, !dbg !704
  %79 = load ptr, ptr %8, align 8, !dbg !705
  %80 = load i64, ptr %10, align 8, !dbg !706
  %81 = getelementptr inbounds ptr, ptr %79, i64 %80, !dbg !705
  store ptr %78, ptr %81, align 8, !dbg !707
  %82 = load ptr, ptr %9, align 8, !dbg !708
  store ptr %82, ptr %3, align 8, !dbg !709
  br label %59, !dbg !685, !llvm.loop !710

83:                                               ; preds = %59
  %84 = load ptr, ptr %8, align 8, !dbg !712
  %85 = load ptr, ptr %2, align 8, !dbg !713
  %86 = getelementptr inbounds %struct.table, ptr %85, i32 0, i32 0, !dbg !714
  store ptr %84, ptr %86, align 8, !dbg !715
  %87 = load i64, ptr %7, align 8, !dbg !716
  %88 = load ptr, ptr %2, align 8, !dbg !717
  %89 = getelementptr inbounds %struct.table, ptr %88, i32 0, i32 1, !dbg !718
  store i64 %87, ptr %89, align 8, !dbg !719
  %90 = load ptr, ptr %2, align 8, !dbg !720
  %91 = getelementptr inbounds %struct.table, ptr %90, i32 0, i32 3, !dbg !721
  %92 = load i32, ptr %91, align 8, !dbg !722
  %93 = add nsw i32 %92, 1, !dbg !722
  store i32 %93, ptr %91, align 8, !dbg !722
  ret void, !dbg !723
}

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #6

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind allocsize(1) }
attributes #14 = { noreturn nounwind }

!llvm.dbg.cu = !{!31}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "hash_table.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "73f49a57fd5bd91d9eee3ee85249044b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 53)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 148, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 156, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 22)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 170, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 456, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 57)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 176, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "syll", scope: !26, file: !2, line: 114, type: !56, isLocal: true, isDefinition: true)
!26 = distinct !DISubprogram(name: "make_key", scope: !2, file: !2, line: 113, type: !27, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !55)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !30}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !32, globals: !35, splitDebugInlining: false, nameTableKind: None)
!32 = !{!33, !34}
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!35 = !{!0, !7, !12, !17, !22, !36, !41, !43, !45, !47, !49, !51, !53, !24}
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 3)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 114, type: !38, isLocal: true, isDefinition: true)
!55 = !{}
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 512, elements: !59)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!59 = !{!60}
!60 = !DISubrange(count: 8)
!61 = !{i32 7, !"Dwarf Version", i32 5}
!62 = !{i32 2, !"Debug Info Version", i32 3}
!63 = !{i32 1, !"wchar_size", i32 4}
!64 = !{i32 8, !"PIC Level", i32 2}
!65 = !{i32 7, !"PIE Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 2}
!67 = !{i32 7, !"frame-pointer", i32 2}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 123, type: !70, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !31, retainedNodes: !55)
!70 = !DISubroutineType(types: !71)
!71 = !{!30}
!72 = !DILocalVariable(name: "t", scope: !69, file: !2, line: 124, type: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "table", file: !2, line: 13, size: 256, elements: !74)
!74 = !{!75, !83, !87, !88}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !73, file: !2, line: 14, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !2, line: 7, size: 192, elements: !79)
!79 = !{!80, !81, !82}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !78, file: !2, line: 8, baseType: !29, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !78, file: !2, line: 9, baseType: !33, size: 64, offset: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !78, file: !2, line: 10, baseType: !77, size: 64, offset: 128)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "nbuckets", scope: !73, file: !2, line: 15, baseType: !84, size: 64, offset: 64)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !85, line: 18, baseType: !86)
!85 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!86 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !73, file: !2, line: 15, baseType: !84, size: 64, offset: 128)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "rehashes", scope: !73, file: !2, line: 16, baseType: !30, size: 32, offset: 192)
!89 = !DILocation(line: 124, column: 18, scope: !69)
!90 = !DILocation(line: 125, column: 5, scope: !69)
!91 = !DILocalVariable(name: "key", scope: !69, file: !2, line: 126, type: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 64)
!95 = !DILocation(line: 126, column: 10, scope: !69)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 127, type: !30)
!97 = distinct !DILexicalBlock(scope: !69, file: !2, line: 127, column: 5)
!98 = !DILocation(line: 127, column: 14, scope: !97)
!99 = !DILocation(line: 127, column: 10, scope: !97)
!100 = !DILocation(line: 127, column: 21, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !2, line: 127, column: 5)
!102 = !DILocation(line: 127, column: 23, scope: !101)
!103 = !DILocation(line: 127, column: 5, scope: !97)
!104 = !DILocation(line: 128, column: 18, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !2, line: 127, column: 35)
!106 = !DILocation(line: 128, column: 23, scope: !105)
!107 = !DILocation(line: 128, column: 9, scope: !105)
!108 = !DILocation(line: 129, column: 17, scope: !105)
!109 = !DILocation(line: 129, column: 28, scope: !105)
!110 = !DILocation(line: 129, column: 22, scope: !105)
!111 = !DILocation(line: 129, column: 32, scope: !105)
!112 = !DILocation(line: 129, column: 30, scope: !105)
!113 = !DILocation(line: 129, column: 9, scope: !105)
!114 = !DILocation(line: 130, column: 13, scope: !115)
!115 = distinct !DILexicalBlock(scope: !105, file: !2, line: 130, column: 13)
!116 = !DILocation(line: 130, column: 15, scope: !115)
!117 = !DILocation(line: 130, column: 20, scope: !115)
!118 = !DILocation(line: 130, column: 13, scope: !105)
!119 = !DILocation(line: 131, column: 77, scope: !115)
!120 = !DILocation(line: 131, column: 79, scope: !115)
!121 = !DILocation(line: 131, column: 86, scope: !115)
!122 = !DILocation(line: 132, column: 22, scope: !115)
!123 = !DILocation(line: 132, column: 34, scope: !115)
!124 = !DILocation(line: 131, column: 13, scope: !115)
!125 = !DILocation(line: 133, column: 5, scope: !105)
!126 = !DILocation(line: 127, column: 31, scope: !101)
!127 = !DILocation(line: 127, column: 5, scope: !101)
!128 = distinct !{!128, !103, !129, !130}
!129 = !DILocation(line: 133, column: 5, scope: !97)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 134, type: !30)
!132 = distinct !DILexicalBlock(scope: !69, file: !2, line: 134, column: 5)
!133 = !DILocation(line: 134, column: 14, scope: !132)
!134 = !DILocation(line: 134, column: 10, scope: !132)
!135 = !DILocation(line: 134, column: 21, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 134, column: 5)
!137 = !DILocation(line: 134, column: 23, scope: !136)
!138 = !DILocation(line: 134, column: 5, scope: !132)
!139 = !DILocation(line: 135, column: 18, scope: !140)
!140 = distinct !DILexicalBlock(scope: !136, file: !2, line: 134, column: 38)
!141 = !DILocation(line: 135, column: 23, scope: !140)
!142 = !DILocation(line: 135, column: 9, scope: !140)
!143 = !DILocation(line: 136, column: 17, scope: !140)
!144 = !DILocation(line: 136, column: 23, scope: !140)
!145 = !DILocation(line: 136, column: 22, scope: !140)
!146 = !DILocation(line: 136, column: 9, scope: !140)
!147 = !DILocation(line: 137, column: 5, scope: !140)
!148 = !DILocation(line: 134, column: 32, scope: !136)
!149 = !DILocation(line: 134, column: 5, scope: !136)
!150 = distinct !{!150, !138, !151, !130}
!151 = !DILocation(line: 137, column: 5, scope: !132)
!152 = !DILocalVariable(name: "sum", scope: !69, file: !2, line: 138, type: !33)
!153 = !DILocation(line: 138, column: 10, scope: !69)
!154 = !DILocalVariable(name: "found", scope: !69, file: !2, line: 139, type: !30)
!155 = !DILocation(line: 139, column: 9, scope: !69)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 140, type: !30)
!157 = distinct !DILexicalBlock(scope: !69, file: !2, line: 140, column: 5)
!158 = !DILocation(line: 140, column: 14, scope: !157)
!159 = !DILocation(line: 140, column: 10, scope: !157)
!160 = !DILocation(line: 140, column: 21, scope: !161)
!161 = distinct !DILexicalBlock(scope: !157, file: !2, line: 140, column: 5)
!162 = !DILocation(line: 140, column: 23, scope: !161)
!163 = !DILocation(line: 140, column: 5, scope: !157)
!164 = !DILocation(line: 141, column: 18, scope: !165)
!165 = distinct !DILexicalBlock(scope: !161, file: !2, line: 140, column: 38)
!166 = !DILocation(line: 141, column: 23, scope: !165)
!167 = !DILocation(line: 141, column: 9, scope: !165)
!168 = !DILocalVariable(name: "e", scope: !165, file: !2, line: 142, type: !77)
!169 = !DILocation(line: 142, column: 23, scope: !165)
!170 = !DILocation(line: 142, column: 35, scope: !165)
!171 = !DILocation(line: 142, column: 27, scope: !165)
!172 = !DILocation(line: 143, column: 13, scope: !173)
!173 = distinct !DILexicalBlock(scope: !165, file: !2, line: 143, column: 13)
!174 = !DILocation(line: 143, column: 13, scope: !165)
!175 = !DILocation(line: 144, column: 18, scope: !176)
!176 = distinct !DILexicalBlock(scope: !173, file: !2, line: 143, column: 16)
!177 = !DILocation(line: 145, column: 20, scope: !176)
!178 = !DILocation(line: 145, column: 23, scope: !176)
!179 = !DILocation(line: 145, column: 17, scope: !176)
!180 = !DILocation(line: 146, column: 9, scope: !176)
!181 = !DILocation(line: 147, column: 5, scope: !165)
!182 = !DILocation(line: 140, column: 32, scope: !161)
!183 = !DILocation(line: 140, column: 5, scope: !161)
!184 = distinct !{!184, !163, !185, !130}
!185 = !DILocation(line: 147, column: 5, scope: !157)
!186 = !DILocation(line: 148, column: 34, scope: !69)
!187 = !DILocation(line: 148, column: 41, scope: !69)
!188 = !DILocation(line: 148, column: 5, scope: !69)
!189 = !DILocalVariable(name: "deleted", scope: !69, file: !2, line: 149, type: !30)
!190 = !DILocation(line: 149, column: 9, scope: !69)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 150, type: !30)
!192 = distinct !DILexicalBlock(scope: !69, file: !2, line: 150, column: 5)
!193 = !DILocation(line: 150, column: 14, scope: !192)
!194 = !DILocation(line: 150, column: 10, scope: !192)
!195 = !DILocation(line: 150, column: 21, scope: !196)
!196 = distinct !DILexicalBlock(scope: !192, file: !2, line: 150, column: 5)
!197 = !DILocation(line: 150, column: 23, scope: !196)
!198 = !DILocation(line: 150, column: 5, scope: !192)
!199 = !DILocation(line: 151, column: 18, scope: !200)
!200 = distinct !DILexicalBlock(scope: !196, file: !2, line: 150, column: 38)
!201 = !DILocation(line: 151, column: 23, scope: !200)
!202 = !DILocation(line: 151, column: 9, scope: !200)
!203 = !DILocation(line: 152, column: 28, scope: !200)
!204 = !DILocation(line: 152, column: 20, scope: !200)
!205 = !DILocation(line: 152, column: 17, scope: !200)
!206 = !DILocation(line: 153, column: 5, scope: !200)
!207 = !DILocation(line: 150, column: 32, scope: !196)
!208 = !DILocation(line: 150, column: 5, scope: !196)
!209 = distinct !{!209, !198, !210, !130}
!210 = !DILocation(line: 153, column: 5, scope: !192)
!211 = !DILocation(line: 154, column: 14, scope: !69)
!212 = !DILocation(line: 154, column: 5, scope: !69)
!213 = !DILocation(line: 155, column: 24, scope: !69)
!214 = !DILocation(line: 155, column: 16, scope: !69)
!215 = !DILocation(line: 155, column: 13, scope: !69)
!216 = !DILocation(line: 156, column: 38, scope: !69)
!217 = !DILocation(line: 156, column: 49, scope: !69)
!218 = !DILocation(line: 156, column: 5, scope: !69)
!219 = !DILocalVariable(name: "longest", scope: !69, file: !2, line: 157, type: !84)
!220 = !DILocation(line: 157, column: 12, scope: !69)
!221 = !DILocalVariable(name: "empty", scope: !69, file: !2, line: 157, type: !84)
!222 = !DILocation(line: 157, column: 25, scope: !69)
!223 = !DILocalVariable(name: "total", scope: !69, file: !2, line: 158, type: !33)
!224 = !DILocation(line: 158, column: 10, scope: !69)
!225 = !DILocalVariable(name: "i", scope: !226, file: !2, line: 159, type: !84)
!226 = distinct !DILexicalBlock(scope: !69, file: !2, line: 159, column: 5)
!227 = !DILocation(line: 159, column: 17, scope: !226)
!228 = !DILocation(line: 159, column: 10, scope: !226)
!229 = !DILocation(line: 159, column: 24, scope: !230)
!230 = distinct !DILexicalBlock(scope: !226, file: !2, line: 159, column: 5)
!231 = !DILocation(line: 159, column: 30, scope: !230)
!232 = !DILocation(line: 159, column: 26, scope: !230)
!233 = !DILocation(line: 159, column: 5, scope: !226)
!234 = !DILocalVariable(name: "len", scope: !235, file: !2, line: 160, type: !84)
!235 = distinct !DILexicalBlock(scope: !230, file: !2, line: 159, column: 45)
!236 = !DILocation(line: 160, column: 16, scope: !235)
!237 = !DILocalVariable(name: "e", scope: !238, file: !2, line: 161, type: !77)
!238 = distinct !DILexicalBlock(scope: !235, file: !2, line: 161, column: 9)
!239 = !DILocation(line: 161, column: 28, scope: !238)
!240 = !DILocation(line: 161, column: 34, scope: !238)
!241 = !DILocation(line: 161, column: 42, scope: !238)
!242 = !DILocation(line: 161, column: 32, scope: !238)
!243 = !DILocation(line: 161, column: 14, scope: !238)
!244 = !DILocation(line: 161, column: 46, scope: !245)
!245 = distinct !DILexicalBlock(scope: !238, file: !2, line: 161, column: 9)
!246 = !DILocation(line: 161, column: 9, scope: !238)
!247 = !DILocation(line: 162, column: 16, scope: !248)
!248 = distinct !DILexicalBlock(scope: !245, file: !2, line: 161, column: 62)
!249 = !DILocation(line: 163, column: 22, scope: !248)
!250 = !DILocation(line: 163, column: 25, scope: !248)
!251 = !DILocation(line: 163, column: 19, scope: !248)
!252 = !DILocation(line: 164, column: 9, scope: !248)
!253 = !DILocation(line: 161, column: 53, scope: !245)
!254 = !DILocation(line: 161, column: 56, scope: !245)
!255 = !DILocation(line: 161, column: 51, scope: !245)
!256 = !DILocation(line: 161, column: 9, scope: !245)
!257 = distinct !{!257, !246, !258, !130}
!258 = !DILocation(line: 164, column: 9, scope: !238)
!259 = !DILocation(line: 165, column: 13, scope: !260)
!260 = distinct !DILexicalBlock(scope: !235, file: !2, line: 165, column: 13)
!261 = !DILocation(line: 165, column: 19, scope: !260)
!262 = !DILocation(line: 165, column: 17, scope: !260)
!263 = !DILocation(line: 165, column: 13, scope: !235)
!264 = !DILocation(line: 166, column: 23, scope: !260)
!265 = !DILocation(line: 166, column: 21, scope: !260)
!266 = !DILocation(line: 166, column: 13, scope: !260)
!267 = !DILocation(line: 167, column: 14, scope: !268)
!268 = distinct !DILexicalBlock(scope: !235, file: !2, line: 167, column: 13)
!269 = !DILocation(line: 167, column: 13, scope: !235)
!270 = !DILocation(line: 168, column: 18, scope: !268)
!271 = !DILocation(line: 168, column: 13, scope: !268)
!272 = !DILocation(line: 169, column: 5, scope: !235)
!273 = !DILocation(line: 159, column: 41, scope: !230)
!274 = !DILocation(line: 159, column: 5, scope: !230)
!275 = distinct !{!275, !233, !276, !130}
!276 = !DILocation(line: 169, column: 5, scope: !226)
!277 = !DILocation(line: 170, column: 75, scope: !69)
!278 = !DILocation(line: 170, column: 85, scope: !69)
!279 = !DILocation(line: 171, column: 12, scope: !69)
!280 = !DILocation(line: 171, column: 19, scope: !69)
!281 = !DILocation(line: 170, column: 5, scope: !69)
!282 = !DILocalVariable(name: "shown", scope: !69, file: !2, line: 173, type: !30)
!283 = !DILocation(line: 173, column: 9, scope: !69)
!284 = !DILocalVariable(name: "i", scope: !285, file: !2, line: 174, type: !84)
!285 = distinct !DILexicalBlock(scope: !69, file: !2, line: 174, column: 5)
!286 = !DILocation(line: 174, column: 17, scope: !285)
!287 = !DILocation(line: 174, column: 10, scope: !285)
!288 = !DILocation(line: 174, column: 24, scope: !289)
!289 = distinct !DILexicalBlock(scope: !285, file: !2, line: 174, column: 5)
!290 = !DILocation(line: 174, column: 30, scope: !289)
!291 = !DILocation(line: 174, column: 26, scope: !289)
!292 = !DILocation(line: 174, column: 39, scope: !289)
!293 = !DILocation(line: 174, column: 42, scope: !289)
!294 = !DILocation(line: 174, column: 48, scope: !289)
!295 = !DILocation(line: 0, scope: !289)
!296 = !DILocation(line: 174, column: 5, scope: !285)
!297 = !DILocalVariable(name: "e", scope: !298, file: !2, line: 175, type: !77)
!298 = distinct !DILexicalBlock(scope: !289, file: !2, line: 175, column: 9)
!299 = !DILocation(line: 175, column: 28, scope: !298)
!300 = !DILocation(line: 175, column: 34, scope: !298)
!301 = !DILocation(line: 175, column: 42, scope: !298)
!302 = !DILocation(line: 175, column: 32, scope: !298)
!303 = !DILocation(line: 175, column: 14, scope: !298)
!304 = !DILocation(line: 175, column: 46, scope: !305)
!305 = distinct !DILexicalBlock(scope: !298, file: !2, line: 175, column: 9)
!306 = !DILocation(line: 175, column: 48, scope: !305)
!307 = !DILocation(line: 175, column: 51, scope: !305)
!308 = !DILocation(line: 175, column: 57, scope: !305)
!309 = !DILocation(line: 0, scope: !305)
!310 = !DILocation(line: 175, column: 9, scope: !298)
!311 = !DILocation(line: 176, column: 42, scope: !305)
!312 = !DILocation(line: 176, column: 45, scope: !305)
!313 = !DILocation(line: 176, column: 48, scope: !305)
!314 = !DILocation(line: 176, column: 53, scope: !305)
!315 = !DILocation(line: 176, column: 56, scope: !305)
!316 = !DILocation(line: 176, column: 13, scope: !305)
!317 = !DILocation(line: 175, column: 67, scope: !305)
!318 = !DILocation(line: 175, column: 70, scope: !305)
!319 = !DILocation(line: 175, column: 65, scope: !305)
!320 = !DILocation(line: 175, column: 81, scope: !305)
!321 = !DILocation(line: 175, column: 9, scope: !305)
!322 = distinct !{!322, !310, !323, !130}
!323 = !DILocation(line: 176, column: 61, scope: !298)
!324 = !DILocation(line: 174, column: 55, scope: !289)
!325 = !DILocation(line: 174, column: 5, scope: !289)
!326 = distinct !{!326, !296, !327, !130}
!327 = !DILocation(line: 176, column: 61, scope: !285)
!328 = !DILocation(line: 177, column: 5, scope: !69)
!329 = !DILocation(line: 178, column: 5, scope: !69)
!330 = distinct !DISubprogram(name: "table_init", scope: !2, file: !2, line: 26, type: !331, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !55)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !333, !84}
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!334 = !DILocalVariable(name: "t", arg: 1, scope: !330, file: !2, line: 26, type: !333)
!335 = !DILocation(line: 26, column: 38, scope: !330)
!336 = !DILocalVariable(name: "n", arg: 2, scope: !330, file: !2, line: 26, type: !84)
!337 = !DILocation(line: 26, column: 48, scope: !330)
!338 = !DILocation(line: 27, column: 25, scope: !330)
!339 = !DILocation(line: 27, column: 18, scope: !330)
!340 = !DILocation(line: 27, column: 5, scope: !330)
!341 = !DILocation(line: 27, column: 8, scope: !330)
!342 = !DILocation(line: 27, column: 16, scope: !330)
!343 = !DILocation(line: 28, column: 19, scope: !330)
!344 = !DILocation(line: 28, column: 5, scope: !330)
!345 = !DILocation(line: 28, column: 8, scope: !330)
!346 = !DILocation(line: 28, column: 17, scope: !330)
!347 = !DILocation(line: 29, column: 5, scope: !330)
!348 = !DILocation(line: 29, column: 8, scope: !330)
!349 = !DILocation(line: 29, column: 14, scope: !330)
!350 = !DILocation(line: 30, column: 5, scope: !330)
!351 = !DILocation(line: 30, column: 8, scope: !330)
!352 = !DILocation(line: 30, column: 17, scope: !330)
!353 = !DILocation(line: 31, column: 1, scope: !330)
!354 = !DILocalVariable(name: "buf", arg: 1, scope: !26, file: !2, line: 113, type: !29)
!355 = !DILocation(line: 113, column: 28, scope: !26)
!356 = !DILocalVariable(name: "i", arg: 2, scope: !26, file: !2, line: 113, type: !30)
!357 = !DILocation(line: 113, column: 37, scope: !26)
!358 = !DILocation(line: 115, column: 5, scope: !26)
!359 = !DILocation(line: 115, column: 12, scope: !26)
!360 = !DILocalVariable(name: "v", scope: !26, file: !2, line: 116, type: !30)
!361 = !DILocation(line: 116, column: 9, scope: !26)
!362 = !DILocation(line: 116, column: 13, scope: !26)
!363 = !DILocation(line: 117, column: 5, scope: !26)
!364 = !DILocation(line: 118, column: 16, scope: !365)
!365 = distinct !DILexicalBlock(scope: !26, file: !2, line: 117, column: 8)
!366 = !DILocation(line: 118, column: 26, scope: !365)
!367 = !DILocation(line: 118, column: 28, scope: !365)
!368 = !DILocation(line: 118, column: 21, scope: !365)
!369 = !DILocation(line: 118, column: 9, scope: !365)
!370 = !DILocation(line: 119, column: 11, scope: !365)
!371 = !DILocation(line: 120, column: 5, scope: !365)
!372 = !DILocation(line: 120, column: 14, scope: !26)
!373 = distinct !{!373, !363, !374, !130}
!374 = !DILocation(line: 120, column: 15, scope: !26)
!375 = !DILocation(line: 121, column: 1, scope: !26)
!376 = distinct !DISubprogram(name: "put", scope: !2, file: !2, line: 63, type: !377, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !55)
!377 = !DISubroutineType(types: !378)
!378 = !{null, !333, !57, !33}
!379 = !DILocalVariable(name: "t", arg: 1, scope: !376, file: !2, line: 63, type: !333)
!380 = !DILocation(line: 63, column: 31, scope: !376)
!381 = !DILocalVariable(name: "key", arg: 2, scope: !376, file: !2, line: 63, type: !57)
!382 = !DILocation(line: 63, column: 46, scope: !376)
!383 = !DILocalVariable(name: "value", arg: 3, scope: !376, file: !2, line: 63, type: !33)
!384 = !DILocation(line: 63, column: 56, scope: !376)
!385 = !DILocalVariable(name: "b", scope: !376, file: !2, line: 64, type: !84)
!386 = !DILocation(line: 64, column: 12, scope: !376)
!387 = !DILocation(line: 64, column: 21, scope: !376)
!388 = !DILocation(line: 64, column: 16, scope: !376)
!389 = !DILocation(line: 64, column: 28, scope: !376)
!390 = !DILocation(line: 64, column: 31, scope: !376)
!391 = !DILocation(line: 64, column: 26, scope: !376)
!392 = !DILocalVariable(name: "e", scope: !393, file: !2, line: 65, type: !77)
!393 = distinct !DILexicalBlock(scope: !376, file: !2, line: 65, column: 5)
!394 = !DILocation(line: 65, column: 24, scope: !393)
!395 = !DILocation(line: 65, column: 28, scope: !393)
!396 = !DILocation(line: 65, column: 31, scope: !393)
!397 = !DILocation(line: 65, column: 39, scope: !393)
!398 = !DILocation(line: 65, column: 10, scope: !393)
!399 = !DILocation(line: 65, column: 43, scope: !400)
!400 = distinct !DILexicalBlock(scope: !393, file: !2, line: 65, column: 5)
!401 = !DILocation(line: 65, column: 5, scope: !393)
!402 = !DILocation(line: 66, column: 20, scope: !403)
!403 = distinct !DILexicalBlock(scope: !400, file: !2, line: 66, column: 13)
!404 = !DILocation(line: 66, column: 23, scope: !403)
!405 = !DILocation(line: 66, column: 28, scope: !403)
!406 = !DILocation(line: 66, column: 13, scope: !403)
!407 = !DILocation(line: 66, column: 33, scope: !403)
!408 = !DILocation(line: 66, column: 13, scope: !400)
!409 = !DILocation(line: 67, column: 24, scope: !410)
!410 = distinct !DILexicalBlock(scope: !403, file: !2, line: 66, column: 39)
!411 = !DILocation(line: 67, column: 13, scope: !410)
!412 = !DILocation(line: 67, column: 16, scope: !410)
!413 = !DILocation(line: 67, column: 22, scope: !410)
!414 = !DILocation(line: 68, column: 13, scope: !410)
!415 = !DILocation(line: 66, column: 36, scope: !403)
!416 = !DILocation(line: 65, column: 50, scope: !400)
!417 = !DILocation(line: 65, column: 53, scope: !400)
!418 = !DILocation(line: 65, column: 48, scope: !400)
!419 = !DILocation(line: 65, column: 5, scope: !400)
!420 = distinct !{!420, !401, !421, !130}
!421 = !DILocation(line: 69, column: 9, scope: !393)
!422 = !DILocalVariable(name: "e", scope: !376, file: !2, line: 70, type: !77)
!423 = !DILocation(line: 70, column: 19, scope: !376)
!424 = !DILocation(line: 70, column: 23, scope: !376)
!425 = !DILocation(line: 71, column: 21, scope: !376)
!426 = !DILocation(line: 71, column: 14, scope: !376)
!427 = !DILocation(line: 71, column: 5, scope: !376)
!428 = !DILocation(line: 71, column: 8, scope: !376)
!429 = !DILocation(line: 71, column: 12, scope: !376)
!430 = !DILocation(line: 72, column: 16, scope: !376)
!431 = !DILocation(line: 72, column: 5, scope: !376)
!432 = !DILocation(line: 72, column: 8, scope: !376)
!433 = !DILocation(line: 72, column: 14, scope: !376)
!434 = !DILocation(line: 73, column: 15, scope: !376)
!435 = !DILocation(line: 73, column: 18, scope: !376)
!436 = !DILocation(line: 73, column: 26, scope: !376)
!437 = !DILocation(line: 73, column: 5, scope: !376)
!438 = !DILocation(line: 73, column: 8, scope: !376)
!439 = !DILocation(line: 73, column: 13, scope: !376)
!440 = !DILocation(line: 74, column: 21, scope: !376)
!441 = !DILocation(line: 74, column: 5, scope: !376)
!442 = !DILocation(line: 74, column: 8, scope: !376)
!443 = !DILocation(line: 74, column: 16, scope: !376)
!444 = !DILocation(line: 74, column: 19, scope: !376)
!445 = !DILocation(line: 75, column: 11, scope: !446)
!446 = distinct !DILexicalBlock(scope: !376, file: !2, line: 75, column: 9)
!447 = !DILocation(line: 75, column: 14, scope: !446)
!448 = !DILocation(line: 75, column: 9, scope: !446)
!449 = !DILocation(line: 75, column: 22, scope: !446)
!450 = !DILocation(line: 75, column: 25, scope: !446)
!451 = !DILocation(line: 75, column: 34, scope: !446)
!452 = !DILocation(line: 75, column: 38, scope: !446)
!453 = !DILocation(line: 75, column: 20, scope: !446)
!454 = !DILocation(line: 75, column: 9, scope: !376)
!455 = !DILocation(line: 76, column: 16, scope: !446)
!456 = !DILocation(line: 76, column: 9, scope: !446)
!457 = !DILocation(line: 77, column: 1, scope: !376)
!458 = distinct !DISubprogram(name: "get", scope: !2, file: !2, line: 79, type: !459, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !55)
!459 = !DISubroutineType(types: !460)
!460 = !{!77, !333, !57}
!461 = !DILocalVariable(name: "t", arg: 1, scope: !458, file: !2, line: 79, type: !333)
!462 = !DILocation(line: 79, column: 40, scope: !458)
!463 = !DILocalVariable(name: "key", arg: 2, scope: !458, file: !2, line: 79, type: !57)
!464 = !DILocation(line: 79, column: 55, scope: !458)
!465 = !DILocalVariable(name: "e", scope: !466, file: !2, line: 80, type: !77)
!466 = distinct !DILexicalBlock(scope: !458, file: !2, line: 80, column: 5)
!467 = !DILocation(line: 80, column: 24, scope: !466)
!468 = !DILocation(line: 80, column: 28, scope: !466)
!469 = !DILocation(line: 80, column: 31, scope: !466)
!470 = !DILocation(line: 80, column: 44, scope: !466)
!471 = !DILocation(line: 80, column: 39, scope: !466)
!472 = !DILocation(line: 80, column: 51, scope: !466)
!473 = !DILocation(line: 80, column: 54, scope: !466)
!474 = !DILocation(line: 80, column: 49, scope: !466)
!475 = !DILocation(line: 80, column: 10, scope: !466)
!476 = !DILocation(line: 80, column: 65, scope: !477)
!477 = distinct !DILexicalBlock(scope: !466, file: !2, line: 80, column: 5)
!478 = !DILocation(line: 80, column: 5, scope: !466)
!479 = !DILocation(line: 81, column: 20, scope: !480)
!480 = distinct !DILexicalBlock(scope: !477, file: !2, line: 81, column: 13)
!481 = !DILocation(line: 81, column: 23, scope: !480)
!482 = !DILocation(line: 81, column: 28, scope: !480)
!483 = !DILocation(line: 81, column: 13, scope: !480)
!484 = !DILocation(line: 81, column: 33, scope: !480)
!485 = !DILocation(line: 81, column: 13, scope: !477)
!486 = !DILocation(line: 82, column: 20, scope: !480)
!487 = !DILocation(line: 82, column: 13, scope: !480)
!488 = !DILocation(line: 81, column: 36, scope: !480)
!489 = !DILocation(line: 80, column: 72, scope: !477)
!490 = !DILocation(line: 80, column: 75, scope: !477)
!491 = !DILocation(line: 80, column: 70, scope: !477)
!492 = !DILocation(line: 80, column: 5, scope: !477)
!493 = distinct !{!493, !478, !494, !130}
!494 = !DILocation(line: 82, column: 20, scope: !466)
!495 = !DILocation(line: 83, column: 5, scope: !458)
!496 = !DILocation(line: 84, column: 1, scope: !458)
!497 = distinct !DISubprogram(name: "del", scope: !2, file: !2, line: 86, type: !498, scopeLine: 86, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !55)
!498 = !DISubroutineType(types: !499)
!499 = !{!30, !333, !57}
!500 = !DILocalVariable(name: "t", arg: 1, scope: !497, file: !2, line: 86, type: !333)
!501 = !DILocation(line: 86, column: 30, scope: !497)
!502 = !DILocalVariable(name: "key", arg: 2, scope: !497, file: !2, line: 86, type: !57)
!503 = !DILocation(line: 86, column: 45, scope: !497)
!504 = !DILocalVariable(name: "pp", scope: !497, file: !2, line: 87, type: !76)
!505 = !DILocation(line: 87, column: 20, scope: !497)
!506 = !DILocation(line: 87, column: 26, scope: !497)
!507 = !DILocation(line: 87, column: 29, scope: !497)
!508 = !DILocation(line: 87, column: 42, scope: !497)
!509 = !DILocation(line: 87, column: 37, scope: !497)
!510 = !DILocation(line: 87, column: 49, scope: !497)
!511 = !DILocation(line: 87, column: 52, scope: !497)
!512 = !DILocation(line: 87, column: 47, scope: !497)
!513 = !DILocation(line: 88, column: 5, scope: !497)
!514 = !DILocation(line: 88, column: 13, scope: !515)
!515 = distinct !DILexicalBlock(scope: !516, file: !2, line: 88, column: 5)
!516 = distinct !DILexicalBlock(scope: !497, file: !2, line: 88, column: 5)
!517 = !DILocation(line: 88, column: 12, scope: !515)
!518 = !DILocation(line: 88, column: 5, scope: !516)
!519 = !DILocation(line: 89, column: 22, scope: !520)
!520 = distinct !DILexicalBlock(scope: !515, file: !2, line: 89, column: 13)
!521 = !DILocation(line: 89, column: 21, scope: !520)
!522 = !DILocation(line: 89, column: 27, scope: !520)
!523 = !DILocation(line: 89, column: 32, scope: !520)
!524 = !DILocation(line: 89, column: 13, scope: !520)
!525 = !DILocation(line: 89, column: 37, scope: !520)
!526 = !DILocation(line: 89, column: 13, scope: !515)
!527 = !DILocalVariable(name: "dead", scope: !528, file: !2, line: 90, type: !77)
!528 = distinct !DILexicalBlock(scope: !520, file: !2, line: 89, column: 43)
!529 = !DILocation(line: 90, column: 27, scope: !528)
!530 = !DILocation(line: 90, column: 35, scope: !528)
!531 = !DILocation(line: 90, column: 34, scope: !528)
!532 = !DILocation(line: 91, column: 19, scope: !528)
!533 = !DILocation(line: 91, column: 25, scope: !528)
!534 = !DILocation(line: 91, column: 14, scope: !528)
!535 = !DILocation(line: 91, column: 17, scope: !528)
!536 = !DILocation(line: 92, column: 18, scope: !528)
!537 = !DILocation(line: 92, column: 24, scope: !528)
!538 = !DILocation(line: 92, column: 13, scope: !528)
!539 = !DILocation(line: 93, column: 18, scope: !528)
!540 = !DILocation(line: 93, column: 13, scope: !528)
!541 = !DILocation(line: 94, column: 13, scope: !528)
!542 = !DILocation(line: 94, column: 16, scope: !528)
!543 = !DILocation(line: 94, column: 21, scope: !528)
!544 = !DILocation(line: 95, column: 13, scope: !528)
!545 = !DILocation(line: 89, column: 40, scope: !520)
!546 = !DILocation(line: 88, column: 25, scope: !515)
!547 = !DILocation(line: 88, column: 24, scope: !515)
!548 = !DILocation(line: 88, column: 30, scope: !515)
!549 = !DILocation(line: 88, column: 20, scope: !515)
!550 = !DILocation(line: 88, column: 5, scope: !515)
!551 = distinct !{!551, !518, !552, !130}
!552 = !DILocation(line: 96, column: 9, scope: !516)
!553 = !DILocation(line: 97, column: 5, scope: !497)
!554 = !DILocation(line: 98, column: 1, scope: !497)
!555 = distinct !DISubprogram(name: "table_free", scope: !2, file: !2, line: 100, type: !556, scopeLine: 100, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !55)
!556 = !DISubroutineType(types: !557)
!557 = !{null, !333}
!558 = !DILocalVariable(name: "t", arg: 1, scope: !555, file: !2, line: 100, type: !333)
!559 = !DILocation(line: 100, column: 38, scope: !555)
!560 = !DILocalVariable(name: "i", scope: !561, file: !2, line: 101, type: !84)
!561 = distinct !DILexicalBlock(scope: !555, file: !2, line: 101, column: 5)
!562 = !DILocation(line: 101, column: 17, scope: !561)
!563 = !DILocation(line: 101, column: 10, scope: !561)
!564 = !DILocation(line: 101, column: 24, scope: !565)
!565 = distinct !DILexicalBlock(scope: !561, file: !2, line: 101, column: 5)
!566 = !DILocation(line: 101, column: 28, scope: !565)
!567 = !DILocation(line: 101, column: 31, scope: !565)
!568 = !DILocation(line: 101, column: 26, scope: !565)
!569 = !DILocation(line: 101, column: 5, scope: !561)
!570 = !DILocalVariable(name: "e", scope: !571, file: !2, line: 102, type: !77)
!571 = distinct !DILexicalBlock(scope: !565, file: !2, line: 101, column: 46)
!572 = !DILocation(line: 102, column: 23, scope: !571)
!573 = !DILocation(line: 102, column: 27, scope: !571)
!574 = !DILocation(line: 102, column: 30, scope: !571)
!575 = !DILocation(line: 102, column: 38, scope: !571)
!576 = !DILocation(line: 103, column: 9, scope: !571)
!577 = !DILocation(line: 103, column: 16, scope: !571)
!578 = !DILocalVariable(name: "next", scope: !579, file: !2, line: 104, type: !77)
!579 = distinct !DILexicalBlock(scope: !571, file: !2, line: 103, column: 19)
!580 = !DILocation(line: 104, column: 27, scope: !579)
!581 = !DILocation(line: 104, column: 34, scope: !579)
!582 = !DILocation(line: 104, column: 37, scope: !579)
!583 = !DILocation(line: 105, column: 18, scope: !579)
!584 = !DILocation(line: 105, column: 21, scope: !579)
!585 = !DILocation(line: 105, column: 13, scope: !579)
!586 = !DILocation(line: 106, column: 18, scope: !579)
!587 = !DILocation(line: 106, column: 13, scope: !579)
!588 = !DILocation(line: 107, column: 17, scope: !579)
!589 = !DILocation(line: 107, column: 15, scope: !579)
!590 = distinct !{!590, !576, !591, !130}
!591 = !DILocation(line: 108, column: 9, scope: !571)
!592 = !DILocation(line: 109, column: 5, scope: !571)
!593 = !DILocation(line: 101, column: 42, scope: !565)
!594 = !DILocation(line: 101, column: 5, scope: !565)
!595 = distinct !{!595, !569, !596, !130}
!596 = !DILocation(line: 109, column: 5, scope: !561)
!597 = !DILocation(line: 110, column: 10, scope: !555)
!598 = !DILocation(line: 110, column: 13, scope: !555)
!599 = !DILocation(line: 110, column: 5, scope: !555)
!600 = !DILocation(line: 111, column: 1, scope: !555)
!601 = distinct !DISubprogram(name: "hash", scope: !2, file: !2, line: 19, type: !602, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !55)
!602 = !DISubroutineType(types: !603)
!603 = !{!86, !57}
!604 = !DILocalVariable(name: "s", arg: 1, scope: !601, file: !2, line: 19, type: !57)
!605 = !DILocation(line: 19, column: 39, scope: !601)
!606 = !DILocalVariable(name: "h", scope: !601, file: !2, line: 20, type: !86)
!607 = !DILocation(line: 20, column: 19, scope: !601)
!608 = !DILocation(line: 21, column: 5, scope: !601)
!609 = !DILocation(line: 21, column: 13, scope: !601)
!610 = !DILocation(line: 21, column: 12, scope: !601)
!611 = !DILocation(line: 22, column: 13, scope: !601)
!612 = !DILocation(line: 22, column: 15, scope: !601)
!613 = !DILocation(line: 22, column: 39, scope: !601)
!614 = !DILocation(line: 22, column: 37, scope: !601)
!615 = !DILocation(line: 22, column: 22, scope: !601)
!616 = !DILocation(line: 22, column: 20, scope: !601)
!617 = !DILocation(line: 22, column: 11, scope: !601)
!618 = distinct !{!618, !608, !613, !130}
!619 = !DILocation(line: 23, column: 12, scope: !601)
!620 = !DILocation(line: 23, column: 5, scope: !601)
!621 = distinct !DISubprogram(name: "rehash", scope: !2, file: !2, line: 35, type: !556, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !55)
!622 = !DILocalVariable(name: "t", arg: 1, scope: !621, file: !2, line: 35, type: !333)
!623 = !DILocation(line: 35, column: 34, scope: !621)
!624 = !DILocalVariable(name: "all", scope: !621, file: !2, line: 36, type: !77)
!625 = !DILocation(line: 36, column: 19, scope: !621)
!626 = !DILocalVariable(name: "i", scope: !627, file: !2, line: 37, type: !84)
!627 = distinct !DILexicalBlock(scope: !621, file: !2, line: 37, column: 5)
!628 = !DILocation(line: 37, column: 17, scope: !627)
!629 = !DILocation(line: 37, column: 10, scope: !627)
!630 = !DILocation(line: 37, column: 24, scope: !631)
!631 = distinct !DILexicalBlock(scope: !627, file: !2, line: 37, column: 5)
!632 = !DILocation(line: 37, column: 28, scope: !631)
!633 = !DILocation(line: 37, column: 31, scope: !631)
!634 = !DILocation(line: 37, column: 26, scope: !631)
!635 = !DILocation(line: 37, column: 5, scope: !627)
!636 = !DILocalVariable(name: "e", scope: !637, file: !2, line: 38, type: !77)
!637 = distinct !DILexicalBlock(scope: !631, file: !2, line: 37, column: 46)
!638 = !DILocation(line: 38, column: 23, scope: !637)
!639 = !DILocation(line: 38, column: 27, scope: !637)
!640 = !DILocation(line: 38, column: 30, scope: !637)
!641 = !DILocation(line: 38, column: 38, scope: !637)
!642 = !DILocation(line: 39, column: 9, scope: !637)
!643 = !DILocation(line: 39, column: 16, scope: !637)
!644 = !DILocalVariable(name: "next", scope: !645, file: !2, line: 40, type: !77)
!645 = distinct !DILexicalBlock(scope: !637, file: !2, line: 39, column: 19)
!646 = !DILocation(line: 40, column: 27, scope: !645)
!647 = !DILocation(line: 40, column: 34, scope: !645)
!648 = !DILocation(line: 40, column: 37, scope: !645)
!649 = !DILocation(line: 41, column: 23, scope: !645)
!650 = !DILocation(line: 41, column: 13, scope: !645)
!651 = !DILocation(line: 41, column: 16, scope: !645)
!652 = !DILocation(line: 41, column: 21, scope: !645)
!653 = !DILocation(line: 42, column: 19, scope: !645)
!654 = !DILocation(line: 42, column: 17, scope: !645)
!655 = !DILocation(line: 43, column: 17, scope: !645)
!656 = !DILocation(line: 43, column: 15, scope: !645)
!657 = distinct !{!657, !642, !658, !130}
!658 = !DILocation(line: 44, column: 9, scope: !637)
!659 = !DILocation(line: 45, column: 5, scope: !637)
!660 = !DILocation(line: 37, column: 42, scope: !631)
!661 = !DILocation(line: 37, column: 5, scope: !631)
!662 = distinct !{!662, !635, !663, !130}
!663 = !DILocation(line: 45, column: 5, scope: !627)
!664 = !DILocalVariable(name: "n", scope: !621, file: !2, line: 46, type: !84)
!665 = !DILocation(line: 46, column: 12, scope: !621)
!666 = !DILocation(line: 46, column: 16, scope: !621)
!667 = !DILocation(line: 46, column: 19, scope: !621)
!668 = !DILocation(line: 46, column: 28, scope: !621)
!669 = !DILocation(line: 46, column: 32, scope: !621)
!670 = !DILocalVariable(name: "nb", scope: !621, file: !2, line: 47, type: !76)
!671 = !DILocation(line: 47, column: 20, scope: !621)
!672 = !DILocation(line: 47, column: 33, scope: !621)
!673 = !DILocation(line: 47, column: 36, scope: !621)
!674 = !DILocation(line: 47, column: 45, scope: !621)
!675 = !DILocation(line: 47, column: 47, scope: !621)
!676 = !DILocation(line: 47, column: 25, scope: !621)
!677 = !DILocation(line: 48, column: 10, scope: !678)
!678 = distinct !DILexicalBlock(scope: !621, file: !2, line: 48, column: 9)
!679 = !DILocation(line: 48, column: 9, scope: !621)
!680 = !DILocation(line: 49, column: 9, scope: !678)
!681 = !DILocation(line: 50, column: 12, scope: !621)
!682 = !DILocation(line: 50, column: 19, scope: !621)
!683 = !DILocation(line: 50, column: 21, scope: !621)
!684 = !DILocation(line: 50, column: 5, scope: !621)
!685 = !DILocation(line: 51, column: 5, scope: !621)
!686 = !DILocation(line: 51, column: 12, scope: !621)
!687 = !DILocalVariable(name: "next", scope: !688, file: !2, line: 52, type: !77)
!688 = distinct !DILexicalBlock(scope: !621, file: !2, line: 51, column: 17)
!689 = !DILocation(line: 52, column: 23, scope: !688)
!690 = !DILocation(line: 52, column: 30, scope: !688)
!691 = !DILocation(line: 52, column: 35, scope: !688)
!692 = !DILocalVariable(name: "b", scope: !688, file: !2, line: 53, type: !84)
!693 = !DILocation(line: 53, column: 16, scope: !688)
!694 = !DILocation(line: 53, column: 25, scope: !688)
!695 = !DILocation(line: 53, column: 30, scope: !688)
!696 = !DILocation(line: 53, column: 20, scope: !688)
!697 = !DILocation(line: 53, column: 37, scope: !688)
!698 = !DILocation(line: 53, column: 35, scope: !688)
!699 = !DILocation(line: 54, column: 21, scope: !688)
!700 = !DILocation(line: 54, column: 24, scope: !688)
!701 = !DILocation(line: 54, column: 9, scope: !688)
!702 = !DILocation(line: 54, column: 14, scope: !688)
!703 = !DILocation(line: 54, column: 19, scope: !688)
!704 = !DILocation(line: 55, column: 17, scope: !688)
!705 = !DILocation(line: 55, column: 9, scope: !688)
!706 = !DILocation(line: 55, column: 12, scope: !688)
!707 = !DILocation(line: 55, column: 15, scope: !688)
!708 = !DILocation(line: 56, column: 15, scope: !688)
!709 = !DILocation(line: 56, column: 13, scope: !688)
!710 = distinct !{!710, !685, !711, !130}
!711 = !DILocation(line: 57, column: 5, scope: !621)
!712 = !DILocation(line: 58, column: 18, scope: !621)
!713 = !DILocation(line: 58, column: 5, scope: !621)
!714 = !DILocation(line: 58, column: 8, scope: !621)
!715 = !DILocation(line: 58, column: 16, scope: !621)
!716 = !DILocation(line: 59, column: 19, scope: !621)
!717 = !DILocation(line: 59, column: 5, scope: !621)
!718 = !DILocation(line: 59, column: 8, scope: !621)
!719 = !DILocation(line: 59, column: 17, scope: !621)
!720 = !DILocation(line: 60, column: 5, scope: !621)
!721 = !DILocation(line: 60, column: 8, scope: !621)
!722 = !DILocation(line: 60, column: 16, scope: !621)
!723 = !DILocation(line: 61, column: 1, scope: !621)
