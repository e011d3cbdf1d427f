; ModuleID = 'computed_goto.c'
source_filename = "computed_goto.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@__const.main.fact = private unnamed_addr constant [20 x i32] [i32 0, i32 1, i32 0, i32 10, i32 4, i32 6, i32 8, i32 11, i32 5, i32 9, i32 3, i32 5, i32 7, i32 8, i32 4, i32 6, i32 8, i32 10, i32 8, i32 11], align 4
@.str = private unnamed_addr constant [12 x i8] c"factorial:\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"result %ld\0A\00", align 1, !dbg !7
@__const.main.sum = private unnamed_addr constant [15 x i32] [i32 0, i32 0, i32 0, i32 100, i32 5, i32 9, i32 1, i32 5, i32 7, i32 4, i32 6, i32 4, i32 10, i32 8, i32 11], align 4
@.str.2 = private unnamed_addr constant [6 x i8] c"sum:\0A\00", align 1, !dbg !9
@__const.main.arith = private unnamed_addr constant [10 x i32] [i32 0, i32 7, i32 0, i32 6, i32 3, i32 0, i32 50, i32 2, i32 8, i32 11], align 4
@.str.3 = private unnamed_addr constant [8 x i8] c"arith:\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [17 x i8] c"classify(%d)=%d\0A\00", align 1, !dbg !19
@run.dispatch = internal constant [12 x ptr] [ptr blockaddress(@run, %15), ptr blockaddress(@run, %29), ptr blockaddress(@run, %47), ptr blockaddress(@run, %65), ptr blockaddress(@run, %83), ptr blockaddress(@run, %99), ptr blockaddress(@run, %122), ptr blockaddress(@run, %144), ptr blockaddress(@run, %157), ptr blockaddress(@run, %171), ptr blockaddress(@run, %187), ptr blockaddress(@run, %197)], align 4, !dbg !24
@.str.5 = private unnamed_addr constant [17 x i8] c"  top=%ld sp=%d\0A\00", align 1, !dbg !35
@.str.6 = private unnamed_addr constant [31 x i8] c"  halt after %ld steps, sp=%d\0A\00", align 1, !dbg !37
@__const.classify.targets = private unnamed_addr constant [3 x ptr] [ptr blockaddress(@classify, %17), ptr blockaddress(@classify, %18), ptr blockaddress(@classify, %19)], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !55 {
  %1 = alloca i32, align 4
  %2 = alloca [20 x i32], align 4
  %3 = alloca [15 x i32], align 4
  %4 = alloca [10 x i32], align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !58, !DIExpression(), !62)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %2, ptr align 4 @__const.main.fact, i32 80, i1 false), !dbg !62
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str), !dbg !63
  %7 = getelementptr inbounds [20 x i32], ptr %2, i32 0, i32 0, !dbg !64
  %8 = call i32 @run(ptr noundef %7), !dbg !65
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %8), !dbg !66
    #dbg_declare(ptr %3, !67, !DIExpression(), !71)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.sum, i32 60, i1 false), !dbg !71
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !72
  %11 = getelementptr inbounds [15 x i32], ptr %3, i32 0, i32 0, !dbg !73
  %12 = call i32 @run(ptr noundef %11), !dbg !74
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %12), !dbg !75
    #dbg_declare(ptr %4, !76, !DIExpression(), !80)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 @__const.main.arith, i32 40, i1 false), !dbg !80
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.3), !dbg !81
  %15 = getelementptr inbounds [10 x i32], ptr %4, i32 0, i32 0, !dbg !82
  %16 = call i32 @run(ptr noundef %15), !dbg !83
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %16), !dbg !84
    #dbg_declare(ptr %5, !85, !DIExpression(), !87)
  store i32 -2, ptr %5, align 4, !dbg !87
  br label %18, !dbg !88

18:                                               ; preds = %26, %0
  %19 = load i32, ptr %5, align 4, !dbg !89
  %20 = icmp sle i32 %19, 2, !dbg !91
  br i1 %20, label %21, label %29, !dbg !92

21:                                               ; preds = %18
  %22 = load i32, ptr %5, align 4, !dbg !93
  %23 = load i32, ptr %5, align 4, !dbg !94
  %24 = call i32 @classify(i32 noundef %23), !dbg !95
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %22, i32 noundef %24), !dbg !96
  br label %26, !dbg !96

26:                                               ; preds = %21
  %27 = load i32, ptr %5, align 4, !dbg !97
  %28 = add nsw i32 %27, 1, !dbg !97
  store i32 %28, ptr %5, align 4, !dbg !97
  br label %18, !dbg !98, !llvm.loop !99

