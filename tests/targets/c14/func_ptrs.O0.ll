; ModuleID = 'func_ptrs.c'
source_filename = "func_ptrs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i8, i64 (i64, i64)* }
%struct.shape = type { i8*, double (%struct.shape*)*, double, double }
%struct.hist = type { [5 x i32] }

@.str = private unnamed_addr constant [19 x i8] c"+5*3-2/4M9%7+100*2\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"%ld %c %ld = %ld\0A\00", align 1
@__const.main.data = private unnamed_addr constant [10 x i32] [i32 5, i32 -3, i32 12, i32 7, i32 0, i32 22, i32 -8, i32 15, i32 9, i32 4], align 16
@.str.2 = private unnamed_addr constant [36 x i8] c"sum=%ld max=%d hist=%d %d %d %d %d\0A\00", align 1
@__const.main.la = private unnamed_addr constant [8 x i64] [i64 3, i64 1, i64 4, i64 1, i64 5, i64 9, i64 2, i64 6], align 16
@.str.3 = private unnamed_addr constant [15 x i8] c"fold %c = %ld\0A\00", align 1
@ops = internal constant [6 x %struct.anon] [%struct.anon { i8 43, i64 (i64, i64)* @op_add }, %struct.anon { i8 45, i64 (i64, i64)* @op_sub }, %struct.anon { i8 42, i64 (i64, i64)* @op_mul }, %struct.anon { i8 47, i64 (i64, i64)* @op_div }, %struct.anon { i8 37, i64 (i64, i64)* @op_mod }, %struct.anon { i8 77, i64 (i64, i64)* @op_max }], align 16, !dbg !0
@.str.4 = private unnamed_addr constant [22 x i8] c"compose(%d,%d)(5)=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"rect\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"tri\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"square\00", align 1
@__const.main.shapes = private unnamed_addr constant [3 x %struct.shape] [%struct.shape { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), double (%struct.shape*)* @rect_area, double 3.000000e+00, double 4.000000e+00 }, %struct.shape { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), double (%struct.shape*)* @tri_area, double 3.000000e+00, double 4.000000e+00 }, %struct.shape { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i32 0, i32 0), double (%struct.shape*)* @sq_area, double 2.500000e+00, double 0.000000e+00 }], align 16
@.str.8 = private unnamed_addr constant [14 x i8] c"%s area %.2f\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1
@.str.10 = private unnamed_addr constant [53 x i8] c"lookup('?') is NULL: %d, add==add: %d, add==sub: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.13 = private unnamed_addr constant [29 x i8] c"(*fpp)(21)=%d (**fpp)(4)=%d\0A\00", align 1
@pick.table = internal constant [3 x i32 (i32)*] [i32 (i32)* @inc, i32 (i32)* @dbl, i32 (i32)* @sqr], align 16, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !46 {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i8, align 1
  %6 = alloca i64 (i64, i64)*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca [10 x i32], align 16
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.hist, align 4
  %13 = alloca [8 x i64], align 16
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [3 x %struct.shape], align 16
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca i64 (i64, i64)*, align 8
  %22 = alloca i32 (i8*, i8*)*, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32 (i32)*, align 8
  %25 = alloca i32 (i32)**, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !49, metadata !DIExpression()), !dbg !52
  store i8* getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i8** %2, align 8, !dbg !52
  call void @llvm.dbg.declare(metadata i64* %3, metadata !53, metadata !DIExpression()), !dbg !54
  store i64 1, i64* %3, align 8, !dbg !54
  call void @llvm.dbg.declare(metadata i8** %4, metadata !55, metadata !DIExpression()), !dbg !57
  %26 = load i8*, i8** %2, align 8, !dbg !58
  store i8* %26, i8** %4, align 8, !dbg !57
  br label %27, !dbg !59

27:                                               ; preds = %62, %0
  %28 = load i8*, i8** %4, align 8, !dbg !60
  %29 = load i8, i8* %28, align 1, !dbg !62
  %30 = icmp ne i8 %29, 0, !dbg !63
  br i1 %30, label %31, label %65, !dbg !63

31:                                               ; preds = %27
  call void @llvm.dbg.declare(metadata i8* %5, metadata !64, metadata !DIExpression()), !dbg !66
  %32 = load i8*, i8** %4, align 8, !dbg !67
  %33 = load i8, i8* %32, align 1, !dbg !68
  store i8 %33, i8* %5, align 1, !dbg !66
  call void @llvm.dbg.declare(metadata i64 (i64, i64)** %6, metadata !69, metadata !DIExpression()), !dbg !70
  %34 = load i8, i8* %5, align 1, !dbg !71
  %35 = call i64 (i64, i64)* @lookup(i8 noundef signext %34), !dbg !72
  store i64 (i64, i64)* %35, i64 (i64, i64)** %6, align 8, !dbg !70
  call void @llvm.dbg.declare(metadata i64* %7, metadata !73, metadata !DIExpression()), !dbg !74
  %36 = load i8*, i8** %4, align 8, !dbg !75
  %37 = getelementptr inbounds i8, i8* %36, i64 1, !dbg !75
  %38 = load i8, i8* %37, align 1, !dbg !75
  %39 = sext i8 %38 to i32, !dbg !75
  %40 = sub nsw i32 %39, 48, !dbg !76
  %41 = sext i32 %40 to i64, !dbg !75
  store i64 %41, i64* %7, align 8, !dbg !74
  %42 = load i8*, i8** %4, align 8, !dbg !77
  %43 = getelementptr inbounds i8, i8* %42, i64 1, !dbg !77
  %44 = load i8, i8* %43, align 1, !dbg !77
  %45 = sext i8 %44 to i32, !dbg !77
  %46 = icmp eq i32 %45, 49, !dbg !79
  br i1 %46, label %47, label %50, !dbg !80

47:                                               ; preds = %31
  store i64 100, i64* %7, align 8, !dbg !81
  %48 = load i8*, i8** %4, align 8, !dbg !83
  %49 = getelementptr inbounds i8, i8* %48, i64 2, !dbg !83
  store i8* %49, i8** %4, align 8, !dbg !83
  br label %50, !dbg !84

50:                                               ; preds = %47, %31
  call void @llvm.dbg.declare(metadata i64* %8, metadata !85, metadata !DIExpression()), !dbg !86
  %51 = load i64, i64* %3, align 8, !dbg !87
  store i64 %51, i64* %8, align 8, !dbg !86
  %52 = load i64 (i64, i64)*, i64 (i64, i64)** %6, align 8, !dbg !88
  %53 = load i64, i64* %3, align 8, !dbg !89
  %54 = load i64, i64* %7, align 8, !dbg !90
  %55 = call i64 %52(i64 noundef %53, i64 noundef %54), !dbg !88
  store i64 %55, i64* %3, align 8, !dbg !91
  %56 = load i64, i64* %8, align 8, !dbg !92
  %57 = load i8, i8* %5, align 1, !dbg !93
  %58 = sext i8 %57 to i32, !dbg !93
  %59 = load i64, i64* %7, align 8, !dbg !94
  %60 = load i64, i64* %3, align 8, !dbg !95
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i64 noundef %56, i32 noundef %58, i64 noundef %59, i64 noundef %60), !dbg !96
  br label %62, !dbg !97

62:                                               ; preds = %50
  %63 = load i8*, i8** %4, align 8, !dbg !98
  %64 = getelementptr inbounds i8, i8* %63, i64 2, !dbg !98
  store i8* %64, i8** %4, align 8, !dbg !98
  br label %27, !dbg !99, !llvm.loop !100

65:                                               ; preds = %27
  call void @llvm.dbg.declare(metadata [10 x i32]* %9, metadata !103, metadata !DIExpression()), !dbg !107
  %66 = bitcast [10 x i32]* %9 to i8*, !dbg !107
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %66, i8* align 16 bitcast ([10 x i32]* @__const.main.data to i8*), i64 40, i1 false), !dbg !107
  call void @llvm.dbg.declare(metadata i64* %10, metadata !108, metadata !DIExpression()), !dbg !109
  store i64 0, i64* %10, align 8, !dbg !109
  call void @llvm.dbg.declare(metadata i32* %11, metadata !110, metadata !DIExpression()), !dbg !111
  %67 = getelementptr inbounds [10 x i32], [10 x i32]* %9, i64 0, i64 0, !dbg !112
  %68 = load i32, i32* %67, align 16, !dbg !112
  store i32 %68, i32* %11, align 4, !dbg !111
  call void @llvm.dbg.declare(metadata %struct.hist* %12, metadata !113, metadata !DIExpression()), !dbg !120
  %69 = bitcast %struct.hist* %12 to i8*, !dbg !120
  call void @llvm.memset.p0i8.i64(i8* align 4 %69, i8 0, i64 20, i1 false), !dbg !120
  %70 = getelementptr inbounds [10 x i32], [10 x i32]* %9, i64 0, i64 0, !dbg !121
  %71 = bitcast i64* %10 to i8*, !dbg !122
  call void @for_each(i32* noundef %70, i32 noundef 10, void (i32, i8*)* noundef @sum_visitor, i8* noundef %71), !dbg !123
  %72 = getelementptr inbounds [10 x i32], [10 x i32]* %9, i64 0, i64 0, !dbg !124
  %73 = bitcast i32* %11 to i8*, !dbg !125
  call void @for_each(i32* noundef %72, i32 noundef 10, void (i32, i8*)* noundef @max_visitor, i8* noundef %73), !dbg !126
  %74 = getelementptr inbounds [10 x i32], [10 x i32]* %9, i64 0, i64 0, !dbg !127
  %75 = bitcast %struct.hist* %12 to i8*, !dbg !128
  call void @for_each(i32* noundef %74, i32 noundef 10, void (i32, i8*)* noundef @hist_visitor, i8* noundef %75), !dbg !129
  %76 = load i64, i64* %10, align 8, !dbg !130
  %77 = load i32, i32* %11, align 4, !dbg !131
  %78 = getelementptr inbounds %struct.hist, %struct.hist* %12, i32 0, i32 0, !dbg !132
  %79 = getelementptr inbounds [5 x i32], [5 x i32]* %78, i64 0, i64 0, !dbg !133
  %80 = load i32, i32* %79, align 4, !dbg !133
  %81 = getelementptr inbounds %struct.hist, %struct.hist* %12, i32 0, i32 0, !dbg !134
  %82 = getelementptr inbounds [5 x i32], [5 x i32]* %81, i64 0, i64 1, !dbg !135
  %83 = load i32, i32* %82, align 4, !dbg !135
  %84 = getelementptr inbounds %struct.hist, %struct.hist* %12, i32 0, i32 0, !dbg !136
  %85 = getelementptr inbounds [5 x i32], [5 x i32]* %84, i64 0, i64 2, !dbg !137
  %86 = load i32, i32* %85, align 4, !dbg !137
  %87 = getelementptr inbounds %struct.hist, %struct.hist* %12, i32 0, i32 0, !dbg !138
  %88 = getelementptr inbounds [5 x i32], [5 x i32]* %87, i64 0, i64 3, !dbg !139
  %89 = load i32, i32* %88, align 4, !dbg !139
  %90 = getelementptr inbounds %struct.hist, %struct.hist* %12, i32 0, i32 0, !dbg !140
  %91 = getelementptr inbounds [5 x i32], [5 x i32]* %90, i64 0, i64 4, !dbg !141
  %92 = load i32, i32* %91, align 4, !dbg !141
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.2, i64 0, i64 0), i64 noundef %76, i32 noundef %77, i32 noundef %80, i32 noundef %83, i32 noundef %86, i32 noundef %89, i32 noundef %92), !dbg !142
  call void @llvm.dbg.declare(metadata [8 x i64]* %13, metadata !143, metadata !DIExpression()), !dbg !147
  %94 = bitcast [8 x i64]* %13 to i8*, !dbg !147
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %94, i8* align 16 bitcast ([8 x i64]* @__const.main.la to i8*), i64 64, i1 false), !dbg !147
  call void @llvm.dbg.declare(metadata i64* %14, metadata !148, metadata !DIExpression()), !dbg !153
  store i64 0, i64* %14, align 8, !dbg !153
  br label %95, !dbg !154

