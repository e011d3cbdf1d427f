; ModuleID = 'ilp32_many_objects.c'
source_filename = "ilp32_many_objects.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [31 x i8] c"big: %lld, mid: %.1f, span %d\0A\00", align 1, !dbg !0
@.str.2 = private unnamed_addr constant [5 x i8] c"seed\00", align 1, !dbg !7
@.str.4 = private unnamed_addr constant [18 x i8] c"grow: %.4s %c %c\0A\00", align 1, !dbg !12
@.str.5 = private unnamed_addr constant [14 x i8] c"shrunk: %.4s\0A\00", align 1, !dbg !17
@.str.6 = private unnamed_addr constant [37 x i8] c"tree: %d nodes, sum %lld, height %d\0A\00", align 1, !dbg !22
@.str.7 = private unnamed_addr constant [8 x i8] c"cell-%d\00", align 1, !dbg !27
@.str.8 = private unnamed_addr constant [37 x i8] c"list: %u chars, longest %d, head %s\0A\00", align 1, !dbg !32
@.str.9 = private unnamed_addr constant [26 x i8] c"pages: %lu, last byte %d\0A\00", align 1, !dbg !34
@.str.10 = private unnamed_addr constant [10 x i8] c"deep: %u\0A\00", align 1, !dbg !39
@.str.11 = private unnamed_addr constant [9 x i8] c"again-%d\00", align 1, !dbg !44
@.str.12 = private unnamed_addr constant [29 x i8] c"freed %d, left %d, again %d\0A\00", align 1, !dbg !49
@.str.13 = private unnamed_addr constant [16 x i8] c"tree: %d nodes\0A\00", align 1, !dbg !54
@str = private unnamed_addr constant [24 x i8] c"large allocation failed\00", align 1
@str.14 = private unnamed_addr constant [15 x i8] c"realloc failed\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !80 {
  %1 = alloca [32 x i8], align 1, !DIAssignID !176
    #dbg_assign(i1 undef, !128, !DIExpression(), !176, ptr %1, !DIExpression(), !177)
  %2 = tail call noalias dereferenceable_or_null(400000) ptr @malloc(i32 noundef 400000) #15, !dbg !178
    #dbg_value(ptr %2, !84, !DIExpression(), !177)
  %3 = tail call noalias dereferenceable_or_null(8192) ptr @malloc(i32 noundef 8192) #15, !dbg !179
    #dbg_value(ptr %3, !86, !DIExpression(), !177)
  %4 = icmp ne ptr %2, null, !dbg !180
  %5 = icmp ne ptr %3, null
  %6 = and i1 %4, %5, !dbg !182
  br i1 %6, label %9, label %7, !dbg !182

7:                                                ; preds = %0
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !183
  br label %610, !dbg !185

9:                                                ; preds = %0, %9
  %10 = phi i32 [ %18, %9 ], [ 0, %0 ]
    #dbg_value(i32 %10, !89, !DIExpression(), !186)
  %11 = mul nuw nsw i32 %10, 7, !dbg !187
  %12 = urem i32 %11, 1009, !dbg !189
  %13 = getelementptr inbounds i32, ptr %2, i32 %10, !dbg !190
  store i32 %12, ptr %13, align 4, !dbg !191, !tbaa !192
  %14 = or disjoint i32 %10, 1, !dbg !196
    #dbg_value(i32 %14, !89, !DIExpression(), !186)
  %15 = mul nuw nsw i32 %14, 7, !dbg !187
  %16 = urem i32 %15, 1009, !dbg !189
  %17 = getelementptr inbounds i32, ptr %2, i32 %14, !dbg !190
  store i32 %16, ptr %17, align 4, !dbg !191, !tbaa !192
  %18 = add nuw nsw i32 %10, 2, !dbg !196
    #dbg_value(i32 %18, !89, !DIExpression(), !186)
  %19 = icmp eq i32 %18, 100000, !dbg !197
  br i1 %19, label %20, label %9, !dbg !198, !llvm.loop !199

20:                                               ; preds = %9, %20
  %21 = phi i32 [ %37, %20 ], [ 0, %9 ]
    #dbg_value(i32 %21, !91, !DIExpression(), !202)
  %22 = uitofp nneg i32 %21 to double, !dbg !203
  %23 = fmul double %22, 5.000000e-01, !dbg !205
  %24 = getelementptr inbounds double, ptr %3, i32 %21, !dbg !206
  store double %23, ptr %24, align 4, !dbg !207, !tbaa !208
  %25 = or disjoint i32 %21, 1, !dbg !210
    #dbg_value(i32 %25, !91, !DIExpression(), !202)
  %26 = uitofp nneg i32 %25 to double, !dbg !203
  %27 = fmul double %26, 5.000000e-01, !dbg !205
  %28 = getelementptr inbounds double, ptr %3, i32 %25, !dbg !206
  store double %27, ptr %28, align 4, !dbg !207, !tbaa !208
  %29 = or disjoint i32 %21, 2, !dbg !210
    #dbg_value(i32 %29, !91, !DIExpression(), !202)
  %30 = uitofp nneg i32 %29 to double, !dbg !203
  %31 = fmul double %30, 5.000000e-01, !dbg !205
  %32 = getelementptr inbounds double, ptr %3, i32 %29, !dbg !206
  store double %31, ptr %32, align 4, !dbg !207, !tbaa !208
  %33 = or disjoint i32 %21, 3, !dbg !210
    #dbg_value(i32 %33, !91, !DIExpression(), !202)
  %34 = uitofp nneg i32 %33 to double, !dbg !203
  %35 = fmul double %34, 5.000000e-01, !dbg !205
  %36 = getelementptr inbounds double, ptr %3, i32 %33, !dbg !206
  store double %35, ptr %36, align 4, !dbg !207, !tbaa !208
  %37 = add nuw nsw i32 %21, 4, !dbg !210
    #dbg_value(i32 %37, !91, !DIExpression(), !202)
  %38 = icmp eq i32 %37, 1024, !dbg !211
  br i1 %38, label %39, label %20, !dbg !212, !llvm.loop !213

39:                                               ; preds = %20
  %40 = getelementptr inbounds i8, ptr %2, i32 4, !dbg !215
  %41 = getelementptr inbounds i8, ptr %2, i32 8, !dbg !215
  %42 = getelementptr inbounds i8, ptr %2, i32 12, !dbg !215
  %43 = getelementptr inbounds i8, ptr %2, i32 16, !dbg !215
  br label %44, !dbg !215

44:                                               ; preds = %44, %39
  %45 = phi i64 [ 0, %39 ], [ %66, %44 ]
  %46 = phi i32 [ 0, %39 ], [ %67, %44 ]
    #dbg_value(i64 %45, !93, !DIExpression(), !177)
    #dbg_value(!DIArgList(ptr %2, i32 %46), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !216)
  %47 = getelementptr inbounds i8, ptr %2, i32 %46, !dbg !217
    #dbg_value(ptr %47, !95, !DIExpression(), !216)
  %48 = load i32, ptr %47, align 4, !dbg !219, !tbaa !192
  %49 = sext i32 %48 to i64, !dbg !219
  %50 = add nsw i64 %45, %49, !dbg !220
    #dbg_value(i64 %50, !93, !DIExpression(), !177)
    #dbg_value(!DIArgList(ptr %2, i32 %46), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 4, DW_OP_plus, DW_OP_stack_value), !216)
  %51 = getelementptr inbounds i8, ptr %40, i32 %46, !dbg !217
    #dbg_value(ptr %51, !95, !DIExpression(), !216)
  %52 = load i32, ptr %51, align 4, !dbg !219, !tbaa !192
  %53 = sext i32 %52 to i64, !dbg !219
  %54 = add nsw i64 %50, %53, !dbg !220
    #dbg_value(i64 %54, !93, !DIExpression(), !177)
    #dbg_value(!DIArgList(ptr %2, i32 %46), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 8, DW_OP_plus, DW_OP_stack_value), !216)
  %55 = getelementptr inbounds i8, ptr %41, i32 %46, !dbg !217
    #dbg_value(ptr %55, !95, !DIExpression(), !216)
  %56 = load i32, ptr %55, align 4, !dbg !219, !tbaa !192
  %57 = sext i32 %56 to i64, !dbg !219
  %58 = add nsw i64 %54, %57, !dbg !220
    #dbg_value(i64 %58, !93, !DIExpression(), !177)
    #dbg_value(!DIArgList(ptr %2, i32 %46), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 12, DW_OP_plus, DW_OP_stack_value), !216)
  %59 = getelementptr inbounds i8, ptr %42, i32 %46, !dbg !217
    #dbg_value(ptr %59, !95, !DIExpression(), !216)
  %60 = load i32, ptr %59, align 4, !dbg !219, !tbaa !192
  %61 = sext i32 %60 to i64, !dbg !219
  %62 = add nsw i64 %58, %61, !dbg !220
    #dbg_value(i64 %62, !93, !DIExpression(), !177)
    #dbg_value(!DIArgList(ptr %2, i32 %46), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus_uconst, 16, DW_OP_plus, DW_OP_stack_value), !216)
  %63 = getelementptr inbounds i8, ptr %43, i32 %46, !dbg !217
    #dbg_value(ptr %63, !95, !DIExpression(), !216)
  %64 = load i32, ptr %63, align 4, !dbg !219, !tbaa !192
  %65 = sext i32 %64 to i64, !dbg !219
  %66 = add nsw i64 %62, %65, !dbg !220
    #dbg_value(i64 %66, !93, !DIExpression(), !177)
  %67 = add nuw nsw i32 %46, 20, !dbg !221
    #dbg_value(!DIArgList(ptr %2, i32 %67), !95, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !216)
  %68 = icmp eq i32 %67, 400000, !dbg !217
  br i1 %68, label %69, label %44, !dbg !215, !llvm.loop !222

69:                                               ; preds = %44
  %70 = getelementptr i8, ptr %3, i32 -8, !dbg !224
  %71 = getelementptr i8, ptr %3, i32 -16, !dbg !224
  %72 = getelementptr i8, ptr %3, i32 -24, !dbg !224
  %73 = getelementptr i8, ptr %3, i32 -32, !dbg !224
  %74 = getelementptr i8, ptr %3, i32 -40, !dbg !224
  %75 = getelementptr i8, ptr %3, i32 -48, !dbg !224
  br label %81, !dbg !224

76:                                               ; preds = %81
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %66, double noundef %108, i32 noundef 99999), !dbg !225
  %78 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i32 noundef 16) #15, !dbg !226
    #dbg_value(ptr %78, !103, !DIExpression(), !177)
  tail call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(5) %78, ptr noundef nonnull align 1 dereferenceable(5) @.str.2, i32 5, i1 false) #16, !dbg !227
    #dbg_value(i32 16, !105, !DIExpression(), !228)
    #dbg_value(i32 16, !105, !DIExpression(), !228)
    #dbg_value(ptr %78, !103, !DIExpression(), !177)
  %79 = tail call dereferenceable_or_null(32) ptr @realloc(ptr noundef nonnull %78, i32 noundef 32) #17, !dbg !229
    #dbg_value(ptr %79, !109, !DIExpression(), !230)
  %80 = icmp eq ptr %79, null, !dbg !231
  br i1 %80, label %159, label %111, !dbg !233

81:                                               ; preds = %81, %69
  %82 = phi i32 [ 1023, %69 ], [ %109, %81 ]
  %83 = phi double [ 0.000000e+00, %69 ], [ %108, %81 ]
    #dbg_value(i32 %82, !101, !DIExpression(), !234)
    #dbg_value(double %83, !100, !DIExpression(), !177)
  %84 = getelementptr inbounds double, ptr %3, i32 %82, !dbg !235
  %85 = load double, ptr %84, align 4, !dbg !235, !tbaa !208
  %86 = fadd double %83, %85, !dbg !237
    #dbg_value(double %86, !100, !DIExpression(), !177)
    #dbg_value(i32 %82, !101, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !234)
  %87 = getelementptr double, ptr %70, i32 %82, !dbg !235
  %88 = load double, ptr %87, align 4, !dbg !235, !tbaa !208
  %89 = fadd double %86, %88, !dbg !237
    #dbg_value(double %89, !100, !DIExpression(), !177)
    #dbg_value(i32 %82, !101, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !234)
  %90 = getelementptr double, ptr %71, i32 %82, !dbg !235
  %91 = load double, ptr %90, align 4, !dbg !235, !tbaa !208
  %92 = fadd double %89, %91, !dbg !237
    #dbg_value(double %92, !100, !DIExpression(), !177)
    #dbg_value(i32 %82, !101, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !234)
  %93 = getelementptr double, ptr %72, i32 %82, !dbg !235
  %94 = load double, ptr %93, align 4, !dbg !235, !tbaa !208
  %95 = fadd double %92, %94, !dbg !237
    #dbg_value(double %95, !100, !DIExpression(), !177)
    #dbg_value(i32 %82, !101, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !234)
  %96 = getelementptr double, ptr %73, i32 %82, !dbg !235
  %97 = load double, ptr %96, align 4, !dbg !235, !tbaa !208
  %98 = fadd double %95, %97, !dbg !237
    #dbg_value(double %98, !100, !DIExpression(), !177)
    #dbg_value(i32 %82, !101, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !234)
  %99 = getelementptr double, ptr %74, i32 %82, !dbg !235
  %100 = load double, ptr %99, align 4, !dbg !235, !tbaa !208
  %101 = fadd double %98, %100, !dbg !237
    #dbg_value(double %101, !100, !DIExpression(), !177)
    #dbg_value(i32 %82, !101, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !234)
  %102 = getelementptr double, ptr %75, i32 %82, !dbg !235
  %103 = load double, ptr %102, align 4, !dbg !235, !tbaa !208
  %104 = fadd double %101, %103, !dbg !237
    #dbg_value(double %104, !100, !DIExpression(), !177)
  %105 = add nsw i32 %82, -7, !dbg !238
    #dbg_value(i32 %105, !101, !DIExpression(), !234)
  %106 = getelementptr inbounds double, ptr %3, i32 %105, !dbg !235
  %107 = load double, ptr %106, align 4, !dbg !235, !tbaa !208
  %108 = fadd double %104, %107, !dbg !237
    #dbg_value(double %108, !100, !DIExpression(), !177)
  %109 = add nsw i32 %82, -8, !dbg !238
    #dbg_value(i32 %109, !101, !DIExpression(), !234)
  %110 = icmp eq i32 %105, 0, !dbg !239
  br i1 %110, label %76, label %81, !dbg !224, !llvm.loop !240

111:                                              ; preds = %76
    #dbg_value(ptr %79, !103, !DIExpression(), !177)
  %112 = getelementptr inbounds i8, ptr %79, i32 16, !dbg !242
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(16) %112, i8 113, i32 16, i1 false), !dbg !243
    #dbg_value(i32 32, !105, !DIExpression(), !228)
  %113 = tail call dereferenceable_or_null(64) ptr @realloc(ptr noundef nonnull %79, i32 noundef 64) #17, !dbg !229
    #dbg_value(ptr %113, !109, !DIExpression(), !230)
  %114 = icmp eq ptr %113, null, !dbg !231
  br i1 %114, label %159, label %115, !dbg !233

