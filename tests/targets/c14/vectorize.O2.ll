; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ai = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16, !dbg !0
@bi = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16, !dbg !23
@as = internal unnamed_addr global [1003 x i16] zeroinitializer, align 16, !dbg !30
@ac = internal unnamed_addr global [1003 x i8] zeroinitializer, align 16, !dbg !33
@au = internal unnamed_addr global [1003 x i8] zeroinitializer, align 16, !dbg !36
@af = internal unnamed_addr global [1003 x float] zeroinitializer, align 16, !dbg !39
@bf = internal unnamed_addr global [1003 x float] zeroinitializer, align 16, !dbg !42
@ad = internal unnamed_addr global [1003 x double] zeroinitializer, align 16, !dbg !44
@__const.main.lens = private unnamed_addr constant [13 x i32] [i32 1, i32 3, i32 4, i32 7, i32 8, i32 15, i32 16, i32 17, i32 31, i32 33, i32 64, i32 100, i32 1003], align 16
@.str = private unnamed_addr constant [116 x i8] c"n=%d sum=%ld sum32=%d max=%d mins=%d sums=%d sumc=%d maxu=%u xoru=%u sumf=%.4f maxf=%.4f dot=%.4f pos=%d wsum=%llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [32 x i8] c"saxpy: %.4f %.4f %.4f sum=%.4f\0A\00", align 1
@ci = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16, !dbg !28
@.str.2 = private unnamed_addr constant [30 x i8] c"add_arrays: %d %d %d sum=%ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [32 x i8] c"clamped: sum=%ld max=%d pos=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"prefix=%ld bi[N-1]=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !54 {
  call void @llvm.dbg.value(metadata i32 12345, metadata !58, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !61, metadata !DIExpression()), !dbg !76
  br label %1, !dbg !77

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %41, %1 ]
  %3 = phi i32 [ 12345, %0 ], [ %5, %1 ]
  call void @llvm.dbg.value(metadata i32 %3, metadata !58, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %2, metadata !61, metadata !DIExpression()), !dbg !76
  %4 = mul i32 %3, 1664525, !dbg !78
  %5 = add i32 %4, 1013904223, !dbg !81
  call void @llvm.dbg.value(metadata i32 %5, metadata !58, metadata !DIExpression()), !dbg !75
  %6 = lshr i32 %5, 8, !dbg !82
  %7 = urem i32 %6, 2000001, !dbg !83
  %8 = add nsw i32 %7, -1000000, !dbg !84
  %9 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %2, !dbg !85
  store i32 %8, i32* %9, align 4, !dbg !86, !tbaa !87
  %10 = urem i32 %5, 1000, !dbg !91
  %11 = add nsw i32 %10, -500, !dbg !92
  %12 = getelementptr inbounds [1003 x i32], [1003 x i32]* @bi, i64 0, i64 %2, !dbg !93
  store i32 %11, i32* %12, align 4, !dbg !94, !tbaa !87
  %13 = lshr i32 %5, 16, !dbg !95
  %14 = trunc i32 %13 to i16, !dbg !96
  %15 = icmp ult i16 %14, -5535, !dbg !96
  %16 = add i16 %14, 5535, !dbg !96
  %17 = select i1 %15, i16 %14, i16 %16, !dbg !96
  %18 = add i16 %17, -30000, !dbg !97
  %19 = getelementptr inbounds [1003 x i16], [1003 x i16]* @as, i64 0, i64 %2, !dbg !98
  store i16 %18, i16* %19, align 2, !dbg !99, !tbaa !100
  %20 = lshr i32 %5, 3, !dbg !102
  %21 = trunc i32 %20 to i8, !dbg !103
  %22 = xor i8 %21, -128, !dbg !103
  %23 = getelementptr inbounds [1003 x i8], [1003 x i8]* @ac, i64 0, i64 %2, !dbg !104
  store i8 %22, i8* %23, align 1, !dbg !105, !tbaa !106
  %24 = lshr i32 %5, 24, !dbg !107
  %25 = trunc i32 %24 to i8, !dbg !108
  %26 = getelementptr inbounds [1003 x i8], [1003 x i8]* @au, i64 0, i64 %2, !dbg !109
  store i8 %25, i8* %26, align 1, !dbg !110, !tbaa !106
  %27 = urem i32 %5, 20001, !dbg !111
  %28 = add nsw i32 %27, -10000, !dbg !112
  %29 = sitofp i32 %28 to float, !dbg !113
  %30 = fmul float %29, 1.562500e-02, !dbg !114
  %31 = getelementptr inbounds [1003 x float], [1003 x float]* @af, i64 0, i64 %2, !dbg !115
  store float %30, float* %31, align 4, !dbg !116, !tbaa !117
  %32 = trunc i64 %2 to i32, !dbg !119
  %33 = sitofp i32 %32 to float, !dbg !119
  %34 = fmul float %33, 5.000000e-01, !dbg !120
  %35 = getelementptr inbounds [1003 x float], [1003 x float]* @bf, i64 0, i64 %2, !dbg !121
  store float %34, float* %35, align 4, !dbg !122, !tbaa !117
  %36 = urem i32 %5, 2001, !dbg !123
  %37 = add nsw i32 %36, -1000, !dbg !124
  %38 = sitofp i32 %37 to double, !dbg !125
  %39 = fmul double %38, 1.250000e-01, !dbg !126
  %40 = getelementptr inbounds [1003 x double], [1003 x double]* @ad, i64 0, i64 %2, !dbg !127
  store double %39, double* %40, align 8, !dbg !128, !tbaa !129
  %41 = add nuw nsw i64 %2, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %41, metadata !61, metadata !DIExpression()), !dbg !76
  %42 = icmp eq i64 %41, 1003, !dbg !132
  br i1 %42, label %331, label %1, !dbg !77, !llvm.loop !133

43:                                               ; preds = %43, %1311
  %44 = phi i64 [ 1, %1311 ], [ %69, %43 ]
  %45 = phi float [ %1326, %1311 ], [ %68, %43 ]
  %46 = getelementptr inbounds [1003 x float], [1003 x float]* @bf, i64 0, i64 %44
  %47 = load float, float* %46, align 4, !dbg !136, !tbaa !117
  call void @llvm.dbg.value(metadata i64 %44, metadata !148, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata float %45, metadata !147, metadata !DIExpression()), !dbg !151
  %48 = fadd float %45, %47, !dbg !152
  call void @llvm.dbg.value(metadata float %48, metadata !147, metadata !DIExpression()), !dbg !151
  %49 = add nuw nsw i64 %44, 1, !dbg !153
  call void @llvm.dbg.value(metadata i64 %49, metadata !148, metadata !DIExpression()), !dbg !150
  %50 = getelementptr inbounds [1003 x float], [1003 x float]* @bf, i64 0, i64 %49
  %51 = load float, float* %50, align 4, !dbg !136, !tbaa !117
  call void @llvm.dbg.value(metadata i64 %49, metadata !148, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata float %48, metadata !147, metadata !DIExpression()), !dbg !151
  %52 = fadd float %48, %51, !dbg !152
  call void @llvm.dbg.value(metadata float %52, metadata !147, metadata !DIExpression()), !dbg !151
  %53 = add nuw nsw i64 %44, 2, !dbg !153
  call void @llvm.dbg.value(metadata i64 %53, metadata !148, metadata !DIExpression()), !dbg !150
  %54 = getelementptr inbounds [1003 x float], [1003 x float]* @bf, i64 0, i64 %53
  %55 = load float, float* %54, align 4, !dbg !136, !tbaa !117
  call void @llvm.dbg.value(metadata i64 %53, metadata !148, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata float %52, metadata !147, metadata !DIExpression()), !dbg !151
  %56 = fadd float %52, %55, !dbg !152
  call void @llvm.dbg.value(metadata float %56, metadata !147, metadata !DIExpression()), !dbg !151
  %57 = add nuw nsw i64 %44, 3, !dbg !153
  call void @llvm.dbg.value(metadata i64 %57, metadata !148, metadata !DIExpression()), !dbg !150
  %58 = getelementptr inbounds [1003 x float], [1003 x float]* @bf, i64 0, i64 %57
  %59 = load float, float* %58, align 4, !dbg !136, !tbaa !117
  call void @llvm.dbg.value(metadata i64 %57, metadata !148, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata float %56, metadata !147, metadata !DIExpression()), !dbg !151
  %60 = fadd float %56, %59, !dbg !152
  call void @llvm.dbg.value(metadata float %60, metadata !147, metadata !DIExpression()), !dbg !151
  %61 = add nuw nsw i64 %44, 4, !dbg !153
  call void @llvm.dbg.value(metadata i64 %61, metadata !148, metadata !DIExpression()), !dbg !150
  %62 = getelementptr inbounds [1003 x float], [1003 x float]* @bf, i64 0, i64 %61
  %63 = load float, float* %62, align 4, !dbg !136, !tbaa !117
  call void @llvm.dbg.value(metadata i64 %61, metadata !148, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata float %60, metadata !147, metadata !DIExpression()), !dbg !151
  %64 = fadd float %60, %63, !dbg !152
  call void @llvm.dbg.value(metadata float %64, metadata !147, metadata !DIExpression()), !dbg !151
  %65 = add nuw nsw i64 %44, 5, !dbg !153
  call void @llvm.dbg.value(metadata i64 %65, metadata !148, metadata !DIExpression()), !dbg !150
  %66 = getelementptr inbounds [1003 x float], [1003 x float]* @bf, i64 0, i64 %65
  %67 = load float, float* %66, align 4, !dbg !136, !tbaa !117
  call void @llvm.dbg.value(metadata i64 %65, metadata !148, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata float %64, metadata !147, metadata !DIExpression()), !dbg !151
  %68 = fadd float %64, %67, !dbg !152
  call void @llvm.dbg.value(metadata float %68, metadata !147, metadata !DIExpression()), !dbg !151
  %69 = add nuw nsw i64 %44, 6, !dbg !153
  call void @llvm.dbg.value(metadata i64 %69, metadata !148, metadata !DIExpression()), !dbg !150
  %70 = icmp eq i64 %69, 1003, !dbg !154
  br i1 %70, label %71, label %43, !dbg !155, !llvm.loop !156

71:                                               ; preds = %43
  %72 = fpext float %1324 to double, !dbg !158
  %73 = fpext float %1325 to double, !dbg !159
  %74 = fpext float %1323 to double, !dbg !160
  %75 = fpext float %68 to double, !dbg !161
  %76 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.1, i64 0, i64 0), double noundef %72, double noundef %73, double noundef %74, double noundef %75), !dbg !162
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 0), metadata !163, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 0), metadata !173, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 1003, metadata !175, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !176, metadata !DIExpression()), !dbg !180
  br label %77, !dbg !181

77:                                               ; preds = %77, %71
  %78 = phi i64 [ 0, %71 ], [ %103, %77 ], !dbg !182
  %79 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %78, !dbg !182
  %80 = bitcast i32* %79 to <4 x i32>*, !dbg !184
  %81 = load <4 x i32>, <4 x i32>* %80, align 16, !dbg !184, !tbaa !87
  %82 = getelementptr inbounds i32, i32* %79, i64 4, !dbg !184
  %83 = bitcast i32* %82 to <4 x i32>*, !dbg !184
  %84 = load <4 x i32>, <4 x i32>* %83, align 16, !dbg !184, !tbaa !87
  %85 = mul nsw <4 x i32> %81, <i32 3, i32 3, i32 3, i32 3>, !dbg !185
  %86 = mul nsw <4 x i32> %84, <i32 3, i32 3, i32 3, i32 3>, !dbg !185
  %87 = getelementptr inbounds [1003 x i32], [1003 x i32]* @bi, i64 0, i64 %78, !dbg !182
  %88 = bitcast i32* %87 to <4 x i32>*, !dbg !186
  %89 = load <4 x i32>, <4 x i32>* %88, align 16, !dbg !186, !tbaa !87
  %90 = getelementptr inbounds i32, i32* %87, i64 4, !dbg !186
  %91 = bitcast i32* %90 to <4 x i32>*, !dbg !186
  %92 = load <4 x i32>, <4 x i32>* %91, align 16, !dbg !186, !tbaa !87
  %93 = add nsw <4 x i32> %85, %89, !dbg !187
  %94 = add nsw <4 x i32> %86, %92, !dbg !187
  %95 = ashr <4 x i32> %81, <i32 2, i32 2, i32 2, i32 2>, !dbg !188
  %96 = ashr <4 x i32> %84, <i32 2, i32 2, i32 2, i32 2>, !dbg !188
  %97 = sub <4 x i32> %93, %95, !dbg !189
  %98 = sub <4 x i32> %94, %96, !dbg !189
  %99 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ci, i64 0, i64 %78, !dbg !182
  %100 = bitcast i32* %99 to <4 x i32>*, !dbg !190
  store <4 x i32> %97, <4 x i32>* %100, align 16, !dbg !190, !tbaa !87
  %101 = getelementptr inbounds i32, i32* %99, i64 4, !dbg !190
  %102 = bitcast i32* %101 to <4 x i32>*, !dbg !190
  store <4 x i32> %98, <4 x i32>* %102, align 16, !dbg !190, !tbaa !87
  %103 = add nuw i64 %78, 8, !dbg !182
  %104 = icmp eq i64 %103, 1000, !dbg !182
  br i1 %104, label %105, label %77, !dbg !182, !llvm.loop !191

105:                                              ; preds = %77
  call void @llvm.dbg.value(metadata i64 1000, metadata !176, metadata !DIExpression()), !dbg !180
  %106 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 1000), align 16, !dbg !184, !tbaa !87
  %107 = mul nsw i32 %106, 3, !dbg !185
  %108 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @bi, i64 0, i64 1000), align 16, !dbg !186, !tbaa !87
  %109 = add nsw i32 %107, %108, !dbg !187
  %110 = ashr i32 %106, 2, !dbg !188
  %111 = sub i32 %109, %110, !dbg !189
  store i32 %111, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1000), align 16, !dbg !190, !tbaa !87
  call void @llvm.dbg.value(metadata i64 1001, metadata !176, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i64 1001, metadata !176, metadata !DIExpression()), !dbg !180
  %112 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 1001), align 4, !dbg !184, !tbaa !87
  %113 = mul nsw i32 %112, 3, !dbg !185
  %114 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @bi, i64 0, i64 1001), align 4, !dbg !186, !tbaa !87
  %115 = add nsw i32 %113, %114, !dbg !187
  %116 = ashr i32 %112, 2, !dbg !188
  %117 = sub i32 %115, %116, !dbg !189
  store i32 %117, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1001), align 4, !dbg !190, !tbaa !87
  call void @llvm.dbg.value(metadata i64 1002, metadata !176, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i64 1002, metadata !176, metadata !DIExpression()), !dbg !180
  %118 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 1002), align 8, !dbg !184, !tbaa !87
  %119 = mul nsw i32 %118, 3, !dbg !185
  %120 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @bi, i64 0, i64 1002), align 8, !dbg !186, !tbaa !87
  %121 = add nsw i32 %119, %120, !dbg !187
  %122 = ashr i32 %118, 2, !dbg !188
  %123 = sub i32 %121, %122, !dbg !189
  store i32 %123, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1002), align 8, !dbg !190, !tbaa !87
  call void @llvm.dbg.value(metadata i64 1003, metadata !176, metadata !DIExpression()), !dbg !180
  %124 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 0), align 16, !dbg !194, !tbaa !87
  %125 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1), align 4, !dbg !195, !tbaa !87
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 0), metadata !196, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32 1003, metadata !201, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i64 0, metadata !202, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i64 0, metadata !203, metadata !DIExpression()), !dbg !207
  %126 = sext i32 %124 to i64, !dbg !208
  call void @llvm.dbg.value(metadata i64 %126, metadata !202, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i64 1, metadata !203, metadata !DIExpression()), !dbg !207
  %127 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %126, i64 0, !dbg !210
  br label %128, !dbg !210

128:                                              ; preds = %128, %105
  %129 = phi i64 [ 0, %105 ], [ %154, %128 ]
  %130 = phi <2 x i64> [ %127, %105 ], [ %152, %128 ]
  %131 = phi <2 x i64> [ zeroinitializer, %105 ], [ %153, %128 ]
  %132 = or i64 %129, 1
  %133 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ci, i64 0, i64 %132
  %134 = bitcast i32* %133 to <2 x i32>*, !dbg !208
  %135 = load <2 x i32>, <2 x i32>* %134, align 4, !dbg !208, !tbaa !87
  %136 = getelementptr inbounds i32, i32* %133, i64 2, !dbg !208
  %137 = bitcast i32* %136 to <2 x i32>*, !dbg !208
  %138 = load <2 x i32>, <2 x i32>* %137, align 4, !dbg !208, !tbaa !87
  %139 = sext <2 x i32> %135 to <2 x i64>, !dbg !208
  %140 = sext <2 x i32> %138 to <2 x i64>, !dbg !208
  %141 = add <2 x i64> %130, %139, !dbg !211
  %142 = add <2 x i64> %131, %140, !dbg !211
  %143 = or i64 %129, 5
  %144 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ci, i64 0, i64 %143
  %145 = bitcast i32* %144 to <2 x i32>*, !dbg !208
  %146 = load <2 x i32>, <2 x i32>* %145, align 4, !dbg !208, !tbaa !87
  %147 = getelementptr inbounds i32, i32* %144, i64 2, !dbg !208
  %148 = bitcast i32* %147 to <2 x i32>*, !dbg !208
  %149 = load <2 x i32>, <2 x i32>* %148, align 4, !dbg !208, !tbaa !87
  %150 = sext <2 x i32> %146 to <2 x i64>, !dbg !208
  %151 = sext <2 x i32> %149 to <2 x i64>, !dbg !208
  %152 = add <2 x i64> %141, %150, !dbg !211
  %153 = add <2 x i64> %142, %151, !dbg !211
  %154 = add nuw nsw i64 %129, 8
  %155 = icmp eq i64 %154, 1000
  br i1 %155, label %156, label %128, !llvm.loop !212

156:                                              ; preds = %128
  %157 = add <2 x i64> %153, %152, !dbg !210
  %158 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %157), !dbg !210
  %159 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1001), align 4, !dbg !208, !tbaa !87
  call void @llvm.dbg.value(metadata i64 1001, metadata !203, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i64 %158, metadata !202, metadata !DIExpression()), !dbg !205
  %160 = sext i32 %159 to i64, !dbg !208
  %161 = add nsw i64 %158, %160, !dbg !211
  call void @llvm.dbg.value(metadata i64 %161, metadata !202, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i64 1002, metadata !203, metadata !DIExpression()), !dbg !207
  %162 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1002), align 8, !dbg !208, !tbaa !87
  call void @llvm.dbg.value(metadata i64 1002, metadata !203, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.value(metadata i64 %161, metadata !202, metadata !DIExpression()), !dbg !205
  %163 = sext i32 %162 to i64, !dbg !208
  %164 = add nsw i64 %161, %163, !dbg !211
  call void @llvm.dbg.value(metadata i64 %164, metadata !202, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i64 1003, metadata !203, metadata !DIExpression()), !dbg !207
  %165 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.2, i64 0, i64 0), i32 noundef %124, i32 noundef %125, i32 noundef %123, i64 noundef %164), !dbg !214
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 0), metadata !215, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i32 1003, metadata !220, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i32 -1000, metadata !221, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i32 1000, metadata !222, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i32 0, metadata !223, metadata !DIExpression()), !dbg !230
  br label %166, !dbg !231

166:                                              ; preds = %166, %156
  %167 = phi i64 [ 0, %156 ], [ %184, %166 ], !dbg !232
  %168 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ci, i64 0, i64 %167, !dbg !232
  %169 = bitcast i32* %168 to <4 x i32>*, !dbg !233
  %170 = load <4 x i32>, <4 x i32>* %169, align 16, !dbg !233, !tbaa !87
  %171 = getelementptr inbounds i32, i32* %168, i64 4, !dbg !233
  %172 = bitcast i32* %171 to <4 x i32>*, !dbg !233
  %173 = load <4 x i32>, <4 x i32>* %172, align 16, !dbg !233, !tbaa !87
  %174 = icmp sgt <4 x i32> %170, <i32 -1000, i32 -1000, i32 -1000, i32 -1000>, !dbg !234
  %175 = icmp sgt <4 x i32> %173, <i32 -1000, i32 -1000, i32 -1000, i32 -1000>, !dbg !234
  %176 = select <4 x i1> %174, <4 x i32> %170, <4 x i32> <i32 -1000, i32 -1000, i32 -1000, i32 -1000>, !dbg !234
  %177 = select <4 x i1> %175, <4 x i32> %173, <4 x i32> <i32 -1000, i32 -1000, i32 -1000, i32 -1000>, !dbg !234
  %178 = icmp slt <4 x i32> %176, <i32 1000, i32 1000, i32 1000, i32 1000>, !dbg !235
  %179 = icmp slt <4 x i32> %177, <i32 1000, i32 1000, i32 1000, i32 1000>, !dbg !235
  %180 = select <4 x i1> %178, <4 x i32> %176, <4 x i32> <i32 1000, i32 1000, i32 1000, i32 1000>, !dbg !235
  %181 = select <4 x i1> %179, <4 x i32> %177, <4 x i32> <i32 1000, i32 1000, i32 1000, i32 1000>, !dbg !235
  %182 = bitcast i32* %168 to <4 x i32>*, !dbg !236
  store <4 x i32> %180, <4 x i32>* %182, align 16, !dbg !236, !tbaa !87
  %183 = bitcast i32* %171 to <4 x i32>*, !dbg !236
  store <4 x i32> %181, <4 x i32>* %183, align 16, !dbg !236, !tbaa !87
  %184 = add nuw i64 %167, 8, !dbg !232
  %185 = icmp eq i64 %184, 1000, !dbg !232
  br i1 %185, label %186, label %166, !dbg !232, !llvm.loop !237

