; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dnode = type { i32, ptr, ptr }
%struct.node = type { i32, ptr }

@.str = private unnamed_addr constant [7 x i8] c"pushed\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"reversed\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"deleted 4,0\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"removed %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [14 x i8] c"insert_sorted\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [7 x i8] c"merged\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [11 x i8] c"cycle: %d\0A\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [9 x i8] c"forward:\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [11 x i8] c"\0Abackward:\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !42
@.str.12 = private unnamed_addr constant [7 x i8] c"evens:\00", align 1, !dbg !47
@.str.13 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1, !dbg !49
@.str.14 = private unnamed_addr constant [11 x i8] c" (len %d)\0A\00", align 1, !dbg !51

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !65 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %struct.dnode, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !68, !DIExpression(), !74)
  store ptr null, ptr %2, align 8, !dbg !74
    #dbg_declare(ptr %3, !75, !DIExpression(), !77)
  store i32 0, ptr %3, align 4, !dbg !77
  br label %20, !dbg !78

20:                                               ; preds = %29, %0
  %21 = load i32, ptr %3, align 4, !dbg !79
  %22 = icmp slt i32 %21, 15, !dbg !81
  br i1 %22, label %23, label %32, !dbg !82

23:                                               ; preds = %20
  %24 = load ptr, ptr %2, align 8, !dbg !83
  %25 = load i32, ptr %3, align 4, !dbg !84
  %26 = mul nsw i32 %25, 7, !dbg !85
  %27 = srem i32 %26, 10, !dbg !86
  %28 = call ptr @push_front(ptr noundef %24, i32 noundef %27), !dbg !87
  store ptr %28, ptr %2, align 8, !dbg !88
  br label %29, !dbg !89

29:                                               ; preds = %23
  %30 = load i32, ptr %3, align 4, !dbg !90
  %31 = add nsw i32 %30, 1, !dbg !90
  store i32 %31, ptr %3, align 4, !dbg !90
  br label %20, !dbg !91, !llvm.loop !92

32:                                               ; preds = %20
  %33 = load ptr, ptr %2, align 8, !dbg !95
  call void @print_list(ptr noundef @.str, ptr noundef %33), !dbg !96
  %34 = load ptr, ptr %2, align 8, !dbg !97
  %35 = call ptr @reverse(ptr noundef %34), !dbg !98
  store ptr %35, ptr %2, align 8, !dbg !99
  %36 = load ptr, ptr %2, align 8, !dbg !100
  call void @print_list(ptr noundef @.str.1, ptr noundef %36), !dbg !101
    #dbg_declare(ptr %4, !102, !DIExpression(), !103)
  store i32 0, ptr %4, align 4, !dbg !103
  %37 = load ptr, ptr %2, align 8, !dbg !104
  %38 = call ptr @delete_all(ptr noundef %37, i32 noundef 4, ptr noundef %4), !dbg !105
  store ptr %38, ptr %2, align 8, !dbg !106
  %39 = load ptr, ptr %2, align 8, !dbg !107
  %40 = call ptr @delete_all(ptr noundef %39, i32 noundef 0, ptr noundef %4), !dbg !108
  store ptr %40, ptr %2, align 8, !dbg !109
  %41 = load ptr, ptr %2, align 8, !dbg !110
  %42 = call ptr @delete_all(ptr noundef %41, i32 noundef 42, ptr noundef %4), !dbg !111
  store ptr %42, ptr %2, align 8, !dbg !112
  %43 = load ptr, ptr %2, align 8, !dbg !113
  call void @print_list(ptr noundef @.str.2, ptr noundef %43), !dbg !114
  %44 = load i32, ptr %4, align 4, !dbg !115
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %44), !dbg !116
  %46 = load ptr, ptr %2, align 8, !dbg !117
  %47 = call ptr @msort(ptr noundef %46), !dbg !118
  store ptr %47, ptr %2, align 8, !dbg !119
  %48 = load ptr, ptr %2, align 8, !dbg !120
  call void @print_list(ptr noundef @.str.4, ptr noundef %48), !dbg !121
    #dbg_declare(ptr %5, !122, !DIExpression(), !123)
  store ptr null, ptr %5, align 8, !dbg !123
    #dbg_declare(ptr %6, !124, !DIExpression(), !126)
  store i32 12345, ptr %6, align 4, !dbg !126
    #dbg_declare(ptr %7, !127, !DIExpression(), !129)
  store i32 0, ptr %7, align 4, !dbg !129
  br label %49, !dbg !130

49:                                               ; preds = %61, %32
  %50 = load i32, ptr %7, align 4, !dbg !131
  %51 = icmp slt i32 %50, 40, !dbg !133
  br i1 %51, label %52, label %64, !dbg !134

52:                                               ; preds = %49
  %53 = load i32, ptr %6, align 4, !dbg !135
  %54 = mul i32 %53, 1664525, !dbg !137
  %55 = add i32 %54, 1013904223, !dbg !138
  store i32 %55, ptr %6, align 4, !dbg !139
  %56 = load ptr, ptr %5, align 8, !dbg !140
  %57 = load i32, ptr %6, align 4, !dbg !141
  %58 = lshr i32 %57, 24, !dbg !142
  %59 = sub nsw i32 %58, 128, !dbg !143
  %60 = call ptr @insert_sorted(ptr noundef %56, i32 noundef %59), !dbg !144
  store ptr %60, ptr %5, align 8, !dbg !145
  br label %61, !dbg !146

61:                                               ; preds = %52
  %62 = load i32, ptr %7, align 4, !dbg !147
  %63 = add nsw i32 %62, 1, !dbg !147
  store i32 %63, ptr %7, align 4, !dbg !147
  br label %49, !dbg !148, !llvm.loop !149

64:                                               ; preds = %49
  %65 = load ptr, ptr %5, align 8, !dbg !151
  call void @print_list(ptr noundef @.str.5, ptr noundef %65), !dbg !152
    #dbg_declare(ptr %8, !153, !DIExpression(), !154)
  %66 = load ptr, ptr %2, align 8, !dbg !155
  %67 = load ptr, ptr %5, align 8, !dbg !156
  %68 = call ptr @merge(ptr noundef %66, ptr noundef %67), !dbg !157
  store ptr %68, ptr %8, align 8, !dbg !154
  %69 = load ptr, ptr %8, align 8, !dbg !158
  call void @print_list(ptr noundef @.str.6, ptr noundef %69), !dbg !159
  %70 = load ptr, ptr %8, align 8, !dbg !160
  %71 = call i32 @has_cycle(ptr noundef %70), !dbg !161
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %71), !dbg !162
    #dbg_declare(ptr %9, !163, !DIExpression(), !164)
  %73 = load ptr, ptr %8, align 8, !dbg !165
  store ptr %73, ptr %9, align 8, !dbg !164
  br label %74, !dbg !166

74:                                               ; preds = %79, %64
  %75 = load ptr, ptr %9, align 8, !dbg !167
  %76 = getelementptr inbounds %struct.node, ptr %75, i32 0, i32 1, !dbg !168
  %77 = load ptr, ptr %76, align 8, !dbg !168
  %78 = icmp ne ptr %77, null, !dbg !166
  br i1 %78, label %79, label %83, !dbg !166

79:                                               ; preds = %74
  %80 = load ptr, ptr %9, align 8, !dbg !169
  %81 = getelementptr inbounds %struct.node, ptr %80, i32 0, i32 1, !dbg !170
  %82 = load ptr, ptr %81, align 8, !dbg !170
  store ptr %82, ptr %9, align 8, !dbg !171
  br label %74, !dbg !166, !llvm.loop !172

83:                                               ; preds = %74
  %84 = load ptr, ptr %8, align 8, !dbg !173
  %85 = getelementptr inbounds %struct.node, ptr %84, i32 0, i32 1, !dbg !174
  %86 = load ptr, ptr %85, align 8, !dbg !174
  %87 = getelementptr inbounds %struct.node, ptr %86, i32 0, i32 1, !dbg !175
  %88 = load ptr, ptr %87, align 8, !dbg !175
  %89 = load ptr, ptr %9, align 8, !dbg !176
  %90 = getelementptr inbounds %struct.node, ptr %89, i32 0, i32 1, !dbg !177
  store ptr %88, ptr %90, align 8, !dbg !178
  %91 = load ptr, ptr %8, align 8, !dbg !179
  %92 = call i32 @has_cycle(ptr noundef %91), !dbg !180
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %92), !dbg !181
  %94 = load ptr, ptr %9, align 8, !dbg !182
  %95 = getelementptr inbounds %struct.node, ptr %94, i32 0, i32 1, !dbg !183
  store ptr null, ptr %95, align 8, !dbg !184
  %96 = load ptr, ptr %8, align 8, !dbg !185
  call void @free_list(ptr noundef %96), !dbg !186
    #dbg_declare(ptr %10, !187, !DIExpression(), !194)
  %97 = getelementptr inbounds %struct.dnode, ptr %10, i32 0, i32 0, !dbg !195
  store i32 0, ptr %97, align 8, !dbg !195
  %98 = getelementptr inbounds %struct.dnode, ptr %10, i32 0, i32 1, !dbg !195
  store ptr %10, ptr %98, align 8, !dbg !195
  %99 = getelementptr inbounds %struct.dnode, ptr %10, i32 0, i32 2, !dbg !195
  store ptr %10, ptr %99, align 8, !dbg !195
    #dbg_declare(ptr %11, !196, !DIExpression(), !198)
  store i32 1, ptr %11, align 4, !dbg !198
  br label %100, !dbg !199

100:                                              ; preds = %138, %83
  %101 = load i32, ptr %11, align 4, !dbg !200
  %102 = icmp sle i32 %101, 10, !dbg !202
  br i1 %102, label %103, label %141, !dbg !203

103:                                              ; preds = %100
    #dbg_declare(ptr %12, !204, !DIExpression(), !206)
  %104 = call noalias ptr @malloc(i64 noundef 24) #4, !dbg !207
  store ptr %104, ptr %12, align 8, !dbg !206
  %105 = load i32, ptr %11, align 4, !dbg !208
  %106 = load i32, ptr %11, align 4, !dbg !209
  %107 = mul nsw i32 %105, %106, !dbg !210
  %108 = load ptr, ptr %12, align 8, !dbg !211
  %109 = getelementptr inbounds %struct.dnode, ptr %108, i32 0, i32 0, !dbg !212
  store i32 %107, ptr %109, align 8, !dbg !213
  %110 = load i32, ptr %11, align 4, !dbg !214
  %111 = srem i32 %110, 2, !dbg !216
  %112 = icmp ne i32 %111, 0, !dbg !216
  br i1 %112, label %113, label %120, !dbg !217

113:                                              ; preds = %103
  %114 = getelementptr inbounds %struct.dnode, ptr %10, i32 0, i32 1, !dbg !218
  %115 = load ptr, ptr %114, align 8, !dbg !218
  %116 = load ptr, ptr %12, align 8, !dbg !220
  %117 = getelementptr inbounds %struct.dnode, ptr %116, i32 0, i32 1, !dbg !221
  store ptr %115, ptr %117, align 8, !dbg !222
  %118 = load ptr, ptr %12, align 8, !dbg !223
  %119 = getelementptr inbounds %struct.dnode, ptr %118, i32 0, i32 2, !dbg !224
  store ptr %10, ptr %119, align 8, !dbg !225
  br label %127, !dbg !226

