; ModuleID = 'float_format.c'
source_filename = "float_format.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

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
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !68 {
    #dbg_assign(i1 undef, !93, !DIExpression(), !108, ptr poison, !DIExpression(), !109)
    #dbg_value(double 0x3D719799812DEA11, !73, !DIExpression(), !109)
    #dbg_value(i32 0, !74, !DIExpression(), !110)
  br label %1, !dbg !111

1:                                                ; preds = %0, %1
  %2 = phi double [ 0x3D719799812DEA11, %0 ], [ %8, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %7, %1 ]
    #dbg_value(double %2, !73, !DIExpression(), !109)
    #dbg_value(i32 %3, !74, !DIExpression(), !110)
  %4 = fmul double %2, 0x3FF3C0CA428C59FB, !dbg !112
    #dbg_value(double %4, !76, !DIExpression(), !113)
  %5 = add nsw i32 %3, -12, !dbg !114
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4), !dbg !115
  %7 = add nuw nsw i32 %3, 1, !dbg !116
    #dbg_value(i32 %7, !74, !DIExpression(), !110)
  %8 = fmul double %2, 1.000000e+01, !dbg !117
    #dbg_value(double %8, !73, !DIExpression(), !109)
  %9 = icmp eq i32 %7, 25, !dbg !118
  br i1 %9, label %10, label %1, !dbg !111, !llvm.loop !119

