; ModuleID = 'hash_table.c'
source_filename = "hash_table.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.table = type { ptr, i32, i32, i32 }
%struct.entry = type { ptr, i32, ptr }

@.str = private unnamed_addr constant [53 x i8] c"after %d inserts: count=%zu buckets=%zu rehashes=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"found=%d sum=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [22 x i8] c"deleted=%d count=%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [57 x i8] c"buckets=%zu longest chain=%zu empty=%zu value total=%ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"  [%zu] %s = %ld\0A\00", align 1, !dbg !22
@make_key.syll = internal global [8 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12], align 4, !dbg !24
@.str.5 = private unnamed_addr constant [3 x i8] c"ka\00", align 1, !dbg !36
@.str.6 = private unnamed_addr constant [3 x i8] c"lo\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [3 x i8] c"mi\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [3 x i8] c"nu\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [3 x i8] c"pe\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [3 x i8] c"ra\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [3 x i8] c"si\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [3 x i8] c"to\00", align 1, !dbg !53

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !70 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.table, align 4
  %3 = alloca [64 x i8], align 1
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !73, !DIExpression(), !90)
  call void @table_init(ptr noundef %2, i32 noundef 3), !dbg !91
    #dbg_declare(ptr %3, !92, !DIExpression(), !96)
    #dbg_declare(ptr %4, !97, !DIExpression(), !99)
  store i32 0, ptr %4, align 4, !dbg !99
  br label %21, !dbg !100

21:                                               ; preds = %45, %0
  %22 = load i32, ptr %4, align 4, !dbg !101
  %23 = icmp slt i32 %22, 300, !dbg !103
  br i1 %23, label %24, label %48, !dbg !104

24:                                               ; preds = %21
  %25 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 0, !dbg !105
  %26 = load i32, ptr %4, align 4, !dbg !107
  call void @make_key(ptr noundef %25, i32 noundef %26), !dbg !108
  %27 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 0, !dbg !109
  %28 = load i32, ptr %4, align 4, !dbg !110
  %29 = load i32, ptr %4, align 4, !dbg !111
  %30 = mul nsw i32 %28, %29, !dbg !112
  call void @put(ptr noundef %2, ptr noundef %27, i32 noundef %30), !dbg !113
  %31 = load i32, ptr %4, align 4, !dbg !114
  %32 = srem i32 %31, 50, !dbg !116
  %33 = icmp eq i32 %32, 0, !dbg !117
  br i1 %33, label %34, label %44, !dbg !118

34:                                               ; preds = %24
  %35 = load i32, ptr %4, align 4, !dbg !119
  %36 = add nsw i32 %35, 1, !dbg !120
  %37 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 2, !dbg !121
  %38 = load i32, ptr %37, align 4, !dbg !121
  %39 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 1, !dbg !122
  %40 = load i32, ptr %39, align 4, !dbg !122
  %41 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 3, !dbg !123
  %42 = load i32, ptr %41, align 4, !dbg !123
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %36, i32 noundef %38, i32 noundef %40, i32 noundef %42), !dbg !124
  br label %44, !dbg !124

44:                                               ; preds = %34, %24
  br label %45, !dbg !125

45:                                               ; preds = %44
  %46 = load i32, ptr %4, align 4, !dbg !126
  %47 = add nsw i32 %46, 1, !dbg !126
  store i32 %47, ptr %4, align 4, !dbg !126
  br label %21, !dbg !127, !llvm.loop !128

48:                                               ; preds = %21
    #dbg_declare(ptr %5, !131, !DIExpression(), !133)
  store i32 0, ptr %5, align 4, !dbg !133
  br label %49, !dbg !134

49:                                               ; preds = %58, %48
  %50 = load i32, ptr %5, align 4, !dbg !135
  %51 = icmp slt i32 %50, 300, !dbg !137
  br i1 %51, label %52, label %61, !dbg !138

52:                                               ; preds = %49
  %53 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 0, !dbg !139
  %54 = load i32, ptr %5, align 4, !dbg !141
  call void @make_key(ptr noundef %53, i32 noundef %54), !dbg !142
  %55 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 0, !dbg !143
  %56 = load i32, ptr %5, align 4, !dbg !144
  %57 = sub nsw i32 0, %56, !dbg !145
  call void @put(ptr noundef %2, ptr noundef %55, i32 noundef %57), !dbg !146
  br label %58, !dbg !147

58:                                               ; preds = %52
  %59 = load i32, ptr %5, align 4, !dbg !148
  %60 = add nsw i32 %59, 3, !dbg !148
  store i32 %60, ptr %5, align 4, !dbg !148
  br label %49, !dbg !149, !llvm.loop !150

61:                                               ; preds = %49
    #dbg_declare(ptr %6, !152, !DIExpression(), !153)
  store i32 0, ptr %6, align 4, !dbg !153
    #dbg_declare(ptr %7, !154, !DIExpression(), !155)
  store i32 0, ptr %7, align 4, !dbg !155
    #dbg_declare(ptr %8, !156, !DIExpression(), !158)
  store i32 0, ptr %8, align 4, !dbg !158
  br label %62, !dbg !159

62:                                               ; preds = %81, %61
  %63 = load i32, ptr %8, align 4, !dbg !160
  %64 = icmp slt i32 %63, 400, !dbg !162
  br i1 %64, label %65, label %84, !dbg !163

65:                                               ; preds = %62
  %66 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 0, !dbg !164
  %67 = load i32, ptr %8, align 4, !dbg !166
  call void @make_key(ptr noundef %66, i32 noundef %67), !dbg !167
    #dbg_declare(ptr %9, !168, !DIExpression(), !169)
  %68 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 0, !dbg !170
  %69 = call ptr @get(ptr noundef %2, ptr noundef %68), !dbg !171
  store ptr %69, ptr %9, align 4, !dbg !169
  %70 = load ptr, ptr %9, align 4, !dbg !172
  %71 = icmp ne ptr %70, null, !dbg !172
  br i1 %71, label %72, label %80, !dbg !174

72:                                               ; preds = %65
  %73 = load i32, ptr %7, align 4, !dbg !175
  %74 = add nsw i32 %73, 1, !dbg !175
  store i32 %74, ptr %7, align 4, !dbg !175
  %75 = load ptr, ptr %9, align 4, !dbg !177
  %76 = getelementptr inbounds %struct.entry, ptr %75, i32 0, i32 1, !dbg !178
  %77 = load i32, ptr %76, align 4, !dbg !178
  %78 = load i32, ptr %6, align 4, !dbg !179
  %79 = add nsw i32 %78, %77, !dbg !179
  store i32 %79, ptr %6, align 4, !dbg !179
  br label %80, !dbg !180

80:                                               ; preds = %72, %65
  br label %81, !dbg !181

81:                                               ; preds = %80
  %82 = load i32, ptr %8, align 4, !dbg !182
  %83 = add nsw i32 %82, 7, !dbg !182
  store i32 %83, ptr %8, align 4, !dbg !182
  br label %62, !dbg !183, !llvm.loop !184

84:                                               ; preds = %62
  %85 = load i32, ptr %7, align 4, !dbg !186
  %86 = load i32, ptr %6, align 4, !dbg !187
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %85, i32 noundef %86), !dbg !188
    #dbg_declare(ptr %10, !189, !DIExpression(), !190)
  store i32 0, ptr %10, align 4, !dbg !190
    #dbg_declare(ptr %11, !191, !DIExpression(), !193)
  store i32 0, ptr %11, align 4, !dbg !193
  br label %88, !dbg !194

88:                                               ; preds = %98, %84
  %89 = load i32, ptr %11, align 4, !dbg !195
  %90 = icmp slt i32 %89, 300, !dbg !197
  br i1 %90, label %91, label %101, !dbg !198

91:                                               ; preds = %88
  %92 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 0, !dbg !199
  %93 = load i32, ptr %11, align 4, !dbg !201
  call void @make_key(ptr noundef %92, i32 noundef %93), !dbg !202
  %94 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 0, !dbg !203
  %95 = call i32 @del(ptr noundef %2, ptr noundef %94), !dbg !204
  %96 = load i32, ptr %10, align 4, !dbg !205
  %97 = add nsw i32 %96, %95, !dbg !205
  store i32 %97, ptr %10, align 4, !dbg !205
  br label %98, !dbg !206

