; ModuleID = 'float_format.c'
source_filename = "float_format.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"%-3d %.6e | %.3f | %g | %.10g | %.1e\0A\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"2^%d = %.0f = %g = %.15e\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"2^-%d = %.25f = %g\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"%.17g: %.2f %.0f %.3e %.1g %.6g\0A\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"pi %%.%dg = %.*g | %%.%df = %.*f\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"subnormals: %g %e %.3e %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"big: %f\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"%.17g %.17g %.17g\0A\00", align 1
@.str.8 = private unnamed_addr constant [19 x i8] c"%g %g %g %g %g %g\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"%#g %#g %#.3g %#.0e %#.0f\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"%g %g %g\0A\00", align 1
@.str.11 = private unnamed_addr constant [27 x i8] c"float third %%.%df = %.*f\0A\00", align 1
@.str.12 = private unnamed_addr constant [34 x i8] c"2^53+1 as double %.1f, 2^63 %.1f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !11 {
  call void @llvm.dbg.value(metadata double 0x3D719799812DEA11, metadata !16, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 0, metadata !17, metadata !DIExpression()), !dbg !52
  br label %1, !dbg !53

1:                                                ; preds = %0, %1
  %2 = phi double [ 0x3D719799812DEA11, %0 ], [ %8, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %7, %1 ]
  call void @llvm.dbg.value(metadata double %2, metadata !16, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 %3, metadata !17, metadata !DIExpression()), !dbg !52
  %4 = fmul double %2, 0x3FF3C0CA428C59FB, !dbg !54
  call void @llvm.dbg.value(metadata double %4, metadata !19, metadata !DIExpression()), !dbg !55
  %5 = add nsw i32 %3, -12, !dbg !56
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str, i64 0, i64 0), i32 noundef %5, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4), !dbg !57
  %7 = add nuw nsw i32 %3, 1, !dbg !58
  call void @llvm.dbg.value(metadata i32 %7, metadata !17, metadata !DIExpression()), !dbg !52
  %8 = fmul double %2, 1.000000e+01, !dbg !59
  call void @llvm.dbg.value(metadata double %8, metadata !16, metadata !DIExpression()), !dbg !51
  %9 = icmp eq i32 %7, 25, !dbg !60
  br i1 %9, label %10, label %1, !dbg !53, !llvm.loop !61

10:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !22, metadata !DIExpression()), !dbg !51
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i32 noundef 0, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !65
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 4.000000e+00, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 4.000000e+00, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 8.000000e+00, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 8.000000e+00, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.600000e+01, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.600000e+01, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 3.200000e+01, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 3.200000e+01, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 6.400000e+01, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 6.400000e+01, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.280000e+02, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 7, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 1.280000e+02, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 7, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 1.280000e+02, metadata !22, metadata !DIExpression()), !dbg !51
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i32 noundef 7, double noundef 1.280000e+02, double noundef 1.280000e+02, double noundef 1.280000e+02), !dbg !65
  call void @llvm.dbg.value(metadata double 1.280000e+02, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.280000e+02, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 2.560000e+02, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 2.560000e+02, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 5.120000e+02, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 5.120000e+02, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.024000e+03, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.024000e+03, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 2.048000e+03, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 2.048000e+03, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 4.096000e+03, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 4.096000e+03, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 8.192000e+03, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 8.192000e+03, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.638400e+04, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 14, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 1.638400e+04, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 14, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 1.638400e+04, metadata !22, metadata !DIExpression()), !dbg !51
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i32 noundef 14, double noundef 1.638400e+04, double noundef 1.638400e+04, double noundef 1.638400e+04), !dbg !65
  call void @llvm.dbg.value(metadata double 1.638400e+04, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.638400e+04, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 3.276800e+04, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 3.276800e+04, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 6.553600e+04, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 6.553600e+04, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.310720e+05, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.310720e+05, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 2.621440e+05, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 2.621440e+05, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 5.242880e+05, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 5.242880e+05, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4130000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4130000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4140000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 21, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x4140000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 21, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x4140000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i32 noundef 21, double noundef 0x4140000000000000, double noundef 0x4140000000000000, double noundef 0x4140000000000000), !dbg !65
  call void @llvm.dbg.value(metadata double 0x4140000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4140000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4150000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4150000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4160000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4160000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4170000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4170000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4180000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4180000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4190000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4190000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x41A0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x41A0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x41B0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 28, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x41B0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 28, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x41B0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i32 noundef 28, double noundef 0x41B0000000000000, double noundef 0x41B0000000000000, double noundef 0x41B0000000000000), !dbg !65
  call void @llvm.dbg.value(metadata double 0x41B0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x41B0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x41C0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x41C0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x41D0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x41D0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x41E0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x41E0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x41F0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x41F0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4200000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4200000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4210000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4210000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4220000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 35, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x4220000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 35, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x4220000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i32 noundef 35, double noundef 0x4220000000000000, double noundef 0x4220000000000000, double noundef 0x4220000000000000), !dbg !65
  call void @llvm.dbg.value(metadata double 0x4220000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4220000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4230000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4230000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4240000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4240000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4250000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4250000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4260000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4260000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4270000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4270000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4280000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4280000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4290000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 42, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x4290000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 42, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x4290000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i32 noundef 42, double noundef 0x4290000000000000, double noundef 0x4290000000000000, double noundef 0x4290000000000000), !dbg !65
  call void @llvm.dbg.value(metadata double 0x4290000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4290000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x42A0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x42A0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x42B0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x42B0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x42C0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x42C0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x42D0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x42D0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x42E0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x42E0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x42F0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x42F0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4300000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 49, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x4300000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 49, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x4300000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i32 noundef 49, double noundef 0x4300000000000000, double noundef 0x4300000000000000, double noundef 0x4300000000000000), !dbg !65
  call void @llvm.dbg.value(metadata double 0x4300000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4300000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4310000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4310000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4320000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4320000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4330000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4330000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4340000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4340000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4350000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4350000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4360000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4360000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4370000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 56, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x4370000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 56, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x4370000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i32 noundef 56, double noundef 0x4370000000000000, double noundef 0x4370000000000000, double noundef 0x4370000000000000), !dbg !65
  call void @llvm.dbg.value(metadata double 0x4370000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4370000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4380000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4380000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4390000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4390000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x43A0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x43A0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x43B0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x43B0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x43C0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x43C0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x43D0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x43D0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x43E0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 63, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x43E0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 63, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x43E0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i64 0, i64 0), i32 noundef 63, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000, double noundef 0x43E0000000000000), !dbg !65
  call void @llvm.dbg.value(metadata double 0x43E0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x43E0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x43F0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x43F0000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4400000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4400000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4410000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4410000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4420000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4420000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4430000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4430000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4440000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4440000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x4450000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 70, metadata !23, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double 0x4450000000000000, metadata !22, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !29, metadata !DIExpression()), !dbg !51
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef 0, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !67
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 2.500000e-01, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.250000e-01, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.250000e-01, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 6.250000e-02, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 6.250000e-02, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 3.125000e-02, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 3.125000e-02, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.562500e-02, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 6, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 1.562500e-02, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 6, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 1.562500e-02, metadata !29, metadata !DIExpression()), !dbg !51
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef 6, double noundef 1.562500e-02, double noundef 1.562500e-02), !dbg !67
  call void @llvm.dbg.value(metadata double 1.562500e-02, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 1.562500e-02, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 7.812500e-03, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 7.812500e-03, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 3.906250e-03, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 3.906250e-03, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3F60000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3F60000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3F50000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3F50000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3F40000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3F40000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3F30000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 12, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3F30000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 12, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3F30000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef 12, double noundef 0x3F30000000000000, double noundef 0x3F30000000000000), !dbg !67
  call void @llvm.dbg.value(metadata double 0x3F30000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3F30000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3F20000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3F20000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3F10000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3F10000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3F00000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3F00000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3EF0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3EF0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3EE0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3EE0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3ED0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 18, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3ED0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 18, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3ED0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef 18, double noundef 0x3ED0000000000000, double noundef 0x3ED0000000000000), !dbg !67
  call void @llvm.dbg.value(metadata double 0x3ED0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3ED0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3EC0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3EC0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3EB0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3EB0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3EA0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3EA0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E90000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E90000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E80000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E80000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E70000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 24, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3E70000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 24, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3E70000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef 24, double noundef 0x3E70000000000000, double noundef 0x3E70000000000000), !dbg !67
  call void @llvm.dbg.value(metadata double 0x3E70000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E70000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E60000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E60000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E50000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E50000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E40000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E40000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E30000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E30000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E20000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E20000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E10000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 30, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3E10000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 30, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3E10000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef 30, double noundef 0x3E10000000000000, double noundef 0x3E10000000000000), !dbg !67
  call void @llvm.dbg.value(metadata double 0x3E10000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E10000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E00000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3E00000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3DF0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3DF0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3DE0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3DE0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3DD0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3DD0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3DC0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3DC0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3DB0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 36, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3DB0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 36, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3DB0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef 36, double noundef 0x3DB0000000000000, double noundef 0x3DB0000000000000), !dbg !67
  call void @llvm.dbg.value(metadata double 0x3DB0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3DB0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3DA0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3DA0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D90000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D90000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D80000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D80000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D70000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D70000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D60000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D60000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D50000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 42, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3D50000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 42, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3D50000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef 42, double noundef 0x3D50000000000000, double noundef 0x3D50000000000000), !dbg !67
  call void @llvm.dbg.value(metadata double 0x3D50000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D50000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D40000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D40000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D30000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D30000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D20000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D20000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D10000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D10000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D00000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3D00000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3CF0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 48, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3CF0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 48, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3CF0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef 48, double noundef 0x3CF0000000000000, double noundef 0x3CF0000000000000), !dbg !67
  call void @llvm.dbg.value(metadata double 0x3CF0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3CF0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3CE0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3CE0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3CD0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3CD0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3CC0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3CC0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3CB0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3CB0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3CA0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3CA0000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3C90000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 54, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3C90000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 54, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3C90000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.2, i64 0, i64 0), i32 noundef 54, double noundef 0x3C90000000000000, double noundef 0x3C90000000000000), !dbg !67
  call void @llvm.dbg.value(metadata double 0x3C90000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3C90000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3C80000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3C80000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3C70000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3C70000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3C60000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3C60000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3C50000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3C50000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3C40000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3C40000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double 0x3C30000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 60, metadata !30, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0x3C30000000000000, metadata !29, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i64 0, metadata !40, metadata !DIExpression()), !dbg !68
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), double noundef 1.250000e-01, double noundef 1.250000e-01, double noundef 1.250000e-01, double noundef 1.250000e-01, double noundef 1.250000e-01, double noundef 1.250000e-01), !dbg !69
  call void @llvm.dbg.value(metadata i64 1, metadata !40, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 1, metadata !40, metadata !DIExpression()), !dbg !68
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), double noundef 3.750000e-01, double noundef 3.750000e-01, double noundef 3.750000e-01, double noundef 3.750000e-01, double noundef 3.750000e-01, double noundef 3.750000e-01), !dbg !69
  call void @llvm.dbg.value(metadata i64 2, metadata !40, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 2, metadata !40, metadata !DIExpression()), !dbg !68
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), double noundef 2.675000e+00, double noundef 2.675000e+00, double noundef 2.675000e+00, double noundef 2.675000e+00, double noundef 2.675000e+00, double noundef 2.675000e+00), !dbg !69
  call void @llvm.dbg.value(metadata i64 3, metadata !40, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 3, metadata !40, metadata !DIExpression()), !dbg !68
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), double noundef 1.000500e+00, double noundef 1.000500e+00, double noundef 1.000500e+00, double noundef 1.000500e+00, double noundef 1.000500e+00, double noundef 1.000500e+00), !dbg !69
  call void @llvm.dbg.value(metadata i64 4, metadata !40, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 4, metadata !40, metadata !DIExpression()), !dbg !68
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), double noundef 4.500000e-02, double noundef 4.500000e-02, double noundef 4.500000e-02, double noundef 4.500000e-02, double noundef 4.500000e-02, double noundef 4.500000e-02), !dbg !69
  call void @llvm.dbg.value(metadata i64 5, metadata !40, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 5, metadata !40, metadata !DIExpression()), !dbg !68
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), double noundef 1.250000e+00, double noundef 1.250000e+00, double noundef 1.250000e+00, double noundef 1.250000e+00, double noundef 1.250000e+00, double noundef 1.250000e+00), !dbg !69
  call void @llvm.dbg.value(metadata i64 6, metadata !40, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 6, metadata !40, metadata !DIExpression()), !dbg !68
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), double noundef 1.350000e+00, double noundef 1.350000e+00, double noundef 1.350000e+00, double noundef 1.350000e+00, double noundef 1.350000e+00, double noundef 1.350000e+00), !dbg !69
  call void @llvm.dbg.value(metadata i64 7, metadata !40, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 7, metadata !40, metadata !DIExpression()), !dbg !68
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004, double noundef 0x430C6BF526340004), !dbg !69
  call void @llvm.dbg.value(metadata i64 8, metadata !40, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 8, metadata !40, metadata !DIExpression()), !dbg !68
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), double noundef 5.000000e-06, double noundef 5.000000e-06, double noundef 5.000000e-06, double noundef 5.000000e-06, double noundef 5.000000e-06, double noundef 5.000000e-06), !dbg !69
  call void @llvm.dbg.value(metadata i64 9, metadata !40, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 9, metadata !40, metadata !DIExpression()), !dbg !68
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), double noundef 0x412E847F00000000, double noundef 0x412E847F00000000, double noundef 0x412E847F00000000, double noundef 0x412E847F00000000, double noundef 0x412E847F00000000, double noundef 0x412E847F00000000), !dbg !69
  call void @llvm.dbg.value(metadata i64 10, metadata !40, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 10, metadata !40, metadata !DIExpression()), !dbg !68
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F, double noundef 0x4023FFFFEF39085F), !dbg !69
  call void @llvm.dbg.value(metadata i64 11, metadata !40, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 11, metadata !40, metadata !DIExpression()), !dbg !68
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.3, i64 0, i64 0), double noundef 1.500000e-04, double noundef 1.500000e-04, double noundef 1.500000e-04, double noundef 1.500000e-04, double noundef 1.500000e-04, double noundef 1.500000e-04), !dbg !69
  call void @llvm.dbg.value(metadata i64 12, metadata !40, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !71
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0, i32 noundef 0, double noundef 0x400921FB54442D18, i32 noundef 0, i32 noundef 0, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 1, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 1, metadata !42, metadata !DIExpression()), !dbg !71
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 1, i32 noundef 1, double noundef 0x400921FB54442D18, i32 noundef 1, i32 noundef 1, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 2, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 2, metadata !42, metadata !DIExpression()), !dbg !71
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 2, i32 noundef 2, double noundef 0x400921FB54442D18, i32 noundef 2, i32 noundef 2, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 3, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 3, metadata !42, metadata !DIExpression()), !dbg !71
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 3, i32 noundef 3, double noundef 0x400921FB54442D18, i32 noundef 3, i32 noundef 3, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 4, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 4, metadata !42, metadata !DIExpression()), !dbg !71
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 4, i32 noundef 4, double noundef 0x400921FB54442D18, i32 noundef 4, i32 noundef 4, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 5, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 5, metadata !42, metadata !DIExpression()), !dbg !71
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 5, i32 noundef 5, double noundef 0x400921FB54442D18, i32 noundef 5, i32 noundef 5, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 6, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 6, metadata !42, metadata !DIExpression()), !dbg !71
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 6, i32 noundef 6, double noundef 0x400921FB54442D18, i32 noundef 6, i32 noundef 6, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 7, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 7, metadata !42, metadata !DIExpression()), !dbg !71
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 7, i32 noundef 7, double noundef 0x400921FB54442D18, i32 noundef 7, i32 noundef 7, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 8, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 8, metadata !42, metadata !DIExpression()), !dbg !71
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 8, i32 noundef 8, double noundef 0x400921FB54442D18, i32 noundef 8, i32 noundef 8, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 9, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 9, metadata !42, metadata !DIExpression()), !dbg !71
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 9, i32 noundef 9, double noundef 0x400921FB54442D18, i32 noundef 9, i32 noundef 9, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 10, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 10, metadata !42, metadata !DIExpression()), !dbg !71
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 10, i32 noundef 10, double noundef 0x400921FB54442D18, i32 noundef 10, i32 noundef 10, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 11, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 11, metadata !42, metadata !DIExpression()), !dbg !71
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 11, i32 noundef 11, double noundef 0x400921FB54442D18, i32 noundef 11, i32 noundef 11, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 12, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 12, metadata !42, metadata !DIExpression()), !dbg !71
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 12, i32 noundef 12, double noundef 0x400921FB54442D18, i32 noundef 12, i32 noundef 12, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 13, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 13, metadata !42, metadata !DIExpression()), !dbg !71
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 13, i32 noundef 13, double noundef 0x400921FB54442D18, i32 noundef 13, i32 noundef 13, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 14, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 14, metadata !42, metadata !DIExpression()), !dbg !71
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 14, i32 noundef 14, double noundef 0x400921FB54442D18, i32 noundef 14, i32 noundef 14, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 15, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 15, metadata !42, metadata !DIExpression()), !dbg !71
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 15, i32 noundef 15, double noundef 0x400921FB54442D18, i32 noundef 15, i32 noundef 15, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 16, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 16, metadata !42, metadata !DIExpression()), !dbg !71
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 16, i32 noundef 16, double noundef 0x400921FB54442D18, i32 noundef 16, i32 noundef 16, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 17, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 17, metadata !42, metadata !DIExpression()), !dbg !71
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.4, i64 0, i64 0), i32 noundef 17, i32 noundef 17, double noundef 0x400921FB54442D18, i32 noundef 17, i32 noundef 17, double noundef 0x400921FB54442D18), !dbg !72
  call void @llvm.dbg.value(metadata i32 18, metadata !42, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata double 4.940660e-324, metadata !44, metadata !DIExpression()), !dbg !51
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.5, i64 0, i64 0), double noundef 4.940660e-324, double noundef 1.482200e-323, double noundef 4.940660e-321, double noundef 0xFFFFFFFFFFFFF), !dbg !74
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.6, i64 0, i64 0), double noundef 0x7FEFFFFFFFFFFFFF), !dbg !75
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), double noundef 1.000000e-01, double noundef 0x3FD5555555555555, double noundef 0x3FE5555555555555), !dbg !76
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.8, i64 0, i64 0), double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 1.234560e+05, double noundef 0x4132D68700000000), !dbg !77
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.9, i64 0, i64 0), double noundef 1.000000e+00, double noundef 1.000000e+05, double noundef 1.000000e+00, double noundef 5.000000e+00, double noundef 3.000000e+00), !dbg !78
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i64 0, i64 0), double noundef 1.000000e-04, double noundef 1.234000e-05, double noundef 1.000000e+02), !dbg !79
  call void @llvm.dbg.value(metadata float 0x3FD5555560000000, metadata !45, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 1, metadata !47, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 1, metadata !47, metadata !DIExpression()), !dbg !80
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.11, i64 0, i64 0), i32 noundef 1, i32 noundef 1, double noundef 0x3FD5555560000000), !dbg !81
  call void @llvm.dbg.value(metadata i32 4, metadata !47, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 4, metadata !47, metadata !DIExpression()), !dbg !80
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.11, i64 0, i64 0), i32 noundef 4, i32 noundef 4, double noundef 0x3FD5555560000000), !dbg !81
  call void @llvm.dbg.value(metadata i32 7, metadata !47, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 7, metadata !47, metadata !DIExpression()), !dbg !80
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.11, i64 0, i64 0), i32 noundef 7, i32 noundef 7, double noundef 0x3FD5555560000000), !dbg !81
  call void @llvm.dbg.value(metadata i32 10, metadata !47, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 10, metadata !47, metadata !DIExpression()), !dbg !80
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.11, i64 0, i64 0), i32 noundef 10, i32 noundef 10, double noundef 0x3FD5555560000000), !dbg !81
  call void @llvm.dbg.value(metadata i32 13, metadata !47, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 9007199254740993, metadata !49, metadata !DIExpression()), !dbg !51
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.12, i64 0, i64 0), double noundef 0x4340000000000000, double noundef 0x43E0000000000000), !dbg !83
  ret i32 0, !dbg !84
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "float_format.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "f73bf2fbbb82f99efc84a5a8f8aa63a6")
!2 = !{!3}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !17, !19, !22, !23, !25, !29, !30, !32, !36, !40, !42, !44, !45, !47, !49}
!16 = !DILocalVariable(name: "v", scope: !11, file: !1, line: 7, type: !3)
!17 = !DILocalVariable(name: "i", scope: !18, file: !1, line: 8, type: !14)
!18 = distinct !DILexicalBlock(scope: !11, file: !1, line: 8, column: 5)
!19 = !DILocalVariable(name: "x", scope: !20, file: !1, line: 9, type: !3)
!20 = distinct !DILexicalBlock(scope: !21, file: !1, line: 8, column: 43)
!21 = distinct !DILexicalBlock(scope: !18, file: !1, line: 8, column: 5)
!22 = !DILocalVariable(name: "p2", scope: !11, file: !1, line: 12, type: !3)
!23 = !DILocalVariable(name: "i", scope: !24, file: !1, line: 13, type: !14)
!24 = distinct !DILexicalBlock(scope: !11, file: !1, line: 13, column: 5)
!25 = !DILocalVariable(name: "k", scope: !26, file: !1, line: 15, type: !14)
!26 = distinct !DILexicalBlock(scope: !27, file: !1, line: 15, column: 9)
!27 = distinct !DILexicalBlock(scope: !28, file: !1, line: 13, column: 37)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 13, column: 5)
!29 = !DILocalVariable(name: "q", scope: !11, file: !1, line: 18, type: !3)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 19, type: !14)
!31 = distinct !DILexicalBlock(scope: !11, file: !1, line: 19, column: 5)
!32 = !DILocalVariable(name: "k", scope: !33, file: !1, line: 21, type: !14)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 21, column: 9)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 19, column: 37)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 19, column: 5)
!36 = !DILocalVariable(name: "halves", scope: !11, file: !1, line: 25, type: !37)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 768, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 12)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 27, type: !14)
!41 = distinct !DILexicalBlock(scope: !11, file: !1, line: 27, column: 5)
!42 = !DILocalVariable(name: "prec", scope: !43, file: !1, line: 30, type: !14)
!43 = distinct !DILexicalBlock(scope: !11, file: !1, line: 30, column: 5)
!44 = !DILocalVariable(name: "subn", scope: !11, file: !1, line: 33, type: !3)
!45 = !DILocalVariable(name: "f", scope: !11, file: !1, line: 40, type: !46)
!46 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!47 = !DILocalVariable(name: "prec", scope: !48, file: !1, line: 41, type: !14)
!48 = distinct !DILexicalBlock(scope: !11, file: !1, line: 41, column: 5)
!49 = !DILocalVariable(name: "big", scope: !11, file: !1, line: 43, type: !50)
!50 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!51 = !DILocation(line: 0, scope: !11)
!52 = !DILocation(line: 0, scope: !18)
!53 = !DILocation(line: 8, column: 5, scope: !18)
!54 = !DILocation(line: 9, column: 22, scope: !20)
!55 = !DILocation(line: 0, scope: !20)
!56 = !DILocation(line: 10, column: 60, scope: !20)
!57 = !DILocation(line: 10, column: 9, scope: !20)
!58 = !DILocation(line: 8, column: 30, scope: !21)
!59 = !DILocation(line: 8, column: 36, scope: !21)
!60 = !DILocation(line: 8, column: 23, scope: !21)
!61 = distinct !{!61, !53, !62, !63}
!62 = !DILocation(line: 11, column: 5, scope: !18)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 0, scope: !24)
!65 = !DILocation(line: 14, column: 9, scope: !27)
!66 = !DILocation(line: 0, scope: !31)
!67 = !DILocation(line: 20, column: 9, scope: !34)
!68 = !DILocation(line: 0, scope: !41)
!69 = !DILocation(line: 28, column: 9, scope: !70)
!70 = distinct !DILexicalBlock(scope: !41, file: !1, line: 27, column: 5)
!71 = !DILocation(line: 0, scope: !43)
!72 = !DILocation(line: 31, column: 9, scope: !73)
!73 = distinct !DILexicalBlock(scope: !43, file: !1, line: 30, column: 5)
!74 = !DILocation(line: 34, column: 5, scope: !11)
!75 = !DILocation(line: 35, column: 5, scope: !11)
!76 = !DILocation(line: 36, column: 5, scope: !11)
!77 = !DILocation(line: 37, column: 5, scope: !11)
!78 = !DILocation(line: 38, column: 5, scope: !11)
!79 = !DILocation(line: 39, column: 5, scope: !11)
!80 = !DILocation(line: 0, scope: !48)
!81 = !DILocation(line: 42, column: 9, scope: !82)
!82 = distinct !DILexicalBlock(scope: !48, file: !1, line: 41, column: 5)
!83 = !DILocation(line: 44, column: 5, scope: !11)
!84 = !DILocation(line: 46, column: 1, scope: !11)
