; ModuleID = 'computed_goto.c'
source_filename = "computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.fact = private unnamed_addr constant [20 x i32] [i32 0, i32 1, i32 0, i32 10, i32 4, i32 6, i32 8, i32 11, i32 5, i32 9, i32 3, i32 5, i32 7, i32 8, i32 4, i32 6, i32 8, i32 10, i32 8, i32 11], align 16
@.str = private unnamed_addr constant [12 x i8] c"factorial:\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"result %ld\0A\00", align 1
@__const.main.sum = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 100, i32 5, i32 9, i32 1, i32 5, i32 7, i32 4, i32 6, i32 4, i32 10, i32 8, i32 11], align 16
@.str.2 = private unnamed_addr constant [6 x i8] c"sum:\0A\00", align 1
@__const.main.arith = private unnamed_addr constant [10 x i32] [i32 0, i32 7, i32 0, i32 6, i32 3, i32 0, i32 50, i32 2, i32 8, i32 11], align 16
@.str.3 = private unnamed_addr constant [8 x i8] c"arith:\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"classify(%d)=%d\0A\00", align 1
@run.dispatch = internal constant [12 x i8*] [i8* blockaddress(@run, %16), i8* blockaddress(@run, %33), i8* blockaddress(@run, %54), i8* blockaddress(@run, %75), i8* blockaddress(@run, %96), i8* blockaddress(@run, %115), i8* blockaddress(@run, %143), i8* blockaddress(@run, %168), i8* blockaddress(@run, %183), i8* blockaddress(@run, %199), i8* blockaddress(@run, %218), i8* blockaddress(@run, %229)], align 16, !dbg !0
@.str.5 = private unnamed_addr constant [17 x i8] c"  top=%ld sp=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"  halt after %ld steps, sp=%d\0A\00", align 1
@__const.classify.targets = private unnamed_addr constant [3 x i8*] [i8* blockaddress(@classify, %19), i8* blockaddress(@classify, %20), i8* blockaddress(@classify, %21)], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !26 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i32], align 16
  %3 = alloca [15 x i32], align 16
  %4 = alloca [10 x i32], align 16
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [20 x i32]* %2, metadata !29, metadata !DIExpression()), !dbg !33
  %6 = bitcast [20 x i32]* %2 to i8*, !dbg !33
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %6, i8* align 16 bitcast ([20 x i32]* @__const.main.fact to i8*), i64 80, i1 false), !dbg !33
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0)), !dbg !34
  %8 = getelementptr inbounds [20 x i32], [20 x i32]* %2, i64 0, i64 0, !dbg !35
  %9 = call i64 @run(i32* noundef %8), !dbg !36
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i64 noundef %9), !dbg !37
  call void @llvm.dbg.declare(metadata [15 x i32]* %3, metadata !38, metadata !DIExpression()), !dbg !42
  %11 = bitcast [15 x i32]* %3 to i8*, !dbg !42
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %11, i8* align 16 bitcast ([15 x i32]* @__const.main.sum to i8*), i64 60, i1 false), !dbg !42
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0)), !dbg !43
  %13 = getelementptr inbounds [15 x i32], [15 x i32]* %3, i64 0, i64 0, !dbg !44
  %14 = call i64 @run(i32* noundef %13), !dbg !45
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i64 noundef %14), !dbg !46
  call void @llvm.dbg.declare(metadata [10 x i32]* %4, metadata !47, metadata !DIExpression()), !dbg !51
  %16 = bitcast [10 x i32]* %4 to i8*, !dbg !51
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %16, i8* align 16 bitcast ([10 x i32]* @__const.main.arith to i8*), i64 40, i1 false), !dbg !51
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0)), !dbg !52
  %18 = getelementptr inbounds [10 x i32], [10 x i32]* %4, i64 0, i64 0, !dbg !53
  %19 = call i64 @run(i32* noundef %18), !dbg !54
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i64 noundef %19), !dbg !55
  call void @llvm.dbg.declare(metadata i32* %5, metadata !56, metadata !DIExpression()), !dbg !58
  store i32 -2, i32* %5, align 4, !dbg !58
  br label %21, !dbg !59

21:                                               ; preds = %29, %0
  %22 = load i32, i32* %5, align 4, !dbg !60
  %23 = icmp sle i32 %22, 2, !dbg !62
  br i1 %23, label %24, label %32, !dbg !63

24:                                               ; preds = %21
  %25 = load i32, i32* %5, align 4, !dbg !64
  %26 = load i32, i32* %5, align 4, !dbg !65
  %27 = call i32 @classify(i32 noundef %26), !dbg !66
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), i32 noundef %25, i32 noundef %27), !dbg !67
  br label %29, !dbg !67

29:                                               ; preds = %24
  %30 = load i32, i32* %5, align 4, !dbg !68
  %31 = add nsw i32 %30, 1, !dbg !68
  store i32 %31, i32* %5, align 4, !dbg !68
  br label %21, !dbg !69, !llvm.loop !70