98:                                               ; preds = %91
  %99 = load i32, ptr %11, align 4, !dbg !207
  %100 = add nsw i32 %99, 2, !dbg !207
  store i32 %100, ptr %11, align 4, !dbg !207
  br label %88, !dbg !208, !llvm.loop !209

101:                                              ; preds = %88
  %102 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 0, !dbg !211
  call void @make_key(ptr noundef %102, i32 noundef 1000), !dbg !212
  %103 = getelementptr inbounds [64 x i8], ptr %3, i32 0, i32 0, !dbg !213
  %104 = call i32 @del(ptr noundef %2, ptr noundef %103), !dbg !214
  %105 = load i32, ptr %10, align 4, !dbg !215
  %106 = add nsw i32 %105, %104, !dbg !215
  store i32 %106, ptr %10, align 4, !dbg !215
  %107 = load i32, ptr %10, align 4, !dbg !216
  %108 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 2, !dbg !217
  %109 = load i32, ptr %108, align 4, !dbg !217
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %107, i32 noundef %109), !dbg !218
    #dbg_declare(ptr %12, !219, !DIExpression(), !220)
  store i32 0, ptr %12, align 4, !dbg !220
    #dbg_declare(ptr %13, !221, !DIExpression(), !222)
  store i32 0, ptr %13, align 4, !dbg !222
    #dbg_declare(ptr %14, !223, !DIExpression(), !224)
  store i32 0, ptr %14, align 4, !dbg !224
    #dbg_declare(ptr %15, !225, !DIExpression(), !227)
  store i32 0, ptr %15, align 4, !dbg !227
  br label %111, !dbg !228

111:                                              ; preds = %150, %101
  %112 = load i32, ptr %15, align 4, !dbg !229
  %113 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 1, !dbg !231
  %114 = load i32, ptr %113, align 4, !dbg !231
  %115 = icmp ult i32 %112, %114, !dbg !232
  br i1 %115, label %116, label %153, !dbg !233

116:                                              ; preds = %111
    #dbg_declare(ptr %16, !234, !DIExpression(), !236)
  store i32 0, ptr %16, align 4, !dbg !236
    #dbg_declare(ptr %17, !237, !DIExpression(), !239)
  %117 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 0, !dbg !240
  %118 = load ptr, ptr %117, align 4, !dbg !240
  %119 = load i32, ptr %15, align 4, !dbg !241
  %120 = getelementptr inbounds ptr, ptr %118, i32 %119, !dbg !242
  %121 = load ptr, ptr %120, align 4, !dbg !242
  store ptr %121, ptr %17, align 4, !dbg !239
  br label %122, !dbg !243

122:                                              ; preds = %133, %116
  %123 = load ptr, ptr %17, align 4, !dbg !244
  %124 = icmp ne ptr %123, null, !dbg !246
  br i1 %124, label %125, label %137, !dbg !246

125:                                              ; preds = %122
  %126 = load i32, ptr %16, align 4, !dbg !247
  %127 = add i32 %126, 1, !dbg !247
  store i32 %127, ptr %16, align 4, !dbg !247
  %128 = load ptr, ptr %17, align 4, !dbg !249
  %129 = getelementptr inbounds %struct.entry, ptr %128, i32 0, i32 1, !dbg !250
  %130 = load i32, ptr %129, align 4, !dbg !250
  %131 = load i32, ptr %14, align 4, !dbg !251
  %132 = add nsw i32 %131, %130, !dbg !251
  store i32 %132, ptr %14, align 4, !dbg !251
  br label %133, !dbg !252

133:                                              ; preds = %125
  %134 = load ptr, ptr %17, align 4, !dbg !253
  %135 = getelementptr inbounds %struct.entry, ptr %134, i32 0, i32 2, !dbg !254
  %136 = load ptr, ptr %135, align 4, !dbg !254
  store ptr %136, ptr %17, align 4, !dbg !255
  br label %122, !dbg !256, !llvm.loop !257

137:                                              ; preds = %122
  %138 = load i32, ptr %16, align 4, !dbg !259
  %139 = load i32, ptr %12, align 4, !dbg !261
  %140 = icmp ugt i32 %138, %139, !dbg !262
  br i1 %140, label %141, label %143, !dbg !263

141:                                              ; preds = %137
  %142 = load i32, ptr %16, align 4, !dbg !264
  store i32 %142, ptr %12, align 4, !dbg !265
  br label %143, !dbg !266

143:                                              ; preds = %141, %137
  %144 = load i32, ptr %16, align 4, !dbg !267
  %145 = icmp ne i32 %144, 0, !dbg !267
  br i1 %145, label %149, label %146, !dbg !269

146:                                              ; preds = %143
  %147 = load i32, ptr %13, align 4, !dbg !270
  %148 = add i32 %147, 1, !dbg !270
  store i32 %148, ptr %13, align 4, !dbg !270
  br label %149, !dbg !271

149:                                              ; preds = %146, %143
  br label %150, !dbg !272

150:                                              ; preds = %149
  %151 = load i32, ptr %15, align 4, !dbg !273
  %152 = add i32 %151, 1, !dbg !273
  store i32 %152, ptr %15, align 4, !dbg !273
  br label %111, !dbg !274, !llvm.loop !275

153:                                              ; preds = %111
  %154 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 1, !dbg !277
  %155 = load i32, ptr %154, align 4, !dbg !277
  %156 = load i32, ptr %12, align 4, !dbg !278
  %157 = load i32, ptr %13, align 4, !dbg !279
  %158 = load i32, ptr %14, align 4, !dbg !280
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %155, i32 noundef %156, i32 noundef %157, i32 noundef %158), !dbg !281
    #dbg_declare(ptr %18, !282, !DIExpression(), !283)
  store i32 0, ptr %18, align 4, !dbg !283
    #dbg_declare(ptr %19, !284, !DIExpression(), !286)
  store i32 0, ptr %19, align 4, !dbg !286
  br label %160, !dbg !287

160:                                              ; preds = %200, %153
  %161 = load i32, ptr %19, align 4, !dbg !288
  %162 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 1, !dbg !290
  %163 = load i32, ptr %162, align 4, !dbg !290
  %164 = icmp ult i32 %161, %163, !dbg !291
  br i1 %164, label %165, label %168, !dbg !292

165:                                              ; preds = %160
  %166 = load i32, ptr %18, align 4, !dbg !293
  %167 = icmp slt i32 %166, 12, !dbg !294
  br label %168

168:                                              ; preds = %165, %160
  %169 = phi i1 [ false, %160 ], [ %167, %165 ], !dbg !295
  br i1 %169, label %170, label %203, !dbg !296

170:                                              ; preds = %168
    #dbg_declare(ptr %20, !297, !DIExpression(), !299)
  %171 = getelementptr inbounds %struct.table, ptr %2, i32 0, i32 0, !dbg !300
  %172 = load ptr, ptr %171, align 4, !dbg !300
  %173 = load i32, ptr %19, align 4, !dbg !301
  %174 = getelementptr inbounds ptr, ptr %172, i32 %173, !dbg !302
  %175 = load ptr, ptr %174, align 4, !dbg !302
  store ptr %175, ptr %20, align 4, !dbg !299
  br label %176, !dbg !303

176:                                              ; preds = %193, %170
  %177 = load ptr, ptr %20, align 4, !dbg !304
  %178 = icmp ne ptr %177, null, !dbg !304
  br i1 %178, label %179, label %182, !dbg !306

179:                                              ; preds = %176
  %180 = load i32, ptr %18, align 4, !dbg !307
  %181 = icmp slt i32 %180, 12, !dbg !308
  br label %182

182:                                              ; preds = %179, %176
  %183 = phi i1 [ false, %176 ], [ %181, %179 ], !dbg !309
  br i1 %183, label %184, label %199, !dbg !310

184:                                              ; preds = %182
  %185 = load i32, ptr %19, align 4, !dbg !311
  %186 = load ptr, ptr %20, align 4, !dbg !312
  %187 = getelementptr inbounds %struct.entry, ptr %186, i32 0, i32 0, !dbg !313
  %188 = load ptr, ptr %187, align 4, !dbg !313
  %189 = load ptr, ptr %20, align 4, !dbg !314
  %190 = getelementptr inbounds %struct.entry, ptr %189, i32 0, i32 1, !dbg !315
  %191 = load i32, ptr %190, align 4, !dbg !315
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %185, ptr noundef %188, i32 noundef %191), !dbg !316
  br label %193, !dbg !316