10:                                               ; preds = %1
    #dbg_value(i32 0, !80, !DIExpression(), !122)
    #dbg_value(double 1.000000e+00, !79, !DIExpression(), !109)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !123
    #dbg_value(double 1.000000e+00, !79, !DIExpression(), !109)
    #dbg_value(double 2.000000e+00, !79, !DIExpression(), !109)
    #dbg_value(double 4.000000e+00, !79, !DIExpression(), !109)
    #dbg_value(double 8.000000e+00, !79, !DIExpression(), !109)
    #dbg_value(double 1.600000e+01, !79, !DIExpression(), !109)
    #dbg_value(double 3.200000e+01, !79, !DIExpression(), !109)
    #dbg_value(double 6.400000e+01, !79, !DIExpression(), !109)
    #dbg_value(double 1.280000e+02, !79, !DIExpression(), !109)
    #dbg_value(i32 7, !80, !DIExpression(), !122)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, double noundef 1.280000e+02, double noundef 1.280000e+02, double noundef 1.280000e+02), !dbg !123
    #dbg_value(double 1.280000e+02, !79, !DIExpression(), !109)
    #dbg_value(double 2.560000e+02, !79, !DIExpression(), !109)
    #dbg_value(double 5.120000e+02, !79, !DIExpression(), !109)
    #dbg_value(double 1.024000e+03, !79, !DIExpression(), !109)
    #dbg_value(double 2.048000e+03, !79, !DIExpression(), !109)
    #dbg_value(double 4.096000e+03, !79, !DIExpression(), !109)
    #dbg_value(double 8.192000e+03, !79, !DIExpression(), !109)
    #dbg_value(double 1.638400e+04, !79, !DIExpression(), !109)
    #dbg_value(i32 14, !80, !DIExpression(), !122)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 14, double noundef 1.638400e+04, double noundef 1.638400e+04, double noundef 1.638400e+04), !dbg !123
    #dbg_value(double 1.638400e+04, !79, !DIExpression(), !109)
    #dbg_value(double 3.276800e+04, !79, !DIExpression(), !109)
    #dbg_value(double 6.553600e+04, !79, !DIExpression(), !109)
    #dbg_value(double 1.310720e+05, !79, !DIExpression(), !109)
    #dbg_value(double 2.621440e+05, !79, !DIExpression(), !109)
    #dbg_value(double 5.242880e+05, !79, !DIExpression(), !109)
    #dbg_value(double 0x4130000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4140000000000000, !79, !DIExpression(), !109)
    #dbg_value(i32 21, !80, !DIExpression(), !122)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 21, double noundef 0x4140000000000000, double noundef 0x4140000000000000, double noundef 0x4140000000000000), !dbg !123
    #dbg_value(double 0x4140000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4150000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4160000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4170000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4180000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4190000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x41A0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x41B0000000000000, !79, !DIExpression(), !109)
    #dbg_value(i32 28, !80, !DIExpression(), !122)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 28, double noundef 0x41B0000000000000, double noundef 0x41B0000000000000, double noundef 0x41B0000000000000), !dbg !123
    #dbg_value(double 0x41B0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x41C0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x41D0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x41E0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x41F0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4200000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4210000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4220000000000000, !79, !DIExpression(), !109)
    #dbg_value(i32 35, !80, !DIExpression(), !122)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 35, double noundef 0x4220000000000000, double noundef 0x4220000000000000, double noundef 0x4220000000000000), !dbg !123
    #dbg_value(double 0x4220000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4230000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4240000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4250000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4260000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4270000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4280000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4290000000000000, !79, !DIExpression(), !109)
    #dbg_value(i32 42, !80, !DIExpression(), !122)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 42, double noundef 0x4290000000000000, double noundef 0x4290000000000000, double noundef 0x4290000000000000), !dbg !123
    #dbg_value(double 0x4290000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x42A0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x42B0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x42C0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x42D0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x42E0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x42F0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4300000000000000, !79, !DIExpression(), !109)
    #dbg_value(i32 49, !80, !DIExpression(), !122)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 49, double noundef 0x4300000000000000, double noundef 0x4300000000000000, double noundef 0x4300000000000000), !dbg !123
    #dbg_value(double 0x4300000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4310000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4320000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4330000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4340000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4350000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4360000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4370000000000000, !79, !DIExpression(), !109)
    #dbg_value(i32 56, !80, !DIExpression(), !122)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 56, double noundef 0x4370000000000000, double noundef 0x4370000000000000, double noundef 0x4370000000000000), !dbg !123
    #dbg_value(double 0x4370000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4380000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4390000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x43A0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x43B0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x43C0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x43D0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x43E0000000000000, !79, !DIExpression(), !109)
    #dbg_value(i32 63, !80, !DIExpression(), !122)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 63, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000), !dbg !123
    #dbg_value(double 0x43E0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x43F0000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4400000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4410000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4420000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4430000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4440000000000000, !79, !DIExpression(), !109)
    #dbg_value(double 0x4450000000000000, !79, !DIExpression(), !109)
    #dbg_value(i32 70, !80, !DIExpression(), !122)
    #dbg_value(i32 0, !87, !DIExpression(), !124)
    #dbg_value(double 1.000000e+00, !86, !DIExpression(), !109)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !125
    #dbg_value(double 1.000000e+00, !86, !DIExpression(), !109)
    #dbg_value(double 5.000000e-01, !86, !DIExpression(), !109)
    #dbg_value(double 2.500000e-01, !86, !DIExpression(), !109)
    #dbg_value(double 1.250000e-01, !86, !DIExpression(), !109)
    #dbg_value(double 6.250000e-02, !86, !DIExpression(), !109)
    #dbg_value(double 3.125000e-02, !86, !DIExpression(), !109)
    #dbg_value(double 1.562500e-02, !86, !DIExpression(), !109)
    #dbg_value(i32 6, !87, !DIExpression(), !124)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 6, double noundef 1.562500e-02, double noundef 1.562500e-02), !dbg !125
    #dbg_value(double 1.562500e-02, !86, !DIExpression(), !109)
    #dbg_value(double 7.812500e-03, !86, !DIExpression(), !109)
    #dbg_value(double 3.906250e-03, !86, !DIExpression(), !109)
    #dbg_value(double 0x3F60000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3F50000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3F40000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3F30000000000000, !86, !DIExpression(), !109)
    #dbg_value(i32 12, !87, !DIExpression(), !124)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 12, double noundef 0x3F30000000000000, double noundef 0x3F30000000000000), !dbg !125
    #dbg_value(double 0x3F30000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3F20000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3F10000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3F00000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3EF0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3EE0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3ED0000000000000, !86, !DIExpression(), !109)
    #dbg_value(i32 18, !87, !DIExpression(), !124)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 18, double noundef 0x3ED0000000000000, double noundef 0x3ED0000000000000), !dbg !125
    #dbg_value(double 0x3ED0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3EC0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3EB0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3EA0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3E90000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3E80000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3E70000000000000, !86, !DIExpression(), !109)
    #dbg_value(i32 24, !87, !DIExpression(), !124)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 24, double noundef 0x3E70000000000000, double noundef 0x3E70000000000000), !dbg !125
    #dbg_value(double 0x3E70000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3E60000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3E50000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3E40000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3E30000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3E20000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3E10000000000000, !86, !DIExpression(), !109)
    #dbg_value(i32 30, !87, !DIExpression(), !124)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 30, double noundef 0x3E10000000000000, double noundef 0x3E10000000000000), !dbg !125
    #dbg_value(double 0x3E10000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3E00000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3DF0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3DE0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3DD0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3DC0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3DB0000000000000, !86, !DIExpression(), !109)
    #dbg_value(i32 36, !87, !DIExpression(), !124)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 36, double noundef 0x3DB0000000000000, double noundef 0x3DB0000000000000), !dbg !125
    #dbg_value(double 0x3DB0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3DA0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3D90000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3D80000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3D70000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3D60000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3D50000000000000, !86, !DIExpression(), !109)
    #dbg_value(i32 42, !87, !DIExpression(), !124)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 42, double noundef 0x3D50000000000000, double noundef 0x3D50000000000000), !dbg !125
    #dbg_value(double 0x3D50000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3D40000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3D30000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3D20000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3D10000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3D00000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3CF0000000000000, !86, !DIExpression(), !109)
    #dbg_value(i32 48, !87, !DIExpression(), !124)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 48, double noundef 0x3CF0000000000000, double noundef 0x3CF0000000000000), !dbg !125
    #dbg_value(double 0x3CF0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3CE0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3CD0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3CC0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3CB0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3CA0000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3C90000000000000, !86, !DIExpression(), !109)
    #dbg_value(i32 54, !87, !DIExpression(), !124)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 54, double noundef 0x3C90000000000000, double noundef 0x3C90000000000000), !dbg !125
    #dbg_value(double 0x3C90000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3C80000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3C70000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3C60000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3C50000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3C40000000000000, !86, !DIExpression(), !109)
    #dbg_value(double 0x3C30000000000000, !86, !DIExpression(), !109)
    #dbg_value(i32 60, !87, !DIExpression(), !124)
    #dbg_value(i32 0, !97, !DIExpression(), !126)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.250000e-01, double noundef 1.250000e-01, double noundef 1.250000e-01, double noundef 1.250000e-01, double noundef 1.250000e-01, double noundef 1.250000e-01), !dbg !127
    #dbg_value(i32 1, !97, !DIExpression(), !126)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 3.750000e-01, double noundef 3.750000e-01, double noundef 3.750000e-01, double noundef 3.750000e-01, double noundef 3.750000e-01, double noundef 3.750000e-01), !dbg !127
    #dbg_value(i32 2, !97, !DIExpression(), !126)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 2.675000e+00, double noundef 2.675000e+00, double noundef 2.675000e+00, double noundef 2.675000e+00, double noundef 2.675000e+00, double noundef 2.675000e+00), !dbg !127
    #dbg_value(i32 3, !97, !DIExpression(), !126)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.000500e+00, double noundef 1.000500e+00, double noundef 1.000500e+00, double noundef 1.000500e+00, double noundef 1.000500e+00, double noundef 1.000500e+00), !dbg !127
    #dbg_value(i32 4, !97, !DIExpression(), !126)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 4.500000e-02, double noundef 4.500000e-02, double noundef 4.500000e-02, double noundef 4.500000e-02, double noundef 4.500000e-02, double noundef 4.500000e-02), !dbg !127
    #dbg_value(i32 5, !97, !DIExpression(), !126)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.250000e+00, double noundef 1.250000e+00, double noundef 1.250000e+00, double noundef 1.250000e+00, double noundef 1.250000e+00, double noundef 1.250000e+00), !dbg !127
    #dbg_value(i32 6, !97, !DIExpression(), !126)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.350000e+00, double noundef 1.350000e+00, double noundef 1.350000e+00, double noundef 1.350000e+00, double noundef 1.350000e+00, double noundef 1.350000e+00), !dbg !127
    #dbg_value(i32 7, !97, !DIExpression(), !126)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004), !dbg !127
    #dbg_value(i32 8, !97, !DIExpression(), !126)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 5.000000e-06, double noundef 5.000000e-06, double noundef 5.000000e-06, double noundef 5.000000e-06, double noundef 5.000000e-06, double noundef 5.000000e-06), !dbg !127
    #dbg_value(i32 9, !97, !DIExpression(), !126)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x412E847F00000000, double noundef 0x412E847F00000000, double noundef 0x412E847F00000000, double noundef 0x412E847F00000000, double noundef 0x412E847F00000000, double noundef 0x412E847F00000000), !dbg !127
    #dbg_value(i32 10, !97, !DIExpression(), !126)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F), !dbg !127
    #dbg_value(i32 11, !97, !DIExpression(), !126)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.500000e-04, double noundef 1.500000e-04, double noundef 1.500000e-04, double noundef 1.500000e-04, double noundef 1.500000e-04, double noundef 1.500000e-04), !dbg !127
    #dbg_value(i32 12, !97, !DIExpression(), !126)
    #dbg_value(i32 0, !99, !DIExpression(), !129)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i32 noundef 0, double noundef 0x400921FB54442D18, i32 noundef 0, i32 noundef 0, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 1, !99, !DIExpression(), !129)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1, double noundef 0x400921FB54442D18, i32 noundef 1, i32 noundef 1, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 2, !99, !DIExpression(), !129)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef 2, double noundef 0x400921FB54442D18, i32 noundef 2, i32 noundef 2, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 3, !99, !DIExpression(), !129)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef 3, double noundef 0x400921FB54442D18, i32 noundef 3, i32 noundef 3, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 4, !99, !DIExpression(), !129)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, i32 noundef 4, double noundef 0x400921FB54442D18, i32 noundef 4, i32 noundef 4, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 5, !99, !DIExpression(), !129)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5, i32 noundef 5, double noundef 0x400921FB54442D18, i32 noundef 5, i32 noundef 5, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 6, !99, !DIExpression(), !129)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 6, i32 noundef 6, double noundef 0x400921FB54442D18, i32 noundef 6, i32 noundef 6, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 7, !99, !DIExpression(), !129)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 7, i32 noundef 7, double noundef 0x400921FB54442D18, i32 noundef 7, i32 noundef 7, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 8, !99, !DIExpression(), !129)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 8, i32 noundef 8, double noundef 0x400921FB54442D18, i32 noundef 8, i32 noundef 8, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 9, !99, !DIExpression(), !129)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 9, i32 noundef 9, double noundef 0x400921FB54442D18, i32 noundef 9, i32 noundef 9, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 10, !99, !DIExpression(), !129)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 10, i32 noundef 10, double noundef 0x400921FB54442D18, i32 noundef 10, i32 noundef 10, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 11, !99, !DIExpression(), !129)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 11, i32 noundef 11, double noundef 0x400921FB54442D18, i32 noundef 11, i32 noundef 11, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 12, !99, !DIExpression(), !129)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 12, i32 noundef 12, double noundef 0x400921FB54442D18, i32 noundef 12, i32 noundef 12, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 13, !99, !DIExpression(), !129)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 13, i32 noundef 13, double noundef 0x400921FB54442D18, i32 noundef 13, i32 noundef 13, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 14, !99, !DIExpression(), !129)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 14, i32 noundef 14, double noundef 0x400921FB54442D18, i32 noundef 14, i32 noundef 14, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 15, !99, !DIExpression(), !129)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 15, i32 noundef 15, double noundef 0x400921FB54442D18, i32 noundef 15, i32 noundef 15, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 16, !99, !DIExpression(), !129)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 16, i32 noundef 16, double noundef 0x400921FB54442D18, i32 noundef 16, i32 noundef 16, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 17, !99, !DIExpression(), !129)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 17, i32 noundef 17, double noundef 0x400921FB54442D18, i32 noundef 17, i32 noundef 17, double noundef 0x400921FB54442D18), !dbg !130
    #dbg_value(i32 18, !99, !DIExpression(), !129)
    #dbg_value(double 4.940660e-324, !101, !DIExpression(), !109)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 4.940660e-324, double noundef 1.482200e-323, double noundef 4.940660e-321, double noundef 0xFFFFFFFFFFFFF), !dbg !132
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x7FEFFFFFFFFFFFFF), !dbg !133
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.000000e-01, double noundef 0x3FD5555555555555, double noundef 0x3FE5555555555555), !dbg !134
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 1.234560e+05, double noundef 0x4132D68700000000), !dbg !135
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 1.000000e+00, double noundef 1.000000e+05, double noundef 1.000000e+00, double noundef 5.000000e+00, double noundef 3.000000e+00), !dbg !136
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 1.000000e-04, double noundef 1.234000e-05, double noundef 1.000000e+02), !dbg !137
    #dbg_value(float 0x3FD5555560000000, !102, !DIExpression(), !109)
    #dbg_value(i32 1, !104, !DIExpression(), !138)
    #dbg_value(i32 1, !104, !DIExpression(), !138)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1, i32 noundef 1, double noundef 0x3FD5555560000000), !dbg !139
    #dbg_value(i32 4, !104, !DIExpression(), !138)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 4, i32 noundef 4, double noundef 0x3FD5555560000000), !dbg !139
    #dbg_value(i32 7, !104, !DIExpression(), !138)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 7, i32 noundef 7, double noundef 0x3FD5555560000000), !dbg !139
    #dbg_value(i32 10, !104, !DIExpression(), !138)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 10, i32 noundef 10, double noundef 0x3FD5555560000000), !dbg !139
    #dbg_value(i32 13, !104, !DIExpression(), !138)
    #dbg_value(i64 9007199254740993, !106, !DIExpression(), !109)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0x4340000000000000, double noundef 0x43E0000000000000), !dbg !141
  ret i32 0, !dbg !142
}

