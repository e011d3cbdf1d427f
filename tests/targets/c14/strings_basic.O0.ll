; ModuleID = 'strings_basic.c'
source_filename = "strings_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"abd\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"ABC\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"\FF\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"zzz\00", align 1
@__const.main.strs = private unnamed_addr constant [9 x i8*] [i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i32 0, i32 0)], align 16
@.str.9 = private unnamed_addr constant [16 x i8] c"strlen[%d]=%zu\0A\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"%2d\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"   \00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"strncmp n=0: %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"world\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"%s (%zu)\0A\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"strncpy short:\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.20 = private unnamed_addr constant [17 x i8] c"0123456789ABCDEF\00", align 1
@.str.21 = private unnamed_addr constant [14 x i8] c"strncpy long:\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c" %c\00", align 1
@.str.23 = private unnamed_addr constant [30 x i8] c"/usr/local/lib/libpancam.so.1\00", align 1
@.str.24 = private unnamed_addr constant [46 x i8] c"basename=%s first dot at %ld last dot at %ld\0A\00", align 1
@.str.25 = private unnamed_addr constant [65 x i8] c"strchr nul: offset %ld, strrchr missing: %d, strchr missing: %d\0A\00", align 1
@.str.26 = private unnamed_addr constant [36 x i8] c"the cat sat on the mat with the hat\00", align 1
@.str.27 = private unnamed_addr constant [64 x i8] c"strstr(the)=%ld strstr(at w)=%ld strstr(dog)=%d strstr(\22\22)=%ld\0A\00", align 1
@.str.28 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.29 = private unnamed_addr constant [5 x i8] c"at w\00", align 1
@.str.30 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.31 = private unnamed_addr constant [31 x i8] c"count 'the'=%d 'at'=%d 'a'=%d\0A\00", align 1
@.str.32 = private unnamed_addr constant [3 x i8] c"at\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"OG\00", align 1
@.str.34 = private unnamed_addr constant [14 x i8] c"replaced: %s\0A\00", align 1
@.str.35 = private unnamed_addr constant [17 x i8] c"dup: %s len=%zu\0A\00", align 1
@.str.36 = private unnamed_addr constant [25 x i8] c"alpha,beta,,gamma,delta,\00", align 1
@.str.37 = private unnamed_addr constant [16 x i8] c"field %d: '%s'\0A\00", align 1
@__const.main.sentence = private unnamed_addr constant [24 x i8] c"one two three four five\00", align 16
@.str.38 = private unnamed_addr constant [20 x i8] c"reversed words: %s\0A\00", align 1
@.str.39 = private unnamed_addr constant [8 x i8] c"racecar\00", align 1
@.str.40 = private unnamed_addr constant [5 x i8] c"abba\00", align 1
@.str.41 = private unnamed_addr constant [5 x i8] c"abca\00", align 1
@.str.42 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.43 = private unnamed_addr constant [20 x i8] c"'%s' palindrome=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !16 {
  %1 = alloca i32, align 4
  %2 = alloca [9 x i8*], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [64 x i8], align 16
  %9 = alloca [10 x i8], align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8*, align 8
  %13 = alloca i8*, align 8
  %14 = alloca i8*, align 8
  %15 = alloca i8*, align 8
  %16 = alloca i8*, align 8
  %17 = alloca i8*, align 8
  %18 = alloca i8*, align 8
  %19 = alloca i8*, align 8
  %20 = alloca i8*, align 8
  %21 = alloca i32, align 4
  %22 = alloca i8*, align 8
  %23 = alloca i64, align 8
  %24 = alloca [16 x i8], align 16
  %25 = alloca [24 x i8], align 16
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i8, align 1
  %29 = alloca i8*, align 8
  %30 = alloca i8*, align 8
  %31 = alloca i8*, align 8
  %32 = alloca i8*, align 8
  %33 = alloca i8, align 1
  %34 = alloca [5 x i8*], align 16
  %35 = alloca i32, align 4
  %36 = alloca i64, align 8
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [9 x i8*]* %2, metadata !21, metadata !DIExpression()), !dbg !28
  %39 = bitcast [9 x i8*]* %2 to i8*, !dbg !28
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %39, i8* align 16 bitcast ([9 x i8*]* @__const.main.strs to i8*), i64 72, i1 false), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %3, metadata !29, metadata !DIExpression()), !dbg !30
  store i32 9, i32* %3, align 4, !dbg !30
  call void @llvm.dbg.declare(metadata i32* %4, metadata !31, metadata !DIExpression()), !dbg !33
  store i32 0, i32* %4, align 4, !dbg !33
  br label %40, !dbg !34

40:                                               ; preds = %52, %0
  %41 = load i32, i32* %4, align 4, !dbg !35
  %42 = load i32, i32* %3, align 4, !dbg !37
  %43 = icmp slt i32 %41, %42, !dbg !38
  br i1 %43, label %44, label %55, !dbg !39

44:                                               ; preds = %40
  %45 = load i32, i32* %4, align 4, !dbg !40
  %46 = load i32, i32* %4, align 4, !dbg !41
  %47 = sext i32 %46 to i64, !dbg !42
  %48 = getelementptr inbounds [9 x i8*], [9 x i8*]* %2, i64 0, i64 %47, !dbg !42
  %49 = load i8*, i8** %48, align 8, !dbg !42
  %50 = call i64 @strlen(i8* noundef %49) #7, !dbg !43
  %51 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i32 noundef %45, i64 noundef %50), !dbg !44
  br label %52, !dbg !44

52:                                               ; preds = %44
  %53 = load i32, i32* %4, align 4, !dbg !45
  %54 = add nsw i32 %53, 1, !dbg !45
  store i32 %54, i32* %4, align 4, !dbg !45
  br label %40, !dbg !46, !llvm.loop !47

55:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata i32* %5, metadata !50, metadata !DIExpression()), !dbg !52
  store i32 0, i32* %5, align 4, !dbg !52
  br label %56, !dbg !53

56:                                               ; preds = %103, %55
  %57 = load i32, i32* %5, align 4, !dbg !54
  %58 = load i32, i32* %3, align 4, !dbg !56
  %59 = icmp slt i32 %57, %58, !dbg !57
  br i1 %59, label %60, label %106, !dbg !58

60:                                               ; preds = %56
  call void @llvm.dbg.declare(metadata i32* %6, metadata !59, metadata !DIExpression()), !dbg !62
  store i32 0, i32* %6, align 4, !dbg !62
  br label %61, !dbg !63

61:                                               ; preds = %77, %60
  %62 = load i32, i32* %6, align 4, !dbg !64
  %63 = load i32, i32* %3, align 4, !dbg !66
  %64 = icmp slt i32 %62, %63, !dbg !67
  br i1 %64, label %65, label %80, !dbg !68

65:                                               ; preds = %61
  %66 = load i32, i32* %5, align 4, !dbg !69
  %67 = sext i32 %66 to i64, !dbg !70
  %68 = getelementptr inbounds [9 x i8*], [9 x i8*]* %2, i64 0, i64 %67, !dbg !70
  %69 = load i8*, i8** %68, align 8, !dbg !70
  %70 = load i32, i32* %6, align 4, !dbg !71
  %71 = sext i32 %70 to i64, !dbg !72
  %72 = getelementptr inbounds [9 x i8*], [9 x i8*]* %2, i64 0, i64 %71, !dbg !72
  %73 = load i8*, i8** %72, align 8, !dbg !72
  %74 = call i32 @strcmp(i8* noundef %69, i8* noundef %73) #7, !dbg !73
  %75 = call i32 @sgn(i32 noundef %74), !dbg !74
  %76 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %75), !dbg !75
  br label %77, !dbg !75

77:                                               ; preds = %65
  %78 = load i32, i32* %6, align 4, !dbg !76
  %79 = add nsw i32 %78, 1, !dbg !76
  store i32 %79, i32* %6, align 4, !dbg !76
  br label %61, !dbg !77, !llvm.loop !78

80:                                               ; preds = %61
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0)), !dbg !80
  call void @llvm.dbg.declare(metadata i32* %7, metadata !81, metadata !DIExpression()), !dbg !83
  store i32 0, i32* %7, align 4, !dbg !83
  br label %82, !dbg !84

82:                                               ; preds = %98, %80
  %83 = load i32, i32* %7, align 4, !dbg !85
  %84 = load i32, i32* %3, align 4, !dbg !87
  %85 = icmp slt i32 %83, %84, !dbg !88
  br i1 %85, label %86, label %101, !dbg !89

86:                                               ; preds = %82
  %87 = load i32, i32* %5, align 4, !dbg !90
  %88 = sext i32 %87 to i64, !dbg !91
  %89 = getelementptr inbounds [9 x i8*], [9 x i8*]* %2, i64 0, i64 %88, !dbg !91
  %90 = load i8*, i8** %89, align 8, !dbg !91
  %91 = load i32, i32* %7, align 4, !dbg !92
  %92 = sext i32 %91 to i64, !dbg !93
  %93 = getelementptr inbounds [9 x i8*], [9 x i8*]* %2, i64 0, i64 %92, !dbg !93
  %94 = load i8*, i8** %93, align 8, !dbg !93
  %95 = call i32 @strncmp(i8* noundef %90, i8* noundef %94, i64 noundef 2) #7, !dbg !94
  %96 = call i32 @sgn(i32 noundef %95), !dbg !95
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i32 noundef %96), !dbg !96
  br label %98, !dbg !96

98:                                               ; preds = %86
  %99 = load i32, i32* %7, align 4, !dbg !97
  %100 = add nsw i32 %99, 1, !dbg !97
  store i32 %100, i32* %7, align 4, !dbg !97
  br label %82, !dbg !98, !llvm.loop !99

101:                                              ; preds = %82
  %102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0)), !dbg !101
  br label %103, !dbg !102

103:                                              ; preds = %101
  %104 = load i32, i32* %5, align 4, !dbg !103
  %105 = add nsw i32 %104, 1, !dbg !103
  store i32 %105, i32* %5, align 4, !dbg !103
  br label %56, !dbg !104, !llvm.loop !105

106:                                              ; preds = %56
  %107 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.13, i64 0, i64 0), i32 noundef 0), !dbg !107
  call void @llvm.dbg.declare(metadata [64 x i8]* %8, metadata !108, metadata !DIExpression()), !dbg !112
  %108 = getelementptr inbounds [64 x i8], [64 x i8]* %8, i64 0, i64 0, !dbg !113
  %109 = call i8* @strcpy(i8* noundef %108, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i64 0, i64 0)) #8, !dbg !114
  %110 = getelementptr inbounds [64 x i8], [64 x i8]* %8, i64 0, i64 0, !dbg !115
  %111 = call i8* @strcat(i8* noundef %110, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)) #8, !dbg !116
  %112 = getelementptr inbounds [64 x i8], [64 x i8]* %8, i64 0, i64 0, !dbg !117
  %113 = call i8* @strcat(i8* noundef %112, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.16, i64 0, i64 0)) #8, !dbg !118
  %114 = getelementptr inbounds [64 x i8], [64 x i8]* %8, i64 0, i64 0, !dbg !119
  %115 = getelementptr inbounds [64 x i8], [64 x i8]* %8, i64 0, i64 0, !dbg !120
  %116 = call i64 @strlen(i8* noundef %115) #7, !dbg !121
  %117 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.17, i64 0, i64 0), i8* noundef %114, i64 noundef %116), !dbg !122
  call void @llvm.dbg.declare(metadata [10 x i8]* %9, metadata !123, metadata !DIExpression()), !dbg !127
  %118 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i64 0, i64 0, !dbg !128
  call void @llvm.memset.p0i8.i64(i8* align 1 %118, i8 88, i64 10, i1 false), !dbg !128
  %119 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i64 0, i64 0, !dbg !129
  %120 = call i8* @strncpy(i8* noundef %119, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i64 noundef 10) #8, !dbg !130
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0)), !dbg !131
  call void @llvm.dbg.declare(metadata i32* %10, metadata !132, metadata !DIExpression()), !dbg !134
  store i32 0, i32* %10, align 4, !dbg !134
  br label %122, !dbg !135

