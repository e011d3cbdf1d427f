; ModuleID = 'float_1010.c'
source_filename = "float_1010.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S0 = type { i32, i32, i16, i32, i8, i64, float, i64, i32, i8 }

@g_6 = internal global [9 x i64] [i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9, i64 9], align 16, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"g_6[i]\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1, !dbg !20
@g_16 = internal global float 0x3CA3D1DC00000000, align 4, !dbg !204
@.str.3 = private unnamed_addr constant [5 x i8] c"g_16\00", align 1, !dbg !25
@g_20 = internal global i32 -9, align 4, !dbg !206
@.str.4 = private unnamed_addr constant [5 x i8] c"g_20\00", align 1, !dbg !30
@.str.5 = private unnamed_addr constant [5 x i8] c"g_23\00", align 1, !dbg !32
@g_32.2 = internal unnamed_addr global i1 false, align 8, !dbg !277
@.str.6 = private unnamed_addr constant [8 x i8] c"g_32.f0\00", align 1, !dbg !34
@.str.7 = private unnamed_addr constant [8 x i8] c"g_32.f1\00", align 1, !dbg !39
@.str.8 = private unnamed_addr constant [8 x i8] c"g_32.f2\00", align 1, !dbg !41
@.str.9 = private unnamed_addr constant [8 x i8] c"g_32.f3\00", align 1, !dbg !43
@.str.10 = private unnamed_addr constant [8 x i8] c"g_32.f4\00", align 1, !dbg !45
@.str.11 = private unnamed_addr constant [8 x i8] c"g_32.f5\00", align 1, !dbg !47
@.str.12 = private unnamed_addr constant [8 x i8] c"g_32.f6\00", align 1, !dbg !49
@.str.13 = private unnamed_addr constant [8 x i8] c"g_32.f7\00", align 1, !dbg !51
@.str.14 = private unnamed_addr constant [8 x i8] c"g_32.f8\00", align 1, !dbg !53
@.str.15 = private unnamed_addr constant [8 x i8] c"g_32.f9\00", align 1, !dbg !55
@g_45 = internal global [5 x i8] c"\09\09\09\09\09", align 1, !dbg !212
@.str.16 = private unnamed_addr constant [8 x i8] c"g_45[i]\00", align 1, !dbg !57
@.str.17 = private unnamed_addr constant [5 x i8] c"g_57\00", align 1, !dbg !59
@.str.18 = private unnamed_addr constant [5 x i8] c"g_63\00", align 1, !dbg !61
@g_68 = internal global %struct.S0 { i32 -1, i32 -2, i16 1, i32 -1095549395, i8 100, i64 -4, float -2.875000e+00, i64 -4172956782536131270, i32 -1988276115, i8 -1 }, align 8, !dbg !220
@.str.19 = private unnamed_addr constant [8 x i8] c"g_68.f0\00", align 1, !dbg !63
@.str.20 = private unnamed_addr constant [8 x i8] c"g_68.f1\00", align 1, !dbg !65
@.str.21 = private unnamed_addr constant [8 x i8] c"g_68.f2\00", align 1, !dbg !67
@.str.22 = private unnamed_addr constant [8 x i8] c"g_68.f3\00", align 1, !dbg !69
@.str.23 = private unnamed_addr constant [8 x i8] c"g_68.f4\00", align 1, !dbg !71
@.str.24 = private unnamed_addr constant [8 x i8] c"g_68.f5\00", align 1, !dbg !73
@.str.25 = private unnamed_addr constant [8 x i8] c"g_68.f6\00", align 1, !dbg !75
@.str.26 = private unnamed_addr constant [8 x i8] c"g_68.f7\00", align 1, !dbg !77
@.str.27 = private unnamed_addr constant [8 x i8] c"g_68.f8\00", align 1, !dbg !79
@.str.28 = private unnamed_addr constant [8 x i8] c"g_68.f9\00", align 1, !dbg !81
@g_84 = internal global i64 2258277508012913096, align 8, !dbg !222
@.str.29 = private unnamed_addr constant [5 x i8] c"g_84\00", align 1, !dbg !83
@.str.30 = private unnamed_addr constant [6 x i8] c"g_104\00", align 1, !dbg !85
@.str.31 = private unnamed_addr constant [9 x i8] c"g_117.f0\00", align 1, !dbg !90
@g_156 = internal unnamed_addr global i16 -26507, align 2, !dbg !240
@.str.32 = private unnamed_addr constant [6 x i8] c"g_156\00", align 1, !dbg !95
@g_160 = internal global [6 x i8] c"\EE\EE\EE\EE\EE\EE", align 1, !dbg !242
@.str.33 = private unnamed_addr constant [9 x i8] c"g_160[i]\00", align 1, !dbg !97
@g_161 = internal global i8 -11, align 1, !dbg !246
@.str.34 = private unnamed_addr constant [6 x i8] c"g_161\00", align 1, !dbg !99
@.str.35 = private unnamed_addr constant [6 x i8] c"g_162\00", align 1, !dbg !101
@g_163 = internal unnamed_addr global i32 -1080034698, align 4, !dbg !250
@.str.36 = private unnamed_addr constant [6 x i8] c"g_163\00", align 1, !dbg !103
@g_180 = internal unnamed_addr global float -3.250000e+00, align 4, !dbg !252
@.str.37 = private unnamed_addr constant [6 x i8] c"g_180\00", align 1, !dbg !105
@g_183 = internal unnamed_addr global i1 false, align 2, !dbg !278
@.str.38 = private unnamed_addr constant [6 x i8] c"g_183\00", align 1, !dbg !107
@.str.39 = private unnamed_addr constant [9 x i8] c"g_195.f0\00", align 1, !dbg !109
@g_217 = internal unnamed_addr global i16 29735, align 2, !dbg !258
@.str.40 = private unnamed_addr constant [6 x i8] c"g_217\00", align 1, !dbg !111
@.str.41 = private unnamed_addr constant [9 x i8] c"g_221.f0\00", align 1, !dbg !113
@.str.42 = private unnamed_addr constant [9 x i8] c"g_222.f0\00", align 1, !dbg !115
@.str.43 = private unnamed_addr constant [6 x i8] c"g_233\00", align 1, !dbg !117
@crc32_context = internal unnamed_addr global i32 -1, align 4, !dbg !273
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !119
@g_255 = internal unnamed_addr global ptr getelementptr inbounds (i8, ptr @g_68, i64 4), align 8, !dbg !129
@g_105 = internal global ptr null, align 8, !dbg !136
@g_249 = internal global ptr @g_250, align 8, !dbg !149
@g_250 = internal global ptr null, align 8, !dbg !153
@.str.44 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1, !dbg !199
@g_117 = internal global { i16, [54 x i8] } { i16 1, [54 x i8] undef }, align 8, !dbg !230
@g_195 = internal global { i16, [54 x i8] } { i16 -25175, [54 x i8] undef }, align 8, !dbg !256
@g_221 = internal global { i16, [54 x i8] } { i16 1, [54 x i8] undef }, align 8, !dbg !260
@.str.49 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1, !dbg !267

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !287 {
  %3 = alloca %struct.S0, align 8
    #dbg_value(i32 %0, !293, !DIExpression(), !299)
    #dbg_value(ptr %1, !294, !DIExpression(), !299)
    #dbg_value(i32 0, !298, !DIExpression(), !299)
  %4 = icmp eq i32 %0, 2, !dbg !300
  br i1 %4, label %5, label %18, !dbg !302

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !303
  %7 = load ptr, ptr %6, align 8, !dbg !303, !tbaa !304
  %8 = load i8, ptr %7, align 1
  %9 = icmp eq i8 %8, 49
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = getelementptr inbounds i8, ptr %7, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = icmp ne i8 %12, 0, !dbg !308
  br label %14

14:                                               ; preds = %5, %10
  %15 = phi i1 [ true, %5 ], [ %13, %10 ]
  %16 = xor i1 %15, true, !dbg !309
  %17 = zext i1 %16 to i32, !dbg !309
  br label %18, !dbg !309

18:                                               ; preds = %2, %14
  %19 = phi i1 [ true, %2 ], [ %15, %14 ], !dbg !299
  %20 = phi i32 [ 0, %2 ], [ %17, %14 ], !dbg !299
    #dbg_value(i32 %20, !298, !DIExpression(), !299)
    #dbg_value(i32 -306674912, !310, !DIExpression(), !318)
    #dbg_value(i32 0, !316, !DIExpression(), !318)
  br label %21, !dbg !320

21:                                               ; preds = %21, %18
  %22 = phi i64 [ 0, %18 ], [ %65, %21 ], !dbg !322
  %23 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %66, %21 ], !dbg !324
  %24 = and <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !324
  %25 = icmp eq <4 x i32> %24, zeroinitializer, !dbg !324
  %26 = lshr <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>, !dbg !330
  %27 = xor <4 x i32> %26, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !330
  %28 = select <4 x i1> %25, <4 x i32> %26, <4 x i32> %27, !dbg !330
  %29 = and <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !324
  %30 = icmp eq <4 x i32> %29, zeroinitializer, !dbg !324
  %31 = lshr <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !330
  %32 = xor <4 x i32> %31, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !330
  %33 = select <4 x i1> %30, <4 x i32> %31, <4 x i32> %32, !dbg !330
  %34 = and <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !324
  %35 = icmp eq <4 x i32> %34, zeroinitializer, !dbg !324
  %36 = lshr <4 x i32> %33, <i32 1, i32 1, i32 1, i32 1>, !dbg !330
  %37 = xor <4 x i32> %36, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !330
  %38 = select <4 x i1> %35, <4 x i32> %36, <4 x i32> %37, !dbg !330
  %39 = and <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !324
  %40 = icmp eq <4 x i32> %39, zeroinitializer, !dbg !324
  %41 = lshr <4 x i32> %38, <i32 1, i32 1, i32 1, i32 1>, !dbg !330
  %42 = xor <4 x i32> %41, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !330
  %43 = select <4 x i1> %40, <4 x i32> %41, <4 x i32> %42, !dbg !330
  %44 = and <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !324
  %45 = icmp eq <4 x i32> %44, zeroinitializer, !dbg !324
  %46 = lshr <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !330
  %47 = xor <4 x i32> %46, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !330
  %48 = select <4 x i1> %45, <4 x i32> %46, <4 x i32> %47, !dbg !330
  %49 = and <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !324
  %50 = icmp eq <4 x i32> %49, zeroinitializer, !dbg !324
  %51 = lshr <4 x i32> %48, <i32 1, i32 1, i32 1, i32 1>, !dbg !330
  %52 = xor <4 x i32> %51, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !330
  %53 = select <4 x i1> %50, <4 x i32> %51, <4 x i32> %52, !dbg !330
  %54 = and <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !324
  %55 = icmp eq <4 x i32> %54, zeroinitializer, !dbg !324
  %56 = lshr <4 x i32> %53, <i32 1, i32 1, i32 1, i32 1>, !dbg !330
  %57 = xor <4 x i32> %56, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !330
  %58 = select <4 x i1> %55, <4 x i32> %56, <4 x i32> %57, !dbg !330
  %59 = and <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !324
  %60 = icmp eq <4 x i32> %59, zeroinitializer, !dbg !324
  %61 = lshr <4 x i32> %58, <i32 1, i32 1, i32 1, i32 1>, !dbg !330
  %62 = xor <4 x i32> %61, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>, !dbg !330
  %63 = select <4 x i1> %60, <4 x i32> %61, <4 x i32> %62, !dbg !330
  %64 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %22, !dbg !331
  store <4 x i32> %63, ptr %64, align 16, !dbg !332, !tbaa !333
  %65 = add nuw i64 %22, 4, !dbg !322
  %66 = add <4 x i32> %23, <i32 4, i32 4, i32 4, i32 4>, !dbg !324
  %67 = icmp eq i64 %65, 256, !dbg !322
  br i1 %67, label %68, label %21, !dbg !322, !llvm.loop !335

