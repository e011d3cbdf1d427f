; ModuleID = 'struct_abi.c'
source_filename = "struct_abi.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"round %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [48 x i8] c"  c3 %d %d %d | s2 %d %d | i1 %d | i3 %d %d %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [47 x i8] c"  l2 %ld %ld | f2 %g %g | f3 %g %g %g | d1 %g\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [60 x i8] c"  d2 %g %g | di %g %d | id %d %g | fi %g %d | cdc %c %g %c\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [31 x i8] c"  b5 %ld %ld %ld %ld %ld | arr\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c" %u\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [11 x i8] c"many = %f\0A\00", align 1, !dbg !32

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !57 {
    #dbg_value(i8 1, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !169)
    #dbg_value(i8 -2, !154, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !169)
    #dbg_value(i8 3, !154, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !169)
    #dbg_value(i8 1, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !171)
    #dbg_value(i8 -2, !61, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !171)
    #dbg_value(i8 3, !61, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !171)
    #dbg_value(i16 -5, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !171)
    #dbg_value(i16 300, !67, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !171)
    #dbg_value(i32 9, !72, !DIExpression(), !171)
    #dbg_value(i32 1, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 2, !76, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 3, !76, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(i32 123456789, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 -987, !82, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(float 1.500000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(float -2.500000e-01, !88, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(float 1.000000e+00, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(float 2.000000e+00, !94, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(float 3.000000e+00, !94, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(double 1.000000e+02, !100, !DIExpression(), !171)
    #dbg_value(double 5.000000e-01, !105, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(double -2.000000e+00, !105, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171)
    #dbg_value(double 2.500000e+00, !110, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(i32 7, !110, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(i32 -3, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(double 1.125000e+00, !115, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !171)
    #dbg_value(float 5.000000e-01, !120, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 4660, !120, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i8 120, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !171)
    #dbg_assign(i1 undef, !125, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !172, ptr undef, !DIExpression(), !171)
    #dbg_value(double 6.250000e+00, !125, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !171)
    #dbg_value(i8 121, !125, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !171)
    #dbg_assign(i1 undef, !125, !DIExpression(DW_OP_LLVM_fragment, 104, 24), !173, ptr undef, !DIExpression(), !171)
    #dbg_value(i32 1, !165, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 2, !165, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 3, !165, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 4, !165, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 5, !165, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 1, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 2, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 3, !131, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(i32 4, !131, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !171)
    #dbg_value(i32 5, !131, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !171)
    #dbg_value(i8 0, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !171)
    #dbg_value(i8 20, !139, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !171)
    #dbg_value(i8 40, !139, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !171)
    #dbg_value(i8 60, !139, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !171)
    #dbg_value(i8 80, !139, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !171)
    #dbg_value(i8 100, !139, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !171)
    #dbg_value(i8 120, !139, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !171)
    #dbg_value(i8 -116, !139, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !171)
    #dbg_value(i8 -96, !139, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !171)
    #dbg_value(i8 -76, !139, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !171)
    #dbg_value(i8 -56, !139, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !171)
    #dbg_value(i8 -36, !139, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !171)
    #dbg_value(i8 3, !154, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !169)
    #dbg_value(i8 3, !61, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !171)
    #dbg_value(i8 -2, !154, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !169)
    #dbg_value(i8 -2, !61, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !171)
    #dbg_value(i8 1, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !169)
    #dbg_value(i8 1, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !171)
    #dbg_value(i16 poison, !67, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !171)
    #dbg_value(i16 poison, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !171)
    #dbg_value(i8 121, !125, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !171)
    #dbg_value(double 6.250000e+00, !125, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !171)
    #dbg_value(i8 120, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !171)
    #dbg_value(i32 5, !165, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 5, !131, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !171)
    #dbg_value(i32 4, !165, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 4, !131, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !171)
    #dbg_value(i32 3, !165, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 3, !131, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(i32 2, !165, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 2, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 1, !165, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 1, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 0, !148, !DIExpression(), !174)
    #dbg_value(float 5.000000e-01, !120, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 4660, !120, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 -3, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(double 1.125000e+00, !115, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !171)
    #dbg_value(double 2.500000e+00, !110, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(i32 7, !110, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(double 5.000000e-01, !105, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(double -2.000000e+00, !105, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171)
    #dbg_value(double 1.000000e+02, !100, !DIExpression(), !171)
    #dbg_value(float 1.000000e+00, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(float 2.000000e+00, !94, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(float 3.000000e+00, !94, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(float 1.500000e+00, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(float -2.500000e-01, !88, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 123456789, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 -987, !82, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 1, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 2, !76, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 3, !76, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(i32 9, !72, !DIExpression(), !171)
  br label %24, !dbg !175

1:                                                ; preds = %24
    #dbg_value(double %34, !160, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !169)
    #dbg_value(double %92, !160, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !169)
    #dbg_value(float %87, !162, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(float %88, !162, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 -7, !163, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 9, !163, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 12, !163, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(double %94, !167, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !169)
    #dbg_value(i32 %95, !167, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 1, !159, !DIExpression(), !169)
    #dbg_value(i32 3, !161, !DIExpression(), !169)
    #dbg_value(double 5.000000e-01, !164, !DIExpression(), !169)
    #dbg_value(float 2.500000e+00, !166, !DIExpression(), !169)
    #dbg_value(i8 107, !168, !DIExpression(), !169)
  %2 = fadd double %34, 1.000000e+00, !dbg !176
  %3 = fadd double %92, %2, !dbg !177
  %4 = fadd double %3, 3.000000e+00, !dbg !178
  %5 = fadd double %4, %124, !dbg !179
  %6 = fadd double %5, %125, !dbg !180
  %7 = fadd double %6, -7.000000e+00, !dbg !181
  %8 = fadd double %7, 9.000000e+00, !dbg !182
  %9 = fadd double %8, 1.200000e+01, !dbg !183
  %10 = fadd double %9, 5.000000e-01, !dbg !184
  %11 = fadd double %10, 5.000000e+00, !dbg !185
  %12 = fadd double %11, -3.200000e+01, !dbg !186
  %13 = fadd double %12, 1.700000e+01, !dbg !187
  %14 = fadd double %13, 1.000000e+00, !dbg !188
  %15 = fadd double %14, -2.000000e+00, !dbg !189
  %16 = fadd double %15, 4.800000e+01, !dbg !190
  %17 = fadd double %16, 5.000000e+00, !dbg !191
  %18 = fadd double %17, 2.500000e+00, !dbg !192
  %19 = fadd double %94, %18, !dbg !193
  %20 = sitofp i32 %95 to double, !dbg !194
  %21 = fadd double %19, %20, !dbg !195
  %22 = fadd double %21, 1.070000e+02, !dbg !196
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %22), !dbg !197
  ret i32 0, !dbg !198

