; ModuleID = 'atomics_seq.c'
source_filename = "atomics_seq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.atomic_flag = type { i8 }

@.str = private unnamed_addr constant [9 x i8] c"load %d\0A\00", align 1, !dbg !0
@ai = internal global i32 10, align 4, !dbg !7
@.str.1 = private unnamed_addr constant [13 x i8] c"store -> %d\0A\00", align 1, !dbg !24
@.str.2 = private unnamed_addr constant [24 x i8] c"exchange old=%d new=%d\0A\00", align 1, !dbg !29
@.str.3 = private unnamed_addr constant [40 x i8] c"cas success ok=%d expected=%d value=%d\0A\00", align 1, !dbg !34
@.str.4 = private unnamed_addr constant [40 x i8] c"cas failure ok=%d expected=%d value=%d\0A\00", align 1, !dbg !39
@.str.5 = private unnamed_addr constant [24 x i8] c"weak cas loop value=%d\0A\00", align 1, !dbg !41
@.str.6 = private unnamed_addr constant [18 x i8] c"fetch_add old=%d \00", align 1, !dbg !43
@.str.7 = private unnamed_addr constant [18 x i8] c"fetch_sub old=%d \00", align 1, !dbg !48
@.str.8 = private unnamed_addr constant [17 x i8] c"fetch_or old=%d \00", align 1, !dbg !50
@.str.9 = private unnamed_addr constant [18 x i8] c"fetch_and old=%d \00", align 1, !dbg !55
@.str.10 = private unnamed_addr constant [18 x i8] c"fetch_xor old=%d \00", align 1, !dbg !57
@.str.11 = private unnamed_addr constant [10 x i8] c"final=%d\0A\00", align 1, !dbg !59
@al = internal global i64 0, align 8, !dbg !125
@.str.12 = private unnamed_addr constant [8 x i8] c"al=%ld\0A\00", align 1, !dbg !64
@.str.13 = private unnamed_addr constant [24 x i8] c"uchar fetch_add old=%u \00", align 1, !dbg !69
@auc = internal global i8 -6, align 1, !dbg !138
@.str.14 = private unnamed_addr constant [8 x i8] c"now=%u\0A\00", align 1, !dbg !71
@au64 = internal global i64 1, align 8, !dbg !142
@.str.15 = private unnamed_addr constant [12 x i8] c"u64 = %llu\0A\00", align 1, !dbg !73
@lock = internal global %struct.atomic_flag zeroinitializer, align 1, !dbg !150
@.str.16 = private unnamed_addr constant [22 x i8] c"flag acquisitions=%d\0A\00", align 1, !dbg !78
@aptr = internal global ptr null, align 8, !dbg !130
@.str.17 = private unnamed_addr constant [41 x i8] c"ptr cas ok=%d exp is target=%d *aptr=%d\0A\00", align 1, !dbg !83
@.str.18 = private unnamed_addr constant [23 x i8] c"__atomic_add_fetch=%d \00", align 1, !dbg !88
@.str.19 = private unnamed_addr constant [31 x i8] c"__atomic_fetch_nand=%d now=%d \00", align 1, !dbg !93
@.str.20 = private unnamed_addr constant [25 x i8] c"__sync_fetch_and_add=%d \00", align 1, !dbg !98
@.str.21 = private unnamed_addr constant [32 x i8] c"__sync_val_compare_and_swap=%d \00", align 1, !dbg !103
@.str.22 = private unnamed_addr constant [38 x i8] c"__sync_bool_compare_and_swap=%d g=%d\0A\00", align 1, !dbg !108
@.str.23 = private unnamed_addr constant [37 x i8] c"store_n/exchange_n prev=%ld now=%ld\0A\00", align 1, !dbg !113
@.str.24 = private unnamed_addr constant [26 x i8] c"short after fetch_sub=%d\0A\00", align 1, !dbg !118
@vcount = internal global i32 0, align 4, !dbg !135
@.str.25 = private unnamed_addr constant [17 x i8] c"volatile sum=%d\0A\00", align 1, !dbg !123

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !169 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i8, align 1
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i8, align 1
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i32, align 4
  %37 = alloca i8, align 1
  %38 = alloca i8, align 1
  %39 = alloca i8, align 1
  %40 = alloca i32, align 4
  %41 = alloca i64, align 8
  %42 = alloca i64, align 8
  %43 = alloca i64, align 8
  %44 = alloca i8, align 1
  %45 = alloca i64, align 8
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i8, align 1
  %49 = alloca i8, align 1
  %50 = alloca i8, align 1
  %51 = alloca i8, align 1
  %52 = alloca i8, align 1
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca i8, align 1
  %59 = alloca ptr, align 8
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i64, align 8
  %72 = alloca i64, align 8
  %73 = alloca i64, align 8
  %74 = alloca i64, align 8
  %75 = alloca i64, align 8
  %76 = alloca i64, align 8
  %77 = alloca i16, align 2
  %78 = alloca i16, align 2
  %79 = alloca i16, align 2
  %80 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %81 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !173
  store i32 %81, ptr %2, align 4, !dbg !173
  %82 = load i32, ptr %2, align 4, !dbg !173
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %82), !dbg !174
  store i32 20, ptr %3, align 4, !dbg !175
  %84 = load i32, ptr %3, align 4, !dbg !175
  store atomic i32 %84, ptr @ai seq_cst, align 4, !dbg !175
  %85 = load atomic i32, ptr @ai acquire, align 4, !dbg !176
  store i32 %85, ptr %4, align 4, !dbg !176
  %86 = load i32, ptr %4, align 4, !dbg !176
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %86), !dbg !177
    #dbg_declare(ptr %5, !178, !DIExpression(), !179)
  store i32 30, ptr %6, align 4, !dbg !180
  %88 = load i32, ptr %6, align 4, !dbg !180
  %89 = atomicrmw xchg ptr @ai, i32 %88 seq_cst, align 4, !dbg !180
  store i32 %89, ptr %7, align 4, !dbg !180
  %90 = load i32, ptr %7, align 4, !dbg !180
  store i32 %90, ptr %5, align 4, !dbg !179
  %91 = load i32, ptr %5, align 4, !dbg !181
  %92 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !182
  store i32 %92, ptr %8, align 4, !dbg !182
  %93 = load i32, ptr %8, align 4, !dbg !182
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %91, i32 noundef %93), !dbg !183
    #dbg_declare(ptr %9, !184, !DIExpression(), !185)
  store i32 30, ptr %9, align 4, !dbg !185
    #dbg_declare(ptr %10, !186, !DIExpression(), !187)
  store i32 40, ptr %11, align 4, !dbg !188
  %95 = load i32, ptr %9, align 4, !dbg !188
  %96 = load i32, ptr %11, align 4, !dbg !188
  %97 = cmpxchg ptr @ai, i32 %95, i32 %96 seq_cst seq_cst, align 4, !dbg !188
  %98 = extractvalue { i32, i1 } %97, 0, !dbg !188
  %99 = extractvalue { i32, i1 } %97, 1, !dbg !188
  br i1 %99, label %101, label %100, !dbg !188

