; ModuleID = 'func_ptrs.c'
source_filename = "func_ptrs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i8, ptr }
%struct.shape = type { ptr, ptr, double, double }
%struct.hist = type { [5 x i32] }

@.str = private unnamed_addr constant [19 x i8] c"+5*3-2/4M9%7+100*2\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"%ld %c %ld = %ld\0A\00", align 1, !dbg !7
@__const.main.data = private unnamed_addr constant [10 x i32] [i32 5, i32 -3, i32 12, i32 7, i32 0, i32 22, i32 -8, i32 15, i32 9, i32 4], align 16
@.str.2 = private unnamed_addr constant [36 x i8] c"sum=%ld max=%d hist=%d %d %d %d %d\0A\00", align 1, !dbg !12
@__const.main.la = private unnamed_addr constant [8 x i64] [i64 3, i64 1, i64 4, i64 1, i64 5, i64 9, i64 2, i64 6], align 16
@.str.3 = private unnamed_addr constant [15 x i8] c"fold %c = %ld\0A\00", align 1, !dbg !17
@ops = internal unnamed_addr constant [6 x %struct.anon] [%struct.anon { i8 43, ptr @op_add }, %struct.anon { i8 45, ptr @op_sub }, %struct.anon { i8 42, ptr @op_mul }, %struct.anon { i8 47, ptr @op_div }, %struct.anon { i8 37, ptr @op_mod }, %struct.anon { i8 77, ptr @op_max }], align 16, !dbg !22
@.str.4 = private unnamed_addr constant [22 x i8] c"compose(%d,%d)(5)=%d\0A\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [5 x i8] c"rect\00", align 1, !dbg !42
@.str.6 = private unnamed_addr constant [4 x i8] c"tri\00", align 1, !dbg !47
@.str.7 = private unnamed_addr constant [7 x i8] c"square\00", align 1, !dbg !52
@__const.main.shapes = private unnamed_addr constant [3 x %struct.shape] [%struct.shape { ptr @.str.5, ptr @rect_area, double 3.000000e+00, double 4.000000e+00 }, %struct.shape { ptr @.str.6, ptr @tri_area, double 3.000000e+00, double 4.000000e+00 }, %struct.shape { ptr @.str.7, ptr @sq_area, double 2.500000e+00, double 0.000000e+00 }], align 16
@.str.8 = private unnamed_addr constant [14 x i8] c"%s area %.2f\0A\00", align 1, !dbg !57
@.str.9 = private unnamed_addr constant [17 x i8] c"total area %.2f\0A\00", align 1, !dbg !62
@.str.10 = private unnamed_addr constant [53 x i8] c"lookup('?') is NULL: %d, add==add: %d, add==sub: %d\0A\00", align 1, !dbg !67
@.str.11 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !72
@.str.13 = private unnamed_addr constant [29 x i8] c"(*fpp)(21)=%d (**fpp)(4)=%d\0A\00", align 1, !dbg !79
@pick.table = internal unnamed_addr constant [3 x ptr] [ptr @inc, ptr @dbl, ptr @sqr], align 16, !dbg !84

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !114 {
  %1 = alloca [10 x i32], align 16, !DIAssignID !187
    #dbg_assign(i1 undef, !130, !DIExpression(), !187, ptr %1, !DIExpression(), !188)
  %2 = alloca %struct.hist, align 4, !DIAssignID !189
    #dbg_assign(i1 undef, !136, !DIExpression(), !189, ptr %2, !DIExpression(), !188)
    #dbg_assign(i1 undef, !141, !DIExpression(), !190, ptr @__const.main.la, !DIExpression(), !188)
  %3 = alloca [3 x %struct.shape], align 16, !DIAssignID !191
    #dbg_assign(i1 undef, !155, !DIExpression(), !191, ptr %3, !DIExpression(), !188)
    #dbg_value(ptr @.str, !118, !DIExpression(), !188)
    #dbg_value(i64 1, !121, !DIExpression(), !188)
    #dbg_value(ptr @.str, !122, !DIExpression(), !192)
  br label %4, !dbg !193

4:                                                ; preds = %0, %59
  %5 = phi i8 [ 43, %0 ], [ %75, %59 ]
  %6 = phi i64 [ 1, %0 ], [ %71, %59 ]
  %7 = phi ptr [ @.str, %0 ], [ %74, %59 ]
    #dbg_value(i64 %6, !121, !DIExpression(), !188)
    #dbg_value(ptr %7, !122, !DIExpression(), !192)
    #dbg_value(i64 0, !194, !DIExpression(), !201)
  %8 = icmp eq i8 %5, 43, !dbg !203
  br i1 %8, label %59, label %52, !dbg !206

9:                                                ; preds = %59
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #11, !dbg !207
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %1, ptr noundef nonnull align 16 dereferenceable(40) @__const.main.data, i64 40, i1 false), !dbg !208, !DIAssignID !209
    #dbg_assign(i1 undef, !130, !DIExpression(), !209, ptr %1, !DIExpression(), !188)
    #dbg_value(i64 0, !134, !DIExpression(), !188)
  %10 = load i32, ptr %1, align 16, !dbg !210, !tbaa !211
    #dbg_value(i32 %10, !135, !DIExpression(), !188)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %2) #11, !dbg !215
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(20) %2, i8 0, i64 20, i1 false), !dbg !216, !DIAssignID !217
    #dbg_assign(i8 0, !136, !DIExpression(), !217, ptr %2, !DIExpression(), !188)
    #dbg_value(ptr %1, !218, !DIExpression(), !232)
    #dbg_value(i32 10, !227, !DIExpression(), !232)
    #dbg_value(ptr poison, !228, !DIExpression(), !232)
    #dbg_value(ptr undef, !229, !DIExpression(), !232)
    #dbg_value(i32 0, !230, !DIExpression(), !234)
  br label %11, !dbg !235

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %17, %11 ], !dbg !188
  %13 = phi i64 [ 0, %9 ], [ %18, %11 ]
    #dbg_value(i64 %12, !134, !DIExpression(), !188)
    #dbg_value(i64 %13, !230, !DIExpression(), !234)
  %14 = getelementptr inbounds i32, ptr %1, i64 %13, !dbg !236
  %15 = load i32, ptr %14, align 4, !dbg !236, !tbaa !211
    #dbg_value(i32 %15, !238, !DIExpression(), !242)
    #dbg_value(ptr undef, !241, !DIExpression(), !242)
  %16 = sext i32 %15 to i64, !dbg !244
  %17 = add nsw i64 %12, %16, !dbg !245
    #dbg_value(i64 %17, !134, !DIExpression(), !188)
  %18 = add nuw nsw i64 %13, 1, !dbg !246
    #dbg_value(i64 %18, !230, !DIExpression(), !234)
  %19 = icmp eq i64 %18, 10, !dbg !247
  br i1 %19, label %20, label %11, !dbg !235, !llvm.loop !248

20:                                               ; preds = %11, %20
  %21 = phi i32 [ %25, %20 ], [ %10, %11 ], !dbg !188
  %22 = phi i64 [ %26, %20 ], [ 0, %11 ]
    #dbg_value(i32 %21, !135, !DIExpression(), !188)
    #dbg_value(i64 %22, !230, !DIExpression(), !252)
  %23 = getelementptr inbounds i32, ptr %1, i64 %22, !dbg !254
  %24 = load i32, ptr %23, align 4, !dbg !254, !tbaa !211
    #dbg_value(i32 %24, !255, !DIExpression(), !261)
    #dbg_value(ptr undef, !258, !DIExpression(), !261)
    #dbg_value(ptr undef, !259, !DIExpression(), !261)
  %25 = tail call i32 @llvm.smax.i32(i32 %21, i32 %24), !dbg !263
    #dbg_value(i32 %25, !135, !DIExpression(), !188)
  %26 = add nuw nsw i64 %22, 1, !dbg !264
    #dbg_value(i64 %26, !230, !DIExpression(), !252)
  %27 = icmp eq i64 %26, 10, !dbg !265
  br i1 %27, label %28, label %20, !dbg !266, !llvm.loop !267

