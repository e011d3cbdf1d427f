; ModuleID = 'computed_goto.c'
source_filename = "computed_goto.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.fact = private unnamed_addr constant [20 x i32] [i32 0, i32 1, i32 0, i32 10, i32 4, i32 6, i32 8, i32 11, i32 5, i32 9, i32 3, i32 5, i32 7, i32 8, i32 4, i32 6, i32 8, i32 10, i32 8, i32 11], align 16
@.str = private unnamed_addr constant [12 x i8] c"factorial:\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"result %ld\0A\00", align 1, !dbg !7
@__const.main.sum = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 100, i32 5, i32 9, i32 1, i32 5, i32 7, i32 4, i32 6, i32 4, i32 10, i32 8, i32 11], align 16
@.str.2 = private unnamed_addr constant [6 x i8] c"sum:\0A\00", align 1, !dbg !9
@__const.main.arith = private unnamed_addr constant [10 x i32] [i32 0, i32 7, i32 0, i32 6, i32 3, i32 0, i32 50, i32 2, i32 8, i32 11], align 16
@.str.3 = private unnamed_addr constant [8 x i8] c"arith:\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [17 x i8] c"classify(%d)=%d\0A\00", align 1, !dbg !19
@run.dispatch = internal constant [12 x ptr] [ptr blockaddress(@run, %16), ptr blockaddress(@run, %33), ptr blockaddress(@run, %54), ptr blockaddress(@run, %75), ptr blockaddress(@run, %96), ptr blockaddress(@run, %115), ptr blockaddress(@run, %143), ptr blockaddress(@run, %168), ptr blockaddress(@run, %183), ptr blockaddress(@run, %199), ptr blockaddress(@run, %218), ptr blockaddress(@run, %229)], align 16, !dbg !24
@.str.5 = private unnamed_addr constant [17 x i8] c"  top=%ld sp=%d\0A\00", align 1, !dbg !35
@.str.6 = private unnamed_addr constant [31 x i8] c"  halt after %ld steps, sp=%d\0A\00", align 1, !dbg !37
@__const.classify.targets = private unnamed_addr constant [3 x ptr] [ptr blockaddress(@classify, %18), ptr blockaddress(@classify, %19), ptr blockaddress(@classify, %20)], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !54 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i32], align 16
  %3 = alloca [15 x i32], align 16
  %4 = alloca [10 x i32], align 16
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !57, !DIExpression(), !61)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.fact, i64 80, i1 false), !dbg !61
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str), !dbg !62
  %7 = getelementptr inbounds [20 x i32], ptr %2, i64 0, i64 0, !dbg !63
  %8 = call i64 @run(ptr noundef %7), !dbg !64
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %8), !dbg !65
    #dbg_declare(ptr %3, !66, !DIExpression(), !70)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.main.sum, i64 60, i1 false), !dbg !70
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !71
  %11 = getelementptr inbounds [15 x i32], ptr %3, i64 0, i64 0, !dbg !72
  %12 = call i64 @run(ptr noundef %11), !dbg !73
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %12), !dbg !74
    #dbg_declare(ptr %4, !75, !DIExpression(), !79)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.arith, i64 40, i1 false), !dbg !79
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.3), !dbg !80
  %15 = getelementptr inbounds [10 x i32], ptr %4, i64 0, i64 0, !dbg !81
  %16 = call i64 @run(ptr noundef %15), !dbg !82
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %16), !dbg !83
    #dbg_declare(ptr %5, !84, !DIExpression(), !86)
  store i32 -2, ptr %5, align 4, !dbg !86
  br label %18, !dbg !87

18:                                               ; preds = %26, %0
  %19 = load i32, ptr %5, align 4, !dbg !88
  %20 = icmp sle i32 %19, 2, !dbg !90
  br i1 %20, label %21, label %29, !dbg !91

21:                                               ; preds = %18
  %22 = load i32, ptr %5, align 4, !dbg !92
  %23 = load i32, ptr %5, align 4, !dbg !93
  %24 = call i32 @classify(i32 noundef %23), !dbg !94
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %22, i32 noundef %24), !dbg !95
  br label %26, !dbg !95

26:                                               ; preds = %21
  %27 = load i32, ptr %5, align 4, !dbg !96
  %28 = add nsw i32 %27, 1, !dbg !96
  store i32 %28, ptr %5, align 4, !dbg !96
  br label %18, !dbg !97, !llvm.loop !98

29:                                               ; preds = %18
  ret i32 0, !dbg !101
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run(ptr noundef %0) #0 !dbg !26 {
  %2 = alloca ptr, align 8
  %3 = alloca [64 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !102, !DIExpression(), !103)
    #dbg_declare(ptr %3, !104, !DIExpression(), !108)
    #dbg_declare(ptr %4, !109, !DIExpression(), !110)
  store i32 0, ptr %4, align 4, !dbg !110
    #dbg_declare(ptr %5, !111, !DIExpression(), !112)
  %9 = load ptr, ptr %2, align 8, !dbg !113
  store ptr %9, ptr %5, align 8, !dbg !112
    #dbg_declare(ptr %6, !114, !DIExpression(), !115)
  store i64 0, ptr %6, align 8, !dbg !115
  %10 = load ptr, ptr %5, align 8, !dbg !116
  %11 = getelementptr inbounds i32, ptr %10, i32 1, !dbg !116
  store ptr %11, ptr %5, align 8, !dbg !116
  %12 = load i32, ptr %10, align 4, !dbg !116
  %13 = sext i32 %12 to i64, !dbg !116
  %14 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i64 0, i64 %13, !dbg !116
  %15 = load ptr, ptr %14, align 8, !dbg !116
  br label %244, !dbg !116