193:                                              ; preds = %184
  %194 = load ptr, ptr %20, align 4, !dbg !317
  %195 = getelementptr inbounds %struct.entry, ptr %194, i32 0, i32 2, !dbg !318
  %196 = load ptr, ptr %195, align 4, !dbg !318
  store ptr %196, ptr %20, align 4, !dbg !319
  %197 = load i32, ptr %18, align 4, !dbg !320
  %198 = add nsw i32 %197, 1, !dbg !320
  store i32 %198, ptr %18, align 4, !dbg !320
  br label %176, !dbg !321, !llvm.loop !322

199:                                              ; preds = %182
  br label %200, !dbg !323

200:                                              ; preds = %199
  %201 = load i32, ptr %19, align 4, !dbg !324
  %202 = add i32 %201, 1, !dbg !324
  store i32 %202, ptr %19, align 4, !dbg !324
  br label %160, !dbg !325, !llvm.loop !326

203:                                              ; preds = %168
  call void @table_free(ptr noundef %2), !dbg !328
  ret i32 0, !dbg !329
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @table_init(ptr noundef %0, i32 noundef %1) #0 !dbg !330 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !334, !DIExpression(), !335)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !336, !DIExpression(), !337)
  %5 = load i32, ptr %4, align 4, !dbg !338
  %6 = call noalias ptr @calloc(i32 noundef %5, i32 noundef 4) #9, !dbg !339
  %7 = load ptr, ptr %3, align 4, !dbg !340
  %8 = getelementptr inbounds %struct.table, ptr %7, i32 0, i32 0, !dbg !341
  store ptr %6, ptr %8, align 4, !dbg !342
  %9 = load i32, ptr %4, align 4, !dbg !343
  %10 = load ptr, ptr %3, align 4, !dbg !344
  %11 = getelementptr inbounds %struct.table, ptr %10, i32 0, i32 1, !dbg !345
  store i32 %9, ptr %11, align 4, !dbg !346
  %12 = load ptr, ptr %3, align 4, !dbg !347
  %13 = getelementptr inbounds %struct.table, ptr %12, i32 0, i32 2, !dbg !348
  store i32 0, ptr %13, align 4, !dbg !349
  %14 = load ptr, ptr %3, align 4, !dbg !350
  %15 = getelementptr inbounds %struct.table, ptr %14, i32 0, i32 3, !dbg !351
  store i32 0, ptr %15, align 4, !dbg !352
  ret void, !dbg !353
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make_key(ptr noundef %0, i32 noundef %1) #0 !dbg !26 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !354, !DIExpression(), !355)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !356, !DIExpression(), !357)
  %6 = load ptr, ptr %3, align 4, !dbg !358
  %7 = getelementptr inbounds i8, ptr %6, i32 0, !dbg !358
  store i8 0, ptr %7, align 1, !dbg !359
    #dbg_declare(ptr %5, !360, !DIExpression(), !361)
  %8 = load i32, ptr %4, align 4, !dbg !362
  store i32 %8, ptr %5, align 4, !dbg !361
  br label %9, !dbg !363

9:                                                ; preds = %18, %2
  %10 = load ptr, ptr %3, align 4, !dbg !364
  %11 = load i32, ptr %5, align 4, !dbg !366
  %12 = srem i32 %11, 8, !dbg !367
  %13 = getelementptr inbounds [8 x ptr], ptr @make_key.syll, i32 0, i32 %12, !dbg !368
  %14 = load ptr, ptr %13, align 4, !dbg !368
  %15 = call ptr @strcat(ptr noundef %10, ptr noundef %14) #10, !dbg !369
  %16 = load i32, ptr %5, align 4, !dbg !370
  %17 = sdiv i32 %16, 8, !dbg !370
  store i32 %17, ptr %5, align 4, !dbg !370
  br label %18, !dbg !371

18:                                               ; preds = %9
  %19 = load i32, ptr %5, align 4, !dbg !372
  %20 = icmp ne i32 %19, 0, !dbg !371
  br i1 %20, label %9, label %21, !dbg !371, !llvm.loop !373

21:                                               ; preds = %18
  ret void, !dbg !375
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !376 {
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !379, !DIExpression(), !380)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !381, !DIExpression(), !382)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !383, !DIExpression(), !384)
    #dbg_declare(ptr %7, !385, !DIExpression(), !386)
  %10 = load ptr, ptr %5, align 4, !dbg !387
  %11 = call i32 @hash(ptr noundef %10), !dbg !388
  %12 = load ptr, ptr %4, align 4, !dbg !389
  %13 = getelementptr inbounds %struct.table, ptr %12, i32 0, i32 1, !dbg !390
  %14 = load i32, ptr %13, align 4, !dbg !390
  %15 = urem i32 %11, %14, !dbg !391
  store i32 %15, ptr %7, align 4, !dbg !386
    #dbg_declare(ptr %8, !392, !DIExpression(), !394)
  %16 = load ptr, ptr %4, align 4, !dbg !395
  %17 = getelementptr inbounds %struct.table, ptr %16, i32 0, i32 0, !dbg !396
  %18 = load ptr, ptr %17, align 4, !dbg !396
  %19 = load i32, ptr %7, align 4, !dbg !397
  %20 = getelementptr inbounds ptr, ptr %18, i32 %19, !dbg !395
  %21 = load ptr, ptr %20, align 4, !dbg !395
  store ptr %21, ptr %8, align 4, !dbg !394
  br label %22, !dbg !398

22:                                               ; preds = %37, %3
  %23 = load ptr, ptr %8, align 4, !dbg !399
  %24 = icmp ne ptr %23, null, !dbg !401
  br i1 %24, label %25, label %41, !dbg !401

25:                                               ; preds = %22
  %26 = load ptr, ptr %8, align 4, !dbg !402
  %27 = getelementptr inbounds %struct.entry, ptr %26, i32 0, i32 0, !dbg !404
  %28 = load ptr, ptr %27, align 4, !dbg !404
  %29 = load ptr, ptr %5, align 4, !dbg !405
  %30 = call i32 @strcmp(ptr noundef %28, ptr noundef %29) #11, !dbg !406
  %31 = icmp eq i32 %30, 0, !dbg !407
  br i1 %31, label %32, label %36, !dbg !408

32:                                               ; preds = %25
  %33 = load i32, ptr %6, align 4, !dbg !409
  %34 = load ptr, ptr %8, align 4, !dbg !411
  %35 = getelementptr inbounds %struct.entry, ptr %34, i32 0, i32 1, !dbg !412
  store i32 %33, ptr %35, align 4, !dbg !413
  br label %76, !dbg !414

36:                                               ; preds = %25
  br label %37, !dbg !415

37:                                               ; preds = %36
  %38 = load ptr, ptr %8, align 4, !dbg !416
  %39 = getelementptr inbounds %struct.entry, ptr %38, i32 0, i32 2, !dbg !417
  %40 = load ptr, ptr %39, align 4, !dbg !417
  store ptr %40, ptr %8, align 4, !dbg !418
  br label %22, !dbg !419, !llvm.loop !420

