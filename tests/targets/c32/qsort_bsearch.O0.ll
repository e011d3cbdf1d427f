; ModuleID = 'qsort_bsearch.c'
source_filename = "qsort_bsearch.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.person = type { [12 x i8], i32, double }

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [36 x i8] c"bsearch %d: found, value at hit %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [20 x i8] c"bsearch %d: absent\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [23 x i8] c"desc: %d %d %d ... %d\0A\00", align 1, !dbg !22
@__const.main.people = private unnamed_addr constant [8 x %struct.person] [%struct.person { [12 x i8] c"mallory\00\00\00\00\00", i32 31, double 5.550000e+01 }, %struct.person { [12 x i8] c"alice\00\00\00\00\00\00\00", i32 30, double 9.100000e+01 }, %struct.person { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", i32 25, double 7.825000e+01 }, %struct.person { [12 x i8] c"carol\00\00\00\00\00\00\00", i32 30, double 9.100000e+01 }, %struct.person { [12 x i8] c"dave\00\00\00\00\00\00\00\00", i32 41, double 6.000000e+01 }, %struct.person { [12 x i8] c"erin\00\00\00\00\00\00\00\00", i32 25, double 8.500000e+01 }, %struct.person { [12 x i8] c"frank\00\00\00\00\00\00\00", i32 19, double 7.825000e+01 }, %struct.person { [12 x i8] c"grace\00\00\00\00\00\00\00", i32 30, double 9.950000e+01 }], align 4
@.str.5 = private unnamed_addr constant [8 x i8] c"%s(%d) \00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [10 x i8] c"%s(%.2f) \00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [6 x i8] c"carol\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [27 x i8] c"bsearch person: %s at %ld\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [5 x i8] c"none\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [5 x i8] c"pear\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [6 x i8] c"apple\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [4 x i8] c"fig\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [7 x i8] c"banana\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [5 x i8] c"date\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [6 x i8] c"Apple\00", align 1, !dbg !67
@.str.17 = private unnamed_addr constant [7 x i8] c"apples\00", align 1, !dbg !69
@.str.18 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !71
@.str.19 = private unnamed_addr constant [9 x i8] c"zucchini\00", align 1, !dbg !76
@.str.20 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1, !dbg !81
@__const.main.words = private unnamed_addr constant [11 x ptr] [ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20], align 4
@.str.21 = private unnamed_addr constant [6 x i8] c"'%s' \00", align 1, !dbg !83
@.str.22 = private unnamed_addr constant [6 x i8] c"grape\00", align 1, !dbg !85
@__const.main.probe = private unnamed_addr constant [5 x ptr] [ptr @.str.12, ptr @.str.22, ptr @.str.18, ptr @.str.19, ptr @.str.16], align 4
@.str.23 = private unnamed_addr constant [16 x i8] c"find '%s': %ld\0A\00", align 1, !dbg !87
@.str.24 = private unnamed_addr constant [6 x i8] c"%.2f \00", align 1, !dbg !92
@__const.main.s = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@.str.25 = private unnamed_addr constant [20 x i8] c"sorted chars: '%s'\0A\00", align 1, !dbg !94
@.str.26 = private unnamed_addr constant [34 x i8] c"bsearch in empty: %d, in one: %d\0A\00", align 1, !dbg !96

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !131 {
  %1 = alloca i32, align 4
  %2 = alloca [40 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [10 x i32], align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca [8 x %struct.person], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.person, align 4
  %15 = alloca ptr, align 4
  %16 = alloca [11 x ptr], align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [5 x ptr], align 4
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 4
  %22 = alloca [12 x double], align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca [44 x i8], align 1
  %26 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !135, !DIExpression(), !139)
    #dbg_declare(ptr %3, !140, !DIExpression(), !141)
  store i32 7, ptr %3, align 4, !dbg !141
    #dbg_declare(ptr %4, !142, !DIExpression(), !144)
  store i32 0, ptr %4, align 4, !dbg !144
  br label %27, !dbg !145

27:                                               ; preds = %40, %0
  %28 = load i32, ptr %4, align 4, !dbg !146
  %29 = icmp slt i32 %28, 40, !dbg !148
  br i1 %29, label %30, label %43, !dbg !149

30:                                               ; preds = %27
  %31 = load i32, ptr %3, align 4, !dbg !150
  %32 = mul i32 %31, 1103515245, !dbg !152
  %33 = add i32 %32, 12345, !dbg !153
  store i32 %33, ptr %3, align 4, !dbg !154
  %34 = load i32, ptr %3, align 4, !dbg !155
  %35 = lshr i32 %34, 16, !dbg !156
  %36 = urem i32 %35, 201, !dbg !157
  %37 = sub nsw i32 %36, 100, !dbg !158
  %38 = load i32, ptr %4, align 4, !dbg !159
  %39 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 %38, !dbg !160
  store i32 %37, ptr %39, align 4, !dbg !161
  br label %40, !dbg !162

40:                                               ; preds = %30
  %41 = load i32, ptr %4, align 4, !dbg !163
  %42 = add nsw i32 %41, 1, !dbg !163
  store i32 %42, ptr %4, align 4, !dbg !163
  br label %27, !dbg !164, !llvm.loop !165

43:                                               ; preds = %27
  %44 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 0, !dbg !168
  call void @qsort(ptr noundef %44, i32 noundef 40, i32 noundef 4, ptr noundef @cmp_int), !dbg !169
    #dbg_declare(ptr %5, !170, !DIExpression(), !172)
  store i32 0, ptr %5, align 4, !dbg !172
  br label %45, !dbg !173

45:                                               ; preds = %53, %43
  %46 = load i32, ptr %5, align 4, !dbg !174
  %47 = icmp slt i32 %46, 40, !dbg !176
  br i1 %47, label %48, label %56, !dbg !177

48:                                               ; preds = %45
  %49 = load i32, ptr %5, align 4, !dbg !178
  %50 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 %49, !dbg !179
  %51 = load i32, ptr %50, align 4, !dbg !179
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %51), !dbg !180
  br label %53, !dbg !180

53:                                               ; preds = %48
  %54 = load i32, ptr %5, align 4, !dbg !181
  %55 = add nsw i32 %54, 1, !dbg !181
  store i32 %55, ptr %5, align 4, !dbg !181
  br label %45, !dbg !182, !llvm.loop !183

56:                                               ; preds = %45
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !185
    #dbg_declare(ptr %6, !186, !DIExpression(), !188)
  store i32 -100, ptr %6, align 4, !dbg !189
  %58 = getelementptr inbounds i32, ptr %6, i32 1, !dbg !189
  store i32 -50, ptr %58, align 4, !dbg !189
  %59 = getelementptr inbounds i32, ptr %6, i32 2, !dbg !189
  store i32 0, ptr %59, align 4, !dbg !189
  %60 = getelementptr inbounds i32, ptr %6, i32 3, !dbg !189
  store i32 3, ptr %60, align 4, !dbg !189
  %61 = getelementptr inbounds i32, ptr %6, i32 4, !dbg !189
  store i32 17, ptr %61, align 4, !dbg !189
  %62 = getelementptr inbounds i32, ptr %6, i32 5, !dbg !189
  store i32 99, ptr %62, align 4, !dbg !189
  %63 = getelementptr inbounds i32, ptr %6, i32 6, !dbg !189
  store i32 100, ptr %63, align 4, !dbg !189
  %64 = getelementptr inbounds i32, ptr %6, i32 7, !dbg !189
  %65 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 0, !dbg !190
  %66 = load i32, ptr %65, align 4, !dbg !190
  store i32 %66, ptr %64, align 4, !dbg !189
  %67 = getelementptr inbounds i32, ptr %6, i32 8, !dbg !189
  %68 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 39, !dbg !191
  %69 = load i32, ptr %68, align 4, !dbg !191
  store i32 %69, ptr %67, align 4, !dbg !189
  %70 = getelementptr inbounds i32, ptr %6, i32 9, !dbg !189
  %71 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 20, !dbg !192
  %72 = load i32, ptr %71, align 4, !dbg !192
  store i32 %72, ptr %70, align 4, !dbg !189
    #dbg_declare(ptr %7, !193, !DIExpression(), !195)
  store i32 0, ptr %7, align 4, !dbg !195
  br label %73, !dbg !196

73:                                               ; preds = %96, %56
  %74 = load i32, ptr %7, align 4, !dbg !197
  %75 = icmp slt i32 %74, 10, !dbg !199
  br i1 %75, label %76, label %99, !dbg !200

76:                                               ; preds = %73
    #dbg_declare(ptr %8, !201, !DIExpression(), !204)
  %77 = load i32, ptr %7, align 4, !dbg !205
  %78 = getelementptr inbounds [10 x i32], ptr %6, i32 0, i32 %77, !dbg !206
  %79 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 0, !dbg !207
  %80 = call ptr @bsearch(ptr noundef %78, ptr noundef %79, i32 noundef 40, i32 noundef 4, ptr noundef @cmp_int), !dbg !208
  store ptr %80, ptr %8, align 4, !dbg !204
  %81 = load ptr, ptr %8, align 4, !dbg !209
  %82 = icmp ne ptr %81, null, !dbg !209
  br i1 %82, label %83, label %90, !dbg !211

83:                                               ; preds = %76
  %84 = load i32, ptr %7, align 4, !dbg !212
  %85 = getelementptr inbounds [10 x i32], ptr %6, i32 0, i32 %84, !dbg !213
  %86 = load i32, ptr %85, align 4, !dbg !213
  %87 = load ptr, ptr %8, align 4, !dbg !214
  %88 = load i32, ptr %87, align 4, !dbg !215
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %86, i32 noundef %88), !dbg !216
  br label %95, !dbg !216

90:                                               ; preds = %76
  %91 = load i32, ptr %7, align 4, !dbg !217
  %92 = getelementptr inbounds [10 x i32], ptr %6, i32 0, i32 %91, !dbg !218
  %93 = load i32, ptr %92, align 4, !dbg !218
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %93), !dbg !219
  br label %95

