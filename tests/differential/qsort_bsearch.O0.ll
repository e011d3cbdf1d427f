; ModuleID = 'qsort_bsearch.c'
source_filename = "qsort_bsearch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.person = type { [12 x i8], i32, double }

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [36 x i8] c"bsearch %d: found, value at hit %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [20 x i8] c"bsearch %d: absent\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [23 x i8] c"desc: %d %d %d ... %d\0A\00", align 1, !dbg !22
@__const.main.people = private unnamed_addr constant [8 x %struct.person] [%struct.person { [12 x i8] c"mallory\00\00\00\00\00", i32 31, double 5.550000e+01 }, %struct.person { [12 x i8] c"alice\00\00\00\00\00\00\00", i32 30, double 9.100000e+01 }, %struct.person { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", i32 25, double 7.825000e+01 }, %struct.person { [12 x i8] c"carol\00\00\00\00\00\00\00", i32 30, double 9.100000e+01 }, %struct.person { [12 x i8] c"dave\00\00\00\00\00\00\00\00", i32 41, double 6.000000e+01 }, %struct.person { [12 x i8] c"erin\00\00\00\00\00\00\00\00", i32 25, double 8.500000e+01 }, %struct.person { [12 x i8] c"frank\00\00\00\00\00\00\00", i32 19, double 7.825000e+01 }, %struct.person { [12 x i8] c"grace\00\00\00\00\00\00\00", i32 30, double 9.950000e+01 }], align 16
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
@__const.main.words = private unnamed_addr constant [11 x ptr] [ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20], align 16
@.str.21 = private unnamed_addr constant [6 x i8] c"'%s' \00", align 1, !dbg !83
@.str.22 = private unnamed_addr constant [6 x i8] c"grape\00", align 1, !dbg !85
@__const.main.probe = private unnamed_addr constant [5 x ptr] [ptr @.str.12, ptr @.str.22, ptr @.str.18, ptr @.str.19, ptr @.str.16], align 16
@.str.23 = private unnamed_addr constant [16 x i8] c"find '%s': %ld\0A\00", align 1, !dbg !87
@.str.24 = private unnamed_addr constant [6 x i8] c"%.2f \00", align 1, !dbg !92
@__const.main.s = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 16
@.str.25 = private unnamed_addr constant [20 x i8] c"sorted chars: '%s'\0A\00", align 1, !dbg !94
@.str.26 = private unnamed_addr constant [34 x i8] c"bsearch in empty: %d, in one: %d\0A\00", align 1, !dbg !96

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !130 {
  %1 = alloca i32, align 4
  %2 = alloca [40 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [10 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca [8 x %struct.person], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.person, align 8
  %15 = alloca ptr, align 8
  %16 = alloca [11 x ptr], align 16
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [5 x ptr], align 16
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  %22 = alloca [12 x double], align 16
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca [44 x i8], align 16
  %26 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !134, !DIExpression(), !138)
    #dbg_declare(ptr %3, !139, !DIExpression(), !141)
  store i32 7, ptr %3, align 4, !dbg !141
    #dbg_declare(ptr %4, !142, !DIExpression(), !144)
  store i32 0, ptr %4, align 4, !dbg !144
  br label %27, !dbg !145

27:                                               ; preds = %41, %0
  %28 = load i32, ptr %4, align 4, !dbg !146
  %29 = icmp slt i32 %28, 40, !dbg !148
  br i1 %29, label %30, label %44, !dbg !149

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
  %39 = sext i32 %38 to i64, !dbg !160
  %40 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %39, !dbg !160
  store i32 %37, ptr %40, align 4, !dbg !161
  br label %41, !dbg !162

41:                                               ; preds = %30
  %42 = load i32, ptr %4, align 4, !dbg !163
  %43 = add nsw i32 %42, 1, !dbg !163
  store i32 %43, ptr %4, align 4, !dbg !163
  br label %27, !dbg !164, !llvm.loop !165

44:                                               ; preds = %27
  %45 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 0, !dbg !168
  call void @qsort(ptr noundef %45, i64 noundef 40, i64 noundef 4, ptr noundef @cmp_int), !dbg !169
    #dbg_declare(ptr %5, !170, !DIExpression(), !172)
  store i32 0, ptr %5, align 4, !dbg !172
  br label %46, !dbg !173

46:                                               ; preds = %55, %44
  %47 = load i32, ptr %5, align 4, !dbg !174
  %48 = icmp slt i32 %47, 40, !dbg !176
  br i1 %48, label %49, label %58, !dbg !177

49:                                               ; preds = %46
  %50 = load i32, ptr %5, align 4, !dbg !178
  %51 = sext i32 %50 to i64, !dbg !179
  %52 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %51, !dbg !179
  %53 = load i32, ptr %52, align 4, !dbg !179
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %53), !dbg !180
  br label %55, !dbg !180

55:                                               ; preds = %49
  %56 = load i32, ptr %5, align 4, !dbg !181
  %57 = add nsw i32 %56, 1, !dbg !181
  store i32 %57, ptr %5, align 4, !dbg !181
  br label %46, !dbg !182, !llvm.loop !183

58:                                               ; preds = %46
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !185
    #dbg_declare(ptr %6, !186, !DIExpression(), !188)
  store i32 -100, ptr %6, align 4, !dbg !189
  %60 = getelementptr inbounds i32, ptr %6, i64 1, !dbg !189
  store i32 -50, ptr %60, align 4, !dbg !189
  %61 = getelementptr inbounds i32, ptr %6, i64 2, !dbg !189
  store i32 0, ptr %61, align 4, !dbg !189
  %62 = getelementptr inbounds i32, ptr %6, i64 3, !dbg !189
  store i32 3, ptr %62, align 4, !dbg !189
  %63 = getelementptr inbounds i32, ptr %6, i64 4, !dbg !189
  store i32 17, ptr %63, align 4, !dbg !189
  %64 = getelementptr inbounds i32, ptr %6, i64 5, !dbg !189
  store i32 99, ptr %64, align 4, !dbg !189
  %65 = getelementptr inbounds i32, ptr %6, i64 6, !dbg !189
  store i32 100, ptr %65, align 4, !dbg !189
  %66 = getelementptr inbounds i32, ptr %6, i64 7, !dbg !189
  %67 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 0, !dbg !190
  %68 = load i32, ptr %67, align 16, !dbg !190
  store i32 %68, ptr %66, align 4, !dbg !189
  %69 = getelementptr inbounds i32, ptr %6, i64 8, !dbg !189
  %70 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 39, !dbg !191
  %71 = load i32, ptr %70, align 4, !dbg !191
  store i32 %71, ptr %69, align 4, !dbg !189
  %72 = getelementptr inbounds i32, ptr %6, i64 9, !dbg !189
  %73 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 20, !dbg !192
  %74 = load i32, ptr %73, align 16, !dbg !192
  store i32 %74, ptr %72, align 4, !dbg !189
    #dbg_declare(ptr %7, !193, !DIExpression(), !195)
  store i32 0, ptr %7, align 4, !dbg !195
  br label %75, !dbg !196

75:                                               ; preds = %101, %58
  %76 = load i32, ptr %7, align 4, !dbg !197
  %77 = icmp slt i32 %76, 10, !dbg !199
  br i1 %77, label %78, label %104, !dbg !200

78:                                               ; preds = %75
    #dbg_declare(ptr %8, !201, !DIExpression(), !204)
  %79 = load i32, ptr %7, align 4, !dbg !205
  %80 = sext i32 %79 to i64, !dbg !206
  %81 = getelementptr inbounds [10 x i32], ptr %6, i64 0, i64 %80, !dbg !206
  %82 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 0, !dbg !207
  %83 = call ptr @bsearch(ptr noundef %81, ptr noundef %82, i64 noundef 40, i64 noundef 4, ptr noundef @cmp_int), !dbg !208
  store ptr %83, ptr %8, align 8, !dbg !204
  %84 = load ptr, ptr %8, align 8, !dbg !209
  %85 = icmp ne ptr %84, null, !dbg !209
  br i1 %85, label %86, label %94, !dbg !211

86:                                               ; preds = %78
  %87 = load i32, ptr %7, align 4, !dbg !212
  %88 = sext i32 %87 to i64, !dbg !213
  %89 = getelementptr inbounds [10 x i32], ptr %6, i64 0, i64 %88, !dbg !213
  %90 = load i32, ptr %89, align 4, !dbg !213
  %91 = load ptr, ptr %8, align 8, !dbg !214
  %92 = load i32, ptr %91, align 4, !dbg !215
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %90, i32 noundef %92), !dbg !216
  br label %100, !dbg !216

94:                                               ; preds = %78
  %95 = load i32, ptr %7, align 4, !dbg !217
  %96 = sext i32 %95 to i64, !dbg !218
  %97 = getelementptr inbounds [10 x i32], ptr %6, i64 0, i64 %96, !dbg !218
  %98 = load i32, ptr %97, align 4, !dbg !218
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %98), !dbg !219
  br label %100

100:                                              ; preds = %94, %86
  br label %101, !dbg !220

101:                                              ; preds = %100
  %102 = load i32, ptr %7, align 4, !dbg !221
  %103 = add nsw i32 %102, 1, !dbg !221
  store i32 %103, ptr %7, align 4, !dbg !221
  br label %75, !dbg !222, !llvm.loop !223

104:                                              ; preds = %75
  %105 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 0, !dbg !225
  call void @qsort(ptr noundef %105, i64 noundef 40, i64 noundef 4, ptr noundef @cmp_int_desc), !dbg !226
  %106 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 0, !dbg !227
  %107 = load i32, ptr %106, align 16, !dbg !227
  %108 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 1, !dbg !228
  %109 = load i32, ptr %108, align 4, !dbg !228
  %110 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 2, !dbg !229
  %111 = load i32, ptr %110, align 8, !dbg !229
  %112 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 39, !dbg !230
  %113 = load i32, ptr %112, align 4, !dbg !230
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %107, i32 noundef %109, i32 noundef %111, i32 noundef %113), !dbg !231
  %115 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 0, !dbg !232
  call void @qsort(ptr noundef %115, i64 noundef 40, i64 noundef 4, ptr noundef @cmp_abs_then_value), !dbg !233
    #dbg_declare(ptr %9, !234, !DIExpression(), !236)
  store i32 0, ptr %9, align 4, !dbg !236
  br label %116, !dbg !237

