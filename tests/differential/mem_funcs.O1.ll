; ModuleID = 'mem_funcs.c'
source_filename = "mem_funcs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rec = type { i32, [12 x i8], [3 x double], i16 }

@.str = private unnamed_addr constant [9 x i8] c"move fwd\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"move back\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [7 x i8] c"memset\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [11 x i8] c"memset 300\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [43 x i8] c"memcmp a,b=%d b,a=%d a,a=%d n=3 %d n=0 %d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [7 x i8] c"answer\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [49 x i8] c"copy equal=%d id=%d name=%s v=%g,%g,%g flags=%x\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [23 x i8] c"after change equal=%d\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [26 x i8] c"arr[%d] id=%d v=%g,%g,%g\0A\00", align 1, !dbg !39
@main.big1 = internal unnamed_addr global [4096 x i32] zeroinitializer, align 16, !dbg !44
@main.big2 = internal unnamed_addr global [4096 x i32] zeroinitializer, align 16, !dbg !62
@.str.9 = private unnamed_addr constant [36 x i8] c"big checksum=%u first=%u second=%u\0A\00", align 1, !dbg !67
@.str.10 = private unnamed_addr constant [18 x i8] c"after memset: %u\0A\00", align 1, !dbg !72
@.str.11 = private unnamed_addr constant [31 x i8] c"bytewise doubles: %g %g %g %g\0A\00", align 1, !dbg !77
@.str.12 = private unnamed_addr constant [7 x i8] c"%s %d\0A\00", align 1, !dbg !82
@.str.13 = private unnamed_addr constant [13 x i8] c"ones: %d %d\0A\00", align 1, !dbg !84
@.str.14 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1, !dbg !89
@.str.15 = private unnamed_addr constant [4 x i8] c" %u\00", align 1, !dbg !94

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !46 {
  %1 = alloca [24 x i8], align 16, !DIAssignID !169
    #dbg_assign(i1 undef, !102, !DIExpression(), !169, ptr %1, !DIExpression(), !170)
  %2 = alloca %struct.rec, align 8, !DIAssignID !171
    #dbg_assign(i1 undef, !115, !DIExpression(), !171, ptr %2, !DIExpression(), !170)
  %3 = alloca %struct.rec, align 8, !DIAssignID !172
    #dbg_assign(i1 undef, !132, !DIExpression(), !172, ptr %3, !DIExpression(), !170)
  %4 = alloca [5 x %struct.rec], align 16, !DIAssignID !173
    #dbg_assign(i1 undef, !133, !DIExpression(), !173, ptr %4, !DIExpression(), !170)
  %5 = alloca [16 x i8], align 16, !DIAssignID !174
    #dbg_assign(i1 undef, !158, !DIExpression(), !174, ptr %5, !DIExpression(), !170)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8, !dbg !175
    #dbg_value(i32 0, !106, !DIExpression(), !176)
  br label %19, !dbg !177

6:                                                ; preds = %19
  %7 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !178
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(10) %7, ptr noundef nonnull align 16 dereferenceable(10) %1, i64 10, i1 false), !dbg !179, !DIAssignID !180
    #dbg_assign(i1 undef, !102, !DIExpression(DW_OP_LLVM_fragment, 32, 80), !180, ptr %7, !DIExpression(), !170)
    #dbg_value(ptr @.str, !181, !DIExpression(), !192)
    #dbg_value(ptr %1, !188, !DIExpression(), !192)
    #dbg_value(i64 24, !189, !DIExpression(), !192)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str), !dbg !194
    #dbg_value(i64 0, !190, !DIExpression(), !195)
  br label %9

9:                                                ; preds = %9, %6
  %10 = phi i64 [ %15, %9 ], [ 0, %6 ]
    #dbg_value(i64 %10, !190, !DIExpression(), !195)
  %11 = getelementptr inbounds i8, ptr %1, i64 %10, !dbg !196
  %12 = load i8, ptr %11, align 1, !dbg !196, !tbaa !198
  %13 = zext i8 %12 to i32, !dbg !196
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %13), !dbg !201
  %15 = add nuw nsw i64 %10, 1, !dbg !202
    #dbg_value(i64 %15, !190, !DIExpression(), !195)
  %16 = icmp eq i64 %15, 24, !dbg !203
  br i1 %16, label %17, label %9, !dbg !204, !llvm.loop !205

17:                                               ; preds = %9
  %18 = tail call i32 @putchar(i32 10), !dbg !209
    #dbg_value(i32 0, !108, !DIExpression(), !210)
  br label %86, !dbg !211

19:                                               ; preds = %0, %19
  %20 = phi i64 [ 0, %0 ], [ %23, %19 ]
    #dbg_value(i64 %20, !106, !DIExpression(), !176)
  %21 = trunc i64 %20 to i8, !dbg !212
  %22 = getelementptr inbounds [24 x i8], ptr %1, i64 0, i64 %20, !dbg !214
  store i8 %21, ptr %22, align 1, !dbg !215, !tbaa !198
  %23 = add nuw nsw i64 %20, 1, !dbg !216
    #dbg_value(i64 %23, !106, !DIExpression(), !176)
  %24 = icmp eq i64 %23, 24, !dbg !217
  br i1 %24, label %6, label %19, !dbg !177, !llvm.loop !218

