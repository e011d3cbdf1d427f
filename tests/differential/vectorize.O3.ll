; ModuleID = 'vectorize.c'
source_filename = "vectorize.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ai = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16, !dbg !0
@bi = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16, !dbg !46
@as = internal unnamed_addr global [1003 x i16] zeroinitializer, align 16, !dbg !53
@ac = internal unnamed_addr global [1003 x i8] zeroinitializer, align 16, !dbg !56
@au = internal unnamed_addr global [1003 x i8] zeroinitializer, align 16, !dbg !59
@af = internal unnamed_addr global [1003 x float] zeroinitializer, align 16, !dbg !62
@bf = internal unnamed_addr global [1003 x float] zeroinitializer, align 16, !dbg !65
@ad = internal unnamed_addr global [1003 x double] zeroinitializer, align 16, !dbg !67
@__const.main.lens = private unnamed_addr constant [13 x i32] [i32 1, i32 3, i32 4, i32 7, i32 8, i32 15, i32 16, i32 17, i32 31, i32 33, i32 64, i32 100, i32 1003], align 16
@.str = private unnamed_addr constant [116 x i8] c"n=%d sum=%ld sum32=%d max=%d mins=%d sums=%d sumc=%d maxu=%u xoru=%u sumf=%.4f maxf=%.4f dot=%.4f pos=%d wsum=%llu\0A\00", align 1, !dbg !23
@.str.1 = private unnamed_addr constant [32 x i8] c"saxpy: %.4f %.4f %.4f sum=%.4f\0A\00", align 1, !dbg !29
@ci = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16, !dbg !51
@.str.2 = private unnamed_addr constant [30 x i8] c"add_arrays: %d %d %d sum=%ld\0A\00", align 1, !dbg !34
@.str.3 = private unnamed_addr constant [32 x i8] c"clamped: sum=%ld max=%d pos=%d\0A\00", align 1, !dbg !39
@.str.4 = private unnamed_addr constant [23 x i8] c"prefix=%ld bi[N-1]=%d\0A\00", align 1, !dbg !41

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !78 {
    #dbg_value(i32 12345, !82, !DIExpression(), !99)
    #dbg_value(i32 0, !85, !DIExpression(), !100)
  br label %1, !dbg !101

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %41, %1 ]
  %3 = phi i32 [ 12345, %0 ], [ %5, %1 ]
    #dbg_value(i32 %3, !82, !DIExpression(), !99)
    #dbg_value(i64 %2, !85, !DIExpression(), !100)
  %4 = mul i32 %3, 1664525, !dbg !102
  %5 = add i32 %4, 1013904223, !dbg !105
    #dbg_value(i32 %5, !82, !DIExpression(), !99)
  %6 = lshr i32 %5, 8, !dbg !106
  %7 = urem i32 %6, 2000001, !dbg !107
  %8 = add nsw i32 %7, -1000000, !dbg !108
  %9 = getelementptr inbounds [1003 x i32], ptr @ai, i64 0, i64 %2, !dbg !109
  store i32 %8, ptr %9, align 4, !dbg !110, !tbaa !111
  %10 = urem i32 %5, 1000, !dbg !115
  %11 = add nsw i32 %10, -500, !dbg !116
  %12 = getelementptr inbounds [1003 x i32], ptr @bi, i64 0, i64 %2, !dbg !117
  store i32 %11, ptr %12, align 4, !dbg !118, !tbaa !111
  %13 = lshr i32 %5, 16, !dbg !119
  %14 = add nuw nsw i32 %13, 5535, !dbg !120
  %15 = icmp ult i32 %5, -362741760, !dbg !120
  %16 = select i1 %15, i32 %13, i32 %14, !dbg !120
  %17 = trunc i32 %16 to i16, !dbg !121
  %18 = add i16 %17, -30000, !dbg !121
  %19 = getelementptr inbounds [1003 x i16], ptr @as, i64 0, i64 %2, !dbg !122
  store i16 %18, ptr %19, align 2, !dbg !123, !tbaa !124
  %20 = lshr i32 %5, 3, !dbg !126
  %21 = trunc i32 %20 to i8, !dbg !127
  %22 = xor i8 %21, -128, !dbg !127
  %23 = getelementptr inbounds [1003 x i8], ptr @ac, i64 0, i64 %2, !dbg !128
  store i8 %22, ptr %23, align 1, !dbg !129, !tbaa !130
  %24 = lshr i32 %5, 24, !dbg !131
  %25 = trunc nuw i32 %24 to i8, !dbg !132
  %26 = getelementptr inbounds [1003 x i8], ptr @au, i64 0, i64 %2, !dbg !133
  store i8 %25, ptr %26, align 1, !dbg !134, !tbaa !130
  %27 = urem i32 %5, 20001, !dbg !135
  %28 = add nsw i32 %27, -10000, !dbg !136
  %29 = sitofp i32 %28 to float, !dbg !137
  %30 = fmul float %29, 1.562500e-02, !dbg !138
  %31 = getelementptr inbounds [1003 x float], ptr @af, i64 0, i64 %2, !dbg !139
  store float %30, ptr %31, align 4, !dbg !140, !tbaa !141
  %32 = trunc nuw nsw i64 %2 to i32, !dbg !143
  %33 = uitofp nneg i32 %32 to float, !dbg !143
  %34 = fmul float %33, 5.000000e-01, !dbg !144
  %35 = getelementptr inbounds [1003 x float], ptr @bf, i64 0, i64 %2, !dbg !145
  store float %34, ptr %35, align 4, !dbg !146, !tbaa !141
  %36 = urem i32 %5, 2001, !dbg !147
  %37 = add nsw i32 %36, -1000, !dbg !148
  %38 = sitofp i32 %37 to double, !dbg !149
  %39 = fmul double %38, 1.250000e-01, !dbg !150
  %40 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %2, !dbg !151
  store double %39, ptr %40, align 8, !dbg !152, !tbaa !153
  %41 = add nuw nsw i64 %2, 1, !dbg !155
    #dbg_value(i64 %41, !85, !DIExpression(), !100)
  %42 = icmp eq i64 %41, 1003, !dbg !156
  br i1 %42, label %272, label %1, !dbg !101, !llvm.loop !157

43:                                               ; preds = %58, %828
  %44 = phi i64 [ 0, %828 ], [ %63, %58 ]
  %45 = phi float [ 0.000000e+00, %828 ], [ %62, %58 ]
    #dbg_value(i64 %44, !160, !DIExpression(), !171)
    #dbg_value(float %45, !170, !DIExpression(), !173)
  %46 = getelementptr inbounds float, ptr @bf, i64 %44, !dbg !174
  %47 = load float, ptr %46, align 16, !dbg !174, !tbaa !141
  %48 = fadd float %45, %47, !dbg !176
    #dbg_value(float %48, !170, !DIExpression(), !173)
  %49 = or disjoint i64 %44, 1, !dbg !177
    #dbg_value(i64 %49, !160, !DIExpression(), !171)
  %50 = getelementptr inbounds float, ptr @bf, i64 %49, !dbg !174
  %51 = load float, ptr %50, align 4, !dbg !174, !tbaa !141
  %52 = fadd float %48, %51, !dbg !176
    #dbg_value(float %52, !170, !DIExpression(), !173)
  %53 = or disjoint i64 %44, 2, !dbg !177
    #dbg_value(i64 %53, !160, !DIExpression(), !171)
  %54 = getelementptr inbounds float, ptr @bf, i64 %53, !dbg !174
  %55 = load float, ptr %54, align 8, !dbg !174, !tbaa !141
  %56 = fadd float %52, %55, !dbg !176
    #dbg_value(float %56, !170, !DIExpression(), !173)
    #dbg_value(i64 %44, !160, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !171)
  %57 = icmp eq i64 %44, 1000, !dbg !178
  br i1 %57, label %64, label %58, !dbg !179, !llvm.loop !180

58:                                               ; preds = %43
  %59 = or disjoint i64 %44, 3, !dbg !177
    #dbg_value(i64 %59, !160, !DIExpression(), !171)
    #dbg_value(i64 %59, !160, !DIExpression(), !171)
    #dbg_value(float %56, !170, !DIExpression(), !173)
  %60 = getelementptr inbounds float, ptr @bf, i64 %59, !dbg !174
  %61 = load float, ptr %60, align 4, !dbg !174, !tbaa !141
  %62 = fadd float %56, %61, !dbg !176
    #dbg_value(float %62, !170, !DIExpression(), !173)
  %63 = add nuw nsw i64 %44, 4, !dbg !177
    #dbg_value(i64 %63, !160, !DIExpression(), !171)
  br label %43

64:                                               ; preds = %43
  %65 = fpext float %841 to double, !dbg !182
  %66 = fpext float %842 to double, !dbg !183
  %67 = fpext float %840 to double, !dbg !184
  %68 = fpext float %56 to double, !dbg !185
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %65, double noundef %66, double noundef %67, double noundef %68), !dbg !186
    #dbg_value(ptr @ci, !187, !DIExpression(), !202)
    #dbg_value(ptr @ai, !197, !DIExpression(), !202)
    #dbg_value(ptr @bi, !198, !DIExpression(), !202)
    #dbg_value(i32 1003, !199, !DIExpression(), !202)
    #dbg_value(i32 0, !200, !DIExpression(), !204)
  br label %70, !dbg !205

70:                                               ; preds = %70, %64
  %71 = phi i64 [ 0, %64 ], [ %90, %70 ], !dbg !206
  %72 = getelementptr inbounds i32, ptr @ai, i64 %71, !dbg !208
  %73 = getelementptr inbounds i8, ptr %72, i64 16, !dbg !208
  %74 = load <4 x i32>, ptr %72, align 16, !dbg !208, !tbaa !111
  %75 = load <4 x i32>, ptr %73, align 16, !dbg !208, !tbaa !111
  %76 = mul nsw <4 x i32> %74, <i32 3, i32 3, i32 3, i32 3>, !dbg !209
  %77 = mul nsw <4 x i32> %75, <i32 3, i32 3, i32 3, i32 3>, !dbg !209
  %78 = getelementptr inbounds i32, ptr @bi, i64 %71, !dbg !210
  %79 = getelementptr inbounds i8, ptr %78, i64 16, !dbg !210
  %80 = load <4 x i32>, ptr %78, align 16, !dbg !210, !tbaa !111
  %81 = load <4 x i32>, ptr %79, align 16, !dbg !210, !tbaa !111
  %82 = add nsw <4 x i32> %76, %80, !dbg !211
  %83 = add nsw <4 x i32> %77, %81, !dbg !211
  %84 = ashr <4 x i32> %74, <i32 2, i32 2, i32 2, i32 2>, !dbg !212
  %85 = ashr <4 x i32> %75, <i32 2, i32 2, i32 2, i32 2>, !dbg !212
  %86 = sub <4 x i32> %82, %84, !dbg !213
  %87 = sub <4 x i32> %83, %85, !dbg !213
  %88 = getelementptr inbounds i32, ptr @ci, i64 %71, !dbg !214
  %89 = getelementptr inbounds i8, ptr %88, i64 16, !dbg !215
  store <4 x i32> %86, ptr %88, align 16, !dbg !215, !tbaa !111
  store <4 x i32> %87, ptr %89, align 16, !dbg !215, !tbaa !111
  %90 = add nuw i64 %71, 8, !dbg !206
  %91 = icmp eq i64 %90, 1000, !dbg !206
  br i1 %91, label %92, label %70, !dbg !206, !llvm.loop !216

92:                                               ; preds = %70
    #dbg_value(i64 1000, !200, !DIExpression(), !204)
  %93 = load i32, ptr getelementptr inbounds (i8, ptr @ai, i64 4000), align 16, !dbg !208, !tbaa !111
  %94 = mul nsw i32 %93, 3, !dbg !209
  %95 = load i32, ptr getelementptr inbounds (i8, ptr @bi, i64 4000), align 16, !dbg !210, !tbaa !111
  %96 = add nsw i32 %94, %95, !dbg !211
  %97 = ashr i32 %93, 2, !dbg !212
  %98 = sub i32 %96, %97, !dbg !213
  store i32 %98, ptr getelementptr inbounds (i8, ptr @ci, i64 4000), align 16, !dbg !215, !tbaa !111
    #dbg_value(i64 1001, !200, !DIExpression(), !204)
  %99 = load i32, ptr getelementptr inbounds (i8, ptr @ai, i64 4004), align 4, !dbg !208, !tbaa !111
  %100 = mul nsw i32 %99, 3, !dbg !209
  %101 = load i32, ptr getelementptr inbounds (i8, ptr @bi, i64 4004), align 4, !dbg !210, !tbaa !111
  %102 = add nsw i32 %100, %101, !dbg !211
  %103 = ashr i32 %99, 2, !dbg !212
  %104 = sub i32 %102, %103, !dbg !213
  store i32 %104, ptr getelementptr inbounds (i8, ptr @ci, i64 4004), align 4, !dbg !215, !tbaa !111
    #dbg_value(i64 1002, !200, !DIExpression(), !204)
  %105 = load i32, ptr getelementptr inbounds (i8, ptr @ai, i64 4008), align 8, !dbg !208, !tbaa !111
  %106 = mul nsw i32 %105, 3, !dbg !209
  %107 = load i32, ptr getelementptr inbounds (i8, ptr @bi, i64 4008), align 8, !dbg !210, !tbaa !111
  %108 = add nsw i32 %106, %107, !dbg !211
  %109 = ashr i32 %105, 2, !dbg !212
  %110 = sub i32 %108, %109, !dbg !213
  store i32 %110, ptr getelementptr inbounds (i8, ptr @ci, i64 4008), align 8, !dbg !215, !tbaa !111
    #dbg_value(i64 1003, !200, !DIExpression(), !204)
  %111 = load i32, ptr @ci, align 16, !dbg !220, !tbaa !111
  %112 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4), align 4, !dbg !221, !tbaa !111
    #dbg_value(ptr @ci, !222, !DIExpression(), !231)
    #dbg_value(i32 1003, !227, !DIExpression(), !231)
    #dbg_value(i64 0, !228, !DIExpression(), !231)
    #dbg_value(i32 0, !229, !DIExpression(), !233)
  br label %113, !dbg !234

113:                                              ; preds = %113, %92
  %114 = phi i64 [ 0, %92 ], [ %134, %113 ], !dbg !235
  %115 = phi <2 x i64> [ zeroinitializer, %92 ], [ %132, %113 ]
  %116 = phi <2 x i64> [ zeroinitializer, %92 ], [ %133, %113 ]
  %117 = getelementptr inbounds i32, ptr @ci, i64 %114, !dbg !237
  %118 = getelementptr inbounds i8, ptr %117, i64 8, !dbg !237
  %119 = load <2 x i32>, ptr %117, align 16, !dbg !237, !tbaa !111
  %120 = load <2 x i32>, ptr %118, align 8, !dbg !237, !tbaa !111
  %121 = sext <2 x i32> %119 to <2 x i64>, !dbg !237
  %122 = sext <2 x i32> %120 to <2 x i64>, !dbg !237
  %123 = add <2 x i64> %115, %121, !dbg !238
  %124 = add <2 x i64> %116, %122, !dbg !238
  %125 = or disjoint i64 %114, 4, !dbg !235
  %126 = getelementptr inbounds i32, ptr @ci, i64 %125, !dbg !237
  %127 = getelementptr inbounds i8, ptr %126, i64 8, !dbg !237
  %128 = load <2 x i32>, ptr %126, align 16, !dbg !237, !tbaa !111
  %129 = load <2 x i32>, ptr %127, align 8, !dbg !237, !tbaa !111
  %130 = sext <2 x i32> %128 to <2 x i64>, !dbg !237
  %131 = sext <2 x i32> %129 to <2 x i64>, !dbg !237
  %132 = add <2 x i64> %123, %130, !dbg !238
  %133 = add <2 x i64> %124, %131, !dbg !238
  %134 = add nuw nsw i64 %114, 8, !dbg !235
  %135 = icmp eq i64 %134, 1000, !dbg !235
  br i1 %135, label %136, label %113, !dbg !235, !llvm.loop !239