32:                                               ; preds = %21
  ret i32 0, !dbg !73
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run(i32* noundef %0) #0 !dbg !2 {
  %2 = alloca i32*, align 8
  %3 = alloca [64 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.declare(metadata [64 x i64]* %3, metadata !76, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.declare(metadata i32* %4, metadata !81, metadata !DIExpression()), !dbg !82
  store i32 0, i32* %4, align 4, !dbg !82
  call void @llvm.dbg.declare(metadata i32** %5, metadata !83, metadata !DIExpression()), !dbg !84
  %9 = load i32*, i32** %2, align 8, !dbg !85
  store i32* %9, i32** %5, align 8, !dbg !84
  call void @llvm.dbg.declare(metadata i64* %6, metadata !86, metadata !DIExpression()), !dbg !87
  store i64 0, i64* %6, align 8, !dbg !87
  %10 = load i32*, i32** %5, align 8, !dbg !88
  %11 = getelementptr inbounds i32, i32* %10, i32 1, !dbg !88
  store i32* %11, i32** %5, align 8, !dbg !88
  %12 = load i32, i32* %10, align 4, !dbg !88
  %13 = sext i32 %12 to i64, !dbg !88
  %14 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i64 0, i64 %13, !dbg !88
  %15 = load i8*, i8** %14, align 8, !dbg !88
  br label %244, !dbg !88

16:                                               ; preds = %244
  call void @llvm.dbg.label(metadata !89), !dbg !90
  %17 = load i32*, i32** %5, align 8, !dbg !91
  %18 = getelementptr inbounds i32, i32* %17, i32 1, !dbg !91
  store i32* %18, i32** %5, align 8, !dbg !91
  %19 = load i32, i32* %17, align 4, !dbg !92
  %20 = sext i32 %19 to i64, !dbg !92
  %21 = load i32, i32* %4, align 4, !dbg !93
  %22 = add nsw i32 %21, 1, !dbg !93
  store i32 %22, i32* %4, align 4, !dbg !93
  %23 = sext i32 %21 to i64, !dbg !94
  %24 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %23, !dbg !94
  store i64 %20, i64* %24, align 8, !dbg !95
  %25 = load i64, i64* %6, align 8, !dbg !96
  %26 = add nsw i64 %25, 1, !dbg !96
  store i64 %26, i64* %6, align 8, !dbg !96
  %27 = load i32*, i32** %5, align 8, !dbg !97
  %28 = getelementptr inbounds i32, i32* %27, i32 1, !dbg !97
  store i32* %28, i32** %5, align 8, !dbg !97
  %29 = load i32, i32* %27, align 4, !dbg !97
  %30 = sext i32 %29 to i64, !dbg !97
  %31 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i64 0, i64 %30, !dbg !97
  %32 = load i8*, i8** %31, align 8, !dbg !97
  br label %244, !dbg !97

33:                                               ; preds = %244
  call void @llvm.dbg.label(metadata !98), !dbg !99
  %34 = load i32, i32* %4, align 4, !dbg !100
  %35 = add nsw i32 %34, -1, !dbg !100
  store i32 %35, i32* %4, align 4, !dbg !100
  %36 = load i32, i32* %4, align 4, !dbg !101
  %37 = sext i32 %36 to i64, !dbg !102
  %38 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %37, !dbg !102
  %39 = load i64, i64* %38, align 8, !dbg !102
  %40 = load i32, i32* %4, align 4, !dbg !103
  %41 = sub nsw i32 %40, 1, !dbg !104
  %42 = sext i32 %41 to i64, !dbg !105
  %43 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %42, !dbg !105
  %44 = load i64, i64* %43, align 8, !dbg !106
  %45 = add nsw i64 %44, %39, !dbg !106
  store i64 %45, i64* %43, align 8, !dbg !106
  %46 = load i64, i64* %6, align 8, !dbg !107
  %47 = add nsw i64 %46, 1, !dbg !107
  store i64 %47, i64* %6, align 8, !dbg !107
  %48 = load i32*, i32** %5, align 8, !dbg !108
  %49 = getelementptr inbounds i32, i32* %48, i32 1, !dbg !108
  store i32* %49, i32** %5, align 8, !dbg !108
  %50 = load i32, i32* %48, align 4, !dbg !108
  %51 = sext i32 %50 to i64, !dbg !108
  %52 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i64 0, i64 %51, !dbg !108
  %53 = load i8*, i8** %52, align 8, !dbg !108
  br label %244, !dbg !108

54:                                               ; preds = %244
  call void @llvm.dbg.label(metadata !109), !dbg !110
  %55 = load i32, i32* %4, align 4, !dbg !111
  %56 = add nsw i32 %55, -1, !dbg !111
  store i32 %56, i32* %4, align 4, !dbg !111
  %57 = load i32, i32* %4, align 4, !dbg !112
  %58 = sext i32 %57 to i64, !dbg !113
  %59 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %58, !dbg !113
  %60 = load i64, i64* %59, align 8, !dbg !113
  %61 = load i32, i32* %4, align 4, !dbg !114
  %62 = sub nsw i32 %61, 1, !dbg !115
  %63 = sext i32 %62 to i64, !dbg !116
  %64 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %63, !dbg !116
  %65 = load i64, i64* %64, align 8, !dbg !117
  %66 = sub nsw i64 %65, %60, !dbg !117
  store i64 %66, i64* %64, align 8, !dbg !117
  %67 = load i64, i64* %6, align 8, !dbg !118
  %68 = add nsw i64 %67, 1, !dbg !118
  store i64 %68, i64* %6, align 8, !dbg !118
  %69 = load i32*, i32** %5, align 8, !dbg !119
  %70 = getelementptr inbounds i32, i32* %69, i32 1, !dbg !119
  store i32* %70, i32** %5, align 8, !dbg !119
  %71 = load i32, i32* %69, align 4, !dbg !119
  %72 = sext i32 %71 to i64, !dbg !119
  %73 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i64 0, i64 %72, !dbg !119
  %74 = load i8*, i8** %73, align 8, !dbg !119
  br label %244, !dbg !119

75:                                               ; preds = %244
  call void @llvm.dbg.label(metadata !120), !dbg !121
  %76 = load i32, i32* %4, align 4, !dbg !122
  %77 = add nsw i32 %76, -1, !dbg !122
  store i32 %77, i32* %4, align 4, !dbg !122
  %78 = load i32, i32* %4, align 4, !dbg !123
  %79 = sext i32 %78 to i64, !dbg !124
  %80 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %79, !dbg !124
  %81 = load i64, i64* %80, align 8, !dbg !124
  %82 = load i32, i32* %4, align 4, !dbg !125
  %83 = sub nsw i32 %82, 1, !dbg !126
  %84 = sext i32 %83 to i64, !dbg !127
  %85 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %84, !dbg !127
  %86 = load i64, i64* %85, align 8, !dbg !128
  %87 = mul nsw i64 %86, %81, !dbg !128
  store i64 %87, i64* %85, align 8, !dbg !128
  %88 = load i64, i64* %6, align 8, !dbg !129
  %89 = add nsw i64 %88, 1, !dbg !129
  store i64 %89, i64* %6, align 8, !dbg !129
  %90 = load i32*, i32** %5, align 8, !dbg !130
  %91 = getelementptr inbounds i32, i32* %90, i32 1, !dbg !130
  store i32* %91, i32** %5, align 8, !dbg !130
  %92 = load i32, i32* %90, align 4, !dbg !130
  %93 = sext i32 %92 to i64, !dbg !130
  %94 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i64 0, i64 %93, !dbg !130
  %95 = load i8*, i8** %94, align 8, !dbg !130
  br label %244, !dbg !130

96:                                               ; preds = %244
  call void @llvm.dbg.label(metadata !131), !dbg !132
  %97 = load i32, i32* %4, align 4, !dbg !133
  %98 = sub nsw i32 %97, 1, !dbg !134
  %99 = sext i32 %98 to i64, !dbg !135
  %100 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %99, !dbg !135
  %101 = load i64, i64* %100, align 8, !dbg !135
  %102 = load i32, i32* %4, align 4, !dbg !136
  %103 = sext i32 %102 to i64, !dbg !137
  %104 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %103, !dbg !137
  store i64 %101, i64* %104, align 8, !dbg !138
  %105 = load i32, i32* %4, align 4, !dbg !139
  %106 = add nsw i32 %105, 1, !dbg !139
  store i32 %106, i32* %4, align 4, !dbg !139
  %107 = load i64, i64* %6, align 8, !dbg !140
  %108 = add nsw i64 %107, 1, !dbg !140
  store i64 %108, i64* %6, align 8, !dbg !140
  %109 = load i32*, i32** %5, align 8, !dbg !141
  %110 = getelementptr inbounds i32, i32* %109, i32 1, !dbg !141
  store i32* %110, i32** %5, align 8, !dbg !141
  %111 = load i32, i32* %109, align 4, !dbg !141
  %112 = sext i32 %111 to i64, !dbg !141
  %113 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i64 0, i64 %112, !dbg !141
  %114 = load i8*, i8** %113, align 8, !dbg !141
  br label %244, !dbg !141

115:                                              ; preds = %244
  call void @llvm.dbg.label(metadata !142), !dbg !143
  call void @llvm.dbg.declare(metadata i64* %7, metadata !144, metadata !DIExpression()), !dbg !146
  %116 = load i32, i32* %4, align 4, !dbg !147
  %117 = sub nsw i32 %116, 1, !dbg !148
  %118 = sext i32 %117 to i64, !dbg !149
  %119 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %118, !dbg !149
  %120 = load i64, i64* %119, align 8, !dbg !149
  store i64 %120, i64* %7, align 8, !dbg !146
  %121 = load i32, i32* %4, align 4, !dbg !150
  %122 = sub nsw i32 %121, 2, !dbg !151
  %123 = sext i32 %122 to i64, !dbg !152
  %124 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %123, !dbg !152
  %125 = load i64, i64* %124, align 8, !dbg !152
  %126 = load i32, i32* %4, align 4, !dbg !153
  %127 = sub nsw i32 %126, 1, !dbg !154
  %128 = sext i32 %127 to i64, !dbg !155
  %129 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %128, !dbg !155
  store i64 %125, i64* %129, align 8, !dbg !156
  %130 = load i64, i64* %7, align 8, !dbg !157
  %131 = load i32, i32* %4, align 4, !dbg !158
  %132 = sub nsw i32 %131, 2, !dbg !159
  %133 = sext i32 %132 to i64, !dbg !160
  %134 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %133, !dbg !160
  store i64 %130, i64* %134, align 8, !dbg !161
  %135 = load i64, i64* %6, align 8, !dbg !162
  %136 = add nsw i64 %135, 1, !dbg !162
  store i64 %136, i64* %6, align 8, !dbg !162
  %137 = load i32*, i32** %5, align 8, !dbg !163
  %138 = getelementptr inbounds i32, i32* %137, i32 1, !dbg !163
  store i32* %138, i32** %5, align 8, !dbg !163
  %139 = load i32, i32* %137, align 4, !dbg !163
  %140 = sext i32 %139 to i64, !dbg !163
  %141 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i64 0, i64 %140, !dbg !163
  %142 = load i8*, i8** %141, align 8, !dbg !163
  br label %244, !dbg !163

143:                                              ; preds = %244
  call void @llvm.dbg.label(metadata !164), !dbg !165
  call void @llvm.dbg.declare(metadata i32* %8, metadata !166, metadata !DIExpression()), !dbg !168
  %144 = load i32*, i32** %5, align 8, !dbg !169
  %145 = getelementptr inbounds i32, i32* %144, i32 1, !dbg !169
  store i32* %145, i32** %5, align 8, !dbg !169
  %146 = load i32, i32* %144, align 4, !dbg !170
  store i32 %146, i32* %8, align 4, !dbg !168
  %147 = load i32, i32* %4, align 4, !dbg !171
  %148 = add nsw i32 %147, -1, !dbg !171
  store i32 %148, i32* %4, align 4, !dbg !171
  %149 = load i32, i32* %4, align 4, !dbg !172
  %150 = sext i32 %149 to i64, !dbg !174
  %151 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %150, !dbg !174
  %152 = load i64, i64* %151, align 8, !dbg !174
  %153 = icmp ne i64 %152, 0, !dbg !174
  br i1 %153, label %154, label %159, !dbg !175

154:                                              ; preds = %143
  %155 = load i32*, i32** %2, align 8, !dbg !176
  %156 = load i32, i32* %8, align 4, !dbg !177
  %157 = sext i32 %156 to i64, !dbg !178
  %158 = getelementptr inbounds i32, i32* %155, i64 %157, !dbg !178
  store i32* %158, i32** %5, align 8, !dbg !179
  br label %159, !dbg !180

159:                                              ; preds = %154, %143
  %160 = load i64, i64* %6, align 8, !dbg !181
  %161 = add nsw i64 %160, 1, !dbg !181
  store i64 %161, i64* %6, align 8, !dbg !181
  %162 = load i32*, i32** %5, align 8, !dbg !182
  %163 = getelementptr inbounds i32, i32* %162, i32 1, !dbg !182
  store i32* %163, i32** %5, align 8, !dbg !182
  %164 = load i32, i32* %162, align 4, !dbg !182
  %165 = sext i32 %164 to i64, !dbg !182
  %166 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i64 0, i64 %165, !dbg !182
  %167 = load i8*, i8** %166, align 8, !dbg !182
  br label %244, !dbg !182

168:                                              ; preds = %244
  call void @llvm.dbg.label(metadata !183), !dbg !184
  %169 = load i32, i32* %4, align 4, !dbg !185
  %170 = sub nsw i32 %169, 1, !dbg !186
  %171 = sext i32 %170 to i64, !dbg !187
  %172 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %171, !dbg !187
  %173 = load i64, i64* %172, align 8, !dbg !188
  %174 = add nsw i64 %173, -1, !dbg !188
  store i64 %174, i64* %172, align 8, !dbg !188
  %175 = load i64, i64* %6, align 8, !dbg !189
  %176 = add nsw i64 %175, 1, !dbg !189
  store i64 %176, i64* %6, align 8, !dbg !189
  %177 = load i32*, i32** %5, align 8, !dbg !190
  %178 = getelementptr inbounds i32, i32* %177, i32 1, !dbg !190
  store i32* %178, i32** %5, align 8, !dbg !190
  %179 = load i32, i32* %177, align 4, !dbg !190
  %180 = sext i32 %179 to i64, !dbg !190
  %181 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i64 0, i64 %180, !dbg !190
  %182 = load i8*, i8** %181, align 8, !dbg !190
  br label %244, !dbg !190

183:                                              ; preds = %244
  call void @llvm.dbg.label(metadata !191), !dbg !192
  %184 = load i32, i32* %4, align 4, !dbg !193
  %185 = sub nsw i32 %184, 1, !dbg !194
  %186 = sext i32 %185 to i64, !dbg !195
  %187 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %186, !dbg !195
  %188 = load i64, i64* %187, align 8, !dbg !195
  %189 = load i32, i32* %4, align 4, !dbg !196
  %190 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i64 noundef %188, i32 noundef %189), !dbg !197
  %191 = load i64, i64* %6, align 8, !dbg !198
  %192 = add nsw i64 %191, 1, !dbg !198
  store i64 %192, i64* %6, align 8, !dbg !198
  %193 = load i32*, i32** %5, align 8, !dbg !199
  %194 = getelementptr inbounds i32, i32* %193, i32 1, !dbg !199
  store i32* %194, i32** %5, align 8, !dbg !199
  %195 = load i32, i32* %193, align 4, !dbg !199
  %196 = sext i32 %195 to i64, !dbg !199
  %197 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i64 0, i64 %196, !dbg !199
  %198 = load i8*, i8** %197, align 8, !dbg !199
  br label %244, !dbg !199

199:                                              ; preds = %244
  call void @llvm.dbg.label(metadata !200), !dbg !201
  %200 = load i32, i32* %4, align 4, !dbg !202
  %201 = sub nsw i32 %200, 2, !dbg !203
  %202 = sext i32 %201 to i64, !dbg !204
  %203 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %202, !dbg !204
  %204 = load i64, i64* %203, align 8, !dbg !204
  %205 = load i32, i32* %4, align 4, !dbg !205
  %206 = sext i32 %205 to i64, !dbg !206
  %207 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %206, !dbg !206
  store i64 %204, i64* %207, align 8, !dbg !207
  %208 = load i32, i32* %4, align 4, !dbg !208
  %209 = add nsw i32 %208, 1, !dbg !208
  store i32 %209, i32* %4, align 4, !dbg !208
  %210 = load i64, i64* %6, align 8, !dbg !209
  %211 = add nsw i64 %210, 1, !dbg !209
  store i64 %211, i64* %6, align 8, !dbg !209
  %212 = load i32*, i32** %5, align 8, !dbg !210
  %213 = getelementptr inbounds i32, i32* %212, i32 1, !dbg !210
  store i32* %213, i32** %5, align 8, !dbg !210
  %214 = load i32, i32* %212, align 4, !dbg !210
  %215 = sext i32 %214 to i64, !dbg !210
  %216 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i64 0, i64 %215, !dbg !210
  %217 = load i8*, i8** %216, align 8, !dbg !210
  br label %244, !dbg !210

218:                                              ; preds = %244
  call void @llvm.dbg.label(metadata !211), !dbg !212
  %219 = load i32, i32* %4, align 4, !dbg !213
  %220 = add nsw i32 %219, -1, !dbg !213
  store i32 %220, i32* %4, align 4, !dbg !213
  %221 = load i64, i64* %6, align 8, !dbg !214
  %222 = add nsw i64 %221, 1, !dbg !214
  store i64 %222, i64* %6, align 8, !dbg !214
  %223 = load i32*, i32** %5, align 8, !dbg !215
  %224 = getelementptr inbounds i32, i32* %223, i32 1, !dbg !215
  store i32* %224, i32** %5, align 8, !dbg !215
  %225 = load i32, i32* %223, align 4, !dbg !215
  %226 = sext i32 %225 to i64, !dbg !215
  %227 = getelementptr inbounds [12 x i8*], [12 x i8*]* @run.dispatch, i64 0, i64 %226, !dbg !215
  %228 = load i8*, i8** %227, align 8, !dbg !215
  br label %244, !dbg !215

229:                                              ; preds = %244
  call void @llvm.dbg.label(metadata !216), !dbg !217
  %230 = load i64, i64* %6, align 8, !dbg !218
  %231 = load i32, i32* %4, align 4, !dbg !219
  %232 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.6, i64 0, i64 0), i64 noundef %230, i32 noundef %231), !dbg !220
  %233 = load i32, i32* %4, align 4, !dbg !221
  %234 = icmp ne i32 %233, 0, !dbg !221
  br i1 %234, label %235, label %241, !dbg !221

