; ModuleID = 'float_conv.c'
source_filename = "float_conv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.ints = private unnamed_addr constant [13 x i64] [i64 0, i64 1, i64 -1, i64 16777216, i64 16777217, i64 16777219, i64 -16777217, i64 9007199254740992, i64 9007199254740993, i64 -9007199254740995, i64 4611686018427387903, i64 9223372036854775807, i64 -9223372036854775808], align 16
@.str = private unnamed_addr constant [39 x i8] c"i64 %lld -> double %.1f -> float %.1f\0A\00", align 1, !dbg !0
@__const.main.uints = private unnamed_addr constant [8 x i64] [i64 0, i64 1, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854774783, i64 -2048, i64 -1, i64 -6101065172474983726], align 16
@.str.1 = private unnamed_addr constant [39 x i8] c"u64 %llu -> double %.1f -> float %.1f\0A\00", align 1, !dbg !7
@__const.main.i32s = private unnamed_addr constant [8 x i32] [i32 0, i32 7, i32 -7, i32 2147483647, i32 -2147483648, i32 33554431, i32 -33554433, i32 123456789], align 16
@.str.2 = private unnamed_addr constant [22 x i8] c"i32 %d -> float %.1f\0A\00", align 1, !dbg !9
@__const.main.ds = private unnamed_addr constant [13 x double] [double 0.000000e+00, double 9.000000e-01, double -9.000000e-01, double 1.500000e+00, double -1.500000e+00, double 2.500000e+00, double -2.500000e+00, double 1.000000e+09, double -1.000000e+09, double 0x41DFFFFFFFF9999A, double 0xC1E00000001CCCCD, double 0x40FE240C9FBE76C9, double -0.000000e+00], align 16
@.str.3 = private unnamed_addr constant [30 x i8] c"double %f -> i64 %lld i32 %d\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [25 x i8] c"double %.1f -> u64 %llu\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [23 x i8] c"double %.2f -> u32 %u\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [22 x i8] c"double %.3f -> u8 %d\0A\00", align 1, !dbg !29
@__const.main.fs = private unnamed_addr constant [6 x float] [float 0.000000e+00, float -1.750000e+00, float 0x40DFFFF9A0000000, float -3.276850e+04, float 1.000250e+03, float 0xC0C81CD6C0000000], align 16
@.str.7 = private unnamed_addr constant [27 x i8] c"float %f -> i16 %d i32 %d\0A\00", align 1, !dbg !31
@__const.main.dd = private unnamed_addr constant [8 x double] [double 1.000000e-01, double 0x3FD5555555555555, double 0x47EFFFFFE0000000, double 0x37A16C262777579C, double 1.000000e-46, double 0x4170000010000000, double 0x3FD3333333333334, double 0xC005BF0A8B145769], align 16
@.str.8 = private unnamed_addr constant [44 x i8] c"double %.17g -> float %.9g -> double %.17g\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [32 x i8] c"sum squares %.1f %lld equal=%d\0A\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [12 x i8] c"%d -> %.1f\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [10 x i8] c"%f %f %f\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [8 x i8] c"chk=%u\0A\00", align 1, !dbg !56

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !93 {
    #dbg_assign(i1 undef, !97, !DIExpression(), !162, ptr @__const.main.ints, !DIExpression(), !163)
    #dbg_assign(i1 undef, !103, !DIExpression(), !164, ptr @__const.main.uints, !DIExpression(), !163)
    #dbg_assign(i1 undef, !107, !DIExpression(), !165, ptr @__const.main.i32s, !DIExpression(), !163)
    #dbg_assign(i1 undef, !111, !DIExpression(), !166, ptr @__const.main.ds, !DIExpression(), !163)
  %1 = alloca [7 x double], align 16, !DIAssignID !167
    #dbg_assign(i1 undef, !115, !DIExpression(), !167, ptr %1, !DIExpression(), !163)
  %2 = alloca [6 x double], align 16, !DIAssignID !168
    #dbg_assign(i1 undef, !121, !DIExpression(), !168, ptr %2, !DIExpression(), !163)
  %3 = alloca [6 x double], align 16, !DIAssignID !169
    #dbg_assign(i1 undef, !127, !DIExpression(), !169, ptr %3, !DIExpression(), !163)
    #dbg_assign(i1 undef, !130, !DIExpression(), !170, ptr @__const.main.fs, !DIExpression(), !163)
    #dbg_assign(i1 undef, !134, !DIExpression(), !171, ptr @__const.main.dd, !DIExpression(), !163)
    #dbg_assign(i1 undef, !97, !DIExpression(), !172, ptr @__const.main.ints, !DIExpression(), !163)
    #dbg_value(i32 0, !101, !DIExpression(), !173)
  br label %4, !dbg !174

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %12, %4 ]
    #dbg_value(i64 %5, !101, !DIExpression(), !173)
  %6 = getelementptr inbounds [13 x i64], ptr @__const.main.ints, i64 0, i64 %5, !dbg !175
  %7 = load i64, ptr %6, align 8, !dbg !175, !tbaa !177
    #dbg_value(i64 %7, !181, !DIExpression(), !186)
  %8 = sitofp i64 %7 to double, !dbg !188
  %9 = sitofp i64 %7 to float, !dbg !189
  %10 = fpext float %9 to double, !dbg !190
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %7, double noundef %8, double noundef %10), !dbg !191
  %12 = add nuw nsw i64 %5, 1, !dbg !192
    #dbg_value(i64 %12, !101, !DIExpression(), !173)
  %13 = icmp eq i64 %12, 13, !dbg !193
  br i1 %13, label %14, label %4, !dbg !174, !llvm.loop !194

