; ModuleID = 'float_arith.c'
source_filename = "float_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"%f %f %f %f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"%.10f %.3e %g %g\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [10 x i8] c"%e %e %e\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"%g %g %g %g %g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [19 x i8] c"%.3g %.10g %#g %g\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [30 x i8] c"%10.4f|%-10.2f|%+.1f|%010.3f\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [33 x i8] c"float 0.1+0.2=%.9f double=%.17f\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [26 x i8] c"float eq %d double eq %d\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [32 x i8] c"H(%d): float %.7f double %.15f\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [14 x i8] c"p(%d/2)=%.6f\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [18 x i8] c"sqrt(%d) ~ %.12f\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [15 x i8] c"p*q+r = %.20e\0A\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [17 x i8] c"e1*e2-1 = %.20e\0A\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [17 x i8] c"f1*f2-1 = %.20e\0A\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [25 x i8] c"runtime e1*e2-1 = %.20e\0A\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [25 x i8] c"runtime f1*f2-1 = %.20e\0A\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [33 x i8] c"third f=%.20f d=%.20f diff=%.5e\0A\00", align 1, !dbg !73
@.str.17 = private unnamed_addr constant [17 x i8] c"leibniz*4=%.12f\0A\00", align 1, !dbg !75
@.str.18 = private unnamed_addr constant [22 x i8] c"leibniz*4 float=%.7f\0A\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [24 x i8] c"negzero %f %g %e eq=%d\0A\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [23 x i8] c"tiny %g %e huge %g %e\0A\00", align 1, !dbg !87
@.str.21 = private unnamed_addr constant [26 x i8] c"%.0f %.0f %.0f %.0f %.0f\0A\00", align 1, !dbg !92
@.str.22 = private unnamed_addr constant [16 x i8] c"%.2f %.2f %.1f\0A\00", align 1, !dbg !94

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !109 {
  %1 = alloca [5 x double], align 16, !DIAssignID !162
    #dbg_assign(i1 undef, !122, !DIExpression(), !162, ptr %1, !DIExpression(), !163)
  %2 = alloca double, align 8, !DIAssignID !164
    #dbg_assign(i1 undef, !141, !DIExpression(), !164, ptr %2, !DIExpression(), !163)
  %3 = alloca double, align 8, !DIAssignID !165
    #dbg_assign(i1 undef, !143, !DIExpression(), !165, ptr %3, !DIExpression(), !163)
  %4 = alloca double, align 8, !DIAssignID !166
    #dbg_assign(i1 undef, !144, !DIExpression(), !166, ptr %4, !DIExpression(), !163)
  %5 = alloca float, align 4, !DIAssignID !167
    #dbg_assign(i1 undef, !148, !DIExpression(), !167, ptr %5, !DIExpression(), !163)
  %6 = alloca float, align 4, !DIAssignID !168
    #dbg_assign(i1 undef, !150, !DIExpression(), !168, ptr %6, !DIExpression(), !163)
    #dbg_value(double 1.500000e+00, !114, !DIExpression(), !163)
    #dbg_value(double -2.250000e+00, !115, !DIExpression(), !163)
    #dbg_value(double 1.000000e-03, !116, !DIExpression(), !163)
    #dbg_value(double 0x40C81CD6E631F8A1, !117, !DIExpression(), !163)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -7.500000e-01, double noundef -3.375000e+00, double noundef 0xBFE5555555555555, double noundef 3.750000e+00), !dbg !169
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x4028B0FCD324D5A3, double noundef 0x4028B0FCD324D5A3, double noundef 0x4028B0FCD324D5A3, double noundef 0x41A22B5C5700F9B9), !dbg !170
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x40C81CD6E631F8A1, double noundef 0x3FD5555555555555, double noundef 0xBFE5555555555555), !dbg !171
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000), !dbg !172
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 2.000000e+00, double noundef 0.000000e+00), !dbg !173
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.500000e+00, double noundef -2.250000e+00, double noundef 1.000000e-03, double noundef 0x40C81CD6E631F8A1), !dbg !174
    #dbg_value(float 0x3FB99999A0000000, !118, !DIExpression(), !163)
    #dbg_value(float 0x3FC99999A0000000, !119, !DIExpression(), !163)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x3FD3333340000000, double noundef 0x3FD3333333333334), !dbg !175
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 0), !dbg !176
    #dbg_value(i32 1, !120, !DIExpression(), !177)
  br label %15, !dbg !178

15:                                               ; preds = %0, %38
  %16 = phi i32 [ 1, %0 ], [ %41, %38 ]
    #dbg_value(i32 %16, !120, !DIExpression(), !177)
  br label %22, !dbg !179

