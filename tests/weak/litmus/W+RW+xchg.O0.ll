; ModuleID = 'W+RW+xchg.c'
source_filename = "W+RW+xchg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_1 = dso_local global i32 0, align 4, !dbg !190
@r1_0 = dso_local global i32 0, align 4, !dbg !193
@r1_1 = dso_local global i32 0, align 4, !dbg !195
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [12 x i8] c"W+RW+xchg.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [13 x i8] c"!\22outcome 9\22\00", align 1, !dbg !38
@.str.11 = private unnamed_addr constant [14 x i8] c"!\22outcome 10\22\00", align 1, !dbg !40
@.str.12 = private unnamed_addr constant [14 x i8] c"!\22outcome 11\22\00", align 1, !dbg !45
@.str.13 = private unnamed_addr constant [14 x i8] c"!\22outcome 12\22\00", align 1, !dbg !47
@.str.14 = private unnamed_addr constant [14 x i8] c"!\22outcome 13\22\00", align 1, !dbg !49
@.str.15 = private unnamed_addr constant [14 x i8] c"!\22outcome 14\22\00", align 1, !dbg !51
@.str.16 = private unnamed_addr constant [14 x i8] c"!\22outcome 15\22\00", align 1, !dbg !53
@.str.17 = private unnamed_addr constant [14 x i8] c"!\22outcome 16\22\00", align 1, !dbg !55
@.str.18 = private unnamed_addr constant [14 x i8] c"!\22outcome 17\22\00", align 1, !dbg !57
@.str.19 = private unnamed_addr constant [14 x i8] c"!\22outcome 18\22\00", align 1, !dbg !59
@.str.20 = private unnamed_addr constant [14 x i8] c"!\22outcome 19\22\00", align 1, !dbg !61
@.str.21 = private unnamed_addr constant [14 x i8] c"!\22outcome 20\22\00", align 1, !dbg !63
@.str.22 = private unnamed_addr constant [14 x i8] c"!\22outcome 21\22\00", align 1, !dbg !65
@.str.23 = private unnamed_addr constant [14 x i8] c"!\22outcome 22\22\00", align 1, !dbg !67
@.str.24 = private unnamed_addr constant [14 x i8] c"!\22outcome 23\22\00", align 1, !dbg !69
@.str.25 = private unnamed_addr constant [14 x i8] c"!\22outcome 24\22\00", align 1, !dbg !71
@.str.26 = private unnamed_addr constant [14 x i8] c"!\22outcome 25\22\00", align 1, !dbg !73
@.str.27 = private unnamed_addr constant [14 x i8] c"!\22outcome 26\22\00", align 1, !dbg !75
@.str.28 = private unnamed_addr constant [14 x i8] c"!\22outcome 27\22\00", align 1, !dbg !77
@.str.29 = private unnamed_addr constant [14 x i8] c"!\22outcome 28\22\00", align 1, !dbg !79
@.str.30 = private unnamed_addr constant [14 x i8] c"!\22outcome 29\22\00", align 1, !dbg !81
@.str.31 = private unnamed_addr constant [14 x i8] c"!\22outcome 30\22\00", align 1, !dbg !83
@.str.32 = private unnamed_addr constant [14 x i8] c"!\22outcome 31\22\00", align 1, !dbg !85
@.str.33 = private unnamed_addr constant [14 x i8] c"!\22outcome 32\22\00", align 1, !dbg !87
@.str.34 = private unnamed_addr constant [14 x i8] c"!\22outcome 33\22\00", align 1, !dbg !89
@.str.35 = private unnamed_addr constant [14 x i8] c"!\22outcome 34\22\00", align 1, !dbg !91
@.str.36 = private unnamed_addr constant [14 x i8] c"!\22outcome 35\22\00", align 1, !dbg !93
@.str.37 = private unnamed_addr constant [14 x i8] c"!\22outcome 36\22\00", align 1, !dbg !95
@.str.38 = private unnamed_addr constant [14 x i8] c"!\22outcome 37\22\00", align 1, !dbg !97
@.str.39 = private unnamed_addr constant [14 x i8] c"!\22outcome 38\22\00", align 1, !dbg !99
@.str.40 = private unnamed_addr constant [14 x i8] c"!\22outcome 39\22\00", align 1, !dbg !101
@.str.41 = private unnamed_addr constant [14 x i8] c"!\22outcome 40\22\00", align 1, !dbg !103
@.str.42 = private unnamed_addr constant [14 x i8] c"!\22outcome 41\22\00", align 1, !dbg !105
@.str.43 = private unnamed_addr constant [14 x i8] c"!\22outcome 42\22\00", align 1, !dbg !107
@.str.44 = private unnamed_addr constant [14 x i8] c"!\22outcome 43\22\00", align 1, !dbg !109
@.str.45 = private unnamed_addr constant [14 x i8] c"!\22outcome 44\22\00", align 1, !dbg !111
@.str.46 = private unnamed_addr constant [14 x i8] c"!\22outcome 45\22\00", align 1, !dbg !113
@.str.47 = private unnamed_addr constant [14 x i8] c"!\22outcome 46\22\00", align 1, !dbg !115
@.str.48 = private unnamed_addr constant [14 x i8] c"!\22outcome 47\22\00", align 1, !dbg !117
@.str.49 = private unnamed_addr constant [14 x i8] c"!\22outcome 48\22\00", align 1, !dbg !119
@.str.50 = private unnamed_addr constant [14 x i8] c"!\22outcome 49\22\00", align 1, !dbg !121
@.str.51 = private unnamed_addr constant [14 x i8] c"!\22outcome 50\22\00", align 1, !dbg !123
@.str.52 = private unnamed_addr constant [14 x i8] c"!\22outcome 51\22\00", align 1, !dbg !125
@.str.53 = private unnamed_addr constant [14 x i8] c"!\22outcome 52\22\00", align 1, !dbg !127
@.str.54 = private unnamed_addr constant [14 x i8] c"!\22outcome 53\22\00", align 1, !dbg !129
@.str.55 = private unnamed_addr constant [14 x i8] c"!\22outcome 54\22\00", align 1, !dbg !131
@.str.56 = private unnamed_addr constant [14 x i8] c"!\22outcome 55\22\00", align 1, !dbg !133
@.str.57 = private unnamed_addr constant [14 x i8] c"!\22outcome 56\22\00", align 1, !dbg !135
@.str.58 = private unnamed_addr constant [14 x i8] c"!\22outcome 57\22\00", align 1, !dbg !137
@.str.59 = private unnamed_addr constant [14 x i8] c"!\22outcome 58\22\00", align 1, !dbg !139
@.str.60 = private unnamed_addr constant [14 x i8] c"!\22outcome 59\22\00", align 1, !dbg !141
@.str.61 = private unnamed_addr constant [14 x i8] c"!\22outcome 60\22\00", align 1, !dbg !143
@.str.62 = private unnamed_addr constant [14 x i8] c"!\22outcome 61\22\00", align 1, !dbg !145
@.str.63 = private unnamed_addr constant [14 x i8] c"!\22outcome 62\22\00", align 1, !dbg !147
@.str.64 = private unnamed_addr constant [14 x i8] c"!\22outcome 63\22\00", align 1, !dbg !149
@.str.65 = private unnamed_addr constant [14 x i8] c"!\22outcome 64\22\00", align 1, !dbg !151
@.str.66 = private unnamed_addr constant [14 x i8] c"!\22outcome 65\22\00", align 1, !dbg !153
@.str.67 = private unnamed_addr constant [14 x i8] c"!\22outcome 66\22\00", align 1, !dbg !155
@.str.68 = private unnamed_addr constant [14 x i8] c"!\22outcome 67\22\00", align 1, !dbg !157
@.str.69 = private unnamed_addr constant [14 x i8] c"!\22outcome 68\22\00", align 1, !dbg !159
@.str.70 = private unnamed_addr constant [14 x i8] c"!\22outcome 69\22\00", align 1, !dbg !161
@.str.71 = private unnamed_addr constant [14 x i8] c"!\22outcome 70\22\00", align 1, !dbg !163
@.str.72 = private unnamed_addr constant [14 x i8] c"!\22outcome 71\22\00", align 1, !dbg !165
@.str.73 = private unnamed_addr constant [14 x i8] c"!\22outcome 72\22\00", align 1, !dbg !167
@.str.74 = private unnamed_addr constant [14 x i8] c"!\22outcome 73\22\00", align 1, !dbg !169
@.str.75 = private unnamed_addr constant [14 x i8] c"!\22outcome 74\22\00", align 1, !dbg !171
@.str.76 = private unnamed_addr constant [14 x i8] c"!\22outcome 75\22\00", align 1, !dbg !173
@.str.77 = private unnamed_addr constant [14 x i8] c"!\22outcome 76\22\00", align 1, !dbg !175
@.str.78 = private unnamed_addr constant [14 x i8] c"!\22outcome 77\22\00", align 1, !dbg !177
@.str.79 = private unnamed_addr constant [14 x i8] c"!\22outcome 78\22\00", align 1, !dbg !179
@.str.80 = private unnamed_addr constant [14 x i8] c"!\22outcome 79\22\00", align 1, !dbg !181
@.str.81 = private unnamed_addr constant [14 x i8] c"!\22outcome 80\22\00", align 1, !dbg !183
@.str.82 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !185

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !206 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !211, !DIExpression(), !212)
  %3 = load ptr, ptr %2, align 8, !dbg !213
  store volatile i32 1, ptr @x, align 4, !dbg !214
  %4 = load volatile i32, ptr @x, align 4, !dbg !215
  store i32 %4, ptr @r0_1, align 4, !dbg !216
  ret ptr null, !dbg !217
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !218 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !219, !DIExpression(), !220)
  %5 = load ptr, ptr %2, align 8, !dbg !221
  %6 = load volatile i32, ptr @x, align 4, !dbg !222
  store i32 %6, ptr @r1_0, align 4, !dbg !223
  store i32 2, ptr %3, align 4, !dbg !224
  %7 = load i32, ptr %3, align 4, !dbg !224
  %8 = atomicrmw volatile xchg ptr @x, i32 %7 seq_cst, align 4, !dbg !224
  store i32 %8, ptr %4, align 4, !dbg !224
  %9 = load i32, ptr %4, align 4, !dbg !224
  store i32 %9, ptr @r1_1, align 4, !dbg !225
  ret ptr null, !dbg !226
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !227 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !230, !DIExpression(), !237)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !238
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !239
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !240
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !241
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !242
  %11 = load i64, ptr %10, align 16, !dbg !242
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !243
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !244
  %14 = load i64, ptr %13, align 8, !dbg !244
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !245
    #dbg_declare(ptr %3, !246, !DIExpression(), !247)
    #dbg_declare(ptr %4, !248, !DIExpression(), !249)
    #dbg_declare(ptr %5, !250, !DIExpression(), !251)
  store i32 0, ptr %5, align 4, !dbg !251
  %16 = load i32, ptr @r0_1, align 4, !dbg !252
  store i32 %16, ptr %3, align 4, !dbg !253
  %17 = load i32, ptr %3, align 4, !dbg !254
  %18 = icmp eq i32 %17, 0, !dbg !255
  br i1 %18, label %19, label %20, !dbg !254

