; ModuleID = 'big_stack.c'
source_filename = "big_stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.cell = type { i32, i32, double }

@.str = private unnamed_addr constant [11 x i8] c"hash=%llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%d,\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [42 x i8] c"text len=%zu commas=%u digits=%u tail=%s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"cells: wsum=%.2f xy=%ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"frame recursion=%ld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [14 x i8] c"grid sum=%lu\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [46 x i8] c"a: signed sum=%lld min=%d max=%d a[99999]=%d\0A\00", align 1, !dbg !32

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !54 {
  %1 = alloca [100000 x i32], align 16, !DIAssignID !104
  %2 = alloca [16384 x i8], align 16, !DIAssignID !105
    #dbg_assign(i1 undef, !59, !DIExpression(), !105, ptr %2, !DIExpression(), !106)
  %3 = alloca [5000 x %struct.cell], align 16, !DIAssignID !107
    #dbg_assign(i1 undef, !73, !DIExpression(), !107, ptr %3, !DIExpression(), !106)
  %4 = alloca [300 x [300 x i8]], align 16, !DIAssignID !108
    #dbg_assign(i1 undef, !89, !DIExpression(), !108, ptr %4, !DIExpression(), !106)
    #dbg_assign(i1 undef, !109, !DIExpression(), !104, ptr %1, !DIExpression(), !127)
  call void @llvm.lifetime.start.p0(i64 400000, ptr nonnull %1) #6, !dbg !129
    #dbg_value(i32 0, !115, !DIExpression(), !130)
  br label %7, !dbg !131

5:                                                ; preds = %7
    #dbg_value(i64 0, !117, !DIExpression(), !127)
    #dbg_value(i64 0, !118, !DIExpression(), !127)
  %6 = load i32, ptr %1, align 16, !dbg !132, !tbaa !133
    #dbg_value(i32 %6, !120, !DIExpression(), !127)
    #dbg_value(i32 %6, !121, !DIExpression(), !127)
    #dbg_value(i32 0, !122, !DIExpression(), !137)
    #dbg_value(i64 0, !118, !DIExpression(), !127)
    #dbg_value(i64 0, !117, !DIExpression(), !127)
  br label %16, !dbg !138

7:                                                ; preds = %7, %0
  %8 = phi i64 [ 0, %0 ], [ %14, %7 ]
    #dbg_value(i64 %8, !115, !DIExpression(), !130)
  %9 = trunc i64 %8 to i32, !dbg !139
  %10 = mul i32 %9, 7919, !dbg !139
  %11 = urem i32 %10, 100003, !dbg !139
  %12 = add nsw i32 %11, -50000, !dbg !141
  %13 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 %8, !dbg !142
  store i32 %12, ptr %13, align 4, !dbg !143, !tbaa !133
  %14 = add nuw nsw i64 %8, 1, !dbg !144
    #dbg_value(i64 %14, !115, !DIExpression(), !130)
  %15 = icmp eq i64 %14, 100000, !dbg !145
  br i1 %15, label %5, label %7, !dbg !131, !llvm.loop !146

16:                                               ; preds = %16, %5
  %17 = phi i64 [ 0, %5 ], [ %31, %16 ]
  %18 = phi i32 [ %6, %5 ], [ %30, %16 ]
  %19 = phi i32 [ %6, %5 ], [ %29, %16 ]
  %20 = phi i64 [ 0, %5 ], [ %28, %16 ]
  %21 = phi i64 [ 0, %5 ], [ %26, %16 ]
    #dbg_value(i64 %17, !122, !DIExpression(), !137)
    #dbg_value(i32 %18, !121, !DIExpression(), !127)
    #dbg_value(i32 %19, !120, !DIExpression(), !127)
    #dbg_value(i64 %20, !118, !DIExpression(), !127)
    #dbg_value(i64 %21, !117, !DIExpression(), !127)
  %22 = mul i64 %21, 31, !dbg !150
  %23 = getelementptr inbounds [100000 x i32], ptr %1, i64 0, i64 %17, !dbg !153
  %24 = load i32, ptr %23, align 4, !dbg !153, !tbaa !133
  %25 = zext i32 %24 to i64, !dbg !154
  %26 = add i64 %22, %25, !dbg !155
    #dbg_value(i64 %26, !117, !DIExpression(), !127)
  %27 = sext i32 %24 to i64, !dbg !156
  %28 = add nsw i64 %20, %27, !dbg !157
    #dbg_value(i64 %28, !118, !DIExpression(), !127)
  %29 = tail call i32 @llvm.smin.i32(i32 %24, i32 %19), !dbg !158
    #dbg_value(i32 %29, !120, !DIExpression(), !127)
  %30 = tail call i32 @llvm.smax.i32(i32 %24, i32 %18), !dbg !159
    #dbg_value(i32 %30, !121, !DIExpression(), !127)
  %31 = add nuw nsw i64 %17, 1, !dbg !160
    #dbg_value(i64 %31, !122, !DIExpression(), !137)
  %32 = icmp eq i64 %31, 100000, !dbg !161
  br i1 %32, label %33, label %16, !dbg !138, !llvm.loop !162

33:                                               ; preds = %16
  %34 = getelementptr inbounds i8, ptr %1, i64 399996, !dbg !164
  %35 = load i32, ptr %34, align 4, !dbg !164, !tbaa !133
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %35), !dbg !165
  call void @llvm.lifetime.end.p0(i64 400000, ptr nonnull %1) #6, !dbg !166
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %26), !dbg !167
  call void @llvm.lifetime.start.p0(i64 16384, ptr nonnull %2) #6, !dbg !168
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16384) %2, i8 0, i64 16384, i1 false), !dbg !169, !DIAssignID !170
    #dbg_assign(i8 0, !59, !DIExpression(), !170, ptr %2, !DIExpression(), !106)
    #dbg_value(i64 0, !63, !DIExpression(), !106)
    #dbg_value(i32 0, !64, !DIExpression(), !171)
  br label %40, !dbg !172