95:                                               ; preds = %90, %83
  br label %96, !dbg !220

96:                                               ; preds = %95
  %97 = load i32, ptr %7, align 4, !dbg !221
  %98 = add nsw i32 %97, 1, !dbg !221
  store i32 %98, ptr %7, align 4, !dbg !221
  br label %73, !dbg !222, !llvm.loop !223

99:                                               ; preds = %73
  %100 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 0, !dbg !225
  call void @qsort(ptr noundef %100, i32 noundef 40, i32 noundef 4, ptr noundef @cmp_int_desc), !dbg !226
  %101 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 0, !dbg !227
  %102 = load i32, ptr %101, align 4, !dbg !227
  %103 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 1, !dbg !228
  %104 = load i32, ptr %103, align 4, !dbg !228
  %105 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 2, !dbg !229
  %106 = load i32, ptr %105, align 4, !dbg !229
  %107 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 39, !dbg !230
  %108 = load i32, ptr %107, align 4, !dbg !230
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %102, i32 noundef %104, i32 noundef %106, i32 noundef %108), !dbg !231
  %110 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 0, !dbg !232
  call void @qsort(ptr noundef %110, i32 noundef 40, i32 noundef 4, ptr noundef @cmp_abs_then_value), !dbg !233
    #dbg_declare(ptr %9, !234, !DIExpression(), !236)
  store i32 0, ptr %9, align 4, !dbg !236
  br label %111, !dbg !237

111:                                              ; preds = %119, %99
  %112 = load i32, ptr %9, align 4, !dbg !238
  %113 = icmp slt i32 %112, 40, !dbg !240
  br i1 %113, label %114, label %122, !dbg !241

114:                                              ; preds = %111
  %115 = load i32, ptr %9, align 4, !dbg !242
  %116 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 %115, !dbg !243
  %117 = load i32, ptr %116, align 4, !dbg !243
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %117), !dbg !244
  br label %119, !dbg !244

119:                                              ; preds = %114
  %120 = load i32, ptr %9, align 4, !dbg !245
  %121 = add nsw i32 %120, 1, !dbg !245
  store i32 %121, ptr %9, align 4, !dbg !245
  br label %111, !dbg !246, !llvm.loop !247

122:                                              ; preds = %111
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !249
    #dbg_declare(ptr %10, !250, !DIExpression(), !260)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %10, ptr align 4 @__const.main.people, i32 192, i1 false), !dbg !260
    #dbg_declare(ptr %11, !261, !DIExpression(), !262)
  store i32 8, ptr %11, align 4, !dbg !262
  %124 = getelementptr inbounds [8 x %struct.person], ptr %10, i32 0, i32 0, !dbg !263
  %125 = load i32, ptr %11, align 4, !dbg !264
  call void @qsort(ptr noundef %124, i32 noundef %125, i32 noundef 24, ptr noundef @cmp_person_age), !dbg !265
    #dbg_declare(ptr %12, !266, !DIExpression(), !268)
  store i32 0, ptr %12, align 4, !dbg !268
  br label %126, !dbg !269

126:                                              ; preds = %140, %122
  %127 = load i32, ptr %12, align 4, !dbg !270
  %128 = load i32, ptr %11, align 4, !dbg !272
  %129 = icmp slt i32 %127, %128, !dbg !273
  br i1 %129, label %130, label %143, !dbg !274

130:                                              ; preds = %126
  %131 = load i32, ptr %12, align 4, !dbg !275
  %132 = getelementptr inbounds [8 x %struct.person], ptr %10, i32 0, i32 %131, !dbg !276
  %133 = getelementptr inbounds %struct.person, ptr %132, i32 0, i32 0, !dbg !277
  %134 = getelementptr inbounds [12 x i8], ptr %133, i32 0, i32 0, !dbg !276
  %135 = load i32, ptr %12, align 4, !dbg !278
  %136 = getelementptr inbounds [8 x %struct.person], ptr %10, i32 0, i32 %135, !dbg !279
  %137 = getelementptr inbounds %struct.person, ptr %136, i32 0, i32 1, !dbg !280
  %138 = load i32, ptr %137, align 4, !dbg !280
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %134, i32 noundef %138), !dbg !281
  br label %140, !dbg !281

140:                                              ; preds = %130
  %141 = load i32, ptr %12, align 4, !dbg !282
  %142 = add nsw i32 %141, 1, !dbg !282
  store i32 %142, ptr %12, align 4, !dbg !282
  br label %126, !dbg !283, !llvm.loop !284

143:                                              ; preds = %126
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !286
  %145 = getelementptr inbounds [8 x %struct.person], ptr %10, i32 0, i32 0, !dbg !287
  %146 = load i32, ptr %11, align 4, !dbg !288
  call void @qsort(ptr noundef %145, i32 noundef %146, i32 noundef 24, ptr noundef @cmp_person_score), !dbg !289
    #dbg_declare(ptr %13, !290, !DIExpression(), !292)
  store i32 0, ptr %13, align 4, !dbg !292
  br label %147, !dbg !293

147:                                              ; preds = %161, %143
  %148 = load i32, ptr %13, align 4, !dbg !294
  %149 = load i32, ptr %11, align 4, !dbg !296
  %150 = icmp slt i32 %148, %149, !dbg !297
  br i1 %150, label %151, label %164, !dbg !298

151:                                              ; preds = %147
  %152 = load i32, ptr %13, align 4, !dbg !299
  %153 = getelementptr inbounds [8 x %struct.person], ptr %10, i32 0, i32 %152, !dbg !300
  %154 = getelementptr inbounds %struct.person, ptr %153, i32 0, i32 0, !dbg !301
  %155 = getelementptr inbounds [12 x i8], ptr %154, i32 0, i32 0, !dbg !300
  %156 = load i32, ptr %13, align 4, !dbg !302
  %157 = getelementptr inbounds [8 x %struct.person], ptr %10, i32 0, i32 %156, !dbg !303
  %158 = getelementptr inbounds %struct.person, ptr %157, i32 0, i32 2, !dbg !304
  %159 = load double, ptr %158, align 4, !dbg !304
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %155, double noundef %159), !dbg !305
  br label %161, !dbg !305

161:                                              ; preds = %151
  %162 = load i32, ptr %13, align 4, !dbg !306
  %163 = add nsw i32 %162, 1, !dbg !306
  store i32 %163, ptr %13, align 4, !dbg !306
  br label %147, !dbg !307, !llvm.loop !308

164:                                              ; preds = %147
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !310
    #dbg_declare(ptr %14, !311, !DIExpression(), !312)
  %166 = getelementptr inbounds %struct.person, ptr %14, i32 0, i32 0, !dbg !313
  %167 = getelementptr inbounds [12 x i8], ptr %166, i32 0, i32 0, !dbg !314
  %168 = call ptr @strcpy(ptr noundef %167, ptr noundef @.str.7) #6, !dbg !315
  %169 = getelementptr inbounds %struct.person, ptr %14, i32 0, i32 2, !dbg !316
  store double 9.100000e+01, ptr %169, align 4, !dbg !317
    #dbg_declare(ptr %15, !318, !DIExpression(), !320)
  %170 = getelementptr inbounds [8 x %struct.person], ptr %10, i32 0, i32 0, !dbg !321
  %171 = load i32, ptr %11, align 4, !dbg !322
  %172 = call ptr @bsearch(ptr noundef %14, ptr noundef %170, i32 noundef %171, i32 noundef 24, ptr noundef @cmp_person_score), !dbg !323
  store ptr %172, ptr %15, align 4, !dbg !320
  %173 = load ptr, ptr %15, align 4, !dbg !324
  %174 = icmp ne ptr %173, null, !dbg !324
  br i1 %174, label %175, label %179, !dbg !324

175:                                              ; preds = %164
  %176 = load ptr, ptr %15, align 4, !dbg !325
  %177 = getelementptr inbounds %struct.person, ptr %176, i32 0, i32 0, !dbg !326
  %178 = getelementptr inbounds [12 x i8], ptr %177, i32 0, i32 0, !dbg !325
  br label %180, !dbg !324

179:                                              ; preds = %164
  br label %180, !dbg !324

180:                                              ; preds = %179, %175
  %181 = phi ptr [ %178, %175 ], [ @.str.9, %179 ], !dbg !324
  %182 = load ptr, ptr %15, align 4, !dbg !327
  %183 = icmp ne ptr %182, null, !dbg !327
  br i1 %183, label %184, label %191, !dbg !327

184:                                              ; preds = %180
  %185 = load ptr, ptr %15, align 4, !dbg !328
  %186 = getelementptr inbounds [8 x %struct.person], ptr %10, i32 0, i32 0, !dbg !329
  %187 = ptrtoint ptr %185 to i32, !dbg !330
  %188 = ptrtoint ptr %186 to i32, !dbg !330
  %189 = sub i32 %187, %188, !dbg !330
  %190 = sdiv exact i32 %189, 24, !dbg !330
  br label %192, !dbg !327

191:                                              ; preds = %180
  br label %192, !dbg !327

192:                                              ; preds = %191, %184
  %193 = phi i32 [ %190, %184 ], [ -1, %191 ], !dbg !327
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %181, i32 noundef %193), !dbg !331
    #dbg_declare(ptr %16, !332, !DIExpression(), !336)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %16, ptr align 4 @__const.main.words, i32 44, i1 false), !dbg !336
    #dbg_declare(ptr %17, !337, !DIExpression(), !338)
  store i32 11, ptr %17, align 4, !dbg !338
  %195 = getelementptr inbounds [11 x ptr], ptr %16, i32 0, i32 0, !dbg !339
  %196 = load i32, ptr %17, align 4, !dbg !340
  call void @qsort(ptr noundef %195, i32 noundef %196, i32 noundef 4, ptr noundef @cmp_str), !dbg !341
    #dbg_declare(ptr %18, !342, !DIExpression(), !344)
  store i32 0, ptr %18, align 4, !dbg !344
  br label %197, !dbg !345