41:                                               ; preds = %22
    #dbg_declare(ptr %9, !422, !DIExpression(), !423)
  %42 = call noalias ptr @malloc(i32 noundef 12) #12, !dbg !424
  store ptr %42, ptr %9, align 4, !dbg !423
  %43 = load ptr, ptr %5, align 4, !dbg !425
  %44 = call noalias ptr @strdup(ptr noundef %43) #10, !dbg !426
  %45 = load ptr, ptr %9, align 4, !dbg !427
  %46 = getelementptr inbounds %struct.entry, ptr %45, i32 0, i32 0, !dbg !428
  store ptr %44, ptr %46, align 4, !dbg !429
  %47 = load i32, ptr %6, align 4, !dbg !430
  %48 = load ptr, ptr %9, align 4, !dbg !431
  %49 = getelementptr inbounds %struct.entry, ptr %48, i32 0, i32 1, !dbg !432
  store i32 %47, ptr %49, align 4, !dbg !433
  %50 = load ptr, ptr %4, align 4, !dbg !434
  %51 = getelementptr inbounds %struct.table, ptr %50, i32 0, i32 0, !dbg !435
  %52 = load ptr, ptr %51, align 4, !dbg !435
  %53 = load i32, ptr %7, align 4, !dbg !436
  %54 = getelementptr inbounds ptr, ptr %52, i32 %53, !dbg !434
  %55 = load ptr, ptr %54, align 4, !dbg !434
  %56 = load ptr, ptr %9, align 4, !dbg !437
  %57 = getelementptr inbounds %struct.entry, ptr %56, i32 0, i32 2, !dbg !438
  store ptr %55, ptr %57, align 4, !dbg !439
  %58 = load ptr, ptr %9, align 4, !dbg !440
  %59 = load ptr, ptr %4, align 4, !dbg !441
  %60 = getelementptr inbounds %struct.table, ptr %59, i32 0, i32 0, !dbg !442
  %61 = load ptr, ptr %60, align 4, !dbg !442
  %62 = load i32, ptr %7, align 4, !dbg !443
  %63 = getelementptr inbounds ptr, ptr %61, i32 %62, !dbg !441
  store ptr %58, ptr %63, align 4, !dbg !444
  %64 = load ptr, ptr %4, align 4, !dbg !445
  %65 = getelementptr inbounds %struct.table, ptr %64, i32 0, i32 2, !dbg !447
  %66 = load i32, ptr %65, align 4, !dbg !448
  %67 = add i32 %66, 1, !dbg !448
  store i32 %67, ptr %65, align 4, !dbg !448
  %68 = load ptr, ptr %4, align 4, !dbg !449
  %69 = getelementptr inbounds %struct.table, ptr %68, i32 0, i32 1, !dbg !450
  %70 = load i32, ptr %69, align 4, !dbg !450
  %71 = mul i32 %70, 3, !dbg !451
  %72 = udiv i32 %71, 4, !dbg !452
  %73 = icmp ugt i32 %67, %72, !dbg !453
  br i1 %73, label %74, label %76, !dbg !454

74:                                               ; preds = %41
  %75 = load ptr, ptr %4, align 4, !dbg !455
  call void @rehash(ptr noundef %75), !dbg !456
  br label %76, !dbg !456

76:                                               ; preds = %32, %74, %41
  ret void, !dbg !457
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @get(ptr noundef %0, ptr noundef %1) #0 !dbg !458 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !461, !DIExpression(), !462)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !463, !DIExpression(), !464)
    #dbg_declare(ptr %6, !465, !DIExpression(), !467)
  %7 = load ptr, ptr %4, align 4, !dbg !468
  %8 = getelementptr inbounds %struct.table, ptr %7, i32 0, i32 0, !dbg !469
  %9 = load ptr, ptr %8, align 4, !dbg !469
  %10 = load ptr, ptr %5, align 4, !dbg !470
  %11 = call i32 @hash(ptr noundef %10), !dbg !471
  %12 = load ptr, ptr %4, align 4, !dbg !472
  %13 = getelementptr inbounds %struct.table, ptr %12, i32 0, i32 1, !dbg !473
  %14 = load i32, ptr %13, align 4, !dbg !473
  %15 = urem i32 %11, %14, !dbg !474
  %16 = getelementptr inbounds ptr, ptr %9, i32 %15, !dbg !468
  %17 = load ptr, ptr %16, align 4, !dbg !468
  store ptr %17, ptr %6, align 4, !dbg !467
  br label %18, !dbg !475

18:                                               ; preds = %31, %2
  %19 = load ptr, ptr %6, align 4, !dbg !476
  %20 = icmp ne ptr %19, null, !dbg !478
  br i1 %20, label %21, label %35, !dbg !478

21:                                               ; preds = %18
  %22 = load ptr, ptr %6, align 4, !dbg !479
  %23 = getelementptr inbounds %struct.entry, ptr %22, i32 0, i32 0, !dbg !481
  %24 = load ptr, ptr %23, align 4, !dbg !481
  %25 = load ptr, ptr %5, align 4, !dbg !482
  %26 = call i32 @strcmp(ptr noundef %24, ptr noundef %25) #11, !dbg !483
  %27 = icmp eq i32 %26, 0, !dbg !484
  br i1 %27, label %28, label %30, !dbg !485

28:                                               ; preds = %21
  %29 = load ptr, ptr %6, align 4, !dbg !486
  store ptr %29, ptr %3, align 4, !dbg !487
  br label %36, !dbg !487

30:                                               ; preds = %21
  br label %31, !dbg !488

31:                                               ; preds = %30
  %32 = load ptr, ptr %6, align 4, !dbg !489
  %33 = getelementptr inbounds %struct.entry, ptr %32, i32 0, i32 2, !dbg !490
  %34 = load ptr, ptr %33, align 4, !dbg !490
  store ptr %34, ptr %6, align 4, !dbg !491
  br label %18, !dbg !492, !llvm.loop !493

35:                                               ; preds = %18
  store ptr null, ptr %3, align 4, !dbg !495
  br label %36, !dbg !495

36:                                               ; preds = %35, %28
  %37 = load ptr, ptr %3, align 4, !dbg !496
  ret ptr %37, !dbg !496
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @del(ptr noundef %0, ptr noundef %1) #0 !dbg !497 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !500, !DIExpression(), !501)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !502, !DIExpression(), !503)
    #dbg_declare(ptr %6, !504, !DIExpression(), !505)
  %8 = load ptr, ptr %4, align 4, !dbg !506
  %9 = getelementptr inbounds %struct.table, ptr %8, i32 0, i32 0, !dbg !507
  %10 = load ptr, ptr %9, align 4, !dbg !507
  %11 = load ptr, ptr %5, align 4, !dbg !508
  %12 = call i32 @hash(ptr noundef %11), !dbg !509
  %13 = load ptr, ptr %4, align 4, !dbg !510
  %14 = getelementptr inbounds %struct.table, ptr %13, i32 0, i32 1, !dbg !511
  %15 = load i32, ptr %14, align 4, !dbg !511
  %16 = urem i32 %12, %15, !dbg !512
  %17 = getelementptr inbounds ptr, ptr %10, i32 %16, !dbg !506
  store ptr %17, ptr %6, align 4, !dbg !505
  br label %18, !dbg !513

18:                                               ; preds = %46, %2
  %19 = load ptr, ptr %6, align 4, !dbg !514
  %20 = load ptr, ptr %19, align 4, !dbg !517
  %21 = icmp ne ptr %20, null, !dbg !518
  br i1 %21, label %22, label %50, !dbg !518

22:                                               ; preds = %18
  %23 = load ptr, ptr %6, align 4, !dbg !519
  %24 = load ptr, ptr %23, align 4, !dbg !521
  %25 = getelementptr inbounds %struct.entry, ptr %24, i32 0, i32 0, !dbg !522
  %26 = load ptr, ptr %25, align 4, !dbg !522
  %27 = load ptr, ptr %5, align 4, !dbg !523
  %28 = call i32 @strcmp(ptr noundef %26, ptr noundef %27) #11, !dbg !524
  %29 = icmp eq i32 %28, 0, !dbg !525
  br i1 %29, label %30, label %45, !dbg !526

30:                                               ; preds = %22
    #dbg_declare(ptr %7, !527, !DIExpression(), !529)
  %31 = load ptr, ptr %6, align 4, !dbg !530
  %32 = load ptr, ptr %31, align 4, !dbg !531
  store ptr %32, ptr %7, align 4, !dbg !529
  %33 = load ptr, ptr %7, align 4, !dbg !532
  %34 = getelementptr inbounds %struct.entry, ptr %33, i32 0, i32 2, !dbg !533
  %35 = load ptr, ptr %34, align 4, !dbg !533
  %36 = load ptr, ptr %6, align 4, !dbg !534
  store ptr %35, ptr %36, align 4, !dbg !535
  %37 = load ptr, ptr %7, align 4, !dbg !536
  %38 = getelementptr inbounds %struct.entry, ptr %37, i32 0, i32 0, !dbg !537
  %39 = load ptr, ptr %38, align 4, !dbg !537
  call void @free(ptr noundef %39) #10, !dbg !538
  %40 = load ptr, ptr %7, align 4, !dbg !539
  call void @free(ptr noundef %40) #10, !dbg !540
  %41 = load ptr, ptr %4, align 4, !dbg !541
  %42 = getelementptr inbounds %struct.table, ptr %41, i32 0, i32 2, !dbg !542
  %43 = load i32, ptr %42, align 4, !dbg !543
  %44 = add i32 %43, -1, !dbg !543
  store i32 %44, ptr %42, align 4, !dbg !543
  store i32 1, ptr %3, align 4, !dbg !544
  br label %51, !dbg !544

45:                                               ; preds = %22
  br label %46, !dbg !545