29:                                               ; preds = %18
  ret i32 0, !dbg !102
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run(ptr noundef %0) #0 !dbg !26 {
  %2 = alloca ptr, align 4
  %3 = alloca [64 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !103, !DIExpression(), !104)
    #dbg_declare(ptr %3, !105, !DIExpression(), !109)
    #dbg_declare(ptr %4, !110, !DIExpression(), !111)
  store i32 0, ptr %4, align 4, !dbg !111
    #dbg_declare(ptr %5, !112, !DIExpression(), !113)
  %9 = load ptr, ptr %2, align 4, !dbg !114
  store ptr %9, ptr %5, align 4, !dbg !113
    #dbg_declare(ptr %6, !115, !DIExpression(), !116)
  store i32 0, ptr %6, align 4, !dbg !116
  %10 = load ptr, ptr %5, align 4, !dbg !117
  %11 = getelementptr inbounds i32, ptr %10, i32 1, !dbg !117
  store ptr %11, ptr %5, align 4, !dbg !117
  %12 = load i32, ptr %10, align 4, !dbg !117
  %13 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i32 0, i32 %12, !dbg !117
  %14 = load ptr, ptr %13, align 4, !dbg !117
  br label %211, !dbg !117

15:                                               ; preds = %211
    #dbg_label(!118, !119)
  %16 = load ptr, ptr %5, align 4, !dbg !120
  %17 = getelementptr inbounds i32, ptr %16, i32 1, !dbg !120
  store ptr %17, ptr %5, align 4, !dbg !120
  %18 = load i32, ptr %16, align 4, !dbg !121
  %19 = load i32, ptr %4, align 4, !dbg !122
  %20 = add nsw i32 %19, 1, !dbg !122
  store i32 %20, ptr %4, align 4, !dbg !122
  %21 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %19, !dbg !123
  store i32 %18, ptr %21, align 4, !dbg !124
  %22 = load i32, ptr %6, align 4, !dbg !125
  %23 = add nsw i32 %22, 1, !dbg !125
  store i32 %23, ptr %6, align 4, !dbg !125
  %24 = load ptr, ptr %5, align 4, !dbg !126
  %25 = getelementptr inbounds i32, ptr %24, i32 1, !dbg !126
  store ptr %25, ptr %5, align 4, !dbg !126
  %26 = load i32, ptr %24, align 4, !dbg !126
  %27 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i32 0, i32 %26, !dbg !126
  %28 = load ptr, ptr %27, align 4, !dbg !126
  br label %211, !dbg !126

29:                                               ; preds = %211
    #dbg_label(!127, !128)
  %30 = load i32, ptr %4, align 4, !dbg !129
  %31 = add nsw i32 %30, -1, !dbg !129
  store i32 %31, ptr %4, align 4, !dbg !129
  %32 = load i32, ptr %4, align 4, !dbg !130
  %33 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %32, !dbg !131
  %34 = load i32, ptr %33, align 4, !dbg !131
  %35 = load i32, ptr %4, align 4, !dbg !132
  %36 = sub nsw i32 %35, 1, !dbg !133
  %37 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %36, !dbg !134
  %38 = load i32, ptr %37, align 4, !dbg !135
  %39 = add nsw i32 %38, %34, !dbg !135
  store i32 %39, ptr %37, align 4, !dbg !135
  %40 = load i32, ptr %6, align 4, !dbg !136
  %41 = add nsw i32 %40, 1, !dbg !136
  store i32 %41, ptr %6, align 4, !dbg !136
  %42 = load ptr, ptr %5, align 4, !dbg !137
  %43 = getelementptr inbounds i32, ptr %42, i32 1, !dbg !137
  store ptr %43, ptr %5, align 4, !dbg !137
  %44 = load i32, ptr %42, align 4, !dbg !137
  %45 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i32 0, i32 %44, !dbg !137
  %46 = load ptr, ptr %45, align 4, !dbg !137
  br label %211, !dbg !137

47:                                               ; preds = %211
    #dbg_label(!138, !139)
  %48 = load i32, ptr %4, align 4, !dbg !140
  %49 = add nsw i32 %48, -1, !dbg !140
  store i32 %49, ptr %4, align 4, !dbg !140
  %50 = load i32, ptr %4, align 4, !dbg !141
  %51 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %50, !dbg !142
  %52 = load i32, ptr %51, align 4, !dbg !142
  %53 = load i32, ptr %4, align 4, !dbg !143
  %54 = sub nsw i32 %53, 1, !dbg !144
  %55 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %54, !dbg !145
  %56 = load i32, ptr %55, align 4, !dbg !146
  %57 = sub nsw i32 %56, %52, !dbg !146
  store i32 %57, ptr %55, align 4, !dbg !146
  %58 = load i32, ptr %6, align 4, !dbg !147
  %59 = add nsw i32 %58, 1, !dbg !147
  store i32 %59, ptr %6, align 4, !dbg !147
  %60 = load ptr, ptr %5, align 4, !dbg !148
  %61 = getelementptr inbounds i32, ptr %60, i32 1, !dbg !148
  store ptr %61, ptr %5, align 4, !dbg !148
  %62 = load i32, ptr %60, align 4, !dbg !148
  %63 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i32 0, i32 %62, !dbg !148
  %64 = load ptr, ptr %63, align 4, !dbg !148
  br label %211, !dbg !148

