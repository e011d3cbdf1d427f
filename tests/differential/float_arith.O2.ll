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
  %1 = alloca double, align 8, !DIAssignID !162
    #dbg_assign(i1 undef, !141, !DIExpression(), !162, ptr %1, !DIExpression(), !163)
  %2 = alloca double, align 8, !DIAssignID !164
    #dbg_assign(i1 undef, !143, !DIExpression(), !164, ptr %2, !DIExpression(), !163)
  %3 = alloca double, align 8, !DIAssignID !165
    #dbg_assign(i1 undef, !144, !DIExpression(), !165, ptr %3, !DIExpression(), !163)
  %4 = alloca float, align 4, !DIAssignID !166
    #dbg_assign(i1 undef, !148, !DIExpression(), !166, ptr %4, !DIExpression(), !163)
  %5 = alloca float, align 4, !DIAssignID !167
    #dbg_assign(i1 undef, !150, !DIExpression(), !167, ptr %5, !DIExpression(), !163)
    #dbg_value(double 1.500000e+00, !114, !DIExpression(), !163)
    #dbg_value(double -2.250000e+00, !115, !DIExpression(), !163)
    #dbg_value(double 1.000000e-03, !116, !DIExpression(), !163)
    #dbg_value(double 0x40C81CD6E631F8A1, !117, !DIExpression(), !163)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -7.500000e-01, double noundef -3.375000e+00, double noundef 0xBFE5555555555555, double noundef 3.750000e+00), !dbg !168
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x4028B0FCD324D5A3, double noundef 0x4028B0FCD324D5A3, double noundef 0x4028B0FCD324D5A3, double noundef 0x41A22B5C5700F9B9), !dbg !169
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x40C81CD6E631F8A1, double noundef 0x3FD5555555555555, double noundef 0xBFE5555555555555), !dbg !170
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 0x419D6F3454000000), !dbg !171
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 2.000000e+00, double noundef 0.000000e+00), !dbg !172
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.500000e+00, double noundef -2.250000e+00, double noundef 1.000000e-03, double noundef 0x40C81CD6E631F8A1), !dbg !173
    #dbg_value(float 0x3FB99999A0000000, !118, !DIExpression(), !163)
    #dbg_value(float 0x3FC99999A0000000, !119, !DIExpression(), !163)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x3FD3333340000000, double noundef 0x3FD3333333333334), !dbg !174
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 0), !dbg !175
    #dbg_value(i32 1, !120, !DIExpression(), !176)
    #dbg_value(i32 1, !177, !DIExpression(), !185)
    #dbg_value(float 0.000000e+00, !184, !DIExpression(), !188)
    #dbg_value(i32 1, !189, !DIExpression(), !197)
    #dbg_value(i32 1, !195, !DIExpression(), !199)
    #dbg_value(double 0.000000e+00, !194, !DIExpression(), !197)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !200
    #dbg_value(i32 10, !120, !DIExpression(), !176)
    #dbg_value(float 0x40076E8700000000, !184, !DIExpression(), !188)
    #dbg_value(i32 11, !177, !DIExpression(), !185)
    #dbg_value(i32 10, !189, !DIExpression(), !197)
    #dbg_value(double 0x40076E86E86E86E8, !194, !DIExpression(), !197)
    #dbg_value(i32 11, !195, !DIExpression(), !199)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 10, double noundef 0x40076E8700000000, double noundef 0x40076E86E86E86E8), !dbg !200
    #dbg_value(i32 100, !120, !DIExpression(), !176)
  br label %16, !dbg !201

16:                                               ; preds = %16, %0
  %17 = phi i32 [ 1, %0 ], [ %38, %16 ]
  %18 = phi float [ 0.000000e+00, %0 ], [ %37, %16 ]
    #dbg_value(i32 %17, !177, !DIExpression(), !185)
    #dbg_value(float %18, !184, !DIExpression(), !188)
  %19 = uitofp nneg i32 %17 to float, !dbg !202
  %20 = fdiv float 1.000000e+00, %19, !dbg !204
  %21 = fadd float %18, %20, !dbg !205
    #dbg_value(float %21, !184, !DIExpression(), !188)
  %22 = add nuw nsw i32 %17, 1, !dbg !206
    #dbg_value(i32 %22, !177, !DIExpression(), !185)
  %23 = uitofp nneg i32 %22 to float, !dbg !202
  %24 = fdiv float 1.000000e+00, %23, !dbg !204
  %25 = fadd float %21, %24, !dbg !205
    #dbg_value(float %25, !184, !DIExpression(), !188)
  %26 = add nuw nsw i32 %17, 2, !dbg !206
    #dbg_value(i32 %26, !177, !DIExpression(), !185)
  %27 = uitofp nneg i32 %26 to float, !dbg !202
  %28 = fdiv float 1.000000e+00, %27, !dbg !204
  %29 = fadd float %25, %28, !dbg !205
    #dbg_value(float %29, !184, !DIExpression(), !188)
  %30 = add nuw nsw i32 %17, 3, !dbg !206
    #dbg_value(i32 %30, !177, !DIExpression(), !185)
  %31 = uitofp nneg i32 %30 to float, !dbg !202
  %32 = fdiv float 1.000000e+00, %31, !dbg !204
  %33 = fadd float %29, %32, !dbg !205
    #dbg_value(float %33, !184, !DIExpression(), !188)
  %34 = add nuw nsw i32 %17, 4, !dbg !206
    #dbg_value(i32 %34, !177, !DIExpression(), !185)
  %35 = uitofp nneg i32 %34 to float, !dbg !202
  %36 = fdiv float 1.000000e+00, %35, !dbg !204
  %37 = fadd float %33, %36, !dbg !205
    #dbg_value(float %37, !184, !DIExpression(), !188)
  %38 = add nuw nsw i32 %17, 5, !dbg !206
    #dbg_value(i32 %38, !177, !DIExpression(), !185)
  %39 = icmp eq i32 %34, 100, !dbg !207
  br i1 %39, label %40, label %16, !dbg !201, !llvm.loop !208