120:                                              ; preds = %103
  %121 = load ptr, ptr %12, align 8, !dbg !227
  %122 = getelementptr inbounds %struct.dnode, ptr %121, i32 0, i32 1, !dbg !229
  store ptr %10, ptr %122, align 8, !dbg !230
  %123 = getelementptr inbounds %struct.dnode, ptr %10, i32 0, i32 2, !dbg !231
  %124 = load ptr, ptr %123, align 8, !dbg !231
  %125 = load ptr, ptr %12, align 8, !dbg !232
  %126 = getelementptr inbounds %struct.dnode, ptr %125, i32 0, i32 2, !dbg !233
  store ptr %124, ptr %126, align 8, !dbg !234
  br label %127

127:                                              ; preds = %120, %113
  %128 = load ptr, ptr %12, align 8, !dbg !235
  %129 = load ptr, ptr %12, align 8, !dbg !236
  %130 = getelementptr inbounds %struct.dnode, ptr %129, i32 0, i32 1, !dbg !237
  %131 = load ptr, ptr %130, align 8, !dbg !237
  %132 = getelementptr inbounds %struct.dnode, ptr %131, i32 0, i32 2, !dbg !238
  store ptr %128, ptr %132, align 8, !dbg !239
  %133 = load ptr, ptr %12, align 8, !dbg !240
  %134 = load ptr, ptr %12, align 8, !dbg !241
  %135 = getelementptr inbounds %struct.dnode, ptr %134, i32 0, i32 2, !dbg !242
  %136 = load ptr, ptr %135, align 8, !dbg !242
  %137 = getelementptr inbounds %struct.dnode, ptr %136, i32 0, i32 1, !dbg !243
  store ptr %133, ptr %137, align 8, !dbg !244
  br label %138, !dbg !245

138:                                              ; preds = %127
  %139 = load i32, ptr %11, align 4, !dbg !246
  %140 = add nsw i32 %139, 1, !dbg !246
  store i32 %140, ptr %11, align 4, !dbg !246
  br label %100, !dbg !247, !llvm.loop !248

141:                                              ; preds = %100
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.8), !dbg !250
    #dbg_declare(ptr %13, !251, !DIExpression(), !253)
  %143 = getelementptr inbounds %struct.dnode, ptr %10, i32 0, i32 2, !dbg !254
  %144 = load ptr, ptr %143, align 8, !dbg !254
  store ptr %144, ptr %13, align 8, !dbg !253
  br label %145, !dbg !255

145:                                              ; preds = %153, %141
  %146 = load ptr, ptr %13, align 8, !dbg !256
  %147 = icmp ne ptr %146, %10, !dbg !258
  br i1 %147, label %148, label %157, !dbg !259

148:                                              ; preds = %145
  %149 = load ptr, ptr %13, align 8, !dbg !260
  %150 = getelementptr inbounds %struct.dnode, ptr %149, i32 0, i32 0, !dbg !261
  %151 = load i32, ptr %150, align 8, !dbg !261
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %151), !dbg !262
  br label %153, !dbg !262

153:                                              ; preds = %148
  %154 = load ptr, ptr %13, align 8, !dbg !263
  %155 = getelementptr inbounds %struct.dnode, ptr %154, i32 0, i32 2, !dbg !264
  %156 = load ptr, ptr %155, align 8, !dbg !264
  store ptr %156, ptr %13, align 8, !dbg !265
  br label %145, !dbg !266, !llvm.loop !267

157:                                              ; preds = %145
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.10), !dbg !269
    #dbg_declare(ptr %14, !270, !DIExpression(), !272)
  %159 = getelementptr inbounds %struct.dnode, ptr %10, i32 0, i32 1, !dbg !273
  %160 = load ptr, ptr %159, align 8, !dbg !273
  store ptr %160, ptr %14, align 8, !dbg !272
  br label %161, !dbg !274

161:                                              ; preds = %169, %157
  %162 = load ptr, ptr %14, align 8, !dbg !275
  %163 = icmp ne ptr %162, %10, !dbg !277
  br i1 %163, label %164, label %173, !dbg !278

164:                                              ; preds = %161
  %165 = load ptr, ptr %14, align 8, !dbg !279
  %166 = getelementptr inbounds %struct.dnode, ptr %165, i32 0, i32 0, !dbg !280
  %167 = load i32, ptr %166, align 8, !dbg !280
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %167), !dbg !281
  br label %169, !dbg !281

169:                                              ; preds = %164
  %170 = load ptr, ptr %14, align 8, !dbg !282
  %171 = getelementptr inbounds %struct.dnode, ptr %170, i32 0, i32 1, !dbg !283
  %172 = load ptr, ptr %171, align 8, !dbg !283
  store ptr %172, ptr %14, align 8, !dbg !284
  br label %161, !dbg !285, !llvm.loop !286

173:                                              ; preds = %161
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.11), !dbg !288
    #dbg_declare(ptr %15, !289, !DIExpression(), !291)
  %175 = getelementptr inbounds %struct.dnode, ptr %10, i32 0, i32 2, !dbg !292
  %176 = load ptr, ptr %175, align 8, !dbg !292
  store ptr %176, ptr %15, align 8, !dbg !291
  br label %177, !dbg !293

177:                                              ; preds = %205, %173
  %178 = load ptr, ptr %15, align 8, !dbg !294
  %179 = icmp ne ptr %178, %10, !dbg !296
  br i1 %179, label %180, label %207, !dbg !297

180:                                              ; preds = %177
    #dbg_declare(ptr %16, !298, !DIExpression(), !300)
  %181 = load ptr, ptr %15, align 8, !dbg !301
  %182 = getelementptr inbounds %struct.dnode, ptr %181, i32 0, i32 2, !dbg !302
  %183 = load ptr, ptr %182, align 8, !dbg !302
  store ptr %183, ptr %16, align 8, !dbg !300
  %184 = load ptr, ptr %15, align 8, !dbg !303
  %185 = getelementptr inbounds %struct.dnode, ptr %184, i32 0, i32 0, !dbg !305
  %186 = load i32, ptr %185, align 8, !dbg !305
  %187 = srem i32 %186, 2, !dbg !306
  %188 = icmp ne i32 %187, 0, !dbg !306
  br i1 %188, label %189, label %205, !dbg !307

189:                                              ; preds = %180
  %190 = load ptr, ptr %15, align 8, !dbg !308
  %191 = getelementptr inbounds %struct.dnode, ptr %190, i32 0, i32 2, !dbg !310
  %192 = load ptr, ptr %191, align 8, !dbg !310
  %193 = load ptr, ptr %15, align 8, !dbg !311
  %194 = getelementptr inbounds %struct.dnode, ptr %193, i32 0, i32 1, !dbg !312
  %195 = load ptr, ptr %194, align 8, !dbg !312
  %196 = getelementptr inbounds %struct.dnode, ptr %195, i32 0, i32 2, !dbg !313
  store ptr %192, ptr %196, align 8, !dbg !314
  %197 = load ptr, ptr %15, align 8, !dbg !315
  %198 = getelementptr inbounds %struct.dnode, ptr %197, i32 0, i32 1, !dbg !316
  %199 = load ptr, ptr %198, align 8, !dbg !316
  %200 = load ptr, ptr %15, align 8, !dbg !317
  %201 = getelementptr inbounds %struct.dnode, ptr %200, i32 0, i32 2, !dbg !318
  %202 = load ptr, ptr %201, align 8, !dbg !318
  %203 = getelementptr inbounds %struct.dnode, ptr %202, i32 0, i32 1, !dbg !319
  store ptr %199, ptr %203, align 8, !dbg !320
  %204 = load ptr, ptr %15, align 8, !dbg !321
  call void @free(ptr noundef %204) #5, !dbg !322
  br label %205, !dbg !323

205:                                              ; preds = %189, %180
  %206 = load ptr, ptr %16, align 8, !dbg !324
  store ptr %206, ptr %15, align 8, !dbg !325
  br label %177, !dbg !326, !llvm.loop !327

207:                                              ; preds = %177
  %208 = call i32 (ptr, ...) @printf(ptr noundef @.str.12), !dbg !329
    #dbg_declare(ptr %17, !330, !DIExpression(), !332)
  %209 = getelementptr inbounds %struct.dnode, ptr %10, i32 0, i32 2, !dbg !333
  %210 = load ptr, ptr %209, align 8, !dbg !333
  store ptr %210, ptr %17, align 8, !dbg !332
  br label %211, !dbg !334

211:                                              ; preds = %219, %207
  %212 = load ptr, ptr %17, align 8, !dbg !335
  %213 = icmp ne ptr %212, %10, !dbg !337
  br i1 %213, label %214, label %223, !dbg !338

214:                                              ; preds = %211
  %215 = load ptr, ptr %17, align 8, !dbg !339
  %216 = getelementptr inbounds %struct.dnode, ptr %215, i32 0, i32 0, !dbg !340
  %217 = load i32, ptr %216, align 8, !dbg !340
  %218 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %217), !dbg !341
  br label %219, !dbg !341

219:                                              ; preds = %214
  %220 = load ptr, ptr %17, align 8, !dbg !342
  %221 = getelementptr inbounds %struct.dnode, ptr %220, i32 0, i32 2, !dbg !343
  %222 = load ptr, ptr %221, align 8, !dbg !343
  store ptr %222, ptr %17, align 8, !dbg !344
  br label %211, !dbg !345, !llvm.loop !346

223:                                              ; preds = %211
  %224 = call i32 (ptr, ...) @printf(ptr noundef @.str.11), !dbg !348
    #dbg_declare(ptr %18, !349, !DIExpression(), !351)
  %225 = getelementptr inbounds %struct.dnode, ptr %10, i32 0, i32 2, !dbg !352
  %226 = load ptr, ptr %225, align 8, !dbg !352
  store ptr %226, ptr %18, align 8, !dbg !351
  br label %227, !dbg !353

227:                                              ; preds = %230, %223
  %228 = load ptr, ptr %18, align 8, !dbg !354
  %229 = icmp ne ptr %228, %10, !dbg !356
  br i1 %229, label %230, label %236, !dbg !357

230:                                              ; preds = %227
    #dbg_declare(ptr %19, !358, !DIExpression(), !360)
  %231 = load ptr, ptr %18, align 8, !dbg !361
  %232 = getelementptr inbounds %struct.dnode, ptr %231, i32 0, i32 2, !dbg !362
  %233 = load ptr, ptr %232, align 8, !dbg !362
  store ptr %233, ptr %19, align 8, !dbg !360
  %234 = load ptr, ptr %18, align 8, !dbg !363
  call void @free(ptr noundef %234) #5, !dbg !364
  %235 = load ptr, ptr %19, align 8, !dbg !365
  store ptr %235, ptr %18, align 8, !dbg !366
  br label %227, !dbg !367, !llvm.loop !368

