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
  br label %140, !dbg !224

125:                                              ; preds = %140
    #dbg_value(double 1.000000e-01, !131, !DIExpression(), !163)
    #dbg_value(double 1.000000e+01, !132, !DIExpression(), !163)
    #dbg_value(double -1.000000e+00, !133, !DIExpression(), !163)
    #dbg_value(double 1.000000e+00, !134, !DIExpression(), !163)
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0.000000e+00), !dbg !225
    #dbg_value(double 0x3FF0000000400000, !135, !DIExpression(), !163)
    #dbg_value(double 0x3FEFFFFFFF800000, !136, !DIExpression(), !163)
    #dbg_value(double 1.000000e+00, !137, !DIExpression(), !163)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0.000000e+00), !dbg !226
    #dbg_value(float 0x3FF0008000000000, !138, !DIExpression(), !163)
    #dbg_value(float 0x3FEFFF0000000000, !139, !DIExpression(), !163)
    #dbg_value(float 1.000000e+00, !140, !DIExpression(), !163)
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 0.000000e+00), !dbg !227
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !228
  store volatile double 0x3FF0000000400000, ptr %1, align 8, !dbg !229, !tbaa !230, !DIAssignID !234
    #dbg_assign(double 0x3FF0000000400000, !141, !DIExpression(), !234, ptr %1, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !228
  store volatile double 0x3FEFFFFFFF800000, ptr %2, align 8, !dbg !235, !tbaa !230, !DIAssignID !236
    #dbg_assign(double 0x3FEFFFFFFF800000, !143, !DIExpression(), !236, ptr %2, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !228
  store volatile double -1.000000e+00, ptr %3, align 8, !dbg !237, !tbaa !230, !DIAssignID !238
    #dbg_assign(double -1.000000e+00, !144, !DIExpression(), !238, ptr %3, !DIExpression(), !163)
  %129 = load volatile double, ptr %1, align 8, !dbg !239, !tbaa !230
    #dbg_value(double %129, !145, !DIExpression(), !163)
  %130 = load volatile double, ptr %2, align 8, !dbg !240, !tbaa !230
    #dbg_value(double %130, !146, !DIExpression(), !163)
  %131 = load volatile double, ptr %3, align 8, !dbg !241, !tbaa !230
    #dbg_value(double %131, !147, !DIExpression(), !163)
  %132 = tail call double @llvm.fmuladd.f64(double %129, double %130, double %131), !dbg !242
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %132), !dbg !243
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !244
  store volatile float 0x3FF0008000000000, ptr %4, align 4, !dbg !245, !tbaa !246, !DIAssignID !248
    #dbg_assign(float 0x3FF0008000000000, !148, !DIExpression(), !248, ptr %4, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !244
  store volatile float 0x3FEFFF0000000000, ptr %5, align 4, !dbg !249, !tbaa !246, !DIAssignID !250
    #dbg_assign(float 0x3FEFFF0000000000, !150, !DIExpression(), !250, ptr %5, !DIExpression(), !163)
  %134 = load volatile float, ptr %4, align 4, !dbg !251, !tbaa !246
    #dbg_value(float %134, !151, !DIExpression(), !163)
  %135 = load volatile float, ptr %5, align 4, !dbg !252, !tbaa !246
    #dbg_value(float %135, !152, !DIExpression(), !163)
  %136 = tail call float @llvm.fmuladd.f32(float %134, float %135, float -1.000000e+00), !dbg !253
  %137 = fpext float %136 to double, !dbg !254
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %137), !dbg !255
    #dbg_value(float 0x3FD5555560000000, !153, !DIExpression(), !163)
    #dbg_value(double 0x3FD5555555555555, !154, !DIExpression(), !163)
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555, double noundef 0x3E45555556000000), !dbg !256
    #dbg_value(double 0.000000e+00, !155, !DIExpression(), !163)
    #dbg_value(i32 0, !156, !DIExpression(), !257)
  br label %331, !dbg !258

