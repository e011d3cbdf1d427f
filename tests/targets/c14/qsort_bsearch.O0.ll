; ModuleID = 'qsort_bsearch.c'
source_filename = "qsort_bsearch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.person = type { [12 x i8], i32, double }

@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"bsearch %d: found, value at hit %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"bsearch %d: absent\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"desc: %d %d %d ... %d\0A\00", align 1
@__const.main.people = private unnamed_addr constant [8 x %struct.person] [%struct.person { [12 x i8] c"mallory\00\00\00\00\00", i32 31, double 5.550000e+01 }, %struct.person { [12 x i8] c"alice\00\00\00\00\00\00\00", i32 30, double 9.100000e+01 }, %struct.person { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", i32 25, double 7.825000e+01 }, %struct.person { [12 x i8] c"carol\00\00\00\00\00\00\00", i32 30, double 9.100000e+01 }, %struct.person { [12 x i8] c"dave\00\00\00\00\00\00\00\00", i32 41, double 6.000000e+01 }, %struct.person { [12 x i8] c"erin\00\00\00\00\00\00\00\00", i32 25, double 8.500000e+01 }, %struct.person { [12 x i8] c"frank\00\00\00\00\00\00\00", i32 19, double 7.825000e+01 }, %struct.person { [12 x i8] c"grace\00\00\00\00\00\00\00", i32 30, double 9.950000e+01 }], align 16
@.str.5 = private unnamed_addr constant [8 x i8] c"%s(%d) \00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"%s(%.2f) \00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"carol\00", align 1
@.str.8 = private unnamed_addr constant [27 x i8] c"bsearch person: %s at %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"none\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"Apple\00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c"apples\00", align 1
@.str.18 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"zucchini\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@__const.main.words = private unnamed_addr constant [11 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.15, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.17, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.18, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.20, i32 0, i32 0)], align 16
@.str.21 = private unnamed_addr constant [6 x i8] c"'%s' \00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"grape\00", align 1
@.str.23 = private unnamed_addr constant [16 x i8] c"find '%s': %ld\0A\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"%.2f \00", align 1
@__const.main.s = private unnamed_addr constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 16
@.str.25 = private unnamed_addr constant [20 x i8] c"sorted chars: '%s'\0A\00", align 1
@.str.26 = private unnamed_addr constant [34 x i8] c"bsearch in empty: %d, in one: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !30 {
  %1 = alloca i32, align 4
  %2 = alloca [40 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [10 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  %10 = alloca [8 x %struct.person], align 16
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.person, align 8
  %15 = alloca %struct.person*, align 8
  %16 = alloca [11 x i8*], align 16
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [5 x i8*], align 16
  %20 = alloca i32, align 4
  %21 = alloca i8**, align 8
  %22 = alloca [12 x double], align 16
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca [44 x i8], align 16
  %26 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [40 x i32]* %2, metadata !34, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata i32* %3, metadata !39, metadata !DIExpression()), !dbg !41
  store i32 7, i32* %3, align 4, !dbg !41
  call void @llvm.dbg.declare(metadata i32* %4, metadata !42, metadata !DIExpression()), !dbg !44
  store i32 0, i32* %4, align 4, !dbg !44
  br label %27, !dbg !45

27:                                               ; preds = %41, %0
  %28 = load i32, i32* %4, align 4, !dbg !46
  %29 = icmp slt i32 %28, 40, !dbg !48
  br i1 %29, label %30, label %44, !dbg !49

30:                                               ; preds = %27
  %31 = load i32, i32* %3, align 4, !dbg !50
  %32 = mul i32 %31, 1103515245, !dbg !52
  %33 = add i32 %32, 12345, !dbg !53
  store i32 %33, i32* %3, align 4, !dbg !54
  %34 = load i32, i32* %3, align 4, !dbg !55
  %35 = lshr i32 %34, 16, !dbg !56
  %36 = urem i32 %35, 201, !dbg !57
  %37 = sub nsw i32 %36, 100, !dbg !58
  %38 = load i32, i32* %4, align 4, !dbg !59
  %39 = sext i32 %38 to i64, !dbg !60
  %40 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 %39, !dbg !60
  store i32 %37, i32* %40, align 4, !dbg !61
  br label %41, !dbg !62

41:                                               ; preds = %30
  %42 = load i32, i32* %4, align 4, !dbg !63
  %43 = add nsw i32 %42, 1, !dbg !63
  store i32 %43, i32* %4, align 4, !dbg !63
  br label %27, !dbg !64, !llvm.loop !65

44:                                               ; preds = %27
  %45 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 0, !dbg !68
  %46 = bitcast i32* %45 to i8*, !dbg !68
  call void @qsort(i8* noundef %46, i64 noundef 40, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp_int), !dbg !69
  call void @llvm.dbg.declare(metadata i32* %5, metadata !70, metadata !DIExpression()), !dbg !72
  store i32 0, i32* %5, align 4, !dbg !72
  br label %47, !dbg !73

47:                                               ; preds = %56, %44
  %48 = load i32, i32* %5, align 4, !dbg !74
  %49 = icmp slt i32 %48, 40, !dbg !76
  br i1 %49, label %50, label %59, !dbg !77

50:                                               ; preds = %47
  %51 = load i32, i32* %5, align 4, !dbg !78
  %52 = sext i32 %51 to i64, !dbg !79
  %53 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 %52, !dbg !79
  %54 = load i32, i32* %53, align 4, !dbg !79
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %54), !dbg !80
  br label %56, !dbg !80

56:                                               ; preds = %50
  %57 = load i32, i32* %5, align 4, !dbg !81
  %58 = add nsw i32 %57, 1, !dbg !81
  store i32 %58, i32* %5, align 4, !dbg !81
  br label %47, !dbg !82, !llvm.loop !83

59:                                               ; preds = %47
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !85
  call void @llvm.dbg.declare(metadata [10 x i32]* %6, metadata !86, metadata !DIExpression()), !dbg !90
  %61 = getelementptr inbounds [10 x i32], [10 x i32]* %6, i64 0, i64 0, !dbg !91
  store i32 -100, i32* %61, align 4, !dbg !91
  %62 = getelementptr inbounds i32, i32* %61, i64 1, !dbg !91
  store i32 -50, i32* %62, align 4, !dbg !91
  %63 = getelementptr inbounds i32, i32* %62, i64 1, !dbg !91
  store i32 0, i32* %63, align 4, !dbg !91
  %64 = getelementptr inbounds i32, i32* %63, i64 1, !dbg !91
  store i32 3, i32* %64, align 4, !dbg !91
  %65 = getelementptr inbounds i32, i32* %64, i64 1, !dbg !91
  store i32 17, i32* %65, align 4, !dbg !91
  %66 = getelementptr inbounds i32, i32* %65, i64 1, !dbg !91
  store i32 99, i32* %66, align 4, !dbg !91
  %67 = getelementptr inbounds i32, i32* %66, i64 1, !dbg !91
  store i32 100, i32* %67, align 4, !dbg !91
  %68 = getelementptr inbounds i32, i32* %67, i64 1, !dbg !91
  %69 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 0, !dbg !92
  %70 = load i32, i32* %69, align 16, !dbg !92
  store i32 %70, i32* %68, align 4, !dbg !91
  %71 = getelementptr inbounds i32, i32* %68, i64 1, !dbg !91
  %72 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 39, !dbg !93
  %73 = load i32, i32* %72, align 4, !dbg !93
  store i32 %73, i32* %71, align 4, !dbg !91
  %74 = getelementptr inbounds i32, i32* %71, i64 1, !dbg !91
  %75 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 20, !dbg !94
  %76 = load i32, i32* %75, align 16, !dbg !94
  store i32 %76, i32* %74, align 4, !dbg !91
  call void @llvm.dbg.declare(metadata i32* %7, metadata !95, metadata !DIExpression()), !dbg !97
  store i32 0, i32* %7, align 4, !dbg !97
  br label %77, !dbg !98

77:                                               ; preds = %106, %59
  %78 = load i32, i32* %7, align 4, !dbg !99
  %79 = icmp slt i32 %78, 10, !dbg !101
  br i1 %79, label %80, label %109, !dbg !102

80:                                               ; preds = %77
  call void @llvm.dbg.declare(metadata i32** %8, metadata !103, metadata !DIExpression()), !dbg !106
  %81 = load i32, i32* %7, align 4, !dbg !107
  %82 = sext i32 %81 to i64, !dbg !108
  %83 = getelementptr inbounds [10 x i32], [10 x i32]* %6, i64 0, i64 %82, !dbg !108
  %84 = bitcast i32* %83 to i8*, !dbg !109
  %85 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 0, !dbg !110
  %86 = bitcast i32* %85 to i8*, !dbg !110
  %87 = call i8* @bsearch(i8* noundef %84, i8* noundef %86, i64 noundef 40, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp_int), !dbg !111
  %88 = bitcast i8* %87 to i32*, !dbg !111
  store i32* %88, i32** %8, align 8, !dbg !106
  %89 = load i32*, i32** %8, align 8, !dbg !112
  %90 = icmp ne i32* %89, null, !dbg !112
  br i1 %90, label %91, label %99, !dbg !114

91:                                               ; preds = %80
  %92 = load i32, i32* %7, align 4, !dbg !115
  %93 = sext i32 %92 to i64, !dbg !116
  %94 = getelementptr inbounds [10 x i32], [10 x i32]* %6, i64 0, i64 %93, !dbg !116
  %95 = load i32, i32* %94, align 4, !dbg !116
  %96 = load i32*, i32** %8, align 8, !dbg !117
  %97 = load i32, i32* %96, align 4, !dbg !118
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.2, i64 0, i64 0), i32 noundef %95, i32 noundef %97), !dbg !119
  br label %105, !dbg !119

99:                                               ; preds = %80
  %100 = load i32, i32* %7, align 4, !dbg !120
  %101 = sext i32 %100 to i64, !dbg !121
  %102 = getelementptr inbounds [10 x i32], [10 x i32]* %6, i64 0, i64 %101, !dbg !121
  %103 = load i32, i32* %102, align 4, !dbg !121
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), i32 noundef %103), !dbg !122
  br label %105

105:                                              ; preds = %99, %91
  br label %106, !dbg !123

106:                                              ; preds = %105
  %107 = load i32, i32* %7, align 4, !dbg !124
  %108 = add nsw i32 %107, 1, !dbg !124
  store i32 %108, i32* %7, align 4, !dbg !124
  br label %77, !dbg !125, !llvm.loop !126