122:                                              ; preds = %132, %106
  %123 = load i32, i32* %10, align 4, !dbg !136
  %124 = icmp slt i32 %123, 10, !dbg !138
  br i1 %124, label %125, label %135, !dbg !139

125:                                              ; preds = %122
  %126 = load i32, i32* %10, align 4, !dbg !140
  %127 = sext i32 %126 to i64, !dbg !141
  %128 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i64 0, i64 %127, !dbg !141
  %129 = load i8, i8* %128, align 1, !dbg !141
  %130 = sext i8 %129 to i32, !dbg !141
  %131 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.19, i64 0, i64 0), i32 noundef %130), !dbg !142
  br label %132, !dbg !142

132:                                              ; preds = %125
  %133 = load i32, i32* %10, align 4, !dbg !143
  %134 = add nsw i32 %133, 1, !dbg !143
  store i32 %134, i32* %10, align 4, !dbg !143
  br label %122, !dbg !144, !llvm.loop !145

135:                                              ; preds = %122
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0)), !dbg !147
  %137 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i64 0, i64 0, !dbg !148
  call void @llvm.memset.p0i8.i64(i8* align 1 %137, i8 88, i64 10, i1 false), !dbg !148
  %138 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i64 0, i64 0, !dbg !149
  call void @copy_prefix(i8* noundef %138, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.20, i64 0, i64 0), i64 noundef 6), !dbg !150
  %139 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.21, i64 0, i64 0)), !dbg !151
  call void @llvm.dbg.declare(metadata i32* %11, metadata !152, metadata !DIExpression()), !dbg !154
  store i32 0, i32* %11, align 4, !dbg !154
  br label %140, !dbg !155

140:                                              ; preds = %150, %135
  %141 = load i32, i32* %11, align 4, !dbg !156
  %142 = icmp slt i32 %141, 10, !dbg !158
  br i1 %142, label %143, label %153, !dbg !159

143:                                              ; preds = %140
  %144 = load i32, i32* %11, align 4, !dbg !160
  %145 = sext i32 %144 to i64, !dbg !161
  %146 = getelementptr inbounds [10 x i8], [10 x i8]* %9, i64 0, i64 %145, !dbg !161
  %147 = load i8, i8* %146, align 1, !dbg !161
  %148 = sext i8 %147 to i32, !dbg !161
  %149 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef %148), !dbg !162
  br label %150, !dbg !162

150:                                              ; preds = %143
  %151 = load i32, i32* %11, align 4, !dbg !163
  %152 = add nsw i32 %151, 1, !dbg !163
  store i32 %152, i32* %11, align 4, !dbg !163
  br label %140, !dbg !164, !llvm.loop !165

153:                                              ; preds = %140
  %154 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0)), !dbg !167
  call void @llvm.dbg.declare(metadata i8** %12, metadata !168, metadata !DIExpression()), !dbg !169
  store i8* getelementptr inbounds ([30 x i8], [30 x i8]* @.str.23, i64 0, i64 0), i8** %12, align 8, !dbg !169
  call void @llvm.dbg.declare(metadata i8** %13, metadata !170, metadata !DIExpression()), !dbg !171
  %155 = load i8*, i8** %12, align 8, !dbg !172
  %156 = call i8* @strrchr(i8* noundef %155, i32 noundef 47) #7, !dbg !173
  store i8* %156, i8** %13, align 8, !dbg !171
  call void @llvm.dbg.declare(metadata i8** %14, metadata !174, metadata !DIExpression()), !dbg !175
  %157 = load i8*, i8** %12, align 8, !dbg !176
  %158 = call i8* @strchr(i8* noundef %157, i32 noundef 46) #7, !dbg !177
  store i8* %158, i8** %14, align 8, !dbg !175
  call void @llvm.dbg.declare(metadata i8** %15, metadata !178, metadata !DIExpression()), !dbg !179
  %159 = load i8*, i8** %12, align 8, !dbg !180
  %160 = call i8* @strrchr(i8* noundef %159, i32 noundef 46) #7, !dbg !181
  store i8* %160, i8** %15, align 8, !dbg !179
  %161 = load i8*, i8** %13, align 8, !dbg !182
  %162 = getelementptr inbounds i8, i8* %161, i64 1, !dbg !183
  %163 = load i8*, i8** %14, align 8, !dbg !184
  %164 = load i8*, i8** %12, align 8, !dbg !185
  %165 = ptrtoint i8* %163 to i64, !dbg !186
  %166 = ptrtoint i8* %164 to i64, !dbg !186
  %167 = sub i64 %165, %166, !dbg !186
  %168 = load i8*, i8** %15, align 8, !dbg !187
  %169 = load i8*, i8** %12, align 8, !dbg !188
  %170 = ptrtoint i8* %168 to i64, !dbg !189
  %171 = ptrtoint i8* %169 to i64, !dbg !189
  %172 = sub i64 %170, %171, !dbg !189
  %173 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.24, i64 0, i64 0), i8* noundef %162, i64 noundef %167, i64 noundef %172), !dbg !190
  %174 = load i8*, i8** %12, align 8, !dbg !191
  %175 = call i8* @strchr(i8* noundef %174, i32 noundef 0) #7, !dbg !192
  %176 = load i8*, i8** %12, align 8, !dbg !193
  %177 = ptrtoint i8* %175 to i64, !dbg !194
  %178 = ptrtoint i8* %176 to i64, !dbg !194
  %179 = sub i64 %177, %178, !dbg !194
  %180 = load i8*, i8** %12, align 8, !dbg !195
  %181 = call i8* @strrchr(i8* noundef %180, i32 noundef 122) #7, !dbg !196
  %182 = icmp eq i8* %181, null, !dbg !197
  %183 = zext i1 %182 to i32, !dbg !197
  %184 = load i8*, i8** %12, align 8, !dbg !198
  %185 = call i8* @strchr(i8* noundef %184, i32 noundef 113) #7, !dbg !199
  %186 = icmp eq i8* %185, null, !dbg !200
  %187 = zext i1 %186 to i32, !dbg !200
  %188 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([65 x i8], [65 x i8]* @.str.25, i64 0, i64 0), i64 noundef %179, i32 noundef %183, i32 noundef %187), !dbg !201
  call void @llvm.dbg.declare(metadata i8** %16, metadata !202, metadata !DIExpression()), !dbg !203
  store i8* getelementptr inbounds ([36 x i8], [36 x i8]* @.str.26, i64 0, i64 0), i8** %16, align 8, !dbg !203
  %189 = load i8*, i8** %16, align 8, !dbg !204
  %190 = call i8* @strstr(i8* noundef %189, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.28, i64 0, i64 0)) #7, !dbg !205
  %191 = load i8*, i8** %16, align 8, !dbg !206
  %192 = ptrtoint i8* %190 to i64, !dbg !207
  %193 = ptrtoint i8* %191 to i64, !dbg !207
  %194 = sub i64 %192, %193, !dbg !207
  %195 = load i8*, i8** %16, align 8, !dbg !208
  %196 = call i8* @strstr(i8* noundef %195, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.29, i64 0, i64 0)) #7, !dbg !209
  %197 = load i8*, i8** %16, align 8, !dbg !210
  %198 = ptrtoint i8* %196 to i64, !dbg !211
  %199 = ptrtoint i8* %197 to i64, !dbg !211
  %200 = sub i64 %198, %199, !dbg !211
  %201 = load i8*, i8** %16, align 8, !dbg !212
  %202 = call i8* @strstr(i8* noundef %201, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.30, i64 0, i64 0)) #7, !dbg !213
  %203 = icmp eq i8* %202, null, !dbg !214
  %204 = zext i1 %203 to i32, !dbg !214
  %205 = load i8*, i8** %16, align 8, !dbg !215
  %206 = call i8* @strstr(i8* noundef %205, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0)) #7, !dbg !216
  %207 = load i8*, i8** %16, align 8, !dbg !217
  %208 = ptrtoint i8* %206 to i64, !dbg !218
  %209 = ptrtoint i8* %207 to i64, !dbg !218
  %210 = sub i64 %208, %209, !dbg !218
  %211 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str.27, i64 0, i64 0), i64 noundef %194, i64 noundef %200, i32 noundef %204, i64 noundef %210), !dbg !219
  %212 = load i8*, i8** %16, align 8, !dbg !220
  %213 = call i32 @count_occurrences(i8* noundef %212, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.28, i64 0, i64 0)), !dbg !221
  %214 = load i8*, i8** %16, align 8, !dbg !222
  %215 = call i32 @count_occurrences(i8* noundef %214, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.32, i64 0, i64 0)), !dbg !223
  %216 = load i8*, i8** %16, align 8, !dbg !224
  %217 = call i32 @count_occurrences(i8* noundef %216, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !225
  %218 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.31, i64 0, i64 0), i32 noundef %213, i32 noundef %215, i32 noundef %217), !dbg !226
  call void @llvm.dbg.declare(metadata i8** %17, metadata !227, metadata !DIExpression()), !dbg !229
  %219 = load i8*, i8** %16, align 8, !dbg !230
  %220 = call i8* @replace_all(i8* noundef %219, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.32, i64 0, i64 0), i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.33, i64 0, i64 0)), !dbg !231
  store i8* %220, i8** %17, align 8, !dbg !229
  %221 = load i8*, i8** %17, align 8, !dbg !232
  %222 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.34, i64 0, i64 0), i8* noundef %221), !dbg !233
  call void @llvm.dbg.declare(metadata i8** %18, metadata !234, metadata !DIExpression()), !dbg !235
  %223 = load i8*, i8** %17, align 8, !dbg !236
  %224 = call noalias i8* @strdup(i8* noundef %223) #8, !dbg !237
  store i8* %224, i8** %18, align 8, !dbg !235
  %225 = load i8*, i8** %17, align 8, !dbg !238
  call void @free(i8* noundef %225) #8, !dbg !239
  %226 = load i8*, i8** %18, align 8, !dbg !240
  %227 = getelementptr inbounds i8, i8* %226, i64 0, !dbg !240
  store i8 84, i8* %227, align 1, !dbg !241
  %228 = load i8*, i8** %18, align 8, !dbg !242
  %229 = load i8*, i8** %18, align 8, !dbg !243
  %230 = call i64 @strlen(i8* noundef %229) #7, !dbg !244
  %231 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.35, i64 0, i64 0), i8* noundef %228, i64 noundef %230), !dbg !245
  %232 = load i8*, i8** %18, align 8, !dbg !246
  call void @free(i8* noundef %232) #8, !dbg !247
  call void @llvm.dbg.declare(metadata i8** %19, metadata !248, metadata !DIExpression()), !dbg !249
  store i8* getelementptr inbounds ([25 x i8], [25 x i8]* @.str.36, i64 0, i64 0), i8** %19, align 8, !dbg !249
  call void @llvm.dbg.declare(metadata i8** %20, metadata !250, metadata !DIExpression()), !dbg !251
  %233 = load i8*, i8** %19, align 8, !dbg !252
  store i8* %233, i8** %20, align 8, !dbg !251
  call void @llvm.dbg.declare(metadata i32* %21, metadata !253, metadata !DIExpression()), !dbg !254
  store i32 0, i32* %21, align 4, !dbg !254
  br label %234, !dbg !255