140:                                              ; preds = %115, %140
  %141 = phi i32 [ %326, %140 ], [ 1, %115 ]
    #dbg_value(i32 %141, !129, !DIExpression(), !259)
  %142 = uitofp nneg i32 %141 to double, !dbg !260
    #dbg_value(double %142, !262, !DIExpression(), !270)
  %143 = fcmp ogt double %142, 1.000000e+00, !dbg !272
  %144 = select i1 %143, double %142, double 1.000000e+00, !dbg !273
    #dbg_value(i32 0, !268, !DIExpression(), !274)
    #dbg_value(double %144, !267, !DIExpression(), !270)
  %145 = fdiv double %142, %144, !dbg !275
  %146 = fadd double %144, %145, !dbg !277
  %147 = fmul double %146, 5.000000e-01, !dbg !278
    #dbg_value(double %147, !267, !DIExpression(), !270)
    #dbg_value(i32 1, !268, !DIExpression(), !274)
  %148 = fdiv double %142, %147, !dbg !275
  %149 = fadd double %147, %148, !dbg !277
  %150 = fmul double %149, 5.000000e-01, !dbg !278
    #dbg_value(double %150, !267, !DIExpression(), !270)
    #dbg_value(i32 2, !268, !DIExpression(), !274)
  %151 = fdiv double %142, %150, !dbg !275
  %152 = fadd double %150, %151, !dbg !277
  %153 = fmul double %152, 5.000000e-01, !dbg !278
    #dbg_value(double %153, !267, !DIExpression(), !270)
    #dbg_value(i32 3, !268, !DIExpression(), !274)
  %154 = fdiv double %142, %153, !dbg !275
  %155 = fadd double %153, %154, !dbg !277
  %156 = fmul double %155, 5.000000e-01, !dbg !278
    #dbg_value(double %156, !267, !DIExpression(), !270)
    #dbg_value(i32 4, !268, !DIExpression(), !274)
  %157 = fdiv double %142, %156, !dbg !275
  %158 = fadd double %156, %157, !dbg !277
  %159 = fmul double %158, 5.000000e-01, !dbg !278
    #dbg_value(double %159, !267, !DIExpression(), !270)
    #dbg_value(i32 5, !268, !DIExpression(), !274)
  %160 = fdiv double %142, %159, !dbg !275
  %161 = fadd double %159, %160, !dbg !277
  %162 = fmul double %161, 5.000000e-01, !dbg !278
    #dbg_value(double %162, !267, !DIExpression(), !270)
    #dbg_value(i32 6, !268, !DIExpression(), !274)
  %163 = fdiv double %142, %162, !dbg !275
  %164 = fadd double %162, %163, !dbg !277
  %165 = fmul double %164, 5.000000e-01, !dbg !278
    #dbg_value(double %165, !267, !DIExpression(), !270)
    #dbg_value(i32 7, !268, !DIExpression(), !274)
  %166 = fdiv double %142, %165, !dbg !275
  %167 = fadd double %165, %166, !dbg !277
  %168 = fmul double %167, 5.000000e-01, !dbg !278
    #dbg_value(double %168, !267, !DIExpression(), !270)
    #dbg_value(i32 8, !268, !DIExpression(), !274)
  %169 = fdiv double %142, %168, !dbg !275
  %170 = fadd double %168, %169, !dbg !277
  %171 = fmul double %170, 5.000000e-01, !dbg !278
    #dbg_value(double %171, !267, !DIExpression(), !270)
    #dbg_value(i32 9, !268, !DIExpression(), !274)
  %172 = fdiv double %142, %171, !dbg !275
  %173 = fadd double %171, %172, !dbg !277
  %174 = fmul double %173, 5.000000e-01, !dbg !278
    #dbg_value(double %174, !267, !DIExpression(), !270)
    #dbg_value(i32 10, !268, !DIExpression(), !274)
  %175 = fdiv double %142, %174, !dbg !275
  %176 = fadd double %174, %175, !dbg !277
  %177 = fmul double %176, 5.000000e-01, !dbg !278
    #dbg_value(double %177, !267, !DIExpression(), !270)
    #dbg_value(i32 11, !268, !DIExpression(), !274)
  %178 = fdiv double %142, %177, !dbg !275
  %179 = fadd double %177, %178, !dbg !277
  %180 = fmul double %179, 5.000000e-01, !dbg !278
    #dbg_value(double %180, !267, !DIExpression(), !270)
    #dbg_value(i32 12, !268, !DIExpression(), !274)
  %181 = fdiv double %142, %180, !dbg !275
  %182 = fadd double %180, %181, !dbg !277
  %183 = fmul double %182, 5.000000e-01, !dbg !278
    #dbg_value(double %183, !267, !DIExpression(), !270)
    #dbg_value(i32 13, !268, !DIExpression(), !274)
  %184 = fdiv double %142, %183, !dbg !275
  %185 = fadd double %183, %184, !dbg !277
  %186 = fmul double %185, 5.000000e-01, !dbg !278
    #dbg_value(double %186, !267, !DIExpression(), !270)
    #dbg_value(i32 14, !268, !DIExpression(), !274)
  %187 = fdiv double %142, %186, !dbg !275
  %188 = fadd double %186, %187, !dbg !277
  %189 = fmul double %188, 5.000000e-01, !dbg !278
    #dbg_value(double %189, !267, !DIExpression(), !270)
    #dbg_value(i32 15, !268, !DIExpression(), !274)
  %190 = fdiv double %142, %189, !dbg !275
  %191 = fadd double %189, %190, !dbg !277
  %192 = fmul double %191, 5.000000e-01, !dbg !278
    #dbg_value(double %192, !267, !DIExpression(), !270)
    #dbg_value(i32 16, !268, !DIExpression(), !274)
  %193 = fdiv double %142, %192, !dbg !275
  %194 = fadd double %192, %193, !dbg !277
  %195 = fmul double %194, 5.000000e-01, !dbg !278
    #dbg_value(double %195, !267, !DIExpression(), !270)
    #dbg_value(i32 17, !268, !DIExpression(), !274)
  %196 = fdiv double %142, %195, !dbg !275
  %197 = fadd double %195, %196, !dbg !277
  %198 = fmul double %197, 5.000000e-01, !dbg !278
    #dbg_value(double %198, !267, !DIExpression(), !270)
    #dbg_value(i32 18, !268, !DIExpression(), !274)
  %199 = fdiv double %142, %198, !dbg !275
  %200 = fadd double %198, %199, !dbg !277
  %201 = fmul double %200, 5.000000e-01, !dbg !278
    #dbg_value(double %201, !267, !DIExpression(), !270)
    #dbg_value(i32 19, !268, !DIExpression(), !274)
  %202 = fdiv double %142, %201, !dbg !275
  %203 = fadd double %201, %202, !dbg !277
  %204 = fmul double %203, 5.000000e-01, !dbg !278
    #dbg_value(double %204, !267, !DIExpression(), !270)
    #dbg_value(i32 20, !268, !DIExpression(), !274)
  %205 = fdiv double %142, %204, !dbg !275
  %206 = fadd double %204, %205, !dbg !277
  %207 = fmul double %206, 5.000000e-01, !dbg !278
    #dbg_value(double %207, !267, !DIExpression(), !270)
    #dbg_value(i32 21, !268, !DIExpression(), !274)
  %208 = fdiv double %142, %207, !dbg !275
  %209 = fadd double %207, %208, !dbg !277
  %210 = fmul double %209, 5.000000e-01, !dbg !278
    #dbg_value(double %210, !267, !DIExpression(), !270)
    #dbg_value(i32 22, !268, !DIExpression(), !274)
  %211 = fdiv double %142, %210, !dbg !275
  %212 = fadd double %210, %211, !dbg !277
  %213 = fmul double %212, 5.000000e-01, !dbg !278
    #dbg_value(double %213, !267, !DIExpression(), !270)
    #dbg_value(i32 23, !268, !DIExpression(), !274)
  %214 = fdiv double %142, %213, !dbg !275
  %215 = fadd double %213, %214, !dbg !277
  %216 = fmul double %215, 5.000000e-01, !dbg !278
    #dbg_value(double %216, !267, !DIExpression(), !270)
    #dbg_value(i32 24, !268, !DIExpression(), !274)
  %217 = fdiv double %142, %216, !dbg !275
  %218 = fadd double %216, %217, !dbg !277
  %219 = fmul double %218, 5.000000e-01, !dbg !278
    #dbg_value(double %219, !267, !DIExpression(), !270)
    #dbg_value(i32 25, !268, !DIExpression(), !274)
  %220 = fdiv double %142, %219, !dbg !275
  %221 = fadd double %219, %220, !dbg !277
  %222 = fmul double %221, 5.000000e-01, !dbg !278
    #dbg_value(double %222, !267, !DIExpression(), !270)
    #dbg_value(i32 26, !268, !DIExpression(), !274)
  %223 = fdiv double %142, %222, !dbg !275
  %224 = fadd double %222, %223, !dbg !277
  %225 = fmul double %224, 5.000000e-01, !dbg !278
    #dbg_value(double %225, !267, !DIExpression(), !270)
    #dbg_value(i32 27, !268, !DIExpression(), !274)
  %226 = fdiv double %142, %225, !dbg !275
  %227 = fadd double %225, %226, !dbg !277
  %228 = fmul double %227, 5.000000e-01, !dbg !278
    #dbg_value(double %228, !267, !DIExpression(), !270)
    #dbg_value(i32 28, !268, !DIExpression(), !274)
  %229 = fdiv double %142, %228, !dbg !275
  %230 = fadd double %228, %229, !dbg !277
  %231 = fmul double %230, 5.000000e-01, !dbg !278
    #dbg_value(double %231, !267, !DIExpression(), !270)
    #dbg_value(i32 29, !268, !DIExpression(), !274)
  %232 = fdiv double %142, %231, !dbg !275
  %233 = fadd double %231, %232, !dbg !277
  %234 = fmul double %233, 5.000000e-01, !dbg !278
    #dbg_value(double %234, !267, !DIExpression(), !270)
    #dbg_value(i32 30, !268, !DIExpression(), !274)
  %235 = fdiv double %142, %234, !dbg !275
  %236 = fadd double %234, %235, !dbg !277
  %237 = fmul double %236, 5.000000e-01, !dbg !278
    #dbg_value(double %237, !267, !DIExpression(), !270)
    #dbg_value(i32 31, !268, !DIExpression(), !274)
  %238 = fdiv double %142, %237, !dbg !275
  %239 = fadd double %237, %238, !dbg !277
  %240 = fmul double %239, 5.000000e-01, !dbg !278
    #dbg_value(double %240, !267, !DIExpression(), !270)
    #dbg_value(i32 32, !268, !DIExpression(), !274)
  %241 = fdiv double %142, %240, !dbg !275
  %242 = fadd double %240, %241, !dbg !277
  %243 = fmul double %242, 5.000000e-01, !dbg !278
    #dbg_value(double %243, !267, !DIExpression(), !270)
    #dbg_value(i32 33, !268, !DIExpression(), !274)
  %244 = fdiv double %142, %243, !dbg !275
  %245 = fadd double %243, %244, !dbg !277
  %246 = fmul double %245, 5.000000e-01, !dbg !278
    #dbg_value(double %246, !267, !DIExpression(), !270)
    #dbg_value(i32 34, !268, !DIExpression(), !274)
  %247 = fdiv double %142, %246, !dbg !275
  %248 = fadd double %246, %247, !dbg !277
  %249 = fmul double %248, 5.000000e-01, !dbg !278
    #dbg_value(double %249, !267, !DIExpression(), !270)
    #dbg_value(i32 35, !268, !DIExpression(), !274)
  %250 = fdiv double %142, %249, !dbg !275
  %251 = fadd double %249, %250, !dbg !277
  %252 = fmul double %251, 5.000000e-01, !dbg !278
    #dbg_value(double %252, !267, !DIExpression(), !270)
    #dbg_value(i32 36, !268, !DIExpression(), !274)
  %253 = fdiv double %142, %252, !dbg !275
  %254 = fadd double %252, %253, !dbg !277
  %255 = fmul double %254, 5.000000e-01, !dbg !278
    #dbg_value(double %255, !267, !DIExpression(), !270)
    #dbg_value(i32 37, !268, !DIExpression(), !274)
  %256 = fdiv double %142, %255, !dbg !275
  %257 = fadd double %255, %256, !dbg !277
  %258 = fmul double %257, 5.000000e-01, !dbg !278
    #dbg_value(double %258, !267, !DIExpression(), !270)
    #dbg_value(i32 38, !268, !DIExpression(), !274)
  %259 = fdiv double %142, %258, !dbg !275
  %260 = fadd double %258, %259, !dbg !277
  %261 = fmul double %260, 5.000000e-01, !dbg !278
    #dbg_value(double %261, !267, !DIExpression(), !270)
    #dbg_value(i32 39, !268, !DIExpression(), !274)
  %262 = fdiv double %142, %261, !dbg !275
  %263 = fadd double %261, %262, !dbg !277
  %264 = fmul double %263, 5.000000e-01, !dbg !278
    #dbg_value(double %264, !267, !DIExpression(), !270)
    #dbg_value(i32 40, !268, !DIExpression(), !274)
  %265 = fdiv double %142, %264, !dbg !275
  %266 = fadd double %264, %265, !dbg !277
  %267 = fmul double %266, 5.000000e-01, !dbg !278
    #dbg_value(double %267, !267, !DIExpression(), !270)
    #dbg_value(i32 41, !268, !DIExpression(), !274)
  %268 = fdiv double %142, %267, !dbg !275
  %269 = fadd double %267, %268, !dbg !277
  %270 = fmul double %269, 5.000000e-01, !dbg !278
    #dbg_value(double %270, !267, !DIExpression(), !270)
    #dbg_value(i32 42, !268, !DIExpression(), !274)
  %271 = fdiv double %142, %270, !dbg !275
  %272 = fadd double %270, %271, !dbg !277
  %273 = fmul double %272, 5.000000e-01, !dbg !278
    #dbg_value(double %273, !267, !DIExpression(), !270)
    #dbg_value(i32 43, !268, !DIExpression(), !274)
  %274 = fdiv double %142, %273, !dbg !275
  %275 = fadd double %273, %274, !dbg !277
  %276 = fmul double %275, 5.000000e-01, !dbg !278
    #dbg_value(double %276, !267, !DIExpression(), !270)
    #dbg_value(i32 44, !268, !DIExpression(), !274)
  %277 = fdiv double %142, %276, !dbg !275
  %278 = fadd double %276, %277, !dbg !277
  %279 = fmul double %278, 5.000000e-01, !dbg !278
    #dbg_value(double %279, !267, !DIExpression(), !270)
    #dbg_value(i32 45, !268, !DIExpression(), !274)
  %280 = fdiv double %142, %279, !dbg !275
  %281 = fadd double %279, %280, !dbg !277
  %282 = fmul double %281, 5.000000e-01, !dbg !278
    #dbg_value(double %282, !267, !DIExpression(), !270)
    #dbg_value(i32 46, !268, !DIExpression(), !274)
  %283 = fdiv double %142, %282, !dbg !275
  %284 = fadd double %282, %283, !dbg !277
  %285 = fmul double %284, 5.000000e-01, !dbg !278
    #dbg_value(double %285, !267, !DIExpression(), !270)
    #dbg_value(i32 47, !268, !DIExpression(), !274)
  %286 = fdiv double %142, %285, !dbg !275
  %287 = fadd double %285, %286, !dbg !277
  %288 = fmul double %287, 5.000000e-01, !dbg !278
    #dbg_value(double %288, !267, !DIExpression(), !270)
    #dbg_value(i32 48, !268, !DIExpression(), !274)
  %289 = fdiv double %142, %288, !dbg !275
  %290 = fadd double %288, %289, !dbg !277
  %291 = fmul double %290, 5.000000e-01, !dbg !278
    #dbg_value(double %291, !267, !DIExpression(), !270)
    #dbg_value(i32 49, !268, !DIExpression(), !274)
  %292 = fdiv double %142, %291, !dbg !275
  %293 = fadd double %291, %292, !dbg !277
  %294 = fmul double %293, 5.000000e-01, !dbg !278
    #dbg_value(double %294, !267, !DIExpression(), !270)
    #dbg_value(i32 50, !268, !DIExpression(), !274)
  %295 = fdiv double %142, %294, !dbg !275
  %296 = fadd double %294, %295, !dbg !277
  %297 = fmul double %296, 5.000000e-01, !dbg !278
    #dbg_value(double %297, !267, !DIExpression(), !270)
    #dbg_value(i32 51, !268, !DIExpression(), !274)
  %298 = fdiv double %142, %297, !dbg !275
  %299 = fadd double %297, %298, !dbg !277
  %300 = fmul double %299, 5.000000e-01, !dbg !278
    #dbg_value(double %300, !267, !DIExpression(), !270)
    #dbg_value(i32 52, !268, !DIExpression(), !274)
  %301 = fdiv double %142, %300, !dbg !275
  %302 = fadd double %300, %301, !dbg !277
  %303 = fmul double %302, 5.000000e-01, !dbg !278
    #dbg_value(double %303, !267, !DIExpression(), !270)
    #dbg_value(i32 53, !268, !DIExpression(), !274)
  %304 = fdiv double %142, %303, !dbg !275
  %305 = fadd double %303, %304, !dbg !277
  %306 = fmul double %305, 5.000000e-01, !dbg !278
    #dbg_value(double %306, !267, !DIExpression(), !270)
    #dbg_value(i32 54, !268, !DIExpression(), !274)
  %307 = fdiv double %142, %306, !dbg !275
  %308 = fadd double %306, %307, !dbg !277
  %309 = fmul double %308, 5.000000e-01, !dbg !278
    #dbg_value(double %309, !267, !DIExpression(), !270)
    #dbg_value(i32 55, !268, !DIExpression(), !274)
  %310 = fdiv double %142, %309, !dbg !275
  %311 = fadd double %309, %310, !dbg !277
  %312 = fmul double %311, 5.000000e-01, !dbg !278
    #dbg_value(double %312, !267, !DIExpression(), !270)
    #dbg_value(i32 56, !268, !DIExpression(), !274)
  %313 = fdiv double %142, %312, !dbg !275
  %314 = fadd double %312, %313, !dbg !277
  %315 = fmul double %314, 5.000000e-01, !dbg !278
    #dbg_value(double %315, !267, !DIExpression(), !270)
    #dbg_value(i32 57, !268, !DIExpression(), !274)
  %316 = fdiv double %142, %315, !dbg !275
  %317 = fadd double %315, %316, !dbg !277
  %318 = fmul double %317, 5.000000e-01, !dbg !278
    #dbg_value(double %318, !267, !DIExpression(), !270)
    #dbg_value(i32 58, !268, !DIExpression(), !274)
  %319 = fdiv double %142, %318, !dbg !275
  %320 = fadd double %318, %319, !dbg !277
  %321 = fmul double %320, 5.000000e-01, !dbg !278
    #dbg_value(double %321, !267, !DIExpression(), !270)
    #dbg_value(i32 59, !268, !DIExpression(), !274)
  %322 = fdiv double %142, %321, !dbg !275
  %323 = fadd double %321, %322, !dbg !277
  %324 = fmul double %323, 5.000000e-01, !dbg !278
    #dbg_value(double %324, !267, !DIExpression(), !270)
    #dbg_value(i32 60, !268, !DIExpression(), !274)
  %325 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %141, double noundef %324), !dbg !279
  %326 = add nuw nsw i32 %141, 6, !dbg !280
    #dbg_value(i32 %326, !129, !DIExpression(), !259)
  %327 = icmp ult i32 %141, 34, !dbg !281
  br i1 %327, label %140, label %125, !dbg !224, !llvm.loop !282