116:                                              ; preds = %125, %104
  %117 = load i32, ptr %9, align 4, !dbg !238
  %118 = icmp slt i32 %117, 40, !dbg !240
  br i1 %118, label %119, label %128, !dbg !241

119:                                              ; preds = %116
  %120 = load i32, ptr %9, align 4, !dbg !242
  %121 = sext i32 %120 to i64, !dbg !243
  %122 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 %121, !dbg !243
  %123 = load i32, ptr %122, align 4, !dbg !243
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %123), !dbg !244
  br label %125, !dbg !244

125:                                              ; preds = %119
  %126 = load i32, ptr %9, align 4, !dbg !245
  %127 = add nsw i32 %126, 1, !dbg !245
  store i32 %127, ptr %9, align 4, !dbg !245
  br label %116, !dbg !246, !llvm.loop !247

128:                                              ; preds = %116
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !249
    #dbg_declare(ptr %10, !250, !DIExpression(), !260)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 @__const.main.people, i64 192, i1 false), !dbg !260
    #dbg_declare(ptr %11, !261, !DIExpression(), !262)
  store i32 8, ptr %11, align 4, !dbg !262
  %130 = getelementptr inbounds [8 x %struct.person], ptr %10, i64 0, i64 0, !dbg !263
  %131 = load i32, ptr %11, align 4, !dbg !264
  %132 = sext i32 %131 to i64, !dbg !265
  call void @qsort(ptr noundef %130, i64 noundef %132, i64 noundef 24, ptr noundef @cmp_person_age), !dbg !266
    #dbg_declare(ptr %12, !267, !DIExpression(), !269)
  store i32 0, ptr %12, align 4, !dbg !269
  br label %133, !dbg !270

133:                                              ; preds = %149, %128
  %134 = load i32, ptr %12, align 4, !dbg !271
  %135 = load i32, ptr %11, align 4, !dbg !273
  %136 = icmp slt i32 %134, %135, !dbg !274
  br i1 %136, label %137, label %152, !dbg !275

137:                                              ; preds = %133
  %138 = load i32, ptr %12, align 4, !dbg !276
  %139 = sext i32 %138 to i64, !dbg !277
  %140 = getelementptr inbounds [8 x %struct.person], ptr %10, i64 0, i64 %139, !dbg !277
  %141 = getelementptr inbounds %struct.person, ptr %140, i32 0, i32 0, !dbg !278
  %142 = getelementptr inbounds [12 x i8], ptr %141, i64 0, i64 0, !dbg !277
  %143 = load i32, ptr %12, align 4, !dbg !279
  %144 = sext i32 %143 to i64, !dbg !280
  %145 = getelementptr inbounds [8 x %struct.person], ptr %10, i64 0, i64 %144, !dbg !280
  %146 = getelementptr inbounds %struct.person, ptr %145, i32 0, i32 1, !dbg !281
  %147 = load i32, ptr %146, align 4, !dbg !281
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %142, i32 noundef %147), !dbg !282
  br label %149, !dbg !282

149:                                              ; preds = %137
  %150 = load i32, ptr %12, align 4, !dbg !283
  %151 = add nsw i32 %150, 1, !dbg !283
  store i32 %151, ptr %12, align 4, !dbg !283
  br label %133, !dbg !284, !llvm.loop !285

152:                                              ; preds = %133
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !287
  %154 = getelementptr inbounds [8 x %struct.person], ptr %10, i64 0, i64 0, !dbg !288
  %155 = load i32, ptr %11, align 4, !dbg !289
  %156 = sext i32 %155 to i64, !dbg !290
  call void @qsort(ptr noundef %154, i64 noundef %156, i64 noundef 24, ptr noundef @cmp_person_score), !dbg !291
    #dbg_declare(ptr %13, !292, !DIExpression(), !294)
  store i32 0, ptr %13, align 4, !dbg !294
  br label %157, !dbg !295

157:                                              ; preds = %173, %152
  %158 = load i32, ptr %13, align 4, !dbg !296
  %159 = load i32, ptr %11, align 4, !dbg !298
  %160 = icmp slt i32 %158, %159, !dbg !299
  br i1 %160, label %161, label %176, !dbg !300

161:                                              ; preds = %157
  %162 = load i32, ptr %13, align 4, !dbg !301
  %163 = sext i32 %162 to i64, !dbg !302
  %164 = getelementptr inbounds [8 x %struct.person], ptr %10, i64 0, i64 %163, !dbg !302
  %165 = getelementptr inbounds %struct.person, ptr %164, i32 0, i32 0, !dbg !303
  %166 = getelementptr inbounds [12 x i8], ptr %165, i64 0, i64 0, !dbg !302
  %167 = load i32, ptr %13, align 4, !dbg !304
  %168 = sext i32 %167 to i64, !dbg !305
  %169 = getelementptr inbounds [8 x %struct.person], ptr %10, i64 0, i64 %168, !dbg !305
  %170 = getelementptr inbounds %struct.person, ptr %169, i32 0, i32 2, !dbg !306
  %171 = load double, ptr %170, align 8, !dbg !306
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %166, double noundef %171), !dbg !307
  br label %173, !dbg !307

173:                                              ; preds = %161
  %174 = load i32, ptr %13, align 4, !dbg !308
  %175 = add nsw i32 %174, 1, !dbg !308
  store i32 %175, ptr %13, align 4, !dbg !308
  br label %157, !dbg !309, !llvm.loop !310

176:                                              ; preds = %157
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !312
    #dbg_declare(ptr %14, !313, !DIExpression(), !314)
  %178 = getelementptr inbounds %struct.person, ptr %14, i32 0, i32 0, !dbg !315
  %179 = getelementptr inbounds [12 x i8], ptr %178, i64 0, i64 0, !dbg !316
  %180 = call ptr @strcpy(ptr noundef %179, ptr noundef @.str.7) #6, !dbg !317
  %181 = getelementptr inbounds %struct.person, ptr %14, i32 0, i32 2, !dbg !318
  store double 9.100000e+01, ptr %181, align 8, !dbg !319
    #dbg_declare(ptr %15, !320, !DIExpression(), !322)
  %182 = getelementptr inbounds [8 x %struct.person], ptr %10, i64 0, i64 0, !dbg !323
  %183 = load i32, ptr %11, align 4, !dbg !324
  %184 = sext i32 %183 to i64, !dbg !325
  %185 = call ptr @bsearch(ptr noundef %14, ptr noundef %182, i64 noundef %184, i64 noundef 24, ptr noundef @cmp_person_score), !dbg !326
  store ptr %185, ptr %15, align 8, !dbg !322
  %186 = load ptr, ptr %15, align 8, !dbg !327
  %187 = icmp ne ptr %186, null, !dbg !327
  br i1 %187, label %188, label %192, !dbg !327

188:                                              ; preds = %176
  %189 = load ptr, ptr %15, align 8, !dbg !328
  %190 = getelementptr inbounds %struct.person, ptr %189, i32 0, i32 0, !dbg !329
  %191 = getelementptr inbounds [12 x i8], ptr %190, i64 0, i64 0, !dbg !328
  br label %193, !dbg !327

192:                                              ; preds = %176
  br label %193, !dbg !327

193:                                              ; preds = %192, %188
  %194 = phi ptr [ %191, %188 ], [ @.str.9, %192 ], !dbg !327
  %195 = load ptr, ptr %15, align 8, !dbg !330
  %196 = icmp ne ptr %195, null, !dbg !330
  br i1 %196, label %197, label %204, !dbg !330

197:                                              ; preds = %193
  %198 = load ptr, ptr %15, align 8, !dbg !331
  %199 = getelementptr inbounds [8 x %struct.person], ptr %10, i64 0, i64 0, !dbg !332
  %200 = ptrtoint ptr %198 to i64, !dbg !333
  %201 = ptrtoint ptr %199 to i64, !dbg !333
  %202 = sub i64 %200, %201, !dbg !333
  %203 = sdiv exact i64 %202, 24, !dbg !333
  br label %205, !dbg !330

204:                                              ; preds = %193
  br label %205, !dbg !330

