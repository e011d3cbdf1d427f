; ModuleID = 'MP+rel+rmw+acq.c'
source_filename = "MP+rel+rmw+acq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !103
@r1_0 = dso_local global i32 0, align 4, !dbg !108
@r2_0 = dso_local global i32 0, align 4, !dbg !110
@r2_1 = dso_local global i32 0, align 4, !dbg !112
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [17 x i8] c"MP+rel+rmw+acq.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [13 x i8] c"!\22outcome 9\22\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [14 x i8] c"!\22outcome 10\22\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [14 x i8] c"!\22outcome 11\22\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [14 x i8] c"!\22outcome 12\22\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [14 x i8] c"!\22outcome 13\22\00", align 1, !dbg !60
@.str.15 = private unnamed_addr constant [14 x i8] c"!\22outcome 14\22\00", align 1, !dbg !62
@.str.16 = private unnamed_addr constant [14 x i8] c"!\22outcome 15\22\00", align 1, !dbg !64
@.str.17 = private unnamed_addr constant [14 x i8] c"!\22outcome 16\22\00", align 1, !dbg !66
@.str.18 = private unnamed_addr constant [14 x i8] c"!\22outcome 17\22\00", align 1, !dbg !68
@.str.19 = private unnamed_addr constant [14 x i8] c"!\22outcome 18\22\00", align 1, !dbg !70
@.str.20 = private unnamed_addr constant [14 x i8] c"!\22outcome 19\22\00", align 1, !dbg !72
@.str.21 = private unnamed_addr constant [14 x i8] c"!\22outcome 20\22\00", align 1, !dbg !74
@.str.22 = private unnamed_addr constant [14 x i8] c"!\22outcome 21\22\00", align 1, !dbg !76
@.str.23 = private unnamed_addr constant [14 x i8] c"!\22outcome 22\22\00", align 1, !dbg !78
@.str.24 = private unnamed_addr constant [14 x i8] c"!\22outcome 23\22\00", align 1, !dbg !80
@.str.25 = private unnamed_addr constant [14 x i8] c"!\22outcome 24\22\00", align 1, !dbg !82
@.str.26 = private unnamed_addr constant [14 x i8] c"!\22outcome 25\22\00", align 1, !dbg !84
@.str.27 = private unnamed_addr constant [14 x i8] c"!\22outcome 26\22\00", align 1, !dbg !86
@.str.28 = private unnamed_addr constant [14 x i8] c"!\22outcome 27\22\00", align 1, !dbg !88
@.str.29 = private unnamed_addr constant [14 x i8] c"!\22outcome 28\22\00", align 1, !dbg !90
@.str.30 = private unnamed_addr constant [14 x i8] c"!\22outcome 29\22\00", align 1, !dbg !92
@.str.31 = private unnamed_addr constant [14 x i8] c"!\22outcome 30\22\00", align 1, !dbg !94
@.str.32 = private unnamed_addr constant [14 x i8] c"!\22outcome 31\22\00", align 1, !dbg !96
@.str.33 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !98

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !122 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !127, !DIExpression(), !128)
  %5 = load ptr, ptr %2, align 8, !dbg !129
  store i32 1, ptr %3, align 4, !dbg !130
  %6 = load i32, ptr %3, align 4, !dbg !130
  store atomic i32 %6, ptr @x monotonic, align 4, !dbg !130
  store i32 1, ptr %4, align 4, !dbg !131
  %7 = load i32, ptr %4, align 4, !dbg !131
  store atomic i32 %7, ptr @y release, align 4, !dbg !131
  ret ptr null, !dbg !132
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !133 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !134, !DIExpression(), !135)
  %5 = load ptr, ptr %2, align 8, !dbg !136
  store i32 10, ptr %3, align 4, !dbg !137
  %6 = load i32, ptr %3, align 4, !dbg !137
  %7 = atomicrmw add ptr @y, i32 %6 monotonic, align 4, !dbg !137
  store i32 %7, ptr %4, align 4, !dbg !137
  %8 = load i32, ptr %4, align 4, !dbg !137
  store i32 %8, ptr @r1_0, align 4, !dbg !138
  ret ptr null, !dbg !139
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t2(ptr noundef %0) #0 !dbg !140 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !141, !DIExpression(), !142)
  %5 = load ptr, ptr %2, align 8, !dbg !143
  %6 = load atomic i32, ptr @y acquire, align 4, !dbg !144
  store i32 %6, ptr %3, align 4, !dbg !144
  %7 = load i32, ptr %3, align 4, !dbg !144
  store i32 %7, ptr @r2_0, align 4, !dbg !145
  %8 = load atomic i32, ptr @x monotonic, align 4, !dbg !146
  store i32 %8, ptr %4, align 4, !dbg !146
  %9 = load i32, ptr %4, align 4, !dbg !146
  store i32 %9, ptr @r2_1, align 4, !dbg !147
  ret ptr null, !dbg !148
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !149 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !152, !DIExpression(), !159)
  %6 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !160
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !161
  %8 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !162
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !163
  %10 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !164
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @t2, ptr noundef null) #4, !dbg !165
  %12 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 0, !dbg !166
  %13 = load i64, ptr %12, align 16, !dbg !166
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null), !dbg !167
  %15 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 1, !dbg !168
  %16 = load i64, ptr %15, align 8, !dbg !168
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null), !dbg !169
  %18 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 2, !dbg !170
  %19 = load i64, ptr %18, align 16, !dbg !170
  %20 = call i32 @pthread_join(i64 noundef %19, ptr noundef null), !dbg !171
    #dbg_declare(ptr %3, !172, !DIExpression(), !173)
    #dbg_declare(ptr %4, !174, !DIExpression(), !175)
    #dbg_declare(ptr %5, !176, !DIExpression(), !177)
  store i32 0, ptr %5, align 4, !dbg !177
  %21 = load i32, ptr @r1_0, align 4, !dbg !178
  store i32 %21, ptr %3, align 4, !dbg !179
  %22 = load i32, ptr %3, align 4, !dbg !180
  %23 = icmp eq i32 %22, 0, !dbg !181
  br i1 %23, label %24, label %25, !dbg !180