186:                                              ; preds = %166
  call void @llvm.dbg.value(metadata i64 1000, metadata !223, metadata !DIExpression()), !dbg !230
  %187 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1000), align 16, !dbg !233, !tbaa !87
  call void @llvm.dbg.value(metadata i32 %187, metadata !225, metadata !DIExpression()), !dbg !239
  %188 = icmp sgt i32 %187, -1000, !dbg !234
  %189 = select i1 %188, i32 %187, i32 -1000, !dbg !234
  call void @llvm.dbg.value(metadata i32 %189, metadata !225, metadata !DIExpression()), !dbg !239
  %190 = icmp slt i32 %189, 1000, !dbg !235
  %191 = select i1 %190, i32 %189, i32 1000, !dbg !235
  call void @llvm.dbg.value(metadata i32 %191, metadata !225, metadata !DIExpression()), !dbg !239
  store i32 %191, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1000), align 16, !dbg !236, !tbaa !87
  call void @llvm.dbg.value(metadata i64 1001, metadata !223, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 1001, metadata !223, metadata !DIExpression()), !dbg !230
  %192 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1001), align 4, !dbg !233, !tbaa !87
  call void @llvm.dbg.value(metadata i32 %192, metadata !225, metadata !DIExpression()), !dbg !239
  %193 = icmp sgt i32 %192, -1000, !dbg !234
  %194 = select i1 %193, i32 %192, i32 -1000, !dbg !234
  call void @llvm.dbg.value(metadata i32 %194, metadata !225, metadata !DIExpression()), !dbg !239
  %195 = icmp slt i32 %194, 1000, !dbg !235
  %196 = select i1 %195, i32 %194, i32 1000, !dbg !235
  call void @llvm.dbg.value(metadata i32 %196, metadata !225, metadata !DIExpression()), !dbg !239
  store i32 %196, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1001), align 4, !dbg !236, !tbaa !87
  call void @llvm.dbg.value(metadata i64 1002, metadata !223, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i64 1002, metadata !223, metadata !DIExpression()), !dbg !230
  %197 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1002), align 8, !dbg !233, !tbaa !87
  call void @llvm.dbg.value(metadata i32 %197, metadata !225, metadata !DIExpression()), !dbg !239
  %198 = icmp sgt i32 %197, -1000, !dbg !234
  %199 = select i1 %198, i32 %197, i32 -1000, !dbg !234
  call void @llvm.dbg.value(metadata i32 %199, metadata !225, metadata !DIExpression()), !dbg !239
  %200 = icmp slt i32 %199, 1000, !dbg !235
  %201 = select i1 %200, i32 %199, i32 1000, !dbg !235
  call void @llvm.dbg.value(metadata i32 %201, metadata !225, metadata !DIExpression()), !dbg !239
  store i32 %201, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1002), align 8, !dbg !236, !tbaa !87
  call void @llvm.dbg.value(metadata i64 1003, metadata !223, metadata !DIExpression()), !dbg !230
  br label %202, !dbg !240

202:                                              ; preds = %202, %186
  %203 = phi i64 [ 0, %186 ], [ %227, %202 ], !dbg !242
  %204 = phi <2 x i64> [ zeroinitializer, %186 ], [ %225, %202 ]
  %205 = phi <2 x i64> [ zeroinitializer, %186 ], [ %226, %202 ]
  %206 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ci, i64 0, i64 %203, !dbg !242
  %207 = bitcast i32* %206 to <2 x i32>*, !dbg !243
  %208 = load <2 x i32>, <2 x i32>* %207, align 16, !dbg !243, !tbaa !87
  %209 = getelementptr inbounds i32, i32* %206, i64 2, !dbg !243
  %210 = bitcast i32* %209 to <2 x i32>*, !dbg !243
  %211 = load <2 x i32>, <2 x i32>* %210, align 8, !dbg !243, !tbaa !87
  %212 = sext <2 x i32> %208 to <2 x i64>, !dbg !243
  %213 = sext <2 x i32> %211 to <2 x i64>, !dbg !243
  %214 = add <2 x i64> %204, %212, !dbg !244
  %215 = add <2 x i64> %205, %213, !dbg !244
  %216 = or i64 %203, 4, !dbg !242
  %217 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ci, i64 0, i64 %216, !dbg !242
  %218 = bitcast i32* %217 to <2 x i32>*, !dbg !243
  %219 = load <2 x i32>, <2 x i32>* %218, align 16, !dbg !243, !tbaa !87
  %220 = getelementptr inbounds i32, i32* %217, i64 2, !dbg !243
  %221 = bitcast i32* %220 to <2 x i32>*, !dbg !243
  %222 = load <2 x i32>, <2 x i32>* %221, align 8, !dbg !243, !tbaa !87
  %223 = sext <2 x i32> %219 to <2 x i64>, !dbg !243
  %224 = sext <2 x i32> %222 to <2 x i64>, !dbg !243
  %225 = add <2 x i64> %214, %223, !dbg !244
  %226 = add <2 x i64> %215, %224, !dbg !244
  %227 = add nuw nsw i64 %203, 8, !dbg !242
  %228 = icmp eq i64 %227, 1000, !dbg !242
  br i1 %228, label %229, label %202, !dbg !242, !llvm.loop !245

229:                                              ; preds = %202
  %230 = add <2 x i64> %226, %225, !dbg !240
  %231 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %230), !dbg !240
  call void @llvm.dbg.value(metadata i64 1000, metadata !203, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i64 %231, metadata !202, metadata !DIExpression()), !dbg !248
  %232 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1000), align 16, !dbg !243, !tbaa !87
  %233 = sext i32 %232 to i64, !dbg !243
  %234 = add nsw i64 %231, %233, !dbg !244
  call void @llvm.dbg.value(metadata i64 %234, metadata !202, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 1001, metadata !203, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i64 1001, metadata !203, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i64 %234, metadata !202, metadata !DIExpression()), !dbg !248
  %235 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1001), align 4, !dbg !243, !tbaa !87
  %236 = sext i32 %235 to i64, !dbg !243
  %237 = add nsw i64 %234, %236, !dbg !244
  call void @llvm.dbg.value(metadata i64 %237, metadata !202, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 1002, metadata !203, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i64 1002, metadata !203, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i64 %237, metadata !202, metadata !DIExpression()), !dbg !248
  %238 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1002), align 8, !dbg !243, !tbaa !87
  %239 = sext i32 %238 to i64, !dbg !243
  %240 = add nsw i64 %237, %239, !dbg !244
  call void @llvm.dbg.value(metadata i64 %240, metadata !202, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i64 1003, metadata !203, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 0), metadata !249, metadata !DIExpression()), !dbg !258
  call void @llvm.dbg.value(metadata i32 1003, metadata !254, metadata !DIExpression()), !dbg !258
  %241 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 0), align 16, !dbg !260, !tbaa !87
  call void @llvm.dbg.value(metadata i32 %241, metadata !255, metadata !DIExpression()), !dbg !258
  call void @llvm.dbg.value(metadata i32 1, metadata !256, metadata !DIExpression()), !dbg !261
  %242 = insertelement <4 x i32> poison, i32 %241, i64 0, !dbg !262
  %243 = shufflevector <4 x i32> %242, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !262
  br label %244, !dbg !262

244:                                              ; preds = %260, %229
  %245 = phi i64 [ 0, %229 ], [ %272, %260 ]
  %246 = phi <4 x i32> [ %243, %229 ], [ %270, %260 ]
  %247 = phi <4 x i32> [ %243, %229 ], [ %271, %260 ]
  %248 = or i64 %245, 1
  %249 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ci, i64 0, i64 %248, !dbg !263
  %250 = bitcast i32* %249 to <4 x i32>*, !dbg !263
  %251 = load <4 x i32>, <4 x i32>* %250, align 4, !dbg !263, !tbaa !87
  %252 = getelementptr inbounds i32, i32* %249, i64 4, !dbg !263
  %253 = bitcast i32* %252 to <4 x i32>*, !dbg !263
  %254 = load <4 x i32>, <4 x i32>* %253, align 4, !dbg !263, !tbaa !87
  %255 = icmp sgt <4 x i32> %251, %246, !dbg !265
  %256 = icmp sgt <4 x i32> %254, %247, !dbg !265
  %257 = select <4 x i1> %255, <4 x i32> %251, <4 x i32> %246, !dbg !263
  %258 = select <4 x i1> %256, <4 x i32> %254, <4 x i32> %247, !dbg !263
  %259 = icmp eq i64 %245, 992
  br i1 %259, label %273, label %260, !llvm.loop !266

260:                                              ; preds = %244
  %261 = or i64 %245, 9
  %262 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ci, i64 0, i64 %261, !dbg !263
  %263 = bitcast i32* %262 to <4 x i32>*, !dbg !263
  %264 = load <4 x i32>, <4 x i32>* %263, align 4, !dbg !263, !tbaa !87
  %265 = getelementptr inbounds i32, i32* %262, i64 4, !dbg !263
  %266 = bitcast i32* %265 to <4 x i32>*, !dbg !263
  %267 = load <4 x i32>, <4 x i32>* %266, align 4, !dbg !263, !tbaa !87
  %268 = icmp sgt <4 x i32> %264, %257, !dbg !265
  %269 = icmp sgt <4 x i32> %267, %258, !dbg !265
  %270 = select <4 x i1> %268, <4 x i32> %264, <4 x i32> %257, !dbg !263
  %271 = select <4 x i1> %269, <4 x i32> %267, <4 x i32> %258, !dbg !263
  %272 = add nuw nsw i64 %245, 16
  br label %244

273:                                              ; preds = %244
  %274 = icmp sgt <4 x i32> %257, %258, !dbg !262
  %275 = select <4 x i1> %274, <4 x i32> %257, <4 x i32> %258, !dbg !262
  %276 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %275), !dbg !262
  call void @llvm.dbg.value(metadata i64 1001, metadata !256, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata i32 %276, metadata !255, metadata !DIExpression()), !dbg !258
  %277 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1001), align 4, !dbg !263, !tbaa !87
  %278 = icmp sgt i32 %277, %276, !dbg !265
  %279 = select i1 %278, i32 %277, i32 %276, !dbg !263
  call void @llvm.dbg.value(metadata i32 %279, metadata !255, metadata !DIExpression()), !dbg !258
  call void @llvm.dbg.value(metadata i64 1002, metadata !256, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata i64 1002, metadata !256, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata i32 %279, metadata !255, metadata !DIExpression()), !dbg !258
  %280 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1002), align 8, !dbg !263, !tbaa !87
  %281 = icmp sgt i32 %280, %279, !dbg !265
  %282 = select i1 %281, i32 %280, i32 %279, !dbg !263
  call void @llvm.dbg.value(metadata i32 %282, metadata !255, metadata !DIExpression()), !dbg !258
  call void @llvm.dbg.value(metadata i64 1003, metadata !256, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata i64 0, metadata !268, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 0, metadata !274, metadata !DIExpression()), !dbg !277
  %283 = icmp sgt i32 %241, 0, !dbg !278
  %284 = zext i1 %283 to i32, !dbg !278
  call void @llvm.dbg.value(metadata i32 %284, metadata !274, metadata !DIExpression()), !dbg !277
  call void @llvm.dbg.value(metadata i64 1, metadata !268, metadata !DIExpression()), !dbg !275
  %285 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %284, i64 0, !dbg !280
  br label %286, !dbg !280

286:                                              ; preds = %304, %273
  %287 = phi i64 [ 0, %273 ], [ %318, %304 ]
  %288 = phi <4 x i32> [ %285, %273 ], [ %316, %304 ]
  %289 = phi <4 x i32> [ zeroinitializer, %273 ], [ %317, %304 ]
  %290 = or i64 %287, 1
  %291 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ci, i64 0, i64 %290
  %292 = bitcast i32* %291 to <4 x i32>*, !dbg !281
  %293 = load <4 x i32>, <4 x i32>* %292, align 4, !dbg !281, !tbaa !87
  %294 = getelementptr inbounds i32, i32* %291, i64 4, !dbg !281
  %295 = bitcast i32* %294 to <4 x i32>*, !dbg !281
  %296 = load <4 x i32>, <4 x i32>* %295, align 4, !dbg !281, !tbaa !87
  %297 = icmp sgt <4 x i32> %293, zeroinitializer, !dbg !278
  %298 = icmp sgt <4 x i32> %296, zeroinitializer, !dbg !278
  %299 = zext <4 x i1> %297 to <4 x i32>, !dbg !278
  %300 = zext <4 x i1> %298 to <4 x i32>, !dbg !278
  %301 = add <4 x i32> %288, %299, !dbg !282
  %302 = add <4 x i32> %289, %300, !dbg !282
  %303 = icmp eq i64 %287, 992
  br i1 %303, label %319, label %304, !llvm.loop !283

304:                                              ; preds = %286
  %305 = or i64 %287, 9
  %306 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ci, i64 0, i64 %305
  %307 = bitcast i32* %306 to <4 x i32>*, !dbg !281
  %308 = load <4 x i32>, <4 x i32>* %307, align 4, !dbg !281, !tbaa !87
  %309 = getelementptr inbounds i32, i32* %306, i64 4, !dbg !281
  %310 = bitcast i32* %309 to <4 x i32>*, !dbg !281
  %311 = load <4 x i32>, <4 x i32>* %310, align 4, !dbg !281, !tbaa !87
  %312 = icmp sgt <4 x i32> %308, zeroinitializer, !dbg !278
  %313 = icmp sgt <4 x i32> %311, zeroinitializer, !dbg !278
  %314 = zext <4 x i1> %312 to <4 x i32>, !dbg !278
  %315 = zext <4 x i1> %313 to <4 x i32>, !dbg !278
  %316 = add <4 x i32> %301, %314, !dbg !282
  %317 = add <4 x i32> %302, %315, !dbg !282
  %318 = add nuw nsw i64 %287, 16
  br label %286

319:                                              ; preds = %286
  %320 = add <4 x i32> %302, %301, !dbg !280
  %321 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %320), !dbg !280
  %322 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1001), align 4, !dbg !281, !tbaa !87
  call void @llvm.dbg.value(metadata i64 1001, metadata !268, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 %321, metadata !274, metadata !DIExpression()), !dbg !277
  %323 = icmp sgt i32 %322, 0, !dbg !278
  %324 = zext i1 %323 to i32, !dbg !278
  %325 = add nuw nsw i32 %321, %324, !dbg !282
  call void @llvm.dbg.value(metadata i32 %325, metadata !274, metadata !DIExpression()), !dbg !277
  call void @llvm.dbg.value(metadata i64 1002, metadata !268, metadata !DIExpression()), !dbg !275
  %326 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ci, i64 0, i64 1002), align 8, !dbg !281, !tbaa !87
  call void @llvm.dbg.value(metadata i64 1002, metadata !268, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 %325, metadata !274, metadata !DIExpression()), !dbg !277
  %327 = icmp sgt i32 %326, 0, !dbg !278
  %328 = zext i1 %327 to i32, !dbg !278
  %329 = add nuw nsw i32 %325, %328, !dbg !282
  call void @llvm.dbg.value(metadata i32 %329, metadata !274, metadata !DIExpression()), !dbg !277
  call void @llvm.dbg.value(metadata i64 1003, metadata !268, metadata !DIExpression()), !dbg !275
  %330 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.3, i64 0, i64 0), i64 noundef %240, i32 noundef %282, i32 noundef %329), !dbg !285
  call void @llvm.dbg.value(metadata i64 0, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !286
  br label %1330, !dbg !287

331:                                              ; preds = %1, %1263
  %332 = phi i64 [ %1267, %1263 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i64 %332, metadata !67, metadata !DIExpression()), !dbg !288
  %333 = getelementptr inbounds [13 x i32], [13 x i32]* @__const.main.lens, i64 0, i64 %332, !dbg !289
  %334 = load i32, i32* %333, align 4, !dbg !289, !tbaa !87
  call void @llvm.dbg.value(metadata i32 %334, metadata !69, metadata !DIExpression()), !dbg !290
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 0), metadata !196, metadata !DIExpression()), !dbg !291
  call void @llvm.dbg.value(metadata i32 %334, metadata !201, metadata !DIExpression()), !dbg !291
  call void @llvm.dbg.value(metadata i64 0, metadata !202, metadata !DIExpression()), !dbg !291
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()), !dbg !293
  %335 = zext i32 %334 to i64, !dbg !294
  %336 = icmp ult i64 %332, 2, !dbg !295
  br i1 %336, label %399, label %337, !dbg !295

337:                                              ; preds = %331
  %338 = and i64 %335, 4294967292, !dbg !295
  %339 = add nsw i64 %338, -4, !dbg !295
  %340 = lshr exact i64 %339, 2, !dbg !295
  %341 = add nuw nsw i64 %340, 1, !dbg !295
  %342 = and i64 %341, 1, !dbg !295
  %343 = icmp eq i64 %339, 0, !dbg !295
  br i1 %343, label %375, label %344, !dbg !295

344:                                              ; preds = %337
  %345 = and i64 %341, 9223372036854775806, !dbg !295
  br label %346, !dbg !295

346:                                              ; preds = %346, %344
  %347 = phi i64 [ 0, %344 ], [ %372, %346 ], !dbg !296
  %348 = phi <2 x i64> [ zeroinitializer, %344 ], [ %370, %346 ]
  %349 = phi <2 x i64> [ zeroinitializer, %344 ], [ %371, %346 ]
  %350 = phi i64 [ 0, %344 ], [ %373, %346 ]
  %351 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %347, !dbg !296
  %352 = bitcast i32* %351 to <2 x i32>*, !dbg !297
  %353 = load <2 x i32>, <2 x i32>* %352, align 16, !dbg !297, !tbaa !87
  %354 = getelementptr inbounds i32, i32* %351, i64 2, !dbg !297
  %355 = bitcast i32* %354 to <2 x i32>*, !dbg !297
  %356 = load <2 x i32>, <2 x i32>* %355, align 8, !dbg !297, !tbaa !87
  %357 = sext <2 x i32> %353 to <2 x i64>, !dbg !297
  %358 = sext <2 x i32> %356 to <2 x i64>, !dbg !297
  %359 = add <2 x i64> %348, %357, !dbg !298
  %360 = add <2 x i64> %349, %358, !dbg !298
  %361 = or i64 %347, 4, !dbg !296
  %362 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %361, !dbg !296
  %363 = bitcast i32* %362 to <2 x i32>*, !dbg !297
  %364 = load <2 x i32>, <2 x i32>* %363, align 16, !dbg !297, !tbaa !87
  %365 = getelementptr inbounds i32, i32* %362, i64 2, !dbg !297
  %366 = bitcast i32* %365 to <2 x i32>*, !dbg !297
  %367 = load <2 x i32>, <2 x i32>* %366, align 8, !dbg !297, !tbaa !87
  %368 = sext <2 x i32> %364 to <2 x i64>, !dbg !297
  %369 = sext <2 x i32> %367 to <2 x i64>, !dbg !297
  %370 = add <2 x i64> %359, %368, !dbg !298
  %371 = add <2 x i64> %360, %369, !dbg !298
  %372 = add nuw i64 %347, 8, !dbg !296
  %373 = add i64 %350, 2, !dbg !296
  %374 = icmp eq i64 %373, %345, !dbg !296
  br i1 %374, label %375, label %346, !dbg !296, !llvm.loop !299

375:                                              ; preds = %346, %337
  %376 = phi <2 x i64> [ undef, %337 ], [ %370, %346 ]
  %377 = phi <2 x i64> [ undef, %337 ], [ %371, %346 ]
  %378 = phi i64 [ 0, %337 ], [ %372, %346 ]
  %379 = phi <2 x i64> [ zeroinitializer, %337 ], [ %370, %346 ]
  %380 = phi <2 x i64> [ zeroinitializer, %337 ], [ %371, %346 ]
  %381 = icmp eq i64 %342, 0, !dbg !296
  br i1 %381, label %393, label %382, !dbg !296

382:                                              ; preds = %375
  %383 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %378, !dbg !296
  %384 = bitcast i32* %383 to <2 x i32>*, !dbg !297
  %385 = load <2 x i32>, <2 x i32>* %384, align 16, !dbg !297, !tbaa !87
  %386 = getelementptr inbounds i32, i32* %383, i64 2, !dbg !297
  %387 = bitcast i32* %386 to <2 x i32>*, !dbg !297
  %388 = load <2 x i32>, <2 x i32>* %387, align 8, !dbg !297, !tbaa !87
  %389 = sext <2 x i32> %385 to <2 x i64>, !dbg !297
  %390 = sext <2 x i32> %388 to <2 x i64>, !dbg !297
  %391 = add <2 x i64> %379, %389, !dbg !298
  %392 = add <2 x i64> %380, %390, !dbg !298
  br label %393, !dbg !295

393:                                              ; preds = %375, %382
  %394 = phi <2 x i64> [ %376, %375 ], [ %391, %382 ], !dbg !298
  %395 = phi <2 x i64> [ %377, %375 ], [ %392, %382 ], !dbg !298
  %396 = add <2 x i64> %395, %394, !dbg !295
  %397 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %396), !dbg !295
  %398 = icmp eq i64 %338, %335, !dbg !295
  br i1 %398, label %411, label %399, !dbg !295

399:                                              ; preds = %331, %393
  %400 = phi i64 [ 0, %331 ], [ %338, %393 ]
  %401 = phi i64 [ 0, %331 ], [ %397, %393 ]
  br label %402, !dbg !295

402:                                              ; preds = %399, %402
  %403 = phi i64 [ %409, %402 ], [ %400, %399 ]
  %404 = phi i64 [ %408, %402 ], [ %401, %399 ]
  call void @llvm.dbg.value(metadata i64 %403, metadata !203, metadata !DIExpression()), !dbg !293
  call void @llvm.dbg.value(metadata i64 %404, metadata !202, metadata !DIExpression()), !dbg !291
  %405 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %403, !dbg !297
  %406 = load i32, i32* %405, align 4, !dbg !297, !tbaa !87
  %407 = sext i32 %406 to i64, !dbg !297
  %408 = add nsw i64 %404, %407, !dbg !298
  call void @llvm.dbg.value(metadata i64 %408, metadata !202, metadata !DIExpression()), !dbg !291
  %409 = add nuw nsw i64 %403, 1, !dbg !296
  call void @llvm.dbg.value(metadata i64 %409, metadata !203, metadata !DIExpression()), !dbg !293
  %410 = icmp eq i64 %409, %335, !dbg !294
  br i1 %410, label %411, label %402, !dbg !295, !llvm.loop !301

411:                                              ; preds = %402, %393
  %412 = phi i64 [ %397, %393 ], [ %408, %402 ], !dbg !298
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 0), metadata !303, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i32 %334, metadata !306, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i32 0, metadata !307, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i32 0, metadata !308, metadata !DIExpression()), !dbg !312
  %413 = icmp ult i64 %332, 4, !dbg !313
  br i1 %413, label %495, label %414, !dbg !313

414:                                              ; preds = %411
  %415 = and i64 %335, 4294967288, !dbg !313
  %416 = add nsw i64 %415, -8, !dbg !313
  %417 = lshr exact i64 %416, 3, !dbg !313
  %418 = add nuw nsw i64 %417, 1, !dbg !313
  %419 = and i64 %418, 3, !dbg !313
  %420 = icmp ult i64 %416, 24, !dbg !313
  br i1 %420, label %466, label %421, !dbg !313

421:                                              ; preds = %414
  %422 = and i64 %418, 4611686018427387900, !dbg !313
  br label %423, !dbg !313