205:                                              ; preds = %204, %197
  %206 = phi i64 [ %203, %197 ], [ -1, %204 ], !dbg !330
  %207 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %194, i64 noundef %206), !dbg !334
    #dbg_declare(ptr %16, !335, !DIExpression(), !339)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.main.words, i64 88, i1 false), !dbg !339
    #dbg_declare(ptr %17, !340, !DIExpression(), !341)
  store i32 11, ptr %17, align 4, !dbg !341
  %208 = getelementptr inbounds [11 x ptr], ptr %16, i64 0, i64 0, !dbg !342
  %209 = load i32, ptr %17, align 4, !dbg !343
  %210 = sext i32 %209 to i64, !dbg !344
  call void @qsort(ptr noundef %208, i64 noundef %210, i64 noundef 8, ptr noundef @cmp_str), !dbg !345
    #dbg_declare(ptr %18, !346, !DIExpression(), !348)
  store i32 0, ptr %18, align 4, !dbg !348
  br label %211, !dbg !349

211:                                              ; preds = %221, %205
  %212 = load i32, ptr %18, align 4, !dbg !350
  %213 = load i32, ptr %17, align 4, !dbg !352
  %214 = icmp slt i32 %212, %213, !dbg !353
  br i1 %214, label %215, label %224, !dbg !354

215:                                              ; preds = %211
  %216 = load i32, ptr %18, align 4, !dbg !355
  %217 = sext i32 %216 to i64, !dbg !356
  %218 = getelementptr inbounds [11 x ptr], ptr %16, i64 0, i64 %217, !dbg !356
  %219 = load ptr, ptr %218, align 8, !dbg !356
  %220 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %219), !dbg !357
  br label %221, !dbg !357

221:                                              ; preds = %215
  %222 = load i32, ptr %18, align 4, !dbg !358
  %223 = add nsw i32 %222, 1, !dbg !358
  store i32 %223, ptr %18, align 4, !dbg !358
  br label %211, !dbg !359, !llvm.loop !360

224:                                              ; preds = %211
  %225 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !362
    #dbg_declare(ptr %19, !363, !DIExpression(), !365)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %19, ptr align 16 @__const.main.probe, i64 40, i1 false), !dbg !365
    #dbg_declare(ptr %20, !366, !DIExpression(), !368)
  store i32 0, ptr %20, align 4, !dbg !368
  br label %226, !dbg !369

226:                                              ; preds = %254, %224
  %227 = load i32, ptr %20, align 4, !dbg !370
  %228 = icmp slt i32 %227, 5, !dbg !372
  br i1 %228, label %229, label %257, !dbg !373

229:                                              ; preds = %226
    #dbg_declare(ptr %21, !374, !DIExpression(), !377)
  %230 = load i32, ptr %20, align 4, !dbg !378
  %231 = sext i32 %230 to i64, !dbg !379
  %232 = getelementptr inbounds [5 x ptr], ptr %19, i64 0, i64 %231, !dbg !379
  %233 = getelementptr inbounds [11 x ptr], ptr %16, i64 0, i64 0, !dbg !380
  %234 = load i32, ptr %17, align 4, !dbg !381
  %235 = sext i32 %234 to i64, !dbg !382
  %236 = call ptr @bsearch(ptr noundef %232, ptr noundef %233, i64 noundef %235, i64 noundef 8, ptr noundef @cmp_str), !dbg !383
  store ptr %236, ptr %21, align 8, !dbg !377
  %237 = load i32, ptr %20, align 4, !dbg !384
  %238 = sext i32 %237 to i64, !dbg !385
  %239 = getelementptr inbounds [5 x ptr], ptr %19, i64 0, i64 %238, !dbg !385
  %240 = load ptr, ptr %239, align 8, !dbg !385
  %241 = load ptr, ptr %21, align 8, !dbg !386
  %242 = icmp ne ptr %241, null, !dbg !386
  br i1 %242, label %243, label %250, !dbg !386

243:                                              ; preds = %229
  %244 = load ptr, ptr %21, align 8, !dbg !387
  %245 = getelementptr inbounds [11 x ptr], ptr %16, i64 0, i64 0, !dbg !388
  %246 = ptrtoint ptr %244 to i64, !dbg !389
  %247 = ptrtoint ptr %245 to i64, !dbg !389
  %248 = sub i64 %246, %247, !dbg !389
  %249 = sdiv exact i64 %248, 8, !dbg !389
  br label %251, !dbg !386

250:                                              ; preds = %229
  br label %251, !dbg !386

251:                                              ; preds = %250, %243
  %252 = phi i64 [ %249, %243 ], [ -1, %250 ], !dbg !386
  %253 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, ptr noundef %240, i64 noundef %252), !dbg !390
  br label %254, !dbg !391

254:                                              ; preds = %251
  %255 = load i32, ptr %20, align 4, !dbg !392
  %256 = add nsw i32 %255, 1, !dbg !392
  store i32 %256, ptr %20, align 4, !dbg !392
  br label %226, !dbg !393, !llvm.loop !394

257:                                              ; preds = %226
    #dbg_declare(ptr %22, !396, !DIExpression(), !398)
    #dbg_declare(ptr %23, !399, !DIExpression(), !401)
  store i32 0, ptr %23, align 4, !dbg !401
  br label %258, !dbg !402

258:                                              ; preds = %271, %257
  %259 = load i32, ptr %23, align 4, !dbg !403
  %260 = icmp slt i32 %259, 12, !dbg !405
  br i1 %260, label %261, label %274, !dbg !406

261:                                              ; preds = %258
  %262 = load i32, ptr %23, align 4, !dbg !407
  %263 = mul nsw i32 %262, 7, !dbg !408
  %264 = srem i32 %263, 12, !dbg !409
  %265 = sitofp i32 %264 to double, !dbg !410
  %266 = fdiv double %265, 4.000000e+00, !dbg !411
  %267 = fsub double %266, 1.000000e+00, !dbg !412
  %268 = load i32, ptr %23, align 4, !dbg !413
  %269 = sext i32 %268 to i64, !dbg !414
  %270 = getelementptr inbounds [12 x double], ptr %22, i64 0, i64 %269, !dbg !414
  store double %267, ptr %270, align 8, !dbg !415
  br label %271, !dbg !414

271:                                              ; preds = %261
  %272 = load i32, ptr %23, align 4, !dbg !416
  %273 = add nsw i32 %272, 1, !dbg !416
  store i32 %273, ptr %23, align 4, !dbg !416
  br label %258, !dbg !417, !llvm.loop !418

274:                                              ; preds = %258
  %275 = getelementptr inbounds [12 x double], ptr %22, i64 0, i64 0, !dbg !420
  call void @qsort(ptr noundef %275, i64 noundef 12, i64 noundef 8, ptr noundef @cmp_double), !dbg !421
    #dbg_declare(ptr %24, !422, !DIExpression(), !424)
  store i32 0, ptr %24, align 4, !dbg !424
  br label %276, !dbg !425

276:                                              ; preds = %285, %274
  %277 = load i32, ptr %24, align 4, !dbg !426
  %278 = icmp slt i32 %277, 12, !dbg !428
  br i1 %278, label %279, label %288, !dbg !429

279:                                              ; preds = %276
  %280 = load i32, ptr %24, align 4, !dbg !430
  %281 = sext i32 %280 to i64, !dbg !431
  %282 = getelementptr inbounds [12 x double], ptr %22, i64 0, i64 %281, !dbg !431
  %283 = load double, ptr %282, align 8, !dbg !431
  %284 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, double noundef %283), !dbg !432
  br label %285, !dbg !432

285:                                              ; preds = %279
  %286 = load i32, ptr %24, align 4, !dbg !433
  %287 = add nsw i32 %286, 1, !dbg !433
  store i32 %287, ptr %24, align 4, !dbg !433
  br label %276, !dbg !434, !llvm.loop !435