100:                                              ; preds = %0
  store i32 %98, ptr %9, align 4, !dbg !188
  br label %101, !dbg !188

101:                                              ; preds = %100, %0
  %102 = zext i1 %99 to i8, !dbg !188
  store i8 %102, ptr %12, align 1, !dbg !188
  %103 = load i8, ptr %12, align 1, !dbg !188
  %104 = trunc i8 %103 to i1, !dbg !188
  %105 = zext i1 %104 to i8, !dbg !187
  store i8 %105, ptr %10, align 1, !dbg !187
  %106 = load i8, ptr %10, align 1, !dbg !189
  %107 = trunc i8 %106 to i1, !dbg !189
  %108 = zext i1 %107 to i32, !dbg !189
  %109 = load i32, ptr %9, align 4, !dbg !190
  %110 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !191
  store i32 %110, ptr %13, align 4, !dbg !191
  %111 = load i32, ptr %13, align 4, !dbg !191
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %108, i32 noundef %109, i32 noundef %111), !dbg !192
  store i32 99, ptr %9, align 4, !dbg !193
  store i32 50, ptr %14, align 4, !dbg !194
  %113 = load i32, ptr %9, align 4, !dbg !194
  %114 = load i32, ptr %14, align 4, !dbg !194
  %115 = cmpxchg ptr @ai, i32 %113, i32 %114 seq_cst seq_cst, align 4, !dbg !194
  %116 = extractvalue { i32, i1 } %115, 0, !dbg !194
  %117 = extractvalue { i32, i1 } %115, 1, !dbg !194
  br i1 %117, label %119, label %118, !dbg !194

118:                                              ; preds = %101
  store i32 %116, ptr %9, align 4, !dbg !194
  br label %119, !dbg !194

119:                                              ; preds = %118, %101
  %120 = zext i1 %117 to i8, !dbg !194
  store i8 %120, ptr %15, align 1, !dbg !194
  %121 = load i8, ptr %15, align 1, !dbg !194
  %122 = trunc i8 %121 to i1, !dbg !194
  %123 = zext i1 %122 to i8, !dbg !195
  store i8 %123, ptr %10, align 1, !dbg !195
  %124 = load i8, ptr %10, align 1, !dbg !196
  %125 = trunc i8 %124 to i1, !dbg !196
  %126 = zext i1 %125 to i32, !dbg !196
  %127 = load i32, ptr %9, align 4, !dbg !197
  %128 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !198
  store i32 %128, ptr %16, align 4, !dbg !198
  %129 = load i32, ptr %16, align 4, !dbg !198
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %126, i32 noundef %127, i32 noundef %129), !dbg !199
  %131 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !200
  store i32 %131, ptr %17, align 4, !dbg !200
  %132 = load i32, ptr %17, align 4, !dbg !200
  store i32 %132, ptr %9, align 4, !dbg !201
  br label %133, !dbg !202

133:                                              ; preds = %147, %119
  %134 = load i32, ptr %9, align 4, !dbg !203
  %135 = mul nsw i32 %134, 2, !dbg !203
  store i32 %135, ptr %18, align 4, !dbg !203
  %136 = load i32, ptr %9, align 4, !dbg !203
  %137 = load i32, ptr %18, align 4, !dbg !203
  %138 = cmpxchg weak ptr @ai, i32 %136, i32 %137 seq_cst seq_cst, align 4, !dbg !203
  %139 = extractvalue { i32, i1 } %138, 0, !dbg !203
  %140 = extractvalue { i32, i1 } %138, 1, !dbg !203
  br i1 %140, label %142, label %141, !dbg !203

141:                                              ; preds = %133
  store i32 %139, ptr %9, align 4, !dbg !203
  br label %142, !dbg !203

142:                                              ; preds = %141, %133
  %143 = zext i1 %140 to i8, !dbg !203
  store i8 %143, ptr %19, align 1, !dbg !203
  %144 = load i8, ptr %19, align 1, !dbg !203
  %145 = trunc i8 %144 to i1, !dbg !203
  %146 = xor i1 %145, true, !dbg !204
  br i1 %146, label %147, label %148, !dbg !202

147:                                              ; preds = %142
  br label %133, !dbg !202, !llvm.loop !205