197:                                              ; preds = %206, %192
  %198 = load i32, ptr %18, align 4, !dbg !346
  %199 = load i32, ptr %17, align 4, !dbg !348
  %200 = icmp slt i32 %198, %199, !dbg !349
  br i1 %200, label %201, label %209, !dbg !350

201:                                              ; preds = %197
  %202 = load i32, ptr %18, align 4, !dbg !351
  %203 = getelementptr inbounds [11 x ptr], ptr %16, i32 0, i32 %202, !dbg !352
  %204 = load ptr, ptr %203, align 4, !dbg !352
  %205 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %204), !dbg !353
  br label %206, !dbg !353

206:                                              ; preds = %201
  %207 = load i32, ptr %18, align 4, !dbg !354
  %208 = add nsw i32 %207, 1, !dbg !354
  store i32 %208, ptr %18, align 4, !dbg !354
  br label %197, !dbg !355, !llvm.loop !356

209:                                              ; preds = %197
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !358
    #dbg_declare(ptr %19, !359, !DIExpression(), !361)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %19, ptr align 4 @__const.main.probe, i32 20, i1 false), !dbg !361
    #dbg_declare(ptr %20, !362, !DIExpression(), !364)
  store i32 0, ptr %20, align 4, !dbg !364
  br label %211, !dbg !365

211:                                              ; preds = %236, %209
  %212 = load i32, ptr %20, align 4, !dbg !366
  %213 = icmp slt i32 %212, 5, !dbg !368
  br i1 %213, label %214, label %239, !dbg !369

214:                                              ; preds = %211
    #dbg_declare(ptr %21, !370, !DIExpression(), !373)
  %215 = load i32, ptr %20, align 4, !dbg !374
  %216 = getelementptr inbounds [5 x ptr], ptr %19, i32 0, i32 %215, !dbg !375
  %217 = getelementptr inbounds [11 x ptr], ptr %16, i32 0, i32 0, !dbg !376
  %218 = load i32, ptr %17, align 4, !dbg !377
  %219 = call ptr @bsearch(ptr noundef %216, ptr noundef %217, i32 noundef %218, i32 noundef 4, ptr noundef @cmp_str), !dbg !378
  store ptr %219, ptr %21, align 4, !dbg !373
  %220 = load i32, ptr %20, align 4, !dbg !379
  %221 = getelementptr inbounds [5 x ptr], ptr %19, i32 0, i32 %220, !dbg !380
  %222 = load ptr, ptr %221, align 4, !dbg !380
  %223 = load ptr, ptr %21, align 4, !dbg !381
  %224 = icmp ne ptr %223, null, !dbg !381
  br i1 %224, label %225, label %232, !dbg !381

225:                                              ; preds = %214
  %226 = load ptr, ptr %21, align 4, !dbg !382
  %227 = getelementptr inbounds [11 x ptr], ptr %16, i32 0, i32 0, !dbg !383
  %228 = ptrtoint ptr %226 to i32, !dbg !384
  %229 = ptrtoint ptr %227 to i32, !dbg !384
  %230 = sub i32 %228, %229, !dbg !384
  %231 = sdiv exact i32 %230, 4, !dbg !384
  br label %233, !dbg !381

232:                                              ; preds = %214
  br label %233, !dbg !381

233:                                              ; preds = %232, %225
  %234 = phi i32 [ %231, %225 ], [ -1, %232 ], !dbg !381
  %235 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, ptr noundef %222, i32 noundef %234), !dbg !385
  br label %236, !dbg !386

236:                                              ; preds = %233
  %237 = load i32, ptr %20, align 4, !dbg !387
  %238 = add nsw i32 %237, 1, !dbg !387
  store i32 %238, ptr %20, align 4, !dbg !387
  br label %211, !dbg !388, !llvm.loop !389

239:                                              ; preds = %211
    #dbg_declare(ptr %22, !391, !DIExpression(), !393)
    #dbg_declare(ptr %23, !394, !DIExpression(), !396)
  store i32 0, ptr %23, align 4, !dbg !396
  br label %240, !dbg !397

240:                                              ; preds = %252, %239
  %241 = load i32, ptr %23, align 4, !dbg !398
  %242 = icmp slt i32 %241, 12, !dbg !400
  br i1 %242, label %243, label %255, !dbg !401

243:                                              ; preds = %240
  %244 = load i32, ptr %23, align 4, !dbg !402
  %245 = mul nsw i32 %244, 7, !dbg !403
  %246 = srem i32 %245, 12, !dbg !404
  %247 = sitofp i32 %246 to double, !dbg !405
  %248 = fdiv double %247, 4.000000e+00, !dbg !406
  %249 = fsub double %248, 1.000000e+00, !dbg !407
  %250 = load i32, ptr %23, align 4, !dbg !408
  %251 = getelementptr inbounds [12 x double], ptr %22, i32 0, i32 %250, !dbg !409
  store double %249, ptr %251, align 8, !dbg !410
  br label %252, !dbg !409

252:                                              ; preds = %243
  %253 = load i32, ptr %23, align 4, !dbg !411
  %254 = add nsw i32 %253, 1, !dbg !411
  store i32 %254, ptr %23, align 4, !dbg !411
  br label %240, !dbg !412, !llvm.loop !413

255:                                              ; preds = %240
  %256 = getelementptr inbounds [12 x double], ptr %22, i32 0, i32 0, !dbg !415
  call void @qsort(ptr noundef %256, i32 noundef 12, i32 noundef 8, ptr noundef @cmp_double), !dbg !416
    #dbg_declare(ptr %24, !417, !DIExpression(), !419)
  store i32 0, ptr %24, align 4, !dbg !419
  br label %257, !dbg !420

257:                                              ; preds = %265, %255
  %258 = load i32, ptr %24, align 4, !dbg !421
  %259 = icmp slt i32 %258, 12, !dbg !423
  br i1 %259, label %260, label %268, !dbg !424

260:                                              ; preds = %257
  %261 = load i32, ptr %24, align 4, !dbg !425
  %262 = getelementptr inbounds [12 x double], ptr %22, i32 0, i32 %261, !dbg !426
  %263 = load double, ptr %262, align 8, !dbg !426
  %264 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, double noundef %263), !dbg !427
  br label %265, !dbg !427

265:                                              ; preds = %260
  %266 = load i32, ptr %24, align 4, !dbg !428
  %267 = add nsw i32 %266, 1, !dbg !428
  store i32 %267, ptr %24, align 4, !dbg !428
  br label %257, !dbg !429, !llvm.loop !430

268:                                              ; preds = %257
  %269 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !432
    #dbg_declare(ptr %25, !433, !DIExpression(), !437)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %25, ptr align 1 @__const.main.s, i32 44, i1 false), !dbg !437
  %270 = getelementptr inbounds [44 x i8], ptr %25, i32 0, i32 0, !dbg !438
  %271 = getelementptr inbounds [44 x i8], ptr %25, i32 0, i32 0, !dbg !439
  %272 = call i32 @strlen(ptr noundef %271) #7, !dbg !440
  call void @qsort(ptr noundef %270, i32 noundef %272, i32 noundef 1, ptr noundef @cmp_char), !dbg !441
  %273 = getelementptr inbounds [44 x i8], ptr %25, i32 0, i32 0, !dbg !442
  %274 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, ptr noundef %273), !dbg !443
  %275 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 0, !dbg !444
  call void @qsort(ptr noundef %275, i32 noundef 0, i32 noundef 4, ptr noundef @cmp_int), !dbg !445
  %276 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 0, !dbg !446
  call void @qsort(ptr noundef %276, i32 noundef 1, i32 noundef 4, ptr noundef @cmp_int), !dbg !447
    #dbg_declare(ptr %26, !448, !DIExpression(), !449)
  store i32 5, ptr %26, align 4, !dbg !449
  %277 = getelementptr inbounds [40 x i32], ptr %2, i32 0, i32 0, !dbg !450
  %278 = call ptr @bsearch(ptr noundef %26, ptr noundef %277, i32 noundef 0, i32 noundef 4, ptr noundef @cmp_int), !dbg !451
  %279 = icmp eq ptr %278, null, !dbg !452
  %280 = zext i1 %279 to i32, !dbg !452
  %281 = call ptr @bsearch(ptr noundef %26, ptr noundef %26, i32 noundef 1, i32 noundef 4, ptr noundef @cmp_int), !dbg !453
  %282 = icmp ne ptr %281, null, !dbg !454
  %283 = zext i1 %282 to i32, !dbg !454
  %284 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %280, i32 noundef %283), !dbg !455
  ret i32 0, !dbg !456
}

declare void @qsort(ptr noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int(ptr noundef %0, ptr noundef %1) #0 !dbg !457 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !462, !DIExpression(), !463)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !464, !DIExpression(), !465)
    #dbg_declare(ptr %5, !466, !DIExpression(), !467)
  %7 = load ptr, ptr %3, align 4, !dbg !468
  %8 = load i32, ptr %7, align 4, !dbg !469
  store i32 %8, ptr %5, align 4, !dbg !467
    #dbg_declare(ptr %6, !470, !DIExpression(), !471)
  %9 = load ptr, ptr %4, align 4, !dbg !472
  %10 = load i32, ptr %9, align 4, !dbg !473
  store i32 %10, ptr %6, align 4, !dbg !471
  %11 = load i32, ptr %5, align 4, !dbg !474
  %12 = load i32, ptr %6, align 4, !dbg !475
  %13 = icmp sgt i32 %11, %12, !dbg !476
  %14 = zext i1 %13 to i32, !dbg !476
  %15 = load i32, ptr %5, align 4, !dbg !477
  %16 = load i32, ptr %6, align 4, !dbg !478
  %17 = icmp slt i32 %15, %16, !dbg !479
  %18 = zext i1 %17 to i32, !dbg !479
  %19 = sub nsw i32 %14, %18, !dbg !480
  ret i32 %19, !dbg !481
}