25:                                               ; preds = %86
  %26 = getelementptr inbounds i8, ptr %1, i64 5, !dbg !220
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %1, ptr noundef nonnull align 1 dereferenceable(12) %26, i64 12, i1 false), !dbg !221, !DIAssignID !222
    #dbg_assign(i1 undef, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 96), !222, ptr %1, !DIExpression(), !170)
    #dbg_value(ptr @.str.1, !181, !DIExpression(), !223)
    #dbg_value(ptr %1, !188, !DIExpression(), !223)
    #dbg_value(i64 24, !189, !DIExpression(), !223)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.1), !dbg !225
    #dbg_value(i64 0, !190, !DIExpression(), !226)
  br label %28

28:                                               ; preds = %28, %25
  %29 = phi i64 [ %34, %28 ], [ 0, %25 ]
    #dbg_value(i64 %29, !190, !DIExpression(), !226)
  %30 = getelementptr inbounds i8, ptr %1, i64 %29, !dbg !227
  %31 = load i8, ptr %30, align 1, !dbg !227, !tbaa !198
  %32 = zext i8 %31 to i32, !dbg !227
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %32), !dbg !228
  %34 = add nuw nsw i64 %29, 1, !dbg !229
    #dbg_value(i64 %34, !190, !DIExpression(), !226)
  %35 = icmp eq i64 %34, 24, !dbg !230
  br i1 %35, label %36, label %28, !dbg !231, !llvm.loop !232

36:                                               ; preds = %28
  %37 = tail call i32 @putchar(i32 10), !dbg !234
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(7) %1, i8 -85, i64 7, i1 false), !dbg !235, !DIAssignID !236
    #dbg_assign(i1 undef, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 56), !236, ptr %1, !DIExpression(), !170)
  %38 = getelementptr inbounds i8, ptr %1, i64 20, !dbg !237
  store i32 0, ptr %38, align 4, !dbg !238, !DIAssignID !239
    #dbg_assign(i32 0, !102, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !239, ptr %38, !DIExpression(), !170)
    #dbg_value(ptr @.str.2, !181, !DIExpression(), !240)
    #dbg_value(ptr %1, !188, !DIExpression(), !240)
    #dbg_value(i64 24, !189, !DIExpression(), !240)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.2), !dbg !242
    #dbg_value(i64 0, !190, !DIExpression(), !243)
  br label %40

40:                                               ; preds = %40, %36
  %41 = phi i64 [ %46, %40 ], [ 0, %36 ]
    #dbg_value(i64 %41, !190, !DIExpression(), !243)
  %42 = getelementptr inbounds i8, ptr %1, i64 %41, !dbg !244
  %43 = load i8, ptr %42, align 1, !dbg !244, !tbaa !198
  %44 = zext i8 %43 to i32, !dbg !244
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %44), !dbg !245
  %46 = add nuw nsw i64 %41, 1, !dbg !246
    #dbg_value(i64 %46, !190, !DIExpression(), !243)
  %47 = icmp eq i64 %46, 24, !dbg !247
  br i1 %47, label %48, label %40, !dbg !248, !llvm.loop !249

48:                                               ; preds = %40
  %49 = tail call i32 @putchar(i32 10), !dbg !251
  store i16 11308, ptr %1, align 16, !dbg !252, !DIAssignID !253
    #dbg_assign(i1 undef, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !253, ptr %1, !DIExpression(), !170)
    #dbg_value(ptr @.str.3, !181, !DIExpression(), !254)
    #dbg_value(ptr %1, !188, !DIExpression(), !254)
    #dbg_value(i64 4, !189, !DIExpression(), !254)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.3), !dbg !256
    #dbg_value(i64 0, !190, !DIExpression(), !257)
  br label %51

51:                                               ; preds = %51, %48
  %52 = phi i64 [ %57, %51 ], [ 0, %48 ]
    #dbg_value(i64 %52, !190, !DIExpression(), !257)
  %53 = getelementptr inbounds i8, ptr %1, i64 %52, !dbg !258
  %54 = load i8, ptr %53, align 1, !dbg !258, !tbaa !198
  %55 = zext i8 %54 to i32, !dbg !258
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %55), !dbg !259
  %57 = add nuw nsw i64 %52, 1, !dbg !260
    #dbg_value(i64 %57, !190, !DIExpression(), !257)
  %58 = icmp eq i64 %57, 4, !dbg !261
  br i1 %58, label %59, label %51, !dbg !262, !llvm.loop !263