68:                                               ; preds = %21
    #dbg_value(i64 0, !340, !DIExpression(DW_OP_LLVM_fragment, 5120, 64), !356)
    #dbg_assign(i1 undef, !340, !DIExpression(DW_OP_LLVM_fragment, 5184, 3776), !358, ptr poison, !DIExpression(), !356)
    #dbg_value(i32 7, !345, !DIExpression(DW_OP_LLVM_fragment, 4384, 32), !356)
    #dbg_assign(i1 undef, !345, !DIExpression(DW_OP_LLVM_fragment, 4416, 480), !359, ptr poison, !DIExpression(), !356)
    #dbg_value(i32 -687373349, !345, !DIExpression(DW_OP_LLVM_fragment, 4896, 32), !356)
    #dbg_assign(i1 undef, !345, !DIExpression(DW_OP_LLVM_fragment, 4928, 2912), !360, ptr poison, !DIExpression(), !356)
    #dbg_value(ptr @g_255, !348, !DIExpression(), !356)
  %69 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 48), align 16, !dbg !361, !tbaa !362
  %70 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 48), align 16, !dbg !364, !tbaa !362
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3), !dbg !365
    #dbg_value(ptr @g_20, !370, !DIExpression(), !455)
    #dbg_value(i64 -128027623425479866, !371, !DIExpression(), !455)
    #dbg_value(ptr @g_16, !372, !DIExpression(), !455)
    #dbg_value(ptr @g_20, !374, !DIExpression(), !455)
    #dbg_value(ptr @g_20, !375, !DIExpression(), !455)
    #dbg_value(ptr poison, !376, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !455)
    #dbg_value(ptr poison, !376, !DIExpression(DW_OP_LLVM_fragment, 960, 64), !455)
    #dbg_value(ptr poison, !376, !DIExpression(DW_OP_LLVM_fragment, 1152, 64), !455)
    #dbg_value(ptr poison, !376, !DIExpression(DW_OP_LLVM_fragment, 1216, 64), !455)
    #dbg_value(i16 -2, !379, !DIExpression(), !455)
    #dbg_value(i8 1, !380, !DIExpression(), !455)
    #dbg_value(i8 -4, !381, !DIExpression(), !455)
  %71 = load i64, ptr getelementptr inbounds (i8, ptr @g_68, i64 40), align 8, !dbg !365, !tbaa !456
  %72 = sitofp i64 %71 to float, !dbg !460
    #dbg_value(float 0.000000e+00, !461, !DIExpression(), !468)
    #dbg_value(float %72, !467, !DIExpression(), !468)
  %73 = tail call float @llvm.copysign.f32(float 0.000000e+00, float %72), !dbg !470
    #dbg_value(float 0x41A4721180000000, !471, !DIExpression(), !475)
    #dbg_value(float 0x41D53623C0000000, !474, !DIExpression(), !475)
  %74 = load i32, ptr @g_68, align 8, !dbg !477, !tbaa !478
  %75 = sitofp i32 %74 to float, !dbg !479
    #dbg_value(float 0.000000e+00, !461, !DIExpression(), !480)
    #dbg_value(float %75, !467, !DIExpression(), !480)
  %76 = insertelement <2 x float> poison, float %75, i64 0, !dbg !482
  %77 = insertelement <2 x float> %76, float %72, i64 1, !dbg !482
  %78 = fmul <2 x float> %77, <float 0x3E30000000000000, float 0x3E30000000000000>, !dbg !482
  %79 = fmul <2 x float> %78, zeroinitializer, !dbg !483
  %80 = tail call <2 x float> @llvm.fabs.v2f32(<2 x float> %79), !dbg !484
  %81 = fcmp ogt <2 x float> %80, <float 0x3FEFFFFFE0000000, float 0x3FEFFFFFE0000000>, !dbg !485
  %82 = extractelement <2 x i1> %81, i64 1, !dbg !470
  %83 = select i1 %82, float 0.000000e+00, float %73, !dbg !470
  %84 = tail call float @llvm.copysign.f32(float 0.000000e+00, float %75), !dbg !486
  %85 = fcmp ogt float %84, 0xC37C6D8720000000, !dbg !487
  %86 = extractelement <2 x i1> %81, i64 0, !dbg !487
  %87 = select i1 %86, i1 true, i1 %85, !dbg !487
  %88 = uitofp i1 %87 to float, !dbg !488
  store float %88, ptr @g_16, align 4, !dbg !489, !tbaa !490
    #dbg_value(float %88, !491, !DIExpression(), !495)
    #dbg_value(float 0xC37C6D8720000000, !494, !DIExpression(), !495)
  %89 = tail call float @llvm.fmuladd.f32(float %88, float 5.000000e-01, float 0x436C6D8720000000), !dbg !497
  %90 = tail call float @llvm.fabs.f32(float %89), !dbg !498
  %91 = fcmp ogt float %90, 0x47DFFFFFE0000000, !dbg !499
  %92 = fadd float %88, 0x437C6D8720000000, !dbg !500
  %93 = select i1 %91, float %88, float %92, !dbg !500
  %94 = fcmp ogt float %93, 0xC37C6D8720000000, !dbg !501
  %95 = uitofp i1 %94 to float, !dbg !502
    #dbg_value(float %83, !471, !DIExpression(), !503)
    #dbg_value(float %95, !474, !DIExpression(), !503)
  %96 = fmul float %95, 5.000000e-01, !dbg !505
  %97 = tail call float @llvm.fmuladd.f32(float %83, float 5.000000e-01, float %96), !dbg !506
  %98 = tail call float @llvm.fabs.f32(float %97), !dbg !507
  %99 = fcmp ogt float %98, 0x47DFFFFFE0000000, !dbg !508
  %100 = select i1 %99, float -0.000000e+00, float %95, !dbg !509
  %101 = fadd float %83, %100, !dbg !509
  %102 = fcmp olt float %101, 4.187500e+00, !dbg !510
  %103 = uitofp i1 %102 to float, !dbg !511
    #dbg_value(float %103, !471, !DIExpression(), !512)
    #dbg_value(float 0xC37C6D8720000000, !474, !DIExpression(), !512)
  %104 = tail call float @llvm.fmuladd.f32(float %103, float 5.000000e-01, float 0xC36C6D8720000000), !dbg !514
  %105 = tail call float @llvm.fabs.f32(float %104), !dbg !515
  %106 = fcmp ogt float %105, 0x47DFFFFFE0000000, !dbg !516
  %107 = fadd float %103, 0xC37C6D8720000000, !dbg !517
  %108 = select i1 %106, float %103, float %107, !dbg !517
    #dbg_value(float %108, !518, !DIExpression(), !522)
    #dbg_value(float 0xC37C6D8720000000, !521, !DIExpression(), !522)
  %109 = fdiv float %108, 0xC37C6D8720000000, !dbg !524
  %110 = fptoui float %109 to i16, !dbg !525
  store i16 %110, ptr @g_156, align 2, !dbg !526, !tbaa !527
  %111 = load i32, ptr @g_163, align 4, !dbg !528, !tbaa !333
  %112 = add i32 %111, 1, !dbg !528
  store i32 %112, ptr @g_163, align 4, !dbg !528, !tbaa !333
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %3, ptr align 8 @g_117, i64 56, i1 true), !dbg !529, !tbaa.struct !530
  %113 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_45, i64 4), align 1, !dbg !532, !tbaa !531
  store float 0.000000e+00, ptr @g_16, align 4, !tbaa !490
  store float 0.000000e+00, ptr @g_180, align 4, !tbaa !490
  store i1 true, ptr @g_183, align 2
    #dbg_value(i8 -1, !390, !DIExpression(), !533)
    #dbg_value(ptr @g_180, !394, !DIExpression(), !533)
  store volatile ptr @g_20, ptr @g_105, align 8, !dbg !534, !tbaa !304
    #dbg_value(i8 poison, !381, !DIExpression(), !455)
  store volatile ptr @g_20, ptr @g_105, align 8, !dbg !534, !tbaa !304
  store volatile ptr @g_20, ptr @g_105, align 8, !dbg !534, !tbaa !304
  store volatile ptr @g_20, ptr @g_105, align 8, !dbg !534, !tbaa !304
  store volatile ptr @g_20, ptr @g_105, align 8, !dbg !534, !tbaa !304
  store volatile ptr @g_20, ptr @g_105, align 8, !dbg !534, !tbaa !304
  store volatile ptr @g_20, ptr @g_105, align 8, !dbg !534, !tbaa !304
  store volatile ptr @g_20, ptr @g_105, align 8, !dbg !534, !tbaa !304
    #dbg_value(i8 poison, !381, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !455)
  store i1 true, ptr @g_32.2, align 8, !dbg !535
    #dbg_value(i8 poison, !381, !DIExpression(), !455)
  %114 = load volatile ptr, ptr @g_249, align 8, !dbg !536, !tbaa !304
  %115 = load ptr, ptr %114, align 8, !dbg !537, !tbaa !304
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3), !dbg !538
  store ptr %115, ptr @g_255, align 8, !dbg !539, !tbaa !304
    #dbg_value(i64 0, !295, !DIExpression(), !299)
  %116 = load volatile i64, ptr @g_6, align 16, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %116, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
  br i1 %19, label %117, label %126, !dbg !545

117:                                              ; preds = %68
    #dbg_value(i64 1, !295, !DIExpression(), !299)
  %118 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 8), align 8, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %118, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
    #dbg_value(i64 2, !295, !DIExpression(), !299)
  %119 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 16), align 16, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %119, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
    #dbg_value(i64 3, !295, !DIExpression(), !299)
  %120 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 24), align 8, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %120, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
    #dbg_value(i64 4, !295, !DIExpression(), !299)
  %121 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 32), align 16, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %121, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
    #dbg_value(i64 5, !295, !DIExpression(), !299)
  %122 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 40), align 8, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %122, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
    #dbg_value(i64 6, !295, !DIExpression(), !299)
  %123 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 48), align 16, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
    #dbg_value(i64 7, !295, !DIExpression(), !299)
  %124 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 56), align 8, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %124, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
    #dbg_value(i64 8, !295, !DIExpression(), !299)
  %125 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 64), align 16, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %125, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
  br label %144, !dbg !545

126:                                              ; preds = %68
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !546
    #dbg_value(i64 1, !295, !DIExpression(), !299)
  %128 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 8), align 8, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %128, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !546
    #dbg_value(i64 2, !295, !DIExpression(), !299)
  %130 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 16), align 16, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %130, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !546
    #dbg_value(i64 3, !295, !DIExpression(), !299)
  %132 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 24), align 8, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %132, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !546
    #dbg_value(i64 4, !295, !DIExpression(), !299)
  %134 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 32), align 16, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %134, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !546
    #dbg_value(i64 5, !295, !DIExpression(), !299)
  %136 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 40), align 8, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %136, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5), !dbg !546
    #dbg_value(i64 6, !295, !DIExpression(), !299)
  %138 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 48), align 16, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %138, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6), !dbg !546
    #dbg_value(i64 7, !295, !DIExpression(), !299)
  %140 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 56), align 8, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %140, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 7), !dbg !546
    #dbg_value(i64 8, !295, !DIExpression(), !299)
  %142 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_6, i64 64), align 16, !dbg !540, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %142, ptr noundef nonnull @.str.1, i32 noundef %20), !dbg !544
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 8), !dbg !546
  br label %144, !dbg !546

144:                                              ; preds = %117, %126
    #dbg_value(i64 9, !295, !DIExpression(), !299)
    #dbg_value(ptr @g_16, !548, !DIExpression(), !557)
    #dbg_value(i32 4, !553, !DIExpression(), !557)
    #dbg_value(ptr @.str.3, !554, !DIExpression(), !557)
    #dbg_value(i32 %20, !555, !DIExpression(), !557)
    #dbg_value(i32 0, !556, !DIExpression(), !557)
  %145 = load i32, ptr @crc32_context, align 4, !tbaa !333
    #dbg_value(i64 0, !556, !DIExpression(), !557)
  %146 = load i8, ptr @g_16, align 4, !dbg !559, !tbaa !531
    #dbg_value(i8 %146, !563, !DIExpression(), !568)
  %147 = lshr i32 %145, 8, !dbg !570
  %148 = trunc i32 %145 to i8, !dbg !571
  %149 = xor i8 %146, %148, !dbg !571
  %150 = zext i8 %149 to i64, !dbg !572
  %151 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %150, !dbg !572
  %152 = load i32, ptr %151, align 4, !dbg !572, !tbaa !333
  %153 = xor i32 %152, %147, !dbg !573
    #dbg_value(i64 1, !556, !DIExpression(), !557)
  %154 = load i8, ptr getelementptr inbounds (i8, ptr @g_16, i64 1), align 1, !dbg !559, !tbaa !531
    #dbg_value(i8 %154, !563, !DIExpression(), !568)
  %155 = lshr i32 %153, 8, !dbg !570
  %156 = trunc i32 %153 to i8, !dbg !571
  %157 = xor i8 %154, %156, !dbg !571
  %158 = zext i8 %157 to i64, !dbg !572
  %159 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %158, !dbg !572
  %160 = load i32, ptr %159, align 4, !dbg !572, !tbaa !333
  %161 = xor i32 %155, %160, !dbg !573
    #dbg_value(i64 2, !556, !DIExpression(), !557)
  %162 = load i8, ptr getelementptr inbounds (i8, ptr @g_16, i64 2), align 2, !dbg !559, !tbaa !531
    #dbg_value(i8 %162, !563, !DIExpression(), !568)
  %163 = lshr i32 %161, 8, !dbg !570
  %164 = trunc i32 %161 to i8, !dbg !571
  %165 = xor i8 %162, %164, !dbg !571
  %166 = zext i8 %165 to i64, !dbg !572
  %167 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %166, !dbg !572
  %168 = load i32, ptr %167, align 4, !dbg !572, !tbaa !333
  %169 = xor i32 %163, %168, !dbg !573
    #dbg_value(i64 3, !556, !DIExpression(), !557)
  %170 = load i8, ptr getelementptr inbounds (i8, ptr @g_16, i64 3), align 1, !dbg !559, !tbaa !531
    #dbg_value(i8 %170, !563, !DIExpression(), !568)
  %171 = lshr i32 %169, 8, !dbg !570
  %172 = trunc i32 %169 to i8, !dbg !571
  %173 = xor i8 %170, %172, !dbg !571
  %174 = zext i8 %173 to i64, !dbg !572
  %175 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %174, !dbg !572
  %176 = load i32, ptr %175, align 4, !dbg !572, !tbaa !333
  %177 = xor i32 %171, %176, !dbg !573
    #dbg_value(i64 4, !556, !DIExpression(), !557)
  store i32 %177, ptr @crc32_context, align 4, !dbg !568, !tbaa !333
  %178 = icmp eq i32 %20, 0, !dbg !574
  br i1 %178, label %183, label %179, !dbg !576

179:                                              ; preds = %144
  %180 = xor i32 %177, -1, !dbg !577
  %181 = zext i32 %180 to i64, !dbg !577
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, ptr noundef nonnull @.str.3, i64 noundef %181), !dbg !579
  br label %183, !dbg !580