95:                                               ; preds = %120, %65
  %96 = load i64, i64* %14, align 8, !dbg !155
  %97 = icmp ult i64 %96, 6, !dbg !157
  br i1 %97, label %98, label %123, !dbg !158

98:                                               ; preds = %95
  %99 = load i64, i64* %14, align 8, !dbg !159
  %100 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @ops, i64 0, i64 %99, !dbg !160
  %101 = getelementptr inbounds %struct.anon, %struct.anon* %100, i32 0, i32 0, !dbg !161
  %102 = load i8, i8* %101, align 16, !dbg !161
  %103 = sext i8 %102 to i32, !dbg !160
  %104 = getelementptr inbounds [8 x i64], [8 x i64]* %13, i64 0, i64 0, !dbg !162
  %105 = load i64, i64* %14, align 8, !dbg !163
  %106 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @ops, i64 0, i64 %105, !dbg !164
  %107 = getelementptr inbounds %struct.anon, %struct.anon* %106, i32 0, i32 0, !dbg !165
  %108 = load i8, i8* %107, align 16, !dbg !165
  %109 = sext i8 %108 to i32, !dbg !164
  %110 = icmp eq i32 %109, 42, !dbg !166
  %111 = zext i1 %110 to i64, !dbg !164
  %112 = select i1 %110, i32 1, i32 0, !dbg !164
  %113 = sext i32 %112 to i64, !dbg !164
  %114 = load i64, i64* %14, align 8, !dbg !167
  %115 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @ops, i64 0, i64 %114, !dbg !168
  %116 = getelementptr inbounds %struct.anon, %struct.anon* %115, i32 0, i32 1, !dbg !169
  %117 = load i64 (i64, i64)*, i64 (i64, i64)** %116, align 8, !dbg !169
  %118 = call i64 @fold(i64* noundef %104, i32 noundef 8, i64 noundef %113, i64 (i64, i64)* noundef %117), !dbg !170
  %119 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %103, i64 noundef %118), !dbg !171
  br label %120, !dbg !171

120:                                              ; preds = %98
  %121 = load i64, i64* %14, align 8, !dbg !172
  %122 = add i64 %121, 1, !dbg !172
  store i64 %122, i64* %14, align 8, !dbg !172
  br label %95, !dbg !173, !llvm.loop !174

123:                                              ; preds = %95
  call void @llvm.dbg.declare(metadata i32* %15, metadata !176, metadata !DIExpression()), !dbg !178
  store i32 0, i32* %15, align 4, !dbg !178
  br label %124, !dbg !179

124:                                              ; preds = %144, %123
  %125 = load i32, i32* %15, align 4, !dbg !180
  %126 = icmp slt i32 %125, 3, !dbg !182
  br i1 %126, label %127, label %147, !dbg !183

127:                                              ; preds = %124
  call void @llvm.dbg.declare(metadata i32* %16, metadata !184, metadata !DIExpression()), !dbg !186
  store i32 0, i32* %16, align 4, !dbg !186
  br label %128, !dbg !187

128:                                              ; preds = %140, %127
  %129 = load i32, i32* %16, align 4, !dbg !188
  %130 = icmp slt i32 %129, 3, !dbg !190
  br i1 %130, label %131, label %143, !dbg !191

131:                                              ; preds = %128
  %132 = load i32, i32* %15, align 4, !dbg !192
  %133 = load i32, i32* %16, align 4, !dbg !193
  %134 = load i32, i32* %15, align 4, !dbg !194
  %135 = call i32 (i32)* @pick(i32 noundef %134), !dbg !195
  %136 = load i32, i32* %16, align 4, !dbg !196
  %137 = call i32 (i32)* @pick(i32 noundef %136), !dbg !197
  %138 = call i32 @compose_apply(i32 (i32)* noundef %135, i32 (i32)* noundef %137, i32 noundef 5), !dbg !198
  %139 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.4, i64 0, i64 0), i32 noundef %132, i32 noundef %133, i32 noundef %138), !dbg !199
  br label %140, !dbg !199

140:                                              ; preds = %131
  %141 = load i32, i32* %16, align 4, !dbg !200
  %142 = add nsw i32 %141, 1, !dbg !200
  store i32 %142, i32* %16, align 4, !dbg !200
  br label %128, !dbg !201, !llvm.loop !202

143:                                              ; preds = %128
  br label %144, !dbg !203

144:                                              ; preds = %143
  %145 = load i32, i32* %15, align 4, !dbg !204
  %146 = add nsw i32 %145, 1, !dbg !204
  store i32 %146, i32* %15, align 4, !dbg !204
  br label %124, !dbg !205, !llvm.loop !206

147:                                              ; preds = %124
  call void @llvm.dbg.declare(metadata [3 x %struct.shape]* %17, metadata !208, metadata !DIExpression()), !dbg !222
  %148 = bitcast [3 x %struct.shape]* %17 to i8*, !dbg !222
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %148, i8* align 16 bitcast ([3 x %struct.shape]* @__const.main.shapes to i8*), i64 96, i1 false), !dbg !222
  call void @llvm.dbg.declare(metadata double* %18, metadata !223, metadata !DIExpression()), !dbg !224
  store double 0.000000e+00, double* %18, align 8, !dbg !224
  call void @llvm.dbg.declare(metadata i32* %19, metadata !225, metadata !DIExpression()), !dbg !227
  store i32 0, i32* %19, align 4, !dbg !227
  br label %149, !dbg !228

149:                                              ; preds = %172, %147
  %150 = load i32, i32* %19, align 4, !dbg !229
  %151 = icmp slt i32 %150, 3, !dbg !231
  br i1 %151, label %152, label %175, !dbg !232

152:                                              ; preds = %149
  call void @llvm.dbg.declare(metadata double* %20, metadata !233, metadata !DIExpression()), !dbg !235
  %153 = load i32, i32* %19, align 4, !dbg !236
  %154 = sext i32 %153 to i64, !dbg !237
  %155 = getelementptr inbounds [3 x %struct.shape], [3 x %struct.shape]* %17, i64 0, i64 %154, !dbg !237
  %156 = getelementptr inbounds %struct.shape, %struct.shape* %155, i32 0, i32 1, !dbg !238
  %157 = load double (%struct.shape*)*, double (%struct.shape*)** %156, align 8, !dbg !238
  %158 = load i32, i32* %19, align 4, !dbg !239
  %159 = sext i32 %158 to i64, !dbg !240
  %160 = getelementptr inbounds [3 x %struct.shape], [3 x %struct.shape]* %17, i64 0, i64 %159, !dbg !240
  %161 = call double %157(%struct.shape* noundef %160), !dbg !237
  store double %161, double* %20, align 8, !dbg !235
  %162 = load double, double* %20, align 8, !dbg !241
  %163 = load double, double* %18, align 8, !dbg !242
  %164 = fadd double %163, %162, !dbg !242
  store double %164, double* %18, align 8, !dbg !242
  %165 = load i32, i32* %19, align 4, !dbg !243
  %166 = sext i32 %165 to i64, !dbg !244
  %167 = getelementptr inbounds [3 x %struct.shape], [3 x %struct.shape]* %17, i64 0, i64 %166, !dbg !244
  %168 = getelementptr inbounds %struct.shape, %struct.shape* %167, i32 0, i32 0, !dbg !245
  %169 = load i8*, i8** %168, align 16, !dbg !245
  %170 = load double, double* %20, align 8, !dbg !246
  %171 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i8* noundef %169, double noundef %170), !dbg !247
  br label %172, !dbg !248

172:                                              ; preds = %152
  %173 = load i32, i32* %19, align 4, !dbg !249
  %174 = add nsw i32 %173, 1, !dbg !249
  store i32 %174, i32* %19, align 4, !dbg !249
  br label %149, !dbg !250, !llvm.loop !251

175:                                              ; preds = %149
  %176 = load double, double* %18, align 8, !dbg !253
  %177 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.9, i64 0, i64 0), double noundef %176), !dbg !254
  call void @llvm.dbg.declare(metadata i64 (i64, i64)** %21, metadata !255, metadata !DIExpression()), !dbg !256
  %178 = call i64 (i64, i64)* @lookup(i8 noundef signext 63), !dbg !257
  store i64 (i64, i64)* %178, i64 (i64, i64)** %21, align 8, !dbg !256
  %179 = load i64 (i64, i64)*, i64 (i64, i64)** %21, align 8, !dbg !258
  %180 = icmp eq i64 (i64, i64)* %179, null, !dbg !259
  %181 = zext i1 %180 to i32, !dbg !259
  %182 = call i64 (i64, i64)* @lookup(i8 noundef signext 43), !dbg !260
  %183 = icmp eq i64 (i64, i64)* %182, @op_add, !dbg !261
  %184 = zext i1 %183 to i32, !dbg !261
  %185 = call i64 (i64, i64)* @lookup(i8 noundef signext 43), !dbg !262
  %186 = icmp eq i64 (i64, i64)* %185, @op_sub, !dbg !263
  %187 = zext i1 %186 to i32, !dbg !263
  %188 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @.str.10, i64 0, i64 0), i32 noundef %181, i32 noundef %184, i32 noundef %187), !dbg !264
  call void @llvm.dbg.declare(metadata i32 (i8*, i8*)** %22, metadata !265, metadata !DIExpression()), !dbg !271
  store i32 (i8*, i8*)* @cmp_desc, i32 (i8*, i8*)** %22, align 8, !dbg !271
  %189 = getelementptr inbounds [10 x i32], [10 x i32]* %9, i64 0, i64 0, !dbg !272
  %190 = bitcast i32* %189 to i8*, !dbg !272
  %191 = load i32 (i8*, i8*)*, i32 (i8*, i8*)** %22, align 8, !dbg !273
  call void @qsort(i8* noundef %190, i64 noundef 10, i64 noundef 4, i32 (i8*, i8*)* noundef %191), !dbg !274
  call void @llvm.dbg.declare(metadata i32* %23, metadata !275, metadata !DIExpression()), !dbg !277
  store i32 0, i32* %23, align 4, !dbg !277
  br label %192, !dbg !278