148:                                              ; preds = %142
  %149 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !208
  store i32 %149, ptr %20, align 4, !dbg !208
  %150 = load i32, ptr %20, align 4, !dbg !208
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %150), !dbg !209
  store i32 5, ptr %21, align 4, !dbg !210
  %152 = load i32, ptr %21, align 4, !dbg !210
  %153 = atomicrmw add ptr @ai, i32 %152 seq_cst, align 4, !dbg !210
  store i32 %153, ptr %22, align 4, !dbg !210
  %154 = load i32, ptr %22, align 4, !dbg !210
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %154), !dbg !211
  store i32 3, ptr %23, align 4, !dbg !212
  %156 = load i32, ptr %23, align 4, !dbg !212
  %157 = atomicrmw sub ptr @ai, i32 %156 seq_cst, align 4, !dbg !212
  store i32 %157, ptr %24, align 4, !dbg !212
  %158 = load i32, ptr %24, align 4, !dbg !212
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %158), !dbg !213
  store i32 256, ptr %25, align 4, !dbg !214
  %160 = load i32, ptr %25, align 4, !dbg !214
  %161 = atomicrmw or ptr @ai, i32 %160 seq_cst, align 4, !dbg !214
  store i32 %161, ptr %26, align 4, !dbg !214
  %162 = load i32, ptr %26, align 4, !dbg !214
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %162), !dbg !215
  store i32 496, ptr %27, align 4, !dbg !216
  %164 = load i32, ptr %27, align 4, !dbg !216
  %165 = atomicrmw and ptr @ai, i32 %164 seq_cst, align 4, !dbg !216
  store i32 %165, ptr %28, align 4, !dbg !216
  %166 = load i32, ptr %28, align 4, !dbg !216
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %166), !dbg !217
  store i32 255, ptr %29, align 4, !dbg !218
  %168 = load i32, ptr %29, align 4, !dbg !218
  %169 = atomicrmw xor ptr @ai, i32 %168 seq_cst, align 4, !dbg !218
  store i32 %169, ptr %30, align 4, !dbg !218
  %170 = load i32, ptr %30, align 4, !dbg !218
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %170), !dbg !219
  %172 = load atomic i32, ptr @ai seq_cst, align 4, !dbg !220
  store i32 %172, ptr %31, align 4, !dbg !220
  %173 = load i32, ptr %31, align 4, !dbg !220
  %174 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %173), !dbg !221
    #dbg_declare(ptr %32, !222, !DIExpression(), !224)
  store i64 1, ptr %32, align 8, !dbg !224
  br label %175, !dbg !225

175:                                              ; preds = %185, %148
  %176 = load i64, ptr %32, align 8, !dbg !226
  %177 = icmp sle i64 %176, 100, !dbg !228
  br i1 %177, label %178, label %188, !dbg !229

178:                                              ; preds = %175
  %179 = load i64, ptr %32, align 8, !dbg !230
  %180 = load i64, ptr %32, align 8, !dbg !231
  %181 = mul nsw i64 %179, %180, !dbg !232
  store i64 %181, ptr %33, align 8, !dbg !233
  %182 = load i64, ptr %33, align 8, !dbg !233
  %183 = atomicrmw add ptr @al, i64 %182 monotonic, align 8, !dbg !233
  store i64 %183, ptr %34, align 8, !dbg !233
  %184 = load i64, ptr %34, align 8, !dbg !233
  br label %185, !dbg !233

185:                                              ; preds = %178
  %186 = load i64, ptr %32, align 8, !dbg !234
  %187 = add nsw i64 %186, 1, !dbg !234
  store i64 %187, ptr %32, align 8, !dbg !234
  br label %175, !dbg !235, !llvm.loop !236

188:                                              ; preds = %175
  %189 = load atomic i64, ptr @al seq_cst, align 8, !dbg !238
  store i64 %189, ptr %35, align 8, !dbg !238
  %190 = load i64, ptr %35, align 8, !dbg !238
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %190), !dbg !239
    #dbg_declare(ptr %36, !240, !DIExpression(), !242)
  store i32 0, ptr %36, align 4, !dbg !242
  br label %192, !dbg !243

192:                                              ; preds = %201, %188
  %193 = load i32, ptr %36, align 4, !dbg !244
  %194 = icmp slt i32 %193, 3, !dbg !246
  br i1 %194, label %195, label %204, !dbg !247

195:                                              ; preds = %192
  store i8 3, ptr %37, align 1, !dbg !248
  %196 = load i8, ptr %37, align 1, !dbg !248
  %197 = atomicrmw add ptr @auc, i8 %196 seq_cst, align 1, !dbg !248
  store i8 %197, ptr %38, align 1, !dbg !248
  %198 = load i8, ptr %38, align 1, !dbg !248
  %199 = zext i8 %198 to i32, !dbg !248
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %199), !dbg !249
  br label %201, !dbg !249

201:                                              ; preds = %195
  %202 = load i32, ptr %36, align 4, !dbg !250
  %203 = add nsw i32 %202, 1, !dbg !250
  store i32 %203, ptr %36, align 4, !dbg !250
  br label %192, !dbg !251, !llvm.loop !252

204:                                              ; preds = %192
  %205 = load atomic i8, ptr @auc seq_cst, align 1, !dbg !254
  store i8 %205, ptr %39, align 1, !dbg !254
  %206 = load i8, ptr %39, align 1, !dbg !254
  %207 = zext i8 %206 to i32, !dbg !254
  %208 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %207), !dbg !255
    #dbg_declare(ptr %40, !256, !DIExpression(), !258)
  store i32 0, ptr %40, align 4, !dbg !258
  br label %209, !dbg !259

209:                                              ; preds = %231, %204
  %210 = load i32, ptr %40, align 4, !dbg !260
  %211 = icmp slt i32 %210, 5, !dbg !262
  br i1 %211, label %212, label %234, !dbg !263

212:                                              ; preds = %209
    #dbg_declare(ptr %41, !264, !DIExpression(), !266)
  %213 = load atomic i64, ptr @au64 seq_cst, align 8, !dbg !267
  store i64 %213, ptr %42, align 8, !dbg !267
  %214 = load i64, ptr %42, align 8, !dbg !267
  store i64 %214, ptr %41, align 8, !dbg !266
  br label %215, !dbg !268

215:                                              ; preds = %229, %212
  %216 = load i64, ptr %41, align 8, !dbg !269
  %217 = mul i64 %216, 1000003, !dbg !269
  store i64 %217, ptr %43, align 8, !dbg !269
  %218 = load i64, ptr %41, align 8, !dbg !269
  %219 = load i64, ptr %43, align 8, !dbg !269
  %220 = cmpxchg weak ptr @au64, i64 %218, i64 %219 seq_cst seq_cst, align 8, !dbg !269
  %221 = extractvalue { i64, i1 } %220, 0, !dbg !269
  %222 = extractvalue { i64, i1 } %220, 1, !dbg !269
  br i1 %222, label %224, label %223, !dbg !269

223:                                              ; preds = %215
  store i64 %221, ptr %41, align 8, !dbg !269
  br label %224, !dbg !269

224:                                              ; preds = %223, %215
  %225 = zext i1 %222 to i8, !dbg !269
  store i8 %225, ptr %44, align 1, !dbg !269
  %226 = load i8, ptr %44, align 1, !dbg !269
  %227 = trunc i8 %226 to i1, !dbg !269
  %228 = xor i1 %227, true, !dbg !270
  br i1 %228, label %229, label %230, !dbg !268