38:                                               ; preds = %40
    #dbg_value(i64 0, !71, !DIExpression(), !173)
    #dbg_value(i32 0, !70, !DIExpression(), !106)
    #dbg_value(i32 0, !69, !DIExpression(), !106)
  %39 = icmp eq i64 %46, 0, !dbg !174
  br i1 %39, label %50, label %56, !dbg !176

40:                                               ; preds = %33, %40
  %41 = phi i32 [ 0, %33 ], [ %47, %40 ]
  %42 = phi i64 [ 0, %33 ], [ %46, %40 ]
    #dbg_value(i32 %41, !64, !DIExpression(), !171)
    #dbg_value(i64 %42, !63, !DIExpression(), !106)
  %43 = getelementptr inbounds i8, ptr %2, i64 %42, !dbg !177
  %44 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %43, ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %41) #6, !dbg !178
    #dbg_value(i32 %44, !66, !DIExpression(), !179)
  %45 = sext i32 %44 to i64, !dbg !180
  %46 = add i64 %42, %45, !dbg !181
    #dbg_value(i64 %46, !63, !DIExpression(), !106)
  %47 = add nuw nsw i32 %41, 1, !dbg !182
    #dbg_value(i32 %47, !64, !DIExpression(), !171)
  %48 = add i64 %46, 16, !dbg !183
  %49 = icmp ult i64 %48, 16384, !dbg !184
  br i1 %49, label %40, label %38, !dbg !172, !llvm.loop !185

50:                                               ; preds = %56, %38
  %51 = phi i32 [ 0, %38 ], [ %64, %56 ], !dbg !106
  %52 = phi i32 [ 0, %38 ], [ %67, %56 ], !dbg !187
  %53 = getelementptr inbounds i8, ptr %2, i64 %46, !dbg !188
  %54 = getelementptr inbounds i8, ptr %53, i64 -12, !dbg !189
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %46, i32 noundef %51, i32 noundef %52, ptr noundef nonnull %54), !dbg !190
  call void @llvm.lifetime.start.p0(i64 80000, ptr nonnull %3) #6, !dbg !191
    #dbg_value(i32 0, !83, !DIExpression(), !192)
  br label %70, !dbg !193

56:                                               ; preds = %38, %56
  %57 = phi i64 [ %68, %56 ], [ 0, %38 ]
  %58 = phi i32 [ %67, %56 ], [ 0, %38 ]
  %59 = phi i32 [ %64, %56 ], [ 0, %38 ]
    #dbg_value(i64 %57, !71, !DIExpression(), !173)
    #dbg_value(i32 %58, !70, !DIExpression(), !106)
    #dbg_value(i32 %59, !69, !DIExpression(), !106)
  %60 = getelementptr inbounds [16384 x i8], ptr %2, i64 0, i64 %57, !dbg !194
  %61 = load i8, ptr %60, align 1, !dbg !194, !tbaa !197
  %62 = icmp eq i8 %61, 44, !dbg !198
  %63 = zext i1 %62 to i32, !dbg !199
  %64 = add i32 %59, %63, !dbg !199
  %65 = xor i1 %62, true, !dbg !199
  %66 = zext i1 %65 to i32, !dbg !199
  %67 = add i32 %58, %66, !dbg !199
    #dbg_value(i32 %67, !70, !DIExpression(), !106)
    #dbg_value(i32 %64, !69, !DIExpression(), !106)
  %68 = add nuw i64 %57, 1, !dbg !200
    #dbg_value(i64 %68, !71, !DIExpression(), !173)
  %69 = icmp eq i64 %68, %46, !dbg !174
  br i1 %69, label %50, label %56, !dbg !176, !llvm.loop !201