24:                                               ; preds = %0, %24
  %25 = phi i32 [ 1, %0 ], [ %71, %24 ]
  %26 = phi i32 [ 0, %0 ], [ %161, %24 ]
  %27 = phi float [ 5.000000e-01, %0 ], [ %99, %24 ]
  %28 = phi i32 [ 4660, %0 ], [ %100, %24 ]
  %29 = phi i32 [ -3, %0 ], [ %96, %24 ]
  %30 = phi double [ 1.125000e+00, %0 ], [ %98, %24 ]
  %31 = phi double [ 2.500000e+00, %0 ], [ %94, %24 ]
  %32 = phi i32 [ 7, %0 ], [ %95, %24 ]
  %33 = phi double [ 5.000000e-01, %0 ], [ %34, %24 ]
  %34 = phi double [ -2.000000e+00, %0 ], [ %92, %24 ]
  %35 = phi double [ 1.000000e+02, %0 ], [ %91, %24 ]
  %36 = phi float [ 1.000000e+00, %0 ], [ %38, %24 ]
  %37 = phi float [ 2.000000e+00, %0 ], [ %89, %24 ]
  %38 = phi float [ 3.000000e+00, %0 ], [ %90, %24 ]
  %39 = phi float [ 1.500000e+00, %0 ], [ %87, %24 ]
  %40 = phi float [ -2.500000e-01, %0 ], [ %88, %24 ]
  %41 = phi i32 [ 123456789, %0 ], [ %85, %24 ]
  %42 = phi i32 [ -987, %0 ], [ %86, %24 ]
  %43 = phi i32 [ 1, %0 ], [ %45, %24 ]
  %44 = phi i32 [ 2, %0 ], [ %81, %24 ]
  %45 = phi i32 [ 3, %0 ], [ %82, %24 ]
  %46 = phi i32 [ 9, %0 ], [ %80, %24 ]
  %47 = phi i8 [ 3, %0 ], [ %74, %24 ]
  %48 = phi i8 [ -2, %0 ], [ %72, %24 ]
  %49 = phi i32 [ 300, %0 ], [ %159, %24 ]
  %50 = phi i32 [ 65531, %0 ], [ %78, %24 ]
  %51 = phi i8 [ 121, %0 ], [ %53, %24 ]
  %52 = phi double [ 6.250000e+00, %0 ], [ %101, %24 ]
  %53 = phi i8 [ 120, %0 ], [ %51, %24 ]
  %54 = phi i32 [ 5, %0 ], [ %105, %24 ]
  %55 = phi i32 [ 4, %0 ], [ %104, %24 ]
  %56 = phi i32 [ 3, %0 ], [ %103, %24 ]
  %57 = phi i32 [ 2, %0 ], [ %102, %24 ]
  %58 = phi i32 [ 1, %0 ], [ %54, %24 ]
  %59 = phi i8 [ 0, %0 ], [ %70, %24 ]
  %60 = phi i8 [ 20, %0 ], [ %106, %24 ]
  %61 = phi i8 [ 40, %0 ], [ %107, %24 ]
  %62 = phi i8 [ 60, %0 ], [ %108, %24 ]
  %63 = phi i8 [ 80, %0 ], [ %109, %24 ]
  %64 = phi i8 [ 100, %0 ], [ %110, %24 ]
  %65 = phi i8 [ 120, %0 ], [ %111, %24 ]
  %66 = phi i8 [ -116, %0 ], [ %112, %24 ]
  %67 = phi i8 [ -96, %0 ], [ %113, %24 ]
  %68 = phi i8 [ -76, %0 ], [ %114, %24 ]
  %69 = phi i8 [ -56, %0 ], [ %115, %24 ]
  %70 = phi i8 [ -36, %0 ], [ %116, %24 ]
    #dbg_value(i32 %26, !148, !DIExpression(), !174)
    #dbg_value(float %27, !120, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 %28, !120, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 %29, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(double %30, !115, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !171)
    #dbg_value(double %31, !110, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(i32 %32, !110, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(double %33, !105, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(double %34, !105, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171)
    #dbg_value(double %35, !100, !DIExpression(), !171)
    #dbg_value(float %36, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(float %37, !94, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(float %38, !94, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(float %39, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(float %40, !88, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 %41, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 %42, !82, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 %43, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 %44, !76, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 %45, !76, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(i32 %46, !72, !DIExpression(), !171)
    #dbg_value(i8 %47, !154, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !169)
    #dbg_value(i8 %48, !154, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !169)
    #dbg_value(i32 %25, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !169)
    #dbg_value(i8 %51, !125, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !171)
    #dbg_value(double %52, !125, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !171)
    #dbg_value(i8 %53, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !171)
    #dbg_value(i32 %54, !165, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 %55, !165, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 %56, !165, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 %57, !165, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 %58, !165, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 %25, !199, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !204)
    #dbg_value(i8 %48, !199, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !204)
    #dbg_value(i8 %47, !199, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !204)
  %71 = add nuw nsw i32 %25, 1, !dbg !206
    #dbg_value(i32 %71, !199, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !204)
  %72 = shl i8 %48, 1, !dbg !207
    #dbg_value(i8 %72, !199, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !204)
  %73 = trunc nuw nsw i32 %71 to i8, !dbg !208
  %74 = add i8 %47, %73, !dbg !208
    #dbg_value(i8 %74, !199, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !204)
    #dbg_value(i32 %71, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !169)
    #dbg_value(i8 %72, !154, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !169)
    #dbg_value(i8 %74, !154, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !169)
    #dbg_value(i32 %71, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !171)
    #dbg_value(i8 %72, !61, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !171)
    #dbg_value(i8 %74, !61, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !171)
    #dbg_value(i16 poison, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !215)
    #dbg_value(i16 poison, !209, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !215)
    #dbg_value(ptr undef, !214, !DIExpression(DW_OP_deref), !215)
  %75 = add nuw nsw i32 %49, 65535, !dbg !217
  %76 = shl i32 %50, 16, !dbg !218
  %77 = add i32 %76, 65536000, !dbg !218
  %78 = or i32 %75, %77, !dbg !218
    #dbg_value(i32 %75, !67, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 16), !171)
    #dbg_value(i32 %159, !67, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 16, 16), !171)
    #dbg_value(i32 %46, !219, !DIExpression(), !224)
  %79 = mul nsw i32 %46, 7, !dbg !226
  %80 = add nsw i32 %79, 1, !dbg !227
    #dbg_value(i32 %80, !219, !DIExpression(), !224)
    #dbg_value(i32 %80, !72, !DIExpression(), !171)
    #dbg_value(ptr undef, !228, !DIExpression(DW_OP_deref), !234)
    #dbg_value(i32 %43, !233, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !234)
    #dbg_value(i32 %44, !233, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !234)
    #dbg_value(i32 %45, !233, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !234)
  %81 = add nsw i32 %43, %44, !dbg !236
  %82 = sub nsw i32 %43, %45, !dbg !237
    #dbg_value(i32 %45, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 %81, !76, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 %82, !76, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(ptr undef, !238, !DIExpression(DW_OP_deref), !244)
    #dbg_value(i32 %41, !243, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !244)
    #dbg_value(i32 %42, !243, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !244)
  %83 = srem i32 %41, 100000, !dbg !246
  %84 = srem i32 %42, 1000, !dbg !247
  %85 = mul nsw i32 %83, %84, !dbg !248
  %86 = sub nsw i32 %41, %42, !dbg !249
    #dbg_value(i32 %85, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 %86, !82, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(ptr undef, !250, !DIExpression(DW_OP_deref), !256)
    #dbg_value(float %39, !255, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !256)
    #dbg_value(float %40, !255, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !256)
  %87 = fmul float %40, %39, !dbg !258
  %88 = fsub float %39, %40, !dbg !259
    #dbg_value(float %87, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(float %88, !88, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(ptr undef, !260, !DIExpression(DW_OP_deref), !266)
    #dbg_value(float %36, !265, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !266)
    #dbg_value(float %37, !265, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !266)
    #dbg_value(float %38, !265, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !266)
  %89 = fmul float %36, 2.000000e+00, !dbg !268
  %90 = fadd float %38, %37, !dbg !269
    #dbg_value(float %38, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(float %89, !94, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(float %90, !94, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(double %35, !270, !DIExpression(), !275)
  %91 = fmul double %35, 1.250000e-01, !dbg !277
    #dbg_value(double %91, !270, !DIExpression(), !275)
    #dbg_value(double %91, !100, !DIExpression(), !171)
    #dbg_value(ptr undef, !278, !DIExpression(DW_OP_deref), !284)
    #dbg_value(double %33, !283, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !284)
    #dbg_value(double %34, !283, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !284)
  %92 = fmul double %33, 3.000000e+00, !dbg !286
    #dbg_value(double %34, !105, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(double %92, !105, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171)
    #dbg_value(ptr undef, !287, !DIExpression(DW_OP_deref), !293)
    #dbg_value(double %31, !292, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !293)
    #dbg_value(i32 %32, !292, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !293)
  %93 = sitofp i32 %32 to double, !dbg !295
  %94 = fadd double %31, %93, !dbg !296
  %95 = fptosi double %31 to i32, !dbg !297
    #dbg_value(double %94, !110, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(i32 %95, !110, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(ptr undef, !298, !DIExpression(DW_OP_deref), !304)
    #dbg_value(i32 %29, !303, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !304)
    #dbg_value(double %30, !303, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !304)
  %96 = shl nsw i32 %29, 1, !dbg !306
  %97 = sitofp i32 %29 to double, !dbg !307
  %98 = fsub double %30, %97, !dbg !308
    #dbg_value(i32 %96, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(double %98, !115, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !171)
    #dbg_value(ptr undef, !309, !DIExpression(DW_OP_deref), !315)
    #dbg_value(float %27, !314, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !315)
    #dbg_value(i32 %28, !314, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !315)
  %99 = fadd float %27, 2.500000e-01, !dbg !317
  %100 = xor i32 %28, 85, !dbg !318
    #dbg_value(float %99, !120, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 %100, !120, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i8 %53, !319, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !325)
    #dbg_value(double %52, !319, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !325)
    #dbg_value(i8 %51, !319, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !325)
    #dbg_value(ptr undef, !324, !DIExpression(DW_OP_deref), !325)
  %101 = fneg double %52, !dbg !327
    #dbg_value(i8 %51, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !171)
    #dbg_assign(i1 undef, !125, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !328, ptr undef, !DIExpression(), !171)
    #dbg_value(double %101, !125, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !171)
    #dbg_value(i8 %53, !125, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !171)
    #dbg_assign(i1 undef, !125, !DIExpression(DW_OP_LLVM_fragment, 104, 24), !329, ptr undef, !DIExpression(), !171)
    #dbg_value(i32 %58, !330, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !336)
    #dbg_value(i32 %57, !330, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !336)
    #dbg_value(i32 %56, !330, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !336)
    #dbg_value(i32 %55, !330, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !336)
    #dbg_value(i32 %54, !330, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !336)
    #dbg_value(ptr undef, !335, !DIExpression(DW_OP_deref), !336)
  %102 = add nsw i32 %55, 1, !dbg !338
  %103 = shl nsw i32 %56, 1, !dbg !339
  %104 = add nsw i32 %57, -3, !dbg !340
  %105 = xor i32 %58, 255, !dbg !341
    #dbg_value(i32 %54, !165, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 %102, !165, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 %103, !165, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 %104, !165, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 %105, !165, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 %54, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 %102, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 %103, !131, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(i32 %104, !131, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !171)
    #dbg_value(i32 %105, !131, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !171)
    #dbg_value(i8 %59, !342, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !350)
    #dbg_value(i8 %60, !342, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !350)
    #dbg_value(i8 %61, !342, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !350)
    #dbg_value(i8 %62, !342, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !350)
    #dbg_value(i8 %63, !342, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !350)
    #dbg_value(i8 %64, !342, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !350)
    #dbg_value(i8 %65, !342, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !350)
    #dbg_value(i8 %66, !342, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !350)
    #dbg_value(i8 %67, !342, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !350)
    #dbg_value(i8 %68, !342, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !350)
    #dbg_value(i8 %69, !342, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !350)
    #dbg_value(i8 %70, !342, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !350)
    #dbg_value(ptr undef, !347, !DIExpression(DW_OP_deref), !350)
    #dbg_value(i32 1, !348, !DIExpression(), !352)
  %106 = add i8 %69, 1, !dbg !353
    #dbg_value(i32 2, !348, !DIExpression(), !352)
  %107 = add i8 %68, 2, !dbg !353
    #dbg_value(i32 3, !348, !DIExpression(), !352)
  %108 = add i8 %67, 3, !dbg !353
    #dbg_value(i32 4, !348, !DIExpression(), !352)
  %109 = add i8 %66, 4, !dbg !353
    #dbg_value(i32 5, !348, !DIExpression(), !352)
  %110 = add i8 %65, 5, !dbg !353
    #dbg_value(i32 6, !348, !DIExpression(), !352)
  %111 = add i8 %64, 6, !dbg !353
    #dbg_value(i32 7, !348, !DIExpression(), !352)
  %112 = add i8 %63, 7, !dbg !353
    #dbg_value(i32 8, !348, !DIExpression(), !352)
  %113 = add i8 %62, 8, !dbg !353
    #dbg_value(i32 9, !348, !DIExpression(), !352)
  %114 = add i8 %61, 9, !dbg !353
    #dbg_value(i32 10, !348, !DIExpression(), !352)
  %115 = add i8 %60, 10, !dbg !353
    #dbg_value(i32 11, !348, !DIExpression(), !352)
  %116 = add i8 %59, 11, !dbg !353
    #dbg_value(i32 12, !348, !DIExpression(), !352)
    #dbg_value(i8 %70, !139, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !171)
    #dbg_value(i8 %106, !139, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !171)
    #dbg_value(i8 %107, !139, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !171)
    #dbg_value(i8 %108, !139, !DIExpression(DW_OP_LLVM_fragment, 24, 8), !171)
    #dbg_value(i8 %109, !139, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !171)
    #dbg_value(i8 %110, !139, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !171)
    #dbg_value(i8 %111, !139, !DIExpression(DW_OP_LLVM_fragment, 48, 8), !171)
    #dbg_value(i8 %112, !139, !DIExpression(DW_OP_LLVM_fragment, 56, 8), !171)
    #dbg_value(i8 %113, !139, !DIExpression(DW_OP_LLVM_fragment, 64, 8), !171)
    #dbg_value(i8 %114, !139, !DIExpression(DW_OP_LLVM_fragment, 72, 8), !171)
    #dbg_value(i8 %115, !139, !DIExpression(DW_OP_LLVM_fragment, 80, 8), !171)
    #dbg_value(i8 %116, !139, !DIExpression(DW_OP_LLVM_fragment, 88, 8), !171)
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %26), !dbg !355
  %118 = sext i8 %72 to i32, !dbg !356
  %119 = sext i8 %74 to i32, !dbg !357
  %120 = shl i32 %75, 16, !dbg !358
  %121 = ashr exact i32 %120, 16, !dbg !358
  %122 = ashr exact i32 %77, 16, !dbg !359
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %71, i32 noundef %118, i32 noundef %119, i32 noundef %121, i32 noundef %122, i32 noundef %80, i32 noundef %45, i32 noundef %81, i32 noundef %82), !dbg !360
  %124 = fpext float %87 to double, !dbg !361
  %125 = fpext float %88 to double, !dbg !362
  %126 = fpext float %38 to double, !dbg !363
  %127 = fpext float %89 to double, !dbg !364
  %128 = fpext float %90 to double, !dbg !365
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %85, i32 noundef %86, double noundef %124, double noundef %125, double noundef %126, double noundef %127, double noundef %128, double noundef %91), !dbg !366
  %130 = fpext float %99 to double, !dbg !367
  %131 = zext nneg i8 %51 to i32, !dbg !368
  %132 = zext nneg i8 %53 to i32, !dbg !369
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %34, double noundef %92, double noundef %94, i32 noundef %95, i32 noundef %96, double noundef %98, double noundef %130, i32 noundef %100, i32 noundef %131, double noundef %101, i32 noundef %132), !dbg !370
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %54, i32 noundef %102, i32 noundef %103, i32 noundef %104, i32 noundef %105), !dbg !371
    #dbg_value(i32 0, !150, !DIExpression(), !372)
    #dbg_value(i32 0, !150, !DIExpression(), !372)
  %135 = zext i8 %70 to i32, !dbg !373
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %135), !dbg !375
    #dbg_value(i32 1, !150, !DIExpression(), !372)
  %137 = zext i8 %106 to i32, !dbg !373
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %137), !dbg !375
    #dbg_value(i32 2, !150, !DIExpression(), !372)
  %139 = zext i8 %107 to i32, !dbg !373
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %139), !dbg !375
    #dbg_value(i32 3, !150, !DIExpression(), !372)
  %141 = zext i8 %108 to i32, !dbg !373
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %141), !dbg !375
    #dbg_value(i32 4, !150, !DIExpression(), !372)
  %143 = zext i8 %109 to i32, !dbg !373
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %143), !dbg !375
    #dbg_value(i32 5, !150, !DIExpression(), !372)
  %145 = zext i8 %110 to i32, !dbg !373
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %145), !dbg !375
    #dbg_value(i32 6, !150, !DIExpression(), !372)
  %147 = zext i8 %111 to i32, !dbg !373
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %147), !dbg !375
    #dbg_value(i32 7, !150, !DIExpression(), !372)
  %149 = zext i8 %112 to i32, !dbg !373
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %149), !dbg !375
    #dbg_value(i32 8, !150, !DIExpression(), !372)
  %151 = zext i8 %113 to i32, !dbg !373
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %151), !dbg !375
    #dbg_value(i32 9, !150, !DIExpression(), !372)
  %153 = zext i8 %114 to i32, !dbg !373
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %153), !dbg !375
    #dbg_value(i32 10, !150, !DIExpression(), !372)
  %155 = zext i8 %115 to i32, !dbg !373
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %155), !dbg !375
    #dbg_value(i32 11, !150, !DIExpression(), !372)
  %157 = zext i8 %116 to i32, !dbg !373
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %157), !dbg !375
    #dbg_value(i32 12, !150, !DIExpression(), !372)
  %159 = lshr exact i32 %77, 16, !dbg !218
  %160 = tail call i32 @putchar(i32 10), !dbg !376
  %161 = add nuw nsw i32 %26, 1, !dbg !377
    #dbg_value(i8 %74, !154, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !169)
    #dbg_value(i8 %74, !61, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !171)
    #dbg_value(i8 %72, !154, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !169)
    #dbg_value(i8 %72, !61, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !171)
    #dbg_value(i32 %71, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !169)
    #dbg_value(i32 %71, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !171)
    #dbg_value(i16 poison, !67, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !171)
    #dbg_value(i16 poison, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !171)
    #dbg_value(i8 %53, !125, !DIExpression(DW_OP_LLVM_fragment, 96, 8), !171)
    #dbg_value(double %101, !125, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !171)
    #dbg_value(i8 %51, !125, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !171)
    #dbg_value(i32 %105, !165, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !169)
    #dbg_value(i32 %105, !131, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !171)
    #dbg_value(i32 %104, !165, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !169)
    #dbg_value(i32 %104, !131, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !171)
    #dbg_value(i32 %103, !165, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !169)
    #dbg_value(i32 %103, !131, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(i32 %102, !165, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !169)
    #dbg_value(i32 %102, !131, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 %54, !165, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !169)
    #dbg_value(i32 %54, !131, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 %161, !148, !DIExpression(), !174)
    #dbg_value(float %99, !120, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 %100, !120, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 %96, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(double %98, !115, !DIExpression(DW_OP_LLVM_fragment, 32, 64), !171)
    #dbg_value(double %94, !110, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(i32 %95, !110, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(double %34, !105, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(double %92, !105, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171)
    #dbg_value(double %91, !100, !DIExpression(), !171)
    #dbg_value(float %38, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(float %89, !94, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(float %90, !94, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(float %87, !88, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(float %88, !88, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 %85, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 %86, !82, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 %45, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !171)
    #dbg_value(i32 %81, !76, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !171)
    #dbg_value(i32 %82, !76, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !171)
    #dbg_value(i32 %80, !72, !DIExpression(), !171)
  %162 = icmp eq i32 %161, 4, !dbg !378
  br i1 %162, label %1, label %24, !dbg !175, !llvm.loop !379
}