109:                                              ; preds = %77
  %110 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 0, !dbg !128
  %111 = bitcast i32* %110 to i8*, !dbg !128
  call void @qsort(i8* noundef %111, i64 noundef 40, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp_int_desc), !dbg !129
  %112 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 0, !dbg !130
  %113 = load i32, i32* %112, align 16, !dbg !130
  %114 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 1, !dbg !131
  %115 = load i32, i32* %114, align 4, !dbg !131
  %116 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 2, !dbg !132
  %117 = load i32, i32* %116, align 8, !dbg !132
  %118 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 39, !dbg !133
  %119 = load i32, i32* %118, align 4, !dbg !133
  %120 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.4, i64 0, i64 0), i32 noundef %113, i32 noundef %115, i32 noundef %117, i32 noundef %119), !dbg !134
  %121 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 0, !dbg !135
  %122 = bitcast i32* %121 to i8*, !dbg !135
  call void @qsort(i8* noundef %122, i64 noundef 40, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp_abs_then_value), !dbg !136
  call void @llvm.dbg.declare(metadata i32* %9, metadata !137, metadata !DIExpression()), !dbg !139
  store i32 0, i32* %9, align 4, !dbg !139
  br label %123, !dbg !140

123:                                              ; preds = %132, %109
  %124 = load i32, i32* %9, align 4, !dbg !141
  %125 = icmp slt i32 %124, 40, !dbg !143
  br i1 %125, label %126, label %135, !dbg !144

126:                                              ; preds = %123
  %127 = load i32, i32* %9, align 4, !dbg !145
  %128 = sext i32 %127 to i64, !dbg !146
  %129 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 %128, !dbg !146
  %130 = load i32, i32* %129, align 4, !dbg !146
  %131 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %130), !dbg !147
  br label %132, !dbg !147

132:                                              ; preds = %126
  %133 = load i32, i32* %9, align 4, !dbg !148
  %134 = add nsw i32 %133, 1, !dbg !148
  store i32 %134, i32* %9, align 4, !dbg !148
  br label %123, !dbg !149, !llvm.loop !150

135:                                              ; preds = %123
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !152
  call void @llvm.dbg.declare(metadata [8 x %struct.person]* %10, metadata !153, metadata !DIExpression()), !dbg !165
  %137 = bitcast [8 x %struct.person]* %10 to i8*, !dbg !165
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %137, i8* align 16 getelementptr inbounds ([8 x %struct.person], [8 x %struct.person]* @__const.main.people, i32 0, i32 0, i32 0, i32 0), i64 192, i1 false), !dbg !165
  call void @llvm.dbg.declare(metadata i32* %11, metadata !166, metadata !DIExpression()), !dbg !167
  store i32 8, i32* %11, align 4, !dbg !167
  %138 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %10, i64 0, i64 0, !dbg !168
  %139 = bitcast %struct.person* %138 to i8*, !dbg !168
  %140 = load i32, i32* %11, align 4, !dbg !169
  %141 = sext i32 %140 to i64, !dbg !170
  call void @qsort(i8* noundef %139, i64 noundef %141, i64 noundef 24, i32 (i8*, i8*)* noundef @cmp_person_age), !dbg !171
  call void @llvm.dbg.declare(metadata i32* %12, metadata !172, metadata !DIExpression()), !dbg !174
  store i32 0, i32* %12, align 4, !dbg !174
  br label %142, !dbg !175

142:                                              ; preds = %158, %135
  %143 = load i32, i32* %12, align 4, !dbg !176
  %144 = load i32, i32* %11, align 4, !dbg !178
  %145 = icmp slt i32 %143, %144, !dbg !179
  br i1 %145, label %146, label %161, !dbg !180

146:                                              ; preds = %142
  %147 = load i32, i32* %12, align 4, !dbg !181
  %148 = sext i32 %147 to i64, !dbg !182
  %149 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %10, i64 0, i64 %148, !dbg !182
  %150 = getelementptr inbounds %struct.person, %struct.person* %149, i32 0, i32 0, !dbg !183
  %151 = getelementptr inbounds [12 x i8], [12 x i8]* %150, i64 0, i64 0, !dbg !182
  %152 = load i32, i32* %12, align 4, !dbg !184
  %153 = sext i32 %152 to i64, !dbg !185
  %154 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %10, i64 0, i64 %153, !dbg !185
  %155 = getelementptr inbounds %struct.person, %struct.person* %154, i32 0, i32 1, !dbg !186
  %156 = load i32, i32* %155, align 4, !dbg !186
  %157 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), i8* noundef %151, i32 noundef %156), !dbg !187
  br label %158, !dbg !187

158:                                              ; preds = %146
  %159 = load i32, i32* %12, align 4, !dbg !188
  %160 = add nsw i32 %159, 1, !dbg !188
  store i32 %160, i32* %12, align 4, !dbg !188
  br label %142, !dbg !189, !llvm.loop !190

161:                                              ; preds = %142
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !192
  %163 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %10, i64 0, i64 0, !dbg !193
  %164 = bitcast %struct.person* %163 to i8*, !dbg !193
  %165 = load i32, i32* %11, align 4, !dbg !194
  %166 = sext i32 %165 to i64, !dbg !195
  call void @qsort(i8* noundef %164, i64 noundef %166, i64 noundef 24, i32 (i8*, i8*)* noundef @cmp_person_score), !dbg !196
  call void @llvm.dbg.declare(metadata i32* %13, metadata !197, metadata !DIExpression()), !dbg !199
  store i32 0, i32* %13, align 4, !dbg !199
  br label %167, !dbg !200

167:                                              ; preds = %183, %161
  %168 = load i32, i32* %13, align 4, !dbg !201
  %169 = load i32, i32* %11, align 4, !dbg !203
  %170 = icmp slt i32 %168, %169, !dbg !204
  br i1 %170, label %171, label %186, !dbg !205

171:                                              ; preds = %167
  %172 = load i32, i32* %13, align 4, !dbg !206
  %173 = sext i32 %172 to i64, !dbg !207
  %174 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %10, i64 0, i64 %173, !dbg !207
  %175 = getelementptr inbounds %struct.person, %struct.person* %174, i32 0, i32 0, !dbg !208
  %176 = getelementptr inbounds [12 x i8], [12 x i8]* %175, i64 0, i64 0, !dbg !207
  %177 = load i32, i32* %13, align 4, !dbg !209
  %178 = sext i32 %177 to i64, !dbg !210
  %179 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %10, i64 0, i64 %178, !dbg !210
  %180 = getelementptr inbounds %struct.person, %struct.person* %179, i32 0, i32 2, !dbg !211
  %181 = load double, double* %180, align 8, !dbg !211
  %182 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.6, i64 0, i64 0), i8* noundef %176, double noundef %181), !dbg !212
  br label %183, !dbg !212

183:                                              ; preds = %171
  %184 = load i32, i32* %13, align 4, !dbg !213
  %185 = add nsw i32 %184, 1, !dbg !213
  store i32 %185, i32* %13, align 4, !dbg !213
  br label %167, !dbg !214, !llvm.loop !215

186:                                              ; preds = %167
  %187 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !217
  call void @llvm.dbg.declare(metadata %struct.person* %14, metadata !218, metadata !DIExpression()), !dbg !219
  %188 = getelementptr inbounds %struct.person, %struct.person* %14, i32 0, i32 0, !dbg !220
  %189 = getelementptr inbounds [12 x i8], [12 x i8]* %188, i64 0, i64 0, !dbg !221
  %190 = call i8* @strcpy(i8* noundef %189, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.7, i64 0, i64 0)) #8, !dbg !222
  %191 = getelementptr inbounds %struct.person, %struct.person* %14, i32 0, i32 2, !dbg !223
  store double 9.100000e+01, double* %191, align 8, !dbg !224
  call void @llvm.dbg.declare(metadata %struct.person** %15, metadata !225, metadata !DIExpression()), !dbg !227
  %192 = bitcast %struct.person* %14 to i8*, !dbg !228
  %193 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %10, i64 0, i64 0, !dbg !229
  %194 = bitcast %struct.person* %193 to i8*, !dbg !229
  %195 = load i32, i32* %11, align 4, !dbg !230
  %196 = sext i32 %195 to i64, !dbg !231
  %197 = call i8* @bsearch(i8* noundef %192, i8* noundef %194, i64 noundef %196, i64 noundef 24, i32 (i8*, i8*)* noundef @cmp_person_score), !dbg !232
  %198 = bitcast i8* %197 to %struct.person*, !dbg !232
  store %struct.person* %198, %struct.person** %15, align 8, !dbg !227
  %199 = load %struct.person*, %struct.person** %15, align 8, !dbg !233
  %200 = icmp ne %struct.person* %199, null, !dbg !233
  br i1 %200, label %201, label %205, !dbg !233

201:                                              ; preds = %186
  %202 = load %struct.person*, %struct.person** %15, align 8, !dbg !234
  %203 = getelementptr inbounds %struct.person, %struct.person* %202, i32 0, i32 0, !dbg !235
  %204 = getelementptr inbounds [12 x i8], [12 x i8]* %203, i64 0, i64 0, !dbg !234
  br label %206, !dbg !233

205:                                              ; preds = %186
  br label %206, !dbg !233

206:                                              ; preds = %205, %201
  %207 = phi i8* [ %204, %201 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.9, i64 0, i64 0), %205 ], !dbg !233
  %208 = load %struct.person*, %struct.person** %15, align 8, !dbg !236
  %209 = icmp ne %struct.person* %208, null, !dbg !236
  br i1 %209, label %210, label %217, !dbg !236

210:                                              ; preds = %206
  %211 = load %struct.person*, %struct.person** %15, align 8, !dbg !237
  %212 = getelementptr inbounds [8 x %struct.person], [8 x %struct.person]* %10, i64 0, i64 0, !dbg !238
  %213 = ptrtoint %struct.person* %211 to i64, !dbg !239
  %214 = ptrtoint %struct.person* %212 to i64, !dbg !239
  %215 = sub i64 %213, %214, !dbg !239
  %216 = sdiv exact i64 %215, 24, !dbg !239
  br label %218, !dbg !236

217:                                              ; preds = %206
  br label %218, !dbg !236

218:                                              ; preds = %217, %210
  %219 = phi i64 [ %216, %210 ], [ -1, %217 ], !dbg !236
  %220 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.8, i64 0, i64 0), i8* noundef %207, i64 noundef %219), !dbg !240
  call void @llvm.dbg.declare(metadata [11 x i8*]* %16, metadata !241, metadata !DIExpression()), !dbg !245
  %221 = bitcast [11 x i8*]* %16 to i8*, !dbg !245
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %221, i8* align 16 bitcast ([11 x i8*]* @__const.main.words to i8*), i64 88, i1 false), !dbg !245
  call void @llvm.dbg.declare(metadata i32* %17, metadata !246, metadata !DIExpression()), !dbg !247
  store i32 11, i32* %17, align 4, !dbg !247
  %222 = getelementptr inbounds [11 x i8*], [11 x i8*]* %16, i64 0, i64 0, !dbg !248
  %223 = bitcast i8** %222 to i8*, !dbg !248
  %224 = load i32, i32* %17, align 4, !dbg !249
  %225 = sext i32 %224 to i64, !dbg !250
  call void @qsort(i8* noundef %223, i64 noundef %225, i64 noundef 8, i32 (i8*, i8*)* noundef @cmp_str), !dbg !251
  call void @llvm.dbg.declare(metadata i32* %18, metadata !252, metadata !DIExpression()), !dbg !254
  store i32 0, i32* %18, align 4, !dbg !254
  br label %226, !dbg !255