declare i32 @printf(ptr noundef, ...) #1

declare ptr @bsearch(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 !dbg !482 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !483, !DIExpression(), !484)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !485, !DIExpression(), !486)
  %5 = load ptr, ptr %4, align 4, !dbg !487
  %6 = load ptr, ptr %3, align 4, !dbg !488
  %7 = call i32 @cmp_int(ptr noundef %5, ptr noundef %6), !dbg !489
  ret i32 %7, !dbg !490
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_abs_then_value(ptr noundef %0, ptr noundef %1) #0 !dbg !491 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !492, !DIExpression(), !493)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !494, !DIExpression(), !495)
    #dbg_declare(ptr %6, !496, !DIExpression(), !497)
  %10 = load ptr, ptr %4, align 4, !dbg !498
  %11 = load i32, ptr %10, align 4, !dbg !499
  store i32 %11, ptr %6, align 4, !dbg !497
    #dbg_declare(ptr %7, !500, !DIExpression(), !501)
  %12 = load ptr, ptr %5, align 4, !dbg !502
  %13 = load i32, ptr %12, align 4, !dbg !503
  store i32 %13, ptr %7, align 4, !dbg !501
    #dbg_declare(ptr %8, !504, !DIExpression(), !505)
  %14 = load i32, ptr %6, align 4, !dbg !506
  %15 = call i32 @llvm.abs.i32(i32 %14, i1 true), !dbg !507
  store i32 %15, ptr %8, align 4, !dbg !505
    #dbg_declare(ptr %9, !508, !DIExpression(), !509)
  %16 = load i32, ptr %7, align 4, !dbg !510
  %17 = call i32 @llvm.abs.i32(i32 %16, i1 true), !dbg !511
  store i32 %17, ptr %9, align 4, !dbg !509
  %18 = load i32, ptr %8, align 4, !dbg !512
  %19 = load i32, ptr %9, align 4, !dbg !514
  %20 = icmp ne i32 %18, %19, !dbg !515
  br i1 %20, label %21, label %31, !dbg !516

21:                                               ; preds = %2
  %22 = load i32, ptr %8, align 4, !dbg !517
  %23 = load i32, ptr %9, align 4, !dbg !518
  %24 = icmp sgt i32 %22, %23, !dbg !519
  %25 = zext i1 %24 to i32, !dbg !519
  %26 = load i32, ptr %8, align 4, !dbg !520
  %27 = load i32, ptr %9, align 4, !dbg !521
  %28 = icmp slt i32 %26, %27, !dbg !522
  %29 = zext i1 %28 to i32, !dbg !522
  %30 = sub nsw i32 %25, %29, !dbg !523
  store i32 %30, ptr %3, align 4, !dbg !524
  br label %41, !dbg !524

31:                                               ; preds = %2
  %32 = load i32, ptr %6, align 4, !dbg !525
  %33 = load i32, ptr %7, align 4, !dbg !526
  %34 = icmp sgt i32 %32, %33, !dbg !527
  %35 = zext i1 %34 to i32, !dbg !527
  %36 = load i32, ptr %6, align 4, !dbg !528
  %37 = load i32, ptr %7, align 4, !dbg !529
  %38 = icmp slt i32 %36, %37, !dbg !530
  %39 = zext i1 %38 to i32, !dbg !530
  %40 = sub nsw i32 %35, %39, !dbg !531
  store i32 %40, ptr %3, align 4, !dbg !532
  br label %41, !dbg !532

41:                                               ; preds = %31, %21
  %42 = load i32, ptr %3, align 4, !dbg !533
  ret i32 %42, !dbg !533
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_person_age(ptr noundef %0, ptr noundef %1) #0 !dbg !534 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !535, !DIExpression(), !536)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !537, !DIExpression(), !538)
    #dbg_declare(ptr %6, !539, !DIExpression(), !542)
  %8 = load ptr, ptr %4, align 4, !dbg !543
  store ptr %8, ptr %6, align 4, !dbg !542
    #dbg_declare(ptr %7, !544, !DIExpression(), !545)
  %9 = load ptr, ptr %5, align 4, !dbg !546
  store ptr %9, ptr %7, align 4, !dbg !545
  %10 = load ptr, ptr %6, align 4, !dbg !547
  %11 = getelementptr inbounds %struct.person, ptr %10, i32 0, i32 1, !dbg !549
  %12 = load i32, ptr %11, align 4, !dbg !549
  %13 = load ptr, ptr %7, align 4, !dbg !550
  %14 = getelementptr inbounds %struct.person, ptr %13, i32 0, i32 1, !dbg !551
  %15 = load i32, ptr %14, align 4, !dbg !551
  %16 = icmp ne i32 %12, %15, !dbg !552
  br i1 %16, label %17, label %25, !dbg !553

17:                                               ; preds = %2
  %18 = load ptr, ptr %6, align 4, !dbg !554
  %19 = getelementptr inbounds %struct.person, ptr %18, i32 0, i32 1, !dbg !555
  %20 = load i32, ptr %19, align 4, !dbg !555
  %21 = load ptr, ptr %7, align 4, !dbg !556
  %22 = getelementptr inbounds %struct.person, ptr %21, i32 0, i32 1, !dbg !557
  %23 = load i32, ptr %22, align 4, !dbg !557
  %24 = sub nsw i32 %20, %23, !dbg !558
  store i32 %24, ptr %3, align 4, !dbg !559
  br label %33, !dbg !559

25:                                               ; preds = %2
  %26 = load ptr, ptr %6, align 4, !dbg !560
  %27 = getelementptr inbounds %struct.person, ptr %26, i32 0, i32 0, !dbg !561
  %28 = getelementptr inbounds [12 x i8], ptr %27, i32 0, i32 0, !dbg !560
  %29 = load ptr, ptr %7, align 4, !dbg !562
  %30 = getelementptr inbounds %struct.person, ptr %29, i32 0, i32 0, !dbg !563
  %31 = getelementptr inbounds [12 x i8], ptr %30, i32 0, i32 0, !dbg !562
  %32 = call i32 @strcmp(ptr noundef %28, ptr noundef %31) #7, !dbg !564
  store i32 %32, ptr %3, align 4, !dbg !565
  br label %33, !dbg !565

33:                                               ; preds = %25, %17
  %34 = load i32, ptr %3, align 4, !dbg !566
  ret i32 %34, !dbg !566
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_person_score(ptr noundef %0, ptr noundef %1) #0 !dbg !567 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %4, align 4
    #dbg_declare(ptr %4, !568, !DIExpression(), !569)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !570, !DIExpression(), !571)
    #dbg_declare(ptr %6, !572, !DIExpression(), !573)
  %8 = load ptr, ptr %4, align 4, !dbg !574
  store ptr %8, ptr %6, align 4, !dbg !573
    #dbg_declare(ptr %7, !575, !DIExpression(), !576)
  %9 = load ptr, ptr %5, align 4, !dbg !577
  store ptr %9, ptr %7, align 4, !dbg !576
  %10 = load ptr, ptr %6, align 4, !dbg !578
  %11 = getelementptr inbounds %struct.person, ptr %10, i32 0, i32 2, !dbg !580
  %12 = load double, ptr %11, align 4, !dbg !580
  %13 = load ptr, ptr %7, align 4, !dbg !581
  %14 = getelementptr inbounds %struct.person, ptr %13, i32 0, i32 2, !dbg !582
  %15 = load double, ptr %14, align 4, !dbg !582
  %16 = fcmp olt double %12, %15, !dbg !583
  br i1 %16, label %17, label %18, !dbg !584

17:                                               ; preds = %2
  store i32 1, ptr %3, align 4, !dbg !585
  br label %35, !dbg !585

18:                                               ; preds = %2
  %19 = load ptr, ptr %6, align 4, !dbg !586
  %20 = getelementptr inbounds %struct.person, ptr %19, i32 0, i32 2, !dbg !588
  %21 = load double, ptr %20, align 4, !dbg !588
  %22 = load ptr, ptr %7, align 4, !dbg !589
  %23 = getelementptr inbounds %struct.person, ptr %22, i32 0, i32 2, !dbg !590
  %24 = load double, ptr %23, align 4, !dbg !590
  %25 = fcmp ogt double %21, %24, !dbg !591
  br i1 %25, label %26, label %27, !dbg !592

26:                                               ; preds = %18
  store i32 -1, ptr %3, align 4, !dbg !593
  br label %35, !dbg !593

27:                                               ; preds = %18
  %28 = load ptr, ptr %6, align 4, !dbg !594
  %29 = getelementptr inbounds %struct.person, ptr %28, i32 0, i32 0, !dbg !595
  %30 = getelementptr inbounds [12 x i8], ptr %29, i32 0, i32 0, !dbg !594
  %31 = load ptr, ptr %7, align 4, !dbg !596
  %32 = getelementptr inbounds %struct.person, ptr %31, i32 0, i32 0, !dbg !597
  %33 = getelementptr inbounds [12 x i8], ptr %32, i32 0, i32 0, !dbg !596
  %34 = call i32 @strcmp(ptr noundef %30, ptr noundef %33) #7, !dbg !598
  store i32 %34, ptr %3, align 4, !dbg !599
  br label %35, !dbg !599