192:                                              ; preds = %201, %175
  %193 = load i32, i32* %23, align 4, !dbg !279
  %194 = icmp slt i32 %193, 10, !dbg !281
  br i1 %194, label %195, label %204, !dbg !282

195:                                              ; preds = %192
  %196 = load i32, i32* %23, align 4, !dbg !283
  %197 = sext i32 %196 to i64, !dbg !284
  %198 = getelementptr inbounds [10 x i32], [10 x i32]* %9, i64 0, i64 %197, !dbg !284
  %199 = load i32, i32* %198, align 4, !dbg !284
  %200 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.11, i64 0, i64 0), i32 noundef %199), !dbg !285
  br label %201, !dbg !285

201:                                              ; preds = %195
  %202 = load i32, i32* %23, align 4, !dbg !286
  %203 = add nsw i32 %202, 1, !dbg !286
  store i32 %203, i32* %23, align 4, !dbg !286
  br label %192, !dbg !287, !llvm.loop !288

204:                                              ; preds = %192
  %205 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.12, i64 0, i64 0)), !dbg !290
  call void @llvm.dbg.declare(metadata i32 (i32)** %24, metadata !291, metadata !DIExpression()), !dbg !292
  store i32 (i32)* @dbl, i32 (i32)** %24, align 8, !dbg !292
  call void @llvm.dbg.declare(metadata i32 (i32)*** %25, metadata !293, metadata !DIExpression()), !dbg !295
  store i32 (i32)** %24, i32 (i32)*** %25, align 8, !dbg !295
  %206 = load i32 (i32)**, i32 (i32)*** %25, align 8, !dbg !296
  %207 = load i32 (i32)*, i32 (i32)** %206, align 8, !dbg !297
  %208 = call i32 %207(i32 noundef 21), !dbg !298
  %209 = load i32 (i32)**, i32 (i32)*** %25, align 8, !dbg !299
  %210 = load i32 (i32)*, i32 (i32)** %209, align 8, !dbg !300
  %211 = call i32 %210(i32 noundef 4), !dbg !301
  %212 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.13, i64 0, i64 0), i32 noundef %208, i32 noundef %211), !dbg !302
  ret i32 0, !dbg !303
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 (i64, i64)* @lookup(i8 noundef signext %0) #0 !dbg !304 {
  %2 = alloca i64 (i64, i64)*, align 8
  %3 = alloca i8, align 1
  %4 = alloca i64, align 8
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !307, metadata !DIExpression()), !dbg !308
  call void @llvm.dbg.declare(metadata i64* %4, metadata !309, metadata !DIExpression()), !dbg !311
  store i64 0, i64* %4, align 8, !dbg !311
  br label %5, !dbg !312

5:                                                ; preds = %23, %1
  %6 = load i64, i64* %4, align 8, !dbg !313
  %7 = icmp ult i64 %6, 6, !dbg !315
  br i1 %7, label %8, label %26, !dbg !316

8:                                                ; preds = %5
  %9 = load i64, i64* %4, align 8, !dbg !317
  %10 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @ops, i64 0, i64 %9, !dbg !319
  %11 = getelementptr inbounds %struct.anon, %struct.anon* %10, i32 0, i32 0, !dbg !320
  %12 = load i8, i8* %11, align 16, !dbg !320
  %13 = sext i8 %12 to i32, !dbg !319
  %14 = load i8, i8* %3, align 1, !dbg !321
  %15 = sext i8 %14 to i32, !dbg !321
  %16 = icmp eq i32 %13, %15, !dbg !322
  br i1 %16, label %17, label %22, !dbg !323

17:                                               ; preds = %8
  %18 = load i64, i64* %4, align 8, !dbg !324
  %19 = getelementptr inbounds [6 x %struct.anon], [6 x %struct.anon]* @ops, i64 0, i64 %18, !dbg !325
  %20 = getelementptr inbounds %struct.anon, %struct.anon* %19, i32 0, i32 1, !dbg !326
  %21 = load i64 (i64, i64)*, i64 (i64, i64)** %20, align 8, !dbg !326
  store i64 (i64, i64)* %21, i64 (i64, i64)** %2, align 8, !dbg !327
  br label %27, !dbg !327

22:                                               ; preds = %8
  br label %23, !dbg !321

23:                                               ; preds = %22
  %24 = load i64, i64* %4, align 8, !dbg !328
  %25 = add i64 %24, 1, !dbg !328
  store i64 %25, i64* %4, align 8, !dbg !328
  br label %5, !dbg !329, !llvm.loop !330

26:                                               ; preds = %5
  store i64 (i64, i64)* null, i64 (i64, i64)** %2, align 8, !dbg !332
  br label %27, !dbg !332

27:                                               ; preds = %26, %17
  %28 = load i64 (i64, i64)*, i64 (i64, i64)** %2, align 8, !dbg !333
  ret i64 (i64, i64)* %28, !dbg !333
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @for_each(i32* noundef %0, i32 noundef %1, void (i32, i8*)* noundef %2, i8* noundef %3) #0 !dbg !334 {
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca void (i32, i8*)*, align 8
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !341, metadata !DIExpression()), !dbg !342
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !343, metadata !DIExpression()), !dbg !344
  store void (i32, i8*)* %2, void (i32, i8*)** %7, align 8
  call void @llvm.dbg.declare(metadata void (i32, i8*)** %7, metadata !345, metadata !DIExpression()), !dbg !346
  store i8* %3, i8** %8, align 8
  call void @llvm.dbg.declare(metadata i8** %8, metadata !347, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.declare(metadata i32* %9, metadata !349, metadata !DIExpression()), !dbg !351
  store i32 0, i32* %9, align 4, !dbg !351
  br label %10, !dbg !352

10:                                               ; preds = %22, %4
  %11 = load i32, i32* %9, align 4, !dbg !353
  %12 = load i32, i32* %6, align 4, !dbg !355
  %13 = icmp slt i32 %11, %12, !dbg !356
  br i1 %13, label %14, label %25, !dbg !357

14:                                               ; preds = %10
  %15 = load void (i32, i8*)*, void (i32, i8*)** %7, align 8, !dbg !358
  %16 = load i32*, i32** %5, align 8, !dbg !359
  %17 = load i32, i32* %9, align 4, !dbg !360
  %18 = sext i32 %17 to i64, !dbg !359
  %19 = getelementptr inbounds i32, i32* %16, i64 %18, !dbg !359
  %20 = load i32, i32* %19, align 4, !dbg !359
  %21 = load i8*, i8** %8, align 8, !dbg !361
  call void %15(i32 noundef %20, i8* noundef %21), !dbg !358
  br label %22, !dbg !358

22:                                               ; preds = %14
  %23 = load i32, i32* %9, align 4, !dbg !362
  %24 = add nsw i32 %23, 1, !dbg !362
  store i32 %24, i32* %9, align 4, !dbg !362
  br label %10, !dbg !363, !llvm.loop !364

25:                                               ; preds = %10
  ret void, !dbg !366
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sum_visitor(i32 noundef %0, i8* noundef %1) #0 !dbg !367 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !368, metadata !DIExpression()), !dbg !369
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !370, metadata !DIExpression()), !dbg !371
  %5 = load i32, i32* %3, align 4, !dbg !372
  %6 = sext i32 %5 to i64, !dbg !372
  %7 = load i8*, i8** %4, align 8, !dbg !373
  %8 = bitcast i8* %7 to i64*, !dbg !374
  %9 = load i64, i64* %8, align 8, !dbg !375
  %10 = add nsw i64 %9, %6, !dbg !375
  store i64 %10, i64* %8, align 8, !dbg !375
  ret void, !dbg !376
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @max_visitor(i32 noundef %0, i8* noundef %1) #0 !dbg !377 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !378, metadata !DIExpression()), !dbg !379
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !380, metadata !DIExpression()), !dbg !381
  call void @llvm.dbg.declare(metadata i32** %5, metadata !382, metadata !DIExpression()), !dbg !384
  %6 = load i8*, i8** %4, align 8, !dbg !385
  %7 = bitcast i8* %6 to i32*, !dbg !385
  store i32* %7, i32** %5, align 8, !dbg !384
  %8 = load i32, i32* %3, align 4, !dbg !386
  %9 = load i32*, i32** %5, align 8, !dbg !388
  %10 = load i32, i32* %9, align 4, !dbg !389
  %11 = icmp sgt i32 %8, %10, !dbg !390
  br i1 %11, label %12, label %15, !dbg !391

12:                                               ; preds = %2
  %13 = load i32, i32* %3, align 4, !dbg !392
  %14 = load i32*, i32** %5, align 8, !dbg !393
  store i32 %13, i32* %14, align 4, !dbg !394
  br label %15, !dbg !395