19:                                               ; preds = %0
  br label %31, !dbg !254

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !256
  %22 = icmp eq i32 %21, 1, !dbg !257
  br i1 %22, label %23, label %24, !dbg !256

23:                                               ; preds = %20
  br label %29, !dbg !256

24:                                               ; preds = %20
  %25 = load i32, ptr %3, align 4, !dbg !258
  %26 = icmp eq i32 %25, 2, !dbg !259
  %27 = zext i1 %26 to i64, !dbg !258
  %28 = select i1 %26, i32 2, i32 -1, !dbg !258
  br label %29, !dbg !256

29:                                               ; preds = %24, %23
  %30 = phi i32 [ 1, %23 ], [ %28, %24 ], !dbg !256
  br label %31, !dbg !254

31:                                               ; preds = %29, %19
  %32 = phi i32 [ 0, %19 ], [ %30, %29 ], !dbg !254
  store i32 %32, ptr %4, align 4, !dbg !260
  %33 = load i32, ptr %4, align 4, !dbg !261
  %34 = icmp slt i32 %33, 0, !dbg !263
  br i1 %34, label %35, label %36, !dbg !264

35:                                               ; preds = %31
  br label %198, !dbg !265

36:                                               ; preds = %31
  %37 = load i32, ptr %4, align 4, !dbg !266
  %38 = load i32, ptr %5, align 4, !dbg !267
  %39 = add nsw i32 %38, %37, !dbg !267
  store i32 %39, ptr %5, align 4, !dbg !267
  %40 = load i32, ptr @r1_0, align 4, !dbg !268
  store i32 %40, ptr %3, align 4, !dbg !269
  %41 = load i32, ptr %3, align 4, !dbg !270
  %42 = icmp eq i32 %41, 0, !dbg !271
  br i1 %42, label %43, label %44, !dbg !270

43:                                               ; preds = %36
  br label %55, !dbg !270

44:                                               ; preds = %36
  %45 = load i32, ptr %3, align 4, !dbg !272
  %46 = icmp eq i32 %45, 1, !dbg !273
  br i1 %46, label %47, label %48, !dbg !272

47:                                               ; preds = %44
  br label %53, !dbg !272

48:                                               ; preds = %44
  %49 = load i32, ptr %3, align 4, !dbg !274
  %50 = icmp eq i32 %49, 2, !dbg !275
  %51 = zext i1 %50 to i64, !dbg !274
  %52 = select i1 %50, i32 2, i32 -1, !dbg !274
  br label %53, !dbg !272

53:                                               ; preds = %48, %47
  %54 = phi i32 [ 1, %47 ], [ %52, %48 ], !dbg !272
  br label %55, !dbg !270

55:                                               ; preds = %53, %43
  %56 = phi i32 [ 0, %43 ], [ %54, %53 ], !dbg !270
  store i32 %56, ptr %4, align 4, !dbg !276
  %57 = load i32, ptr %4, align 4, !dbg !277
  %58 = icmp slt i32 %57, 0, !dbg !279
  br i1 %58, label %59, label %60, !dbg !280

59:                                               ; preds = %55
  br label %198, !dbg !281

60:                                               ; preds = %55
  %61 = load i32, ptr %4, align 4, !dbg !282
  %62 = mul nsw i32 %61, 3, !dbg !283
  %63 = load i32, ptr %5, align 4, !dbg !284
  %64 = add nsw i32 %63, %62, !dbg !284
  store i32 %64, ptr %5, align 4, !dbg !284
  %65 = load i32, ptr @r1_1, align 4, !dbg !285
  store i32 %65, ptr %3, align 4, !dbg !286
  %66 = load i32, ptr %3, align 4, !dbg !287
  %67 = icmp eq i32 %66, 0, !dbg !288
  br i1 %67, label %68, label %69, !dbg !287

68:                                               ; preds = %60
  br label %80, !dbg !287

69:                                               ; preds = %60
  %70 = load i32, ptr %3, align 4, !dbg !289
  %71 = icmp eq i32 %70, 1, !dbg !290
  br i1 %71, label %72, label %73, !dbg !289

72:                                               ; preds = %69
  br label %78, !dbg !289

73:                                               ; preds = %69
  %74 = load i32, ptr %3, align 4, !dbg !291
  %75 = icmp eq i32 %74, 2, !dbg !292
  %76 = zext i1 %75 to i64, !dbg !291
  %77 = select i1 %75, i32 2, i32 -1, !dbg !291
  br label %78, !dbg !289

78:                                               ; preds = %73, %72
  %79 = phi i32 [ 1, %72 ], [ %77, %73 ], !dbg !289
  br label %80, !dbg !287

80:                                               ; preds = %78, %68
  %81 = phi i32 [ 0, %68 ], [ %79, %78 ], !dbg !287
  store i32 %81, ptr %4, align 4, !dbg !293
  %82 = load i32, ptr %4, align 4, !dbg !294
  %83 = icmp slt i32 %82, 0, !dbg !296
  br i1 %83, label %84, label %85, !dbg !297