40:                                               ; preds = %16, %40
  %41 = phi i32 [ %62, %40 ], [ 1, %16 ]
  %42 = phi double [ %61, %40 ], [ 0.000000e+00, %16 ]
    #dbg_value(i32 %41, !195, !DIExpression(), !199)
    #dbg_value(double %42, !194, !DIExpression(), !197)
  %43 = uitofp nneg i32 %41 to double, !dbg !211
  %44 = fdiv double 1.000000e+00, %43, !dbg !213
  %45 = fadd double %42, %44, !dbg !214
    #dbg_value(double %45, !194, !DIExpression(), !197)
  %46 = add nuw nsw i32 %41, 1, !dbg !215
    #dbg_value(i32 %46, !195, !DIExpression(), !199)
  %47 = uitofp nneg i32 %46 to double, !dbg !211
  %48 = fdiv double 1.000000e+00, %47, !dbg !213
  %49 = fadd double %45, %48, !dbg !214
    #dbg_value(double %49, !194, !DIExpression(), !197)
  %50 = add nuw nsw i32 %41, 2, !dbg !215
    #dbg_value(i32 %50, !195, !DIExpression(), !199)
  %51 = uitofp nneg i32 %50 to double, !dbg !211
  %52 = fdiv double 1.000000e+00, %51, !dbg !213
  %53 = fadd double %49, %52, !dbg !214
    #dbg_value(double %53, !194, !DIExpression(), !197)
  %54 = add nuw nsw i32 %41, 3, !dbg !215
    #dbg_value(i32 %54, !195, !DIExpression(), !199)
  %55 = uitofp nneg i32 %54 to double, !dbg !211
  %56 = fdiv double 1.000000e+00, %55, !dbg !213
  %57 = fadd double %53, %56, !dbg !214
    #dbg_value(double %57, !194, !DIExpression(), !197)
  %58 = add nuw nsw i32 %41, 4, !dbg !215
    #dbg_value(i32 %58, !195, !DIExpression(), !199)
  %59 = uitofp nneg i32 %58 to double, !dbg !211
  %60 = fdiv double 1.000000e+00, %59, !dbg !213
  %61 = fadd double %57, %60, !dbg !214
    #dbg_value(double %61, !194, !DIExpression(), !197)
  %62 = add nuw nsw i32 %41, 5, !dbg !215
    #dbg_value(i32 %62, !195, !DIExpression(), !199)
  %63 = icmp eq i32 %58, 100, !dbg !216
  br i1 %63, label %64, label %40, !dbg !217, !llvm.loop !218

64:                                               ; preds = %40
  %65 = fpext float %37 to double, !dbg !220
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 100, double noundef %65, double noundef %61), !dbg !200
    #dbg_value(i32 1000, !120, !DIExpression(), !176)
  br label %67, !dbg !201

67:                                               ; preds = %67, %64
  %68 = phi i32 [ 1, %64 ], [ %89, %67 ]
  %69 = phi float [ 0.000000e+00, %64 ], [ %88, %67 ]
    #dbg_value(i32 %68, !177, !DIExpression(), !185)
    #dbg_value(float %69, !184, !DIExpression(), !188)
  %70 = uitofp nneg i32 %68 to float, !dbg !202
  %71 = fdiv float 1.000000e+00, %70, !dbg !204
  %72 = fadd float %69, %71, !dbg !205
    #dbg_value(float %72, !184, !DIExpression(), !188)
  %73 = add nuw nsw i32 %68, 1, !dbg !206
    #dbg_value(i32 %73, !177, !DIExpression(), !185)
  %74 = uitofp nneg i32 %73 to float, !dbg !202
  %75 = fdiv float 1.000000e+00, %74, !dbg !204
  %76 = fadd float %72, %75, !dbg !205
    #dbg_value(float %76, !184, !DIExpression(), !188)
  %77 = add nuw nsw i32 %68, 2, !dbg !206
    #dbg_value(i32 %77, !177, !DIExpression(), !185)
  %78 = uitofp nneg i32 %77 to float, !dbg !202
  %79 = fdiv float 1.000000e+00, %78, !dbg !204
  %80 = fadd float %76, %79, !dbg !205
    #dbg_value(float %80, !184, !DIExpression(), !188)
  %81 = add nuw nsw i32 %68, 3, !dbg !206
    #dbg_value(i32 %81, !177, !DIExpression(), !185)
  %82 = uitofp nneg i32 %81 to float, !dbg !202
  %83 = fdiv float 1.000000e+00, %82, !dbg !204
  %84 = fadd float %80, %83, !dbg !205
    #dbg_value(float %84, !184, !DIExpression(), !188)
  %85 = add nuw nsw i32 %68, 4, !dbg !206
    #dbg_value(i32 %85, !177, !DIExpression(), !185)
  %86 = uitofp nneg i32 %85 to float, !dbg !202
  %87 = fdiv float 1.000000e+00, %86, !dbg !204
  %88 = fadd float %84, %87, !dbg !205
    #dbg_value(float %88, !184, !DIExpression(), !188)
  %89 = add nuw nsw i32 %68, 5, !dbg !206
    #dbg_value(i32 %89, !177, !DIExpression(), !185)
  %90 = icmp eq i32 %85, 1000, !dbg !207
  br i1 %90, label %91, label %67, !dbg !201, !llvm.loop !208

91:                                               ; preds = %67, %91
  %92 = phi i32 [ %113, %91 ], [ 1, %67 ]
  %93 = phi double [ %112, %91 ], [ 0.000000e+00, %67 ]
    #dbg_value(i32 %92, !195, !DIExpression(), !199)
    #dbg_value(double %93, !194, !DIExpression(), !197)
  %94 = uitofp nneg i32 %92 to double, !dbg !211
  %95 = fdiv double 1.000000e+00, %94, !dbg !213
  %96 = fadd double %93, %95, !dbg !214
    #dbg_value(double %96, !194, !DIExpression(), !197)
  %97 = add nuw nsw i32 %92, 1, !dbg !215
    #dbg_value(i32 %97, !195, !DIExpression(), !199)
  %98 = uitofp nneg i32 %97 to double, !dbg !211
  %99 = fdiv double 1.000000e+00, %98, !dbg !213
  %100 = fadd double %96, %99, !dbg !214
    #dbg_value(double %100, !194, !DIExpression(), !197)
  %101 = add nuw nsw i32 %92, 2, !dbg !215
    #dbg_value(i32 %101, !195, !DIExpression(), !199)
  %102 = uitofp nneg i32 %101 to double, !dbg !211
  %103 = fdiv double 1.000000e+00, %102, !dbg !213
  %104 = fadd double %100, %103, !dbg !214
    #dbg_value(double %104, !194, !DIExpression(), !197)
  %105 = add nuw nsw i32 %92, 3, !dbg !215
    #dbg_value(i32 %105, !195, !DIExpression(), !199)
  %106 = uitofp nneg i32 %105 to double, !dbg !211
  %107 = fdiv double 1.000000e+00, %106, !dbg !213
  %108 = fadd double %104, %107, !dbg !214
    #dbg_value(double %108, !194, !DIExpression(), !197)
  %109 = add nuw nsw i32 %92, 4, !dbg !215
    #dbg_value(i32 %109, !195, !DIExpression(), !199)
  %110 = uitofp nneg i32 %109 to double, !dbg !211
  %111 = fdiv double 1.000000e+00, %110, !dbg !213
  %112 = fadd double %108, %111, !dbg !214
    #dbg_value(double %112, !194, !DIExpression(), !197)
  %113 = add nuw nsw i32 %92, 5, !dbg !215
    #dbg_value(i32 %113, !195, !DIExpression(), !199)
  %114 = icmp eq i32 %109, 1000, !dbg !216
  br i1 %114, label %115, label %91, !dbg !217, !llvm.loop !218