235:                                              ; preds = %229
  %236 = load i32, i32* %4, align 4, !dbg !222
  %237 = sub nsw i32 %236, 1, !dbg !223
  %238 = sext i32 %237 to i64, !dbg !224
  %239 = getelementptr inbounds [64 x i64], [64 x i64]* %3, i64 0, i64 %238, !dbg !224
  %240 = load i64, i64* %239, align 8, !dbg !224
  br label %242, !dbg !221

241:                                              ; preds = %229
  br label %242, !dbg !221

242:                                              ; preds = %241, %235
  %243 = phi i64 [ %240, %235 ], [ 0, %241 ], !dbg !221
  ret i64 %243, !dbg !225

244:                                              ; preds = %218, %199, %183, %168, %159, %115, %96, %75, %54, %33, %16, %1
  %245 = phi i8* [ %15, %1 ], [ %32, %16 ], [ %53, %33 ], [ %74, %54 ], [ %95, %75 ], [ %114, %96 ], [ %142, %115 ], [ %167, %159 ], [ %182, %168 ], [ %198, %183 ], [ %217, %199 ], [ %228, %218 ]
  indirectbr i8* %245, [label %16, label %33, label %54, label %75, label %96, label %115, label %143, label %168, label %183, label %199, label %218, label %229]
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) #0 !dbg !226 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [3 x i8*], align 16
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !229, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.declare(metadata [3 x i8*]* %4, metadata !231, metadata !DIExpression()), !dbg !235
  %6 = bitcast [3 x i8*]* %4 to i8*, !dbg !235
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %6, i8* align 16 bitcast ([3 x i8*]* @__const.classify.targets to i8*), i64 24, i1 false), !dbg !235
  call void @llvm.dbg.declare(metadata i32* %5, metadata !236, metadata !DIExpression()), !dbg !237
  %7 = load i32, i32* %3, align 4, !dbg !238
  %8 = icmp sgt i32 %7, 0, !dbg !239
  %9 = zext i1 %8 to i32, !dbg !239
  %10 = load i32, i32* %3, align 4, !dbg !240
  %11 = icmp slt i32 %10, 0, !dbg !241
  %12 = zext i1 %11 to i32, !dbg !241
  %13 = sub nsw i32 %9, %12, !dbg !242
  %14 = add nsw i32 %13, 1, !dbg !243
  store i32 %14, i32* %5, align 4, !dbg !237
  %15 = load i32, i32* %5, align 4, !dbg !244
  %16 = sext i32 %15 to i64, !dbg !245
  %17 = getelementptr inbounds [3 x i8*], [3 x i8*]* %4, i64 0, i64 %16, !dbg !245
  %18 = load i8*, i8** %17, align 8, !dbg !245
  br label %26, !dbg !246