183:                                              ; preds = %144, %179
  %184 = load i32, ptr @g_20, align 4, !dbg !581, !tbaa !333
  %185 = sext i32 %184 to i64, !dbg !581
  tail call fastcc void @transparent_crc(i64 noundef %185, ptr noundef nonnull @.str.4, i32 noundef %20), !dbg !582
  tail call fastcc void @transparent_crc(i64 noundef -49, ptr noundef nonnull @.str.5, i32 noundef %20), !dbg !583
  tail call fastcc void @transparent_crc(i64 noundef 1423478592, ptr noundef nonnull @.str.6, i32 noundef %20), !dbg !584
  tail call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.7, i32 noundef %20), !dbg !585
  %186 = load i1, ptr @g_32.2, align 8, !dbg !586
  %187 = select i1 %186, i64 8, i64 3853, !dbg !587
  tail call fastcc void @transparent_crc(i64 noundef %187, ptr noundef nonnull @.str.8, i32 noundef %20), !dbg !588
  tail call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.9, i32 noundef %20), !dbg !589
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.10, i32 noundef %20), !dbg !590
  tail call fastcc void @transparent_crc(i64 noundef -7795218796916112349, ptr noundef nonnull @.str.11, i32 noundef %20), !dbg !591
    #dbg_value(ptr poison, !548, !DIExpression(), !592)
    #dbg_value(i32 4, !553, !DIExpression(), !592)
    #dbg_value(ptr @.str.12, !554, !DIExpression(), !592)
    #dbg_value(i32 %20, !555, !DIExpression(), !592)
    #dbg_value(i32 0, !556, !DIExpression(), !592)
  %188 = load i32, ptr @crc32_context, align 4, !tbaa !333
    #dbg_value(i64 0, !556, !DIExpression(), !592)
    #dbg_value(i8 110, !563, !DIExpression(), !594)
  %189 = lshr i32 %188, 8, !dbg !596
  %190 = and i32 %188, 255, !dbg !597
  %191 = xor i32 %190, 110, !dbg !597
  %192 = zext nneg i32 %191 to i64, !dbg !597
  %193 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %192, !dbg !597
  %194 = load i32, ptr %193, align 4, !dbg !597, !tbaa !333
  %195 = xor i32 %194, %189, !dbg !598
    #dbg_value(i64 1, !556, !DIExpression(), !592)
    #dbg_value(i8 -33, !563, !DIExpression(), !594)
  %196 = lshr i32 %195, 8, !dbg !596
  %197 = and i32 %195, 255, !dbg !597
  %198 = xor i32 %197, 223, !dbg !597
  %199 = zext nneg i32 %198 to i64, !dbg !597
  %200 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %199, !dbg !597
  %201 = load i32, ptr %200, align 4, !dbg !597, !tbaa !333
  %202 = xor i32 %196, %201, !dbg !598
    #dbg_value(i64 2, !556, !DIExpression(), !592)
    #dbg_value(i8 78, !563, !DIExpression(), !594)
  %203 = lshr i32 %202, 8, !dbg !596
  %204 = and i32 %202, 255, !dbg !597
  %205 = xor i32 %204, 78, !dbg !597
  %206 = zext nneg i32 %205 to i64, !dbg !597
  %207 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %206, !dbg !597
  %208 = load i32, ptr %207, align 4, !dbg !597, !tbaa !333
  %209 = xor i32 %203, %208, !dbg !598
    #dbg_value(i64 3, !556, !DIExpression(), !592)
    #dbg_value(i8 105, !563, !DIExpression(), !594)
  %210 = lshr i32 %209, 8, !dbg !596
  %211 = and i32 %209, 255, !dbg !597
  %212 = xor i32 %211, 105, !dbg !597
  %213 = zext nneg i32 %212 to i64, !dbg !597
  %214 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %213, !dbg !597
  %215 = load i32, ptr %214, align 4, !dbg !597, !tbaa !333
  %216 = xor i32 %210, %215, !dbg !598
    #dbg_value(i64 4, !556, !DIExpression(), !592)
  store i32 %216, ptr @crc32_context, align 4, !dbg !594, !tbaa !333
  br i1 %178, label %221, label %217, !dbg !599

217:                                              ; preds = %183
  %218 = xor i32 %216, -1, !dbg !600
  %219 = zext i32 %218 to i64, !dbg !600
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, ptr noundef nonnull @.str.12, i64 noundef %219), !dbg !601
  br label %221, !dbg !602

221:                                              ; preds = %183, %217
  tail call fastcc void @transparent_crc(i64 noundef 8650214258148366695, ptr noundef nonnull @.str.13, i32 noundef %20), !dbg !603
  tail call fastcc void @transparent_crc(i64 noundef -11376593, ptr noundef nonnull @.str.14, i32 noundef %20), !dbg !604
  tail call fastcc void @transparent_crc(i64 noundef 168, ptr noundef nonnull @.str.15, i32 noundef %20), !dbg !605
    #dbg_value(i64 0, !295, !DIExpression(), !299)
  %222 = load volatile i8, ptr @g_45, align 1, !dbg !606, !tbaa !531
  %223 = zext i8 %222 to i64, !dbg !606
  tail call fastcc void @transparent_crc(i64 noundef %223, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !610
  br i1 %19, label %224, label %233, !dbg !611

224:                                              ; preds = %221
    #dbg_value(i64 1, !295, !DIExpression(), !299)
  %225 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_45, i64 1), align 1, !dbg !606, !tbaa !531
  %226 = zext i8 %225 to i64, !dbg !606
  tail call fastcc void @transparent_crc(i64 noundef %226, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !610
    #dbg_value(i64 2, !295, !DIExpression(), !299)
  %227 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_45, i64 2), align 1, !dbg !606, !tbaa !531
  %228 = zext i8 %227 to i64, !dbg !606
  tail call fastcc void @transparent_crc(i64 noundef %228, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !610
    #dbg_value(i64 3, !295, !DIExpression(), !299)
  %229 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_45, i64 3), align 1, !dbg !606, !tbaa !531
  %230 = zext i8 %229 to i64, !dbg !606
  tail call fastcc void @transparent_crc(i64 noundef %230, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !610
    #dbg_value(i64 4, !295, !DIExpression(), !299)
  %231 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_45, i64 4), align 1, !dbg !606, !tbaa !531
  %232 = zext i8 %231 to i64, !dbg !606
  tail call fastcc void @transparent_crc(i64 noundef %232, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !610
  br label %247, !dbg !611

233:                                              ; preds = %221
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !612
    #dbg_value(i64 1, !295, !DIExpression(), !299)
  %235 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_45, i64 1), align 1, !dbg !606, !tbaa !531
  %236 = zext i8 %235 to i64, !dbg !606
  tail call fastcc void @transparent_crc(i64 noundef %236, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !610
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !612
    #dbg_value(i64 2, !295, !DIExpression(), !299)
  %238 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_45, i64 2), align 1, !dbg !606, !tbaa !531
  %239 = zext i8 %238 to i64, !dbg !606
  tail call fastcc void @transparent_crc(i64 noundef %239, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !610
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !612
    #dbg_value(i64 3, !295, !DIExpression(), !299)
  %241 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_45, i64 3), align 1, !dbg !606, !tbaa !531
  %242 = zext i8 %241 to i64, !dbg !606
  tail call fastcc void @transparent_crc(i64 noundef %242, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !610
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !612
    #dbg_value(i64 4, !295, !DIExpression(), !299)
  %244 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_45, i64 4), align 1, !dbg !606, !tbaa !531
  %245 = zext i8 %244 to i64, !dbg !606
  tail call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.16, i32 noundef %20), !dbg !610
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !612
  br label %247, !dbg !612

247:                                              ; preds = %224, %233
    #dbg_value(i64 5, !295, !DIExpression(), !299)
  tail call fastcc void @transparent_crc(i64 noundef 161, ptr noundef nonnull @.str.17, i32 noundef %20), !dbg !614
  tail call fastcc void @transparent_crc(i64 noundef 65528, ptr noundef nonnull @.str.18, i32 noundef %20), !dbg !615
  %248 = load i32, ptr @g_68, align 8, !dbg !616, !tbaa !478
  %249 = sext i32 %248 to i64, !dbg !617
  tail call fastcc void @transparent_crc(i64 noundef %249, ptr noundef nonnull @.str.19, i32 noundef %20), !dbg !618
  %250 = load i32, ptr getelementptr inbounds (i8, ptr @g_68, i64 4), align 4, !dbg !619, !tbaa !620
  %251 = sext i32 %250 to i64, !dbg !621
  tail call fastcc void @transparent_crc(i64 noundef %251, ptr noundef nonnull @.str.20, i32 noundef %20), !dbg !622
  %252 = load i16, ptr getelementptr inbounds (i8, ptr @g_68, i64 8), align 8, !dbg !623, !tbaa !624
  %253 = zext i16 %252 to i64, !dbg !625
  tail call fastcc void @transparent_crc(i64 noundef %253, ptr noundef nonnull @.str.21, i32 noundef %20), !dbg !626
  %254 = load i32, ptr getelementptr inbounds (i8, ptr @g_68, i64 12), align 4, !dbg !627, !tbaa !628
  %255 = zext i32 %254 to i64, !dbg !629
  tail call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.22, i32 noundef %20), !dbg !630
  %256 = load i8, ptr getelementptr inbounds (i8, ptr @g_68, i64 16), align 8, !dbg !631, !tbaa !632
  %257 = sext i8 %256 to i64, !dbg !633
  tail call fastcc void @transparent_crc(i64 noundef %257, ptr noundef nonnull @.str.23, i32 noundef %20), !dbg !634
  %258 = load i64, ptr getelementptr inbounds (i8, ptr @g_68, i64 24), align 8, !dbg !635, !tbaa !636
  tail call fastcc void @transparent_crc(i64 noundef %258, ptr noundef nonnull @.str.24, i32 noundef %20), !dbg !637
    #dbg_value(ptr getelementptr inbounds (i8, ptr @g_68, i64 32), !548, !DIExpression(), !638)
    #dbg_value(i32 4, !553, !DIExpression(), !638)
    #dbg_value(ptr @.str.25, !554, !DIExpression(), !638)
    #dbg_value(i32 %20, !555, !DIExpression(), !638)
    #dbg_value(i32 0, !556, !DIExpression(), !638)
  %259 = load i32, ptr @crc32_context, align 4, !tbaa !333
    #dbg_value(i64 0, !556, !DIExpression(), !638)
  %260 = load i8, ptr getelementptr inbounds (i8, ptr @g_68, i64 32), align 8, !dbg !640, !tbaa !531
    #dbg_value(i8 %260, !563, !DIExpression(), !641)
  %261 = lshr i32 %259, 8, !dbg !643
  %262 = trunc i32 %259 to i8, !dbg !644
  %263 = xor i8 %260, %262, !dbg !644
  %264 = zext i8 %263 to i64, !dbg !645
  %265 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %264, !dbg !645
  %266 = load i32, ptr %265, align 4, !dbg !645, !tbaa !333
  %267 = xor i32 %266, %261, !dbg !646
    #dbg_value(i64 1, !556, !DIExpression(), !638)
  %268 = load i8, ptr getelementptr inbounds (i8, ptr @g_68, i64 33), align 1, !dbg !640, !tbaa !531
    #dbg_value(i8 %268, !563, !DIExpression(), !641)
  %269 = lshr i32 %267, 8, !dbg !643
  %270 = trunc i32 %267 to i8, !dbg !644
  %271 = xor i8 %268, %270, !dbg !644
  %272 = zext i8 %271 to i64, !dbg !645
  %273 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %272, !dbg !645
  %274 = load i32, ptr %273, align 4, !dbg !645, !tbaa !333
  %275 = xor i32 %269, %274, !dbg !646
    #dbg_value(i64 2, !556, !DIExpression(), !638)
  %276 = load i8, ptr getelementptr inbounds (i8, ptr @g_68, i64 34), align 2, !dbg !640, !tbaa !531
    #dbg_value(i8 %276, !563, !DIExpression(), !641)
  %277 = lshr i32 %275, 8, !dbg !643
  %278 = trunc i32 %275 to i8, !dbg !644
  %279 = xor i8 %276, %278, !dbg !644
  %280 = zext i8 %279 to i64, !dbg !645
  %281 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %280, !dbg !645
  %282 = load i32, ptr %281, align 4, !dbg !645, !tbaa !333
  %283 = xor i32 %277, %282, !dbg !646
    #dbg_value(i64 3, !556, !DIExpression(), !638)
  %284 = load i8, ptr getelementptr inbounds (i8, ptr @g_68, i64 35), align 1, !dbg !640, !tbaa !531
    #dbg_value(i8 %284, !563, !DIExpression(), !641)
  %285 = lshr i32 %283, 8, !dbg !643
  %286 = trunc i32 %283 to i8, !dbg !644
  %287 = xor i8 %284, %286, !dbg !644
  %288 = zext i8 %287 to i64, !dbg !645
  %289 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %288, !dbg !645
  %290 = load i32, ptr %289, align 4, !dbg !645, !tbaa !333
  %291 = xor i32 %285, %290, !dbg !646
    #dbg_value(i64 4, !556, !DIExpression(), !638)
  store i32 %291, ptr @crc32_context, align 4, !dbg !641, !tbaa !333
  br i1 %178, label %296, label %292, !dbg !647

292:                                              ; preds = %247
  %293 = xor i32 %291, -1, !dbg !648
  %294 = zext i32 %293 to i64, !dbg !648
  %295 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, ptr noundef nonnull @.str.25, i64 noundef %294), !dbg !649
  br label %296, !dbg !650

