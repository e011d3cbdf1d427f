; ModuleID = 'static_locals.c'
source_filename = "static_locals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"id %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [40 x i8] c"fib(10)=%llu fib(50)=%llu fib(93)=%llu\0A\00", align 1, !dbg !7
@__const.main.ns = private unnamed_addr constant [14 x i32] [i32 1, i32 2, i32 3, i32 4, i32 11, i32 12, i32 13, i32 21, i32 22, i32 23, i32 101, i32 111, i32 112, i32 1003], align 16
@.str.2 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [21 x i8] c"mean after %d: %.4f\0A\00", align 1, !dbg !19
@.str.6 = private unnamed_addr constant [20 x i8] c"rng acc=%u next=%u\0A\00", align 1, !dbg !24
@next_id.id = internal unnamed_addr global i32 100, align 4, !dbg !29
@fib.memo = internal unnamed_addr global [94 x i64] zeroinitializer, align 16, !dbg !42
@fib.initialised = internal unnamed_addr global i1 false, align 4, !dbg !123
@ordinal.buf = internal global [32 x i8] zeroinitializer, align 16, !dbg !65
@.str.8 = private unnamed_addr constant [3 x i8] c"th\00", align 1, !dbg !78
@.str.9 = private unnamed_addr constant [3 x i8] c"st\00", align 1, !dbg !83
@.str.10 = private unnamed_addr constant [3 x i8] c"nd\00", align 1, !dbg !85
@.str.11 = private unnamed_addr constant [3 x i8] c"rd\00", align 1, !dbg !87
@.str.12 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1, !dbg !89
@history.hist = internal global [8 x i32] zeroinitializer, align 16, !dbg !94
@history.cursor = internal unnamed_addr global ptr @history.hist, align 8, !dbg !105
@running_mean.sum = internal unnamed_addr global double 0.000000e+00, align 8, !dbg !107
@running_mean.n = internal unnamed_addr global i64 0, align 8, !dbg !115
@rng.state = internal unnamed_addr global i32 1, align 4, !dbg !118
@str = private unnamed_addr constant [24 x i8] c"(fib table initialised)\00", align 1
@switch.table.main.rel = private unnamed_addr constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32)], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !132 {
    #dbg_assign(i1 undef, !136, !DIExpression(), !155, ptr @__const.main.ns, !DIExpression(), !156)
  %1 = alloca [32 x i8], align 16, !DIAssignID !157
    #dbg_assign(i1 undef, !142, !DIExpression(), !157, ptr %1, !DIExpression(), !158)
    #dbg_value(i32 0, !134, !DIExpression(), !159)
  br label %52, !dbg !160

2:                                                ; preds = %52
    #dbg_value(i32 10, !50, !DIExpression(), !161)
  %3 = load i1, ptr @fib.initialised, align 4, !dbg !163
  br i1 %3, label %17, label %4, !dbg !164

4:                                                ; preds = %2
  store i64 0, ptr @fib.memo, align 16, !dbg !165, !tbaa !166
  store i64 1, ptr getelementptr inbounds (i8, ptr @fib.memo, i64 8), align 8, !dbg !170, !tbaa !166
    #dbg_value(i32 2, !51, !DIExpression(), !171)
  br label %7, !dbg !172

5:                                                ; preds = %7
  store i1 true, ptr @fib.initialised, align 4, !dbg !173
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !174
  br label %17, !dbg !175

7:                                                ; preds = %7, %4
  %8 = phi i64 [ 1, %4 ], [ %13, %7 ], !dbg !176
  %9 = phi i64 [ 2, %4 ], [ %15, %7 ]
    #dbg_value(i64 %9, !51, !DIExpression(), !171)
  %10 = add nsw i64 %9, -2, !dbg !178
  %11 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %10, !dbg !179
  %12 = load i64, ptr %11, align 8, !dbg !179, !tbaa !166
  %13 = add i64 %12, %8, !dbg !180
  %14 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %9, !dbg !181
  store i64 %13, ptr %14, align 8, !dbg !182, !tbaa !166
  %15 = add nuw nsw i64 %9, 1, !dbg !183
    #dbg_value(i64 %15, !51, !DIExpression(), !171)
  %16 = icmp eq i64 %15, 94, !dbg !184
  br i1 %16, label %5, label %7, !dbg !172, !llvm.loop !185

17:                                               ; preds = %2, %5
  %18 = load i64, ptr getelementptr inbounds (i8, ptr @fib.memo, i64 80), align 16, !dbg !189, !tbaa !166
    #dbg_value(i32 50, !50, !DIExpression(), !190)
  %19 = load i1, ptr @fib.initialised, align 4, !dbg !192
  br i1 %19, label %33, label %20, !dbg !193

20:                                               ; preds = %17
  store i64 0, ptr @fib.memo, align 16, !dbg !194, !tbaa !166
  store i64 1, ptr getelementptr inbounds (i8, ptr @fib.memo, i64 8), align 8, !dbg !195, !tbaa !166
    #dbg_value(i32 2, !51, !DIExpression(), !196)
  br label %23, !dbg !197

21:                                               ; preds = %23
  store i1 true, ptr @fib.initialised, align 4, !dbg !198
  %22 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !199
  br label %33, !dbg !200

23:                                               ; preds = %23, %20
  %24 = phi i64 [ 1, %20 ], [ %29, %23 ], !dbg !201
  %25 = phi i64 [ 2, %20 ], [ %31, %23 ]
    #dbg_value(i64 %25, !51, !DIExpression(), !196)
  %26 = add nsw i64 %25, -2, !dbg !202
  %27 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %26, !dbg !203
  %28 = load i64, ptr %27, align 8, !dbg !203, !tbaa !166
  %29 = add i64 %28, %24, !dbg !204
  %30 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %25, !dbg !205
  store i64 %29, ptr %30, align 8, !dbg !206, !tbaa !166
  %31 = add nuw nsw i64 %25, 1, !dbg !207
    #dbg_value(i64 %31, !51, !DIExpression(), !196)
  %32 = icmp eq i64 %31, 94, !dbg !208
  br i1 %32, label %21, label %23, !dbg !197, !llvm.loop !209

33:                                               ; preds = %17, %21
  %34 = load i64, ptr getelementptr inbounds (i8, ptr @fib.memo, i64 400), align 16, !dbg !211, !tbaa !166
    #dbg_value(i32 93, !50, !DIExpression(), !212)
  %35 = load i1, ptr @fib.initialised, align 4, !dbg !214
  br i1 %35, label %49, label %36, !dbg !215

36:                                               ; preds = %33
  store i64 0, ptr @fib.memo, align 16, !dbg !216, !tbaa !166
  store i64 1, ptr getelementptr inbounds (i8, ptr @fib.memo, i64 8), align 8, !dbg !217, !tbaa !166
    #dbg_value(i32 2, !51, !DIExpression(), !218)
  br label %39, !dbg !219

37:                                               ; preds = %39
  store i1 true, ptr @fib.initialised, align 4, !dbg !220
  %38 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !221
  br label %49, !dbg !222

39:                                               ; preds = %39, %36
  %40 = phi i64 [ 1, %36 ], [ %45, %39 ], !dbg !223
  %41 = phi i64 [ 2, %36 ], [ %47, %39 ]
    #dbg_value(i64 %41, !51, !DIExpression(), !218)
  %42 = add nsw i64 %41, -2, !dbg !224
  %43 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %42, !dbg !225
  %44 = load i64, ptr %43, align 8, !dbg !225, !tbaa !166
  %45 = add i64 %44, %40, !dbg !226
  %46 = getelementptr inbounds [94 x i64], ptr @fib.memo, i64 0, i64 %41, !dbg !227
  store i64 %45, ptr %46, align 8, !dbg !228, !tbaa !166
  %47 = add nuw nsw i64 %41, 1, !dbg !229
    #dbg_value(i64 %47, !51, !DIExpression(), !218)
  %48 = icmp eq i64 %47, 94, !dbg !230
  br i1 %48, label %37, label %39, !dbg !219, !llvm.loop !231

49:                                               ; preds = %33, %37
  %50 = load i64, ptr getelementptr inbounds (i8, ptr @fib.memo, i64 744), align 8, !dbg !233, !tbaa !166
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %18, i64 noundef %34, i64 noundef %50), !dbg !234
    #dbg_assign(i1 undef, !136, !DIExpression(), !235, ptr @__const.main.ns, !DIExpression(), !156)
    #dbg_value(i32 0, !140, !DIExpression(), !236)
  br label %62, !dbg !237