70:                                               ; preds = %50, %70
  %71 = phi i64 [ 0, %50 ], [ %83, %70 ]
    #dbg_value(i64 %71, !83, !DIExpression(), !192)
  %72 = trunc nuw nsw i64 %71 to i32, !dbg !203
  %73 = urem i32 %72, 71, !dbg !203
  %74 = getelementptr inbounds [5000 x %struct.cell], ptr %3, i64 0, i64 %71, !dbg !206
  store i32 %73, ptr %74, align 16, !dbg !207, !tbaa !208
  %75 = trunc nuw nsw i64 %71 to i32, !dbg !211
  %76 = udiv i32 %75, 71, !dbg !211
  %77 = getelementptr inbounds i8, ptr %74, i64 4, !dbg !212
  store i32 %76, ptr %77, align 4, !dbg !213, !tbaa !214
  %78 = trunc nuw nsw i64 %71 to i32, !dbg !215
  %79 = urem i32 %78, 13, !dbg !215
  %80 = uitofp nneg i32 %79 to double, !dbg !216
  %81 = fmul double %80, 2.500000e-01, !dbg !217
  %82 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !218
  store double %81, ptr %82, align 8, !dbg !219, !tbaa !220
  %83 = add nuw nsw i64 %71, 1, !dbg !221
    #dbg_value(i64 %83, !83, !DIExpression(), !192)
  %84 = icmp eq i64 %83, 5000, !dbg !222
  br i1 %84, label %89, label %70, !dbg !193, !llvm.loop !223

85:                                               ; preds = %89
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %96, i64 noundef %103), !dbg !225
  %87 = call fastcc i64 @frame_recursion(i32 noundef 200), !dbg !226
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %87), !dbg !227
  call void @llvm.lifetime.start.p0(i64 90000, ptr nonnull %4) #6, !dbg !228
    #dbg_value(i32 0, !93, !DIExpression(), !229)
  br label %106, !dbg !230

89:                                               ; preds = %70, %89
  %90 = phi i64 [ %104, %89 ], [ 0, %70 ]
  %91 = phi i64 [ %103, %89 ], [ 0, %70 ]
  %92 = phi double [ %96, %89 ], [ 0.000000e+00, %70 ]
    #dbg_value(i64 %90, !87, !DIExpression(), !231)
    #dbg_value(i64 %91, !86, !DIExpression(), !106)
    #dbg_value(double %92, !85, !DIExpression(), !106)
  %93 = getelementptr inbounds [5000 x %struct.cell], ptr %3, i64 0, i64 %90, !dbg !232
  %94 = getelementptr inbounds i8, ptr %93, i64 8, !dbg !235
  %95 = load double, ptr %94, align 8, !dbg !235, !tbaa !220
  %96 = fadd double %92, %95, !dbg !236
    #dbg_value(double %96, !85, !DIExpression(), !106)
  %97 = load i32, ptr %93, align 16, !dbg !237, !tbaa !208
  %98 = sext i32 %97 to i64, !dbg !238
  %99 = getelementptr inbounds i8, ptr %93, i64 4, !dbg !239
  %100 = load i32, ptr %99, align 4, !dbg !239, !tbaa !214
  %101 = sext i32 %100 to i64, !dbg !240
  %102 = mul nsw i64 %101, %98, !dbg !241
  %103 = add nsw i64 %102, %91, !dbg !242
    #dbg_value(i64 %103, !86, !DIExpression(), !106)
  %104 = add nuw nsw i64 %90, 1, !dbg !243
    #dbg_value(i64 %104, !87, !DIExpression(), !231)
  %105 = icmp eq i64 %104, 5000, !dbg !244
  br i1 %105, label %85, label %89, !dbg !245, !llvm.loop !246

106:                                              ; preds = %85, %108
  %107 = phi i64 [ 0, %85 ], [ %109, %108 ]
    #dbg_value(i64 %107, !93, !DIExpression(), !229)
    #dbg_value(i32 0, !95, !DIExpression(), !248)
  br label %111, !dbg !249

108:                                              ; preds = %111
  %109 = add nuw nsw i64 %107, 1, !dbg !250
    #dbg_value(i64 %109, !93, !DIExpression(), !229)
  %110 = icmp eq i64 %109, 300, !dbg !251
  br i1 %110, label %118, label %106, !dbg !230, !llvm.loop !252

111:                                              ; preds = %106, %111
  %112 = phi i64 [ 0, %106 ], [ %116, %111 ]
    #dbg_value(i64 %112, !95, !DIExpression(), !248)
  %113 = xor i64 %112, %107, !dbg !254
  %114 = trunc i64 %113 to i8, !dbg !256
  %115 = getelementptr inbounds [300 x [300 x i8]], ptr %4, i64 0, i64 %107, i64 %112, !dbg !257
  store i8 %114, ptr %115, align 1, !dbg !258, !tbaa !197
  %116 = add nuw nsw i64 %112, 1, !dbg !259
    #dbg_value(i64 %116, !95, !DIExpression(), !248)
  %117 = icmp eq i64 %116, 300, !dbg !260
  br i1 %117, label %108, label %111, !dbg !249, !llvm.loop !261