59:                                               ; preds = %51
  %60 = tail call i32 @putchar(i32 10), !dbg !265
    #dbg_assign(i1 undef, !110, !DIExpression(), !266, ptr poison, !DIExpression(), !170)
    #dbg_assign(i1 undef, !114, !DIExpression(), !267, ptr poison, !DIExpression(), !170)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef -1, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !268
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #8, !dbg !269
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #8, !dbg !269
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %2, i8 0, i64 48, i1 false), !dbg !270, !DIAssignID !271
    #dbg_assign(i8 0, !115, !DIExpression(), !271, ptr %2, !DIExpression(), !170)
  store i32 42, ptr %2, align 8, !dbg !272, !tbaa !273, !DIAssignID !277
    #dbg_assign(i32 42, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !277, ptr %2, !DIExpression(), !170)
  %62 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !278
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(7) %62, ptr noundef nonnull align 1 dereferenceable(7) @.str.5, i64 7, i1 false) #8, !dbg !279
  %63 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !280
  store double 1.500000e+00, ptr %63, align 8, !dbg !281, !tbaa !282, !DIAssignID !284
    #dbg_assign(double 1.500000e+00, !115, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !284, ptr %63, !DIExpression(), !170)
  %64 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !285
  store double -2.500000e+00, ptr %64, align 8, !dbg !286, !tbaa !282, !DIAssignID !287
    #dbg_assign(double -2.500000e+00, !115, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !287, ptr %64, !DIExpression(), !170)
  %65 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !288
  store double 1.000000e+10, ptr %65, align 8, !dbg !289, !tbaa !282, !DIAssignID !290
    #dbg_assign(double 1.000000e+10, !115, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !290, ptr %65, !DIExpression(), !170)
  %66 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !291
  store i16 -16657, ptr %66, align 8, !dbg !292, !tbaa !293, !DIAssignID !294
    #dbg_assign(i16 -16657, !115, !DIExpression(DW_OP_LLVM_fragment, 320, 16), !294, ptr %66, !DIExpression(), !170)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %3, ptr noundef nonnull align 8 dereferenceable(48) %2, i64 48, i1 false), !dbg !295, !DIAssignID !296
    #dbg_assign(i1 undef, !132, !DIExpression(), !296, ptr %3, !DIExpression(), !170)
  %67 = call i32 @bcmp(ptr noundef nonnull dereferenceable(48) %2, ptr noundef nonnull dereferenceable(48) %3, i64 48), !dbg !297
  %68 = icmp eq i32 %67, 0, !dbg !298
  %69 = zext i1 %68 to i32, !dbg !298
  %70 = load i32, ptr %3, align 8, !dbg !299, !tbaa !273
  %71 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !300
  %72 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !301
  %73 = load double, ptr %72, align 8, !dbg !302, !tbaa !282
  %74 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !303
  %75 = load double, ptr %74, align 8, !dbg !303, !tbaa !282
  %76 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !304
  %77 = load double, ptr %76, align 8, !dbg !304, !tbaa !282
  %78 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !305
  %79 = load i16, ptr %78, align 8, !dbg !305, !tbaa !293
  %80 = zext i16 %79 to i32, !dbg !306
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %69, i32 noundef %70, ptr noundef nonnull %71, double noundef %73, double noundef %75, double noundef %77, i32 noundef %80), !dbg !307
  store double 0.000000e+00, ptr %74, align 8, !dbg !308, !tbaa !282, !DIAssignID !309
    #dbg_assign(double 0.000000e+00, !132, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !309, ptr %74, !DIExpression(), !170)
  %82 = call i32 @bcmp(ptr noundef nonnull dereferenceable(48) %2, ptr noundef nonnull dereferenceable(48) %3, i64 48), !dbg !310
  %83 = icmp eq i32 %82, 0, !dbg !311
  %84 = zext i1 %83 to i32, !dbg !311
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %84), !dbg !312
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %4) #8, !dbg !313
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(240) %4, i8 0, i64 240, i1 false), !dbg !314, !DIAssignID !315
    #dbg_assign(i8 0, !133, !DIExpression(), !315, ptr %4, !DIExpression(), !170)
    #dbg_value(i32 0, !135, !DIExpression(), !316)
  br label %94, !dbg !317

86:                                               ; preds = %17, %86
  %87 = phi i64 [ 0, %17 ], [ %90, %86 ]
    #dbg_value(i64 %87, !108, !DIExpression(), !210)
  %88 = trunc i64 %87 to i8, !dbg !318
  %89 = getelementptr inbounds [24 x i8], ptr %1, i64 0, i64 %87, !dbg !320
  store i8 %88, ptr %89, align 1, !dbg !321, !tbaa !198
  %90 = add nuw nsw i64 %87, 1, !dbg !322
    #dbg_value(i64 %90, !108, !DIExpression(), !210)
  %91 = icmp eq i64 %90, 24, !dbg !323
  br i1 %91, label %25, label %86, !dbg !211, !llvm.loop !324

92:                                               ; preds = %94
  %93 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !326
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %93, ptr noundef nonnull align 16 dereferenceable(192) %4, i64 192, i1 false), !dbg !327, !DIAssignID !328
    #dbg_assign(i1 undef, !133, !DIExpression(DW_OP_LLVM_fragment, 384, 1536), !328, ptr %93, !DIExpression(), !170)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %4, ptr noundef nonnull align 8 dereferenceable(48) %2, i64 48, i1 false), !dbg !329, !DIAssignID !330
    #dbg_assign(i1 undef, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 384), !330, ptr %4, !DIExpression(), !170)
    #dbg_value(i32 0, !137, !DIExpression(), !331)
  br label %108, !dbg !332

94:                                               ; preds = %59, %94
  %95 = phi i64 [ 0, %59 ], [ %106, %94 ]
    #dbg_value(i64 %95, !135, !DIExpression(), !316)
  %96 = getelementptr inbounds [5 x %struct.rec], ptr %4, i64 0, i64 %95, !dbg !333
  %97 = trunc nuw nsw i64 %95 to i32, !dbg !336
  store i32 %97, ptr %96, align 16, !dbg !336, !tbaa !273
  %98 = trunc nuw nsw i64 %95 to i32, !dbg !337
  %99 = uitofp nneg i32 %98 to double, !dbg !337
  %100 = fmul double %99, 1.250000e+00, !dbg !338
  %101 = getelementptr inbounds i8, ptr %96, i64 16, !dbg !339
  %102 = trunc nuw nsw i64 %95 to i32, !dbg !340
  %103 = urem i32 %102, 3, !dbg !340
  %104 = zext nneg i32 %103 to i64, !dbg !341
  %105 = getelementptr inbounds [3 x double], ptr %101, i64 0, i64 %104, !dbg !341
  store double %100, ptr %105, align 8, !dbg !342, !tbaa !282
  %106 = add nuw nsw i64 %95, 1, !dbg !343
    #dbg_value(i64 %106, !135, !DIExpression(), !316)
  %107 = icmp eq i64 %106, 5, !dbg !344
  br i1 %107, label %92, label %94, !dbg !317, !llvm.loop !345