16:                                               ; preds = %244
    #dbg_label(!117, !118)
  %17 = load ptr, ptr %5, align 8, !dbg !119
  %18 = getelementptr inbounds i32, ptr %17, i32 1, !dbg !119
  store ptr %18, ptr %5, align 8, !dbg !119
  %19 = load i32, ptr %17, align 4, !dbg !120
  %20 = sext i32 %19 to i64, !dbg !120
  %21 = load i32, ptr %4, align 4, !dbg !121
  %22 = add nsw i32 %21, 1, !dbg !121
  store i32 %22, ptr %4, align 4, !dbg !121
  %23 = sext i32 %21 to i64, !dbg !122
  %24 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %23, !dbg !122
  store i64 %20, ptr %24, align 8, !dbg !123
  %25 = load i64, ptr %6, align 8, !dbg !124
  %26 = add nsw i64 %25, 1, !dbg !124
  store i64 %26, ptr %6, align 8, !dbg !124
  %27 = load ptr, ptr %5, align 8, !dbg !125
  %28 = getelementptr inbounds i32, ptr %27, i32 1, !dbg !125
  store ptr %28, ptr %5, align 8, !dbg !125
  %29 = load i32, ptr %27, align 4, !dbg !125
  %30 = sext i32 %29 to i64, !dbg !125
  %31 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i64 0, i64 %30, !dbg !125
  %32 = load ptr, ptr %31, align 8, !dbg !125
  br label %244, !dbg !125

33:                                               ; preds = %244
    #dbg_label(!126, !127)
  %34 = load i32, ptr %4, align 4, !dbg !128
  %35 = add nsw i32 %34, -1, !dbg !128
  store i32 %35, ptr %4, align 4, !dbg !128
  %36 = load i32, ptr %4, align 4, !dbg !129
  %37 = sext i32 %36 to i64, !dbg !130
  %38 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %37, !dbg !130
  %39 = load i64, ptr %38, align 8, !dbg !130
  %40 = load i32, ptr %4, align 4, !dbg !131
  %41 = sub nsw i32 %40, 1, !dbg !132
  %42 = sext i32 %41 to i64, !dbg !133
  %43 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %42, !dbg !133
  %44 = load i64, ptr %43, align 8, !dbg !134
  %45 = add nsw i64 %44, %39, !dbg !134
  store i64 %45, ptr %43, align 8, !dbg !134
  %46 = load i64, ptr %6, align 8, !dbg !135
  %47 = add nsw i64 %46, 1, !dbg !135
  store i64 %47, ptr %6, align 8, !dbg !135
  %48 = load ptr, ptr %5, align 8, !dbg !136
  %49 = getelementptr inbounds i32, ptr %48, i32 1, !dbg !136
  store ptr %49, ptr %5, align 8, !dbg !136
  %50 = load i32, ptr %48, align 4, !dbg !136
  %51 = sext i32 %50 to i64, !dbg !136
  %52 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i64 0, i64 %51, !dbg !136
  %53 = load ptr, ptr %52, align 8, !dbg !136
  br label %244, !dbg !136

54:                                               ; preds = %244
    #dbg_label(!137, !138)
  %55 = load i32, ptr %4, align 4, !dbg !139
  %56 = add nsw i32 %55, -1, !dbg !139
  store i32 %56, ptr %4, align 4, !dbg !139
  %57 = load i32, ptr %4, align 4, !dbg !140
  %58 = sext i32 %57 to i64, !dbg !141
  %59 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %58, !dbg !141
  %60 = load i64, ptr %59, align 8, !dbg !141
  %61 = load i32, ptr %4, align 4, !dbg !142
  %62 = sub nsw i32 %61, 1, !dbg !143
  %63 = sext i32 %62 to i64, !dbg !144
  %64 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %63, !dbg !144
  %65 = load i64, ptr %64, align 8, !dbg !145
  %66 = sub nsw i64 %65, %60, !dbg !145
  store i64 %66, ptr %64, align 8, !dbg !145
  %67 = load i64, ptr %6, align 8, !dbg !146
  %68 = add nsw i64 %67, 1, !dbg !146
  store i64 %68, ptr %6, align 8, !dbg !146
  %69 = load ptr, ptr %5, align 8, !dbg !147
  %70 = getelementptr inbounds i32, ptr %69, i32 1, !dbg !147
  store ptr %70, ptr %5, align 8, !dbg !147
  %71 = load i32, ptr %69, align 4, !dbg !147
  %72 = sext i32 %71 to i64, !dbg !147
  %73 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i64 0, i64 %72, !dbg !147
  %74 = load ptr, ptr %73, align 8, !dbg !147
  br label %244, !dbg !147

