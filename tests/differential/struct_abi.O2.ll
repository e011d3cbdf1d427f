; ModuleID = 'struct_abi.c'
source_filename = "struct_abi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"round %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [48 x i8] c"  c3 %d %d %d | s2 %d %d | i1 %d | i3 %d %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [47 x i8] c"  l2 %ld %ld | f2 %g %g | f3 %g %g %g | d1 %g\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [60 x i8] c"  d2 %g %g | di %g %d | id %d %g | fi %g %d | cdc %c %g %c\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [31 x i8] c"  b5 %ld %ld %ld %ld %ld | arr\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c" %u\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [11 x i8] c"many = %f\0A\00", align 1, !dbg !32

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !56 {
    #dbg_value(i8 1, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !153)
    #dbg_value(i8 -2, !60, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !153)
    #dbg_value(i8 3, !60, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !153)
    #dbg_value(i16 -5, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !153)
    #dbg_value(i16 300, !66, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !153)
    #dbg_value(i32 9, !71, !DIExpression(), !153)
    #dbg_value(i32 1, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(i32 2, !75, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153)
    #dbg_value(i32 3, !75, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(i64 123456789, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i64 -987, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(<2 x float> <float 1.500000e+00, float -2.500000e-01>, !87, !DIExpression(), !153)
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(float 3.000000e+00, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(double 1.000000e+02, !99, !DIExpression(), !153)
    #dbg_value(double 5.000000e-01, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(double -2.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(double 2.500000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i32 7, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(i32 poison, !109, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !153)
    #dbg_value(i32 -3, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(i32 poison, !114, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153)
    #dbg_value(double 1.125000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(float 5.000000e-01, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(i32 4660, !119, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153)
    #dbg_value(i8 120, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !153)
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 8, 56), !154, ptr undef, !DIExpression(), !153)
    #dbg_value(double 6.250000e+00, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i8 121, !124, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !153)
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 136, 56), !155, ptr undef, !DIExpression(), !153)
    #dbg_value(i64 1, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(i64 1, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i64 2, !156, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171)
    #dbg_value(i64 2, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i64 3, !156, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !171)
    #dbg_value(i64 3, !130, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !153)
    #dbg_value(i64 4, !156, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !171)
    #dbg_value(i64 4, !130, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !153)
    #dbg_value(i64 5, !156, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !171)
    #dbg_value(i64 5, !130, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !153)
    #dbg_value(i64 0, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i64 5120, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i64 2626560, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i64 1009259520, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i64 344606643200, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i64 110295769420800, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i64 33887292974699520, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i64 -8324793615424941056, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i32 160, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(i32 46240, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(i32 13153440, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(i32 -590826336, !138, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(i8 121, !124, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !153)
    #dbg_value(double 6.250000e+00, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i8 120, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !153)
    #dbg_value(i64 1, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(i64 1, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i64 2, !156, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171)
    #dbg_value(i64 2, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i64 3, !156, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !171)
    #dbg_value(i64 3, !130, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !153)
    #dbg_value(i64 4, !156, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !171)
    #dbg_value(i64 4, !130, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !153)
    #dbg_value(i64 5, !156, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !171)
    #dbg_value(i64 5, !130, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !153)
    #dbg_value(i8 3, !60, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !153)
    #dbg_value(i8 -2, !60, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !153)
    #dbg_value(i8 1, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !153)
    #dbg_value(i16 poison, !66, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !153)
    #dbg_value(i16 poison, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !153)
    #dbg_value(i32 9, !71, !DIExpression(), !153)
    #dbg_value(i32 2, !75, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153)
    #dbg_value(i32 1, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(i32 3, !75, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(i64 -987, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i64 123456789, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(<2 x float> <float 1.500000e+00, float -2.500000e-01>, !87, !DIExpression(), !153)
    #dbg_value(float 3.000000e+00, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(double 1.000000e+02, !99, !DIExpression(), !153)
    #dbg_value(double -2.000000e+00, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(double 5.000000e-01, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i32 7, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(double 2.500000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(double 1.125000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i32 -3, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(i32 poison, !119, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153)
    #dbg_value(float poison, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(i32 0, !147, !DIExpression(), !173)
  br label %24, !dbg !174

1:                                                ; preds = %24
    #dbg_value(double %40, !162, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(double %93, !162, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171)
    #dbg_value(<2 x float> %87, !164, !DIExpression(), !171)
    #dbg_value(i32 -7, !165, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 9, !165, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 12, !165, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(!DIArgList(i24 0, i8 5, i8 -32), !167, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 8, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 8, DW_OP_shl, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !171)
    #dbg_value(!DIArgList(i24 0, i8 -32), !167, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !171)
    #dbg_value(i8 undef, !167, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !171)
    #dbg_value(double %95, !169, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(i32 %96, !169, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(i32 1, !161, !DIExpression(), !171)
    #dbg_value(i64 3, !163, !DIExpression(), !171)
    #dbg_value(double 5.000000e-01, !166, !DIExpression(), !171)
    #dbg_value(float 2.500000e+00, !168, !DIExpression(), !171)
    #dbg_value(i8 107, !170, !DIExpression(), !171)
  %2 = fadd double %40, 1.000000e+00, !dbg !175
  %3 = fadd double %2, %93, !dbg !176
  %4 = fadd double %3, 3.000000e+00, !dbg !177
  %5 = fadd double %4, %158, !dbg !178
  %6 = fadd double %5, %159, !dbg !179
  %7 = fadd double %6, -7.000000e+00, !dbg !180
  %8 = fadd double %7, 9.000000e+00, !dbg !181
  %9 = fadd double %8, 1.200000e+01, !dbg !182
  %10 = fadd double %9, 5.000000e-01, !dbg !183
  %11 = fadd double %10, 5.000000e+00, !dbg !184
  %12 = fadd double %11, -3.200000e+01, !dbg !185
  %13 = fadd double %12, 1.700000e+01, !dbg !186
  %14 = fadd double %13, 1.000000e+00, !dbg !187
  %15 = fadd double %14, -2.000000e+00, !dbg !188
  %16 = fadd double %15, 4.800000e+01, !dbg !189
  %17 = fadd double %16, 5.000000e+00, !dbg !190
  %18 = fadd double %17, 2.500000e+00, !dbg !191
  %19 = fadd double %95, %18, !dbg !192
  %20 = sitofp i32 %96 to double, !dbg !193
  %21 = fadd double %19, %20, !dbg !194
  %22 = fadd double %21, 1.070000e+02, !dbg !195
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %22), !dbg !196
  ret i32 0, !dbg !197