28:                                               ; preds = %20, %28
  %29 = phi i64 [ %39, %28 ], [ 0, %20 ]
    #dbg_value(i64 %29, !230, !DIExpression(), !269)
  %30 = getelementptr inbounds i32, ptr %1, i64 %29, !dbg !271
  %31 = load i32, ptr %30, align 4, !dbg !271, !tbaa !211
    #dbg_value(i32 %31, !272, !DIExpression(), !278)
    #dbg_value(ptr %2, !275, !DIExpression(), !278)
    #dbg_value(ptr %2, !276, !DIExpression(), !278)
  %32 = srem i32 %31, 5, !dbg !280
  %33 = add nsw i32 %32, 5, !dbg !281
  %34 = urem i32 %33, 5, !dbg !282
  %35 = zext nneg i32 %34 to i64, !dbg !283
  %36 = getelementptr inbounds [5 x i32], ptr %2, i64 0, i64 %35, !dbg !283
  %37 = load i32, ptr %36, align 4, !dbg !284, !tbaa !211
  %38 = add nsw i32 %37, 1, !dbg !284
  store i32 %38, ptr %36, align 4, !dbg !284, !tbaa !211
  %39 = add nuw nsw i64 %29, 1, !dbg !285
    #dbg_value(i64 %39, !230, !DIExpression(), !269)
  %40 = icmp eq i64 %39, 10, !dbg !286
  br i1 %40, label %41, label %28, !dbg !287, !llvm.loop !288

41:                                               ; preds = %28
  %42 = load i32, ptr %2, align 4, !dbg !290, !tbaa !211
  %43 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !291
  %44 = load i32, ptr %43, align 4, !dbg !291, !tbaa !211
  %45 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !292
  %46 = load i32, ptr %45, align 4, !dbg !292, !tbaa !211
  %47 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !293
  %48 = load i32, ptr %47, align 4, !dbg !293, !tbaa !211
  %49 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !294
  %50 = load i32, ptr %49, align 4, !dbg !294, !tbaa !211
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %17, i32 noundef %25, i32 noundef %42, i32 noundef %44, i32 noundef %46, i32 noundef %48, i32 noundef %50), !dbg !295
    #dbg_assign(i1 undef, !141, !DIExpression(), !296, ptr @__const.main.la, !DIExpression(), !188)
    #dbg_value(i64 0, !145, !DIExpression(), !297)
  br label %77, !dbg !298

52:                                               ; preds = %4, %52
  %53 = phi i64 [ %54, %52 ], [ 0, %4 ]
    #dbg_value(i64 %53, !194, !DIExpression(), !201)
  %54 = add nuw nsw i64 %53, 1, !dbg !299
    #dbg_value(i64 %54, !194, !DIExpression(), !201)
  %55 = icmp ne i64 %54, 6, !dbg !300
  tail call void @llvm.assume(i1 %55), !dbg !301
  %56 = getelementptr inbounds [6 x %struct.anon], ptr @ops, i64 0, i64 %54, !dbg !302
  %57 = load i8, ptr %56, align 16, !dbg !303, !tbaa !304
  %58 = icmp eq i8 %57, %5, !dbg !203
    #dbg_value(i64 %54, !194, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !201)
  br i1 %58, label %59, label %52, !dbg !206

59:                                               ; preds = %52, %4
  %60 = phi ptr [ @ops, %4 ], [ %56, %52 ], !dbg !302
  %61 = getelementptr inbounds i8, ptr %60, i64 8, !dbg !307
  %62 = load ptr, ptr %61, align 8, !dbg !307, !tbaa !308
    #dbg_value(ptr %62, !127, !DIExpression(), !309)
  %63 = getelementptr inbounds i8, ptr %7, i64 1, !dbg !310
  %64 = load i8, ptr %63, align 1, !dbg !310, !tbaa !311
  %65 = sext i8 %64 to i64, !dbg !310
  %66 = add nsw i64 %65, -48, !dbg !312
    #dbg_value(i64 %66, !128, !DIExpression(), !309)
  %67 = icmp eq i8 %64, 49, !dbg !313
  %68 = select i1 %67, i64 100, i64 %66, !dbg !315
  %69 = select i1 %67, i64 2, i64 0, !dbg !315
  %70 = getelementptr inbounds i8, ptr %7, i64 %69, !dbg !315
    #dbg_value(ptr %70, !122, !DIExpression(), !192)
    #dbg_value(i64 %68, !128, !DIExpression(), !309)
    #dbg_value(i64 %6, !129, !DIExpression(), !309)
  %71 = tail call i64 %62(i64 noundef %6, i64 noundef %68) #11, !dbg !316
    #dbg_value(i64 %71, !121, !DIExpression(), !188)
  %72 = sext i8 %5 to i32, !dbg !317
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %6, i32 noundef %72, i64 noundef %68, i64 noundef %71), !dbg !318
  %74 = getelementptr inbounds i8, ptr %70, i64 2, !dbg !319
    #dbg_value(ptr %74, !122, !DIExpression(), !192)
  %75 = load i8, ptr %74, align 1, !dbg !320, !tbaa !311
  %76 = icmp eq i8 %75, 0, !dbg !193
  br i1 %76, label %9, label %4, !dbg !193, !llvm.loop !321

77:                                               ; preds = %41, %93
  %78 = phi i64 [ 0, %41 ], [ %96, %93 ]
    #dbg_value(i64 %78, !145, !DIExpression(), !297)
  %79 = getelementptr inbounds [6 x %struct.anon], ptr @ops, i64 0, i64 %78, !dbg !323
  %80 = load i8, ptr %79, align 16, !dbg !325, !tbaa !304
  %81 = icmp eq i8 %80, 42, !dbg !326
  %82 = zext i1 %81 to i64, !dbg !327
  %83 = getelementptr inbounds i8, ptr %79, i64 8, !dbg !328
  %84 = load ptr, ptr %83, align 8, !dbg !328, !tbaa !308
    #dbg_value(ptr @__const.main.la, !329, !DIExpression(), !342)
    #dbg_value(i32 8, !336, !DIExpression(), !342)
    #dbg_value(i64 %82, !337, !DIExpression(), !342)
    #dbg_value(ptr %84, !338, !DIExpression(), !342)
    #dbg_value(i64 %82, !339, !DIExpression(), !342)
    #dbg_value(i32 0, !340, !DIExpression(), !344)
  br label %85, !dbg !345

85:                                               ; preds = %85, %77
  %86 = phi i64 [ 0, %77 ], [ %91, %85 ]
  %87 = phi i64 [ %82, %77 ], [ %90, %85 ]
    #dbg_value(i64 %86, !340, !DIExpression(), !344)
    #dbg_value(i64 %87, !339, !DIExpression(), !342)
  %88 = getelementptr inbounds i64, ptr @__const.main.la, i64 %86, !dbg !346
  %89 = load i64, ptr %88, align 8, !dbg !346, !tbaa !348
  %90 = tail call i64 %84(i64 noundef %87, i64 noundef %89) #11, !dbg !350
    #dbg_value(i64 %90, !339, !DIExpression(), !342)
  %91 = add nuw nsw i64 %86, 1, !dbg !351
    #dbg_value(i64 %91, !340, !DIExpression(), !344)
  %92 = icmp eq i64 %91, 8, !dbg !352
  br i1 %92, label %93, label %85, !dbg !345, !llvm.loop !353