75:                                               ; preds = %244
    #dbg_label(!148, !149)
  %76 = load i32, ptr %4, align 4, !dbg !150
  %77 = add nsw i32 %76, -1, !dbg !150
  store i32 %77, ptr %4, align 4, !dbg !150
  %78 = load i32, ptr %4, align 4, !dbg !151
  %79 = sext i32 %78 to i64, !dbg !152
  %80 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %79, !dbg !152
  %81 = load i64, ptr %80, align 8, !dbg !152
  %82 = load i32, ptr %4, align 4, !dbg !153
  %83 = sub nsw i32 %82, 1, !dbg !154
  %84 = sext i32 %83 to i64, !dbg !155
  %85 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %84, !dbg !155
  %86 = load i64, ptr %85, align 8, !dbg !156
  %87 = mul nsw i64 %86, %81, !dbg !156
  store i64 %87, ptr %85, align 8, !dbg !156
  %88 = load i64, ptr %6, align 8, !dbg !157
  %89 = add nsw i64 %88, 1, !dbg !157
  store i64 %89, ptr %6, align 8, !dbg !157
  %90 = load ptr, ptr %5, align 8, !dbg !158
  %91 = getelementptr inbounds i32, ptr %90, i32 1, !dbg !158
  store ptr %91, ptr %5, align 8, !dbg !158
  %92 = load i32, ptr %90, align 4, !dbg !158
  %93 = sext i32 %92 to i64, !dbg !158
  %94 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i64 0, i64 %93, !dbg !158
  %95 = load ptr, ptr %94, align 8, !dbg !158
  br label %244, !dbg !158

96:                                               ; preds = %244
    #dbg_label(!159, !160)
  %97 = load i32, ptr %4, align 4, !dbg !161
  %98 = sub nsw i32 %97, 1, !dbg !162
  %99 = sext i32 %98 to i64, !dbg !163
  %100 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %99, !dbg !163
  %101 = load i64, ptr %100, align 8, !dbg !163
  %102 = load i32, ptr %4, align 4, !dbg !164
  %103 = sext i32 %102 to i64, !dbg !165
  %104 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %103, !dbg !165
  store i64 %101, ptr %104, align 8, !dbg !166
  %105 = load i32, ptr %4, align 4, !dbg !167
  %106 = add nsw i32 %105, 1, !dbg !167
  store i32 %106, ptr %4, align 4, !dbg !167
  %107 = load i64, ptr %6, align 8, !dbg !168
  %108 = add nsw i64 %107, 1, !dbg !168
  store i64 %108, ptr %6, align 8, !dbg !168
  %109 = load ptr, ptr %5, align 8, !dbg !169
  %110 = getelementptr inbounds i32, ptr %109, i32 1, !dbg !169
  store ptr %110, ptr %5, align 8, !dbg !169
  %111 = load i32, ptr %109, align 4, !dbg !169
  %112 = sext i32 %111 to i64, !dbg !169
  %113 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i64 0, i64 %112, !dbg !169
  %114 = load ptr, ptr %113, align 8, !dbg !169
  br label %244, !dbg !169

115:                                              ; preds = %244
    #dbg_label(!170, !171)
    #dbg_declare(ptr %7, !172, !DIExpression(), !174)
  %116 = load i32, ptr %4, align 4, !dbg !175
  %117 = sub nsw i32 %116, 1, !dbg !176
  %118 = sext i32 %117 to i64, !dbg !177
  %119 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %118, !dbg !177
  %120 = load i64, ptr %119, align 8, !dbg !177
  store i64 %120, ptr %7, align 8, !dbg !174
  %121 = load i32, ptr %4, align 4, !dbg !178
  %122 = sub nsw i32 %121, 2, !dbg !179
  %123 = sext i32 %122 to i64, !dbg !180
  %124 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %123, !dbg !180
  %125 = load i64, ptr %124, align 8, !dbg !180
  %126 = load i32, ptr %4, align 4, !dbg !181
  %127 = sub nsw i32 %126, 1, !dbg !182
  %128 = sext i32 %127 to i64, !dbg !183
  %129 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %128, !dbg !183
  store i64 %125, ptr %129, align 8, !dbg !184
  %130 = load i64, ptr %7, align 8, !dbg !185
  %131 = load i32, ptr %4, align 4, !dbg !186
  %132 = sub nsw i32 %131, 2, !dbg !187
  %133 = sext i32 %132 to i64, !dbg !188
  %134 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %133, !dbg !188
  store i64 %130, ptr %134, align 8, !dbg !189
  %135 = load i64, ptr %6, align 8, !dbg !190
  %136 = add nsw i64 %135, 1, !dbg !190
  store i64 %136, ptr %6, align 8, !dbg !190
  %137 = load ptr, ptr %5, align 8, !dbg !191
  %138 = getelementptr inbounds i32, ptr %137, i32 1, !dbg !191
  store ptr %138, ptr %5, align 8, !dbg !191
  %139 = load i32, ptr %137, align 4, !dbg !191
  %140 = sext i32 %139 to i64, !dbg !191
  %141 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i64 0, i64 %140, !dbg !191
  %142 = load ptr, ptr %141, align 8, !dbg !191
  br label %244, !dbg !191