15:                                               ; preds = %12, %2
  ret void, !dbg !396
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hist_visitor(i32 noundef %0, i8* noundef %1) #0 !dbg !397 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca %struct.hist*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !398, metadata !DIExpression()), !dbg !399
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !400, metadata !DIExpression()), !dbg !401
  call void @llvm.dbg.declare(metadata %struct.hist** %5, metadata !402, metadata !DIExpression()), !dbg !404
  %6 = load i8*, i8** %4, align 8, !dbg !405
  %7 = bitcast i8* %6 to %struct.hist*, !dbg !405
  store %struct.hist* %7, %struct.hist** %5, align 8, !dbg !404
  %8 = load %struct.hist*, %struct.hist** %5, align 8, !dbg !406
  %9 = getelementptr inbounds %struct.hist, %struct.hist* %8, i32 0, i32 0, !dbg !407
  %10 = load i32, i32* %3, align 4, !dbg !408
  %11 = srem i32 %10, 5, !dbg !409
  %12 = add nsw i32 %11, 5, !dbg !410
  %13 = srem i32 %12, 5, !dbg !411
  %14 = sext i32 %13 to i64, !dbg !406
  %15 = getelementptr inbounds [5 x i32], [5 x i32]* %9, i64 0, i64 %14, !dbg !406
  %16 = load i32, i32* %15, align 4, !dbg !412
  %17 = add nsw i32 %16, 1, !dbg !412
  store i32 %17, i32* %15, align 4, !dbg !412
  ret void, !dbg !413
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fold(i64* noundef %0, i32 noundef %1, i64 noundef %2, i64 (i64, i64)* noundef %3) #0 !dbg !414 {
  %5 = alloca i64*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64 (i64, i64)*, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i64* %0, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !419, metadata !DIExpression()), !dbg !420
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !421, metadata !DIExpression()), !dbg !422
  store i64 %2, i64* %7, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !423, metadata !DIExpression()), !dbg !424
  store i64 (i64, i64)* %3, i64 (i64, i64)** %8, align 8
  call void @llvm.dbg.declare(metadata i64 (i64, i64)** %8, metadata !425, metadata !DIExpression()), !dbg !426
  call void @llvm.dbg.declare(metadata i64* %9, metadata !427, metadata !DIExpression()), !dbg !428
  %11 = load i64, i64* %7, align 8, !dbg !429
  store i64 %11, i64* %9, align 8, !dbg !428
  call void @llvm.dbg.declare(metadata i32* %10, metadata !430, metadata !DIExpression()), !dbg !432
  store i32 0, i32* %10, align 4, !dbg !432
  br label %12, !dbg !433

12:                                               ; preds = %25, %4
  %13 = load i32, i32* %10, align 4, !dbg !434
  %14 = load i32, i32* %6, align 4, !dbg !436
  %15 = icmp slt i32 %13, %14, !dbg !437
  br i1 %15, label %16, label %28, !dbg !438

16:                                               ; preds = %12
  %17 = load i64 (i64, i64)*, i64 (i64, i64)** %8, align 8, !dbg !439
  %18 = load i64, i64* %9, align 8, !dbg !440
  %19 = load i64*, i64** %5, align 8, !dbg !441
  %20 = load i32, i32* %10, align 4, !dbg !442
  %21 = sext i32 %20 to i64, !dbg !441
  %22 = getelementptr inbounds i64, i64* %19, i64 %21, !dbg !441
  %23 = load i64, i64* %22, align 8, !dbg !441
  %24 = call i64 %17(i64 noundef %18, i64 noundef %23), !dbg !439
  store i64 %24, i64* %9, align 8, !dbg !443
  br label %25, !dbg !444

25:                                               ; preds = %16
  %26 = load i32, i32* %10, align 4, !dbg !445
  %27 = add nsw i32 %26, 1, !dbg !445
  store i32 %27, i32* %10, align 4, !dbg !445
  br label %12, !dbg !446, !llvm.loop !447

28:                                               ; preds = %12
  %29 = load i64, i64* %9, align 8, !dbg !449
  ret i64 %29, !dbg !450
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @compose_apply(i32 (i32)* noundef %0, i32 (i32)* noundef %1, i32 noundef %2) #0 !dbg !451 {
  %4 = alloca i32 (i32)*, align 8
  %5 = alloca i32 (i32)*, align 8
  %6 = alloca i32, align 4
  store i32 (i32)* %0, i32 (i32)** %4, align 8
  call void @llvm.dbg.declare(metadata i32 (i32)** %4, metadata !454, metadata !DIExpression()), !dbg !455
  store i32 (i32)* %1, i32 (i32)** %5, align 8
  call void @llvm.dbg.declare(metadata i32 (i32)** %5, metadata !456, metadata !DIExpression()), !dbg !457
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !458, metadata !DIExpression()), !dbg !459
  %7 = load i32 (i32)*, i32 (i32)** %4, align 8, !dbg !460
  %8 = load i32 (i32)*, i32 (i32)** %5, align 8, !dbg !461
  %9 = load i32, i32* %6, align 4, !dbg !462
  %10 = call i32 %8(i32 noundef %9), !dbg !461
  %11 = call i32 %7(i32 noundef %10), !dbg !460
  ret i32 %11, !dbg !463
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 (i32)* @pick(i32 noundef %0) #0 !dbg !18 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !464, metadata !DIExpression()), !dbg !465
  %3 = load i32, i32* %2, align 4, !dbg !466
  %4 = srem i32 %3, 3, !dbg !467
  %5 = sext i32 %4 to i64, !dbg !468
  %6 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* @pick.table, i64 0, i64 %5, !dbg !468
  %7 = load i32 (i32)*, i32 (i32)** %6, align 8, !dbg !468
  ret i32 (i32)* %7, !dbg !469
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rect_area(%struct.shape* noundef %0) #0 !dbg !470 {
  %2 = alloca %struct.shape*, align 8
  store %struct.shape* %0, %struct.shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.shape** %2, metadata !471, metadata !DIExpression()), !dbg !472
  %3 = load %struct.shape*, %struct.shape** %2, align 8, !dbg !473
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 2, !dbg !474
  %5 = load double, double* %4, align 8, !dbg !474
  %6 = load %struct.shape*, %struct.shape** %2, align 8, !dbg !475
  %7 = getelementptr inbounds %struct.shape, %struct.shape* %6, i32 0, i32 3, !dbg !476
  %8 = load double, double* %7, align 8, !dbg !476
  %9 = fmul double %5, %8, !dbg !477
  ret double %9, !dbg !478
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tri_area(%struct.shape* noundef %0) #0 !dbg !479 {
  %2 = alloca %struct.shape*, align 8
  store %struct.shape* %0, %struct.shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.shape** %2, metadata !480, metadata !DIExpression()), !dbg !481
  %3 = load %struct.shape*, %struct.shape** %2, align 8, !dbg !482
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 2, !dbg !483
  %5 = load double, double* %4, align 8, !dbg !483
  %6 = load %struct.shape*, %struct.shape** %2, align 8, !dbg !484
  %7 = getelementptr inbounds %struct.shape, %struct.shape* %6, i32 0, i32 3, !dbg !485
  %8 = load double, double* %7, align 8, !dbg !485
  %9 = fmul double %5, %8, !dbg !486
  %10 = fdiv double %9, 2.000000e+00, !dbg !487
  ret double %10, !dbg !488
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sq_area(%struct.shape* noundef %0) #0 !dbg !489 {
  %2 = alloca %struct.shape*, align 8
  store %struct.shape* %0, %struct.shape** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.shape** %2, metadata !490, metadata !DIExpression()), !dbg !491
  %3 = load %struct.shape*, %struct.shape** %2, align 8, !dbg !492
  %4 = getelementptr inbounds %struct.shape, %struct.shape* %3, i32 0, i32 2, !dbg !493
  %5 = load double, double* %4, align 8, !dbg !493
  %6 = load %struct.shape*, %struct.shape** %2, align 8, !dbg !494
  %7 = getelementptr inbounds %struct.shape, %struct.shape* %6, i32 0, i32 2, !dbg !495
  %8 = load double, double* %7, align 8, !dbg !495
  %9 = fmul double %5, %8, !dbg !496
  ret double %9, !dbg !497
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #0 !dbg !498 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !499, metadata !DIExpression()), !dbg !500
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !501, metadata !DIExpression()), !dbg !502
  %5 = load i64, i64* %3, align 8, !dbg !503
  %6 = load i64, i64* %4, align 8, !dbg !504
  %7 = add nsw i64 %5, %6, !dbg !505
  ret i64 %7, !dbg !506
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #0 !dbg !507 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !508, metadata !DIExpression()), !dbg !509
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !510, metadata !DIExpression()), !dbg !511
  %5 = load i64, i64* %3, align 8, !dbg !512
  %6 = load i64, i64* %4, align 8, !dbg !513
  %7 = sub nsw i64 %5, %6, !dbg !514
  ret i64 %7, !dbg !515
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_desc(i8* noundef %0, i8* noundef %1) #0 !dbg !516 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !517, metadata !DIExpression()), !dbg !518
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !519, metadata !DIExpression()), !dbg !520
  call void @llvm.dbg.declare(metadata i32* %5, metadata !521, metadata !DIExpression()), !dbg !522
  %7 = load i8*, i8** %3, align 8, !dbg !523
  %8 = bitcast i8* %7 to i32*, !dbg !524
  %9 = load i32, i32* %8, align 4, !dbg !525
  store i32 %9, i32* %5, align 4, !dbg !522
  call void @llvm.dbg.declare(metadata i32* %6, metadata !526, metadata !DIExpression()), !dbg !527
  %10 = load i8*, i8** %4, align 8, !dbg !528
  %11 = bitcast i8* %10 to i32*, !dbg !529
  %12 = load i32, i32* %11, align 4, !dbg !530
  store i32 %12, i32* %6, align 4, !dbg !527
  %13 = load i32, i32* %5, align 4, !dbg !531
  %14 = load i32, i32* %6, align 4, !dbg !532
  %15 = icmp slt i32 %13, %14, !dbg !533
  %16 = zext i1 %15 to i32, !dbg !533
  %17 = load i32, i32* %5, align 4, !dbg !534
  %18 = load i32, i32* %6, align 4, !dbg !535
  %19 = icmp sgt i32 %17, %18, !dbg !536
  %20 = zext i1 %19 to i32, !dbg !536
  %21 = sub nsw i32 %16, %20, !dbg !537
  ret i32 %21, !dbg !538
}

declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dbl(i32 noundef %0) #0 !dbg !539 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !540, metadata !DIExpression()), !dbg !541
  %3 = load i32, i32* %2, align 4, !dbg !542
  %4 = mul nsw i32 %3, 2, !dbg !543
  ret i32 %4, !dbg !544
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #0 !dbg !545 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !546, metadata !DIExpression()), !dbg !547
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !548, metadata !DIExpression()), !dbg !549
  %5 = load i64, i64* %3, align 8, !dbg !550
  %6 = load i64, i64* %4, align 8, !dbg !551
  %7 = mul nsw i64 %5, %6, !dbg !552
  ret i64 %7, !dbg !553
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_div(i64 noundef %0, i64 noundef %1) #0 !dbg !554 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !555, metadata !DIExpression()), !dbg !556
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !557, metadata !DIExpression()), !dbg !558
  %5 = load i64, i64* %4, align 8, !dbg !559
  %6 = icmp ne i64 %5, 0, !dbg !559
  br i1 %6, label %7, label %11, !dbg !559

7:                                                ; preds = %2
  %8 = load i64, i64* %3, align 8, !dbg !560
  %9 = load i64, i64* %4, align 8, !dbg !561
  %10 = sdiv i64 %8, %9, !dbg !562
  br label %12, !dbg !559