115:                                              ; preds = %111
    #dbg_value(ptr %113, !103, !DIExpression(), !177)
  %116 = getelementptr inbounds i8, ptr %113, i32 32, !dbg !242
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(32) %116, i8 103, i32 32, i1 false), !dbg !243
    #dbg_value(i32 64, !105, !DIExpression(), !228)
  %117 = tail call dereferenceable_or_null(128) ptr @realloc(ptr noundef nonnull %113, i32 noundef 128) #17, !dbg !229
    #dbg_value(ptr %117, !109, !DIExpression(), !230)
  %118 = icmp eq ptr %117, null, !dbg !231
  br i1 %118, label %159, label %119, !dbg !233

119:                                              ; preds = %115
    #dbg_value(ptr %117, !103, !DIExpression(), !177)
  %120 = getelementptr inbounds i8, ptr %117, i32 64, !dbg !242
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(64) %120, i8 109, i32 64, i1 false), !dbg !243
    #dbg_value(i32 128, !105, !DIExpression(), !228)
  %121 = tail call dereferenceable_or_null(256) ptr @realloc(ptr noundef nonnull %117, i32 noundef 256) #17, !dbg !229
    #dbg_value(ptr %121, !109, !DIExpression(), !230)
  %122 = icmp eq ptr %121, null, !dbg !231
  br i1 %122, label %159, label %123, !dbg !233

123:                                              ; preds = %119
    #dbg_value(ptr %121, !103, !DIExpression(), !177)
  %124 = getelementptr inbounds i8, ptr %121, i32 128, !dbg !242
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(128) %124, i8 121, i32 128, i1 false), !dbg !243
    #dbg_value(i32 256, !105, !DIExpression(), !228)
  %125 = tail call dereferenceable_or_null(512) ptr @realloc(ptr noundef nonnull %121, i32 noundef 512) #17, !dbg !229
    #dbg_value(ptr %125, !109, !DIExpression(), !230)
  %126 = icmp eq ptr %125, null, !dbg !231
  br i1 %126, label %159, label %127, !dbg !233

127:                                              ; preds = %123
    #dbg_value(ptr %125, !103, !DIExpression(), !177)
  %128 = getelementptr inbounds i8, ptr %125, i32 256, !dbg !242
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(256) %128, i8 119, i32 256, i1 false), !dbg !243
    #dbg_value(i32 512, !105, !DIExpression(), !228)
  %129 = tail call dereferenceable_or_null(1024) ptr @realloc(ptr noundef nonnull %125, i32 noundef 1024) #17, !dbg !229
    #dbg_value(ptr %129, !109, !DIExpression(), !230)
  %130 = icmp eq ptr %129, null, !dbg !231
  br i1 %130, label %159, label %131, !dbg !233

131:                                              ; preds = %127
    #dbg_value(ptr %129, !103, !DIExpression(), !177)
  %132 = getelementptr inbounds i8, ptr %129, i32 512, !dbg !242
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(512) %132, i8 115, i32 512, i1 false), !dbg !243
    #dbg_value(i32 1024, !105, !DIExpression(), !228)
  %133 = tail call dereferenceable_or_null(2048) ptr @realloc(ptr noundef nonnull %129, i32 noundef 2048) #17, !dbg !229
    #dbg_value(ptr %133, !109, !DIExpression(), !230)
  %134 = icmp eq ptr %133, null, !dbg !231
  br i1 %134, label %159, label %135, !dbg !233

135:                                              ; preds = %131
    #dbg_value(ptr %133, !103, !DIExpression(), !177)
  %136 = getelementptr inbounds i8, ptr %133, i32 1024, !dbg !242
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(1024) %136, i8 107, i32 1024, i1 false), !dbg !243
    #dbg_value(i32 2048, !105, !DIExpression(), !228)
  %137 = tail call dereferenceable_or_null(4096) ptr @realloc(ptr noundef nonnull %133, i32 noundef 4096) #17, !dbg !229
    #dbg_value(ptr %137, !109, !DIExpression(), !230)
  %138 = icmp eq ptr %137, null, !dbg !231
  br i1 %138, label %159, label %139, !dbg !233

139:                                              ; preds = %135
    #dbg_value(ptr %137, !103, !DIExpression(), !177)
  %140 = getelementptr inbounds i8, ptr %137, i32 2048, !dbg !242
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(2048) %140, i8 117, i32 2048, i1 false), !dbg !243
    #dbg_value(i32 4096, !105, !DIExpression(), !228)
  %141 = tail call dereferenceable_or_null(8192) ptr @realloc(ptr noundef nonnull %137, i32 noundef 8192) #17, !dbg !229
    #dbg_value(ptr %141, !109, !DIExpression(), !230)
  %142 = icmp eq ptr %141, null, !dbg !231
  br i1 %142, label %159, label %143, !dbg !233

143:                                              ; preds = %139
    #dbg_value(ptr %141, !103, !DIExpression(), !177)
  %144 = getelementptr inbounds i8, ptr %141, i32 4096, !dbg !242
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(4096) %144, i8 111, i32 4096, i1 false), !dbg !243
    #dbg_value(i32 8192, !105, !DIExpression(), !228)
  %145 = tail call dereferenceable_or_null(16384) ptr @realloc(ptr noundef nonnull %141, i32 noundef 16384) #17, !dbg !229
    #dbg_value(ptr %145, !109, !DIExpression(), !230)
  %146 = icmp eq ptr %145, null, !dbg !231
  br i1 %146, label %159, label %147, !dbg !233

147:                                              ; preds = %143
    #dbg_value(ptr %145, !103, !DIExpression(), !177)
  %148 = getelementptr inbounds i8, ptr %145, i32 8192, !dbg !242
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(8192) %148, i8 99, i32 8192, i1 false), !dbg !243
    #dbg_value(i32 16384, !105, !DIExpression(), !228)
  %149 = tail call dereferenceable_or_null(32768) ptr @realloc(ptr noundef nonnull %145, i32 noundef 32768) #17, !dbg !229
    #dbg_value(ptr %149, !109, !DIExpression(), !230)
  %150 = icmp eq ptr %149, null, !dbg !231
  br i1 %150, label %159, label %151, !dbg !233

151:                                              ; preds = %147
    #dbg_value(ptr %149, !103, !DIExpression(), !177)
  %152 = getelementptr inbounds i8, ptr %149, i32 16384, !dbg !242
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(16384) %152, i8 101, i32 16384, i1 false), !dbg !243
    #dbg_value(i32 32768, !105, !DIExpression(), !228)
  %153 = getelementptr inbounds i8, ptr %149, i32 16, !dbg !244
  %154 = load i8, ptr %153, align 1, !dbg !244, !tbaa !245
  %155 = sext i8 %154 to i32, !dbg !244
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %149, i32 noundef %155, i32 noundef 101), !dbg !246
  %157 = tail call dereferenceable_or_null(8) ptr @realloc(ptr noundef nonnull %149, i32 noundef 8) #17, !dbg !247
    #dbg_value(ptr %157, !103, !DIExpression(), !177)
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %157), !dbg !248
    #dbg_value(ptr null, !112, !DIExpression(), !177)
    #dbg_value(i32 12345, !119, !DIExpression(), !177)
    #dbg_value(i32 0, !120, !DIExpression(), !249)
  br label %166, !dbg !250

159:                                              ; preds = %147, %143, %139, %135, %131, %127, %123, %119, %115, %111, %76
  %160 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.14), !dbg !251
    #dbg_value(ptr undef, !103, !DIExpression(), !177)
  br label %610

161:                                              ; preds = %166
  %162 = tail call fastcc i32 @count(ptr noundef %178), !dbg !253
  %163 = tail call fastcc i64 @sum_keys(ptr noundef %178), !dbg !254
  %164 = tail call fastcc i32 @height(ptr noundef %178), !dbg !255
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %162, i64 noundef %163, i32 noundef %164), !dbg !256
    #dbg_value(ptr null, !122, !DIExpression(), !177)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #16, !dbg !257
    #dbg_value(i32 0, !132, !DIExpression(), !258)
  br label %181, !dbg !259

166:                                              ; preds = %151, %166
  %167 = phi i32 [ 0, %151 ], [ %179, %166 ]
  %168 = phi i32 [ 12345, %151 ], [ %171, %166 ]
  %169 = phi ptr [ null, %151 ], [ %178, %166 ]
    #dbg_value(i32 %167, !120, !DIExpression(), !249)
    #dbg_value(i32 %168, !119, !DIExpression(), !177)
    #dbg_value(ptr %169, !112, !DIExpression(), !177)
  %170 = mul i32 %168, 1103515245, !dbg !260
  %171 = add i32 %170, 12345, !dbg !263
    #dbg_value(i32 %171, !119, !DIExpression(), !177)
  %172 = lshr i32 %171, 8, !dbg !264
  %173 = urem i32 %172, 1000000, !dbg !265
  %174 = trunc nuw i32 %167 to i16, !dbg !266
  %175 = urem i16 %174, 7, !dbg !266
  %176 = zext nneg i16 %175 to i32, !dbg !266
  %177 = add nuw nsw i32 %173, %176, !dbg !267
  %178 = tail call fastcc ptr @insert(ptr noundef %169, i32 noundef %177), !dbg !268
    #dbg_value(ptr %178, !112, !DIExpression(), !177)
  %179 = add nuw nsw i32 %167, 1, !dbg !269
    #dbg_value(i32 %179, !120, !DIExpression(), !249)
  %180 = icmp eq i32 %179, 6000, !dbg !270
  br i1 %180, label %161, label %166, !dbg !250, !llvm.loop !271

181:                                              ; preds = %161, %181
  %182 = phi i32 [ 0, %161 ], [ %190, %181 ]
  %183 = phi ptr [ null, %161 ], [ %184, %181 ]
    #dbg_value(i32 %182, !132, !DIExpression(), !258)
    #dbg_value(ptr %183, !122, !DIExpression(), !177)
  %184 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i32 noundef 8) #15, !dbg !273
    #dbg_value(ptr %184, !134, !DIExpression(), !274)
  %185 = mul nuw nsw i32 %182, 37, !dbg !275
  %186 = urem i32 %185, 3001, !dbg !276
  %187 = call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i32 noundef 32, ptr noundef nonnull @.str.7, i32 noundef %186) #16, !dbg !277
  %188 = call noalias ptr @strdup(ptr noundef nonnull %1) #16, !dbg !278
  %189 = getelementptr inbounds i8, ptr %184, i32 4, !dbg !279
  store ptr %188, ptr %189, align 4, !dbg !280, !tbaa !281
  store ptr %183, ptr %184, align 4, !dbg !284, !tbaa !285
    #dbg_value(ptr %184, !122, !DIExpression(), !177)
  %190 = add nuw nsw i32 %182, 1, !dbg !286
    #dbg_value(i32 %190, !132, !DIExpression(), !258)
  %191 = icmp eq i32 %190, 3000, !dbg !287
  br i1 %191, label %202, label %181, !dbg !259, !llvm.loop !288

192:                                              ; preds = %202
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %209, i32 noundef %210, ptr noundef %188), !dbg !290
    #dbg_value(i32 0, !148, !DIExpression(), !291)
    #dbg_value(i32 0, !148, !DIExpression(), !291)
  %194 = tail call noalias dereferenceable_or_null(4096) ptr @malloc(i32 noundef 4096) #15, !dbg !292
    #dbg_value(ptr %194, !144, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !177)
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(4096) %194, i8 1, i32 4096, i1 false), !dbg !295
    #dbg_value(i32 1, !148, !DIExpression(), !291)
  %195 = tail call noalias dereferenceable_or_null(4096) ptr @malloc(i32 noundef 4096) #15, !dbg !292
    #dbg_value(ptr %195, !144, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !177)
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(4096) %195, i8 2, i32 4096, i1 false), !dbg !295
    #dbg_value(i32 2, !148, !DIExpression(), !291)
  %196 = tail call noalias dereferenceable_or_null(4096) ptr @malloc(i32 noundef 4096) #15, !dbg !292
    #dbg_value(ptr %196, !144, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !177)
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(4096) %196, i8 3, i32 4096, i1 false), !dbg !295
    #dbg_value(i32 3, !148, !DIExpression(), !291)
  %197 = tail call noalias dereferenceable_or_null(4096) ptr @malloc(i32 noundef 4096) #15, !dbg !292
    #dbg_value(ptr %197, !144, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !177)
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(4096) %197, i8 4, i32 4096, i1 false), !dbg !295
    #dbg_value(i32 4, !148, !DIExpression(), !291)
  %198 = tail call noalias dereferenceable_or_null(4096) ptr @malloc(i32 noundef 4096) #15, !dbg !292
    #dbg_value(ptr %198, !144, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !177)
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(4096) %198, i8 5, i32 4096, i1 false), !dbg !295
    #dbg_value(i32 5, !148, !DIExpression(), !291)
  %199 = tail call noalias dereferenceable_or_null(4096) ptr @malloc(i32 noundef 4096) #15, !dbg !292
    #dbg_value(ptr %199, !144, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !177)
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(4096) %199, i8 6, i32 4096, i1 false), !dbg !295
    #dbg_value(i32 6, !148, !DIExpression(), !291)
  %200 = tail call noalias dereferenceable_or_null(4096) ptr @malloc(i32 noundef 4096) #15, !dbg !292
    #dbg_value(ptr %200, !144, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !177)
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(4096) %200, i8 7, i32 4096, i1 false), !dbg !295
    #dbg_value(i32 7, !148, !DIExpression(), !291)
  %201 = tail call noalias dereferenceable_or_null(4096) ptr @malloc(i32 noundef 4096) #15, !dbg !292
    #dbg_value(ptr %201, !144, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !177)
  tail call void @llvm.memset.p0.i32(ptr noundef nonnull align 1 dereferenceable(4096) %201, i8 8, i32 4096, i1 false), !dbg !295
    #dbg_value(i32 8, !148, !DIExpression(), !291)
    #dbg_value(i32 0, !152, !DIExpression(), !296)
    #dbg_value(i32 0, !150, !DIExpression(), !177)
    #dbg_value(!DIArgList(ptr %194, i32 0), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  br label %525, !dbg !298