229:                                              ; preds = %224
  br label %215, !dbg !268, !llvm.loop !271

230:                                              ; preds = %224
  br label %231, !dbg !273

231:                                              ; preds = %230
  %232 = load i32, ptr %40, align 4, !dbg !274
  %233 = add nsw i32 %232, 1, !dbg !274
  store i32 %233, ptr %40, align 4, !dbg !274
  br label %209, !dbg !275, !llvm.loop !276

234:                                              ; preds = %209
  %235 = load atomic i64, ptr @au64 seq_cst, align 8, !dbg !278
  store i64 %235, ptr %45, align 8, !dbg !278
  %236 = load i64, ptr %45, align 8, !dbg !278
  %237 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %236), !dbg !279
  fence seq_cst, !dbg !280
  fence syncscope("singlethread") seq_cst, !dbg !281
    #dbg_declare(ptr %46, !282, !DIExpression(), !283)
  store i32 0, ptr %46, align 4, !dbg !283
    #dbg_declare(ptr %47, !284, !DIExpression(), !286)
  store i32 0, ptr %47, align 4, !dbg !286
  br label %238, !dbg !287

238:                                              ; preds = %250, %234
  %239 = load i32, ptr %47, align 4, !dbg !288
  %240 = icmp slt i32 %239, 3, !dbg !290
  br i1 %240, label %241, label %253, !dbg !291

241:                                              ; preds = %238
  store i8 1, ptr %48, align 1, !dbg !292
  %242 = load i8, ptr %48, align 1, !dbg !292
  %243 = atomicrmw xchg ptr @lock, i8 %242 seq_cst, align 1, !dbg !292
  store i8 %243, ptr %49, align 1, !dbg !292
  %244 = load i8, ptr %49, align 1, !dbg !292
  %245 = trunc i8 %244 to i1, !dbg !292
  br i1 %245, label %249, label %246, !dbg !295

246:                                              ; preds = %241
  %247 = load i32, ptr %46, align 4, !dbg !296
  %248 = add nsw i32 %247, 1, !dbg !296
  store i32 %248, ptr %46, align 4, !dbg !296
  br label %249, !dbg !297

249:                                              ; preds = %246, %241
  br label %250, !dbg !298

250:                                              ; preds = %249
  %251 = load i32, ptr %47, align 4, !dbg !299
  %252 = add nsw i32 %251, 1, !dbg !299
  store i32 %252, ptr %47, align 4, !dbg !299
  br label %238, !dbg !300, !llvm.loop !301

253:                                              ; preds = %238
  store i8 0, ptr %50, align 1, !dbg !303
  %254 = load i8, ptr %50, align 1, !dbg !303
  store atomic i8 %254, ptr @lock seq_cst, align 1, !dbg !303
  store i8 1, ptr %51, align 1, !dbg !304
  %255 = load i8, ptr %51, align 1, !dbg !304
  %256 = atomicrmw xchg ptr @lock, i8 %255 seq_cst, align 1, !dbg !304
  store i8 %256, ptr %52, align 1, !dbg !304
  %257 = load i8, ptr %52, align 1, !dbg !304
  %258 = trunc i8 %257 to i1, !dbg !304
  %259 = xor i1 %258, true, !dbg !305
  %260 = zext i1 %259 to i32, !dbg !305
  %261 = load i32, ptr %46, align 4, !dbg !306
  %262 = add nsw i32 %261, %260, !dbg !306
  store i32 %262, ptr %46, align 4, !dbg !306
  %263 = load i32, ptr %46, align 4, !dbg !307
  %264 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %263), !dbg !308
    #dbg_declare(ptr %53, !309, !DIExpression(), !310)
  store i32 7, ptr %53, align 4, !dbg !310
    #dbg_declare(ptr %54, !311, !DIExpression(), !312)
  store i32 8, ptr %54, align 4, !dbg !312
  store ptr %53, ptr %55, align 8, !dbg !313
  %265 = load i64, ptr %55, align 8, !dbg !313
  store atomic i64 %265, ptr @aptr seq_cst, align 8, !dbg !313
    #dbg_declare(ptr %56, !314, !DIExpression(), !315)
  store ptr %54, ptr %56, align 8, !dbg !315
  store ptr %54, ptr %57, align 8, !dbg !316
  %266 = load i64, ptr %56, align 8, !dbg !316
  %267 = load i64, ptr %57, align 8, !dbg !316
  %268 = cmpxchg ptr @aptr, i64 %266, i64 %267 seq_cst seq_cst, align 8, !dbg !316
  %269 = extractvalue { i64, i1 } %268, 0, !dbg !316
  %270 = extractvalue { i64, i1 } %268, 1, !dbg !316
  br i1 %270, label %272, label %271, !dbg !316

271:                                              ; preds = %253
  store i64 %269, ptr %56, align 8, !dbg !316
  br label %272, !dbg !316