65:                                               ; preds = %211
    #dbg_label(!149, !150)
  %66 = load i32, ptr %4, align 4, !dbg !151
  %67 = add nsw i32 %66, -1, !dbg !151
  store i32 %67, ptr %4, align 4, !dbg !151
  %68 = load i32, ptr %4, align 4, !dbg !152
  %69 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %68, !dbg !153
  %70 = load i32, ptr %69, align 4, !dbg !153
  %71 = load i32, ptr %4, align 4, !dbg !154
  %72 = sub nsw i32 %71, 1, !dbg !155
  %73 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %72, !dbg !156
  %74 = load i32, ptr %73, align 4, !dbg !157
  %75 = mul nsw i32 %74, %70, !dbg !157
  store i32 %75, ptr %73, align 4, !dbg !157
  %76 = load i32, ptr %6, align 4, !dbg !158
  %77 = add nsw i32 %76, 1, !dbg !158
  store i32 %77, ptr %6, align 4, !dbg !158
  %78 = load ptr, ptr %5, align 4, !dbg !159
  %79 = getelementptr inbounds i32, ptr %78, i32 1, !dbg !159
  store ptr %79, ptr %5, align 4, !dbg !159
  %80 = load i32, ptr %78, align 4, !dbg !159
  %81 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i32 0, i32 %80, !dbg !159
  %82 = load ptr, ptr %81, align 4, !dbg !159
  br label %211, !dbg !159

83:                                               ; preds = %211
    #dbg_label(!160, !161)
  %84 = load i32, ptr %4, align 4, !dbg !162
  %85 = sub nsw i32 %84, 1, !dbg !163
  %86 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %85, !dbg !164
  %87 = load i32, ptr %86, align 4, !dbg !164
  %88 = load i32, ptr %4, align 4, !dbg !165
  %89 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %88, !dbg !166
  store i32 %87, ptr %89, align 4, !dbg !167
  %90 = load i32, ptr %4, align 4, !dbg !168
  %91 = add nsw i32 %90, 1, !dbg !168
  store i32 %91, ptr %4, align 4, !dbg !168
  %92 = load i32, ptr %6, align 4, !dbg !169
  %93 = add nsw i32 %92, 1, !dbg !169
  store i32 %93, ptr %6, align 4, !dbg !169
  %94 = load ptr, ptr %5, align 4, !dbg !170
  %95 = getelementptr inbounds i32, ptr %94, i32 1, !dbg !170
  store ptr %95, ptr %5, align 4, !dbg !170
  %96 = load i32, ptr %94, align 4, !dbg !170
  %97 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i32 0, i32 %96, !dbg !170
  %98 = load ptr, ptr %97, align 4, !dbg !170
  br label %211, !dbg !170

99:                                               ; preds = %211
    #dbg_label(!171, !172)
    #dbg_declare(ptr %7, !173, !DIExpression(), !175)
  %100 = load i32, ptr %4, align 4, !dbg !176
  %101 = sub nsw i32 %100, 1, !dbg !177
  %102 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %101, !dbg !178
  %103 = load i32, ptr %102, align 4, !dbg !178
  store i32 %103, ptr %7, align 4, !dbg !175
  %104 = load i32, ptr %4, align 4, !dbg !179
  %105 = sub nsw i32 %104, 2, !dbg !180
  %106 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %105, !dbg !181
  %107 = load i32, ptr %106, align 4, !dbg !181
  %108 = load i32, ptr %4, align 4, !dbg !182
  %109 = sub nsw i32 %108, 1, !dbg !183
  %110 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %109, !dbg !184
  store i32 %107, ptr %110, align 4, !dbg !185
  %111 = load i32, ptr %7, align 4, !dbg !186
  %112 = load i32, ptr %4, align 4, !dbg !187
  %113 = sub nsw i32 %112, 2, !dbg !188
  %114 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %113, !dbg !189
  store i32 %111, ptr %114, align 4, !dbg !190
  %115 = load i32, ptr %6, align 4, !dbg !191
  %116 = add nsw i32 %115, 1, !dbg !191
  store i32 %116, ptr %6, align 4, !dbg !191
  %117 = load ptr, ptr %5, align 4, !dbg !192
  %118 = getelementptr inbounds i32, ptr %117, i32 1, !dbg !192
  store ptr %118, ptr %5, align 4, !dbg !192
  %119 = load i32, ptr %117, align 4, !dbg !192
  %120 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i32 0, i32 %119, !dbg !192
  %121 = load ptr, ptr %120, align 4, !dbg !192
  br label %211, !dbg !192

122:                                              ; preds = %211
    #dbg_label(!193, !194)
    #dbg_declare(ptr %8, !195, !DIExpression(), !197)
  %123 = load ptr, ptr %5, align 4, !dbg !198
  %124 = getelementptr inbounds i32, ptr %123, i32 1, !dbg !198
  store ptr %124, ptr %5, align 4, !dbg !198
  %125 = load i32, ptr %123, align 4, !dbg !199
  store i32 %125, ptr %8, align 4, !dbg !197
  %126 = load i32, ptr %4, align 4, !dbg !200
  %127 = add nsw i32 %126, -1, !dbg !200
  store i32 %127, ptr %4, align 4, !dbg !200
  %128 = load i32, ptr %4, align 4, !dbg !201
  %129 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %128, !dbg !203
  %130 = load i32, ptr %129, align 4, !dbg !203
  %131 = icmp ne i32 %130, 0, !dbg !203
  br i1 %131, label %132, label %136, !dbg !204