17:                                               ; preds = %38
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #5, !dbg !190
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %1, i8 0, i64 40, i1 false), !dbg !191, !DIAssignID !192
    #dbg_assign(i8 0, !122, !DIExpression(), !192, ptr %1, !DIExpression(), !163)
  store double 1.000000e+00, ptr %1, align 16, !dbg !191, !DIAssignID !193
    #dbg_assign(double 1.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !193, ptr %1, !DIExpression(), !163)
  %18 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !191
  store double -3.000000e+00, ptr %18, align 8, !dbg !191, !DIAssignID !194
    #dbg_assign(double -3.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !194, ptr %18, !DIExpression(), !163)
  %19 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !191
  store double 5.000000e-01, ptr %19, align 16, !dbg !191, !DIAssignID !195
    #dbg_assign(double 5.000000e-01, !122, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !195, ptr %19, !DIExpression(), !163)
  %20 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !191
  store double 2.000000e+00, ptr %20, align 8, !dbg !191, !DIAssignID !196
    #dbg_assign(double 2.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !196, ptr %20, !DIExpression(), !163)
  %21 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !191
  store double -1.250000e-01, ptr %21, align 16, !dbg !191, !DIAssignID !197
    #dbg_assign(double -1.250000e-01, !122, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !197, ptr %21, !DIExpression(), !163)
    #dbg_value(i32 -3, !127, !DIExpression(), !198)
  br label %43, !dbg !199

22:                                               ; preds = %15, %22
  %23 = phi i32 [ %28, %22 ], [ 1, %15 ]
  %24 = phi float [ %27, %22 ], [ 0.000000e+00, %15 ]
    #dbg_value(i32 %23, !187, !DIExpression(), !200)
    #dbg_value(float %24, !186, !DIExpression(), !201)
  %25 = uitofp nneg i32 %23 to float, !dbg !202
  %26 = fdiv float 1.000000e+00, %25, !dbg !204
  %27 = fadd float %24, %26, !dbg !205
    #dbg_value(float %27, !186, !DIExpression(), !201)
  %28 = add nuw i32 %23, 1, !dbg !206
    #dbg_value(i32 %28, !187, !DIExpression(), !200)
  %29 = icmp eq i32 %23, %16, !dbg !207
  br i1 %29, label %30, label %22, !dbg !179, !llvm.loop !208

30:                                               ; preds = %22, %30
  %31 = phi i32 [ %36, %30 ], [ 1, %22 ]
  %32 = phi double [ %35, %30 ], [ 0.000000e+00, %22 ]
    #dbg_value(i32 %31, !212, !DIExpression(), !220)
    #dbg_value(double %32, !219, !DIExpression(), !222)
  %33 = uitofp nneg i32 %31 to double, !dbg !223
  %34 = fdiv double 1.000000e+00, %33, !dbg !225
  %35 = fadd double %32, %34, !dbg !226
    #dbg_value(double %35, !219, !DIExpression(), !222)
  %36 = add nuw i32 %31, 1, !dbg !227
    #dbg_value(i32 %36, !212, !DIExpression(), !220)
  %37 = icmp eq i32 %31, %16, !dbg !228
  br i1 %37, label %38, label %30, !dbg !229, !llvm.loop !230

38:                                               ; preds = %30
  %39 = fpext float %27 to double, !dbg !232
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %16, double noundef %39, double noundef %35), !dbg !233
  %41 = mul nuw nsw i32 %16, 10, !dbg !234
    #dbg_value(i32 %41, !120, !DIExpression(), !177)
  %42 = icmp ult i32 %16, 101, !dbg !235
  br i1 %42, label %15, label %17, !dbg !178, !llvm.loop !236

43:                                               ; preds = %17, %55
  %44 = phi i32 [ -3, %17 ], [ %57, %55 ]
    #dbg_value(i32 %44, !127, !DIExpression(), !198)
  %45 = sitofp i32 %44 to double, !dbg !238
  %46 = fmul double %45, 5.000000e-01, !dbg !240
    #dbg_value(ptr %1, !241, !DIExpression(), !252)
    #dbg_value(i32 5, !247, !DIExpression(), !252)
    #dbg_value(double %46, !248, !DIExpression(), !252)
    #dbg_value(double 0.000000e+00, !249, !DIExpression(), !252)
    #dbg_value(i32 4, !250, !DIExpression(), !254)
  br label %47, !dbg !255

47:                                               ; preds = %47, %43
  %48 = phi i64 [ 4, %43 ], [ %53, %47 ]
  %49 = phi double [ 0.000000e+00, %43 ], [ %52, %47 ]
    #dbg_value(i64 %48, !250, !DIExpression(), !254)
    #dbg_value(double %49, !249, !DIExpression(), !252)
  %50 = getelementptr inbounds double, ptr %1, i64 %48, !dbg !256
  %51 = load double, ptr %50, align 8, !dbg !256, !tbaa !258
  %52 = tail call double @llvm.fmuladd.f64(double %49, double %46, double %51), !dbg !262
    #dbg_value(double %52, !249, !DIExpression(), !252)
  %53 = add nsw i64 %48, -1, !dbg !263
    #dbg_value(i64 %53, !250, !DIExpression(), !254)
  %54 = icmp eq i64 %48, 0, !dbg !264
  br i1 %54, label %55, label %47, !dbg !255, !llvm.loop !265