226:                                              ; preds = %236, %218
  %227 = load i32, i32* %18, align 4, !dbg !256
  %228 = load i32, i32* %17, align 4, !dbg !258
  %229 = icmp slt i32 %227, %228, !dbg !259
  br i1 %229, label %230, label %239, !dbg !260

230:                                              ; preds = %226
  %231 = load i32, i32* %18, align 4, !dbg !261
  %232 = sext i32 %231 to i64, !dbg !262
  %233 = getelementptr inbounds [11 x i8*], [11 x i8*]* %16, i64 0, i64 %232, !dbg !262
  %234 = load i8*, i8** %233, align 8, !dbg !262
  %235 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.21, i64 0, i64 0), i8* noundef %234), !dbg !263
  br label %236, !dbg !263

236:                                              ; preds = %230
  %237 = load i32, i32* %18, align 4, !dbg !264
  %238 = add nsw i32 %237, 1, !dbg !264
  store i32 %238, i32* %18, align 4, !dbg !264
  br label %226, !dbg !265, !llvm.loop !266

239:                                              ; preds = %226
  %240 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !268
  call void @llvm.dbg.declare(metadata [5 x i8*]* %19, metadata !269, metadata !DIExpression()), !dbg !273
  %241 = bitcast [5 x i8*]* %19 to i8*, !dbg !273
  call void @llvm.memset.p0i8.i64(i8* align 16 %241, i8 0, i64 40, i1 false), !dbg !273
  %242 = bitcast i8* %241 to [5 x i8*]*, !dbg !273
  %243 = getelementptr inbounds [5 x i8*], [5 x i8*]* %242, i32 0, i32 0, !dbg !273
  store i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.12, i32 0, i32 0), i8** %243, align 16, !dbg !273
  %244 = getelementptr inbounds [5 x i8*], [5 x i8*]* %242, i32 0, i32 1, !dbg !273
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.22, i32 0, i32 0), i8** %244, align 8, !dbg !273
  %245 = getelementptr inbounds [5 x i8*], [5 x i8*]* %242, i32 0, i32 2, !dbg !273
  store i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.18, i32 0, i32 0), i8** %245, align 16, !dbg !273
  %246 = getelementptr inbounds [5 x i8*], [5 x i8*]* %242, i32 0, i32 3, !dbg !273
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.19, i32 0, i32 0), i8** %246, align 8, !dbg !273
  %247 = getelementptr inbounds [5 x i8*], [5 x i8*]* %242, i32 0, i32 4, !dbg !273
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i32 0, i32 0), i8** %247, align 16, !dbg !273
  call void @llvm.dbg.declare(metadata i32* %20, metadata !274, metadata !DIExpression()), !dbg !276
  store i32 0, i32* %20, align 4, !dbg !276
  br label %248, !dbg !277

248:                                              ; preds = %279, %239
  %249 = load i32, i32* %20, align 4, !dbg !278
  %250 = icmp slt i32 %249, 5, !dbg !280
  br i1 %250, label %251, label %282, !dbg !281

251:                                              ; preds = %248
  call void @llvm.dbg.declare(metadata i8*** %21, metadata !282, metadata !DIExpression()), !dbg !285
  %252 = load i32, i32* %20, align 4, !dbg !286
  %253 = sext i32 %252 to i64, !dbg !287
  %254 = getelementptr inbounds [5 x i8*], [5 x i8*]* %19, i64 0, i64 %253, !dbg !287
  %255 = bitcast i8** %254 to i8*, !dbg !288
  %256 = getelementptr inbounds [11 x i8*], [11 x i8*]* %16, i64 0, i64 0, !dbg !289
  %257 = bitcast i8** %256 to i8*, !dbg !289
  %258 = load i32, i32* %17, align 4, !dbg !290
  %259 = sext i32 %258 to i64, !dbg !291
  %260 = call i8* @bsearch(i8* noundef %255, i8* noundef %257, i64 noundef %259, i64 noundef 8, i32 (i8*, i8*)* noundef @cmp_str), !dbg !292
  %261 = bitcast i8* %260 to i8**, !dbg !292
  store i8** %261, i8*** %21, align 8, !dbg !285
  %262 = load i32, i32* %20, align 4, !dbg !293
  %263 = sext i32 %262 to i64, !dbg !294
  %264 = getelementptr inbounds [5 x i8*], [5 x i8*]* %19, i64 0, i64 %263, !dbg !294
  %265 = load i8*, i8** %264, align 8, !dbg !294
  %266 = load i8**, i8*** %21, align 8, !dbg !295
  %267 = icmp ne i8** %266, null, !dbg !295
  br i1 %267, label %268, label %275, !dbg !295

268:                                              ; preds = %251
  %269 = load i8**, i8*** %21, align 8, !dbg !296
  %270 = getelementptr inbounds [11 x i8*], [11 x i8*]* %16, i64 0, i64 0, !dbg !297
  %271 = ptrtoint i8** %269 to i64, !dbg !298
  %272 = ptrtoint i8** %270 to i64, !dbg !298
  %273 = sub i64 %271, %272, !dbg !298
  %274 = sdiv exact i64 %273, 8, !dbg !298
  br label %276, !dbg !295

275:                                              ; preds = %251
  br label %276, !dbg !295

276:                                              ; preds = %275, %268
  %277 = phi i64 [ %274, %268 ], [ -1, %275 ], !dbg !295
  %278 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.23, i64 0, i64 0), i8* noundef %265, i64 noundef %277), !dbg !299
  br label %279, !dbg !300

279:                                              ; preds = %276
  %280 = load i32, i32* %20, align 4, !dbg !301
  %281 = add nsw i32 %280, 1, !dbg !301
  store i32 %281, i32* %20, align 4, !dbg !301
  br label %248, !dbg !302, !llvm.loop !303

282:                                              ; preds = %248
  call void @llvm.dbg.declare(metadata [12 x double]* %22, metadata !305, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.declare(metadata i32* %23, metadata !308, metadata !DIExpression()), !dbg !310
  store i32 0, i32* %23, align 4, !dbg !310
  br label %283, !dbg !311

283:                                              ; preds = %296, %282
  %284 = load i32, i32* %23, align 4, !dbg !312
  %285 = icmp slt i32 %284, 12, !dbg !314
  br i1 %285, label %286, label %299, !dbg !315

286:                                              ; preds = %283
  %287 = load i32, i32* %23, align 4, !dbg !316
  %288 = mul nsw i32 %287, 7, !dbg !317
  %289 = srem i32 %288, 12, !dbg !318
  %290 = sitofp i32 %289 to double, !dbg !319
  %291 = fdiv double %290, 4.000000e+00, !dbg !320
  %292 = fsub double %291, 1.000000e+00, !dbg !321
  %293 = load i32, i32* %23, align 4, !dbg !322
  %294 = sext i32 %293 to i64, !dbg !323
  %295 = getelementptr inbounds [12 x double], [12 x double]* %22, i64 0, i64 %294, !dbg !323
  store double %292, double* %295, align 8, !dbg !324
  br label %296, !dbg !323

296:                                              ; preds = %286
  %297 = load i32, i32* %23, align 4, !dbg !325
  %298 = add nsw i32 %297, 1, !dbg !325
  store i32 %298, i32* %23, align 4, !dbg !325
  br label %283, !dbg !326, !llvm.loop !327

299:                                              ; preds = %283
  %300 = getelementptr inbounds [12 x double], [12 x double]* %22, i64 0, i64 0, !dbg !329
  %301 = bitcast double* %300 to i8*, !dbg !329
  call void @qsort(i8* noundef %301, i64 noundef 12, i64 noundef 8, i32 (i8*, i8*)* noundef @cmp_double), !dbg !330
  call void @llvm.dbg.declare(metadata i32* %24, metadata !331, metadata !DIExpression()), !dbg !333
  store i32 0, i32* %24, align 4, !dbg !333
  br label %302, !dbg !334

302:                                              ; preds = %311, %299
  %303 = load i32, i32* %24, align 4, !dbg !335
  %304 = icmp slt i32 %303, 12, !dbg !337
  br i1 %304, label %305, label %314, !dbg !338

305:                                              ; preds = %302
  %306 = load i32, i32* %24, align 4, !dbg !339
  %307 = sext i32 %306 to i64, !dbg !340
  %308 = getelementptr inbounds [12 x double], [12 x double]* %22, i64 0, i64 %307, !dbg !340
  %309 = load double, double* %308, align 8, !dbg !340
  %310 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.24, i64 0, i64 0), double noundef %309), !dbg !341
  br label %311, !dbg !341

311:                                              ; preds = %305
  %312 = load i32, i32* %24, align 4, !dbg !342
  %313 = add nsw i32 %312, 1, !dbg !342
  store i32 %313, i32* %24, align 4, !dbg !342
  br label %302, !dbg !343, !llvm.loop !344