234:                                              ; preds = %262, %153
  call void @llvm.dbg.declare(metadata i8** %22, metadata !256, metadata !DIExpression()), !dbg !260
  %235 = load i8*, i8** %20, align 8, !dbg !261
  %236 = call i8* @strchr(i8* noundef %235, i32 noundef 44) #7, !dbg !262
  store i8* %236, i8** %22, align 8, !dbg !260
  call void @llvm.dbg.declare(metadata i64* %23, metadata !263, metadata !DIExpression()), !dbg !264
  %237 = load i8*, i8** %22, align 8, !dbg !265
  %238 = icmp ne i8* %237, null, !dbg !265
  br i1 %238, label %239, label %245, !dbg !265

239:                                              ; preds = %234
  %240 = load i8*, i8** %22, align 8, !dbg !266
  %241 = load i8*, i8** %20, align 8, !dbg !267
  %242 = ptrtoint i8* %240 to i64, !dbg !268
  %243 = ptrtoint i8* %241 to i64, !dbg !268
  %244 = sub i64 %242, %243, !dbg !268
  br label %248, !dbg !265

245:                                              ; preds = %234
  %246 = load i8*, i8** %20, align 8, !dbg !269
  %247 = call i64 @strlen(i8* noundef %246) #7, !dbg !270
  br label %248, !dbg !265

248:                                              ; preds = %245, %239
  %249 = phi i64 [ %244, %239 ], [ %247, %245 ], !dbg !265
  store i64 %249, i64* %23, align 8, !dbg !264
  call void @llvm.dbg.declare(metadata [16 x i8]* %24, metadata !271, metadata !DIExpression()), !dbg !275
  %250 = getelementptr inbounds [16 x i8], [16 x i8]* %24, i64 0, i64 0, !dbg !276
  %251 = load i8*, i8** %20, align 8, !dbg !277
  %252 = load i64, i64* %23, align 8, !dbg !278
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %250, i8* align 1 %251, i64 %252, i1 false), !dbg !276
  %253 = load i64, i64* %23, align 8, !dbg !279
  %254 = getelementptr inbounds [16 x i8], [16 x i8]* %24, i64 0, i64 %253, !dbg !280
  store i8 0, i8* %254, align 1, !dbg !281
  %255 = load i32, i32* %21, align 4, !dbg !282
  %256 = add nsw i32 %255, 1, !dbg !282
  store i32 %256, i32* %21, align 4, !dbg !282
  %257 = getelementptr inbounds [16 x i8], [16 x i8]* %24, i64 0, i64 0, !dbg !283
  %258 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.37, i64 0, i64 0), i32 noundef %255, i8* noundef %257), !dbg !284
  %259 = load i8*, i8** %22, align 8, !dbg !285
  %260 = icmp ne i8* %259, null, !dbg !285
  br i1 %260, label %262, label %261, !dbg !287

261:                                              ; preds = %248
  br label %265, !dbg !288

262:                                              ; preds = %248
  %263 = load i8*, i8** %22, align 8, !dbg !289
  %264 = getelementptr inbounds i8, i8* %263, i64 1, !dbg !290
  store i8* %264, i8** %20, align 8, !dbg !291
  br label %234, !dbg !292, !llvm.loop !293

265:                                              ; preds = %261
  call void @llvm.dbg.declare(metadata [24 x i8]* %25, metadata !296, metadata !DIExpression()), !dbg !300
  %266 = bitcast [24 x i8]* %25 to i8*, !dbg !300
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %266, i8* align 16 getelementptr inbounds ([24 x i8], [24 x i8]* @__const.main.sentence, i32 0, i32 0), i64 24, i1 false), !dbg !300
  call void @llvm.dbg.declare(metadata i64* %26, metadata !301, metadata !DIExpression()), !dbg !302
  %267 = getelementptr inbounds [24 x i8], [24 x i8]* %25, i64 0, i64 0, !dbg !303
  %268 = call i64 @strlen(i8* noundef %267) #7, !dbg !304
  store i64 %268, i64* %26, align 8, !dbg !302
  call void @llvm.dbg.declare(metadata i64* %27, metadata !305, metadata !DIExpression()), !dbg !307
  store i64 0, i64* %27, align 8, !dbg !307
  br label %269, !dbg !308

269:                                              ; preds = %292, %265
  %270 = load i64, i64* %27, align 8, !dbg !309
  %271 = load i64, i64* %26, align 8, !dbg !311
  %272 = udiv i64 %271, 2, !dbg !312
  %273 = icmp ult i64 %270, %272, !dbg !313
  br i1 %273, label %274, label %295, !dbg !314

274:                                              ; preds = %269
  call void @llvm.dbg.declare(metadata i8* %28, metadata !315, metadata !DIExpression()), !dbg !317
  %275 = load i64, i64* %27, align 8, !dbg !318
  %276 = getelementptr inbounds [24 x i8], [24 x i8]* %25, i64 0, i64 %275, !dbg !319
  %277 = load i8, i8* %276, align 1, !dbg !319
  store i8 %277, i8* %28, align 1, !dbg !317
  %278 = load i64, i64* %26, align 8, !dbg !320
  %279 = sub i64 %278, 1, !dbg !321
  %280 = load i64, i64* %27, align 8, !dbg !322
  %281 = sub i64 %279, %280, !dbg !323
  %282 = getelementptr inbounds [24 x i8], [24 x i8]* %25, i64 0, i64 %281, !dbg !324
  %283 = load i8, i8* %282, align 1, !dbg !324
  %284 = load i64, i64* %27, align 8, !dbg !325
  %285 = getelementptr inbounds [24 x i8], [24 x i8]* %25, i64 0, i64 %284, !dbg !326
  store i8 %283, i8* %285, align 1, !dbg !327
  %286 = load i8, i8* %28, align 1, !dbg !328
  %287 = load i64, i64* %26, align 8, !dbg !329
  %288 = sub i64 %287, 1, !dbg !330
  %289 = load i64, i64* %27, align 8, !dbg !331
  %290 = sub i64 %288, %289, !dbg !332
  %291 = getelementptr inbounds [24 x i8], [24 x i8]* %25, i64 0, i64 %290, !dbg !333
  store i8 %286, i8* %291, align 1, !dbg !334
  br label %292, !dbg !335

292:                                              ; preds = %274
  %293 = load i64, i64* %27, align 8, !dbg !336
  %294 = add i64 %293, 1, !dbg !336
  store i64 %294, i64* %27, align 8, !dbg !336
  br label %269, !dbg !337, !llvm.loop !338

295:                                              ; preds = %269
  call void @llvm.dbg.declare(metadata i8** %29, metadata !340, metadata !DIExpression()), !dbg !341
  %296 = getelementptr inbounds [24 x i8], [24 x i8]* %25, i64 0, i64 0, !dbg !342
  store i8* %296, i8** %29, align 8, !dbg !341
  br label %297, !dbg !343

297:                                              ; preds = %342, %295
  %298 = load i8*, i8** %29, align 8, !dbg !344
  %299 = load i8, i8* %298, align 1, !dbg !345
  %300 = icmp ne i8 %299, 0, !dbg !343
  br i1 %300, label %301, label %344, !dbg !343

301:                                              ; preds = %297
  call void @llvm.dbg.declare(metadata i8** %30, metadata !346, metadata !DIExpression()), !dbg !348
  %302 = load i8*, i8** %29, align 8, !dbg !349
  %303 = call i8* @strchr(i8* noundef %302, i32 noundef 32) #7, !dbg !350
  store i8* %303, i8** %30, align 8, !dbg !348
  %304 = load i8*, i8** %30, align 8, !dbg !351
  %305 = icmp ne i8* %304, null, !dbg !351
  br i1 %305, label %311, label %306, !dbg !353

306:                                              ; preds = %301
  %307 = load i8*, i8** %29, align 8, !dbg !354
  %308 = load i8*, i8** %29, align 8, !dbg !355
  %309 = call i64 @strlen(i8* noundef %308) #7, !dbg !356
  %310 = getelementptr inbounds i8, i8* %307, i64 %309, !dbg !357
  store i8* %310, i8** %30, align 8, !dbg !358
  br label %311, !dbg !359

311:                                              ; preds = %306, %301
  call void @llvm.dbg.declare(metadata i8** %31, metadata !360, metadata !DIExpression()), !dbg !362
  %312 = load i8*, i8** %29, align 8, !dbg !363
  store i8* %312, i8** %31, align 8, !dbg !362
  call void @llvm.dbg.declare(metadata i8** %32, metadata !364, metadata !DIExpression()), !dbg !365
  %313 = load i8*, i8** %30, align 8, !dbg !366
  %314 = getelementptr inbounds i8, i8* %313, i64 -1, !dbg !367
  store i8* %314, i8** %32, align 8, !dbg !365
  br label %315, !dbg !368

315:                                              ; preds = %327, %311
  %316 = load i8*, i8** %31, align 8, !dbg !369
  %317 = load i8*, i8** %32, align 8, !dbg !371
  %318 = icmp ult i8* %316, %317, !dbg !372
  br i1 %318, label %319, label %332, !dbg !373

319:                                              ; preds = %315
  call void @llvm.dbg.declare(metadata i8* %33, metadata !374, metadata !DIExpression()), !dbg !376
  %320 = load i8*, i8** %31, align 8, !dbg !377
  %321 = load i8, i8* %320, align 1, !dbg !378
  store i8 %321, i8* %33, align 1, !dbg !376
  %322 = load i8*, i8** %32, align 8, !dbg !379
  %323 = load i8, i8* %322, align 1, !dbg !380
  %324 = load i8*, i8** %31, align 8, !dbg !381
  store i8 %323, i8* %324, align 1, !dbg !382
  %325 = load i8, i8* %33, align 1, !dbg !383
  %326 = load i8*, i8** %32, align 8, !dbg !384
  store i8 %325, i8* %326, align 1, !dbg !385
  br label %327, !dbg !386

327:                                              ; preds = %319
  %328 = load i8*, i8** %31, align 8, !dbg !387
  %329 = getelementptr inbounds i8, i8* %328, i32 1, !dbg !387
  store i8* %329, i8** %31, align 8, !dbg !387
  %330 = load i8*, i8** %32, align 8, !dbg !388
  %331 = getelementptr inbounds i8, i8* %330, i32 -1, !dbg !388
  store i8* %331, i8** %32, align 8, !dbg !388
  br label %315, !dbg !389, !llvm.loop !390

332:                                              ; preds = %315
  %333 = load i8*, i8** %30, align 8, !dbg !392
  %334 = load i8, i8* %333, align 1, !dbg !393
  %335 = sext i8 %334 to i32, !dbg !393
  %336 = icmp ne i32 %335, 0, !dbg !393
  br i1 %336, label %337, label %340, !dbg !393

337:                                              ; preds = %332
  %338 = load i8*, i8** %30, align 8, !dbg !394
  %339 = getelementptr inbounds i8, i8* %338, i64 1, !dbg !395
  br label %342, !dbg !393

340:                                              ; preds = %332
  %341 = load i8*, i8** %30, align 8, !dbg !396
  br label %342, !dbg !393

342:                                              ; preds = %340, %337
  %343 = phi i8* [ %339, %337 ], [ %341, %340 ], !dbg !393
  store i8* %343, i8** %29, align 8, !dbg !397
  br label %297, !dbg !343, !llvm.loop !398