202:                                              ; preds = %181, %202
  %203 = phi ptr [ %211, %202 ], [ %184, %181 ]
  %204 = phi i32 [ %210, %202 ], [ 0, %181 ]
  %205 = phi i32 [ %209, %202 ], [ 0, %181 ]
    #dbg_value(ptr %203, !139, !DIExpression(), !299)
    #dbg_value(i32 %204, !138, !DIExpression(), !177)
    #dbg_value(i32 %205, !137, !DIExpression(), !177)
  %206 = getelementptr inbounds i8, ptr %203, i32 4, !dbg !300
  %207 = load ptr, ptr %206, align 4, !dbg !300, !tbaa !281
  %208 = tail call i32 @strlen(ptr noundef nonnull dereferenceable(1) %207) #18, !dbg !301
    #dbg_value(i32 %208, !141, !DIExpression(), !302)
  %209 = add i32 %208, %205, !dbg !303
    #dbg_value(i32 %209, !137, !DIExpression(), !177)
  %210 = tail call i32 @llvm.smax.i32(i32 %208, i32 %204), !dbg !304
    #dbg_value(i32 %210, !138, !DIExpression(), !177)
  %211 = load ptr, ptr %203, align 4, !dbg !305, !tbaa !285
    #dbg_value(ptr %211, !139, !DIExpression(), !299)
  %212 = icmp eq ptr %211, null, !dbg !306
  br i1 %212, label %192, label %202, !dbg !306, !llvm.loop !307

213:                                              ; preds = %525, %213
  %214 = phi i32 [ %255, %213 ], [ 0, %525 ]
  %215 = phi i32 [ %254, %213 ], [ %566, %525 ]
    #dbg_value(!DIArgList(ptr %195, i32 %214), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
    #dbg_value(i32 %215, !150, !DIExpression(), !177)
  %216 = getelementptr inbounds i8, ptr %195, i32 %214, !dbg !309
    #dbg_value(ptr %216, !154, !DIExpression(), !297)
  %217 = load i8, ptr %216, align 1, !dbg !311, !tbaa !245
  %218 = zext i8 %217 to i32, !dbg !311
  %219 = add i32 %215, %218, !dbg !312
    #dbg_value(i32 %219, !150, !DIExpression(), !177)
  %220 = or disjoint i32 %214, 1, !dbg !313
    #dbg_value(!DIArgList(ptr %195, i32 %220), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %221 = getelementptr inbounds i8, ptr %195, i32 %220, !dbg !309
    #dbg_value(ptr %221, !154, !DIExpression(), !297)
  %222 = load i8, ptr %221, align 1, !dbg !311, !tbaa !245
  %223 = zext i8 %222 to i32, !dbg !311
  %224 = add i32 %219, %223, !dbg !312
    #dbg_value(i32 %224, !150, !DIExpression(), !177)
  %225 = or disjoint i32 %214, 2, !dbg !313
    #dbg_value(!DIArgList(ptr %195, i32 %225), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %226 = getelementptr inbounds i8, ptr %195, i32 %225, !dbg !309
    #dbg_value(ptr %226, !154, !DIExpression(), !297)
  %227 = load i8, ptr %226, align 1, !dbg !311, !tbaa !245
  %228 = zext i8 %227 to i32, !dbg !311
  %229 = add i32 %224, %228, !dbg !312
    #dbg_value(i32 %229, !150, !DIExpression(), !177)
  %230 = or disjoint i32 %214, 3, !dbg !313
    #dbg_value(!DIArgList(ptr %195, i32 %230), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %231 = getelementptr inbounds i8, ptr %195, i32 %230, !dbg !309
    #dbg_value(ptr %231, !154, !DIExpression(), !297)
  %232 = load i8, ptr %231, align 1, !dbg !311, !tbaa !245
  %233 = zext i8 %232 to i32, !dbg !311
  %234 = add i32 %229, %233, !dbg !312
    #dbg_value(i32 %234, !150, !DIExpression(), !177)
  %235 = or disjoint i32 %214, 4, !dbg !313
    #dbg_value(!DIArgList(ptr %195, i32 %235), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %236 = getelementptr inbounds i8, ptr %195, i32 %235, !dbg !309
    #dbg_value(ptr %236, !154, !DIExpression(), !297)
  %237 = load i8, ptr %236, align 1, !dbg !311, !tbaa !245
  %238 = zext i8 %237 to i32, !dbg !311
  %239 = add i32 %234, %238, !dbg !312
    #dbg_value(i32 %239, !150, !DIExpression(), !177)
  %240 = or disjoint i32 %214, 5, !dbg !313
    #dbg_value(!DIArgList(ptr %195, i32 %240), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %241 = getelementptr inbounds i8, ptr %195, i32 %240, !dbg !309
    #dbg_value(ptr %241, !154, !DIExpression(), !297)
  %242 = load i8, ptr %241, align 1, !dbg !311, !tbaa !245
  %243 = zext i8 %242 to i32, !dbg !311
  %244 = add i32 %239, %243, !dbg !312
    #dbg_value(i32 %244, !150, !DIExpression(), !177)
  %245 = or disjoint i32 %214, 6, !dbg !313
    #dbg_value(!DIArgList(ptr %195, i32 %245), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %246 = getelementptr inbounds i8, ptr %195, i32 %245, !dbg !309
    #dbg_value(ptr %246, !154, !DIExpression(), !297)
  %247 = load i8, ptr %246, align 1, !dbg !311, !tbaa !245
  %248 = zext i8 %247 to i32, !dbg !311
  %249 = add i32 %244, %248, !dbg !312
    #dbg_value(i32 %249, !150, !DIExpression(), !177)
  %250 = or disjoint i32 %214, 7, !dbg !313
    #dbg_value(!DIArgList(ptr %195, i32 %250), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %251 = getelementptr inbounds i8, ptr %195, i32 %250, !dbg !309
    #dbg_value(ptr %251, !154, !DIExpression(), !297)
  %252 = load i8, ptr %251, align 1, !dbg !311, !tbaa !245
  %253 = zext i8 %252 to i32, !dbg !311
  %254 = add i32 %249, %253, !dbg !312
    #dbg_value(i32 %254, !150, !DIExpression(), !177)
  %255 = add nuw nsw i32 %214, 8, !dbg !313
    #dbg_value(!DIArgList(ptr %195, i32 %255), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %256 = icmp eq i32 %255, 4096, !dbg !314
  br i1 %256, label %257, label %213, !dbg !298, !llvm.loop !315

257:                                              ; preds = %213, %257
  %258 = phi i32 [ %299, %257 ], [ 0, %213 ]
  %259 = phi i32 [ %298, %257 ], [ %254, %213 ]
    #dbg_value(!DIArgList(ptr %196, i32 %258), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
    #dbg_value(i32 %259, !150, !DIExpression(), !177)
  %260 = getelementptr inbounds i8, ptr %196, i32 %258, !dbg !309
    #dbg_value(ptr %260, !154, !DIExpression(), !297)
  %261 = load i8, ptr %260, align 1, !dbg !311, !tbaa !245
  %262 = zext i8 %261 to i32, !dbg !311
  %263 = add i32 %259, %262, !dbg !312
    #dbg_value(i32 %263, !150, !DIExpression(), !177)
  %264 = or disjoint i32 %258, 1, !dbg !313
    #dbg_value(!DIArgList(ptr %196, i32 %264), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %265 = getelementptr inbounds i8, ptr %196, i32 %264, !dbg !309
    #dbg_value(ptr %265, !154, !DIExpression(), !297)
  %266 = load i8, ptr %265, align 1, !dbg !311, !tbaa !245
  %267 = zext i8 %266 to i32, !dbg !311
  %268 = add i32 %263, %267, !dbg !312
    #dbg_value(i32 %268, !150, !DIExpression(), !177)
  %269 = or disjoint i32 %258, 2, !dbg !313
    #dbg_value(!DIArgList(ptr %196, i32 %269), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %270 = getelementptr inbounds i8, ptr %196, i32 %269, !dbg !309
    #dbg_value(ptr %270, !154, !DIExpression(), !297)
  %271 = load i8, ptr %270, align 1, !dbg !311, !tbaa !245
  %272 = zext i8 %271 to i32, !dbg !311
  %273 = add i32 %268, %272, !dbg !312
    #dbg_value(i32 %273, !150, !DIExpression(), !177)
  %274 = or disjoint i32 %258, 3, !dbg !313
    #dbg_value(!DIArgList(ptr %196, i32 %274), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %275 = getelementptr inbounds i8, ptr %196, i32 %274, !dbg !309
    #dbg_value(ptr %275, !154, !DIExpression(), !297)
  %276 = load i8, ptr %275, align 1, !dbg !311, !tbaa !245
  %277 = zext i8 %276 to i32, !dbg !311
  %278 = add i32 %273, %277, !dbg !312
    #dbg_value(i32 %278, !150, !DIExpression(), !177)
  %279 = or disjoint i32 %258, 4, !dbg !313
    #dbg_value(!DIArgList(ptr %196, i32 %279), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %280 = getelementptr inbounds i8, ptr %196, i32 %279, !dbg !309
    #dbg_value(ptr %280, !154, !DIExpression(), !297)
  %281 = load i8, ptr %280, align 1, !dbg !311, !tbaa !245
  %282 = zext i8 %281 to i32, !dbg !311
  %283 = add i32 %278, %282, !dbg !312
    #dbg_value(i32 %283, !150, !DIExpression(), !177)
  %284 = or disjoint i32 %258, 5, !dbg !313
    #dbg_value(!DIArgList(ptr %196, i32 %284), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %285 = getelementptr inbounds i8, ptr %196, i32 %284, !dbg !309
    #dbg_value(ptr %285, !154, !DIExpression(), !297)
  %286 = load i8, ptr %285, align 1, !dbg !311, !tbaa !245
  %287 = zext i8 %286 to i32, !dbg !311
  %288 = add i32 %283, %287, !dbg !312
    #dbg_value(i32 %288, !150, !DIExpression(), !177)
  %289 = or disjoint i32 %258, 6, !dbg !313
    #dbg_value(!DIArgList(ptr %196, i32 %289), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %290 = getelementptr inbounds i8, ptr %196, i32 %289, !dbg !309
    #dbg_value(ptr %290, !154, !DIExpression(), !297)
  %291 = load i8, ptr %290, align 1, !dbg !311, !tbaa !245
  %292 = zext i8 %291 to i32, !dbg !311
  %293 = add i32 %288, %292, !dbg !312
    #dbg_value(i32 %293, !150, !DIExpression(), !177)
  %294 = or disjoint i32 %258, 7, !dbg !313
    #dbg_value(!DIArgList(ptr %196, i32 %294), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %295 = getelementptr inbounds i8, ptr %196, i32 %294, !dbg !309
    #dbg_value(ptr %295, !154, !DIExpression(), !297)
  %296 = load i8, ptr %295, align 1, !dbg !311, !tbaa !245
  %297 = zext i8 %296 to i32, !dbg !311
  %298 = add i32 %293, %297, !dbg !312
    #dbg_value(i32 %298, !150, !DIExpression(), !177)
  %299 = add nuw nsw i32 %258, 8, !dbg !313
    #dbg_value(!DIArgList(ptr %196, i32 %299), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %300 = icmp eq i32 %299, 4096, !dbg !314
  br i1 %300, label %301, label %257, !dbg !298, !llvm.loop !315

301:                                              ; preds = %257, %301
  %302 = phi i32 [ %343, %301 ], [ 0, %257 ]
  %303 = phi i32 [ %342, %301 ], [ %298, %257 ]
    #dbg_value(!DIArgList(ptr %197, i32 %302), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
    #dbg_value(i32 %303, !150, !DIExpression(), !177)
  %304 = getelementptr inbounds i8, ptr %197, i32 %302, !dbg !309
    #dbg_value(ptr %304, !154, !DIExpression(), !297)
  %305 = load i8, ptr %304, align 1, !dbg !311, !tbaa !245
  %306 = zext i8 %305 to i32, !dbg !311
  %307 = add i32 %303, %306, !dbg !312
    #dbg_value(i32 %307, !150, !DIExpression(), !177)
  %308 = or disjoint i32 %302, 1, !dbg !313
    #dbg_value(!DIArgList(ptr %197, i32 %308), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %309 = getelementptr inbounds i8, ptr %197, i32 %308, !dbg !309
    #dbg_value(ptr %309, !154, !DIExpression(), !297)
  %310 = load i8, ptr %309, align 1, !dbg !311, !tbaa !245
  %311 = zext i8 %310 to i32, !dbg !311
  %312 = add i32 %307, %311, !dbg !312
    #dbg_value(i32 %312, !150, !DIExpression(), !177)
  %313 = or disjoint i32 %302, 2, !dbg !313
    #dbg_value(!DIArgList(ptr %197, i32 %313), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %314 = getelementptr inbounds i8, ptr %197, i32 %313, !dbg !309
    #dbg_value(ptr %314, !154, !DIExpression(), !297)
  %315 = load i8, ptr %314, align 1, !dbg !311, !tbaa !245
  %316 = zext i8 %315 to i32, !dbg !311
  %317 = add i32 %312, %316, !dbg !312
    #dbg_value(i32 %317, !150, !DIExpression(), !177)
  %318 = or disjoint i32 %302, 3, !dbg !313
    #dbg_value(!DIArgList(ptr %197, i32 %318), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %319 = getelementptr inbounds i8, ptr %197, i32 %318, !dbg !309
    #dbg_value(ptr %319, !154, !DIExpression(), !297)
  %320 = load i8, ptr %319, align 1, !dbg !311, !tbaa !245
  %321 = zext i8 %320 to i32, !dbg !311
  %322 = add i32 %317, %321, !dbg !312
    #dbg_value(i32 %322, !150, !DIExpression(), !177)
  %323 = or disjoint i32 %302, 4, !dbg !313
    #dbg_value(!DIArgList(ptr %197, i32 %323), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %324 = getelementptr inbounds i8, ptr %197, i32 %323, !dbg !309
    #dbg_value(ptr %324, !154, !DIExpression(), !297)
  %325 = load i8, ptr %324, align 1, !dbg !311, !tbaa !245
  %326 = zext i8 %325 to i32, !dbg !311
  %327 = add i32 %322, %326, !dbg !312
    #dbg_value(i32 %327, !150, !DIExpression(), !177)
  %328 = or disjoint i32 %302, 5, !dbg !313
    #dbg_value(!DIArgList(ptr %197, i32 %328), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %329 = getelementptr inbounds i8, ptr %197, i32 %328, !dbg !309
    #dbg_value(ptr %329, !154, !DIExpression(), !297)
  %330 = load i8, ptr %329, align 1, !dbg !311, !tbaa !245
  %331 = zext i8 %330 to i32, !dbg !311
  %332 = add i32 %327, %331, !dbg !312
    #dbg_value(i32 %332, !150, !DIExpression(), !177)
  %333 = or disjoint i32 %302, 6, !dbg !313
    #dbg_value(!DIArgList(ptr %197, i32 %333), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %334 = getelementptr inbounds i8, ptr %197, i32 %333, !dbg !309
    #dbg_value(ptr %334, !154, !DIExpression(), !297)
  %335 = load i8, ptr %334, align 1, !dbg !311, !tbaa !245
  %336 = zext i8 %335 to i32, !dbg !311
  %337 = add i32 %332, %336, !dbg !312
    #dbg_value(i32 %337, !150, !DIExpression(), !177)
  %338 = or disjoint i32 %302, 7, !dbg !313
    #dbg_value(!DIArgList(ptr %197, i32 %338), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %339 = getelementptr inbounds i8, ptr %197, i32 %338, !dbg !309
    #dbg_value(ptr %339, !154, !DIExpression(), !297)
  %340 = load i8, ptr %339, align 1, !dbg !311, !tbaa !245
  %341 = zext i8 %340 to i32, !dbg !311
  %342 = add i32 %337, %341, !dbg !312
    #dbg_value(i32 %342, !150, !DIExpression(), !177)
  %343 = add nuw nsw i32 %302, 8, !dbg !313
    #dbg_value(!DIArgList(ptr %197, i32 %343), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %344 = icmp eq i32 %343, 4096, !dbg !314
  br i1 %344, label %345, label %301, !dbg !298, !llvm.loop !315