14:                                               ; preds = %4, %14
  %15 = phi i64 [ %22, %14 ], [ 0, %4 ]
    #dbg_value(i64 %15, !105, !DIExpression(), !198)
  %16 = getelementptr inbounds [8 x i64], ptr @__const.main.uints, i64 0, i64 %15, !dbg !199
  %17 = load i64, ptr %16, align 8, !dbg !199, !tbaa !177
    #dbg_value(i64 %17, !201, !DIExpression(), !206)
  %18 = uitofp i64 %17 to double, !dbg !208
    #dbg_value(i64 %17, !209, !DIExpression(), !214)
  %19 = uitofp i64 %17 to float, !dbg !216
  %20 = fpext float %19 to double, !dbg !217
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %17, double noundef %18, double noundef %20), !dbg !218
  %22 = add nuw nsw i64 %15, 1, !dbg !219
    #dbg_value(i64 %22, !105, !DIExpression(), !198)
  %23 = icmp eq i64 %22, 8, !dbg !220
  br i1 %23, label %24, label %14, !dbg !221, !llvm.loop !222

24:                                               ; preds = %14, %24
  %25 = phi i64 [ %31, %24 ], [ 0, %14 ]
    #dbg_value(i64 %25, !109, !DIExpression(), !224)
  %26 = getelementptr inbounds [8 x i32], ptr @__const.main.i32s, i64 0, i64 %25, !dbg !225
  %27 = load i32, ptr %26, align 4, !dbg !225, !tbaa !227
    #dbg_value(i32 %27, !229, !DIExpression(), !234)
  %28 = sitofp i32 %27 to float, !dbg !236
  %29 = fpext float %28 to double, !dbg !237
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %27, double noundef %29), !dbg !238
  %31 = add nuw nsw i64 %25, 1, !dbg !239
    #dbg_value(i64 %31, !109, !DIExpression(), !224)
  %32 = icmp eq i64 %31, 8, !dbg !240
  br i1 %32, label %40, label %24, !dbg !241, !llvm.loop !242

33:                                               ; preds = %40
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #5, !dbg !244
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, i8 0, i64 56, i1 false), !dbg !245, !DIAssignID !246
    #dbg_assign(i8 0, !115, !DIExpression(), !246, ptr %1, !DIExpression(), !163)
  %34 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !245
  store double 1.900000e+00, ptr %34, align 8, !dbg !245, !DIAssignID !247
    #dbg_assign(double 1.900000e+00, !115, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !247, ptr %34, !DIExpression(), !163)
  %35 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !245
  store double 0x41EFFFFFFFFCCCCD, ptr %35, align 16, !dbg !245, !DIAssignID !248
    #dbg_assign(double 0x41EFFFFFFFFCCCCD, !115, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !248, ptr %35, !DIExpression(), !163)
  %36 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !245
  store double 0x43E0000000000000, ptr %36, align 8, !dbg !245, !DIAssignID !249
    #dbg_assign(double 0x43E0000000000000, !115, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !249, ptr %36, !DIExpression(), !163)
  %37 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !245
  store double 0x43E0000000000001, ptr %37, align 16, !dbg !245, !DIAssignID !250
    #dbg_assign(double 0x43E0000000000001, !115, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !250, ptr %37, !DIExpression(), !163)
  %38 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !245
  store double 0x43EFFFFFFFFFFFFF, ptr %38, align 8, !dbg !245, !DIAssignID !251
    #dbg_assign(double 0x43EFFFFFFFFFFFFF, !115, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !251, ptr %38, !DIExpression(), !163)
  %39 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !245
  store double 1.000000e+19, ptr %39, align 16, !dbg !245, !DIAssignID !252
    #dbg_assign(double 1.000000e+19, !115, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !252, ptr %39, !DIExpression(), !163)
    #dbg_value(i32 0, !119, !DIExpression(), !253)
  br label %55, !dbg !254

40:                                               ; preds = %24, %40
  %41 = phi i64 [ %47, %40 ], [ 0, %24 ]
    #dbg_value(i64 %41, !113, !DIExpression(), !255)
  %42 = getelementptr inbounds [13 x double], ptr @__const.main.ds, i64 0, i64 %41, !dbg !256
  %43 = load double, ptr %42, align 8, !dbg !256, !tbaa !258
    #dbg_value(double %43, !260, !DIExpression(), !265)
  %44 = fptosi double %43 to i64, !dbg !267
  %45 = fptosi double %43 to i32, !dbg !268
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %43, i64 noundef %44, i32 noundef %45), !dbg !269
  %47 = add nuw nsw i64 %41, 1, !dbg !270
    #dbg_value(i64 %47, !113, !DIExpression(), !255)
  %48 = icmp eq i64 %47, 13, !dbg !271
  br i1 %48, label %33, label %40, !dbg !272, !llvm.loop !273

49:                                               ; preds = %55
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #5, !dbg !275
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %2, i8 0, i64 48, i1 false), !dbg !276, !DIAssignID !277
    #dbg_assign(i8 0, !121, !DIExpression(), !277, ptr %2, !DIExpression(), !163)
  store double 5.000000e-01, ptr %2, align 16, !dbg !276, !DIAssignID !278
    #dbg_assign(double 5.000000e-01, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !278, ptr %2, !DIExpression(), !163)
  %50 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !276
  store double 2.559900e+02, ptr %50, align 8, !dbg !276, !DIAssignID !279
    #dbg_assign(double 2.559900e+02, !121, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !279, ptr %50, !DIExpression(), !163)
  %51 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !276
  store double 6.553550e+04, ptr %51, align 16, !dbg !276, !DIAssignID !280
    #dbg_assign(double 6.553550e+04, !121, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !280, ptr %51, !DIExpression(), !163)
  %52 = getelementptr inbounds i8, ptr %2, i64 24, !dbg !276
  store double 0x41E0000000000000, ptr %52, align 8, !dbg !276, !DIAssignID !281
    #dbg_assign(double 0x41E0000000000000, !121, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !281, ptr %52, !DIExpression(), !163)
  %53 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !276
  store double 0x41E65A0BC0166666, ptr %53, align 16, !dbg !276, !DIAssignID !282
    #dbg_assign(double 0x41E65A0BC0166666, !121, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !282, ptr %53, !DIExpression(), !163)
  %54 = getelementptr inbounds i8, ptr %2, i64 40, !dbg !276
  store double 0x41EFFFFFFFE00000, ptr %54, align 8, !dbg !276, !DIAssignID !283
    #dbg_assign(double 0x41EFFFFFFFE00000, !121, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !283, ptr %54, !DIExpression(), !163)
    #dbg_value(i32 0, !125, !DIExpression(), !284)
  br label %69, !dbg !285