115:                                              ; preds = %91
  %116 = fpext float %88 to double, !dbg !220
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1000, double noundef %116, double noundef %112), !dbg !200
    #dbg_value(i32 10000, !120, !DIExpression(), !176)
    #dbg_value(i32 -3, !127, !DIExpression(), !221)
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -3, double noundef 0xBFE8400000000000), !dbg !222
    #dbg_value(i32 -2, !127, !DIExpression(), !221)
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -2, double noundef 2.375000e+00), !dbg !222
    #dbg_value(i32 -1, !127, !DIExpression(), !221)
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -1, double noundef 0x4002F00000000000), !dbg !222
    #dbg_value(i32 0, !127, !DIExpression(), !221)
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0, double noundef 1.000000e+00), !dbg !222
    #dbg_value(i32 1, !127, !DIExpression(), !221)
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, double noundef 0xBFC1000000000000), !dbg !222
    #dbg_value(i32 2, !127, !DIExpression(), !221)
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2, double noundef 3.750000e-01), !dbg !222
    #dbg_value(i32 3, !127, !DIExpression(), !221)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 3, double noundef 0x400DF00000000000), !dbg !222
    #dbg_value(i32 4, !127, !DIExpression(), !221)
    #dbg_value(i32 1, !129, !DIExpression(), !224)
    #dbg_value(double 1.000000e+00, !225, !DIExpression(), !233)
    #dbg_value(i32 undef, !231, !DIExpression(), !236)
    #dbg_value(double 1.000000e+00, !230, !DIExpression(), !233)
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1, double noundef 1.000000e+00), !dbg !237
    #dbg_value(i32 7, !129, !DIExpression(), !224)
    #dbg_value(double 7.000000e+00, !225, !DIExpression(), !233)
    #dbg_value(double 7.000000e+00, !230, !DIExpression(), !233)
    #dbg_value(i32 0, !231, !DIExpression(), !236)
  br label %126, !dbg !238

126:                                              ; preds = %126, %115
  %127 = phi i32 [ 0, %115 ], [ %147, %126 ]
  %128 = phi double [ 7.000000e+00, %115 ], [ %146, %126 ]
    #dbg_value(i32 %127, !231, !DIExpression(), !236)
    #dbg_value(double %128, !230, !DIExpression(), !233)
  %129 = fdiv double 7.000000e+00, %128, !dbg !239
  %130 = fadd double %128, %129, !dbg !241
  %131 = fmul double %130, 5.000000e-01, !dbg !242
    #dbg_value(double %131, !230, !DIExpression(), !233)
    #dbg_value(i32 %127, !231, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  %132 = fdiv double 7.000000e+00, %131, !dbg !239
  %133 = fadd double %131, %132, !dbg !241
  %134 = fmul double %133, 5.000000e-01, !dbg !242
    #dbg_value(double %134, !230, !DIExpression(), !233)
    #dbg_value(i32 %127, !231, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !236)
  %135 = fdiv double 7.000000e+00, %134, !dbg !239
  %136 = fadd double %134, %135, !dbg !241
  %137 = fmul double %136, 5.000000e-01, !dbg !242
    #dbg_value(double %137, !230, !DIExpression(), !233)
    #dbg_value(i32 %127, !231, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !236)
  %138 = fdiv double 7.000000e+00, %137, !dbg !239
  %139 = fadd double %137, %138, !dbg !241
  %140 = fmul double %139, 5.000000e-01, !dbg !242
    #dbg_value(double %140, !230, !DIExpression(), !233)
    #dbg_value(i32 %127, !231, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !236)
  %141 = fdiv double 7.000000e+00, %140, !dbg !239
  %142 = fadd double %140, %141, !dbg !241
  %143 = fmul double %142, 5.000000e-01, !dbg !242
    #dbg_value(double %143, !230, !DIExpression(), !233)
    #dbg_value(i32 %127, !231, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !236)
  %144 = fdiv double 7.000000e+00, %143, !dbg !239
  %145 = fadd double %143, %144, !dbg !241
  %146 = fmul double %145, 5.000000e-01, !dbg !242
    #dbg_value(double %146, !230, !DIExpression(), !233)
  %147 = add nuw nsw i32 %127, 6, !dbg !243
    #dbg_value(i32 %147, !231, !DIExpression(), !236)
  %148 = icmp eq i32 %147, 60, !dbg !244
  br i1 %148, label %149, label %126, !dbg !238, !llvm.loop !245

149:                                              ; preds = %126
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7, double noundef %146), !dbg !237
    #dbg_value(i32 13, !129, !DIExpression(), !224)
    #dbg_value(double 1.300000e+01, !225, !DIExpression(), !233)
    #dbg_value(double 1.300000e+01, !230, !DIExpression(), !233)
    #dbg_value(i32 0, !231, !DIExpression(), !236)
  br label %151, !dbg !238