84:                                               ; preds = %80
  br label %198, !dbg !298

85:                                               ; preds = %80
  %86 = load i32, ptr %4, align 4, !dbg !299
  %87 = mul nsw i32 %86, 9, !dbg !300
  %88 = load i32, ptr %5, align 4, !dbg !301
  %89 = add nsw i32 %88, %87, !dbg !301
  store i32 %89, ptr %5, align 4, !dbg !301
  %90 = load volatile i32, ptr @x, align 4, !dbg !302
  store i32 %90, ptr %3, align 4, !dbg !303
  %91 = load i32, ptr %3, align 4, !dbg !304
  %92 = icmp eq i32 %91, 0, !dbg !305
  br i1 %92, label %93, label %94, !dbg !304

93:                                               ; preds = %85
  br label %105, !dbg !304

94:                                               ; preds = %85
  %95 = load i32, ptr %3, align 4, !dbg !306
  %96 = icmp eq i32 %95, 1, !dbg !307
  br i1 %96, label %97, label %98, !dbg !306

97:                                               ; preds = %94
  br label %103, !dbg !306

98:                                               ; preds = %94
  %99 = load i32, ptr %3, align 4, !dbg !308
  %100 = icmp eq i32 %99, 2, !dbg !309
  %101 = zext i1 %100 to i64, !dbg !308
  %102 = select i1 %100, i32 2, i32 -1, !dbg !308
  br label %103, !dbg !306

103:                                              ; preds = %98, %97
  %104 = phi i32 [ 1, %97 ], [ %102, %98 ], !dbg !306
  br label %105, !dbg !304

105:                                              ; preds = %103, %93
  %106 = phi i32 [ 0, %93 ], [ %104, %103 ], !dbg !304
  store i32 %106, ptr %4, align 4, !dbg !310
  %107 = load i32, ptr %4, align 4, !dbg !311
  %108 = icmp slt i32 %107, 0, !dbg !313
  br i1 %108, label %109, label %110, !dbg !314

109:                                              ; preds = %105
  br label %198, !dbg !315

110:                                              ; preds = %105
  %111 = load i32, ptr %4, align 4, !dbg !316
  %112 = mul nsw i32 %111, 27, !dbg !317
  %113 = load i32, ptr %5, align 4, !dbg !318
  %114 = add nsw i32 %113, %112, !dbg !318
  store i32 %114, ptr %5, align 4, !dbg !318
  %115 = load i32, ptr %5, align 4, !dbg !319
  switch i32 %115, label %197 [
    i32 0, label %116
    i32 1, label %117
    i32 2, label %118
    i32 3, label %119
    i32 4, label %120
    i32 5, label %121
    i32 6, label %122
    i32 7, label %123
    i32 8, label %124
    i32 9, label %125
    i32 10, label %126
    i32 11, label %127
    i32 12, label %128
    i32 13, label %129
    i32 14, label %130
    i32 15, label %131
    i32 16, label %132
    i32 17, label %133
    i32 18, label %134
    i32 19, label %135
    i32 20, label %136
    i32 21, label %137
    i32 22, label %138
    i32 23, label %139
    i32 24, label %140
    i32 25, label %141
    i32 26, label %142
    i32 27, label %143
    i32 28, label %144
    i32 29, label %145
    i32 30, label %146
    i32 31, label %147
    i32 32, label %148
    i32 33, label %149
    i32 34, label %150
    i32 35, label %151
    i32 36, label %152
    i32 37, label %153
    i32 38, label %154
    i32 39, label %155
    i32 40, label %156
    i32 41, label %157
    i32 42, label %158
    i32 43, label %159
    i32 44, label %160
    i32 45, label %161
    i32 46, label %162
    i32 47, label %163
    i32 48, label %164
    i32 49, label %165
    i32 50, label %166
    i32 51, label %167
    i32 52, label %168
    i32 53, label %169
    i32 54, label %170
    i32 55, label %171
    i32 56, label %172
    i32 57, label %173
    i32 58, label %174
    i32 59, label %175
    i32 60, label %176
    i32 61, label %177
    i32 62, label %178
    i32 63, label %179
    i32 64, label %180
    i32 65, label %181
    i32 66, label %182
    i32 67, label %183
    i32 68, label %184
    i32 69, label %185
    i32 70, label %186
    i32 71, label %187
    i32 72, label %188
    i32 73, label %189
    i32 74, label %190
    i32 75, label %191
    i32 76, label %192
    i32 77, label %193
    i32 78, label %194
    i32 79, label %195
    i32 80, label %196
  ], !dbg !320

116:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 72, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !321
  unreachable, !dbg !321

117:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 77, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !325
  unreachable, !dbg !325

118:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 82, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !328
  unreachable, !dbg !328

119:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 87, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !331
  unreachable, !dbg !331

120:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 92, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !334
  unreachable, !dbg !334

121:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 97, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !337
  unreachable, !dbg !337

122:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 102, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !340
  unreachable, !dbg !340

123:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 107, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !343
  unreachable, !dbg !343

124:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 112, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !346
  unreachable, !dbg !346

125:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.10, ptr noundef @.str.1, i32 noundef 117, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !349
  unreachable, !dbg !349

126:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.11, ptr noundef @.str.1, i32 noundef 122, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !352
  unreachable, !dbg !352

127:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.12, ptr noundef @.str.1, i32 noundef 127, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !355
  unreachable, !dbg !355

128:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.13, ptr noundef @.str.1, i32 noundef 132, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !358
  unreachable, !dbg !358

129:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.14, ptr noundef @.str.1, i32 noundef 137, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !361
  unreachable, !dbg !361

130:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.15, ptr noundef @.str.1, i32 noundef 142, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !364
  unreachable, !dbg !364

131:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.16, ptr noundef @.str.1, i32 noundef 147, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !367
  unreachable, !dbg !367

132:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.17, ptr noundef @.str.1, i32 noundef 152, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !370
  unreachable, !dbg !370

133:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.18, ptr noundef @.str.1, i32 noundef 157, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !373
  unreachable, !dbg !373

134:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.19, ptr noundef @.str.1, i32 noundef 162, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !376
  unreachable, !dbg !376

135:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.20, ptr noundef @.str.1, i32 noundef 167, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !379
  unreachable, !dbg !379

136:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.21, ptr noundef @.str.1, i32 noundef 172, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !382
  unreachable, !dbg !382

137:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.22, ptr noundef @.str.1, i32 noundef 177, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !385
  unreachable, !dbg !385

138:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.23, ptr noundef @.str.1, i32 noundef 182, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !388
  unreachable, !dbg !388

139:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.24, ptr noundef @.str.1, i32 noundef 187, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !391
  unreachable, !dbg !391

140:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.25, ptr noundef @.str.1, i32 noundef 192, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !394
  unreachable, !dbg !394

141:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.26, ptr noundef @.str.1, i32 noundef 197, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !397
  unreachable, !dbg !397

142:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.27, ptr noundef @.str.1, i32 noundef 202, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !400
  unreachable, !dbg !400

143:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.28, ptr noundef @.str.1, i32 noundef 207, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !403
  unreachable, !dbg !403

144:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.29, ptr noundef @.str.1, i32 noundef 212, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !406
  unreachable, !dbg !406

145:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.30, ptr noundef @.str.1, i32 noundef 217, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !409
  unreachable, !dbg !409

146:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.31, ptr noundef @.str.1, i32 noundef 222, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !412
  unreachable, !dbg !412

147:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.32, ptr noundef @.str.1, i32 noundef 227, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !415
  unreachable, !dbg !415

148:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.33, ptr noundef @.str.1, i32 noundef 232, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !418
  unreachable, !dbg !418

149:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.34, ptr noundef @.str.1, i32 noundef 237, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !421
  unreachable, !dbg !421

150:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.35, ptr noundef @.str.1, i32 noundef 242, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !424
  unreachable, !dbg !424

151:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.36, ptr noundef @.str.1, i32 noundef 247, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !427
  unreachable, !dbg !427

152:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.37, ptr noundef @.str.1, i32 noundef 252, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !430
  unreachable, !dbg !430

153:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.38, ptr noundef @.str.1, i32 noundef 257, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !433
  unreachable, !dbg !433

154:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.39, ptr noundef @.str.1, i32 noundef 262, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !436
  unreachable, !dbg !436

155:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.40, ptr noundef @.str.1, i32 noundef 267, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !439
  unreachable, !dbg !439

156:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.41, ptr noundef @.str.1, i32 noundef 272, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !442
  unreachable, !dbg !442

157:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.42, ptr noundef @.str.1, i32 noundef 277, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !445
  unreachable, !dbg !445

158:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.43, ptr noundef @.str.1, i32 noundef 282, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !448
  unreachable, !dbg !448

159:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.44, ptr noundef @.str.1, i32 noundef 287, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !451
  unreachable, !dbg !451

160:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.45, ptr noundef @.str.1, i32 noundef 292, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !454
  unreachable, !dbg !454

161:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.46, ptr noundef @.str.1, i32 noundef 297, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !457
  unreachable, !dbg !457

162:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.47, ptr noundef @.str.1, i32 noundef 302, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !460
  unreachable, !dbg !460

163:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.48, ptr noundef @.str.1, i32 noundef 307, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !463
  unreachable, !dbg !463

164:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.49, ptr noundef @.str.1, i32 noundef 312, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !466
  unreachable, !dbg !466

165:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.50, ptr noundef @.str.1, i32 noundef 317, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !469
  unreachable, !dbg !469

166:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.51, ptr noundef @.str.1, i32 noundef 322, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !472
  unreachable, !dbg !472

167:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.52, ptr noundef @.str.1, i32 noundef 327, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !475
  unreachable, !dbg !475

168:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.53, ptr noundef @.str.1, i32 noundef 332, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !478
  unreachable, !dbg !478

169:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.54, ptr noundef @.str.1, i32 noundef 337, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !481
  unreachable, !dbg !481

170:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.55, ptr noundef @.str.1, i32 noundef 342, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !484
  unreachable, !dbg !484

171:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.56, ptr noundef @.str.1, i32 noundef 347, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !487
  unreachable, !dbg !487

172:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.57, ptr noundef @.str.1, i32 noundef 352, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !490
  unreachable, !dbg !490

173:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.58, ptr noundef @.str.1, i32 noundef 357, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !493
  unreachable, !dbg !493

174:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.59, ptr noundef @.str.1, i32 noundef 362, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !496
  unreachable, !dbg !496

175:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.60, ptr noundef @.str.1, i32 noundef 367, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !499
  unreachable, !dbg !499

176:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.61, ptr noundef @.str.1, i32 noundef 372, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !502
  unreachable, !dbg !502

177:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.62, ptr noundef @.str.1, i32 noundef 377, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !505
  unreachable, !dbg !505

178:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.63, ptr noundef @.str.1, i32 noundef 382, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !508
  unreachable, !dbg !508

179:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.64, ptr noundef @.str.1, i32 noundef 387, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !511
  unreachable, !dbg !511

180:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.65, ptr noundef @.str.1, i32 noundef 392, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !514
  unreachable, !dbg !514

181:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.66, ptr noundef @.str.1, i32 noundef 397, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !517
  unreachable, !dbg !517

182:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.67, ptr noundef @.str.1, i32 noundef 402, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !520
  unreachable, !dbg !520

183:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.68, ptr noundef @.str.1, i32 noundef 407, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !523
  unreachable, !dbg !523

184:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.69, ptr noundef @.str.1, i32 noundef 412, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !526
  unreachable, !dbg !526

185:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.70, ptr noundef @.str.1, i32 noundef 417, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !529
  unreachable, !dbg !529

186:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.71, ptr noundef @.str.1, i32 noundef 422, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !532
  unreachable, !dbg !532

187:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.72, ptr noundef @.str.1, i32 noundef 427, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !535
  unreachable, !dbg !535

188:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.73, ptr noundef @.str.1, i32 noundef 432, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !538
  unreachable, !dbg !538

189:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.74, ptr noundef @.str.1, i32 noundef 437, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !541
  unreachable, !dbg !541

190:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.75, ptr noundef @.str.1, i32 noundef 442, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !544
  unreachable, !dbg !544

191:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.76, ptr noundef @.str.1, i32 noundef 447, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !547
  unreachable, !dbg !547

192:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.77, ptr noundef @.str.1, i32 noundef 452, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !550
  unreachable, !dbg !550

193:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.78, ptr noundef @.str.1, i32 noundef 457, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !553
  unreachable, !dbg !553

194:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.79, ptr noundef @.str.1, i32 noundef 462, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !556
  unreachable, !dbg !556

195:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.80, ptr noundef @.str.1, i32 noundef 467, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !559
  unreachable, !dbg !559