55:                                               ; preds = %33, %55
  %56 = phi i64 [ 0, %33 ], [ %61, %55 ]
    #dbg_value(i64 %56, !119, !DIExpression(), !253)
  %57 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %56, !dbg !286
  %58 = load double, ptr %57, align 8, !dbg !286, !tbaa !258
    #dbg_value(double %58, !288, !DIExpression(), !293)
  %59 = fptoui double %58 to i64, !dbg !295
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %58, i64 noundef %59), !dbg !296
  %61 = add nuw nsw i64 %56, 1, !dbg !297
    #dbg_value(i64 %61, !119, !DIExpression(), !253)
  %62 = icmp eq i64 %61, 7, !dbg !298
  br i1 %62, label %49, label %55, !dbg !254, !llvm.loop !299

63:                                               ; preds = %69
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #5, !dbg !301
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %3, i8 0, i64 48, i1 false), !dbg !302, !DIAssignID !303
    #dbg_assign(i8 0, !127, !DIExpression(), !303, ptr %3, !DIExpression(), !163)
  %64 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !302
  store double 1.990000e+00, ptr %64, align 8, !dbg !302, !DIAssignID !304
    #dbg_assign(double 1.990000e+00, !127, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !304, ptr %64, !DIExpression(), !163)
  %65 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !302
  store double 1.275000e+02, ptr %65, align 16, !dbg !302, !DIAssignID !305
    #dbg_assign(double 1.275000e+02, !127, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !305, ptr %65, !DIExpression(), !163)
  %66 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !302
  store double 1.280000e+02, ptr %66, align 8, !dbg !302, !DIAssignID !306
    #dbg_assign(double 1.280000e+02, !127, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !306, ptr %66, !DIExpression(), !163)
  %67 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !302
  store double 2.007000e+02, ptr %67, align 16, !dbg !302, !DIAssignID !307
    #dbg_assign(double 2.007000e+02, !127, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !307, ptr %67, !DIExpression(), !163)
  %68 = getelementptr inbounds i8, ptr %3, i64 40, !dbg !302
  store double 2.559990e+02, ptr %68, align 8, !dbg !302, !DIAssignID !308
    #dbg_assign(double 2.559990e+02, !127, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !308, ptr %68, !DIExpression(), !163)
    #dbg_value(i32 0, !128, !DIExpression(), !309)
  br label %77, !dbg !310

69:                                               ; preds = %49, %69
  %70 = phi i64 [ 0, %49 ], [ %75, %69 ]
    #dbg_value(i64 %70, !125, !DIExpression(), !284)
  %71 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %70, !dbg !311
  %72 = load double, ptr %71, align 8, !dbg !311, !tbaa !258
    #dbg_value(double %72, !313, !DIExpression(), !318)
  %73 = fptoui double %72 to i32, !dbg !320
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %72, i32 noundef %73), !dbg !321
  %75 = add nuw nsw i64 %70, 1, !dbg !322
    #dbg_value(i64 %75, !125, !DIExpression(), !284)
  %76 = icmp eq i64 %75, 6, !dbg !323
  br i1 %76, label %63, label %69, !dbg !285, !llvm.loop !324

77:                                               ; preds = %63, %77
  %78 = phi i64 [ 0, %63 ], [ %84, %77 ]
    #dbg_value(i64 %78, !128, !DIExpression(), !309)
  %79 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %78, !dbg !326
  %80 = load double, ptr %79, align 8, !dbg !326, !tbaa !258
    #dbg_value(double %80, !328, !DIExpression(), !333)
  %81 = fptoui double %80 to i8, !dbg !335
  %82 = zext i8 %81 to i32, !dbg !336
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %80, i32 noundef %82), !dbg !337
  %84 = add nuw nsw i64 %78, 1, !dbg !338
    #dbg_value(i64 %84, !128, !DIExpression(), !309)
  %85 = icmp eq i64 %84, 6, !dbg !339
  br i1 %85, label %86, label %77, !dbg !310, !llvm.loop !340

86:                                               ; preds = %77, %86
  %87 = phi i64 [ %95, %86 ], [ 0, %77 ]
    #dbg_value(i64 %87, !132, !DIExpression(), !342)
  %88 = getelementptr inbounds [6 x float], ptr @__const.main.fs, i64 0, i64 %87, !dbg !343
  %89 = load float, ptr %88, align 4, !dbg !343, !tbaa !345
  %90 = fpext float %89 to double, !dbg !343
    #dbg_value(float %89, !347, !DIExpression(), !352)
  %91 = fptosi float %89 to i16, !dbg !354
  %92 = sext i16 %91 to i32, !dbg !355
    #dbg_value(float %89, !356, !DIExpression(), !361)
  %93 = fptosi float %89 to i32, !dbg !363
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %90, i32 noundef %92, i32 noundef %93), !dbg !364
  %95 = add nuw nsw i64 %87, 1, !dbg !365
    #dbg_value(i64 %95, !132, !DIExpression(), !342)
  %96 = icmp eq i64 %95, 6, !dbg !366
  br i1 %96, label %97, label %86, !dbg !367, !llvm.loop !368