272:                                              ; preds = %271, %253
  %273 = zext i1 %270 to i8, !dbg !316
  store i8 %273, ptr %58, align 1, !dbg !316
  %274 = load i8, ptr %58, align 1, !dbg !316
  %275 = trunc i8 %274 to i1, !dbg !316
  %276 = zext i1 %275 to i8, !dbg !317
  store i8 %276, ptr %10, align 1, !dbg !317
  %277 = load i8, ptr %10, align 1, !dbg !318
  %278 = trunc i8 %277 to i1, !dbg !318
  %279 = zext i1 %278 to i32, !dbg !318
  %280 = load ptr, ptr %56, align 8, !dbg !319
  %281 = icmp eq ptr %280, %53, !dbg !320
  %282 = zext i1 %281 to i32, !dbg !320
  %283 = load atomic i64, ptr @aptr seq_cst, align 8, !dbg !321
  store i64 %283, ptr %59, align 8, !dbg !321
  %284 = load ptr, ptr %59, align 8, !dbg !321
  %285 = load i32, ptr %284, align 4, !dbg !322
  %286 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %279, i32 noundef %282, i32 noundef %285), !dbg !323
    #dbg_declare(ptr %60, !324, !DIExpression(), !325)
  store i32 5, ptr %60, align 4, !dbg !325
    #dbg_declare(ptr %61, !326, !DIExpression(), !327)
  store i32 10, ptr %62, align 4, !dbg !328
  %287 = load i32, ptr %62, align 4, !dbg !328
  %288 = atomicrmw add ptr %60, i32 %287 seq_cst, align 4, !dbg !328
  %289 = add i32 %288, %287, !dbg !328
  store i32 %289, ptr %63, align 4, !dbg !328
  %290 = load i32, ptr %63, align 4, !dbg !328
  store i32 %290, ptr %61, align 4, !dbg !327
  %291 = load i32, ptr %61, align 4, !dbg !329
  %292 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %291), !dbg !330
    #dbg_declare(ptr %64, !331, !DIExpression(), !332)
  store i32 6, ptr %65, align 4, !dbg !333
  %293 = load i32, ptr %65, align 4, !dbg !333
  %294 = atomicrmw nand ptr %60, i32 %293 seq_cst, align 4, !dbg !333
  store i32 %294, ptr %66, align 4, !dbg !333
  %295 = load i32, ptr %66, align 4, !dbg !333
  store i32 %295, ptr %64, align 4, !dbg !332
  %296 = load i32, ptr %64, align 4, !dbg !334
  %297 = load i32, ptr %60, align 4, !dbg !335
  %298 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %296, i32 noundef %297), !dbg !336
    #dbg_declare(ptr %67, !337, !DIExpression(), !338)
  %299 = atomicrmw add ptr %60, i32 1 seq_cst, align 4, !dbg !339
  store i32 %299, ptr %67, align 4, !dbg !338
  %300 = load i32, ptr %67, align 4, !dbg !340
  %301 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %300), !dbg !341
    #dbg_declare(ptr %68, !342, !DIExpression(), !343)
  %302 = load i32, ptr %60, align 4, !dbg !344
  store i32 %302, ptr %68, align 4, !dbg !343
    #dbg_declare(ptr %69, !345, !DIExpression(), !346)
  %303 = load i32, ptr %68, align 4, !dbg !347
  %304 = cmpxchg ptr %60, i32 %303, i32 123 seq_cst seq_cst, align 4, !dbg !348
  %305 = extractvalue { i32, i1 } %304, 0, !dbg !348
  store i32 %305, ptr %69, align 4, !dbg !346
  %306 = load i32, ptr %69, align 4, !dbg !349
  %307 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %306), !dbg !350
    #dbg_declare(ptr %70, !351, !DIExpression(), !352)
  %308 = cmpxchg ptr %60, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !353
  %309 = extractvalue { i32, i1 } %308, 1, !dbg !353
  %310 = zext i1 %309 to i32, !dbg !353
  store i32 %310, ptr %70, align 4, !dbg !352
  %311 = load i32, ptr %70, align 4, !dbg !354
  %312 = load i32, ptr %60, align 4, !dbg !355
  %313 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %311, i32 noundef %312), !dbg !356
    #dbg_declare(ptr %71, !357, !DIExpression(), !358)
  store i64 0, ptr %71, align 8, !dbg !358
  store i64 77, ptr %72, align 8, !dbg !359
  %314 = load i64, ptr %72, align 8, !dbg !359
  store atomic i64 %314, ptr %71 release, align 8, !dbg !359
    #dbg_declare(ptr %73, !360, !DIExpression(), !361)
  store i64 88, ptr %74, align 8, !dbg !362
  %315 = load i64, ptr %74, align 8, !dbg !362
  %316 = atomicrmw xchg ptr %71, i64 %315 acq_rel, align 8, !dbg !362
  store i64 %316, ptr %75, align 8, !dbg !362
  %317 = load i64, ptr %75, align 8, !dbg !362
  store i64 %317, ptr %73, align 8, !dbg !361
  %318 = load i64, ptr %73, align 8, !dbg !363
  %319 = load atomic i64, ptr %71 acquire, align 8, !dbg !364
  store i64 %319, ptr %76, align 8, !dbg !364
  %320 = load i64, ptr %76, align 8, !dbg !364
  %321 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i64 noundef %318, i64 noundef %320), !dbg !365
    #dbg_declare(ptr %77, !366, !DIExpression(), !368)
  store i16 1, ptr %77, align 2, !dbg !368
  store i16 2, ptr %78, align 2, !dbg !369
  %322 = load i16, ptr %78, align 2, !dbg !369
  %323 = atomicrmw sub ptr %77, i16 %322 monotonic, align 2, !dbg !369
  store i16 %323, ptr %79, align 2, !dbg !369
  %324 = load i16, ptr %79, align 2, !dbg !369
  %325 = load i16, ptr %77, align 2, !dbg !370
  %326 = sext i16 %325 to i32, !dbg !370
  %327 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %326), !dbg !371
  fence seq_cst, !dbg !372
    #dbg_declare(ptr %80, !373, !DIExpression(), !375)
  store i32 0, ptr %80, align 4, !dbg !375
  br label %328, !dbg !376

328:                                              ; preds = %335, %272
  %329 = load i32, ptr %80, align 4, !dbg !377
  %330 = icmp slt i32 %329, 50, !dbg !379
  br i1 %330, label %331, label %338, !dbg !380

331:                                              ; preds = %328
  %332 = load volatile i32, ptr @vcount, align 4, !dbg !381
  %333 = load i32, ptr %80, align 4, !dbg !382
  %334 = add nsw i32 %332, %333, !dbg !383
  store volatile i32 %334, ptr @vcount, align 4, !dbg !384
  br label %335, !dbg !385

335:                                              ; preds = %331
  %336 = load i32, ptr %80, align 4, !dbg !386
  %337 = add nsw i32 %336, 1, !dbg !386
  store i32 %337, ptr %80, align 4, !dbg !386
  br label %328, !dbg !387, !llvm.loop !388