423:                                              ; preds = %423, %421
  %424 = phi i64 [ 0, %421 ], [ %463, %423 ], !dbg !314
  %425 = phi <4 x i32> [ zeroinitializer, %421 ], [ %461, %423 ]
  %426 = phi <4 x i32> [ zeroinitializer, %421 ], [ %462, %423 ]
  %427 = phi i64 [ 0, %421 ], [ %464, %423 ]
  %428 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %424, !dbg !314
  %429 = bitcast i32* %428 to <4 x i32>*, !dbg !316
  %430 = load <4 x i32>, <4 x i32>* %429, align 16, !dbg !316, !tbaa !87
  %431 = getelementptr inbounds i32, i32* %428, i64 4, !dbg !316
  %432 = bitcast i32* %431 to <4 x i32>*, !dbg !316
  %433 = load <4 x i32>, <4 x i32>* %432, align 16, !dbg !316, !tbaa !87
  %434 = add <4 x i32> %430, %425, !dbg !317
  %435 = add <4 x i32> %433, %426, !dbg !317
  %436 = or i64 %424, 8, !dbg !314
  %437 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %436, !dbg !314
  %438 = bitcast i32* %437 to <4 x i32>*, !dbg !316
  %439 = load <4 x i32>, <4 x i32>* %438, align 16, !dbg !316, !tbaa !87
  %440 = getelementptr inbounds i32, i32* %437, i64 4, !dbg !316
  %441 = bitcast i32* %440 to <4 x i32>*, !dbg !316
  %442 = load <4 x i32>, <4 x i32>* %441, align 16, !dbg !316, !tbaa !87
  %443 = add <4 x i32> %439, %434, !dbg !317
  %444 = add <4 x i32> %442, %435, !dbg !317
  %445 = or i64 %424, 16, !dbg !314
  %446 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %445, !dbg !314
  %447 = bitcast i32* %446 to <4 x i32>*, !dbg !316
  %448 = load <4 x i32>, <4 x i32>* %447, align 16, !dbg !316, !tbaa !87
  %449 = getelementptr inbounds i32, i32* %446, i64 4, !dbg !316
  %450 = bitcast i32* %449 to <4 x i32>*, !dbg !316
  %451 = load <4 x i32>, <4 x i32>* %450, align 16, !dbg !316, !tbaa !87
  %452 = add <4 x i32> %448, %443, !dbg !317
  %453 = add <4 x i32> %451, %444, !dbg !317
  %454 = or i64 %424, 24, !dbg !314
  %455 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %454, !dbg !314
  %456 = bitcast i32* %455 to <4 x i32>*, !dbg !316
  %457 = load <4 x i32>, <4 x i32>* %456, align 16, !dbg !316, !tbaa !87
  %458 = getelementptr inbounds i32, i32* %455, i64 4, !dbg !316
  %459 = bitcast i32* %458 to <4 x i32>*, !dbg !316
  %460 = load <4 x i32>, <4 x i32>* %459, align 16, !dbg !316, !tbaa !87
  %461 = add <4 x i32> %457, %452, !dbg !317
  %462 = add <4 x i32> %460, %453, !dbg !317
  %463 = add nuw i64 %424, 32, !dbg !314
  %464 = add i64 %427, 4, !dbg !314
  %465 = icmp eq i64 %464, %422, !dbg !314
  br i1 %465, label %466, label %423, !dbg !314, !llvm.loop !318

466:                                              ; preds = %423, %414
  %467 = phi <4 x i32> [ undef, %414 ], [ %461, %423 ]
  %468 = phi <4 x i32> [ undef, %414 ], [ %462, %423 ]
  %469 = phi i64 [ 0, %414 ], [ %463, %423 ]
  %470 = phi <4 x i32> [ zeroinitializer, %414 ], [ %461, %423 ]
  %471 = phi <4 x i32> [ zeroinitializer, %414 ], [ %462, %423 ]
  %472 = icmp eq i64 %419, 0, !dbg !314
  br i1 %472, label %489, label %473, !dbg !314

473:                                              ; preds = %466, %473
  %474 = phi i64 [ %486, %473 ], [ %469, %466 ], !dbg !314
  %475 = phi <4 x i32> [ %484, %473 ], [ %470, %466 ]
  %476 = phi <4 x i32> [ %485, %473 ], [ %471, %466 ]
  %477 = phi i64 [ %487, %473 ], [ 0, %466 ]
  %478 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %474, !dbg !314
  %479 = bitcast i32* %478 to <4 x i32>*, !dbg !316
  %480 = load <4 x i32>, <4 x i32>* %479, align 16, !dbg !316, !tbaa !87
  %481 = getelementptr inbounds i32, i32* %478, i64 4, !dbg !316
  %482 = bitcast i32* %481 to <4 x i32>*, !dbg !316
  %483 = load <4 x i32>, <4 x i32>* %482, align 16, !dbg !316, !tbaa !87
  %484 = add <4 x i32> %480, %475, !dbg !317
  %485 = add <4 x i32> %483, %476, !dbg !317
  %486 = add nuw i64 %474, 8, !dbg !314
  %487 = add i64 %477, 1, !dbg !314
  %488 = icmp eq i64 %487, %419, !dbg !314
  br i1 %488, label %489, label %473, !dbg !314, !llvm.loop !320

489:                                              ; preds = %473, %466
  %490 = phi <4 x i32> [ %467, %466 ], [ %484, %473 ], !dbg !317
  %491 = phi <4 x i32> [ %468, %466 ], [ %485, %473 ], !dbg !317
  %492 = add <4 x i32> %491, %490, !dbg !313
  %493 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %492), !dbg !313
  %494 = icmp eq i64 %415, %335, !dbg !313
  br i1 %494, label %506, label %495, !dbg !313

495:                                              ; preds = %411, %489
  %496 = phi i64 [ 0, %411 ], [ %415, %489 ]
  %497 = phi i32 [ 0, %411 ], [ %493, %489 ]
  br label %498, !dbg !313

498:                                              ; preds = %495, %498
  %499 = phi i64 [ %504, %498 ], [ %496, %495 ]
  %500 = phi i32 [ %503, %498 ], [ %497, %495 ]
  call void @llvm.dbg.value(metadata i64 %499, metadata !308, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i32 %500, metadata !307, metadata !DIExpression()), !dbg !310
  %501 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %499, !dbg !316
  %502 = load i32, i32* %501, align 4, !dbg !316, !tbaa !87
  %503 = add i32 %502, %500, !dbg !317
  call void @llvm.dbg.value(metadata i32 %503, metadata !307, metadata !DIExpression()), !dbg !310
  %504 = add nuw nsw i64 %499, 1, !dbg !314
  call void @llvm.dbg.value(metadata i64 %504, metadata !308, metadata !DIExpression()), !dbg !312
  %505 = icmp eq i64 %504, %335, !dbg !322
  br i1 %505, label %506, label %498, !dbg !313, !llvm.loop !323

506:                                              ; preds = %498, %489
  %507 = phi i32 [ %493, %489 ], [ %503, %498 ], !dbg !317
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 0), metadata !249, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata i32 %334, metadata !254, metadata !DIExpression()), !dbg !324
  %508 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 0), align 16, !dbg !326, !tbaa !87
  call void @llvm.dbg.value(metadata i32 %508, metadata !255, metadata !DIExpression()), !dbg !324
  call void @llvm.dbg.value(metadata i32 1, metadata !256, metadata !DIExpression()), !dbg !327
  %509 = icmp eq i64 %332, 0, !dbg !328
  br i1 %509, label %584, label %510, !dbg !329

510:                                              ; preds = %506
  %511 = add nsw i64 %335, -1, !dbg !329
  %512 = icmp ult i64 %511, 8, !dbg !329
  br i1 %512, label %581, label %513, !dbg !329

513:                                              ; preds = %510
  %514 = and i64 %511, -8, !dbg !329
  %515 = or i64 %514, 1, !dbg !329
  %516 = insertelement <4 x i32> poison, i32 %508, i64 0, !dbg !329
  %517 = shufflevector <4 x i32> %516, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !329
  %518 = add nsw i64 %514, -8, !dbg !329
  %519 = lshr exact i64 %518, 3, !dbg !329
  %520 = add nuw nsw i64 %519, 1, !dbg !329
  %521 = and i64 %520, 1, !dbg !329
  %522 = icmp eq i64 %518, 0, !dbg !329
  br i1 %522, label %555, label %523, !dbg !329

523:                                              ; preds = %513
  %524 = and i64 %520, 4611686018427387902, !dbg !329
  br label %525, !dbg !329

525:                                              ; preds = %525, %523
  %526 = phi i64 [ 0, %523 ], [ %552, %525 ]
  %527 = phi <4 x i32> [ %517, %523 ], [ %550, %525 ]
  %528 = phi <4 x i32> [ %517, %523 ], [ %551, %525 ]
  %529 = phi i64 [ 0, %523 ], [ %553, %525 ]
  %530 = or i64 %526, 1
  %531 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %530, !dbg !330
  %532 = bitcast i32* %531 to <4 x i32>*, !dbg !330
  %533 = load <4 x i32>, <4 x i32>* %532, align 4, !dbg !330, !tbaa !87
  %534 = getelementptr inbounds i32, i32* %531, i64 4, !dbg !330
  %535 = bitcast i32* %534 to <4 x i32>*, !dbg !330
  %536 = load <4 x i32>, <4 x i32>* %535, align 4, !dbg !330, !tbaa !87
  %537 = icmp sgt <4 x i32> %533, %527, !dbg !331
  %538 = icmp sgt <4 x i32> %536, %528, !dbg !331
  %539 = select <4 x i1> %537, <4 x i32> %533, <4 x i32> %527, !dbg !330
  %540 = select <4 x i1> %538, <4 x i32> %536, <4 x i32> %528, !dbg !330
  %541 = or i64 %526, 9
  %542 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %541, !dbg !330
  %543 = bitcast i32* %542 to <4 x i32>*, !dbg !330
  %544 = load <4 x i32>, <4 x i32>* %543, align 4, !dbg !330, !tbaa !87
  %545 = getelementptr inbounds i32, i32* %542, i64 4, !dbg !330
  %546 = bitcast i32* %545 to <4 x i32>*, !dbg !330
  %547 = load <4 x i32>, <4 x i32>* %546, align 4, !dbg !330, !tbaa !87
  %548 = icmp sgt <4 x i32> %544, %539, !dbg !331
  %549 = icmp sgt <4 x i32> %547, %540, !dbg !331
  %550 = select <4 x i1> %548, <4 x i32> %544, <4 x i32> %539, !dbg !330
  %551 = select <4 x i1> %549, <4 x i32> %547, <4 x i32> %540, !dbg !330
  %552 = add nuw i64 %526, 16
  %553 = add i64 %529, 2
  %554 = icmp eq i64 %553, %524
  br i1 %554, label %555, label %525, !llvm.loop !332

555:                                              ; preds = %525, %513
  %556 = phi <4 x i32> [ undef, %513 ], [ %550, %525 ]
  %557 = phi <4 x i32> [ undef, %513 ], [ %551, %525 ]
  %558 = phi i64 [ 0, %513 ], [ %552, %525 ]
  %559 = phi <4 x i32> [ %517, %513 ], [ %550, %525 ]
  %560 = phi <4 x i32> [ %517, %513 ], [ %551, %525 ]
  %561 = icmp eq i64 %521, 0
  br i1 %561, label %574, label %562

562:                                              ; preds = %555
  %563 = or i64 %558, 1
  %564 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %563, !dbg !330
  %565 = bitcast i32* %564 to <4 x i32>*, !dbg !330
  %566 = load <4 x i32>, <4 x i32>* %565, align 4, !dbg !330, !tbaa !87
  %567 = getelementptr inbounds i32, i32* %564, i64 4, !dbg !330
  %568 = bitcast i32* %567 to <4 x i32>*, !dbg !330
  %569 = load <4 x i32>, <4 x i32>* %568, align 4, !dbg !330, !tbaa !87
  %570 = icmp sgt <4 x i32> %566, %559, !dbg !331
  %571 = icmp sgt <4 x i32> %569, %560, !dbg !331
  %572 = select <4 x i1> %570, <4 x i32> %566, <4 x i32> %559, !dbg !330
  %573 = select <4 x i1> %571, <4 x i32> %569, <4 x i32> %560, !dbg !330
  br label %574, !dbg !329

574:                                              ; preds = %555, %562
  %575 = phi <4 x i32> [ %556, %555 ], [ %572, %562 ], !dbg !330
  %576 = phi <4 x i32> [ %557, %555 ], [ %573, %562 ], !dbg !330
  %577 = icmp sgt <4 x i32> %575, %576, !dbg !329
  %578 = select <4 x i1> %577, <4 x i32> %575, <4 x i32> %576, !dbg !329
  %579 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %578), !dbg !329
  %580 = icmp eq i64 %511, %514, !dbg !329
  br i1 %580, label %595, label %581, !dbg !329

581:                                              ; preds = %510, %574
  %582 = phi i64 [ 1, %510 ], [ %515, %574 ]
  %583 = phi i32 [ %508, %510 ], [ %579, %574 ]
  br label %586, !dbg !329

584:                                              ; preds = %506
  call void @llvm.dbg.value(metadata i16* getelementptr inbounds ([1003 x i16], [1003 x i16]* @as, i64 0, i64 0), metadata !334, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata i32 %334, metadata !341, metadata !DIExpression()), !dbg !345
  %585 = load i16, i16* getelementptr inbounds ([1003 x i16], [1003 x i16]* @as, i64 0, i64 0), align 16, !dbg !347, !tbaa !100
  call void @llvm.dbg.value(metadata i16 %597, metadata !342, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata i32 1, metadata !343, metadata !DIExpression()), !dbg !348
  br label %680, !dbg !349

586:                                              ; preds = %581, %586
  %587 = phi i64 [ %593, %586 ], [ %582, %581 ]
  %588 = phi i32 [ %592, %586 ], [ %583, %581 ]
  call void @llvm.dbg.value(metadata i64 %587, metadata !256, metadata !DIExpression()), !dbg !327
  call void @llvm.dbg.value(metadata i32 %588, metadata !255, metadata !DIExpression()), !dbg !324
  %589 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %587, !dbg !330
  %590 = load i32, i32* %589, align 4, !dbg !330, !tbaa !87
  %591 = icmp sgt i32 %590, %588, !dbg !331
  %592 = select i1 %591, i32 %590, i32 %588, !dbg !330
  call void @llvm.dbg.value(metadata i32 %592, metadata !255, metadata !DIExpression()), !dbg !324
  %593 = add nuw nsw i64 %587, 1, !dbg !350
  call void @llvm.dbg.value(metadata i64 %593, metadata !256, metadata !DIExpression()), !dbg !327
  %594 = icmp eq i64 %593, %335, !dbg !328
  br i1 %594, label %595, label %586, !dbg !329, !llvm.loop !351

595:                                              ; preds = %586, %574
  %596 = phi i32 [ %579, %574 ], [ %592, %586 ], !dbg !330
  call void @llvm.dbg.value(metadata i16* getelementptr inbounds ([1003 x i16], [1003 x i16]* @as, i64 0, i64 0), metadata !334, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata i32 %334, metadata !341, metadata !DIExpression()), !dbg !345
  %597 = load i16, i16* getelementptr inbounds ([1003 x i16], [1003 x i16]* @as, i64 0, i64 0), align 16, !dbg !347, !tbaa !100
  call void @llvm.dbg.value(metadata i16 %597, metadata !342, metadata !DIExpression()), !dbg !345
  call void @llvm.dbg.value(metadata i32 1, metadata !343, metadata !DIExpression()), !dbg !348
  %598 = add nsw i64 %335, -1, !dbg !349
  %599 = icmp ult i64 %598, 16, !dbg !349
  br i1 %599, label %668, label %600, !dbg !349

600:                                              ; preds = %595
  %601 = and i64 %598, -16, !dbg !349
  %602 = or i64 %601, 1, !dbg !349
  %603 = insertelement <8 x i16> poison, i16 %597, i64 0, !dbg !349
  %604 = shufflevector <8 x i16> %603, <8 x i16> poison, <8 x i32> zeroinitializer, !dbg !349
  %605 = add nsw i64 %601, -16, !dbg !349
  %606 = lshr exact i64 %605, 4, !dbg !349
  %607 = add nuw nsw i64 %606, 1, !dbg !349
  %608 = and i64 %607, 1, !dbg !349
  %609 = icmp eq i64 %605, 0, !dbg !349
  br i1 %609, label %642, label %610, !dbg !349

610:                                              ; preds = %600
  %611 = and i64 %607, 2305843009213693950, !dbg !349
  br label %612, !dbg !349

612:                                              ; preds = %612, %610
  %613 = phi i64 [ 0, %610 ], [ %639, %612 ]
  %614 = phi <8 x i16> [ %604, %610 ], [ %637, %612 ]
  %615 = phi <8 x i16> [ %604, %610 ], [ %638, %612 ]
  %616 = phi i64 [ 0, %610 ], [ %640, %612 ]
  %617 = or i64 %613, 1
  %618 = getelementptr inbounds [1003 x i16], [1003 x i16]* @as, i64 0, i64 %617, !dbg !352
  %619 = bitcast i16* %618 to <8 x i16>*, !dbg !352
  %620 = load <8 x i16>, <8 x i16>* %619, align 2, !dbg !352, !tbaa !100
  %621 = getelementptr inbounds i16, i16* %618, i64 8, !dbg !352
  %622 = bitcast i16* %621 to <8 x i16>*, !dbg !352
  %623 = load <8 x i16>, <8 x i16>* %622, align 2, !dbg !352, !tbaa !100
  %624 = icmp slt <8 x i16> %620, %614, !dbg !355
  %625 = icmp slt <8 x i16> %623, %615, !dbg !355
  %626 = select <8 x i1> %624, <8 x i16> %620, <8 x i16> %614, !dbg !356
  %627 = select <8 x i1> %625, <8 x i16> %623, <8 x i16> %615, !dbg !356
  %628 = or i64 %613, 17
  %629 = getelementptr inbounds [1003 x i16], [1003 x i16]* @as, i64 0, i64 %628, !dbg !352
  %630 = bitcast i16* %629 to <8 x i16>*, !dbg !352
  %631 = load <8 x i16>, <8 x i16>* %630, align 2, !dbg !352, !tbaa !100
  %632 = getelementptr inbounds i16, i16* %629, i64 8, !dbg !352
  %633 = bitcast i16* %632 to <8 x i16>*, !dbg !352
  %634 = load <8 x i16>, <8 x i16>* %633, align 2, !dbg !352, !tbaa !100
  %635 = icmp slt <8 x i16> %631, %626, !dbg !355
  %636 = icmp slt <8 x i16> %634, %627, !dbg !355
  %637 = select <8 x i1> %635, <8 x i16> %631, <8 x i16> %626, !dbg !356
  %638 = select <8 x i1> %636, <8 x i16> %634, <8 x i16> %627, !dbg !356
  %639 = add nuw i64 %613, 32
  %640 = add i64 %616, 2
  %641 = icmp eq i64 %640, %611
  br i1 %641, label %642, label %612, !llvm.loop !357

642:                                              ; preds = %612, %600
  %643 = phi <8 x i16> [ undef, %600 ], [ %637, %612 ]
  %644 = phi <8 x i16> [ undef, %600 ], [ %638, %612 ]
  %645 = phi i64 [ 0, %600 ], [ %639, %612 ]
  %646 = phi <8 x i16> [ %604, %600 ], [ %637, %612 ]
  %647 = phi <8 x i16> [ %604, %600 ], [ %638, %612 ]
  %648 = icmp eq i64 %608, 0
  br i1 %648, label %661, label %649

649:                                              ; preds = %642
  %650 = or i64 %645, 1
  %651 = getelementptr inbounds [1003 x i16], [1003 x i16]* @as, i64 0, i64 %650, !dbg !352
  %652 = bitcast i16* %651 to <8 x i16>*, !dbg !352
  %653 = load <8 x i16>, <8 x i16>* %652, align 2, !dbg !352, !tbaa !100
  %654 = getelementptr inbounds i16, i16* %651, i64 8, !dbg !352
  %655 = bitcast i16* %654 to <8 x i16>*, !dbg !352
  %656 = load <8 x i16>, <8 x i16>* %655, align 2, !dbg !352, !tbaa !100
  %657 = icmp slt <8 x i16> %653, %646, !dbg !355
  %658 = icmp slt <8 x i16> %656, %647, !dbg !355
  %659 = select <8 x i1> %657, <8 x i16> %653, <8 x i16> %646, !dbg !356
  %660 = select <8 x i1> %658, <8 x i16> %656, <8 x i16> %647, !dbg !356
  br label %661, !dbg !349

661:                                              ; preds = %642, %649
  %662 = phi <8 x i16> [ %643, %642 ], [ %659, %649 ], !dbg !356
  %663 = phi <8 x i16> [ %644, %642 ], [ %660, %649 ], !dbg !356
  %664 = icmp slt <8 x i16> %662, %663, !dbg !349
  %665 = select <8 x i1> %664, <8 x i16> %662, <8 x i16> %663, !dbg !349
  %666 = call i16 @llvm.vector.reduce.smin.v8i16(<8 x i16> %665), !dbg !349
  %667 = icmp eq i64 %598, %601, !dbg !349
  br i1 %667, label %680, label %668, !dbg !349

668:                                              ; preds = %595, %661
  %669 = phi i64 [ 1, %595 ], [ %602, %661 ]
  %670 = phi i16 [ %597, %595 ], [ %666, %661 ]
  br label %671, !dbg !349

671:                                              ; preds = %668, %671
  %672 = phi i64 [ %678, %671 ], [ %669, %668 ]
  %673 = phi i16 [ %677, %671 ], [ %670, %668 ]
  call void @llvm.dbg.value(metadata i64 %672, metadata !343, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata i16 %673, metadata !342, metadata !DIExpression()), !dbg !345
  %674 = getelementptr inbounds [1003 x i16], [1003 x i16]* @as, i64 0, i64 %672, !dbg !352
  %675 = load i16, i16* %674, align 2, !dbg !352, !tbaa !100
  %676 = icmp slt i16 %675, %673, !dbg !355
  %677 = select i1 %676, i16 %675, i16 %673, !dbg !356
  call void @llvm.dbg.value(metadata i16 %677, metadata !342, metadata !DIExpression()), !dbg !345
  %678 = add nuw nsw i64 %672, 1, !dbg !359
  call void @llvm.dbg.value(metadata i64 %678, metadata !343, metadata !DIExpression()), !dbg !348
  %679 = icmp eq i64 %678, %335, !dbg !360
  br i1 %679, label %680, label %671, !dbg !349, !llvm.loop !361

680:                                              ; preds = %671, %661, %584
  %681 = phi i16 [ %585, %584 ], [ %597, %661 ], [ %597, %671 ]
  %682 = phi i32 [ %508, %584 ], [ %596, %661 ], [ %596, %671 ]
  %683 = phi i16 [ %585, %584 ], [ %666, %661 ], [ %677, %671 ], !dbg !345
  call void @llvm.dbg.value(metadata i16* getelementptr inbounds ([1003 x i16], [1003 x i16]* @as, i64 0, i64 0), metadata !362, metadata !DIExpression()), !dbg !369
  call void @llvm.dbg.value(metadata i32 %334, metadata !365, metadata !DIExpression()), !dbg !369
  call void @llvm.dbg.value(metadata i32 0, metadata !366, metadata !DIExpression()), !dbg !369
  call void @llvm.dbg.value(metadata i32 0, metadata !367, metadata !DIExpression()), !dbg !371
  call void @llvm.dbg.value(metadata i64 0, metadata !367, metadata !DIExpression()), !dbg !371
  %684 = sext i16 %681 to i32, !dbg !372
  call void @llvm.dbg.value(metadata i32 %684, metadata !366, metadata !DIExpression()), !dbg !369
  call void @llvm.dbg.value(metadata i64 1, metadata !367, metadata !DIExpression()), !dbg !371
  %685 = icmp eq i64 %332, 0, !dbg !374
  br i1 %685, label %767, label %686, !dbg !375, !llvm.loop !376

686:                                              ; preds = %680
  %687 = add nsw i64 %335, -1, !dbg !375
  %688 = icmp ult i64 %687, 8, !dbg !375
  br i1 %688, label %755, label %689, !dbg !375