236:                                              ; preds = %227
  ret i32 0, !dbg !370
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @push_front(ptr noundef %0, i32 noundef %1) #0 !dbg !371 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !374, !DIExpression(), !375)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !376, !DIExpression(), !377)
    #dbg_declare(ptr %5, !378, !DIExpression(), !379)
  %6 = call noalias ptr @malloc(i64 noundef 16) #4, !dbg !380
  store ptr %6, ptr %5, align 8, !dbg !379
  %7 = load i32, ptr %4, align 4, !dbg !381
  %8 = load ptr, ptr %5, align 8, !dbg !382
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 0, !dbg !383
  store i32 %7, ptr %9, align 8, !dbg !384
  %10 = load ptr, ptr %3, align 8, !dbg !385
  %11 = load ptr, ptr %5, align 8, !dbg !386
  %12 = getelementptr inbounds %struct.node, ptr %11, i32 0, i32 1, !dbg !387
  store ptr %10, ptr %12, align 8, !dbg !388
  %13 = load ptr, ptr %5, align 8, !dbg !389
  ret ptr %13, !dbg !390
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_list(ptr noundef %0, ptr noundef %1) #0 !dbg !391 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !398, !DIExpression(), !399)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !400, !DIExpression(), !401)
  %6 = load ptr, ptr %3, align 8, !dbg !402
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %6), !dbg !403
    #dbg_declare(ptr %5, !404, !DIExpression(), !405)
  store i32 0, ptr %5, align 4, !dbg !405
  br label %8, !dbg !406

8:                                                ; preds = %20, %2
  %9 = load ptr, ptr %4, align 8, !dbg !407
  %10 = icmp ne ptr %9, null, !dbg !410
  br i1 %10, label %11, label %26, !dbg !410

11:                                               ; preds = %8
  %12 = load i32, ptr %5, align 4, !dbg !411
  %13 = icmp slt i32 %12, 30, !dbg !413
  br i1 %13, label %14, label %19, !dbg !414

14:                                               ; preds = %11
  %15 = load ptr, ptr %4, align 8, !dbg !415
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 0, !dbg !416
  %17 = load i32, ptr %16, align 8, !dbg !416
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %17), !dbg !417
  br label %19, !dbg !417

19:                                               ; preds = %14, %11
  br label %20, !dbg !418

20:                                               ; preds = %19
  %21 = load ptr, ptr %4, align 8, !dbg !419
  %22 = getelementptr inbounds %struct.node, ptr %21, i32 0, i32 1, !dbg !420
  %23 = load ptr, ptr %22, align 8, !dbg !420
  store ptr %23, ptr %4, align 8, !dbg !421
  %24 = load i32, ptr %5, align 4, !dbg !422
  %25 = add nsw i32 %24, 1, !dbg !422
  store i32 %25, ptr %5, align 4, !dbg !422
  br label %8, !dbg !423, !llvm.loop !424

26:                                               ; preds = %8
  %27 = load i32, ptr %5, align 4, !dbg !426
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %27), !dbg !427
  ret void, !dbg !428
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @reverse(ptr noundef %0) #0 !dbg !429 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !432, !DIExpression(), !433)
    #dbg_declare(ptr %3, !434, !DIExpression(), !435)
  store ptr null, ptr %3, align 8, !dbg !435
  br label %5, !dbg !436

5:                                                ; preds = %8, %1
  %6 = load ptr, ptr %2, align 8, !dbg !437
  %7 = icmp ne ptr %6, null, !dbg !436
  br i1 %7, label %8, label %17, !dbg !436

8:                                                ; preds = %5
    #dbg_declare(ptr %4, !438, !DIExpression(), !440)
  %9 = load ptr, ptr %2, align 8, !dbg !441
  %10 = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 1, !dbg !442
  %11 = load ptr, ptr %10, align 8, !dbg !442
  store ptr %11, ptr %4, align 8, !dbg !440
  %12 = load ptr, ptr %3, align 8, !dbg !443
  %13 = load ptr, ptr %2, align 8, !dbg !444
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 1, !dbg !445
  store ptr %12, ptr %14, align 8, !dbg !446
  %15 = load ptr, ptr %2, align 8, !dbg !447
  store ptr %15, ptr %3, align 8, !dbg !448
  %16 = load ptr, ptr %4, align 8, !dbg !449
  store ptr %16, ptr %2, align 8, !dbg !450
  br label %5, !dbg !436, !llvm.loop !451

17:                                               ; preds = %5
  %18 = load ptr, ptr %3, align 8, !dbg !453
  ret ptr %18, !dbg !454
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @delete_all(ptr noundef %0, i32 noundef %1, ptr noundef %2) #0 !dbg !455 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !459, !DIExpression(), !460)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !461, !DIExpression(), !462)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !463, !DIExpression(), !464)
    #dbg_declare(ptr %7, !465, !DIExpression(), !467)
  store ptr %4, ptr %7, align 8, !dbg !467
  br label %9, !dbg !468

9:                                                ; preds = %35, %3
  %10 = load ptr, ptr %7, align 8, !dbg !469
  %11 = load ptr, ptr %10, align 8, !dbg !470
  %12 = icmp ne ptr %11, null, !dbg !468
  br i1 %12, label %13, label %36, !dbg !468

13:                                               ; preds = %9
  %14 = load ptr, ptr %7, align 8, !dbg !471
  %15 = load ptr, ptr %14, align 8, !dbg !474
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 0, !dbg !475
  %17 = load i32, ptr %16, align 8, !dbg !475
  %18 = load i32, ptr %5, align 4, !dbg !476
  %19 = icmp eq i32 %17, %18, !dbg !477
  br i1 %19, label %20, label %31, !dbg !478

20:                                               ; preds = %13
    #dbg_declare(ptr %8, !479, !DIExpression(), !481)
  %21 = load ptr, ptr %7, align 8, !dbg !482
  %22 = load ptr, ptr %21, align 8, !dbg !483
  store ptr %22, ptr %8, align 8, !dbg !481
  %23 = load ptr, ptr %8, align 8, !dbg !484
  %24 = getelementptr inbounds %struct.node, ptr %23, i32 0, i32 1, !dbg !485
  %25 = load ptr, ptr %24, align 8, !dbg !485
  %26 = load ptr, ptr %7, align 8, !dbg !486
  store ptr %25, ptr %26, align 8, !dbg !487
  %27 = load ptr, ptr %8, align 8, !dbg !488
  call void @free(ptr noundef %27) #5, !dbg !489
  %28 = load ptr, ptr %6, align 8, !dbg !490
  %29 = load i32, ptr %28, align 4, !dbg !491
  %30 = add nsw i32 %29, 1, !dbg !491
  store i32 %30, ptr %28, align 4, !dbg !491
  br label %35, !dbg !492

31:                                               ; preds = %13
  %32 = load ptr, ptr %7, align 8, !dbg !493
  %33 = load ptr, ptr %32, align 8, !dbg !495
  %34 = getelementptr inbounds %struct.node, ptr %33, i32 0, i32 1, !dbg !496
  store ptr %34, ptr %7, align 8, !dbg !497
  br label %35

35:                                               ; preds = %31, %20
  br label %9, !dbg !468, !llvm.loop !498

36:                                               ; preds = %9
  %37 = load ptr, ptr %4, align 8, !dbg !500
  ret ptr %37, !dbg !501
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @msort(ptr noundef %0) #0 !dbg !502 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !503, !DIExpression(), !504)
  %7 = load ptr, ptr %3, align 8, !dbg !505
  %8 = icmp ne ptr %7, null, !dbg !505
  br i1 %8, label %9, label %14, !dbg !507

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8, !dbg !508
  %11 = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 1, !dbg !509
  %12 = load ptr, ptr %11, align 8, !dbg !509
  %13 = icmp ne ptr %12, null, !dbg !508
  br i1 %13, label %16, label %14, !dbg !510

14:                                               ; preds = %9, %1
  %15 = load ptr, ptr %3, align 8, !dbg !511
  store ptr %15, ptr %2, align 8, !dbg !512
  br label %51, !dbg !512

16:                                               ; preds = %9
    #dbg_declare(ptr %4, !513, !DIExpression(), !514)
  %17 = load ptr, ptr %3, align 8, !dbg !515
  store ptr %17, ptr %4, align 8, !dbg !514
    #dbg_declare(ptr %5, !516, !DIExpression(), !517)
  %18 = load ptr, ptr %3, align 8, !dbg !518
  %19 = getelementptr inbounds %struct.node, ptr %18, i32 0, i32 1, !dbg !519
  %20 = load ptr, ptr %19, align 8, !dbg !519
  store ptr %20, ptr %5, align 8, !dbg !517
  br label %21, !dbg !520

21:                                               ; preds = %31, %16
  %22 = load ptr, ptr %5, align 8, !dbg !521
  %23 = icmp ne ptr %22, null, !dbg !521
  br i1 %23, label %24, label %29, !dbg !522

24:                                               ; preds = %21
  %25 = load ptr, ptr %5, align 8, !dbg !523
  %26 = getelementptr inbounds %struct.node, ptr %25, i32 0, i32 1, !dbg !524
  %27 = load ptr, ptr %26, align 8, !dbg !524
  %28 = icmp ne ptr %27, null, !dbg !522
  br label %29

29:                                               ; preds = %24, %21
  %30 = phi i1 [ false, %21 ], [ %28, %24 ], !dbg !525
  br i1 %30, label %31, label %40, !dbg !520

31:                                               ; preds = %29
  %32 = load ptr, ptr %4, align 8, !dbg !526
  %33 = getelementptr inbounds %struct.node, ptr %32, i32 0, i32 1, !dbg !528
  %34 = load ptr, ptr %33, align 8, !dbg !528
  store ptr %34, ptr %4, align 8, !dbg !529
  %35 = load ptr, ptr %5, align 8, !dbg !530
  %36 = getelementptr inbounds %struct.node, ptr %35, i32 0, i32 1, !dbg !531
  %37 = load ptr, ptr %36, align 8, !dbg !531
  %38 = getelementptr inbounds %struct.node, ptr %37, i32 0, i32 1, !dbg !532
  %39 = load ptr, ptr %38, align 8, !dbg !532
  store ptr %39, ptr %5, align 8, !dbg !533
  br label %21, !dbg !520, !llvm.loop !534

40:                                               ; preds = %29
    #dbg_declare(ptr %6, !536, !DIExpression(), !537)
  %41 = load ptr, ptr %4, align 8, !dbg !538
  %42 = getelementptr inbounds %struct.node, ptr %41, i32 0, i32 1, !dbg !539
  %43 = load ptr, ptr %42, align 8, !dbg !539
  store ptr %43, ptr %6, align 8, !dbg !537
  %44 = load ptr, ptr %4, align 8, !dbg !540
  %45 = getelementptr inbounds %struct.node, ptr %44, i32 0, i32 1, !dbg !541
  store ptr null, ptr %45, align 8, !dbg !542
  %46 = load ptr, ptr %3, align 8, !dbg !543
  %47 = call ptr @msort(ptr noundef %46), !dbg !544
  %48 = load ptr, ptr %6, align 8, !dbg !545
  %49 = call ptr @msort(ptr noundef %48), !dbg !546
  %50 = call ptr @merge(ptr noundef %47, ptr noundef %49), !dbg !547
  store ptr %50, ptr %2, align 8, !dbg !548
  br label %51, !dbg !548