143:                                              ; preds = %244
    #dbg_label(!192, !193)
    #dbg_declare(ptr %8, !194, !DIExpression(), !196)
  %144 = load ptr, ptr %5, align 8, !dbg !197
  %145 = getelementptr inbounds i32, ptr %144, i32 1, !dbg !197
  store ptr %145, ptr %5, align 8, !dbg !197
  %146 = load i32, ptr %144, align 4, !dbg !198
  store i32 %146, ptr %8, align 4, !dbg !196
  %147 = load i32, ptr %4, align 4, !dbg !199
  %148 = add nsw i32 %147, -1, !dbg !199
  store i32 %148, ptr %4, align 4, !dbg !199
  %149 = load i32, ptr %4, align 4, !dbg !200
  %150 = sext i32 %149 to i64, !dbg !202
  %151 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %150, !dbg !202
  %152 = load i64, ptr %151, align 8, !dbg !202
  %153 = icmp ne i64 %152, 0, !dbg !202
  br i1 %153, label %154, label %159, !dbg !203

154:                                              ; preds = %143
  %155 = load ptr, ptr %2, align 8, !dbg !204
  %156 = load i32, ptr %8, align 4, !dbg !205
  %157 = sext i32 %156 to i64, !dbg !206
  %158 = getelementptr inbounds i32, ptr %155, i64 %157, !dbg !206
  store ptr %158, ptr %5, align 8, !dbg !207
  br label %159, !dbg !208

159:                                              ; preds = %154, %143
  %160 = load i64, ptr %6, align 8, !dbg !209
  %161 = add nsw i64 %160, 1, !dbg !209
  store i64 %161, ptr %6, align 8, !dbg !209
  %162 = load ptr, ptr %5, align 8, !dbg !210
  %163 = getelementptr inbounds i32, ptr %162, i32 1, !dbg !210
  store ptr %163, ptr %5, align 8, !dbg !210
  %164 = load i32, ptr %162, align 4, !dbg !210
  %165 = sext i32 %164 to i64, !dbg !210
  %166 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i64 0, i64 %165, !dbg !210
  %167 = load ptr, ptr %166, align 8, !dbg !210
  br label %244, !dbg !210

168:                                              ; preds = %244
    #dbg_label(!211, !212)
  %169 = load i32, ptr %4, align 4, !dbg !213
  %170 = sub nsw i32 %169, 1, !dbg !214
  %171 = sext i32 %170 to i64, !dbg !215
  %172 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %171, !dbg !215
  %173 = load i64, ptr %172, align 8, !dbg !216
  %174 = add nsw i64 %173, -1, !dbg !216
  store i64 %174, ptr %172, align 8, !dbg !216
  %175 = load i64, ptr %6, align 8, !dbg !217
  %176 = add nsw i64 %175, 1, !dbg !217
  store i64 %176, ptr %6, align 8, !dbg !217
  %177 = load ptr, ptr %5, align 8, !dbg !218
  %178 = getelementptr inbounds i32, ptr %177, i32 1, !dbg !218
  store ptr %178, ptr %5, align 8, !dbg !218
  %179 = load i32, ptr %177, align 4, !dbg !218
  %180 = sext i32 %179 to i64, !dbg !218
  %181 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i64 0, i64 %180, !dbg !218
  %182 = load ptr, ptr %181, align 8, !dbg !218
  br label %244, !dbg !218

183:                                              ; preds = %244
    #dbg_label(!219, !220)
  %184 = load i32, ptr %4, align 4, !dbg !221
  %185 = sub nsw i32 %184, 1, !dbg !222
  %186 = sext i32 %185 to i64, !dbg !223
  %187 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %186, !dbg !223
  %188 = load i64, ptr %187, align 8, !dbg !223
  %189 = load i32, ptr %4, align 4, !dbg !224
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %188, i32 noundef %189), !dbg !225
  %191 = load i64, ptr %6, align 8, !dbg !226
  %192 = add nsw i64 %191, 1, !dbg !226
  store i64 %192, ptr %6, align 8, !dbg !226
  %193 = load ptr, ptr %5, align 8, !dbg !227
  %194 = getelementptr inbounds i32, ptr %193, i32 1, !dbg !227
  store ptr %194, ptr %5, align 8, !dbg !227
  %195 = load i32, ptr %193, align 4, !dbg !227
  %196 = sext i32 %195 to i64, !dbg !227
  %197 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i64 0, i64 %196, !dbg !227
  %198 = load ptr, ptr %197, align 8, !dbg !227
  br label %244, !dbg !227

199:                                              ; preds = %244
    #dbg_label(!228, !229)
  %200 = load i32, ptr %4, align 4, !dbg !230
  %201 = sub nsw i32 %200, 2, !dbg !231
  %202 = sext i32 %201 to i64, !dbg !232
  %203 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %202, !dbg !232
  %204 = load i64, ptr %203, align 8, !dbg !232
  %205 = load i32, ptr %4, align 4, !dbg !233
  %206 = sext i32 %205 to i64, !dbg !234
  %207 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %206, !dbg !234
  store i64 %204, ptr %207, align 8, !dbg !235
  %208 = load i32, ptr %4, align 4, !dbg !236
  %209 = add nsw i32 %208, 1, !dbg !236
  store i32 %209, ptr %4, align 4, !dbg !236
  %210 = load i64, ptr %6, align 8, !dbg !237
  %211 = add nsw i64 %210, 1, !dbg !237
  store i64 %211, ptr %6, align 8, !dbg !237
  %212 = load ptr, ptr %5, align 8, !dbg !238
  %213 = getelementptr inbounds i32, ptr %212, i32 1, !dbg !238
  store ptr %213, ptr %5, align 8, !dbg !238
  %214 = load i32, ptr %212, align 4, !dbg !238
  %215 = sext i32 %214 to i64, !dbg !238
  %216 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i64 0, i64 %215, !dbg !238
  %217 = load ptr, ptr %216, align 8, !dbg !238
  br label %244, !dbg !238