689:                                              ; preds = %686
  %690 = and i64 %687, -8, !dbg !375
  %691 = or i64 %690, 1, !dbg !375
  %692 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %684, i64 0, !dbg !375
  %693 = add nsw i64 %690, -8, !dbg !375
  %694 = lshr exact i64 %693, 3, !dbg !375
  %695 = add nuw nsw i64 %694, 1, !dbg !375
  %696 = and i64 %695, 1, !dbg !375
  %697 = icmp eq i64 %693, 0, !dbg !375
  br i1 %697, label %730, label %698, !dbg !375

698:                                              ; preds = %689
  %699 = and i64 %695, 4611686018427387902, !dbg !375
  br label %700, !dbg !375

700:                                              ; preds = %700, %698
  %701 = phi i64 [ 0, %698 ], [ %727, %700 ]
  %702 = phi <4 x i32> [ %692, %698 ], [ %725, %700 ]
  %703 = phi <4 x i32> [ zeroinitializer, %698 ], [ %726, %700 ]
  %704 = phi i64 [ 0, %698 ], [ %728, %700 ]
  %705 = or i64 %701, 1
  %706 = getelementptr inbounds [1003 x i16], [1003 x i16]* @as, i64 0, i64 %705
  %707 = bitcast i16* %706 to <4 x i16>*, !dbg !372
  %708 = load <4 x i16>, <4 x i16>* %707, align 2, !dbg !372, !tbaa !100
  %709 = getelementptr inbounds i16, i16* %706, i64 4, !dbg !372
  %710 = bitcast i16* %709 to <4 x i16>*, !dbg !372
  %711 = load <4 x i16>, <4 x i16>* %710, align 2, !dbg !372, !tbaa !100
  %712 = sext <4 x i16> %708 to <4 x i32>, !dbg !372
  %713 = sext <4 x i16> %711 to <4 x i32>, !dbg !372
  %714 = add <4 x i32> %702, %712, !dbg !378
  %715 = add <4 x i32> %703, %713, !dbg !378
  %716 = or i64 %701, 9
  %717 = getelementptr inbounds [1003 x i16], [1003 x i16]* @as, i64 0, i64 %716
  %718 = bitcast i16* %717 to <4 x i16>*, !dbg !372
  %719 = load <4 x i16>, <4 x i16>* %718, align 2, !dbg !372, !tbaa !100
  %720 = getelementptr inbounds i16, i16* %717, i64 4, !dbg !372
  %721 = bitcast i16* %720 to <4 x i16>*, !dbg !372
  %722 = load <4 x i16>, <4 x i16>* %721, align 2, !dbg !372, !tbaa !100
  %723 = sext <4 x i16> %719 to <4 x i32>, !dbg !372
  %724 = sext <4 x i16> %722 to <4 x i32>, !dbg !372
  %725 = add <4 x i32> %714, %723, !dbg !378
  %726 = add <4 x i32> %715, %724, !dbg !378
  %727 = add nuw i64 %701, 16
  %728 = add i64 %704, 2
  %729 = icmp eq i64 %728, %699
  br i1 %729, label %730, label %700, !llvm.loop !379

730:                                              ; preds = %700, %689
  %731 = phi <4 x i32> [ undef, %689 ], [ %725, %700 ]
  %732 = phi <4 x i32> [ undef, %689 ], [ %726, %700 ]
  %733 = phi i64 [ 0, %689 ], [ %727, %700 ]
  %734 = phi <4 x i32> [ %692, %689 ], [ %725, %700 ]
  %735 = phi <4 x i32> [ zeroinitializer, %689 ], [ %726, %700 ]
  %736 = icmp eq i64 %696, 0
  br i1 %736, label %749, label %737

737:                                              ; preds = %730
  %738 = or i64 %733, 1
  %739 = getelementptr inbounds [1003 x i16], [1003 x i16]* @as, i64 0, i64 %738
  %740 = bitcast i16* %739 to <4 x i16>*, !dbg !372
  %741 = load <4 x i16>, <4 x i16>* %740, align 2, !dbg !372, !tbaa !100
  %742 = getelementptr inbounds i16, i16* %739, i64 4, !dbg !372
  %743 = bitcast i16* %742 to <4 x i16>*, !dbg !372
  %744 = load <4 x i16>, <4 x i16>* %743, align 2, !dbg !372, !tbaa !100
  %745 = sext <4 x i16> %741 to <4 x i32>, !dbg !372
  %746 = sext <4 x i16> %744 to <4 x i32>, !dbg !372
  %747 = add <4 x i32> %734, %745, !dbg !378
  %748 = add <4 x i32> %735, %746, !dbg !378
  br label %749, !dbg !375

749:                                              ; preds = %730, %737
  %750 = phi <4 x i32> [ %731, %730 ], [ %747, %737 ], !dbg !378
  %751 = phi <4 x i32> [ %732, %730 ], [ %748, %737 ], !dbg !378
  %752 = add <4 x i32> %751, %750, !dbg !375
  %753 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %752), !dbg !375
  %754 = icmp eq i64 %687, %690, !dbg !375
  br i1 %754, label %767, label %755, !dbg !375

755:                                              ; preds = %686, %749
  %756 = phi i64 [ 1, %686 ], [ %691, %749 ]
  %757 = phi i32 [ %684, %686 ], [ %753, %749 ]
  br label %758, !dbg !375

758:                                              ; preds = %755, %758
  %759 = phi i64 [ %765, %758 ], [ %756, %755 ]
  %760 = phi i32 [ %764, %758 ], [ %757, %755 ]
  %761 = getelementptr inbounds [1003 x i16], [1003 x i16]* @as, i64 0, i64 %759
  %762 = load i16, i16* %761, align 2, !dbg !372, !tbaa !100
  call void @llvm.dbg.value(metadata i64 %759, metadata !367, metadata !DIExpression()), !dbg !371
  call void @llvm.dbg.value(metadata i32 %760, metadata !366, metadata !DIExpression()), !dbg !369
  %763 = sext i16 %762 to i32, !dbg !372
  %764 = add nsw i32 %760, %763, !dbg !378
  call void @llvm.dbg.value(metadata i32 %764, metadata !366, metadata !DIExpression()), !dbg !369
  %765 = add nuw nsw i64 %759, 1, !dbg !380
  call void @llvm.dbg.value(metadata i64 %765, metadata !367, metadata !DIExpression()), !dbg !371
  %766 = icmp eq i64 %765, %335, !dbg !374
  br i1 %766, label %767, label %758, !dbg !375, !llvm.loop !381

767:                                              ; preds = %758, %749, %680
  %768 = phi i32 [ %684, %680 ], [ %753, %749 ], [ %764, %758 ], !dbg !378
  call void @llvm.dbg.value(metadata i32 %334, metadata !382, metadata !DIExpression()), !dbg !393
  call void @llvm.dbg.value(metadata i32 0, metadata !390, metadata !DIExpression()), !dbg !393
  call void @llvm.dbg.value(metadata i32 0, metadata !391, metadata !DIExpression()), !dbg !395
  %769 = icmp ult i64 %332, 4, !dbg !396
  br i1 %769, label %832, label %770, !dbg !396

770:                                              ; preds = %767
  %771 = and i64 %335, 4294967288, !dbg !396
  %772 = add nsw i64 %771, -8, !dbg !396
  %773 = lshr exact i64 %772, 3, !dbg !396
  %774 = add nuw nsw i64 %773, 1, !dbg !396
  %775 = and i64 %774, 1, !dbg !396
  %776 = icmp eq i64 %772, 0, !dbg !396
  br i1 %776, label %808, label %777, !dbg !396

777:                                              ; preds = %770
  %778 = and i64 %774, 4611686018427387902, !dbg !396
  br label %779, !dbg !396

779:                                              ; preds = %779, %777
  %780 = phi i64 [ 0, %777 ], [ %805, %779 ], !dbg !397
  %781 = phi <4 x i32> [ zeroinitializer, %777 ], [ %803, %779 ]
  %782 = phi <4 x i32> [ zeroinitializer, %777 ], [ %804, %779 ]
  %783 = phi i64 [ 0, %777 ], [ %806, %779 ]
  %784 = getelementptr inbounds [1003 x i8], [1003 x i8]* @ac, i64 0, i64 %780, !dbg !397
  %785 = bitcast i8* %784 to <4 x i8>*, !dbg !399
  %786 = load <4 x i8>, <4 x i8>* %785, align 16, !dbg !399, !tbaa !106
  %787 = getelementptr inbounds i8, i8* %784, i64 4, !dbg !399
  %788 = bitcast i8* %787 to <4 x i8>*, !dbg !399
  %789 = load <4 x i8>, <4 x i8>* %788, align 4, !dbg !399, !tbaa !106
  %790 = sext <4 x i8> %786 to <4 x i32>, !dbg !399
  %791 = sext <4 x i8> %789 to <4 x i32>, !dbg !399
  %792 = add <4 x i32> %781, %790, !dbg !400
  %793 = add <4 x i32> %782, %791, !dbg !400
  %794 = or i64 %780, 8, !dbg !397
  %795 = getelementptr inbounds [1003 x i8], [1003 x i8]* @ac, i64 0, i64 %794, !dbg !397
  %796 = bitcast i8* %795 to <4 x i8>*, !dbg !399
  %797 = load <4 x i8>, <4 x i8>* %796, align 8, !dbg !399, !tbaa !106
  %798 = getelementptr inbounds i8, i8* %795, i64 4, !dbg !399
  %799 = bitcast i8* %798 to <4 x i8>*, !dbg !399
  %800 = load <4 x i8>, <4 x i8>* %799, align 4, !dbg !399, !tbaa !106
  %801 = sext <4 x i8> %797 to <4 x i32>, !dbg !399
  %802 = sext <4 x i8> %800 to <4 x i32>, !dbg !399
  %803 = add <4 x i32> %792, %801, !dbg !400
  %804 = add <4 x i32> %793, %802, !dbg !400
  %805 = add nuw i64 %780, 16, !dbg !397
  %806 = add i64 %783, 2, !dbg !397
  %807 = icmp eq i64 %806, %778, !dbg !397
  br i1 %807, label %808, label %779, !dbg !397, !llvm.loop !401

808:                                              ; preds = %779, %770
  %809 = phi <4 x i32> [ undef, %770 ], [ %803, %779 ]
  %810 = phi <4 x i32> [ undef, %770 ], [ %804, %779 ]
  %811 = phi i64 [ 0, %770 ], [ %805, %779 ]
  %812 = phi <4 x i32> [ zeroinitializer, %770 ], [ %803, %779 ]
  %813 = phi <4 x i32> [ zeroinitializer, %770 ], [ %804, %779 ]
  %814 = icmp eq i64 %775, 0, !dbg !397
  br i1 %814, label %826, label %815, !dbg !397

815:                                              ; preds = %808
  %816 = getelementptr inbounds [1003 x i8], [1003 x i8]* @ac, i64 0, i64 %811, !dbg !397
  %817 = bitcast i8* %816 to <4 x i8>*, !dbg !399
  %818 = load <4 x i8>, <4 x i8>* %817, align 8, !dbg !399, !tbaa !106
  %819 = getelementptr inbounds i8, i8* %816, i64 4, !dbg !399
  %820 = bitcast i8* %819 to <4 x i8>*, !dbg !399
  %821 = load <4 x i8>, <4 x i8>* %820, align 4, !dbg !399, !tbaa !106
  %822 = sext <4 x i8> %818 to <4 x i32>, !dbg !399
  %823 = sext <4 x i8> %821 to <4 x i32>, !dbg !399
  %824 = add <4 x i32> %812, %822, !dbg !400
  %825 = add <4 x i32> %813, %823, !dbg !400
  br label %826, !dbg !396

826:                                              ; preds = %808, %815
  %827 = phi <4 x i32> [ %809, %808 ], [ %824, %815 ], !dbg !400
  %828 = phi <4 x i32> [ %810, %808 ], [ %825, %815 ], !dbg !400
  %829 = add <4 x i32> %828, %827, !dbg !396
  %830 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %829), !dbg !396
  %831 = icmp eq i64 %771, %335, !dbg !396
  br i1 %831, label %844, label %832, !dbg !396

832:                                              ; preds = %767, %826
  %833 = phi i64 [ 0, %767 ], [ %771, %826 ]
  %834 = phi i32 [ 0, %767 ], [ %830, %826 ]
  br label %835, !dbg !396

835:                                              ; preds = %832, %835
  %836 = phi i64 [ %842, %835 ], [ %833, %832 ]
  %837 = phi i32 [ %841, %835 ], [ %834, %832 ]
  call void @llvm.dbg.value(metadata i64 %836, metadata !391, metadata !DIExpression()), !dbg !395
  call void @llvm.dbg.value(metadata i32 %837, metadata !390, metadata !DIExpression()), !dbg !393
  %838 = getelementptr inbounds [1003 x i8], [1003 x i8]* @ac, i64 0, i64 %836, !dbg !399
  %839 = load i8, i8* %838, align 1, !dbg !399, !tbaa !106
  %840 = sext i8 %839 to i32, !dbg !399
  %841 = add nsw i32 %837, %840, !dbg !400
  call void @llvm.dbg.value(metadata i32 %841, metadata !390, metadata !DIExpression()), !dbg !393
  %842 = add nuw nsw i64 %836, 1, !dbg !397
  call void @llvm.dbg.value(metadata i64 %842, metadata !391, metadata !DIExpression()), !dbg !395
  %843 = icmp eq i64 %842, %335, !dbg !403
  br i1 %843, label %844, label %835, !dbg !396, !llvm.loop !404

844:                                              ; preds = %835, %826
  %845 = phi i32 [ %830, %826 ], [ %841, %835 ], !dbg !400
  call void @llvm.dbg.value(metadata i32 %334, metadata !405, metadata !DIExpression()), !dbg !416
  call void @llvm.dbg.value(metadata i32 0, metadata !414, metadata !DIExpression()), !dbg !418
  call void @llvm.dbg.value(metadata i8 undef, metadata !413, metadata !DIExpression()), !dbg !416
  %846 = add nsw i64 %335, -1, !dbg !419
  %847 = and i64 %335, 3, !dbg !419
  %848 = icmp ult i64 %846, 3, !dbg !419
  br i1 %848, label %885, label %849, !dbg !419

849:                                              ; preds = %844
  %850 = and i64 %335, 4294967292, !dbg !419
  br label %851, !dbg !419