35:                                               ; preds = %27, %26, %17
  %36 = load i32, ptr %3, align 4, !dbg !600
  ret i32 %36, !dbg !600
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_str(ptr noundef %0, ptr noundef %1) #0 !dbg !601 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !602, !DIExpression(), !603)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !604, !DIExpression(), !605)
  %5 = load ptr, ptr %3, align 4, !dbg !606
  %6 = load ptr, ptr %5, align 4, !dbg !607
  %7 = load ptr, ptr %4, align 4, !dbg !608
  %8 = load ptr, ptr %7, align 4, !dbg !609
  %9 = call i32 @strcmp(ptr noundef %6, ptr noundef %8) #7, !dbg !610
  ret i32 %9, !dbg !611
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_double(ptr noundef %0, ptr noundef %1) #0 !dbg !612 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !613, !DIExpression(), !614)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !615, !DIExpression(), !616)
    #dbg_declare(ptr %5, !617, !DIExpression(), !618)
  %7 = load ptr, ptr %3, align 4, !dbg !619
  %8 = load double, ptr %7, align 4, !dbg !620
  store double %8, ptr %5, align 8, !dbg !618
    #dbg_declare(ptr %6, !621, !DIExpression(), !622)
  %9 = load ptr, ptr %4, align 4, !dbg !623
  %10 = load double, ptr %9, align 4, !dbg !624
  store double %10, ptr %6, align 8, !dbg !622
  %11 = load double, ptr %5, align 8, !dbg !625
  %12 = load double, ptr %6, align 8, !dbg !626
  %13 = fcmp ogt double %11, %12, !dbg !627
  %14 = zext i1 %13 to i32, !dbg !627
  %15 = load double, ptr %5, align 8, !dbg !628
  %16 = load double, ptr %6, align 8, !dbg !629
  %17 = fcmp olt double %15, %16, !dbg !630
  %18 = zext i1 %17 to i32, !dbg !630
  %19 = sub nsw i32 %14, %18, !dbg !631
  ret i32 %19, !dbg !632
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strlen(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_char(ptr noundef %0, ptr noundef %1) #0 !dbg !633 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !634, !DIExpression(), !635)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !636, !DIExpression(), !637)
  %5 = load ptr, ptr %3, align 4, !dbg !638
  %6 = load i8, ptr %5, align 1, !dbg !639
  %7 = zext i8 %6 to i32, !dbg !639
  %8 = load ptr, ptr %4, align 4, !dbg !640
  %9 = load i8, ptr %8, align 1, !dbg !641
  %10 = zext i8 %9 to i32, !dbg !641
  %11 = sub nsw i32 %7, %10, !dbg !642
  ret i32 %11, !dbg !643
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #5

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!101}
!llvm.module.flags = !{!122, !123, !124, !125, !126, !127, !128, !129}
!llvm.ident = !{!130}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "qsort_bsearch.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "5b14bf77858405db7401c7723baebc9e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 36)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 20)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 23)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 6)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 27)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 5)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !49, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !39, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !3, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 7)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !60, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !49, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !39, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !60, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 1)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 9)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !49, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !39, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !39, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 102, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 16)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !39, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !19, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 34)
!101 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !102, globals: !121, splitDebugInlining: false, nameTableKind: None)
!102 = !{!103, !104, !107, !108, !109, !111, !115, !118}
!103 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !105, line: 18, baseType: !106)
!105 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!106 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!107 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 32)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 32)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 32)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 32)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !117)
!117 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 32)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !120)
!120 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!121 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !54, !56, !58, !63, !65, !67, !69, !71, !76, !81, !83, !85, !87, !92, !94, !96}
!122 = !{i32 1, !"NumRegisterParameters", i32 0}
!123 = !{i32 7, !"Dwarf Version", i32 5}
!124 = !{i32 2, !"Debug Info Version", i32 3}
!125 = !{i32 1, !"wchar_size", i32 4}
!126 = !{i32 8, !"PIC Level", i32 2}
!127 = !{i32 7, !"PIE Level", i32 2}
!128 = !{i32 7, !"uwtable", i32 2}
!129 = !{i32 7, !"frame-pointer", i32 2}
!130 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!131 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !132, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !101, retainedNodes: !134)
!132 = !DISubroutineType(types: !133)
!133 = !{!103}
!134 = !{}
!135 = !DILocalVariable(name: "a", scope: !131, file: !2, line: 50, type: !136)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 1280, elements: !137)
!137 = !{!138}
!138 = !DISubrange(count: 40)
!139 = !DILocation(line: 50, column: 9, scope: !131)
!140 = !DILocalVariable(name: "x", scope: !131, file: !2, line: 51, type: !106)
!141 = !DILocation(line: 51, column: 14, scope: !131)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 52, type: !103)
!143 = distinct !DILexicalBlock(scope: !131, file: !2, line: 52, column: 5)
!144 = !DILocation(line: 52, column: 14, scope: !143)
!145 = !DILocation(line: 52, column: 10, scope: !143)
!146 = !DILocation(line: 52, column: 21, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !2, line: 52, column: 5)
!148 = !DILocation(line: 52, column: 23, scope: !147)
!149 = !DILocation(line: 52, column: 5, scope: !143)
!150 = !DILocation(line: 53, column: 13, scope: !151)
!151 = distinct !DILexicalBlock(scope: !147, file: !2, line: 52, column: 34)
!152 = !DILocation(line: 53, column: 15, scope: !151)
!153 = !DILocation(line: 53, column: 29, scope: !151)
!154 = !DILocation(line: 53, column: 11, scope: !151)
!155 = !DILocation(line: 54, column: 23, scope: !151)
!156 = !DILocation(line: 54, column: 25, scope: !151)
!157 = !DILocation(line: 54, column: 32, scope: !151)
!158 = !DILocation(line: 54, column: 39, scope: !151)
!159 = !DILocation(line: 54, column: 11, scope: !151)
!160 = !DILocation(line: 54, column: 9, scope: !151)
!161 = !DILocation(line: 54, column: 14, scope: !151)
!162 = !DILocation(line: 55, column: 5, scope: !151)
!163 = !DILocation(line: 52, column: 30, scope: !147)
!164 = !DILocation(line: 52, column: 5, scope: !147)
!165 = distinct !{!165, !149, !166, !167}
!166 = !DILocation(line: 55, column: 5, scope: !143)
!167 = !{!"llvm.loop.mustprogress"}
!168 = !DILocation(line: 56, column: 11, scope: !131)
!169 = !DILocation(line: 56, column: 5, scope: !131)
!170 = !DILocalVariable(name: "i", scope: !171, file: !2, line: 57, type: !103)
!171 = distinct !DILexicalBlock(scope: !131, file: !2, line: 57, column: 5)
!172 = !DILocation(line: 57, column: 14, scope: !171)
!173 = !DILocation(line: 57, column: 10, scope: !171)
!174 = !DILocation(line: 57, column: 21, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !2, line: 57, column: 5)
!176 = !DILocation(line: 57, column: 23, scope: !175)
!177 = !DILocation(line: 57, column: 5, scope: !171)
!178 = !DILocation(line: 58, column: 25, scope: !175)
!179 = !DILocation(line: 58, column: 23, scope: !175)
!180 = !DILocation(line: 58, column: 9, scope: !175)
!181 = !DILocation(line: 57, column: 30, scope: !175)
!182 = !DILocation(line: 57, column: 5, scope: !175)
!183 = distinct !{!183, !177, !184, !167}
!184 = !DILocation(line: 58, column: 27, scope: !171)
!185 = !DILocation(line: 59, column: 5, scope: !131)
!186 = !DILocalVariable(name: "keys", scope: !131, file: !2, line: 60, type: !187)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 320, elements: !35)
!188 = !DILocation(line: 60, column: 9, scope: !131)
!189 = !DILocation(line: 60, column: 18, scope: !131)
!190 = !DILocation(line: 60, column: 49, scope: !131)
!191 = !DILocation(line: 60, column: 55, scope: !131)
!192 = !DILocation(line: 60, column: 62, scope: !131)
!193 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 61, type: !103)
!194 = distinct !DILexicalBlock(scope: !131, file: !2, line: 61, column: 5)
!195 = !DILocation(line: 61, column: 14, scope: !194)
!196 = !DILocation(line: 61, column: 10, scope: !194)
!197 = !DILocation(line: 61, column: 21, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !2, line: 61, column: 5)
!199 = !DILocation(line: 61, column: 23, scope: !198)
!200 = !DILocation(line: 61, column: 5, scope: !194)
!201 = !DILocalVariable(name: "f", scope: !202, file: !2, line: 62, type: !203)
!202 = distinct !DILexicalBlock(scope: !198, file: !2, line: 61, column: 34)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 32)
!204 = !DILocation(line: 62, column: 14, scope: !202)
!205 = !DILocation(line: 62, column: 32, scope: !202)
!206 = !DILocation(line: 62, column: 27, scope: !202)
!207 = !DILocation(line: 62, column: 36, scope: !202)
!208 = !DILocation(line: 62, column: 18, scope: !202)
!209 = !DILocation(line: 63, column: 13, scope: !210)
!210 = distinct !DILexicalBlock(scope: !202, file: !2, line: 63, column: 13)
!211 = !DILocation(line: 63, column: 13, scope: !202)
!212 = !DILocation(line: 64, column: 65, scope: !210)
!213 = !DILocation(line: 64, column: 60, scope: !210)
!214 = !DILocation(line: 64, column: 70, scope: !210)
!215 = !DILocation(line: 64, column: 69, scope: !210)
!216 = !DILocation(line: 64, column: 13, scope: !210)
!217 = !DILocation(line: 67, column: 49, scope: !210)
!218 = !DILocation(line: 67, column: 44, scope: !210)
!219 = !DILocation(line: 67, column: 13, scope: !210)
!220 = !DILocation(line: 68, column: 5, scope: !202)
!221 = !DILocation(line: 61, column: 30, scope: !198)
!222 = !DILocation(line: 61, column: 5, scope: !198)
!223 = distinct !{!223, !200, !224, !167}
!224 = !DILocation(line: 68, column: 5, scope: !194)
!225 = !DILocation(line: 69, column: 11, scope: !131)
!226 = !DILocation(line: 69, column: 5, scope: !131)
!227 = !DILocation(line: 70, column: 39, scope: !131)
!228 = !DILocation(line: 70, column: 45, scope: !131)
!229 = !DILocation(line: 70, column: 51, scope: !131)
!230 = !DILocation(line: 70, column: 57, scope: !131)
!231 = !DILocation(line: 70, column: 5, scope: !131)
!232 = !DILocation(line: 71, column: 11, scope: !131)
!233 = !DILocation(line: 71, column: 5, scope: !131)
!234 = !DILocalVariable(name: "i", scope: !235, file: !2, line: 72, type: !103)
!235 = distinct !DILexicalBlock(scope: !131, file: !2, line: 72, column: 5)
!236 = !DILocation(line: 72, column: 14, scope: !235)
!237 = !DILocation(line: 72, column: 10, scope: !235)
!238 = !DILocation(line: 72, column: 21, scope: !239)
!239 = distinct !DILexicalBlock(scope: !235, file: !2, line: 72, column: 5)
!240 = !DILocation(line: 72, column: 23, scope: !239)
!241 = !DILocation(line: 72, column: 5, scope: !235)
!242 = !DILocation(line: 73, column: 25, scope: !239)
!243 = !DILocation(line: 73, column: 23, scope: !239)
!244 = !DILocation(line: 73, column: 9, scope: !239)
!245 = !DILocation(line: 72, column: 30, scope: !239)
!246 = !DILocation(line: 72, column: 5, scope: !239)
!247 = distinct !{!247, !241, !248, !167}
!248 = !DILocation(line: 73, column: 27, scope: !235)
!249 = !DILocation(line: 74, column: 5, scope: !131)
!250 = !DILocalVariable(name: "people", scope: !131, file: !2, line: 75, type: !251)
!251 = !DICompositeType(tag: DW_TAG_array_type, baseType: !252, size: 1536, elements: !30)
!252 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "person", file: !2, line: 8, size: 192, elements: !253)
!253 = !{!254, !258, !259}
!254 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !252, file: !2, line: 9, baseType: !255, size: 96)
!255 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !256)
!256 = !{!257}
!257 = !DISubrange(count: 12)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !252, file: !2, line: 10, baseType: !103, size: 32, offset: 96)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "score", scope: !252, file: !2, line: 11, baseType: !117, size: 64, offset: 128)
!260 = !DILocation(line: 75, column: 19, scope: !131)
!261 = !DILocalVariable(name: "np", scope: !131, file: !2, line: 78, type: !103)
!262 = !DILocation(line: 78, column: 9, scope: !131)
!263 = !DILocation(line: 79, column: 11, scope: !131)
!264 = !DILocation(line: 79, column: 27, scope: !131)
!265 = !DILocation(line: 79, column: 5, scope: !131)
!266 = !DILocalVariable(name: "i", scope: !267, file: !2, line: 80, type: !103)
!267 = distinct !DILexicalBlock(scope: !131, file: !2, line: 80, column: 5)
!268 = !DILocation(line: 80, column: 14, scope: !267)
!269 = !DILocation(line: 80, column: 10, scope: !267)
!270 = !DILocation(line: 80, column: 21, scope: !271)
!271 = distinct !DILexicalBlock(scope: !267, file: !2, line: 80, column: 5)
!272 = !DILocation(line: 80, column: 25, scope: !271)
!273 = !DILocation(line: 80, column: 23, scope: !271)
!274 = !DILocation(line: 80, column: 5, scope: !267)
!275 = !DILocation(line: 81, column: 34, scope: !271)
!276 = !DILocation(line: 81, column: 27, scope: !271)
!277 = !DILocation(line: 81, column: 37, scope: !271)
!278 = !DILocation(line: 81, column: 50, scope: !271)
!279 = !DILocation(line: 81, column: 43, scope: !271)
!280 = !DILocation(line: 81, column: 53, scope: !271)
!281 = !DILocation(line: 81, column: 9, scope: !271)
!282 = !DILocation(line: 80, column: 30, scope: !271)
!283 = !DILocation(line: 80, column: 5, scope: !271)
!284 = distinct !{!284, !274, !285, !167}
!285 = !DILocation(line: 81, column: 56, scope: !267)
!286 = !DILocation(line: 82, column: 5, scope: !131)
!287 = !DILocation(line: 83, column: 11, scope: !131)
!288 = !DILocation(line: 83, column: 27, scope: !131)
!289 = !DILocation(line: 83, column: 5, scope: !131)
!290 = !DILocalVariable(name: "i", scope: !291, file: !2, line: 84, type: !103)
!291 = distinct !DILexicalBlock(scope: !131, file: !2, line: 84, column: 5)
!292 = !DILocation(line: 84, column: 14, scope: !291)
!293 = !DILocation(line: 84, column: 10, scope: !291)
!294 = !DILocation(line: 84, column: 21, scope: !295)
!295 = distinct !DILexicalBlock(scope: !291, file: !2, line: 84, column: 5)
!296 = !DILocation(line: 84, column: 25, scope: !295)
!297 = !DILocation(line: 84, column: 23, scope: !295)
!298 = !DILocation(line: 84, column: 5, scope: !291)
!299 = !DILocation(line: 85, column: 36, scope: !295)
!300 = !DILocation(line: 85, column: 29, scope: !295)
!301 = !DILocation(line: 85, column: 39, scope: !295)
!302 = !DILocation(line: 85, column: 52, scope: !295)
!303 = !DILocation(line: 85, column: 45, scope: !295)
!304 = !DILocation(line: 85, column: 55, scope: !295)
!305 = !DILocation(line: 85, column: 9, scope: !295)
!306 = !DILocation(line: 84, column: 30, scope: !295)
!307 = !DILocation(line: 84, column: 5, scope: !295)
!308 = distinct !{!308, !298, !309, !167}
!309 = !DILocation(line: 85, column: 60, scope: !291)
!310 = !DILocation(line: 86, column: 5, scope: !131)
!311 = !DILocalVariable(name: "key", scope: !131, file: !2, line: 87, type: !252)
!312 = !DILocation(line: 87, column: 19, scope: !131)
!313 = !DILocation(line: 88, column: 16, scope: !131)
!314 = !DILocation(line: 88, column: 12, scope: !131)
!315 = !DILocation(line: 88, column: 5, scope: !131)
!316 = !DILocation(line: 89, column: 9, scope: !131)
!317 = !DILocation(line: 89, column: 15, scope: !131)
!318 = !DILocalVariable(name: "pf", scope: !131, file: !2, line: 90, type: !319)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 32)
!320 = !DILocation(line: 90, column: 20, scope: !131)
!321 = !DILocation(line: 90, column: 39, scope: !131)
!322 = !DILocation(line: 90, column: 55, scope: !131)
!323 = !DILocation(line: 90, column: 25, scope: !131)
!324 = !DILocation(line: 91, column: 43, scope: !131)
!325 = !DILocation(line: 91, column: 48, scope: !131)
!326 = !DILocation(line: 91, column: 52, scope: !131)
!327 = !DILocation(line: 91, column: 67, scope: !131)
!328 = !DILocation(line: 91, column: 79, scope: !131)
!329 = !DILocation(line: 91, column: 84, scope: !131)
!330 = !DILocation(line: 91, column: 82, scope: !131)
!331 = !DILocation(line: 91, column: 5, scope: !131)
!332 = !DILocalVariable(name: "words", scope: !131, file: !2, line: 92, type: !333)
!333 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 352, elements: !334)
!334 = !{!335}
!335 = !DISubrange(count: 11)
!336 = !DILocation(line: 92, column: 17, scope: !131)
!337 = !DILocalVariable(name: "nw", scope: !131, file: !2, line: 94, type: !103)
!338 = !DILocation(line: 94, column: 9, scope: !131)
!339 = !DILocation(line: 95, column: 11, scope: !131)
!340 = !DILocation(line: 95, column: 26, scope: !131)
!341 = !DILocation(line: 95, column: 5, scope: !131)
!342 = !DILocalVariable(name: "i", scope: !343, file: !2, line: 96, type: !103)
!343 = distinct !DILexicalBlock(scope: !131, file: !2, line: 96, column: 5)
!344 = !DILocation(line: 96, column: 14, scope: !343)
!345 = !DILocation(line: 96, column: 10, scope: !343)
!346 = !DILocation(line: 96, column: 21, scope: !347)
!347 = distinct !DILexicalBlock(scope: !343, file: !2, line: 96, column: 5)
!348 = !DILocation(line: 96, column: 25, scope: !347)
!349 = !DILocation(line: 96, column: 23, scope: !347)
!350 = !DILocation(line: 96, column: 5, scope: !343)
!351 = !DILocation(line: 97, column: 31, scope: !347)
!352 = !DILocation(line: 97, column: 25, scope: !347)
!353 = !DILocation(line: 97, column: 9, scope: !347)
!354 = !DILocation(line: 96, column: 30, scope: !347)
!355 = !DILocation(line: 96, column: 5, scope: !347)
!356 = distinct !{!356, !350, !357, !167}
!357 = !DILocation(line: 97, column: 33, scope: !343)
!358 = !DILocation(line: 98, column: 5, scope: !131)
!359 = !DILocalVariable(name: "probe", scope: !131, file: !2, line: 99, type: !360)
!360 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 160, elements: !50)
!361 = !DILocation(line: 99, column: 17, scope: !131)
!362 = !DILocalVariable(name: "i", scope: !363, file: !2, line: 100, type: !103)
!363 = distinct !DILexicalBlock(scope: !131, file: !2, line: 100, column: 5)
!364 = !DILocation(line: 100, column: 14, scope: !363)
!365 = !DILocation(line: 100, column: 10, scope: !363)
!366 = !DILocation(line: 100, column: 21, scope: !367)
!367 = distinct !DILexicalBlock(scope: !363, file: !2, line: 100, column: 5)
!368 = !DILocation(line: 100, column: 23, scope: !367)
!369 = !DILocation(line: 100, column: 5, scope: !363)
!370 = !DILocalVariable(name: "f", scope: !371, file: !2, line: 101, type: !372)
!371 = distinct !DILexicalBlock(scope: !367, file: !2, line: 100, column: 33)
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 32)
!373 = !DILocation(line: 101, column: 22, scope: !371)
!374 = !DILocation(line: 101, column: 41, scope: !371)
!375 = !DILocation(line: 101, column: 35, scope: !371)
!376 = !DILocation(line: 101, column: 45, scope: !371)
!377 = !DILocation(line: 101, column: 60, scope: !371)
!378 = !DILocation(line: 101, column: 26, scope: !371)
!379 = !DILocation(line: 102, column: 42, scope: !371)
!380 = !DILocation(line: 102, column: 36, scope: !371)
!381 = !DILocation(line: 102, column: 46, scope: !371)
!382 = !DILocation(line: 102, column: 57, scope: !371)
!383 = !DILocation(line: 102, column: 61, scope: !371)
!384 = !DILocation(line: 102, column: 59, scope: !371)
!385 = !DILocation(line: 102, column: 9, scope: !371)
!386 = !DILocation(line: 103, column: 5, scope: !371)
!387 = !DILocation(line: 100, column: 29, scope: !367)
!388 = !DILocation(line: 100, column: 5, scope: !367)
!389 = distinct !{!389, !369, !390, !167}
!390 = !DILocation(line: 103, column: 5, scope: !363)
!391 = !DILocalVariable(name: "d", scope: !131, file: !2, line: 104, type: !392)
!392 = !DICompositeType(tag: DW_TAG_array_type, baseType: !117, size: 768, elements: !256)
!393 = !DILocation(line: 104, column: 12, scope: !131)
!394 = !DILocalVariable(name: "i", scope: !395, file: !2, line: 105, type: !103)
!395 = distinct !DILexicalBlock(scope: !131, file: !2, line: 105, column: 5)
!396 = !DILocation(line: 105, column: 14, scope: !395)
!397 = !DILocation(line: 105, column: 10, scope: !395)
!398 = !DILocation(line: 105, column: 21, scope: !399)
!399 = distinct !DILexicalBlock(scope: !395, file: !2, line: 105, column: 5)
!400 = !DILocation(line: 105, column: 23, scope: !399)
!401 = !DILocation(line: 105, column: 5, scope: !395)
!402 = !DILocation(line: 106, column: 17, scope: !399)
!403 = !DILocation(line: 106, column: 19, scope: !399)
!404 = !DILocation(line: 106, column: 23, scope: !399)
!405 = !DILocation(line: 106, column: 16, scope: !399)
!406 = !DILocation(line: 106, column: 29, scope: !399)
!407 = !DILocation(line: 106, column: 35, scope: !399)
!408 = !DILocation(line: 106, column: 11, scope: !399)
!409 = !DILocation(line: 106, column: 9, scope: !399)
!410 = !DILocation(line: 106, column: 14, scope: !399)
!411 = !DILocation(line: 105, column: 30, scope: !399)
!412 = !DILocation(line: 105, column: 5, scope: !399)
!413 = distinct !{!413, !401, !414, !167}
!414 = !DILocation(line: 106, column: 37, scope: !395)
!415 = !DILocation(line: 107, column: 11, scope: !131)
!416 = !DILocation(line: 107, column: 5, scope: !131)
!417 = !DILocalVariable(name: "i", scope: !418, file: !2, line: 108, type: !103)
!418 = distinct !DILexicalBlock(scope: !131, file: !2, line: 108, column: 5)
!419 = !DILocation(line: 108, column: 14, scope: !418)
!420 = !DILocation(line: 108, column: 10, scope: !418)
!421 = !DILocation(line: 108, column: 21, scope: !422)
!422 = distinct !DILexicalBlock(scope: !418, file: !2, line: 108, column: 5)
!423 = !DILocation(line: 108, column: 23, scope: !422)
!424 = !DILocation(line: 108, column: 5, scope: !418)
!425 = !DILocation(line: 109, column: 27, scope: !422)
!426 = !DILocation(line: 109, column: 25, scope: !422)
!427 = !DILocation(line: 109, column: 9, scope: !422)
!428 = !DILocation(line: 108, column: 30, scope: !422)
!429 = !DILocation(line: 108, column: 5, scope: !422)
!430 = distinct !{!430, !424, !431, !167}
!431 = !DILocation(line: 109, column: 29, scope: !418)
!432 = !DILocation(line: 110, column: 5, scope: !131)
!433 = !DILocalVariable(name: "s", scope: !131, file: !2, line: 111, type: !434)
!434 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !435)
!435 = !{!436}
!436 = !DISubrange(count: 44)
!437 = !DILocation(line: 111, column: 10, scope: !131)
!438 = !DILocation(line: 112, column: 11, scope: !131)
!439 = !DILocation(line: 112, column: 21, scope: !131)
!440 = !DILocation(line: 112, column: 14, scope: !131)
!441 = !DILocation(line: 112, column: 5, scope: !131)
!442 = !DILocation(line: 113, column: 36, scope: !131)
!443 = !DILocation(line: 113, column: 5, scope: !131)
!444 = !DILocation(line: 115, column: 11, scope: !131)
!445 = !DILocation(line: 115, column: 5, scope: !131)
!446 = !DILocation(line: 116, column: 11, scope: !131)
!447 = !DILocation(line: 116, column: 5, scope: !131)
!448 = !DILocalVariable(name: "one", scope: !131, file: !2, line: 117, type: !103)
!449 = !DILocation(line: 117, column: 9, scope: !131)
!450 = !DILocation(line: 118, column: 64, scope: !131)
!451 = !DILocation(line: 118, column: 50, scope: !131)
!452 = !DILocation(line: 118, column: 92, scope: !131)
!453 = !DILocation(line: 119, column: 12, scope: !131)
!454 = !DILocation(line: 119, column: 56, scope: !131)
!455 = !DILocation(line: 118, column: 5, scope: !131)
!456 = !DILocation(line: 120, column: 5, scope: !131)
!457 = distinct !DISubprogram(name: "cmp_int", scope: !2, file: !2, line: 14, type: !458, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !134)
!458 = !DISubroutineType(types: !459)
!459 = !{!103, !460, !460}
!460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !461, size: 32)
!461 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!462 = !DILocalVariable(name: "a", arg: 1, scope: !457, file: !2, line: 14, type: !460)
!463 = !DILocation(line: 14, column: 32, scope: !457)
!464 = !DILocalVariable(name: "b", arg: 2, scope: !457, file: !2, line: 14, type: !460)
!465 = !DILocation(line: 14, column: 47, scope: !457)
!466 = !DILocalVariable(name: "x", scope: !457, file: !2, line: 15, type: !103)
!467 = !DILocation(line: 15, column: 9, scope: !457)
!468 = !DILocation(line: 15, column: 27, scope: !457)
!469 = !DILocation(line: 15, column: 13, scope: !457)
!470 = !DILocalVariable(name: "y", scope: !457, file: !2, line: 15, type: !103)
!471 = !DILocation(line: 15, column: 30, scope: !457)
!472 = !DILocation(line: 15, column: 48, scope: !457)
!473 = !DILocation(line: 15, column: 34, scope: !457)
!474 = !DILocation(line: 16, column: 13, scope: !457)
!475 = !DILocation(line: 16, column: 17, scope: !457)
!476 = !DILocation(line: 16, column: 15, scope: !457)
!477 = !DILocation(line: 16, column: 23, scope: !457)
!478 = !DILocation(line: 16, column: 27, scope: !457)
!479 = !DILocation(line: 16, column: 25, scope: !457)
!480 = !DILocation(line: 16, column: 20, scope: !457)
!481 = !DILocation(line: 16, column: 5, scope: !457)
!482 = distinct !DISubprogram(name: "cmp_int_desc", scope: !2, file: !2, line: 18, type: !458, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !134)
!483 = !DILocalVariable(name: "a", arg: 1, scope: !482, file: !2, line: 18, type: !460)
!484 = !DILocation(line: 18, column: 37, scope: !482)
!485 = !DILocalVariable(name: "b", arg: 2, scope: !482, file: !2, line: 18, type: !460)
!486 = !DILocation(line: 18, column: 52, scope: !482)
!487 = !DILocation(line: 18, column: 72, scope: !482)
!488 = !DILocation(line: 18, column: 75, scope: !482)
!489 = !DILocation(line: 18, column: 64, scope: !482)
!490 = !DILocation(line: 18, column: 57, scope: !482)
!491 = distinct !DISubprogram(name: "cmp_abs_then_value", scope: !2, file: !2, line: 19, type: !458, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !134)
!492 = !DILocalVariable(name: "a", arg: 1, scope: !491, file: !2, line: 19, type: !460)
!493 = !DILocation(line: 19, column: 43, scope: !491)
!494 = !DILocalVariable(name: "b", arg: 2, scope: !491, file: !2, line: 19, type: !460)
!495 = !DILocation(line: 19, column: 58, scope: !491)
!496 = !DILocalVariable(name: "x", scope: !491, file: !2, line: 20, type: !103)
!497 = !DILocation(line: 20, column: 9, scope: !491)
!498 = !DILocation(line: 20, column: 27, scope: !491)
!499 = !DILocation(line: 20, column: 13, scope: !491)
!500 = !DILocalVariable(name: "y", scope: !491, file: !2, line: 20, type: !103)
!501 = !DILocation(line: 20, column: 30, scope: !491)
!502 = !DILocation(line: 20, column: 48, scope: !491)
!503 = !DILocation(line: 20, column: 34, scope: !491)
!504 = !DILocalVariable(name: "ax", scope: !491, file: !2, line: 21, type: !103)
!505 = !DILocation(line: 21, column: 9, scope: !491)
!506 = !DILocation(line: 21, column: 18, scope: !491)
!507 = !DILocation(line: 21, column: 14, scope: !491)
!508 = !DILocalVariable(name: "ay", scope: !491, file: !2, line: 21, type: !103)
!509 = !DILocation(line: 21, column: 22, scope: !491)
!510 = !DILocation(line: 21, column: 31, scope: !491)
!511 = !DILocation(line: 21, column: 27, scope: !491)
!512 = !DILocation(line: 22, column: 9, scope: !513)
!513 = distinct !DILexicalBlock(scope: !491, file: !2, line: 22, column: 9)
!514 = !DILocation(line: 22, column: 15, scope: !513)
!515 = !DILocation(line: 22, column: 12, scope: !513)
!516 = !DILocation(line: 22, column: 9, scope: !491)
!517 = !DILocation(line: 23, column: 17, scope: !513)
!518 = !DILocation(line: 23, column: 22, scope: !513)
!519 = !DILocation(line: 23, column: 20, scope: !513)
!520 = !DILocation(line: 23, column: 29, scope: !513)
!521 = !DILocation(line: 23, column: 34, scope: !513)
!522 = !DILocation(line: 23, column: 32, scope: !513)
!523 = !DILocation(line: 23, column: 26, scope: !513)
!524 = !DILocation(line: 23, column: 9, scope: !513)
!525 = !DILocation(line: 24, column: 13, scope: !491)
!526 = !DILocation(line: 24, column: 17, scope: !491)
!527 = !DILocation(line: 24, column: 15, scope: !491)
!528 = !DILocation(line: 24, column: 23, scope: !491)
!529 = !DILocation(line: 24, column: 27, scope: !491)
!530 = !DILocation(line: 24, column: 25, scope: !491)
!531 = !DILocation(line: 24, column: 20, scope: !491)
!532 = !DILocation(line: 24, column: 5, scope: !491)
!533 = !DILocation(line: 25, column: 1, scope: !491)
!534 = distinct !DISubprogram(name: "cmp_person_age", scope: !2, file: !2, line: 26, type: !458, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !134)
!535 = !DILocalVariable(name: "a", arg: 1, scope: !534, file: !2, line: 26, type: !460)
!536 = !DILocation(line: 26, column: 39, scope: !534)
!537 = !DILocalVariable(name: "b", arg: 2, scope: !534, file: !2, line: 26, type: !460)
!538 = !DILocation(line: 26, column: 54, scope: !534)
!539 = !DILocalVariable(name: "p", scope: !534, file: !2, line: 27, type: !540)
!540 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !541, size: 32)
!541 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !252)
!542 = !DILocation(line: 27, column: 26, scope: !534)
!543 = !DILocation(line: 27, column: 30, scope: !534)
!544 = !DILocalVariable(name: "q", scope: !534, file: !2, line: 27, type: !540)
!545 = !DILocation(line: 27, column: 34, scope: !534)
!546 = !DILocation(line: 27, column: 38, scope: !534)
!547 = !DILocation(line: 28, column: 9, scope: !548)
!548 = distinct !DILexicalBlock(scope: !534, file: !2, line: 28, column: 9)
!549 = !DILocation(line: 28, column: 12, scope: !548)
!550 = !DILocation(line: 28, column: 19, scope: !548)
!551 = !DILocation(line: 28, column: 22, scope: !548)
!552 = !DILocation(line: 28, column: 16, scope: !548)
!553 = !DILocation(line: 28, column: 9, scope: !534)
!554 = !DILocation(line: 29, column: 16, scope: !548)
!555 = !DILocation(line: 29, column: 19, scope: !548)
!556 = !DILocation(line: 29, column: 25, scope: !548)
!557 = !DILocation(line: 29, column: 28, scope: !548)
!558 = !DILocation(line: 29, column: 23, scope: !548)
!559 = !DILocation(line: 29, column: 9, scope: !548)
!560 = !DILocation(line: 30, column: 19, scope: !534)
!561 = !DILocation(line: 30, column: 22, scope: !534)
!562 = !DILocation(line: 30, column: 28, scope: !534)
!563 = !DILocation(line: 30, column: 31, scope: !534)
!564 = !DILocation(line: 30, column: 12, scope: !534)
!565 = !DILocation(line: 30, column: 5, scope: !534)
!566 = !DILocation(line: 31, column: 1, scope: !534)
!567 = distinct !DISubprogram(name: "cmp_person_score", scope: !2, file: !2, line: 32, type: !458, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !134)
!568 = !DILocalVariable(name: "a", arg: 1, scope: !567, file: !2, line: 32, type: !460)
!569 = !DILocation(line: 32, column: 41, scope: !567)
!570 = !DILocalVariable(name: "b", arg: 2, scope: !567, file: !2, line: 32, type: !460)
!571 = !DILocation(line: 32, column: 56, scope: !567)
!572 = !DILocalVariable(name: "p", scope: !567, file: !2, line: 33, type: !540)
!573 = !DILocation(line: 33, column: 26, scope: !567)
!574 = !DILocation(line: 33, column: 30, scope: !567)
!575 = !DILocalVariable(name: "q", scope: !567, file: !2, line: 33, type: !540)
!576 = !DILocation(line: 33, column: 34, scope: !567)
!577 = !DILocation(line: 33, column: 38, scope: !567)
!578 = !DILocation(line: 34, column: 9, scope: !579)
!579 = distinct !DILexicalBlock(scope: !567, file: !2, line: 34, column: 9)
!580 = !DILocation(line: 34, column: 12, scope: !579)
!581 = !DILocation(line: 34, column: 20, scope: !579)
!582 = !DILocation(line: 34, column: 23, scope: !579)
!583 = !DILocation(line: 34, column: 18, scope: !579)
!584 = !DILocation(line: 34, column: 9, scope: !567)
!585 = !DILocation(line: 34, column: 30, scope: !579)
!586 = !DILocation(line: 35, column: 9, scope: !587)
!587 = distinct !DILexicalBlock(scope: !567, file: !2, line: 35, column: 9)
!588 = !DILocation(line: 35, column: 12, scope: !587)
!589 = !DILocation(line: 35, column: 20, scope: !587)
!590 = !DILocation(line: 35, column: 23, scope: !587)
!591 = !DILocation(line: 35, column: 18, scope: !587)
!592 = !DILocation(line: 35, column: 9, scope: !567)
!593 = !DILocation(line: 35, column: 30, scope: !587)
!594 = !DILocation(line: 36, column: 19, scope: !567)
!595 = !DILocation(line: 36, column: 22, scope: !567)
!596 = !DILocation(line: 36, column: 28, scope: !567)
!597 = !DILocation(line: 36, column: 31, scope: !567)
!598 = !DILocation(line: 36, column: 12, scope: !567)
!599 = !DILocation(line: 36, column: 5, scope: !567)
!600 = !DILocation(line: 37, column: 1, scope: !567)
!601 = distinct !DISubprogram(name: "cmp_str", scope: !2, file: !2, line: 38, type: !458, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !134)
!602 = !DILocalVariable(name: "a", arg: 1, scope: !601, file: !2, line: 38, type: !460)
!603 = !DILocation(line: 38, column: 32, scope: !601)
!604 = !DILocalVariable(name: "b", arg: 2, scope: !601, file: !2, line: 38, type: !460)
!605 = !DILocation(line: 38, column: 47, scope: !601)
!606 = !DILocation(line: 39, column: 41, scope: !601)
!607 = !DILocation(line: 39, column: 19, scope: !601)
!608 = !DILocation(line: 39, column: 66, scope: !601)
!609 = !DILocation(line: 39, column: 44, scope: !601)
!610 = !DILocation(line: 39, column: 12, scope: !601)
!611 = !DILocation(line: 39, column: 5, scope: !601)
!612 = distinct !DISubprogram(name: "cmp_double", scope: !2, file: !2, line: 41, type: !458, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !134)
!613 = !DILocalVariable(name: "a", arg: 1, scope: !612, file: !2, line: 41, type: !460)
!614 = !DILocation(line: 41, column: 35, scope: !612)
!615 = !DILocalVariable(name: "b", arg: 2, scope: !612, file: !2, line: 41, type: !460)
!616 = !DILocation(line: 41, column: 50, scope: !612)
!617 = !DILocalVariable(name: "x", scope: !612, file: !2, line: 42, type: !117)
!618 = !DILocation(line: 42, column: 12, scope: !612)
!619 = !DILocation(line: 42, column: 33, scope: !612)
!620 = !DILocation(line: 42, column: 16, scope: !612)
!621 = !DILocalVariable(name: "y", scope: !612, file: !2, line: 42, type: !117)
!622 = !DILocation(line: 42, column: 36, scope: !612)
!623 = !DILocation(line: 42, column: 57, scope: !612)
!624 = !DILocation(line: 42, column: 40, scope: !612)
!625 = !DILocation(line: 43, column: 13, scope: !612)
!626 = !DILocation(line: 43, column: 17, scope: !612)
!627 = !DILocation(line: 43, column: 15, scope: !612)
!628 = !DILocation(line: 43, column: 23, scope: !612)
!629 = !DILocation(line: 43, column: 27, scope: !612)
!630 = !DILocation(line: 43, column: 25, scope: !612)
!631 = !DILocation(line: 43, column: 20, scope: !612)
!632 = !DILocation(line: 43, column: 5, scope: !612)
!633 = distinct !DISubprogram(name: "cmp_char", scope: !2, file: !2, line: 45, type: !458, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !134)
!634 = !DILocalVariable(name: "a", arg: 1, scope: !633, file: !2, line: 45, type: !460)
!635 = !DILocation(line: 45, column: 33, scope: !633)
!636 = !DILocalVariable(name: "b", arg: 2, scope: !633, file: !2, line: 45, type: !460)
!637 = !DILocation(line: 45, column: 48, scope: !633)
!638 = !DILocation(line: 46, column: 36, scope: !633)
!639 = !DILocation(line: 46, column: 12, scope: !633)
!640 = !DILocation(line: 46, column: 64, scope: !633)
!641 = !DILocation(line: 46, column: 40, scope: !633)
!642 = !DILocation(line: 46, column: 38, scope: !633)
!643 = !DILocation(line: 46, column: 5, scope: !633)