344:                                              ; preds = %297
  %345 = getelementptr inbounds [24 x i8], [24 x i8]* %25, i64 0, i64 0, !dbg !400
  %346 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.38, i64 0, i64 0), i8* noundef %345), !dbg !401
  call void @llvm.dbg.declare(metadata [5 x i8*]* %34, metadata !402, metadata !DIExpression()), !dbg !406
  %347 = bitcast [5 x i8*]* %34 to i8*, !dbg !406
  call void @llvm.memset.p0i8.i64(i8* align 16 %347, i8 0, i64 40, i1 false), !dbg !406
  %348 = bitcast i8* %347 to [5 x i8*]*, !dbg !406
  %349 = getelementptr inbounds [5 x i8*], [5 x i8*]* %348, i32 0, i32 0, !dbg !406
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i32 0, i32 0), i8** %349, align 16, !dbg !406
  %350 = getelementptr inbounds [5 x i8*], [5 x i8*]* %348, i32 0, i32 1, !dbg !406
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.40, i32 0, i32 0), i8** %350, align 8, !dbg !406
  %351 = getelementptr inbounds [5 x i8*], [5 x i8*]* %348, i32 0, i32 2, !dbg !406
  store i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.41, i32 0, i32 0), i8** %351, align 16, !dbg !406
  %352 = getelementptr inbounds [5 x i8*], [5 x i8*]* %348, i32 0, i32 3, !dbg !406
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.42, i32 0, i32 0), i8** %352, align 8, !dbg !406
  %353 = getelementptr inbounds [5 x i8*], [5 x i8*]* %348, i32 0, i32 4, !dbg !406
  store i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i32 0, i32 0), i8** %353, align 16, !dbg !406
  call void @llvm.dbg.declare(metadata i32* %35, metadata !407, metadata !DIExpression()), !dbg !409
  store i32 0, i32* %35, align 4, !dbg !409
  br label %354, !dbg !410

354:                                              ; preds = %401, %344
  %355 = load i32, i32* %35, align 4, !dbg !411
  %356 = icmp slt i32 %355, 5, !dbg !413
  br i1 %356, label %357, label %404, !dbg !414

357:                                              ; preds = %354
  call void @llvm.dbg.declare(metadata i64* %36, metadata !415, metadata !DIExpression()), !dbg !417
  %358 = load i32, i32* %35, align 4, !dbg !418
  %359 = sext i32 %358 to i64, !dbg !419
  %360 = getelementptr inbounds [5 x i8*], [5 x i8*]* %34, i64 0, i64 %359, !dbg !419
  %361 = load i8*, i8** %360, align 8, !dbg !419
  %362 = call i64 @strlen(i8* noundef %361) #7, !dbg !420
  store i64 %362, i64* %36, align 8, !dbg !417
  call void @llvm.dbg.declare(metadata i32* %37, metadata !421, metadata !DIExpression()), !dbg !422
  store i32 1, i32* %37, align 4, !dbg !422
  call void @llvm.dbg.declare(metadata i64* %38, metadata !423, metadata !DIExpression()), !dbg !425
  store i64 0, i64* %38, align 8, !dbg !425
  br label %363, !dbg !426

363:                                              ; preds = %391, %357
  %364 = load i64, i64* %38, align 8, !dbg !427
  %365 = load i64, i64* %36, align 8, !dbg !429
  %366 = udiv i64 %365, 2, !dbg !430
  %367 = icmp ult i64 %364, %366, !dbg !431
  br i1 %367, label %368, label %394, !dbg !432

368:                                              ; preds = %363
  %369 = load i32, i32* %35, align 4, !dbg !433
  %370 = sext i32 %369 to i64, !dbg !435
  %371 = getelementptr inbounds [5 x i8*], [5 x i8*]* %34, i64 0, i64 %370, !dbg !435
  %372 = load i8*, i8** %371, align 8, !dbg !435
  %373 = load i64, i64* %38, align 8, !dbg !436
  %374 = getelementptr inbounds i8, i8* %372, i64 %373, !dbg !435
  %375 = load i8, i8* %374, align 1, !dbg !435
  %376 = sext i8 %375 to i32, !dbg !435
  %377 = load i32, i32* %35, align 4, !dbg !437
  %378 = sext i32 %377 to i64, !dbg !438
  %379 = getelementptr inbounds [5 x i8*], [5 x i8*]* %34, i64 0, i64 %378, !dbg !438
  %380 = load i8*, i8** %379, align 8, !dbg !438
  %381 = load i64, i64* %36, align 8, !dbg !439
  %382 = sub i64 %381, 1, !dbg !440
  %383 = load i64, i64* %38, align 8, !dbg !441
  %384 = sub i64 %382, %383, !dbg !442
  %385 = getelementptr inbounds i8, i8* %380, i64 %384, !dbg !438
  %386 = load i8, i8* %385, align 1, !dbg !438
  %387 = sext i8 %386 to i32, !dbg !438
  %388 = icmp ne i32 %376, %387, !dbg !443
  br i1 %388, label %389, label %390, !dbg !444

389:                                              ; preds = %368
  store i32 0, i32* %37, align 4, !dbg !445
  br label %390, !dbg !446

390:                                              ; preds = %389, %368
  br label %391, !dbg !447

391:                                              ; preds = %390
  %392 = load i64, i64* %38, align 8, !dbg !448
  %393 = add i64 %392, 1, !dbg !448
  store i64 %393, i64* %38, align 8, !dbg !448
  br label %363, !dbg !449, !llvm.loop !450

394:                                              ; preds = %363
  %395 = load i32, i32* %35, align 4, !dbg !452
  %396 = sext i32 %395 to i64, !dbg !453
  %397 = getelementptr inbounds [5 x i8*], [5 x i8*]* %34, i64 0, i64 %396, !dbg !453
  %398 = load i8*, i8** %397, align 8, !dbg !453
  %399 = load i32, i32* %37, align 4, !dbg !454
  %400 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.43, i64 0, i64 0), i8* noundef %398, i32 noundef %399), !dbg !455
  br label %401, !dbg !456

401:                                              ; preds = %394
  %402 = load i32, i32* %35, align 4, !dbg !457
  %403 = add nsw i32 %402, 1, !dbg !457
  store i32 %403, i32* %35, align 4, !dbg !457
  br label %354, !dbg !458, !llvm.loop !459

404:                                              ; preds = %354
  ret i32 0, !dbg !461
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sgn(i32 noundef %0) #0 !dbg !462 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !465, metadata !DIExpression()), !dbg !466
  %3 = load i32, i32* %2, align 4, !dbg !467
  %4 = icmp sgt i32 %3, 0, !dbg !468
  %5 = zext i1 %4 to i32, !dbg !468
  %6 = load i32, i32* %2, align 4, !dbg !469
  %7 = icmp slt i32 %6, 0, !dbg !470
  %8 = zext i1 %7 to i32, !dbg !470
  %9 = sub nsw i32 %5, %8, !dbg !471
  ret i32 %9, !dbg !472
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @strncmp(i8* noundef, i8* noundef, i64 noundef) #4

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #5

; Function Attrs: nounwind
declare i8* @strcat(i8* noundef, i8* noundef) #5

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nounwind
declare i8* @strncpy(i8* noundef, i8* noundef, i64 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @copy_prefix(i8* noundef %0, i8* noundef %1, i64 noundef %2) #0 !dbg !473 {
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !476, metadata !DIExpression()), !dbg !477
  store i8* %1, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !478, metadata !DIExpression()), !dbg !479
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !480, metadata !DIExpression()), !dbg !481
  %7 = load i8*, i8** %4, align 8, !dbg !482
  %8 = load i8*, i8** %5, align 8, !dbg !483
  %9 = load i64, i64* %6, align 8, !dbg !484
  %10 = call i8* @strncpy(i8* noundef %7, i8* noundef %8, i64 noundef %9) #8, !dbg !485
  ret void, !dbg !486
}

; Function Attrs: nounwind readonly willreturn
declare i8* @strrchr(i8* noundef, i32 noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i8* @strchr(i8* noundef, i32 noundef) #4

; Function Attrs: nounwind readonly willreturn
declare i8* @strstr(i8* noundef, i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_occurrences(i8* noundef %0, i8* noundef %1) #0 !dbg !487 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !490, metadata !DIExpression()), !dbg !491
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !492, metadata !DIExpression()), !dbg !493
  call void @llvm.dbg.declare(metadata i32* %5, metadata !494, metadata !DIExpression()), !dbg !495
  store i32 0, i32* %5, align 4, !dbg !495
  call void @llvm.dbg.declare(metadata i64* %6, metadata !496, metadata !DIExpression()), !dbg !497
  %8 = load i8*, i8** %4, align 8, !dbg !498
  %9 = call i64 @strlen(i8* noundef %8) #7, !dbg !499
  store i64 %9, i64* %6, align 8, !dbg !497
  call void @llvm.dbg.declare(metadata i8** %7, metadata !500, metadata !DIExpression()), !dbg !502
  %10 = load i8*, i8** %3, align 8, !dbg !503
  %11 = load i8*, i8** %4, align 8, !dbg !504
  %12 = call i8* @strstr(i8* noundef %10, i8* noundef %11) #7, !dbg !505
  store i8* %12, i8** %7, align 8, !dbg !502
  br label %13, !dbg !506

13:                                               ; preds = %31, %2
  %14 = load i8*, i8** %7, align 8, !dbg !507
  %15 = icmp ne i8* %14, null, !dbg !509
  br i1 %15, label %16, label %36, !dbg !509

16:                                               ; preds = %13
  %17 = load i32, i32* %5, align 4, !dbg !510
  %18 = add nsw i32 %17, 1, !dbg !510
  store i32 %18, i32* %5, align 4, !dbg !510
  %19 = load i8*, i8** %7, align 8, !dbg !512
  %20 = load i8, i8* %19, align 1, !dbg !514
  %21 = icmp ne i8 %20, 0, !dbg !514
  br i1 %21, label %23, label %22, !dbg !515

22:                                               ; preds = %16
  br label %36, !dbg !516

23:                                               ; preds = %16
  br label %24, !dbg !517

24:                                               ; preds = %23
  %25 = load i8*, i8** %7, align 8, !dbg !518
  %26 = load i64, i64* %6, align 8, !dbg !519
  %27 = icmp ne i64 %26, 0, !dbg !519
  br i1 %27, label %28, label %30, !dbg !519

28:                                               ; preds = %24
  %29 = load i64, i64* %6, align 8, !dbg !520
  br label %31, !dbg !519

30:                                               ; preds = %24
  br label %31, !dbg !519

31:                                               ; preds = %30, %28
  %32 = phi i64 [ %29, %28 ], [ 1, %30 ], !dbg !519
  %33 = getelementptr inbounds i8, i8* %25, i64 %32, !dbg !521
  %34 = load i8*, i8** %4, align 8, !dbg !522
  %35 = call i8* @strstr(i8* noundef %33, i8* noundef %34) #7, !dbg !523
  store i8* %35, i8** %7, align 8, !dbg !524
  br label %13, !dbg !525, !llvm.loop !526

36:                                               ; preds = %22, %13
  %37 = load i32, i32* %5, align 4, !dbg !528
  ret i32 %37, !dbg !529
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @replace_all(i8* noundef %0, i8* noundef %1, i8* noundef %2) #0 !dbg !530 {
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i8*, align 8
  %12 = alloca i8*, align 8
  %13 = alloca i8*, align 8
  %14 = alloca i64, align 8
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !533, metadata !DIExpression()), !dbg !534
  store i8* %1, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !535, metadata !DIExpression()), !dbg !536
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !537, metadata !DIExpression()), !dbg !538
  call void @llvm.dbg.declare(metadata i64* %7, metadata !539, metadata !DIExpression()), !dbg !540
  %15 = load i8*, i8** %5, align 8, !dbg !541
  %16 = call i64 @strlen(i8* noundef %15) #7, !dbg !542
  store i64 %16, i64* %7, align 8, !dbg !540
  call void @llvm.dbg.declare(metadata i64* %8, metadata !543, metadata !DIExpression()), !dbg !544
  %17 = load i8*, i8** %6, align 8, !dbg !545
  %18 = call i64 @strlen(i8* noundef %17) #7, !dbg !546
  store i64 %18, i64* %8, align 8, !dbg !544
  call void @llvm.dbg.declare(metadata i32* %9, metadata !547, metadata !DIExpression()), !dbg !548
  %19 = load i8*, i8** %4, align 8, !dbg !549
  %20 = load i8*, i8** %5, align 8, !dbg !550
  %21 = call i32 @count_occurrences(i8* noundef %19, i8* noundef %20), !dbg !551
  store i32 %21, i32* %9, align 4, !dbg !548
  call void @llvm.dbg.declare(metadata i8** %10, metadata !552, metadata !DIExpression()), !dbg !553
  %22 = load i8*, i8** %4, align 8, !dbg !554
  %23 = call i64 @strlen(i8* noundef %22) #7, !dbg !555
  %24 = load i32, i32* %9, align 4, !dbg !556
  %25 = sext i32 %24 to i64, !dbg !557
  %26 = load i64, i64* %8, align 8, !dbg !558
  %27 = mul i64 %25, %26, !dbg !559
  %28 = add i64 %23, %27, !dbg !560
  %29 = add i64 %28, 1, !dbg !561
  %30 = call noalias i8* @malloc(i64 noundef %29) #8, !dbg !562
  store i8* %30, i8** %10, align 8, !dbg !553
  %31 = load i8*, i8** %10, align 8, !dbg !563
  %32 = getelementptr inbounds i8, i8* %31, i64 0, !dbg !563
  store i8 0, i8* %32, align 1, !dbg !564
  call void @llvm.dbg.declare(metadata i8** %11, metadata !565, metadata !DIExpression()), !dbg !566
  %33 = load i8*, i8** %4, align 8, !dbg !567
  store i8* %33, i8** %11, align 8, !dbg !566
  call void @llvm.dbg.declare(metadata i8** %12, metadata !568, metadata !DIExpression()), !dbg !569
  call void @llvm.dbg.declare(metadata i8** %13, metadata !570, metadata !DIExpression()), !dbg !571
  %34 = load i8*, i8** %10, align 8, !dbg !572
  store i8* %34, i8** %13, align 8, !dbg !571
  br label %35, !dbg !573