851:                                              ; preds = %851, %849
  %852 = phi i64 [ 0, %849 ], [ %881, %851 ]
  %853 = phi i32 [ 0, %849 ], [ %882, %851 ]
  %854 = phi i64 [ 0, %849 ], [ %883, %851 ]
  call void @llvm.dbg.value(metadata i64 %852, metadata !414, metadata !DIExpression()), !dbg !418
  %855 = getelementptr inbounds [1003 x i8], [1003 x i8]* @au, i64 0, i64 %852, !dbg !420
  %856 = load i8, i8* %855, align 4, !dbg !420, !tbaa !106
  %857 = zext i8 %856 to i32, !dbg !420
  %858 = icmp ult i32 %853, %857, !dbg !422
  %859 = select i1 %858, i32 %857, i32 %853, !dbg !420
  call void @llvm.dbg.value(metadata i32 %859, metadata !413, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !416
  %860 = or i64 %852, 1, !dbg !423
  call void @llvm.dbg.value(metadata i64 %860, metadata !414, metadata !DIExpression()), !dbg !418
  %861 = and i32 %859, 255, !dbg !424
  call void @llvm.dbg.value(metadata i8 undef, metadata !413, metadata !DIExpression()), !dbg !416
  call void @llvm.dbg.value(metadata i64 %860, metadata !414, metadata !DIExpression()), !dbg !418
  %862 = getelementptr inbounds [1003 x i8], [1003 x i8]* @au, i64 0, i64 %860, !dbg !420
  %863 = load i8, i8* %862, align 1, !dbg !420, !tbaa !106
  %864 = zext i8 %863 to i32, !dbg !420
  %865 = icmp ult i32 %861, %864, !dbg !422
  %866 = select i1 %865, i32 %864, i32 %861, !dbg !420
  call void @llvm.dbg.value(metadata i32 %866, metadata !413, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !416
  %867 = or i64 %852, 2, !dbg !423
  call void @llvm.dbg.value(metadata i64 %867, metadata !414, metadata !DIExpression()), !dbg !418
  %868 = and i32 %866, 255, !dbg !424
  call void @llvm.dbg.value(metadata i8 undef, metadata !413, metadata !DIExpression()), !dbg !416
  call void @llvm.dbg.value(metadata i64 %867, metadata !414, metadata !DIExpression()), !dbg !418
  %869 = getelementptr inbounds [1003 x i8], [1003 x i8]* @au, i64 0, i64 %867, !dbg !420
  %870 = load i8, i8* %869, align 2, !dbg !420, !tbaa !106
  %871 = zext i8 %870 to i32, !dbg !420
  %872 = icmp ult i32 %868, %871, !dbg !422
  %873 = select i1 %872, i32 %871, i32 %868, !dbg !420
  call void @llvm.dbg.value(metadata i32 %873, metadata !413, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !416
  %874 = or i64 %852, 3, !dbg !423
  call void @llvm.dbg.value(metadata i64 %874, metadata !414, metadata !DIExpression()), !dbg !418
  %875 = and i32 %873, 255, !dbg !424
  call void @llvm.dbg.value(metadata i8 undef, metadata !413, metadata !DIExpression()), !dbg !416
  call void @llvm.dbg.value(metadata i64 %874, metadata !414, metadata !DIExpression()), !dbg !418
  %876 = getelementptr inbounds [1003 x i8], [1003 x i8]* @au, i64 0, i64 %874, !dbg !420
  %877 = load i8, i8* %876, align 1, !dbg !420, !tbaa !106
  %878 = zext i8 %877 to i32, !dbg !420
  %879 = icmp ult i32 %875, %878, !dbg !422
  %880 = select i1 %879, i32 %878, i32 %875, !dbg !420
  call void @llvm.dbg.value(metadata i32 %880, metadata !413, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !416
  %881 = add nuw nsw i64 %852, 4, !dbg !423
  call void @llvm.dbg.value(metadata i64 %881, metadata !414, metadata !DIExpression()), !dbg !418
  %882 = and i32 %880, 255, !dbg !424
  call void @llvm.dbg.value(metadata i8 undef, metadata !413, metadata !DIExpression()), !dbg !416
  %883 = add i64 %854, 4, !dbg !419
  %884 = icmp eq i64 %883, %850, !dbg !419
  br i1 %884, label %885, label %851, !dbg !419, !llvm.loop !425

885:                                              ; preds = %851, %844
  %886 = phi i32 [ undef, %844 ], [ %882, %851 ]
  %887 = phi i64 [ 0, %844 ], [ %881, %851 ]
  %888 = phi i32 [ 0, %844 ], [ %882, %851 ]
  %889 = icmp eq i64 %847, 0, !dbg !419
  br i1 %889, label %903, label %890, !dbg !419

890:                                              ; preds = %885, %890
  %891 = phi i64 [ %899, %890 ], [ %887, %885 ]
  %892 = phi i32 [ %900, %890 ], [ %888, %885 ]
  %893 = phi i64 [ %901, %890 ], [ 0, %885 ]
  call void @llvm.dbg.value(metadata i64 %891, metadata !414, metadata !DIExpression()), !dbg !418
  %894 = getelementptr inbounds [1003 x i8], [1003 x i8]* @au, i64 0, i64 %891, !dbg !420
  %895 = load i8, i8* %894, align 1, !dbg !420, !tbaa !106
  %896 = zext i8 %895 to i32, !dbg !420
  %897 = icmp ult i32 %892, %896, !dbg !422
  %898 = select i1 %897, i32 %896, i32 %892, !dbg !420
  call void @llvm.dbg.value(metadata i32 %898, metadata !413, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !416
  %899 = add nuw nsw i64 %891, 1, !dbg !423
  call void @llvm.dbg.value(metadata i64 %899, metadata !414, metadata !DIExpression()), !dbg !418
  %900 = and i32 %898, 255, !dbg !424
  call void @llvm.dbg.value(metadata i8 undef, metadata !413, metadata !DIExpression()), !dbg !416
  %901 = add i64 %893, 1, !dbg !419
  %902 = icmp eq i64 %901, %847, !dbg !419
  br i1 %902, label %903, label %890, !dbg !419, !llvm.loop !427

903:                                              ; preds = %890, %885
  %904 = phi i32 [ %886, %885 ], [ %900, %890 ], !dbg !424
  call void @llvm.dbg.value(metadata i32 %334, metadata !428, metadata !DIExpression()), !dbg !435
  call void @llvm.dbg.value(metadata i32 0, metadata !433, metadata !DIExpression()), !dbg !437
  call void @llvm.dbg.value(metadata i8 undef, metadata !432, metadata !DIExpression()), !dbg !435
  %905 = icmp ult i64 %332, 4, !dbg !438
  br i1 %905, label %968, label %906, !dbg !438

906:                                              ; preds = %903
  %907 = and i64 %335, 4294967288, !dbg !438
  %908 = add nsw i64 %907, -8, !dbg !438
  %909 = lshr exact i64 %908, 3, !dbg !438
  %910 = add nuw nsw i64 %909, 1, !dbg !438
  %911 = and i64 %910, 1, !dbg !438
  %912 = icmp eq i64 %908, 0, !dbg !438
  br i1 %912, label %944, label %913, !dbg !438

913:                                              ; preds = %906
  %914 = and i64 %910, 4611686018427387902, !dbg !438
  br label %915, !dbg !438

915:                                              ; preds = %915, %913
  %916 = phi i64 [ 0, %913 ], [ %941, %915 ], !dbg !439
  %917 = phi <4 x i32> [ zeroinitializer, %913 ], [ %939, %915 ]
  %918 = phi <4 x i32> [ zeroinitializer, %913 ], [ %940, %915 ]
  %919 = phi i64 [ 0, %913 ], [ %942, %915 ]
  %920 = getelementptr inbounds [1003 x i8], [1003 x i8]* @au, i64 0, i64 %916, !dbg !439
  %921 = bitcast i8* %920 to <4 x i8>*, !dbg !441
  %922 = load <4 x i8>, <4 x i8>* %921, align 16, !dbg !441, !tbaa !106
  %923 = getelementptr inbounds i8, i8* %920, i64 4, !dbg !441
  %924 = bitcast i8* %923 to <4 x i8>*, !dbg !441
  %925 = load <4 x i8>, <4 x i8>* %924, align 4, !dbg !441, !tbaa !106
  %926 = zext <4 x i8> %922 to <4 x i32>, !dbg !441
  %927 = zext <4 x i8> %925 to <4 x i32>, !dbg !441
  %928 = xor <4 x i32> %917, %926, !dbg !442
  %929 = xor <4 x i32> %918, %927, !dbg !442
  %930 = or i64 %916, 8, !dbg !439
  %931 = getelementptr inbounds [1003 x i8], [1003 x i8]* @au, i64 0, i64 %930, !dbg !439
  %932 = bitcast i8* %931 to <4 x i8>*, !dbg !441
  %933 = load <4 x i8>, <4 x i8>* %932, align 8, !dbg !441, !tbaa !106
  %934 = getelementptr inbounds i8, i8* %931, i64 4, !dbg !441
  %935 = bitcast i8* %934 to <4 x i8>*, !dbg !441
  %936 = load <4 x i8>, <4 x i8>* %935, align 4, !dbg !441, !tbaa !106
  %937 = zext <4 x i8> %933 to <4 x i32>, !dbg !441
  %938 = zext <4 x i8> %936 to <4 x i32>, !dbg !441
  %939 = xor <4 x i32> %928, %937, !dbg !442
  %940 = xor <4 x i32> %929, %938, !dbg !442
  %941 = add nuw i64 %916, 16, !dbg !439
  %942 = add i64 %919, 2, !dbg !439
  %943 = icmp eq i64 %942, %914, !dbg !439
  br i1 %943, label %944, label %915, !dbg !439, !llvm.loop !443

944:                                              ; preds = %915, %906
  %945 = phi <4 x i32> [ undef, %906 ], [ %939, %915 ]
  %946 = phi <4 x i32> [ undef, %906 ], [ %940, %915 ]
  %947 = phi i64 [ 0, %906 ], [ %941, %915 ]
  %948 = phi <4 x i32> [ zeroinitializer, %906 ], [ %939, %915 ]
  %949 = phi <4 x i32> [ zeroinitializer, %906 ], [ %940, %915 ]
  %950 = icmp eq i64 %911, 0, !dbg !439
  br i1 %950, label %962, label %951, !dbg !439

951:                                              ; preds = %944
  %952 = getelementptr inbounds [1003 x i8], [1003 x i8]* @au, i64 0, i64 %947, !dbg !439
  %953 = bitcast i8* %952 to <4 x i8>*, !dbg !441
  %954 = load <4 x i8>, <4 x i8>* %953, align 8, !dbg !441, !tbaa !106
  %955 = getelementptr inbounds i8, i8* %952, i64 4, !dbg !441
  %956 = bitcast i8* %955 to <4 x i8>*, !dbg !441
  %957 = load <4 x i8>, <4 x i8>* %956, align 4, !dbg !441, !tbaa !106
  %958 = zext <4 x i8> %954 to <4 x i32>, !dbg !441
  %959 = zext <4 x i8> %957 to <4 x i32>, !dbg !441
  %960 = xor <4 x i32> %948, %958, !dbg !442
  %961 = xor <4 x i32> %949, %959, !dbg !442
  br label %962, !dbg !438

962:                                              ; preds = %944, %951
  %963 = phi <4 x i32> [ %945, %944 ], [ %960, %951 ], !dbg !442
  %964 = phi <4 x i32> [ %946, %944 ], [ %961, %951 ], !dbg !442
  %965 = xor <4 x i32> %964, %963, !dbg !438
  %966 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %965), !dbg !438
  %967 = icmp eq i64 %907, %335, !dbg !438
  br i1 %967, label %980, label %968, !dbg !438

968:                                              ; preds = %903, %962
  %969 = phi i64 [ 0, %903 ], [ %907, %962 ]
  %970 = phi i32 [ 0, %903 ], [ %966, %962 ]
  br label %971, !dbg !438

971:                                              ; preds = %968, %971
  %972 = phi i64 [ %978, %971 ], [ %969, %968 ]
  %973 = phi i32 [ %977, %971 ], [ %970, %968 ]
  call void @llvm.dbg.value(metadata i64 %972, metadata !433, metadata !DIExpression()), !dbg !437
  %974 = getelementptr inbounds [1003 x i8], [1003 x i8]* @au, i64 0, i64 %972, !dbg !441
  %975 = load i8, i8* %974, align 1, !dbg !441, !tbaa !106
  %976 = zext i8 %975 to i32, !dbg !441
  %977 = xor i32 %973, %976, !dbg !442
  call void @llvm.dbg.value(metadata i32 %977, metadata !432, metadata !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !435
  %978 = add nuw nsw i64 %972, 1, !dbg !439
  call void @llvm.dbg.value(metadata i64 %978, metadata !433, metadata !DIExpression()), !dbg !437
  call void @llvm.dbg.value(metadata i8 undef, metadata !432, metadata !DIExpression()), !dbg !435
  %979 = icmp eq i64 %978, %335, !dbg !445
  br i1 %979, label %980, label %971, !dbg !438, !llvm.loop !446

980:                                              ; preds = %971, %962
  %981 = phi i32 [ %966, %962 ], [ %977, %971 ], !dbg !442
  call void @llvm.dbg.value(metadata float* getelementptr inbounds ([1003 x float], [1003 x float]* @af, i64 0, i64 0), metadata !145, metadata !DIExpression()), !dbg !447
  call void @llvm.dbg.value(metadata i32 %334, metadata !146, metadata !DIExpression()), !dbg !447
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !147, metadata !DIExpression()), !dbg !447
  call void @llvm.dbg.value(metadata i32 0, metadata !148, metadata !DIExpression()), !dbg !449
  %982 = add nsw i64 %335, -1, !dbg !450
  %983 = and i64 %335, 3, !dbg !450
  %984 = icmp ult i64 %982, 3, !dbg !450
  br i1 %984, label %1009, label %985, !dbg !450

985:                                              ; preds = %980
  %986 = and i64 %335, 4294967292, !dbg !450
  br label %987, !dbg !450

987:                                              ; preds = %987, %985
  %988 = phi i64 [ 0, %985 ], [ %1006, %987 ]
  %989 = phi float [ 0.000000e+00, %985 ], [ %1005, %987 ]
  %990 = phi i64 [ 0, %985 ], [ %1007, %987 ]
  call void @llvm.dbg.value(metadata i64 %988, metadata !148, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata float %989, metadata !147, metadata !DIExpression()), !dbg !447
  %991 = getelementptr inbounds [1003 x float], [1003 x float]* @af, i64 0, i64 %988, !dbg !451
  %992 = load float, float* %991, align 16, !dbg !451, !tbaa !117
  %993 = fadd float %989, %992, !dbg !452
  call void @llvm.dbg.value(metadata float %993, metadata !147, metadata !DIExpression()), !dbg !447
  %994 = or i64 %988, 1, !dbg !453
  call void @llvm.dbg.value(metadata i64 %994, metadata !148, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata i64 %994, metadata !148, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata float %993, metadata !147, metadata !DIExpression()), !dbg !447
  %995 = getelementptr inbounds [1003 x float], [1003 x float]* @af, i64 0, i64 %994, !dbg !451
  %996 = load float, float* %995, align 4, !dbg !451, !tbaa !117
  %997 = fadd float %993, %996, !dbg !452
  call void @llvm.dbg.value(metadata float %997, metadata !147, metadata !DIExpression()), !dbg !447
  %998 = or i64 %988, 2, !dbg !453
  call void @llvm.dbg.value(metadata i64 %998, metadata !148, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata i64 %998, metadata !148, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata float %997, metadata !147, metadata !DIExpression()), !dbg !447
  %999 = getelementptr inbounds [1003 x float], [1003 x float]* @af, i64 0, i64 %998, !dbg !451
  %1000 = load float, float* %999, align 8, !dbg !451, !tbaa !117
  %1001 = fadd float %997, %1000, !dbg !452
  call void @llvm.dbg.value(metadata float %1001, metadata !147, metadata !DIExpression()), !dbg !447
  %1002 = or i64 %988, 3, !dbg !453
  call void @llvm.dbg.value(metadata i64 %1002, metadata !148, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata i64 %1002, metadata !148, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata float %1001, metadata !147, metadata !DIExpression()), !dbg !447
  %1003 = getelementptr inbounds [1003 x float], [1003 x float]* @af, i64 0, i64 %1002, !dbg !451
  %1004 = load float, float* %1003, align 4, !dbg !451, !tbaa !117
  %1005 = fadd float %1001, %1004, !dbg !452
  call void @llvm.dbg.value(metadata float %1005, metadata !147, metadata !DIExpression()), !dbg !447
  %1006 = add nuw nsw i64 %988, 4, !dbg !453
  call void @llvm.dbg.value(metadata i64 %1006, metadata !148, metadata !DIExpression()), !dbg !449
  %1007 = add i64 %990, 4, !dbg !450
  %1008 = icmp eq i64 %1007, %986, !dbg !450
  br i1 %1008, label %1009, label %987, !dbg !450, !llvm.loop !454

1009:                                             ; preds = %987, %980
  %1010 = phi float [ undef, %980 ], [ %1005, %987 ]
  %1011 = phi i64 [ 0, %980 ], [ %1006, %987 ]
  %1012 = phi float [ 0.000000e+00, %980 ], [ %1005, %987 ]
  %1013 = icmp eq i64 %983, 0, !dbg !450
  br i1 %1013, label %1024, label %1014, !dbg !450

1014:                                             ; preds = %1009, %1014
  %1015 = phi i64 [ %1021, %1014 ], [ %1011, %1009 ]
  %1016 = phi float [ %1020, %1014 ], [ %1012, %1009 ]
  %1017 = phi i64 [ %1022, %1014 ], [ 0, %1009 ]
  call void @llvm.dbg.value(metadata i64 %1015, metadata !148, metadata !DIExpression()), !dbg !449
  call void @llvm.dbg.value(metadata float %1016, metadata !147, metadata !DIExpression()), !dbg !447
  %1018 = getelementptr inbounds [1003 x float], [1003 x float]* @af, i64 0, i64 %1015, !dbg !451
  %1019 = load float, float* %1018, align 4, !dbg !451, !tbaa !117
  %1020 = fadd float %1016, %1019, !dbg !452
  call void @llvm.dbg.value(metadata float %1020, metadata !147, metadata !DIExpression()), !dbg !447
  %1021 = add nuw nsw i64 %1015, 1, !dbg !453
  call void @llvm.dbg.value(metadata i64 %1021, metadata !148, metadata !DIExpression()), !dbg !449
  %1022 = add i64 %1017, 1, !dbg !450
  %1023 = icmp eq i64 %1022, %983, !dbg !450
  br i1 %1023, label %1024, label %1014, !dbg !450, !llvm.loop !456

1024:                                             ; preds = %1014, %1009
  %1025 = phi float [ %1010, %1009 ], [ %1020, %1014 ], !dbg !452
  %1026 = sext i16 %683 to i32, !dbg !457
  %1027 = fpext float %1025 to double, !dbg !458
  call void @llvm.dbg.value(metadata float* getelementptr inbounds ([1003 x float], [1003 x float]* @af, i64 0, i64 0), metadata !459, metadata !DIExpression()), !dbg !466
  call void @llvm.dbg.value(metadata i32 %334, metadata !462, metadata !DIExpression()), !dbg !466
  %1028 = load float, float* getelementptr inbounds ([1003 x float], [1003 x float]* @af, i64 0, i64 0), align 16, !dbg !468, !tbaa !117
  call void @llvm.dbg.value(metadata float %1028, metadata !463, metadata !DIExpression()), !dbg !466
  call void @llvm.dbg.value(metadata i32 1, metadata !464, metadata !DIExpression()), !dbg !469
  br i1 %509, label %1077, label %1029, !dbg !470

1029:                                             ; preds = %1024
  %1030 = add nsw i64 %335, -2, !dbg !470
  %1031 = and i64 %982, 3, !dbg !470
  %1032 = icmp ult i64 %1030, 3, !dbg !470
  br i1 %1032, label %1061, label %1033, !dbg !470

1033:                                             ; preds = %1029
  %1034 = and i64 %982, -4, !dbg !470
  br label %1035, !dbg !470

1035:                                             ; preds = %1035, %1033
  %1036 = phi i64 [ 1, %1033 ], [ %1058, %1035 ]
  %1037 = phi float [ %1028, %1033 ], [ %1057, %1035 ]
  %1038 = phi i64 [ 0, %1033 ], [ %1059, %1035 ]
  call void @llvm.dbg.value(metadata i64 %1036, metadata !464, metadata !DIExpression()), !dbg !469
  call void @llvm.dbg.value(metadata float %1037, metadata !463, metadata !DIExpression()), !dbg !466
  %1039 = getelementptr inbounds [1003 x float], [1003 x float]* @af, i64 0, i64 %1036, !dbg !471
  %1040 = load float, float* %1039, align 4, !dbg !471, !tbaa !117
  %1041 = fcmp ogt float %1040, %1037, !dbg !473
  %1042 = select i1 %1041, float %1040, float %1037, !dbg !471
  call void @llvm.dbg.value(metadata float %1042, metadata !463, metadata !DIExpression()), !dbg !466
  %1043 = add nuw nsw i64 %1036, 1, !dbg !474
  call void @llvm.dbg.value(metadata i64 %1043, metadata !464, metadata !DIExpression()), !dbg !469
  call void @llvm.dbg.value(metadata i64 %1043, metadata !464, metadata !DIExpression()), !dbg !469
  call void @llvm.dbg.value(metadata float %1042, metadata !463, metadata !DIExpression()), !dbg !466
  %1044 = getelementptr inbounds [1003 x float], [1003 x float]* @af, i64 0, i64 %1043, !dbg !471
  %1045 = load float, float* %1044, align 4, !dbg !471, !tbaa !117
  %1046 = fcmp ogt float %1045, %1042, !dbg !473
  %1047 = select i1 %1046, float %1045, float %1042, !dbg !471
  call void @llvm.dbg.value(metadata float %1047, metadata !463, metadata !DIExpression()), !dbg !466
  %1048 = add nuw nsw i64 %1036, 2, !dbg !474
  call void @llvm.dbg.value(metadata i64 %1048, metadata !464, metadata !DIExpression()), !dbg !469
  call void @llvm.dbg.value(metadata i64 %1048, metadata !464, metadata !DIExpression()), !dbg !469
  call void @llvm.dbg.value(metadata float %1047, metadata !463, metadata !DIExpression()), !dbg !466
  %1049 = getelementptr inbounds [1003 x float], [1003 x float]* @af, i64 0, i64 %1048, !dbg !471
  %1050 = load float, float* %1049, align 4, !dbg !471, !tbaa !117
  %1051 = fcmp ogt float %1050, %1047, !dbg !473
  %1052 = select i1 %1051, float %1050, float %1047, !dbg !471
  call void @llvm.dbg.value(metadata float %1052, metadata !463, metadata !DIExpression()), !dbg !466
  %1053 = add nuw nsw i64 %1036, 3, !dbg !474
  call void @llvm.dbg.value(metadata i64 %1053, metadata !464, metadata !DIExpression()), !dbg !469
  call void @llvm.dbg.value(metadata i64 %1053, metadata !464, metadata !DIExpression()), !dbg !469
  call void @llvm.dbg.value(metadata float %1052, metadata !463, metadata !DIExpression()), !dbg !466
  %1054 = getelementptr inbounds [1003 x float], [1003 x float]* @af, i64 0, i64 %1053, !dbg !471
  %1055 = load float, float* %1054, align 4, !dbg !471, !tbaa !117
  %1056 = fcmp ogt float %1055, %1052, !dbg !473
  %1057 = select i1 %1056, float %1055, float %1052, !dbg !471
  call void @llvm.dbg.value(metadata float %1057, metadata !463, metadata !DIExpression()), !dbg !466
  %1058 = add nuw nsw i64 %1036, 4, !dbg !474
  call void @llvm.dbg.value(metadata i64 %1058, metadata !464, metadata !DIExpression()), !dbg !469
  %1059 = add i64 %1038, 4, !dbg !470
  %1060 = icmp eq i64 %1059, %1034, !dbg !470
  br i1 %1060, label %1061, label %1035, !dbg !470, !llvm.loop !475

1061:                                             ; preds = %1035, %1029
  %1062 = phi float [ undef, %1029 ], [ %1057, %1035 ]
  %1063 = phi i64 [ 1, %1029 ], [ %1058, %1035 ]
  %1064 = phi float [ %1028, %1029 ], [ %1057, %1035 ]
  %1065 = icmp eq i64 %1031, 0, !dbg !470
  br i1 %1065, label %1077, label %1066, !dbg !470

1066:                                             ; preds = %1061, %1066
  %1067 = phi i64 [ %1074, %1066 ], [ %1063, %1061 ]
  %1068 = phi float [ %1073, %1066 ], [ %1064, %1061 ]
  %1069 = phi i64 [ %1075, %1066 ], [ 0, %1061 ]
  call void @llvm.dbg.value(metadata i64 %1067, metadata !464, metadata !DIExpression()), !dbg !469
  call void @llvm.dbg.value(metadata float %1068, metadata !463, metadata !DIExpression()), !dbg !466
  %1070 = getelementptr inbounds [1003 x float], [1003 x float]* @af, i64 0, i64 %1067, !dbg !471
  %1071 = load float, float* %1070, align 4, !dbg !471, !tbaa !117
  %1072 = fcmp ogt float %1071, %1068, !dbg !473
  %1073 = select i1 %1072, float %1071, float %1068, !dbg !471
  call void @llvm.dbg.value(metadata float %1073, metadata !463, metadata !DIExpression()), !dbg !466
  %1074 = add nuw nsw i64 %1067, 1, !dbg !474
  call void @llvm.dbg.value(metadata i64 %1074, metadata !464, metadata !DIExpression()), !dbg !469
  %1075 = add i64 %1069, 1, !dbg !470
  %1076 = icmp eq i64 %1075, %1031, !dbg !470
  br i1 %1076, label %1077, label %1066, !dbg !470, !llvm.loop !477

1077:                                             ; preds = %1061, %1066, %1024
  %1078 = phi float [ %1028, %1024 ], [ %1062, %1061 ], [ %1073, %1066 ], !dbg !466
  call void @llvm.dbg.value(metadata i32 %334, metadata !478, metadata !DIExpression()), !dbg !492
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !486, metadata !DIExpression()), !dbg !492
  call void @llvm.dbg.value(metadata i32 0, metadata !487, metadata !DIExpression()), !dbg !494
  %1079 = and i64 %335, 3, !dbg !495
  %1080 = icmp ult i64 %982, 3, !dbg !495
  br i1 %1080, label %1109, label %1081, !dbg !495

1081:                                             ; preds = %1077
  %1082 = and i64 %335, 4294967292, !dbg !495
  br label %1083, !dbg !495

1083:                                             ; preds = %1083, %1081
  %1084 = phi i64 [ 0, %1081 ], [ %1106, %1083 ]
  %1085 = phi double [ 0.000000e+00, %1081 ], [ %1105, %1083 ]
  %1086 = phi i64 [ 0, %1081 ], [ %1107, %1083 ]
  call void @llvm.dbg.value(metadata double %1085, metadata !486, metadata !DIExpression()), !dbg !492
  call void @llvm.dbg.value(metadata i64 %1084, metadata !487, metadata !DIExpression()), !dbg !494
  %1087 = getelementptr inbounds [1003 x double], [1003 x double]* @ad, i64 0, i64 %1084, !dbg !496
  %1088 = load double, double* %1087, align 16, !dbg !496, !tbaa !129
  %1089 = fmul double %1088, %1088, !dbg !497
  call void @llvm.dbg.value(metadata double %1089, metadata !489, metadata !DIExpression()), !dbg !498
  %1090 = fadd double %1085, %1089, !dbg !499
  call void @llvm.dbg.value(metadata double %1090, metadata !486, metadata !DIExpression()), !dbg !492
  %1091 = or i64 %1084, 1, !dbg !500
  call void @llvm.dbg.value(metadata i64 %1091, metadata !487, metadata !DIExpression()), !dbg !494
  call void @llvm.dbg.value(metadata double %1090, metadata !486, metadata !DIExpression()), !dbg !492
  call void @llvm.dbg.value(metadata i64 %1091, metadata !487, metadata !DIExpression()), !dbg !494
  %1092 = getelementptr inbounds [1003 x double], [1003 x double]* @ad, i64 0, i64 %1091, !dbg !496
  %1093 = load double, double* %1092, align 8, !dbg !496, !tbaa !129
  %1094 = fmul double %1093, %1093, !dbg !497
  call void @llvm.dbg.value(metadata double %1094, metadata !489, metadata !DIExpression()), !dbg !498
  %1095 = fadd double %1090, %1094, !dbg !499
  call void @llvm.dbg.value(metadata double %1095, metadata !486, metadata !DIExpression()), !dbg !492
  %1096 = or i64 %1084, 2, !dbg !500
  call void @llvm.dbg.value(metadata i64 %1096, metadata !487, metadata !DIExpression()), !dbg !494
  call void @llvm.dbg.value(metadata double %1095, metadata !486, metadata !DIExpression()), !dbg !492
  call void @llvm.dbg.value(metadata i64 %1096, metadata !487, metadata !DIExpression()), !dbg !494
  %1097 = getelementptr inbounds [1003 x double], [1003 x double]* @ad, i64 0, i64 %1096, !dbg !496
  %1098 = load double, double* %1097, align 16, !dbg !496, !tbaa !129
  %1099 = fmul double %1098, %1098, !dbg !497
  call void @llvm.dbg.value(metadata double %1099, metadata !489, metadata !DIExpression()), !dbg !498
  %1100 = fadd double %1095, %1099, !dbg !499
  call void @llvm.dbg.value(metadata double %1100, metadata !486, metadata !DIExpression()), !dbg !492
  %1101 = or i64 %1084, 3, !dbg !500
  call void @llvm.dbg.value(metadata i64 %1101, metadata !487, metadata !DIExpression()), !dbg !494
  call void @llvm.dbg.value(metadata double %1100, metadata !486, metadata !DIExpression()), !dbg !492
  call void @llvm.dbg.value(metadata i64 %1101, metadata !487, metadata !DIExpression()), !dbg !494
  %1102 = getelementptr inbounds [1003 x double], [1003 x double]* @ad, i64 0, i64 %1101, !dbg !496
  %1103 = load double, double* %1102, align 8, !dbg !496, !tbaa !129
  %1104 = fmul double %1103, %1103, !dbg !497
  call void @llvm.dbg.value(metadata double %1104, metadata !489, metadata !DIExpression()), !dbg !498
  %1105 = fadd double %1100, %1104, !dbg !499
  call void @llvm.dbg.value(metadata double %1105, metadata !486, metadata !DIExpression()), !dbg !492
  %1106 = add nuw nsw i64 %1084, 4, !dbg !500
  call void @llvm.dbg.value(metadata i64 %1106, metadata !487, metadata !DIExpression()), !dbg !494
  %1107 = add i64 %1086, 4, !dbg !495
  %1108 = icmp eq i64 %1107, %1082, !dbg !495
  br i1 %1108, label %1109, label %1083, !dbg !495, !llvm.loop !501

1109:                                             ; preds = %1083, %1077
  %1110 = phi double [ undef, %1077 ], [ %1105, %1083 ]
  %1111 = phi i64 [ 0, %1077 ], [ %1106, %1083 ]
  %1112 = phi double [ 0.000000e+00, %1077 ], [ %1105, %1083 ]
  %1113 = icmp eq i64 %1079, 0, !dbg !495
  br i1 %1113, label %1125, label %1114, !dbg !495

1114:                                             ; preds = %1109, %1114
  %1115 = phi i64 [ %1122, %1114 ], [ %1111, %1109 ]
  %1116 = phi double [ %1121, %1114 ], [ %1112, %1109 ]
  %1117 = phi i64 [ %1123, %1114 ], [ 0, %1109 ]
  call void @llvm.dbg.value(metadata double %1116, metadata !486, metadata !DIExpression()), !dbg !492
  call void @llvm.dbg.value(metadata i64 %1115, metadata !487, metadata !DIExpression()), !dbg !494
  %1118 = getelementptr inbounds [1003 x double], [1003 x double]* @ad, i64 0, i64 %1115, !dbg !496
  %1119 = load double, double* %1118, align 8, !dbg !496, !tbaa !129
  %1120 = fmul double %1119, %1119, !dbg !497
  call void @llvm.dbg.value(metadata double %1120, metadata !489, metadata !DIExpression()), !dbg !498
  %1121 = fadd double %1116, %1120, !dbg !499
  call void @llvm.dbg.value(metadata double %1121, metadata !486, metadata !DIExpression()), !dbg !492
  %1122 = add nuw nsw i64 %1115, 1, !dbg !500
  call void @llvm.dbg.value(metadata i64 %1122, metadata !487, metadata !DIExpression()), !dbg !494
  %1123 = add i64 %1117, 1, !dbg !495
  %1124 = icmp eq i64 %1123, %1079, !dbg !495
  br i1 %1124, label %1125, label %1114, !dbg !495, !llvm.loop !503

1125:                                             ; preds = %1114, %1109
  %1126 = phi double [ %1110, %1109 ], [ %1121, %1114 ], !dbg !499
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 0), metadata !272, metadata !DIExpression()), !dbg !504
  call void @llvm.dbg.value(metadata i32 %334, metadata !273, metadata !DIExpression()), !dbg !504
  call void @llvm.dbg.value(metadata i32 0, metadata !274, metadata !DIExpression()), !dbg !504
  call void @llvm.dbg.value(metadata i32 0, metadata !268, metadata !DIExpression()), !dbg !506
  call void @llvm.dbg.value(metadata i64 0, metadata !268, metadata !DIExpression()), !dbg !506
  %1127 = icmp sgt i32 %508, 0, !dbg !507
  %1128 = zext i1 %1127 to i32, !dbg !507
  call void @llvm.dbg.value(metadata i32 %1128, metadata !274, metadata !DIExpression()), !dbg !504
  call void @llvm.dbg.value(metadata i64 1, metadata !268, metadata !DIExpression()), !dbg !506
  %1129 = icmp eq i64 %332, 0, !dbg !508
  br i1 %1129, label %1218, label %1130, !dbg !509, !llvm.loop !510

1130:                                             ; preds = %1125
  %1131 = add nsw i64 %335, -1, !dbg !509
  %1132 = icmp ult i64 %1131, 8, !dbg !509
  br i1 %1132, label %1205, label %1133, !dbg !509

1133:                                             ; preds = %1130
  %1134 = and i64 %1131, -8, !dbg !509
  %1135 = or i64 %1134, 1, !dbg !509
  %1136 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %1128, i64 0, !dbg !509
  %1137 = add nsw i64 %1134, -8, !dbg !509
  %1138 = lshr exact i64 %1137, 3, !dbg !509
  %1139 = add nuw nsw i64 %1138, 1, !dbg !509
  %1140 = and i64 %1139, 1, !dbg !509
  %1141 = icmp eq i64 %1137, 0, !dbg !509
  br i1 %1141, label %1178, label %1142, !dbg !509

1142:                                             ; preds = %1133
  %1143 = and i64 %1139, 4611686018427387902, !dbg !509
  br label %1144, !dbg !509

1144:                                             ; preds = %1144, %1142
  %1145 = phi i64 [ 0, %1142 ], [ %1175, %1144 ]
  %1146 = phi <4 x i32> [ %1136, %1142 ], [ %1173, %1144 ]
  %1147 = phi <4 x i32> [ zeroinitializer, %1142 ], [ %1174, %1144 ]
  %1148 = phi i64 [ 0, %1142 ], [ %1176, %1144 ]
  %1149 = or i64 %1145, 1
  %1150 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %1149
  %1151 = bitcast i32* %1150 to <4 x i32>*, !dbg !512
  %1152 = load <4 x i32>, <4 x i32>* %1151, align 4, !dbg !512, !tbaa !87
  %1153 = getelementptr inbounds i32, i32* %1150, i64 4, !dbg !512
  %1154 = bitcast i32* %1153 to <4 x i32>*, !dbg !512
  %1155 = load <4 x i32>, <4 x i32>* %1154, align 4, !dbg !512, !tbaa !87
  %1156 = icmp sgt <4 x i32> %1152, zeroinitializer, !dbg !507
  %1157 = icmp sgt <4 x i32> %1155, zeroinitializer, !dbg !507
  %1158 = zext <4 x i1> %1156 to <4 x i32>, !dbg !507
  %1159 = zext <4 x i1> %1157 to <4 x i32>, !dbg !507
  %1160 = add <4 x i32> %1146, %1158, !dbg !513
  %1161 = add <4 x i32> %1147, %1159, !dbg !513
  %1162 = or i64 %1145, 9
  %1163 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %1162
  %1164 = bitcast i32* %1163 to <4 x i32>*, !dbg !512
  %1165 = load <4 x i32>, <4 x i32>* %1164, align 4, !dbg !512, !tbaa !87
  %1166 = getelementptr inbounds i32, i32* %1163, i64 4, !dbg !512
  %1167 = bitcast i32* %1166 to <4 x i32>*, !dbg !512
  %1168 = load <4 x i32>, <4 x i32>* %1167, align 4, !dbg !512, !tbaa !87
  %1169 = icmp sgt <4 x i32> %1165, zeroinitializer, !dbg !507
  %1170 = icmp sgt <4 x i32> %1168, zeroinitializer, !dbg !507
  %1171 = zext <4 x i1> %1169 to <4 x i32>, !dbg !507
  %1172 = zext <4 x i1> %1170 to <4 x i32>, !dbg !507
  %1173 = add <4 x i32> %1160, %1171, !dbg !513
  %1174 = add <4 x i32> %1161, %1172, !dbg !513
  %1175 = add nuw i64 %1145, 16
  %1176 = add i64 %1148, 2
  %1177 = icmp eq i64 %1176, %1143
  br i1 %1177, label %1178, label %1144, !llvm.loop !514

1178:                                             ; preds = %1144, %1133
  %1179 = phi <4 x i32> [ undef, %1133 ], [ %1173, %1144 ]
  %1180 = phi <4 x i32> [ undef, %1133 ], [ %1174, %1144 ]
  %1181 = phi i64 [ 0, %1133 ], [ %1175, %1144 ]
  %1182 = phi <4 x i32> [ %1136, %1133 ], [ %1173, %1144 ]
  %1183 = phi <4 x i32> [ zeroinitializer, %1133 ], [ %1174, %1144 ]
  %1184 = icmp eq i64 %1140, 0
  br i1 %1184, label %1199, label %1185

1185:                                             ; preds = %1178
  %1186 = or i64 %1181, 1
  %1187 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %1186
  %1188 = bitcast i32* %1187 to <4 x i32>*, !dbg !512
  %1189 = load <4 x i32>, <4 x i32>* %1188, align 4, !dbg !512, !tbaa !87
  %1190 = getelementptr inbounds i32, i32* %1187, i64 4, !dbg !512
  %1191 = bitcast i32* %1190 to <4 x i32>*, !dbg !512
  %1192 = load <4 x i32>, <4 x i32>* %1191, align 4, !dbg !512, !tbaa !87
  %1193 = icmp sgt <4 x i32> %1189, zeroinitializer, !dbg !507
  %1194 = icmp sgt <4 x i32> %1192, zeroinitializer, !dbg !507
  %1195 = zext <4 x i1> %1193 to <4 x i32>, !dbg !507
  %1196 = zext <4 x i1> %1194 to <4 x i32>, !dbg !507
  %1197 = add <4 x i32> %1182, %1195, !dbg !513
  %1198 = add <4 x i32> %1183, %1196, !dbg !513
  br label %1199, !dbg !509

1199:                                             ; preds = %1178, %1185
  %1200 = phi <4 x i32> [ %1179, %1178 ], [ %1197, %1185 ], !dbg !513
  %1201 = phi <4 x i32> [ %1180, %1178 ], [ %1198, %1185 ], !dbg !513
  %1202 = add <4 x i32> %1201, %1200, !dbg !509
  %1203 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %1202), !dbg !509
  %1204 = icmp eq i64 %1131, %1134, !dbg !509
  br i1 %1204, label %1218, label %1205, !dbg !509