288:                                              ; preds = %276
  %289 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !437
    #dbg_declare(ptr %25, !438, !DIExpression(), !442)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %25, ptr align 16 @__const.main.s, i64 44, i1 false), !dbg !442
  %290 = getelementptr inbounds [44 x i8], ptr %25, i64 0, i64 0, !dbg !443
  %291 = getelementptr inbounds [44 x i8], ptr %25, i64 0, i64 0, !dbg !444
  %292 = call i64 @strlen(ptr noundef %291) #7, !dbg !445
  call void @qsort(ptr noundef %290, i64 noundef %292, i64 noundef 1, ptr noundef @cmp_char), !dbg !446
  %293 = getelementptr inbounds [44 x i8], ptr %25, i64 0, i64 0, !dbg !447
  %294 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, ptr noundef %293), !dbg !448
  %295 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 0, !dbg !449
  call void @qsort(ptr noundef %295, i64 noundef 0, i64 noundef 4, ptr noundef @cmp_int), !dbg !450
  %296 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 0, !dbg !451
  call void @qsort(ptr noundef %296, i64 noundef 1, i64 noundef 4, ptr noundef @cmp_int), !dbg !452
    #dbg_declare(ptr %26, !453, !DIExpression(), !454)
  store i32 5, ptr %26, align 4, !dbg !454
  %297 = getelementptr inbounds [40 x i32], ptr %2, i64 0, i64 0, !dbg !455
  %298 = call ptr @bsearch(ptr noundef %26, ptr noundef %297, i64 noundef 0, i64 noundef 4, ptr noundef @cmp_int), !dbg !456
  %299 = icmp eq ptr %298, null, !dbg !457
  %300 = zext i1 %299 to i32, !dbg !457
  %301 = call ptr @bsearch(ptr noundef %26, ptr noundef %26, i64 noundef 1, i64 noundef 4, ptr noundef @cmp_int), !dbg !458
  %302 = icmp ne ptr %301, null, !dbg !459
  %303 = zext i1 %302 to i32, !dbg !459
  %304 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %300, i32 noundef %303), !dbg !460
  ret i32 0, !dbg !461
}

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int(ptr noundef %0, ptr noundef %1) #0 !dbg !462 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !467, !DIExpression(), !468)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !469, !DIExpression(), !470)
    #dbg_declare(ptr %5, !471, !DIExpression(), !472)
  %7 = load ptr, ptr %3, align 8, !dbg !473
  %8 = load i32, ptr %7, align 4, !dbg !474
  store i32 %8, ptr %5, align 4, !dbg !472
    #dbg_declare(ptr %6, !475, !DIExpression(), !476)
  %9 = load ptr, ptr %4, align 8, !dbg !477
  %10 = load i32, ptr %9, align 4, !dbg !478
  store i32 %10, ptr %6, align 4, !dbg !476
  %11 = load i32, ptr %5, align 4, !dbg !479
  %12 = load i32, ptr %6, align 4, !dbg !480
  %13 = icmp sgt i32 %11, %12, !dbg !481
  %14 = zext i1 %13 to i32, !dbg !481
  %15 = load i32, ptr %5, align 4, !dbg !482
  %16 = load i32, ptr %6, align 4, !dbg !483
  %17 = icmp slt i32 %15, %16, !dbg !484
  %18 = zext i1 %17 to i32, !dbg !484
  %19 = sub nsw i32 %14, %18, !dbg !485
  ret i32 %19, !dbg !486
}

declare i32 @printf(ptr noundef, ...) #1

declare ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(ptr noundef %0, ptr noundef %1) #0 !dbg !487 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !488, !DIExpression(), !489)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !490, !DIExpression(), !491)
  %5 = load ptr, ptr %4, align 8, !dbg !492
  %6 = load ptr, ptr %3, align 8, !dbg !493
  %7 = call i32 @cmp_int(ptr noundef %5, ptr noundef %6), !dbg !494
  ret i32 %7, !dbg !495
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_abs_then_value(ptr noundef %0, ptr noundef %1) #0 !dbg !496 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !497, !DIExpression(), !498)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !499, !DIExpression(), !500)
    #dbg_declare(ptr %6, !501, !DIExpression(), !502)
  %10 = load ptr, ptr %4, align 8, !dbg !503
  %11 = load i32, ptr %10, align 4, !dbg !504
  store i32 %11, ptr %6, align 4, !dbg !502
    #dbg_declare(ptr %7, !505, !DIExpression(), !506)
  %12 = load ptr, ptr %5, align 8, !dbg !507
  %13 = load i32, ptr %12, align 4, !dbg !508
  store i32 %13, ptr %7, align 4, !dbg !506
    #dbg_declare(ptr %8, !509, !DIExpression(), !510)
  %14 = load i32, ptr %6, align 4, !dbg !511
  %15 = call i32 @llvm.abs.i32(i32 %14, i1 true), !dbg !512
  store i32 %15, ptr %8, align 4, !dbg !510
    #dbg_declare(ptr %9, !513, !DIExpression(), !514)
  %16 = load i32, ptr %7, align 4, !dbg !515
  %17 = call i32 @llvm.abs.i32(i32 %16, i1 true), !dbg !516
  store i32 %17, ptr %9, align 4, !dbg !514
  %18 = load i32, ptr %8, align 4, !dbg !517
  %19 = load i32, ptr %9, align 4, !dbg !519
  %20 = icmp ne i32 %18, %19, !dbg !520
  br i1 %20, label %21, label %31, !dbg !521

21:                                               ; preds = %2
  %22 = load i32, ptr %8, align 4, !dbg !522
  %23 = load i32, ptr %9, align 4, !dbg !523
  %24 = icmp sgt i32 %22, %23, !dbg !524
  %25 = zext i1 %24 to i32, !dbg !524
  %26 = load i32, ptr %8, align 4, !dbg !525
  %27 = load i32, ptr %9, align 4, !dbg !526
  %28 = icmp slt i32 %26, %27, !dbg !527
  %29 = zext i1 %28 to i32, !dbg !527
  %30 = sub nsw i32 %25, %29, !dbg !528
  store i32 %30, ptr %3, align 4, !dbg !529
  br label %41, !dbg !529

31:                                               ; preds = %2
  %32 = load i32, ptr %6, align 4, !dbg !530
  %33 = load i32, ptr %7, align 4, !dbg !531
  %34 = icmp sgt i32 %32, %33, !dbg !532
  %35 = zext i1 %34 to i32, !dbg !532
  %36 = load i32, ptr %6, align 4, !dbg !533
  %37 = load i32, ptr %7, align 4, !dbg !534
  %38 = icmp slt i32 %36, %37, !dbg !535
  %39 = zext i1 %38 to i32, !dbg !535
  %40 = sub nsw i32 %35, %39, !dbg !536
  store i32 %40, ptr %3, align 4, !dbg !537
  br label %41, !dbg !537

41:                                               ; preds = %31, %21
  %42 = load i32, ptr %3, align 4, !dbg !538
  ret i32 %42, !dbg !538
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_person_age(ptr noundef %0, ptr noundef %1) #0 !dbg !539 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !540, !DIExpression(), !541)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !542, !DIExpression(), !543)
    #dbg_declare(ptr %6, !544, !DIExpression(), !547)
  %8 = load ptr, ptr %4, align 8, !dbg !548
  store ptr %8, ptr %6, align 8, !dbg !547
    #dbg_declare(ptr %7, !549, !DIExpression(), !550)
  %9 = load ptr, ptr %5, align 8, !dbg !551
  store ptr %9, ptr %7, align 8, !dbg !550
  %10 = load ptr, ptr %6, align 8, !dbg !552
  %11 = getelementptr inbounds %struct.person, ptr %10, i32 0, i32 1, !dbg !554
  %12 = load i32, ptr %11, align 4, !dbg !554
  %13 = load ptr, ptr %7, align 8, !dbg !555
  %14 = getelementptr inbounds %struct.person, ptr %13, i32 0, i32 1, !dbg !556
  %15 = load i32, ptr %14, align 4, !dbg !556
  %16 = icmp ne i32 %12, %15, !dbg !557
  br i1 %16, label %17, label %25, !dbg !558

17:                                               ; preds = %2
  %18 = load ptr, ptr %6, align 8, !dbg !559
  %19 = getelementptr inbounds %struct.person, ptr %18, i32 0, i32 1, !dbg !560
  %20 = load i32, ptr %19, align 4, !dbg !560
  %21 = load ptr, ptr %7, align 8, !dbg !561
  %22 = getelementptr inbounds %struct.person, ptr %21, i32 0, i32 1, !dbg !562
  %23 = load i32, ptr %22, align 4, !dbg !562
  %24 = sub nsw i32 %20, %23, !dbg !563
  store i32 %24, ptr %3, align 4, !dbg !564
  br label %33, !dbg !564

25:                                               ; preds = %2
  %26 = load ptr, ptr %6, align 8, !dbg !565
  %27 = getelementptr inbounds %struct.person, ptr %26, i32 0, i32 0, !dbg !566
  %28 = getelementptr inbounds [12 x i8], ptr %27, i64 0, i64 0, !dbg !565
  %29 = load ptr, ptr %7, align 8, !dbg !567
  %30 = getelementptr inbounds %struct.person, ptr %29, i32 0, i32 0, !dbg !568
  %31 = getelementptr inbounds [12 x i8], ptr %30, i64 0, i64 0, !dbg !567
  %32 = call i32 @strcmp(ptr noundef %28, ptr noundef %31) #7, !dbg !569
  store i32 %32, ptr %3, align 4, !dbg !570
  br label %33, !dbg !570

33:                                               ; preds = %25, %17
  %34 = load i32, ptr %3, align 4, !dbg !571
  ret i32 %34, !dbg !571
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_person_score(ptr noundef %0, ptr noundef %1) #0 !dbg !572 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !573, !DIExpression(), !574)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !575, !DIExpression(), !576)
    #dbg_declare(ptr %6, !577, !DIExpression(), !578)
  %8 = load ptr, ptr %4, align 8, !dbg !579
  store ptr %8, ptr %6, align 8, !dbg !578
    #dbg_declare(ptr %7, !580, !DIExpression(), !581)
  %9 = load ptr, ptr %5, align 8, !dbg !582
  store ptr %9, ptr %7, align 8, !dbg !581
  %10 = load ptr, ptr %6, align 8, !dbg !583
  %11 = getelementptr inbounds %struct.person, ptr %10, i32 0, i32 2, !dbg !585
  %12 = load double, ptr %11, align 8, !dbg !585
  %13 = load ptr, ptr %7, align 8, !dbg !586
  %14 = getelementptr inbounds %struct.person, ptr %13, i32 0, i32 2, !dbg !587
  %15 = load double, ptr %14, align 8, !dbg !587
  %16 = fcmp olt double %12, %15, !dbg !588
  br i1 %16, label %17, label %18, !dbg !589