24:                                               ; preds = %0
  br label %42, !dbg !180

25:                                               ; preds = %0
  %26 = load i32, ptr %3, align 4, !dbg !182
  %27 = icmp eq i32 %26, 1, !dbg !183
  br i1 %27, label %28, label %29, !dbg !182

28:                                               ; preds = %25
  br label %40, !dbg !182

29:                                               ; preds = %25
  %30 = load i32, ptr %3, align 4, !dbg !184
  %31 = icmp eq i32 %30, 10, !dbg !185
  br i1 %31, label %32, label %33, !dbg !184

32:                                               ; preds = %29
  br label %38, !dbg !184

33:                                               ; preds = %29
  %34 = load i32, ptr %3, align 4, !dbg !186
  %35 = icmp eq i32 %34, 11, !dbg !187
  %36 = zext i1 %35 to i64, !dbg !186
  %37 = select i1 %35, i32 3, i32 -1, !dbg !186
  br label %38, !dbg !184

38:                                               ; preds = %33, %32
  %39 = phi i32 [ 2, %32 ], [ %37, %33 ], !dbg !184
  br label %40, !dbg !182

40:                                               ; preds = %38, %28
  %41 = phi i32 [ 1, %28 ], [ %39, %38 ], !dbg !182
  br label %42, !dbg !180

42:                                               ; preds = %40, %24
  %43 = phi i32 [ 0, %24 ], [ %41, %40 ], !dbg !180
  store i32 %43, ptr %4, align 4, !dbg !188
  %44 = load i32, ptr %4, align 4, !dbg !189
  %45 = icmp slt i32 %44, 0, !dbg !191
  br i1 %45, label %46, label %47, !dbg !192

46:                                               ; preds = %42
  br label %135, !dbg !193

47:                                               ; preds = %42
  %48 = load i32, ptr %4, align 4, !dbg !194
  %49 = load i32, ptr %5, align 4, !dbg !195
  %50 = add nsw i32 %49, %48, !dbg !195
  store i32 %50, ptr %5, align 4, !dbg !195
  %51 = load i32, ptr @r2_0, align 4, !dbg !196
  store i32 %51, ptr %3, align 4, !dbg !197
  %52 = load i32, ptr %3, align 4, !dbg !198
  %53 = icmp eq i32 %52, 0, !dbg !199
  br i1 %53, label %54, label %55, !dbg !198

54:                                               ; preds = %47
  br label %72, !dbg !198