328:                                              ; preds = %331
  %329 = fmul double %343, 4.000000e+00, !dbg !284
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %329), !dbg !285
    #dbg_value(float 0.000000e+00, !158, !DIExpression(), !163)
    #dbg_value(i32 0, !159, !DIExpression(), !286)
  br label %354, !dbg !287

331:                                              ; preds = %331, %125
  %332 = phi i32 [ 0, %125 ], [ %344, %331 ]
  %333 = phi double [ 0.000000e+00, %125 ], [ %343, %331 ]
    #dbg_value(i32 %332, !156, !DIExpression(), !257)
    #dbg_value(double %333, !155, !DIExpression(), !163)
  %334 = shl nuw nsw i32 %332, 1, !dbg !288
  %335 = or disjoint i32 %334, 1, !dbg !290
  %336 = uitofp nneg i32 %335 to double, !dbg !291
  %337 = fdiv double 1.000000e+00, %336, !dbg !292
  %338 = fadd double %333, %337, !dbg !293
    #dbg_value(double %338, !155, !DIExpression(), !163)
    #dbg_value(i32 %332, !156, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !257)
  %339 = shl nuw i32 %332, 1, !dbg !288
  %340 = or disjoint i32 %339, 3, !dbg !290
  %341 = uitofp nneg i32 %340 to double, !dbg !291
  %342 = fdiv double -1.000000e+00, %341, !dbg !292
  %343 = fadd double %338, %342, !dbg !293
    #dbg_value(double %343, !155, !DIExpression(), !163)
  %344 = add nuw nsw i32 %332, 2, !dbg !294
    #dbg_value(i32 %344, !156, !DIExpression(), !257)
  %345 = icmp eq i32 %344, 1000, !dbg !295
  br i1 %345, label %328, label %331, !dbg !258, !llvm.loop !296