93:                                               ; preds = %85
  %94 = sext i8 %80 to i32, !dbg !323
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %94, i64 noundef %90), !dbg !355
  %96 = add nuw nsw i64 %78, 1, !dbg !356
    #dbg_value(i64 %96, !145, !DIExpression(), !297)
  %97 = icmp eq i64 %96, 6, !dbg !357
  br i1 %97, label %98, label %77, !dbg !298, !llvm.loop !358

98:                                               ; preds = %93, %104
  %99 = phi i64 [ %105, %104 ], [ 0, %93 ]
    #dbg_value(i64 %99, !150, !DIExpression(), !360)
  %100 = getelementptr inbounds [3 x ptr], ptr @pick.table, i64 0, i64 %99
  %101 = load ptr, ptr %100, align 8, !tbaa !361
    #dbg_value(i32 0, !152, !DIExpression(), !362)
  %102 = trunc nuw nsw i64 %99 to i32
  br label %107, !dbg !363

103:                                              ; preds = %104
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #11, !dbg !364
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %3, ptr noundef nonnull align 16 dereferenceable(96) @__const.main.shapes, i64 96, i1 false), !dbg !365, !DIAssignID !366
    #dbg_assign(i1 undef, !155, !DIExpression(), !366, ptr %3, !DIExpression(), !188)
    #dbg_value(double 0.000000e+00, !169, !DIExpression(), !188)
    #dbg_value(i32 0, !170, !DIExpression(), !367)
  br label %135, !dbg !368

104:                                              ; preds = %107
  %105 = add nuw nsw i64 %99, 1, !dbg !369
    #dbg_value(i64 %105, !150, !DIExpression(), !360)
  %106 = icmp eq i64 %105, 3, !dbg !370
  br i1 %106, label %103, label %98, !dbg !371, !llvm.loop !372

107:                                              ; preds = %98, %107
  %108 = phi i64 [ 0, %98 ], [ %115, %107 ]
    #dbg_value(i64 %108, !152, !DIExpression(), !362)
    #dbg_value(i64 %99, !93, !DIExpression(), !374)
    #dbg_value(i64 %108, !93, !DIExpression(), !377)
  %109 = getelementptr inbounds [3 x ptr], ptr @pick.table, i64 0, i64 %108, !dbg !379
  %110 = load ptr, ptr %109, align 8, !dbg !379, !tbaa !361
    #dbg_value(ptr %101, !380, !DIExpression(), !387)
    #dbg_value(ptr %110, !385, !DIExpression(), !387)
    #dbg_value(i32 5, !386, !DIExpression(), !387)
  %111 = tail call i32 %110(i32 noundef 5) #11, !dbg !389
  %112 = tail call i32 %101(i32 noundef %111) #11, !dbg !390
  %113 = trunc nuw nsw i64 %108 to i32, !dbg !391
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %102, i32 noundef %113, i32 noundef %112), !dbg !391
  %115 = add nuw nsw i64 %108, 1, !dbg !392
    #dbg_value(i64 %115, !152, !DIExpression(), !362)
  %116 = icmp eq i64 %115, 3, !dbg !393
  br i1 %116, label %104, label %107, !dbg !363, !llvm.loop !394

117:                                              ; preds = %135
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %142), !dbg !396
    #dbg_value(i8 63, !200, !DIExpression(), !397)
    #dbg_value(i64 0, !194, !DIExpression(), !399)
  br label %122, !dbg !400

119:                                              ; preds = %122
  %120 = add nuw nsw i64 %123, 1, !dbg !401
    #dbg_value(i64 %120, !194, !DIExpression(), !399)
  %121 = icmp eq i64 %120, 6, !dbg !402
  br i1 %121, label %132, label %122, !dbg !400, !llvm.loop !403

122:                                              ; preds = %119, %117
  %123 = phi i64 [ 0, %117 ], [ %120, %119 ]
    #dbg_value(i64 %123, !194, !DIExpression(), !399)
  %124 = getelementptr inbounds [6 x %struct.anon], ptr @ops, i64 0, i64 %123, !dbg !405
  %125 = load i8, ptr %124, align 16, !dbg !406, !tbaa !304
  %126 = icmp eq i8 %125, 63, !dbg !407
    #dbg_value(i64 %123, !194, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !399)
  br i1 %126, label %127, label %119, !dbg !408

127:                                              ; preds = %122
  %128 = getelementptr inbounds i8, ptr %124, i64 8, !dbg !409
  %129 = load ptr, ptr %128, align 8, !dbg !409, !tbaa !308
  %130 = icmp eq ptr %129, null, !dbg !410
  %131 = zext i1 %130 to i32, !dbg !410
  br label %132, !dbg !411

132:                                              ; preds = %119, %127
  %133 = phi i32 [ %131, %127 ], [ 1, %119 ]
    #dbg_value(ptr poison, !175, !DIExpression(), !188)
    #dbg_value(i8 43, !200, !DIExpression(), !412)
    #dbg_value(i64 0, !194, !DIExpression(), !414)
    #dbg_value(i64 0, !194, !DIExpression(), !414)
    #dbg_value(i64 0, !194, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !414)
    #dbg_value(i8 43, !200, !DIExpression(), !415)
    #dbg_value(i64 0, !194, !DIExpression(), !417)
    #dbg_value(i64 0, !194, !DIExpression(), !417)
    #dbg_value(i64 0, !194, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !417)
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %133, i32 noundef 1, i32 noundef 0), !dbg !418
    #dbg_value(ptr @cmp_desc, !176, !DIExpression(), !188)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 10, i64 noundef 4, ptr noundef nonnull @cmp_desc) #11, !dbg !419
    #dbg_value(i32 0, !182, !DIExpression(), !420)
  br label %150, !dbg !421

135:                                              ; preds = %103, %135
  %136 = phi i64 [ 0, %103 ], [ %145, %135 ]
  %137 = phi double [ 0.000000e+00, %103 ], [ %142, %135 ]
    #dbg_value(i64 %136, !170, !DIExpression(), !367)
    #dbg_value(double %137, !169, !DIExpression(), !188)
  %138 = getelementptr inbounds [3 x %struct.shape], ptr %3, i64 0, i64 %136, !dbg !422
  %139 = getelementptr inbounds i8, ptr %138, i64 8, !dbg !423
  %140 = load ptr, ptr %139, align 8, !dbg !423, !tbaa !424
  %141 = call double %140(ptr noundef nonnull %138) #11, !dbg !422
    #dbg_value(double %141, !172, !DIExpression(), !427)
  %142 = fadd double %137, %141, !dbg !428
    #dbg_value(double %142, !169, !DIExpression(), !188)
  %143 = load ptr, ptr %138, align 16, !dbg !429, !tbaa !430
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %143, double noundef %141), !dbg !431
  %145 = add nuw nsw i64 %136, 1, !dbg !432
    #dbg_value(i64 %145, !170, !DIExpression(), !367)
  %146 = icmp eq i64 %145, 3, !dbg !433
  br i1 %146, label %117, label %135, !dbg !368, !llvm.loop !434

147:                                              ; preds = %150
  %148 = call i32 @putchar(i32 10), !dbg !436
    #dbg_value(ptr @dbl, !184, !DIExpression(), !188)
    #dbg_value(ptr undef, !185, !DIExpression(), !188)
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 42, i32 noundef 8), !dbg !437
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #11, !dbg !438
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %2) #11, !dbg !438
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #11, !dbg !438
  ret i32 0, !dbg !438