11:                                               ; preds = %2
  br label %12, !dbg !559

12:                                               ; preds = %11, %7
  %13 = phi i64 [ %10, %7 ], [ 0, %11 ], !dbg !559
  ret i64 %13, !dbg !563
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_mod(i64 noundef %0, i64 noundef %1) #0 !dbg !564 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !565, metadata !DIExpression()), !dbg !566
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !567, metadata !DIExpression()), !dbg !568
  %5 = load i64, i64* %4, align 8, !dbg !569
  %6 = icmp ne i64 %5, 0, !dbg !569
  br i1 %6, label %7, label %11, !dbg !569

7:                                                ; preds = %2
  %8 = load i64, i64* %3, align 8, !dbg !570
  %9 = load i64, i64* %4, align 8, !dbg !571
  %10 = srem i64 %8, %9, !dbg !572
  br label %12, !dbg !569

11:                                               ; preds = %2
  br label %12, !dbg !569

12:                                               ; preds = %11, %7
  %13 = phi i64 [ %10, %7 ], [ 0, %11 ], !dbg !569
  ret i64 %13, !dbg !573
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_max(i64 noundef %0, i64 noundef %1) #0 !dbg !574 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !575, metadata !DIExpression()), !dbg !576
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !577, metadata !DIExpression()), !dbg !578
  %5 = load i64, i64* %3, align 8, !dbg !579
  %6 = load i64, i64* %4, align 8, !dbg !580
  %7 = icmp sgt i64 %5, %6, !dbg !581
  br i1 %7, label %8, label %10, !dbg !579

8:                                                ; preds = %2
  %9 = load i64, i64* %3, align 8, !dbg !582
  br label %12, !dbg !579

