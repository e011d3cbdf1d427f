; ModuleID = 'float_format.c'
source_filename = "float_format.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"%-3d %.6e | %.3f | %g | %.10g | %.1e\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [26 x i8] c"2^%d = %.0f = %g = %.15e\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"2^-%d = %.25f = %g\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [33 x i8] c"%.17g: %.2f %.0f %.3e %.1g %.6g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [34 x i8] c"pi %%.%dg = %.*g | %%.%df = %.*f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [27 x i8] c"subnormals: %g %e %.3e %g\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [9 x i8] c"big: %f\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [19 x i8] c"%.17g %.17g %.17g\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [19 x i8] c"%g %g %g %g %g %g\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [27 x i8] c"%#g %#g %#.3g %#.0e %#.0f\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [10 x i8] c"%g %g %g\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [27 x i8] c"float third %%.%df = %.*f\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [34 x i8] c"2^53+1 as double %.1f, 2^63 %.1f\0A\00", align 1, !dbg !53

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !67 {
    #dbg_assign(i1 undef, !92, !DIExpression(), !107, ptr poison, !DIExpression(), !108)
    #dbg_value(double 0x3D719799812DEA11, !72, !DIExpression(), !108)
    #dbg_value(i32 0, !73, !DIExpression(), !109)
  br label %1, !dbg !110

1:                                                ; preds = %0, %1
  %2 = phi double [ 0x3D719799812DEA11, %0 ], [ %8, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %7, %1 ]
    #dbg_value(double %2, !72, !DIExpression(), !108)
    #dbg_value(i32 %3, !73, !DIExpression(), !109)
  %4 = fmul double %2, 0x3FF3C0CA428C59FB, !dbg !111
    #dbg_value(double %4, !75, !DIExpression(), !112)
  %5 = add nsw i32 %3, -12, !dbg !113
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4), !dbg !114
  %7 = add nuw nsw i32 %3, 1, !dbg !115
    #dbg_value(i32 %7, !73, !DIExpression(), !109)
  %8 = fmul double %2, 1.000000e+01, !dbg !116
    #dbg_value(double %8, !72, !DIExpression(), !108)
  %9 = icmp eq i32 %7, 25, !dbg !117
  br i1 %9, label %10, label %1, !dbg !110, !llvm.loop !118