136:                                              ; preds = %113
  %137 = add <2 x i64> %133, %132, !dbg !234
  %138 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %137), !dbg !234
    #dbg_value(i64 1000, !229, !DIExpression(), !233)
    #dbg_value(i64 %138, !228, !DIExpression(), !231)
  %139 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4000), align 16, !dbg !237, !tbaa !111
  %140 = sext i32 %139 to i64, !dbg !237
  %141 = add nsw i64 %138, %140, !dbg !238
    #dbg_value(i64 %141, !228, !DIExpression(), !231)
    #dbg_value(i64 1001, !229, !DIExpression(), !233)
  %142 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4004), align 4, !dbg !237, !tbaa !111
  %143 = sext i32 %142 to i64, !dbg !237
  %144 = add nsw i64 %141, %143, !dbg !238
    #dbg_value(i64 %144, !228, !DIExpression(), !231)
    #dbg_value(i64 1002, !229, !DIExpression(), !233)
  %145 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4008), align 8, !dbg !237, !tbaa !111
  %146 = sext i32 %145 to i64, !dbg !237
  %147 = add nsw i64 %144, %146, !dbg !238
    #dbg_value(i64 %147, !228, !DIExpression(), !231)
    #dbg_value(i64 1003, !229, !DIExpression(), !233)
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %111, i32 noundef %112, i32 noundef %110, i64 noundef %147), !dbg !241
    #dbg_value(ptr @ci, !242, !DIExpression(), !255)
    #dbg_value(i32 1003, !247, !DIExpression(), !255)
    #dbg_value(i32 -1000, !248, !DIExpression(), !255)
    #dbg_value(i32 1000, !249, !DIExpression(), !255)
    #dbg_value(i32 0, !250, !DIExpression(), !257)
  br label %149, !dbg !258

149:                                              ; preds = %149, %136
  %150 = phi i64 [ 0, %136 ], [ %159, %149 ], !dbg !259
  %151 = getelementptr inbounds i32, ptr @ci, i64 %150, !dbg !260
  %152 = getelementptr inbounds i8, ptr %151, i64 16, !dbg !260
  %153 = load <4 x i32>, ptr %151, align 16, !dbg !260, !tbaa !111
  %154 = load <4 x i32>, ptr %152, align 16, !dbg !260, !tbaa !111
  %155 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %153, <4 x i32> <i32 -1000, i32 -1000, i32 -1000, i32 -1000>), !dbg !261
  %156 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %154, <4 x i32> <i32 -1000, i32 -1000, i32 -1000, i32 -1000>), !dbg !261
  %157 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %155, <4 x i32> <i32 1000, i32 1000, i32 1000, i32 1000>), !dbg !262
  %158 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %156, <4 x i32> <i32 1000, i32 1000, i32 1000, i32 1000>), !dbg !262
  store <4 x i32> %157, ptr %151, align 16, !dbg !263, !tbaa !111
  store <4 x i32> %158, ptr %152, align 16, !dbg !263, !tbaa !111
  %159 = add nuw i64 %150, 8, !dbg !259
  %160 = icmp eq i64 %159, 1000, !dbg !259
  br i1 %160, label %161, label %149, !dbg !259, !llvm.loop !264

161:                                              ; preds = %149
    #dbg_value(i64 1000, !250, !DIExpression(), !257)
  %162 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4000), align 16, !dbg !260, !tbaa !111
    #dbg_value(i32 %162, !252, !DIExpression(), !266)
  %163 = tail call i32 @llvm.smax.i32(i32 %162, i32 -1000), !dbg !261
    #dbg_value(i32 %163, !252, !DIExpression(), !266)
  %164 = tail call i32 @llvm.smin.i32(i32 %163, i32 1000), !dbg !262
    #dbg_value(i32 %164, !252, !DIExpression(), !266)
  store i32 %164, ptr getelementptr inbounds (i8, ptr @ci, i64 4000), align 16, !dbg !263, !tbaa !111
    #dbg_value(i64 1001, !250, !DIExpression(), !257)
  %165 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4004), align 4, !dbg !260, !tbaa !111
    #dbg_value(i32 %165, !252, !DIExpression(), !266)
  %166 = tail call i32 @llvm.smax.i32(i32 %165, i32 -1000), !dbg !261
    #dbg_value(i32 %166, !252, !DIExpression(), !266)
  %167 = tail call i32 @llvm.smin.i32(i32 %166, i32 1000), !dbg !262
    #dbg_value(i32 %167, !252, !DIExpression(), !266)
  store i32 %167, ptr getelementptr inbounds (i8, ptr @ci, i64 4004), align 4, !dbg !263, !tbaa !111
    #dbg_value(i64 1002, !250, !DIExpression(), !257)
  %168 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4008), align 8, !dbg !260, !tbaa !111
    #dbg_value(i32 %168, !252, !DIExpression(), !266)
  %169 = tail call i32 @llvm.smax.i32(i32 %168, i32 -1000), !dbg !261
    #dbg_value(i32 %169, !252, !DIExpression(), !266)
  %170 = tail call i32 @llvm.smin.i32(i32 %169, i32 1000), !dbg !262
    #dbg_value(i32 %170, !252, !DIExpression(), !266)
  store i32 %170, ptr getelementptr inbounds (i8, ptr @ci, i64 4008), align 8, !dbg !263, !tbaa !111
    #dbg_value(i64 1003, !250, !DIExpression(), !257)
  br label %171, !dbg !267

171:                                              ; preds = %171, %161
  %172 = phi i64 [ 0, %161 ], [ %192, %171 ], !dbg !269
  %173 = phi <2 x i64> [ zeroinitializer, %161 ], [ %190, %171 ]
  %174 = phi <2 x i64> [ zeroinitializer, %161 ], [ %191, %171 ]
  %175 = getelementptr inbounds i32, ptr @ci, i64 %172, !dbg !270
  %176 = getelementptr inbounds i8, ptr %175, i64 8, !dbg !270
  %177 = load <2 x i32>, ptr %175, align 16, !dbg !270, !tbaa !111
  %178 = load <2 x i32>, ptr %176, align 8, !dbg !270, !tbaa !111
  %179 = sext <2 x i32> %177 to <2 x i64>, !dbg !270
  %180 = sext <2 x i32> %178 to <2 x i64>, !dbg !270
  %181 = add <2 x i64> %173, %179, !dbg !271
  %182 = add <2 x i64> %174, %180, !dbg !271
  %183 = or disjoint i64 %172, 4, !dbg !269
  %184 = getelementptr inbounds i32, ptr @ci, i64 %183, !dbg !270
  %185 = getelementptr inbounds i8, ptr %184, i64 8, !dbg !270
  %186 = load <2 x i32>, ptr %184, align 16, !dbg !270, !tbaa !111
  %187 = load <2 x i32>, ptr %185, align 8, !dbg !270, !tbaa !111
  %188 = sext <2 x i32> %186 to <2 x i64>, !dbg !270
  %189 = sext <2 x i32> %187 to <2 x i64>, !dbg !270
  %190 = add <2 x i64> %181, %188, !dbg !271
  %191 = add <2 x i64> %182, %189, !dbg !271
  %192 = add nuw nsw i64 %172, 8, !dbg !269
  %193 = icmp eq i64 %192, 1000, !dbg !269
  br i1 %193, label %194, label %171, !dbg !269, !llvm.loop !272

194:                                              ; preds = %171
  %195 = add <2 x i64> %191, %190, !dbg !267
  %196 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %195), !dbg !267
    #dbg_value(i64 1000, !229, !DIExpression(), !274)
    #dbg_value(i64 %196, !228, !DIExpression(), !275)
  %197 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4000), align 16, !dbg !270, !tbaa !111
  %198 = sext i32 %197 to i64, !dbg !270
  %199 = add nsw i64 %196, %198, !dbg !271
    #dbg_value(i64 %199, !228, !DIExpression(), !275)
    #dbg_value(i64 1001, !229, !DIExpression(), !274)
  %200 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4004), align 4, !dbg !270, !tbaa !111
  %201 = sext i32 %200 to i64, !dbg !270
  %202 = add nsw i64 %199, %201, !dbg !271
    #dbg_value(i64 %202, !228, !DIExpression(), !275)
    #dbg_value(i64 1002, !229, !DIExpression(), !274)
  %203 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4008), align 8, !dbg !270, !tbaa !111
  %204 = sext i32 %203 to i64, !dbg !270
  %205 = add nsw i64 %202, %204, !dbg !271
    #dbg_value(i64 %205, !228, !DIExpression(), !275)
    #dbg_value(i64 1003, !229, !DIExpression(), !274)
    #dbg_value(ptr @ci, !276, !DIExpression(), !285)
    #dbg_value(i32 1003, !281, !DIExpression(), !285)
    #dbg_value(i32 poison, !282, !DIExpression(), !285)
    #dbg_value(i32 1, !283, !DIExpression(), !287)
  %206 = load <4 x i32>, ptr @ci, align 16, !dbg !288
    #dbg_value(i32 undef, !282, !DIExpression(), !285)
  %207 = shufflevector <4 x i32> %206, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !289
  br label %208, !dbg !289

208:                                              ; preds = %208, %194
  %209 = phi i64 [ 0, %194 ], [ %219, %208 ]
  %210 = phi <4 x i32> [ %207, %194 ], [ %217, %208 ]
  %211 = phi <4 x i32> [ %207, %194 ], [ %218, %208 ]
  %212 = or disjoint i64 %209, 1, !dbg !289
  %213 = getelementptr inbounds i32, ptr @ci, i64 %212, !dbg !290
  %214 = getelementptr inbounds i8, ptr %213, i64 16, !dbg !290
  %215 = load <4 x i32>, ptr %213, align 4, !dbg !290, !tbaa !111
  %216 = load <4 x i32>, ptr %214, align 4, !dbg !290, !tbaa !111
  %217 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %215, <4 x i32> %210), !dbg !290
  %218 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %216, <4 x i32> %211), !dbg !290
  %219 = add nuw i64 %209, 8
  %220 = icmp eq i64 %219, 1000
  br i1 %220, label %221, label %208, !llvm.loop !292

221:                                              ; preds = %208
  %222 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %217, <4 x i32> %218), !dbg !289
  %223 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %222), !dbg !289
    #dbg_value(i64 1001, !283, !DIExpression(), !287)
    #dbg_value(i32 %223, !282, !DIExpression(), !285)
  %224 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4004), align 4, !dbg !290, !tbaa !111
  %225 = tail call i32 @llvm.smax.i32(i32 %224, i32 %223), !dbg !290
    #dbg_value(i32 %225, !282, !DIExpression(), !285)
    #dbg_value(i64 1002, !283, !DIExpression(), !287)
  %226 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4008), align 8, !dbg !290, !tbaa !111
  %227 = tail call i32 @llvm.smax.i32(i32 %226, i32 %225), !dbg !290
    #dbg_value(i32 %227, !282, !DIExpression(), !285)
    #dbg_value(i64 1003, !283, !DIExpression(), !287)
  br label %228, !dbg !294

228:                                              ; preds = %243, %221
  %229 = phi i64 [ 0, %221 ], [ %255, %243 ], !dbg !303
  %230 = phi <4 x i32> [ zeroinitializer, %221 ], [ %253, %243 ]
  %231 = phi <4 x i32> [ zeroinitializer, %221 ], [ %254, %243 ]
  %232 = getelementptr inbounds i32, ptr @ci, i64 %229, !dbg !305
  %233 = getelementptr inbounds i8, ptr %232, i64 16, !dbg !305
  %234 = load <4 x i32>, ptr %232, align 16, !dbg !305, !tbaa !111
  %235 = load <4 x i32>, ptr %233, align 16, !dbg !305, !tbaa !111
  %236 = icmp sgt <4 x i32> %234, zeroinitializer, !dbg !306
  %237 = icmp sgt <4 x i32> %235, zeroinitializer, !dbg !306
  %238 = zext <4 x i1> %236 to <4 x i32>, !dbg !306
  %239 = zext <4 x i1> %237 to <4 x i32>, !dbg !306
  %240 = add <4 x i32> %230, %238, !dbg !307
  %241 = add <4 x i32> %231, %239, !dbg !307
  %242 = icmp eq i64 %229, 992, !dbg !303
  br i1 %242, label %256, label %243, !dbg !303, !llvm.loop !308

243:                                              ; preds = %228
  %244 = or disjoint i64 %229, 8, !dbg !303
  %245 = getelementptr inbounds i32, ptr @ci, i64 %244, !dbg !305
  %246 = getelementptr inbounds i8, ptr %245, i64 16, !dbg !305
  %247 = load <4 x i32>, ptr %245, align 16, !dbg !305, !tbaa !111
  %248 = load <4 x i32>, ptr %246, align 16, !dbg !305, !tbaa !111
  %249 = icmp sgt <4 x i32> %247, zeroinitializer, !dbg !306
  %250 = icmp sgt <4 x i32> %248, zeroinitializer, !dbg !306
  %251 = zext <4 x i1> %249 to <4 x i32>, !dbg !306
  %252 = zext <4 x i1> %250 to <4 x i32>, !dbg !306
  %253 = add <4 x i32> %240, %251, !dbg !307
  %254 = add <4 x i32> %241, %252, !dbg !307
  %255 = add nuw nsw i64 %229, 16, !dbg !303
  br label %228

256:                                              ; preds = %228
  %257 = add <4 x i32> %241, %240, !dbg !294
  %258 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %257), !dbg !294
    #dbg_value(i64 1000, !301, !DIExpression(), !310)
    #dbg_value(i32 %258, !300, !DIExpression(), !311)
  %259 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4000), align 16, !dbg !305, !tbaa !111
  %260 = icmp sgt i32 %259, 0, !dbg !306
  %261 = zext i1 %260 to i32, !dbg !306
  %262 = add nuw nsw i32 %258, %261, !dbg !307
    #dbg_value(i32 %262, !300, !DIExpression(), !311)
    #dbg_value(i64 1001, !301, !DIExpression(), !310)
  %263 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4004), align 4, !dbg !305, !tbaa !111
  %264 = icmp sgt i32 %263, 0, !dbg !306
  %265 = zext i1 %264 to i32, !dbg !306
  %266 = add nuw nsw i32 %262, %265, !dbg !307
    #dbg_value(i32 %266, !300, !DIExpression(), !311)
    #dbg_value(i64 1002, !301, !DIExpression(), !310)
  %267 = load i32, ptr getelementptr inbounds (i8, ptr @ci, i64 4008), align 8, !dbg !305, !tbaa !111
  %268 = icmp sgt i32 %267, 0, !dbg !306
  %269 = zext i1 %268 to i32, !dbg !306
  %270 = add nuw nsw i32 %266, %269, !dbg !307
    #dbg_value(i32 %270, !300, !DIExpression(), !311)
    #dbg_value(i64 1003, !301, !DIExpression(), !310)
  %271 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %205, i32 noundef %227, i32 noundef %270), !dbg !312
    #dbg_value(i64 0, !96, !DIExpression(), !99)
    #dbg_value(i32 0, !97, !DIExpression(), !313)
  br label %846, !dbg !314

272:                                              ; preds = %1, %806
  %273 = phi i64 [ %810, %806 ], [ 0, %1 ]
    #dbg_value(i64 %273, !91, !DIExpression(), !315)
  %274 = getelementptr inbounds [13 x i32], ptr @__const.main.lens, i64 0, i64 %273, !dbg !316
  %275 = load i32, ptr %274, align 4, !dbg !316, !tbaa !111
    #dbg_value(i32 %275, !93, !DIExpression(), !317)
    #dbg_value(ptr @ai, !222, !DIExpression(), !318)
    #dbg_value(i32 %275, !227, !DIExpression(), !318)
    #dbg_value(i64 0, !228, !DIExpression(), !318)
    #dbg_value(i32 0, !229, !DIExpression(), !320)
  %276 = zext i32 %275 to i64, !dbg !321
  %277 = icmp ult i64 %273, 2, !dbg !322
  br i1 %277, label %298, label %278, !dbg !322

278:                                              ; preds = %272
  %279 = and i64 %276, 2147483644, !dbg !322
  br label %280, !dbg !322

280:                                              ; preds = %280, %278
  %281 = phi i64 [ 0, %278 ], [ %292, %280 ], !dbg !323
  %282 = phi <2 x i64> [ zeroinitializer, %278 ], [ %290, %280 ]
  %283 = phi <2 x i64> [ zeroinitializer, %278 ], [ %291, %280 ]
  %284 = getelementptr inbounds i32, ptr @ai, i64 %281, !dbg !324
  %285 = getelementptr inbounds i8, ptr %284, i64 8, !dbg !324
  %286 = load <2 x i32>, ptr %284, align 16, !dbg !324, !tbaa !111
  %287 = load <2 x i32>, ptr %285, align 8, !dbg !324, !tbaa !111
  %288 = sext <2 x i32> %286 to <2 x i64>, !dbg !324
  %289 = sext <2 x i32> %287 to <2 x i64>, !dbg !324
  %290 = add <2 x i64> %282, %288, !dbg !325
  %291 = add <2 x i64> %283, %289, !dbg !325
  %292 = add nuw i64 %281, 4, !dbg !323
  %293 = icmp eq i64 %292, %279, !dbg !323
  br i1 %293, label %294, label %280, !dbg !323, !llvm.loop !326

294:                                              ; preds = %280
  %295 = add <2 x i64> %291, %290, !dbg !322
  %296 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %295), !dbg !322
  %297 = icmp eq i64 %279, %276, !dbg !322
  br i1 %297, label %310, label %298, !dbg !322