10:                                               ; preds = %2
  %11 = load i64, i64* %4, align 8, !dbg !583
  br label %12, !dbg !579

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ], !dbg !579
  ret i64 %13, !dbg !584
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @inc(i32 noundef %0) #0 !dbg !585 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !586, metadata !DIExpression()), !dbg !587
  %3 = load i32, i32* %2, align 4, !dbg !588
  %4 = add nsw i32 %3, 1, !dbg !589
  ret i32 %4, !dbg !590
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sqr(i32 noundef %0) #0 !dbg !591 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !592, metadata !DIExpression()), !dbg !593
  %3 = load i32, i32* %2, align 4, !dbg !594
  %4 = load i32, i32* %2, align 4, !dbg !595
  %5 = mul nsw i32 %3, %4, !dbg !596
  ret i32 %5, !dbg !597
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ops", scope: !2, file: !3, line: 19, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "func_ptrs.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "61282b70448c9daa42c4370c0341a10e")
!4 = !{!5, !6, !11, !12}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 6, baseType: !7)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !10, !10}
!10 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!0, !16}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "table", scope: !18, file: !3, line: 61, type: !25, isLocal: true, isDefinition: true)
!18 = distinct !DISubprogram(name: "pick", scope: !3, file: !3, line: 60, type: !19, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !14}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DISubroutineType(types: !23)
!23 = !{!14, !14}
!24 = !{}
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 192, elements: !27)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!27 = !{!28}
!28 = !DISubrange(count: 3)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 768, elements: !36)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 16, size: 128, elements: !32)
!32 = !{!33, !35}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !31, file: !3, line: 17, baseType: !34, size: 8)
!34 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !31, file: !3, line: 18, baseType: !6, size: 64, offset: 64)
!36 = !{!37}
!37 = !DISubrange(count: 6)
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 7, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 1}
!44 = !{i32 7, !"frame-pointer", i32 2}
!45 = !{!"Debian clang version 14.0.6"}
!46 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 79, type: !47, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!47 = !DISubroutineType(types: !48)
!48 = !{!14}
!49 = !DILocalVariable(name: "prog", scope: !46, file: !3, line: 80, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!52 = !DILocation(line: 80, column: 17, scope: !46)
!53 = !DILocalVariable(name: "acc", scope: !46, file: !3, line: 81, type: !10)
!54 = !DILocation(line: 81, column: 10, scope: !46)
!55 = !DILocalVariable(name: "p", scope: !56, file: !3, line: 82, type: !50)
!56 = distinct !DILexicalBlock(scope: !46, file: !3, line: 82, column: 5)
!57 = !DILocation(line: 82, column: 22, scope: !56)
!58 = !DILocation(line: 82, column: 26, scope: !56)
!59 = !DILocation(line: 82, column: 10, scope: !56)
!60 = !DILocation(line: 82, column: 33, scope: !61)
!61 = distinct !DILexicalBlock(scope: !56, file: !3, line: 82, column: 5)
!62 = !DILocation(line: 82, column: 32, scope: !61)
!63 = !DILocation(line: 82, column: 5, scope: !56)
!64 = !DILocalVariable(name: "sym", scope: !65, file: !3, line: 83, type: !34)
!65 = distinct !DILexicalBlock(scope: !61, file: !3, line: 82, column: 44)
!66 = !DILocation(line: 83, column: 14, scope: !65)
!67 = !DILocation(line: 83, column: 21, scope: !65)
!68 = !DILocation(line: 83, column: 20, scope: !65)
!69 = !DILocalVariable(name: "f", scope: !65, file: !3, line: 84, type: !6)
!70 = !DILocation(line: 84, column: 15, scope: !65)
!71 = !DILocation(line: 84, column: 26, scope: !65)
!72 = !DILocation(line: 84, column: 19, scope: !65)
!73 = !DILocalVariable(name: "arg", scope: !65, file: !3, line: 85, type: !10)
!74 = !DILocation(line: 85, column: 14, scope: !65)
!75 = !DILocation(line: 85, column: 20, scope: !65)
!76 = !DILocation(line: 85, column: 25, scope: !65)
!77 = !DILocation(line: 86, column: 13, scope: !78)
!78 = distinct !DILexicalBlock(scope: !65, file: !3, line: 86, column: 13)
!79 = !DILocation(line: 86, column: 18, scope: !78)
!80 = !DILocation(line: 86, column: 13, scope: !65)
!81 = !DILocation(line: 87, column: 17, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !3, line: 86, column: 26)
!83 = !DILocation(line: 88, column: 15, scope: !82)
!84 = !DILocation(line: 89, column: 9, scope: !82)
!85 = !DILocalVariable(name: "before", scope: !65, file: !3, line: 90, type: !10)
!86 = !DILocation(line: 90, column: 14, scope: !65)
!87 = !DILocation(line: 90, column: 23, scope: !65)
!88 = !DILocation(line: 91, column: 15, scope: !65)
!89 = !DILocation(line: 91, column: 17, scope: !65)
!90 = !DILocation(line: 91, column: 22, scope: !65)
!91 = !DILocation(line: 91, column: 13, scope: !65)
!92 = !DILocation(line: 92, column: 38, scope: !65)
!93 = !DILocation(line: 92, column: 46, scope: !65)
!94 = !DILocation(line: 92, column: 51, scope: !65)
!95 = !DILocation(line: 92, column: 56, scope: !65)
!96 = !DILocation(line: 92, column: 9, scope: !65)
!97 = !DILocation(line: 93, column: 5, scope: !65)
!98 = !DILocation(line: 82, column: 38, scope: !61)
!99 = !DILocation(line: 82, column: 5, scope: !61)
!100 = distinct !{!100, !63, !101, !102}
!101 = !DILocation(line: 93, column: 5, scope: !56)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocalVariable(name: "data", scope: !46, file: !3, line: 94, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 320, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 10)
!107 = !DILocation(line: 94, column: 9, scope: !46)
!108 = !DILocalVariable(name: "sum", scope: !46, file: !3, line: 95, type: !10)
!109 = !DILocation(line: 95, column: 10, scope: !46)
!110 = !DILocalVariable(name: "mx", scope: !46, file: !3, line: 96, type: !14)
!111 = !DILocation(line: 96, column: 9, scope: !46)
!112 = !DILocation(line: 96, column: 14, scope: !46)
!113 = !DILocalVariable(name: "h", scope: !46, file: !3, line: 97, type: !114)
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hist", file: !3, line: 40, size: 160, elements: !115)
!115 = !{!116}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !114, file: !3, line: 41, baseType: !117, size: 160)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 160, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 5)
!120 = !DILocation(line: 97, column: 17, scope: !46)
!121 = !DILocation(line: 98, column: 14, scope: !46)
!122 = !DILocation(line: 98, column: 37, scope: !46)
!123 = !DILocation(line: 98, column: 5, scope: !46)
!124 = !DILocation(line: 99, column: 14, scope: !46)
!125 = !DILocation(line: 99, column: 37, scope: !46)
!126 = !DILocation(line: 99, column: 5, scope: !46)
!127 = !DILocation(line: 100, column: 14, scope: !46)
!128 = !DILocation(line: 100, column: 38, scope: !46)
!129 = !DILocation(line: 100, column: 5, scope: !46)
!130 = !DILocation(line: 101, column: 52, scope: !46)
!131 = !DILocation(line: 101, column: 57, scope: !46)
!132 = !DILocation(line: 101, column: 63, scope: !46)
!133 = !DILocation(line: 101, column: 61, scope: !46)
!134 = !DILocation(line: 101, column: 77, scope: !46)
!135 = !DILocation(line: 101, column: 75, scope: !46)
!136 = !DILocation(line: 102, column: 14, scope: !46)
!137 = !DILocation(line: 102, column: 12, scope: !46)
!138 = !DILocation(line: 102, column: 28, scope: !46)
!139 = !DILocation(line: 102, column: 26, scope: !46)
!140 = !DILocation(line: 102, column: 42, scope: !46)
!141 = !DILocation(line: 102, column: 40, scope: !46)
!142 = !DILocation(line: 101, column: 5, scope: !46)
!143 = !DILocalVariable(name: "la", scope: !46, file: !3, line: 103, type: !144)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 512, elements: !145)
!145 = !{!146}
!146 = !DISubrange(count: 8)
!147 = !DILocation(line: 103, column: 10, scope: !46)
!148 = !DILocalVariable(name: "i", scope: !149, file: !3, line: 104, type: !150)
!149 = distinct !DILexicalBlock(scope: !46, file: !3, line: 104, column: 5)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !151, line: 46, baseType: !152)
!151 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!152 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!153 = !DILocation(line: 104, column: 17, scope: !149)
!154 = !DILocation(line: 104, column: 10, scope: !149)
!155 = !DILocation(line: 104, column: 24, scope: !156)
!156 = distinct !DILexicalBlock(scope: !149, file: !3, line: 104, column: 5)
!157 = !DILocation(line: 104, column: 26, scope: !156)
!158 = !DILocation(line: 104, column: 5, scope: !149)
!159 = !DILocation(line: 105, column: 39, scope: !156)
!160 = !DILocation(line: 105, column: 35, scope: !156)
!161 = !DILocation(line: 105, column: 42, scope: !156)
!162 = !DILocation(line: 105, column: 52, scope: !156)
!163 = !DILocation(line: 105, column: 63, scope: !156)
!164 = !DILocation(line: 105, column: 59, scope: !156)
!165 = !DILocation(line: 105, column: 66, scope: !156)
!166 = !DILocation(line: 105, column: 70, scope: !156)
!167 = !DILocation(line: 105, column: 90, scope: !156)
!168 = !DILocation(line: 105, column: 86, scope: !156)
!169 = !DILocation(line: 105, column: 93, scope: !156)
!170 = !DILocation(line: 105, column: 47, scope: !156)
!171 = !DILocation(line: 105, column: 9, scope: !156)
!172 = !DILocation(line: 104, column: 57, scope: !156)
!173 = !DILocation(line: 104, column: 5, scope: !156)
!174 = distinct !{!174, !158, !175, !102}
!175 = !DILocation(line: 105, column: 96, scope: !149)
!176 = !DILocalVariable(name: "i", scope: !177, file: !3, line: 106, type: !14)
!177 = distinct !DILexicalBlock(scope: !46, file: !3, line: 106, column: 5)
!178 = !DILocation(line: 106, column: 14, scope: !177)
!179 = !DILocation(line: 106, column: 10, scope: !177)
!180 = !DILocation(line: 106, column: 21, scope: !181)
!181 = distinct !DILexicalBlock(scope: !177, file: !3, line: 106, column: 5)
!182 = !DILocation(line: 106, column: 23, scope: !181)
!183 = !DILocation(line: 106, column: 5, scope: !177)
!184 = !DILocalVariable(name: "j", scope: !185, file: !3, line: 107, type: !14)
!185 = distinct !DILexicalBlock(scope: !181, file: !3, line: 107, column: 9)
!186 = !DILocation(line: 107, column: 18, scope: !185)
!187 = !DILocation(line: 107, column: 14, scope: !185)
!188 = !DILocation(line: 107, column: 25, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !3, line: 107, column: 9)
!190 = !DILocation(line: 107, column: 27, scope: !189)
!191 = !DILocation(line: 107, column: 9, scope: !185)
!192 = !DILocation(line: 108, column: 46, scope: !189)
!193 = !DILocation(line: 108, column: 49, scope: !189)
!194 = !DILocation(line: 108, column: 71, scope: !189)
!195 = !DILocation(line: 108, column: 66, scope: !189)
!196 = !DILocation(line: 108, column: 80, scope: !189)
!197 = !DILocation(line: 108, column: 75, scope: !189)
!198 = !DILocation(line: 108, column: 52, scope: !189)
!199 = !DILocation(line: 108, column: 13, scope: !189)
!200 = !DILocation(line: 107, column: 33, scope: !189)
!201 = !DILocation(line: 107, column: 9, scope: !189)
!202 = distinct !{!202, !191, !203, !102}
!203 = !DILocation(line: 108, column: 86, scope: !185)
!204 = !DILocation(line: 106, column: 29, scope: !181)
!205 = !DILocation(line: 106, column: 5, scope: !181)
!206 = distinct !{!206, !183, !207, !102}
!207 = !DILocation(line: 108, column: 86, scope: !177)
!208 = !DILocalVariable(name: "shapes", scope: !46, file: !3, line: 109, type: !209)
!209 = !DICompositeType(tag: DW_TAG_array_type, baseType: !210, size: 768, elements: !27)
!210 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "shape", file: !3, line: 65, size: 256, elements: !211)
!211 = !{!212, !213, !220, !221}
!212 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !210, file: !3, line: 66, baseType: !50, size: 64)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "area", scope: !210, file: !3, line: 67, baseType: !214, size: 64, offset: 64)
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!215 = !DISubroutineType(types: !216)
!216 = !{!217, !218}
!217 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !210)
!220 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !210, file: !3, line: 68, baseType: !217, size: 64, offset: 128)
!221 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !210, file: !3, line: 68, baseType: !217, size: 64, offset: 192)
!222 = !DILocation(line: 109, column: 18, scope: !46)
!223 = !DILocalVariable(name: "total", scope: !46, file: !3, line: 112, type: !217)
!224 = !DILocation(line: 112, column: 12, scope: !46)
!225 = !DILocalVariable(name: "i", scope: !226, file: !3, line: 113, type: !14)
!226 = distinct !DILexicalBlock(scope: !46, file: !3, line: 113, column: 5)
!227 = !DILocation(line: 113, column: 14, scope: !226)
!228 = !DILocation(line: 113, column: 10, scope: !226)
!229 = !DILocation(line: 113, column: 21, scope: !230)
!230 = distinct !DILexicalBlock(scope: !226, file: !3, line: 113, column: 5)
!231 = !DILocation(line: 113, column: 23, scope: !230)
!232 = !DILocation(line: 113, column: 5, scope: !226)
!233 = !DILocalVariable(name: "ar", scope: !234, file: !3, line: 114, type: !217)
!234 = distinct !DILexicalBlock(scope: !230, file: !3, line: 113, column: 33)
!235 = !DILocation(line: 114, column: 16, scope: !234)
!236 = !DILocation(line: 114, column: 28, scope: !234)
!237 = !DILocation(line: 114, column: 21, scope: !234)
!238 = !DILocation(line: 114, column: 31, scope: !234)
!239 = !DILocation(line: 114, column: 44, scope: !234)
!240 = !DILocation(line: 114, column: 37, scope: !234)
!241 = !DILocation(line: 115, column: 18, scope: !234)
!242 = !DILocation(line: 115, column: 15, scope: !234)
!243 = !DILocation(line: 116, column: 41, scope: !234)
!244 = !DILocation(line: 116, column: 34, scope: !234)
!245 = !DILocation(line: 116, column: 44, scope: !234)
!246 = !DILocation(line: 116, column: 50, scope: !234)
!247 = !DILocation(line: 116, column: 9, scope: !234)
!248 = !DILocation(line: 117, column: 5, scope: !234)
!249 = !DILocation(line: 113, column: 29, scope: !230)
!250 = !DILocation(line: 113, column: 5, scope: !230)
!251 = distinct !{!251, !232, !252, !102}
!252 = !DILocation(line: 117, column: 5, scope: !226)
!253 = !DILocation(line: 118, column: 33, scope: !46)
!254 = !DILocation(line: 118, column: 5, scope: !46)
!255 = !DILocalVariable(name: "none", scope: !46, file: !3, line: 120, type: !6)
!256 = !DILocation(line: 120, column: 11, scope: !46)
!257 = !DILocation(line: 120, column: 18, scope: !46)
!258 = !DILocation(line: 121, column: 69, scope: !46)
!259 = !DILocation(line: 121, column: 74, scope: !46)
!260 = !DILocation(line: 122, column: 12, scope: !46)
!261 = !DILocation(line: 122, column: 24, scope: !46)
!262 = !DILocation(line: 122, column: 35, scope: !46)
!263 = !DILocation(line: 122, column: 47, scope: !46)
!264 = !DILocation(line: 121, column: 5, scope: !46)
!265 = !DILocalVariable(name: "cmp", scope: !46, file: !3, line: 124, type: !266)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 64)
!267 = !DISubroutineType(types: !268)
!268 = !{!14, !269, !269}
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !270, size: 64)
!270 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!271 = !DILocation(line: 124, column: 11, scope: !46)
!272 = !DILocation(line: 125, column: 11, scope: !46)
!273 = !DILocation(line: 125, column: 37, scope: !46)
!274 = !DILocation(line: 125, column: 5, scope: !46)
!275 = !DILocalVariable(name: "i", scope: !276, file: !3, line: 126, type: !14)
!276 = distinct !DILexicalBlock(scope: !46, file: !3, line: 126, column: 5)
!277 = !DILocation(line: 126, column: 14, scope: !276)
!278 = !DILocation(line: 126, column: 10, scope: !276)
!279 = !DILocation(line: 126, column: 21, scope: !280)
!280 = distinct !DILexicalBlock(scope: !276, file: !3, line: 126, column: 5)
!281 = !DILocation(line: 126, column: 23, scope: !280)
!282 = !DILocation(line: 126, column: 5, scope: !276)
!283 = !DILocation(line: 127, column: 28, scope: !280)
!284 = !DILocation(line: 127, column: 23, scope: !280)
!285 = !DILocation(line: 127, column: 9, scope: !280)
!286 = !DILocation(line: 126, column: 30, scope: !280)
!287 = !DILocation(line: 126, column: 5, scope: !280)
!288 = distinct !{!288, !282, !289, !102}
!289 = !DILocation(line: 127, column: 30, scope: !276)
!290 = !DILocation(line: 128, column: 5, scope: !46)
!291 = !DILocalVariable(name: "fp", scope: !46, file: !3, line: 130, type: !21)
!292 = !DILocation(line: 130, column: 11, scope: !46)
!293 = !DILocalVariable(name: "fpp", scope: !46, file: !3, line: 131, type: !294)
!294 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!295 = !DILocation(line: 131, column: 12, scope: !46)
!296 = !DILocation(line: 132, column: 47, scope: !46)
!297 = !DILocation(line: 132, column: 46, scope: !46)
!298 = !DILocation(line: 132, column: 45, scope: !46)
!299 = !DILocation(line: 132, column: 60, scope: !46)
!300 = !DILocation(line: 132, column: 59, scope: !46)
!301 = !DILocation(line: 132, column: 57, scope: !46)
!302 = !DILocation(line: 132, column: 5, scope: !46)
!303 = !DILocation(line: 133, column: 5, scope: !46)
!304 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 22, type: !305, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!305 = !DISubroutineType(types: !306)
!306 = !{!6, !34}
!307 = !DILocalVariable(name: "sym", arg: 1, scope: !304, file: !3, line: 22, type: !34)
!308 = !DILocation(line: 22, column: 26, scope: !304)
!309 = !DILocalVariable(name: "i", scope: !310, file: !3, line: 23, type: !150)
!310 = distinct !DILexicalBlock(scope: !304, file: !3, line: 23, column: 5)
!311 = !DILocation(line: 23, column: 17, scope: !310)
!312 = !DILocation(line: 23, column: 10, scope: !310)
!313 = !DILocation(line: 23, column: 24, scope: !314)
!314 = distinct !DILexicalBlock(scope: !310, file: !3, line: 23, column: 5)
!315 = !DILocation(line: 23, column: 26, scope: !314)
!316 = !DILocation(line: 23, column: 5, scope: !310)
!317 = !DILocation(line: 24, column: 17, scope: !318)
!318 = distinct !DILexicalBlock(scope: !314, file: !3, line: 24, column: 13)
!319 = !DILocation(line: 24, column: 13, scope: !318)
!320 = !DILocation(line: 24, column: 20, scope: !318)
!321 = !DILocation(line: 24, column: 27, scope: !318)
!322 = !DILocation(line: 24, column: 24, scope: !318)
!323 = !DILocation(line: 24, column: 13, scope: !314)
!324 = !DILocation(line: 25, column: 24, scope: !318)
!325 = !DILocation(line: 25, column: 20, scope: !318)
!326 = !DILocation(line: 25, column: 27, scope: !318)
!327 = !DILocation(line: 25, column: 13, scope: !318)
!328 = !DILocation(line: 23, column: 57, scope: !314)
!329 = !DILocation(line: 23, column: 5, scope: !314)
!330 = distinct !{!330, !316, !331, !102}
!331 = !DILocation(line: 25, column: 27, scope: !310)
!332 = !DILocation(line: 26, column: 5, scope: !304)
!333 = !DILocation(line: 27, column: 1, scope: !304)
!334 = distinct !DISubprogram(name: "for_each", scope: !3, file: !3, line: 29, type: !335, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!335 = !DISubroutineType(types: !336)
!336 = !{null, !12, !14, !337, !5}
!337 = !DIDerivedType(tag: DW_TAG_typedef, name: "visitor", file: !3, line: 7, baseType: !338)
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !339, size: 64)
!339 = !DISubroutineType(types: !340)
!340 = !{null, !14, !5}
!341 = !DILocalVariable(name: "a", arg: 1, scope: !334, file: !3, line: 29, type: !12)
!342 = !DILocation(line: 29, column: 33, scope: !334)
!343 = !DILocalVariable(name: "n", arg: 2, scope: !334, file: !3, line: 29, type: !14)
!344 = !DILocation(line: 29, column: 40, scope: !334)
!345 = !DILocalVariable(name: "v", arg: 3, scope: !334, file: !3, line: 29, type: !337)
!346 = !DILocation(line: 29, column: 51, scope: !334)
!347 = !DILocalVariable(name: "ctx", arg: 4, scope: !334, file: !3, line: 29, type: !5)
!348 = !DILocation(line: 29, column: 60, scope: !334)
!349 = !DILocalVariable(name: "i", scope: !350, file: !3, line: 30, type: !14)
!350 = distinct !DILexicalBlock(scope: !334, file: !3, line: 30, column: 5)
!351 = !DILocation(line: 30, column: 14, scope: !350)
!352 = !DILocation(line: 30, column: 10, scope: !350)
!353 = !DILocation(line: 30, column: 21, scope: !354)
!354 = distinct !DILexicalBlock(scope: !350, file: !3, line: 30, column: 5)
!355 = !DILocation(line: 30, column: 25, scope: !354)
!356 = !DILocation(line: 30, column: 23, scope: !354)
!357 = !DILocation(line: 30, column: 5, scope: !350)
!358 = !DILocation(line: 31, column: 9, scope: !354)
!359 = !DILocation(line: 31, column: 11, scope: !354)
!360 = !DILocation(line: 31, column: 13, scope: !354)
!361 = !DILocation(line: 31, column: 17, scope: !354)
!362 = !DILocation(line: 30, column: 29, scope: !354)
!363 = !DILocation(line: 30, column: 5, scope: !354)
!364 = distinct !{!364, !357, !365, !102}
!365 = !DILocation(line: 31, column: 20, scope: !350)
!366 = !DILocation(line: 32, column: 1, scope: !334)
!367 = distinct !DISubprogram(name: "sum_visitor", scope: !3, file: !3, line: 34, type: !339, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!368 = !DILocalVariable(name: "value", arg: 1, scope: !367, file: !3, line: 34, type: !14)
!369 = !DILocation(line: 34, column: 29, scope: !367)
!370 = !DILocalVariable(name: "ctx", arg: 2, scope: !367, file: !3, line: 34, type: !5)
!371 = !DILocation(line: 34, column: 42, scope: !367)
!372 = !DILocation(line: 34, column: 65, scope: !367)
!373 = !DILocation(line: 34, column: 58, scope: !367)
!374 = !DILocation(line: 34, column: 50, scope: !367)
!375 = !DILocation(line: 34, column: 62, scope: !367)
!376 = !DILocation(line: 34, column: 72, scope: !367)
!377 = distinct !DISubprogram(name: "max_visitor", scope: !3, file: !3, line: 35, type: !339, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!378 = !DILocalVariable(name: "value", arg: 1, scope: !377, file: !3, line: 35, type: !14)
!379 = !DILocation(line: 35, column: 29, scope: !377)
!380 = !DILocalVariable(name: "ctx", arg: 2, scope: !377, file: !3, line: 35, type: !5)
!381 = !DILocation(line: 35, column: 42, scope: !377)
!382 = !DILocalVariable(name: "m", scope: !377, file: !3, line: 36, type: !383)
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!384 = !DILocation(line: 36, column: 10, scope: !377)
!385 = !DILocation(line: 36, column: 14, scope: !377)
!386 = !DILocation(line: 37, column: 9, scope: !387)
!387 = distinct !DILexicalBlock(scope: !377, file: !3, line: 37, column: 9)
!388 = !DILocation(line: 37, column: 18, scope: !387)
!389 = !DILocation(line: 37, column: 17, scope: !387)
!390 = !DILocation(line: 37, column: 15, scope: !387)
!391 = !DILocation(line: 37, column: 9, scope: !377)
!392 = !DILocation(line: 38, column: 14, scope: !387)
!393 = !DILocation(line: 38, column: 10, scope: !387)
!394 = !DILocation(line: 38, column: 12, scope: !387)
!395 = !DILocation(line: 38, column: 9, scope: !387)
!396 = !DILocation(line: 39, column: 1, scope: !377)
!397 = distinct !DISubprogram(name: "hist_visitor", scope: !3, file: !3, line: 43, type: !339, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!398 = !DILocalVariable(name: "value", arg: 1, scope: !397, file: !3, line: 43, type: !14)
!399 = !DILocation(line: 43, column: 30, scope: !397)
!400 = !DILocalVariable(name: "ctx", arg: 2, scope: !397, file: !3, line: 43, type: !5)
!401 = !DILocation(line: 43, column: 43, scope: !397)
!402 = !DILocalVariable(name: "h", scope: !397, file: !3, line: 44, type: !403)
!403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!404 = !DILocation(line: 44, column: 18, scope: !397)
!405 = !DILocation(line: 44, column: 22, scope: !397)
!406 = !DILocation(line: 45, column: 5, scope: !397)
!407 = !DILocation(line: 45, column: 8, scope: !397)
!408 = !DILocation(line: 45, column: 17, scope: !397)
!409 = !DILocation(line: 45, column: 23, scope: !397)
!410 = !DILocation(line: 45, column: 27, scope: !397)
!411 = !DILocation(line: 45, column: 32, scope: !397)
!412 = !DILocation(line: 45, column: 36, scope: !397)
!413 = !DILocation(line: 46, column: 1, scope: !397)
!414 = distinct !DISubprogram(name: "fold", scope: !3, file: !3, line: 48, type: !415, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!415 = !DISubroutineType(types: !416)
!416 = !{!10, !417, !14, !10, !6}
!417 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !418, size: 64)
!418 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!419 = !DILocalVariable(name: "a", arg: 1, scope: !414, file: !3, line: 48, type: !417)
!420 = !DILocation(line: 48, column: 30, scope: !414)
!421 = !DILocalVariable(name: "n", arg: 2, scope: !414, file: !3, line: 48, type: !14)
!422 = !DILocation(line: 48, column: 37, scope: !414)
!423 = !DILocalVariable(name: "init", arg: 3, scope: !414, file: !3, line: 48, type: !10)
!424 = !DILocation(line: 48, column: 45, scope: !414)
!425 = !DILocalVariable(name: "f", arg: 4, scope: !414, file: !3, line: 48, type: !6)
!426 = !DILocation(line: 48, column: 57, scope: !414)
!427 = !DILocalVariable(name: "acc", scope: !414, file: !3, line: 49, type: !10)
!428 = !DILocation(line: 49, column: 10, scope: !414)
!429 = !DILocation(line: 49, column: 16, scope: !414)
!430 = !DILocalVariable(name: "i", scope: !431, file: !3, line: 50, type: !14)
!431 = distinct !DILexicalBlock(scope: !414, file: !3, line: 50, column: 5)
!432 = !DILocation(line: 50, column: 14, scope: !431)
!433 = !DILocation(line: 50, column: 10, scope: !431)
!434 = !DILocation(line: 50, column: 21, scope: !435)
!435 = distinct !DILexicalBlock(scope: !431, file: !3, line: 50, column: 5)
!436 = !DILocation(line: 50, column: 25, scope: !435)
!437 = !DILocation(line: 50, column: 23, scope: !435)
!438 = !DILocation(line: 50, column: 5, scope: !431)
!439 = !DILocation(line: 51, column: 15, scope: !435)
!440 = !DILocation(line: 51, column: 17, scope: !435)
!441 = !DILocation(line: 51, column: 22, scope: !435)
!442 = !DILocation(line: 51, column: 24, scope: !435)
!443 = !DILocation(line: 51, column: 13, scope: !435)
!444 = !DILocation(line: 51, column: 9, scope: !435)
!445 = !DILocation(line: 50, column: 29, scope: !435)
!446 = !DILocation(line: 50, column: 5, scope: !435)
!447 = distinct !{!447, !438, !448, !102}
!448 = !DILocation(line: 51, column: 26, scope: !431)
!449 = !DILocation(line: 52, column: 12, scope: !414)
!450 = !DILocation(line: 52, column: 5, scope: !414)
!451 = distinct !DISubprogram(name: "compose_apply", scope: !3, file: !3, line: 55, type: !452, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!452 = !DISubroutineType(types: !453)
!453 = !{!14, !21, !21, !14}
!454 = !DILocalVariable(name: "f", arg: 1, scope: !451, file: !3, line: 55, type: !21)
!455 = !DILocation(line: 55, column: 32, scope: !451)
!456 = !DILocalVariable(name: "g", arg: 2, scope: !451, file: !3, line: 55, type: !21)
!457 = !DILocation(line: 55, column: 47, scope: !451)
!458 = !DILocalVariable(name: "x", arg: 3, scope: !451, file: !3, line: 55, type: !14)
!459 = !DILocation(line: 55, column: 60, scope: !451)
!460 = !DILocation(line: 55, column: 72, scope: !451)
!461 = !DILocation(line: 55, column: 74, scope: !451)
!462 = !DILocation(line: 55, column: 76, scope: !451)
!463 = !DILocation(line: 55, column: 65, scope: !451)
!464 = !DILocalVariable(name: "which", arg: 1, scope: !18, file: !3, line: 60, type: !14)
!465 = !DILocation(line: 60, column: 23, scope: !18)
!466 = !DILocation(line: 62, column: 18, scope: !18)
!467 = !DILocation(line: 62, column: 24, scope: !18)
!468 = !DILocation(line: 62, column: 12, scope: !18)
!469 = !DILocation(line: 62, column: 5, scope: !18)
!470 = distinct !DISubprogram(name: "rect_area", scope: !3, file: !3, line: 70, type: !215, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!471 = !DILocalVariable(name: "s", arg: 1, scope: !470, file: !3, line: 70, type: !218)
!472 = !DILocation(line: 70, column: 45, scope: !470)
!473 = !DILocation(line: 70, column: 57, scope: !470)
!474 = !DILocation(line: 70, column: 60, scope: !470)
!475 = !DILocation(line: 70, column: 64, scope: !470)
!476 = !DILocation(line: 70, column: 67, scope: !470)
!477 = !DILocation(line: 70, column: 62, scope: !470)
!478 = !DILocation(line: 70, column: 50, scope: !470)
!479 = distinct !DISubprogram(name: "tri_area", scope: !3, file: !3, line: 71, type: !215, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!480 = !DILocalVariable(name: "s", arg: 1, scope: !479, file: !3, line: 71, type: !218)
!481 = !DILocation(line: 71, column: 44, scope: !479)
!482 = !DILocation(line: 71, column: 56, scope: !479)
!483 = !DILocation(line: 71, column: 59, scope: !479)
!484 = !DILocation(line: 71, column: 63, scope: !479)
!485 = !DILocation(line: 71, column: 66, scope: !479)
!486 = !DILocation(line: 71, column: 61, scope: !479)
!487 = !DILocation(line: 71, column: 68, scope: !479)
!488 = !DILocation(line: 71, column: 49, scope: !479)
!489 = distinct !DISubprogram(name: "sq_area", scope: !3, file: !3, line: 72, type: !215, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!490 = !DILocalVariable(name: "s", arg: 1, scope: !489, file: !3, line: 72, type: !218)
!491 = !DILocation(line: 72, column: 43, scope: !489)
!492 = !DILocation(line: 72, column: 55, scope: !489)
!493 = !DILocation(line: 72, column: 58, scope: !489)
!494 = !DILocation(line: 72, column: 62, scope: !489)
!495 = !DILocation(line: 72, column: 65, scope: !489)
!496 = !DILocation(line: 72, column: 60, scope: !489)
!497 = !DILocation(line: 72, column: 48, scope: !489)
!498 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 9, type: !8, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!499 = !DILocalVariable(name: "a", arg: 1, scope: !498, file: !3, line: 9, type: !10)
!500 = !DILocation(line: 9, column: 25, scope: !498)
!501 = !DILocalVariable(name: "b", arg: 2, scope: !498, file: !3, line: 9, type: !10)
!502 = !DILocation(line: 9, column: 33, scope: !498)
!503 = !DILocation(line: 9, column: 45, scope: !498)
!504 = !DILocation(line: 9, column: 49, scope: !498)
!505 = !DILocation(line: 9, column: 47, scope: !498)
!506 = !DILocation(line: 9, column: 38, scope: !498)
!507 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 10, type: !8, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!508 = !DILocalVariable(name: "a", arg: 1, scope: !507, file: !3, line: 10, type: !10)
!509 = !DILocation(line: 10, column: 25, scope: !507)
!510 = !DILocalVariable(name: "b", arg: 2, scope: !507, file: !3, line: 10, type: !10)
!511 = !DILocation(line: 10, column: 33, scope: !507)
!512 = !DILocation(line: 10, column: 45, scope: !507)
!513 = !DILocation(line: 10, column: 49, scope: !507)
!514 = !DILocation(line: 10, column: 47, scope: !507)
!515 = !DILocation(line: 10, column: 38, scope: !507)
!516 = distinct !DISubprogram(name: "cmp_desc", scope: !3, file: !3, line: 74, type: !267, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!517 = !DILocalVariable(name: "x", arg: 1, scope: !516, file: !3, line: 74, type: !269)
!518 = !DILocation(line: 74, column: 33, scope: !516)
!519 = !DILocalVariable(name: "y", arg: 2, scope: !516, file: !3, line: 74, type: !269)
!520 = !DILocation(line: 74, column: 48, scope: !516)
!521 = !DILocalVariable(name: "a", scope: !516, file: !3, line: 75, type: !14)
!522 = !DILocation(line: 75, column: 9, scope: !516)
!523 = !DILocation(line: 75, column: 27, scope: !516)
!524 = !DILocation(line: 75, column: 14, scope: !516)
!525 = !DILocation(line: 75, column: 13, scope: !516)
!526 = !DILocalVariable(name: "b", scope: !516, file: !3, line: 75, type: !14)
!527 = !DILocation(line: 75, column: 30, scope: !516)
!528 = !DILocation(line: 75, column: 48, scope: !516)
!529 = !DILocation(line: 75, column: 35, scope: !516)
!530 = !DILocation(line: 75, column: 34, scope: !516)
!531 = !DILocation(line: 76, column: 13, scope: !516)
!532 = !DILocation(line: 76, column: 17, scope: !516)
!533 = !DILocation(line: 76, column: 15, scope: !516)
!534 = !DILocation(line: 76, column: 23, scope: !516)
!535 = !DILocation(line: 76, column: 27, scope: !516)
!536 = !DILocation(line: 76, column: 25, scope: !516)
!537 = !DILocation(line: 76, column: 20, scope: !516)
!538 = !DILocation(line: 76, column: 5, scope: !516)
!539 = distinct !DISubprogram(name: "dbl", scope: !3, file: !3, line: 57, type: !22, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!540 = !DILocalVariable(name: "x", arg: 1, scope: !539, file: !3, line: 57, type: !14)
!541 = !DILocation(line: 57, column: 20, scope: !539)
!542 = !DILocation(line: 57, column: 32, scope: !539)
!543 = !DILocation(line: 57, column: 34, scope: !539)
!544 = !DILocation(line: 57, column: 25, scope: !539)
!545 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 11, type: !8, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!546 = !DILocalVariable(name: "a", arg: 1, scope: !545, file: !3, line: 11, type: !10)
!547 = !DILocation(line: 11, column: 25, scope: !545)
!548 = !DILocalVariable(name: "b", arg: 2, scope: !545, file: !3, line: 11, type: !10)
!549 = !DILocation(line: 11, column: 33, scope: !545)
!550 = !DILocation(line: 11, column: 45, scope: !545)
!551 = !DILocation(line: 11, column: 49, scope: !545)
!552 = !DILocation(line: 11, column: 47, scope: !545)
!553 = !DILocation(line: 11, column: 38, scope: !545)
!554 = distinct !DISubprogram(name: "op_div", scope: !3, file: !3, line: 12, type: !8, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!555 = !DILocalVariable(name: "a", arg: 1, scope: !554, file: !3, line: 12, type: !10)
!556 = !DILocation(line: 12, column: 25, scope: !554)
!557 = !DILocalVariable(name: "b", arg: 2, scope: !554, file: !3, line: 12, type: !10)
!558 = !DILocation(line: 12, column: 33, scope: !554)
!559 = !DILocation(line: 12, column: 45, scope: !554)
!560 = !DILocation(line: 12, column: 49, scope: !554)
!561 = !DILocation(line: 12, column: 53, scope: !554)
!562 = !DILocation(line: 12, column: 51, scope: !554)
!563 = !DILocation(line: 12, column: 38, scope: !554)
!564 = distinct !DISubprogram(name: "op_mod", scope: !3, file: !3, line: 13, type: !8, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!565 = !DILocalVariable(name: "a", arg: 1, scope: !564, file: !3, line: 13, type: !10)
!566 = !DILocation(line: 13, column: 25, scope: !564)
!567 = !DILocalVariable(name: "b", arg: 2, scope: !564, file: !3, line: 13, type: !10)
!568 = !DILocation(line: 13, column: 33, scope: !564)
!569 = !DILocation(line: 13, column: 45, scope: !564)
!570 = !DILocation(line: 13, column: 49, scope: !564)
!571 = !DILocation(line: 13, column: 53, scope: !564)
!572 = !DILocation(line: 13, column: 51, scope: !564)
!573 = !DILocation(line: 13, column: 38, scope: !564)
!574 = distinct !DISubprogram(name: "op_max", scope: !3, file: !3, line: 14, type: !8, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!575 = !DILocalVariable(name: "a", arg: 1, scope: !574, file: !3, line: 14, type: !10)
!576 = !DILocation(line: 14, column: 25, scope: !574)
!577 = !DILocalVariable(name: "b", arg: 2, scope: !574, file: !3, line: 14, type: !10)
!578 = !DILocation(line: 14, column: 33, scope: !574)
!579 = !DILocation(line: 14, column: 45, scope: !574)
!580 = !DILocation(line: 14, column: 49, scope: !574)
!581 = !DILocation(line: 14, column: 47, scope: !574)
!582 = !DILocation(line: 14, column: 53, scope: !574)
!583 = !DILocation(line: 14, column: 57, scope: !574)
!584 = !DILocation(line: 14, column: 38, scope: !574)
!585 = distinct !DISubprogram(name: "inc", scope: !3, file: !3, line: 56, type: !22, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!586 = !DILocalVariable(name: "x", arg: 1, scope: !585, file: !3, line: 56, type: !14)
!587 = !DILocation(line: 56, column: 20, scope: !585)
!588 = !DILocation(line: 56, column: 32, scope: !585)
!589 = !DILocation(line: 56, column: 34, scope: !585)
!590 = !DILocation(line: 56, column: 25, scope: !585)
!591 = distinct !DISubprogram(name: "sqr", scope: !3, file: !3, line: 58, type: !22, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!592 = !DILocalVariable(name: "x", arg: 1, scope: !591, file: !3, line: 58, type: !14)
!593 = !DILocation(line: 58, column: 20, scope: !591)
!594 = !DILocation(line: 58, column: 32, scope: !591)
!595 = !DILocation(line: 58, column: 36, scope: !591)
!596 = !DILocation(line: 58, column: 34, scope: !591)
!597 = !DILocation(line: 58, column: 25, scope: !591)