51:                                               ; preds = %40, %14
  %52 = load ptr, ptr %2, align 8, !dbg !549
  ret ptr %52, !dbg !549
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @insert_sorted(ptr noundef %0, i32 noundef %1) #0 !dbg !550 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !551, !DIExpression(), !552)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !553, !DIExpression(), !554)
    #dbg_declare(ptr %5, !555, !DIExpression(), !556)
  store ptr %3, ptr %5, align 8, !dbg !556
  br label %7, !dbg !557

7:                                                ; preds = %20, %2
  %8 = load ptr, ptr %5, align 8, !dbg !558
  %9 = load ptr, ptr %8, align 8, !dbg !559
  %10 = icmp ne ptr %9, null, !dbg !559
  br i1 %10, label %11, label %18, !dbg !560

11:                                               ; preds = %7
  %12 = load ptr, ptr %5, align 8, !dbg !561
  %13 = load ptr, ptr %12, align 8, !dbg !562
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 0, !dbg !563
  %15 = load i32, ptr %14, align 8, !dbg !563
  %16 = load i32, ptr %4, align 4, !dbg !564
  %17 = icmp slt i32 %15, %16, !dbg !565
  br label %18

18:                                               ; preds = %11, %7
  %19 = phi i1 [ false, %7 ], [ %17, %11 ], !dbg !566
  br i1 %19, label %20, label %24, !dbg !557

20:                                               ; preds = %18
  %21 = load ptr, ptr %5, align 8, !dbg !567
  %22 = load ptr, ptr %21, align 8, !dbg !568
  %23 = getelementptr inbounds %struct.node, ptr %22, i32 0, i32 1, !dbg !569
  store ptr %23, ptr %5, align 8, !dbg !570
  br label %7, !dbg !557, !llvm.loop !571

24:                                               ; preds = %18
    #dbg_declare(ptr %6, !572, !DIExpression(), !573)
  %25 = call noalias ptr @malloc(i64 noundef 16) #4, !dbg !574
  store ptr %25, ptr %6, align 8, !dbg !573
  %26 = load i32, ptr %4, align 4, !dbg !575
  %27 = load ptr, ptr %6, align 8, !dbg !576
  %28 = getelementptr inbounds %struct.node, ptr %27, i32 0, i32 0, !dbg !577
  store i32 %26, ptr %28, align 8, !dbg !578
  %29 = load ptr, ptr %5, align 8, !dbg !579
  %30 = load ptr, ptr %29, align 8, !dbg !580
  %31 = load ptr, ptr %6, align 8, !dbg !581
  %32 = getelementptr inbounds %struct.node, ptr %31, i32 0, i32 1, !dbg !582
  store ptr %30, ptr %32, align 8, !dbg !583
  %33 = load ptr, ptr %6, align 8, !dbg !584
  %34 = load ptr, ptr %5, align 8, !dbg !585
  store ptr %33, ptr %34, align 8, !dbg !586
  %35 = load ptr, ptr %3, align 8, !dbg !587
  ret ptr %35, !dbg !588
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @merge(ptr noundef %0, ptr noundef %1) #0 !dbg !589 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.node, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !592, !DIExpression(), !593)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !594, !DIExpression(), !595)
    #dbg_declare(ptr %5, !596, !DIExpression(), !597)
    #dbg_declare(ptr %6, !598, !DIExpression(), !599)
  store ptr %5, ptr %6, align 8, !dbg !599
  br label %7, !dbg !600

7:                                                ; preds = %37, %2
  %8 = load ptr, ptr %3, align 8, !dbg !601
  %9 = icmp ne ptr %8, null, !dbg !601
  br i1 %9, label %10, label %13, !dbg !602

10:                                               ; preds = %7
  %11 = load ptr, ptr %4, align 8, !dbg !603
  %12 = icmp ne ptr %11, null, !dbg !602
  br label %13

13:                                               ; preds = %10, %7
  %14 = phi i1 [ false, %7 ], [ %12, %10 ], !dbg !604
  br i1 %14, label %15, label %41, !dbg !600

15:                                               ; preds = %13
  %16 = load ptr, ptr %3, align 8, !dbg !605
  %17 = getelementptr inbounds %struct.node, ptr %16, i32 0, i32 0, !dbg !608
  %18 = load i32, ptr %17, align 8, !dbg !608
  %19 = load ptr, ptr %4, align 8, !dbg !609
  %20 = getelementptr inbounds %struct.node, ptr %19, i32 0, i32 0, !dbg !610
  %21 = load i32, ptr %20, align 8, !dbg !610
  %22 = icmp sle i32 %18, %21, !dbg !611
  br i1 %22, label %23, label %30, !dbg !612

23:                                               ; preds = %15
  %24 = load ptr, ptr %3, align 8, !dbg !613
  %25 = load ptr, ptr %6, align 8, !dbg !615
  %26 = getelementptr inbounds %struct.node, ptr %25, i32 0, i32 1, !dbg !616
  store ptr %24, ptr %26, align 8, !dbg !617
  %27 = load ptr, ptr %3, align 8, !dbg !618
  %28 = getelementptr inbounds %struct.node, ptr %27, i32 0, i32 1, !dbg !619
  %29 = load ptr, ptr %28, align 8, !dbg !619
  store ptr %29, ptr %3, align 8, !dbg !620
  br label %37, !dbg !621

30:                                               ; preds = %15
  %31 = load ptr, ptr %4, align 8, !dbg !622
  %32 = load ptr, ptr %6, align 8, !dbg !624
  %33 = getelementptr inbounds %struct.node, ptr %32, i32 0, i32 1, !dbg !625
  store ptr %31, ptr %33, align 8, !dbg !626
  %34 = load ptr, ptr %4, align 8, !dbg !627
  %35 = getelementptr inbounds %struct.node, ptr %34, i32 0, i32 1, !dbg !628
  %36 = load ptr, ptr %35, align 8, !dbg !628
  store ptr %36, ptr %4, align 8, !dbg !629
  br label %37

37:                                               ; preds = %30, %23
  %38 = load ptr, ptr %6, align 8, !dbg !630
  %39 = getelementptr inbounds %struct.node, ptr %38, i32 0, i32 1, !dbg !631
  %40 = load ptr, ptr %39, align 8, !dbg !631
  store ptr %40, ptr %6, align 8, !dbg !632
  br label %7, !dbg !600, !llvm.loop !633

41:                                               ; preds = %13
  %42 = load ptr, ptr %3, align 8, !dbg !635
  %43 = icmp ne ptr %42, null, !dbg !635
  br i1 %43, label %44, label %46, !dbg !635

44:                                               ; preds = %41
  %45 = load ptr, ptr %3, align 8, !dbg !636
  br label %48, !dbg !635

46:                                               ; preds = %41
  %47 = load ptr, ptr %4, align 8, !dbg !637
  br label %48, !dbg !635

48:                                               ; preds = %46, %44
  %49 = phi ptr [ %45, %44 ], [ %47, %46 ], !dbg !635
  %50 = load ptr, ptr %6, align 8, !dbg !638
  %51 = getelementptr inbounds %struct.node, ptr %50, i32 0, i32 1, !dbg !639
  store ptr %49, ptr %51, align 8, !dbg !640
  %52 = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 1, !dbg !641
  %53 = load ptr, ptr %52, align 8, !dbg !641
  ret ptr %53, !dbg !642
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @has_cycle(ptr noundef %0) #0 !dbg !643 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !646, !DIExpression(), !647)
    #dbg_declare(ptr %4, !648, !DIExpression(), !649)
  %6 = load ptr, ptr %3, align 8, !dbg !650
  store ptr %6, ptr %4, align 8, !dbg !649
    #dbg_declare(ptr %5, !651, !DIExpression(), !652)
  %7 = load ptr, ptr %3, align 8, !dbg !653
  store ptr %7, ptr %5, align 8, !dbg !652
  br label %8, !dbg !654

8:                                                ; preds = %31, %1
  %9 = load ptr, ptr %5, align 8, !dbg !655
  %10 = icmp ne ptr %9, null, !dbg !655
  br i1 %10, label %11, label %16, !dbg !656

11:                                               ; preds = %8
  %12 = load ptr, ptr %5, align 8, !dbg !657
  %13 = getelementptr inbounds %struct.node, ptr %12, i32 0, i32 1, !dbg !658
  %14 = load ptr, ptr %13, align 8, !dbg !658
  %15 = icmp ne ptr %14, null, !dbg !656
  br label %16

16:                                               ; preds = %11, %8
  %17 = phi i1 [ false, %8 ], [ %15, %11 ], !dbg !659
  br i1 %17, label %18, label %32, !dbg !654

18:                                               ; preds = %16
  %19 = load ptr, ptr %4, align 8, !dbg !660
  %20 = getelementptr inbounds %struct.node, ptr %19, i32 0, i32 1, !dbg !662
  %21 = load ptr, ptr %20, align 8, !dbg !662
  store ptr %21, ptr %4, align 8, !dbg !663
  %22 = load ptr, ptr %5, align 8, !dbg !664
  %23 = getelementptr inbounds %struct.node, ptr %22, i32 0, i32 1, !dbg !665
  %24 = load ptr, ptr %23, align 8, !dbg !665
  %25 = getelementptr inbounds %struct.node, ptr %24, i32 0, i32 1, !dbg !666
  %26 = load ptr, ptr %25, align 8, !dbg !666
  store ptr %26, ptr %5, align 8, !dbg !667
  %27 = load ptr, ptr %4, align 8, !dbg !668
  %28 = load ptr, ptr %5, align 8, !dbg !670
  %29 = icmp eq ptr %27, %28, !dbg !671
  br i1 %29, label %30, label %31, !dbg !672

30:                                               ; preds = %18
  store i32 1, ptr %2, align 4, !dbg !673
  br label %33, !dbg !673

31:                                               ; preds = %18
  br label %8, !dbg !654, !llvm.loop !674

32:                                               ; preds = %16
  store i32 0, ptr %2, align 4, !dbg !676
  br label %33, !dbg !676

33:                                               ; preds = %32, %30
  %34 = load i32, ptr %2, align 4, !dbg !677
  ret i32 %34, !dbg !677
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @free_list(ptr noundef %0) #0 !dbg !678 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !681, !DIExpression(), !682)
  br label %4, !dbg !683

4:                                                ; preds = %7, %1
  %5 = load ptr, ptr %2, align 8, !dbg !684
  %6 = icmp ne ptr %5, null, !dbg !683
  br i1 %6, label %7, label %13, !dbg !683

7:                                                ; preds = %4
    #dbg_declare(ptr %3, !685, !DIExpression(), !687)
  %8 = load ptr, ptr %2, align 8, !dbg !688
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 1, !dbg !689
  %10 = load ptr, ptr %9, align 8, !dbg !689
  store ptr %10, ptr %3, align 8, !dbg !687
  %11 = load ptr, ptr %2, align 8, !dbg !690
  call void @free(ptr noundef %11) #5, !dbg !691
  %12 = load ptr, ptr %3, align 8, !dbg !692
  store ptr %12, ptr %2, align 8, !dbg !693
  br label %4, !dbg !683, !llvm.loop !694