46:                                               ; preds = %45
  %47 = load ptr, ptr %6, align 4, !dbg !546
  %48 = load ptr, ptr %47, align 4, !dbg !547
  %49 = getelementptr inbounds %struct.entry, ptr %48, i32 0, i32 2, !dbg !548
  store ptr %49, ptr %6, align 4, !dbg !549
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
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !558, !DIExpression(), !559)
    #dbg_declare(ptr %3, !560, !DIExpression(), !562)
  store i32 0, ptr %3, align 4, !dbg !562
  br label %6, !dbg !563

6:                                                ; preds = %32, %1
  %7 = load i32, ptr %3, align 4, !dbg !564
  %8 = load ptr, ptr %2, align 4, !dbg !566
  %9 = getelementptr inbounds %struct.table, ptr %8, i32 0, i32 1, !dbg !567
  %10 = load i32, ptr %9, align 4, !dbg !567
  %11 = icmp ult i32 %7, %10, !dbg !568
  br i1 %11, label %12, label %35, !dbg !569

12:                                               ; preds = %6
    #dbg_declare(ptr %4, !570, !DIExpression(), !572)
  %13 = load ptr, ptr %2, align 4, !dbg !573
  %14 = getelementptr inbounds %struct.table, ptr %13, i32 0, i32 0, !dbg !574
  %15 = load ptr, ptr %14, align 4, !dbg !574
  %16 = load i32, ptr %3, align 4, !dbg !575
  %17 = getelementptr inbounds ptr, ptr %15, i32 %16, !dbg !573
  %18 = load ptr, ptr %17, align 4, !dbg !573
  store ptr %18, ptr %4, align 4, !dbg !572
  br label %19, !dbg !576

19:                                               ; preds = %22, %12
  %20 = load ptr, ptr %4, align 4, !dbg !577
  %21 = icmp ne ptr %20, null, !dbg !576
  br i1 %21, label %22, label %31, !dbg !576

22:                                               ; preds = %19
    #dbg_declare(ptr %5, !578, !DIExpression(), !580)
  %23 = load ptr, ptr %4, align 4, !dbg !581
  %24 = getelementptr inbounds %struct.entry, ptr %23, i32 0, i32 2, !dbg !582
  %25 = load ptr, ptr %24, align 4, !dbg !582
  store ptr %25, ptr %5, align 4, !dbg !580
  %26 = load ptr, ptr %4, align 4, !dbg !583
  %27 = getelementptr inbounds %struct.entry, ptr %26, i32 0, i32 0, !dbg !584
  %28 = load ptr, ptr %27, align 4, !dbg !584
  call void @free(ptr noundef %28) #10, !dbg !585
  %29 = load ptr, ptr %4, align 4, !dbg !586
  call void @free(ptr noundef %29) #10, !dbg !587
  %30 = load ptr, ptr %5, align 4, !dbg !588
  store ptr %30, ptr %4, align 4, !dbg !589
  br label %19, !dbg !576, !llvm.loop !590

31:                                               ; preds = %19
  br label %32, !dbg !592

32:                                               ; preds = %31
  %33 = load i32, ptr %3, align 4, !dbg !593
  %34 = add i32 %33, 1, !dbg !593
  store i32 %34, ptr %3, align 4, !dbg !593
  br label %6, !dbg !594, !llvm.loop !595

35:                                               ; preds = %6
  %36 = load ptr, ptr %2, align 4, !dbg !597
  %37 = getelementptr inbounds %struct.table, ptr %36, i32 0, i32 0, !dbg !598
  %38 = load ptr, ptr %37, align 4, !dbg !598
  call void @free(ptr noundef %38) #10, !dbg !599
  ret void, !dbg !600
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i32 noundef, i32 noundef) #2

; Function Attrs: nounwind
declare ptr @strcat(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hash(ptr noundef %0) #0 !dbg !601 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !605, !DIExpression(), !606)
    #dbg_declare(ptr %3, !607, !DIExpression(), !608)
  store i32 5381, ptr %3, align 4, !dbg !608
  br label %4, !dbg !609

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 4, !dbg !610
  %6 = load i8, ptr %5, align 1, !dbg !611
  %7 = icmp ne i8 %6, 0, !dbg !609
  br i1 %7, label %8, label %16, !dbg !609

8:                                                ; preds = %4
  %9 = load i32, ptr %3, align 4, !dbg !612
  %10 = mul i32 %9, 33, !dbg !613
  %11 = load ptr, ptr %2, align 4, !dbg !614
  %12 = getelementptr inbounds i8, ptr %11, i32 1, !dbg !614
  store ptr %12, ptr %2, align 4, !dbg !614
  %13 = load i8, ptr %11, align 1, !dbg !615
  %14 = zext i8 %13 to i32, !dbg !616
  %15 = add i32 %10, %14, !dbg !617
  store i32 %15, ptr %3, align 4, !dbg !618
  br label %4, !dbg !609, !llvm.loop !619

16:                                               ; preds = %4
  %17 = load i32, ptr %3, align 4, !dbg !620
  ret i32 %17, !dbg !621
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i32 noundef) #5

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rehash(ptr noundef %0) #0 !dbg !622 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !623, !DIExpression(), !624)
    #dbg_declare(ptr %3, !625, !DIExpression(), !626)
  store ptr null, ptr %3, align 4, !dbg !626
    #dbg_declare(ptr %4, !627, !DIExpression(), !629)
  store i32 0, ptr %4, align 4, !dbg !629
  br label %11, !dbg !630

11:                                               ; preds = %37, %1
  %12 = load i32, ptr %4, align 4, !dbg !631
  %13 = load ptr, ptr %2, align 4, !dbg !633
  %14 = getelementptr inbounds %struct.table, ptr %13, i32 0, i32 1, !dbg !634
  %15 = load i32, ptr %14, align 4, !dbg !634
  %16 = icmp ult i32 %12, %15, !dbg !635
  br i1 %16, label %17, label %40, !dbg !636

17:                                               ; preds = %11
    #dbg_declare(ptr %5, !637, !DIExpression(), !639)
  %18 = load ptr, ptr %2, align 4, !dbg !640
  %19 = getelementptr inbounds %struct.table, ptr %18, i32 0, i32 0, !dbg !641
  %20 = load ptr, ptr %19, align 4, !dbg !641
  %21 = load i32, ptr %4, align 4, !dbg !642
  %22 = getelementptr inbounds ptr, ptr %20, i32 %21, !dbg !640
  %23 = load ptr, ptr %22, align 4, !dbg !640
  store ptr %23, ptr %5, align 4, !dbg !639
  br label %24, !dbg !643

24:                                               ; preds = %27, %17
  %25 = load ptr, ptr %5, align 4, !dbg !644
  %26 = icmp ne ptr %25, null, !dbg !643
  br i1 %26, label %27, label %36, !dbg !643

27:                                               ; preds = %24
    #dbg_declare(ptr %6, !645, !DIExpression(), !647)
  %28 = load ptr, ptr %5, align 4, !dbg !648
  %29 = getelementptr inbounds %struct.entry, ptr %28, i32 0, i32 2, !dbg !649
  %30 = load ptr, ptr %29, align 4, !dbg !649
  store ptr %30, ptr %6, align 4, !dbg !647
  %31 = load ptr, ptr %3, align 4, !dbg !650
  %32 = load ptr, ptr %5, align 4, !dbg !651
  %33 = getelementptr inbounds %struct.entry, ptr %32, i32 0, i32 2, !dbg !652
  store ptr %31, ptr %33, align 4, !dbg !653
  %34 = load ptr, ptr %5, align 4, !dbg !654
  store ptr %34, ptr %3, align 4, !dbg !655
  %35 = load ptr, ptr %6, align 4, !dbg !656
  store ptr %35, ptr %5, align 4, !dbg !657
  br label %24, !dbg !643, !llvm.loop !658

36:                                               ; preds = %24
  br label %37, !dbg !660

37:                                               ; preds = %36
  %38 = load i32, ptr %4, align 4, !dbg !661
  %39 = add i32 %38, 1, !dbg !661
  store i32 %39, ptr %4, align 4, !dbg !661
  br label %11, !dbg !662, !llvm.loop !663