108:                                              ; preds = %92, %108
  %109 = phi i64 [ 0, %92 ], [ %120, %108 ]
    #dbg_value(i64 %109, !137, !DIExpression(), !331)
  %110 = getelementptr inbounds [5 x %struct.rec], ptr %4, i64 0, i64 %109, !dbg !347
  %111 = load i32, ptr %110, align 16, !dbg !349, !tbaa !273
  %112 = getelementptr inbounds i8, ptr %110, i64 16, !dbg !350
  %113 = load double, ptr %112, align 16, !dbg !351, !tbaa !282
  %114 = getelementptr inbounds i8, ptr %110, i64 24, !dbg !352
  %115 = load double, ptr %114, align 8, !dbg !352, !tbaa !282
  %116 = getelementptr inbounds i8, ptr %110, i64 32, !dbg !353
  %117 = load double, ptr %116, align 16, !dbg !353, !tbaa !282
  %118 = trunc nuw nsw i64 %109 to i32, !dbg !354
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %118, i32 noundef %111, double noundef %113, double noundef %115, double noundef %117), !dbg !354
  %120 = add nuw nsw i64 %109, 1, !dbg !355
    #dbg_value(i64 %120, !137, !DIExpression(), !331)
  %121 = icmp eq i64 %120, 5, !dbg !356
  br i1 %121, label %123, label %108, !dbg !332, !llvm.loop !357

122:                                              ; preds = %123
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16384) @main.big2, ptr noundef nonnull align 16 dereferenceable(16384) @main.big1, i64 16384, i1 false), !dbg !359
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16380) getelementptr inbounds (i8, ptr @main.big2, i64 4), ptr noundef nonnull align 16 dereferenceable(16380) @main.big2, i64 16380, i1 false), !dbg !360
    #dbg_value(i32 0, !141, !DIExpression(), !170)
    #dbg_value(i32 0, !142, !DIExpression(), !361)
  br label %141, !dbg !362

123:                                              ; preds = %108, %123
  %124 = phi i64 [ %128, %123 ], [ 0, %108 ]
    #dbg_value(i64 %124, !139, !DIExpression(), !363)
  %125 = trunc nuw nsw i64 %124 to i32, !dbg !364
  %126 = mul i32 %125, -1640531535, !dbg !364
  %127 = getelementptr inbounds [4096 x i32], ptr @main.big1, i64 0, i64 %124, !dbg !366
  store i32 %126, ptr %127, align 4, !dbg !367, !tbaa !368
  %128 = add nuw nsw i64 %124, 1, !dbg !369
    #dbg_value(i64 %128, !139, !DIExpression(), !363)
  %129 = icmp eq i64 %128, 4096, !dbg !370
  br i1 %129, label %122, label %123, !dbg !371, !llvm.loop !372

130:                                              ; preds = %141
  %131 = load i32, ptr @main.big2, align 16, !dbg !374, !tbaa !368
  %132 = load i32, ptr getelementptr inbounds (i8, ptr @main.big2, i64 4), align 4, !dbg !375, !tbaa !368
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %147, i32 noundef %131, i32 noundef %132), !dbg !376
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16384) @main.big1, i8 -1, i64 16384, i1 false), !dbg !377
  %134 = load i32, ptr getelementptr inbounds (i8, ptr @main.big1, i64 16380), align 4, !dbg !378, !tbaa !368
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %134), !dbg !379
    #dbg_assign(i1 undef, !144, !DIExpression(), !380, ptr poison, !DIExpression(), !170)
    #dbg_value(ptr undef, !147, !DIExpression(), !170)
    #dbg_value(ptr poison, !148, !DIExpression(), !170)
    #dbg_value(i64 0, !149, !DIExpression(), !381)
    #dbg_value(double 1.000000e-01, !146, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !170)
    #dbg_value(double 2.000000e-01, !146, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !170)
    #dbg_value(double 3.000000e-01, !146, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !170)
    #dbg_value(double 4.000000e-01, !146, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !170)
    #dbg_value(i64 poison, !149, !DIExpression(), !381)
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 1.000000e-01, double noundef 2.000000e-01, double noundef 3.000000e-01, double noundef 4.000000e-01), !dbg !382
    #dbg_assign(i1 undef, !154, !DIExpression(), !383, ptr poison, !DIExpression(), !170)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #8, !dbg !384
  store i64 28548958891568995, ptr %5, align 16, !dbg !385
  %137 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %5) #9, !dbg !386
  %138 = trunc i64 %137 to i32, !dbg !387
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull %5, i32 noundef %138), !dbg !388
    #dbg_value(i32 16843009, !159, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !170)
    #dbg_value(i64 72340172838076673, !159, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !170)
    #dbg_value(i32 16843009, !159, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !170)
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 16843009, i32 noundef 16843009), !dbg !389
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #8, !dbg !390
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %4) #8, !dbg !390
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #8, !dbg !390
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #8, !dbg !390
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8, !dbg !390
  ret i32 0, !dbg !391