298:                                              ; preds = %294, %272
  %299 = phi i64 [ 0, %272 ], [ %279, %294 ]
  %300 = phi i64 [ 0, %272 ], [ %296, %294 ]
  br label %301, !dbg !322

301:                                              ; preds = %298, %301
  %302 = phi i64 [ %308, %301 ], [ %299, %298 ]
  %303 = phi i64 [ %307, %301 ], [ %300, %298 ]
    #dbg_value(i64 %302, !229, !DIExpression(), !320)
    #dbg_value(i64 %303, !228, !DIExpression(), !318)
  %304 = getelementptr inbounds i32, ptr @ai, i64 %302, !dbg !324
  %305 = load i32, ptr %304, align 4, !dbg !324, !tbaa !111
  %306 = sext i32 %305 to i64, !dbg !324
  %307 = add nsw i64 %303, %306, !dbg !325
    #dbg_value(i64 %307, !228, !DIExpression(), !318)
  %308 = add nuw nsw i64 %302, 1, !dbg !323
    #dbg_value(i64 %308, !229, !DIExpression(), !320)
  %309 = icmp eq i64 %308, %276, !dbg !321
  br i1 %309, label %310, label %301, !dbg !322, !llvm.loop !328

310:                                              ; preds = %301, %294
  %311 = phi i64 [ %296, %294 ], [ %307, %301 ], !dbg !325
    #dbg_value(ptr @ai, !329, !DIExpression(), !336)
    #dbg_value(i32 %275, !332, !DIExpression(), !336)
    #dbg_value(i32 0, !333, !DIExpression(), !336)
    #dbg_value(i32 0, !334, !DIExpression(), !338)
  %312 = icmp ult i64 %273, 4, !dbg !339
  br i1 %312, label %331, label %313, !dbg !339

313:                                              ; preds = %310
  %314 = and i64 %276, 2147483640, !dbg !339
  br label %315, !dbg !339

315:                                              ; preds = %315, %313
  %316 = phi i64 [ 0, %313 ], [ %325, %315 ], !dbg !340
  %317 = phi <4 x i32> [ zeroinitializer, %313 ], [ %323, %315 ]
  %318 = phi <4 x i32> [ zeroinitializer, %313 ], [ %324, %315 ]
  %319 = getelementptr inbounds i32, ptr @ai, i64 %316, !dbg !342
  %320 = getelementptr inbounds i8, ptr %319, i64 16, !dbg !342
  %321 = load <4 x i32>, ptr %319, align 16, !dbg !342, !tbaa !111
  %322 = load <4 x i32>, ptr %320, align 16, !dbg !342, !tbaa !111
  %323 = add <4 x i32> %321, %317, !dbg !343
  %324 = add <4 x i32> %322, %318, !dbg !343
  %325 = add nuw i64 %316, 8, !dbg !340
  %326 = icmp eq i64 %325, %314, !dbg !340
  br i1 %326, label %327, label %315, !dbg !340, !llvm.loop !344

327:                                              ; preds = %315
  %328 = add <4 x i32> %324, %323, !dbg !339
  %329 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %328), !dbg !339
  %330 = icmp eq i64 %314, %276, !dbg !339
  br i1 %330, label %342, label %331, !dbg !339

331:                                              ; preds = %327, %310
  %332 = phi i64 [ 0, %310 ], [ %314, %327 ]
  %333 = phi i32 [ 0, %310 ], [ %329, %327 ]
  br label %334, !dbg !339

334:                                              ; preds = %331, %334
  %335 = phi i64 [ %340, %334 ], [ %332, %331 ]
  %336 = phi i32 [ %339, %334 ], [ %333, %331 ]
    #dbg_value(i64 %335, !334, !DIExpression(), !338)
    #dbg_value(i32 %336, !333, !DIExpression(), !336)
  %337 = getelementptr inbounds i32, ptr @ai, i64 %335, !dbg !342
  %338 = load i32, ptr %337, align 4, !dbg !342, !tbaa !111
  %339 = add i32 %338, %336, !dbg !343
    #dbg_value(i32 %339, !333, !DIExpression(), !336)
  %340 = add nuw nsw i64 %335, 1, !dbg !340
    #dbg_value(i64 %340, !334, !DIExpression(), !338)
  %341 = icmp eq i64 %340, %276, !dbg !346
  br i1 %341, label %342, label %334, !dbg !339, !llvm.loop !347

342:                                              ; preds = %334, %327
  %343 = phi i32 [ %329, %327 ], [ %339, %334 ], !dbg !343
    #dbg_value(ptr @ai, !276, !DIExpression(), !348)
    #dbg_value(i32 %275, !281, !DIExpression(), !348)
  %344 = load i32, ptr @ai, align 16, !dbg !350, !tbaa !111
    #dbg_value(i32 %344, !282, !DIExpression(), !348)
    #dbg_value(i32 1, !283, !DIExpression(), !351)
  %345 = icmp eq i64 %273, 0, !dbg !352
  br i1 %345, label %374, label %346, !dbg !353

346:                                              ; preds = %342
  %347 = add nsw i64 %276, -1, !dbg !353
  %348 = icmp ult i64 %347, 8, !dbg !353
  br i1 %348, label %349, label %352, !dbg !353

349:                                              ; preds = %370, %346
  %350 = phi i64 [ 1, %346 ], [ %354, %370 ]
  %351 = phi i32 [ %344, %346 ], [ %372, %370 ]
  br label %376, !dbg !353

352:                                              ; preds = %346
  %353 = and i64 %347, -8, !dbg !353
  %354 = or disjoint i64 %353, 1, !dbg !353
  %355 = insertelement <4 x i32> poison, i32 %344, i64 0, !dbg !353
  %356 = shufflevector <4 x i32> %355, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !353
  br label %357, !dbg !353

357:                                              ; preds = %357, %352
  %358 = phi i64 [ 0, %352 ], [ %368, %357 ]
  %359 = phi <4 x i32> [ %356, %352 ], [ %366, %357 ]
  %360 = phi <4 x i32> [ %356, %352 ], [ %367, %357 ]
  %361 = or disjoint i64 %358, 1, !dbg !353
  %362 = getelementptr inbounds i32, ptr @ai, i64 %361, !dbg !354
  %363 = getelementptr inbounds i8, ptr %362, i64 16, !dbg !354
  %364 = load <4 x i32>, ptr %362, align 4, !dbg !354, !tbaa !111
  %365 = load <4 x i32>, ptr %363, align 4, !dbg !354, !tbaa !111
  %366 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %364, <4 x i32> %359), !dbg !354
  %367 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %365, <4 x i32> %360), !dbg !354
  %368 = add nuw i64 %358, 8
  %369 = icmp eq i64 %368, %353
  br i1 %369, label %370, label %357, !llvm.loop !355

370:                                              ; preds = %357
  %371 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %366, <4 x i32> %367), !dbg !353
  %372 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %371), !dbg !353
  %373 = icmp eq i64 %347, %353, !dbg !353
  br i1 %373, label %384, label %349, !dbg !353

374:                                              ; preds = %342
    #dbg_value(ptr @as, !357, !DIExpression(), !368)
    #dbg_value(i32 %275, !364, !DIExpression(), !368)
  %375 = load i16, ptr @as, align 16, !dbg !370, !tbaa !124
    #dbg_value(i16 %375, !365, !DIExpression(), !368)
    #dbg_value(i32 1, !366, !DIExpression(), !371)
  br label %422, !dbg !372

376:                                              ; preds = %349, %376
  %377 = phi i64 [ %382, %376 ], [ %350, %349 ]
  %378 = phi i32 [ %381, %376 ], [ %351, %349 ]
    #dbg_value(i64 %377, !283, !DIExpression(), !351)
    #dbg_value(i32 %378, !282, !DIExpression(), !348)
  %379 = getelementptr inbounds i32, ptr @ai, i64 %377, !dbg !354
  %380 = load i32, ptr %379, align 4, !dbg !354, !tbaa !111
  %381 = tail call i32 @llvm.smax.i32(i32 %380, i32 %378), !dbg !354
    #dbg_value(i32 %381, !282, !DIExpression(), !348)
  %382 = add nuw nsw i64 %377, 1, !dbg !373
    #dbg_value(i64 %382, !283, !DIExpression(), !351)
  %383 = icmp eq i64 %382, %276, !dbg !352
  br i1 %383, label %384, label %376, !dbg !353, !llvm.loop !374

384:                                              ; preds = %376, %370
  %385 = phi i32 [ %372, %370 ], [ %381, %376 ], !dbg !354
    #dbg_value(ptr @as, !357, !DIExpression(), !368)
    #dbg_value(i32 %275, !364, !DIExpression(), !368)
  %386 = load i16, ptr @as, align 16, !dbg !370, !tbaa !124
    #dbg_value(i16 %386, !365, !DIExpression(), !368)
    #dbg_value(i32 1, !366, !DIExpression(), !371)
  %387 = add nsw i64 %276, -1, !dbg !372
  %388 = icmp ult i64 %387, 16, !dbg !372
  br i1 %388, label %411, label %389, !dbg !372

389:                                              ; preds = %384
  %390 = and i64 %387, -16, !dbg !372
  %391 = or disjoint i64 %390, 1, !dbg !372
  %392 = insertelement <8 x i16> poison, i16 %386, i64 0, !dbg !372
  %393 = shufflevector <8 x i16> %392, <8 x i16> poison, <8 x i32> zeroinitializer, !dbg !372
  br label %394, !dbg !372

394:                                              ; preds = %394, %389
  %395 = phi i64 [ 0, %389 ], [ %405, %394 ]
  %396 = phi <8 x i16> [ %393, %389 ], [ %403, %394 ]
  %397 = phi <8 x i16> [ %393, %389 ], [ %404, %394 ]
  %398 = or disjoint i64 %395, 1, !dbg !372
  %399 = getelementptr inbounds i16, ptr @as, i64 %398, !dbg !375
  %400 = getelementptr inbounds i8, ptr %399, i64 16, !dbg !375
  %401 = load <8 x i16>, ptr %399, align 2, !dbg !375, !tbaa !124
  %402 = load <8 x i16>, ptr %400, align 2, !dbg !375, !tbaa !124
  %403 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %401, <8 x i16> %396), !dbg !378
  %404 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %402, <8 x i16> %397), !dbg !378
  %405 = add nuw i64 %395, 16
  %406 = icmp eq i64 %405, %390
  br i1 %406, label %407, label %394, !llvm.loop !379

407:                                              ; preds = %394
  %408 = tail call <8 x i16> @llvm.smin.v8i16(<8 x i16> %403, <8 x i16> %404), !dbg !372
  %409 = tail call i16 @llvm.vector.reduce.smin.v8i16(<8 x i16> %408), !dbg !372
  %410 = icmp eq i64 %387, %390, !dbg !372
  br i1 %410, label %422, label %411, !dbg !372

411:                                              ; preds = %407, %384
  %412 = phi i64 [ 1, %384 ], [ %391, %407 ]
  %413 = phi i16 [ %386, %384 ], [ %409, %407 ]
  br label %414, !dbg !372

414:                                              ; preds = %411, %414
  %415 = phi i64 [ %420, %414 ], [ %412, %411 ]
  %416 = phi i16 [ %419, %414 ], [ %413, %411 ]
    #dbg_value(i64 %415, !366, !DIExpression(), !371)
    #dbg_value(i16 %416, !365, !DIExpression(), !368)
  %417 = getelementptr inbounds i16, ptr @as, i64 %415, !dbg !375
  %418 = load i16, ptr %417, align 2, !dbg !375, !tbaa !124
  %419 = tail call i16 @llvm.smin.i16(i16 %418, i16 %416), !dbg !378
    #dbg_value(i16 %419, !365, !DIExpression(), !368)
  %420 = add nuw nsw i64 %415, 1, !dbg !381
    #dbg_value(i64 %420, !366, !DIExpression(), !371)
  %421 = icmp eq i64 %420, %276, !dbg !382
  br i1 %421, label %422, label %414, !dbg !372, !llvm.loop !383

422:                                              ; preds = %414, %407, %374
  %423 = phi i32 [ %344, %374 ], [ %385, %407 ], [ %385, %414 ]
  %424 = phi i16 [ %375, %374 ], [ %409, %407 ], [ %419, %414 ], !dbg !368
    #dbg_value(ptr @as, !384, !DIExpression(), !391)
    #dbg_value(i32 %275, !387, !DIExpression(), !391)
    #dbg_value(i32 0, !388, !DIExpression(), !391)
    #dbg_value(i32 0, !389, !DIExpression(), !393)
  %425 = icmp ult i64 %273, 4, !dbg !394
  br i1 %425, label %446, label %426, !dbg !394

426:                                              ; preds = %422
  %427 = and i64 %276, 2147483640, !dbg !394
  br label %428, !dbg !394

428:                                              ; preds = %428, %426
  %429 = phi i64 [ 0, %426 ], [ %440, %428 ], !dbg !395
  %430 = phi <4 x i32> [ zeroinitializer, %426 ], [ %438, %428 ]
  %431 = phi <4 x i32> [ zeroinitializer, %426 ], [ %439, %428 ]
  %432 = getelementptr inbounds i16, ptr @as, i64 %429, !dbg !397
  %433 = getelementptr inbounds i8, ptr %432, i64 8, !dbg !397
  %434 = load <4 x i16>, ptr %432, align 16, !dbg !397, !tbaa !124
  %435 = load <4 x i16>, ptr %433, align 8, !dbg !397, !tbaa !124
  %436 = sext <4 x i16> %434 to <4 x i32>, !dbg !397
  %437 = sext <4 x i16> %435 to <4 x i32>, !dbg !397
  %438 = add <4 x i32> %430, %436, !dbg !398
  %439 = add <4 x i32> %431, %437, !dbg !398
  %440 = add nuw i64 %429, 8, !dbg !395
  %441 = icmp eq i64 %440, %427, !dbg !395
  br i1 %441, label %442, label %428, !dbg !395, !llvm.loop !399

442:                                              ; preds = %428
  %443 = add <4 x i32> %439, %438, !dbg !394
  %444 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %443), !dbg !394
  %445 = icmp eq i64 %427, %276, !dbg !394
  br i1 %445, label %458, label %446, !dbg !394

446:                                              ; preds = %442, %422
  %447 = phi i64 [ 0, %422 ], [ %427, %442 ]
  %448 = phi i32 [ 0, %422 ], [ %444, %442 ]
  br label %449, !dbg !394

449:                                              ; preds = %446, %449
  %450 = phi i64 [ %456, %449 ], [ %447, %446 ]
  %451 = phi i32 [ %455, %449 ], [ %448, %446 ]
    #dbg_value(i64 %450, !389, !DIExpression(), !393)
    #dbg_value(i32 %451, !388, !DIExpression(), !391)
  %452 = getelementptr inbounds i16, ptr @as, i64 %450, !dbg !397
  %453 = load i16, ptr %452, align 2, !dbg !397, !tbaa !124
  %454 = sext i16 %453 to i32, !dbg !397
  %455 = add nsw i32 %451, %454, !dbg !398
    #dbg_value(i32 %455, !388, !DIExpression(), !391)
  %456 = add nuw nsw i64 %450, 1, !dbg !395
    #dbg_value(i64 %456, !389, !DIExpression(), !393)
  %457 = icmp eq i64 %456, %276, !dbg !401
  br i1 %457, label %458, label %449, !dbg !394, !llvm.loop !402

458:                                              ; preds = %449, %442
  %459 = phi i32 [ %444, %442 ], [ %455, %449 ], !dbg !398
    #dbg_value(ptr @ac, !403, !DIExpression(), !414)
    #dbg_value(i32 %275, !410, !DIExpression(), !414)
    #dbg_value(i32 0, !411, !DIExpression(), !414)
    #dbg_value(i32 0, !412, !DIExpression(), !416)
  %460 = icmp ult i64 %273, 4, !dbg !417
  br i1 %460, label %481, label %461, !dbg !417

461:                                              ; preds = %458
  %462 = and i64 %276, 2147483640, !dbg !417
  br label %463, !dbg !417

463:                                              ; preds = %463, %461
  %464 = phi i64 [ 0, %461 ], [ %475, %463 ], !dbg !418
  %465 = phi <4 x i32> [ zeroinitializer, %461 ], [ %473, %463 ]
  %466 = phi <4 x i32> [ zeroinitializer, %461 ], [ %474, %463 ]
  %467 = getelementptr inbounds i8, ptr @ac, i64 %464, !dbg !420
  %468 = getelementptr inbounds i8, ptr %467, i64 4, !dbg !420
  %469 = load <4 x i8>, ptr %467, align 8, !dbg !420, !tbaa !130
  %470 = load <4 x i8>, ptr %468, align 4, !dbg !420, !tbaa !130
  %471 = sext <4 x i8> %469 to <4 x i32>, !dbg !420
  %472 = sext <4 x i8> %470 to <4 x i32>, !dbg !420
  %473 = add <4 x i32> %465, %471, !dbg !421
  %474 = add <4 x i32> %466, %472, !dbg !421
  %475 = add nuw i64 %464, 8, !dbg !418
  %476 = icmp eq i64 %475, %462, !dbg !418
  br i1 %476, label %477, label %463, !dbg !418, !llvm.loop !422