19:                                               ; preds = %26
  call void @llvm.dbg.label(metadata !247), !dbg !248
  store i32 -100, i32* %2, align 4, !dbg !249
  br label %24, !dbg !249

20:                                               ; preds = %26
  call void @llvm.dbg.label(metadata !250), !dbg !251
  store i32 0, i32* %2, align 4, !dbg !252
  br label %24, !dbg !252

21:                                               ; preds = %26
  call void @llvm.dbg.label(metadata !253), !dbg !254
  %22 = load i32, i32* %3, align 4, !dbg !255
  %23 = add nsw i32 100, %22, !dbg !256
  store i32 %23, i32* %2, align 4, !dbg !257
  br label %24, !dbg !257

24:                                               ; preds = %21, %20, %19
  %25 = load i32, i32* %2, align 4, !dbg !258
  ret i32 %25, !dbg !258

26:                                               ; preds = %1
  %27 = phi i8* [ %18, %1 ]
  indirectbr i8* %27, [label %19, label %20, label %21]
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "dispatch", scope: !2, file: !3, line: 9, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 8, type: !4, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !12)
!3 = !DIFile(filename: "computed_goto.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "7099b99fbd79cc763ee457c4748a064f")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !7}
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !11, splitDebugInlining: false, nameTableKind: None)
!11 = !{!0}
!12 = !{}
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 768, elements: !16)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!16 = !{!17}
!17 = !DISubrange(count: 12)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 93, type: !27, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !12)
!27 = !DISubroutineType(types: !28)
!28 = !{!9}
!29 = !DILocalVariable(name: "fact", scope: !26, file: !3, line: 95, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 640, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 20)
!33 = !DILocation(line: 95, column: 15, scope: !26)
!34 = !DILocation(line: 99, column: 5, scope: !26)
!35 = !DILocation(line: 100, column: 32, scope: !26)
!36 = !DILocation(line: 100, column: 28, scope: !26)
!37 = !DILocation(line: 100, column: 5, scope: !26)
!38 = !DILocalVariable(name: "sum", scope: !26, file: !3, line: 102, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 480, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 15)
!42 = !DILocation(line: 102, column: 15, scope: !26)
!43 = !DILocation(line: 105, column: 5, scope: !26)
!44 = !DILocation(line: 106, column: 32, scope: !26)
!45 = !DILocation(line: 106, column: 28, scope: !26)
!46 = !DILocation(line: 106, column: 5, scope: !26)
!47 = !DILocalVariable(name: "arith", scope: !26, file: !3, line: 107, type: !48)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 10)
!51 = !DILocation(line: 107, column: 15, scope: !26)
!52 = !DILocation(line: 109, column: 5, scope: !26)
!53 = !DILocation(line: 110, column: 32, scope: !26)
!54 = !DILocation(line: 110, column: 28, scope: !26)
!55 = !DILocation(line: 110, column: 5, scope: !26)
!56 = !DILocalVariable(name: "x", scope: !57, file: !3, line: 111, type: !9)
!57 = distinct !DILexicalBlock(scope: !26, file: !3, line: 111, column: 5)
!58 = !DILocation(line: 111, column: 14, scope: !57)
!59 = !DILocation(line: 111, column: 10, scope: !57)
!60 = !DILocation(line: 111, column: 22, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 111, column: 5)
!62 = !DILocation(line: 111, column: 24, scope: !61)
!63 = !DILocation(line: 111, column: 5, scope: !57)
!64 = !DILocation(line: 112, column: 37, scope: !61)
!65 = !DILocation(line: 112, column: 49, scope: !61)
!66 = !DILocation(line: 112, column: 40, scope: !61)
!67 = !DILocation(line: 112, column: 9, scope: !61)
!68 = !DILocation(line: 111, column: 31, scope: !61)
!69 = !DILocation(line: 111, column: 5, scope: !61)
!70 = distinct !{!70, !63, !71, !72}
!71 = !DILocation(line: 112, column: 51, scope: !57)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 113, column: 5, scope: !26)
!74 = !DILocalVariable(name: "code", arg: 1, scope: !2, file: !3, line: 8, type: !7)
!75 = !DILocation(line: 8, column: 28, scope: !2)
!76 = !DILocalVariable(name: "stack", scope: !2, file: !3, line: 12, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 4096, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 64)
!80 = !DILocation(line: 12, column: 10, scope: !2)
!81 = !DILocalVariable(name: "sp", scope: !2, file: !3, line: 13, type: !9)
!82 = !DILocation(line: 13, column: 9, scope: !2)
!83 = !DILocalVariable(name: "pc", scope: !2, file: !3, line: 14, type: !7)
!84 = !DILocation(line: 14, column: 16, scope: !2)
!85 = !DILocation(line: 14, column: 21, scope: !2)
!86 = !DILocalVariable(name: "steps", scope: !2, file: !3, line: 15, type: !6)
!87 = !DILocation(line: 15, column: 10, scope: !2)
!88 = !DILocation(line: 17, column: 5, scope: !2)
!89 = !DILabel(scope: !2, name: "do_push", file: !3, line: 18)
!90 = !DILocation(line: 18, column: 1, scope: !2)
!91 = !DILocation(line: 19, column: 22, scope: !2)
!92 = !DILocation(line: 19, column: 19, scope: !2)
!93 = !DILocation(line: 19, column: 13, scope: !2)
!94 = !DILocation(line: 19, column: 5, scope: !2)
!95 = !DILocation(line: 19, column: 17, scope: !2)
!96 = !DILocation(line: 20, column: 10, scope: !2)
!97 = !DILocation(line: 21, column: 5, scope: !2)
!98 = !DILabel(scope: !2, name: "do_add", file: !3, line: 22)
!99 = !DILocation(line: 22, column: 1, scope: !2)
!100 = !DILocation(line: 23, column: 7, scope: !2)
!101 = !DILocation(line: 24, column: 28, scope: !2)
!102 = !DILocation(line: 24, column: 22, scope: !2)
!103 = !DILocation(line: 24, column: 11, scope: !2)
!104 = !DILocation(line: 24, column: 14, scope: !2)
!105 = !DILocation(line: 24, column: 5, scope: !2)
!106 = !DILocation(line: 24, column: 19, scope: !2)
!107 = !DILocation(line: 25, column: 10, scope: !2)
!108 = !DILocation(line: 26, column: 5, scope: !2)
!109 = !DILabel(scope: !2, name: "do_sub", file: !3, line: 27)
!110 = !DILocation(line: 27, column: 1, scope: !2)
!111 = !DILocation(line: 28, column: 7, scope: !2)
!112 = !DILocation(line: 29, column: 28, scope: !2)
!113 = !DILocation(line: 29, column: 22, scope: !2)
!114 = !DILocation(line: 29, column: 11, scope: !2)
!115 = !DILocation(line: 29, column: 14, scope: !2)
!116 = !DILocation(line: 29, column: 5, scope: !2)
!117 = !DILocation(line: 29, column: 19, scope: !2)
!118 = !DILocation(line: 30, column: 10, scope: !2)
!119 = !DILocation(line: 31, column: 5, scope: !2)
!120 = !DILabel(scope: !2, name: "do_mul", file: !3, line: 32)
!121 = !DILocation(line: 32, column: 1, scope: !2)
!122 = !DILocation(line: 33, column: 7, scope: !2)
!123 = !DILocation(line: 34, column: 28, scope: !2)
!124 = !DILocation(line: 34, column: 22, scope: !2)
!125 = !DILocation(line: 34, column: 11, scope: !2)
!126 = !DILocation(line: 34, column: 14, scope: !2)
!127 = !DILocation(line: 34, column: 5, scope: !2)
!128 = !DILocation(line: 34, column: 19, scope: !2)
!129 = !DILocation(line: 35, column: 10, scope: !2)
!130 = !DILocation(line: 36, column: 5, scope: !2)
!131 = !DILabel(scope: !2, name: "do_dup", file: !3, line: 37)
!132 = !DILocation(line: 37, column: 1, scope: !2)
!133 = !DILocation(line: 38, column: 23, scope: !2)
!134 = !DILocation(line: 38, column: 26, scope: !2)
!135 = !DILocation(line: 38, column: 17, scope: !2)
!136 = !DILocation(line: 38, column: 11, scope: !2)
!137 = !DILocation(line: 38, column: 5, scope: !2)
!138 = !DILocation(line: 38, column: 15, scope: !2)
!139 = !DILocation(line: 39, column: 7, scope: !2)
!140 = !DILocation(line: 40, column: 10, scope: !2)
!141 = !DILocation(line: 41, column: 5, scope: !2)
!142 = !DILabel(scope: !2, name: "do_swap", file: !3, line: 42)
!143 = !DILocation(line: 42, column: 1, scope: !2)
!144 = !DILocalVariable(name: "t", scope: !145, file: !3, line: 43, type: !6)
!145 = distinct !DILexicalBlock(scope: !2, file: !3, line: 42, column: 10)
!146 = !DILocation(line: 43, column: 10, scope: !145)
!147 = !DILocation(line: 43, column: 20, scope: !145)
!148 = !DILocation(line: 43, column: 23, scope: !145)
!149 = !DILocation(line: 43, column: 14, scope: !145)
!150 = !DILocation(line: 44, column: 27, scope: !145)
!151 = !DILocation(line: 44, column: 30, scope: !145)
!152 = !DILocation(line: 44, column: 21, scope: !145)
!153 = !DILocation(line: 44, column: 11, scope: !145)
!154 = !DILocation(line: 44, column: 14, scope: !145)
!155 = !DILocation(line: 44, column: 5, scope: !145)
!156 = !DILocation(line: 44, column: 19, scope: !145)
!157 = !DILocation(line: 45, column: 21, scope: !145)
!158 = !DILocation(line: 45, column: 11, scope: !145)
!159 = !DILocation(line: 45, column: 14, scope: !145)
!160 = !DILocation(line: 45, column: 5, scope: !145)
!161 = !DILocation(line: 45, column: 19, scope: !145)
!162 = !DILocation(line: 46, column: 10, scope: !145)
!163 = !DILocation(line: 47, column: 5, scope: !145)
!164 = !DILabel(scope: !2, name: "do_jnz", file: !3, line: 49)
!165 = !DILocation(line: 49, column: 1, scope: !2)
!166 = !DILocalVariable(name: "target", scope: !167, file: !3, line: 50, type: !9)
!167 = distinct !DILexicalBlock(scope: !2, file: !3, line: 49, column: 9)
!168 = !DILocation(line: 50, column: 9, scope: !167)
!169 = !DILocation(line: 50, column: 21, scope: !167)
!170 = !DILocation(line: 50, column: 18, scope: !167)
!171 = !DILocation(line: 51, column: 7, scope: !167)
!172 = !DILocation(line: 52, column: 15, scope: !173)
!173 = distinct !DILexicalBlock(scope: !167, file: !3, line: 52, column: 9)
!174 = !DILocation(line: 52, column: 9, scope: !173)
!175 = !DILocation(line: 52, column: 9, scope: !167)
!176 = !DILocation(line: 53, column: 14, scope: !173)
!177 = !DILocation(line: 53, column: 21, scope: !173)
!178 = !DILocation(line: 53, column: 19, scope: !173)
!179 = !DILocation(line: 53, column: 12, scope: !173)
!180 = !DILocation(line: 53, column: 9, scope: !173)
!181 = !DILocation(line: 54, column: 10, scope: !167)
!182 = !DILocation(line: 55, column: 5, scope: !167)
!183 = !DILabel(scope: !2, name: "do_dec", file: !3, line: 57)
!184 = !DILocation(line: 57, column: 1, scope: !2)
!185 = !DILocation(line: 58, column: 11, scope: !2)
!186 = !DILocation(line: 58, column: 14, scope: !2)
!187 = !DILocation(line: 58, column: 5, scope: !2)
!188 = !DILocation(line: 58, column: 18, scope: !2)
!189 = !DILocation(line: 59, column: 10, scope: !2)
!190 = !DILocation(line: 60, column: 5, scope: !2)
!191 = !DILabel(scope: !2, name: "do_print", file: !3, line: 61)
!192 = !DILocation(line: 61, column: 1, scope: !2)
!193 = !DILocation(line: 62, column: 39, scope: !2)
!194 = !DILocation(line: 62, column: 42, scope: !2)
!195 = !DILocation(line: 62, column: 33, scope: !2)
!196 = !DILocation(line: 62, column: 48, scope: !2)
!197 = !DILocation(line: 62, column: 5, scope: !2)
!198 = !DILocation(line: 63, column: 10, scope: !2)
!199 = !DILocation(line: 64, column: 5, scope: !2)
!200 = !DILabel(scope: !2, name: "do_over", file: !3, line: 65)
!201 = !DILocation(line: 65, column: 1, scope: !2)
!202 = !DILocation(line: 66, column: 23, scope: !2)
!203 = !DILocation(line: 66, column: 26, scope: !2)
!204 = !DILocation(line: 66, column: 17, scope: !2)
!205 = !DILocation(line: 66, column: 11, scope: !2)
!206 = !DILocation(line: 66, column: 5, scope: !2)
!207 = !DILocation(line: 66, column: 15, scope: !2)
!208 = !DILocation(line: 67, column: 7, scope: !2)
!209 = !DILocation(line: 68, column: 10, scope: !2)
!210 = !DILocation(line: 69, column: 5, scope: !2)
!211 = !DILabel(scope: !2, name: "do_drop", file: !3, line: 70)
!212 = !DILocation(line: 70, column: 1, scope: !2)
!213 = !DILocation(line: 71, column: 7, scope: !2)
!214 = !DILocation(line: 72, column: 10, scope: !2)
!215 = !DILocation(line: 73, column: 5, scope: !2)
!216 = !DILabel(scope: !2, name: "do_halt", file: !3, line: 74)
!217 = !DILocation(line: 74, column: 1, scope: !2)
!218 = !DILocation(line: 75, column: 47, scope: !2)
!219 = !DILocation(line: 75, column: 54, scope: !2)
!220 = !DILocation(line: 75, column: 5, scope: !2)
!221 = !DILocation(line: 76, column: 12, scope: !2)
!222 = !DILocation(line: 76, column: 23, scope: !2)
!223 = !DILocation(line: 76, column: 26, scope: !2)
!224 = !DILocation(line: 76, column: 17, scope: !2)
!225 = !DILocation(line: 76, column: 5, scope: !2)
!226 = distinct !DISubprogram(name: "classify", scope: !3, file: !3, line: 81, type: !227, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !12)
!227 = !DISubroutineType(types: !228)
!228 = !{!9, !9}
!229 = !DILocalVariable(name: "x", arg: 1, scope: !226, file: !3, line: 81, type: !9)
!230 = !DILocation(line: 81, column: 25, scope: !226)
!231 = !DILocalVariable(name: "targets", scope: !226, file: !3, line: 82, type: !232)
!232 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 192, elements: !233)
!233 = !{!234}
!234 = !DISubrange(count: 3)
!235 = !DILocation(line: 82, column: 11, scope: !226)
!236 = !DILocalVariable(name: "idx", scope: !226, file: !3, line: 83, type: !9)
!237 = !DILocation(line: 83, column: 9, scope: !226)
!238 = !DILocation(line: 83, column: 16, scope: !226)
!239 = !DILocation(line: 83, column: 18, scope: !226)
!240 = !DILocation(line: 83, column: 26, scope: !226)
!241 = !DILocation(line: 83, column: 28, scope: !226)
!242 = !DILocation(line: 83, column: 23, scope: !226)
!243 = !DILocation(line: 83, column: 33, scope: !226)
!244 = !DILocation(line: 84, column: 19, scope: !226)
!245 = !DILocation(line: 84, column: 11, scope: !226)
!246 = !DILocation(line: 84, column: 5, scope: !226)
!247 = !DILabel(scope: !226, name: "neg", file: !3, line: 85)
!248 = !DILocation(line: 85, column: 1, scope: !226)
!249 = !DILocation(line: 86, column: 5, scope: !226)
!250 = !DILabel(scope: !226, name: "zero", file: !3, line: 87)
!251 = !DILocation(line: 87, column: 1, scope: !226)
!252 = !DILocation(line: 88, column: 5, scope: !226)
!253 = !DILabel(scope: !226, name: "pos", file: !3, line: 89)
!254 = !DILocation(line: 89, column: 1, scope: !226)
!255 = !DILocation(line: 90, column: 18, scope: !226)
!256 = !DILocation(line: 90, column: 16, scope: !226)
!257 = !DILocation(line: 90, column: 5, scope: !226)
!258 = !DILocation(line: 91, column: 1, scope: !226)