150:                                              ; preds = %132, %150
  %151 = phi i64 [ 0, %132 ], [ %155, %150 ]
    #dbg_value(i64 %151, !182, !DIExpression(), !420)
  %152 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 %151, !dbg !439
  %153 = load i32, ptr %152, align 4, !dbg !439, !tbaa !211
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %153), !dbg !441
  %155 = add nuw nsw i64 %151, 1, !dbg !442
    #dbg_value(i64 %155, !182, !DIExpression(), !420)
  %156 = icmp eq i64 %155, 10, !dbg !443
  br i1 %156, label %147, label %150, !dbg !421, !llvm.loop !444
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !446 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @rect_area(ptr nocapture noundef readonly %0) #5 !dbg !451 {
    #dbg_value(ptr %0, !453, !DIExpression(), !454)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !455
  %3 = load double, ptr %2, align 8, !dbg !455, !tbaa !456
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !457
  %5 = load double, ptr %4, align 8, !dbg !457, !tbaa !458
  %6 = fmul double %3, %5, !dbg !459
  ret double %6, !dbg !460
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @tri_area(ptr nocapture noundef readonly %0) #5 !dbg !461 {
    #dbg_value(ptr %0, !463, !DIExpression(), !464)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !465
  %3 = load double, ptr %2, align 8, !dbg !465, !tbaa !456
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !466
  %5 = load double, ptr %4, align 8, !dbg !466, !tbaa !458
  %6 = fmul double %3, %5, !dbg !467
  %7 = fmul double %6, 5.000000e-01, !dbg !468
  ret double %7, !dbg !469
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @sq_area(ptr nocapture noundef readonly %0) #5 !dbg !470 {
    #dbg_value(ptr %0, !472, !DIExpression(), !473)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !474
  %3 = load double, ptr %2, align 8, !dbg !474, !tbaa !456
  %4 = fmul double %3, %3, !dbg !475
  ret double %4, !dbg !476
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #6 !dbg !477 {
    #dbg_value(i64 %0, !479, !DIExpression(), !481)
    #dbg_value(i64 %1, !480, !DIExpression(), !481)
  %3 = add nsw i64 %1, %0, !dbg !482
  ret i64 %3, !dbg !483
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #6 !dbg !484 {
    #dbg_value(i64 %0, !486, !DIExpression(), !488)
    #dbg_value(i64 %1, !487, !DIExpression(), !488)
  %3 = sub nsw i64 %0, %1, !dbg !489
  ret i64 %3, !dbg !490
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 !dbg !491 {
    #dbg_value(ptr %0, !493, !DIExpression(), !497)
    #dbg_value(ptr %1, !494, !DIExpression(), !497)
  %3 = load i32, ptr %0, align 4, !dbg !498, !tbaa !211
    #dbg_value(i32 %3, !495, !DIExpression(), !497)
  %4 = load i32, ptr %1, align 4, !dbg !499, !tbaa !211
    #dbg_value(i32 %4, !496, !DIExpression(), !497)
  %5 = icmp slt i32 %3, %4, !dbg !500
  %6 = zext i1 %5 to i32, !dbg !500
  %7 = icmp sgt i32 %3, %4, !dbg !501
  %8 = sext i1 %7 to i32, !dbg !501
  %9 = add nsw i32 %8, %6, !dbg !502
  ret i32 %9, !dbg !503
}

; Function Attrs: nofree
declare !dbg !504 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @dbl(i32 noundef %0) #6 !dbg !509 {
    #dbg_value(i32 %0, !511, !DIExpression(), !512)
  %2 = shl nsw i32 %0, 1, !dbg !513
  ret i32 %2, !dbg !514
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #6 !dbg !515 {
    #dbg_value(i64 %0, !517, !DIExpression(), !519)
    #dbg_value(i64 %1, !518, !DIExpression(), !519)
  %3 = mul nsw i64 %1, %0, !dbg !520
  ret i64 %3, !dbg !521
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i64 @op_div(i64 noundef %0, i64 noundef %1) #6 !dbg !522 {
    #dbg_value(i64 %0, !524, !DIExpression(), !526)
    #dbg_value(i64 %1, !525, !DIExpression(), !526)
  %3 = icmp eq i64 %1, 0, !dbg !527
  br i1 %3, label %6, label %4, !dbg !527

4:                                                ; preds = %2
  %5 = sdiv i64 %0, %1, !dbg !528
  br label %6, !dbg !527

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ], !dbg !527
  ret i64 %7, !dbg !529
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i64 -9223372036854775807, -9223372036854775808) i64 @op_mod(i64 noundef %0, i64 noundef %1) #6 !dbg !530 {
    #dbg_value(i64 %0, !532, !DIExpression(), !534)
    #dbg_value(i64 %1, !533, !DIExpression(), !534)
  %3 = icmp eq i64 %1, 0, !dbg !535
  br i1 %3, label %6, label %4, !dbg !535

4:                                                ; preds = %2
  %5 = srem i64 %0, %1, !dbg !536
  br label %6, !dbg !535