35:                                               ; preds = %40, %3
  %36 = load i8*, i8** %11, align 8, !dbg !574
  %37 = load i8*, i8** %5, align 8, !dbg !575
  %38 = call i8* @strstr(i8* noundef %36, i8* noundef %37) #7, !dbg !576
  store i8* %38, i8** %12, align 8, !dbg !577
  %39 = icmp ne i8* %38, null, !dbg !578
  br i1 %39, label %40, label %61, !dbg !573

40:                                               ; preds = %35
  call void @llvm.dbg.declare(metadata i64* %14, metadata !579, metadata !DIExpression()), !dbg !581
  %41 = load i8*, i8** %12, align 8, !dbg !582
  %42 = load i8*, i8** %11, align 8, !dbg !583
  %43 = ptrtoint i8* %41 to i64, !dbg !584
  %44 = ptrtoint i8* %42 to i64, !dbg !584
  %45 = sub i64 %43, %44, !dbg !584
  store i64 %45, i64* %14, align 8, !dbg !581
  %46 = load i8*, i8** %13, align 8, !dbg !585
  %47 = load i8*, i8** %11, align 8, !dbg !586
  %48 = load i64, i64* %14, align 8, !dbg !587
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %46, i8* align 1 %47, i64 %48, i1 false), !dbg !588
  %49 = load i64, i64* %14, align 8, !dbg !589
  %50 = load i8*, i8** %13, align 8, !dbg !590
  %51 = getelementptr inbounds i8, i8* %50, i64 %49, !dbg !590
  store i8* %51, i8** %13, align 8, !dbg !590
  %52 = load i8*, i8** %13, align 8, !dbg !591
  %53 = load i8*, i8** %6, align 8, !dbg !592
  %54 = call i8* @strcpy(i8* noundef %52, i8* noundef %53) #8, !dbg !593
  %55 = load i64, i64* %8, align 8, !dbg !594
  %56 = load i8*, i8** %13, align 8, !dbg !595
  %57 = getelementptr inbounds i8, i8* %56, i64 %55, !dbg !595
  store i8* %57, i8** %13, align 8, !dbg !595
  %58 = load i8*, i8** %12, align 8, !dbg !596
  %59 = load i64, i64* %7, align 8, !dbg !597
  %60 = getelementptr inbounds i8, i8* %58, i64 %59, !dbg !598
  store i8* %60, i8** %11, align 8, !dbg !599
  br label %35, !dbg !573, !llvm.loop !600

61:                                               ; preds = %35
  %62 = load i8*, i8** %13, align 8, !dbg !602
  %63 = load i8*, i8** %11, align 8, !dbg !603
  %64 = call i8* @strcpy(i8* noundef %62, i8* noundef %63) #8, !dbg !604
  %65 = load i8*, i8** %10, align 8, !dbg !605
  ret i8* %65, !dbg !606
}

; Function Attrs: nounwind
declare noalias i8* @strdup(i8* noundef) #5