314:                                              ; preds = %302
  %315 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !346
  call void @llvm.dbg.declare(metadata [44 x i8]* %25, metadata !347, metadata !DIExpression()), !dbg !351
  %316 = bitcast [44 x i8]* %25 to i8*, !dbg !351
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %316, i8* align 16 getelementptr inbounds ([44 x i8], [44 x i8]* @__const.main.s, i32 0, i32 0), i64 44, i1 false), !dbg !351
  %317 = getelementptr inbounds [44 x i8], [44 x i8]* %25, i64 0, i64 0, !dbg !352
  %318 = getelementptr inbounds [44 x i8], [44 x i8]* %25, i64 0, i64 0, !dbg !353
  %319 = call i64 @strlen(i8* noundef %318) #9, !dbg !354
  call void @qsort(i8* noundef %317, i64 noundef %319, i64 noundef 1, i32 (i8*, i8*)* noundef @cmp_char), !dbg !355
  %320 = getelementptr inbounds [44 x i8], [44 x i8]* %25, i64 0, i64 0, !dbg !356
  %321 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.25, i64 0, i64 0), i8* noundef %320), !dbg !357
  %322 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 0, !dbg !358
  %323 = bitcast i32* %322 to i8*, !dbg !358
  call void @qsort(i8* noundef %323, i64 noundef 0, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp_int), !dbg !359
  %324 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 0, !dbg !360
  %325 = bitcast i32* %324 to i8*, !dbg !360
  call void @qsort(i8* noundef %325, i64 noundef 1, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp_int), !dbg !361
  call void @llvm.dbg.declare(metadata i32* %26, metadata !362, metadata !DIExpression()), !dbg !363
  store i32 5, i32* %26, align 4, !dbg !363
  %326 = bitcast i32* %26 to i8*, !dbg !364
  %327 = getelementptr inbounds [40 x i32], [40 x i32]* %2, i64 0, i64 0, !dbg !365
  %328 = bitcast i32* %327 to i8*, !dbg !365
  %329 = call i8* @bsearch(i8* noundef %326, i8* noundef %328, i64 noundef 0, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp_int), !dbg !366
  %330 = icmp eq i8* %329, null, !dbg !367
  %331 = zext i1 %330 to i32, !dbg !367
  %332 = bitcast i32* %26 to i8*, !dbg !368
  %333 = bitcast i32* %26 to i8*, !dbg !369
  %334 = call i8* @bsearch(i8* noundef %332, i8* noundef %333, i64 noundef 1, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp_int), !dbg !370
  %335 = icmp ne i8* %334, null, !dbg !371
  %336 = zext i1 %335 to i32, !dbg !371
  %337 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.26, i64 0, i64 0), i32 noundef %331, i32 noundef %336), !dbg !372
  ret i32 0, !dbg !373
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int(i8* noundef %0, i8* noundef %1) #0 !dbg !374 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !379, metadata !DIExpression()), !dbg !380
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !381, metadata !DIExpression()), !dbg !382
  call void @llvm.dbg.declare(metadata i32* %5, metadata !383, metadata !DIExpression()), !dbg !384
  %7 = load i8*, i8** %3, align 8, !dbg !385
  %8 = bitcast i8* %7 to i32*, !dbg !386
  %9 = load i32, i32* %8, align 4, !dbg !387
  store i32 %9, i32* %5, align 4, !dbg !384
  call void @llvm.dbg.declare(metadata i32* %6, metadata !388, metadata !DIExpression()), !dbg !389
  %10 = load i8*, i8** %4, align 8, !dbg !390
  %11 = bitcast i8* %10 to i32*, !dbg !391
  %12 = load i32, i32* %11, align 4, !dbg !392
  store i32 %12, i32* %6, align 4, !dbg !389
  %13 = load i32, i32* %5, align 4, !dbg !393
  %14 = load i32, i32* %6, align 4, !dbg !394
  %15 = icmp sgt i32 %13, %14, !dbg !395
  %16 = zext i1 %15 to i32, !dbg !395
  %17 = load i32, i32* %5, align 4, !dbg !396
  %18 = load i32, i32* %6, align 4, !dbg !397
  %19 = icmp slt i32 %17, %18, !dbg !398
  %20 = zext i1 %19 to i32, !dbg !398
  %21 = sub nsw i32 %16, %20, !dbg !399
  ret i32 %21, !dbg !400
}

declare i32 @printf(i8* noundef, ...) #2

declare i8* @bsearch(i8* noundef, i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int_desc(i8* noundef %0, i8* noundef %1) #0 !dbg !401 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !402, metadata !DIExpression()), !dbg !403
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !404, metadata !DIExpression()), !dbg !405
  %5 = load i8*, i8** %4, align 8, !dbg !406
  %6 = load i8*, i8** %3, align 8, !dbg !407
  %7 = call i32 @cmp_int(i8* noundef %5, i8* noundef %6), !dbg !408
  ret i32 %7, !dbg !409
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_abs_then_value(i8* noundef %0, i8* noundef %1) #0 !dbg !410 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !411, metadata !DIExpression()), !dbg !412
  store i8* %1, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !413, metadata !DIExpression()), !dbg !414
  call void @llvm.dbg.declare(metadata i32* %6, metadata !415, metadata !DIExpression()), !dbg !416
  %10 = load i8*, i8** %4, align 8, !dbg !417
  %11 = bitcast i8* %10 to i32*, !dbg !418
  %12 = load i32, i32* %11, align 4, !dbg !419
  store i32 %12, i32* %6, align 4, !dbg !416
  call void @llvm.dbg.declare(metadata i32* %7, metadata !420, metadata !DIExpression()), !dbg !421
  %13 = load i8*, i8** %5, align 8, !dbg !422
  %14 = bitcast i8* %13 to i32*, !dbg !423
  %15 = load i32, i32* %14, align 4, !dbg !424
  store i32 %15, i32* %7, align 4, !dbg !421
  call void @llvm.dbg.declare(metadata i32* %8, metadata !425, metadata !DIExpression()), !dbg !426
  %16 = load i32, i32* %6, align 4, !dbg !427
  %17 = call i32 @abs(i32 noundef %16) #10, !dbg !428
  store i32 %17, i32* %8, align 4, !dbg !426
  call void @llvm.dbg.declare(metadata i32* %9, metadata !429, metadata !DIExpression()), !dbg !430
  %18 = load i32, i32* %7, align 4, !dbg !431
  %19 = call i32 @abs(i32 noundef %18) #10, !dbg !432
  store i32 %19, i32* %9, align 4, !dbg !430
  %20 = load i32, i32* %8, align 4, !dbg !433
  %21 = load i32, i32* %9, align 4, !dbg !435
  %22 = icmp ne i32 %20, %21, !dbg !436
  br i1 %22, label %23, label %33, !dbg !437

23:                                               ; preds = %2
  %24 = load i32, i32* %8, align 4, !dbg !438
  %25 = load i32, i32* %9, align 4, !dbg !439
  %26 = icmp sgt i32 %24, %25, !dbg !440
  %27 = zext i1 %26 to i32, !dbg !440
  %28 = load i32, i32* %8, align 4, !dbg !441
  %29 = load i32, i32* %9, align 4, !dbg !442
  %30 = icmp slt i32 %28, %29, !dbg !443
  %31 = zext i1 %30 to i32, !dbg !443
  %32 = sub nsw i32 %27, %31, !dbg !444
  store i32 %32, i32* %3, align 4, !dbg !445
  br label %43, !dbg !445

33:                                               ; preds = %2
  %34 = load i32, i32* %6, align 4, !dbg !446
  %35 = load i32, i32* %7, align 4, !dbg !447
  %36 = icmp sgt i32 %34, %35, !dbg !448
  %37 = zext i1 %36 to i32, !dbg !448
  %38 = load i32, i32* %6, align 4, !dbg !449
  %39 = load i32, i32* %7, align 4, !dbg !450
  %40 = icmp slt i32 %38, %39, !dbg !451
  %41 = zext i1 %40 to i32, !dbg !451
  %42 = sub nsw i32 %37, %41, !dbg !452
  store i32 %42, i32* %3, align 4, !dbg !453
  br label %43, !dbg !453

43:                                               ; preds = %33, %23
  %44 = load i32, i32* %3, align 4, !dbg !454
  ret i32 %44, !dbg !454
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_person_age(i8* noundef %0, i8* noundef %1) #0 !dbg !455 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca %struct.person*, align 8
  %7 = alloca %struct.person*, align 8
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !456, metadata !DIExpression()), !dbg !457
  store i8* %1, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !458, metadata !DIExpression()), !dbg !459
  call void @llvm.dbg.declare(metadata %struct.person** %6, metadata !460, metadata !DIExpression()), !dbg !463
  %8 = load i8*, i8** %4, align 8, !dbg !464
  %9 = bitcast i8* %8 to %struct.person*, !dbg !464
  store %struct.person* %9, %struct.person** %6, align 8, !dbg !463
  call void @llvm.dbg.declare(metadata %struct.person** %7, metadata !465, metadata !DIExpression()), !dbg !466
  %10 = load i8*, i8** %5, align 8, !dbg !467
  %11 = bitcast i8* %10 to %struct.person*, !dbg !467
  store %struct.person* %11, %struct.person** %7, align 8, !dbg !466
  %12 = load %struct.person*, %struct.person** %6, align 8, !dbg !468
  %13 = getelementptr inbounds %struct.person, %struct.person* %12, i32 0, i32 1, !dbg !470
  %14 = load i32, i32* %13, align 4, !dbg !470
  %15 = load %struct.person*, %struct.person** %7, align 8, !dbg !471
  %16 = getelementptr inbounds %struct.person, %struct.person* %15, i32 0, i32 1, !dbg !472
  %17 = load i32, i32* %16, align 4, !dbg !472
  %18 = icmp ne i32 %14, %17, !dbg !473
  br i1 %18, label %19, label %27, !dbg !474

19:                                               ; preds = %2
  %20 = load %struct.person*, %struct.person** %6, align 8, !dbg !475
  %21 = getelementptr inbounds %struct.person, %struct.person* %20, i32 0, i32 1, !dbg !476
  %22 = load i32, i32* %21, align 4, !dbg !476
  %23 = load %struct.person*, %struct.person** %7, align 8, !dbg !477
  %24 = getelementptr inbounds %struct.person, %struct.person* %23, i32 0, i32 1, !dbg !478
  %25 = load i32, i32* %24, align 4, !dbg !478
  %26 = sub nsw i32 %22, %25, !dbg !479
  store i32 %26, i32* %3, align 4, !dbg !480
  br label %35, !dbg !480

27:                                               ; preds = %2
  %28 = load %struct.person*, %struct.person** %6, align 8, !dbg !481
  %29 = getelementptr inbounds %struct.person, %struct.person* %28, i32 0, i32 0, !dbg !482
  %30 = getelementptr inbounds [12 x i8], [12 x i8]* %29, i64 0, i64 0, !dbg !481
  %31 = load %struct.person*, %struct.person** %7, align 8, !dbg !483
  %32 = getelementptr inbounds %struct.person, %struct.person* %31, i32 0, i32 0, !dbg !484
  %33 = getelementptr inbounds [12 x i8], [12 x i8]* %32, i64 0, i64 0, !dbg !483
  %34 = call i32 @strcmp(i8* noundef %30, i8* noundef %33) #9, !dbg !485
  store i32 %34, i32* %3, align 4, !dbg !486
  br label %35, !dbg !486