1205:                                             ; preds = %1130, %1199
  %1206 = phi i64 [ 1, %1130 ], [ %1135, %1199 ]
  %1207 = phi i32 [ %1128, %1130 ], [ %1203, %1199 ]
  br label %1208, !dbg !509

1208:                                             ; preds = %1205, %1208
  %1209 = phi i64 [ %1216, %1208 ], [ %1206, %1205 ]
  %1210 = phi i32 [ %1215, %1208 ], [ %1207, %1205 ]
  %1211 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %1209
  %1212 = load i32, i32* %1211, align 4, !dbg !512, !tbaa !87
  call void @llvm.dbg.value(metadata i64 %1209, metadata !268, metadata !DIExpression()), !dbg !506
  call void @llvm.dbg.value(metadata i32 %1210, metadata !274, metadata !DIExpression()), !dbg !504
  %1213 = icmp sgt i32 %1212, 0, !dbg !507
  %1214 = zext i1 %1213 to i32, !dbg !507
  %1215 = add nuw nsw i32 %1210, %1214, !dbg !513
  call void @llvm.dbg.value(metadata i32 %1215, metadata !274, metadata !DIExpression()), !dbg !504
  %1216 = add nuw nsw i64 %1209, 1, !dbg !515
  call void @llvm.dbg.value(metadata i64 %1216, metadata !268, metadata !DIExpression()), !dbg !506
  %1217 = icmp eq i64 %1216, %335, !dbg !508
  br i1 %1217, label %1218, label %1208, !dbg !509, !llvm.loop !516

1218:                                             ; preds = %1208, %1199, %1125
  %1219 = phi i32 [ %1128, %1125 ], [ %1203, %1199 ], [ %1215, %1208 ], !dbg !513
  call void @llvm.dbg.value(metadata i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @ai, i64 0, i64 0), metadata !517, metadata !DIExpression()), !dbg !527
  call void @llvm.dbg.value(metadata i16* getelementptr inbounds ([1003 x i16], [1003 x i16]* @as, i64 0, i64 0), metadata !522, metadata !DIExpression()), !dbg !527
  call void @llvm.dbg.value(metadata i32 %334, metadata !523, metadata !DIExpression()), !dbg !527
  call void @llvm.dbg.value(metadata i64 0, metadata !524, metadata !DIExpression()), !dbg !527
  call void @llvm.dbg.value(metadata i32 0, metadata !525, metadata !DIExpression()), !dbg !529
  call void @llvm.dbg.value(metadata i64 0, metadata !525, metadata !DIExpression()), !dbg !529
  %1220 = sext i32 %508 to i64, !dbg !530
  %1221 = sext i16 %681 to i64, !dbg !532
  %1222 = mul nsw i64 %1221, %1220, !dbg !533
  call void @llvm.dbg.value(metadata i64 %1222, metadata !524, metadata !DIExpression()), !dbg !527
  call void @llvm.dbg.value(metadata i64 1, metadata !525, metadata !DIExpression()), !dbg !529
  %1223 = icmp eq i64 %332, 0, !dbg !534
  br i1 %1223, label %1263, label %1224, !dbg !535, !llvm.loop !536

1224:                                             ; preds = %1218
  %1225 = add nsw i64 %335, -1, !dbg !535
  %1226 = and i64 %1225, 1, !dbg !535
  %1227 = and i64 %1225, -2, !dbg !535
  br label %1228, !dbg !535

1228:                                             ; preds = %1228, %1224
  %1229 = phi i64 [ 1, %1224 ], [ %1249, %1228 ]
  %1230 = phi i64 [ %1222, %1224 ], [ %1248, %1228 ]
  %1231 = phi i64 [ 0, %1224 ], [ %1250, %1228 ]
  %1232 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %1229
  %1233 = load i32, i32* %1232, align 4, !dbg !538, !tbaa !87
  %1234 = getelementptr inbounds [1003 x i16], [1003 x i16]* @as, i64 0, i64 %1229
  %1235 = load i16, i16* %1234, align 2, !dbg !532, !tbaa !100
  call void @llvm.dbg.value(metadata i64 %1229, metadata !525, metadata !DIExpression()), !dbg !529
  call void @llvm.dbg.value(metadata i64 %1230, metadata !524, metadata !DIExpression()), !dbg !527
  %1236 = sext i32 %1233 to i64, !dbg !530
  %1237 = sext i16 %1235 to i64, !dbg !532
  %1238 = mul nsw i64 %1237, %1236, !dbg !533
  %1239 = add nsw i64 %1238, %1230, !dbg !539
  call void @llvm.dbg.value(metadata i64 %1239, metadata !524, metadata !DIExpression()), !dbg !527
  %1240 = add nuw nsw i64 %1229, 1, !dbg !540
  call void @llvm.dbg.value(metadata i64 %1240, metadata !525, metadata !DIExpression()), !dbg !529
  %1241 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %1240
  %1242 = load i32, i32* %1241, align 4, !dbg !538, !tbaa !87
  %1243 = getelementptr inbounds [1003 x i16], [1003 x i16]* @as, i64 0, i64 %1240
  %1244 = load i16, i16* %1243, align 2, !dbg !532, !tbaa !100
  call void @llvm.dbg.value(metadata i64 %1240, metadata !525, metadata !DIExpression()), !dbg !529
  call void @llvm.dbg.value(metadata i64 %1239, metadata !524, metadata !DIExpression()), !dbg !527
  %1245 = sext i32 %1242 to i64, !dbg !530
  %1246 = sext i16 %1244 to i64, !dbg !532
  %1247 = mul nsw i64 %1246, %1245, !dbg !533
  %1248 = add nsw i64 %1247, %1239, !dbg !539
  call void @llvm.dbg.value(metadata i64 %1248, metadata !524, metadata !DIExpression()), !dbg !527
  %1249 = add nuw nsw i64 %1229, 2, !dbg !540
  call void @llvm.dbg.value(metadata i64 %1249, metadata !525, metadata !DIExpression()), !dbg !529
  %1250 = add i64 %1231, 2, !dbg !535
  %1251 = icmp eq i64 %1250, %1227, !dbg !535
  br i1 %1251, label %1252, label %1228, !dbg !535, !llvm.loop !536

1252:                                             ; preds = %1228
  %1253 = icmp eq i64 %1226, 0, !dbg !535
  br i1 %1253, label %1263, label %1254, !dbg !535

1254:                                             ; preds = %1252
  %1255 = getelementptr inbounds [1003 x i32], [1003 x i32]* @ai, i64 0, i64 %1249
  %1256 = load i32, i32* %1255, align 4, !dbg !538, !tbaa !87
  %1257 = getelementptr inbounds [1003 x i16], [1003 x i16]* @as, i64 0, i64 %1249
  %1258 = load i16, i16* %1257, align 2, !dbg !532, !tbaa !100
  call void @llvm.dbg.value(metadata i64 %1249, metadata !525, metadata !DIExpression()), !dbg !529
  call void @llvm.dbg.value(metadata i64 %1248, metadata !524, metadata !DIExpression()), !dbg !527
  %1259 = sext i32 %1256 to i64, !dbg !530
  %1260 = sext i16 %1258 to i64, !dbg !532
  %1261 = mul nsw i64 %1260, %1259, !dbg !533
  %1262 = add nsw i64 %1261, %1248, !dbg !539
  call void @llvm.dbg.value(metadata i64 %1262, metadata !524, metadata !DIExpression()), !dbg !527
  call void @llvm.dbg.value(metadata i64 %1249, metadata !525, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !529
  br label %1263, !dbg !541

1263:                                             ; preds = %1254, %1252, %1218
  %1264 = phi i64 [ %1222, %1218 ], [ %1248, %1252 ], [ %1262, %1254 ], !dbg !539
  %1265 = fpext float %1078 to double, !dbg !541
  %1266 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([116 x i8], [116 x i8]* @.str, i64 0, i64 0), i32 noundef %334, i64 noundef %412, i32 noundef %507, i32 noundef %682, i32 noundef %1026, i32 noundef %768, i32 noundef %845, i32 noundef %904, i32 noundef %981, double noundef %1027, double noundef %1265, double noundef %1126, i32 noundef %1219, i64 noundef %1264), !dbg !542
  %1267 = add nuw nsw i64 %332, 1, !dbg !543
  call void @llvm.dbg.value(metadata i64 %1267, metadata !67, metadata !DIExpression()), !dbg !288
  %1268 = icmp eq i64 %1267, 13, !dbg !544
  br i1 %1268, label %1269, label %331, !dbg !545, !llvm.loop !546

1269:                                             ; preds = %1263, %1291
  %1270 = phi i64 [ %1310, %1291 ], [ 0, %1263 ], !dbg !548
  %1271 = getelementptr inbounds [1003 x float], [1003 x float]* @af, i64 0, i64 %1270, !dbg !548
  %1272 = bitcast float* %1271 to <4 x float>*, !dbg !564
  %1273 = load <4 x float>, <4 x float>* %1272, align 16, !dbg !564, !tbaa !117
  %1274 = getelementptr inbounds float, float* %1271, i64 4, !dbg !564
  %1275 = bitcast float* %1274 to <4 x float>*, !dbg !564
  %1276 = load <4 x float>, <4 x float>* %1275, align 16, !dbg !564, !tbaa !117
  %1277 = fmul <4 x float> %1273, <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, !dbg !565
  %1278 = fmul <4 x float> %1276, <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, !dbg !565
  %1279 = getelementptr inbounds [1003 x float], [1003 x float]* @bf, i64 0, i64 %1270, !dbg !548
  %1280 = bitcast float* %1279 to <4 x float>*, !dbg !566
  %1281 = load <4 x float>, <4 x float>* %1280, align 16, !dbg !566, !tbaa !117
  %1282 = getelementptr inbounds float, float* %1279, i64 4, !dbg !566
  %1283 = bitcast float* %1282 to <4 x float>*, !dbg !566
  %1284 = load <4 x float>, <4 x float>* %1283, align 16, !dbg !566, !tbaa !117
  %1285 = fadd <4 x float> %1277, %1281, !dbg !567
  %1286 = fadd <4 x float> %1278, %1284, !dbg !567
  %1287 = bitcast float* %1279 to <4 x float>*, !dbg !568
  store <4 x float> %1285, <4 x float>* %1287, align 16, !dbg !568, !tbaa !117
  %1288 = bitcast float* %1282 to <4 x float>*, !dbg !568
  store <4 x float> %1286, <4 x float>* %1288, align 16, !dbg !568, !tbaa !117
  %1289 = or i64 %1270, 8, !dbg !548
  %1290 = icmp eq i64 %1289, 1000, !dbg !548
  br i1 %1290, label %1311, label %1291, !dbg !548, !llvm.loop !569

1291:                                             ; preds = %1269
  %1292 = getelementptr inbounds [1003 x float], [1003 x float]* @af, i64 0, i64 %1289, !dbg !548
  %1293 = bitcast float* %1292 to <4 x float>*, !dbg !564
  %1294 = load <4 x float>, <4 x float>* %1293, align 16, !dbg !564, !tbaa !117
  %1295 = getelementptr inbounds float, float* %1292, i64 4, !dbg !564
  %1296 = bitcast float* %1295 to <4 x float>*, !dbg !564
  %1297 = load <4 x float>, <4 x float>* %1296, align 16, !dbg !564, !tbaa !117
  %1298 = fmul <4 x float> %1294, <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, !dbg !565
  %1299 = fmul <4 x float> %1297, <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, !dbg !565
  %1300 = getelementptr inbounds [1003 x float], [1003 x float]* @bf, i64 0, i64 %1289, !dbg !548
  %1301 = bitcast float* %1300 to <4 x float>*, !dbg !566
  %1302 = load <4 x float>, <4 x float>* %1301, align 16, !dbg !566, !tbaa !117
  %1303 = getelementptr inbounds float, float* %1300, i64 4, !dbg !566
  %1304 = bitcast float* %1303 to <4 x float>*, !dbg !566
  %1305 = load <4 x float>, <4 x float>* %1304, align 16, !dbg !566, !tbaa !117
  %1306 = fadd <4 x float> %1298, %1302, !dbg !567
  %1307 = fadd <4 x float> %1299, %1305, !dbg !567
  %1308 = bitcast float* %1300 to <4 x float>*, !dbg !568
  store <4 x float> %1306, <4 x float>* %1308, align 16, !dbg !568, !tbaa !117
  %1309 = bitcast float* %1303 to <4 x float>*, !dbg !568
  store <4 x float> %1307, <4 x float>* %1309, align 16, !dbg !568, !tbaa !117
  %1310 = add nuw nsw i64 %1270, 16, !dbg !548
  br label %1269

1311:                                             ; preds = %1269
  call void @llvm.dbg.value(metadata i64 1000, metadata !560, metadata !DIExpression()), !dbg !572
  %1312 = load float, float* getelementptr inbounds ([1003 x float], [1003 x float]* @af, i64 0, i64 1000), align 16, !dbg !564, !tbaa !117
  %1313 = fmul float %1312, 1.500000e+00, !dbg !565
  call void @llvm.dbg.value(metadata float %1313, metadata !561, metadata !DIExpression()), !dbg !573
  %1314 = load float, float* getelementptr inbounds ([1003 x float], [1003 x float]* @bf, i64 0, i64 1000), align 16, !dbg !566, !tbaa !117
  %1315 = fadd float %1313, %1314, !dbg !567
  store float %1315, float* getelementptr inbounds ([1003 x float], [1003 x float]* @bf, i64 0, i64 1000), align 16, !dbg !568, !tbaa !117
  call void @llvm.dbg.value(metadata i64 1001, metadata !560, metadata !DIExpression()), !dbg !572
  call void @llvm.dbg.value(metadata i64 1001, metadata !560, metadata !DIExpression()), !dbg !572
  %1316 = load float, float* getelementptr inbounds ([1003 x float], [1003 x float]* @af, i64 0, i64 1001), align 4, !dbg !564, !tbaa !117
  %1317 = fmul float %1316, 1.500000e+00, !dbg !565
  call void @llvm.dbg.value(metadata float %1317, metadata !561, metadata !DIExpression()), !dbg !573
  %1318 = load float, float* getelementptr inbounds ([1003 x float], [1003 x float]* @bf, i64 0, i64 1001), align 4, !dbg !566, !tbaa !117
  %1319 = fadd float %1317, %1318, !dbg !567
  store float %1319, float* getelementptr inbounds ([1003 x float], [1003 x float]* @bf, i64 0, i64 1001), align 4, !dbg !568, !tbaa !117
  call void @llvm.dbg.value(metadata i64 1002, metadata !560, metadata !DIExpression()), !dbg !572
  call void @llvm.dbg.value(metadata i64 1002, metadata !560, metadata !DIExpression()), !dbg !572
  %1320 = load float, float* getelementptr inbounds ([1003 x float], [1003 x float]* @af, i64 0, i64 1002), align 8, !dbg !564, !tbaa !117
  %1321 = fmul float %1320, 1.500000e+00, !dbg !565
  call void @llvm.dbg.value(metadata float %1321, metadata !561, metadata !DIExpression()), !dbg !573
  %1322 = load float, float* getelementptr inbounds ([1003 x float], [1003 x float]* @bf, i64 0, i64 1002), align 8, !dbg !566, !tbaa !117
  %1323 = fadd float %1321, %1322, !dbg !567
  store float %1323, float* getelementptr inbounds ([1003 x float], [1003 x float]* @bf, i64 0, i64 1002), align 8, !dbg !568, !tbaa !117
  call void @llvm.dbg.value(metadata i64 1003, metadata !560, metadata !DIExpression()), !dbg !572
  %1324 = load float, float* getelementptr inbounds ([1003 x float], [1003 x float]* @bf, i64 0, i64 0), align 16, !dbg !574, !tbaa !117
  %1325 = load float, float* getelementptr inbounds ([1003 x float], [1003 x float]* @bf, i64 0, i64 500), align 16, !dbg !575, !tbaa !117
  call void @llvm.dbg.value(metadata float* getelementptr inbounds ([1003 x float], [1003 x float]* @bf, i64 0, i64 0), metadata !145, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i32 1003, metadata !146, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !147, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i32 0, metadata !148, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i64 0, metadata !148, metadata !DIExpression()), !dbg !150
  %1326 = fadd float %1324, 0.000000e+00, !dbg !152
  call void @llvm.dbg.value(metadata float %1326, metadata !147, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i64 1, metadata !148, metadata !DIExpression()), !dbg !150
  br label %43, !dbg !155