40:                                               ; preds = %11
    #dbg_declare(ptr %7, !665, !DIExpression(), !666)
  %41 = load ptr, ptr %2, align 4, !dbg !667
  %42 = getelementptr inbounds %struct.table, ptr %41, i32 0, i32 1, !dbg !668
  %43 = load i32, ptr %42, align 4, !dbg !668
  %44 = mul i32 %43, 2, !dbg !669
  %45 = add i32 %44, 1, !dbg !670
  store i32 %45, ptr %7, align 4, !dbg !666
    #dbg_declare(ptr %8, !671, !DIExpression(), !672)
  %46 = load ptr, ptr %2, align 4, !dbg !673
  %47 = getelementptr inbounds %struct.table, ptr %46, i32 0, i32 0, !dbg !674
  %48 = load ptr, ptr %47, align 4, !dbg !674
  %49 = load i32, ptr %7, align 4, !dbg !675
  %50 = mul i32 %49, 4, !dbg !676
  %51 = call ptr @realloc(ptr noundef %48, i32 noundef %50) #13, !dbg !677
  store ptr %51, ptr %8, align 4, !dbg !672
  %52 = load ptr, ptr %8, align 4, !dbg !678
  %53 = icmp ne ptr %52, null, !dbg !678
  br i1 %53, label %55, label %54, !dbg !680

54:                                               ; preds = %40
  call void @exit(i32 noundef 1) #14, !dbg !681
  unreachable, !dbg !681

55:                                               ; preds = %40
  %56 = load ptr, ptr %8, align 4, !dbg !682
  %57 = load i32, ptr %7, align 4, !dbg !683
  %58 = mul i32 %57, 4, !dbg !684
  call void @llvm.memset.p0.i32(ptr align 4 %56, i8 0, i32 %58, i1 false), !dbg !685
  br label %59, !dbg !686

59:                                               ; preds = %62, %55
  %60 = load ptr, ptr %3, align 4, !dbg !687
  %61 = icmp ne ptr %60, null, !dbg !686
  br i1 %61, label %62, label %83, !dbg !686

62:                                               ; preds = %59
    #dbg_declare(ptr %9, !688, !DIExpression(), !690)
  %63 = load ptr, ptr %3, align 4, !dbg !691
  %64 = getelementptr inbounds %struct.entry, ptr %63, i32 0, i32 2, !dbg !692
  %65 = load ptr, ptr %64, align 4, !dbg !692
  store ptr %65, ptr %9, align 4, !dbg !690
    #dbg_declare(ptr %10, !693, !DIExpression(), !694)
  %66 = load ptr, ptr %3, align 4, !dbg !695
  %67 = getelementptr inbounds %struct.entry, ptr %66, i32 0, i32 0, !dbg !696
  %68 = load ptr, ptr %67, align 4, !dbg !696
  %69 = call i32 @hash(ptr noundef %68), !dbg !697
  %70 = load i32, ptr %7, align 4, !dbg !698
  %71 = urem i32 %69, %70, !dbg !699
  store i32 %71, ptr %10, align 4, !dbg !694
  %72 = load ptr, ptr %8, align 4, !dbg !700
  %73 = load i32, ptr %10, align 4, !dbg !701
  %74 = getelementptr inbounds ptr, ptr %72, i32 %73, !dbg !700
  %75 = load ptr, ptr %74, align 4, !dbg !700
  %76 = load ptr, ptr %3, align 4, !dbg !702
  %77 = getelementptr inbounds %struct.entry, ptr %76, i32 0, i32 2, !dbg !703
  store ptr %75, ptr %77, align 4, !dbg !704
  %78 = load ptr, ptr %3, align 4, !dbg !705
  %79 = load ptr, ptr %8, align 4, !dbg !706
  %80 = load i32, ptr %10, align 4, !dbg !707
  %81 = getelementptr inbounds ptr, ptr %79, i32 %80, !dbg !706
  store ptr %78, ptr %81, align 4, !dbg !708
  %82 = load ptr, ptr %9, align 4, !dbg !709
  store ptr %82, ptr %3, align 4, !dbg !710
  br label %59, !dbg !686, !llvm.loop !711

83:                                               ; preds = %59
  %84 = load ptr, ptr %8, align 4, !dbg !713
  %85 = load ptr, ptr %2, align 4, !dbg !714
  %86 = getelementptr inbounds %struct.table, ptr %85, i32 0, i32 0, !dbg !715
  store ptr %84, ptr %86, align 4, !dbg !716
  %87 = load i32, ptr %7, align 4, !dbg !717
  %88 = load ptr, ptr %2, align 4, !dbg !718
  %89 = getelementptr inbounds %struct.table, ptr %88, i32 0, i32 1, !dbg !719
  store i32 %87, ptr %89, align 4, !dbg !720
  %90 = load ptr, ptr %2, align 4, !dbg !721
  %91 = getelementptr inbounds %struct.table, ptr %90, i32 0, i32 3, !dbg !722
  %92 = load i32, ptr %91, align 4, !dbg !723
  %93 = add nsw i32 %92, 1, !dbg !723
  store i32 %93, ptr %91, align 4, !dbg !723
  ret void, !dbg !724
}

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i32 noundef) #6

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #8

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind allocsize(1) }
attributes #14 = { noreturn nounwind }