477:                                              ; preds = %463
  %478 = add <4 x i32> %474, %473, !dbg !417
  %479 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %478), !dbg !417
  %480 = icmp eq i64 %462, %276, !dbg !417
  br i1 %480, label %493, label %481, !dbg !417

481:                                              ; preds = %477, %458
  %482 = phi i64 [ 0, %458 ], [ %462, %477 ]
  %483 = phi i32 [ 0, %458 ], [ %479, %477 ]
  br label %484, !dbg !417

484:                                              ; preds = %481, %484
  %485 = phi i64 [ %491, %484 ], [ %482, %481 ]
  %486 = phi i32 [ %490, %484 ], [ %483, %481 ]
    #dbg_value(i64 %485, !412, !DIExpression(), !416)
    #dbg_value(i32 %486, !411, !DIExpression(), !414)
  %487 = getelementptr inbounds i8, ptr @ac, i64 %485, !dbg !420
  %488 = load i8, ptr %487, align 1, !dbg !420, !tbaa !130
  %489 = sext i8 %488 to i32, !dbg !420
  %490 = add nsw i32 %486, %489, !dbg !421
    #dbg_value(i32 %490, !411, !DIExpression(), !414)
  %491 = add nuw nsw i64 %485, 1, !dbg !418
    #dbg_value(i64 %491, !412, !DIExpression(), !416)
  %492 = icmp eq i64 %491, %276, !dbg !424
  br i1 %492, label %493, label %484, !dbg !417, !llvm.loop !425

493:                                              ; preds = %484, %477
  %494 = phi i32 [ %479, %477 ], [ %490, %484 ], !dbg !421
    #dbg_value(ptr @au, !426, !DIExpression(), !437)
    #dbg_value(i32 %275, !433, !DIExpression(), !437)
    #dbg_value(i8 0, !434, !DIExpression(), !437)
    #dbg_value(i32 0, !435, !DIExpression(), !439)
  %495 = icmp ult i64 %273, 4, !dbg !440
  br i1 %495, label %536, label %496, !dbg !440

496:                                              ; preds = %493
  %497 = icmp ult i64 %273, 9, !dbg !440
  br i1 %497, label %519, label %498, !dbg !440

498:                                              ; preds = %496
  %499 = and i64 %276, 2147483616, !dbg !440
  br label %500, !dbg !440

500:                                              ; preds = %500, %498
  %501 = phi i64 [ 0, %498 ], [ %510, %500 ], !dbg !441
  %502 = phi <16 x i8> [ zeroinitializer, %498 ], [ %508, %500 ]
  %503 = phi <16 x i8> [ zeroinitializer, %498 ], [ %509, %500 ]
  %504 = getelementptr inbounds i8, ptr @au, i64 %501, !dbg !443
  %505 = getelementptr inbounds i8, ptr %504, i64 16, !dbg !443
  %506 = load <16 x i8>, ptr %504, align 16, !dbg !443, !tbaa !130
  %507 = load <16 x i8>, ptr %505, align 16, !dbg !443, !tbaa !130
  %508 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %506, <16 x i8> %502), !dbg !443
  %509 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %507, <16 x i8> %503), !dbg !443
  %510 = add nuw i64 %501, 32, !dbg !441
  %511 = icmp eq i64 %510, %499, !dbg !441
  br i1 %511, label %512, label %500, !dbg !441, !llvm.loop !444

512:                                              ; preds = %500
  %513 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %508, <16 x i8> %509), !dbg !440
  %514 = tail call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %513), !dbg !440
  %515 = icmp eq i64 %499, %276, !dbg !440
  br i1 %515, label %547, label %516, !dbg !440

516:                                              ; preds = %512
  %517 = and i64 %276, 24, !dbg !440
  %518 = icmp eq i64 %517, 0, !dbg !440
  br i1 %518, label %536, label %519, !dbg !440

519:                                              ; preds = %496, %516
  %520 = phi i8 [ %514, %516 ], [ 0, %496 ]
  %521 = phi i64 [ %499, %516 ], [ 0, %496 ]
  %522 = and i64 %276, 2147483640, !dbg !440
  %523 = insertelement <8 x i8> poison, i8 %520, i64 0, !dbg !440
  %524 = shufflevector <8 x i8> %523, <8 x i8> poison, <8 x i32> zeroinitializer, !dbg !440
  br label %525, !dbg !440

525:                                              ; preds = %525, %519
  %526 = phi i64 [ %521, %519 ], [ %531, %525 ], !dbg !441
  %527 = phi <8 x i8> [ %524, %519 ], [ %530, %525 ]
  %528 = getelementptr inbounds i8, ptr @au, i64 %526, !dbg !443
  %529 = load <8 x i8>, ptr %528, align 8, !dbg !443, !tbaa !130
  %530 = tail call <8 x i8> @llvm.umax.v8i8(<8 x i8> %529, <8 x i8> %527), !dbg !443
  %531 = add nuw i64 %526, 8, !dbg !441
  %532 = icmp eq i64 %531, %522, !dbg !441
  br i1 %532, label %533, label %525, !dbg !441, !llvm.loop !446

533:                                              ; preds = %525
  %534 = tail call i8 @llvm.vector.reduce.umax.v8i8(<8 x i8> %530), !dbg !440
  %535 = icmp eq i64 %522, %276, !dbg !440
  br i1 %535, label %547, label %536, !dbg !440

536:                                              ; preds = %533, %493, %516
  %537 = phi i64 [ 0, %493 ], [ %499, %516 ], [ %522, %533 ]
  %538 = phi i8 [ 0, %493 ], [ %514, %516 ], [ %534, %533 ]
  br label %539, !dbg !440

539:                                              ; preds = %536, %539
  %540 = phi i64 [ %545, %539 ], [ %537, %536 ]
  %541 = phi i8 [ %544, %539 ], [ %538, %536 ]
    #dbg_value(i64 %540, !435, !DIExpression(), !439)
    #dbg_value(i8 %541, !434, !DIExpression(), !437)
  %542 = getelementptr inbounds i8, ptr @au, i64 %540, !dbg !443
  %543 = load i8, ptr %542, align 1, !dbg !443, !tbaa !130
  %544 = tail call i8 @llvm.umax.i8(i8 %543, i8 %541), !dbg !443
    #dbg_value(i8 %544, !434, !DIExpression(), !437)
  %545 = add nuw nsw i64 %540, 1, !dbg !441
    #dbg_value(i64 %545, !435, !DIExpression(), !439)
  %546 = icmp eq i64 %545, %276, !dbg !447
  br i1 %546, label %547, label %539, !dbg !440, !llvm.loop !448

547:                                              ; preds = %539, %533, %512
  %548 = phi i8 [ %514, %512 ], [ %534, %533 ], [ %544, %539 ], !dbg !443
  %549 = sext i16 %424 to i32, !dbg !449
    #dbg_value(ptr @au, !450, !DIExpression(), !457)
    #dbg_value(i32 %275, !453, !DIExpression(), !457)
    #dbg_value(i8 0, !454, !DIExpression(), !457)
    #dbg_value(i32 0, !455, !DIExpression(), !459)
  %550 = icmp ult i64 %273, 4, !dbg !460
  br i1 %550, label %590, label %551, !dbg !460

551:                                              ; preds = %547
  %552 = icmp ult i64 %273, 9, !dbg !460
  br i1 %552, label %574, label %553, !dbg !460

553:                                              ; preds = %551
  %554 = and i64 %276, 2147483616, !dbg !460
  br label %555, !dbg !460

555:                                              ; preds = %555, %553
  %556 = phi i64 [ 0, %553 ], [ %565, %555 ], !dbg !461
  %557 = phi <16 x i8> [ zeroinitializer, %553 ], [ %563, %555 ]
  %558 = phi <16 x i8> [ zeroinitializer, %553 ], [ %564, %555 ]
  %559 = getelementptr inbounds i8, ptr @au, i64 %556, !dbg !463
  %560 = getelementptr inbounds i8, ptr %559, i64 16, !dbg !463
  %561 = load <16 x i8>, ptr %559, align 16, !dbg !463, !tbaa !130
  %562 = load <16 x i8>, ptr %560, align 16, !dbg !463, !tbaa !130
  %563 = xor <16 x i8> %561, %557, !dbg !464
  %564 = xor <16 x i8> %562, %558, !dbg !464
  %565 = add nuw i64 %556, 32, !dbg !461
  %566 = icmp eq i64 %565, %554, !dbg !461
  br i1 %566, label %567, label %555, !dbg !461, !llvm.loop !465

567:                                              ; preds = %555
  %568 = xor <16 x i8> %564, %563, !dbg !460
  %569 = tail call i8 @llvm.vector.reduce.xor.v16i8(<16 x i8> %568), !dbg !460
  %570 = icmp eq i64 %554, %276, !dbg !460
  br i1 %570, label %601, label %571, !dbg !460

571:                                              ; preds = %567
  %572 = and i64 %276, 24, !dbg !460
  %573 = icmp eq i64 %572, 0, !dbg !460
  br i1 %573, label %590, label %574, !dbg !460

574:                                              ; preds = %551, %571
  %575 = phi i8 [ %569, %571 ], [ 0, %551 ]
  %576 = phi i64 [ %554, %571 ], [ 0, %551 ]
  %577 = and i64 %276, 2147483640, !dbg !460
  %578 = insertelement <8 x i8> <i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 %575, i64 0, !dbg !460
  br label %579, !dbg !460

579:                                              ; preds = %579, %574
  %580 = phi i64 [ %576, %574 ], [ %585, %579 ], !dbg !461
  %581 = phi <8 x i8> [ %578, %574 ], [ %584, %579 ]
  %582 = getelementptr inbounds i8, ptr @au, i64 %580, !dbg !463
  %583 = load <8 x i8>, ptr %582, align 8, !dbg !463, !tbaa !130
  %584 = xor <8 x i8> %583, %581, !dbg !464
  %585 = add nuw i64 %580, 8, !dbg !461
  %586 = icmp eq i64 %585, %577, !dbg !461
  br i1 %586, label %587, label %579, !dbg !461, !llvm.loop !467

587:                                              ; preds = %579
  %588 = tail call i8 @llvm.vector.reduce.xor.v8i8(<8 x i8> %584), !dbg !460
  %589 = icmp eq i64 %577, %276, !dbg !460
  br i1 %589, label %601, label %590, !dbg !460

590:                                              ; preds = %587, %547, %571
  %591 = phi i64 [ 0, %547 ], [ %554, %571 ], [ %577, %587 ]
  %592 = phi i8 [ 0, %547 ], [ %569, %571 ], [ %588, %587 ]
  br label %593, !dbg !460

593:                                              ; preds = %590, %593
  %594 = phi i64 [ %599, %593 ], [ %591, %590 ]
  %595 = phi i8 [ %598, %593 ], [ %592, %590 ]
    #dbg_value(i64 %594, !455, !DIExpression(), !459)
    #dbg_value(i8 %595, !454, !DIExpression(), !457)
  %596 = getelementptr inbounds i8, ptr @au, i64 %594, !dbg !463
  %597 = load i8, ptr %596, align 1, !dbg !463, !tbaa !130
  %598 = xor i8 %597, %595, !dbg !464
    #dbg_value(i8 %598, !454, !DIExpression(), !457)
  %599 = add nuw nsw i64 %594, 1, !dbg !461
    #dbg_value(i64 %599, !455, !DIExpression(), !459)
  %600 = icmp eq i64 %599, %276, !dbg !468
  br i1 %600, label %601, label %593, !dbg !460, !llvm.loop !469

601:                                              ; preds = %593, %587, %567
  %602 = phi i8 [ %569, %567 ], [ %588, %587 ], [ %598, %593 ], !dbg !464
  %603 = zext i8 %548 to i32, !dbg !470
    #dbg_value(ptr @af, !168, !DIExpression(), !471)
    #dbg_value(i32 %275, !169, !DIExpression(), !471)
    #dbg_value(float 0.000000e+00, !170, !DIExpression(), !471)
    #dbg_value(i32 0, !160, !DIExpression(), !473)
  %604 = add nsw i64 %276, -1, !dbg !474
  %605 = and i64 %276, 3, !dbg !474
  %606 = icmp ult i64 %604, 3, !dbg !474
  br i1 %606, label %631, label %607, !dbg !474

607:                                              ; preds = %601
  %608 = and i64 %276, 4294967292, !dbg !474
  br label %609, !dbg !474

609:                                              ; preds = %609, %607
  %610 = phi i64 [ 0, %607 ], [ %628, %609 ]
  %611 = phi float [ 0.000000e+00, %607 ], [ %627, %609 ]
  %612 = phi i64 [ 0, %607 ], [ %629, %609 ]
    #dbg_value(i64 %610, !160, !DIExpression(), !473)
    #dbg_value(float %611, !170, !DIExpression(), !471)
  %613 = getelementptr inbounds float, ptr @af, i64 %610, !dbg !475
  %614 = load float, ptr %613, align 16, !dbg !475, !tbaa !141
  %615 = fadd float %611, %614, !dbg !476
    #dbg_value(float %615, !170, !DIExpression(), !471)
  %616 = or disjoint i64 %610, 1, !dbg !477
    #dbg_value(i64 %616, !160, !DIExpression(), !473)
  %617 = getelementptr inbounds float, ptr @af, i64 %616, !dbg !475
  %618 = load float, ptr %617, align 4, !dbg !475, !tbaa !141
  %619 = fadd float %615, %618, !dbg !476
    #dbg_value(float %619, !170, !DIExpression(), !471)
  %620 = or disjoint i64 %610, 2, !dbg !477
    #dbg_value(i64 %620, !160, !DIExpression(), !473)
  %621 = getelementptr inbounds float, ptr @af, i64 %620, !dbg !475
  %622 = load float, ptr %621, align 8, !dbg !475, !tbaa !141
  %623 = fadd float %619, %622, !dbg !476
    #dbg_value(float %623, !170, !DIExpression(), !471)
  %624 = or disjoint i64 %610, 3, !dbg !477
    #dbg_value(i64 %624, !160, !DIExpression(), !473)
  %625 = getelementptr inbounds float, ptr @af, i64 %624, !dbg !475
  %626 = load float, ptr %625, align 4, !dbg !475, !tbaa !141
  %627 = fadd float %623, %626, !dbg !476
    #dbg_value(float %627, !170, !DIExpression(), !471)
  %628 = add nuw nsw i64 %610, 4, !dbg !477
    #dbg_value(i64 %628, !160, !DIExpression(), !473)
  %629 = add i64 %612, 4, !dbg !474
  %630 = icmp eq i64 %629, %608, !dbg !474
  br i1 %630, label %631, label %609, !dbg !474, !llvm.loop !478

631:                                              ; preds = %609, %601
  %632 = phi float [ poison, %601 ], [ %627, %609 ]
  %633 = phi i64 [ 0, %601 ], [ %628, %609 ]
  %634 = phi float [ 0.000000e+00, %601 ], [ %627, %609 ]
  %635 = icmp eq i64 %605, 0, !dbg !474
  br i1 %635, label %646, label %636, !dbg !474

636:                                              ; preds = %631, %636
  %637 = phi i64 [ %643, %636 ], [ %633, %631 ]
  %638 = phi float [ %642, %636 ], [ %634, %631 ]
  %639 = phi i64 [ %644, %636 ], [ 0, %631 ]
    #dbg_value(i64 %637, !160, !DIExpression(), !473)
    #dbg_value(float %638, !170, !DIExpression(), !471)
  %640 = getelementptr inbounds float, ptr @af, i64 %637, !dbg !475
  %641 = load float, ptr %640, align 4, !dbg !475, !tbaa !141
  %642 = fadd float %638, %641, !dbg !476
    #dbg_value(float %642, !170, !DIExpression(), !471)
  %643 = add nuw nsw i64 %637, 1, !dbg !477
    #dbg_value(i64 %643, !160, !DIExpression(), !473)
  %644 = add i64 %639, 1, !dbg !474
  %645 = icmp eq i64 %644, %605, !dbg !474
  br i1 %645, label %646, label %636, !dbg !474, !llvm.loop !480