296:                                              ; preds = %247, %292
  %297 = load i64, ptr getelementptr inbounds (i8, ptr @g_68, i64 40), align 8, !dbg !651, !tbaa !456
  tail call fastcc void @transparent_crc(i64 noundef %297, ptr noundef nonnull @.str.26, i32 noundef %20), !dbg !652
  %298 = load i32, ptr getelementptr inbounds (i8, ptr @g_68, i64 48), align 8, !dbg !653, !tbaa !654
  %299 = sext i32 %298 to i64, !dbg !655
  tail call fastcc void @transparent_crc(i64 noundef %299, ptr noundef nonnull @.str.27, i32 noundef %20), !dbg !656
  %300 = load i8, ptr getelementptr inbounds (i8, ptr @g_68, i64 52), align 4, !dbg !657, !tbaa !658
  %301 = zext i8 %300 to i64, !dbg !659
  tail call fastcc void @transparent_crc(i64 noundef %301, ptr noundef nonnull @.str.28, i32 noundef %20), !dbg !660
  %302 = load volatile i64, ptr @g_84, align 8, !dbg !661, !tbaa !362
  tail call fastcc void @transparent_crc(i64 noundef %302, ptr noundef nonnull @.str.29, i32 noundef %20), !dbg !662
  tail call fastcc void @transparent_crc(i64 noundef -8959, ptr noundef nonnull @.str.30, i32 noundef %20), !dbg !663
  %303 = load volatile i16, ptr @g_117, align 8, !dbg !664, !tbaa !531
  %304 = sext i16 %303 to i64, !dbg !665
  tail call fastcc void @transparent_crc(i64 noundef %304, ptr noundef nonnull @.str.31, i32 noundef %20), !dbg !666
  %305 = load i16, ptr @g_156, align 2, !dbg !667, !tbaa !527
  %306 = zext i16 %305 to i64, !dbg !667
  tail call fastcc void @transparent_crc(i64 noundef %306, ptr noundef nonnull @.str.32, i32 noundef %20), !dbg !668
    #dbg_value(i64 0, !295, !DIExpression(), !299)
  %307 = load volatile i8, ptr @g_160, align 1, !dbg !669, !tbaa !531
  %308 = sext i8 %307 to i64, !dbg !669
  tail call fastcc void @transparent_crc(i64 noundef %308, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !673
  br i1 %19, label %309, label %320, !dbg !674

309:                                              ; preds = %296
    #dbg_value(i64 1, !295, !DIExpression(), !299)
  %310 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_160, i64 1), align 1, !dbg !669, !tbaa !531
  %311 = sext i8 %310 to i64, !dbg !669
  tail call fastcc void @transparent_crc(i64 noundef %311, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !673
    #dbg_value(i64 2, !295, !DIExpression(), !299)
  %312 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_160, i64 2), align 1, !dbg !669, !tbaa !531
  %313 = sext i8 %312 to i64, !dbg !669
  tail call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !673
    #dbg_value(i64 3, !295, !DIExpression(), !299)
  %314 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_160, i64 3), align 1, !dbg !669, !tbaa !531
  %315 = sext i8 %314 to i64, !dbg !669
  tail call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !673
    #dbg_value(i64 4, !295, !DIExpression(), !299)
  %316 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_160, i64 4), align 1, !dbg !669, !tbaa !531
  %317 = sext i8 %316 to i64, !dbg !669
  tail call fastcc void @transparent_crc(i64 noundef %317, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !673
    #dbg_value(i64 5, !295, !DIExpression(), !299)
  %318 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_160, i64 5), align 1, !dbg !669, !tbaa !531
  %319 = sext i8 %318 to i64, !dbg !669
  tail call fastcc void @transparent_crc(i64 noundef %319, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !673
  br label %337, !dbg !674

320:                                              ; preds = %296
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0), !dbg !675
    #dbg_value(i64 1, !295, !DIExpression(), !299)
  %322 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_160, i64 1), align 1, !dbg !669, !tbaa !531
  %323 = sext i8 %322 to i64, !dbg !669
  tail call fastcc void @transparent_crc(i64 noundef %323, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !673
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !675
    #dbg_value(i64 2, !295, !DIExpression(), !299)
  %325 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_160, i64 2), align 1, !dbg !669, !tbaa !531
  %326 = sext i8 %325 to i64, !dbg !669
  tail call fastcc void @transparent_crc(i64 noundef %326, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !673
  %327 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2), !dbg !675
    #dbg_value(i64 3, !295, !DIExpression(), !299)
  %328 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_160, i64 3), align 1, !dbg !669, !tbaa !531
  %329 = sext i8 %328 to i64, !dbg !669
  tail call fastcc void @transparent_crc(i64 noundef %329, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !673
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3), !dbg !675
    #dbg_value(i64 4, !295, !DIExpression(), !299)
  %331 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_160, i64 4), align 1, !dbg !669, !tbaa !531
  %332 = sext i8 %331 to i64, !dbg !669
  tail call fastcc void @transparent_crc(i64 noundef %332, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !673
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4), !dbg !675
    #dbg_value(i64 5, !295, !DIExpression(), !299)
  %334 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_160, i64 5), align 1, !dbg !669, !tbaa !531
  %335 = sext i8 %334 to i64, !dbg !669
  tail call fastcc void @transparent_crc(i64 noundef %335, ptr noundef nonnull @.str.33, i32 noundef %20), !dbg !673
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5), !dbg !675
  br label %337, !dbg !675

337:                                              ; preds = %309, %320
    #dbg_value(i64 6, !295, !DIExpression(), !299)
  %338 = load volatile i8, ptr @g_161, align 1, !dbg !677, !tbaa !531
  %339 = sext i8 %338 to i64, !dbg !677
  tail call fastcc void @transparent_crc(i64 noundef %339, ptr noundef nonnull @.str.34, i32 noundef %20), !dbg !678
  tail call fastcc void @transparent_crc(i64 noundef 92266690, ptr noundef nonnull @.str.35, i32 noundef %20), !dbg !679
  %340 = load i32, ptr @g_163, align 4, !dbg !680, !tbaa !333
  %341 = zext i32 %340 to i64, !dbg !680
  tail call fastcc void @transparent_crc(i64 noundef %341, ptr noundef nonnull @.str.36, i32 noundef %20), !dbg !681
    #dbg_value(ptr @g_180, !548, !DIExpression(), !682)
    #dbg_value(i32 4, !553, !DIExpression(), !682)
    #dbg_value(ptr @.str.37, !554, !DIExpression(), !682)
    #dbg_value(i32 %20, !555, !DIExpression(), !682)
    #dbg_value(i32 0, !556, !DIExpression(), !682)
  %342 = load i32, ptr @crc32_context, align 4, !tbaa !333
    #dbg_value(i64 0, !556, !DIExpression(), !682)
  %343 = load i8, ptr @g_180, align 4, !dbg !684, !tbaa !531
    #dbg_value(i8 %343, !563, !DIExpression(), !685)
  %344 = lshr i32 %342, 8, !dbg !687
  %345 = trunc i32 %342 to i8, !dbg !688
  %346 = xor i8 %343, %345, !dbg !688
  %347 = zext i8 %346 to i64, !dbg !689
  %348 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %347, !dbg !689
  %349 = load i32, ptr %348, align 4, !dbg !689, !tbaa !333
  %350 = xor i32 %349, %344, !dbg !690
    #dbg_value(i64 1, !556, !DIExpression(), !682)
  %351 = load i8, ptr getelementptr inbounds (i8, ptr @g_180, i64 1), align 1, !dbg !684, !tbaa !531
    #dbg_value(i8 %351, !563, !DIExpression(), !685)
  %352 = lshr i32 %350, 8, !dbg !687
  %353 = trunc i32 %350 to i8, !dbg !688
  %354 = xor i8 %351, %353, !dbg !688
  %355 = zext i8 %354 to i64, !dbg !689
  %356 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %355, !dbg !689
  %357 = load i32, ptr %356, align 4, !dbg !689, !tbaa !333
  %358 = xor i32 %352, %357, !dbg !690
    #dbg_value(i64 2, !556, !DIExpression(), !682)
  %359 = load i8, ptr getelementptr inbounds (i8, ptr @g_180, i64 2), align 2, !dbg !684, !tbaa !531
    #dbg_value(i8 %359, !563, !DIExpression(), !685)
  %360 = lshr i32 %358, 8, !dbg !687
  %361 = trunc i32 %358 to i8, !dbg !688
  %362 = xor i8 %359, %361, !dbg !688
  %363 = zext i8 %362 to i64, !dbg !689
  %364 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %363, !dbg !689
  %365 = load i32, ptr %364, align 4, !dbg !689, !tbaa !333
  %366 = xor i32 %360, %365, !dbg !690
    #dbg_value(i64 3, !556, !DIExpression(), !682)
  %367 = load i8, ptr getelementptr inbounds (i8, ptr @g_180, i64 3), align 1, !dbg !684, !tbaa !531
    #dbg_value(i8 %367, !563, !DIExpression(), !685)
  %368 = lshr i32 %366, 8, !dbg !687
  %369 = trunc i32 %366 to i8, !dbg !688
  %370 = xor i8 %367, %369, !dbg !688
  %371 = zext i8 %370 to i64, !dbg !689
  %372 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %371, !dbg !689
  %373 = load i32, ptr %372, align 4, !dbg !689, !tbaa !333
  %374 = xor i32 %368, %373, !dbg !690
    #dbg_value(i64 4, !556, !DIExpression(), !682)
  store i32 %374, ptr @crc32_context, align 4, !dbg !685, !tbaa !333
  br i1 %178, label %379, label %375, !dbg !691

375:                                              ; preds = %337
  %376 = xor i32 %374, -1, !dbg !692
  %377 = zext i32 %376 to i64, !dbg !692
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, ptr noundef nonnull @.str.37, i64 noundef %377), !dbg !693
  br label %379, !dbg !694

379:                                              ; preds = %337, %375
  %380 = load i1, ptr @g_183, align 2, !dbg !695
  %381 = select i1 %380, i64 0, i64 6, !dbg !695
  tail call fastcc void @transparent_crc(i64 noundef %381, ptr noundef nonnull @.str.38, i32 noundef %20), !dbg !696
  %382 = load volatile i16, ptr @g_195, align 8, !dbg !697, !tbaa !531
  %383 = sext i16 %382 to i64, !dbg !698
  tail call fastcc void @transparent_crc(i64 noundef %383, ptr noundef nonnull @.str.39, i32 noundef %20), !dbg !699
  %384 = load i16, ptr @g_217, align 2, !dbg !700, !tbaa !527
  %385 = zext i16 %384 to i64, !dbg !700
  tail call fastcc void @transparent_crc(i64 noundef %385, ptr noundef nonnull @.str.40, i32 noundef %20), !dbg !701
  %386 = load volatile i16, ptr @g_221, align 8, !dbg !702, !tbaa !531
  %387 = sext i16 %386 to i64, !dbg !703
  tail call fastcc void @transparent_crc(i64 noundef %387, ptr noundef nonnull @.str.41, i32 noundef %20), !dbg !704
  tail call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.42, i32 noundef %20), !dbg !705
  tail call fastcc void @transparent_crc(i64 noundef 4294967289, ptr noundef nonnull @.str.43, i32 noundef %20), !dbg !706
  %388 = load i32, ptr @crc32_context, align 4, !dbg !707, !tbaa !333
  %389 = xor i32 %388, -1, !dbg !708
    #dbg_value(i32 %389, !709, !DIExpression(), !715)
    #dbg_value(i32 %20, !714, !DIExpression(), !715)
  %390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.49, i32 noundef %389), !dbg !717
  ret i32 0, !dbg !718
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 !dbg !719 {
    #dbg_value(i64 %0, !723, !DIExpression(), !726)
    #dbg_value(ptr %1, !724, !DIExpression(), !726)
    #dbg_value(i32 %2, !725, !DIExpression(), !726)
    #dbg_value(i64 %0, !727, !DIExpression(), !732)
    #dbg_value(i64 %0, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !734)
  %4 = load i32, ptr @crc32_context, align 4, !dbg !736, !tbaa !333
  %5 = lshr i32 %4, 8, !dbg !737
  %6 = zext i32 %4 to i64, !dbg !738
  %7 = xor i64 %6, %0, !dbg !738
  %8 = and i64 %7, 255, !dbg !739
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8, !dbg !739
  %10 = load i32, ptr %9, align 4, !dbg !739, !tbaa !333
  %11 = xor i32 %5, %10, !dbg !740
  %12 = lshr i64 %0, 8, !dbg !741
    #dbg_value(i64 %12, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !742)
  %13 = lshr i32 %11, 8, !dbg !744
  %14 = zext i32 %11 to i64, !dbg !745
  %15 = xor i64 %12, %14, !dbg !745
  %16 = and i64 %15, 255, !dbg !746
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16, !dbg !746
  %18 = load i32, ptr %17, align 4, !dbg !746, !tbaa !333
  %19 = xor i32 %13, %18, !dbg !747
  %20 = lshr i64 %0, 16, !dbg !748
    #dbg_value(i64 %20, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !749)
  %21 = lshr i32 %19, 8, !dbg !751
  %22 = zext i32 %19 to i64, !dbg !752
  %23 = xor i64 %20, %22, !dbg !752
  %24 = and i64 %23, 255, !dbg !753
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24, !dbg !753
  %26 = load i32, ptr %25, align 4, !dbg !753, !tbaa !333
  %27 = xor i32 %21, %26, !dbg !754
  %28 = lshr i64 %0, 24, !dbg !755
    #dbg_value(i64 %28, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !756)
  %29 = lshr i32 %27, 8, !dbg !758
  %30 = zext i32 %27 to i64, !dbg !759
  %31 = xor i64 %28, %30, !dbg !759
  %32 = and i64 %31, 255, !dbg !760
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32, !dbg !760
  %34 = load i32, ptr %33, align 4, !dbg !760, !tbaa !333
  %35 = xor i32 %29, %34, !dbg !761
  %36 = lshr i64 %0, 32, !dbg !762
    #dbg_value(i64 %36, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !763)
  %37 = lshr i32 %35, 8, !dbg !765
  %38 = zext i32 %35 to i64, !dbg !766
  %39 = xor i64 %36, %38, !dbg !766
  %40 = and i64 %39, 255, !dbg !767
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40, !dbg !767
  %42 = load i32, ptr %41, align 4, !dbg !767, !tbaa !333
  %43 = xor i32 %37, %42, !dbg !768
  %44 = lshr i64 %0, 40, !dbg !769
    #dbg_value(i64 %44, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !770)
  %45 = lshr i32 %43, 8, !dbg !772
  %46 = zext i32 %43 to i64, !dbg !773
  %47 = xor i64 %44, %46, !dbg !773
  %48 = and i64 %47, 255, !dbg !774
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48, !dbg !774
  %50 = load i32, ptr %49, align 4, !dbg !774, !tbaa !333
  %51 = xor i32 %45, %50, !dbg !775
  %52 = lshr i64 %0, 48, !dbg !776
    #dbg_value(i64 %52, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !777)
  %53 = lshr i32 %51, 8, !dbg !779
  %54 = zext i32 %51 to i64, !dbg !780
  %55 = xor i64 %52, %54, !dbg !780
  %56 = and i64 %55, 255, !dbg !781
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56, !dbg !781
  %58 = load i32, ptr %57, align 4, !dbg !781, !tbaa !333
  %59 = xor i32 %53, %58, !dbg !782
  %60 = lshr i64 %0, 56, !dbg !783
    #dbg_value(i64 %60, !563, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !784)
  %61 = lshr i32 %59, 8, !dbg !786
  %62 = and i32 %59, 255, !dbg !787
  %63 = zext nneg i32 %62 to i64, !dbg !787
  %64 = xor i64 %60, %63, !dbg !787
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64, !dbg !787
  %66 = load i32, ptr %65, align 4, !dbg !787, !tbaa !333
  %67 = xor i32 %61, %66, !dbg !788
  store i32 %67, ptr @crc32_context, align 4, !dbg !789, !tbaa !333
  %68 = icmp eq i32 %2, 0, !dbg !790
  br i1 %68, label %73, label %69, !dbg !792

69:                                               ; preds = %3
  %70 = xor i32 %67, -1, !dbg !793
  %71 = zext i32 %70 to i64, !dbg !793
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, ptr noundef %1, i64 noundef %71), !dbg !795
  br label %73, !dbg !796