345:                                              ; preds = %301, %345
  %346 = phi i32 [ %387, %345 ], [ 0, %301 ]
  %347 = phi i32 [ %386, %345 ], [ %342, %301 ]
    #dbg_value(!DIArgList(ptr %198, i32 %346), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
    #dbg_value(i32 %347, !150, !DIExpression(), !177)
  %348 = getelementptr inbounds i8, ptr %198, i32 %346, !dbg !309
    #dbg_value(ptr %348, !154, !DIExpression(), !297)
  %349 = load i8, ptr %348, align 1, !dbg !311, !tbaa !245
  %350 = zext i8 %349 to i32, !dbg !311
  %351 = add i32 %347, %350, !dbg !312
    #dbg_value(i32 %351, !150, !DIExpression(), !177)
  %352 = or disjoint i32 %346, 1, !dbg !313
    #dbg_value(!DIArgList(ptr %198, i32 %352), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %353 = getelementptr inbounds i8, ptr %198, i32 %352, !dbg !309
    #dbg_value(ptr %353, !154, !DIExpression(), !297)
  %354 = load i8, ptr %353, align 1, !dbg !311, !tbaa !245
  %355 = zext i8 %354 to i32, !dbg !311
  %356 = add i32 %351, %355, !dbg !312
    #dbg_value(i32 %356, !150, !DIExpression(), !177)
  %357 = or disjoint i32 %346, 2, !dbg !313
    #dbg_value(!DIArgList(ptr %198, i32 %357), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %358 = getelementptr inbounds i8, ptr %198, i32 %357, !dbg !309
    #dbg_value(ptr %358, !154, !DIExpression(), !297)
  %359 = load i8, ptr %358, align 1, !dbg !311, !tbaa !245
  %360 = zext i8 %359 to i32, !dbg !311
  %361 = add i32 %356, %360, !dbg !312
    #dbg_value(i32 %361, !150, !DIExpression(), !177)
  %362 = or disjoint i32 %346, 3, !dbg !313
    #dbg_value(!DIArgList(ptr %198, i32 %362), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %363 = getelementptr inbounds i8, ptr %198, i32 %362, !dbg !309
    #dbg_value(ptr %363, !154, !DIExpression(), !297)
  %364 = load i8, ptr %363, align 1, !dbg !311, !tbaa !245
  %365 = zext i8 %364 to i32, !dbg !311
  %366 = add i32 %361, %365, !dbg !312
    #dbg_value(i32 %366, !150, !DIExpression(), !177)
  %367 = or disjoint i32 %346, 4, !dbg !313
    #dbg_value(!DIArgList(ptr %198, i32 %367), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %368 = getelementptr inbounds i8, ptr %198, i32 %367, !dbg !309
    #dbg_value(ptr %368, !154, !DIExpression(), !297)
  %369 = load i8, ptr %368, align 1, !dbg !311, !tbaa !245
  %370 = zext i8 %369 to i32, !dbg !311
  %371 = add i32 %366, %370, !dbg !312
    #dbg_value(i32 %371, !150, !DIExpression(), !177)
  %372 = or disjoint i32 %346, 5, !dbg !313
    #dbg_value(!DIArgList(ptr %198, i32 %372), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %373 = getelementptr inbounds i8, ptr %198, i32 %372, !dbg !309
    #dbg_value(ptr %373, !154, !DIExpression(), !297)
  %374 = load i8, ptr %373, align 1, !dbg !311, !tbaa !245
  %375 = zext i8 %374 to i32, !dbg !311
  %376 = add i32 %371, %375, !dbg !312
    #dbg_value(i32 %376, !150, !DIExpression(), !177)
  %377 = or disjoint i32 %346, 6, !dbg !313
    #dbg_value(!DIArgList(ptr %198, i32 %377), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %378 = getelementptr inbounds i8, ptr %198, i32 %377, !dbg !309
    #dbg_value(ptr %378, !154, !DIExpression(), !297)
  %379 = load i8, ptr %378, align 1, !dbg !311, !tbaa !245
  %380 = zext i8 %379 to i32, !dbg !311
  %381 = add i32 %376, %380, !dbg !312
    #dbg_value(i32 %381, !150, !DIExpression(), !177)
  %382 = or disjoint i32 %346, 7, !dbg !313
    #dbg_value(!DIArgList(ptr %198, i32 %382), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %383 = getelementptr inbounds i8, ptr %198, i32 %382, !dbg !309
    #dbg_value(ptr %383, !154, !DIExpression(), !297)
  %384 = load i8, ptr %383, align 1, !dbg !311, !tbaa !245
  %385 = zext i8 %384 to i32, !dbg !311
  %386 = add i32 %381, %385, !dbg !312
    #dbg_value(i32 %386, !150, !DIExpression(), !177)
  %387 = add nuw nsw i32 %346, 8, !dbg !313
    #dbg_value(!DIArgList(ptr %198, i32 %387), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %388 = icmp eq i32 %387, 4096, !dbg !314
  br i1 %388, label %389, label %345, !dbg !298, !llvm.loop !315

389:                                              ; preds = %345, %389
  %390 = phi i32 [ %431, %389 ], [ 0, %345 ]
  %391 = phi i32 [ %430, %389 ], [ %386, %345 ]
    #dbg_value(!DIArgList(ptr %199, i32 %390), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
    #dbg_value(i32 %391, !150, !DIExpression(), !177)
  %392 = getelementptr inbounds i8, ptr %199, i32 %390, !dbg !309
    #dbg_value(ptr %392, !154, !DIExpression(), !297)
  %393 = load i8, ptr %392, align 1, !dbg !311, !tbaa !245
  %394 = zext i8 %393 to i32, !dbg !311
  %395 = add i32 %391, %394, !dbg !312
    #dbg_value(i32 %395, !150, !DIExpression(), !177)
  %396 = or disjoint i32 %390, 1, !dbg !313
    #dbg_value(!DIArgList(ptr %199, i32 %396), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %397 = getelementptr inbounds i8, ptr %199, i32 %396, !dbg !309
    #dbg_value(ptr %397, !154, !DIExpression(), !297)
  %398 = load i8, ptr %397, align 1, !dbg !311, !tbaa !245
  %399 = zext i8 %398 to i32, !dbg !311
  %400 = add i32 %395, %399, !dbg !312
    #dbg_value(i32 %400, !150, !DIExpression(), !177)
  %401 = or disjoint i32 %390, 2, !dbg !313
    #dbg_value(!DIArgList(ptr %199, i32 %401), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %402 = getelementptr inbounds i8, ptr %199, i32 %401, !dbg !309
    #dbg_value(ptr %402, !154, !DIExpression(), !297)
  %403 = load i8, ptr %402, align 1, !dbg !311, !tbaa !245
  %404 = zext i8 %403 to i32, !dbg !311
  %405 = add i32 %400, %404, !dbg !312
    #dbg_value(i32 %405, !150, !DIExpression(), !177)
  %406 = or disjoint i32 %390, 3, !dbg !313
    #dbg_value(!DIArgList(ptr %199, i32 %406), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %407 = getelementptr inbounds i8, ptr %199, i32 %406, !dbg !309
    #dbg_value(ptr %407, !154, !DIExpression(), !297)
  %408 = load i8, ptr %407, align 1, !dbg !311, !tbaa !245
  %409 = zext i8 %408 to i32, !dbg !311
  %410 = add i32 %405, %409, !dbg !312
    #dbg_value(i32 %410, !150, !DIExpression(), !177)
  %411 = or disjoint i32 %390, 4, !dbg !313
    #dbg_value(!DIArgList(ptr %199, i32 %411), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %412 = getelementptr inbounds i8, ptr %199, i32 %411, !dbg !309
    #dbg_value(ptr %412, !154, !DIExpression(), !297)
  %413 = load i8, ptr %412, align 1, !dbg !311, !tbaa !245
  %414 = zext i8 %413 to i32, !dbg !311
  %415 = add i32 %410, %414, !dbg !312
    #dbg_value(i32 %415, !150, !DIExpression(), !177)
  %416 = or disjoint i32 %390, 5, !dbg !313
    #dbg_value(!DIArgList(ptr %199, i32 %416), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %417 = getelementptr inbounds i8, ptr %199, i32 %416, !dbg !309
    #dbg_value(ptr %417, !154, !DIExpression(), !297)
  %418 = load i8, ptr %417, align 1, !dbg !311, !tbaa !245
  %419 = zext i8 %418 to i32, !dbg !311
  %420 = add i32 %415, %419, !dbg !312
    #dbg_value(i32 %420, !150, !DIExpression(), !177)
  %421 = or disjoint i32 %390, 6, !dbg !313
    #dbg_value(!DIArgList(ptr %199, i32 %421), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %422 = getelementptr inbounds i8, ptr %199, i32 %421, !dbg !309
    #dbg_value(ptr %422, !154, !DIExpression(), !297)
  %423 = load i8, ptr %422, align 1, !dbg !311, !tbaa !245
  %424 = zext i8 %423 to i32, !dbg !311
  %425 = add i32 %420, %424, !dbg !312
    #dbg_value(i32 %425, !150, !DIExpression(), !177)
  %426 = or disjoint i32 %390, 7, !dbg !313
    #dbg_value(!DIArgList(ptr %199, i32 %426), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %427 = getelementptr inbounds i8, ptr %199, i32 %426, !dbg !309
    #dbg_value(ptr %427, !154, !DIExpression(), !297)
  %428 = load i8, ptr %427, align 1, !dbg !311, !tbaa !245
  %429 = zext i8 %428 to i32, !dbg !311
  %430 = add i32 %425, %429, !dbg !312
    #dbg_value(i32 %430, !150, !DIExpression(), !177)
  %431 = add nuw nsw i32 %390, 8, !dbg !313
    #dbg_value(!DIArgList(ptr %199, i32 %431), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %432 = icmp eq i32 %431, 4096, !dbg !314
  br i1 %432, label %433, label %389, !dbg !298, !llvm.loop !315

433:                                              ; preds = %389, %433
  %434 = phi i32 [ %475, %433 ], [ 0, %389 ]
  %435 = phi i32 [ %474, %433 ], [ %430, %389 ]
    #dbg_value(!DIArgList(ptr %200, i32 %434), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
    #dbg_value(i32 %435, !150, !DIExpression(), !177)
  %436 = getelementptr inbounds i8, ptr %200, i32 %434, !dbg !309
    #dbg_value(ptr %436, !154, !DIExpression(), !297)
  %437 = load i8, ptr %436, align 1, !dbg !311, !tbaa !245
  %438 = zext i8 %437 to i32, !dbg !311
  %439 = add i32 %435, %438, !dbg !312
    #dbg_value(i32 %439, !150, !DIExpression(), !177)
  %440 = or disjoint i32 %434, 1, !dbg !313
    #dbg_value(!DIArgList(ptr %200, i32 %440), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %441 = getelementptr inbounds i8, ptr %200, i32 %440, !dbg !309
    #dbg_value(ptr %441, !154, !DIExpression(), !297)
  %442 = load i8, ptr %441, align 1, !dbg !311, !tbaa !245
  %443 = zext i8 %442 to i32, !dbg !311
  %444 = add i32 %439, %443, !dbg !312
    #dbg_value(i32 %444, !150, !DIExpression(), !177)
  %445 = or disjoint i32 %434, 2, !dbg !313
    #dbg_value(!DIArgList(ptr %200, i32 %445), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %446 = getelementptr inbounds i8, ptr %200, i32 %445, !dbg !309
    #dbg_value(ptr %446, !154, !DIExpression(), !297)
  %447 = load i8, ptr %446, align 1, !dbg !311, !tbaa !245
  %448 = zext i8 %447 to i32, !dbg !311
  %449 = add i32 %444, %448, !dbg !312
    #dbg_value(i32 %449, !150, !DIExpression(), !177)
  %450 = or disjoint i32 %434, 3, !dbg !313
    #dbg_value(!DIArgList(ptr %200, i32 %450), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %451 = getelementptr inbounds i8, ptr %200, i32 %450, !dbg !309
    #dbg_value(ptr %451, !154, !DIExpression(), !297)
  %452 = load i8, ptr %451, align 1, !dbg !311, !tbaa !245
  %453 = zext i8 %452 to i32, !dbg !311
  %454 = add i32 %449, %453, !dbg !312
    #dbg_value(i32 %454, !150, !DIExpression(), !177)
  %455 = or disjoint i32 %434, 4, !dbg !313
    #dbg_value(!DIArgList(ptr %200, i32 %455), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %456 = getelementptr inbounds i8, ptr %200, i32 %455, !dbg !309
    #dbg_value(ptr %456, !154, !DIExpression(), !297)
  %457 = load i8, ptr %456, align 1, !dbg !311, !tbaa !245
  %458 = zext i8 %457 to i32, !dbg !311
  %459 = add i32 %454, %458, !dbg !312
    #dbg_value(i32 %459, !150, !DIExpression(), !177)
  %460 = or disjoint i32 %434, 5, !dbg !313
    #dbg_value(!DIArgList(ptr %200, i32 %460), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %461 = getelementptr inbounds i8, ptr %200, i32 %460, !dbg !309
    #dbg_value(ptr %461, !154, !DIExpression(), !297)
  %462 = load i8, ptr %461, align 1, !dbg !311, !tbaa !245
  %463 = zext i8 %462 to i32, !dbg !311
  %464 = add i32 %459, %463, !dbg !312
    #dbg_value(i32 %464, !150, !DIExpression(), !177)
  %465 = or disjoint i32 %434, 6, !dbg !313
    #dbg_value(!DIArgList(ptr %200, i32 %465), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %466 = getelementptr inbounds i8, ptr %200, i32 %465, !dbg !309
    #dbg_value(ptr %466, !154, !DIExpression(), !297)
  %467 = load i8, ptr %466, align 1, !dbg !311, !tbaa !245
  %468 = zext i8 %467 to i32, !dbg !311
  %469 = add i32 %464, %468, !dbg !312
    #dbg_value(i32 %469, !150, !DIExpression(), !177)
  %470 = or disjoint i32 %434, 7, !dbg !313
    #dbg_value(!DIArgList(ptr %200, i32 %470), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %471 = getelementptr inbounds i8, ptr %200, i32 %470, !dbg !309
    #dbg_value(ptr %471, !154, !DIExpression(), !297)
  %472 = load i8, ptr %471, align 1, !dbg !311, !tbaa !245
  %473 = zext i8 %472 to i32, !dbg !311
  %474 = add i32 %469, %473, !dbg !312
    #dbg_value(i32 %474, !150, !DIExpression(), !177)
  %475 = add nuw nsw i32 %434, 8, !dbg !313
    #dbg_value(!DIArgList(ptr %200, i32 %475), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %476 = icmp eq i32 %475, 4096, !dbg !314
  br i1 %476, label %477, label %433, !dbg !298, !llvm.loop !315