10:                                               ; preds = %1
    #dbg_value(i32 0, !79, !DIExpression(), !121)
    #dbg_value(double 1.000000e+00, !78, !DIExpression(), !108)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !122
    #dbg_value(double 1.000000e+00, !78, !DIExpression(), !108)
    #dbg_value(double 2.000000e+00, !78, !DIExpression(), !108)
    #dbg_value(double 4.000000e+00, !78, !DIExpression(), !108)
    #dbg_value(double 8.000000e+00, !78, !DIExpression(), !108)
    #dbg_value(double 1.600000e+01, !78, !DIExpression(), !108)
    #dbg_value(double 3.200000e+01, !78, !DIExpression(), !108)
    #dbg_value(double 6.400000e+01, !78, !DIExpression(), !108)
    #dbg_value(double 1.280000e+02, !78, !DIExpression(), !108)
    #dbg_value(i32 7, !79, !DIExpression(), !121)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, double noundef 1.280000e+02, double noundef 1.280000e+02, double noundef 1.280000e+02), !dbg !122
    #dbg_value(double 1.280000e+02, !78, !DIExpression(), !108)
    #dbg_value(double 2.560000e+02, !78, !DIExpression(), !108)
    #dbg_value(double 5.120000e+02, !78, !DIExpression(), !108)
    #dbg_value(double 1.024000e+03, !78, !DIExpression(), !108)
    #dbg_value(double 2.048000e+03, !78, !DIExpression(), !108)
    #dbg_value(double 4.096000e+03, !78, !DIExpression(), !108)
    #dbg_value(double 8.192000e+03, !78, !DIExpression(), !108)
    #dbg_value(double 1.638400e+04, !78, !DIExpression(), !108)
    #dbg_value(i32 14, !79, !DIExpression(), !121)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 14, double noundef 1.638400e+04, double noundef 1.638400e+04, double noundef 1.638400e+04), !dbg !122
    #dbg_value(double 1.638400e+04, !78, !DIExpression(), !108)
    #dbg_value(double 3.276800e+04, !78, !DIExpression(), !108)
    #dbg_value(double 6.553600e+04, !78, !DIExpression(), !108)
    #dbg_value(double 1.310720e+05, !78, !DIExpression(), !108)
    #dbg_value(double 2.621440e+05, !78, !DIExpression(), !108)
    #dbg_value(double 5.242880e+05, !78, !DIExpression(), !108)
    #dbg_value(double 0x4130000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4140000000000000, !78, !DIExpression(), !108)
    #dbg_value(i32 21, !79, !DIExpression(), !121)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 21, double noundef 0x4140000000000000, double noundef 0x4140000000000000, double noundef 0x4140000000000000), !dbg !122
    #dbg_value(double 0x4140000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4150000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4160000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4170000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4180000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4190000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x41A0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x41B0000000000000, !78, !DIExpression(), !108)
    #dbg_value(i32 28, !79, !DIExpression(), !121)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 28, double noundef 0x41B0000000000000, double noundef 0x41B0000000000000, double noundef 0x41B0000000000000), !dbg !122
    #dbg_value(double 0x41B0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x41C0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x41D0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x41E0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x41F0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4200000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4210000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4220000000000000, !78, !DIExpression(), !108)
    #dbg_value(i32 35, !79, !DIExpression(), !121)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 35, double noundef 0x4220000000000000, double noundef 0x4220000000000000, double noundef 0x4220000000000000), !dbg !122
    #dbg_value(double 0x4220000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4230000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4240000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4250000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4260000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4270000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4280000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4290000000000000, !78, !DIExpression(), !108)
    #dbg_value(i32 42, !79, !DIExpression(), !121)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 42, double noundef 0x4290000000000000, double noundef 0x4290000000000000, double noundef 0x4290000000000000), !dbg !122
    #dbg_value(double 0x4290000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x42A0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x42B0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x42C0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x42D0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x42E0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x42F0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4300000000000000, !78, !DIExpression(), !108)
    #dbg_value(i32 49, !79, !DIExpression(), !121)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 49, double noundef 0x4300000000000000, double noundef 0x4300000000000000, double noundef 0x4300000000000000), !dbg !122
    #dbg_value(double 0x4300000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4310000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4320000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4330000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4340000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4350000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4360000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4370000000000000, !78, !DIExpression(), !108)
    #dbg_value(i32 56, !79, !DIExpression(), !121)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 56, double noundef 0x4370000000000000, double noundef 0x4370000000000000, double noundef 0x4370000000000000), !dbg !122
    #dbg_value(double 0x4370000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4380000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4390000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x43A0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x43B0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x43C0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x43D0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x43E0000000000000, !78, !DIExpression(), !108)
    #dbg_value(i32 63, !79, !DIExpression(), !121)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 63, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000), !dbg !122
    #dbg_value(double 0x43E0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x43F0000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4400000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4410000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4420000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4430000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4440000000000000, !78, !DIExpression(), !108)
    #dbg_value(double 0x4450000000000000, !78, !DIExpression(), !108)
    #dbg_value(i32 70, !79, !DIExpression(), !121)
    #dbg_value(i32 0, !86, !DIExpression(), !123)
    #dbg_value(double 1.000000e+00, !85, !DIExpression(), !108)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !124
    #dbg_value(double 1.000000e+00, !85, !DIExpression(), !108)
    #dbg_value(double 5.000000e-01, !85, !DIExpression(), !108)
    #dbg_value(double 2.500000e-01, !85, !DIExpression(), !108)
    #dbg_value(double 1.250000e-01, !85, !DIExpression(), !108)
    #dbg_value(double 6.250000e-02, !85, !DIExpression(), !108)
    #dbg_value(double 3.125000e-02, !85, !DIExpression(), !108)
    #dbg_value(double 1.562500e-02, !85, !DIExpression(), !108)
    #dbg_value(i32 6, !86, !DIExpression(), !123)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6, double noundef 1.562500e-02, double noundef 1.562500e-02), !dbg !124
    #dbg_value(double 1.562500e-02, !85, !DIExpression(), !108)
    #dbg_value(double 7.812500e-03, !85, !DIExpression(), !108)
    #dbg_value(double 3.906250e-03, !85, !DIExpression(), !108)
    #dbg_value(double 0x3F60000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3F50000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3F40000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3F30000000000000, !85, !DIExpression(), !108)
    #dbg_value(i32 12, !86, !DIExpression(), !123)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 12, double noundef 0x3F30000000000000, double noundef 0x3F30000000000000), !dbg !124
    #dbg_value(double 0x3F30000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3F20000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3F10000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3F00000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3EF0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3EE0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3ED0000000000000, !85, !DIExpression(), !108)
    #dbg_value(i32 18, !86, !DIExpression(), !123)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 18, double noundef 0x3ED0000000000000, double noundef 0x3ED0000000000000), !dbg !124
    #dbg_value(double 0x3ED0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3EC0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3EB0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3EA0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3E90000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3E80000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3E70000000000000, !85, !DIExpression(), !108)
    #dbg_value(i32 24, !86, !DIExpression(), !123)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 24, double noundef 0x3E70000000000000, double noundef 0x3E70000000000000), !dbg !124
    #dbg_value(double 0x3E70000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3E60000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3E50000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3E40000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3E30000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3E20000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3E10000000000000, !85, !DIExpression(), !108)
    #dbg_value(i32 30, !86, !DIExpression(), !123)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 30, double noundef 0x3E10000000000000, double noundef 0x3E10000000000000), !dbg !124
    #dbg_value(double 0x3E10000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3E00000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3DF0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3DE0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3DD0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3DC0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3DB0000000000000, !85, !DIExpression(), !108)
    #dbg_value(i32 36, !86, !DIExpression(), !123)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 36, double noundef 0x3DB0000000000000, double noundef 0x3DB0000000000000), !dbg !124
    #dbg_value(double 0x3DB0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3DA0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3D90000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3D80000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3D70000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3D60000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3D50000000000000, !85, !DIExpression(), !108)
    #dbg_value(i32 42, !86, !DIExpression(), !123)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 42, double noundef 0x3D50000000000000, double noundef 0x3D50000000000000), !dbg !124
    #dbg_value(double 0x3D50000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3D40000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3D30000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3D20000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3D10000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3D00000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3CF0000000000000, !85, !DIExpression(), !108)
    #dbg_value(i32 48, !86, !DIExpression(), !123)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 48, double noundef 0x3CF0000000000000, double noundef 0x3CF0000000000000), !dbg !124
    #dbg_value(double 0x3CF0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3CE0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3CD0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3CC0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3CB0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3CA0000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3C90000000000000, !85, !DIExpression(), !108)
    #dbg_value(i32 54, !86, !DIExpression(), !123)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 54, double noundef 0x3C90000000000000, double noundef 0x3C90000000000000), !dbg !124
    #dbg_value(double 0x3C90000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3C80000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3C70000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3C60000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3C50000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3C40000000000000, !85, !DIExpression(), !108)
    #dbg_value(double 0x3C30000000000000, !85, !DIExpression(), !108)
    #dbg_value(i32 60, !86, !DIExpression(), !123)
    #dbg_value(i64 0, !96, !DIExpression(), !125)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.250000e-01, double noundef 1.250000e-01, double noundef 1.250000e-01, double noundef 1.250000e-01, double noundef 1.250000e-01, double noundef 1.250000e-01), !dbg !126
    #dbg_value(i64 1, !96, !DIExpression(), !125)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 3.750000e-01, double noundef 3.750000e-01, double noundef 3.750000e-01, double noundef 3.750000e-01, double noundef 3.750000e-01, double noundef 3.750000e-01), !dbg !126
    #dbg_value(i64 2, !96, !DIExpression(), !125)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 2.675000e+00, double noundef 2.675000e+00, double noundef 2.675000e+00, double noundef 2.675000e+00, double noundef 2.675000e+00, double noundef 2.675000e+00), !dbg !126
    #dbg_value(i64 3, !96, !DIExpression(), !125)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.000500e+00, double noundef 1.000500e+00, double noundef 1.000500e+00, double noundef 1.000500e+00, double noundef 1.000500e+00, double noundef 1.000500e+00), !dbg !126
    #dbg_value(i64 4, !96, !DIExpression(), !125)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 4.500000e-02, double noundef 4.500000e-02, double noundef 4.500000e-02, double noundef 4.500000e-02, double noundef 4.500000e-02, double noundef 4.500000e-02), !dbg !126
    #dbg_value(i64 5, !96, !DIExpression(), !125)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.250000e+00, double noundef 1.250000e+00, double noundef 1.250000e+00, double noundef 1.250000e+00, double noundef 1.250000e+00, double noundef 1.250000e+00), !dbg !126
    #dbg_value(i64 6, !96, !DIExpression(), !125)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.350000e+00, double noundef 1.350000e+00, double noundef 1.350000e+00, double noundef 1.350000e+00, double noundef 1.350000e+00, double noundef 1.350000e+00), !dbg !126
    #dbg_value(i64 7, !96, !DIExpression(), !125)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004), !dbg !126
    #dbg_value(i64 8, !96, !DIExpression(), !125)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 5.000000e-06, double noundef 5.000000e-06, double noundef 5.000000e-06, double noundef 5.000000e-06, double noundef 5.000000e-06, double noundef 5.000000e-06), !dbg !126
    #dbg_value(i64 9, !96, !DIExpression(), !125)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x412E847F00000000, double noundef 0x412E847F00000000, double noundef 0x412E847F00000000, double noundef 0x412E847F00000000, double noundef 0x412E847F00000000, double noundef 0x412E847F00000000), !dbg !126
    #dbg_value(i64 10, !96, !DIExpression(), !125)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F), !dbg !126
    #dbg_value(i64 11, !96, !DIExpression(), !125)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.500000e-04, double noundef 1.500000e-04, double noundef 1.500000e-04, double noundef 1.500000e-04, double noundef 1.500000e-04, double noundef 1.500000e-04), !dbg !126
    #dbg_value(i64 12, !96, !DIExpression(), !125)
    #dbg_value(i32 0, !98, !DIExpression(), !128)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 0, double noundef 0x400921FB54442D18, i32 noundef 0, i32 noundef 0, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 1, !98, !DIExpression(), !128)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1, double noundef 0x400921FB54442D18, i32 noundef 1, i32 noundef 1, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 2, !98, !DIExpression(), !128)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef 2, double noundef 0x400921FB54442D18, i32 noundef 2, i32 noundef 2, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 3, !98, !DIExpression(), !128)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef 3, double noundef 0x400921FB54442D18, i32 noundef 3, i32 noundef 3, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 4, !98, !DIExpression(), !128)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, i32 noundef 4, double noundef 0x400921FB54442D18, i32 noundef 4, i32 noundef 4, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 5, !98, !DIExpression(), !128)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5, i32 noundef 5, double noundef 0x400921FB54442D18, i32 noundef 5, i32 noundef 5, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 6, !98, !DIExpression(), !128)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 6, i32 noundef 6, double noundef 0x400921FB54442D18, i32 noundef 6, i32 noundef 6, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 7, !98, !DIExpression(), !128)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 7, i32 noundef 7, double noundef 0x400921FB54442D18, i32 noundef 7, i32 noundef 7, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 8, !98, !DIExpression(), !128)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 8, i32 noundef 8, double noundef 0x400921FB54442D18, i32 noundef 8, i32 noundef 8, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 9, !98, !DIExpression(), !128)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 9, i32 noundef 9, double noundef 0x400921FB54442D18, i32 noundef 9, i32 noundef 9, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 10, !98, !DIExpression(), !128)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 10, i32 noundef 10, double noundef 0x400921FB54442D18, i32 noundef 10, i32 noundef 10, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 11, !98, !DIExpression(), !128)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 11, i32 noundef 11, double noundef 0x400921FB54442D18, i32 noundef 11, i32 noundef 11, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 12, !98, !DIExpression(), !128)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 12, i32 noundef 12, double noundef 0x400921FB54442D18, i32 noundef 12, i32 noundef 12, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 13, !98, !DIExpression(), !128)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 13, i32 noundef 13, double noundef 0x400921FB54442D18, i32 noundef 13, i32 noundef 13, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 14, !98, !DIExpression(), !128)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 14, i32 noundef 14, double noundef 0x400921FB54442D18, i32 noundef 14, i32 noundef 14, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 15, !98, !DIExpression(), !128)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 15, i32 noundef 15, double noundef 0x400921FB54442D18, i32 noundef 15, i32 noundef 15, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 16, !98, !DIExpression(), !128)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 16, i32 noundef 16, double noundef 0x400921FB54442D18, i32 noundef 16, i32 noundef 16, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 17, !98, !DIExpression(), !128)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 17, i32 noundef 17, double noundef 0x400921FB54442D18, i32 noundef 17, i32 noundef 17, double noundef 0x400921FB54442D18), !dbg !129
    #dbg_value(i32 18, !98, !DIExpression(), !128)
    #dbg_value(double 4.940660e-324, !100, !DIExpression(), !108)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 4.940660e-324, double noundef 1.482200e-323, double noundef 4.940660e-321, double noundef 0xFFFFFFFFFFFFF), !dbg !131
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x7FEFFFFFFFFFFFFF), !dbg !132
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.000000e-01, double noundef 0x3FD5555555555555, double noundef 0x3FE5555555555555), !dbg !133
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 1.234560e+05, double noundef 0x4132D68700000000), !dbg !134
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 1.000000e+00, double noundef 1.000000e+05, double noundef 1.000000e+00, double noundef 5.000000e+00, double noundef 3.000000e+00), !dbg !135
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 1.000000e-04, double noundef 1.234000e-05, double noundef 1.000000e+02), !dbg !136
    #dbg_value(float 0x3FD5555560000000, !101, !DIExpression(), !108)
    #dbg_value(i32 1, !103, !DIExpression(), !137)
    #dbg_value(i32 1, !103, !DIExpression(), !137)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1, double noundef 0x3FD5555560000000), !dbg !138
    #dbg_value(i32 4, !103, !DIExpression(), !137)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 4, i32 noundef 4, double noundef 0x3FD5555560000000), !dbg !138
    #dbg_value(i32 7, !103, !DIExpression(), !137)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 7, i32 noundef 7, double noundef 0x3FD5555560000000), !dbg !138
    #dbg_value(i32 10, !103, !DIExpression(), !137)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 10, i32 noundef 10, double noundef 0x3FD5555560000000), !dbg !138
    #dbg_value(i32 13, !103, !DIExpression(), !137)
    #dbg_value(i64 9007199254740993, !105, !DIExpression(), !108)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0x4340000000000000, double noundef 0x43E0000000000000), !dbg !140
  ret i32 0, !dbg !141
}