196:                                              ; preds = %110
  call void @__assert_fail(ptr noundef @.str.81, ptr noundef @.str.1, i32 noundef 472, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !562
  unreachable, !dbg !562

197:                                              ; preds = %110
  br label %198, !dbg !565

198:                                              ; preds = %197, %109, %84, %59, %35
    #dbg_label(!566, !567)
  call void @__assert_fail(ptr noundef @.str.82, ptr noundef @.str.1, i32 noundef 481, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !568
  unreachable, !dbg !568
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!198, !199, !200, !201, !202, !203, !204}
!llvm.ident = !{!205}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 17, type: !197, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "W+RW+xchg.c", directory: ".", checksumkind: CSK_MD5, checksum: "b9b6fbc178aa542cdf7251eb48e4a730")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !34, !36, !38, !40, !45, !47, !49, !51, !53, !55, !57, !59, !61, !63, !65, !67, !69, !71, !73, !75, !77, !79, !81, !83, !85, !87, !89, !91, !93, !95, !97, !99, !101, !103, !105, !107, !109, !111, !113, !115, !117, !119, !121, !123, !125, !127, !129, !131, !133, !135, !137, !139, !141, !143, !145, !147, !149, !151, !153, !155, !157, !159, !161, !163, !165, !167, !169, !171, !173, !175, !177, !179, !181, !183, !185, !0, !190, !193, !195}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 12)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 92, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 102, type: !7, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 107, type: !7, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !7, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 117, type: !7, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 122, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 14)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 127, type: !42, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 132, type: !42, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 137, type: !42, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 142, type: !42, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 147, type: !42, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 152, type: !42, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !42, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 162, type: !42, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 167, type: !42, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 172, type: !42, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 177, type: !42, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 182, type: !42, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 187, type: !42, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 192, type: !42, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 197, type: !42, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 202, type: !42, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 207, type: !42, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 212, type: !42, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 217, type: !42, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 222, type: !42, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 227, type: !42, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 232, type: !42, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 237, type: !42, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !3, line: 242, type: !42, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !3, line: 247, type: !42, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 252, type: !42, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 257, type: !42, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 262, type: !42, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 267, type: !42, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 272, type: !42, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 277, type: !42, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 282, type: !42, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !3, line: 287, type: !42, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !3, line: 292, type: !42, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !3, line: 297, type: !42, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !3, line: 302, type: !42, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 307, type: !42, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !3, line: 312, type: !42, isLocal: true, isDefinition: true)
!121 = !DIGlobalVariableExpression(var: !122, expr: !DIExpression())
!122 = distinct !DIGlobalVariable(scope: null, file: !3, line: 317, type: !42, isLocal: true, isDefinition: true)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(scope: null, file: !3, line: 322, type: !42, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !3, line: 327, type: !42, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !3, line: 332, type: !42, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !3, line: 337, type: !42, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !3, line: 342, type: !42, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !3, line: 347, type: !42, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !3, line: 352, type: !42, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !3, line: 357, type: !42, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !3, line: 362, type: !42, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !3, line: 367, type: !42, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !3, line: 372, type: !42, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !3, line: 377, type: !42, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !3, line: 382, type: !42, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(scope: null, file: !3, line: 387, type: !42, isLocal: true, isDefinition: true)
!151 = !DIGlobalVariableExpression(var: !152, expr: !DIExpression())
!152 = distinct !DIGlobalVariable(scope: null, file: !3, line: 392, type: !42, isLocal: true, isDefinition: true)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(scope: null, file: !3, line: 397, type: !42, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(scope: null, file: !3, line: 402, type: !42, isLocal: true, isDefinition: true)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(scope: null, file: !3, line: 407, type: !42, isLocal: true, isDefinition: true)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(scope: null, file: !3, line: 412, type: !42, isLocal: true, isDefinition: true)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(scope: null, file: !3, line: 417, type: !42, isLocal: true, isDefinition: true)
!163 = !DIGlobalVariableExpression(var: !164, expr: !DIExpression())
!164 = distinct !DIGlobalVariable(scope: null, file: !3, line: 422, type: !42, isLocal: true, isDefinition: true)
!165 = !DIGlobalVariableExpression(var: !166, expr: !DIExpression())
!166 = distinct !DIGlobalVariable(scope: null, file: !3, line: 427, type: !42, isLocal: true, isDefinition: true)
!167 = !DIGlobalVariableExpression(var: !168, expr: !DIExpression())
!168 = distinct !DIGlobalVariable(scope: null, file: !3, line: 432, type: !42, isLocal: true, isDefinition: true)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression())
!170 = distinct !DIGlobalVariable(scope: null, file: !3, line: 437, type: !42, isLocal: true, isDefinition: true)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(scope: null, file: !3, line: 442, type: !42, isLocal: true, isDefinition: true)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(scope: null, file: !3, line: 447, type: !42, isLocal: true, isDefinition: true)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(scope: null, file: !3, line: 452, type: !42, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !3, line: 457, type: !42, isLocal: true, isDefinition: true)
!179 = !DIGlobalVariableExpression(var: !180, expr: !DIExpression())
!180 = distinct !DIGlobalVariable(scope: null, file: !3, line: 462, type: !42, isLocal: true, isDefinition: true)
!181 = !DIGlobalVariableExpression(var: !182, expr: !DIExpression())
!182 = distinct !DIGlobalVariable(scope: null, file: !3, line: 467, type: !42, isLocal: true, isDefinition: true)
!183 = !DIGlobalVariableExpression(var: !184, expr: !DIExpression())
!184 = distinct !DIGlobalVariable(scope: null, file: !3, line: 472, type: !42, isLocal: true, isDefinition: true)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression())
!186 = distinct !DIGlobalVariable(scope: null, file: !3, line: 481, type: !187, isLocal: true, isDefinition: true)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !188)
!188 = !{!189}
!189 = !DISubrange(count: 22)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(name: "r0_1", scope: !2, file: !3, line: 18, type: !192, isLocal: false, isDefinition: true)
!192 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !192, isLocal: false, isDefinition: true)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression())
!196 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !192, isLocal: false, isDefinition: true)
!197 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !192)
!198 = !{i32 7, !"Dwarf Version", i32 5}
!199 = !{i32 2, !"Debug Info Version", i32 3}
!200 = !{i32 1, !"wchar_size", i32 4}
!201 = !{i32 8, !"PIC Level", i32 2}
!202 = !{i32 7, !"PIE Level", i32 2}
!203 = !{i32 7, !"uwtable", i32 2}
!204 = !{i32 7, !"frame-pointer", i32 2}
!205 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!206 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !207, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !210)
!207 = !DISubroutineType(types: !208)
!208 = !{!209, !209}
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!210 = !{}
!211 = !DILocalVariable(name: "arg", arg: 1, scope: !206, file: !3, line: 20, type: !209)
!212 = !DILocation(line: 20, column: 16, scope: !206)
!213 = !DILocation(line: 22, column: 8, scope: !206)
!214 = !DILocation(line: 23, column: 4, scope: !206)
!215 = !DILocation(line: 24, column: 9, scope: !206)
!216 = !DILocation(line: 24, column: 7, scope: !206)
!217 = !DILocation(line: 25, column: 2, scope: !206)
!218 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !207, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !210)
!219 = !DILocalVariable(name: "arg", arg: 1, scope: !218, file: !3, line: 28, type: !209)
!220 = !DILocation(line: 28, column: 16, scope: !218)
!221 = !DILocation(line: 30, column: 8, scope: !218)
!222 = !DILocation(line: 31, column: 9, scope: !218)
!223 = !DILocation(line: 31, column: 7, scope: !218)
!224 = !DILocation(line: 32, column: 9, scope: !218)
!225 = !DILocation(line: 32, column: 7, scope: !218)
!226 = !DILocation(line: 33, column: 2, scope: !218)
!227 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !228, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !210)
!228 = !DISubroutineType(types: !229)
!229 = !{!192}
!230 = !DILocalVariable(name: "th", scope: !227, file: !3, line: 38, type: !231)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !232, size: 128, elements: !235)
!232 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !233, line: 27, baseType: !234)
!233 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!234 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!235 = !{!236}
!236 = !DISubrange(count: 2)
!237 = !DILocation(line: 38, column: 12, scope: !227)
!238 = !DILocation(line: 39, column: 18, scope: !227)
!239 = !DILocation(line: 39, column: 2, scope: !227)
!240 = !DILocation(line: 40, column: 18, scope: !227)
!241 = !DILocation(line: 40, column: 2, scope: !227)
!242 = !DILocation(line: 41, column: 15, scope: !227)
!243 = !DILocation(line: 41, column: 2, scope: !227)
!244 = !DILocation(line: 42, column: 15, scope: !227)
!245 = !DILocation(line: 42, column: 2, scope: !227)
!246 = !DILocalVariable(name: "v", scope: !227, file: !3, line: 43, type: !192)
!247 = !DILocation(line: 43, column: 6, scope: !227)
!248 = !DILocalVariable(name: "d", scope: !227, file: !3, line: 43, type: !192)
!249 = !DILocation(line: 43, column: 9, scope: !227)
!250 = !DILocalVariable(name: "o", scope: !227, file: !3, line: 43, type: !192)
!251 = !DILocation(line: 43, column: 12, scope: !227)
!252 = !DILocation(line: 44, column: 6, scope: !227)
!253 = !DILocation(line: 44, column: 4, scope: !227)
!254 = !DILocation(line: 45, column: 6, scope: !227)
!255 = !DILocation(line: 45, column: 8, scope: !227)
!256 = !DILocation(line: 45, column: 19, scope: !227)
!257 = !DILocation(line: 45, column: 21, scope: !227)
!258 = !DILocation(line: 45, column: 32, scope: !227)
!259 = !DILocation(line: 45, column: 34, scope: !227)
!260 = !DILocation(line: 45, column: 4, scope: !227)
!261 = !DILocation(line: 46, column: 6, scope: !262)
!262 = distinct !DILexicalBlock(scope: !227, file: !3, line: 46, column: 6)
!263 = !DILocation(line: 46, column: 8, scope: !262)
!264 = !DILocation(line: 46, column: 6, scope: !227)
!265 = !DILocation(line: 47, column: 3, scope: !262)
!266 = !DILocation(line: 48, column: 7, scope: !227)
!267 = !DILocation(line: 48, column: 4, scope: !227)
!268 = !DILocation(line: 49, column: 6, scope: !227)
!269 = !DILocation(line: 49, column: 4, scope: !227)
!270 = !DILocation(line: 50, column: 6, scope: !227)
!271 = !DILocation(line: 50, column: 8, scope: !227)
!272 = !DILocation(line: 50, column: 19, scope: !227)
!273 = !DILocation(line: 50, column: 21, scope: !227)
!274 = !DILocation(line: 50, column: 32, scope: !227)
!275 = !DILocation(line: 50, column: 34, scope: !227)
!276 = !DILocation(line: 50, column: 4, scope: !227)
!277 = !DILocation(line: 51, column: 6, scope: !278)
!278 = distinct !DILexicalBlock(scope: !227, file: !3, line: 51, column: 6)
!279 = !DILocation(line: 51, column: 8, scope: !278)
!280 = !DILocation(line: 51, column: 6, scope: !227)
!281 = !DILocation(line: 52, column: 3, scope: !278)
!282 = !DILocation(line: 53, column: 7, scope: !227)
!283 = !DILocation(line: 53, column: 9, scope: !227)
!284 = !DILocation(line: 53, column: 4, scope: !227)
!285 = !DILocation(line: 54, column: 6, scope: !227)
!286 = !DILocation(line: 54, column: 4, scope: !227)
!287 = !DILocation(line: 55, column: 6, scope: !227)
!288 = !DILocation(line: 55, column: 8, scope: !227)
!289 = !DILocation(line: 55, column: 19, scope: !227)
!290 = !DILocation(line: 55, column: 21, scope: !227)
!291 = !DILocation(line: 55, column: 32, scope: !227)
!292 = !DILocation(line: 55, column: 34, scope: !227)
!293 = !DILocation(line: 55, column: 4, scope: !227)
!294 = !DILocation(line: 56, column: 6, scope: !295)
!295 = distinct !DILexicalBlock(scope: !227, file: !3, line: 56, column: 6)
!296 = !DILocation(line: 56, column: 8, scope: !295)
!297 = !DILocation(line: 56, column: 6, scope: !227)
!298 = !DILocation(line: 57, column: 3, scope: !295)
!299 = !DILocation(line: 58, column: 7, scope: !227)
!300 = !DILocation(line: 58, column: 9, scope: !227)
!301 = !DILocation(line: 58, column: 4, scope: !227)
!302 = !DILocation(line: 59, column: 6, scope: !227)
!303 = !DILocation(line: 59, column: 4, scope: !227)
!304 = !DILocation(line: 60, column: 6, scope: !227)
!305 = !DILocation(line: 60, column: 8, scope: !227)
!306 = !DILocation(line: 60, column: 19, scope: !227)
!307 = !DILocation(line: 60, column: 21, scope: !227)
!308 = !DILocation(line: 60, column: 32, scope: !227)
!309 = !DILocation(line: 60, column: 34, scope: !227)
!310 = !DILocation(line: 60, column: 4, scope: !227)
!311 = !DILocation(line: 61, column: 6, scope: !312)
!312 = distinct !DILexicalBlock(scope: !227, file: !3, line: 61, column: 6)
!313 = !DILocation(line: 61, column: 8, scope: !312)
!314 = !DILocation(line: 61, column: 6, scope: !227)
!315 = !DILocation(line: 62, column: 3, scope: !312)
!316 = !DILocation(line: 63, column: 7, scope: !227)
!317 = !DILocation(line: 63, column: 9, scope: !227)
!318 = !DILocation(line: 63, column: 4, scope: !227)
!319 = !DILocation(line: 69, column: 10, scope: !227)
!320 = !DILocation(line: 69, column: 2, scope: !227)
!321 = !DILocation(line: 72, column: 3, scope: !322)
!322 = distinct !DILexicalBlock(scope: !323, file: !3, line: 72, column: 3)
!323 = distinct !DILexicalBlock(scope: !324, file: !3, line: 72, column: 3)
!324 = distinct !DILexicalBlock(scope: !227, file: !3, line: 69, column: 13)
!325 = !DILocation(line: 77, column: 3, scope: !326)
!326 = distinct !DILexicalBlock(scope: !327, file: !3, line: 77, column: 3)
!327 = distinct !DILexicalBlock(scope: !324, file: !3, line: 77, column: 3)
!328 = !DILocation(line: 82, column: 3, scope: !329)
!329 = distinct !DILexicalBlock(scope: !330, file: !3, line: 82, column: 3)
!330 = distinct !DILexicalBlock(scope: !324, file: !3, line: 82, column: 3)
!331 = !DILocation(line: 87, column: 3, scope: !332)
!332 = distinct !DILexicalBlock(scope: !333, file: !3, line: 87, column: 3)
!333 = distinct !DILexicalBlock(scope: !324, file: !3, line: 87, column: 3)
!334 = !DILocation(line: 92, column: 3, scope: !335)
!335 = distinct !DILexicalBlock(scope: !336, file: !3, line: 92, column: 3)
!336 = distinct !DILexicalBlock(scope: !324, file: !3, line: 92, column: 3)
!337 = !DILocation(line: 97, column: 3, scope: !338)
!338 = distinct !DILexicalBlock(scope: !339, file: !3, line: 97, column: 3)
!339 = distinct !DILexicalBlock(scope: !324, file: !3, line: 97, column: 3)
!340 = !DILocation(line: 102, column: 3, scope: !341)
!341 = distinct !DILexicalBlock(scope: !342, file: !3, line: 102, column: 3)
!342 = distinct !DILexicalBlock(scope: !324, file: !3, line: 102, column: 3)
!343 = !DILocation(line: 107, column: 3, scope: !344)
!344 = distinct !DILexicalBlock(scope: !345, file: !3, line: 107, column: 3)
!345 = distinct !DILexicalBlock(scope: !324, file: !3, line: 107, column: 3)
!346 = !DILocation(line: 112, column: 3, scope: !347)
!347 = distinct !DILexicalBlock(scope: !348, file: !3, line: 112, column: 3)
!348 = distinct !DILexicalBlock(scope: !324, file: !3, line: 112, column: 3)
!349 = !DILocation(line: 117, column: 3, scope: !350)
!350 = distinct !DILexicalBlock(scope: !351, file: !3, line: 117, column: 3)
!351 = distinct !DILexicalBlock(scope: !324, file: !3, line: 117, column: 3)
!352 = !DILocation(line: 122, column: 3, scope: !353)
!353 = distinct !DILexicalBlock(scope: !354, file: !3, line: 122, column: 3)
!354 = distinct !DILexicalBlock(scope: !324, file: !3, line: 122, column: 3)
!355 = !DILocation(line: 127, column: 3, scope: !356)
!356 = distinct !DILexicalBlock(scope: !357, file: !3, line: 127, column: 3)
!357 = distinct !DILexicalBlock(scope: !324, file: !3, line: 127, column: 3)
!358 = !DILocation(line: 132, column: 3, scope: !359)
!359 = distinct !DILexicalBlock(scope: !360, file: !3, line: 132, column: 3)
!360 = distinct !DILexicalBlock(scope: !324, file: !3, line: 132, column: 3)
!361 = !DILocation(line: 137, column: 3, scope: !362)
!362 = distinct !DILexicalBlock(scope: !363, file: !3, line: 137, column: 3)
!363 = distinct !DILexicalBlock(scope: !324, file: !3, line: 137, column: 3)
!364 = !DILocation(line: 142, column: 3, scope: !365)
!365 = distinct !DILexicalBlock(scope: !366, file: !3, line: 142, column: 3)
!366 = distinct !DILexicalBlock(scope: !324, file: !3, line: 142, column: 3)
!367 = !DILocation(line: 147, column: 3, scope: !368)
!368 = distinct !DILexicalBlock(scope: !369, file: !3, line: 147, column: 3)
!369 = distinct !DILexicalBlock(scope: !324, file: !3, line: 147, column: 3)
!370 = !DILocation(line: 152, column: 3, scope: !371)
!371 = distinct !DILexicalBlock(scope: !372, file: !3, line: 152, column: 3)
!372 = distinct !DILexicalBlock(scope: !324, file: !3, line: 152, column: 3)
!373 = !DILocation(line: 157, column: 3, scope: !374)
!374 = distinct !DILexicalBlock(scope: !375, file: !3, line: 157, column: 3)
!375 = distinct !DILexicalBlock(scope: !324, file: !3, line: 157, column: 3)
!376 = !DILocation(line: 162, column: 3, scope: !377)
!377 = distinct !DILexicalBlock(scope: !378, file: !3, line: 162, column: 3)
!378 = distinct !DILexicalBlock(scope: !324, file: !3, line: 162, column: 3)
!379 = !DILocation(line: 167, column: 3, scope: !380)
!380 = distinct !DILexicalBlock(scope: !381, file: !3, line: 167, column: 3)
!381 = distinct !DILexicalBlock(scope: !324, file: !3, line: 167, column: 3)
!382 = !DILocation(line: 172, column: 3, scope: !383)
!383 = distinct !DILexicalBlock(scope: !384, file: !3, line: 172, column: 3)
!384 = distinct !DILexicalBlock(scope: !324, file: !3, line: 172, column: 3)
!385 = !DILocation(line: 177, column: 3, scope: !386)
!386 = distinct !DILexicalBlock(scope: !387, file: !3, line: 177, column: 3)
!387 = distinct !DILexicalBlock(scope: !324, file: !3, line: 177, column: 3)
!388 = !DILocation(line: 182, column: 3, scope: !389)
!389 = distinct !DILexicalBlock(scope: !390, file: !3, line: 182, column: 3)
!390 = distinct !DILexicalBlock(scope: !324, file: !3, line: 182, column: 3)
!391 = !DILocation(line: 187, column: 3, scope: !392)
!392 = distinct !DILexicalBlock(scope: !393, file: !3, line: 187, column: 3)
!393 = distinct !DILexicalBlock(scope: !324, file: !3, line: 187, column: 3)
!394 = !DILocation(line: 192, column: 3, scope: !395)
!395 = distinct !DILexicalBlock(scope: !396, file: !3, line: 192, column: 3)
!396 = distinct !DILexicalBlock(scope: !324, file: !3, line: 192, column: 3)
!397 = !DILocation(line: 197, column: 3, scope: !398)
!398 = distinct !DILexicalBlock(scope: !399, file: !3, line: 197, column: 3)
!399 = distinct !DILexicalBlock(scope: !324, file: !3, line: 197, column: 3)
!400 = !DILocation(line: 202, column: 3, scope: !401)
!401 = distinct !DILexicalBlock(scope: !402, file: !3, line: 202, column: 3)
!402 = distinct !DILexicalBlock(scope: !324, file: !3, line: 202, column: 3)
!403 = !DILocation(line: 207, column: 3, scope: !404)
!404 = distinct !DILexicalBlock(scope: !405, file: !3, line: 207, column: 3)
!405 = distinct !DILexicalBlock(scope: !324, file: !3, line: 207, column: 3)
!406 = !DILocation(line: 212, column: 3, scope: !407)
!407 = distinct !DILexicalBlock(scope: !408, file: !3, line: 212, column: 3)
!408 = distinct !DILexicalBlock(scope: !324, file: !3, line: 212, column: 3)
!409 = !DILocation(line: 217, column: 3, scope: !410)
!410 = distinct !DILexicalBlock(scope: !411, file: !3, line: 217, column: 3)
!411 = distinct !DILexicalBlock(scope: !324, file: !3, line: 217, column: 3)
!412 = !DILocation(line: 222, column: 3, scope: !413)
!413 = distinct !DILexicalBlock(scope: !414, file: !3, line: 222, column: 3)
!414 = distinct !DILexicalBlock(scope: !324, file: !3, line: 222, column: 3)
!415 = !DILocation(line: 227, column: 3, scope: !416)
!416 = distinct !DILexicalBlock(scope: !417, file: !3, line: 227, column: 3)
!417 = distinct !DILexicalBlock(scope: !324, file: !3, line: 227, column: 3)
!418 = !DILocation(line: 232, column: 3, scope: !419)
!419 = distinct !DILexicalBlock(scope: !420, file: !3, line: 232, column: 3)
!420 = distinct !DILexicalBlock(scope: !324, file: !3, line: 232, column: 3)
!421 = !DILocation(line: 237, column: 3, scope: !422)
!422 = distinct !DILexicalBlock(scope: !423, file: !3, line: 237, column: 3)
!423 = distinct !DILexicalBlock(scope: !324, file: !3, line: 237, column: 3)
!424 = !DILocation(line: 242, column: 3, scope: !425)
!425 = distinct !DILexicalBlock(scope: !426, file: !3, line: 242, column: 3)
!426 = distinct !DILexicalBlock(scope: !324, file: !3, line: 242, column: 3)
!427 = !DILocation(line: 247, column: 3, scope: !428)
!428 = distinct !DILexicalBlock(scope: !429, file: !3, line: 247, column: 3)
!429 = distinct !DILexicalBlock(scope: !324, file: !3, line: 247, column: 3)
!430 = !DILocation(line: 252, column: 3, scope: !431)
!431 = distinct !DILexicalBlock(scope: !432, file: !3, line: 252, column: 3)
!432 = distinct !DILexicalBlock(scope: !324, file: !3, line: 252, column: 3)
!433 = !DILocation(line: 257, column: 3, scope: !434)
!434 = distinct !DILexicalBlock(scope: !435, file: !3, line: 257, column: 3)
!435 = distinct !DILexicalBlock(scope: !324, file: !3, line: 257, column: 3)
!436 = !DILocation(line: 262, column: 3, scope: !437)
!437 = distinct !DILexicalBlock(scope: !438, file: !3, line: 262, column: 3)
!438 = distinct !DILexicalBlock(scope: !324, file: !3, line: 262, column: 3)
!439 = !DILocation(line: 267, column: 3, scope: !440)
!440 = distinct !DILexicalBlock(scope: !441, file: !3, line: 267, column: 3)
!441 = distinct !DILexicalBlock(scope: !324, file: !3, line: 267, column: 3)
!442 = !DILocation(line: 272, column: 3, scope: !443)
!443 = distinct !DILexicalBlock(scope: !444, file: !3, line: 272, column: 3)
!444 = distinct !DILexicalBlock(scope: !324, file: !3, line: 272, column: 3)
!445 = !DILocation(line: 277, column: 3, scope: !446)
!446 = distinct !DILexicalBlock(scope: !447, file: !3, line: 277, column: 3)
!447 = distinct !DILexicalBlock(scope: !324, file: !3, line: 277, column: 3)
!448 = !DILocation(line: 282, column: 3, scope: !449)
!449 = distinct !DILexicalBlock(scope: !450, file: !3, line: 282, column: 3)
!450 = distinct !DILexicalBlock(scope: !324, file: !3, line: 282, column: 3)
!451 = !DILocation(line: 287, column: 3, scope: !452)
!452 = distinct !DILexicalBlock(scope: !453, file: !3, line: 287, column: 3)
!453 = distinct !DILexicalBlock(scope: !324, file: !3, line: 287, column: 3)
!454 = !DILocation(line: 292, column: 3, scope: !455)
!455 = distinct !DILexicalBlock(scope: !456, file: !3, line: 292, column: 3)
!456 = distinct !DILexicalBlock(scope: !324, file: !3, line: 292, column: 3)
!457 = !DILocation(line: 297, column: 3, scope: !458)
!458 = distinct !DILexicalBlock(scope: !459, file: !3, line: 297, column: 3)
!459 = distinct !DILexicalBlock(scope: !324, file: !3, line: 297, column: 3)
!460 = !DILocation(line: 302, column: 3, scope: !461)
!461 = distinct !DILexicalBlock(scope: !462, file: !3, line: 302, column: 3)
!462 = distinct !DILexicalBlock(scope: !324, file: !3, line: 302, column: 3)
!463 = !DILocation(line: 307, column: 3, scope: !464)
!464 = distinct !DILexicalBlock(scope: !465, file: !3, line: 307, column: 3)
!465 = distinct !DILexicalBlock(scope: !324, file: !3, line: 307, column: 3)
!466 = !DILocation(line: 312, column: 3, scope: !467)
!467 = distinct !DILexicalBlock(scope: !468, file: !3, line: 312, column: 3)
!468 = distinct !DILexicalBlock(scope: !324, file: !3, line: 312, column: 3)
!469 = !DILocation(line: 317, column: 3, scope: !470)
!470 = distinct !DILexicalBlock(scope: !471, file: !3, line: 317, column: 3)
!471 = distinct !DILexicalBlock(scope: !324, file: !3, line: 317, column: 3)
!472 = !DILocation(line: 322, column: 3, scope: !473)
!473 = distinct !DILexicalBlock(scope: !474, file: !3, line: 322, column: 3)
!474 = distinct !DILexicalBlock(scope: !324, file: !3, line: 322, column: 3)
!475 = !DILocation(line: 327, column: 3, scope: !476)
!476 = distinct !DILexicalBlock(scope: !477, file: !3, line: 327, column: 3)
!477 = distinct !DILexicalBlock(scope: !324, file: !3, line: 327, column: 3)
!478 = !DILocation(line: 332, column: 3, scope: !479)
!479 = distinct !DILexicalBlock(scope: !480, file: !3, line: 332, column: 3)
!480 = distinct !DILexicalBlock(scope: !324, file: !3, line: 332, column: 3)
!481 = !DILocation(line: 337, column: 3, scope: !482)
!482 = distinct !DILexicalBlock(scope: !483, file: !3, line: 337, column: 3)
!483 = distinct !DILexicalBlock(scope: !324, file: !3, line: 337, column: 3)
!484 = !DILocation(line: 342, column: 3, scope: !485)
!485 = distinct !DILexicalBlock(scope: !486, file: !3, line: 342, column: 3)
!486 = distinct !DILexicalBlock(scope: !324, file: !3, line: 342, column: 3)
!487 = !DILocation(line: 347, column: 3, scope: !488)
!488 = distinct !DILexicalBlock(scope: !489, file: !3, line: 347, column: 3)
!489 = distinct !DILexicalBlock(scope: !324, file: !3, line: 347, column: 3)
!490 = !DILocation(line: 352, column: 3, scope: !491)
!491 = distinct !DILexicalBlock(scope: !492, file: !3, line: 352, column: 3)
!492 = distinct !DILexicalBlock(scope: !324, file: !3, line: 352, column: 3)
!493 = !DILocation(line: 357, column: 3, scope: !494)
!494 = distinct !DILexicalBlock(scope: !495, file: !3, line: 357, column: 3)
!495 = distinct !DILexicalBlock(scope: !324, file: !3, line: 357, column: 3)
!496 = !DILocation(line: 362, column: 3, scope: !497)
!497 = distinct !DILexicalBlock(scope: !498, file: !3, line: 362, column: 3)
!498 = distinct !DILexicalBlock(scope: !324, file: !3, line: 362, column: 3)
!499 = !DILocation(line: 367, column: 3, scope: !500)
!500 = distinct !DILexicalBlock(scope: !501, file: !3, line: 367, column: 3)
!501 = distinct !DILexicalBlock(scope: !324, file: !3, line: 367, column: 3)
!502 = !DILocation(line: 372, column: 3, scope: !503)
!503 = distinct !DILexicalBlock(scope: !504, file: !3, line: 372, column: 3)
!504 = distinct !DILexicalBlock(scope: !324, file: !3, line: 372, column: 3)
!505 = !DILocation(line: 377, column: 3, scope: !506)
!506 = distinct !DILexicalBlock(scope: !507, file: !3, line: 377, column: 3)
!507 = distinct !DILexicalBlock(scope: !324, file: !3, line: 377, column: 3)
!508 = !DILocation(line: 382, column: 3, scope: !509)
!509 = distinct !DILexicalBlock(scope: !510, file: !3, line: 382, column: 3)
!510 = distinct !DILexicalBlock(scope: !324, file: !3, line: 382, column: 3)
!511 = !DILocation(line: 387, column: 3, scope: !512)
!512 = distinct !DILexicalBlock(scope: !513, file: !3, line: 387, column: 3)
!513 = distinct !DILexicalBlock(scope: !324, file: !3, line: 387, column: 3)
!514 = !DILocation(line: 392, column: 3, scope: !515)
!515 = distinct !DILexicalBlock(scope: !516, file: !3, line: 392, column: 3)
!516 = distinct !DILexicalBlock(scope: !324, file: !3, line: 392, column: 3)
!517 = !DILocation(line: 397, column: 3, scope: !518)
!518 = distinct !DILexicalBlock(scope: !519, file: !3, line: 397, column: 3)
!519 = distinct !DILexicalBlock(scope: !324, file: !3, line: 397, column: 3)
!520 = !DILocation(line: 402, column: 3, scope: !521)
!521 = distinct !DILexicalBlock(scope: !522, file: !3, line: 402, column: 3)
!522 = distinct !DILexicalBlock(scope: !324, file: !3, line: 402, column: 3)
!523 = !DILocation(line: 407, column: 3, scope: !524)
!524 = distinct !DILexicalBlock(scope: !525, file: !3, line: 407, column: 3)
!525 = distinct !DILexicalBlock(scope: !324, file: !3, line: 407, column: 3)
!526 = !DILocation(line: 412, column: 3, scope: !527)
!527 = distinct !DILexicalBlock(scope: !528, file: !3, line: 412, column: 3)
!528 = distinct !DILexicalBlock(scope: !324, file: !3, line: 412, column: 3)
!529 = !DILocation(line: 417, column: 3, scope: !530)
!530 = distinct !DILexicalBlock(scope: !531, file: !3, line: 417, column: 3)
!531 = distinct !DILexicalBlock(scope: !324, file: !3, line: 417, column: 3)
!532 = !DILocation(line: 422, column: 3, scope: !533)
!533 = distinct !DILexicalBlock(scope: !534, file: !3, line: 422, column: 3)
!534 = distinct !DILexicalBlock(scope: !324, file: !3, line: 422, column: 3)
!535 = !DILocation(line: 427, column: 3, scope: !536)
!536 = distinct !DILexicalBlock(scope: !537, file: !3, line: 427, column: 3)
!537 = distinct !DILexicalBlock(scope: !324, file: !3, line: 427, column: 3)
!538 = !DILocation(line: 432, column: 3, scope: !539)
!539 = distinct !DILexicalBlock(scope: !540, file: !3, line: 432, column: 3)
!540 = distinct !DILexicalBlock(scope: !324, file: !3, line: 432, column: 3)
!541 = !DILocation(line: 437, column: 3, scope: !542)
!542 = distinct !DILexicalBlock(scope: !543, file: !3, line: 437, column: 3)
!543 = distinct !DILexicalBlock(scope: !324, file: !3, line: 437, column: 3)
!544 = !DILocation(line: 442, column: 3, scope: !545)
!545 = distinct !DILexicalBlock(scope: !546, file: !3, line: 442, column: 3)
!546 = distinct !DILexicalBlock(scope: !324, file: !3, line: 442, column: 3)
!547 = !DILocation(line: 447, column: 3, scope: !548)
!548 = distinct !DILexicalBlock(scope: !549, file: !3, line: 447, column: 3)
!549 = distinct !DILexicalBlock(scope: !324, file: !3, line: 447, column: 3)
!550 = !DILocation(line: 452, column: 3, scope: !551)
!551 = distinct !DILexicalBlock(scope: !552, file: !3, line: 452, column: 3)
!552 = distinct !DILexicalBlock(scope: !324, file: !3, line: 452, column: 3)
!553 = !DILocation(line: 457, column: 3, scope: !554)
!554 = distinct !DILexicalBlock(scope: !555, file: !3, line: 457, column: 3)
!555 = distinct !DILexicalBlock(scope: !324, file: !3, line: 457, column: 3)
!556 = !DILocation(line: 462, column: 3, scope: !557)
!557 = distinct !DILexicalBlock(scope: !558, file: !3, line: 462, column: 3)
!558 = distinct !DILexicalBlock(scope: !324, file: !3, line: 462, column: 3)
!559 = !DILocation(line: 467, column: 3, scope: !560)
!560 = distinct !DILexicalBlock(scope: !561, file: !3, line: 467, column: 3)
!561 = distinct !DILexicalBlock(scope: !324, file: !3, line: 467, column: 3)
!562 = !DILocation(line: 472, column: 3, scope: !563)
!563 = distinct !DILexicalBlock(scope: !564, file: !3, line: 472, column: 3)
!564 = distinct !DILexicalBlock(scope: !324, file: !3, line: 472, column: 3)
!565 = !DILocation(line: 476, column: 3, scope: !324)
!566 = !DILabel(scope: !227, name: "unexpected", file: !3, line: 480)
!567 = !DILocation(line: 480, column: 1, scope: !227)
!568 = !DILocation(line: 481, column: 2, scope: !569)
!569 = distinct !DILexicalBlock(scope: !570, file: !3, line: 481, column: 2)
!570 = distinct !DILexicalBlock(scope: !227, file: !3, line: 481, column: 2)