55:                                               ; preds = %47
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %44, double noundef %52), !dbg !267
  %57 = add nsw i32 %44, 1, !dbg !268
    #dbg_value(i32 %57, !127, !DIExpression(), !198)
  %58 = icmp eq i32 %57, 4, !dbg !269
  br i1 %58, label %74, label %43, !dbg !199, !llvm.loop !270

59:                                               ; preds = %87
    #dbg_value(double 1.000000e-01, !131, !DIExpression(), !163)
    #dbg_value(double 1.000000e+01, !132, !DIExpression(), !163)
    #dbg_value(double -1.000000e+00, !133, !DIExpression(), !163)
    #dbg_value(double 1.000000e+00, !134, !DIExpression(), !163)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0.000000e+00), !dbg !272
    #dbg_value(double 0x3FF0000000400000, !135, !DIExpression(), !163)
    #dbg_value(double 0x3FEFFFFFFF800000, !136, !DIExpression(), !163)
    #dbg_value(double 1.000000e+00, !137, !DIExpression(), !163)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0.000000e+00), !dbg !273
    #dbg_value(float 0x3FF0008000000000, !138, !DIExpression(), !163)
    #dbg_value(float 0x3FEFFF0000000000, !139, !DIExpression(), !163)
    #dbg_value(float 1.000000e+00, !140, !DIExpression(), !163)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0.000000e+00), !dbg !274
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !275
  store volatile double 0x3FF0000000400000, ptr %2, align 8, !dbg !276, !tbaa !258, !DIAssignID !277
    #dbg_assign(double 0x3FF0000000400000, !141, !DIExpression(), !277, ptr %2, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !275
  store volatile double 0x3FEFFFFFFF800000, ptr %3, align 8, !dbg !278, !tbaa !258, !DIAssignID !279
    #dbg_assign(double 0x3FEFFFFFFF800000, !143, !DIExpression(), !279, ptr %3, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !dbg !275
  store volatile double -1.000000e+00, ptr %4, align 8, !dbg !280, !tbaa !258, !DIAssignID !281
    #dbg_assign(double -1.000000e+00, !144, !DIExpression(), !281, ptr %4, !DIExpression(), !163)
  %63 = load volatile double, ptr %2, align 8, !dbg !282, !tbaa !258
    #dbg_value(double %63, !145, !DIExpression(), !163)
  %64 = load volatile double, ptr %3, align 8, !dbg !283, !tbaa !258
    #dbg_value(double %64, !146, !DIExpression(), !163)
  %65 = load volatile double, ptr %4, align 8, !dbg !284, !tbaa !258
    #dbg_value(double %65, !147, !DIExpression(), !163)
  %66 = tail call double @llvm.fmuladd.f64(double %63, double %64, double %65), !dbg !285
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %66), !dbg !286
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !287
  store volatile float 0x3FF0008000000000, ptr %5, align 4, !dbg !288, !tbaa !289, !DIAssignID !291
    #dbg_assign(float 0x3FF0008000000000, !148, !DIExpression(), !291, ptr %5, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !287
  store volatile float 0x3FEFFF0000000000, ptr %6, align 4, !dbg !292, !tbaa !289, !DIAssignID !293
    #dbg_assign(float 0x3FEFFF0000000000, !150, !DIExpression(), !293, ptr %6, !DIExpression(), !163)
  %68 = load volatile float, ptr %5, align 4, !dbg !294, !tbaa !289
    #dbg_value(float %68, !151, !DIExpression(), !163)
  %69 = load volatile float, ptr %6, align 4, !dbg !295, !tbaa !289
    #dbg_value(float %69, !152, !DIExpression(), !163)
  %70 = tail call float @llvm.fmuladd.f32(float %68, float %69, float -1.000000e+00), !dbg !296
  %71 = fpext float %70 to double, !dbg !297
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %71), !dbg !298
    #dbg_value(float 0x3FD5555560000000, !153, !DIExpression(), !163)
    #dbg_value(double 0x3FD5555555555555, !154, !DIExpression(), !163)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555, double noundef 0x3E45555556000000), !dbg !299
    #dbg_value(double 0.000000e+00, !155, !DIExpression(), !163)
    #dbg_value(i32 0, !156, !DIExpression(), !300)
  br label %94, !dbg !301

74:                                               ; preds = %55, %87
  %75 = phi i32 [ %89, %87 ], [ 1, %55 ]
    #dbg_value(i32 %75, !129, !DIExpression(), !302)
  %76 = uitofp nneg i32 %75 to double, !dbg !303
    #dbg_value(double %76, !305, !DIExpression(), !313)
  %77 = fcmp ogt double %76, 1.000000e+00, !dbg !315
  %78 = select i1 %77, double %76, double 1.000000e+00, !dbg !316
    #dbg_value(double %78, !310, !DIExpression(), !313)
    #dbg_value(i32 0, !311, !DIExpression(), !317)
  br label %79, !dbg !318