477:                                              ; preds = %433, %477
  %478 = phi i32 [ %519, %477 ], [ 0, %433 ]
  %479 = phi i32 [ %518, %477 ], [ %474, %433 ]
    #dbg_value(!DIArgList(ptr %201, i32 %478), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
    #dbg_value(i32 %479, !150, !DIExpression(), !177)
  %480 = getelementptr inbounds i8, ptr %201, i32 %478, !dbg !309
    #dbg_value(ptr %480, !154, !DIExpression(), !297)
  %481 = load i8, ptr %480, align 1, !dbg !311, !tbaa !245
  %482 = zext i8 %481 to i32, !dbg !311
  %483 = add i32 %479, %482, !dbg !312
    #dbg_value(i32 %483, !150, !DIExpression(), !177)
  %484 = or disjoint i32 %478, 1, !dbg !313
    #dbg_value(!DIArgList(ptr %201, i32 %484), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %485 = getelementptr inbounds i8, ptr %201, i32 %484, !dbg !309
    #dbg_value(ptr %485, !154, !DIExpression(), !297)
  %486 = load i8, ptr %485, align 1, !dbg !311, !tbaa !245
  %487 = zext i8 %486 to i32, !dbg !311
  %488 = add i32 %483, %487, !dbg !312
    #dbg_value(i32 %488, !150, !DIExpression(), !177)
  %489 = or disjoint i32 %478, 2, !dbg !313
    #dbg_value(!DIArgList(ptr %201, i32 %489), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %490 = getelementptr inbounds i8, ptr %201, i32 %489, !dbg !309
    #dbg_value(ptr %490, !154, !DIExpression(), !297)
  %491 = load i8, ptr %490, align 1, !dbg !311, !tbaa !245
  %492 = zext i8 %491 to i32, !dbg !311
  %493 = add i32 %488, %492, !dbg !312
    #dbg_value(i32 %493, !150, !DIExpression(), !177)
  %494 = or disjoint i32 %478, 3, !dbg !313
    #dbg_value(!DIArgList(ptr %201, i32 %494), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %495 = getelementptr inbounds i8, ptr %201, i32 %494, !dbg !309
    #dbg_value(ptr %495, !154, !DIExpression(), !297)
  %496 = load i8, ptr %495, align 1, !dbg !311, !tbaa !245
  %497 = zext i8 %496 to i32, !dbg !311
  %498 = add i32 %493, %497, !dbg !312
    #dbg_value(i32 %498, !150, !DIExpression(), !177)
  %499 = or disjoint i32 %478, 4, !dbg !313
    #dbg_value(!DIArgList(ptr %201, i32 %499), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %500 = getelementptr inbounds i8, ptr %201, i32 %499, !dbg !309
    #dbg_value(ptr %500, !154, !DIExpression(), !297)
  %501 = load i8, ptr %500, align 1, !dbg !311, !tbaa !245
  %502 = zext i8 %501 to i32, !dbg !311
  %503 = add i32 %498, %502, !dbg !312
    #dbg_value(i32 %503, !150, !DIExpression(), !177)
  %504 = or disjoint i32 %478, 5, !dbg !313
    #dbg_value(!DIArgList(ptr %201, i32 %504), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %505 = getelementptr inbounds i8, ptr %201, i32 %504, !dbg !309
    #dbg_value(ptr %505, !154, !DIExpression(), !297)
  %506 = load i8, ptr %505, align 1, !dbg !311, !tbaa !245
  %507 = zext i8 %506 to i32, !dbg !311
  %508 = add i32 %503, %507, !dbg !312
    #dbg_value(i32 %508, !150, !DIExpression(), !177)
  %509 = or disjoint i32 %478, 6, !dbg !313
    #dbg_value(!DIArgList(ptr %201, i32 %509), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %510 = getelementptr inbounds i8, ptr %201, i32 %509, !dbg !309
    #dbg_value(ptr %510, !154, !DIExpression(), !297)
  %511 = load i8, ptr %510, align 1, !dbg !311, !tbaa !245
  %512 = zext i8 %511 to i32, !dbg !311
  %513 = add i32 %508, %512, !dbg !312
    #dbg_value(i32 %513, !150, !DIExpression(), !177)
  %514 = or disjoint i32 %478, 7, !dbg !313
    #dbg_value(!DIArgList(ptr %201, i32 %514), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %515 = getelementptr inbounds i8, ptr %201, i32 %514, !dbg !309
    #dbg_value(ptr %515, !154, !DIExpression(), !297)
  %516 = load i8, ptr %515, align 1, !dbg !311, !tbaa !245
  %517 = zext i8 %516 to i32, !dbg !311
  %518 = add i32 %513, %517, !dbg !312
    #dbg_value(i32 %518, !150, !DIExpression(), !177)
  %519 = add nuw nsw i32 %478, 8, !dbg !313
    #dbg_value(!DIArgList(ptr %201, i32 %519), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %520 = icmp eq i32 %519, 4096, !dbg !314
  br i1 %520, label %521, label %477, !dbg !298, !llvm.loop !315

521:                                              ; preds = %477
    #dbg_value(i32 8, !152, !DIExpression(), !296)
    #dbg_value(i32 %518, !150, !DIExpression(), !177)
  %522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %518, i32 noundef 8), !dbg !317
  %523 = tail call fastcc i32 @deep(i32 noundef 3000, i32 noundef 7), !dbg !318
  %524 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %523), !dbg !319
    #dbg_value(i32 0, !157, !DIExpression(), !177)
    #dbg_value(ptr %184, !158, !DIExpression(), !320)
  br label %569, !dbg !321

525:                                              ; preds = %525, %192
  %526 = phi i32 [ 0, %192 ], [ %567, %525 ]
  %527 = phi i32 [ 0, %192 ], [ %566, %525 ]
    #dbg_value(!DIArgList(ptr %194, i32 %526), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
    #dbg_value(i32 %527, !150, !DIExpression(), !177)
  %528 = getelementptr inbounds i8, ptr %194, i32 %526, !dbg !309
    #dbg_value(ptr %528, !154, !DIExpression(), !297)
  %529 = load i8, ptr %528, align 1, !dbg !311, !tbaa !245
  %530 = zext i8 %529 to i32, !dbg !311
  %531 = add i32 %527, %530, !dbg !312
    #dbg_value(i32 %531, !150, !DIExpression(), !177)
  %532 = or disjoint i32 %526, 1, !dbg !313
    #dbg_value(!DIArgList(ptr %194, i32 %532), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %533 = getelementptr inbounds i8, ptr %194, i32 %532, !dbg !309
    #dbg_value(ptr %533, !154, !DIExpression(), !297)
  %534 = load i8, ptr %533, align 1, !dbg !311, !tbaa !245
  %535 = zext i8 %534 to i32, !dbg !311
  %536 = add i32 %531, %535, !dbg !312
    #dbg_value(i32 %536, !150, !DIExpression(), !177)
  %537 = or disjoint i32 %526, 2, !dbg !313
    #dbg_value(!DIArgList(ptr %194, i32 %537), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %538 = getelementptr inbounds i8, ptr %194, i32 %537, !dbg !309
    #dbg_value(ptr %538, !154, !DIExpression(), !297)
  %539 = load i8, ptr %538, align 1, !dbg !311, !tbaa !245
  %540 = zext i8 %539 to i32, !dbg !311
  %541 = add i32 %536, %540, !dbg !312
    #dbg_value(i32 %541, !150, !DIExpression(), !177)
  %542 = or disjoint i32 %526, 3, !dbg !313
    #dbg_value(!DIArgList(ptr %194, i32 %542), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %543 = getelementptr inbounds i8, ptr %194, i32 %542, !dbg !309
    #dbg_value(ptr %543, !154, !DIExpression(), !297)
  %544 = load i8, ptr %543, align 1, !dbg !311, !tbaa !245
  %545 = zext i8 %544 to i32, !dbg !311
  %546 = add i32 %541, %545, !dbg !312
    #dbg_value(i32 %546, !150, !DIExpression(), !177)
  %547 = or disjoint i32 %526, 4, !dbg !313
    #dbg_value(!DIArgList(ptr %194, i32 %547), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %548 = getelementptr inbounds i8, ptr %194, i32 %547, !dbg !309
    #dbg_value(ptr %548, !154, !DIExpression(), !297)
  %549 = load i8, ptr %548, align 1, !dbg !311, !tbaa !245
  %550 = zext i8 %549 to i32, !dbg !311
  %551 = add i32 %546, %550, !dbg !312
    #dbg_value(i32 %551, !150, !DIExpression(), !177)
  %552 = or disjoint i32 %526, 5, !dbg !313
    #dbg_value(!DIArgList(ptr %194, i32 %552), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %553 = getelementptr inbounds i8, ptr %194, i32 %552, !dbg !309
    #dbg_value(ptr %553, !154, !DIExpression(), !297)
  %554 = load i8, ptr %553, align 1, !dbg !311, !tbaa !245
  %555 = zext i8 %554 to i32, !dbg !311
  %556 = add i32 %551, %555, !dbg !312
    #dbg_value(i32 %556, !150, !DIExpression(), !177)
  %557 = or disjoint i32 %526, 6, !dbg !313
    #dbg_value(!DIArgList(ptr %194, i32 %557), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %558 = getelementptr inbounds i8, ptr %194, i32 %557, !dbg !309
    #dbg_value(ptr %558, !154, !DIExpression(), !297)
  %559 = load i8, ptr %558, align 1, !dbg !311, !tbaa !245
  %560 = zext i8 %559 to i32, !dbg !311
  %561 = add i32 %556, %560, !dbg !312
    #dbg_value(i32 %561, !150, !DIExpression(), !177)
  %562 = or disjoint i32 %526, 7, !dbg !313
    #dbg_value(!DIArgList(ptr %194, i32 %562), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %563 = getelementptr inbounds i8, ptr %194, i32 %562, !dbg !309
    #dbg_value(ptr %563, !154, !DIExpression(), !297)
  %564 = load i8, ptr %563, align 1, !dbg !311, !tbaa !245
  %565 = zext i8 %564 to i32, !dbg !311
  %566 = add i32 %561, %565, !dbg !312
    #dbg_value(i32 %566, !150, !DIExpression(), !177)
  %567 = add nuw nsw i32 %526, 8, !dbg !313
    #dbg_value(!DIArgList(ptr %194, i32 %567), !154, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !297)
  %568 = icmp eq i32 %567, 4096, !dbg !314
  br i1 %568, label %213, label %525, !dbg !298, !llvm.loop !315

569:                                              ; preds = %521, %576
  %570 = phi ptr [ %184, %521 ], [ %581, %576 ]
  %571 = phi i32 [ 0, %521 ], [ %580, %576 ]
    #dbg_value(ptr %570, !158, !DIExpression(), !320)
    #dbg_value(i32 %571, !157, !DIExpression(), !177)
  %572 = load ptr, ptr %570, align 4, !dbg !322, !tbaa !285
  %573 = icmp eq ptr %572, null, !dbg !321
  br i1 %573, label %574, label %576, !dbg !323

574:                                              ; preds = %576, %569
  %575 = phi i32 [ %580, %576 ], [ %571, %569 ], !dbg !177
    #dbg_value(i32 0, !163, !DIExpression(), !177)
    #dbg_value(i32 0, !164, !DIExpression(), !324)
  br label %583, !dbg !325

576:                                              ; preds = %569
    #dbg_value(ptr %572, !160, !DIExpression(), !326)
  %577 = load ptr, ptr %572, align 4, !dbg !327, !tbaa !285
  store ptr %577, ptr %570, align 4, !dbg !328, !tbaa !285
  %578 = getelementptr inbounds i8, ptr %572, i32 4, !dbg !329
  %579 = load ptr, ptr %578, align 4, !dbg !329, !tbaa !281
  tail call void @free(ptr noundef %579) #16, !dbg !330
  tail call void @free(ptr noundef nonnull %572) #16, !dbg !331
  %580 = add nuw nsw i32 %571, 1, !dbg !332
    #dbg_value(i32 %580, !157, !DIExpression(), !177)
  %581 = load ptr, ptr %570, align 4, !dbg !333, !tbaa !285
    #dbg_value(ptr %581, !158, !DIExpression(), !320)
  %582 = icmp eq ptr %581, null, !dbg !334
  br i1 %582, label %574, label %569, !dbg !321, !llvm.loop !335

583:                                              ; preds = %574, %583
  %584 = phi i32 [ 0, %574 ], [ %590, %583 ]
  %585 = phi i32 [ 0, %574 ], [ %589, %583 ]
    #dbg_value(i32 %584, !164, !DIExpression(), !324)
    #dbg_value(i32 %585, !163, !DIExpression(), !177)
  %586 = tail call noalias dereferenceable_or_null(24) ptr @malloc(i32 noundef 24) #15, !dbg !337
    #dbg_value(ptr %586, !166, !DIExpression(), !338)
  %587 = tail call i32 (ptr, i32, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %586, i32 noundef 24, ptr noundef nonnull @.str.11, i32 noundef %584) #16, !dbg !339
  %588 = tail call i32 @strlen(ptr noundef nonnull dereferenceable(1) %586) #18, !dbg !340
  %589 = add nsw i32 %588, %585, !dbg !341
    #dbg_value(i32 %589, !163, !DIExpression(), !177)
  tail call void @free(ptr noundef %586) #16, !dbg !342
  %590 = add nuw nsw i32 %584, 1, !dbg !343
    #dbg_value(i32 %590, !164, !DIExpression(), !324)
  %591 = icmp eq i32 %590, 2000, !dbg !344
  br i1 %591, label %597, label %583, !dbg !325, !llvm.loop !345

592:                                              ; preds = %597
  %593 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %575, i32 noundef %600, i32 noundef %589), !dbg !347
  %594 = tail call fastcc ptr @insert(ptr noundef %178, i32 noundef -1), !dbg !348
    #dbg_value(ptr %594, !112, !DIExpression(), !177)
  %595 = tail call fastcc i32 @count(ptr noundef %594), !dbg !349
  %596 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %595), !dbg !350
    #dbg_value(ptr %184, !122, !DIExpression(), !177)
  br label %603, !dbg !351