24:                                               ; preds = %0, %24
  %25 = phi i32 [ 1, %0 ], [ %59, %24 ]
  %26 = phi i8 [ 3, %0 ], [ %61, %24 ]
  %27 = phi i8 [ -2, %0 ], [ %62, %24 ]
  %28 = phi i32 [ 300, %0 ], [ %203, %24 ]
  %29 = phi i32 [ 65531, %0 ], [ %66, %24 ]
  %30 = phi i32 [ 9, %0 ], [ %68, %24 ]
  %31 = phi i64 [ 2, %0 ], [ %74, %24 ]
  %32 = phi i32 [ 1, %0 ], [ %33, %24 ]
  %33 = phi i32 [ 3, %0 ], [ %72, %24 ]
  %34 = phi i64 [ -987, %0 ], [ %81, %24 ]
  %35 = phi i64 [ 123456789, %0 ], [ %80, %24 ]
  %36 = phi <2 x float> [ <float 1.500000e+00, float -2.500000e-01>, %0 ], [ %87, %24 ]
  %37 = phi float [ 3.000000e+00, %0 ], [ %91, %24 ]
  %38 = phi <2 x float> [ <float 1.000000e+00, float 2.000000e+00>, %0 ], [ %205, %24 ]
  %39 = phi double [ 1.000000e+02, %0 ], [ %92, %24 ]
  %40 = phi double [ -2.000000e+00, %0 ], [ %93, %24 ]
  %41 = phi double [ 5.000000e-01, %0 ], [ %40, %24 ]
  %42 = phi i32 [ 7, %0 ], [ %96, %24 ]
  %43 = phi double [ 2.500000e+00, %0 ], [ %95, %24 ]
  %44 = phi double [ 1.125000e+00, %0 ], [ %99, %24 ]
  %45 = phi i32 [ -3, %0 ], [ %97, %24 ]
  %46 = phi i32 [ 4660, %0 ], [ %101, %24 ]
  %47 = phi float [ 5.000000e-01, %0 ], [ %100, %24 ]
  %48 = phi i32 [ 0, %0 ], [ %207, %24 ]
  %49 = phi i8 [ 121, %0 ], [ %51, %24 ]
  %50 = phi double [ 6.250000e+00, %0 ], [ %102, %24 ]
  %51 = phi i8 [ 120, %0 ], [ %49, %24 ]
  %52 = phi i64 [ 1, %0 ], [ %56, %24 ]
  %53 = phi i64 [ 2, %0 ], [ %103, %24 ]
  %54 = phi i64 [ 3, %0 ], [ %104, %24 ]
  %55 = phi i64 [ 4, %0 ], [ %105, %24 ]
  %56 = phi i64 [ 5, %0 ], [ %106, %24 ]
  %57 = phi i64 [ -8324793615424941056, %0 ], [ %138, %24 ]
  %58 = phi i32 [ -590826336, %0 ], [ %150, %24 ]
    #dbg_value(i8 %26, !60, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !153)
    #dbg_value(i8 %27, !60, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !153)
    #dbg_value(i32 %25, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !153)
    #dbg_value(i32 %30, !71, !DIExpression(), !153)
    #dbg_value(i32 poison, !75, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153)
    #dbg_value(i32 %32, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(i32 %33, !75, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(i64 %34, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i64 %35, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(<2 x float> %36, !87, !DIExpression(), !153)
    #dbg_value(float %37, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(<2 x float> %38, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(double %39, !99, !DIExpression(), !153)
    #dbg_value(double %40, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(double %41, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i32 %42, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(double %43, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(double %44, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i32 %45, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(i32 %48, !147, !DIExpression(), !173)
    #dbg_value(i8 %49, !124, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !153)
    #dbg_value(double %50, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i8 %51, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !153)
    #dbg_value(i64 %52, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(i64 %53, !156, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171)
    #dbg_value(i64 %54, !156, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !171)
    #dbg_value(i64 %55, !156, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !171)
    #dbg_value(i64 %56, !156, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !171)
    #dbg_value(i32 %25, !198, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !203)
    #dbg_value(!DIArgList(i24 0, i8 undef, i8 %27), !198, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_constu, 9, DW_OP_shl, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_or, DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !203)
    #dbg_value(i8 %26, !198, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !203)
  %59 = add nuw nsw i32 %25, 1, !dbg !205
    #dbg_value(i32 %59, !198, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !203)
    #dbg_value(!DIArgList(i24 0, i8 undef, i8 %27), !198, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_constu, 9, DW_OP_shl, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_or, DW_OP_constu, 7, DW_OP_shr, DW_OP_LLVM_convert, 24, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 18446744073709551614, DW_OP_and, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !203)
  %60 = trunc nuw nsw i32 %59 to i8, !dbg !206
  %61 = add i8 %26, %60, !dbg !206
    #dbg_value(i8 %61, !198, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !203)
  %62 = shl i8 %27, 1, !dbg !207
    #dbg_value(i32 %59, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !153)
    #dbg_value(i8 %62, !60, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !153)
    #dbg_value(i8 %61, !60, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !153)
    #dbg_value(!DIArgList(i32 0, i32 %29), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 16, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !214)
    #dbg_value(!DIArgList(i32 0, i32 %29), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 16, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !214)
  %63 = add nuw nsw i32 %28, 65535, !dbg !216
    #dbg_value(i32 poison, !213, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !214)
    #dbg_value(!DIArgList(i32 0, i32 %29), !213, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 16, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_plus_uconst, 1000, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !214)
  %64 = shl i32 %29, 16, !dbg !217
  %65 = add i32 %64, 65536000, !dbg !217
  %66 = or i32 %63, %65, !dbg !217
    #dbg_value(!DIArgList(i32 %63, i32 %65), !66, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 65535, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !153)
    #dbg_value(i32 %203, !66, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !153)
    #dbg_value(i32 %30, !218, !DIExpression(), !223)
  %67 = mul nsw i32 %30, 7, !dbg !225
  %68 = add nsw i32 %67, 1, !dbg !226
    #dbg_value(i32 %68, !218, !DIExpression(), !223)
    #dbg_value(i32 %68, !71, !DIExpression(), !153)
  %69 = shl nuw i64 %31, 32, !dbg !227
  %70 = zext i32 %32 to i64, !dbg !227
  %71 = or disjoint i64 %69, %70, !dbg !227
    #dbg_value(i32 %32, !228, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !234)
    #dbg_value(!DIArgList(i64 %69, i64 %70), !228, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !234)
    #dbg_value(i32 %33, !228, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !234)
    #dbg_value(i32 %33, !233, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !234)
    #dbg_value(!DIArgList(i32 %32, i64 %69, i64 %70), !233, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !234)
  %72 = sub nsw i32 %32, %33, !dbg !236
    #dbg_value(i32 %72, !233, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !234)
  %73 = mul i64 %71, 4294967297, !dbg !237
  %74 = lshr i64 %73, 32, !dbg !227
  %75 = trunc nuw i64 %74 to i32, !dbg !227
    #dbg_value(i32 %33, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(i32 %75, !75, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153)
    #dbg_value(i32 %72, !75, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(i64 %35, !238, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !244)
    #dbg_value(i64 %34, !238, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !244)
  %76 = trunc nsw i64 %35 to i32, !dbg !246
  %77 = srem i32 %76, 100000, !dbg !246
  %78 = sext i32 %77 to i64, !dbg !246
  %79 = srem i64 %34, 1000, !dbg !247
  %80 = mul nsw i64 %79, %78, !dbg !248
    #dbg_value(i64 %80, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !244)
  %81 = sub nsw i64 %35, %34, !dbg !249
    #dbg_value(i64 %81, !243, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !244)
    #dbg_value(i64 %80, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i64 %81, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(<2 x float> %36, !250, !DIExpression(), !256)
  %82 = extractelement <2 x float> %36, i64 0, !dbg !258
  %83 = extractelement <2 x float> %36, i64 1, !dbg !259
  %84 = fmul float %82, %83, !dbg !260
  %85 = insertelement <2 x float> poison, float %84, i64 0, !dbg !261
    #dbg_value(float %84, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !256)
  %86 = fsub float %82, %83, !dbg !262
  %87 = insertelement <2 x float> %85, float %86, i64 1, !dbg !261
    #dbg_value(float %86, !255, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !256)
    #dbg_value(<2 x float> %87, !87, !DIExpression(), !153)
    #dbg_value(<2 x float> %38, !263, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !269)
    #dbg_value(float %37, !263, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !269)
    #dbg_value(float %37, !268, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !269)
  %88 = extractelement <2 x float> %38, i64 0, !dbg !271
  %89 = fmul float %88, 2.000000e+00, !dbg !272
    #dbg_value(float %89, !268, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !269)
  %90 = extractelement <2 x float> %38, i64 1, !dbg !273
  %91 = fadd float %90, %37, !dbg !274
    #dbg_value(float %91, !268, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !269)
    #dbg_value(<2 x float> %205, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(float %91, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(double %39, !275, !DIExpression(), !280)
  %92 = fmul double %39, 1.250000e-01, !dbg !282
    #dbg_value(double %92, !275, !DIExpression(), !280)
    #dbg_value(double %92, !99, !DIExpression(), !153)
    #dbg_value(double %41, !283, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !289)
    #dbg_value(double %40, !283, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !289)
    #dbg_value(double %40, !288, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !289)
  %93 = fmul double %41, 3.000000e+00, !dbg !291
    #dbg_value(double %93, !288, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !289)
    #dbg_value(double %40, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(double %93, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(double %43, !292, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !298)
    #dbg_value(i32 %42, !292, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !298)
  %94 = sitofp i32 %42 to double, !dbg !300
  %95 = fadd double %43, %94, !dbg !301
    #dbg_value(double %95, !297, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !298)
  %96 = fptosi double %43 to i32, !dbg !302
    #dbg_value(i32 %96, !297, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !298)
    #dbg_value(double %95, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i32 %96, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(i32 undef, !109, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !153)
    #dbg_value(i32 %45, !303, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !309)
    #dbg_value(double %44, !303, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !309)
  %97 = shl nsw i32 %45, 1, !dbg !311
    #dbg_value(i32 %97, !308, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !309)
  %98 = sitofp i32 %45 to double, !dbg !312
  %99 = fsub double %44, %98, !dbg !313
    #dbg_value(double %99, !308, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !309)
    #dbg_value(i32 %97, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(i32 undef, !114, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153)
    #dbg_value(double %99, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(float %47, !314, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !320)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !314, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !320)
  %100 = fadd float %47, 2.500000e-01, !dbg !322
    #dbg_value(float %100, !319, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !320)
    #dbg_value(!DIArgList(i64 poison, i64 poison), !319, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 85, DW_OP_xor, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !320)
  %101 = xor i32 %46, 85, !dbg !323
    #dbg_value(float %100, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(i32 %101, !119, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153)
    #dbg_value(i8 %51, !324, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !330)
    #dbg_value(double %50, !324, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !330)
    #dbg_value(i8 %49, !324, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !330)
    #dbg_value(i8 %49, !329, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !330)
  %102 = fneg double %50, !dbg !332
    #dbg_value(double %102, !329, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !330)
    #dbg_value(i8 %51, !329, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !330)
    #dbg_value(i8 %49, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !153)
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 8, 56), !333, ptr undef, !DIExpression(), !153)
    #dbg_value(double %102, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i8 %51, !124, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !153)
    #dbg_assign(i1 undef, !124, !DIExpression(DW_OP_LLVM_fragment, 136, 56), !334, ptr undef, !DIExpression(), !153)
    #dbg_value(i64 %52, !335, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !341)
    #dbg_value(i64 %53, !335, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !341)
    #dbg_value(i64 %54, !335, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !341)
    #dbg_value(i64 %55, !335, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !341)
    #dbg_value(i64 %56, !335, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !341)
    #dbg_value(i64 %56, !340, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !341)
  %103 = add nsw i64 %55, 1, !dbg !343
    #dbg_value(i64 %103, !340, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !341)
  %104 = shl nsw i64 %54, 1, !dbg !344
    #dbg_value(i64 %104, !340, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !341)
  %105 = add nsw i64 %53, -3, !dbg !345
    #dbg_value(i64 %105, !340, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !341)
  %106 = xor i64 %52, 255, !dbg !346
    #dbg_value(i64 %106, !340, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !341)
    #dbg_value(i64 %56, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(i64 %103, !156, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171)
    #dbg_value(i64 %104, !156, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !171)
    #dbg_value(i64 %105, !156, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !171)
    #dbg_value(i64 %106, !156, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !171)
    #dbg_value(i64 %56, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i64 %103, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i64 %104, !130, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !153)
    #dbg_value(i64 %105, !130, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !153)
    #dbg_value(i64 %106, !130, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !153)
  %107 = trunc i64 %57 to i32
  %108 = lshr i32 %107, 24
  %109 = lshr i32 %58, 24
    #dbg_value(i64 %57, !347, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !355)
    #dbg_value(i64 %57, !347, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !355)
    #dbg_value(i64 %57, !347, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !355)
    #dbg_value(i64 %57, !347, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !355)
    #dbg_value(i64 %57, !347, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !355)
    #dbg_value(i64 %57, !347, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !355)
    #dbg_value(i64 %57, !347, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !355)
    #dbg_value(i64 %57, !347, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !355)
    #dbg_value(i32 %58, !347, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !355)
    #dbg_value(i32 %58, !347, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !355)
    #dbg_value(i32 %58, !347, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !355)
    #dbg_value(i32 %109, !347, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !355)
    #dbg_value(i32 %109, !352, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 8), !355)
    #dbg_value(i32 %58, !352, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 8, 8), !355)
    #dbg_value(i32 %58, !352, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 2, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 8), !355)
    #dbg_value(i32 %58, !352, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 24, 8), !355)
    #dbg_value(i64 %57, !352, !DIExpression(DW_OP_constu, 56, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 4, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 8), !355)
    #dbg_value(i64 %57, !352, !DIExpression(DW_OP_constu, 48, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 5, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !355)
    #dbg_value(i64 %57, !352, !DIExpression(DW_OP_constu, 40, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 6, DW_OP_stack_value, DW_OP_LLVM_fragment, 48, 8), !355)
    #dbg_value(i64 %57, !352, !DIExpression(DW_OP_constu, 32, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 7, DW_OP_stack_value, DW_OP_LLVM_fragment, 56, 8), !355)
    #dbg_value(i64 8, !353, !DIExpression(), !357)
  %110 = add nuw nsw i32 %108, 8, !dbg !358
    #dbg_value(i64 %57, !352, !DIExpression(DW_OP_constu, 24, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 8, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 8), !355)
    #dbg_value(i64 %57, !352, !DIExpression(DW_OP_constu, 16, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 9, DW_OP_stack_value, DW_OP_LLVM_fragment, 72, 8), !355)
    #dbg_value(i64 %57, !352, !DIExpression(DW_OP_constu, 8, DW_OP_shr, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 10, DW_OP_stack_value, DW_OP_LLVM_fragment, 80, 8), !355)
    #dbg_value(i64 %57, !352, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_plus_uconst, 11, DW_OP_stack_value, DW_OP_LLVM_fragment, 88, 8), !355)
    #dbg_value(i64 12, !353, !DIExpression(), !357)
  %111 = shl i64 %57, 24, !dbg !360
  %112 = and i64 %111, -72057594037927936, !dbg !360
  %113 = add i64 %112, 504403158265495552, !dbg !360
  %114 = shl i64 %57, 8, !dbg !360
  %115 = add i64 %114, 1688849860263936, !dbg !360
  %116 = and i64 %115, 71776119061217280, !dbg !360
  %117 = or disjoint i64 %113, %116, !dbg !360
  %118 = lshr i64 %57, 8, !dbg !360
  %119 = add nuw nsw i64 %118, 5497558138880, !dbg !360
  %120 = and i64 %119, 280375465082880, !dbg !360
  %121 = lshr i64 %57, 24, !dbg !360
  %122 = add nuw nsw i64 %121, 17179869184, !dbg !360
  %123 = and i64 %122, 1095216660480, !dbg !360
  %124 = or disjoint i64 %123, %120, !dbg !360
  %125 = or disjoint i64 %124, %117, !dbg !360
  %126 = shl i32 %58, 24, !dbg !360
  %127 = add i32 %126, 50331648, !dbg !360
  %128 = shl i32 %58, 8, !dbg !360
  %129 = add i32 %128, 131072, !dbg !360
  %130 = lshr i32 %58, 8, !dbg !360
  %131 = add nuw nsw i32 %130, 256, !dbg !360
  %132 = and i32 %131, 65280, !dbg !360
  %133 = and i32 %129, 16711680, !dbg !360
  %134 = or disjoint i32 %132, %133, !dbg !360
  %135 = or disjoint i32 %134, %109, !dbg !360
  %136 = or disjoint i32 %135, %127, !dbg !360
  %137 = zext i32 %136 to i64, !dbg !360
  %138 = or disjoint i64 %125, %137, !dbg !360
  %139 = shl i32 %107, 24, !dbg !360
  %140 = add i32 %139, 184549376, !dbg !360
  %141 = shl i32 %107, 8, !dbg !360
  %142 = add i32 %141, 655360, !dbg !360
  %143 = and i32 %142, 16711680, !dbg !360
  %144 = or disjoint i32 %143, %140, !dbg !360
  %145 = lshr i32 %107, 8, !dbg !360
  %146 = add nuw nsw i32 %145, 2304, !dbg !360
  %147 = and i32 %146, 65280, !dbg !360
  %148 = and i32 %110, 255, !dbg !360
  %149 = or disjoint i32 %148, %147, !dbg !360
  %150 = or disjoint i32 %149, %144, !dbg !360
    #dbg_value(!DIArgList(i64 %113, i32 %131, i32 %129, i32 %127, i64 %123, i64 %119, i64 %115, i32 %109), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_constu, 71776119061217280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_constu, 280375465082880, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_constu, 16711680, DW_OP_and, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_constu, 65280, DW_OP_and, DW_OP_LLVM_arg, 7, DW_OP_or, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(!DIArgList(i32 %142, i32 %110, i32 %146, i32 %140), !138, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 16711680, DW_OP_and, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_constu, 65280, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_constu, 255, DW_OP_and, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 32), !153)
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %48), !dbg !361
  %152 = sext i8 %62 to i32, !dbg !362
  %153 = sext i8 %61 to i32, !dbg !363
  %154 = shl i32 %63, 16, !dbg !364
  %155 = ashr exact i32 %154, 16, !dbg !364
  %156 = ashr exact i32 %65, 16, !dbg !365
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %59, i32 noundef %152, i32 noundef %153, i32 noundef %155, i32 noundef %156, i32 noundef %68, i32 noundef %33, i32 noundef %75, i32 noundef %72), !dbg !366
  %158 = fpext float %84 to double, !dbg !367
  %159 = fpext float %86 to double, !dbg !368
  %160 = fpext float %37 to double, !dbg !369
  %161 = fpext float %89 to double, !dbg !370
  %162 = fpext float %91 to double, !dbg !371
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %80, i64 noundef %81, double noundef %158, double noundef %159, double noundef %160, double noundef %161, double noundef %162, double noundef %92), !dbg !372
  %164 = fpext float %100 to double, !dbg !373
  %165 = zext nneg i8 %49 to i32, !dbg !374
  %166 = zext nneg i8 %51 to i32, !dbg !375
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %40, double noundef %93, double noundef %95, i32 noundef %96, i32 noundef %97, double noundef %99, double noundef %164, i32 noundef %101, i32 noundef %165, double noundef %102, i32 noundef %166), !dbg !376
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %56, i64 noundef %103, i64 noundef %104, i64 noundef %105, i64 noundef %106), !dbg !377
    #dbg_value(i32 0, !149, !DIExpression(), !378)
    #dbg_value(i64 0, !149, !DIExpression(), !378)
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %109), !dbg !379
    #dbg_value(i64 1, !149, !DIExpression(), !378)
  %170 = lshr i32 %131, 8, !dbg !381
  %171 = and i32 %170, 255, !dbg !381
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %171), !dbg !379
    #dbg_value(i64 2, !149, !DIExpression(), !378)
  %173 = lshr i32 %129, 16, !dbg !381
  %174 = and i32 %173, 255, !dbg !381
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %174), !dbg !379
    #dbg_value(i64 3, !149, !DIExpression(), !378)
  %176 = lshr exact i32 %127, 24, !dbg !381
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %176), !dbg !379
    #dbg_value(i64 4, !149, !DIExpression(), !378)
  %178 = lshr exact i64 %125, 32, !dbg !381
  %179 = trunc nuw i64 %178 to i32, !dbg !381
  %180 = and i32 %179, 255, !dbg !381
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %180), !dbg !379
    #dbg_value(i64 5, !149, !DIExpression(), !378)
  %182 = lshr i64 %119, 40, !dbg !381
  %183 = trunc nuw nsw i64 %182 to i32, !dbg !381
  %184 = and i32 %183, 255, !dbg !381
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %184), !dbg !379
    #dbg_value(i64 6, !149, !DIExpression(), !378)
  %186 = lshr i64 %115, 48, !dbg !381
  %187 = trunc nuw nsw i64 %186 to i32, !dbg !381
  %188 = and i32 %187, 255, !dbg !381
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %188), !dbg !379
    #dbg_value(i64 7, !149, !DIExpression(), !378)
  %190 = lshr exact i64 %113, 56, !dbg !381
  %191 = trunc nuw nsw i64 %190 to i32, !dbg !381
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %191), !dbg !379
    #dbg_value(i64 8, !149, !DIExpression(), !378)
  %193 = and i32 %110, 255, !dbg !381
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %193), !dbg !379
    #dbg_value(i64 9, !149, !DIExpression(), !378)
  %195 = lshr i32 %146, 8, !dbg !381
  %196 = and i32 %195, 255, !dbg !381
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %196), !dbg !379
    #dbg_value(i64 10, !149, !DIExpression(), !378)
  %198 = lshr i32 %142, 16, !dbg !381
  %199 = and i32 %198, 255, !dbg !381
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %199), !dbg !379
    #dbg_value(i64 11, !149, !DIExpression(), !378)
  %201 = lshr exact i32 %140, 24, !dbg !381
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %201), !dbg !379
    #dbg_value(i64 12, !149, !DIExpression(), !378)
  %203 = lshr exact i32 %65, 16, !dbg !382
  %204 = insertelement <2 x float> poison, float %37, i64 0, !dbg !383
  %205 = insertelement <2 x float> %204, float %89, i64 1, !dbg !383
  %206 = tail call i32 @putchar(i32 10), !dbg !384
  %207 = add nuw nsw i32 %48, 1, !dbg !385
    #dbg_value(i8 %51, !124, !DIExpression(DW_OP_LLVM_fragment, 128, 8), !153)
    #dbg_value(double %102, !124, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i8 %49, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !153)
    #dbg_value(i64 %56, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(i64 %56, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i64 %103, !156, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171)
    #dbg_value(i64 %103, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i64 %104, !156, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !171)
    #dbg_value(i64 %104, !130, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !153)
    #dbg_value(i64 %105, !156, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !171)
    #dbg_value(i64 %105, !130, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !153)
    #dbg_value(i64 %106, !156, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !171)
    #dbg_value(i64 %106, !130, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !153)
    #dbg_value(i8 %61, !60, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !153)
    #dbg_value(i8 %62, !60, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !153)
    #dbg_value(i32 %59, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !153)
    #dbg_value(i16 poison, !66, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !153)
    #dbg_value(i16 poison, !66, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !153)
    #dbg_value(i32 %68, !71, !DIExpression(), !153)
    #dbg_value(i32 %75, !75, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153)
    #dbg_value(i32 %33, !75, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(i32 %72, !75, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(i64 %81, !81, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i64 %80, !81, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(<2 x float> %87, !87, !DIExpression(), !153)
    #dbg_value(float %91, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(<2 x float> %205, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(double %92, !99, !DIExpression(), !153)
    #dbg_value(double %93, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(double %40, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(i32 %96, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !153)
    #dbg_value(double %95, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !153)
    #dbg_value(double %99, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !153)
    #dbg_value(i32 %97, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(i32 poison, !119, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153)
    #dbg_value(float poison, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !153)
    #dbg_value(i32 %207, !147, !DIExpression(), !173)
  %208 = icmp eq i32 %207, 4, !dbg !386
  br i1 %208, label %1, label %24, !dbg !174, !llvm.loop !387
}