52:                                               ; preds = %0, %52
  %53 = phi i32 [ 0, %0 ], [ %57, %52 ]
    #dbg_value(i32 %53, !134, !DIExpression(), !159)
  %54 = load i32, ptr @next_id.id, align 4, !dbg !238, !tbaa !241
  %55 = add nsw i32 %54, 1, !dbg !238
  store i32 %55, ptr @next_id.id, align 4, !dbg !238, !tbaa !241
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %54), !dbg !243
  %57 = add nuw nsw i32 %53, 1, !dbg !244
    #dbg_value(i32 %57, !134, !DIExpression(), !159)
  %58 = icmp eq i32 %57, 5, !dbg !245
  br i1 %58, label %2, label %52, !dbg !160, !llvm.loop !246

59:                                               ; preds = %77
  %60 = call i32 @putchar(i32 10), !dbg !248
    #dbg_value(ptr null, !145, !DIExpression(), !156)
    #dbg_value(i32 1, !146, !DIExpression(), !249)
  %61 = load ptr, ptr @history.cursor, align 8
    #dbg_value(i32 1, !146, !DIExpression(), !249)
    #dbg_value(ptr null, !145, !DIExpression(), !156)
  br label %85, !dbg !250

62:                                               ; preds = %49, %77
  %63 = phi i64 [ 0, %49 ], [ %82, %77 ]
    #dbg_value(i64 %63, !140, !DIExpression(), !236)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6, !dbg !251
  %64 = getelementptr inbounds [14 x i32], ptr @__const.main.ns, i64 0, i64 %63, !dbg !252
  %65 = load i32, ptr %64, align 4, !dbg !252, !tbaa !241
    #dbg_value(i32 %65, !73, !DIExpression(), !253)
    #dbg_value(ptr @.str.8, !74, !DIExpression(), !253)
  %66 = srem i32 %65, 100, !dbg !255
  %67 = add nsw i32 %66, -14, !dbg !257
  %68 = icmp ult i32 %67, -3, !dbg !257
  br i1 %68, label %69, label %77, !dbg !257