6:                                                ; preds = %2, %4
  %7 = phi i64 [ %5, %4 ], [ 0, %2 ], !dbg !535
  ret i64 %7, !dbg !537
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i64 @op_max(i64 noundef %0, i64 noundef %1) #6 !dbg !538 {
    #dbg_value(i64 %0, !540, !DIExpression(), !542)
    #dbg_value(i64 %1, !541, !DIExpression(), !542)
  %3 = tail call i64 @llvm.smax.i64(i64 %0, i64 %1), !dbg !543
  ret i64 %3, !dbg !544
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i32 -2147483647, -2147483648) i32 @inc(i32 noundef %0) #6 !dbg !545 {
    #dbg_value(i32 %0, !547, !DIExpression(), !548)
  %2 = add nsw i32 %0, 1, !dbg !549
  ret i32 %2, !dbg !550
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @sqr(i32 noundef %0) #6 !dbg !551 {
    #dbg_value(i32 %0, !553, !DIExpression(), !554)
  %2 = mul nsw i32 %0, %0, !dbg !555
  ret i32 %2, !dbg !556
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!106, !107, !108, !109, !110, !111, !112}
!llvm.ident = !{!113}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "func_ptrs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "61282b70448c9daa42c4370c0341a10e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 101, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 36)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "ops", scope: !24, file: !2, line: 19, type: !98, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !36, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !27, !32, !33}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !2, line: 6, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31, !31}
!31 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{!0, !7, !12, !17, !37, !42, !47, !52, !57, !62, !67, !72, !74, !79, !22, !84}
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 22)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 109, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 5)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 4)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 111, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 7)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 116, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 14)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 17)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 53)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 127, type: !49, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 128, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 2)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 132, type: !81, isLocal: true, isDefinition: true)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 29)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "table", scope: !86, file: !2, line: 61, type: !94, isLocal: true, isDefinition: true)
!86 = distinct !DISubprogram(name: "pick", scope: !2, file: !2, line: 60, type: !87, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !92)
!87 = !DISubroutineType(types: !88)
!88 = !{!89, !35}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DISubroutineType(types: !91)
!91 = !{!35, !35}
!92 = !{!93}
!93 = !DILocalVariable(name: "which", arg: 1, scope: !86, file: !2, line: 60, type: !35)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 192, elements: !96)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!96 = !{!97}
!97 = !DISubrange(count: 3)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 768, elements: !104)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 16, size: 128, elements: !101)
!101 = !{!102, !103}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "sym", scope: !100, file: !2, line: 17, baseType: !4, size: 8)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "fn", scope: !100, file: !2, line: 18, baseType: !27, size: 64, offset: 64)
!104 = !{!105}
!105 = !DISubrange(count: 6)
!106 = !{i32 7, !"Dwarf Version", i32 5}
!107 = !{i32 2, !"Debug Info Version", i32 3}
!108 = !{i32 1, !"wchar_size", i32 4}
!109 = !{i32 8, !"PIC Level", i32 2}
!110 = !{i32 7, !"PIE Level", i32 2}
!111 = !{i32 7, !"uwtable", i32 2}
!112 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!113 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!114 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 79, type: !115, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!35}
!117 = !{!118, !121, !122, !124, !127, !128, !129, !130, !134, !135, !136, !141, !145, !150, !152, !155, !169, !170, !172, !175, !176, !182, !184, !185}
!118 = !DILocalVariable(name: "prog", scope: !114, file: !2, line: 80, type: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!121 = !DILocalVariable(name: "acc", scope: !114, file: !2, line: 81, type: !31)
!122 = !DILocalVariable(name: "p", scope: !123, file: !2, line: 82, type: !119)
!123 = distinct !DILexicalBlock(scope: !114, file: !2, line: 82, column: 5)
!124 = !DILocalVariable(name: "sym", scope: !125, file: !2, line: 83, type: !4)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 82, column: 44)
!126 = distinct !DILexicalBlock(scope: !123, file: !2, line: 82, column: 5)
!127 = !DILocalVariable(name: "f", scope: !125, file: !2, line: 84, type: !27)
!128 = !DILocalVariable(name: "arg", scope: !125, file: !2, line: 85, type: !31)
!129 = !DILocalVariable(name: "before", scope: !125, file: !2, line: 90, type: !31)
!130 = !DILocalVariable(name: "data", scope: !114, file: !2, line: 94, type: !131)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 320, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 10)
!134 = !DILocalVariable(name: "sum", scope: !114, file: !2, line: 95, type: !31)
!135 = !DILocalVariable(name: "mx", scope: !114, file: !2, line: 96, type: !35)
!136 = !DILocalVariable(name: "h", scope: !114, file: !2, line: 97, type: !137)
!137 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hist", file: !2, line: 40, size: 160, elements: !138)
!138 = !{!139}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "buckets", scope: !137, file: !2, line: 41, baseType: !140, size: 160)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 160, elements: !45)
!141 = !DILocalVariable(name: "la", scope: !114, file: !2, line: 103, type: !142)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 512, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 8)
!145 = !DILocalVariable(name: "i", scope: !146, file: !2, line: 104, type: !147)
!146 = distinct !DILexicalBlock(scope: !114, file: !2, line: 104, column: 5)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !148, line: 18, baseType: !149)
!148 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!149 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!150 = !DILocalVariable(name: "i", scope: !151, file: !2, line: 106, type: !35)
!151 = distinct !DILexicalBlock(scope: !114, file: !2, line: 106, column: 5)
!152 = !DILocalVariable(name: "j", scope: !153, file: !2, line: 107, type: !35)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 107, column: 9)
!154 = distinct !DILexicalBlock(scope: !151, file: !2, line: 106, column: 5)
!155 = !DILocalVariable(name: "shapes", scope: !114, file: !2, line: 109, type: !156)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !157, size: 768, elements: !96)
!157 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "shape", file: !2, line: 65, size: 256, elements: !158)
!158 = !{!159, !160, !167, !168}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !157, file: !2, line: 66, baseType: !119, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "area", scope: !157, file: !2, line: 67, baseType: !161, size: 64, offset: 64)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!162 = !DISubroutineType(types: !163)
!163 = !{!164, !165}
!164 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !157)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !157, file: !2, line: 68, baseType: !164, size: 64, offset: 128)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !157, file: !2, line: 68, baseType: !164, size: 64, offset: 192)
!169 = !DILocalVariable(name: "total", scope: !114, file: !2, line: 112, type: !164)
!170 = !DILocalVariable(name: "i", scope: !171, file: !2, line: 113, type: !35)
!171 = distinct !DILexicalBlock(scope: !114, file: !2, line: 113, column: 5)
!172 = !DILocalVariable(name: "ar", scope: !173, file: !2, line: 114, type: !164)
!173 = distinct !DILexicalBlock(scope: !174, file: !2, line: 113, column: 33)
!174 = distinct !DILexicalBlock(scope: !171, file: !2, line: 113, column: 5)
!175 = !DILocalVariable(name: "none", scope: !114, file: !2, line: 120, type: !27)
!176 = !DILocalVariable(name: "cmp", scope: !114, file: !2, line: 124, type: !177)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!178 = !DISubroutineType(types: !179)
!179 = !{!35, !180, !180}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!182 = !DILocalVariable(name: "i", scope: !183, file: !2, line: 126, type: !35)
!183 = distinct !DILexicalBlock(scope: !114, file: !2, line: 126, column: 5)
!184 = !DILocalVariable(name: "fp", scope: !114, file: !2, line: 130, type: !89)
!185 = !DILocalVariable(name: "fpp", scope: !114, file: !2, line: 131, type: !186)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !114)
!189 = distinct !DIAssignID()
!190 = distinct !DIAssignID()
!191 = distinct !DIAssignID()
!192 = !DILocation(line: 0, scope: !123)
!193 = !DILocation(line: 82, column: 5, scope: !123)
!194 = !DILocalVariable(name: "i", scope: !195, file: !2, line: 23, type: !147)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 23, column: 5)
!196 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 22, type: !197, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{!27, !4}
!199 = !{!200, !194}
!200 = !DILocalVariable(name: "sym", arg: 1, scope: !196, file: !2, line: 22, type: !4)
!201 = !DILocation(line: 0, scope: !195, inlinedAt: !202)
!202 = distinct !DILocation(line: 84, column: 19, scope: !125)
!203 = !DILocation(line: 24, column: 24, scope: !204, inlinedAt: !202)
!204 = distinct !DILexicalBlock(scope: !205, file: !2, line: 24, column: 13)
!205 = distinct !DILexicalBlock(scope: !195, file: !2, line: 23, column: 5)
!206 = !DILocation(line: 24, column: 13, scope: !205, inlinedAt: !202)
!207 = !DILocation(line: 94, column: 5, scope: !114)
!208 = !DILocation(line: 94, column: 9, scope: !114)
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 96, column: 14, scope: !114)
!211 = !{!212, !212, i64 0}
!212 = !{!"int", !213, i64 0}
!213 = !{!"omnipotent char", !214, i64 0}
!214 = !{!"Simple C/C++ TBAA"}
!215 = !DILocation(line: 97, column: 5, scope: !114)
!216 = !DILocation(line: 97, column: 17, scope: !114)
!217 = distinct !DIAssignID()
!218 = !DILocalVariable(name: "a", arg: 1, scope: !219, file: !2, line: 29, type: !33)
!219 = distinct !DISubprogram(name: "for_each", scope: !2, file: !2, line: 29, type: !220, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !226)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !33, !35, !222, !26}
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "visitor", file: !2, line: 7, baseType: !223)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!224 = !DISubroutineType(types: !225)
!225 = !{null, !35, !26}
!226 = !{!218, !227, !228, !229, !230}
!227 = !DILocalVariable(name: "n", arg: 2, scope: !219, file: !2, line: 29, type: !35)
!228 = !DILocalVariable(name: "v", arg: 3, scope: !219, file: !2, line: 29, type: !222)
!229 = !DILocalVariable(name: "ctx", arg: 4, scope: !219, file: !2, line: 29, type: !26)
!230 = !DILocalVariable(name: "i", scope: !231, file: !2, line: 30, type: !35)
!231 = distinct !DILexicalBlock(scope: !219, file: !2, line: 30, column: 5)
!232 = !DILocation(line: 0, scope: !219, inlinedAt: !233)
!233 = distinct !DILocation(line: 98, column: 5, scope: !114)
!234 = !DILocation(line: 0, scope: !231, inlinedAt: !233)
!235 = !DILocation(line: 30, column: 5, scope: !231, inlinedAt: !233)
!236 = !DILocation(line: 31, column: 11, scope: !237, inlinedAt: !233)
!237 = distinct !DILexicalBlock(scope: !231, file: !2, line: 30, column: 5)
!238 = !DILocalVariable(name: "value", arg: 1, scope: !239, file: !2, line: 34, type: !35)
!239 = distinct !DISubprogram(name: "sum_visitor", scope: !2, file: !2, line: 34, type: !224, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !240)
!240 = !{!238, !241}
!241 = !DILocalVariable(name: "ctx", arg: 2, scope: !239, file: !2, line: 34, type: !26)
!242 = !DILocation(line: 0, scope: !239, inlinedAt: !243)
!243 = distinct !DILocation(line: 31, column: 9, scope: !237, inlinedAt: !233)
!244 = !DILocation(line: 34, column: 65, scope: !239, inlinedAt: !243)
!245 = !DILocation(line: 34, column: 62, scope: !239, inlinedAt: !243)
!246 = !DILocation(line: 30, column: 29, scope: !237, inlinedAt: !233)
!247 = !DILocation(line: 30, column: 23, scope: !237, inlinedAt: !233)
!248 = distinct !{!248, !235, !249, !250, !251}
!249 = !DILocation(line: 31, column: 20, scope: !231, inlinedAt: !233)
!250 = !{!"llvm.loop.mustprogress"}
!251 = !{!"llvm.loop.unroll.disable"}
!252 = !DILocation(line: 0, scope: !231, inlinedAt: !253)
!253 = distinct !DILocation(line: 99, column: 5, scope: !114)
!254 = !DILocation(line: 31, column: 11, scope: !237, inlinedAt: !253)
!255 = !DILocalVariable(name: "value", arg: 1, scope: !256, file: !2, line: 35, type: !35)
!256 = distinct !DISubprogram(name: "max_visitor", scope: !2, file: !2, line: 35, type: !224, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !257)
!257 = !{!255, !258, !259}
!258 = !DILocalVariable(name: "ctx", arg: 2, scope: !256, file: !2, line: 35, type: !26)
!259 = !DILocalVariable(name: "m", scope: !256, file: !2, line: 36, type: !260)
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!261 = !DILocation(line: 0, scope: !256, inlinedAt: !262)
!262 = distinct !DILocation(line: 31, column: 9, scope: !237, inlinedAt: !253)
!263 = !DILocation(line: 37, column: 9, scope: !256, inlinedAt: !262)
!264 = !DILocation(line: 30, column: 29, scope: !237, inlinedAt: !253)
!265 = !DILocation(line: 30, column: 23, scope: !237, inlinedAt: !253)
!266 = !DILocation(line: 30, column: 5, scope: !231, inlinedAt: !253)
!267 = distinct !{!267, !266, !268, !250, !251}
!268 = !DILocation(line: 31, column: 20, scope: !231, inlinedAt: !253)
!269 = !DILocation(line: 0, scope: !231, inlinedAt: !270)
!270 = distinct !DILocation(line: 100, column: 5, scope: !114)
!271 = !DILocation(line: 31, column: 11, scope: !237, inlinedAt: !270)
!272 = !DILocalVariable(name: "value", arg: 1, scope: !273, file: !2, line: 43, type: !35)
!273 = distinct !DISubprogram(name: "hist_visitor", scope: !2, file: !2, line: 43, type: !224, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !274)
!274 = !{!272, !275, !276}
!275 = !DILocalVariable(name: "ctx", arg: 2, scope: !273, file: !2, line: 43, type: !26)
!276 = !DILocalVariable(name: "h", scope: !273, file: !2, line: 44, type: !277)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!278 = !DILocation(line: 0, scope: !273, inlinedAt: !279)
!279 = distinct !DILocation(line: 31, column: 9, scope: !237, inlinedAt: !270)
!280 = !DILocation(line: 45, column: 23, scope: !273, inlinedAt: !279)
!281 = !DILocation(line: 45, column: 27, scope: !273, inlinedAt: !279)
!282 = !DILocation(line: 45, column: 32, scope: !273, inlinedAt: !279)
!283 = !DILocation(line: 45, column: 5, scope: !273, inlinedAt: !279)
!284 = !DILocation(line: 45, column: 36, scope: !273, inlinedAt: !279)
!285 = !DILocation(line: 30, column: 29, scope: !237, inlinedAt: !270)
!286 = !DILocation(line: 30, column: 23, scope: !237, inlinedAt: !270)
!287 = !DILocation(line: 30, column: 5, scope: !231, inlinedAt: !270)
!288 = distinct !{!288, !287, !289, !250, !251}
!289 = !DILocation(line: 31, column: 20, scope: !231, inlinedAt: !270)
!290 = !DILocation(line: 101, column: 61, scope: !114)
!291 = !DILocation(line: 101, column: 75, scope: !114)
!292 = !DILocation(line: 102, column: 12, scope: !114)
!293 = !DILocation(line: 102, column: 26, scope: !114)
!294 = !DILocation(line: 102, column: 40, scope: !114)
!295 = !DILocation(line: 101, column: 5, scope: !114)
!296 = distinct !DIAssignID()
!297 = !DILocation(line: 0, scope: !146)
!298 = !DILocation(line: 104, column: 5, scope: !146)
!299 = !DILocation(line: 23, column: 57, scope: !205, inlinedAt: !202)
!300 = !DILocation(line: 23, column: 26, scope: !205, inlinedAt: !202)
!301 = !DILocation(line: 23, column: 5, scope: !195, inlinedAt: !202)
!302 = !DILocation(line: 24, column: 13, scope: !204, inlinedAt: !202)
!303 = !DILocation(line: 24, column: 20, scope: !204, inlinedAt: !202)
!304 = !{!305, !213, i64 0}
!305 = !{!"", !213, i64 0, !306, i64 8}
!306 = !{!"any pointer", !213, i64 0}
!307 = !DILocation(line: 25, column: 27, scope: !204, inlinedAt: !202)
!308 = !{!305, !306, i64 8}
!309 = !DILocation(line: 0, scope: !125)
!310 = !DILocation(line: 85, column: 20, scope: !125)
!311 = !{!213, !213, i64 0}
!312 = !DILocation(line: 85, column: 25, scope: !125)
!313 = !DILocation(line: 86, column: 18, scope: !314)
!314 = distinct !DILexicalBlock(scope: !125, file: !2, line: 86, column: 13)
!315 = !DILocation(line: 86, column: 13, scope: !125)
!316 = !DILocation(line: 91, column: 15, scope: !125)
!317 = !DILocation(line: 92, column: 46, scope: !125)
!318 = !DILocation(line: 92, column: 9, scope: !125)
!319 = !DILocation(line: 82, column: 38, scope: !126)
!320 = !DILocation(line: 82, column: 32, scope: !126)
!321 = distinct !{!321, !193, !322, !250, !251}
!322 = !DILocation(line: 93, column: 5, scope: !123)
!323 = !DILocation(line: 105, column: 35, scope: !324)
!324 = distinct !DILexicalBlock(scope: !146, file: !2, line: 104, column: 5)
!325 = !DILocation(line: 105, column: 42, scope: !324)
!326 = !DILocation(line: 105, column: 70, scope: !324)
!327 = !DILocation(line: 105, column: 59, scope: !324)
!328 = !DILocation(line: 105, column: 93, scope: !324)
!329 = !DILocalVariable(name: "a", arg: 1, scope: !330, file: !2, line: 48, type: !333)
!330 = distinct !DISubprogram(name: "fold", scope: !2, file: !2, line: 48, type: !331, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !335)
!331 = !DISubroutineType(types: !332)
!332 = !{!31, !333, !35, !31, !27}
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !334, size: 64)
!334 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!335 = !{!329, !336, !337, !338, !339, !340}
!336 = !DILocalVariable(name: "n", arg: 2, scope: !330, file: !2, line: 48, type: !35)
!337 = !DILocalVariable(name: "init", arg: 3, scope: !330, file: !2, line: 48, type: !31)
!338 = !DILocalVariable(name: "f", arg: 4, scope: !330, file: !2, line: 48, type: !27)
!339 = !DILocalVariable(name: "acc", scope: !330, file: !2, line: 49, type: !31)
!340 = !DILocalVariable(name: "i", scope: !341, file: !2, line: 50, type: !35)
!341 = distinct !DILexicalBlock(scope: !330, file: !2, line: 50, column: 5)
!342 = !DILocation(line: 0, scope: !330, inlinedAt: !343)
!343 = distinct !DILocation(line: 105, column: 47, scope: !324)
!344 = !DILocation(line: 0, scope: !341, inlinedAt: !343)
!345 = !DILocation(line: 50, column: 5, scope: !341, inlinedAt: !343)
!346 = !DILocation(line: 51, column: 22, scope: !347, inlinedAt: !343)
!347 = distinct !DILexicalBlock(scope: !341, file: !2, line: 50, column: 5)
!348 = !{!349, !349, i64 0}
!349 = !{!"long", !213, i64 0}
!350 = !DILocation(line: 51, column: 15, scope: !347, inlinedAt: !343)
!351 = !DILocation(line: 50, column: 29, scope: !347, inlinedAt: !343)
!352 = !DILocation(line: 50, column: 23, scope: !347, inlinedAt: !343)
!353 = distinct !{!353, !345, !354, !250, !251}
!354 = !DILocation(line: 51, column: 26, scope: !341, inlinedAt: !343)
!355 = !DILocation(line: 105, column: 9, scope: !324)
!356 = !DILocation(line: 104, column: 57, scope: !324)
!357 = !DILocation(line: 104, column: 26, scope: !324)
!358 = distinct !{!358, !298, !359, !250, !251}
!359 = !DILocation(line: 105, column: 96, scope: !146)
!360 = !DILocation(line: 0, scope: !151)
!361 = !{!306, !306, i64 0}
!362 = !DILocation(line: 0, scope: !153)
!363 = !DILocation(line: 107, column: 9, scope: !153)
!364 = !DILocation(line: 109, column: 5, scope: !114)
!365 = !DILocation(line: 109, column: 18, scope: !114)
!366 = distinct !DIAssignID()
!367 = !DILocation(line: 0, scope: !171)
!368 = !DILocation(line: 113, column: 5, scope: !171)
!369 = !DILocation(line: 106, column: 29, scope: !154)
!370 = !DILocation(line: 106, column: 23, scope: !154)
!371 = !DILocation(line: 106, column: 5, scope: !151)
!372 = distinct !{!372, !371, !373, !250, !251}
!373 = !DILocation(line: 108, column: 86, scope: !151)
!374 = !DILocation(line: 0, scope: !86, inlinedAt: !375)
!375 = distinct !DILocation(line: 108, column: 66, scope: !376)
!376 = distinct !DILexicalBlock(scope: !153, file: !2, line: 107, column: 9)
!377 = !DILocation(line: 0, scope: !86, inlinedAt: !378)
!378 = distinct !DILocation(line: 108, column: 75, scope: !376)
!379 = !DILocation(line: 62, column: 12, scope: !86, inlinedAt: !378)
!380 = !DILocalVariable(name: "f", arg: 1, scope: !381, file: !2, line: 55, type: !89)
!381 = distinct !DISubprogram(name: "compose_apply", scope: !2, file: !2, line: 55, type: !382, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !384)
!382 = !DISubroutineType(types: !383)
!383 = !{!35, !89, !89, !35}
!384 = !{!380, !385, !386}
!385 = !DILocalVariable(name: "g", arg: 2, scope: !381, file: !2, line: 55, type: !89)
!386 = !DILocalVariable(name: "x", arg: 3, scope: !381, file: !2, line: 55, type: !35)
!387 = !DILocation(line: 0, scope: !381, inlinedAt: !388)
!388 = distinct !DILocation(line: 108, column: 52, scope: !376)
!389 = !DILocation(line: 55, column: 74, scope: !381, inlinedAt: !388)
!390 = !DILocation(line: 55, column: 72, scope: !381, inlinedAt: !388)
!391 = !DILocation(line: 108, column: 13, scope: !376)
!392 = !DILocation(line: 107, column: 33, scope: !376)
!393 = !DILocation(line: 107, column: 27, scope: !376)
!394 = distinct !{!394, !363, !395, !250, !251}
!395 = !DILocation(line: 108, column: 86, scope: !153)
!396 = !DILocation(line: 118, column: 5, scope: !114)
!397 = !DILocation(line: 0, scope: !196, inlinedAt: !398)
!398 = distinct !DILocation(line: 120, column: 18, scope: !114)
!399 = !DILocation(line: 0, scope: !195, inlinedAt: !398)
!400 = !DILocation(line: 23, column: 5, scope: !195, inlinedAt: !398)
!401 = !DILocation(line: 23, column: 57, scope: !205, inlinedAt: !398)
!402 = !DILocation(line: 23, column: 26, scope: !205, inlinedAt: !398)
!403 = distinct !{!403, !400, !404, !250, !251}
!404 = !DILocation(line: 25, column: 27, scope: !195, inlinedAt: !398)
!405 = !DILocation(line: 24, column: 13, scope: !204, inlinedAt: !398)
!406 = !DILocation(line: 24, column: 20, scope: !204, inlinedAt: !398)
!407 = !DILocation(line: 24, column: 24, scope: !204, inlinedAt: !398)
!408 = !DILocation(line: 24, column: 13, scope: !205, inlinedAt: !398)
!409 = !DILocation(line: 25, column: 27, scope: !204, inlinedAt: !398)
!410 = !DILocation(line: 121, column: 74, scope: !114)
!411 = !DILocation(line: 25, column: 13, scope: !204, inlinedAt: !398)
!412 = !DILocation(line: 0, scope: !196, inlinedAt: !413)
!413 = distinct !DILocation(line: 122, column: 12, scope: !114)
!414 = !DILocation(line: 0, scope: !195, inlinedAt: !413)
!415 = !DILocation(line: 0, scope: !196, inlinedAt: !416)
!416 = distinct !DILocation(line: 122, column: 35, scope: !114)
!417 = !DILocation(line: 0, scope: !195, inlinedAt: !416)
!418 = !DILocation(line: 121, column: 5, scope: !114)
!419 = !DILocation(line: 125, column: 5, scope: !114)
!420 = !DILocation(line: 0, scope: !183)
!421 = !DILocation(line: 126, column: 5, scope: !183)
!422 = !DILocation(line: 114, column: 21, scope: !173)
!423 = !DILocation(line: 114, column: 31, scope: !173)
!424 = !{!425, !306, i64 8}
!425 = !{!"shape", !306, i64 0, !306, i64 8, !426, i64 16, !426, i64 24}
!426 = !{!"double", !213, i64 0}
!427 = !DILocation(line: 0, scope: !173)
!428 = !DILocation(line: 115, column: 15, scope: !173)
!429 = !DILocation(line: 116, column: 44, scope: !173)
!430 = !{!425, !306, i64 0}
!431 = !DILocation(line: 116, column: 9, scope: !173)
!432 = !DILocation(line: 113, column: 29, scope: !174)
!433 = !DILocation(line: 113, column: 23, scope: !174)
!434 = distinct !{!434, !368, !435, !250, !251}
!435 = !DILocation(line: 117, column: 5, scope: !171)
!436 = !DILocation(line: 128, column: 5, scope: !114)
!437 = !DILocation(line: 132, column: 5, scope: !114)
!438 = !DILocation(line: 134, column: 1, scope: !114)
!439 = !DILocation(line: 127, column: 23, scope: !440)
!440 = distinct !DILexicalBlock(scope: !183, file: !2, line: 126, column: 5)
!441 = !DILocation(line: 127, column: 9, scope: !440)
!442 = !DILocation(line: 126, column: 30, scope: !440)
!443 = !DILocation(line: 126, column: 23, scope: !440)
!444 = distinct !{!444, !421, !445, !250, !251}
!445 = !DILocation(line: 127, column: 30, scope: !183)
!446 = !DISubprogram(name: "printf", scope: !447, file: !447, line: 356, type: !448, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!447 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!448 = !DISubroutineType(types: !449)
!449 = !{!35, !450, null}
!450 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!451 = distinct !DISubprogram(name: "rect_area", scope: !2, file: !2, line: 70, type: !162, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !452)
!452 = !{!453}
!453 = !DILocalVariable(name: "s", arg: 1, scope: !451, file: !2, line: 70, type: !165)
!454 = !DILocation(line: 0, scope: !451)
!455 = !DILocation(line: 70, column: 60, scope: !451)
!456 = !{!425, !426, i64 16}
!457 = !DILocation(line: 70, column: 67, scope: !451)
!458 = !{!425, !426, i64 24}
!459 = !DILocation(line: 70, column: 62, scope: !451)
!460 = !DILocation(line: 70, column: 50, scope: !451)
!461 = distinct !DISubprogram(name: "tri_area", scope: !2, file: !2, line: 71, type: !162, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !462)
!462 = !{!463}
!463 = !DILocalVariable(name: "s", arg: 1, scope: !461, file: !2, line: 71, type: !165)
!464 = !DILocation(line: 0, scope: !461)
!465 = !DILocation(line: 71, column: 59, scope: !461)
!466 = !DILocation(line: 71, column: 66, scope: !461)
!467 = !DILocation(line: 71, column: 61, scope: !461)
!468 = !DILocation(line: 71, column: 68, scope: !461)
!469 = !DILocation(line: 71, column: 49, scope: !461)
!470 = distinct !DISubprogram(name: "sq_area", scope: !2, file: !2, line: 72, type: !162, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !471)
!471 = !{!472}
!472 = !DILocalVariable(name: "s", arg: 1, scope: !470, file: !2, line: 72, type: !165)
!473 = !DILocation(line: 0, scope: !470)
!474 = !DILocation(line: 72, column: 58, scope: !470)
!475 = !DILocation(line: 72, column: 60, scope: !470)
!476 = !DILocation(line: 72, column: 48, scope: !470)
!477 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 9, type: !29, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !478)
!478 = !{!479, !480}
!479 = !DILocalVariable(name: "a", arg: 1, scope: !477, file: !2, line: 9, type: !31)
!480 = !DILocalVariable(name: "b", arg: 2, scope: !477, file: !2, line: 9, type: !31)
!481 = !DILocation(line: 0, scope: !477)
!482 = !DILocation(line: 9, column: 47, scope: !477)
!483 = !DILocation(line: 9, column: 38, scope: !477)
!484 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 10, type: !29, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !485)
!485 = !{!486, !487}
!486 = !DILocalVariable(name: "a", arg: 1, scope: !484, file: !2, line: 10, type: !31)
!487 = !DILocalVariable(name: "b", arg: 2, scope: !484, file: !2, line: 10, type: !31)
!488 = !DILocation(line: 0, scope: !484)
!489 = !DILocation(line: 10, column: 47, scope: !484)
!490 = !DILocation(line: 10, column: 38, scope: !484)
!491 = distinct !DISubprogram(name: "cmp_desc", scope: !2, file: !2, line: 74, type: !178, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !492)
!492 = !{!493, !494, !495, !496}
!493 = !DILocalVariable(name: "x", arg: 1, scope: !491, file: !2, line: 74, type: !180)
!494 = !DILocalVariable(name: "y", arg: 2, scope: !491, file: !2, line: 74, type: !180)
!495 = !DILocalVariable(name: "a", scope: !491, file: !2, line: 75, type: !35)
!496 = !DILocalVariable(name: "b", scope: !491, file: !2, line: 75, type: !35)
!497 = !DILocation(line: 0, scope: !491)
!498 = !DILocation(line: 75, column: 13, scope: !491)
!499 = !DILocation(line: 75, column: 34, scope: !491)
!500 = !DILocation(line: 76, column: 15, scope: !491)
!501 = !DILocation(line: 76, column: 25, scope: !491)
!502 = !DILocation(line: 76, column: 20, scope: !491)
!503 = !DILocation(line: 76, column: 5, scope: !491)
!504 = !DISubprogram(name: "qsort", scope: !505, file: !505, line: 851, type: !506, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!505 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!506 = !DISubroutineType(types: !507)
!507 = !{null, !26, !147, !147, !508}
!508 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !505, line: 829, baseType: !177)
!509 = distinct !DISubprogram(name: "dbl", scope: !2, file: !2, line: 57, type: !90, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !510)
!510 = !{!511}
!511 = !DILocalVariable(name: "x", arg: 1, scope: !509, file: !2, line: 57, type: !35)
!512 = !DILocation(line: 0, scope: !509)
!513 = !DILocation(line: 57, column: 34, scope: !509)
!514 = !DILocation(line: 57, column: 25, scope: !509)
!515 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 11, type: !29, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !516)
!516 = !{!517, !518}
!517 = !DILocalVariable(name: "a", arg: 1, scope: !515, file: !2, line: 11, type: !31)
!518 = !DILocalVariable(name: "b", arg: 2, scope: !515, file: !2, line: 11, type: !31)
!519 = !DILocation(line: 0, scope: !515)
!520 = !DILocation(line: 11, column: 47, scope: !515)
!521 = !DILocation(line: 11, column: 38, scope: !515)
!522 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 12, type: !29, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !523)
!523 = !{!524, !525}
!524 = !DILocalVariable(name: "a", arg: 1, scope: !522, file: !2, line: 12, type: !31)
!525 = !DILocalVariable(name: "b", arg: 2, scope: !522, file: !2, line: 12, type: !31)
!526 = !DILocation(line: 0, scope: !522)
!527 = !DILocation(line: 12, column: 45, scope: !522)
!528 = !DILocation(line: 12, column: 51, scope: !522)
!529 = !DILocation(line: 12, column: 38, scope: !522)
!530 = distinct !DISubprogram(name: "op_mod", scope: !2, file: !2, line: 13, type: !29, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !531)
!531 = !{!532, !533}
!532 = !DILocalVariable(name: "a", arg: 1, scope: !530, file: !2, line: 13, type: !31)
!533 = !DILocalVariable(name: "b", arg: 2, scope: !530, file: !2, line: 13, type: !31)
!534 = !DILocation(line: 0, scope: !530)
!535 = !DILocation(line: 13, column: 45, scope: !530)
!536 = !DILocation(line: 13, column: 51, scope: !530)
!537 = !DILocation(line: 13, column: 38, scope: !530)
!538 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 14, type: !29, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !539)
!539 = !{!540, !541}
!540 = !DILocalVariable(name: "a", arg: 1, scope: !538, file: !2, line: 14, type: !31)
!541 = !DILocalVariable(name: "b", arg: 2, scope: !538, file: !2, line: 14, type: !31)
!542 = !DILocation(line: 0, scope: !538)
!543 = !DILocation(line: 14, column: 45, scope: !538)
!544 = !DILocation(line: 14, column: 38, scope: !538)
!545 = distinct !DISubprogram(name: "inc", scope: !2, file: !2, line: 56, type: !90, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !546)
!546 = !{!547}
!547 = !DILocalVariable(name: "x", arg: 1, scope: !545, file: !2, line: 56, type: !35)
!548 = !DILocation(line: 0, scope: !545)
!549 = !DILocation(line: 56, column: 34, scope: !545)
!550 = !DILocation(line: 56, column: 25, scope: !545)
!551 = distinct !DISubprogram(name: "sqr", scope: !2, file: !2, line: 58, type: !90, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !552)
!552 = !{!553}
!553 = !DILocalVariable(name: "x", arg: 1, scope: !551, file: !2, line: 58, type: !35)
!554 = !DILocation(line: 0, scope: !551)
!555 = !DILocation(line: 58, column: 34, scope: !551)
!556 = !DILocation(line: 58, column: 25, scope: !551)