151:                                              ; preds = %151, %149
  %152 = phi i32 [ 0, %149 ], [ %172, %151 ]
  %153 = phi double [ 1.300000e+01, %149 ], [ %171, %151 ]
    #dbg_value(i32 %152, !231, !DIExpression(), !236)
    #dbg_value(double %153, !230, !DIExpression(), !233)
  %154 = fdiv double 1.300000e+01, %153, !dbg !239
  %155 = fadd double %153, %154, !dbg !241
  %156 = fmul double %155, 5.000000e-01, !dbg !242
    #dbg_value(double %156, !230, !DIExpression(), !233)
    #dbg_value(i32 %152, !231, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  %157 = fdiv double 1.300000e+01, %156, !dbg !239
  %158 = fadd double %156, %157, !dbg !241
  %159 = fmul double %158, 5.000000e-01, !dbg !242
    #dbg_value(double %159, !230, !DIExpression(), !233)
    #dbg_value(i32 %152, !231, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !236)
  %160 = fdiv double 1.300000e+01, %159, !dbg !239
  %161 = fadd double %159, %160, !dbg !241
  %162 = fmul double %161, 5.000000e-01, !dbg !242
    #dbg_value(double %162, !230, !DIExpression(), !233)
    #dbg_value(i32 %152, !231, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !236)
  %163 = fdiv double 1.300000e+01, %162, !dbg !239
  %164 = fadd double %162, %163, !dbg !241
  %165 = fmul double %164, 5.000000e-01, !dbg !242
    #dbg_value(double %165, !230, !DIExpression(), !233)
    #dbg_value(i32 %152, !231, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !236)
  %166 = fdiv double 1.300000e+01, %165, !dbg !239
  %167 = fadd double %165, %166, !dbg !241
  %168 = fmul double %167, 5.000000e-01, !dbg !242
    #dbg_value(double %168, !230, !DIExpression(), !233)
    #dbg_value(i32 %152, !231, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !236)
  %169 = fdiv double 1.300000e+01, %168, !dbg !239
  %170 = fadd double %168, %169, !dbg !241
  %171 = fmul double %170, 5.000000e-01, !dbg !242
    #dbg_value(double %171, !230, !DIExpression(), !233)
  %172 = add nuw nsw i32 %152, 6, !dbg !243
    #dbg_value(i32 %172, !231, !DIExpression(), !236)
  %173 = icmp eq i32 %172, 60, !dbg !244
  br i1 %173, label %174, label %151, !dbg !238, !llvm.loop !245

174:                                              ; preds = %151
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 13, double noundef %171), !dbg !237
    #dbg_value(i32 19, !129, !DIExpression(), !224)
    #dbg_value(double 1.900000e+01, !225, !DIExpression(), !233)
    #dbg_value(double 1.900000e+01, !230, !DIExpression(), !233)
    #dbg_value(i32 0, !231, !DIExpression(), !236)
  br label %176, !dbg !238

176:                                              ; preds = %176, %174
  %177 = phi i32 [ 0, %174 ], [ %197, %176 ]
  %178 = phi double [ 1.900000e+01, %174 ], [ %196, %176 ]
    #dbg_value(i32 %177, !231, !DIExpression(), !236)
    #dbg_value(double %178, !230, !DIExpression(), !233)
  %179 = fdiv double 1.900000e+01, %178, !dbg !239
  %180 = fadd double %178, %179, !dbg !241
  %181 = fmul double %180, 5.000000e-01, !dbg !242
    #dbg_value(double %181, !230, !DIExpression(), !233)
    #dbg_value(i32 %177, !231, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  %182 = fdiv double 1.900000e+01, %181, !dbg !239
  %183 = fadd double %181, %182, !dbg !241
  %184 = fmul double %183, 5.000000e-01, !dbg !242
    #dbg_value(double %184, !230, !DIExpression(), !233)
    #dbg_value(i32 %177, !231, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !236)
  %185 = fdiv double 1.900000e+01, %184, !dbg !239
  %186 = fadd double %184, %185, !dbg !241
  %187 = fmul double %186, 5.000000e-01, !dbg !242
    #dbg_value(double %187, !230, !DIExpression(), !233)
    #dbg_value(i32 %177, !231, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !236)
  %188 = fdiv double 1.900000e+01, %187, !dbg !239
  %189 = fadd double %187, %188, !dbg !241
  %190 = fmul double %189, 5.000000e-01, !dbg !242
    #dbg_value(double %190, !230, !DIExpression(), !233)
    #dbg_value(i32 %177, !231, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !236)
  %191 = fdiv double 1.900000e+01, %190, !dbg !239
  %192 = fadd double %190, %191, !dbg !241
  %193 = fmul double %192, 5.000000e-01, !dbg !242
    #dbg_value(double %193, !230, !DIExpression(), !233)
    #dbg_value(i32 %177, !231, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !236)
  %194 = fdiv double 1.900000e+01, %193, !dbg !239
  %195 = fadd double %193, %194, !dbg !241
  %196 = fmul double %195, 5.000000e-01, !dbg !242
    #dbg_value(double %196, !230, !DIExpression(), !233)
  %197 = add nuw nsw i32 %177, 6, !dbg !243
    #dbg_value(i32 %197, !231, !DIExpression(), !236)
  %198 = icmp eq i32 %197, 60, !dbg !244
  br i1 %198, label %199, label %176, !dbg !238, !llvm.loop !245

199:                                              ; preds = %176
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 19, double noundef %196), !dbg !237
    #dbg_value(i32 25, !129, !DIExpression(), !224)
    #dbg_value(double 2.500000e+01, !225, !DIExpression(), !233)
    #dbg_value(double 2.500000e+01, !230, !DIExpression(), !233)
    #dbg_value(i32 0, !231, !DIExpression(), !236)
  br label %201, !dbg !238

201:                                              ; preds = %201, %199
  %202 = phi i32 [ 0, %199 ], [ %222, %201 ]
  %203 = phi double [ 2.500000e+01, %199 ], [ %221, %201 ]
    #dbg_value(i32 %202, !231, !DIExpression(), !236)
    #dbg_value(double %203, !230, !DIExpression(), !233)
  %204 = fdiv double 2.500000e+01, %203, !dbg !239
  %205 = fadd double %203, %204, !dbg !241
  %206 = fmul double %205, 5.000000e-01, !dbg !242
    #dbg_value(double %206, !230, !DIExpression(), !233)
    #dbg_value(i32 %202, !231, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  %207 = fdiv double 2.500000e+01, %206, !dbg !239
  %208 = fadd double %206, %207, !dbg !241
  %209 = fmul double %208, 5.000000e-01, !dbg !242
    #dbg_value(double %209, !230, !DIExpression(), !233)
    #dbg_value(i32 %202, !231, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !236)
  %210 = fdiv double 2.500000e+01, %209, !dbg !239
  %211 = fadd double %209, %210, !dbg !241
  %212 = fmul double %211, 5.000000e-01, !dbg !242
    #dbg_value(double %212, !230, !DIExpression(), !233)
    #dbg_value(i32 %202, !231, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !236)
  %213 = fdiv double 2.500000e+01, %212, !dbg !239
  %214 = fadd double %212, %213, !dbg !241
  %215 = fmul double %214, 5.000000e-01, !dbg !242
    #dbg_value(double %215, !230, !DIExpression(), !233)
    #dbg_value(i32 %202, !231, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !236)
  %216 = fdiv double 2.500000e+01, %215, !dbg !239
  %217 = fadd double %215, %216, !dbg !241
  %218 = fmul double %217, 5.000000e-01, !dbg !242
    #dbg_value(double %218, !230, !DIExpression(), !233)
    #dbg_value(i32 %202, !231, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !236)
  %219 = fdiv double 2.500000e+01, %218, !dbg !239
  %220 = fadd double %218, %219, !dbg !241
  %221 = fmul double %220, 5.000000e-01, !dbg !242
    #dbg_value(double %221, !230, !DIExpression(), !233)
  %222 = add nuw nsw i32 %202, 6, !dbg !243
    #dbg_value(i32 %222, !231, !DIExpression(), !236)
  %223 = icmp eq i32 %222, 60, !dbg !244
  br i1 %223, label %224, label %201, !dbg !238, !llvm.loop !245