132:                                              ; preds = %122
  %133 = load ptr, ptr %2, align 4, !dbg !205
  %134 = load i32, ptr %8, align 4, !dbg !206
  %135 = getelementptr inbounds i32, ptr %133, i32 %134, !dbg !207
  store ptr %135, ptr %5, align 4, !dbg !208
  br label %136, !dbg !209

136:                                              ; preds = %132, %122
  %137 = load i32, ptr %6, align 4, !dbg !210
  %138 = add nsw i32 %137, 1, !dbg !210
  store i32 %138, ptr %6, align 4, !dbg !210
  %139 = load ptr, ptr %5, align 4, !dbg !211
  %140 = getelementptr inbounds i32, ptr %139, i32 1, !dbg !211
  store ptr %140, ptr %5, align 4, !dbg !211
  %141 = load i32, ptr %139, align 4, !dbg !211
  %142 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i32 0, i32 %141, !dbg !211
  %143 = load ptr, ptr %142, align 4, !dbg !211
  br label %211, !dbg !211

144:                                              ; preds = %211
    #dbg_label(!212, !213)
  %145 = load i32, ptr %4, align 4, !dbg !214
  %146 = sub nsw i32 %145, 1, !dbg !215
  %147 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %146, !dbg !216
  %148 = load i32, ptr %147, align 4, !dbg !217
  %149 = add nsw i32 %148, -1, !dbg !217
  store i32 %149, ptr %147, align 4, !dbg !217
  %150 = load i32, ptr %6, align 4, !dbg !218
  %151 = add nsw i32 %150, 1, !dbg !218
  store i32 %151, ptr %6, align 4, !dbg !218
  %152 = load ptr, ptr %5, align 4, !dbg !219
  %153 = getelementptr inbounds i32, ptr %152, i32 1, !dbg !219
  store ptr %153, ptr %5, align 4, !dbg !219
  %154 = load i32, ptr %152, align 4, !dbg !219
  %155 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i32 0, i32 %154, !dbg !219
  %156 = load ptr, ptr %155, align 4, !dbg !219
  br label %211, !dbg !219

157:                                              ; preds = %211
    #dbg_label(!220, !221)
  %158 = load i32, ptr %4, align 4, !dbg !222
  %159 = sub nsw i32 %158, 1, !dbg !223
  %160 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %159, !dbg !224
  %161 = load i32, ptr %160, align 4, !dbg !224
  %162 = load i32, ptr %4, align 4, !dbg !225
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %161, i32 noundef %162), !dbg !226
  %164 = load i32, ptr %6, align 4, !dbg !227
  %165 = add nsw i32 %164, 1, !dbg !227
  store i32 %165, ptr %6, align 4, !dbg !227
  %166 = load ptr, ptr %5, align 4, !dbg !228
  %167 = getelementptr inbounds i32, ptr %166, i32 1, !dbg !228
  store ptr %167, ptr %5, align 4, !dbg !228
  %168 = load i32, ptr %166, align 4, !dbg !228
  %169 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i32 0, i32 %168, !dbg !228
  %170 = load ptr, ptr %169, align 4, !dbg !228
  br label %211, !dbg !228

171:                                              ; preds = %211
    #dbg_label(!229, !230)
  %172 = load i32, ptr %4, align 4, !dbg !231
  %173 = sub nsw i32 %172, 2, !dbg !232
  %174 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %173, !dbg !233
  %175 = load i32, ptr %174, align 4, !dbg !233
  %176 = load i32, ptr %4, align 4, !dbg !234
  %177 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %176, !dbg !235
  store i32 %175, ptr %177, align 4, !dbg !236
  %178 = load i32, ptr %4, align 4, !dbg !237
  %179 = add nsw i32 %178, 1, !dbg !237
  store i32 %179, ptr %4, align 4, !dbg !237
  %180 = load i32, ptr %6, align 4, !dbg !238
  %181 = add nsw i32 %180, 1, !dbg !238
  store i32 %181, ptr %6, align 4, !dbg !238
  %182 = load ptr, ptr %5, align 4, !dbg !239
  %183 = getelementptr inbounds i32, ptr %182, i32 1, !dbg !239
  store ptr %183, ptr %5, align 4, !dbg !239
  %184 = load i32, ptr %182, align 4, !dbg !239
  %185 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i32 0, i32 %184, !dbg !239
  %186 = load ptr, ptr %185, align 4, !dbg !239
  br label %211, !dbg !239