55:                                               ; preds = %47
  %56 = load i32, ptr %3, align 4, !dbg !200
  %57 = icmp eq i32 %56, 1, !dbg !201
  br i1 %57, label %58, label %59, !dbg !200

58:                                               ; preds = %55
  br label %70, !dbg !200

59:                                               ; preds = %55
  %60 = load i32, ptr %3, align 4, !dbg !202
  %61 = icmp eq i32 %60, 10, !dbg !203
  br i1 %61, label %62, label %63, !dbg !202

62:                                               ; preds = %59
  br label %68, !dbg !202

63:                                               ; preds = %59
  %64 = load i32, ptr %3, align 4, !dbg !204
  %65 = icmp eq i32 %64, 11, !dbg !205
  %66 = zext i1 %65 to i64, !dbg !204
  %67 = select i1 %65, i32 3, i32 -1, !dbg !204
  br label %68, !dbg !202

68:                                               ; preds = %63, %62
  %69 = phi i32 [ 2, %62 ], [ %67, %63 ], !dbg !202
  br label %70, !dbg !200

70:                                               ; preds = %68, %58
  %71 = phi i32 [ 1, %58 ], [ %69, %68 ], !dbg !200
  br label %72, !dbg !198

72:                                               ; preds = %70, %54
  %73 = phi i32 [ 0, %54 ], [ %71, %70 ], !dbg !198
  store i32 %73, ptr %4, align 4, !dbg !206
  %74 = load i32, ptr %4, align 4, !dbg !207
  %75 = icmp slt i32 %74, 0, !dbg !209
  br i1 %75, label %76, label %77, !dbg !210

76:                                               ; preds = %72
  br label %135, !dbg !211

77:                                               ; preds = %72
  %78 = load i32, ptr %4, align 4, !dbg !212
  %79 = mul nsw i32 %78, 4, !dbg !213
  %80 = load i32, ptr %5, align 4, !dbg !214
  %81 = add nsw i32 %80, %79, !dbg !214
  store i32 %81, ptr %5, align 4, !dbg !214
  %82 = load i32, ptr @r2_1, align 4, !dbg !215
  store i32 %82, ptr %3, align 4, !dbg !216
  %83 = load i32, ptr %3, align 4, !dbg !217
  %84 = icmp eq i32 %83, 0, !dbg !218
  br i1 %84, label %85, label %86, !dbg !217

85:                                               ; preds = %77
  br label %91, !dbg !217

86:                                               ; preds = %77
  %87 = load i32, ptr %3, align 4, !dbg !219
  %88 = icmp eq i32 %87, 1, !dbg !220
  %89 = zext i1 %88 to i64, !dbg !219
  %90 = select i1 %88, i32 1, i32 -1, !dbg !219
  br label %91, !dbg !217

91:                                               ; preds = %86, %85
  %92 = phi i32 [ 0, %85 ], [ %90, %86 ], !dbg !217
  store i32 %92, ptr %4, align 4, !dbg !221
  %93 = load i32, ptr %4, align 4, !dbg !222
  %94 = icmp slt i32 %93, 0, !dbg !224
  br i1 %94, label %95, label %96, !dbg !225

95:                                               ; preds = %91
  br label %135, !dbg !226

96:                                               ; preds = %91
  %97 = load i32, ptr %4, align 4, !dbg !227
  %98 = mul nsw i32 %97, 16, !dbg !228
  %99 = load i32, ptr %5, align 4, !dbg !229
  %100 = add nsw i32 %99, %98, !dbg !229
  store i32 %100, ptr %5, align 4, !dbg !229
  %101 = load i32, ptr %5, align 4, !dbg !230
  switch i32 %101, label %134 [
    i32 0, label %102
    i32 1, label %103
    i32 2, label %104
    i32 3, label %105
    i32 4, label %106
    i32 5, label %107
    i32 6, label %108
    i32 7, label %109
    i32 8, label %110
    i32 9, label %111
    i32 10, label %112
    i32 11, label %113
    i32 12, label %114
    i32 13, label %115
    i32 14, label %116
    i32 15, label %117
    i32 16, label %118
    i32 17, label %119
    i32 18, label %120
    i32 19, label %121
    i32 20, label %122
    i32 21, label %123
    i32 22, label %124
    i32 23, label %125
    i32 24, label %126
    i32 25, label %127
    i32 26, label %128
    i32 27, label %129
    i32 28, label %130
    i32 29, label %131
    i32 30, label %132
    i32 31, label %133
  ], !dbg !231

102:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 78, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !232
  unreachable, !dbg !232

103:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 83, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !236
  unreachable, !dbg !236

104:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 88, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !239
  unreachable, !dbg !239

105:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 93, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !242
  unreachable, !dbg !242

106:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 98, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !245
  unreachable, !dbg !245

107:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 103, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !248
  unreachable, !dbg !248

108:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 108, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !251
  unreachable, !dbg !251

109:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 113, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !254
  unreachable, !dbg !254

110:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 118, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !257
  unreachable, !dbg !257

111:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.10, ptr noundef @.str.1, i32 noundef 123, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !260
  unreachable, !dbg !260

112:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.11, ptr noundef @.str.1, i32 noundef 128, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !263
  unreachable, !dbg !263

113:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.12, ptr noundef @.str.1, i32 noundef 133, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !266
  unreachable, !dbg !266

114:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.13, ptr noundef @.str.1, i32 noundef 138, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !269
  unreachable, !dbg !269

115:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.14, ptr noundef @.str.1, i32 noundef 143, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !272
  unreachable, !dbg !272

116:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.15, ptr noundef @.str.1, i32 noundef 148, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !275
  unreachable, !dbg !275

117:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.16, ptr noundef @.str.1, i32 noundef 153, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !278
  unreachable, !dbg !278

118:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.17, ptr noundef @.str.1, i32 noundef 158, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !281
  unreachable, !dbg !281

119:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.18, ptr noundef @.str.1, i32 noundef 163, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !284
  unreachable, !dbg !284

120:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.19, ptr noundef @.str.1, i32 noundef 168, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !287
  unreachable, !dbg !287

121:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.20, ptr noundef @.str.1, i32 noundef 173, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !290
  unreachable, !dbg !290

122:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.21, ptr noundef @.str.1, i32 noundef 178, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !293
  unreachable, !dbg !293

123:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.22, ptr noundef @.str.1, i32 noundef 183, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !296
  unreachable, !dbg !296

124:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.23, ptr noundef @.str.1, i32 noundef 188, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !299
  unreachable, !dbg !299

125:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.24, ptr noundef @.str.1, i32 noundef 193, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !302
  unreachable, !dbg !302

126:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.25, ptr noundef @.str.1, i32 noundef 198, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !305
  unreachable, !dbg !305

127:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.26, ptr noundef @.str.1, i32 noundef 203, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !308
  unreachable, !dbg !308

128:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.27, ptr noundef @.str.1, i32 noundef 208, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !311
  unreachable, !dbg !311

129:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.28, ptr noundef @.str.1, i32 noundef 213, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !314
  unreachable, !dbg !314

130:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.29, ptr noundef @.str.1, i32 noundef 218, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !317
  unreachable, !dbg !317

131:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.30, ptr noundef @.str.1, i32 noundef 223, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !320
  unreachable, !dbg !320

132:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.31, ptr noundef @.str.1, i32 noundef 228, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !323
  unreachable, !dbg !323