; Function Attrs: nofree nounwind
declare !dbg !142 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!55}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_format.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "f73bf2fbbb82f99efc84a5a8f8aa63a6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 38)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 26)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 33)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 34)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 27)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 9)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 19)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !39, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !29, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 10)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !29, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !24, isLocal: true, isDefinition: true)
!55 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !56, globals: !58, splitDebugInlining: false, nameTableKind: None)
!56 = !{!57}
!57 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!58 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !46, !51, !53}
!59 = !{i32 7, !"Dwarf Version", i32 5}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !68, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70}
!70 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!71 = !{!72, !73, !75, !78, !79, !81, !85, !86, !88, !92, !96, !98, !100, !101, !103, !105}
!72 = !DILocalVariable(name: "v", scope: !67, file: !2, line: 7, type: !57)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 8, type: !70)
!74 = distinct !DILexicalBlock(scope: !67, file: !2, line: 8, column: 5)
!75 = !DILocalVariable(name: "x", scope: !76, file: !2, line: 9, type: !57)
!76 = distinct !DILexicalBlock(scope: !77, file: !2, line: 8, column: 43)
!77 = distinct !DILexicalBlock(scope: !74, file: !2, line: 8, column: 5)
!78 = !DILocalVariable(name: "p2", scope: !67, file: !2, line: 12, type: !57)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 13, type: !70)
!80 = distinct !DILexicalBlock(scope: !67, file: !2, line: 13, column: 5)
!81 = !DILocalVariable(name: "k", scope: !82, file: !2, line: 15, type: !70)
!82 = distinct !DILexicalBlock(scope: !83, file: !2, line: 15, column: 9)
!83 = distinct !DILexicalBlock(scope: !84, file: !2, line: 13, column: 37)
!84 = distinct !DILexicalBlock(scope: !80, file: !2, line: 13, column: 5)
!85 = !DILocalVariable(name: "q", scope: !67, file: !2, line: 18, type: !57)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 19, type: !70)
!87 = distinct !DILexicalBlock(scope: !67, file: !2, line: 19, column: 5)
!88 = !DILocalVariable(name: "k", scope: !89, file: !2, line: 21, type: !70)
!89 = distinct !DILexicalBlock(scope: !90, file: !2, line: 21, column: 9)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 19, column: 37)
!91 = distinct !DILexicalBlock(scope: !87, file: !2, line: 19, column: 5)
!92 = !DILocalVariable(name: "halves", scope: !67, file: !2, line: 25, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 768, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 12)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 27, type: !70)
!97 = distinct !DILexicalBlock(scope: !67, file: !2, line: 27, column: 5)
!98 = !DILocalVariable(name: "prec", scope: !99, file: !2, line: 30, type: !70)
!99 = distinct !DILexicalBlock(scope: !67, file: !2, line: 30, column: 5)
!100 = !DILocalVariable(name: "subn", scope: !67, file: !2, line: 33, type: !57)
!101 = !DILocalVariable(name: "f", scope: !67, file: !2, line: 40, type: !102)
!102 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!103 = !DILocalVariable(name: "prec", scope: !104, file: !2, line: 41, type: !70)
!104 = distinct !DILexicalBlock(scope: !67, file: !2, line: 41, column: 5)
!105 = !DILocalVariable(name: "big", scope: !67, file: !2, line: 43, type: !106)
!106 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 0, scope: !67)
!109 = !DILocation(line: 0, scope: !74)
!110 = !DILocation(line: 8, column: 5, scope: !74)
!111 = !DILocation(line: 9, column: 22, scope: !76)
!112 = !DILocation(line: 0, scope: !76)
!113 = !DILocation(line: 10, column: 60, scope: !76)
!114 = !DILocation(line: 10, column: 9, scope: !76)
!115 = !DILocation(line: 8, column: 30, scope: !77)
!116 = !DILocation(line: 8, column: 36, scope: !77)
!117 = !DILocation(line: 8, column: 23, scope: !77)
!118 = distinct !{!118, !110, !119, !120}
!119 = !DILocation(line: 11, column: 5, scope: !74)
!120 = !{!"llvm.loop.mustprogress"}
!121 = !DILocation(line: 0, scope: !80)
!122 = !DILocation(line: 14, column: 9, scope: !83)
!123 = !DILocation(line: 0, scope: !87)
!124 = !DILocation(line: 20, column: 9, scope: !90)
!125 = !DILocation(line: 0, scope: !97)
!126 = !DILocation(line: 28, column: 9, scope: !127)
!127 = distinct !DILexicalBlock(scope: !97, file: !2, line: 27, column: 5)
!128 = !DILocation(line: 0, scope: !99)
!129 = !DILocation(line: 31, column: 9, scope: !130)
!130 = distinct !DILexicalBlock(scope: !99, file: !2, line: 30, column: 5)
!131 = !DILocation(line: 34, column: 5, scope: !67)
!132 = !DILocation(line: 35, column: 5, scope: !67)
!133 = !DILocation(line: 36, column: 5, scope: !67)
!134 = !DILocation(line: 37, column: 5, scope: !67)
!135 = !DILocation(line: 38, column: 5, scope: !67)
!136 = !DILocation(line: 39, column: 5, scope: !67)
!137 = !DILocation(line: 0, scope: !104)
!138 = !DILocation(line: 42, column: 9, scope: !139)
!139 = distinct !DILexicalBlock(scope: !104, file: !2, line: 41, column: 5)
!140 = !DILocation(line: 44, column: 5, scope: !67)
!141 = !DILocation(line: 46, column: 1, scope: !67)
!142 = !DISubprogram(name: "printf", scope: !143, file: !143, line: 356, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!143 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!144 = !DISubroutineType(types: !145)
!145 = !{!70, !146, null}
!146 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