35:                                               ; preds = %27, %19
  %36 = load i32, i32* %3, align 4, !dbg !487
  ret i32 %36, !dbg !487
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_person_score(i8* noundef %0, i8* noundef %1) #0 !dbg !488 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca %struct.person*, align 8
  %7 = alloca %struct.person*, align 8
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !489, metadata !DIExpression()), !dbg !490
  store i8* %1, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !491, metadata !DIExpression()), !dbg !492
  call void @llvm.dbg.declare(metadata %struct.person** %6, metadata !493, metadata !DIExpression()), !dbg !494
  %8 = load i8*, i8** %4, align 8, !dbg !495
  %9 = bitcast i8* %8 to %struct.person*, !dbg !495
  store %struct.person* %9, %struct.person** %6, align 8, !dbg !494
  call void @llvm.dbg.declare(metadata %struct.person** %7, metadata !496, metadata !DIExpression()), !dbg !497
  %10 = load i8*, i8** %5, align 8, !dbg !498
  %11 = bitcast i8* %10 to %struct.person*, !dbg !498
  store %struct.person* %11, %struct.person** %7, align 8, !dbg !497
  %12 = load %struct.person*, %struct.person** %6, align 8, !dbg !499
  %13 = getelementptr inbounds %struct.person, %struct.person* %12, i32 0, i32 2, !dbg !501
  %14 = load double, double* %13, align 8, !dbg !501
  %15 = load %struct.person*, %struct.person** %7, align 8, !dbg !502
  %16 = getelementptr inbounds %struct.person, %struct.person* %15, i32 0, i32 2, !dbg !503
  %17 = load double, double* %16, align 8, !dbg !503
  %18 = fcmp olt double %14, %17, !dbg !504
  br i1 %18, label %19, label %20, !dbg !505

19:                                               ; preds = %2
  store i32 1, i32* %3, align 4, !dbg !506
  br label %37, !dbg !506

20:                                               ; preds = %2
  %21 = load %struct.person*, %struct.person** %6, align 8, !dbg !507
  %22 = getelementptr inbounds %struct.person, %struct.person* %21, i32 0, i32 2, !dbg !509
  %23 = load double, double* %22, align 8, !dbg !509
  %24 = load %struct.person*, %struct.person** %7, align 8, !dbg !510
  %25 = getelementptr inbounds %struct.person, %struct.person* %24, i32 0, i32 2, !dbg !511
  %26 = load double, double* %25, align 8, !dbg !511
  %27 = fcmp ogt double %23, %26, !dbg !512
  br i1 %27, label %28, label %29, !dbg !513

28:                                               ; preds = %20
  store i32 -1, i32* %3, align 4, !dbg !514
  br label %37, !dbg !514

29:                                               ; preds = %20
  %30 = load %struct.person*, %struct.person** %6, align 8, !dbg !515
  %31 = getelementptr inbounds %struct.person, %struct.person* %30, i32 0, i32 0, !dbg !516
  %32 = getelementptr inbounds [12 x i8], [12 x i8]* %31, i64 0, i64 0, !dbg !515
  %33 = load %struct.person*, %struct.person** %7, align 8, !dbg !517
  %34 = getelementptr inbounds %struct.person, %struct.person* %33, i32 0, i32 0, !dbg !518
  %35 = getelementptr inbounds [12 x i8], [12 x i8]* %34, i64 0, i64 0, !dbg !517
  %36 = call i32 @strcmp(i8* noundef %32, i8* noundef %35) #9, !dbg !519
  store i32 %36, i32* %3, align 4, !dbg !520
  br label %37, !dbg !520

37:                                               ; preds = %29, %28, %19
  %38 = load i32, i32* %3, align 4, !dbg !521
  ret i32 %38, !dbg !521
}

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_str(i8* noundef %0, i8* noundef %1) #0 !dbg !522 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !523, metadata !DIExpression()), !dbg !524
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !525, metadata !DIExpression()), !dbg !526
  %5 = load i8*, i8** %3, align 8, !dbg !527
  %6 = bitcast i8* %5 to i8**, !dbg !528
  %7 = load i8*, i8** %6, align 8, !dbg !529
  %8 = load i8*, i8** %4, align 8, !dbg !530
  %9 = bitcast i8* %8 to i8**, !dbg !531
  %10 = load i8*, i8** %9, align 8, !dbg !532
  %11 = call i32 @strcmp(i8* noundef %7, i8* noundef %10) #9, !dbg !533
  ret i32 %11, !dbg !534
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_double(i8* noundef %0, i8* noundef %1) #0 !dbg !535 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !536, metadata !DIExpression()), !dbg !537
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !538, metadata !DIExpression()), !dbg !539
  call void @llvm.dbg.declare(metadata double* %5, metadata !540, metadata !DIExpression()), !dbg !541
  %7 = load i8*, i8** %3, align 8, !dbg !542
  %8 = bitcast i8* %7 to double*, !dbg !543
  %9 = load double, double* %8, align 8, !dbg !544
  store double %9, double* %5, align 8, !dbg !541
  call void @llvm.dbg.declare(metadata double* %6, metadata !545, metadata !DIExpression()), !dbg !546
  %10 = load i8*, i8** %4, align 8, !dbg !547
  %11 = bitcast i8* %10 to double*, !dbg !548
  %12 = load double, double* %11, align 8, !dbg !549
  store double %12, double* %6, align 8, !dbg !546
  %13 = load double, double* %5, align 8, !dbg !550
  %14 = load double, double* %6, align 8, !dbg !551
  %15 = fcmp ogt double %13, %14, !dbg !552
  %16 = zext i1 %15 to i32, !dbg !552
  %17 = load double, double* %5, align 8, !dbg !553
  %18 = load double, double* %6, align 8, !dbg !554
  %19 = fcmp olt double %17, %18, !dbg !555
  %20 = zext i1 %19 to i32, !dbg !555
  %21 = sub nsw i32 %16, %20, !dbg !556
  ret i32 %21, !dbg !557
}

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_char(i8* noundef %0, i8* noundef %1) #0 !dbg !558 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !559, metadata !DIExpression()), !dbg !560
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !561, metadata !DIExpression()), !dbg !562
  %5 = load i8*, i8** %3, align 8, !dbg !563
  %6 = load i8, i8* %5, align 1, !dbg !564
  %7 = zext i8 %6 to i32, !dbg !564
  %8 = load i8*, i8** %4, align 8, !dbg !565
  %9 = load i8, i8* %8, align 1, !dbg !566
  %10 = zext i8 %9 to i32, !dbg !566
  %11 = sub nsw i32 %7, %10, !dbg !567
  ret i32 %11, !dbg !568
}