141:                                              ; preds = %122, %141
  %142 = phi i64 [ 0, %122 ], [ %148, %141 ]
  %143 = phi i32 [ 0, %122 ], [ %147, %141 ]
    #dbg_value(i64 %142, !142, !DIExpression(), !361)
    #dbg_value(i32 %143, !141, !DIExpression(), !170)
  %144 = mul i32 %143, 31, !dbg !392
  %145 = getelementptr inbounds [4096 x i32], ptr @main.big2, i64 0, i64 %142, !dbg !394
  %146 = load i32, ptr %145, align 4, !dbg !394, !tbaa !368
  %147 = add i32 %146, %144, !dbg !395
    #dbg_value(i32 %147, !141, !DIExpression(), !170)
  %148 = add nuw nsw i64 %142, 1, !dbg !396
    #dbg_value(i64 %148, !142, !DIExpression(), !361)
  %149 = icmp eq i64 %148, 4096, !dbg !397
  br i1 %149, label %130, label %141, !dbg !362, !llvm.loop !398
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !400 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !405 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!50}
!llvm.module.flags = !{!161, !162, !163, !164, !165, !166, !167}
!llvm.ident = !{!168}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "mem_funcs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "c91908016dc9d658d33903401adeaafc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 7)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 11)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 43)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 49)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 23)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 26)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "big1", scope: !46, file: !2, line: 68, type: !64, isLocal: true, isDefinition: true)
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !47, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !101)
!47 = !DISubroutineType(types: !48)
!48 = !{!49}
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !51, globals: !61, splitDebugInlining: false, nameTableKind: None)
!51 = !{!52, !53, !58, !59, !49}
!52 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !54, line: 26, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !56, line: 42, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!57 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!61 = !{!0, !7, !12, !17, !22, !27, !29, !34, !39, !44, !62, !67, !72, !77, !82, !84, !89, !94, !96}
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "big2", scope: !46, file: !2, line: 68, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 131072, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 4096)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 36)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 18)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 31)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !14, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !86, isLocal: true, isDefinition: true)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 13)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 4)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !91, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 2)
!101 = !{!102, !106, !108, !110, !114, !115, !132, !133, !135, !137, !139, !141, !142, !144, !146, !147, !148, !149, !154, !158, !159}
!102 = !DILocalVariable(name: "buf", scope: !46, file: !2, line: 24, type: !103)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 192, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 24)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 25, type: !49)
!107 = distinct !DILexicalBlock(scope: !46, file: !2, line: 25, column: 5)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 29, type: !49)
!109 = distinct !DILexicalBlock(scope: !46, file: !2, line: 29, column: 5)
!110 = !DILocalVariable(name: "a", scope: !46, file: !2, line: 38, type: !111)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 40, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 5)
!114 = !DILocalVariable(name: "b", scope: !46, file: !2, line: 39, type: !111)
!115 = !DILocalVariable(name: "r1", scope: !46, file: !2, line: 43, type: !116)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !2, line: 7, size: 384, elements: !117)
!117 = !{!118, !119, !123, !128}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !116, file: !2, line: 8, baseType: !49, size: 32)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !116, file: !2, line: 9, baseType: !120, size: 96, offset: 32)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 12)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: !116, file: !2, line: 10, baseType: !124, size: 192, offset: 128)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 192, elements: !126)
!125 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!126 = !{!127}
!127 = !DISubrange(count: 3)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !116, file: !2, line: 11, baseType: !129, size: 16, offset: 320)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !54, line: 25, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !56, line: 40, baseType: !131)
!131 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!132 = !DILocalVariable(name: "r2", scope: !46, file: !2, line: 43, type: !116)
!133 = !DILocalVariable(name: "arr", scope: !46, file: !2, line: 56, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 1920, elements: !112)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 58, type: !49)
!136 = distinct !DILexicalBlock(scope: !46, file: !2, line: 58, column: 5)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 64, type: !49)
!138 = distinct !DILexicalBlock(scope: !46, file: !2, line: 64, column: 5)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 69, type: !49)
!140 = distinct !DILexicalBlock(scope: !46, file: !2, line: 69, column: 5)
!141 = !DILocalVariable(name: "h", scope: !46, file: !2, line: 73, type: !53)
!142 = !DILocalVariable(name: "i", scope: !143, file: !2, line: 74, type: !49)
!143 = distinct !DILexicalBlock(scope: !46, file: !2, line: 74, column: 5)
!144 = !DILocalVariable(name: "src", scope: !46, file: !2, line: 80, type: !145)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !125, size: 256, elements: !92)
!146 = !DILocalVariable(name: "dst", scope: !46, file: !2, line: 80, type: !145)
!147 = !DILocalVariable(name: "ds", scope: !46, file: !2, line: 81, type: !58)
!148 = !DILocalVariable(name: "ss", scope: !46, file: !2, line: 82, type: !59)
!149 = !DILocalVariable(name: "i", scope: !150, file: !2, line: 83, type: !151)
!150 = distinct !DILexicalBlock(scope: !46, file: !2, line: 83, column: 5)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !152, line: 18, baseType: !153)
!152 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!153 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!154 = !DILocalVariable(name: "s1", scope: !46, file: !2, line: 87, type: !155)
!155 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !156)
!156 = !{!157}
!157 = !DISubrange(count: 16)
!158 = !DILocalVariable(name: "s2", scope: !46, file: !2, line: 87, type: !155)
!159 = !DILocalVariable(name: "ones", scope: !46, file: !2, line: 91, type: !160)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 128, elements: !92)
!161 = !{i32 7, !"Dwarf Version", i32 5}
!162 = !{i32 2, !"Debug Info Version", i32 3}
!163 = !{i32 1, !"wchar_size", i32 4}
!164 = !{i32 8, !"PIC Level", i32 2}
!165 = !{i32 7, !"PIE Level", i32 2}
!166 = !{i32 7, !"uwtable", i32 2}
!167 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!168 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 0, scope: !46)
!171 = distinct !DIAssignID()
!172 = distinct !DIAssignID()
!173 = distinct !DIAssignID()
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 24, column: 5, scope: !46)
!176 = !DILocation(line: 0, scope: !107)
!177 = !DILocation(line: 25, column: 5, scope: !107)
!178 = !DILocation(line: 27, column: 17, scope: !46)
!179 = !DILocation(line: 27, column: 5, scope: !46)
!180 = distinct !DIAssignID()
!181 = !DILocalVariable(name: "lbl", arg: 1, scope: !182, file: !2, line: 16, type: !185)
!182 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 16, type: !183, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !50, retainedNodes: !187)
!183 = !DISubroutineType(types: !184)
!184 = !{null, !185, !59, !151}
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!186 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!187 = !{!181, !188, !189, !190}
!188 = !DILocalVariable(name: "b", arg: 2, scope: !182, file: !2, line: 16, type: !59)
!189 = !DILocalVariable(name: "n", arg: 3, scope: !182, file: !2, line: 16, type: !151)
!190 = !DILocalVariable(name: "i", scope: !191, file: !2, line: 18, type: !151)
!191 = distinct !DILexicalBlock(scope: !182, file: !2, line: 18, column: 5)
!192 = !DILocation(line: 0, scope: !182, inlinedAt: !193)
!193 = distinct !DILocation(line: 28, column: 5, scope: !46)
!194 = !DILocation(line: 17, column: 5, scope: !182, inlinedAt: !193)
!195 = !DILocation(line: 0, scope: !191, inlinedAt: !193)
!196 = !DILocation(line: 19, column: 23, scope: !197, inlinedAt: !193)
!197 = distinct !DILexicalBlock(scope: !191, file: !2, line: 18, column: 5)
!198 = !{!199, !199, i64 0}
!199 = !{!"omnipotent char", !200, i64 0}
!200 = !{!"Simple C/C++ TBAA"}
!201 = !DILocation(line: 19, column: 9, scope: !197, inlinedAt: !193)
!202 = !DILocation(line: 18, column: 32, scope: !197, inlinedAt: !193)
!203 = !DILocation(line: 18, column: 26, scope: !197, inlinedAt: !193)
!204 = !DILocation(line: 18, column: 5, scope: !191, inlinedAt: !193)
!205 = distinct !{!205, !204, !206, !207, !208}
!206 = !DILocation(line: 19, column: 27, scope: !191, inlinedAt: !193)
!207 = !{!"llvm.loop.mustprogress"}
!208 = !{!"llvm.loop.unroll.disable"}
!209 = !DILocation(line: 20, column: 5, scope: !182, inlinedAt: !193)
!210 = !DILocation(line: 0, scope: !109)
!211 = !DILocation(line: 29, column: 5, scope: !109)
!212 = !DILocation(line: 26, column: 18, scope: !213)
!213 = distinct !DILexicalBlock(scope: !107, file: !2, line: 25, column: 5)
!214 = !DILocation(line: 26, column: 9, scope: !213)
!215 = !DILocation(line: 26, column: 16, scope: !213)
!216 = !DILocation(line: 25, column: 30, scope: !213)
!217 = !DILocation(line: 25, column: 23, scope: !213)
!218 = distinct !{!218, !177, !219, !207, !208}
!219 = !DILocation(line: 26, column: 33, scope: !107)
!220 = !DILocation(line: 31, column: 22, scope: !46)
!221 = !DILocation(line: 31, column: 5, scope: !46)
!222 = distinct !DIAssignID()
!223 = !DILocation(line: 0, scope: !182, inlinedAt: !224)
!224 = distinct !DILocation(line: 32, column: 5, scope: !46)
!225 = !DILocation(line: 17, column: 5, scope: !182, inlinedAt: !224)
!226 = !DILocation(line: 0, scope: !191, inlinedAt: !224)
!227 = !DILocation(line: 19, column: 23, scope: !197, inlinedAt: !224)
!228 = !DILocation(line: 19, column: 9, scope: !197, inlinedAt: !224)
!229 = !DILocation(line: 18, column: 32, scope: !197, inlinedAt: !224)
!230 = !DILocation(line: 18, column: 26, scope: !197, inlinedAt: !224)
!231 = !DILocation(line: 18, column: 5, scope: !191, inlinedAt: !224)
!232 = distinct !{!232, !231, !233, !207, !208}
!233 = !DILocation(line: 19, column: 27, scope: !191, inlinedAt: !224)
!234 = !DILocation(line: 20, column: 5, scope: !182, inlinedAt: !224)
!235 = !DILocation(line: 33, column: 5, scope: !46)
!236 = distinct !DIAssignID()
!237 = !DILocation(line: 34, column: 16, scope: !46)
!238 = !DILocation(line: 34, column: 5, scope: !46)
!239 = distinct !DIAssignID()
!240 = !DILocation(line: 0, scope: !182, inlinedAt: !241)
!241 = distinct !DILocation(line: 35, column: 5, scope: !46)
!242 = !DILocation(line: 17, column: 5, scope: !182, inlinedAt: !241)
!243 = !DILocation(line: 0, scope: !191, inlinedAt: !241)
!244 = !DILocation(line: 19, column: 23, scope: !197, inlinedAt: !241)
!245 = !DILocation(line: 19, column: 9, scope: !197, inlinedAt: !241)
!246 = !DILocation(line: 18, column: 32, scope: !197, inlinedAt: !241)
!247 = !DILocation(line: 18, column: 26, scope: !197, inlinedAt: !241)
!248 = !DILocation(line: 18, column: 5, scope: !191, inlinedAt: !241)
!249 = distinct !{!249, !248, !250, !207, !208}
!250 = !DILocation(line: 19, column: 27, scope: !191, inlinedAt: !241)
!251 = !DILocation(line: 20, column: 5, scope: !182, inlinedAt: !241)
!252 = !DILocation(line: 36, column: 5, scope: !46)
!253 = distinct !DIAssignID()
!254 = !DILocation(line: 0, scope: !182, inlinedAt: !255)
!255 = distinct !DILocation(line: 37, column: 5, scope: !46)
!256 = !DILocation(line: 17, column: 5, scope: !182, inlinedAt: !255)
!257 = !DILocation(line: 0, scope: !191, inlinedAt: !255)
!258 = !DILocation(line: 19, column: 23, scope: !197, inlinedAt: !255)
!259 = !DILocation(line: 19, column: 9, scope: !197, inlinedAt: !255)
!260 = !DILocation(line: 18, column: 32, scope: !197, inlinedAt: !255)
!261 = !DILocation(line: 18, column: 26, scope: !197, inlinedAt: !255)
!262 = !DILocation(line: 18, column: 5, scope: !191, inlinedAt: !255)
!263 = distinct !{!263, !262, !264, !207, !208}
!264 = !DILocation(line: 19, column: 27, scope: !191, inlinedAt: !255)
!265 = !DILocation(line: 20, column: 5, scope: !182, inlinedAt: !255)
!266 = distinct !DIAssignID()
!267 = distinct !DIAssignID()
!268 = !DILocation(line: 40, column: 5, scope: !46)
!269 = !DILocation(line: 43, column: 5, scope: !46)
!270 = !DILocation(line: 44, column: 5, scope: !46)
!271 = distinct !DIAssignID()
!272 = !DILocation(line: 45, column: 11, scope: !46)
!273 = !{!274, !275, i64 0}
!274 = !{!"rec", !275, i64 0, !199, i64 4, !199, i64 16, !276, i64 40}
!275 = !{!"int", !199, i64 0}
!276 = !{!"short", !199, i64 0}
!277 = distinct !DIAssignID()
!278 = !DILocation(line: 46, column: 15, scope: !46)
!279 = !DILocation(line: 46, column: 5, scope: !46)
!280 = !DILocation(line: 47, column: 8, scope: !46)
!281 = !DILocation(line: 47, column: 16, scope: !46)
!282 = !{!283, !283, i64 0}
!283 = !{!"double", !199, i64 0}
!284 = distinct !DIAssignID()
!285 = !DILocation(line: 48, column: 5, scope: !46)
!286 = !DILocation(line: 48, column: 16, scope: !46)
!287 = distinct !DIAssignID()
!288 = !DILocation(line: 49, column: 5, scope: !46)
!289 = !DILocation(line: 49, column: 16, scope: !46)
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 50, column: 8, scope: !46)
!292 = !DILocation(line: 50, column: 14, scope: !46)
!293 = !{!274, !276, i64 40}
!294 = distinct !DIAssignID()
!295 = !DILocation(line: 51, column: 5, scope: !46)
!296 = distinct !DIAssignID()
!297 = !DILocation(line: 52, column: 65, scope: !46)
!298 = !DILocation(line: 52, column: 93, scope: !46)
!299 = !DILocation(line: 53, column: 15, scope: !46)
!300 = !DILocation(line: 53, column: 22, scope: !46)
!301 = !DILocation(line: 53, column: 31, scope: !46)
!302 = !DILocation(line: 53, column: 28, scope: !46)
!303 = !DILocation(line: 53, column: 40, scope: !46)
!304 = !DILocation(line: 53, column: 52, scope: !46)
!305 = !DILocation(line: 53, column: 67, scope: !46)
!306 = !DILocation(line: 53, column: 64, scope: !46)
!307 = !DILocation(line: 52, column: 5, scope: !46)
!308 = !DILocation(line: 54, column: 16, scope: !46)
!309 = distinct !DIAssignID()
!310 = !DILocation(line: 55, column: 39, scope: !46)
!311 = !DILocation(line: 55, column: 67, scope: !46)
!312 = !DILocation(line: 55, column: 5, scope: !46)
!313 = !DILocation(line: 56, column: 5, scope: !46)
!314 = !DILocation(line: 57, column: 5, scope: !46)
!315 = distinct !DIAssignID()
!316 = !DILocation(line: 0, scope: !136)
!317 = !DILocation(line: 58, column: 5, scope: !136)
!318 = !DILocation(line: 30, column: 18, scope: !319)
!319 = distinct !DILexicalBlock(scope: !109, file: !2, line: 29, column: 5)
!320 = !DILocation(line: 30, column: 9, scope: !319)
!321 = !DILocation(line: 30, column: 16, scope: !319)
!322 = !DILocation(line: 29, column: 30, scope: !319)
!323 = !DILocation(line: 29, column: 23, scope: !319)
!324 = distinct !{!324, !211, !325, !207, !208}
!325 = !DILocation(line: 30, column: 33, scope: !109)
!326 = !DILocation(line: 62, column: 14, scope: !46)
!327 = !DILocation(line: 62, column: 5, scope: !46)
!328 = distinct !DIAssignID()
!329 = !DILocation(line: 63, column: 5, scope: !46)
!330 = distinct !DIAssignID()
!331 = !DILocation(line: 0, scope: !138)
!332 = !DILocation(line: 64, column: 5, scope: !138)
!333 = !DILocation(line: 59, column: 9, scope: !334)
!334 = distinct !DILexicalBlock(scope: !335, file: !2, line: 58, column: 33)
!335 = distinct !DILexicalBlock(scope: !136, file: !2, line: 58, column: 5)
!336 = !DILocation(line: 59, column: 19, scope: !334)
!337 = !DILocation(line: 60, column: 30, scope: !334)
!338 = !DILocation(line: 60, column: 32, scope: !334)
!339 = !DILocation(line: 60, column: 16, scope: !334)
!340 = !DILocation(line: 60, column: 23, scope: !334)
!341 = !DILocation(line: 60, column: 9, scope: !334)
!342 = !DILocation(line: 60, column: 28, scope: !334)
!343 = !DILocation(line: 58, column: 29, scope: !335)
!344 = !DILocation(line: 58, column: 23, scope: !335)
!345 = distinct !{!345, !317, !346, !207, !208}
!346 = !DILocation(line: 61, column: 5, scope: !136)
!347 = !DILocation(line: 65, column: 49, scope: !348)
!348 = distinct !DILexicalBlock(scope: !138, file: !2, line: 64, column: 5)
!349 = !DILocation(line: 65, column: 56, scope: !348)
!350 = !DILocation(line: 65, column: 67, scope: !348)
!351 = !DILocation(line: 65, column: 60, scope: !348)
!352 = !DILocation(line: 65, column: 76, scope: !348)
!353 = !DILocation(line: 66, column: 16, scope: !348)
!354 = !DILocation(line: 65, column: 9, scope: !348)
!355 = !DILocation(line: 64, column: 29, scope: !348)
!356 = !DILocation(line: 64, column: 23, scope: !348)
!357 = distinct !{!357, !332, !358, !207, !208}
!358 = !DILocation(line: 66, column: 30, scope: !138)
!359 = !DILocation(line: 71, column: 5, scope: !46)
!360 = !DILocation(line: 72, column: 5, scope: !46)
!361 = !DILocation(line: 0, scope: !143)
!362 = !DILocation(line: 74, column: 5, scope: !143)
!363 = !DILocation(line: 0, scope: !140)
!364 = !DILocation(line: 70, column: 31, scope: !365)
!365 = distinct !DILexicalBlock(scope: !140, file: !2, line: 69, column: 5)
!366 = !DILocation(line: 70, column: 9, scope: !365)
!367 = !DILocation(line: 70, column: 17, scope: !365)
!368 = !{!275, !275, i64 0}
!369 = !DILocation(line: 69, column: 32, scope: !365)
!370 = !DILocation(line: 69, column: 23, scope: !365)
!371 = !DILocation(line: 69, column: 5, scope: !140)
!372 = distinct !{!372, !371, !373, !207, !208}
!373 = !DILocation(line: 70, column: 33, scope: !140)
!374 = !DILocation(line: 76, column: 55, scope: !46)
!375 = !DILocation(line: 76, column: 64, scope: !46)
!376 = !DILocation(line: 76, column: 5, scope: !46)
!377 = !DILocation(line: 77, column: 5, scope: !46)
!378 = !DILocation(line: 78, column: 34, scope: !46)
!379 = !DILocation(line: 78, column: 5, scope: !46)
!380 = distinct !DIAssignID()
!381 = !DILocation(line: 0, scope: !150)
!382 = !DILocation(line: 85, column: 5, scope: !46)
!383 = distinct !DIAssignID()
!384 = !DILocation(line: 87, column: 5, scope: !46)
!385 = !DILocation(line: 88, column: 5, scope: !46)
!386 = !DILocation(line: 89, column: 32, scope: !46)
!387 = !DILocation(line: 89, column: 27, scope: !46)
!388 = !DILocation(line: 89, column: 5, scope: !46)
!389 = !DILocation(line: 93, column: 5, scope: !46)
!390 = !DILocation(line: 95, column: 1, scope: !46)
!391 = !DILocation(line: 94, column: 5, scope: !46)
!392 = !DILocation(line: 75, column: 15, scope: !393)
!393 = distinct !DILexicalBlock(scope: !143, file: !2, line: 74, column: 5)
!394 = !DILocation(line: 75, column: 22, scope: !393)
!395 = !DILocation(line: 75, column: 20, scope: !393)
!396 = !DILocation(line: 74, column: 32, scope: !393)
!397 = !DILocation(line: 74, column: 23, scope: !393)
!398 = distinct !{!398, !362, !399, !207, !208}
!399 = !DILocation(line: 75, column: 28, scope: !143)
!400 = !DISubprogram(name: "printf", scope: !401, file: !401, line: 356, type: !402, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!402 = !DISubroutineType(types: !403)
!403 = !{!49, !404, null}
!404 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !185)
!405 = !DISubprogram(name: "strlen", scope: !406, file: !406, line: 407, type: !407, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!407 = !DISubroutineType(types: !408)
!408 = !{!153, !185}