; Function Attrs: nofree nounwind
declare !dbg !382 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind }

!llvm.dbg.cu = !{!37}
!llvm.module.flags = !{!48, !49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 86, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "struct_abi.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "327c32f084742d9b772eb39aa7b9f6ed")
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
!48 = !{i32 1, !"NumRegisterParameters", i32 0}
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 52, type: !58, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!41}
!60 = !{!61, !67, !72, !76, !82, !88, !94, !100, !105, !110, !115, !120, !125, !131, !139, !146, !148, !150}
!61 = !DILocalVariable(name: "c3", scope: !57, file: !2, line: 53, type: !62)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "c3", file: !2, line: 5, size: 24, elements: !63)
!63 = !{!64, !65, !66}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !62, file: !2, line: 5, baseType: !4, size: 8)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !62, file: !2, line: 5, baseType: !4, size: 8, offset: 8)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !62, file: !2, line: 5, baseType: !4, size: 8, offset: 16)
!67 = !DILocalVariable(name: "s2", scope: !57, file: !2, line: 54, type: !68)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "s2", file: !2, line: 6, size: 32, elements: !69)
!69 = !{!70, !71}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !68, file: !2, line: 6, baseType: !40, size: 16)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !68, file: !2, line: 6, baseType: !40, size: 16, offset: 16)
!72 = !DILocalVariable(name: "i1", scope: !57, file: !2, line: 55, type: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "i1", file: !2, line: 7, size: 32, elements: !74)
!74 = !{!75}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !73, file: !2, line: 7, baseType: !41, size: 32)
!76 = !DILocalVariable(name: "i3", scope: !57, file: !2, line: 56, type: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "i3", file: !2, line: 8, size: 96, elements: !78)
!78 = !{!79, !80, !81}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !77, file: !2, line: 8, baseType: !41, size: 32)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !77, file: !2, line: 8, baseType: !41, size: 32, offset: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !77, file: !2, line: 8, baseType: !41, size: 32, offset: 64)
!82 = !DILocalVariable(name: "l2", scope: !57, file: !2, line: 57, type: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "l2", file: !2, line: 9, size: 64, elements: !84)
!84 = !{!85, !87}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !83, file: !2, line: 9, baseType: !86, size: 32)
!86 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !83, file: !2, line: 9, baseType: !86, size: 32, offset: 32)
!88 = !DILocalVariable(name: "f2", scope: !57, file: !2, line: 58, type: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "f2", file: !2, line: 10, size: 64, elements: !90)
!90 = !{!91, !93}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !89, file: !2, line: 10, baseType: !92, size: 32)
!92 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !89, file: !2, line: 10, baseType: !92, size: 32, offset: 32)
!94 = !DILocalVariable(name: "f3", scope: !57, file: !2, line: 59, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "f3", file: !2, line: 11, size: 96, elements: !96)
!96 = !{!97, !98, !99}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !95, file: !2, line: 11, baseType: !92, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !95, file: !2, line: 11, baseType: !92, size: 32, offset: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !95, file: !2, line: 11, baseType: !92, size: 32, offset: 64)
!100 = !DILocalVariable(name: "d1", scope: !57, file: !2, line: 60, type: !101)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "d1", file: !2, line: 12, size: 64, elements: !102)
!102 = !{!103}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !101, file: !2, line: 12, baseType: !104, size: 64)
!104 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!105 = !DILocalVariable(name: "d2", scope: !57, file: !2, line: 61, type: !106)
!106 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "d2", file: !2, line: 13, size: 128, elements: !107)
!107 = !{!108, !109}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !106, file: !2, line: 13, baseType: !104, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !106, file: !2, line: 13, baseType: !104, size: 64, offset: 64)
!110 = !DILocalVariable(name: "di", scope: !57, file: !2, line: 62, type: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "di", file: !2, line: 14, size: 96, elements: !112)
!112 = !{!113, !114}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !111, file: !2, line: 14, baseType: !104, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !111, file: !2, line: 14, baseType: !41, size: 32, offset: 64)
!115 = !DILocalVariable(name: "id", scope: !57, file: !2, line: 63, type: !116)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "id", file: !2, line: 15, size: 96, elements: !117)
!117 = !{!118, !119}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !116, file: !2, line: 15, baseType: !41, size: 32)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !116, file: !2, line: 15, baseType: !104, size: 64, offset: 32)
!120 = !DILocalVariable(name: "fi", scope: !57, file: !2, line: 64, type: !121)
!121 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "fi", file: !2, line: 16, size: 64, elements: !122)
!122 = !{!123, !124}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !121, file: !2, line: 16, baseType: !92, size: 32)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !121, file: !2, line: 16, baseType: !41, size: 32, offset: 32)
!125 = !DILocalVariable(name: "cdc", scope: !57, file: !2, line: 65, type: !126)
!126 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cdc", file: !2, line: 17, size: 128, elements: !127)
!127 = !{!128, !129, !130}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !126, file: !2, line: 17, baseType: !4, size: 8)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !126, file: !2, line: 17, baseType: !104, size: 64, offset: 32)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !126, file: !2, line: 17, baseType: !4, size: 8, offset: 96)
!131 = !DILocalVariable(name: "b5", scope: !57, file: !2, line: 66, type: !132)
!132 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big5", file: !2, line: 18, size: 160, elements: !133)
!133 = !{!134, !135, !136, !137, !138}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !132, file: !2, line: 18, baseType: !86, size: 32)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !132, file: !2, line: 18, baseType: !86, size: 32, offset: 32)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !132, file: !2, line: 18, baseType: !86, size: 32, offset: 64)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !132, file: !2, line: 18, baseType: !86, size: 32, offset: 96)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !132, file: !2, line: 18, baseType: !86, size: 32, offset: 128)
!139 = !DILocalVariable(name: "ar", scope: !57, file: !2, line: 67, type: !140)
!140 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "arr", file: !2, line: 19, size: 96, elements: !141)
!141 = !{!142}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !140, file: !2, line: 19, baseType: !143, size: 96)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 96, elements: !144)
!144 = !{!145}
!145 = !DISubrange(count: 12)
!146 = !DILocalVariable(name: "i", scope: !147, file: !2, line: 68, type: !41)
!147 = distinct !DILexicalBlock(scope: !57, file: !2, line: 68, column: 5)
!148 = !DILocalVariable(name: "round", scope: !149, file: !2, line: 70, type: !41)
!149 = distinct !DILexicalBlock(scope: !57, file: !2, line: 70, column: 5)
!150 = !DILocalVariable(name: "i", scope: !151, file: !2, line: 94, type: !41)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 94, column: 9)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 70, column: 45)
!153 = distinct !DILexicalBlock(scope: !149, file: !2, line: 70, column: 5)
!154 = !DILocalVariable(name: "g", arg: 7, scope: !155, file: !2, line: 46, type: !62)
!155 = distinct !DISubprogram(name: "many", scope: !2, file: !2, line: 46, type: !156, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{!104, !41, !106, !86, !89, !77, !104, !62, !132, !92, !111, !4}
!158 = !{!159, !160, !161, !162, !163, !164, !154, !165, !166, !167, !168}
!159 = !DILocalVariable(name: "a", arg: 1, scope: !155, file: !2, line: 46, type: !41)
!160 = !DILocalVariable(name: "b", arg: 2, scope: !155, file: !2, line: 46, type: !106)
!161 = !DILocalVariable(name: "c", arg: 3, scope: !155, file: !2, line: 46, type: !86)
!162 = !DILocalVariable(name: "d", arg: 4, scope: !155, file: !2, line: 46, type: !89)
!163 = !DILocalVariable(name: "e", arg: 5, scope: !155, file: !2, line: 46, type: !77)
!164 = !DILocalVariable(name: "f", arg: 6, scope: !155, file: !2, line: 46, type: !104)
!165 = !DILocalVariable(name: "h", arg: 8, scope: !155, file: !2, line: 47, type: !132)
!166 = !DILocalVariable(name: "i", arg: 9, scope: !155, file: !2, line: 47, type: !92)
!167 = !DILocalVariable(name: "j", arg: 10, scope: !155, file: !2, line: 47, type: !111)
!168 = !DILocalVariable(name: "k", arg: 11, scope: !155, file: !2, line: 47, type: !4)
!169 = !DILocation(line: 0, scope: !155, inlinedAt: !170)
!170 = distinct !DILocation(line: 98, column: 27, scope: !57)
!171 = !DILocation(line: 0, scope: !57)
!172 = distinct !DIAssignID()
!173 = distinct !DIAssignID()
!174 = !DILocation(line: 0, scope: !149)
!175 = !DILocation(line: 70, column: 5, scope: !149)
!176 = !DILocation(line: 48, column: 14, scope: !155, inlinedAt: !170)
!177 = !DILocation(line: 48, column: 20, scope: !155, inlinedAt: !170)
!178 = !DILocation(line: 48, column: 26, scope: !155, inlinedAt: !170)
!179 = !DILocation(line: 48, column: 30, scope: !155, inlinedAt: !170)
!180 = !DILocation(line: 48, column: 36, scope: !155, inlinedAt: !170)
!181 = !DILocation(line: 48, column: 42, scope: !155, inlinedAt: !170)
!182 = !DILocation(line: 48, column: 48, scope: !155, inlinedAt: !170)
!183 = !DILocation(line: 48, column: 54, scope: !155, inlinedAt: !170)
!184 = !DILocation(line: 48, column: 60, scope: !155, inlinedAt: !170)
!185 = !DILocation(line: 48, column: 64, scope: !155, inlinedAt: !170)
!186 = !DILocation(line: 48, column: 70, scope: !155, inlinedAt: !170)
!187 = !DILocation(line: 48, column: 76, scope: !155, inlinedAt: !170)
!188 = !DILocation(line: 48, column: 82, scope: !155, inlinedAt: !170)
!189 = !DILocation(line: 48, column: 88, scope: !155, inlinedAt: !170)
!190 = !DILocation(line: 48, column: 94, scope: !155, inlinedAt: !170)
!191 = !DILocation(line: 49, column: 22, scope: !155, inlinedAt: !170)
!192 = !DILocation(line: 49, column: 28, scope: !155, inlinedAt: !170)
!193 = !DILocation(line: 49, column: 32, scope: !155, inlinedAt: !170)
!194 = !DILocation(line: 49, column: 40, scope: !155, inlinedAt: !170)
!195 = !DILocation(line: 49, column: 38, scope: !155, inlinedAt: !170)
!196 = !DILocation(line: 49, column: 44, scope: !155, inlinedAt: !170)
!197 = !DILocation(line: 98, column: 5, scope: !57)
!198 = !DILocation(line: 100, column: 1, scope: !57)
!199 = !DILocalVariable(name: "x", arg: 1, scope: !200, file: !2, line: 21, type: !62)
!200 = distinct !DISubprogram(name: "f_c3", scope: !2, file: !2, line: 21, type: !201, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{!62, !62}
!203 = !{!199}
!204 = !DILocation(line: 0, scope: !200, inlinedAt: !205)
!205 = distinct !DILocation(line: 71, column: 14, scope: !152)
!206 = !DILocation(line: 21, column: 41, scope: !200, inlinedAt: !205)
!207 = !DILocation(line: 21, column: 62, scope: !200, inlinedAt: !205)
!208 = !DILocation(line: 21, column: 85, scope: !200, inlinedAt: !205)
!209 = !DILocalVariable(name: "x", arg: 1, scope: !210, file: !2, line: 22, type: !68)
!210 = distinct !DISubprogram(name: "f_s2", scope: !2, file: !2, line: 22, type: !211, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !213)
!211 = !DISubroutineType(types: !212)
!212 = !{!68, !68}
!213 = !{!209, !214}
!214 = !DILocalVariable(name: "r", scope: !210, file: !2, line: 22, type: !68)
!215 = !DILocation(line: 0, scope: !210, inlinedAt: !216)
!216 = distinct !DILocation(line: 72, column: 14, scope: !152)
!217 = !DILocation(line: 22, column: 65, scope: !210, inlinedAt: !216)
!218 = !DILocation(line: 72, column: 14, scope: !152)
!219 = !DILocalVariable(name: "x", arg: 1, scope: !220, file: !2, line: 23, type: !73)
!220 = distinct !DISubprogram(name: "f_i1", scope: !2, file: !2, line: 23, type: !221, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !223)
!221 = !DISubroutineType(types: !222)
!222 = !{!73, !73}
!223 = !{!219}
!224 = !DILocation(line: 0, scope: !220, inlinedAt: !225)
!225 = distinct !DILocation(line: 73, column: 14, scope: !152)
!226 = !DILocation(line: 23, column: 48, scope: !220, inlinedAt: !225)
!227 = !DILocation(line: 23, column: 52, scope: !220, inlinedAt: !225)
!228 = !DILocalVariable(name: "r", scope: !229, file: !2, line: 24, type: !77)
!229 = distinct !DISubprogram(name: "f_i3", scope: !2, file: !2, line: 24, type: !230, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !232)
!230 = !DISubroutineType(types: !231)
!231 = !{!77, !77}
!232 = !{!233, !228}
!233 = !DILocalVariable(name: "x", arg: 1, scope: !229, file: !2, line: 24, type: !77)
!234 = !DILocation(line: 0, scope: !229, inlinedAt: !235)
!235 = distinct !DILocation(line: 74, column: 14, scope: !152)
!236 = !DILocation(line: 24, column: 62, scope: !229, inlinedAt: !235)
!237 = !DILocation(line: 24, column: 73, scope: !229, inlinedAt: !235)
!238 = !DILocalVariable(name: "r", scope: !239, file: !2, line: 25, type: !83)
!239 = distinct !DISubprogram(name: "f_l2", scope: !2, file: !2, line: 25, type: !240, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !242)
!240 = !DISubroutineType(types: !241)
!241 = !{!83, !83}
!242 = !{!243, !238}
!243 = !DILocalVariable(name: "x", arg: 1, scope: !239, file: !2, line: 25, type: !83)
!244 = !DILocation(line: 0, scope: !239, inlinedAt: !245)
!245 = distinct !DILocation(line: 75, column: 14, scope: !152)
!246 = !DILocation(line: 25, column: 58, scope: !239, inlinedAt: !245)
!247 = !DILocation(line: 25, column: 75, scope: !239, inlinedAt: !245)
!248 = !DILocation(line: 25, column: 68, scope: !239, inlinedAt: !245)
!249 = !DILocation(line: 25, column: 88, scope: !239, inlinedAt: !245)
!250 = !DILocalVariable(name: "r", scope: !251, file: !2, line: 26, type: !89)
!251 = distinct !DISubprogram(name: "f_f2", scope: !2, file: !2, line: 26, type: !252, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !254)
!252 = !DISubroutineType(types: !253)
!253 = !{!89, !89}
!254 = !{!255, !250}
!255 = !DILocalVariable(name: "x", arg: 1, scope: !251, file: !2, line: 26, type: !89)
!256 = !DILocation(line: 0, scope: !251, inlinedAt: !257)
!257 = distinct !DILocation(line: 76, column: 14, scope: !152)
!258 = !DILocation(line: 26, column: 57, scope: !251, inlinedAt: !257)
!259 = !DILocation(line: 26, column: 68, scope: !251, inlinedAt: !257)
!260 = !DILocalVariable(name: "r", scope: !261, file: !2, line: 27, type: !95)
!261 = distinct !DISubprogram(name: "f_f3", scope: !2, file: !2, line: 27, type: !262, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !264)
!262 = !DISubroutineType(types: !263)
!263 = !{!95, !95}
!264 = !{!265, !260}
!265 = !DILocalVariable(name: "x", arg: 1, scope: !261, file: !2, line: 27, type: !95)
!266 = !DILocation(line: 0, scope: !261, inlinedAt: !267)
!267 = distinct !DILocation(line: 77, column: 14, scope: !152)
!268 = !DILocation(line: 27, column: 62, scope: !261, inlinedAt: !267)
!269 = !DILocation(line: 27, column: 71, scope: !261, inlinedAt: !267)
!270 = !DILocalVariable(name: "x", arg: 1, scope: !271, file: !2, line: 28, type: !101)
!271 = distinct !DISubprogram(name: "f_d1", scope: !2, file: !2, line: 28, type: !272, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !274)
!272 = !DISubroutineType(types: !273)
!273 = !{!101, !101}
!274 = !{!270}
!275 = !DILocation(line: 0, scope: !271, inlinedAt: !276)
!276 = distinct !DILocation(line: 78, column: 14, scope: !152)
!277 = !DILocation(line: 28, column: 42, scope: !271, inlinedAt: !276)
!278 = !DILocalVariable(name: "r", scope: !279, file: !2, line: 29, type: !106)
!279 = distinct !DISubprogram(name: "f_d2", scope: !2, file: !2, line: 29, type: !280, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !282)
!280 = !DISubroutineType(types: !281)
!281 = !{!106, !106}
!282 = !{!283, !278}
!283 = !DILocalVariable(name: "x", arg: 1, scope: !279, file: !2, line: 29, type: !106)
!284 = !DILocation(line: 0, scope: !279, inlinedAt: !285)
!285 = distinct !DILocation(line: 79, column: 14, scope: !152)
!286 = !DILocation(line: 29, column: 62, scope: !279, inlinedAt: !285)
!287 = !DILocalVariable(name: "r", scope: !288, file: !2, line: 30, type: !111)
!288 = distinct !DISubprogram(name: "f_di", scope: !2, file: !2, line: 30, type: !289, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !291)
!289 = !DISubroutineType(types: !290)
!290 = !{!111, !111}
!291 = !{!292, !287}
!292 = !DILocalVariable(name: "x", arg: 1, scope: !288, file: !2, line: 30, type: !111)
!293 = !DILocation(line: 0, scope: !288, inlinedAt: !294)
!294 = distinct !DILocation(line: 80, column: 14, scope: !152)
!295 = !DILocation(line: 30, column: 59, scope: !288, inlinedAt: !294)
!296 = !DILocation(line: 30, column: 57, scope: !288, inlinedAt: !294)
!297 = !DILocation(line: 30, column: 64, scope: !288, inlinedAt: !294)
!298 = !DILocalVariable(name: "r", scope: !299, file: !2, line: 31, type: !116)
!299 = distinct !DISubprogram(name: "f_id", scope: !2, file: !2, line: 31, type: !300, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !302)
!300 = !DISubroutineType(types: !301)
!301 = !{!116, !116}
!302 = !{!303, !298}
!303 = !DILocalVariable(name: "x", arg: 1, scope: !299, file: !2, line: 31, type: !116)
!304 = !DILocation(line: 0, scope: !299, inlinedAt: !305)
!305 = distinct !DILocation(line: 81, column: 14, scope: !152)
!306 = !DILocation(line: 31, column: 57, scope: !299, inlinedAt: !305)
!307 = !DILocation(line: 31, column: 68, scope: !299, inlinedAt: !305)
!308 = !DILocation(line: 31, column: 66, scope: !299, inlinedAt: !305)
!309 = !DILocalVariable(name: "r", scope: !310, file: !2, line: 32, type: !121)
!310 = distinct !DISubprogram(name: "f_fi", scope: !2, file: !2, line: 32, type: !311, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !313)
!311 = !DISubroutineType(types: !312)
!312 = !{!121, !121}
!313 = !{!314, !309}
!314 = !DILocalVariable(name: "x", arg: 1, scope: !310, file: !2, line: 32, type: !121)
!315 = !DILocation(line: 0, scope: !310, inlinedAt: !316)
!316 = distinct !DILocation(line: 82, column: 14, scope: !152)
!317 = !DILocation(line: 32, column: 57, scope: !310, inlinedAt: !316)
!318 = !DILocation(line: 32, column: 70, scope: !310, inlinedAt: !316)
!319 = !DILocalVariable(name: "x", arg: 1, scope: !320, file: !2, line: 33, type: !126)
!320 = distinct !DISubprogram(name: "f_cdc", scope: !2, file: !2, line: 33, type: !321, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !323)
!321 = !DISubroutineType(types: !322)
!322 = !{!126, !126}
!323 = !{!319, !324}
!324 = !DILocalVariable(name: "r", scope: !320, file: !2, line: 33, type: !126)
!325 = !DILocation(line: 0, scope: !320, inlinedAt: !326)
!326 = distinct !DILocation(line: 83, column: 15, scope: !152)
!327 = !DILocation(line: 33, column: 66, scope: !320, inlinedAt: !326)
!328 = distinct !DIAssignID()
!329 = distinct !DIAssignID()
!330 = !DILocalVariable(name: "x", arg: 1, scope: !331, file: !2, line: 34, type: !132)
!331 = distinct !DISubprogram(name: "f_big5", scope: !2, file: !2, line: 34, type: !332, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !334)
!332 = !DISubroutineType(types: !333)
!333 = !{!132, !132}
!334 = !{!330, !335}
!335 = !DILocalVariable(name: "r", scope: !331, file: !2, line: 35, type: !132)
!336 = !DILocation(line: 0, scope: !331, inlinedAt: !337)
!337 = distinct !DILocation(line: 84, column: 14, scope: !152)
!338 = !DILocation(line: 35, column: 31, scope: !331, inlinedAt: !337)
!339 = !DILocation(line: 35, column: 40, scope: !331, inlinedAt: !337)
!340 = !DILocation(line: 35, column: 49, scope: !331, inlinedAt: !337)
!341 = !DILocation(line: 35, column: 58, scope: !331, inlinedAt: !337)
!342 = !DILocalVariable(name: "x", arg: 1, scope: !343, file: !2, line: 38, type: !140)
!343 = distinct !DISubprogram(name: "f_arr", scope: !2, file: !2, line: 38, type: !344, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !37, retainedNodes: !346)
!344 = !DISubroutineType(types: !345)
!345 = !{!140, !140}
!346 = !{!342, !347, !348}
!347 = !DILocalVariable(name: "r", scope: !343, file: !2, line: 39, type: !140)
!348 = !DILocalVariable(name: "i", scope: !349, file: !2, line: 40, type: !41)
!349 = distinct !DILexicalBlock(scope: !343, file: !2, line: 40, column: 5)
!350 = !DILocation(line: 0, scope: !343, inlinedAt: !351)
!351 = distinct !DILocation(line: 85, column: 14, scope: !152)
!352 = !DILocation(line: 0, scope: !349, inlinedAt: !351)
!353 = !DILocation(line: 41, column: 22, scope: !354, inlinedAt: !351)
!354 = distinct !DILexicalBlock(scope: !349, file: !2, line: 40, column: 5)
!355 = !DILocation(line: 86, column: 9, scope: !152)
!356 = !DILocation(line: 87, column: 74, scope: !152)
!357 = !DILocation(line: 87, column: 80, scope: !152)
!358 = !DILocation(line: 87, column: 86, scope: !152)
!359 = !DILocation(line: 87, column: 92, scope: !152)
!360 = !DILocation(line: 87, column: 9, scope: !152)
!361 = !DILocation(line: 89, column: 79, scope: !152)
!362 = !DILocation(line: 89, column: 85, scope: !152)
!363 = !DILocation(line: 89, column: 91, scope: !152)
!364 = !DILocation(line: 90, column: 16, scope: !152)
!365 = !DILocation(line: 90, column: 22, scope: !152)
!366 = !DILocation(line: 89, column: 9, scope: !152)
!367 = !DILocation(line: 92, column: 40, scope: !152)
!368 = !DILocation(line: 92, column: 52, scope: !152)
!369 = !DILocation(line: 92, column: 66, scope: !152)
!370 = !DILocation(line: 91, column: 9, scope: !152)
!371 = !DILocation(line: 93, column: 9, scope: !152)
!372 = !DILocation(line: 0, scope: !151)
!373 = !DILocation(line: 95, column: 27, scope: !374)
!374 = distinct !DILexicalBlock(scope: !151, file: !2, line: 94, column: 9)
!375 = !DILocation(line: 95, column: 13, scope: !374)
!376 = !DILocation(line: 96, column: 9, scope: !152)
!377 = !DILocation(line: 70, column: 41, scope: !153)
!378 = !DILocation(line: 70, column: 31, scope: !153)
!379 = distinct !{!379, !175, !380, !381}
!380 = !DILocation(line: 97, column: 5, scope: !149)
!381 = !{!"llvm.loop.mustprogress"}
!382 = !DISubprogram(name: "printf", scope: !383, file: !383, line: 356, type: !384, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!384 = !DISubroutineType(types: !385)
!385 = !{!41, !386, null}
!386 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !387)
!387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !388, size: 32)
!388 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