224:                                              ; preds = %201
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 25, double noundef %221), !dbg !237
    #dbg_value(i32 31, !129, !DIExpression(), !224)
    #dbg_value(double 3.100000e+01, !225, !DIExpression(), !233)
    #dbg_value(double 3.100000e+01, !230, !DIExpression(), !233)
    #dbg_value(i32 0, !231, !DIExpression(), !236)
  br label %226, !dbg !238

226:                                              ; preds = %226, %224
  %227 = phi i32 [ 0, %224 ], [ %247, %226 ]
  %228 = phi double [ 3.100000e+01, %224 ], [ %246, %226 ]
    #dbg_value(i32 %227, !231, !DIExpression(), !236)
    #dbg_value(double %228, !230, !DIExpression(), !233)
  %229 = fdiv double 3.100000e+01, %228, !dbg !239
  %230 = fadd double %228, %229, !dbg !241
  %231 = fmul double %230, 5.000000e-01, !dbg !242
    #dbg_value(double %231, !230, !DIExpression(), !233)
    #dbg_value(i32 %227, !231, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  %232 = fdiv double 3.100000e+01, %231, !dbg !239
  %233 = fadd double %231, %232, !dbg !241
  %234 = fmul double %233, 5.000000e-01, !dbg !242
    #dbg_value(double %234, !230, !DIExpression(), !233)
    #dbg_value(i32 %227, !231, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !236)
  %235 = fdiv double 3.100000e+01, %234, !dbg !239
  %236 = fadd double %234, %235, !dbg !241
  %237 = fmul double %236, 5.000000e-01, !dbg !242
    #dbg_value(double %237, !230, !DIExpression(), !233)
    #dbg_value(i32 %227, !231, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !236)
  %238 = fdiv double 3.100000e+01, %237, !dbg !239
  %239 = fadd double %237, %238, !dbg !241
  %240 = fmul double %239, 5.000000e-01, !dbg !242
    #dbg_value(double %240, !230, !DIExpression(), !233)
    #dbg_value(i32 %227, !231, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !236)
  %241 = fdiv double 3.100000e+01, %240, !dbg !239
  %242 = fadd double %240, %241, !dbg !241
  %243 = fmul double %242, 5.000000e-01, !dbg !242
    #dbg_value(double %243, !230, !DIExpression(), !233)
    #dbg_value(i32 %227, !231, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !236)
  %244 = fdiv double 3.100000e+01, %243, !dbg !239
  %245 = fadd double %243, %244, !dbg !241
  %246 = fmul double %245, 5.000000e-01, !dbg !242
    #dbg_value(double %246, !230, !DIExpression(), !233)
  %247 = add nuw nsw i32 %227, 6, !dbg !243
    #dbg_value(i32 %247, !231, !DIExpression(), !236)
  %248 = icmp eq i32 %247, 60, !dbg !244
  br i1 %248, label %249, label %226, !dbg !238, !llvm.loop !245

249:                                              ; preds = %226
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 31, double noundef %246), !dbg !237
    #dbg_value(i32 37, !129, !DIExpression(), !224)
    #dbg_value(double 3.700000e+01, !225, !DIExpression(), !233)
    #dbg_value(double 3.700000e+01, !230, !DIExpression(), !233)
    #dbg_value(i32 0, !231, !DIExpression(), !236)
  br label %251, !dbg !238

251:                                              ; preds = %251, %249
  %252 = phi i32 [ 0, %249 ], [ %272, %251 ]
  %253 = phi double [ 3.700000e+01, %249 ], [ %271, %251 ]
    #dbg_value(i32 %252, !231, !DIExpression(), !236)
    #dbg_value(double %253, !230, !DIExpression(), !233)
  %254 = fdiv double 3.700000e+01, %253, !dbg !239
  %255 = fadd double %253, %254, !dbg !241
  %256 = fmul double %255, 5.000000e-01, !dbg !242
    #dbg_value(double %256, !230, !DIExpression(), !233)
    #dbg_value(i32 %252, !231, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !236)
  %257 = fdiv double 3.700000e+01, %256, !dbg !239
  %258 = fadd double %256, %257, !dbg !241
  %259 = fmul double %258, 5.000000e-01, !dbg !242
    #dbg_value(double %259, !230, !DIExpression(), !233)
    #dbg_value(i32 %252, !231, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !236)
  %260 = fdiv double 3.700000e+01, %259, !dbg !239
  %261 = fadd double %259, %260, !dbg !241
  %262 = fmul double %261, 5.000000e-01, !dbg !242
    #dbg_value(double %262, !230, !DIExpression(), !233)
    #dbg_value(i32 %252, !231, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !236)
  %263 = fdiv double 3.700000e+01, %262, !dbg !239
  %264 = fadd double %262, %263, !dbg !241
  %265 = fmul double %264, 5.000000e-01, !dbg !242
    #dbg_value(double %265, !230, !DIExpression(), !233)
    #dbg_value(i32 %252, !231, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !236)
  %266 = fdiv double 3.700000e+01, %265, !dbg !239
  %267 = fadd double %265, %266, !dbg !241
  %268 = fmul double %267, 5.000000e-01, !dbg !242
    #dbg_value(double %268, !230, !DIExpression(), !233)
    #dbg_value(i32 %252, !231, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !236)
  %269 = fdiv double 3.700000e+01, %268, !dbg !239
  %270 = fadd double %268, %269, !dbg !241
  %271 = fmul double %270, 5.000000e-01, !dbg !242
    #dbg_value(double %271, !230, !DIExpression(), !233)
  %272 = add nuw nsw i32 %252, 6, !dbg !243
    #dbg_value(i32 %272, !231, !DIExpression(), !236)
  %273 = icmp eq i32 %272, 60, !dbg !244
  br i1 %273, label %274, label %251, !dbg !238, !llvm.loop !245