69:                                               ; preds = %62
  %70 = srem i32 %65, 10, !dbg !258
  %71 = add nsw i32 %70, -1, !dbg !260
  %72 = icmp ult i32 %71, 3, !dbg !260
  br i1 %72, label %73, label %77, !dbg !260

73:                                               ; preds = %69
  %74 = zext nneg i32 %71 to i64, !dbg !260
  %75 = shl i64 %74, 2, !dbg !260
  %76 = call ptr @llvm.load.relative.i64(ptr @switch.table.main.rel, i64 %75), !dbg !260
  br label %77, !dbg !260

77:                                               ; preds = %73, %69, %62
  %78 = phi ptr [ @.str.8, %69 ], [ @.str.8, %62 ], [ %76, %73 ], !dbg !253
    #dbg_value(ptr %78, !74, !DIExpression(), !253)
  %79 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) @ordinal.buf, ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %65, ptr noundef nonnull %78) #6, !dbg !261
  %80 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @ordinal.buf) #6, !dbg !262
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull %1), !dbg !263
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6, !dbg !264
  %82 = add nuw nsw i64 %63, 1, !dbg !265
    #dbg_value(i64 %82, !140, !DIExpression(), !236)
  %83 = icmp eq i64 %82, 14, !dbg !266
  br i1 %83, label %59, label %62, !dbg !237, !llvm.loop !267

84:                                               ; preds = %85
  store ptr %91, ptr @history.cursor, align 8, !dbg !269
    #dbg_value(i32 0, !148, !DIExpression(), !272)
  br label %96, !dbg !273

85:                                               ; preds = %59, %85
  %86 = phi i32 [ 1, %59 ], [ %92, %85 ]
  %87 = phi ptr [ %61, %59 ], [ %91, %85 ]
    #dbg_value(i32 %86, !146, !DIExpression(), !249)
  %88 = mul nuw nsw i32 %86, %86, !dbg !274
    #dbg_value(i32 %88, !101, !DIExpression(), !269)
  store i32 %88, ptr %87, align 4, !dbg !275, !tbaa !241
  %89 = getelementptr inbounds i8, ptr %87, i64 4, !dbg !276
  %90 = icmp eq ptr %89, getelementptr inbounds (i8, ptr @history.hist, i64 32), !dbg !277
  %91 = select i1 %90, ptr @history.hist, ptr %89, !dbg !279
    #dbg_value(ptr @history.hist, !145, !DIExpression(), !156)
  %92 = add nuw nsw i32 %86, 1, !dbg !280
    #dbg_value(i32 %92, !146, !DIExpression(), !249)
  %93 = icmp eq i32 %92, 12, !dbg !281
  br i1 %93, label %84, label %85, !dbg !250, !llvm.loop !282

94:                                               ; preds = %96
  %95 = call i32 @putchar(i32 10), !dbg !284
    #dbg_value(i32 1, !150, !DIExpression(), !285)
  br label %105, !dbg !286

96:                                               ; preds = %84, %96
  %97 = phi i64 [ 0, %84 ], [ %101, %96 ]
    #dbg_value(i64 %97, !148, !DIExpression(), !272)
  %98 = getelementptr inbounds i32, ptr @history.hist, i64 %97, !dbg !287
  %99 = load i32, ptr %98, align 4, !dbg !287, !tbaa !241
  %100 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %99), !dbg !289
  %101 = add nuw nsw i64 %97, 1, !dbg !290
    #dbg_value(i64 %101, !148, !DIExpression(), !272)
  %102 = icmp eq i64 %101, 8, !dbg !291
  br i1 %102, label %94, label %96, !dbg !273, !llvm.loop !292

103:                                              ; preds = %105
  %104 = load i32, ptr @rng.state, align 4, !tbaa !241
    #dbg_value(i32 0, !153, !DIExpression(), !294)
    #dbg_value(i32 0, !152, !DIExpression(), !156)
  br label %129, !dbg !295