97:                                               ; preds = %86, %97
  %98 = phi i64 [ %104, %97 ], [ 0, %86 ]
    #dbg_value(i64 %98, !136, !DIExpression(), !370)
  %99 = getelementptr inbounds [8 x double], ptr @__const.main.dd, i64 0, i64 %98, !dbg !371
  %100 = load double, ptr %99, align 8, !dbg !371, !tbaa !258
  %101 = fptrunc double %100 to float, !dbg !372
    #dbg_value(float %101, !138, !DIExpression(), !373)
  %102 = fpext float %101 to double, !dbg !374
    #dbg_value(double %102, !141, !DIExpression(), !373)
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %100, double noundef %102, double noundef %102), !dbg !375
  %104 = add nuw nsw i64 %98, 1, !dbg !376
    #dbg_value(i64 %104, !136, !DIExpression(), !370)
  %105 = icmp eq i64 %104, 8, !dbg !377
  br i1 %105, label %111, label %97, !dbg !378, !llvm.loop !379

106:                                              ; preds = %111
  %107 = fptosi double %116 to i64, !dbg !381
  %108 = icmp eq i64 %107, 2668667000, !dbg !382
  %109 = zext i1 %108 to i32, !dbg !382
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %116, i64 noundef 2668667000, i32 noundef %109), !dbg !383
    #dbg_value(i32 0, !146, !DIExpression(), !384)
  br label %121, !dbg !385

111:                                              ; preds = %97, %111
  %112 = phi i64 [ %117, %111 ], [ 1, %97 ]
  %113 = phi double [ %116, %111 ], [ 0.000000e+00, %97 ]
    #dbg_value(i64 %112, !144, !DIExpression(), !386)
    #dbg_value(i64 poison, !143, !DIExpression(), !163)
    #dbg_value(double %113, !142, !DIExpression(), !163)
  %114 = trunc nuw nsw i64 %112 to i32, !dbg !387
  %115 = uitofp nneg i32 %114 to double, !dbg !387
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %115, double %113), !dbg !390
    #dbg_value(double %116, !142, !DIExpression(), !163)
    #dbg_value(!DIArgList(i64 %112, i64 poison, i64 %112), !143, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !163)
  %117 = add nuw nsw i64 %112, 1, !dbg !391
    #dbg_value(i64 %117, !144, !DIExpression(), !386)
  %118 = icmp eq i64 %117, 2001, !dbg !392
  br i1 %118, label %106, label %111, !dbg !393, !llvm.loop !394

119:                                              ; preds = %121
    #dbg_value(i8 -128, !151, !DIExpression(), !163)
    #dbg_value(i16 -1, !153, !DIExpression(), !163)
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef -1.280000e+02, double noundef 6.553500e+04, double noundef 2.550000e+02), !dbg !396
    #dbg_value(i32 0, !155, !DIExpression(), !163)
    #dbg_value(i32 -500, !156, !DIExpression(), !397)
  br label %131, !dbg !398

121:                                              ; preds = %106, %121
  %122 = phi i32 [ 0, %106 ], [ %127, %121 ]
    #dbg_value(i32 %122, !146, !DIExpression(), !384)
  %123 = or disjoint i32 %122, 16777216, !dbg !399
    #dbg_value(i32 %123, !148, !DIExpression(), !400)
  %124 = uitofp nneg i32 %123 to float, !dbg !401
  %125 = fpext float %124 to double, !dbg !402
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %123, double noundef %125), !dbg !403
  %127 = add nuw nsw i32 %122, 1, !dbg !404
    #dbg_value(i32 %127, !146, !DIExpression(), !384)
  %128 = icmp eq i32 %127, 8, !dbg !405
  br i1 %128, label %119, label %121, !dbg !385, !llvm.loop !406

129:                                              ; preds = %131
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %144), !dbg !408
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #5, !dbg !409
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #5, !dbg !409
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #5, !dbg !409
  ret i32 0, !dbg !410