; Function Attrs: nounwind
declare void @free(i8* noundef) #5

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nounwind readonly willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "strings_basic.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "90359897d2103b515d785188afd8274b")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 46, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 47, type: !17, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{}
!21 = !DILocalVariable(name: "strs", scope: !16, file: !1, line: 48, type: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 576, elements: !26)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !{!27}
!27 = !DISubrange(count: 9)
!28 = !DILocation(line: 48, column: 17, scope: !16)
!29 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 49, type: !19)
!30 = !DILocation(line: 49, column: 9, scope: !16)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 50, type: !19)
!32 = distinct !DILexicalBlock(scope: !16, file: !1, line: 50, column: 5)
!33 = !DILocation(line: 50, column: 14, scope: !32)
!34 = !DILocation(line: 50, column: 10, scope: !32)
!35 = !DILocation(line: 50, column: 21, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !1, line: 50, column: 5)
!37 = !DILocation(line: 50, column: 25, scope: !36)
!38 = !DILocation(line: 50, column: 23, scope: !36)
!39 = !DILocation(line: 50, column: 5, scope: !32)
!40 = !DILocation(line: 51, column: 36, scope: !36)
!41 = !DILocation(line: 51, column: 51, scope: !36)
!42 = !DILocation(line: 51, column: 46, scope: !36)
!43 = !DILocation(line: 51, column: 39, scope: !36)
!44 = !DILocation(line: 51, column: 9, scope: !36)
!45 = !DILocation(line: 50, column: 29, scope: !36)
!46 = !DILocation(line: 50, column: 5, scope: !36)
!47 = distinct !{!47, !39, !48, !49}
!48 = !DILocation(line: 51, column: 54, scope: !32)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocalVariable(name: "i", scope: !51, file: !1, line: 52, type: !19)
!51 = distinct !DILexicalBlock(scope: !16, file: !1, line: 52, column: 5)
!52 = !DILocation(line: 52, column: 14, scope: !51)
!53 = !DILocation(line: 52, column: 10, scope: !51)
!54 = !DILocation(line: 52, column: 21, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !1, line: 52, column: 5)
!56 = !DILocation(line: 52, column: 25, scope: !55)
!57 = !DILocation(line: 52, column: 23, scope: !55)
!58 = !DILocation(line: 52, column: 5, scope: !51)
!59 = !DILocalVariable(name: "j", scope: !60, file: !1, line: 53, type: !19)
!60 = distinct !DILexicalBlock(scope: !61, file: !1, line: 53, column: 9)
!61 = distinct !DILexicalBlock(scope: !55, file: !1, line: 52, column: 33)
!62 = !DILocation(line: 53, column: 18, scope: !60)
!63 = !DILocation(line: 53, column: 14, scope: !60)
!64 = !DILocation(line: 53, column: 25, scope: !65)
!65 = distinct !DILexicalBlock(scope: !60, file: !1, line: 53, column: 9)
!66 = !DILocation(line: 53, column: 29, scope: !65)
!67 = !DILocation(line: 53, column: 27, scope: !65)
!68 = !DILocation(line: 53, column: 9, scope: !60)
!69 = !DILocation(line: 54, column: 43, scope: !65)
!70 = !DILocation(line: 54, column: 38, scope: !65)
!71 = !DILocation(line: 54, column: 52, scope: !65)
!72 = !DILocation(line: 54, column: 47, scope: !65)
!73 = !DILocation(line: 54, column: 31, scope: !65)
!74 = !DILocation(line: 54, column: 27, scope: !65)
!75 = !DILocation(line: 54, column: 13, scope: !65)
!76 = !DILocation(line: 53, column: 33, scope: !65)
!77 = !DILocation(line: 53, column: 9, scope: !65)
!78 = distinct !{!78, !68, !79, !49}
!79 = !DILocation(line: 54, column: 56, scope: !60)
!80 = !DILocation(line: 55, column: 9, scope: !61)
!81 = !DILocalVariable(name: "j", scope: !82, file: !1, line: 56, type: !19)
!82 = distinct !DILexicalBlock(scope: !61, file: !1, line: 56, column: 9)
!83 = !DILocation(line: 56, column: 18, scope: !82)
!84 = !DILocation(line: 56, column: 14, scope: !82)
!85 = !DILocation(line: 56, column: 25, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !1, line: 56, column: 9)
!87 = !DILocation(line: 56, column: 29, scope: !86)
!88 = !DILocation(line: 56, column: 27, scope: !86)
!89 = !DILocation(line: 56, column: 9, scope: !82)
!90 = !DILocation(line: 57, column: 44, scope: !86)
!91 = !DILocation(line: 57, column: 39, scope: !86)
!92 = !DILocation(line: 57, column: 53, scope: !86)
!93 = !DILocation(line: 57, column: 48, scope: !86)
!94 = !DILocation(line: 57, column: 31, scope: !86)
!95 = !DILocation(line: 57, column: 27, scope: !86)
!96 = !DILocation(line: 57, column: 13, scope: !86)
!97 = !DILocation(line: 56, column: 33, scope: !86)
!98 = !DILocation(line: 56, column: 9, scope: !86)
!99 = distinct !{!99, !89, !100, !49}
!100 = !DILocation(line: 57, column: 60, scope: !82)
!101 = !DILocation(line: 58, column: 9, scope: !61)
!102 = !DILocation(line: 59, column: 5, scope: !61)
!103 = !DILocation(line: 52, column: 29, scope: !55)
!104 = !DILocation(line: 52, column: 5, scope: !55)
!105 = distinct !{!105, !58, !106, !49}
!106 = !DILocation(line: 59, column: 5, scope: !51)
!107 = !DILocation(line: 60, column: 5, scope: !16)
!108 = !DILocalVariable(name: "buf", scope: !16, file: !1, line: 61, type: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 512, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 64)
!112 = !DILocation(line: 61, column: 10, scope: !16)
!113 = !DILocation(line: 62, column: 12, scope: !16)
!114 = !DILocation(line: 62, column: 5, scope: !16)
!115 = !DILocation(line: 63, column: 12, scope: !16)
!116 = !DILocation(line: 63, column: 5, scope: !16)
!117 = !DILocation(line: 64, column: 12, scope: !16)
!118 = !DILocation(line: 64, column: 5, scope: !16)
!119 = !DILocation(line: 65, column: 26, scope: !16)
!120 = !DILocation(line: 65, column: 38, scope: !16)
!121 = !DILocation(line: 65, column: 31, scope: !16)
!122 = !DILocation(line: 65, column: 5, scope: !16)
!123 = !DILocalVariable(name: "pad", scope: !16, file: !1, line: 67, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 80, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 10)
!127 = !DILocation(line: 67, column: 10, scope: !16)
!128 = !DILocation(line: 68, column: 5, scope: !16)
!129 = !DILocation(line: 69, column: 13, scope: !16)
!130 = !DILocation(line: 69, column: 5, scope: !16)
!131 = !DILocation(line: 70, column: 5, scope: !16)
!132 = !DILocalVariable(name: "i", scope: !133, file: !1, line: 71, type: !19)
!133 = distinct !DILexicalBlock(scope: !16, file: !1, line: 71, column: 5)
!134 = !DILocation(line: 71, column: 14, scope: !133)
!135 = !DILocation(line: 71, column: 10, scope: !133)
!136 = !DILocation(line: 71, column: 21, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !1, line: 71, column: 5)
!138 = !DILocation(line: 71, column: 23, scope: !137)
!139 = !DILocation(line: 71, column: 5, scope: !133)
!140 = !DILocation(line: 72, column: 27, scope: !137)
!141 = !DILocation(line: 72, column: 23, scope: !137)
!142 = !DILocation(line: 72, column: 9, scope: !137)
!143 = !DILocation(line: 71, column: 30, scope: !137)
!144 = !DILocation(line: 71, column: 5, scope: !137)
!145 = distinct !{!145, !139, !146, !49}
!146 = !DILocation(line: 72, column: 29, scope: !133)
!147 = !DILocation(line: 73, column: 5, scope: !16)
!148 = !DILocation(line: 74, column: 5, scope: !16)
!149 = !DILocation(line: 75, column: 17, scope: !16)
!150 = !DILocation(line: 75, column: 5, scope: !16)
!151 = !DILocation(line: 76, column: 5, scope: !16)
!152 = !DILocalVariable(name: "i", scope: !153, file: !1, line: 77, type: !19)
!153 = distinct !DILexicalBlock(scope: !16, file: !1, line: 77, column: 5)
!154 = !DILocation(line: 77, column: 14, scope: !153)
!155 = !DILocation(line: 77, column: 10, scope: !153)
!156 = !DILocation(line: 77, column: 21, scope: !157)
!157 = distinct !DILexicalBlock(scope: !153, file: !1, line: 77, column: 5)
!158 = !DILocation(line: 77, column: 23, scope: !157)
!159 = !DILocation(line: 77, column: 5, scope: !153)
!160 = !DILocation(line: 78, column: 27, scope: !157)
!161 = !DILocation(line: 78, column: 23, scope: !157)
!162 = !DILocation(line: 78, column: 9, scope: !157)
!163 = !DILocation(line: 77, column: 30, scope: !157)
!164 = !DILocation(line: 77, column: 5, scope: !157)
!165 = distinct !{!165, !159, !166, !49}
!166 = !DILocation(line: 78, column: 29, scope: !153)
!167 = !DILocation(line: 79, column: 5, scope: !16)
!168 = !DILocalVariable(name: "path", scope: !16, file: !1, line: 80, type: !23)
!169 = !DILocation(line: 80, column: 17, scope: !16)
!170 = !DILocalVariable(name: "slash", scope: !16, file: !1, line: 81, type: !23)
!171 = !DILocation(line: 81, column: 17, scope: !16)
!172 = !DILocation(line: 81, column: 33, scope: !16)
!173 = !DILocation(line: 81, column: 25, scope: !16)
!174 = !DILocalVariable(name: "dot", scope: !16, file: !1, line: 82, type: !23)
!175 = !DILocation(line: 82, column: 17, scope: !16)
!176 = !DILocation(line: 82, column: 30, scope: !16)
!177 = !DILocation(line: 82, column: 23, scope: !16)
!178 = !DILocalVariable(name: "last_dot", scope: !16, file: !1, line: 83, type: !23)
!179 = !DILocation(line: 83, column: 17, scope: !16)
!180 = !DILocation(line: 83, column: 36, scope: !16)
!181 = !DILocation(line: 83, column: 28, scope: !16)
!182 = !DILocation(line: 84, column: 62, scope: !16)
!183 = !DILocation(line: 84, column: 68, scope: !16)
!184 = !DILocation(line: 84, column: 80, scope: !16)
!185 = !DILocation(line: 84, column: 86, scope: !16)
!186 = !DILocation(line: 84, column: 84, scope: !16)
!187 = !DILocation(line: 85, column: 19, scope: !16)
!188 = !DILocation(line: 85, column: 30, scope: !16)
!189 = !DILocation(line: 85, column: 28, scope: !16)
!190 = !DILocation(line: 84, column: 5, scope: !16)
!191 = !DILocation(line: 87, column: 26, scope: !16)
!192 = !DILocation(line: 87, column: 19, scope: !16)
!193 = !DILocation(line: 87, column: 40, scope: !16)
!194 = !DILocation(line: 87, column: 38, scope: !16)
!195 = !DILocation(line: 87, column: 55, scope: !16)
!196 = !DILocation(line: 87, column: 47, scope: !16)
!197 = !DILocation(line: 87, column: 66, scope: !16)
!198 = !DILocation(line: 88, column: 19, scope: !16)
!199 = !DILocation(line: 88, column: 12, scope: !16)
!200 = !DILocation(line: 88, column: 30, scope: !16)
!201 = !DILocation(line: 86, column: 5, scope: !16)
!202 = !DILocalVariable(name: "hay", scope: !16, file: !1, line: 89, type: !23)
!203 = !DILocation(line: 89, column: 17, scope: !16)
!204 = !DILocation(line: 91, column: 26, scope: !16)
!205 = !DILocation(line: 91, column: 19, scope: !16)
!206 = !DILocation(line: 91, column: 40, scope: !16)
!207 = !DILocation(line: 91, column: 38, scope: !16)
!208 = !DILocation(line: 91, column: 60, scope: !16)
!209 = !DILocation(line: 91, column: 53, scope: !16)
!210 = !DILocation(line: 91, column: 75, scope: !16)
!211 = !DILocation(line: 91, column: 73, scope: !16)
!212 = !DILocation(line: 92, column: 19, scope: !16)
!213 = !DILocation(line: 92, column: 12, scope: !16)
!214 = !DILocation(line: 92, column: 31, scope: !16)
!215 = !DILocation(line: 92, column: 54, scope: !16)
!216 = !DILocation(line: 92, column: 47, scope: !16)
!217 = !DILocation(line: 92, column: 65, scope: !16)
!218 = !DILocation(line: 92, column: 63, scope: !16)
!219 = !DILocation(line: 90, column: 5, scope: !16)
!220 = !DILocation(line: 93, column: 65, scope: !16)
!221 = !DILocation(line: 93, column: 47, scope: !16)
!222 = !DILocation(line: 94, column: 30, scope: !16)
!223 = !DILocation(line: 94, column: 12, scope: !16)
!224 = !DILocation(line: 94, column: 60, scope: !16)
!225 = !DILocation(line: 94, column: 42, scope: !16)
!226 = !DILocation(line: 93, column: 5, scope: !16)
!227 = !DILocalVariable(name: "r", scope: !16, file: !1, line: 95, type: !228)
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!229 = !DILocation(line: 95, column: 11, scope: !16)
!230 = !DILocation(line: 95, column: 27, scope: !16)
!231 = !DILocation(line: 95, column: 15, scope: !16)
!232 = !DILocation(line: 96, column: 30, scope: !16)
!233 = !DILocation(line: 96, column: 5, scope: !16)
!234 = !DILocalVariable(name: "d", scope: !16, file: !1, line: 97, type: !228)
!235 = !DILocation(line: 97, column: 11, scope: !16)
!236 = !DILocation(line: 97, column: 22, scope: !16)
!237 = !DILocation(line: 97, column: 15, scope: !16)
!238 = !DILocation(line: 98, column: 10, scope: !16)
!239 = !DILocation(line: 98, column: 5, scope: !16)
!240 = !DILocation(line: 99, column: 5, scope: !16)
!241 = !DILocation(line: 99, column: 10, scope: !16)
!242 = !DILocation(line: 100, column: 33, scope: !16)
!243 = !DILocation(line: 100, column: 43, scope: !16)
!244 = !DILocation(line: 100, column: 36, scope: !16)
!245 = !DILocation(line: 100, column: 5, scope: !16)
!246 = !DILocation(line: 101, column: 10, scope: !16)
!247 = !DILocation(line: 101, column: 5, scope: !16)
!248 = !DILocalVariable(name: "csv", scope: !16, file: !1, line: 103, type: !23)
!249 = !DILocation(line: 103, column: 17, scope: !16)
!250 = !DILocalVariable(name: "p", scope: !16, file: !1, line: 104, type: !23)
!251 = !DILocation(line: 104, column: 17, scope: !16)
!252 = !DILocation(line: 104, column: 21, scope: !16)
!253 = !DILocalVariable(name: "field", scope: !16, file: !1, line: 105, type: !19)
!254 = !DILocation(line: 105, column: 9, scope: !16)
!255 = !DILocation(line: 106, column: 5, scope: !16)
!256 = !DILocalVariable(name: "c", scope: !257, file: !1, line: 107, type: !23)
!257 = distinct !DILexicalBlock(scope: !258, file: !1, line: 106, column: 14)
!258 = distinct !DILexicalBlock(scope: !259, file: !1, line: 106, column: 5)
!259 = distinct !DILexicalBlock(scope: !16, file: !1, line: 106, column: 5)
!260 = !DILocation(line: 107, column: 21, scope: !257)
!261 = !DILocation(line: 107, column: 32, scope: !257)
!262 = !DILocation(line: 107, column: 25, scope: !257)
!263 = !DILocalVariable(name: "len", scope: !257, file: !1, line: 108, type: !5)
!264 = !DILocation(line: 108, column: 16, scope: !257)
!265 = !DILocation(line: 108, column: 22, scope: !257)
!266 = !DILocation(line: 108, column: 35, scope: !257)
!267 = !DILocation(line: 108, column: 39, scope: !257)
!268 = !DILocation(line: 108, column: 37, scope: !257)
!269 = !DILocation(line: 108, column: 51, scope: !257)
!270 = !DILocation(line: 108, column: 44, scope: !257)
!271 = !DILocalVariable(name: "tok", scope: !257, file: !1, line: 109, type: !272)
!272 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 128, elements: !273)
!273 = !{!274}
!274 = !DISubrange(count: 16)
!275 = !DILocation(line: 109, column: 14, scope: !257)
!276 = !DILocation(line: 110, column: 9, scope: !257)
!277 = !DILocation(line: 110, column: 21, scope: !257)
!278 = !DILocation(line: 110, column: 24, scope: !257)
!279 = !DILocation(line: 111, column: 13, scope: !257)
!280 = !DILocation(line: 111, column: 9, scope: !257)
!281 = !DILocation(line: 111, column: 18, scope: !257)
!282 = !DILocation(line: 112, column: 41, scope: !257)
!283 = !DILocation(line: 112, column: 45, scope: !257)
!284 = !DILocation(line: 112, column: 9, scope: !257)
!285 = !DILocation(line: 113, column: 14, scope: !286)
!286 = distinct !DILexicalBlock(scope: !257, file: !1, line: 113, column: 13)
!287 = !DILocation(line: 113, column: 13, scope: !257)
!288 = !DILocation(line: 114, column: 13, scope: !286)
!289 = !DILocation(line: 115, column: 13, scope: !257)
!290 = !DILocation(line: 115, column: 15, scope: !257)
!291 = !DILocation(line: 115, column: 11, scope: !257)
!292 = !DILocation(line: 106, column: 5, scope: !258)
!293 = distinct !{!293, !294, !295}
!294 = !DILocation(line: 106, column: 5, scope: !259)
!295 = !DILocation(line: 116, column: 5, scope: !259)
!296 = !DILocalVariable(name: "sentence", scope: !16, file: !1, line: 118, type: !297)
!297 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 192, elements: !298)
!298 = !{!299}
!299 = !DISubrange(count: 24)
!300 = !DILocation(line: 118, column: 10, scope: !16)
!301 = !DILocalVariable(name: "L", scope: !16, file: !1, line: 119, type: !5)
!302 = !DILocation(line: 119, column: 12, scope: !16)
!303 = !DILocation(line: 119, column: 23, scope: !16)
!304 = !DILocation(line: 119, column: 16, scope: !16)
!305 = !DILocalVariable(name: "i", scope: !306, file: !1, line: 120, type: !5)
!306 = distinct !DILexicalBlock(scope: !16, file: !1, line: 120, column: 5)
!307 = !DILocation(line: 120, column: 17, scope: !306)
!308 = !DILocation(line: 120, column: 10, scope: !306)
!309 = !DILocation(line: 120, column: 24, scope: !310)
!310 = distinct !DILexicalBlock(scope: !306, file: !1, line: 120, column: 5)
!311 = !DILocation(line: 120, column: 28, scope: !310)
!312 = !DILocation(line: 120, column: 30, scope: !310)
!313 = !DILocation(line: 120, column: 26, scope: !310)
!314 = !DILocation(line: 120, column: 5, scope: !306)
!315 = !DILocalVariable(name: "t", scope: !316, file: !1, line: 121, type: !25)
!316 = distinct !DILexicalBlock(scope: !310, file: !1, line: 120, column: 40)
!317 = !DILocation(line: 121, column: 14, scope: !316)
!318 = !DILocation(line: 121, column: 27, scope: !316)
!319 = !DILocation(line: 121, column: 18, scope: !316)
!320 = !DILocation(line: 122, column: 32, scope: !316)
!321 = !DILocation(line: 122, column: 34, scope: !316)
!322 = !DILocation(line: 122, column: 40, scope: !316)
!323 = !DILocation(line: 122, column: 38, scope: !316)
!324 = !DILocation(line: 122, column: 23, scope: !316)
!325 = !DILocation(line: 122, column: 18, scope: !316)
!326 = !DILocation(line: 122, column: 9, scope: !316)
!327 = !DILocation(line: 122, column: 21, scope: !316)
!328 = !DILocation(line: 123, column: 31, scope: !316)
!329 = !DILocation(line: 123, column: 18, scope: !316)
!330 = !DILocation(line: 123, column: 20, scope: !316)
!331 = !DILocation(line: 123, column: 26, scope: !316)
!332 = !DILocation(line: 123, column: 24, scope: !316)
!333 = !DILocation(line: 123, column: 9, scope: !316)
!334 = !DILocation(line: 123, column: 29, scope: !316)
!335 = !DILocation(line: 124, column: 5, scope: !316)
!336 = !DILocation(line: 120, column: 36, scope: !310)
!337 = !DILocation(line: 120, column: 5, scope: !310)
!338 = distinct !{!338, !314, !339, !49}
!339 = !DILocation(line: 124, column: 5, scope: !306)
!340 = !DILocalVariable(name: "w", scope: !16, file: !1, line: 125, type: !228)
!341 = !DILocation(line: 125, column: 11, scope: !16)
!342 = !DILocation(line: 125, column: 15, scope: !16)
!343 = !DILocation(line: 126, column: 5, scope: !16)
!344 = !DILocation(line: 126, column: 13, scope: !16)
!345 = !DILocation(line: 126, column: 12, scope: !16)
!346 = !DILocalVariable(name: "e", scope: !347, file: !1, line: 127, type: !228)
!347 = distinct !DILexicalBlock(scope: !16, file: !1, line: 126, column: 16)
!348 = !DILocation(line: 127, column: 15, scope: !347)
!349 = !DILocation(line: 127, column: 26, scope: !347)
!350 = !DILocation(line: 127, column: 19, scope: !347)
!351 = !DILocation(line: 128, column: 14, scope: !352)
!352 = distinct !DILexicalBlock(scope: !347, file: !1, line: 128, column: 13)
!353 = !DILocation(line: 128, column: 13, scope: !347)
!354 = !DILocation(line: 129, column: 17, scope: !352)
!355 = !DILocation(line: 129, column: 28, scope: !352)
!356 = !DILocation(line: 129, column: 21, scope: !352)
!357 = !DILocation(line: 129, column: 19, scope: !352)
!358 = !DILocation(line: 129, column: 15, scope: !352)
!359 = !DILocation(line: 129, column: 13, scope: !352)
!360 = !DILocalVariable(name: "a", scope: !361, file: !1, line: 130, type: !228)
!361 = distinct !DILexicalBlock(scope: !347, file: !1, line: 130, column: 9)
!362 = !DILocation(line: 130, column: 20, scope: !361)
!363 = !DILocation(line: 130, column: 24, scope: !361)
!364 = !DILocalVariable(name: "b", scope: !361, file: !1, line: 130, type: !228)
!365 = !DILocation(line: 130, column: 28, scope: !361)
!366 = !DILocation(line: 130, column: 32, scope: !361)
!367 = !DILocation(line: 130, column: 34, scope: !361)
!368 = !DILocation(line: 130, column: 14, scope: !361)
!369 = !DILocation(line: 130, column: 39, scope: !370)
!370 = distinct !DILexicalBlock(scope: !361, file: !1, line: 130, column: 9)
!371 = !DILocation(line: 130, column: 43, scope: !370)
!372 = !DILocation(line: 130, column: 41, scope: !370)
!373 = !DILocation(line: 130, column: 9, scope: !361)
!374 = !DILocalVariable(name: "t", scope: !375, file: !1, line: 131, type: !25)
!375 = distinct !DILexicalBlock(scope: !370, file: !1, line: 130, column: 56)
!376 = !DILocation(line: 131, column: 18, scope: !375)
!377 = !DILocation(line: 131, column: 23, scope: !375)
!378 = !DILocation(line: 131, column: 22, scope: !375)
!379 = !DILocation(line: 132, column: 19, scope: !375)
!380 = !DILocation(line: 132, column: 18, scope: !375)
!381 = !DILocation(line: 132, column: 14, scope: !375)
!382 = !DILocation(line: 132, column: 16, scope: !375)
!383 = !DILocation(line: 133, column: 18, scope: !375)
!384 = !DILocation(line: 133, column: 14, scope: !375)
!385 = !DILocation(line: 133, column: 16, scope: !375)
!386 = !DILocation(line: 134, column: 9, scope: !375)
!387 = !DILocation(line: 130, column: 47, scope: !370)
!388 = !DILocation(line: 130, column: 52, scope: !370)
!389 = !DILocation(line: 130, column: 9, scope: !370)
!390 = distinct !{!390, !373, !391, !49}
!391 = !DILocation(line: 134, column: 9, scope: !361)
!392 = !DILocation(line: 135, column: 14, scope: !347)
!393 = !DILocation(line: 135, column: 13, scope: !347)
!394 = !DILocation(line: 135, column: 18, scope: !347)
!395 = !DILocation(line: 135, column: 20, scope: !347)
!396 = !DILocation(line: 135, column: 26, scope: !347)
!397 = !DILocation(line: 135, column: 11, scope: !347)
!398 = distinct !{!398, !343, !399, !49}
!399 = !DILocation(line: 136, column: 5, scope: !16)
!400 = !DILocation(line: 137, column: 36, scope: !16)
!401 = !DILocation(line: 137, column: 5, scope: !16)
!402 = !DILocalVariable(name: "cands", scope: !16, file: !1, line: 139, type: !403)
!403 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 320, elements: !404)
!404 = !{!405}
!405 = !DISubrange(count: 5)
!406 = !DILocation(line: 139, column: 17, scope: !16)
!407 = !DILocalVariable(name: "i", scope: !408, file: !1, line: 140, type: !19)
!408 = distinct !DILexicalBlock(scope: !16, file: !1, line: 140, column: 5)
!409 = !DILocation(line: 140, column: 14, scope: !408)
!410 = !DILocation(line: 140, column: 10, scope: !408)
!411 = !DILocation(line: 140, column: 21, scope: !412)
!412 = distinct !DILexicalBlock(scope: !408, file: !1, line: 140, column: 5)
!413 = !DILocation(line: 140, column: 23, scope: !412)
!414 = !DILocation(line: 140, column: 5, scope: !408)
!415 = !DILocalVariable(name: "l", scope: !416, file: !1, line: 141, type: !5)
!416 = distinct !DILexicalBlock(scope: !412, file: !1, line: 140, column: 33)
!417 = !DILocation(line: 141, column: 16, scope: !416)
!418 = !DILocation(line: 141, column: 33, scope: !416)
!419 = !DILocation(line: 141, column: 27, scope: !416)
!420 = !DILocation(line: 141, column: 20, scope: !416)
!421 = !DILocalVariable(name: "pal", scope: !416, file: !1, line: 142, type: !19)
!422 = !DILocation(line: 142, column: 13, scope: !416)
!423 = !DILocalVariable(name: "k", scope: !424, file: !1, line: 143, type: !5)
!424 = distinct !DILexicalBlock(scope: !416, file: !1, line: 143, column: 9)
!425 = !DILocation(line: 143, column: 21, scope: !424)
!426 = !DILocation(line: 143, column: 14, scope: !424)
!427 = !DILocation(line: 143, column: 28, scope: !428)
!428 = distinct !DILexicalBlock(scope: !424, file: !1, line: 143, column: 9)
!429 = !DILocation(line: 143, column: 32, scope: !428)
!430 = !DILocation(line: 143, column: 34, scope: !428)
!431 = !DILocation(line: 143, column: 30, scope: !428)
!432 = !DILocation(line: 143, column: 9, scope: !424)
!433 = !DILocation(line: 144, column: 23, scope: !434)
!434 = distinct !DILexicalBlock(scope: !428, file: !1, line: 144, column: 17)
!435 = !DILocation(line: 144, column: 17, scope: !434)
!436 = !DILocation(line: 144, column: 26, scope: !434)
!437 = !DILocation(line: 144, column: 38, scope: !434)
!438 = !DILocation(line: 144, column: 32, scope: !434)
!439 = !DILocation(line: 144, column: 41, scope: !434)
!440 = !DILocation(line: 144, column: 43, scope: !434)
!441 = !DILocation(line: 144, column: 49, scope: !434)
!442 = !DILocation(line: 144, column: 47, scope: !434)
!443 = !DILocation(line: 144, column: 29, scope: !434)
!444 = !DILocation(line: 144, column: 17, scope: !428)
!445 = !DILocation(line: 145, column: 21, scope: !434)
!446 = !DILocation(line: 145, column: 17, scope: !434)
!447 = !DILocation(line: 144, column: 50, scope: !434)
!448 = !DILocation(line: 143, column: 40, scope: !428)
!449 = !DILocation(line: 143, column: 9, scope: !428)
!450 = distinct !{!450, !432, !451, !49}
!451 = !DILocation(line: 145, column: 23, scope: !424)
!452 = !DILocation(line: 146, column: 46, scope: !416)
!453 = !DILocation(line: 146, column: 40, scope: !416)
!454 = !DILocation(line: 146, column: 50, scope: !416)
!455 = !DILocation(line: 146, column: 9, scope: !416)
!456 = !DILocation(line: 147, column: 5, scope: !416)
!457 = !DILocation(line: 140, column: 29, scope: !412)
!458 = !DILocation(line: 140, column: 5, scope: !412)
!459 = distinct !{!459, !414, !460, !49}
!460 = !DILocation(line: 147, column: 5, scope: !408)
!461 = !DILocation(line: 148, column: 5, scope: !16)
!462 = distinct !DISubprogram(name: "sgn", scope: !1, file: !1, line: 15, type: !463, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!463 = !DISubroutineType(types: !464)
!464 = !{!19, !19}
!465 = !DILocalVariable(name: "v", arg: 1, scope: !462, file: !1, line: 15, type: !19)
!466 = !DILocation(line: 15, column: 20, scope: !462)
!467 = !DILocation(line: 15, column: 33, scope: !462)
!468 = !DILocation(line: 15, column: 35, scope: !462)
!469 = !DILocation(line: 15, column: 43, scope: !462)
!470 = !DILocation(line: 15, column: 45, scope: !462)
!471 = !DILocation(line: 15, column: 40, scope: !462)
!472 = !DILocation(line: 15, column: 25, scope: !462)
!473 = distinct !DISubprogram(name: "copy_prefix", scope: !1, file: !1, line: 11, type: !474, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!474 = !DISubroutineType(types: !475)
!475 = !{null, !228, !23, !5}
!476 = !DILocalVariable(name: "dst", arg: 1, scope: !473, file: !1, line: 11, type: !228)
!477 = !DILocation(line: 11, column: 31, scope: !473)
!478 = !DILocalVariable(name: "src", arg: 2, scope: !473, file: !1, line: 11, type: !23)
!479 = !DILocation(line: 11, column: 48, scope: !473)
!480 = !DILocalVariable(name: "n", arg: 3, scope: !473, file: !1, line: 11, type: !5)
!481 = !DILocation(line: 11, column: 60, scope: !473)
!482 = !DILocation(line: 12, column: 13, scope: !473)
!483 = !DILocation(line: 12, column: 18, scope: !473)
!484 = !DILocation(line: 12, column: 23, scope: !473)
!485 = !DILocation(line: 12, column: 5, scope: !473)
!486 = !DILocation(line: 13, column: 1, scope: !473)
!487 = distinct !DISubprogram(name: "count_occurrences", scope: !1, file: !1, line: 17, type: !488, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!488 = !DISubroutineType(types: !489)
!489 = !{!19, !23, !23}
!490 = !DILocalVariable(name: "hay", arg: 1, scope: !487, file: !1, line: 17, type: !23)
!491 = !DILocation(line: 17, column: 42, scope: !487)
!492 = !DILocalVariable(name: "needle", arg: 2, scope: !487, file: !1, line: 17, type: !23)
!493 = !DILocation(line: 17, column: 59, scope: !487)
!494 = !DILocalVariable(name: "n", scope: !487, file: !1, line: 18, type: !19)
!495 = !DILocation(line: 18, column: 9, scope: !487)
!496 = !DILocalVariable(name: "nl", scope: !487, file: !1, line: 19, type: !5)
!497 = !DILocation(line: 19, column: 12, scope: !487)
!498 = !DILocation(line: 19, column: 24, scope: !487)
!499 = !DILocation(line: 19, column: 17, scope: !487)
!500 = !DILocalVariable(name: "p", scope: !501, file: !1, line: 20, type: !23)
!501 = distinct !DILexicalBlock(scope: !487, file: !1, line: 20, column: 5)
!502 = !DILocation(line: 20, column: 22, scope: !501)
!503 = !DILocation(line: 20, column: 33, scope: !501)
!504 = !DILocation(line: 20, column: 38, scope: !501)
!505 = !DILocation(line: 20, column: 26, scope: !501)
!506 = !DILocation(line: 20, column: 10, scope: !501)
!507 = !DILocation(line: 20, column: 47, scope: !508)
!508 = distinct !DILexicalBlock(scope: !501, file: !1, line: 20, column: 5)
!509 = !DILocation(line: 20, column: 5, scope: !501)
!510 = !DILocation(line: 21, column: 10, scope: !511)
!511 = distinct !DILexicalBlock(scope: !508, file: !1, line: 20, column: 89)
!512 = !DILocation(line: 22, column: 15, scope: !513)
!513 = distinct !DILexicalBlock(scope: !511, file: !1, line: 22, column: 13)
!514 = !DILocation(line: 22, column: 14, scope: !513)
!515 = !DILocation(line: 22, column: 13, scope: !511)
!516 = !DILocation(line: 23, column: 13, scope: !513)
!517 = !DILocation(line: 24, column: 5, scope: !511)
!518 = !DILocation(line: 20, column: 61, scope: !508)
!519 = !DILocation(line: 20, column: 66, scope: !508)
!520 = !DILocation(line: 20, column: 71, scope: !508)
!521 = !DILocation(line: 20, column: 63, scope: !508)
!522 = !DILocation(line: 20, column: 80, scope: !508)
!523 = !DILocation(line: 20, column: 54, scope: !508)
!524 = !DILocation(line: 20, column: 52, scope: !508)
!525 = !DILocation(line: 20, column: 5, scope: !508)
!526 = distinct !{!526, !509, !527, !49}
!527 = !DILocation(line: 24, column: 5, scope: !501)
!528 = !DILocation(line: 25, column: 12, scope: !487)
!529 = !DILocation(line: 25, column: 5, scope: !487)
!530 = distinct !DISubprogram(name: "replace_all", scope: !1, file: !1, line: 28, type: !531, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!531 = !DISubroutineType(types: !532)
!532 = !{!228, !23, !23, !23}
!533 = !DILocalVariable(name: "s", arg: 1, scope: !530, file: !1, line: 28, type: !23)
!534 = !DILocation(line: 28, column: 38, scope: !530)
!535 = !DILocalVariable(name: "from", arg: 2, scope: !530, file: !1, line: 28, type: !23)
!536 = !DILocation(line: 28, column: 53, scope: !530)
!537 = !DILocalVariable(name: "to", arg: 3, scope: !530, file: !1, line: 28, type: !23)
!538 = !DILocation(line: 28, column: 71, scope: !530)
!539 = !DILocalVariable(name: "fl", scope: !530, file: !1, line: 29, type: !5)
!540 = !DILocation(line: 29, column: 12, scope: !530)
!541 = !DILocation(line: 29, column: 24, scope: !530)
!542 = !DILocation(line: 29, column: 17, scope: !530)
!543 = !DILocalVariable(name: "tl", scope: !530, file: !1, line: 29, type: !5)
!544 = !DILocation(line: 29, column: 31, scope: !530)
!545 = !DILocation(line: 29, column: 43, scope: !530)
!546 = !DILocation(line: 29, column: 36, scope: !530)
!547 = !DILocalVariable(name: "n", scope: !530, file: !1, line: 30, type: !19)
!548 = !DILocation(line: 30, column: 9, scope: !530)
!549 = !DILocation(line: 30, column: 31, scope: !530)
!550 = !DILocation(line: 30, column: 34, scope: !530)
!551 = !DILocation(line: 30, column: 13, scope: !530)
!552 = !DILocalVariable(name: "out", scope: !530, file: !1, line: 31, type: !228)
!553 = !DILocation(line: 31, column: 11, scope: !530)
!554 = !DILocation(line: 31, column: 31, scope: !530)
!555 = !DILocation(line: 31, column: 24, scope: !530)
!556 = !DILocation(line: 31, column: 44, scope: !530)
!557 = !DILocation(line: 31, column: 36, scope: !530)
!558 = !DILocation(line: 31, column: 48, scope: !530)
!559 = !DILocation(line: 31, column: 46, scope: !530)
!560 = !DILocation(line: 31, column: 34, scope: !530)
!561 = !DILocation(line: 31, column: 51, scope: !530)
!562 = !DILocation(line: 31, column: 17, scope: !530)
!563 = !DILocation(line: 32, column: 5, scope: !530)
!564 = !DILocation(line: 32, column: 12, scope: !530)
!565 = !DILocalVariable(name: "p", scope: !530, file: !1, line: 33, type: !23)
!566 = !DILocation(line: 33, column: 17, scope: !530)
!567 = !DILocation(line: 33, column: 21, scope: !530)
!568 = !DILocalVariable(name: "q", scope: !530, file: !1, line: 33, type: !23)
!569 = !DILocation(line: 33, column: 25, scope: !530)
!570 = !DILocalVariable(name: "w", scope: !530, file: !1, line: 34, type: !228)
!571 = !DILocation(line: 34, column: 11, scope: !530)
!572 = !DILocation(line: 34, column: 15, scope: !530)
!573 = !DILocation(line: 35, column: 5, scope: !530)
!574 = !DILocation(line: 35, column: 24, scope: !530)
!575 = !DILocation(line: 35, column: 27, scope: !530)
!576 = !DILocation(line: 35, column: 17, scope: !530)
!577 = !DILocation(line: 35, column: 15, scope: !530)
!578 = !DILocation(line: 35, column: 34, scope: !530)
!579 = !DILocalVariable(name: "chunk", scope: !580, file: !1, line: 36, type: !5)
!580 = distinct !DILexicalBlock(scope: !530, file: !1, line: 35, column: 43)
!581 = !DILocation(line: 36, column: 16, scope: !580)
!582 = !DILocation(line: 36, column: 33, scope: !580)
!583 = !DILocation(line: 36, column: 37, scope: !580)
!584 = !DILocation(line: 36, column: 35, scope: !580)
!585 = !DILocation(line: 37, column: 16, scope: !580)
!586 = !DILocation(line: 37, column: 19, scope: !580)
!587 = !DILocation(line: 37, column: 22, scope: !580)
!588 = !DILocation(line: 37, column: 9, scope: !580)
!589 = !DILocation(line: 38, column: 14, scope: !580)
!590 = !DILocation(line: 38, column: 11, scope: !580)
!591 = !DILocation(line: 39, column: 16, scope: !580)
!592 = !DILocation(line: 39, column: 19, scope: !580)
!593 = !DILocation(line: 39, column: 9, scope: !580)
!594 = !DILocation(line: 40, column: 14, scope: !580)
!595 = !DILocation(line: 40, column: 11, scope: !580)
!596 = !DILocation(line: 41, column: 13, scope: !580)
!597 = !DILocation(line: 41, column: 17, scope: !580)
!598 = !DILocation(line: 41, column: 15, scope: !580)
!599 = !DILocation(line: 41, column: 11, scope: !580)
!600 = distinct !{!600, !573, !601, !49}
!601 = !DILocation(line: 42, column: 5, scope: !530)
!602 = !DILocation(line: 43, column: 12, scope: !530)
!603 = !DILocation(line: 43, column: 15, scope: !530)
!604 = !DILocation(line: 43, column: 5, scope: !530)
!605 = !DILocation(line: 44, column: 12, scope: !530)
!606 = !DILocation(line: 44, column: 5, scope: !530)