646:                                              ; preds = %636, %631
  %647 = phi float [ %632, %631 ], [ %642, %636 ], !dbg !476
  %648 = zext i8 %602 to i32, !dbg !482
  %649 = fpext float %647 to double, !dbg !483
    #dbg_value(ptr @af, !484, !DIExpression(), !491)
    #dbg_value(i32 %275, !487, !DIExpression(), !491)
  %650 = load float, ptr @af, align 16, !dbg !493, !tbaa !141
    #dbg_value(float %650, !488, !DIExpression(), !491)
    #dbg_value(i32 1, !489, !DIExpression(), !494)
  br i1 %345, label %676, label %651, !dbg !495

651:                                              ; preds = %646
  %652 = and i64 %604, 1, !dbg !495
  %653 = and i64 %604, -2, !dbg !495
  br label %654, !dbg !495

654:                                              ; preds = %654, %651
  %655 = phi i64 [ 1, %651 ], [ %666, %654 ]
  %656 = phi float [ %650, %651 ], [ %665, %654 ]
  %657 = phi i64 [ 0, %651 ], [ %667, %654 ]
    #dbg_value(i64 %655, !489, !DIExpression(), !494)
    #dbg_value(float %656, !488, !DIExpression(), !491)
  %658 = getelementptr inbounds float, ptr @af, i64 %655, !dbg !496
  %659 = load float, ptr %658, align 4, !dbg !496, !tbaa !141
  %660 = fcmp ogt float %659, %656, !dbg !498
  %661 = select i1 %660, float %659, float %656, !dbg !496
    #dbg_value(float %661, !488, !DIExpression(), !491)
    #dbg_value(i64 %655, !489, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !494)
  %662 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @af, i64 4), i64 %655, !dbg !496
  %663 = load float, ptr %662, align 4, !dbg !496, !tbaa !141
  %664 = fcmp ogt float %663, %661, !dbg !498
  %665 = select i1 %664, float %663, float %661, !dbg !496
    #dbg_value(float %665, !488, !DIExpression(), !491)
  %666 = add nuw nsw i64 %655, 2, !dbg !499
    #dbg_value(i64 %666, !489, !DIExpression(), !494)
  %667 = add i64 %657, 2, !dbg !495
  %668 = icmp eq i64 %667, %653, !dbg !495
  br i1 %668, label %669, label %654, !dbg !495, !llvm.loop !500

669:                                              ; preds = %654
  %670 = icmp eq i64 %652, 0, !dbg !495
  br i1 %670, label %676, label %671, !dbg !495

671:                                              ; preds = %669
    #dbg_value(i64 %666, !489, !DIExpression(), !494)
    #dbg_value(float %665, !488, !DIExpression(), !491)
  %672 = getelementptr inbounds float, ptr @af, i64 %666, !dbg !496
  %673 = load float, ptr %672, align 4, !dbg !496, !tbaa !141
  %674 = fcmp ogt float %673, %665, !dbg !498
  %675 = select i1 %674, float %673, float %665, !dbg !496
    #dbg_value(float %675, !488, !DIExpression(), !491)
    #dbg_value(i64 %666, !489, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !494)
  br label %676, !dbg !502

676:                                              ; preds = %671, %669, %646
  %677 = phi float [ %650, %646 ], [ %665, %669 ], [ %675, %671 ], !dbg !491
    #dbg_value(ptr @ad, !510, !DIExpression(), !518)
    #dbg_value(i32 %275, !511, !DIExpression(), !518)
    #dbg_value(double 0.000000e+00, !512, !DIExpression(), !518)
    #dbg_value(i32 0, !513, !DIExpression(), !519)
  %678 = and i64 %276, 3, !dbg !502
  %679 = icmp ult i64 %604, 3, !dbg !502
  br i1 %679, label %708, label %680, !dbg !502

680:                                              ; preds = %676
  %681 = and i64 %276, 4294967292, !dbg !502
  br label %682, !dbg !502

682:                                              ; preds = %682, %680
  %683 = phi i64 [ 0, %680 ], [ %705, %682 ]
  %684 = phi double [ 0.000000e+00, %680 ], [ %704, %682 ]
  %685 = phi i64 [ 0, %680 ], [ %706, %682 ]
    #dbg_value(double %684, !512, !DIExpression(), !518)
    #dbg_value(i64 %683, !513, !DIExpression(), !519)
  %686 = getelementptr inbounds double, ptr @ad, i64 %683, !dbg !520
  %687 = load double, ptr %686, align 16, !dbg !520, !tbaa !153
  %688 = fmul double %687, %687, !dbg !521
    #dbg_value(double %688, !514, !DIExpression(), !522)
  %689 = fadd double %684, %688, !dbg !523
    #dbg_value(double %689, !512, !DIExpression(), !518)
  %690 = or disjoint i64 %683, 1, !dbg !524
    #dbg_value(i64 %690, !513, !DIExpression(), !519)
  %691 = getelementptr inbounds double, ptr @ad, i64 %690, !dbg !520
  %692 = load double, ptr %691, align 8, !dbg !520, !tbaa !153
  %693 = fmul double %692, %692, !dbg !521
    #dbg_value(double %693, !514, !DIExpression(), !522)
  %694 = fadd double %689, %693, !dbg !523
    #dbg_value(double %694, !512, !DIExpression(), !518)
  %695 = or disjoint i64 %683, 2, !dbg !524
    #dbg_value(i64 %695, !513, !DIExpression(), !519)
  %696 = getelementptr inbounds double, ptr @ad, i64 %695, !dbg !520
  %697 = load double, ptr %696, align 16, !dbg !520, !tbaa !153
  %698 = fmul double %697, %697, !dbg !521
    #dbg_value(double %698, !514, !DIExpression(), !522)
  %699 = fadd double %694, %698, !dbg !523
    #dbg_value(double %699, !512, !DIExpression(), !518)
  %700 = or disjoint i64 %683, 3, !dbg !524
    #dbg_value(i64 %700, !513, !DIExpression(), !519)
  %701 = getelementptr inbounds double, ptr @ad, i64 %700, !dbg !520
  %702 = load double, ptr %701, align 8, !dbg !520, !tbaa !153
  %703 = fmul double %702, %702, !dbg !521
    #dbg_value(double %703, !514, !DIExpression(), !522)
  %704 = fadd double %699, %703, !dbg !523
    #dbg_value(double %704, !512, !DIExpression(), !518)
  %705 = add nuw nsw i64 %683, 4, !dbg !524
    #dbg_value(i64 %705, !513, !DIExpression(), !519)
  %706 = add i64 %685, 4, !dbg !502
  %707 = icmp eq i64 %706, %681, !dbg !502
  br i1 %707, label %708, label %682, !dbg !502, !llvm.loop !525

708:                                              ; preds = %682, %676
  %709 = phi double [ poison, %676 ], [ %704, %682 ]
  %710 = phi i64 [ 0, %676 ], [ %705, %682 ]
  %711 = phi double [ 0.000000e+00, %676 ], [ %704, %682 ]
  %712 = icmp eq i64 %678, 0, !dbg !502
  br i1 %712, label %724, label %713, !dbg !502

713:                                              ; preds = %708, %713
  %714 = phi i64 [ %721, %713 ], [ %710, %708 ]
  %715 = phi double [ %720, %713 ], [ %711, %708 ]
  %716 = phi i64 [ %722, %713 ], [ 0, %708 ]
    #dbg_value(double %715, !512, !DIExpression(), !518)
    #dbg_value(i64 %714, !513, !DIExpression(), !519)
  %717 = getelementptr inbounds double, ptr @ad, i64 %714, !dbg !520
  %718 = load double, ptr %717, align 8, !dbg !520, !tbaa !153
  %719 = fmul double %718, %718, !dbg !521
    #dbg_value(double %719, !514, !DIExpression(), !522)
  %720 = fadd double %715, %719, !dbg !523
    #dbg_value(double %720, !512, !DIExpression(), !518)
  %721 = add nuw nsw i64 %714, 1, !dbg !524
    #dbg_value(i64 %721, !513, !DIExpression(), !519)
  %722 = add i64 %716, 1, !dbg !502
  %723 = icmp eq i64 %722, %678, !dbg !502
  br i1 %723, label %724, label %713, !dbg !502, !llvm.loop !527

724:                                              ; preds = %713, %708
  %725 = phi double [ %709, %708 ], [ %720, %713 ], !dbg !523
    #dbg_value(ptr @ai, !298, !DIExpression(), !528)
    #dbg_value(i32 %275, !299, !DIExpression(), !528)
    #dbg_value(i32 0, !300, !DIExpression(), !528)
    #dbg_value(i32 0, !301, !DIExpression(), !530)
  %726 = icmp ult i64 %273, 4, !dbg !531
  br i1 %726, label %749, label %727, !dbg !531

727:                                              ; preds = %724
  %728 = and i64 %276, 2147483640, !dbg !531
  br label %729, !dbg !531

729:                                              ; preds = %729, %727
  %730 = phi i64 [ 0, %727 ], [ %743, %729 ], !dbg !532
  %731 = phi <4 x i32> [ zeroinitializer, %727 ], [ %741, %729 ]
  %732 = phi <4 x i32> [ zeroinitializer, %727 ], [ %742, %729 ]
  %733 = getelementptr inbounds i32, ptr @ai, i64 %730, !dbg !533
  %734 = getelementptr inbounds i8, ptr %733, i64 16, !dbg !533
  %735 = load <4 x i32>, ptr %733, align 16, !dbg !533, !tbaa !111
  %736 = load <4 x i32>, ptr %734, align 16, !dbg !533, !tbaa !111
  %737 = icmp sgt <4 x i32> %735, zeroinitializer, !dbg !534
  %738 = icmp sgt <4 x i32> %736, zeroinitializer, !dbg !534
  %739 = zext <4 x i1> %737 to <4 x i32>, !dbg !534
  %740 = zext <4 x i1> %738 to <4 x i32>, !dbg !534
  %741 = add <4 x i32> %731, %739, !dbg !535
  %742 = add <4 x i32> %732, %740, !dbg !535
  %743 = add nuw i64 %730, 8, !dbg !532
  %744 = icmp eq i64 %743, %728, !dbg !532
  br i1 %744, label %745, label %729, !dbg !532, !llvm.loop !536

745:                                              ; preds = %729
  %746 = add <4 x i32> %742, %741, !dbg !531
  %747 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %746), !dbg !531
  %748 = icmp eq i64 %728, %276, !dbg !531
  br i1 %748, label %762, label %749, !dbg !531

749:                                              ; preds = %745, %724
  %750 = phi i64 [ 0, %724 ], [ %728, %745 ]
  %751 = phi i32 [ 0, %724 ], [ %747, %745 ]
  br label %752, !dbg !531

752:                                              ; preds = %749, %752
  %753 = phi i64 [ %760, %752 ], [ %750, %749 ]
  %754 = phi i32 [ %759, %752 ], [ %751, %749 ]
    #dbg_value(i64 %753, !301, !DIExpression(), !530)
    #dbg_value(i32 %754, !300, !DIExpression(), !528)
  %755 = getelementptr inbounds i32, ptr @ai, i64 %753, !dbg !533
  %756 = load i32, ptr %755, align 4, !dbg !533, !tbaa !111
  %757 = icmp sgt i32 %756, 0, !dbg !534
  %758 = zext i1 %757 to i32, !dbg !534
  %759 = add nuw nsw i32 %754, %758, !dbg !535
    #dbg_value(i32 %759, !300, !DIExpression(), !528)
  %760 = add nuw nsw i64 %753, 1, !dbg !532
    #dbg_value(i64 %760, !301, !DIExpression(), !530)
  %761 = icmp eq i64 %760, %276, !dbg !538
  br i1 %761, label %762, label %752, !dbg !531, !llvm.loop !539

762:                                              ; preds = %752, %745
  %763 = phi i32 [ %747, %745 ], [ %759, %752 ], !dbg !535
    #dbg_value(ptr @ai, !540, !DIExpression(), !550)
    #dbg_value(ptr @as, !545, !DIExpression(), !550)
    #dbg_value(i32 %275, !546, !DIExpression(), !550)
    #dbg_value(i64 0, !547, !DIExpression(), !550)
    #dbg_value(i32 0, !548, !DIExpression(), !552)
  %764 = and i64 %276, 1, !dbg !553
  %765 = icmp eq i64 %604, 0, !dbg !553
  br i1 %765, label %792, label %766, !dbg !553

766:                                              ; preds = %762
  %767 = and i64 %276, 4294967294, !dbg !553
  br label %768, !dbg !553

768:                                              ; preds = %768, %766
  %769 = phi i64 [ 0, %766 ], [ %789, %768 ]
  %770 = phi i64 [ 0, %766 ], [ %788, %768 ]
  %771 = phi i64 [ 0, %766 ], [ %790, %768 ]
    #dbg_value(i64 %769, !548, !DIExpression(), !552)
    #dbg_value(i64 %770, !547, !DIExpression(), !550)
  %772 = getelementptr inbounds i32, ptr @ai, i64 %769, !dbg !554
  %773 = load i32, ptr %772, align 8, !dbg !554, !tbaa !111
  %774 = sext i32 %773 to i64, !dbg !556
  %775 = getelementptr inbounds i16, ptr @as, i64 %769, !dbg !557
  %776 = load i16, ptr %775, align 4, !dbg !557, !tbaa !124
  %777 = sext i16 %776 to i64, !dbg !557
  %778 = mul nsw i64 %777, %774, !dbg !558
  %779 = add nsw i64 %778, %770, !dbg !559
    #dbg_value(i64 %779, !547, !DIExpression(), !550)
  %780 = or disjoint i64 %769, 1, !dbg !560
    #dbg_value(i64 %780, !548, !DIExpression(), !552)
  %781 = getelementptr inbounds i32, ptr @ai, i64 %780, !dbg !554
  %782 = load i32, ptr %781, align 4, !dbg !554, !tbaa !111
  %783 = sext i32 %782 to i64, !dbg !556
  %784 = getelementptr inbounds i16, ptr @as, i64 %780, !dbg !557
  %785 = load i16, ptr %784, align 2, !dbg !557, !tbaa !124
  %786 = sext i16 %785 to i64, !dbg !557
  %787 = mul nsw i64 %786, %783, !dbg !558
  %788 = add nsw i64 %787, %779, !dbg !559
    #dbg_value(i64 %788, !547, !DIExpression(), !550)
  %789 = add nuw nsw i64 %769, 2, !dbg !560
    #dbg_value(i64 %789, !548, !DIExpression(), !552)
  %790 = add i64 %771, 2, !dbg !553
  %791 = icmp eq i64 %790, %767, !dbg !553
  br i1 %791, label %792, label %768, !dbg !553, !llvm.loop !561

792:                                              ; preds = %768, %762
  %793 = phi i64 [ poison, %762 ], [ %788, %768 ]
  %794 = phi i64 [ 0, %762 ], [ %789, %768 ]
  %795 = phi i64 [ 0, %762 ], [ %788, %768 ]
  %796 = icmp eq i64 %764, 0, !dbg !553
  br i1 %796, label %806, label %797, !dbg !553

797:                                              ; preds = %792
    #dbg_value(i64 %794, !548, !DIExpression(), !552)
    #dbg_value(i64 %795, !547, !DIExpression(), !550)
  %798 = getelementptr inbounds i32, ptr @ai, i64 %794, !dbg !554
  %799 = load i32, ptr %798, align 4, !dbg !554, !tbaa !111
  %800 = sext i32 %799 to i64, !dbg !556
  %801 = getelementptr inbounds i16, ptr @as, i64 %794, !dbg !557
  %802 = load i16, ptr %801, align 2, !dbg !557, !tbaa !124
  %803 = sext i16 %802 to i64, !dbg !557
  %804 = mul nsw i64 %803, %800, !dbg !558
  %805 = add nsw i64 %804, %795, !dbg !559
    #dbg_value(i64 %805, !547, !DIExpression(), !550)
    #dbg_value(i64 %794, !548, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !552)
  br label %806, !dbg !563

806:                                              ; preds = %792, %797
  %807 = phi i64 [ %793, %792 ], [ %805, %797 ], !dbg !559
  %808 = fpext float %677 to double, !dbg !563
  %809 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %275, i64 noundef %311, i32 noundef %343, i32 noundef %423, i32 noundef %549, i32 noundef %459, i32 noundef %494, i32 noundef %603, i32 noundef %648, double noundef %649, double noundef %808, double noundef %725, i32 noundef %763, i64 noundef %807), !dbg !564
  %810 = add nuw nsw i64 %273, 1, !dbg !565
    #dbg_value(i64 %810, !91, !DIExpression(), !315)
  %811 = icmp eq i64 %810, 13, !dbg !566
  br i1 %811, label %812, label %272, !dbg !567, !llvm.loop !568