131:                                              ; preds = %119, %131
  %132 = phi i32 [ -500, %119 ], [ %145, %131 ]
  %133 = phi i32 [ 0, %119 ], [ %144, %131 ]
    #dbg_value(i32 %132, !156, !DIExpression(), !397)
    #dbg_value(i32 %133, !155, !DIExpression(), !163)
  %134 = sitofp i32 %132 to double, !dbg !411
  %135 = fdiv double %134, 7.000000e+00, !dbg !412
    #dbg_value(double %135, !158, !DIExpression(), !413)
  %136 = sitofp i32 %132 to float, !dbg !414
  %137 = fdiv float %136, 3.000000e+00, !dbg !415
    #dbg_value(float %137, !161, !DIExpression(), !413)
  %138 = mul i32 %133, 31, !dbg !416
  %139 = fmul double %135, 1.000000e+02, !dbg !417
  %140 = fptosi double %139 to i32, !dbg !418
  %141 = add i32 %138, %140, !dbg !419
  %142 = fmul float %137, 1.000000e+01, !dbg !420
  %143 = fptosi float %142 to i32, !dbg !421
  %144 = add i32 %141, %143, !dbg !422
    #dbg_value(i32 %144, !155, !DIExpression(), !163)
  %145 = add nsw i32 %132, 3, !dbg !423
    #dbg_value(i32 %145, !156, !DIExpression(), !397)
  %146 = icmp slt i32 %132, 497, !dbg !424
  br i1 %146, label %131, label %129, !dbg !398, !llvm.loop !425
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !427 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!61}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_conv.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "d9c3509440e23b6d2ee3c39bb56dc34c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 39)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 22)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 30)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 25)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 23)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !11, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 27)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 44)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 32)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 12)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 10)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 8)
!61 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !62, globals: !84, splitDebugInlining: false, nameTableKind: None)
!62 = !{!63, !64, !65, !66, !67, !68, !69, !74, !78, !81, !82}
!63 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!64 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!65 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!66 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!67 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!68 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !70, line: 26, baseType: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !72, line: 42, baseType: !73)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!73 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !75, line: 27, baseType: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !72, line: 44, baseType: !77)
!77 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !70, line: 27, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !72, line: 45, baseType: !80)
!80 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!81 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !75, line: 26, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !72, line: 41, baseType: !67)
!84 = !{!0, !7, !9, !14, !19, !24, !29, !31, !36, !41, !46, !51, !56}
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !94, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !61, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!67}
!96 = !{!97, !101, !103, !105, !107, !109, !111, !113, !115, !119, !121, !125, !127, !128, !130, !132, !134, !136, !138, !141, !142, !143, !144, !146, !148, !151, !153, !155, !156, !158, !161}
!97 = !DILocalVariable(name: "ints", scope: !93, file: !2, line: 17, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 832, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 13)
!101 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 20, type: !73)
!102 = distinct !DILexicalBlock(scope: !93, file: !2, line: 20, column: 5)
!103 = !DILocalVariable(name: "uints", scope: !93, file: !2, line: 23, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 512, elements: !59)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 26, type: !73)
!106 = distinct !DILexicalBlock(scope: !93, file: !2, line: 26, column: 5)
!107 = !DILocalVariable(name: "i32s", scope: !93, file: !2, line: 29, type: !108)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 256, elements: !59)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 30, type: !73)
!110 = distinct !DILexicalBlock(scope: !93, file: !2, line: 30, column: 5)
!111 = !DILocalVariable(name: "ds", scope: !93, file: !2, line: 32, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 832, elements: !99)
!113 = !DILocalVariable(name: "i", scope: !114, file: !2, line: 34, type: !73)
!114 = distinct !DILexicalBlock(scope: !93, file: !2, line: 34, column: 5)
!115 = !DILocalVariable(name: "big", scope: !93, file: !2, line: 37, type: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 448, elements: !117)
!117 = !{!118}
!118 = !DISubrange(count: 7)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 39, type: !73)
!120 = distinct !DILexicalBlock(scope: !93, file: !2, line: 39, column: 5)
!121 = !DILocalVariable(name: "u32s", scope: !93, file: !2, line: 41, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 384, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 6)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 42, type: !73)
!126 = distinct !DILexicalBlock(scope: !93, file: !2, line: 42, column: 5)
!127 = !DILocalVariable(name: "u8s", scope: !93, file: !2, line: 44, type: !122)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 45, type: !73)
!129 = distinct !DILexicalBlock(scope: !93, file: !2, line: 45, column: 5)
!130 = !DILocalVariable(name: "fs", scope: !93, file: !2, line: 47, type: !131)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 192, elements: !123)
!132 = !DILocalVariable(name: "i", scope: !133, file: !2, line: 48, type: !73)
!133 = distinct !DILexicalBlock(scope: !93, file: !2, line: 48, column: 5)
!134 = !DILocalVariable(name: "dd", scope: !93, file: !2, line: 51, type: !135)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 512, elements: !59)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 53, type: !73)
!137 = distinct !DILexicalBlock(scope: !93, file: !2, line: 53, column: 5)
!138 = !DILocalVariable(name: "f", scope: !139, file: !2, line: 54, type: !65)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 53, column: 59)
!140 = distinct !DILexicalBlock(scope: !137, file: !2, line: 53, column: 5)
!141 = !DILocalVariable(name: "back", scope: !139, file: !2, line: 55, type: !64)
!142 = !DILocalVariable(name: "acc", scope: !93, file: !2, line: 59, type: !64)
!143 = !DILocalVariable(name: "iacc", scope: !93, file: !2, line: 60, type: !63)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 61, type: !67)
!145 = distinct !DILexicalBlock(scope: !93, file: !2, line: 61, column: 5)
!146 = !DILocalVariable(name: "k", scope: !147, file: !2, line: 67, type: !67)
!147 = distinct !DILexicalBlock(scope: !93, file: !2, line: 67, column: 5)
!148 = !DILocalVariable(name: "v", scope: !149, file: !2, line: 68, type: !82)
!149 = distinct !DILexicalBlock(scope: !150, file: !2, line: 67, column: 33)
!150 = distinct !DILexicalBlock(scope: !147, file: !2, line: 67, column: 5)
!151 = !DILocalVariable(name: "sc", scope: !93, file: !2, line: 72, type: !152)
!152 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!153 = !DILocalVariable(name: "us", scope: !93, file: !2, line: 73, type: !154)
!154 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!155 = !DILocalVariable(name: "chk", scope: !93, file: !2, line: 76, type: !69)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 77, type: !67)
!157 = distinct !DILexicalBlock(scope: !93, file: !2, line: 77, column: 5)
!158 = !DILocalVariable(name: "x", scope: !159, file: !2, line: 78, type: !64)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 77, column: 41)
!160 = distinct !DILexicalBlock(scope: !157, file: !2, line: 77, column: 5)
!161 = !DILocalVariable(name: "y", scope: !159, file: !2, line: 79, type: !65)
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 0, scope: !93)
!164 = distinct !DIAssignID()
!165 = distinct !DIAssignID()
!166 = distinct !DIAssignID()
!167 = distinct !DIAssignID()
!168 = distinct !DIAssignID()
!169 = distinct !DIAssignID()
!170 = distinct !DIAssignID()
!171 = distinct !DIAssignID()
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 0, scope: !102)
!174 = !DILocation(line: 20, column: 5, scope: !102)
!175 = !DILocation(line: 21, column: 70, scope: !176)
!176 = distinct !DILexicalBlock(scope: !102, file: !2, line: 20, column: 5)
!177 = !{!178, !178, i64 0}
!178 = !{!"long", !179, i64 0}
!179 = !{!"omnipotent char", !180, i64 0}
!180 = !{!"Simple C/C++ TBAA"}
!181 = !DILocalVariable(name: "i", arg: 1, scope: !182, file: !2, line: 7, type: !74)
!182 = distinct !DISubprogram(name: "i64_to_d", scope: !2, file: !2, line: 7, type: !183, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !61, retainedNodes: !185)
!183 = !DISubroutineType(types: !184)
!184 = !{!64, !74}
!185 = !{!181}
!186 = !DILocation(line: 0, scope: !182, inlinedAt: !187)
!187 = distinct !DILocation(line: 22, column: 16, scope: !176)
!188 = !DILocation(line: 7, column: 44, scope: !182, inlinedAt: !187)
!189 = !DILocation(line: 22, column: 43, scope: !176)
!190 = !DILocation(line: 22, column: 35, scope: !176)
!191 = !DILocation(line: 21, column: 9, scope: !176)
!192 = !DILocation(line: 20, column: 59, scope: !176)
!193 = !DILocation(line: 20, column: 28, scope: !176)
!194 = distinct !{!194, !174, !195, !196, !197}
!195 = !DILocation(line: 22, column: 57, scope: !102)
!196 = !{!"llvm.loop.mustprogress"}
!197 = !{!"llvm.loop.unroll.disable"}
!198 = !DILocation(line: 0, scope: !106)
!199 = !DILocation(line: 27, column: 79, scope: !200)
!200 = distinct !DILexicalBlock(scope: !106, file: !2, line: 26, column: 5)
!201 = !DILocalVariable(name: "u", arg: 1, scope: !202, file: !2, line: 5, type: !78)
!202 = distinct !DISubprogram(name: "u64_to_d", scope: !2, file: !2, line: 5, type: !203, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !61, retainedNodes: !205)
!203 = !DISubroutineType(types: !204)
!204 = !{!64, !78}
!205 = !{!201}
!206 = !DILocation(line: 0, scope: !202, inlinedAt: !207)
!207 = distinct !DILocation(line: 28, column: 16, scope: !200)
!208 = !DILocation(line: 5, column: 45, scope: !202, inlinedAt: !207)
!209 = !DILocalVariable(name: "u", arg: 1, scope: !210, file: !2, line: 6, type: !78)
!210 = distinct !DISubprogram(name: "u64_to_f", scope: !2, file: !2, line: 6, type: !211, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !61, retainedNodes: !213)
!211 = !DISubroutineType(types: !212)
!212 = !{!65, !78}
!213 = !{!209}
!214 = !DILocation(line: 0, scope: !210, inlinedAt: !215)
!215 = distinct !DILocation(line: 28, column: 44, scope: !200)
!216 = !DILocation(line: 6, column: 44, scope: !210, inlinedAt: !215)
!217 = !DILocation(line: 28, column: 36, scope: !200)
!218 = !DILocation(line: 27, column: 9, scope: !200)
!219 = !DILocation(line: 26, column: 61, scope: !200)
!220 = !DILocation(line: 26, column: 28, scope: !200)
!221 = !DILocation(line: 26, column: 5, scope: !106)
!222 = distinct !{!222, !221, !223, !196, !197}
!223 = !DILocation(line: 28, column: 62, scope: !106)
!224 = !DILocation(line: 0, scope: !110)
!225 = !DILocation(line: 31, column: 42, scope: !226)
!226 = distinct !DILexicalBlock(scope: !110, file: !2, line: 30, column: 5)
!227 = !{!228, !228, i64 0}
!228 = !{!"int", !179, i64 0}
!229 = !DILocalVariable(name: "i", arg: 1, scope: !230, file: !2, line: 8, type: !82)
!230 = distinct !DISubprogram(name: "i32_to_f", scope: !2, file: !2, line: 8, type: !231, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !61, retainedNodes: !233)
!231 = !DISubroutineType(types: !232)
!232 = !{!65, !82}
!233 = !{!229}
!234 = !DILocation(line: 0, scope: !230, inlinedAt: !235)
!235 = distinct !DILocation(line: 31, column: 59, scope: !226)
!236 = !DILocation(line: 8, column: 43, scope: !230, inlinedAt: !235)
!237 = !DILocation(line: 31, column: 51, scope: !226)
!238 = !DILocation(line: 31, column: 9, scope: !226)
!239 = !DILocation(line: 30, column: 59, scope: !226)
!240 = !DILocation(line: 30, column: 28, scope: !226)
!241 = !DILocation(line: 30, column: 5, scope: !110)
!242 = distinct !{!242, !241, !243, !196, !197}
!243 = !DILocation(line: 31, column: 76, scope: !110)
!244 = !DILocation(line: 37, column: 5, scope: !93)
!245 = !DILocation(line: 37, column: 12, scope: !93)
!246 = distinct !DIAssignID()
!247 = distinct !DIAssignID()
!248 = distinct !DIAssignID()
!249 = distinct !DIAssignID()
!250 = distinct !DIAssignID()
!251 = distinct !DIAssignID()
!252 = distinct !DIAssignID()
!253 = !DILocation(line: 0, scope: !120)
!254 = !DILocation(line: 39, column: 5, scope: !120)
!255 = !DILocation(line: 0, scope: !114)
!256 = !DILocation(line: 35, column: 50, scope: !257)
!257 = distinct !DILexicalBlock(scope: !114, file: !2, line: 34, column: 5)
!258 = !{!259, !259, i64 0}
!259 = !{!"double", !179, i64 0}
!260 = !DILocalVariable(name: "d", arg: 1, scope: !261, file: !2, line: 10, type: !64)
!261 = distinct !DISubprogram(name: "d_to_i64", scope: !2, file: !2, line: 10, type: !262, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !61, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{!74, !64}
!264 = !{!260}
!265 = !DILocation(line: 0, scope: !261, inlinedAt: !266)
!266 = distinct !DILocation(line: 35, column: 68, scope: !257)
!267 = !DILocation(line: 10, column: 44, scope: !261, inlinedAt: !266)
!268 = !DILocation(line: 36, column: 16, scope: !257)
!269 = !DILocation(line: 35, column: 9, scope: !257)
!270 = !DILocation(line: 34, column: 55, scope: !257)
!271 = !DILocation(line: 34, column: 28, scope: !257)
!272 = !DILocation(line: 34, column: 5, scope: !114)
!273 = distinct !{!273, !272, !274, !196, !197}
!274 = !DILocation(line: 36, column: 26, scope: !114)
!275 = !DILocation(line: 41, column: 5, scope: !93)
!276 = !DILocation(line: 41, column: 12, scope: !93)
!277 = distinct !DIAssignID()
!278 = distinct !DIAssignID()
!279 = distinct !DIAssignID()
!280 = distinct !DIAssignID()
!281 = distinct !DIAssignID()
!282 = distinct !DIAssignID()
!283 = distinct !DIAssignID()
!284 = !DILocation(line: 0, scope: !126)
!285 = !DILocation(line: 42, column: 5, scope: !126)
!286 = !DILocation(line: 40, column: 45, scope: !287)
!287 = distinct !DILexicalBlock(scope: !120, file: !2, line: 39, column: 5)
!288 = !DILocalVariable(name: "d", arg: 1, scope: !289, file: !2, line: 9, type: !64)
!289 = distinct !DISubprogram(name: "d_to_u64", scope: !2, file: !2, line: 9, type: !290, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !61, retainedNodes: !292)
!290 = !DISubroutineType(types: !291)
!291 = !{!78, !64}
!292 = !{!288}
!293 = !DILocation(line: 0, scope: !289, inlinedAt: !294)
!294 = distinct !DILocation(line: 40, column: 73, scope: !287)
!295 = !DILocation(line: 9, column: 45, scope: !289, inlinedAt: !294)
!296 = !DILocation(line: 40, column: 9, scope: !287)
!297 = !DILocation(line: 39, column: 57, scope: !287)
!298 = !DILocation(line: 39, column: 28, scope: !287)
!299 = distinct !{!299, !254, !300, !196, !197}
!300 = !DILocation(line: 40, column: 89, scope: !120)
!301 = !DILocation(line: 44, column: 5, scope: !93)
!302 = !DILocation(line: 44, column: 12, scope: !93)
!303 = distinct !DIAssignID()
!304 = distinct !DIAssignID()
!305 = distinct !DIAssignID()
!306 = distinct !DIAssignID()
!307 = distinct !DIAssignID()
!308 = distinct !DIAssignID()
!309 = !DILocation(line: 0, scope: !129)
!310 = !DILocation(line: 45, column: 5, scope: !129)
!311 = !DILocation(line: 43, column: 43, scope: !312)
!312 = distinct !DILexicalBlock(scope: !126, file: !2, line: 42, column: 5)
!313 = !DILocalVariable(name: "d", arg: 1, scope: !314, file: !2, line: 12, type: !64)
!314 = distinct !DISubprogram(name: "d_to_u32", scope: !2, file: !2, line: 12, type: !315, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !61, retainedNodes: !317)
!315 = !DISubroutineType(types: !316)
!316 = !{!69, !64}
!317 = !{!313}
!318 = !DILocation(line: 0, scope: !314, inlinedAt: !319)
!319 = distinct !DILocation(line: 43, column: 52, scope: !312)
!320 = !DILocation(line: 12, column: 45, scope: !314, inlinedAt: !319)
!321 = !DILocation(line: 43, column: 9, scope: !312)
!322 = !DILocation(line: 42, column: 59, scope: !312)
!323 = !DILocation(line: 42, column: 28, scope: !312)
!324 = distinct !{!324, !285, !325, !196, !197}
!325 = !DILocation(line: 43, column: 69, scope: !126)
!326 = !DILocation(line: 46, column: 42, scope: !327)
!327 = distinct !DILexicalBlock(scope: !129, file: !2, line: 45, column: 5)
!328 = !DILocalVariable(name: "d", arg: 1, scope: !329, file: !2, line: 13, type: !64)
!329 = distinct !DISubprogram(name: "d_to_u8", scope: !2, file: !2, line: 13, type: !330, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !61, retainedNodes: !332)
!330 = !DISubroutineType(types: !331)
!331 = !{!68, !64}
!332 = !{!328}
!333 = !DILocation(line: 0, scope: !329, inlinedAt: !334)
!334 = distinct !DILocation(line: 46, column: 50, scope: !327)
!335 = !DILocation(line: 13, column: 49, scope: !329, inlinedAt: !334)
!336 = !DILocation(line: 46, column: 50, scope: !327)
!337 = !DILocation(line: 46, column: 9, scope: !327)
!338 = !DILocation(line: 45, column: 57, scope: !327)
!339 = !DILocation(line: 45, column: 28, scope: !327)
!340 = distinct !{!340, !310, !341, !196, !197}
!341 = !DILocation(line: 46, column: 65, scope: !129)
!342 = !DILocation(line: 0, scope: !133)
!343 = !DILocation(line: 49, column: 47, scope: !344)
!344 = distinct !DILexicalBlock(scope: !133, file: !2, line: 48, column: 5)
!345 = !{!346, !346, i64 0}
!346 = !{!"float", !179, i64 0}
!347 = !DILocalVariable(name: "f", arg: 1, scope: !348, file: !2, line: 14, type: !65)
!348 = distinct !DISubprogram(name: "f_to_i16", scope: !2, file: !2, line: 14, type: !349, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !61, retainedNodes: !351)
!349 = !DISubroutineType(types: !350)
!350 = !{!81, !65}
!351 = !{!347}
!352 = !DILocation(line: 0, scope: !348, inlinedAt: !353)
!353 = distinct !DILocation(line: 49, column: 54, scope: !344)
!354 = !DILocation(line: 14, column: 41, scope: !348, inlinedAt: !353)
!355 = !DILocation(line: 49, column: 54, scope: !344)
!356 = !DILocalVariable(name: "f", arg: 1, scope: !357, file: !2, line: 11, type: !65)
!357 = distinct !DISubprogram(name: "f_to_i32", scope: !2, file: !2, line: 11, type: !358, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !61, retainedNodes: !360)
!358 = !DISubroutineType(types: !359)
!359 = !{!82, !65}
!360 = !{!356}
!361 = !DILocation(line: 0, scope: !357, inlinedAt: !362)
!362 = distinct !DILocation(line: 49, column: 71, scope: !344)
!363 = !DILocation(line: 11, column: 43, scope: !357, inlinedAt: !362)
!364 = !DILocation(line: 49, column: 9, scope: !344)
!365 = !DILocation(line: 48, column: 55, scope: !344)
!366 = !DILocation(line: 48, column: 28, scope: !344)
!367 = !DILocation(line: 48, column: 5, scope: !133)
!368 = distinct !{!368, !367, !369, !196, !197}
!369 = !DILocation(line: 49, column: 86, scope: !133)
!370 = !DILocation(line: 0, scope: !137)
!371 = !DILocation(line: 54, column: 26, scope: !139)
!372 = !DILocation(line: 54, column: 19, scope: !139)
!373 = !DILocation(line: 0, scope: !139)
!374 = !DILocation(line: 55, column: 23, scope: !139)
!375 = !DILocation(line: 56, column: 9, scope: !139)
!376 = !DILocation(line: 53, column: 55, scope: !140)
!377 = !DILocation(line: 53, column: 28, scope: !140)
!378 = !DILocation(line: 53, column: 5, scope: !137)
!379 = distinct !{!379, !378, !380, !196, !197}
!380 = !DILocation(line: 57, column: 5, scope: !137)
!381 = !DILocation(line: 65, column: 59, scope: !93)
!382 = !DILocation(line: 65, column: 74, scope: !93)
!383 = !DILocation(line: 65, column: 5, scope: !93)
!384 = !DILocation(line: 0, scope: !147)
!385 = !DILocation(line: 67, column: 5, scope: !147)
!386 = !DILocation(line: 0, scope: !145)
!387 = !DILocation(line: 62, column: 16, scope: !388)
!388 = distinct !DILexicalBlock(scope: !389, file: !2, line: 61, column: 37)
!389 = distinct !DILexicalBlock(scope: !145, file: !2, line: 61, column: 5)
!390 = !DILocation(line: 62, column: 13, scope: !388)
!391 = !DILocation(line: 61, column: 33, scope: !389)
!392 = !DILocation(line: 61, column: 23, scope: !389)
!393 = !DILocation(line: 61, column: 5, scope: !145)
!394 = distinct !{!394, !393, !395, !196, !197}
!395 = !DILocation(line: 64, column: 5, scope: !145)
!396 = !DILocation(line: 74, column: 5, scope: !93)
!397 = !DILocation(line: 0, scope: !157)
!398 = !DILocation(line: 77, column: 5, scope: !157)
!399 = !DILocation(line: 68, column: 30, scope: !149)
!400 = !DILocation(line: 0, scope: !149)
!401 = !DILocation(line: 69, column: 43, scope: !149)
!402 = !DILocation(line: 69, column: 35, scope: !149)
!403 = !DILocation(line: 69, column: 9, scope: !149)
!404 = !DILocation(line: 67, column: 29, scope: !150)
!405 = !DILocation(line: 67, column: 23, scope: !150)
!406 = distinct !{!406, !385, !407, !196, !197}
!407 = !DILocation(line: 70, column: 5, scope: !147)
!408 = !DILocation(line: 82, column: 5, scope: !93)
!409 = !DILocation(line: 84, column: 1, scope: !93)
!410 = !DILocation(line: 83, column: 5, scope: !93)
!411 = !DILocation(line: 78, column: 20, scope: !159)
!412 = !DILocation(line: 78, column: 22, scope: !159)
!413 = !DILocation(line: 0, scope: !159)
!414 = !DILocation(line: 79, column: 19, scope: !159)
!415 = !DILocation(line: 79, column: 28, scope: !159)
!416 = !DILocation(line: 80, column: 19, scope: !159)
!417 = !DILocation(line: 80, column: 44, scope: !159)
!418 = !DILocation(line: 80, column: 36, scope: !159)
!419 = !DILocation(line: 80, column: 24, scope: !159)
!420 = !DILocation(line: 80, column: 71, scope: !159)
!421 = !DILocation(line: 80, column: 63, scope: !159)
!422 = !DILocation(line: 80, column: 51, scope: !159)
!423 = !DILocation(line: 77, column: 35, scope: !160)
!424 = !DILocation(line: 77, column: 26, scope: !160)
!425 = distinct !{!425, !398, !426, !196, !197}
!426 = !DILocation(line: 81, column: 5, scope: !157)
!427 = !DISubprogram(name: "printf", scope: !428, file: !428, line: 356, type: !429, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!428 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!429 = !DISubroutineType(types: !430)
!430 = !{!67, !431, null}
!431 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !432)
!432 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !433, size: 64)
!433 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