79:                                               ; preds = %79, %74
  %80 = phi i32 [ 0, %74 ], [ %85, %79 ]
  %81 = phi double [ %78, %74 ], [ %84, %79 ]
    #dbg_value(i32 %80, !311, !DIExpression(), !317)
    #dbg_value(double %81, !310, !DIExpression(), !313)
  %82 = fdiv double %76, %81, !dbg !319
  %83 = fadd double %81, %82, !dbg !321
  %84 = fmul double %83, 5.000000e-01, !dbg !322
    #dbg_value(double %84, !310, !DIExpression(), !313)
  %85 = add nuw nsw i32 %80, 1, !dbg !323
    #dbg_value(i32 %85, !311, !DIExpression(), !317)
  %86 = icmp eq i32 %85, 60, !dbg !324
  br i1 %86, label %87, label %79, !dbg !318, !llvm.loop !325

87:                                               ; preds = %79
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %75, double noundef %84), !dbg !327
  %89 = add nuw nsw i32 %75, 6, !dbg !328
    #dbg_value(i32 %89, !129, !DIExpression(), !302)
  %90 = icmp ult i32 %75, 34, !dbg !329
  br i1 %90, label %74, label %59, !dbg !330, !llvm.loop !331

91:                                               ; preds = %94
  %92 = fmul double %104, 4.000000e+00, !dbg !333
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %92), !dbg !334
    #dbg_value(float 0.000000e+00, !158, !DIExpression(), !163)
    #dbg_value(i32 0, !159, !DIExpression(), !335)
  br label %115, !dbg !336

94:                                               ; preds = %59, %94
  %95 = phi i32 [ 0, %59 ], [ %105, %94 ]
  %96 = phi double [ 0.000000e+00, %59 ], [ %104, %94 ]
    #dbg_value(i32 %95, !156, !DIExpression(), !300)
    #dbg_value(double %96, !155, !DIExpression(), !163)
  %97 = and i32 %95, 1, !dbg !337
  %98 = icmp eq i32 %97, 0, !dbg !339
  %99 = select i1 %98, double 1.000000e+00, double -1.000000e+00, !dbg !339
  %100 = shl nuw nsw i32 %95, 1, !dbg !340
  %101 = or disjoint i32 %100, 1, !dbg !341
  %102 = uitofp nneg i32 %101 to double, !dbg !342
  %103 = fdiv double %99, %102, !dbg !343
  %104 = fadd double %96, %103, !dbg !344
    #dbg_value(double %104, !155, !DIExpression(), !163)
  %105 = add nuw nsw i32 %95, 1, !dbg !345
    #dbg_value(i32 %105, !156, !DIExpression(), !300)
  %106 = icmp eq i32 %105, 1000, !dbg !346
  br i1 %106, label %91, label %94, !dbg !301, !llvm.loop !347

107:                                              ; preds = %115
  %108 = fmul float %125, 4.000000e+00, !dbg !349
  %109 = fpext float %108 to double, !dbg !350
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef %109), !dbg !351
    #dbg_value(double -0.000000e+00, !161, !DIExpression(), !163)
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, i32 noundef 1), !dbg !352
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 1.000000e-310, double noundef 4.940660e-324, double noundef 1.700000e+308, double noundef 0x7FEFFFFFFFFFFFFF), !dbg !353
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01), !dbg !354
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef 1.005000e+00, double noundef 1.125000e+00, double noundef 2.500000e-01), !dbg !355
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !356
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !356
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !356
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !356
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !356
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #5, !dbg !356
  ret i32 0, !dbg !357