105:                                              ; preds = %94, %105
  %106 = phi i32 [ 1, %94 ], [ %116, %105 ]
    #dbg_value(i32 %106, !150, !DIExpression(), !285)
  %107 = uitofp nneg i32 %106 to double, !dbg !296
  %108 = fmul double %107, 1.500000e+00, !dbg !298
    #dbg_value(double %108, !114, !DIExpression(), !299)
  %109 = load double, ptr @running_mean.sum, align 8, !dbg !301, !tbaa !302
  %110 = fadd double %108, %109, !dbg !301
  store double %110, ptr @running_mean.sum, align 8, !dbg !301, !tbaa !302
  %111 = load i64, ptr @running_mean.n, align 8, !dbg !304, !tbaa !305
  %112 = add nsw i64 %111, 1, !dbg !304
  store i64 %112, ptr @running_mean.n, align 8, !dbg !304, !tbaa !305
  %113 = sitofp i64 %112 to double, !dbg !304
  %114 = fdiv double %110, %113, !dbg !307
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %106, double noundef %114), !dbg !308
  %116 = add nuw nsw i32 %106, 1, !dbg !309
    #dbg_value(i32 %116, !150, !DIExpression(), !285)
  %117 = icmp eq i32 %116, 7, !dbg !310
  br i1 %117, label %103, label %105, !dbg !286, !llvm.loop !311

118:                                              ; preds = %129
  store i32 %138, ptr @rng.state, align 4, !dbg !313, !tbaa !241
  %119 = shl i32 %138, 13, !dbg !316
  %120 = xor i32 %119, %138, !dbg !318
  %121 = lshr i32 %120, 17, !dbg !319
  %122 = xor i32 %121, %120, !dbg !320
  %123 = shl i32 %122, 5, !dbg !321
  %124 = xor i32 %123, %122, !dbg !322
  store i32 %124, ptr @rng.state, align 4, !dbg !322, !tbaa !241
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %140, i32 noundef %124), !dbg !323
  %126 = load i32, ptr @next_id.id, align 4, !dbg !324, !tbaa !241
  %127 = add nsw i32 %126, 1, !dbg !324
  store i32 %127, ptr @next_id.id, align 4, !dbg !324, !tbaa !241
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %126), !dbg !326
  ret i32 0, !dbg !327