17:                                               ; preds = %2
  store i32 1, ptr %3, align 4, !dbg !590
  br label %35, !dbg !590

18:                                               ; preds = %2
  %19 = load ptr, ptr %6, align 8, !dbg !591
  %20 = getelementptr inbounds %struct.person, ptr %19, i32 0, i32 2, !dbg !593
  %21 = load double, ptr %20, align 8, !dbg !593
  %22 = load ptr, ptr %7, align 8, !dbg !594
  %23 = getelementptr inbounds %struct.person, ptr %22, i32 0, i32 2, !dbg !595
  %24 = load double, ptr %23, align 8, !dbg !595
  %25 = fcmp ogt double %21, %24, !dbg !596
  br i1 %25, label %26, label %27, !dbg !597

26:                                               ; preds = %18
  store i32 -1, ptr %3, align 4, !dbg !598
  br label %35, !dbg !598

27:                                               ; preds = %18
  %28 = load ptr, ptr %6, align 8, !dbg !599
  %29 = getelementptr inbounds %struct.person, ptr %28, i32 0, i32 0, !dbg !600
  %30 = getelementptr inbounds [12 x i8], ptr %29, i64 0, i64 0, !dbg !599
  %31 = load ptr, ptr %7, align 8, !dbg !601
  %32 = getelementptr inbounds %struct.person, ptr %31, i32 0, i32 0, !dbg !602
  %33 = getelementptr inbounds [12 x i8], ptr %32, i64 0, i64 0, !dbg !601
  %34 = call i32 @strcmp(ptr noundef %30, ptr noundef %33) #7, !dbg !603
  store i32 %34, ptr %3, align 4, !dbg !604
  br label %35, !dbg !604