597:                                              ; preds = %583, %597
  %598 = phi ptr [ %601, %597 ], [ %184, %583 ]
  %599 = phi i32 [ %600, %597 ], [ 0, %583 ]
    #dbg_value(ptr %598, !170, !DIExpression(), !352)
    #dbg_value(i32 %599, !169, !DIExpression(), !177)
  %600 = add nuw nsw i32 %599, 1, !dbg !353
    #dbg_value(i32 %600, !169, !DIExpression(), !177)
  %601 = load ptr, ptr %598, align 4, !dbg !355, !tbaa !285
    #dbg_value(ptr %601, !170, !DIExpression(), !352)
  %602 = icmp eq ptr %601, null, !dbg !356
  br i1 %602, label %592, label %597, !dbg !356, !llvm.loop !357

603:                                              ; preds = %592, %603
  %604 = phi ptr [ %184, %592 ], [ %605, %603 ]
    #dbg_value(ptr %604, !122, !DIExpression(), !177)
  %605 = load ptr, ptr %604, align 4, !dbg !359, !tbaa !285
    #dbg_value(ptr %605, !172, !DIExpression(), !360)
  %606 = getelementptr inbounds i8, ptr %604, i32 4, !dbg !361
  %607 = load ptr, ptr %606, align 4, !dbg !361, !tbaa !281
  tail call void @free(ptr noundef %607) #16, !dbg !362
  tail call void @free(ptr noundef nonnull %604) #16, !dbg !363
    #dbg_value(ptr %605, !122, !DIExpression(), !177)
  %608 = icmp eq ptr %605, null, !dbg !351
  br i1 %608, label %609, label %603, !dbg !351, !llvm.loop !364

609:                                              ; preds = %603
    #dbg_value(i32 0, !174, !DIExpression(), !366)
  tail call void @free(ptr noundef %194) #16, !dbg !367
    #dbg_value(i32 1, !174, !DIExpression(), !366)
  tail call void @free(ptr noundef %195) #16, !dbg !367
    #dbg_value(i32 2, !174, !DIExpression(), !366)
  tail call void @free(ptr noundef %196) #16, !dbg !367
    #dbg_value(i32 3, !174, !DIExpression(), !366)
  tail call void @free(ptr noundef %197) #16, !dbg !367
    #dbg_value(i32 4, !174, !DIExpression(), !366)
  tail call void @free(ptr noundef %198) #16, !dbg !367
    #dbg_value(i32 5, !174, !DIExpression(), !366)
  tail call void @free(ptr noundef %199) #16, !dbg !367
    #dbg_value(i32 6, !174, !DIExpression(), !366)
  tail call void @free(ptr noundef %200) #16, !dbg !367
    #dbg_value(i32 7, !174, !DIExpression(), !366)
  tail call void @free(ptr noundef %201) #16, !dbg !367
    #dbg_value(i32 8, !174, !DIExpression(), !366)
  tail call void @free(ptr noundef %157) #16, !dbg !369
  tail call void @free(ptr noundef %2) #16, !dbg !370
  tail call void @free(ptr noundef %3) #16, !dbg !371
  tail call fastcc void @free_tree(ptr noundef %594), !dbg !372
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #16, !dbg !373
  br label %610

610:                                              ; preds = %159, %609, %7
  %611 = phi i32 [ 1, %7 ], [ 0, %609 ], [ 1, %159 ], !dbg !177
  ret i32 %611, !dbg !373
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !374 noalias noundef ptr @malloc(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !379 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !386 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #5

; Function Attrs: nofree nounwind uwtable
define internal fastcc noundef ptr @insert(ptr noundef %0, i32 noundef %1) unnamed_addr #6 !dbg !389 {
    #dbg_value(ptr %0, !393, !DIExpression(), !398)
    #dbg_value(i32 %1, !394, !DIExpression(), !398)
  %3 = icmp eq ptr %0, null, !dbg !399
  br i1 %3, label %4, label %8, !dbg !400

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(12) ptr @malloc(i32 noundef 12) #15, !dbg !401
    #dbg_value(ptr %5, !395, !DIExpression(), !402)
  store i32 %1, ptr %5, align 4, !dbg !403, !tbaa !404
  %6 = getelementptr inbounds i8, ptr %5, i32 8, !dbg !406
  store ptr null, ptr %6, align 4, !dbg !407, !tbaa !408
  %7 = getelementptr inbounds i8, ptr %5, i32 4, !dbg !409
  store ptr null, ptr %7, align 4, !dbg !410, !tbaa !411
  br label %11

8:                                                ; preds = %2
  %9 = load i32, ptr %0, align 4, !dbg !412, !tbaa !404
  %10 = icmp sgt i32 %9, %1, !dbg !414
  br i1 %10, label %13, label %17, !dbg !415

11:                                               ; preds = %17, %4, %19, %13
  %12 = phi ptr [ %0, %13 ], [ %0, %19 ], [ %5, %4 ], [ %0, %17 ]
  ret ptr %12, !dbg !416

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !417
  %15 = load ptr, ptr %14, align 4, !dbg !417, !tbaa !411
  %16 = tail call fastcc ptr @insert(ptr noundef %15, i32 noundef %1), !dbg !418
  store ptr %16, ptr %14, align 4, !dbg !419, !tbaa !411
  br label %11, !dbg !416

17:                                               ; preds = %8
  %18 = icmp slt i32 %9, %1, !dbg !420
  br i1 %18, label %19, label %11, !dbg !422

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8, ptr %0, i32 8, !dbg !423
  %21 = load ptr, ptr %20, align 4, !dbg !423, !tbaa !408
  %22 = tail call fastcc ptr @insert(ptr noundef %21, i32 noundef %1), !dbg !424
  store ptr %22, ptr %20, align 4, !dbg !425, !tbaa !408
  br label %11, !dbg !416
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @count(ptr noundef readonly %0) unnamed_addr #7 !dbg !426 {
    #dbg_value(ptr %0, !432, !DIExpression(), !433)
  %2 = icmp eq ptr %0, null, !dbg !434
  br i1 %2, label %14, label %3, !dbg !434

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %10, %3 ], [ %0, %1 ]
  %5 = phi i32 [ %12, %3 ], [ 0, %1 ]
    #dbg_value(ptr %4, !432, !DIExpression(), !433)
  %6 = getelementptr inbounds i8, ptr %4, i32 4, !dbg !435
  %7 = load ptr, ptr %6, align 4, !dbg !435, !tbaa !411
  %8 = tail call fastcc i32 @count(ptr noundef %7), !dbg !436
  %9 = getelementptr inbounds i8, ptr %4, i32 8, !dbg !437
  %10 = load ptr, ptr %9, align 4, !dbg !437, !tbaa !408
  %11 = add i32 %5, 1, !dbg !438
  %12 = add i32 %11, %8, !dbg !439
    #dbg_value(ptr %10, !432, !DIExpression(), !433)
  %13 = icmp eq ptr %10, null, !dbg !434
  br i1 %13, label %14, label %3, !dbg !434

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15, !dbg !440
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @sum_keys(ptr noundef readonly %0) unnamed_addr #7 !dbg !441 {
    #dbg_value(ptr %0, !445, !DIExpression(), !446)
  %2 = icmp eq ptr %0, null, !dbg !447
  br i1 %2, label %16, label %3, !dbg !447

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %12, %3 ], [ %0, %1 ]
  %5 = phi i64 [ %14, %3 ], [ 0, %1 ]
    #dbg_value(ptr %4, !445, !DIExpression(), !446)
  %6 = load i32, ptr %4, align 4, !dbg !448, !tbaa !404
  %7 = sext i32 %6 to i64, !dbg !449
  %8 = getelementptr inbounds i8, ptr %4, i32 4, !dbg !450
  %9 = load ptr, ptr %8, align 4, !dbg !450, !tbaa !411
  %10 = tail call fastcc i64 @sum_keys(ptr noundef %9), !dbg !451
  %11 = getelementptr inbounds i8, ptr %4, i32 8, !dbg !452
  %12 = load ptr, ptr %11, align 4, !dbg !452, !tbaa !408
  %13 = add i64 %5, %7, !dbg !453
  %14 = add i64 %13, %10, !dbg !454
    #dbg_value(ptr %12, !445, !DIExpression(), !446)
  %15 = icmp eq ptr %12, null, !dbg !447
  br i1 %15, label %16, label %3, !dbg !447

16:                                               ; preds = %3, %1
  %17 = phi i64 [ 0, %1 ], [ %14, %3 ]
  ret i64 %17, !dbg !455
}

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @height(ptr noundef readonly %0) unnamed_addr #7 !dbg !456 {
    #dbg_value(ptr %0, !458, !DIExpression(), !461)
  %2 = icmp eq ptr %0, null, !dbg !462
  br i1 %2, label %3, label %5, !dbg !464

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %13, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !465

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !466
  %7 = load ptr, ptr %6, align 4, !dbg !466, !tbaa !411
  %8 = tail call fastcc i32 @height(ptr noundef %7), !dbg !467
    #dbg_value(i32 %8, !459, !DIExpression(), !461)
  %9 = getelementptr inbounds i8, ptr %0, i32 8, !dbg !468
  %10 = load ptr, ptr %9, align 4, !dbg !468, !tbaa !408
  %11 = tail call fastcc i32 @height(ptr noundef %10), !dbg !469
    #dbg_value(i32 %11, !460, !DIExpression(), !461)
  %12 = tail call i32 @llvm.smax.i32(i32 %8, i32 %11), !dbg !470
  %13 = add nsw i32 %12, 1, !dbg !471
  br label %3, !dbg !465
}