118:                                              ; preds = %108, %123
  %119 = phi i64 [ %124, %123 ], [ 0, %108 ]
  %120 = phi i64 [ %132, %123 ], [ 0, %108 ]
    #dbg_value(i64 %119, !99, !DIExpression(), !263)
    #dbg_value(i64 %120, !98, !DIExpression(), !106)
    #dbg_value(i32 0, !101, !DIExpression(), !264)
    #dbg_value(i64 %120, !98, !DIExpression(), !106)
  br label %126, !dbg !265

121:                                              ; preds = %123
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %132), !dbg !266
  call void @llvm.lifetime.end.p0(i64 90000, ptr nonnull %4) #6, !dbg !267
  call void @llvm.lifetime.end.p0(i64 80000, ptr nonnull %3) #6, !dbg !267
  call void @llvm.lifetime.end.p0(i64 16384, ptr nonnull %2) #6, !dbg !267
  ret i32 0, !dbg !267

123:                                              ; preds = %126
  %124 = add nuw nsw i64 %119, 3, !dbg !268
    #dbg_value(i64 %124, !99, !DIExpression(), !263)
    #dbg_value(i64 %132, !98, !DIExpression(), !106)
  %125 = icmp ult i64 %119, 297, !dbg !269
  br i1 %125, label %118, label %121, !dbg !270, !llvm.loop !271

126:                                              ; preds = %118, %126
  %127 = phi i64 [ 0, %118 ], [ %133, %126 ]
  %128 = phi i64 [ %120, %118 ], [ %132, %126 ]
    #dbg_value(i64 %127, !101, !DIExpression(), !264)
    #dbg_value(i64 %128, !98, !DIExpression(), !106)
  %129 = getelementptr inbounds [300 x [300 x i8]], ptr %4, i64 0, i64 %119, i64 %127, !dbg !273
  %130 = load i8, ptr %129, align 1, !dbg !273, !tbaa !197
  %131 = zext i8 %130 to i64, !dbg !273
  %132 = add i64 %128, %131, !dbg !275
    #dbg_value(i64 %132, !98, !DIExpression(), !106)
  %133 = add nuw nsw i64 %127, 3, !dbg !276
    #dbg_value(i64 %133, !101, !DIExpression(), !264)
  %134 = icmp ult i64 %127, 297, !dbg !277
  br i1 %134, label %126, label %123, !dbg !265, !llvm.loop !278
}

; Function Attrs: nofree nounwind
declare !dbg !280 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !287 noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i64 @frame_recursion(i32 noundef %0) unnamed_addr #4 !dbg !292 {
  %2 = alloca [256 x i32], align 16, !DIAssignID !306
    #dbg_assign(i1 undef, !297, !DIExpression(), !306, ptr %2, !DIExpression(), !307)
    #dbg_value(i32 %0, !296, !DIExpression(), !307)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #6, !dbg !308
    #dbg_value(i32 0, !301, !DIExpression(), !309)
  br label %3, !dbg !310

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %8, %3 ]
    #dbg_value(i64 %4, !301, !DIExpression(), !309)
  %5 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %4, !dbg !311
  %6 = trunc i64 %4 to i32, !dbg !313
  %7 = mul i32 %6, %0, !dbg !313
  store i32 %7, ptr %5, align 4, !dbg !313, !tbaa !133
  %8 = add nuw nsw i64 %4, 1, !dbg !314
    #dbg_value(i64 %8, !301, !DIExpression(), !309)
  %9 = icmp eq i64 %8, 256, !dbg !315
  br i1 %9, label %12, label %3, !dbg !310, !llvm.loop !316

10:                                               ; preds = %12
  %11 = icmp eq i32 %0, 0, !dbg !318
  br i1 %11, label %25, label %21, !dbg !319

12:                                               ; preds = %3, %12
  %13 = phi i64 [ %19, %12 ], [ 0, %3 ]
  %14 = phi i64 [ %18, %12 ], [ 0, %3 ]
    #dbg_value(i64 %13, !304, !DIExpression(), !320)
    #dbg_value(i64 %14, !303, !DIExpression(), !307)
  %15 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %13, !dbg !321
  %16 = load i32, ptr %15, align 4, !dbg !321, !tbaa !133
  %17 = sext i32 %16 to i64, !dbg !321
  %18 = add nsw i64 %14, %17, !dbg !323
    #dbg_value(i64 %18, !303, !DIExpression(), !307)
  %19 = add nuw nsw i64 %13, 17, !dbg !324
    #dbg_value(i64 %19, !304, !DIExpression(), !320)
  %20 = icmp ult i64 %13, 239, !dbg !325
  br i1 %20, label %12, label %10, !dbg !326, !llvm.loop !327