274:                                              ; preds = %251
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 37, double noundef %271), !dbg !237
    #dbg_value(i32 43, !129, !DIExpression(), !224)
    #dbg_value(double 1.000000e-01, !131, !DIExpression(), !163)
    #dbg_value(double 1.000000e+01, !132, !DIExpression(), !163)
    #dbg_value(double -1.000000e+00, !133, !DIExpression(), !163)
    #dbg_value(double 1.000000e+00, !134, !DIExpression(), !163)
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0.000000e+00), !dbg !247
    #dbg_value(double 0x3FF0000000400000, !135, !DIExpression(), !163)
    #dbg_value(double 0x3FEFFFFFFF800000, !136, !DIExpression(), !163)
    #dbg_value(double 1.000000e+00, !137, !DIExpression(), !163)
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0.000000e+00), !dbg !248
    #dbg_value(float 0x3FF0008000000000, !138, !DIExpression(), !163)
    #dbg_value(float 0x3FEFFF0000000000, !139, !DIExpression(), !163)
    #dbg_value(float 1.000000e+00, !140, !DIExpression(), !163)
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0.000000e+00), !dbg !249
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !250
  store volatile double 0x3FF0000000400000, ptr %1, align 8, !dbg !251, !tbaa !252, !DIAssignID !256
    #dbg_assign(double 0x3FF0000000400000, !141, !DIExpression(), !256, ptr %1, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !250
  store volatile double 0x3FEFFFFFFF800000, ptr %2, align 8, !dbg !257, !tbaa !252, !DIAssignID !258
    #dbg_assign(double 0x3FEFFFFFFF800000, !143, !DIExpression(), !258, ptr %2, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !250
  store volatile double -1.000000e+00, ptr %3, align 8, !dbg !259, !tbaa !252, !DIAssignID !260
    #dbg_assign(double -1.000000e+00, !144, !DIExpression(), !260, ptr %3, !DIExpression(), !163)
  %279 = load volatile double, ptr %1, align 8, !dbg !261, !tbaa !252
    #dbg_value(double %279, !145, !DIExpression(), !163)
  %280 = load volatile double, ptr %2, align 8, !dbg !262, !tbaa !252
    #dbg_value(double %280, !146, !DIExpression(), !163)
  %281 = load volatile double, ptr %3, align 8, !dbg !263, !tbaa !252
    #dbg_value(double %281, !147, !DIExpression(), !163)
  %282 = tail call double @llvm.fmuladd.f64(double %279, double %280, double %281), !dbg !264
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %282), !dbg !265
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !266
  store volatile float 0x3FF0008000000000, ptr %4, align 4, !dbg !267, !tbaa !268, !DIAssignID !270
    #dbg_assign(float 0x3FF0008000000000, !148, !DIExpression(), !270, ptr %4, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !266
  store volatile float 0x3FEFFF0000000000, ptr %5, align 4, !dbg !271, !tbaa !268, !DIAssignID !272
    #dbg_assign(float 0x3FEFFF0000000000, !150, !DIExpression(), !272, ptr %5, !DIExpression(), !163)
  %284 = load volatile float, ptr %4, align 4, !dbg !273, !tbaa !268
    #dbg_value(float %284, !151, !DIExpression(), !163)
  %285 = load volatile float, ptr %5, align 4, !dbg !274, !tbaa !268
    #dbg_value(float %285, !152, !DIExpression(), !163)
  %286 = tail call float @llvm.fmuladd.f32(float %284, float %285, float -1.000000e+00), !dbg !275
  %287 = fpext float %286 to double, !dbg !276
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %287), !dbg !277
    #dbg_value(float 0x3FD5555560000000, !153, !DIExpression(), !163)
    #dbg_value(double 0x3FD5555555555555, !154, !DIExpression(), !163)
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555, double noundef 0x3E45555556000000), !dbg !278
    #dbg_value(double 0.000000e+00, !155, !DIExpression(), !163)
    #dbg_value(i32 0, !156, !DIExpression(), !279)
  br label %293, !dbg !280

290:                                              ; preds = %293
  %291 = fmul double %305, 4.000000e+00, !dbg !281
  %292 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %291), !dbg !282
    #dbg_value(float 0.000000e+00, !158, !DIExpression(), !163)
    #dbg_value(i32 0, !159, !DIExpression(), !283)
  br label %316, !dbg !284

293:                                              ; preds = %293, %274
  %294 = phi i32 [ 0, %274 ], [ %306, %293 ]
  %295 = phi double [ 0.000000e+00, %274 ], [ %305, %293 ]
    #dbg_value(i32 %294, !156, !DIExpression(), !279)
    #dbg_value(double %295, !155, !DIExpression(), !163)
  %296 = shl nuw nsw i32 %294, 1, !dbg !285
  %297 = or disjoint i32 %296, 1, !dbg !287
  %298 = uitofp nneg i32 %297 to double, !dbg !288
  %299 = fdiv double 1.000000e+00, %298, !dbg !289
  %300 = fadd double %295, %299, !dbg !290
    #dbg_value(double %300, !155, !DIExpression(), !163)
    #dbg_value(i32 %294, !156, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !279)
  %301 = shl nuw i32 %294, 1, !dbg !285
  %302 = or disjoint i32 %301, 3, !dbg !287
  %303 = uitofp nneg i32 %302 to double, !dbg !288
  %304 = fdiv double -1.000000e+00, %303, !dbg !289
  %305 = fadd double %300, %304, !dbg !290
    #dbg_value(double %305, !155, !DIExpression(), !163)
  %306 = add nuw nsw i32 %294, 2, !dbg !291
    #dbg_value(i32 %306, !156, !DIExpression(), !279)
  %307 = icmp eq i32 %306, 1000, !dbg !292
  br i1 %307, label %290, label %293, !dbg !280, !llvm.loop !293