812:                                              ; preds = %806, %812
  %813 = phi i64 [ %826, %812 ], [ 0, %806 ], !dbg !570
  %814 = getelementptr inbounds float, ptr @af, i64 %813, !dbg !586
  %815 = getelementptr inbounds i8, ptr %814, i64 16, !dbg !586
  %816 = load <4 x float>, ptr %814, align 16, !dbg !586, !tbaa !141
  %817 = load <4 x float>, ptr %815, align 16, !dbg !586, !tbaa !141
  %818 = fmul <4 x float> %816, <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, !dbg !587
  %819 = fmul <4 x float> %817, <float 1.500000e+00, float 1.500000e+00, float 1.500000e+00, float 1.500000e+00>, !dbg !587
  %820 = getelementptr inbounds float, ptr @bf, i64 %813, !dbg !588
  %821 = getelementptr inbounds i8, ptr %820, i64 16, !dbg !588
  %822 = load <4 x float>, ptr %820, align 16, !dbg !588, !tbaa !141
  %823 = load <4 x float>, ptr %821, align 16, !dbg !588, !tbaa !141
  %824 = fadd <4 x float> %818, %822, !dbg !589
  %825 = fadd <4 x float> %819, %823, !dbg !589
  store <4 x float> %824, ptr %820, align 16, !dbg !590, !tbaa !141
  store <4 x float> %825, ptr %821, align 16, !dbg !590, !tbaa !141
  %826 = add nuw i64 %813, 8, !dbg !570
  %827 = icmp eq i64 %826, 1000, !dbg !570
  br i1 %827, label %828, label %812, !dbg !570, !llvm.loop !591

828:                                              ; preds = %812
    #dbg_value(i64 1000, !582, !DIExpression(), !594)
  %829 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4000), align 16, !dbg !586, !tbaa !141
  %830 = fmul float %829, 1.500000e+00, !dbg !587
    #dbg_value(float %830, !583, !DIExpression(), !595)
  %831 = load float, ptr getelementptr inbounds (i8, ptr @bf, i64 4000), align 16, !dbg !588, !tbaa !141
  %832 = fadd float %830, %831, !dbg !589
  store float %832, ptr getelementptr inbounds (i8, ptr @bf, i64 4000), align 16, !dbg !590, !tbaa !141
    #dbg_value(i64 1001, !582, !DIExpression(), !594)
  %833 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4004), align 4, !dbg !586, !tbaa !141
  %834 = fmul float %833, 1.500000e+00, !dbg !587
    #dbg_value(float %834, !583, !DIExpression(), !595)
  %835 = load float, ptr getelementptr inbounds (i8, ptr @bf, i64 4004), align 4, !dbg !588, !tbaa !141
  %836 = fadd float %834, %835, !dbg !589
  store float %836, ptr getelementptr inbounds (i8, ptr @bf, i64 4004), align 4, !dbg !590, !tbaa !141
    #dbg_value(i64 1002, !582, !DIExpression(), !594)
  %837 = load float, ptr getelementptr inbounds (i8, ptr @af, i64 4008), align 8, !dbg !586, !tbaa !141
  %838 = fmul float %837, 1.500000e+00, !dbg !587
    #dbg_value(float %838, !583, !DIExpression(), !595)
  %839 = load float, ptr getelementptr inbounds (i8, ptr @bf, i64 4008), align 8, !dbg !588, !tbaa !141
  %840 = fadd float %838, %839, !dbg !589
  store float %840, ptr getelementptr inbounds (i8, ptr @bf, i64 4008), align 8, !dbg !590, !tbaa !141
    #dbg_value(i64 1003, !582, !DIExpression(), !594)
  %841 = load float, ptr @bf, align 16, !dbg !596, !tbaa !141
  %842 = load float, ptr getelementptr inbounds (i8, ptr @bf, i64 2000), align 16, !dbg !597, !tbaa !141
    #dbg_value(ptr @bf, !168, !DIExpression(), !173)
    #dbg_value(i32 1003, !169, !DIExpression(), !173)
    #dbg_value(float 0.000000e+00, !170, !DIExpression(), !173)
    #dbg_value(i32 0, !160, !DIExpression(), !171)
  br label %43, !dbg !179

843:                                              ; preds = %846
  %844 = load i32, ptr getelementptr inbounds (i8, ptr @bi, i64 4008), align 8, !dbg !598, !tbaa !111
  %845 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %852, i32 noundef %844), !dbg !599
  ret i32 0, !dbg !600

846:                                              ; preds = %856, %256
  %847 = phi i64 [ 0, %256 ], [ %864, %856 ]
  %848 = phi i64 [ 0, %256 ], [ %861, %856 ]
    #dbg_value(i64 %847, !97, !DIExpression(), !313)
    #dbg_value(i64 %848, !96, !DIExpression(), !99)
  %849 = getelementptr inbounds [1003 x i32], ptr @bi, i64 0, i64 %847, !dbg !601
  %850 = load i32, ptr %849, align 8, !dbg !601, !tbaa !111
  %851 = sext i32 %850 to i64, !dbg !601
  %852 = add nsw i64 %848, %851, !dbg !604
    #dbg_value(i64 %852, !96, !DIExpression(), !99)
  %853 = srem i64 %852, 100000, !dbg !605
  %854 = trunc nsw i64 %853 to i32, !dbg !606
  store i32 %854, ptr %849, align 8, !dbg !607, !tbaa !111
    #dbg_value(i64 %847, !97, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !313)
  %855 = icmp eq i64 %847, 1002, !dbg !608
  br i1 %855, label %843, label %856, !dbg !314, !llvm.loop !609

856:                                              ; preds = %846
  %857 = or disjoint i64 %847, 1, !dbg !611
    #dbg_value(i64 %857, !97, !DIExpression(), !313)
    #dbg_value(i64 %857, !97, !DIExpression(), !313)
    #dbg_value(i64 %852, !96, !DIExpression(), !99)
  %858 = getelementptr inbounds [1003 x i32], ptr @bi, i64 0, i64 %857, !dbg !601
  %859 = load i32, ptr %858, align 4, !dbg !601, !tbaa !111
  %860 = sext i32 %859 to i64, !dbg !601
  %861 = add nsw i64 %852, %860, !dbg !604
    #dbg_value(i64 %861, !96, !DIExpression(), !99)
  %862 = srem i64 %861, 100000, !dbg !605
  %863 = trunc nsw i64 %862 to i32, !dbg !606
  store i32 %863, ptr %858, align 4, !dbg !607, !tbaa !111
  %864 = add nuw nsw i64 %847, 2, !dbg !611
    #dbg_value(i64 %864, !97, !DIExpression(), !313)
  br label %846
}