346:                                              ; preds = %354
  %347 = fmul float %366, 4.000000e+00, !dbg !298
  %348 = fpext float %347 to double, !dbg !299
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef %348), !dbg !300
    #dbg_value(double -0.000000e+00, !161, !DIExpression(), !163)
  %350 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, i32 noundef 1), !dbg !301
  %351 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef 1.000000e-310, double noundef 4.940660e-324, double noundef 1.700000e+308, double noundef 0x7FEFFFFFFFFFFFFF), !dbg !302
  %352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, double noundef 5.000000e-01, double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef -5.000000e-01), !dbg !303
  %353 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, double noundef 1.005000e+00, double noundef 1.125000e+00, double noundef 2.500000e-01), !dbg !304
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !305
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !305
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !305
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !305
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !305
  ret i32 0, !dbg !306

354:                                              ; preds = %354, %328
  %355 = phi i32 [ 0, %328 ], [ %367, %354 ]
  %356 = phi float [ 0.000000e+00, %328 ], [ %366, %354 ]
    #dbg_value(i32 %355, !159, !DIExpression(), !286)
    #dbg_value(float %356, !158, !DIExpression(), !163)
  %357 = shl nuw nsw i32 %355, 1, !dbg !307
  %358 = or disjoint i32 %357, 1, !dbg !309
  %359 = uitofp nneg i32 %358 to float, !dbg !310
  %360 = fdiv float 1.000000e+00, %359, !dbg !311
  %361 = fadd float %356, %360, !dbg !312
    #dbg_value(float %361, !158, !DIExpression(), !163)
    #dbg_value(i32 %355, !159, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !286)
  %362 = shl nuw i32 %355, 1, !dbg !307
  %363 = or disjoint i32 %362, 3, !dbg !309
  %364 = uitofp nneg i32 %363 to float, !dbg !310
  %365 = fdiv float -1.000000e+00, %364, !dbg !311
  %366 = fadd float %361, %365, !dbg !312
    #dbg_value(float %366, !158, !DIExpression(), !163)
  %367 = add nuw nsw i32 %355, 2, !dbg !313
    #dbg_value(i32 %367, !159, !DIExpression(), !286)
  %368 = icmp eq i32 %367, 1000, !dbg !314
  br i1 %368, label %346, label %354, !dbg !287, !llvm.loop !315
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !317 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

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
!224 = !DILocation(line: 49, column: 5, scope: !130)
!225 = !DILocation(line: 54, column: 5, scope: !109)
!226 = !DILocation(line: 57, column: 5, scope: !109)
!227 = !DILocation(line: 60, column: 5, scope: !109)
!228 = !DILocation(line: 63, column: 5, scope: !109)
!229 = !DILocation(line: 63, column: 21, scope: !109)
!230 = !{!231, !231, i64 0}
!231 = !{!"double", !232, i64 0}
!232 = !{!"omnipotent char", !233, i64 0}
!233 = !{!"Simple C/C++ TBAA"}
!234 = distinct !DIAssignID()
!235 = !DILocation(line: 63, column: 31, scope: !109)
!236 = distinct !DIAssignID()
!237 = !DILocation(line: 63, column: 41, scope: !109)
!238 = distinct !DIAssignID()
!239 = !DILocation(line: 64, column: 18, scope: !109)
!240 = !DILocation(line: 64, column: 29, scope: !109)
!241 = !DILocation(line: 64, column: 40, scope: !109)
!242 = !DILocation(line: 65, column: 51, scope: !109)
!243 = !DILocation(line: 65, column: 5, scope: !109)
!244 = !DILocation(line: 66, column: 5, scope: !109)
!245 = !DILocation(line: 66, column: 20, scope: !109)
!246 = !{!247, !247, i64 0}
!247 = !{!"float", !232, i64 0}
!248 = distinct !DIAssignID()
!249 = !DILocation(line: 66, column: 30, scope: !109)
!250 = distinct !DIAssignID()
!251 = !DILocation(line: 67, column: 17, scope: !109)
!252 = !DILocation(line: 67, column: 28, scope: !109)
!253 = !DILocation(line: 68, column: 60, scope: !109)
!254 = !DILocation(line: 68, column: 41, scope: !109)
!255 = !DILocation(line: 68, column: 5, scope: !109)
!256 = !DILocation(line: 72, column: 5, scope: !109)
!257 = !DILocation(line: 0, scope: !157)
!258 = !DILocation(line: 75, column: 5, scope: !157)
!259 = !DILocation(line: 0, scope: !130)
!260 = !DILocation(line: 50, column: 53, scope: !261)
!261 = distinct !DILexicalBlock(scope: !130, file: !2, line: 49, column: 5)
!262 = !DILocalVariable(name: "a", arg: 1, scope: !263, file: !2, line: 26, type: !98)
!263 = distinct !DISubprogram(name: "newton_sqrt", scope: !2, file: !2, line: 26, type: !264, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !96, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!98, !98}
!266 = !{!262, !267, !268}
!267 = !DILocalVariable(name: "x", scope: !263, file: !2, line: 27, type: !98)
!268 = !DILocalVariable(name: "i", scope: !269, file: !2, line: 28, type: !112)
!269 = distinct !DILexicalBlock(scope: !263, file: !2, line: 28, column: 5)
!270 = !DILocation(line: 0, scope: !263, inlinedAt: !271)
!271 = distinct !DILocation(line: 50, column: 41, scope: !261)
!272 = !DILocation(line: 27, column: 18, scope: !263, inlinedAt: !271)
!273 = !DILocation(line: 27, column: 16, scope: !263, inlinedAt: !271)
!274 = !DILocation(line: 0, scope: !269, inlinedAt: !271)
!275 = !DILocation(line: 29, column: 26, scope: !276, inlinedAt: !271)
!276 = distinct !DILexicalBlock(scope: !269, file: !2, line: 28, column: 5)
!277 = !DILocation(line: 29, column: 22, scope: !276, inlinedAt: !271)
!278 = !DILocation(line: 29, column: 17, scope: !276, inlinedAt: !271)
!279 = !DILocation(line: 50, column: 9, scope: !261)
!280 = !DILocation(line: 49, column: 31, scope: !261)
!281 = !DILocation(line: 49, column: 23, scope: !261)
!282 = distinct !{!282, !224, !283, !210}
!283 = !DILocation(line: 50, column: 55, scope: !130)
!284 = !DILocation(line: 77, column: 35, scope: !109)
!285 = !DILocation(line: 77, column: 5, scope: !109)
!286 = !DILocation(line: 0, scope: !160)
!287 = !DILocation(line: 79, column: 5, scope: !160)
!288 = !DILocation(line: 76, column: 40, scope: !289)
!289 = distinct !DILexicalBlock(scope: !157, file: !2, line: 75, column: 5)
!290 = !DILocation(line: 76, column: 44, scope: !289)
!291 = !DILocation(line: 76, column: 37, scope: !289)
!292 = !DILocation(line: 76, column: 35, scope: !289)
!293 = !DILocation(line: 76, column: 11, scope: !289)
!294 = !DILocation(line: 75, column: 32, scope: !289)
!295 = !DILocation(line: 75, column: 23, scope: !289)
!296 = distinct !{!296, !258, !297, !210}
!297 = !DILocation(line: 76, column: 47, scope: !157)
!298 = !DILocation(line: 81, column: 40, scope: !109)
!299 = !DILocation(line: 81, column: 38, scope: !109)
!300 = !DILocation(line: 81, column: 5, scope: !109)
!301 = !DILocation(line: 84, column: 5, scope: !109)
!302 = !DILocation(line: 85, column: 5, scope: !109)
!303 = !DILocation(line: 87, column: 5, scope: !109)
!304 = !DILocation(line: 88, column: 5, scope: !109)
!305 = !DILocation(line: 90, column: 1, scope: !109)
!306 = !DILocation(line: 89, column: 5, scope: !109)
!307 = !DILocation(line: 80, column: 50, scope: !308)
!308 = distinct !DILexicalBlock(scope: !160, file: !2, line: 79, column: 5)
!309 = !DILocation(line: 80, column: 54, scope: !308)
!310 = !DILocation(line: 80, column: 40, scope: !308)
!311 = !DILocation(line: 80, column: 38, scope: !308)
!312 = !DILocation(line: 80, column: 12, scope: !308)
!313 = !DILocation(line: 79, column: 32, scope: !308)
!314 = !DILocation(line: 79, column: 23, scope: !308)
!315 = distinct !{!315, !287, !316, !210}
!316 = !DILocation(line: 80, column: 57, scope: !160)
!317 = !DISubprogram(name: "printf", scope: !318, file: !318, line: 356, type: !319, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!318 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!319 = !DISubroutineType(types: !320)
!320 = !{!112, !321, null}
!321 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !322)
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !323, size: 64)
!323 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