73:                                               ; preds = %69, %3
  ret void, !dbg !797
}

; Function Attrs: nofree nounwind
declare !dbg !798 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fabs.v2f32(<2 x float>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!279, !280, !281, !282, !283, !284, !285}
!llvm.ident = !{!286}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g_6", scope: !2, file: !3, line: 39, type: !275, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "float_1010.c", directory: ".", checksumkind: CSK_MD5, checksum: "ac835e764353d1ae51d9802ffde2c86e")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !15, !20, !25, !30, !32, !34, !39, !41, !43, !45, !47, !49, !51, !53, !55, !57, !59, !61, !63, !65, !67, !69, !71, !73, !75, !77, !79, !81, !83, !85, !90, !95, !97, !99, !101, !103, !105, !107, !109, !111, !113, !115, !117, !119, !129, !136, !140, !149, !153, !155, !188, !190, !193, !195, !199, !0, !204, !206, !208, !210, !212, !216, !218, !220, !222, !225, !230, !240, !242, !246, !248, !250, !252, !254, !256, !258, !260, !262, !265, !267, !273}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 356, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 2)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 362, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 56, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 7)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 363, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 14)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 366, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 40, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 5)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 367, type: !27, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 368, type: !27, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 369, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 8)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 370, type: !36, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 371, type: !36, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 372, type: !36, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 373, type: !36, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 374, type: !36, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 375, type: !36, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 376, type: !36, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 377, type: !36, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 378, type: !36, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 381, type: !36, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 385, type: !27, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 386, type: !27, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 387, type: !36, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 388, type: !36, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 389, type: !36, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 390, type: !36, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 391, type: !36, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 392, type: !36, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 393, type: !36, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 394, type: !36, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !3, line: 395, type: !36, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !3, line: 396, type: !36, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 397, type: !27, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 398, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 48, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 6)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 399, type: !92, isLocal: true, isDefinition: true)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 72, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: 9)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !3, line: 400, type: !87, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !3, line: 403, type: !92, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !3, line: 407, type: !87, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 408, type: !87, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 409, type: !87, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 410, type: !87, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 411, type: !87, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !3, line: 412, type: !92, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !3, line: 413, type: !87, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !3, line: 414, type: !92, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !3, line: 415, type: !92, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 416, type: !87, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "crc32_tab", scope: !2, file: !121, line: 47, type: !122, isLocal: true, isDefinition: true)
!121 = !DIFile(filename: "/usr/include/csmith/csmith.h", directory: "", checksumkind: CSK_MD5, checksum: "384f85511c9e0cdae8849f8ee261c941")
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 8192, elements: !127)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !124, line: 26, baseType: !125)
!124 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !126, line: 42, baseType: !7)
!126 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!127 = !{!128}
!128 = !DISubrange(count: 256)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "g_255", scope: !2, file: !3, line: 72, type: !131, isLocal: true, isDefinition: true)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !134, line: 26, baseType: !135)
!134 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !126, line: 41, baseType: !6)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(name: "g_105", scope: !2, file: !3, line: 56, type: !138, isLocal: true, isDefinition: true)
!138 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(name: "g_102", scope: !2, file: !3, line: 53, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !143, size: 512, elements: !37)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !124, line: 25, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !126, line: 40, baseType: !148)
!148 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(name: "g_249", scope: !2, file: !3, line: 71, type: !151, isLocal: true, isDefinition: true)
!151 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!153 = !DIGlobalVariableExpression(var: !154, expr: !DIExpression())
!154 = distinct !DIGlobalVariable(name: "g_250", scope: !2, file: !3, line: 70, type: !139, isLocal: true, isDefinition: true)
!155 = !DIGlobalVariableExpression(var: !156, expr: !DIExpression())
!156 = distinct !DIGlobalVariable(name: "g_70", scope: !2, file: !3, line: 49, type: !157, isLocal: true, isDefinition: true)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 320, elements: !28)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S0", file: !3, line: 18, size: 448, elements: !161)
!161 = !{!162, !163, !164, !165, !167, !171, !175, !178, !183, !184}
!162 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !160, file: !3, line: 19, baseType: !132, size: 32)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !160, file: !3, line: 20, baseType: !133, size: 32, offset: 32)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !160, file: !3, line: 21, baseType: !146, size: 16, offset: 64)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !160, file: !3, line: 22, baseType: !166, size: 32, offset: 96)
!166 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !123)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "f4", scope: !160, file: !3, line: 23, baseType: !168, size: 8, offset: 128)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !134, line: 24, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !126, line: 37, baseType: !170)
!170 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "f5", scope: !160, file: !3, line: 24, baseType: !172, size: 64, offset: 192)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !124, line: 27, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !126, line: 45, baseType: !174)
!174 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "f6", scope: !160, file: !3, line: 25, baseType: !176, size: 32, offset: 256)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !177)
!177 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "f7", scope: !160, file: !3, line: 26, baseType: !179, size: 64, offset: 320)
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !180)
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !134, line: 27, baseType: !181)
!181 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !126, line: 44, baseType: !182)
!182 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "f8", scope: !160, file: !3, line: 27, baseType: !133, size: 32, offset: 384)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "f9", scope: !160, file: !3, line: 28, baseType: !185, size: 8, offset: 416)
!185 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !124, line: 24, baseType: !186)
!186 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !126, line: 38, baseType: !187)
!187 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(name: "g_71", scope: !2, file: !3, line: 48, type: !159, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(name: "g_99", scope: !2, file: !3, line: 52, type: !192, isLocal: true, isDefinition: true)
!192 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !143)
!193 = !DIGlobalVariableExpression(var: !194, expr: !DIExpression())
!194 = distinct !DIGlobalVariable(name: "g_100", scope: !2, file: !3, line: 51, type: !144, isLocal: true, isDefinition: true)
!195 = !DIGlobalVariableExpression(var: !196, expr: !DIExpression())
!196 = distinct !DIGlobalVariable(name: "g_101", scope: !2, file: !3, line: 54, type: !197, isLocal: true, isDefinition: true)
!197 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !198)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!199 = !DIGlobalVariableExpression(var: !200, expr: !DIExpression())
!200 = distinct !DIGlobalVariable(scope: null, file: !121, line: 114, type: !201, isLocal: true, isDefinition: true)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 288, elements: !202)
!202 = !{!203}
!203 = !DISubrange(count: 36)
!204 = !DIGlobalVariableExpression(var: !205, expr: !DIExpression())
!205 = distinct !DIGlobalVariable(name: "g_16", scope: !2, file: !3, line: 40, type: !177, isLocal: true, isDefinition: true)
!206 = !DIGlobalVariableExpression(var: !207, expr: !DIExpression())
!207 = distinct !DIGlobalVariable(name: "g_20", scope: !2, file: !3, line: 41, type: !133, isLocal: true, isDefinition: true)
!208 = !DIGlobalVariableExpression(var: !209, expr: !DIExpression())
!209 = distinct !DIGlobalVariable(name: "g_23", scope: !2, file: !3, line: 42, type: !168, isLocal: true, isDefinition: true)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(name: "g_32", scope: !2, file: !3, line: 43, type: !160, isLocal: true, isDefinition: true)
!212 = !DIGlobalVariableExpression(var: !213, expr: !DIExpression())
!213 = distinct !DIGlobalVariable(name: "g_45", scope: !2, file: !3, line: 44, type: !214, isLocal: true, isDefinition: true)
!214 = !DICompositeType(tag: DW_TAG_array_type, baseType: !215, size: 40, elements: !28)
!215 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !185)
!216 = !DIGlobalVariableExpression(var: !217, expr: !DIExpression())
!217 = distinct !DIGlobalVariable(name: "g_57", scope: !2, file: !3, line: 45, type: !185, isLocal: true, isDefinition: true)
!218 = !DIGlobalVariableExpression(var: !219, expr: !DIExpression())
!219 = distinct !DIGlobalVariable(name: "g_63", scope: !2, file: !3, line: 46, type: !146, isLocal: true, isDefinition: true)
!220 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression())
!221 = distinct !DIGlobalVariable(name: "g_68", scope: !2, file: !3, line: 47, type: !160, isLocal: true, isDefinition: true)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(name: "g_84", scope: !2, file: !3, line: 50, type: !224, isLocal: true, isDefinition: true)
!224 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !172)
!225 = !DIGlobalVariableExpression(var: !226, expr: !DIExpression())
!226 = distinct !DIGlobalVariable(name: "g_104", scope: !2, file: !3, line: 55, type: !227, isLocal: true, isDefinition: true)
!227 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !134, line: 25, baseType: !228)
!228 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !126, line: 39, baseType: !229)
!229 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!230 = !DIGlobalVariableExpression(var: !231, expr: !DIExpression())
!231 = distinct !DIGlobalVariable(name: "g_117", scope: !2, file: !3, line: 57, type: !232, isLocal: true, isDefinition: true)
!232 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !233)
!233 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U1", file: !3, line: 31, size: 448, elements: !234)
!234 = !{!235, !236, !237, !238}
!235 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !233, file: !3, line: 32, baseType: !227, size: 16)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !233, file: !3, line: 33, baseType: !160, size: 448)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "f2", scope: !233, file: !3, line: 34, baseType: !172, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "f3", scope: !233, file: !3, line: 35, baseType: !239, size: 32)
!239 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !133)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(name: "g_156", scope: !2, file: !3, line: 58, type: !146, isLocal: true, isDefinition: true)
!242 = !DIGlobalVariableExpression(var: !243, expr: !DIExpression())
!243 = distinct !DIGlobalVariable(name: "g_160", scope: !2, file: !3, line: 59, type: !244, isLocal: true, isDefinition: true)
!244 = !DICompositeType(tag: DW_TAG_array_type, baseType: !245, size: 48, elements: !88)
!245 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !168)
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(name: "g_161", scope: !2, file: !3, line: 60, type: !245, isLocal: true, isDefinition: true)
!248 = !DIGlobalVariableExpression(var: !249, expr: !DIExpression(DW_OP_constu, 92266690, DW_OP_stack_value))
!249 = distinct !DIGlobalVariable(name: "g_162", scope: !2, file: !3, line: 61, type: !133, isLocal: true, isDefinition: true)
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(name: "g_163", scope: !2, file: !3, line: 62, type: !123, isLocal: true, isDefinition: true)
!252 = !DIGlobalVariableExpression(var: !253, expr: !DIExpression())
!253 = distinct !DIGlobalVariable(name: "g_180", scope: !2, file: !3, line: 63, type: !177, isLocal: true, isDefinition: true)
!254 = !DIGlobalVariableExpression(var: !255, expr: !DIExpression())
!255 = distinct !DIGlobalVariable(name: "g_183", scope: !2, file: !3, line: 64, type: !227, isLocal: true, isDefinition: true)
!256 = !DIGlobalVariableExpression(var: !257, expr: !DIExpression())
!257 = distinct !DIGlobalVariable(name: "g_195", scope: !2, file: !3, line: 65, type: !232, isLocal: true, isDefinition: true)
!258 = !DIGlobalVariableExpression(var: !259, expr: !DIExpression())
!259 = distinct !DIGlobalVariable(name: "g_217", scope: !2, file: !3, line: 66, type: !146, isLocal: true, isDefinition: true)
!260 = !DIGlobalVariableExpression(var: !261, expr: !DIExpression())
!261 = distinct !DIGlobalVariable(name: "g_221", scope: !2, file: !3, line: 67, type: !232, isLocal: true, isDefinition: true)
!262 = !DIGlobalVariableExpression(var: !263, expr: !DIExpression())
!263 = distinct !DIGlobalVariable(name: "g_222", scope: !2, file: !3, line: 68, type: !264, isLocal: true, isDefinition: true)
!264 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !233)
!265 = !DIGlobalVariableExpression(var: !266, expr: !DIExpression(DW_OP_constu, 18446744073709551609, DW_OP_stack_value))
!266 = distinct !DIGlobalVariable(name: "g_233", scope: !2, file: !3, line: 69, type: !123, isLocal: true, isDefinition: true)
!267 = !DIGlobalVariableExpression(var: !268, expr: !DIExpression())
!268 = distinct !DIGlobalVariable(scope: null, file: !269, line: 56, type: !270, isLocal: true, isDefinition: true)
!269 = !DIFile(filename: "/usr/include/csmith/platform_generic.h", directory: "", checksumkind: CSK_MD5, checksum: "c571b886faf4ffee717d846e38f48aec")
!270 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 120, elements: !271)
!271 = !{!272}
!272 = !DISubrange(count: 15)
!273 = !DIGlobalVariableExpression(var: !274, expr: !DIExpression())
!274 = distinct !DIGlobalVariable(name: "crc32_context", scope: !2, file: !121, line: 48, type: !123, isLocal: true, isDefinition: true)
!275 = !DICompositeType(tag: DW_TAG_array_type, baseType: !276, size: 576, elements: !93)
!276 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !180)
!277 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 18446744073709547771, DW_OP_mul, DW_OP_constu, 3853, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 16))
!278 = !DIGlobalVariableExpression(var: !255, expr: !DIExpression(DW_OP_deref_size, 1, DW_OP_constu, 18446744073709551610, DW_OP_mul, DW_OP_constu, 6, DW_OP_plus, DW_OP_stack_value))
!279 = !{i32 7, !"Dwarf Version", i32 5}
!280 = !{i32 2, !"Debug Info Version", i32 3}
!281 = !{i32 1, !"wchar_size", i32 4}
!282 = !{i32 8, !"PIC Level", i32 2}
!283 = !{i32 7, !"PIE Level", i32 2}
!284 = !{i32 7, !"uwtable", i32 2}
!285 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!286 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!287 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 352, type: !288, scopeLine: 353, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !292)
!288 = !DISubroutineType(types: !289)
!289 = !{!6, !6, !290}
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !291, size: 64)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!292 = !{!293, !294, !295, !296, !297, !298}
!293 = !DILocalVariable(name: "argc", arg: 1, scope: !287, file: !3, line: 352, type: !6)
!294 = !DILocalVariable(name: "argv", arg: 2, scope: !287, file: !3, line: 352, type: !290)
!295 = !DILocalVariable(name: "i", scope: !287, file: !3, line: 354, type: !6)
!296 = !DILocalVariable(name: "j", scope: !287, file: !3, line: 354, type: !6)
!297 = !DILocalVariable(name: "k", scope: !287, file: !3, line: 354, type: !6)
!298 = !DILocalVariable(name: "print_hash_value", scope: !287, file: !3, line: 355, type: !6)
!299 = !DILocation(line: 0, scope: !287)
!300 = !DILocation(line: 356, column: 14, scope: !301)
!301 = distinct !DILexicalBlock(scope: !287, file: !3, line: 356, column: 9)
!302 = !DILocation(line: 356, column: 19, scope: !301)
!303 = !DILocation(line: 356, column: 29, scope: !301)
!304 = !{!305, !305, i64 0}
!305 = !{!"any pointer", !306, i64 0}
!306 = !{!"omnipotent char", !307, i64 0}
!307 = !{!"Simple C/C++ TBAA"}
!308 = !DILocation(line: 356, column: 43, scope: !301)
!309 = !DILocation(line: 356, column: 9, scope: !287)
!310 = !DILocalVariable(name: "poly", scope: !311, file: !121, line: 54, type: !166)
!311 = distinct !DISubprogram(name: "crc32_gentab", scope: !121, file: !121, line: 51, type: !312, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !314)
!312 = !DISubroutineType(types: !313)
!313 = !{null}
!314 = !{!315, !310, !316, !317}
!315 = !DILocalVariable(name: "crc", scope: !311, file: !121, line: 53, type: !123)
!316 = !DILocalVariable(name: "i", scope: !311, file: !121, line: 55, type: !6)
!317 = !DILocalVariable(name: "j", scope: !311, file: !121, line: 55, type: !6)
!318 = !DILocation(line: 0, scope: !311, inlinedAt: !319)
!319 = distinct !DILocation(line: 358, column: 5, scope: !287)
!320 = !DILocation(line: 57, column: 2, scope: !321, inlinedAt: !319)
!321 = distinct !DILexicalBlock(scope: !311, file: !121, line: 57, column: 2)
!322 = !DILocation(line: 57, column: 24, scope: !323, inlinedAt: !319)
!323 = distinct !DILexicalBlock(scope: !321, file: !121, line: 57, column: 2)
!324 = !DILocation(line: 60, column: 12, scope: !325, inlinedAt: !319)
!325 = distinct !DILexicalBlock(scope: !326, file: !121, line: 60, column: 8)
!326 = distinct !DILexicalBlock(scope: !327, file: !121, line: 59, column: 27)
!327 = distinct !DILexicalBlock(scope: !328, file: !121, line: 59, column: 3)
!328 = distinct !DILexicalBlock(scope: !329, file: !121, line: 59, column: 3)
!329 = distinct !DILexicalBlock(scope: !323, file: !121, line: 57, column: 28)
!330 = !DILocation(line: 60, column: 8, scope: !326, inlinedAt: !319)
!331 = !DILocation(line: 66, column: 3, scope: !329, inlinedAt: !319)
!332 = !DILocation(line: 66, column: 16, scope: !329, inlinedAt: !319)
!333 = !{!334, !334, i64 0}
!334 = !{!"int", !306, i64 0}
!335 = distinct !{!335, !320, !336, !337, !338, !339}
!336 = !DILocation(line: 67, column: 2, scope: !321, inlinedAt: !319)
!337 = !{!"llvm.loop.mustprogress"}
!338 = !{!"llvm.loop.isvectorized", i32 1}
!339 = !{!"llvm.loop.unroll.runtime.disable"}
!340 = !DILocalVariable(name: "l_7", scope: !341, file: !3, line: 91, type: !353)
!341 = distinct !DISubprogram(name: "func_1", scope: !3, file: !3, line: 89, type: !342, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !344)
!342 = !DISubroutineType(types: !343)
!343 = !{!133}
!344 = !{!340, !345, !348, !350, !351, !352}
!345 = !DILocalVariable(name: "l_15", scope: !341, file: !3, line: 92, type: !346)
!346 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 7840, elements: !347)
!347 = !{!19, !19, !29}
!348 = !DILocalVariable(name: "l_257", scope: !341, file: !3, line: 93, type: !349)
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!350 = !DILocalVariable(name: "i", scope: !341, file: !3, line: 94, type: !6)
!351 = !DILocalVariable(name: "j", scope: !341, file: !3, line: 94, type: !6)
!352 = !DILocalVariable(name: "k", scope: !341, file: !3, line: 94, type: !6)
!353 = !DICompositeType(tag: DW_TAG_array_type, baseType: !180, size: 8960, elements: !354)
!354 = !{!19, !355, !14}
!355 = !DISubrange(count: 10)
!356 = !DILocation(line: 0, scope: !341, inlinedAt: !357)
!357 = distinct !DILocation(line: 359, column: 5, scope: !287)
!358 = distinct !DIAssignID()
!359 = distinct !DIAssignID()
!360 = distinct !DIAssignID()
!361 = !DILocation(line: 95, column: 32, scope: !341, inlinedAt: !357)
!362 = !{!363, !363, i64 0}
!363 = !{!"long", !306, i64 0}
!364 = !DILocation(line: 95, column: 206, scope: !341, inlinedAt: !357)
!365 = !DILocation(line: 117, column: 157, scope: !366, inlinedAt: !454)
!366 = distinct !DISubprogram(name: "func_2", scope: !3, file: !3, line: 105, type: !367, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !369)
!367 = !DISubroutineType(types: !368)
!368 = !{!131, !139}
!369 = !{!370, !371, !372, !374, !375, !376, !379, !380, !381, !382, !384, !385, !386, !389, !390, !394, !395, !398, !399, !400, !401, !402, !403, !404, !405, !409, !412, !414, !418, !420, !421, !422, !423, !426, !427, !428, !430, !433, !434, !437, !438, !439, !440, !444, !448, !451, !453}
!370 = !DILocalVariable(name: "p_3", arg: 1, scope: !366, file: !3, line: 105, type: !139)
!371 = !DILocalVariable(name: "l_148", scope: !366, file: !3, line: 107, type: !180)
!372 = !DILocalVariable(name: "l_155", scope: !366, file: !3, line: 108, type: !373)
!373 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!374 = !DILocalVariable(name: "l_157", scope: !366, file: !3, line: 109, type: !139)
!375 = !DILocalVariable(name: "l_158", scope: !366, file: !3, line: 110, type: !139)
!376 = !DILocalVariable(name: "l_159", scope: !366, file: !3, line: 111, type: !377)
!377 = !DICompositeType(tag: DW_TAG_array_type, baseType: !139, size: 1280, elements: !378)
!378 = !{!355, !14}
!379 = !DILocalVariable(name: "l_174", scope: !366, file: !3, line: 112, type: !227)
!380 = !DILocalVariable(name: "l_181", scope: !366, file: !3, line: 113, type: !168)
!381 = !DILocalVariable(name: "l_184", scope: !366, file: !3, line: 114, type: !185)
!382 = !DILocalVariable(name: "l_194", scope: !366, file: !3, line: 115, type: !383)
!383 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !160)
!384 = !DILocalVariable(name: "i", scope: !366, file: !3, line: 116, type: !6)
!385 = !DILocalVariable(name: "j", scope: !366, file: !3, line: 116, type: !6)
!386 = !DILocalVariable(name: "l_175", scope: !387, file: !3, line: 121, type: !152)
!387 = distinct !DILexicalBlock(scope: !388, file: !3, line: 120, column: 5)
!388 = distinct !DILexicalBlock(scope: !366, file: !3, line: 119, column: 9)
!389 = !DILocalVariable(name: "l_182", scope: !387, file: !3, line: 122, type: !133)
!390 = !DILocalVariable(name: "l_178", scope: !391, file: !3, line: 126, type: !185)
!391 = distinct !DILexicalBlock(scope: !392, file: !3, line: 125, column: 9)
!392 = distinct !DILexicalBlock(scope: !393, file: !3, line: 124, column: 9)
!393 = distinct !DILexicalBlock(scope: !387, file: !3, line: 124, column: 9)
!394 = !DILocalVariable(name: "l_179", scope: !391, file: !3, line: 127, type: !373)
!395 = !DILocalVariable(name: "l_193", scope: !396, file: !3, line: 135, type: !397)
!396 = distinct !DILexicalBlock(scope: !388, file: !3, line: 134, column: 5)
!397 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !227, size: 64)
!398 = !DILocalVariable(name: "l_196", scope: !396, file: !3, line: 136, type: !133)
!399 = !DILocalVariable(name: "l_209", scope: !396, file: !3, line: 137, type: !133)
!400 = !DILocalVariable(name: "l_210", scope: !396, file: !3, line: 138, type: !133)
!401 = !DILocalVariable(name: "l_211", scope: !396, file: !3, line: 139, type: !133)
!402 = !DILocalVariable(name: "l_212", scope: !396, file: !3, line: 140, type: !133)
!403 = !DILocalVariable(name: "l_214", scope: !396, file: !3, line: 141, type: !133)
!404 = !DILocalVariable(name: "l_215", scope: !396, file: !3, line: 142, type: !133)
!405 = !DILocalVariable(name: "l_216", scope: !396, file: !3, line: 143, type: !406)
!406 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 960, elements: !407)
!407 = !{!14, !408, !29}
!408 = !DISubrange(count: 3)
!409 = !DILocalVariable(name: "l_245", scope: !396, file: !3, line: 144, type: !410)
!410 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !411, size: 64)
!411 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !146)
!412 = !DILocalVariable(name: "l_244", scope: !396, file: !3, line: 145, type: !413)
!413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !410, size: 64)
!414 = !DILocalVariable(name: "l_243", scope: !396, file: !3, line: 146, type: !415)
!415 = !DICompositeType(tag: DW_TAG_array_type, baseType: !416, size: 5120, elements: !417)
!416 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !413, size: 64)
!417 = !{!38, !355}
!418 = !DILocalVariable(name: "l_242", scope: !396, file: !3, line: 147, type: !419)
!419 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !416, size: 64)
!420 = !DILocalVariable(name: "i", scope: !396, file: !3, line: 148, type: !6)
!421 = !DILocalVariable(name: "j", scope: !396, file: !3, line: 148, type: !6)
!422 = !DILocalVariable(name: "k", scope: !396, file: !3, line: 148, type: !6)
!423 = !DILocalVariable(name: "l_203", scope: !424, file: !3, line: 151, type: !198)
!424 = distinct !DILexicalBlock(scope: !425, file: !3, line: 150, column: 9)
!425 = distinct !DILexicalBlock(scope: !396, file: !3, line: 149, column: 13)
!426 = !DILocalVariable(name: "l_204", scope: !424, file: !3, line: 152, type: !133)
!427 = !DILocalVariable(name: "l_207", scope: !424, file: !3, line: 153, type: !133)
!428 = !DILocalVariable(name: "l_208", scope: !424, file: !3, line: 154, type: !429)
!429 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 160, elements: !28)
!430 = !DILocalVariable(name: "l_251", scope: !424, file: !3, line: 155, type: !431)
!431 = !DICompositeType(tag: DW_TAG_array_type, baseType: !172, size: 192, elements: !432)
!432 = !{!408}
!433 = !DILocalVariable(name: "i", scope: !424, file: !3, line: 156, type: !6)
!434 = !DILocalVariable(name: "l_205", scope: !435, file: !3, line: 163, type: !177)
!435 = distinct !DILexicalBlock(scope: !436, file: !3, line: 162, column: 13)
!436 = distinct !DILexicalBlock(scope: !424, file: !3, line: 161, column: 17)
!437 = !DILocalVariable(name: "l_206", scope: !435, file: !3, line: 164, type: !133)
!438 = !DILocalVariable(name: "l_213", scope: !435, file: !3, line: 165, type: !133)
!439 = !DILocalVariable(name: "l_220", scope: !435, file: !3, line: 166, type: !152)
!440 = !DILocalVariable(name: "l_241", scope: !441, file: !3, line: 173, type: !442)
!441 = distinct !DILexicalBlock(scope: !436, file: !3, line: 172, column: 13)
!442 = !DICompositeType(tag: DW_TAG_array_type, baseType: !123, size: 320, elements: !443)
!443 = !{!355}
!444 = !DILocalVariable(name: "l_247", scope: !441, file: !3, line: 174, type: !445)
!445 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !446, size: 64)
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !447, size: 64)
!447 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !145)
!448 = !DILocalVariable(name: "l_246", scope: !441, file: !3, line: 175, type: !449)
!449 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !450)
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !445, size: 64)
!451 = !DILocalVariable(name: "l_248", scope: !441, file: !3, line: 176, type: !452)
!452 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!453 = !DILocalVariable(name: "i", scope: !441, file: !3, line: 177, type: !6)
!454 = distinct !DILocation(line: 95, column: 16, scope: !341, inlinedAt: !357)
!455 = !DILocation(line: 0, scope: !366, inlinedAt: !454)
!456 = !{!457, !363, i64 40}
!457 = !{!"S0", !334, i64 0, !334, i64 4, !458, i64 8, !334, i64 12, !306, i64 16, !363, i64 24, !459, i64 32, !363, i64 40, !334, i64 48, !306, i64 52}
!458 = !{!"short", !306, i64 0}
!459 = !{!"float", !306, i64 0}
!460 = !DILocation(line: 117, column: 152, scope: !366, inlinedAt: !454)
!461 = !DILocalVariable(name: "sf1", arg: 1, scope: !462, file: !463, line: 978, type: !177)
!462 = distinct !DISubprogram(name: "safe_mul_func_float_f_f", scope: !463, file: !463, line: 978, type: !464, scopeLine: 979, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !466)
!463 = !DIFile(filename: "/usr/include/csmith/safe_math.h", directory: "", checksumkind: CSK_MD5, checksum: "77e043b1d9ed7ce740b67a35af1f7a46")
!464 = !DISubroutineType(types: !465)
!465 = !{!177, !177, !177}
!466 = !{!461, !467}
!467 = !DILocalVariable(name: "sf2", arg: 2, scope: !462, file: !463, line: 978, type: !177)
!468 = !DILocation(line: 0, scope: !462, inlinedAt: !469)
!469 = distinct !DILocation(line: 117, column: 101, scope: !366, inlinedAt: !454)
!470 = !DILocation(line: 984, column: 5, scope: !462, inlinedAt: !469)
!471 = !DILocalVariable(name: "sf1", arg: 1, scope: !472, file: !463, line: 954, type: !177)
!472 = distinct !DISubprogram(name: "safe_add_func_float_f_f", scope: !463, file: !463, line: 954, type: !464, scopeLine: 955, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !473)
!473 = !{!471, !474}
!474 = !DILocalVariable(name: "sf2", arg: 2, scope: !472, file: !463, line: 954, type: !177)
!475 = !DILocation(line: 0, scope: !472, inlinedAt: !476)
!476 = distinct !DILocation(line: 117, column: 229, scope: !366, inlinedAt: !454)
!477 = !DILocation(line: 117, column: 303, scope: !366, inlinedAt: !454)
!478 = !{!457, !334, i64 0}
!479 = !DILocation(line: 117, column: 298, scope: !366, inlinedAt: !454)
!480 = !DILocation(line: 0, scope: !462, inlinedAt: !481)
!481 = distinct !DILocation(line: 117, column: 203, scope: !366, inlinedAt: !454)
!482 = !DILocation(line: 984, column: 46, scope: !462, inlinedAt: !481)
!483 = !DILocation(line: 984, column: 32, scope: !462, inlinedAt: !481)
!484 = !DILocation(line: 984, column: 6, scope: !462, inlinedAt: !481)
!485 = !DILocation(line: 984, column: 54, scope: !462, inlinedAt: !481)
!486 = !DILocation(line: 984, column: 5, scope: !462, inlinedAt: !481)
!487 = !DILocation(line: 117, column: 308, scope: !366, inlinedAt: !454)
!488 = !DILocation(line: 117, column: 201, scope: !366, inlinedAt: !454)
!489 = !DILocation(line: 117, column: 199, scope: !366, inlinedAt: !454)
!490 = !{!459, !459, i64 0}
!491 = !DILocalVariable(name: "sf1", arg: 1, scope: !492, file: !463, line: 966, type: !177)
!492 = distinct !DISubprogram(name: "safe_sub_func_float_f_f", scope: !463, file: !463, line: 966, type: !464, scopeLine: 967, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !493)
!493 = !{!491, !494}
!494 = !DILocalVariable(name: "sf2", arg: 2, scope: !492, file: !463, line: 966, type: !177)
!495 = !DILocation(line: 0, scope: !492, inlinedAt: !496)
!496 = distinct !DILocation(line: 117, column: 165, scope: !366, inlinedAt: !454)
!497 = !DILocation(line: 971, column: 25, scope: !492, inlinedAt: !496)
!498 = !DILocation(line: 971, column: 6, scope: !492, inlinedAt: !496)
!499 = !DILocation(line: 971, column: 41, scope: !492, inlinedAt: !496)
!500 = !DILocation(line: 971, column: 5, scope: !492, inlinedAt: !496)
!501 = !DILocation(line: 117, column: 327, scope: !366, inlinedAt: !454)
!502 = !DILocation(line: 117, column: 163, scope: !366, inlinedAt: !454)
!503 = !DILocation(line: 0, scope: !472, inlinedAt: !504)
!504 = distinct !DILocation(line: 117, column: 76, scope: !366, inlinedAt: !454)
!505 = !DILocation(line: 959, column: 33, scope: !472, inlinedAt: !504)
!506 = !DILocation(line: 959, column: 25, scope: !472, inlinedAt: !504)
!507 = !DILocation(line: 959, column: 6, scope: !472, inlinedAt: !504)
!508 = !DILocation(line: 959, column: 41, scope: !472, inlinedAt: !504)
!509 = !DILocation(line: 959, column: 5, scope: !472, inlinedAt: !504)
!510 = !DILocation(line: 117, column: 73, scope: !366, inlinedAt: !454)
!511 = !DILocation(line: 117, column: 63, scope: !366, inlinedAt: !454)
!512 = !DILocation(line: 0, scope: !472, inlinedAt: !513)
!513 = distinct !DILocation(line: 117, column: 39, scope: !366, inlinedAt: !454)
!514 = !DILocation(line: 959, column: 25, scope: !472, inlinedAt: !513)
!515 = !DILocation(line: 959, column: 6, scope: !472, inlinedAt: !513)
!516 = !DILocation(line: 959, column: 41, scope: !472, inlinedAt: !513)
!517 = !DILocation(line: 959, column: 5, scope: !472, inlinedAt: !513)
!518 = !DILocalVariable(name: "sf1", arg: 1, scope: !519, file: !463, line: 994, type: !177)
!519 = distinct !DISubprogram(name: "safe_div_func_float_f_f", scope: !463, file: !463, line: 994, type: !464, scopeLine: 995, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !520)
!520 = !{!518, !521}
!521 = !DILocalVariable(name: "sf2", arg: 2, scope: !519, file: !463, line: 994, type: !177)
!522 = !DILocation(line: 0, scope: !519, inlinedAt: !523)
!523 = distinct !DILocation(line: 117, column: 14, scope: !366, inlinedAt: !454)
!524 = !DILocation(line: 1006, column: 10, scope: !519, inlinedAt: !523)
!525 = !DILocation(line: 117, column: 13, scope: !366, inlinedAt: !454)
!526 = !DILocation(line: 117, column: 11, scope: !366, inlinedAt: !454)
!527 = !{!458, !458, i64 0}
!528 = !DILocation(line: 118, column: 5, scope: !366, inlinedAt: !454)
!529 = !DILocation(line: 119, column: 10, scope: !388, inlinedAt: !454)
!530 = !{i64 0, i64 56, !531}
!531 = !{!306, !306, i64 0}
!532 = !DILocation(line: 119, column: 235, scope: !388, inlinedAt: !454)
!533 = !DILocation(line: 0, scope: !391, inlinedAt: !454)
!534 = !DILocation(line: 129, column: 19, scope: !391, inlinedAt: !454)
!535 = !DILocation(line: 124, scope: !393, inlinedAt: !454)
!536 = !DILocation(line: 189, column: 14, scope: !366, inlinedAt: !454)
!537 = !DILocation(line: 189, column: 13, scope: !366, inlinedAt: !454)
!538 = !DILocation(line: 190, column: 1, scope: !366, inlinedAt: !454)
!539 = !DILocation(line: 95, column: 14, scope: !341, inlinedAt: !357)
!540 = !DILocation(line: 362, column: 25, scope: !541)
!541 = distinct !DILexicalBlock(scope: !542, file: !3, line: 361, column: 5)
!542 = distinct !DILexicalBlock(scope: !543, file: !3, line: 360, column: 5)
!543 = distinct !DILexicalBlock(scope: !287, file: !3, line: 360, column: 5)
!544 = !DILocation(line: 362, column: 9, scope: !541)
!545 = !DILocation(line: 363, column: 13, scope: !541)
!546 = !DILocation(line: 363, column: 31, scope: !547)
!547 = distinct !DILexicalBlock(scope: !541, file: !3, line: 363, column: 13)
!548 = !DILocalVariable(name: "ptr", arg: 1, scope: !549, file: !121, line: 121, type: !291)
!549 = distinct !DISubprogram(name: "transparent_crc_bytes", scope: !121, file: !121, line: 121, type: !550, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !552)
!550 = !DISubroutineType(types: !551)
!551 = !{null, !291, !6, !291, !6}
!552 = !{!548, !553, !554, !555, !556}
!553 = !DILocalVariable(name: "nbytes", arg: 2, scope: !549, file: !121, line: 121, type: !6)
!554 = !DILocalVariable(name: "vname", arg: 3, scope: !549, file: !121, line: 121, type: !291)
!555 = !DILocalVariable(name: "flag", arg: 4, scope: !549, file: !121, line: 121, type: !6)
!556 = !DILocalVariable(name: "i", scope: !549, file: !121, line: 123, type: !6)
!557 = !DILocation(line: 0, scope: !549, inlinedAt: !558)
!558 = distinct !DILocation(line: 366, column: 5, scope: !287)
!559 = !DILocation(line: 125, column: 20, scope: !560, inlinedAt: !558)
!560 = distinct !DILexicalBlock(scope: !561, file: !121, line: 124, column: 30)
!561 = distinct !DILexicalBlock(scope: !562, file: !121, line: 124, column: 5)
!562 = distinct !DILexicalBlock(scope: !549, file: !121, line: 124, column: 5)
!563 = !DILocalVariable(name: "b", arg: 1, scope: !564, file: !121, line: 71, type: !185)
!564 = distinct !DISubprogram(name: "crc32_byte", scope: !121, file: !121, line: 71, type: !565, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !567)
!565 = !DISubroutineType(types: !566)
!566 = !{null, !185}
!567 = !{!563}
!568 = !DILocation(line: 0, scope: !564, inlinedAt: !569)
!569 = distinct !DILocation(line: 125, column: 9, scope: !560, inlinedAt: !558)
!570 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !569)
!571 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !569)
!572 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !569)
!573 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !569)
!574 = !DILocation(line: 127, column: 6, scope: !575, inlinedAt: !558)
!575 = distinct !DILexicalBlock(scope: !549, file: !121, line: 127, column: 6)
!576 = !DILocation(line: 127, column: 6, scope: !549, inlinedAt: !558)
!577 = !DILocation(line: 128, column: 73, scope: !578, inlinedAt: !558)
!578 = distinct !DILexicalBlock(scope: !575, file: !121, line: 127, column: 12)
!579 = !DILocation(line: 128, column: 5, scope: !578, inlinedAt: !558)
!580 = !DILocation(line: 129, column: 2, scope: !578, inlinedAt: !558)
!581 = !DILocation(line: 367, column: 21, scope: !287)
!582 = !DILocation(line: 367, column: 5, scope: !287)
!583 = !DILocation(line: 368, column: 5, scope: !287)
!584 = !DILocation(line: 369, column: 5, scope: !287)
!585 = !DILocation(line: 370, column: 5, scope: !287)
!586 = !DILocation(line: 371, column: 26, scope: !287)
!587 = !DILocation(line: 371, column: 21, scope: !287)
!588 = !DILocation(line: 371, column: 5, scope: !287)
!589 = !DILocation(line: 372, column: 5, scope: !287)
!590 = !DILocation(line: 373, column: 5, scope: !287)
!591 = !DILocation(line: 374, column: 5, scope: !287)
!592 = !DILocation(line: 0, scope: !549, inlinedAt: !593)
!593 = distinct !DILocation(line: 375, column: 5, scope: !287)
!594 = !DILocation(line: 0, scope: !564, inlinedAt: !595)
!595 = distinct !DILocation(line: 125, column: 9, scope: !560, inlinedAt: !593)
!596 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !595)
!597 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !595)
!598 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !595)
!599 = !DILocation(line: 127, column: 6, scope: !549, inlinedAt: !593)
!600 = !DILocation(line: 128, column: 73, scope: !578, inlinedAt: !593)
!601 = !DILocation(line: 128, column: 5, scope: !578, inlinedAt: !593)
!602 = !DILocation(line: 129, column: 2, scope: !578, inlinedAt: !593)
!603 = !DILocation(line: 376, column: 5, scope: !287)
!604 = !DILocation(line: 377, column: 5, scope: !287)
!605 = !DILocation(line: 378, column: 5, scope: !287)
!606 = !DILocation(line: 381, column: 25, scope: !607)
!607 = distinct !DILexicalBlock(scope: !608, file: !3, line: 380, column: 5)
!608 = distinct !DILexicalBlock(scope: !609, file: !3, line: 379, column: 5)
!609 = distinct !DILexicalBlock(scope: !287, file: !3, line: 379, column: 5)
!610 = !DILocation(line: 381, column: 9, scope: !607)
!611 = !DILocation(line: 382, column: 13, scope: !607)
!612 = !DILocation(line: 382, column: 31, scope: !613)
!613 = distinct !DILexicalBlock(scope: !607, file: !3, line: 382, column: 13)
!614 = !DILocation(line: 385, column: 5, scope: !287)
!615 = !DILocation(line: 386, column: 5, scope: !287)
!616 = !DILocation(line: 387, column: 26, scope: !287)
!617 = !DILocation(line: 387, column: 21, scope: !287)
!618 = !DILocation(line: 387, column: 5, scope: !287)
!619 = !DILocation(line: 388, column: 26, scope: !287)
!620 = !{!457, !334, i64 4}
!621 = !DILocation(line: 388, column: 21, scope: !287)
!622 = !DILocation(line: 388, column: 5, scope: !287)
!623 = !DILocation(line: 389, column: 26, scope: !287)
!624 = !{!457, !458, i64 8}
!625 = !DILocation(line: 389, column: 21, scope: !287)
!626 = !DILocation(line: 389, column: 5, scope: !287)
!627 = !DILocation(line: 390, column: 26, scope: !287)
!628 = !{!457, !334, i64 12}
!629 = !DILocation(line: 390, column: 21, scope: !287)
!630 = !DILocation(line: 390, column: 5, scope: !287)
!631 = !DILocation(line: 391, column: 26, scope: !287)
!632 = !{!457, !306, i64 16}
!633 = !DILocation(line: 391, column: 21, scope: !287)
!634 = !DILocation(line: 391, column: 5, scope: !287)
!635 = !DILocation(line: 392, column: 26, scope: !287)
!636 = !{!457, !363, i64 24}
!637 = !DILocation(line: 392, column: 5, scope: !287)
!638 = !DILocation(line: 0, scope: !549, inlinedAt: !639)
!639 = distinct !DILocation(line: 393, column: 5, scope: !287)
!640 = !DILocation(line: 125, column: 20, scope: !560, inlinedAt: !639)
!641 = !DILocation(line: 0, scope: !564, inlinedAt: !642)
!642 = distinct !DILocation(line: 125, column: 9, scope: !560, inlinedAt: !639)
!643 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !642)
!644 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !642)
!645 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !642)
!646 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !642)
!647 = !DILocation(line: 127, column: 6, scope: !549, inlinedAt: !639)
!648 = !DILocation(line: 128, column: 73, scope: !578, inlinedAt: !639)
!649 = !DILocation(line: 128, column: 5, scope: !578, inlinedAt: !639)
!650 = !DILocation(line: 129, column: 2, scope: !578, inlinedAt: !639)
!651 = !DILocation(line: 394, column: 26, scope: !287)
!652 = !DILocation(line: 394, column: 5, scope: !287)
!653 = !DILocation(line: 395, column: 26, scope: !287)
!654 = !{!457, !334, i64 48}
!655 = !DILocation(line: 395, column: 21, scope: !287)
!656 = !DILocation(line: 395, column: 5, scope: !287)
!657 = !DILocation(line: 396, column: 26, scope: !287)
!658 = !{!457, !306, i64 52}
!659 = !DILocation(line: 396, column: 21, scope: !287)
!660 = !DILocation(line: 396, column: 5, scope: !287)
!661 = !DILocation(line: 397, column: 21, scope: !287)
!662 = !DILocation(line: 397, column: 5, scope: !287)
!663 = !DILocation(line: 398, column: 5, scope: !287)
!664 = !DILocation(line: 399, column: 27, scope: !287)
!665 = !DILocation(line: 399, column: 21, scope: !287)
!666 = !DILocation(line: 399, column: 5, scope: !287)
!667 = !DILocation(line: 400, column: 21, scope: !287)
!668 = !DILocation(line: 400, column: 5, scope: !287)
!669 = !DILocation(line: 403, column: 25, scope: !670)
!670 = distinct !DILexicalBlock(scope: !671, file: !3, line: 402, column: 5)
!671 = distinct !DILexicalBlock(scope: !672, file: !3, line: 401, column: 5)
!672 = distinct !DILexicalBlock(scope: !287, file: !3, line: 401, column: 5)
!673 = !DILocation(line: 403, column: 9, scope: !670)
!674 = !DILocation(line: 404, column: 13, scope: !670)
!675 = !DILocation(line: 404, column: 31, scope: !676)
!676 = distinct !DILexicalBlock(scope: !670, file: !3, line: 404, column: 13)
!677 = !DILocation(line: 407, column: 21, scope: !287)
!678 = !DILocation(line: 407, column: 5, scope: !287)
!679 = !DILocation(line: 408, column: 5, scope: !287)
!680 = !DILocation(line: 409, column: 21, scope: !287)
!681 = !DILocation(line: 409, column: 5, scope: !287)
!682 = !DILocation(line: 0, scope: !549, inlinedAt: !683)
!683 = distinct !DILocation(line: 410, column: 5, scope: !287)
!684 = !DILocation(line: 125, column: 20, scope: !560, inlinedAt: !683)
!685 = !DILocation(line: 0, scope: !564, inlinedAt: !686)
!686 = distinct !DILocation(line: 125, column: 9, scope: !560, inlinedAt: !683)
!687 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !686)
!688 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !686)
!689 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !686)
!690 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !686)
!691 = !DILocation(line: 127, column: 6, scope: !549, inlinedAt: !683)
!692 = !DILocation(line: 128, column: 73, scope: !578, inlinedAt: !683)
!693 = !DILocation(line: 128, column: 5, scope: !578, inlinedAt: !683)
!694 = !DILocation(line: 129, column: 2, scope: !578, inlinedAt: !683)
!695 = !DILocation(line: 411, column: 21, scope: !287)
!696 = !DILocation(line: 411, column: 5, scope: !287)
!697 = !DILocation(line: 412, column: 27, scope: !287)
!698 = !DILocation(line: 412, column: 21, scope: !287)
!699 = !DILocation(line: 412, column: 5, scope: !287)
!700 = !DILocation(line: 413, column: 21, scope: !287)
!701 = !DILocation(line: 413, column: 5, scope: !287)
!702 = !DILocation(line: 414, column: 27, scope: !287)
!703 = !DILocation(line: 414, column: 21, scope: !287)
!704 = !DILocation(line: 414, column: 5, scope: !287)
!705 = !DILocation(line: 415, column: 5, scope: !287)
!706 = !DILocation(line: 416, column: 5, scope: !287)
!707 = !DILocation(line: 417, column: 23, scope: !287)
!708 = !DILocation(line: 417, column: 37, scope: !287)
!709 = !DILocalVariable(name: "crc", arg: 1, scope: !710, file: !269, line: 49, type: !123)
!710 = distinct !DISubprogram(name: "platform_main_end", scope: !269, file: !269, line: 49, type: !711, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !713)
!711 = !DISubroutineType(types: !712)
!712 = !{null, !123, !6}
!713 = !{!709, !714}
!714 = !DILocalVariable(name: "flag", arg: 2, scope: !710, file: !269, line: 49, type: !6)
!715 = !DILocation(line: 0, scope: !710, inlinedAt: !716)
!716 = distinct !DILocation(line: 417, column: 5, scope: !287)
!717 = !DILocation(line: 56, column: 2, scope: !710, inlinedAt: !716)
!718 = !DILocation(line: 418, column: 5, scope: !287)
!719 = distinct !DISubprogram(name: "transparent_crc", scope: !121, file: !121, line: 110, type: !720, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !722)
!720 = !DISubroutineType(types: !721)
!721 = !{null, !172, !291, !6}
!722 = !{!723, !724, !725}
!723 = !DILocalVariable(name: "val", arg: 1, scope: !719, file: !121, line: 110, type: !172)
!724 = !DILocalVariable(name: "vname", arg: 2, scope: !719, file: !121, line: 110, type: !291)
!725 = !DILocalVariable(name: "flag", arg: 3, scope: !719, file: !121, line: 110, type: !6)
!726 = !DILocation(line: 0, scope: !719)
!727 = !DILocalVariable(name: "val", arg: 1, scope: !728, file: !121, line: 97, type: !172)
!728 = distinct !DISubprogram(name: "crc32_8bytes", scope: !121, file: !121, line: 97, type: !729, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !731)
!729 = !DISubroutineType(types: !730)
!730 = !{null, !172}
!731 = !{!727}
!732 = !DILocation(line: 0, scope: !728, inlinedAt: !733)
!733 = distinct !DILocation(line: 112, column: 2, scope: !719)
!734 = !DILocation(line: 0, scope: !564, inlinedAt: !735)
!735 = distinct !DILocation(line: 99, column: 2, scope: !728, inlinedAt: !733)
!736 = !DILocation(line: 73, column: 5, scope: !564, inlinedAt: !735)
!737 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !735)
!738 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !735)
!739 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !735)
!740 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !735)
!741 = !DILocation(line: 100, column: 18, scope: !728, inlinedAt: !733)
!742 = !DILocation(line: 0, scope: !564, inlinedAt: !743)
!743 = distinct !DILocation(line: 100, column: 2, scope: !728, inlinedAt: !733)
!744 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !743)
!745 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !743)
!746 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !743)
!747 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !743)
!748 = !DILocation(line: 101, column: 18, scope: !728, inlinedAt: !733)
!749 = !DILocation(line: 0, scope: !564, inlinedAt: !750)
!750 = distinct !DILocation(line: 101, column: 2, scope: !728, inlinedAt: !733)
!751 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !750)
!752 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !750)
!753 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !750)
!754 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !750)
!755 = !DILocation(line: 102, column: 18, scope: !728, inlinedAt: !733)
!756 = !DILocation(line: 0, scope: !564, inlinedAt: !757)
!757 = distinct !DILocation(line: 102, column: 2, scope: !728, inlinedAt: !733)
!758 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !757)
!759 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !757)
!760 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !757)
!761 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !757)
!762 = !DILocation(line: 103, column: 18, scope: !728, inlinedAt: !733)
!763 = !DILocation(line: 0, scope: !564, inlinedAt: !764)
!764 = distinct !DILocation(line: 103, column: 2, scope: !728, inlinedAt: !733)
!765 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !764)
!766 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !764)
!767 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !764)
!768 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !764)
!769 = !DILocation(line: 104, column: 18, scope: !728, inlinedAt: !733)
!770 = !DILocation(line: 0, scope: !564, inlinedAt: !771)
!771 = distinct !DILocation(line: 104, column: 2, scope: !728, inlinedAt: !733)
!772 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !771)
!773 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !771)
!774 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !771)
!775 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !771)
!776 = !DILocation(line: 105, column: 18, scope: !728, inlinedAt: !733)
!777 = !DILocation(line: 0, scope: !564, inlinedAt: !778)
!778 = distinct !DILocation(line: 105, column: 2, scope: !728, inlinedAt: !733)
!779 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !778)
!780 = !DILocation(line: 74, column: 33, scope: !564, inlinedAt: !778)
!781 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !778)
!782 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !778)
!783 = !DILocation(line: 106, column: 18, scope: !728, inlinedAt: !733)
!784 = !DILocation(line: 0, scope: !564, inlinedAt: !785)
!785 = distinct !DILocation(line: 106, column: 2, scope: !728, inlinedAt: !733)
!786 = !DILocation(line: 73, column: 19, scope: !564, inlinedAt: !785)
!787 = !DILocation(line: 74, column: 3, scope: !564, inlinedAt: !785)
!788 = !DILocation(line: 73, column: 39, scope: !564, inlinedAt: !785)
!789 = !DILocation(line: 72, column: 16, scope: !564, inlinedAt: !785)
!790 = !DILocation(line: 113, column: 6, scope: !791)
!791 = distinct !DILexicalBlock(scope: !719, file: !121, line: 113, column: 6)
!792 = !DILocation(line: 113, column: 6, scope: !719)
!793 = !DILocation(line: 114, column: 73, scope: !794)
!794 = distinct !DILexicalBlock(scope: !791, file: !121, line: 113, column: 12)
!795 = !DILocation(line: 114, column: 5, scope: !794)
!796 = !DILocation(line: 115, column: 2, scope: !794)
!797 = !DILocation(line: 116, column: 1, scope: !719)
!798 = !DISubprogram(name: "printf", scope: !799, file: !799, line: 356, type: !800, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!799 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!800 = !DISubroutineType(types: !801)
!801 = !{!6, !802, null}
!802 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !803)
!803 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !804, size: 64)
!804 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