187:                                              ; preds = %211
    #dbg_label(!240, !241)
  %188 = load i32, ptr %4, align 4, !dbg !242
  %189 = add nsw i32 %188, -1, !dbg !242
  store i32 %189, ptr %4, align 4, !dbg !242
  %190 = load i32, ptr %6, align 4, !dbg !243
  %191 = add nsw i32 %190, 1, !dbg !243
  store i32 %191, ptr %6, align 4, !dbg !243
  %192 = load ptr, ptr %5, align 4, !dbg !244
  %193 = getelementptr inbounds i32, ptr %192, i32 1, !dbg !244
  store ptr %193, ptr %5, align 4, !dbg !244
  %194 = load i32, ptr %192, align 4, !dbg !244
  %195 = getelementptr inbounds [12 x ptr], ptr @run.dispatch, i32 0, i32 %194, !dbg !244
  %196 = load ptr, ptr %195, align 4, !dbg !244
  br label %211, !dbg !244

197:                                              ; preds = %211
    #dbg_label(!245, !246)
  %198 = load i32, ptr %6, align 4, !dbg !247
  %199 = load i32, ptr %4, align 4, !dbg !248
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %198, i32 noundef %199), !dbg !249
  %201 = load i32, ptr %4, align 4, !dbg !250
  %202 = icmp ne i32 %201, 0, !dbg !250
  br i1 %202, label %203, label %208, !dbg !250

203:                                              ; preds = %197
  %204 = load i32, ptr %4, align 4, !dbg !251
  %205 = sub nsw i32 %204, 1, !dbg !252
  %206 = getelementptr inbounds [64 x i32], ptr %3, i32 0, i32 %205, !dbg !253
  %207 = load i32, ptr %206, align 4, !dbg !253
  br label %209, !dbg !250

208:                                              ; preds = %197
  br label %209, !dbg !250

209:                                              ; preds = %208, %203
  %210 = phi i32 [ %207, %203 ], [ 0, %208 ], !dbg !250
  ret i32 %210, !dbg !254

211:                                              ; preds = %187, %171, %157, %144, %136, %99, %83, %65, %47, %29, %15, %1
  %212 = phi ptr [ %14, %1 ], [ %28, %15 ], [ %46, %29 ], [ %64, %47 ], [ %82, %65 ], [ %98, %83 ], [ %121, %99 ], [ %143, %136 ], [ %156, %144 ], [ %170, %157 ], [ %186, %171 ], [ %196, %187 ]
  indirectbr ptr %212, [label %15, label %29, label %47, label %65, label %83, label %99, label %122, label %144, label %157, label %171, label %187, label %197]
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @classify(i32 noundef %0) #0 !dbg !255 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [3 x ptr], align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !258, !DIExpression(), !259)
    #dbg_declare(ptr %4, !260, !DIExpression(), !264)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %4, ptr align 4 @__const.classify.targets, i32 12, i1 false), !dbg !264
    #dbg_declare(ptr %5, !265, !DIExpression(), !266)
  %6 = load i32, ptr %3, align 4, !dbg !267
  %7 = icmp sgt i32 %6, 0, !dbg !268
  %8 = zext i1 %7 to i32, !dbg !268
  %9 = load i32, ptr %3, align 4, !dbg !269
  %10 = icmp slt i32 %9, 0, !dbg !270
  %11 = zext i1 %10 to i32, !dbg !270
  %12 = sub nsw i32 %8, %11, !dbg !271
  %13 = add nsw i32 %12, 1, !dbg !272
  store i32 %13, ptr %5, align 4, !dbg !266
  %14 = load i32, ptr %5, align 4, !dbg !273
  %15 = getelementptr inbounds [3 x ptr], ptr %4, i32 0, i32 %14, !dbg !274
  %16 = load ptr, ptr %15, align 4, !dbg !274
  br label %24, !dbg !275

17:                                               ; preds = %24
    #dbg_label(!276, !277)
  store i32 -100, ptr %2, align 4, !dbg !278
  br label %22, !dbg !278

18:                                               ; preds = %24
    #dbg_label(!279, !280)
  store i32 0, ptr %2, align 4, !dbg !281
  br label %22, !dbg !281

19:                                               ; preds = %24
    #dbg_label(!282, !283)
  %20 = load i32, ptr %3, align 4, !dbg !284
  %21 = add nsw i32 100, %20, !dbg !285
  store i32 %21, ptr %2, align 4, !dbg !286
  br label %22, !dbg !286

22:                                               ; preds = %19, %18, %17
  %23 = load i32, ptr %2, align 4, !dbg !287
  ret i32 %23, !dbg !287