; Function Attrs: nofree nounwind
declare !dbg !612 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.xor.v16i8(<16 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.xor.v8i8(<8 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.umax.v16i8(<16 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i8> @llvm.umax.v8i8(<8 x i8>, <8 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.vector.reduce.umax.v8i8(<8 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.smin.v8i16(<8 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76}
!llvm.ident = !{!77}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ai", scope: !2, file: !3, line: 10, type: !48, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "vectorize.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "4cfc90f63920c4d7230c5cb92ac8454e")
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
!22 = !{!23, !29, !34, !39, !41, !0, !46, !51, !53, !56, !59, !62, !65, !67}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 148, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 928, elements: !27)
!26 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!27 = !{!28}
!28 = !DISubrange(count: 116)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 156, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 256, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 32)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 159, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 240, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 30)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 161, type: !31, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 169, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 184, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 23)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "bi", scope: !2, file: !3, line: 10, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32096, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 1003)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "ci", scope: !2, file: !3, line: 10, type: !48, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "as", scope: !2, file: !3, line: 11, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 16048, elements: !49)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "ac", scope: !2, file: !3, line: 12, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8024, elements: !49)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "au", scope: !2, file: !3, line: 13, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8024, elements: !49)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "af", scope: !2, file: !3, line: 14, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32096, elements: !49)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "bf", scope: !2, file: !3, line: 14, type: !64, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "ad", scope: !2, file: !3, line: 15, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64192, elements: !49)
!70 = !{i32 7, !"Dwarf Version", i32 5}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 4}
!73 = !{i32 8, !"PIC Level", i32 2}
!74 = !{i32 7, !"PIE Level", i32 2}
!75 = !{i32 7, !"uwtable", i32 2}
!76 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!77 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!78 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 132, type: !79, scopeLine: 132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !81)
!79 = !DISubroutineType(types: !80)
!80 = !{!5}
!81 = !{!82, !85, !87, !91, !93, !96, !97}
!82 = !DILocalVariable(name: "x", scope: !78, file: !3, line: 133, type: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !19, line: 26, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !16, line: 42, baseType: !12)
!85 = !DILocalVariable(name: "i", scope: !86, file: !3, line: 134, type: !5)
!86 = distinct !DILexicalBlock(scope: !78, file: !3, line: 134, column: 5)
!87 = !DILocalVariable(name: "lens", scope: !78, file: !3, line: 145, type: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 416, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 13)
!91 = !DILocalVariable(name: "k", scope: !92, file: !3, line: 146, type: !5)
!92 = distinct !DILexicalBlock(scope: !78, file: !3, line: 146, column: 5)
!93 = !DILocalVariable(name: "n", scope: !94, file: !3, line: 147, type: !5)
!94 = distinct !DILexicalBlock(scope: !95, file: !3, line: 146, column: 34)
!95 = distinct !DILexicalBlock(scope: !92, file: !3, line: 146, column: 5)
!96 = !DILocalVariable(name: "prefix", scope: !78, file: !3, line: 164, type: !17)
!97 = !DILocalVariable(name: "i", scope: !98, file: !3, line: 165, type: !5)
!98 = distinct !DILexicalBlock(scope: !78, file: !3, line: 165, column: 5)
!99 = !DILocation(line: 0, scope: !78)
!100 = !DILocation(line: 0, scope: !86)
!101 = !DILocation(line: 134, column: 5, scope: !86)
!102 = !DILocation(line: 135, column: 15, scope: !103)
!103 = distinct !DILexicalBlock(scope: !104, file: !3, line: 134, column: 33)
!104 = distinct !DILexicalBlock(scope: !86, file: !3, line: 134, column: 5)
!105 = !DILocation(line: 135, column: 26, scope: !103)
!106 = !DILocation(line: 136, column: 25, scope: !103)
!107 = !DILocation(line: 136, column: 31, scope: !103)
!108 = !DILocation(line: 136, column: 41, scope: !103)
!109 = !DILocation(line: 136, column: 9, scope: !103)
!110 = !DILocation(line: 136, column: 15, scope: !103)
!111 = !{!112, !112, i64 0}
!112 = !{!"int", !113, i64 0}
!113 = !{!"omnipotent char", !114, i64 0}
!114 = !{!"Simple C/C++ TBAA"}
!115 = !DILocation(line: 137, column: 25, scope: !103)
!116 = !DILocation(line: 137, column: 33, scope: !103)
!117 = !DILocation(line: 137, column: 9, scope: !103)
!118 = !DILocation(line: 137, column: 15, scope: !103)
!119 = !DILocation(line: 138, column: 33, scope: !103)
!120 = !DILocation(line: 138, column: 40, scope: !103)
!121 = !DILocation(line: 138, column: 17, scope: !103)
!122 = !DILocation(line: 138, column: 9, scope: !103)
!123 = !DILocation(line: 138, column: 15, scope: !103)
!124 = !{!125, !125, i64 0}
!125 = !{!"short", !113, i64 0}
!126 = !DILocation(line: 139, column: 40, scope: !103)
!127 = !DILocation(line: 139, column: 17, scope: !103)
!128 = !DILocation(line: 139, column: 9, scope: !103)
!129 = !DILocation(line: 139, column: 15, scope: !103)
!130 = !{!113, !113, i64 0}
!131 = !DILocation(line: 140, column: 35, scope: !103)
!132 = !DILocation(line: 140, column: 17, scope: !103)
!133 = !DILocation(line: 140, column: 9, scope: !103)
!134 = !DILocation(line: 140, column: 15, scope: !103)
!135 = !DILocation(line: 141, column: 33, scope: !103)
!136 = !DILocation(line: 141, column: 42, scope: !103)
!137 = !DILocation(line: 141, column: 17, scope: !103)
!138 = !DILocation(line: 141, column: 51, scope: !103)
!139 = !DILocation(line: 141, column: 9, scope: !103)
!140 = !DILocation(line: 141, column: 15, scope: !103)
!141 = !{!142, !142, i64 0}
!142 = !{!"float", !113, i64 0}
!143 = !DILocation(line: 142, column: 17, scope: !103)
!144 = !DILocation(line: 142, column: 26, scope: !103)
!145 = !DILocation(line: 142, column: 9, scope: !103)
!146 = !DILocation(line: 142, column: 15, scope: !103)
!147 = !DILocation(line: 143, column: 34, scope: !103)
!148 = !DILocation(line: 143, column: 42, scope: !103)
!149 = !DILocation(line: 143, column: 17, scope: !103)
!150 = !DILocation(line: 143, column: 50, scope: !103)
!151 = !DILocation(line: 143, column: 9, scope: !103)
!152 = !DILocation(line: 143, column: 15, scope: !103)
!153 = !{!154, !154, i64 0}
!154 = !{!"double", !113, i64 0}
!155 = !DILocation(line: 134, column: 29, scope: !104)
!156 = !DILocation(line: 134, column: 23, scope: !104)
!157 = distinct !{!157, !101, !158, !159}
!158 = !DILocation(line: 144, column: 5, scope: !86)
!159 = !{!"llvm.loop.mustprogress"}
!160 = !DILocalVariable(name: "i", scope: !161, file: !3, line: 76, type: !5)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 76, column: 5)
!162 = distinct !DISubprogram(name: "sum_float", scope: !3, file: !3, line: 74, type: !163, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !167)
!163 = !DISubroutineType(types: !164)
!164 = !{!9, !165, !5}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!167 = !{!168, !169, !170, !160}
!168 = !DILocalVariable(name: "a", arg: 1, scope: !162, file: !3, line: 74, type: !165)
!169 = !DILocalVariable(name: "n", arg: 2, scope: !162, file: !3, line: 74, type: !5)
!170 = !DILocalVariable(name: "s", scope: !162, file: !3, line: 75, type: !9)
!171 = !DILocation(line: 0, scope: !161, inlinedAt: !172)
!172 = distinct !DILocation(line: 157, column: 39, scope: !78)
!173 = !DILocation(line: 0, scope: !162, inlinedAt: !172)
!174 = !DILocation(line: 77, column: 14, scope: !175, inlinedAt: !172)
!175 = distinct !DILexicalBlock(scope: !161, file: !3, line: 76, column: 5)
!176 = !DILocation(line: 77, column: 11, scope: !175, inlinedAt: !172)
!177 = !DILocation(line: 76, column: 29, scope: !175, inlinedAt: !172)
!178 = !DILocation(line: 76, column: 23, scope: !175, inlinedAt: !172)
!179 = !DILocation(line: 76, column: 5, scope: !161, inlinedAt: !172)
!180 = distinct !{!180, !179, !181, !159}
!181 = !DILocation(line: 77, column: 17, scope: !161, inlinedAt: !172)
!182 = !DILocation(line: 156, column: 48, scope: !78)
!183 = !DILocation(line: 156, column: 63, scope: !78)
!184 = !DILocation(line: 157, column: 12, scope: !78)
!185 = !DILocation(line: 157, column: 31, scope: !78)
!186 = !DILocation(line: 156, column: 5, scope: !78)
!187 = !DILocalVariable(name: "c", arg: 1, scope: !188, file: !3, line: 104, type: !191)
!188 = distinct !DISubprogram(name: "add_arrays", scope: !3, file: !3, line: 104, type: !189, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !196)
!189 = !DISubroutineType(types: !190)
!190 = !{null, !191, !193, !193, !5}
!191 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !192)
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !194)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!196 = !{!187, !197, !198, !199, !200}
!197 = !DILocalVariable(name: "a", arg: 2, scope: !188, file: !3, line: 104, type: !193)
!198 = !DILocalVariable(name: "b", arg: 3, scope: !188, file: !3, line: 104, type: !193)
!199 = !DILocalVariable(name: "n", arg: 4, scope: !188, file: !3, line: 104, type: !5)
!200 = !DILocalVariable(name: "i", scope: !201, file: !3, line: 105, type: !5)
!201 = distinct !DILexicalBlock(scope: !188, file: !3, line: 105, column: 5)
!202 = !DILocation(line: 0, scope: !188, inlinedAt: !203)
!203 = distinct !DILocation(line: 158, column: 5, scope: !78)
!204 = !DILocation(line: 0, scope: !201, inlinedAt: !203)
!205 = !DILocation(line: 105, column: 5, scope: !201, inlinedAt: !203)
!206 = !DILocation(line: 105, column: 29, scope: !207, inlinedAt: !203)
!207 = distinct !DILexicalBlock(scope: !201, file: !3, line: 105, column: 5)
!208 = !DILocation(line: 106, column: 16, scope: !207, inlinedAt: !203)
!209 = !DILocation(line: 106, column: 21, scope: !207, inlinedAt: !203)
!210 = !DILocation(line: 106, column: 27, scope: !207, inlinedAt: !203)
!211 = !DILocation(line: 106, column: 25, scope: !207, inlinedAt: !203)
!212 = !DILocation(line: 106, column: 40, scope: !207, inlinedAt: !203)
!213 = !DILocation(line: 106, column: 32, scope: !207, inlinedAt: !203)
!214 = !DILocation(line: 106, column: 9, scope: !207, inlinedAt: !203)
!215 = !DILocation(line: 106, column: 14, scope: !207, inlinedAt: !203)
!216 = distinct !{!216, !205, !217, !159, !218, !219}
!217 = !DILocation(line: 106, column: 44, scope: !201, inlinedAt: !203)
!218 = !{!"llvm.loop.isvectorized", i32 1}
!219 = !{!"llvm.loop.unroll.runtime.disable"}
!220 = !DILocation(line: 159, column: 46, scope: !78)
!221 = !DILocation(line: 159, column: 53, scope: !78)
!222 = !DILocalVariable(name: "a", arg: 1, scope: !223, file: !3, line: 17, type: !194)
!223 = distinct !DISubprogram(name: "sum_int", scope: !3, file: !3, line: 17, type: !224, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{!17, !194, !5}
!226 = !{!222, !227, !228, !229}
!227 = !DILocalVariable(name: "n", arg: 2, scope: !223, file: !3, line: 17, type: !5)
!228 = !DILocalVariable(name: "s", scope: !223, file: !3, line: 18, type: !17)
!229 = !DILocalVariable(name: "i", scope: !230, file: !3, line: 19, type: !5)
!230 = distinct !DILexicalBlock(scope: !223, file: !3, line: 19, column: 5)
!231 = !DILocation(line: 0, scope: !223, inlinedAt: !232)
!232 = distinct !DILocation(line: 159, column: 71, scope: !78)
!233 = !DILocation(line: 0, scope: !230, inlinedAt: !232)
!234 = !DILocation(line: 19, column: 5, scope: !230, inlinedAt: !232)
!235 = !DILocation(line: 19, column: 29, scope: !236, inlinedAt: !232)
!236 = distinct !DILexicalBlock(scope: !230, file: !3, line: 19, column: 5)
!237 = !DILocation(line: 20, column: 14, scope: !236, inlinedAt: !232)
!238 = !DILocation(line: 20, column: 11, scope: !236, inlinedAt: !232)
!239 = distinct !{!239, !234, !240, !159, !218, !219}
!240 = !DILocation(line: 20, column: 17, scope: !230, inlinedAt: !232)
!241 = !DILocation(line: 159, column: 5, scope: !78)
!242 = !DILocalVariable(name: "a", arg: 1, scope: !243, file: !3, line: 116, type: !192)
!243 = distinct !DISubprogram(name: "clamp_array", scope: !3, file: !3, line: 116, type: !244, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !246)
!244 = !DISubroutineType(types: !245)
!245 = !{null, !192, !5, !5, !5}
!246 = !{!242, !247, !248, !249, !250, !252}
!247 = !DILocalVariable(name: "n", arg: 2, scope: !243, file: !3, line: 116, type: !5)
!248 = !DILocalVariable(name: "lo", arg: 3, scope: !243, file: !3, line: 116, type: !5)
!249 = !DILocalVariable(name: "hi", arg: 4, scope: !243, file: !3, line: 116, type: !5)
!250 = !DILocalVariable(name: "i", scope: !251, file: !3, line: 117, type: !5)
!251 = distinct !DILexicalBlock(scope: !243, file: !3, line: 117, column: 5)
!252 = !DILocalVariable(name: "v", scope: !253, file: !3, line: 118, type: !5)
!253 = distinct !DILexicalBlock(scope: !254, file: !3, line: 117, column: 33)
!254 = distinct !DILexicalBlock(scope: !251, file: !3, line: 117, column: 5)
!255 = !DILocation(line: 0, scope: !243, inlinedAt: !256)
!256 = distinct !DILocation(line: 160, column: 5, scope: !78)
!257 = !DILocation(line: 0, scope: !251, inlinedAt: !256)
!258 = !DILocation(line: 117, column: 5, scope: !251, inlinedAt: !256)
!259 = !DILocation(line: 117, column: 29, scope: !254, inlinedAt: !256)
!260 = !DILocation(line: 118, column: 17, scope: !253, inlinedAt: !256)
!261 = !DILocation(line: 119, column: 13, scope: !253, inlinedAt: !256)
!262 = !DILocation(line: 120, column: 13, scope: !253, inlinedAt: !256)
!263 = !DILocation(line: 121, column: 14, scope: !253, inlinedAt: !256)
!264 = distinct !{!264, !258, !265, !159, !218, !219}
!265 = !DILocation(line: 122, column: 5, scope: !251, inlinedAt: !256)
!266 = !DILocation(line: 0, scope: !253, inlinedAt: !256)
!267 = !DILocation(line: 19, column: 5, scope: !230, inlinedAt: !268)
!268 = distinct !DILocation(line: 161, column: 48, scope: !78)
!269 = !DILocation(line: 19, column: 29, scope: !236, inlinedAt: !268)
!270 = !DILocation(line: 20, column: 14, scope: !236, inlinedAt: !268)
!271 = !DILocation(line: 20, column: 11, scope: !236, inlinedAt: !268)
!272 = distinct !{!272, !267, !273, !159, !218, !219}
!273 = !DILocation(line: 20, column: 17, scope: !230, inlinedAt: !268)
!274 = !DILocation(line: 0, scope: !230, inlinedAt: !268)
!275 = !DILocation(line: 0, scope: !223, inlinedAt: !268)
!276 = !DILocalVariable(name: "a", arg: 1, scope: !277, file: !3, line: 31, type: !194)
!277 = distinct !DISubprogram(name: "max_int", scope: !3, file: !3, line: 31, type: !278, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !280)
!278 = !DISubroutineType(types: !279)
!279 = !{!5, !194, !5}
!280 = !{!276, !281, !282, !283}
!281 = !DILocalVariable(name: "n", arg: 2, scope: !277, file: !3, line: 31, type: !5)
!282 = !DILocalVariable(name: "m", scope: !277, file: !3, line: 32, type: !5)
!283 = !DILocalVariable(name: "i", scope: !284, file: !3, line: 33, type: !5)
!284 = distinct !DILexicalBlock(scope: !277, file: !3, line: 33, column: 5)
!285 = !DILocation(line: 0, scope: !277, inlinedAt: !286)
!286 = distinct !DILocation(line: 161, column: 64, scope: !78)
!287 = !DILocation(line: 0, scope: !284, inlinedAt: !286)
!288 = !DILocation(line: 32, column: 13, scope: !277, inlinedAt: !286)
!289 = !DILocation(line: 33, column: 5, scope: !284, inlinedAt: !286)
!290 = !DILocation(line: 34, column: 13, scope: !291, inlinedAt: !286)
!291 = distinct !DILexicalBlock(scope: !284, file: !3, line: 33, column: 5)
!292 = distinct !{!292, !289, !293, !159, !218, !219}
!293 = !DILocation(line: 34, column: 31, scope: !284, inlinedAt: !286)
!294 = !DILocation(line: 111, column: 5, scope: !295, inlinedAt: !302)
!295 = distinct !DILexicalBlock(scope: !296, file: !3, line: 111, column: 5)
!296 = distinct !DISubprogram(name: "count_positive", scope: !3, file: !3, line: 109, type: !278, scopeLine: 109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !297)
!297 = !{!298, !299, !300, !301}
!298 = !DILocalVariable(name: "a", arg: 1, scope: !296, file: !3, line: 109, type: !194)
!299 = !DILocalVariable(name: "n", arg: 2, scope: !296, file: !3, line: 109, type: !5)
!300 = !DILocalVariable(name: "c", scope: !296, file: !3, line: 110, type: !5)
!301 = !DILocalVariable(name: "i", scope: !295, file: !3, line: 111, type: !5)
!302 = distinct !DILocation(line: 162, column: 12, scope: !78)
!303 = !DILocation(line: 111, column: 29, scope: !304, inlinedAt: !302)
!304 = distinct !DILexicalBlock(scope: !295, file: !3, line: 111, column: 5)
!305 = !DILocation(line: 112, column: 14, scope: !304, inlinedAt: !302)
!306 = !DILocation(line: 112, column: 19, scope: !304, inlinedAt: !302)
!307 = !DILocation(line: 112, column: 11, scope: !304, inlinedAt: !302)
!308 = distinct !{!308, !294, !309, !159, !218, !219}
!309 = !DILocation(line: 112, column: 21, scope: !295, inlinedAt: !302)
!310 = !DILocation(line: 0, scope: !295, inlinedAt: !302)
!311 = !DILocation(line: 0, scope: !296, inlinedAt: !302)
!312 = !DILocation(line: 161, column: 5, scope: !78)
!313 = !DILocation(line: 0, scope: !98)
!314 = !DILocation(line: 165, column: 5, scope: !98)
!315 = !DILocation(line: 0, scope: !92)
!316 = !DILocation(line: 147, column: 17, scope: !94)
!317 = !DILocation(line: 0, scope: !94)
!318 = !DILocation(line: 0, scope: !223, inlinedAt: !319)
!319 = distinct !DILocation(line: 150, column: 19, scope: !94)
!320 = !DILocation(line: 0, scope: !230, inlinedAt: !319)
!321 = !DILocation(line: 19, column: 23, scope: !236, inlinedAt: !319)
!322 = !DILocation(line: 19, column: 5, scope: !230, inlinedAt: !319)
!323 = !DILocation(line: 19, column: 29, scope: !236, inlinedAt: !319)
!324 = !DILocation(line: 20, column: 14, scope: !236, inlinedAt: !319)
!325 = !DILocation(line: 20, column: 11, scope: !236, inlinedAt: !319)
!326 = distinct !{!326, !322, !327, !159, !218, !219}
!327 = !DILocation(line: 20, column: 17, scope: !230, inlinedAt: !319)
!328 = distinct !{!328, !322, !327, !159, !219, !218}
!329 = !DILocalVariable(name: "a", arg: 1, scope: !330, file: !3, line: 24, type: !194)
!330 = distinct !DISubprogram(name: "sum_int32", scope: !3, file: !3, line: 24, type: !278, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !331)
!331 = !{!329, !332, !333, !334}
!332 = !DILocalVariable(name: "n", arg: 2, scope: !330, file: !3, line: 24, type: !5)
!333 = !DILocalVariable(name: "s", scope: !330, file: !3, line: 25, type: !12)
!334 = !DILocalVariable(name: "i", scope: !335, file: !3, line: 26, type: !5)
!335 = distinct !DILexicalBlock(scope: !330, file: !3, line: 26, column: 5)
!336 = !DILocation(line: 0, scope: !330, inlinedAt: !337)
!337 = distinct !DILocation(line: 150, column: 35, scope: !94)
!338 = !DILocation(line: 0, scope: !335, inlinedAt: !337)
!339 = !DILocation(line: 26, column: 5, scope: !335, inlinedAt: !337)
!340 = !DILocation(line: 26, column: 29, scope: !341, inlinedAt: !337)
!341 = distinct !DILexicalBlock(scope: !335, file: !3, line: 26, column: 5)
!342 = !DILocation(line: 27, column: 24, scope: !341, inlinedAt: !337)
!343 = !DILocation(line: 27, column: 11, scope: !341, inlinedAt: !337)
!344 = distinct !{!344, !339, !345, !159, !218, !219}
!345 = !DILocation(line: 27, column: 27, scope: !335, inlinedAt: !337)
!346 = !DILocation(line: 26, column: 23, scope: !341, inlinedAt: !337)
!347 = distinct !{!347, !339, !345, !159, !219, !218}
!348 = !DILocation(line: 0, scope: !277, inlinedAt: !349)
!349 = distinct !DILocation(line: 150, column: 53, scope: !94)
!350 = !DILocation(line: 32, column: 13, scope: !277, inlinedAt: !349)
!351 = !DILocation(line: 0, scope: !284, inlinedAt: !349)
!352 = !DILocation(line: 33, column: 23, scope: !291, inlinedAt: !349)
!353 = !DILocation(line: 33, column: 5, scope: !284, inlinedAt: !349)
!354 = !DILocation(line: 34, column: 13, scope: !291, inlinedAt: !349)
!355 = distinct !{!355, !353, !356, !159, !218, !219}
!356 = !DILocation(line: 34, column: 31, scope: !284, inlinedAt: !349)
!357 = !DILocalVariable(name: "a", arg: 1, scope: !358, file: !3, line: 38, type: !361)
!358 = distinct !DISubprogram(name: "min_short", scope: !3, file: !3, line: 38, type: !359, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !363)
!359 = !DISubroutineType(types: !360)
!360 = !{!5, !361, !5}
!361 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !362, size: 64)
!362 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!363 = !{!357, !364, !365, !366}
!364 = !DILocalVariable(name: "n", arg: 2, scope: !358, file: !3, line: 38, type: !5)
!365 = !DILocalVariable(name: "m", scope: !358, file: !3, line: 39, type: !6)
!366 = !DILocalVariable(name: "i", scope: !367, file: !3, line: 40, type: !5)
!367 = distinct !DILexicalBlock(scope: !358, file: !3, line: 40, column: 5)
!368 = !DILocation(line: 0, scope: !358, inlinedAt: !369)
!369 = distinct !DILocation(line: 150, column: 69, scope: !94)
!370 = !DILocation(line: 39, column: 15, scope: !358, inlinedAt: !369)
!371 = !DILocation(line: 0, scope: !367, inlinedAt: !369)
!372 = !DILocation(line: 40, column: 5, scope: !367, inlinedAt: !369)
!373 = !DILocation(line: 33, column: 29, scope: !291, inlinedAt: !349)
!374 = distinct !{!374, !353, !356, !159, !219, !218}
!375 = !DILocation(line: 41, column: 13, scope: !376, inlinedAt: !369)
!376 = distinct !DILexicalBlock(scope: !377, file: !3, line: 41, column: 13)
!377 = distinct !DILexicalBlock(scope: !367, file: !3, line: 40, column: 5)
!378 = !DILocation(line: 41, column: 13, scope: !377, inlinedAt: !369)
!379 = distinct !{!379, !372, !380, !159, !218, !219}
!380 = !DILocation(line: 42, column: 20, scope: !367, inlinedAt: !369)
!381 = !DILocation(line: 40, column: 29, scope: !377, inlinedAt: !369)
!382 = !DILocation(line: 40, column: 23, scope: !377, inlinedAt: !369)
!383 = distinct !{!383, !372, !380, !159, !219, !218}
!384 = !DILocalVariable(name: "a", arg: 1, scope: !385, file: !3, line: 46, type: !361)
!385 = distinct !DISubprogram(name: "sum_short", scope: !3, file: !3, line: 46, type: !359, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !386)
!386 = !{!384, !387, !388, !389}
!387 = !DILocalVariable(name: "n", arg: 2, scope: !385, file: !3, line: 46, type: !5)
!388 = !DILocalVariable(name: "s", scope: !385, file: !3, line: 47, type: !5)
!389 = !DILocalVariable(name: "i", scope: !390, file: !3, line: 48, type: !5)
!390 = distinct !DILexicalBlock(scope: !385, file: !3, line: 48, column: 5)
!391 = !DILocation(line: 0, scope: !385, inlinedAt: !392)
!392 = distinct !DILocation(line: 151, column: 16, scope: !94)
!393 = !DILocation(line: 0, scope: !390, inlinedAt: !392)
!394 = !DILocation(line: 48, column: 5, scope: !390, inlinedAt: !392)
!395 = !DILocation(line: 48, column: 29, scope: !396, inlinedAt: !392)
!396 = distinct !DILexicalBlock(scope: !390, file: !3, line: 48, column: 5)
!397 = !DILocation(line: 49, column: 14, scope: !396, inlinedAt: !392)
!398 = !DILocation(line: 49, column: 11, scope: !396, inlinedAt: !392)
!399 = distinct !{!399, !394, !400, !159, !218, !219}
!400 = !DILocation(line: 49, column: 17, scope: !390, inlinedAt: !392)
!401 = !DILocation(line: 48, column: 23, scope: !396, inlinedAt: !392)
!402 = distinct !{!402, !394, !400, !159, !219, !218}
!403 = !DILocalVariable(name: "a", arg: 1, scope: !404, file: !3, line: 53, type: !407)
!404 = distinct !DISubprogram(name: "sum_char", scope: !3, file: !3, line: 53, type: !405, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !409)
!405 = !DISubroutineType(types: !406)
!406 = !{!5, !407, !5}
!407 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !408, size: 64)
!408 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!409 = !{!403, !410, !411, !412}
!410 = !DILocalVariable(name: "n", arg: 2, scope: !404, file: !3, line: 53, type: !5)
!411 = !DILocalVariable(name: "s", scope: !404, file: !3, line: 54, type: !5)
!412 = !DILocalVariable(name: "i", scope: !413, file: !3, line: 55, type: !5)
!413 = distinct !DILexicalBlock(scope: !404, file: !3, line: 55, column: 5)
!414 = !DILocation(line: 0, scope: !404, inlinedAt: !415)
!415 = distinct !DILocation(line: 151, column: 34, scope: !94)
!416 = !DILocation(line: 0, scope: !413, inlinedAt: !415)
!417 = !DILocation(line: 55, column: 5, scope: !413, inlinedAt: !415)
!418 = !DILocation(line: 55, column: 29, scope: !419, inlinedAt: !415)
!419 = distinct !DILexicalBlock(scope: !413, file: !3, line: 55, column: 5)
!420 = !DILocation(line: 56, column: 14, scope: !419, inlinedAt: !415)
!421 = !DILocation(line: 56, column: 11, scope: !419, inlinedAt: !415)
!422 = distinct !{!422, !417, !423, !159, !218, !219}
!423 = !DILocation(line: 56, column: 17, scope: !413, inlinedAt: !415)
!424 = !DILocation(line: 55, column: 23, scope: !419, inlinedAt: !415)
!425 = distinct !{!425, !417, !423, !159, !219, !218}
!426 = !DILocalVariable(name: "a", arg: 1, scope: !427, file: !3, line: 60, type: !430)
!427 = distinct !DISubprogram(name: "max_uchar", scope: !3, file: !3, line: 60, type: !428, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !432)
!428 = !DISubroutineType(types: !429)
!429 = !{!12, !430, !5}
!430 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !431, size: 64)
!431 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!432 = !{!426, !433, !434, !435}
!433 = !DILocalVariable(name: "n", arg: 2, scope: !427, file: !3, line: 60, type: !5)
!434 = !DILocalVariable(name: "m", scope: !427, file: !3, line: 61, type: !8)
!435 = !DILocalVariable(name: "i", scope: !436, file: !3, line: 62, type: !5)
!436 = distinct !DILexicalBlock(scope: !427, file: !3, line: 62, column: 5)
!437 = !DILocation(line: 0, scope: !427, inlinedAt: !438)
!438 = distinct !DILocation(line: 151, column: 51, scope: !94)
!439 = !DILocation(line: 0, scope: !436, inlinedAt: !438)
!440 = !DILocation(line: 62, column: 5, scope: !436, inlinedAt: !438)
!441 = !DILocation(line: 62, column: 29, scope: !442, inlinedAt: !438)
!442 = distinct !DILexicalBlock(scope: !436, file: !3, line: 62, column: 5)
!443 = !DILocation(line: 63, column: 13, scope: !442, inlinedAt: !438)
!444 = distinct !{!444, !440, !445, !159, !218, !219}
!445 = !DILocation(line: 63, column: 31, scope: !436, inlinedAt: !438)
!446 = distinct !{!446, !440, !445, !159, !218, !219}
!447 = !DILocation(line: 62, column: 23, scope: !442, inlinedAt: !438)
!448 = distinct !{!448, !440, !445, !159, !219, !218}
!449 = !DILocation(line: 43, column: 12, scope: !358, inlinedAt: !369)
!450 = !DILocalVariable(name: "a", arg: 1, scope: !451, file: !3, line: 67, type: !430)
!451 = distinct !DISubprogram(name: "xor_uchar", scope: !3, file: !3, line: 67, type: !428, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !452)
!452 = !{!450, !453, !454, !455}
!453 = !DILocalVariable(name: "n", arg: 2, scope: !451, file: !3, line: 67, type: !5)
!454 = !DILocalVariable(name: "x", scope: !451, file: !3, line: 68, type: !8)
!455 = !DILocalVariable(name: "i", scope: !456, file: !3, line: 69, type: !5)
!456 = distinct !DILexicalBlock(scope: !451, file: !3, line: 69, column: 5)
!457 = !DILocation(line: 0, scope: !451, inlinedAt: !458)
!458 = distinct !DILocation(line: 151, column: 69, scope: !94)
!459 = !DILocation(line: 0, scope: !456, inlinedAt: !458)
!460 = !DILocation(line: 69, column: 5, scope: !456, inlinedAt: !458)
!461 = !DILocation(line: 69, column: 29, scope: !462, inlinedAt: !458)
!462 = distinct !DILexicalBlock(scope: !456, file: !3, line: 69, column: 5)
!463 = !DILocation(line: 70, column: 14, scope: !462, inlinedAt: !458)
!464 = !DILocation(line: 70, column: 11, scope: !462, inlinedAt: !458)
!465 = distinct !{!465, !460, !466, !159, !218, !219}
!466 = !DILocation(line: 70, column: 17, scope: !456, inlinedAt: !458)
!467 = distinct !{!467, !460, !466, !159, !218, !219}
!468 = !DILocation(line: 69, column: 23, scope: !462, inlinedAt: !458)
!469 = distinct !{!469, !460, !466, !159, !219, !218}
!470 = !DILocation(line: 64, column: 12, scope: !427, inlinedAt: !438)
!471 = !DILocation(line: 0, scope: !162, inlinedAt: !472)
!472 = distinct !DILocation(line: 152, column: 24, scope: !94)
!473 = !DILocation(line: 0, scope: !161, inlinedAt: !472)
!474 = !DILocation(line: 76, column: 5, scope: !161, inlinedAt: !472)
!475 = !DILocation(line: 77, column: 14, scope: !175, inlinedAt: !472)
!476 = !DILocation(line: 77, column: 11, scope: !175, inlinedAt: !472)
!477 = !DILocation(line: 76, column: 29, scope: !175, inlinedAt: !472)
!478 = distinct !{!478, !474, !479, !159}
!479 = !DILocation(line: 77, column: 17, scope: !161, inlinedAt: !472)
!480 = distinct !{!480, !481}
!481 = !{!"llvm.loop.unroll.disable"}
!482 = !DILocation(line: 71, column: 12, scope: !451, inlinedAt: !458)
!483 = !DILocation(line: 152, column: 16, scope: !94)
!484 = !DILocalVariable(name: "a", arg: 1, scope: !485, file: !3, line: 81, type: !165)
!485 = distinct !DISubprogram(name: "max_float", scope: !3, file: !3, line: 81, type: !163, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !486)
!486 = !{!484, !487, !488, !489}
!487 = !DILocalVariable(name: "n", arg: 2, scope: !485, file: !3, line: 81, type: !5)
!488 = !DILocalVariable(name: "m", scope: !485, file: !3, line: 82, type: !9)
!489 = !DILocalVariable(name: "i", scope: !490, file: !3, line: 83, type: !5)
!490 = distinct !DILexicalBlock(scope: !485, file: !3, line: 83, column: 5)
!491 = !DILocation(line: 0, scope: !485, inlinedAt: !492)
!492 = distinct !DILocation(line: 152, column: 50, scope: !94)
!493 = !DILocation(line: 82, column: 15, scope: !485, inlinedAt: !492)
!494 = !DILocation(line: 0, scope: !490, inlinedAt: !492)
!495 = !DILocation(line: 83, column: 5, scope: !490, inlinedAt: !492)
!496 = !DILocation(line: 84, column: 13, scope: !497, inlinedAt: !492)
!497 = distinct !DILexicalBlock(scope: !490, file: !3, line: 83, column: 5)
!498 = !DILocation(line: 84, column: 18, scope: !497, inlinedAt: !492)
!499 = !DILocation(line: 83, column: 29, scope: !497, inlinedAt: !492)
!500 = distinct !{!500, !495, !501, !159}
!501 = !DILocation(line: 84, column: 31, scope: !490, inlinedAt: !492)
!502 = !DILocation(line: 90, column: 5, scope: !503, inlinedAt: !517)
!503 = distinct !DILexicalBlock(scope: !504, file: !3, line: 90, column: 5)
!504 = distinct !DISubprogram(name: "dot_double", scope: !3, file: !3, line: 88, type: !505, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !509)
!505 = !DISubroutineType(types: !506)
!506 = !{!10, !507, !5}
!507 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !508, size: 64)
!508 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!509 = !{!510, !511, !512, !513, !514}
!510 = !DILocalVariable(name: "a", arg: 1, scope: !504, file: !3, line: 88, type: !507)
!511 = !DILocalVariable(name: "n", arg: 2, scope: !504, file: !3, line: 88, type: !5)
!512 = !DILocalVariable(name: "s", scope: !504, file: !3, line: 89, type: !10)
!513 = !DILocalVariable(name: "i", scope: !503, file: !3, line: 90, type: !5)
!514 = !DILocalVariable(name: "t", scope: !515, file: !3, line: 91, type: !10)
!515 = distinct !DILexicalBlock(scope: !516, file: !3, line: 90, column: 33)
!516 = distinct !DILexicalBlock(scope: !503, file: !3, line: 90, column: 5)
!517 = distinct !DILocation(line: 152, column: 68, scope: !94)
!518 = !DILocation(line: 0, scope: !504, inlinedAt: !517)
!519 = !DILocation(line: 0, scope: !503, inlinedAt: !517)
!520 = !DILocation(line: 91, column: 20, scope: !515, inlinedAt: !517)
!521 = !DILocation(line: 91, column: 25, scope: !515, inlinedAt: !517)
!522 = !DILocation(line: 0, scope: !515, inlinedAt: !517)
!523 = !DILocation(line: 92, column: 11, scope: !515, inlinedAt: !517)
!524 = !DILocation(line: 90, column: 29, scope: !516, inlinedAt: !517)
!525 = distinct !{!525, !502, !526, !159}
!526 = !DILocation(line: 93, column: 5, scope: !503, inlinedAt: !517)
!527 = distinct !{!527, !481}
!528 = !DILocation(line: 0, scope: !296, inlinedAt: !529)
!529 = distinct !DILocation(line: 153, column: 16, scope: !94)
!530 = !DILocation(line: 0, scope: !295, inlinedAt: !529)
!531 = !DILocation(line: 111, column: 5, scope: !295, inlinedAt: !529)
!532 = !DILocation(line: 111, column: 29, scope: !304, inlinedAt: !529)
!533 = !DILocation(line: 112, column: 14, scope: !304, inlinedAt: !529)
!534 = !DILocation(line: 112, column: 19, scope: !304, inlinedAt: !529)
!535 = !DILocation(line: 112, column: 11, scope: !304, inlinedAt: !529)
!536 = distinct !{!536, !531, !537, !159, !218, !219}
!537 = !DILocation(line: 112, column: 21, scope: !295, inlinedAt: !529)
!538 = !DILocation(line: 111, column: 23, scope: !304, inlinedAt: !529)
!539 = distinct !{!539, !531, !537, !159, !219, !218}
!540 = !DILocalVariable(name: "a", arg: 1, scope: !541, file: !3, line: 125, type: !194)
!541 = distinct !DISubprogram(name: "widen_mul_sum", scope: !3, file: !3, line: 125, type: !542, scopeLine: 125, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !544)
!542 = !DISubroutineType(types: !543)
!543 = !{!18, !194, !361, !5}
!544 = !{!540, !545, !546, !547, !548}
!545 = !DILocalVariable(name: "b", arg: 2, scope: !541, file: !3, line: 125, type: !361)
!546 = !DILocalVariable(name: "n", arg: 3, scope: !541, file: !3, line: 125, type: !5)
!547 = !DILocalVariable(name: "s", scope: !541, file: !3, line: 126, type: !13)
!548 = !DILocalVariable(name: "i", scope: !549, file: !3, line: 127, type: !5)
!549 = distinct !DILexicalBlock(scope: !541, file: !3, line: 127, column: 5)
!550 = !DILocation(line: 0, scope: !541, inlinedAt: !551)
!551 = distinct !DILocation(line: 153, column: 59, scope: !94)
!552 = !DILocation(line: 0, scope: !549, inlinedAt: !551)
!553 = !DILocation(line: 127, column: 5, scope: !549, inlinedAt: !551)
!554 = !DILocation(line: 128, column: 23, scope: !555, inlinedAt: !551)
!555 = distinct !DILexicalBlock(scope: !549, file: !3, line: 127, column: 5)
!556 = !DILocation(line: 128, column: 14, scope: !555, inlinedAt: !551)
!557 = !DILocation(line: 128, column: 30, scope: !555, inlinedAt: !551)
!558 = !DILocation(line: 128, column: 28, scope: !555, inlinedAt: !551)
!559 = !DILocation(line: 128, column: 11, scope: !555, inlinedAt: !551)
!560 = !DILocation(line: 127, column: 29, scope: !555, inlinedAt: !551)
!561 = distinct !{!561, !553, !562, !159}
!562 = !DILocation(line: 128, column: 33, scope: !549, inlinedAt: !551)
!563 = !DILocation(line: 152, column: 42, scope: !94)
!564 = !DILocation(line: 148, column: 9, scope: !94)
!565 = !DILocation(line: 146, column: 30, scope: !95)
!566 = !DILocation(line: 146, column: 23, scope: !95)
!567 = !DILocation(line: 146, column: 5, scope: !92)
!568 = distinct !{!568, !567, !569, !159}
!569 = !DILocation(line: 154, column: 5, scope: !92)
!570 = !DILocation(line: 98, column: 29, scope: !571, inlinedAt: !585)
!571 = distinct !DILexicalBlock(scope: !572, file: !3, line: 98, column: 5)
!572 = distinct !DILexicalBlock(scope: !573, file: !3, line: 98, column: 5)
!573 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 97, type: !574, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !577)
!574 = !DISubroutineType(types: !575)
!575 = !{null, !9, !165, !576, !5}
!576 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!577 = !{!578, !579, !580, !581, !582, !583}
!578 = !DILocalVariable(name: "a", arg: 1, scope: !573, file: !3, line: 97, type: !9)
!579 = !DILocalVariable(name: "x", arg: 2, scope: !573, file: !3, line: 97, type: !165)
!580 = !DILocalVariable(name: "y", arg: 3, scope: !573, file: !3, line: 97, type: !576)
!581 = !DILocalVariable(name: "n", arg: 4, scope: !573, file: !3, line: 97, type: !5)
!582 = !DILocalVariable(name: "i", scope: !572, file: !3, line: 98, type: !5)
!583 = !DILocalVariable(name: "t", scope: !584, file: !3, line: 99, type: !9)
!584 = distinct !DILexicalBlock(scope: !571, file: !3, line: 98, column: 33)
!585 = distinct !DILocation(line: 155, column: 5, scope: !78)
!586 = !DILocation(line: 99, column: 23, scope: !584, inlinedAt: !585)
!587 = !DILocation(line: 99, column: 21, scope: !584, inlinedAt: !585)
!588 = !DILocation(line: 100, column: 20, scope: !584, inlinedAt: !585)
!589 = !DILocation(line: 100, column: 18, scope: !584, inlinedAt: !585)
!590 = !DILocation(line: 100, column: 14, scope: !584, inlinedAt: !585)
!591 = distinct !{!591, !592, !593, !159, !218, !219}
!592 = !DILocation(line: 98, column: 5, scope: !572, inlinedAt: !585)
!593 = !DILocation(line: 101, column: 5, scope: !572, inlinedAt: !585)
!594 = !DILocation(line: 0, scope: !572, inlinedAt: !585)
!595 = !DILocation(line: 0, scope: !584, inlinedAt: !585)
!596 = !DILocation(line: 156, column: 56, scope: !78)
!597 = !DILocation(line: 156, column: 71, scope: !78)
!598 = !DILocation(line: 169, column: 47, scope: !78)
!599 = !DILocation(line: 169, column: 5, scope: !78)
!600 = !DILocation(line: 170, column: 5, scope: !78)
!601 = !DILocation(line: 166, column: 19, scope: !602)
!602 = distinct !DILexicalBlock(scope: !603, file: !3, line: 165, column: 33)
!603 = distinct !DILexicalBlock(scope: !98, file: !3, line: 165, column: 5)
!604 = !DILocation(line: 166, column: 16, scope: !602)
!605 = !DILocation(line: 167, column: 30, scope: !602)
!606 = !DILocation(line: 167, column: 17, scope: !602)
!607 = !DILocation(line: 167, column: 15, scope: !602)
!608 = !DILocation(line: 165, column: 23, scope: !603)
!609 = distinct !{!609, !314, !610, !159}
!610 = !DILocation(line: 168, column: 5, scope: !98)
!611 = !DILocation(line: 165, column: 29, scope: !603)
!612 = !DISubprogram(name: "printf", scope: !613, file: !613, line: 356, type: !614, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!613 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!614 = !DISubroutineType(types: !615)
!615 = !{!5, !616, null}
!616 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !617)
!617 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !618, size: 64)
!618 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