21:                                               ; preds = %10
  %22 = add nsw i32 %0, -1, !dbg !329
  %23 = tail call fastcc i64 @frame_recursion(i32 noundef %22), !dbg !330
  %24 = add nsw i64 %23, %18, !dbg !331
  br label %25, !dbg !319

25:                                               ; preds = %10, %21
  %26 = phi i64 [ %24, %21 ], [ %18, %10 ], !dbg !319
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #6, !dbg !332
  ret i64 %26, !dbg !333
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "big_stack.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "022b828b7c68cd39e53a99600edd78eb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 42)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 25)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 46)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !45, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !42, !43, !44}
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !40, line: 18, baseType: !41)
!40 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!43 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !{!0, !7, !12, !17, !22, !27, !32}
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 38, type: !55, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !58)
!55 = !DISubroutineType(types: !56)
!56 = !{!57}
!57 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!58 = !{!59, !63, !64, !66, !69, !70, !71, !73, !83, !85, !86, !87, !89, !93, !95, !98, !99, !101}
!59 = !DILocalVariable(name: "text", scope: !54, file: !2, line: 40, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 131072, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 16384)
!63 = !DILocalVariable(name: "len", scope: !54, file: !2, line: 42, type: !39)
!64 = !DILocalVariable(name: "i", scope: !65, file: !2, line: 43, type: !57)
!65 = distinct !DILexicalBlock(scope: !54, file: !2, line: 43, column: 5)
!66 = !DILocalVariable(name: "n", scope: !67, file: !2, line: 44, type: !57)
!67 = distinct !DILexicalBlock(scope: !68, file: !2, line: 43, column: 50)
!68 = distinct !DILexicalBlock(scope: !65, file: !2, line: 43, column: 5)
!69 = !DILocalVariable(name: "commas", scope: !54, file: !2, line: 47, type: !44)
!70 = !DILocalVariable(name: "digits", scope: !54, file: !2, line: 47, type: !44)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 48, type: !39)
!72 = distinct !DILexicalBlock(scope: !54, file: !2, line: 48, column: 5)
!73 = !DILocalVariable(name: "cells", scope: !54, file: !2, line: 53, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 640000, elements: !81)
!75 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cell", file: !2, line: 6, size: 128, elements: !76)
!76 = !{!77, !78, !79}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !75, file: !2, line: 7, baseType: !57, size: 32)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !75, file: !2, line: 7, baseType: !57, size: 32, offset: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !75, file: !2, line: 8, baseType: !80, size: 64, offset: 64)
!80 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!81 = !{!82}
!82 = !DISubrange(count: 5000)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 54, type: !57)
!84 = distinct !DILexicalBlock(scope: !54, file: !2, line: 54, column: 5)
!85 = !DILocalVariable(name: "wsum", scope: !54, file: !2, line: 59, type: !80)
!86 = !DILocalVariable(name: "xy", scope: !54, file: !2, line: 60, type: !42)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 61, type: !57)
!88 = distinct !DILexicalBlock(scope: !54, file: !2, line: 61, column: 5)
!89 = !DILocalVariable(name: "grid", scope: !54, file: !2, line: 68, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 720000, elements: !91)
!91 = !{!92, !92}
!92 = !DISubrange(count: 300)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 69, type: !57)
!94 = distinct !DILexicalBlock(scope: !54, file: !2, line: 69, column: 5)
!95 = !DILocalVariable(name: "j", scope: !96, file: !2, line: 70, type: !57)
!96 = distinct !DILexicalBlock(scope: !97, file: !2, line: 70, column: 9)
!97 = distinct !DILexicalBlock(scope: !94, file: !2, line: 69, column: 5)
!98 = !DILocalVariable(name: "gs", scope: !54, file: !2, line: 72, type: !41)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 73, type: !57)
!100 = distinct !DILexicalBlock(scope: !54, file: !2, line: 73, column: 5)
!101 = !DILocalVariable(name: "j", scope: !102, file: !2, line: 74, type: !57)
!102 = distinct !DILexicalBlock(scope: !103, file: !2, line: 74, column: 9)
!103 = distinct !DILexicalBlock(scope: !100, file: !2, line: 73, column: 5)
!104 = distinct !DIAssignID()
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 0, scope: !54)
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = !DILocalVariable(name: "a", scope: !110, file: !2, line: 22, type: !124)
!110 = distinct !DISubprogram(name: "big_sum", scope: !2, file: !2, line: 21, type: !111, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !114)
!111 = !DISubroutineType(types: !112)
!112 = !{!113}
!113 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!114 = !{!109, !115, !117, !118, !120, !121, !122}
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 23, type: !57)
!116 = distinct !DILexicalBlock(scope: !110, file: !2, line: 23, column: 5)
!117 = !DILocalVariable(name: "s", scope: !110, file: !2, line: 25, type: !113)
!118 = !DILocalVariable(name: "signed_sum", scope: !110, file: !2, line: 26, type: !119)
!119 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!120 = !DILocalVariable(name: "mn", scope: !110, file: !2, line: 27, type: !57)
!121 = !DILocalVariable(name: "mx", scope: !110, file: !2, line: 27, type: !57)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 28, type: !57)
!123 = distinct !DILexicalBlock(scope: !110, file: !2, line: 28, column: 5)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 3200000, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 100000)
!127 = !DILocation(line: 0, scope: !110, inlinedAt: !128)
!128 = distinct !DILocation(line: 39, column: 27, scope: !54)
!129 = !DILocation(line: 22, column: 5, scope: !110, inlinedAt: !128)
!130 = !DILocation(line: 0, scope: !116, inlinedAt: !128)
!131 = !DILocation(line: 23, column: 5, scope: !116, inlinedAt: !128)
!132 = !DILocation(line: 27, column: 14, scope: !110, inlinedAt: !128)
!133 = !{!134, !134, i64 0}
!134 = !{!"int", !135, i64 0}
!135 = !{!"omnipotent char", !136, i64 0}
!136 = !{!"Simple C/C++ TBAA"}
!137 = !DILocation(line: 0, scope: !123, inlinedAt: !128)
!138 = !DILocation(line: 28, column: 5, scope: !123, inlinedAt: !128)
!139 = !DILocation(line: 24, column: 27, scope: !140, inlinedAt: !128)
!140 = distinct !DILexicalBlock(scope: !116, file: !2, line: 23, column: 5)
!141 = !DILocation(line: 24, column: 36, scope: !140, inlinedAt: !128)
!142 = !DILocation(line: 24, column: 9, scope: !140, inlinedAt: !128)
!143 = !DILocation(line: 24, column: 14, scope: !140, inlinedAt: !128)
!144 = !DILocation(line: 23, column: 34, scope: !140, inlinedAt: !128)
!145 = !DILocation(line: 23, column: 23, scope: !140, inlinedAt: !128)
!146 = distinct !{!146, !131, !147, !148, !149}
!147 = !DILocation(line: 24, column: 38, scope: !116, inlinedAt: !128)
!148 = !{!"llvm.loop.mustprogress"}
!149 = !{!"llvm.loop.unroll.disable"}
!150 = !DILocation(line: 29, column: 15, scope: !151, inlinedAt: !128)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 28, column: 38)
!152 = distinct !DILexicalBlock(scope: !123, file: !2, line: 28, column: 5)
!153 = !DILocation(line: 29, column: 32, scope: !151, inlinedAt: !128)
!154 = !DILocation(line: 29, column: 22, scope: !151, inlinedAt: !128)
!155 = !DILocation(line: 29, column: 20, scope: !151, inlinedAt: !128)
!156 = !DILocation(line: 30, column: 23, scope: !151, inlinedAt: !128)
!157 = !DILocation(line: 30, column: 20, scope: !151, inlinedAt: !128)
!158 = !DILocation(line: 31, column: 13, scope: !151, inlinedAt: !128)
!159 = !DILocation(line: 32, column: 13, scope: !151, inlinedAt: !128)
!160 = !DILocation(line: 28, column: 34, scope: !152, inlinedAt: !128)
!161 = !DILocation(line: 28, column: 23, scope: !152, inlinedAt: !128)
!162 = distinct !{!162, !138, !163, !148, !149}
!163 = !DILocation(line: 33, column: 5, scope: !123, inlinedAt: !128)
!164 = !DILocation(line: 34, column: 82, scope: !110, inlinedAt: !128)
!165 = !DILocation(line: 34, column: 5, scope: !110, inlinedAt: !128)
!166 = !DILocation(line: 36, column: 1, scope: !110, inlinedAt: !128)
!167 = !DILocation(line: 39, column: 5, scope: !54)
!168 = !DILocation(line: 40, column: 5, scope: !54)
!169 = !DILocation(line: 41, column: 5, scope: !54)
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 0, scope: !65)
!172 = !DILocation(line: 43, column: 5, scope: !65)
!173 = !DILocation(line: 0, scope: !72)
!174 = !DILocation(line: 48, column: 26, scope: !175)
!175 = distinct !DILexicalBlock(scope: !72, file: !2, line: 48, column: 5)
!176 = !DILocation(line: 48, column: 5, scope: !72)
!177 = !DILocation(line: 44, column: 30, scope: !67)
!178 = !DILocation(line: 44, column: 17, scope: !67)
!179 = !DILocation(line: 0, scope: !67)
!180 = !DILocation(line: 45, column: 16, scope: !67)
!181 = !DILocation(line: 45, column: 13, scope: !67)
!182 = !DILocation(line: 43, column: 46, scope: !68)
!183 = !DILocation(line: 43, column: 25, scope: !68)
!184 = !DILocation(line: 43, column: 30, scope: !68)
!185 = distinct !{!185, !172, !186, !148, !149}
!186 = !DILocation(line: 46, column: 5, scope: !65)
!187 = !DILocation(line: 47, column: 26, scope: !54)
!188 = !DILocation(line: 52, column: 84, scope: !54)
!189 = !DILocation(line: 52, column: 90, scope: !54)
!190 = !DILocation(line: 52, column: 5, scope: !54)
!191 = !DILocation(line: 53, column: 5, scope: !54)
!192 = !DILocation(line: 0, scope: !84)
!193 = !DILocation(line: 54, column: 5, scope: !84)
!194 = !DILocation(line: 49, column: 13, scope: !195)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 49, column: 13)
!196 = distinct !DILexicalBlock(scope: !175, file: !2, line: 48, column: 38)
!197 = !{!135, !135, i64 0}
!198 = !DILocation(line: 49, column: 21, scope: !195)
!199 = !DILocation(line: 49, column: 13, scope: !196)
!200 = !DILocation(line: 48, column: 34, scope: !175)
!201 = distinct !{!201, !176, !202, !148, !149}
!202 = !DILocation(line: 51, column: 5, scope: !72)
!203 = !DILocation(line: 55, column: 24, scope: !204)
!204 = distinct !DILexicalBlock(scope: !205, file: !2, line: 54, column: 36)
!205 = distinct !DILexicalBlock(scope: !84, file: !2, line: 54, column: 5)
!206 = !DILocation(line: 55, column: 9, scope: !204)
!207 = !DILocation(line: 55, column: 20, scope: !204)
!208 = !{!209, !134, i64 0}
!209 = !{!"cell", !134, i64 0, !134, i64 4, !210, i64 8}
!210 = !{!"double", !135, i64 0}
!211 = !DILocation(line: 56, column: 24, scope: !204)
!212 = !DILocation(line: 56, column: 18, scope: !204)
!213 = !DILocation(line: 56, column: 20, scope: !204)
!214 = !{!209, !134, i64 4}
!215 = !DILocation(line: 57, column: 25, scope: !204)
!216 = !DILocation(line: 57, column: 22, scope: !204)
!217 = !DILocation(line: 57, column: 31, scope: !204)
!218 = !DILocation(line: 57, column: 18, scope: !204)
!219 = !DILocation(line: 57, column: 20, scope: !204)
!220 = !{!209, !210, i64 8}
!221 = !DILocation(line: 54, column: 32, scope: !205)
!222 = !DILocation(line: 54, column: 23, scope: !205)
!223 = distinct !{!223, !193, !224, !148, !149}
!224 = !DILocation(line: 58, column: 5, scope: !84)
!225 = !DILocation(line: 65, column: 5, scope: !54)
!226 = !DILocation(line: 66, column: 37, scope: !54)
!227 = !DILocation(line: 66, column: 5, scope: !54)
!228 = !DILocation(line: 68, column: 5, scope: !54)
!229 = !DILocation(line: 0, scope: !94)
!230 = !DILocation(line: 69, column: 5, scope: !94)
!231 = !DILocation(line: 0, scope: !88)
!232 = !DILocation(line: 62, column: 17, scope: !233)
!233 = distinct !DILexicalBlock(scope: !234, file: !2, line: 61, column: 36)
!234 = distinct !DILexicalBlock(scope: !88, file: !2, line: 61, column: 5)
!235 = !DILocation(line: 62, column: 26, scope: !233)
!236 = !DILocation(line: 62, column: 14, scope: !233)
!237 = !DILocation(line: 63, column: 30, scope: !233)
!238 = !DILocation(line: 63, column: 15, scope: !233)
!239 = !DILocation(line: 63, column: 43, scope: !233)
!240 = !DILocation(line: 63, column: 34, scope: !233)
!241 = !DILocation(line: 63, column: 32, scope: !233)
!242 = !DILocation(line: 63, column: 12, scope: !233)
!243 = !DILocation(line: 61, column: 32, scope: !234)
!244 = !DILocation(line: 61, column: 23, scope: !234)
!245 = !DILocation(line: 61, column: 5, scope: !88)
!246 = distinct !{!246, !245, !247, !148, !149}
!247 = !DILocation(line: 64, column: 5, scope: !88)
!248 = !DILocation(line: 0, scope: !96)
!249 = !DILocation(line: 70, column: 9, scope: !96)
!250 = !DILocation(line: 69, column: 31, scope: !97)
!251 = !DILocation(line: 69, column: 23, scope: !97)
!252 = distinct !{!252, !230, !253, !148, !149}
!253 = !DILocation(line: 71, column: 56, scope: !94)
!254 = !DILocation(line: 71, column: 45, scope: !255)
!255 = distinct !DILexicalBlock(scope: !96, file: !2, line: 70, column: 9)
!256 = !DILocation(line: 71, column: 26, scope: !255)
!257 = !DILocation(line: 71, column: 13, scope: !255)
!258 = !DILocation(line: 71, column: 24, scope: !255)
!259 = !DILocation(line: 70, column: 35, scope: !255)
!260 = !DILocation(line: 70, column: 27, scope: !255)
!261 = distinct !{!261, !249, !262, !148, !149}
!262 = !DILocation(line: 71, column: 56, scope: !96)
!263 = !DILocation(line: 0, scope: !100)
!264 = !DILocation(line: 0, scope: !102)
!265 = !DILocation(line: 74, column: 9, scope: !102)
!266 = !DILocation(line: 76, column: 5, scope: !54)
!267 = !DILocation(line: 78, column: 1, scope: !54)
!268 = !DILocation(line: 73, column: 32, scope: !103)
!269 = !DILocation(line: 73, column: 23, scope: !103)
!270 = !DILocation(line: 73, column: 5, scope: !100)
!271 = distinct !{!271, !270, !272, !148, !149}
!272 = !DILocation(line: 75, column: 28, scope: !100)
!273 = !DILocation(line: 75, column: 19, scope: !274)
!274 = distinct !DILexicalBlock(scope: !102, file: !2, line: 74, column: 9)
!275 = !DILocation(line: 75, column: 16, scope: !274)
!276 = !DILocation(line: 74, column: 36, scope: !274)
!277 = !DILocation(line: 74, column: 27, scope: !274)
!278 = distinct !{!278, !265, !279, !148, !149}
!279 = !DILocation(line: 75, column: 28, scope: !102)
!280 = !DISubprogram(name: "printf", scope: !281, file: !281, line: 356, type: !282, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!281 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!282 = !DISubroutineType(types: !283)
!283 = !{!57, !284, null}
!284 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !285)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !286, size: 64)
!286 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!287 = !DISubprogram(name: "sprintf", scope: !281, file: !281, line: 358, type: !288, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!288 = !DISubroutineType(types: !289)
!289 = !{!57, !290, !284, null}
!290 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !291)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!292 = distinct !DISubprogram(name: "frame_recursion", scope: !2, file: !2, line: 11, type: !293, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !295)
!293 = !DISubroutineType(types: !294)
!294 = !{!42, !57}
!295 = !{!296, !297, !301, !303, !304}
!296 = !DILocalVariable(name: "depth", arg: 1, scope: !292, file: !2, line: 11, type: !57)
!297 = !DILocalVariable(name: "local", scope: !292, file: !2, line: 12, type: !298)
!298 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 8192, elements: !299)
!299 = !{!300}
!300 = !DISubrange(count: 256)
!301 = !DILocalVariable(name: "i", scope: !302, file: !2, line: 13, type: !57)
!302 = distinct !DILexicalBlock(scope: !292, file: !2, line: 13, column: 5)
!303 = !DILocalVariable(name: "s", scope: !292, file: !2, line: 15, type: !42)
!304 = !DILocalVariable(name: "i", scope: !305, file: !2, line: 16, type: !57)
!305 = distinct !DILexicalBlock(scope: !292, file: !2, line: 16, column: 5)
!306 = distinct !DIAssignID()
!307 = !DILocation(line: 0, scope: !292)
!308 = !DILocation(line: 12, column: 5, scope: !292)
!309 = !DILocation(line: 0, scope: !302)
!310 = !DILocation(line: 13, column: 5, scope: !302)
!311 = !DILocation(line: 14, column: 9, scope: !312)
!312 = distinct !DILexicalBlock(scope: !302, file: !2, line: 13, column: 5)
!313 = !DILocation(line: 14, column: 18, scope: !312)
!314 = !DILocation(line: 13, column: 31, scope: !312)
!315 = !DILocation(line: 13, column: 23, scope: !312)
!316 = distinct !{!316, !310, !317, !148, !149}
!317 = !DILocation(line: 14, column: 28, scope: !302)
!318 = !DILocation(line: 18, column: 18, scope: !292)
!319 = !DILocation(line: 18, column: 12, scope: !292)
!320 = !DILocation(line: 0, scope: !305)
!321 = !DILocation(line: 17, column: 14, scope: !322)
!322 = distinct !DILexicalBlock(scope: !305, file: !2, line: 16, column: 5)
!323 = !DILocation(line: 17, column: 11, scope: !322)
!324 = !DILocation(line: 16, column: 32, scope: !322)
!325 = !DILocation(line: 16, column: 23, scope: !322)
!326 = !DILocation(line: 16, column: 5, scope: !305)
!327 = distinct !{!327, !326, !328, !148, !149}
!328 = !DILocation(line: 17, column: 21, scope: !305)
!329 = !DILocation(line: 18, column: 55, scope: !292)
!330 = !DILocation(line: 18, column: 33, scope: !292)
!331 = !DILocation(line: 18, column: 31, scope: !292)
!332 = !DILocation(line: 19, column: 1, scope: !292)
!333 = !DILocation(line: 18, column: 5, scope: !292)