24:                                               ; preds = %1
  %25 = phi ptr [ %16, %1 ]
  indirectbr ptr %25, [label %17, label %18, label %19]
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!33}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "computed_goto.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "7099b99fbd79cc763ee457c4748a064f")
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
!29 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 32)
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
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 384, elements: !5)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!46 = !{i32 1, !"NumRegisterParameters", i32 0}
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"frame-pointer", i32 2}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 93, type: !56, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !33, retainedNodes: !42)
!56 = !DISubroutineType(types: !57)
!57 = !{!32}
!58 = !DILocalVariable(name: "fact", scope: !55, file: !2, line: 95, type: !59)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 640, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 20)
!62 = !DILocation(line: 95, column: 15, scope: !55)
!63 = !DILocation(line: 99, column: 5, scope: !55)
!64 = !DILocation(line: 100, column: 32, scope: !55)
!65 = !DILocation(line: 100, column: 28, scope: !55)
!66 = !DILocation(line: 100, column: 5, scope: !55)
!67 = !DILocalVariable(name: "sum", scope: !55, file: !2, line: 102, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 480, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 15)
!71 = !DILocation(line: 102, column: 15, scope: !55)
!72 = !DILocation(line: 105, column: 5, scope: !55)
!73 = !DILocation(line: 106, column: 32, scope: !55)
!74 = !DILocation(line: 106, column: 28, scope: !55)
!75 = !DILocation(line: 106, column: 5, scope: !55)
!76 = !DILocalVariable(name: "arith", scope: !55, file: !2, line: 107, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 320, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 10)
!80 = !DILocation(line: 107, column: 15, scope: !55)
!81 = !DILocation(line: 109, column: 5, scope: !55)
!82 = !DILocation(line: 110, column: 32, scope: !55)
!83 = !DILocation(line: 110, column: 28, scope: !55)
!84 = !DILocation(line: 110, column: 5, scope: !55)
!85 = !DILocalVariable(name: "x", scope: !86, file: !2, line: 111, type: !32)
!86 = distinct !DILexicalBlock(scope: !55, file: !2, line: 111, column: 5)
!87 = !DILocation(line: 111, column: 14, scope: !86)
!88 = !DILocation(line: 111, column: 10, scope: !86)
!89 = !DILocation(line: 111, column: 22, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !2, line: 111, column: 5)
!91 = !DILocation(line: 111, column: 24, scope: !90)
!92 = !DILocation(line: 111, column: 5, scope: !86)
!93 = !DILocation(line: 112, column: 37, scope: !90)
!94 = !DILocation(line: 112, column: 49, scope: !90)
!95 = !DILocation(line: 112, column: 40, scope: !90)
!96 = !DILocation(line: 112, column: 9, scope: !90)
!97 = !DILocation(line: 111, column: 31, scope: !90)
!98 = !DILocation(line: 111, column: 5, scope: !90)
!99 = distinct !{!99, !92, !100, !101}
!100 = !DILocation(line: 112, column: 51, scope: !86)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocation(line: 113, column: 5, scope: !55)
!103 = !DILocalVariable(name: "code", arg: 1, scope: !26, file: !2, line: 8, type: !30)
!104 = !DILocation(line: 8, column: 28, scope: !26)
!105 = !DILocalVariable(name: "stack", scope: !26, file: !2, line: 12, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 2048, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 64)
!109 = !DILocation(line: 12, column: 10, scope: !26)
!110 = !DILocalVariable(name: "sp", scope: !26, file: !2, line: 13, type: !32)
!111 = !DILocation(line: 13, column: 9, scope: !26)
!112 = !DILocalVariable(name: "pc", scope: !26, file: !2, line: 14, type: !30)
!113 = !DILocation(line: 14, column: 16, scope: !26)
!114 = !DILocation(line: 14, column: 21, scope: !26)
!115 = !DILocalVariable(name: "steps", scope: !26, file: !2, line: 15, type: !29)
!116 = !DILocation(line: 15, column: 10, scope: !26)
!117 = !DILocation(line: 17, column: 5, scope: !26)
!118 = !DILabel(scope: !26, name: "do_push", file: !2, line: 18)
!119 = !DILocation(line: 18, column: 1, scope: !26)
!120 = !DILocation(line: 19, column: 22, scope: !26)
!121 = !DILocation(line: 19, column: 19, scope: !26)
!122 = !DILocation(line: 19, column: 13, scope: !26)
!123 = !DILocation(line: 19, column: 5, scope: !26)
!124 = !DILocation(line: 19, column: 17, scope: !26)
!125 = !DILocation(line: 20, column: 10, scope: !26)
!126 = !DILocation(line: 21, column: 5, scope: !26)
!127 = !DILabel(scope: !26, name: "do_add", file: !2, line: 22)
!128 = !DILocation(line: 22, column: 1, scope: !26)
!129 = !DILocation(line: 23, column: 7, scope: !26)
!130 = !DILocation(line: 24, column: 28, scope: !26)
!131 = !DILocation(line: 24, column: 22, scope: !26)
!132 = !DILocation(line: 24, column: 11, scope: !26)
!133 = !DILocation(line: 24, column: 14, scope: !26)
!134 = !DILocation(line: 24, column: 5, scope: !26)
!135 = !DILocation(line: 24, column: 19, scope: !26)
!136 = !DILocation(line: 25, column: 10, scope: !26)
!137 = !DILocation(line: 26, column: 5, scope: !26)
!138 = !DILabel(scope: !26, name: "do_sub", file: !2, line: 27)
!139 = !DILocation(line: 27, column: 1, scope: !26)
!140 = !DILocation(line: 28, column: 7, scope: !26)
!141 = !DILocation(line: 29, column: 28, scope: !26)
!142 = !DILocation(line: 29, column: 22, scope: !26)
!143 = !DILocation(line: 29, column: 11, scope: !26)
!144 = !DILocation(line: 29, column: 14, scope: !26)
!145 = !DILocation(line: 29, column: 5, scope: !26)
!146 = !DILocation(line: 29, column: 19, scope: !26)
!147 = !DILocation(line: 30, column: 10, scope: !26)
!148 = !DILocation(line: 31, column: 5, scope: !26)
!149 = !DILabel(scope: !26, name: "do_mul", file: !2, line: 32)
!150 = !DILocation(line: 32, column: 1, scope: !26)
!151 = !DILocation(line: 33, column: 7, scope: !26)
!152 = !DILocation(line: 34, column: 28, scope: !26)
!153 = !DILocation(line: 34, column: 22, scope: !26)
!154 = !DILocation(line: 34, column: 11, scope: !26)
!155 = !DILocation(line: 34, column: 14, scope: !26)
!156 = !DILocation(line: 34, column: 5, scope: !26)
!157 = !DILocation(line: 34, column: 19, scope: !26)
!158 = !DILocation(line: 35, column: 10, scope: !26)
!159 = !DILocation(line: 36, column: 5, scope: !26)
!160 = !DILabel(scope: !26, name: "do_dup", file: !2, line: 37)
!161 = !DILocation(line: 37, column: 1, scope: !26)
!162 = !DILocation(line: 38, column: 23, scope: !26)
!163 = !DILocation(line: 38, column: 26, scope: !26)
!164 = !DILocation(line: 38, column: 17, scope: !26)
!165 = !DILocation(line: 38, column: 11, scope: !26)
!166 = !DILocation(line: 38, column: 5, scope: !26)
!167 = !DILocation(line: 38, column: 15, scope: !26)
!168 = !DILocation(line: 39, column: 7, scope: !26)
!169 = !DILocation(line: 40, column: 10, scope: !26)
!170 = !DILocation(line: 41, column: 5, scope: !26)
!171 = !DILabel(scope: !26, name: "do_swap", file: !2, line: 42)
!172 = !DILocation(line: 42, column: 1, scope: !26)
!173 = !DILocalVariable(name: "t", scope: !174, file: !2, line: 43, type: !29)
!174 = distinct !DILexicalBlock(scope: !26, file: !2, line: 42, column: 10)
!175 = !DILocation(line: 43, column: 10, scope: !174)
!176 = !DILocation(line: 43, column: 20, scope: !174)
!177 = !DILocation(line: 43, column: 23, scope: !174)
!178 = !DILocation(line: 43, column: 14, scope: !174)
!179 = !DILocation(line: 44, column: 27, scope: !174)
!180 = !DILocation(line: 44, column: 30, scope: !174)
!181 = !DILocation(line: 44, column: 21, scope: !174)
!182 = !DILocation(line: 44, column: 11, scope: !174)
!183 = !DILocation(line: 44, column: 14, scope: !174)
!184 = !DILocation(line: 44, column: 5, scope: !174)
!185 = !DILocation(line: 44, column: 19, scope: !174)
!186 = !DILocation(line: 45, column: 21, scope: !174)
!187 = !DILocation(line: 45, column: 11, scope: !174)
!188 = !DILocation(line: 45, column: 14, scope: !174)
!189 = !DILocation(line: 45, column: 5, scope: !174)
!190 = !DILocation(line: 45, column: 19, scope: !174)
!191 = !DILocation(line: 46, column: 10, scope: !174)
!192 = !DILocation(line: 47, column: 5, scope: !174)
!193 = !DILabel(scope: !26, name: "do_jnz", file: !2, line: 49)
!194 = !DILocation(line: 49, column: 1, scope: !26)
!195 = !DILocalVariable(name: "target", scope: !196, file: !2, line: 50, type: !32)
!196 = distinct !DILexicalBlock(scope: !26, file: !2, line: 49, column: 9)
!197 = !DILocation(line: 50, column: 9, scope: !196)
!198 = !DILocation(line: 50, column: 21, scope: !196)
!199 = !DILocation(line: 50, column: 18, scope: !196)
!200 = !DILocation(line: 51, column: 7, scope: !196)
!201 = !DILocation(line: 52, column: 15, scope: !202)
!202 = distinct !DILexicalBlock(scope: !196, file: !2, line: 52, column: 9)
!203 = !DILocation(line: 52, column: 9, scope: !202)
!204 = !DILocation(line: 52, column: 9, scope: !196)
!205 = !DILocation(line: 53, column: 14, scope: !202)
!206 = !DILocation(line: 53, column: 21, scope: !202)
!207 = !DILocation(line: 53, column: 19, scope: !202)
!208 = !DILocation(line: 53, column: 12, scope: !202)
!209 = !DILocation(line: 53, column: 9, scope: !202)
!210 = !DILocation(line: 54, column: 10, scope: !196)
!211 = !DILocation(line: 55, column: 5, scope: !196)
!212 = !DILabel(scope: !26, name: "do_dec", file: !2, line: 57)
!213 = !DILocation(line: 57, column: 1, scope: !26)
!214 = !DILocation(line: 58, column: 11, scope: !26)
!215 = !DILocation(line: 58, column: 14, scope: !26)
!216 = !DILocation(line: 58, column: 5, scope: !26)
!217 = !DILocation(line: 58, column: 18, scope: !26)
!218 = !DILocation(line: 59, column: 10, scope: !26)
!219 = !DILocation(line: 60, column: 5, scope: !26)
!220 = !DILabel(scope: !26, name: "do_print", file: !2, line: 61)
!221 = !DILocation(line: 61, column: 1, scope: !26)
!222 = !DILocation(line: 62, column: 39, scope: !26)
!223 = !DILocation(line: 62, column: 42, scope: !26)
!224 = !DILocation(line: 62, column: 33, scope: !26)
!225 = !DILocation(line: 62, column: 48, scope: !26)
!226 = !DILocation(line: 62, column: 5, scope: !26)
!227 = !DILocation(line: 63, column: 10, scope: !26)
!228 = !DILocation(line: 64, column: 5, scope: !26)
!229 = !DILabel(scope: !26, name: "do_over", file: !2, line: 65)
!230 = !DILocation(line: 65, column: 1, scope: !26)
!231 = !DILocation(line: 66, column: 23, scope: !26)
!232 = !DILocation(line: 66, column: 26, scope: !26)
!233 = !DILocation(line: 66, column: 17, scope: !26)
!234 = !DILocation(line: 66, column: 11, scope: !26)
!235 = !DILocation(line: 66, column: 5, scope: !26)
!236 = !DILocation(line: 66, column: 15, scope: !26)
!237 = !DILocation(line: 67, column: 7, scope: !26)
!238 = !DILocation(line: 68, column: 10, scope: !26)
!239 = !DILocation(line: 69, column: 5, scope: !26)
!240 = !DILabel(scope: !26, name: "do_drop", file: !2, line: 70)
!241 = !DILocation(line: 70, column: 1, scope: !26)
!242 = !DILocation(line: 71, column: 7, scope: !26)
!243 = !DILocation(line: 72, column: 10, scope: !26)
!244 = !DILocation(line: 73, column: 5, scope: !26)
!245 = !DILabel(scope: !26, name: "do_halt", file: !2, line: 74)
!246 = !DILocation(line: 74, column: 1, scope: !26)
!247 = !DILocation(line: 75, column: 47, scope: !26)
!248 = !DILocation(line: 75, column: 54, scope: !26)
!249 = !DILocation(line: 75, column: 5, scope: !26)
!250 = !DILocation(line: 76, column: 12, scope: !26)
!251 = !DILocation(line: 76, column: 23, scope: !26)
!252 = !DILocation(line: 76, column: 26, scope: !26)
!253 = !DILocation(line: 76, column: 17, scope: !26)
!254 = !DILocation(line: 76, column: 5, scope: !26)
!255 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 81, type: !256, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !33, retainedNodes: !42)
!256 = !DISubroutineType(types: !257)
!257 = !{!32, !32}
!258 = !DILocalVariable(name: "x", arg: 1, scope: !255, file: !2, line: 81, type: !32)
!259 = !DILocation(line: 81, column: 25, scope: !255)
!260 = !DILocalVariable(name: "targets", scope: !255, file: !2, line: 82, type: !261)
!261 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 96, elements: !262)
!262 = !{!263}
!263 = !DISubrange(count: 3)
!264 = !DILocation(line: 82, column: 11, scope: !255)
!265 = !DILocalVariable(name: "idx", scope: !255, file: !2, line: 83, type: !32)
!266 = !DILocation(line: 83, column: 9, scope: !255)
!267 = !DILocation(line: 83, column: 16, scope: !255)
!268 = !DILocation(line: 83, column: 18, scope: !255)
!269 = !DILocation(line: 83, column: 26, scope: !255)
!270 = !DILocation(line: 83, column: 28, scope: !255)
!271 = !DILocation(line: 83, column: 23, scope: !255)
!272 = !DILocation(line: 83, column: 33, scope: !255)
!273 = !DILocation(line: 84, column: 19, scope: !255)
!274 = !DILocation(line: 84, column: 11, scope: !255)
!275 = !DILocation(line: 84, column: 5, scope: !255)
!276 = !DILabel(scope: !255, name: "neg", file: !2, line: 85)
!277 = !DILocation(line: 85, column: 1, scope: !255)
!278 = !DILocation(line: 86, column: 5, scope: !255)
!279 = !DILabel(scope: !255, name: "zero", file: !2, line: 87)
!280 = !DILocation(line: 87, column: 1, scope: !255)
!281 = !DILocation(line: 88, column: 5, scope: !255)
!282 = !DILabel(scope: !255, name: "pos", file: !2, line: 89)
!283 = !DILocation(line: 89, column: 1, scope: !255)
!284 = !DILocation(line: 90, column: 18, scope: !255)
!285 = !DILocation(line: 90, column: 16, scope: !255)
!286 = !DILocation(line: 90, column: 5, scope: !255)
!287 = !DILocation(line: 91, column: 1, scope: !255)