338:                                              ; preds = %328
  %339 = load volatile i32, ptr @vcount, align 4, !dbg !390
  %340 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %339), !dbg !391
  ret i32 0, !dbg !392
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!161, !162, !163, !164, !165, !166, !167}
!llvm.ident = !{!168}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "atomics_seq.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "1c8d1b99e12c1b6ef74c0be96a740985")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "ai", scope: !9, file: !2, line: 9, type: !159, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !10, retainedTypes: !21, globals: !23, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !12, line: 68, baseType: !13, size: 32, elements: !14)
!12 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!15, !16, !17, !18, !19, !20}
!15 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!16 = !DIEnumerator(name: "memory_order_consume", value: 1)
!17 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!18 = !DIEnumerator(name: "memory_order_release", value: 3)
!19 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!20 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!21 = !{!22}
!22 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!23 = !{!0, !24, !29, !34, !39, !41, !43, !48, !50, !55, !57, !59, !64, !69, !71, !73, !78, !83, !88, !93, !98, !103, !108, !113, !118, !123, !125, !130, !135, !7, !138, !142, !150}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 13)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 24)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 40)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !36, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !31, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 18)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !45, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 17)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !45, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !45, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 10)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 8)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !31, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !66, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 12)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 22)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 41)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 23)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !95, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 31)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 25)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 32)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !110, isLocal: true, isDefinition: true)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 38)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 37)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !120, isLocal: true, isDefinition: true)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 26)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !52, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "al", scope: !9, file: !2, line: 10, type: !127, isLocal: true, isDefinition: true)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_long", file: !12, line: 106, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !129)
!129 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(name: "aptr", scope: !9, file: !2, line: 14, type: !132, isLocal: true, isDefinition: true)
!132 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "vcount", scope: !9, file: !2, line: 15, type: !137, isLocal: true, isDefinition: true)
!137 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !134)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(name: "auc", scope: !9, file: !2, line: 11, type: !140, isLocal: true, isDefinition: true)
!140 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !141)
!141 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(name: "au64", scope: !9, file: !2, line: 12, type: !144, isLocal: true, isDefinition: true)
!144 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !146, line: 27, baseType: !147)
!146 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !148, line: 45, baseType: !149)
!148 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!149 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!150 = !DIGlobalVariableExpression(var: !151, expr: !DIExpression())
!151 = distinct !DIGlobalVariable(name: "lock", scope: !9, file: !2, line: 13, type: !152, isLocal: true, isDefinition: true)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_flag", file: !12, line: 173, baseType: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "atomic_flag", file: !12, line: 173, size: 8, elements: !154)
!154 = !{!155}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "_Value", scope: !153, file: !12, line: 173, baseType: !156, size: 8)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_bool", file: !12, line: 97, baseType: !157)
!157 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !158)
!158 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !12, line: 104, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !134)
!161 = !{i32 7, !"Dwarf Version", i32 5}
!162 = !{i32 2, !"Debug Info Version", i32 3}
!163 = !{i32 1, !"wchar_size", i32 4}
!164 = !{i32 8, !"PIC Level", i32 2}
!165 = !{i32 7, !"PIE Level", i32 2}
!166 = !{i32 7, !"uwtable", i32 2}
!167 = !{i32 7, !"frame-pointer", i32 2}
!168 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!169 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !170, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !172)
!170 = !DISubroutineType(types: !171)
!171 = !{!134}
!172 = !{}
!173 = !DILocation(line: 18, column: 25, scope: !169)
!174 = !DILocation(line: 18, column: 5, scope: !169)
!175 = !DILocation(line: 19, column: 5, scope: !169)
!176 = !DILocation(line: 20, column: 29, scope: !169)
!177 = !DILocation(line: 20, column: 5, scope: !169)
!178 = !DILocalVariable(name: "old", scope: !169, file: !2, line: 21, type: !134)
!179 = !DILocation(line: 21, column: 9, scope: !169)
!180 = !DILocation(line: 21, column: 15, scope: !169)
!181 = !DILocation(line: 22, column: 40, scope: !169)
!182 = !DILocation(line: 22, column: 45, scope: !169)
!183 = !DILocation(line: 22, column: 5, scope: !169)
!184 = !DILocalVariable(name: "expected", scope: !169, file: !2, line: 23, type: !134)
!185 = !DILocation(line: 23, column: 9, scope: !169)
!186 = !DILocalVariable(name: "ok", scope: !169, file: !2, line: 24, type: !158)
!187 = !DILocation(line: 24, column: 10, scope: !169)
!188 = !DILocation(line: 24, column: 15, scope: !169)
!189 = !DILocation(line: 25, column: 56, scope: !169)
!190 = !DILocation(line: 25, column: 60, scope: !169)
!191 = !DILocation(line: 25, column: 70, scope: !169)
!192 = !DILocation(line: 25, column: 5, scope: !169)
!193 = !DILocation(line: 26, column: 14, scope: !169)
!194 = !DILocation(line: 27, column: 10, scope: !169)
!195 = !DILocation(line: 27, column: 8, scope: !169)
!196 = !DILocation(line: 28, column: 56, scope: !169)
!197 = !DILocation(line: 28, column: 60, scope: !169)
!198 = !DILocation(line: 28, column: 70, scope: !169)
!199 = !DILocation(line: 28, column: 5, scope: !169)
!200 = !DILocation(line: 29, column: 16, scope: !169)
!201 = !DILocation(line: 29, column: 14, scope: !169)
!202 = !DILocation(line: 30, column: 5, scope: !169)
!203 = !DILocation(line: 30, column: 13, scope: !169)
!204 = !DILocation(line: 30, column: 12, scope: !169)
!205 = distinct !{!205, !202, !206, !207}
!206 = !DILocation(line: 31, column: 9, scope: !169)
!207 = !{!"llvm.loop.mustprogress"}
!208 = !DILocation(line: 32, column: 40, scope: !169)
!209 = !DILocation(line: 32, column: 5, scope: !169)
!210 = !DILocation(line: 33, column: 33, scope: !169)
!211 = !DILocation(line: 33, column: 5, scope: !169)
!212 = !DILocation(line: 34, column: 33, scope: !169)
!213 = !DILocation(line: 34, column: 5, scope: !169)
!214 = !DILocation(line: 35, column: 32, scope: !169)
!215 = !DILocation(line: 35, column: 5, scope: !169)
!216 = !DILocation(line: 36, column: 33, scope: !169)
!217 = !DILocation(line: 36, column: 5, scope: !169)
!218 = !DILocation(line: 37, column: 33, scope: !169)
!219 = !DILocation(line: 37, column: 5, scope: !169)
!220 = !DILocation(line: 38, column: 26, scope: !169)
!221 = !DILocation(line: 38, column: 5, scope: !169)
!222 = !DILocalVariable(name: "i", scope: !223, file: !2, line: 39, type: !129)
!223 = distinct !DILexicalBlock(scope: !169, file: !2, line: 39, column: 5)
!224 = !DILocation(line: 39, column: 15, scope: !223)
!225 = !DILocation(line: 39, column: 10, scope: !223)
!226 = !DILocation(line: 39, column: 22, scope: !227)
!227 = distinct !DILexicalBlock(scope: !223, file: !2, line: 39, column: 5)
!228 = !DILocation(line: 39, column: 24, scope: !227)
!229 = !DILocation(line: 39, column: 5, scope: !223)
!230 = !DILocation(line: 40, column: 40, scope: !227)
!231 = !DILocation(line: 40, column: 44, scope: !227)
!232 = !DILocation(line: 40, column: 42, scope: !227)
!233 = !DILocation(line: 40, column: 9, scope: !227)
!234 = !DILocation(line: 39, column: 33, scope: !227)
!235 = !DILocation(line: 39, column: 5, scope: !227)
!236 = distinct !{!236, !229, !237, !207}
!237 = !DILocation(line: 40, column: 67, scope: !223)
!238 = !DILocation(line: 41, column: 24, scope: !169)
!239 = !DILocation(line: 41, column: 5, scope: !169)
!240 = !DILocalVariable(name: "i", scope: !241, file: !2, line: 42, type: !134)
!241 = distinct !DILexicalBlock(scope: !169, file: !2, line: 42, column: 5)
!242 = !DILocation(line: 42, column: 14, scope: !241)
!243 = !DILocation(line: 42, column: 10, scope: !241)
!244 = !DILocation(line: 42, column: 21, scope: !245)
!245 = distinct !DILexicalBlock(scope: !241, file: !2, line: 42, column: 5)
!246 = !DILocation(line: 42, column: 23, scope: !245)
!247 = !DILocation(line: 42, column: 5, scope: !241)
!248 = !DILocation(line: 43, column: 43, scope: !245)
!249 = !DILocation(line: 43, column: 9, scope: !245)
!250 = !DILocation(line: 42, column: 29, scope: !245)
!251 = !DILocation(line: 42, column: 5, scope: !245)
!252 = distinct !{!252, !247, !253, !207}
!253 = !DILocation(line: 43, column: 68, scope: !241)
!254 = !DILocation(line: 44, column: 24, scope: !169)
!255 = !DILocation(line: 44, column: 5, scope: !169)
!256 = !DILocalVariable(name: "i", scope: !257, file: !2, line: 45, type: !134)
!257 = distinct !DILexicalBlock(scope: !169, file: !2, line: 45, column: 5)
!258 = !DILocation(line: 45, column: 14, scope: !257)
!259 = !DILocation(line: 45, column: 10, scope: !257)
!260 = !DILocation(line: 45, column: 21, scope: !261)
!261 = distinct !DILexicalBlock(scope: !257, file: !2, line: 45, column: 5)
!262 = !DILocation(line: 45, column: 23, scope: !261)
!263 = !DILocation(line: 45, column: 5, scope: !257)
!264 = !DILocalVariable(name: "cur", scope: !265, file: !2, line: 46, type: !145)
!265 = distinct !DILexicalBlock(scope: !261, file: !2, line: 45, column: 33)
!266 = !DILocation(line: 46, column: 18, scope: !265)
!267 = !DILocation(line: 46, column: 24, scope: !265)
!268 = !DILocation(line: 47, column: 9, scope: !265)
!269 = !DILocation(line: 47, column: 17, scope: !265)
!270 = !DILocation(line: 47, column: 16, scope: !265)
!271 = distinct !{!271, !268, !272, !207}
!272 = !DILocation(line: 48, column: 13, scope: !265)
!273 = !DILocation(line: 49, column: 5, scope: !265)
!274 = !DILocation(line: 45, column: 29, scope: !261)
!275 = !DILocation(line: 45, column: 5, scope: !261)
!276 = distinct !{!276, !263, !277, !207}
!277 = !DILocation(line: 49, column: 5, scope: !257)
!278 = !DILocation(line: 50, column: 48, scope: !169)
!279 = !DILocation(line: 50, column: 5, scope: !169)
!280 = !DILocation(line: 51, column: 5, scope: !169)
!281 = !DILocation(line: 52, column: 5, scope: !169)
!282 = !DILocalVariable(name: "acquired", scope: !169, file: !2, line: 53, type: !134)
!283 = !DILocation(line: 53, column: 9, scope: !169)
!284 = !DILocalVariable(name: "i", scope: !285, file: !2, line: 54, type: !134)
!285 = distinct !DILexicalBlock(scope: !169, file: !2, line: 54, column: 5)
!286 = !DILocation(line: 54, column: 14, scope: !285)
!287 = !DILocation(line: 54, column: 10, scope: !285)
!288 = !DILocation(line: 54, column: 21, scope: !289)
!289 = distinct !DILexicalBlock(scope: !285, file: !2, line: 54, column: 5)
!290 = !DILocation(line: 54, column: 23, scope: !289)
!291 = !DILocation(line: 54, column: 5, scope: !285)
!292 = !DILocation(line: 55, column: 14, scope: !293)
!293 = distinct !DILexicalBlock(scope: !294, file: !2, line: 55, column: 13)
!294 = distinct !DILexicalBlock(scope: !289, file: !2, line: 54, column: 33)
!295 = !DILocation(line: 55, column: 13, scope: !294)
!296 = !DILocation(line: 56, column: 21, scope: !293)
!297 = !DILocation(line: 56, column: 13, scope: !293)
!298 = !DILocation(line: 57, column: 5, scope: !294)
!299 = !DILocation(line: 54, column: 29, scope: !289)
!300 = !DILocation(line: 54, column: 5, scope: !289)
!301 = distinct !{!301, !291, !302, !207}
!302 = !DILocation(line: 57, column: 5, scope: !285)
!303 = !DILocation(line: 58, column: 5, scope: !169)
!304 = !DILocation(line: 59, column: 18, scope: !169)
!305 = !DILocation(line: 59, column: 17, scope: !169)
!306 = !DILocation(line: 59, column: 14, scope: !169)
!307 = !DILocation(line: 60, column: 38, scope: !169)
!308 = !DILocation(line: 60, column: 5, scope: !169)
!309 = !DILocalVariable(name: "target", scope: !169, file: !2, line: 61, type: !134)
!310 = !DILocation(line: 61, column: 9, scope: !169)
!311 = !DILocalVariable(name: "other", scope: !169, file: !2, line: 61, type: !134)
!312 = !DILocation(line: 61, column: 21, scope: !169)
!313 = !DILocation(line: 62, column: 5, scope: !169)
!314 = !DILocalVariable(name: "exp_ptr", scope: !169, file: !2, line: 63, type: !133)
!315 = !DILocation(line: 63, column: 10, scope: !169)
!316 = !DILocation(line: 64, column: 10, scope: !169)
!317 = !DILocation(line: 64, column: 8, scope: !169)
!318 = !DILocation(line: 65, column: 57, scope: !169)
!319 = !DILocation(line: 65, column: 61, scope: !169)
!320 = !DILocation(line: 65, column: 69, scope: !169)
!321 = !DILocation(line: 65, column: 82, scope: !169)
!322 = !DILocation(line: 65, column: 81, scope: !169)
!323 = !DILocation(line: 65, column: 5, scope: !169)
!324 = !DILocalVariable(name: "g", scope: !169, file: !2, line: 67, type: !134)
!325 = !DILocation(line: 67, column: 9, scope: !169)
!326 = !DILocalVariable(name: "r1", scope: !169, file: !2, line: 68, type: !134)
!327 = !DILocation(line: 68, column: 9, scope: !169)
!328 = !DILocation(line: 68, column: 14, scope: !169)
!329 = !DILocation(line: 69, column: 38, scope: !169)
!330 = !DILocation(line: 69, column: 5, scope: !169)
!331 = !DILocalVariable(name: "r2", scope: !169, file: !2, line: 70, type: !134)
!332 = !DILocation(line: 70, column: 9, scope: !169)
!333 = !DILocation(line: 70, column: 14, scope: !169)
!334 = !DILocation(line: 71, column: 46, scope: !169)
!335 = !DILocation(line: 71, column: 50, scope: !169)
!336 = !DILocation(line: 71, column: 5, scope: !169)
!337 = !DILocalVariable(name: "r3", scope: !169, file: !2, line: 72, type: !134)
!338 = !DILocation(line: 72, column: 9, scope: !169)
!339 = !DILocation(line: 72, column: 14, scope: !169)
!340 = !DILocation(line: 73, column: 40, scope: !169)
!341 = !DILocation(line: 73, column: 5, scope: !169)
!342 = !DILocalVariable(name: "cur", scope: !169, file: !2, line: 74, type: !134)
!343 = !DILocation(line: 74, column: 9, scope: !169)
!344 = !DILocation(line: 74, column: 15, scope: !169)
!345 = !DILocalVariable(name: "r4", scope: !169, file: !2, line: 75, type: !134)
!346 = !DILocation(line: 75, column: 9, scope: !169)
!347 = !DILocation(line: 75, column: 46, scope: !169)
!348 = !DILocation(line: 75, column: 14, scope: !169)
!349 = !DILocation(line: 76, column: 47, scope: !169)
!350 = !DILocation(line: 76, column: 5, scope: !169)
!351 = !DILocalVariable(name: "r5", scope: !169, file: !2, line: 77, type: !134)
!352 = !DILocation(line: 77, column: 9, scope: !169)
!353 = !DILocation(line: 77, column: 14, scope: !169)
!354 = !DILocation(line: 78, column: 54, scope: !169)
!355 = !DILocation(line: 78, column: 58, scope: !169)
!356 = !DILocation(line: 78, column: 5, scope: !169)
!357 = !DILocalVariable(name: "lx", scope: !169, file: !2, line: 79, type: !129)
!358 = !DILocation(line: 79, column: 10, scope: !169)
!359 = !DILocation(line: 80, column: 5, scope: !169)
!360 = !DILocalVariable(name: "prev", scope: !169, file: !2, line: 81, type: !129)
!361 = !DILocation(line: 81, column: 10, scope: !169)
!362 = !DILocation(line: 81, column: 17, scope: !169)
!363 = !DILocation(line: 82, column: 53, scope: !169)
!364 = !DILocation(line: 82, column: 59, scope: !169)
!365 = !DILocation(line: 82, column: 5, scope: !169)
!366 = !DILocalVariable(name: "sv", scope: !169, file: !2, line: 83, type: !367)
!367 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!368 = !DILocation(line: 83, column: 11, scope: !169)
!369 = !DILocation(line: 84, column: 5, scope: !169)
!370 = !DILocation(line: 85, column: 42, scope: !169)
!371 = !DILocation(line: 85, column: 5, scope: !169)
!372 = !DILocation(line: 86, column: 5, scope: !169)
!373 = !DILocalVariable(name: "i", scope: !374, file: !2, line: 87, type: !134)
!374 = distinct !DILexicalBlock(scope: !169, file: !2, line: 87, column: 5)
!375 = !DILocation(line: 87, column: 14, scope: !374)
!376 = !DILocation(line: 87, column: 10, scope: !374)
!377 = !DILocation(line: 87, column: 21, scope: !378)
!378 = distinct !DILexicalBlock(scope: !374, file: !2, line: 87, column: 5)
!379 = !DILocation(line: 87, column: 23, scope: !378)
!380 = !DILocation(line: 87, column: 5, scope: !374)
!381 = !DILocation(line: 88, column: 18, scope: !378)
!382 = !DILocation(line: 88, column: 27, scope: !378)
!383 = !DILocation(line: 88, column: 25, scope: !378)
!384 = !DILocation(line: 88, column: 16, scope: !378)
!385 = !DILocation(line: 88, column: 9, scope: !378)
!386 = !DILocation(line: 87, column: 30, scope: !378)
!387 = !DILocation(line: 87, column: 5, scope: !378)
!388 = distinct !{!388, !380, !389, !207}
!389 = !DILocation(line: 88, column: 27, scope: !374)
!390 = !DILocation(line: 89, column: 33, scope: !169)
!391 = !DILocation(line: 89, column: 5, scope: !169)
!392 = !DILocation(line: 90, column: 5, scope: !169)