35:                                               ; preds = %27, %26, %17
  %36 = load i32, ptr %3, align 4, !dbg !605
  ret i32 %36, !dbg !605
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_str(ptr noundef %0, ptr noundef %1) #0 !dbg !606 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !607, !DIExpression(), !608)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !609, !DIExpression(), !610)
  %5 = load ptr, ptr %3, align 8, !dbg !611
  %6 = load ptr, ptr %5, align 8, !dbg !612
  %7 = load ptr, ptr %4, align 8, !dbg !613
  %8 = load ptr, ptr %7, align 8, !dbg !614
  %9 = call i32 @strcmp(ptr noundef %6, ptr noundef %8) #7, !dbg !615
  ret i32 %9, !dbg !616
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_double(ptr noundef %0, ptr noundef %1) #0 !dbg !617 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !618, !DIExpression(), !619)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !620, !DIExpression(), !621)
    #dbg_declare(ptr %5, !622, !DIExpression(), !623)
  %7 = load ptr, ptr %3, align 8, !dbg !624
  %8 = load double, ptr %7, align 8, !dbg !625
  store double %8, ptr %5, align 8, !dbg !623
    #dbg_declare(ptr %6, !626, !DIExpression(), !627)
  %9 = load ptr, ptr %4, align 8, !dbg !628
  %10 = load double, ptr %9, align 8, !dbg !629
  store double %10, ptr %6, align 8, !dbg !627
  %11 = load double, ptr %5, align 8, !dbg !630
  %12 = load double, ptr %6, align 8, !dbg !631
  %13 = fcmp ogt double %11, %12, !dbg !632
  %14 = zext i1 %13 to i32, !dbg !632
  %15 = load double, ptr %5, align 8, !dbg !633
  %16 = load double, ptr %6, align 8, !dbg !634
  %17 = fcmp olt double %15, %16, !dbg !635
  %18 = zext i1 %17 to i32, !dbg !635
  %19 = sub nsw i32 %14, %18, !dbg !636
  ret i32 %19, !dbg !637
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_char(ptr noundef %0, ptr noundef %1) #0 !dbg !638 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !639, !DIExpression(), !640)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !641, !DIExpression(), !642)
  %5 = load ptr, ptr %3, align 8, !dbg !643
  %6 = load i8, ptr %5, align 1, !dbg !644
  %7 = zext i8 %6 to i32, !dbg !644
  %8 = load ptr, ptr %4, align 8, !dbg !645
  %9 = load i8, ptr %8, align 1, !dbg !646
  %10 = zext i8 %9 to i32, !dbg !646
  %11 = sub nsw i32 %7, %10, !dbg !647
  ret i32 %11, !dbg !648
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #5

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!101}
!llvm.module.flags = !{!122, !123, !124, !125, !126, !127, !128}
!llvm.ident = !{!129}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "qsort_bsearch.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "5b14bf77858405db7401c7723baebc9e")
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
!106 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!107 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !117)
!117 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !120)
!120 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!121 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !54, !56, !58, !63, !65, !67, !69, !71, !76, !81, !83, !85, !87, !92, !94, !96}
!122 = !{i32 7, !"Dwarf Version", i32 5}
!123 = !{i32 2, !"Debug Info Version", i32 3}
!124 = !{i32 1, !"wchar_size", i32 4}
!125 = !{i32 8, !"PIC Level", i32 2}
!126 = !{i32 7, !"PIE Level", i32 2}
!127 = !{i32 7, !"uwtable", i32 2}
!128 = !{i32 7, !"frame-pointer", i32 2}
!129 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!130 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !131, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !101, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!103}
!133 = !{}
!134 = !DILocalVariable(name: "a", scope: !130, file: !2, line: 50, type: !135)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 1280, elements: !136)
!136 = !{!137}
!137 = !DISubrange(count: 40)
!138 = !DILocation(line: 50, column: 9, scope: !130)
!139 = !DILocalVariable(name: "x", scope: !130, file: !2, line: 51, type: !140)
!140 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!141 = !DILocation(line: 51, column: 14, scope: !130)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 52, type: !103)
!143 = distinct !DILexicalBlock(scope: !130, file: !2, line: 52, column: 5)
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
!168 = !DILocation(line: 56, column: 11, scope: !130)
!169 = !DILocation(line: 56, column: 5, scope: !130)
!170 = !DILocalVariable(name: "i", scope: !171, file: !2, line: 57, type: !103)
!171 = distinct !DILexicalBlock(scope: !130, file: !2, line: 57, column: 5)
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
!185 = !DILocation(line: 59, column: 5, scope: !130)
!186 = !DILocalVariable(name: "keys", scope: !130, file: !2, line: 60, type: !187)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 320, elements: !35)
!188 = !DILocation(line: 60, column: 9, scope: !130)
!189 = !DILocation(line: 60, column: 18, scope: !130)
!190 = !DILocation(line: 60, column: 49, scope: !130)
!191 = !DILocation(line: 60, column: 55, scope: !130)
!192 = !DILocation(line: 60, column: 62, scope: !130)
!193 = !DILocalVariable(name: "i", scope: !194, file: !2, line: 61, type: !103)
!194 = distinct !DILexicalBlock(scope: !130, file: !2, line: 61, column: 5)
!195 = !DILocation(line: 61, column: 14, scope: !194)
!196 = !DILocation(line: 61, column: 10, scope: !194)
!197 = !DILocation(line: 61, column: 21, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !2, line: 61, column: 5)
!199 = !DILocation(line: 61, column: 23, scope: !198)
!200 = !DILocation(line: 61, column: 5, scope: !194)
!201 = !DILocalVariable(name: "f", scope: !202, file: !2, line: 62, type: !203)
!202 = distinct !DILexicalBlock(scope: !198, file: !2, line: 61, column: 34)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
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
!225 = !DILocation(line: 69, column: 11, scope: !130)
!226 = !DILocation(line: 69, column: 5, scope: !130)
!227 = !DILocation(line: 70, column: 39, scope: !130)
!228 = !DILocation(line: 70, column: 45, scope: !130)
!229 = !DILocation(line: 70, column: 51, scope: !130)
!230 = !DILocation(line: 70, column: 57, scope: !130)
!231 = !DILocation(line: 70, column: 5, scope: !130)
!232 = !DILocation(line: 71, column: 11, scope: !130)
!233 = !DILocation(line: 71, column: 5, scope: !130)
!234 = !DILocalVariable(name: "i", scope: !235, file: !2, line: 72, type: !103)
!235 = distinct !DILexicalBlock(scope: !130, file: !2, line: 72, column: 5)
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
!249 = !DILocation(line: 74, column: 5, scope: !130)
!250 = !DILocalVariable(name: "people", scope: !130, file: !2, line: 75, type: !251)
!251 = !DICompositeType(tag: DW_TAG_array_type, baseType: !252, size: 1536, elements: !30)
!252 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "person", file: !2, line: 8, size: 192, elements: !253)
!253 = !{!254, !258, !259}
!254 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !252, file: !2, line: 9, baseType: !255, size: 96)
!255 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !256)
!256 = !{!257}
!257 = !DISubrange(count: 12)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !252, file: !2, line: 10, baseType: !103, size: 32, offset: 96)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "score", scope: !252, file: !2, line: 11, baseType: !117, size: 64, offset: 128)
!260 = !DILocation(line: 75, column: 19, scope: !130)
!261 = !DILocalVariable(name: "np", scope: !130, file: !2, line: 78, type: !103)
!262 = !DILocation(line: 78, column: 9, scope: !130)
!263 = !DILocation(line: 79, column: 11, scope: !130)
!264 = !DILocation(line: 79, column: 27, scope: !130)
!265 = !DILocation(line: 79, column: 19, scope: !130)
!266 = !DILocation(line: 79, column: 5, scope: !130)
!267 = !DILocalVariable(name: "i", scope: !268, file: !2, line: 80, type: !103)
!268 = distinct !DILexicalBlock(scope: !130, file: !2, line: 80, column: 5)
!269 = !DILocation(line: 80, column: 14, scope: !268)
!270 = !DILocation(line: 80, column: 10, scope: !268)
!271 = !DILocation(line: 80, column: 21, scope: !272)
!272 = distinct !DILexicalBlock(scope: !268, file: !2, line: 80, column: 5)
!273 = !DILocation(line: 80, column: 25, scope: !272)
!274 = !DILocation(line: 80, column: 23, scope: !272)
!275 = !DILocation(line: 80, column: 5, scope: !268)
!276 = !DILocation(line: 81, column: 34, scope: !272)
!277 = !DILocation(line: 81, column: 27, scope: !272)
!278 = !DILocation(line: 81, column: 37, scope: !272)
!279 = !DILocation(line: 81, column: 50, scope: !272)
!280 = !DILocation(line: 81, column: 43, scope: !272)
!281 = !DILocation(line: 81, column: 53, scope: !272)
!282 = !DILocation(line: 81, column: 9, scope: !272)
!283 = !DILocation(line: 80, column: 30, scope: !272)
!284 = !DILocation(line: 80, column: 5, scope: !272)
!285 = distinct !{!285, !275, !286, !167}
!286 = !DILocation(line: 81, column: 56, scope: !268)
!287 = !DILocation(line: 82, column: 5, scope: !130)
!288 = !DILocation(line: 83, column: 11, scope: !130)
!289 = !DILocation(line: 83, column: 27, scope: !130)
!290 = !DILocation(line: 83, column: 19, scope: !130)
!291 = !DILocation(line: 83, column: 5, scope: !130)
!292 = !DILocalVariable(name: "i", scope: !293, file: !2, line: 84, type: !103)
!293 = distinct !DILexicalBlock(scope: !130, file: !2, line: 84, column: 5)
!294 = !DILocation(line: 84, column: 14, scope: !293)
!295 = !DILocation(line: 84, column: 10, scope: !293)
!296 = !DILocation(line: 84, column: 21, scope: !297)
!297 = distinct !DILexicalBlock(scope: !293, file: !2, line: 84, column: 5)
!298 = !DILocation(line: 84, column: 25, scope: !297)
!299 = !DILocation(line: 84, column: 23, scope: !297)
!300 = !DILocation(line: 84, column: 5, scope: !293)
!301 = !DILocation(line: 85, column: 36, scope: !297)
!302 = !DILocation(line: 85, column: 29, scope: !297)
!303 = !DILocation(line: 85, column: 39, scope: !297)
!304 = !DILocation(line: 85, column: 52, scope: !297)
!305 = !DILocation(line: 85, column: 45, scope: !297)
!306 = !DILocation(line: 85, column: 55, scope: !297)
!307 = !DILocation(line: 85, column: 9, scope: !297)
!308 = !DILocation(line: 84, column: 30, scope: !297)
!309 = !DILocation(line: 84, column: 5, scope: !297)
!310 = distinct !{!310, !300, !311, !167}
!311 = !DILocation(line: 85, column: 60, scope: !293)
!312 = !DILocation(line: 86, column: 5, scope: !130)
!313 = !DILocalVariable(name: "key", scope: !130, file: !2, line: 87, type: !252)
!314 = !DILocation(line: 87, column: 19, scope: !130)
!315 = !DILocation(line: 88, column: 16, scope: !130)
!316 = !DILocation(line: 88, column: 12, scope: !130)
!317 = !DILocation(line: 88, column: 5, scope: !130)
!318 = !DILocation(line: 89, column: 9, scope: !130)
!319 = !DILocation(line: 89, column: 15, scope: !130)
!320 = !DILocalVariable(name: "pf", scope: !130, file: !2, line: 90, type: !321)
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!322 = !DILocation(line: 90, column: 20, scope: !130)
!323 = !DILocation(line: 90, column: 39, scope: !130)
!324 = !DILocation(line: 90, column: 55, scope: !130)
!325 = !DILocation(line: 90, column: 47, scope: !130)
!326 = !DILocation(line: 90, column: 25, scope: !130)
!327 = !DILocation(line: 91, column: 43, scope: !130)
!328 = !DILocation(line: 91, column: 48, scope: !130)
!329 = !DILocation(line: 91, column: 52, scope: !130)
!330 = !DILocation(line: 91, column: 67, scope: !130)
!331 = !DILocation(line: 91, column: 79, scope: !130)
!332 = !DILocation(line: 91, column: 84, scope: !130)
!333 = !DILocation(line: 91, column: 82, scope: !130)
!334 = !DILocation(line: 91, column: 5, scope: !130)
!335 = !DILocalVariable(name: "words", scope: !130, file: !2, line: 92, type: !336)
!336 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 704, elements: !337)
!337 = !{!338}
!338 = !DISubrange(count: 11)
!339 = !DILocation(line: 92, column: 17, scope: !130)
!340 = !DILocalVariable(name: "nw", scope: !130, file: !2, line: 94, type: !103)
!341 = !DILocation(line: 94, column: 9, scope: !130)
!342 = !DILocation(line: 95, column: 11, scope: !130)
!343 = !DILocation(line: 95, column: 26, scope: !130)
!344 = !DILocation(line: 95, column: 18, scope: !130)
!345 = !DILocation(line: 95, column: 5, scope: !130)
!346 = !DILocalVariable(name: "i", scope: !347, file: !2, line: 96, type: !103)
!347 = distinct !DILexicalBlock(scope: !130, file: !2, line: 96, column: 5)
!348 = !DILocation(line: 96, column: 14, scope: !347)
!349 = !DILocation(line: 96, column: 10, scope: !347)
!350 = !DILocation(line: 96, column: 21, scope: !351)
!351 = distinct !DILexicalBlock(scope: !347, file: !2, line: 96, column: 5)
!352 = !DILocation(line: 96, column: 25, scope: !351)
!353 = !DILocation(line: 96, column: 23, scope: !351)
!354 = !DILocation(line: 96, column: 5, scope: !347)
!355 = !DILocation(line: 97, column: 31, scope: !351)
!356 = !DILocation(line: 97, column: 25, scope: !351)
!357 = !DILocation(line: 97, column: 9, scope: !351)
!358 = !DILocation(line: 96, column: 30, scope: !351)
!359 = !DILocation(line: 96, column: 5, scope: !351)
!360 = distinct !{!360, !354, !361, !167}
!361 = !DILocation(line: 97, column: 33, scope: !347)
!362 = !DILocation(line: 98, column: 5, scope: !130)
!363 = !DILocalVariable(name: "probe", scope: !130, file: !2, line: 99, type: !364)
!364 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 320, elements: !50)
!365 = !DILocation(line: 99, column: 17, scope: !130)
!366 = !DILocalVariable(name: "i", scope: !367, file: !2, line: 100, type: !103)
!367 = distinct !DILexicalBlock(scope: !130, file: !2, line: 100, column: 5)
!368 = !DILocation(line: 100, column: 14, scope: !367)
!369 = !DILocation(line: 100, column: 10, scope: !367)
!370 = !DILocation(line: 100, column: 21, scope: !371)
!371 = distinct !DILexicalBlock(scope: !367, file: !2, line: 100, column: 5)
!372 = !DILocation(line: 100, column: 23, scope: !371)
!373 = !DILocation(line: 100, column: 5, scope: !367)
!374 = !DILocalVariable(name: "f", scope: !375, file: !2, line: 101, type: !376)
!375 = distinct !DILexicalBlock(scope: !371, file: !2, line: 100, column: 33)
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!377 = !DILocation(line: 101, column: 22, scope: !375)
!378 = !DILocation(line: 101, column: 41, scope: !375)
!379 = !DILocation(line: 101, column: 35, scope: !375)
!380 = !DILocation(line: 101, column: 45, scope: !375)
!381 = !DILocation(line: 101, column: 60, scope: !375)
!382 = !DILocation(line: 101, column: 52, scope: !375)
!383 = !DILocation(line: 101, column: 26, scope: !375)
!384 = !DILocation(line: 102, column: 42, scope: !375)
!385 = !DILocation(line: 102, column: 36, scope: !375)
!386 = !DILocation(line: 102, column: 46, scope: !375)
!387 = !DILocation(line: 102, column: 57, scope: !375)
!388 = !DILocation(line: 102, column: 61, scope: !375)
!389 = !DILocation(line: 102, column: 59, scope: !375)
!390 = !DILocation(line: 102, column: 9, scope: !375)
!391 = !DILocation(line: 103, column: 5, scope: !375)
!392 = !DILocation(line: 100, column: 29, scope: !371)
!393 = !DILocation(line: 100, column: 5, scope: !371)
!394 = distinct !{!394, !373, !395, !167}
!395 = !DILocation(line: 103, column: 5, scope: !367)
!396 = !DILocalVariable(name: "d", scope: !130, file: !2, line: 104, type: !397)
!397 = !DICompositeType(tag: DW_TAG_array_type, baseType: !117, size: 768, elements: !256)
!398 = !DILocation(line: 104, column: 12, scope: !130)
!399 = !DILocalVariable(name: "i", scope: !400, file: !2, line: 105, type: !103)
!400 = distinct !DILexicalBlock(scope: !130, file: !2, line: 105, column: 5)
!401 = !DILocation(line: 105, column: 14, scope: !400)
!402 = !DILocation(line: 105, column: 10, scope: !400)
!403 = !DILocation(line: 105, column: 21, scope: !404)
!404 = distinct !DILexicalBlock(scope: !400, file: !2, line: 105, column: 5)
!405 = !DILocation(line: 105, column: 23, scope: !404)
!406 = !DILocation(line: 105, column: 5, scope: !400)
!407 = !DILocation(line: 106, column: 17, scope: !404)
!408 = !DILocation(line: 106, column: 19, scope: !404)
!409 = !DILocation(line: 106, column: 23, scope: !404)
!410 = !DILocation(line: 106, column: 16, scope: !404)
!411 = !DILocation(line: 106, column: 29, scope: !404)
!412 = !DILocation(line: 106, column: 35, scope: !404)
!413 = !DILocation(line: 106, column: 11, scope: !404)
!414 = !DILocation(line: 106, column: 9, scope: !404)
!415 = !DILocation(line: 106, column: 14, scope: !404)
!416 = !DILocation(line: 105, column: 30, scope: !404)
!417 = !DILocation(line: 105, column: 5, scope: !404)
!418 = distinct !{!418, !406, !419, !167}
!419 = !DILocation(line: 106, column: 37, scope: !400)
!420 = !DILocation(line: 107, column: 11, scope: !130)
!421 = !DILocation(line: 107, column: 5, scope: !130)
!422 = !DILocalVariable(name: "i", scope: !423, file: !2, line: 108, type: !103)
!423 = distinct !DILexicalBlock(scope: !130, file: !2, line: 108, column: 5)
!424 = !DILocation(line: 108, column: 14, scope: !423)
!425 = !DILocation(line: 108, column: 10, scope: !423)
!426 = !DILocation(line: 108, column: 21, scope: !427)
!427 = distinct !DILexicalBlock(scope: !423, file: !2, line: 108, column: 5)
!428 = !DILocation(line: 108, column: 23, scope: !427)
!429 = !DILocation(line: 108, column: 5, scope: !423)
!430 = !DILocation(line: 109, column: 27, scope: !427)
!431 = !DILocation(line: 109, column: 25, scope: !427)
!432 = !DILocation(line: 109, column: 9, scope: !427)
!433 = !DILocation(line: 108, column: 30, scope: !427)
!434 = !DILocation(line: 108, column: 5, scope: !427)
!435 = distinct !{!435, !429, !436, !167}
!436 = !DILocation(line: 109, column: 29, scope: !423)
!437 = !DILocation(line: 110, column: 5, scope: !130)
!438 = !DILocalVariable(name: "s", scope: !130, file: !2, line: 111, type: !439)
!439 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !440)
!440 = !{!441}
!441 = !DISubrange(count: 44)
!442 = !DILocation(line: 111, column: 10, scope: !130)
!443 = !DILocation(line: 112, column: 11, scope: !130)
!444 = !DILocation(line: 112, column: 21, scope: !130)
!445 = !DILocation(line: 112, column: 14, scope: !130)
!446 = !DILocation(line: 112, column: 5, scope: !130)
!447 = !DILocation(line: 113, column: 36, scope: !130)
!448 = !DILocation(line: 113, column: 5, scope: !130)
!449 = !DILocation(line: 115, column: 11, scope: !130)
!450 = !DILocation(line: 115, column: 5, scope: !130)
!451 = !DILocation(line: 116, column: 11, scope: !130)
!452 = !DILocation(line: 116, column: 5, scope: !130)
!453 = !DILocalVariable(name: "one", scope: !130, file: !2, line: 117, type: !103)
!454 = !DILocation(line: 117, column: 9, scope: !130)
!455 = !DILocation(line: 118, column: 64, scope: !130)
!456 = !DILocation(line: 118, column: 50, scope: !130)
!457 = !DILocation(line: 118, column: 92, scope: !130)
!458 = !DILocation(line: 119, column: 12, scope: !130)
!459 = !DILocation(line: 119, column: 56, scope: !130)
!460 = !DILocation(line: 118, column: 5, scope: !130)
!461 = !DILocation(line: 120, column: 5, scope: !130)
!462 = distinct !DISubprogram(name: "cmp_int", scope: !2, file: !2, line: 14, type: !463, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !133)
!463 = !DISubroutineType(types: !464)
!464 = !{!103, !465, !465}
!465 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !466, size: 64)
!466 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!467 = !DILocalVariable(name: "a", arg: 1, scope: !462, file: !2, line: 14, type: !465)
!468 = !DILocation(line: 14, column: 32, scope: !462)
!469 = !DILocalVariable(name: "b", arg: 2, scope: !462, file: !2, line: 14, type: !465)
!470 = !DILocation(line: 14, column: 47, scope: !462)
!471 = !DILocalVariable(name: "x", scope: !462, file: !2, line: 15, type: !103)
!472 = !DILocation(line: 15, column: 9, scope: !462)
!473 = !DILocation(line: 15, column: 27, scope: !462)
!474 = !DILocation(line: 15, column: 13, scope: !462)
!475 = !DILocalVariable(name: "y", scope: !462, file: !2, line: 15, type: !103)
!476 = !DILocation(line: 15, column: 30, scope: !462)
!477 = !DILocation(line: 15, column: 48, scope: !462)
!478 = !DILocation(line: 15, column: 34, scope: !462)
!479 = !DILocation(line: 16, column: 13, scope: !462)
!480 = !DILocation(line: 16, column: 17, scope: !462)
!481 = !DILocation(line: 16, column: 15, scope: !462)
!482 = !DILocation(line: 16, column: 23, scope: !462)
!483 = !DILocation(line: 16, column: 27, scope: !462)
!484 = !DILocation(line: 16, column: 25, scope: !462)
!485 = !DILocation(line: 16, column: 20, scope: !462)
!486 = !DILocation(line: 16, column: 5, scope: !462)
!487 = distinct !DISubprogram(name: "cmp_int_desc", scope: !2, file: !2, line: 18, type: !463, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !133)
!488 = !DILocalVariable(name: "a", arg: 1, scope: !487, file: !2, line: 18, type: !465)
!489 = !DILocation(line: 18, column: 37, scope: !487)
!490 = !DILocalVariable(name: "b", arg: 2, scope: !487, file: !2, line: 18, type: !465)
!491 = !DILocation(line: 18, column: 52, scope: !487)
!492 = !DILocation(line: 18, column: 72, scope: !487)
!493 = !DILocation(line: 18, column: 75, scope: !487)
!494 = !DILocation(line: 18, column: 64, scope: !487)
!495 = !DILocation(line: 18, column: 57, scope: !487)
!496 = distinct !DISubprogram(name: "cmp_abs_then_value", scope: !2, file: !2, line: 19, type: !463, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !133)
!497 = !DILocalVariable(name: "a", arg: 1, scope: !496, file: !2, line: 19, type: !465)
!498 = !DILocation(line: 19, column: 43, scope: !496)
!499 = !DILocalVariable(name: "b", arg: 2, scope: !496, file: !2, line: 19, type: !465)
!500 = !DILocation(line: 19, column: 58, scope: !496)
!501 = !DILocalVariable(name: "x", scope: !496, file: !2, line: 20, type: !103)
!502 = !DILocation(line: 20, column: 9, scope: !496)
!503 = !DILocation(line: 20, column: 27, scope: !496)
!504 = !DILocation(line: 20, column: 13, scope: !496)
!505 = !DILocalVariable(name: "y", scope: !496, file: !2, line: 20, type: !103)
!506 = !DILocation(line: 20, column: 30, scope: !496)
!507 = !DILocation(line: 20, column: 48, scope: !496)
!508 = !DILocation(line: 20, column: 34, scope: !496)
!509 = !DILocalVariable(name: "ax", scope: !496, file: !2, line: 21, type: !103)
!510 = !DILocation(line: 21, column: 9, scope: !496)
!511 = !DILocation(line: 21, column: 18, scope: !496)
!512 = !DILocation(line: 21, column: 14, scope: !496)
!513 = !DILocalVariable(name: "ay", scope: !496, file: !2, line: 21, type: !103)
!514 = !DILocation(line: 21, column: 22, scope: !496)
!515 = !DILocation(line: 21, column: 31, scope: !496)
!516 = !DILocation(line: 21, column: 27, scope: !496)
!517 = !DILocation(line: 22, column: 9, scope: !518)
!518 = distinct !DILexicalBlock(scope: !496, file: !2, line: 22, column: 9)
!519 = !DILocation(line: 22, column: 15, scope: !518)
!520 = !DILocation(line: 22, column: 12, scope: !518)
!521 = !DILocation(line: 22, column: 9, scope: !496)
!522 = !DILocation(line: 23, column: 17, scope: !518)
!523 = !DILocation(line: 23, column: 22, scope: !518)
!524 = !DILocation(line: 23, column: 20, scope: !518)
!525 = !DILocation(line: 23, column: 29, scope: !518)
!526 = !DILocation(line: 23, column: 34, scope: !518)
!527 = !DILocation(line: 23, column: 32, scope: !518)
!528 = !DILocation(line: 23, column: 26, scope: !518)
!529 = !DILocation(line: 23, column: 9, scope: !518)
!530 = !DILocation(line: 24, column: 13, scope: !496)
!531 = !DILocation(line: 24, column: 17, scope: !496)
!532 = !DILocation(line: 24, column: 15, scope: !496)
!533 = !DILocation(line: 24, column: 23, scope: !496)
!534 = !DILocation(line: 24, column: 27, scope: !496)
!535 = !DILocation(line: 24, column: 25, scope: !496)
!536 = !DILocation(line: 24, column: 20, scope: !496)
!537 = !DILocation(line: 24, column: 5, scope: !496)
!538 = !DILocation(line: 25, column: 1, scope: !496)
!539 = distinct !DISubprogram(name: "cmp_person_age", scope: !2, file: !2, line: 26, type: !463, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !133)
!540 = !DILocalVariable(name: "a", arg: 1, scope: !539, file: !2, line: 26, type: !465)
!541 = !DILocation(line: 26, column: 39, scope: !539)
!542 = !DILocalVariable(name: "b", arg: 2, scope: !539, file: !2, line: 26, type: !465)
!543 = !DILocation(line: 26, column: 54, scope: !539)
!544 = !DILocalVariable(name: "p", scope: !539, file: !2, line: 27, type: !545)
!545 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !546, size: 64)
!546 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !252)
!547 = !DILocation(line: 27, column: 26, scope: !539)
!548 = !DILocation(line: 27, column: 30, scope: !539)
!549 = !DILocalVariable(name: "q", scope: !539, file: !2, line: 27, type: !545)
!550 = !DILocation(line: 27, column: 34, scope: !539)
!551 = !DILocation(line: 27, column: 38, scope: !539)
!552 = !DILocation(line: 28, column: 9, scope: !553)
!553 = distinct !DILexicalBlock(scope: !539, file: !2, line: 28, column: 9)
!554 = !DILocation(line: 28, column: 12, scope: !553)
!555 = !DILocation(line: 28, column: 19, scope: !553)
!556 = !DILocation(line: 28, column: 22, scope: !553)
!557 = !DILocation(line: 28, column: 16, scope: !553)
!558 = !DILocation(line: 28, column: 9, scope: !539)
!559 = !DILocation(line: 29, column: 16, scope: !553)
!560 = !DILocation(line: 29, column: 19, scope: !553)
!561 = !DILocation(line: 29, column: 25, scope: !553)
!562 = !DILocation(line: 29, column: 28, scope: !553)
!563 = !DILocation(line: 29, column: 23, scope: !553)
!564 = !DILocation(line: 29, column: 9, scope: !553)
!565 = !DILocation(line: 30, column: 19, scope: !539)
!566 = !DILocation(line: 30, column: 22, scope: !539)
!567 = !DILocation(line: 30, column: 28, scope: !539)
!568 = !DILocation(line: 30, column: 31, scope: !539)
!569 = !DILocation(line: 30, column: 12, scope: !539)
!570 = !DILocation(line: 30, column: 5, scope: !539)
!571 = !DILocation(line: 31, column: 1, scope: !539)
!572 = distinct !DISubprogram(name: "cmp_person_score", scope: !2, file: !2, line: 32, type: !463, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !133)
!573 = !DILocalVariable(name: "a", arg: 1, scope: !572, file: !2, line: 32, type: !465)
!574 = !DILocation(line: 32, column: 41, scope: !572)
!575 = !DILocalVariable(name: "b", arg: 2, scope: !572, file: !2, line: 32, type: !465)
!576 = !DILocation(line: 32, column: 56, scope: !572)
!577 = !DILocalVariable(name: "p", scope: !572, file: !2, line: 33, type: !545)
!578 = !DILocation(line: 33, column: 26, scope: !572)
!579 = !DILocation(line: 33, column: 30, scope: !572)
!580 = !DILocalVariable(name: "q", scope: !572, file: !2, line: 33, type: !545)
!581 = !DILocation(line: 33, column: 34, scope: !572)
!582 = !DILocation(line: 33, column: 38, scope: !572)
!583 = !DILocation(line: 34, column: 9, scope: !584)
!584 = distinct !DILexicalBlock(scope: !572, file: !2, line: 34, column: 9)
!585 = !DILocation(line: 34, column: 12, scope: !584)
!586 = !DILocation(line: 34, column: 20, scope: !584)
!587 = !DILocation(line: 34, column: 23, scope: !584)
!588 = !DILocation(line: 34, column: 18, scope: !584)
!589 = !DILocation(line: 34, column: 9, scope: !572)
!590 = !DILocation(line: 34, column: 30, scope: !584)
!591 = !DILocation(line: 35, column: 9, scope: !592)
!592 = distinct !DILexicalBlock(scope: !572, file: !2, line: 35, column: 9)
!593 = !DILocation(line: 35, column: 12, scope: !592)
!594 = !DILocation(line: 35, column: 20, scope: !592)
!595 = !DILocation(line: 35, column: 23, scope: !592)
!596 = !DILocation(line: 35, column: 18, scope: !592)
!597 = !DILocation(line: 35, column: 9, scope: !572)
!598 = !DILocation(line: 35, column: 30, scope: !592)
!599 = !DILocation(line: 36, column: 19, scope: !572)
!600 = !DILocation(line: 36, column: 22, scope: !572)
!601 = !DILocation(line: 36, column: 28, scope: !572)
!602 = !DILocation(line: 36, column: 31, scope: !572)
!603 = !DILocation(line: 36, column: 12, scope: !572)
!604 = !DILocation(line: 36, column: 5, scope: !572)
!605 = !DILocation(line: 37, column: 1, scope: !572)
!606 = distinct !DISubprogram(name: "cmp_str", scope: !2, file: !2, line: 38, type: !463, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !133)
!607 = !DILocalVariable(name: "a", arg: 1, scope: !606, file: !2, line: 38, type: !465)
!608 = !DILocation(line: 38, column: 32, scope: !606)
!609 = !DILocalVariable(name: "b", arg: 2, scope: !606, file: !2, line: 38, type: !465)
!610 = !DILocation(line: 38, column: 47, scope: !606)
!611 = !DILocation(line: 39, column: 41, scope: !606)
!612 = !DILocation(line: 39, column: 19, scope: !606)
!613 = !DILocation(line: 39, column: 66, scope: !606)
!614 = !DILocation(line: 39, column: 44, scope: !606)
!615 = !DILocation(line: 39, column: 12, scope: !606)
!616 = !DILocation(line: 39, column: 5, scope: !606)
!617 = distinct !DISubprogram(name: "cmp_double", scope: !2, file: !2, line: 41, type: !463, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !133)
!618 = !DILocalVariable(name: "a", arg: 1, scope: !617, file: !2, line: 41, type: !465)
!619 = !DILocation(line: 41, column: 35, scope: !617)
!620 = !DILocalVariable(name: "b", arg: 2, scope: !617, file: !2, line: 41, type: !465)
!621 = !DILocation(line: 41, column: 50, scope: !617)
!622 = !DILocalVariable(name: "x", scope: !617, file: !2, line: 42, type: !117)
!623 = !DILocation(line: 42, column: 12, scope: !617)
!624 = !DILocation(line: 42, column: 33, scope: !617)
!625 = !DILocation(line: 42, column: 16, scope: !617)
!626 = !DILocalVariable(name: "y", scope: !617, file: !2, line: 42, type: !117)
!627 = !DILocation(line: 42, column: 36, scope: !617)
!628 = !DILocation(line: 42, column: 57, scope: !617)
!629 = !DILocation(line: 42, column: 40, scope: !617)
!630 = !DILocation(line: 43, column: 13, scope: !617)
!631 = !DILocation(line: 43, column: 17, scope: !617)
!632 = !DILocation(line: 43, column: 15, scope: !617)
!633 = !DILocation(line: 43, column: 23, scope: !617)
!634 = !DILocation(line: 43, column: 27, scope: !617)
!635 = !DILocation(line: 43, column: 25, scope: !617)
!636 = !DILocation(line: 43, column: 20, scope: !617)
!637 = !DILocation(line: 43, column: 5, scope: !617)
!638 = distinct !DISubprogram(name: "cmp_char", scope: !2, file: !2, line: 45, type: !463, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !101, retainedNodes: !133)
!639 = !DILocalVariable(name: "a", arg: 1, scope: !638, file: !2, line: 45, type: !465)
!640 = !DILocation(line: 45, column: 33, scope: !638)
!641 = !DILocalVariable(name: "b", arg: 2, scope: !638, file: !2, line: 45, type: !465)
!642 = !DILocation(line: 45, column: 48, scope: !638)
!643 = !DILocation(line: 46, column: 36, scope: !638)
!644 = !DILocation(line: 46, column: 12, scope: !638)
!645 = !DILocation(line: 46, column: 64, scope: !638)
!646 = !DILocation(line: 46, column: 40, scope: !638)
!647 = !DILocation(line: 46, column: 38, scope: !638)
!648 = !DILocation(line: 46, column: 5, scope: !638)