13:                                               ; preds = %4
  ret void, !dbg !696
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!53}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "linked_list.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "df6ff0d55844b441f5d78048d7d02118")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 128, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !3, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 14)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 140, type: !3, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 141, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 11)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 165, type: !9, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 167, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 4)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 168, type: !30, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 171, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 2)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 182, type: !3, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !37, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !30, isLocal: true, isDefinition: true)
!53 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !54, globals: !56, splitDebugInlining: false, nameTableKind: None)
!54 = !{!55}
!55 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!56 = !{!0, !7, !12, !17, !19, !21, !26, !28, !33, !35, !40, !42, !47, !49, !51}
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 7, !"frame-pointer", i32 2}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 117, type: !66, scopeLine: 117, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !53, retainedNodes: !67)
!66 = !DISubroutineType(types: !54)
!67 = !{}
!68 = !DILocalVariable(name: "l", scope: !65, file: !2, line: 118, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 6, size: 128, elements: !71)
!71 = !{!72, !73}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !70, file: !2, line: 7, baseType: !55, size: 32)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !70, file: !2, line: 8, baseType: !69, size: 64, offset: 64)
!74 = !DILocation(line: 118, column: 18, scope: !65)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 119, type: !55)
!76 = distinct !DILexicalBlock(scope: !65, file: !2, line: 119, column: 5)
!77 = !DILocation(line: 119, column: 14, scope: !76)
!78 = !DILocation(line: 119, column: 10, scope: !76)
!79 = !DILocation(line: 119, column: 21, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !2, line: 119, column: 5)
!81 = !DILocation(line: 119, column: 23, scope: !80)
!82 = !DILocation(line: 119, column: 5, scope: !76)
!83 = !DILocation(line: 120, column: 24, scope: !80)
!84 = !DILocation(line: 120, column: 28, scope: !80)
!85 = !DILocation(line: 120, column: 30, scope: !80)
!86 = !DILocation(line: 120, column: 35, scope: !80)
!87 = !DILocation(line: 120, column: 13, scope: !80)
!88 = !DILocation(line: 120, column: 11, scope: !80)
!89 = !DILocation(line: 120, column: 9, scope: !80)
!90 = !DILocation(line: 119, column: 30, scope: !80)
!91 = !DILocation(line: 119, column: 5, scope: !80)
!92 = distinct !{!92, !82, !93, !94}
!93 = !DILocation(line: 120, column: 39, scope: !76)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocation(line: 121, column: 26, scope: !65)
!96 = !DILocation(line: 121, column: 5, scope: !65)
!97 = !DILocation(line: 122, column: 17, scope: !65)
!98 = !DILocation(line: 122, column: 9, scope: !65)
!99 = !DILocation(line: 122, column: 7, scope: !65)
!100 = !DILocation(line: 123, column: 28, scope: !65)
!101 = !DILocation(line: 123, column: 5, scope: !65)
!102 = !DILocalVariable(name: "removed", scope: !65, file: !2, line: 124, type: !55)
!103 = !DILocation(line: 124, column: 9, scope: !65)
!104 = !DILocation(line: 125, column: 20, scope: !65)
!105 = !DILocation(line: 125, column: 9, scope: !65)
!106 = !DILocation(line: 125, column: 7, scope: !65)
!107 = !DILocation(line: 126, column: 20, scope: !65)
!108 = !DILocation(line: 126, column: 9, scope: !65)
!109 = !DILocation(line: 126, column: 7, scope: !65)
!110 = !DILocation(line: 127, column: 20, scope: !65)
!111 = !DILocation(line: 127, column: 9, scope: !65)
!112 = !DILocation(line: 127, column: 7, scope: !65)
!113 = !DILocation(line: 128, column: 31, scope: !65)
!114 = !DILocation(line: 128, column: 5, scope: !65)
!115 = !DILocation(line: 129, column: 28, scope: !65)
!116 = !DILocation(line: 129, column: 5, scope: !65)
!117 = !DILocation(line: 130, column: 15, scope: !65)
!118 = !DILocation(line: 130, column: 9, scope: !65)
!119 = !DILocation(line: 130, column: 7, scope: !65)
!120 = !DILocation(line: 131, column: 26, scope: !65)
!121 = !DILocation(line: 131, column: 5, scope: !65)
!122 = !DILocalVariable(name: "s", scope: !65, file: !2, line: 132, type: !69)
!123 = !DILocation(line: 132, column: 18, scope: !65)
!124 = !DILocalVariable(name: "x", scope: !65, file: !2, line: 133, type: !125)
!125 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!126 = !DILocation(line: 133, column: 14, scope: !65)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 134, type: !55)
!128 = distinct !DILexicalBlock(scope: !65, file: !2, line: 134, column: 5)
!129 = !DILocation(line: 134, column: 14, scope: !128)
!130 = !DILocation(line: 134, column: 10, scope: !128)
!131 = !DILocation(line: 134, column: 21, scope: !132)
!132 = distinct !DILexicalBlock(scope: !128, file: !2, line: 134, column: 5)
!133 = !DILocation(line: 134, column: 23, scope: !132)
!134 = !DILocation(line: 134, column: 5, scope: !128)
!135 = !DILocation(line: 135, column: 13, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 134, column: 34)
!137 = !DILocation(line: 135, column: 15, scope: !136)
!138 = !DILocation(line: 135, column: 26, scope: !136)
!139 = !DILocation(line: 135, column: 11, scope: !136)
!140 = !DILocation(line: 136, column: 27, scope: !136)
!141 = !DILocation(line: 136, column: 36, scope: !136)
!142 = !DILocation(line: 136, column: 38, scope: !136)
!143 = !DILocation(line: 136, column: 45, scope: !136)
!144 = !DILocation(line: 136, column: 13, scope: !136)
!145 = !DILocation(line: 136, column: 11, scope: !136)
!146 = !DILocation(line: 137, column: 5, scope: !136)
!147 = !DILocation(line: 134, column: 30, scope: !132)
!148 = !DILocation(line: 134, column: 5, scope: !132)
!149 = distinct !{!149, !134, !150, !94}
!150 = !DILocation(line: 137, column: 5, scope: !128)
!151 = !DILocation(line: 138, column: 33, scope: !65)
!152 = !DILocation(line: 138, column: 5, scope: !65)
!153 = !DILocalVariable(name: "m", scope: !65, file: !2, line: 139, type: !69)
!154 = !DILocation(line: 139, column: 18, scope: !65)
!155 = !DILocation(line: 139, column: 28, scope: !65)
!156 = !DILocation(line: 139, column: 31, scope: !65)
!157 = !DILocation(line: 139, column: 22, scope: !65)
!158 = !DILocation(line: 140, column: 26, scope: !65)
!159 = !DILocation(line: 140, column: 5, scope: !65)
!160 = !DILocation(line: 141, column: 37, scope: !65)
!161 = !DILocation(line: 141, column: 27, scope: !65)
!162 = !DILocation(line: 141, column: 5, scope: !65)
!163 = !DILocalVariable(name: "tail", scope: !65, file: !2, line: 143, type: !69)
!164 = !DILocation(line: 143, column: 18, scope: !65)
!165 = !DILocation(line: 143, column: 25, scope: !65)
!166 = !DILocation(line: 144, column: 5, scope: !65)
!167 = !DILocation(line: 144, column: 12, scope: !65)
!168 = !DILocation(line: 144, column: 18, scope: !65)
!169 = !DILocation(line: 145, column: 16, scope: !65)
!170 = !DILocation(line: 145, column: 22, scope: !65)
!171 = !DILocation(line: 145, column: 14, scope: !65)
!172 = distinct !{!172, !166, !170, !94}
!173 = !DILocation(line: 146, column: 18, scope: !65)
!174 = !DILocation(line: 146, column: 21, scope: !65)
!175 = !DILocation(line: 146, column: 27, scope: !65)
!176 = !DILocation(line: 146, column: 5, scope: !65)
!177 = !DILocation(line: 146, column: 11, scope: !65)
!178 = !DILocation(line: 146, column: 16, scope: !65)
!179 = !DILocation(line: 147, column: 37, scope: !65)
!180 = !DILocation(line: 147, column: 27, scope: !65)
!181 = !DILocation(line: 147, column: 5, scope: !65)
!182 = !DILocation(line: 148, column: 5, scope: !65)
!183 = !DILocation(line: 148, column: 11, scope: !65)
!184 = !DILocation(line: 148, column: 16, scope: !65)
!185 = !DILocation(line: 149, column: 15, scope: !65)
!186 = !DILocation(line: 149, column: 5, scope: !65)
!187 = !DILocalVariable(name: "sentinel", scope: !65, file: !2, line: 151, type: !188)
!188 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dnode", file: !2, line: 11, size: 192, elements: !189)
!189 = !{!190, !191, !193}
!190 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !188, file: !2, line: 12, baseType: !55, size: 32)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !188, file: !2, line: 13, baseType: !192, size: 64, offset: 64)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !188, file: !2, line: 13, baseType: !192, size: 64, offset: 128)
!194 = !DILocation(line: 151, column: 18, scope: !65)
!195 = !DILocation(line: 151, column: 29, scope: !65)
!196 = !DILocalVariable(name: "i", scope: !197, file: !2, line: 152, type: !55)
!197 = distinct !DILexicalBlock(scope: !65, file: !2, line: 152, column: 5)
!198 = !DILocation(line: 152, column: 14, scope: !197)
!199 = !DILocation(line: 152, column: 10, scope: !197)
!200 = !DILocation(line: 152, column: 21, scope: !201)
!201 = distinct !DILexicalBlock(scope: !197, file: !2, line: 152, column: 5)
!202 = !DILocation(line: 152, column: 23, scope: !201)
!203 = !DILocation(line: 152, column: 5, scope: !197)
!204 = !DILocalVariable(name: "n", scope: !205, file: !2, line: 153, type: !192)
!205 = distinct !DILexicalBlock(scope: !201, file: !2, line: 152, column: 35)
!206 = !DILocation(line: 153, column: 23, scope: !205)
!207 = !DILocation(line: 153, column: 27, scope: !205)
!208 = !DILocation(line: 154, column: 18, scope: !205)
!209 = !DILocation(line: 154, column: 22, scope: !205)
!210 = !DILocation(line: 154, column: 20, scope: !205)
!211 = !DILocation(line: 154, column: 9, scope: !205)
!212 = !DILocation(line: 154, column: 12, scope: !205)
!213 = !DILocation(line: 154, column: 16, scope: !205)
!214 = !DILocation(line: 155, column: 13, scope: !215)
!215 = distinct !DILexicalBlock(scope: !205, file: !2, line: 155, column: 13)
!216 = !DILocation(line: 155, column: 15, scope: !215)
!217 = !DILocation(line: 155, column: 13, scope: !205)
!218 = !DILocation(line: 156, column: 32, scope: !219)
!219 = distinct !DILexicalBlock(scope: !215, file: !2, line: 155, column: 20)
!220 = !DILocation(line: 156, column: 13, scope: !219)
!221 = !DILocation(line: 156, column: 16, scope: !219)
!222 = !DILocation(line: 156, column: 21, scope: !219)
!223 = !DILocation(line: 157, column: 13, scope: !219)
!224 = !DILocation(line: 157, column: 16, scope: !219)
!225 = !DILocation(line: 157, column: 21, scope: !219)
!226 = !DILocation(line: 158, column: 9, scope: !219)
!227 = !DILocation(line: 159, column: 13, scope: !228)
!228 = distinct !DILexicalBlock(scope: !215, file: !2, line: 158, column: 16)
!229 = !DILocation(line: 159, column: 16, scope: !228)
!230 = !DILocation(line: 159, column: 21, scope: !228)
!231 = !DILocation(line: 160, column: 32, scope: !228)
!232 = !DILocation(line: 160, column: 13, scope: !228)
!233 = !DILocation(line: 160, column: 16, scope: !228)
!234 = !DILocation(line: 160, column: 21, scope: !228)
!235 = !DILocation(line: 162, column: 25, scope: !205)
!236 = !DILocation(line: 162, column: 9, scope: !205)
!237 = !DILocation(line: 162, column: 12, scope: !205)
!238 = !DILocation(line: 162, column: 18, scope: !205)
!239 = !DILocation(line: 162, column: 23, scope: !205)
!240 = !DILocation(line: 163, column: 25, scope: !205)
!241 = !DILocation(line: 163, column: 9, scope: !205)
!242 = !DILocation(line: 163, column: 12, scope: !205)
!243 = !DILocation(line: 163, column: 18, scope: !205)
!244 = !DILocation(line: 163, column: 23, scope: !205)
!245 = !DILocation(line: 164, column: 5, scope: !205)
!246 = !DILocation(line: 152, column: 31, scope: !201)
!247 = !DILocation(line: 152, column: 5, scope: !201)
!248 = distinct !{!248, !203, !249, !94}
!249 = !DILocation(line: 164, column: 5, scope: !197)
!250 = !DILocation(line: 165, column: 5, scope: !65)
!251 = !DILocalVariable(name: "n", scope: !252, file: !2, line: 166, type: !192)
!252 = distinct !DILexicalBlock(scope: !65, file: !2, line: 166, column: 5)
!253 = !DILocation(line: 166, column: 24, scope: !252)
!254 = !DILocation(line: 166, column: 37, scope: !252)
!255 = !DILocation(line: 166, column: 10, scope: !252)
!256 = !DILocation(line: 166, column: 43, scope: !257)
!257 = distinct !DILexicalBlock(scope: !252, file: !2, line: 166, column: 5)
!258 = !DILocation(line: 166, column: 45, scope: !257)
!259 = !DILocation(line: 166, column: 5, scope: !252)
!260 = !DILocation(line: 167, column: 23, scope: !257)
!261 = !DILocation(line: 167, column: 26, scope: !257)
!262 = !DILocation(line: 167, column: 9, scope: !257)
!263 = !DILocation(line: 166, column: 63, scope: !257)
!264 = !DILocation(line: 166, column: 66, scope: !257)
!265 = !DILocation(line: 166, column: 61, scope: !257)
!266 = !DILocation(line: 166, column: 5, scope: !257)
!267 = distinct !{!267, !259, !268, !94}
!268 = !DILocation(line: 167, column: 29, scope: !252)
!269 = !DILocation(line: 168, column: 5, scope: !65)
!270 = !DILocalVariable(name: "n", scope: !271, file: !2, line: 169, type: !192)
!271 = distinct !DILexicalBlock(scope: !65, file: !2, line: 169, column: 5)
!272 = !DILocation(line: 169, column: 24, scope: !271)
!273 = !DILocation(line: 169, column: 37, scope: !271)
!274 = !DILocation(line: 169, column: 10, scope: !271)
!275 = !DILocation(line: 169, column: 43, scope: !276)
!276 = distinct !DILexicalBlock(scope: !271, file: !2, line: 169, column: 5)
!277 = !DILocation(line: 169, column: 45, scope: !276)
!278 = !DILocation(line: 169, column: 5, scope: !271)
!279 = !DILocation(line: 170, column: 23, scope: !276)
!280 = !DILocation(line: 170, column: 26, scope: !276)
!281 = !DILocation(line: 170, column: 9, scope: !276)
!282 = !DILocation(line: 169, column: 63, scope: !276)
!283 = !DILocation(line: 169, column: 66, scope: !276)
!284 = !DILocation(line: 169, column: 61, scope: !276)
!285 = !DILocation(line: 169, column: 5, scope: !276)
!286 = distinct !{!286, !278, !287, !94}
!287 = !DILocation(line: 170, column: 29, scope: !271)
!288 = !DILocation(line: 171, column: 5, scope: !65)
!289 = !DILocalVariable(name: "n", scope: !290, file: !2, line: 173, type: !192)
!290 = distinct !DILexicalBlock(scope: !65, file: !2, line: 173, column: 5)
!291 = !DILocation(line: 173, column: 24, scope: !290)
!292 = !DILocation(line: 173, column: 37, scope: !290)
!293 = !DILocation(line: 173, column: 10, scope: !290)
!294 = !DILocation(line: 173, column: 43, scope: !295)
!295 = distinct !DILexicalBlock(scope: !290, file: !2, line: 173, column: 5)
!296 = !DILocation(line: 173, column: 45, scope: !295)
!297 = !DILocation(line: 173, column: 5, scope: !290)
!298 = !DILocalVariable(name: "next", scope: !299, file: !2, line: 174, type: !192)
!299 = distinct !DILexicalBlock(scope: !295, file: !2, line: 173, column: 60)
!300 = !DILocation(line: 174, column: 23, scope: !299)
!301 = !DILocation(line: 174, column: 30, scope: !299)
!302 = !DILocation(line: 174, column: 33, scope: !299)
!303 = !DILocation(line: 175, column: 13, scope: !304)
!304 = distinct !DILexicalBlock(scope: !299, file: !2, line: 175, column: 13)
!305 = !DILocation(line: 175, column: 16, scope: !304)
!306 = !DILocation(line: 175, column: 20, scope: !304)
!307 = !DILocation(line: 175, column: 13, scope: !299)
!308 = !DILocation(line: 176, column: 29, scope: !309)
!309 = distinct !DILexicalBlock(scope: !304, file: !2, line: 175, column: 25)
!310 = !DILocation(line: 176, column: 32, scope: !309)
!311 = !DILocation(line: 176, column: 13, scope: !309)
!312 = !DILocation(line: 176, column: 16, scope: !309)
!313 = !DILocation(line: 176, column: 22, scope: !309)
!314 = !DILocation(line: 176, column: 27, scope: !309)
!315 = !DILocation(line: 177, column: 29, scope: !309)
!316 = !DILocation(line: 177, column: 32, scope: !309)
!317 = !DILocation(line: 177, column: 13, scope: !309)
!318 = !DILocation(line: 177, column: 16, scope: !309)
!319 = !DILocation(line: 177, column: 22, scope: !309)
!320 = !DILocation(line: 177, column: 27, scope: !309)
!321 = !DILocation(line: 178, column: 18, scope: !309)
!322 = !DILocation(line: 178, column: 13, scope: !309)
!323 = !DILocation(line: 179, column: 9, scope: !309)
!324 = !DILocation(line: 180, column: 13, scope: !299)
!325 = !DILocation(line: 180, column: 11, scope: !299)
!326 = !DILocation(line: 173, column: 5, scope: !295)
!327 = distinct !{!327, !297, !328, !94}
!328 = !DILocation(line: 181, column: 5, scope: !290)
!329 = !DILocation(line: 182, column: 5, scope: !65)
!330 = !DILocalVariable(name: "n", scope: !331, file: !2, line: 183, type: !192)
!331 = distinct !DILexicalBlock(scope: !65, file: !2, line: 183, column: 5)
!332 = !DILocation(line: 183, column: 24, scope: !331)
!333 = !DILocation(line: 183, column: 37, scope: !331)
!334 = !DILocation(line: 183, column: 10, scope: !331)
!335 = !DILocation(line: 183, column: 43, scope: !336)
!336 = distinct !DILexicalBlock(scope: !331, file: !2, line: 183, column: 5)
!337 = !DILocation(line: 183, column: 45, scope: !336)
!338 = !DILocation(line: 183, column: 5, scope: !331)
!339 = !DILocation(line: 184, column: 23, scope: !336)
!340 = !DILocation(line: 184, column: 26, scope: !336)
!341 = !DILocation(line: 184, column: 9, scope: !336)
!342 = !DILocation(line: 183, column: 63, scope: !336)
!343 = !DILocation(line: 183, column: 66, scope: !336)
!344 = !DILocation(line: 183, column: 61, scope: !336)
!345 = !DILocation(line: 183, column: 5, scope: !336)
!346 = distinct !{!346, !338, !347, !94}
!347 = !DILocation(line: 184, column: 29, scope: !331)
!348 = !DILocation(line: 185, column: 5, scope: !65)
!349 = !DILocalVariable(name: "n", scope: !350, file: !2, line: 186, type: !192)
!350 = distinct !DILexicalBlock(scope: !65, file: !2, line: 186, column: 5)
!351 = !DILocation(line: 186, column: 24, scope: !350)
!352 = !DILocation(line: 186, column: 37, scope: !350)
!353 = !DILocation(line: 186, column: 10, scope: !350)
!354 = !DILocation(line: 186, column: 43, scope: !355)
!355 = distinct !DILexicalBlock(scope: !350, file: !2, line: 186, column: 5)
!356 = !DILocation(line: 186, column: 45, scope: !355)
!357 = !DILocation(line: 186, column: 5, scope: !350)
!358 = !DILocalVariable(name: "next", scope: !359, file: !2, line: 187, type: !192)
!359 = distinct !DILexicalBlock(scope: !355, file: !2, line: 186, column: 60)
!360 = !DILocation(line: 187, column: 23, scope: !359)
!361 = !DILocation(line: 187, column: 30, scope: !359)
!362 = !DILocation(line: 187, column: 33, scope: !359)
!363 = !DILocation(line: 188, column: 14, scope: !359)
!364 = !DILocation(line: 188, column: 9, scope: !359)
!365 = !DILocation(line: 189, column: 13, scope: !359)
!366 = !DILocation(line: 189, column: 11, scope: !359)
!367 = !DILocation(line: 186, column: 5, scope: !355)
!368 = distinct !{!368, !357, !369, !94}
!369 = !DILocation(line: 190, column: 5, scope: !350)
!370 = !DILocation(line: 191, column: 5, scope: !65)
!371 = distinct !DISubprogram(name: "push_front", scope: !2, file: !2, line: 16, type: !372, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !67)
!372 = !DISubroutineType(types: !373)
!373 = !{!69, !69, !55}
!374 = !DILocalVariable(name: "head", arg: 1, scope: !371, file: !2, line: 16, type: !69)
!375 = !DILocation(line: 16, column: 45, scope: !371)
!376 = !DILocalVariable(name: "v", arg: 2, scope: !371, file: !2, line: 16, type: !55)
!377 = !DILocation(line: 16, column: 55, scope: !371)
!378 = !DILocalVariable(name: "n", scope: !371, file: !2, line: 17, type: !69)
!379 = !DILocation(line: 17, column: 18, scope: !371)
!380 = !DILocation(line: 17, column: 22, scope: !371)
!381 = !DILocation(line: 18, column: 14, scope: !371)
!382 = !DILocation(line: 18, column: 5, scope: !371)
!383 = !DILocation(line: 18, column: 8, scope: !371)
!384 = !DILocation(line: 18, column: 12, scope: !371)
!385 = !DILocation(line: 19, column: 15, scope: !371)
!386 = !DILocation(line: 19, column: 5, scope: !371)
!387 = !DILocation(line: 19, column: 8, scope: !371)
!388 = !DILocation(line: 19, column: 13, scope: !371)
!389 = !DILocation(line: 20, column: 12, scope: !371)
!390 = !DILocation(line: 20, column: 5, scope: !371)
!391 = distinct !DISubprogram(name: "print_list", scope: !2, file: !2, line: 89, type: !392, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !67)
!392 = !DISubroutineType(types: !393)
!393 = !{null, !394, !396}
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !395, size: 64)
!395 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!396 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !397, size: 64)
!397 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !70)
!398 = !DILocalVariable(name: "lbl", arg: 1, scope: !391, file: !2, line: 89, type: !394)
!399 = !DILocation(line: 89, column: 36, scope: !391)
!400 = !DILocalVariable(name: "n", arg: 2, scope: !391, file: !2, line: 89, type: !396)
!401 = !DILocation(line: 89, column: 60, scope: !391)
!402 = !DILocation(line: 90, column: 19, scope: !391)
!403 = !DILocation(line: 90, column: 5, scope: !391)
!404 = !DILocalVariable(name: "count", scope: !391, file: !2, line: 91, type: !55)
!405 = !DILocation(line: 91, column: 9, scope: !391)
!406 = !DILocation(line: 92, column: 5, scope: !391)
!407 = !DILocation(line: 92, column: 12, scope: !408)
!408 = distinct !DILexicalBlock(scope: !409, file: !2, line: 92, column: 5)
!409 = distinct !DILexicalBlock(scope: !391, file: !2, line: 92, column: 5)
!410 = !DILocation(line: 92, column: 5, scope: !409)
!411 = !DILocation(line: 93, column: 13, scope: !412)
!412 = distinct !DILexicalBlock(scope: !408, file: !2, line: 93, column: 13)
!413 = !DILocation(line: 93, column: 19, scope: !412)
!414 = !DILocation(line: 93, column: 13, scope: !408)
!415 = !DILocation(line: 94, column: 27, scope: !412)
!416 = !DILocation(line: 94, column: 30, scope: !412)
!417 = !DILocation(line: 94, column: 13, scope: !412)
!418 = !DILocation(line: 93, column: 21, scope: !412)
!419 = !DILocation(line: 92, column: 19, scope: !408)
!420 = !DILocation(line: 92, column: 22, scope: !408)
!421 = !DILocation(line: 92, column: 17, scope: !408)
!422 = !DILocation(line: 92, column: 33, scope: !408)
!423 = !DILocation(line: 92, column: 5, scope: !408)
!424 = distinct !{!424, !410, !425, !94}
!425 = !DILocation(line: 94, column: 33, scope: !409)
!426 = !DILocation(line: 95, column: 27, scope: !391)
!427 = !DILocation(line: 95, column: 5, scope: !391)
!428 = !DILocation(line: 96, column: 1, scope: !391)
!429 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 49, type: !430, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !67)
!430 = !DISubroutineType(types: !431)
!431 = !{!69, !69}
!432 = !DILocalVariable(name: "head", arg: 1, scope: !429, file: !2, line: 49, type: !69)
!433 = !DILocation(line: 49, column: 42, scope: !429)
!434 = !DILocalVariable(name: "prev", scope: !429, file: !2, line: 50, type: !69)
!435 = !DILocation(line: 50, column: 18, scope: !429)
!436 = !DILocation(line: 51, column: 5, scope: !429)
!437 = !DILocation(line: 51, column: 12, scope: !429)
!438 = !DILocalVariable(name: "next", scope: !439, file: !2, line: 52, type: !69)
!439 = distinct !DILexicalBlock(scope: !429, file: !2, line: 51, column: 18)
!440 = !DILocation(line: 52, column: 22, scope: !439)
!441 = !DILocation(line: 52, column: 29, scope: !439)
!442 = !DILocation(line: 52, column: 35, scope: !439)
!443 = !DILocation(line: 53, column: 22, scope: !439)
!444 = !DILocation(line: 53, column: 9, scope: !439)
!445 = !DILocation(line: 53, column: 15, scope: !439)
!446 = !DILocation(line: 53, column: 20, scope: !439)
!447 = !DILocation(line: 54, column: 16, scope: !439)
!448 = !DILocation(line: 54, column: 14, scope: !439)
!449 = !DILocation(line: 55, column: 16, scope: !439)
!450 = !DILocation(line: 55, column: 14, scope: !439)
!451 = distinct !{!451, !436, !452, !94}
!452 = !DILocation(line: 56, column: 5, scope: !429)
!453 = !DILocation(line: 57, column: 12, scope: !429)
!454 = !DILocation(line: 57, column: 5, scope: !429)
!455 = distinct !DISubprogram(name: "delete_all", scope: !2, file: !2, line: 34, type: !456, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !67)
!456 = !DISubroutineType(types: !457)
!457 = !{!69, !69, !55, !458}
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!459 = !DILocalVariable(name: "head", arg: 1, scope: !455, file: !2, line: 34, type: !69)
!460 = !DILocation(line: 34, column: 45, scope: !455)
!461 = !DILocalVariable(name: "v", arg: 2, scope: !455, file: !2, line: 34, type: !55)
!462 = !DILocation(line: 34, column: 55, scope: !455)
!463 = !DILocalVariable(name: "removed", arg: 3, scope: !455, file: !2, line: 34, type: !458)
!464 = !DILocation(line: 34, column: 63, scope: !455)
!465 = !DILocalVariable(name: "pp", scope: !455, file: !2, line: 35, type: !466)
!466 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!467 = !DILocation(line: 35, column: 19, scope: !455)
!468 = !DILocation(line: 36, column: 5, scope: !455)
!469 = !DILocation(line: 36, column: 13, scope: !455)
!470 = !DILocation(line: 36, column: 12, scope: !455)
!471 = !DILocation(line: 37, column: 15, scope: !472)
!472 = distinct !DILexicalBlock(scope: !473, file: !2, line: 37, column: 13)
!473 = distinct !DILexicalBlock(scope: !455, file: !2, line: 36, column: 17)
!474 = !DILocation(line: 37, column: 14, scope: !472)
!475 = !DILocation(line: 37, column: 20, scope: !472)
!476 = !DILocation(line: 37, column: 27, scope: !472)
!477 = !DILocation(line: 37, column: 24, scope: !472)
!478 = !DILocation(line: 37, column: 13, scope: !473)
!479 = !DILocalVariable(name: "dead", scope: !480, file: !2, line: 38, type: !69)
!480 = distinct !DILexicalBlock(scope: !472, file: !2, line: 37, column: 30)
!481 = !DILocation(line: 38, column: 26, scope: !480)
!482 = !DILocation(line: 38, column: 34, scope: !480)
!483 = !DILocation(line: 38, column: 33, scope: !480)
!484 = !DILocation(line: 39, column: 19, scope: !480)
!485 = !DILocation(line: 39, column: 25, scope: !480)
!486 = !DILocation(line: 39, column: 14, scope: !480)
!487 = !DILocation(line: 39, column: 17, scope: !480)
!488 = !DILocation(line: 40, column: 18, scope: !480)
!489 = !DILocation(line: 40, column: 13, scope: !480)
!490 = !DILocation(line: 41, column: 15, scope: !480)
!491 = !DILocation(line: 41, column: 23, scope: !480)
!492 = !DILocation(line: 42, column: 9, scope: !480)
!493 = !DILocation(line: 43, column: 21, scope: !494)
!494 = distinct !DILexicalBlock(scope: !472, file: !2, line: 42, column: 16)
!495 = !DILocation(line: 43, column: 20, scope: !494)
!496 = !DILocation(line: 43, column: 26, scope: !494)
!497 = !DILocation(line: 43, column: 16, scope: !494)
!498 = distinct !{!498, !468, !499, !94}
!499 = !DILocation(line: 45, column: 5, scope: !455)
!500 = !DILocation(line: 46, column: 12, scope: !455)
!501 = !DILocation(line: 46, column: 5, scope: !455)
!502 = distinct !DISubprogram(name: "msort", scope: !2, file: !2, line: 76, type: !430, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !67)
!503 = !DILocalVariable(name: "head", arg: 1, scope: !502, file: !2, line: 76, type: !69)
!504 = !DILocation(line: 76, column: 40, scope: !502)
!505 = !DILocation(line: 77, column: 10, scope: !506)
!506 = distinct !DILexicalBlock(scope: !502, file: !2, line: 77, column: 9)
!507 = !DILocation(line: 77, column: 15, scope: !506)
!508 = !DILocation(line: 77, column: 19, scope: !506)
!509 = !DILocation(line: 77, column: 25, scope: !506)
!510 = !DILocation(line: 77, column: 9, scope: !502)
!511 = !DILocation(line: 78, column: 16, scope: !506)
!512 = !DILocation(line: 78, column: 9, scope: !506)
!513 = !DILocalVariable(name: "slow", scope: !502, file: !2, line: 79, type: !69)
!514 = !DILocation(line: 79, column: 18, scope: !502)
!515 = !DILocation(line: 79, column: 25, scope: !502)
!516 = !DILocalVariable(name: "fast", scope: !502, file: !2, line: 79, type: !69)
!517 = !DILocation(line: 79, column: 32, scope: !502)
!518 = !DILocation(line: 79, column: 39, scope: !502)
!519 = !DILocation(line: 79, column: 45, scope: !502)
!520 = !DILocation(line: 80, column: 5, scope: !502)
!521 = !DILocation(line: 80, column: 12, scope: !502)
!522 = !DILocation(line: 80, column: 17, scope: !502)
!523 = !DILocation(line: 80, column: 20, scope: !502)
!524 = !DILocation(line: 80, column: 26, scope: !502)
!525 = !DILocation(line: 0, scope: !502)
!526 = !DILocation(line: 81, column: 16, scope: !527)
!527 = distinct !DILexicalBlock(scope: !502, file: !2, line: 80, column: 32)
!528 = !DILocation(line: 81, column: 22, scope: !527)
!529 = !DILocation(line: 81, column: 14, scope: !527)
!530 = !DILocation(line: 82, column: 16, scope: !527)
!531 = !DILocation(line: 82, column: 22, scope: !527)
!532 = !DILocation(line: 82, column: 28, scope: !527)
!533 = !DILocation(line: 82, column: 14, scope: !527)
!534 = distinct !{!534, !520, !535, !94}
!535 = !DILocation(line: 83, column: 5, scope: !502)
!536 = !DILocalVariable(name: "second", scope: !502, file: !2, line: 84, type: !69)
!537 = !DILocation(line: 84, column: 18, scope: !502)
!538 = !DILocation(line: 84, column: 27, scope: !502)
!539 = !DILocation(line: 84, column: 33, scope: !502)
!540 = !DILocation(line: 85, column: 5, scope: !502)
!541 = !DILocation(line: 85, column: 11, scope: !502)
!542 = !DILocation(line: 85, column: 16, scope: !502)
!543 = !DILocation(line: 86, column: 24, scope: !502)
!544 = !DILocation(line: 86, column: 18, scope: !502)
!545 = !DILocation(line: 86, column: 37, scope: !502)
!546 = !DILocation(line: 86, column: 31, scope: !502)
!547 = !DILocation(line: 86, column: 12, scope: !502)
!548 = !DILocation(line: 86, column: 5, scope: !502)
!549 = !DILocation(line: 87, column: 1, scope: !502)
!550 = distinct !DISubprogram(name: "insert_sorted", scope: !2, file: !2, line: 23, type: !372, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !67)
!551 = !DILocalVariable(name: "head", arg: 1, scope: !550, file: !2, line: 23, type: !69)
!552 = !DILocation(line: 23, column: 48, scope: !550)
!553 = !DILocalVariable(name: "v", arg: 2, scope: !550, file: !2, line: 23, type: !55)
!554 = !DILocation(line: 23, column: 58, scope: !550)
!555 = !DILocalVariable(name: "pp", scope: !550, file: !2, line: 24, type: !466)
!556 = !DILocation(line: 24, column: 19, scope: !550)
!557 = !DILocation(line: 25, column: 5, scope: !550)
!558 = !DILocation(line: 25, column: 13, scope: !550)
!559 = !DILocation(line: 25, column: 12, scope: !550)
!560 = !DILocation(line: 25, column: 16, scope: !550)
!561 = !DILocation(line: 25, column: 21, scope: !550)
!562 = !DILocation(line: 25, column: 20, scope: !550)
!563 = !DILocation(line: 25, column: 26, scope: !550)
!564 = !DILocation(line: 25, column: 32, scope: !550)
!565 = !DILocation(line: 25, column: 30, scope: !550)
!566 = !DILocation(line: 0, scope: !550)
!567 = !DILocation(line: 26, column: 17, scope: !550)
!568 = !DILocation(line: 26, column: 16, scope: !550)
!569 = !DILocation(line: 26, column: 22, scope: !550)
!570 = !DILocation(line: 26, column: 12, scope: !550)
!571 = distinct !{!571, !557, !569, !94}
!572 = !DILocalVariable(name: "n", scope: !550, file: !2, line: 27, type: !69)
!573 = !DILocation(line: 27, column: 18, scope: !550)
!574 = !DILocation(line: 27, column: 22, scope: !550)
!575 = !DILocation(line: 28, column: 14, scope: !550)
!576 = !DILocation(line: 28, column: 5, scope: !550)
!577 = !DILocation(line: 28, column: 8, scope: !550)
!578 = !DILocation(line: 28, column: 12, scope: !550)
!579 = !DILocation(line: 29, column: 16, scope: !550)
!580 = !DILocation(line: 29, column: 15, scope: !550)
!581 = !DILocation(line: 29, column: 5, scope: !550)
!582 = !DILocation(line: 29, column: 8, scope: !550)
!583 = !DILocation(line: 29, column: 13, scope: !550)
!584 = !DILocation(line: 30, column: 11, scope: !550)
!585 = !DILocation(line: 30, column: 6, scope: !550)
!586 = !DILocation(line: 30, column: 9, scope: !550)
!587 = !DILocation(line: 31, column: 12, scope: !550)
!588 = !DILocation(line: 31, column: 5, scope: !550)
!589 = distinct !DISubprogram(name: "merge", scope: !2, file: !2, line: 60, type: !590, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !67)
!590 = !DISubroutineType(types: !591)
!591 = !{!69, !69, !69}
!592 = !DILocalVariable(name: "a", arg: 1, scope: !589, file: !2, line: 60, type: !69)
!593 = !DILocation(line: 60, column: 40, scope: !589)
!594 = !DILocalVariable(name: "b", arg: 2, scope: !589, file: !2, line: 60, type: !69)
!595 = !DILocation(line: 60, column: 56, scope: !589)
!596 = !DILocalVariable(name: "dummy", scope: !589, file: !2, line: 61, type: !70)
!597 = !DILocation(line: 61, column: 17, scope: !589)
!598 = !DILocalVariable(name: "t", scope: !589, file: !2, line: 61, type: !69)
!599 = !DILocation(line: 61, column: 25, scope: !589)
!600 = !DILocation(line: 62, column: 5, scope: !589)
!601 = !DILocation(line: 62, column: 12, scope: !589)
!602 = !DILocation(line: 62, column: 14, scope: !589)
!603 = !DILocation(line: 62, column: 17, scope: !589)
!604 = !DILocation(line: 0, scope: !589)
!605 = !DILocation(line: 63, column: 13, scope: !606)
!606 = distinct !DILexicalBlock(scope: !607, file: !2, line: 63, column: 13)
!607 = distinct !DILexicalBlock(scope: !589, file: !2, line: 62, column: 20)
!608 = !DILocation(line: 63, column: 16, scope: !606)
!609 = !DILocation(line: 63, column: 23, scope: !606)
!610 = !DILocation(line: 63, column: 26, scope: !606)
!611 = !DILocation(line: 63, column: 20, scope: !606)
!612 = !DILocation(line: 63, column: 13, scope: !607)
!613 = !DILocation(line: 64, column: 23, scope: !614)
!614 = distinct !DILexicalBlock(scope: !606, file: !2, line: 63, column: 31)
!615 = !DILocation(line: 64, column: 13, scope: !614)
!616 = !DILocation(line: 64, column: 16, scope: !614)
!617 = !DILocation(line: 64, column: 21, scope: !614)
!618 = !DILocation(line: 65, column: 17, scope: !614)
!619 = !DILocation(line: 65, column: 20, scope: !614)
!620 = !DILocation(line: 65, column: 15, scope: !614)
!621 = !DILocation(line: 66, column: 9, scope: !614)
!622 = !DILocation(line: 67, column: 23, scope: !623)
!623 = distinct !DILexicalBlock(scope: !606, file: !2, line: 66, column: 16)
!624 = !DILocation(line: 67, column: 13, scope: !623)
!625 = !DILocation(line: 67, column: 16, scope: !623)
!626 = !DILocation(line: 67, column: 21, scope: !623)
!627 = !DILocation(line: 68, column: 17, scope: !623)
!628 = !DILocation(line: 68, column: 20, scope: !623)
!629 = !DILocation(line: 68, column: 15, scope: !623)
!630 = !DILocation(line: 70, column: 13, scope: !607)
!631 = !DILocation(line: 70, column: 16, scope: !607)
!632 = !DILocation(line: 70, column: 11, scope: !607)
!633 = distinct !{!633, !600, !634, !94}
!634 = !DILocation(line: 71, column: 5, scope: !589)
!635 = !DILocation(line: 72, column: 15, scope: !589)
!636 = !DILocation(line: 72, column: 19, scope: !589)
!637 = !DILocation(line: 72, column: 23, scope: !589)
!638 = !DILocation(line: 72, column: 5, scope: !589)
!639 = !DILocation(line: 72, column: 8, scope: !589)
!640 = !DILocation(line: 72, column: 13, scope: !589)
!641 = !DILocation(line: 73, column: 18, scope: !589)
!642 = !DILocation(line: 73, column: 5, scope: !589)
!643 = distinct !DISubprogram(name: "has_cycle", scope: !2, file: !2, line: 106, type: !644, scopeLine: 106, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !67)
!644 = !DISubroutineType(types: !645)
!645 = !{!55, !69}
!646 = !DILocalVariable(name: "head", arg: 1, scope: !643, file: !2, line: 106, type: !69)
!647 = !DILocation(line: 106, column: 35, scope: !643)
!648 = !DILocalVariable(name: "slow", scope: !643, file: !2, line: 107, type: !69)
!649 = !DILocation(line: 107, column: 18, scope: !643)
!650 = !DILocation(line: 107, column: 25, scope: !643)
!651 = !DILocalVariable(name: "fast", scope: !643, file: !2, line: 107, type: !69)
!652 = !DILocation(line: 107, column: 32, scope: !643)
!653 = !DILocation(line: 107, column: 39, scope: !643)
!654 = !DILocation(line: 108, column: 5, scope: !643)
!655 = !DILocation(line: 108, column: 12, scope: !643)
!656 = !DILocation(line: 108, column: 17, scope: !643)
!657 = !DILocation(line: 108, column: 20, scope: !643)
!658 = !DILocation(line: 108, column: 26, scope: !643)
!659 = !DILocation(line: 0, scope: !643)
!660 = !DILocation(line: 109, column: 16, scope: !661)
!661 = distinct !DILexicalBlock(scope: !643, file: !2, line: 108, column: 32)
!662 = !DILocation(line: 109, column: 22, scope: !661)
!663 = !DILocation(line: 109, column: 14, scope: !661)
!664 = !DILocation(line: 110, column: 16, scope: !661)
!665 = !DILocation(line: 110, column: 22, scope: !661)
!666 = !DILocation(line: 110, column: 28, scope: !661)
!667 = !DILocation(line: 110, column: 14, scope: !661)
!668 = !DILocation(line: 111, column: 13, scope: !669)
!669 = distinct !DILexicalBlock(scope: !661, file: !2, line: 111, column: 13)
!670 = !DILocation(line: 111, column: 21, scope: !669)
!671 = !DILocation(line: 111, column: 18, scope: !669)
!672 = !DILocation(line: 111, column: 13, scope: !661)
!673 = !DILocation(line: 112, column: 13, scope: !669)
!674 = distinct !{!674, !654, !675, !94}
!675 = !DILocation(line: 113, column: 5, scope: !643)
!676 = !DILocation(line: 114, column: 5, scope: !643)
!677 = !DILocation(line: 115, column: 1, scope: !643)
!678 = distinct !DISubprogram(name: "free_list", scope: !2, file: !2, line: 98, type: !679, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !53, retainedNodes: !67)
!679 = !DISubroutineType(types: !680)
!680 = !{null, !69}
!681 = !DILocalVariable(name: "n", arg: 1, scope: !678, file: !2, line: 98, type: !69)
!682 = !DILocation(line: 98, column: 36, scope: !678)
!683 = !DILocation(line: 99, column: 5, scope: !678)
!684 = !DILocation(line: 99, column: 12, scope: !678)
!685 = !DILocalVariable(name: "next", scope: !686, file: !2, line: 100, type: !69)
!686 = distinct !DILexicalBlock(scope: !678, file: !2, line: 99, column: 15)
!687 = !DILocation(line: 100, column: 22, scope: !686)
!688 = !DILocation(line: 100, column: 29, scope: !686)
!689 = !DILocation(line: 100, column: 32, scope: !686)
!690 = !DILocation(line: 101, column: 14, scope: !686)
!691 = !DILocation(line: 101, column: 9, scope: !686)
!692 = !DILocation(line: 102, column: 13, scope: !686)
!693 = !DILocation(line: 102, column: 11, scope: !686)
!694 = distinct !{!694, !683, !695, !94}
!695 = !DILocation(line: 103, column: 5, scope: !678)
!696 = !DILocation(line: 104, column: 1, scope: !678)