129:                                              ; preds = %103, %129
  %130 = phi i32 [ 0, %103 ], [ %141, %129 ]
  %131 = phi i32 [ 0, %103 ], [ %140, %129 ]
  %132 = phi i32 [ %104, %103 ], [ %138, %129 ]
    #dbg_value(i32 %130, !153, !DIExpression(), !294)
    #dbg_value(i32 %131, !152, !DIExpression(), !156)
  %133 = shl i32 %132, 13, !dbg !328
  %134 = xor i32 %133, %132, !dbg !329
  %135 = lshr i32 %134, 17, !dbg !330
  %136 = xor i32 %135, %134, !dbg !331
  %137 = shl i32 %136, 5, !dbg !332
  %138 = xor i32 %137, %136, !dbg !333
  %139 = urem i32 %138, 1000, !dbg !334
  %140 = add i32 %139, %131, !dbg !335
    #dbg_value(i32 %140, !152, !DIExpression(), !156)
  %141 = add nuw nsw i32 %130, 1, !dbg !336
    #dbg_value(i32 %141, !153, !DIExpression(), !294)
  %142 = icmp eq i32 %141, 1000, !dbg !337
  br i1 %142, label %118, label %129, !dbg !295, !llvm.loop !338
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !340 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !345 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !351 noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!35}
!llvm.module.flags = !{!124, !125, !126, !127, !128, !129, !130}
!llvm.ident = !{!131}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "static_locals.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "a1fb2982d7800447c48e41394e731a5d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 40)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 21)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 20)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "id", scope: !31, file: !2, line: 7, type: !34, isLocal: true, isDefinition: true)
!31 = distinct !DISubprogram(name: "next_id", scope: !2, file: !2, line: 6, type: !32, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !36, splitDebugInlining: false, nameTableKind: None)
!36 = !{!0, !7, !12, !37, !17, !19, !24, !29, !42, !58, !60, !65, !78, !83, !85, !87, !89, !94, !105, !107, !115, !118}
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 2)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "memo", scope: !44, file: !2, line: 12, type: !55, isLocal: true, isDefinition: true)
!44 = distinct !DISubprogram(name: "fib", scope: !2, file: !2, line: 11, type: !45, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !49)
!45 = !DISubroutineType(types: !46)
!46 = !{!47, !48}
!47 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !{!50, !51}
!50 = !DILocalVariable(name: "n", arg: 1, scope: !44, file: !2, line: 11, type: !48)
!51 = !DILocalVariable(name: "i", scope: !52, file: !2, line: 17, type: !48)
!52 = distinct !DILexicalBlock(scope: !53, file: !2, line: 17, column: 9)
!53 = distinct !DILexicalBlock(scope: !54, file: !2, line: 14, column: 23)
!54 = distinct !DILexicalBlock(scope: !44, file: !2, line: 14, column: 9)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 6016, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 94)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "initialised", scope: !44, file: !2, line: 13, type: !34, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 25)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "buf", scope: !67, file: !2, line: 26, type: !75, isLocal: true, isDefinition: true)
!67 = distinct !DISubprogram(name: "ordinal", scope: !2, file: !2, line: 25, type: !68, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !72)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !34}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!72 = !{!73, !74}
!73 = !DILocalVariable(name: "n", arg: 1, scope: !67, file: !2, line: 25, type: !34)
!74 = !DILocalVariable(name: "suf", scope: !67, file: !2, line: 27, type: !70)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 32)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 3)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !80, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !80, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !80, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 5)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(name: "hist", scope: !96, file: !2, line: 40, type: !102, isLocal: true, isDefinition: true)
!96 = distinct !DISubprogram(name: "history", scope: !2, file: !2, line: 39, type: !97, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !100)
!97 = !DISubroutineType(types: !98)
!98 = !{!99, !34}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!100 = !{!101}
!101 = !DILocalVariable(name: "v", arg: 1, scope: !96, file: !2, line: 39, type: !34)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 256, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 8)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(name: "cursor", scope: !96, file: !2, line: 41, type: !99, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(name: "sum", scope: !109, file: !2, line: 50, type: !112, isLocal: true, isDefinition: true)
!109 = distinct !DISubprogram(name: "running_mean", scope: !2, file: !2, line: 49, type: !110, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !113)
!110 = !DISubroutineType(types: !111)
!111 = !{!112, !112}
!112 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!113 = !{!114}
!114 = !DILocalVariable(name: "x", arg: 1, scope: !109, file: !2, line: 49, type: !112)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(name: "n", scope: !109, file: !2, line: 51, type: !117, isLocal: true, isDefinition: true)
!117 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(name: "state", scope: !120, file: !2, line: 57, type: !48, isLocal: true, isDefinition: true)
!120 = distinct !DISubprogram(name: "rng", scope: !2, file: !2, line: 56, type: !121, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !35)
!121 = !DISubroutineType(types: !122)
!122 = !{!48}
!123 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 1, DW_OP_mul, DW_OP_constu, 0, DW_OP_plus, DW_OP_stack_value))
!124 = !{i32 7, !"Dwarf Version", i32 5}
!125 = !{i32 2, !"Debug Info Version", i32 3}
!126 = !{i32 1, !"wchar_size", i32 4}
!127 = !{i32 8, !"PIC Level", i32 2}
!128 = !{i32 7, !"PIE Level", i32 2}
!129 = !{i32 7, !"uwtable", i32 2}
!130 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!131 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!132 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 64, type: !32, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !35, retainedNodes: !133)
!133 = !{!134, !136, !140, !142, !145, !146, !148, !150, !152, !153}
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 65, type: !34)
!135 = distinct !DILexicalBlock(scope: !132, file: !2, line: 65, column: 5)
!136 = !DILocalVariable(name: "ns", scope: !132, file: !2, line: 68, type: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 448, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 14)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 69, type: !34)
!141 = distinct !DILexicalBlock(scope: !132, file: !2, line: 69, column: 5)
!142 = !DILocalVariable(name: "copy", scope: !143, file: !2, line: 70, type: !75)
!143 = distinct !DILexicalBlock(scope: !144, file: !2, line: 69, column: 34)
!144 = distinct !DILexicalBlock(scope: !141, file: !2, line: 69, column: 5)
!145 = !DILocalVariable(name: "h", scope: !132, file: !2, line: 75, type: !99)
!146 = !DILocalVariable(name: "i", scope: !147, file: !2, line: 76, type: !34)
!147 = distinct !DILexicalBlock(scope: !132, file: !2, line: 76, column: 5)
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 78, type: !34)
!149 = distinct !DILexicalBlock(scope: !132, file: !2, line: 78, column: 5)
!150 = !DILocalVariable(name: "i", scope: !151, file: !2, line: 81, type: !34)
!151 = distinct !DILexicalBlock(scope: !132, file: !2, line: 81, column: 5)
!152 = !DILocalVariable(name: "acc", scope: !132, file: !2, line: 83, type: !48)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 84, type: !34)
!154 = distinct !DILexicalBlock(scope: !132, file: !2, line: 84, column: 5)
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 0, scope: !132)
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 0, scope: !143)
!159 = !DILocation(line: 0, scope: !135)
!160 = !DILocation(line: 65, column: 5, scope: !135)
!161 = !DILocation(line: 0, scope: !44, inlinedAt: !162)
!162 = distinct !DILocation(line: 67, column: 56, scope: !132)
!163 = !DILocation(line: 14, column: 10, scope: !54, inlinedAt: !162)
!164 = !DILocation(line: 14, column: 9, scope: !44, inlinedAt: !162)
!165 = !DILocation(line: 15, column: 17, scope: !53, inlinedAt: !162)
!166 = !{!167, !167, i64 0}
!167 = !{!"long long", !168, i64 0}
!168 = !{!"omnipotent char", !169, i64 0}
!169 = !{!"Simple C/C++ TBAA"}
!170 = !DILocation(line: 16, column: 17, scope: !53, inlinedAt: !162)
!171 = !DILocation(line: 0, scope: !52, inlinedAt: !162)
!172 = !DILocation(line: 17, column: 9, scope: !52, inlinedAt: !162)
!173 = !DILocation(line: 19, column: 21, scope: !53, inlinedAt: !162)
!174 = !DILocation(line: 20, column: 9, scope: !53, inlinedAt: !162)
!175 = !DILocation(line: 21, column: 5, scope: !53, inlinedAt: !162)
!176 = !DILocation(line: 18, column: 23, scope: !177, inlinedAt: !162)
!177 = distinct !DILexicalBlock(scope: !52, file: !2, line: 17, column: 9)
!178 = !DILocation(line: 18, column: 44, scope: !177, inlinedAt: !162)
!179 = !DILocation(line: 18, column: 37, scope: !177, inlinedAt: !162)
!180 = !DILocation(line: 18, column: 35, scope: !177, inlinedAt: !162)
!181 = !DILocation(line: 18, column: 13, scope: !177, inlinedAt: !162)
!182 = !DILocation(line: 18, column: 21, scope: !177, inlinedAt: !162)
!183 = !DILocation(line: 17, column: 39, scope: !177, inlinedAt: !162)
!184 = !DILocation(line: 17, column: 32, scope: !177, inlinedAt: !162)
!185 = distinct !{!185, !172, !186, !187, !188}
!186 = !DILocation(line: 18, column: 47, scope: !52, inlinedAt: !162)
!187 = !{!"llvm.loop.mustprogress"}
!188 = !{!"llvm.loop.unroll.disable"}
!189 = !DILocation(line: 22, column: 12, scope: !44, inlinedAt: !162)
!190 = !DILocation(line: 0, scope: !44, inlinedAt: !191)
!191 = distinct !DILocation(line: 67, column: 65, scope: !132)
!192 = !DILocation(line: 14, column: 10, scope: !54, inlinedAt: !191)
!193 = !DILocation(line: 14, column: 9, scope: !44, inlinedAt: !191)
!194 = !DILocation(line: 15, column: 17, scope: !53, inlinedAt: !191)
!195 = !DILocation(line: 16, column: 17, scope: !53, inlinedAt: !191)
!196 = !DILocation(line: 0, scope: !52, inlinedAt: !191)
!197 = !DILocation(line: 17, column: 9, scope: !52, inlinedAt: !191)
!198 = !DILocation(line: 19, column: 21, scope: !53, inlinedAt: !191)
!199 = !DILocation(line: 20, column: 9, scope: !53, inlinedAt: !191)
!200 = !DILocation(line: 21, column: 5, scope: !53, inlinedAt: !191)
!201 = !DILocation(line: 18, column: 23, scope: !177, inlinedAt: !191)
!202 = !DILocation(line: 18, column: 44, scope: !177, inlinedAt: !191)
!203 = !DILocation(line: 18, column: 37, scope: !177, inlinedAt: !191)
!204 = !DILocation(line: 18, column: 35, scope: !177, inlinedAt: !191)
!205 = !DILocation(line: 18, column: 13, scope: !177, inlinedAt: !191)
!206 = !DILocation(line: 18, column: 21, scope: !177, inlinedAt: !191)
!207 = !DILocation(line: 17, column: 39, scope: !177, inlinedAt: !191)
!208 = !DILocation(line: 17, column: 32, scope: !177, inlinedAt: !191)
!209 = distinct !{!209, !197, !210, !187, !188}
!210 = !DILocation(line: 18, column: 47, scope: !52, inlinedAt: !191)
!211 = !DILocation(line: 22, column: 12, scope: !44, inlinedAt: !191)
!212 = !DILocation(line: 0, scope: !44, inlinedAt: !213)
!213 = distinct !DILocation(line: 67, column: 74, scope: !132)
!214 = !DILocation(line: 14, column: 10, scope: !54, inlinedAt: !213)
!215 = !DILocation(line: 14, column: 9, scope: !44, inlinedAt: !213)
!216 = !DILocation(line: 15, column: 17, scope: !53, inlinedAt: !213)
!217 = !DILocation(line: 16, column: 17, scope: !53, inlinedAt: !213)
!218 = !DILocation(line: 0, scope: !52, inlinedAt: !213)
!219 = !DILocation(line: 17, column: 9, scope: !52, inlinedAt: !213)
!220 = !DILocation(line: 19, column: 21, scope: !53, inlinedAt: !213)
!221 = !DILocation(line: 20, column: 9, scope: !53, inlinedAt: !213)
!222 = !DILocation(line: 21, column: 5, scope: !53, inlinedAt: !213)
!223 = !DILocation(line: 18, column: 23, scope: !177, inlinedAt: !213)
!224 = !DILocation(line: 18, column: 44, scope: !177, inlinedAt: !213)
!225 = !DILocation(line: 18, column: 37, scope: !177, inlinedAt: !213)
!226 = !DILocation(line: 18, column: 35, scope: !177, inlinedAt: !213)
!227 = !DILocation(line: 18, column: 13, scope: !177, inlinedAt: !213)
!228 = !DILocation(line: 18, column: 21, scope: !177, inlinedAt: !213)
!229 = !DILocation(line: 17, column: 39, scope: !177, inlinedAt: !213)
!230 = !DILocation(line: 17, column: 32, scope: !177, inlinedAt: !213)
!231 = distinct !{!231, !219, !232, !187, !188}
!232 = !DILocation(line: 18, column: 47, scope: !52, inlinedAt: !213)
!233 = !DILocation(line: 22, column: 12, scope: !44, inlinedAt: !213)
!234 = !DILocation(line: 67, column: 5, scope: !132)
!235 = distinct !DIAssignID()
!236 = !DILocation(line: 0, scope: !141)
!237 = !DILocation(line: 69, column: 5, scope: !141)
!238 = !DILocation(line: 8, column: 14, scope: !31, inlinedAt: !239)
!239 = distinct !DILocation(line: 66, column: 27, scope: !240)
!240 = distinct !DILexicalBlock(scope: !135, file: !2, line: 65, column: 5)
!241 = !{!242, !242, i64 0}
!242 = !{!"int", !168, i64 0}
!243 = !DILocation(line: 66, column: 9, scope: !240)
!244 = !DILocation(line: 65, column: 29, scope: !240)
!245 = !DILocation(line: 65, column: 23, scope: !240)
!246 = distinct !{!246, !160, !247, !187, !188}
!247 = !DILocation(line: 66, column: 36, scope: !135)
!248 = !DILocation(line: 74, column: 5, scope: !132)
!249 = !DILocation(line: 0, scope: !147)
!250 = !DILocation(line: 76, column: 5, scope: !147)
!251 = !DILocation(line: 70, column: 9, scope: !143)
!252 = !DILocation(line: 71, column: 30, scope: !143)
!253 = !DILocation(line: 0, scope: !67, inlinedAt: !254)
!254 = distinct !DILocation(line: 71, column: 22, scope: !143)
!255 = !DILocation(line: 28, column: 11, scope: !256, inlinedAt: !254)
!256 = distinct !DILexicalBlock(scope: !67, file: !2, line: 28, column: 9)
!257 = !DILocation(line: 28, column: 22, scope: !256, inlinedAt: !254)
!258 = !DILocation(line: 29, column: 19, scope: !259, inlinedAt: !254)
!259 = distinct !DILexicalBlock(scope: !256, file: !2, line: 28, column: 39)
!260 = !DILocation(line: 29, column: 9, scope: !259, inlinedAt: !254)
!261 = !DILocation(line: 35, column: 5, scope: !67, inlinedAt: !254)
!262 = !DILocation(line: 71, column: 9, scope: !143)
!263 = !DILocation(line: 72, column: 9, scope: !143)
!264 = !DILocation(line: 73, column: 5, scope: !144)
!265 = !DILocation(line: 69, column: 30, scope: !144)
!266 = !DILocation(line: 69, column: 23, scope: !144)
!267 = distinct !{!267, !237, !268, !187, !188}
!268 = !DILocation(line: 73, column: 5, scope: !141)
!269 = !DILocation(line: 0, scope: !96, inlinedAt: !270)
!270 = distinct !DILocation(line: 77, column: 13, scope: !271)
!271 = distinct !DILexicalBlock(scope: !147, file: !2, line: 76, column: 5)
!272 = !DILocation(line: 0, scope: !149)
!273 = !DILocation(line: 78, column: 5, scope: !149)
!274 = !DILocation(line: 77, column: 23, scope: !271)
!275 = !DILocation(line: 42, column: 13, scope: !96, inlinedAt: !270)
!276 = !DILocation(line: 43, column: 11, scope: !96, inlinedAt: !270)
!277 = !DILocation(line: 44, column: 16, scope: !278, inlinedAt: !270)
!278 = distinct !DILexicalBlock(scope: !96, file: !2, line: 44, column: 9)
!279 = !DILocation(line: 44, column: 9, scope: !96, inlinedAt: !270)
!280 = !DILocation(line: 76, column: 31, scope: !271)
!281 = !DILocation(line: 76, column: 23, scope: !271)
!282 = distinct !{!282, !250, !283, !187, !188}
!283 = !DILocation(line: 77, column: 26, scope: !147)
!284 = !DILocation(line: 80, column: 5, scope: !132)
!285 = !DILocation(line: 0, scope: !151)
!286 = !DILocation(line: 81, column: 5, scope: !151)
!287 = !DILocation(line: 79, column: 23, scope: !288)
!288 = distinct !DILexicalBlock(scope: !149, file: !2, line: 78, column: 5)
!289 = !DILocation(line: 79, column: 9, scope: !288)
!290 = !DILocation(line: 78, column: 29, scope: !288)
!291 = !DILocation(line: 78, column: 23, scope: !288)
!292 = distinct !{!292, !273, !293, !187, !188}
!293 = !DILocation(line: 79, column: 27, scope: !149)
!294 = !DILocation(line: 0, scope: !154)
!295 = !DILocation(line: 84, column: 5, scope: !154)
!296 = !DILocation(line: 82, column: 57, scope: !297)
!297 = distinct !DILexicalBlock(scope: !151, file: !2, line: 81, column: 5)
!298 = !DILocation(line: 82, column: 59, scope: !297)
!299 = !DILocation(line: 0, scope: !109, inlinedAt: !300)
!300 = distinct !DILocation(line: 82, column: 44, scope: !297)
!301 = !DILocation(line: 52, column: 9, scope: !109, inlinedAt: !300)
!302 = !{!303, !303, i64 0}
!303 = !{!"double", !168, i64 0}
!304 = !DILocation(line: 53, column: 18, scope: !109, inlinedAt: !300)
!305 = !{!306, !306, i64 0}
!306 = !{!"long", !168, i64 0}
!307 = !DILocation(line: 53, column: 16, scope: !109, inlinedAt: !300)
!308 = !DILocation(line: 82, column: 9, scope: !297)
!309 = !DILocation(line: 81, column: 30, scope: !297)
!310 = !DILocation(line: 81, column: 23, scope: !297)
!311 = distinct !{!311, !286, !312, !187, !188}
!312 = !DILocation(line: 82, column: 65, scope: !151)
!313 = !DILocation(line: 0, scope: !120, inlinedAt: !314)
!314 = distinct !DILocation(line: 85, column: 16, scope: !315)
!315 = distinct !DILexicalBlock(scope: !154, file: !2, line: 84, column: 5)
!316 = !DILocation(line: 58, column: 20, scope: !120, inlinedAt: !317)
!317 = distinct !DILocation(line: 86, column: 41, scope: !132)
!318 = !DILocation(line: 58, column: 11, scope: !120, inlinedAt: !317)
!319 = !DILocation(line: 59, column: 20, scope: !120, inlinedAt: !317)
!320 = !DILocation(line: 59, column: 11, scope: !120, inlinedAt: !317)
!321 = !DILocation(line: 60, column: 20, scope: !120, inlinedAt: !317)
!322 = !DILocation(line: 60, column: 11, scope: !120, inlinedAt: !317)
!323 = !DILocation(line: 86, column: 5, scope: !132)
!324 = !DILocation(line: 8, column: 14, scope: !31, inlinedAt: !325)
!325 = distinct !DILocation(line: 87, column: 23, scope: !132)
!326 = !DILocation(line: 87, column: 5, scope: !132)
!327 = !DILocation(line: 88, column: 5, scope: !132)
!328 = !DILocation(line: 58, column: 20, scope: !120, inlinedAt: !314)
!329 = !DILocation(line: 58, column: 11, scope: !120, inlinedAt: !314)
!330 = !DILocation(line: 59, column: 20, scope: !120, inlinedAt: !314)
!331 = !DILocation(line: 59, column: 11, scope: !120, inlinedAt: !314)
!332 = !DILocation(line: 60, column: 20, scope: !120, inlinedAt: !314)
!333 = !DILocation(line: 60, column: 11, scope: !120, inlinedAt: !314)
!334 = !DILocation(line: 85, column: 22, scope: !315)
!335 = !DILocation(line: 85, column: 13, scope: !315)
!336 = !DILocation(line: 84, column: 32, scope: !315)
!337 = !DILocation(line: 84, column: 23, scope: !315)
!338 = distinct !{!338, !295, !339, !187, !188}
!339 = !DILocation(line: 85, column: 24, scope: !154)
!340 = !DISubprogram(name: "printf", scope: !341, file: !341, line: 356, type: !342, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!341 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!342 = !DISubroutineType(types: !343)
!343 = !{!34, !344, null}
!344 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!345 = !DISubprogram(name: "strcpy", scope: !346, file: !346, line: 141, type: !347, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!346 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!347 = !DISubroutineType(types: !348)
!348 = !{!349, !350, !344}
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!350 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !349)
!351 = !DISubprogram(name: "sprintf", scope: !341, file: !341, line: 358, type: !352, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!352 = !DISubroutineType(types: !353)
!353 = !{!34, !350, !344, null}