1327:                                             ; preds = %1330
  %1328 = load i32, i32* getelementptr inbounds ([1003 x i32], [1003 x i32]* @bi, i64 0, i64 1002), align 8, !dbg !576, !tbaa !87
  %1329 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.4, i64 0, i64 0), i64 noundef %1336, i32 noundef %1328), !dbg !577
  ret i32 0, !dbg !578

1330:                                             ; preds = %1341, %319
  %1331 = phi i64 [ 0, %319 ], [ %1348, %1341 ]
  %1332 = phi i64 [ 0, %319 ], [ %1345, %1341 ]
  call void @llvm.dbg.value(metadata i64 %1331, metadata !73, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.value(metadata i64 %1332, metadata !72, metadata !DIExpression()), !dbg !75
  %1333 = getelementptr inbounds [1003 x i32], [1003 x i32]* @bi, i64 0, i64 %1331, !dbg !579
  %1334 = load i32, i32* %1333, align 8, !dbg !579, !tbaa !87
  %1335 = sext i32 %1334 to i64, !dbg !579
  %1336 = add nsw i64 %1332, %1335, !dbg !582
  call void @llvm.dbg.value(metadata i64 %1336, metadata !72, metadata !DIExpression()), !dbg !75
  %1337 = srem i64 %1336, 100000, !dbg !583
  %1338 = trunc i64 %1337 to i32, !dbg !584
  store i32 %1338, i32* %1333, align 8, !dbg !585, !tbaa !87
  %1339 = or i64 %1331, 1, !dbg !586
  call void @llvm.dbg.value(metadata i64 %1339, metadata !73, metadata !DIExpression()), !dbg !286
  %1340 = icmp eq i64 %1339, 1003, !dbg !587
  br i1 %1340, label %1327, label %1341, !dbg !287, !llvm.loop !588

1341:                                             ; preds = %1330
  call void @llvm.dbg.value(metadata i64 %1339, metadata !73, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.value(metadata i64 %1336, metadata !72, metadata !DIExpression()), !dbg !75
  %1342 = getelementptr inbounds [1003 x i32], [1003 x i32]* @bi, i64 0, i64 %1339, !dbg !579
  %1343 = load i32, i32* %1342, align 4, !dbg !579, !tbaa !87
  %1344 = sext i32 %1343 to i64, !dbg !579
  %1345 = add nsw i64 %1336, %1344, !dbg !582
  call void @llvm.dbg.value(metadata i64 %1345, metadata !72, metadata !DIExpression()), !dbg !75
  %1346 = srem i64 %1345, 100000, !dbg !583
  %1347 = trunc i64 %1346 to i32, !dbg !584
  store i32 %1347, i32* %1342, align 4, !dbg !585, !tbaa !87
  %1348 = add nuw nsw i64 %1331, 2, !dbg !586
  call void @llvm.dbg.value(metadata i64 %1348, metadata !73, metadata !DIExpression()), !dbg !286
  br label %1330
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i16 @llvm.vector.reduce.smin.v8i16(<8 x i16>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ai", scope: !2, file: !3, line: 10, type: !25, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "vectorize.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "4cfc90f63920c4d7230c5cb92ac8454e")
!4 = !{!5, !6, !7, !8, !9, !10, !11, !12, !13, !18}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !14, line: 27, baseType: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !16, line: 44, baseType: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!17 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !19, line: 27, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !16, line: 45, baseType: !21)
!21 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!22 = !{!0, !23, !28, !30, !33, !36, !39, !42, !44}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "bi", scope: !2, file: !3, line: 10, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32096, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 1003)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "ci", scope: !2, file: !3, line: 10, type: !25, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "as", scope: !2, file: !3, line: 11, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 16048, elements: !26)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "ac", scope: !2, file: !3, line: 12, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8024, elements: !26)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "au", scope: !2, file: !3, line: 13, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8024, elements: !26)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "af", scope: !2, file: !3, line: 14, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32096, elements: !26)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "bf", scope: !2, file: !3, line: 14, type: !41, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "ad", scope: !2, file: !3, line: 15, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64192, elements: !26)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 7, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 1}
!53 = !{!"Debian clang version 14.0.6"}
!54 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 132, type: !55, scopeLine: 132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!5}
!57 = !{!58, !61, !63, !67, !69, !72, !73}
!58 = !DILocalVariable(name: "x", scope: !54, file: !3, line: 133, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !19, line: 26, baseType: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !16, line: 42, baseType: !12)
!61 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 134, type: !5)
!62 = distinct !DILexicalBlock(scope: !54, file: !3, line: 134, column: 5)
!63 = !DILocalVariable(name: "lens", scope: !54, file: !3, line: 145, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 416, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 13)
!67 = !DILocalVariable(name: "k", scope: !68, file: !3, line: 146, type: !5)
!68 = distinct !DILexicalBlock(scope: !54, file: !3, line: 146, column: 5)
!69 = !DILocalVariable(name: "n", scope: !70, file: !3, line: 147, type: !5)
!70 = distinct !DILexicalBlock(scope: !71, file: !3, line: 146, column: 34)
!71 = distinct !DILexicalBlock(scope: !68, file: !3, line: 146, column: 5)
!72 = !DILocalVariable(name: "prefix", scope: !54, file: !3, line: 164, type: !17)
!73 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 165, type: !5)
!74 = distinct !DILexicalBlock(scope: !54, file: !3, line: 165, column: 5)
!75 = !DILocation(line: 0, scope: !54)
!76 = !DILocation(line: 0, scope: !62)
!77 = !DILocation(line: 134, column: 5, scope: !62)
!78 = !DILocation(line: 135, column: 15, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 134, column: 33)
!80 = distinct !DILexicalBlock(scope: !62, file: !3, line: 134, column: 5)
!81 = !DILocation(line: 135, column: 26, scope: !79)
!82 = !DILocation(line: 136, column: 25, scope: !79)
!83 = !DILocation(line: 136, column: 31, scope: !79)
!84 = !DILocation(line: 136, column: 41, scope: !79)
!85 = !DILocation(line: 136, column: 9, scope: !79)
!86 = !DILocation(line: 136, column: 15, scope: !79)
!87 = !{!88, !88, i64 0}
!88 = !{!"int", !89, i64 0}
!89 = !{!"omnipotent char", !90, i64 0}
!90 = !{!"Simple C/C++ TBAA"}
!91 = !DILocation(line: 137, column: 25, scope: !79)
!92 = !DILocation(line: 137, column: 33, scope: !79)
!93 = !DILocation(line: 137, column: 9, scope: !79)
!94 = !DILocation(line: 137, column: 15, scope: !79)
!95 = !DILocation(line: 138, column: 33, scope: !79)
!96 = !DILocation(line: 138, column: 40, scope: !79)
!97 = !DILocation(line: 138, column: 17, scope: !79)
!98 = !DILocation(line: 138, column: 9, scope: !79)
!99 = !DILocation(line: 138, column: 15, scope: !79)
!100 = !{!101, !101, i64 0}
!101 = !{!"short", !89, i64 0}
!102 = !DILocation(line: 139, column: 40, scope: !79)
!103 = !DILocation(line: 139, column: 17, scope: !79)
!104 = !DILocation(line: 139, column: 9, scope: !79)
!105 = !DILocation(line: 139, column: 15, scope: !79)
!106 = !{!89, !89, i64 0}
!107 = !DILocation(line: 140, column: 35, scope: !79)
!108 = !DILocation(line: 140, column: 17, scope: !79)
!109 = !DILocation(line: 140, column: 9, scope: !79)
!110 = !DILocation(line: 140, column: 15, scope: !79)
!111 = !DILocation(line: 141, column: 33, scope: !79)
!112 = !DILocation(line: 141, column: 42, scope: !79)
!113 = !DILocation(line: 141, column: 17, scope: !79)
!114 = !DILocation(line: 141, column: 51, scope: !79)
!115 = !DILocation(line: 141, column: 9, scope: !79)
!116 = !DILocation(line: 141, column: 15, scope: !79)
!117 = !{!118, !118, i64 0}
!118 = !{!"float", !89, i64 0}
!119 = !DILocation(line: 142, column: 17, scope: !79)
!120 = !DILocation(line: 142, column: 26, scope: !79)
!121 = !DILocation(line: 142, column: 9, scope: !79)
!122 = !DILocation(line: 142, column: 15, scope: !79)
!123 = !DILocation(line: 143, column: 34, scope: !79)
!124 = !DILocation(line: 143, column: 42, scope: !79)
!125 = !DILocation(line: 143, column: 17, scope: !79)
!126 = !DILocation(line: 143, column: 50, scope: !79)
!127 = !DILocation(line: 143, column: 9, scope: !79)
!128 = !DILocation(line: 143, column: 15, scope: !79)
!129 = !{!130, !130, i64 0}
!130 = !{!"double", !89, i64 0}
!131 = !DILocation(line: 134, column: 29, scope: !80)
!132 = !DILocation(line: 134, column: 23, scope: !80)
!133 = distinct !{!133, !77, !134, !135}
!134 = !DILocation(line: 144, column: 5, scope: !62)
!135 = !{!"llvm.loop.mustprogress"}
!136 = !DILocation(line: 77, column: 14, scope: !137, inlinedAt: !149)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 76, column: 5)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 76, column: 5)
!139 = distinct !DISubprogram(name: "sum_float", scope: !3, file: !3, line: 74, type: !140, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !144)
!140 = !DISubroutineType(types: !141)
!141 = !{!9, !142, !5}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!144 = !{!145, !146, !147, !148}
!145 = !DILocalVariable(name: "a", arg: 1, scope: !139, file: !3, line: 74, type: !142)
!146 = !DILocalVariable(name: "n", arg: 2, scope: !139, file: !3, line: 74, type: !5)
!147 = !DILocalVariable(name: "s", scope: !139, file: !3, line: 75, type: !9)
!148 = !DILocalVariable(name: "i", scope: !138, file: !3, line: 76, type: !5)
!149 = distinct !DILocation(line: 157, column: 39, scope: !54)
!150 = !DILocation(line: 0, scope: !138, inlinedAt: !149)
!151 = !DILocation(line: 0, scope: !139, inlinedAt: !149)
!152 = !DILocation(line: 77, column: 11, scope: !137, inlinedAt: !149)
!153 = !DILocation(line: 76, column: 29, scope: !137, inlinedAt: !149)
!154 = !DILocation(line: 76, column: 23, scope: !137, inlinedAt: !149)
!155 = !DILocation(line: 76, column: 5, scope: !138, inlinedAt: !149)
!156 = distinct !{!156, !155, !157, !135}
!157 = !DILocation(line: 77, column: 17, scope: !138, inlinedAt: !149)
!158 = !DILocation(line: 156, column: 48, scope: !54)
!159 = !DILocation(line: 156, column: 63, scope: !54)
!160 = !DILocation(line: 157, column: 12, scope: !54)
!161 = !DILocation(line: 157, column: 31, scope: !54)
!162 = !DILocation(line: 156, column: 5, scope: !54)
!163 = !DILocalVariable(name: "c", arg: 1, scope: !164, file: !3, line: 104, type: !167)
!164 = distinct !DISubprogram(name: "add_arrays", scope: !3, file: !3, line: 104, type: !165, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !172)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167, !169, !169, !5}
!167 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !168)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !170)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!172 = !{!163, !173, !174, !175, !176}
!173 = !DILocalVariable(name: "a", arg: 2, scope: !164, file: !3, line: 104, type: !169)
!174 = !DILocalVariable(name: "b", arg: 3, scope: !164, file: !3, line: 104, type: !169)
!175 = !DILocalVariable(name: "n", arg: 4, scope: !164, file: !3, line: 104, type: !5)
!176 = !DILocalVariable(name: "i", scope: !177, file: !3, line: 105, type: !5)
!177 = distinct !DILexicalBlock(scope: !164, file: !3, line: 105, column: 5)
!178 = !DILocation(line: 0, scope: !164, inlinedAt: !179)
!179 = distinct !DILocation(line: 158, column: 5, scope: !54)
!180 = !DILocation(line: 0, scope: !177, inlinedAt: !179)
!181 = !DILocation(line: 105, column: 5, scope: !177, inlinedAt: !179)
!182 = !DILocation(line: 105, column: 29, scope: !183, inlinedAt: !179)
!183 = distinct !DILexicalBlock(scope: !177, file: !3, line: 105, column: 5)
!184 = !DILocation(line: 106, column: 16, scope: !183, inlinedAt: !179)
!185 = !DILocation(line: 106, column: 21, scope: !183, inlinedAt: !179)
!186 = !DILocation(line: 106, column: 27, scope: !183, inlinedAt: !179)
!187 = !DILocation(line: 106, column: 25, scope: !183, inlinedAt: !179)
!188 = !DILocation(line: 106, column: 40, scope: !183, inlinedAt: !179)
!189 = !DILocation(line: 106, column: 32, scope: !183, inlinedAt: !179)
!190 = !DILocation(line: 106, column: 14, scope: !183, inlinedAt: !179)
!191 = distinct !{!191, !181, !192, !135, !193}
!192 = !DILocation(line: 106, column: 44, scope: !177, inlinedAt: !179)
!193 = !{!"llvm.loop.isvectorized", i32 1}
!194 = !DILocation(line: 159, column: 46, scope: !54)
!195 = !DILocation(line: 159, column: 53, scope: !54)
!196 = !DILocalVariable(name: "a", arg: 1, scope: !197, file: !3, line: 17, type: !170)
!197 = distinct !DISubprogram(name: "sum_int", scope: !3, file: !3, line: 17, type: !198, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{!17, !170, !5}
!200 = !{!196, !201, !202, !203}
!201 = !DILocalVariable(name: "n", arg: 2, scope: !197, file: !3, line: 17, type: !5)
!202 = !DILocalVariable(name: "s", scope: !197, file: !3, line: 18, type: !17)
!203 = !DILocalVariable(name: "i", scope: !204, file: !3, line: 19, type: !5)
!204 = distinct !DILexicalBlock(scope: !197, file: !3, line: 19, column: 5)
!205 = !DILocation(line: 0, scope: !197, inlinedAt: !206)
!206 = distinct !DILocation(line: 159, column: 71, scope: !54)
!207 = !DILocation(line: 0, scope: !204, inlinedAt: !206)
!208 = !DILocation(line: 20, column: 14, scope: !209, inlinedAt: !206)
!209 = distinct !DILexicalBlock(scope: !204, file: !3, line: 19, column: 5)
!210 = !DILocation(line: 19, column: 5, scope: !204, inlinedAt: !206)
!211 = !DILocation(line: 20, column: 11, scope: !209, inlinedAt: !206)
!212 = distinct !{!212, !210, !213, !135, !193}
!213 = !DILocation(line: 20, column: 17, scope: !204, inlinedAt: !206)
!214 = !DILocation(line: 159, column: 5, scope: !54)
!215 = !DILocalVariable(name: "a", arg: 1, scope: !216, file: !3, line: 116, type: !168)
!216 = distinct !DISubprogram(name: "clamp_array", scope: !3, file: !3, line: 116, type: !217, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{null, !168, !5, !5, !5}
!219 = !{!215, !220, !221, !222, !223, !225}
!220 = !DILocalVariable(name: "n", arg: 2, scope: !216, file: !3, line: 116, type: !5)
!221 = !DILocalVariable(name: "lo", arg: 3, scope: !216, file: !3, line: 116, type: !5)
!222 = !DILocalVariable(name: "hi", arg: 4, scope: !216, file: !3, line: 116, type: !5)
!223 = !DILocalVariable(name: "i", scope: !224, file: !3, line: 117, type: !5)
!224 = distinct !DILexicalBlock(scope: !216, file: !3, line: 117, column: 5)
!225 = !DILocalVariable(name: "v", scope: !226, file: !3, line: 118, type: !5)
!226 = distinct !DILexicalBlock(scope: !227, file: !3, line: 117, column: 33)
!227 = distinct !DILexicalBlock(scope: !224, file: !3, line: 117, column: 5)
!228 = !DILocation(line: 0, scope: !216, inlinedAt: !229)
!229 = distinct !DILocation(line: 160, column: 5, scope: !54)
!230 = !DILocation(line: 0, scope: !224, inlinedAt: !229)
!231 = !DILocation(line: 117, column: 5, scope: !224, inlinedAt: !229)
!232 = !DILocation(line: 117, column: 29, scope: !227, inlinedAt: !229)
!233 = !DILocation(line: 118, column: 17, scope: !226, inlinedAt: !229)
!234 = !DILocation(line: 119, column: 13, scope: !226, inlinedAt: !229)
!235 = !DILocation(line: 120, column: 13, scope: !226, inlinedAt: !229)
!236 = !DILocation(line: 121, column: 14, scope: !226, inlinedAt: !229)
!237 = distinct !{!237, !231, !238, !135, !193}
!238 = !DILocation(line: 122, column: 5, scope: !224, inlinedAt: !229)
!239 = !DILocation(line: 0, scope: !226, inlinedAt: !229)
!240 = !DILocation(line: 19, column: 5, scope: !204, inlinedAt: !241)
!241 = distinct !DILocation(line: 161, column: 48, scope: !54)
!242 = !DILocation(line: 19, column: 29, scope: !209, inlinedAt: !241)
!243 = !DILocation(line: 20, column: 14, scope: !209, inlinedAt: !241)
!244 = !DILocation(line: 20, column: 11, scope: !209, inlinedAt: !241)
!245 = distinct !{!245, !240, !246, !135, !193}
!246 = !DILocation(line: 20, column: 17, scope: !204, inlinedAt: !241)
!247 = !DILocation(line: 0, scope: !204, inlinedAt: !241)
!248 = !DILocation(line: 0, scope: !197, inlinedAt: !241)
!249 = !DILocalVariable(name: "a", arg: 1, scope: !250, file: !3, line: 31, type: !170)
!250 = distinct !DISubprogram(name: "max_int", scope: !3, file: !3, line: 31, type: !251, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !253)
!251 = !DISubroutineType(types: !252)
!252 = !{!5, !170, !5}
!253 = !{!249, !254, !255, !256}
!254 = !DILocalVariable(name: "n", arg: 2, scope: !250, file: !3, line: 31, type: !5)
!255 = !DILocalVariable(name: "m", scope: !250, file: !3, line: 32, type: !5)
!256 = !DILocalVariable(name: "i", scope: !257, file: !3, line: 33, type: !5)
!257 = distinct !DILexicalBlock(scope: !250, file: !3, line: 33, column: 5)
!258 = !DILocation(line: 0, scope: !250, inlinedAt: !259)
!259 = distinct !DILocation(line: 161, column: 64, scope: !54)
!260 = !DILocation(line: 32, column: 13, scope: !250, inlinedAt: !259)
!261 = !DILocation(line: 0, scope: !257, inlinedAt: !259)
!262 = !DILocation(line: 33, column: 5, scope: !257, inlinedAt: !259)
!263 = !DILocation(line: 34, column: 13, scope: !264, inlinedAt: !259)
!264 = distinct !DILexicalBlock(scope: !257, file: !3, line: 33, column: 5)
!265 = !DILocation(line: 34, column: 18, scope: !264, inlinedAt: !259)
!266 = distinct !{!266, !262, !267, !135, !193}
!267 = !DILocation(line: 34, column: 31, scope: !257, inlinedAt: !259)
!268 = !DILocalVariable(name: "i", scope: !269, file: !3, line: 111, type: !5)
!269 = distinct !DILexicalBlock(scope: !270, file: !3, line: 111, column: 5)
!270 = distinct !DISubprogram(name: "count_positive", scope: !3, file: !3, line: 109, type: !251, scopeLine: 109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !271)
!271 = !{!272, !273, !274, !268}
!272 = !DILocalVariable(name: "a", arg: 1, scope: !270, file: !3, line: 109, type: !170)
!273 = !DILocalVariable(name: "n", arg: 2, scope: !270, file: !3, line: 109, type: !5)
!274 = !DILocalVariable(name: "c", scope: !270, file: !3, line: 110, type: !5)
!275 = !DILocation(line: 0, scope: !269, inlinedAt: !276)
!276 = distinct !DILocation(line: 162, column: 12, scope: !54)
!277 = !DILocation(line: 0, scope: !270, inlinedAt: !276)
!278 = !DILocation(line: 112, column: 19, scope: !279, inlinedAt: !276)
!279 = distinct !DILexicalBlock(scope: !269, file: !3, line: 111, column: 5)
!280 = !DILocation(line: 111, column: 5, scope: !269, inlinedAt: !276)
!281 = !DILocation(line: 112, column: 14, scope: !279, inlinedAt: !276)
!282 = !DILocation(line: 112, column: 11, scope: !279, inlinedAt: !276)
!283 = distinct !{!283, !280, !284, !135, !193}
!284 = !DILocation(line: 112, column: 21, scope: !269, inlinedAt: !276)
!285 = !DILocation(line: 161, column: 5, scope: !54)
!286 = !DILocation(line: 0, scope: !74)
!287 = !DILocation(line: 165, column: 5, scope: !74)
!288 = !DILocation(line: 0, scope: !68)
!289 = !DILocation(line: 147, column: 17, scope: !70)
!290 = !DILocation(line: 0, scope: !70)
!291 = !DILocation(line: 0, scope: !197, inlinedAt: !292)
!292 = distinct !DILocation(line: 150, column: 19, scope: !70)
!293 = !DILocation(line: 0, scope: !204, inlinedAt: !292)
!294 = !DILocation(line: 19, column: 23, scope: !209, inlinedAt: !292)
!295 = !DILocation(line: 19, column: 5, scope: !204, inlinedAt: !292)
!296 = !DILocation(line: 19, column: 29, scope: !209, inlinedAt: !292)
!297 = !DILocation(line: 20, column: 14, scope: !209, inlinedAt: !292)
!298 = !DILocation(line: 20, column: 11, scope: !209, inlinedAt: !292)
!299 = distinct !{!299, !295, !300, !135, !193}
!300 = !DILocation(line: 20, column: 17, scope: !204, inlinedAt: !292)
!301 = distinct !{!301, !295, !300, !135, !302, !193}
!302 = !{!"llvm.loop.unroll.runtime.disable"}
!303 = !DILocalVariable(name: "a", arg: 1, scope: !304, file: !3, line: 24, type: !170)
!304 = distinct !DISubprogram(name: "sum_int32", scope: !3, file: !3, line: 24, type: !251, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !305)
!305 = !{!303, !306, !307, !308}
!306 = !DILocalVariable(name: "n", arg: 2, scope: !304, file: !3, line: 24, type: !5)
!307 = !DILocalVariable(name: "s", scope: !304, file: !3, line: 25, type: !12)
!308 = !DILocalVariable(name: "i", scope: !309, file: !3, line: 26, type: !5)
!309 = distinct !DILexicalBlock(scope: !304, file: !3, line: 26, column: 5)
!310 = !DILocation(line: 0, scope: !304, inlinedAt: !311)
!311 = distinct !DILocation(line: 150, column: 35, scope: !70)
!312 = !DILocation(line: 0, scope: !309, inlinedAt: !311)
!313 = !DILocation(line: 26, column: 5, scope: !309, inlinedAt: !311)
!314 = !DILocation(line: 26, column: 29, scope: !315, inlinedAt: !311)
!315 = distinct !DILexicalBlock(scope: !309, file: !3, line: 26, column: 5)
!316 = !DILocation(line: 27, column: 24, scope: !315, inlinedAt: !311)
!317 = !DILocation(line: 27, column: 11, scope: !315, inlinedAt: !311)
!318 = distinct !{!318, !313, !319, !135, !193}
!319 = !DILocation(line: 27, column: 27, scope: !309, inlinedAt: !311)
!320 = distinct !{!320, !321}
!321 = !{!"llvm.loop.unroll.disable"}
!322 = !DILocation(line: 26, column: 23, scope: !315, inlinedAt: !311)
!323 = distinct !{!323, !313, !319, !135, !302, !193}
!324 = !DILocation(line: 0, scope: !250, inlinedAt: !325)
!325 = distinct !DILocation(line: 150, column: 53, scope: !70)
!326 = !DILocation(line: 32, column: 13, scope: !250, inlinedAt: !325)
!327 = !DILocation(line: 0, scope: !257, inlinedAt: !325)
!328 = !DILocation(line: 33, column: 23, scope: !264, inlinedAt: !325)
!329 = !DILocation(line: 33, column: 5, scope: !257, inlinedAt: !325)
!330 = !DILocation(line: 34, column: 13, scope: !264, inlinedAt: !325)
!331 = !DILocation(line: 34, column: 18, scope: !264, inlinedAt: !325)
!332 = distinct !{!332, !329, !333, !135, !193}
!333 = !DILocation(line: 34, column: 31, scope: !257, inlinedAt: !325)
!334 = !DILocalVariable(name: "a", arg: 1, scope: !335, file: !3, line: 38, type: !338)
!335 = distinct !DISubprogram(name: "min_short", scope: !3, file: !3, line: 38, type: !336, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !340)
!336 = !DISubroutineType(types: !337)
!337 = !{!5, !338, !5}
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !339, size: 64)
!339 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!340 = !{!334, !341, !342, !343}
!341 = !DILocalVariable(name: "n", arg: 2, scope: !335, file: !3, line: 38, type: !5)
!342 = !DILocalVariable(name: "m", scope: !335, file: !3, line: 39, type: !6)
!343 = !DILocalVariable(name: "i", scope: !344, file: !3, line: 40, type: !5)
!344 = distinct !DILexicalBlock(scope: !335, file: !3, line: 40, column: 5)
!345 = !DILocation(line: 0, scope: !335, inlinedAt: !346)
!346 = distinct !DILocation(line: 150, column: 69, scope: !70)
!347 = !DILocation(line: 39, column: 15, scope: !335, inlinedAt: !346)
!348 = !DILocation(line: 0, scope: !344, inlinedAt: !346)
!349 = !DILocation(line: 40, column: 5, scope: !344, inlinedAt: !346)
!350 = !DILocation(line: 33, column: 29, scope: !264, inlinedAt: !325)
!351 = distinct !{!351, !329, !333, !135, !302, !193}
!352 = !DILocation(line: 41, column: 13, scope: !353, inlinedAt: !346)
!353 = distinct !DILexicalBlock(scope: !354, file: !3, line: 41, column: 13)
!354 = distinct !DILexicalBlock(scope: !344, file: !3, line: 40, column: 5)
!355 = !DILocation(line: 41, column: 18, scope: !353, inlinedAt: !346)
!356 = !DILocation(line: 41, column: 13, scope: !354, inlinedAt: !346)
!357 = distinct !{!357, !349, !358, !135, !193}
!358 = !DILocation(line: 42, column: 20, scope: !344, inlinedAt: !346)
!359 = !DILocation(line: 40, column: 29, scope: !354, inlinedAt: !346)
!360 = !DILocation(line: 40, column: 23, scope: !354, inlinedAt: !346)
!361 = distinct !{!361, !349, !358, !135, !302, !193}
!362 = !DILocalVariable(name: "a", arg: 1, scope: !363, file: !3, line: 46, type: !338)
!363 = distinct !DISubprogram(name: "sum_short", scope: !3, file: !3, line: 46, type: !336, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !364)
!364 = !{!362, !365, !366, !367}
!365 = !DILocalVariable(name: "n", arg: 2, scope: !363, file: !3, line: 46, type: !5)
!366 = !DILocalVariable(name: "s", scope: !363, file: !3, line: 47, type: !5)
!367 = !DILocalVariable(name: "i", scope: !368, file: !3, line: 48, type: !5)
!368 = distinct !DILexicalBlock(scope: !363, file: !3, line: 48, column: 5)
!369 = !DILocation(line: 0, scope: !363, inlinedAt: !370)
!370 = distinct !DILocation(line: 151, column: 16, scope: !70)
!371 = !DILocation(line: 0, scope: !368, inlinedAt: !370)
!372 = !DILocation(line: 49, column: 14, scope: !373, inlinedAt: !370)
!373 = distinct !DILexicalBlock(scope: !368, file: !3, line: 48, column: 5)
!374 = !DILocation(line: 48, column: 23, scope: !373, inlinedAt: !370)
!375 = !DILocation(line: 48, column: 5, scope: !368, inlinedAt: !370)
!376 = distinct !{!376, !375, !377, !135}
!377 = !DILocation(line: 49, column: 17, scope: !368, inlinedAt: !370)
!378 = !DILocation(line: 49, column: 11, scope: !373, inlinedAt: !370)
!379 = distinct !{!379, !375, !377, !135, !193}
!380 = !DILocation(line: 48, column: 29, scope: !373, inlinedAt: !370)
!381 = distinct !{!381, !375, !377, !135, !302, !193}
!382 = !DILocalVariable(name: "n", arg: 2, scope: !383, file: !3, line: 53, type: !5)
!383 = distinct !DISubprogram(name: "sum_char", scope: !3, file: !3, line: 53, type: !384, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !388)
!384 = !DISubroutineType(types: !385)
!385 = !{!5, !386, !5}
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !387, size: 64)
!387 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!388 = !{!389, !382, !390, !391}
!389 = !DILocalVariable(name: "a", arg: 1, scope: !383, file: !3, line: 53, type: !386)
!390 = !DILocalVariable(name: "s", scope: !383, file: !3, line: 54, type: !5)
!391 = !DILocalVariable(name: "i", scope: !392, file: !3, line: 55, type: !5)
!392 = distinct !DILexicalBlock(scope: !383, file: !3, line: 55, column: 5)
!393 = !DILocation(line: 0, scope: !383, inlinedAt: !394)
!394 = distinct !DILocation(line: 151, column: 34, scope: !70)
!395 = !DILocation(line: 0, scope: !392, inlinedAt: !394)
!396 = !DILocation(line: 55, column: 5, scope: !392, inlinedAt: !394)
!397 = !DILocation(line: 55, column: 29, scope: !398, inlinedAt: !394)
!398 = distinct !DILexicalBlock(scope: !392, file: !3, line: 55, column: 5)
!399 = !DILocation(line: 56, column: 14, scope: !398, inlinedAt: !394)
!400 = !DILocation(line: 56, column: 11, scope: !398, inlinedAt: !394)
!401 = distinct !{!401, !396, !402, !135, !193}
!402 = !DILocation(line: 56, column: 17, scope: !392, inlinedAt: !394)
!403 = !DILocation(line: 55, column: 23, scope: !398, inlinedAt: !394)
!404 = distinct !{!404, !396, !402, !135, !302, !193}
!405 = !DILocalVariable(name: "n", arg: 2, scope: !406, file: !3, line: 60, type: !5)
!406 = distinct !DISubprogram(name: "max_uchar", scope: !3, file: !3, line: 60, type: !407, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !411)
!407 = !DISubroutineType(types: !408)
!408 = !{!12, !409, !5}
!409 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !410, size: 64)
!410 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!411 = !{!412, !405, !413, !414}
!412 = !DILocalVariable(name: "a", arg: 1, scope: !406, file: !3, line: 60, type: !409)
!413 = !DILocalVariable(name: "m", scope: !406, file: !3, line: 61, type: !8)
!414 = !DILocalVariable(name: "i", scope: !415, file: !3, line: 62, type: !5)
!415 = distinct !DILexicalBlock(scope: !406, file: !3, line: 62, column: 5)
!416 = !DILocation(line: 0, scope: !406, inlinedAt: !417)
!417 = distinct !DILocation(line: 151, column: 51, scope: !70)
!418 = !DILocation(line: 0, scope: !415, inlinedAt: !417)
!419 = !DILocation(line: 62, column: 5, scope: !415, inlinedAt: !417)
!420 = !DILocation(line: 63, column: 13, scope: !421, inlinedAt: !417)
!421 = distinct !DILexicalBlock(scope: !415, file: !3, line: 62, column: 5)
!422 = !DILocation(line: 63, column: 18, scope: !421, inlinedAt: !417)
!423 = !DILocation(line: 62, column: 29, scope: !421, inlinedAt: !417)
!424 = !DILocation(line: 62, column: 5, scope: !421, inlinedAt: !417)
!425 = distinct !{!425, !419, !426, !135}
!426 = !DILocation(line: 63, column: 31, scope: !415, inlinedAt: !417)
!427 = distinct !{!427, !321}
!428 = !DILocalVariable(name: "n", arg: 2, scope: !429, file: !3, line: 67, type: !5)
!429 = distinct !DISubprogram(name: "xor_uchar", scope: !3, file: !3, line: 67, type: !407, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !430)
!430 = !{!431, !428, !432, !433}
!431 = !DILocalVariable(name: "a", arg: 1, scope: !429, file: !3, line: 67, type: !409)
!432 = !DILocalVariable(name: "x", scope: !429, file: !3, line: 68, type: !8)
!433 = !DILocalVariable(name: "i", scope: !434, file: !3, line: 69, type: !5)
!434 = distinct !DILexicalBlock(scope: !429, file: !3, line: 69, column: 5)
!435 = !DILocation(line: 0, scope: !429, inlinedAt: !436)
!436 = distinct !DILocation(line: 151, column: 69, scope: !70)
!437 = !DILocation(line: 0, scope: !434, inlinedAt: !436)
!438 = !DILocation(line: 69, column: 5, scope: !434, inlinedAt: !436)
!439 = !DILocation(line: 69, column: 29, scope: !440, inlinedAt: !436)
!440 = distinct !DILexicalBlock(scope: !434, file: !3, line: 69, column: 5)
!441 = !DILocation(line: 70, column: 14, scope: !440, inlinedAt: !436)
!442 = !DILocation(line: 70, column: 11, scope: !440, inlinedAt: !436)
!443 = distinct !{!443, !438, !444, !135, !193}
!444 = !DILocation(line: 70, column: 17, scope: !434, inlinedAt: !436)
!445 = !DILocation(line: 69, column: 23, scope: !440, inlinedAt: !436)
!446 = distinct !{!446, !438, !444, !135, !302, !193}
!447 = !DILocation(line: 0, scope: !139, inlinedAt: !448)
!448 = distinct !DILocation(line: 152, column: 24, scope: !70)
!449 = !DILocation(line: 0, scope: !138, inlinedAt: !448)
!450 = !DILocation(line: 76, column: 5, scope: !138, inlinedAt: !448)
!451 = !DILocation(line: 77, column: 14, scope: !137, inlinedAt: !448)
!452 = !DILocation(line: 77, column: 11, scope: !137, inlinedAt: !448)
!453 = !DILocation(line: 76, column: 29, scope: !137, inlinedAt: !448)
!454 = distinct !{!454, !450, !455, !135}
!455 = !DILocation(line: 77, column: 17, scope: !138, inlinedAt: !448)
!456 = distinct !{!456, !321}
!457 = !DILocation(line: 43, column: 12, scope: !335, inlinedAt: !346)
!458 = !DILocation(line: 152, column: 16, scope: !70)
!459 = !DILocalVariable(name: "a", arg: 1, scope: !460, file: !3, line: 81, type: !142)
!460 = distinct !DISubprogram(name: "max_float", scope: !3, file: !3, line: 81, type: !140, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !461)
!461 = !{!459, !462, !463, !464}
!462 = !DILocalVariable(name: "n", arg: 2, scope: !460, file: !3, line: 81, type: !5)
!463 = !DILocalVariable(name: "m", scope: !460, file: !3, line: 82, type: !9)
!464 = !DILocalVariable(name: "i", scope: !465, file: !3, line: 83, type: !5)
!465 = distinct !DILexicalBlock(scope: !460, file: !3, line: 83, column: 5)
!466 = !DILocation(line: 0, scope: !460, inlinedAt: !467)
!467 = distinct !DILocation(line: 152, column: 50, scope: !70)
!468 = !DILocation(line: 82, column: 15, scope: !460, inlinedAt: !467)
!469 = !DILocation(line: 0, scope: !465, inlinedAt: !467)
!470 = !DILocation(line: 83, column: 5, scope: !465, inlinedAt: !467)
!471 = !DILocation(line: 84, column: 13, scope: !472, inlinedAt: !467)
!472 = distinct !DILexicalBlock(scope: !465, file: !3, line: 83, column: 5)
!473 = !DILocation(line: 84, column: 18, scope: !472, inlinedAt: !467)
!474 = !DILocation(line: 83, column: 29, scope: !472, inlinedAt: !467)
!475 = distinct !{!475, !470, !476, !135}
!476 = !DILocation(line: 84, column: 31, scope: !465, inlinedAt: !467)
!477 = distinct !{!477, !321}
!478 = !DILocalVariable(name: "n", arg: 2, scope: !479, file: !3, line: 88, type: !5)
!479 = distinct !DISubprogram(name: "dot_double", scope: !3, file: !3, line: 88, type: !480, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !484)
!480 = !DISubroutineType(types: !481)
!481 = !{!10, !482, !5}
!482 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !483, size: 64)
!483 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!484 = !{!485, !478, !486, !487, !489}
!485 = !DILocalVariable(name: "a", arg: 1, scope: !479, file: !3, line: 88, type: !482)
!486 = !DILocalVariable(name: "s", scope: !479, file: !3, line: 89, type: !10)
!487 = !DILocalVariable(name: "i", scope: !488, file: !3, line: 90, type: !5)
!488 = distinct !DILexicalBlock(scope: !479, file: !3, line: 90, column: 5)
!489 = !DILocalVariable(name: "t", scope: !490, file: !3, line: 91, type: !10)
!490 = distinct !DILexicalBlock(scope: !491, file: !3, line: 90, column: 33)
!491 = distinct !DILexicalBlock(scope: !488, file: !3, line: 90, column: 5)
!492 = !DILocation(line: 0, scope: !479, inlinedAt: !493)
!493 = distinct !DILocation(line: 152, column: 68, scope: !70)
!494 = !DILocation(line: 0, scope: !488, inlinedAt: !493)
!495 = !DILocation(line: 90, column: 5, scope: !488, inlinedAt: !493)
!496 = !DILocation(line: 91, column: 20, scope: !490, inlinedAt: !493)
!497 = !DILocation(line: 91, column: 25, scope: !490, inlinedAt: !493)
!498 = !DILocation(line: 0, scope: !490, inlinedAt: !493)
!499 = !DILocation(line: 92, column: 11, scope: !490, inlinedAt: !493)
!500 = !DILocation(line: 90, column: 29, scope: !491, inlinedAt: !493)
!501 = distinct !{!501, !495, !502, !135}
!502 = !DILocation(line: 93, column: 5, scope: !488, inlinedAt: !493)
!503 = distinct !{!503, !321}
!504 = !DILocation(line: 0, scope: !270, inlinedAt: !505)
!505 = distinct !DILocation(line: 153, column: 16, scope: !70)
!506 = !DILocation(line: 0, scope: !269, inlinedAt: !505)
!507 = !DILocation(line: 112, column: 19, scope: !279, inlinedAt: !505)
!508 = !DILocation(line: 111, column: 23, scope: !279, inlinedAt: !505)
!509 = !DILocation(line: 111, column: 5, scope: !269, inlinedAt: !505)
!510 = distinct !{!510, !509, !511, !135}
!511 = !DILocation(line: 112, column: 21, scope: !269, inlinedAt: !505)
!512 = !DILocation(line: 112, column: 14, scope: !279, inlinedAt: !505)
!513 = !DILocation(line: 112, column: 11, scope: !279, inlinedAt: !505)
!514 = distinct !{!514, !509, !511, !135, !193}
!515 = !DILocation(line: 111, column: 29, scope: !279, inlinedAt: !505)
!516 = distinct !{!516, !509, !511, !135, !302, !193}
!517 = !DILocalVariable(name: "a", arg: 1, scope: !518, file: !3, line: 125, type: !170)
!518 = distinct !DISubprogram(name: "widen_mul_sum", scope: !3, file: !3, line: 125, type: !519, scopeLine: 125, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !521)
!519 = !DISubroutineType(types: !520)
!520 = !{!18, !170, !338, !5}
!521 = !{!517, !522, !523, !524, !525}
!522 = !DILocalVariable(name: "b", arg: 2, scope: !518, file: !3, line: 125, type: !338)
!523 = !DILocalVariable(name: "n", arg: 3, scope: !518, file: !3, line: 125, type: !5)
!524 = !DILocalVariable(name: "s", scope: !518, file: !3, line: 126, type: !13)
!525 = !DILocalVariable(name: "i", scope: !526, file: !3, line: 127, type: !5)
!526 = distinct !DILexicalBlock(scope: !518, file: !3, line: 127, column: 5)
!527 = !DILocation(line: 0, scope: !518, inlinedAt: !528)
!528 = distinct !DILocation(line: 153, column: 59, scope: !70)
!529 = !DILocation(line: 0, scope: !526, inlinedAt: !528)
!530 = !DILocation(line: 128, column: 14, scope: !531, inlinedAt: !528)
!531 = distinct !DILexicalBlock(scope: !526, file: !3, line: 127, column: 5)
!532 = !DILocation(line: 128, column: 30, scope: !531, inlinedAt: !528)
!533 = !DILocation(line: 128, column: 28, scope: !531, inlinedAt: !528)
!534 = !DILocation(line: 127, column: 23, scope: !531, inlinedAt: !528)
!535 = !DILocation(line: 127, column: 5, scope: !526, inlinedAt: !528)
!536 = distinct !{!536, !535, !537, !135}
!537 = !DILocation(line: 128, column: 33, scope: !526, inlinedAt: !528)
!538 = !DILocation(line: 128, column: 23, scope: !531, inlinedAt: !528)
!539 = !DILocation(line: 128, column: 11, scope: !531, inlinedAt: !528)
!540 = !DILocation(line: 127, column: 29, scope: !531, inlinedAt: !528)
!541 = !DILocation(line: 152, column: 42, scope: !70)
!542 = !DILocation(line: 148, column: 9, scope: !70)
!543 = !DILocation(line: 146, column: 30, scope: !71)
!544 = !DILocation(line: 146, column: 23, scope: !71)
!545 = !DILocation(line: 146, column: 5, scope: !68)
!546 = distinct !{!546, !545, !547, !135}
!547 = !DILocation(line: 154, column: 5, scope: !68)
!548 = !DILocation(line: 98, column: 29, scope: !549, inlinedAt: !563)
!549 = distinct !DILexicalBlock(scope: !550, file: !3, line: 98, column: 5)
!550 = distinct !DILexicalBlock(scope: !551, file: !3, line: 98, column: 5)
!551 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 97, type: !552, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !555)
!552 = !DISubroutineType(types: !553)
!553 = !{null, !9, !142, !554, !5}
!554 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!555 = !{!556, !557, !558, !559, !560, !561}
!556 = !DILocalVariable(name: "a", arg: 1, scope: !551, file: !3, line: 97, type: !9)
!557 = !DILocalVariable(name: "x", arg: 2, scope: !551, file: !3, line: 97, type: !142)
!558 = !DILocalVariable(name: "y", arg: 3, scope: !551, file: !3, line: 97, type: !554)
!559 = !DILocalVariable(name: "n", arg: 4, scope: !551, file: !3, line: 97, type: !5)
!560 = !DILocalVariable(name: "i", scope: !550, file: !3, line: 98, type: !5)
!561 = !DILocalVariable(name: "t", scope: !562, file: !3, line: 99, type: !9)
!562 = distinct !DILexicalBlock(scope: !549, file: !3, line: 98, column: 33)
!563 = distinct !DILocation(line: 155, column: 5, scope: !54)
!564 = !DILocation(line: 99, column: 23, scope: !562, inlinedAt: !563)
!565 = !DILocation(line: 99, column: 21, scope: !562, inlinedAt: !563)
!566 = !DILocation(line: 100, column: 20, scope: !562, inlinedAt: !563)
!567 = !DILocation(line: 100, column: 18, scope: !562, inlinedAt: !563)
!568 = !DILocation(line: 100, column: 14, scope: !562, inlinedAt: !563)
!569 = distinct !{!569, !570, !571, !135, !193}
!570 = !DILocation(line: 98, column: 5, scope: !550, inlinedAt: !563)
!571 = !DILocation(line: 101, column: 5, scope: !550, inlinedAt: !563)
!572 = !DILocation(line: 0, scope: !550, inlinedAt: !563)
!573 = !DILocation(line: 0, scope: !562, inlinedAt: !563)
!574 = !DILocation(line: 156, column: 56, scope: !54)
!575 = !DILocation(line: 156, column: 71, scope: !54)
!576 = !DILocation(line: 169, column: 47, scope: !54)
!577 = !DILocation(line: 169, column: 5, scope: !54)
!578 = !DILocation(line: 170, column: 5, scope: !54)
!579 = !DILocation(line: 166, column: 19, scope: !580)
!580 = distinct !DILexicalBlock(scope: !581, file: !3, line: 165, column: 33)
!581 = distinct !DILexicalBlock(scope: !74, file: !3, line: 165, column: 5)
!582 = !DILocation(line: 166, column: 16, scope: !580)
!583 = !DILocation(line: 167, column: 30, scope: !580)
!584 = !DILocation(line: 167, column: 17, scope: !580)
!585 = !DILocation(line: 167, column: 15, scope: !580)
!586 = !DILocation(line: 165, column: 29, scope: !581)
!587 = !DILocation(line: 165, column: 23, scope: !581)
!588 = distinct !{!588, !287, !589, !135}
!589 = !DILocation(line: 168, column: 5, scope: !74)