308:                                              ; preds = %316
  %309 = fmul float %328, 4.000000e+00, !dbg !295
  %310 = fpext float %309 to double, !dbg !296
  %311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef %310), !dbg !297
    #dbg_value(double -0.000000e+00, !161, !DIExpression(), !163)
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, i32 noundef 1), !dbg !298
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 1.000000e-310, double noundef 4.940660e-324, double noundef 1.700000e+308, double noundef 0x7FEFFFFFFFFFFFFF), !dbg !299
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01), !dbg !300
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef 1.005000e+00, double noundef 1.125000e+00, double noundef 2.500000e-01), !dbg !301
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !302
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !302
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !302
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !302
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !302
  ret i32 0, !dbg !303

316:                                              ; preds = %316, %290
  %317 = phi i32 [ 0, %290 ], [ %329, %316 ]
  %318 = phi float [ 0.000000e+00, %290 ], [ %328, %316 ]
    #dbg_value(i32 %317, !159, !DIExpression(), !283)
    #dbg_value(float %318, !158, !DIExpression(), !163)
  %319 = shl nuw nsw i32 %317, 1, !dbg !304
  %320 = or disjoint i32 %319, 1, !dbg !306
  %321 = uitofp nneg i32 %320 to float, !dbg !307
  %322 = fdiv float 1.000000e+00, %321, !dbg !308
  %323 = fadd float %318, %322, !dbg !309
    #dbg_value(float %323, !158, !DIExpression(), !163)
    #dbg_value(i32 %317, !159, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !283)
  %324 = shl nuw i32 %317, 1, !dbg !304
  %325 = or disjoint i32 %324, 3, !dbg !306
  %326 = uitofp nneg i32 %325 to float, !dbg !307
  %327 = fdiv float -1.000000e+00, %326, !dbg !308
  %328 = fadd float %323, %327, !dbg !309
    #dbg_value(float %328, !158, !DIExpression(), !163)
  %329 = add nuw nsw i32 %317, 2, !dbg !310
    #dbg_value(i32 %329, !159, !DIExpression(), !283)
  %330 = icmp eq i32 %329, 1000, !dbg !311
  br i1 %330, label %308, label %316, !dbg !284, !llvm.loop !312
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !314 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!168 = !DILocation(line: 35, column: 5, scope: !109)
!169 = !DILocation(line: 36, column: 5, scope: !109)
!170 = !DILocation(line: 37, column: 5, scope: !109)
!171 = !DILocation(line: 38, column: 5, scope: !109)
!172 = !DILocation(line: 39, column: 5, scope: !109)
!173 = !DILocation(line: 40, column: 5, scope: !109)
!174 = !DILocation(line: 42, column: 5, scope: !109)
!175 = !DILocation(line: 43, column: 5, scope: !109)
!176 = !DILocation(line: 0, scope: !121)
!177 = !DILocalVariable(name: "i", scope: !178, file: !2, line: 13, type: !112)
!178 = distinct !DILexicalBlock(scope: !179, file: !2, line: 13, column: 5)
!179 = distinct !DISubprogram(name: "harmonic_f", scope: !2, file: !2, line: 11, type: !180, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !182)
!180 = !DISubroutineType(types: !181)
!181 = !{!99, !112}
!182 = !{!183, !184, !177}
!183 = !DILocalVariable(name: "n", arg: 1, scope: !179, file: !2, line: 11, type: !112)
!184 = !DILocalVariable(name: "s", scope: !179, file: !2, line: 12, type: !99)
!185 = !DILocation(line: 0, scope: !178, inlinedAt: !186)
!186 = distinct !DILocation(line: 45, column: 55, scope: !187)
!187 = distinct !DILexicalBlock(scope: !121, file: !2, line: 44, column: 5)
!188 = !DILocation(line: 0, scope: !179, inlinedAt: !186)
!189 = !DILocalVariable(name: "n", arg: 1, scope: !190, file: !2, line: 18, type: !112)
!190 = distinct !DISubprogram(name: "harmonic_d", scope: !2, file: !2, line: 18, type: !191, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !193)
!191 = !DISubroutineType(types: !192)
!192 = !{!98, !112}
!193 = !{!189, !194, !195}
!194 = !DILocalVariable(name: "s", scope: !190, file: !2, line: 19, type: !98)
!195 = !DILocalVariable(name: "i", scope: !196, file: !2, line: 20, type: !112)
!196 = distinct !DILexicalBlock(scope: !190, file: !2, line: 20, column: 5)
!197 = !DILocation(line: 0, scope: !190, inlinedAt: !198)
!198 = distinct !DILocation(line: 45, column: 70, scope: !187)
!199 = !DILocation(line: 0, scope: !196, inlinedAt: !198)
!200 = !DILocation(line: 45, column: 9, scope: !187)
!201 = !DILocation(line: 13, column: 5, scope: !178, inlinedAt: !186)
!202 = !DILocation(line: 14, column: 21, scope: !203, inlinedAt: !186)
!203 = distinct !DILexicalBlock(scope: !178, file: !2, line: 13, column: 5)
!204 = !DILocation(line: 14, column: 19, scope: !203, inlinedAt: !186)
!205 = !DILocation(line: 14, column: 11, scope: !203, inlinedAt: !186)
!206 = !DILocation(line: 13, column: 30, scope: !203, inlinedAt: !186)
!207 = !DILocation(line: 13, column: 23, scope: !203, inlinedAt: !186)
!208 = distinct !{!208, !201, !209, !210}
!209 = !DILocation(line: 14, column: 28, scope: !178, inlinedAt: !186)
!210 = !{!"llvm.loop.mustprogress"}
!211 = !DILocation(line: 21, column: 20, scope: !212, inlinedAt: !198)
!212 = distinct !DILexicalBlock(scope: !196, file: !2, line: 20, column: 5)
!213 = !DILocation(line: 21, column: 18, scope: !212, inlinedAt: !198)
!214 = !DILocation(line: 21, column: 11, scope: !212, inlinedAt: !198)
!215 = !DILocation(line: 20, column: 30, scope: !212, inlinedAt: !198)
!216 = !DILocation(line: 20, column: 23, scope: !212, inlinedAt: !198)
!217 = !DILocation(line: 20, column: 5, scope: !196, inlinedAt: !198)
!218 = distinct !{!218, !217, !219, !210}
!219 = !DILocation(line: 21, column: 20, scope: !196, inlinedAt: !198)
!220 = !DILocation(line: 45, column: 55, scope: !187)
!221 = !DILocation(line: 0, scope: !128)
!222 = !DILocation(line: 48, column: 9, scope: !223)
!223 = distinct !DILexicalBlock(scope: !128, file: !2, line: 47, column: 5)
!224 = !DILocation(line: 0, scope: !130)
!225 = !DILocalVariable(name: "a", arg: 1, scope: !226, file: !2, line: 26, type: !98)
!226 = distinct !DISubprogram(name: "newton_sqrt", scope: !2, file: !2, line: 26, type: !227, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !229)
!227 = !DISubroutineType(types: !228)
!228 = !{!98, !98}
!229 = !{!225, !230, !231}
!230 = !DILocalVariable(name: "x", scope: !226, file: !2, line: 27, type: !98)
!231 = !DILocalVariable(name: "i", scope: !232, file: !2, line: 28, type: !112)
!232 = distinct !DILexicalBlock(scope: !226, file: !2, line: 28, column: 5)
!233 = !DILocation(line: 0, scope: !226, inlinedAt: !234)
!234 = distinct !DILocation(line: 50, column: 41, scope: !235)
!235 = distinct !DILexicalBlock(scope: !130, file: !2, line: 49, column: 5)
!236 = !DILocation(line: 0, scope: !232, inlinedAt: !234)
!237 = !DILocation(line: 50, column: 9, scope: !235)
!238 = !DILocation(line: 28, column: 5, scope: !232, inlinedAt: !234)
!239 = !DILocation(line: 29, column: 26, scope: !240, inlinedAt: !234)
!240 = distinct !DILexicalBlock(scope: !232, file: !2, line: 28, column: 5)
!241 = !DILocation(line: 29, column: 22, scope: !240, inlinedAt: !234)
!242 = !DILocation(line: 29, column: 17, scope: !240, inlinedAt: !234)
!243 = !DILocation(line: 28, column: 30, scope: !240, inlinedAt: !234)
!244 = !DILocation(line: 28, column: 23, scope: !240, inlinedAt: !234)
!245 = distinct !{!245, !238, !246, !210}
!246 = !DILocation(line: 29, column: 29, scope: !232, inlinedAt: !234)
!247 = !DILocation(line: 54, column: 5, scope: !109)
!248 = !DILocation(line: 57, column: 5, scope: !109)
!249 = !DILocation(line: 60, column: 5, scope: !109)
!250 = !DILocation(line: 63, column: 5, scope: !109)
!251 = !DILocation(line: 63, column: 21, scope: !109)
!252 = !{!253, !253, i64 0}
!253 = !{!"double", !254, i64 0}
!254 = !{!"omnipotent char", !255, i64 0}
!255 = !{!"Simple C/C++ TBAA"}
!256 = distinct !DIAssignID()
!257 = !DILocation(line: 63, column: 31, scope: !109)
!258 = distinct !DIAssignID()
!259 = !DILocation(line: 63, column: 41, scope: !109)
!260 = distinct !DIAssignID()
!261 = !DILocation(line: 64, column: 18, scope: !109)
!262 = !DILocation(line: 64, column: 29, scope: !109)
!263 = !DILocation(line: 64, column: 40, scope: !109)
!264 = !DILocation(line: 65, column: 51, scope: !109)
!265 = !DILocation(line: 65, column: 5, scope: !109)
!266 = !DILocation(line: 66, column: 5, scope: !109)
!267 = !DILocation(line: 66, column: 20, scope: !109)
!268 = !{!269, !269, i64 0}
!269 = !{!"float", !254, i64 0}
!270 = distinct !DIAssignID()
!271 = !DILocation(line: 66, column: 30, scope: !109)
!272 = distinct !DIAssignID()
!273 = !DILocation(line: 67, column: 17, scope: !109)
!274 = !DILocation(line: 67, column: 28, scope: !109)
!275 = !DILocation(line: 68, column: 60, scope: !109)
!276 = !DILocation(line: 68, column: 41, scope: !109)
!277 = !DILocation(line: 68, column: 5, scope: !109)
!278 = !DILocation(line: 72, column: 5, scope: !109)
!279 = !DILocation(line: 0, scope: !157)
!280 = !DILocation(line: 75, column: 5, scope: !157)
!281 = !DILocation(line: 77, column: 35, scope: !109)
!282 = !DILocation(line: 77, column: 5, scope: !109)
!283 = !DILocation(line: 0, scope: !160)
!284 = !DILocation(line: 79, column: 5, scope: !160)
!285 = !DILocation(line: 76, column: 40, scope: !286)
!286 = distinct !DILexicalBlock(scope: !157, file: !2, line: 75, column: 5)
!287 = !DILocation(line: 76, column: 44, scope: !286)
!288 = !DILocation(line: 76, column: 37, scope: !286)
!289 = !DILocation(line: 76, column: 35, scope: !286)
!290 = !DILocation(line: 76, column: 11, scope: !286)
!291 = !DILocation(line: 75, column: 32, scope: !286)
!292 = !DILocation(line: 75, column: 23, scope: !286)
!293 = distinct !{!293, !280, !294, !210}
!294 = !DILocation(line: 76, column: 47, scope: !157)
!295 = !DILocation(line: 81, column: 40, scope: !109)
!296 = !DILocation(line: 81, column: 38, scope: !109)
!297 = !DILocation(line: 81, column: 5, scope: !109)
!298 = !DILocation(line: 84, column: 5, scope: !109)
!299 = !DILocation(line: 85, column: 5, scope: !109)
!300 = !DILocation(line: 87, column: 5, scope: !109)
!301 = !DILocation(line: 88, column: 5, scope: !109)
!302 = !DILocation(line: 90, column: 1, scope: !109)
!303 = !DILocation(line: 89, column: 5, scope: !109)
!304 = !DILocation(line: 80, column: 50, scope: !305)
!305 = distinct !DILexicalBlock(scope: !160, file: !2, line: 79, column: 5)
!306 = !DILocation(line: 80, column: 54, scope: !305)
!307 = !DILocation(line: 80, column: 40, scope: !305)
!308 = !DILocation(line: 80, column: 38, scope: !305)
!309 = !DILocation(line: 80, column: 12, scope: !305)
!310 = !DILocation(line: 79, column: 32, scope: !305)
!311 = !DILocation(line: 79, column: 23, scope: !305)
!312 = distinct !{!312, !284, !313, !210}
!313 = !DILocation(line: 80, column: 57, scope: !160)
!314 = !DISubprogram(name: "printf", scope: !315, file: !315, line: 356, type: !316, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!315 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!316 = !DISubroutineType(types: !317)
!317 = !{!112, !318, null}
!318 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !319)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 64)
!320 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