133:                                              ; preds = %96
  call void @__assert_fail(ptr noundef @.str.32, ptr noundef @.str.1, i32 noundef 233, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !326
  unreachable, !dbg !326

134:                                              ; preds = %96
  br label %135, !dbg !329

135:                                              ; preds = %134, %95, %76, %46
    #dbg_label(!330, !331)
  call void @__assert_fail(ptr noundef @.str.33, ptr noundef @.str.1, i32 noundef 242, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !332
  unreachable, !dbg !332
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
!llvm.module.flags = !{!114, !115, !116, !117, !118, !119, !120}
!llvm.ident = !{!121}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 18, type: !105, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "MP+rel+rmw+acq.c", directory: ".", checksumkind: CSK_MD5, checksum: "76cfbd34e86cfc0fb3f2b51c971c9f8c")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !45, !47, !49, !51, !56, !58, !60, !62, !64, !66, !68, !70, !72, !74, !76, !78, !80, !82, !84, !86, !88, !90, !92, !94, !96, !98, !0, !103, !108, !110, !112}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 78, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 83, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 88, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 93, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 98, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 108, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 118, type: !18, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !18, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 128, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 14)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 133, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !53, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 143, type: !53, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !53, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 153, type: !53, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 158, type: !53, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 163, type: !53, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 168, type: !53, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 173, type: !53, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !3, line: 178, type: !53, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !3, line: 183, type: !53, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 188, type: !53, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 193, type: !53, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 198, type: !53, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !3, line: 203, type: !53, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !3, line: 208, type: !53, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 213, type: !53, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 218, type: !53, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 223, type: !53, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 228, type: !53, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 233, type: !53, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 242, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 22)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 19, type: !105, isLocal: false, isDefinition: true)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !107)
!107 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 20, type: !107, isLocal: false, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(name: "r2_0", scope: !2, file: !3, line: 20, type: !107, isLocal: false, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(name: "r2_1", scope: !2, file: !3, line: 20, type: !107, isLocal: false, isDefinition: true)
!114 = !{i32 7, !"Dwarf Version", i32 5}
!115 = !{i32 2, !"Debug Info Version", i32 3}
!116 = !{i32 1, !"wchar_size", i32 4}
!117 = !{i32 8, !"PIC Level", i32 2}
!118 = !{i32 7, !"PIE Level", i32 2}
!119 = !{i32 7, !"uwtable", i32 2}
!120 = !{i32 7, !"frame-pointer", i32 2}
!121 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!122 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 22, type: !123, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !126)
!123 = !DISubroutineType(types: !124)
!124 = !{!125, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!126 = !{}
!127 = !DILocalVariable(name: "arg", arg: 1, scope: !122, file: !3, line: 22, type: !125)
!128 = !DILocation(line: 22, column: 16, scope: !122)
!129 = !DILocation(line: 24, column: 8, scope: !122)
!130 = !DILocation(line: 25, column: 2, scope: !122)
!131 = !DILocation(line: 26, column: 2, scope: !122)
!132 = !DILocation(line: 27, column: 2, scope: !122)
!133 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 30, type: !123, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !126)
!134 = !DILocalVariable(name: "arg", arg: 1, scope: !133, file: !3, line: 30, type: !125)
!135 = !DILocation(line: 30, column: 16, scope: !133)
!136 = !DILocation(line: 32, column: 8, scope: !133)
!137 = !DILocation(line: 33, column: 9, scope: !133)
!138 = !DILocation(line: 33, column: 7, scope: !133)
!139 = !DILocation(line: 34, column: 2, scope: !133)
!140 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 37, type: !123, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !126)
!141 = !DILocalVariable(name: "arg", arg: 1, scope: !140, file: !3, line: 37, type: !125)
!142 = !DILocation(line: 37, column: 16, scope: !140)
!143 = !DILocation(line: 39, column: 8, scope: !140)
!144 = !DILocation(line: 40, column: 9, scope: !140)
!145 = !DILocation(line: 40, column: 7, scope: !140)
!146 = !DILocation(line: 41, column: 9, scope: !140)
!147 = !DILocation(line: 41, column: 7, scope: !140)
!148 = !DILocation(line: 42, column: 2, scope: !140)
!149 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 45, type: !150, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !126)
!150 = !DISubroutineType(types: !151)
!151 = !{!107}
!152 = !DILocalVariable(name: "th", scope: !149, file: !3, line: 47, type: !153)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !154, size: 192, elements: !157)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !155, line: 27, baseType: !156)
!155 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!156 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!157 = !{!158}
!158 = !DISubrange(count: 3)
!159 = !DILocation(line: 47, column: 12, scope: !149)
!160 = !DILocation(line: 48, column: 18, scope: !149)
!161 = !DILocation(line: 48, column: 2, scope: !149)
!162 = !DILocation(line: 49, column: 18, scope: !149)
!163 = !DILocation(line: 49, column: 2, scope: !149)
!164 = !DILocation(line: 50, column: 18, scope: !149)
!165 = !DILocation(line: 50, column: 2, scope: !149)
!166 = !DILocation(line: 51, column: 15, scope: !149)
!167 = !DILocation(line: 51, column: 2, scope: !149)
!168 = !DILocation(line: 52, column: 15, scope: !149)
!169 = !DILocation(line: 52, column: 2, scope: !149)
!170 = !DILocation(line: 53, column: 15, scope: !149)
!171 = !DILocation(line: 53, column: 2, scope: !149)
!172 = !DILocalVariable(name: "v", scope: !149, file: !3, line: 54, type: !107)
!173 = !DILocation(line: 54, column: 6, scope: !149)
!174 = !DILocalVariable(name: "d", scope: !149, file: !3, line: 54, type: !107)
!175 = !DILocation(line: 54, column: 9, scope: !149)
!176 = !DILocalVariable(name: "o", scope: !149, file: !3, line: 54, type: !107)
!177 = !DILocation(line: 54, column: 12, scope: !149)
!178 = !DILocation(line: 55, column: 6, scope: !149)
!179 = !DILocation(line: 55, column: 4, scope: !149)
!180 = !DILocation(line: 56, column: 6, scope: !149)
!181 = !DILocation(line: 56, column: 8, scope: !149)
!182 = !DILocation(line: 56, column: 19, scope: !149)
!183 = !DILocation(line: 56, column: 21, scope: !149)
!184 = !DILocation(line: 56, column: 32, scope: !149)
!185 = !DILocation(line: 56, column: 34, scope: !149)
!186 = !DILocation(line: 56, column: 46, scope: !149)
!187 = !DILocation(line: 56, column: 48, scope: !149)
!188 = !DILocation(line: 56, column: 4, scope: !149)
!189 = !DILocation(line: 57, column: 6, scope: !190)
!190 = distinct !DILexicalBlock(scope: !149, file: !3, line: 57, column: 6)
!191 = !DILocation(line: 57, column: 8, scope: !190)
!192 = !DILocation(line: 57, column: 6, scope: !149)
!193 = !DILocation(line: 58, column: 3, scope: !190)
!194 = !DILocation(line: 59, column: 7, scope: !149)
!195 = !DILocation(line: 59, column: 4, scope: !149)
!196 = !DILocation(line: 60, column: 6, scope: !149)
!197 = !DILocation(line: 60, column: 4, scope: !149)
!198 = !DILocation(line: 61, column: 6, scope: !149)
!199 = !DILocation(line: 61, column: 8, scope: !149)
!200 = !DILocation(line: 61, column: 19, scope: !149)
!201 = !DILocation(line: 61, column: 21, scope: !149)
!202 = !DILocation(line: 61, column: 32, scope: !149)
!203 = !DILocation(line: 61, column: 34, scope: !149)
!204 = !DILocation(line: 61, column: 46, scope: !149)
!205 = !DILocation(line: 61, column: 48, scope: !149)
!206 = !DILocation(line: 61, column: 4, scope: !149)
!207 = !DILocation(line: 62, column: 6, scope: !208)
!208 = distinct !DILexicalBlock(scope: !149, file: !3, line: 62, column: 6)
!209 = !DILocation(line: 62, column: 8, scope: !208)
!210 = !DILocation(line: 62, column: 6, scope: !149)
!211 = !DILocation(line: 63, column: 3, scope: !208)
!212 = !DILocation(line: 64, column: 7, scope: !149)
!213 = !DILocation(line: 64, column: 9, scope: !149)
!214 = !DILocation(line: 64, column: 4, scope: !149)
!215 = !DILocation(line: 65, column: 6, scope: !149)
!216 = !DILocation(line: 65, column: 4, scope: !149)
!217 = !DILocation(line: 66, column: 6, scope: !149)
!218 = !DILocation(line: 66, column: 8, scope: !149)
!219 = !DILocation(line: 66, column: 19, scope: !149)
!220 = !DILocation(line: 66, column: 21, scope: !149)
!221 = !DILocation(line: 66, column: 4, scope: !149)
!222 = !DILocation(line: 67, column: 6, scope: !223)
!223 = distinct !DILexicalBlock(scope: !149, file: !3, line: 67, column: 6)
!224 = !DILocation(line: 67, column: 8, scope: !223)
!225 = !DILocation(line: 67, column: 6, scope: !149)
!226 = !DILocation(line: 68, column: 3, scope: !223)
!227 = !DILocation(line: 69, column: 7, scope: !149)
!228 = !DILocation(line: 69, column: 9, scope: !149)
!229 = !DILocation(line: 69, column: 4, scope: !149)
!230 = !DILocation(line: 75, column: 10, scope: !149)
!231 = !DILocation(line: 75, column: 2, scope: !149)
!232 = !DILocation(line: 78, column: 3, scope: !233)
!233 = distinct !DILexicalBlock(scope: !234, file: !3, line: 78, column: 3)
!234 = distinct !DILexicalBlock(scope: !235, file: !3, line: 78, column: 3)
!235 = distinct !DILexicalBlock(scope: !149, file: !3, line: 75, column: 13)
!236 = !DILocation(line: 83, column: 3, scope: !237)
!237 = distinct !DILexicalBlock(scope: !238, file: !3, line: 83, column: 3)
!238 = distinct !DILexicalBlock(scope: !235, file: !3, line: 83, column: 3)
!239 = !DILocation(line: 88, column: 3, scope: !240)
!240 = distinct !DILexicalBlock(scope: !241, file: !3, line: 88, column: 3)
!241 = distinct !DILexicalBlock(scope: !235, file: !3, line: 88, column: 3)
!242 = !DILocation(line: 93, column: 3, scope: !243)
!243 = distinct !DILexicalBlock(scope: !244, file: !3, line: 93, column: 3)
!244 = distinct !DILexicalBlock(scope: !235, file: !3, line: 93, column: 3)
!245 = !DILocation(line: 98, column: 3, scope: !246)
!246 = distinct !DILexicalBlock(scope: !247, file: !3, line: 98, column: 3)
!247 = distinct !DILexicalBlock(scope: !235, file: !3, line: 98, column: 3)
!248 = !DILocation(line: 103, column: 3, scope: !249)
!249 = distinct !DILexicalBlock(scope: !250, file: !3, line: 103, column: 3)
!250 = distinct !DILexicalBlock(scope: !235, file: !3, line: 103, column: 3)
!251 = !DILocation(line: 108, column: 3, scope: !252)
!252 = distinct !DILexicalBlock(scope: !253, file: !3, line: 108, column: 3)
!253 = distinct !DILexicalBlock(scope: !235, file: !3, line: 108, column: 3)
!254 = !DILocation(line: 113, column: 3, scope: !255)
!255 = distinct !DILexicalBlock(scope: !256, file: !3, line: 113, column: 3)
!256 = distinct !DILexicalBlock(scope: !235, file: !3, line: 113, column: 3)
!257 = !DILocation(line: 118, column: 3, scope: !258)
!258 = distinct !DILexicalBlock(scope: !259, file: !3, line: 118, column: 3)
!259 = distinct !DILexicalBlock(scope: !235, file: !3, line: 118, column: 3)
!260 = !DILocation(line: 123, column: 3, scope: !261)
!261 = distinct !DILexicalBlock(scope: !262, file: !3, line: 123, column: 3)
!262 = distinct !DILexicalBlock(scope: !235, file: !3, line: 123, column: 3)
!263 = !DILocation(line: 128, column: 3, scope: !264)
!264 = distinct !DILexicalBlock(scope: !265, file: !3, line: 128, column: 3)
!265 = distinct !DILexicalBlock(scope: !235, file: !3, line: 128, column: 3)
!266 = !DILocation(line: 133, column: 3, scope: !267)
!267 = distinct !DILexicalBlock(scope: !268, file: !3, line: 133, column: 3)
!268 = distinct !DILexicalBlock(scope: !235, file: !3, line: 133, column: 3)
!269 = !DILocation(line: 138, column: 3, scope: !270)
!270 = distinct !DILexicalBlock(scope: !271, file: !3, line: 138, column: 3)
!271 = distinct !DILexicalBlock(scope: !235, file: !3, line: 138, column: 3)
!272 = !DILocation(line: 143, column: 3, scope: !273)
!273 = distinct !DILexicalBlock(scope: !274, file: !3, line: 143, column: 3)
!274 = distinct !DILexicalBlock(scope: !235, file: !3, line: 143, column: 3)
!275 = !DILocation(line: 148, column: 3, scope: !276)
!276 = distinct !DILexicalBlock(scope: !277, file: !3, line: 148, column: 3)
!277 = distinct !DILexicalBlock(scope: !235, file: !3, line: 148, column: 3)
!278 = !DILocation(line: 153, column: 3, scope: !279)
!279 = distinct !DILexicalBlock(scope: !280, file: !3, line: 153, column: 3)
!280 = distinct !DILexicalBlock(scope: !235, file: !3, line: 153, column: 3)
!281 = !DILocation(line: 158, column: 3, scope: !282)
!282 = distinct !DILexicalBlock(scope: !283, file: !3, line: 158, column: 3)
!283 = distinct !DILexicalBlock(scope: !235, file: !3, line: 158, column: 3)
!284 = !DILocation(line: 163, column: 3, scope: !285)
!285 = distinct !DILexicalBlock(scope: !286, file: !3, line: 163, column: 3)
!286 = distinct !DILexicalBlock(scope: !235, file: !3, line: 163, column: 3)
!287 = !DILocation(line: 168, column: 3, scope: !288)
!288 = distinct !DILexicalBlock(scope: !289, file: !3, line: 168, column: 3)
!289 = distinct !DILexicalBlock(scope: !235, file: !3, line: 168, column: 3)
!290 = !DILocation(line: 173, column: 3, scope: !291)
!291 = distinct !DILexicalBlock(scope: !292, file: !3, line: 173, column: 3)
!292 = distinct !DILexicalBlock(scope: !235, file: !3, line: 173, column: 3)
!293 = !DILocation(line: 178, column: 3, scope: !294)
!294 = distinct !DILexicalBlock(scope: !295, file: !3, line: 178, column: 3)
!295 = distinct !DILexicalBlock(scope: !235, file: !3, line: 178, column: 3)
!296 = !DILocation(line: 183, column: 3, scope: !297)
!297 = distinct !DILexicalBlock(scope: !298, file: !3, line: 183, column: 3)
!298 = distinct !DILexicalBlock(scope: !235, file: !3, line: 183, column: 3)
!299 = !DILocation(line: 188, column: 3, scope: !300)
!300 = distinct !DILexicalBlock(scope: !301, file: !3, line: 188, column: 3)
!301 = distinct !DILexicalBlock(scope: !235, file: !3, line: 188, column: 3)
!302 = !DILocation(line: 193, column: 3, scope: !303)
!303 = distinct !DILexicalBlock(scope: !304, file: !3, line: 193, column: 3)
!304 = distinct !DILexicalBlock(scope: !235, file: !3, line: 193, column: 3)
!305 = !DILocation(line: 198, column: 3, scope: !306)
!306 = distinct !DILexicalBlock(scope: !307, file: !3, line: 198, column: 3)
!307 = distinct !DILexicalBlock(scope: !235, file: !3, line: 198, column: 3)
!308 = !DILocation(line: 203, column: 3, scope: !309)
!309 = distinct !DILexicalBlock(scope: !310, file: !3, line: 203, column: 3)
!310 = distinct !DILexicalBlock(scope: !235, file: !3, line: 203, column: 3)
!311 = !DILocation(line: 208, column: 3, scope: !312)
!312 = distinct !DILexicalBlock(scope: !313, file: !3, line: 208, column: 3)
!313 = distinct !DILexicalBlock(scope: !235, file: !3, line: 208, column: 3)
!314 = !DILocation(line: 213, column: 3, scope: !315)
!315 = distinct !DILexicalBlock(scope: !316, file: !3, line: 213, column: 3)
!316 = distinct !DILexicalBlock(scope: !235, file: !3, line: 213, column: 3)
!317 = !DILocation(line: 218, column: 3, scope: !318)
!318 = distinct !DILexicalBlock(scope: !319, file: !3, line: 218, column: 3)
!319 = distinct !DILexicalBlock(scope: !235, file: !3, line: 218, column: 3)
!320 = !DILocation(line: 223, column: 3, scope: !321)
!321 = distinct !DILexicalBlock(scope: !322, file: !3, line: 223, column: 3)
!322 = distinct !DILexicalBlock(scope: !235, file: !3, line: 223, column: 3)
!323 = !DILocation(line: 228, column: 3, scope: !324)
!324 = distinct !DILexicalBlock(scope: !325, file: !3, line: 228, column: 3)
!325 = distinct !DILexicalBlock(scope: !235, file: !3, line: 228, column: 3)
!326 = !DILocation(line: 233, column: 3, scope: !327)
!327 = distinct !DILexicalBlock(scope: !328, file: !3, line: 233, column: 3)
!328 = distinct !DILexicalBlock(scope: !235, file: !3, line: 233, column: 3)
!329 = !DILocation(line: 237, column: 3, scope: !235)
!330 = !DILabel(scope: !149, name: "unexpected", file: !3, line: 241)
!331 = !DILocation(line: 241, column: 1, scope: !149)
!332 = !DILocation(line: 242, column: 2, scope: !333)
!333 = distinct !DILexicalBlock(scope: !334, file: !3, line: 242, column: 2)
!334 = distinct !DILexicalBlock(scope: !149, file: !3, line: 242, column: 2)