; Function Attrs: nofree nounwind
declare !dbg !143 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!55}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_format.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "f73bf2fbbb82f99efc84a5a8f8aa63a6")
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
!59 = !{i32 1, !"NumRegisterParameters", i32 0}
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !69, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !72)
!69 = !DISubroutineType(types: !70)
!70 = !{!71}
!71 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!72 = !{!73, !74, !76, !79, !80, !82, !86, !87, !89, !93, !97, !99, !101, !102, !104, !106}
!73 = !DILocalVariable(name: "v", scope: !68, file: !2, line: 7, type: !57)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 8, type: !71)
!75 = distinct !DILexicalBlock(scope: !68, file: !2, line: 8, column: 5)
!76 = !DILocalVariable(name: "x", scope: !77, file: !2, line: 9, type: !57)
!77 = distinct !DILexicalBlock(scope: !78, file: !2, line: 8, column: 43)
!78 = distinct !DILexicalBlock(scope: !75, file: !2, line: 8, column: 5)
!79 = !DILocalVariable(name: "p2", scope: !68, file: !2, line: 12, type: !57)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 13, type: !71)
!81 = distinct !DILexicalBlock(scope: !68, file: !2, line: 13, column: 5)
!82 = !DILocalVariable(name: "k", scope: !83, file: !2, line: 15, type: !71)
!83 = distinct !DILexicalBlock(scope: !84, file: !2, line: 15, column: 9)
!84 = distinct !DILexicalBlock(scope: !85, file: !2, line: 13, column: 37)
!85 = distinct !DILexicalBlock(scope: !81, file: !2, line: 13, column: 5)
!86 = !DILocalVariable(name: "q", scope: !68, file: !2, line: 18, type: !57)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 19, type: !71)
!88 = distinct !DILexicalBlock(scope: !68, file: !2, line: 19, column: 5)
!89 = !DILocalVariable(name: "k", scope: !90, file: !2, line: 21, type: !71)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 21, column: 9)
!91 = distinct !DILexicalBlock(scope: !92, file: !2, line: 19, column: 37)
!92 = distinct !DILexicalBlock(scope: !88, file: !2, line: 19, column: 5)
!93 = !DILocalVariable(name: "halves", scope: !68, file: !2, line: 25, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 768, elements: !95)
!95 = !{!96}
!96 = !DISubrange(count: 12)
!97 = !DILocalVariable(name: "i", scope: !98, file: !2, line: 27, type: !71)
!98 = distinct !DILexicalBlock(scope: !68, file: !2, line: 27, column: 5)
!99 = !DILocalVariable(name: "prec", scope: !100, file: !2, line: 30, type: !71)
!100 = distinct !DILexicalBlock(scope: !68, file: !2, line: 30, column: 5)
!101 = !DILocalVariable(name: "subn", scope: !68, file: !2, line: 33, type: !57)
!102 = !DILocalVariable(name: "f", scope: !68, file: !2, line: 40, type: !103)
!103 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!104 = !DILocalVariable(name: "prec", scope: !105, file: !2, line: 41, type: !71)
!105 = distinct !DILexicalBlock(scope: !68, file: !2, line: 41, column: 5)
!106 = !DILocalVariable(name: "big", scope: !68, file: !2, line: 43, type: !107)
!107 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!108 = distinct !DIAssignID()
!109 = !DILocation(line: 0, scope: !68)
!110 = !DILocation(line: 0, scope: !75)
!111 = !DILocation(line: 8, column: 5, scope: !75)
!112 = !DILocation(line: 9, column: 22, scope: !77)
!113 = !DILocation(line: 0, scope: !77)
!114 = !DILocation(line: 10, column: 60, scope: !77)
!115 = !DILocation(line: 10, column: 9, scope: !77)
!116 = !DILocation(line: 8, column: 30, scope: !78)
!117 = !DILocation(line: 8, column: 36, scope: !78)
!118 = !DILocation(line: 8, column: 23, scope: !78)
!119 = distinct !{!119, !111, !120, !121}
!120 = !DILocation(line: 11, column: 5, scope: !75)
!121 = !{!"llvm.loop.mustprogress"}
!122 = !DILocation(line: 0, scope: !81)
!123 = !DILocation(line: 14, column: 9, scope: !84)
!124 = !DILocation(line: 0, scope: !88)
!125 = !DILocation(line: 20, column: 9, scope: !91)
!126 = !DILocation(line: 0, scope: !98)
!127 = !DILocation(line: 28, column: 9, scope: !128)
!128 = distinct !DILexicalBlock(scope: !98, file: !2, line: 27, column: 5)
!129 = !DILocation(line: 0, scope: !100)
!130 = !DILocation(line: 31, column: 9, scope: !131)
!131 = distinct !DILexicalBlock(scope: !100, file: !2, line: 30, column: 5)
!132 = !DILocation(line: 34, column: 5, scope: !68)
!133 = !DILocation(line: 35, column: 5, scope: !68)
!134 = !DILocation(line: 36, column: 5, scope: !68)
!135 = !DILocation(line: 37, column: 5, scope: !68)
!136 = !DILocation(line: 38, column: 5, scope: !68)
!137 = !DILocation(line: 39, column: 5, scope: !68)
!138 = !DILocation(line: 0, scope: !105)
!139 = !DILocation(line: 42, column: 9, scope: !140)
!140 = distinct !DILexicalBlock(scope: !105, file: !2, line: 41, column: 5)
!141 = !DILocation(line: 44, column: 5, scope: !68)
!142 = !DILocation(line: 46, column: 1, scope: !68)
!143 = !DISubprogram(name: "printf", scope: !144, file: !144, line: 356, type: !145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!145 = !DISubroutineType(types: !146)
!146 = !{!71, !147, null}
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 32)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