218:                                              ; preds = %244
    #dbg_label(!239, !240)
  %219 = load i32, ptr %4, align 4, !dbg !241
  %220 = add nsw i32 %219, -1, !dbg !241
  store i32 %220, ptr %4, align 4, !dbg !241
  %221 = load i64, ptr %6, align 8, !dbg !242
  %222 = add nsw i64 %221, 1, !dbg !242
  store i64 %222, ptr %6, align 8, !dbg !242
  %223 = load ptr, ptr %5, align 8, !dbg !243
  %224 = getelementptr inbounds i32, ptr %223, i32 1, !dbg !243
  store ptr %224, ptr %5, align 8, !dbg !243
  %225 = load i32, ptr %223, align 4, !dbg !243
  %226 = sext i32 %225 to i64, !dbg !243
  %227 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i64 0, i64 %226, !dbg !243
  %228 = load ptr, ptr %227, align 8, !dbg !243
  br label %244, !dbg !243

229:                                              ; preds = %244
    #dbg_label(!244, !245)
  %230 = load i64, ptr %6, align 8, !dbg !246
  %231 = load i32, ptr %4, align 4, !dbg !247
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %230, i32 noundef %231), !dbg !248
  %233 = load i32, ptr %4, align 4, !dbg !249
  %234 = icmp ne i32 %233, 0, !dbg !249
  br i1 %234, label %235, label %241, !dbg !249

235:                                              ; preds = %229
  %236 = load i32, ptr %4, align 4, !dbg !250
  %237 = sub nsw i32 %236, 1, !dbg !251
  %238 = sext i32 %237 to i64, !dbg !252
  %239 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %238, !dbg !252
  %240 = load i64, ptr %239, align 8, !dbg !252
  br label %242, !dbg !249

241:                                              ; preds = %229
  br label %242, !dbg !249

242:                                              ; preds = %241, %235
  %243 = phi i64 [ %240, %235 ], [ 0, %241 ], !dbg !249
  ret i64 %243, !dbg !253

244:                                              ; preds = %218, %199, %183, %168, %159, %115, %96, %75, %54, %33, %16, %1
  %245 = phi ptr [ %15, %1 ], [ %32, %16 ], [ %53, %33 ], [ %74, %54 ], [ %95, %75 ], [ %114, %96 ], [ %142, %115 ], [ %167, %159 ], [ %182, %168 ], [ %198, %183 ], [ %217, %199 ], [ %228, %218 ]
  indirectbr ptr %245, [label %16, label %33, label %54, label %75, label %96, label %115, label %143, label %168, label %183, label %199, label %218, label %229]
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) #0 !dbg !254 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [3 x ptr], align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !257, !DIExpression(), !258)
    #dbg_declare(ptr %4, !259, !DIExpression(), !263)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.classify.targets, i64 24, i1 false), !dbg !263
    #dbg_declare(ptr %5, !264, !DIExpression(), !265)
  %6 = load i32, ptr %3, align 4, !dbg !266
  %7 = icmp sgt i32 %6, 0, !dbg !267
  %8 = zext i1 %7 to i32, !dbg !267
  %9 = load i32, ptr %3, align 4, !dbg !268
  %10 = icmp slt i32 %9, 0, !dbg !269
  %11 = zext i1 %10 to i32, !dbg !269
  %12 = sub nsw i32 %8, %11, !dbg !270
  %13 = add nsw i32 %12, 1, !dbg !271
  store i32 %13, ptr %5, align 4, !dbg !265
  %14 = load i32, ptr %5, align 4, !dbg !272
  %15 = sext i32 %14 to i64, !dbg !273
  %16 = getelementptr inbounds [3 x ptr], ptr %4, i64 0, i64 %15, !dbg !273
  %17 = load ptr, ptr %16, align 8, !dbg !273
  br label %25, !dbg !274

18:                                               ; preds = %25
    #dbg_label(!275, !276)
  store i32 -100, ptr %2, align 4, !dbg !277
  br label %23, !dbg !277

19:                                               ; preds = %25
    #dbg_label(!278, !279)
  store i32 0, ptr %2, align 4, !dbg !280
  br label %23, !dbg !280

20:                                               ; preds = %25
    #dbg_label(!281, !282)
  %21 = load i32, ptr %3, align 4, !dbg !283
  %22 = add nsw i32 100, %21, !dbg !284
  store i32 %22, ptr %2, align 4, !dbg !285
  br label %23, !dbg !285

23:                                               ; preds = %20, %19, %18
  %24 = load i32, ptr %2, align 4, !dbg !286
  ret i32 %24, !dbg !286