; Function Attrs: nounwind readnone willreturn
declare i32 @abs(i32 noundef) #7

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind readonly willreturn }
attributes #10 = { nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "qsort_bsearch.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "5b14bf77858405db7401c7723baebc9e")
!2 = !{!3, !4, !7, !8, !9, !11, !16, !19}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 46, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!6 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!18 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 7, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 1}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 14.0.6"}
!30 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 49, type: !31, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!3}
!33 = !{}
!34 = !DILocalVariable(name: "a", scope: !30, file: !1, line: 50, type: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 1280, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 40)
!38 = !DILocation(line: 50, column: 9, scope: !30)
!39 = !DILocalVariable(name: "x", scope: !30, file: !1, line: 51, type: !40)
!40 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!41 = !DILocation(line: 51, column: 14, scope: !30)
!42 = !DILocalVariable(name: "i", scope: !43, file: !1, line: 52, type: !3)
!43 = distinct !DILexicalBlock(scope: !30, file: !1, line: 52, column: 5)
!44 = !DILocation(line: 52, column: 14, scope: !43)
!45 = !DILocation(line: 52, column: 10, scope: !43)
!46 = !DILocation(line: 52, column: 21, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !1, line: 52, column: 5)
!48 = !DILocation(line: 52, column: 23, scope: !47)
!49 = !DILocation(line: 52, column: 5, scope: !43)
!50 = !DILocation(line: 53, column: 13, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 52, column: 34)
!52 = !DILocation(line: 53, column: 15, scope: !51)
!53 = !DILocation(line: 53, column: 29, scope: !51)
!54 = !DILocation(line: 53, column: 11, scope: !51)
!55 = !DILocation(line: 54, column: 23, scope: !51)
!56 = !DILocation(line: 54, column: 25, scope: !51)
!57 = !DILocation(line: 54, column: 32, scope: !51)
!58 = !DILocation(line: 54, column: 39, scope: !51)
!59 = !DILocation(line: 54, column: 11, scope: !51)
!60 = !DILocation(line: 54, column: 9, scope: !51)
!61 = !DILocation(line: 54, column: 14, scope: !51)
!62 = !DILocation(line: 55, column: 5, scope: !51)
!63 = !DILocation(line: 52, column: 30, scope: !47)
!64 = !DILocation(line: 52, column: 5, scope: !47)
!65 = distinct !{!65, !49, !66, !67}
!66 = !DILocation(line: 55, column: 5, scope: !43)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 56, column: 11, scope: !30)
!69 = !DILocation(line: 56, column: 5, scope: !30)
!70 = !DILocalVariable(name: "i", scope: !71, file: !1, line: 57, type: !3)
!71 = distinct !DILexicalBlock(scope: !30, file: !1, line: 57, column: 5)
!72 = !DILocation(line: 57, column: 14, scope: !71)
!73 = !DILocation(line: 57, column: 10, scope: !71)
!74 = !DILocation(line: 57, column: 21, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !1, line: 57, column: 5)
!76 = !DILocation(line: 57, column: 23, scope: !75)
!77 = !DILocation(line: 57, column: 5, scope: !71)
!78 = !DILocation(line: 58, column: 25, scope: !75)
!79 = !DILocation(line: 58, column: 23, scope: !75)
!80 = !DILocation(line: 58, column: 9, scope: !75)
!81 = !DILocation(line: 57, column: 30, scope: !75)
!82 = !DILocation(line: 57, column: 5, scope: !75)
!83 = distinct !{!83, !77, !84, !67}
!84 = !DILocation(line: 58, column: 27, scope: !71)
!85 = !DILocation(line: 59, column: 5, scope: !30)
!86 = !DILocalVariable(name: "keys", scope: !30, file: !1, line: 60, type: !87)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 320, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 10)
!90 = !DILocation(line: 60, column: 9, scope: !30)
!91 = !DILocation(line: 60, column: 18, scope: !30)
!92 = !DILocation(line: 60, column: 49, scope: !30)
!93 = !DILocation(line: 60, column: 55, scope: !30)
!94 = !DILocation(line: 60, column: 62, scope: !30)
!95 = !DILocalVariable(name: "i", scope: !96, file: !1, line: 61, type: !3)
!96 = distinct !DILexicalBlock(scope: !30, file: !1, line: 61, column: 5)
!97 = !DILocation(line: 61, column: 14, scope: !96)
!98 = !DILocation(line: 61, column: 10, scope: !96)
!99 = !DILocation(line: 61, column: 21, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !1, line: 61, column: 5)
!101 = !DILocation(line: 61, column: 23, scope: !100)
!102 = !DILocation(line: 61, column: 5, scope: !96)
!103 = !DILocalVariable(name: "f", scope: !104, file: !1, line: 62, type: !105)
!104 = distinct !DILexicalBlock(scope: !100, file: !1, line: 61, column: 34)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!106 = !DILocation(line: 62, column: 14, scope: !104)
!107 = !DILocation(line: 62, column: 32, scope: !104)
!108 = !DILocation(line: 62, column: 27, scope: !104)
!109 = !DILocation(line: 62, column: 26, scope: !104)
!110 = !DILocation(line: 62, column: 36, scope: !104)
!111 = !DILocation(line: 62, column: 18, scope: !104)
!112 = !DILocation(line: 63, column: 13, scope: !113)
!113 = distinct !DILexicalBlock(scope: !104, file: !1, line: 63, column: 13)
!114 = !DILocation(line: 63, column: 13, scope: !104)
!115 = !DILocation(line: 64, column: 65, scope: !113)
!116 = !DILocation(line: 64, column: 60, scope: !113)
!117 = !DILocation(line: 64, column: 70, scope: !113)
!118 = !DILocation(line: 64, column: 69, scope: !113)
!119 = !DILocation(line: 64, column: 13, scope: !113)
!120 = !DILocation(line: 67, column: 49, scope: !113)
!121 = !DILocation(line: 67, column: 44, scope: !113)
!122 = !DILocation(line: 67, column: 13, scope: !113)
!123 = !DILocation(line: 68, column: 5, scope: !104)
!124 = !DILocation(line: 61, column: 30, scope: !100)
!125 = !DILocation(line: 61, column: 5, scope: !100)
!126 = distinct !{!126, !102, !127, !67}
!127 = !DILocation(line: 68, column: 5, scope: !96)
!128 = !DILocation(line: 69, column: 11, scope: !30)
!129 = !DILocation(line: 69, column: 5, scope: !30)
!130 = !DILocation(line: 70, column: 39, scope: !30)
!131 = !DILocation(line: 70, column: 45, scope: !30)
!132 = !DILocation(line: 70, column: 51, scope: !30)
!133 = !DILocation(line: 70, column: 57, scope: !30)
!134 = !DILocation(line: 70, column: 5, scope: !30)
!135 = !DILocation(line: 71, column: 11, scope: !30)
!136 = !DILocation(line: 71, column: 5, scope: !30)
!137 = !DILocalVariable(name: "i", scope: !138, file: !1, line: 72, type: !3)
!138 = distinct !DILexicalBlock(scope: !30, file: !1, line: 72, column: 5)
!139 = !DILocation(line: 72, column: 14, scope: !138)
!140 = !DILocation(line: 72, column: 10, scope: !138)
!141 = !DILocation(line: 72, column: 21, scope: !142)
!142 = distinct !DILexicalBlock(scope: !138, file: !1, line: 72, column: 5)
!143 = !DILocation(line: 72, column: 23, scope: !142)
!144 = !DILocation(line: 72, column: 5, scope: !138)
!145 = !DILocation(line: 73, column: 25, scope: !142)
!146 = !DILocation(line: 73, column: 23, scope: !142)
!147 = !DILocation(line: 73, column: 9, scope: !142)
!148 = !DILocation(line: 72, column: 30, scope: !142)
!149 = !DILocation(line: 72, column: 5, scope: !142)
!150 = distinct !{!150, !144, !151, !67}
!151 = !DILocation(line: 73, column: 27, scope: !138)
!152 = !DILocation(line: 74, column: 5, scope: !30)
!153 = !DILocalVariable(name: "people", scope: !30, file: !1, line: 75, type: !154)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 1536, elements: !163)
!155 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "person", file: !1, line: 8, size: 192, elements: !156)
!156 = !{!157, !161, !162}
!157 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !155, file: !1, line: 9, baseType: !158, size: 96)
!158 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 96, elements: !159)
!159 = !{!160}
!160 = !DISubrange(count: 12)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !155, file: !1, line: 10, baseType: !3, size: 32, offset: 96)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "score", scope: !155, file: !1, line: 11, baseType: !18, size: 64, offset: 128)
!163 = !{!164}
!164 = !DISubrange(count: 8)
!165 = !DILocation(line: 75, column: 19, scope: !30)
!166 = !DILocalVariable(name: "np", scope: !30, file: !1, line: 78, type: !3)
!167 = !DILocation(line: 78, column: 9, scope: !30)
!168 = !DILocation(line: 79, column: 11, scope: !30)
!169 = !DILocation(line: 79, column: 27, scope: !30)
!170 = !DILocation(line: 79, column: 19, scope: !30)
!171 = !DILocation(line: 79, column: 5, scope: !30)
!172 = !DILocalVariable(name: "i", scope: !173, file: !1, line: 80, type: !3)
!173 = distinct !DILexicalBlock(scope: !30, file: !1, line: 80, column: 5)
!174 = !DILocation(line: 80, column: 14, scope: !173)
!175 = !DILocation(line: 80, column: 10, scope: !173)
!176 = !DILocation(line: 80, column: 21, scope: !177)
!177 = distinct !DILexicalBlock(scope: !173, file: !1, line: 80, column: 5)
!178 = !DILocation(line: 80, column: 25, scope: !177)
!179 = !DILocation(line: 80, column: 23, scope: !177)
!180 = !DILocation(line: 80, column: 5, scope: !173)
!181 = !DILocation(line: 81, column: 34, scope: !177)
!182 = !DILocation(line: 81, column: 27, scope: !177)
!183 = !DILocation(line: 81, column: 37, scope: !177)
!184 = !DILocation(line: 81, column: 50, scope: !177)
!185 = !DILocation(line: 81, column: 43, scope: !177)
!186 = !DILocation(line: 81, column: 53, scope: !177)
!187 = !DILocation(line: 81, column: 9, scope: !177)
!188 = !DILocation(line: 80, column: 30, scope: !177)
!189 = !DILocation(line: 80, column: 5, scope: !177)
!190 = distinct !{!190, !180, !191, !67}
!191 = !DILocation(line: 81, column: 56, scope: !173)
!192 = !DILocation(line: 82, column: 5, scope: !30)
!193 = !DILocation(line: 83, column: 11, scope: !30)
!194 = !DILocation(line: 83, column: 27, scope: !30)
!195 = !DILocation(line: 83, column: 19, scope: !30)
!196 = !DILocation(line: 83, column: 5, scope: !30)
!197 = !DILocalVariable(name: "i", scope: !198, file: !1, line: 84, type: !3)
!198 = distinct !DILexicalBlock(scope: !30, file: !1, line: 84, column: 5)
!199 = !DILocation(line: 84, column: 14, scope: !198)
!200 = !DILocation(line: 84, column: 10, scope: !198)
!201 = !DILocation(line: 84, column: 21, scope: !202)
!202 = distinct !DILexicalBlock(scope: !198, file: !1, line: 84, column: 5)
!203 = !DILocation(line: 84, column: 25, scope: !202)
!204 = !DILocation(line: 84, column: 23, scope: !202)
!205 = !DILocation(line: 84, column: 5, scope: !198)
!206 = !DILocation(line: 85, column: 36, scope: !202)
!207 = !DILocation(line: 85, column: 29, scope: !202)
!208 = !DILocation(line: 85, column: 39, scope: !202)
!209 = !DILocation(line: 85, column: 52, scope: !202)
!210 = !DILocation(line: 85, column: 45, scope: !202)
!211 = !DILocation(line: 85, column: 55, scope: !202)
!212 = !DILocation(line: 85, column: 9, scope: !202)
!213 = !DILocation(line: 84, column: 30, scope: !202)
!214 = !DILocation(line: 84, column: 5, scope: !202)
!215 = distinct !{!215, !205, !216, !67}
!216 = !DILocation(line: 85, column: 60, scope: !198)
!217 = !DILocation(line: 86, column: 5, scope: !30)
!218 = !DILocalVariable(name: "key", scope: !30, file: !1, line: 87, type: !155)
!219 = !DILocation(line: 87, column: 19, scope: !30)
!220 = !DILocation(line: 88, column: 16, scope: !30)
!221 = !DILocation(line: 88, column: 12, scope: !30)
!222 = !DILocation(line: 88, column: 5, scope: !30)
!223 = !DILocation(line: 89, column: 9, scope: !30)
!224 = !DILocation(line: 89, column: 15, scope: !30)
!225 = !DILocalVariable(name: "pf", scope: !30, file: !1, line: 90, type: !226)
!226 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!227 = !DILocation(line: 90, column: 20, scope: !30)
!228 = !DILocation(line: 90, column: 33, scope: !30)
!229 = !DILocation(line: 90, column: 39, scope: !30)
!230 = !DILocation(line: 90, column: 55, scope: !30)
!231 = !DILocation(line: 90, column: 47, scope: !30)
!232 = !DILocation(line: 90, column: 25, scope: !30)
!233 = !DILocation(line: 91, column: 43, scope: !30)
!234 = !DILocation(line: 91, column: 48, scope: !30)
!235 = !DILocation(line: 91, column: 52, scope: !30)
!236 = !DILocation(line: 91, column: 67, scope: !30)
!237 = !DILocation(line: 91, column: 79, scope: !30)
!238 = !DILocation(line: 91, column: 84, scope: !30)
!239 = !DILocation(line: 91, column: 82, scope: !30)
!240 = !DILocation(line: 91, column: 5, scope: !30)
!241 = !DILocalVariable(name: "words", scope: !30, file: !1, line: 92, type: !242)
!242 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 704, elements: !243)
!243 = !{!244}
!244 = !DISubrange(count: 11)
!245 = !DILocation(line: 92, column: 17, scope: !30)
!246 = !DILocalVariable(name: "nw", scope: !30, file: !1, line: 94, type: !3)
!247 = !DILocation(line: 94, column: 9, scope: !30)
!248 = !DILocation(line: 95, column: 11, scope: !30)
!249 = !DILocation(line: 95, column: 26, scope: !30)
!250 = !DILocation(line: 95, column: 18, scope: !30)
!251 = !DILocation(line: 95, column: 5, scope: !30)
!252 = !DILocalVariable(name: "i", scope: !253, file: !1, line: 96, type: !3)
!253 = distinct !DILexicalBlock(scope: !30, file: !1, line: 96, column: 5)
!254 = !DILocation(line: 96, column: 14, scope: !253)
!255 = !DILocation(line: 96, column: 10, scope: !253)
!256 = !DILocation(line: 96, column: 21, scope: !257)
!257 = distinct !DILexicalBlock(scope: !253, file: !1, line: 96, column: 5)
!258 = !DILocation(line: 96, column: 25, scope: !257)
!259 = !DILocation(line: 96, column: 23, scope: !257)
!260 = !DILocation(line: 96, column: 5, scope: !253)
!261 = !DILocation(line: 97, column: 31, scope: !257)
!262 = !DILocation(line: 97, column: 25, scope: !257)
!263 = !DILocation(line: 97, column: 9, scope: !257)
!264 = !DILocation(line: 96, column: 30, scope: !257)
!265 = !DILocation(line: 96, column: 5, scope: !257)
!266 = distinct !{!266, !260, !267, !67}
!267 = !DILocation(line: 97, column: 33, scope: !253)
!268 = !DILocation(line: 98, column: 5, scope: !30)
!269 = !DILocalVariable(name: "probe", scope: !30, file: !1, line: 99, type: !270)
!270 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 320, elements: !271)
!271 = !{!272}
!272 = !DISubrange(count: 5)
!273 = !DILocation(line: 99, column: 17, scope: !30)
!274 = !DILocalVariable(name: "i", scope: !275, file: !1, line: 100, type: !3)
!275 = distinct !DILexicalBlock(scope: !30, file: !1, line: 100, column: 5)
!276 = !DILocation(line: 100, column: 14, scope: !275)
!277 = !DILocation(line: 100, column: 10, scope: !275)
!278 = !DILocation(line: 100, column: 21, scope: !279)
!279 = distinct !DILexicalBlock(scope: !275, file: !1, line: 100, column: 5)
!280 = !DILocation(line: 100, column: 23, scope: !279)
!281 = !DILocation(line: 100, column: 5, scope: !275)
!282 = !DILocalVariable(name: "f", scope: !283, file: !1, line: 101, type: !284)
!283 = distinct !DILexicalBlock(scope: !279, file: !1, line: 100, column: 33)
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!285 = !DILocation(line: 101, column: 22, scope: !283)
!286 = !DILocation(line: 101, column: 41, scope: !283)
!287 = !DILocation(line: 101, column: 35, scope: !283)
!288 = !DILocation(line: 101, column: 34, scope: !283)
!289 = !DILocation(line: 101, column: 45, scope: !283)
!290 = !DILocation(line: 101, column: 60, scope: !283)
!291 = !DILocation(line: 101, column: 52, scope: !283)
!292 = !DILocation(line: 101, column: 26, scope: !283)
!293 = !DILocation(line: 102, column: 42, scope: !283)
!294 = !DILocation(line: 102, column: 36, scope: !283)
!295 = !DILocation(line: 102, column: 46, scope: !283)
!296 = !DILocation(line: 102, column: 57, scope: !283)
!297 = !DILocation(line: 102, column: 61, scope: !283)
!298 = !DILocation(line: 102, column: 59, scope: !283)
!299 = !DILocation(line: 102, column: 9, scope: !283)
!300 = !DILocation(line: 103, column: 5, scope: !283)
!301 = !DILocation(line: 100, column: 29, scope: !279)
!302 = !DILocation(line: 100, column: 5, scope: !279)
!303 = distinct !{!303, !281, !304, !67}
!304 = !DILocation(line: 103, column: 5, scope: !275)
!305 = !DILocalVariable(name: "d", scope: !30, file: !1, line: 104, type: !306)
!306 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 768, elements: !159)
!307 = !DILocation(line: 104, column: 12, scope: !30)
!308 = !DILocalVariable(name: "i", scope: !309, file: !1, line: 105, type: !3)
!309 = distinct !DILexicalBlock(scope: !30, file: !1, line: 105, column: 5)
!310 = !DILocation(line: 105, column: 14, scope: !309)
!311 = !DILocation(line: 105, column: 10, scope: !309)
!312 = !DILocation(line: 105, column: 21, scope: !313)
!313 = distinct !DILexicalBlock(scope: !309, file: !1, line: 105, column: 5)
!314 = !DILocation(line: 105, column: 23, scope: !313)
!315 = !DILocation(line: 105, column: 5, scope: !309)
!316 = !DILocation(line: 106, column: 17, scope: !313)
!317 = !DILocation(line: 106, column: 19, scope: !313)
!318 = !DILocation(line: 106, column: 23, scope: !313)
!319 = !DILocation(line: 106, column: 16, scope: !313)
!320 = !DILocation(line: 106, column: 29, scope: !313)
!321 = !DILocation(line: 106, column: 35, scope: !313)
!322 = !DILocation(line: 106, column: 11, scope: !313)
!323 = !DILocation(line: 106, column: 9, scope: !313)
!324 = !DILocation(line: 106, column: 14, scope: !313)
!325 = !DILocation(line: 105, column: 30, scope: !313)
!326 = !DILocation(line: 105, column: 5, scope: !313)
!327 = distinct !{!327, !315, !328, !67}
!328 = !DILocation(line: 106, column: 37, scope: !309)
!329 = !DILocation(line: 107, column: 11, scope: !30)
!330 = !DILocation(line: 107, column: 5, scope: !30)
!331 = !DILocalVariable(name: "i", scope: !332, file: !1, line: 108, type: !3)
!332 = distinct !DILexicalBlock(scope: !30, file: !1, line: 108, column: 5)
!333 = !DILocation(line: 108, column: 14, scope: !332)
!334 = !DILocation(line: 108, column: 10, scope: !332)
!335 = !DILocation(line: 108, column: 21, scope: !336)
!336 = distinct !DILexicalBlock(scope: !332, file: !1, line: 108, column: 5)
!337 = !DILocation(line: 108, column: 23, scope: !336)
!338 = !DILocation(line: 108, column: 5, scope: !332)
!339 = !DILocation(line: 109, column: 27, scope: !336)
!340 = !DILocation(line: 109, column: 25, scope: !336)
!341 = !DILocation(line: 109, column: 9, scope: !336)
!342 = !DILocation(line: 108, column: 30, scope: !336)
!343 = !DILocation(line: 108, column: 5, scope: !336)
!344 = distinct !{!344, !338, !345, !67}
!345 = !DILocation(line: 109, column: 29, scope: !332)
!346 = !DILocation(line: 110, column: 5, scope: !30)
!347 = !DILocalVariable(name: "s", scope: !30, file: !1, line: 111, type: !348)
!348 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 352, elements: !349)
!349 = !{!350}
!350 = !DISubrange(count: 44)
!351 = !DILocation(line: 111, column: 10, scope: !30)
!352 = !DILocation(line: 112, column: 11, scope: !30)
!353 = !DILocation(line: 112, column: 21, scope: !30)
!354 = !DILocation(line: 112, column: 14, scope: !30)
!355 = !DILocation(line: 112, column: 5, scope: !30)
!356 = !DILocation(line: 113, column: 36, scope: !30)
!357 = !DILocation(line: 113, column: 5, scope: !30)
!358 = !DILocation(line: 115, column: 11, scope: !30)
!359 = !DILocation(line: 115, column: 5, scope: !30)
!360 = !DILocation(line: 116, column: 11, scope: !30)
!361 = !DILocation(line: 116, column: 5, scope: !30)
!362 = !DILocalVariable(name: "one", scope: !30, file: !1, line: 117, type: !3)
!363 = !DILocation(line: 117, column: 9, scope: !30)
!364 = !DILocation(line: 118, column: 58, scope: !30)
!365 = !DILocation(line: 118, column: 64, scope: !30)
!366 = !DILocation(line: 118, column: 50, scope: !30)
!367 = !DILocation(line: 118, column: 92, scope: !30)
!368 = !DILocation(line: 119, column: 20, scope: !30)
!369 = !DILocation(line: 119, column: 26, scope: !30)
!370 = !DILocation(line: 119, column: 12, scope: !30)
!371 = !DILocation(line: 119, column: 56, scope: !30)
!372 = !DILocation(line: 118, column: 5, scope: !30)
!373 = !DILocation(line: 120, column: 5, scope: !30)
!374 = distinct !DISubprogram(name: "cmp_int", scope: !1, file: !1, line: 14, type: !375, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!375 = !DISubroutineType(types: !376)
!376 = !{!3, !377, !377}
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !378, size: 64)
!378 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!379 = !DILocalVariable(name: "a", arg: 1, scope: !374, file: !1, line: 14, type: !377)
!380 = !DILocation(line: 14, column: 32, scope: !374)
!381 = !DILocalVariable(name: "b", arg: 2, scope: !374, file: !1, line: 14, type: !377)
!382 = !DILocation(line: 14, column: 47, scope: !374)
!383 = !DILocalVariable(name: "x", scope: !374, file: !1, line: 15, type: !3)
!384 = !DILocation(line: 15, column: 9, scope: !374)
!385 = !DILocation(line: 15, column: 27, scope: !374)
!386 = !DILocation(line: 15, column: 14, scope: !374)
!387 = !DILocation(line: 15, column: 13, scope: !374)
!388 = !DILocalVariable(name: "y", scope: !374, file: !1, line: 15, type: !3)
!389 = !DILocation(line: 15, column: 30, scope: !374)
!390 = !DILocation(line: 15, column: 48, scope: !374)
!391 = !DILocation(line: 15, column: 35, scope: !374)
!392 = !DILocation(line: 15, column: 34, scope: !374)
!393 = !DILocation(line: 16, column: 13, scope: !374)
!394 = !DILocation(line: 16, column: 17, scope: !374)
!395 = !DILocation(line: 16, column: 15, scope: !374)
!396 = !DILocation(line: 16, column: 23, scope: !374)
!397 = !DILocation(line: 16, column: 27, scope: !374)
!398 = !DILocation(line: 16, column: 25, scope: !374)
!399 = !DILocation(line: 16, column: 20, scope: !374)
!400 = !DILocation(line: 16, column: 5, scope: !374)
!401 = distinct !DISubprogram(name: "cmp_int_desc", scope: !1, file: !1, line: 18, type: !375, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!402 = !DILocalVariable(name: "a", arg: 1, scope: !401, file: !1, line: 18, type: !377)
!403 = !DILocation(line: 18, column: 37, scope: !401)
!404 = !DILocalVariable(name: "b", arg: 2, scope: !401, file: !1, line: 18, type: !377)
!405 = !DILocation(line: 18, column: 52, scope: !401)
!406 = !DILocation(line: 18, column: 72, scope: !401)
!407 = !DILocation(line: 18, column: 75, scope: !401)
!408 = !DILocation(line: 18, column: 64, scope: !401)
!409 = !DILocation(line: 18, column: 57, scope: !401)
!410 = distinct !DISubprogram(name: "cmp_abs_then_value", scope: !1, file: !1, line: 19, type: !375, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!411 = !DILocalVariable(name: "a", arg: 1, scope: !410, file: !1, line: 19, type: !377)
!412 = !DILocation(line: 19, column: 43, scope: !410)
!413 = !DILocalVariable(name: "b", arg: 2, scope: !410, file: !1, line: 19, type: !377)
!414 = !DILocation(line: 19, column: 58, scope: !410)
!415 = !DILocalVariable(name: "x", scope: !410, file: !1, line: 20, type: !3)
!416 = !DILocation(line: 20, column: 9, scope: !410)
!417 = !DILocation(line: 20, column: 27, scope: !410)
!418 = !DILocation(line: 20, column: 14, scope: !410)
!419 = !DILocation(line: 20, column: 13, scope: !410)
!420 = !DILocalVariable(name: "y", scope: !410, file: !1, line: 20, type: !3)
!421 = !DILocation(line: 20, column: 30, scope: !410)
!422 = !DILocation(line: 20, column: 48, scope: !410)
!423 = !DILocation(line: 20, column: 35, scope: !410)
!424 = !DILocation(line: 20, column: 34, scope: !410)
!425 = !DILocalVariable(name: "ax", scope: !410, file: !1, line: 21, type: !3)
!426 = !DILocation(line: 21, column: 9, scope: !410)
!427 = !DILocation(line: 21, column: 18, scope: !410)
!428 = !DILocation(line: 21, column: 14, scope: !410)
!429 = !DILocalVariable(name: "ay", scope: !410, file: !1, line: 21, type: !3)
!430 = !DILocation(line: 21, column: 22, scope: !410)
!431 = !DILocation(line: 21, column: 31, scope: !410)
!432 = !DILocation(line: 21, column: 27, scope: !410)
!433 = !DILocation(line: 22, column: 9, scope: !434)
!434 = distinct !DILexicalBlock(scope: !410, file: !1, line: 22, column: 9)
!435 = !DILocation(line: 22, column: 15, scope: !434)
!436 = !DILocation(line: 22, column: 12, scope: !434)
!437 = !DILocation(line: 22, column: 9, scope: !410)
!438 = !DILocation(line: 23, column: 17, scope: !434)
!439 = !DILocation(line: 23, column: 22, scope: !434)
!440 = !DILocation(line: 23, column: 20, scope: !434)
!441 = !DILocation(line: 23, column: 29, scope: !434)
!442 = !DILocation(line: 23, column: 34, scope: !434)
!443 = !DILocation(line: 23, column: 32, scope: !434)
!444 = !DILocation(line: 23, column: 26, scope: !434)
!445 = !DILocation(line: 23, column: 9, scope: !434)
!446 = !DILocation(line: 24, column: 13, scope: !410)
!447 = !DILocation(line: 24, column: 17, scope: !410)
!448 = !DILocation(line: 24, column: 15, scope: !410)
!449 = !DILocation(line: 24, column: 23, scope: !410)
!450 = !DILocation(line: 24, column: 27, scope: !410)
!451 = !DILocation(line: 24, column: 25, scope: !410)
!452 = !DILocation(line: 24, column: 20, scope: !410)
!453 = !DILocation(line: 24, column: 5, scope: !410)
!454 = !DILocation(line: 25, column: 1, scope: !410)
!455 = distinct !DISubprogram(name: "cmp_person_age", scope: !1, file: !1, line: 26, type: !375, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!456 = !DILocalVariable(name: "a", arg: 1, scope: !455, file: !1, line: 26, type: !377)
!457 = !DILocation(line: 26, column: 39, scope: !455)
!458 = !DILocalVariable(name: "b", arg: 2, scope: !455, file: !1, line: 26, type: !377)
!459 = !DILocation(line: 26, column: 54, scope: !455)
!460 = !DILocalVariable(name: "p", scope: !455, file: !1, line: 27, type: !461)
!461 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !462, size: 64)
!462 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !155)
!463 = !DILocation(line: 27, column: 26, scope: !455)
!464 = !DILocation(line: 27, column: 30, scope: !455)
!465 = !DILocalVariable(name: "q", scope: !455, file: !1, line: 27, type: !461)
!466 = !DILocation(line: 27, column: 34, scope: !455)
!467 = !DILocation(line: 27, column: 38, scope: !455)
!468 = !DILocation(line: 28, column: 9, scope: !469)
!469 = distinct !DILexicalBlock(scope: !455, file: !1, line: 28, column: 9)
!470 = !DILocation(line: 28, column: 12, scope: !469)
!471 = !DILocation(line: 28, column: 19, scope: !469)
!472 = !DILocation(line: 28, column: 22, scope: !469)
!473 = !DILocation(line: 28, column: 16, scope: !469)
!474 = !DILocation(line: 28, column: 9, scope: !455)
!475 = !DILocation(line: 29, column: 16, scope: !469)
!476 = !DILocation(line: 29, column: 19, scope: !469)
!477 = !DILocation(line: 29, column: 25, scope: !469)
!478 = !DILocation(line: 29, column: 28, scope: !469)
!479 = !DILocation(line: 29, column: 23, scope: !469)
!480 = !DILocation(line: 29, column: 9, scope: !469)
!481 = !DILocation(line: 30, column: 19, scope: !455)
!482 = !DILocation(line: 30, column: 22, scope: !455)
!483 = !DILocation(line: 30, column: 28, scope: !455)
!484 = !DILocation(line: 30, column: 31, scope: !455)
!485 = !DILocation(line: 30, column: 12, scope: !455)
!486 = !DILocation(line: 30, column: 5, scope: !455)
!487 = !DILocation(line: 31, column: 1, scope: !455)
!488 = distinct !DISubprogram(name: "cmp_person_score", scope: !1, file: !1, line: 32, type: !375, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!489 = !DILocalVariable(name: "a", arg: 1, scope: !488, file: !1, line: 32, type: !377)
!490 = !DILocation(line: 32, column: 41, scope: !488)
!491 = !DILocalVariable(name: "b", arg: 2, scope: !488, file: !1, line: 32, type: !377)
!492 = !DILocation(line: 32, column: 56, scope: !488)
!493 = !DILocalVariable(name: "p", scope: !488, file: !1, line: 33, type: !461)
!494 = !DILocation(line: 33, column: 26, scope: !488)
!495 = !DILocation(line: 33, column: 30, scope: !488)
!496 = !DILocalVariable(name: "q", scope: !488, file: !1, line: 33, type: !461)
!497 = !DILocation(line: 33, column: 34, scope: !488)
!498 = !DILocation(line: 33, column: 38, scope: !488)
!499 = !DILocation(line: 34, column: 9, scope: !500)
!500 = distinct !DILexicalBlock(scope: !488, file: !1, line: 34, column: 9)
!501 = !DILocation(line: 34, column: 12, scope: !500)
!502 = !DILocation(line: 34, column: 20, scope: !500)
!503 = !DILocation(line: 34, column: 23, scope: !500)
!504 = !DILocation(line: 34, column: 18, scope: !500)
!505 = !DILocation(line: 34, column: 9, scope: !488)
!506 = !DILocation(line: 34, column: 30, scope: !500)
!507 = !DILocation(line: 35, column: 9, scope: !508)
!508 = distinct !DILexicalBlock(scope: !488, file: !1, line: 35, column: 9)
!509 = !DILocation(line: 35, column: 12, scope: !508)
!510 = !DILocation(line: 35, column: 20, scope: !508)
!511 = !DILocation(line: 35, column: 23, scope: !508)
!512 = !DILocation(line: 35, column: 18, scope: !508)
!513 = !DILocation(line: 35, column: 9, scope: !488)
!514 = !DILocation(line: 35, column: 30, scope: !508)
!515 = !DILocation(line: 36, column: 19, scope: !488)
!516 = !DILocation(line: 36, column: 22, scope: !488)
!517 = !DILocation(line: 36, column: 28, scope: !488)
!518 = !DILocation(line: 36, column: 31, scope: !488)
!519 = !DILocation(line: 36, column: 12, scope: !488)
!520 = !DILocation(line: 36, column: 5, scope: !488)
!521 = !DILocation(line: 37, column: 1, scope: !488)
!522 = distinct !DISubprogram(name: "cmp_str", scope: !1, file: !1, line: 38, type: !375, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!523 = !DILocalVariable(name: "a", arg: 1, scope: !522, file: !1, line: 38, type: !377)
!524 = !DILocation(line: 38, column: 32, scope: !522)
!525 = !DILocalVariable(name: "b", arg: 2, scope: !522, file: !1, line: 38, type: !377)
!526 = !DILocation(line: 38, column: 47, scope: !522)
!527 = !DILocation(line: 39, column: 41, scope: !522)
!528 = !DILocation(line: 39, column: 20, scope: !522)
!529 = !DILocation(line: 39, column: 19, scope: !522)
!530 = !DILocation(line: 39, column: 66, scope: !522)
!531 = !DILocation(line: 39, column: 45, scope: !522)
!532 = !DILocation(line: 39, column: 44, scope: !522)
!533 = !DILocation(line: 39, column: 12, scope: !522)
!534 = !DILocation(line: 39, column: 5, scope: !522)
!535 = distinct !DISubprogram(name: "cmp_double", scope: !1, file: !1, line: 41, type: !375, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!536 = !DILocalVariable(name: "a", arg: 1, scope: !535, file: !1, line: 41, type: !377)
!537 = !DILocation(line: 41, column: 35, scope: !535)
!538 = !DILocalVariable(name: "b", arg: 2, scope: !535, file: !1, line: 41, type: !377)
!539 = !DILocation(line: 41, column: 50, scope: !535)
!540 = !DILocalVariable(name: "x", scope: !535, file: !1, line: 42, type: !18)
!541 = !DILocation(line: 42, column: 12, scope: !535)
!542 = !DILocation(line: 42, column: 33, scope: !535)
!543 = !DILocation(line: 42, column: 17, scope: !535)
!544 = !DILocation(line: 42, column: 16, scope: !535)
!545 = !DILocalVariable(name: "y", scope: !535, file: !1, line: 42, type: !18)
!546 = !DILocation(line: 42, column: 36, scope: !535)
!547 = !DILocation(line: 42, column: 57, scope: !535)
!548 = !DILocation(line: 42, column: 41, scope: !535)
!549 = !DILocation(line: 42, column: 40, scope: !535)
!550 = !DILocation(line: 43, column: 13, scope: !535)
!551 = !DILocation(line: 43, column: 17, scope: !535)
!552 = !DILocation(line: 43, column: 15, scope: !535)
!553 = !DILocation(line: 43, column: 23, scope: !535)
!554 = !DILocation(line: 43, column: 27, scope: !535)
!555 = !DILocation(line: 43, column: 25, scope: !535)
!556 = !DILocation(line: 43, column: 20, scope: !535)
!557 = !DILocation(line: 43, column: 5, scope: !535)
!558 = distinct !DISubprogram(name: "cmp_char", scope: !1, file: !1, line: 45, type: !375, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!559 = !DILocalVariable(name: "a", arg: 1, scope: !558, file: !1, line: 45, type: !377)
!560 = !DILocation(line: 45, column: 33, scope: !558)
!561 = !DILocalVariable(name: "b", arg: 2, scope: !558, file: !1, line: 45, type: !377)
!562 = !DILocation(line: 45, column: 48, scope: !558)
!563 = !DILocation(line: 46, column: 36, scope: !558)
!564 = !DILocation(line: 46, column: 12, scope: !558)
!565 = !DILocation(line: 46, column: 64, scope: !558)
!566 = !DILocation(line: 46, column: 40, scope: !558)
!567 = !DILocation(line: 46, column: 38, scope: !558)
!568 = !DILocation(line: 46, column: 5, scope: !558)