!llvm.dbg.cu = !{!31}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66, !67, !68}
!llvm.ident = !{!69}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "hash_table.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "73f49a57fd5bd91d9eee3ee85249044b")
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
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !32, globals: !35, splitDebugInlining: false, nameTableKind: None)
!32 = !{!33, !34}
!33 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
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
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 256, elements: !59)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 32)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!59 = !{!60}
!60 = !DISubrange(count: 8)
!61 = !{i32 1, !"NumRegisterParameters", i32 0}
!62 = !{i32 7, !"Dwarf Version", i32 5}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"PIE Level", i32 2}
!67 = !{i32 7, !"uwtable", i32 2}
!68 = !{i32 7, !"frame-pointer", i32 2}
!69 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!70 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 123, type: !71, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !31, retainedNodes: !55)
!71 = !DISubroutineType(types: !72)
!72 = !{!30}
!73 = !DILocalVariable(name: "t", scope: !70, file: !2, line: 124, type: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "table", file: !2, line: 13, size: 128, elements: !75)
!75 = !{!76, !84, !88, !89}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !74, file: !2, line: 14, baseType: !77, size: 32)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 32)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 32)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !2, line: 7, size: 96, elements: !80)
!80 = !{!81, !82, !83}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !79, file: !2, line: 8, baseType: !29, size: 32)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !79, file: !2, line: 9, baseType: !33, size: 32, offset: 32)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !79, file: !2, line: 10, baseType: !78, size: 32, offset: 64)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "nbuckets", scope: !74, file: !2, line: 15, baseType: !85, size: 32, offset: 32)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !86, line: 18, baseType: !87)
!86 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!87 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !74, file: !2, line: 15, baseType: !85, size: 32, offset: 64)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "rehashes", scope: !74, file: !2, line: 16, baseType: !30, size: 32, offset: 96)
!90 = !DILocation(line: 124, column: 18, scope: !70)
!91 = !DILocation(line: 125, column: 5, scope: !70)
!92 = !DILocalVariable(name: "key", scope: !70, file: !2, line: 126, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 64)
!96 = !DILocation(line: 126, column: 10, scope: !70)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 127, type: !30)
!98 = distinct !DILexicalBlock(scope: !70, file: !2, line: 127, column: 5)
!99 = !DILocation(line: 127, column: 14, scope: !98)
!100 = !DILocation(line: 127, column: 10, scope: !98)
!101 = !DILocation(line: 127, column: 21, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !2, line: 127, column: 5)
!103 = !DILocation(line: 127, column: 23, scope: !102)
!104 = !DILocation(line: 127, column: 5, scope: !98)
!105 = !DILocation(line: 128, column: 18, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !2, line: 127, column: 35)
!107 = !DILocation(line: 128, column: 23, scope: !106)
!108 = !DILocation(line: 128, column: 9, scope: !106)
!109 = !DILocation(line: 129, column: 17, scope: !106)
!110 = !DILocation(line: 129, column: 28, scope: !106)
!111 = !DILocation(line: 129, column: 32, scope: !106)
!112 = !DILocation(line: 129, column: 30, scope: !106)
!113 = !DILocation(line: 129, column: 9, scope: !106)
!114 = !DILocation(line: 130, column: 13, scope: !115)
!115 = distinct !DILexicalBlock(scope: !106, file: !2, line: 130, column: 13)
!116 = !DILocation(line: 130, column: 15, scope: !115)
!117 = !DILocation(line: 130, column: 20, scope: !115)
!118 = !DILocation(line: 130, column: 13, scope: !106)
!119 = !DILocation(line: 131, column: 77, scope: !115)
!120 = !DILocation(line: 131, column: 79, scope: !115)
!121 = !DILocation(line: 131, column: 86, scope: !115)
!122 = !DILocation(line: 132, column: 22, scope: !115)
!123 = !DILocation(line: 132, column: 34, scope: !115)
!124 = !DILocation(line: 131, column: 13, scope: !115)
!125 = !DILocation(line: 133, column: 5, scope: !106)
!126 = !DILocation(line: 127, column: 31, scope: !102)
!127 = !DILocation(line: 127, column: 5, scope: !102)
!128 = distinct !{!128, !104, !129, !130}
!129 = !DILocation(line: 133, column: 5, scope: !98)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 134, type: !30)
!132 = distinct !DILexicalBlock(scope: !70, file: !2, line: 134, column: 5)
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
!152 = !DILocalVariable(name: "sum", scope: !70, file: !2, line: 138, type: !33)
!153 = !DILocation(line: 138, column: 10, scope: !70)
!154 = !DILocalVariable(name: "found", scope: !70, file: !2, line: 139, type: !30)
!155 = !DILocation(line: 139, column: 9, scope: !70)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 140, type: !30)
!157 = distinct !DILexicalBlock(scope: !70, file: !2, line: 140, column: 5)
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
!168 = !DILocalVariable(name: "e", scope: !165, file: !2, line: 142, type: !78)
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
!186 = !DILocation(line: 148, column: 34, scope: !70)
!187 = !DILocation(line: 148, column: 41, scope: !70)
!188 = !DILocation(line: 148, column: 5, scope: !70)
!189 = !DILocalVariable(name: "deleted", scope: !70, file: !2, line: 149, type: !30)
!190 = !DILocation(line: 149, column: 9, scope: !70)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 150, type: !30)
!192 = distinct !DILexicalBlock(scope: !70, file: !2, line: 150, column: 5)
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
!211 = !DILocation(line: 154, column: 14, scope: !70)
!212 = !DILocation(line: 154, column: 5, scope: !70)
!213 = !DILocation(line: 155, column: 24, scope: !70)
!214 = !DILocation(line: 155, column: 16, scope: !70)
!215 = !DILocation(line: 155, column: 13, scope: !70)
!216 = !DILocation(line: 156, column: 38, scope: !70)
!217 = !DILocation(line: 156, column: 49, scope: !70)
!218 = !DILocation(line: 156, column: 5, scope: !70)
!219 = !DILocalVariable(name: "longest", scope: !70, file: !2, line: 157, type: !85)
!220 = !DILocation(line: 157, column: 12, scope: !70)
!221 = !DILocalVariable(name: "empty", scope: !70, file: !2, line: 157, type: !85)
!222 = !DILocation(line: 157, column: 25, scope: !70)
!223 = !DILocalVariable(name: "total", scope: !70, file: !2, line: 158, type: !33)
!224 = !DILocation(line: 158, column: 10, scope: !70)
!225 = !DILocalVariable(name: "i", scope: !226, file: !2, line: 159, type: !85)
!226 = distinct !DILexicalBlock(scope: !70, file: !2, line: 159, column: 5)
!227 = !DILocation(line: 159, column: 17, scope: !226)
!228 = !DILocation(line: 159, column: 10, scope: !226)
!229 = !DILocation(line: 159, column: 24, scope: !230)
!230 = distinct !DILexicalBlock(scope: !226, file: !2, line: 159, column: 5)
!231 = !DILocation(line: 159, column: 30, scope: !230)
!232 = !DILocation(line: 159, column: 26, scope: !230)
!233 = !DILocation(line: 159, column: 5, scope: !226)
!234 = !DILocalVariable(name: "len", scope: !235, file: !2, line: 160, type: !85)
!235 = distinct !DILexicalBlock(scope: !230, file: !2, line: 159, column: 45)
!236 = !DILocation(line: 160, column: 16, scope: !235)
!237 = !DILocalVariable(name: "e", scope: !238, file: !2, line: 161, type: !78)
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
!277 = !DILocation(line: 170, column: 75, scope: !70)
!278 = !DILocation(line: 170, column: 85, scope: !70)
!279 = !DILocation(line: 171, column: 12, scope: !70)
!280 = !DILocation(line: 171, column: 19, scope: !70)
!281 = !DILocation(line: 170, column: 5, scope: !70)
!282 = !DILocalVariable(name: "shown", scope: !70, file: !2, line: 173, type: !30)
!283 = !DILocation(line: 173, column: 9, scope: !70)
!284 = !DILocalVariable(name: "i", scope: !285, file: !2, line: 174, type: !85)
!285 = distinct !DILexicalBlock(scope: !70, file: !2, line: 174, column: 5)
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
!297 = !DILocalVariable(name: "e", scope: !298, file: !2, line: 175, type: !78)
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
!328 = !DILocation(line: 177, column: 5, scope: !70)
!329 = !DILocation(line: 178, column: 5, scope: !70)
!330 = distinct !DISubprogram(name: "table_init", scope: !2, file: !2, line: 26, type: !331, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !55)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !333, !85}
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 32)
!334 = !DILocalVariable(name: "t", arg: 1, scope: !330, file: !2, line: 26, type: !333)
!335 = !DILocation(line: 26, column: 38, scope: !330)
!336 = !DILocalVariable(name: "n", arg: 2, scope: !330, file: !2, line: 26, type: !85)
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
!385 = !DILocalVariable(name: "b", scope: !376, file: !2, line: 64, type: !85)
!386 = !DILocation(line: 64, column: 12, scope: !376)
!387 = !DILocation(line: 64, column: 21, scope: !376)
!388 = !DILocation(line: 64, column: 16, scope: !376)
!389 = !DILocation(line: 64, column: 28, scope: !376)
!390 = !DILocation(line: 64, column: 31, scope: !376)
!391 = !DILocation(line: 64, column: 26, scope: !376)
!392 = !DILocalVariable(name: "e", scope: !393, file: !2, line: 65, type: !78)
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
!422 = !DILocalVariable(name: "e", scope: !376, file: !2, line: 70, type: !78)
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
!460 = !{!78, !333, !57}
!461 = !DILocalVariable(name: "t", arg: 1, scope: !458, file: !2, line: 79, type: !333)
!462 = !DILocation(line: 79, column: 40, scope: !458)
!463 = !DILocalVariable(name: "key", arg: 2, scope: !458, file: !2, line: 79, type: !57)
!464 = !DILocation(line: 79, column: 55, scope: !458)
!465 = !DILocalVariable(name: "e", scope: !466, file: !2, line: 80, type: !78)
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
!504 = !DILocalVariable(name: "pp", scope: !497, file: !2, line: 87, type: !77)
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
!527 = !DILocalVariable(name: "dead", scope: !528, file: !2, line: 90, type: !78)
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
!560 = !DILocalVariable(name: "i", scope: !561, file: !2, line: 101, type: !85)
!561 = distinct !DILexicalBlock(scope: !555, file: !2, line: 101, column: 5)
!562 = !DILocation(line: 101, column: 17, scope: !561)
!563 = !DILocation(line: 101, column: 10, scope: !561)
!564 = !DILocation(line: 101, column: 24, scope: !565)
!565 = distinct !DILexicalBlock(scope: !561, file: !2, line: 101, column: 5)
!566 = !DILocation(line: 101, column: 28, scope: !565)
!567 = !DILocation(line: 101, column: 31, scope: !565)
!568 = !DILocation(line: 101, column: 26, scope: !565)
!569 = !DILocation(line: 101, column: 5, scope: !561)
!570 = !DILocalVariable(name: "e", scope: !571, file: !2, line: 102, type: !78)
!571 = distinct !DILexicalBlock(scope: !565, file: !2, line: 101, column: 46)
!572 = !DILocation(line: 102, column: 23, scope: !571)
!573 = !DILocation(line: 102, column: 27, scope: !571)
!574 = !DILocation(line: 102, column: 30, scope: !571)
!575 = !DILocation(line: 102, column: 38, scope: !571)
!576 = !DILocation(line: 103, column: 9, scope: !571)
!577 = !DILocation(line: 103, column: 16, scope: !571)
!578 = !DILocalVariable(name: "next", scope: !579, file: !2, line: 104, type: !78)
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
!603 = !{!604, !57}
!604 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!605 = !DILocalVariable(name: "s", arg: 1, scope: !601, file: !2, line: 19, type: !57)
!606 = !DILocation(line: 19, column: 39, scope: !601)
!607 = !DILocalVariable(name: "h", scope: !601, file: !2, line: 20, type: !604)
!608 = !DILocation(line: 20, column: 19, scope: !601)
!609 = !DILocation(line: 21, column: 5, scope: !601)
!610 = !DILocation(line: 21, column: 13, scope: !601)
!611 = !DILocation(line: 21, column: 12, scope: !601)
!612 = !DILocation(line: 22, column: 13, scope: !601)
!613 = !DILocation(line: 22, column: 15, scope: !601)
!614 = !DILocation(line: 22, column: 39, scope: !601)
!615 = !DILocation(line: 22, column: 37, scope: !601)
!616 = !DILocation(line: 22, column: 22, scope: !601)
!617 = !DILocation(line: 22, column: 20, scope: !601)
!618 = !DILocation(line: 22, column: 11, scope: !601)
!619 = distinct !{!619, !609, !614, !130}
!620 = !DILocation(line: 23, column: 12, scope: !601)
!621 = !DILocation(line: 23, column: 5, scope: !601)
!622 = distinct !DISubprogram(name: "rehash", scope: !2, file: !2, line: 35, type: !556, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !55)
!623 = !DILocalVariable(name: "t", arg: 1, scope: !622, file: !2, line: 35, type: !333)
!624 = !DILocation(line: 35, column: 34, scope: !622)
!625 = !DILocalVariable(name: "all", scope: !622, file: !2, line: 36, type: !78)
!626 = !DILocation(line: 36, column: 19, scope: !622)
!627 = !DILocalVariable(name: "i", scope: !628, file: !2, line: 37, type: !85)
!628 = distinct !DILexicalBlock(scope: !622, file: !2, line: 37, column: 5)
!629 = !DILocation(line: 37, column: 17, scope: !628)
!630 = !DILocation(line: 37, column: 10, scope: !628)
!631 = !DILocation(line: 37, column: 24, scope: !632)
!632 = distinct !DILexicalBlock(scope: !628, file: !2, line: 37, column: 5)
!633 = !DILocation(line: 37, column: 28, scope: !632)
!634 = !DILocation(line: 37, column: 31, scope: !632)
!635 = !DILocation(line: 37, column: 26, scope: !632)
!636 = !DILocation(line: 37, column: 5, scope: !628)
!637 = !DILocalVariable(name: "e", scope: !638, file: !2, line: 38, type: !78)
!638 = distinct !DILexicalBlock(scope: !632, file: !2, line: 37, column: 46)
!639 = !DILocation(line: 38, column: 23, scope: !638)
!640 = !DILocation(line: 38, column: 27, scope: !638)
!641 = !DILocation(line: 38, column: 30, scope: !638)
!642 = !DILocation(line: 38, column: 38, scope: !638)
!643 = !DILocation(line: 39, column: 9, scope: !638)
!644 = !DILocation(line: 39, column: 16, scope: !638)
!645 = !DILocalVariable(name: "next", scope: !646, file: !2, line: 40, type: !78)
!646 = distinct !DILexicalBlock(scope: !638, file: !2, line: 39, column: 19)
!647 = !DILocation(line: 40, column: 27, scope: !646)
!648 = !DILocation(line: 40, column: 34, scope: !646)
!649 = !DILocation(line: 40, column: 37, scope: !646)
!650 = !DILocation(line: 41, column: 23, scope: !646)
!651 = !DILocation(line: 41, column: 13, scope: !646)
!652 = !DILocation(line: 41, column: 16, scope: !646)
!653 = !DILocation(line: 41, column: 21, scope: !646)
!654 = !DILocation(line: 42, column: 19, scope: !646)
!655 = !DILocation(line: 42, column: 17, scope: !646)
!656 = !DILocation(line: 43, column: 17, scope: !646)
!657 = !DILocation(line: 43, column: 15, scope: !646)
!658 = distinct !{!658, !643, !659, !130}
!659 = !DILocation(line: 44, column: 9, scope: !638)
!660 = !DILocation(line: 45, column: 5, scope: !638)
!661 = !DILocation(line: 37, column: 42, scope: !632)
!662 = !DILocation(line: 37, column: 5, scope: !632)
!663 = distinct !{!663, !636, !664, !130}
!664 = !DILocation(line: 45, column: 5, scope: !628)
!665 = !DILocalVariable(name: "n", scope: !622, file: !2, line: 46, type: !85)
!666 = !DILocation(line: 46, column: 12, scope: !622)
!667 = !DILocation(line: 46, column: 16, scope: !622)
!668 = !DILocation(line: 46, column: 19, scope: !622)
!669 = !DILocation(line: 46, column: 28, scope: !622)
!670 = !DILocation(line: 46, column: 32, scope: !622)
!671 = !DILocalVariable(name: "nb", scope: !622, file: !2, line: 47, type: !77)
!672 = !DILocation(line: 47, column: 20, scope: !622)
!673 = !DILocation(line: 47, column: 33, scope: !622)
!674 = !DILocation(line: 47, column: 36, scope: !622)
!675 = !DILocation(line: 47, column: 45, scope: !622)
!676 = !DILocation(line: 47, column: 47, scope: !622)
!677 = !DILocation(line: 47, column: 25, scope: !622)
!678 = !DILocation(line: 48, column: 10, scope: !679)
!679 = distinct !DILexicalBlock(scope: !622, file: !2, line: 48, column: 9)
!680 = !DILocation(line: 48, column: 9, scope: !622)
!681 = !DILocation(line: 49, column: 9, scope: !679)
!682 = !DILocation(line: 50, column: 12, scope: !622)
!683 = !DILocation(line: 50, column: 19, scope: !622)
!684 = !DILocation(line: 50, column: 21, scope: !622)
!685 = !DILocation(line: 50, column: 5, scope: !622)
!686 = !DILocation(line: 51, column: 5, scope: !622)
!687 = !DILocation(line: 51, column: 12, scope: !622)
!688 = !DILocalVariable(name: "next", scope: !689, file: !2, line: 52, type: !78)
!689 = distinct !DILexicalBlock(scope: !622, file: !2, line: 51, column: 17)
!690 = !DILocation(line: 52, column: 23, scope: !689)
!691 = !DILocation(line: 52, column: 30, scope: !689)
!692 = !DILocation(line: 52, column: 35, scope: !689)
!693 = !DILocalVariable(name: "b", scope: !689, file: !2, line: 53, type: !85)
!694 = !DILocation(line: 53, column: 16, scope: !689)
!695 = !DILocation(line: 53, column: 25, scope: !689)
!696 = !DILocation(line: 53, column: 30, scope: !689)
!697 = !DILocation(line: 53, column: 20, scope: !689)
!698 = !DILocation(line: 53, column: 37, scope: !689)
!699 = !DILocation(line: 53, column: 35, scope: !689)
!700 = !DILocation(line: 54, column: 21, scope: !689)
!701 = !DILocation(line: 54, column: 24, scope: !689)
!702 = !DILocation(line: 54, column: 9, scope: !689)
!703 = !DILocation(line: 54, column: 14, scope: !689)
!704 = !DILocation(line: 54, column: 19, scope: !689)
!705 = !DILocation(line: 55, column: 17, scope: !689)
!706 = !DILocation(line: 55, column: 9, scope: !689)
!707 = !DILocation(line: 55, column: 12, scope: !689)
!708 = !DILocation(line: 55, column: 15, scope: !689)
!709 = !DILocation(line: 56, column: 15, scope: !689)
!710 = !DILocation(line: 56, column: 13, scope: !689)
!711 = distinct !{!711, !686, !712, !130}
!712 = !DILocation(line: 57, column: 5, scope: !622)
!713 = !DILocation(line: 58, column: 18, scope: !622)
!714 = !DILocation(line: 58, column: 5, scope: !622)
!715 = !DILocation(line: 58, column: 8, scope: !622)
!716 = !DILocation(line: 58, column: 16, scope: !622)
!717 = !DILocation(line: 59, column: 19, scope: !622)
!718 = !DILocation(line: 59, column: 5, scope: !622)
!719 = !DILocation(line: 59, column: 8, scope: !622)
!720 = !DILocation(line: 59, column: 17, scope: !622)
!721 = !DILocation(line: 60, column: 5, scope: !622)
!722 = !DILocation(line: 60, column: 8, scope: !622)
!723 = !DILocation(line: 60, column: 16, scope: !622)
!724 = !DILocation(line: 61, column: 1, scope: !622)