25:                                               ; preds = %1
  %26 = phi ptr [ %17, %1 ]
  indirectbr ptr %26, [label %18, label %19, label %20]
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!33}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "computed_goto.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "7099b99fbd79cc763ee457c4748a064f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 6)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 17)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "dispatch", scope: !26, file: !2, line: 9, type: !43, isLocal: true, isDefinition: true)
!26 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 8, type: !27, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, retainedNodes: !42)
!27 = !DISubroutineType(types: !28)
!28 = !{!29, !30}
!29 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !34, splitDebugInlining: false, nameTableKind: None)
!34 = !{!0, !7, !9, !14, !19, !24, !35, !37}
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !21, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 31)
!42 = !{}
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 768, elements: !5)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"frame-pointer", i32 2}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 93, type: !55, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !42)
!55 = !DISubroutineType(types: !56)
!56 = !{!32}
!57 = !DILocalVariable(name: "fact", scope: !54, file: !2, line: 95, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 640, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 20)
!61 = !DILocation(line: 95, column: 15, scope: !54)
!62 = !DILocation(line: 99, column: 5, scope: !54)
!63 = !DILocation(line: 100, column: 32, scope: !54)
!64 = !DILocation(line: 100, column: 28, scope: !54)
!65 = !DILocation(line: 100, column: 5, scope: !54)
!66 = !DILocalVariable(name: "sum", scope: !54, file: !2, line: 102, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 480, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 15)
!70 = !DILocation(line: 102, column: 15, scope: !54)
!71 = !DILocation(line: 105, column: 5, scope: !54)
!72 = !DILocation(line: 106, column: 32, scope: !54)
!73 = !DILocation(line: 106, column: 28, scope: !54)
!74 = !DILocation(line: 106, column: 5, scope: !54)
!75 = !DILocalVariable(name: "arith", scope: !54, file: !2, line: 107, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 320, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 10)
!79 = !DILocation(line: 107, column: 15, scope: !54)
!80 = !DILocation(line: 109, column: 5, scope: !54)
!81 = !DILocation(line: 110, column: 32, scope: !54)
!82 = !DILocation(line: 110, column: 28, scope: !54)
!83 = !DILocation(line: 110, column: 5, scope: !54)
!84 = !DILocalVariable(name: "x", scope: !85, file: !2, line: 111, type: !32)
!85 = distinct !DILexicalBlock(scope: !54, file: !2, line: 111, column: 5)
!86 = !DILocation(line: 111, column: 14, scope: !85)
!87 = !DILocation(line: 111, column: 10, scope: !85)
!88 = !DILocation(line: 111, column: 22, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !2, line: 111, column: 5)
!90 = !DILocation(line: 111, column: 24, scope: !89)
!91 = !DILocation(line: 111, column: 5, scope: !85)
!92 = !DILocation(line: 112, column: 37, scope: !89)
!93 = !DILocation(line: 112, column: 49, scope: !89)
!94 = !DILocation(line: 112, column: 40, scope: !89)
!95 = !DILocation(line: 112, column: 9, scope: !89)
!96 = !DILocation(line: 111, column: 31, scope: !89)
!97 = !DILocation(line: 111, column: 5, scope: !89)
!98 = distinct !{!98, !91, !99, !100}
!99 = !DILocation(line: 112, column: 51, scope: !85)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 113, column: 5, scope: !54)
!102 = !DILocalVariable(name: "code", arg: 1, scope: !26, file: !2, line: 8, type: !30)
!103 = !DILocation(line: 8, column: 28, scope: !26)
!104 = !DILocalVariable(name: "stack", scope: !26, file: !2, line: 12, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 4096, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 64)
!108 = !DILocation(line: 12, column: 10, scope: !26)
!109 = !DILocalVariable(name: "sp", scope: !26, file: !2, line: 13, type: !32)
!110 = !DILocation(line: 13, column: 9, scope: !26)
!111 = !DILocalVariable(name: "pc", scope: !26, file: !2, line: 14, type: !30)
!112 = !DILocation(line: 14, column: 16, scope: !26)
!113 = !DILocation(line: 14, column: 21, scope: !26)
!114 = !DILocalVariable(name: "steps", scope: !26, file: !2, line: 15, type: !29)
!115 = !DILocation(line: 15, column: 10, scope: !26)
!116 = !DILocation(line: 17, column: 5, scope: !26)
!117 = !DILabel(scope: !26, name: "do_push", file: !2, line: 18)
!118 = !DILocation(line: 18, column: 1, scope: !26)
!119 = !DILocation(line: 19, column: 22, scope: !26)
!120 = !DILocation(line: 19, column: 19, scope: !26)
!121 = !DILocation(line: 19, column: 13, scope: !26)
!122 = !DILocation(line: 19, column: 5, scope: !26)
!123 = !DILocation(line: 19, column: 17, scope: !26)
!124 = !DILocation(line: 20, column: 10, scope: !26)
!125 = !DILocation(line: 21, column: 5, scope: !26)
!126 = !DILabel(scope: !26, name: "do_add", file: !2, line: 22)
!127 = !DILocation(line: 22, column: 1, scope: !26)
!128 = !DILocation(line: 23, column: 7, scope: !26)
!129 = !DILocation(line: 24, column: 28, scope: !26)
!130 = !DILocation(line: 24, column: 22, scope: !26)
!131 = !DILocation(line: 24, column: 11, scope: !26)
!132 = !DILocation(line: 24, column: 14, scope: !26)
!133 = !DILocation(line: 24, column: 5, scope: !26)
!134 = !DILocation(line: 24, column: 19, scope: !26)
!135 = !DILocation(line: 25, column: 10, scope: !26)
!136 = !DILocation(line: 26, column: 5, scope: !26)
!137 = !DILabel(scope: !26, name: "do_sub", file: !2, line: 27)
!138 = !DILocation(line: 27, column: 1, scope: !26)
!139 = !DILocation(line: 28, column: 7, scope: !26)
!140 = !DILocation(line: 29, column: 28, scope: !26)
!141 = !DILocation(line: 29, column: 22, scope: !26)
!142 = !DILocation(line: 29, column: 11, scope: !26)
!143 = !DILocation(line: 29, column: 14, scope: !26)
!144 = !DILocation(line: 29, column: 5, scope: !26)
!145 = !DILocation(line: 29, column: 19, scope: !26)
!146 = !DILocation(line: 30, column: 10, scope: !26)
!147 = !DILocation(line: 31, column: 5, scope: !26)
!148 = !DILabel(scope: !26, name: "do_mul", file: !2, line: 32)
!149 = !DILocation(line: 32, column: 1, scope: !26)
!150 = !DILocation(line: 33, column: 7, scope: !26)
!151 = !DILocation(line: 34, column: 28, scope: !26)
!152 = !DILocation(line: 34, column: 22, scope: !26)
!153 = !DILocation(line: 34, column: 11, scope: !26)
!154 = !DILocation(line: 34, column: 14, scope: !26)
!155 = !DILocation(line: 34, column: 5, scope: !26)
!156 = !DILocation(line: 34, column: 19, scope: !26)
!157 = !DILocation(line: 35, column: 10, scope: !26)
!158 = !DILocation(line: 36, column: 5, scope: !26)
!159 = !DILabel(scope: !26, name: "do_dup", file: !2, line: 37)
!160 = !DILocation(line: 37, column: 1, scope: !26)
!161 = !DILocation(line: 38, column: 23, scope: !26)
!162 = !DILocation(line: 38, column: 26, scope: !26)
!163 = !DILocation(line: 38, column: 17, scope: !26)
!164 = !DILocation(line: 38, column: 11, scope: !26)
!165 = !DILocation(line: 38, column: 5, scope: !26)
!166 = !DILocation(line: 38, column: 15, scope: !26)
!167 = !DILocation(line: 39, column: 7, scope: !26)
!168 = !DILocation(line: 40, column: 10, scope: !26)
!169 = !DILocation(line: 41, column: 5, scope: !26)
!170 = !DILabel(scope: !26, name: "do_swap", file: !2, line: 42)
!171 = !DILocation(line: 42, column: 1, scope: !26)
!172 = !DILocalVariable(name: "t", scope: !173, file: !2, line: 43, type: !29)
!173 = distinct !DILexicalBlock(scope: !26, file: !2, line: 42, column: 10)
!174 = !DILocation(line: 43, column: 10, scope: !173)
!175 = !DILocation(line: 43, column: 20, scope: !173)
!176 = !DILocation(line: 43, column: 23, scope: !173)
!177 = !DILocation(line: 43, column: 14, scope: !173)
!178 = !DILocation(line: 44, column: 27, scope: !173)
!179 = !DILocation(line: 44, column: 30, scope: !173)
!180 = !DILocation(line: 44, column: 21, scope: !173)
!181 = !DILocation(line: 44, column: 11, scope: !173)
!182 = !DILocation(line: 44, column: 14, scope: !173)
!183 = !DILocation(line: 44, column: 5, scope: !173)
!184 = !DILocation(line: 44, column: 19, scope: !173)
!185 = !DILocation(line: 45, column: 21, scope: !173)
!186 = !DILocation(line: 45, column: 11, scope: !173)
!187 = !DILocation(line: 45, column: 14, scope: !173)
!188 = !DILocation(line: 45, column: 5, scope: !173)
!189 = !DILocation(line: 45, column: 19, scope: !173)
!190 = !DILocation(line: 46, column: 10, scope: !173)
!191 = !DILocation(line: 47, column: 5, scope: !173)
!192 = !DILabel(scope: !26, name: "do_jnz", file: !2, line: 49)
!193 = !DILocation(line: 49, column: 1, scope: !26)
!194 = !DILocalVariable(name: "target", scope: !195, file: !2, line: 50, type: !32)
!195 = distinct !DILexicalBlock(scope: !26, file: !2, line: 49, column: 9)
!196 = !DILocation(line: 50, column: 9, scope: !195)
!197 = !DILocation(line: 50, column: 21, scope: !195)
!198 = !DILocation(line: 50, column: 18, scope: !195)
!199 = !DILocation(line: 51, column: 7, scope: !195)
!200 = !DILocation(line: 52, column: 15, scope: !201)
!201 = distinct !DILexicalBlock(scope: !195, file: !2, line: 52, column: 9)
!202 = !DILocation(line: 52, column: 9, scope: !201)
!203 = !DILocation(line: 52, column: 9, scope: !195)
!204 = !DILocation(line: 53, column: 14, scope: !201)
!205 = !DILocation(line: 53, column: 21, scope: !201)
!206 = !DILocation(line: 53, column: 19, scope: !201)
!207 = !DILocation(line: 53, column: 12, scope: !201)
!208 = !DILocation(line: 53, column: 9, scope: !201)
!209 = !DILocation(line: 54, column: 10, scope: !195)
!210 = !DILocation(line: 55, column: 5, scope: !195)
!211 = !DILabel(scope: !26, name: "do_dec", file: !2, line: 57)
!212 = !DILocation(line: 57, column: 1, scope: !26)
!213 = !DILocation(line: 58, column: 11, scope: !26)
!214 = !DILocation(line: 58, column: 14, scope: !26)
!215 = !DILocation(line: 58, column: 5, scope: !26)
!216 = !DILocation(line: 58, column: 18, scope: !26)
!217 = !DILocation(line: 59, column: 10, scope: !26)
!218 = !DILocation(line: 60, column: 5, scope: !26)
!219 = !DILabel(scope: !26, name: "do_print", file: !2, line: 61)
!220 = !DILocation(line: 61, column: 1, scope: !26)
!221 = !DILocation(line: 62, column: 39, scope: !26)
!222 = !DILocation(line: 62, column: 42, scope: !26)
!223 = !DILocation(line: 62, column: 33, scope: !26)
!224 = !DILocation(line: 62, column: 48, scope: !26)
!225 = !DILocation(line: 62, column: 5, scope: !26)
!226 = !DILocation(line: 63, column: 10, scope: !26)
!227 = !DILocation(line: 64, column: 5, scope: !26)
!228 = !DILabel(scope: !26, name: "do_over", file: !2, line: 65)
!229 = !DILocation(line: 65, column: 1, scope: !26)
!230 = !DILocation(line: 66, column: 23, scope: !26)
!231 = !DILocation(line: 66, column: 26, scope: !26)
!232 = !DILocation(line: 66, column: 17, scope: !26)
!233 = !DILocation(line: 66, column: 11, scope: !26)
!234 = !DILocation(line: 66, column: 5, scope: !26)
!235 = !DILocation(line: 66, column: 15, scope: !26)
!236 = !DILocation(line: 67, column: 7, scope: !26)
!237 = !DILocation(line: 68, column: 10, scope: !26)
!238 = !DILocation(line: 69, column: 5, scope: !26)
!239 = !DILabel(scope: !26, name: "do_drop", file: !2, line: 70)
!240 = !DILocation(line: 70, column: 1, scope: !26)
!241 = !DILocation(line: 71, column: 7, scope: !26)
!242 = !DILocation(line: 72, column: 10, scope: !26)
!243 = !DILocation(line: 73, column: 5, scope: !26)
!244 = !DILabel(scope: !26, name: "do_halt", file: !2, line: 74)
!245 = !DILocation(line: 74, column: 1, scope: !26)
!246 = !DILocation(line: 75, column: 47, scope: !26)
!247 = !DILocation(line: 75, column: 54, scope: !26)
!248 = !DILocation(line: 75, column: 5, scope: !26)
!249 = !DILocation(line: 76, column: 12, scope: !26)
!250 = !DILocation(line: 76, column: 23, scope: !26)
!251 = !DILocation(line: 76, column: 26, scope: !26)
!252 = !DILocation(line: 76, column: 17, scope: !26)
!253 = !DILocation(line: 76, column: 5, scope: !26)
!254 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 81, type: !255, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, retainedNodes: !42)
!255 = !DISubroutineType(types: !256)
!256 = !{!32, !32}
!257 = !DILocalVariable(name: "x", arg: 1, scope: !254, file: !2, line: 81, type: !32)
!258 = !DILocation(line: 81, column: 25, scope: !254)
!259 = !DILocalVariable(name: "targets", scope: !254, file: !2, line: 82, type: !260)
!260 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 192, elements: !261)
!261 = !{!262}
!262 = !DISubrange(count: 3)
!263 = !DILocation(line: 82, column: 11, scope: !254)
!264 = !DILocalVariable(name: "idx", scope: !254, file: !2, line: 83, type: !32)
!265 = !DILocation(line: 83, column: 9, scope: !254)
!266 = !DILocation(line: 83, column: 16, scope: !254)
!267 = !DILocation(line: 83, column: 18, scope: !254)
!268 = !DILocation(line: 83, column: 26, scope: !254)
!269 = !DILocation(line: 83, column: 28, scope: !254)
!270 = !DILocation(line: 83, column: 23, scope: !254)
!271 = !DILocation(line: 83, column: 33, scope: !254)
!272 = !DILocation(line: 84, column: 19, scope: !254)
!273 = !DILocation(line: 84, column: 11, scope: !254)
!274 = !DILocation(line: 84, column: 5, scope: !254)
!275 = !DILabel(scope: !254, name: "neg", file: !2, line: 85)
!276 = !DILocation(line: 85, column: 1, scope: !254)
!277 = !DILocation(line: 86, column: 5, scope: !254)
!278 = !DILabel(scope: !254, name: "zero", file: !2, line: 87)
!279 = !DILocation(line: 87, column: 1, scope: !254)
!280 = !DILocation(line: 88, column: 5, scope: !254)
!281 = !DILabel(scope: !254, name: "pos", file: !2, line: 89)
!282 = !DILocation(line: 89, column: 1, scope: !254)
!283 = !DILocation(line: 90, column: 18, scope: !254)
!284 = !DILocation(line: 90, column: 16, scope: !254)
!285 = !DILocation(line: 90, column: 5, scope: !254)
!286 = !DILocation(line: 91, column: 1, scope: !254)