115:                                              ; preds = %91, %115
  %116 = phi i32 [ 0, %91 ], [ %126, %115 ]
  %117 = phi float [ 0.000000e+00, %91 ], [ %125, %115 ]
    #dbg_value(i32 %116, !159, !DIExpression(), !335)
    #dbg_value(float %117, !158, !DIExpression(), !163)
  %118 = and i32 %116, 1, !dbg !358
  %119 = icmp eq i32 %118, 0, !dbg !360
  %120 = select i1 %119, float 1.000000e+00, float -1.000000e+00, !dbg !360
  %121 = shl nuw nsw i32 %116, 1, !dbg !361
  %122 = or disjoint i32 %121, 1, !dbg !362
  %123 = uitofp nneg i32 %122 to float, !dbg !363
  %124 = fdiv float %120, %123, !dbg !364
  %125 = fadd float %117, %124, !dbg !365
    #dbg_value(float %125, !158, !DIExpression(), !163)
  %126 = add nuw nsw i32 %116, 1, !dbg !366
    #dbg_value(i32 %126, !159, !DIExpression(), !335)
  %127 = icmp eq i32 %126, 1000, !dbg !367
  br i1 %127, label %107, label %115, !dbg !336, !llvm.loop !368
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !370 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!96}
!llvm.module.flags = !{!101, !102, !103, !104, !105, !106, !107}
!llvm.ident = !{!108}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_arith.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "e4d2ed278bc704b93efba1f286be1a5c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 13)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 10)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 16)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 30)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 33)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 26)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 32)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 14)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !9, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 15)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 17)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !61, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 25)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !68, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !34, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !61, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 22)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 24)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 23)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !39, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !19, isLocal: true, isDefinition: true)
!96 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !97, globals: !100, splitDebugInlining: false, nameTableKind: None)
!97 = !{!98, !99}
!98 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!99 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!100 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !54, !59, !64, !66, !71, !73, !75, !77, !82, !87, !92, !94}
!101 = !{i32 7, !"Dwarf Version", i32 5}
!102 = !{i32 2, !"Debug Info Version", i32 3}
!103 = !{i32 1, !"wchar_size", i32 4}
!104 = !{i32 8, !"PIC Level", i32 2}
!105 = !{i32 7, !"PIE Level", i32 2}
!106 = !{i32 7, !"uwtable", i32 2}
!107 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!108 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!109 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !110, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !113)
!110 = !DISubroutineType(types: !111)
!111 = !{!112}
!112 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!113 = !{!114, !115, !116, !117, !118, !119, !120, !122, !127, !129, !131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !143, !144, !145, !146, !147, !148, !150, !151, !152, !153, !154, !155, !156, !158, !159, !161}
!114 = !DILocalVariable(name: "a", scope: !109, file: !2, line: 34, type: !98)
!115 = !DILocalVariable(name: "b", scope: !109, file: !2, line: 34, type: !98)
!116 = !DILocalVariable(name: "c", scope: !109, file: !2, line: 34, type: !98)
!117 = !DILocalVariable(name: "d", scope: !109, file: !2, line: 34, type: !98)
!118 = !DILocalVariable(name: "fa", scope: !109, file: !2, line: 41, type: !99)
!119 = !DILocalVariable(name: "fb", scope: !109, file: !2, line: 41, type: !99)
!120 = !DILocalVariable(name: "n", scope: !121, file: !2, line: 44, type: !112)
!121 = distinct !DILexicalBlock(scope: !109, file: !2, line: 44, column: 5)
!122 = !DILocalVariable(name: "coeffs", scope: !109, file: !2, line: 46, type: !123)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !124, size: 320, elements: !125)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!125 = !{!126}
!126 = !DISubrange(count: 5)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 47, type: !112)
!128 = distinct !DILexicalBlock(scope: !109, file: !2, line: 47, column: 5)
!129 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 49, type: !112)
!130 = distinct !DILexicalBlock(scope: !109, file: !2, line: 49, column: 5)
!131 = !DILocalVariable(name: "p", scope: !109, file: !2, line: 52, type: !98)
!132 = !DILocalVariable(name: "q", scope: !109, file: !2, line: 52, type: !98)
!133 = !DILocalVariable(name: "r", scope: !109, file: !2, line: 52, type: !98)
!134 = !DILocalVariable(name: "pq", scope: !109, file: !2, line: 53, type: !98)
!135 = !DILocalVariable(name: "e1", scope: !109, file: !2, line: 55, type: !98)
!136 = !DILocalVariable(name: "e2", scope: !109, file: !2, line: 55, type: !98)
!137 = !DILocalVariable(name: "e12", scope: !109, file: !2, line: 56, type: !98)
!138 = !DILocalVariable(name: "f1", scope: !109, file: !2, line: 58, type: !99)
!139 = !DILocalVariable(name: "f2", scope: !109, file: !2, line: 58, type: !99)
!140 = !DILocalVariable(name: "f12", scope: !109, file: !2, line: 59, type: !99)
!141 = !DILocalVariable(name: "ve1", scope: !109, file: !2, line: 63, type: !142)
!142 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !98)
!143 = !DILocalVariable(name: "ve2", scope: !109, file: !2, line: 63, type: !142)
!144 = !DILocalVariable(name: "vm1", scope: !109, file: !2, line: 63, type: !142)
!145 = !DILocalVariable(name: "re1", scope: !109, file: !2, line: 64, type: !98)
!146 = !DILocalVariable(name: "re2", scope: !109, file: !2, line: 64, type: !98)
!147 = !DILocalVariable(name: "rm1", scope: !109, file: !2, line: 64, type: !98)
!148 = !DILocalVariable(name: "vf1", scope: !109, file: !2, line: 66, type: !149)
!149 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !99)
!150 = !DILocalVariable(name: "vf2", scope: !109, file: !2, line: 66, type: !149)
!151 = !DILocalVariable(name: "rf1", scope: !109, file: !2, line: 67, type: !99)
!152 = !DILocalVariable(name: "rf2", scope: !109, file: !2, line: 67, type: !99)
!153 = !DILocalVariable(name: "third", scope: !109, file: !2, line: 70, type: !99)
!154 = !DILocalVariable(name: "dthird", scope: !109, file: !2, line: 71, type: !98)
!155 = !DILocalVariable(name: "s", scope: !109, file: !2, line: 74, type: !98)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 75, type: !112)
!157 = distinct !DILexicalBlock(scope: !109, file: !2, line: 75, column: 5)
!158 = !DILocalVariable(name: "fs", scope: !109, file: !2, line: 78, type: !99)
!159 = !DILocalVariable(name: "i", scope: !160, file: !2, line: 79, type: !112)
!160 = distinct !DILexicalBlock(scope: !109, file: !2, line: 79, column: 5)
!161 = !DILocalVariable(name: "nz", scope: !109, file: !2, line: 83, type: !98)
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 0, scope: !109)
!164 = distinct !DIAssignID()
!165 = distinct !DIAssignID()
!166 = distinct !DIAssignID()
!167 = distinct !DIAssignID()
!168 = distinct !DIAssignID()
!169 = !DILocation(line: 35, column: 5, scope: !109)
!170 = !DILocation(line: 36, column: 5, scope: !109)
!171 = !DILocation(line: 37, column: 5, scope: !109)
!172 = !DILocation(line: 38, column: 5, scope: !109)
!173 = !DILocation(line: 39, column: 5, scope: !109)
!174 = !DILocation(line: 40, column: 5, scope: !109)
!175 = !DILocation(line: 42, column: 5, scope: !109)
!176 = !DILocation(line: 43, column: 5, scope: !109)
!177 = !DILocation(line: 0, scope: !121)
!178 = !DILocation(line: 44, column: 5, scope: !121)
!179 = !DILocation(line: 13, column: 5, scope: !180, inlinedAt: !188)
!180 = distinct !DILexicalBlock(scope: !181, file: !2, line: 13, column: 5)
!181 = distinct !DISubprogram(name: "harmonic_f", scope: !2, file: !2, line: 11, type: !182, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !184)
!182 = !DISubroutineType(types: !183)
!183 = !{!99, !112}
!184 = !{!185, !186, !187}
!185 = !DILocalVariable(name: "n", arg: 1, scope: !181, file: !2, line: 11, type: !112)
!186 = !DILocalVariable(name: "s", scope: !181, file: !2, line: 12, type: !99)
!187 = !DILocalVariable(name: "i", scope: !180, file: !2, line: 13, type: !112)
!188 = distinct !DILocation(line: 45, column: 55, scope: !189)
!189 = distinct !DILexicalBlock(scope: !121, file: !2, line: 44, column: 5)
!190 = !DILocation(line: 46, column: 5, scope: !109)
!191 = !DILocation(line: 46, column: 18, scope: !109)
!192 = distinct !DIAssignID()
!193 = distinct !DIAssignID()
!194 = distinct !DIAssignID()
!195 = distinct !DIAssignID()
!196 = distinct !DIAssignID()
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 0, scope: !128)
!199 = !DILocation(line: 47, column: 5, scope: !128)
!200 = !DILocation(line: 0, scope: !180, inlinedAt: !188)
!201 = !DILocation(line: 0, scope: !181, inlinedAt: !188)
!202 = !DILocation(line: 14, column: 21, scope: !203, inlinedAt: !188)
!203 = distinct !DILexicalBlock(scope: !180, file: !2, line: 13, column: 5)
!204 = !DILocation(line: 14, column: 19, scope: !203, inlinedAt: !188)
!205 = !DILocation(line: 14, column: 11, scope: !203, inlinedAt: !188)
!206 = !DILocation(line: 13, column: 30, scope: !203, inlinedAt: !188)
!207 = !DILocation(line: 13, column: 23, scope: !203, inlinedAt: !188)
!208 = distinct !{!208, !179, !209, !210, !211}
!209 = !DILocation(line: 14, column: 28, scope: !180, inlinedAt: !188)
!210 = !{!"llvm.loop.mustprogress"}
!211 = !{!"llvm.loop.unroll.disable"}
!212 = !DILocalVariable(name: "i", scope: !213, file: !2, line: 20, type: !112)
!213 = distinct !DILexicalBlock(scope: !214, file: !2, line: 20, column: 5)
!214 = distinct !DISubprogram(name: "harmonic_d", scope: !2, file: !2, line: 18, type: !215, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !217)
!215 = !DISubroutineType(types: !216)
!216 = !{!98, !112}
!217 = !{!218, !219, !212}
!218 = !DILocalVariable(name: "n", arg: 1, scope: !214, file: !2, line: 18, type: !112)
!219 = !DILocalVariable(name: "s", scope: !214, file: !2, line: 19, type: !98)
!220 = !DILocation(line: 0, scope: !213, inlinedAt: !221)
!221 = distinct !DILocation(line: 45, column: 70, scope: !189)
!222 = !DILocation(line: 0, scope: !214, inlinedAt: !221)
!223 = !DILocation(line: 21, column: 20, scope: !224, inlinedAt: !221)
!224 = distinct !DILexicalBlock(scope: !213, file: !2, line: 20, column: 5)
!225 = !DILocation(line: 21, column: 18, scope: !224, inlinedAt: !221)
!226 = !DILocation(line: 21, column: 11, scope: !224, inlinedAt: !221)
!227 = !DILocation(line: 20, column: 30, scope: !224, inlinedAt: !221)
!228 = !DILocation(line: 20, column: 23, scope: !224, inlinedAt: !221)
!229 = !DILocation(line: 20, column: 5, scope: !213, inlinedAt: !221)
!230 = distinct !{!230, !229, !231, !210, !211}
!231 = !DILocation(line: 21, column: 20, scope: !213, inlinedAt: !221)
!232 = !DILocation(line: 45, column: 55, scope: !189)
!233 = !DILocation(line: 45, column: 9, scope: !189)
!234 = !DILocation(line: 44, column: 34, scope: !189)
!235 = !DILocation(line: 44, column: 23, scope: !189)
!236 = distinct !{!236, !178, !237, !210, !211}
!237 = !DILocation(line: 45, column: 83, scope: !121)
!238 = !DILocation(line: 48, column: 55, scope: !239)
!239 = distinct !DILexicalBlock(scope: !128, file: !2, line: 47, column: 5)
!240 = !DILocation(line: 48, column: 57, scope: !239)
!241 = !DILocalVariable(name: "c", arg: 1, scope: !242, file: !2, line: 4, type: !245)
!242 = distinct !DISubprogram(name: "horner", scope: !2, file: !2, line: 4, type: !243, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !246)
!243 = !DISubroutineType(types: !244)
!244 = !{!98, !245, !112, !98}
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!246 = !{!241, !247, !248, !249, !250}
!247 = !DILocalVariable(name: "n", arg: 2, scope: !242, file: !2, line: 4, type: !112)
!248 = !DILocalVariable(name: "x", arg: 3, scope: !242, file: !2, line: 4, type: !98)
!249 = !DILocalVariable(name: "r", scope: !242, file: !2, line: 5, type: !98)
!250 = !DILocalVariable(name: "i", scope: !251, file: !2, line: 6, type: !112)
!251 = distinct !DILexicalBlock(scope: !242, file: !2, line: 6, column: 5)
!252 = !DILocation(line: 0, scope: !242, inlinedAt: !253)
!253 = distinct !DILocation(line: 48, column: 37, scope: !239)
!254 = !DILocation(line: 0, scope: !251, inlinedAt: !253)
!255 = !DILocation(line: 6, column: 5, scope: !251, inlinedAt: !253)
!256 = !DILocation(line: 7, column: 21, scope: !257, inlinedAt: !253)
!257 = distinct !DILexicalBlock(scope: !251, file: !2, line: 6, column: 5)
!258 = !{!259, !259, i64 0}
!259 = !{!"double", !260, i64 0}
!260 = !{!"omnipotent char", !261, i64 0}
!261 = !{!"Simple C/C++ TBAA"}
!262 = !DILocation(line: 7, column: 19, scope: !257, inlinedAt: !253)
!263 = !DILocation(line: 6, column: 34, scope: !257, inlinedAt: !253)
!264 = !DILocation(line: 6, column: 27, scope: !257, inlinedAt: !253)
!265 = distinct !{!265, !255, !266, !210, !211}
!266 = !DILocation(line: 7, column: 24, scope: !251, inlinedAt: !253)
!267 = !DILocation(line: 48, column: 9, scope: !239)
!268 = !DILocation(line: 47, column: 31, scope: !239)
!269 = !DILocation(line: 47, column: 24, scope: !239)
!270 = distinct !{!270, !199, !271, !210, !211}
!271 = !DILocation(line: 48, column: 63, scope: !128)
!272 = !DILocation(line: 54, column: 5, scope: !109)
!273 = !DILocation(line: 57, column: 5, scope: !109)
!274 = !DILocation(line: 60, column: 5, scope: !109)
!275 = !DILocation(line: 63, column: 5, scope: !109)
!276 = !DILocation(line: 63, column: 21, scope: !109)
!277 = distinct !DIAssignID()
!278 = !DILocation(line: 63, column: 31, scope: !109)
!279 = distinct !DIAssignID()
!280 = !DILocation(line: 63, column: 41, scope: !109)
!281 = distinct !DIAssignID()
!282 = !DILocation(line: 64, column: 18, scope: !109)
!283 = !DILocation(line: 64, column: 29, scope: !109)
!284 = !DILocation(line: 64, column: 40, scope: !109)
!285 = !DILocation(line: 65, column: 51, scope: !109)
!286 = !DILocation(line: 65, column: 5, scope: !109)
!287 = !DILocation(line: 66, column: 5, scope: !109)
!288 = !DILocation(line: 66, column: 20, scope: !109)
!289 = !{!290, !290, i64 0}
!290 = !{!"float", !260, i64 0}
!291 = distinct !DIAssignID()
!292 = !DILocation(line: 66, column: 30, scope: !109)
!293 = distinct !DIAssignID()
!294 = !DILocation(line: 67, column: 17, scope: !109)
!295 = !DILocation(line: 67, column: 28, scope: !109)
!296 = !DILocation(line: 68, column: 60, scope: !109)
!297 = !DILocation(line: 68, column: 41, scope: !109)
!298 = !DILocation(line: 68, column: 5, scope: !109)
!299 = !DILocation(line: 72, column: 5, scope: !109)
!300 = !DILocation(line: 0, scope: !157)
!301 = !DILocation(line: 75, column: 5, scope: !157)
!302 = !DILocation(line: 0, scope: !130)
!303 = !DILocation(line: 50, column: 53, scope: !304)
!304 = distinct !DILexicalBlock(scope: !130, file: !2, line: 49, column: 5)
!305 = !DILocalVariable(name: "a", arg: 1, scope: !306, file: !2, line: 26, type: !98)
!306 = distinct !DISubprogram(name: "newton_sqrt", scope: !2, file: !2, line: 26, type: !307, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !309)
!307 = !DISubroutineType(types: !308)
!308 = !{!98, !98}
!309 = !{!305, !310, !311}
!310 = !DILocalVariable(name: "x", scope: !306, file: !2, line: 27, type: !98)
!311 = !DILocalVariable(name: "i", scope: !312, file: !2, line: 28, type: !112)
!312 = distinct !DILexicalBlock(scope: !306, file: !2, line: 28, column: 5)
!313 = !DILocation(line: 0, scope: !306, inlinedAt: !314)
!314 = distinct !DILocation(line: 50, column: 41, scope: !304)
!315 = !DILocation(line: 27, column: 18, scope: !306, inlinedAt: !314)
!316 = !DILocation(line: 27, column: 16, scope: !306, inlinedAt: !314)
!317 = !DILocation(line: 0, scope: !312, inlinedAt: !314)
!318 = !DILocation(line: 28, column: 5, scope: !312, inlinedAt: !314)
!319 = !DILocation(line: 29, column: 26, scope: !320, inlinedAt: !314)
!320 = distinct !DILexicalBlock(scope: !312, file: !2, line: 28, column: 5)
!321 = !DILocation(line: 29, column: 22, scope: !320, inlinedAt: !314)
!322 = !DILocation(line: 29, column: 17, scope: !320, inlinedAt: !314)
!323 = !DILocation(line: 28, column: 30, scope: !320, inlinedAt: !314)
!324 = !DILocation(line: 28, column: 23, scope: !320, inlinedAt: !314)
!325 = distinct !{!325, !318, !326, !210, !211}
!326 = !DILocation(line: 29, column: 29, scope: !312, inlinedAt: !314)
!327 = !DILocation(line: 50, column: 9, scope: !304)
!328 = !DILocation(line: 49, column: 31, scope: !304)
!329 = !DILocation(line: 49, column: 23, scope: !304)
!330 = !DILocation(line: 49, column: 5, scope: !130)
!331 = distinct !{!331, !330, !332, !210, !211}
!332 = !DILocation(line: 50, column: 55, scope: !130)
!333 = !DILocation(line: 77, column: 35, scope: !109)
!334 = !DILocation(line: 77, column: 5, scope: !109)
!335 = !DILocation(line: 0, scope: !160)
!336 = !DILocation(line: 79, column: 5, scope: !160)
!337 = !DILocation(line: 76, column: 17, scope: !338)
!338 = distinct !DILexicalBlock(scope: !157, file: !2, line: 75, column: 5)
!339 = !DILocation(line: 76, column: 15, scope: !338)
!340 = !DILocation(line: 76, column: 40, scope: !338)
!341 = !DILocation(line: 76, column: 44, scope: !338)
!342 = !DILocation(line: 76, column: 37, scope: !338)
!343 = !DILocation(line: 76, column: 35, scope: !338)
!344 = !DILocation(line: 76, column: 11, scope: !338)
!345 = !DILocation(line: 75, column: 32, scope: !338)
!346 = !DILocation(line: 75, column: 23, scope: !338)
!347 = distinct !{!347, !301, !348, !210, !211}
!348 = !DILocation(line: 76, column: 47, scope: !157)
!349 = !DILocation(line: 81, column: 40, scope: !109)
!350 = !DILocation(line: 81, column: 38, scope: !109)
!351 = !DILocation(line: 81, column: 5, scope: !109)
!352 = !DILocation(line: 84, column: 5, scope: !109)
!353 = !DILocation(line: 85, column: 5, scope: !109)
!354 = !DILocation(line: 87, column: 5, scope: !109)
!355 = !DILocation(line: 88, column: 5, scope: !109)
!356 = !DILocation(line: 90, column: 1, scope: !109)
!357 = !DILocation(line: 89, column: 5, scope: !109)
!358 = !DILocation(line: 80, column: 18, scope: !359)
!359 = distinct !DILexicalBlock(scope: !160, file: !2, line: 79, column: 5)
!360 = !DILocation(line: 80, column: 16, scope: !359)
!361 = !DILocation(line: 80, column: 50, scope: !359)
!362 = !DILocation(line: 80, column: 54, scope: !359)
!363 = !DILocation(line: 80, column: 40, scope: !359)
!364 = !DILocation(line: 80, column: 38, scope: !359)
!365 = !DILocation(line: 80, column: 12, scope: !359)
!366 = !DILocation(line: 79, column: 32, scope: !359)
!367 = !DILocation(line: 79, column: 23, scope: !359)
!368 = distinct !{!368, !336, !369, !210, !211}
!369 = !DILocation(line: 80, column: 57, scope: !160)
!370 = !DISubprogram(name: "printf", scope: !371, file: !371, line: 356, type: !372, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!371 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!372 = !DISubroutineType(types: !373)
!373 = !{!112, !374, null}
!374 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !375)
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !376, size: 64)
!376 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