; Function Attrs: nofree nounwind
declare !dbg !472 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i32 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !476 noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !480 i32 @strlen(ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @deep(i32 noundef %0, i32 noundef %1) unnamed_addr #10 !dbg !483 {
  %3 = alloca [4 x i32], align 4, !DIAssignID !496
    #dbg_assign(i1 undef, !489, !DIExpression(), !496, ptr %3, !DIExpression(), !497)
    #dbg_value(i32 %0, !487, !DIExpression(), !497)
    #dbg_value(i32 %1, !488, !DIExpression(), !497)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #16, !dbg !498
    #dbg_value(i32 0, !493, !DIExpression(), !499)
  %4 = mul i32 %1, 31
  %5 = add i32 %4, %0
    #dbg_value(i32 0, !493, !DIExpression(), !499)
    #dbg_value(i32 0, !493, !DIExpression(), !499)
  store i32 %5, ptr %3, align 4, !dbg !500, !tbaa !192
    #dbg_value(i32 1, !493, !DIExpression(), !499)
  %6 = add i32 %5, 1, !dbg !502
  %7 = getelementptr inbounds i8, ptr %3, i32 4, !dbg !503
  store i32 %6, ptr %7, align 4, !dbg !500, !tbaa !192
    #dbg_value(i32 2, !493, !DIExpression(), !499)
  %8 = add i32 %5, 2, !dbg !502
  %9 = getelementptr inbounds i8, ptr %3, i32 8, !dbg !503
  store i32 %8, ptr %9, align 4, !dbg !500, !tbaa !192
    #dbg_value(i32 3, !493, !DIExpression(), !499)
  %10 = add i32 %5, 3, !dbg !502
  %11 = getelementptr inbounds i8, ptr %3, i32 12, !dbg !503
  store i32 %10, ptr %11, align 4, !dbg !500, !tbaa !192
    #dbg_value(i32 4, !493, !DIExpression(), !499)
  %12 = icmp eq i32 %0, 0, !dbg !504
  br i1 %12, label %24, label %13, !dbg !506

13:                                               ; preds = %2
  %14 = add nsw i32 %0, -1, !dbg !507
  %15 = srem i32 %0, 4, !dbg !508
  %16 = getelementptr inbounds [4 x i32], ptr %3, i32 0, i32 %15, !dbg !509
  %17 = load i32, ptr %16, align 4, !dbg !509, !tbaa !192
  %18 = tail call fastcc i32 @deep(i32 noundef %14, i32 noundef %17), !dbg !510
    #dbg_value(i32 %18, !495, !DIExpression(), !497)
  %19 = add nsw i32 %0, 1, !dbg !511
  %20 = srem i32 %19, 4, !dbg !512
  %21 = getelementptr inbounds [4 x i32], ptr %3, i32 0, i32 %20, !dbg !513
  %22 = load i32, ptr %21, align 4, !dbg !513, !tbaa !192
  %23 = xor i32 %22, %18, !dbg !514
  br label %24

24:                                               ; preds = %2, %13
  %25 = phi i32 [ %23, %13 ], [ %10, %2 ], !dbg !497
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #16, !dbg !515
  ret i32 %25, !dbg !515
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !516 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nounwind uwtable
define internal fastcc void @free_tree(ptr noundef %0) unnamed_addr #0 !dbg !519 {
    #dbg_value(ptr %0, !523, !DIExpression(), !524)
  %2 = icmp eq ptr %0, null, !dbg !525
  br i1 %2, label %3, label %4, !dbg !527

3:                                                ; preds = %1, %4
  ret void, !dbg !528

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i32 4, !dbg !529
  %6 = load ptr, ptr %5, align 4, !dbg !529, !tbaa !411
  tail call fastcc void @free_tree(ptr noundef %6), !dbg !531
  %7 = getelementptr inbounds i8, ptr %0, i32 8, !dbg !532
  %8 = load ptr, ptr %7, align 4, !dbg !532, !tbaa !408
  tail call fastcc void @free_tree(ptr noundef %8), !dbg !533
  tail call void @free(ptr noundef nonnull %0) #16, !dbg !534
  br label %3, !dbg !528
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }
attributes #13 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind allocsize(0) }
attributes #16 = { nounwind }
attributes #17 = { nounwind allocsize(1) }
attributes #18 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!59}
!llvm.module.flags = !{!71, !72, !73, !74, !75, !76, !77, !78}
!llvm.ident = !{!79}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ilp32_many_objects.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "55d481779e19ba772a7ea6735ee38e46")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 31)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 18)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 14)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 37)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 117, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !24, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 142, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 26)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 144, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 10)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 158, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 9)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 165, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 29)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 167, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 16)
!59 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !60, globals: !63, splitDebugInlining: false, nameTableKind: None)
!60 = !{!61, !62}
!61 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !{!64, !0, !7, !69, !12, !17, !22, !27, !32, !34, !39, !44, !49, !54}
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 25)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !56, isLocal: true, isDefinition: true)
!71 = !{i32 1, !"NumRegisterParameters", i32 0}
!72 = !{i32 7, !"Dwarf Version", i32 5}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 4}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"PIE Level", i32 2}
!77 = !{i32 7, !"uwtable", i32 2}
!78 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 68, type: !81, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!61}
!83 = !{!84, !86, !89, !91, !93, !95, !99, !100, !101, !103, !105, !109, !112, !119, !120, !122, !128, !132, !134, !137, !138, !139, !141, !144, !148, !150, !152, !154, !157, !158, !160, !163, !164, !166, !169, !170, !172, !174}
!84 = !DILocalVariable(name: "big", scope: !80, file: !2, line: 70, type: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 32)
!86 = !DILocalVariable(name: "mid", scope: !80, file: !2, line: 71, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 32)
!88 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 76, type: !61)
!90 = distinct !DILexicalBlock(scope: !80, file: !2, line: 76, column: 3)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 78, type: !61)
!92 = distinct !DILexicalBlock(scope: !80, file: !2, line: 78, column: 3)
!93 = !DILocalVariable(name: "bs", scope: !80, file: !2, line: 80, type: !94)
!94 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!95 = !DILocalVariable(name: "p", scope: !96, file: !2, line: 81, type: !97)
!96 = distinct !DILexicalBlock(scope: !80, file: !2, line: 81, column: 3)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!99 = !DILocalVariable(name: "e", scope: !96, file: !2, line: 81, type: !97)
!100 = !DILocalVariable(name: "ms", scope: !80, file: !2, line: 83, type: !88)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 84, type: !61)
!102 = distinct !DILexicalBlock(scope: !80, file: !2, line: 84, column: 3)
!103 = !DILocalVariable(name: "grow", scope: !80, file: !2, line: 88, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!105 = !DILocalVariable(name: "cap", scope: !106, file: !2, line: 90, type: !107)
!106 = distinct !DILexicalBlock(scope: !80, file: !2, line: 90, column: 3)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !108, line: 18, baseType: !62)
!108 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!109 = !DILocalVariable(name: "g", scope: !110, file: !2, line: 91, type: !104)
!110 = distinct !DILexicalBlock(scope: !111, file: !2, line: 90, column: 48)
!111 = distinct !DILexicalBlock(scope: !106, file: !2, line: 90, column: 3)
!112 = !DILocalVariable(name: "tree", scope: !80, file: !2, line: 104, type: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 32)
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 12, size: 96, elements: !115)
!115 = !{!116, !117, !118}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !114, file: !2, line: 13, baseType: !61, size: 32)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !114, file: !2, line: 14, baseType: !113, size: 32, offset: 32)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !114, file: !2, line: 14, baseType: !113, size: 32, offset: 64)
!119 = !DILocalVariable(name: "x", scope: !80, file: !2, line: 105, type: !62)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 106, type: !61)
!121 = distinct !DILexicalBlock(scope: !80, file: !2, line: 106, column: 3)
!122 = !DILocalVariable(name: "list", scope: !80, file: !2, line: 113, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 32)
!124 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cell", file: !2, line: 52, size: 64, elements: !125)
!125 = !{!126, !127}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !124, file: !2, line: 53, baseType: !123, size: 32)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "text", scope: !124, file: !2, line: 54, baseType: !104, size: 32, offset: 32)
!128 = !DILocalVariable(name: "buf", scope: !80, file: !2, line: 114, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 32)
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 115, type: !61)
!133 = distinct !DILexicalBlock(scope: !80, file: !2, line: 115, column: 3)
!134 = !DILocalVariable(name: "c", scope: !135, file: !2, line: 116, type: !123)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 115, column: 34)
!136 = distinct !DILexicalBlock(scope: !133, file: !2, line: 115, column: 3)
!137 = !DILocalVariable(name: "total", scope: !80, file: !2, line: 122, type: !107)
!138 = !DILocalVariable(name: "longest", scope: !80, file: !2, line: 123, type: !61)
!139 = !DILocalVariable(name: "c", scope: !140, file: !2, line: 124, type: !123)
!140 = distinct !DILexicalBlock(scope: !80, file: !2, line: 124, column: 3)
!141 = !DILocalVariable(name: "n", scope: !142, file: !2, line: 125, type: !107)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 124, column: 47)
!143 = distinct !DILexicalBlock(scope: !140, file: !2, line: 124, column: 3)
!144 = !DILocalVariable(name: "pages", scope: !80, file: !2, line: 133, type: !145)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !146, size: 256, elements: !30)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 32)
!147 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 134, type: !61)
!149 = distinct !DILexicalBlock(scope: !80, file: !2, line: 134, column: 3)
!150 = !DILocalVariable(name: "psum", scope: !80, file: !2, line: 138, type: !151)
!151 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!152 = !DILocalVariable(name: "i", scope: !153, file: !2, line: 139, type: !61)
!153 = distinct !DILexicalBlock(scope: !80, file: !2, line: 139, column: 3)
!154 = !DILocalVariable(name: "p", scope: !155, file: !2, line: 140, type: !146)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 140, column: 5)
!156 = distinct !DILexicalBlock(scope: !153, file: !2, line: 139, column: 3)
!157 = !DILocalVariable(name: "freed", scope: !80, file: !2, line: 147, type: !61)
!158 = !DILocalVariable(name: "c", scope: !159, file: !2, line: 148, type: !123)
!159 = distinct !DILexicalBlock(scope: !80, file: !2, line: 148, column: 3)
!160 = !DILocalVariable(name: "victim", scope: !161, file: !2, line: 149, type: !123)
!161 = distinct !DILexicalBlock(scope: !162, file: !2, line: 148, column: 58)
!162 = distinct !DILexicalBlock(scope: !159, file: !2, line: 148, column: 3)
!163 = !DILocalVariable(name: "again", scope: !80, file: !2, line: 155, type: !61)
!164 = !DILocalVariable(name: "i", scope: !165, file: !2, line: 156, type: !61)
!165 = distinct !DILexicalBlock(scope: !80, file: !2, line: 156, column: 3)
!166 = !DILocalVariable(name: "s", scope: !167, file: !2, line: 157, type: !104)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 156, column: 34)
!168 = distinct !DILexicalBlock(scope: !165, file: !2, line: 156, column: 3)
!169 = !DILocalVariable(name: "left", scope: !80, file: !2, line: 162, type: !61)
!170 = !DILocalVariable(name: "c", scope: !171, file: !2, line: 163, type: !123)
!171 = distinct !DILexicalBlock(scope: !80, file: !2, line: 163, column: 3)
!172 = !DILocalVariable(name: "n", scope: !173, file: !2, line: 170, type: !123)
!173 = distinct !DILexicalBlock(scope: !80, file: !2, line: 169, column: 16)
!174 = !DILocalVariable(name: "i", scope: !175, file: !2, line: 175, type: !61)
!175 = distinct !DILexicalBlock(scope: !80, file: !2, line: 175, column: 3)
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 0, scope: !80)
!178 = !DILocation(line: 70, column: 14, scope: !80)
!179 = !DILocation(line: 71, column: 17, scope: !80)
!180 = !DILocation(line: 72, column: 8, scope: !181)
!181 = distinct !DILexicalBlock(scope: !80, file: !2, line: 72, column: 7)
!182 = !DILocation(line: 72, column: 12, scope: !181)
!183 = !DILocation(line: 73, column: 5, scope: !184)
!184 = distinct !DILexicalBlock(scope: !181, file: !2, line: 72, column: 21)
!185 = !DILocation(line: 74, column: 5, scope: !184)
!186 = !DILocation(line: 0, scope: !90)
!187 = !DILocation(line: 77, column: 16, scope: !188)
!188 = distinct !DILexicalBlock(scope: !90, file: !2, line: 76, column: 3)
!189 = !DILocation(line: 77, column: 20, scope: !188)
!190 = !DILocation(line: 77, column: 5, scope: !188)
!191 = !DILocation(line: 77, column: 12, scope: !188)
!192 = !{!193, !193, i64 0}
!193 = !{!"int", !194, i64 0}
!194 = !{!"omnipotent char", !195, i64 0}
!195 = !{!"Simple C/C++ TBAA"}
!196 = !DILocation(line: 76, column: 32, scope: !188)
!197 = !DILocation(line: 76, column: 21, scope: !188)
!198 = !DILocation(line: 76, column: 3, scope: !90)
!199 = distinct !{!199, !198, !200, !201}
!200 = !DILocation(line: 77, column: 22, scope: !90)
!201 = !{!"llvm.loop.mustprogress"}
!202 = !DILocation(line: 0, scope: !92)
!203 = !DILocation(line: 79, column: 14, scope: !204)
!204 = distinct !DILexicalBlock(scope: !92, file: !2, line: 78, column: 3)
!205 = !DILocation(line: 79, column: 16, scope: !204)
!206 = !DILocation(line: 79, column: 5, scope: !204)
!207 = !DILocation(line: 79, column: 12, scope: !204)
!208 = !{!209, !209, i64 0}
!209 = !{!"double", !194, i64 0}
!210 = !DILocation(line: 78, column: 30, scope: !204)
!211 = !DILocation(line: 78, column: 21, scope: !204)
!212 = !DILocation(line: 78, column: 3, scope: !92)
!213 = distinct !{!213, !212, !214, !201}
!214 = !DILocation(line: 79, column: 18, scope: !92)
!215 = !DILocation(line: 81, column: 3, scope: !96)
!216 = !DILocation(line: 0, scope: !96)
!217 = !DILocation(line: 81, column: 49, scope: !218)
!218 = distinct !DILexicalBlock(scope: !96, file: !2, line: 81, column: 3)
!219 = !DILocation(line: 82, column: 11, scope: !218)
!220 = !DILocation(line: 82, column: 8, scope: !218)
!221 = !DILocation(line: 81, column: 56, scope: !218)
!222 = distinct !{!222, !215, !223, !201}
!223 = !DILocation(line: 82, column: 12, scope: !96)
!224 = !DILocation(line: 84, column: 3, scope: !102)
!225 = !DILocation(line: 86, column: 3, scope: !80)
!226 = !DILocation(line: 88, column: 16, scope: !80)
!227 = !DILocation(line: 89, column: 3, scope: !80)
!228 = !DILocation(line: 0, scope: !106)
!229 = !DILocation(line: 91, column: 15, scope: !110)
!230 = !DILocation(line: 0, scope: !110)
!231 = !DILocation(line: 92, column: 10, scope: !232)
!232 = distinct !DILexicalBlock(scope: !110, file: !2, line: 92, column: 9)
!233 = !DILocation(line: 92, column: 9, scope: !110)
!234 = !DILocation(line: 0, scope: !102)
!235 = !DILocation(line: 85, column: 11, scope: !236)
!236 = distinct !DILexicalBlock(scope: !102, file: !2, line: 84, column: 3)
!237 = !DILocation(line: 85, column: 8, scope: !236)
!238 = !DILocation(line: 84, column: 31, scope: !236)
!239 = !DILocation(line: 84, column: 24, scope: !236)
!240 = distinct !{!240, !224, !241, !201}
!241 = !DILocation(line: 85, column: 16, scope: !102)
!242 = !DILocation(line: 97, column: 17, scope: !110)
!243 = !DILocation(line: 97, column: 5, scope: !110)
!244 = !DILocation(line: 99, column: 38, scope: !80)
!245 = !{!194, !194, i64 0}
!246 = !DILocation(line: 99, column: 3, scope: !80)
!247 = !DILocation(line: 100, column: 10, scope: !80)
!248 = !DILocation(line: 101, column: 3, scope: !80)
!249 = !DILocation(line: 0, scope: !121)
!250 = !DILocation(line: 106, column: 3, scope: !121)
!251 = !DILocation(line: 93, column: 7, scope: !252)
!252 = distinct !DILexicalBlock(scope: !232, file: !2, line: 92, column: 13)
!253 = !DILocation(line: 110, column: 51, scope: !80)
!254 = !DILocation(line: 110, column: 64, scope: !80)
!255 = !DILocation(line: 110, column: 80, scope: !80)
!256 = !DILocation(line: 110, column: 3, scope: !80)
!257 = !DILocation(line: 114, column: 3, scope: !80)
!258 = !DILocation(line: 0, scope: !133)
!259 = !DILocation(line: 115, column: 3, scope: !133)
!260 = !DILocation(line: 107, column: 11, scope: !261)
!261 = distinct !DILexicalBlock(scope: !262, file: !2, line: 106, column: 34)
!262 = distinct !DILexicalBlock(scope: !121, file: !2, line: 106, column: 3)
!263 = !DILocation(line: 107, column: 25, scope: !261)
!264 = !DILocation(line: 108, column: 33, scope: !261)
!265 = !DILocation(line: 108, column: 39, scope: !261)
!266 = !DILocation(line: 108, column: 53, scope: !261)
!267 = !DILocation(line: 108, column: 49, scope: !261)
!268 = !DILocation(line: 108, column: 12, scope: !261)
!269 = !DILocation(line: 106, column: 30, scope: !262)
!270 = !DILocation(line: 106, column: 21, scope: !262)
!271 = distinct !{!271, !250, !272, !201}
!272 = !DILocation(line: 109, column: 3, scope: !121)
!273 = !DILocation(line: 116, column: 22, scope: !135)
!274 = !DILocation(line: 0, scope: !135)
!275 = !DILocation(line: 117, column: 44, scope: !135)
!276 = !DILocation(line: 117, column: 49, scope: !135)
!277 = !DILocation(line: 117, column: 5, scope: !135)
!278 = !DILocation(line: 118, column: 15, scope: !135)
!279 = !DILocation(line: 118, column: 8, scope: !135)
!280 = !DILocation(line: 118, column: 13, scope: !135)
!281 = !{!282, !283, i64 4}
!282 = !{!"cell", !283, i64 0, !283, i64 4}
!283 = !{!"any pointer", !194, i64 0}
!284 = !DILocation(line: 119, column: 13, scope: !135)
!285 = !{!282, !283, i64 0}
!286 = !DILocation(line: 115, column: 30, scope: !136)
!287 = !DILocation(line: 115, column: 21, scope: !136)
!288 = distinct !{!288, !259, !289, !201}
!289 = !DILocation(line: 121, column: 3, scope: !133)
!290 = !DILocation(line: 130, column: 3, scope: !80)
!291 = !DILocation(line: 0, scope: !149)
!292 = !DILocation(line: 135, column: 16, scope: !293)
!293 = distinct !DILexicalBlock(scope: !294, file: !2, line: 134, column: 31)
!294 = distinct !DILexicalBlock(scope: !149, file: !2, line: 134, column: 3)
!295 = !DILocation(line: 136, column: 5, scope: !293)
!296 = !DILocation(line: 0, scope: !153)
!297 = !DILocation(line: 0, scope: !155)
!298 = !DILocation(line: 140, column: 5, scope: !155)
!299 = !DILocation(line: 0, scope: !140)
!300 = !DILocation(line: 125, column: 26, scope: !142)
!301 = !DILocation(line: 125, column: 16, scope: !142)
!302 = !DILocation(line: 0, scope: !142)
!303 = !DILocation(line: 126, column: 11, scope: !142)
!304 = !DILocation(line: 127, column: 9, scope: !142)
!305 = !DILocation(line: 124, column: 41, scope: !143)
!306 = !DILocation(line: 124, column: 3, scope: !140)
!307 = distinct !{!307, !306, !308, !201}
!308 = !DILocation(line: 129, column: 3, scope: !140)
!309 = !DILocation(line: 140, column: 52, scope: !310)
!310 = distinct !DILexicalBlock(scope: !155, file: !2, line: 140, column: 5)
!311 = !DILocation(line: 141, column: 15, scope: !310)
!312 = !DILocation(line: 141, column: 12, scope: !310)
!313 = !DILocation(line: 140, column: 61, scope: !310)
!314 = !DILocation(line: 140, column: 41, scope: !310)
!315 = distinct !{!315, !298, !316, !201}
!316 = !DILocation(line: 141, column: 16, scope: !155)
!317 = !DILocation(line: 142, column: 3, scope: !80)
!318 = !DILocation(line: 144, column: 24, scope: !80)
!319 = !DILocation(line: 144, column: 3, scope: !80)
!320 = !DILocation(line: 0, scope: !159)
!321 = !DILocation(line: 148, column: 33, scope: !162)
!322 = !DILocation(line: 148, column: 39, scope: !162)
!323 = !DILocation(line: 148, column: 3, scope: !159)
!324 = !DILocation(line: 0, scope: !165)
!325 = !DILocation(line: 156, column: 3, scope: !165)
!326 = !DILocation(line: 0, scope: !161)
!327 = !DILocation(line: 150, column: 23, scope: !161)
!328 = !DILocation(line: 150, column: 13, scope: !161)
!329 = !DILocation(line: 151, column: 18, scope: !161)
!330 = !DILocation(line: 151, column: 5, scope: !161)
!331 = !DILocation(line: 152, column: 5, scope: !161)
!332 = !DILocation(line: 153, column: 10, scope: !161)
!333 = !DILocation(line: 148, column: 52, scope: !162)
!334 = !DILocation(line: 148, column: 31, scope: !162)
!335 = distinct !{!335, !323, !336, !201}
!336 = !DILocation(line: 154, column: 3, scope: !159)
!337 = !DILocation(line: 157, column: 15, scope: !167)
!338 = !DILocation(line: 0, scope: !167)
!339 = !DILocation(line: 158, column: 5, scope: !167)
!340 = !DILocation(line: 159, column: 19, scope: !167)
!341 = !DILocation(line: 159, column: 11, scope: !167)
!342 = !DILocation(line: 160, column: 5, scope: !167)
!343 = !DILocation(line: 156, column: 30, scope: !168)
!344 = !DILocation(line: 156, column: 21, scope: !168)
!345 = distinct !{!345, !325, !346, !201}
!346 = !DILocation(line: 161, column: 3, scope: !165)
!347 = !DILocation(line: 165, column: 3, scope: !80)
!348 = !DILocation(line: 166, column: 10, scope: !80)
!349 = !DILocation(line: 167, column: 30, scope: !80)
!350 = !DILocation(line: 167, column: 3, scope: !80)
!351 = !DILocation(line: 169, column: 3, scope: !80)
!352 = !DILocation(line: 0, scope: !171)
!353 = !DILocation(line: 164, column: 9, scope: !354)
!354 = distinct !DILexicalBlock(scope: !171, file: !2, line: 163, column: 3)
!355 = !DILocation(line: 163, column: 41, scope: !354)
!356 = !DILocation(line: 163, column: 3, scope: !171)
!357 = distinct !{!357, !356, !358, !201}
!358 = !DILocation(line: 164, column: 9, scope: !171)
!359 = !DILocation(line: 170, column: 28, scope: !173)
!360 = !DILocation(line: 0, scope: !173)
!361 = !DILocation(line: 171, column: 16, scope: !173)
!362 = !DILocation(line: 171, column: 5, scope: !173)
!363 = !DILocation(line: 172, column: 5, scope: !173)
!364 = distinct !{!364, !351, !365, !201}
!365 = !DILocation(line: 174, column: 3, scope: !80)
!366 = !DILocation(line: 0, scope: !175)
!367 = !DILocation(line: 176, column: 5, scope: !368)
!368 = distinct !DILexicalBlock(scope: !175, file: !2, line: 175, column: 3)
!369 = !DILocation(line: 177, column: 3, scope: !80)
!370 = !DILocation(line: 178, column: 3, scope: !80)
!371 = !DILocation(line: 179, column: 3, scope: !80)
!372 = !DILocation(line: 180, column: 3, scope: !80)
!373 = !DILocation(line: 182, column: 1, scope: !80)
!374 = !DISubprogram(name: "malloc", scope: !375, file: !375, line: 553, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!375 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!376 = !DISubroutineType(types: !377)
!377 = !{!378, !107}
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!379 = !DISubprogram(name: "printf", scope: !380, file: !380, line: 356, type: !381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!381 = !DISubroutineType(types: !382)
!382 = !{!61, !383, null}
!383 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !384)
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !385, size: 32)
!385 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!386 = !DISubprogram(name: "realloc", scope: !375, file: !375, line: 564, type: !387, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DISubroutineType(types: !388)
!388 = !{!378, !378, !107}
!389 = distinct !DISubprogram(name: "insert", scope: !2, file: !2, line: 17, type: !390, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !392)
!390 = !DISubroutineType(types: !391)
!391 = !{!113, !113, !61}
!392 = !{!393, !394, !395}
!393 = !DILocalVariable(name: "t", arg: 1, scope: !389, file: !2, line: 17, type: !113)
!394 = !DILocalVariable(name: "key", arg: 2, scope: !389, file: !2, line: 17, type: !61)
!395 = !DILocalVariable(name: "n", scope: !396, file: !2, line: 19, type: !113)
!396 = distinct !DILexicalBlock(scope: !397, file: !2, line: 18, column: 11)
!397 = distinct !DILexicalBlock(scope: !389, file: !2, line: 18, column: 7)
!398 = !DILocation(line: 0, scope: !389)
!399 = !DILocation(line: 18, column: 8, scope: !397)
!400 = !DILocation(line: 18, column: 7, scope: !389)
!401 = !DILocation(line: 19, column: 22, scope: !396)
!402 = !DILocation(line: 0, scope: !396)
!403 = !DILocation(line: 20, column: 12, scope: !396)
!404 = !{!405, !193, i64 0}
!405 = !{!"node", !193, i64 0, !283, i64 4, !283, i64 8}
!406 = !DILocation(line: 21, column: 18, scope: !396)
!407 = !DILocation(line: 21, column: 24, scope: !396)
!408 = !{!405, !283, i64 8}
!409 = !DILocation(line: 21, column: 8, scope: !396)
!410 = !DILocation(line: 21, column: 13, scope: !396)
!411 = !{!405, !283, i64 4}
!412 = !DILocation(line: 24, column: 16, scope: !413)
!413 = distinct !DILexicalBlock(scope: !389, file: !2, line: 24, column: 7)
!414 = !DILocation(line: 24, column: 11, scope: !413)
!415 = !DILocation(line: 24, column: 7, scope: !389)
!416 = !DILocation(line: 29, column: 1, scope: !389)
!417 = !DILocation(line: 25, column: 25, scope: !413)
!418 = !DILocation(line: 25, column: 15, scope: !413)
!419 = !DILocation(line: 25, column: 13, scope: !413)
!420 = !DILocation(line: 26, column: 16, scope: !421)
!421 = distinct !DILexicalBlock(scope: !413, file: !2, line: 26, column: 12)
!422 = !DILocation(line: 26, column: 12, scope: !413)
!423 = !DILocation(line: 27, column: 26, scope: !421)
!424 = !DILocation(line: 27, column: 16, scope: !421)
!425 = !DILocation(line: 27, column: 14, scope: !421)
!426 = distinct !DISubprogram(name: "count", scope: !2, file: !2, line: 31, type: !427, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !431)
!427 = !DISubroutineType(types: !428)
!428 = !{!61, !429}
!429 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !430, size: 32)
!430 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!431 = !{!432}
!432 = !DILocalVariable(name: "t", arg: 1, scope: !426, file: !2, line: 31, type: !429)
!433 = !DILocation(line: 0, scope: !426)
!434 = !DILocation(line: 31, column: 49, scope: !426)
!435 = !DILocation(line: 31, column: 66, scope: !426)
!436 = !DILocation(line: 31, column: 57, scope: !426)
!437 = !DILocation(line: 31, column: 83, scope: !426)
!438 = !DILocation(line: 31, column: 55, scope: !426)
!439 = !DILocation(line: 31, column: 72, scope: !426)
!440 = !DILocation(line: 31, column: 42, scope: !426)
!441 = distinct !DISubprogram(name: "sum_keys", scope: !2, file: !2, line: 33, type: !442, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !444)
!442 = !DISubroutineType(types: !443)
!443 = !{!94, !429}
!444 = !{!445}
!445 = !DILocalVariable(name: "t", arg: 1, scope: !441, file: !2, line: 33, type: !429)
!446 = !DILocation(line: 0, scope: !441)
!447 = !DILocation(line: 34, column: 10, scope: !441)
!448 = !DILocation(line: 34, column: 17, scope: !441)
!449 = !DILocation(line: 34, column: 14, scope: !441)
!450 = !DILocation(line: 34, column: 35, scope: !441)
!451 = !DILocation(line: 34, column: 23, scope: !441)
!452 = !DILocation(line: 34, column: 55, scope: !441)
!453 = !DILocation(line: 34, column: 21, scope: !441)
!454 = !DILocation(line: 34, column: 41, scope: !441)
!455 = !DILocation(line: 34, column: 3, scope: !441)
!456 = distinct !DISubprogram(name: "height", scope: !2, file: !2, line: 37, type: !427, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !457)
!457 = !{!458, !459, !460}
!458 = !DILocalVariable(name: "t", arg: 1, scope: !456, file: !2, line: 37, type: !429)
!459 = !DILocalVariable(name: "l", scope: !456, file: !2, line: 40, type: !61)
!460 = !DILocalVariable(name: "r", scope: !456, file: !2, line: 40, type: !61)
!461 = !DILocation(line: 0, scope: !456)
!462 = !DILocation(line: 38, column: 8, scope: !463)
!463 = distinct !DILexicalBlock(scope: !456, file: !2, line: 38, column: 7)
!464 = !DILocation(line: 38, column: 7, scope: !456)
!465 = !DILocation(line: 42, column: 1, scope: !456)
!466 = !DILocation(line: 40, column: 21, scope: !456)
!467 = !DILocation(line: 40, column: 11, scope: !456)
!468 = !DILocation(line: 40, column: 42, scope: !456)
!469 = !DILocation(line: 40, column: 32, scope: !456)
!470 = !DILocation(line: 41, column: 15, scope: !456)
!471 = !DILocation(line: 41, column: 12, scope: !456)
!472 = !DISubprogram(name: "snprintf", scope: !380, file: !380, line: 378, type: !473, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!473 = !DISubroutineType(types: !474)
!474 = !{!61, !475, !107, !383, null}
!475 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !104)
!476 = !DISubprogram(name: "strdup", scope: !477, file: !477, line: 187, type: !478, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!477 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!478 = !DISubroutineType(types: !479)
!479 = !{!104, !384}
!480 = !DISubprogram(name: "strlen", scope: !477, file: !477, line: 407, type: !481, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!481 = !DISubroutineType(types: !482)
!482 = !{!62, !384}
!483 = distinct !DISubprogram(name: "deep", scope: !2, file: !2, line: 58, type: !484, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !486)
!484 = !DISubroutineType(types: !485)
!485 = !{!62, !61, !62}
!486 = !{!487, !488, !489, !493, !495}
!487 = !DILocalVariable(name: "n", arg: 1, scope: !483, file: !2, line: 58, type: !61)
!488 = !DILocalVariable(name: "acc", arg: 2, scope: !483, file: !2, line: 58, type: !62)
!489 = !DILocalVariable(name: "local", scope: !483, file: !2, line: 59, type: !490)
!490 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 128, elements: !491)
!491 = !{!492}
!492 = !DISubrange(count: 4)
!493 = !DILocalVariable(name: "i", scope: !494, file: !2, line: 60, type: !61)
!494 = distinct !DILexicalBlock(scope: !483, file: !2, line: 60, column: 3)
!495 = !DILocalVariable(name: "r", scope: !483, file: !2, line: 64, type: !62)
!496 = distinct !DIAssignID()
!497 = !DILocation(line: 0, scope: !483)
!498 = !DILocation(line: 59, column: 3, scope: !483)
!499 = !DILocation(line: 0, scope: !494)
!500 = !DILocation(line: 61, column: 14, scope: !501)
!501 = distinct !DILexicalBlock(scope: !494, file: !2, line: 60, column: 3)
!502 = !DILocation(line: 61, column: 26, scope: !501)
!503 = !DILocation(line: 61, column: 5, scope: !501)
!504 = !DILocation(line: 62, column: 9, scope: !505)
!505 = distinct !DILexicalBlock(scope: !483, file: !2, line: 62, column: 7)
!506 = !DILocation(line: 62, column: 7, scope: !483)
!507 = !DILocation(line: 64, column: 23, scope: !483)
!508 = !DILocation(line: 64, column: 36, scope: !483)
!509 = !DILocation(line: 64, column: 28, scope: !483)
!510 = !DILocation(line: 64, column: 16, scope: !483)
!511 = !DILocation(line: 65, column: 23, scope: !483)
!512 = !DILocation(line: 65, column: 28, scope: !483)
!513 = !DILocation(line: 65, column: 14, scope: !483)
!514 = !DILocation(line: 65, column: 12, scope: !483)
!515 = !DILocation(line: 66, column: 1, scope: !483)
!516 = !DISubprogram(name: "free", scope: !375, file: !375, line: 568, type: !517, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!517 = !DISubroutineType(types: !518)
!518 = !{null, !378}
!519 = distinct !DISubprogram(name: "free_tree", scope: !2, file: !2, line: 44, type: !520, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !522)
!520 = !DISubroutineType(types: !521)
!521 = !{null, !113}
!522 = !{!523}
!523 = !DILocalVariable(name: "t", arg: 1, scope: !519, file: !2, line: 44, type: !113)
!524 = !DILocation(line: 0, scope: !519)
!525 = !DILocation(line: 45, column: 7, scope: !526)
!526 = distinct !DILexicalBlock(scope: !519, file: !2, line: 45, column: 7)
!527 = !DILocation(line: 45, column: 7, scope: !519)
!528 = !DILocation(line: 50, column: 1, scope: !519)
!529 = !DILocation(line: 46, column: 18, scope: !530)
!530 = distinct !DILexicalBlock(scope: !526, file: !2, line: 45, column: 10)
!531 = !DILocation(line: 46, column: 5, scope: !530)
!532 = !DILocation(line: 47, column: 18, scope: !530)
!533 = !DILocation(line: 47, column: 5, scope: !530)
!534 = !DILocation(line: 48, column: 5, scope: !530)