; Function Attrs: nofree nounwind
declare !dbg !390 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "struct_abi.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "327c32f084742d9b772eb39aa7b9f6ed")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 48)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 47)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 60)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 31)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 4)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 11)
!37 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !38, globals: !42, splitDebugInlining: false, nameTableKind: None)
!38 = !{!39, !4, !40, !41}
!39 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!40 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = !{!0, !7, !12, !17, !22, !27, !43, !32}
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 2)
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 52, type: !57, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!41}
!59 = !{!60, !66, !71, !75, !81, !87, !93, !99, !104, !109, !114, !119, !124, !130, !138, !145, !147, !149}
!60 = !DILocalVariable(name: "c3", scope: !56, file: !2, line: 53, type: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "c3", file: !2, line: 5, size: 24, elements: !62)
!62 = !{!63, !64, !65}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !61, file: !2, line: 5, baseType: !4, size: 8)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !61, file: !2, line: 5, baseType: !4, size: 8, offset: 8)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !61, file: !2, line: 5, baseType: !4, size: 8, offset: 16)
!66 = !DILocalVariable(name: "s2", scope: !56, file: !2, line: 54, type: !67)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s2", file: !2, line: 6, size: 32, elements: !68)
!68 = !{!69, !70}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !67, file: !2, line: 6, baseType: !40, size: 16)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !67, file: !2, line: 6, baseType: !40, size: 16, offset: 16)
!71 = !DILocalVariable(name: "i1", scope: !56, file: !2, line: 55, type: !72)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "i1", file: !2, line: 7, size: 32, elements: !73)
!73 = !{!74}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !72, file: !2, line: 7, baseType: !41, size: 32)
!75 = !DILocalVariable(name: "i3", scope: !56, file: !2, line: 56, type: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "i3", file: !2, line: 8, size: 96, elements: !77)
!77 = !{!78, !79, !80}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !76, file: !2, line: 8, baseType: !41, size: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !76, file: !2, line: 8, baseType: !41, size: 32, offset: 32)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !76, file: !2, line: 8, baseType: !41, size: 32, offset: 64)
!81 = !DILocalVariable(name: "l2", scope: !56, file: !2, line: 57, type: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "l2", file: !2, line: 9, size: 128, elements: !83)
!83 = !{!84, !86}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !82, file: !2, line: 9, baseType: !85, size: 64)
!85 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !82, file: !2, line: 9, baseType: !85, size: 64, offset: 64)
!87 = !DILocalVariable(name: "f2", scope: !56, file: !2, line: 58, type: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "f2", file: !2, line: 10, size: 64, elements: !89)
!89 = !{!90, !92}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !88, file: !2, line: 10, baseType: !91, size: 32)
!91 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !88, file: !2, line: 10, baseType: !91, size: 32, offset: 32)
!93 = !DILocalVariable(name: "f3", scope: !56, file: !2, line: 59, type: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "f3", file: !2, line: 11, size: 96, elements: !95)
!95 = !{!96, !97, !98}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !94, file: !2, line: 11, baseType: !91, size: 32)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !94, file: !2, line: 11, baseType: !91, size: 32, offset: 32)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !94, file: !2, line: 11, baseType: !91, size: 32, offset: 64)
!99 = !DILocalVariable(name: "d1", scope: !56, file: !2, line: 60, type: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "d1", file: !2, line: 12, size: 64, elements: !101)
!101 = !{!102}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !100, file: !2, line: 12, baseType: !103, size: 64)
!103 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!104 = !DILocalVariable(name: "d2", scope: !56, file: !2, line: 61, type: !105)
!105 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "d2", file: !2, line: 13, size: 128, elements: !106)
!106 = !{!107, !108}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !105, file: !2, line: 13, baseType: !103, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !105, file: !2, line: 13, baseType: !103, size: 64, offset: 64)
!109 = !DILocalVariable(name: "di", scope: !56, file: !2, line: 62, type: !110)
!110 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "di", file: !2, line: 14, size: 128, elements: !111)
!111 = !{!112, !113}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !110, file: !2, line: 14, baseType: !103, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !110, file: !2, line: 14, baseType: !41, size: 32, offset: 64)
!114 = !DILocalVariable(name: "id", scope: !56, file: !2, line: 63, type: !115)
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "id", file: !2, line: 15, size: 128, elements: !116)
!116 = !{!117, !118}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !115, file: !2, line: 15, baseType: !41, size: 32)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !115, file: !2, line: 15, baseType: !103, size: 64, offset: 64)
!119 = !DILocalVariable(name: "fi", scope: !56, file: !2, line: 64, type: !120)
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "fi", file: !2, line: 16, size: 64, elements: !121)
!121 = !{!122, !123}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !120, file: !2, line: 16, baseType: !91, size: 32)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !120, file: !2, line: 16, baseType: !41, size: 32, offset: 32)
!124 = !DILocalVariable(name: "cdc", scope: !56, file: !2, line: 65, type: !125)
!125 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cdc", file: !2, line: 17, size: 192, elements: !126)
!126 = !{!127, !128, !129}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !125, file: !2, line: 17, baseType: !4, size: 8)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !125, file: !2, line: 17, baseType: !103, size: 64, offset: 64)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !125, file: !2, line: 17, baseType: !4, size: 8, offset: 128)
!130 = !DILocalVariable(name: "b5", scope: !56, file: !2, line: 66, type: !131)
!131 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big5", file: !2, line: 18, size: 320, elements: !132)
!132 = !{!133, !134, !135, !136, !137}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !131, file: !2, line: 18, baseType: !85, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !131, file: !2, line: 18, baseType: !85, size: 64, offset: 64)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !131, file: !2, line: 18, baseType: !85, size: 64, offset: 128)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !131, file: !2, line: 18, baseType: !85, size: 64, offset: 192)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !131, file: !2, line: 18, baseType: !85, size: 64, offset: 256)
!138 = !DILocalVariable(name: "ar", scope: !56, file: !2, line: 67, type: !139)
!139 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "arr", file: !2, line: 19, size: 96, elements: !140)
!140 = !{!141}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !139, file: !2, line: 19, baseType: !142, size: 96)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 96, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 12)
!145 = !DILocalVariable(name: "i", scope: !146, file: !2, line: 68, type: !41)
!146 = distinct !DILexicalBlock(scope: !56, file: !2, line: 68, column: 5)
!147 = !DILocalVariable(name: "round", scope: !148, file: !2, line: 70, type: !41)
!148 = distinct !DILexicalBlock(scope: !56, file: !2, line: 70, column: 5)
!149 = !DILocalVariable(name: "i", scope: !150, file: !2, line: 94, type: !41)
!150 = distinct !DILexicalBlock(scope: !151, file: !2, line: 94, column: 9)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 70, column: 45)
!152 = distinct !DILexicalBlock(scope: !148, file: !2, line: 70, column: 5)
!153 = !DILocation(line: 0, scope: !56)
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = !DILocalVariable(name: "h", arg: 8, scope: !157, file: !2, line: 47, type: !131)
!157 = distinct !DISubprogram(name: "many", scope: !2, file: !2, line: 46, type: !158, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !160)
!158 = !DISubroutineType(types: !159)
!159 = !{!103, !41, !105, !85, !88, !76, !103, !61, !131, !91, !110, !4}
!160 = !{!161, !162, !163, !164, !165, !166, !167, !156, !168, !169, !170}
!161 = !DILocalVariable(name: "a", arg: 1, scope: !157, file: !2, line: 46, type: !41)
!162 = !DILocalVariable(name: "b", arg: 2, scope: !157, file: !2, line: 46, type: !105)
!163 = !DILocalVariable(name: "c", arg: 3, scope: !157, file: !2, line: 46, type: !85)
!164 = !DILocalVariable(name: "d", arg: 4, scope: !157, file: !2, line: 46, type: !88)
!165 = !DILocalVariable(name: "e", arg: 5, scope: !157, file: !2, line: 46, type: !76)
!166 = !DILocalVariable(name: "f", arg: 6, scope: !157, file: !2, line: 46, type: !103)
!167 = !DILocalVariable(name: "g", arg: 7, scope: !157, file: !2, line: 46, type: !61)
!168 = !DILocalVariable(name: "i", arg: 9, scope: !157, file: !2, line: 47, type: !91)
!169 = !DILocalVariable(name: "j", arg: 10, scope: !157, file: !2, line: 47, type: !110)
!170 = !DILocalVariable(name: "k", arg: 11, scope: !157, file: !2, line: 47, type: !4)
!171 = !DILocation(line: 0, scope: !157, inlinedAt: !172)
!172 = distinct !DILocation(line: 98, column: 27, scope: !56)
!173 = !DILocation(line: 0, scope: !148)
!174 = !DILocation(line: 70, column: 5, scope: !148)
!175 = !DILocation(line: 48, column: 14, scope: !157, inlinedAt: !172)
!176 = !DILocation(line: 48, column: 20, scope: !157, inlinedAt: !172)
!177 = !DILocation(line: 48, column: 26, scope: !157, inlinedAt: !172)
!178 = !DILocation(line: 48, column: 30, scope: !157, inlinedAt: !172)
!179 = !DILocation(line: 48, column: 36, scope: !157, inlinedAt: !172)
!180 = !DILocation(line: 48, column: 42, scope: !157, inlinedAt: !172)
!181 = !DILocation(line: 48, column: 48, scope: !157, inlinedAt: !172)
!182 = !DILocation(line: 48, column: 54, scope: !157, inlinedAt: !172)
!183 = !DILocation(line: 48, column: 60, scope: !157, inlinedAt: !172)
!184 = !DILocation(line: 48, column: 64, scope: !157, inlinedAt: !172)
!185 = !DILocation(line: 48, column: 70, scope: !157, inlinedAt: !172)
!186 = !DILocation(line: 48, column: 76, scope: !157, inlinedAt: !172)
!187 = !DILocation(line: 48, column: 82, scope: !157, inlinedAt: !172)
!188 = !DILocation(line: 48, column: 88, scope: !157, inlinedAt: !172)
!189 = !DILocation(line: 48, column: 94, scope: !157, inlinedAt: !172)
!190 = !DILocation(line: 49, column: 22, scope: !157, inlinedAt: !172)
!191 = !DILocation(line: 49, column: 28, scope: !157, inlinedAt: !172)
!192 = !DILocation(line: 49, column: 32, scope: !157, inlinedAt: !172)
!193 = !DILocation(line: 49, column: 40, scope: !157, inlinedAt: !172)
!194 = !DILocation(line: 49, column: 38, scope: !157, inlinedAt: !172)
!195 = !DILocation(line: 49, column: 44, scope: !157, inlinedAt: !172)
!196 = !DILocation(line: 98, column: 5, scope: !56)
!197 = !DILocation(line: 100, column: 1, scope: !56)
!198 = !DILocalVariable(name: "x", arg: 1, scope: !199, file: !2, line: 21, type: !61)
!199 = distinct !DISubprogram(name: "f_c3", scope: !2, file: !2, line: 21, type: !200, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !202)
!200 = !DISubroutineType(types: !201)
!201 = !{!61, !61}
!202 = !{!198}
!203 = !DILocation(line: 0, scope: !199, inlinedAt: !204)
!204 = distinct !DILocation(line: 71, column: 14, scope: !151)
!205 = !DILocation(line: 21, column: 41, scope: !199, inlinedAt: !204)
!206 = !DILocation(line: 21, column: 85, scope: !199, inlinedAt: !204)
!207 = !DILocation(line: 71, column: 14, scope: !151)
!208 = !DILocalVariable(name: "x", arg: 1, scope: !209, file: !2, line: 22, type: !67)
!209 = distinct !DISubprogram(name: "f_s2", scope: !2, file: !2, line: 22, type: !210, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !212)
!210 = !DISubroutineType(types: !211)
!211 = !{!67, !67}
!212 = !{!208, !213}
!213 = !DILocalVariable(name: "r", scope: !209, file: !2, line: 22, type: !67)
!214 = !DILocation(line: 0, scope: !209, inlinedAt: !215)
!215 = distinct !DILocation(line: 72, column: 14, scope: !151)
!216 = !DILocation(line: 22, column: 53, scope: !209, inlinedAt: !215)
!217 = !DILocation(line: 22, column: 93, scope: !209, inlinedAt: !215)
!218 = !DILocalVariable(name: "x", arg: 1, scope: !219, file: !2, line: 23, type: !72)
!219 = distinct !DISubprogram(name: "f_i1", scope: !2, file: !2, line: 23, type: !220, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !222)
!220 = !DISubroutineType(types: !221)
!221 = !{!72, !72}
!222 = !{!218}
!223 = !DILocation(line: 0, scope: !219, inlinedAt: !224)
!224 = distinct !DILocation(line: 73, column: 14, scope: !151)
!225 = !DILocation(line: 23, column: 48, scope: !219, inlinedAt: !224)
!226 = !DILocation(line: 23, column: 52, scope: !219, inlinedAt: !224)
!227 = !DILocation(line: 74, column: 14, scope: !151)
!228 = !DILocalVariable(name: "x", arg: 1, scope: !229, file: !2, line: 24, type: !76)
!229 = distinct !DISubprogram(name: "f_i3", scope: !2, file: !2, line: 24, type: !230, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !232)
!230 = !DISubroutineType(types: !231)
!231 = !{!76, !76}
!232 = !{!228, !233}
!233 = !DILocalVariable(name: "r", scope: !229, file: !2, line: 24, type: !76)
!234 = !DILocation(line: 0, scope: !229, inlinedAt: !235)
!235 = distinct !DILocation(line: 74, column: 14, scope: !151)
!236 = !DILocation(line: 24, column: 73, scope: !229, inlinedAt: !235)
!237 = !DILocation(line: 24, column: 81, scope: !229, inlinedAt: !235)
!238 = !DILocalVariable(name: "x", arg: 1, scope: !239, file: !2, line: 25, type: !82)
!239 = distinct !DISubprogram(name: "f_l2", scope: !2, file: !2, line: 25, type: !240, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !242)
!240 = !DISubroutineType(types: !241)
!241 = !{!82, !82}
!242 = !{!238, !243}
!243 = !DILocalVariable(name: "r", scope: !239, file: !2, line: 25, type: !82)
!244 = !DILocation(line: 0, scope: !239, inlinedAt: !245)
!245 = distinct !DILocation(line: 75, column: 14, scope: !151)
!246 = !DILocation(line: 25, column: 58, scope: !239, inlinedAt: !245)
!247 = !DILocation(line: 25, column: 75, scope: !239, inlinedAt: !245)
!248 = !DILocation(line: 25, column: 68, scope: !239, inlinedAt: !245)
!249 = !DILocation(line: 25, column: 88, scope: !239, inlinedAt: !245)
!250 = !DILocalVariable(name: "x", arg: 1, scope: !251, file: !2, line: 26, type: !88)
!251 = distinct !DISubprogram(name: "f_f2", scope: !2, file: !2, line: 26, type: !252, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !254)
!252 = !DISubroutineType(types: !253)
!253 = !{!88, !88}
!254 = !{!250, !255}
!255 = !DILocalVariable(name: "r", scope: !251, file: !2, line: 26, type: !88)
!256 = !DILocation(line: 0, scope: !251, inlinedAt: !257)
!257 = distinct !DILocation(line: 76, column: 14, scope: !151)
!258 = !DILocation(line: 26, column: 55, scope: !251, inlinedAt: !257)
!259 = !DILocation(line: 26, column: 61, scope: !251, inlinedAt: !257)
!260 = !DILocation(line: 26, column: 57, scope: !251, inlinedAt: !257)
!261 = !DILocation(line: 26, column: 52, scope: !251, inlinedAt: !257)
!262 = !DILocation(line: 26, column: 68, scope: !251, inlinedAt: !257)
!263 = !DILocalVariable(name: "x", arg: 1, scope: !264, file: !2, line: 27, type: !94)
!264 = distinct !DISubprogram(name: "f_f3", scope: !2, file: !2, line: 27, type: !265, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !267)
!265 = !DISubroutineType(types: !266)
!266 = !{!94, !94}
!267 = !{!263, !268}
!268 = !DILocalVariable(name: "r", scope: !264, file: !2, line: 27, type: !94)
!269 = !DILocation(line: 0, scope: !264, inlinedAt: !270)
!270 = distinct !DILocation(line: 77, column: 14, scope: !151)
!271 = !DILocation(line: 27, column: 60, scope: !264, inlinedAt: !270)
!272 = !DILocation(line: 27, column: 62, scope: !264, inlinedAt: !270)
!273 = !DILocation(line: 27, column: 69, scope: !264, inlinedAt: !270)
!274 = !DILocation(line: 27, column: 71, scope: !264, inlinedAt: !270)
!275 = !DILocalVariable(name: "x", arg: 1, scope: !276, file: !2, line: 28, type: !100)
!276 = distinct !DISubprogram(name: "f_d1", scope: !2, file: !2, line: 28, type: !277, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !279)
!277 = !DISubroutineType(types: !278)
!278 = !{!100, !100}
!279 = !{!275}
!280 = !DILocation(line: 0, scope: !276, inlinedAt: !281)
!281 = distinct !DILocation(line: 78, column: 14, scope: !151)
!282 = !DILocation(line: 28, column: 42, scope: !276, inlinedAt: !281)
!283 = !DILocalVariable(name: "x", arg: 1, scope: !284, file: !2, line: 29, type: !105)
!284 = distinct !DISubprogram(name: "f_d2", scope: !2, file: !2, line: 29, type: !285, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !287)
!285 = !DISubroutineType(types: !286)
!286 = !{!105, !105}
!287 = !{!283, !288}
!288 = !DILocalVariable(name: "r", scope: !284, file: !2, line: 29, type: !105)
!289 = !DILocation(line: 0, scope: !284, inlinedAt: !290)
!290 = distinct !DILocation(line: 79, column: 14, scope: !151)
!291 = !DILocation(line: 29, column: 62, scope: !284, inlinedAt: !290)
!292 = !DILocalVariable(name: "x", arg: 1, scope: !293, file: !2, line: 30, type: !110)
!293 = distinct !DISubprogram(name: "f_di", scope: !2, file: !2, line: 30, type: !294, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !296)
!294 = !DISubroutineType(types: !295)
!295 = !{!110, !110}
!296 = !{!292, !297}
!297 = !DILocalVariable(name: "r", scope: !293, file: !2, line: 30, type: !110)
!298 = !DILocation(line: 0, scope: !293, inlinedAt: !299)
!299 = distinct !DILocation(line: 80, column: 14, scope: !151)
!300 = !DILocation(line: 30, column: 59, scope: !293, inlinedAt: !299)
!301 = !DILocation(line: 30, column: 57, scope: !293, inlinedAt: !299)
!302 = !DILocation(line: 30, column: 64, scope: !293, inlinedAt: !299)
!303 = !DILocalVariable(name: "x", arg: 1, scope: !304, file: !2, line: 31, type: !115)
!304 = distinct !DISubprogram(name: "f_id", scope: !2, file: !2, line: 31, type: !305, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !307)
!305 = !DISubroutineType(types: !306)
!306 = !{!115, !115}
!307 = !{!303, !308}
!308 = !DILocalVariable(name: "r", scope: !304, file: !2, line: 31, type: !115)
!309 = !DILocation(line: 0, scope: !304, inlinedAt: !310)
!310 = distinct !DILocation(line: 81, column: 14, scope: !151)
!311 = !DILocation(line: 31, column: 57, scope: !304, inlinedAt: !310)
!312 = !DILocation(line: 31, column: 68, scope: !304, inlinedAt: !310)
!313 = !DILocation(line: 31, column: 66, scope: !304, inlinedAt: !310)
!314 = !DILocalVariable(name: "x", arg: 1, scope: !315, file: !2, line: 32, type: !120)
!315 = distinct !DISubprogram(name: "f_fi", scope: !2, file: !2, line: 32, type: !316, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !318)
!316 = !DISubroutineType(types: !317)
!317 = !{!120, !120}
!318 = !{!314, !319}
!319 = !DILocalVariable(name: "r", scope: !315, file: !2, line: 32, type: !120)
!320 = !DILocation(line: 0, scope: !315, inlinedAt: !321)
!321 = distinct !DILocation(line: 82, column: 14, scope: !151)
!322 = !DILocation(line: 32, column: 57, scope: !315, inlinedAt: !321)
!323 = !DILocation(line: 32, column: 79, scope: !315, inlinedAt: !321)
!324 = !DILocalVariable(name: "x", arg: 1, scope: !325, file: !2, line: 33, type: !125)
!325 = distinct !DISubprogram(name: "f_cdc", scope: !2, file: !2, line: 33, type: !326, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !328)
!326 = !DISubroutineType(types: !327)
!327 = !{!125, !125}
!328 = !{!324, !329}
!329 = !DILocalVariable(name: "r", scope: !325, file: !2, line: 33, type: !125)
!330 = !DILocation(line: 0, scope: !325, inlinedAt: !331)
!331 = distinct !DILocation(line: 83, column: 15, scope: !151)
!332 = !DILocation(line: 33, column: 66, scope: !325, inlinedAt: !331)
!333 = distinct !DIAssignID()
!334 = distinct !DIAssignID()
!335 = !DILocalVariable(name: "x", arg: 1, scope: !336, file: !2, line: 34, type: !131)
!336 = distinct !DISubprogram(name: "f_big5", scope: !2, file: !2, line: 34, type: !337, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !339)
!337 = !DISubroutineType(types: !338)
!338 = !{!131, !131}
!339 = !{!335, !340}
!340 = !DILocalVariable(name: "r", scope: !336, file: !2, line: 35, type: !131)
!341 = !DILocation(line: 0, scope: !336, inlinedAt: !342)
!342 = distinct !DILocation(line: 84, column: 14, scope: !151)
!343 = !DILocation(line: 35, column: 31, scope: !336, inlinedAt: !342)
!344 = !DILocation(line: 35, column: 40, scope: !336, inlinedAt: !342)
!345 = !DILocation(line: 35, column: 49, scope: !336, inlinedAt: !342)
!346 = !DILocation(line: 35, column: 58, scope: !336, inlinedAt: !342)
!347 = !DILocalVariable(name: "x", arg: 1, scope: !348, file: !2, line: 38, type: !139)
!348 = distinct !DISubprogram(name: "f_arr", scope: !2, file: !2, line: 38, type: !349, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !351)
!349 = !DISubroutineType(types: !350)
!350 = !{!139, !139}
!351 = !{!347, !352, !353}
!352 = !DILocalVariable(name: "r", scope: !348, file: !2, line: 39, type: !139)
!353 = !DILocalVariable(name: "i", scope: !354, file: !2, line: 40, type: !41)
!354 = distinct !DILexicalBlock(scope: !348, file: !2, line: 40, column: 5)
!355 = !DILocation(line: 0, scope: !348, inlinedAt: !356)
!356 = distinct !DILocation(line: 85, column: 14, scope: !151)
!357 = !DILocation(line: 0, scope: !354, inlinedAt: !356)
!358 = !DILocation(line: 41, column: 22, scope: !359, inlinedAt: !356)
!359 = distinct !DILexicalBlock(scope: !354, file: !2, line: 40, column: 5)
!360 = !DILocation(line: 42, column: 5, scope: !348, inlinedAt: !356)
!361 = !DILocation(line: 86, column: 9, scope: !151)
!362 = !DILocation(line: 87, column: 74, scope: !151)
!363 = !DILocation(line: 87, column: 80, scope: !151)
!364 = !DILocation(line: 87, column: 86, scope: !151)
!365 = !DILocation(line: 87, column: 92, scope: !151)
!366 = !DILocation(line: 87, column: 9, scope: !151)
!367 = !DILocation(line: 89, column: 79, scope: !151)
!368 = !DILocation(line: 89, column: 85, scope: !151)
!369 = !DILocation(line: 89, column: 91, scope: !151)
!370 = !DILocation(line: 90, column: 16, scope: !151)
!371 = !DILocation(line: 90, column: 22, scope: !151)
!372 = !DILocation(line: 89, column: 9, scope: !151)
!373 = !DILocation(line: 92, column: 40, scope: !151)
!374 = !DILocation(line: 92, column: 52, scope: !151)
!375 = !DILocation(line: 92, column: 66, scope: !151)
!376 = !DILocation(line: 91, column: 9, scope: !151)
!377 = !DILocation(line: 93, column: 9, scope: !151)
!378 = !DILocation(line: 0, scope: !150)
!379 = !DILocation(line: 95, column: 13, scope: !380)
!380 = distinct !DILexicalBlock(scope: !150, file: !2, line: 94, column: 9)
!381 = !DILocation(line: 95, column: 27, scope: !380)
!382 = !DILocation(line: 72, column: 14, scope: !151)
!383 = !DILocation(line: 27, column: 52, scope: !264, inlinedAt: !270)
!384 = !DILocation(line: 96, column: 9, scope: !151)
!385 = !DILocation(line: 70, column: 41, scope: !152)
!386 = !DILocation(line: 70, column: 31, scope: !152)
!387 = distinct !{!387, !174, !388, !389}
!388 = !DILocation(line: 97, column: 5, scope: !148)
!389 = !{!"llvm.loop.mustprogress"}
!390 = !DISubprogram(name: "printf", scope: !391, file: !391, line: 356, type: !392, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!392 = !DISubroutineType(types: !393)
!393 = !{!41, !394, null}
!394 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !395)
!395 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !396, size: 64)
!396 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
